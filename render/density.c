/*
 * density.c — log-density scaling of the histogram into the accumulator, with flam3's density
 * estimation (rect.c de_thread, filters.c flam3_create_de_filters), for bits=64 buffers.
 *
 * Every bucket with hits becomes s·(R,G,B,A), s = k1·ln(1 + A·k2)/A (with JWildfire's
 * low-density glow added to the logarithm, density_constants_of). With density estimation
 * that value is spread over a Gaussian disc whose radius shrinks as the local hit count grows,
 * so sparse regions are blurred and dense ones stay sharp.
 *
 * Which genome flam3 takes each value from (a single pass of temporal samples):
 *   - the DE kernel table (radius, minimum, curve): the pass's first sub-frame;
 *   - k1, k2 (brightness, quality, zoom, scale) and the curve used to compress kernel indices
 *     above 100 hits: the pass's *last* sub-frame (rect.c computes them after the temporal loop,
 *     when its control point holds the last sample);
 *   - the temporal weights' mean enters k2.
 *
 * Known difference: flam3 log-scales each of its `passes` histograms separately with
 * k1/passes and k2·passes and sums the results. We receive one histogram holding all samples
 * and scale it once as a single pass; the expected image is the same, the noise differs.
 *
 * Quirks reproduced on purpose:
 *   - density estimation skips buckets within os−1 of the left, right and top edges, and its row
 *     loop runs one row past the symmetric bound at the bottom. For os = 1 and os = 2 that last
 *     row reads one row beyond flam3's histogram, i.e. the start of its accumulator, which
 *     directly follows the histogram in flam3's memory block (5 doubles read as one bucket).
 *     We read the same accumulator doubles, so the garbage flam3 spreads into the bottom
 *     gutter — which the spatial filter can reach — is reproduced as well;
 *   - each destination bucket sums its contributions in source row-major order (flam3's
 *     single-threaded order). Threads own bands of destination rows and walk every source that
 *     can reach their band in that order, so results are bit-identical for any thread count.
 */
#include "finish_parts.h"
#include "prepare.h"

#include "../kernels/finish_math.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>

/* Hit counts up to this get a kernel each; above it, kernel indices are compressed. */
#define DE_KEEP FM_DE_KEEP
/* flam3 refuses tables that would need more kernels than this. */
#define DE_MAX_KERNELS 1e7

