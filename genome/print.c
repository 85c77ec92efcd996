/*
 * print.c — the canonical <flame> printer.
 *
 * The text is hashed for caching and embedded in PNGs, so it must be a function of the
 * genome alone and carry everything the image depends on:
 *  - flam3_print's element and attribute order, but every flame attribute always printed
 *    (no "default, so omitted" cases that could hide a difference);
 *  - numbers in the shortest of %.15g/%.16g/%.17g that reads back as the same double, in
 *    the C locale whatever the program's locale;
 *  - variations with a non-zero weight in index order (twintrian included: flam3 never
 *    writes it, which loses it); parameters of those variations, plus any parameter that
 *    differs from its default (absent variations' parameters still feed "old"/"older"
 *    interpolation); the parameters other editors gave flam3's variations (splits' shears:
 *    FM_PARAMS_BEYOND_FLAM3) only where not default, so that a flam3 genome prints as before;
 *  - the palette as 256 <color> entries, never palette="N"/hue (already applied), with
 *    rgba only where alpha is not 1. The parser premultiplies <color> values, so each
 *    channel is printed as a number that the parser maps back to the stored double
 *    (see channel_text); print -> parse -> print is therefore byte-identical.
 * Not printed, because they are applied while parsing: soloxform, <symmetry>, the per-xform
 * Apophysis `symmetry`, palette/hue. Not printed because they never change an image: <edit>
 * history, motion elements, flam3's version string.
 */
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif
#include "genome.h"
#include "genome_fields.h"
#include "resource_text.h"
#include "../util/strbuf.h"

#include <locale.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void attr_number(strbuf *t, const char *name, double v) {
  char num[32];
  strbuf_printf(t, " %s=\"%s\"", name, fb_exact_decimal(v, num));
}

static void attr_numbers(strbuf *t, const char *name, const double *v, int count) {
  char num[32];
  strbuf_printf(t, " %s=\"", name);
  for (int i = 0; i < count; i++) strbuf_printf(t, "%s%s", i ? " " : "", fb_exact_decimal(v[i], num));
  strbuf_puts(t, "\"");
}

/* What the parser stores for a <color> channel x under alpha a (a = 1 for alpha itself):
 * (x * (1/255)) * a, as Debian's flam3 computes it (parse.c). */
static double read_channel(double alpha, double x) {
  return (x * (1.0 / 255.0)) * alpha;
}

/* An x with read_channel(alpha, x) == target, searched a few ulps around the exact
 * quotient; if there is none, the x whose result is nearest. */
static double solve_channel(double alpha, double target) {
  if (alpha == 0.0) return 0.0;
  double x0 = target * 255.0 / alpha;
  if (!isfinite(x0)) return 0.0;
  if (read_channel(alpha, x0) == target) return x0;
  double best = x0, best_err = fabs(read_channel(alpha, x0) - target);
  double up = x0, down = x0;
  for (int k = 0; k < 64; k++) {
    up = nextafter(up, INFINITY);
    down = nextafter(down, -INFINITY);
    double cand[2] = {up, down};
    for (int c = 0; c < 2; c++) {
      double err = fabs(read_channel(alpha, cand[c]) - target);
      if (err == 0) return cand[c];
      if (err < best_err) best = cand[c], best_err = err;
    }
  }
  return best;
}

/* The text for one channel and the value the parser will store from it. A value no text
 * can reproduce is replaced by its nearest reproducible neighbour before printing, so the
 * same text comes out again after reading it back. */
static double channel_text(double alpha, double target, char out[32]) {
  double x = solve_channel(alpha, target);
  double got = read_channel(alpha, x);
  if (got != target) {
    target = got;
    x = solve_channel(alpha, target);
  }
  for (int prec = 15; prec <= 17; prec++) {
    snprintf(out, 32, "%.*g", prec, x);
    if (read_channel(alpha, strtod(out, NULL)) == target) break;
  }
  return read_channel(alpha, strtod(out, NULL));
}

static void print_palette(strbuf *t, const genome *g) {
  for (int i = 0; i < GENOME_PALETTE_SIZE; i++) {
    const double *c = g->palette[i];
    char a[32], r[32], gr[32], b[32];
    double alpha = channel_text(1.0, c[3], a);
    channel_text(alpha, c[0], r);
    channel_text(alpha, c[1], gr);
    channel_text(alpha, c[2], b);
    if (alpha == 1.0) strbuf_printf(t, "   <color index=\"%d\" rgb=\"%s %s %s\"/>\n", i, r, gr, b);
    else strbuf_printf(t, "   <color index=\"%d\" rgba=\"%s %s %s %s\"/>\n", i, r, gr, b, a);
  }
}

