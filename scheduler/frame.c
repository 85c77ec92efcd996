/*
 * frame.c — one planned frame's job and its PREPARE and OUTPUT stages (contract in frame.h;
 * RENDER is frame_render.c's, which calls down into this file, never the other way).
 */
#include "frame.h"
#include "sheet.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../cache/hist_codec.h"
#include "../cache/store.h"
#include "buffer_pool.h"
#include "../gpu/gpu.h"
#include "../genome/genome.h"
#include "../render/frame_check.h"
#include "../util/clock.h"
#include "../util/fault.h"
#include "../render/keys.h"
#include "../render/prepare.h"
#include "auto_quality.h"
#include "frame_internal.h"

frame_job *frame_job_new(frame_env *env, const sequence *seq, const planned_frame *pf, const frame_control *ctl,
                         void *tag) {
  frame_job *j = calloc(1, sizeof *j);
  if (!j) return NULL;
  j->env = env;
  j->seq = seq;
  j->pf = *pf;
  j->ctl = ctl;
  j->tag = tag;
  j->backend = "cache";
  return j;
}

/* The buffers a job holds between stages; the result stays. */
static void packed_free(frame_job *j) {
  if (j->packed_read) free(j->packed);
  else buffer_pool_give(j->env->frames, j->packed);
  j->packed = NULL;
  j->packed_read = j->packed_wrapped = 0;
}

static void release(frame_job *j) {
  buffer_pool_give(j->env->frames, j->canon);
  j->canon = NULL;
  packed_free(j);
  gpu_frame_host_free(j->gpu_host);
  j->gpu_host = NULL;
  render_image_free(&j->img);
  render_hist_free(&j->hist);
  sequence_frame_free(&j->f);
}

void frame_job_free(frame_job *j) {
  if (!j) return;
  release(j);
  free(j);
}

/* A split job's buffers are the other half's too until frame_output_join. */
int frame_fail(frame_job *j) {
  j->rc = -1;
  if (!j->split) release(j);
  return -1;
}

static int abandoned(frame_job *j) {
  const frame_control *ctl = j->ctl;
  if (ctl && ctl->abandon && ctl->abandon(ctl->ctx)) {
    fb_errorf(&j->err, "cancelled");
    return 1;
  }
  return 0;
}

/* Whether this frame's buffers are the GPU's (page-locked floats): not once a fault made the
 * device unusable, when the render will fail on it or go to the CPU. */
static int gpu_buffers(const frame_job *j) { return frame_uses_gpu(j) && gpu_device_usable(); }

/* Whether a GPU frame's cache entry is packed on the device (format 3, gpu_options.hist_packed)
 * rather than brought back as floats and encoded here (format 2): yes, unless the environment
 * says FLAMEBUILD_HIST_PACK=0 (measurements, and a way back should the device's packing fail). */
static int pack_on_gpu(void) {
  const char *v = getenv("FLAMEBUILD_HIST_PACK");
  return !v || strcmp(v, "0") != 0;
}

/* Loads the cached buffer of a re-finish (or, `refinish` 0, of a top-up): a format-3 entry as
 * it is into j->packed when the GPU re-finishes it (the device unpacks it), else as floats into
 * a buffer of the pool when the GPU finishes it (half the bytes to upload), else as doubles
 * into j->hist. 0 if missing or unusable (a corrupt entry is removed and reported; one of
 * another size is left alone). */
