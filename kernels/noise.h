/*
 * noise.h — quality = auto's noise estimate (render/noise.c) of one output pixel, in the
 * common subset of C17 and CUDA C++: what the CPU's estimate and the GPU's (fb_noise_rows,
 * iterate.cuh: a GPU ladder's steps estimate where their buffer lives) both add up. Reaches
 * NVRTC as a named header.
 *
 * Pixel (x, y) took a hits in the kept count channel (the buffer before the step: share p of
 * the samples) and n in the whole; both are the count channel (vis · 255 a sample) summed over
 * the pixel's supersample² buckets. Pass 0 counts the lit pixels and their hits (ra, rb); pass
 * 1 adds the weighted square of the pixel's relative noise, (a/p − b/(1−p)) · sqrt(p(1−p)) / n,
 * and its weight log1p(n / mean) (render/noise.c says why).
 */
#ifndef FLAMEBUILD_KERNELS_NOISE_H
#define FLAMEBUILD_KERNELS_NOISE_H

#include "flame_math.h"

FM_FN void fb_noise_pixel(const double *kept, const double *whole, fm_u64 whole_stride, int hist_width, int gutter,
                          int supersample, int x, int y, int pass, double p, double scale, double mean, double *ra,
                          double *rb) {
  double a = 0, n = 0;
  for (int dy = 0; dy < supersample; dy++)
    for (int dx = 0; dx < supersample; dx++) {
      const fm_u64 i =
          (fm_u64)(gutter + y * supersample + dy) * (fm_u64)hist_width + (fm_u64)(gutter + x * supersample + dx);
      a += kept[i];
      n += whole[i * whole_stride];
    }
  a /= 255.0;
  n /= 255.0;
  if (!(n > 0)) return;
  if (!pass) { /* lit pixels, their hits */
    *ra += 1;
    *rb += n;
    return;
  }
  const double b = n - a, r = (a / p - b / (1 - p)) * scale / n, w = log1p(n / mean);
  *ra += w * r * r;
  *rb += w;
}

#endif
