/*
 * var_jwf_dc2.h — more of JWildfire's direct-colour shaders (its DC_*Func classes), in the frame
 * of var_jwf_dc.h (fm_dc_point, fm_dc_finish): a point of the plane and the true colour (or the
 * grey as a palette coordinate) a shader computes there. Each shader is evaluated in double on
 * every side, as JWildfire's js.glsl helpers compute it (their order of operations kept where
 * it moves the last bits: sums that GLSL would fold, such as (a + k) − a, are kept as written).
 * Checked against JWildfire's own code (tests/tools/jwf_refs.sh, the "(xyzcrgb)" form).
 *
 * 868: dc_worley, 869: dc_vortex, 870: dc_menger, 871: dc_mandbrot, 872: dc_fractcolor, 873: dc_voronoise,
 * 874: dc_turbulence, 875: dc_warping.
 *
 * Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWF_DC2_H
#define FLAMEBUILD_VAR_JWF_DC2_H

/* The families whose helpers this one calls (kernels/codegen_families.c): the dc frame, and
 * through it the cut_* family's GLSL-like helpers. */
#include "var_jwf_dc.h"

/* ---- 868: dc_worley ----------------------------------------------------------------------- */

/* A cell's node: a hash of the cell's corner (its sine stretched by `pattern`, 0.1 … 100, the
 * smaller the more the hash depends on y), pulled towards the cell's middle as distort (0 … 1)
 * falls. */
FM_FN void fm_dc_worley_node(double nx, double ny, double pattern, double distort, double *hx, double *hy) {
  const double h = 1e4 * sin(nx + ny / (pattern * 0.01));
  *hx = fm_cut_fract(1.0 + h) * (distort * 0.75) + 0.3;
  *hy = fm_cut_fract(12.34 + h) * (distort * 0.75) + 0.3;
}

/* Worley noise: the three smallest squared distances to the nodes of the 3×3 cells around the
 * point, kept as the shader keeps them (a new nearest moves the old nearest into both the second
 * and the third place: the shader's own order of assignments), then a colour from their gaps. */
FM_VAR(dc_worley) {
  double x, y;
  fm_dc_point(s, rng, FM_PAR(dc_worley_ColorOnly), &x, &y);
  const double zoom = fm_cut_clamp((double)FM_PAR(dc_worley_zoom), 0.1, 50.0);
  const double pattern = fm_cut_clamp((double)FM_PAR(dc_worley_pattern), 0.1, 100.0);
  const double distort = fm_cut_clamp((double)FM_PAR(dc_worley_distort), 0.0, 1.0);
  const double ux = x * zoom, uy = y * zoom;
  double o[3] = {1e9, 1e9, 1e9};
  for (int k = 0; k < 9; k++) {
    const double px = ceil(ux) + (double)(k % 3) - 2.0, py = ceil(uy) + (double)(k / 3) - 2.0;
    double hx, hy;
    fm_dc_worley_node(px, py, pattern, distort, &hx, &hy);
    const double cx = hx + px - ux, cy = hy + py - uy;
    const double l = cx * cx + cy * cy;
    if (l < o[0]) {
      o[1] = o[0];
      o[2] = o[1];
      o[0] = l;
    } else if (l < o[1]) {
      o[2] = o[1];
      o[1] = l;
    } else if (l < o[2]) {
      o[2] = l;
    }
  }
  for (int i = 0; i < 3; i++) o[i] = sqrt(o[i]) * 5.0;
  const double o0 = o[0];
  for (int i = 0; i < 3; i++) o[i] -= o0;
  const double k = 4.0 * (o[1] / (o[1] / o[2] + 1.0) - 0.5);
  for (int i = 0; i < 3; i++) o[i] = (o[i] + k) - o[i];
  fm_dc_finish(s, w, x, y, o[0], o[1], o[2], FM_DC_FRAME(dc_worley));
}

/* ---- 869: dc_vortex ----------------------------------------------------------------------- */

/* Value noise of the plane: the four corners' hashes fract(sin(n + {0, 1, 57, 58})·43758.54),
 * n = cell x + 57·cell y, blended by the smoothstep of the point's place in its cell. */
FM_FN double fm_dc_vortex_noise(double px, double py) {
  const double ix = floor(px), iy = floor(py);
  double fx = fm_cut_fract(px), fy = fm_cut_fract(py);
  fx = fx * fx * (3.0 - fx * 2.0);
  fy = fy * fy * (3.0 - fy * 2.0);
  const double n = ix * 1.0 + iy * 57.0;
  const double t0 = fm_cut_fract(sin(n + 0.0) * 43758.54), t1 = fm_cut_fract(sin(n + 1.0) * 43758.54);
  const double t2 = fm_cut_fract(sin(n + 57.0) * 43758.54), t3 = fm_cut_fract(sin(n + 58.0) * 43758.54);
  return fm_cut_mix(fm_cut_mix(t0, t1, fx), fm_cut_mix(t2, t3, fx), fy);
}

