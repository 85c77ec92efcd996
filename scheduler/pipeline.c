/*
 * pipeline.c — the executor's threads and queues (contract in pipeline.h).
 *
 * One lock guards the five FIFO queues and the counters; `work` wakes workers and the render
 * thread, `done` wakes the caller. Jobs move between queues only under the lock and are worked
 * on outside it by exactly one thread at a time.
 */
#include "pipeline.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "../cache/hist_codec.h"
#include "../util/clock.h"

/* `link` picks the job's link field: the store queue has its own, as a split job waits in
 * it and in the output queue at once. */
typedef struct job_queue {
  frame_job *head, *tail;
  int link;
} job_queue;

static void push(job_queue *q, frame_job *j) {
  j->next[q->link] = NULL;
  if (q->tail) q->tail->next[q->link] = j;
  else q->head = j;
  q->tail = j;
}

static frame_job *pop(job_queue *q) {
  frame_job *j = q->head;
  if (j) {
    q->head = j->next[q->link];
    if (!q->head) q->tail = NULL;
    j->next[q->link] = NULL;
  }
  return j;
}

struct pipeline {
  pthread_mutex_t lock;
  pthread_cond_t work, done_cv;
  job_queue prepare, render, output, store, done;
  int inflight, max_inflight;
  int stop;
  int workers;
  pthread_t *worker_threads;
  int workers_started;
  pthread_t *render_threads;
  int renderers, renderers_started;
  int render_index;          /* the next render thread's number (frame_bind_renderer) */
  int *rendered;             /* frames each render thread has rendered (pipeline_render_counts) */
  /* The render stage's busy time as a union over its threads: time while at least one
   * renders (two frames side by side on one GPU are one GPU busy, not two). */
  int rendering;
  double busy_since, busy_s;
  /* The same per device: render thread i works on device i % devices (frame_bind_renderer). */
  int devices;
  int device_rendering[PIPELINE_MAX_DEVICES];
  double device_since[PIPELINE_MAX_DEVICES], device_busy[PIPELINE_MAX_DEVICES];
  void (*notify)(void *ctx);
  void *notify_ctx;
};

/* Under the lock: a job is done. */
static void push_done(pipeline *pl, frame_job *j) {
  push(&pl->done, j);
  pthread_cond_broadcast(&pl->done_cv);
  if (pl->notify) pl->notify(pl->notify_ctx);
}

enum work { WORK_PREPARE, WORK_OUTPUT, WORK_STORE };

static void *worker_main(void *arg) {
  pipeline *pl = arg;
  /* The worker's own encoder: its 42 MB output buffer (1080p) stays mapped from frame to
   * frame. Without one (out of memory) the store encodes with a one-off. */
  hist_encoder *encoder = hist_encoder_new();
  pthread_mutex_lock(&pl->lock);
  for (;;) {
    frame_job *j = NULL;
    enum work what = WORK_PREPARE;
    while (!pl->stop || pl->output.head || pl->store.head || pl->prepare.head) {
      if ((j = pop(&pl->output))) what = WORK_OUTPUT;
      else if ((j = pop(&pl->store))) what = WORK_STORE;
      else j = pop(&pl->prepare), what = WORK_PREPARE;
      if (j) break;
      pthread_cond_wait(&pl->work, &pl->lock);
    }
    if (!j) break;
    pthread_mutex_unlock(&pl->lock);
    if (what == WORK_STORE) {
      j->scratch = encoder;
      frame_store_buffer(j);
      j->scratch = NULL;
    } else if (what == WORK_OUTPUT) {
      frame_output(j); /* stores no entry: the render thread split every frame that has one */
    } else if (frame_prepare(j) < 0) {
      frame_render(j); /* return at once: the job failed and holds no buffers */
      frame_output(j);
      j->parts_left = 1;
      what = WORK_OUTPUT;
    }
    pthread_mutex_lock(&pl->lock);
    if (what == WORK_PREPARE) {
      push(&pl->render, j);
      pthread_cond_broadcast(&pl->work);
    } else if (--j->parts_left == 0) {
      /* The last half of the output frees the buffers: nobody else touches the job now. */
      pthread_mutex_unlock(&pl->lock);
      frame_output_join(j);
      pthread_mutex_lock(&pl->lock);
      push_done(pl, j);
    }
  }
  pthread_mutex_unlock(&pl->lock);
  hist_encoder_free(encoder);
  return NULL;
}

