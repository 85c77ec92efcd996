/*
 * parallel.h — one piece of work spread over the cores: a worker function run on several
 * threads at once, each taking jobs from a shared counter until none is left.
 *
 * The threads a call gets by default are the online cores shared among the calls in progress:
 * a build's workers each write a PNG or a cache entry at once and need not fight over the
 * cores, while a lone call (a watcher's one preview, a build's last frame) gets them all.
 */
#ifndef FLAMEBUILD_PARALLEL_H
#define FLAMEBUILD_PARALLEL_H

#include <stdatomic.h>

#define PARALLEL_MAX_THREADS 16

/* Runs worker(ctx, thread) on up to `threads` threads at once — thread 0 is the calling
 * thread; a thread that cannot start is one fewer, so the work must not depend on how many
 * run — and returns when every one has returned. threads <= 0: the default share (above).
 * Never more than `jobs` threads, nor PARALLEL_MAX_THREADS. */
void parallel_run(int threads, int jobs, void (*worker)(void *ctx, int thread), void *ctx);

/* The next of `n` jobs for a worker to take (0, 1, … in the order asked), or -1 when none is
 * left; *next starts at 0. */
int parallel_take(atomic_int *next, int n);

#endif
