/*
 * finish_rows.c — the finish's deterministic row-parallel helper (finish_parts.h:
 * finish_parallel_rows): a frame's rows cut into bands, one thread a band. Density
 * estimation (density.c), the filter and tone map (finish.c) and the noise estimate (noise.c)
 * all run on it, below each of them.
 */
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L  /* sysconf without _GNU_SOURCE */
#endif

#include "finish_parts.h"

#include <pthread.h>
#include <unistd.h>

#define FINISH_MAX_THREADS 64

typedef struct rows_task {
  finish_rows_fn fn;
  void *ctx;
  int y0, y1;
} rows_task;

static void *rows_thread(void *arg) {
  rows_task *t = arg;
  t->fn(t->ctx, t->y0, t->y1);
  return NULL;
}

int finish_max_threads = 0;

static int online_cpus(void) {
  if (finish_max_threads > 0) return finish_max_threads < FINISH_MAX_THREADS ? finish_max_threads : FINISH_MAX_THREADS;
  long n = sysconf(_SC_NPROCESSORS_ONLN);
  if (n < 1) return 1;
  return n > FINISH_MAX_THREADS ? FINISH_MAX_THREADS : (int)n;
}

void finish_parallel_rows(int nrows, int min_rows_per_thread, finish_rows_fn fn, void *ctx) {
  if (nrows <= 0) return;
  if (min_rows_per_thread < 1) min_rows_per_thread = 1;
  int nthreads = online_cpus();
  if (nthreads > nrows / min_rows_per_thread) nthreads = nrows / min_rows_per_thread;
  if (nthreads <= 1) {
    fn(ctx, 0, nrows);
    return;
  }
  rows_task tasks[FINISH_MAX_THREADS];
  pthread_t ids[FINISH_MAX_THREADS];
  int started[FINISH_MAX_THREADS];
  for (int i = 0; i < nthreads; i++) {
    tasks[i] = (rows_task){fn, ctx, (int)((long long)nrows * i / nthreads),
                           (int)((long long)nrows * (i + 1) / nthreads)};
  }
  /* Band 0 runs on the calling thread; any band whose thread fails to start runs here too. */
  for (int i = 1; i < nthreads; i++) started[i] = pthread_create(&ids[i], NULL, rows_thread, &tasks[i]) == 0;
  rows_thread(&tasks[0]);
  for (int i = 1; i < nthreads; i++) {
    if (started[i])
      pthread_join(ids[i], NULL);
    else
      rows_thread(&tasks[i]);
  }
}
