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
 * exactly its variations) — or, for the generic kernel that serves every structure, defines
 * FB_GENERIC 1 instead of the four (the structure is then read from fb_gpu_args) and
 * fb_apply / fb_apply_final through fm_apply_xform, the variations chosen at run time.
 *
 * Each thread advances one slot of the CPU's chunks (gpu_layout.h) with fb_run_slot of
 * kernels/trajectory.h — the same text the GPU emulation runs on the CPU
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
#include "gpu_layout.h"
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
  if (a->aggregate) {
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

static __device__ __forceinline__ void fb_plot(const fb_gpu_args *a, unsigned bucket, fb_rgba c, float vis,
                                               fm_u64 pos) {
  if (a->deferred) {
    fb_tile_log(a, pos, bucket, c, vis);
    return;
  }
  if (a->fixed_point) {
    fb_plot_fixed(a, bucket, c, vis);
    return;
  }
  if (a->aggregate) {
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
  atomicAdd((float4 *)a->hist + bucket, make_float4(c.r, c.g, c.b, c.a));
  if (a->separate_count) atomicAdd((float *)a->count + bucket, vis);
}

#include "trajectory.h"

extern "C" __global__ void __launch_bounds__(FB_GPU_BLOCK) fb_iterate(const fb_gpu_args a) {
  fm_u64 steps;
  int finished;
#if FB_GENERIC
  fb_run_slot(&a, blockIdx.x * FB_GPU_BLOCK + threadIdx.x, (int)a.num_xforms, (int)a.has_final, (int)a.chaos,
              (int)a.palette_linear, &steps, &finished);
#else
  fb_run_slot(&a, blockIdx.x * FB_GPU_BLOCK + threadIdx.x, FB_NX, FB_HAS_FINAL, FB_CHAOS, FB_PALETTE_LINEAR, &steps,
              &finished);
#endif
  /* The launch's report, one atomic per warp. */
  unsigned fin = (unsigned)finished;
  for (int off = 16; off > 0; off >>= 1) {
    steps += __shfl_down_sync(0xffffffffu, steps, off);
    fin += __shfl_down_sync(0xffffffffu, fin, off);
  }
  if ((threadIdx.x & 31) == 0) {
    fb_gpu_report *r = (fb_gpu_report *)a.report;
    if (steps) atomicAdd(&r->steps, steps);
    if (fin) atomicAdd(&r->finished, fin);
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

/* ---- the deferred path (tiles.h): a launch's log grouped by tile and summed ------------- */

/* Entries per tile (tile_count zeroed before): block b counts the log's chunk
 * [b · FB_TILE_CHUNK, (b + 1) · FB_TILE_CHUNK) in shared memory (ntiles counters, dynamic), then
 * adds each tile's count with one atomic — a hot tile costs shared atomics, not global ones. */
extern "C" __global__ void __launch_bounds__(256) fb_tile_count(const fb_gpu_tile_args a) {
  extern __shared__ fm_u32 tile_smem[];
  fm_u32 *hist = tile_smem;
  for (fm_u32 t = threadIdx.x; t < a.ntiles; t += blockDim.x) hist[t] = 0;
  __syncthreads();
  const fm_u32 *log = (const fm_u32 *)a.log_bucket;
  const fm_u64 begin = (fm_u64)blockIdx.x * FB_TILE_CHUNK;
  const fm_u64 end = a.nentries - begin < FB_TILE_CHUNK ? a.nentries : begin + FB_TILE_CHUNK;
  for (fm_u64 i = begin + threadIdx.x; i < end; i += blockDim.x) {
    const fm_u32 b = log[i];
    if (b != FB_TILE_NONE) atomicAdd(&hist[b >> a.tile_bits], 1u);
  }
  __syncthreads();
  fm_u32 *count = (fm_u32 *)a.tile_count;
  for (fm_u32 t = threadIdx.x; t < a.ntiles; t += blockDim.x)
    if (hist[t]) atomicAdd(count + t, hist[t]);
}

/* tile_start[t] = the entries of the tiles before t (ntiles + 1 values), and tile_cursor a copy:
 * one block of 1,024 threads, a block-wide scan per 1,024 tiles. */
extern "C" __global__ void __launch_bounds__(1024) fb_tile_scan(const fb_gpu_tile_args a) {
  const fm_u32 *count = (const fm_u32 *)a.tile_count;
  fm_u32 *start = (fm_u32 *)a.tile_start, *cursor = (fm_u32 *)a.tile_cursor;
  __shared__ fm_u32 warp_sum[32];
  __shared__ fm_u32 carry;
  if (threadIdx.x == 0) carry = 0;
  __syncthreads();
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  for (fm_u32 base = 0; base <= a.ntiles; base += 1024) {
    const fm_u32 t = base + threadIdx.x;
    const fm_u32 v = t < a.ntiles ? count[t] : 0;
    fm_u32 x = v; /* inclusive scan within the warp */
    for (int off = 1; off < 32; off <<= 1) {
      const fm_u32 y = __shfl_up_sync(0xffffffffu, x, off);
      if (lane >= off) x += y;
    }
    if (lane == 31) warp_sum[warp] = x;
    __syncthreads();
    if (warp == 0) {
      fm_u32 w = warp_sum[lane];
      for (int off = 1; off < 32; off <<= 1) {
        const fm_u32 y = __shfl_up_sync(0xffffffffu, w, off);
        if (lane >= off) w += y;
      }
      warp_sum[lane] = w; /* inclusive over warps */
    }
    __syncthreads();
    const fm_u32 before = carry + (warp ? warp_sum[warp - 1] : 0) + x - v;
    if (t <= a.ntiles) {
      start[t] = before;
      if (t < a.ntiles) cursor[t] = before;
    }
    __syncthreads();
    if (threadIdx.x == 1023) carry = before + v;
    __syncthreads();
  }
  /* The first grouping pass's places: group g (tiles g << FB_TILE_GROUP_SHIFT …) starts where
   * its first tile does. */
  fm_u32 *group = (fm_u32 *)a.group_cursor;
  for (fm_u32 g = threadIdx.x; g << FB_TILE_GROUP_SHIFT < a.ntiles; g += blockDim.x) group[g] = start[g << FB_TILE_GROUP_SHIFT];
}

/* Each entry of block b's chunk to its key's next place (key: tile >> key_shift): the chunk
 * counted in shared memory, one atomic per key reserves the block's run of places in `cursor`,
 * shared atomics hand them out (2 · keys counters, dynamic). Two passes group the log: by group
 * of 2^FB_TILE_GROUP_SHIFT tiles (runs of ~chunk / groups entries: whole sectors written), then
 * by tile within the chunks that the first pass left one or two groups wide — so no pass writes
 * its entries one sector each. */
extern "C" __global__ void __launch_bounds__(256) fb_tile_scatter(const fb_gpu_tile_args a) {
  extern __shared__ fm_u32 tile_smem[];
  const fm_u32 keys = (a.ntiles + (1u << a.key_shift) - 1) >> a.key_shift, shift = a.tile_bits + a.key_shift;
  fm_u32 *hist = tile_smem, *next = tile_smem + keys;
  for (fm_u32 t = threadIdx.x; t < keys; t += blockDim.x) hist[t] = 0;
  __syncthreads();
  const fm_u32 *log = (const fm_u32 *)a.log_bucket;
  const fm_u64 begin = (fm_u64)blockIdx.x * FB_TILE_CHUNK;
  const fm_u64 end = a.nentries - begin < FB_TILE_CHUNK ? a.nentries : begin + FB_TILE_CHUNK;
  for (fm_u64 i = begin + threadIdx.x; i < end; i += blockDim.x) {
    const fm_u32 b = log[i];
    if (b != FB_TILE_NONE) atomicAdd(&hist[b >> shift], 1u);
  }
  __syncthreads();
  fm_u32 *cursor = (fm_u32 *)a.cursor;
  for (fm_u32 t = threadIdx.x; t < keys; t += blockDim.x)
    if (hist[t]) next[t] = atomicAdd(cursor + t, hist[t]);
  __syncthreads();
  const fm_u64 *value = (const fm_u64 *)a.log_value;
  const unsigned short *cnt = (const unsigned short *)a.log_count;
  fm_u32 *out = (fm_u32 *)a.sorted_bucket;
  fm_u64 *out_value = (fm_u64 *)a.sorted_value;
  unsigned short *out_count = (unsigned short *)a.sorted_count;
  for (fm_u64 i = begin + threadIdx.x; i < end; i += blockDim.x) {
    const fm_u32 b = log[i];
    if (b == FB_TILE_NONE) continue;
    const fm_u32 pos = atomicAdd(&next[b >> shift], 1u);
    out[pos] = b;
    out_value[pos] = value[i];
    if (a.separate_count) out_count[pos] = cnt[i];
  }
}

/* Block b sums the grouped entries [b · FB_TILE_RANGE, (b + 1) · FB_TILE_RANGE) — a share
 * of the log, not a tile, so a tile that a hot attractor fills is spread over many blocks. Each
 * tile's part of the range is summed in shared memory (32-bit: a range's values cannot reach
 * 2^32; 5 · 2^tile_bits counters, dynamic) and then added into the frame's 64-bit sums with one
 * atomic per bucket and channel it touched; a part too short to be worth zeroing the tile goes
 * straight to the frame's sums. Integer sums: the same bits in any order. */
extern "C" __global__ void __launch_bounds__(1024) fb_tile_accumulate(const fb_gpu_tile_args a) {
  extern __shared__ fm_u32 tile_smem[]; /* [channel][local]: RGBA, count */
  fm_u32 *acc = tile_smem;
  const fm_u32 size = 1u << a.tile_bits;
  const fm_u32 *start = (const fm_u32 *)a.tile_start;
  const fm_u32 total = start[a.ntiles];
  const fm_u32 begin = blockIdx.x * FB_TILE_RANGE;
  if (begin >= total) return;
  const fm_u32 end = total - begin < FB_TILE_RANGE ? total : begin + FB_TILE_RANGE;
  const fm_u32 *bucket = (const fm_u32 *)a.sorted_bucket;
  const fm_u64 *value = (const fm_u64 *)a.sorted_value;
  const unsigned short *cnt = (const unsigned short *)a.sorted_count;
  fm_u64 *hist = (fm_u64 *)a.hist, *count = (fm_u64 *)a.count;
  for (fm_u32 from = begin; from < end;) {
    const fm_u32 tile = bucket[from] >> a.tile_bits;
    const fm_u32 to = start[tile + 1] < end ? start[tile + 1] : end;
    const fm_u64 base = (fm_u64)tile << a.tile_bits;
    if (to - from < FB_TILE_DIRECT) {
      for (fm_u32 j = from + threadIdx.x; j < to; j += blockDim.x) {
        const fm_u64 g = bucket[j], v = value[j];
        for (int ch = 0; ch < 4; ch++) {
          const fm_u64 part = fb_tile_part(v, ch);
          if (part) atomicAdd(hist + 4 * g + ch, part);
        }
        if (a.separate_count && cnt[j]) atomicAdd(count + g, (fm_u64)cnt[j]);
      }
    } else {
      for (fm_u32 j = threadIdx.x; j < 5 * size; j += blockDim.x) acc[j] = 0;
      __syncthreads();
      for (fm_u32 j = from + threadIdx.x; j < to; j += blockDim.x) {
        const fm_u32 local = bucket[j] & (size - 1);
        const fm_u64 v = value[j];
        for (int ch = 0; ch < 4; ch++) {
          const fm_u32 part = (fm_u32)fb_tile_part(v, ch);
          if (part) atomicAdd(&acc[ch * size + local], part);
        }
        if (a.separate_count && cnt[j]) atomicAdd(&acc[4 * size + local], (fm_u32)cnt[j]);
      }
      __syncthreads();
      for (fm_u32 j = threadIdx.x; j < size; j += blockDim.x) {
        const fm_u64 g = base + j;
        for (int ch = 0; ch < 4; ch++)
          if (acc[ch * size + j]) atomicAdd(hist + 4 * g + ch, (fm_u64)acc[ch * size + j]);
        if (a.separate_count && acc[4 * size + j]) atomicAdd(count + g, (fm_u64)acc[4 * size + j]);
      }
      __syncthreads(); /* before the next part zeroes acc */
    }
    from = to;
  }
}

#endif
