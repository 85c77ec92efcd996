/*
 * hist_codec.c — the accumulation-buffer format (contract in hist_codec.h).
 *
 * On-disk format, version 2. All integers little-endian; doubles are IEEE-754 binary64 bit
 * patterns stored as little-endian 64-bit integers.
 *
 *   offset size  field
 *    0      8    magic: 0x89 'F' 'B' 'H' 'I' 'S' 'T' '\n'  (the 0x89 and \n catch 7-bit and
 *                text-mode mangling, as PNG's magic does)
 *    8      4    format version = 2
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
 * Version 1 stored the doubles of a buffer that was not rounded (8 byte planes a value);
 * its entries are refused as corrupt ("written by an older flamebuild"), so they are misses.
 *
 * Integrity: the header CRC catches a damaged header before any size in it is used; the
 * frame checksum and the exact sizes catch a damaged or cut payload; a final scan refuses
 * infinities and NaNs, which no valid buffer holds.
 */
#include "hist_codec.h"

#include <stdlib.h>
#include <string.h>
#include <zstd.h>

#include "../util/parallel.h"

/* fm_canonical_bucket_value only: hist_add rounds with the very function every backend
 * rounds with (an inline definition in a header; no kernel or render code is called). */
#include "../kernels/flame_math.h"
#include "../util/bytes.h"
#include "../util/crc32.h"

/* Only the encoder chooses the level (-DHIST_ZSTD_LEVEL=N to benchmark another). */
#ifndef HIST_ZSTD_LEVEL
#define HIST_ZSTD_LEVEL 1
#endif

enum {
  HEADER_BYTES = 80,
  CHANNELS = 5,
  VALUE_BYTES = 4,           /* a float32 per value */
  HIST_BLOCK_BUCKETS = 65536,
  HIST_SEGMENT_BUCKETS = 16 * HIST_BLOCK_BUCKETS, /* 1,048,576 buckets, 20 MiB of content */
  MAX_SIDE = 1 << 20,
};

static const unsigned char MAGIC[8] = {0x89, 'F', 'B', 'H', 'I', 'S', 'T', '\n'};

/* Refused before allocating: no real histogram is this big (in decoded doubles), a crafted
 * header could be. */
#define MAX_RAW_BYTES ((uint64_t)1 << 38)

static uint64_t bits_of(double d) {
  uint64_t u;
  memcpy(&u, &d, sizeof u);
  return u;
}
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

/* Copies n doubles into floats; returns the index of the first that is not exactly a float
 * (a canonical buffer holds none: render_hist_round_to_float), or n. Infinities and NaNs
 * convert (the decoder refuses them, as it always did). */
static size_t doubles_to_floats(const double *d, size_t n, float *f) {
  for (size_t i = 0; i < n; i++) {
    f[i] = (float)d[i];
    if (bits_of((double)f[i]) != bits_of(d[i])) return i;
  }
  return n;
}

/* One block of nb buckets of floats (nb*CHANNELS values) into the planar, byte-split layout
 * at dst. A block (1.25 MiB) does not stay in a core's L2, so it goes in tiles that do: each
 * tile is read once per channel, writing that channel's four byte planes. This loop and zstd
 * are the whole cost of an entry. */
enum { SPLIT_TILE = 2048 };
static void block_split(const float *v, size_t nb, unsigned char *dst) {
  for (size_t t0 = 0; t0 < nb; t0 += SPLIT_TILE) {
    const size_t t1 = nb - t0 < SPLIT_TILE ? nb : t0 + SPLIT_TILE;
    for (int ch = 0; ch < CHANNELS; ch++) {
      unsigned char *p0 = dst + (size_t)ch * VALUE_BYTES * nb, *p1 = p0 + nb, *p2 = p1 + nb, *p3 = p2 + nb;
      for (size_t i = t0; i < t1; i++) {
        uint32_t u = load_bits(v + i * CHANNELS + ch);
        if (ch == 3) u ^= load_bits(v + i * CHANNELS + 4); /* A' = A xor count */
        p0[i] = (unsigned char)u;
        p1[i] = (unsigned char)(u >> 8);
        p2[i] = (unsigned char)(u >> 16);
        p3[i] = (unsigned char)(u >> 24);
      }
    }
  }
}

