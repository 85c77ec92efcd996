/*
 * hist_pack.h — the cache entry's payload coder (format 3, cache/hist_codec.c), written once
 * in the common subset of C17 and CUDA C++: cache/ packs and unpacks a buffer with these
 * functions on the CPU, and the GPU's kernels (hist_pack.cuh) call the same ones, one thread
 * per bucket, piece or lane, so both write the same bytes for the same buffer.
 *
 * Why a coder of our own: zstd on the byte planes of a 1080p buffer (42 MB) took 146 ms of one
 * core of the H200 host a frame, 55% of a GPU build's CPU (bench/BENCHMARKS.md, "Builds"); the
 * GPU packs it in about a millisecond and hands back a third of the bytes to copy. An order-0
 * rANS coder per plane of 65,536 bytes, 32 streams interleaved (a warp's lanes), gives entries
 * about 3% larger than zstd's level 1 on the same planes (10% before the top bytes could be
 * coded as differences).
 *
 * The layout. A buffer of N buckets of 5 float32 values (R, G, B, A, count) is cut into
 * blocks of FM_PACK_BLOCK buckets (the last shorter); a block is FM_PACK_PLANES pieces, plane
 * p = channel c (p / 4) byte k (p % 4, 0 least significant): the byte k of the value's bit
 * pattern, for A that of A XOR count (nearly every flame's A equals its count: zeros). A piece
 * of the most significant bytes (k = 3: sign and exponent, FM_PACK_DELTA_PLANE) may instead hold
 * each bucket's byte minus the previous bucket's in the block (mod 256; the block's first
 * bucket, the byte itself), when its model says that codes smaller (fm_pack_model_choose, an
 * integer estimate, so that every packer chooses alike): a dense frame's neighbouring exponents
 * are mostly alike (a 1080p GPU entry's top bytes code to 22-26% of their bytes as differences,
 * 34-37% as they are), a sparse one's alternate with empty buckets' zeros. Piece
 * number block * FM_PACK_PLANES + p. A piece of n symbols is one of (the first byte's bit 7,
 * FM_PACK_DELTA_FLAG, set when the symbols are differences):
 *   FM_PACK_CONST  [0][v]                          every symbol is v
 *   FM_PACK_RAW    [1][n bytes]                    the symbols as they are
 *   FM_PACK_RANS   [2][32 bytes: symbols present, bit s%8 of byte s/8]
 *                  [u16 frequency of each present symbol, in symbol order; they sum to 4096]
 *                  [u16 bytes of lane 0 .. lane 31][lane 0's bytes] .. [lane 31's bytes]
 * Lane t codes the symbols t, t + 32, t + 64, … with byte-wise rANS (state 32 bits, renormalised
 * to [2^23, 2^31), probabilities in 4096ths); its bytes start with its final state (u32) and
 * run in the order the decoder reads them. Integers are little-endian. A piece is RANS only
 * where that is smaller than RAW.
 *
 * Decoding checks what it can (fm_pack_parse, fm_pack_decode_lane): a piece's sizes, its
 * frequencies' sum, each lane's first state in the encoder's range, its bytes used exactly and
 * its state back where the encoder started. No byte makes it read outside its piece; but a
 * damaged lane byte can decode into a wrong symbol and still end in step (rANS falls back into
 * step), so the entry's payload CRC (cache/hist_codec.c) is what vouches for the bytes.
 */
#ifndef FLAMEBUILD_KERNELS_HIST_PACK_H
#define FLAMEBUILD_KERNELS_HIST_PACK_H

#include "flame_math.h"

#if !defined(__CUDACC__) && !defined(__CUDACC_RTC__)
#include <string.h>
#endif

