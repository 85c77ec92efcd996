/*
 * sheet.c — contact sheets (sheet.h): out/NAME.sheet.png, a thumbnail of every frame of a
 * sequence in frame order, SHEET_COLUMNS to a row, because artists would rather look than read;
 * each tile carries its frame's number (the file's: 00017.png is 17) in its lower left corner,
 * drawn with a 5x7 bitmap font of the ten digits, white on the tile darkened beneath.
 *
 * A frame's thumbnail is made when its image is in memory (the build's OUTPUT stage) and kept
 * under .flamebuild/thumbs by its finish_key: the key says exactly which image it is, so a
 * sheet is assembled from small files, and frames that did not change cost nothing. A frame
 * whose thumbnail is missing (built before sheets existed, or the thumbs removed) has it made
 * once from its PNG in out/.
 */
#include "sheet.h"

#include <dirent.h>
#include <errno.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "../render/render.h"
#include "../util/sha256.h"

enum { SHEET_THUMB = 160, SHEET_COLUMNS = 8, SHEET_GAP = 4 };
static const uint8_t SHEET_BACKGROUND[4] = {24, 24, 24, 255};

static int thumb_path(const project *p, const char *finish_key, char *out, size_t n) {
  return path_printf(out, n, "%s/thumbs/%.2s/%s.png", p->state_dir, finish_key, finish_key);
}

int sheet_store_thumb(const project *p, const char *finish_key, const render_image *img, fb_error *err) {
  char path[PATH_MAX], dir[PATH_MAX];
  if (strlen(finish_key) != 64 || thumb_path(p, finish_key, path, sizeof path) < 0 ||
      path_printf(dir, sizeof dir, "%s/thumbs/%.2s", p->state_dir, finish_key) < 0)
    return fb_errorf(err, "%s: a thumbnail path too long", p->state_dir);
  if (fb_make_dirs(dir, err) < 0) return -1;
  render_image thumb;
  if (render_thumbnail(img, SHEET_THUMB, SHEET_THUMB, &thumb, err) < 0) return -1;
  int rc = render_write_png(path, &thumb, NULL, err);
  render_image_free(&thumb);
  return rc;
}

void sheet_clean_temps(const project *p) {
  char top[PATH_MAX];
  if (path_printf(top, sizeof top, "%s/thumbs", p->state_dir) < 0) return;
  DIR *d = opendir(top);
  if (!d) return;
  const time_t now = time(NULL);
  struct dirent *sub;
  while ((sub = readdir(d))) {
    if (strlen(sub->d_name) != 2 || sub->d_name[0] == '.') continue;
    char dir[PATH_MAX];
    if (path_printf(dir, sizeof dir, "%s/%s", top, sub->d_name) < 0) continue;
    DIR *sd = opendir(dir);
    if (!sd) continue;
    struct dirent *e;
    while ((e = readdir(sd))) {
      const char *t = strstr(e->d_name, ".tmp-");
      long pid = 0;
      char path[PATH_MAX];
      struct stat st;
      if (!t || sscanf(t, ".tmp-%ld-", &pid) != 1 || path_printf(path, sizeof path, "%s/%s", dir, e->d_name) < 0 ||
          lstat(path, &st) < 0)
        continue;
      /* A writer of this host that is gone, or one an hour old from any host: a live writer
       * whose file went only fails to keep its thumbnail, which is made again when needed. */
      const int gone = pid <= 0 || (kill((pid_t)pid, 0) < 0 && errno == ESRCH);
      if (gone || now - st.st_mtime > 3600) unlink(path);
    }
    closedir(sd);
  }
  closedir(d);
}

