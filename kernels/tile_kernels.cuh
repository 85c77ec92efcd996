/*
 * tile_kernels.cuh — the deferred path's kernels (kernels/tiles.h: issue 17): a launch's log
 * counted by tile (fb_tile_count), the tiles' places (fb_tile_scan), the log grouped by tile in
 * two passes (fb_tile_scatter) and each tile summed in shared memory (fb_tile_accumulate).
 * Included by iterate.cuh, so every iteration module carries them; reaches NVRTC as a named
 * header. The unit test tests/kernels/test_tile_kernels.cpp runs this very text on the CPU
 * (a thread for each of a block's threads, CUDA's intrinsics played by C++20 barriers and
 * atomics) against a plain sum, which is why the block's dynamic shared memory is declared
 * through FB_TILE_DYNAMIC_SMEM.
 */
#ifndef FLAMEBUILD_TILE_KERNELS_CUH
#define FLAMEBUILD_TILE_KERNELS_CUH

#include "gpu_layout.h"
#include "tiles.h"

#ifndef FB_TILE_DYNAMIC_SMEM
#define FB_TILE_DYNAMIC_SMEM(name) extern __shared__ fm_u32 name[]
#endif

/* Entries per tile (tile_count zeroed before): block b counts the log's chunk
 * [b · FB_TILE_COUNT_CHUNK, (b + 1) · FB_TILE_COUNT_CHUNK) in shared memory (ntiles counters, dynamic), then
 * adds each tile's count with one atomic — a hot tile costs shared atomics, not global ones.
 * The log is read four entries a load: with one 4-byte load a thread in flight, the reads
 * waited on memory's latency (1.3 TB/s on an H200). */
