/*
 * watch_view.c — what a live page shows of the watcher (watch_display.view, `watch --serve`):
 * every sequence, and each of its frames' state, last render time, error and file version.
 *
 * Kept only when the display asks for it. The loop thread keeps, per sequence, what it learnt
 * of each frame of the current plan (wseq.view: done, failed and why, how long it took, the
 * file's mtime); whether a frame is queued or rendering is read from the queue when the view
 * is reported. The view is reported, whole, whenever it may have changed (view_dirty): from
 * the worker's wake-up (a job started or ended: a rewritten PNG reaches the page at once) and
 * from the tick (plans, queue changes). The display copies it; nothing here is shared with
 * another thread but the queue, read under its lock.
 *
 * For the page's reviews it also carries, per frame, whether its file is a preview, its
 * before-image (watch_before.c), and the file of its name in the other profiles' outputs —
 * found when the sequence is planned: the watcher holds the project's lock, so nothing else
 * writes them meanwhile.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "../util/fs.h"
#include "watch_internal.h"

static int wants_view(const watch *w) { return w->disp && w->disp->view; }

/* Where the profile `name` ("" the default) puts its outputs. */
static int profile_dir(const watch *w, const char *name, char *out, size_t n) {
  return name[0] ? path_printf(out, n, "%s/out/%s", w->p->root, name) : path_printf(out, n, "%s/out", w->p->root);
}

/* The other profiles the page can compare a frame with: the default (when the watcher renders
 * a profile) and each [profile.NAME] of flamebuild.conf whose out/NAME/ exists, the watcher's
 * own excepted; WATCH_VIEW_PROFILES at most. */
static void find_profiles(watch *w) {
  const char *names[CONFIG_MAX_OVERRIDES + 1];
  int n = 0;
  names[n++] = "";
  for (int i = 0; i < w->p->overrides.n; i++) {
    const config_override *o = &w->p->overrides.v[i];
    int seen = !o->profile;
    for (int j = 0; j < n && !seen; j++) seen = !strcmp(names[j], o->name);
    if (!seen) names[n++] = o->name;
  }
  w->nview_profiles = 0;
  for (int i = 0; i < n && w->nview_profiles < WATCH_VIEW_PROFILES; i++) {
    char dir[PATH_MAX];
    struct stat st;
    if (profile_dir(w, names[i], dir, sizeof dir) < 0 || !strcmp(dir, w->p->out_dir) || lstat(dir, &st) < 0 ||
        !S_ISDIR(st.st_mode))
      continue;
    snprintf(w->view_profiles[w->nview_profiles++], sizeof w->view_profiles[0], "%s", names[i]);
  }
}

/* The version of frame k's file in the other profiles' outputs (0: none there). */
static void other_versions(const watch *w, const sequence *seq, int k, long long *other) {
  char folder[1024];
  sequence_folder(seq, folder, sizeof folder);
  for (int j = 0; j < w->nview_profiles; j++) {
    char dir[PATH_MAX], path[PATH_MAX];
    struct stat st;
    other[j] = profile_dir(w, w->view_profiles[j], dir, sizeof dir) == 0 &&
                       path_printf(path, sizeof path, "%s%s%s/%s", dir, folder[0] ? "/" : "", folder,
                                   seq->frames[k].file) == 0 &&
                       lstat(path, &st) == 0 && S_ISREG(st.st_mode)
                   ? fb_mtime_ns(&st)
                   : 0;
  }
}

void view_plan(watch *w, wseq *ws) {
  if (!wants_view(w)) return;
  w->view_dirty = 1;
  const sequence *seq = &ws->snap->seq;
  wframe *v = calloc((size_t)(seq->nframes > 0 ? seq->nframes : 1), sizeof *v);
  if (!v) return; /* the old view stays; frames past it show as stale */
  find_profiles(w);
  for (int k = 0; k < seq->nframes; k++) {
    const planned_frame *pf = &seq->frames[k];
    const wframe *old = k < ws->nview ? &ws->view[k] : NULL;
    /* The file as the plan found it: a frame kept is shown as it is on disk. */
    v[k].version = pf->out_size >= 0 ? pf->out_mtime_ns : 0;
    v[k].state = pf->action == FRAME_UNCHANGED ? WATCH_FRAME_DONE
                 : pf->failed_before          ? WATCH_FRAME_FAILED
                                              : WATCH_FRAME_STALE;
    if (old) v[k].seconds = old->seconds;
    if (old && old->version == v[k].version) v[k].preview = old->preview;
    v[k].before = k < ws->nbefore_v ? ws->before_v[k] : 0;
    other_versions(w, seq, k, v[k].other);
    if (old && !pf->failed_before) continue;
    /* New to the view, or failed before: its time and error are in the store. */
    store_frame row;
    fb_error err;
    if (store_frame_get(&w->s, ws->path, k, &row, &err) != 1) continue;
    if (!old) v[k].seconds = row.seconds;
    if (pf->failed_before) snprintf(v[k].error, sizeof v[k].error, "%.500s", row.error);
  }
  free(ws->view);
  ws->view = v;
  ws->nview = seq->nframes;
}

