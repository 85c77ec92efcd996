/*
 * test_gpu_finish.c — FINISH on the GPU (gpu/finish.c, kernels/finish.cuh) without a GPU, and
 * with one when there is one.
 *
 * Without a GPU (CI):
 *   - the finishing module's source compiles with NVRTC for sm_90, holds every entry point, and
 *     its key follows the compile flags (--fmad=false), the architecture and the source, and the
 *     second compile is a disk-cache hit;
 *   - the kernels themselves, included here as C (finish.cuh is written in the common subset of
 *     C17 and CUDA), run on the CPU over the launch grids of the schedule gpu/finish.c builds,
 *     and give render_finish's image bit for bit: os 1, 2, 3 (with flam3's read past the
 *     histogram for os 1 and 2), no density estimation, 8 and 16 bits, transparency, highlight
 *     power, negative-lobed filters, several temporal samples. The DE scatter variant agrees
 *     within one 8-bit level;
 *   - fb_fin_widen (gpu_finish_f32's upload) gives exactly the doubles of the floats, and the
 *     schedule run from widened floats gives the image of the doubles byte for byte;
 *   - errors: validation as render_finish (gpu_finish_f32's too), and the no-GPU path fails
 *     cleanly (page-locked memory included).
 * With a GPU (the GPU machine): the same frames finished by the real kernels against
 * render_finish (max |difference| of 1 level in 8 bits, on few pixels), determinism, gather vs
 * scatter, gpu_finish_f32 against gpu_finish (identical), and gpu_iterate's in-place finishing
 * against render_finish of the returned histogram, against gpu_finish_f32 of its float buffer
 * (identical) and with the device buffers of a repeated frame all reused from the pool.
 *
 * NVRTC is required as in test_codegen.c: without it the compile test fails, unless
 * FLAMEBUILD_NO_CUDA_TOOLKIT=1, and then it is reported skipped. The tests of one side (GPU or
 * no GPU) are reported skipped on the other, never passed (SKIP in check.h).
 */
#include <float.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "nvrtc_check.h"
#include "../../gpu/finish.h"
#include "../../gpu/kernel_cache.h"
#include "../../kernels/codegen.h"
#include "../../kernels/finish.cuh"

#define ARCH "sm_90"

static int have_gpu;
static char tmpdir[256], gpu_why[300];

/* ---- frames with synthetic histograms ---------------------------------------------------------- */

typedef struct fixture {
  genome g[3];
  render_subframe sub[3];
  render_frame frame;
  render_geometry geo;
  render_hist hist;
} fixture;

typedef struct config {
  const char *name;
  int width, height, os;
  double radius, filter;
  int shape, bpc, transparent, nsub;
  double vibrancy, highlight_power;
  int empty_bottom;          /* no hits in the lower half: what DE spreads from past the bottom shows */
  int jwildfire;             /* JWildfire's tone controls away from neutral (sub-frames differ);
                                2: with a negative low-density brightness */
  int kernel;                /* JWildfire's filter kernel in place of shape (0: flam3's) */
  int curves;                /* colour curves: enum fm_curves_model (0: none) */
} config;

/* Colour curves that bend every channel, of either editor (kernels/colour_curves.h). */
static void set_curves(genome *g, int model) {
  fm_colour_curves *c = &g->colour_curves;
  memset(c, 0, sizeof *c);
  c->model = model;
  for (int k = 0; k < 4; k++) {
    const double xs[4] = {0.0, 0.2 + 0.05 * k, 0.6, 1.0}, ys[4] = {0.05 * k, 0.4, 0.55 + 0.1 * k, 1.0};
    c->count[k] = 4;
    for (int i = 0; i < 4; i++) c->x[k][i] = xs[i], c->y[k][i] = ys[i], c->weight[k][i] = 0.5 + 0.5 * i;
  }
}

static void base_genome(genome *g, const config *c) {
  memset(g, 0, sizeof *g);
  g->width = c->width;
  g->height = c->height;
  g->scale = 10;
  g->supersample = c->os;
  g->filter = c->filter;
  g->filter_shape = c->shape;
  g->filter_kernel = c->kernel;
  g->quality = 50;
  g->passes = 1;
  g->temporal_samples = c->nsub;
  g->brightness = 4;
  g->gamma = 4;
  g->gamma_threshold = c->empty_bottom ? 1e-12 : 0.01; /* no linear ramp hiding faint values */
  g->vibrancy = c->vibrancy;
  g->highlight_power = c->highlight_power;
  g->estimator_radius = c->radius;
  g->estimator_minimum = 0;
  g->estimator_curve = 0.4;
  g->background[0] = 0.1;
  g->background[1] = 0.2;
  g->background[2] = 0.05;
  g->contrast = 1; /* JWildfire's tone controls, neutral */
  g->white_level = 255;
  g->balancing_red = g->balancing_green = g->balancing_blue = 1;
  g->saturation = 1;
  g->fg_opacity = 1;
}

static uint64_t rng_state;
static double rnd(void) {
  rng_state ^= rng_state << 13;
  rng_state ^= rng_state >> 7;
  rng_state ^= rng_state << 17;
  return (double)(rng_state >> 11) / 9007199254740992.0;
}

/* Sparse hits everywhere, a dense blob, bright highlights, and hits in the top rows (which DE
 * spreads into the top gutter: what flam3 reads back past the bottom for os 1 and 2). */
