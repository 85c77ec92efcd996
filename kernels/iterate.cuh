/*
 * iterate.cuh — the chaos game on the GPU: the twin of render/iterate.c (run_chunk and
 * add_samples), plus the flush kernel that moves the float accumulators into the double
 * histogram. CUDA only; reaches NVRTC as a named header and is included by the source that
 * kernels/codegen.c generates for one genome structure, which first defines
 *   FB_NX              standard xforms
 *   FB_NUM_FINALS      final xforms, applied in turn (0 or 1 for flam3's files)
 *   FB_CHAOS           0/1: xaos rows in the choice tables
 *   FB_PALETTE_MODE    the palette mode (accumulate.h's FB_PALETTE_*)
 * and afterwards defines fb_apply / fb_apply_final (one __device__ function per xform, each final
 * xform's its own, holding exactly its variations) — or, for the generic kernel that serves every structure, defines
 * FB_GENERIC 1 instead of the four (the structure is then read from fb_gpu_args) and
 * fb_apply / fb_apply_final through fm_apply_xform, the variations chosen at run time.
 *
 * Each thread advances one slot of the CPU's chunks (gpu_layout.h) with fb_run_slot of
 * kernels/trajectory.h — the same text the GPU emulation runs on the CPU
 * (gpu/emulate_kernel.c) — and adds each sample with one float4 atomicAdd (fb_plot: optionally
 * aggregated over the lanes of a warp, or first merged with the block's other samples of its
 * bucket in a shared-memory table, plot_cache.cuh, when the launch gives the kernel one).
 */
#ifndef FLAMEBUILD_ITERATE_CUH
#define FLAMEBUILD_ITERATE_CUH

#include "flame_math.h"
#include "wfield.h"

/* Defined by the generated source after this header. Returns 1 on a bad value. wf: the
 * sub-frame's weighting fields (gpu_layout.h), NULL where the frame has none; xform fn's is
 * wf[fn]; wc: the copies of xforms the thread keeps for them (trajectory.h). */
struct fb_wcopies;
static __device__ __forceinline__ int fb_apply(int fn, const fm_xform *xf, const fm_wfield *wf, struct fb_wcopies *wc,
                                               const fm_point *in, fm_point *out, fm_rng *rng);
/* Final xform k (a constant where the structure's kernel calls it) at xf, its field at wf. */
static __device__ __forceinline__ void fb_apply_final(int k, const fm_xform *xf, const fm_wfield *wf,
                                                      struct fb_wcopies *wc, const fm_point *in, fm_point *out,
                                                      fm_rng *rng);

#include "accumulate.h"
#include "gpu_layout.h"
#include "noise.h"
#include "plot_cache.cuh"
#include "tiles.h"

/* What trajectory.h plots with: one sample's colour into its bucket. Genomes whose samples
 * pile onto a few buckets (an attractor of a few points) make the atomics of one address
 * queue up in L2; with a->aggregate the lanes of a warp that hit the same bucket first sum in
 * shared memory and one of them does the global atomic. */
/* Deterministic: the sample in fixed point (accumulate.h), up to five 64-bit integer atomics,
 * aggregated over a warp as fb_plot does (integer sums: in any order the same). */
