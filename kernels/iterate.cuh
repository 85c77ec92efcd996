/*
 * iterate.cuh — the chaos game on the GPU: the twin of render/iterate.c (run_chunk and
 * add_samples), plus the flush kernel that moves the float accumulators into the double
 * histogram. CUDA only; reaches NVRTC as a named header and is included by the source that
 * kernels/codegen.c generates for one genome structure, which first defines
 *   FB_NX              standard xforms
 *   FB_HAS_FINAL       0/1
 *   FB_CHAOS           0/1: xaos rows in the choice tables
 *   FB_PALETTE_LINEAR  0/1: palette_mode linear (else step)
 *   FB_CHOICE_WARP     0: each thread draws its xform (as the CPU does);
 *                      1: lane 0 draws for its warp (no divergence), and the block's points
 *                         are permuted among its threads after every step (cuburn's
 *                         exchange), so warps do not collapse onto one trajectory. Never
 *                         with FB_CHAOS. (FB_GPU_BLOCK must be a power of two.)
 * and afterwards defines fb_apply / fb_apply_final (one __device__ function per xform holding
 * exactly its variations).
 *
 * Semantics mirrored from iterate.c: a trajectory starts at a random point and discards
 * FB_GPU_FUSE steps (once per trajectory: trajectories persist across launches, so fuse is
 * paid once, not per launch); a bad value is retried from the random point up to four times
 * without plotting and the fifth consecutive one is accepted; the final xform applies with
 * probability final_opacity and keeps the step's visibility; samples outside the camera box
 * are dropped; the palette is looked up (step or linear) and one float4 atomicAdd per sample
 * adds vis × colour to the bucket (fb_add: optionally aggregated over the lanes of a warp).
 */
#ifndef FLAMEBUILD_ITERATE_CUH
#define FLAMEBUILD_ITERATE_CUH

#include "variations.h"
#include "gpu_layout.h"

#define FB_ROWS (FB_CHAOS ? FB_NX + 1 : 1)
#define FB_XF_PER_SUB (FB_NX + FB_HAS_FINAL)

/* Defined by the generated source after this header. Returns 1 on a bad value. */
static __device__ __forceinline__ int fb_apply(int fn, const fm_xform *xf, const fm_point *in, fm_point *out,
                                               fm_rng *rng);
static __device__ __forceinline__ void fb_apply_final(const fm_xform *xf, const fm_point *in, fm_point *out,
                                                      fm_rng *rng);

/* The tail of fm_apply_xform: post affine and the bad-value test. */
static __device__ __forceinline__ int fb_xform_end(const fm_xform *xf, const fm_var_state *s, fm_point *out,
                                                   fm_rng *rng) {
  fm_real x, y;
  if (xf->has_post) {
    x = xf->post[0][0] * s->px + xf->post[1][0] * s->py + xf->post[2][0];
    y = xf->post[0][1] * s->px + xf->post[1][1] * s->py + xf->post[2][1];
  } else {
    x = s->px;
    y = s->py;
  }
  if (fm_badvalue(x) || fm_badvalue(y)) {
    out->x = fm_rng_11(rng);
    out->y = fm_rng_11(rng);
    return 1;
  }
  out->x = x;
  out->y = y;
  return 0;
}

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

/* add_samples for one sample: palette lookup (step or linear), then fb_add of vis × colour. */
static __device__ __forceinline__ void fb_plot(const fb_gpu_args &a, const float4 *__restrict__ pal,
                                               unsigned bucket, fm_real color, float vis) {
  float4 c;
  fm_real index = color * FM_R(256.0);
  int k = (int)index;
#if FB_PALETTE_LINEAR
  fm_real frac;
  if (k < 0) {
    k = 0;
    frac = 0;
  } else if (k >= 255) {
    k = 254;
    frac = 1;
  } else {
    frac = index - (fm_real)k;
  }
  const float4 c0 = pal[k], c1 = pal[k + 1];
  const float f = (float)frac, g = (float)(FM_R(1.0) - frac);
  c.x = c0.x * g + c1.x * f;
  c.y = c0.y * g + c1.y * f;
  c.z = c0.z * g + c1.z * f;
  c.w = c0.w * g + c1.w * f;
#else
  if (k < 0) k = 0;
  if (k > 255) k = 255;
  c = pal[k];
#endif
  if (vis != 1.0f) {
    c.x *= vis;
    c.y *= vis;
    c.z *= vis;
    c.w *= vis;
  }
  fb_add(a, bucket, c, vis);
}