static int fixture_init(fixture *f, const config *c) {
  memset(f, 0, sizeof *f);
  int n = c->nsub > 0 ? c->nsub : 1;
  for (int i = 0; i < n; i++) {
    base_genome(&f->g[i], c);
    f->g[i].gamma = 4 - 0.5 * i;  /* sub-frames differ in what FINISH averages */
    f->g[i].brightness = 4 + i;
    f->g[i].background[0] = 0.1 * i;
    if (c->jwildfire) {
      f->g[i].contrast = 0.7;
      f->g[i].white_level = 200 + 20 * i;
      f->g[i].low_density_brightness = c->jwildfire == 2 ? -3 : 2.5; /* 2: a darkening glow */
      f->g[i].balancing_red = 1.3;
      f->g[i].balancing_green = 0.9;
      f->g[i].balancing_blue = 1.1 - 0.1 * i;
      f->g[i].saturation = 1.4 + 0.1 * i;
      f->g[i].fg_opacity = 0.3 + 0.2 * i; /* less of the background through */
    }
    if (c->curves) set_curves(&f->g[i], c->curves);
    f->sub[i] = (render_subframe){.cp = &f->g[i], .weight = i == n / 2 ? 1.0 : 0.5};
  }
  f->frame = (render_frame){.sub = f->sub, .nsub = n};
  fb_error err;
  if (render_geometry_of(&f->frame, &f->geo, &err) < 0) return -1;
  int w = f->geo.hist_width, h = f->geo.hist_height;
  f->hist = (render_hist){w, h, calloc((size_t)w * h * 5, sizeof(double)), 1e6, 0};
  if (!f->hist.buckets) return -1;
  rng_state = 0x9e3779b97f4a7c15ULL ^ (uint64_t)(c->width * 131 + c->os);
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      double dx = (x - 0.4 * w) / (0.15 * w), dy = (y - 0.5 * h) / (0.15 * h);
      double dense = exp(-(dx * dx + dy * dy));
      double p = 0.08 + 0.9 * dense + (y < 4 ? 0.5 : 0.0);
      if (c->empty_bottom && y > h / 2) p = 0;
      if (rnd() >= p) continue;
      double hits = floor(1 + rnd() * (1 + 400 * dense * dense));
      if (rnd() < 0.003) hits *= 2000;  /* highlights */
      double r = rnd(), g = rnd(), b = rnd();
      double *bk = f->hist.buckets + ((size_t)y * w + x) * 5;
      bk[0] = hits * r * 255;
      bk[1] = hits * g * 255;
      bk[2] = hits * b * 255;
      bk[3] = hits * 255;
      bk[4] = hits * 255;
    }
  return 0;
}

static void fixture_free(fixture *f) { free(f->hist.buckets); }

/* ---- the kernels on the CPU -------------------------------------------------------------------- */

typedef void (*emu_kernel)(const fb_finish_args);
#define FN(k) k,
static const emu_kernel emu_kernels[FB_FIN_KERNEL_COUNT] = {FB_FIN_KERNELS(FN)};
#undef FN

static void emu_launch(emu_kernel k, unsigned gx, unsigned gy, const fb_finish_args *a) {
  blockDim = (fb_dim3){FB_FIN_BLOCK, 1, 1};
  for (unsigned by = 0; by < gy; by++)
    for (unsigned bx = 0; bx < gx; bx++)
      for (unsigned t = 0; t < FB_FIN_BLOCK; t++) {
        blockIdx = (fb_dim3){bx, by, 0};
        threadIdx = (fb_dim3){t, 0, 0};
        k(*a);
      }
}

static fm_u64 addr(const void *p) { return (fm_u64)(uintptr_t)p; }

/* Blocks of a one-thread-per-value launch (gpu/finish.c, run_per_value). */
static unsigned per_value_grid(size_t n) { return (unsigned)((n + FB_FIN_BLOCK - 1) / FB_FIN_BLOCK); }

/* gpu_finish_run's job with host buffers and the C kernels. `skip_tail` drops the steps after
 * the snapshot (to show that the test sees flam3's read past the histogram). */
static int emu_finish(const gpu_finish_plan *p, const render_hist *h, render_image *out, int skip_tail) {
  void *buf[FIN_BUF_COUNT] = {0};
  buf[FIN_HIST] = h->buckets;
  int rc = -1;
  for (int i = 1; i < FIN_BUF_COUNT; i++) {
    if (!p->bytes[i]) continue;
    buf[i] = malloc(p->bytes[i]);
    if (!buf[i]) goto done;
    if (p->upload[i]) memcpy(buf[i], p->upload[i], p->bytes[i]);
  }
  fb_finish_args a = p->args;
  a.hist = addr(buf[FIN_HIST]);
  a.acc = addr(buf[FIN_ACC]);
  a.tail = addr(buf[FIN_TAIL]);
  a.info = addr(buf[FIN_INFO]);
  a.logged = addr(buf[FIN_LOGGED]);
  a.reach = addr(buf[FIN_REACH]);
  a.de_coefs = addr(buf[FIN_COEFS]);
  a.de_widths = addr(buf[FIN_WIDTHS]);
  a.filter = addr(buf[FIN_FILTER]);
  a.pixels = addr(buf[FIN_PIXELS]);
  a.backdrop = addr(buf[FIN_BACKDROP]);
  int skipping = 0;
  for (int i = 0; i < p->nsteps; i++) {
    const gpu_fin_step *s = &p->steps[i];
    if (skip_tail && s->op == FIN_LAUNCH && s->kernel == fb_fin_snapshot_k) skipping = 1;
    if (i == p->output_step) skipping = 0;
    if (skipping) continue;
    if (s->op == FIN_ZERO || s->op == FIN_FILL) {
      memset(buf[s->buf], s->op == FIN_ZERO ? 0 : 0xff, p->bytes[s->buf]);
      continue;
    }
    a.src0 = s->src0;
    a.src1 = s->src1;
    a.accumulate = s->accumulate;
    emu_launch(emu_kernels[s->kernel], s->grid_x, s->grid_y, &a);
  }
  *out = (render_image){p->geo.width, p->geo.height, p->args.bpc, buf[FIN_PIXELS]};
  buf[FIN_PIXELS] = NULL;
  rc = 0;
done:
  for (int i = 1; i < FIN_BUF_COUNT; i++) free(buf[i]);
  return rc;
}

/* Largest and summed |difference| of two images in 8-bit levels (16-bit: /256), and how many
 * channel values differ at all. */
typedef struct diff {
  double max, sum;
  long differing, values;
} diff;

static diff compare(const render_image *x, const render_image *y) {
  diff d = {0, 0, 0, 0};
  if (x->width != y->width || x->height != y->height || x->bpc != y->bpc) {
    d.max = 1e9;
    return d;
  }
  long n = (long)x->width * x->height * 4;
  for (long i = 0; i < n; i++) {
    double u = x->bpc == 16 ? ((const uint16_t *)x->pixels)[i] / 256.0 : ((const uint8_t *)x->pixels)[i];
    double v = y->bpc == 16 ? ((const uint16_t *)y->pixels)[i] / 256.0 : ((const uint8_t *)y->pixels)[i];
    double e = fabs(u - v);
    if (e > d.max) d.max = e;
    d.sum += e;
    if (e != 0) d.differing++;
  }
  d.values = n;
  return d;
}

