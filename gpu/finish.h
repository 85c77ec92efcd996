/*
 * finish.h — FINISH on the GPU, internal to gpu/ (and its unit test): the plan and the launch
 * schedule of the finishing kernels (kernels/finish.cuh), and the executor that runs them on
 * the device. The public entry points are in gpu.h (gpu_finish, render_finish_cuda, and
 * gpu_options.finish for gpu_iterate).
 *
 * A plan is everything render_finish computes on the host before its loops — the same
 * functions compute it here (density_constants_of, de_kernels_build, filter_table,
 * tonemap_params_of), so the constants are the CPU's bit for bit — plus the list of steps
 * (memsets and kernel launches) that turns a device histogram into pixels. The steps are
 * plain data, so tests/unit/test_gpu_finish.c can run the same schedule with the kernels
 * compiled as C on the CPU.
 */
#ifndef FLAMEBUILD_GPU_FINISH_H
#define FLAMEBUILD_GPU_FINISH_H

#include "../kernels/finish_layout.h"
#include "../render/finish_parts.h"
#include "device.h"
#include "gpu.h"

/* The device buffers of a finishing run (finish_layout.h describes each). FIN_HIST is the
 * caller's histogram, never allocated by the executor. */
enum gpu_fin_buf { FIN_HIST, FIN_ACC, FIN_TAIL, FIN_INFO, FIN_LOGGED, FIN_REACH, FIN_COEFS, FIN_WIDTHS, FIN_FILTER,
                   FIN_PIXELS, FIN_BACKDROP, FIN_BUF_COUNT };

enum gpu_fin_op {
  FIN_ZERO,                  /* buf = 0 */
  FIN_FILL,                  /* buf = all bits set (DE info and reach: -1, "no source") */
  FIN_LAUNCH,                /* kernel over grid_x x grid_y blocks of FB_FIN_BLOCK threads */
};

typedef struct gpu_fin_step {
  int op;                    /* enum gpu_fin_op */
  int buf;                   /* FIN_ZERO, FIN_FILL */
  int kernel;                /* FIN_LAUNCH: enum fb_fin_kernel */
  unsigned grid_x, grid_y;
  int src0, src1, accumulate; /* fb_finish_args fields of this launch */
} gpu_fin_step;

enum { GPU_FIN_MAX_STEPS = 16 };

typedef struct gpu_finish_plan {
  render_geometry geo;
  fb_finish_args args;       /* constants; buffer addresses are the executor's */
  size_t bytes[FIN_BUF_COUNT]; /* sizes (0: not used); FIN_HIST is the histogram's */
  const void *upload[FIN_BUF_COUNT]; /* host tables copied in before the steps */
  de_kernels de;
  double *filter;
  const struct point_table *backdrop; /* each pixel's background (render/backdrop.h), pinned; or NULL */
  int de_scatter;            /* DE by fb_fin_de_scatter instead of the gather */
  gpu_fin_step steps[GPU_FIN_MAX_STEPS];
  int nsteps;
  int output_step;           /* steps [0, output_step) scale and estimate, the rest filters */
} gpu_finish_plan;

/* Validates as render_finish does (bits per channel, quality, temporal weights, estimator
 * widths, spatial filter) and builds the plan. `hist` (may be NULL) is checked against the
 * frame's geometry. */
int gpu_finish_plan_build(const render_frame *frame, const render_hist *hist, const finish_options *opt,
                          int de_scatter, gpu_finish_plan *p, fb_error *err);
void gpu_finish_plan_free(gpu_finish_plan *p);

/* Runs the plan on the device histogram `hist` (device acquired, module = the finishing
 * module) on `stream` (every function here works on the caller's stream and waits only for
 * it, with the device lock given up while it waits: gpu_device_sync): allocates the other buffers, runs the
 * steps, downloads the image into *out
 * (malloc'd pixels; untouched on error). Fills de_s, output_s, download_s and device_mib of
 * stats (may be NULL). */
int gpu_finish_run(const gpu_driver *cu, gpu_module *m, const gpu_finish_plan *p, CUdeviceptr hist, CUstream stream,
                   render_image *out, gpu_finish_stats *stats, fb_error *err);

/* Adds a host histogram into the device histogram `hist` of the same size (earlier samples
 * before finishing). */
int gpu_finish_add_hist(const gpu_driver *cu, gpu_module *m, CUdeviceptr hist, const render_hist *h,
                        CUstream stream, fb_error *err);

/* Adds the nvalues doubles at `src` (on this device: another share of a split frame) into
 * the device histogram `hist`. */
int gpu_finish_add_device(const gpu_driver *cu, gpu_module *m, CUdeviceptr hist, CUdeviceptr src, size_t nvalues,
                          CUstream stream, fb_error *err);

/* Rounds the nvalues doubles of the device histogram `hist` to the canonical buffer's float32
 * values (fm_canonical_bucket_value), as render_hist_round_to_float does on the host; when
 * canon_f32 is not 0, also writes them as floats there. */
int gpu_finish_round_hist(const gpu_driver *cu, gpu_module *m, CUdeviceptr hist, size_t nvalues,
                          CUdeviceptr canon_f32, CUstream stream, fb_error *err);

#endif
