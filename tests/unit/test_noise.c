/* Unit tests of the noise estimate (render/noise.c) that `quality = auto` stops on. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "genome/genome.h"
#include "render/finish_parts.h"
#include "render/prepare.h"
#include "render/render.h"
#include "scheduler/auto_quality.h"
#include "scheduler/config.h"

/* Two hand-made buffers: the formula, exactly. */
static void test_noise_formula(void) {
  render_geometry geo = {.width = 2, .height = 1, .supersample = 1, .gutter = 1, .hist_width = 4, .hist_height = 3};
  double hb[4 * 3 * 5] = {0}, wb[4 * 3 * 5] = {0};
  render_hist half = {.width = 4, .height = 3, .buckets = hb}, whole = {.width = 4, .height = 3, .buckets = wb};
  /* pixel 0: a = 30, n = 40 (b = 10); pixel 1: a = 5, n = 10 (b = 5); a gutter bucket is ignored */
  hb[(1 * 4 + 1) * 5 + 4] = 30 * 255.0;
  wb[(1 * 4 + 1) * 5 + 4] = 40 * 255.0;
  hb[(1 * 4 + 2) * 5 + 4] = 5 * 255.0;
  wb[(1 * 4 + 2) * 5 + 4] = 10 * 255.0;
  wb[(0 * 4 + 0) * 5 + 4] = 1e6;
  double hc[4 * 3];
  render_hist_counts(&half, hc);
  const double mean = 25, w0 = log1p(40 / mean), w1 = log1p(10 / mean);
  const double want = sqrt((w0 * 0.5 * 0.5 + w1 * 0.0) / (w0 + w1));
  CHECK_NEAR(render_noise_of(hc, &whole, 0.5, &geo), want, 1e-12);
  /* A third of the samples in the first part: pixel 1 (a = 5 of 10) is then off by (15 - 7.5) * sqrt(2/9) / 10. */
  const double r1 = (5 * 3.0 - 5 * 1.5) * sqrt(2.0 / 9) / 10, r0 = (30 * 3.0 - 10 * 1.5) * sqrt(2.0 / 9) / 40;
  CHECK_NEAR(render_noise_of(hc, &whole, 1.0 / 3, &geo), sqrt((w0 * r0 * r0 + w1 * r1 * r1) / (w0 + w1)), 1e-12);
  CHECK(isnan(render_noise_of(hc, &whole, 1.0, &geo)));
  memset(wb, 0, sizeof wb);
  CHECK(isnan(render_noise_of(hc, &whole, 0.5, &geo)));   /* nothing lit */
}

/* A real flame: the estimate falls as 1/sqrt(samples) — four times the rounds, half the noise. */
static double noise_at(genome *g, double quality) {
  g->quality = quality;
  render_subframe sub = {g, 1.0};
  render_frame frame = {&sub, 1};
  render_geometry geo;
  render_sampling s;
  fb_error err;
  CHECK(render_geometry_of(&frame, &geo, &err) == 0 && render_sampling_of(&frame, &s, &err) == 0);
  CHECK(render_sampling_additive(&s) && s.rounds % 2 == 0);
  render_hist half, whole;
  CHECK(render_hist_alloc(&half, &geo, 0, &err) == 0 && render_hist_alloc(&whole, &geo, 0, &err) == 0);
  const double full = g->quality;
  g->quality = full / 2;   /* the first half of the rounds */
  render_options opt = {.threads = 2, .seed = 3};
  CHECK(render_iterate_cpu(&frame, &opt, &half, &err) == 0);
  memcpy(whole.buckets, half.buckets, (size_t)geo.hist_width * geo.hist_height * RENDER_BUCKET_CHANNELS * sizeof(double));
  g->quality = full;
  opt.first_round = s.rounds / 2;
  CHECK(render_iterate_cpu(&frame, &opt, &whole, &err) == 0);
  double *hc = malloc((size_t)geo.hist_width * geo.hist_height * sizeof *hc);
  CHECK(hc != NULL);
  render_hist_counts(&half, hc);
  /* The rows run on every core and are added in order: the same bits on one thread or many. */
  finish_max_threads = 1;
  const double n = render_noise_of(hc, &whole, 0.5, &geo);
  finish_max_threads = 5;
  CHECK(render_noise_of(hc, &whole, 0.5, &geo) == n);
  finish_max_threads = 0;
  /* The count channel alone (a GPU ladder's steps bring back only it): the same bits. */
  double *wc = malloc((size_t)geo.hist_width * geo.hist_height * sizeof *wc);
  CHECK(wc != NULL);
  render_hist_counts(&whole, wc);
  CHECK(render_noise_of_counts(hc, wc, 0.5, &geo) == n);
  free(wc);
  free(hc);
  render_hist_free(&half);
  render_hist_free(&whole);
  return n;
}