#define FM_PACK_BLOCK 65536      /* buckets a block; a piece holds as many symbols */
#define FM_PACK_CHANNELS 5
#define FM_PACK_PLANES 20        /* pieces a block: 5 channels x 4 bytes */
#define FM_PACK_LANES 32
#define FM_PACK_SCALE_BITS 12
#define FM_PACK_TOTAL 4096       /* frequencies sum to 1 << FM_PACK_SCALE_BITS */
#define FM_PACK_LOW 8388608u     /* 1 << 23: a state's lower bound */
/* A lane's bytes at most: 2 a symbol (a state below 2^31 loses at most 2 bytes to get under
 * 2^19·freq) and the final state. */
#define FM_PACK_LANE_CAP (2 * (FM_PACK_BLOCK / FM_PACK_LANES) + 4)
#define FM_PACK_HEAD_MAX (1 + 32 + 2 * 256 + 2 * FM_PACK_LANES)

enum { FM_PACK_CONST = 0, FM_PACK_RAW = 1, FM_PACK_RANS = 2 };
#define FM_PACK_DELTA_FLAG 0x80u

/* One piece's symbol model: symbol s has frequency start[s+1] - start[s] (0: absent). */
typedef struct fm_pack_model {
  fm_u32 start[257];
  fm_u32 mode;       /* FM_PACK_* */
  fm_u32 value;      /* FM_PACK_CONST: the symbol */
  fm_u32 present;    /* symbols of frequency > 0 */
  fm_u32 delta;      /* the symbols are differences (FM_PACK_DELTA_FLAG) */
} fm_pack_model;

FM_FN fm_u32 fm_pack_float_bits(float f) {
#if defined(__CUDACC__) || defined(__CUDACC_RTC__)
  return __float_as_uint(f);
#else
  fm_u32 u;
  memcpy(&u, &f, sizeof u);
  return u;
#endif
}

FM_FN float fm_pack_bits_float(fm_u32 u) {
#if defined(__CUDACC__) || defined(__CUDACC_RTC__)
  return __uint_as_float(u);
#else
  float f;
  memcpy(&f, &u, sizeof f);
  return f;
#endif
}

/* Buckets of block b of a buffer of n buckets; blocks of a buffer. */
FM_FN fm_u32 fm_pack_block_buckets(fm_u64 n, fm_u64 b) {
  const fm_u64 first = b * FM_PACK_BLOCK;
  return (fm_u32)(n - first < FM_PACK_BLOCK ? n - first : FM_PACK_BLOCK);
}
FM_FN fm_u64 fm_pack_blocks(fm_u64 n) { return (n + FM_PACK_BLOCK - 1) / FM_PACK_BLOCK; }

/* Plane p's byte of the bucket whose 5 values are v. */
FM_FN fm_u32 fm_pack_symbol(const float *v, int p) {
  const int c = p / 4, k = p % 4;
  fm_u32 u = fm_pack_float_bits(v[c]);
  if (c == 3) u ^= fm_pack_float_bits(v[4]);
  return (u >> (8 * k)) & 255u;
}

/* Whether plane p's pieces may hold differences from the previous bucket's byte (the top
 * bytes: fm_pack_model_choose decides each piece). */
#define FM_PACK_DELTA_PLANE(p) ((p) % 4 == 3)

/* Plane p's difference at bucket i of a block, whose values are v (the block's first bucket at
 * v - i * 5): its byte minus bucket i - 1's (mod 256), the byte itself at i = 0. */
FM_FN fm_u32 fm_pack_delta_symbol(const float *v, fm_u32 i, int p) {
  const fm_u32 s = fm_pack_symbol(v, p);
  if (i == 0) return s;
  return (s - fm_pack_symbol(v - FM_PACK_CHANNELS, p)) & 255u;
}

/* The sum (mod 256) of differences [from, to): what a run of them adds to the byte. */
FM_FN fm_u32 fm_pack_delta_sum(const unsigned char *sym, fm_u32 from, fm_u32 to) {
  fm_u32 sum = 0;
  for (fm_u32 i = from; i < to; i++) sum += sym[i];
  return sum & 255u;
}

/* Differences [from, to) made bytes again in place, `carry` being the byte of bucket from - 1
 * (0 before the first). */
