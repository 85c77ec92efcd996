/*
 * hist_pack.cuh — the cache entry packed and unpacked on the GPU (format 3: kernels/hist_pack.h
 * says what the bytes are). Part of the finishing module (finish.cuh includes it), so it is
 * compiled and loaded once a machine with the kernels it follows. Each kernel is one thread
 * per bucket, piece or lane (fb_pack_write: a warp per lane) calling hist_pack.h's functions, which are also cache/'s CPU
 * reference: the GPU writes the bytes the CPU writes, and tests/unit/test_gpu_finish.c runs
 * these kernels on the CPU over their launch grid (FB_FIN_HOST) to check it without a GPU.
 *
 * Packing (gpu/hist_pack.c runs them in this order, on the frame's stream):
 *   fb_pack_split    per bucket: its 20 bytes into the planes, the top bytes' differences too,
 *                    counted per piece
 *   fb_pack_model    per piece: the counts' model (CONST or RANS), of the bytes or the differences
 *   fb_pack_encode   per lane (32 a piece): the lane's symbols coded
 *   fb_pack_settle   per piece: RANS or RAW, and its size
 *   (the host reads the sizes and lays the pieces out: offsets)
 *   fb_pack_write    per lane, a warp each (FM_PACK_WRITERS parts): the piece's bytes at its offset
 * Unpacking (a re-finish from the cache; the host has checked the entry's checksums and table):
 *   fb_unpack_parse  per piece: its head read and checked, the model and lanes' places
 *   fb_unpack_lanes  per lane: decoded into the planes, checked
 *   fb_unpack_delta_sums, fb_unpack_undelta  per run of 2,048 symbols of a piece of
 *                    differences: made bytes again (hist_pack.h, FM_PACK_DELTA_FLAG)
 *   fb_unpack_join   per bucket: the 5 values back, widened into the histogram (exact)
 * A wrong piece or value sets `bad`: the entry is corrupt, and the frame is iterated again.
 */
#ifndef FLAMEBUILD_HIST_PACK_CUH
#define FLAMEBUILD_HIST_PACK_CUH

#include "finish_layout.h"
#include "hist_pack.h"

#ifdef FB_FIN_HOST
#define FB_PACK_KERNEL static inline void
#define FB_PACK_PARAM const fb_pack_args
#define FB_PACK_BAD(p) (*(p) = 1u)
#else
#define FB_PACK_KERNEL extern "C" __global__ void __launch_bounds__(FB_FIN_BLOCK)
#define FB_PACK_PARAM const __grid_constant__ fb_pack_args
#define FB_PACK_BAD(p) atomicOr((p), 1u)
#endif

#define FB_PACK_PTR(type, field) ((type *)(a->field))

FB_FIN_FN fm_u64 fb_pack_thread(void) { return (fm_u64)blockIdx.x * FB_FIN_BLOCK + threadIdx.x; }

/* Counts a symbol of a piece. On the device the threads of a warp that count the same symbol
 * add once (a block's empty buckets make most of a warp's symbols alike). */
FB_FIN_FN void fb_pack_count(fm_u32 *counts, fm_u64 at) {
#ifdef FB_FIN_HOST
  counts[at]++;
#else
  const unsigned same = __match_any_sync(__activemask(), at);
  if ((threadIdx.x & 31) == (unsigned)(__ffs(same) - 1)) atomicAdd(counts + at, (fm_u32)__popc(same));
#endif
}

/* CPU reference: cache/hist_pack.c's packer (its planes split as format 2 splits them, the top
 * bytes' differences beside them: fm_pack_symbol's and fm_pack_delta_symbol's symbols). */
FB_PACK_KERNEL fb_pack_split(FB_PACK_PARAM args) {
  const fb_pack_args *a = &args;
  const fm_u64 g = fb_pack_thread();
  if (g >= a->buckets) return;
  const float *v = FB_PACK_PTR(const float, values) + g * FM_PACK_CHANNELS;
  const fm_u64 block = g / FM_PACK_BLOCK, i = g % FM_PACK_BLOCK;
  unsigned char *planes = FB_PACK_PTR(unsigned char, planes), *deltas = FB_PACK_PTR(unsigned char, deltas);
  fm_u32 *counts = FB_PACK_PTR(fm_u32, counts), *delta_counts = FB_PACK_PTR(fm_u32, delta_counts);
  for (int p = 0; p < FM_PACK_PLANES; p++) {
    const fm_u64 piece = block * FM_PACK_PLANES + (fm_u64)p;
    const fm_u32 s = fm_pack_symbol(v, p);
    planes[piece * FM_PACK_BLOCK + i] = (unsigned char)s;
    fb_pack_count(counts, piece * 256 + s);
    if (!FM_PACK_DELTA_PLANE(p)) continue;
    const fm_u32 d = fm_pack_delta_symbol(v, (fm_u32)i, p);
    deltas[piece * FM_PACK_BLOCK + i] = (unsigned char)d;
    fb_pack_count(delta_counts, piece * 256 + d);
  }
}