/* The velocity at q of a row of 30 vortices of alternating spin, starting at x = (time mod 10)
 * − 20, one apart, zigzagging between y = ±0.6: the field the point is carried along. */
FM_FN void fm_dc_vortex_flow(double qx, double qy, double time, double *vx, double *vy) {
  double cx = fm_cut_mod(time, 10.0) - 20.0, cy = 0.6;
  double dir = 1.0, sx = 0.0, sy = 0.0;
  for (int k = 0; k < 30; k++) {
    const double dx = qx * 4.0 - cx, dy = qy * 4.0 - cy;
    const double den = dx * dx + dy * dy + 0.05;
    sx = sx + (dy / den * -0.25) * dir;
    sy = sy + (-dx / den * -0.25) * dir;
    cx = cx + 1.0;
    cy = -cy;
    dir = -dir;
  }
  *vx = sx;
  *vy = sy;
}

/* The point carried back along the vortex field `flowStrength` steps (1 … 15), then a grey
 * from six octaves of value noise there, scaled by Blending (1 … 5) and drifting with time.
 * (randomize only restarts JWildfire's clock-derived time, which the file's time replaces.) */
FM_VAR(dc_vortex) {
  double x, y;
  fm_dc_point(s, rng, FM_PAR(dc_vortex_ColorOnly), &x, &y);
  const double time = (double)FM_PAR(dc_vortex_time), zoom = (double)FM_PAR(dc_vortex_zoom);
  const int strength = fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_vortex_flowStrength), 1, 15));
  const double soft = fm_cut_clamp((double)FM_PAR(dc_vortex_Blending), 1.0, 5.0);
  double px = x * zoom, py = y * zoom;
  for (int i = 0; i < strength; i++) {
    double vx, vy;
    fm_dc_vortex_flow(px, py, time, &vx, &vy);
    px = px - vx * 0.03;
    py = py - vy * 0.03;
  }
  double nx = px * soft + -0.1 * time, ny = py * soft + 0.0, sum = 0.0, a = 1.0;
  for (int i = 0; i < 6; i++) {
    sum += a * fm_dc_vortex_noise(nx, ny);
    a *= 0.5;
    nx = nx * 2.0;
    ny = ny * 2.0;
  }
  const double c = 0.5 * sum;
  fm_dc_finish(s, w, x, y, c, c, c, FM_DC_FRAME(dc_vortex));
}

/* ---- 870: dc_menger ----------------------------------------------------------------------- */

/* A Sierpinski carpet of `level` (1 … 5) levels as a distance: white inside, black outside. */
FM_VAR(dc_menger) {
  double x, y;
  fm_dc_point(s, rng, FM_PAR(dc_menger_ColorOnly), &x, &y);
  const double zoom = (double)FM_PAR(dc_menger_zoom);
  const int level = fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_menger_level), 1, 5));
  const double px = x * zoom * 1.3, py = y * zoom * 1.3;
  /* the unit box's distance (GLSL's sdBox) */
  const double bx = fabs(px) - 1.0, by = fabs(py) - 1.0;
  const double mx = bx < 0.0 ? 0.0 : bx, my = by < 0.0 ? 0.0 : by;
  const double bm = bx < by ? by : bx;
  double d = sqrt(mx * mx + my * my) + (0.0 < bm ? 0.0 : bm);
  double sc = 1.0;
  for (int i = 0; i < level; i++) {
    const double ax = fm_cut_mod(px * sc, 2.0) - 1.0, ay = fm_cut_mod(py * sc, 2.0) - 1.0;
    const double rx = fabs(1.0 - fabs(ax) * 3.0), ry = fabs(1.0 - fabs(ay) * 3.0);
    sc *= 3.0;
    const double c = ((ry < rx ? ry : rx) - 1.0) / sc;
    d = d < c ? c : d;
  }
  const double v = d > 0.0 ? 0.0 : 1.0;
  fm_dc_finish(s, w, x, y, v, v, v, FM_DC_FRAME(dc_menger));
}

/* ---- 871: dc_mandbrot --------------------------------------------------------------------- */

