/*
 * var_jwf_cut5.h — the last of JWildfire's cut_* family (Jesus Sosa's, after Shadertoy and
 * Book of Shaders patterns), each as JWildfire computes it (its variation/Cut*Func.java), checked
 * against JWildfire's own code (tests/tools/jwf_refs.sh; tests/unit/test_variation_refs.c). It
 * uses var_jwf_cut.h's frame and GLSL-like helpers and var_jwf_cut2.h's centred point and G.atan2,
 * and their conventions: the patterns are decisions (thresholds on a sine, a hash, a stripe),
 * evaluated in double on every side; only the point and the output are fm_real.
 * 780: cut_tstruchet, 781: cut_vasarely, 782: cut_web, 783: cut_wood, 784: cut_x,
 * 785: cut_yuebing, 786: cut_zigzag.
 * Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWF_CUT5_H
#define FLAMEBUILD_VAR_JWF_CUT5_H

/* The families whose helpers this one calls (a kernel of its own includes only the families
 * its variations need: kernels/codegen_families.c). */
#include "var_jwf_cut.h"
#include "var_jwf_cut2.h"

/* The point tested by the patterns of the square [−1, 1)²: the affine's (mode 0) or two draws
 * mapped there (mode 1; x first). The output is the point itself, not moved back. */
FM_FN void fm_cut5_point2(const fm_var_state *s, fm_rng *rng, fm_real mode, double *x, double *y) {
  if (fm_cut_point(s, rng, mode, x, y)) {
    *x = 2.0 * *x - 1.0;
    *y = 2.0 * *y - 1.0;
  }
}

/* ---- 780: cut_tstruchet ------------------------------------------------------------------ */

/* The distance of (px, py) to the origin in one of four metrics: 0 the circle, 1 an octagon,
 * 2 a dodecagon, 3 a hexadecagon (the octagon's and its turn by about π/8's, the larger). */
FM_FN double fm_cut_ts_dist(int shape, double px, double py) {
  if (shape == 0) return fm_cut_len(px, py);
  const double ax = fabs(px), ay = fabs(py);
  const double oct = fm_cut_max(fm_cut_max(ax, ay), (ax + ay) * 0.7071);
  if (shape == 1) return oct;
  if (shape == 2) {
    const double qx = ax * 0.8660254 + ay * 0.5, qy = ay * 0.8660254 + ax * 0.5;
    return fm_cut_max(fm_cut_max(qx, qy), fm_cut_max(ax, ay));
  }
  const double c = cos(3.14159 / 8.0), sn = sin(3.14159 / 8.0);
  const double qx = c * ax + -sn * ay, qy = ax * sn + ay * c;
  return fm_cut_max(fm_cut_max(fm_cut_max(qx, qy), (qx + qy) * 0.7071), oct);
}

/* The tiles' pattern: the distance to the arcs of a two-scale Truchet tiling (large cells of
 * side 1/2 taken where the cell's hash is below th0, the rest split in four cells of 1/4, which
 * always take one), each tile two quarter arcs of width one third of the cell (or, for a third
 * of the tiles where arcs is off, two dots on the edges instead of the second arc), flipped by a
 * second hash, with dots on the cell's corners; the small scale's field negated, so the two
 * scales interlock. */
FM_FN double fm_cut_ts_field(double ox, double oy, int shape, int arcs, double th0, double *dim_out) {
  double dim = 2.0, dx = 1e5;
  for (int k = 0; k < 3; k++) {
    const double ix = floor(ox * dim), iy = floor(oy * dim);
    const double sn = sin(ix * 57.0 + iy * 27.0);
    double rx = fm_cut_fract(262144.0 * sn), ry = fm_cut_fract(32768.0 * sn);
    if (rx < (k == 0 ? th0 : 1.0)) {
      double px = ox - (ix + 0.5) / dim, py = oy - (iy + 0.5) / dim;
      rx = fm_cut_fract(rx * 27.63 + (double)(k * 57 + 1));
      ry = fm_cut_fract(ry * 27.63 + (double)(k * 57 + 1));
      py *= ry < 0.5 ? 1.0 : -1.0;
      const double aw = 0.5 / 3.0 / dim, h = 0.5 / dim;
      const double c1 = fabs(fm_cut_ts_dist(shape, px - h, py - h) - h) - aw;
      double c2;
      if (!arcs && fm_cut_fract(ry * 57.53 + 0.47) < 0.35) {
        c2 = fm_cut_ts_dist(shape, px - -h, py - 0.0 / dim) - aw;
        c2 = fm_cut_gmin(c2, fm_cut_ts_dist(shape, px - 0.0 / dim, py - -h) - aw);
      } else {
        c2 = fabs(fm_cut_ts_dist(shape, px - -h, py - -h) - h) - aw;
      }
      dx = fm_cut_min(c1, c2);
      dx *= k == 1 ? -1.0 : 1.0;
      if (k < 2) dx = fm_cut_min(dx, fm_cut_ts_dist(shape, fabs(px) - h, fabs(py) - h) - aw);
      dx -= 0.01;
      break;
    }
    dim *= 2.0;
  }
  *dim_out = dim;
  return dx;
}

