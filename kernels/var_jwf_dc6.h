/*
 * var_jwf_dc6.h — more of JWildfire's direct-colour shaders (its DC_*Func and GLSL*Func
 * classes), each pair (glsl_ and dc_) one shader function called from both frames of
 * var_jwf_dc.h. Checked against JWildfire's own code (tests/tools/jwf_refs.sh, the "(xyzcrgb)"
 * form). The shaders run in double on every side: their iterations decide colours by the last
 * bits, which the device's fast-math float would move; only the point is fm_real.
 *
 * 916: glsl_kaliset, 917: dc_kaliset, 918: glsl_kaliset2, 919: dc_kaliset2, 920: glsl_hoshi,
 * 921: dc_hoshi, 922: glsl_grid3D, 923: dc_grid3D.
 *
 * A "Seed"/"seed" parameter of these classes only sets their time (at random, or from the
 * clock), and JWildfire's reader sets the time parameter after it, always written beside it:
 * so the seed is read and has no effect.
 * Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWF_DC6_H
#define FLAMEBUILD_VAR_JWF_DC6_H

/* The families whose helpers this one calls (kernels/codegen_families.c): the dc/glsl frames,
 * the GLSL-like helpers of the cut_* family and js.glsl's approximate atan2 and min. */
#include "var_jwf_dc.h"
#include "var_jwf_cut2.h"

/* ---- 916, 917: glsl_kaliset, dc_kaliset -------------------------------------------------- */

/* Kali's "very simple formula": (u, v) is n times folded into the unit disc by inversion,
 * turned (cos and sin of time at two rates, so not a pure rotation), scaled by time/184 + 1 and
 * shifted; the radii of the folds, summed with a decay of 0.99, are the colour's phase (the
 * cosines of it, twice and four times it). The map is chaotic: JWildfire's order throughout. */
FM_FN void fm_dc6_kaliset(double u, double v, double time, int n, double shx, double shy, double *r, double *g,
                          double *b) {
  const double pi2 = 3.6 * 2.0;
  const double c = cos(time / 603.0 * pi2), sn = sin(time / 407.4 * pi2);
  const double zoom = time / 184.0 + 1.0;
  double rsum = 0.0;
  for (int i = 0; i < n; i++) {
    double rr = u * u + v * v;
    if (rr > 1.0) {
      rr = 1.0 / rr;
      u = u * rr;
      v = v * rr;
    }
    rsum *= 0.99;
    rsum += rr;
    const double nu = (c * u - sn * v) * zoom + shx;
    v = (sn * u + c * v) * zoom + shy;
    u = nu;
  }
  const double col = rsum * 0.5;
  *r = cos(col * 1.0);
  *g = cos(col * 2.0);
  *b = cos(col * 4.0);
}

/* The glsl_ form (Gradient 1: the sine of red's share): the pixel's centre in the unit square,
 * times 20. time 1 … 1000, N 1 … 100, the shifts -5 … 5, as the class holds them. */
FM_VAR(glsl_kaliset) {
  const int res = fm_glsl_columns(FM_PAR(glsl_kaliset_Density_Pixels));
  int i, j;
  fm_glsl_pixel(rng, res, &i, &j);
  double r, g, b;
  fm_dc6_kaliset((((double)i + 0.5) / res - 0.5) * 20.0, (((double)j + 0.5) / FM_GLSL_ROWS - 0.5) * 20.0,
                 fm_cut_clamp((double)FM_PAR(glsl_kaliset_time), 1.0, 1000.0),
                 fm_cut_jint(fm_cut_clamp((double)FM_PAR(glsl_kaliset_N), 1, 100)),
                 fm_cut_clamp((double)FM_PAR(glsl_kaliset_ShiftX), -5.0, 5.0),
                 fm_cut_clamp((double)FM_PAR(glsl_kaliset_ShiftY), -5.0, 5.0), &r, &g, &b);
  fm_glsl_finish(s, w, i, j, res, r, g, b, fm_glsl_gradient(FM_PAR(glsl_kaliset_Gradient)), FM_GLSL_RED_SHARE);
}

/* The dc_ form: its own point in [-1, 1)² (fm_dc_point_wide), times zoom (0.01 … 1000). */
FM_VAR(dc_kaliset) {
  double x, y, r, g, b;
  fm_dc_point_wide(s, rng, FM_PAR(dc_kaliset_ColorOnly), &x, &y);
  const double zoom = fm_cut_clamp((double)FM_PAR(dc_kaliset_zoom), 0.01, 1000.0);
  fm_dc6_kaliset(x * zoom, y * zoom, fm_cut_clamp((double)FM_PAR(dc_kaliset_time), 1.0, 1000.0),
                 fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_kaliset_N), 1, 100)),
                 fm_cut_clamp((double)FM_PAR(dc_kaliset_shiftX), -5.0, 5.0),
                 fm_cut_clamp((double)FM_PAR(dc_kaliset_shiftY), -5.0, 5.0), &r, &g, &b);
  fm_dc_finish(s, w, x, y, r, g, b, FM_DC_FRAME(dc_kaliset));
}

