/*
 * var_jwf_dc4.h — more of JWildfire's direct-colour shaders, each in its GLSL frame (glsl_*: a
 * pixel of a grid at random) and its dc frame (dc_*: the affine's point or one at random), the
 * frames of var_jwf_dc.h around one shader function per pair.
 *
 * 896: glsl_squares, 897: dc_squares, 898: glsl_starsfield, 899: dc_starsfield, 900: glsl_mandelbox2D,
 * 901: dc_mandelbox2D, 902: glsl_mandala, 903: dc_mandala.
 *
 * Shaders in double on every side (var_jwf_dc.h says why). Checked against JWildfire's own code
 * (tests/tools/jwf_refs.sh, the "(xyzcrgb)" form).
 */
#ifndef FLAMEBUILD_VAR_JWF_DC4_H
#define FLAMEBUILD_VAR_JWF_DC4_H

/* The families whose helpers this one calls (kernels/codegen_families.c): the frames, and with
 * them the GLSL-like helpers of the cut_* family, and js.glsl's approximate atan2 (var_jwf_cut2.h). */
#include "var_jwf_dc.h"
#include "var_jwf_cut2.h"

/* The shader's input of pixel index i on an axis of n pixels: its centre, the axis's unit
 * interval centred on the origin. */
FM_FN double fm_dcc_uv(int i, int n) { return ((double)i + 0.5) / n - 0.5; }

/* ---- 896, 897: glsl_squares, dc_squares --------------------------------------------------- */

/* Whether (px, py), zoomed by time's phase, stays in Sierpinski's carpet for n levels: a point
 * that lands in a middle ninth (cell (1, 1)) is in a hole. The zoom runs one way (direction 1:
 * a tenth of time) or the other (0: minus time) as time goes on. */
FM_FN int fm_dcc_squares_hit(double px, double py, double time, int dir, int n) {
  const double zoom = pow(0.5, fm_cut_mod((dir == 1 ? 0.1 : -1.0) * time, 1.0));
  double x = px / zoom, y = py / zoom;
  for (int i = 0; i < n; i++) {
    const double sx = floor(x * 3.0), sy = floor(y * 3.0);
    if (sx == 1 && sy == 1) return 0;
    x = x * 3.0 - sx;
    y = y * 3.0 - sy;
  }
  return 1;
}

/* The squares shader at (ax, ay) (the point's distances from the axes): four carpets a tenth
 * apart along the diagonal, each of which the point is in inverts a colour time gives; the
 * channels' cosines at the three factors are the colour. Parameters as the classes clamp them. */
FM_FN void fm_dcc_squares(double ax, double ay, fm_real time_par, fm_real n_par, fm_real dir_par, fm_real fr, fm_real fg,
                          fm_real fb, double *r, double *g, double *b) {
  const double time = fm_cut_clamp((double)time_par, 0, 1000);
  const int n = fm_cut_jint(fm_cut_clamp((double)n_par, 1, 20));
  const int dir = fm_cut_jint(fm_cut_clamp((double)dir_par, 0, 1));
  const double x = fm_cut_mod(ax, 1.0), y = fm_cut_mod(ay, 1.0);
  double c0 = cos(time), c1 = tan(time), c2 = sin(time);
  for (int i = 0; i < 4; i++)
    if (fm_dcc_squares_hit(i * 0.1 + x, i * 0.1 + y, time, dir, n)) {
      c0 = 1.0 - c0;
      c1 = 1.0 - c1;
      c2 = 1.0 - c2;
    }
  *r = cos(c0 * fm_cut_clamp((double)fr, 0, 5));
  *g = cos(c1 * fm_cut_clamp((double)fg, 0, 5));
  *b = cos(c2 * fm_cut_clamp((double)fb, 0, 5));
}

