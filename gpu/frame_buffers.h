/*
 * frame_buffers.h — what the GPU iterates for one frame, laid out on the host (internal to
 * gpu/): the launch grid and the host images of the device buffers of kernels/gpu_layout.h,
 * and the batch policy. Shared by the CUDA backend (backend.c), which uploads them, and the
 * GPU emulation (emulate.c), which runs the same grid on the CPU — so both iterate the same
 * trajectories with the same values.
 *
 * Work: the CPU backend's chunks (gpu_layout.h; render_sampling in render/prepare.h): rounds
 * of one chunk per sub-frame, each chunk a trajectory with its own random stream, all
 * temporal samples in one launch grid — every round, or those a cached buffer lacks. A chunk is as long as flam3's sub-batches because the
 * share of a trajectory spent near its random start (before it settles on the attractor)
 * shapes the image: shorter trajectories brighten transients. The chunks run in slots
 * (gpu_layout.h): as many threads as the GPU holds resident, and when there are more chunks
 * than that, more slots than threads, turned through launch by launch so that every thread
 * stays busy to the end of the frame.
 */
#ifndef FLAMEBUILD_GPU_FRAME_BUFFERS_H
#define FLAMEBUILD_GPU_FRAME_BUFFERS_H

#include <stddef.h>
#include <stdint.h>

#include "../kernels/codegen.h"
#include "../kernels/gpu_layout.h"
#include "../render/point_cache.h"
#include "../render/render.h"

typedef struct frame_buffers {
  int nsub, nx1, rows;
  int num_xforms, num_finals, chaos, palette_mode; /* the structure's (fb_gpu_args) */
  size_t xform_size;
  unsigned char *xforms;     /* [nsub][nx1] fm_xform or fm_xform_f, each xform_size bytes:
                                the structure's parameter slots (its own kernel's layout), or
                                the table's dense array (dense: the generic kernel's) */
  int dense, precision;       /* the layout; enum codegen_precision */
  int no_slots;              /* 1: the structure's parameters have no slots (all held, dense) */
  codegen_param_slots params; /* the parameters held, in either layout (kernels/codegen.h) */
  void *choose;              /* [nsub][rows] choice rows, each choose_row bytes (gpu_layout.h:
                                tables, or runs with few xforms) */
  size_t choose_row;
  float *cmap;               /* [nsub][256][4] */
  fb_gpu_sub *subs;          /* [nsub] */
  unsigned char *wfields;    /* [nsub][nx1] fm_wfield or fm_wfield_f, each wfield_size bytes: the
                                xforms' weighting fields (kernels/wfield.h); NULL: none */
  size_t wfield_size;
  fm_u64 nchunks;            /* of the grid: rounds · nsub */
  fm_u64 round0, rounds;     /* the rounds the grid draws */
  uint32_t chunk_len;        /* samples a chunk */
  unsigned threads;          /* threads per launch (frame_buffers_plan) */
  unsigned slots;            /* trajectories in flight, >= threads */
  int blocks;                /* of `block` threads */
  unsigned block;            /* threads per block: FB_GPU_BLOCK, or FB_GPU_CACHE_BLOCK with a
                                merge table (frame_buffers_shape) */
  unsigned cache_slots;      /* the merge table's slots (kernels/plot_cache.cuh); 0: none */
  unsigned threads_small;    /* the threads of blocks of FB_GPU_BLOCK the GPU holds, up to the
                                slots: what a frame runs once its table is off */
  double slot_steps;         /* steps of the busiest slot (fuse steps included) */
  double total_steps;
  int fuse_max;              /* the longest chunk fuse of its sub-frames (FB_GPU_FUSE, or a JWildfire
                                file's FM_JWF_START_FUSE: kernels/trajectory.h) */
  int separate_count;
  int copies;                /* the most plots a sample makes (JWildfire's post symmetry: kernels/
                                symmetry.h): above 1, never the deferred path, which logs one a step */
  double count_per_alpha;
  double total_samples;      /* drawn by the grid */
  double frame_samples;      /* drawn by the whole frame (every round) */
  double value_max;          /* the most one sample can add to one channel: the largest cmap
                                value times the largest xform opacity (at least 1) */
  int fixed;                 /* 1: fixed-point accumulation (frame_buffers_use_fixed); 0: float */
  int deferred;              /* 1: the sorted accumulation (kernels/tiles.h); implies fixed */
  int may_defer;             /* 1: float atomics for now, deferred if the first batch shows a
                                hot bucket (frame_buffers_defer_after) */
  unsigned tile_bits;        /* deferred: tiles of 2^tile_bits buckets */
  uint64_t nbuckets;
  float fixed_scale;         /* units per 1.0: the power of two at most FB_FIXED_MAX / value_max */
  double fixed_unit;         /* 1 / fixed_scale */
  /* The tables of points of the variations that draw from one (FM_VARS_POINT_TABLE: text_wf's
   * text, dla_wf's aggregate), which the device reads from a buffer of its own: every table of
   * the frame's xforms once, one after another (the device's D_SHAPES), and which xform reads
   * which. render/prepare.c gave each such xform the host's address; frame_buffers_point_shapes
   * gives it the buffer's on the device. */
  float *shapes;
  size_t shape_floats;
  struct frame_shape_ref {
    size_t xform;            /* among fb->xforms' nsub · nx1 */
    int at0;                 /* the variation's first address parameter (FM_P_NAME_at0) */
    size_t at;               /* its first float in shapes */
    const float *host;       /* the table on the host (render/text_shape.h, render/dla_points.h) */
  } *shape_refs;
  size_t nshape_refs;
  point_pins shape_pins;     /* the sub-frames' tables, pinned until frame_buffers_free: a host
                                address in shape_refs stays the one table's (render/point_cache.h) */
} frame_buffers;

