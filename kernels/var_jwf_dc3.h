/*
 * var_jwf_dc3.h — more of JWildfire's direct-colour shaders (var_jwf_dc.h's frames around
 * shaders of their own): the point drawn, coloured by the shader, added.
 *
 * 882: dc_hexagons, 883: dc_apollonian, 884: glsl_apollonian, 885: glsl_acrilic,
 * 886: dc_acrilic, 887: glsl_circlesblue, 888: dc_circlesblue.
 *
 * A shader shared by a dc_ and a glsl_ form is one function here, which both call with the point
 * their frame gives it. The shaders run in double on every side (the device's fast-math float
 * would move their colours' last bits, and the colours are cut into 256 steps).
 *
 * The seed parameters change nothing drawn: in the dc_ forms JWildfire's seed sets the time
 * from the wall clock, in the glsl_ forms from a generator seeded by it, and in both the time
 * parameter, which JWildfire writes after the seed and reads after it, then replaces it. They are
 * in the table so that a file naming them reads whole. Checked against JWildfire's own code
 * (tests/tools/jwf_refs.sh, the "(xyzcrgb)" form).
 */
#ifndef FLAMEBUILD_VAR_JWF_DC3_H
#define FLAMEBUILD_VAR_JWF_DC3_H

/* The families whose helpers this one calls (kernels/codegen_families.c): the dc and glsl
 * frames, and through them the cut_* family's GLSL-like helpers. */
#include "var_jwf_dc.h"

/* ---- shared steps ----------------------------------------------------------------------- */

/* JWildfire's Tools.limitValue: v held to [lo, hi], a NaN passed through (the int parameters
 * then cast it to 0 with fm_cut_jint). */
FM_FN double fm_dcb_limit(double v, double lo, double hi) { return v < lo ? lo : v > hi ? hi : v; }

/* js.glsl's G.max and G.min, which are not Java's Math.max/min: a NaN second argument loses. */
FM_FN double fm_dcb_gmax(double x, double y) { return x < y ? y : x; }

/* ---- 882: dc_hexagons ------------------------------------------------------------------- */

/* Distance of p to the edge of its cell of a hexagonal tiling (every other column shifted half
 * a cell): 0 on the edge, 1 at the centre. */
FM_FN double fm_dcb_hex(double px, double py) {
  px *= 0.57735 * 2.0;
  py += fm_cut_mod(floor(px), 2.0) * 0.5;
  px = fabs(fm_cut_mod(px, 1.0) - 0.5);
  py = fabs(fm_cut_mod(py, 1.0) - 0.5);
  return fabs(fm_dcb_gmax(px * 1.5 + py, py * 2.0) - 1.0);
}

/* A grey: hexagon rims whose width breathes with the distance from the centre and the time,
 * the tiling turned by an angle the time sets. */
FM_FN double fm_dcb_hexagons(double x, double y, double zoom, double time) {
  double px = x * zoom, py = y * zoom;
  double sw = sin((px * px + py * py) / -64. + time * 4.);
  sw = pow(fabs(sw), 0.5) * fm_cut_sign(sw);
  const double r = .35 + .25 * sw;
  double t = pow(fabs(sin(time * 4.)), 0.2) * fm_cut_sign(sin(time * 4.));
  t *= 10.25;
  const double c = cos(t), s = sin(t);
  const double qx = c * px + -s * py, qy = px * s + py * c;
  return fm_cut_smoothstep(r - 0.1, r + 0.1, fm_dcb_hex(qx, qy));
}

/* Its random point fills [-1, 1)² (shape 0) or a disc of radius 1 whose density falls to its
 * rim (shape 1: a triangular radius, two draws, then an angle). */
FM_VAR(dc_hexagons) {
  double x, y;
  if (fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_hexagons_ColorOnly), 0, 1)) == 1 ||
      fm_cut_jint(fm_dcb_limit((double)FM_PAR(dc_hexagons_shape), 0, 1)) == 0) {
    fm_dc_point_wide(s, rng, FM_PAR(dc_hexagons_ColorOnly), &x, &y);
  } else {
    double r = 2. * fm_rng_01d(rng);
    r += 2. * fm_rng_01d(rng);
    r = r > 2.0 ? 4.0 - r : r;
    const double theta = fm_rng_01d(rng) * (2.0 * FM_PI);
    x = 0.5 * r * sin(theta);
    y = 0.5 * r * cos(theta);
  }
  const double v = fm_dcb_hexagons(x, y, (double)FM_PAR(dc_hexagons_zoom), (double)FM_PAR(dc_hexagons_time));
  fm_dc_finish(s, w, x, y, v, v, v, FM_DC_FRAME(dc_hexagons));
}