/* Seed only sets time in JWildfire, and the file's time, read after it, replaces that: no effect. */
FM_VAR(glsl_squares) {
  const int res = fm_glsl_columns(FM_PAR(glsl_squares_Density_Pixels));
  int i, j;
  double r, g, b;
  fm_glsl_pixel(rng, res, &i, &j);
  fm_dcc_squares(fabs(fm_dcc_uv(i, res)), fabs(fm_dcc_uv(j, FM_GLSL_ROWS)), FM_PAR(glsl_squares_time), FM_PAR(glsl_squares_N),
                 FM_PAR(glsl_squares_Direction), FM_PAR(glsl_squares_Red_Fac), FM_PAR(glsl_squares_Green_Fac),
                 FM_PAR(glsl_squares_Blue_Fac), &r, &g, &b);
  fm_glsl_finish(s, w, i, j, res, r, g, b, fm_glsl_gradient(FM_PAR(glsl_squares_Gradient)), FM_GLSL_RED_SHARE);
}

/* seed sets time from the clock in JWildfire, and the file's time replaces it: no effect. */
FM_VAR(dc_squares) {
  double x, y, r, g, b;
  fm_dc_point(s, rng, FM_PAR(dc_squares_ColorOnly), &x, &y);
  fm_dcc_squares(fabs(x), fabs(y), FM_PAR(dc_squares_time), FM_PAR(dc_squares_N), FM_PAR(dc_squares_direction),
                 FM_PAR(dc_squares_redF), FM_PAR(dc_squares_greenF), FM_PAR(dc_squares_blueF), &r, &g, &b);
  fm_dc_finish(s, w, x, y, r, g, b, FM_DC_FRAME(dc_squares));
}

/* ---- 898, 899: glsl_starsfield, dc_starsfield --------------------------------------------- */

/* The star field's three hashes (the common shader ones, Dave Hoskins' style): fract of a
 * product pushed through a dot product with itself; 1 in 1 out, 2 in 1 out, 2 in 2 out. */
FM_FN double fm_dcc_hash11(double p) {
  p = fm_cut_fract(p * 35.35);
  p += p * (p + 45.85);
  return fm_cut_fract(p * 7858.58);
}
FM_FN double fm_dcc_hash21(double x, double y) {
  x = fm_cut_fract(x * 451.45);
  y = fm_cut_fract(y * 231.95);
  const double d = x * (x + 78.78) + y * (y + 78.78);
  return fm_cut_fract((x + d) * (y + d));
}
FM_FN void fm_dcc_hash22(double x, double y, double *hx, double *hy) {
  double q0 = fm_cut_fract(x * 451.45), q1 = fm_cut_fract(y * 231.95), q2 = fm_cut_fract(x * 7878.5);
  const double d = q0 * (q0 + 78.78) + q1 * (q1 + 78.78) + q2 * (q2 + 78.78);
  q0 += d;
  q1 += d;
  q2 += d;
  *hx = fm_cut_fract(q0 * q1);
  *hy = fm_cut_fract(q2 * q1);
}

/* (x, y) turned by angle a the way the shader's row vector times its rotate(a) turns it. */
FM_FN void fm_dcc_turn(double a, double *x, double *y) {
  const double c = cos(a), s = sin(a), x0 = *x;
  *x = c * x0 + s * *y;
  *y = -s * x0 + c * *y;
}

/* One layer of stars: a 5 × 5 grid per unit, a star in each cell at a hashed offset, its size
 * hashed too; the glow falls off as 1/d from the star (zdist stretches the cell). */
FM_FN double fm_dcc_stars_layer(double x, double y, double zdist) {
  x *= 5.0;
  y *= 5.0;
  const double ix = floor(x), iy = floor(y);
  double px, py;
  fm_dcc_hash22(ix, iy, &px, &py);
  const double fx = fm_cut_fract(x) * zdist - 1.0 - px * 0.3, fy = fm_cut_fract(y) * zdist - 1.0 - py * 0.3;
  const double d = fm_cut_len(fx, fy);
  double c = 0.0;
  c += fm_cut_smoothstep(0.1 + 0.8 * fm_dcc_hash21(ix, iy), 0.01, d);
  c *= (1.0 / d) * 0.2;
  return c;
}