/* The inverse of block_split, into floats, tile by tile the same way. Returns the number of
 * non-finite values met. Count (channel 4) is rebuilt first because A needs it. */
static size_t block_join(const unsigned char *src, size_t nb, float *dst) {
  static const int order[CHANNELS] = {4, 0, 1, 2, 3};
  size_t bad = 0;
  for (size_t t0 = 0; t0 < nb; t0 += SPLIT_TILE) {
    const size_t t1 = nb - t0 < SPLIT_TILE ? nb : t0 + SPLIT_TILE;
    for (int o = 0; o < CHANNELS; o++) {
      const int ch = order[o];
      const unsigned char *p0 = src + (size_t)ch * VALUE_BYTES * nb, *p1 = p0 + nb, *p2 = p1 + nb, *p3 = p2 + nb;
      for (size_t i = t0; i < t1; i++) {
        uint32_t u = (uint32_t)p0[i] | (uint32_t)p1[i] << 8 | (uint32_t)p2[i] << 16 | (uint32_t)p3[i] << 24;
        if (ch == 3) u ^= load_bits(dst + i * CHANNELS + 4);
        bad += ((u >> 23) & 0xFF) == 0xFF;   /* exponent all ones: infinity or NaN */
        memcpy(dst + i * CHANNELS + ch, &u, sizeof u);
      }
    }
  }
  return bad;
}

static int zstd_error(fb_error *err, const char *what, size_t code) {
  return fb_errorf(err, "zstd %s failed: %s", what, ZSTD_getErrorName(code));
}

/* What one thread needs to encode a segment. */
typedef struct segment_coder {
  ZSTD_CCtx *cctx;
  float *values;             /* one block of floats: a double buffer converted */
  unsigned char *planes;     /* one block, byte-split */
} segment_coder;

static int coder_make(segment_coder *c) {
  if (c->cctx) return 0;
  c->cctx = ZSTD_createCCtx();
  c->values = malloc((size_t)HIST_BLOCK_BUCKETS * CHANNELS * sizeof(float));
  c->planes = malloc((size_t)HIST_BLOCK_BUCKETS * CHANNELS * VALUE_BYTES);
  if (c->cctx && c->values && c->planes) return 0;
  ZSTD_freeCCtx(c->cctx);
  free(c->values);
  free(c->planes);
  *c = (segment_coder){0};
  return -1;
}

struct hist_encoder {
  segment_coder coder[PARALLEL_MAX_THREADS]; /* [0] made with the encoder, the others when a
                                                buffer of several segments first needs them */
  unsigned char *out;        /* header + compressed payload, grown to the bound */
  size_t out_cap;
};

hist_encoder *hist_encoder_new(void) {
  hist_encoder *e = calloc(1, sizeof *e);
  if (!e) return NULL;
  if (coder_make(&e->coder[0]) < 0) {
    hist_encoder_free(e);
    return NULL;
  }
  return e;
}

void hist_encoder_free(hist_encoder *e) {
  if (!e) return;
  for (int i = 0; i < PARALLEL_MAX_THREADS; i++) {
    ZSTD_freeCCtx(e->coder[i].cctx);
    free(e->coder[i].values);
    free(e->coder[i].planes);
  }
  free(e->out);
  free(e);
}

/* The buckets of segment `seg` of a buffer of `nbuckets`. */
static size_t segment_buckets(size_t nbuckets, size_t seg) {
  const size_t first = seg * HIST_SEGMENT_BUCKETS;
  return nbuckets - first < HIST_SEGMENT_BUCKETS ? nbuckets - first : HIST_SEGMENT_BUCKETS;
}

/* What a thread of a parallel encode or decode failed on: the first of its jobs (segments,
 * frames) that failed, or `none`, and why. The entry's error is the lowest failed job's. */
typedef struct job_failure {
  size_t job;
  fb_error err;
} job_failure;

