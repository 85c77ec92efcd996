/*
 * parse_palette.c — a flame's palette elements (parse_private.h): <color index rgb|rgba>,
 * <colors count data> (hex), <palette count format> (hex) and the old library form
 * <palette index0 index1 hue0 hue1 blend>, palette="N" from flam3's library, and the rules for
 * entries no element set.
 */
#include "parse_private.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- palette elements ---------------------------------------------------------------- */

static int set_palette_entry(flame_work *w, int i, double r, double g, double b, double a) {
  double *c = w->g->palette[i];
  c[0] = r;
  c[1] = g;
  c[2] = b;
  c[3] = a;
  w->defined[i] = 1;
  return 0;
}

/* <color index rgb|rgba|a>: channels 0..255, premultiplied by alpha. flam3 resets alpha
 * to 255 at every attribute, so only an alpha given by the last rgba/a attribute counts. */
int parse_color_element(parser *p, flame_work *w, xmlNode *n) {
  if (!n->properties) return parse_fail(p, n, "<color> element has no attributes");
  int index = -1;
  double rgba[4] = {0, 0, 0, 255.0};
  for (xmlAttr *a = n->properties; a; a = a->next) {
    const char *name = (const char *)a->name;
    xmlChar *xv = xmlNodeGetContent((xmlNode *)a);
    const char *v = xv ? (const char *)xv : "";
    int rc;
    rgba[3] = 255.0;
    if (strcmp(name, "index") == 0) rc = parse_one_integer(p, n, name, v, &index);
    else if (strcmp(name, "rgb") == 0) rc = parse_numbers(p, n, name, v, SSCANF, rgba, 3);
    else if (strcmp(name, "rgba") == 0) rc = parse_numbers(p, n, name, v, SSCANF, rgba, 4);
    else if (strcmp(name, "a") == 0) rc = parse_numbers(p, n, name, v, SSCANF, &rgba[3], 1);
    else rc = parse_fail(p, n, "unknown <color> attribute %s", name);
    xmlFree(xv);
    if (rc < 0) return -1;
  }
  if (index < 0 || index > 255) return parse_fail(p, n, "<color> needs an index 0..255 (got %d)", index);
  /* Debian's flam3 (built with -ffast-math) multiplies by 1/255 and premultiplies last;
   * print.c's read_channel must stay the exact inverse of this. */
  double alpha = rgba[3] * (1.0 / 255.0);
  double c[3];
  for (int k = 0; k < 3; k++) {
    c[k] = (rgba[k] * (1.0 / 255.0)) * alpha;
    if (!isfinite(c[k])) return parse_fail(p, n, "<color> value out of range");
  }
  return set_palette_entry(w, index, c[0], c[1], c[2], alpha);
}

