/*
 * watch_queue.c — the watcher's job queue and its worker thread.
 *
 * The worker feeds the build's pipeline (pipeline.h): it takes jobs from the head of the
 * queue while fewer than `depth` frames are in flight, so a GPU iterates frame k+1 while
 * workers write frame k, as in `flamebuild build`. The depth is small (watch_depth) because
 * a new edit's frames go to the front of the queue but behind the frames already in flight:
 * a few GPU frames are a fraction of a second, one CPU frame already uses every core. Before
 * a video the worker waits for the frames in flight; a frame whose iteration is in flight
 * (a tone edit while it iterates) waits for it, then re-finishes from its cached buffer.
 *
 * The queue is a list under `lock`. The loop inserts (at the front for an edit, at the
 * back for the first build), drops jobs of a re-planned sequence, and cancels running jobs
 * by setting their `cancel` flag, which the render's progress callback returns: the CPU
 * backend stops at its next 10000-sample chunk, the GPU backend after its current launch,
 * and the render fails with "cancelled", writing nothing. The worker moves a finished job
 * to the done list and wakes the loop (uv_async_send), which records it: the store is only
 * ever touched by the loop thread. Lock order: the pipeline's lock, then `lock` (the
 * pipeline's notify hook); the worker never calls the pipeline while holding `lock`.
 *
 * The worker and the pipeline's threads (which inherit it) run at nice +5: when an edit
 * arrives while every core renders, the loop thread gets most of a core to plan it instead
 * of sharing one evenly with a render thread (on two cores: 74 rather than 81 ms from save to
 * the new work starting, BENCHMARKS.md).
 */
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

#include "../scheduler/buffer_pool.h"
#include "../scheduler/frame.h"
#include "../gpu/gpu.h"
#include "../scheduler/pipeline.h"
#include "watch_internal.h"

#ifndef WATCH_RENDER_NICE
#define WATCH_RENDER_NICE 5
#endif

wjob *wjob_new(int kind, wseq *ws, wsnap *snap) {
  wjob *j = calloc(1, sizeof *j);
  if (!j) return NULL;
  j->kind = kind;
  j->ws = ws;
  ws->refs++;
  ws->jobs++;
  ws->frame_jobs += kind == WJOB_FRAME;
  j->snap = snap;
  snap->refs++;
  atomic_init(&j->cancel, 0);
  atomic_init(&j->progress, 0);
  return j;
}

void wjob_free(watch *w, wjob *j) {
  j->ws->jobs--;
  j->ws->frame_jobs -= j->kind == WJOB_FRAME;
  j->ws->last_work = uv_now(&w->loop);
  wsnap_unref(j->snap);
  wseq_unref(w, j->ws);
  free(j);
}

/* Called by the render between chunks: the fraction done; nonzero cancels. */
static int job_progress(void *ctx, double fraction) {
  wjob *j = ctx;
  atomic_store(&j->progress, (int)(fraction * 1000.0));
  return atomic_load(&j->cancel) == WJOB_STOP_NOW;
}

/* Called after the iteration and before writing: nonzero abandons the frame. */
static int job_abandon(void *ctx) {
  wjob *j = ctx;
  return atomic_load(&j->cancel) != WJOB_RUN;
}

/* Frames in flight at once: enough to keep a GPU busy while workers write, few enough that
 * an edit's first frame waits little behind them. -j 1: one, rendered in the worker. */
static int watch_depth(const watch *w, int workers) {
  if (!workers) return 1;
  int depth = build_uses_gpu(w->b) ? 8 : 2;
  return depth < workers + 2 ? depth : workers + 2;
}

/* The pipeline's hook (under its lock): wake the worker. */
static void pipeline_done_notify(void *ctx) {
  wqueue *q = ctx;
  pthread_mutex_lock(&q->lock);
  q->pipeline_done = 1;
  pthread_cond_signal(&q->wake);
  pthread_mutex_unlock(&q->lock);
}

/* Under the lock: a job leaves `running` for the done list. */
void queue_job_done_locked(wqueue *q, wjob *j) {
  for (wjob **pp = &q->running; *pp; pp = &(*pp)->run_next)
    if (*pp == j) {
      *pp = j->run_next;
      break;
    }
  j->run_next = NULL;
  q->nrunning--;
  j->seconds = fb_mono_seconds() - j->started;
  if (q->done_tail) q->done_tail->next = j;
  else q->done_head = j;
  q->done_tail = j;
}

