/*
 * watch_plan.c — what the watcher does with a genome path once its events have settled.
 *
 * 1. Plan the file alone (build_plan: re-parsed only if its bytes or the settings changed,
 *    keys recorded in one transaction). A save of the same bytes has the same plan hash and
 *    plans to no work: that is the content-hash confirmation of every event.
 * 2. A file that does not parse keeps its last good plan and outputs; its queued frames are
 *    dropped and its error is shown until the next good save.
 * 3. Otherwise the new plan replaces the old one. A running frame of the sequence whose
 *    iter_key changed (or that no longer exists) is cancelled at its next chunk; one whose
 *    finish_key alone changed completes its iteration — the buffer goes to the cache, and
 *    its replacement re-finishes from it — and is abandoned before finishing.
 * 4. Frames to render are ordered nearest the edit first: by the distance of their time to
 *    the keyframes whose canonical text changed (same keyframe count), else to the middle of
 *    the run of frames whose keys changed. They go to the front of the queue, replacing the
 *    sequence's queued jobs (the first build queues at the back in frame order instead).
 * 5. When a job ends its result is recorded only if its keys and file are still the plan's: a
 *    stale frame is overwritten by its replacement, or pruned if the plan no longer has its
 *    frame or its file name.
 * 6. A sequence whose frames changed and that has had no work for settle_s gets its video
 *    checked and, if its key changed, an encode job at the back of the queue.
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../util/sha256.h"
#include "watch_internal.h"
#include "../scheduler/sheet.h"

void wsnap_unref(wsnap *s) {
  if (s && --s->refs == 0) {
    for (int i = 0; s->printed && i < s->seq.keys.count; i++) free(s->printed[i]);
    free(s->printed);
    sequence_free(&s->seq);
    free(s);
  }
}

void wseq_unref(watch *w, wseq *ws) {
  (void)w;
  if (--ws->refs > 0) return;
  wsnap_unref(ws->snap);
  free(ws->failed_frames);
  free(ws->view);
  free(ws->before_v);
  for (int i = 0; i < ws->nbefore_files; i++) free(ws->before_files[i]);
  free(ws->before_files);
  free(ws->path);
  free(ws);
}

wseq *wseq_find(watch *w, const char *rel) {
  for (int i = 0; i < w->nseqs; i++)
    if (!strcmp(w->seqs[i]->path, rel)) return w->seqs[i];
  return NULL;
}

static wseq *seq_add(watch *w, const char *rel) {
  if (w->nseqs == w->capseqs) {
    int cap = w->capseqs ? w->capseqs * 2 : 32;
    wseq **grown = realloc(w->seqs, (size_t)cap * sizeof *grown);
    if (!grown) return NULL;
    w->seqs = grown;
    w->capseqs = cap;
  }
  wseq *ws = calloc(1, sizeof *ws);
  if (!ws || !(ws->path = strdup(rel))) {
    free(ws);
    return NULL;
  }
  ws->refs = 1;
  project_sequence_name(rel, ws->name, sizeof ws->name);
  w->seqs[w->nseqs++] = ws;
  return ws;
}

/* A genome that is gone: its jobs stop, its records go; its outputs stay (orphans.h). */
static void seq_remove(watch *w, wseq *ws) {
  before_forget(w, ws);
  queue_drop(w, ws, 1 << WJOB_FRAME | 1 << WJOB_VIDEO);
  watch_farm_forget(w, ws);
  queue_cancel_running(w, ws, NULL, NULL);
  fb_error err;
  if (build_remove(w->b, ws->path, &err) < 0) watch_error(w, "%s", err.msg);
  else wlog(w, WATCH_LOG_INFO, "%s: removed; its outputs stay in out/ (flamebuild clean --orphans removes them)", ws->name);
  for (int i = 0; i < w->nseqs; i++)
    if (w->seqs[i] == ws) {
      w->seqs[i] = w->seqs[--w->nseqs];
      break;
    }
  ws->removed = 1;
  w->view_dirty = 1;
  wseq_unref(w, ws);
}

void watch_free_seqs(watch *w) {
  for (int i = 0; i < w->nseqs; i++) wseq_unref(w, w->seqs[i]);
  free(w->seqs);
  w->seqs = NULL;
  w->nseqs = w->capseqs = 0;
}