/* 780: cut_tstruchet: the shader's shading of the field (a banded highlight inside the arcs,
 * black edges and dark rounded quads about them, on black), hidden where that grey is above
 * 0.3 (invert: at most 0.3). The large cells' share is 0.35, or 0.5 with levels. */
FM_VAR(cut_tstruchet) {
  double x, y, x0, y0, dim;
  const double c = fm_cut_point(s, rng, FM_PAR(cut_tstruchet_mode), &x, &y) ? 0.5 : 0.0;
  const double zoom = (double)FM_PAR(cut_tstruchet_zoom);
  const int shape = fm_java_int(fm_fr_clamp(FM_PAR(cut_tstruchet_shape), 0, 3));
  const int levels = fm_cut_flag(FM_PAR(cut_tstruchet_levels)), arcs = fm_cut_flag(FM_PAR(cut_tstruchet_arcs));
  fm_cut_offset(FM_PAR(cut_tstruchet_seed), &x0, &y0);
  const double d = fm_cut_ts_field(x * zoom + x0, y * zoom + y0, shape, arcs, levels ? 0.5 : 0.35, &dim);
  const double fo = 10.0 / 1e3 / sqrt(dim);
  double sh = fm_cut_max(0.75 - d * 10.0, 0.0);
  sh *= fm_cut_clamp(-sin(d * 6.283 * 18.0) + 0.75, -0.25, 1.0) + 0.25;
  double col = fm_cut_mix(0.0, 0.0, (1.0 - fm_cut_smoothstep(0.0, fo * 5.0, d)) * 0.75);
  col = fm_cut_mix(col, 0.0, 1.0 - fm_cut_smoothstep(0.0, fo, d));
  col = fm_cut_mix(col, sh, 1.0 - fm_cut_smoothstep(0.0, fo, d + 0.015));
  col = fm_cut_mix(col, 0.0 * sh, 1.0 - fm_cut_smoothstep(0.0, fo, fm_cut_max(d + 0.1, -(d + 0.14))));
  fm_cut_show(s, w, FM_PAR(cut_tstruchet_invert), col > 0.30, col <= 0.30, x, y, c);
}

/* ---- 781: cut_vasarely ------------------------------------------------------------------- */

/* 781: cut_vasarely: Vasarely's bulging stripes: inside the band |x| < 1 the sine of the radius
 * times a sine of the (G.atan2) angle, turned by 4·b² where b = max(0, 2 − r/size) swells the
 * middle, 150 stripes to the unit; the class's value there is 0.5 + that sine (it forms it by
 * subtracting its own first value, kept in that order), outside 0. Hidden below 0.1 (invert: from
 * 0.1 up). The drawn point is in [−1, 1)², and no seed. */
FM_VAR(cut_vasarely) {
  double x, y;
  fm_cut5_point2(s, rng, FM_PAR(cut_vasarely_mode), &x, &y);
  const double zoom = (double)FM_PAR(cut_vasarely_zoom), size = (double)FM_PAR(cut_vasarely_size);
  const double ux = x * zoom, uy = y * zoom, l = fm_cut_len(ux, uy);
  const double b = fm_cut_max(0.0, 2.0 - l / size);
  double color = 0.0;
  if (fabs(ux) < 1.0) {
    const double sv = sin(l * sin(fm_cut_atan2(uy, ux) + 1.57 + 4.0 * b * b) * 150.0);
    color = color - 0.5 - sv;
    color -= color - 0.5 - sv;
  } else {
    color -= color;
  }
  fm_cut_show(s, w, FM_PAR(cut_vasarely_invert), color < 0.1, color >= 0.1, x, y, 0);
}