/* The Mandelbrot set at a point that an inversion fractal (N folds |p|/|p|² − s, each turned by
 * the time's angle, s shrinking by Complexity) has carried into a small window near the set's
 * edge (-1.002029, 0.303864); outside, the colour is one minus the sines of the summed orbit
 * radii at three rates (red, green, blue), inside white. time is scaled by 10/65 as the shader
 * does. (seed only restarts JWildfire's clock-derived time, which the file's time replaces.) */
FM_VAR(dc_mandbrot) {
  double x, y;
  fm_dc_point(s, rng, FM_PAR(dc_mandbrot_ColorOnly), &x, &y);
  const int iters = fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_mandbrot_nIters), 10, 1000));
  const int n = fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_mandbrot_N), 2, 10));
  const double complexity = fm_cut_clamp((double)FM_PAR(dc_mandbrot_Complexity), 0.0, 1.0);
  const double zoom = (double)FM_PAR(dc_mandbrot_zoom);
  const double red = fm_cut_clamp((double)FM_PAR(dc_mandbrot_red), 0.0, 1.0);
  const double green = fm_cut_clamp((double)FM_PAR(dc_mandbrot_green), 0.0, 1.0);
  const double blue = fm_cut_clamp((double)FM_PAR(dc_mandbrot_blue), 0.0, 1.0);
  const double t = (double)FM_PAR(dc_mandbrot_time) / 65.0 * 10.0;
  const double m = fm_cut_fract(t * 0.0001) * 100.0 + 1.0;
  double px = x * zoom * m, py = y * zoom * m;
  const double cs = cos(t), sn = sin(t);
  double sh = 0.5;
  for (int i = 0; i < n; i++) {
    const double dd = px * px + py * py;
    const double ax = fabs(px) / dd - sh, ay = fabs(py) / dd - sh;
    px = cs * ax + sn * ay;
    py = ax * -sn + ay * cs;
    sh *= complexity;
  }
  const double f = sin(t * 0.10 + 99.0) * 0.5 + 0.5;
  const double scale = pow(1.5, f * -31.0);
  px = px * scale + -1.002029;
  py = py * scale + 0.303864;
  double r = 1.0, g = 1.0, b = 1.0, zx = px, zy = py, d = 0.0;
  for (int i = 0; i < iters; i++) {
    const double nx = zx * zx - zy * zy + px, ny = 2.0 * zx * zy + py;
    zx = nx;
    zy = ny;
    const double l = sqrt(zx * zx + zy * zy);
    d += l + 0.5;
    if (l > 2.0) {
      r = 1.0 - sin(d * red);
      g = 1.0 - sin(d * green);
      b = 1.0 - sin(d * blue);
      break;
    }
  }
  fm_dc_finish(s, w, x, y, r, g, b, FM_DC_FRAME(dc_mandbrot));
}

/* ---- 872: dc_fractcolor ------------------------------------------------------------------- */

/* The "kaliset" colour fold: (x, y, blue) inverted in the unit sphere, shifted by (1, 1, 0.3·ypar),
 * folded to its absolute value, scaled per channel and its last two channels swapped, `iters`
 * times (as JWildfire reads it: no limit); blue starts at 1.5 − xpar + 0.04·sin(time).
 * (randomize only draws time, xpar and ypar afresh in JWildfire, which the file's values then
 * replace.) */
FM_VAR(dc_fractcolor) {
  double x, y;
  fm_dc_point(s, rng, FM_PAR(dc_fractcolor_ColorOnly), &x, &y);
  const double zoom = (double)FM_PAR(dc_fractcolor_zoom);
  const double xpar = fm_cut_clamp((double)FM_PAR(dc_fractcolor_xpar), 0.0, 1.0);
  const double ypar = fm_cut_clamp((double)FM_PAR(dc_fractcolor_ypar), 0.0, 1.0);
  const int iters = fm_cut_jint((double)FM_PAR(dc_fractcolor_iters));
  double o0 = x * zoom, o1 = y * zoom, o2 = 1.5 - xpar + 0.04 * sin((double)FM_PAR(dc_fractcolor_time));
  for (int i = 0; i < iters; i++) {
    const double dd = o0 * o0 + o1 * o1 + o2 * o2;
    const double t0 = fabs(o0 / dd - 1.0) * 1.3, t1 = fabs(o1 / dd - 1.0) * 1.0, t2 = fabs(o2 / dd - ypar * 0.3) * 0.777;
    o0 = t0;
    o1 = t2;
    o2 = t1;
  }
  fm_dc_finish(s, w, x, y, o0, o1, o2, FM_DC_FRAME(dc_fractcolor));
}

/* ---- 873: dc_voronoise -------------------------------------------------------------------- */