static const config configs[] = {
    /* name       w   h  os radius filter shape            bpc tr nsub vib  hp empty_bottom jwildfire kernel */
    {"os1-de9", 40, 30, 1, 9, 0.5, FILTER_GAUSSIAN, 8, 0, 1, 1, -1, 0, 0, 0, 0},
    {"os1-de9-16", 40, 30, 1, 9, 0.5, FILTER_GAUSSIAN, 16, 0, 1, 1, -1, 0, 0, 0, 0},
    {"os1-wide", 40, 30, 1, 9, 1.5, FILTER_GAUSSIAN, 16, 0, 1, 1, -1, 1, 0, 0, 0},
    {"os2-de4", 24, 18, 2, 4, 0.6, FILTER_GAUSSIAN, 16, 0, 1, 1, -1, 0, 0, 0, 0},
    {"os3-de2", 16, 12, 3, 2, 0.8, FILTER_MITCHELL, 8, 0, 1, 1, -1, 0, 0, 0, 0},
    {"os1-plain", 40, 30, 1, 0, 1.0, FILTER_LANCZOS3, 16, 0, 1, 0.6, 1, 0, 0, 0, 0},
    {"os2-transp", 24, 18, 2, 3, 0.5, FILTER_BOX, 8, 1, 1, 0.7, 0.5, 0, 0, 0, 0},
    {"os1-3sub", 40, 30, 1, 5, 0.7, FILTER_CATROM, 16, 1, 3, 0.8, 2, 0, 0, 0, 0},
    /* JWildfire's tone controls: contrast and glow in the log scale, with and without DE;
     * white level, balancing and saturation in the tone map */
    {"jwf-de", 40, 30, 1, 9, 0.5, FILTER_GAUSSIAN, 8, 0, 1, 1, -1, 0, 1, 0, 0},
    {"jwf-plain", 24, 18, 2, 0, 0.6, FILTER_GAUSSIAN, 16, 1, 1, 0.7, -1, 0, 1, 0, 0},
    {"jwf-3sub", 40, 30, 1, 5, 0.7, FILTER_CATROM, 16, 0, 3, 0.8, 2, 0, 2, 0, 0},
    /* JWildfire's filter: a sharpening kernel (the density through its Gaussian), a smoothing
     * one at os 2 */
    {"jwf-mitchell", 40, 30, 1, 0, 0.75, FILTER_GAUSSIAN, 16, 0, 1, 1, -1, 0, 1, FILTER_KERNEL_MITCHELL_SMOOTH, 0},
    {"jwf-sinepow", 24, 18, 2, 0, 1.0, FILTER_GAUSSIAN, 8, 1, 1, 1, -1, 0, 1, FILTER_KERNEL_SINEPOW15, 0},
    /* Fractorium's colour curves (the background bent too), Apophysis' over 3 sub-frames */
    {"curves-fr", 40, 30, 1, 9, 0.5, FILTER_GAUSSIAN, 16, 0, 1, 1, -1, 0, 0, 0, FM_CURVES_FRACTORIUM},
    {"curves-apo", 40, 30, 1, 5, 0.7, FILTER_CATROM, 8, 0, 3, 0.8, 2, 0, 0, 0, FM_CURVES_APOPHYSIS},
    {"curves-tr", 24, 18, 2, 3, 0.5, FILTER_BOX, 8, 1, 1, 0.7, 0.5, 0, 0, 0, FM_CURVES_FRACTORIUM},
};
#define NCONFIGS (int)(sizeof configs / sizeof *configs)

static void test_kernels_on_cpu_match_render_finish(void) {
  for (int i = 0; i < NCONFIGS; i++) {
    const config *c = &configs[i];
    fixture f;
    CHECK(fixture_init(&f, c) == 0);
    finish_options opt = {c->bpc, c->transparent};
    render_image cpu, emu, emu_scatter, no_tail;
    fb_error err;
    CHECK(render_finish(&f.frame, &f.hist, &opt, &cpu, &err) == 0);
    gpu_finish_plan plan, scatter;
    CHECK(gpu_finish_plan_build(&f.frame, &f.hist, &opt, 0, &plan, &err) == 0);
    CHECK(gpu_finish_plan_build(&f.frame, &f.hist, &opt, 1, &scatter, &err) == 0);
    CHECK(emu_finish(&plan, &f.hist, &emu, 0) == 0);
    CHECK(emu_finish(&scatter, &f.hist, &emu_scatter, 0) == 0);
    diff d = compare(&cpu, &emu), ds = compare(&cpu, &emu_scatter);
    printf("%-11s %dx%d os %d hist %dx%d: C kernels vs render_finish max %g (%ld of %ld differ); scatter max %g\n",
           c->name, c->width, c->height, c->os, f.geo.hist_width, f.geo.hist_height, d.max, d.differing, d.values,
           ds.max);
    CHECK(d.max == 0);      /* same arithmetic, same order, same libm: identical */
    CHECK(ds.max <= 1.0);   /* another order of additions: a rounding apart */
    if (c->jwildfire || c->curves) { /* and the controls show: the same flame at neutral tone is another image */
      config neutral = *c;
      neutral.jwildfire = 0;
      neutral.curves = 0;
      fixture fn;
      render_image plain;
      CHECK(fixture_init(&fn, &neutral) == 0 && render_finish(&fn.frame, &fn.hist, &opt, &plain, &err) == 0);
      diff dn = compare(&cpu, &plain);
      CHECK(dn.differing > dn.values / 4 && dn.max > 20);
      render_image_free(&plain);
      fixture_free(&fn);
    }
    int tail = 0;
    for (int s = 0; s < plan.nsteps; s++) tail |= plan.steps[s].kernel == fb_fin_snapshot_k && plan.steps[s].op == FIN_LAUNCH;
    CHECK(tail == (c->radius > 0 && c->os <= 2));
    if (!strcmp(c->name, "os1-wide")) {
      /* The row flam3 reads past the histogram reaches the image here: leaving it out shows. */
      CHECK(emu_finish(&plan, &f.hist, &no_tail, 1) == 0);
      diff dt = compare(&cpu, &no_tail);
      printf("%-11s without the pass past the histogram: max %g (%ld differ)\n", c->name, dt.max, dt.differing);
      CHECK(dt.differing > 0);
      render_image_free(&no_tail);
    }
    render_image_free(&cpu);
    render_image_free(&emu);
    render_image_free(&emu_scatter);
    gpu_finish_plan_free(&plan);
    gpu_finish_plan_free(&scatter);
    fixture_free(&f);
  }
}