static void failures_clear(job_failure *f, size_t none) {
  for (int t = 0; t < PARALLEL_MAX_THREADS; t++) f[t].job = none; /* threads that never ran failed nothing */
}

static int first_failure(const job_failure *f, size_t none, fb_error *err) {
  size_t first = none;
  for (int t = 0; t < PARALLEL_MAX_THREADS; t++)
    if (f[t].job < first) {
      first = f[t].job;
      fb_errorf(err, "%s", f[t].err.msg);
    }
  return first < none ? -1 : 0;
}

/* One buffer's encoding, its segments shared among threads. */
typedef struct encode_job {
  hist_encoder *e;
  const render_hist *h;
  const double *d;
  const float *f;
  size_t nbuckets, nseg;
  size_t *at, *written;      /* per segment: where its frame goes in e->out, its length */
  atomic_int next;
  atomic_int failed;         /* 1 once a segment failed: the others stop taking */
  job_failure failed_on[PARALLEL_MAX_THREADS]; /* by thread; none: nseg */
} encode_job;

/* Compresses segment `seg` into one zstd frame at e->out + at[seg]. */
static int encode_segment(const encode_job *j, segment_coder *c, size_t seg, fb_error *err) {
  const render_hist *h = j->h;
  const size_t begin = seg * HIST_SEGMENT_BUCKETS, end = begin + segment_buckets(j->nbuckets, seg);
  const size_t cap = ZSTD_compressBound((end - begin) * CHANNELS * VALUE_BYTES);
  size_t r;
  if (ZSTD_isError(r = ZSTD_CCtx_reset(c->cctx, ZSTD_reset_session_only)) ||
      ZSTD_isError(r = ZSTD_CCtx_setParameter(c->cctx, ZSTD_c_compressionLevel, HIST_ZSTD_LEVEL)) ||
      ZSTD_isError(r = ZSTD_CCtx_setParameter(c->cctx, ZSTD_c_checksumFlag, 1)) ||
      ZSTD_isError(r = ZSTD_CCtx_setParameter(c->cctx, ZSTD_c_contentSizeFlag, 1)) ||
      ZSTD_isError(r = ZSTD_CCtx_setPledgedSrcSize(c->cctx, (end - begin) * CHANNELS * VALUE_BYTES)))
    return zstd_error(err, "setup", r);
  ZSTD_outBuffer ob = {j->e->out + j->at[seg], cap, 0};
  for (size_t first = begin; first < end; first += HIST_BLOCK_BUCKETS) {
    size_t nb = end - first < HIST_BLOCK_BUCKETS ? end - first : HIST_BLOCK_BUCKETS;
    const float *values = j->f ? j->f + first * CHANNELS : c->values;
    if (!j->f) {
      const double *block = j->d + first * CHANNELS;
      size_t bad = doubles_to_floats(block, nb * CHANNELS, c->values);
      if (bad < nb * CHANNELS) {
        /* Lossless is the contract: a value 4 bytes cannot hold is the caller's bug (a
         * backend that did not round), not something to store approximately. */
        size_t bucket = first + bad / CHANNELS;
        return fb_errorf(err, "not a canonical (float32) buffer: bucket %zu (x %zu, y %zu) channel %zu holds %.17g",
                         bucket, bucket % (size_t)h->width, bucket / (size_t)h->width, bad % CHANNELS, block[bad]);
      }
    }
    block_split(values, nb, c->planes);
    int last = first + nb == end;
    ZSTD_inBuffer ib = {c->planes, nb * CHANNELS * VALUE_BYTES, 0};
    /* The output holds ZSTD_compressBound(the segment), so each call consumes its whole
     * input; loop anyway, as the streaming API asks, until the input is used (and, at the
     * end, until the frame is flushed: the return value is then what is left to flush). */
    for (;;) {
      r = ZSTD_compressStream2(c->cctx, &ob, &ib, last ? ZSTD_e_end : ZSTD_e_continue);
      if (ZSTD_isError(r)) return zstd_error(err, "compression", r);
      if (last ? r == 0 : ib.pos == ib.size) break;
      if (ob.pos == ob.size) return fb_errorf(err, "zstd compression: output larger than its bound");
    }
  }
  j->written[seg] = ob.pos;
  return 0;
}

