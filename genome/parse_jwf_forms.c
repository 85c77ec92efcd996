/*
 * parse_jwf_forms.c — JWildfire's own forms of variations that flam3 or Fractorium also have
 * under the same name (kernels/var_jwildfire_crops.h, var_jwildfire7.h …, NAME_jwf): which
 * variation a JWildfire file's name stands for, with the parameters carried over, as one table
 * (parse_editors.c calls it for every xform); and what JWildfire calls at weight 0
 * (parse_jwf_calls).
 */
#include "parse_private.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* JWildfire computes some variations that flam3 or Fractorium also have under the same name in
 * its own way: flamebuild draws those as NAME_jwf (kernels/var_jwildfire_crops.h,
 * var_jwildfire7.h…). A variation of the table is its JWildfire form in a file JWildfire wrote,
 * or in an xform where one of its form's own parameters was seen (elliptic_mode, octagon_mode,
 * ripple_fixed_dist_calc…: jwf_form_params), in whatever form (pre/post, order) it was read;
 * the parameters both forms have, read under the other's names, go with it (`carry`: the other's
 * parameter, then JWildfire's form's, FM_P_ indices; -1 ends the list). A JWildfire form that is
 * one of its post functions (FM_VARS_NATURAL_POST: post_depth_jwf, post_curl_jwf…), which the
 * other editors read as the post form of their variation, stands for the variation read in a
 * post form only, in a file JWildfire wrote; it works on the sum, listed as a normal one. */
#define JWF_FORM_CARRY 14
typedef struct {
  int var, jwf;
  int carry[JWF_FORM_CARRY][2];
} jwf_form;