/* JWildfire's background of more than one colour (render/backdrop.h): the C kernels draw the
 * gradient of the plan's background as render_finish does, to the bit, and it shows. */
static void test_backdrop_kernels_match_render_finish(void) {
  for (int k = 0; k < 2; k++) {
    config c = configs[k == 0 ? 0 : 8]; /* flam3's tone, JWildfire's */
    fixture f, plain;
    CHECK(fixture_init(&f, &c) == 0 && fixture_init(&plain, &c) == 0);
    genome_backdrop *b = &f.g[0].backdrop;
    b->type = k == 0 ? BACKDROP_GRADIENT_2X2 : BACKDROP_GRADIENT_2X2_C;
    const double corner[5][3] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}, {1, 1, 1}, {0.5, 0.2, 0.9}};
    memcpy(b->corner, corner, sizeof corner);
    finish_options opt = {c.bpc, 0};
    render_image cpu, emu, flat;
    fb_error err;
    gpu_finish_plan plan;
    CHECK(render_finish(&f.frame, &f.hist, &opt, &cpu, &err) == 0);
    CHECK(gpu_finish_plan_build(&f.frame, &f.hist, &opt, 0, &plan, &err) == 0 && plan.bytes[FIN_BACKDROP] > 0);
    CHECK(emu_finish(&plan, &f.hist, &emu, 0) == 0);
    CHECK(render_finish(&plain.frame, &plain.hist, &opt, &flat, &err) == 0);
    const diff d = compare(&cpu, &emu), dflat = compare(&cpu, &flat);
    printf("backdrop %s: C kernels vs render_finish max %g; against the one colour %ld of %ld differ\n",
           k == 0 ? "GRADIENT_2X2" : "GRADIENT_2X2_C", d.max, dflat.differing, dflat.values);
    CHECK(d.max == 0 && dflat.differing > dflat.values / 4);
    render_image_free(&cpu);
    render_image_free(&emu);
    render_image_free(&flat);
    gpu_finish_plan_free(&plan);
    fixture_free(&f);
    fixture_free(&plain);
  }
}

static void test_plan_validates_like_render_finish(void) {
  config c = configs[0];
  fixture f;
  CHECK(fixture_init(&f, &c) == 0);
  gpu_finish_plan plan;
  fb_error e1, e2;
  render_image img;
  finish_options bad_bpc = {12, 0};
  CHECK(gpu_finish_plan_build(&f.frame, &f.hist, &bad_bpc, 0, &plan, &e1) == -1);
  CHECK(render_finish(&f.frame, &f.hist, &bad_bpc, &img, &e2) == -1);
  CHECK_STR(e1.msg, e2.msg);
  finish_options opt = {8, 0};
  render_hist wrong = f.hist;
  wrong.width--;
  CHECK(gpu_finish_plan_build(&f.frame, &wrong, &opt, 0, &plan, &e1) == -1);
  CHECK(render_finish(&f.frame, &wrong, &opt, &img, &e2) == -1);
  CHECK_STR(e1.msg, e2.msg);
  f.g[0].quality = 0;
  CHECK(gpu_finish_plan_build(&f.frame, &f.hist, &opt, 0, &plan, &e1) == -1);
  CHECK(render_finish(&f.frame, &f.hist, &opt, &img, &e2) == -1);
  CHECK_STR(e1.msg, e2.msg);
  f.g[0].quality = 50;
  f.g[0].estimator_minimum = 20; /* larger than the radius */
  CHECK(gpu_finish_plan_build(&f.frame, &f.hist, &opt, 0, &plan, &e1) == -1);
  CHECK(render_finish(&f.frame, &f.hist, &opt, &img, &e2) == -1);
  CHECK_STR(e1.msg, e2.msg);
  fixture_free(&f);
}

/* gpu_finish_f32 validates before it touches the device, with render_finish's messages: its
 * floats stand for hist->buckets. */
static void test_f32_validates_like_render_finish(void) {
  config c = configs[0];
  fixture f;
  CHECK(fixture_init(&f, &c) == 0);
  size_t n = (size_t)f.hist.width * f.hist.height * 5;
  float *floats = calloc(n, sizeof *floats);
  CHECK(floats != NULL);
  render_hist shape = f.hist;
  shape.buckets = NULL; /* never read */
  fb_error e1, e2;
  render_image img = {1, 1, 8, (void *)&img}, cpu;
  finish_options opt = {8, 0}, bad_bpc = {12, 0};
  CHECK(gpu_finish_f32(&f.frame, &shape, floats, &bad_bpc, NULL, &img, NULL, &e1) == -1);
  CHECK(render_finish(&f.frame, &f.hist, &bad_bpc, &cpu, &e2) == -1);
  CHECK_STR(e1.msg, e2.msg);
  CHECK(img.pixels == NULL);
  render_hist wrong = f.hist;
  wrong.height++;
  shape.height++;
  CHECK(gpu_finish_f32(&f.frame, &shape, floats, &opt, NULL, &img, NULL, &e1) == -1);
  CHECK(render_finish(&f.frame, &wrong, &opt, &cpu, &e2) == -1);
  CHECK_STR(e1.msg, e2.msg);
  shape.height--;
  render_hist none = f.hist;
  none.buckets = NULL;
  CHECK(gpu_finish_f32(&f.frame, &shape, NULL, &opt, NULL, &img, NULL, &e1) == -1);
  CHECK(render_finish(&f.frame, &none, &opt, &cpu, &e2) == -1);
  CHECK_STR(e1.msg, e2.msg);
  CHECK(gpu_finish_f32(&f.frame, NULL, floats, &opt, NULL, &img, NULL, &e1) == -1);
  CHECK(gpu_finish(&f.frame, NULL, &opt, NULL, &img, NULL, &e1) == -1);
  free(floats);
  fixture_free(&f);
}

