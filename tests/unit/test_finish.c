/*
 * test_finish.c — FINISH (render/density.c, filter.c, tonemap.c, finish.c) and PNG writing
 * (render/png.c). Expected values are computed by hand from flam3's formulas, so a wrong
 * constant, kernel, threshold or branch fails here. Bit-exact agreement with flam3-render
 * itself is checked outside the unit tests (it needs flam3 installed).
 */
#if !defined(_GNU_SOURCE) && !defined(_XOPEN_SOURCE)
#define _XOPEN_SOURCE 700  /* mkdtemp, setrlimit, SIGXFSZ */
#endif

#include "../../render/finish_parts.h"
#include "../../render/render.h"
#include "check.h"
#include "render/png_deflate.h"

#include <dirent.h>
#include <errno.h>
#include <png.h>
#include <zlib.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

/* ---- helpers ------------------------------------------------------------------------------ */

static void test_genome(genome *g, int w, int h) {
  memset(g, 0, sizeof *g);
  g->width = w;
  g->height = h;
  g->scale = 10;
  g->supersample = 1;
  g->filter = 1;
  g->filter_shape = FILTER_BOX;
  g->quality = 10;
  g->passes = 1;
  g->temporal_samples = 1;
  g->brightness = 4;
  g->gamma = 4;
  g->gamma_threshold = 0.01;
  g->vibrancy = 1;
  g->highlight_power = -1;
  g->estimator_curve = 0.4;
  g->contrast = 1; /* JWildfire's tone controls, neutral */
  g->white_level = 255;
  g->balancing_red = g->balancing_green = g->balancing_blue = 1;
  g->saturation = 1;
  g->fg_opacity = 1;
}

typedef struct fixture {
  genome g;
  render_subframe sub;
  render_frame frame;
  render_geometry geo;
  render_hist hist;
} fixture;

static int fixture_init(fixture *f) {
  f->sub = (render_subframe){.cp = &f->g, .weight = 1.0};
  f->frame = (render_frame){.sub = &f->sub, .nsub = 1};
  fb_error err;
  if (render_geometry_of(&f->frame, &f->geo, &err)) return -1;
  f->hist = (render_hist){f->geo.hist_width, f->geo.hist_height,
                          calloc((size_t)f->geo.hist_width * f->geo.hist_height * 5, sizeof(double)), 0, 0};
  return f->hist.buckets ? 0 : -1;
}

/* Adds n hits of colour (r,g,b,a 0..1) at histogram bucket (x, y), as the iteration would. */
static void hit(fixture *f, int x, int y, double n, double r, double g, double b, double a) {
  double *bk = f->hist.buckets + ((size_t)y * f->geo.hist_width + x) * 5;
  bk[0] += n * r * 255;
  bk[1] += n * g * 255;
  bk[2] += n * b * 255;
  bk[3] += n * a * 255;
  bk[4] += n * 255;
}

/* The histogram bucket under output pixel (px, py)'s centre for os = 1. */
static int bucket_x(const fixture *f, int px) { return f->geo.gutter + px; }

static double *acc_of(fixture *f) {
  double *acc = calloc((size_t)f->geo.hist_width * f->geo.hist_height * 4, sizeof(double));
  fb_error err;
  if (acc && density_scale(&f->frame, &f->geo, &f->hist, acc, &err)) {
    free(acc);
    return NULL;
  }
  return acc;
}

static const double *acc_at(const fixture *f, const double *acc, int x, int y) {
  return acc + ((size_t)y * f->geo.hist_width + x) * 4;
}

/* ---- log scaling -------------------------------------------------------------------------- */

/* k1, k2 by hand: k1 = brightness·268/256·255, k2 = os²/(area·255·quality·4^zoom·mean weight),
 * area = W·H/ppu². */
static void test_log_scaling_single_bucket(void) {
  fixture f;
  test_genome(&f.g, 8, 6);
  f.g.brightness = 0.05;  /* keeps the pixel below saturation */
  CHECK(fixture_init(&f) == 0);
  double n = 1234;
  int x = bucket_x(&f, 3), y = f.geo.gutter + 2;
  hit(&f, x, y, n, 1, 1, 1, 1);
  double *acc = acc_of(&f);
  CHECK(acc != NULL);
  double k1 = 0.05 * 268.0 / 256.0 * 255.0;
  double area = 8.0 * 6.0 / (10.0 * 10.0);
  double k2 = 1.0 / (area * 255.0 * 10.0);
  double a = n * 255.0;
  double expect = k1 * log(1.0 + a * k2);
  const double *c = acc_at(&f, acc, x, y);
  CHECK_NEAR(c[3], expect, 1e-12 * expect);
  CHECK_NEAR(c[0], expect, 1e-12 * expect);
  CHECK(acc_at(&f, acc, x + 1, y)[3] == 0.0);  /* no density estimation: nothing spreads */

  /* The 8-bit pixel through the box filter (one tap) and the tone map by hand. */
  finish_options opt = {8, 0};
  render_image img;
  fb_error err;
  CHECK(render_finish(&f.frame, &f.hist, &opt, &img, &err) == 0);
  double dens = expect / 255.0;
  double alpha = pow(dens, 1.0 / 4.0);
  double ls = 256.0 * alpha / dens;
  double colour = ls * expect / 255.0;
  CHECK(colour > 100 && colour < 255);
  const uint8_t *p = (const uint8_t *)img.pixels + (2 * 8 + 3) * 4;
  CHECK(p[0] == (uint8_t)colour);
  CHECK(p[1] == (uint8_t)colour && p[2] == (uint8_t)colour);
  CHECK(p[3] == 255);
  CHECK(((const uint8_t *)img.pixels)[(2 * 8 + 4) * 4] == 0);  /* neighbour stays black */
  render_image_free(&img);
  free(acc);
  free(f.hist.buckets);
}

/* k2 divides by the mean temporal weight and scales with os² and 4^zoom. */
static void test_log_constants(void) {
  fixture f;
  test_genome(&f.g, 20, 10);
  f.g.zoom = 1;
  f.g.supersample = 3;
  CHECK(fixture_init(&f) == 0);
  density_constants k;
  density_constants_of(&f.frame, &f.geo, &k);
  double ppu = 10 * 2.0;
  CHECK_NEAR(k.k1, 4 * 255 * 268.0 / 256, 1e-12);
  CHECK_NEAR(k.k2, 9.0 / (20.0 * 10.0 / (ppu * ppu) * 255.0 * 10.0 * 4.0), 1e-15);
  genome g2 = f.g;
  render_subframe subs[2] = {{.cp = &f.g, .weight = 0.5}, {.cp = &g2, .weight = 1.0}};
  render_frame two = {.sub = subs, .nsub = 2};
  density_constants k2w;
  density_constants_of(&two, &f.geo, &k2w);
  CHECK_NEAR(k2w.k2, k.k2 / 0.75, 1e-15);
  free(f.hist.buckets);
}

/* JWildfire's contrast c and low-density brightness L on one bucket of n hits, by JWildfire's
 * own log scale (LogScaleCalculator): its intensity is
 *   I = kj1·log10(1 + n·kj2) + gj/(n + 1),  kj1 = 2·c·B/os, kj2 = 1/(c·area·q), gj = L/(c·q·os).
 * A flame of flam3's tone model keeps flam3's brightness term (natural log, 268/256), which for
 * os 1 is JWildfire's times κ = (268/256)·ln(10)/2 = 1.2052898…, so a bucket's density
 * (acc[3]/255) must be κ·I: contrast and the glow as strong beside the brightness term as in
 * JWildfire. One of JWildfire's tone model (the flames JWildfire wrote) takes JWildfire's
 * brightness term itself: its density is I. Here B = 0.05,
 * c = 0.8, L = 0.5, q = 10, area = 8·6/10² = 0.48, so kj1 = 0.08, kj2 = 1/3.84, gj = 0.0625:
 *   n = 3:    I = 0.08·log10(1.78125) + 0.0625/4 = 0.0356830  → density 0.0430073
 *   n = 1234: I = 0.08·log10(322.35) + 0.0625/1235 = 0.2007173 → density 0.2419164
 * The glow is 44% of the sparse bucket's value and 0.03% of the dense one's. Density
 * estimation spreads the sparse bucket's value over a wide kernel, which sums to 1 (the
 * dense one's narrowest kernel loses its rim, flam3's reach, so it is checked without). */
