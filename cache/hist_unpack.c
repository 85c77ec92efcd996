/*
 * hist_unpack.c — the decoder of format 3 (packed): a payload checked, then its blocks decoded
 * on several cores (hist_decode and hist_decode_f32 call hist_unpack for a version-3 header;
 * the format at the top of hist_codec.c, the pieces in kernels/hist_pack.h).
 *
 * Nothing is used before it is checked: the payload's CRC, its piece table and every piece's
 * head (hist_packed_check) before the destination is asked for; then each piece parsed
 * (fm_pack_parse), every lane decoded with its checks — its bytes used exactly, its state back
 * where the encoder started — and every value finite. A bad entry is refused with "corrupt
 * cache entry: …" (tests/fuzz/fuzz_hist.c tries arbitrary bytes on it).
 *
 * A RANS piece is decoded here four lanes at a time, through a table of the 4096 slots and
 * without a branch a symbol (decode_rans): fm_pack_decode_lane, lane by lane with a binary
 * search a symbol, is the reference (the GPU's thread a lane), and one loop over all 32 lanes
 * in symbol order with the table took 1.5 times the CPU time of this. The two give the same
 * symbols and the same verdict on any bytes (tests/unit/test_hist_pack.c checks it on random
 * and damaged pieces).
 */
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "hist_codec_internal.h"

#include "../kernels/hist_pack.h"
#include "../util/bytes.h"

/* One symbol of a lane whose state is *x and next byte *p (of the lane's bytes up to end):
 * fm_pack_decode_lane's step, its checks included. 0, or -1 when the bytes run out. */
static int step_checked(uint32_t *x, const unsigned char **p, const unsigned char *end, const uint32_t *slot_of,
                        unsigned char *out) {
  const uint32_t e = slot_of[*x & (FM_PACK_TOTAL - 1)];
  *out = (unsigned char)e;
  uint32_t y = ((e >> 8) & 0xFFFu) * (*x >> FM_PACK_SCALE_BITS) + (e >> 20);
  const unsigned char *q = *p;
  while (y < FM_PACK_LOW) {
    if (q == end) return -1;
    y = y << 8 | *q++;
  }
  *x = y;
  *p = q;
  return 0;
}

/* The same step for a lane known to have two bytes left, without a branch: which bytes a step
 * takes is as good as random, and a mispredicted branch a symbol cost more than the step. A
 * state x >= FM_PACK_LOW steps to freq * (x >> 12) + slot - start >= 2^11, which two bytes
 * bring back to >= 2^23: the bytes step_checked's loop would read, no more. */
#define STEP_UNCHECKED(X, Q, OUT)                                                  \
  do {                                                                             \
    const uint32_t e_ = slot_of[(X) & (FM_PACK_TOTAL - 1)];                        \
    (OUT) = (unsigned char)e_;                                                     \
    uint32_t y_ = ((e_ >> 8) & 0xFFFu) * ((X) >> FM_PACK_SCALE_BITS) + (e_ >> 20); \
    uint32_t k_ = y_ < FM_PACK_LOW;                                                \
    y_ = (y_ << (8 * k_)) | ((Q)[0] & (0u - k_));                                  \
    (Q) += k_;                                                                     \
    k_ = y_ < FM_PACK_LOW;                                                         \
    y_ = (y_ << (8 * k_)) | ((Q)[0] & (0u - k_));                                  \
    (Q) += k_;                                                                     \
    (X) = y_;                                                                      \
  } while (0)

/* Lanes decoded side by side, their states in registers: four chains of steps at once (eight
 * measured slower: registers spill). The loop below names the four. */
enum { GROUP = 4 };

/* Decodes the lanes of a parsed RANS piece of n symbols into sym (symbol i is lane i % 32's).
 * 0, or -1 exactly where fm_pack_decode_lane fails on some lane.
 *
 * Lanes go GROUP at a time, row after row of the piece's 32-symbol rows: as many rows as every
 * lane of the group has two bytes left for without a check (STEP_UNCHECKED), then one row with
 * them (step_checked); the last, partial row with them. Every step is fm_pack_decode_lane's,
 * bytes read and checks alike, given a state >= FM_PACK_LOW before it (STEP_UNCHECKED). Only a
 * lane's first state is not the result of a step: outside [2^23, 2^31), where the encoder
 * never leaves it, fm_pack_decode_lane refuses the lane, and so does this. */