/* The file's SHA-256, to check that a re-read saw the bytes that were planned. */
static int file_hash(const char *path, char hex[65]) {
  FILE *f = fopen(path, "rb");
  if (!f) return -1;
  sha256_ctx h;
  sha256_init(&h);
  char buf[65536];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, f)) > 0) sha256_update(&h, buf, n);
  int bad = ferror(f);
  fclose(f);
  if (bad) return -1;
  unsigned char d[32];
  sha256_final(&h, d);
  for (int i = 0; i < 32; i++) snprintf(hex + 2 * i, 3, "%02x", d[i]);
  return 0;
}

/* The canonical text of keyframe i (about 1 ms each: kept with the snapshot). */
static const char *keyframe_text(wsnap *s, int i) {
  if (!s->printed && !(s->printed = calloc((size_t)s->seq.keys.count, sizeof *s->printed))) return NULL;
  if (!s->printed[i]) s->printed[i] = genome_print(&s->seq.keys.flames[i]);
  return s->printed[i];
}

static int frame_keys_changed(const sequence *old, const sequence *cur, int k) {
  return !old || k >= old->nframes || strcmp(old->frames[k].finish_key, cur->frames[k].finish_key);
}

/* Whether keyframe i can have changed: it shapes only the frames between its second
 * neighbours (Catmull-Rom reaches that far; motion blur half a frame more), so if none of
 * those changed, it did not. Saves printing every keyframe of a long animation. */
static int keyframe_near_change(const sequence *old, const sequence *cur, int i) {
  const genome *f = cur->keys.flames;
  int n = cur->keys.count;
  double lo = i >= 2 ? f[i - 2].time : -INFINITY, hi = i + 2 < n ? f[i + 2].time : INFINITY;
  for (int k = 0; k < cur->nframes; k++)
    if (cur->frames[k].time > lo - 1 && cur->frames[k].time < hi + 1 && frame_keys_changed(old, cur, k)) return 1;
  return 0;
}

/* Times of the keyframes of an animation whose canonical text changed; -1 when the two
 * plans cannot be compared keyframe by keyframe. */
static int changed_keyframes(wsnap *olds, wsnap *curs, double *where, int max) {
  const sequence *old = olds ? &olds->seq : NULL, *cur = &curs->seq;
  if (!old || !old->parsed || !cur->parsed || old->kind != SEQ_ANIMATION || cur->kind != SEQ_ANIMATION ||
      old->keys.count != cur->keys.count)
    return -1;
  int n = 0;
  for (int i = 0; i < cur->keys.count && n < max; i++) {
    if (!keyframe_near_change(old, cur, i)) continue;
    const char *a = keyframe_text(olds, i), *b = keyframe_text(curs, i);
    if (!a || !b || strcmp(a, b) || old->keys.flames[i].time != cur->keys.flames[i].time)
      where[n++] = cur->keys.flames[i].time;
  }
  return n;
}

typedef struct work {
  int k;
  double priority;
} work;

static int work_cmp(const void *a, const void *b) {
  const work *x = a, *y = b;
  if (x->priority != y->priority) return x->priority < y->priority ? -1 : 1;
  return x->k - y->k;
}

/* Step 4: priorities of the frames in v (distance in time to the edit). The frames of a
 * collection are independent stills: those that changed go in file order. */
static void prioritise(wsnap *olds, wsnap *curs, work *v, int n) {
  const sequence *old = olds ? &olds->seq : NULL, *cur = &curs->seq;
  if (cur->kind != SEQ_ANIMATION) return;
  double where[64];
  int nw = changed_keyframes(olds, curs, where, 64);
  if (nw <= 0) {
    /* The middle of the frames whose keys changed. */
    int lo = -1, hi = -1;
    for (int k = 0; k < cur->nframes; k++)
      if (frame_keys_changed(old, cur, k)) {
        if (lo < 0) lo = k;
        hi = k;
      }
    where[0] = lo < 0 ? 0 : (cur->frames[lo].time + cur->frames[hi].time) / 2;
    nw = 1;
  }
  for (int i = 0; i < n; i++) {
    double t = cur->frames[v[i].k].time;
    double best = INFINITY;
    for (int j = 0; j < nw; j++)
      if (fabs(t - where[j]) < best) best = fabs(t - where[j]);
    v[i].priority = best;
  }
  qsort(v, (size_t)n, sizeof *v, work_cmp);
}