/* The symbols a piece is coded from: its bytes, or its differences (fm_pack_model_choose). */
FB_FIN_FN const unsigned char *fb_pack_symbols(const fb_pack_args *a, const fm_pack_model *m, fm_u64 piece) {
  return (m->delta ? FB_PACK_PTR(const unsigned char, deltas) : FB_PACK_PTR(const unsigned char, planes)) +
         piece * FM_PACK_BLOCK;
}

FB_FIN_FN fm_u32 fb_pack_piece_symbols(const fb_pack_args *a, fm_u64 piece) {
  return fm_pack_block_buckets(a->buckets, piece / FM_PACK_PLANES);
}

FB_PACK_KERNEL fb_pack_model(FB_PACK_PARAM args) {
  const fb_pack_args *a = &args;
  const fm_u64 piece = fb_pack_thread();
  if (piece >= a->pieces) return;
  const fm_u32 *delta_counts = FM_PACK_DELTA_PLANE((int)(piece % FM_PACK_PLANES))
                                  ? FB_PACK_PTR(const fm_u32, delta_counts) + piece * 256
                                  : NULL;
  fm_pack_model_choose(FB_PACK_PTR(const fm_u32, counts) + piece * 256, delta_counts, fb_pack_piece_symbols(a, piece),
                       FB_PACK_PTR(fm_pack_model, models) + piece);
}

/* A lane's coding area ends where the next lane's begins. */
FB_FIN_FN unsigned char *fb_pack_lane_end(const fb_pack_args *a, fm_u64 lane) {
  return FB_PACK_PTR(unsigned char, lanes) + (lane + 1) * FM_PACK_LANE_CAP;
}

FB_PACK_KERNEL fb_pack_encode(FB_PACK_PARAM args) {
  const fb_pack_args *a = &args;
  const fm_u64 lane = fb_pack_thread(), piece = lane / FM_PACK_LANES;
  if (piece >= a->pieces) return;
  const fm_pack_model *m = FB_PACK_PTR(const fm_pack_model, models) + piece;
  fm_u32 bytes = 0;
  if (m->mode == FM_PACK_RANS)
    bytes = fm_pack_encode_lane(fb_pack_symbols(a, m, piece), fb_pack_piece_symbols(a, piece),
                                (int)(lane % FM_PACK_LANES), m, fb_pack_lane_end(a, lane));
  FB_PACK_PTR(fm_u32, lane_bytes)[lane] = bytes;
}

FB_PACK_KERNEL fb_pack_settle(FB_PACK_PARAM args) {
  const fb_pack_args *a = &args;
  const fm_u64 piece = fb_pack_thread();
  if (piece >= a->pieces) return;
  FB_PACK_PTR(fm_u32, sizes)[piece] =
      fm_pack_piece_settle(FB_PACK_PTR(fm_pack_model, models) + piece, fb_pack_piece_symbols(a, piece),
                           FB_PACK_PTR(const fm_u32, lane_bytes) + piece * FM_PACK_LANES);
}

FB_PACK_KERNEL fb_pack_write(FB_PACK_PARAM args) {
  const fb_pack_args *a = &args;
  const fm_u64 g = fb_pack_thread(), lane = g / FM_PACK_WRITERS, piece = lane / FM_PACK_LANES;
  if (piece >= a->pieces) return;
  const fm_pack_model *m = FB_PACK_PTR(const fm_pack_model, models) + piece;
  fm_pack_write_part(m, fb_pack_symbols(a, m, piece), fb_pack_piece_symbols(a, piece),
                     FB_PACK_PTR(const fm_u32, lane_bytes) + piece * FM_PACK_LANES, fb_pack_lane_end(a, lane),
                     (int)(lane % FM_PACK_LANES), (int)(g % FM_PACK_WRITERS),
                     FB_PACK_PTR(unsigned char, payload) + FB_PACK_PTR(const fm_u64, offsets)[piece]);
}

/* ---- unpacking ----------------------------------------------------------------------------- */

/* A piece found wrong keeps a mode no piece has, so its lanes decode nothing. */
#define FB_PACK_MODE_BAD 255u

FB_PACK_KERNEL fb_unpack_parse(FB_PACK_PARAM args) {
  const fb_pack_args *a = &args;
  const fm_u64 piece = fb_pack_thread();
  if (piece >= a->pieces) return;
  fm_pack_model *m = FB_PACK_PTR(fm_pack_model, models) + piece;
  if (fm_pack_parse(FB_PACK_PTR(const unsigned char, payload) + FB_PACK_PTR(const fm_u64, offsets)[piece],
                    FB_PACK_PTR(const fm_u32, sizes)[piece], fb_pack_piece_symbols(a, piece), m,
                    FB_PACK_PTR(fm_u32, lanes) + piece * (FM_PACK_LANES + 1)) < 0) {
    m->mode = FB_PACK_MODE_BAD;
    FB_PACK_BAD(FB_PACK_PTR(fm_u32, bad));
  }
}