FM_FN void fm_pack_undelta(unsigned char *sym, fm_u32 from, fm_u32 to, fm_u32 carry) {
  for (fm_u32 i = from; i < to; i++) {
    carry = (carry + sym[i]) & 255u;
    sym[i] = (unsigned char)carry;
  }
}

/* The model of a piece of n symbols whose counts are count[256]: CONST for one symbol, else
 * RANS with each present symbol's count scaled to 4096ths, at least 1, the rounding's
 * difference given to (or taken from) the most frequent symbols — deterministic, integer. */
FM_FN void fm_pack_model_build(const fm_u32 *count, fm_u32 n, fm_pack_model *m) {
  fm_u32 freq[256];
  fm_u32 sum = 0, present = 0, top = 0;
  for (int s = 0; s < 256; s++) {
    fm_u32 f = 0;
    if (count[s]) {
      f = (fm_u32)(((fm_u64)count[s] * FM_PACK_TOTAL) / n);
      if (f == 0) f = 1;
      present++;
      if (count[s] > count[top]) top = (fm_u32)s;
      m->value = (fm_u32)s;
    }
    freq[s] = f;
    sum += f;
  }
  m->present = present;
  m->delta = 0;
  m->mode = present <= 1 ? FM_PACK_CONST : FM_PACK_RANS;
  if (present <= 1) {
    if (!present) m->value = 0;
    freq[m->value] = FM_PACK_TOTAL;
  } else if (sum < FM_PACK_TOTAL) {
    freq[top] += FM_PACK_TOTAL - sum;
  } else {
    /* Too many rounded up to 1: take from the largest, down to 1 each if need be (the sum of
     * freq - 1 over the present symbols is at least the excess, since present <= 4096). */
    fm_u32 excess = sum - FM_PACK_TOTAL;
    while (excess) {
      int big = 0;
      for (int s = 1; s < 256; s++)
        if (freq[s] > freq[big]) big = s;
      fm_u32 take = freq[big] - 1 < excess ? freq[big] - 1 : excess;
      freq[big] -= take;
      excess -= take;
    }
  }
  m->start[0] = 0;
  for (int s = 0; s < 256; s++) m->start[s + 1] = m->start[s] + freq[s];
}

/* log2(f) in sixteenths, rounded down, for 1 <= f < 2^15: integers only, so that the CPU and the
 * GPU estimate alike. */
FM_FN fm_u32 fm_pack_log2_q4(fm_u32 f) {
  fm_u32 e = 0;
  while ((f >> e) > 1) e++;
  fm_u64 x = ((fm_u64)f << 16) >> e; /* f / 2^e in [1, 2) as Q16 */
  fm_u32 r = e << 4;
  for (int bit = 3; bit >= 0; bit--) {
    x = (x * x) >> 16;
    if (x >= ((fm_u64)2 << 16)) {
      x >>= 1;
      r |= 1u << bit;
    }
  }
  return r;
}

/* What a piece of these counts costs coded with model m, in sixteenths of a bit: each symbol
 * 12 - log2(freq) bits, and 16 bits of head a present symbol (CONST: nothing). */
FM_FN fm_u64 fm_pack_model_cost(const fm_u32 *count, const fm_pack_model *m) {
  if (m->mode == FM_PACK_CONST) return 0;
  fm_u64 cost = (fm_u64)m->present * 16 * 16;
  for (int s = 0; s < 256; s++)
    if (count[s]) cost += (fm_u64)count[s] * (FM_PACK_SCALE_BITS * 16 - fm_pack_log2_q4(m->start[s + 1] - m->start[s]));
  return cost;
}

/* The model of a piece of n symbols: of its bytes' counts, or — delta_count not NULL, a top
 * byte's piece — of its differences' counts when fm_pack_model_cost says they code smaller
 * (m->delta: the piece is coded from the differences). */