/* ---- 883, 884: dc_apollonian, glsl_apollonian -------------------------------------------- */

/* m·v for a 3×3 matrix m stored by columns (m[0..2] the first), summed in js.glsl's order. */
FM_FN void fm_dcb_m3v(const double *m, const double *v, double *o) {
  o[0] = m[0] * v[0] + m[3] * v[1] + m[6] * v[2];
  o[1] = m[1] * v[0] + m[4] * v[1] + m[7] * v[2];
  o[2] = m[2] * v[0] + m[5] * v[1] + m[8] * v[2];
}

/* An Apollonian-like fractal seen in a plane through it: the plane's point (x, y) in [-1, 1]²,
 * turned by a rotation the time sets, then folded 50 times (a turned and scaled inversion in the
 * unit sphere, folded about ±1); the sines of where it ends are the colour. */
FM_FN void fm_dcb_apollonian(double x, double y, double time, double *r, double *g, double *b) {
  const double t = 0.05 * time;
  const double sa = sin(t + 1), ca = cos(t + 1), sb = sin(t + 2), cb = cos(t + 2), sc = sin(t + 3), cc = cos(t + 3);
  const double m[9] = {cb * cc,           -cb * sc,           sb, sa * sb * cc + ca * sc, -sa * sb * sc + ca * cc,
                       -sa * cb,          -ca * sb * cc + sa * sc, ca * sb * sc + sa * cc, ca * cb};
  const double k = 1.2 + 0.1 * sin(0.1 * time);
  const double f1 = 2. + 0.25 * sin(0.3 * time);
  double mf[9], mk[9];
  for (int i = 0; i < 9; i++) {
    mf[i] = m[i] * f1;
    mk[i] = m[i] * k;
  }
  const double p[3] = {2.0 * x, 2.0 * y, 0.0};
  double v[3], o[3];
  fm_dcb_m3v(mf, p, v);
  for (int n = 0; n < 50; n++) {
    fm_dcb_m3v(mk, v, o);
    const double d = v[0] * v[0] + v[1] * v[1] + v[2] * v[2];
    for (int c = 0; c < 3; c++) {
      const double f = o[c] / d * 0.5 - 0.5;
      v[c] = (f >= 0 ? f : -f) * 2.0 - 1.0;
    }
  }
  *r = sin(v[0]) * 0.6 + 0.5;
  *g = sin(v[1]) * 0.6 + 0.5;
  *b = sin(v[2]) * 0.6 + 0.5;
}

FM_VAR(dc_apollonian) {
  double x, y, r, g, b;
  fm_dc_point_wide(s, rng, FM_PAR(dc_apollonian_ColorOnly), &x, &y);
  fm_dcb_apollonian(x, y, (double)FM_PAR(dc_apollonian_time), &r, &g, &b);
  fm_dc_finish(s, w, x, y, r, g, b, FM_DC_FRAME(dc_apollonian));
}

/* The shader's plane point is the pixel's centre mapped to [-1, 1]². */
FM_VAR(glsl_apollonian) {
  const int res = fm_glsl_columns(FM_PAR(glsl_apollonian_Density_Pixels));
  int i, j;
  double r, g, b;
  fm_glsl_pixel(rng, res, &i, &j);
  fm_dcb_apollonian(2.0 * ((double)i + 0.5) / res - 1.0, 2.0 * ((double)j + 0.5) / FM_GLSL_ROWS - 1.0,
                    (double)FM_PAR(glsl_apollonian_time), &r, &g, &b);
  fm_glsl_finish(s, w, i, j, res, r, g, b, fm_glsl_gradient(FM_PAR(glsl_apollonian_Gradient)), FM_GLSL_RED_GREEN);
}

/* ---- 885, 886: glsl_acrilic, dc_acrilic -------------------------------------------------- */