/* Frame k's thumbnail: from the thumbnail store, else made from its PNG (and stored). */
static int load_thumb(const project *p, const sequence *seq, int k, render_image *out, fb_error *err) {
  char path[PATH_MAX];
  struct stat st;
  if (thumb_path(p, seq->frames[k].finish_key, path, sizeof path) == 0 && stat(path, &st) == 0 &&
      render_read_png(path, out, err) == 0)
    return 0;
  char frame[PATH_MAX];
  sequence_file_path(p, seq, seq->frames[k].file, frame, sizeof frame);
  render_image full;
  if (render_read_png(frame, &full, err) < 0) return -1;
  fb_error ignored; /* a thumbnail that cannot be kept is made again next time */
  sheet_store_thumb(p, seq->frames[k].finish_key, &full, &ignored);
  int rc = render_thumbnail(&full, SHEET_THUMB, SHEET_THUMB, out, err);
  render_image_free(&full);
  return rc;
}

/* The digits 0-9, 5 columns by 7 rows, a row's bits from the left at 0x10. */
static const uint8_t DIGITS[10][7] = {
    {0x0e, 0x11, 0x13, 0x15, 0x19, 0x11, 0x0e}, {0x04, 0x0c, 0x04, 0x04, 0x04, 0x04, 0x0e},
    {0x0e, 0x11, 0x01, 0x02, 0x04, 0x08, 0x1f}, {0x1f, 0x02, 0x04, 0x02, 0x01, 0x11, 0x0e},
    {0x02, 0x06, 0x0a, 0x12, 0x1f, 0x02, 0x02}, {0x1f, 0x10, 0x1e, 0x01, 0x01, 0x11, 0x0e},
    {0x06, 0x08, 0x10, 0x1e, 0x11, 0x11, 0x0e}, {0x1f, 0x01, 0x02, 0x04, 0x08, 0x08, 0x08},
    {0x0e, 0x11, 0x11, 0x0e, 0x11, 0x11, 0x0e}, {0x0e, 0x11, 0x11, 0x0f, 0x01, 0x02, 0x0c}};

/* Frame `number`'s label in the lower left corner of the tile at (x0, y0) of tw x th: a box
 * (the tile at a third of its brightness) of one pixel's margin at `scale` around the digits,
 * a pixel between them; white digits, each font pixel scale x scale. Clipped to the tile. */
static void put_label(render_image *sheet, int x0, int y0, int tw, int th, int number) {
  char text[16];
  const int n = snprintf(text, sizeof text, "%d", number);
  const int scale = th >= 80 ? 2 : 1;
  const int bw = (n * 6 + 1) * scale, bh = 9 * scale;
  const int bx = x0, by = y0 + th - bh;
  uint8_t *px = sheet->pixels;
  for (int y = by > y0 ? by : y0; y < y0 + th && y < sheet->height; y++)
    for (int x = bx; x < bx + bw && x < x0 + tw && x < sheet->width; x++) {
      uint8_t *p = px + ((size_t)y * sheet->width + x) * 4;
      const int fx = (x - bx) / scale - 1, fy = (y - by) / scale - 1; /* in the font's grid */
      const int c = fx / 6, col = fx % 6;
      const int on = fx >= 0 && fy >= 0 && fy < 7 && c < n && col < 5 && (DIGITS[text[c] - '0'][fy] & (0x10 >> col));
      for (int i = 0; i < 3; i++) p[i] = on ? 255 : (uint8_t)(p[i] / 3);
      p[3] = 255;
    }
}

static void put_tile(render_image *sheet, const render_image *t, int x0, int y0) {
  uint8_t *dst = sheet->pixels;
  const uint8_t *src8 = t->pixels;
  const uint16_t *src16 = t->pixels;
  for (int y = 0; y < t->height && y0 + y < sheet->height; y++)
    for (int x = 0; x < t->width && x0 + x < sheet->width; x++)
      for (int c = 0; c < 4; c++) {
        const size_t i = ((size_t)y * t->width + x) * 4 + c;
        dst[((size_t)(y0 + y) * sheet->width + x0 + x) * 4 + c] =
            t->bpc == 16 ? (uint8_t)((src16[i] * 255u + 32767u) / 65535u) : src8[i];
      }
}

