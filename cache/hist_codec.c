/*
 * hist_codec.c — the accumulation-buffer format (contract in hist_codec.h): the header written
 * and checked, the byte-split transform, and the record of what the encoder's and decoder's
 * threads failed on. The encoder is hist_encode.c, the decoder hist_decode.c, hist_add
 * hist_add.c; what they share, hist_codec_internal.h.
 *
 * On-disk format, version 2 (zstd, hist_encode's) and version 3 (packed, the GPU's and
 * hist_pack_f32's, below). All integers little-endian; doubles are IEEE-754 binary64 bit
 * patterns stored as little-endian 64-bit integers.
 *
 *   offset size  field
 *    0      8    magic: 0x89 'F' 'B' 'H' 'I' 'S' 'T' '\n'  (the 0x89 and \n catch 7-bit and
 *                text-mode mangling, as PNG's magic does)
 *    8      4    format version = 2 (3: packed, below)
 *   12      4    header size in bytes = 80
 *   16      4    width  (buckets per row, render_hist.width), 1 .. 2^20
 *   20      4    height (rows), 1 .. 2^20
 *   24      4    channels per bucket = 5 (R, G, B, A, count)
 *   28      4    zstd level used (informational; any level decodes)
 *   32      8    samples (double): iterations accumulated
 *   40      8    badvals (double)
 *   48      8    seed_first  } the buffer is the sum of the iterations with seeds
 *   56      8    seed_count  } seed_first .. seed_first + seed_count - 1
 *   64      8    payload size in bytes = file size - 80
 *   72      4    reserved, 0
 *   76      4    CRC-32 (IEEE, as zlib's crc32) of bytes 0..75
 *   80      …    payload: one or more zstd frames, each with its content size and its
 *                content checksum (XXH64, low 32 bits) set, holding runs of consecutive
 *                buckets in order (content size = the run's buckets*5*4), together every
 *                bucket. This encoder writes one frame per segment of HIST_SEGMENT_BUCKETS
 *                (the last shorter); entries written before segments hold one frame of every
 *                bucket; the decoder reads any split.
 *
 * Every bucket value is stored as the IEEE-754 binary32 bit pattern of the float equal to it:
 * buffers are canonical (render/render.h: every value a float32 represents exactly), so 4
 * bytes hold a value losslessly. hist_encode checks this and refuses any other buffer.
 *
 * A frame's content is its buckets, transformed to compress well, in blocks of
 * HIST_BLOCK_BUCKETS buckets counted from the frame's first, in row-major bucket order (the
 * frame's last block may be shorter).
 * A block of b buckets is 5 channel planes in the order R, G, B, A', count, each plane 4
 * byte planes of b bytes: byte k (k = 0 least significant .. 3) of every value of the
 * channel in turn. A' is the bit pattern of A XOR the bit pattern of count: with the opaque
 * palettes of nearly every flame A equals count, so A' is all zero bytes.
 *
 * Why this layout (bench/BENCHMARKS.md, "Accumulation-buffer cache"): exponents and high
 * mantissa bytes of neighbouring buckets repeat; grouping each byte position of one channel
 * makes those repeats runs (the low two mantissa bytes of the colour sums are noise and stay
 * as they are). Blocks keep the transform's scratch memory at one block (1.25 MiB) instead of
 * a second copy of the buffer. Measured on 1080p buffers (CPU and GPU-emulated): level 3
 * saves 0.3-0.8% for 1.2-1.7 times the encoding time, so level 1; a delta of the float bit
 * patterns along the row before the byte split (difference or XOR with the left neighbour)
 * makes entries 3-9% larger (XOR: 1.6% smaller on the densest), so none.
 *
 * Segments: a 4K supersample-2 buffer (33 M buckets) took one core ~2.5 s to encode, and a
 * build's last frames or a watcher's re-finish waited on it; segments are compressed and
 * decompressed on several cores at once (util/parallel.h: the cores the calls in progress
 * share). Their bounds depend on the size alone, so the bytes are the same on any machine. A
 * segment of 1 M buckets (20 MiB of content) compresses as well as one frame of everything (a
 * 1080p buffer: 11,301,974 bytes against 11,302,031) and puts a 1080p re-finish's decode on
 * three cores; a buffer of at most one segment is written as before segments.
 *
 * Version 3, packed: the GPU packs its buffer on the device and downloads about a third of its
 * bytes, and no host core spends 146 ms a 1080p frame in zstd (the H200 host's: 55% of a GPU
 * build's host CPU).
 * The header is version 2's with version = 3, the field at 28 = 0 (no zstd level) and at 72
 * the CRC-32 (as zlib's crc32) of the whole payload; the header CRC at 76 still covers bytes
 * 0..75. The payload CRC is the integrity check of the coded bytes: rANS falls back into step
 * after a wrong byte often enough (a third of the lanes damaged in one byte still decode, one
 * symbol wrong, on a skewed plane) that the lanes' own checks catch a writer's bug, not damage.
 *
 * The payload is the same buckets, cut by kernels/hist_pack.h (which describes the pieces and
 * their coder, order-0 rANS in 32 interleaved lanes) into blocks of FM_PACK_BLOCK
 * (65,536) buckets, the last shorter, and each block into FM_PACK_PLANES (20) pieces, one a
 * byte plane: plane p is byte p % 4 of channel p / 4 as above (A' = A XOR count). Piece number
 * block * 20 + plane. With np = 20 * blocks pieces:
 *
 *   [u32 size of piece 0] .. [u32 size of piece np-1] [piece 0] [piece 1] .. [piece np-1]
 *
 * so the payload is 4*np + the sum of the sizes. A piece of n symbols (its block's buckets) is
 * CONST (2 bytes), RAW (1 + n) or RANS (its head, then its lanes, smaller than 1 + n). The
 * packer (hist_pack.c on the CPU, the GPU's kernels alike: the same functions of
 * kernels/hist_pack.h, so the same bytes) per piece: count the symbols (and, for a top byte's
 * piece, its differences from the previous bucket's byte), fm_pack_model_choose (the
 * differences where they code smaller: the head's FM_PACK_DELTA_FLAG, and the decoder adds them
 * up again); for a RANS model each lane t coded by fm_pack_encode_lane into an area of its own, the mode
 * settled by fm_pack_piece_settle (RAW where RANS is not smaller), each lane's share written
 * by fm_pack_write_lane. The decoder checks the CRC, the table (the sizes add up to the
 * payload), every piece's head (fm_pack_parse), decodes every lane with its checks (its bytes
 * used exactly, its state back at the encoder's start) and refuses non-finite values.
 * Measured on a real 1080p GPU buffer (dev/host_output.c, one core): 14,211,937 bytes against
 * version 2's 13,790,348 (3% larger; 15,181,169 without the differences, which also take 0-5%
 * off five realworld flames at 960x540); hist_pack_f32 190 ms and its decode 92 ms of CPU
 * against zstd's 67 and 38 ms, so the CPU backend keeps writing version 2; wrapping what the
 * GPU packed (hist_packed_wrap: the table, the heads, the CRC) 2.4 ms.
 *
 * Version 1 stored the doubles of a buffer that was not rounded (8 byte planes a value);
 * its entries are refused as corrupt ("written by an older flamebuild"), so they are misses.
 *
 * Integrity: the header CRC catches a damaged header before any size in it is used; the
 * frame checksum (format 3: the payload CRC) and the exact sizes catch a damaged or cut
 * payload; a final scan refuses infinities and NaNs, which no valid buffer holds.
 */