/* fb_fin_widen on the CPU: every float, the extremes included, becomes the same double bit for
 * bit, and no value past nvalues is written. */
static void test_widen_kernel_is_exact(void) {
  enum { N = 1000, PAST = 300 };
  float *f = malloc(N * sizeof *f);
  double *d = malloc((N + PAST) * sizeof *d);
  CHECK(f && d);
  if (!f || !d) return;
  const float special[] = {0.0f, -0.0f, 1.0f, -1.0f, FLT_MAX, -FLT_MAX, FLT_MIN, 1e-45f /* denormal */,
                           255.0f, 16777217.0f, 3.4028234e38f, 0.1f, INFINITY, -INFINITY};
  const int nspecial = (int)(sizeof special / sizeof *special);
  rng_state = 0x2545F4914F6CDD1DULL;
  for (int i = 0; i < N; i++) {
    if (i < nspecial) {
      f[i] = special[i];
    } else { /* random bit patterns, NaNs left out (their payloads are not values) */
      uint32_t bits;
      do bits = (uint32_t)(rnd() * 4294967296.0); while (((bits >> 23) & 0xff) == 0xff);
      memcpy(&f[i], &bits, sizeof bits);
    }
  }
  for (int i = 0; i < N + PAST; i++) d[i] = -12345.0;
  fb_finish_args a;
  memset(&a, 0, sizeof a);
  a.hist = addr(d);
  a.src = addr(f);
  a.nvalues = N;
  emu_launch(fb_fin_widen, per_value_grid(N) + 1, 1, &a); /* a block too many: the bound holds */
  int exact = 1, untouched = 1;
  for (int i = 0; i < N; i++) {
    double want = (double)f[i];
    exact &= !memcmp(&want, &d[i], sizeof want) && (float)d[i] == f[i];
  }
  for (int i = N; i < N + PAST; i++) untouched &= d[i] == -12345.0;
  CHECK(exact);
  CHECK(untouched);
  free(f);
  free(d);
}

/* The canonical buffer as floats, widened by fb_fin_widen and finished by the schedule, gives
 * the image of the same values as doubles: gpu_finish_f32 runs what gpu_finish runs. */
static void test_widened_floats_finish_as_doubles(void) {
  for (int i = 0; i < NCONFIGS; i += 3) {
    const config *c = &configs[i];
    fixture f;
    CHECK(fixture_init(&f, c) == 0);
    render_hist_round_to_float(&f.hist); /* what the cache holds */
    size_t n = (size_t)f.hist.width * f.hist.height * 5;
    float *floats = malloc(n * sizeof *floats);
    render_hist widened = f.hist;
    widened.buckets = malloc(n * sizeof(double));
    CHECK(floats && widened.buckets);
    if (!floats || !widened.buckets) return;
    for (size_t k = 0; k < n; k++) floats[k] = (float)f.hist.buckets[k];
    memset(widened.buckets, 0xA5, n * sizeof(double)); /* a pooled block: not zero */
    fb_finish_args a;
    memset(&a, 0, sizeof a);
    a.hist = addr(widened.buckets);
    a.src = addr(floats);
    a.nvalues = n;
    emu_launch(fb_fin_widen, per_value_grid(n), 1, &a);
    CHECK(!memcmp(widened.buckets, f.hist.buckets, n * sizeof(double)));
    finish_options opt = {c->bpc, c->transparent};
    gpu_finish_plan plan;
    fb_error err;
    render_image from_doubles, from_floats;
    CHECK(gpu_finish_plan_build(&f.frame, &f.hist, &opt, 0, &plan, &err) == 0);
    CHECK(emu_finish(&plan, &f.hist, &from_doubles, 0) == 0);
    CHECK(emu_finish(&plan, &widened, &from_floats, 0) == 0);
    size_t bytes = (size_t)from_doubles.width * from_doubles.height * 4 * (size_t)(c->bpc / 8);
    CHECK(!memcmp(from_doubles.pixels, from_floats.pixels, bytes));
    render_image_free(&from_doubles);
    render_image_free(&from_floats);
    gpu_finish_plan_free(&plan);
    free(floats);
    free(widened.buckets);
    fixture_free(&f);
  }
}

/* ---- NVRTC and the kernel cache ---------------------------------------------------------------- */