static void test_jwildfire_contrast_and_glow(void) {
  for (int run = 0; run < 4; run++) {
    const int de = run & 1, model = run >> 1 ? TONE_MODEL_JWILDFIRE : TONE_MODEL_FLAM3;
    const double kappa = model == TONE_MODEL_FLAM3 ? (268.0 / 256.0) * log(10.0) / 2 : 1;
    fixture f;
    test_genome(&f.g, 8, 6);
    f.g.tone_model = model;
    f.g.brightness = 0.05;
    f.g.contrast = 0.8;
    f.g.low_density_brightness = 0.5;
    f.g.estimator_radius = de ? 2 : 0;
    CHECK(fixture_init(&f) == 0);
    const double counts[2] = {3, 1234}, expect[2] = {0.0430072587954281, 0.24191637373186536};
    for (int i = 0; i < 2 - de; i++) {
      memset(f.hist.buckets, 0, (size_t)f.geo.hist_width * f.geo.hist_height * 5 * sizeof(double));
      int x = bucket_x(&f, 3), y = f.geo.gutter + 2;
      hit(&f, x, y, counts[i], 1, 0.5, 0.25, 1);
      double *acc = acc_of(&f);
      CHECK(acc != NULL);
      if (!acc) continue;
      const double n = counts[i], kj1 = 0.08, kj2 = 1 / 3.84, gj = 0.0625;
      const double jwf = kj1 * log10(1 + n * kj2) + gj / (n + 1);
      CHECK_NEAR(jwf * (268.0 / 256.0) * log(10.0) / 2, expect[i], 1e-15);
      double sum[4] = {0, 0, 0, 0};
      for (int b = 0; b < f.geo.hist_width * f.geo.hist_height; b++)
        for (int c = 0; c < 4; c++) sum[c] += acc[b * 4 + c];
      CHECK_NEAR(sum[3] / 255, jwf * kappa, 1e-12 * expect[i]);
      CHECK_NEAR(sum[1], 0.5 * sum[3], 1e-12 * sum[3]); /* the colour scales with it */
      CHECK(de || acc_at(&f, acc, x, y)[3] == sum[3]);
      free(acc);
    }
    free(f.hist.buckets);
  }
  /* Neutral values leave flam3's constants as they are, and no glow. */
  fixture f;
  test_genome(&f.g, 8, 6);
  CHECK(fixture_init(&f) == 0);
  density_constants k;
  density_constants_of(&f.frame, &f.geo, &k);
  CHECK(k.k1 == 4 * (255 * 268.0 / 256) && k.glow == 0);
  free(f.hist.buckets);
}

/* ---- density estimation ------------------------------------------------------------------- */

/* One hit, radius 9, os 1: the first kernel has half-width h = 10 and weight ∝ exp(-2(1.5d/h)²)
 * on every offset with d ≤ h (inside the 19x19 square), normalised to the plain log value. */
static void test_density_estimation_profile(void) {
  fixture f;
  test_genome(&f.g, 40, 40);
  f.g.estimator_radius = 9;
  CHECK(fixture_init(&f) == 0);
  CHECK(f.geo.gutter == 9);
  int x = f.geo.gutter + 20, y = f.geo.gutter + 20;
  hit(&f, x, y, 1, 1, 1, 1, 1);
  double *acc = acc_of(&f);
  CHECK(acc != NULL);
  double centre = acc_at(&f, acc, x, y)[3];
  CHECK(centre > 0);
  struct { int dx, dy; } offs[] = {{1, 0}, {0, 3}, {3, 4}, {-5, 2}, {9, 0}, {6, -8}};
  for (size_t i = 0; i < sizeof offs / sizeof offs[0]; i++) {
    double d = sqrt((double)(offs[i].dx * offs[i].dx + offs[i].dy * offs[i].dy));
    double ratio = acc_at(&f, acc, x + offs[i].dx, y + offs[i].dy)[3] / centre;
    CHECK_NEAR(ratio, exp(-2.0 * pow(1.5 * d / 10.0, 2.0)), 1e-12);
  }
  CHECK(acc_at(&f, acc, x + 10, y)[3] == 0.0);   /* beyond the 19x19 square */
  CHECK(acc_at(&f, acc, x + 8, y + 7)[3] == 0.0); /* d = 10.6 > h */
  /* The kernel is normalised: the spread sums to the un-spread log value. */
  double sum = 0;
  for (int yy = y - 9; yy <= y + 9; yy++)
    for (int xx = x - 9; xx <= x + 9; xx++) sum += acc_at(&f, acc, xx, yy)[3];
  density_constants k;
  density_constants_of(&f.frame, &f.geo, &k);
  CHECK_NEAR(sum, k.k1 * log(1.0 + 255.0 * k.k2), 1e-9);
  free(acc);
  free(f.hist.buckets);
}

/* More hits → narrower kernel (h = R'/N^curve); above max the minimum radius applies. */
static void test_density_estimation_narrows(void) {
  de_kernels de;
  fb_error err;
  CHECK(de_kernels_build(9, 0, 0.4, 1, &de, &err) == 0);
  CHECK_NEAR(de.widths[0], 10.0, 1e-12);
  CHECK_NEAR(de.widths[9], 10.0 * pow(10.0, -0.4), 1e-12);
  CHECK(de.max_index > 100);  /* (10/1)^(1/0.4) = 316 kernels wanted: compressed above 100 */
  CHECK_NEAR(de.widths[de.max_index], 1.0, 1e-12);
  CHECK(de_kernel_index(&de, 1.0, 0.4) == 0);
  CHECK(de_kernel_index(&de, 10.0, 0.4) == 9);
  CHECK(de_kernel_index(&de, 10.5, 0.4) == 10);
  CHECK(de_kernel_index(&de, 200.0, 0.4) == 100 + (int)floor(pow(100.0, 0.4)));
  CHECK(de_kernel_index(&de, 1e9, 0.4) == de.max_index);
  de_kernels_free(&de);
  /* radius == minimum: a single kernel, which flam3 treats as "no density estimation" */
  CHECK(de_kernels_build(3, 3, 0.4, 1, &de, &err) == 0);
  CHECK(de.max_index == 0);
  de_kernels_free(&de);
  CHECK(de_kernels_build(3, 0, 0, 1, &de, &err) == -1);
  CHECK(strstr(err.msg, "estimator_curve") != NULL);
  CHECK(de_kernels_build(2, 3, 0.4, 1, &de, &err) == -1);
}

/* Even supersample: density is the (2⌊os/2⌋+1)² neighbourhood sum × (os/(os+1))². 45 hits
 * in one bucket at os 2 read as 45·4/9 = 20 → kernel 19, half-width R'/20 = 61/20 = 3.05
 * (radius 30, curve 1): (3,0) and (2,2) are inside, (3,1) is not. Without the factor the
 * kernel would be 61/45 wide and stop at distance 1. */
static void test_density_even_supersample(void) {
  fixture f;
  test_genome(&f.g, 10, 10);
  f.g.supersample = 2;
  f.g.estimator_radius = 30;
  f.g.estimator_curve = 1;
  CHECK(fixture_init(&f) == 0);
  int x = f.geo.gutter + 10, y = f.geo.gutter + 10;
  hit(&f, x, y, 45, 1, 1, 1, 1);
  double *acc = acc_of(&f);
  CHECK(acc_at(&f, acc, x + 3, y)[3] > 0);
  CHECK(acc_at(&f, acc, x - 2, y + 2)[3] > 0);
  CHECK(acc_at(&f, acc, x + 3, y + 1)[3] == 0.0);
  free(acc);
  free(f.hist.buckets);
}

/* At the minimum radius (1 bucket) the kernel is normalised over the centre and its four
 * neighbours, but flam3 only applies offsets below ceil(h) = 1: the centre keeps
 * 1/(1 + 4·exp(-4.5)) of the value and the rest is lost. Reproduced. */
