/* Unit tests of additive samples (render_sampling, render/prepare.h): how a frame's samples are
 * cut into rounds, and a buffer topped up with more rounds equal to the buffer rendered in one
 * go — bit for bit on the CPU, up to the order of float sums in the GPU emulation. */
#include <math.h>
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "genome/genome.h"
#include "gpu/emulate.h"
#include "render/prepare.h"
#include "render/render.h"

/* Three sub-frames of a three-xform flame with julia and a palette whose sums are far from
 * floats: every bucket takes many samples whose sum in double is not a float. */
typedef struct fixture {
  genome g[3];
  render_subframe sub[3];
  render_frame frame;
  render_geometry geo;
} fixture;

static void fixture_init(fixture *f, double quality) {
  static const double coefs[3][6] = {
      {0.5, 0, 0, 0.5, -0.5, -0.5}, {0.5, 0, 0, 0.5, 0.5, -0.5}, {0.5, 0, 0, 0.5, 0, 0.5}};
  for (int s = 0; s < 3; s++) {
    genome *g = &f->g[s];
    genome_init(g);
    g->width = 40;
    g->height = 30;
    g->scale = 10;
    g->quality = quality;
    genome_resize_xforms(g, 3);
    for (int i = 0; i < 3; i++) {
      genome_xform *x = &g->xforms[i];
      x->weight = 1;
      genome_xform_set_var(x, FM_VAR_linear, 0.7);
      genome_xform_set_var(x, FM_VAR_julia, 0.3);
      x->color = i / 2.0;
      x->coefs[0][0] = coefs[i][0];
      x->coefs[0][1] = coefs[i][1];
      x->coefs[1][0] = coefs[i][2];
      x->coefs[1][1] = coefs[i][3];
      x->coefs[2][0] = coefs[i][4] + 0.01 * s;   /* the sub-frames move a little */
      x->coefs[2][1] = coefs[i][5];
    }
    for (int i = 0; i < 256; i++) {
      g->palette[i][0] = i / 255.0 * 0.3;
      g->palette[i][1] = 0.7 - i / 255.0 * 0.6;
      g->palette[i][2] = 0.1 + (i % 7) / 31.0;
      g->palette[i][3] = 1.0;
    }
    f->sub[s] = (render_subframe){.cp = &f->g[s], .weight = s == 1 ? 1.0 : 0.6};
  }
  f->frame = (render_frame){.sub = f->sub, .nsub = 3};
  fb_error err;
  CHECK(render_geometry_of(&f->frame, &f->geo, &err) == 0);
}

static void fixture_quality(fixture *f, double quality) {
  for (int s = 0; s < 3; s++) f->g[s].quality = quality;
}

static void fixture_free(fixture *f) {
  for (int s = 0; s < 3; s++) genome_free(&f->g[s]);
}

static size_t hist_bytes(const render_hist *h) {
  return (size_t)h->width * h->height * RENDER_BUCKET_CHANNELS * sizeof(double);
}

/* 40x30 at quality q asks 1,200 q samples, 400 q per sub-frame. */
static void test_sampling_rounds(void) {
  fixture f;
  fixture_init(&f, 50);
  render_sampling s;
  fb_error err;
  CHECK(render_sampling_of(&f.frame, &s, &err) == 0);
  CHECK(s.nsub == 3 && s.chunk_len == RENDER_CHUNK && s.rounds == 2 && render_sampling_additive(&s));
  CHECK_NEAR(s.asked, 60000, 1e-6);
  CHECK(render_sampling_drawn(&s) == 60000 && render_sampling_per_sub(&s) == 20000);
  fixture_quality(&f, 62);   /* 24,800 a sub-frame: 2 rounds to the nearest */
  CHECK(render_sampling_of(&f.frame, &s, &err) == 0 && s.rounds == 2);
  fixture_quality(&f, 63);   /* 25,200: 3 */
  CHECK(render_sampling_of(&f.frame, &s, &err) == 0 && s.rounds == 3);
  fixture_quality(&f, 20);   /* 8,000 a sub-frame: one short chunk each, flam3's */
  CHECK(render_sampling_of(&f.frame, &s, &err) == 0);
  CHECK(s.rounds == 1 && s.chunk_len == 8000 && !render_sampling_additive(&s));
  CHECK(render_sampling_rounds_of(8000) == 0 && render_sampling_rounds_of(30000) == 3 && render_sampling_rounds_of(0) == 0);
  fixture_quality(&f, NAN);
  CHECK(render_sampling_of(&f.frame, &s, &err) < 0 && strstr(err.msg, "sample count") != NULL);
  fixture_free(&f);
}