static int buffer_load(frame_job *j, const char *key, int refinish) {
  frame_env *env = j->env;
  void *data;
  size_t n;
  fb_error err;
  int got = cache_get(env->buffers, key, &data, &n, &err);
  if (got <= 0) {
    if (got < 0) fprintf(stderr, "flamebuild: warning: %s\n", err.msg);
    return 0;
  }
  int rc = 0;
  if (refinish && gpu_buffers(j) && pack_on_gpu()) {
    /* Format 3 stays packed: the device unpacks it (gpu_finish_packed). Format 2 (rc 0)
     * decodes below, as does another size (which the decode then says). */
    const unsigned char *payload;
    rc = hist_packed_payload(data, n, j->geo.hist_width, j->geo.hist_height, &j->hist, NULL, &payload,
                             &j->packed_bytes, &err);
    if (rc == 1) {
      j->packed = data;
      j->packed_read = j->packed_wrapped = 1;
      return 1;
    }
  }
  if (rc < 0) {
    /* corrupt: said below */
  } else if (gpu_buffers(j)) {
    const int w = j->geo.hist_width, h = j->geo.hist_height;
    j->canon = buffer_pool_take(env->frames, (size_t)w * h * RENDER_BUCKET_CHANNELS * sizeof(float), 0, &err);
    rc = j->canon ? hist_decode_f32(data, n, w, h, j->canon, &j->hist, NULL, &err) : 0; /* no memory: iterate */
    if (rc <= 0) {
      buffer_pool_give(env->frames, j->canon);
      j->canon = NULL;
    }
    if (rc == 0) { /* another size: iterate again */
      free(data);
      return 0;
    }
  } else {
    rc = hist_decode(data, n, &j->hist, NULL, &err);
    if (rc == 0 && (j->hist.width != j->geo.hist_width || j->hist.height != j->geo.hist_height)) {
      render_hist_free(&j->hist);
      free(data);
      return 0;
    }
  }
  free(data);
  if (rc < 0) {
    fprintf(stderr, "flamebuild: warning: cache entry %.12s: %s; it is discarded and the frame re-iterated\n", key,
            err.msg);
    cache_remove(env->buffers, key, NULL);
    j->hist = (render_hist){0};
    return 0;
  }
  return 1;
}

/* Whether the job's buffer goes to the cache: an iterated frame's, and a preview's when the
 * frame can top it up (whole chunks: render_sampling); a preview of short chunks is a sketch. */
static int stores_buffer(const frame_job *j) {
  if (!j->iterated) return 0;
  return !(j->pf.sample_fraction > 0) || render_sampling_rounds_of(frame_iter_key_samples(j->pf.iter_key)) > 0;
}

/* A frame's cached buffers at fewer samples: the most rounds under `want` that top up. */
typedef struct topup_search {
  uint64_t want, best;
} topup_search;

static void consider_buffer(void *ctx, const char *key) {
  topup_search *t = ctx;
  const uint64_t rounds = render_sampling_rounds_of(frame_iter_key_samples(key));
  if (rounds > t->best && rounds < t->want) t->best = rounds;
}

/* An iteration that can start from the frame's cached buffer of fewer samples (its keys share
 * the frame's first digits: render/keys.h): loads the largest such buffer and sets
 * j->first_round, so that only the missing rounds are drawn (render_sampling). 0 when there is
 * none, or it cannot be read: the frame is iterated whole. */
static int topup_load(frame_job *j) {
  topup_search t = {.want = render_sampling_rounds_of(frame_iter_key_samples(j->pf.iter_key))};
  if (t.want < 2) return 0;
  char prefix[FRAME_ITER_PREFIX + 1];
  memcpy(prefix, j->pf.iter_key, FRAME_ITER_PREFIX);
  prefix[FRAME_ITER_PREFIX] = 0;
  fb_error err;
  if (cache_each_prefix(j->env->buffers, prefix, consider_buffer, &t, &err) < 0) {
    fprintf(stderr, "flamebuild: warning: %s\n", err.msg);
    return 0;
  }
  if (!t.best) return 0;
  char key[65];
  frame_iter_key_join(j->pf.iter_key, t.best * RENDER_CHUNK, key);
  if (!buffer_load(j, key, 0)) return 0;
  j->first_round = t.best;
  j->base_samples = j->hist.samples;
  return 1;
}

/* The GPU's packed payload made a whole entry (its header written once; the payload's
 * table checked: nothing from the device is taken on trust). */