/* How to stop a running frame of a re-planned sequence (step 3). */
static int stale_level(const wjob *j, void *ctx) {
  const sequence *cur = ctx;
  if (j->kind != WJOB_FRAME) return WJOB_RUN;
  int k = j->pf.index;
  if (k >= cur->nframes || strcmp(cur->frames[k].iter_key, j->pf.iter_key)) return WJOB_STOP_NOW;
  if (strcmp(cur->frames[k].finish_key, j->pf.finish_key))
    return j->action == FRAME_ITERATE ? WJOB_STOP_AFTER_ITERATION : WJOB_STOP_NOW;
  return WJOB_RUN;
}


/* Whether frame k is worth a preview: it must be iterated, and its full iteration take long
 * enough that a preview shows sooner. On a GPU a 1080p frame of quality 200 iterates in ~10 ms
 * and the preview's own finish and PNG cost more than they save (measured on an H200:
 * save -> first PNG 254 ms with one, 298 without, the frame itself 512 ms later instead of
 * 300); on the CPU a 640x360 one takes 2.6 s and its preview lands in 0.19 s. The rates are
 * rough: what matters is the order of magnitude against the ~0.3 s a frame's finish costs. */
static int wants_preview(watch *w, const sequence *seq, int k) {
  if (seq->frames[k].action != FRAME_ITERATE || seq->keys.count < 1) return 0;
  const genome *g = &seq->keys.flames[seq->kind == SEQ_COLLECTION && k < seq->keys.count ? k : 0];
  long cores = sysconf(_SC_NPROCESSORS_ONLN);
  const double rate = build_uses_gpu(w->b) ? 2e10 : 1e7 * (double)(cores > 0 ? cores : 1);
  return render_sample_count(g) / rate > 0.5;
}

/* A plan queued `frames` frames (`kept` more of it were in flight already): a new pass, or, for
 * a plan that changed no key (a frame whose output went missing), more of the one going on. */
static void pass_begin(watch *w, wseq *ws, int fresh, int frames, int kept) {
  if (!frames && !kept && !fresh) return;
  if (fresh || !ws->pass_started) {
    ws->pass_total = ws->pass_done = ws->pass_iterated = ws->pass_refinished = ws->pass_failed = 0;
    ws->pass_started = frames || kept ? fb_mono_seconds() : 0;
    ws->pass_log = !w->initial;
    ws->pass_total = kept;
  }
  ws->pass_total += frames;
}

/* Which frames of a new plan failed with their keys (an edit's new keys have not). */
static void failed_plan(wseq *ws) {
  const sequence *seq = &ws->snap->seq;
  unsigned char *f = calloc((size_t)(seq->nframes > 0 ? seq->nframes : 1), 1);
  if (!f) return; /* the old ones stay: the status counts too many failures until the next plan */
  for (int k = 0; k < seq->nframes; k++) f[k] = seq->frames[k].failed_before != 0;
  free(ws->failed_frames);
  ws->failed_frames = f;
  ws->nfailed_frames = seq->nframes;
}

static void failed_set(wseq *ws, int k, int failed) {
  if (ws && k < ws->nfailed_frames) ws->failed_frames[k] = (unsigned char)failed;
}

/* A frame of the pass is done (rc: recorded 0, failed -1). */
static void pass_count(wseq *ws, const wjob *j) {
  if (!ws->pass_started) return;
  ws->pass_done++;
  if (j->rc < 0) ws->pass_failed++;
  else if (j->res.iterated) ws->pass_iterated++;
  else ws->pass_refinished++;
}

/* The last frame of the pass is done: one line for the whole of it (an edit's; the first build
 * says "up to date" instead). */
static void pass_end(watch *w, wseq *ws) {
  if (!ws || !ws->pass_started || ws->frame_jobs > 0) return;
  if (ws->pass_log && ws->pass_done > 0) {
    char failed[32] = "";
    if (ws->pass_failed) snprintf(failed, sizeof failed, ", %d failed", ws->pass_failed);
    wlog(w, WATCH_LOG_INFO, "%s: %d frame%s done: %d iterated, %d refinished%s (%.1f s)", ws->name, ws->pass_done,
         ws->pass_done == 1 ? "" : "s", ws->pass_iterated, ws->pass_refinished, failed,
         fb_mono_seconds() - ws->pass_started);
  }
  ws->pass_started = 0;
  ws->pass_total = 0;
}

