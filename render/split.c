/*
 * split.c — one frame's samples shared among workers, their buffers summed
 * (render_iterate_split, render.h): how a frame uses every GPU of a host when fewer frames
 * than GPUs need rendering (scheduler/frame.c), and what the tests run with workers on the CPU.
 *
 * The frame's rounds (render_sampling, prepare.h) are cut into contiguous ranges, one a worker;
 * worker 0 draws its range onto the caller's buffer, the others onto zero buffers of their own,
 * all at once on threads of their own; then the others' buffers are added to the caller's and
 * the sum rounded to float (render_hist_round_to_float) once — the workers leave theirs in
 * double (render_options.share). Every sample is drawn exactly as in one go (same chunks,
 * same streams); only the order of float sums can differ, and with fixed-point sums (GPU,
 * deterministic) nothing does: the shares' converted integers add exactly.
 */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "prepare.h"
#include "render.h"

typedef struct split_part {
  render_worker_fn fn;
  void *ctx;
  int worker;
  render_options opt;
  render_hist *hist;
  render_hist own;
  int rc;
  fb_error err;
} split_part;

static void *run_part(void *arg) {
  split_part *p = arg;
  p->rc = p->fn(p->ctx, p->worker, &p->opt, p->hist, &p->err);
  return NULL;
}

int render_split_rounds(const render_frame *frame, const render_options *opt, int workers, uint64_t *bounds,
                        fb_error *err) {
  render_sampling s;
  uint64_t end;
  if (render_sampling_of(frame, &s, err) < 0 || render_rounds_of(&s, opt, &end, err) < 0) return -1;
  const uint64_t rounds = end - opt->first_round;
  if (workers > RENDER_SPLIT_MAX) workers = RENDER_SPLIT_MAX;
  if ((uint64_t)workers > rounds) workers = (int)rounds;
  if (workers <= 1 || !render_sampling_additive(&s)) workers = 1;
  for (int i = 0; i <= workers; i++) bounds[i] = opt->first_round + rounds * (uint64_t)i / (uint64_t)workers;
  return workers;
}

int render_iterate_split(const render_frame *frame, const render_options *opt, int workers, render_worker_fn fn,
                         void *ctx, render_hist *hist, fb_error *err) {
  uint64_t bounds[RENDER_SPLIT_MAX + 1];
  workers = render_split_rounds(frame, opt, workers, bounds, err);
  if (workers < 0) return -1;
  if (workers == 1) return fn(ctx, 0, opt, hist, err);
  render_geometry geo;
  if (render_geometry_of(frame, &geo, err) < 0) return -1;
  split_part parts[RENDER_SPLIT_MAX];
  memset(parts, 0, sizeof parts);
  int rc = 0, made = 0;
  for (int i = 0; i < workers && rc == 0; i++) {
    split_part *p = &parts[i];
    p->fn = fn;
    p->ctx = ctx;
    p->worker = i;
    p->opt = *opt;
    p->opt.first_round = bounds[i];
    p->opt.end_round = bounds[i + 1];
    p->opt.share = 1;
    if (i > 0) p->opt.progress = NULL; /* one reporter: the first range's */
    p->hist = i == 0 ? hist : &p->own;
    if (i > 0 && render_hist_alloc(&p->own, &geo, opt->memory_limit, err) < 0) rc = -1;
    else made++;
  }
  /* Every range on a thread of its own (a GPU worker binds its thread to a device). */
  pthread_t tid[RENDER_SPLIT_MAX];
  int started = 0;
  for (int i = 0; i < made && rc == 0; i++) {
    if (pthread_create(&tid[i], NULL, run_part, &parts[i]) != 0) {
      rc = fb_errorf(err, "cannot start a thread for a share of the frame");
      break;
    }
    started++;
  }
  for (int i = 0; i < started; i++) pthread_join(tid[i], NULL);
  for (int i = 0; i < started && rc == 0; i++)
    if (parts[i].rc < 0) {
      *err = parts[i].err;
      rc = -1;
    }
  if (rc == 0) {
    const size_t n = (size_t)hist->width * hist->height * RENDER_BUCKET_CHANNELS;
    for (int i = 1; i < made; i++) {
      const double *b = parts[i].own.buckets;
      for (size_t k = 0; k < n; k++) hist->buckets[k] += b[k];
      hist->samples += parts[i].own.samples;
      hist->badvals += parts[i].own.badvals;
    }
    render_hist_round_to_float(hist);
  }
  for (int i = 1; i < made; i++) render_hist_free(&parts[i].own);
  return rc;
}