void density_constants_of(const render_frame *frame, const render_geometry *geo, density_constants *k) {
  const genome *cp = frame->sub[frame->nsub - 1].cp;
  double weight_sum = 0.0;
  for (int i = 0; i < frame->nsub; i++) weight_sum += render_count_weight(frame, i);
  /* (JWildfire's packets: what a layer's density leaves undrawn is no weight of the samples
   * JWildfire counts — every step it took, drawn or not) */
  double mean_weight = frame->jwf_packets ? 1.0 : weight_sum / frame->nsub;

  /* Groupings below are those of flam3's -ffast-math build: pow(2, zoom) became exp2(zoom),
   * brightness·255·268/256 one multiplication by 266.953125, and the 1/255 of k2 moved into
   * the numerator. One pass: the batch factors 1/passes (k1) and passes (k2) are 1. */
  double zoom_scale = exp2(cp->zoom);
  double sample_density = (zoom_scale * zoom_scale) * cp->quality;
  double ppux = zoom_scale * cp->scale;
  double ppuy = ppux;
  k->k1 = cp->brightness * (FM_WHITE * 268.0 / 256.0);
  double area = (double)geo->width * (double)geo->height / (ppux * ppuy);
  double os2 = (double)geo->supersample * geo->supersample;
  k->k2 = (os2 * FM_INV_WHITE) / ((area * sample_density) * mean_weight);
  /* The samples drawn are the quality's rounded to whole chunks (render_sampling): scaled by
   * asked/drawn, the image is as bright as the quality's, only its noise follows the chunks. */
  render_sampling s;
  if (render_sampling_of(frame, &s, NULL) == 0 && render_sampling_drawn(&s) > 0)
    k->k2 *= s.asked / render_sampling_drawn(&s);

  /* JWildfire's tone controls (1 and 0 for flam3's flames, which leave k1 and k2 as they are).
   * JWildfire's log scale of a bucket of n hits is its brightness term
   *   kj1·log10(1 + n·kj2),  kj1 = 2·contrast·brightness/os,  kj2 = 1/(contrast·area·quality),
   * plus the low-density term glow_j/(n + 1), glow_j = low_density_brightness/(contrast·
   * quality·os). Contrast scales k1 and divides k2 here as it does kj1 and kj2. The glow is
   * kept in the units of the logarithm, the ratio JWildfire's formula puts between the two
   * terms: glow = glow_j·ln(10)/kj1 = low_density_brightness·ln(10)/(2·brightness·
   * contrast²·quality), added to log(1 + A·k2) by fm_log_hits. So it is as strong beside the
   * brightness term as in JWildfire (its os cancels), fades as JWildfire's does as the hits
   * grow, and weakens with the quality as JWildfire's does. The brightness term is JWildfire's
   * for the flames it wrote (tone_model): kj1·log10(x) is (2/ln 10)·brightness·ln(x), where
   * flam3's factor is 268/256 — 0.83 times as bright a density, which its artists' own
   * renders show. What stays flam3's: its os² in k2. A brightness of 0 draws black, where
   * JWildfire would still show the glow alone. */
  if (cp->tone_model == TONE_MODEL_JWILDFIRE) k->k1 = cp->brightness * (FM_WHITE * 2.0 / log(10.0));
  const double contrast = cp->contrast;
  if (contrast != 1.0) {
    k->k1 *= contrast;
    k->k2 /= contrast;
  }
  /* JWildfire's motion blur reads a bucket's n hits as n/P, P its packets (LogScaleCalculator's
   * motionBlurScl), in the logarithm and in the division by the hits alike: k1·log(1 + A·k2)/A
   * with k1·P and k2/P. (Its glow would read them so too, but it has none with motion blur:
   * parse_editors.c.) */
  if (frame->jwf_packets > 0) {
    k->k1 *= frame->jwf_packets;
    k->k2 /= frame->jwf_packets;
  }
  k->glow = 0.0;
  if (cp->low_density_brightness != 0.0 && cp->brightness > 0.0)
    k->glow = cp->low_density_brightness * log(10.0) / (2.0 * cp->brightness * (contrast * contrast) * cp->quality);
  /* JWildfire's post symmetry divides its k1 by the copies it plots (kernels/symmetry.h); its
   * glow, in the logarithm's units here, grows as much beside it. */
  const double copies = fm_post_symmetry_divisor(cp->post_symmetry_type, cp->post_symmetry_order);
  k->k1 /= copies;
  k->glow *= copies;
}

/* ---- the kernel table ------------------------------------------------------------------- */

void de_kernels_free(de_kernels *de) {
  free(de->coefs);
  free(de->widths);
  de->coefs = de->widths = NULL;
  de->count = de->max_index = 0;
}

/* Kernel radius for kernel index idx: R/N^curve for N = idx+1 hits, with N stretched back out
 * above DE_KEEP to undo the index compression. flam3's build computes R·N^-curve and folds
 * the "+ DE_KEEP + 1"; the exact values decide which kernel first reaches the minimum. */
static double de_kernel_width(double max_radius, int idx, double curve, double inv_curve) {
  if (idx < DE_KEEP) return max_radius * pow(idx + 1, -curve);
  double hits = pow(idx - DE_KEEP, inv_curve) + (DE_KEEP + 1.0);
  return max_radius * pow(hits, -curve);
}

/* Fills one kernel: a Gaussian exp(-2(1.5 d/h)^2) over the integer offsets within distance h,
 * normalised over the whole disc (all four quadrants), stored for 0 <= dx <= dy only.
 * d = |offset|·(1/h) and coefficient = value·(1/sum), as flam3's build computes them: whether
 * an offset at exactly distance h is inside the disc depends on it. */