static void test_noise_falls_with_samples(void) {
  genome_list l;
  fb_error err;
  genome_parse_options po = {0};
  CHECK(genome_parse_file("examples/demo/spiral.flame", &po, &l, &err) == 0);
  if (l.count < 1) return;
  genome *g = &l.flames[0];
  g->scale *= 160.0 / g->width;
  g->width = 160;
  g->height = 90;
  /* 160x90 = 14,400 pixels: quality 50 is 72 rounds, 200 is 288 */
  const double n50 = noise_at(g, 50), n200 = noise_at(g, 200);
  fprintf(stderr, "  noise at quality 50: %.4f, at 200: %.4f (ratio %.2f)\n", n50, n200, n50 / n200);
  CHECK(n50 > 0 && n200 > 0 && n50 < 1);
  CHECK(n50 / n200 > 1.6 && n50 / n200 < 2.4);
  genome_list_free(&l);
}

/* quality = auto's ladder with a step that leaves its buffer elsewhere and hands back only the
 * count channel (as the GPU's resident histogram does, gpu_options.counts), fetched once at the
 * end: the same rounds, noise and buffer bits as the ladder over a buffer in hist. */
typedef struct ladder_fake {
  const render_frame *frame;
  render_hist *hist; /* the ladder's */
  render_hist away;  /* the "device's" buffer (counts-only steps) */
  int counts_only, fetched, steps;
} ladder_fake;

static int fake_iterate(void *ctx, uint64_t first_round, double *counts, fb_error *err) {
  ladder_fake *k = ctx;
  render_options opt = {.threads = 2, .seed = 9, .first_round = first_round};
  k->steps++;
  if (!k->counts_only) return render_iterate_cpu(k->frame, &opt, k->hist, err);
  if (render_iterate_cpu(k->frame, &opt, &k->away, err) < 0) return -1;
  render_hist_counts(&k->away, counts);
  k->hist->samples = k->away.samples;
  k->hist->badvals = k->away.badvals;
  return 1;
}

static int fake_fetch(void *ctx, fb_error *err) {
  ladder_fake *k = ctx;
  (void)err;
  memcpy(k->hist->buckets, k->away.buckets,
         (size_t)k->away.width * k->away.height * RENDER_BUCKET_CHANNELS * sizeof(double));
  k->fetched++;
  return 0;
}

static void test_ladder_counts_only(void) {
  genome_list l;
  fb_error err;
  genome_parse_options po = {0};
  CHECK(genome_parse_file("examples/demo/spiral.flame", &po, &l, &err) == 0);
  if (l.count < 1) return;
  project_config cfg;
  config_defaults(&cfg);
  cfg.quality_auto = 1;
  cfg.quality_max = 400;
  cfg.noise = 0.02; /* not reached: every step of the ladder runs */
  uint64_t rounds[2];
  double noise[2];
  render_hist hist[2];
  ladder_fake fake[2];
  for (int mode = 0; mode < 2; mode++) {
    genome g;
    CHECK(genome_copy(&g, &l.flames[0]) == 0);
    g.scale *= 160.0 / g.width;
    g.width = 160;
    g.height = 90;
    g.quality = cfg.quality_max;
    sequence_frame f;
    memset(&f, 0, sizeof f);
    f.still = (render_subframe){&g, 1.0};
    f.frame = (render_frame){&f.still, 1};
    render_geometry geo;
    CHECK(render_geometry_of(&f.frame, &geo, &err) == 0);
    CHECK(render_hist_alloc(&hist[mode], &geo, 0, &err) == 0);
    fake[mode] = (ladder_fake){.frame = &f.frame, .hist = &hist[mode], .counts_only = mode};
    CHECK(render_hist_alloc(&fake[mode].away, &geo, 0, &err) == 0);
    auto_quality_run run = {.cfg = &cfg, .f = &f, .geo = &geo, .hist = &hist[mode], .iterate = fake_iterate,
                            .fetch = fake_fetch, .ctx = &fake[mode]};
    CHECK(auto_quality_run_ladder(&run, &err) == 0);
    rounds[mode] = run.rounds;
    noise[mode] = run.noise;
    render_hist_free(&fake[mode].away);
    sequence_frame_free(&f);
    genome_free(&g);
  }
  fprintf(stderr, "  ladder: %d steps to %llu rounds, noise %.4f; counts only: %d steps, fetched %d, noise %.4f\n",
          fake[0].steps, (unsigned long long)rounds[0], noise[0], fake[1].steps, fake[1].fetched, noise[1]);
  CHECK(fake[0].steps >= 4 && fake[1].steps == fake[0].steps && fake[1].fetched == 1 && fake[0].fetched == 0);
  CHECK(rounds[1] == rounds[0] && noise[1] == noise[0] && hist[1].samples == hist[0].samples);
  CHECK(memcmp(hist[1].buckets, hist[0].buckets,
               (size_t)hist[0].width * hist[0].height * RENDER_BUCKET_CHANNELS * sizeof(double)) == 0);
  for (int mode = 0; mode < 2; mode++) render_hist_free(&hist[mode]);
  genome_list_free(&l);
}

int main(void) {
  RUN(test_noise_formula);
  RUN(test_noise_falls_with_samples);
  RUN(test_ladder_counts_only);
  return check_summary("noise");
}