/* Step 1: the file at rel (abs) planned anew into a snapshot, with its sequence (added to the
 * watch if new: *added). NULL when there is nothing to plan now: the file is gone or no genome
 * file of the project (its sequence removed), the store failed (tried again in a second), or
 * the file moved on while it was read (its event is on the way). */
static wsnap *plan_file(watch *w, const char *rel, const char *abs, wseq **out, int *added) {
  wseq *ws = wseq_find(w, rel);
  struct stat st;
  if (stat(abs, &st) < 0 || !S_ISREG(st.st_mode) || !project_genome_path_ok(rel) ||
      project_path_in_nested(w->p->root, rel)) {
    if (ws) seq_remove(w, ws);
    return NULL;
  }
  *added = !ws;
  if (!ws && !(ws = seq_add(w, rel))) {
    watch_error(w, "%s: out of memory", rel);
    return NULL;
  }
  wstat_of(&st, &ws->st); /* before reading: a later write brings its own event */
  wsnap *snap = calloc(1, sizeof *snap);
  fb_error err;
  if (!snap) {
    watch_error(w, "%s: out of memory", rel);
    return NULL;
  }
  snap->refs = 1;
  if (build_plan(w->b, rel, &snap->seq, &err) < 0) {
    /* The store failed (a full disk?): try again in a second, saying so each time. */
    watch_error(w, "%s", err.msg);
    wsnap_unref(snap);
    watch_pend_path(w, rel, uv_now(&w->loop) + 1000);
    return NULL;
  }
  sequence *seq = &snap->seq;
  /* Parse (the plan may have reused stored keys) and check that the bytes parsed are the
   * bytes planned: if the file moved on, its event is on the way. */
  if (!seq->failed && sequence_ensure_parsed(w->p, seq, &err) < 0) {
    seq->failed = 1;
    snprintf(seq->error, sizeof seq->error, "%s", err.msg);
  }
  char hash[65];
  if (!seq->replanned && (file_hash(abs, hash) < 0 || strcmp(hash, seq->content_hash))) {
    wsnap_unref(snap);
    watch_pend_path(w, rel, uv_now(&w->loop) + (uint64_t)(w->opt.debounce_s * 1000));
    return NULL;
  }
  /* What the parser ignored (an unknown attribute, a misspelt variation): said at each save. */
  for (char *line = seq->warnings, *end; *line && (end = strchr(line, '\n')); line = end + 1) {
    *end = 0;
    wlog(w, WATCH_LOG_WARNING, "%s", line);
    *end = '\n';
  }
  *out = ws;
  return snap;
}

/* Step 2: a plan that failed keeps the sequence's last good one and its outputs; the error is
 * said once (again when it changes), its queued work dropped. Takes snap's reference. */
static void keep_last_good(watch *w, wseq *ws, wsnap *snap) {
  const sequence *seq = &snap->seq;
  if (!ws->failed || strcmp(ws->error, seq->error))
    watch_error_in(w, ws->path, -1, "%s%s", seq->error, ws->snap ? " (keeping the last good outputs)" : "");
  ws->failed = 1;
  snprintf(ws->error, sizeof ws->error, "%s", seq->error);
  w->view_dirty = 1;
  queue_drop(w, ws, 1 << WJOB_FRAME | 1 << WJOB_VIDEO);
  watch_farm_forget(w, ws);
  wsnap_unref(snap);
}

/* The frames of seq to render into v (their index and priority: frame order), returning how
 * many; *kept counts those already running with the same keys. */
static int frames_to_render(watch *w, wseq *ws, const sequence *seq, int changed, work *v, int *kept) {
  int n = 0;
  for (int k = 0; k < seq->nframes; k++) {
    const planned_frame *pf = &seq->frames[k];
    if (pf->action == FRAME_UNCHANGED) continue;
    /* A frame that failed with these keys fails again: retried by a restart or an edit. */
    if (pf->failed_before && !changed && !w->initial) continue;
    if (queue_running_is(w, ws, k, pf->finish_key)) {
      (*kept)++; /* in flight already, and still wanted: part of this pass */
      continue;
    }
    if (!changed && !w->initial && queue_has_frame(w, ws, pf->finish_key, k)) continue;
    v[n].k = k;
    v[n].priority = k;
    n++;
  }
  return n;
}