static void test_source(void) {
  fb_error err;
  char *a = codegen_finish_source(&err), *b = codegen_finish_source(&err);
  CHECK(a && b && !strcmp(a, b));
  CHECK(a && strstr(a, "#include \"finish.cuh\""));
  CHECK(a && strstr(a, "static_assert(sizeof(fb_finish_args) =="));
  int found = 0;
  for (int i = 0; i < kernel_header_count; i++)
    found += !strcmp(kernel_headers[i].name, "finish.cuh") || !strcmp(kernel_headers[i].name, "finish_layout.h");
  CHECK(found == 2);
  char storage[GPU_NVRTC_MAX_OPTIONS][64], line[512];
  const char *opts[GPU_NVRTC_MAX_OPTIONS + 1];
  /* The finish adds up as render_finish does: no contraction, no approximate functions; the
   * iteration kernels get both. */
  /* make test sets FLAMEBUILD_NVRTC_FAST (below); the lines users compile with come first. */
  char *fast = getenv("FLAMEBUILD_NVRTC_FAST") ? strdup(getenv("FLAMEBUILD_NVRTC_FAST")) : NULL;
  unsetenv("FLAMEBUILD_NVRTC_FAST");
  int n = gpu_nvrtc_options(ARCH, GPU_COMPILE_EXACT, storage, opts, line, sizeof line);
  CHECK(strstr(line, "--fmad=false") != NULL);
  CHECK(strstr(line, "fast_math") == NULL);
  CHECK(n == 3 && opts[n] == NULL);
  n = gpu_nvrtc_options(ARCH, 0, storage, opts, line, sizeof line);
  CHECK(strstr(line, "--fmad=true") != NULL);
  CHECK(strstr(line, GPU_ITERATION_MATH) != NULL);
  CHECK(n == 4 && opts[n] == NULL && !strcmp(opts[3], GPU_ITERATION_MATH));
  /* FLAMEBUILD_NVRTC_FAST=LEVEL: NVRTC's --Ofast-compile, last, on both kinds, where NVRTC
   * (12.8 on) has it; so it is in the key too. */
  const gpu_nvrtc *nv = gpu_nvrtc_load(&err);
  int major = 0, minor = 0;
  const int has = nv && nv->nvrtcVersion(&major, &minor) == NVRTC_SUCCESS && (major > 12 || (major == 12 && minor >= 8));
  setenv("FLAMEBUILD_NVRTC_FAST", "max", 1);
  n = gpu_nvrtc_options(ARCH, GPU_COMPILE_EXACT, storage, opts, line, sizeof line);
  CHECK(has ? n == 4 && !strcmp(opts[3], "--Ofast-compile=max") && strstr(line, "--Ofast-compile=max") : n == 3);
  n = gpu_nvrtc_options(ARCH, 0, storage, opts, line, sizeof line);
  CHECK(has ? n == 5 && !strcmp(opts[4], "--Ofast-compile=max") : n == 4);
  CHECK(opts[n] == NULL);
  if (fast) setenv("FLAMEBUILD_NVRTC_FAST", fast, 1);
  else unsetenv("FLAMEBUILD_NVRTC_FAST");
  free(fast);
  free(a);
  free(b);
}

static int contains(const void *hay, size_t n, const char *needle) {
  size_t m = strlen(needle);
  for (size_t i = 0; i + m <= n; i++)
    if (!memcmp((const char *)hay + i, needle, m)) return 1;
  return 0;
}

static void test_nvrtc_compiles_and_caches(void) {
  if (!need_nvrtc()) return;
  fb_error err;
  char *src = codegen_finish_source(&err);
  CHECK(src != NULL);
  if (!src) return;
  char dir[512], key[65], key2[65], k_fmad[65], k_arch[65], k_src[65];
  snprintf(dir, sizeof dir, "%s/kc", tmpdir);
  void *cubin = NULL, *again = NULL;
  size_t len = 0, len2 = 0;
  gpu_kernel_stats st = {0};
  CHECK(gpu_compile_cubin_ex(src, ARCH, GPU_COMPILE_EXACT, dir, &cubin, &len, key, &st, &err) == 0);
  if (st.misses != 1) fprintf(stderr, "compile: %s\n", err.msg);
  CHECK(st.misses == 1 && st.hits == 0);
  printf("finishing module: %zu-byte cubin for %s, NVRTC %.0f ms, key %.16s\n", len, ARCH, st.compile_ms, key);
  CHECK(cubin && len > 1000 && !memcmp(cubin, "\177ELF", 4));
#define HAS(k) CHECK(cubin && contains(cubin, len, #k));
  FB_FIN_KERNELS(HAS)
#undef HAS
  /* Second compile: a disk hit with the same key and bytes. */
  CHECK(gpu_compile_cubin_ex(src, ARCH, GPU_COMPILE_EXACT, dir, &again, &len2, key2, &st, &err) == 0);
  CHECK(st.misses == 1 && st.hits == 1 && st.disk_hits == 1);
  CHECK_STR(key, key2);
  CHECK(len == len2 && again && cubin && !memcmp(cubin, again, len));
  /* The key: the flags, the architecture and the source are in it. */
  CHECK(gpu_kernel_key_ex(src, ARCH, GPU_COMPILE_EXACT, key2, &err) == 0);
  CHECK_STR(key, key2);
  CHECK(gpu_kernel_key_ex(src, ARCH, 0, k_fmad, &err) == 0);
  CHECK(strcmp(key, k_fmad) != 0);
  CHECK(gpu_kernel_key_ex(src, "sm_80", GPU_COMPILE_EXACT, k_arch, &err) == 0);
  CHECK(strcmp(key, k_arch) != 0);
  size_t n = strlen(src);
  char *edited = malloc(n + 2);
  if (edited) {
    memcpy(edited, src, n);
    memcpy(edited + n, "\n", 2);
    CHECK(gpu_kernel_key_ex(edited, ARCH, GPU_COMPILE_EXACT, k_src, &err) == 0);
    CHECK(strcmp(key, k_src) != 0);
    free(edited);
  }
  /* The default flags are the iteration kernels': gpu_kernel_key gives the fmad key. */
  CHECK(gpu_kernel_key(src, ARCH, key2, &err) == 0);
  CHECK_STR(k_fmad, key2);
  free(cubin);
  free(again);
  free(src);
}

/* ---- without a GPU: clean failures ------------------------------------------------------------- */

static void test_no_gpu_fails_cleanly(void) {
  if (have_gpu) {
    SKIP("a GPU is here: the no-GPU path cannot be taken");
    return;
  }
  config c = configs[0];
  fixture f;
  CHECK(fixture_init(&f, &c) == 0);
  finish_options opt = {8, 0};
  render_image img = {1, 1, 8, (void *)&img};
  fb_error err;
  err.msg[0] = 0;
  CHECK(render_finish_cuda(&f.frame, &f.hist, &opt, &img, &err) == -1);
  CHECK(strlen(err.msg) > 0 && img.pixels == NULL);
  printf("no GPU: %s\n", err.msg);
  gpu_finish_stats st;
  CHECK(gpu_finish(&f.frame, &f.hist, &opt, NULL, &img, &st, &err) == -1);
  float *floats = calloc((size_t)f.hist.width * f.hist.height * 5, sizeof *floats);
  render_hist shape = f.hist;
  shape.buckets = NULL;
  CHECK(gpu_finish_f32(&f.frame, &shape, floats, &opt, NULL, &img, &st, &err) == -1);
  CHECK(img.pixels == NULL);
  free(floats);
  /* Page-locked memory: refused with the reason (callers fall back to malloc). */
  void *pinned = (void *)&img;
  err.msg[0] = 0;
  CHECK(gpu_host_alloc(&pinned, 4096, &err) == -1);
  CHECK(pinned == NULL && strlen(err.msg) > 0);
  printf("no GPU, gpu_host_alloc: %s\n", err.msg);
  gpu_host_free(NULL);
  /* gpu_iterate: finishing without a histogram is allowed, neither is refused. */
  render_options ro = {.seed = 1};
  gpu_options g = {.kernel_cache = "", .finish = &opt, .image = &img};
  CHECK(gpu_iterate(&f.frame, &ro, &g, NULL, NULL, &err) == -1);
  CHECK(img.pixels == NULL);
  gpu_options none = {.kernel_cache = ""};
  CHECK(gpu_iterate(&f.frame, &ro, &none, NULL, NULL, &err) == -1);
  CHECK(strstr(err.msg, "neither") != NULL);
  fixture_free(&f);
}

