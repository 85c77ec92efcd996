/* Unit tests of the packed cache entry, format 3 (cache/hist_packed.c, hist_pack.c,
 * hist_unpack.c; the coder kernels/hist_pack.h): the CPU packer against a plain sequential
 * reference written here from the format's description (the GPU's kernels are compared with
 * hist_pack_f32, so it must be that reference), bit-identical round trips through hist_decode
 * and hist_decode_f32 on buffers that reach every kind of piece, hist_packed_wrap and
 * hist_packed_payload, every corruption an error and never a crash (under ASan/UBSan), and
 * the decoder's fast RANS path against fm_pack_decode_lane, verdicts included. */
#include <stdint.h>
#include <stdlib.h>

#include "cache/hist_codec.h"
#include "cache/hist_codec_internal.h"
#include "check.h"
#include "kernels/hist_pack.h"
#include "util/bytes.h"
#include "util/crc32.h"

/* ---- helpers ---- */

static uint64_t rng_state = 0x2545F4914F6CDD1Du;
static uint64_t rng(void) { /* splitmix64: the same numbers on every run */
  uint64_t z = (rng_state += 0x9E3779B97F4A7C15u);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
  return z ^ (z >> 31);
}
static float rng_unit(void) { return (float)(rng() >> 40) / 16777216.0f; }

/* A buffer that looks like a flame's: a third of the buckets empty, counts small integers
 * growing towards the middle, colours the count times a palette colour, A equal to the count
 * except in one bucket of 16 (a palette with transparency). */
static float *real_looking(int w, int h) {
  float *v = malloc((size_t)w * h * 5 * sizeof *v);
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      float *b = v + ((size_t)y * w + x) * 5;
      if (rng() % 3 == 0) {
        memset(b, 0, 5 * sizeof *b);
        continue;
      }
      const float c = (float)(1 + rng() % (1 + (unsigned)(x % 97) * (unsigned)(y % 31)));
      for (int k = 0; k < 3; k++) b[k] = c * rng_unit();
      b[3] = rng() % 16 ? c : c * 0.5f;
      b[4] = c;
    }
  return v;
}

/* Random bits where every value stays finite: the low bytes noise (RAW planes). */
static float noise_value(void) {
  uint32_t u = (uint32_t)rng() & 0x3FFFFFFFu; /* exponent below 0x7F: finite */
  float f;
  memcpy(&f, &u, sizeof f);
  return f;
}

/* The reference packer: the format's description (hist_codec.c, kernels/hist_pack.h) as it
 * reads, one piece after another, fm_pack_symbol a byte; a top byte's piece from its differences
 * where fm_pack_model_choose says so. */
static unsigned char *reference_pack(int w, int h, const float *v, size_t *payload_n) {
  const size_t n = (size_t)w * h, np = (size_t)fm_pack_blocks(n) * FM_PACK_PLANES;
  unsigned char *out = malloc(4 * np + np * (1 + FM_PACK_BLOCK));
  unsigned char *sym = malloc(FM_PACK_BLOCK), *dsym = malloc(FM_PACK_BLOCK);
  unsigned char *coded = malloc((size_t)FM_PACK_LANES * FM_PACK_LANE_CAP);
  size_t at = 4 * np;
  for (size_t k = 0; k < np; k++) {
    const size_t b = k / FM_PACK_PLANES;
    const int p = (int)(k % FM_PACK_PLANES);
    const fm_u32 nb = fm_pack_block_buckets(n, b);
    fm_u32 count[256] = {0}, dcount[256] = {0};
    for (fm_u32 i = 0; i < nb; i++) {
      const float *bucket = v + (b * FM_PACK_BLOCK + i) * 5;
      const fm_u32 byte = fm_pack_symbol(bucket, p);
      count[sym[i] = (unsigned char)byte]++;
      /* the top bytes: their differences too */
      dsym[i] = (unsigned char)((i > 0 ? byte - fm_pack_symbol(bucket - 5, p) : byte) & 255u);
      dcount[dsym[i]]++;
    }
    fm_pack_model m;
    fm_pack_model_choose(count, p % 4 == 3 ? dcount : NULL, nb, &m);
    if (m.delta) memcpy(sym, dsym, nb);
    fm_u32 lane_bytes[32] = {0};
    if (m.mode == FM_PACK_RANS)
      for (int t = 0; t < 32; t++) lane_bytes[t] = fm_pack_encode_lane(sym, nb, t, &m, coded + (t + 1) * FM_PACK_LANE_CAP);
    const fm_u32 size = fm_pack_piece_settle(&m, nb, lane_bytes);
    for (int t = 0; t < 32; t++) fm_pack_write_lane(&m, sym, nb, lane_bytes, coded + (t + 1) * FM_PACK_LANE_CAP, t, out + at);
    fb_put_le32(out + 4 * k, size);
    at += size;
  }
  free(dsym);
  free(sym);
  free(coded);
  *payload_n = at;
  return out;
}