static int packed_entry(frame_job *j, fb_error *err) {
  if (j->packed_wrapped) return 0;
  const render_hist *h = &j->hist;
  const hist_meta meta = {.seed_first = j->f.seed, .seed_count = 1};
  if (hist_packed_wrap(h->width, h->height, h->samples, h->badvals, &meta, j->packed, j->packed_bytes, err) < 0)
    return -1;
  j->packed_wrapped = 1;
  return 0;
}

/* Stores the job's buffer: j->packed's entry, j->canon's floats with j->hist's size and counts, or j->hist's
 * doubles. The worker's encoder (j->scratch) keeps its memory from frame to frame. */
static void buffer_store(frame_job *j) {
  frame_env *env = j->env;
  const char *key = j->buffer_key;
  const render_hist *h = &j->hist;
  const void *data;
  void *owned = NULL;
  size_t n;
  fb_error err;
  hist_meta meta = {.seed_first = j->f.seed, .seed_count = 1};
  double t0 = fb_mono_seconds();
  int rc;
  if (j->packed) {
    rc = packed_entry(j, &err);
    data = j->packed;
    n = HIST_HEADER_BYTES + j->packed_bytes;
  } else if (j->canon && j->scratch)
    rc = hist_encoder_run_f32(j->scratch, h->width, h->height, h->samples, h->badvals, j->canon, &meta, &data, &n, &err);
  else if (j->canon)
    rc = hist_encode_f32(h->width, h->height, h->samples, h->badvals, j->canon, &meta, &owned, &n, &err);
  else
    rc = hist_encode(h, &meta, &owned, &n, &err);
  if (owned) data = owned;
  double t1 = fb_mono_seconds();
  j->out_encode_s = t1 - t0;
  if (rc < 0) {
    fprintf(stderr, "flamebuild: warning: cannot cache the buffer of %.12s: %s\n", key, err.msg);
    return;
  }
  if (cache_put_unsynced(env->buffers, key, data, n, &err) < 0)
    /* Not fatal: the frame is built, only a later re-finish will have to iterate. */
    fprintf(stderr, "flamebuild: warning: cannot cache the buffer of %.12s: %s\n", key, err.msg);
  j->out_store_s = fb_mono_seconds() - t1;
  free(owned);
}

static int prepare(frame_job *j);
static int output(frame_job *j);

int frame_stage_timed(frame_job *j, int k, int (*stage)(frame_job *)) {
  if (j->rc < 0) return -1;
  j->stage_t[k][0] = fb_mono_seconds();
  int rc = stage(j);
  j->stage_t[k][1] = fb_mono_seconds();
  return rc;
}

int frame_prepare(frame_job *j) { return frame_stage_timed(j, 0, prepare); }
void frame_bind_renderer(int index) { gpu_bind_thread(index); }
int frame_output(frame_job *j) { return frame_stage_timed(j, 2, output); }

int frame_output_split(frame_job *j) {
  j->split = j->rc == 0 && stores_buffer(j);
  return j->split;
}

void frame_store_buffer(frame_job *j) { buffer_store(j); }

void frame_output_join(frame_job *j) {
  if (!j->split) return;
  j->split = 0;
  release(j);
}

/* Maps every page of a fresh buffer by writing a zero into it (the contents do not matter:
 * the GPU's copy overwrites a float buffer, and a fresh double one is zero already). Not
 * memset: the compiler turns malloc + memset(0) into calloc, which maps nothing. */
static void touch_pages(void *p, size_t bytes) {
  volatile unsigned char *c = p;
  for (size_t i = 0; i < bytes; i += 4096) c[i] = 0;
}

/* ---- quality = auto (auto_quality.h) ------------------------------------------------------- */

/* An auto frame: its record and buffer cached, a re-finish at the quality it stopped at; else
 * a zero buffer in doubles for the ladder (render_auto), whichever backend runs it. */
