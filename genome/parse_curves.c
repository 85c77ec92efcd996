/*
 * parse_curves.c — JWildfire's motion curves in a file (genome/motion_curve.h): recorded as the
 * attributes of a <flame> and of each xform are read, then each enabled curve's value at the
 * flame's frame put where JWildfire puts it before it draws a still (its evalMotionCurves),
 * over the value written beside it.
 *
 * What a curve moves is named by its attributes' prefix: a field of JWildfire's Flame or XForm
 * with "Curve" after it (xyCoeff20Curve_x0 …), a variation's amount (linear3D_amountCurve_…) or
 * one of its parameters (dinis_surface_wf_a_…). The fields flamebuild draws are below, each
 * with how JWildfire's value becomes the genome's (its camera angles are degrees inside and
 * radians in the file); a curve of anything else that is enabled is said ("not everything in
 * it is drawn: JWildfire's motion curve of camRoll"), its value in the file drawn instead.
 * Curves of one flame or xform may name a parent (parent_curve), whose value JWildfire adds.
 */
#include "parse_private.h"

#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- recording ----------------------------------------------------------------------- */

void parse_curves_flame_begin(parser *p) {
  jwf_curves_clear(&p->flame_curves);
  jwf_curves_clear(&p->xform_curves);
  p->jwf_frame = 1; /* JWildfire's Flame starts at frame 1 */
  p->jwf_moving_curves = 0;
}

void parse_curves_free(parser *p) {
  jwf_curves_clear(&p->flame_curves);
  jwf_curves_clear(&p->xform_curves);
}

int parse_curves_attr(parser *p, int of_xform, const char *name, const char *value, int known_prefix) {
  char prefix[96];
  const char *member;
  if (!jwf_curve_split(name, prefix, sizeof prefix, &member)) return 0;
  /* A field's curve (its name ends in "Curve"), a parent curve (the same), or a variation's
   * parameter's, whose prefix the caller knows (known_prefix). */
  const size_t len = strlen(prefix);
  const int field = len > 5 && !strcmp(prefix + len - 5, "Curve");
  if (!field && !known_prefix) return 0;
  const int rc = jwf_curves_set(of_xform ? &p->xform_curves : &p->flame_curves, prefix, member, value);
  if (rc < 0) return -1;
  return rc;
}

void parse_curves_frame(parser *p, const char *value) {
  char *end;
  const long f = strtol(value, &end, 10);
  if (end != value && !*end && f >= -1000000000L && f <= 1000000000L) p->jwf_frame = (int)f;
}

/* ---- applying ------------------------------------------------------------------------ */

/* The value of curve c at the flame's frame: 0, or -1 (said) when it cannot be had. */
static int curve_value(parser *p, const jwf_curves *cs, const jwf_curve *c, const char *what, double *v) {
  if (jwf_curves_value(cs, c, p->jwf_eval_time, v) == 0 && isfinite(*v)) return 0;
  char text[160];
  snprintf(text, sizeof text, "JWildfire's motion curve of %.60s (unreadable)", what);
  parse_unsupported_feature(p, text);
  return -1;
}

/* Says what a curve moves that is not drawn: the field's name, without its "Curve". */
static void not_drawn(parser *p, const char *what) {
  const size_t len = strlen(what);
  const int field = len > 5 && !strcmp(what + len - 5, "Curve");
  char text[160];
  snprintf(text, sizeof text, "JWildfire's motion curve of %.*s", (int)(field ? len - 5 : len < 60 ? len : 60), what);
  parse_unsupported_feature(p, text);
}

/* "xyCoeff20" … "xyPostCoeff21" (JWildfire's names of the affines' entries, its coefs
 * attribute's order, which is the genome's): the entry, or NULL. */