/* ---- the flame element ---------------------------------------------------------------- */

static void attr_enum(strbuf *t, const char *name, const char *(*name_of)(int), int value) {
  const char *s = name_of(value);
  if (s) strbuf_printf(t, " %s=\"%s\"", name, s);
  else strbuf_printf(t, " %s=\"%d\"", name, value);
}

/* XML-escapes the name; tab/newline/CR as character references so they survive attribute
 * value normalisation. */
static void attr_name(strbuf *t, const char *name) {
  strbuf_puts(t, " name=\"");
  for (const char *s = name; *s; s++) {
    switch (*s) {
    case '&': strbuf_puts(t, "&amp;"); break;
    case '<': strbuf_puts(t, "&lt;"); break;
    case '>': strbuf_puts(t, "&gt;"); break;
    case '"': strbuf_puts(t, "&quot;"); break;
    case '\t': strbuf_puts(t, "&#9;"); break;
    case '\n': strbuf_puts(t, "&#10;"); break;
    case '\r': strbuf_puts(t, "&#13;"); break;
    default: strbuf_put(t, s, 1); break;
    }
  }
  strbuf_puts(t, "\"");
}

/* The <flame> element's attributes, in flam3's order, from the one list of fields. */
#define PRINT_TIME(m, def, names)                                                                                     \
  attr_number(t, "time", g->time);                                                                               \
  if (g->name[0]) attr_name(t, g->name);
#define PRINT_NUM(m, def, names) attr_number(t, #m, g->m);
#define PRINT_LENIENT(m, def, names) attr_number(t, #m, g->m);
#define PRINT_INT(m, def, names) strbuf_printf(t, " " #m "=\"%d\"", g->m);
#define PRINT_ENUM(m, def, names) attr_enum(t, #m, names, g->m);
#define PRINT_OPTNUM(m, def, names) if (g->m != (def)) attr_number(t, #m, g->m);
#define PRINT_OPTINT(m, def, names) if (g->m != (def)) strbuf_printf(t, " " #m "=\"%d\"", g->m);
#define PRINT_OPTENUM(m, def, names) if (g->m != (def)) attr_enum(t, #m, names, g->m);
#define PRINT_SIZE(m, def, names) strbuf_printf(t, " size=\"%d %d\"", g->width, g->height);
#define PRINT_CENTER(m, def, names) attr_numbers(t, "center", g->center, 2);
#define PRINT_BACKGROUND(m, def, names) attr_numbers(t, "background", g->background, 3);
#define PRINT_WITH_PREV(m, def, names)
#define PRINT_CONSUMED(m, def, names)
#define PRINT_FIELD(member, kind, def, changed, interp, key, xml, names) PRINT_##xml(member, def, names)

/* The colour curves in their editor's form, which the parser reads back as that editor's
 * (parse_colour_curves.c): Apophysis' as curves= alone (the printed flame names no editor),
 * Fractorium's as its four NAME_curve attributes. */
static void print_colour_curves(strbuf *t, const fm_colour_curves *c) {
  static const char *const names[4] = {"overall_curve", "red_curve", "green_curve", "blue_curve"};
  double v[3 * 4 * 4];
  if (c->model == FM_CURVES_APOPHYSIS) {
    int n = 0;
    for (int k = 0; k < 4; k++)
      for (int i = 0; i < 4; i++) v[n++] = c->x[k][i], v[n++] = c->y[k][i], v[n++] = c->weight[k][i];
    attr_numbers(t, "curves", v, n);
  } else if (c->model == FM_CURVES_FRACTORIUM) {
    for (int k = 0; k < 4; k++) {
      double pairs[2 * FM_CURVE_POINTS];
      for (int i = 0; i < c->count[k]; i++) pairs[2 * i] = c->x[k][i], pairs[2 * i + 1] = c->y[k][i];
      attr_numbers(t, names[k], pairs, 2 * c->count[k]);
    }
  }
}

/* JWildfire's solid rendering in its own attributes, every value written (parse_solid.c reads
 * them back; the printed flame names no editor, and the parser reads them from any file). */