/* The modes of an entry's pieces counted: [CONST, RAW, RANS]. */
static void count_modes(const unsigned char *entry, int w, int h, int modes[3]) {
  const size_t np = (size_t)fm_pack_blocks((size_t)w * h) * FM_PACK_PLANES;
  const unsigned char *payload = entry + HIST_HEADER_BYTES;
  size_t at = 4 * np;
  modes[0] = modes[1] = modes[2] = 0;
  for (size_t k = 0; k < np; k++) {
    modes[payload[at] < 3 ? payload[at] : 0]++;
    at += fb_get_le32(payload + 4 * k);
  }
}

/* Packs v, checks the entry against the reference and decodes it both ways, bit for bit. */
static void roundtrip(int w, int h, const float *v, int modes[3]) {
  const hist_meta meta = {7, 3};
  void *entry = NULL;
  size_t n = 0;
  fb_error err = {{0}};
  CHECK(hist_pack_f32(w, h, 1234.0, 5.0, v, &meta, &entry, &n, &err) == 0);
  if (!entry) {
    fprintf(stderr, "  %dx%d: %s\n", w, h, err.msg);
    return;
  }
  const unsigned char *e = entry;
  CHECK(fb_get_le32(e + 8) == HIST_FORMAT_PACKED && fb_get_le32(e + 28) == 0);
  CHECK(n <= HIST_HEADER_BYTES + hist_packed_bound(w, h));
  size_t ref_n;
  unsigned char *ref = reference_pack(w, h, v, &ref_n);
  CHECK(n == HIST_HEADER_BYTES + ref_n && !memcmp(e + HIST_HEADER_BYTES, ref, ref_n));
  CHECK(fb_get_le32(e + 72) == fb_crc32(0, ref, ref_n));
  free(ref);
  if (modes) count_modes(e, w, h, modes);

  const size_t nv = (size_t)w * h * 5;
  float *back = malloc(nv * sizeof *back);
  render_hist shape;
  hist_meta got_meta = {0};
  CHECK(hist_decode_f32(entry, n, w, h, back, &shape, &got_meta, &err) == 1);
  CHECK(!memcmp(back, v, nv * sizeof *v));
  CHECK(shape.width == w && shape.height == h && shape.samples == 1234.0 && shape.badvals == 5.0 && !shape.buckets);
  CHECK(got_meta.seed_first == 7 && got_meta.seed_count == 3);
  CHECK(hist_decode_f32(entry, n, w + 1, h, back, &shape, NULL, &err) == 0); /* another size */
  render_hist hd;
  CHECK(hist_decode(entry, n, &hd, NULL, &err) == 0);
  int same = hd.buckets && hd.width == w && hd.height == h && hd.samples == 1234.0;
  for (size_t i = 0; same && i < nv; i++) same = hd.buckets[i] == (double)v[i];
  CHECK(same);
  free(hd.buckets);
  free(back);
  free(entry);
}

/* ---- tests ---- */

/* hist_pack.c splits with the format-2 transform; it must be fm_pack_symbol's. */
static void test_split_is_the_symbol_transform(void) {
  const size_t nb = 1000;
  float *v = malloc(nb * 5 * sizeof *v);
  for (size_t i = 0; i < nb * 5; i++) v[i] = i % 7 ? noise_value() : (float)(i % 13);
  unsigned char *planes = malloc(nb * FM_PACK_PLANES);
  hist_block_split(v, nb, planes);
  int same = 1;
  for (int p = 0; p < FM_PACK_PLANES; p++)
    for (size_t i = 0; i < nb; i++) same &= planes[p * nb + i] == fm_pack_symbol(v + i * 5, p);
  CHECK(same);
  /* and the join undoes it as fm_pack_join_bucket would (block stride nb, not FM_PACK_BLOCK) */
  float *back = malloc(nb * 5 * sizeof *back);
  CHECK(hist_block_join(planes, nb, back) == 0);
  CHECK(!memcmp(back, v, nb * 5 * sizeof *v));
  free(back);
  free(planes);
  free(v);
}

