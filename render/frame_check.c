/*
 * frame_check.c — is a finished frame broken? (contract in frame_check.h)
 */
#include "frame_check.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

void frame_check_defaults(frame_check_limits *l) {
  l->flat = 1.0;
  l->saturated = 0.99;
  l->bad_values = 0.5;
  l->out_of_frame = 0.999;
}

double frame_check_in_frame(const render_hist *h) {
  const size_t n = (size_t)h->width * h->height;
  double sum = 0;
  for (size_t i = 0; i < n; i++) sum += h->buckets[i * RENDER_BUCKET_CHANNELS + 4];
  return sum / 255.0;
}

double frame_check_in_frame_f32(const float *canon, size_t nbuckets) {
  double sum = 0;
  for (size_t i = 0; i < nbuckets; i++) sum += canon[i * RENDER_BUCKET_CHANNELS + 4];
  return sum / 255.0;
}

/* Pixel i's RGB, whatever the depth, as one number. */
static uint64_t rgb_at(const render_image *img, size_t i) {
  if (img->bpc == 16) {
    const uint16_t *p = (const uint16_t *)img->pixels + i * 4;
    return (uint64_t)p[0] << 32 | (uint64_t)p[1] << 16 | p[2];
  }
  const uint8_t *p = (const uint8_t *)img->pixels + i * 4;
  return (uint64_t)p[0] << 32 | (uint64_t)p[1] << 16 | p[2];
}

/* The commonest colour, estimated from a grid of up to 64×64 pixels: a frame that is nearly
 * one colour shows it in any sample, and the exact share is then counted over every pixel. */
static uint64_t commonest_rgb(const render_image *img) {
  enum { GRID = 64, SLOTS = 8192 };
  static _Thread_local uint64_t key[SLOTS];
  static _Thread_local int count[SLOTS];
  memset(count, 0, sizeof count);
  const int sx = img->width < GRID ? img->width : GRID, sy = img->height < GRID ? img->height : GRID;
  uint64_t best = rgb_at(img, 0);
  int best_n = 0;
  for (int y = 0; y < sy; y++)
    for (int x = 0; x < sx; x++) {
      const size_t i = (size_t)(y * (img->height - 1) / (sy > 1 ? sy - 1 : 1)) * img->width +
                       (size_t)(x * (img->width - 1) / (sx > 1 ? sx - 1 : 1));
      const uint64_t v = rgb_at(img, i);
      size_t h = (size_t)((v * 0x9E3779B97F4A7C15ull) >> 51) & (SLOTS - 1);
      while (count[h] && key[h] != v) h = (h + 1) & (SLOTS - 1); /* 4096 samples in 8192 slots */
      key[h] = v;
      if (++count[h] > best_n) best_n = count[h], best = v;
    }
  return best;
}

static int percent_reached(double share, double limit) { return limit <= 1.0 && share >= limit; }

/* A frame can have most of its samples outside and still a picture (a detail of an attractor):
 * the out-of-frame share is a cause only when the frame is at least this flat. */
#define OUT_OF_FRAME_FLAT 0.5

/* The most specific cause first: bad values and samples off the picture explain a flat frame. */
int frame_check(const frame_check_limits *l, const render_image *img, const double background[3],
                const frame_check_counts *c, char *why, size_t n) {
  if (c->samples > 0) {
    const double bad = c->badvals / (c->samples + c->badvals);
    if (percent_reached(bad, l->bad_values)) {
      snprintf(why, n, "%.4g%% of the points computed were bad values (NaN or infinite)", 100.0 * bad);
      return 1;
    }
  }
  const size_t npix = (size_t)img->width * img->height;
  double flat = 0, sat = 0;
  if (npix) {
    const uint64_t common = commonest_rgb(img);
    const unsigned full = img->bpc == 16 ? 65535u : 255u;
    const uint64_t white = (uint64_t)full << 32 | (uint64_t)full << 16 | full;
    size_t same = 0, white_n = 0;
    for (size_t i = 0; i < npix; i++) {
      const uint64_t v = rgb_at(img, i);
      same += v == common;
      white_n += v == white;
    }
    flat = (double)same / npix;
    sat = (double)white_n / npix;
  }
  if (c->samples > 0 && c->in_frame && flat >= OUT_OF_FRAME_FLAT && l->out_of_frame <= 1.0) {
    double out = 1.0 - c->in_frame(c->ctx) / c->samples;
    if (out < 0) out = 0;
    if (percent_reached(out, l->out_of_frame)) {
      snprintf(why, n, "%.4g%% of the samples fell outside the frame", 100.0 * out);
      return 1;
    }
  }
  if (percent_reached(flat, l->flat)) {
    snprintf(why, n, "%.4g%% of the pixels are one colour (nothing drawn)", 100.0 * flat);
    return 1;
  }
  /* On a white background the empty pixels are white: only another background counts. */
  const int white_background = background[0] >= 0.99 && background[1] >= 0.99 && background[2] >= 0.99;
  if (!white_background && percent_reached(sat, l->saturated)) {
    snprintf(why, n, "%.4g%% of the pixels are full white (saturated)", 100.0 * sat);
    return 1;
  }
  return 0;
}
