/*
 * iterate.cuh — the chaos game on the GPU: the twin of render/iterate.c (run_chunk and
 * add_samples), plus the flush kernel that moves the float accumulators into the double
 * histogram. CUDA only; reaches NVRTC as a named header and is included by the source that
 * kernels/codegen.c generates for one genome structure, which first defines
 *   FB_NX              standard xforms
 *   FB_HAS_FINAL       0/1
 *   FB_CHAOS           0/1: xaos rows in the choice tables
 *   FB_PALETTE_LINEAR  0/1: palette_mode linear (else step)
 * and afterwards defines fb_apply / fb_apply_final (one __device__ function per xform holding
 * exactly its variations).
 *
 * Each thread runs the CPU's chunks t, t + trajectories, … (gpu_layout.h), step by step
 * through kernels/trajectory.h — the same text the GPU emulation runs on the CPU
 * (gpu/emulate_kernel.c) — and adds each sample with one float4 atomicAdd (fb_add: optionally
 * aggregated over the lanes of a warp).
 */
#ifndef FLAMEBUILD_ITERATE_CUH
#define FLAMEBUILD_ITERATE_CUH

#include "flame_math.h"

/* Defined by the generated source after this header. Returns 1 on a bad value. */
static __device__ __forceinline__ int fb_apply(int fn, const fm_xform *xf, const fm_point *in, fm_point *out,
                                               fm_rng *rng);
static __device__ __forceinline__ void fb_apply_final(const fm_xform *xf, const fm_point *in, fm_point *out,
                                                      fm_rng *rng);

#include "accumulate.h"
#include "trajectory.h"

#define FB_ROWS (FB_CHAOS ? FB_NX + 1 : 1)
#define FB_XF_PER_SUB (FB_NX + FB_HAS_FINAL)

/* One sample's colour into its bucket. Genomes whose samples pile onto a few buckets (an
 * attractor of a few points) make the atomics of one address queue up in L2; with
 * a.aggregate the lanes of a warp that hit the same bucket first sum in shared memory and
 * one of them does the global atomic. */
static __device__ __forceinline__ void fb_add(const fb_gpu_args &a, unsigned bucket, float4 c, float vis) {
  if (a.aggregate) {
    __shared__ float4 agg_c[FB_GPU_BLOCK];
    __shared__ float agg_v[FB_GPU_BLOCK];
    const unsigned active = __activemask();
    const unsigned peers = __match_any_sync(active, bucket);
    const int lane = threadIdx.x & 31;
    if (peers != (1u << lane)) {
      const int leader = __ffs(peers) - 1, slot = (threadIdx.x & ~31) | leader;
      if (lane == leader) {
        agg_c[slot] = c;
        agg_v[slot] = vis;
      }
      __syncwarp(peers);
      if (lane != leader) {
        atomicAdd(&agg_c[slot].x, c.x);
        atomicAdd(&agg_c[slot].y, c.y);
        atomicAdd(&agg_c[slot].z, c.z);
        atomicAdd(&agg_c[slot].w, c.w);
        atomicAdd(&agg_v[slot], vis);
      }
      __syncwarp(peers);
      if (lane != leader) return;
      c = agg_c[slot];
      vis = agg_v[slot];
    }
  }
  atomicAdd((float4 *)a.hist + bucket, c);
  if (a.separate_count) atomicAdd((float *)a.count + bucket, vis);
}