/* Sets sub-frame g's float camera (fcam, fmargin, float_camera; see fb_bucket_of) from its
 * double one (bounds, scales, rotated) for a histogram of hist_width × hist_height buckets;
 * float_points: the kernel's points are float. */
void frame_buffers_set_float_camera(fb_gpu_sub *g, int hist_width, int hist_height, int float_points);

/* Builds every buffer for `frame` and structure `st` (render_prepare per temporal sample, as
 * the CPU backend does), planned for FB_DEFAULT_THREADS (see frame_buffers_plan), to draw the
 * rounds [first_round, end_round) (render_options: a cached buffer's top-up, a share of a frame
 * split over devices; 0, 0: all). The xforms in the layout of the structure's own kernel, or
 * dense: the generic kernel's and the emulation's. On error nothing is left allocated. */
int frame_buffers_build(const render_frame *frame, const render_geometry *geo, const codegen_structure *st, int dense,
                        uint64_t first_round, uint64_t end_round, frame_buffers *fb, fb_error *err);
/* The xforms laid out for the kernel chosen (gpu/backend.c: a frame built for its own kernel
 * may run the generic one, dense, while its own compiles): the same values at their dense
 * indices, or back at their slots. */
int frame_buffers_set_layout(frame_buffers *fb, int dense, fb_error *err);
/* The layout the structure's own kernel reads: dense only when its parameters have no slots. */
int frame_buffers_own_dense(const frame_buffers *fb);
/* The same buffers for another round range [first_round, end_round) of the frame, or for the
 * frame at another quality (quality = auto's ladder): the chunks numbered and planned again
 * (frame_buffers_plan for FB_DEFAULT_THREADS), the sub-frames' arrays kept — no array depends on
 * the quality or the rounds (test_gpu_plan compares them with a fresh build). */
int frame_buffers_set_rounds(frame_buffers *fb, const render_frame *frame, uint64_t first_round, uint64_t end_round,
                             fb_error *err);
/* How the frame's samples are added (render_options.accumulate and .deterministic, or the
 * environment's FLAMEBUILD_ACCUMULATE=auto|atomic|deferred and FLAMEBUILD_DETERMINISTIC=1|0,
 * which override them): deferred when asked, or under auto when deterministic — the tiles'
 * sums write the fixed-point atomics' bytes faster at every size measured (1080p to 8K,
 * bench/BENCHMARKS.md) — in tiles of 2^tile_bits (0: the frame cannot be deferred:
 * kernels/tiles.h, fb_tile_bits_for; it then takes the atomics); fixed point when deferred or
 * deterministic, else float atomics — and then, under auto, may_defer: the first batch decides
 * (frame_buffers_defer_after). The fixed unit is 1/FB_FIXED_MAX of value_max, rounded up to a
 * power of two (the same for every round of the frame, so a top-up or a share adds in the same
 * unit). */
void frame_buffers_use_fixed(frame_buffers *fb, const render_options *opt, unsigned tile_bits);

/* Under auto without determinism a frame starts on the float atomics, whose speed depends on
 * one thing the tiles' does not: how many samples pile onto one bucket. Atomics on one address
 * queue up in L2, and float sums force a flush before a bucket holds FB_HOT_BUCKET_TARGET
 * samples, so the batches shrink. Measured on an H200 over 41 artists' flames and the bench
 * genomes at 1080p q1000 and 1080p supersample 2 (bench/BENCHMARKS.md): the float atomics are
 * 1.3-3x faster while the hottest bucket takes at most 1.3% of a batch, the tiles 1.5-2x faster
 * from 4.4% up (rw_02, rw_03, rw_15, rw_35: Electric Sheep and tiling attractors). Those
 * buckets fill only once trajectories have settled onto the attractor's point: a few hundred
 * steps after their random starts (rw_02: 0.02% of a batch at 405 steps a thread, 2.9% at
 * 837). So the batches of the first FB_DEFER_PROBE_STEPS steps a thread are a probe: when one
 * of them puts FB_DEFER_SHARE of its steps into one bucket and the frame has work left, this
 * returns 1, and the caller switches to the deferred sums (frame_buffers_defer) and starts the
 * frame over — fresh buffers, the same samples; a late decision costs at most a fifth of a
 * chunk's steps, drawn twice (the float atomics were twice as slow on such a frame). */