/* A GPU frame's work that can be done on a worker: its host half (gpu.h: gpu_frame_host, for
 * the options in gopt), so that the render thread only uploads and launches, and its kernels'
 * compile (concurrent frames of one structure wait for one). A failure is the render's to
 * report: it builds and compiles again, and says why or falls back. */
static void prepare_on_gpu(frame_job *j, gpu_options *gopt) {
  fb_error ignored;
  const double t0 = fb_mono_seconds();
  if (gpu_frame_host_build(&j->f.frame, NULL, gopt, &j->gpu_host, &ignored) < 0) j->gpu_host = NULL;
  gopt->host = j->gpu_host;
  const double t1 = fb_mono_seconds();
  gpu_kernel_stats ks = {0};
  gpu_precompile(&j->f.frame, gopt, &ks, &ignored);
  j->compile_s = ks.compile_ms / 1e3;
  j->host_half_s = t1 - t0;
  j->kernels_s = fb_mono_seconds() - t1;
}

static int prepare_auto(frame_job *j) {
  frame_env *env = j->env;
  const project_config *c = &j->seq->cfg;
  uint64_t rounds;
  double noise;
  render_sampling at_max;
  if (render_sampling_of(&j->f.frame, &at_max, &j->err) < 0) return frame_fail(j);
  if (j->pf.action == FRAME_REFINISH && auto_record_get(env->buffers, j->pf.iter_key, &rounds, &noise) &&
      rounds <= at_max.rounds) {
    const finish_options fo = {.bpc = config_finish_bpc(c)};
    char finish[65];
    if (auto_set_rounds(&j->f, c->quality_max, &at_max, rounds, &j->err) < 0 ||
        frame_keys(&j->f.frame, j->f.seed, &fo, j->buffer_key, finish, &j->err) < 0)
      return frame_fail(j);
    if (buffer_load(j, j->buffer_key, 1)) {
      j->cached = 1;
      j->auto_rounds = rounds;
      j->auto_noise = noise;
      return 0;
    }
    /* The buffer is gone: the ladder again, from quality_max (it stops where it stopped). */
    sequence_frame_free(&j->f);
    if (sequence_frame_build(env->p, j->seq, j->pf.index, &j->f, &j->err) < 0) return frame_fail(j);
    memcpy(j->buffer_key, j->pf.iter_key, sizeof j->buffer_key);
  }
  j->auto_ladder = 1;
  if (render_hist_alloc(&j->hist, &j->geo, 0, &j->err) < 0) return frame_fail(j);
  /* As for a fixed quality (prepare), on this worker rather than at the ladder's first step on
   * the render thread (render_auto takes the host half over and renumbers it for each step).
   * No finish: the ladder finishes where its buffer lives. */
  if (gpu_buffers(j)) {
    gpu_options gopt = {.kernel_cache = env->kernel_cache};
    prepare_on_gpu(j, &gopt);
  }
  return 0;
}

/* $FLAMEBUILD_GPU_SHARES = 2..16 (measurement, and the split path proved on one GPU): every
 * plain iteration split into that many shares over the devices, shares beyond the device count
 * sharing devices (gpu_iterate_split puts share i on the device slot after the render thread's,
 * i places on, modulo the count). 0: unset. */
static int forced_shares(void) {
  const char *v = getenv("FLAMEBUILD_GPU_SHARES");
  const int n = v ? atoi(v) : 0;
  return n >= 2 && n <= RENDER_SPLIT_MAX ? n : 0;
}

/* A frame split over GPUs pays for its shares' host halves, the other devices' share of the
 * launch ramp and a peer copy of each share's histogram (gpu/split.c): a 4K q4000 frame of
 * 3.3e10 samples on two H200s 1.12 -> 0.83 s, its iteration 0.81 -> 0.42 s (bench/BENCHMARKS.md,
 * "Several GPUs"). 2e10 samples are ~0.5 s of one GPU at the bench median; smaller frames were
 * slower split when the shares were summed on the host, and are not measured since. */