static void *render_main(void *arg) {
  pipeline *pl = arg;
  pthread_mutex_lock(&pl->lock);
  const int me = pl->render_index++;
  frame_bind_renderer(me); /* render thread i works on GPU i % devices */
  for (;;) {
    frame_job *j;
    while (!(j = pop(&pl->render)) && !(pl->stop && !pl->prepare.head)) pthread_cond_wait(&pl->work, &pl->lock);
    if (!j) break;
    const int device = me % pl->devices;
    const double start = fb_mono_seconds();
    if (pl->rendering++ == 0) pl->busy_since = start;
    if (pl->device_rendering[device]++ == 0) pl->device_since[device] = start;
    pthread_mutex_unlock(&pl->lock);
    frame_render(j);
    pthread_mutex_lock(&pl->lock);
    const double end = fb_mono_seconds();
    if (--pl->rendering == 0) pl->busy_s += end - pl->busy_since;
    if (--pl->device_rendering[device] == 0) pl->device_busy[device] += end - pl->device_since[device];
    pl->rendered[me]++;
    if (j->rc < 0) {
      frame_output(j); /* returns at once: the job is failed and its buffers freed */
      push_done(pl, j);
    } else {
      /* An iterated frame's cache entry compresses on one worker while another writes its PNG. */
      j->parts_left = 1;
      if (frame_output_split(j)) {
        j->parts_left = 2;
        push(&pl->store, j);
      }
      push(&pl->output, j);
      pthread_cond_broadcast(&pl->work);
    }
  }
  pthread_mutex_unlock(&pl->lock);
  return NULL;
}

int pipeline_start(int workers, int renderers, int devices, int max_inflight, pipeline **out, fb_error *err) {
  pipeline *pl = calloc(1, sizeof *pl);
  if (!pl) return fb_errorf(err, "out of memory");
  pl->workers = workers > 0 ? workers : 0;
  pl->renderers = renderers > 1 ? renderers : 1;
  pl->devices = devices < 1 ? 1 : devices > PIPELINE_MAX_DEVICES ? PIPELINE_MAX_DEVICES : devices;
  pl->max_inflight = max_inflight > 1 ? max_inflight : 1;
  pl->store.link = 1;
  pthread_mutex_init(&pl->lock, NULL);
  pthread_cond_init(&pl->work, NULL);
  pthread_cond_init(&pl->done_cv, NULL);
  *out = pl;
  if (!pl->workers) return 0;
  pl->worker_threads = calloc((size_t)pl->workers, sizeof *pl->worker_threads);
  pl->render_threads = calloc((size_t)pl->renderers, sizeof *pl->render_threads);
  pl->rendered = calloc((size_t)pl->renderers, sizeof *pl->rendered);
  if (!pl->worker_threads || !pl->render_threads || !pl->rendered) {
    pipeline_stop(pl);
    return fb_errorf(err, "out of memory");
  }
  int rc = 0;
  for (int i = 0; i < pl->renderers && rc == 0; i++) {
    rc = pthread_create(&pl->render_threads[i], NULL, render_main, pl);
    if (rc == 0) pl->renderers_started++;
  }
  for (int i = 0; i < pl->workers && rc == 0; i++) {
    rc = pthread_create(&pl->worker_threads[i], NULL, worker_main, pl);
    if (rc == 0) pl->workers_started++;
  }
  if (rc != 0) {
    pipeline_stop(pl);
    return fb_errorf(err, "cannot start the build's threads: %s", strerror(rc));
  }
  return 0;
}

void pipeline_set_notify(pipeline *pl, void (*fn)(void *ctx), void *ctx) {
  pthread_mutex_lock(&pl->lock);
  pl->notify = fn;
  pl->notify_ctx = ctx;
  pthread_mutex_unlock(&pl->lock);
}

void pipeline_set_limit(pipeline *pl, int max_inflight) {
  pthread_mutex_lock(&pl->lock);
  pl->max_inflight = max_inflight > 1 ? max_inflight : 1;
  pthread_mutex_unlock(&pl->lock);
}

int pipeline_has_room(pipeline *pl) {
  pthread_mutex_lock(&pl->lock);
  int room = pl->inflight < pl->max_inflight;
  pthread_mutex_unlock(&pl->lock);
  return room;
}

int pipeline_inflight(pipeline *pl) {
  pthread_mutex_lock(&pl->lock);
  int n = pl->inflight;
  pthread_mutex_unlock(&pl->lock);
  return n;
}

void pipeline_submit(pipeline *pl, frame_job *j) {
  if (!pl->workers) {
    frame_prepare(j);
    const double t0 = fb_mono_seconds();
    frame_render(j);
    const double busy = fb_mono_seconds() - t0;
    frame_output(j);
    pthread_mutex_lock(&pl->lock);
    pl->busy_s += busy;
    pl->device_busy[0] += busy;
    pl->inflight++;
    push_done(pl, j);
    pthread_mutex_unlock(&pl->lock);
    return;
  }
  pthread_mutex_lock(&pl->lock);
  pl->inflight++;
  push(&pl->prepare, j);
  pthread_cond_broadcast(&pl->work);
  pthread_mutex_unlock(&pl->lock);
}