/* ---- with a GPU: the real kernels -------------------------------------------------------------- */

static void test_gpu_matches_render_finish(void) {
  if (!have_gpu) {
    SKIP(gpu_why);
    return;
  }
  char cache[512];
  snprintf(cache, sizeof cache, "%s/gpu", tmpdir);
  gpu_options g = {.kernel_cache = cache};
  gpu_options gs = {.kernel_cache = cache, .de_scatter = 1};
  for (int i = 0; i < NCONFIGS; i++) {
    const config *c = &configs[i];
    fixture f;
    CHECK(fixture_init(&f, c) == 0);
    finish_options opt = {c->bpc, c->transparent};
    render_image cpu, gpu, gpu2, sc;
    fb_error err;
    gpu_finish_stats st;
    CHECK(render_finish(&f.frame, &f.hist, &opt, &cpu, &err) == 0);
    if (gpu_finish(&f.frame, &f.hist, &opt, &g, &gpu, &st, &err) < 0) {
      fprintf(stderr, "%s: %s\n", c->name, err.msg);
      CHECK(0);
      render_image_free(&cpu);
      fixture_free(&f);
      continue;
    }
    CHECK(gpu_finish(&f.frame, &f.hist, &opt, &g, &gpu2, NULL, &err) == 0);
    CHECK(gpu_finish(&f.frame, &f.hist, &opt, &gs, &sc, NULL, &err) == 0);
    diff d = compare(&cpu, &gpu), dd = compare(&gpu, &gpu2), ds = compare(&cpu, &sc);
    printf("%-11s GPU vs render_finish: max %g, mean %.2e, %ld of %ld values differ; rerun identical: %s; "
           "scatter max %g\n",
           c->name, d.max, d.sum / (double)d.values, d.differing, d.values, dd.differing == 0 ? "yes" : "NO", ds.max);
    CHECK(d.max <= 1.0);
    CHECK(d.differing * 100 <= d.values);
    CHECK(dd.differing == 0);
    CHECK(ds.max <= 1.0);
    render_image_free(&cpu);
    render_image_free(&gpu);
    render_image_free(&gpu2);
    render_image_free(&sc);
    fixture_free(&f);
  }
}

/* gpu_iterate with finishing: the image is render_finish's of the histogram returned, also when
 * that histogram held earlier samples; without a histogram the same image comes back. */
static void test_gpu_iterate_finishes_in_place(void) {
  if (!have_gpu) {
    SKIP(gpu_why);
    return;
  }
  genome g0;
  genome *gn = &g0;
  genome_init(gn);
  gn->width = 64;
  gn->height = 48;
  gn->scale = 20;
  gn->quality = 20;
  gn->estimator_radius = 9;
  gn->estimator_curve = 0.4;
  genome_resize_xforms(gn, 2);
  for (int i = 0; i < 2; i++) {
    gn->xforms[i].weight = 1;
    genome_xform_set_var(&gn->xforms[i], FM_VAR_spherical, 1);
    gn->xforms[i].coefs[0][0] = gn->xforms[i].coefs[1][1] = 0.7;
    gn->xforms[i].coefs[2][0] = i ? 0.3 : -0.3;
    gn->xforms[i].color = i;
  }
  for (int k = 0; k < 256; k++) {
    gn->palette[k][0] = k / 255.0;
    gn->palette[k][1] = 0.5;
    gn->palette[k][2] = 1 - k / 255.0;
    gn->palette[k][3] = 1;
  }
  render_subframe sub = {.cp = gn, .weight = 1.0};
  render_frame frame = {.sub = &sub, .nsub = 1};
  render_geometry geo;
  fb_error err;
  CHECK(render_geometry_of(&frame, &geo, &err) == 0);
  char cache[512];
  snprintf(cache, sizeof cache, "%s/gpu", tmpdir);
  finish_options opt = {8, 0};
  render_image img = {0}, cpu = {0}, img2 = {0}, img3 = {0};
  gpu_options g = {.kernel_cache = cache, .finish = &opt, .image = &img};
  render_options ro = {.seed = 5};
  render_hist h;
  gpu_render_stats st;
  CHECK(render_hist_alloc(&h, &geo, 0, &err) == 0);
  if (gpu_iterate(&frame, &ro, &g, &h, &st, &err) < 0) fprintf(stderr, "gpu_iterate: %s\n", err.msg);
  CHECK(st.finished == 1 && img.pixels != NULL && h.samples > 0);
  CHECK(render_finish(&frame, &h, &opt, &cpu, &err) == 0);
  diff d = compare(&cpu, &img);
  printf("gpu_iterate + finish in place vs render_finish of the returned histogram: max %g (%ld differ); "
         "finish %.2f ms\n",
         d.max, d.differing, st.finish.total_s * 1e3);
  CHECK(d.max <= 1.0);
  /* Again into the same histogram: the image includes the earlier samples. */
  g.image = &img2;
  ro.seed = 6;
  CHECK(gpu_iterate(&frame, &ro, &g, &h, &st, &err) == 0);
  render_image_free(&cpu);
  CHECK(render_finish(&frame, &h, &opt, &cpu, &err) == 0);
  d = compare(&cpu, &img2);
  printf("... with earlier samples added on the device: max %g (%ld differ)\n", d.max, d.differing);
  CHECK(d.max <= 1.0);
  /* No histogram: nothing downloaded, the same image as with one (same seed, fresh buffer). */
  render_hist fresh;
  CHECK(render_hist_alloc(&fresh, &geo, 0, &err) == 0);
  g.image = &img;
  render_image_free(&img);
  ro.seed = 5;
  CHECK(gpu_iterate(&frame, &ro, &g, &fresh, &st, &err) == 0);
  g.image = &img3;
  CHECK(gpu_iterate(&frame, &ro, &g, NULL, &st, &err) == 0);
  CHECK(st.samples > 0 && st.finished);
  d = compare(&img, &img3);
  printf("... without a histogram: max %g against the run with one (float atomics: not bit-identical)\n", d.max);
  /* The float buffer into page-locked memory, as a build does: re-finished by gpu_finish_f32,
   * it gives the image finished in place byte for byte (both finish the canonical values). */
  render_image img4 = {0}, refinished = {0};
  size_t nvalues = (size_t)geo.hist_width * geo.hist_height * 5;
  float *canon = NULL;
  CHECK(gpu_host_alloc((void **)&canon, nvalues * sizeof *canon, &err) == 0 && canon != NULL);
  if (canon) {
    g.image = &img4;
    g.hist_f32 = canon;
    CHECK(gpu_iterate(&frame, &ro, &g, NULL, &st, &err) == 0);
    render_hist shape = {geo.hist_width, geo.hist_height, NULL, st.samples, st.badvals};
    gpu_finish_stats fs;
    CHECK(gpu_finish_f32(&frame, &shape, canon, &opt, &g, &refinished, &fs, &err) == 0);
    d = compare(&img4, &refinished);
    printf("... its float buffer (page-locked) re-finished by gpu_finish_f32: %ld values differ; upload + widen "
           "%.2f ms\n", d.differing, fs.upload_s * 1e3);
    CHECK(d.max == 0 && img4.pixels && refinished.pixels);
    /* The same frame again: every device buffer comes from the pool. */
    render_image_free(&img4);
    CHECK(gpu_iterate(&frame, &ro, &g, NULL, &st, &err) == 0);
    printf("... repeated: %d device buffers allocated (setup %.2f ms, of which buffers %.2f ms)\n", st.device_allocs,
           st.setup_s * 1e3, st.alloc_s * 1e3);
    CHECK(st.device_allocs == 0);
    CHECK(st.finish.de_s > 0 && st.finish.output_s > 0 && st.finish.download_s > 0);
    g.hist_f32 = NULL;
    gpu_host_free(canon);
  }
  render_image_free(&img4);
  render_image_free(&refinished);
  render_image_free(&img);
  render_image_free(&img2);
  render_image_free(&img3);
  render_image_free(&cpu);
  render_hist_free(&h);
  render_hist_free(&fresh);
  genome_free(gn);
}