static void encode_worker(void *arg, int thread) {
  encode_job *j = arg;
  segment_coder *c = &j->e->coder[thread]; /* only this thread's during the run */
  for (int seg; !atomic_load(&j->failed) && (seg = parallel_take(&j->next, (int)j->nseg)) >= 0;) {
    fb_error *err = &j->failed_on[thread].err;
    if ((coder_make(c) < 0 && fb_errorf(err, "out of memory encoding a %dx%d histogram", j->h->width, j->h->height)) ||
        encode_segment(j, c, (size_t)seg, err) < 0) {
      j->failed_on[thread].job = (size_t)seg;
      atomic_store(&j->failed, 1);
    }
  }
}

/* Encodes h's size and counts with the values of d (doubles, each exactly a float) or f
 * (floats) into e->out. */
static int encode(hist_encoder *e, const render_hist *h, const double *d, const float *f, const hist_meta *meta,
                  size_t *n, fb_error *err) {
  *n = 0;
  if (h->width < 1 || h->height < 1 || h->width > MAX_SIDE || h->height > MAX_SIDE || (!d && !f))
    return fb_errorf(err, "cannot encode a %dx%d histogram", h->width, h->height);
  size_t nbuckets = (size_t)h->width * (size_t)h->height;
  if ((uint64_t)nbuckets * CHANNELS * sizeof(double) > MAX_RAW_BYTES)
    return fb_errorf(err, "cannot encode a %dx%d histogram: too large", h->width, h->height);
  /* Each segment's frame first goes at the place its bound leaves it, then they close up. */
  const size_t nseg = (nbuckets + HIST_SEGMENT_BUCKETS - 1) / HIST_SEGMENT_BUCKETS;
  encode_job *j = calloc(1, sizeof *j);
  size_t *at = malloc(2 * nseg * sizeof *at);
  if (!j || !at) {
    free(j);
    free(at);
    return fb_errorf(err, "out of memory encoding a %dx%d histogram", h->width, h->height);
  }
  size_t cap = HEADER_BYTES;
  for (size_t seg = 0; seg < nseg; seg++) {
    at[seg] = cap;
    cap += ZSTD_compressBound(segment_buckets(nbuckets, seg) * CHANNELS * VALUE_BYTES);
  }
  if (cap > e->out_cap) {
    free(e->out);
    e->out_cap = 0;
    if (!(e->out = malloc(cap))) {
      free(j);
      free(at);
      return fb_errorf(err, "out of memory encoding a %dx%d histogram (%zu bytes)", h->width, h->height, cap);
    }
    e->out_cap = cap;
  }
  j->e = e;
  j->h = h;
  j->d = d;
  j->f = f;
  j->nbuckets = nbuckets;
  j->nseg = nseg;
  j->at = at;
  j->written = at + nseg;
  failures_clear(j->failed_on, nseg);
  parallel_run(0, (int)nseg, encode_worker, j);
  const int rc = first_failure(j->failed_on, nseg, err);
  size_t payload = 0;
  for (size_t seg = 0; seg < nseg && rc == 0; seg++) {
    memmove(e->out + HEADER_BYTES + payload, e->out + at[seg], j->written[seg]);
    payload += j->written[seg];
  }
  free(j);
  free(at);
  if (rc < 0) return -1;
  unsigned char *hd = e->out;
  memcpy(hd, MAGIC, sizeof MAGIC);
  fb_put_le32(hd + 8, HIST_FORMAT_VERSION);
  fb_put_le32(hd + 12, HEADER_BYTES);
  fb_put_le32(hd + 16, (uint32_t)h->width);
  fb_put_le32(hd + 20, (uint32_t)h->height);
  fb_put_le32(hd + 24, CHANNELS);
  fb_put_le32(hd + 28, (uint32_t)HIST_ZSTD_LEVEL);
  fb_put_le64(hd + 32, bits_of(h->samples));
  fb_put_le64(hd + 40, bits_of(h->badvals));
  fb_put_le64(hd + 48, meta->seed_first);
  fb_put_le64(hd + 56, meta->seed_count);
  fb_put_le64(hd + 64, payload);
  fb_put_le32(hd + 72, 0);
  fb_put_le32(hd + 76, fb_crc32(0, hd, 76));
  *n = HEADER_BYTES + payload;
  return 0;
}