static frame_job *take_done(pipeline *pl, int block) {
  pthread_mutex_lock(&pl->lock);
  frame_job *j = NULL;
  while (pl->inflight > 0 && !(j = pop(&pl->done)) && block) pthread_cond_wait(&pl->done_cv, &pl->lock);
  if (j) pl->inflight--;
  pthread_mutex_unlock(&pl->lock);
  return j;
}

int pipeline_device_busy_s(pipeline *pl, double *busy, int n) {
  pthread_mutex_lock(&pl->lock);
  const double now = fb_mono_seconds();
  for (int d = 0; d < pl->devices && d < n; d++)
    busy[d] = pl->device_busy[d] + (pl->device_rendering[d] ? now - pl->device_since[d] : 0);
  const int devices = pl->devices;
  pthread_mutex_unlock(&pl->lock);
  return devices;
}

double pipeline_render_busy_s(pipeline *pl) {
  pthread_mutex_lock(&pl->lock);
  double busy = pl->busy_s + (pl->rendering ? fb_mono_seconds() - pl->busy_since : 0);
  pthread_mutex_unlock(&pl->lock);
  return busy;
}

frame_job *pipeline_wait(pipeline *pl) { return take_done(pl, 1); }

frame_job *pipeline_wait_timed(pipeline *pl, double seconds) {
  struct timespec until;
  clock_gettime(CLOCK_REALTIME, &until); /* the condition variable's clock */
  const long long ns = until.tv_nsec + (long long)(seconds * 1e9);
  until.tv_sec += (time_t)(ns / 1000000000LL);
  until.tv_nsec = (long)(ns % 1000000000LL);
  pthread_mutex_lock(&pl->lock);
  frame_job *j = NULL;
  while (pl->inflight > 0 && !(j = pop(&pl->done)))
    if (pthread_cond_timedwait(&pl->done_cv, &pl->lock, &until) != 0) break;
  if (!j) j = pop(&pl->done); /* one may have come with the timeout */
  if (j) pl->inflight--;
  pthread_mutex_unlock(&pl->lock);
  return j;
}
frame_job *pipeline_poll(pipeline *pl) { return take_done(pl, 0); }

void pipeline_stop(pipeline *pl) {
  if (!pl) return;
  /* Finish what is in flight: a job is never abandoned between stages with a half-written
   * state (its PNG is written whole or not at all either way). */
  frame_job *j;
  while ((j = pipeline_wait(pl))) frame_job_free(j);
  pthread_mutex_lock(&pl->lock);
  pl->stop = 1;
  pthread_cond_broadcast(&pl->work);
  pthread_mutex_unlock(&pl->lock);
  for (int i = 0; i < pl->renderers_started; i++) pthread_join(pl->render_threads[i], NULL);
  for (int i = 0; i < pl->workers_started; i++) pthread_join(pl->worker_threads[i], NULL);
  free(pl->worker_threads);
  free(pl->render_threads);
  free(pl->rendered);
  pthread_mutex_destroy(&pl->lock);
  pthread_cond_destroy(&pl->work);
  pthread_cond_destroy(&pl->done_cv);
  free(pl);
}

int pipeline_render_counts(pipeline *pl, int *counts, int n) {
  pthread_mutex_lock(&pl->lock);
  const int threads = pl->rendered ? pl->renderers_started : 0;
  for (int i = 0; i < threads && i < n; i++) counts[i] = pl->rendered[i];
  pthread_mutex_unlock(&pl->lock);
  return threads;
}

int pipeline_max_inflight_within(double budget, double bytes_per_job, int workers, int renderers) {
  if (renderers < 1) renderers = 1;
  const double most = workers + renderers + 1;
  double n = bytes_per_job > 0 ? budget / bytes_per_job : most;
  if (n > most) n = most;
  return n < 2 ? 2 : (int)n;
}

/* MemAvailable of /proc/meminfo in bytes (free memory and what the kernel can reclaim, the
 * page cache among it), or -1 where there is none. */
static double memory_available(void) {
  FILE *f = fopen("/proc/meminfo", "r");
  if (!f) return -1;
  char line[256];
  double kib = -1;
  while (fgets(line, sizeof line, f))
    if (sscanf(line, "MemAvailable: %lf kB", &kib) == 1) break;
  fclose(f);
  return kib >= 0 ? kib * 1024 : -1;
}

double pipeline_memory_budget(void) {
  const long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);
  double budget = pages > 0 && page > 0 ? (double)pages * page / 4 : 4.0 * 1024 * 1024 * 1024;
  const double available = memory_available();
  if (available >= 0 && available / 2 < budget) budget = available / 2;
  return budget;
}

int pipeline_max_inflight(double bytes_per_job, int workers, int renderers) {
  return pipeline_max_inflight_within(pipeline_memory_budget(), bytes_per_job, workers, renderers);
}
