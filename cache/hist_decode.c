/*
 * hist_decode.c — the decoder: an entry of the format hist_codec.c describes back into a
 * buffer (contract in hist_codec.h).
 *
 * An entry comes back from disk, where anything may have happened to it, so nothing in it is
 * used before it is checked: the header (hist_header_check: its checksum, then every size and
 * count in it), then the payload's frames (payload_frames: complete zstd frames, each with
 * its content size and checksum, together exactly the payload and every bucket) before
 * anything is allocated for the values; each frame decompresses to exactly its size, its
 * checksum verified by zstd, and every value is finite. A bad entry is refused with "corrupt
 * cache entry: …" (tests/fuzz/fuzz_hist.c tries arbitrary bytes on it).
 */
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <zstd.h>

#include "hist_codec_internal.h"

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
    return hist_corrupt(err, why);
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

/* Decompresses frame fr straight into its place in j->dst (this also verifies its checksum),
 * then undoes the transform block by block through one block of scratch: a block's planes
 * take exactly the bytes its floats take. Adds the non-finite values met to *bad. */
static int decode_frame(const decode_job *j, const payload_frame *fr, ZSTD_DCtx *dctx, unsigned char *scratch,
                        size_t *bad, fb_error *err) {
  float *dst = j->dst + fr->first * CHANNELS;
  size_t r = ZSTD_decompressDCtx(dctx, dst, fr->nb * CHANNELS * VALUE_BYTES, j->payload + fr->at, fr->size);
  if (ZSTD_isError(r))
    return fb_errorf(err, "corrupt cache entry: payload does not decompress (%s)", ZSTD_getErrorName(r));
  if (r != fr->nb * CHANNELS * VALUE_BYTES) return hist_corrupt(err, "payload decompresses to the wrong size");
  for (size_t first = 0; first < fr->nb; first += HIST_BLOCK_BUCKETS) {
    size_t nb = fr->nb - first < HIST_BLOCK_BUCKETS ? fr->nb - first : HIST_BLOCK_BUCKETS;
    memcpy(scratch, dst + first * CHANNELS, nb * CHANNELS * VALUE_BYTES);
    *bad += hist_block_join(scratch, nb, dst + first * CHANNELS);
  }
  return 0;
}

static void decode_worker(void *arg, int thread) {
  decode_job *j = arg;
  const size_t block_bytes = (size_t)HIST_BLOCK_BUCKETS * CHANNELS * VALUE_BYTES;
  unsigned char *scratch = malloc(block_bytes);
  ZSTD_DCtx *dctx = ZSTD_createDCtx();
  for (int k; !atomic_load(&j->failed) && (k = parallel_take(&j->next, (int)j->nframes)) >= 0;) {
    fb_error *err = &j->failed_on[thread].err;
    if (((!scratch || !dctx) && fb_errorf(err, "out of memory decoding a histogram")) ||
        decode_frame(j, &j->frames[k], dctx, scratch, &j->bad[thread], err) < 0) {
      j->failed_on[thread].job = (size_t)k;
      atomic_store(&j->failed, 1);
    }
  }
  ZSTD_freeDCtx(dctx);
  free(scratch);
}

/* Checks an entry and decodes its values as floats into the buffer `want` gives for the
 * header's width*height*5 values (*got: hist_header_check fills it, and `want` is called with it
 * once the payload's sizes are checked, before anything is written — returning NULL stops with rc 0).
 * A format-3 entry is hist_unpack's (hist_unpack.c). */
static int decode(const void *data, size_t n, render_hist *got, hist_meta *meta, hist_want_fn want, void *ctx,
                  fb_error *err) {
  hist_header hd;
  const unsigned char *p = data;
  if (hist_header_check(p, n, got, meta, &hd, err) < 0) return -1;
  const unsigned char *payload = p + HEADER_BYTES;
  const size_t plen = hd.payload;
  if (hd.version == HIST_FORMAT_PACKED) return hist_unpack(payload, plen, hd.payload_crc, got, want, ctx, err);
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
  hist_failures_clear(j->failed_on, nframes);
  parallel_run(0, (int)nframes, decode_worker, j);
  int rc = hist_first_failure(j->failed_on, nframes, err) < 0 ? -1 : 1;
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

/* The n floats that start `buckets` made its n doubles, in place, last value first: double i
 * overwrites floats 2i and 2i+1, which are i itself (read just before) or values already
 * widened. */
static void widen_in_place(double *buckets, size_t n) {
  unsigned char *bytes = (unsigned char *)buckets;
  for (size_t i = n; i-- > 0;) {
    float f;
    memcpy(&f, bytes + i * sizeof f, sizeof f);
    const double d = f;
    memcpy(bytes + i * sizeof d, &d, sizeof d);
  }
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
  widen_in_place(buckets, (size_t)got.width * got.height * CHANNELS);
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
