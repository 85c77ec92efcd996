/*
 * var_jwf_dc9.h — more of JWildfire's direct-colour shaders (its DC_*Func classes), in the frame
 * of var_jwf_dc.h (fm_dc_point or fm_dc_point_wide, fm_dc_finish): a point of the plane and the
 * true colour (or the grey as a palette coordinate) a shader computes there. Each shader is
 * evaluated in double on every side, as JWildfire's js.glsl helpers compute it: their hashes
 * (fract of a large multiple of a sine) and long iterations are decided by the last bits, which
 * the device's fast-math float would move. A class's seed parameter only restarts JWildfire's
 * clock-derived time, which the file's time then replaces: it has no effect here. Checked against
 * JWildfire's own code (tests/tools/jwf_refs.sh, the "(xyzcrgb)" form).
 *
 * 958: dc_layers, 959: dc_inversion, 960: dc_glypho, 961: dc_gabornoise, 962: dc_ducks,
 * 963: dc_cairotiles, 964: dc_butterflies.
 *
 * Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWF_DC9_H
#define FLAMEBUILD_VAR_JWF_DC9_H

/* The families whose helpers this one calls (kernels/codegen_families.c): the dc frame (and
 * through it the cut_* family's GLSL-like helpers), and var_jwf_cut2.h's js.glsl atan2. */
#include "var_jwf_dc.h"
#include "var_jwf_cut2.h"
#include "var_jwf_cut3.h"

/* js.glsl.G's max: y where x < y, else x (a NaN in y gives x, unlike Java's Math.max). */
/* js.glsl's hash of a number, fract(sin(v)·43141.59265)·2 − 1: the gabornoise shader's centres. */
FM_FN double fm_dc9_hash(double v) { return fm_cut_fract(sin(v) * 43141.59265) * 2.0 - 1.0; }

/* ---- 958: dc_layers ----------------------------------------------------------------------- */

/* The point lifted to (zoom·x, zoom·y, 1), turned about x by Amplitude·π and about y by twice
 * that (the shader's row-vector products, in its order) and normalised, is the ray into N nested
 * shells of sin(4x)·cos(4y) − sin(4z) (the k-th scaled by k, moved along x by 0.13·time); a
 * shell's thin band (|noise| under 0.2 … 0.25) lights the point, the deeper shells dimmer
 * (1 − k/8); the brightest shell's light is the grey. */
FM_VAR(dc_layers) {
  double x, y;
  fm_dc_point_wide(s, rng, FM_PAR(dc_layers_ColorOnly), &x, &y);
  const int n = fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_layers_N), 1, 10));
  const double amp = fm_cut_clamp((double)FM_PAR(dc_layers_Amplitude), 0.0, 10.0);
  const double zoom = (double)FM_PAR(dc_layers_zoom), time = (double)FM_PAR(dc_layers_time);
  const double rx = 2.0 * (amp * 3.141592653589793), ry = 1.0 * (amp * 3.141592653589793);
  const double px = x * zoom, py = y * zoom, pz = 1.0;
  /* about x by ry, then about y by rx */
  const double cy = cos(ry), sy = sin(ry), cx = cos(rx), sx = sin(rx);
  const double ax = px, ay = py * cy + pz * -sy, az = py * sy + pz * cy;
  const double bx = ax * cx + az * -sx, by = ay, bz = ax * sx + az * cx;
  const double len = sqrt(bx * bx + by * by + bz * bz);
  const double ux = bx / len, uy = by / len, uz = bz / len;
  double dist = 0.0;
  for (int k = 1; k <= n; k++) {
    const double qx = ux * (double)k + time * 0.13, qy = uy * (double)k, qz = uz * (double)k;
    const double shell = fm_cut_smoothstep(0.25, 0.2, fabs(sin(qx * 4.0) * cos(qy * 4.0) - sin(qz * 4.0)));
    dist = fm_cut_gmax(dist, shell * (1.0 - (double)k / 8.0));
  }
  const double c = fm_cut_mix(1.0, 0.0, 1.0 - dist);
  fm_dc_finish(s, w, x, y, c, c, c, FM_DC_FRAME(dc_layers));
}

/* ---- 959: dc_inversion -------------------------------------------------------------------- */

