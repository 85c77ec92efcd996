/*
 * gpu.h — the CUDA backend, as the CLI and the scheduler call it.
 *
 *   char what[256];
 *   if (gpu_probe(what, sizeof what)) ...            // "NVIDIA H200 (sm_90, 139 GiB)" or why not
 *   render_iterate_cuda(&frame, &opt, &hist, &err);  // same contract as render_iterate_cpu
 *
 * ITERATE runs on the GPU into float accumulators that are flushed into a double histogram on
 * the device and downloaded into `hist` (added to what it holds, like the CPU backend), after
 * which render_finish runs on the CPU as for the CPU backend. On any error `hist` is left as
 * it was: there is never a partial buffer.
 *
 * Kernels are generated per genome structure and compiled with NVRTC on first use, then kept
 * in memory and in the kernel cache on disk (kernel_cache.h), so a second render of the same
 * structure compiles nothing. The process holds the device's primary context from the first
 * call until gpu_shutdown.
 *
 * Not bit-identical to the CPU backend: points iterate in float (or double, on request) on
 * the GPU, and float atomics add in an order that varies between runs. The image agrees with
 * the CPU's and flam3's within the conformance test's noise-calibrated tolerance.
 */
#ifndef FLAMEBUILD_GPU_H
#define FLAMEBUILD_GPU_H

#include "../render/render.h"
#include "cuda_api.h"
#include "kernel.h"

enum gpu_aggregate { GPU_AGGREGATE_AUTO, GPU_AGGREGATE_ON, GPU_AGGREGATE_OFF };

typedef struct gpu_options {
  const char *kernel_cache;  /* folder; NULL = kcache_default_dir; "" = no disk cache */
  int precision;             /* CODEGEN_FLOAT (default) or CODEGEN_DOUBLE */
  int choice;                /* CODEGEN_CHOICE_THREAD (default) or CODEGEN_CHOICE_WARP */
  int aggregate;             /* enum gpu_aggregate: warp-aggregated atomics; AUTO turns them on
                                when the first batch shows a hot bucket */
} gpu_options;

typedef struct gpu_render_stats {
  gpu_kernel_stats kernel;   /* hits / misses / compile time of this call */
  double iterate_s;          /* the launches and flushes (host clock around synchronised work) */
  double total_s;            /* the whole call */
  double samples;            /* samples plotted or tried (the sample budget) */
  int trajectories;          /* threads of the launch grid, one trajectory each */
  int launches;
  int separate_count;        /* 1: a second atomic per sample for the density count */
  int aggregated;            /* 1: warp-aggregated atomics were on at the end */
  double hottest_share;      /* largest share of a batch's samples that one bucket received */
  int regs, local_bytes;     /* of the iteration kernel */
  char arch[16];             /* "sm_90" */
  char device[256];          /* gpu_probe's description */
} gpu_render_stats;

/* ITERATE on the GPU with default options (float, per-thread choice, default cache). */
int render_iterate_cuda(const render_frame *frame, const render_options *opt, render_hist *hist, fb_error *err);

/* The same with options and statistics (either may be NULL). */
int gpu_iterate(const render_frame *frame, const render_options *opt, const gpu_options *gopt, render_hist *hist,
                gpu_render_stats *stats, fb_error *err);

/* Unloads the modules and releases the device (the next call starts again). */
void gpu_shutdown(void);

#endif