/* Paint poured in three layers: the point pushed steps − 1 times along sine and cosine waves
 * (frequencies p1, p3, phases the time moves at rates p2, p4), each layer going on from the
 * last; each layer's ring pattern (p5, p6) gives one channel, scaled by its factor, through a
 * cosine. Parameters as the classes hold them. */
FM_FN void fm_dcb_acrilic(double px, double py, double time, int steps, const double *p, const double *fac, double *rgb) {
  for (int j = 0; j < 3; j++) {
    for (int i = 1; i < steps; i++) {
      px += 0.1 / (i + j) * sin(i * p[0] * py + time + cos((time / (p[1] * i)) * i + j));
      py += 0.1 / (i + j) * cos(i * p[2] * px + time + sin((time / (p[3] * i)) * i + j));
    }
    rgb[j] = sin(p[4] * (px * px)) + sin(p[5] * (py * py));
  }
  for (int c = 0; c < 3; c++) rgb[c] = cos(rgb[c] * fac[c]);
}

/* The classes' shared clamping of the wave parameters (1 … 100) and channel factors (0 … 5). */
FM_FN void fm_dcb_acrilic_pars(fm_real p1, fm_real p2, fm_real p3, fm_real p4, fm_real p5, fm_real p6, fm_real fr,
                               fm_real fg, fm_real fb, double *p, double *fac) {
  const fm_real in[6] = {p1, p2, p3, p4, p5, p6};
  for (int k = 0; k < 6; k++) p[k] = fm_dcb_limit((double)in[k], 1., 100.);
  fac[0] = fm_dcb_limit((double)fr, 0.0, 5.0);
  fac[1] = fm_dcb_limit((double)fg, 0.0, 5.0);
  fac[2] = fm_dcb_limit((double)fb, 0.0, 5.0);
}

/* The shader's point is the pixel's centre in [0, 0.7]². */
FM_VAR(glsl_acrilic) {
  const int res = fm_glsl_columns(FM_PAR(glsl_acrilic_Density_Pixels));
  int i, j;
  double p[6], fac[3], rgb[3];
  fm_glsl_pixel(rng, res, &i, &j);
  fm_dcb_acrilic_pars(FM_PAR(glsl_acrilic_p1), FM_PAR(glsl_acrilic_p2), FM_PAR(glsl_acrilic_p3), FM_PAR(glsl_acrilic_p4),
                      FM_PAR(glsl_acrilic_p5), FM_PAR(glsl_acrilic_p6), FM_PAR(glsl_acrilic_Red_Fac),
                      FM_PAR(glsl_acrilic_Green_Fac), FM_PAR(glsl_acrilic_Blue_Fac), p, fac);
  fm_dcb_acrilic(0.7 * ((double)i + 0.5) / res, 0.7 * ((double)j + 0.5) / FM_GLSL_ROWS, (double)FM_PAR(glsl_acrilic_time),
                 fm_cut_jint(fm_dcb_limit((double)FM_PAR(glsl_acrilic_Steps), 3, 100)), p, fac, rgb);
  fm_glsl_finish(s, w, i, j, res, rgb[0], rgb[1], rgb[2], fm_glsl_gradient(FM_PAR(glsl_acrilic_Gradient)), FM_GLSL_RED_SHARE);
}

/* The shader's point is the frame's, zoomed. */
FM_VAR(dc_acrilic) {
  double x, y, p[6], fac[3], rgb[3];
  fm_dc_point(s, rng, FM_PAR(dc_acrilic_ColorOnly), &x, &y);
  fm_dcb_acrilic_pars(FM_PAR(dc_acrilic_p1), FM_PAR(dc_acrilic_p2), FM_PAR(dc_acrilic_p3), FM_PAR(dc_acrilic_p4),
                      FM_PAR(dc_acrilic_p5), FM_PAR(dc_acrilic_p6), FM_PAR(dc_acrilic_redf), FM_PAR(dc_acrilic_greenf),
                      FM_PAR(dc_acrilic_bluef), p, fac);
  const double zoom = (double)FM_PAR(dc_acrilic_zoom);
  fm_dcb_acrilic(zoom * x, zoom * y, (double)FM_PAR(dc_acrilic_time),
                 fm_cut_jint(fm_dcb_limit((double)FM_PAR(dc_acrilic_steps), 3, 100)), p, fac, rgb);
  fm_dc_finish(s, w, x, y, rgb[0], rgb[1], rgb[2], FM_DC_FRAME(dc_acrilic));
}