/* ---- 782: cut_web ------------------------------------------------------------------------ */

/* 782: cut_web: a log-polar grid: the point at half scale taken to (log r, θ) (G.atan2), sheared
 * by (−θ, log r)·4 into spirals, each coordinate's distance to the nearest line of spacing
 * 2π/10 less thick, softened over a width growing with log r; hidden where the two add up
 * positive (invert, the default: where not). The drawn point is in [−1, 1)². The class's seed
 * feeds nothing but a clock the time parameter, read after it, replaces. */
FM_VAR(cut_web) {
  double x, y;
  fm_cut5_point2(s, rng, FM_PAR(cut_web_mode), &x, &y);
  const double time = (double)FM_PAR(cut_web_time);
  const double thick = (double)fm_fr_clamp(FM_PAR(cut_web_thick), 0, FM_R(0.9));
  const double fac = 10.0 / (2.0 * 3.141592653589793);
  const double px = x * 0.5, py = y * 0.5;
  double ex = log(fm_cut_len(px, py)) * 1.0, ey = fm_cut_atan2(py, px) * 1.0;
  const double d = ex * 0.05 * fac;
  const double sx = ex + -ey * 4.0, sy = ey + ex * 4.0;
  ex = fabs(fm_cut_mod(sx * fac + time, 2.0) - 1.0) - thick;
  ey = fabs(fm_cut_mod(sy * fac + time, 2.0) - 1.0) - thick;
  const double si = fm_cut_smoothstep(-0.5 * d, 0.5 * d, ex) + fm_cut_smoothstep(-0.5 * d, 0.5 * d, ey);
  const double color = 1.0 - (1.0 - si);
  fm_cut_show(s, w, FM_PAR(cut_web_invert), color > 0.0, color <= 0.0, x, y, 0);
}

/* ---- 783: cut_wood ----------------------------------------------------------------------- */

/* Value noise: the cell's four corner hashes blended by the smoothstepped position in it. */
FM_FN double fm_cut_wood_noise(double cx, double cy, double density) {
  const double mx = cx * density, my = cy * density;
  const double ix = floor(mx), iy = floor(my);
  const double ux = fm_cut_smoothstep(0.0, 1.0, fm_cut_fract(mx)), uy = fm_cut_smoothstep(0.0, 1.0, fm_cut_fract(my));
  const double bl = fm_cut_sinhash(ix, iy, 12.9898, 78.233, 43758.5453123);
  const double br = fm_cut_sinhash(ix + 1.0, iy + 0.0, 12.9898, 78.233, 43758.5453123);
  const double tl = fm_cut_sinhash(ix + 0.0, iy + 1.0, 12.9898, 78.233, 43758.5453123);
  const double tr = fm_cut_sinhash(ix + 1.0, iy + 1.0, 12.9898, 78.233, 43758.5453123);
  return fm_cut_mix(fm_cut_mix(bl, br, ux), fm_cut_mix(tl, tr, ux), uy);
}

/* 783: cut_wood: wood grain: horizontal lines (LineCount to the unit, half width LineWidth,
 * 0.04 soft edges) drawn on the plane turned about (1/2, 1/2) by noise(freq)^smooth radians,
 * so they swirl like grain; hidden on the lines (invert: between them). The point is scaled by
 * zoom and moved by (shiftX, shiftY) first. */
FM_VAR(cut_wood) {
  double x, y;
  const double c = fm_cut_point(s, rng, FM_PAR(cut_wood_mode), &x, &y) ? 0.5 : 0.0;
  const double zoom = (double)FM_PAR(cut_wood_zoom);
  const double freq = (double)fm_fr_clamp(FM_PAR(cut_wood_freq), FM_R(0.1), FM_R(2.0));
  const double smooth = (double)fm_fr_clamp(FM_PAR(cut_wood_smooth), 0, 1);
  const double count = (double)fm_fr_clamp(FM_PAR(cut_wood_LineCount), 1, 50);
  const double width = (double)fm_fr_clamp(FM_PAR(cut_wood_LineWidth), FM_R(0.1), FM_R(0.5));
  const double stx = x * zoom + (double)FM_PAR(cut_wood_shiftX), sty = y * zoom + (double)FM_PAR(cut_wood_shiftY);
  const double a = pow(fm_cut_wood_noise(stx, sty, freq), smooth);
  const double ca = cos(a), sa = sin(a), qx = stx - 0.5, qy = sty - 0.5;
  const double ty = qx * sa + qy * ca + 0.5;
  const double cy = fm_cut_fract(ty * count);
  const double line = fm_cut_smoothstep(0.5 - width, 0.5 - width + 0.04, cy) -
                      fm_cut_smoothstep(0.5 + width - 0.04, 0.5 + width, cy);
  const double color = fm_cut_mix(0.0, 1.0, line);
  fm_cut_show(s, w, FM_PAR(cut_wood_invert), color > 0.0, color <= 0.0, x, y, c);
}

