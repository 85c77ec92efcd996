#include "plan.h"

#include <errno.h>
#include <pthread.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../render/keys.h"
#include "../util/file_name.h"
#include "../util/read_file.h"
#include "../util/sha256.h"

/* Bump when planning's meaning changes (kinds, seeds, overrides): every plan is redone. */
#define PLAN_FORMAT 3 /* 2: frames' file names ([output] pattern, a collection's names); 3: other editors' forms (parse_editors.c) */

const char *stale_reason_text(int reason) {
  switch (reason) {
  case STALE_NEW: return "new";
  case STALE_GENOME: return "genome changed";
  case STALE_TONEMAP: return "tonemap changed";
  case STALE_OUTPUT_MISSING: return "output missing";
  case STALE_OUTPUT_DAMAGED: return "output damaged";
  case STALE_FAILED: return "failed";
  default: return "";
  }
}

const char *stale_reason_code(int reason) {
  switch (reason) {
  case STALE_NEW: return "new";
  case STALE_GENOME: return "genome_changed";
  case STALE_TONEMAP: return "tonemap_changed";
  case STALE_OUTPUT_MISSING: return "output_missing";
  case STALE_OUTPUT_DAMAGED: return "output_damaged";
  case STALE_FAILED: return "failed";
  default: return "";
  }
}

void plan_video_key(const project *p, const sequence *seq, char key[65]) {
  sha256_ctx h;
  sha256_init(&h);
  char settings[256];
  config_video_text(&p->cfg, settings, sizeof settings);
  sha256_update(&h, settings, strlen(settings));
  for (int k = 0; k < seq->nframes; k++) sha256_update(&h, seq->frames[k].finish_key, 64);
  unsigned char d[32];
  sha256_final(&h, d);
  for (int i = 0; i < 32; i++) snprintf(key + 2 * i, 3, "%02x", d[i]);
}

/* ---- quality = auto's keys (auto_quality.h) ---------------------------------------------- */

/* The marker's 16 digits: the top bit set (no sample count reaches it), then 63 bits of the
 * hash of what decides where a frame stops. */
static uint64_t marker_suffix(const project_config *c) {
  char text[128], hex[65];
  snprintf(text, sizeof text, "flamebuild auto 1 noise %.17g quality_max %.17g", c->noise, c->quality_max);
  sha256_hex(text, strlen(text), hex);
  char head[17];
  memcpy(head, hex, 16);
  head[16] = 0;
  return strtoull(head, NULL, 16) | 0x8000000000000000ull;
}

int plan_is_auto_marker(const char *key) { return (frame_iter_key_samples(key) >> 63) != 0; }

int plan_auto_frame_keys(const project_config *c, const render_frame *frame, uint64_t seed, const finish_options *fo,
                         char iter_key[65], char finish_key[65], fb_error *err) {
  char at_max[65];
  if (frame_keys(frame, seed, fo, at_max, finish_key, err) < 0) return -1;
  frame_iter_key_join(at_max, marker_suffix(c), iter_key);
  return frame_finish_key(frame, iter_key, fo, finish_key, err);
}

