/*
 * gpu_layout.h — the data the GPU iteration kernel reads, laid out once for the host (gcc)
 * and the device (NVRTC). Common subset of C17 and CUDA C++; reaches NVRTC as a named header.
 *
 * Every field is a fixed-width number or a device address held as fm_u64, so the host fills
 * these structs byte for byte as the kernel reads them. The generated source static_asserts
 * their sizes against the host's (kernels/codegen.c), so a drift fails the compile, not the
 * image.
 *
 * Buffers, per sub-frame s (temporal sample) of a frame, all on the device:
 *   xforms   [nsub][num_xforms + num_finals] fm_xform (float or double build of flame_math.h;
 *            var_weight[k] is the weight of the k-th variation of the STRUCTURE, 0 if absent)
 *   choose   [nsub][rows] choice rows (rows = 1, or num_xforms + 1 with xaos: render/prepare.h's
 *            layout), each either render/prepare.h's table of FB_GPU_CHOOSE_GRAIN uint16 xform
 *            indices or, for structures of at most FB_GPU_CHOOSE_RUNS_MAX xforms, the same
 *            table as its runs (FB_GPU_CHOOSE_RUNS: num_xforms uint32s, trajectory.h fb_choose)
 *   cmap     [nsub][256] float4: palette RGBA × temporal weight (render_prepared.cmap / 255)
 *   subs     [nsub] fb_gpu_sub: camera, final xform's opacity
 *   wfields  [nsub][num_xforms + num_finals] fm_wfield (wfield.h, in the kernel's precision):
 *            each xform's JWildfire weighting field; none (address 0) where no xform of the
 *            frame has one
 * Work: the CPU's chunks (render/prepare.h, render_sampling): every sub-frame draws rounds of
 * one chunk of chunk_len samples; the frame's chunk c is round c / nsub of sub-frame c % nsub,
 * a trajectory of its own with the random stream (seed, c), a random start and FB_GPU_FUSE
 * discarded steps, exactly as flam3's sub-batches. A launch grid draws rounds round0 …
 * round0 + rounds − 1 (all of them, or the ones a cached buffer lacks) and numbers its chunks
 * sub-frame by sub-frame (fb_chunk_of), so that neighbouring threads run one sub-frame's
 * xforms.
 * Slots: the trajectories in flight, [slots] each (persistent across launches). Slot s runs
 * the grid's chunks s, s + slots, s + 2·slots, … in turn; a launch of `threads` threads (at most what the
 * GPU holds resident) advances slots slot0 … slot0 + threads − 1 (mod slots) by `iters` steps,
 * and the next launch starts where this one ended. A chunk is a chain of 10,000 dependent steps,
 * so with whole chunks per thread a frame of 1.2× the resident threads' chunks would take two
 * full chunk times, the second at a fifth of the GPU; turning through more slots than threads
 * spreads those chunks over every thread (a chunk's state moves between threads only at launch
 * boundaries, so no step ever runs twice or out of order). Per slot:
 *   px, py, pc (fm_real point and palette coordinate), rng_state, rng_inc (fm_u64),
 *   nth (uint32: chunks it has finished; it runs chunk slot + nth·slots),
 *   done (uint32: steps done in that chunk, fuse included; 0 = not started),
 *   last (int32: xform of the previous step + 1, for xaos), bad (uint32: bad values met)
 * Report: per launch, the steps run and the slots that ran out of chunks (fb_gpu_report).
 * Accumulation: hist float4 RGBA per bucket, count float per bucket (when separate_count),
 * flushed by fb_flush into the double (R,G,B,A,count) layout of render_hist after every batch;
 * or, deterministic (fixed_point), hist 4 × fm_u64 and count fm_u64 per bucket, integer sums
 * that fb_flush converts once, after the frame's last batch.
 */
#ifndef FLAMEBUILD_GPU_LAYOUT_H
#define FLAMEBUILD_GPU_LAYOUT_H