static int hex_digit(int c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

static int hex_byte(const char *s) {
  int hi = hex_digit((unsigned char)s[0]), lo = hi < 0 ? -1 : hex_digit((unsigned char)s[1]);
  return lo < 0 ? -1 : hi * 16 + lo;
}

/* Hex colour data: "RRGGBB" (channels 3), "RRGGBBAA" (4) or "00RRGGBB" (-4), white space
 * between colours, read into rgba[count] as they are (0..1, not premultiplied). flam3 reads
 * at least one colour whatever the count (the caller passes count >= 1). */
static int read_hex_colors(parser *p, xmlNode *n, const char *data, int count, int channels, double (*rgba)[4]) {
  const int width = channels == 3 ? 6 : 8;
  const char *s = data;
  while (parse_is_space((unsigned char)*s)) s++;
  for (int i = 0; i < count; i++) {
    int v[4] = {0, 0, 0, 255}, ok = 1;
    const char *c = s;
    if (channels == -4) { /* "00" before every colour */
      ok = c[0] == '0' && c[1] == '0';
      c += 2;
    }
    for (int k = 0; ok && k < (channels == 4 ? 4 : 3); k++) ok = (v[k] = hex_byte(c + 2 * k)) >= 0;
    if (!ok) return parse_fail(p, n, "bad hexadecimal colour data at colour %d of %d", i, count);
    const double scale = 1.0 / 255.0; /* as flam3's -ffast-math build computes it */
    for (int k = 0; k < 4; k++) rgba[i][k] = v[k] * scale;
    s += width;
    while (parse_is_space((unsigned char)*s)) s++;
  }
  if (*s) return parse_fail(p, n, "extra data after %d hexadecimal colours", count);
  return 0;
}

/* A palette of hex colours. Fractorium and JWildfire keep palettes of any length
 * (count="512") and look a colour up at c * (count - 1) between its two nearest entries: a
 * longer one is read whole and resampled to flamebuild's 256 entries the same way, entry i at
 * i * (count - 1) / 255. */
static int parse_hex_colors(parser *p, flame_work *w, xmlNode *n, const char *data, int count, int channels) {
  enum { LONGEST = 65536 };
  if (count > LONGEST) return parse_fail(p, n, "palette count %d is more than %d", count, LONGEST);
  if (count < 1) count = 1;
  double(*rgba)[4] = malloc((size_t)count * sizeof *rgba);
  if (!rgba) return parse_fail(p, n, "out of memory for a palette of %d colours", count);
  int rc = read_hex_colors(p, n, data, count, channels, rgba);
  if (rc == 0 && count <= GENOME_PALETTE_SIZE)
    for (int i = 0; i < count; i++) set_palette_entry(w, i, rgba[i][0], rgba[i][1], rgba[i][2], rgba[i][3]);
  for (int i = 0; i < GENOME_PALETTE_SIZE && rc == 0 && count > GENOME_PALETTE_SIZE; i++) {
    const double x = (double)i * (count - 1) / (GENOME_PALETTE_SIZE - 1);
    int lo = (int)x;
    if (lo >= count - 1) lo = count - 2;
    const double f = x - lo;
    double c[4];
    for (int k = 0; k < 4; k++) c[k] = rgba[lo][k] * (1 - f) + rgba[lo + 1][k] * f;
    set_palette_entry(w, i, c[0], c[1], c[2], c[3]);
  }
  free(rgba);
  return rc;
}

/* <colors count data="00RRGGBB...">: attributes in order, so count must come first. */
int parse_colors_element(parser *p, flame_work *w, xmlNode *n) {
  if (!n->properties) return parse_fail(p, n, "<colors> element has no attributes");
  int count = 0;
  for (xmlAttr *a = n->properties; a; a = a->next) {
    const char *name = (const char *)a->name;
    xmlChar *xv = xmlNodeGetContent((xmlNode *)a);
    const char *v = xv ? (const char *)xv : "";
    int rc;
    if (strcmp(name, "count") == 0) rc = parse_one_integer(p, n, name, v, &count);
    else if (strcmp(name, "data") == 0) rc = parse_hex_colors(p, w, n, v, count, -4);
    else rc = parse_fail(p, n, "unknown <colors> attribute %s", name);
    xmlFree(xv);
    if (rc < 0) return -1;
  }
  return 0;
}

static int open_library(parser *p, xmlNode *n, int index) {
  if (p->lib) return 0;
  fb_error e;
  if (genome_palette_library_open(p->palettes_path, &p->lib, &e) < 0)
    return parse_fail(p, n, "palette %d: %s", index, e.msg);
  return 0;
}

static int library_palette(parser *p, xmlNode *n, int index, double hue, double out[GENOME_PALETTE_SIZE][4]) {
  if (index < 0) return parse_fail(p, n, "palette %d is not a library palette number (0..700)", index);
  if (open_library(p, n, index) < 0) return -1;
  fb_error e;
  if (genome_palette_library_get(p->lib, index, hue, out, &e) < 0) return parse_fail(p, n, "%s", e.msg);
  return 0;
}

/* Old form <palette index0 index1 hue0 hue1 blend>: two library palettes blended in HSV,
 * the first hue moved by 6 to go the short way round (flam3's interpolate_cmap). */
static int blend_library_palettes(parser *p, flame_work *w, xmlNode *n, const int index[2],
                                  const double hue[2], double blend) {
  if (index[0] < 0 || index[1] < 0)
    return parse_fail(p, n, "old-style <palette> needs index0 and index1 (flam3 picks a random palette)");
  double (*pals)[GENOME_PALETTE_SIZE][4] = malloc(2 * sizeof *pals);
  if (!pals) return parse_fail(p, n, "out of memory");
  int rc = 0;
  for (int k = 0; k < 2 && rc == 0; k++) rc = library_palette(p, n, index[k], hue[k], pals[k]);
  for (int i = 0; i < GENOME_PALETTE_SIZE && rc == 0; i++) {
    double s[4], t[4], mix[4];
    genome_rgb_to_hsv(pals[0][i], s);
    genome_rgb_to_hsv(pals[1][i], t);
    s[3] = pals[0][i][3];
    t[3] = pals[1][i][3];
    if (s[0] - t[0] > 3.0) s[0] -= 6.0;
    if (s[0] - t[0] < -3.0) s[0] += 6.0;
    for (int k = 0; k < 4; k++) mix[k] = (1.0 - blend) * s[k] + blend * t[k];
    double rgb[3];
    genome_hsv_to_rgb(mix, rgb);
    set_palette_entry(w, i, rgb[0], rgb[1], rgb[2], mix[3]);
  }
  free(pals);
  return rc;
}

int parse_palette_element(parser *p, flame_work *w, xmlNode *n) {
  if (!n->properties) return parse_fail(p, n, "<palette> element has no attributes");
  int old_form = 0, new_form = 0, count = 0, channels = 0, index[2] = {-1, -1}, rc = 0;
  double hue[2] = {0, 0}, blend = 0.5;
  for (xmlAttr *a = n->properties; a && rc == 0; a = a->next) {
    const char *name = (const char *)a->name;
    xmlChar *xv = xmlNodeGetContent((xmlNode *)a);
    const char *v = xv ? (const char *)xv : "";
    if (strcmp(name, "index0") == 0) rc = parse_one_integer(p, n, name, v, &index[0]), old_form++;
    else if (strcmp(name, "index1") == 0) rc = parse_one_integer(p, n, name, v, &index[1]), old_form++;
    else if (strcmp(name, "hue0") == 0) rc = parse_number(p, n, name, v, &hue[0]), old_form++;
    else if (strcmp(name, "hue1") == 0) rc = parse_number(p, n, name, v, &hue[1]), old_form++;
    else if (strcmp(name, "blend") == 0) rc = parse_number(p, n, name, v, &blend), old_form++;
    else if (strcmp(name, "count") == 0) rc = parse_one_integer(p, n, name, v, &count), new_form++;
    else if (strcmp(name, "format") == 0) {
      channels = strcmp(v, "RGB") == 0 ? 3 : strcmp(v, "RGBA") == 0 ? 4 : 0;
      if (!channels) rc = parse_fail(p, n, "unknown <palette> format \"%s\" (RGB or RGBA)", v);
      new_form++;
    } else if (strcmp(name, "source_colors") == 0) {
      /* Fractorium's palette editor: the points its palette was made from; the hex data is
       * the palette itself. */
    } else rc = parse_fail(p, n, "unknown <palette> attribute %s", name);
    xmlFree(xv);
  }
  if (rc < 0) return -1;
  if (old_form && new_form)
    return parse_fail(p, n, "<palette> mixes the old (index0...) and new (count, format) forms");
  if (old_form) return blend_library_palettes(p, w, n, index, hue, blend);
  if (!channels) return parse_fail(p, n, "<palette> needs format=\"RGB\" or \"RGBA\"");
  xmlChar *data = xmlNodeGetContent(n);
  rc = parse_hex_colors(p, w, n, data ? (const char *)data : "", count, channels);
  xmlFree(data);
  return rc;
}

/* Entries no element defined are lerped between the nearest defined neighbours, wrapping
 * around the ends (flam3_interp_missing_colors). No colours at all stays black, alpha 0. */
static void fill_palette_gaps(flame_work *w) {
  double (*pal)[4] = w->g->palette;
  int first = -1, last = -1;
  for (int i = 0; i < GENOME_PALETTE_SIZE; i++) {
    if (!w->defined[i]) continue;
    if (first < 0) first = i;
    last = i;
  }
  if (first < 0) return;
  for (int i = 0; i < GENOME_PALETTE_SIZE;) {
    if (w->defined[i]) {
      i++;
      continue;
    }
    int start = i;
    while (i < GENOME_PALETTE_SIZE && !w->defined[i]) i++;
    int left = start - 1, right = i, lcolor = left, rcolor = right;
    if (left < 0) left = last - 256, lcolor = last;
    if (right == GENOME_PALETTE_SIZE) right = first + 256, rcolor = first;
    for (int j = start; j < i; j++) {
      double t = (j - left) / (double)(right - left);
      for (int k = 0; k < 4; k++) pal[j][k] = pal[lcolor][k] * (1.0 - t) + pal[rcolor][k] * t;
    }
    for (int j = start; j < i; j++) w->defined[j] = 1;
  }
}

static int check_palette_finite(parser *p, xmlNode *n, const genome *g) {
  for (int i = 0; i < GENOME_PALETTE_SIZE; i++)
    for (int k = 0; k < 4; k++)
      if (!isfinite(g->palette[i][k])) return parse_fail(p, n, "palette entry %d is not finite", i);
  return 0;
}

/* After the elements: the library palette if the flame names one, then the gaps. */
int parse_finish_palette(parser *p, flame_work *w, xmlNode *flame) {
  genome *g = w->g;
  if (g->palette_index != -1) { /* the library palette wins over any colours given */
    if (library_palette(p, flame, g->palette_index, g->hue, g->palette) < 0) return -1;
    memset(w->defined, 1, sizeof w->defined);
  }
  fill_palette_gaps(w);
  return check_palette_finite(p, flame, g);
}