/* A job for each frame of v into *jobs (grown to hold the previews): after an edit, first the
 * frames to iterate as previews (a share of their quality), all of them before any frame's own
 * job, nearest the edit first — the artist sees the change at once, then the frames fill in.
 * Returns how many, or -1 out of memory (*jobs still the caller's to free). */
static int frame_jobs(watch *w, wseq *ws, wsnap *snap, int changed, const work *v, int n, wjob ***jobs,
                      int *iterate, int *refinish) {
  const sequence *seq = &snap->seq;
  const double preview = w->opt.preview;
  int npreview = 0;
  if (changed && !w->initial && preview > 0 && preview < 1)
    for (int i = 0; i < n; i++) npreview += wants_preview(w, seq, v[i].k);
  wjob **all = npreview ? realloc(*jobs, (size_t)(n + npreview) * sizeof **jobs) : *jobs;
  if (!all) return -1;
  *jobs = all;
  int made = 0;
  for (int pass = npreview ? 0 : 1; pass < 2; pass++)
    for (int i = 0; i < n; i++) {
      const planned_frame *pf = &seq->frames[v[i].k];
      if (pass == 0 && !wants_preview(w, seq, v[i].k)) continue;
      wjob *job = wjob_new(WJOB_FRAME, ws, snap);
      if (!job) {
        watch_error(w, "%s: out of memory", ws->path);
        return made;
      }
      job->pf = *pf;
      job->pf.sample_fraction = pass == 0 ? preview : 0;
      store_frame last; /* the farm shares frames into tasks by their times (watch_farm.c) */
      fb_error ignored; /* without it the frame counts as the mean */
      if (w->opt.farm && store_frame_get(&w->s, ws->path, pf->index, &last, &ignored) == 1)
        job->estimate_s = last.seconds * (job->pf.sample_fraction > 0 ? job->pf.sample_fraction : 1);
      job->priority = v[i].priority;
      all[made++] = job;
      if (pass == 1 && pf->action == FRAME_ITERATE) (*iterate)++;
      else if (pass == 1) (*refinish)++;
    }
  return made;
}

void watch_plan_path(watch *w, const char *rel) {
  char abs[PATH_MAX];
  if (path_printf(abs, sizeof abs, "%s/%s", w->p->root, rel) < 0) return;
  wseq *ws = NULL;
  int added = 0;
  wsnap *snap = plan_file(w, rel, abs, &ws, &added);
  if (!snap) return;
  sequence *seq = &snap->seq;
  if (seq->failed) {
    keep_last_good(w, ws, snap);
    return;
  }
  /* Step 3: the new plan replaces the old one. */
  if (ws->failed) wlog(w, WATCH_LOG_INFO, "%s: parses again", ws->name);
  watch_fixed(w, ws->path, -1);
  ws->failed = 0;
  ws->error[0] = 0;
  const sequence *old = ws->snap ? &ws->snap->seq : NULL;
  int changed = !old || old->nframes != seq->nframes;
  for (int k = 0; k < seq->nframes && !changed; k++) changed = frame_keys_changed(old, seq, k);

  queue_cancel_running(w, ws, stale_level, seq);
  /* Frames the farm did not take are stale in this plan too: queued below, as any other. */
  watch_farm_forget(w, ws);
  work *v = calloc((size_t)(seq->nframes > 0 ? seq->nframes : 1), sizeof *v);
  wjob **jobs = calloc((size_t)(seq->nframes > 0 ? seq->nframes : 1), sizeof *jobs);
  int n = 0, iterate = 0, refinish = 0, kept = 0;
  if (!v || !jobs) {
    watch_error(w, "%s: out of memory", rel);
    goto done;
  }
  if (changed || w->initial) queue_drop(w, ws, 1 << WJOB_FRAME | 1 << WJOB_VIDEO);
  n = frames_to_render(w, ws, seq, changed, v, &kept);
  /* Step 4: nearest the edit first. */
  if (changed && !w->initial) {
    prioritise(ws->snap, snap, v, n);
    /* The live page's before-images: the frames as they are now, before any is re-rendered. */
    int *order = malloc((size_t)(n > 0 ? n : 1) * sizeof *order);
    if (order) {
      for (int i = 0; i < n; i++) order[i] = v[i].k;
      before_capture(w, ws, seq, order, n);
      free(order);
    }
  }
  n = frame_jobs(w, ws, snap, changed, v, n, &jobs, &iterate, &refinish);
  if (n < 0) {
    watch_error(w, "%s: out of memory", rel);
    goto done;
  }
  pass_begin(w, ws, changed || w->initial, iterate + refinish, kept);
  if (n && !changed) queue_drop(w, ws, 1 << WJOB_VIDEO);
  /* The frames the farm did not take go out with these, right behind them: one run. */
  int held = 0;
  if (n && w->nfarm_held) {
    wjob **more = realloc(jobs, (size_t)(n + w->nfarm_held) * sizeof *jobs);
    if (more) {
      jobs = more;
      held = watch_farm_unhold(w, jobs + n);
    }
  }
  queue_insert(w, jobs, n + held, changed && !w->initial);
  if (n) ws->last_work = uv_now(&w->loop);
  if (changed || n) {
    char order[96] = "";
    if (n > 1 && changed && !w->initial && seq->kind == SEQ_ANIMATION)
      snprintf(order, sizeof order, ", nearest time %g first", seq->frames[v[0].k].time);
    wlog(w, WATCH_LOG_INFO, "%s: %s: %d frame%s, %d to iterate, %d to re-finish%s", ws->name,
         w->initial ? "planned" : added ? "new" : "changed", seq->nframes, seq->nframes == 1 ? "" : "s", iterate,
         refinish, order);
  } else {
    wlog(w, WATCH_LOG_INFO, "%s: saved, no frame changed", ws->name);
  }
  snap->refs++;
  wsnap_unref(ws->snap);
  ws->snap = snap;
  failed_plan(ws);
  view_plan(w, ws);
  ws->video_dirty = 1;
  w->any_video_dirty = 1;
done:
  free(v);
  free(jobs);
  wsnap_unref(snap);
}