extern "C" __global__ void __launch_bounds__(FB_GPU_BLOCK) fb_iterate(const fb_gpu_args a) {
  const unsigned t = blockIdx.x * FB_GPU_BLOCK + threadIdx.x;
  const unsigned s = ((const unsigned *)a.block_sub)[blockIdx.x];
  const fb_gpu_sub *__restrict__ sub = (const fb_gpu_sub *)a.subs + s;
  const fm_xform *__restrict__ xf = (const fm_xform *)a.xforms + (size_t)s * FB_XF_PER_SUB;
  const unsigned short *__restrict__ choose =
      (const unsigned short *)a.choose + (size_t)s * FB_ROWS * FB_GPU_CHOOSE_GRAIN;
  const float4 *__restrict__ pal = (const float4 *)a.cmap + (size_t)s * 256;

  /* This trajectory's share of the sub-frame's samples; the first `extra` get one more. */
  const fm_u64 j = t - sub->first_thread;
  const fm_u64 base = sub->samples / sub->nthreads, extra = sub->samples % sub->nthreads;
  const fm_u64 quota = base + (j < extra ? 1 : 0);
#if FB_CHOICE_WARP
  const fm_u64 limit = base + (extra ? 1 : 0); /* same for the whole block: it exchanges points */
#else
  const fm_u64 limit = quota;
#endif
  const long long end = (long long)(a.it0 + a.iters < limit ? a.it0 + a.iters : limit);

  fm_real *px = (fm_real *)a.px, *py = (fm_real *)a.py, *pc = (fm_real *)a.pc;
  fm_rng rng;
  fm_point pt, q;
  int last;
  unsigned bad;
  long long i;
  if (a.fuse) {
    fm_rng_seed(&rng, a.seed, t);
    pt.x = fm_rng_11(&rng);
    pt.y = fm_rng_11(&rng);
    pt.color = fm_rng_01(&rng);
    pt.vis = fm_rng_01(&rng);
    last = 0;
    bad = 0;
    i = -FB_GPU_FUSE;
  } else {
    rng.state = ((fm_u64 *)a.rng_state)[t];
    rng.inc = ((fm_u64 *)a.rng_inc)[t];
    pt.x = px[t];
    pt.y = py[t];
    pt.color = pc[t];
    pt.vis = 1;
    last = ((int *)a.last)[t];
    bad = ((unsigned *)a.bad)[t];
    i = (long long)a.it0;
  }
  if (i >= end) return; /* nothing left for this trajectory (state unchanged) */

  const fm_real b0 = (fm_real)sub->bounds[0], b1 = (fm_real)sub->bounds[1];
  const fm_real b2 = (fm_real)sub->bounds[2], b3 = (fm_real)sub->bounds[3];
  const fm_real xs = (fm_real)sub->xscale, ys = (fm_real)sub->yscale;
  const int hw = (int)a.hist_width, hh = (int)a.hist_height;
  const fm_real fin_op = (fm_real)sub->final_opacity;
  (void)fin_op;
#if FB_CHOICE_WARP
  __shared__ fm_real sx[FB_GPU_BLOCK], sy[FB_GPU_BLOCK], sc[FB_GPU_BLOCK];
#endif

  for (; i < end; i++) {
    const unsigned short *row = FB_CHAOS ? choose + (size_t)last * FB_GPU_CHOOSE_GRAIN : choose;
#if FB_CHOICE_WARP
    unsigned r = __shfl_sync(0xffffffffu, fm_rng_u32(&rng), 0);
    int fn = row[r & (FB_GPU_CHOOSE_GRAIN - 1)];
#else
    int fn = row[fm_rng_u32(&rng) & (FB_GPU_CHOOSE_GRAIN - 1)];
#endif
    int isbad = fb_apply(fn, xf, &pt, &q, &rng);
    int consecutive = 0;
    while (isbad) { /* flam3's rule, as iterate.c: retry from the random point */
      bad++;
      if (++consecutive >= 5) break;
      pt = q;
      fn = row[fm_rng_u32(&rng) & (FB_GPU_CHOOSE_GRAIN - 1)];
      isbad = fb_apply(fn, xf, &pt, &q, &rng);
    }
    last = fn + 1;
    pt = q;
#if FB_HAS_FINAL
    if (fin_op == FM_R(1.0) || fm_rng_01(&rng) < fin_op) {
      fb_apply_final(xf + FB_NX, &pt, &q, &rng);
      q.vis = pt.vis;
    }
#endif
    if (i >= 0 && (fm_u64)i < quota && q.vis != 0) {
      fm_real x = q.x, y = q.y;
      if (sub->rotated) {
        const fm_real dx = x - (fm_real)sub->center[0], dy = y - (fm_real)sub->center[1];
        x = dx * (fm_real)sub->rot[0][0] + dy * (fm_real)sub->rot[0][1] + (fm_real)sub->center[0];
        y = dx * (fm_real)sub->rot[1][0] + dy * (fm_real)sub->rot[1][1] + (fm_real)sub->center[1];
      }
      if (x >= b0 && y >= b1 && x <= b2 && y <= b3) {
        int ix = (int)((x - b0) * xs);
        int iy = (int)((y - b1) * ys);
        if (ix >= hw) ix = hw - 1; /* a point exactly on the far edge */
        if (iy >= hh) iy = hh - 1;
        fb_plot(a, pal, (unsigned)(iy * hw + ix), q.color, (float)q.vis);
      }
    }
#if FB_CHOICE_WARP
    /* Exchange: thread t takes the point of thread ((t ^ r) * m + c) mod 256, with r, c and an
     * odd m hashed from the step index — a different permutation of the block every step, so
     * points do not travel in fixed groups (which would share every xform choice and
     * collapse onto one trajectory). */
    sx[threadIdx.x] = pt.x;
    sy[threadIdx.x] = pt.y;
    sc[threadIdx.x] = pt.color;
    __syncthreads();
    unsigned h = (unsigned)i * 0x9e3779b9u;
    h ^= h >> 16;
    h *= 0x85ebca6bu;
    h ^= h >> 13;
    const unsigned src = (((threadIdx.x ^ h) * ((h >> 8) | 1u)) + (h >> 16)) & (FB_GPU_BLOCK - 1);
    pt.x = sx[src];
    pt.y = sy[src];
    pt.color = sc[src];
    __syncthreads();
#endif
  }

  ((fm_u64 *)a.rng_state)[t] = rng.state;
  if (a.fuse) ((fm_u64 *)a.rng_inc)[t] = rng.inc; /* constant per stream */
  px[t] = pt.x;
  py[t] = pt.y;
  pc[t] = pt.color;
  ((int *)a.last)[t] = last;
  ((unsigned *)a.bad)[t] = bad;
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
    const double n = a.separate_count ? (double)c : (double)h.w * a.count_per_alpha;
    double *o = out + i * 5;
    o[0] += 255.0 * (double)h.x;
    o[1] += 255.0 * (double)h.y;
    o[2] += 255.0 * (double)h.z;
    o[3] += 255.0 * (double)h.w;
    o[4] += 255.0 * n;
    hist[i] = zero;
    if (a.separate_count) count[i] = 0.0f;
    m = fmaxf(m, (float)n);
  }
  for (int off = 16; off > 0; off >>= 1) m = fmaxf(m, __shfl_down_sync(0xffffffffu, m, off));
  if ((threadIdx.x & 31) == 0 && m > 0.0f) atomicMax((unsigned *)a.max_bits, __float_as_uint(m));
}

#endif
