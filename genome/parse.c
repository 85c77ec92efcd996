/*
 * parse.c — flam3 genome XML → genome structs, reading every file the way flam3 3.1.1's
 * parser.c does, but failing with "FILE:LINE: reason" where flam3 prints and goes on.
 *
 * What is flam3's and reproduced on purpose:
 *  - every <flame> at any depth is a genome; the walk does not look inside a <flame>;
 *  - attributes are processed in document order (later ones override earlier ones);
 *  - numbers: single values as flam3_atof/atoi (strtod/strtol consuming the whole string;
 *    "" reads as 0; subnormal/overflowing values fail as errno is set), coefs/post/var as a
 *    strtod sequence with nothing after it, size/center/background/color/rgb(a) as sscanf
 *    (trailing blanks allowed); highlight_power as plain atof; hue = fmod(hue, 1);
 *  - xforms keep flam3's array model while parsing (final xform kept last, default colour
 *    = array index & 1 at creation, <symmetry> appends xforms and sorts the last ones with
 *    flam3's comparator, stably as glibc's qsort does), then the final xform is split off
 *    (JWildfire's further <finalxform>s, none of flam3's, are kept apart in document order and
 *    follow it);
 *  - chaos rows are collected per std xform and applied at the end; soloxform zeroes the
 *    opacity of every other standard xform;
 *  - palette: <color> (alpha reset per attribute, premultiplied), hex <palette>/<colors>
 *    (not premultiplied), the old two-palette <palette index0 ...> HSV blend, the library
 *    palette="N" (wins over everything), then gaps filled by flam3's wrap-around lerp;
 *  - across the file: smooth interpolation is reset on the first and second-to-last
 *    genome, and `rotate` is unwrapped to within 180 degrees of the previous genome.
 *
 * Where we differ, deliberately: a missing palette file or palette number, a bad number,
 * NaN/inf, absurd sizes, negative or all-zero weights, and no xforms are errors (flam3
 * renders white palettes, garbage or nothing). <symmetry kind="0"> asks flam3 for a random
 * symmetry; we draw it from a hash of the flame's attributes and of the elements before
 * the <symmetry> element (see random_symmetry_kind), so a file always reads the same.
 *
 * This file holds the document, one <flame>, and what every part of the parser uses: errors
 * and warnings with their line, numbers. A <flame>'s attributes are parse_flame_attrs.c's,
 * xforms parse_xform.c's, palette elements parse_palette.c's.
 */
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif
#include "parse_private.h"

#include <errno.h>
#include <limits.h>
#include <locale.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>

#include <libxml/parser.h>
#include <libxml/tree.h>

#include "../util/read_file.h"
#include "xml_read.h"
#include "genome_fields.h"

#define MAX_SIZE 65535
#define MAX_SUPERSAMPLE 64

