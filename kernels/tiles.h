/*
 * tiles.h — the sorted accumulation (deferred: issue 17), in the common subset of C17 and CUDA
 * C++: what the GPU kernels (tile_kernels.cuh: fb_tile_count, fb_tile_scan, fb_tile_scatter,
 * fb_tile_accumulate) and the GPU emulation's reference passes (gpu/emulate.c) share. Reaches
 * NVRTC as a named header.
 *
 * Why: a float4 atomic per sample is fast while the buffer lives in L2 (1080p), but a 4K
 * supersampled or 8K buffer is 0.5–1 GB, and then nearly every atomic is a read-modify-write of
 * device memory. Deferred, a launch only logs its samples — in the order its threads and steps
 * run, so the writes are coalesced — then the log is grouped by tile of 2^tile_bits buckets
 * (a count, a scan, a scatter), and each tile is summed in shared memory and added into the
 * frame's buffer once. Sums are fixed point (accumulate.h): integers, so the result does not
 * depend on the order entries land in — it equals the fixed-point atomic path bit for bit.
 *
 * A log entry: the bucket (FB_TILE_NONE: no sample at that step), the sample's four 16-bit
 * values packed in one 64-bit word, and, with separate_count, its 16-bit count value.
 */
#ifndef FLAMEBUILD_TILES_H
#define FLAMEBUILD_TILES_H

#include "accumulate.h"
#include "gpu_layout.h"

#define FB_TILE_NONE 0xffffffffu
/* Tiles of 2^tile_bits buckets, from FB_TILE_BITS_MIN up to as many as keep the frame within
 * FB_TILE_MAX_COUNT tiles (the count and scatter kernels keep a counter per tile in shared
 * memory), at most FB_TILE_BITS_MAX (the accumulate kernel sums a tile in 5 · 2^bits 32-bit
 * shared counters: 160 KB). A frame of more buckets than that allows (8192 tiles of 8192: 67 M,
 * an 8K frame supersampled) is not deferred. */
#define FB_TILE_BITS_MIN 10
#define FB_TILE_BITS_MAX 13
#define FB_TILE_MAX_COUNT 8192u
#define FB_TILE_CHUNK 16384u         /* log entries a block of the scatter kernel takes */
#define FB_TILE_COUNT_CHUNK 262144u  /* log entries a block of the count kernel takes (each block
                                        adds its nonzero tile counts with global atomics: at 8K
                                        ~4,000 a block, so blocks take many entries) */
#define FB_TILE_RANGE 65536u         /* grouped entries a block of the accumulate kernel sums:
                                        65536 · 65535 < 2^32, so its shared sums are 32-bit; the
                                        more entries a block sums, the fewer 64-bit atomics per
                                        entry reach the frame's buffer */
#define FB_TILE_DIRECT 512u          /* a tile's part shorter than this goes straight to the sums */
#define FB_TILE_GROUP_SHIFT 6        /* the first grouping pass: groups of 64 tiles (at most 128) */
#define FB_TILE_STAGE 2048u          /* entries a grouping block orders in shared memory at a time */
#define FB_TILE_STAGE_KEYS 512u      /* keys one staged batch may span (= the block's threads);
                                        a batch spanning more goes entry by entry */
#ifndef FB_TILE_ONE_PASS_MAX
#define FB_TILE_ONE_PASS_MAX FB_TILE_STAGE_KEYS /* a frame of at most this many tiles is grouped
                                        in one pass, by tile, straight from the log */
#endif

/* The tile size for a frame of `nbuckets`, or 0 when it has too many buckets to defer: the
 * smallest that leaves at most FB_TILE_ONE_PASS_MAX tiles, so one grouping pass orders the log
 * (a 1080p frame: 276 tiles of 8,192 buckets), else the smallest that leaves at most
 * FB_TILE_MAX_COUNT (two passes). */