#include "camera3d.h"
#include "symmetry.h"
#include "flame_math.h"
#include "wfield.h"

#define FB_GPU_BLOCK 128             /* threads per block (4 warps: small blocks spread a
                                        grid of few chunks evenly over the SMs) */
#define FB_GPU_CACHE_BLOCK 1024      /* threads per block of a launch with a merge table
                                        (plot_cache.cuh): one block an SM, one table */
#define FB_GPU_BLOCK_MAX 1024        /* the iteration kernel's launch bound: either shape */
#define FB_GPU_CACHE_SLOTS 2048      /* the merge table's slots (48 or 56 KB) */
/* Dynamic shared memory of a merge table slot: RGBA sums, key, merged samples, and the count
 * when the frame counts apart (plot_cache.cuh: fb_cache_at's layout). */
#define FB_GPU_CACHE_SLOT_BYTES(separate_count) (24u + ((separate_count) ? 4u : 0u))
#define FB_GPU_CACHE_EMPTY 0xffffffffu /* a key naming no bucket (fb_gpu_args.cache_keys) */
#define FB_GPU_CHOOSE_GRAIN 16384    /* = RENDER_CHOOSE_GRAIN */
/* A choice table is a step function: xform indices never decrease along it (render/prepare.c),
 * so it has at most num_xforms runs. With few xforms the GPU gets the runs instead: a row is
 * num_xforms uint32s, run k = its end (exclusive, up to FB_GPU_CHOOSE_GRAIN) | its xform << 16,
 * the unused ones ending at FB_GPU_CHOOSE_GRAIN. 4 bytes an xform instead of 32 KB a row: an
 * Electric Sheep frame's 1,000 sub-frames upload 16 KB of them instead of 32 MB, and the step
 * reads the row's few words, the same for every lane, instead of a scattered table entry. */
#define FB_GPU_CHOOSE_RUNS_MAX 8
#define FB_GPU_CHOOSE_RUNS(num_xforms) ((num_xforms) <= FB_GPU_CHOOSE_RUNS_MAX)
/* Bytes of one choice row. */
#define FB_GPU_CHOOSE_ROW_BYTES(num_xforms) \
  (FB_GPU_CHOOSE_RUNS(num_xforms) ? (fm_u64)(num_xforms) * 4 : (fm_u64)FB_GPU_CHOOSE_GRAIN * 2)
#define FB_GPU_FUSE 15               /* = iterate.c's RENDER_FUSE */
#define FB_GPU_CHUNK 10000           /* = iterate.c's RENDER_CHUNK (flam3's sub_batch_size) */

typedef struct fb_gpu_sub {
  double bounds[4];                  /* camera: xmin ymin xmax ymax, gutter included */
  double xscale, yscale;             /* buckets per world unit */
  double rot[2][2];
  double center[2];
  double final_opacity;              /* probability of applying the final xforms (render/prepare.h) */
  fm_u32 rotated;
  fm_u32 float_camera;               /* 1: try the float camera below first (fb_bucket_of) */
  float fcam[4];                     /* float camera: bucket x = x * fcam[2] - fcam[0], y alike */
  float fmargin;                     /* float bucket coordinates within this of an integer are
                                        recomputed in double (twice the float error bound) */
  float weight;                      /* the sub-frame's temporal weight, which its palette holds
                                        and a true colour is given (fb_true_rgba) */
  float count_weight;                /* what a hit adds to the density (alpha): the weight, or 1
                                        among JWildfire's motion-blur packets (render.h) */
  fm_camera3d cam3d;                 /* the 3D camera (camera3d.h), model FM_CAM3D_NONE if flat */
  float aa_amount, aa_radius;        /* JWildfire's antialiasing (render_camera's: fm_jwf_antialias) */
  fm_post_symmetry symmetry;         /* JWildfire's post symmetry (render_camera's: symmetry.h) */
} fb_gpu_sub;

