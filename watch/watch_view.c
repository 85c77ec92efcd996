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
 */
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "../util/fs.h"
#include "watch_internal.h"

static int wants_view(const watch *w) { return w->disp && w->disp->view; }

void view_plan(watch *w, wseq *ws) {
  if (!wants_view(w)) return;
  w->view_dirty = 1;
  const sequence *seq = &ws->snap->seq;
  wframe *v = calloc((size_t)(seq->nframes > 0 ? seq->nframes : 1), sizeof *v);
  if (!v) return; /* the old view stays; frames past it show as stale */
  for (int k = 0; k < seq->nframes; k++) {
    const planned_frame *pf = &seq->frames[k];
    const wframe *old = k < ws->nview ? &ws->view[k] : NULL;
    /* The file as the plan found it: a frame kept is shown as it is on disk. */
    v[k].version = pf->out_size >= 0 ? pf->out_mtime_ns : 0;
    v[k].state = pf->action == FRAME_UNCHANGED ? WATCH_FRAME_DONE
                 : pf->failed_before          ? WATCH_FRAME_FAILED
                                              : WATCH_FRAME_STALE;
    if (old) v[k].seconds = old->seconds;
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
  if (j->rc == 0) {
    f->version = j->res.row.out_mtime_ns; /* a preview too: the page shows it until the frame lands */
    if (j->pf.sample_fraction > 0) return;
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
  for (int i = 0; i < w->nseqs; i++) {
    const wseq *ws = w->seqs[i];
    watch_seq_view *s = &v.seqs[i];
    snprintf(s->name, sizeof s->name, "%s", ws->name);
    snprintf(s->path, sizeof s->path, "%s", ws->path);
    s->failed = ws->failed;
    snprintf(s->error, sizeof s->error, "%s", ws->error);
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
