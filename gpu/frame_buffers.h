/*
 * frame_buffers.h — what the GPU iterates for one frame, laid out on the host (internal to
 * gpu/): the launch grid and the host images of the device buffers of kernels/gpu_layout.h,
 * and the batch policy. Shared by the CUDA backend (backend.c), which uploads them, and the
 * GPU emulation (emulate.c), which runs the same grid on the CPU — so both iterate the same
 * trajectories with the same values.
 *
 * Work: the CPU backend's chunks (gpu_layout.h): each sub-frame's samples (quality·4^zoom·W·H
 * / nsub) cut into chunks of FB_GPU_CHUNK, each a trajectory with its own random stream, all
 * temporal samples in one launch grid. A chunk is as long as flam3's sub-batches because the
 * share of a trajectory spent near its random start (before it settles on the attractor)
 * shapes the image: shorter trajectories brighten transients. One GPU thread per chunk up to
 * MAX_TRAJECTORIES, each thread running several chunks in turn beyond that.
 */
#ifndef FLAMEBUILD_GPU_FRAME_BUFFERS_H
#define FLAMEBUILD_GPU_FRAME_BUFFERS_H

#include <stddef.h>
#include <stdint.h>

#include "../kernels/codegen.h"
#include "../kernels/gpu_layout.h"
#include "../render/render.h"

typedef struct frame_buffers {
  int nsub, nx1, rows;
  size_t xform_size;
  unsigned char *xforms;     /* [nsub][nx1] fm_xform or fm_xform_f */
  uint16_t *choose;          /* [nsub][rows][GRAIN] */
  float *cmap;               /* [nsub][256][4] */
  fb_gpu_sub *subs;          /* [nsub] */
  fm_u64 nchunks;
  unsigned trajectories;     /* threads that run chunks */
  int blocks;                /* of FB_GPU_BLOCK threads */
  fm_u64 *steps;             /* [trajectories]: steps each runs in all (fuse steps included) */
  fm_u64 max_steps;          /* the most steps any trajectory takes: launches run until then */
  double total_steps;
  int separate_count;
  double count_per_alpha;
  double total_samples;
} frame_buffers;

/* Builds every buffer for `frame` and structure `st` (render_prepare per temporal sample, as
 * the CPU backend does). On error nothing is left allocated. */
int frame_buffers_build(const render_frame *frame, const render_geometry *geo, const codegen_structure *st,
                        frame_buffers *fb, fb_error *err);
void frame_buffers_free(frame_buffers *fb);

/* Steps that all trajectories together run in their steps [i0, i1): a launch's work. */
double frame_buffers_steps_in(const frame_buffers *fb, fm_u64 i0, fm_u64 i1);

/*
 * Batches: a launch advances every trajectory by `iters` steps, then the float accumulators
 * are flushed into the double histogram. A float sum loses an increment's low bits once the
 * sum is 2^k times larger (an increment below half an ulp is lost outright), so each batch is
 * sized to put at most FB_HOT_BUCKET_TARGET samples into the hottest bucket, from the share
 * of the previous batch that the hottest bucket took.
 */
#define FB_HOT_BUCKET_TARGET 1048576.0 /* 2^20: rounding costs an increment at most 1/16 of itself
                                         (measured: 2^16 costs up to 10x more launches) */

/* Steps of the first batch for `trajectories` trajectories; `target` 0 = FB_HOT_BUCKET_TARGET. */
double frame_buffers_first_iters(double trajectories, double target);

/* Steps of the next batch after one of `iters` steps that put `hottest` of its `batch`
 * samples into one bucket; `by_time` (0: none) caps it for the launch time. */
double frame_buffers_next_iters(double iters, double hottest, double batch, double trajectories, double by_time,
                                double target);

#endif