/* Step 5. */
void watch_job_done(watch *w, wjob *j) {
  wseq *ws = j->ws;
  wseq *cur = ws->removed ? wseq_find(w, ws->path) : ws;
  const sequence *plan = cur && cur->snap ? &cur->snap->seq : NULL;
  fb_error err;
  if (!j->start_logged) {
    j->start_logged = 1;
    if (j->kind == WJOB_FRAME && !j->not_run)
      wlog_at(w, j->started_wall, WATCH_LOG_FRAME_START, "%s: frame %d started (%s)", ws->name, j->pf.index,
              j->action == FRAME_ITERATE ? "iterate" : "refinish");
  }
  if (j->kind == WJOB_VIDEO) {
    if (cur != ws) { /* removed while encoding */
      if (!cur && build_remove(w->b, ws->path, &err) < 0) watch_error(w, "%s", err.msg);
    } else if (build_video_record(w->b, ws->path, j->video_key, j->rc < 0 ? j->err.msg : NULL, &err) < 0) {
      watch_error(w, "%s", err.msg);
    } else if (j->rc < 0) {
      watch_error(w, "%s", j->err.msg);
    } else {
      char out[PATH_MAX];
      project_video_path(w->p, ws->name, out, sizeof out);
      wlog(w, WATCH_LOG_INFO, "%s: encoded %s (%.2f s)", ws->name, out, j->seconds);
    }
    wjob_free(w, j);
    return;
  }
  int k = j->pf.index;
  int current = plan && k < plan->nframes && !strcmp(plan->frames[k].finish_key, j->pf.finish_key) &&
                !strcmp(plan->frames[k].iter_key, j->pf.iter_key) && !strcmp(plan->frames[k].file, j->pf.file);
  view_frame_done(w, cur, j, current);
  if (j->not_run) {
    /* watch --farm: the cluster did not take it. Not a failure: stale, held for the next try
     * while its plan still wants it (watch_farm.c says the outage once). */
    if (current && cur == ws && !w->stopping && j->pf.sample_fraction <= 0) watch_farm_hold(w, j);
    else wjob_free(w, j);
    return;
  }
  if (w->bopt.farm && j->rc == 0) watch_farm_up(w);
  if (j->rc < 0 && atomic_load(&j->cancel) && !strcmp(j->err.msg, "cancelled")) {
    wlog(w, WATCH_LOG_FRAME, "%s: frame %d cancelled at %.0f%% (%s)", ws->name, k,
         atomic_load(&j->progress) / 10.0, w->stopping ? "stopping" : "its keys changed");
  } else if (j->pf.sample_fraction > 0) {
    /* A preview: on disk for the artist, never recorded (its frame's own job follows). */
    if (j->rc < 0) wlog(w, WATCH_LOG_FRAME, "%s: frame %d preview failed: %s", ws->name, k,
                        j->err.msg);
    else wlog(w, WATCH_LOG_FRAME, "%s: frame %d preview at %g of the quality (%.2f s)", ws->name, k,
              j->pf.sample_fraction, j->seconds);
  } else if (j->rc < 0) {
    watch_error_in(w, ws->path, k, "%s: frame %d: %s", ws->path, k, j->err.msg);
    if (current) {
      pass_count(cur, j);
      failed_set(cur, k, 1);
      w->counts.failed++;
      if (store_frame_failed(&w->s, ws->path, k, j->err.msg, &err) < 0) watch_error(w, "%s", err.msg);
    }
  } else if (current) {
    if (build_frame_record(w->b, ws->path, &j->res, &err) < 0) watch_error(w, "%s", err.msg);
    else {
      pass_count(cur, j);
      failed_set(cur, k, 0);
      watch_fixed(w, ws->path, k);
      char samples[64];
      wlog(w, WATCH_LOG_FRAME, "%s: frame %d %s (%.2f s%s)", ws->name, k,
           j->res.iterated ? "iterated" : "refinished", j->seconds, build_frame_samples_text(&j->res, samples, sizeof samples));
    }
    cur->video_dirty = 1;
    cur->sheet_dirty = 1;
    w->any_video_dirty = 1;
  } else if (!cur) {
    if (build_remove(w->b, ws->path, &err) < 0) watch_error(w, "%s", err.msg);
  } else {
    /* Written under a plan that has moved on: a frame past the end or under a name the plan no
     * longer uses goes (its replacement is queued under the new one). */
    build_prune_frames(w->b, ws->name, plan);
    if (plan && k < plan->nframes)
      wlog(w, WATCH_LOG_FRAME, "%s: frame %d done but already stale (%.2f s)", ws->name, k,
           j->seconds);
  }
  wjob_free(w, j);
  pass_end(w, cur); /* cur is the table's: alive past the job */
}