static double *affine_entry(genome_xform *x, const char *field) {
  static const struct {
    const char *prefix;
    size_t offset;
  } affines[] = {{"xyCoeff", offsetof(genome_xform, coefs)}, {"xyPostCoeff", offsetof(genome_xform, post)},
                 {"yzCoeff", offsetof(genome_xform, yz)},    {"zxCoeff", offsetof(genome_xform, zx)},
                 {"yzPostCoeff", offsetof(genome_xform, yz_post)}, {"zxPostCoeff", offsetof(genome_xform, zx_post)}};
  for (size_t i = 0; i < sizeof affines / sizeof affines[0]; i++) {
    const size_t k = strlen(affines[i].prefix);
    if (strncmp(field, affines[i].prefix, k) || strlen(field) != k + 2) continue;
    const int row = field[k] - '0', col = field[k + 1] - '0';
    if (row < 0 || row > 2 || col < 0 || col > 1) return NULL;
    double(*m)[2] = (double(*)[2])((char *)x + affines[i].offset);
    return &m[row][col];
  }
  return NULL;
}

/* A variation's index from JWildfire's name of it, its pre_ or post_ form's too, or -1. */
static int variation_named(const char *name) {
  int v = parse_editor_variation_index(name);
  if (v < 0 && !strncmp(name, "pre_", 4)) v = parse_editor_variation_index(name + 4);
  if (v < 0 && !strncmp(name, "post_", 5)) v = parse_editor_variation_index(name + 5);
  return v;
}

/* One enabled curve of an xform, applied: 1 when its target is one flamebuild draws, -1 when
 * the xform cannot hold the variation or parameter it sets. */
static int apply_xform_curve(parser *p, xmlNode *n, genome_xform *x, const jwf_curve *c) {
  char field[96];
  snprintf(field, sizeof field, "%s", c->name);
  const size_t len = strlen(field);
  const int is_field = len > 5 && !strcmp(field + len - 5, "Curve");
  if (is_field) field[len - 5] = 0;
  double v;
  double *entry = is_field ? affine_entry(x, field) : NULL;
  if (entry || (is_field && (!strcmp(field, "weight") || !strcmp(field, "color") || !strcmp(field, "colorSymmetry") ||
                             !strcmp(field, "opacity")))) {
    if (curve_value(p, &p->xform_curves, c, field, &v) < 0) return 1;
    if (entry) *entry = v;
    else if (!strcmp(field, "weight")) x->weight = v;
    else if (!strcmp(field, "color")) x->color = v;
    else if (!strcmp(field, "opacity")) x->opacity = v;
    else x->color_speed = (1.0 - v) / 2.0; /* flam3's symmetry, as the attribute reads */
    return 1;
  }
  const size_t amount = strlen("_amount");
  if (is_field && strlen(field) > amount && !strcmp(field + strlen(field) - amount, "_amount")) {
    field[strlen(field) - amount] = 0;
    const int var = variation_named(field);
    if (var < 0) return 0; /* (JWildfire writes the curve of a variation the xform lists, even at 0) */
    if (curve_value(p, &p->xform_curves, c, field, &v) == 0 && parse_set_var(p, n, x, var, v) < 0) return -1;
    return 1;
  }
  if (!is_field) { /* a variation's parameter */
    int param = parse_editor_param_index(field);
    if (param < 0 && !strncmp(field, "pre_", 4)) param = parse_editor_param_index(field + 4);
    if (param < 0 && !strncmp(field, "post_", 5)) param = parse_editor_param_index(field + 5);
    if (param < 0) return 0;
    if (curve_value(p, &p->xform_curves, c, field, &v) == 0 && parse_set_param(p, n, x, param, v) < 0) return -1;
    return 1;
  }
  return 0;
}

/* JWildfire's turns and scalings of an affine by a curve (its XFormTransformService.rotate
 * and scale, which the curves' change handlers call on the values set so far): the turn by
 * `degrees` multiplies the matrix by a rotation on the right, the translation kept; the scale
 * multiplies the linear part. A value within 1e-300 of doing nothing does nothing, as there. */
