/*
 * palette.c — flam3's palette library (flam3-palettes.xml) and its HSV colour maths.
 *
 * The library file holds <palette number="N" name="..." data="00RRGGBB x 256"/> elements
 * at any depth. flam3 keeps the first palette of each number, skips palettes whose hex
 * data is malformed, and rotates hue in HSV (h on a 0..6 scale) when a genome asks for
 * palette N with hue H. We reproduce the same arithmetic so library colours are the same
 * doubles flam3 computes.
 *
 * No static cache: a library is opened per parse (genome_parse_* opens it at most once per
 * file), which keeps this code free of locks.
 */
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif
#include "genome.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <libxml/parser.h>
#include <libxml/tree.h>

#include "../util/read_file.h"
#include "xml_read.h"
#include "../kernels/tonemap.h"


#define DEFAULT_PALETTES_PATH "/usr/share/flam3/flam3-palettes.xml"
#define PALETTE_HELP                                                                              \
  "palette=\"N\" needs flam3's palette library: install package flam3-palette or give its path " \
  "with --palettes (or $flam3_palettes)"

typedef struct library_palette {
  int number;
  unsigned char rgb[GENOME_PALETTE_SIZE][3];
} library_palette;

struct genome_palette_library {
  char *path;
  library_palette *pal;
  int count, cap;
};

/* ---- HSV, exactly as flam3's palettes.c computes it ------------------------------ */

/* The formulas are kernels/tonemap.h's, which the tone map uses too (CPU and GPU). */
void genome_rgb_to_hsv(const double rgb[3], double hsv[3]) { fm_rgb_to_hsv(rgb, hsv); }

void genome_hsv_to_rgb(const double hsv[3], double rgb[3]) { fm_hsv_to_rgb(hsv, rgb); }

/* ---- reading the library file --------------------------------------------------------- */

static int is_hex_digit(int c) {
  return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

static int hex_value(int c) {
  return c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10;
}

static int is_space(int c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

/* 256 colours "00RRGGBB", whitespace allowed between them; what follows is ignored (flam3).
 * Returns -1 if fewer than 256 well-formed colours are present. */
static int decode_library_data(const char *s, unsigned char rgb[GENOME_PALETTE_SIZE][3]) {
  for (int i = 0; i < GENOME_PALETTE_SIZE; i++) {
    if (s[0] != '0' || s[1] != '0') return -1;
    for (int k = 0; k < 6; k++)
      if (!is_hex_digit((unsigned char)s[2 + k])) return -1;
    for (int c = 0; c < 3; c++)
      rgb[i][c] = (unsigned char)(hex_value(s[2 + 2 * c]) * 16 + hex_value(s[3 + 2 * c]));
    s += 8;
    while (is_space((unsigned char)*s)) s++;
  }
  return 0;
}

static int add_library_palette(genome_palette_library *lib, xmlNode *node) {
  library_palette p;
  memset(&p, 0, sizeof p);
  int ok = 1;
  for (xmlAttr *a = node->properties; a; a = a->next) {
    xmlChar *v = xmlNodeGetContent((xmlNode *)a);
    const char *val = v ? (const char *)v : "";
    if (strcmp((const char *)a->name, "data") == 0) {
      ok = decode_library_data(val, p.rgb) == 0;
    } else if (strcmp((const char *)a->name, "number") == 0) {
      long n = strtol(val, NULL, 10); /* flam3 uses atoi: lenient */
      p.number = n < -2147483647L ? -2147483647 : n > 2147483647L ? 2147483647 : (int)n;
    }
    xmlFree(v);
  }
  if (!ok) return 0;
  if (lib->count == lib->cap) {
    int cap = lib->cap ? 2 * lib->cap : 1024;
    library_palette *grown = realloc(lib->pal, (size_t)cap * sizeof *grown);
    if (!grown) return -1;
    lib->pal = grown;
    lib->cap = cap;
  }
  lib->pal[lib->count++] = p;
  return 0;
}

/* Like flam3: every <palette> element at any depth, not looking inside a <palette>. */
static int collect_palettes(genome_palette_library *lib, xmlNode *node) {
  for (; node; node = node->next) {
    int rc;
    if (node->type == XML_ELEMENT_NODE && strcmp((const char *)node->name, "palette") == 0)
      rc = add_library_palette(lib, node);
    else
      rc = collect_palettes(lib, node->children);
    if (rc < 0) return -1;
  }
  return 0;
}


static const char *resolve_path(const char *path) {
  if (path) return path;
  const char *env = getenv("flam3_palettes");
  return env && *env ? env : DEFAULT_PALETTES_PATH;
}

int genome_palette_library_open(const char *path, genome_palette_library **out, fb_error *err) {
  *out = NULL;
  path = resolve_path(path);
  size_t len;
  char *text;
  fb_error rerr;
  if (fb_read_regular_file(path, &text, &len, &rerr) < 0)
    return fb_errorf(err, "cannot read palette file %s; %s", rerr.msg, PALETTE_HELP);
  xml_read_error fail;
  xmlDoc *doc = xml_read_quietly(text, len, path, NULL, &fail);
  if (!doc && !fail.msg[0]) snprintf(fail.msg, sizeof fail.msg, "cannot parse XML");
  free(text);
  if (!doc) return fb_errorf(err, "%s:%d: %s", path, fail.line, fail.msg);

  genome_palette_library *lib = calloc(1, sizeof *lib);
  if (lib) lib->path = strdup(path);
  int rc = lib && lib->path ? collect_palettes(lib, xmlDocGetRootElement(doc)) : -1;
  xmlFreeDoc(doc);
  if (rc < 0) {
    genome_palette_library_close(lib);
    return fb_errorf(err, "%s: out of memory reading palettes", path);
  }
  if (lib->count == 0) {
    genome_palette_library_close(lib);
    return fb_errorf(err, "%s: no <palette> elements; %s", path, PALETTE_HELP);
  }
  *out = lib;
  return 0;
}

int genome_palette_library_get(const genome_palette_library *lib, int index, double hue,
                               double out[GENOME_PALETTE_SIZE][4], fb_error *err) {
  const library_palette *p = NULL;
  for (int i = 0; i < lib->count && !p; i++)
    if (lib->pal[i].number == index) p = &lib->pal[i];
  if (!p)
    return fb_errorf(err, "palette %d not found in %s (flam3's library numbers them 0..700)", index,
                     lib->path);
  for (int i = 0; i < GENOME_PALETTE_SIZE; i++) {
    double rgb[3], hsv[3];
    for (int c = 0; c < 3; c++) rgb[c] = p->rgb[i][c] * (1.0 / 255.0); /* flam3's build */
    /* Always through HSV, even for hue 0: the round trip is not exact and flam3 does it. */
    genome_rgb_to_hsv(rgb, hsv);
    hsv[0] += hue * 6.0;
    genome_hsv_to_rgb(hsv, rgb);
    for (int c = 0; c < 3; c++) out[i][c] = rgb[c];
    out[i][3] = 1.0;
  }
  return 0;
}

const char *genome_palette_library_path(const genome_palette_library *lib) {
  return lib->path;
}

void genome_palette_library_close(genome_palette_library *lib) {
  if (!lib) return;
  free(lib->pal);
  free(lib->path);
  free(lib);
}

int genome_library_palette(const char *path, int index, double hue, double out[GENOME_PALETTE_SIZE][4],
                           fb_error *err) {
  genome_palette_library *lib;
  if (genome_palette_library_open(path, &lib, err) < 0) return -1;
  int rc = genome_palette_library_get(lib, index, hue, out, err);
  genome_palette_library_close(lib);
  return rc;
}
