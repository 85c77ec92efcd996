/*
 * watch_queue.c — the watcher's job queue and its one worker thread.
 *
 * Why one worker: one frame at a time already uses every core (the CPU backend's threads)
 * or the whole GPU, and a single renderer keeps the order the loop chose — newest edit
 * first — exact. The loop never waits for a render: it plans, edits the queue and records
 * results while the worker renders.
 *
 * The queue is a list under `lock`. The loop inserts (at the front for an edit, at the
 * back for the first build), drops jobs of a re-planned sequence, and cancels the running
 * job by setting its `cancel` flag, which the render's progress callback returns: the CPU
 * backend stops at its next 10000-sample chunk, the GPU backend after its current launch,
 * and the render fails with "cancelled", writing nothing. The worker moves a finished job
 * to the done list and wakes the loop (uv_async_send), which records it: the store is only
 * ever touched by the loop thread.
 *
 * The worker renders at nice +5 (its render threads inherit it): when an edit arrives
 * while every core renders, the loop thread gets most of a core to plan it instead of
 * sharing one evenly with a render thread (on two cores: 74 rather than 81 ms from save to
 * the new work starting, BENCHMARKS.md).
 */
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

#include "watch_internal.h"

#ifndef WATCH_RENDER_NICE
#define WATCH_RENDER_NICE 5
#endif

wjob *job_new(int kind, wseq *ws, wsnap *snap) {
  wjob *j = calloc(1, sizeof *j);
  if (!j) return NULL;
  j->kind = kind;
  j->ws = ws;
  ws->refs++;
  ws->jobs++;
  j->snap = snap;
  snap->refs++;
  atomic_init(&j->cancel, 0);
  atomic_init(&j->progress, 0);
  return j;
}