/* Inigo Quilez's voronoise (js.glsl's iqnoise): over the 5×5 cells around the point, each cell's
 * hash3 value weighted by a falloff of the distance to its node, the node jittered by u (deltaX:
 * 0 a grid, 1 Voronoi cells) and the falloff sharpened by v (deltaY: 0 cell-like, 1 smooth
 * noise). */
FM_FN void fm_dc_iq_hash3(double px, double py, double *a, double *b, double *c) {
  *a = fm_cut_fract(sin(px * 127.1 + py * 311.7) * 43758.5453);
  *b = fm_cut_fract(sin(px * 269.5 + py * 183.3) * 43758.5453);
  *c = fm_cut_fract(sin(px * 419.2 + py * 371.9) * 43758.5453);
}

FM_VAR(dc_voronoise) {
  double x, y;
  fm_dc_point(s, rng, FM_PAR(dc_voronoise_ColorOnly), &x, &y);
  const double zoom = (double)FM_PAR(dc_voronoise_zoom);
  const double u = fm_cut_clamp((double)FM_PAR(dc_voronoise_deltaX), 0.0, 1.0);
  const double v = fm_cut_clamp((double)FM_PAR(dc_voronoise_deltaY), 0.0, 1.0);
  const double sx = x * zoom, sy = y * zoom;
  const double cx = floor(sx), cy = floor(sy), fx = fm_cut_fract(sx), fy = fm_cut_fract(sy);
  const double k = 1.0 + 63.0 * pow(1.0 - v, 4.0);
  double va = 0.0, wt = 0.0;
  for (int j = -2; j <= 2; j++)
    for (int i = -2; i <= 2; i++) {
      double ox, oy, oz;
      fm_dc_iq_hash3(cx + (double)i, cy + (double)j, &ox, &oy, &oz);
      ox = ox * u;
      oy = oy * u;
      oz = oz * 1.0;
      const double rx = (double)i - fx + ox, ry = (double)j - fy + oy;
      const double ww = pow(1.0 - fm_cut_smoothstep(0.0, 1.414, sqrt(rx * rx + ry * ry)), k);
      va += oz * ww;
      wt += ww;
    }
  const double n = va / wt;
  fm_dc_finish(s, w, x, y, n, n, n, FM_DC_FRAME(dc_voronoise));
}

/* ---- 874: dc_turbulence ------------------------------------------------------------------- */

/* The "water turbulence" shader: `level` (1 … 5) rounds of a point displaced by sines and cosines
 * of itself at phases drifting with time (held to 1 … 1000 as JWildfire reads it), the inverse
 * distances of the stretched point summed into a caustic brightness. (seed only restarts
 * JWildfire's clock-derived time, which the file's time replaces.) */
FM_VAR(dc_turbulence) {
  double x, y;
  fm_dc_point(s, rng, FM_PAR(dc_turbulence_ColorOnly), &x, &y);
  const double zoom = (double)FM_PAR(dc_turbulence_zoom);
  const double time = fm_cut_clamp((double)FM_PAR(dc_turbulence_time), 1.0, 1000.0);
  const int level = fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_turbulence_level), 1, 5));
  const double px = x * zoom - 20.0, py = y * zoom - 20.0, inten = 0.05;
  double ikx = px, iky = py, c = 1.0;
  for (int n = 0; n < level; n++) {
    const double t = time * (1.0 - (3.0 / (double)(n + 1)));
    const double nx = px + (cos(t - ikx) + sin(t + iky)), ny = py + (sin(t - iky) + cos(t + ikx));
    ikx = nx;
    iky = ny;
    const double ax = px / (sin(ikx + t) / inten), ay = py / (cos(iky + t) / inten);
    c += 1.0 / sqrt(ax * ax + ay * ay);
  }
  c /= (double)level;
  c = 1.5 - sqrt(c);
  const double g = c * c * c * c;
  fm_dc_finish(s, w, x, y, g, g, g, FM_DC_FRAME(dc_turbulence));
}

/* ---- 875: dc_warping ---------------------------------------------------------------------- */

/* A lattice hash in [-1, 1). */
FM_FN double fm_dc_warp_hash(double px, double py) {
  return -1.0 + 2.0 * fm_cut_fract(sin(px * 127.1 + py * 311.7) * 43758.5453123);
}

/* Value noise blended by the cube of the point's place in its cell (the shader's smoothstep
 * weight 3 − 2f is written (3 − 2)·f there: a cube, kept). */
