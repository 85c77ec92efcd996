/*
 * var_jwf_dc5.h — more of JWildfire's direct-colour shaders (its DC_*Func and GLSL*Func
 * classes), each pair (glsl_ and dc_) one shader function called from both frames of
 * var_jwf_dc.h. Checked against JWildfire's own code (tests/tools/jwf_refs.sh, the "(xyzcrgb)"
 * form). The shaders run in double on every side: their long iterations decide colours by the
 * last bits, which the device's fast-math float would move; only the point is fm_real.
 *
 * 910: glsl_kaleidoscopic, 911: dc_kaleidoscopic, 912: glsl_kaleidocomplex, 913: dc_kaleidocomplex.
 *
 * A "Seed"/"seed" parameter of these classes only sets their time (at random, or from the
 * clock), and JWildfire's reader sets the time parameter after it, always written beside it:
 * so the seed is read and has no effect.
 * Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWF_DC5_H
#define FLAMEBUILD_VAR_JWF_DC5_H

/* The families whose helpers this one calls (kernels/codegen_families.c): the dc/glsl frames,
 * the GLSL-like helpers of the cut_* family and js.glsl's approximate atan2 (fm_cut_atan2). */
#include "var_jwf_dc.h"
#include "var_jwf_cut2.h"

/* js.glsl.G's abs: v >= 0 ? v : -v (so -0 stays -0, where fabs gives +0). */
FM_FN double fm_dc5_gabs(double v) { return v >= 0.0 ? v : -v; }

/* ---- 910, 911: glsl_kaleidoscopic, dc_kaleidoscopic ---------------------------------------- */

/* Kali-style "fractal colours" (trirop's): the point (u, v), optionally folded into one of
 * `sides` mirrored wedges (radial; the angle by js.glsl's approximate atan2, turned by time/10),
 * is lifted to (u, v, zoom) and sent 44 times through p -> |p|/|p|² less (1, 1.02, 0.4·p1),
 * scaled per axis and its y and z swapped; the final p is the colour. The map is chaotic, so
 * every operation keeps JWildfire's order. */
FM_FN void fm_dc5_kaleido(double u, double v, double zoom, double p1, int radial, int sides, double time, double *r,
                          double *g, double *b) {
  if (radial == 1) {
    const double ka = 3.141592653589793 / sides;
    const double a = fm_dc5_gabs(fm_cut_mod(fm_cut_atan2(v, u), 2.0 * ka) - ka) + 0.1 * time;
    const double d = sqrt(u * u + v * v);
    u = cos(a) * d;
    v = sin(a) * d;
  }
  double px = u, py = v, pz = zoom;
  for (int i = 0; i < 44; i++) {
    const double dd = px * px + py * py + pz * pz;
    const double tx = fm_dc5_gabs(fm_dc5_gabs(px) / dd - 1.0), ty = fm_dc5_gabs(fm_dc5_gabs(py) / dd - 1.02);
    const double tz = fm_dc5_gabs(fm_dc5_gabs(pz) / dd - p1 * 0.4);
    px = 1.3 * tx;
    py = 0.678 * tz;
    pz = 0.999 * ty;
  }
  *r = px;
  *g = py;
  *b = pz;
}

/* The glsl_ form (its Gradient 1: the sine of red's share): the pixel's centre mapped to
 * [-12, 12)², scaled by 0.1 + zoom. Sides 2 … 20,
 * zoom and P1 in [0, 1], Radial 0 or 1, as the class holds them. */
FM_VAR(glsl_kaleidoscopic) {
  const int res = fm_glsl_columns(FM_PAR(glsl_kaleidoscopic_Density_Pixels));
  int i, j;
  fm_glsl_pixel(rng, res, &i, &j);
  const double zoom = fm_cut_clamp((double)FM_PAR(glsl_kaleidoscopic_zoom), 0.0, 1.0);
  const double u = (2.0 * ((double)i + 0.5) / res - 1.0) * 12.0 * (0.1 + zoom);
  const double v = (2.0 * ((double)j + 0.5) / FM_GLSL_ROWS - 1.0) * 12.0 * (0.1 + zoom);
  double r, g, b;
  fm_dc5_kaleido(u, v, zoom, fm_cut_clamp((double)FM_PAR(glsl_kaleidoscopic_P1), 0.0, 1.0),
                 fm_cut_jint(fm_cut_clamp((double)FM_PAR(glsl_kaleidoscopic_Radial), 0, 1)),
                 fm_cut_jint(fm_cut_clamp((double)FM_PAR(glsl_kaleidoscopic_Sides), 2, 20)),
                 (double)FM_PAR(glsl_kaleidoscopic_time), &r, &g, &b);
  fm_glsl_finish(s, w, i, j, res, r, g, b, fm_glsl_gradient(FM_PAR(glsl_kaleidoscopic_Gradient)), FM_GLSL_RED_SHARE);
}

/* The dc_ form: its own transform draws the point in [-1, 1)² (fm_dc_point_wide), scaled by
 * zoom alone. */