/* The iteration kernel's one parameter. */
typedef struct fb_gpu_args {
  fm_u64 xforms, choose, cmap, subs;
  fm_u64 px, py, pc, pz, pw, rng_state, rng_inc, nth, done, last, bad; /* pz: FB_CAMERA3D; pw: FM_WALK */
  fm_u64 hist, count;
  fm_u64 report;                     /* fb_gpu_report, zeroed before each launch */
  fm_u64 seed;
  fm_u64 nchunks;                    /* chunks of the grid: rounds · nsub */
  fm_u64 round0, rounds;             /* the rounds the grid draws (render_sampling) */
  fm_u32 chunk_len;                  /* samples of every chunk (after fuse) */
  fm_u32 nsub;                       /* sub-frames */
  fm_u32 threads;                    /* threads that run slots (the grid may have a few more) */
  fm_u32 slots;                      /* trajectories in flight, >= threads */
  fm_u32 slot0;                      /* thread t advances slot (slot0 + t) mod slots */
  fm_u32 iters;                      /* steps per slot in this launch (fuse steps count) */
  fm_u32 hist_width, hist_height;
  fm_u32 separate_count;             /* 0: count derived from alpha at flush (see fb_gpu_flush_args) */
  fm_u32 aggregate;                  /* 1: lanes of a warp hitting one bucket add through one atomic */
  /* The structure (codegen.h), which the generic kernel and the emulation read here; a kernel
   * generated for the structure has it as constants and ignores these. */
  fm_u32 num_xforms, num_finals, chaos, palette_mode;
  fm_u32 fixed_point;                /* 1: hist and count hold fm_u64 fixed-point sums (accumulate.h:
                                        fb_fixed_sample), bit-reproducible; 0: float sums */
  float fixed_scale;                 /* units per 1.0 (accumulate.h: fb_fixed_of) */
  /* Deferred (tiles.h): samples are logged at k · threads + t (step k of thread t) instead of
   * added; the host's launches then group and sum them. */
  fm_u64 log_bucket, log_value, log_count;
  fm_u32 deferred;
  fm_u32 cache_slots;                /* the merge table's slots (plot_cache.cuh), in the launch's
                                        dynamic shared memory; 0: none (float path only) */
  fm_u64 cache_keys;                 /* fm_u32 [blocks][cache_slots]: each block's buckets kept
                                        from one launch's table to the next (FB_GPU_CACHE_EMPTY: none) */
  fm_u64 wfields;                    /* the weighting fields (above), or 0 */
} fb_gpu_args;

/* A frame of one sub-frame (a still, an animation frame without motion blur) and at most one
 * final xform runs a kernel of its own (codegen_structure.one_sub) that takes the sub-frame's
 * camera and final xform as a second launch parameter, trajectory.h's fb_gpu_one_sub: the
 * fb_gpu_sub, then the final xform (fm_xform, float or double) at this offset, zeros when
 * there is none. */
#define FB_GPU_ONE_SUB_XFORM_OFFSET 496

/* What a launch did: the steps its threads ran and the slots whose last chunk ended in it. */
typedef struct fb_gpu_report {
  fm_u64 steps;
  fm_u32 finished;
  fm_u32 pad;
  fm_u64 cache_merged;               /* samples the merge table added to a slot already held */
} fb_gpu_report;

/* The flush kernel's parameter: adds the float buffers into the double histogram, zeroes them,
 * and records the largest per-bucket count of the batch (float bits, for atomicMax). */
typedef struct fb_gpu_flush_args {
  fm_u64 hist, count, out, max_bits;
  fm_u64 nbuckets;
  double count_per_alpha;            /* when !separate_count: count = alpha * this (1/weight) */
  fm_u32 separate_count;
  fm_u32 fixed_point;                /* 1: the accumulators are fixed point (fb_gpu_args) */
  double fixed_unit;                 /* 1 / fixed_scale */
  fm_u32 fixed_convert;              /* fixed point: 0 only finds the largest count so far (the
                                        sums stay on the device until the frame's last batch, so
                                        that no double rounding depends on how batches fell);
                                        1 adds them into out and zeroes them */
  fm_u32 pad;
} fb_gpu_flush_args;