static void de_fill_kernel(de_kernels *de, int idx, double h) {
  int half = de->half_size;
  double support = render_filter_support(FILTER_GAUSSIAN);
  double inv_h = 1.0 / h;
  double sum = 0.0;
  for (int dy = -half; dy <= half; dy++)
    for (int dx = -half; dx <= half; dx++) {
      double d = sqrt((double)(dx * dx + dy * dy)) * inv_h;
      if (d <= 1.0) sum += filter_kernel(0, d * support);
    }
  double inv_sum = 1.0 / sum;
  double *coef = de->coefs + (size_t)idx * (size_t)de->kernel_size;
  for (int dy = 0; dy <= half; dy++)
    for (int dx = 0; dx <= dy; dx++) {
      double d = sqrt((double)(dy * dy + dx * dx)) * inv_h;
      *coef++ = d > 1.0 ? 0.0 : inv_sum * filter_kernel(0, d * support);
    }
}

int de_kernels_build(double radius, double minimum, double curve, int os, de_kernels *de, fb_error *err) {
  *de = (de_kernels){0};
  de->curve = curve;
  if (!(radius > 0.0)) return 0;
  if (!(curve > 0.0)) return fb_errorf(err, "estimator_curve must be > 0, not %g", curve);
  if (radius < minimum)
    return fb_errorf(err, "estimator_radius (%g) must not be smaller than estimator_minimum (%g)", radius, minimum);

  /* Radii in buckets; the +1 is the distance to the first neighbour. */
  double max_radius = radius * os + 1;
  double min_radius = minimum * os + 1;
  double inv_curve = 1.0 / curve;
  double wanted = pow(max_radius / min_radius, inv_curve);
  if (wanted > DE_MAX_KERNELS)
    return fb_errorf(err, "density estimation needs too many kernels (%g) for estimator_radius %g, "
                          "estimator_minimum %g, estimator_curve %g", wanted, radius, minimum, curve);
  int nkernels = (int)ceil(wanted);
  if (nkernels > DE_KEEP) {
    de->count = (int)ceil(DE_KEEP + pow(nkernels - DE_KEEP, curve)) + 1;
    de->max_filtered_counts = (int)pow((double)(de->count - DE_KEEP), inv_curve) + DE_KEEP;
  } else {
    de->count = nkernels;
    de->max_filtered_counts = nkernels;
  }
  int row = (int)(2 * ceil(max_radius) - 1);
  de->half_size = (row - 1) / 2;
  de->kernel_size = (de->half_size + 1) * (de->half_size + 2) / 2;

  size_t n = (size_t)de->count;
  if ((size_t)de->kernel_size > SIZE_MAX / sizeof(double) / n)
    return fb_errorf(err, "density estimation kernels too large (estimator_radius %g)", radius);
  de->coefs = calloc(n * (size_t)de->kernel_size, sizeof(double));
  de->widths = calloc(n, sizeof(double));
  if (!de->coefs || !de->widths) {
    de_kernels_free(de);
    return fb_errorf(err, "out of memory for %zu density estimation kernels of %d entries", n, de->kernel_size);
  }

  /* Kernels shrink with the hit count; the first one to reach the minimum radius is the last. */
  for (int idx = 0; idx < de->count; idx++) {
    double h = de_kernel_width(max_radius, idx, curve, inv_curve);
    if (h <= min_radius) {
      h = min_radius;
      de->max_index = idx;
    }
    de->widths[idx] = h;
    de_fill_kernel(de, idx, h);
    if (de->max_index > 0) break;
  }
  if (de->max_index == 0) de->max_index = de->count - 1;
  return 0;
}

int de_kernel_index(const de_kernels *de, double density, double curve) {
  return fm_de_kernel_index(density, de->max_filtered_counts, de->max_index, curve);
}

/* ---- scaling without density estimation -------------------------------------------------- */

typedef struct plain_job {
  const render_hist *hist;
  double *acc;
  density_constants k;
} plain_job;

static void plain_rows(void *ctx, int y0, int y1) {
  const plain_job *job = ctx;
  size_t first = (size_t)y0 * (size_t)job->hist->width, last = (size_t)y1 * (size_t)job->hist->width;
  for (size_t n = first; n < last; n++) {
    const double *b = job->hist->buckets + n * RENDER_BUCKET_CHANNELS;
    double a = b[3];
    if (a == 0.0) continue;
    double s = fm_log_scale(a, job->k.k1, job->k.k2, job->k.glow);
    double *o = job->acc + n * 4;
    for (int c = 0; c < 4; c++) o[c] += b[c] * s;
  }
}

/* ---- scaling with density estimation ------------------------------------------------------ */