static void test_density_minimum_radius_keeps_centre(void) {
  fixture f;
  test_genome(&f.g, 10, 10);
  f.g.estimator_radius = 3;
  CHECK(fixture_init(&f) == 0);
  int x = f.geo.gutter + 5, y = f.geo.gutter + 5;
  hit(&f, x, y, 5000, 1, 1, 1, 1);
  double *acc = acc_of(&f);
  density_constants k;
  density_constants_of(&f.frame, &f.geo, &k);
  double plain = k.k1 * log(1.0 + 5000 * 255.0 * k.k2);
  CHECK_NEAR(acc_at(&f, acc, x, y)[3], plain / (1 + 4 * exp(-4.5)), 1e-9 * plain);
  CHECK(acc_at(&f, acc, x + 1, y)[3] == 0.0);
  free(acc);
  free(f.hist.buckets);
}

/* flam3's row loop reads one row past its histogram at os 1 — the start of its accumulator.
 * Hits in the top gutter rows therefore spread into the bottom gutter rows. Reproduced on
 * purpose (flam3's images show it when the spatial filter reaches those rows). */
static void test_density_bottom_row_quirk(void) {
  fixture f;
  test_genome(&f.g, 20, 20);
  f.g.estimator_radius = 5;
  CHECK(fixture_init(&f) == 0);
  int hig = f.geo.hist_height;
  hit(&f, 10, 0, 1, 1, 1, 1, 1);
  double *acc = acc_of(&f);
  double bottom = 0;
  for (int x = 0; x < f.geo.hist_width; x++) bottom += acc_at(&f, acc, x, hig - 1)[3];
  CHECK(bottom > 0);
  free(acc);
  free(f.hist.buckets);
}

/* ---- spatial filter ----------------------------------------------------------------------- */

static double mitchell_by_hand(double t) {
  t = fabs(t);
  if (t < 1) return (7 * t * t * t - 12 * t * t + 16.0 / 3) / 6;
  if (t < 2) return (-7.0 / 3 * t * t * t + 12 * t * t - 20 * t + 32.0 / 3) / 6;
  return 0;
}

static double sinc_by_hand(double x) { return x == 0 ? 1 : sin(M_PI * x) / (M_PI * x); }

static void test_filter_kernels(void) {
  double tol = 1e-12;
  CHECK_NEAR(filter_kernel(0, 0), sqrt(2 / M_PI), tol);
  CHECK_NEAR(filter_kernel(0, 1), exp(-2.0) * sqrt(2 / M_PI), tol);
  CHECK_NEAR(filter_kernel(1, 0.5), 0.5, tol);            /* hermite */
  CHECK(filter_kernel(2, 0.5) == 1.0 && filter_kernel(2, -0.5) == 0.0);  /* box (-½, ½] */
  CHECK_NEAR(filter_kernel(3, 0.25), 0.75, tol);          /* triangle */
  CHECK_NEAR(filter_kernel(4, 0), 0.75, tol);             /* bell */
  CHECK_NEAR(filter_kernel(4, 1), 0.125, tol);
  CHECK_NEAR(filter_kernel(5, 0), 2.0 / 3, tol);          /* b-spline */
  CHECK_NEAR(filter_kernel(5, 1), 1.0 / 6, tol);
  CHECK_NEAR(filter_kernel(6, 0), 8.0 / 9, tol);          /* mitchell */
  CHECK_NEAR(filter_kernel(6, 1), 1.0 / 18, tol);
  CHECK_NEAR(filter_kernel(6, 1.5), mitchell_by_hand(1.5), tol);
  CHECK_NEAR(filter_kernel(7, 0), 1.0, tol);              /* sinc·blackman */
  CHECK_NEAR(filter_kernel(7, 0.5), sinc_by_hand(0.5) * 0.34, tol);
  CHECK_NEAR(filter_kernel(8, 0), 1.0, tol);              /* catmull-rom */
  CHECK_NEAR(filter_kernel(8, 0.5), 0.5625, tol);
  CHECK_NEAR(filter_kernel(8, 1), 0.0, tol);
  CHECK_NEAR(filter_kernel(9, 0.5), sinc_by_hand(0.5) * 0.5, tol);  /* sinc·hanning */
  CHECK_NEAR(filter_kernel(10, 0.5), sinc_by_hand(0.5) * 0.54, tol); /* sinc·hamming */
  double s = sinc_by_hand(1.5) * sinc_by_hand(0.5);  /* lanczos3 is windowed twice */
  CHECK_NEAR(filter_kernel(11, 1.5), s * sinc_by_hand(0.5), tol);
  CHECK_NEAR(filter_kernel(12, 1), 0.0, tol);             /* lanczos2 at an integer */
  CHECK_NEAR(filter_kernel(12, 0.5), pow(sinc_by_hand(0.25), 2) * sinc_by_hand(0.5), tol);
  CHECK_NEAR(filter_kernel(13, 1), 0.125, tol);           /* quadratic */
}

/* The shape named "lanczos3" (FILTER_LANCZOS3) selects flam3's kernel 6, Mitchell. */
static void test_filter_name_permutation(void) {
  double *t = NULL;
  fb_error err;
  int taps = filter_taps(FILTER_LANCZOS3, 1, 1);
  CHECK(taps == 5);
  CHECK(filter_table(FILTER_LANCZOS3, 1, 1, taps, &t, &err) == 0);
  double k[5], sum = 0;
  for (int i = 0; i < 5; i++) k[i] = mitchell_by_hand(((2.0 * i + 1) / 5 - 1) * 2.0 * 5 / 4);
  for (int i = 0; i < 5; i++)
    for (int j = 0; j < 5; j++) sum += k[i] * k[j];
  for (int i = 0; i < 5; i++)
    for (int j = 0; j < 5; j++) CHECK_NEAR(t[i + j * 5], k[i] * k[j] / sum, 1e-12);
  free(t);
  CHECK(filter_kernel(FILTER_MITCHELL, 0) == 1.0);  /* "mitchell" is Catmull-Rom */
}

static void test_filter_tables(void) {
  fb_error err;
  for (int shape = 0; shape < FILTER_SHAPE_COUNT; shape++) {
    for (int os = 1; os <= 3; os++) {
      int taps = filter_taps(shape, 1.0, os);
      CHECK((taps & 1) == (os & 1));
      double *t = NULL;
      CHECK(filter_table(shape, 1.0, os, taps, &t, &err) == 0);
      if (!t) continue;
      double sum = 0;
      for (int i = 0; i < taps * taps; i++) sum += t[i];
      CHECK_NEAR(sum, 1.0, 1e-12);
      for (int i = 0; i < taps; i++)
        for (int j = 0; j < taps; j++) {
          CHECK_NEAR(t[i + j * taps], t[j + i * taps], 1e-15);
          if (shape != FILTER_BOX)  /* the box is half-open, so not mirror-symmetric */
            CHECK_NEAR(t[i + j * taps], t[(taps - 1 - i) + j * taps], 1e-12);
        }
      free(t);
    }
  }
  /* A box of radius 0.2 at os 2 puts both taps at ±1.25, outside the box: refused. */
  double *t = NULL;
  CHECK(filter_table(FILTER_BOX, 0.2, 2, filter_taps(FILTER_BOX, 0.2, 2), &t, &err) == -1);
  CHECK(strstr(err.msg, "too small") != NULL);
}

/* Output pixel (i, j) reads the window starting at bucket (de_offset + i·os, de_offset + j·os).
 * A box of radius 0.5 at os 2 has two taps per axis at ∓0.5, and the box is half-open, so
 * only the second tap of each axis counts. */
static void test_filter_window(void) {
  fixture f;
  test_genome(&f.g, 4, 3);
  f.g.supersample = 2;
  f.g.filter_shape = FILTER_BOX;
  f.g.filter = 0.5;
  f.g.estimator_radius = 1;
  CHECK(fixture_init(&f) == 0);
  CHECK(f.geo.filter_taps == 2);
  CHECK(f.geo.de_offset == 3 && f.geo.gutter == 3);
  double *acc = calloc((size_t)f.geo.hist_width * f.geo.hist_height * 4, sizeof(double));
  double *tab = NULL;
  fb_error err;
  CHECK(filter_tables(&f.g, 2, 2, &tab, &err) == 0);
  CHECK(tab[0] == 0 && tab[1] == 0 && tab[2] == 0 && tab[3] == 1);
  CHECK(tab[4] == 0 && tab[5] == 0 && tab[6] == 0 && tab[7] == 1); /* the density's: flam3's the same */
  int bx = f.geo.de_offset + 2 * 2, by = f.geo.de_offset + 1 * 2;
  acc[((size_t)(by + 1) * f.geo.hist_width + bx + 1) * 4 + 3] = 8;
  acc[((size_t)by * f.geo.hist_width + bx) * 4 + 3] = 100;  /* first tap: weight 0 */
  double px[4];
  filter_pixel(acc, &f.geo, tab, 2, 1, px);
  CHECK(px[3] == 8.0);
  filter_pixel(acc, &f.geo, tab, 1, 1, px);
  CHECK(px[3] == 0);
  free(tab);
  free(acc);
  free(f.hist.buckets);
}