/* Under the lock: j joins `running`, last. */
void queue_job_start_locked(wqueue *q, wjob *j) {
  j->started = fb_mono_seconds();
  j->started_wall = fb_wall_seconds();
  j->run_next = NULL;
  wjob **pp = &q->running;
  while (*pp) pp = &(*pp)->run_next;
  *pp = j;
  q->nrunning++;
}

/* Under the lock: whether the head job may start now. */
static int head_may_start(wqueue *q, int depth) {
  wjob *j = q->head;
  if (!j) return 0;
  if (j->kind == WJOB_VIDEO) return q->nrunning == 0; /* its frames are on disk first */
  if (q->nrunning >= depth) return 0;
  for (wjob *r = q->running; r; r = r->run_next)
    if (r->kind == WJOB_FRAME && !strcmp(r->pf.iter_key, j->pf.iter_key)) return 0;
  return 1;
}

static void *worker_main(void *arg) {
  watch *w = arg;
  wqueue *q = &w->q;
  if (q->worker) return q->worker(w); /* watch --farm: frames go to Slurm (watch_farm_worker) */
  /* Render below the loop's priority (the pipeline's threads inherit it): planning an edit
   * then takes a core from the renderer at once, instead of sharing it. Best effort. */
  (void)setpriority(PRIO_PROCESS, (id_t)gettid(), WATCH_RENDER_NICE);
  int workers = build_worker_threads(&w->bopt);
  if (build_uses_gpu(w->b) && w->bopt.threads <= 0 && workers > 2) workers--; /* as build does */
  const int depth = watch_depth(w, workers);
  pipeline *pl = NULL;
  fb_error perr;
  if (pipeline_start(workers, build_render_threads(w->b), build_devices(w->b), depth, &pl, &perr) < 0) {
    /* No threads: render in this one, one frame at a time. */
    workers = 0;
    if (pipeline_start(0, 1, 1, 1, &pl, &perr) < 0) pl = NULL;
  }
  if (pl) pipeline_set_notify(pl, pipeline_done_notify, q);
  pthread_mutex_lock(&q->lock);
  for (;;) {
    /* Finished frames first: they free room and their results unblock the loop. */
    if (q->pipeline_done && pl) {
      q->pipeline_done = 0;
      pthread_mutex_unlock(&q->lock);
      frame_job *fj;
      int any = 0;
      while ((fj = pipeline_poll(pl))) {
        wjob *j = fj->tag;
        j->rc = fj->rc;
        if (fj->rc == 0) j->res = fj->res;
        else j->err = fj->err;
        frame_job_free(fj);
        pthread_mutex_lock(&q->lock);
        queue_job_done_locked(q, j);
        pthread_mutex_unlock(&q->lock);
        any = 1;
      }
      /* Can fail only once the handle is closing, and the loop closes it after we exit. */
      if (any) (void)uv_async_send(&q->async);
      pthread_mutex_lock(&q->lock);
      continue;
    }
    if (q->stop && !q->nrunning) break;
    if (q->stop || !head_may_start(q, pl ? depth : 1)) {
      pthread_cond_wait(&q->wake, &q->lock);
      continue;
    }
    wjob *j = q->head;
    q->head = j->next;
    j->next = NULL;
    q->count--;
    /* An iteration that ended after this job was planned (a tone edit made while its frame
     * iterated) left its buffer in the cache: finish from it. */
    j->action = j->pf.action;
    if (j->kind == WJOB_FRAME && j->action == FRAME_ITERATE && build_buffer_cached(w->b, j->pf.iter_key))
      j->action = FRAME_REFINISH;
    queue_job_start_locked(q, j);
    /* The only frame to render (the usual edit of a still): it may take every GPU. */
    const int alone = q->count == 0 && q->nrunning == 1;
    pthread_mutex_unlock(&q->lock);
    (void)uv_async_send(&q->async);
    if (j->kind == WJOB_VIDEO || !pl) {
      if (j->kind == WJOB_VIDEO) {
        j->rc = build_video_encode(w->b, &j->snap->seq, &j->err);
      } else {
        planned_frame pf = j->pf;
        pf.action = j->action;
        j->ctl = (frame_control){job_progress, job_abandon, j};
        j->rc = build_frame_render(w->b, &j->snap->seq, &pf, &j->ctl, &j->res, &j->err);
      }
      pthread_mutex_lock(&q->lock);
      queue_job_done_locked(q, j);
      pthread_mutex_unlock(&q->lock);
      (void)uv_async_send(&q->async);
    } else {
      planned_frame pf = j->pf;
      pf.action = j->action;
      j->ctl = (frame_control){job_progress, job_abandon, j};
      buffer_pool_set_keep(build_frame_env(w->b)->frames, depth); /* every frame in flight reuses a buffer */
      frame_job *fj = frame_job_new(build_frame_env(w->b), &j->snap->seq, &pf, &j->ctl, j);
      if (fj) {
        if (alone && build_uses_gpu(w->b)) fj->split_devices = gpu_device_count();
        pipeline_submit(pl, fj);
      } else {
        j->rc = fb_errorf(&j->err, "out of memory");
        pthread_mutex_lock(&q->lock);
        queue_job_done_locked(q, j);
        pthread_mutex_unlock(&q->lock);
        (void)uv_async_send(&q->async);
      }
    }
    pthread_mutex_lock(&q->lock);
  }
  pthread_mutex_unlock(&q->lock);
  pipeline_stop(pl);
  pthread_mutex_lock(&q->lock);
  q->exited = 1;
  pthread_mutex_unlock(&q->lock);
  (void)uv_async_send(&q->async);
  return NULL;
}