FM_FN void fm_pack_model_choose(const fm_u32 *count, const fm_u32 *delta_count, fm_u32 n, fm_pack_model *m) {
  fm_pack_model_build(count, n, m);
  if (!delta_count) return;
  fm_pack_model d;
  fm_pack_model_build(delta_count, n, &d);
  if (fm_pack_model_cost(delta_count, &d) < fm_pack_model_cost(count, m)) {
    *m = d;
    m->delta = 1;
  }
}

/* Symbols of lane t of a piece of n. */
FM_FN fm_u32 fm_pack_lane_symbols(fm_u32 n, int t) { return n > (fm_u32)t ? (n - (fm_u32)t + FM_PACK_LANES - 1) / FM_PACK_LANES : 0; }

/* Codes lane t of the piece's n symbols `sym` with model m, writing its bytes so that they end
 * at `end` (they are written backwards); returns how many (at most FM_PACK_LANE_CAP). */
FM_FN fm_u32 fm_pack_encode_lane(const unsigned char *sym, fm_u32 n, int t, const fm_pack_model *m,
                                 unsigned char *end) {
  unsigned char *p = end;
  fm_u32 x = FM_PACK_LOW;
  for (fm_u32 j = fm_pack_lane_symbols(n, t); j-- > 0;) {
    const fm_u32 s = sym[(fm_u64)j * FM_PACK_LANES + (fm_u32)t];
    const fm_u32 start = m->start[s], freq = m->start[s + 1] - start;
    const fm_u32 x_max = ((FM_PACK_LOW >> FM_PACK_SCALE_BITS) << 8) * freq;
    while (x >= x_max) {
      *--p = (unsigned char)(x & 255u);
      x >>= 8;
    }
    x = ((x / freq) << FM_PACK_SCALE_BITS) + (x % freq) + start;
  }
  *--p = (unsigned char)(x >> 24);
  *--p = (unsigned char)(x >> 16);
  *--p = (unsigned char)(x >> 8);
  *--p = (unsigned char)x;
  return (fm_u32)(end - p);
}

/* A RANS piece's bytes before its lanes'. */
FM_FN fm_u32 fm_pack_head_bytes(const fm_pack_model *m) { return 1 + 32 + 2 * m->present + 2 * FM_PACK_LANES; }

/* Settles the mode of a piece of n symbols whose lanes coded to lane_bytes[32] (RANS models
 * only) and returns the piece's size: RAW when RANS would not be smaller. */
FM_FN fm_u32 fm_pack_piece_settle(fm_pack_model *m, fm_u32 n, const fm_u32 *lane_bytes) {
  if (m->mode == FM_PACK_CONST) return 2;
  if (m->mode == FM_PACK_RANS) {
    fm_u32 size = fm_pack_head_bytes(m);
    for (int t = 0; t < FM_PACK_LANES; t++) size += lane_bytes[t];
    if (size < 1 + n) return size;
  }
  m->mode = FM_PACK_RAW;
  return 1 + n;
}

/* Writes part j (0..FM_PACK_WRITERS-1) of lane t's share of a settled piece at out: every
 * FM_PACK_WRITERS-th of the lane's coded bytes from the j-th (RANS, from `coded_end`, where
 * fm_pack_encode_lane left them to end), or of RAW's symbols a run of FM_PACK_WRITERS from
 * lane t's, every FM_PACK_WRITERS * FM_PACK_LANES; part 0 of lane 0 writes the head (or
 * CONST's two bytes). The device runs a part a thread, a warp a lane, so that neighbouring
 * threads write neighbouring bytes. */