/* ---- 918, 919: glsl_kaliset2, dc_kaliset2 ------------------------------------------------ */

/* The second Kali set: folding by inversion in the circle of square radius rad2, a true turn of
 * shiftx whole turns, a scale of 2 + 5·shifty and a shift up by 2 + 2·sin(0.03·time); the colour's
 * phase is the largest fold radius, squared, times 500/(n·rad2), through three cosines of their
 * own rates. (The class's 2π is a ten-digit literal, kept.) */
FM_FN void fm_dc6_kaliset2(double u, double v, double time, int n, double rad2, double shx, double shy, double fr,
                           double fg, double fb, double *r, double *g, double *b) {
  const double angle = 6.2831853070 * shx;
  const double c = cos(angle), sn = sin(angle);
  const double up = 2.0 + 2.0 * sin(0.03 * time);
  const double zoom = 2.0 + 5.0 * shy;
  double rsum = 0.0;
  for (int i = 0; i < n; i++) {
    double rr = u * u + v * v;
    if (rr > rad2) {
      rr = rad2 / rr;
      u = u * rr;
      v = v * rr;
    }
    rsum = rsum < rr ? rr : rsum; /* js.glsl's max */
    const double nu = (c * u - sn * v) * zoom + 0.0;
    v = (sn * u + c * v) * zoom + up;
    u = nu;
  }
  const double col = rsum * rsum * (500.0 / (double)n / rad2);
  *r = cos(col * fr);
  *g = cos(col * fg);
  *b = cos(col * fb);
}

/* The glsl_ form (Gradient 1: the sine of red's share): the pixel's centre in the unit square,
 * times 20. time 1 … 1000, N 1 … 100, radio 0.1 … 10, shifts -1 … 1, factors 0 … 5. */
FM_VAR(glsl_kaliset2) {
  const int res = fm_glsl_columns(FM_PAR(glsl_kaliset2_Density_Pixels));
  int i, j;
  fm_glsl_pixel(rng, res, &i, &j);
  double r, g, b;
  fm_dc6_kaliset2((((double)i + 0.5) / res - 0.5) * 20.0, (((double)j + 0.5) / FM_GLSL_ROWS - 0.5) * 20.0,
                  fm_cut_clamp((double)FM_PAR(glsl_kaliset2_time), 1.0, 1000.0),
                  fm_cut_jint(fm_cut_clamp((double)FM_PAR(glsl_kaliset2_N), 1, 100)),
                  fm_cut_clamp((double)FM_PAR(glsl_kaliset2_radio), 0.1, 10.0),
                  fm_cut_clamp((double)FM_PAR(glsl_kaliset2_ShiftX), -1.0, 1.0),
                  fm_cut_clamp((double)FM_PAR(glsl_kaliset2_ShiftY), -1.0, 1.0),
                  fm_cut_clamp((double)FM_PAR(glsl_kaliset2_Red_Fac), 0.0, 5.0),
                  fm_cut_clamp((double)FM_PAR(glsl_kaliset2_Green_Fac), 0.0, 5.0),
                  fm_cut_clamp((double)FM_PAR(glsl_kaliset2_Blue_Fac), 0.0, 5.0), &r, &g, &b);
  fm_glsl_finish(s, w, i, j, res, r, g, b, fm_glsl_gradient(FM_PAR(glsl_kaliset2_Gradient)), FM_GLSL_RED_SHARE);
}

/* The dc_ form: its own point in [-1, 1)², times zoom (1 … 1000). */
FM_VAR(dc_kaliset2) {
  double x, y, r, g, b;
  fm_dc_point_wide(s, rng, FM_PAR(dc_kaliset2_ColorOnly), &x, &y);
  const double zoom = fm_cut_clamp((double)FM_PAR(dc_kaliset2_zoom), 1.0, 1000.0);
  fm_dc6_kaliset2(x * zoom, y * zoom, fm_cut_clamp((double)FM_PAR(dc_kaliset2_time), 1.0, 1000.0),
                  fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_kaliset2_N), 1, 100)),
                  fm_cut_clamp((double)FM_PAR(dc_kaliset2_radio), 0.1, 10.0),
                  fm_cut_clamp((double)FM_PAR(dc_kaliset2_shiftX), -1.0, 1.0),
                  fm_cut_clamp((double)FM_PAR(dc_kaliset2_shiftY), -1.0, 1.0),
                  fm_cut_clamp((double)FM_PAR(dc_kaliset2_redF), 0.0, 5.0),
                  fm_cut_clamp((double)FM_PAR(dc_kaliset2_greenF), 0.0, 5.0),
                  fm_cut_clamp((double)FM_PAR(dc_kaliset2_blueF), 0.0, 5.0), &r, &g, &b);
  fm_dc_finish(s, w, x, y, r, g, b, FM_DC_FRAME(dc_kaliset2));
}

