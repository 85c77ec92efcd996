/* Unit tests of the noise estimate (render/noise.c) that `quality = auto` stops on. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "genome/genome.h"
#include "kernels/noise.h"
#include "render/finish_parts.h"
#include "render/prepare.h"
#include "render/render.h"
#include "scheduler/auto_quality.h"
#include "project/config.h"

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

/* fb_noise_rows' order of the sums (iterate.cuh), played on the CPU: a row's pixels x ≡ t mod
 * 256 summed by "thread" t, the 256 partial sums added as its tree, the rows in order, two
 * passes; kernels/noise.h's pixel function, render_noise_*'s steps. */
static double gpu_order_noise(const double *kept, const render_hist *whole, double share, const render_geometry *geo) {
  double sums[2][2] = {{0, 0}, {0, 0}}, mean = 0;
  for (int pass = 0; pass < 2; pass++) {
    if (pass == 1) mean = render_noise_mean(sums[0][0], sums[0][1]);
    for (int y = 0; y < geo->height; y++) {
      double pa[256], pb[256];
      for (int t = 0; t < 256; t++) {
        pa[t] = pb[t] = 0;
        for (int x = t; x < geo->width; x += 256)
          fb_noise_pixel(kept, whole->buckets + 4, 5, geo->hist_width, geo->gutter, geo->supersample, x, y, pass,
                         share, render_noise_scale(share), mean, &pa[t], &pb[t]);
      }
      for (int half = 128; half > 0; half >>= 1)
        for (int t = 0; t < half; t++) {
          pa[t] += pa[t + half];
          pb[t] += pb[t + half];
        }
      sums[pass][0] += pa[0];
      sums[pass][1] += pb[0];
    }
  }
  return render_noise_final(sums[1][0], sums[1][1]);
}

