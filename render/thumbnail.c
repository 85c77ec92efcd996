/*
 * thumbnail.c — a frame made small, for the contact sheets (scheduler/sheet.c).
 */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>

#include "render.h"

int render_thumbnail(const render_image *img, int box_w, int box_h, render_image *out, fb_error *err) {
  *out = (render_image){0};
  if (img->width < 1 || img->height < 1 || box_w < 1 || box_h < 1 || (img->bpc != 8 && img->bpc != 16))
    return fb_errorf(err, "thumbnail of a %dx%d %d-bit image into %dx%d", img->width, img->height, img->bpc, box_w, box_h);
  const double fit = fmin((double)box_w / img->width, (double)box_h / img->height);
  int w = (int)lround(img->width * fit), h = (int)lround(img->height * fit);
  if (w < 1) w = 1;
  if (h < 1) h = 1;
  if (w > img->width) w = img->width, h = img->height; /* never larger than the frame */
  uint8_t *px = malloc((size_t)w * h * 4);
  if (!px) return fb_errorf(err, "out of memory");
  const double scale = img->bpc == 16 ? 255.0 / 65535.0 : 1.0;
  /* Integer sums: exact (a box of 2^16 pixels of 16-bit samples is 2^32), so the double each
   * becomes, and the pixel rounded from it, are the ones a sum in doubles gave; a build
   * makes one a frame, and the loop in doubles with a depth test per sample was 3% of a GPU
   * build's CPU. */
  uint64_t *sums = malloc((size_t)w * 4 * sizeof *sums);
  if (!sums) {
    free(px);
    return fb_errorf(err, "out of memory");
  }
  for (int y = 0; y < h; y++) {
    /* The source rows and columns whose centres fall in this pixel: at least one. */
    int y0 = (int)((long long)y * img->height / h), y1 = (int)((long long)(y + 1) * img->height / h);
    if (y1 <= y0) y1 = y0 + 1;
    for (size_t i = 0; i < (size_t)w * 4; i++) sums[i] = 0;
    for (int sy = y0; sy < y1; sy++) {
      const size_t row = (size_t)sy * img->width * 4;
      for (int x = 0; x < w; x++) {
        int x0 = (int)((long long)x * img->width / w), x1 = (int)((long long)(x + 1) * img->width / w);
        if (x1 <= x0) x1 = x0 + 1;
        uint64_t s0 = 0, s1 = 0, s2 = 0, s3 = 0;
        if (img->bpc == 16) {
          const uint16_t *in = (const uint16_t *)img->pixels + row;
          for (int sx = x0; sx < x1; sx++) s0 += in[4 * sx], s1 += in[4 * sx + 1], s2 += in[4 * sx + 2], s3 += in[4 * sx + 3];
        } else {
          const uint8_t *in = (const uint8_t *)img->pixels + row;
          for (int sx = x0; sx < x1; sx++) s0 += in[4 * sx], s1 += in[4 * sx + 1], s2 += in[4 * sx + 2], s3 += in[4 * sx + 3];
        }
        uint64_t *s = sums + (size_t)x * 4;
        s[0] += s0, s[1] += s1, s[2] += s2, s[3] += s3;
      }
    }
    for (int x = 0; x < w; x++) {
      int x0 = (int)((long long)x * img->width / w), x1 = (int)((long long)(x + 1) * img->width / w);
      if (x1 <= x0) x1 = x0 + 1;
      const double n = (double)(y1 - y0) * (x1 - x0);
      for (int c = 0; c < 4; c++) px[((size_t)y * w + x) * 4 + c] = (uint8_t)lround((double)sums[(size_t)x * 4 + c] / n * scale);
    }
  }
  free(sums);
  *out = (render_image){.width = w, .height = h, .bpc = 8, .pixels = px};
  return 0;
}