static void test_roundtrip_sizes(void) {
  static const int sizes[][2] = {{1, 1}, {4, 3}, {255, 257}, {256, 256}, {300, 227}, {1000, 150}};
  int total[3] = {0, 0, 0};
  for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
    const int w = sizes[s][0], h = sizes[s][1];
    float *v = real_looking(w, h);
    int modes[3];
    roundtrip(w, h, v, modes);
    for (int k = 0; k < 3; k++) total[k] += modes[k];
    free(v);
  }
  CHECK(total[0] > 0 && total[1] > 0 && total[2] > 0); /* every kind of piece met */
  /* an all-zero buffer: every piece CONST, 2 bytes */
  float *zero = calloc(300 * 227 * 5, sizeof *zero);
  int modes[3];
  roundtrip(300, 227, zero, modes);
  CHECK(modes[0] == 2 * FM_PACK_PLANES && modes[1] == 0 && modes[2] == 0);
  free(zero);
}

/* A constant plane (CONST), a noise plane (RAW: rANS is not smaller) and a skewed plane, 200
 * symbols once each and one for the rest: each rounds its frequency up to 1, the sum is over
 * 4096 and fm_pack_model_build takes the excess back from the dominant symbol. */
static void test_planes_of_every_kind(void) {
  const int w = 256, h = 256; /* one whole block */
  float *v = malloc((size_t)w * h * 5 * sizeof *v);
  for (int i = 0; i < w * h; i++) {
    float *b = v + (size_t)i * 5;
    b[0] = noise_value();
    /* G's low byte: 200 distinct values once each, 7 elsewhere */
    uint32_t g = 0x3F800000u | (i < 200 ? (uint32_t)(i + 8) : 7u);
    memcpy(&b[1], &g, sizeof g);
    b[2] = 2.0f;  /* constant */
    b[3] = b[4] = (float)(1 + i % 5);
  }
  fm_u32 count[256] = {0};
  for (int i = 0; i < w * h; i++) count[fm_pack_symbol(v + (size_t)i * 5, 4)]++;
  fm_pack_model m;
  fm_pack_model_build(count, (fm_u32)(w * h), &m);
  CHECK(m.mode == FM_PACK_RANS && m.present == 201 && m.start[256] == FM_PACK_TOTAL);
  CHECK(m.start[8 + 1] - m.start[8] == 1 && m.start[7 + 1] - m.start[7] == FM_PACK_TOTAL - 200);
  int modes[3];
  roundtrip(w, h, v, modes);
  void *entry;
  size_t n;
  fb_error err;
  const hist_meta meta = {0, 1};
  CHECK(hist_pack_f32(w, h, 1, 0, v, &meta, &entry, &n, &err) == 0);
  const unsigned char *payload = (const unsigned char *)entry + HIST_HEADER_BYTES;
  size_t at = 4 * FM_PACK_PLANES;
  unsigned char mode[FM_PACK_PLANES];
  for (int p = 0; p < FM_PACK_PLANES; p++) {
    mode[p] = payload[at];
    at += fb_get_le32(payload + 4 * p);
  }
  CHECK(mode[0] == FM_PACK_RAW && mode[1] == FM_PACK_RAW); /* R's noise bytes */
  CHECK(mode[4] == FM_PACK_RANS);                         /* G's skewed byte */
  for (int p = 8; p < 12; p++) CHECK(mode[p] == FM_PACK_CONST); /* B (its top byte's differences
                                                                    would cost more: not taken) */
  for (int p = 12; p < 16; p++) CHECK(mode[p] == FM_PACK_CONST); /* A xor count: zero */
  free(entry);
  free(v);
}

/* Every byte of pattern the model can see: the excess loop with 256 symbols present. */
static void test_model_extremes(void) {
  fm_u32 count[256];
  for (int s = 0; s < 256; s++) count[s] = 1;
  count[77] = 65536 - 255;
  fm_pack_model m;
  fm_pack_model_build(count, 65536, &m);
  CHECK(m.mode == FM_PACK_RANS && m.present == 256 && m.start[256] == FM_PACK_TOTAL);
  int all_positive = 1;
  for (int s = 0; s < 256; s++) all_positive &= m.start[s + 1] > m.start[s];
  CHECK(all_positive);
  /* and a buffer whose every plane looks like that goes round */
  float *v = malloc(65536 * 5 * sizeof *v);
  for (int i = 0; i < 65536; i++)
    for (int c = 0; c < 5; c++) {
      uint32_t u = i < 256 ? 0x3F000000u | 0x010101u * (uint32_t)i : 0x3F4D4D4Du; /* finite */
      memcpy(&v[(size_t)i * 5 + c], &u, sizeof u);
    }
  roundtrip(256, 256, v, NULL);
  free(v);
}