/* The star field at (x, y): turned and moved by time, then eleven layers (the shader steps a
 * double by a tenth up to 1, which its rounding makes eleven steps), each turned by a hash,
 * zoomed by its phase in time and faded in and out by it; plus a hashed glow. White: the
 * three channels are one. Parameters as the classes clamp them. */
FM_FN double fm_dcc_starsfield(double x, double y, double time, fm_real zdist_par, fm_real glow_par) {
  const double zdist = fm_cut_clamp((double)zdist_par, 2.0, 150.0), glow = fm_cut_clamp((double)glow_par, 0.0, 1.0);
  double col = 0.0;
  fm_dcc_turn(time, &x, &y);
  x += cos(time) * 2.0;
  y += sin(time) * 2.0;
  for (double i = 0.0; i < 1.0; i += 0.1) {
    fm_dcc_turn(fm_dcc_hash11(i) * 6.28, &x, &y);
    const double t = fm_cut_fract(i - time);
    const double sc = fm_cut_smoothstep(0.0, 1.0, t);
    double f = fm_cut_smoothstep(0.0, 1.0, t);
    f *= fm_cut_smoothstep(1.0, 0.0, t);
    double kx, ky;
    fm_dcc_hash22(i, i * 5.0, &kx, &ky);
    const double l = fm_dcc_stars_layer((x - kx * 0.1) * sc, (y - ky * 0.1) * sc, zdist);
    col = col + fm_cut_mix(0.0, 1.0, l) * f;
  }
  return col + glow * fm_dcc_hash21(x + time, y + time);
}

/* time as given (JWildfire holds it to nothing); Seed, as glsl_squares', no effect. Glow's
 * default 2 is held to 1 when JWildfire reads it from a file, as here. */
FM_VAR(glsl_starsfield) {
  const int res = fm_glsl_columns(FM_PAR(glsl_starsfield_Density_Pixels));
  int i, j;
  fm_glsl_pixel(rng, res, &i, &j);
  const double c = fm_dcc_starsfield(fm_dcc_uv(i, res), fm_dcc_uv(j, FM_GLSL_ROWS), (double)FM_PAR(glsl_starsfield_time),
                                     FM_PAR(glsl_starsfield_Z_distance), FM_PAR(glsl_starsfield_Glow));
  fm_glsl_finish(s, w, i, j, res, c, c, c, fm_glsl_gradient(FM_PAR(glsl_starsfield_Gradient)), FM_GLSL_RED_SHARE);
}

/* seed, as dc_squares', no effect. */
FM_VAR(dc_starsfield) {
  double x, y;
  fm_dc_point(s, rng, FM_PAR(dc_starsfield_ColorOnly), &x, &y);
  const double c = fm_dcc_starsfield(x, y, (double)FM_PAR(dc_starsfield_time), FM_PAR(dc_starsfield_zdistance),
                                     FM_PAR(dc_starsfield_glow));
  fm_dc_finish(s, w, x, y, c, c, c, FM_DC_FRAME(dc_starsfield));
}

/* ---- 900, 901: glsl_mandelbox2D, dc_mandelbox2D -------------------------------------------- */

/* The 2D Mandelbox at c = (x, y), its scale -5·cos(time/10): twenty steps of box fold, ball
 * fold (inside radius 1/2 times 4, inside 1 by the inverse radius), scale and add c, with the
 * running bound of the distance estimate; the estimate's tenth root, times 5, is a phase that
 * three cosines turn into the colour. */
FM_FN void fm_dcc_mandelbox2d(double x, double y, double time, double *r, double *g, double *b) {
  const double cx = x, cy = y, scale = -5.0 * cos(time * 0.1);
  double d = 1.0;
  for (int i = 0; i < 20; i++) {
    x = fm_cut_clamp(x, -1.0, 1.0) * 2.0 - x;
    y = fm_cut_clamp(y, -1.0, 1.0) * 2.0 - y;
    const double len = fm_cut_len(x, y);
    const double f = len < 0.5 ? 4.0 : len < 1.0 ? 1.0 / len : 1.0;
    x = x * (scale * f) + cx;
    y = y * (scale * f) + cy;
    d = f * d * (scale >= 0 ? scale : -scale) + 1.0;
  }
  d = pow(fm_cut_len(x, y) / d, 0.1) * 5.0;
  *r = cos(d) * 0.5 + 0.5;
  *g = sin(10.0 * d + 1.0) * 0.5 + 0.5;
  *b = cos(3.0 * d + 1.0) * 0.5 + 0.5;
}