int hist_encoder_run_f32(hist_encoder *e, int width, int height, double samples, double badvals, const float *values,
                         const hist_meta *meta, const void **out, size_t *n, fb_error *err) {
  const render_hist h = {.width = width, .height = height, .samples = samples, .badvals = badvals};
  *out = NULL;
  if (encode(e, &h, NULL, values, meta, n, err) < 0) return -1;
  *out = e->out;
  return 0;
}

/* A one-off encoder whose output buffer the caller takes. */
static int encode_once(const render_hist *h, const double *d, const float *f, const hist_meta *meta, void **out,
                       size_t *n, fb_error *err) {
  *out = NULL;
  *n = 0;
  hist_encoder *e = hist_encoder_new();
  if (!e) return fb_errorf(err, "out of memory encoding a %dx%d histogram", h->width, h->height);
  int rc = encode(e, h, d, f, meta, n, err);
  if (rc == 0) {
    /* Give back the unused part of the bound (a dense buffer compresses to 40-60%). */
    unsigned char *shrunk = realloc(e->out, *n);
    *out = shrunk ? shrunk : e->out;
    e->out = NULL;
  }
  hist_encoder_free(e);
  return rc;
}

static int corrupt(fb_error *err, const char *why) { return fb_errorf(err, "corrupt cache entry: %s", why); }

/* Checks the header; fills the sizes it vouches for. */
static int check_header(const unsigned char *p, size_t n, render_hist *h, hist_meta *meta, size_t *raw,
                        size_t *payload, fb_error *err) {
  if (n < HEADER_BYTES) {
    return fb_errorf(err, "corrupt cache entry: %zu bytes, shorter than the %d-byte header", n, HEADER_BYTES);
  }
  if (memcmp(p, MAGIC, sizeof MAGIC) != 0) return corrupt(err, "not an accumulation buffer (wrong magic)");
  uint32_t version = fb_get_le32(p + 8);
  if (version == 1) return corrupt(err, "written by an older flamebuild (format 1)");
  if (version != HIST_FORMAT_VERSION)
    return fb_errorf(err, "corrupt cache entry: format version %u, this flamebuild reads version %d", version,
                     HIST_FORMAT_VERSION);
  if (fb_get_le32(p + 76) != fb_crc32(0, p, 76)) return corrupt(err, "header checksum mismatch");
  /* From here on the header is as it was written; the checks below catch a writer's bug or
   * a deliberately forged file, not disk damage. */
  uint32_t hsize = fb_get_le32(p + 12), w = fb_get_le32(p + 16), ht = fb_get_le32(p + 20), ch = fb_get_le32(p + 24);
  if (hsize != HEADER_BYTES) return corrupt(err, "unexpected header size");
  if (ch != CHANNELS) return corrupt(err, "not 5 channels per bucket");
  if (w < 1 || ht < 1 || w > MAX_SIDE || ht > MAX_SIDE) return corrupt(err, "impossible histogram size");
  if ((uint64_t)w * ht * CHANNELS * sizeof(double) > MAX_RAW_BYTES) return corrupt(err, "impossible histogram size");
  uint64_t raw64 = (uint64_t)w * ht * CHANNELS * VALUE_BYTES;
  double samples = double_of(fb_get_le64(p + 32)), badvals = double_of(fb_get_le64(p + 40));
  /* !(x >= 0) is also true for NaN */
  if (!(samples >= 0) || !(badvals >= 0) || samples > 1e300 || badvals > 1e300)
    return corrupt(err, "sample or bad-value count out of range");
  uint64_t seed_first = fb_get_le64(p + 48), seed_count = fb_get_le64(p + 56);
  if (seed_first + seed_count < seed_first) return corrupt(err, "seed range wraps around");
  uint64_t plen = fb_get_le64(p + 64);
  if (plen != n - HEADER_BYTES) {
    return plen > n - HEADER_BYTES ? corrupt(err, "truncated (payload shorter than its header says)")
                                   : corrupt(err, "trailing bytes after the payload");
  }
  h->width = (int)w;
  h->height = (int)ht;
  h->samples = samples;
  h->badvals = badvals;
  if (meta) {
    meta->seed_first = seed_first;
    meta->seed_count = seed_count;
  }
  *raw = (size_t)raw64;
  *payload = (size_t)plen;
  return 0;
}