static void test_wrap_and_payload(void) {
  const int w = 300, h = 227;
  float *v = real_looking(w, h);
  const hist_meta meta = {11, 2};
  void *entry;
  size_t n;
  fb_error err = {{0}};
  CHECK(hist_pack_f32(w, h, 99.0, 1.0, v, &meta, &entry, &n, &err) == 0);
  const size_t plen = n - HIST_HEADER_BYTES;
  /* the GPU's path: the payload written after a header's room, the header written by wrap */
  unsigned char *gpu = malloc(HIST_HEADER_BYTES + hist_packed_bound(w, h));
  memset(gpu, 0xEE, HIST_HEADER_BYTES);
  memcpy(gpu + HIST_HEADER_BYTES, (unsigned char *)entry + HIST_HEADER_BYTES, plen);
  CHECK(hist_packed_wrap(w, h, 99.0, 1.0, &meta, gpu, plen, &err) == 0);
  CHECK(!memcmp(gpu, entry, n));
  /* what wrap refuses: a cut payload, one byte too many, a table that lies, a bad piece */
  CHECK(hist_packed_wrap(w, h, 99.0, 1.0, &meta, gpu, plen - 1, &err) < 0 &&
        !strncmp(err.msg, "corrupt cache entry: ", 21));
  CHECK(hist_packed_wrap(w, h, 99.0, 1.0, &meta, gpu, hist_packed_bound(w, h) + 1, &err) < 0);
  unsigned char *t = gpu + HIST_HEADER_BYTES;
  fb_put_le32(t, fb_get_le32(t) + 1);
  fb_put_le32(t + 4, fb_get_le32(t + 4) - 1); /* the sum still right: piece 0 and 1 impossible */
  CHECK(hist_packed_wrap(w, h, 99.0, 1.0, &meta, gpu, plen, &err) < 0 && strstr(err.msg, "piece"));
  memcpy(gpu + HIST_HEADER_BYTES, (unsigned char *)entry + HIST_HEADER_BYTES, plen);
  const size_t np = 2 * FM_PACK_PLANES;
  t[4 * np] = 9; /* piece 0's mode */
  CHECK(hist_packed_wrap(w, h, 99.0, 1.0, &meta, gpu, plen, &err) < 0);
  CHECK(hist_packed_wrap(0, h, 99.0, 1.0, &meta, gpu, plen, &err) < 0);

  /* hist_packed_payload: the payload in place */
  render_hist shape;
  hist_meta got_meta;
  const unsigned char *payload;
  size_t payload_n;
  CHECK(hist_packed_payload(entry, n, w, h, &shape, &got_meta, &payload, &payload_n, &err) == 1);
  CHECK(payload == (const unsigned char *)entry + HIST_HEADER_BYTES && payload_n == plen);
  CHECK(shape.width == w && shape.height == h && shape.samples == 99.0 && got_meta.seed_first == 11);
  CHECK(hist_packed_payload(entry, n, w, h + 1, &shape, NULL, &payload, &payload_n, &err) == 0 && !payload);
  ((unsigned char *)entry)[n - 1] ^= 1;
  CHECK(hist_packed_payload(entry, n, w, h, &shape, NULL, &payload, &payload_n, &err) == -1 &&
        strstr(err.msg, "corrupt cache entry: payload checksum"));
  CHECK(hist_packed_payload(entry, 79, w, h, &shape, NULL, &payload, &payload_n, &err) == -1);
  /* a format-2 entry: 0, and it decodes as ever */
  void *z;
  size_t zn;
  CHECK(hist_encode_f32(w, h, 99.0, 1.0, v, &meta, &z, &zn, &err) == 0);
  const unsigned char *zb = z;
  CHECK(fb_get_le32(zb + 8) == HIST_FORMAT_VERSION && fb_get_le32(zb + 72) == 0 && fb_get_le32(zb + 28) == 1);
  CHECK(hist_packed_payload(z, zn, w, h, &shape, NULL, &payload, &payload_n, &err) == 0 && !payload);
  float *back = malloc((size_t)w * h * 5 * sizeof *back);
  CHECK(hist_decode_f32(z, zn, w, h, back, &shape, NULL, &err) == 1);
  CHECK(!memcmp(back, v, (size_t)w * h * 5 * sizeof *v));
  free(back);
  free(z);
  free(gpu);
  free(entry);
  free(v);
}