/* The pixel's place as the shader's c: each axis over -7 … 7. seed, as glsl_squares' Seed, no
 * effect. Gradient 1: red times green. */
FM_VAR(glsl_mandelbox2D) {
  const int res = fm_glsl_columns(FM_PAR(glsl_mandelbox2D_Density_Pixels));
  int i, j;
  double r, g, b;
  fm_glsl_pixel(rng, res, &i, &j);
  const double x = (double)i + 0.5, y = (double)j + 0.5;
  fm_dcc_mandelbox2d(7.0 * (x + x - res) / res, 7.0 * (y + y - FM_GLSL_ROWS) / FM_GLSL_ROWS,
                     (double)FM_PAR(glsl_mandelbox2D_time), &r, &g, &b);
  fm_glsl_finish(s, w, i, j, res, r, g, b, fm_glsl_gradient(FM_PAR(glsl_mandelbox2D_Gradient)), FM_GLSL_RED_GREEN);
}

/* The point zoomed (0.1 … 50) as c. seed, as dc_squares', no effect. */
FM_VAR(dc_mandelbox2D) {
  double x, y, r, g, b;
  fm_dc_point(s, rng, FM_PAR(dc_mandelbox2D_ColorOnly), &x, &y);
  const double zoom = fm_cut_clamp((double)FM_PAR(dc_mandelbox2D_zoom), 0.1, 50.0);
  fm_dcc_mandelbox2d(zoom * x, zoom * y, (double)FM_PAR(dc_mandelbox2D_time), &r, &g, &b);
  fm_dc_finish(s, w, x, y, r, g, b, FM_DC_FRAME(dc_mandelbox2D));
}

/* ---- 902, 903: glsl_mandala, dc_mandala -------------------------------------------------- */

/* js.glsl's kaleidoscope: (x, y) at its radius, its angle (by G's approximate atan2) folded
 * into a wedge of 2k about k. */
FM_FN void fm_dcc_kscope(double x, double y, double k, double *ox, double *oy) {
  const double a = fabs(fm_cut_mod(fm_cut_atan2(y, x), 2.0 * k) - k) + 0.0;
  const double len = fm_cut_len(x, y);
  *ox = len * cos(a);
  *oy = len * sin(a);
}

/* The mandala at (x, y) (already scaled): folded twice by a kaleidoscope of wedge angle k, the
 * two blended by the cosine of their dot product; if `wrap`, each coordinate wrapped by m and
 * then by minus the other (the shader's swizzles, unrolled); then up to 73 steps (those up to
 * `last`) of the Kali map |p|/|p|² - (1, 1.02, mY/π), scaled and y, z swapped, from (u, mx·v).
 * The colour is the last p, before the inversions the callers apply. */
FM_FN void fm_dcc_mandala(double x, double y, double k, int wrap, double m, double last, double mx, double my,
                          double *px, double *py, double *pz) {
  double sx, sy, tx, ty;
  fm_dcc_kscope(x, y, k, &sx, &sy);
  fm_dcc_kscope(sx, sy, k, &tx, &ty);
  const double v = tx * sx + ty * sy, cv = cos(v);
  double ux = sx * (1 - cv) + tx * cv, uy = sy * (1 - cv) + ty * cv;
  if (wrap) {
    const double a = fm_cut_mod(uy, m), b = fm_cut_mod(ux, m), nx = -ux, ny = -uy;
    const double t5x = uy + (a - nx * floor(a / nx)), t5y = ux + (b - ny * floor(b / ny));
    ux = t5y;
    uy = t5x;
  }
  double p0 = ux, p1 = uy, p2 = mx * v;
  const double c2 = my * 0.318309886183791;
  for (int l = 0; l < 73; l++) {
    if ((double)l > last) break;
    const double d = p0 * p0 + p1 * p1 + p2 * p2;
    const double q0 = 1.3 * fabs(fabs(p0) / d - 1.0), q1 = 0.999 * fabs(fabs(p1) / d - 1.02),
                 q2 = 0.678 * fabs(fabs(p2) / d - c2);
    p0 = q0;
    p1 = q2;
    p2 = q1;
  }
  *px = p0;
  *py = p1;
  *pz = p2;
}