/* An escape-time picture of a folded inversion: `iterations` times the point is folded onto
 * x ≥ 0, scaled by (scaleX, scaleY), offset by a time-driven (sin, atan) pair and inverted in the
 * circle of radius 0.9 about (0.5, 0.5) (the shader's slight sine warp after each inversion, x
 * first, y reading the new x). The last step's and the smallest |(x², y²)| drive a time-tinted
 * colour through an exposure curve 1 − e^(−c). */
FM_VAR(dc_inversion) {
  double x, y;
  fm_dc_point_wide(s, rng, FM_PAR(dc_inversion_ColorOnly), &x, &y);
  const double time = (double)FM_PAR(dc_inversion_time);
  const int iters = fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_inversion_iterations), 0, 100));
  const double scx = fm_cut_clamp((double)FM_PAR(dc_inversion_scaleX), 1.1, 3.0);
  const double scy = fm_cut_clamp((double)FM_PAR(dc_inversion_scaleY), 1.1, 3.0);
  const double offx = sin(time * 0.123), offy = atan(time * 0.0567);
  double vx = x, vy = y, l = 0.0, minl = 10000.0;
  for (int i = 0; i < iters; i++) {
    vx = fabs(vx);
    vx = vx * scx + offx;
    vy = vy * scy + offy;
    const double opx = vx - 0.5, opy = vy - 0.5, f = 0.9 / (opx * opx + opy * opy);
    vx = 0.5 - opx * 0.9 * f;
    vy = 0.5 - opy * 0.9 * f;
    vx += sin(vx * 0.001) / cos(vy * 0.001);
    vy += sin(vx * 0.001) * cos(vy * 0.001);
    l = fm_cut_len(vx * vx, vy * vy);
    minl = fm_cut_gmin(l, minl);
  }
  const double t = 2.1 + time * 0.025;
  double c[3] = {sin(t * 1.790) * 0.5 + 0.5, sin(t * 1.345) * 0.5 + 0.5, sin(t * 1.123) * 0.5 + 0.5};
  const double clen = sqrt(c[0] * c[0] + c[1] * c[1] + c[2] * c[2]);
  const double bright = l * l * 11.0, par = pow(3.0 * minl * (1.0 - minl), 5.0) + 0.14;
  for (int k = 0; k < 3; k++) c[k] = 1.0 - exp(c[k] / clen * bright * par * -1.0);
  fm_dc_finish(s, w, x, y, c[0], c[1], c[2], FM_DC_FRAME(dc_inversion));
}

/* ---- 960: dc_glypho ----------------------------------------------------------------------- */

/* cut_glypho's glyphs as a black-and-white picture, with time: three rings (scales 1, 1.5, 2)
 * of ten soft discs of radius f1·scale, 0.4 from the origin, the rings turning by 0.3·time the
 * one way and the other in turn; their sum times f3 wrapped by fract and thresholded at f2. The
 * angles step by π/5 from 1/10000 as the class accumulates them. */
FM_VAR(dc_glypho) {
  double x, y;
  fm_dc_point(s, rng, FM_PAR(dc_glypho_ColorOnly), &x, &y);
  const double zoom = fm_cut_clamp((double)FM_PAR(dc_glypho_zoom), 0.1, 50.0);
  const double time = (double)FM_PAR(dc_glypho_time), f1 = (double)FM_PAR(dc_glypho_f1);
  const double f2 = (double)FM_PAR(dc_glypho_f2), f3 = (double)FM_PAR(dc_glypho_f3);
  const double ux = x * zoom, uy = y * zoom, stp = 3.141592653589793 / 5.0;
  double m = 0.0, odd = -1.0;
  for (double n = 1.0; n < 2.5; n += 0.5) {
    odd *= -1.0;
    const double t = time * odd * 0.3;
    for (double i = 0.0001; i < 2.0 * 3.141592653589793; i += stp) {
      const double a = i + n * stp * 0.5 + t;
      const double l = fm_cut_len(ux * n + cos(a) * 0.4, uy * n + sin(a) * 0.4);
      m += fm_cut_smoothstep(f1 * n, 0.0, l) * f3;
    }
  }
  m = fm_cut_step(f2, fm_cut_fract(m * f3));
  fm_dc_finish(s, w, x, y, m, m, m, FM_DC_FRAME(dc_glypho));
}