int hist_encode(const render_hist *h, const hist_meta *meta, void **out, size_t *n, fb_error *err) {
  return encode_once(h, h->buckets, NULL, meta, out, n, err);
}

int hist_encode_f32(int width, int height, double samples, double badvals, const float *values, const hist_meta *meta,
                    void **out, size_t *n, fb_error *err) {
  const render_hist h = {.width = width, .height = height, .samples = samples, .badvals = badvals};
  return encode_once(&h, NULL, values, meta, out, n, err);
}

/* One frame of a payload: the buckets it holds and where it lies. */
typedef struct payload_frame {
  size_t first, nb;          /* buckets [first, first + nb) */
  size_t at, size;           /* bytes [at, at + size) of the payload */
} payload_frame;

/* Finds the payload's frames and checks them before anything is allocated for the values:
 * each a complete zstd frame declaring its content size — a whole number of buckets, at least
 * one — and a content checksum; together exactly the payload and every bucket, in order. Any
 * split is read (the segments of whatever size wrote it, one frame of everything).
 * *frames (malloc'd) and *nframes; -1 with the reason. */
static int payload_frames(const unsigned char *payload, size_t plen, size_t nbuckets, payload_frame **frames,
                          size_t *nframes, fb_error *err) {
  const size_t bucket_bytes = CHANNELS * VALUE_BYTES;
  payload_frame *fr = NULL;
  size_t at = 0, k = 0, cap = 0, first = 0;
  const char *why = NULL;
  while (!why && at < plen) {
    const size_t fsize = ZSTD_findFrameCompressedSize(payload + at, plen - at);
    if (ZSTD_isError(fsize)) {
      why = "payload is not a sequence of complete zstd frames";
      break;
    }
    const unsigned long long content = ZSTD_getFrameContentSize(payload + at, fsize);
    if (first == nbuckets)
      why = "bytes after the payload's last zstd frame";
    else if (content == ZSTD_CONTENTSIZE_ERROR || content == ZSTD_CONTENTSIZE_UNKNOWN || content == 0 ||
             content % bucket_bytes || content / bucket_bytes > nbuckets - first)
      why = "payload size does not match the histogram size";
    /* zstd verifies a frame's content checksum only if the frame says it has one: bit 2 of
     * the frame header descriptor, after the 4-byte magic (RFC 8878 3.1.1.1.1). Without this
     * check an entry whose frame drops it decoded unverified (found by fuzzing). */
    else if (fsize < 5 || !(payload[at + 4] & 0x04))
      why = "payload has no content checksum";
    else {
      if (k == cap) {
        cap = cap ? 2 * cap : 16;
        payload_frame *grown = realloc(fr, cap * sizeof *fr);
        if (!grown) {
          free(fr);
          return fb_errorf(err, "out of memory decoding a histogram of %zu buckets", nbuckets);
        }
        fr = grown;
      }
      const size_t nb = (size_t)(content / bucket_bytes);
      fr[k++] = (payload_frame){first, nb, at, fsize};
      first += nb;
    }
    at += fsize;
  }
  if (!why && first != nbuckets) why = "payload size does not match the histogram size";
  if (why) {
    free(fr);
    return corrupt(err, why);
  }
  *frames = fr;
  *nframes = k;
  return 0;
}

