/*
 * var_jwf_dc.h — JWildfire's direct-colour shaders (from 867): variations that draw a point of
 * the plane (the affine's, or one at random in the unit square) and give it the colour a
 * shader computes there, as a true colour (JWildfire's rgbColor: fm_var_state.rgb,
 * FM_VARS_TRUE_COLOR) or as a palette coordinate.
 *
 * 867: dc_booleans.
 *
 * Every dc_* is JWildfire's DC_BaseFunc frame around a shader, fm_dc_point and fm_dc_finish
 * below, with the frame's five parameters (FM_DC_FRAME: ColorOnly, Gradient, scale_z,
 * offset_z, reset_z); every glsl_* is its GLSLFunc frame, fm_glsl_pixel and fm_glsl_finish (a
 * pixel of a grid drawn at random). Most shaders come in both frames (dc_acrilic and
 * glsl_acrilic): one shader function, two variations. The shaders are evaluated in double on every side: their hashes
 * and cell boundaries are decided by the last bits, which the device's fast-math float would
 * move. Checked against JWildfire's own code (tests/tools/jwf_refs.sh, the "(xyzcrgb)" form).
 */
#ifndef FLAMEBUILD_VAR_JWF_DC_H
#define FLAMEBUILD_VAR_JWF_DC_H

/* The families whose helpers this one calls (kernels/codegen_families.c): the GLSL-like helpers
 * and java.util.Random of the cut_* family. */
#include "var_jwf_cut.h"

/* ---- the frame (JWildfire's DC_BaseFunc) ------------------------------------------------- */

/* The frame's parameters of variation NAME, as fm_dc_finish takes them. */
#define FM_DC_FRAME(name) FM_PAR(name##_Gradient), FM_PAR(name##_scale_z), FM_PAR(name##_offset_z), FM_PAR(name##_reset_z)

/* The point the shader colours and the variation adds: the affine's (ColorOnly 1), or two draws
 * in [-0.5, 0.5) (x first). */
FM_FN void fm_dc_point(const fm_var_state *s, fm_rng *rng, fm_real color_only, double *x, double *y) {
  if (fm_cut_jint(fm_cut_clamp((double)color_only, 0, 1)) == 1) {
    *x = (double)s->tx;
    *y = (double)s->ty;
  } else {
    *x = fm_rng_01d(rng) - 0.5;
    *y = fm_rng_01d(rng) - 0.5;
  }
}

/* The point of a dc_* class whose own transform draws it in [-1, 1)² (2·random − 1, x first;
 * dc_apollonian, dc_kaleidoscopic …) where the frame's fills [-0.5, 0.5)²; ColorOnly 1: the
 * affine's point. */
FM_FN void fm_dc_point_wide(const fm_var_state *s, fm_rng *rng, fm_real color_only, double *x, double *y) {
  if (fm_cut_jint(fm_cut_clamp((double)color_only, 0, 1)) == 1) {
    *x = (double)s->tx;
    *y = (double)s->ty;
  } else {
    *x = 2.0 * fm_rng_01d(rng) - 1.0;
    *y = 2.0 * fm_rng_01d(rng) - 1.0;
  }
}

/* A shader's channel in [0, 1] as JWildfire's 0-255 (its dbl2int: floor of 256 times, held to
 * 0 … 255; NaN gives 0). */
FM_FN int fm_dc_channel(double v) {
  const int c = fm_cut_jint(floor(v * 256.0));
  return c < 0 ? 0 : c > 255 ? 255 : c;
}

/* The shader's colour (r, g, b) given to the point and (x, y) added to the sum at weight w.
 * Gradient 0: the colour itself, a true colour; 2: the palette coordinate of its grey (JWildfire's
 * greyscale of the 0-255 channels, each weighted and truncated); 1 (the palette's nearest
 * colour, which the parser reports as not drawn) is drawn as 0. z: the grey scaled and offset,
 * set (reset_z 1) or added. */
FM_FN void fm_dc_finish(fm_var_state *s, fm_real w, double x, double y, double r, double g, double b, fm_real gradient,
                        fm_real scale_z, fm_real offset_z, fm_real reset_z) {
  const int ir = fm_dc_channel(r), ig = fm_dc_channel(g), ib = fm_dc_channel(b);
  const double grey = (double)((int)(ir * 0.299) + (int)(ig * 0.587) + (int)(ib * 0.114)) / 255.0;
  const int mode = fm_cut_jint(fm_cut_clamp((double)gradient, 0, 2));
  if (mode == 2)
    s->color = (fm_real)grey;
  else /* Gradient 1: the palette's entry nearest the colour, which the plot finds */
    s->rgb = fm_true_color(ir, ig, ib) | (mode == 1 ? FM_TRUE_COLOR_NEAREST : 0u);
  s->px += w * (fm_real)x;
  s->py += w * (fm_real)y;
  const double dz = grey * (double)scale_z + (double)offset_z;
  if (fm_cut_jint(fm_cut_clamp((double)reset_z, 0, 1)) == 1)
    s->pz = (fm_real)dz;
  else
    s->pz += (fm_real)dz;
}