static void print_solid(strbuf *t, const fm_solid *s) {
  static const char *const responses[] = {"COSA", "COSA_SQUARE", "COSA_HALVE", "COSA_HALVE_SQUARE"};
  char name[64];
  if (!s->enabled) return;
  strbuf_printf(t, " sld_render_enabled=\"1\" sld_render_ao_enabled=\"%d\"", s->ao_enabled);
  attr_number(t, "sld_render_ao_intensity", s->ao_intensity);
  attr_number(t, "sld_render_ao_search_radius", s->ao_search_radius);
  attr_number(t, "sld_render_ao_blur_radius", s->ao_blur_radius);
  strbuf_printf(t, " sld_render_ao_radius_samples=\"%d\" sld_render_ao_azimuth_samples=\"%d\"", s->ao_radius_samples,
                s->ao_azimuth_samples);
  attr_number(t, "sld_render_ao_falloff", s->ao_falloff);
  attr_number(t, "sld_render_ao_affect_diffuse", s->ao_affect_diffuse);
  strbuf_printf(t, " sld_render_material_count=\"%d\"", s->num_materials);
  for (int i = 0; i < s->num_materials; i++) {
    const fm_solid_material *m = &s->material[i];
    const struct { const char *what; double v; } values[] = {
        {"diffuse", m->diffuse}, {"ambient", m->ambient}, {"phong", m->phong}, {"phong_size", m->phong_size},
        {"phong_red", m->phong_red}, {"phong_green", m->phong_green}, {"phong_blue", m->phong_blue},
        {"refl_map_intensity", m->refl_intensity}};
    for (size_t k = 0; k < sizeof values / sizeof values[0]; k++) {
      snprintf(name, sizeof name, "sld_render_material_%s%d", values[k].what, i);
      attr_number(t, name, values[k].v);
    }
    strbuf_printf(t, " sld_render_material_light_diif_func%d=\"%s\"", i, responses[m->diffuse_response & 3]);
  }
  strbuf_printf(t, " sld_render_ligtht_count=\"%d\"", s->num_lights);
  for (int i = 0; i < s->num_lights; i++) {
    const fm_solid_light *l = &s->light[i];
    const struct { const char *what; double v; } values[] = {
        {"altitude", l->altitude}, {"azimuth", l->azimuth}, {"intensity", l->intensity},
        {"red", l->red}, {"green", l->green}, {"blue", l->blue}};
    for (size_t k = 0; k < sizeof values / sizeof values[0]; k++) {
      snprintf(name, sizeof name, "sld_render_light_%s%d", values[k].what, i);
      attr_number(t, name, values[k].v);
    }
    snprintf(name, sizeof name, "sld_render_light_shadow_intensity%d", i);
    attr_number(t, name, l->shadow_intensity);
    strbuf_printf(t, " sld_render_light_shadows%d=\"%d\"", i, l->casts_shadow != 0);
  }
  static const char *const shadow_types[] = {"OFF", "FAST", "SMOOTH"};
  strbuf_printf(t, " sld_render_shadow_type=\"%s\"", shadow_types[s->shadow_type >= 0 && s->shadow_type < 3 ? s->shadow_type : 0]);
  attr_number(t, "sld_render_shadowmap_size", s->shadowmap_size);
  attr_number(t, "sld_render_shadowmap_bias", s->shadow_bias);
  attr_number(t, "sld_render_shadow_smooth_radius", s->shadow_smooth_radius);
}

/* JWildfire's background gradient in its own attributes (parse_backdrop.c reads them back from
 * any file), and the zoom of its background xforms' plane where it is not 1. */
static void print_backdrop(strbuf *t, const genome_backdrop *b) {
  static const char *const names[5] = {"background_ul", "background_ur", "background_ll", "background_lr", "background_cc"};
  if (b->type == BACKDROP_GRADIENT_2X2 || b->type == BACKDROP_GRADIENT_2X2_C) {
    const int corners = b->type == BACKDROP_GRADIENT_2X2 ? 4 : 5;
    strbuf_printf(t, " background_type=\"%s\"", corners == 4 ? "GRADIENT_2X2" : "GRADIENT_2X2_C");
    for (int k = 0; k < corners; k++) attr_numbers(t, names[k], b->corner[k], 3);
  }
  if ((b->xforms[0] != 0 || b->xforms[1] != 0 || b->xforms[2] != 0) && b->zoom != 1.0)
    attr_number(t, "backdrop_zoom", b->zoom);
}

