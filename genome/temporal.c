/*
 * temporal.c — motion blur: where a frame's temporal sub-frames sit in time and how much
 * each one weighs (flam3's flam3_create_temporal_filter).
 *
 * A frame at time t is n = passes * temporal_samples sub-frames at t + delta[i], delta
 * spanning the shutter [-width/2, +width/2]. Each sub-frame's colours are scaled by its
 * weight; weights are normalised so the largest is 1, and their mean is what flam3's k2
 * divides by.
 *
 * The arithmetic is that of Debian's libflam3 (built with -O3 -ffast-math), not of the C
 * source: the compiler turned every division by a loop invariant into a multiplication by
 * its reciprocal and re-associated the gaussian's argument. Each spot says so. Written this
 * way the deltas and weights are bit-identical to the library's.
 */
#include "genome.h"

#include <math.h>

/* flam3's gaussian spatial kernel, which the temporal gaussian borrows, with its support. */
#define GAUSS_SUPPORT 1.5
#define GAUSS_NORM 0.7978845608028654 /* sqrt(2/pi), a constant in the shipped binary */

static double gaussian(double x) {
  return exp(x * x * -2.0) * GAUSS_NORM;
}

/* Raw (unnormalised) weights; returns their maximum. */
static double raw_weights(int n, int type, double filter_exp, double *w) {
  double max = 0.0;
  if (type == TEMPORAL_EXP) {
    double inv_n = 1.0 / n;                 /* shipped: (i+1)/n as (i+1) * (1/n) */
    double e = fabs(filter_exp);
    for (int i = 0; i < n; i++) {
      /* The sign of the exponent says which end of the shutter is bright. */
      double x = filter_exp >= 0 ? ((double)i + 1.0) * inv_n : (double)(n - i) * inv_n;
      w[i] = pow(x, e);
      if (w[i] > max) max = w[i];
    }
  } else if (type == TEMPORAL_GAUSSIAN) {
    double half = 0.5 * n;
    double step = 2.0 / n * GAUSS_SUPPORT;  /* shipped: support*|i-half|/half re-associated */
    for (int i = 0; i < n; i++) {
      w[i] = gaussian(fabs((double)i - half) * step);
      if (w[i] > max) max = w[i];
    }
  } else {
    for (int i = 0; i < n; i++) w[i] = 1.0;
    max = 1.0;
  }
  return max;
}

double genome_temporal_filter(int n, int type, double filter_exp, double width, double *deltas,
                              double *weights) {
  if (n < 1) return 0.0;
  if (n == 1) {
    /* One sample sits at the frame time with full weight, whatever the filter. */
    deltas[0] = 0.0;
    weights[0] = 1.0;
    return 1.0;
  }
  double inv_span = 1.0 / (n - 1);          /* shipped: i/(n-1) as i * (1/(n-1)) */
  for (int i = 0; i < n; i++) deltas[i] = ((double)i * inv_span - 0.5) * width;

  double inv_max = 1.0 / raw_weights(n, type, filter_exp, weights); /* shipped: /max as *(1/max) */
  double sum = 0.0;
  for (int i = 0; i < n; i++) {
    weights[i] *= inv_max;
    sum += weights[i];
  }
  return sum / n;
}

double genome_temporal_samples(const genome *cp_at_frame, int n, double *deltas, double *weights) {
  return genome_temporal_filter(n, cp_at_frame->temporal_filter_type, cp_at_frame->temporal_filter_exp,
                                cp_at_frame->temporal_filter_width, deltas, weights);
}
