/*
 * watch_farm.c — the watcher's worker with --farm slurm: instead of feeding the pipeline, it
 * sends the frames waiting at the head of the queue to the cluster as one farm run (farm.h),
 * hands each result back to the loop as the pipeline's feeder does, and cancels in Slurm what
 * an edit made stale: the loop raises a running job's `cancel` flag, the run's next poll
 * (on_tick) turns that frame into "cancelled" and scancels a task left with nothing wanted.
 * While a run is out, newer jobs wait in the queue; the run ends when every frame has landed
 * or been cancelled and no task that held a cancelled frame is left in squeue (farm_run), so
 * an edit's frames go out as soon as its stale ones are cancelled, and no stale render can
 * land over them.
 * Videos are encoded here, on this machine, once no frame is out.
 *
 * A run the cluster cannot take (sbatch fails: no controller; or squeue stops answering) is an
 * outage, not 60 broken frames: its frames come back not run, all at once, and the loop holds
 * them, stale and unrecorded (watch_farm_hold), says the outage once, and sends them again
 * with the next edit's frames or when the retry is due — each retry that meets the same error
 * says nothing more — until the cluster takes them (watch_farm_up says so).
 */
#include <stdlib.h>
#include <string.h>

#include "../util/clock.h"
#include "watch_internal.h"

#define WATCH_FARM_RETRY_S 30.0
#define WATCH_FARM_RETRY_MAX_S 600.0

typedef struct farm_ctx {
  watch *w;
  farm *f;
} farm_ctx;

/* A frame's result: to the loop, as a finished pipeline job goes. One the cluster could not
 * take waits for the run's end, so that the loop gets the run's frames at once. */
static void on_frame(void *ctx, const farm_frame *ff, const farm_result *r) {
  farm_ctx *c = ctx;
  wqueue *q = &c->w->q;
  wjob *j = ff->tag;
  if (r->state == FARM_NOT_RUN) {
    j->rc = -1;
    j->not_run = 1;
    snprintf(j->err.msg, sizeof j->err.msg, "%s", r->error);
    return;
  }
  j->rc = build_farm_result(c->w->b, &j->snap->seq, &j->pf, r, &j->res, &j->err);
  pthread_mutex_lock(&q->lock);
  queue_job_done_locked(q, j);
  pthread_mutex_unlock(&q->lock);
  (void)uv_async_send(&q->async);
}

/* Between polls: frames an edit made stale, or all of them when the watcher stops. */
static void on_tick(void *ctx) {
  farm_ctx *c = ctx;
  wqueue *q = &c->w->q;
  pthread_mutex_lock(&q->lock);
  const int stopping = q->stop;
  pthread_mutex_unlock(&q->lock);
  for (int i = 0; i < farm_frames(c->f); i++) {
    wjob *j = farm_frame_at(c->f, i)->tag;
    if (farm_landed(c->f, i)) continue;
    if (stopping) atomic_store(&j->cancel, WJOB_STOP_NOW); /* reported as cancelled, not failed */
    if (atomic_load(&j->cancel) != WJOB_RUN) farm_cancel(c->f, i);
  }
}

void *watch_farm_worker(watch *w) {
  wqueue *q = &w->q;
  pthread_mutex_lock(&q->lock);
  for (;;) {
    if (q->stop && !q->nrunning) break;
    if (q->stop || !q->head) {
      pthread_cond_wait(&q->wake, &q->lock);
      continue;
    }
    wjob *j = q->head;
    if (j->kind == WJOB_VIDEO) { /* no frame is out: this thread waits for each run */
      q->head = j->next;
      j->next = NULL;
      q->count--;
      queue_job_start_locked(q, j);
      pthread_mutex_unlock(&q->lock);
      (void)uv_async_send(&q->async);
      j->rc = build_video_encode(w->b, &j->snap->seq, &j->err);
      pthread_mutex_lock(&q->lock);
      queue_job_done_locked(q, j);
      pthread_mutex_unlock(&q->lock);
      (void)uv_async_send(&q->async);
      pthread_mutex_lock(&q->lock);
      continue;
    }
    /* Every frame at the head of the queue, up to the next video, goes out as one run. */
    farm_ctx c = {w, NULL};
    fb_error err;
    int rc = build_farm_new(w->b, &c.f, &err);
    while (q->head && q->head->kind == WJOB_FRAME) {
      j = q->head;
      q->head = j->next;
      j->next = NULL;
      q->count--;
      j->action = j->pf.action;
      queue_job_start_locked(q, j);
      farm_frame ff = {.index = j->pf.index, .estimate_s = j->estimate_s, .tag = j};
      snprintf(ff.path, sizeof ff.path, "%s", j->snap->seq.path);
      memcpy(ff.iter_key, j->pf.iter_key, 65);
      memcpy(ff.finish_key, j->pf.finish_key, 65);
      if (rc < 0 || farm_add(c.f, &ff, &err) < 0) { /* the frame fails with the reason */
        j->rc = -1;
        j->err = err;
        queue_job_done_locked(q, j);
      }
    }
    pthread_mutex_unlock(&q->lock);
    (void)uv_async_send(&q->async);
    if (c.f) {
      /* A run the cluster could not take hands its frames back not run (on_frame): to the
       * loop together, which holds them and says the outage once. */
      fb_error ferr;
      const int not_taken = farm_run(c.f, on_frame, on_tick, &c, &ferr) < 0;
      if (not_taken) {
        pthread_mutex_lock(&q->lock);
        for (int i = 0; i < farm_frames(c.f); i++) {
          wjob *held = farm_frame_at(c.f, i)->tag;
          if (held->not_run) queue_job_done_locked(q, held);
        }
        pthread_mutex_unlock(&q->lock);
        (void)uv_async_send(&q->async);
      }
      farm_free(c.f);
    }
    pthread_mutex_lock(&q->lock);
  }
  q->exited = 1;
  pthread_mutex_unlock(&q->lock);
  (void)uv_async_send(&q->async);
  return NULL;
}

