/*
 * var_jwf_dc11.h — more of JWildfire's direct-colour shaders (its DC_*Func classes) in the
 * dc frame of var_jwf_dc.h. Checked against JWildfire's own code (tests/tools/jwf_refs.sh, the
 * "(xyzcrgb)" and "(xyzchrgb)" forms). The shaders run in double on every side: their long
 * iterations decide colours by the last bits, which the device's fast-math float would move;
 * only the point is fm_real.
 *
 * 889: dc_gmandelbroot.
 *
 * Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWF_DC11_H
#define FLAMEBUILD_VAR_JWF_DC11_H

/* The families whose helpers this one calls (kernels/codegen_families.c): the dc frame and the
 * GLSL-like helpers of the cut_* family. */
#include "var_jwf_dc.h"

/* ---- 889: dc_gmandelbroot ------------------------------------------------------------------ */

/* The shader's hsv (its own, not fm_dc_hsv2rgb: the hue enters as (k + h)/3 with k = 3, 2, 1,
 * which rounds otherwise), at saturation and value 1 as colour mode 1 calls it: the mix with
 * 3.1 at saturation 1 leaves the hue's ramp itself. */
FM_FN double fm_dc11_hue_ramp(double k, double h) {
  const double t = fm_cut_fract((k + h) / 3.0) * 6.0 - 3.0;
  return fm_cut_mix(3.1, fm_cut_clamp((t >= 0 ? t : -t) - 1.0, 0.0, 1.0), 1.0) * 1.0;
}

/* A generalised Mandelbrot set (z -> z^(d + ik) + c, the power taken through the polar form,
 * with the log's offset m and branch n; optionally the burning ship's folded z, the conjugate,
 * or a Julia set of (jre, jim)), coloured by the escape count ii (0 also when the point never
 * escapes) in one of six ways. The first iteration's r is forced to 0 when m and julia are 0, so
 * that the starting point itself cannot escape; the colour modes read the last r and z as the
 * loop leaves them, NaN and all (0 times an infinite q is kept as Java computes it). */
FM_FN void fm_dc11_gmandel(double px, double py, int colmode, int iters, double d, double k, double n, double m,
                           int ship, int conj, int julia, double jre, double jim, double *r_out, double *g_out,
                           double *b_out) {
  double ii = 0, r = 0, zx = px, zy = py;
  for (int i = 0; i < iters; ++i) {
    if (ship == 1) {
      zx = fabs(zx);
      zy = fabs(zy);
    }
    if (conj == 1) zy = -zy;
    const double q1 = atan2(zy, zx);
    r = zx * zx + zy * zy;
    const double q2 = q1 * d + (k / 2.0) * log(r + m) + 2 * 3.141592653589793 * n;
    const double q3 = pow(r, d / 2.0) / exp(k * q1);
    const double ux = q3 * cos(q2), uy = q3 * sin(q2);
    zx = ux + px;
    zy = uy + py;
    if (m == 0 && julia == 0 && i == 0) r = 0;
    if (julia == 1) {
      zx = ux + jre;
      zy = uy + jim;
    }
    if (r > iters) {
      ii = i;
      break;
    }
  }
  const double q = d == 0 ? ii * pow(r, 0.5) * pow(ii, 0.75) / 255.
                          : ii * pow(r, fabs(d) / d * 0.5) * pow(ii, 0.75) / 255.;
  const double zero = 0.0; /* modes 2 and 3 read mode 1's rounded channels, 0 outside it */
  double cr = 0, cg = 0, cb = 0;
  if (colmode == 0) {
    const double sv = .125662 * ii;
    cr = cos(sv + .9) * 0.4 + .6;
    cg = cos(sv + .3) * 0.4 + .6;
    cb = cos(sv + .2) * 0.4 + .6;
  } else if (colmode == 1) {
    const double hue = floor(255 * ii / iters) / 255;
    cr = fm_dc11_hue_ramp(3.0, hue);
    cg = fm_dc11_hue_ramp(2.0, hue);
    cb = fm_dc11_hue_ramp(1.0, hue);
  } else if (colmode == 2) {
    cr = (zero * q + zx * zx * ii / 255) / 255;
    cg = (zero * q - zy * zy * ii / 255) / 255;
    cb = (zero * q - ii * ii * ii / 255) / 255;
  } else if (colmode == 3) {
    cr = (zero * q + pow(zx * zx * ii, 0.5) / 255) / 255;
    cg = (zero * q + pow(zy * zy * ii, 0.5) / 255) / 255;
    cb = zero * q + pow(ii * ii * ii, 3) / 255;
  } else if (colmode == 4) {
    cr = ii * pow(r * ii / iters, 0.45) / 255;
    cg = ii * pow(r * ii / iters, 0.35) / 255;
    cb = ii * pow(r * ii / iters, 0.25) / 255;
  } else if (colmode == 5) {
    const double f = 1.0 + log10(fm_cut_min(1e20, zx * zx + zy * zy)) / log10(2.0) / 16.0;
    cr = f;
    cg = f * f;
    cb = f * f * f;
  }
  *r_out = cr;
  *g_out = cg;
  *b_out = cb;
}

/* The point in [-1, 1)² zoomed and panned into the plane of the set; a point whose colour is
 * black (exactly: the modes that scale by ii give it inside the set) is hidden, any other shown. */
FM_VAR(dc_gmandelbroot) {
  double x, y, r, g, b;
  fm_dc_point_wide(s, rng, FM_PAR(dc_gmandelbroot_ColorOnly), &x, &y);
  const double zoom = fm_cut_clamp((double)FM_PAR(dc_gmandelbroot_zoom), 0, 100);
  const double panx = fm_cut_clamp((double)FM_PAR(dc_gmandelbroot_panX), -2, 2);
  const double pany = fm_cut_clamp((double)FM_PAR(dc_gmandelbroot_panY), -2, 2);
  fm_dc11_gmandel(x * zoom - panx, y * zoom - pany, fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_gmandelbroot_colormode), 0, 5)),
                  fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_gmandelbroot_iters), 1, 255)),
                  (double)FM_PAR(dc_gmandelbroot_exp_re), (double)FM_PAR(dc_gmandelbroot_exp_im),
                  (double)FM_PAR(dc_gmandelbroot_n), (double)FM_PAR(dc_gmandelbroot_m),
                  fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_gmandelbroot_burnigship), 0, 1)),
                  fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_gmandelbroot_conjugate), 0, 1)),
                  fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_gmandelbroot_julia), 0, 1)),
                  (double)FM_PAR(dc_gmandelbroot_jre), (double)FM_PAR(dc_gmandelbroot_jim), &r, &g, &b);
  s->hide = r == 0.0 && g == 0.0 && b == 0.0;
  fm_dc_finish(s, w, x, y, r, g, b, FM_DC_FRAME(dc_gmandelbroot));
}

#endif