static int decode_rans(const unsigned char *piece, const fm_pack_model *m, const fm_u32 *lane_at, uint32_t n,
                       unsigned char *sym) {
  uint32_t x[FM_PACK_LANES];
  const unsigned char *p[FM_PACK_LANES], *end[FM_PACK_LANES];
  for (int t = 0; t < FM_PACK_LANES; t++) {
    p[t] = piece + lane_at[t]; /* fm_pack_parse: every lane at least 4 bytes, inside the piece */
    end[t] = piece + lane_at[t + 1];
    x[t] = fb_get_le32(p[t]);
    p[t] += 4;
    if (x[t] < FM_PACK_LOW || x[t] >= 0x80000000u) return -1;
  }
  /* Slot -> its symbol (bits 0-7), frequency (8-19) and slot - start (20-31): one load a
   * symbol instead of fm_pack_find's eight. Frequencies are at most 4095 (RANS: two or more
   * symbols, each at least 1). */
  uint32_t slot_of[FM_PACK_TOTAL];
  for (uint32_t s = 0; s < 256; s++)
    for (uint32_t slot = m->start[s]; slot < m->start[s + 1]; slot++)
      slot_of[slot] = s | (m->start[s + 1] - m->start[s]) << 8 | (slot - m->start[s]) << 20;
  const uint32_t rows = n / FM_PACK_LANES;
  for (int g = 0; g < FM_PACK_LANES; g += GROUP) {
    for (uint32_t row = 0; row < rows;) {
      size_t safe = rows - row; /* rows every lane of the group has two bytes a row left for */
      for (int t = g; t < g + GROUP; t++)
        if ((size_t)(end[t] - p[t]) / 2 < safe) safe = (size_t)(end[t] - p[t]) / 2;
      if (safe == 0) {
        for (int t = g; t < g + GROUP; t++)
          if (step_checked(&x[t], &p[t], end[t], slot_of, sym + (size_t)row * FM_PACK_LANES + t) < 0) return -1;
        row++;
        continue;
      }
      uint32_t x0 = x[g], x1 = x[g + 1], x2 = x[g + 2], x3 = x[g + 3];
      const unsigned char *q0 = p[g], *q1 = p[g + 1], *q2 = p[g + 2], *q3 = p[g + 3];
      unsigned char *o = sym + (size_t)row * FM_PACK_LANES + g;
      for (const uint32_t stop = row + (uint32_t)safe; row < stop; row++, o += FM_PACK_LANES) {
        STEP_UNCHECKED(x0, q0, o[0]);
        STEP_UNCHECKED(x1, q1, o[1]);
        STEP_UNCHECKED(x2, q2, o[2]);
        STEP_UNCHECKED(x3, q3, o[3]);
      }
      x[g] = x0, x[g + 1] = x1, x[g + 2] = x2, x[g + 3] = x3;
      p[g] = q0, p[g + 1] = q1, p[g + 2] = q2, p[g + 3] = q3;
    }
  }
  for (uint32_t i = rows * FM_PACK_LANES; i < n; i++) {
    const int t = (int)(i % FM_PACK_LANES);
    if (step_checked(&x[t], &p[t], end[t], slot_of, sym + i) < 0) return -1;
  }
  for (int t = 0; t < FM_PACK_LANES; t++)
    if (p[t] != end[t] || x[t] != FM_PACK_LOW) return -1;
  return 0;
}

int hist_unpack_piece(const unsigned char *piece, uint32_t bytes, uint32_t n, unsigned char *sym) {
  fm_pack_model m;
  fm_u32 lane_at[FM_PACK_LANES + 1];
  if (fm_pack_parse(piece, bytes, n, &m, lane_at) < 0) return -1;
  if (m.mode == FM_PACK_CONST) {
    memset(sym, (int)m.value, n);
    return 0;
  }
  if (m.mode == FM_PACK_RAW) {
    memcpy(sym, piece + 1, n);
    return 0;
  }
  return decode_rans(piece, &m, lane_at, n, sym);
}

/* One entry's decoding, its blocks shared among threads. */
typedef struct unpack_job {
  const unsigned char *payload;
  const size_t *at;          /* piece k's offset in the payload */
  size_t nbuckets, nblocks;
  float *dst;
  atomic_int next;
  atomic_int failed;
  size_t bad[PARALLEL_MAX_THREADS];            /* non-finite values met, by thread */
  job_failure failed_on[PARALLEL_MAX_THREADS]; /* by thread; none: nblocks */
} unpack_job;

/* Block b's 20 pieces into its byte planes (plane p at planes + p * nb, hist_block_split's
 * layout; a piece of differences made bytes again), then joined into its floats; adds the non-finite
 * values met to *bad. */
static int unpack_block(const unpack_job *j, size_t b, unsigned char *planes, size_t *bad, fb_error *err) {
  const uint32_t nb = fm_pack_block_buckets(j->nbuckets, b);
  for (int p = 0; p < FM_PACK_PLANES; p++) {
    const size_t k = b * FM_PACK_PLANES + (size_t)p;
    unsigned char *plane = planes + (size_t)p * nb;
    if (hist_unpack_piece(j->payload + j->at[k], fb_get_le32(j->payload + 4 * k), nb, plane) < 0)
      return fb_errorf(err, "corrupt cache entry: piece %zu of the payload does not decode", k);
    if (j->payload[j->at[k]] & FM_PACK_DELTA_FLAG) fm_pack_undelta(plane, 0, nb, 0);
  }
  *bad += hist_block_join(planes, nb, j->dst + b * FM_PACK_BLOCK * CHANNELS);
  return 0;
}