#define FB_DEFER_SHARE 0.025
#define FB_DEFER_PROBE_STEPS 2048.0
#define GPU_RUN_DEFER 1 /* what a frame's run returns when it wants to start over deferred */
int frame_buffers_wants_defer(const frame_buffers *fb, double hottest, double batch_steps, int frame_done);
void frame_buffers_defer(frame_buffers *fb);

/* Points every xform that draws a text at its points in a device buffer at `base` holding
 * fb->shapes (NAME_at0…2 in the layout the xforms are in now): before they are uploaded. */
void frame_buffers_point_shapes(frame_buffers *fb, uint64_t base);

/* The grid's part of the kernel's parameter: chunks, rounds, sub-frames, threads, slots, and
 * the structure. */
void frame_buffers_grid_args(const frame_buffers *fb, fb_gpu_args *a);
void frame_buffers_free(frame_buffers *fb);

/* A choice table (render/prepare.h: RENDER_CHOOSE_GRAIN xform indices that never decrease) as
 * the GPU's runs (gpu_layout.h, FB_GPU_CHOOSE_RUNS): num_xforms uint32s. Returns -1 if the table
 * has more runs than that or decreases (not a table render_prepare makes), else 0. */
int frame_buffers_table_runs(const uint16_t *table, int num_xforms, uint32_t *runs);

/* Plans the slots for `resident` threads (what the GPU runs at once; 0: FB_DEFAULT_THREADS):
 * one slot per chunk up to FB_MAX_SLOTS_PER_THREAD slots a thread, each slot running its
 * chunks in turn beyond that. The plan decides which thread runs which steps, never which
 * samples a chunk draws: every plan draws the same image (up to the order of float sums). */
#define FB_DEFAULT_THREADS 131072
#define FB_MAX_SLOTS_PER_THREAD 4
void frame_buffers_plan(frame_buffers *fb, unsigned resident);

/* The launches' shape, then frame_buffers_plan: a float-path frame (not fixed) with chunks for
 * at least `resident_cache` threads runs blocks of FB_GPU_CACHE_BLOCK with a merge table of
 * `cache_slots` (resident_cache: what the GPU holds of such blocks; 0 or cache_slots 0: never);
 * any other frame blocks of FB_GPU_BLOCK for `resident` threads. A frame of fewer chunks would
 * leave SMs without a block in the table's shape, and a fixed-point frame has no table. */
void frame_buffers_shape(frame_buffers *fb, unsigned resident, unsigned resident_cache, unsigned cache_slots);

/* The table off for the frame's next launches (it merged too little, or the frame goes
 * deferred): blocks of FB_GPU_BLOCK, and as many threads as the GPU holds of them (up to the
 * slots; more than the table's shape holds: a table block takes a whole SM's shared memory
 * for 1,024 threads, where small blocks fit ~1,150-1,300 at this kernel's registers). The
 * slots stay: a launch's threads may change between launches (frame_buffers_next_slot0
 * takes the launch just run). */
void frame_buffers_table_off(frame_buffers *fb);

/* Where the launch after one starting at `slot0` starts. */
unsigned frame_buffers_next_slot0(const frame_buffers *fb, unsigned slot0);

/* Where the launches of a frame stand: they go on until finished == fb->slots. */
typedef struct frame_progress {
  unsigned finished;         /* slots whose last chunk has ended */
  unsigned idle;             /* launches in a row without a step */
  double steps;              /* steps run (fuse included): fb->total_steps at the end */
} frame_progress;

/* Adds a launch's report to *p and checks it: -1 with a message when the kernel's count
 * cannot be right (more steps or slots than the frame has, or a whole turn through the slots
 * without a step), so that a broken kernel stops instead of launching forever. */
int frame_buffers_account(const frame_buffers *fb, const fb_gpu_report *report, frame_progress *p, fb_error *err);

/*
 * Batches: a launch advances `threads` slots by `iters` steps, then the float accumulators
 * are flushed into the double histogram. A float sum loses an increment's low bits once the
 * sum is 2^k times larger (an increment below half an ulp is lost outright), so each batch is
 * sized to put at most FB_HOT_BUCKET_TARGET samples into the hottest bucket, from the share
 * of the previous batch that the hottest bucket took.
 */
#define FB_HOT_BUCKET_TARGET 1048576.0 /* 2^20: rounding costs an increment at most 1/16 of itself
                                         (measured: 2^16 costs up to 10x more launches) */

/* Steps per slot of the first batch; `target` 0 = FB_HOT_BUCKET_TARGET. */
double frame_buffers_first_iters(const frame_buffers *fb, double target);

/* Steps per slot of the next batch after one of `iters` steps that put `hottest` of its
 * `batch` samples into one bucket; `by_time` (0: none) caps it for the launch time. While
 * slots outnumber threads, a launch is at most 1/FB_ROTATION_SLICES of a slot's steps, so that
 * the last launch, which only some slots still need, is short. */
#define FB_ROTATION_SLICES 8
double frame_buffers_next_iters(const frame_buffers *fb, double iters, double hottest, double batch, double by_time,
                                double target);

#endif