/* ---- 961: dc_gabornoise ------------------------------------------------------------------- */

/* The winding of the point (|x|, y)·45·zoom about 100 fixed centres — hashes of 0 … 99, each
 * sheared by a matrix that breathes with cos(h·time) — summed with js.glsl's approximate atan2;
 * the total angle is a hue through three phase-shifted cosines. */
FM_VAR(dc_gabornoise) {
  double x, y;
  fm_dc_point(s, rng, FM_PAR(dc_gabornoise_ColorOnly), &x, &y);
  const double zoom = fm_cut_clamp((double)FM_PAR(dc_gabornoise_zoom), 1.0, 100.0);
  const double time = (double)FM_PAR(dc_gabornoise_time);
  const double ux = fabs(x * zoom) * 45.0, uy = (y * zoom) * 45.0;
  double a = 0.0;
  for (int i = 0; i < 100; i++) {
    const double p = (double)i;
    const double hx = fm_dc9_hash(63.31 * p) * 30.0, hy = fm_dc9_hash(395.467 * p) * 30.0;
    const double hz = fm_dc9_hash(1.0 * p) * 30.0;
    const double c = cos(hz / 1e2 * time);
    const double tx = (0.0 + c) * hx + (33.0 + c) * hy, ty = hx * (11.0 + c) + hy * (0.0 + c);
    a += 1.0 * fm_cut_atan2(ux - tx, uy - ty);
  }
  const double r = cos(0.0 + a) * 0.6 + 0.6, g = cos(23.0 + a) * 0.6 + 0.6, b = cos(21.0 + a) * 0.6 + 0.6;
  fm_dc_finish(s, w, x, y, r, g, b, FM_DC_FRAME(dc_gabornoise));
}

/* ---- 962: dc_ducks ----------------------------------------------------------------------- */

/* The "ducks" map: 50 times the point, folded onto y ≥ 0, goes to its complex logarithm (the
 * angle by js.glsl's approximate atan2, less 6.2) plus a time-driven offset near (−0.1, 5); the
 * sum of the orbit's radii, through a double log2, is a phase whose three sines, posterised to
 * steps of 1/1.1, are the colour (blue, red, green in that order). time is scaled by 30/65 as the
 * shader does. */
FM_VAR(dc_ducks) {
  double x, y;
  fm_dc_point_wide(s, rng, FM_PAR(dc_ducks_ColorOnly), &x, &y);
  const double zoom = (double)FM_PAR(dc_ducks_zoom);
  const double t = (double)FM_PAR(dc_ducks_time) / 65.0 * 30.0;
  const double ox = 0.1 * sin(t / 3.0) - 0.1, oy = 5.0 + 0.1 * cos(t / 5.0);
  double ex = x * zoom, ey = y * zoom, c = 0.0;
  for (int i = 0; i < 50; i++) {
    const double ay = fabs(ey);
    const double lx = log(fm_cut_len(ex, ay)), ly = fm_cut_atan2(ay, ex) - 6.2;
    ex = lx + ox;
    ey = ly + oy;
    c += fm_cut_len(ex, ey);
  }
  const double d = log(log(c * 0.05) / log(2.0)) / log(2.0) * 6.0;
  const double fr = 0.1 + 0.7 * sin(d), fg = 0.1 + 0.5 * sin(d - 0.7), fb = 0.7 + 0.7 * cos(d - 0.7);
  const double r = floor(0.5 + fr * 1.1) / 1.1, g = floor(0.5 + fg * 1.1) / 1.1, b = floor(0.5 + fb * 1.1) / 1.1;
  fm_dc_finish(s, w, x, y, b, r, g, FM_DC_FRAME(dc_ducks));
}

/* ---- 963: dc_cairotiles ------------------------------------------------------------------- */

/* The Cairo pentagonal tiling as the shader animates it: a grid of squares (their size breathing
 * between 1 and √2 with the angle th = time·π/5), each turned by th and mirrored by its cell's
 * parity, their edges drawn dark (a smoothstep of width zoom·0.00075); in the half-turns where
 * the grid is shifted by a half cell the picture is inverted, and the pentagons of one family are
 * grey (0.4). Gamma 1/2.2 as the shader's last step. */