/* Decoding must fail with "corrupt cache entry", both ways, and leave nothing behind. */
static int fails(const unsigned char *d, size_t n, int w, int h, const char *expect) {
  render_hist hd;
  fb_error err = {{0}}, err2 = {{0}};
  int rc = hist_decode(d, n, &hd, NULL, &err);
  int ok = rc == -1 && !hd.buckets && !strncmp(err.msg, "corrupt cache entry: ", 21) && (!expect || strstr(err.msg, expect));
  free(hd.buckets);
  float *v = malloc((size_t)w * h * 5 * sizeof *v);
  render_hist shape;
  rc = hist_decode_f32(d, n, w, h, v, &shape, NULL, &err2);
  ok &= rc == -1 && !strncmp(err2.msg, "corrupt cache entry: ", 21);
  free(v);
  if (!ok) fprintf(stderr, "  decode of %zu bytes: '%s' / '%s'\n", n, err.msg, err2.msg);
  return ok;
}

/* Both CRCs made to agree with the bytes, so that the checks behind them are what refuses. */
static void reseal(unsigned char *d, size_t n) {
  fb_put_le32(d + 72, fb_crc32(0, d + HIST_HEADER_BYTES, n - HIST_HEADER_BYTES));
  fb_put_le32(d + 76, fb_crc32(0, d, 76));
}

/* The first RANS piece of an entry: its offset in the entry, its number, its present symbols. */
static size_t first_rans(const unsigned char *e, int w, int h, fm_u32 *present) {
  const size_t np = (size_t)fm_pack_blocks((size_t)w * h) * FM_PACK_PLANES;
  size_t at = HIST_HEADER_BYTES + 4 * np;
  for (size_t k = 0; k < np; k++) {
    if (e[at] == FM_PACK_RANS) {
      *present = 0;
      for (int s = 0; s < 256; s++) *present += (e[at + 1 + s / 8] >> (s % 8)) & 1;
      return at;
    }
    at += fb_get_le32(e + HIST_HEADER_BYTES + 4 * k);
  }
  return 0;
}