#define CARRY(a, b) {FM_P_##a, FM_P_##b}
#define FALLOFF2_CARRY(v)                                                                                          \
  CARRY(falloff2_scatter, v##_scatter), CARRY(falloff2_mindist, v##_mindist), CARRY(falloff2_mul_x, v##_mul_x),       \
      CARRY(falloff2_mul_y, v##_mul_y), CARRY(falloff2_mul_z, v##_mul_z), CARRY(falloff2_mul_c, v##_mul_c),           \
      CARRY(falloff2_x0, v##_x0), CARRY(falloff2_y0, v##_y0), CARRY(falloff2_z0, v##_z0),                             \
      CARRY(falloff2_invert, v##_invert), CARRY(falloff2_type, v##_type)
static const jwf_form jwf_form_table[] = {
    {FM_VAR_elliptic, FM_VAR_elliptic_jwf, {{-1, -1}}},
    {FM_VAR_octagon, FM_VAR_octagon_jwf,
     {CARRY(octagon_x, octagon_jwf_x), CARRY(octagon_y, octagon_jwf_y), CARRY(octagon_z, octagon_jwf_z), {-1, -1}}},
    {FM_VAR_hypershift, FM_VAR_hypershift_jwf,
     {CARRY(hypershift_shift, hypershift_jwf_shift), CARRY(hypershift_stretch, hypershift_jwf_stretch), {-1, -1}}},
    {FM_VAR_circlecrop, FM_VAR_circlecrop_jwf,
     {CARRY(circlecrop_radius, circlecrop_jwf_radius), CARRY(circlecrop_x, circlecrop_jwf_x),
      CARRY(circlecrop_y, circlecrop_jwf_y), CARRY(circlecrop_scatter_area, circlecrop_jwf_scatter_area),
      CARRY(circlecrop_zero, circlecrop_jwf_zero), {-1, -1}}},
    {FM_VAR_crop, FM_VAR_crop_jwf,
     {CARRY(crop_left, crop_jwf_left), CARRY(crop_top, crop_jwf_top), CARRY(crop_right, crop_jwf_right),
      CARRY(crop_bottom, crop_jwf_bottom), CARRY(crop_scatter_area, crop_jwf_scatter_area),
      CARRY(crop_zero, crop_jwf_zero), {-1, -1}}},
    /* kernels/var_jwildfire7.h */
    {FM_VAR_hole, FM_VAR_hole_jwf, {CARRY(hole_a, hole_jwf_a), CARRY(hole_inside, hole_jwf_inside), {-1, -1}}},
    {FM_VAR_funnel, FM_VAR_funnel_jwf, {CARRY(funnel_effect, funnel_jwf_effect), {-1, -1}}},
    {FM_VAR_ripple, FM_VAR_ripple_jwf,
     {CARRY(ripple_frequency, ripple_jwf_frequency), CARRY(ripple_velocity, ripple_jwf_velocity),
      CARRY(ripple_amplitude, ripple_jwf_amplitude), CARRY(ripple_centerx, ripple_jwf_centerx),
      CARRY(ripple_centery, ripple_jwf_centery), CARRY(ripple_phase, ripple_jwf_phase),
      CARRY(ripple_scale, ripple_jwf_scale), {-1, -1}}},
    {FM_VAR_squirrel, FM_VAR_squirrel_jwf, {CARRY(squirrel_a, squirrel_jwf_a), CARRY(squirrel_b, squirrel_jwf_b), {-1, -1}}},
    {FM_VAR_sintrange, FM_VAR_sintrange_jwf, {CARRY(sintrange_w, sintrange_jwf_w), {-1, -1}}},
    {FM_VAR_murl2, FM_VAR_murl2_jwf, {CARRY(murl2_c, murl2_jwf_c), CARRY(murl2_power, murl2_jwf_power), {-1, -1}}},
    {FM_VAR_murl, FM_VAR_murl_jwf, {CARRY(murl_c, murl_jwf_c), CARRY(murl_power, murl_jwf_power), {-1, -1}}},
    {FM_VAR_mask, FM_VAR_mask_jwf, {{-1, -1}}},
    {FM_VAR_cubicLattice_3D, FM_VAR_cubicLattice_3D_jwf,
     {CARRY(cubicLattice_3D_xpand, cubicLattice_3D_jwf_xpand), CARRY(cubicLattice_3D_style, cubicLattice_3D_jwf_style),
      {-1, -1}}},
    {FM_VAR_blade3D, FM_VAR_blade3D_jwf, {{-1, -1}}},
    {FM_VAR_bubbleT3D, FM_VAR_bubbleT3D_jwf,
     {CARRY(bubbleT3D_number_of_stripes, bubbleT3D_jwf_number_of_stripes),
      CARRY(bubbleT3D_ratio_of_stripes, bubbleT3D_jwf_ratio_of_stripes),
      CARRY(bubbleT3D_angle_of_hole, bubbleT3D_jwf_angle_of_hole), CARRY(bubbleT3D_exponentZ, bubbleT3D_jwf_exponent_z),
      CARRY(bubbleT3D_symmetryZ, bubbleT3D_jwf_symmetry_z), CARRY(bubbleT3D_modusBlur, bubbleT3D_jwf_modus_blur),
      {-1, -1}}},
    /* kernels/var_fractorium14.h: slobo777's dc_perlin as JWildfire computes it */
    {FM_VAR_dc_perlin, FM_VAR_dc_perlin_jwf,
     {CARRY(dc_perlin_shape, dc_perlin_jwf_shape), CARRY(dc_perlin_map, dc_perlin_jwf_map), CARRY(dc_perlin_select_centre, dc_perlin_jwf_select_centre), CARRY(dc_perlin_select_range, dc_perlin_jwf_select_range), CARRY(dc_perlin_centre, dc_perlin_jwf_centre), CARRY(dc_perlin_range, dc_perlin_jwf_range), CARRY(dc_perlin_edge, dc_perlin_jwf_edge), CARRY(dc_perlin_scale, dc_perlin_jwf_scale), CARRY(dc_perlin_octaves, dc_perlin_jwf_octaves), CARRY(dc_perlin_amps, dc_perlin_jwf_amps), CARRY(dc_perlin_freqs, dc_perlin_jwf_freqs), CARRY(dc_perlin_z, dc_perlin_jwf_z), CARRY(dc_perlin_select_bailout, dc_perlin_jwf_select_bailout), {-1, -1}}},
    /* kernels/var_jwildfire7.h: falloff2, and JWildfire's post functions of their own */
    {FM_VAR_falloff2, FM_VAR_post_falloff2_jwf, {FALLOFF2_CARRY(post_falloff2_jwf)}},
    {FM_VAR_falloff2, FM_VAR_falloff2_jwf, {FALLOFF2_CARRY(falloff2_jwf)}},
    {FM_VAR_depth, FM_VAR_post_depth_jwf, {CARRY(depth_power, post_depth_jwf_power), {-1, -1}}},
    {FM_VAR_curl, FM_VAR_post_curl_jwf, {CARRY(curl_c1, post_curl_jwf_c1), CARRY(curl_c2, post_curl_jwf_c2), {-1, -1}}},
    {FM_VAR_curl3D, FM_VAR_post_curl3D_jwf,
     {CARRY(curl3D_cx, post_curl3D_jwf_cx), CARRY(curl3D_cy, post_curl3D_jwf_cy), CARRY(curl3D_cz, post_curl3D_jwf_cz),
      {-1, -1}}},
    {FM_VAR_colorscale_wf, FM_VAR_post_colorscale_wf_jwf,
     {CARRY(colorscale_wf_scale_x, post_colorscale_wf_jwf_scale_x), CARRY(colorscale_wf_scale_y, post_colorscale_wf_jwf_scale_y),
      CARRY(colorscale_wf_scale_z, post_colorscale_wf_jwf_scale_z), CARRY(colorscale_wf_offset_z, post_colorscale_wf_jwf_offset_z),
      CARRY(colorscale_wf_reset_z, post_colorscale_wf_jwf_reset_z), CARRY(colorscale_wf_sides, post_colorscale_wf_jwf_sides),
      {-1, -1}}},
};
#undef FALLOFF2_CARRY
#undef CARRY

/* The parameters only JWildfire's form has, under JWildfire's names: read into the form's own
 * (or, where it is the other form's under another name, into that one, which is carried), and
 * seeing one says the xform's variation is JWildfire's. */
typedef struct {
  const char *name;
  int var;   /* the table's variation (jwf_form.var) */
  int param; /* where its value goes */
} jwf_form_param_name;

static const jwf_form_param_name jwf_form_params[] = {
    {"elliptic_mode", FM_VAR_elliptic, FM_P_elliptic_jwf_mode},
    {"octagon_mode", FM_VAR_octagon, FM_P_octagon_jwf_mode},
    {"ripple_fixed_dist_calc", FM_VAR_ripple, FM_P_ripple_jwf_fixed_dist_calc},
    {"mask_xshift", FM_VAR_mask, FM_P_mask_jwf_xshift},
    {"mask_yshift", FM_VAR_mask, FM_P_mask_jwf_yshift},
    {"mask_ushift", FM_VAR_mask, FM_P_mask_jwf_ushift},
    {"mask_xscale", FM_VAR_mask, FM_P_mask_jwf_xscale},
    {"mask_yscale", FM_VAR_mask, FM_P_mask_jwf_yscale},
    {"dc_perlin_color_only", FM_VAR_dc_perlin, FM_P_dc_perlin_jwf_color_only},
    /* JWildfire's names of three of Fractorium's bubbleT3D parameters (which then carry them) */
    {"bubbleT3D_exponent_z", FM_VAR_bubbleT3D, FM_P_bubbleT3D_exponentZ},
    {"bubbleT3D_symmetry_z", FM_VAR_bubbleT3D, FM_P_bubbleT3D_symmetryZ},
    {"bubbleT3D_modus_blur", FM_VAR_bubbleT3D, FM_P_bubbleT3D_modusBlur},
};

_Static_assert(sizeof jwf_form_table / sizeof jwf_form_table[0] <= 32, "jwf_forms_seen is a 32-bit mask");

int parse_jwf_form_param(parser *p, const char *name) {
  for (size_t i = 0; i < sizeof jwf_form_params / sizeof jwf_form_params[0]; i++) {
    const jwf_form_param_name *m = &jwf_form_params[i];
    if (strcasecmp(name, m->name)) continue;
    for (size_t k = 0; k < sizeof jwf_form_table / sizeof jwf_form_table[0]; k++)
      if (jwf_form_table[k].var == m->var) p->xform_jwf_forms_seen |= 1u << k;
    return m->param;
  }
  return -1;
}

int parse_jwf_form_of(int var, int param, int *jwf_param) {
  *jwf_param = -1;
  for (size_t k = 0; k < sizeof jwf_form_table / sizeof jwf_form_table[0]; k++) {
    const jwf_form *f = &jwf_form_table[k];
    if (f->var != var) continue;
    for (int c = 0; param >= 0 && c < JWF_FORM_CARRY && f->carry[c][0] >= 0; c++)
      if (f->carry[c][0] == param) *jwf_param = f->carry[c][1];
    return f->jwf;
  }
  return -1;
}

/* synth's modes as JWildfire numbers them, in Fractorium's numbers (kernels/var_fractorium.h,
 * FM_SYNTH_*), which flamebuild draws: the two agree to 11, then JWildfire goes on with its
 * newer modes (12 blur_ring … 19 spherical2) where Fractorium kept the older ones (12 sinusoidal
 * … 18 cylinder), which JWildfire moved to 1001–1007. -1: a mode JWildfire does not have,
 * which adds nothing. */
static int synth_mode_of_jwildfire(double v) {
  const int m = jwf_ftoi(v);
  static const int newer[] = {19, 20, 22, 23, 21, 24, 25, 26}; /* JWildfire's 12 … 19 */
  if (m >= 0 && m <= 11) return m;
  if (m >= 12 && m <= 19) return newer[m - 12];
  if (m >= 1001 && m <= 1007) return m - 1001 + 12;
  return -1;
}

/* A JWildfire file's synth: its mode in Fractorium's numbers; one of a mode JWildfire does not
 * have is dropped (it adds nothing there). */
static int jwildfire_synth(parser *p, xmlNode *n, genome_xform *x) {
  if (genome_xform_var(x, FM_VAR_synth) == 0) return 0;
  const int mode = synth_mode_of_jwildfire(genome_xform_param(x, FM_P_synth_mode));
  if (mode < 0) {
    genome_xform_set_var(x, FM_VAR_synth, 0);
    return 0;
  }
  return parse_set_param(p, n, x, FM_P_synth_mode, mode);
}

/* At the xform's end: each variation of the table that is JWildfire's becomes its JWildfire
 * form, with the parameters carried (unless the xform has that form already); a JWildfire
 * file's synth takes its mode in Fractorium's numbers. */
int parse_jwf_forms(parser *p, xmlNode *n, genome_xform *x, int jwildfire) {
  if (jwildfire && jwildfire_synth(p, n, x) < 0) return -1;
  for (size_t k = 0; k < sizeof jwf_form_table / sizeof jwf_form_table[0]; k++) {
    const jwf_form *f = &jwf_form_table[k];
    const int post = parse_natural_post(f->jwf);
    if (!(jwildfire || (!post && (p->xform_jwf_forms_seen >> k & 1u))) || genome_xform_var(x, f->var) == 0 ||
        genome_xform_var(x, f->jwf) != 0)
      continue;
    int moved = 0;
    for (int kind = 0; kind <= FM_KIND_POST_SUM; kind++) { /* each form the xform has */
      const double w = genome_xform_form(x, f->var, kind);
      if (w == 0) continue;
      if (post && kind != FM_KIND_POST_SET && kind != FM_KIND_POST_SUM) continue; /* the post form only */
      genome_xform_set_form(x, f->var, kind, 0); /* first: the xform has room for the other */
      if (genome_xform_var(x, f->jwf) != 0) {
        if (parse_add_form(p, n, x, f->jwf, post ? FM_KIND_NORMAL : kind, w) < 0) return -1;
      } else {
        if (parse_set_var(p, n, x, f->jwf, w) < 0) return -1;
        genome_xform_set_var_kind(x, f->jwf, post ? FM_KIND_NORMAL : kind);
      }
      moved = 1;
    }
    for (int c = 0; moved && c < JWF_FORM_CARRY && f->carry[c][0] >= 0; c++)
      if (parse_set_param(p, n, x, f->carry[c][1], genome_xform_param(x, f->carry[c][0])) < 0) return -1;
  }
  p->xform_jwf_forms_seen = 0;
  return 0;
}

/* ---- what a JWildfire file leaves out ---------------------------------------------------- */

#include "jwf_param_defaults.h"

static const struct {
  int param;
  double value;
} jwf_param_defaults[] = {JWF_PARAM_DEFAULTS};

/* JWildfire draws a parameter its file leaves out (its oldest versions wrote none) at the
 * default of a new instance of its variation, which for flam3's rectangles is (0.3, 0.2), not
 * flam3's (1, 1): each such parameter of a variation the xform has, and the file did not give,
 * takes JWildfire's. */
int parse_jwf_defaults(parser *p, xmlNode *n, genome_xform *x) {
  for (size_t i = 0; i < sizeof jwf_param_defaults / sizeof jwf_param_defaults[0]; i++) {
    const int param = jwf_param_defaults[i].param;
    if (p->xform_params_set[param / 8] >> (param % 8) & 1u) continue;
    const int var = genome_param_variation(param);
    /* (a pre_ or post_ name is another of JWildfire's variations, of defaults of its own) */
    if (genome_xform_var(x, var) == 0 || genome_xform_var_kind(x, var) != FM_KIND_NORMAL) continue;
    if (parse_set_param(p, n, x, param, jwf_param_defaults[i].value) < 0) return -1;
  }
  return 0;
}

/* ---- what JWildfire calls at weight 0 ---------------------------------------------------- */

/* A JWildfire flame's version before 7.00 ALPHA8 (June 2021), whose post_mirror_wf and
 * post_axis_symmetry_wf acted at weight 0 too: an older version number, an alpha of 7.00
 * before the eighth, or none at all (0.x, or a test build's text). */
static int jwildfire_before_7(const parser *p) {
  int major = 0, minor = 0, alpha = 0;
  if (sscanf(p->version, "JWildfire V%d.%d", &major, &minor) != 2) return 1;
  const char *a = strstr(p->version, "ALPHA");
  if (a) alpha = atoi(a + 5);
  return major < 7 || (major == 7 && minor == 0 && a && alpha < 8);
}

/* JWildfire calls every variation an xform lists, weight 0 included (XForm's transformPoint),
 * and one that colours the point (FM_VARS_DIRECT_COLOR, FM_VARS_TRUE_COLOR) colours it at 0
 * too: an artist's dc_linear="0" colours by position and moves nothing. flamebuild's xform
 * lists only the variations it applies, by a weight away from 0; such a variation is kept at
 * a weight that adds nothing a float or a double shows beside the others (FM_JWF_WEIGHT_OF_ZERO,
 * 1e-30), so that it travels through the list, the interpolation, the printer and the keys as
 * any other. */

static int colours_the_point(int var) {
#define COLOURS(name) || var == FM_VAR_##name
  return 0 FM_VARS_DIRECT_COLOR(COLOURS) FM_VARS_TRUE_COLOR(COLOURS);
#undef COLOURS
}

static int keep_colouring_at_zero(parser *p, xmlNode *n, genome_xform *x) {
  for (xmlAttr *a = n->properties; a; a = a->next) {
    const int var = genome_variation_from_name_nocase((const char *)a->name);
    if (var < 0 || !colours_the_point(var) || genome_xform_var(x, var) != 0) continue;
    xmlChar *v = xmlNodeGetContent((xmlNode *)a);
    char *end = NULL;
    const double w = v ? strtod((const char *)v, &end) : 1;
    const int zero = v && end != (char *)v && *end == 0 && w == 0;
    xmlFree(v);
    if (zero && parse_set_var(p, n, x, var, FM_JWF_WEIGHT_OF_ZERO) < 0) return -1;
  }
  return 0;
}

/* JWildfire before 7.00 drew post_mirror_wf and post_axis_symmetry_wf at any weight, 0
 * included (an artist's template lists post_mirror_wf="0.0" and relies on it); since, they do
 * nothing at 0. post_mirror_wf's weight is otherwise unused: 0 reads as 1 in an older file.
 * post_axis_symmetry_wf's is its distance too, at 0 none: said. */
int parse_jwf_calls(parser *p, xmlNode *n, genome_xform *x, int jwildfire) {
  if (!jwildfire) return 0;
  if (keep_colouring_at_zero(p, n, x) < 0) return -1;
  if (jwildfire_before_7(p)) {
    static const int weightless[] = {FM_VAR_post_mirror_wf, FM_VAR_post_axis_symmetry_wf};
    for (int i = 0; i < 2; i++) {
      xmlChar *w = xmlGetProp(n, BAD_CAST genome_variation_name(weightless[i]));
      const int at_zero = w && strtod((const char *)w, NULL) == 0 && genome_xform_var(x, weightless[i]) == 0;
      xmlFree(w);
      if (!at_zero) continue;
      if (weightless[i] == FM_VAR_post_axis_symmetry_wf) {
        parse_unsupported_feature(p, "post_axis_symmetry_wf at weight 0 (JWildfire before 7.00 drew it)");
        continue;
      }
      if (parse_set_var(p, n, x, weightless[i], 1.0) < 0) return -1;
    }
  }
  return 0;
}