/* One entry's decoding, its frames shared among threads. */
typedef struct decode_job {
  const unsigned char *payload;
  const payload_frame *frames;
  size_t nframes;
  float *dst;
  atomic_int next;
  atomic_int failed;
  size_t bad[PARALLEL_MAX_THREADS];            /* non-finite values met, by thread */
  job_failure failed_on[PARALLEL_MAX_THREADS]; /* by thread; none: nframes */
} decode_job;

/* Decompresses each frame straight into its place in dst (this also verifies its checksum),
 * then undoes the transform block by block through one block of scratch: a block's planes
 * take exactly the bytes its floats take. */
static void decode_worker(void *arg, int thread) {
  decode_job *j = arg;
  const size_t block_bytes = (size_t)HIST_BLOCK_BUCKETS * CHANNELS * VALUE_BYTES;
  unsigned char *scratch = malloc(block_bytes);
  ZSTD_DCtx *dctx = ZSTD_createDCtx();
  for (int k; !atomic_load(&j->failed) && (k = parallel_take(&j->next, (int)j->nframes)) >= 0;) {
    const payload_frame *fr = &j->frames[k];
    fb_error *err = &j->failed_on[thread].err;
    float *dst = j->dst + fr->first * CHANNELS;
    size_t r = 0;
    if (!scratch || !dctx)
      fb_errorf(err, "out of memory decoding a histogram");
    else if (ZSTD_isError(r = ZSTD_decompressDCtx(dctx, dst, fr->nb * CHANNELS * VALUE_BYTES, j->payload + fr->at,
                                                  fr->size)))
      fb_errorf(err, "corrupt cache entry: payload does not decompress (%s)", ZSTD_getErrorName(r));
    else if (r != fr->nb * CHANNELS * VALUE_BYTES)
      corrupt(err, "payload decompresses to the wrong size");
    else {
      for (size_t first = 0; first < fr->nb; first += HIST_BLOCK_BUCKETS) {
        size_t nb = fr->nb - first < HIST_BLOCK_BUCKETS ? fr->nb - first : HIST_BLOCK_BUCKETS;
        memcpy(scratch, dst + first * CHANNELS, nb * CHANNELS * VALUE_BYTES);
        j->bad[thread] += block_join(scratch, nb, dst + first * CHANNELS);
      }
      continue;
    }
    j->failed_on[thread].job = (size_t)k;
    atomic_store(&j->failed, 1);
  }
  ZSTD_freeDCtx(dctx);
  free(scratch);
}

/* Checks an entry and decodes its values as floats into the buffer `want` gives for the
 * header's width*height*5 values (*got: check_header fills it, and `want` is called with it
 * once the payload's sizes are checked, before anything is written — returning NULL stops with rc 0). */
static int decode(const void *data, size_t n, render_hist *got, hist_meta *meta,
                  float *(*want)(void *ctx, const render_hist *got), void *ctx, fb_error *err) {
  size_t raw = 0, plen = 0;
  const unsigned char *p = data;
  if (check_header(p, n, got, meta, &raw, &plen, err) < 0) return -1;
  const unsigned char *payload = p + HEADER_BYTES;
  const size_t nbuckets = (size_t)got->width * (size_t)got->height;
  payload_frame *frames = NULL;
  size_t nframes = 0;
  if (payload_frames(payload, plen, nbuckets, &frames, &nframes, err) < 0) return -1;
  float *dst = want(ctx, got);
  if (!dst) {
    free(frames);
    return 0; /* no destination: the caller says why */
  }
  decode_job *j = calloc(1, sizeof *j);
  if (!j) {
    free(frames);
    return fb_errorf(err, "out of memory decoding a %dx%d histogram", got->width, got->height);
  }
  j->payload = payload;
  j->frames = frames;
  j->nframes = nframes;
  j->dst = dst;
  failures_clear(j->failed_on, nframes);
  parallel_run(0, (int)nframes, decode_worker, j);
  int rc = first_failure(j->failed_on, nframes, err) < 0 ? -1 : 1;
  size_t bad = 0;
  for (int t = 0; t < PARALLEL_MAX_THREADS; t++) bad += j->bad[t];
  if (rc > 0 && bad) rc = fb_errorf(err, "corrupt cache entry: %zu values are infinite or NaN", bad);
  free(j);
  free(frames);
  return rc;
}

