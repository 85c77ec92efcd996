/*
 * filter_jwf.c — JWildfire's spatial filter (its filter_kernel), which a JWildfire file is
 * finished with in place of flam3's: its 18 kernels under their own names, and the tables
 * render/filter.c lays into the frame's taps.
 *
 * Three things make JWildfire's filter differ from flam3's of the same radius:
 *   - a tap is weighed by the kernel at its distance from the centre, k(√(u² + v²)), where
 *     flam3 multiplies k(u)·k(v);
 *   - its window is (int)(2·os·support·radius) + 1 taps, made odd, and its coordinates are
 *     stretched by support·taps over that integer, not over the unrounded width;
 *   - its default kernel, MITCHELL_SMOOTH (Mitchell-Netravali, B 0.42, C 0.29) at radius
 *     0.75, has negative lobes: it sharpens. For such a kernel JWildfire filters only the
 *     colour with it, and the density the tone map reads (its "intensity") with its Gaussian
 *     of radius 0.75 (LogDensityFilter.transformPoint), which keeps the sharpened colour from
 *     ringing into the gamma curve.
 * Its names map straight to its formulas (no permutation as flam3's name table has); each is
 * JWildfire's, through flam3's where JWildfire took flam3's. A window of one tap or none is no filter: the os×os
 * buckets of the pixel summed alike (transformPointSimple).
 *
 * The window is centred on the pixel's buckets, as flam3's. JWildfire's code starts it size/2 − 1
 * buckets before them (LogDensityFilter's noiseFilterSizeHalve), one past the centre, but its
 * pictures do not lie a pixel off: its 266 examples at width 240 are nearest flamebuild's
 * unshifted (0.136, against 0.139 and 0.221 with flamebuild's moved a pixel either way).
 *
 * tests/unit/test_filter_jwf.c checks the tables against JWildfire's own FilterHolder
 * (tests/data/jwf_filter_refs.txt, made by tests/tools/jwf_filter_refs.sh).
 */
#include "finish_parts.h"

#include <math.h>

/* JWildfire's MathLib.EPSILON: a radius below it is no filter */
#define JWF_EPSILON 1e-8

static double sinc(double x) {
  x *= M_PI;
  return x != 0 ? sin(x) / x : 1.0;
}

/* Mitchell-Netravali's cubic for B and C, as JWildfire's MitchellFilterKernel evaluates it */
static double mitchell(double t, double b, double c) {
  const double tt = t * t;
  t = fabs(t);
  if (t < 1.0)
    return (((12.0 - 9.0 * b - 6.0 * c) * (t * tt)) + ((-18.0 + 12.0 * b + 6.0 * c) * tt) + (6.0 - 2 * b)) / 6.0;
  if (t < 2.0)
    return (((-1.0 * b - 6.0 * c) * (t * tt)) + ((6.0 * b + 30.0 * c) * tt) + ((-12.0 * b - 48.0 * c) * t) +
            (8.0 * b + 24 * c)) /
           6.0;
  return 0.0;
}

/* JWildfire's SinePow kernels: acos(4·e^(p·log10 x) − 1)/π, 0 where that is not a number */
static double sinepow(double x, int power) {
  const double r = acos(2.0 * exp((double)power * log10(x)) * 2 - 1) / M_PI;
  return isfinite(r) ? r : 0.0;
}

double filter_jwf_support(int kernel) {
  switch (kernel) {
  case FILTER_KERNEL_BOX: return 0.5;
  case FILTER_KERNEL_BELL: case FILTER_KERNEL_GAUSSIAN: case FILTER_KERNEL_QUADRATIC: return 1.5;
  case FILTER_KERNEL_BSPLINE: case FILTER_KERNEL_CATROM: case FILTER_KERNEL_LANCZOS2: case FILTER_KERNEL_MITCHELL:
  case FILTER_KERNEL_MITCHELL_SMOOTH: case FILTER_KERNEL_MITCHELL_SINEPOW: return 2.0;
  case FILTER_KERNEL_LANCZOS3: return 3.0;
  default: return 1.0; /* blackman, hamming, hanning, hermite, the sinepows, triangle */
  }
}

int filter_jwf_sharpening(int kernel) {
  switch (kernel) {
  case FILTER_KERNEL_BLACKMAN: case FILTER_KERNEL_CATROM: case FILTER_KERNEL_HAMMING: case FILTER_KERNEL_HANNING:
  case FILTER_KERNEL_LANCZOS2: case FILTER_KERNEL_LANCZOS3: case FILTER_KERNEL_MITCHELL:
  case FILTER_KERNEL_MITCHELL_SMOOTH: case FILTER_KERNEL_MITCHELL_SINEPOW: return 1;
  default: return 0;
  }
}

