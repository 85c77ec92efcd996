/* png_deflate.c — a PNG's image data deflated in bands on all cores (see png_deflate.h). */
#include "png_deflate.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>

#include "../util/parallel.h"

typedef struct band {
  int y0, y1;                /* rows [y0, y1) */
  int last;
  unsigned char *out;        /* deflated */
  size_t n;
  uLong adler;               /* of the band's filtered rows */
  size_t raw;                /* their length */
  int zerr;                  /* a zlib error, else Z_OK */
} band;

typedef struct job {
  const render_image *img;
  size_t row_bytes;          /* without the filter byte */
  band *bands;
  int nbands;
  atomic_int next;           /* the next band to take (parallel_take) */
} job;

/* Sample i of row y as PNG stores it: 8 bits, or 16 big-endian (two bytes). */
static void packed_row(const render_image *img, int y, unsigned char *row) {
  const size_t n = (size_t)img->width * 4;
  if (img->bpc == 8) {
    memcpy(row, (const unsigned char *)img->pixels + (size_t)y * n, n);
    return;
  }
  const uint16_t *src = (const uint16_t *)img->pixels + (size_t)y * n;
  for (size_t i = 0; i < n; i++) {
    row[2 * i] = (unsigned char)(src[i] >> 8);
    row[2 * i + 1] = (unsigned char)(src[i] & 0xff);
  }
}

/* Filters the band's rows ("up": each byte minus the one above, the first row of the image
 * minus zero) and deflates them; prev and cur are scratch rows, filtered the filter byte's. */
static void deflate_band(const job *jb, band *b, unsigned char *prev, unsigned char *cur, unsigned char *filtered) {
  const size_t rb = jb->row_bytes;
  z_stream z;
  memset(&z, 0, sizeof z);
  b->zerr = deflateInit2(&z, 2, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY);
  if (b->zerr != Z_OK) return;
  b->raw = (size_t)(b->y1 - b->y0) * (rb + 1);
  const size_t cap = deflateBound(&z, (uLong)b->raw) + 16;
  b->out = malloc(cap);
  if (!b->out) {
    b->zerr = Z_MEM_ERROR;
    deflateEnd(&z);
    return;
  }
  z.next_out = b->out;
  z.avail_out = (uInt)cap;
  b->adler = adler32(0L, Z_NULL, 0);
  if (b->y0 > 0) packed_row(jb->img, b->y0 - 1, prev);
  else memset(prev, 0, rb);
  for (int y = b->y0; y < b->y1 && b->zerr == Z_OK; y++) {
    packed_row(jb->img, y, cur);
    filtered[0] = 2; /* up */
    for (size_t i = 0; i < rb; i++) filtered[1 + i] = (unsigned char)(cur[i] - prev[i]);
    b->adler = adler32(b->adler, filtered, (uInt)(rb + 1));
    z.next_in = filtered;
    z.avail_in = (uInt)(rb + 1);
    const int flush = y + 1 < b->y1 ? Z_NO_FLUSH : b->last ? Z_FINISH : Z_SYNC_FLUSH;
    const int r = deflate(&z, flush);
    if (r != Z_OK && !(r == Z_STREAM_END && flush == Z_FINISH)) b->zerr = r;
    else if (z.avail_in != 0) b->zerr = Z_BUF_ERROR; /* deflateBound's room ran out: cannot happen */
    unsigned char *t = prev;
    prev = cur;
    cur = t;
  }
  b->n = cap - z.avail_out;
  deflateEnd(&z);
}

static void worker(void *arg, int thread) {
  (void)thread;
  job *jb = arg;
  const size_t rb = jb->row_bytes;
  unsigned char *scratch = malloc(3 * (rb + 1));
  for (int i; (i = parallel_take(&jb->next, jb->nbands)) >= 0;) {
    if (!scratch) {
      jb->bands[i].zerr = Z_MEM_ERROR;
      continue;
    }
    deflate_band(jb, &jb->bands[i], scratch, scratch + rb + 1, scratch + 2 * (rb + 1));
  }
  free(scratch);
}

int png_deflate_image(const render_image *img, int threads, unsigned char **out, size_t *n, char *why, size_t why_n) {
  *out = NULL;
  *n = 0;
  job jb = {.img = img, .row_bytes = (size_t)img->width * 4 * (size_t)(img->bpc / 8)};
  const size_t band_rows = jb.row_bytes + 1 >= PNG_DEFLATE_BAND ? 1 : PNG_DEFLATE_BAND / (jb.row_bytes + 1);
  jb.nbands = (int)(((size_t)img->height + band_rows - 1) / band_rows);
  jb.bands = calloc((size_t)jb.nbands, sizeof *jb.bands);
  if (!jb.bands) {
    snprintf(why, why_n, "out of memory");
    return -1;
  }
  for (int i = 0; i < jb.nbands; i++) {
    jb.bands[i].y0 = (int)((size_t)i * band_rows);
    jb.bands[i].y1 = (int)((size_t)(i + 1) * band_rows < (size_t)img->height ? (size_t)(i + 1) * band_rows
                                                                              : (size_t)img->height);
    jb.bands[i].last = i == jb.nbands - 1;
  }
  /* Default (threads <= 0): the cores shared among the images being written at once — a
   * build's output workers each write one; a watcher's single preview gets them all. */
  parallel_run(threads, jb.nbands, worker, &jb);

  int rc = -1;
  size_t total = 2 + 4;
  for (int i = 0; i < jb.nbands; i++) {
    if (jb.bands[i].zerr != Z_OK) {
      snprintf(why, why_n, "zlib: %s", jb.bands[i].zerr == Z_MEM_ERROR ? "out of memory" : "deflate failed");
      goto done;
    }
    total += jb.bands[i].n;
  }
  unsigned char *z = malloc(total);
  if (!z) {
    snprintf(why, why_n, "out of memory");
    goto done;
  }
  /* The zlib header (deflate, 32 KB window, "fast" level: 0x78 0x5e), the bands, Adler-32. */
  size_t at = 0;
  z[at++] = 0x78;
  z[at++] = 0x5e;
  uLong adler = adler32(0L, Z_NULL, 0);
  for (int i = 0; i < jb.nbands; i++) {
    memcpy(z + at, jb.bands[i].out, jb.bands[i].n);
    at += jb.bands[i].n;
    adler = adler32_combine(adler, jb.bands[i].adler, (z_off_t)jb.bands[i].raw);
  }
  z[at++] = (unsigned char)(adler >> 24);
  z[at++] = (unsigned char)(adler >> 16);
  z[at++] = (unsigned char)(adler >> 8);
  z[at++] = (unsigned char)adler;
  *out = z;
  *n = at;
  rc = 0;
done:
  for (int i = 0; i < jb.nbands; i++) free(jb.bands[i].out);
  free(jb.bands);
  return rc;
}