/* ---- the GLSL frame (JWildfire's GLSLFunc: the glsl_* variations) ------------------------ */

/* The grid's rows: JWildfire's "Density Pixels" sets its columns alone, the rows staying at the
 * class's 1,000,000 (its resolutionY, copied from resolutionX's default when the class is made). */
#define FM_GLSL_ROWS 1000000

/* The glsl_* classes' Density Pixels and Gradient as their setParameter reads them: (int) of the
 * value held to [100, 10^7], to [0, 1]. */
FM_FN int fm_glsl_columns(fm_real density) { return fm_cut_jint(fm_cut_clamp((double)density, 100, 10000000)); }
FM_FN int fm_glsl_gradient(fm_real gradient) { return fm_cut_jint(fm_cut_clamp((double)gradient, 0, 1)); }

/* A pixel (i, j) of a grid of `columns` × FM_GLSL_ROWS drawn at random (i first): the shader's
 * input, and the point the variation adds. */
FM_FN void fm_glsl_pixel(fm_rng *rng, int columns, int *i, int *j) {
  *i = fm_cut_jint(fm_rng_01d(rng) * columns);
  *j = fm_cut_jint(fm_rng_01d(rng) * FM_GLSL_ROWS);
}

/* How a glsl_* variation's Gradient other than 0 turns the shader's colour into a palette
 * coordinate: the sine of red's share of the sum (FM_GLSL_RED_SHARE), or red times green
 * (FM_GLSL_RED_GREEN), by class. */
#define FM_GLSL_RED_SHARE 0
#define FM_GLSL_RED_GREEN 1

/* The shader's colour (r, g, b) of pixel (i, j) given to the point, the pixel's place in the
 * unit square centred on the origin (fm_glsl_pixel's grid) added at weight w. Gradient 0 (`gradient`, as the class
 * decodes its parameter): a true colour; else the palette coordinate of rule `coordinate`. */
FM_FN void fm_glsl_finish(fm_var_state *s, fm_real w, int i, int j, int columns, double r, double g, double b,
                          int gradient, int coordinate) {
  if (gradient == 0)
    s->rgb = fm_true_color(fm_dc_channel(r), fm_dc_channel(g), fm_dc_channel(b));
  else
    s->color = (fm_real)(coordinate == FM_GLSL_RED_GREEN ? r * g : sin(r / (r + g + b)));
  s->px += w * (fm_real)((double)i / columns - 0.5);
  s->py += w * (fm_real)((double)j / FM_GLSL_ROWS - 0.5);
}

/* The shaders' hsv2rgb (JWildfire's, after the common GLSL one): hue h, saturation sat, value v. */
FM_FN void fm_dc_hsv2rgb(double h, double sat, double v, double *r, double *g, double *b) {
  const double k[3] = {1.0, 2.0 / 3.0, 1.0 / 3.0};
  double c[3];
  for (int i = 0; i < 3; i++) {
    const double p = fabs(fm_cut_fract(h + k[i]) * 6.0 - 3.0);
    c[i] = v * fm_cut_mix(1.0, fm_cut_clamp(p - 1.0, 0.0, 1.0), sat);
  }
  *r = c[0];
  *g = c[1];
  *b = c[2];
}

/* ---- 867: dc_booleans --------------------------------------------------------------------- */

/* The point's cell, zoomed and offset by the seed, as two Java ints combined bit by bit (XOR,
 * AND or OR by `type`); the result's sine and cosine are a hue and a value. */
FM_VAR(dc_booleans) {
  double x, y, r, g, b;
  fm_dc_point(s, rng, FM_PAR(dc_booleans_ColorOnly), &x, &y);
  double x0, y0;
  fm_cut_offset(FM_PAR(dc_booleans_randomize), &x0, &y0);
  const double zoom = (double)FM_PAR(dc_booleans_zoom);
  const int ux = fm_cut_jint(x * zoom + x0), uy = fm_cut_jint(y * zoom + y0);
  const int type = fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_booleans_type), 0, 2));
  const int bits = type == 0 ? ux ^ uy : type == 1 ? ux & uy : ux | uy;
  fm_dc_hsv2rgb(sin((double)bits), 1.0, cos((double)bits), &r, &g, &b);
  fm_dc_finish(s, w, x, y, r, g, b, FM_DC_FRAME(dc_booleans));
}

#endif