#include <string.h>

#include "hist_codec_internal.h"

#include "../util/bytes.h"
#include "../util/crc32.h"

static const unsigned char MAGIC[8] = {0x89, 'F', 'B', 'H', 'I', 'S', 'T', '\n'};

static double double_of(uint64_t u) {
  double d;
  memcpy(&d, &u, sizeof d);
  return d;
}

/* The float32 bit pattern of a float. */
static uint32_t load_bits(const float *f) {
  uint32_t u;
  memcpy(&u, f, sizeof u);
  return u;
}

/* The header: the table above, written and checked (hist_codec_internal.h). */

int hist_corrupt(fb_error *err, const char *why) { return fb_errorf(err, "corrupt cache entry: %s", why); }

void hist_header_put(unsigned char *hd, uint32_t version, const render_hist *h, const hist_meta *meta,
                     size_t payload, uint32_t payload_crc) {
  const int packed = version == HIST_FORMAT_PACKED;
  memcpy(hd, MAGIC, sizeof MAGIC);
  fb_put_le32(hd + 8, version);
  fb_put_le32(hd + 12, HEADER_BYTES);
  fb_put_le32(hd + 16, (uint32_t)h->width);
  fb_put_le32(hd + 20, (uint32_t)h->height);
  fb_put_le32(hd + 24, CHANNELS);
  fb_put_le32(hd + 28, packed ? 0 : (uint32_t)HIST_ZSTD_LEVEL);
  fb_put_le64(hd + 32, bits_of(h->samples));
  fb_put_le64(hd + 40, bits_of(h->badvals));
  fb_put_le64(hd + 48, meta->seed_first);
  fb_put_le64(hd + 56, meta->seed_count);
  fb_put_le64(hd + 64, payload);
  fb_put_le32(hd + 72, packed ? payload_crc : 0);
  fb_put_le32(hd + 76, fb_crc32(0, hd, 76));
}

