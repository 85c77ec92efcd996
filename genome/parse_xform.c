/*
 * parse_xform.c — <xform>, <finalxform>, <motion> and <symmetry> elements, kept in flam3's
 * array model while a flame is read (see parse.c for the overview): the final xform stays
 * last, a new xform's default colour is its array index & 1, chaos rows are collected by
 * standard-xform index, and <symmetry> appends xforms and sorts the last array entries with
 * flam3's comparator (which can include the final xform: flam3 does that too).
 */
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif
#include "parse_private.h"
#include "genome_fields.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void flame_work_free(flame_work *w) {
  free(w->xf);
  free(w->chaos);
  free(w->more_finals);
}

/* Appends an xform initialised as flam3 does (colour = its index & 1, no variations) and
 * keeps the final xform last. Returns the new xform's index, or -1. */
static int work_add(parser *p, flame_work *w, xmlNode *node, int is_final) {
  if (w->n >= MAX_XFORMS + 1) return parse_fail(p, node, "too many xforms (at most %d)", MAX_XFORMS);
  if (w->n == w->cap) {
    int cap = w->cap ? 2 * w->cap : 16;
    genome_xform *xf = realloc(w->xf, (size_t)cap * sizeof *xf);
    if (!xf) return parse_fail(p, node, "out of memory");
    w->xf = xf;
    w->cap = cap;
  }
  int i = w->n++;
  genome_xform_init(&w->xf[i]);
  w->xf[i].color = i & 1;
  if (is_final) {
    w->final_index = i;
    return i;
  }
  if (w->final_index >= 0) {
    genome_xform fx = w->xf[w->final_index];
    w->xf[w->final_index] = w->xf[i];
    w->xf[i] = fx;
    w->final_index = i;
    i--;
  }
  w->std_count++;
  return i;
}

/* ---- xform attributes ------------------------------------------------------------- */

enum xform_kind { XF_STD, XF_FINAL, XF_MOTION };

typedef struct xform_extra {
  int motion_freq, motion_func;
} xform_extra;

static int add_chaos_row(parser *p, flame_work *w, xmlNode *n, int row, const char *value) {
  /* flam3 splits on ' ' only and skips entries equal to 1 (the default). */
  const char *s = value;
  for (int to = 0;; to++) {
    while (*s == ' ') s++;
    if (!*s) return 0;
    size_t len = strcspn(s, " ");
    char tok[128];
    if (len >= sizeof tok) return parse_bad_number(p, n, "chaos", value);
    memcpy(tok, s, len);
    tok[len] = 0;
    s += len;
    double v;
    if (parse_number(p, n, "chaos", tok, &v) < 0) return -1;
    if (v == 1.0) continue;
    chaos_entry *grown = realloc(w->chaos, (size_t)(w->nchaos + 1) * sizeof *grown);
    if (!grown) return parse_fail(p, n, "out of memory");
    w->chaos = grown;
    w->chaos[w->nchaos++] = (chaos_entry){row, to, v, n};
  }
}

static int set_motion_function(parser *p, xmlNode *n, const char *value, xform_extra *extra) {
  static const char *const names[] = {"sin", "triangle", "hill"};
  for (int i = 0; i < 3; i++) {
    if (strcmp(value, names[i]) == 0) {
      extra->motion_func = i + 1;
      return 0;
    }
  }
  return parse_fail(p, n, "unknown motion_function \"%s\"", value);
}

static int set_var1(parser *p, xmlNode *n, const char *value, genome_xform *x) {
  int k;
  if (parse_one_integer(p, n, "var1", value, &k) < 0) return -1;
  if (k < 0 || k >= FM_NVARS_FLAM3) /* flam3's numbering */
    return parse_fail(p, n, "var1=\"%s\" is not a variation number 0..%d", value, FM_NVARS_FLAM3 - 1);
  x->nvars = 0;
  return parse_set_var(p, n, x, k, 1.0);
}