static void test_corruption(void) {
  const int w = 300, h = 227;
  float *v = real_looking(w, h);
  const hist_meta meta = {0, 1};
  void *entry;
  size_t n;
  fb_error err;
  CHECK(hist_pack_f32(w, h, 10.0, 0.0, v, &meta, &entry, &n, &err) == 0);
  unsigned char *d = malloc(n + 8);
  memcpy(d, entry, n);
  /* flipped bytes anywhere: the CRCs */
  int all = 1;
  for (size_t i = 0; i < n; i += i < 200 ? 1 : 997) {
    d[i] ^= 0x24;
    all &= fails(d, n, w, h, NULL);
    d[i] ^= 0x24;
  }
  CHECK(all);
  /* cut entries, trailing bytes */
  all = 1;
  for (size_t len = 0; len < n; len += len < 500 ? 7 : 4999) all &= fails(d, len, w, h, NULL);
  all &= fails(d, n - 1, w, h, NULL);
  d[n] = 0;
  all &= fails(d, n + 1, w, h, NULL);
  CHECK(all);
  /* a cut payload with a header and CRCs that agree: the table no longer fits */
  fb_put_le64(d + 64, n - 1 - HIST_HEADER_BYTES);
  reseal(d, n - 1);
  CHECK(fails(d, n - 1, w, h, "piece"));
  memcpy(d, entry, n);

  /* from here both CRCs agree with the bytes: the piece checks refuse */
  const size_t np = (size_t)fm_pack_blocks((size_t)w * h) * FM_PACK_PLANES;
  unsigned char *t = d + HIST_HEADER_BYTES;
  /* a bad piece size, the sum kept */
  fb_put_le32(t + 8, fb_get_le32(t + 8) + 3);
  fb_put_le32(t + 12, fb_get_le32(t + 12) - 3);
  reseal(d, n);
  CHECK(fails(d, n, w, h, "not one the packer writes"));
  memcpy(d, entry, n);
  /* a size past the payload */
  fb_put_le32(t + 4 * (np - 1), 0xFFFFFFF0u);
  reseal(d, n);
  CHECK(fails(d, n, w, h, "past the payload"));
  memcpy(d, entry, n);
  /* a packed entry claiming a zstd level */
  fb_put_le32(d + 28, 1);
  reseal(d, n);
  CHECK(fails(d, n, w, h, "zstd level"));
  memcpy(d, entry, n);

  fm_u32 present;
  const size_t at = first_rans(d, w, h, &present);
  CHECK(at > 0);
  if (at) {
    unsigned char *freq = d + at + 33, *lanes = freq + 2 * present;
    /* a lane length changed, the next one the other way: the sizes hold, the lanes do not */
    for (int lane = 0; lane < 31; lane += 5) {
      const unsigned a = lanes[2 * lane] | lanes[2 * lane + 1] << 8, b = lanes[2 * lane + 2] | lanes[2 * lane + 3] << 8;
      lanes[2 * lane] = (unsigned char)(a + 1), lanes[2 * lane + 1] = (unsigned char)((a + 1) >> 8);
      lanes[2 * lane + 2] = (unsigned char)(b - 1), lanes[2 * lane + 3] = (unsigned char)((b - 1) >> 8);
      reseal(d, n);
      CHECK(fails(d, n, w, h, "does not decode"));
      memcpy(d, entry, n);
    }
    /* a frequency moved from one symbol to another: the sum holds, the lanes do not */
    const unsigned f0 = freq[0] | freq[1] << 8, f1 = freq[2] | freq[3] << 8;
    if (f1 > 1) {
      freq[0] = (unsigned char)(f0 + 1), freq[1] = (unsigned char)((f0 + 1) >> 8);
      freq[2] = (unsigned char)(f1 - 1), freq[3] = (unsigned char)((f1 - 1) >> 8);
      reseal(d, n);
      CHECK(fails(d, n, w, h, "does not decode"));
      memcpy(d, entry, n);
    }
    /* a frequency changed alone: the sum is not 4096 */
    freq[0] ^= 1;
    reseal(d, n);
    CHECK(fails(d, n, w, h, "not one the packer writes"));
    memcpy(d, entry, n);
    /* a coded byte of each lane changed: refused by the CRC, and behind it decoded without
     * harm. The lanes' own checks are no integrity check: rANS falls back into step after a
     * wrong byte often enough (about one damaged lane in three on a skewed plane decodes, one
     * symbol wrong, its state back at 2^23 and every byte used), so the payload CRC is what
     * catches damage to the coded bytes. */
    size_t lane_at = at + 33 + 2 * present + 2 * FM_PACK_LANES;
    int refused = 0;
    for (int lane = 0; lane < 32; lane++) {
      const unsigned len = lanes[2 * lane] | lanes[2 * lane + 1] << 8;
      d[lane_at + len / 2] ^= 0x5A;
      CHECK(fails(d, n, w, h, "payload checksum"));
      reseal(d, n);
      render_hist hd;
      fb_error e2;
      const int rc = hist_decode(d, n, &hd, NULL, &e2);
      refused += rc < 0;
      CHECK(rc == 0 || (!hd.buckets && !strncmp(e2.msg, "corrupt cache entry: ", 21)));
      free(hd.buckets);
      memcpy(d, entry, n);
      lane_at += len;
    }
    CHECK(refused > 0);
    /* a present symbol's bit cleared: the head and its sizes no longer agree */
    int byte = 0;
    while (byte < 31 && !d[at + 1 + byte]) byte++;
    d[at + 1 + byte] &= (unsigned char)(d[at + 1 + byte] - 1); /* its lowest set bit */
    reseal(d, n);
    CHECK(fails(d, n, w, h, NULL));
    memcpy(d, entry, n);
  }
  free(d);
  free(entry);
  /* a buffer holding an infinity packs, and is refused when read back */
  v[5 * 1000 + 2] = INFINITY;
  CHECK(hist_pack_f32(w, h, 10.0, 0.0, v, &meta, &entry, &n, &err) == 0);
  CHECK(fails(entry, n, w, h, "infinite or NaN"));
  free(entry);
  free(v);
}

/* A piece of n symbols from `sym`, RANS whatever its size (the settle step skipped, so that
 * small and noisy pieces are RANS too) unless one symbol: its bytes into out, its size. */
static fm_u32 forced_rans(const unsigned char *sym, fm_u32 n, unsigned char *out) {
  static unsigned char coded[FM_PACK_LANES * FM_PACK_LANE_CAP];
  fm_u32 count[256] = {0};
  for (fm_u32 i = 0; i < n; i++) count[sym[i]]++;
  fm_pack_model m;
  fm_pack_model_build(count, n, &m);
  fm_u32 lane_bytes[32] = {0}, size = 2;
  if (m.mode == FM_PACK_RANS) {
    size = fm_pack_head_bytes(&m);
    for (int t = 0; t < 32; t++) size += lane_bytes[t] = fm_pack_encode_lane(sym, n, t, &m, coded + (t + 1) * FM_PACK_LANE_CAP);
  }
  for (int t = 0; t < 32; t++) fm_pack_write_lane(&m, sym, n, lane_bytes, coded + (t + 1) * FM_PACK_LANE_CAP, t, out);
  return size;
}

