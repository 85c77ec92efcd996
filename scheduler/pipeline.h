/*
 * pipeline.h — the executor: HOW planned frames get rendered (build.c decides WHAT).
 *
 *            submit                                                          wait
 *   caller ─────────▶ [prepare] ──▶ [render] ──┬▶ [output] ─┬▶ done queue ───────▶ caller
 *                      workers      render     └▶ [store] ──┘              (records it in the
 *                                   threads       workers                   store: its thread)
 *
 * The stages are frame.h's. The render threads call the backend and do nothing else: one for
 * the CPU backend (its iteration uses every core; FLAMEBUILD_CPU_RENDERERS sets more, for
 * tests and measurements), several for a GPU, whose frames then
 * iterate side by side on the one device (a 1080p frame of quality 200 is too few chunks to
 * fill it: gpu/backend.c). The device iterates while the
 * workers (all cores by default, `-j N`) decode cached buffers, compress new ones, finish on
 * the CPU when the GPU did not, and encode and write PNGs. An iterated frame's output is two
 * jobs that two workers run side by side (frame_output_split): its cache entry (store) and the
 * rest (output); the frame is done when both are. Workers take output and store work before
 * prepare work: finishing frames frees memory, preparing more only fills it.
 *
 * Memory is bounded: at most `max_inflight` jobs between submit and wait. The caller picks it
 * from a byte budget (pipeline_max_inflight); each job holds one accumulation
 * buffer and one image.
 *
 * With workers == 0 nothing runs on other threads: submit runs the three stages in the
 * caller's thread, one frame after another (`-j 1`, the reference the pipelined build must
 * equal byte for byte).
 */
#ifndef FLAMEBUILD_PIPELINE_H
#define FLAMEBUILD_PIPELINE_H

#include "frame.h"

typedef struct pipeline pipeline;

enum { PIPELINE_MAX_DEVICES = 16 };

/* Starts `workers` worker threads and `renderers` (≥ 1) render threads; no thread at all when
 * workers == 0. Render thread i works on device i % devices (1 for the CPU; at most
 * PIPELINE_MAX_DEVICES), which is how their busy time is told apart. */
int pipeline_start(int workers, int renderers, int devices, int max_inflight, pipeline **out, fb_error *err);

/* Seconds during which at least one render thread was rendering, since the start. */
double pipeline_render_busy_s(pipeline *pl);

/* The same for each device, into busy[0..n-1]; returns the number of devices. */
int pipeline_device_busy_s(pipeline *pl, double *busy, int n);

/* Frames rendered so far by each render thread, into counts[0..n-1]; returns the number of
 * render threads (0 when workers == 0: the caller's thread renders). */
int pipeline_render_counts(pipeline *pl, int *counts, int n);

/* Calls fn(ctx) whenever a job becomes done, on the pipeline thread that finished it and under
 * the pipeline's lock: fn may take a lock of its own (never held while calling into the
 * pipeline) and signal, nothing more. For a caller that waits on other events too (the
 * watcher's worker). */
void pipeline_set_notify(pipeline *pl, void (*fn)(void *ctx), void *ctx);

/* Changes max_inflight (for jobs submitted from now on). */
void pipeline_set_limit(pipeline *pl, int max_inflight);

/* 1 when another job may be submitted now. */
int pipeline_has_room(pipeline *pl);

/* Jobs submitted and not yet returned by pipeline_wait. */
int pipeline_inflight(pipeline *pl);

/* Queues a job (call only when pipeline_has_room). */
void pipeline_submit(pipeline *pl, frame_job *j);

/* The next job whose stages are all done (rc, err, res set; buffers freed), in completion
 * order; blocks until there is one. NULL when nothing is in flight. */
frame_job *pipeline_wait(pipeline *pl);

/* As pipeline_wait, but gives up after `seconds`: NULL then too (pipeline_inflight tells
 * the two NULLs apart). */
frame_job *pipeline_wait_timed(pipeline *pl, double seconds);
/* A done job if there is one now, else NULL; never blocks. */
frame_job *pipeline_poll(pipeline *pl);

/* Joins the threads. Jobs still in flight are finished first (their results are lost: drain
 * with pipeline_wait before, to record them). */
void pipeline_stop(pipeline *pl);

/* The max_inflight (pipeline_start, pipeline_set_limit) for jobs of `bytes_per_job`: as many
 * as fit pipeline_memory_budget(), at least 2, at most workers + renderers + 1 (more would
 * only wait). */
int pipeline_max_inflight(double bytes_per_job, int workers, int renderers);
/* The same for a budget of `budget` bytes. */
int pipeline_max_inflight_within(double budget, double bytes_per_job, int workers, int renderers);
/* The bytes a build's frames in flight may hold: a quarter of physical memory, and no more than
 * half of what is available now (/proc/meminfo's MemAvailable, where there is one). Big frames
 * need it: a 4K supersample-2 frame holds 1.4 GB, and its cache entry takes a worker ~2.5 s to
 * compress, so a budget of two or three such frames left 13 of 16 cores idle (bench/BENCHMARKS.md,
 * 2026-11-27, sixth session). */
double pipeline_memory_budget(void);

#endif