/* ---- 887, 888: glsl_circlesblue, dc_circlesblue ------------------------------------------ */

/* Rising bubbles in blues and greens: `bubles` discs whose size, column, phase and colour come
 * from fixed sequences of their index, risen by the time (held to 1 … 1000 as the classes do)
 * and wrapped; each adds its colour where it covers (x, y), its rim soft, its strength pulsing. */
FM_FN void fm_dcb_circlesblue(double x, double y, double time, double radius, int bubles, double *rgb) {
  double cr = 0.0, cg = 0.0, cb = 0.0;
  for (int i = 0; i < bubles; i++) {
    const double pha = tan((double)i * 6. + 1.0) * 0.5 + 0.5;
    const double siz = pow(cos((double)i * 2.4 + 5.0) * 0.5 + 0.5, 4.0);
    const double pox = cos((double)i * 3.55 + 4.1);
    const double rad = radius + sin((double)i) * 0.12 + 0.08;
    const double posx = pox + sin(time / 15. + pha + siz);
    const double posy = -1.0 - rad + (2.0 + 2.0 * rad) * fm_cut_mod(pha + 0.1 * (time / 5.) * (0.2 + 0.8 * siz), 1.0);
    const double dx = x - posx, dy = y - posy;
    const double dis = sqrt(dx * dx + dy * dy);
    const double a = 0.5 + 0.5 * sin((double)i * sin(time * pox * 0.03) + 1.9);
    const double cover = 1. - fm_cut_smoothstep(rad * (0.65 + 0.20 * sin(pox * time)), rad, dis);
    const double pulse = 1.0 - cos(pox * time);
    /* the colour mixed, times the cover, then times the pulse: js.glsl's order */
    cr += ((0.1 * (1 - a) + 0.2 * a) * cover) * pulse;
    cg += ((0.2 * (1 - a) + 0.8 * a) * cover) * pulse;
    cb += ((0.8 * (1 - a) + 0.6 * a) * cover) * pulse;
  }
  rgb[0] = cr * 0.3;
  rgb[1] = cg * 0.3;
  rgb[2] = cb * 0.3;
}

/* The shader's point is the pixel's centre mapped to [-1, 1]². */
FM_VAR(glsl_circlesblue) {
  const int res = fm_glsl_columns(FM_PAR(glsl_circlesblue_Density_Pixels));
  int i, j;
  double rgb[3];
  fm_glsl_pixel(rng, res, &i, &j);
  fm_dcb_circlesblue(2 * ((double)i + 0.5) / res - 1., 2 * ((double)j + 0.5) / FM_GLSL_ROWS - 1.0,
                     fm_dcb_limit((double)FM_PAR(glsl_circlesblue_time), 1.0, 1000.0),
                     fm_dcb_limit((double)FM_PAR(glsl_circlesblue_Radiusy), 0.0, 1.0),
                     fm_cut_jint(fm_dcb_limit((double)FM_PAR(glsl_circlesblue_Bubles), 1, 100)), rgb);
  fm_glsl_finish(s, w, i, j, res, rgb[0], rgb[1], rgb[2], fm_glsl_gradient(FM_PAR(glsl_circlesblue_Gradient)),
                 FM_GLSL_RED_SHARE);
}

/* The shader's point is the frame's (in [-1, 1]²), zoomed (held to 0.01 … 100). */
FM_VAR(dc_circlesblue) {
  double x, y, rgb[3];
  fm_dc_point_wide(s, rng, FM_PAR(dc_circlesblue_ColorOnly), &x, &y);
  const double zoom = fm_dcb_limit((double)FM_PAR(dc_circlesblue_zoom), 0.01, 100.0);
  fm_dcb_circlesblue(x * zoom, y * zoom, fm_dcb_limit((double)FM_PAR(dc_circlesblue_time), 1.0, 1000.0),
                     fm_dcb_limit((double)FM_PAR(dc_circlesblue_radius), 0.0, 1.0),
                     fm_cut_jint(fm_dcb_limit((double)FM_PAR(dc_circlesblue_bubles), 1, 100)), rgb);
  fm_dc_finish(s, w, x, y, rgb[0], rgb[1], rgb[2], FM_DC_FRAME(dc_circlesblue));
}

#endif