/* fm_pack_parse and fm_pack_decode_lane on every lane: the reference verdict and symbols. */
static int reference_unpack(const unsigned char *piece, fm_u32 bytes, fm_u32 n, unsigned char *sym) {
  fm_pack_model m;
  fm_u32 lane_at[33];
  if (fm_pack_parse(piece, bytes, n, &m, lane_at) < 0) return -1;
  int rc = 0;
  for (int t = 0; t < 32; t++) rc |= fm_pack_decode_lane(piece, &m, lane_at, n, t, sym);
  return rc ? -1 : 0;
}

static void test_fast_decode_is_the_reference(void) {
  unsigned char *sym = malloc(FM_PACK_BLOCK), *piece = malloc(1 + FM_PACK_HEAD_MAX + 32 * FM_PACK_LANE_CAP);
  unsigned char *a = malloc(FM_PACK_BLOCK), *b = malloc(FM_PACK_BLOCK);
  int agree = 1, accepted_damaged = 0, rans = 0, low_starts = 0;
  for (int round = 0; round < 300; round++) {
    const fm_u32 n = round % 4 == 0 ? 1 + (fm_u32)(rng() % 40) : 1 + (fm_u32)(rng() % FM_PACK_BLOCK);
    const unsigned alphabet = 2 + (unsigned)(rng() % 255), skew = (unsigned)(rng() % 4);
    for (fm_u32 i = 0; i < n; i++) {
      unsigned s = (unsigned)(rng() % alphabet);
      for (unsigned k = 0; k < skew; k++) s = s * (unsigned)(rng() % (alphabet)) / alphabet; /* towards 0 */
      sym[i] = (unsigned char)s;
    }
    const fm_u32 size = forced_rans(sym, n, piece);
    rans += piece[0] == FM_PACK_RANS;
    /* sound: both decode it to the symbols */
    int ra = reference_unpack(piece, size, n, a), rb = hist_unpack_piece(piece, size, n, b);
    agree &= ra == 0 && rb == 0 && !memcmp(a, sym, n) && !memcmp(b, sym, n);
    /* damaged: one to three bytes anywhere, or a lane's first state below 2^23 */
    for (int damage = 0; damage < 8; damage++) {
      unsigned char *copy = malloc(size);
      memcpy(copy, piece, size);
      if (damage == 7 && piece[0] == FM_PACK_RANS) {
        fm_pack_model m;
        fm_u32 lane_at[33];
        fm_pack_parse(copy, size, n, &m, lane_at);
        const int t = (int)(rng() % 32);
        copy[lane_at[t] + 2] &= 0x7F; /* the state below 2^23 */
        copy[lane_at[t] + 3] = 0;
        low_starts++;
      } else {
        for (int k = 0; k <= damage % 3; k++) copy[rng() % size] ^= (unsigned char)(1 + rng() % 255);
      }
      ra = reference_unpack(copy, size, n, a);
      rb = hist_unpack_piece(copy, size, n, b);
      agree &= ra == rb && (ra < 0 || !memcmp(a, b, n));
      accepted_damaged += ra == 0 && memcmp(copy, piece, size) != 0;
      free(copy);
    }
  }
  CHECK(agree);
  CHECK(rans > 200 && low_starts > 100);
  (void)accepted_damaged; /* a changed CONST value or RAW byte decodes: the CRC is their check */
  free(sym);
  free(piece);
  free(a);
  free(b);
}

/* A lane the encoder never writes but whose symbols would still decode: its first state below
 * 2^23, the first step's three bytes read one by one. Both decoders refuse it (a first state
 * outside [2^23, 2^31) is not the encoder's; within it a step reads at most two bytes, which
 * the fast decoder relies on). Built from a sound piece: lane 0's first step decoded by hand,
 * its state z then reached from z >> 24 through three bytes. */