void job_free(watch *w, wjob *j) {
  j->ws->jobs--;
  j->ws->last_work = uv_now(&w->loop);
  snap_unref(j->snap);
  seq_unref(w, j->ws);
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

static void job_run(watch *w, wjob *j) {
  if (j->kind == WJOB_VIDEO) {
    j->rc = build_video_encode(w->b, &j->snap->seq, &j->err);
    return;
  }
  planned_frame pf = j->pf;
  pf.action = j->action;
  build_frame_control ctl = {job_progress, job_abandon, j};
  j->rc = build_frame_render(w->b, &j->snap->seq, &pf, &ctl, &j->res, &j->err);
}

static void *worker_main(void *arg) {
  watch *w = arg;
  wqueue *q = &w->q;
  /* Render below the loop's priority (the render threads inherit it): planning an edit
   * then takes a core from the renderer at once, instead of sharing it. Best effort. */
  (void)setpriority(PRIO_PROCESS, (id_t)gettid(), WATCH_RENDER_NICE);
  pthread_mutex_lock(&q->lock);
  for (;;) {
    while (!q->stop && !q->head) pthread_cond_wait(&q->wake, &q->lock);
    if (q->stop) break;
    wjob *j = q->head;
    q->head = j->next;
    j->next = NULL;
    q->count--;
    /* An iteration that ended after this job was planned (a tone edit made while its frame
     * iterated) left its buffer in the cache: finish from it. */
    j->action = j->pf.action;
    if (j->kind == WJOB_FRAME && j->action == FRAME_ITERATE && build_in_cache(w->b, j->pf.iter_key))
      j->action = FRAME_REFINISH;
    j->started = mono_now();
    j->started_wall = wall_now();
    q->running = j;
    pthread_mutex_unlock(&q->lock);
    /* Can fail only once the handle is closing, and the loop closes it after we exit. */
    (void)uv_async_send(&q->async);
    job_run(w, j);
    j->seconds = mono_now() - j->started;
    pthread_mutex_lock(&q->lock);
    q->running = NULL;
    if (q->done_tail) q->done_tail->next = j;
    else q->done_head = j;
    q->done_tail = j;
    pthread_mutex_unlock(&q->lock);
    (void)uv_async_send(&q->async);
    pthread_mutex_lock(&q->lock);
  }
  q->exited = 1;
  pthread_mutex_unlock(&q->lock);
  (void)uv_async_send(&q->async);
  return NULL;
}

static void on_async(uv_async_t *a);

int queue_start(watch *w, fb_error *err) {
  wqueue *q = &w->q;
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

/* Takes the jobs the worker finished, and the running one if its start is not logged. */
static void on_async(uv_async_t *a) {
  watch *w = a->data;
  wqueue *q = &w->q;
  pthread_mutex_lock(&q->lock);
  wjob *done = q->done_head;
  q->done_head = q->done_tail = NULL;
  wjob *running = q->running;
  double started = 0;
  int exited = q->exited;
  if (running && !running->start_logged) {
    running->start_logged = 1;
    started = running->started_wall;
  } else {
    running = NULL;
  }
  char what[1200] = "";
  if (running && running->kind == WJOB_FRAME)
    snprintf(what, sizeof what, "%s: frame %d/%d started (%s)", running->ws->name, running->pf.index + 1,
             running->snap->seq.nframes, running->action == FRAME_ITERATE ? "iterate" : "refinish");
  else if (running)
    snprintf(what, sizeof what, "%s: encoding the video", running->ws->name);
  pthread_mutex_unlock(&q->lock);
  while (done) {
    wjob *next = done->next;
    watch_job_done(w, done);
    done = next;
  }
  /* `running` may have finished meanwhile: only the copy above is used. */
  if (what[0]) wlog_at(w, started, WATCH_LOG_FRAME, "%s", what);
  if (exited && w->stopping && !uv_is_closing((uv_handle_t *)a)) uv_close((uv_handle_t *)a, NULL);
}

void queue_stop(watch *w) {
  wqueue *q = &w->q;
  queue_drop(w, NULL, 1 << WJOB_FRAME | 1 << WJOB_VIDEO);
  pthread_mutex_lock(&q->lock);
  if (q->running) atomic_store(&q->running->cancel, WJOB_STOP_NOW);
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
  while (dropped) {
    wjob *next = dropped->next;
    job_free(w, dropped);
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
  wjob *j = q->running;
  if (j && j->ws == ws) {
    int want = level ? level(j, ctx) : WJOB_STOP_NOW;
    if (want > atomic_load(&j->cancel)) atomic_store(&j->cancel, want);
  }
  pthread_mutex_unlock(&q->lock);
}

int queue_running_is(watch *w, wseq *ws, int index, const char *finish_key) {
  wqueue *q = &w->q;
  pthread_mutex_lock(&q->lock);
  wjob *j = q->running;
  int same = j && j->ws == ws && j->kind == WJOB_FRAME && j->pf.index == index &&
             !strcmp(j->pf.finish_key, finish_key) && !atomic_load(&j->cancel);
  pthread_mutex_unlock(&q->lock);
  return same;
}

int queue_idle(watch *w) {
  wqueue *q = &w->q;
  pthread_mutex_lock(&q->lock);
  int idle = !q->head && !q->running && !q->done_head;
  pthread_mutex_unlock(&q->lock);
  return idle;
}

void queue_counts(watch *w, int *queued, int *running, char *what, size_t n, double *progress) {
  wqueue *q = &w->q;
  pthread_mutex_lock(&q->lock);
  *queued = q->count;
  wjob *j = q->running;
  *running = j != NULL;
  what[0] = 0;
  *progress = 0;
  if (j && j->kind == WJOB_FRAME) {
    snprintf(what, n, "%s: frame %d/%d (%s)", j->ws->name, j->pf.index + 1, j->snap->seq.nframes,
             j->action == FRAME_ITERATE ? "iterate" : "refinish");
    *progress = atomic_load(&j->progress) / 1000.0;
  } else if (j) {
    snprintf(what, n, "%s: encoding the video", j->ws->name);
  }
  pthread_mutex_unlock(&q->lock);
}