/* gpu_finish_f32 from the canonical floats against gpu_finish from the same values as
 * doubles: identical images (the widening is exact, the rest is the same code). */
static void test_gpu_finish_f32_matches_gpu_finish(void) {
  if (!have_gpu) {
    SKIP(gpu_why);
    return;
  }
  char cache[512];
  snprintf(cache, sizeof cache, "%s/gpu", tmpdir);
  gpu_options g = {.kernel_cache = cache};
  for (int i = 0; i < NCONFIGS; i++) {
    const config *c = &configs[i];
    fixture f;
    CHECK(fixture_init(&f, c) == 0);
    render_hist_round_to_float(&f.hist);
    size_t n = (size_t)f.hist.width * f.hist.height * 5;
    float *floats = malloc(n * sizeof *floats);
    CHECK(floats != NULL);
    if (!floats) return;
    for (size_t k = 0; k < n; k++) floats[k] = (float)f.hist.buckets[k];
    render_hist shape = f.hist;
    shape.buckets = NULL;
    finish_options opt = {c->bpc, c->transparent};
    render_image from_doubles = {0}, from_floats = {0};
    fb_error err;
    gpu_finish_stats sd, sf;
    CHECK(gpu_finish(&f.frame, &f.hist, &opt, &g, &from_doubles, &sd, &err) == 0);
    if (gpu_finish_f32(&f.frame, &shape, floats, &opt, &g, &from_floats, &sf, &err) < 0)
      fprintf(stderr, "%s: gpu_finish_f32: %s\n", c->name, err.msg);
    diff d = compare(&from_doubles, &from_floats);
    printf("%-11s gpu_finish_f32 vs gpu_finish: %ld values differ; upload %.3f ms (doubles %.3f ms)\n", c->name,
           d.differing, sf.upload_s * 1e3, sd.upload_s * 1e3);
    CHECK(from_floats.pixels != NULL && d.max == 0);
    render_image_free(&from_doubles);
    render_image_free(&from_floats);
    free(floats);
    fixture_free(&f);
  }
}

int main(void) {
  snprintf(tmpdir, sizeof tmpdir, "/tmp/flamebuild-gpufinish.XXXXXX");
  if (!mkdtemp(tmpdir)) {
    perror("mkdtemp");
    return 1;
  }
  nvrtc_check_init("gpu_finish");
  char what[256];
  have_gpu = gpu_probe(what, sizeof what);
  printf("gpu_probe: %d (%s)\n", have_gpu, what);
  snprintf(gpu_why, sizeof gpu_why, "no GPU: %.200s", what);
  RUN(test_source);
  RUN(test_nvrtc_compiles_and_caches);
  RUN(test_plan_validates_like_render_finish);
  RUN(test_f32_validates_like_render_finish);
  RUN(test_kernels_on_cpu_match_render_finish);
  RUN(test_backdrop_kernels_match_render_finish);
  RUN(test_widen_kernel_is_exact);
  RUN(test_widened_floats_finish_as_doubles);
  RUN(test_no_gpu_fails_cleanly);
  RUN(test_gpu_matches_render_finish);
  RUN(test_gpu_finish_f32_matches_gpu_finish);
  RUN(test_gpu_iterate_finishes_in_place);
  gpu_shutdown();
  char cmd[600];
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmpdir);
  if (system(cmd) != 0) fprintf(stderr, "could not remove %s\n", tmpdir);
  return check_summary("gpu_finish");
}
