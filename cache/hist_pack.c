/*
 * hist_pack.c — the CPU's format-3 packer (contract in hist_codec.h: hist_pack_f32; the format
 * at the top of hist_codec.c, the coder in kernels/hist_pack.h).
 *
 * The reference the GPU's kernels are compared against: each piece goes through the very calls
 * the device makes for it (fm_pack_model_build, fm_pack_encode_lane per lane into an area of
 * its own, fm_pack_piece_settle, fm_pack_write_lane per lane), so both write the same bytes.
 * A block's byte planes come from hist_block_split, the format-2 split, which is the same
 * transform as fm_pack_symbol (tests/unit/test_hist_pack.c checks it) and much faster than a
 * call a symbol; a top byte's differences are taken from its plane (fm_pack_delta_symbol).
 *
 * Blocks are packed on several cores (util/parallel.h), each piece first where the bound leaves
 * room for it (as if every piece before it were RAW), then the pieces close up behind the
 * table: where a piece lands depends on the sizes alone, so the bytes are the same however many
 * threads ran.
 */
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "hist_codec_internal.h"

#include "../kernels/hist_pack.h"
#include "../util/bytes.h"
#include "../util/crc32.h"

/* What one thread packs a block with: its byte planes (plane p at p * nb) and the lanes'
 * areas, FM_PACK_LANE_CAP bytes each, lane t's ending at coded + (t + 1) * FM_PACK_LANE_CAP. */
typedef struct block_scratch {
  unsigned char *planes;
  unsigned char *deltas;     /* one plane's differences */
  unsigned char *coded;
} block_scratch;

/* One buffer's packing, its blocks shared among threads. */
typedef struct pack_job {
  const float *values;
  size_t nbuckets, nblocks, np;
  unsigned char *payload;
  uint32_t *sizes;           /* per piece */
  atomic_int next;
  atomic_int failed;
  job_failure failed_on[PARALLEL_MAX_THREADS]; /* by thread; none: nblocks */
} pack_job;

/* Where piece k (block b, plane p) is first written: after the table and every piece before
 * it at its largest, 1 + n (blocks before the last are full). */
static size_t piece_room(const pack_job *j, size_t b, int p, uint32_t n) {
  return 4 * j->np + b * FM_PACK_PLANES * (size_t)(1 + FM_PACK_BLOCK) + (size_t)p * (1 + n);
}

/* The counts of n symbols. Counted four ways, summed: runs of one symbol (most of a plane)
 * would otherwise make each increment wait on the one before. */
static void count_symbols(const unsigned char *sym, uint32_t n, fm_u32 count[256]) {
  fm_u32 c4[4][256] = {{0}};
  memset(count, 0, 256 * sizeof *count);
  uint32_t i = 0;
  for (; i + 4 <= n; i += 4) {
    c4[0][sym[i]]++;
    c4[1][sym[i + 1]]++;
    c4[2][sym[i + 2]]++;
    c4[3][sym[i + 3]]++;
  }
  for (; i < n; i++) count[sym[i]]++;
  for (int s = 0; s < 256; s++) count[s] += c4[0][s] + c4[1][s] + c4[2][s] + c4[3][s];
}

/* Packs one piece of n bytes `bytes` at out — coded from its differences `deltas` (not NULL: a
 * top byte's piece) when fm_pack_model_choose says so; returns its size. The calls the GPU makes
 * for it, in the same order (kernels/hist_pack.h). */
static uint32_t pack_piece(const unsigned char *bytes, const unsigned char *deltas, uint32_t n, unsigned char *coded,
                           unsigned char *out) {
  fm_u32 count[256], delta_count[256];
  count_symbols(bytes, n, count);
  if (deltas) count_symbols(deltas, n, delta_count);
  fm_pack_model m;
  fm_pack_model_choose(count, deltas ? delta_count : NULL, n, &m);
  const unsigned char *sym = m.delta ? deltas : bytes;
  fm_u32 lane_bytes[FM_PACK_LANES] = {0};
  if (m.mode == FM_PACK_RANS)
    for (int t = 0; t < FM_PACK_LANES; t++)
      lane_bytes[t] = fm_pack_encode_lane(sym, n, t, &m, coded + (size_t)(t + 1) * FM_PACK_LANE_CAP);
  const uint32_t size = fm_pack_piece_settle(&m, n, lane_bytes);
  for (int t = 0; t < FM_PACK_LANES; t++)
    fm_pack_write_lane(&m, sym, n, lane_bytes, coded + (size_t)(t + 1) * FM_PACK_LANE_CAP, t, out);
  return size;
}

