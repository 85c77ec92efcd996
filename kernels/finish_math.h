/*
 * finish_math.h — finishing formulas written once in the common subset of C17 and CUDA C++
 * (the tone map has tonemap.h): log scaling, the density estimator's density, kernel index and
 * per-tap scale, the spatial filter's sum under an output pixel, and quantising. The CPU's
 * finish (render/density.c, render/filter.c, render/tonemap.c) and the GPU's finishing
 * kernels (finish.cuh, through NVRTC) both call them. Reaches NVRTC as a named header.
 * Groupings are flam3's -ffast-math build's (render/finish_parts.h): keep them, both
 * finishes are bit-exact to it.
 *
 * flam3 gives every hit count up to FM_DE_KEEP a kernel of its own, and compresses the counts
 * above it through pow(count - FM_DE_KEEP, curve); the kernel table is built to match
 * (render/density.c, de_kernels_build).
 */
#ifndef FLAMEBUILD_KERNELS_FINISH_MATH_H
#define FLAMEBUILD_KERNELS_FINISH_MATH_H

#include "flame_math.h"
#include "tonemap.h"

#define FM_DE_KEEP 100

/* log(A·k2 + 1): a bucket's hits (alpha A) on the log scale, before the brightness k1
 * (render/density.c, density_constants_of). JWildfire's low-density brightness adds
 * glow/(n + 1) for the bucket's n = A/255 hits: a lift that fades as the hits grow (`glow` in
 * the same units, density_constants.glow). At glow 0 — every flam3 flame — the value is the
 * logarithm alone, to the bit. */
FM_FN double fm_log_hits(double a, double k2, double glow) {
  double h = log(a * k2 + 1.0);
  if (glow != 0.0) h += glow / (a * FM_INV_WHITE + 1.0);
  return h;
}

/* Without density estimation a bucket's channels are all scaled by k1·fm_log_hits/A. */
FM_FN double fm_log_scale(double a, double k1, double k2, double glow) { return k1 * fm_log_hits(a, k2, glow) / a; }

/* With it, each tap of a source's kernel (weight w) scales the source's channels by
 * ((w·k1)·logged)/A, logged being fm_log_hits of the source. */
FM_FN double fm_de_tap_scale(double w, double k1, double logged, double a) { return w * k1 * logged / a; }

/* The density a bucket's kernel is chosen by: its os-wide neighbourhood's hit counts (channel
 * 4), summed as f = fm_de_density_add(f, bucket) with dx outer and dy inner, then
 * fm_de_density_shrink. A count is read as count·(1/255), like flam3's build, not count/255:
 * the two can differ in the last bit, and a density a hair above an integer selects the next
 * kernel (ceil(f) - 1). (Whole hits of visibility 1 are exact either way; fractional
 * visibilities are not.) */
FM_FN double fm_de_density_add(double f, const double *bucket) { return f + FM_INV_WHITE * bucket[4]; }

/* An even os spans os+1 buckets: the sum is scaled so every supersample counts alike. */
FM_FN double fm_de_density_shrink(double f, int os) {
  if (!(os & 1)) {
    double shrink = os / (os + 1.0);
    f *= shrink * shrink;
  }
  return f;
}

/* The kernel index for a bucket whose neighbourhood holds `density` hits: max_index past
 * max_filtered_counts, 0 for none (only corrupt buffers have none; it keeps the index in
 * range), ceil(density) - 1 up to FM_DE_KEEP, compressed above. */
FM_FN int fm_de_kernel_index(double density, int max_filtered_counts, int max_index, double curve) {
  int idx;
  if (density > max_filtered_counts)
    idx = max_index;
  else if (!(density > 0.0))
    idx = 0;
  else if (density <= FM_DE_KEEP)
    idx = (int)ceil(density) - 1;
  else
    idx = FM_DE_KEEP + (int)floor(pow(density - FM_DE_KEEP, curve));
  if (idx > max_index) idx = max_index;
  return idx;
}

/* The spatial filter's taps×taps weights over the RGBA accumulator from `base` (the output
 * pixel's first bucket; rows `stride` doubles apart): `tables` holds the colour's table, then
 * the density's (row-major; render/filter.c's filter_tables). Columns outer, rows inner:
 * flam3's summation order, kept for bit-identical sums. */
FM_FN void fm_filter_sum(const double *base, fm_u64 stride, const double *tables, int taps, double rgba[4]) {
  double r = 0.0, g = 0.0, b = 0.0, a = 0.0;
  const fm_u64 density = (fm_u64)taps * (fm_u64)taps;
  for (int ix = 0; ix < taps; ix++) {
    const double *col = base + (fm_u64)ix * 4;
    const double *k = tables + ix;
    for (int iy = 0; iy < taps; iy++) {
      const double *c = col + (fm_u64)iy * stride;
      const fm_u64 at = (fm_u64)iy * (fm_u64)taps;
      double w = k[at];
      r += w * c[0];
      g += w * c[1];
      b += w * c[2];
      a += k[density + at] * c[3];
    }
  }
  rgba[0] = r;
  rgba[1] = g;
  rgba[2] = b;
  rgba[3] = a;
}

/* A tone-mapped pixel v (RGB 0..255, alpha 0..1) quantised: RGB truncated after flam3's
 * clamp; alpha from the density when transparent, else opaque. */
FM_FN void fm_quantize8(const double v[4], int transparent, unsigned char px[4]) {
  for (int c = 0; c < 3; c++) px[c] = (unsigned char)fm_clamp255(v[c]);
  double alpha = fm_clamp01(v[3]);
  px[3] = transparent ? (unsigned char)(alpha * 255) : (unsigned char)255;
}

/* 16 bits: RGB 0..65280, as flam3 scales (×256), alpha 0..65535. */
FM_FN void fm_quantize16(const double v[4], int transparent, unsigned short px[4]) {
  for (int c = 0; c < 3; c++) px[c] = (unsigned short)(fm_clamp255(v[c]) * 256.0);
  double alpha = fm_clamp01(v[3]);
  px[3] = transparent ? (unsigned short)(alpha * 65535) : (unsigned short)65535;
}

#endif