static void print_flame_open(strbuf *t, const genome *g) {
  strbuf_puts(t, "<flame");
  GENOME_FLAME_FIELDS(PRINT_FIELD)
  print_colour_curves(t, &g->colour_curves);
  print_solid(t, &g->solid);
  print_backdrop(t, &g->backdrop);
  strbuf_puts(t, ">\n");
}

static int is_identity(const double m[3][2]) {
  return m[0][0] == 1.0 && m[0][1] == 0.0 && m[1][0] == 0.0 && m[1][1] == 1.0 && m[2][0] == 0.0 &&
         m[2][1] == 0.0;
}

/* Bitwise, so that -0 is kept where it differs from a +0 default. */
static int differs(double a, double b) {
  return memcmp(&a, &b, sizeof a) != 0;
}

/* A pre or post variation as the editors write it (genome_kind_name): pre_NAME, post_NAME, or
 * JWildfire's NAME with NAME_fx_priority. */
static void print_variation(strbuf *t, const genome_xform_variation *var) {
  const int v = var->index;
  char name[160];
  int priority = 0;
  genome_kind_name(v, var->kind, name, sizeof name, &priority);
  attr_number(t, name, var->weight);
  if (priority) {
    snprintf(name, sizeof name, "%s_fx_priority", genome_variation_name(v));
    strbuf_printf(t, " %s=\"%d\"", name, priority);
  }
}

/* The variations, then in the table's order the parameters of those variations (but the ones
 * other editors gave flam3's) and any parameter away from its default. */
static void print_variations(strbuf *t, const genome_xform *x) {
  for (int i = 0; i < x->nvars; i++) print_variation(t, &x->vars[i]);
  unsigned char candidate[FM_NPARAMS] = {0};
  for (int i = 0; i < x->nparams; i++) candidate[x->param_index[i]] = 1;
  for (int i = 0; i < x->nvars; i++) {
    const int *params = genome_variation_params(x->vars[i].index);
    for (int k = 0; params[k] >= 0; k++) candidate[params[k]] = 1;
  }
  for (int p = 0; p < FM_NPARAMS; p++) {
    if (!candidate[p]) continue;
    const double v = genome_xform_param(x, p);
    if ((genome_xform_var(x, genome_param_variation(p)) != 0.0 && !genome_param_beyond_flam3(p)) ||
        differs(v, genome_param_default(p)))
      attr_number(t, genome_param_name(p), v);
  }
  /* the values a form holds apart (the xform's are its first form's), under the form's prefix,
   * as Fractorium writes its forms' */
  for (int i = 0; i < x->nform_params; i++) {
    const genome_form_param *f = &x->form_params[i];
    if (genome_xform_form(x, genome_param_variation(f->param), f->kind) == 0) continue;
    const int pre = f->kind == FM_KIND_PRE_SET || f->kind == FM_KIND_PRE_SUM;
    char name[160];
    snprintf(name, sizeof name, "%s%s", pre ? "pre_" : "post_", genome_param_name(f->param));
    attr_number(t, name, f->value);
  }
  /* subflame_wf's flame, as JWildfire writes it (its text in hex bytes), so that the text goes
   * where the genome goes (a PNG's metadata, another process) */
  if (genome_xform_var(x, FM_VAR_subflame_wf) != 0.0) {
    const double part[3] = {genome_xform_param(x, FM_P_subflame_wf_text0), genome_xform_param(x, FM_P_subflame_wf_text1),
                            genome_xform_param(x, FM_P_subflame_wf_text2)};
    size_t len;
    const char *text = genome_text_find(genome_text_digest_join(part), &len);
    if (text) {
      strbuf_puts(t, " subflame_wf_flame=\"");
      for (size_t i = 0; i < len; i++) strbuf_printf(t, "%02X", (unsigned char)text[i]);
      strbuf_puts(t, "\"");
    }
  }
}

/* Chaos row with trailing 1s dropped (flam3's form); nothing when the row is all 1. */
static void print_chaos_row(strbuf *t, const double *row, int n) {
  while (n > 0 && row[n - 1] == 1.0) n--;
  if (n > 0) attr_numbers(t, "chaos", row, n);
}

/* The xform's own attributes (genome_fields.h) of one part, in the table's order: the head
 * (HEAD, and NOTFINAL but for the final xform) or the tail. */