static void turn_affine(double m[3][2], double degrees) {
  if (fabs(degrees) < 1.0e-300) return;
  const double a = degrees * M_PI / 180.0, c = cos(a), s = sin(a);
  const double m00 = m[0][0], m01 = m[0][1], m10 = m[1][0], m11 = m[1][1], m20 = m[2][0], m21 = m[2][1];
  m[0][0] = m00 * c + m01 * s + m20 * 0.0;
  m[0][1] = m00 * -s + m01 * c + m20 * 0.0;
  m[1][0] = m10 * c + m11 * s + m21 * 0.0;
  m[1][1] = m10 * -s + m11 * c + m21 * 0.0;
  m[2][0] = m00 * 0.0 + m01 * 0.0 + m20 * 1.0;
  m[2][1] = m10 * 0.0 + m11 * 0.0 + m21 * 1.0;
}

static void scale_affine(double m[3][2], double factor) {
  if (fabs(factor - 1.0) < 1.0e-300) return;
  m[0][0] *= factor, m[0][1] *= factor, m[1][0] *= factor, m[1][1] *= factor;
}

/* The turn and scale curves, in the order JWildfire's XForm declares them (each acts on what
 * the ones before left). */
static const struct {
  const char *name;
  size_t offset;
  int scale;
} moves[] = {
    {"xyRotateCurve", offsetof(genome_xform, coefs), 0},    {"xyScaleCurve", offsetof(genome_xform, coefs), 1},
    {"xyPostRotateCurve", offsetof(genome_xform, post), 0}, {"xyPostScaleCurve", offsetof(genome_xform, post), 1},
    {"yzRotateCurve", offsetof(genome_xform, yz), 0},       {"yzScaleCurve", offsetof(genome_xform, yz), 1},
    {"yzPostRotateCurve", offsetof(genome_xform, yz_post), 0}, {"yzPostScaleCurve", offsetof(genome_xform, yz_post), 1},
    {"zxRotateCurve", offsetof(genome_xform, zx), 0},       {"zxScaleCurve", offsetof(genome_xform, zx), 1},
    {"zxPostRotateCurve", offsetof(genome_xform, zx_post), 0}, {"zxPostScaleCurve", offsetof(genome_xform, zx_post), 1},
};

static int move_index(const char *name) {
  for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++)
    if (!strcmp(name, moves[i].name)) return (int)i;
  return -1;
}

/* The xform's curves at p->jwf_eval_time: the values first, then the turns and scalings,
 * which act on them. `say`: count and say them (the first pass). 1 when a turn or scaling
 * moved the xform, -1 on an error. */
static int xform_curves_at(parser *p, xmlNode *n, genome_xform *x, int say) {
  const jwf_curves *cs = &p->xform_curves;
  for (int i = 0; i < cs->n; i++) {
    const jwf_curve *c = &cs->c[i];
    if (!c->enabled || jwf_curves_is_parent(cs, c)) continue;
    if (say) p->jwf_moving_curves++;
    if (move_index(c->name) >= 0) continue;
    const int applied = apply_xform_curve(p, n, x, c);
    if (applied < 0) return -1;
    if (!applied && say) not_drawn(p, c->name);
  }
  int moved = 0;
  for (size_t k = 0; k < sizeof moves / sizeof moves[0]; k++) {
    const jwf_curve *c = jwf_curves_find(cs, moves[k].name);
    double v;
    if (!c || !c->enabled || curve_value(p, cs, c, moves[k].name, &v) < 0) continue;
    double(*m)[2] = (double(*)[2])((char *)x + moves[k].offset);
    if (moves[k].scale) scale_affine(m, v);
    else turn_affine(m, v);
    moved = 1;
  }
  return moved;
}

/* JWildfire draws the curves twice over: its render paths (the render dialog, the command
 * line, batches) evaluate them at the frame on a copy of the flame, and its renderer evaluates
 * them again on a copy of that, at each packet's time (FlameRenderer.createRenderPackets). The
 * values are absolute, so the second pass sets them alone; but a turn or a scaling acts on the
 * affine as it finds it, and what no value curve sets again is turned twice — at the frame,
 * then at the packet's time. */