FM_FN double fm_dc_warp_noise(double px, double py) {
  const double ix = floor(px), iy = floor(py), fx = fm_cut_fract(px), fy = fm_cut_fract(py);
  const double ux = fx * fx * (1.0 * fx), uy = fy * fy * (1.0 * fy);
  return fm_cut_mix(fm_cut_mix(fm_dc_warp_hash(ix + 0.0, iy + 0.0), fm_dc_warp_hash(ix + 1.0, iy + 0.0), ux),
                    fm_cut_mix(fm_dc_warp_hash(ix + 0.0, iy + 1.0), fm_dc_warp_hash(ix + 1.0, iy + 1.0), ux), uy);
}

/* Four octaves, each turned by the rotation (0.8, 0.6) and scaled by about 2. */
FM_FN double fm_dc_warp_fbm(double px, double py) {
  const double sc[3] = {2.02, 2.03, 2.01};
  double f = 0.0, a = 0.5;
  for (int i = 0; i < 4; i++) {
    f += a * fm_dc_warp_noise(px, py);
    a *= 0.5;
    if (i < 3) {
      const double qx = px * sc[i], qy = py * sc[i];
      px = 0.80 * qx + -0.60 * qy;
      py = 0.60 * qx + 0.80 * qy;
    }
  }
  return f / 0.9375;
}

/* Domain warping (fbm of the point moved by fbm of itself, twice) blended between dark red,
 * sand and near black. */
FM_FN void fm_dc_warp_map(double px, double py, double *r, double *g, double *b) {
  px = px * 0.7;
  py = py * 0.7;
  const double ax = fm_dc_warp_fbm(px * 4.0, py * 4.0), ay = fm_dc_warp_fbm(py * 4.0, px * 4.0);
  const double qx = (px + ax) * 2.0, qy = (py + ay) * 2.0;
  const double t2x = px + fm_dc_warp_fbm(qx, qy), t2y = py + fm_dc_warp_fbm(qy, qx);
  const double f = fm_dc_warp_fbm(t2x, t2y) * 1.0 + fm_dc_warp_fbm(t2y, t2x) * -1.0;
  const double bl = fm_cut_smoothstep(-0.8, 0.8, f);
  const double ti = fm_cut_smoothstep(-1.0, 1.0, fm_dc_warp_fbm(px, py));
  *r = fm_cut_mix(fm_cut_mix(0.50, 1.00, ti), 0.00, bl);
  *g = fm_cut_mix(fm_cut_mix(0.00, 0.75, ti), 0.00, bl);
  *b = fm_cut_mix(fm_cut_mix(0.00, 0.35, ti), 0.02, bl);
}

/* The warped colour at the point moved by (x0, x0), lit by the slope of its grey (two more
 * samples 0.0045 away) and darkened towards the edges of the square [-1, 1]² (outside it the
 * vignette's root is NaN: black). (randomize only draws x0 afresh in JWildfire, which the file's
 * x0 then replaces.) */
FM_VAR(dc_warping) {
  double x, y;
  fm_dc_point(s, rng, FM_PAR(dc_warping_ColorOnly), &x, &y);
  const double zoom = (double)FM_PAR(dc_warping_zoom), x0 = (double)FM_PAR(dc_warping_x0);
  const double px = x * zoom + x0, py = y * zoom + x0, e = 0.0045;
  double cr, cg, cb, ar, ag, ab, br, bg, bb;
  fm_dc_warp_map(px, py, &cr, &cg, &cb);
  fm_dc_warp_map(px + e, py + 0.0, &ar, &ag, &ab);
  fm_dc_warp_map(px + 0.0, py + e, &br, &bg, &bb);
  const double gc = cr * 0.333 + cg * 0.333 + cb * 0.333;
  const double ga = ar * 0.333 + ag * 0.333 + ab * 0.333;
  const double gb = br * 0.333 + bg * 0.333 + bb * 0.333;
  const double nx = ga - gc, nz = gb - gc;
  const double ny = e / sqrt(nx * nx + e * e + nz * nz);
  const double d = 2.0 * gc - ga - gb, k = 8.0 * (d >= 0 ? d : -d);
  double r = cr + 1.0 * k, g = cg + 0.7 * k, b = cb + 0.6 * k;
  const double lit = 1.0 + 0.2 * ny * ny, spec = 0.05 * ny * ny * ny;
  r = r * lit + spec;
  g = g * lit + spec;
  b = b * lit + spec;
  const double qx = (x + 1.0) / 2.0, qy = (y + 1.0) / 2.0;
  const double vig = pow(16.0 * qx * qy * (1.0 - qx) * (1.0 - qy), 0.1);
  fm_dc_finish(s, w, x, y, r * vig, g * vig, b * vig, FM_DC_FRAME(dc_warping));
}

#endif
