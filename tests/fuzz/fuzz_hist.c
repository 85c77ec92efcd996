/*
 * fuzz_hist.c — the cache-entry decoder (cache/hist_decode.c, and for format 3
 * cache/hist_unpack.c and hist_packed.c) on arbitrary bytes.
 *
 * A cache entry is read back from disk, where anything may have happened to it: it must be
 * refused by its checksums and bounds ("corrupt cache entry: …") or decode to a sound
 * histogram, never be written past the buffer it is decoded into. Each input is tried twice:
 * as it is (the header CRC refuses nearly every mutation, which tests the CRC), and with the
 * header's payload size and CRC made to agree with the bytes — for a packed entry (format 3)
 * the payload's CRC too —, so that mutations reach the checks behind the CRC (sizes, the zstd
 * frame, its content checksum; the piece table, the pieces' heads and lanes; non-finite
 * values). The seeds (tests/fuzz/hist/) are entries of both formats: entry_*.bin of format 2
 * from a tiny build, packed_*.bin of format 3 (the 22x21 one is entry_4x3.bin's buffer packed:
 * CONST and RANS pieces; the 3x2 one hand-made: CONST and RAW). hist_packed_payload, the GPU's
 * way in, is tried on every input as well.
 *
 * hist_decode_f32 decodes into a buffer of exactly the size the caller asks for, allocated
 * here with nothing to spare so that ASan sees one float past it. hist_decode allocates
 * the size the header states (its contract: memory is the buckets), so entries that state
 * more than MAX_DECODE_BUCKETS are only given to hist_decode_f32, which allocates nothing.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../cache/hist_codec.h"
#include "fuzz_input.h"

enum { HEADER = 80, CHANNELS = 5, MAX_DECODE_BUCKETS = 1 << 20 };

static uint32_t get32(const uint8_t *p) { return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24; }
static void put32(uint8_t *p, uint32_t v) {
  for (int i = 0; i < 4; i++) p[i] = (uint8_t)(v >> (8 * i));
}

/* CRC-32 as zlib computes it (the codec's header checksum). */
static uint32_t crc32_of(const uint8_t *p, size_t n) {
  uint32_t c = 0xFFFFFFFFu;
  for (size_t i = 0; i < n; i++) {
    c ^= p[i];
    for (int k = 0; k < 8; k++) c = (c >> 1) ^ (0xEDB88320u & (0u - (c & 1)));
  }
  return c ^ 0xFFFFFFFFu;
}

static void fail(const char *why) {
  fprintf(stderr, "fuzz_hist: %s\n", why);
  abort();
}

/* What a decoded entry must be: its payload checksummed (the codec's contract is that the
 * payload's checksum is verified) — format 2: a zstd frame that carried a content checksum;
 * format 3: the CRC at 72 the payload's —, every value finite. */
static void check_accepted(const uint8_t *data, size_t size, const float *v, size_t nv) {
  if (size >= HEADER && get32(data + 8) == HIST_FORMAT_PACKED) {
    if (get32(data + 72) != crc32_of(data + HEADER, size - HEADER)) fail("accepted a packed entry whose payload CRC is wrong");
  } else if (size < HEADER + 5 || !(data[HEADER + 4] & 0x04)) {
    fail("accepted an entry whose payload has no checksum");
  }
  for (size_t i = 0; i < nv; i++)
    if (!isfinite(v[i])) fail("accepted an entry holding a non-finite value");
}

static void decode(const uint8_t *data, size_t size) {
  fb_error err;
  int w = 4, h = 3;
  uint64_t claimed = 0;
  if (size >= HEADER) {
    claimed = (uint64_t)get32(data + 16) * get32(data + 20);
    if (claimed >= 1 && claimed <= MAX_DECODE_BUCKETS) w = (int)get32(data + 16), h = (int)get32(data + 20);
  }
  if (claimed <= MAX_DECODE_BUCKETS) {
    render_hist hist;
    hist_meta meta;
    if (hist_decode(data, size, &hist, &meta, &err) == 0) {
      if (!hist.buckets || hist.width != w || hist.height != h) fail("hist_decode returned the wrong shape");
      size_t nv = (size_t)w * h * CHANNELS;
      float *f = malloc(nv * sizeof *f);
      if (f) {
        for (size_t i = 0; i < nv; i++) f[i] = (float)hist.buckets[i];
        check_accepted(data, size, f, nv);
        free(f);
      }
      free(hist.buckets);
    } else if (hist.buckets) {
      fail("hist_decode failed and left buckets behind");
    } else if (strncmp(err.msg, "corrupt cache entry: ", 21) != 0 && strncmp(err.msg, "out of memory", 13) != 0) {
      fail("hist_decode failed without saying the entry is corrupt");
    }
  }
  size_t nv = (size_t)w * h * CHANNELS;
  float *values = malloc(nv * sizeof *values);
  if (!values) return;
  render_hist shape;
  hist_meta meta;
  int rc = hist_decode_f32(data, size, w, h, values, &shape, &meta, &err);
  if (rc == 1) {
    if (shape.width != w || shape.height != h || shape.buckets) fail("hist_decode_f32 returned the wrong shape");
    check_accepted(data, size, values, nv);
  }
  free(values);
  /* The GPU's way in: the payload of a sound packed entry of the size asked, in place. */
  const unsigned char *payload;
  size_t payload_n;
  rc = hist_packed_payload(data, size, w, h, &shape, &meta, &payload, &payload_n, &err);
  if (rc == 1) {
    if (payload != data + HEADER || payload_n != size - HEADER || get32(data + 8) != HIST_FORMAT_PACKED ||
        shape.width != w || shape.height != h || get32(data + 72) != crc32_of(data + HEADER, size - HEADER))
      fail("hist_packed_payload accepted what it should not have");
  } else if (rc == 0) {
    if (payload) fail("hist_packed_payload returned 0 with a payload");
  } else if (strncmp(err.msg, "corrupt cache entry: ", 21) != 0) {
    fail("hist_packed_payload failed without saying the entry is corrupt");
  }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  decode(data, size);
  if (size < HEADER) return 0;
  uint8_t *fixed = malloc(size);
  if (!fixed) return 0;
  memcpy(fixed, data, size);
  const uint64_t plen = size - HEADER;
  put32(fixed + 64, (uint32_t)plen);
  put32(fixed + 68, (uint32_t)(plen >> 32));
  if (get32(fixed + 8) == HIST_FORMAT_PACKED) put32(fixed + 72, crc32_of(fixed + HEADER, plen));
  put32(fixed + 76, crc32_of(fixed, 76));
  if (memcmp(fixed, data, HEADER) != 0) decode(fixed, size);
  free(fixed);
  return 0;
}