#define FRAME_SPLIT_MIN_SAMPLES 2e10

static int split_pays(const frame_job *j) {
  render_sampling s;
  fb_error err;
  return render_sampling_of(&j->f.frame, &s, &err) == 0 && render_sampling_drawn(&s) >= FRAME_SPLIT_MIN_SAMPLES;
}

static int prepare(frame_job *j) {
  frame_env *env = j->env;
  j->t0 = fb_mono_seconds();
  if (!j->seq->parsed) {
    fb_errorf(&j->err, "%s: not parsed", j->seq->path);
    return frame_fail(j);
  }
  /* A re-finish needs only what FINISH reads: an Electric Sheep frame's 1,000 sub-frames
   * without their xforms (~100 MB less to interpolate and free), unless its buffer is gone. */
  const int finish_only =
      j->pf.action == FRAME_REFINISH && !(j->pf.sample_fraction > 0) && !j->seq->cfg.quality_auto;
  if ((finish_only ? sequence_frame_build_finish : sequence_frame_build)(env->p, j->seq, j->pf.index, &j->f,
                                                                          &j->err) < 0)
    return frame_fail(j);
  if (j->pf.sample_fraction > 0 && j->pf.sample_fraction < 1) {
    /* A preview: the frame at a share of its quality, under keys of its own (never taken
     * for the frame itself: its PNG carries the preview's finish key). Its buffer is the first
     * rounds of the frame's (render_sampling), cached for the frame to top up. */
    const finish_options fo = {.bpc = config_finish_bpc(&j->seq->cfg)};
    if (sequence_frame_preview(&j->f, j->pf.sample_fraction, &j->err) < 0 ||
        frame_keys(&j->f.frame, j->f.seed, &fo, j->pf.iter_key, j->pf.finish_key, &j->err) < 0)
      return frame_fail(j);
    j->pf.action = cache_has(env->buffers, j->pf.iter_key) ? FRAME_REFINISH : FRAME_ITERATE;
  }
  if (render_geometry_of(&j->f.frame, &j->geo, &j->err) < 0) return frame_fail(j);
  memcpy(j->buffer_key, j->pf.iter_key, sizeof j->buffer_key);
  if (j->seq->cfg.quality_auto && !(j->pf.sample_fraction > 0)) return prepare_auto(j);
  if (j->pf.action == FRAME_REFINISH && buffer_load(j, j->pf.iter_key, 1)) {
    j->cached = 1;
    return 0;
  }
  if (j->f.finish_only) { /* the buffer is gone: iterated, with its xforms */
    sequence_frame_free(&j->f);
    if (sequence_frame_build(env->p, j->seq, j->pf.index, &j->f, &j->err) < 0) return frame_fail(j);
  }
  /* More samples of a frame whose fewer are cached: only the rounds missing are drawn. */
  const int topped = j->pf.action == FRAME_ITERATE && topup_load(j);
  /* Fewer frames to render than GPUs, and a frame long enough to gain (split_pays): its
   * rounds on several of them at once (gpu_iterate_split), summed and finished on the render
   * thread's device, with the same buffers as a frame on one. */
  if (!topped && j->pf.action == FRAME_ITERATE && !(j->pf.sample_fraction > 0) && gpu_buffers(j)) {
    const int shares = forced_shares() ? forced_shares()
                       : !split_pays(j) ? 0
                       : j->split_devices < gpu_device_count() ? j->split_devices : gpu_device_count();
    if (shares > 1) j->on_devices = shares;
  }
  /* The buffer is ready here, on a worker: the render thread then writes into memory that is
   * already mapped instead of taking ~20 ms of page faults per 1080p buffer. A GPU frame
   * comes back as floats (half the bytes to copy off the device) into a page-locked buffer
   * of the pool, a CPU one in doubles. */
  const size_t nvalues = (size_t)j->geo.hist_width * j->geo.hist_height * RENDER_BUCKET_CHANNELS;
  if (gpu_buffers(j)) {
    /* Here, on workers, while the render thread is busy with earlier frames or the device
     * starts. */
    const finish_options fo = {.bpc = config_finish_bpc(&j->seq->cfg)};
    gpu_options gopt = {.kernel_cache = env->kernel_cache, .finish = &fo, .first_round = j->first_round};
    prepare_on_gpu(j, &gopt);
    if (topped) return 0; /* j->canon holds the cached rounds */
    const double t_buffer = fb_mono_seconds();
    if (pack_on_gpu()) {
      j->packed = buffer_pool_take(env->frames, HIST_HEADER_BYTES + hist_packed_bound(j->geo.hist_width, j->geo.hist_height),
                                   0, &j->err);
      if (!j->packed) return frame_fail(j);
    } else {
      j->canon = buffer_pool_take(env->frames, nvalues * sizeof *j->canon, 0, &j->err);
      if (!j->canon) return frame_fail(j);
    }
    j->buffer_s = fb_mono_seconds() - t_buffer;
    j->hist = (render_hist){.width = j->geo.hist_width, .height = j->geo.hist_height};
    return 0;
  }
  if (topped) return 0; /* j->hist holds the cached rounds */
  if (render_hist_alloc(&j->hist, &j->geo, 0, &j->err) < 0) return frame_fail(j);
  touch_pages(j->hist.buckets, nvalues * sizeof(double));
  return 0;
}