FM_VAR(dc_kaleidoscopic) {
  double x, y, r, g, b;
  fm_dc_point_wide(s, rng, FM_PAR(dc_kaleidoscopic_ColorOnly), &x, &y);
  const double zoom = fm_cut_clamp((double)FM_PAR(dc_kaleidoscopic_zoom), 0.0, 1.0);
  fm_dc5_kaleido(x * zoom, y * zoom, zoom, fm_cut_clamp((double)FM_PAR(dc_kaleidoscopic_p1), 0.0, 1.0),
                 fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_kaleidoscopic_radial), 0, 1)),
                 fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_kaleidoscopic_sides), 2, 20)),
                 (double)FM_PAR(dc_kaleidoscopic_time), &r, &g, &b);
  fm_dc_finish(s, w, x, y, r, g, b, FM_DC_FRAME(dc_kaleidoscopic));
}

/* ---- 912, 913: glsl_kaleidocomplex, dc_kaleidocomplex -------------------------------------- */

/* A folded complex iteration: z = |(u, v)|·8 is, imax + 1 times, turned by 45° and scaled by √2
 * (z·(1+i)), folded (|re|, |im|, less 10.5 ± 1 alternately) and turned by time (z·(sin t + i·cos t));
 * each step adds fc·exp(-|-a/k + k/a|) for a = re, im, re+im (k the step, from 0) to the three
 * channels. From step 1 on, a z near an axis (|re| or |im| < 0.51) sets the colour from its last
 * values and stops; a z beyond 10^7 in square stops too. The channels end as cos(c·factor).
 * (The class also carries a second complex number that starts at 0 and is only ever multiplied,
 * so its escape test can never fire: left out.) */
FM_FN void fm_dc5_kaleidocomplex(double u, double v, double time, int imax, double fc, double fr, double fg, double fb,
                                 double *r, double *g, double *b) {
  double zx = fm_dc5_gabs(u) / 0.125, zy = fm_dc5_gabs(v) / 0.125;
  double cx = 0.0, cy = 0.0, cz = 0.0, sg = 1.0;
  const double st = sin(time), ct = cos(time);
  for (int k = 0; k - 1 < imax; k++) {
    sg = -sg;
    double tx = zx - zy, ty = zx + zy;
    tx = fm_dc5_gabs(tx) + (sg - 10.5);
    ty = fm_dc5_gabs(ty) + (sg - 10.5);
    zx = tx * st - ty * ct;
    zy = tx * ct + ty * st;
    const double dist = zx * zx + zy * zy;
    if (k > 0 && (sqrt(zx * zx) < 0.51 || sqrt(zy * zy) < 0.51)) {
      cx = exp(-fabs(zx * zx * zy));
      cy = exp(-fabs(zy * zx * zy));
      cz = exp(-fabs(fm_cut_gmin(zx, zy)));
      break;
    }
    const double kd = (double)k;
    cx += fc * exp(-fabs(-zx / kd + kd / zx));
    cy += fc * exp(-fabs(-zy / kd + kd / zy));
    cz += fc * exp(-fabs((-zx - zy) / kd + kd / (zx + zy)));
    if (dist > 10000000.0) break;
  }
  *r = cos(cx * fr);
  *g = cos(cy * fg);
  *b = cos(cz * fb);
}

/* The glsl_ form (Gradient 1: the sine of red's share): the pixel's centre in the unit square
 * centred on the origin. iMax 1 … 50, the factors 0 … 5, as the class holds them. */
FM_VAR(glsl_kaleidocomplex) {
  const int res = fm_glsl_columns(FM_PAR(glsl_kaleidocomplex_Density_Pixels));
  int i, j;
  fm_glsl_pixel(rng, res, &i, &j);
  double r, g, b;
  fm_dc5_kaleidocomplex(((double)i + 0.5) / res - 0.5, ((double)j + 0.5) / FM_GLSL_ROWS - 0.5,
                        (double)FM_PAR(glsl_kaleidocomplex_time),
                        fm_cut_jint(fm_cut_clamp((double)FM_PAR(glsl_kaleidocomplex_iMax), 1, 50)),
                        (double)FM_PAR(glsl_kaleidocomplex_Color),
                        fm_cut_clamp((double)FM_PAR(glsl_kaleidocomplex_Red_Fac), 0.0, 5.0),
                        fm_cut_clamp((double)FM_PAR(glsl_kaleidocomplex_Green_Fac), 0.0, 5.0),
                        fm_cut_clamp((double)FM_PAR(glsl_kaleidocomplex_Blue_Fac), 0.0, 5.0), &r, &g, &b);
  fm_glsl_finish(s, w, i, j, res, r, g, b, fm_glsl_gradient(FM_PAR(glsl_kaleidocomplex_Gradient)), FM_GLSL_RED_SHARE);
}