/* Quality 50 (2 rounds), then topped up to 200 (8 rounds) on another thread count: the very
 * buffer quality 200 gives in one go. */
static void test_cpu_topup_is_the_one_go_buffer(void) {
  fixture f;
  fixture_init(&f, 50);
  fb_error err;
  render_hist step, one_go;
  CHECK(render_hist_alloc(&step, &f.geo, 0, &err) == 0);
  CHECK(render_hist_alloc(&one_go, &f.geo, 0, &err) == 0);
  render_options opt = {.threads = 2, .seed = 11};
  CHECK(render_iterate_cpu(&f.frame, &opt, &step, &err) == 0);
  CHECK(step.samples == 60000);
  fixture_quality(&f, 125);   /* 5 rounds */
  opt.first_round = 2;
  opt.threads = 3;
  CHECK(render_iterate_cpu(&f.frame, &opt, &step, &err) == 0);
  fixture_quality(&f, 200);   /* 8 rounds */
  opt.first_round = 5;
  opt.threads = 1;
  CHECK(render_iterate_cpu(&f.frame, &opt, &step, &err) == 0);
  render_options fresh = {.threads = 2, .seed = 11};
  CHECK(render_iterate_cpu(&f.frame, &fresh, &one_go, &err) == 0);
  CHECK(step.samples == one_go.samples && one_go.samples == 240000);
  CHECK(step.badvals == one_go.badvals);
  CHECK(memcmp(step.buckets, one_go.buckets, hist_bytes(&one_go)) == 0);

  /* The same rounds from a buffer of another seed are another buffer: the test can fail. */
  render_hist other;
  CHECK(render_hist_alloc(&other, &f.geo, 0, &err) == 0);
  fixture_quality(&f, 50);
  render_options seed12 = {.threads = 2, .seed = 12};
  CHECK(render_iterate_cpu(&f.frame, &seed12, &other, &err) == 0);
  fixture_quality(&f, 200);
  opt = (render_options){.threads = 2, .seed = 11, .first_round = 2};
  CHECK(render_iterate_cpu(&f.frame, &opt, &other, &err) == 0);
  CHECK(memcmp(other.buckets, one_go.buckets, hist_bytes(&one_go)) != 0);
  render_hist_free(&other);

  /* More rounds than the frame has, or a frame of short chunks, cannot be topped up. */
  opt.first_round = 9;
  CHECK(render_iterate_cpu(&f.frame, &opt, &step, &err) < 0 && strstr(err.msg, "rounds") != NULL);
  fixture_quality(&f, 20);
  opt.first_round = 1;
  CHECK(render_iterate_cpu(&f.frame, &opt, &step, &err) < 0 && strstr(err.msg, "topped up") != NULL);
  render_hist_free(&step);
  render_hist_free(&one_go);
  fixture_free(&f);
}

/* The GPU's grid (frame_buffers, trajectory.h) draws the same rounds: a top-up in the
 * emulation holds exactly the one-go frame's samples, and its buffer differs from the one-go
 * buffer only by the order of float sums. */
static void test_emulated_gpu_topup(void) {
  fixture f;
  fixture_init(&f, 50);
  fb_error err;
  render_hist step, one_go, base_only;
  CHECK(render_hist_alloc(&step, &f.geo, 0, &err) == 0);
  CHECK(render_hist_alloc(&one_go, &f.geo, 0, &err) == 0);
  CHECK(render_hist_alloc(&base_only, &f.geo, 0, &err) == 0);
  render_options opt = {.seed = 5};
  CHECK(gpu_emulate_iterate(&f.frame, &opt, &step, &err) == 0);
  memcpy(base_only.buckets, step.buckets, hist_bytes(&step));
  fixture_quality(&f, 200);
  opt.first_round = 2;
  CHECK(gpu_emulate_iterate(&f.frame, &opt, &step, &err) == 0);
  render_options fresh = {.seed = 5};
  CHECK(gpu_emulate_iterate(&f.frame, &fresh, &one_go, &err) == 0);
  CHECK(step.samples == 240000 && one_go.samples == 240000);
  double diff = 0, total = 0, base_total = 0;
  const size_t n = hist_bytes(&one_go) / sizeof(double);
  for (size_t i = 0; i < n; i++) {
    diff += fabs(step.buckets[i] - one_go.buckets[i]);
    total += fabs(one_go.buckets[i]);
    base_total += fabs(base_only.buckets[i]);
  }
  CHECK(total > 0 && diff / total < 1e-5);
  /* The base holds its quarter of the samples (2 of 8 rounds): the top-up added to it. */
  CHECK(fabs(base_total / total - 0.25) < 0.02);
  render_hist_free(&step);
  render_hist_free(&one_go);
  render_hist_free(&base_only);
  fixture_free(&f);
}

