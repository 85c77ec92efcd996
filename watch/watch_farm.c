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
 */
#include <stdlib.h>
#include <string.h>

#include "../util/clock.h"
#include "watch_internal.h"

typedef struct farm_ctx {
  watch *w;
  farm *f;
} farm_ctx;

/* A frame's result: to the loop, as a finished pipeline job goes. */
static void on_frame(void *ctx, const farm_frame *ff, const farm_result *r) {
  farm_ctx *c = ctx;
  wqueue *q = &c->w->q;
  wjob *j = ff->tag;
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
      /* A run that cannot be submitted fails its frames with the reason (farm_run's on_frame). */
      fb_error ferr;
      (void)farm_run(c.f, on_frame, on_tick, &c, &ferr);
      farm_free(c.f);
    }
    pthread_mutex_lock(&q->lock);
  }
  q->exited = 1;
  pthread_mutex_unlock(&q->lock);
  (void)uv_async_send(&q->async);
  return NULL;
}