/* ---- on the loop: frames the cluster did not take ---------------------------------------- */

void watch_farm_hold(watch *w, wjob *j) {
  if (!w->nfarm_held) { /* the first held: the retry's clock starts */
    if (!(w->farm_retry_s > 0)) w->farm_retry_s = WATCH_FARM_RETRY_S;
    w->farm_retry_due = uv_now(&w->loop) + (uint64_t)(w->farm_retry_s * 1000);
  }
  j->start_logged = 1; /* a retry does not say "started" again */
  j->not_run = 0;
  j->rc = 0;
  snprintf(w->farm_news, sizeof w->farm_news, "%s", j->err.msg);
  j->ws->farm_held++;
  j->next = w->farm_held;
  w->farm_held = j;
  w->nfarm_held++;
  w->view_dirty = 1;
}

void watch_farm_tick(watch *w) {
  if (w->farm_news[0]) {
    /* Said once an outage: the retries that meet it say nothing more (their messages differ
     * only in the run's folder), until a frame comes back (watch_farm_up). */
    if (!w->farm_down && w->nfarm_held) {
      watch_error(w,
                  "farm: %d frame%s not rendered, left stale (none recorded failed; sent again with the next edit, "
                  "or in %.0f s): %.800s",
                  w->nfarm_held, w->nfarm_held == 1 ? "" : "s", w->farm_retry_s, w->farm_news);
      w->farm_down = 1;
    }
    w->farm_news[0] = 0;
  }
  if (w->nfarm_held && !w->stopping && uv_now(&w->loop) >= w->farm_retry_due) {
    w->farm_retry_s = w->farm_retry_s * 2 < WATCH_FARM_RETRY_MAX_S ? w->farm_retry_s * 2 : WATCH_FARM_RETRY_MAX_S;
    watch_farm_retry(w);
  }
}

int watch_farm_unhold(watch *w, wjob **out) {
  int n = 0;
  for (wjob *j = w->farm_held, *next; j; j = next) {
    next = j->next;
    j->next = NULL;
    j->ws->farm_held--;
    out[n++] = j;
  }
  /* In the order they were first queued: the list holds them newest first. */
  for (int i = 0; i < n / 2; i++) {
    wjob *t = out[i];
    out[i] = out[n - 1 - i];
    out[n - 1 - i] = t;
  }
  w->farm_held = NULL;
  w->nfarm_held = 0;
  w->view_dirty = 1;
  return n;
}

void watch_farm_retry(watch *w) {
  if (!w->nfarm_held) return;
  wjob **jobs = malloc((size_t)w->nfarm_held * sizeof *jobs);
  if (!jobs) { /* the next tick tries again */
    watch_error(w, "out of memory");
    return;
  }
  const int n = watch_farm_unhold(w, jobs);
  queue_insert(w, jobs, n, 0);
  free(jobs);
}

void watch_farm_forget(watch *w, wseq *ws) {
  for (wjob **pp = &w->farm_held; *pp;) {
    wjob *j = *pp;
    if (ws && j->ws != ws) {
      pp = &j->next;
      continue;
    }
    *pp = j->next;
    j->ws->farm_held--;
    w->nfarm_held--;
    w->view_dirty = 1;
    wjob_free(w, j);
  }
}

void watch_farm_up(watch *w) {
  if (!w->farm_down) return;
  wlog(w, WATCH_LOG_INFO, "farm: Slurm takes jobs again");
  if (!strncmp(w->last_error, "farm: ", 6)) w->last_error[0] = 0; /* the outage, off the status */
  w->farm_down = 0;
  w->farm_retry_s = WATCH_FARM_RETRY_S;
  watch_farm_retry(w); /* any held since: now */
}