/* A real flame: the estimate falls as 1/sqrt(samples) — four times the rounds, half the noise. */
static double noise_at(genome *g, double quality) {
  g->quality = quality;
  render_subframe sub = {.cp = g, .weight = 1.0};
  render_frame frame = {.sub = &sub, .nsub = 1};
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
  /* The GPU's estimate (gpu_noise: iterate.cuh's fb_noise_rows) adds each row in 256 strided
   * parts and a tree of them, then the rows in order: played here with the same pixel function,
   * it agrees to rounding. */
  const double gpu = gpu_order_noise(hc, &whole, 0.5, &geo);
  fprintf(stderr, "  quality %g: noise %.17g, in the GPU's order %.17g\n", quality, n, gpu);
  CHECK(fabs(gpu - n) <= 1e-12 * n);
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

/* quality = auto's ladder with a step that leaves its buffer elsewhere and estimates the noise
 * there (as the GPU's resident histogram does, gpu_noise: here with the CPU's estimate over a
 * count channel it keeps itself), fetched once at the end: the same rounds, noise and buffer
 * bits as the ladder over a buffer in hist. And a ladder whose steps go elsewhere until one
 * fails over to hist (a GPU failing under backend = auto: that step draws every round again):
 * that step has nothing to compare with and climbs on; the ladder ends as the plain one. */
enum { LADDER_HIST, LADDER_ELSEWHERE, LADDER_FAILOVER };
typedef struct ladder_fake {
  const render_frame *frame;
  const render_geometry *geo;
  render_hist *hist; /* the ladder's */
  render_hist away;  /* the "device's" buffer */
  double *kept;      /* its count channel after the last step */
  int mode, fetched, steps, estimates;
  double noise_at[32]; /* elsewhere: the estimate of step i (from 1) */
} ladder_fake;

static int fake_iterate(void *ctx, uint64_t first_round, double share, double *noise, fb_error *err) {
  ladder_fake *k = ctx;
  render_options opt = {.threads = 2, .seed = 9, .first_round = first_round};
  k->steps++;
  if (k->mode == LADDER_HIST || (k->mode == LADDER_FAILOVER && k->steps >= 4)) {
    if (k->mode == LADDER_FAILOVER && k->steps == 4) { /* every round again, into hist (frame_render.c) */
      opt.first_round = 0;
      k->hist->samples = k->hist->badvals = 0;
    }
    return render_iterate_cpu(k->frame, &opt, k->hist, err);
  }
  if (render_iterate_cpu(k->frame, &opt, &k->away, err) < 0) return -1;
  if (share > 0) {
    *noise = render_noise_of(k->kept, &k->away, share, k->geo);
    if (k->steps < 32) k->noise_at[k->steps] = *noise;
    k->estimates++;
  }
  render_hist_counts(&k->away, k->kept);
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

/* One ladder of the demo's spiral at 80x45 under cfg, its step in `mode`: the fake's counters
 * in *fake, the ladder's result in *rounds, *noise and hist (the caller frees it). What the
 * ladders are compared on (steps, rounds, noise, the buffer's bits) does not depend on the
 * size; 80x45 has a quarter of 160x90's samples at each step, under ASan. */
static void run_ladder(const genome *flame, const project_config *cfg, int mode, ladder_fake *fake, uint64_t *rounds,
                       double *noise, render_hist *hist) {
  fb_error err;
  genome g;
  CHECK(genome_copy(&g, flame) == 0);
  g.scale *= 80.0 / g.width;
  g.width = 80;
  g.height = 45;
  g.quality = cfg->quality_max;
  sequence_frame f;
  memset(&f, 0, sizeof f);
  f.still = (render_subframe){.cp = &g, .weight = 1.0};
  f.frame = (render_frame){.sub = &f.still, .nsub = 1};
  render_geometry geo;
  CHECK(render_geometry_of(&f.frame, &geo, &err) == 0);
  CHECK(render_hist_alloc(hist, &geo, 0, &err) == 0);
  *fake = (ladder_fake){.frame = &f.frame, .geo = &geo, .hist = hist, .mode = mode};
  CHECK(render_hist_alloc(&fake->away, &geo, 0, &err) == 0);
  fake->kept = calloc((size_t)geo.hist_width * geo.hist_height, sizeof(double));
  CHECK(fake->kept != NULL);
  auto_quality_run run = {.cfg = cfg, .f = &f, .geo = &geo, .hist = hist, .iterate = fake_iterate,
                          .fetch = fake_fetch, .ctx = fake};
  CHECK(auto_quality_run_ladder(&run, &err) == 0);
  *rounds = run.rounds;
  *noise = run.noise;
  free(fake->kept);
  render_hist_free(&fake->away);
  sequence_frame_free(&f);
  genome_free(&g);
}

static void test_ladder_elsewhere(void) {
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
  uint64_t rounds[3];
  double noise[3];
  render_hist hist[3];
  ladder_fake fake[3];
  for (int mode = 0; mode < 3; mode++)
    run_ladder(&l.flames[0], &cfg, mode, &fake[mode], &rounds[mode], &noise[mode], &hist[mode]);
  fprintf(stderr,
          "  ladder: %d steps to %llu rounds, noise %.4f; elsewhere: %d steps, %d estimates, fetched %d, noise %.4f; "
          "failing over at step 4: %d steps, %d estimates elsewhere, noise %.4f\n",
          fake[0].steps, (unsigned long long)rounds[0], noise[0], fake[1].steps, fake[1].estimates, fake[1].fetched,
          noise[1], fake[2].steps, fake[2].estimates, noise[2]);
  CHECK(fake[0].steps >= 5 && fake[1].steps == fake[0].steps && fake[1].fetched == 1 && fake[0].fetched == 0);
  CHECK(fake[1].estimates == fake[1].steps - 1);
  CHECK(rounds[1] == rounds[0] && noise[1] == noise[0] && hist[1].samples == hist[0].samples);
  CHECK(fake[2].steps == fake[0].steps && fake[2].estimates == 2 && fake[2].fetched == 0);
  CHECK(rounds[2] == rounds[0] && noise[2] == noise[0] && hist[2].samples == hist[0].samples);
  for (int mode = 1; mode < 3; mode++)
    CHECK(memcmp(hist[mode].buckets, hist[0].buckets,
                 (size_t)hist[0].width * hist[0].height * RENDER_BUCKET_CHANNELS * sizeof(double)) == 0);
  for (int mode = 0; mode < 3; mode++) render_hist_free(&hist[mode]);
  /* A noise target the 4th step reaches: the plain ladder stops there; the one failing over at
   * that step has no estimate there and stops one step later. */
  cfg.noise = fake[1].noise_at[4];
  ladder_fake stop[2];
  for (int k = 0; k < 2; k++) {
    run_ladder(&l.flames[0], &cfg, k ? LADDER_FAILOVER : LADDER_HIST, &stop[k], &rounds[k], &noise[k], &hist[k]);
    render_hist_free(&hist[k]);
  }
  fprintf(stderr, "  noise target %.4f: the ladder stops after %d steps, failing over at the 4th after %d\n", cfg.noise,
          stop[0].steps, stop[1].steps);
  CHECK(stop[0].steps == 4 && stop[1].steps == 5 && noise[1] < cfg.noise);
  genome_list_free(&l);
}

int main(void) {
  RUN(test_noise_formula);
  RUN(test_noise_falls_with_samples);
  RUN(test_ladder_elsewhere);
  return check_summary("noise");
}