/* The dc_ form: the frame's own point (fm_dc_point), as is. */
FM_VAR(dc_kaleidocomplex) {
  double x, y, r, g, b;
  fm_dc_point(s, rng, FM_PAR(dc_kaleidocomplex_ColorOnly), &x, &y);
  fm_dc5_kaleidocomplex(x, y, (double)FM_PAR(dc_kaleidocomplex_time),
                        fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_kaleidocomplex_iMax), 1, 50)),
                        (double)FM_PAR(dc_kaleidocomplex_color),
                        fm_cut_clamp((double)FM_PAR(dc_kaleidocomplex_redF), 0.0, 5.0),
                        fm_cut_clamp((double)FM_PAR(dc_kaleidocomplex_greenF), 0.0, 5.0),
                        fm_cut_clamp((double)FM_PAR(dc_kaleidocomplex_blueF), 0.0, 5.0), &r, &g, &b);
  fm_dc_finish(s, w, x, y, r, g, b, FM_DC_FRAME(dc_kaleidocomplex));
}

/* ---- 914, 915: glsl_hyperbolictile, dc_hyperbolictile -------------------------------------- */

/* A polar point (r, a) reflected in a "line" (lr, la) of the Poincaré disc: a line far away
 * (lr >= 100) is a diameter, reflected in by angle (a -> π + 2·la - a, not wrapped); else a circle
 * about the polar point (lr, la) of radius² lr² - 1, inverted in. Angles by js.glsl's
 * approximate atan2, which the tiling's decisions follow. */
FM_FN void fm_dc5_hyp_mirror(double lr, double la, double *r, double *a) {
  if (lr < 100.0) {
    const double cx = lr * cos(la), cy = lr * sin(la);
    const double dx = *r * cos(*a) - cx, dy = *r * sin(*a) - cy;
    const double rr = (lr * lr - 1.0) / (dx * dx + dy * dy);
    const double x = cx + dx * rr, y = cy + dy * rr;
    *r = sqrt(x * x + y * y);
    *a = fm_cut_atan2(y, x);
  } else {
    *a = -*a + 2.0 * la + 3.141592653589793;
  }
}

/* Whether an angle lies in the fundamental wedge [π/2, 3π/4). */
FM_FN int fm_dc5_hyp_home(double a) { return a >= 3.141592653589793 / 2.0 && a < 3.141592653589793 * 0.75; }

/* A {8, 3}-like hyperbolic tiling in black and white: outside the unit disc black; inside, the
 * point is walked back towards the fundamental wedge — up to 7 rounds of up to 7 pairs of
 * reflections in two diameters (π/8 apart), each round ended by the circle's reflection — and
 * the parity of the reflections counted is the colour (0 or 1 on all three channels). */
FM_FN double fm_dc5_hyperbolictile(double x, double y) {
  double r = sqrt(x * x + y * y), a = fm_cut_atan2(y, x);
  if (r > 1.0) return 0.0;
  const double l3 = sqrt(sqrt(2.0) + 1.0);
  int g2 = 0, k1 = 1;
  for (int i = 0; i < 7 && k1; ++i) {
    int k = 1;
    for (int j = 1; j < 8; ++j) {
      if (k == 0 || fm_dc5_hyp_home(a)) {
        k = 0;
      } else {
        g2++;
        fm_dc5_hyp_mirror(1000.0, 0.0, &r, &a);
        fm_dc5_hyp_mirror(1000.0, 3.141592653589793 / 8.0, &r, &a);
      }
    }
    fm_dc5_hyp_mirror(l3, 3.141592653589793 / 2.0, &r, &a);
    if (fm_dc5_hyp_home(a)) k1 = 0;
  }
  return fm_cut_mod((double)g2, 2.0);
}

/* The glsl_ form (Gradient 1: the sine of red's share, NaN on black as in JWildfire): the
 * pixel's centre mapped to [-1, 1)². Only Density Pixels and Gradient. */
FM_VAR(glsl_hyperbolictile) {
  const int res = fm_glsl_columns(FM_PAR(glsl_hyperbolictile_Density_Pixels));
  int i, j;
  fm_glsl_pixel(rng, res, &i, &j);
  const double c = fm_dc5_hyperbolictile(2.0 * ((double)i + 0.5) / res - 1.0,
                                         2.0 * ((double)j + 0.5) / FM_GLSL_ROWS - 1.0);
  fm_glsl_finish(s, w, i, j, res, c, c, c, fm_glsl_gradient(FM_PAR(glsl_hyperbolictile_Gradient)), FM_GLSL_RED_SHARE);
}

/* The dc_ form: its own transform draws the point in [-1, 1)² (fm_dc_point_wide), scaled by
 * zoom (0.01 … 50). */
FM_VAR(dc_hyperbolictile) {
  double x, y;
  fm_dc_point_wide(s, rng, FM_PAR(dc_hyperbolictile_ColorOnly), &x, &y);
  const double zoom = fm_cut_clamp((double)FM_PAR(dc_hyperbolictile_zoom), 0.01, 50.0);
  const double c = fm_dc5_hyperbolictile(x * zoom, y * zoom);
  fm_dc_finish(s, w, x, y, c, c, c, FM_DC_FRAME(dc_hyperbolictile));
}

#endif
