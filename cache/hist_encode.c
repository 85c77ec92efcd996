/*
 * hist_encode.c — the encoder: a buffer into an entry of the format hist_codec.c describes
 * (contract in hist_codec.h).
 *
 * A buffer's buckets go in segments of HIST_SEGMENT_BUCKETS, one zstd frame each, compressed
 * on several cores at once (util/parallel.h); each segment's frame is first written where its
 * bound leaves room for it, then the frames close up behind the header. A segment goes block
 * by block through one block of scratch: its doubles made floats (each must be exactly one:
 * lossless is the contract), then byte-split (hist_block_split) and streamed into its frame.
 */
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <zstd.h>

#include "hist_codec_internal.h"

static int zstd_error(fb_error *err, const char *what, size_t code) {
  return fb_errorf(err, "zstd %s failed: %s", what, ZSTD_getErrorName(code));
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

/* Starts c's next zstd frame: content of `bytes` bytes, declared, with its checksum. */
static int frame_begin(segment_coder *c, size_t bytes, fb_error *err) {
  size_t r;
  if (ZSTD_isError(r = ZSTD_CCtx_reset(c->cctx, ZSTD_reset_session_only)) ||
      ZSTD_isError(r = ZSTD_CCtx_setParameter(c->cctx, ZSTD_c_compressionLevel, HIST_ZSTD_LEVEL)) ||
      ZSTD_isError(r = ZSTD_CCtx_setParameter(c->cctx, ZSTD_c_checksumFlag, 1)) ||
      ZSTD_isError(r = ZSTD_CCtx_setParameter(c->cctx, ZSTD_c_contentSizeFlag, 1)) ||
      ZSTD_isError(r = ZSTD_CCtx_setPledgedSrcSize(c->cctx, bytes)))
    return zstd_error(err, "setup", r);
  return 0;
}

/* The floats of the nb buckets from bucket `first`: the caller's floats, or its doubles
 * converted into c->values. NULL, with the reason, when a double is not exactly a float. */
static const float *block_values(const encode_job *j, segment_coder *c, size_t first, size_t nb, fb_error *err) {
  if (j->f) return j->f + first * CHANNELS;
  const render_hist *h = j->h;
  const double *block = j->d + first * CHANNELS;
  size_t bad = doubles_to_floats(block, nb * CHANNELS, c->values);
  if (bad < nb * CHANNELS) {
    /* Lossless is the contract: a value 4 bytes cannot hold is the caller's bug (a
     * backend that did not round), not something to store approximately. */
    size_t bucket = first + bad / CHANNELS;
    fb_errorf(err, "not a canonical (float32) buffer: bucket %zu (x %zu, y %zu) channel %zu holds %.17g", bucket,
              bucket % (size_t)h->width, bucket / (size_t)h->width, bad % CHANNELS, block[bad]);
    return NULL;
  }
  return c->values;
}

/* Compresses segment `seg` into one zstd frame at e->out + at[seg]. */
static int encode_segment(const encode_job *j, segment_coder *c, size_t seg, fb_error *err) {
  const size_t begin = seg * HIST_SEGMENT_BUCKETS, end = begin + segment_buckets(j->nbuckets, seg);
  const size_t cap = ZSTD_compressBound((end - begin) * CHANNELS * VALUE_BYTES);
  size_t r;
  if (frame_begin(c, (end - begin) * CHANNELS * VALUE_BYTES, err) < 0) return -1;
  ZSTD_outBuffer ob = {j->e->out + j->at[seg], cap, 0};
  for (size_t first = begin; first < end; first += HIST_BLOCK_BUCKETS) {
    size_t nb = end - first < HIST_BLOCK_BUCKETS ? end - first : HIST_BLOCK_BUCKETS;
    const float *values = block_values(j, c, first, nb, err);
    if (!values) return -1;
    hist_block_split(values, nb, c->planes);
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

/* Sets at[seg], where each of the nseg segments' frames first goes in e->out (after the
 * header, each at the room its bound leaves), and grows e->out to hold them all. */
static int out_reserve(hist_encoder *e, const render_hist *h, size_t nbuckets, size_t nseg, size_t *at,
                       fb_error *err) {
  size_t cap = HEADER_BYTES;
  for (size_t seg = 0; seg < nseg; seg++) {
    at[seg] = cap;
    cap += ZSTD_compressBound(segment_buckets(nbuckets, seg) * CHANNELS * VALUE_BYTES);
  }
  if (cap > e->out_cap) {
    free(e->out);
    e->out_cap = 0;
    if (!(e->out = malloc(cap)))
      return fb_errorf(err, "out of memory encoding a %dx%d histogram (%zu bytes)", h->width, h->height, cap);
    e->out_cap = cap;
  }
  return 0;
}

/* Closes up the segments' frames behind the header; returns the payload's bytes. */
static size_t out_close_up(hist_encoder *e, const encode_job *j) {
  size_t payload = 0;
  for (size_t seg = 0; seg < j->nseg; seg++) {
    memmove(e->out + HEADER_BYTES + payload, e->out + j->at[seg], j->written[seg]);
    payload += j->written[seg];
  }
  return payload;
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
  const size_t nseg = (nbuckets + HIST_SEGMENT_BUCKETS - 1) / HIST_SEGMENT_BUCKETS;
  encode_job *j = calloc(1, sizeof *j);
  size_t *at = malloc(2 * nseg * sizeof *at);
  if (!j || !at) {
    free(j);
    free(at);
    return fb_errorf(err, "out of memory encoding a %dx%d histogram", h->width, h->height);
  }
  if (out_reserve(e, h, nbuckets, nseg, at, err) < 0) {
    free(j);
    free(at);
    return -1;
  }
  j->e = e;
  j->h = h;
  j->d = d;
  j->f = f;
  j->nbuckets = nbuckets;
  j->nseg = nseg;
  j->at = at;
  j->written = at + nseg;
  hist_failures_clear(j->failed_on, nseg);
  parallel_run(0, (int)nseg, encode_worker, j);
  const int rc = hist_first_failure(j->failed_on, nseg, err);
  const size_t payload = rc == 0 ? out_close_up(e, j) : 0;
  free(j);
  free(at);
  if (rc < 0) return -1;
  hist_header_put(e->out, HIST_FORMAT_VERSION, h, meta, payload, 0);
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

int hist_encode(const render_hist *h, const hist_meta *meta, void **out, size_t *n, fb_error *err) {
  return encode_once(h, h->buckets, NULL, meta, out, n, err);
}

int hist_encode_f32(int width, int height, double samples, double badvals, const float *values, const hist_meta *meta,
                    void **out, size_t *n, fb_error *err) {
  const render_hist h = {.width = width, .height = height, .samples = samples, .badvals = badvals};
  return encode_once(&h, NULL, values, meta, out, n, err);
}