/* Step 6: called every tick. */
void watch_settle(watch *w) {
  if (!w->any_video_dirty || w->stopping || w->reload) return;
  uint64_t now = uv_now(&w->loop), settle = (uint64_t)(w->opt.settle_s * 1000);
  int still = 0;
  for (int i = 0; i < w->nseqs; i++) {
    wseq *ws = w->seqs[i];
    if (!ws->video_dirty || ws->farm_held) continue; /* frames the farm did not take: no video yet */
    if (ws->failed || !ws->snap) {
      ws->video_dirty = 0;
      continue;
    }
    /* Only a video to encode waits for its frames to settle; removing one does not. */
    int encodes = ws->snap->seq.kind == SEQ_ANIMATION && config_makes_video(&ws->snap->seq.cfg);
    if (ws->jobs > 0 || (encodes && now - ws->last_work < settle)) {
      still = 1;
      continue;
    }
    ws->video_dirty = 0;
    char key[65];
    fb_error err;
    /* Its frames are on disk: the contact sheet first (small: thumbnails made as they rendered),
     * when a frame rendered or the one on disk is not of these frames (missing, a failed write). */
    if ((ws->sheet_dirty || !sheet_up_to_date(w->p, &ws->snap->seq)) && sheet_build(w->p, &ws->snap->seq, &err) < 0)
      watch_error(w, "%s", err.msg);
    ws->sheet_dirty = 0;
    int want = build_video_plan(w->b, &ws->snap->seq, key, &err);
    if (want < 0) {
      watch_error(w, "%s", err.msg);
      continue;
    }
    if (!want) continue;
    wjob *j = wjob_new(WJOB_VIDEO, ws, ws->snap);
    if (!j) {
      watch_error(w, "%s: out of memory", ws->path);
      continue;
    }
    memcpy(j->video_key, key, 65);
    queue_insert(w, &j, 1, 0);
  }
  w->any_video_dirty = still;
}