int sheet_build(const project *p, const sequence *seq, fb_error *err) {
  if (seq->nframes < 2) { /* one that was longer may have left one */
    char path[PATH_MAX];
    if (sheet_path(p, seq->name, path, sizeof path) == 0) unlink(path);
    return 0;
  }
  /* The tile: the first frame's thumbnail size (a sequence's frames share a size). */
  render_image first;
  if (load_thumb(p, seq, 0, &first, err) < 0) {
    fb_error_prefix(err, "%s: contact sheet", seq->name);
    return -1;
  }
  const int tw = first.width, th = first.height;
  const int cols = seq->nframes < SHEET_COLUMNS ? seq->nframes : SHEET_COLUMNS;
  const int rows = (seq->nframes + cols - 1) / cols;
  render_image sheet = {.width = SHEET_GAP + cols * (tw + SHEET_GAP), .height = SHEET_GAP + rows * (th + SHEET_GAP), .bpc = 8};
  sheet.pixels = malloc((size_t)sheet.width * sheet.height * 4);
  if (!sheet.pixels) {
    render_image_free(&first);
    return fb_errorf(err, "%s: contact sheet: out of memory", seq->name);
  }
  for (size_t i = 0; i < (size_t)sheet.width * sheet.height; i++) memcpy((uint8_t *)sheet.pixels + 4 * i, SHEET_BACKGROUND, 4);
  int rc = 0;
  for (int k = 0; k < seq->nframes && rc == 0; k++) {
    render_image t;
    if (k == 0) t = first, first = (render_image){0};
    else if (load_thumb(p, seq, k, &t, err) < 0) {
      rc = -1;
      break;
    }
    const int x0 = SHEET_GAP + k % cols * (tw + SHEET_GAP), y0 = SHEET_GAP + k / cols * (th + SHEET_GAP);
    put_tile(&sheet, &t, x0, y0);
    put_label(&sheet, x0, y0, tw, th, k);
    render_image_free(&t);
  }
  char path[PATH_MAX];
  if (rc == 0 && sheet_path(p, seq->name, path, sizeof path) < 0) rc = fb_errorf(err, "%s: path too long", seq->name);
  char key[65];
  sheet_key(seq, key);
  const char *const texts[] = {"flamebuild_sheet_key", key, NULL};
  if (rc == 0) rc = render_write_png(path, &sheet, texts, err);
  if (rc < 0) fb_error_prefix(err, "%s: contact sheet", seq->name);
  render_image_free(&first);
  render_image_free(&sheet);
  return rc;
}

/* The frames a sheet shows, in order, by their finish keys (and the tile's size, should it
 * change; version 2: the tiles are numbered): the sheet carries it, so a sheet that failed to be written after an edit is found
 * stale by the next build even though the frames are up to date by then. */
void sheet_key(const sequence *seq, char hex[65]) {
  sha256_ctx c;
  sha256_init(&c);
  char head[64];
  const int n = snprintf(head, sizeof head, "flamebuild sheet 2 %d %d %d\n", SHEET_THUMB, SHEET_COLUMNS, seq->nframes);
  sha256_update(&c, head, (size_t)n);
  for (int k = 0; k < seq->nframes; k++) sha256_update(&c, seq->frames[k].finish_key, 64);
  unsigned char digest[32];
  sha256_final(&c, digest);
  for (int i = 0; i < 32; i++) snprintf(hex + 2 * i, 3, "%02x", digest[i]);
}

int sheet_up_to_date(const project *p, const sequence *seq) {
  char path[PATH_MAX], want[65], have[65];
  struct stat st;
  if (seq->nframes < 2) /* a still has none: one an earlier plan of more frames left is stale */
    return sheet_path(p, seq->name, path, sizeof path) < 0 || lstat(path, &st) < 0;
  if (sheet_path(p, seq->name, path, sizeof path) < 0) return 0;
  if (lstat(path, &st) < 0 || !S_ISREG(st.st_mode)) return 0;
  sheet_key(seq, want);
  return render_png_text(path, "flamebuild_sheet_key", have, sizeof have) && !strcmp(have, want);
}

int sheet_path(const project *p, const char *name, char *out, size_t n) {
  return path_printf(out, n, "%s/%s.sheet.png", p->out_dir, name);
}