/* hist_decode's destination: doubles, the floats decoded into their first half. */
static float *want_doubles(void *ctx, const render_hist *got) {
  double **buckets = ctx;
  *buckets = malloc((size_t)got->width * (size_t)got->height * CHANNELS * sizeof(double));
  return (float *)*buckets;
}

int hist_decode(const void *data, size_t n, render_hist *h, hist_meta *meta, fb_error *err) {
  memset(h, 0, sizeof *h);
  render_hist got = {0};
  hist_meta gotmeta;
  double *buckets = NULL;
  int rc = decode(data, n, &got, &gotmeta, want_doubles, &buckets, err);
  if (rc == 0 && !buckets)
    fb_errorf(err, "out of memory decoding a %dx%d histogram", got.width, got.height);
  if (rc <= 0) {
    free(buckets);
    return -1;
  }
  /* Widen in place, last value first: double i overwrites floats 2i and 2i+1, which are i
   * itself (read just before) or values already widened. */
  unsigned char *bytes = (unsigned char *)buckets;
  for (size_t i = (size_t)got.width * got.height * CHANNELS; i-- > 0;) {
    float f;
    memcpy(&f, bytes + i * sizeof f, sizeof f);
    const double d = f;
    memcpy(bytes + i * sizeof d, &d, sizeof d);
  }
  got.buckets = buckets;
  *h = got;
  if (meta) *meta = gotmeta;
  return 0;
}

typedef struct want_f32 {
  int width, height;
  float *values;
} want_f32;

static float *want_floats(void *ctx, const render_hist *got) {
  const want_f32 *w = ctx;
  return got->width == w->width && got->height == w->height ? w->values : NULL;
}

int hist_decode_f32(const void *data, size_t n, int width, int height, float *values, render_hist *shape,
                    hist_meta *meta, fb_error *err) {
  memset(shape, 0, sizeof *shape);
  want_f32 w = {width, height, values};
  render_hist got = {0};
  hist_meta gotmeta;
  int rc = decode(data, n, &got, &gotmeta, want_floats, &w, err);
  if (rc <= 0) return rc;
  *shape = got;
  if (meta) *meta = gotmeta;
  return 1;
}

int hist_add(render_hist *dst, hist_meta *dst_meta, const render_hist *src, const hist_meta *src_meta,
             fb_error *err) {
  if (dst->width != src->width || dst->height != src->height)
    return fb_errorf(err, "cannot add a %dx%d histogram to a %dx%d one", src->width, src->height, dst->width,
                     dst->height);
  if (!dst->buckets || !src->buckets) return fb_errorf(err, "cannot add an empty histogram");
  uint64_t dfirst = dst_meta->seed_first, dend = dfirst + dst_meta->seed_count;
  uint64_t sfirst = src_meta->seed_first, send = sfirst + src_meta->seed_count;
  if (dend < dfirst || send < sfirst) return fb_errorf(err, "cannot add histograms: a seed range wraps around");
  if (dend != sfirst && send != dfirst) {
    return fb_errorf(err,
                     "cannot add histograms of seeds %llu..%llu and %llu..%llu: the ranges %s",
                     (unsigned long long)dfirst, (unsigned long long)(dend - 1), (unsigned long long)sfirst,
                     (unsigned long long)(send - 1),
                     (sfirst < dend && dfirst < send) ? "overlap (samples would count twice)" : "leave a gap");
  }
  size_t nv = (size_t)dst->width * (size_t)dst->height * CHANNELS;
  /* Rounded back to float, so the sum is canonical like its parts and can be cached. */
  for (size_t i = 0; i < nv; i++) dst->buckets[i] = fm_canonical_bucket_value(dst->buckets[i] + src->buckets[i]);
  dst->samples += src->samples;
  dst->badvals += src->badvals;
  dst_meta->seed_first = dend == sfirst ? dfirst : sfirst;
  dst_meta->seed_count += src_meta->seed_count;
  return 0;
}