static void pack_block(const pack_job *j, const block_scratch *s, size_t b) {
  const uint32_t nb = fm_pack_block_buckets(j->nbuckets, b);
  hist_block_split(j->values + b * FM_PACK_BLOCK * CHANNELS, nb, s->planes);
  for (int p = 0; p < FM_PACK_PLANES; p++) {
    const size_t k = b * FM_PACK_PLANES + (size_t)p;
    const unsigned char *plane = s->planes + (size_t)p * nb;
    if (FM_PACK_DELTA_PLANE(p)) { /* fm_pack_delta_symbol's symbols */
      s->deltas[0] = plane[0];
      for (uint32_t i = 1; i < nb; i++) s->deltas[i] = (unsigned char)(plane[i] - plane[i - 1]);
    }
    j->sizes[k] = pack_piece(plane, FM_PACK_DELTA_PLANE(p) ? s->deltas : NULL, nb, s->coded,
                             j->payload + piece_room(j, b, p, nb));
  }
}

static void pack_worker(void *arg, int thread) {
  pack_job *j = arg;
  block_scratch s = {malloc((size_t)FM_PACK_PLANES * FM_PACK_BLOCK), malloc(FM_PACK_BLOCK),
                     malloc((size_t)FM_PACK_LANES * FM_PACK_LANE_CAP)};
  for (int b; !atomic_load(&j->failed) && (b = parallel_take(&j->next, (int)j->nblocks)) >= 0;) {
    if (!s.planes || !s.deltas || !s.coded) {
      fb_errorf(&j->failed_on[thread].err, "out of memory packing a histogram of %zu buckets", j->nbuckets);
      j->failed_on[thread].job = (size_t)b;
      atomic_store(&j->failed, 1);
      break;
    }
    pack_block(j, &s, (size_t)b);
  }
  free(s.planes);
  free(s.deltas);
  free(s.coded);
}

/* Writes the table and closes the pieces up behind it, in order: piece k's final place is no
 * later than its room and ends no later than piece k+1's room, so nothing is overwritten before
 * it moves. Returns the payload's bytes. */
static size_t close_up(const pack_job *j) {
  size_t at = 4 * j->np;
  for (size_t k = 0; k < j->np; k++) {
    const size_t b = k / FM_PACK_PLANES;
    const int p = (int)(k % FM_PACK_PLANES);
    fb_put_le32(j->payload + 4 * k, j->sizes[k]);
    memmove(j->payload + at, j->payload + piece_room(j, b, p, fm_pack_block_buckets(j->nbuckets, b)), j->sizes[k]);
    at += j->sizes[k];
  }
  return at;
}

int hist_pack_f32(int width, int height, double samples, double badvals, const float *values, const hist_meta *meta,
                  void **out, size_t *n, fb_error *err) {
  *out = NULL;
  *n = 0;
  const size_t bound = hist_packed_bound(width, height);
  if (!bound || !values) return fb_errorf(err, "cannot encode a %dx%d histogram", width, height);
  const size_t nbuckets = (size_t)width * (size_t)height;
  const size_t nblocks = (size_t)fm_pack_blocks(nbuckets);
  if (nblocks > (size_t)INT32_MAX) return fb_errorf(err, "cannot encode a %dx%d histogram: too large", width, height);
  pack_job *j = calloc(1, sizeof *j);
  unsigned char *entry = malloc(HEADER_BYTES + bound);
  uint32_t *sizes = malloc(nblocks * FM_PACK_PLANES * sizeof *sizes);
  if (!j || !entry || !sizes) {
    free(j);
    free(entry);
    free(sizes);
    return fb_errorf(err, "out of memory packing a %dx%d histogram (%zu bytes)", width, height, HEADER_BYTES + bound);
  }
  j->values = values;
  j->nbuckets = nbuckets;
  j->nblocks = nblocks;
  j->np = nblocks * FM_PACK_PLANES;
  j->payload = entry + HEADER_BYTES;
  j->sizes = sizes;
  hist_failures_clear(j->failed_on, nblocks);
  parallel_run(0, (int)nblocks, pack_worker, j);
  int rc = hist_first_failure(j->failed_on, nblocks, err);
  if (rc == 0) {
    const size_t payload = close_up(j);
    const render_hist h = {.width = width, .height = height, .samples = samples, .badvals = badvals};
    hist_header_put(entry, HIST_FORMAT_PACKED, &h, meta, payload, fb_crc32(0, j->payload, payload));
    *n = HEADER_BYTES + payload;
    /* Give back the unused part of the bound (a 1080p buffer packs to about a third). */
    unsigned char *shrunk = realloc(entry, *n);
    *out = shrunk ? shrunk : entry;
    entry = NULL;
  }
  free(entry);
  free(sizes);
  free(j);
  return rc;
}