static __device__ __forceinline__ void fb_plot_fixed(const fb_gpu_args *a, unsigned bucket, fb_rgba c, float vis) {
  fm_u64 v[5];
  fb_fixed_sample(c, vis, a->fixed_scale, v);
  if (a->aggregate && blockDim.x <= FB_GPU_BLOCK) { /* its arrays hold a block of FB_GPU_BLOCK */
    __shared__ fm_u64 agg[FB_GPU_BLOCK][5];
    const unsigned active = __activemask();
    const unsigned peers = __match_any_sync(active, bucket);
    const int lane = threadIdx.x & 31;
    if (peers != (1u << lane)) {
      const int leader = __ffs(peers) - 1, slot = (threadIdx.x & ~31) | leader;
      if (lane == leader)
        for (int k = 0; k < 5; k++) agg[slot][k] = v[k];
      __syncwarp(peers);
      if (lane != leader)
        for (int k = 0; k < 5; k++) atomicAdd(&agg[slot][k], v[k]);
      __syncwarp(peers);
      if (lane != leader) return;
      for (int k = 0; k < 5; k++) v[k] = agg[slot][k];
    }
  }
  fm_u64 *h = (fm_u64 *)a->hist + (fm_u64)bucket * 4;
  for (int k = 0; k < 4; k++)
    if (v[k]) atomicAdd(h + k, v[k]);
  if (a->separate_count && v[4]) atomicAdd((fm_u64 *)a->count + bucket, v[4]);
}

/* The launch's merge table (plot_cache.cuh), in its dynamic shared memory: a->cache_slots of them. */
extern __shared__ float4 fb_cache_smem[];
static __device__ __forceinline__ fb_cache fb_cache_of(const fb_gpu_args *a) {
  return fb_cache_at(fb_cache_smem, a->cache_slots, (int)a->separate_count);
}
/* This block's row of the keys kept from launch to launch (NULL: none). */
static __device__ __forceinline__ unsigned *fb_cache_kept(const fb_gpu_args *a) {
  return a->cache_keys ? (unsigned *)(size_t)a->cache_keys + (size_t)blockIdx.x * a->cache_slots : (unsigned *)0;
}

static __device__ __forceinline__ void fb_plot(const fb_gpu_args *a, unsigned bucket, fb_rgba c, float vis,
                                               fm_u64 pos) {
  if (a->deferred) {
    fb_tile_log_value(a, pos, c, vis); /* the bucket: trajectory.h, fb_tile_log_bucket */
    return;
  }
  if (a->fixed_point) {
    fb_plot_fixed(a, bucket, c, vis);
    return;
  }
  if (a->aggregate && blockDim.x <= FB_GPU_BLOCK) {
    __shared__ float4 agg_c[FB_GPU_BLOCK];
    __shared__ float agg_v[FB_GPU_BLOCK];
    const unsigned active = __activemask();
    const unsigned peers = __match_any_sync(active, bucket);
    const int lane = threadIdx.x & 31;
    if (peers != (1u << lane)) {
      const int leader = __ffs(peers) - 1, slot = (threadIdx.x & ~31) | leader;
      if (lane == leader) {
        agg_c[slot] = make_float4(c.r, c.g, c.b, c.a);
        agg_v[slot] = vis;
      }
      __syncwarp(peers);
      if (lane != leader) {
        atomicAdd(&agg_c[slot].x, c.r);
        atomicAdd(&agg_c[slot].y, c.g);
        atomicAdd(&agg_c[slot].z, c.b);
        atomicAdd(&agg_c[slot].w, c.a);
        atomicAdd(&agg_v[slot], vis);
      }
      __syncwarp(peers);
      if (lane != leader) return;
      const float4 sum = agg_c[slot];
      c.r = sum.x;
      c.g = sum.y;
      c.b = sum.z;
      c.a = sum.w;
      vis = agg_v[slot];
    }
  }
  if (a->cache_slots) {
    const fb_cache t = fb_cache_of(a);
    if (fb_cache_add(&t, bucket, make_float4(c.r, c.g, c.b, c.a), vis)) return;
  }
  atomicAdd((float4 *)a->hist + bucket, make_float4(c.r, c.g, c.b, c.a));
  if (a->separate_count) atomicAdd((float *)a->count + bucket, vis);
}

#include "trajectory.h"

/* Every launch passes both parameters; a kernel that does not read the second (not FB_ONE_SUB:
 * frames of several sub-frames, the generic kernel) does not declare it, and the driver takes
 * only the parameters a kernel declares. */
