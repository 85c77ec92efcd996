/*
 * hist_packed.c — a format-3 (packed) payload checked and wrapped in its header (contract in
 * hist_codec.h: hist_packed_bound, hist_packed_wrap, hist_packed_payload; the format at the top
 * of hist_codec.c, the pieces in kernels/hist_pack.h).
 *
 * The GPU packs a buffer on the device and hands back only the payload: the host checks it here
 * before it becomes an entry, and a reader checks it again (hist_packed_check: the payload's
 * CRC, then the piece table and every piece's head) before anything sized by it is allocated.
 * The lanes' coded bytes are checked as they are decoded (hist_unpack.c).
 */
#include <stdlib.h>

#include "hist_codec_internal.h"

#include "../kernels/hist_pack.h"
#include "../util/bytes.h"
#include "../util/crc32.h"

size_t hist_packed_pieces(size_t nbuckets) { return (size_t)fm_pack_blocks(nbuckets) * FM_PACK_PLANES; }

/* The bytes of a buffer of nbuckets at most: the table, and every piece RAW (1 + n: CONST's 2
 * is no more for n >= 1, RANS is smaller by construction). */
static uint64_t packed_bound(uint64_t nbuckets) {
  const uint64_t np = hist_packed_pieces(nbuckets);
  return 4 * np + np + FM_PACK_PLANES * nbuckets;
}

size_t hist_packed_bound(int width, int height) {
  if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) return 0;
  const uint64_t nbuckets = (uint64_t)width * (uint64_t)height;
  if (nbuckets * CHANNELS * sizeof(double) > MAX_RAW_BYTES) return 0;
  return (size_t)packed_bound(nbuckets);
}

/* Whether `piece`, `bytes` long, can be what the packer wrote for n symbols: fm_pack_parse
 * accepts it (its mode, sizes, frequencies, lane lengths adding up to it) and a RANS piece is
 * smaller than the RAW one it was preferred to (fm_pack_piece_settle). */
static int piece_sound(const unsigned char *piece, uint32_t bytes, uint32_t n) {
  fm_pack_model m;
  fm_u32 lane_at[FM_PACK_LANES + 1];
  if (fm_pack_parse(piece, bytes, n, &m, lane_at) < 0) return 0;
  return m.mode != FM_PACK_RANS || bytes < 1 + n;
}

/* The piece table and every piece's head (hist_packed_check without the CRC). */
static int packed_table(const unsigned char *payload, size_t plen, size_t nbuckets, size_t **at, fb_error *err) {
  if (at) *at = NULL;
  const size_t np = hist_packed_pieces(nbuckets);
  /* np * 4 cannot overflow: nbuckets is a checked header's (at most 2^38 / 40 buckets). */
  if (plen < 4 * np) return hist_corrupt(err, "payload shorter than its piece table");
  size_t *offs = NULL;
  if (at && !(offs = malloc(np * sizeof *offs)))
    return fb_errorf(err, "out of memory decoding a histogram of %zu buckets", nbuckets);
  /* Each size is checked against what is left before the piece is looked at, so a table that
   * lies is refused without reading past the payload. */
  uint64_t pos = 4 * (uint64_t)np;
  const char *why = NULL;
  for (size_t k = 0; k < np && !why; k++) {
    const uint32_t size = fb_get_le32(payload + 4 * k);
    const uint32_t n = fm_pack_block_buckets(nbuckets, k / FM_PACK_PLANES);
    if (size > plen - pos)
      why = "a piece runs past the payload";
    else if (!piece_sound(payload + pos, size, n))
      why = "a piece of the payload is not one the packer writes";
    else {
      if (offs) offs[k] = (size_t)pos;
      pos += size;
    }
  }
  if (!why && pos != plen) why = "bytes after the payload's last piece";
  if (why) {
    free(offs);
    return hist_corrupt(err, why);
  }
  if (at) *at = offs;
  return 0;
}

int hist_packed_check(const unsigned char *payload, size_t plen, size_t nbuckets, uint32_t crc, size_t **at,
                      fb_error *err) {
  if (at) *at = NULL;
  /* The CRC first: damage on disk is told as such, and nothing below reads a damaged table. */
  if (fb_crc32(0, payload, plen) != crc) return hist_corrupt(err, "payload checksum mismatch");
  return packed_table(payload, plen, nbuckets, at, err);
}

int hist_packed_wrap(int width, int height, double samples, double badvals, const hist_meta *meta,
                     unsigned char *entry, size_t payload_bytes, fb_error *err) {
  const size_t bound = hist_packed_bound(width, height);
  if (!bound) return fb_errorf(err, "cannot encode a %dx%d histogram", width, height);
  /* A payload larger than the bound cannot be sound; refusing it here also keeps the checks
   * from reading further than the GPU could have written. */
  if (payload_bytes > bound) return hist_corrupt(err, "payload larger than a packed buffer's bound");
  const size_t nbuckets = (size_t)width * (size_t)height;
  unsigned char *payload = entry + HEADER_BYTES;
  if (packed_table(payload, payload_bytes, nbuckets, NULL, err) < 0) return -1;
  const uint32_t crc = fb_crc32(0, payload, payload_bytes);
  const render_hist h = {.width = width, .height = height, .samples = samples, .badvals = badvals};
  hist_header_put(entry, HIST_FORMAT_PACKED, &h, meta, payload_bytes, crc);
  return 0;
}

int hist_packed_payload(const void *data, size_t n, int width, int height, render_hist *shape, hist_meta *meta,
                        const unsigned char **payload, size_t *payload_bytes, fb_error *err) {
  memset(shape, 0, sizeof *shape);
  *payload = NULL;
  *payload_bytes = 0;
  render_hist got = {0};
  hist_meta gotmeta;
  hist_header hd;
  if (hist_header_check(data, n, &got, &gotmeta, &hd, err) < 0) return -1;
  if (hd.version != HIST_FORMAT_PACKED || got.width != width || got.height != height) return 0;
  const unsigned char *p = (const unsigned char *)data + HEADER_BYTES;
  if (hist_packed_check(p, hd.payload, (size_t)got.width * (size_t)got.height, hd.payload_crc, NULL, err) < 0)
    return -1;
  *shape = got;
  if (meta) *meta = gotmeta;
  *payload = p;
  *payload_bytes = hd.payload;
  return 1;
}
