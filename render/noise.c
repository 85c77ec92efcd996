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
 * A pixel's part is kernels/noise.h's, which a GPU ladder's device estimate adds up too.
 */
#include <math.h>
#include <stdlib.h>

#include "../kernels/noise.h"
#include "finish_parts.h"
#include "render.h"

typedef struct counts_job {
  const render_hist *hist;
  double *counts;
} counts_job;

static void counts_rows(void *ctx, int y0, int y1) {
  const counts_job *job = ctx;
  const size_t w = (size_t)job->hist->width;
  for (size_t i = (size_t)y0 * w; i < (size_t)y1 * w; i++)
    job->counts[i] = job->hist->buckets[i * RENDER_BUCKET_CHANNELS + 4];
}

void render_hist_counts(const render_hist *hist, double *counts) {
  counts_job job = {hist, counts};
  finish_parallel_rows(hist->height, 64, counts_rows, &job);
}

/* One pass over output rows [y0, y1): each row's sums in its own slot (pass 0: lit pixels and
 * their hits; pass 1: the weighted squares and the weights), so that adding the rows in order
 * gives the same bits on any number of threads. */
typedef struct noise_job {
  const double *half;
  const double *whole;       /* the whole's count of bucket i at whole[i · stride] */
  size_t stride;
  int hist_width;
  const render_geometry *geo;
  double p, scale, mean;
  int pass;
  double *row_a, *row_b; /* row y's sums at [y - row0] */
  int row0;
} noise_job;

static void noise_rows(void *ctx, int y0, int y1) {
  const noise_job *job = ctx;
  const render_geometry *geo = job->geo;
  for (int y = y0; y < y1; y++) {
    double ra = 0, rb = 0;
    for (int x = 0; x < geo->width; x++)
      fb_noise_pixel(job->half, job->whole, job->stride, job->hist_width, geo->gutter, geo->supersample, x, y,
                     job->pass, job->p, job->scale, job->mean, &ra, &rb);
    job->row_a[y - job->row0] = ra;
    job->row_b[y - job->row0] = rb;
  }
}

double render_noise_scale(double share) { return share > 0 && share < 1 ? sqrt(share * (1 - share)) : NAN; }

double render_noise_mean(double lit, double hits) { return hits / (lit > 0 ? lit : 1); }

double render_noise_final(double weighted_squares, double weights) {
  return weights > 0 ? sqrt(weighted_squares / weights) : NAN;
}

/* The estimate over the whole's counts at whole[i · stride] (render.h: render_noise_of). */
static double noise_of(const double *half_counts, const double *whole, size_t stride, double share,
                       const render_geometry *geo) {
  if (!half_counts || !whole || !(share > 0 && share < 1) || geo->height < 1) return NAN;
  /* With a of the n hits drawn at share p, a/p - b/(1-p) has the variance n/(p(1-p)) of
   * independent hits: scaled by p(1-p) it is the relative noise of n hits, whatever p. Hits per
   * output pixel: the count channel (vis · 255 a sample) over its os × os buckets. The rows run
   * on every core (a 1080p frame's two passes took ~50 ms on one, once per ladder step). */
  double one_a, one_b; /* no memory for the rows' slots: one row at a time, the same sums */
  double *rows = malloc(2 * (size_t)geo->height * sizeof *rows);
  noise_job job = {.half = half_counts, .whole = whole, .stride = stride, .hist_width = geo->hist_width, .geo = geo,
                   .p = share, .scale = render_noise_scale(share)};
  double lit = 0, total = 0;
  for (job.pass = 0; job.pass < 2; job.pass++) {
    job.mean = job.pass ? render_noise_mean(lit, total) : 0;
    double sa = 0, sb = 0;
    if (rows) {
      job.row_a = rows;
      job.row_b = rows + geo->height;
      finish_parallel_rows(geo->height, 16, noise_rows, &job);
      for (int y = 0; y < geo->height; y++) {
        sa += rows[y];
        sb += rows[geo->height + y];
      }
    } else {
      job.row_a = &one_a;
      job.row_b = &one_b;
      for (int y = 0; y < geo->height; y++) {
        job.row0 = y;
        noise_rows(&job, y, y + 1);
        sa += one_a;
        sb += one_b;
      }
    }
    if (!job.pass) {
      lit = sa;
      total = sb;
    } else {
      free(rows);
      return render_noise_final(sa, sb);
    }
  }
  free(rows);
  return NAN;
}

double render_noise_of(const double *half_counts, const render_hist *whole, double share, const render_geometry *geo) {
  if (!whole->buckets || whole->width != geo->hist_width || whole->height != geo->hist_height) return NAN;
  return noise_of(half_counts, whole->buckets + 4, RENDER_BUCKET_CHANNELS, share, geo);
}