enum { XF_PRINT_HEAD, XF_PRINT_NOTFINAL, XF_PRINT_TAIL };
static void print_xform_fields(strbuf *t, const genome_xform *x, int is_final, int tail) {
#define PRINT_XFORM_FIELD(member, def, changed, interp, key, print, xml)                                    \
  if ((XF_PRINT_##print == XF_PRINT_TAIL) == tail && !(XF_PRINT_##print == XF_PRINT_NOTFINAL && is_final)) \
    attr_number(t, #member, x->member);
  GENOME_XFORM_FIELDS(PRINT_XFORM_FIELD)
#undef PRINT_XFORM_FIELD
}

/* Xform `index` of g (-1: a final one) as <xform> (<finalxform>), or as <`tag`>. */
static void print_xform(strbuf *t, const genome *g, const genome_xform *x, int index, const char *tag) {
  int is_final = index < 0;
  if (tag) strbuf_printf(t, "   <%s", tag);
  else strbuf_puts(t, is_final ? "   <finalxform" : "   <xform");
  print_xform_fields(t, x, is_final, 0);
  print_variations(t, x);
  attr_numbers(t, "coefs", &x->coefs[0][0], 6);
  if (!is_identity(x->post)) attr_numbers(t, "post", &x->post[0][0], 6);
  if (!is_identity(x->yz)) attr_numbers(t, "yzCoefs", &x->yz[0][0], 6);
  if (!is_identity(x->zx)) attr_numbers(t, "zxCoefs", &x->zx[0][0], 6);
  if (!is_identity(x->yz_post)) attr_numbers(t, "yzPost", &x->yz_post[0][0], 6);
  if (!is_identity(x->zx_post)) attr_numbers(t, "zxPost", &x->zx_post[0][0], 6);
  if (x->color_type == COLOR_TYPE_DISTANCE) strbuf_puts(t, " color_type=\"DISTANCE\"");
  if (x->color_type == COLOR_TYPE_CYCLIC) strbuf_puts(t, " color_type=\"CYCLIC\"");
  if (x->color_type == COLOR_TYPE_NONE) strbuf_puts(t, " color_type=\"NONE\"");
  static const char *const mods[GENOME_COLOUR_MODS] = {"mod_gamma", "mod_contrast", "mod_saturation", "mod_hue"};
  for (int k = 0; k < GENOME_COLOUR_MODS; k++)
    if (x->colour_mod[k] != 0.0 || x->colour_mod_speed[k] != 0.0) { /* (parse_editors.c reads them) */
      char speed[32];
      snprintf(speed, sizeof speed, "%s_speed", mods[k]);
      attr_number(t, mods[k], x->colour_mod[k]);
      attr_number(t, speed, x->colour_mod_speed[k]);
    }
  genome_wfield_print(t, &x->wfield);
  if (!is_final && g->chaos)
    print_chaos_row(t, &g->chaos[(size_t)index * (size_t)g->num_xforms], g->num_xforms);
  print_xform_fields(t, x, is_final, 1);
  strbuf_puts(t, "/>\n");
}

/* JWildfire's background xforms, from the text the parser kept (genome/resource_text.h), as
 * the <bgxform>s the parser reads back; a text no longer kept prints nothing. */
static void print_backdrop_xforms(strbuf *t, const genome *g) {
  size_t len;
  const char *text = genome_text_find(genome_text_digest_join(g->backdrop.xforms), &len);
  genome_list bg;
  fb_error err;
  genome_parse_options opt = {NULL, {NULL, NULL}};
  if (!text || genome_parse_memory(text, len, "JWildfire's background xforms", &opt, &bg, &err) < 0) return;
  for (int f = 0; f < bg.count; f++)
    for (int i = 0; i < bg.flames[f].num_xforms; i++) print_xform(t, &bg.flames[f], &bg.flames[f].xforms[i], i, "bgxform");
  genome_list_free(&bg);
}

char *genome_print(const genome *g) {
  locale_t c_locale = newlocale(LC_ALL_MASK, "C", (locale_t)0);
  if (!c_locale) return NULL;
  locale_t old_locale = uselocale(c_locale);

  strbuf t = {0};
  print_flame_open(&t, g);
  for (int i = 0; i < g->num_xforms; i++) print_xform(&t, g, &g->xforms[i], i, NULL);
  for (int k = 0; k < g->num_finals; k++) print_xform(&t, g, GENOME_FINAL(g, k), -1, NULL);
  print_backdrop_xforms(&t, g);
  print_palette(&t, g);
  strbuf_puts(&t, "</flame>\n");

  uselocale(old_locale);
  freelocale(c_locale);
  if (t.failed) {
    free(t.buf);
    return NULL;
  }
  return t.buf;
}