/* ---- 784: cut_x -------------------------------------------------------------------------- */

/* 784: cut_x: an X: the folded point turned by π/4 and folded again, shown (invert: hidden) within
 * size of the diagonals, with a 0.009 soft edge, the threshold at 0.1 of it. The drawn point is
 * centred; no seed. */
FM_VAR(cut_x) {
  double x, y;
  fm_cut2_point(s, rng, FM_PAR(cut_x_mode), &x, &y);
  const double zoom = (double)FM_PAR(cut_x_zoom), size = (double)FM_PAR(cut_x_size);
  const double ax = fabs(x * zoom), ay = fabs(y * zoom);
  const double c = cos(3.14159265359 / 4.0), sn = sin(3.14159265359 / 4.0);
  const double ty = fabs(-sn * ax + c * ay) - size;
  const double color = fm_cut_mix(0.0, 1.0, fm_cut_smoothstep(0.0, 0.009, ty));
  fm_cut_show(s, w, FM_PAR(cut_x_invert), color < 0.1, color >= 0.1, x, y, 0);
}

/* ---- 785: cut_yuebing -------------------------------------------------------------------- */

/* 785: cut_yuebing: the moire of sin(x·y·10⁴·sin(p1/2)·p2) (hyperbolic bands, finer away from the
 * axes), hidden below 0.3 (invert: from 0.3 up). The sine's argument runs to thousands of
 * radians: in double on every side. The drawn point is centred; no seed. */
FM_VAR(cut_yuebing) {
  double x, y;
  fm_cut2_point(s, rng, FM_PAR(cut_yuebing_mode), &x, &y);
  const double zoom = (double)FM_PAR(cut_yuebing_zoom);
  const double duration = sin((double)FM_PAR(cut_yuebing_p1) / 2.0) * (double)FM_PAR(cut_yuebing_p2);
  const double color = sin(x * zoom * (y * zoom) * 10000.0 * duration);
  fm_cut_show(s, w, FM_PAR(cut_yuebing_invert), color < 0.3, color >= 0.3, x, y, 0);
}

/* ---- 786: cut_zigzag --------------------------------------------------------------------- */

/* 786: cut_zigzag: the Book of Shaders' zigzag: the plane scaled by (xpar, ypar)·zoom, every
 * other unit row mirrored (and shifted by 1/2), and in each cell the fill below a stepped line
 * mixed from floor(1 + sin(πx)) and its next half, a 0.01 soft edge; hidden where the fill is
 * at least 1/2 (invert: below). The drawn point is centred; no seed. (The step's floor flips
 * where the sine rounds to 1, at x = 1/4 exactly and within about 1e-8 of it: a line of no
 * width, where libraries may round differently.) */
FM_VAR(cut_zigzag) {
  double x, y;
  fm_cut2_point(s, rng, FM_PAR(cut_zigzag_mode), &x, &y);
  const double zoom = (double)FM_PAR(cut_zigzag_zoom);
  double stx = x * (double)FM_PAR(cut_zigzag_xpar) * zoom, sty = y * (double)FM_PAR(cut_zigzag_ypar) * zoom;
  if (fm_cut_fract(sty * 0.5) > 0.5) {
    stx = stx + 0.5;
    sty = 1.0 - sty;
  }
  stx = fm_cut_fract(stx);
  sty = fm_cut_fract(sty);
  const double t = stx * 2.0;
  const double a = floor(1.0 + sin(t * 3.141592653589793)), b = floor(1.0 + sin((t + 1.0) * 3.141592653589793));
  const double edge = fm_cut_mix(a, b, fm_cut_fract(t));
  const double color = fm_cut_smoothstep(edge - 0.01, edge, sty);
  fm_cut_show(s, w, FM_PAR(cut_zigzag_invert), color >= 0.5, color < 0.5, x, y, 0);
}

#endif