static void unpack_worker(void *arg, int thread) {
  unpack_job *j = arg;
  unsigned char *planes = malloc((size_t)FM_PACK_PLANES * FM_PACK_BLOCK);
  for (int b; !atomic_load(&j->failed) && (b = parallel_take(&j->next, (int)j->nblocks)) >= 0;) {
    fb_error *err = &j->failed_on[thread].err;
    if ((!planes && fb_errorf(err, "out of memory decoding a histogram")) ||
        unpack_block(j, (size_t)b, planes, &j->bad[thread], err) < 0) {
      j->failed_on[thread].job = (size_t)b;
      atomic_store(&j->failed, 1);
    }
  }
  free(planes);
}

int hist_unpack(const unsigned char *payload, size_t plen, uint32_t crc, const render_hist *got, hist_want_fn want,
                void *ctx, fb_error *err) {
  const size_t nbuckets = (size_t)got->width * (size_t)got->height;
  size_t *at = NULL;
  if (hist_packed_check(payload, plen, nbuckets, crc, &at, err) < 0) return -1;
  float *dst = want(ctx, got);
  if (!dst) {
    free(at);
    return 0; /* no destination: the caller says why */
  }
  unpack_job *j = calloc(1, sizeof *j);
  if (!j) {
    free(at);
    return fb_errorf(err, "out of memory decoding a %dx%d histogram", got->width, got->height);
  }
  j->payload = payload;
  j->at = at;
  j->nbuckets = nbuckets;
  j->nblocks = (size_t)fm_pack_blocks(nbuckets);
  j->dst = dst;
  hist_failures_clear(j->failed_on, j->nblocks);
  parallel_run(0, (int)j->nblocks, unpack_worker, j);
  int rc = hist_first_failure(j->failed_on, j->nblocks, err) < 0 ? -1 : 1;
  size_t bad = 0;
  for (int t = 0; t < PARALLEL_MAX_THREADS; t++) bad += j->bad[t];
  if (rc > 0 && bad) rc = fb_errorf(err, "corrupt cache entry: %zu values are infinite or NaN", bad);
  free(j);
  free(at);
  return rc;
}

int hist_packed_count_sum(const void *data, size_t n, int width, int height, double *sum, fb_error *err) {
  *sum = 0;
  const unsigned char *payload;
  size_t plen;
  render_hist shape;
  const int got = hist_packed_payload(data, n, width, height, &shape, NULL, &payload, &plen, err);
  if (got <= 0) return got < 0 ? -1 : fb_errorf(err, "corrupt cache entry: not a packed %dx%d buffer", width, height);
  const size_t nbuckets = (size_t)width * (size_t)height, np = hist_packed_pieces(nbuckets);
  unsigned char *planes = malloc((size_t)VALUE_BYTES * FM_PACK_BLOCK);
  if (!planes) return fb_errorf(err, "out of memory reading a packed histogram");
  size_t at = 4 * np; /* hist_packed_payload checked the table */
  double total = 0;
  int rc = 0;
  for (size_t k = 0; k < np && rc == 0; k++) {
    const size_t b = k / FM_PACK_PLANES;
    const int p = (int)(k % FM_PACK_PLANES);
    const uint32_t bytes = fb_get_le32(payload + 4 * k), nb = fm_pack_block_buckets(nbuckets, b);
    const int byte = p - 4 * (CHANNELS - 1); /* the count's planes are the block's last four */
    if (byte >= 0) {
      unsigned char *plane = planes + (size_t)byte * nb;
      if (hist_unpack_piece(payload + at, bytes, nb, plane) < 0) {
        rc = fb_errorf(err, "corrupt cache entry: piece %zu of the payload does not decode", k);
        break;
      }
      if (payload[at] & FM_PACK_DELTA_FLAG) fm_pack_undelta(plane, 0, nb, 0);
      if (byte == VALUE_BYTES - 1)
        for (uint32_t i = 0; i < nb; i++) {
          const uint32_t u = (uint32_t)planes[i] | (uint32_t)planes[nb + i] << 8 | (uint32_t)planes[2 * nb + i] << 16 |
                             (uint32_t)planes[3 * nb + i] << 24;
          total += (double)fm_pack_bits_float(u);
        }
    }
    at += bytes;
  }
  free(planes);
  if (rc == 0) *sum = total;
  return rc;
}
