/*
 * noise.c — how noisy a frame still is, from two buffers of independent samples
 * (render_noise_of, render.h): what `quality = auto` stops on.
 *
 * The frame's first rounds of chunks (render_sampling, prepare.h) are drawn in two halves: the
 * first half's buffer is kept, then the second half is added. The halves are independent (every
 * chunk is its own trajectory with its own random stream), so where an output pixel took a hits
 * from the first half and b from the second, (a - b) / (a + b) has the variance of the pixel's
 * relative noise at a + b hits (for halves of unequal shares, the same scaled: below) — whatever the correlation of samples within a trajectory, which
 * makes a flame noisier than a Poisson count of its hits would say. The estimate is the root
 * mean square of that over the lit pixels, each weighted by its log density log(1 + n / mean n):
 * noise counts where the image shows it, not in a dim halo that density estimation smooths. The
 * tone map shows log densities, so a relative error is what an artist sees, in any region.
 */
#include <math.h>

#include "render.h"

void render_hist_counts(const render_hist *hist, double *counts) {
  const size_t n = (size_t)hist->width * hist->height;
  for (size_t i = 0; i < n; i++) counts[i] = hist->buckets[i * RENDER_BUCKET_CHANNELS + 4];
}

double render_noise_of(const double *half_counts, const render_hist *whole, double share, const render_geometry *geo) {
  const int os = geo->supersample, g = geo->gutter, hw = whole->width;
  if (!half_counts || !whole->buckets || whole->width != geo->hist_width || whole->height != geo->hist_height ||
      !(share > 0 && share < 1))
    return NAN;
  /* With a of the n hits drawn at share p, a/p - b/(1-p) has the variance n/(p(1-p)) of
   * independent hits: scaled by p(1-p) it is the relative noise of n hits, whatever p. */
  const double p = share, scale = sqrt(p * (1 - p));
  /* Hits per output pixel: the count channel (vis · 255 a sample) over its os × os buckets. */
  double lit = 0, total = 0;
  for (int pass = 0; pass < 2; pass++) {
    double mean = pass ? total / (lit > 0 ? lit : 1) : 0, sum_w = 0, sum = 0;
    for (int y = 0; y < geo->height; y++)
      for (int x = 0; x < geo->width; x++) {
        double a = 0, n = 0;
        for (int dy = 0; dy < os; dy++)
          for (int dx = 0; dx < os; dx++) {
            const size_t i = (size_t)(g + y * os + dy) * hw + (size_t)(g + x * os + dx);
            a += half_counts[i];
            n += whole->buckets[i * RENDER_BUCKET_CHANNELS + 4];
          }
        a /= 255.0;
        n /= 255.0;
        if (!(n > 0)) continue;
        if (!pass) {
          lit++;
          total += n;
          continue;
        }
        const double b = n - a, r = (a / p - b / (1 - p)) * scale / n, w = log1p(n / mean);
        sum += w * r * r;
        sum_w += w;
      }
    if (pass) return sum_w > 0 ? sqrt(sum / sum_w) : NAN;
  }
  return NAN;
}