static void on_async(uv_async_t *a);

int queue_start(watch *w, void *(*worker)(watch *w), fb_error *err) {
  wqueue *q = &w->q;
  q->worker = worker;
  int rc = uv_async_init(&w->loop, &q->async, on_async);
  if (rc < 0) return fb_errorf(err, "cannot set up the worker's wake-up: %s", uv_strerror(rc));
  q->async.data = w;
  pthread_mutex_init(&q->lock, NULL);
  pthread_cond_init(&q->wake, NULL);
  if ((rc = pthread_create(&q->thread, NULL, worker_main, w)) != 0) {
    uv_close((uv_handle_t *)&q->async, NULL);
    return fb_errorf(err, "cannot start the render thread: %s", strerror(rc));
  }
  q->thread_started = 1;
  return 0;
}

/* A job's "started" line, taken under the lock and logged after. */
typedef struct start_line {
  double when;
  char what[1100];
} start_line;

static int take_start(wjob *j, start_line *out) {
  if (j->start_logged) return 0;
  j->start_logged = 1;
  out->when = j->started_wall;
  if (j->kind == WJOB_FRAME)
    snprintf(out->what, sizeof out->what, "%s: frame %d started (%s)", j->ws->name, j->pf.index,
             j->action == FRAME_ITERATE ? "iterate" : "refinish");
  else
    snprintf(out->what, sizeof out->what, "%s: encoding the video", j->ws->name);
  return 1;
}

/* Takes the jobs the worker finished, and logs the starts not logged yet (those of finished
 * jobs first: they started earlier). */
static void on_async(uv_async_t *a) {
  watch *w = a->data;
  wqueue *q = &w->q;
  enum { MAX_STARTS = 64 };
  start_line *starts = malloc(MAX_STARTS * sizeof *starts);
  int nstarts = 0;
  pthread_mutex_lock(&q->lock);
  wjob *done = q->done_head;
  q->done_head = q->done_tail = NULL;
  for (wjob *j = done; j && starts && nstarts < MAX_STARTS; j = j->next) nstarts += take_start(j, &starts[nstarts]);
  for (wjob *j = q->running; j && starts && nstarts < MAX_STARTS; j = j->run_next)
    nstarts += take_start(j, &starts[nstarts]);
  int exited = q->exited;
  pthread_mutex_unlock(&q->lock);
  for (int i = 0; i < nstarts; i++) wlog_at(w, starts[i].when, WATCH_LOG_FRAME_START, "%s", starts[i].what);
  free(starts);
  while (done) {
    wjob *next = done->next;
    watch_job_done(w, done);
    done = next;
  }
  /* A job started or ended: the live page hears of it now (a rewritten PNG, at once). */
  w->view_dirty = 1;
  view_publish(w);
  if (exited && w->stopping && !uv_is_closing((uv_handle_t *)a)) uv_close((uv_handle_t *)a, NULL);
}

void queue_stop(watch *w) {
  wqueue *q = &w->q;
  queue_drop(w, NULL, 1 << WJOB_FRAME | 1 << WJOB_VIDEO);
  pthread_mutex_lock(&q->lock);
  for (wjob *j = q->running; j; j = j->run_next) atomic_store(&j->cancel, WJOB_STOP_NOW);
  q->stop = 1;
  pthread_cond_broadcast(&q->wake);
  pthread_mutex_unlock(&q->lock);
}