/* ---- 920, 921: glsl_hoshi, dc_hoshi -------------------------------------------------------- */

/* A star-like kaleidoscopic IFS: the point, scaled by 0.182 and folded into [0, 2]² (mod 4, less 2,
 * its magnitude), is `steps` times folded about -0.5, scaled, translated and turned by an angle
 * that wanders with the step and time; the hue steps with the final point's angle (js.glsl's
 * approximate atan2), the start's y² and time, with sharp bands from a steep smoothstep, and the
 * value is the final distance through a wide smoothstep. (The class's π is 3.14159, kept.) */
FM_FN void fm_dc6_hoshi(double px, double py, double time, int steps, double scale, double translate, double *r,
                        double *g, double *b) {
  px *= 0.182;
  py *= 0.182;
  const double x = py;
  px = fabs(fm_cut_mod(px, 4.0) - 2.0);
  py = fabs(fm_cut_mod(py, 4.0) - 2.0);
  for (int i = steps; i > 0; i--) {
    px = fabs(px - (-0.5)) + (-0.5);
    py = fabs(py - (-0.5)) + (-0.5);
    px = px * scale - translate;
    py = py * scale - translate;
    const double a =
        3.14159 / (0.10 + sin(time * 0.0005 + (double)i * 0.5000001) * 0.4999 + 0.5 + (10. / time) + sin(time) / 100.);
    const double ca = cos(a), sa = sin(a);
    const double nx = px * ca - py * sa;
    py = px * sa + py * ca;
    px = nx;
  }
  const double t = x * x + fm_cut_atan2(py, px) + time * 0.02;
  double h = floor(t * 4.0) / 8.0 + 1.107;
  h += fm_cut_smoothstep(-0.1, 0.8, fm_cut_mod(t * 2.0 / 5.0, 1.0 / 4.0) * 900.0) / 0.010 - 0.5;
  const double v = fm_cut_smoothstep(-3.0, 3.0, sqrt(px * px + py * py) * 1.0);
  /* The class's hsv: saturation 1, so its grey of 3.1 weighs nothing (kept as 3.1·0). */
  const double k[3] = {3.0, 2.0, 1.0};
  double c[3];
  for (int n = 0; n < 3; n++) {
    const double q = fabs(fm_cut_fract((k[n] + h) / 3.0) * 6.0 - 3.0) - 1.0;
    c[n] = (3.1 * (1 - 1.0) + fm_cut_clamp(q, 0.0, 1.0) * 1.0) * v;
  }
  *r = c[0];
  *g = c[1];
  *b = c[2];
}

/* The glsl_ form (Gradient 1: red times green): the pixel's corner (not its centre) in [-1, 1)².
 * Steps 1 … 60, Scale 1 … 5, Translate 0 … 5; time as given. */
FM_VAR(glsl_hoshi) {
  const int res = fm_glsl_columns(FM_PAR(glsl_hoshi_Density_Pixels));
  int i, j;
  fm_glsl_pixel(rng, res, &i, &j);
  double r, g, b;
  fm_dc6_hoshi(2.0 * i / res - 1.0, 2.0 * j / FM_GLSL_ROWS - 1.0, (double)FM_PAR(glsl_hoshi_time),
               fm_cut_jint(fm_cut_clamp((double)FM_PAR(glsl_hoshi_Steps), 1, 60)),
               fm_cut_clamp((double)FM_PAR(glsl_hoshi_Scale), 1.0, 5.0),
               fm_cut_clamp((double)FM_PAR(glsl_hoshi_Translate), 0.0, 5.0), &r, &g, &b);
  fm_glsl_finish(s, w, i, j, res, r, g, b, fm_glsl_gradient(FM_PAR(glsl_hoshi_Gradient)), FM_GLSL_RED_GREEN);
}

/* The dc_ form: its own point in [-1, 1)², as is. */
FM_VAR(dc_hoshi) {
  double x, y, r, g, b;
  fm_dc_point_wide(s, rng, FM_PAR(dc_hoshi_ColorOnly), &x, &y);
  fm_dc6_hoshi(x, y, (double)FM_PAR(dc_hoshi_time), fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_hoshi_steps), 1, 60)),
               fm_cut_clamp((double)FM_PAR(dc_hoshi_scale), 1.0, 5.0),
               fm_cut_clamp((double)FM_PAR(dc_hoshi_translate), 0.0, 5.0), &r, &g, &b);
  fm_dc_finish(s, w, x, y, r, g, b, FM_DC_FRAME(dc_hoshi));
}