/* A frame whose share is under one sample a sub-frame draws nothing, on every backend — the
 * GPU's grid has no chunk to launch (it once waited for one and reported a lost count). */
static void test_no_samples(void) {
  fixture f;
  fixture_init(&f, 0.001);   /* 1.2 samples over 3 sub-frames */
  fb_error err;
  render_sampling s;
  CHECK(render_sampling_of(&f.frame, &s, &err) == 0 && s.rounds == 0 && render_sampling_drawn(&s) == 0);
  render_hist cpu, emu;
  CHECK(render_hist_alloc(&cpu, &f.geo, 0, &err) == 0 && render_hist_alloc(&emu, &f.geo, 0, &err) == 0);
  render_options opt = {.seed = 1};
  CHECK(render_iterate_cpu(&f.frame, &opt, &cpu, &err) == 0 && cpu.samples == 0);
  CHECK(gpu_emulate_iterate(&f.frame, &opt, &emu, &err) == 0 && emu.samples == 0);
  render_hist_free(&cpu);
  render_hist_free(&emu);
  fixture_free(&f);
}

/* Virtual workers for render_iterate_split: the CPU backend (one thread each) or the GPU
 * emulation, each noting the rounds it was given. */
typedef struct workers_ctx {
  const render_frame *frame;
  int emulate;
  int calls[RENDER_SPLIT_MAX];
  uint64_t first[RENDER_SPLIT_MAX], end[RENDER_SPLIT_MAX];
} workers_ctx;

static int virtual_worker(void *ctx, int worker, const render_options *opt, render_hist *hist, fb_error *err) {
  workers_ctx *w = ctx;
  w->calls[worker]++;
  w->first[worker] = opt->first_round;
  w->end[worker] = opt->end_round;
  render_options one = *opt;
  one.threads = 1;
  return w->emulate ? gpu_emulate_iterate(w->frame, &one, hist, err) : render_iterate_cpu(w->frame, &one, hist, err);
}

/* A frame's 8 rounds split over 1, 2, 3, 5 and 40 workers: the same samples as one go — the
 * count channel (integer hits x 255) bit for bit, the colours up to the order of float sums —
 * every round drawn once, in contiguous ranges; more workers than rounds are clamped. */
