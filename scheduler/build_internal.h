/*
 * build_internal.h — the build session's state, shared by build.c (planning, recording,
 * videos), frame.c (one frame's stages) and pipeline.c (running them). Not for other parts:
 * they use build.h.
 */
#ifndef FLAMEBUILD_BUILD_INTERNAL_H
#define FLAMEBUILD_BUILD_INTERNAL_H

#include <limits.h>
#include <stdatomic.h>

#include "../cache/store.h"
#include "build.h"

struct build_ctx {
  project *p;
  store *s;
  cache buffers;             /* thread-safe: every entry is written to a temp name of its own */
  struct buffer_pool *frames; /* frames' big host buffers, reused (page-locked with a GPU) */
  const build_options *opt;
  build_counts *counts;
  int use_gpu;               /* the project's backend resolved: auto found a GPU */
  char kernel_cache[PATH_MAX]; /* compiled GPU kernels live in the project's cache */
  double t0;                 /* the build's start (CLOCK_MONOTONIC s) */
  int stopping;              /* a frame could not be written, or the GPU failed under cuda:
                                start no more */
  atomic_int gpu_fallback_said; /* auto: the first GPU failure was reported */
  char stop_reason[1024];
};

/* Worker threads of the pipeline for these options: 0 (everything in the calling thread)
 * for -j 1, else -j N or the online cores. */
int build_workers(const build_options *opt);

#endif