/* The floats of a re-finish the GPU could not finish, as the doubles render_finish reads. */
static int widen_canon(frame_job *j) {
  const size_t nvalues = (size_t)j->hist.width * j->hist.height * RENDER_BUCKET_CHANNELS;
  double *d = malloc(nvalues * sizeof *d);
  if (!d) return fb_errorf(&j->err, "out of memory: a %dx%d buffer", j->hist.width, j->hist.height);
  for (size_t i = 0; i < nvalues; i++) d[i] = j->canon[i];
  j->hist.buckets = d;
  return 0;
}

/* A packed entry the GPU could not finish, decoded here for render_finish. One that does not
 * decode is removed from the cache, so that the next build iterates the frame again. */
static int unpack_on_cpu(frame_job *j) {
  render_hist h = {0};
  if (packed_entry(j, &j->err) < 0 ||
      hist_decode(j->packed, HIST_HEADER_BYTES + j->packed_bytes, &h, NULL, &j->err) < 0) {
    if (j->packed_read) cache_remove(j->env->buffers, j->buffer_key, NULL);
    return -1;
  }
  j->hist.buckets = h.buckets;
  return 0;
}

/* flamebuild.conf [check]: a broken frame fails before its PNG replaces the last good one
 * (its buffer is cached: trying again costs a finish), unless --allow-broken. */
static double job_in_frame(void *ctx) {
  frame_job *j = ctx;
  if (j->canon) return frame_check_in_frame_f32(j->canon, (size_t)j->hist.width * j->hist.height);
  if (!j->packed) return frame_check_in_frame(&j->hist);
  /* Packed on the device: its count's pieces decoded here, for a frame this check asks about
   * (mostly background: an Electric Sheep frame's black often is) — the rest of the buffer is
   * not needed, and decoding it all took up to 0.4 s of a loaded worker. */
  fb_error err;
  double counts;
  if (packed_entry(j, &err) < 0 || hist_packed_count_sum(j->packed, HIST_HEADER_BYTES + j->packed_bytes, j->hist.width,
                                                         j->hist.height, &counts, &err) < 0)
    return j->hist.samples; /* unreadable: no verdict of out-of-frame on it */
  return counts / 255.0;
}

