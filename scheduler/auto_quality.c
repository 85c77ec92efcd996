/* auto_quality.c — quality = auto (see auto_quality.h). */
#include "auto_quality.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../render/prepare.h"

int auto_record_get(cache *c, const char *marker, uint64_t *rounds, double *noise) {
  void *data;
  size_t n;
  fb_error err;
  if (cache_get(c, marker, &data, &n, &err) <= 0) return 0;
  char text[128];
  if (n >= sizeof text) n = sizeof text - 1;
  memcpy(text, data, n);
  text[n] = 0;
  free(data);
  unsigned long long r;
  return sscanf(text, "flamebuild auto 1\nrounds %llu\nnoise %lg", &r, noise) == 2 && r > 0 ? (*rounds = r, 1) : 0;
}

int auto_record_put(cache *c, const char *marker, uint64_t rounds, double noise, fb_error *err) {
  char text[128];
  const int n = snprintf(text, sizeof text, "flamebuild auto 1\nrounds %llu\nnoise %.17g\n", (unsigned long long)rounds,
                         noise);
  return cache_put(c, marker, text, (size_t)n, err);
}

int auto_set_rounds(sequence_frame *f, double quality_max, const render_sampling *at_max, uint64_t rounds,
                    fb_error *err) {
  /* A sub-frame's share is proportional to quality: this one draws rounds · RENDER_CHUNK. */
  const double q = quality_max * ((double)rounds * RENDER_CHUNK) / (at_max->asked / at_max->nsub);
  if (sequence_frame_set_quality(f, q, err) < 0) return -1;
  render_sampling s;
  if (render_sampling_of(&f->frame, &s, err) < 0) return -1;
  if (s.rounds != rounds) /* the rounding of q cannot miss by a whole round; this says if it did */
    return fb_errorf(err, "quality %.17g draws %llu rounds, not %llu", q, (unsigned long long)s.rounds,
                     (unsigned long long)rounds);
  return 0;
}

int auto_quality_run_ladder(auto_quality_run *r, fb_error *err) {
  const double qmax = r->cfg->quality_max;
  render_sampling at_max;
  if (render_sampling_of(&r->f->frame, &at_max, err) < 0) return -1;
  r->noise = NAN;
  r->rounds = at_max.rounds;
  /* Where the buffer is in hist, its count channel before each step, for the estimate. */
  double *before = NULL;
  int rc = -1, got = -1;
  double noise = NAN;
  if (!render_sampling_additive(&at_max) || at_max.rounds < 2) { /* too few samples to climb: all of them */
    got = r->iterate(r->ctx, 0, 0, &noise, err);
  } else {
    /* The first step: 1/64 of quality_max (at least 2 rounds, even), drawn in two halves. */
    uint64_t half = at_max.rounds / 128;
    if (half < 1) half = 1;
    if (auto_set_rounds(r->f, qmax, &at_max, half, err) < 0 || (got = r->iterate(r->ctx, 0, 0, &noise, err)) < 0)
      goto done;
    for (uint64_t done = half;;) {
      const uint64_t next = done * 2 < at_max.rounds ? done * 2 : at_max.rounds;
      const int in_hist = got == 0; /* this buffer, in hist, is the next step's "before" */
      if (in_hist) {
        if (!before && !(before = malloc((size_t)r->hist->width * r->hist->height * sizeof *before))) {
          fb_errorf(err, "out of memory: a %dx%d count buffer", r->hist->width, r->hist->height);
          goto done;
        }
        render_hist_counts(r->hist, before);
      }
      const double share = (double)done / (double)next;
      if (auto_set_rounds(r->f, qmax, &at_max, next, err) < 0 ||
          (got = r->iterate(r->ctx, done, share, &noise, err)) < 0)
        goto done;
      /* A step in hist after one that was not (a GPU that failed over to the CPU) has no
       * "before" to compare with: it climbs on without an estimate. */
      const int estimated = got == 1 || in_hist;
      r->noise = got == 1 ? noise : in_hist ? render_noise_of(before, r->hist, share, r->geo) : NAN;
      r->rounds = done = next;
      /* Quiet enough (or nothing lit), or the cap. */
      if ((estimated && !(r->noise > r->cfg->noise)) || done >= at_max.rounds) break;
    }
  }
  if (got < 0 || (got == 1 && r->fetch(r->ctx, err) < 0)) goto done;
  rc = 0;
done:
  free(before);
  return rc;
}