/* ---- 922, 923: glsl_grid3D, dc_grid3D ------------------------------------------------------ */

/* kabuto's raymarched grid: the distance field of a lattice of bars, each coordinate (taken in
 * turn y, z, x) three times folded by |fract − ½|·2, gives three distances; a ray from
 * (0, time/10, 0), its direction (dx, dy, 1) normalised and turned about x then y by time·0.021,
 * steps 30 times by the least of them, each step adding (30 − step)/(distance + 0.1) per axis.
 * The grey is the sum of the three 1 − 1/(1 + glow·0.09/900) in every channel. The products
 * with the turns' zero entries are kept, as the class's matrices compute them. */
FM_FN void fm_dc6_grid3d_field(const double p[3], double f[3]) {
  double q[3] = {p[0] * 0.1, p[1] * 0.1, p[2] * 0.1};
  double sc = 0.1;
  for (int i = 0; i < 3; i++) {
    const double t0 = q[1], t1 = q[2], t2 = q[0];
    q[0] = fabs(fm_cut_fract(t0) - 0.5) * 2.0;
    q[1] = fabs(fm_cut_fract(t1) - 0.5) * 2.0;
    q[2] = fabs(fm_cut_fract(t2) - 0.5) * 2.0;
    sc *= 2.0;
  }
  for (int i = 0; i < 3; i++) q[i] = q[i] * q[i];
  f[0] = sqrt(q[0] + q[1]) / sc - 0.05;
  f[1] = sqrt(q[1] + q[2]) / sc - 0.05;
  f[2] = sqrt(q[2] + q[0]) / sc - 0.05;
}

FM_FN double fm_dc6_grid3d(double dx, double dy, double time) {
  const double len = sqrt(dx * dx + dy * dy + 1.0 * 1.0);
  double d0 = dx / len, d1 = dy / len, d2 = 1.0 / len;
  const double a = time * 0.021, ca = cos(a), sa = sin(a);
  /* vec3·mat3 with the class's column-major matrices: about x, then about y. */
  double e0 = d0 * 1 + d1 * 0 + d2 * 0, e1 = d0 * 0 + d1 * ca + d2 * (-sa), e2 = d0 * 0 + d1 * sa + d2 * ca;
  d0 = e0 * ca + e1 * 0 + e2 * (-sa);
  d1 = e0 * 0 + e1 * 1 + e2 * 0;
  d2 = e0 * sa + e1 * 0 + e2 * ca;
  double pos[3] = {0.0, time * 0.1, 0.0}, col[3] = {0.0, 0.0, 0.0}, f2[3];
  for (int i = 0; i < 30; i++) {
    fm_dc6_grid3d_field(pos, f2);
    const double f = fm_cut_gmin(fm_cut_gmin(f2[0], f2[1]), f2[2]);
    pos[0] = pos[0] + d0 * f;
    pos[1] = pos[1] + d1 * f;
    pos[2] = pos[2] + d2 * f;
    for (int k = 0; k < 3; k++) col[k] = col[k] + ((double)30 - i) / (f2[k] + 0.1);
  }
  double c3[3];
  for (int k = 0; k < 3; k++) c3[k] = 1.0 - 1.0 / (1.0 + col[k] * (.09 / (double)(30 * 30)));
  return c3[0] + c3[1] + c3[2];
}

/* The glsl_ form: the pixel's centre in the unit square centred on the origin; the class has no
 * Gradient parameter, so always a true colour. time 1 … 1000. */
FM_VAR(glsl_grid3D) {
  const int res = fm_glsl_columns(FM_PAR(glsl_grid3D_Density_Pixels));
  int i, j;
  fm_glsl_pixel(rng, res, &i, &j);
  const double grey = fm_dc6_grid3d(((double)i + 0.5) / res - .5, ((double)j + 0.5) / FM_GLSL_ROWS - .5,
                                    fm_cut_clamp((double)FM_PAR(glsl_grid3D_time), 1.0, 1000.0));
  fm_glsl_finish(s, w, i, j, res, grey, grey, grey, 0, FM_GLSL_RED_SHARE);
}

/* The dc_ form: its own point in [-1, 1)², times zoom (0.01 … 1000). */
FM_VAR(dc_grid3D) {
  double x, y;
  fm_dc_point_wide(s, rng, FM_PAR(dc_grid3D_ColorOnly), &x, &y);
  const double zoom = fm_cut_clamp((double)FM_PAR(dc_grid3D_zoom), 0.01, 1000.0);
  const double grey = fm_dc6_grid3d(x * zoom, y * zoom, fm_cut_clamp((double)FM_PAR(dc_grid3D_time), 1.0, 1000.0));
  fm_dc_finish(s, w, x, y, grey, grey, grey, FM_DC_FRAME(dc_grid3D));
}

#endif