static int check_frame(frame_job *j) {
  frame_env *env = j->env;
  const frame_check_counts counts = {.samples = j->hist.samples, .badvals = j->hist.badvals,
                                     .in_frame = j->canon || j->packed || j->hist.buckets ? job_in_frame : NULL, .ctx = j};
  char why[256];
  if (!frame_check(&env->p->cfg.check, &j->img, j->f.shown->background, &counts, why, sizeof why)) return 0;
  if (j->pf.sample_fraction > 0) return 0; /* a preview is a sketch: shown as it is */
  if (env->allow_broken) {
    fprintf(stderr, "flamebuild: warning: %s: frame %d is broken: %s; written anyway (--allow-broken)\n",
            j->seq->path, j->pf.index, why);
    return 0;
  }
  fb_errorf(&j->err, "broken frame: %s ([check] in flamebuild.conf sets the limits; --allow-broken writes it)", why);
  return -1;
}

/* The frame's file in the sequence's format: PNG, linear EXR (half, or float at bpc 32) or
 * JPEG (8 bits: config_problem refuses another). */
static int write_file(frame_job *j, const char *path, const char *const *texts) {
  const project_config *c = &j->seq->cfg;
  if (c->format == FORMAT_EXR)
    return render_write_exr(path, &j->img, render_frame_gamma(&j->f.frame), c->bpc == 32, texts, &j->err);
  if (c->format == FORMAT_JPEG) return render_write_jpeg(path, &j->img, c->jpeg_quality, texts, &j->err);
  return render_write_png(path, &j->img, texts, &j->err);
}

/* Writes the frame's file. On a full disk the cache makes room — least recently used buffers,
 * twice the image's raw size — and the write is tried once more: an output comes before a
 * buffer, which only saves time. Not when the cache is on another disk (a farm's shared
 * cache): evicting it would free nothing here. */
static int write_output(frame_job *j, const char *png, const char *const *texts) {
  if (fault_happens("frame-dir-gone")) { /* the race below, staged (util/fault.h) */
    char gone[PATH_MAX], folder[1024];
    sequence_folder(j->seq, folder, sizeof folder);
    project_frame_dir(j->env->p, folder, gone, sizeof gone);
    if (rmdir(gone) < 0) fprintf(stderr, "flamebuild: %s: frame-dir-gone: %s\n", gone, strerror(errno));
  }
  if (write_file(j, png, texts) == 0) return 0;
  /* watch plans while it renders: its planning removes an empty out/NAME/ (remove_stale_frames)
   * and may do so between project_make_frame_dir and the temp file here. Made again, once. */
  char folder[1024];
  sequence_folder(j->seq, folder, sizeof folder);
  if (errno == ENOENT && project_make_frame_dir(j->env->p, folder, &j->err) == 0 && write_file(j, png, texts) == 0)
    return 0;
  const int e = errno;
  frame_env *env = j->env;
  char dir[PATH_MAX];
  project_frame_dir(env->p, folder, dir, sizeof dir);
  struct stat cs, os;
  if ((e != ENOSPC && e != EDQUOT) || stat(env->p->cache_dir, &cs) < 0 || stat(dir, &os) < 0 || cs.st_dev != os.st_dev)
    return -1;
  const uint64_t need = 2 * (uint64_t)j->img.width * (uint64_t)j->img.height * 4 * (uint64_t)(j->img.bpc / 8);
  uint64_t freed = 0;
  fb_error cerr;
  if (cache_make_room(env->buffers, need, &freed, &cerr) < 0) /* what it freed before failing still counts */
    fprintf(stderr, "flamebuild: warning: %s\n", cerr.msg);
  const double mib = freed / 1048576.0;
  if (freed) {
    fprintf(stderr, "flamebuild: warning: the disk is full: evicted %.1f MiB of cached buffers to write %s\n", mib,
            png);
    if (write_file(j, png, texts) == 0) return 0;
  }
  const size_t len = strlen(j->err.msg);
  if (freed)
    snprintf(j->err.msg + len, sizeof j->err.msg - len, " (even after evicting %.1f MiB of cached buffers)", mib);
  else
    snprintf(j->err.msg + len, sizeof j->err.msg - len, " (the cache holds no buffers to evict)");
  return -1;
}