FB_PACK_KERNEL fb_unpack_lanes(FB_PACK_PARAM args) {
  const fb_pack_args *a = &args;
  const fm_u64 lane = fb_pack_thread(), piece = lane / FM_PACK_LANES;
  if (piece >= a->pieces) return;
  const fm_pack_model *m = FB_PACK_PTR(const fm_pack_model, models) + piece;
  if (m->mode == FB_PACK_MODE_BAD) return;
  if (fm_pack_decode_lane(FB_PACK_PTR(const unsigned char, payload) + FB_PACK_PTR(const fm_u64, offsets)[piece], m,
                          FB_PACK_PTR(const fm_u32, lanes) + piece * (FM_PACK_LANES + 1), fb_pack_piece_symbols(a, piece),
                          (int)(lane % FM_PACK_LANES),
                          FB_PACK_PTR(unsigned char, planes) + piece * FM_PACK_BLOCK) < 0)
    FB_PACK_BAD(FB_PACK_PTR(fm_u32, bad));
}

/* A piece of differences made bytes again: its 32 runs of FM_PACK_BLOCK / 32 symbols summed
 * (fb_unpack_delta_sums, into lane_bytes), then each run rewritten from the sum of the runs
 * before it (fb_unpack_undelta). CPU reference: cache/hist_unpack.c's fm_pack_undelta of the
 * whole plane. */
FB_FIN_FN int fb_unpack_run(const fb_pack_args *a, fm_u64 lane, fm_u32 *from, fm_u32 *to) {
  const fm_u64 piece = lane / FM_PACK_LANES;
  if (piece >= a->pieces) return 0;
  const fm_pack_model *m = FB_PACK_PTR(const fm_pack_model, models) + piece;
  if (m->mode == FB_PACK_MODE_BAD || !m->delta) return 0;
  const fm_u32 n = fb_pack_piece_symbols(a, piece), run = FM_PACK_BLOCK / FM_PACK_LANES;
  const fm_u32 t = (fm_u32)(lane % FM_PACK_LANES);
  *from = t * run < n ? t * run : n;
  *to = (t + 1) * run < n ? (t + 1) * run : n;
  return 1;
}

FB_PACK_KERNEL fb_unpack_delta_sums(FB_PACK_PARAM args) {
  const fb_pack_args *a = &args;
  const fm_u64 lane = fb_pack_thread();
  fm_u32 from, to;
  if (!fb_unpack_run(a, lane, &from, &to)) return;
  const fm_u64 piece = lane / FM_PACK_LANES;
  FB_PACK_PTR(fm_u32, lane_bytes)[lane] =
      fm_pack_delta_sum(FB_PACK_PTR(const unsigned char, planes) + piece * FM_PACK_BLOCK, from, to);
}

FB_PACK_KERNEL fb_unpack_undelta(FB_PACK_PARAM args) {
  const fb_pack_args *a = &args;
  const fm_u64 lane = fb_pack_thread();
  fm_u32 from, to;
  if (!fb_unpack_run(a, lane, &from, &to)) return;
  const fm_u64 piece = lane / FM_PACK_LANES;
  const fm_u32 *sums = FB_PACK_PTR(const fm_u32, lane_bytes) + piece * FM_PACK_LANES;
  fm_u32 carry = 0;
  for (fm_u64 t = piece * FM_PACK_LANES; t < lane; t++) carry += sums[t - piece * FM_PACK_LANES];
  fm_pack_undelta(FB_PACK_PTR(unsigned char, planes) + piece * FM_PACK_BLOCK, from, to, carry & 255u);
}

/* CPU reference: hist_decode_f32 of the entry, widened as fb_fin_widen widens. */
FB_PACK_KERNEL fb_unpack_join(FB_PACK_PARAM args) {
  const fb_pack_args *a = &args;
  const fm_u64 g = fb_pack_thread();
  if (g >= a->buckets) return;
  const fm_u64 block = g / FM_PACK_BLOCK;
  float v[FM_PACK_CHANNELS];
  if (fm_pack_join_bucket(FB_PACK_PTR(const unsigned char, planes) + block * FM_PACK_PLANES * FM_PACK_BLOCK,
                          (fm_u32)(g % FM_PACK_BLOCK), v))
    FB_PACK_BAD(FB_PACK_PTR(fm_u32, bad));
  double *h = FB_PACK_PTR(double, hist) + g * FM_PACK_CHANNELS;
  for (int c = 0; c < FM_PACK_CHANNELS; c++) h[c] = (double)v[c];
}

#undef FB_PACK_PTR

#endif