/* The inversions (iR, iG, iB: 1 - the channel where set, held to 0 … 1 and truncated). */
FM_FN double fm_dcc_invert(double c, fm_real flag) { return fm_cut_jint(fm_cut_clamp((double)flag, 0, 1)) == 1 ? 1.0 - c : c; }

/* The pixel's place as the point, each axis over -1 … 1 times 5.5 - scale; sides and multiply
 * floored, multiply's wrap only above 0.001; loops floored. Gradient 1: red times green of the
 * colour before the inversions (the shader inverts only x, y, z of its vector, and the class
 * reads r and g, which kept the values from before). */
FM_VAR(glsl_mandala) {
  const int res = fm_glsl_columns(FM_PAR(glsl_mandala_Density_Pixels));
  int i, j;
  fm_glsl_pixel(rng, res, &i, &j);
  const double sc = 5.5 - (double)FM_PAR(glsl_mandala_scale), mult = (double)FM_PAR(glsl_mandala_multiply);
  double r, g, b;
  fm_dcc_mandala(sc * (2.0 * ((double)i + 0.5) / res - 1.0), sc * (2.0 * ((double)j + 0.5) / FM_GLSL_ROWS - 1.0),
                 3.141592653589793 / floor((double)FM_PAR(glsl_mandala_sides)), mult > 0.001, floor(mult),
                 floor((double)FM_PAR(glsl_mandala_loops)), (double)FM_PAR(glsl_mandala_mX), (double)FM_PAR(glsl_mandala_mY),
                 &r, &g, &b);
  const int gradient = fm_glsl_gradient(FM_PAR(glsl_mandala_Gradient));
  if (gradient == 0) {
    r = fm_dcc_invert(r, FM_PAR(glsl_mandala_iR));
    g = fm_dcc_invert(g, FM_PAR(glsl_mandala_iG));
    b = fm_dcc_invert(b, FM_PAR(glsl_mandala_iB));
  }
  fm_glsl_finish(s, w, i, j, res, r, g, b, gradient, FM_GLSL_RED_GREEN);
}

/* The class's own transform: its random point is in [-1, 1)² (x first), not the frame's
 * [-0.5, 0.5)²; the rest is the frame's. sides, multiply and loops truncated to ints, the wrap
 * for multiply above 0. */
FM_VAR(dc_mandala) {
  double x, y, r, g, b;
  fm_dc_point_wide(s, rng, FM_PAR(dc_mandala_ColorOnly), &x, &y);
  const double sc = 5.5 - (double)FM_PAR(dc_mandala_scale);
  const int mult = fm_cut_jint((double)FM_PAR(dc_mandala_multiply));
  fm_dcc_mandala(sc * x, sc * y, 3.141592653589793 / (double)fm_cut_jint((double)FM_PAR(dc_mandala_sides)), mult > 0,
                 (double)mult, (double)fm_cut_jint((double)FM_PAR(dc_mandala_loops)), (double)FM_PAR(dc_mandala_mX),
                 (double)FM_PAR(dc_mandala_mY), &r, &g, &b);
  r = fm_dcc_invert(r, FM_PAR(dc_mandala_iR));
  g = fm_dcc_invert(g, FM_PAR(dc_mandala_iG));
  b = fm_dcc_invert(b, FM_PAR(dc_mandala_iB));
  fm_dc_finish(s, w, x, y, r, g, b, FM_DC_FRAME(dc_mandala));
}

#endif