/* ---- tone map ----------------------------------------------------------------------------- */

static tonemap_params params(double gamma, double vib, double hp, double thresh) {
  tonemap_params tp = {.inv_gamma = 1 / gamma, .gamma_threshold = thresh, .vibrancy = vib,
                       .highlight_power = hp, .colour_scale = {1, 1, 1}, .background_alpha = 1,
                       .transparent = 0};
  return tp;
}

static void test_tonemap_threshold_ramp(void) {
  double g = 1 / 2.5, T = 0.2, d = 0.05;
  double f = d / T;
  CHECK_NEAR(tonemap_alpha(d, g, T), (1 - f) * d * pow(T, g - 1) + f * pow(d, g), 1e-15);
  CHECK_NEAR(tonemap_alpha(0.3, g, T), pow(0.3, g), 1e-15);
  CHECK(tonemap_alpha(0, g, T) == 0);
  /* continuous at the threshold */
  CHECK_NEAR(tonemap_alpha(T * (1 - 1e-12), g, T), pow(T, g), 1e-9);
}

static void test_tonemap_vibrancy(void) {
  double t[4] = {40, 20, 10, 60};
  double out[4];
  tonemap_params v1 = params(2, 1, -1, 0);
  tonemap_pixel(&v1, t, out);
  double alpha = sqrt(60 / 255.0), ls = 256 * alpha / (60 / 255.0);
  CHECK_NEAR(out[0], ls * 40 / 255, 1e-9);
  CHECK_NEAR(out[2], ls * 10 / 255, 1e-9);
  CHECK_NEAR(out[3], alpha, 1e-12);
  tonemap_params v0 = params(2, 0, -1, 0);
  tonemap_pixel(&v0, t, out);
  CHECK_NEAR(out[0], 256 * sqrt(40 / 255.0), 1e-9);
  CHECK_NEAR(out[1], 256 * sqrt(20 / 255.0), 1e-9);
}

/* A background of the pixel's own (render/backdrop.h) shows where the flame does not cover it;
 * under JWildfire's tone, a pixel of no flame whose background passes 255 is JWildfire's image
 * of it, its channels packed unmasked: red 400, green 300, blue 20 → (0x90 | 0x01, 0x2C, 20). */
static void test_tonemap_own_background(void) {
  const double empty[4] = {0, 0, 0, 0}, half[4] = {40, 20, 10, 60};
  const double below[3] = {256.0 * 0.5, 256.0 * 0.25, 0}, past[3] = {256.0 * 400 / 255, 256.0 * 300 / 255, 256.0 * 20 / 255};
  tonemap_params tp = params(2, 1, -1, 0);
  double out[4], flat[4];
  tonemap_pixel_over(&tp, empty, below, out);
  CHECK(out[0] == 128 && out[1] == 64 && out[2] == 0 && out[3] == 0);
  tonemap_pixel_over(&tp, empty, past, out);
  CHECK(out[0] == 255 && out[1] == 255 && out[2] == 256.0 * 20 / 255); /* flam3's: clamped */
  tp.jwildfire = 1;
  tonemap_pixel_over(&tp, empty, past, out);
  CHECK(out[0] == 0x91 && out[1] == 0x2C && out[2] == 20);
  tonemap_pixel_over(&tp, half, past, out); /* covered: the sum, clamped, as JWildfire's addBackground */
  tp.background[0] = past[0], tp.background[1] = past[1], tp.background[2] = past[2];
  tonemap_pixel(&tp, half, flat);
  CHECK(out[0] == flat[0] && out[1] == flat[1] && out[0] == 255);
}

/* A saturated reddish pixel: highlight_power < 0 clips channel-wise (hue shifts toward the
 * clipped maximum); highlight_power >= 0 keeps the hue and desaturates toward white. */
static void test_tonemap_highlight_power(void) {
  double t[4] = {2000, 600, 300, 2000};
  double clip[4], keep[4], strong[4];
  tonemap_params hp_neg = params(1, 1, -1, 0), hp0 = params(1, 1, 0, 0), hp2 = params(1, 1, 2, 0);
  tonemap_pixel(&hp_neg, t, clip);
  tonemap_pixel(&hp0, t, keep);
  tonemap_pixel(&hp2, t, strong);
  CHECK(clip[0] == 255 && clip[1] == 255);  /* both overflow and clip: hue lost */
  CHECK_NEAR(keep[0], 255, 1e-9);           /* brightest channel scaled to 255 ... */
  CHECK_NEAR(keep[1], 255 * 600 / 2000.0, 1e-9);  /* ... others keep their ratio at power 0 */
  CHECK(strong[1] > keep[1] && strong[2] > keep[2]);  /* power 2 desaturates toward white */
  CHECK(strong[1] < 255);
  /* saturation factor by hand: (ls'/ls)^2 with ls' = 255/(2000/255) and ls = 256 */
  double ratio = pow(255.0 * 255.0 / (2000.0 * 256.0), 2);
  double s = (1 - 300 / 2000.0) * ratio;
  CHECK_NEAR(strong[2], 255 * (1 - s), 1e-6);
}

static void test_tonemap_background_and_transparency(void) {
  tonemap_params tp = params(1, 1, -1, 0);
  tp.background[0] = 0.5 * 256;
  tp.background[1] = 0.25 * 256;
  tp.background[2] = 1.0 * 256;
  double empty[4] = {0, 0, 0, 0}, out[4];
  tonemap_pixel(&tp, empty, out);
  CHECK(out[0] == 128 && out[1] == 64 && out[2] == 255 && out[3] == 0);
  double half[4] = {255 * 0.25, 0, 0, 255 * 0.5};  /* alpha 0.5 at gamma 1 */
  tonemap_pixel(&tp, half, out);
  CHECK_NEAR(out[0], 256 * 0.25 + 0.5 * 128, 1e-9);
  CHECK_NEAR(out[1], 0.5 * 64, 1e-9);
  tp.transparent = 1;
  tonemap_pixel(&tp, half, out);
  CHECK_NEAR(out[0], 256 * 0.25 / 0.5, 1e-9);  /* un-premultiplied, no background */
  CHECK(out[1] == 0);
  CHECK_NEAR(out[3], 0.5, 1e-12);
  uint8_t p8[4];
  uint16_t p16[4];
  double exact[4] = {128.9, 0, 0, 0.5};
  tonemap_quantize8(&tp, exact, p8);
  tonemap_quantize16(&tp, exact, p16);
  CHECK(p8[0] == 128 && p8[3] == 127);                  /* truncation: 0.5·255 = 127.5 */
  CHECK(p16[0] == (uint16_t)(128.9 * 256) && p16[3] == 32767);
  tp.transparent = 0;
  tonemap_quantize16(&tp, exact, p16);
  tonemap_quantize8(&tp, exact, p8);
  CHECK(p16[3] == 65535 && p8[3] == 255);
  double full[4] = {255, 300, -1, 1};
  tonemap_quantize16(&tp, full, p16);
  CHECK(p16[0] == 65280 && p16[1] == 65280 && p16[2] == 0);  /* ×256, clamped */
}

/* pow of a negative channel is NaN; flam3's build clamps that to 255. */
static void test_tonemap_negative_lobe(void) {
  tonemap_params tp = params(2.2, 1, -1, 0);
  double t[4] = {-3, 50, 50, 60}, out[4];
  tonemap_pixel(&tp, t, out);
  CHECK(out[0] == 255);
  CHECK(out[1] < 255);
}

