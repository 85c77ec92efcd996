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
 * A RANS piece is decoded here all 32 lanes at once, in symbol order, through a table of the
 * 4096 slots: fm_pack_decode_lane, lane by lane with a binary search a symbol, is the reference
 * (the GPU's thread a lane) and took twice the CPU time. The two give the same symbols and the
 * same verdict on any bytes (tests/unit/test_hist_pack.c checks it on random and damaged
 * pieces); see decode_rans for the one case that needs the reference itself.
 */
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "hist_codec_internal.h"

#include "../kernels/hist_pack.h"
#include "../util/bytes.h"

/* Decodes the lanes of a parsed RANS piece of n symbols into sym, interleaved as they were
 * coded (symbol i is lane i % 32's). 0, or -1 where fm_pack_decode_lane fails on some lane.
 *
 * Why it is the same: a step takes a state x >= FM_PACK_LOW to freq * (x >> 12) + slot - start
 * >= 2^11, so at most two bytes bring it back to >= 2^23, the bytes fm_pack_decode_lane's loop
 * reads too. Only a lane's first state is not the result of a step: below FM_PACK_LOW (which
 * the encoder never writes, but fm_pack_decode_lane reads bytes for until it is not) it could
 * need more than two, so such a piece is given to the reference, lane by lane. */
static int decode_rans(const unsigned char *piece, const fm_pack_model *m, const fm_u32 *lane_at, uint32_t n,
                       unsigned char *sym) {
  uint32_t x[FM_PACK_LANES];
  const unsigned char *p[FM_PACK_LANES], *end[FM_PACK_LANES];
  int low = 0;
  for (int t = 0; t < FM_PACK_LANES; t++) {
    p[t] = piece + lane_at[t]; /* fm_pack_parse: every lane at least 4 bytes, inside the piece */
    end[t] = piece + lane_at[t + 1];
    x[t] = fb_get_le32(p[t]);
    p[t] += 4;
    low |= x[t] < FM_PACK_LOW;
  }
  if (low) {
    for (int t = 0; t < FM_PACK_LANES; t++)
      if (fm_pack_decode_lane(piece, m, lane_at, n, t, sym) < 0) return -1;
    return 0;
  }
  /* Slot -> its symbol (bits 0-7), frequency (8-19) and slot - start (20-31): one load a
   * symbol instead of fm_pack_find's eight. Frequencies are at most 4095 (RANS: two or more
   * symbols, each at least 1). */
  uint32_t slot_of[FM_PACK_TOTAL];
  for (uint32_t s = 0; s < 256; s++)
    for (uint32_t slot = m->start[s]; slot < m->start[s + 1]; slot++)
      slot_of[slot] = s | (m->start[s + 1] - m->start[s]) << 8 | (slot - m->start[s]) << 20;
  for (uint32_t i = 0; i < n; i++) {
    const int t = (int)(i % FM_PACK_LANES);
    const uint32_t e = slot_of[x[t] & (FM_PACK_TOTAL - 1)];
    sym[i] = (unsigned char)e;
    uint32_t y = ((e >> 8) & 0xFFFu) * (x[t] >> FM_PACK_SCALE_BITS) + (e >> 20);
    if (y < FM_PACK_LOW) {
      if (p[t] == end[t]) return -1;
      y = y << 8 | *p[t]++;
      if (y < FM_PACK_LOW) {
        if (p[t] == end[t]) return -1;
        y = y << 8 | *p[t]++;
      }
    }
    x[t] = y;
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
 * layout), then joined into its floats; adds the non-finite values met to *bad. */
static int unpack_block(const unpack_job *j, size_t b, unsigned char *planes, size_t *bad, fb_error *err) {
  const uint32_t nb = fm_pack_block_buckets(j->nbuckets, b);
  for (int p = 0; p < FM_PACK_PLANES; p++) {
    const size_t k = b * FM_PACK_PLANES + (size_t)p;
    if (hist_unpack_piece(j->payload + j->at[k], fb_get_le32(j->payload + 4 * k), nb, planes + (size_t)p * nb) < 0)
      return fb_errorf(err, "corrupt cache entry: piece %zu of the payload does not decode", k);
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