void queue_insert(watch *w, wjob **jobs, int n, int front) {
  if (n <= 0) return;
  for (int i = 0; i + 1 < n; i++) jobs[i]->next = jobs[i + 1];
  jobs[n - 1]->next = NULL;
  wqueue *q = &w->q;
  pthread_mutex_lock(&q->lock);
  if (front || !q->head) {
    jobs[n - 1]->next = q->head;
    q->head = jobs[0];
  } else {
    wjob *t = q->head;
    while (t->next) t = t->next;
    t->next = jobs[0];
  }
  q->count += n;
  pthread_cond_signal(&q->wake);
  pthread_mutex_unlock(&q->lock);
  w->idle_reported = 0;
  w->view_dirty = 1;
}

void queue_drop(watch *w, wseq *ws, int kind_mask) {
  wqueue *q = &w->q;
  wjob *dropped = NULL;
  pthread_mutex_lock(&q->lock);
  for (wjob **pp = &q->head; *pp;) {
    wjob *j = *pp;
    if ((!ws || j->ws == ws) && (kind_mask & (1 << j->kind))) {
      *pp = j->next;
      j->next = dropped;
      dropped = j;
      q->count--;
    } else {
      pp = &j->next;
    }
  }
  pthread_mutex_unlock(&q->lock);
  if (dropped) w->view_dirty = 1;
  while (dropped) {
    wjob *next = dropped->next;
    wjob_free(w, dropped);
    dropped = next;
  }
}

int queue_has_frame(watch *w, wseq *ws, const char *finish_key, int index) {
  wqueue *q = &w->q;
  int found = 0;
  pthread_mutex_lock(&q->lock);
  for (wjob *j = q->head; j && !found; j = j->next)
    found = j->ws == ws && j->kind == WJOB_FRAME && j->pf.index == index && !strcmp(j->pf.finish_key, finish_key);
  pthread_mutex_unlock(&q->lock);
  return found;
}

void queue_cancel_running(watch *w, wseq *ws, int (*level)(const wjob *j, void *ctx), void *ctx) {
  wqueue *q = &w->q;
  pthread_mutex_lock(&q->lock);
  for (wjob *j = q->running; j; j = j->run_next) {
    if (j->ws != ws) continue;
    int want = level ? level(j, ctx) : WJOB_STOP_NOW;
    if (want > atomic_load(&j->cancel)) atomic_store(&j->cancel, want);
  }
  pthread_mutex_unlock(&q->lock);
}

int queue_running_is(watch *w, wseq *ws, int index, const char *finish_key) {
  wqueue *q = &w->q;
  pthread_mutex_lock(&q->lock);
  int same = 0;
  for (wjob *j = q->running; j && !same; j = j->run_next)
    same = j->ws == ws && j->kind == WJOB_FRAME && j->pf.index == index && !strcmp(j->pf.finish_key, finish_key) &&
           !atomic_load(&j->cancel);
  pthread_mutex_unlock(&q->lock);
  return same;
}

int queue_idle(watch *w) {
  wqueue *q = &w->q;
  pthread_mutex_lock(&q->lock);
  int idle = !q->head && !q->nrunning && !q->done_head;
  pthread_mutex_unlock(&q->lock);
  return idle;
}

void queue_counts(watch *w, int *queued, int *running, char *what, size_t n, double *progress) {
  wqueue *q = &w->q;
  pthread_mutex_lock(&q->lock);
  *queued = q->count;
  wjob *j = q->running; /* the oldest: the one the display follows */
  *running = q->nrunning;
  what[0] = 0;
  *progress = 0;
  if (j && j->kind == WJOB_FRAME) {
    char pass[32] = "";
    if (j->ws->pass_total > 0) snprintf(pass, sizeof pass, " %d/%d", j->ws->pass_done, j->ws->pass_total);
    snprintf(what, n, "%s%s: frame %d (%s)", j->ws->name, pass, j->pf.index,
             j->pf.sample_fraction > 0 ? "preview" : j->action == FRAME_ITERATE ? "iterate" : "refinish");
    *progress = atomic_load(&j->progress) / 1000.0;
  } else if (j) {
    snprintf(what, n, "%s: encoding the video", j->ws->name);
  }
  pthread_mutex_unlock(&q->lock);
}