FM_VAR(dc_cairotiles) {
  double x, y;
  fm_dc_point(s, rng, FM_PAR(dc_cairotiles_ColorOnly), &x, &y);
  const double pi = 3.141592653589793;
  const double zoom = fm_cut_clamp((double)FM_PAR(dc_cairotiles_zoom), 0.1, 50.0);
  const double a = fm_cut_cairo_shade(x, y, zoom, fm_cut_mod((double)FM_PAR(dc_cairotiles_time) * pi / 5.0, pi * 2.0));
  const double c = pow(a, 1.0 / 2.2);
  fm_dc_finish(s, w, x, y, c, c, c, FM_DC_FRAME(dc_cairotiles));
}

/* ---- 964: dc_butterflies ----------------------------------------------------------------- */

/* The butterflies map z ↦ sin((z + z0)^−4) − 0.9·(1 + 2·sin(0.1·time))·z + z0 (z0 the point
 * times zoom; the power by js.glsl's approximate atan2), iterated from z0 at most 100 times,
 * stopping once a step moves less than √0.00001 or more than 100 (the last step then blended
 * back as the shader does); the orbit's nearest squared approach to (1, 1) and the last point's
 * |x·y| give a log phase, shifted per channel by (red, green, blue), through a sine. The class is
 * its own frame (not DC_BaseFunc), the same but for one thing: it SETS the point (x, y) instead
 * of adding it, dropping what the xform's earlier variations added. */
FM_VAR(dc_butterflies) {
  double x, y;
  fm_dc_point(s, rng, FM_PAR(dc_butterflies_ColorOnly), &x, &y);
  const double zoom = (double)FM_PAR(dc_butterflies_zoom), time = (double)FM_PAR(dc_butterflies_time);
  const double cr = fm_cut_clamp((double)FM_PAR(dc_butterflies_red), -1.0, 1.0);
  const double cg = fm_cut_clamp((double)FM_PAR(dc_butterflies_green), -1.0, 1.0);
  const double cb = fm_cut_clamp((double)FM_PAR(dc_butterflies_blue), -1.0, 1.0);
  const double z0x = x * zoom, z0y = y * zoom, damp = 0.9 * (1.0 + 2.0 * sin(0.1 * time));
  double zx = z0x, zy = z0y, g = 1e10;
  for (int i = 0; i < 100; i++) {
    const double px = zx, py = zy;
    /* (z + z0)^−4 */
    const double ax = zx + z0x, ay = zy + z0y;
    const double r = fm_cut_len(ax, ay), a = fm_cut_atan2(ay, ax);
    const double pr = pow(r, -4.0), wx = cos(a * -4.0) * pr, wy = sin(a * -4.0) * pr;
    /* its sine */
    const double e = exp(wy);
    const double sx = (e + 1.0 / e) * sin(wx) * 0.5, sy = (e - 1.0 / e) * cos(wx) * 0.5;
    zx = sx - zx * damp + z0x;
    zy = sy - zy * damp + z0y;
    g = fm_cut_min(g, (zx - 1.0) * (zx - 1.0) + (zy - 1.0) * (zy - 1.0));
    const double dx = zx - px, dy = zy - py, dz = dx * dx + dy * dy;
    if (dz < 0.00001) {
      const double k = dz / 0.00001;
      zx = zx * k + px * (1.0 - k);
      zy = zy * k + py * (1.0 - k);
      break;
    }
    if (dz > 10000.0) {
      const double k = 10000.0 / dz;
      zx = zx * k + px * (1.0 - k);
      zy = zy * k + py * (1.0 - k);
      break;
    }
  }
  const double ph = 2.3 + log(g * fabs(zy * zx));
  const double r = sin(cr + ph) * 0.5 + 0.5, gg = sin(cg + ph) * 0.5 + 0.5, b = sin(cb + ph) * 0.5 + 0.5;
  s->px = 0;
  s->py = 0;
  fm_dc_finish(s, w, x, y, r, gg, b, FM_DC_FRAME(dc_butterflies));
}

#endif