/* JWildfire's white level w and colour balancing (GammaCorrectionFilter, LogDensityFilter): a
 * bucket's colour is its intensity I times its average colour (0..255) times the channel's
 * balancing, over w, and the gamma step scales it by 256·vibrancy·alpha/I, alpha = I^(1/gamma).
 * By hand, for I = 0.25 (t[3] = 63.75), average colour (200, 100, 40) (t = I·colour), gamma 2
 * (alpha 0.5: the factor is 512), w = 200, balancing (1.2, 1, 0.5):
 *   red 512·0.25·200·1.2/200 = 153.6, green 512·0.25·100/200 = 64, blue 512·0.25·40·0.5/200 = 12.8
 * (JWildfire rounds these to whole levels; flamebuild quantises later, as flam3).
 * Then saturation 1.5 adds 0.5 to the HSL saturation of that colour: max 153.6, min 12.8, so
 * lightness (153.6 + 12.8)/2/255, saturation 140.8/166.4 = 11/13, hue (red largest, blue
 * smallest) 1 - (153.6 - 64)/140.8 = 4/11 of a sextant; 11/13 + 0.5 holds at 1, and back:
 * top = 2·lightness = 166.4, bottom = 0, in sextant 0 red = top, green = top·4/11 = 60.509…,
 * blue = bottom. A grey (100, 100, 100) has hue 1 and saturation 0 in JWildfire's converter:
 * raised to 0.5 it comes back as top 150, bottom 50 in sextant 6 — red (150, 50, 50) — while
 * black stays black; saturation 0 (shift -1) makes the colour its lightness, 83.2. */
static void test_jwildfire_white_level_balance_saturation(void) {
  tonemap_params tp = params(2, 1, -1, 0);
  tp.colour_scale[0] = 1.2 * 255 / 200;
  tp.colour_scale[1] = 1.0 * 255 / 200;
  tp.colour_scale[2] = 0.5 * 255 / 200;
  double t[4] = {0.25 * 200, 0.25 * 100, 0.25 * 40, 0.25 * 255}, out[4];
  tonemap_pixel(&tp, t, out);
  CHECK_NEAR(out[0], 153.6, 1e-9);
  CHECK_NEAR(out[1], 64, 1e-9);
  CHECK_NEAR(out[2], 12.8, 1e-9);
  CHECK_NEAR(out[3], 0.5, 1e-15);
  tp.saturation_shift = 0.5;
  tonemap_pixel(&tp, t, out);
  CHECK_NEAR(out[0], 166.4, 1e-9);
  CHECK_NEAR(out[1], 166.4 * 4 / 11, 1e-9);
  CHECK_NEAR(out[2], 0, 1e-9);
  CHECK_NEAR(out[3], 0.5, 1e-15);
  tp.saturation_shift = -1;
  tonemap_pixel(&tp, t, out);
  CHECK_NEAR(out[0], 83.2, 1e-9);
  CHECK_NEAR(out[1], 83.2, 1e-9);
  CHECK_NEAR(out[2], 83.2, 1e-9);
  tonemap_params grey = params(1, 1, -1, 0);
  grey.saturation_shift = 0.5;
  grey.background[0] = grey.background[1] = grey.background[2] = 100;
  double empty[4] = {0, 0, 0, 0};
  tonemap_pixel(&grey, empty, out); /* the background alone: 100 each */
  CHECK_NEAR(out[0], 150, 1e-9);
  CHECK_NEAR(out[1], 50, 1e-9);
  CHECK_NEAR(out[2], 50, 1e-9);
  grey.background[0] = grey.background[1] = grey.background[2] = 0;
  tonemap_pixel(&grey, empty, out);
  CHECK(out[0] == 0 && out[1] == 0 && out[2] == 0);

  /* A negative low-density brightness leaves sparse pixels negative: JWildfire draws one of no
   * positive density as its background and a channel whose gamma step is NaN as none, where
   * flam3's build makes that NaN 255 (test_tonemap_negative_lobe). */
  tonemap_params neg = params(2.2, 1, -1, 0);
  neg.jwildfire = 1;
  neg.background[0] = neg.background[1] = neg.background[2] = 10;
  double lobe[4] = {-3, 50, 50, 60}, below[4] = {-5, -5, -5, -6};
  tonemap_pixel(&neg, lobe, out);
  const double alpha = pow(60 / 255.0, 1 / 2.2);
  CHECK_NEAR(out[0], 10 * (1 - alpha), 1e-9);
  CHECK(out[1] > 10 && out[1] < 255);
  tonemap_pixel(&neg, below, out);
  CHECK(out[0] == 10 && out[1] == 10 && out[2] == 10 && out[3] == 0);
  neg.vibrancy = 0.5; /* the gamma-corrected part of a negative channel is NaN too */
  tonemap_pixel(&neg, lobe, out);
  CHECK_NEAR(out[0], 10 * (1 - alpha), 1e-9);

  /* From the genome: means over the sub-frames; flam3's values give exactly 1 and 0. */
  genome g[3];
  for (int i = 0; i < 3; i++) test_genome(&g[i], 4, 4);
  render_subframe subs[3] = {{.cp = &g[0], .weight = 0.2}, {.cp = &g[1], .weight = 1}, {.cp = &g[2], .weight = 0.2}};
  render_frame fr = {.sub = subs, .nsub = 3};
  tonemap_params from;
  tonemap_params_of(&fr, 0, &from);
  CHECK(from.colour_scale[0] == 1 && from.colour_scale[1] == 1 && from.colour_scale[2] == 1);
  CHECK(from.saturation_shift == 0 && from.jwildfire == 0);
  g[1].low_density_brightness = 0.24;
  tonemap_params_of(&fr, 0, &from);
  CHECK(from.jwildfire == 1 && from.colour_scale[0] == 1 && from.saturation_shift == 0);
  g[1].low_density_brightness = 0;
  for (int i = 0; i < 3; i++) {
    g[i].white_level = 150 + 50 * i; /* mean 200 */
    g[i].balancing_red = 1.2;
    g[i].balancing_blue = 0.5;
    g[i].saturation = 0.5 * i; /* mean 0.5 */
  }
  tonemap_params_of(&fr, 0, &from);
  CHECK_NEAR(from.colour_scale[0], tp.colour_scale[0], 1e-15);
  CHECK_NEAR(from.colour_scale[1], tp.colour_scale[1], 1e-15);
  CHECK_NEAR(from.colour_scale[2], tp.colour_scale[2], 1e-15);
  CHECK_NEAR(from.saturation_shift, -0.5, 1e-15);
}

/* JWildfire's foreground opacity (GammaCorrectionFilter's alphaScale): the background shows
 * through a pixel by 1 − min(1, alpha·s), s = 1 − atan(3·(fg_opacity − 1))/1.25; the colour
 * itself is not changed. By hand, gamma 2 and a bucket of density 0.25 (alpha 0.5) over a
 * background of 100: at fg_opacity 1 (s = 1) 100·0.5 = 50 of it; at 0, s = 1 + atan(3)/1.25
 * = 1.99924…, alpha·s = 0.99962…, so 100·(1 − 0.99962…) = 0.0382…; at 0.5,
 * s = 1 + atan(1.5)/1.25 = 1.78624…, alpha·s = 0.89312…, 10.688 of it. Written with the
 * transparent background, the alpha is alpha·s and the colour is un-premultiplied by it. */