#define FM_PACK_WRITERS 32
FM_FN void fm_pack_write_part(const fm_pack_model *m, const unsigned char *sym, fm_u32 n, const fm_u32 *lane_bytes,
                              const unsigned char *coded_end, int t, int j, unsigned char *out) {
  const unsigned char flag = m->delta ? (unsigned char)FM_PACK_DELTA_FLAG : 0;
  const int first = t == 0 && j == 0;
  if (m->mode == FM_PACK_CONST) {
    if (first) {
      out[0] = FM_PACK_CONST | flag;
      out[1] = (unsigned char)m->value;
    }
    return;
  }
  if (m->mode == FM_PACK_RAW) {
    if (first) out[0] = FM_PACK_RAW | flag;
    for (fm_u32 i = (fm_u32)(t * FM_PACK_WRITERS + j); i < n; i += FM_PACK_WRITERS * FM_PACK_LANES) out[1 + i] = sym[i];
    return;
  }
  fm_u32 at = fm_pack_head_bytes(m);
  for (int u = 0; u < t; u++) at += lane_bytes[u];
  const unsigned char *coded = coded_end - lane_bytes[t];
  for (fm_u32 i = (fm_u32)j; i < lane_bytes[t]; i += FM_PACK_WRITERS) out[at + i] = coded[i];
  if (!first) return;
  out[0] = FM_PACK_RANS | flag;
  unsigned char *bitmap = out + 1, *q = out + 33;
  for (int i = 0; i < 32; i++) bitmap[i] = 0;
  for (int s = 0; s < 256; s++) {
    const fm_u32 f = m->start[s + 1] - m->start[s];
    if (!f) continue;
    bitmap[s / 8] |= (unsigned char)(1u << (s % 8));
    *q++ = (unsigned char)(f & 255u);
    *q++ = (unsigned char)(f >> 8);
  }
  for (int u = 0; u < FM_PACK_LANES; u++) {
    *q++ = (unsigned char)(lane_bytes[u] & 255u);
    *q++ = (unsigned char)(lane_bytes[u] >> 8);
  }
}

/* Writes lane t's share of a settled piece at out: its FM_PACK_WRITERS parts. */
FM_FN void fm_pack_write_lane(const fm_pack_model *m, const unsigned char *sym, fm_u32 n, const fm_u32 *lane_bytes,
                              const unsigned char *coded_end, int t, unsigned char *out) {
  for (int j = 0; j < FM_PACK_WRITERS; j++) fm_pack_write_part(m, sym, n, lane_bytes, coded_end, t, j, out);
}

/* Reads the head of a piece of `bytes` bytes that should hold n symbols into *m and, for RANS,
 * where each lane's bytes begin, lane_at[0..32] (lane_at[32] = bytes). 0, or -1 when the
 * piece cannot be one the encoder wrote. */
FM_FN int fm_pack_parse(const unsigned char *piece, fm_u32 bytes, fm_u32 n, fm_pack_model *m, fm_u32 *lane_at) {
  if (bytes < 1) return -1;
  m->mode = piece[0] & ~FM_PACK_DELTA_FLAG;
  m->delta = piece[0] >> 7;
  if (m->mode == FM_PACK_CONST) {
    m->value = bytes == 2 ? piece[1] : 0;
    return bytes == 2 ? 0 : -1;
  }
  if (m->mode == FM_PACK_RAW) return bytes == 1 + n ? 0 : -1;
  if (m->mode != FM_PACK_RANS || bytes < 33) return -1;
  fm_u32 present = 0;
  for (int s = 0; s < 256; s++) present += (piece[1 + s / 8] >> (s % 8)) & 1u;
  m->present = present;
  const fm_u32 head = fm_pack_head_bytes(m);
  if (present < 2 || head > bytes) return -1;
  const unsigned char *q = piece + 33;
  m->start[0] = 0;
  for (int s = 0; s < 256; s++) {
    fm_u32 f = 0;
    if ((piece[1 + s / 8] >> (s % 8)) & 1u) {
      f = (fm_u32)q[0] | (fm_u32)q[1] << 8;
      q += 2;
      if (f == 0) return -1;
    }
    m->start[s + 1] = m->start[s] + f;
  }
  if (m->start[256] != FM_PACK_TOTAL) return -1;
  fm_u32 at = head;
  for (int t = 0; t < FM_PACK_LANES; t++) {
    const fm_u32 len = (fm_u32)q[0] | (fm_u32)q[1] << 8;
    q += 2;
    if (len < 4 || len > FM_PACK_LANE_CAP) return -1;
    lane_at[t] = at;
    at += len;
  }
  lane_at[FM_PACK_LANES] = at;
  return at == bytes ? 0 : -1;
}