/* var="w0 w1 …": the weights of flam3's variations, by number. */
static int set_var_list(parser *p, xmlNode *n, const char *value, genome_xform *x) {
  double w[FM_NVARS_FLAM3];
  if (parse_numbers(p, n, "var", value, STRTOD, w, FM_NVARS_FLAM3) < 0) return -1;
  for (int v = 0; v < FM_NVARS_FLAM3; v++)
    if (parse_set_var(p, n, x, v, w[v]) < 0) return -1;
  return 0;
}

static int set_color(parser *p, xmlNode *n, const char *value, genome_xform *x) {
  double c[2];
  x->color = 0.0;
  if (parse_numbers(p, n, "color", value, SSCANF, c, 2) == 0 ||
      parse_numbers(p, n, "color", value, SSCANF, c, 1) == 0) {
    x->color = c[0]; /* "c1 c2" is accepted; the second coordinate is unused */
    return 0;
  }
  return -1;
}

static int set_xform_attr(parser *p, flame_work *w, xmlNode *n, genome_xform *x, enum xform_kind kind,
                          int chaos_row, xform_extra *extra, const char *name, const char *value) {
  double v;
#define READ_NUM(member) parse_number(p, n, name, value, &x->member)
#define READ_COLOR(member) set_color(p, n, value, x)
#define READ_XFORM_FIELD(member, def, changed, interp, key, print, xml) \
  if (strcmp(name, #member) == 0) return READ_##xml(member);
  GENOME_XFORM_FIELDS(READ_XFORM_FIELD)
#undef READ_XFORM_FIELD
#undef READ_COLOR
#undef READ_NUM
  if (strcmp(name, "symmetry") == 0) { /* Apophysis' deprecated colour symmetry */
    if (parse_number(p, n, name, value, &v) < 0) return -1;
    x->color_speed = (1.0 - v) / 2.0;
    x->animate = v > 0 ? 0 : 1;
    return 0;
  }
  if (strcmp(name, "motion_frequency") == 0) return parse_one_integer(p, n, name, value, &extra->motion_freq);
  if (strcmp(name, "motion_function") == 0) return set_motion_function(p, n, value, extra);
  if (strcmp(name, "var1") == 0) return set_var1(p, n, value, x);
  if (strcmp(name, "var") == 0) return set_var_list(p, n, value, x);
  if (strcmp(name, "chaos") == 0) {
    if (kind == XF_MOTION) return parse_fail(p, n, "a <motion> element cannot have a chaos attribute");
    return add_chaos_row(p, w, n, chaos_row, value);
  }
  if (strcmp(name, "plotmode") == 0) {
    if (kind == XF_MOTION) return parse_fail(p, n, "a <motion> element cannot have a plotmode attribute");
    if (strcmp(value, "off") == 0) x->opacity = 0.0;
    return 0;
  }
  if (strcmp(name, "coefs") == 0) return parse_numbers(p, n, name, value, STRTOD, &x->coefs[0][0], 6);
  if (strcmp(name, "post") == 0) return parse_numbers(p, n, name, value, STRTOD, &x->post[0][0], 6);
  /* JWildfire's 3D affine (render: kernels/variations.h fm_xform_begin) */
  if (strcmp(name, "yzCoefs") == 0) return parse_numbers(p, n, name, value, STRTOD, &x->yz[0][0], 6);
  if (strcmp(name, "zxCoefs") == 0) return parse_numbers(p, n, name, value, STRTOD, &x->zx[0][0], 6);
  /* and its 3D post affine (fm_xform_end) */
  if (strcmp(name, "yzPost") == 0) return parse_numbers(p, n, name, value, STRTOD, &x->yz_post[0][0], 6);
  if (strcmp(name, "zxPost") == 0) return parse_numbers(p, n, name, value, STRTOD, &x->zx_post[0][0], 6);
  if (strcmp(name, "amw_amp") == 0) /* flam3 reads it; no variation uses it */
    return parse_number(p, n, name, value, &v);
  int param = genome_param_from_name(name);
  if (param >= 0) {
    if (parse_number(p, n, name, value, &v) < 0) return -1;
    if (param == FM_P_super_shape_rnd) /* flam3 clamps it to [0,1] when reading */
      v = v < 0 ? 0 : v > 1 ? 1 : v;
    return parse_set_param(p, n, x, param, v);
  }
  int var = genome_variation_from_name(name);
  if (var >= 0) return parse_var_number(p, n, name, value, x, var);
  /* Editors' per-xform extras that change nothing flam3 draws: an xform's name; Fractorium's
   * var_color, how much of a direct-colour variation's colour the point takes (all of it, 1,
   * as drawn; another value is said when the xform has such a variation: parse_editor_xform_end). */
  if (strcmp(name, "name") == 0) return 0;
  if (strcmp(name, "var_color") == 0) {
    if (parse_number(p, n, name, value, &v) < 0) return -1;
    p->xform_partial_direct_color = v != 1;
    return 0;
  }
  const int setting = parse_editor_xform_setting(p, n, x, name, value);
  if (setting) return setting < 0 ? -1 : 0;
  const int editor = parse_editor_variation(p, n, x, name, value);
  if (editor) return editor < 0 ? -1 : 0;
  parse_warn_unknown_variation(p, n, name);
  return 0;
}

static int parse_xform_attrs(parser *p, flame_work *w, xmlNode *n, genome_xform *x, enum xform_kind kind,
                             int chaos_row, xform_extra *extra) {
  if (!n->properties)
    return parse_fail(p, n, "<%s> element has no attributes (flam3 rejects it)", (const char *)n->name);
  memset(p->xform_params_set, 0, sizeof p->xform_params_set);
  p->xform_nparams_twice = 0;
  p->xform_flatten_inline = 0;
  p->xform_sets_sum = p->xform_sets_sum_before_n = 0;
  for (xmlAttr *attr = n->properties; attr; attr = attr->next) {
    xmlChar *v = xmlNodeGetContent((xmlNode *)attr);
    const char *value = v ? (const char *)v : "";
    int rc = set_xform_attr(p, w, n, x, kind, chaos_row, extra, (const char *)attr->name, value);
    xmlFree(v);
    if (rc < 0) return -1;
  }
  if (parse_editor_xform_end(p, n, x) < 0) return -1;
  const int over = p->xform_vars_over;
  p->xform_vars_over = 0;
  if (over)
    return parse_fail(p, n, "<%s> has %d variations; flamebuild applies at most %d in one xform", (const char *)n->name,
                      x->nvars + over, FM_XFORM_VARS);
  return 0;
}

/* <motion> children drive flam3-genome's sheep loops only; render and animate ignore them,
 * but flam3 still rejects malformed ones, so they are read and dropped. Any other element is
 * skipped, as flam3 does, and said. */
static int check_motion_elements(parser *p, flame_work *w, xmlNode *xform) {
  static const char *const known[] = {"motion", NULL};
  for (xmlNode *m = xform->children; m; m = m->next) {
    if (m->type == XML_ELEMENT_NODE && !xml_is_named(m, "motion")) parse_warn_unknown_element(p, m, known);
    if (!xml_is_named(m, "motion")) continue;
    genome_xform scratch;
    xform_extra extra = {0, 0};
    genome_xform_init(&scratch);
    if (parse_xform_attrs(p, w, m, &scratch, XF_MOTION, 0, &extra) < 0) return -1;
  }
  return 0;
}

/* Keeps x, a <finalxform> after the first (JWildfire applies them one after another): outside
 * flam3's array model, which has one, in document order; past GENOME_MAX_FINALS reported. */
static int keep_more_final(parser *p, flame_work *w, xmlNode *n, const genome_xform *x) {
  if (1 + w->nmore_finals >= GENOME_MAX_FINALS) {
    char what[96];
    snprintf(what, sizeof what, "final xforms after the %dth (only the first %d are drawn)", GENOME_MAX_FINALS,
             GENOME_MAX_FINALS);
    parse_unsupported_feature(p, what);
    return 0;
  }
  genome_xform *more = realloc(w->more_finals, (size_t)(w->nmore_finals + 1) * sizeof *more);
  if (!more) return parse_fail(p, n, "out of memory");
  w->more_finals = more;
  more[w->nmore_finals++] = *x;
  return 0;
}

int parse_xform_element(parser *p, flame_work *w, xmlNode *n) {
  const int is_final = xml_is_named(n, "finalxform");
  const int more_final = is_final && w->final_index >= 0; /* JWildfire's second, third... */
  genome_xform later_final, *x = &later_final;
  /* flam3 passes the std xform's own index as its chaos row; a final xform gets the row of
   * the std xform before it (a flam3 quirk; -1 when there is none, then ignored). A later
   * final xform is none of flam3's: no row. */
  int row = -1;
  if (more_final) {
    genome_xform_init(x);
  } else {
    int i = work_add(p, w, n, is_final);
    if (i < 0) return -1;
    x = &w->xf[i];
    row = w->std_count - 1;
  }
  xform_extra extra = {0, 0};
  if (parse_xform_attrs(p, w, n, x, is_final ? XF_FINAL : XF_STD, row, &extra) < 0) return -1;
  /* JWildfire writes its final xforms' weight, which it never reads (applyFinalTransforms) */
  if (is_final && x->weight != 0.0 && parse_written_by_jwildfire(p)) x->weight = 0.0;
  if (is_final && x->weight != 0.0) return parse_fail(p, n, "a <finalxform> must not have a weight");
  if (extra.motion_freq != 0 || extra.motion_func != 0)
    return parse_fail(p, n, "motion_frequency/motion_function belong in <motion> elements, not in an xform");
  if (x->weight < 0) return parse_fail(p, n, "negative xform weight %.17g", x->weight);
  if (check_motion_elements(p, w, n) < 0) return -1;
  return more_final ? keep_more_final(p, w, n, x) : 0;
}

/* ---- <symmetry kind> ------------------------------------------------------------------ */

static double round6(double x) {
  x *= 1e6;
  if (x < 0) x -= 1.0;
  return 1e-6 * (int)(x + 0.5);
}

/* flam3's compare_xforms: by colour speed, then (for non-zero colour speed) reflections
 * first and by the angle of the first column, else by determinant. */
static int compare_xforms(const genome_xform *a, const genome_xform *b) {
  double ad = a->coefs[0][0] * a->coefs[1][1] - a->coefs[0][1] * a->coefs[1][0];
  double bd = b->coefs[0][0] * b->coefs[1][1] - b->coefs[0][1] * b->coefs[1][0];
  if (a->color_speed > b->color_speed) return 1;
  if (a->color_speed < b->color_speed) return -1;
  if (a->color_speed != 0.0) {
    if (ad < 0) return -1;
    if (bd < 0) return 1;
    ad = atan2(a->coefs[0][0], a->coefs[0][1]);
    bd = atan2(b->coefs[0][0], b->coefs[0][1]);
  }
  return ad < bd ? -1 : ad > bd ? 1 : 0;
}

/* Stable insertion sort, matching glibc's (merge sort) qsort on ties. */
static void sort_xforms(genome_xform *xf, int count) {
  for (int i = 1; i < count; i++) {
    genome_xform x = xf[i];
    int j = i;
    for (; j > 0 && compare_xforms(&xf[j - 1], &x) > 0; j--) xf[j] = xf[j - 1];
    xf[j] = x;
  }
}

/* coefs = {a, d, b, e}: the 2x2 part in flam3's layout; the translation stays 0. */
static int add_symmetry_xform(parser *p, flame_work *w, xmlNode *n, double color, const double coefs[4]) {
  int i = work_add(p, w, n, 0);
  if (i < 0) return -1;
  genome_xform *x = &w->xf[i];
  x->weight = 1.0;
  x->color_speed = 0.0;
  x->animate = 0.0;
  genome_xform_set_var(x, FM_VAR_linear, 1.0); /* an empty xform: room for it */
  x->color = color;
  x->coefs[0][0] = coefs[0];
  x->coefs[0][1] = coefs[1];
  x->coefs[1][0] = coefs[2];
  x->coefs[1][1] = coefs[3];
  return 0;
}

static int add_symmetry(parser *p, flame_work *w, xmlNode *n, int sym) {
  if (sym == 0 || sym == 1) return 0;
  if (sym > MAX_XFORMS || sym < -MAX_XFORMS) return parse_fail(p, n, "symmetry kind %d is too large", sym);
  int added = 0;
  if (sym < 0) {
    static const double mirror[4] = {-1.0, 0.0, 0.0, 1.0};
    if (add_symmetry_xform(p, w, n, 1.0, mirror) < 0) return -1;
    added++;
    sym = -sym;
  }
  double a = 2 * 3.14159265358979323846 / sym; /* M_PI */
  for (int k = 1; k < sym; k++) {
    double rot[4];
    rot[0] = round6(cos(k * a));
    rot[1] = round6(sin(k * a));
    rot[2] = round6(-rot[1]);
    rot[3] = rot[0];
    if (add_symmetry_xform(p, w, n, sym < 3 ? 0.0 : (k - 1.0) / (sym - 2.0), rot) < 0) return -1;
    added++;
  }
  /* flam3 sorts the last `added` array entries, which include the final xform if any. */
  sort_xforms(&w->xf[w->n - added], added);
  return 0;
}

static uint64_t fnv1a(uint64_t h, const char *s) {
  for (; *s; s++) {
    h ^= (unsigned char)*s;
    h *= 0x100000001b3ULL;
  }
  h ^= 0xff; /* separator, so "ab"+"c" differs from "a"+"bc" */
  return h * 0x100000001b3ULL;
}

static uint64_t hash_element(uint64_t h, xmlNode *n) {
  h = fnv1a(h, (const char *)n->name);
  for (xmlAttr *a = n->properties; a; a = a->next) {
    xmlChar *v = xmlNodeGetContent((xmlNode *)a);
    h = fnv1a(fnv1a(h, (const char *)a->name), v ? (const char *)v : "");
    xmlFree(v);
  }
  return h;
}

static uint64_t splitmix64(uint64_t *state) {
  uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

/* flam3 picks kind 0 with random(): half the time from a table favouring small symmetries,
 * else uniformly from -6..6, rarely -25..25. We keep that distribution but seed it with a
 * hash of the <flame> element's attributes and of every element before this <symmetry>,
 * so the same flame reads the same way on every run and edits elsewhere do not move it. */
static int random_symmetry_kind(xmlNode *flame, xmlNode *sym) {
  static const int table[] = {-4, -3, -2, -2, -2, -1, -1, -1, 2, 2, 2, 3, 3, 4, 4};
  uint64_t state = hash_element(0xcbf29ce484222325ULL, flame);
  for (xmlNode *c = flame->children; c && c != sym; c = c->next)
    if (c->type == XML_ELEMENT_NODE) state = hash_element(state, c);
  if (splitmix64(&state) & 1) return table[splitmix64(&state) % 15];
  if (splitmix64(&state) & 31) return (int)(splitmix64(&state) % 13) - 6;
  return (int)(splitmix64(&state) % 51) - 25;
}

int parse_symmetry_element(parser *p, flame_work *w, xmlNode *flame, xmlNode *n) {
  if (!n->properties) return parse_fail(p, n, "<symmetry> element has no attributes");
  int kind = 0;
  for (xmlAttr *a = n->properties; a; a = a->next) {
    if (strcmp((const char *)a->name, "kind") != 0)
      return parse_fail(p, n, "unknown <symmetry> attribute %s", (const char *)a->name);
    xmlChar *v = xmlNodeGetContent((xmlNode *)a);
    int rc = parse_one_integer(p, n, "kind", v ? (const char *)v : "", &kind);
    xmlFree(v);
    if (rc < 0) return -1;
  }
  if (kind == 0) kind = random_symmetry_kind(flame, n);
  return add_symmetry(p, w, n, kind);
}