static void test_jwildfire_foreground_opacity(void) {
  tonemap_params tp = params(2, 1, -1, 0);
  tp.background[0] = tp.background[1] = tp.background[2] = 100;
  double t[4] = {0.25 * 200, 0.25 * 100, 0.25 * 40, 0.25 * 255}, base[4], out[4];
  tonemap_pixel(&tp, t, base);
  CHECK_NEAR(base[3], 0.5, 1e-15);
  genome g;
  test_genome(&g, 4, 4);
  render_subframe sub = {.cp = &g, .weight = 1};
  render_frame fr = {.sub = &sub, .nsub = 1};
  tonemap_params from;
  tonemap_params_of(&fr, 0, &from);
  CHECK(from.background_alpha == 1 && from.jwildfire == 0); /* flam3's flames: to the bit */
  /* JWildfire's tone model: its palette's channels are c·200/256 (RenderColor) */
  g.tone_model = TONE_MODEL_JWILDFIRE;
  tonemap_params_of(&fr, 0, &from);
  CHECK(from.jwildfire == 1 && from.background_alpha == 1);
  CHECK_NEAR(from.colour_scale[0], 200.0 / 256.0, 1e-15);
  CHECK_NEAR(from.colour_scale[2], 200.0 / 256.0, 1e-15);
  g.tone_model = TONE_MODEL_FLAM3;
  const double opacity[3] = {0, 0.5, 0.9}, shown_bg[3] = {100 * (1 - 0.5 * (1 + atan(3) / 1.25)),
                                                          100 * (1 - 0.5 * (1 + atan(1.5) / 1.25)),
                                                          100 * (1 - 0.5 * (1 + atan(0.3) / 1.25))};
  for (int i = 0; i < 3; i++) {
    g.fg_opacity = opacity[i];
    tonemap_params_of(&fr, 0, &from);
    CHECK(from.jwildfire == 1);
    tp.background_alpha = from.background_alpha;
    tonemap_pixel(&tp, t, out);
    for (int c = 0; c < 3; c++) CHECK_NEAR(out[c], base[c] - 50 + shown_bg[i], 1e-9);
    CHECK_NEAR(out[3], 1 - shown_bg[i] / 100, 1e-12);
  }
  CHECK_NEAR(shown_bg[0], 0.0382, 1e-4);
  CHECK_NEAR(shown_bg[1], 10.688, 1e-3);
  tp.transparent = 1;
  tonemap_pixel(&tp, t, out);
  CHECK_NEAR(out[3], 1 - shown_bg[2] / 100, 1e-12);
  CHECK_NEAR(out[0] * out[3], base[0] - 50, 1e-9);
  tp.background_alpha = 4; /* never more than opaque */
  tonemap_pixel(&tp, t, out);
  CHECK(out[3] == 1);
  genome_free(&g);
}

/* Gamma, vibrancy and background are means over the sub-frames; gamma_threshold is the last
 * one's and highlight_power the middle one's. */
static void test_tonemap_params_over_subframes(void) {
  genome g[3];
  for (int i = 0; i < 3; i++) {
    test_genome(&g[i], 4, 4);
    g[i].gamma = 2 + i;
    g[i].vibrancy = 0.1 * i;
    g[i].background[2] = 0.25 * i;
    g[i].gamma_threshold = 0.1 * (i + 1);
    g[i].highlight_power = i;
  }
  render_subframe subs[3] = {{.cp = &g[0], .weight = 0.2}, {.cp = &g[1], .weight = 1}, {.cp = &g[2], .weight = 0.2}};
  render_frame fr = {.sub = subs, .nsub = 3};
  tonemap_params tp;
  tonemap_params_of(&fr, 0, &tp);
  CHECK_NEAR(tp.inv_gamma, 1 / 3.0, 1e-15);
  CHECK_NEAR(tp.vibrancy, 0.1, 1e-15);
  CHECK_NEAR(tp.background[2], 0.25 * 256, 1e-12);
  CHECK_NEAR(tp.gamma_threshold, 0.3, 1e-15);
  CHECK(tp.highlight_power == 1);
}

/* ---- whole FINISH -------------------------------------------------------------------------- */

static void test_finish_deterministic_across_threads(void) {
  fixture f;
  test_genome(&f.g, 61, 47);
  f.g.supersample = 2;
  f.g.estimator_radius = 5;
  f.g.filter_shape = FILTER_GAUSSIAN;
  CHECK(fixture_init(&f) == 0);
  unsigned seed = 7;
  for (int i = 0; i < 3000; i++) {
    seed = seed * 1103515245u + 12345u;
    int x = (int)(seed >> 8) % f.geo.hist_width;
    seed = seed * 1103515245u + 12345u;
    int y = (int)(seed >> 8) % f.geo.hist_height;
    hit(&f, x, y, 1 + (seed >> 20) % 40, 0.9, 0.5, 0.1, 1);
  }
  finish_options opt = {16, 0};
  render_image a, b;
  fb_error err;
  finish_max_threads = 1;
  CHECK(render_finish(&f.frame, &f.hist, &opt, &a, &err) == 0);
  finish_max_threads = 7;
  CHECK(render_finish(&f.frame, &f.hist, &opt, &b, &err) == 0);
  finish_max_threads = 0;
  CHECK(memcmp(a.pixels, b.pixels, (size_t)61 * 47 * 4 * 2) == 0);
  render_image_free(&a);
  render_image_free(&b);
  CHECK(a.pixels == NULL);
  free(f.hist.buckets);
}

static void test_finish_errors(void) {
  fixture f;
  test_genome(&f.g, 8, 8);
  CHECK(fixture_init(&f) == 0);
  render_image img;
  fb_error err;
  finish_options bad_bpc = {12, 0};
  CHECK(render_finish(&f.frame, &f.hist, &bad_bpc, &img, &err) == -1);
  CHECK(strstr(err.msg, "8 or 16") != NULL);
  render_hist wrong = f.hist;
  wrong.width -= 1;
  finish_options opt = {8, 0};
  CHECK(render_finish(&f.frame, &wrong, &opt, &img, &err) == -1);
  CHECK(strstr(err.msg, "histogram") != NULL);
  CHECK(img.pixels == NULL);
  f.g.estimator_radius = 2;
  f.g.estimator_minimum = 3;
  render_geometry geo;
  CHECK(render_geometry_of(&f.frame, &geo, &err) == 0);
  render_hist h2 = {geo.hist_width, geo.hist_height, calloc((size_t)geo.hist_width * geo.hist_height * 5, 8), 0, 0};
  CHECK(render_finish(&f.frame, &h2, &opt, &img, &err) == -1);
  CHECK(strstr(err.msg, "estimator_minimum") != NULL);
  free(h2.buckets);
  f.g.estimator_radius = 0; /* JWildfire's contrast and white level divide: refused at 0 */
  f.g.contrast = 0;
  CHECK(render_geometry_of(&f.frame, &geo, &err) == -1 && strstr(err.msg, "contrast (0)") != NULL);
  f.g.contrast = 1;
  f.g.white_level = -220;
  CHECK(render_geometry_of(&f.frame, &geo, &err) == -1 && strstr(err.msg, "white_level (-220)") != NULL);
  free(f.hist.buckets);
}

/* ---- PNG ----------------------------------------------------------------------------------- */

typedef struct png_read {
  int w, h, depth, color;
  unsigned char *rows;  /* raw, as stored */
  char text[4][2048];
  char keys[4][80];
  int compression[4];
  int ntext;
} png_read;

static int read_png(const char *path, png_read *r) {
  memset(r, 0, sizeof *r);
  FILE *fp = fopen(path, "rb");
  if (!fp) return -1;
  png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
  png_infop info = png_create_info_struct(png);
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_read_struct(&png, &info, NULL);
    fclose(fp);
    return -1;
  }
  png_init_io(png, fp);
  png_read_info(png, info);
  r->w = (int)png_get_image_width(png, info);
  r->h = (int)png_get_image_height(png, info);
  r->depth = png_get_bit_depth(png, info);
  r->color = png_get_color_type(png, info);
  size_t rb = png_get_rowbytes(png, info);
  r->rows = malloc(rb * (size_t)r->h);
  for (int y = 0; y < r->h; y++) png_read_row(png, r->rows + rb * (size_t)y, NULL);
  png_read_end(png, info);
  png_textp text;
  int n = 0;
  png_get_text(png, info, &text, &n);
  for (int i = 0; i < n && i < 4; i++) {
    snprintf(r->keys[i], sizeof r->keys[i], "%s", text[i].key);
    snprintf(r->text[i], sizeof r->text[i], "%s", text[i].text);
    r->compression[i] = text[i].compression;
  }
  r->ntext = n;
  png_destroy_read_struct(&png, &info, NULL);
  fclose(fp);
  return 0;
}

static char tmpdir[64];

static void make_tmpdir(void) {
  snprintf(tmpdir, sizeof tmpdir, "/tmp/test_finish.XXXXXX");
  CHECK(mkdtemp(tmpdir) != NULL);
}

static int dir_entries(const char *dir) {
  DIR *d = opendir(dir);
  if (!d) return -1;
  int n = 0;
  struct dirent *e;
  while ((e = readdir(d)))
    if (strcmp(e->d_name, ".") && strcmp(e->d_name, "..")) n++;
  closedir(d);
  return n;
}

/* ---- the image data deflated in bands (render/png_deflate.c) --------------------------------- */