extern "C" __global__ void __launch_bounds__(256) fb_tile_count(const fb_gpu_tile_args a) {
  FB_TILE_DYNAMIC_SMEM(tile_smem);
  fm_u32 *hist = tile_smem;
  for (fm_u32 t = threadIdx.x; t < a.ntiles; t += blockDim.x) hist[t] = 0;
  __syncthreads();
  const fm_u32 *log = (const fm_u32 *)a.log_bucket;
  const fm_u64 begin = (fm_u64)blockIdx.x * FB_TILE_COUNT_CHUNK; /* a multiple of 4 entries: 16-byte aligned */
  const fm_u64 end = a.nentries - begin < FB_TILE_COUNT_CHUNK ? a.nentries : begin + FB_TILE_COUNT_CHUNK;
  const uint4 *quad = (const uint4 *)(log + begin);
  const fm_u64 nquads = (end - begin) >> 2;
  const fm_u32 bits = a.tile_bits;
  for (fm_u64 i = threadIdx.x; i < nquads; i += blockDim.x) {
    const uint4 q = quad[i];
    if (q.x != FB_TILE_NONE) atomicAdd(&hist[q.x >> bits], 1u);
    if (q.y != FB_TILE_NONE) atomicAdd(&hist[q.y >> bits], 1u);
    if (q.z != FB_TILE_NONE) atomicAdd(&hist[q.z >> bits], 1u);
    if (q.w != FB_TILE_NONE) atomicAdd(&hist[q.w >> bits], 1u);
  }
  for (fm_u64 i = begin + 4 * nquads + threadIdx.x; i < end; i += blockDim.x) {
    const fm_u32 b = log[i];
    if (b != FB_TILE_NONE) atomicAdd(&hist[b >> bits], 1u);
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

/* Each entry of block b's chunk [b · FB_TILE_CHUNK, …) to its key's next place in `cursor`
 * (key: the bucket's tile >> key_shift). Written entry by entry, neighbouring threads would
 * write to as many different runs, one 32-byte sector for every 4- or 8-byte entry; so the
 * block takes FB_TILE_STAGE entries at a time, orders them by key in shared memory (a counting
 * sort relative to the batch's smallest key), reserves each key's run with one atomic, and
 * writes the runs with neighbouring threads on neighbouring places. Two passes group the log:
 * by group of 2^FB_TILE_GROUP_SHIFT tiles (at most 128 keys), then by tile — the second pass's
 * batches hold one or two groups' entries, 64 or 128 keys. The order within a run is not fixed,
 * and need not be: the sums are integers. */
extern "C" __global__ void __launch_bounds__(FB_TILE_STAGE_KEYS) fb_tile_scatter(const fb_gpu_tile_args a) {
  __shared__ fm_u32 st_bucket[FB_TILE_STAGE];
  __shared__ fm_u64 st_value[FB_TILE_STAGE];
  __shared__ unsigned short st_count[FB_TILE_STAGE];
  __shared__ fm_u32 key_count[FB_TILE_STAGE_KEYS], key_start[FB_TILE_STAGE_KEYS], run_base[FB_TILE_STAGE_KEYS];
  __shared__ fm_u32 warp_sum[FB_TILE_STAGE_KEYS / 32];
  __shared__ fm_u32 key_lo, key_hi;
  enum { PER_THREAD = FB_TILE_STAGE / FB_TILE_STAGE_KEYS, WARPS = FB_TILE_STAGE_KEYS / 32 };
  const fm_u32 shift = a.tile_bits + a.key_shift, tid = threadIdx.x;
  const int lane = tid & 31, warp = tid >> 5;
  const fm_u32 *log = (const fm_u32 *)a.log_bucket;
  fm_u32 *cursor = (fm_u32 *)a.cursor;
  const fm_u64 *value = (const fm_u64 *)a.log_value;
  const unsigned short *cnt = (const unsigned short *)a.log_count;
  fm_u32 *out = (fm_u32 *)a.sorted_bucket;
  fm_u64 *out_value = (fm_u64 *)a.sorted_value;
  unsigned short *out_count = (unsigned short *)a.sorted_count;
  fm_u64 nentries = a.nentries;
  if (a.compact) {
    const fm_u64 valid = ((const fm_u32 *)a.tile_start)[a.ntiles];
    if (valid < nentries) nentries = valid;
  }
  const fm_u64 begin = (fm_u64)blockIdx.x * FB_TILE_CHUNK;
  if (begin >= nentries) return; /* compact: the grid was sized for the whole log */
  const fm_u64 end = nentries - begin < FB_TILE_CHUNK ? nentries : begin + FB_TILE_CHUNK;
  for (fm_u64 batch = begin; batch < end; batch += FB_TILE_STAGE) {
    const fm_u32 n = end - batch < FB_TILE_STAGE ? (fm_u32)(end - batch) : FB_TILE_STAGE;
    if (tid == 0) {
      key_lo = 0xffffffffu;
      key_hi = 0;
    }
    key_count[tid] = 0;
    fm_u32 b[PER_THREAD], rank[PER_THREAD];
    fm_u32 lo = 0xffffffffu, hi = 0;
    for (int j = 0; j < PER_THREAD; j++) {
      const fm_u32 i = tid + (fm_u32)j * FB_TILE_STAGE_KEYS;
      b[j] = i < n ? log[batch + i] : FB_TILE_NONE;
      if (b[j] != FB_TILE_NONE) {
        lo = min(lo, b[j] >> shift);
        hi = max(hi, b[j] >> shift);
      }
    }
    for (int off = 16; off > 0; off >>= 1) {
      lo = min(lo, __shfl_xor_sync(0xffffffffu, lo, off));
      hi = max(hi, __shfl_xor_sync(0xffffffffu, hi, off));
    }
    __syncthreads(); /* key_lo, key_hi and key_count reset */
    if (lane == 0 && lo != 0xffffffffu) {
      atomicMin(&key_lo, lo);
      atomicMax(&key_hi, hi);
    }
    __syncthreads();
    const fm_u32 k0 = key_lo;
    if (k0 == 0xffffffffu) { /* no sample in this batch */
      __syncthreads();
      continue;
    }
    if (key_hi - k0 >= FB_TILE_STAGE_KEYS) { /* too many keys to order here: entry by entry */
      for (int j = 0; j < PER_THREAD; j++) {
        if (b[j] == FB_TILE_NONE) continue;
        const fm_u64 i = batch + tid + (fm_u32)j * FB_TILE_STAGE_KEYS;
        const fm_u32 pos = atomicAdd(cursor + (b[j] >> shift), 1u);
        out[pos] = b[j];
        out_value[pos] = value[i];
        if (a.separate_count) out_count[pos] = cnt[i];
      }
      __syncthreads();
      continue;
    }
    for (int j = 0; j < PER_THREAD; j++)
      if (b[j] != FB_TILE_NONE) rank[j] = atomicAdd(&key_count[(b[j] >> shift) - k0], 1u);
    __syncthreads();
    /* Where each key's entries start in the batch (a block-wide exclusive scan, one key a
     * thread), and each key's run in the output. */
    const fm_u32 c = key_count[tid];
    fm_u32 x = c;
    for (int off = 1; off < 32; off <<= 1) {
      const fm_u32 y = __shfl_up_sync(0xffffffffu, x, off);
      if (lane >= off) x += y;
    }
    if (lane == 31) warp_sum[warp] = x;
    __syncthreads();
    fm_u32 before = x - c;
    for (int w = 0; w < warp; w++) before += warp_sum[w];
    key_start[tid] = before;
    if (c) run_base[tid] = atomicAdd(cursor + k0 + tid, c);
    fm_u32 total = 0;
    for (int w = 0; w < WARPS; w++) total += warp_sum[w];
    __syncthreads();
    for (int j = 0; j < PER_THREAD; j++) {
      if (b[j] == FB_TILE_NONE) continue;
      const fm_u64 i = batch + tid + (fm_u32)j * FB_TILE_STAGE_KEYS;
      const fm_u32 s = key_start[(b[j] >> shift) - k0] + rank[j];
      st_bucket[s] = b[j];
      st_value[s] = value[i];
      if (a.separate_count) st_count[s] = cnt[i];
    }
    __syncthreads();
    for (fm_u32 s = tid; s < total; s += FB_TILE_STAGE_KEYS) {
      const fm_u32 bucket = st_bucket[s], k = (bucket >> shift) - k0;
      const fm_u32 pos = run_base[k] + (s - key_start[k]);
      out[pos] = bucket;
      out_value[pos] = st_value[s];
      if (a.separate_count) out_count[pos] = st_count[s];
    }
    __syncthreads(); /* before the next batch reuses the stage */
  }
}

/* Block b sums the grouped entries [b · FB_TILE_RANGE, (b + 1) · FB_TILE_RANGE) — a share
 * of the log, not a tile, so a tile that a hot attractor fills is spread over many blocks. Each
 * tile's part of the range is summed in shared memory (32-bit: a range's values cannot reach
 * 2^32; 5 · 2^tile_bits counters, dynamic) and then added into the frame's 64-bit sums with one
 * atomic per bucket and channel it touched; a part too short to be worth zeroing the tile goes
 * straight to the frame's sums. Integer sums: the same bits in any order. */
extern "C" __global__ void __launch_bounds__(1024) fb_tile_accumulate(const fb_gpu_tile_args a) {
  FB_TILE_DYNAMIC_SMEM(tile_smem); /* [channel][local]: RGBA, count */
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