int hist_header_check(const unsigned char *p, size_t n, render_hist *h, hist_meta *meta, hist_header *hd,
                      fb_error *err) {
  if (n < HEADER_BYTES) {
    return fb_errorf(err, "corrupt cache entry: %zu bytes, shorter than the %d-byte header", n, HEADER_BYTES);
  }
  if (memcmp(p, MAGIC, sizeof MAGIC) != 0) return hist_corrupt(err, "not an accumulation buffer (wrong magic)");
  uint32_t version = fb_get_le32(p + 8);
  if (version == 1) return hist_corrupt(err, "written by an older flamebuild (format 1)");
  if (version != HIST_FORMAT_VERSION && version != HIST_FORMAT_PACKED)
    return fb_errorf(err, "corrupt cache entry: format version %u, this flamebuild reads versions %d and %d",
                     version, HIST_FORMAT_VERSION, HIST_FORMAT_PACKED);
  if (fb_get_le32(p + 76) != fb_crc32(0, p, 76)) return hist_corrupt(err, "header checksum mismatch");
  /* From here on the header is as it was written; the checks below catch a writer's bug or
   * a deliberately forged file, not disk damage. */
  uint32_t hsize = fb_get_le32(p + 12), w = fb_get_le32(p + 16), ht = fb_get_le32(p + 20), ch = fb_get_le32(p + 24);
  if (hsize != HEADER_BYTES) return hist_corrupt(err, "unexpected header size");
  if (ch != CHANNELS) return hist_corrupt(err, "not 5 channels per bucket");
  if (version == HIST_FORMAT_PACKED && fb_get_le32(p + 28) != 0)
    return hist_corrupt(err, "a packed entry (format 3) with a zstd level");
  if (w < 1 || ht < 1 || w > MAX_SIDE || ht > MAX_SIDE) return hist_corrupt(err, "impossible histogram size");
  if ((uint64_t)w * ht * CHANNELS * sizeof(double) > MAX_RAW_BYTES)
    return hist_corrupt(err, "impossible histogram size");
  uint64_t raw64 = (uint64_t)w * ht * CHANNELS * VALUE_BYTES;
  double samples = double_of(fb_get_le64(p + 32)), badvals = double_of(fb_get_le64(p + 40));
  /* !(x >= 0) is also true for NaN */
  if (!(samples >= 0) || !(badvals >= 0) || samples > 1e300 || badvals > 1e300)
    return hist_corrupt(err, "sample or bad-value count out of range");
  uint64_t seed_first = fb_get_le64(p + 48), seed_count = fb_get_le64(p + 56);
  if (seed_first + seed_count < seed_first) return hist_corrupt(err, "seed range wraps around");
  uint64_t plen = fb_get_le64(p + 64);
  if (plen != n - HEADER_BYTES) {
    return plen > n - HEADER_BYTES ? hist_corrupt(err, "truncated (payload shorter than its header says)")
                                        : hist_corrupt(err, "trailing bytes after the payload");
  }
  h->width = (int)w;
  h->height = (int)ht;
  h->samples = samples;
  h->badvals = badvals;
  if (meta) {
    meta->seed_first = seed_first;
    meta->seed_count = seed_count;
  }
  hd->version = version;
  hd->raw = (size_t)raw64;
  hd->payload = (size_t)plen;
  hd->payload_crc = version == HIST_FORMAT_PACKED ? fb_get_le32(p + 72) : 0;
  return 0;
}

/* One block of nb buckets of floats (nb*CHANNELS values) into the planar, byte-split layout
 * at dst. A block (1.25 MiB) does not stay in a core's L2, so it goes in tiles that do: each
 * tile is read once per channel, writing that channel's four byte planes. This loop and zstd
 * are the whole cost of an entry.
 *
 * The runs below move the values of buckets [i0, i1) of one channel: plainly, and for the
 * split on x86 with SSSE3 (every x86-64 CPU since 2006; checked at run time) four buckets at a
 * time, their bytes transposed by one shuffle — 2.3x less CPU for the split, 6% of a GPU
 * build's. The same shuffle for the join measured slower than the plain loop, which GCC
 * vectorises. */
enum { SPLIT_TILE = 2048 };

typedef struct plane_run {
  const float *v;             /* the block's buckets */
  int ch;                     /* the channel; 3 is A xor count */
  unsigned char *p[4];        /* its byte planes, least significant first */
} plane_run;

static uint32_t channel_bits(const float *v, size_t i, int ch) {
  uint32_t u = load_bits(v + i * CHANNELS + ch);
  if (ch == 3) u ^= load_bits(v + i * CHANNELS + 4); /* A' = A xor count */
  return u;
}