/* The symbol whose range of the model holds `slot` (0 .. 4095): the last s with start[s] <= slot,
 * which is the present one (absent symbols share the start of the next). */
FM_FN fm_u32 fm_pack_find(const fm_pack_model *m, fm_u32 slot) {
  fm_u32 lo = 0, hi = 256;
  while (hi - lo > 1) {
    const fm_u32 mid = (lo + hi) / 2;
    if (m->start[mid] <= slot) lo = mid;
    else hi = mid;
  }
  return lo;
}

/* Decodes lane t of a parsed piece (fm_pack_parse) of n symbols into sym. 0, or -1 when its
 * bytes run out, are left over, or leave the state where the encoder did not start. CONST and
 * RAW pieces are lane-split alike. */
FM_FN int fm_pack_decode_lane(const unsigned char *piece, const fm_pack_model *m, const fm_u32 *lane_at, fm_u32 n,
                              int t, unsigned char *sym) {
  if (m->mode == FM_PACK_CONST) {
    for (fm_u32 i = (fm_u32)t; i < n; i += FM_PACK_LANES) sym[i] = (unsigned char)m->value;
    return 0;
  }
  if (m->mode == FM_PACK_RAW) {
    for (fm_u32 i = (fm_u32)t; i < n; i += FM_PACK_LANES) sym[i] = piece[1 + i];
    return 0;
  }
  const unsigned char *p = piece + lane_at[t], *end = piece + lane_at[t + 1];
  fm_u32 x = (fm_u32)p[0] | (fm_u32)p[1] << 8 | (fm_u32)p[2] << 16 | (fm_u32)p[3] << 24;
  p += 4;
  /* The encoder's state never leaves [2^23, 2^31): outside it the lane is not the encoder's,
   * and within it a step reads at most two bytes, which faster decoders rely on. */
  if (x < FM_PACK_LOW || x >= 0x80000000u) return -1;
  const fm_u32 count = fm_pack_lane_symbols(n, t);
  for (fm_u32 j = 0; j < count; j++) {
    const fm_u32 slot = x & (FM_PACK_TOTAL - 1);
    const fm_u32 s = fm_pack_find(m, slot);
    sym[(fm_u64)j * FM_PACK_LANES + (fm_u32)t] = (unsigned char)s;
    x = (m->start[s + 1] - m->start[s]) * (x >> FM_PACK_SCALE_BITS) + slot - m->start[s];
    while (x < FM_PACK_LOW) {
      if (p == end) return -1;
      x = x << 8 | *p++;
    }
  }
  return p == end && x == FM_PACK_LOW ? 0 : -1;
}

/* The 5 values of bucket i of a block from its decoded planes, the pieces of differences made
 * bytes again (fm_pack_undelta; planes + p * FM_PACK_BLOCK is plane p); returns how many are
 * not finite (no valid buffer holds one). */
FM_FN int fm_pack_join_bucket(const unsigned char *planes, fm_u32 i, float *v) {
  fm_u32 u[FM_PACK_CHANNELS];
  for (int c = 0; c < FM_PACK_CHANNELS; c++) {
    const unsigned char *b = planes + (fm_u64)(4 * c) * FM_PACK_BLOCK + i;
    u[c] = (fm_u32)b[0] | (fm_u32)b[FM_PACK_BLOCK] << 8 | (fm_u32)b[2 * FM_PACK_BLOCK] << 16 |
           (fm_u32)b[3 * FM_PACK_BLOCK] << 24;
  }
  u[3] ^= u[4];
  int bad = 0;
  for (int c = 0; c < FM_PACK_CHANNELS; c++) {
    bad += (u[c] & 0x7f800000u) == 0x7f800000u;
    v[c] = fm_pack_bits_float(u[c]);
  }
  return bad;
}

#endif