static int output(frame_job *j) {
  frame_env *env = j->env;
  const project *p = env->p;
  if (stores_buffer(j) && !j->split) buffer_store(j);
  if (abandoned(j)) return frame_fail(j);
  const finish_options fo = {.bpc = config_finish_bpc(&j->seq->cfg), .transparent = 0};
  double t_finish = fb_mono_seconds();
  if (!j->finished) {
    if (j->canon && !j->hist.buckets && widen_canon(j) < 0) return frame_fail(j);
    if (j->packed && !j->hist.buckets && unpack_on_cpu(j) < 0) return frame_fail(j);
    if (render_finish(&j->f.frame, &j->hist, &fo, &j->img, &j->err) < 0 || abandoned(j)) return frame_fail(j);
  }
  if (check_frame(j) < 0) return frame_fail(j);
  double t_png = fb_mono_seconds();
  j->out_finish_s = t_png - t_finish;
  char png[PATH_MAX], folder[1024];
  sequence_folder(j->seq, folder, sizeof folder);
  project_frame_path(p, folder, j->pf.file, png, sizeof png);
  if (project_make_frame_dir(p, folder, &j->err) < 0) {
    j->stops_build = 1;
    return frame_fail(j);
  }
  char *xml = genome_print(j->f.shown);
  char samples[64], seed[32];
  snprintf(samples, sizeof samples, "%g", j->hist.samples);
  snprintf(seed, sizeof seed, "%llu", (unsigned long long)j->f.seed);
  const char *texts[] = {"flam3_version", "flamebuild", "flam3_samples", samples, "flamebuild_seed", seed,
                         "flamebuild_iter_key", j->pf.iter_key, "flamebuild_finish_key", j->pf.finish_key,
                         "flam3_genome", xml ? xml : "", NULL};
  int rc = write_output(j, png, texts);
  free(xml);
  j->out_png_s = fb_mono_seconds() - t_png;
  if (rc < 0) {
    j->stops_build = 1;
    return frame_fail(j);
  }
  /* The contact sheet's thumbnail, while the image is in memory (a failure only costs a
   * decode of the PNG when the sheet is made). */
  fb_error terr;
  if (j->seq->nframes > 1 && sheet_store_thumb(p, j->pf.finish_key, &j->img, &terr) < 0)
    fprintf(stderr, "flamebuild: warning: %s\n", terr.msg);
  frame_result *res = &j->res;
  memset(res, 0, sizeof *res);
  /* The PNG as written: a later build trusts it only while it stays exactly this. */
  plan_frame_record(&res->row, &j->pf, png);
  res->row.samples = j->hist.samples;
  res->row.seconds = fb_mono_seconds() - j->t0;
  snprintf(res->row.backend, sizeof res->row.backend, "%s", j->backend);
  res->iterated = j->iterated;
  res->samples_iterated = j->iterated ? j->samples_iterated : 0;
  res->auto_rounds = j->auto_rounds;
  res->auto_noise = j->auto_noise;
  j->rc = 0;
  if (!j->split) release(j);
  return 0;
}

double frame_bytes_estimate(const sequence *seq) {
  double most = 0;
  for (int k = 0; k < seq->keys.count; k++) {
    render_subframe sub = {.cp = &seq->keys.flames[k], .weight = 1.0};
    render_frame frame = {.sub = &sub, .nsub = 1};
    render_geometry geo;
    fb_error err;
    if (render_geometry_of(&frame, &geo, &err) < 0) continue;
    const double bytes = (double)geo.hist_width * geo.hist_height * RENDER_BUCKET_CHANNELS * sizeof(double) +
                         (double)geo.width * geo.height * 4 * 2;
    if (bytes > most) most = bytes;
  }
  return most;
}