typedef struct de_job {
  const double *hist;        /* 5 doubles per bucket */
  double *acc;               /* 4 doubles per bucket */
  int wid, hig, os;
  const de_kernels *de;
  double curve;              /* index compression curve (last sub-frame) */
  density_constants k;
  int first_row, clean_end;  /* source rows [first_row, clean_end) read only the histogram */
  int end_row;               /* source rows [clean_end, end_row) read past it (serial phase) */
} de_job;

/* A source bucket as flam3 addresses it: rows past the histogram fall into the accumulator,
 * which flam3 allocates right after it. Anything beyond that reads as empty. */
static const double *de_source(const de_job *job, int x, int y) {
  static const double empty[RENDER_BUCKET_CHANNELS];
  if (y < job->hig) return job->hist + ((size_t)y * (size_t)job->wid + (size_t)x) * RENDER_BUCKET_CHANNELS;
  size_t off = ((size_t)(y - job->hig) * (size_t)job->wid + (size_t)x) * RENDER_BUCKET_CHANNELS;
  if (off + RENDER_BUCKET_CHANNELS <= (size_t)job->wid * (size_t)job->hig * 4) return job->acc + off;
  return empty;
}

/* Hits in the os-wide neighbourhood, as kernels/finish_math.h reads them. */
static double de_density(const de_job *job, int x, int y) {
  int ss = job->os / 2;
  double f = 0.0;
  for (int dx = -ss; dx <= ss; dx++)
    for (int dy = -ss; dy <= ss; dy++) f = fm_de_density_add(f, de_source(job, x + dx, y + dy));
  return fm_de_density_shrink(f, job->os);
}

/* Adds c to destination bucket (x, y); `checked` drops buckets outside the histogram's columns
 * or the band's rows (flam3 drops the former; the latter belong to another thread). */
static inline void de_add(const de_job *job, int checked, int x, int y, int y0, int y1, const double c[4]) {
  if (checked && (x < 0 || x >= job->wid || y < y0 || y >= y1)) return;
  double *a = job->acc + ((size_t)y * (size_t)job->wid + (size_t)x) * 4;
  a[0] += c[0];
  a[1] += c[1];
  a[2] += c[2];
  a[3] += c[3];
}

/* The taps of one source: one stored octant, mirrored eight ways, visited as flam3 does.
 * Inlined twice, with and without bounds checks. */
static inline __attribute__((always_inline)) void de_taps(const de_job *job, int checked, const double *coef,
                                                          int reach, int x, int y, int y0, int y1,
                                                          const double src[4], double logged) {
  double k1 = job->k.k1;
  for (int dy = 0; dy <= reach; dy++) {
    for (int dx = 0; dx <= dy; dx++) {
      double w = *coef++;
      if (w == 0.0) continue;
      double ls = fm_de_tap_scale(w, k1, logged, src[3]);
      double c[4] = {src[0] * ls, src[1] * ls, src[2] * ls, src[3] * ls};
      if (dy == 0) {
        de_add(job, checked, x, y, y0, y1, c);
      } else if (dx == 0) {
        de_add(job, checked, x + dy, y, y0, y1, c);
        de_add(job, checked, x - dy, y, y0, y1, c);
        de_add(job, checked, x, y + dy, y0, y1, c);
        de_add(job, checked, x, y - dy, y0, y1, c);
      } else if (dx == dy) {
        de_add(job, checked, x + dx, y + dy, y0, y1, c);
        de_add(job, checked, x - dx, y + dy, y0, y1, c);
        de_add(job, checked, x + dx, y - dy, y0, y1, c);
        de_add(job, checked, x - dx, y - dy, y0, y1, c);
      } else {
        de_add(job, checked, x + dx, y + dy, y0, y1, c);
        de_add(job, checked, x - dx, y + dy, y0, y1, c);
        de_add(job, checked, x + dx, y - dy, y0, y1, c);
        de_add(job, checked, x - dx, y - dy, y0, y1, c);
        de_add(job, checked, x + dy, y + dx, y0, y1, c);
        de_add(job, checked, x - dy, y + dx, y0, y1, c);
        de_add(job, checked, x + dy, y - dx, y0, y1, c);
        de_add(job, checked, x - dy, y - dx, y0, y1, c);
      }
    }
  }
}