FM_FN unsigned fb_tile_bits_for(fm_u64 nbuckets) {
  for (unsigned bits = FB_TILE_BITS_MIN; bits <= FB_TILE_BITS_MAX; bits++)
    if ((nbuckets + ((fm_u64)1 << bits) - 1) >> bits <= FB_TILE_ONE_PASS_MAX) return bits;
  for (unsigned bits = FB_TILE_BITS_MIN; bits <= FB_TILE_BITS_MAX; bits++)
    if ((nbuckets + ((fm_u64)1 << bits) - 1) >> bits <= FB_TILE_MAX_COUNT) return bits;
  return 0;
}

FM_FN fm_u64 fb_tile_pack(const fm_u64 v[5]) { return v[0] | v[1] << 16 | v[2] << 32 | v[3] << 48; }

FM_FN fm_u64 fb_tile_part(fm_u64 packed, int channel) { return (packed >> (16 * channel)) & 0xffffu; }

/* The arguments of a launch's passes after the count and the scan (fb_gpu_tile_args `ta`
 * describes the log and the buffers), and how many grouping passes there are. Two: the first
 * (log → sorted arrays, by group of 2^FB_TILE_GROUP_SHIFT tiles, from group_cursor), the second
 * (sorted arrays → the log's, by tile, from tile_cursor, reading only the first pass's valid
 * entries), then the sums of the log's arrays, now grouped by tile. One, when the frame has at
 * most FB_TILE_ONE_PASS_MAX tiles: log → sorted arrays by tile, whose sums follow. What
 * gpu/batches.c launches and the kernels' CPU test plays. */
FM_FN int fb_tile_pass_args(const fb_gpu_tile_args *ta, fb_gpu_tile_args pass[2], fb_gpu_tile_args *sums) {
  pass[0] = pass[1] = *sums = *ta;
  if (ta->ntiles <= FB_TILE_ONE_PASS_MAX) {
    pass[0].key_shift = 0;
    pass[0].cursor = ta->tile_cursor;
    return 1;
  }
  pass[0].key_shift = FB_TILE_GROUP_SHIFT;
  pass[0].cursor = ta->group_cursor;
  pass[1].log_bucket = ta->sorted_bucket;
  pass[1].log_value = ta->sorted_value;
  pass[1].log_count = ta->sorted_count;
  pass[1].sorted_bucket = ta->log_bucket;
  pass[1].sorted_value = ta->log_value;
  pass[1].sorted_count = ta->log_count;
  pass[1].cursor = ta->tile_cursor;
  pass[1].compact = 1;
  sums->sorted_bucket = ta->log_bucket;
  sums->sorted_value = ta->log_value;
  sums->sorted_count = ta->log_count;
  return 2;
}

/* The deferred path's log of a launch, at place `pos` (k · threads + t: the step's, so the log
 * is written in order): the step's bucket, FB_TILE_NONE where it plots nothing (a fuse step, a
 * sample outside the frame or of no visibility, a step after the slot's last chunk). The
 * iteration writes every place, each step of every thread with one store, so the log needs no
 * clearing before a launch. */
FM_FN void fb_tile_log_bucket(const fb_gpu_args *a, fm_u64 pos, long long bucket) {
  ((fm_u32 *)(size_t)a->log_bucket)[pos] = bucket >= 0 ? (fm_u32)bucket : FB_TILE_NONE;
}

/* … and the values of a step that plots a sample (fb_plot's part on the deferred path). */
FM_FN void fb_tile_log_value(const fb_gpu_args *a, fm_u64 pos, fb_rgba c, float vis) {
  fm_u64 v[5];
  fb_fixed_sample(c, vis, a->fixed_scale, v);
  ((fm_u64 *)(size_t)a->log_value)[pos] = fb_tile_pack(v);
  if (a->separate_count) ((unsigned short *)(size_t)a->log_count)[pos] = (unsigned short)v[4];
}

/* Adds one entry's values into a tile's sums: acc[4 · local + channel] and, with
 * separate_count, counts[local]. */
FM_FN void fb_tile_add_plain(fm_u64 *acc, fm_u64 *counts, fm_u32 local, fm_u64 packed, unsigned short count) {
  for (int ch = 0; ch < 4; ch++) acc[4 * local + ch] += fb_tile_part(packed, ch);
  if (counts) counts[local] += count;
}

#endif