static void split_plain(const plane_run *r, size_t i0, size_t i1) {
  for (size_t i = i0; i < i1; i++) {
    const uint32_t u = channel_bits(r->v, i, r->ch);
    for (int k = 0; k < 4; k++) r->p[k][i] = (unsigned char)(u >> (8 * k));
  }
}

/* Joins the values of channel ch into dst (count, channel 4, already there for A'); returns
 * how many are not finite. */
static size_t join_plain(const unsigned char *const p[4], float *dst, int ch, size_t i0, size_t i1) {
  size_t bad = 0;
  for (size_t i = i0; i < i1; i++) {
    uint32_t u = (uint32_t)p[0][i] | (uint32_t)p[1][i] << 8 | (uint32_t)p[2][i] << 16 | (uint32_t)p[3][i] << 24;
    if (ch == 3) u ^= load_bits(dst + i * CHANNELS + 4);
    bad += ((u >> 23) & 0xFF) == 0xFF; /* exponent all ones: infinity or NaN */
    memcpy(dst + i * CHANNELS + ch, &u, sizeof u);
  }
  return bad;
}

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#define HAVE_SSSE3_RUNS 1

__attribute__((target("ssse3"))) static void split_ssse3(const plane_run *r, size_t i0, size_t i1) {
  /* byte k of the four values -> bytes 4k..4k+3 */
  const __m128i transpose = _mm_setr_epi8(0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15);
  size_t i = i0;
  for (; i + 4 <= i1; i += 4) {
    const __m128i u = _mm_setr_epi32((int)channel_bits(r->v, i, r->ch), (int)channel_bits(r->v, i + 1, r->ch),
                                     (int)channel_bits(r->v, i + 2, r->ch), (int)channel_bits(r->v, i + 3, r->ch));
    uint32_t planes[4];
    _mm_storeu_si128((__m128i *)planes, _mm_shuffle_epi8(u, transpose));
    for (int k = 0; k < 4; k++) memcpy(r->p[k] + i, &planes[k], 4);
  }
  split_plain(r, i, i1);
}

static int have_ssse3(void) {
  static int known = -1; /* a benign race: every thread computes the same answer */
  if (known < 0) known = __builtin_cpu_supports("ssse3") ? 1 : 0;
  return known;
}
#endif

void hist_block_split(const float *v, size_t nb, unsigned char *dst) {
#ifdef HAVE_SSSE3_RUNS
  void (*run)(const plane_run *, size_t, size_t) = have_ssse3() ? split_ssse3 : split_plain;
#else
  void (*run)(const plane_run *, size_t, size_t) = split_plain;
#endif
  for (size_t t0 = 0; t0 < nb; t0 += SPLIT_TILE) {
    const size_t t1 = nb - t0 < SPLIT_TILE ? nb : t0 + SPLIT_TILE;
    for (int ch = 0; ch < CHANNELS; ch++) {
      unsigned char *p0 = dst + (size_t)ch * VALUE_BYTES * nb;
      const plane_run r = {v, ch, {p0, p0 + nb, p0 + 2 * nb, p0 + 3 * nb}};
      run(&r, t0, t1);
    }
  }
}

/* The inverse of hist_block_split, into floats, tile by tile the same way. Returns the number
 * of non-finite values met. Count (channel 4) is rebuilt first because A needs it. */
size_t hist_block_join(const unsigned char *src, size_t nb, float *dst) {
  static const int order[CHANNELS] = {4, 0, 1, 2, 3};
  size_t bad = 0;
  for (size_t t0 = 0; t0 < nb; t0 += SPLIT_TILE) {
    const size_t t1 = nb - t0 < SPLIT_TILE ? nb : t0 + SPLIT_TILE;
    for (int o = 0; o < CHANNELS; o++) {
      const int ch = order[o];
      const unsigned char *p0 = src + (size_t)ch * VALUE_BYTES * nb;
      const unsigned char *const p[4] = {p0, p0 + nb, p0 + 2 * nb, p0 + 3 * nb};
      bad += join_plain(p, dst, ch, t0, t1);
    }
  }
  return bad;
}

/* The failure record of the encoder's and decoder's threads (hist_codec_internal.h). */

void hist_failures_clear(job_failure *f, size_t none) {
  for (int t = 0; t < PARALLEL_MAX_THREADS; t++) f[t].job = none; /* threads that never ran failed nothing */
}

int hist_first_failure(const job_failure *f, size_t none, fb_error *err) {
  size_t first = none;
  for (int t = 0; t < PARALLEL_MAX_THREADS; t++)
    if (f[t].job < first) {
      first = f[t].job;
      fb_errorf(err, "%s", f[t].err.msg);
    }
  return first < none ? -1 : 0;
}
