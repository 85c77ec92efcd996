/*
 * finish_math.h — finishing formulas written once in the common subset of C17 and CUDA C++
 * (the tone map has tonemap.h): which density-estimation kernel a bucket gets, and the spatial
 * filter's sum under an output pixel. The CPU's finish (render/density.c, render/filter.c)
 * and the GPU's finishing kernels (finish.cuh, through NVRTC) both call them. Reaches NVRTC
 * as a named header.
 *
 * flam3 gives every hit count up to FM_DE_KEEP a kernel of its own, and compresses the counts
 * above it through pow(count - FM_DE_KEEP, curve); the kernel table is built to match
 * (render/density.c, de_kernels_build).
 */
#ifndef FLAMEBUILD_KERNELS_FINISH_MATH_H
#define FLAMEBUILD_KERNELS_FINISH_MATH_H

#include "flame_math.h"

#define FM_DE_KEEP 100

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

/* The spatial filter's taps×taps weights (table, row-major) over the RGBA accumulator from
 * `base` (the output pixel's first bucket; rows `stride` doubles apart). Columns outer, rows
 * inner: flam3's summation order, kept for bit-identical sums. */
FM_FN void fm_filter_sum(const double *base, fm_u64 stride, const double *table, int taps, double rgba[4]) {
  double r = 0.0, g = 0.0, b = 0.0, a = 0.0;
  for (int ix = 0; ix < taps; ix++) {
    const double *col = base + (fm_u64)ix * 4;
    const double *k = table + ix;
    for (int iy = 0; iy < taps; iy++) {
      const double *c = col + (fm_u64)iy * stride;
      double w = k[(fm_u64)iy * (fm_u64)taps];
      r += w * c[0];
      g += w * c[1];
      b += w * c[2];
      a += w * c[3];
    }
  }
  rgba[0] = r;
  rgba[1] = g;
  rgba[2] = b;
  rgba[3] = a;
}

#endif