#if FB_ONE_SUB
extern "C" __global__ void __launch_bounds__(FB_GPU_BLOCK_MAX) fb_iterate(const fb_gpu_args a, const fb_gpu_one_sub u) {
  const fb_gpu_one_sub *one = &u;
  if (a.nsub != 1) __trap(); /* the structure came from another frame: never, but not a wrong image */
#else
extern "C" __global__ void __launch_bounds__(FB_GPU_BLOCK_MAX) fb_iterate(const fb_gpu_args a) {
  const fb_gpu_one_sub *one = 0;
#endif
  fm_u64 steps;
  int finished;
  const fm_u32 t = blockIdx.x * blockDim.x + threadIdx.x; /* blocks of FB_GPU_BLOCK, or FB_GPU_CACHE_BLOCK */
  if (a.cache_slots) { /* the same for every thread of the launch: the barrier is reached by all */
    const fb_cache table = fb_cache_of(&a);
    fb_cache_clear(&table, fb_cache_kept(&a), threadIdx.x, blockDim.x);
    __syncthreads();
  }
#if FB_GENERIC
  fb_run_slot(&a, one, t, (int)a.num_xforms, (int)a.num_finals, (int)a.chaos,
              (int)a.palette_mode, &steps, &finished);
#else
  fb_run_slot(&a, one, t, FB_NX, FB_NUM_FINALS, FB_CHAOS, FB_PALETTE_MODE, &steps,
              &finished);
#endif
  fm_u64 merged = 0;
  if (a.cache_slots) { /* (the table's pointers made again here: kept across the loop they took registers) */
    __syncthreads();
    const fb_cache table = fb_cache_of(&a);
    /* Kept for the next launch: the buckets that took 1/2^15 of the block's steps or more. */
    const unsigned keep_min = (unsigned)(((fm_u64)a.iters * blockDim.x) >> 15);
    merged = fb_cache_flush(&table, (float4 *)a.hist, (float *)a.count, fb_cache_kept(&a), keep_min ? keep_min : 1,
                            threadIdx.x, blockDim.x);
  }
  /* The launch's report, one atomic per warp. */
  unsigned fin = (unsigned)finished;
  for (int off = 16; off > 0; off >>= 1) {
    steps += __shfl_down_sync(0xffffffffu, steps, off);
    fin += __shfl_down_sync(0xffffffffu, fin, off);
    merged += __shfl_down_sync(0xffffffffu, merged, off);
  }
  if ((threadIdx.x & 31) == 0) {
    fb_gpu_report *r = (fb_gpu_report *)a.report;
    if (steps) atomicAdd(&r->steps, steps);
    if (fin) atomicAdd(&r->finished, fin);
    if (merged) atomicAdd(&r->cache_merged, merged);
  }
}

/* Adds the float accumulators into the double histogram (render_hist layout, ×255 as
 * iterate.c's cmap), zeroes them, and keeps the batch's largest bucket count in *max_bits.
 * Fixed point: the largest count so far, and with fixed_convert the sums into the histogram. */
extern "C" __global__ void __launch_bounds__(256) fb_flush(const fb_gpu_flush_args a) {
  float4 *hist = (float4 *)a.hist;
  float *count = (float *)a.count;
  double *out = (double *)a.out;
  float m = 0.0f;
  const float4 zero = make_float4(0.0f, 0.0f, 0.0f, 0.0f);
  if (a.fixed_point) { /* integer sums: converted once, at the frame's end (fixed_convert) */
    ulonglong2 *fh = (ulonglong2 *)a.hist;
    fm_u64 *fc = (fm_u64 *)a.count;
    for (fm_u64 i = (fm_u64)blockIdx.x * blockDim.x + threadIdx.x; i < a.nbuckets;
         i += (fm_u64)gridDim.x * blockDim.x) {
      const ulonglong2 lo = fh[2 * i], hi = fh[2 * i + 1];
      const fm_u64 c = a.separate_count ? fc[i] : 0;
      if (!(lo.x | lo.y | hi.x | hi.y | c)) continue;
      const fm_u64 h4[4] = {lo.x, lo.y, hi.x, hi.y};
      const double n =
          fb_flush_fixed_bucket(h4, c, a.separate_count, a.count_per_alpha, a.fixed_unit, a.fixed_convert, out + i * 5);
      if (a.fixed_convert) {
        fh[2 * i] = fh[2 * i + 1] = make_ulonglong2(0, 0);
        if (a.separate_count) fc[i] = 0;
      }
      m = fmaxf(m, (float)n);
    }
  } else {
    for (fm_u64 i = (fm_u64)blockIdx.x * blockDim.x + threadIdx.x; i < a.nbuckets;
         i += (fm_u64)gridDim.x * blockDim.x) {
      const float4 h = hist[i];
      const float c = a.separate_count ? count[i] : 0.0f;
      if (h.x == 0.0f && h.y == 0.0f && h.z == 0.0f && h.w == 0.0f && c == 0.0f) continue;
      const float h4[4] = {h.x, h.y, h.z, h.w};
      const double n = fb_flush_bucket(h4, c, a.separate_count, a.count_per_alpha, out + i * 5);
      hist[i] = zero;
      if (a.separate_count) count[i] = 0.0f;
      m = fmaxf(m, (float)n);
    }
  }
  for (int off = 16; off > 0; off >>= 1) m = fmaxf(m, __shfl_down_sync(0xffffffffu, m, off));
  if ((threadIdx.x & 31) == 0 && m > 0.0f) atomicMax((unsigned *)a.max_bits, __float_as_uint(m));
}

/* quality = auto's noise estimate of a GPU ladder's step, where its buffer lives (kernels/noise.h,
 * the CPU's render/noise.c): block y sums output row y — each thread its strided share of the
 * pixels, then a tree in a fixed order, so the same bits on every run — into row_sums[2y],
 * [2y + 1]; the host adds the rows in order. Pass 1 and pass 2 then keep the whole's count
 * channel for the next step (kept ← the counts of the buckets each thread's pixels cover, the
 * ones it read). Launched with 256 threads a block, one block an output row. */
extern "C" __global__ void __launch_bounds__(256) fb_noise_rows(const fb_gpu_noise_args a) {
  __shared__ double sum_a[256], sum_b[256];
  const int y = (int)blockIdx.x, t = (int)threadIdx.x, os = (int)a.supersample;
  const double *whole = (const double *)a.whole;
  double *kept = (double *)a.kept;
  double ra = 0, rb = 0;
  if (a.pass < 2)
    for (int x = t; x < (int)a.width; x += 256)
      fb_noise_pixel(kept, whole + 4, 5, (int)a.hist_width, (int)a.gutter, os, x, y, (int)a.pass, a.p, a.scale, a.mean,
                     &ra, &rb);
  sum_a[t] = ra;
  sum_b[t] = rb;
  __syncthreads();
  for (int half = 128; half > 0; half >>= 1) {
    if (t < half) {
      sum_a[t] += sum_a[t + half];
      sum_b[t] += sum_b[t + half];
    }
    __syncthreads();
  }
  if (t == 0 && a.pass < 2) {
    double *rows = (double *)a.row_sums;
    rows[2 * y] = sum_a[0];
    rows[2 * y + 1] = sum_b[0];
  }
  if (a.pass >= 1)
    for (int x = t; x < (int)a.width; x += 256)
      for (int dy = 0; dy < os; dy++)
        for (int dx = 0; dx < os; dx++) {
          const fm_u64 i = (fm_u64)((int)a.gutter + y * os + dy) * a.hist_width + (fm_u64)((int)a.gutter + x * os + dx);
          kept[i] = whole[i * 5 + 4];
        }
}

#include "tile_kernels.cuh"

#endif