int parse_curves_xform_end(parser *p, xmlNode *n, genome_xform *x) {
  const double packet_time = p->jwf_at_time ? p->jwf_time : p->jwf_frame;
  p->jwf_eval_time = p->jwf_frame;
  int rc = xform_curves_at(p, n, x, 1);
  if (rc > 0) {
    p->jwf_eval_time = packet_time;
    rc = xform_curves_at(p, n, x, 0);
  } else if (rc == 0 && packet_time != p->jwf_frame) { /* the values at the packet's time */
    p->jwf_eval_time = packet_time;
    rc = xform_curves_at(p, n, x, 0);
  }
  jwf_curves_clear(&p->xform_curves);
  return rc < 0 ? -1 : 0;
}

/* The flame's fields a curve may move that flamebuild draws, and how JWildfire's value is the
 * genome's: its tone controls as they are; its camera's angles in degrees (radians in the
 * file); its centre and pixels per unit (times cam_zoom, as parse_editor_flame_end scales). */
enum flame_target { T_TONE, T_ANGLE, T_CENTRE_X, T_CENTRE_Y, T_SCALE, T_PLAIN };

#define FIELD(member) offsetof(genome, member)
static const struct {
  const char *field;
  enum flame_target how;
  size_t offset;
} flame_fields[] = {
    {"brightness", T_TONE, FIELD(brightness)},
    {"gamma", T_TONE, FIELD(gamma)},
    {"gammaThreshold", T_TONE, FIELD(gamma_threshold)},
    {"vibrancy", T_TONE, FIELD(vibrancy)},
    {"contrast", T_TONE, FIELD(contrast)},
    {"whiteLevel", T_TONE, FIELD(white_level)},
    {"saturation", T_TONE, FIELD(saturation)},
    {"lowDensityBrightness", T_TONE, FIELD(low_density_brightness)},
    {"camPitch", T_ANGLE, FIELD(cam_pitch)},
    {"camYaw", T_ANGLE, FIELD(cam_yaw)},
    {"camPerspective", T_PLAIN, FIELD(cam_persp)},
    {"centreX", T_CENTRE_X, 0},
    {"centreY", T_CENTRE_Y, 0},
    {"pixelsPerUnit", T_SCALE, 0},
};

void parse_curves_flame_end(parser *p, genome *g) {
  const jwf_curves *cs = &p->flame_curves;
  p->jwf_eval_time = p->jwf_at_time ? p->jwf_time : p->jwf_frame; /* its values are absolute */
  for (int i = 0; i < cs->n; i++) {
    const jwf_curve *c = &cs->c[i];
    if (!c->enabled || jwf_curves_is_parent(cs, c)) continue;
    p->jwf_moving_curves++;
    char field[96];
    snprintf(field, sizeof field, "%s", c->name);
    const size_t len = strlen(field);
    if (len > 5 && !strcmp(field + len - 5, "Curve")) field[len - 5] = 0;
    size_t k = 0;
    while (k < sizeof flame_fields / sizeof flame_fields[0] && strcmp(flame_fields[k].field, field)) k++;
    if (k == sizeof flame_fields / sizeof flame_fields[0]) {
      not_drawn(p, field);
      continue;
    }
    double v;
    if (curve_value(p, cs, c, field, &v) < 0) continue;
    double *at = (double *)((char *)g + flame_fields[k].offset);
    switch (flame_fields[k].how) {
    case T_TONE:
    case T_PLAIN: *at = v; break;
    case T_ANGLE: *at = v * M_PI / 180.0; break;
    case T_CENTRE_X: g->center[0] = v; break;
    case T_CENTRE_Y: g->center[1] = v; break;
    case T_SCALE: g->scale = v; break; /* cam_zoom scales it after (parse_editor_flame_end) */
    }
  }
  jwf_curves_clear(&p->flame_curves);
}