/* The noise kernel's parameter (iterate.cuh fb_noise_rows, kernels/noise.h): quality = auto's
 * estimate of a ladder's step where its buffer lives. whole: the frame's double histogram
 * (render_hist layout, the count at channel 4); kept: the count channel the previous step
 * kept (hist_width · hist_height doubles); row_sums: 2 · height doubles, output row y's sums
 * at [2y] and [2y + 1]. pass 0: lit pixels and hits; 1: weighted squares and weights, then
 * the whole's count channel into kept for the next step; 2: only that. */
typedef struct fb_gpu_noise_args {
  fm_u64 whole, kept, row_sums;
  double p, scale, mean;             /* the share of the samples kept holds, sqrt(p(1 - p)), the
                                        mean hits of a lit pixel (pass 0's sums) */
  fm_u32 width, height;              /* output pixels */
  fm_u32 hist_width, gutter, supersample;
  fm_u32 pass;
} fb_gpu_noise_args;

/* The tile kernels' parameter (tiles.h): a launch's log of `nentries` entries grouped by tile
 * of 2^tile_bits buckets and added into the frame's fixed-point sums hist (4 × fm_u64 a bucket)
 * and count (fm_u64, with separate_count). tile_count, tile_start (ntiles + 1), tile_cursor and
 * group_cursor are fm_u32 arrays; tile_count is zeroed before each launch. A kernel reads the
 * entries in log_* and writes sorted_* (the host swaps them between the two grouping passes);
 * a grouping pass keys an entry by its tile >> key_shift and takes places from `cursor`. */
typedef struct fb_gpu_tile_args {
  fm_u64 log_bucket, log_value, log_count;
  fm_u64 sorted_bucket, sorted_value, sorted_count;
  fm_u64 tile_count, tile_start, tile_cursor, group_cursor;
  fm_u64 cursor;
  fm_u64 hist, count;
  fm_u64 nentries;
  fm_u32 ntiles, tile_bits;
  fm_u32 nbuckets;
  fm_u32 separate_count;
  fm_u32 key_shift;
  fm_u32 compact;                    /* 1: the input's first tile_start[ntiles] entries are all
                                        samples and the rest is not read (the second grouping
                                        pass reads what the first wrote); 0: entries may be
                                        FB_TILE_NONE */
} fb_gpu_tile_args;

#if !defined(__CUDACC__) && !defined(__CUDACC_RTC__)
/* The host's picture of fm_xform as NVRTC lays it out with FM_REAL_FLOAT: flame_math.h's
 * field order with every fm_real a float. Checked field by field by the generated source. */
typedef struct fm_xform_f {
  _Alignas(16) float c[3][2];
  float post[3][2];
  int has_post;
  float color, color_speed;
  float vis;
  int nvars;
  int var_index[FM_XFORM_VARS];
  float var_weight[FM_XFORM_VARS];
  float pre_blur;
  int flatten;
  int z_mode;
  int affine3d;
  int color_mode;
  float color_arg;
  float yz[3][2], zx[3][2];
  float yz_post[3][2], zx_post[3][2];
  float param[FM_NPARAMS];
  float pre[FM_NPRE];
} fm_xform_f;

/* fm_wfield (wfield.h) as a float kernel reads it. */
typedef struct fm_wfield_f {
  fm_noise noise;
  int at_position;
  float amount, color, jitter;
  int nmods;
  int mod_var[FM_WFIELD_MODS];
  int mod_param[FM_WFIELD_MODS];
  int mod_int[FM_WFIELD_MODS];
  int mod_precalc[FM_WFIELD_MODS];
  float mod_intensity[FM_WFIELD_MODS];
} fm_wfield_f;
#endif

#endif