/* Spreads source bucket (x, y) into destination rows [y0, y1) (already clipped to the
 * histogram). */
static void de_spread(const de_job *job, int x, int y, int y0, int y1) {
  const double *b = de_source(job, x, y);
  if (b[4] == 0 || b[3] == 0) return;
  const de_kernels *de = job->de;
  int idx = de_kernel_index(de, de_density(job, x, y), job->curve);
  const double *coef = de->coefs + (size_t)idx * (size_t)de->kernel_size;
  int reach = (int)ceil(de->widths[idx]) - 1;
  if (y + reach < y0 || y - reach >= y1) return;
  double src[4] = {b[0], b[1], b[2], b[3]};
  double logged = fm_log_hits(src[3], job->k.k2, job->k.glow);
  int inside = x - reach >= 0 && x + reach < job->wid && y - reach >= y0 && y + reach < y1;
  if (inside)
    de_taps(job, 0, coef, reach, x, y, y0, y1, src, logged);
  else
    de_taps(job, 1, coef, reach, x, y, y0, y1, src, logged);
}

static void de_source_rows(const de_job *job, int src0, int src1, int y0, int y1) {
  for (int y = src0; y < src1; y++)
    for (int x = job->os - 1; x < job->wid - (job->os - 1); x++) de_spread(job, x, y, y0, y1);
}

/* One thread's band of destination rows: every clean source row that can reach it. */
static void de_band(void *ctx, int y0, int y1) {
  const de_job *job = ctx;
  int half = job->de->half_size;
  int src0 = y0 - half > job->first_row ? y0 - half : job->first_row;
  int src1 = y1 + half < job->clean_end ? y1 + half : job->clean_end;
  de_source_rows(job, src0, src1, y0, y1);
}

static void density_estimate(const render_geometry *geo, const render_hist *hist, const de_kernels *de,
                             double curve, const density_constants *k, double *acc) {
  de_job job = {.hist = hist->buckets, .acc = acc, .wid = geo->hist_width, .hig = geo->hist_height,
                .os = geo->supersample, .de = de, .curve = curve, .k = *k};
  int ss = job.os / 2;
  /* flam3's row loop: from os-1 up to (but excluding) hig-os+2 — one row more at the bottom
   * than at the top. Rows whose neighbourhood reaches row hig read the accumulator. */
  job.first_row = job.os - 1;
  job.end_row = job.hig - job.os + 2;
  job.clean_end = job.hig - ss < job.end_row ? job.hig - ss : job.end_row;
  if (job.clean_end < job.first_row) job.clean_end = job.first_row;
  int min_band = 4 * de->half_size + 16;
  finish_parallel_rows(job.hig, min_band, de_band, &job);
  /* Those last rows come last in flam3's order too, and read the finished top rows. */
  int tail0 = job.clean_end, tail1 = job.end_row;
  if (tail1 > tail0) de_source_rows(&job, tail0, tail1, 0, job.hig);
}

int density_check_estimator(const genome *first, fb_error *err) {
  if (first->estimator_radius < 0.0 || first->estimator_minimum < 0.0)
    return fb_errorf(err, "density estimator widths must be >= 0 (estimator_radius %g, estimator_minimum %g)",
                     first->estimator_radius, first->estimator_minimum);
  return 0;
}

int density_scale(const render_frame *frame, const render_geometry *geo, const render_hist *hist,
                  double *acc, fb_error *err) {
  const genome *first = frame->sub[0].cp;
  const genome *last = frame->sub[frame->nsub - 1].cp;
  if (density_check_estimator(first, err) < 0) return -1;
  density_constants k;
  density_constants_of(frame, geo, &k);

  de_kernels de;
  if (de_kernels_build(first->estimator_radius, first->estimator_minimum, first->estimator_curve,
                       geo->supersample, &de, err))
    return -1;
  if (de.max_index == 0) {
    plain_job job = {.hist = hist, .acc = acc, .k = k};
    finish_parallel_rows(hist->height, 32, plain_rows, &job);
  } else {
    density_estimate(geo, hist, &de, last->estimator_curve, &k, acc);
  }
  de_kernels_free(&de);
  return 0;
}