int parse_is_space(int c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

int xml_is_named(const xmlNode *n, const char *name) {
  return n->name && strcmp((const char *)n->name, name) == 0; /* CDATA nodes have no name */
}

static long line_of(xmlNode *n) {
  return n ? xmlGetLineNo(n) : 0;
}

int parse_fail(parser *p, xmlNode *n, const char *fmt, ...) {
  char msg[800];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  return fb_errorf(p->err, "%s:%ld: %s", p->file, line_of(n), msg);
}

void parse_warn(parser *p, xmlNode *n, const char *fmt, ...) {
  char msg[800];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  fb_warnf(&p->warn, "%s:%ld: %s", p->file, line_of(n), msg);
}

/* Editors' extras appear on every xform or flame; one warning per kind, name and file is
 * enough. A hash set of the names seen keeps a file of many distinct names linear. */
static uint64_t name_hash(const char *s) {
  uint64_t h = 1469598103934665603ull; /* FNV-1a */
  for (; *s; s++) h = (h ^ (unsigned char)*s) * 1099511628211ull;
  return h;
}

static int warned_grow(parser *p) {
  const size_t cap = p->warned_cap ? 2 * p->warned_cap : 64;
  char **slots = calloc(cap, sizeof *slots);
  if (!slots) return -1;
  for (size_t i = 0; i < p->warned_cap; i++) {
    if (!p->warned[i]) continue;
    size_t k = name_hash(p->warned[i]) & (cap - 1);
    while (slots[k]) k = (k + 1) & (cap - 1);
    slots[k] = p->warned[i];
  }
  free(p->warned);
  p->warned = slots;
  p->warned_cap = cap;
  return 0;
}

static const char *const unlisted_kinds[] = {"variation", "element", "attribute"};

int parse_seen(const parser *p, const char *key) {
  if (!p->warned_cap) return 0;
  for (size_t k = name_hash(key) & (p->warned_cap - 1); p->warned[k]; k = (k + 1) & (p->warned_cap - 1))
    if (!strcmp(p->warned[k], key)) return 1;
  return 0;
}

int parse_remember(parser *p, const char *key) {
  if (2 * (p->nwarned + 1) > p->warned_cap && warned_grow(p) < 0) return 0; /* no memory: say nothing more */
  size_t k = name_hash(key) & (p->warned_cap - 1);
  for (; p->warned[k]; k = (k + 1) & (p->warned_cap - 1))
    if (!strcmp(p->warned[k], key)) return 0;
  if (!(p->warned[k] = strdup(key))) return 0;
  p->nwarned++;
  return 1;
}

int parse_first_time(parser *p, const char *kind, const char *name) {
  char key[160];
  snprintf(key, sizeof key, "%s %s", kind, name);
  if (!parse_remember(p, key)) return 0;
  if (p->listed < PARSE_NAMES_LISTED) {
    p->listed++;
    return 1;
  }
  for (int i = 0; i < 3; i++)
    if (!strcmp(kind, unlisted_kinds[i])) p->unlisted[i]++;
  return 0;
}

void parse_warn_unlisted(parser *p) {
  static const char *const plural[] = {"unrecognized variations", "unknown elements", "unknown attributes"};
  char msg[256] = "";
  size_t n = 0;
  for (int i = 0; i < 3; i++)
    if (p->unlisted[i] && n < sizeof msg)
      n += (size_t)snprintf(msg + n, sizeof msg - n, "%s%d more %s", n ? ", " : "", p->unlisted[i], plural[i]);
  if (n) fb_warnf(&p->warn, "%s: and %s, ignored (not listed one by one)", p->file, msg);
}

void parse_warned_free(parser *p) {
  for (size_t i = 0; i < p->warned_cap; i++) free(p->warned[i]);
  free(p->warned);
  p->warned = NULL;
  p->warned_cap = p->nwarned = 0;
}

/* " (did you mean X?)" or "". */
void parse_did_you_mean(const char *word, const char *(*name_at)(int, void *), void *ctx, char *out, size_t n) {
  const char *s = genome_suggest(word, name_at, ctx);
  if (s) snprintf(out, n, " (did you mean %s?)", s);
  else if (n) out[0] = 0;
}

/* What an xform may say: its own attributes, the variations and their parameters. */
#define XFORM_WORD(member, def, changed, interp, key, print, xml) #member,
static const char *const xform_words[] = {GENOME_XFORM_FIELDS(XFORM_WORD) "symmetry", "coefs", "post", "chaos",
                                          "plotmode", "var", "var1", "motion_frequency", "motion_function", NULL};
#undef XFORM_WORD
static const char *xform_word(int i, void *ctx) {
  (void)ctx;
  const int nx = (int)(sizeof xform_words / sizeof xform_words[0]) - 1;
  if (i < nx) return xform_words[i];
  i -= nx;
  if (i < FM_NVARS) return genome_variation_name(i) ? genome_variation_name(i) : ""; /* a held index: none */
  i -= FM_NVARS;
  if (i >= FM_NPARAMS) return NULL;
  return genome_param_derived(i) ? "" : genome_param_name(i); /* no file's to give */
}

void parse_warn_unknown_variation(parser *p, xmlNode *n, const char *name) {
  if (parse_parameter_of_unknown(p, name)) { /* its variation was named: remembered, not said */
    char key[160];
    snprintf(key, sizeof key, "variation %s", name);
    parse_remember(p, key);
    return;
  }
  if (!parse_first_time(p, "variation", name)) return;
  char hint[96];
  parse_did_you_mean(name, xform_word, NULL, hint, sizeof hint);
  parse_warn(p, n, "unrecognized variation %s, ignored (as flam3 does)%s", name, hint);
}

static const char *known_word(int i, void *ctx) { return ((const char *const *)ctx)[i]; }

void parse_warn_unknown_element(parser *p, xmlNode *n, const char *const *known) {
  const char *name = (const char *)n->name;
  if (!parse_first_time(p, "element", name)) return;
  char hint[96];
  parse_did_you_mean(name, known_word, (void *)known, hint, sizeof hint);
  if (n->parent && n->parent->type == XML_ELEMENT_NODE)
    parse_warn(p, n, "unknown element <%s> in <%s>, ignored%s", name, (const char *)n->parent->name, hint);
  else
    parse_warn(p, n, "unknown element <%s>, ignored%s", name, hint);
}

/* ---- numbers ------------------------------------------------------------------------- */

int parse_bad_number(parser *p, xmlNode *n, const char *name, const char *value) {
  return parse_fail(p, n, "bad number in attribute %s=\"%s\"", name, value);
}

int parse_numbers(parser *p, xmlNode *n, const char *name, const char *value, enum number_style style,
                  double *out, int count) {
  const char *s = value;
  if (style == ATOF && *s == 0) {
    out[0] = 0.0;
    return 0;
  }
  for (int i = 0; i < count; i++) {
    char *end;
    errno = 0;
    out[i] = strtod(s, &end);
    if (end == s) {
      if (count > 1)
        return parse_fail(p, n, "bad value in attribute %s=\"%s\" (needs %d numbers)", name, value, count);
      return parse_bad_number(p, n, name, value);
    }
    if (errno && style != SSCANF) /* flam3 checks errno: overflow and subnormals fail */
      return parse_fail(p, n, "number out of range in attribute %s=\"%s\"", name, value);
    s = end;
  }
  if (style == SSCANF)
    while (parse_is_space((unsigned char)*s)) s++;
  if (*s) {
    if (count > 1)
      return parse_fail(p, n, "extra characters in attribute %s=\"%s\" (needs %d numbers)", name, value,
                        count);
    return parse_bad_number(p, n, name, value);
  }
  for (int i = 0; i < count; i++)
    if (!isfinite(out[i])) return parse_fail(p, n, "attribute %s=\"%s\" is not a finite number", name, value);
  return 0;
}

int parse_number(parser *p, xmlNode *n, const char *name, const char *value, double *out) {
  return parse_numbers(p, n, name, value, ATOF, out, 1);
}

int parse_set_var(parser *p, xmlNode *n, genome_xform *x, int var, double weight) {
  (void)n;
  if (genome_xform_set_var(x, var, weight) < 0) p->xform_vars_over++;
  return 0;
}

int parse_set_param(parser *p, xmlNode *n, genome_xform *x, int param, double value) {
  if (param >= 0 && param < FM_NPARAMS) {
    const double was = genome_xform_param(x, param);
    if ((p->xform_params_set[param / 8] >> (param % 8) & 1u) && memcmp(&was, &value, sizeof was)) {
      int seen = 0;
      for (int i = 0; i < p->xform_nparams_twice; i++) seen |= p->xform_param_twice[i] == param;
      if (!seen && p->xform_nparams_twice < (int)(sizeof p->xform_param_twice / sizeof p->xform_param_twice[0])) {
        p->xform_param_twice[p->xform_nparams_twice] = (unsigned short)param;
        p->xform_param_first_prefix[p->xform_nparams_twice] = p->xform_param_prefix[param];
        p->xform_param_first[p->xform_nparams_twice++] = was;
      }
    }
    p->xform_params_set[param / 8] |= (unsigned char)(1u << (param % 8));
    p->xform_param_prefix[param] = p->param_prefix;
  }
  if (genome_xform_set_param(x, param, value) == 0) return 0;
  return parse_fail_xform_params(p, n);
}

int parse_fail_xform_params(parser *p, xmlNode *n) {
  return parse_fail(p, n, "<%s> sets more than %d variation parameters away from their defaults; flamebuild keeps "
                          "at most %d in one xform", (const char *)n->name, GENOME_XFORM_PARAMS, GENOME_XFORM_PARAMS);
}

int parse_var_number(parser *p, xmlNode *n, const char *name, const char *value, genome_xform *x, int var) {
  double v;
  if (parse_number(p, n, name, value, &v) < 0) return -1;
  /* after its pre_ or post_ form, the plain one is another form of the variation (genome.h) */
  if (genome_xform_var(x, var) != 0 && genome_xform_var_kind(x, var) != FM_KIND_NORMAL)
    return parse_add_form(p, n, x, var, FM_KIND_NORMAL, v);
  parse_editor_sets_sum(p, x, var);
  return parse_set_var(p, n, x, var, v);
}

int parse_add_form(parser *p, xmlNode *n, genome_xform *x, int var, int kind, double weight) {
  (void)n;
  if (weight == 0) return 0;
  /* two forms that the printer would write under one name (the plain name and JWildfire's
   * NAME_fx_priority) would not read back: the second is said, the first kept */
  char name[96], other[96], what[240];
  int priority;
  genome_kind_name(var, kind, name, sizeof name, &priority);
  for (int i = 0; i < x->nvars; i++) {
    if (x->vars[i].index != var) continue;
    genome_kind_name(var, x->vars[i].kind, other, sizeof other, &priority);
    if (strcmp(name, other) && x->vars[i].kind != kind) continue;
    if (!strcmp(name, other)) snprintf(what, sizeof what, "%.60s twice as %.80s", genome_variation_name(var), name);
    else snprintf(what, sizeof what, "%.60s both as %.80s and as %.80s", genome_variation_name(var), other, name);
    parse_unsupported_feature(p, what);
    return 0;
  }
  if (genome_xform_set_form(x, var, kind, weight) < 0) p->xform_vars_over++;
  return 0;
}

/* flam3_atoi (style ATOF) or one %d of an sscanf sequence (style SSCANF, advances *s). */
int parse_integer(parser *p, xmlNode *n, const char *name, const char *value, const char **s,
                  enum number_style style, int *out) {
  if (style == ATOF && **s == 0) {
    *out = 0;
    return 0;
  }
  char *end;
  errno = 0;
  long v = strtol(*s, &end, 10);
  if (end == *s || errno || v < INT_MIN || v > INT_MAX || (style == ATOF && *end))
    return parse_bad_number(p, n, name, value);
  *s = end;
  *out = (int)v;
  return 0;
}

int parse_one_integer(parser *p, xmlNode *n, const char *name, const char *value, int *out) {
  const char *s = value;
  char *end;
  errno = 0;
  long v = *s ? strtol(s, &end, 10) : 0;
  if (!*s || (end != s && !*end && !errno && v >= INT_MIN && v <= INT_MAX))
    return parse_integer(p, n, name, value, &s, ATOF, out);
  /* JWildfire writes integers as decimals (temporal_samples="1.0"): a whole number in any
   * decimal form is that integer; a fraction is cut toward zero, saying so. */
  errno = 0;
  double d = strtod(value, &end);
  if (end == value || *end || errno || !isfinite(d) || d < INT_MIN || d > INT_MAX) return parse_bad_number(p, n, name, value);
  *out = (int)d;
  if ((double)*out != d) parse_warn(p, n, "attribute %s=\"%s\" is not a whole number; read as %d", name, value, *out);
  return 0;
}

/* ---- one <flame> ------------------------------------------------------------------------ */

/* The elements a <flame> holds; "edit" is flam3's edit history, kept by editors, not drawn. */
static const char *const flame_elements[] = {"xform", "finalxform", "color", "colors", "palette", "symmetry", "edit",
                                             NULL};
static int parse_flame_children(parser *p, flame_work *w, xmlNode *flame) {
  for (xmlNode *c = flame->children; c; c = c->next) {
    int rc = 0;
    if (xml_is_named(c, "color")) rc = parse_color_element(p, w, c);
    else if (xml_is_named(c, "colors")) rc = parse_colors_element(p, w, c);
    else if (xml_is_named(c, "palette")) rc = parse_palette_element(p, w, c);
    else if (xml_is_named(c, "symmetry")) rc = parse_symmetry_element(p, w, flame, c);
    else if (xml_is_named(c, "xform") || xml_is_named(c, "finalxform")) rc = parse_xform_element(p, w, c);
    else if (xml_is_named(c, "bgxform")) continue; /* (parse_backdrop_xforms, after) */
    else if (c->type == XML_ELEMENT_NODE && !xml_is_named(c, "edit"))
      parse_warn_unknown_element(p, c, flame_elements); /* flam3 skips it: so do we, saying so */
    if (rc < 0) return -1;
  }
  return 0;
}

static int check_flame(parser *p, xmlNode *n, const genome *g) {
  if (g->width <= 0 || g->height <= 0 || g->width > MAX_SIZE || g->height > MAX_SIZE)
    return parse_fail(p, n, "size %d %d is out of range (1..%d)", g->width, g->height, MAX_SIZE);
  if (g->supersample < 1 || g->supersample > MAX_SUPERSAMPLE)
    return parse_fail(p, n, "supersample %d is out of range (1..%d)", g->supersample, MAX_SUPERSAMPLE);
  if (!(g->quality > 0)) return parse_fail(p, n, "quality %.17g must be positive", g->quality);
  if (g->passes < 1) return parse_fail(p, n, "passes %d must be at least 1", g->passes);
  if (g->temporal_samples < 1)
    return parse_fail(p, n, "temporal_samples %d must be at least 1", g->temporal_samples);
  if (g->num_xforms == 0) return parse_fail(p, n, "no xforms");
  double sum = 0;
  for (int i = 0; i < g->num_xforms; i++) sum += g->xforms[i].weight;
  if (sum == 0) return parse_fail(p, n, "xform weights sum to 0");
  if (!isfinite(sum)) return parse_fail(p, n, "xform weights sum to infinity");
  return 0;
}

/* Moves the parsed xforms into g: standard xforms, chaos matrix, final xforms in order. */
static int finish_xforms(parser *p, flame_work *w, xmlNode *flame, double solo) {
  genome *g = w->g;
  int nstd = w->std_count;
  if (solo >= 0)
    for (int i = 0; i < nstd; i++)
      if (i != (int)solo) w->xf[i].opacity = 0.0;
  const int nfinal = w->final_index >= 0 ? 1 + w->nmore_finals : 0;
  if (genome_resize_xforms(g, nstd) < 0 || genome_resize_finals(g, nfinal) < 0)
    return parse_fail(p, flame, "out of memory");
  for (int i = 0, k = 0; i < w->n; i++)
    if (i != w->final_index) g->xforms[k++] = w->xf[i];
  for (int k = 0; k < nfinal; k++) {
    genome_xform *f = GENOME_FINAL(g, k);
    *f = k == 0 ? w->xf[w->final_index] : w->more_finals[k - 1];
    f->weight = 0.0;
  }
  for (int e = 0; e < w->nchaos; e++) {
    chaos_entry *c = &w->chaos[e];
    if (c->from < 0 || c->from >= nstd || c->to >= nstd) {
      parse_warn(p, c->node, "chaos entry %d beyond the %d xforms ignored", c->to + 1, nstd);
      continue;
    }
    g->chaos[c->from * nstd + c->to] = c->value;
  }
  parse_editor_chaos(p, g);
  parse_editor_color_types(p, g);
  parse_editor_walks(p, g);
  parse_editor_subflames(p, g);
  return 0;
}

/* A flame from element n's attributes and the xforms, final xforms and palette that `body`
 * holds: n itself, or one of the <layer>s of JWildfire's <jwf-flame> n. */
static int parse_flame_from(parser *p, xmlNode *n, xmlNode *body, genome *g) {
  genome_init(g);
  g->source_line = (int)line_of(n);
  flame_work w;
  memset(&w, 0, sizeof w);
  w.g = g;
  w.final_index = -1;
  double solo = -1;
  int rc = parse_flame_attrs(p, n, g, &solo);
  if (rc == 0) rc = parse_flame_children(p, &w, body);
  if (rc == 0) rc = parse_backdrop_xforms(p, n, body, g);
  if (rc == 0) rc = finish_xforms(p, &w, body, solo);
  if (rc == 0) rc = parse_finish_palette(p, &w, body);
  if (rc == 0) rc = check_flame(p, body, g);
  flame_work_free(&w);
  return rc;
}

static int parse_flame(parser *p, xmlNode *n, genome *g) { return parse_flame_from(p, n, n, g); }

/* ---- the document ------------------------------------------------------------------- */

/* The most packets of JWildfire's motion blur whose flames are made one by one (its curves
 * moving the flame): each is a whole genome. A longer blur is drawn as if nothing moved, and
 * said; so is a flame's blur past MAX_FILE_PACKETS made in one file (a collection of such
 * flames must not take gigabytes). */
#define MAX_MOVING_PACKETS 1000
#define MAX_FILE_PACKETS 20000

/* JWildfire's motion blur of a flame its curves move: the flame again at each packet's time
 * (FlameRenderer.createRenderPackets: from half the blur's span after the frame, a timestep
 * earlier each, the time stepped by repeated subtraction as there), into out->blur_packets[k].
 * The flame is read again with the curves at that time, quietly (what it says was said). A
 * packet that cannot be drawn leaves the blur without motion, said. */
static int blur_packets(parser *p, xmlNode *n, xmlNode *body, genome_list *out, int k) {
  genome *g = &out->flames[k];
  if (g->motion_blur_length <= 0 || !p->jwf_moving_curves) return 0;
  const int L = g->motion_blur_length;
  if (L > MAX_MOVING_PACKETS) {
    char what[128];
    snprintf(what, sizeof what, "JWildfire's motion blur of %d packets (more than %d: drawn without the motion)", L,
             MAX_MOVING_PACKETS);
    parse_unsupported_feature(p, what);
    return 0;
  }
  if (p->blur_packets_made + L > MAX_FILE_PACKETS) {
    char what[128];
    snprintf(what, sizeof what, "JWildfire's motion blur past %d packets in one file (drawn without the motion)",
             MAX_FILE_PACKETS);
    parse_unsupported_feature(p, what);
    return 0;
  }
  if (!out->blur_packets) { /* the first flame with them: room for every flame so far */
    out->blur_packets = calloc((size_t)k + 1, sizeof *out->blur_packets);
    if (!out->blur_packets) return parse_fail(p, n, "out of memory");
  }
  genome *packets = calloc((size_t)L, sizeof *packets);
  if (!packets) return parse_fail(p, n, "out of memory");
  const fb_warn said = p->warn;
  p->warn = (fb_warn){0};
  p->jwf_at_time = 1;
  const double frame = p->jwf_frame >= 0 ? p->jwf_frame : 0; /* JWildfire's time of a frame */
  const double step = g->motion_blur_timestep;
  double t = frame + L * step / 2.0;
  int made = 0, rc = 0;
  fb_error why = {0};
  fb_error *err = p->err;
  p->err = &why;
  for (; made < L; made++) {
    t -= step;
    p->jwf_time = t;
    if (parse_flame_from(p, n, body, &packets[made]) < 0) {
      genome_free(&packets[made]);
      rc = -1;
      break;
    }
  }
  p->err = err;
  p->jwf_at_time = 0;
  p->warn = said;
  if (rc == 0) {
    out->blur_packets[k] = packets;
    p->blur_packets_made += L;
    return 0;
  }
  for (int i = 0; i < made; i++) genome_free(&packets[i]);
  free(packets);
  char what[300];
  snprintf(what, sizeof what, "JWildfire's motion blur (its flame at time %g cannot be drawn: %.100s; drawn without the motion)",
           t, why.msg);
  parse_unsupported_feature(p, what);
  return 0;
}

/* Room for one more flame in out (and in its packets and layers, once a flame has them). */
static int grow_flames(parser *p, xmlNode *n, genome_list *out) {
  genome *grown = realloc(out->flames, (size_t)(out->count + 1) * sizeof *grown);
  if (!grown) return parse_fail(p, n, "out of memory");
  out->flames = grown;
  if (out->blur_packets) {
    genome **more = realloc(out->blur_packets, (size_t)(out->count + 1) * sizeof *more);
    if (!more) return parse_fail(p, n, "out of memory");
    out->blur_packets = more;
    more[out->count] = NULL;
  }
  if (out->layers) {
    genome_layers *more = realloc(out->layers, (size_t)(out->count + 1) * sizeof *more);
    if (!more) return parse_fail(p, n, "out of memory");
    out->layers = more;
    memset(&more[out->count], 0, sizeof *more);
  }
  return 0;
}

static int append_flame(parser *p, xmlNode *n, genome_list *out) {
  if (grow_flames(p, n, out) < 0) return -1;
  if (parse_flame(p, n, &out->flames[out->count]) < 0) {
    genome_free(&out->flames[out->count]);
    return -1;
  }
  if (blur_packets(p, n, n, out, out->count) < 0) {
    genome_free(&out->flames[out->count]);
    return -1;
  }
  out->count++;
  return 0;
}

/* More layers than this in one <jwf-flame> is no artist's file (JWildfire's editor makes a
 * handful): the rest are said and left out. */
#define MAX_LAYERS 64

/* A <layer>'s own attributes (JWFFlameReader.parseLayerAttributes): whether it is drawn, its
 * weight and density. Its gradient map (an image) and its motion curves are said. */
static int layer_attrs(parser *p, xmlNode *layer, int *visible, double *weight, double *density) {
  *visible = 1;
  *weight = *density = 1.0;
  for (xmlAttr *a = layer->properties; a; a = a->next) {
    const char *name = (const char *)a->name;
    xmlChar *v = xmlNodeGetContent((xmlNode *)a);
    const char *value = v ? (const char *)v : "";
    int rc = 0;
    if (!strcmp(name, "weight") || !strcmp(name, "density")) {
      double x;
      rc = parse_number(p, layer, name, value, &x);
      if (rc == 0 && !(x >= 0 && isfinite(x)))
        rc = parse_fail(p, layer, "<layer> %s %.17g must be a finite number of 0 or more", name, x);
      if (rc == 0) *(name[0] == 'w' ? weight : density) = x;
    } else if (!strcmp(name, "visible")) {
      *visible = atoi(value) == 1; /* JWildfire: visible when "1" */
    } else if (!strcmp(name, "gradient_map")) {
      if (value[0]) parse_unsupported_feature(p, "JWildfire's gradient maps (a layer's palette from an image)");
    } else if (strstr(name, "Curve_")) {
      /* a motion curve's (weightCurve_x0, palette_modHueCurve_enabled…): one enabled is said;
       * the palette editor's curves (gradientEditorHueCurve…), which draw nothing, are quiet */
      const size_t n = strlen(name);
      if (n > 13 && !strcmp(name + n - 13, "Curve_enabled") && !strcmp(value, "true") &&
          strncmp(name, "gradientEditor", 14))
        parse_unsupported_feature(p, "JWildfire's motion curves of a layer");
    } else if (strcmp(name, "name") && strcmp(name, "smooth_gradient") && strncmp(name, "gradient_map_", 13) &&
               parse_first_time(p, "layer attribute", name)) {
      parse_warn(p, layer, "unknown attribute %s on <layer>, ignored", name);
    }
    xmlFree(v);
    if (rc < 0) return -1;
  }
  return 0;
}

static int holds_xform(const xmlNode *layer) {
  for (const xmlNode *c = layer->children; c; c = c->next)
    if (xml_is_named(c, "xform")) return 1;
  return 0;
}

/* JWildfire's document of layers, <jwf-flame> (JWFFlameWriter: what JWildfire saves for a flame
 * of several layers, or with background xforms): the flame's attributes on it, each <layer> its
 * xforms, final xforms and palette. The layers JWildfire draws — visible, with xforms — each
 * become a genome of the flame's attributes; the first is the flame, the others its
 * genome_list.layers, with every layer's weight and density. */
static int append_jwf_flame(parser *p, xmlNode *n, genome_list *out) {
  xmlNode *drawn[MAX_LAYERS];
  double weight[MAX_LAYERS], density[MAX_LAYERS];
  int count = 0, more_said = 0;
  for (xmlNode *c = n->children; c; c = c->next) {
    if (c->type != XML_ELEMENT_NODE) continue;
    if (!xml_is_named(c, "layer")) {
      static const char *const layer[] = {"layer", NULL};
      parse_warn_unknown_element(p, c, layer);
      continue;
    }
    int visible;
    double w, d;
    if (layer_attrs(p, c, &visible, &w, &d) < 0) return -1;
    if (!visible || !holds_xform(c)) continue;
    if (count == MAX_LAYERS) {
      if (!more_said) parse_unsupported_feature(p, "JWildfire's layers past the 64th");
      more_said = 1;
      continue;
    }
    drawn[count] = c;
    weight[count] = w;
    density[count++] = d;
  }
  if (count == 0) return parse_fail(p, n, "<jwf-flame> has no visible <layer> with xforms");
  if (grow_flames(p, n, out) < 0) return -1;
  const int k = out->count;
  genome *g = &out->flames[k];
  if (parse_flame_from(p, n, drawn[0], g) < 0) {
    genome_free(g);
    return -1;
  }
  int moving = p->jwf_moving_curves;
  if (count > 1 || weight[0] != 1.0 || density[0] != 1.0) {
    genome_layers l = {.count = count};
    l.more = count > 1 ? calloc((size_t)count - 1, sizeof *l.more) : NULL;
    l.weight = malloc((size_t)count * sizeof *l.weight);
    l.density = malloc((size_t)count * sizeof *l.density);
    int rc = (count > 1 && !l.more) || !l.weight || !l.density ? parse_fail(p, n, "out of memory") : 0;
    if (rc == 0 && !out->layers) { /* the first flame with them: room for every flame so far */
      out->layers = calloc((size_t)k + 1, sizeof *out->layers);
      if (!out->layers) rc = parse_fail(p, n, "out of memory");
    }
    int made = 0;
    for (; rc == 0 && made < count - 1; made++) {
      rc = parse_flame_from(p, n, drawn[made + 1], &l.more[made]);
      if (rc < 0) genome_free(&l.more[made]);
      moving |= p->jwf_moving_curves;
    }
    if (rc < 0) {
      for (int i = 0; i < made - 1; i++) genome_free(&l.more[i]);
      free(l.more);
      free(l.weight);
      free(l.density);
      genome_free(g);
      return -1;
    }
    memcpy(l.weight, weight, (size_t)count * sizeof *weight);
    memcpy(l.density, density, (size_t)count * sizeof *density);
    /* the background is the first layer's (render/backdrop.h); JWildfire adds the other
     * layers' background xforms to it */
    for (int i = 0; i < count - 1; i++)
      if (l.more[i].backdrop.xforms[0] != 0 || l.more[i].backdrop.xforms[1] != 0 || l.more[i].backdrop.xforms[2] != 0) {
        parse_unsupported_feature(p, "JWildfire's background xforms of layers after the first");
        memset(l.more[i].backdrop.xforms, 0, sizeof l.more[i].backdrop.xforms);
      }
    out->layers[k] = l;
  }
  if (count == 1) {
    if (blur_packets(p, n, drawn[0], out, k) < 0) {
      if (out->layers) { /* (the flame is not counted: genome_list_free would not see its layer's weight) */
        free(out->layers[k].weight);
        free(out->layers[k].density);
        memset(&out->layers[k], 0, sizeof out->layers[k]);
      }
      genome_free(g);
      return -1;
    }
  } else if (g->motion_blur_length > 0 && moving) {
    parse_unsupported_feature(p, "JWildfire's motion blur of a flame of several layers (drawn without the motion)");
  }
  out->count++;
  return 0;
}

/* Every <flame> at any depth, in document order, not looking inside a <flame> (flam3). */
static int holds_flame(const xmlNode *node, int depth) {
  for (; node && depth < 1000; node = node->next)
    if ((node->type == XML_ELEMENT_NODE && xml_is_named(node, "flame")) || holds_flame(node->children, depth + 1))
      return 1;
  return 0;
}

/* flam3 takes every <flame> of the document, whatever holds it, and skips anything else: an
 * element named like "flame" mistyped (<flmae>) that holds none would drop a flame silently,
 * so it is said. Containers (<flames>, <animation>, …) hold flames and pass quietly. */
static void warn_mistyped_flame(parser *p, xmlNode *node) {
  static const char *const flame[] = {"flame", NULL};
  if (genome_suggest((const char *)node->name, known_word, (void *)flame) && !holds_flame(node->children, 0))
    parse_warn_unknown_element(p, node, flame);
}

static int scan_for_flames(parser *p, xmlNode *node, genome_list *out, int depth) {
  if (depth > 1000) return parse_fail(p, node, "XML nested too deeply");
  for (; node; node = node->next) {
    int rc;
    if (node->type == XML_ELEMENT_NODE && xml_is_named(node, "flame")) rc = append_flame(p, node, out);
    else if (node->type == XML_ELEMENT_NODE && xml_is_named(node, "jwf-flame")) rc = append_jwf_flame(p, node, out);
    else {
      if (node->type == XML_ELEMENT_NODE) warn_mistyped_flame(p, node);
      rc = scan_for_flames(p, node->children, out, depth + 1);
    }
    if (rc < 0) return -1;
  }
  return 0;
}

/* flam3_parse_xml2's fix-ups over the whole file. */
static void fix_up_sequence(parser *p, genome_list *list) {
  genome *cp = list->flames;
  int n = list->count;
  if (n >= 1 && cp[0].interpolation == INTERP_SMOOTH) {
    fb_warnf(&p->warn, "%s:%d: smooth interpolation cannot be used for the first segment, using linear",
             p->file, cp[0].source_line);
    cp[0].interpolation = INTERP_LINEAR;
  }
  if (n >= 2 && cp[n - 2].interpolation == INTERP_SMOOTH) {
    fb_warnf(&p->warn, "%s:%d: smooth interpolation cannot be used for the last segment, using linear",
             p->file, cp[n - 2].source_line);
    cp[n - 2].interpolation = INTERP_LINEAR;
  }
  for (int i = 1; i < n; i++) {
    if (cp[i - 1].interpolation_type == ITYPE_OLD || cp[i - 1].interpolation_type == ITYPE_OLDER) continue;
    /* flam3 steps by 360 one at a time; absurd angles jump first and the steps are
     * capped, so that this always ends. */
    double prev = cp[i - 1].rotate, *r = &cp[i].rotate;
    if (fabs(*r - prev) > 3.6e6) *r = prev + remainder(*r - prev, 360.0);
    for (int k = 0; k < 20000 && *r < prev - 180; k++) *r += 360;
    for (int k = 0; k < 20000 && *r > prev + 180; k++) *r -= 360;
  }
}

static xmlDoc *read_xml(parser *p, const char *xml, size_t len) {
  xml_read_error first;
  xmlDoc *doc = xml_read_quietly(xml, len, p->file, &p->warn, &first);
  if (!doc && !first.msg[0]) /* libxml2 reports nothing for an empty buffer */
    fb_errorf(p->err, "%s: %s", p->file, len == 0 ? "empty file, expected flam3 XML" : "cannot parse XML");
  else if (!doc)
    fb_errorf(p->err, "%s:%d: malformed XML: %s", p->file, first.line, first.msg);
  return doc;
}

static int parse_document(parser *p, const char *xml, size_t len, genome_list *out) {
  xmlDoc *doc = read_xml(p, xml, len);
  if (!doc) return -1;
  int rc = scan_for_flames(p, xmlDocGetRootElement(doc), out, 0);
  xmlFreeDoc(doc);
  if (rc == 0 && out->count == 0) rc = fb_errorf(p->err, "%s: no <flame> element", p->file);
  if (rc == 0) fix_up_sequence(p, out);
  /* Keyframes of an animation (flames at several times) are interpolated one layer each. */
  for (int i = 1; rc == 0 && out->layers && i < out->count; i++)
    if (out->flames[i].time != out->flames[0].time) {
      for (int k = 0; k < out->count; k++)
        if (out->layers[k].count > 0)
          parse_unsupported_feature(p, "JWildfire's layers in an animation's keyframes (their first layers drawn)");
      break;
    }
  return rc;
}

int genome_parse_memory(const char *xml, size_t len, const char *name, const genome_parse_options *opt,
                        genome_list *out, fb_error *err) {
  parser p;
  memset(&p, 0, sizeof p);
  p.file = name ? name : "<memory>";
  p.err = err;
  if (opt) {
    p.palettes_path = opt->palettes_path;
    p.warn = opt->warn;
  }
  out->flames = NULL;
  out->blur_packets = NULL;
  out->layers = NULL;
  out->count = 0;
  out->unsupported[0] = 0;

  /* strtod must read '.' whatever locale the program runs in: switch this thread to "C". */
  locale_t c_locale = newlocale(LC_ALL_MASK, "C", (locale_t)0);
  if (!c_locale) return fb_errorf(err, "%s: cannot create the C locale", p.file);
  locale_t old_locale = uselocale(c_locale);
  int rc = parse_document(&p, xml, len, out);
  uselocale(old_locale);
  freelocale(c_locale);

  if (rc == 0) parse_warn_unlisted(&p);
  if (rc == 0) {
    parse_unsupported_summary(&p, out->unsupported, sizeof out->unsupported);
    if (out->unsupported[0])
      fb_warnf(&p.warn, "%s: not everything in it is drawn: %s", p.file, out->unsupported);
  }
  genome_palette_library_close(p.lib);
  parse_warned_free(&p);
  parse_curves_free(&p);
  if (rc < 0) genome_list_free(out);
  return rc;
}

int genome_parse_file(const char *path, const genome_parse_options *opt, genome_list *out, fb_error *err) {
  out->flames = NULL;
  out->blur_packets = NULL;
  out->layers = NULL;
  out->count = 0;
  char *buf;
  size_t len;
  if (fb_read_regular_file(path, &buf, &len, err) < 0) return -1; /* never blocks on a FIFO */
  int rc = genome_parse_memory(buf, len, path, opt, out, err);
  free(buf);
  return rc;
}