double filter_jwf_coeff(int kernel, double t) {
  switch (kernel) {
  case FILTER_KERNEL_BELL:
    t = fabs(t);
    if (t < .5) return .75 - t * t;
    if (t < 1.5) return .5 * ((t - 1.5) * (t - 1.5));
    return 0.0;
  case FILTER_KERNEL_BLACKMAN: return sinc(t) * (0.42 + 0.5 * cos(M_PI * t) + 0.08 * cos(2 * M_PI * t));
  case FILTER_KERNEL_BSPLINE:
    t = fabs(t);
    if (t < 1) return .5 * t * t * t - t * t + 2.0 / 3.0;
    if (t < 2) return (1.0 / 6.0) * ((2 - t) * (2 - t) * (2 - t));
    return 0.0;
  /* these five are flam3's formulas, which JWildfire took (filter.c's, by flam3's own index) */
  case FILTER_KERNEL_GAUSSIAN: return filter_kernel(0, t);
  case FILTER_KERNEL_BOX: return filter_kernel(2, t);
  case FILTER_KERNEL_TRIANGLE: return filter_kernel(3, t);
  case FILTER_KERNEL_CATROM: return filter_kernel(8, t);
  case FILTER_KERNEL_QUADRATIC: return filter_kernel(13, t);
  case FILTER_KERNEL_HAMMING: return sinc(t) * (0.54 + 0.46 * cos(M_PI * t));
  case FILTER_KERNEL_HANNING: return sinc(t) * (0.5 + 0.5 * cos(M_PI * t));
  case FILTER_KERNEL_HERMITE:
    t = fabs(t);
    return t < 1.0 ? (2.0 * t - 3.0) * t * t + 1.0 : 0.0;
  case FILTER_KERNEL_LANCZOS2:
    t = fabs(t);
    return t < 2.0 ? sinc(t / 2.0) * (sinc(t) * sinc(t / 2.0)) : 0.0;
  case FILTER_KERNEL_LANCZOS3:
    t = fabs(t);
    return t < 3.0 ? sinc(t / 3.0) * (sinc(t) * sinc(t / 3.0)) : 0.0;
  case FILTER_KERNEL_MITCHELL: return mitchell(t, 1.0 / 3.0, 1.0 / 3.0);
  case FILTER_KERNEL_SINEPOW5: return sinepow(t, 5);
  case FILTER_KERNEL_SINEPOW10: return sinepow(t, 10);
  case FILTER_KERNEL_SINEPOW15: return sinepow(t, 15);
  default: return mitchell(t, 0.42, 0.29); /* MITCHELL_SMOOTH, and MITCHELL_SINEPOW's primary kernel */
  }
}

/* JWildfire's (int)(2·os·support·radius): its window's width before it is made odd */
static int jwf_width(int kernel, double radius, int os) {
  const double w = 2.0 * os * filter_jwf_support(kernel) * radius;
  return w < 1e6 ? (int)w : 1000000;
}

int filter_jwf_size(int kernel, double radius, int os) {
  if (radius < JWF_EPSILON) return 0;
  const int size = jwf_width(kernel, radius, os) + 1;
  return size % 2 ? size : size + 1;
}

int filter_jwf_taps(int kernel, double radius, int os) {
  const int size = filter_jwf_size(kernel, radius, os);
  if (size <= 1) return os; /* no filter: the pixel's own buckets */
  int taps = size;
  if (filter_jwf_sharpening(kernel)) {
    const int density = filter_jwf_size(FILTER_KERNEL_GAUSSIAN, 0.75, os);
    if (density > taps) taps = density;
  }
  if ((taps ^ os) & 1) taps++; /* os's parity, as flam3's, so the window centres on the pixel */
  return taps;
}

/* Lays kernel's table of its own size (one more where its parity is not the frame's) into the
 * middle of the taps×taps table t, normalised to sum 1. -1 if it sums to nothing. */
static int jwf_table(int kernel, double radius, int os, int taps, double *t) {
  int size = filter_jwf_size(kernel, radius, os);
  if ((size ^ taps) & 1) size++;
  const int fw = jwf_width(kernel, radius, os);
  const double adjust = fw > 0 ? filter_jwf_support(kernel) * size / fw : 1.0;
  const int at = (taps - size) / 2;
  const size_t n = (size_t)taps * (size_t)taps;
  for (size_t i = 0; i < n; i++) t[i] = 0.0;
  double sum = 0.0;
  for (int iy = 0; iy < size; iy++)
    for (int ix = 0; ix < size; ix++) {
      const double u = ((2.0 * ix + 1.0) / size - 1.0) * adjust, v = ((2.0 * iy + 1.0) / size - 1.0) * adjust;
      const double f = filter_jwf_coeff(kernel, sqrt(u * u + v * v));
      t[(at + ix) + (size_t)(at + iy) * (size_t)taps] = f;
      sum += f;
    }
  if (!(sum != 0.0) || !isfinite(sum)) return -1;
  for (size_t i = 0; i < n; i++) t[i] /= sum;
  return 0;
}

int filter_jwf_tables(int kernel, double radius, int os, int taps, double *colour, double *density) {
  const size_t n = (size_t)taps * (size_t)taps;
  if (filter_jwf_size(kernel, radius, os) <= 1) {
    for (size_t i = 0; i < n; i++) colour[i] = density[i] = 1.0 / (double)n;
    return 0;
  }
  if (jwf_table(kernel, radius, os, taps, colour) < 0) return -1;
  if (filter_jwf_sharpening(kernel)) return jwf_table(FILTER_KERNEL_GAUSSIAN, 0.75, os, taps, density);
  for (size_t i = 0; i < n; i++) density[i] = colour[i];
  return 0;
}