/* Byte i (0 to the row's bytes) of row y as PNG stores it: 8 bits, or 16 big-endian. */
static unsigned image_byte(const render_image *img, int y, size_t i) {
  const size_t row = (size_t)y * (size_t)img->width * 4;
  if (img->bpc == 8) return ((const uint8_t *)img->pixels)[row + i];
  const unsigned v = ((const uint16_t *)img->pixels)[row + i / 2];
  return i % 2 ? v & 0xff : v >> 8;
}

/* 1 if raw, the image data inflated, is img's rows each behind a filter byte (0-4) that
 * unfilters (PNG, 9.2) to img's bytes. */
static int unfilters_to(const unsigned char *raw, const render_image *img) {
  const size_t bpp = (size_t)img->bpc / 2, rb = (size_t)img->width * bpp;
  unsigned char *prev = calloc(rb, 1), *cur = malloc(rb);
  int ok = prev && cur;
  for (int y = 0; ok && y < img->height; y++) {
    const unsigned char *f = raw + (rb + 1) * (size_t)y;
    ok = f[0] <= 4;
    for (size_t i = 0; ok && i < rb; i++) {
      const int a = i >= bpp ? cur[i - bpp] : 0, b = prev[i], c = i >= bpp ? prev[i - bpp] : 0;
      int pred = 0;
      if (f[0] == 1) pred = a;
      else if (f[0] == 2) pred = b;
      else if (f[0] == 3) pred = (a + b) / 2;
      else if (f[0] == 4) {
        const int p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
        pred = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      cur[i] = (unsigned char)(f[1 + i] + pred);
      ok = cur[i] == image_byte(img, y, i);
    }
    unsigned char *t = prev;
    prev = cur;
    cur = t;
  }
  free(prev);
  free(cur);
  return ok;
}

/* Deflates img on 1, 3 and the default number of threads: the same bytes each time, and a
 * zlib stream that zlib's own inflate takes whole (every byte of it, the Adler-32 checked)
 * back to rows that unfilter to img. Returns the first block's type (BTYPE 0-2), or -1. */
static int deflate_checked(const render_image *img) {
  unsigned char *z[3] = {0};
  size_t n[3] = {0};
  char why[128];
  const int threads[3] = {1, 3, 0};
  int ok = 1;
  for (int t = 0; t < 3; t++) ok = ok && png_deflate_image(img, threads[t], &z[t], &n[t], why, sizeof why) == 0;
  CHECK(ok);
  ok = ok && n[0] == n[1] && n[0] == n[2] && !memcmp(z[0], z[1], n[0]) && !memcmp(z[0], z[2], n[0]);
  CHECK(ok);
  const size_t raw_n = ((size_t)img->width * (size_t)img->bpc / 2 + 1) * (size_t)img->height;
  unsigned char *raw = malloc(raw_n + 1);
  uLongf got = (uLongf)raw_n + 1;
  uLong used = ok ? (uLong)n[0] : 0;
  ok = ok && raw && uncompress2(raw, &got, z[0], &used) == Z_OK && got == raw_n && used == n[0];
  CHECK(ok);
  ok = ok && unfilters_to(raw, img);
  CHECK(ok);
  if (!ok) fprintf(stderr, "  image %dx%d, %d bits\n", img->width, img->height, img->bpc);
  const int btype = ok && n[0] > 2 ? z[0][2] >> 1 & 3 : -1;
  free(raw);
  for (int t = 0; t < 3; t++) free(z[t]);
  return btype;
}

enum { IMG_NOISE, IMG_ZERO, IMG_GRADIENT, IMG_FLAME, IMG_GREY, IMG_FLAT, IMG_STRIPES, IMG_BYTES, IMG_KINDS };

/* A test image: noise, all zero, a gradient, a flame's kind (dark background, opaque, noisy
 * blobs), a monochrome flame's (grey: R = G = B, which png_deflate.c codes apart), one colour (runs far past 258 bytes), stripes of every length from 1 to 600 pixels,
 * or every byte value in turn. */
static render_image test_image(int w, int h, int bpc, int kind, uint32_t seed) {
  render_image img = {w, h, bpc, malloc((size_t)w * h * 4 * (bpc / 8))};
  for (size_t i = 0, n = (size_t)w * h * 4; img.pixels && i < n; i++) {
    seed = seed * 1664525u + 1013904223u;
    const size_t px = i / 4, x = px % (size_t)w, y = px / (size_t)w, ch = i % 4;
    unsigned v = 0; /* 16 bits */
    switch (kind) {
    case IMG_NOISE: v = seed >> 16; break;
    case IMG_ZERO: v = 0; break;
    case IMG_GRADIENT: v = (unsigned)((x * 65535 / (size_t)w + y * 257 + ch * 4099) & 0xffff); break;
    case IMG_FLAME: {
      const double dx = (double)x / w - 0.5, dy = (double)y / h - 0.5, r = dx * dx + dy * dy;
      v = ch == 3 ? 0xffff : r < 0.05 ? (unsigned)((0.05 - r) * 1.2e6) % 40000 + (seed >> 22) : (seed >> 28 == 0) * 300;
      break;
    }
    case IMG_GREY: {
      const double dx = (double)x / w - 0.3, dy = (double)y / h - 0.6, r = dx * dx + dy * dy;
      static uint32_t grey; /* one value for R, G and B */
      if (ch == 0) grey = r < 0.1 ? (unsigned)((0.1 - r) * 6e5) + (seed >> 24) * 9 : (seed >> 29 == 0) * 500;
      v = ch == 3 ? 0xffff : grey & 0xffff;
      break;
    }
    case IMG_FLAT: v = ch == 3 ? 0xffff : 0x1234 * (unsigned)(ch + 1); break;
    case IMG_STRIPES: {
      size_t k = 1, at = 0; /* stripe k is k pixels wide (k = 1 .. 600, then again) */
      const size_t pos = px % (600 * 601 / 2);
      while (at + k <= pos) at += k++;
      v = ch == 3 ? 0xffff : (unsigned)(k * 2654435761u >> (8 + 4 * ch)) & 0xffff;
      break;
    }
    case IMG_BYTES: v = (unsigned)((i * 7 + (i >> 8)) & 0xff) * 0x101u; break;
    }
    if (bpc == 8) ((uint8_t *)img.pixels)[i] = (uint8_t)(v >> 8);
    else ((uint16_t *)img.pixels)[i] = (uint16_t)v;
  }
  CHECK(img.pixels != NULL);
  return img;
}

/* The image data of many images: every kind at 8 and 16 bits, 1x1, odd widths, rows either
 * side of a band's bounds (a band a row, two rows a band), bands cut one row either side, and
 * rows wider than a band. All three kinds of deflate block (stored, fixed, dynamic) come up. */
static void test_png_deflate_images(void) {
  const size_t rows_700 = PNG_DEFLATE_BAND / (700 * 4 + 1); /* a band's rows, 700 wide, 8 bits */
  static const int shapes[][2] = {{1, 1},   {1, 7},    {3, 5},    {7, 3},      {13, 11},   {255, 3},
                                  {257, 9}, {1920, 2}, {4096, 1}, {65535, 2},  {65536, 2}, {32767, 3},
                                  {32768, 2}, {1, 300}};
  int seen[3] = {0};
  uint32_t seed = 1;
  for (int bpc = 8; bpc <= 16; bpc += 8)
    for (int kind = 0; kind < IMG_KINDS; kind++) {
      for (size_t k = 0; k < sizeof shapes / sizeof shapes[0]; k++) {
        render_image img = test_image(shapes[k][0], shapes[k][1], bpc, kind, seed++);
        if (!img.pixels) return;
        const int t = deflate_checked(&img);
        if (t >= 0 && t < 3) seen[t] = 1;
        free(img.pixels);
      }
      const int heights[] = {(int)rows_700 - 1, (int)rows_700, (int)rows_700 + 1, 2 * (int)rows_700 + 1};
      for (int k = 0; k < 4; k++) {
        render_image img = test_image(700, heights[k], bpc, kind, seed++);
        if (!img.pixels) return;
        const int t = deflate_checked(&img);
        if (t >= 0 && t < 3) seen[t] = 1;
        free(img.pixels);
      }
    }
  CHECK(seen[0] && seen[1] && seen[2]);
}

/* Through the whole file: what render_write_png writes, libpng reads back to the same bytes
 * (its own rows) and render_read_png to the same pixels (16-bit ones opaque: its linear
 * format premultiplies alpha). */
static void test_png_decodes(void) {
  make_tmpdir();
  char path[128];
  snprintf(path, sizeof path, "%s/d.png", tmpdir);
  static const int shapes[][3] = {{1, 1, IMG_FLAME},     {333, 777, IMG_FLAME}, {640, 360, IMG_NOISE},
                                  {999, 101, IMG_STRIPES}, {5, 3, IMG_BYTES},    {2000, 200, IMG_GRADIENT},
                                  {1000, 700, IMG_GREY}};
  for (int bpc = 8; bpc <= 16; bpc += 8)
    for (size_t k = 0; k < sizeof shapes / sizeof shapes[0]; k++) {
      render_image img = test_image(shapes[k][0], shapes[k][1], bpc, shapes[k][2], (uint32_t)k + 77);
      if (!img.pixels) return;
      const size_t n = (size_t)img.width * img.height * 4;
      fb_error err;
      CHECK(render_write_png(path, &img, NULL, &err) == 0);
      png_read r;
      CHECK(read_png(path, &r) == 0);
      int same = r.rows && r.w == img.width && r.h == img.height && r.depth == bpc;
      for (size_t i = 0; same && i < n * (size_t)(bpc / 8); i++)
        same = r.rows[i] == image_byte(&img, (int)(i / ((size_t)img.width * bpc / 2)), i % ((size_t)img.width * bpc / 2));
      CHECK(same);
      free(r.rows);
      if (bpc == 16)
        for (size_t i = 3; i < n; i += 4) ((uint16_t *)img.pixels)[i] = 0xffff;
      CHECK(render_write_png(path, &img, NULL, &err) == 0);
      render_image back;
      CHECK(render_read_png(path, &back, &err) == 0);
      CHECK(back.width == img.width && back.height == img.height && back.bpc == bpc &&
            memcmp(back.pixels, img.pixels, n * (size_t)(bpc / 8)) == 0);
      render_image_free(&back);
      free(img.pixels);
    }
  unlink(path);
  CHECK(dir_entries(tmpdir) == 0);
  rmdir(tmpdir);
}

static void test_png_roundtrip(void) {
  make_tmpdir();
  char path[128];
  snprintf(path, sizeof path, "%s/a.png", tmpdir);
  uint16_t px16[3 * 2 * 4];
  for (int i = 0; i < 24; i++) px16[i] = (uint16_t)(i * 2741 + 1);
  render_image img = {3, 2, 16, px16};
  char big[1500];
  memset(big, 'g', sizeof big - 1);
  big[sizeof big - 1] = 0;
  const char *texts[] = {"flam3_version", "flamebuild", "flam3_genome", big, NULL};
  fb_error err;
  CHECK(render_write_png(path, &img, texts, &err) == 0);
  png_read r;
  CHECK(read_png(path, &r) == 0);
  CHECK(r.w == 3 && r.h == 2 && r.depth == 16 && r.color == PNG_COLOR_TYPE_RGBA);
  for (int i = 0; i < 24; i++) CHECK((r.rows[2 * i] << 8 | r.rows[2 * i + 1]) == px16[i]);  /* big-endian */
  CHECK(r.ntext == 2);
  CHECK_STR(r.keys[0], "flam3_version");
  CHECK_STR(r.text[0], "flamebuild");
  CHECK(r.compression[0] == PNG_TEXT_COMPRESSION_NONE);
  CHECK_STR(r.keys[1], "flam3_genome");
  CHECK(strcmp(r.text[1], big) == 0);
  CHECK(r.compression[1] == PNG_TEXT_COMPRESSION_zTXt);
  free(r.rows);

  uint8_t px8[2 * 2 * 4] = {1, 2, 3, 255, 4, 5, 6, 128, 7, 8, 9, 0, 250, 251, 252, 253};
  render_image img8 = {2, 2, 8, px8};
  CHECK(render_write_png(path, &img8, NULL, &err) == 0);  /* replaces the 16-bit file */
  CHECK(read_png(path, &r) == 0);
  CHECK(r.depth == 8 && r.w == 2 && r.ntext == 0);
  CHECK(memcmp(r.rows, px8, sizeof px8) == 0);
  free(r.rows);

  /* byte-reproducible: the same image twice gives the same bytes */
  char path2[128];
  snprintf(path2, sizeof path2, "%s/b.png", tmpdir);
  CHECK(render_write_png(path2, &img8, NULL, &err) == 0);
  char cmd[300];
  snprintf(cmd, sizeof cmd, "cmp -s %s %s", path, path2);
  CHECK(system(cmd) == 0);
  unlink(path);
  unlink(path2);
  CHECK(dir_entries(tmpdir) == 0);  /* no temporary files left behind */
  rmdir(tmpdir);
}

static void test_png_failures(void) {
  make_tmpdir();
  uint8_t px[64 * 64 * 4];
  unsigned lcg = 12345;
  for (size_t i = 0; i < sizeof px; i++) {  /* noise: compresses poorly, so the file is large */
    lcg = lcg * 1103515245u + 12345u;
    px[i] = (uint8_t)(lcg >> 16);
  }
  render_image img = {64, 64, 8, px};
  fb_error err;
  char path[160];

  snprintf(path, sizeof path, "%s/missing/a.png", tmpdir);
  CHECK(render_write_png(path, &img, NULL, &err) == -1);
  CHECK(strstr(err.msg, path) != NULL);
  CHECK(strstr(err.msg, strerror(ENOENT)) != NULL);

  /* A write that fails halfway (file size limit → EFBIG, as a full disk gives ENOSPC) leaves
   * neither a partial PNG nor the temporary file, and keeps the previous image. */
  snprintf(path, sizeof path, "%s/a.png", tmpdir);
  uint8_t small[4] = {1, 2, 3, 4};
  render_image tiny = {1, 1, 8, small};
  CHECK(render_write_png(path, &tiny, NULL, &err) == 0);
  struct stat before;
  CHECK(stat(path, &before) == 0);
  struct rlimit old, lim;
  getrlimit(RLIMIT_FSIZE, &old);
  lim = old;
  lim.rlim_cur = 2000;
  void (*prev)(int) = signal(SIGXFSZ, SIG_IGN);
  CHECK(setrlimit(RLIMIT_FSIZE, &lim) == 0);
  int rc = render_write_png(path, &img, NULL, &err);
  setrlimit(RLIMIT_FSIZE, &old);
  signal(SIGXFSZ, prev);
  CHECK(rc == -1);
  CHECK(strstr(err.msg, strerror(EFBIG)) != NULL);
  struct stat after;
  CHECK(stat(path, &after) == 0 && after.st_size == before.st_size);
  unlink(path);
  CHECK(dir_entries(tmpdir) == 0);

  render_image bad = {0, 0, 8, px};
  CHECK(render_write_png(path, &bad, NULL, &err) == -1);
  const char *badkey[] = {"", "x", NULL};
  CHECK(render_write_png(path, &tiny, badkey, &err) == -1);
  CHECK(strstr(err.msg, "keyword") != NULL);
  CHECK(dir_entries(tmpdir) == 0);
  rmdir(tmpdir);
}

int main(void) {
  RUN(test_log_scaling_single_bucket);
  RUN(test_log_constants);
  RUN(test_density_estimation_profile);
  RUN(test_density_estimation_narrows);
  RUN(test_density_even_supersample);
  RUN(test_density_minimum_radius_keeps_centre);
  RUN(test_density_bottom_row_quirk);
  RUN(test_filter_kernels);
  RUN(test_filter_name_permutation);
  RUN(test_filter_tables);
  RUN(test_filter_window);
  RUN(test_tonemap_threshold_ramp);
  RUN(test_tonemap_vibrancy);
  RUN(test_tonemap_own_background);
  RUN(test_tonemap_highlight_power);
  RUN(test_tonemap_background_and_transparency);
  RUN(test_tonemap_negative_lobe);
  RUN(test_tonemap_params_over_subframes);
  RUN(test_jwildfire_contrast_and_glow);
  RUN(test_jwildfire_white_level_balance_saturation);
  RUN(test_jwildfire_foreground_opacity);
  RUN(test_finish_deterministic_across_threads);
  RUN(test_finish_errors);
  RUN(test_png_deflate_images);
  RUN(test_png_decodes);
  RUN(test_png_roundtrip);
  RUN(test_png_failures);
  return check_summary("finish");
}
