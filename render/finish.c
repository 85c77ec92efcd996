/*
 * finish.c — FINISH: histogram → log-density scaling with density estimation (density.c) →
 * spatial filter and downsample (filter.c) → tone map and quantise (tonemap.c).
 *
 * The accumulator has the histogram's grid with 4 doubles per bucket (flam3's abucket). Work
 * is split over threads by rows (finish_rows.c); every output value is computed by exactly one
 * thread in a fixed order, so the image does not depend on the thread count.
 */
#include "finish_parts.h"
#include "backdrop.h"
#include "solid.h"

#include <stdint.h>
#include <stdlib.h>

#include "../util/size.h"

/* ---- filter, tone map and quantise ------------------------------------------------------ */

typedef struct output_job {
  const double *acc;
  const render_geometry *geo;
  const double *filter;
  tonemap_params tp;
  const float *backdrop; /* [3 · width · height]: each pixel's background (render/backdrop.h), or NULL */
  render_image *img;
} output_job;

static void output_rows(void *ctx, int y0, int y1) {
  const output_job *job = ctx;
  int w = job->geo->width;
  for (int y = y0; y < y1; y++) {
    for (int x = 0; x < w; x++) {
      double t[4], v[4];
      filter_pixel(job->acc, job->geo, job->filter, x, y, t);
      size_t at = ((size_t)y * (size_t)w + (size_t)x) * 4;
      if (job->backdrop) {
        const float *b = job->backdrop + at / 4 * 3;
        const double background[3] = {256.0 * b[0], 256.0 * b[1], 256.0 * b[2]}; /* (tonemap_params' units) */
        tonemap_pixel_over(&job->tp, t, background, v);
      } else {
        tonemap_pixel(&job->tp, t, v);
      }
      if (job->img->bpc == 16)
        tonemap_quantize16(&job->tp, v, (uint16_t *)job->img->pixels + at);
      else
        tonemap_quantize8(&job->tp, v, (uint8_t *)job->img->pixels + at);
    }
  }
}

int finish_check_inputs(const render_frame *frame, const render_hist *hist, int have_values,
                        const finish_options *opt, const render_geometry *geo, fb_error *err) {
  if (opt->bpc != 8 && opt->bpc != 16) return fb_errorf(err, "bits per channel must be 8 or 16, not %d", opt->bpc);
  if (hist && (!have_values || hist->width != geo->hist_width || hist->height != geo->hist_height))
    return fb_errorf(err, "histogram is %dx%d but the frame needs %dx%d", hist->width, hist->height,
                     geo->hist_width, geo->hist_height);
  double weights = 0.0;
  for (int i = 0; i < frame->nsub; i++) {
    const genome *cp = frame->sub[i].cp;
    if (!(cp->quality > 0))
      return fb_errorf(err, "sample density (quality) must be greater than zero, not %g", cp->quality);
    weights += frame->sub[i].weight;
  }
  if (!(weights > 0)) return fb_errorf(err, "temporal filter weights of the frame sum to %g", weights);
  return 0;
}

int render_finish(const render_frame *frame, const render_hist *hist, const finish_options *opt,
                  render_image *out, fb_error *err) {
  *out = (render_image){0};
  render_geometry geo;
  if (render_geometry_of(frame, &geo, err) || finish_check_inputs(frame, hist, hist->buckets != NULL, opt, &geo, err))
    return -1;
  if (geo.solid) return render_finish_solid(frame, &geo, hist, opt, out, err);

  size_t nbuckets = (size_t)geo.hist_width * (size_t)geo.hist_height;
  size_t acc_bytes = fb_size_mul(nbuckets, 4 * sizeof(double));
  size_t px_bytes = fb_size_mul((size_t)geo.width * (size_t)geo.height * 4, (size_t)opt->bpc / 8);
  if (!acc_bytes || !px_bytes) return fb_errorf(err, "image %dx%d is too large", geo.width, geo.height);

  /* Everything is allocated before the expensive part, so running out of memory fails fast. */
  int rc = -1;
  double *filter = NULL;
  double *acc = NULL;
  void *pixels = NULL;
  const point_table *backdrop = NULL;
  const genome *first = frame->sub[0].cp;  /* flam3 takes the spatial filter from the first genome */
  if (filter_tables(first, geo.supersample, geo.filter_taps, &filter, err)) goto done;
  acc = calloc(nbuckets, 4 * sizeof(double));
  pixels = malloc(px_bytes);
  if (!acc || !pixels) {
    fb_errorf(err, "out of memory: finishing a %dx%d image needs %zu + %zu bytes", geo.width, geo.height,
              acc_bytes, px_bytes);
    goto done;
  }
  /* JWildfire's background of more than one colour, the first sub-frame's (as the filter) */
  if (GENOME_HAS_BACKDROP(first) && !opt->transparent && !(backdrop = render_backdrop_get(first, geo.width, geo.height, err)))
    goto done;
  if (density_scale(frame, &geo, hist, acc, err)) goto done;

  *out = (render_image){.width = geo.width, .height = geo.height, .bpc = opt->bpc, .pixels = pixels};
  pixels = NULL;
  output_job job = {.acc = acc, .geo = &geo, .filter = filter, .backdrop = backdrop ? backdrop->xy : NULL, .img = out};
  tonemap_params_of(frame, opt->transparent, &job.tp);
  finish_parallel_rows(geo.height, 8, output_rows, &job);
  rc = 0;
done:
  point_table_release(backdrop);
  free(pixels);
  free(acc);
  free(filter);
  return rc;
}

void render_image_free(render_image *img) {
  if (!img) return;
  free(img->pixels);
  *img = (render_image){0};
}