extern "C" __global__ void __launch_bounds__(FB_GPU_BLOCK) fb_iterate(const fb_gpu_args a) {
  const unsigned t = blockIdx.x * FB_GPU_BLOCK + threadIdx.x;
  if (t >= a.trajectories) return;
  const fb_gpu_sub *__restrict__ subs = (const fb_gpu_sub *)a.subs;
  fm_real *px = (fm_real *)a.px, *py = (fm_real *)a.py, *pc = (fm_real *)a.pc;
  fb_trajectory tr;
  fm_u64 chunk;
  long long i;
  if (a.start) {
    chunk = t;
    if (chunk >= a.nchunks) return;
    fb_trajectory_start(&tr, a.seed, chunk);
    tr.bad = 0;
    i = -FB_GPU_FUSE;
  } else {
    chunk = ((fm_u64 *)a.chunk)[t];
    if (chunk >= a.nchunks) return; /* done (state unchanged) */
    tr.rng.state = ((fm_u64 *)a.rng_state)[t];
    tr.rng.inc = ((fm_u64 *)a.rng_inc)[t];
    tr.pt.x = px[t];
    tr.pt.y = py[t];
    tr.pt.color = pc[t];
    tr.pt.vis = 1;
    tr.last = ((int *)a.last)[t];
    tr.bad = ((unsigned *)a.bad)[t];
    i = ((long long *)a.step)[t];
  }
  const int hw = (int)a.hist_width, hh = (int)a.hist_height;
  /* The chunk's sub-frame: its xforms, choice tables, palette, camera and sample count. */
  unsigned s = fb_sub_of_chunk(subs, a.nsub, chunk);
  const fb_gpu_sub *sub = subs + s;
  const fm_xform *xf = (const fm_xform *)a.xforms + (size_t)s * FB_XF_PER_SUB;
  const unsigned short *choose = (const unsigned short *)a.choose + (size_t)s * FB_ROWS * FB_GPU_CHOOSE_GRAIN;
  const fb_rgba *pal = (const fb_rgba *)a.cmap + (size_t)s * 256;
  long long n = fb_chunk_samples(sub, chunk);
  fm_point q;
  for (unsigned k = 0; k < a.iters; k++) {
    if (i >= n) { /* this chunk is done: the thread's next one */
      chunk += a.trajectories;
      if (chunk >= a.nchunks) break;
      fb_trajectory_start(&tr, a.seed, chunk);
      i = -FB_GPU_FUSE;
      s = fb_sub_of_chunk(subs, a.nsub, chunk);
      sub = subs + s;
      xf = (const fm_xform *)a.xforms + (size_t)s * FB_XF_PER_SUB;
      choose = (const unsigned short *)a.choose + (size_t)s * FB_ROWS * FB_GPU_CHOOSE_GRAIN;
      pal = (const fb_rgba *)a.cmap + (size_t)s * 256;
      n = fb_chunk_samples(sub, chunk);
    }
    fb_trajectory_step(&tr, xf, FB_HAS_FINAL ? xf + FB_NX : 0, choose, FB_CHAOS, (fm_real)sub->final_opacity, &q);
    if (i >= 0 && q.vis != 0) {
      const long long bucket = fb_bucket_of(sub, hw, hh, q.x, q.y);
      if (bucket >= 0) {
        const fb_rgba c = fb_sample_rgba(pal, FB_PALETTE_LINEAR, q.color, (float)q.vis);
        fb_add(a, (unsigned)bucket, make_float4(c.r, c.g, c.b, c.a), (float)q.vis);
      }
    }
    i++;
  }
  ((fm_u64 *)a.chunk)[t] = chunk;
  ((long long *)a.step)[t] = i;
  ((fm_u64 *)a.rng_state)[t] = tr.rng.state;
  ((fm_u64 *)a.rng_inc)[t] = tr.rng.inc;
  px[t] = tr.pt.x;
  py[t] = tr.pt.y;
  pc[t] = tr.pt.color;
  ((int *)a.last)[t] = tr.last;
  ((unsigned *)a.bad)[t] = tr.bad;
}

/* Adds the float accumulators into the double histogram (render_hist layout, ×255 as
 * iterate.c's cmap), zeroes them, and keeps the batch's largest bucket count in *max_bits. */
extern "C" __global__ void __launch_bounds__(256) fb_flush(const fb_gpu_flush_args a) {
  float4 *hist = (float4 *)a.hist;
  float *count = (float *)a.count;
  double *out = (double *)a.out;
  float m = 0.0f;
  const float4 zero = make_float4(0.0f, 0.0f, 0.0f, 0.0f);
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
  for (int off = 16; off > 0; off >>= 1) m = fmaxf(m, __shfl_down_sync(0xffffffffu, m, off));
  if ((threadIdx.x & 31) == 0 && m > 0.0f) atomicMax((unsigned *)a.max_bits, __float_as_uint(m));
}

#endif