static void test_split_over_workers(void) {
  fixture f;
  fixture_init(&f, 200);   /* 8 rounds of 3 sub-frames */
  fb_error err;
  for (int emulate = 0; emulate < 2; emulate++) {
    render_hist one_go;
    CHECK(render_hist_alloc(&one_go, &f.geo, 0, &err) == 0);
    const render_options opt = {.seed = 21};
    CHECK((emulate ? gpu_emulate_iterate(&f.frame, &opt, &one_go, &err)
                   : render_iterate_cpu(&f.frame, &opt, &one_go, &err)) == 0);
    const int counts[] = {1, 2, 3, 5, 40};
    for (size_t c = 0; c < sizeof counts / sizeof counts[0]; c++) {
      workers_ctx w = {.frame = &f.frame, .emulate = emulate};
      render_hist split;
      CHECK(render_hist_alloc(&split, &f.geo, 0, &err) == 0);
      CHECK(render_iterate_split(&f.frame, &opt, counts[c], virtual_worker, &w, &split, &err) == 0);
      const int used = counts[c] > 8 ? 8 : counts[c];
      int ranges_ok = 1;
      for (int i = 0; i < RENDER_SPLIT_MAX; i++) ranges_ok &= w.calls[i] == (i < used);
      for (int i = 0; i < used && used > 1; i++)
        ranges_ok &= w.first[i] == (i ? w.end[i - 1] : 0) && w.end[i] > w.first[i] && (i < used - 1 || w.end[i] == 8);
      CHECK(ranges_ok);
      CHECK(split.samples == one_go.samples && split.samples == 240000 && split.badvals == one_go.badvals);
      double diff = 0, total = 0;
      int counts_equal = 1;
      for (size_t k = 0; k < (size_t)split.width * split.height; k++) {
        counts_equal &= split.buckets[k * 5 + 4] == one_go.buckets[k * 5 + 4];
        for (int ch = 0; ch < 4; ch++) {
          diff += fabs(split.buckets[k * 5 + ch] - one_go.buckets[k * 5 + ch]);
          total += fabs(one_go.buckets[k * 5 + ch]);
        }
      }
      CHECK(counts_equal);
      /* The CPU rounds a sum to float once a chunk; the emulation adds samples in float. */
      const double tolerance = emulate ? 2e-5 : 1e-6;
      if (!(total > 0 && diff / total < tolerance))
        fprintf(stderr, "  emulate %d, %d workers: relative difference %g\n", emulate, counts[c], diff / total);
      CHECK(total > 0 && diff / total < tolerance);
      if (counts[c] == 1 && !emulate) CHECK(memcmp(split.buckets, one_go.buckets, hist_bytes(&one_go)) == 0);
      render_hist_free(&split);
    }
    render_hist_free(&one_go);
  }
  /* Deterministic (fixed point, deferred under auto): the shares' integer sums convert exactly
   * (a power-of-two unit), so any split writes one go's bits. */
  for (int mode = 0; mode < 2; mode++) {
    render_hist one_go;
    CHECK(render_hist_alloc(&one_go, &f.geo, 0, &err) == 0);
    const render_options opt = {.seed = 21, .deterministic = 1,
                                .accumulate = mode ? RENDER_ACCUMULATE_ATOMIC : RENDER_ACCUMULATE_AUTO};
    CHECK(gpu_emulate_iterate(&f.frame, &opt, &one_go, &err) == 0);
    const int counts[] = {2, 3, 5};
    for (size_t c = 0; c < sizeof counts / sizeof counts[0]; c++) {
      workers_ctx w = {.frame = &f.frame, .emulate = 1};
      render_hist split;
      CHECK(render_hist_alloc(&split, &f.geo, 0, &err) == 0);
      CHECK(render_iterate_split(&f.frame, &opt, counts[c], virtual_worker, &w, &split, &err) == 0);
      size_t differ = 0;
      for (size_t k = 0; k < (size_t)split.width * split.height * 5; k++) differ += split.buckets[k] != one_go.buckets[k];
      if (differ) fprintf(stderr, "  deterministic %s, %d workers: %zu values differ\n", mode ? "atomic" : "auto", counts[c], differ);
      CHECK(differ == 0);
      render_hist_free(&split);
    }
    render_hist_free(&one_go);
  }
  /* The cut itself (render_split_rounds, which gpu_iterate_split uses too): rounds 2 to 8 in
   * three contiguous ranges; more workers than rounds get a round each. */
  {
    uint64_t b[RENDER_SPLIT_MAX + 1];
    const render_options part = {.seed = 21, .first_round = 2, .end_round = 8};
    CHECK(render_split_rounds(&f.frame, &part, 3, b, &err) == 3);
    CHECK(b[0] == 2 && b[1] == 4 && b[2] == 6 && b[3] == 8);
    CHECK(render_split_rounds(&f.frame, &part, 40, b, &err) == 6);
    CHECK(b[0] == 2 && b[6] == 8);
    for (int i = 0; i < 6; i++) CHECK(b[i + 1] == b[i] + 1);
    CHECK(render_split_rounds(&f.frame, &part, 1, b, &err) == 1 && b[0] == 2 && b[1] == 8);
  }
  /* A frame of short chunks is not split: one call, the whole frame. */
  fixture_quality(&f, 20);
  workers_ctx w = {.frame = &f.frame};
  render_hist h;
  CHECK(render_hist_alloc(&h, &f.geo, 0, &err) == 0);
  const render_options opt = {.seed = 21};
  CHECK(render_iterate_split(&f.frame, &opt, 4, virtual_worker, &w, &h, &err) == 0);
  CHECK(w.calls[0] == 1 && w.calls[1] == 0 && h.samples == 24000);
  render_hist_free(&h);
  fixture_free(&f);
}

int main(void) {
  RUN(test_sampling_rounds);
  RUN(test_cpu_topup_is_the_one_go_buffer);
  RUN(test_emulated_gpu_topup);
  RUN(test_no_samples);
  RUN(test_split_over_workers);
  return check_summary("topup");
}
