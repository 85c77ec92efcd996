/*
 * filter.c — the spatial filter: flam3's 14 reconstruction kernels, the 2-D tap tables and the
 * filter-and-downsample of the accumulator to output pixels (JWildfire's kernels and tables:
 * filter_jwf.c).
 *
 * Kernel selection: flam3 looks an XML filter_shape name up in its name table and uses the
 * position as the *internal kernel number*, but its kernel list is in a different order from
 * its name list. enum genome_filter_shape lists the names in flam3's name order, so using the
 * enum value directly as the kernel number reproduces flam3's mapping exactly: "lanczos3"
 * selects Mitchell, "lanczos2" sinc·Blackman, "mitchell" Catmull-Rom, "blackman" sinc·Hanning,
 * "catrom" sinc·Hamming, "hamming" Lanczos-3, "hanning" Lanczos-2. The Lanczos kernels are
 * windowed twice (sinc(x)·sinc(x/a)·sinc(x/a)), as in flam3.
 *
 * Arithmetic follows flam3's shipped build (-O3 -ffast-math, see finish_parts.h), whose
 * compiler re-associated several kernels and turned divisions into reciprocal multiplications;
 * each such spot says so. With it the normalised table is bit-identical to libflam3's, which
 * matters where a tap lands exactly on a discontinuity (the box filter's edge at ±0.5).
 */
#include "finish_parts.h"

#include "../kernels/finish_math.h"

#include <math.h>
#include <stdlib.h>

static double sinc(double x) {
  x *= M_PI;
  if (x != 0) return sin(x) / x;
  return 1.0;
}

static double gaussian_kernel(double x) {
  return exp(-2.0 * x * x) * sqrt(2.0 / M_PI);
}

/* 2|t|^3 - 3t^2 + 1, evaluated as t^2 (2|t| - 3) + 1 like flam3's build. */
static double hermite_kernel(double x) {
  double t = fabs(x);
  if (t < 1.0) return x * x * (t + t - 3.0) + 1.0;
  return 0.0;
}

/* (-½, ½]: a tap exactly on an edge counts on the right only, so an even tap count that puts
 * taps at ±½ keeps one of them. */
static double box_kernel(double t) {
  return (t > -0.5 && t <= 0.5) ? 1.0 : 0.0;
}

static double triangle_kernel(double t) {
  t = fabs(t);
  return t < 1.0 ? 1.0 - t : 0.0;
}

/* Box convolved with itself three times. */
static double bell_kernel(double t) {
  t = fabs(t);
  if (t < 0.5) return 0.75 - t * t;
  if (t < 1.5) {
    double u = t - 1.5;
    return 0.5 * (u * u);
  }
  return 0.0;
}

/* Cubic B-spline: box convolved with itself four times. Groupings as in flam3's build. */
static double bspline_kernel(double x) {
  double t = fabs(x);
  if (t < 1.0) {
    double tt = x * x;
    return 0.5 * (t * tt) + (2.0 / 3.0 - tt);
  }
  if (t < 2.0) {
    double u = 2.0 - t;
    return ((1.0 / 6.0) * u) * (u * u);
  }
  return 0.0;
}

/* Mitchell-Netravali cubic with B = C = 1/3: (7t^3 - 12t^2 + 16/3)/6 inside 1 and
 * (-7/3 t^3 + 12t^2 - 20t + 32/3)/6 inside 2. The folded coefficients and Horner groupings
 * are those of flam3's build (its 6.0 - 2B etc. rounded to these doubles). */
static double mitchell_kernel(double x) {
  double tt = x * x;
  double t = fabs(x);
  if (t < 1.0) return ((7.0 * t - 12.0) * tt + 5.333333333333333) * (1.0 / 6.0);
  if (t < 2.0)
    return ((-20.0 * t + 10.666666666666666) + (-2.3333333333333335 * t + 12.0) * tt) * (1.0 / 6.0);
  return 0.0;
}

/* Catmull-Rom spline, written per interval on the signed coordinate. */
static double catrom_kernel(double x) {
  if (x < -2.0) return 0.0;
  if (x < -1.0) return 0.5 * (4.0 + x * (8.0 + x * (5.0 + x)));
  if (x < 0.0) return 0.5 * (2.0 + x * x * (-5.0 - 3.0 * x));
  if (x < 1.0) return 0.5 * (2.0 + x * x * (-5.0 + 3.0 * x));
  if (x < 2.0) return 0.5 * (4.0 + x * (-8.0 + x * (5.0 - x)));
  return 0.0;
}

/* The cosine windows are not clipped to their support: flam3 evaluates them wherever a tap
 * lands, which can be slightly past 1. */
static double blackman_window(double x) {
  return (0.5 * cos(M_PI * x) + 0.08 * cos(x * (2 * M_PI))) + 0.42;  /* flam3's build adds 0.42 last */
}

static double hanning_window(double x) {
  return 0.5 + 0.5 * cos(M_PI * x);
}

static double hamming_window(double x) {
  return 0.54 + 0.46 * cos(M_PI * x);
}

/* sinc(t)·sinc(t/a) inside a; t/a is t·(1/a) in flam3's build (inexact for a = 3). */
static double lanczos_kernel(double t, double a) {
  t = fabs(t);
  if (t < a) return sinc(t) * sinc(t * (1.0 / a));
  return 0.0;
}

static double quadratic_kernel(double x) {
  if (x < -1.5) return 0.0;
  if (x < -0.5) return 0.5 * (x + 1.5) * (x + 1.5);
  if (x < 0.5) return 0.75 - x * x;
  if (x < 1.5) return 0.5 * (x - 1.5) * (x - 1.5);
  return 0.0;
}