static void test_first_state_below_the_range(void) {
  enum { N = 4096 };
  static unsigned char sym[N], coded[FM_PACK_LANES * FM_PACK_LANE_CAP], piece[40000], forged[40000], a[N], b[N];
  for (int i = 0; i < N; i++) sym[i] = (unsigned char)(i % 7 == 0 ? i % 5 : 0);
  fm_u32 count[256] = {0};
  for (int i = 0; i < N; i++) count[sym[i]]++;
  fm_pack_model m;
  fm_pack_model_build(count, N, &m);
  fm_u32 lane_bytes[32], size = fm_pack_head_bytes(&m);
  for (int t = 0; t < 32; t++) size += lane_bytes[t] = fm_pack_encode_lane(sym, N, t, &m, coded + (t + 1) * FM_PACK_LANE_CAP);
  for (int t = 0; t < 32; t++) fm_pack_write_lane(&m, sym, N, lane_bytes, coded + (t + 1) * FM_PACK_LANE_CAP, t, piece);
  fm_u32 lane_at[33];
  CHECK(m.mode == FM_PACK_RANS && fm_pack_parse(piece, size, N, &m, lane_at) == 0);
  const unsigned char *p = piece + lane_at[0];
  const fm_u32 x = fb_get_le32(p), slot = x & 4095, s = fm_pack_find(&m, slot), f = m.start[s + 1] - m.start[s];
  p += 4;
  fm_u32 z = f * (x >> 12) + slot - m.start[s];
  while (z < FM_PACK_LOW) z = z << 8 | *p++;
  const fm_u32 y = z >> 24, x0 = ((y / f) << 12) + y % f + m.start[s]; /* steps to (s, y) */
  const fm_u32 head = fm_pack_head_bytes(&m), rest = (fm_u32)(piece + lane_at[1] - p), len = 4 + 3 + rest;
  memcpy(forged, piece, head);
  forged[head - 64] = (unsigned char)len, forged[head - 63] = (unsigned char)(len >> 8);
  unsigned char *q = forged + head;
  fb_put_le32(q, x0);
  q[4] = (unsigned char)(z >> 16), q[5] = (unsigned char)(z >> 8), q[6] = (unsigned char)z;
  memcpy(q + 7, p, rest);
  memcpy(q + len, piece + lane_at[1], size - lane_at[1]);
  const fm_u32 forged_size = head + len + (size - lane_at[1]);
  CHECK(x0 < FM_PACK_LOW);
  CHECK(reference_unpack(forged, forged_size, N, a) < 0);
  CHECK(hist_unpack_piece(forged, forged_size, N, b) < 0);
  /* The piece it came from decodes, in both. */
  CHECK(reference_unpack(piece, size, N, a) == 0 && !memcmp(a, sym, N));
  CHECK(hist_unpack_piece(piece, size, N, b) == 0 && !memcmp(b, sym, N));
}

/* hist_packed_count_sum: the counts' sum of a packed buffer from its count pieces alone, the
 * floats' sum in bucket order to the bit (frame_check_in_frame_f32's), on a buffer of several
 * blocks whose count pieces go every way (RANS, differences, RAW); a damaged payload is refused. */
static void test_count_sum(void) {
  const int w = 300, h = 500; /* 150,000 buckets: three blocks, the last short */
  float *v = malloc((size_t)w * h * 5 * sizeof *v);
  double want = 0;
  for (int i = 0; i < w * h; i++) {
    float *b = v + (size_t)i * 5;
    const float count = i % 7 == 0 ? 0.0f : (float)(1 + (rng() % 900));
    b[0] = count * 0.25f;
    b[1] = count * 0.5f;
    b[2] = noise_value();
    b[3] = b[4] = count * 255.0f;
    want += b[4];
  }
  void *entry;
  size_t n;
  fb_error err;
  const hist_meta meta = {0, 1};
  CHECK(hist_pack_f32(w, h, 1, 0, v, &meta, &entry, &n, &err) == 0);
  double sum = -1;
  CHECK(hist_packed_count_sum(entry, n, w, h, &sum, &err) == 0);
  CHECK(sum == want);
  CHECK(hist_packed_count_sum(entry, n, w + 1, h, &sum, &err) < 0); /* another size */
  ((unsigned char *)entry)[n - 10] ^= 1;
  CHECK(hist_packed_count_sum(entry, n, w, h, &sum, &err) < 0 && strstr(err.msg, "corrupt cache entry"));
  free(entry);
  free(v);
}

int main(void) {
  RUN(test_split_is_the_symbol_transform);
  RUN(test_roundtrip_sizes);
  RUN(test_planes_of_every_kind);
  RUN(test_model_extremes);
  RUN(test_wrap_and_payload);
  RUN(test_corruption);
  RUN(test_fast_decode_is_the_reference);
  RUN(test_first_state_below_the_range);
  RUN(test_count_sum);
  return check_summary("hist_pack");
}