void view_frame_done(watch *w, wseq *cur, const wjob *j, int current) {
  if (!wants_view(w) || j->kind != WJOB_FRAME || !cur) return;
  w->view_dirty = 1;
  const int k = j->pf.index;
  if (k >= cur->nview || !current) return; /* a stale frame: its replacement is on the way */
  wframe *f = &cur->view[k];
  if (j->not_run) {
    /* watch --farm: the cluster did not take it; stale, not failed (held for the next try). */
    if (j->pf.sample_fraction <= 0) f->state = WATCH_FRAME_STALE;
  } else if (j->rc == 0) {
    f->version = j->res.row.out_mtime_ns; /* a preview too: the page shows it until the frame lands */
    f->preview = j->pf.sample_fraction > 0;
    if (f->preview) return;
    f->state = WATCH_FRAME_DONE;
    f->seconds = j->seconds;
    f->error[0] = 0;
  } else if (!(atomic_load(&j->cancel) && !strcmp(j->err.msg, "cancelled")) && j->pf.sample_fraction <= 0) {
    f->state = WATCH_FRAME_FAILED;
    f->seconds = j->seconds;
    snprintf(f->error, sizeof f->error, "%.500s", j->err.msg);
  }
}

/* The sequence of a job in the view being made, or -1 (removed since). */
static int seq_index(const watch *w, const wseq *ws) {
  for (int i = 0; i < w->nseqs; i++)
    if (w->seqs[i] == ws) return i;
  return -1;
}

static void mark(watch *w, watch_view *v, const wjob *j, int state) {
  if (j->kind != WJOB_FRAME) return;
  int i = seq_index(w, j->ws);
  if (i < 0 || j->pf.index >= v->seqs[i].nframes) return;
  watch_frame_view *f = &v->seqs[i].frames[j->pf.index];
  if (f->state != WATCH_FRAME_RENDERING) f->state = state;
}

static void view_free(watch_view *v) {
  for (int i = 0; i < v->nseqs; i++) free(v->seqs[i].frames);
  free(v->seqs);
}

void view_publish(watch *w) {
  if (!wants_view(w) || !w->view_dirty) return;
  watch_view v = {.nseqs = w->nseqs, .seqs = calloc((size_t)(w->nseqs > 0 ? w->nseqs : 1), sizeof *v.seqs)};
  if (!v.seqs) return; /* still dirty: the next tick tries again */
  const size_t out_len = strlen(w->p->out_dir);
  char root_out[PATH_MAX];
  if (path_printf(root_out, sizeof root_out, "%s/out", w->p->root) == 0 && strlen(w->p->out_dir) > strlen(root_out))
    snprintf(v.out, sizeof v.out, "%s/", w->p->out_dir + strlen(root_out) + 1);
  v.nprofiles = w->nview_profiles;
  memcpy(v.profiles, w->view_profiles, sizeof v.profiles);
  for (int i = 0; i < w->nseqs; i++) {
    const wseq *ws = w->seqs[i];
    watch_seq_view *s = &v.seqs[i];
    snprintf(s->name, sizeof s->name, "%s", ws->name);
    snprintf(s->path, sizeof s->path, "%s", ws->path);
    s->failed = ws->failed;
    snprintf(s->error, sizeof s->error, "%s", ws->error);
    s->edit_ms = ws->edit_ms;
    char video[PATH_MAX];
    struct stat st;
    project_video_path(w->p, ws->name, video, sizeof video);
    if (video[0] && lstat(video, &st) == 0 && S_ISREG(st.st_mode) && strlen(video) > out_len + 1) {
      snprintf(s->video, sizeof s->video, "%s", video + out_len + 1);
      s->video_version = fb_mtime_ns(&st);
    }
    if (!ws->snap) continue;
    const sequence *seq = &ws->snap->seq;
    snprintf(s->not_drawn, sizeof s->not_drawn, "%s", seq->unsupported);
    memcpy(s->warnings, seq->warnings, sizeof s->warnings);
    s->animation = seq->kind == SEQ_ANIMATION;
    sequence_folder(seq, s->folder, sizeof s->folder);
    s->fps = seq->cfg.fps;
    s->frames = calloc((size_t)(seq->nframes > 0 ? seq->nframes : 1), sizeof *s->frames);
    if (!s->frames) {
      view_free(&v);
      return;
    }
    s->nframes = seq->nframes;
    for (int k = 0; k < seq->nframes; k++) {
      watch_frame_view *f = &s->frames[k];
      memcpy(f->file, seq->frames[k].file, sizeof f->file);
      if (k >= ws->nview) {
        f->state = WATCH_FRAME_STALE;
        continue;
      }
      f->state = ws->view[k].state;
      f->seconds = ws->view[k].seconds;
      f->version = ws->view[k].version;
      f->preview = ws->view[k].preview;
      f->before = ws->view[k].before;
      memcpy(f->other, ws->view[k].other, sizeof f->other);
      memcpy(f->error, ws->view[k].error, sizeof f->error);
    }
  }
  /* Queued and rendering, from the queue (a job being cancelled is on its way out). */
  wqueue *q = &w->q;
  pthread_mutex_lock(&q->lock);
  for (const wjob *j = q->running; j; j = j->run_next)
    if (!atomic_load(&j->cancel)) mark(w, &v, j, WATCH_FRAME_RENDERING);
  for (const wjob *j = q->head; j; j = j->next) mark(w, &v, j, WATCH_FRAME_QUEUED);
  pthread_mutex_unlock(&q->lock);
  w->view_dirty = 0;
  w->disp->view(w->disp->ctx, &v);
  view_free(&v);
}