double filter_kernel(int kernel, double x) {
  switch (kernel) {
  case 0: return gaussian_kernel(x);
  case 1: return hermite_kernel(x);
  case 2: return box_kernel(x);
  case 3: return triangle_kernel(x);
  case 4: return bell_kernel(x);
  case 5: return bspline_kernel(x);
  case 6: return mitchell_kernel(x);
  case 7: return sinc(x) * blackman_window(x);
  case 8: return catrom_kernel(x);
  case 9: return sinc(x) * hanning_window(x);
  case 10: return sinc(x) * hamming_window(x);
  case 11: return lanczos_kernel(x, 3.0) * sinc(x * (1.0 / 3.0));  /* doubly windowed, as flam3 */
  case 12: return lanczos_kernel(x, 2.0) * sinc(x * 0.5);
  default: return quadratic_kernel(x);
  }
}

double filter_width(int shape, double radius, int os) {
  /* flam3's build evaluates 2·support·os·radius as (os·support)·(radius+radius); the grouping
   * decides the tap count where the product is an integer in exact arithmetic. */
  return ((double)os * render_filter_support(shape)) * (radius + radius);
}

int filter_taps(int shape, double radius, int os) {
  int taps = (int)filter_width(shape, radius, os) + 1;
  if ((taps ^ os) & 1) taps++;  /* same parity as os, so the window centres on the os block */
  return taps;
}

/* Scales v to sum 1 by multiplying with the reciprocal of its sum (flam3 does exactly this,
 * not a division per entry). Returns -1 if the sum is 0. */
static int normalize(double *v, size_t n) {
  double sum = 0.0;
  for (size_t i = 0; i < n; i++) sum += v[i];
  if (sum == 0.0) return -1;
  double inv = 1.0 / sum;
  for (size_t i = 0; i < n; i++) v[i] *= inv;
  return 0;
}

int filter_table(int shape, double radius, int os, int taps, double **table, fb_error *err) {
  *table = NULL;
  if (shape < 0 || shape >= FILTER_KERNEL_COUNT) shape = FILTER_GAUSSIAN;
  if (taps < 1) return fb_errorf(err, "spatial filter has no taps");
  double support = render_filter_support(shape);
  double fw = filter_width(shape, radius, os);
  /* Stretch tap coordinates so the outermost taps sit where the unrounded width would put
   * them: taps were rounded up to an integer of the supersample's parity. */
  double adjust = fw > 0.0 ? taps * support / fw : 1.0;
  double inv_taps = 1.0 / taps;  /* flam3's build multiplies by the reciprocal */

  size_t n = (size_t)taps;
  double *t = malloc(n * n * sizeof *t);
  if (!t) return fb_errorf(err, "out of memory for a %dx%d spatial filter", taps, taps);
  for (int iy = 0; iy < taps; iy++) {
    double v = ((2.0 * iy + 1.0) * inv_taps - 1.0) * adjust;
    for (int ix = 0; ix < taps; ix++) {
      double u = ((2.0 * ix + 1.0) * inv_taps - 1.0) * adjust;
      t[(size_t)ix + (size_t)iy * n] = filter_kernel(shape, u) * filter_kernel(shape, v);
    }
  }
  if (normalize(t, n * n)) {
    free(t);
    return fb_errorf(err, "spatial filter value is too small: filter %g with shape %d sums to 0", radius,
                     shape);
  }
  *table = t;
  return 0;
}

int render_filter_taps(const genome *cp) {
  if (cp->filter_kernel != FILTER_KERNEL_FLAM3) return filter_jwf_taps(cp->filter_kernel, cp->filter, cp->supersample);
  /* flam3's grouping in its render_rectangle (not filter_width's, which is its filter code's) */
  const int os = cp->supersample;
  const double fw = 2.0 * render_filter_support(cp->filter_shape) * os * cp->filter;
  int taps = (int)fw + 1;
  if ((taps ^ os) & 1) taps++;
  return taps;
}

int filter_tables(const genome *first, int os, int taps, double **tables, fb_error *err) {
  *tables = NULL;
  const size_t n = (size_t)taps * (size_t)taps;
  if (first->filter_kernel != FILTER_KERNEL_FLAM3) {
    double *t = malloc(2 * n * sizeof *t);
    if (!t) return fb_errorf(err, "out of memory for a %dx%d spatial filter", taps, taps);
    if (filter_jwf_tables(first->filter_kernel, first->filter, os, taps, t, t + n) < 0) {
      free(t);
      return fb_errorf(err, "spatial filter value is too small: filter %g with kernel %s sums to 0", first->filter,
                       genome_filter_kernel_name(first->filter_kernel));
    }
    *tables = t;
    return 0;
  }
  double *one = NULL;
  if (filter_table(first->filter_shape, first->filter, os, taps, &one, err)) return -1;
  double *t = realloc(one, 2 * n * sizeof *t);
  if (!t) {
    free(one);
    return fb_errorf(err, "out of memory for a %dx%d spatial filter", taps, taps);
  }
  for (size_t i = 0; i < n; i++) t[n + i] = t[i]; /* flam3 filters the density as the colour */
  *tables = t;
  return 0;
}

void filter_pixel(const double *acc, const render_geometry *geo, const double *tables, int px, int py,
                  double rgba[4]) {
  size_t stride = (size_t)geo->hist_width * 4;
  size_t x0 = (size_t)geo->de_offset + (size_t)px * (size_t)geo->supersample;
  size_t y0 = (size_t)geo->de_offset + (size_t)py * (size_t)geo->supersample;
  fm_filter_sum(acc + y0 * stride + x0 * 4, stride, tables, geo->filter_taps, rgba);
}