/* Marks the sequence failed with a message (cut to fit: messages are for people). */
static void sequence_fail(sequence *seq, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void sequence_fail(sequence *seq, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(seq->error, sizeof seq->error, fmt, ap);
  va_end(ap);
  seq->failed = 1;
}


static void apply_overrides(genome *g, const project_config *c) {
  if (c->quality_auto) g->quality = c->quality_max; /* the cap: the budget, the keys' base */
  else if (c->quality > 0) g->quality = c->quality;
  if (c->supersample) g->supersample = c->supersample;
  if (c->temporal_samples) g->temporal_samples = c->temporal_samples;
  if (c->width) {
    g->scale *= (double)c->width / g->width; /* keep the framing */
    g->width = c->width;
    g->height = c->height;
  }
  /* flam3's qs and ss: quality, and size with the framing kept. */
  g->quality *= c->quality_scale;
  if (c->size_scale != 1) {
    const int w = (int)lround(g->width * c->size_scale), h = (int)lround(g->height * c->size_scale);
    const int nw = w < 1 ? 1 : w;
    g->scale *= (double)nw / g->width;
    g->width = nw;
    g->height = h < 1 ? 1 : h;
  }
}

/* fb_warn sink: the parser's warnings into seq->warnings, for build and watch to show. */
static void keep_warning(void *ctx, const char *msg) {
  sequence *seq = ctx;
  size_t used = strlen(seq->warnings);
  if (used + strlen(msg) + 2 < sizeof seq->warnings) snprintf(seq->warnings + used, sizeof seq->warnings - used, "%s\n", msg);
}

/* Parses the file's bytes into seq->keys and classifies the sequence. */
static int parse_sequence(const project *p, sequence *seq, const char *data, size_t len) {
  fb_error err;
  genome_parse_options opt = {.warn = {keep_warning, seq}};
  seq->warnings[0] = 0;
  char display[PATH_MAX + 1100];
  snprintf(display, sizeof display, "%s", seq->path);
  if (genome_parse_memory(data, len, display, &opt, &seq->keys, &err) < 0) {
    sequence_fail(seq, "%s", err.msg);
    return 0;
  }
  snprintf(seq->unsupported, sizeof seq->unsupported, "%s", seq->keys.unsupported);
  if (seq->unsupported[0] && seq->cfg.unsupported_error) {
    sequence_fail(seq, "%s: not everything in it can be drawn: %s ([render] unsupported = error)", seq->path,
                  seq->unsupported);
    return 0;
  }
  for (int i = 0; i < seq->keys.count; i++) {
    apply_overrides(&seq->keys.flames[i], &seq->cfg);
    genome *packets = seq->keys.blur_packets ? seq->keys.blur_packets[i] : NULL;
    for (int k = 0; packets && k < seq->keys.flames[i].motion_blur_length; k++) apply_overrides(&packets[k], &seq->cfg);
    const genome_layers *layers = seq->keys.layers ? &seq->keys.layers[i] : NULL;
    for (int k = 0; layers && k < layers->count - 1; k++) apply_overrides(&layers->more[k], &seq->cfg);
  }
  /* The work budget, checked per keyframe before any frame starts: a frame's quality and zoom
   * interpolate between its keyframes', so the costliest keyframe bounds every frame. */
  for (int i = 0; i < seq->keys.count; i++) {
    const genome *g = &seq->keys.flames[i];
    render_subframe sub = {.cp = g, .weight = 1.0};
    render_frame frame = {.sub = &sub, .nsub = 1};
    render_geometry geo;
    if (render_geometry_of(&frame, &geo, &err) < 0) continue; /* its frames fail saying why */
    if (render_work_check(g, &geo, seq->cfg.max_samples, &err) < 0) {
      sequence_fail(seq, "%s:%d: %s; to render it anyway, raise [render] max_samples in flamebuild.conf (e.g. %.2g) or set it to none",
                    seq->path, g->source_line, err.msg, 2 * render_work_estimate(g, &geo));
      return 0;
    }
  }
  int n = seq->keys.count, same_times = 1;
  for (int i = 1; i < n; i++)
    if (seq->keys.flames[i].time != seq->keys.flames[0].time) same_times = 0;
  if (n == 1) {
    seq->kind = SEQ_STILL;
    seq->nframes = 1;
  } else if (same_times) {
    /* Apophysis-style collection: every flame is a still. */
    seq->kind = SEQ_COLLECTION;
    seq->nframes = n;
  } else {
    if (genome_animation_check(seq->keys.flames, n, &err) < 0) {
      sequence_fail(seq, "%s: %s", seq->path, err.msg);
      return 0;
    }
    seq->kind = SEQ_ANIMATION;
    anim_default_range(seq->keys.flames, n, &seq->range);
    seq->range.dtime = seq->cfg.frame_step;
    seq->nframes = anim_frame_count(&seq->range);
    if (seq->nframes < 1) {
      sequence_fail(seq, "%s: the keyframes span %g..%g: no frame at step %g", seq->path,
               seq->keys.flames[0].time, seq->keys.flames[n - 1].time, seq->cfg.frame_step);
      return 0;
    }
  }
  seq->parsed = 1;
  return 0;
}

static int frame_build(const project *p, const sequence *seq, int k, int finish_only, sequence_frame *f,
                       fb_error *err) {
  memset(f, 0, sizeof *f);
  if (seq->kind == SEQ_ANIMATION) {
    double t = anim_frame_time(&seq->range, k);
    if ((finish_only ? anim_frame_build_finish : anim_frame_build)(seq->keys.flames, seq->keys.count, t, &f->anim,
                                                                    err) < 0)
      return -1;
    f->finish_only = finish_only;
    if (anim_genome_at(seq->keys.flames, seq->keys.count, t, &f->shown_storage, err) < 0) {
      anim_frame_free(&f->anim);
      return -1;
    }
    f->frame = f->anim.frame;
    f->shown = &f->shown_storage;
    f->seed = anim_frame_seed(seq->cfg.seed, t);
  } else {
    const int at = seq->kind == SEQ_STILL ? 0 : k;
    const genome *g = &seq->keys.flames[at];
    const genome_layers *layers = seq->keys.layers && seq->keys.layers[at].count > 0 ? &seq->keys.layers[at] : NULL;
    if (g->motion_blur_length > 0 || layers) { /* JWildfire's motion blur and layers: own genomes */
      if (anim_still_build(g, seq->keys.blur_packets ? seq->keys.blur_packets[at] : NULL, layers, &f->anim, err) < 0)
        return -1;
      f->frame = f->anim.frame;
    } else {
      f->still.cp = g;
      f->still.weight = 1.0;
      f->frame.sub = &f->still;
      f->frame.nsub = 1;
    }
    f->shown = g;
    f->seed = seq->cfg.seed;
  }
  return 0;
}

int sequence_frame_build(const project *p, const sequence *seq, int k, sequence_frame *f, fb_error *err) {
  return frame_build(p, seq, k, 0, f, err);
}

int sequence_frame_build_finish(const project *p, const sequence *seq, int k, sequence_frame *f, fb_error *err) {
  return frame_build(p, seq, k, 1, f, err);
}

int sequence_frame_preview(sequence_frame *f, double fraction, fb_error *err) {
  if (f->anim.cps) { /* an animation's sub-frames are the frame's own */
    for (int i = 0; i < f->anim.nsub; i++) f->anim.cps[i].quality *= fraction;
    return 0;
  }
  if (genome_copy(&f->preview_storage, f->still.cp) < 0) return fb_errorf(err, "out of memory");
  f->previewed = 1;
  f->preview_storage.quality *= fraction;
  f->still.cp = &f->preview_storage;
  return 0;
}

int sequence_frame_set_quality(sequence_frame *f, double quality, fb_error *err) {
  if (f->anim.cps) {
    for (int i = 0; i < f->anim.nsub; i++) f->anim.cps[i].quality = quality;
    return 0;
  }
  if (!f->previewed) {
    if (genome_copy(&f->preview_storage, f->still.cp) < 0) return fb_errorf(err, "out of memory");
    f->previewed = 1;
    f->still.cp = &f->preview_storage;
  }
  f->preview_storage.quality = quality;
  return 0;
}

void sequence_frame_free(sequence_frame *f) {
  if (f->previewed) genome_free(&f->preview_storage);
  if (f->anim.cps) anim_frame_free(&f->anim);
  if (f->shown == &f->shown_storage) genome_free(&f->shown_storage);
  memset(f, 0, sizeof *f);
}

/* The last component of a sequence's name: what %s means for an animation or a still. */
static const char *base_name(const char *name) {
  const char *slash = strrchr(name, '/');
  return slash ? slash + 1 : name;
}

/* Names each frame's file: the pattern with %d the frame number and %s the flame's name (a
 * collection) or the genome file's own (an animation), then the format's extension; a still's
 * is the genome file's name and the extension, out/NAME.EXT (sequence_folder).
 * Names that come out alike in a collection (two flames called the same) get -2, -3, …
 * Returns 0, or fails the sequence: an animation's frames must not share one file. */
static int name_frames(sequence *seq) {
  if (seq->kind == SEQ_STILL) { /* out/NAME.EXT, whatever the pattern (which names frames in out/NAME/) */
    if (project_still_file(seq->name, config_format_ext(&seq->cfg), seq->frames[0].file, sizeof seq->frames[0].file) < 0)
      sequence_fail(seq, "%s: its file name in out/ is too long", seq->path);
    return 0;
  }
  const char *pattern = config_frame_pattern(&seq->cfg, seq->kind == SEQ_COLLECTION);
  const char *ext = config_format_ext(&seq->cfg);
  char (*stems)[200] = malloc((size_t)(seq->nframes > 0 ? seq->nframes : 1) * sizeof *stems);
  if (!stems) {
    sequence_fail(seq, "%s: out of memory", seq->path);
    return 0;
  }
  for (int k = 0; k < seq->nframes; k++) {
    const char *name = seq->kind == SEQ_COLLECTION ? seq->keys.flames[k].name : base_name(seq->name);
    char *stem = stems[k];
    int fields, renamed;
    if (file_pattern_expand(pattern, k, name, stem, sizeof stems[k], &fields, &renamed) < 0) {
      sequence_fail(seq, "%s: [output] pattern '%s' gives frame %d too long a name", seq->path, pattern, k);
      break;
    }
    if (seq->kind == SEQ_ANIMATION && !(fields & FILE_PATTERN_INDEX)) {
      sequence_fail(seq, "%s: [output] pattern '%s' names every frame of this animation alike: it needs %%d (the frame number)",
                    seq->path, pattern);
      break;
    }
    /* The n-th frame of one stem is STEM-n (counted, not searched: a collection of a thousand
     * unnamed flames is not a thousand rescans each); a name taken already (a flame's own
     * "a-2") moves it on to the next free number. */
    int copy = 1;
    for (int i = 0; i < k; i++) copy += !strcmp(stems[i], stem);
    char *file = seq->frames[k].file;
    const size_t size = sizeof seq->frames[k].file;
    if (copy == 1) snprintf(file, size, "%s.%s", stem, ext);
    else snprintf(file, size, "%s-%d.%s", stem, copy, ext);
    for (int i = 0; i < k; i++)
      if (!strcmp(seq->frames[i].file, file)) {
        copy = copy < 2 ? 2 : copy + 1;
        snprintf(file, size, "%s-%d.%s", stem, copy, ext);
        i = -1; /* and the new name against every earlier one */
      }
  }
  free(stems);
  return 0;
}

/* What the frame's file is built from: the finish key, and for an EXR its kind too (a half
 * and a float EXR finish alike but are different files), for a JPEG its quality. */
static void output_key(const project_config *c, char key[65]) {
  if (c->format == FORMAT_PNG) return;
  char text[128];
  if (c->format == FORMAT_JPEG) snprintf(text, sizeof text, "%s jpeg %d", key, c->jpeg_quality);
  else snprintf(text, sizeof text, "%s exr %s", key, c->bpc == 32 ? "float" : "half");
  sha256_hex(text, strlen(text), key);
}

/* Keys frames [next, nframes) of a sequence, a frame at a time, on several threads: a frame
 * interpolates every sub-frame of its own (an Electric Sheep frame has 1,000), and the frames
 * are independent. Keys are deterministic, so the thread count changes nothing but time. */
typedef struct key_work {
  const project *p;
  sequence *seq;
  finish_options fo;
  int next;                      /* the next frame to take (atomic) */
  int first_failed;              /* the lowest failed frame's index, nframes if none (under lock) */
  fb_error failure;              /* its error */
  pthread_mutex_t lock;
} key_work;

static void *key_frames(void *arg) {
  key_work *w = arg;
  sequence *seq = w->seq;
  for (;;) {
    int k = __atomic_fetch_add(&w->next, 1, __ATOMIC_RELAXED);
    if (k >= seq->nframes) break;
    pthread_mutex_lock(&w->lock);
    int past_failure = k > w->first_failed;
    pthread_mutex_unlock(&w->lock);
    if (past_failure) break; /* the sequence fails anyway */
    planned_frame *pf = &seq->frames[k];
    pf->index = k;
    pf->time = seq->kind == SEQ_ANIMATION ? anim_frame_time(&seq->range, k) : 0.0;
    sequence_frame f;
    fb_error ferr;
    if (sequence_frame_build(w->p, seq, k, &f, &ferr) < 0 ||
        (seq->cfg.quality_auto
             ? plan_auto_frame_keys(&seq->cfg, &f.frame, f.seed, &w->fo, pf->iter_key, pf->finish_key, &ferr)
             : frame_keys(&f.frame, f.seed, &w->fo, pf->iter_key, pf->finish_key, &ferr)) < 0) {
      if (f.frame.sub) sequence_frame_free(&f);
      pthread_mutex_lock(&w->lock);
      if (k < w->first_failed) {
        w->first_failed = k;
        w->failure = ferr;
      }
      pthread_mutex_unlock(&w->lock);
      continue;
    }
    output_key(&seq->cfg, pf->finish_key);
    sequence_frame_free(&f);
  }
  return NULL;
}

/* Threads to key a sequence: one a core, none beyond one per 2 frames (a still's one frame
 * is keyed on the calling thread). */
static int key_threads(int nframes) {
  long cores = sysconf(_SC_NPROCESSORS_ONLN);
  int n = cores > 1 ? (int)(cores > 64 ? 64 : cores) : 1;
  if (n > nframes / 2) n = nframes / 2;
  return n < 1 ? 1 : n;
}

static int compute_keys(const project *p, sequence *seq, fb_error *err) {
  seq->frames = calloc((size_t)seq->nframes, sizeof *seq->frames);
  if (!seq->frames) return fb_errorf(err, "out of memory");
  key_work w = {.p = p, .seq = seq, .fo = {.bpc = config_finish_bpc(&seq->cfg), .transparent = 0},
                .first_failed = seq->nframes};
  pthread_mutex_init(&w.lock, NULL);
  pthread_t threads[64];
  int started = 0, want = key_threads(seq->nframes);
  for (int i = 1; i < want; i++) {
    if (pthread_create(&threads[started], NULL, key_frames, &w) != 0) break; /* fewer threads, same keys */
    started++;
  }
  key_frames(&w);
  for (int i = 0; i < started; i++) pthread_join(threads[i], NULL);
  pthread_mutex_destroy(&w.lock);
  if (w.first_failed < seq->nframes) {
    /* A frame that cannot even be planned (an absurd interpolated value) fails the file. */
    sequence_fail(seq, "%s: frame %d: %s", seq->path, w.first_failed, w.failure.msg);
    return 0;
  }
  return name_frames(seq);
}

int plan_sequence(const project *p, store *s, const char *relpath, sequence *seq, fb_error *err) {
  memset(seq, 0, sizeof *seq);
  snprintf(seq->path, sizeof seq->path, "%s", relpath);
  project_sequence_name(relpath, seq->name, sizeof seq->name);
  project_settings(p, &p->conf, &p->overrides, seq->name, &seq->cfg);
  const char *problem = config_problem(&seq->cfg);
  if (problem) {
    sequence_fail(seq, "%s: flamebuild.conf: %s", relpath, problem);
    return 0;
  }
  char abs[PATH_MAX];
  if (path_printf(abs, sizeof abs, "%s/%s", p->root, relpath) < 0) return fb_errorf(err, "%s: path too long", relpath);
  char *data;
  size_t len;
  fb_error rerr;
  if (fb_read_regular_file(abs, &data, &len, &rerr) < 0) {
    sequence_fail(seq, "%s", rerr.msg);
    return 0;
  }
  sha256_hex(data, len, seq->content_hash);
  char cfg[640], text[1200];
  config_frame_text(&seq->cfg, cfg, sizeof cfg);
  snprintf(text, sizeof text, "plan %d iter %d finish %d\n%s\n%s\n", PLAN_FORMAT, RENDER_ITER_FORMAT,
           RENDER_FINISH_FORMAT, seq->content_hash, cfg);
  sha256_hex(text, strlen(text), seq->plan_hash);

  store_genome row;
  int have = s ? store_genome_get(s, relpath, &row, err) : 0;
  if (have < 0) {
    free(data);
    return -1;
  }
  if (have && !strcmp(row.plan_hash, seq->plan_hash)) {
    if (!strcmp(row.status, "error")) {
      sequence_fail(seq, "%s", row.error);
      free(data);
      return 0;
    }
    /* Unchanged since the last plan: reuse the recorded keys, and what the parser said then
     * (a typo it ignored stays said until the file changes). */
    snprintf(seq->unsupported, sizeof seq->unsupported, "%s", row.unsupported);
    snprintf(seq->warnings, sizeof seq->warnings, "%s", row.warnings);
    seq->kind = !strcmp(row.kind, "animation") ? SEQ_ANIMATION : !strcmp(row.kind, "collection") ? SEQ_COLLECTION : SEQ_STILL;
    seq->nframes = row.nframes;
    seq->frames = calloc((size_t)(seq->nframes > 0 ? seq->nframes : 1), sizeof *seq->frames);
    int complete = seq->frames != NULL;
    for (int k = 0; k < seq->nframes && complete; k++) {
      store_frame f;
      int got = store_frame_get(s, relpath, k, &f, err);
      if (got < 0) {
        free(data);
        return -1;
      }
      complete = got == 1 && f.file[0]; /* a row of an older store names no file */
      /* A still planned by a version that wrote it to out/NAME/00000.png: named again. */
      char still[256];
      if (complete && seq->kind == SEQ_STILL)
        complete = project_still_file(seq->name, config_format_ext(&seq->cfg), still, sizeof still) == 0 &&
                   !strcmp(f.file, still);
      seq->frames[k].index = k;
      seq->frames[k].time = f.time;
      memcpy(seq->frames[k].iter_key, f.iter_key, 65);
      memcpy(seq->frames[k].finish_key, f.finish_key, 65);
      memcpy(seq->frames[k].file, f.file, sizeof f.file);
    }
    if (complete) {
      free(data);
      return 0;
    }
    free(seq->frames); /* the store lost some rows: plan from the file */
    seq->frames = NULL;
  }
  parse_sequence(p, seq, data, len);
  free(data);
  seq->replanned = 1;
  if (seq->failed) return 0;
  return compute_keys(p, seq, err);
}

int sequence_ensure_parsed(const project *p, sequence *seq, fb_error *err) {
  if (seq->parsed) return 0;
  char abs[PATH_MAX];
  if (path_printf(abs, sizeof abs, "%s/%s", p->root, seq->path) < 0) return fb_errorf(err, "path too long");
  char *data;
  size_t len;
  if (fb_read_regular_file(abs, &data, &len, err) < 0) return -1;
  int nframes = seq->nframes;
  parse_sequence(p, seq, data, len);
  free(data);
  if (seq->failed) return fb_errorf(err, "%s", seq->error);
  if (seq->nframes != nframes) return fb_errorf(err, "%s changed while building", seq->path);
  return 0;
}

void sequence_folder(const sequence *seq, char *out, size_t n) {
  if (seq->kind == SEQ_STILL) project_still_folder(seq->name, out, n);
  else snprintf(out, n, "%s", seq->name);
}

void sequence_file_path(const project *p, const sequence *seq, const char *file, char *out, size_t n) {
  char folder[1024];
  sequence_folder(seq, folder, sizeof folder);
  project_frame_path(p, folder, file, out, n);
}

void sequence_free(sequence *seq) {
  if (seq->parsed || seq->keys.flames) genome_list_free(&seq->keys);
  free(seq->frames);
  memset(seq, 0, sizeof *seq);
}
