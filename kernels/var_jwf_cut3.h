/*
 * var_jwf_cut3.h — more of JWildfire's cut_* family (Jesus Sosa's, after Shadertoy patterns),
 * each as JWildfire computes it (its variation/Cut*Func.java), checked against JWildfire's own
 * code (tests/tools/jwf_refs.sh; tests/unit/test_variation_refs.c). It uses var_jwf_cut.h's frame
 * (fm_cut_point, fm_cut_offset, fm_cut_show), var_jwf_cut2.h's centred point and G helpers
 * (variations.h includes it after both), and their conventions: the patterns are decisions
 * (cell hashes, thresholds, signs of distances), evaluated in double on every side; only the
 * point and the output are fm_real.
 * 763: cut_randomtile, 764: cut_rgrid, 765: cut_shapes, 766: cut_sincos, 767: cut_snowflake,
 * 768: cut_spiral, 769: cut_spiralcb, 770: cut_spots, 771: cut_sqcir, 772: cut_sqsplits, 773: cut_swarp.
 * Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWF_CUT3_H
#define FLAMEBUILD_VAR_JWF_CUT3_H

/* The families whose helpers this one calls (a kernel of its own includes only the families
 * its variations need: kernels/codegen_families.c). */
#include "var_jwf_cut2.h"

/* js.glsl.G's max: y where x < y, else x (a NaN in y gives x). */
FM_FN double fm_cut_gmax(double x, double y) { return x < y ? y : x; }

/* ---- 763: cut_randomtile ------------------------------------------------------------------ */

/* The cell hash of this pattern (the sine's dot with (127.183, 157.927)). */
FM_FN double fm_cut_rt_hash(double x, double y) { return fm_cut_sinhash(x, y, 127.183, 157.927, 43758.5453); }

/* Distance to a random tile of concentric arcs: each cell turned by a hashed quarter turn (by
 * 3.14159/2, not π/2, as the class does), three arcs about one corner (the outer one replaced by a
 * small loop on a second hash), two small loops, all cut by and joined to rings about the opposite
 * corner; the stroke is 1/16 wide. */
FM_FN double fm_cut_rt_tile(double px, double py) {
  const double ix = floor(px), iy = floor(py);
  double x = px - (ix + 0.5), y = py - (iy + 0.5);
  const double rnd = fm_cut_rt_hash(ix, iy), rnd2 = fm_cut_rt_hash(ix + 27.93, iy + 27.93);
  const double a = floor(rnd * 4.0) * 3.14159 / 2.0, c = cos(a), s = sin(a);
  const double rx = c * x - s * y, ry = s * x + c * y;
  x = rx;
  y = ry;
  double l = fm_cut_len(x + 0.5, y - 0.5);
  double d1 = fabs(l - 0.25), d2 = fabs(l - 0.5), d3 = fabs(l - 0.75);
  if (rnd2 > 0.33) d3 = fabs(fm_cut_len(x - 0.125, y - 0.5) - 0.125);
  double d = fm_cut_min(fm_cut_min(d1, d2), d3);
  d2 = fabs(fm_cut_len(x - 0.5, y - 0.125) - 0.125);
  d3 = fabs(fm_cut_len(x - 0.5, y + 0.5) - 0.25);
  d = fm_cut_min(d, fm_cut_min(1e5, fm_cut_min(d2, d3)));
  l = fm_cut_len(x + 0.5, y + 0.5);
  d = fm_cut_max(d, -(l - 0.75));
  d1 = fabs(l - 0.5);
  d1 = fm_cut_min(d1, fabs(d1 - 0.25));
  d = fm_cut_min(d, d1);
  return d - 0.0625;
}

/* 763: cut_randomtile: hidden on the tiles' strokes widened by 0.025 and a soft edge of 0.005
 * (the class's shading: only the brightness's sign decides). Seeded offset, the square's centre
 * taken off in mode 1. */
FM_VAR(cut_randomtile) {
  double x, y, x0, y0;
  const double c = fm_cut_point(s, rng, FM_PAR(cut_randomtile_mode), &x, &y) ? 0.5 : 0.0;
  const double zoom = (double)FM_PAR(cut_randomtile_zoom);
  fm_cut_offset(FM_PAR(cut_randomtile_seed), &x0, &y0);
  const double d = fm_cut_rt_tile(x * zoom + x0, y * zoom + y0);
  const double a0 = 1.0 - fm_cut_smoothstep(0.0, 0.005, d), a1 = 1.0 - fm_cut_smoothstep(0.0, 0.005, d + 0.025);
  double col = 0.0 * (1 - a0) + 0.0 * a0;
  col = col * (1 - a1) + 1.0 * a1;
  const double color = sqrt(fm_cut_gmax(col, 0.0));
  fm_cut_show(s, w, FM_PAR(cut_randomtile_invert), color > 0.0, color <= 0.0, x, y, c);
}

/* ---- 764: cut_rgrid ----------------------------------------------------------------------- */

/* 764: cut_rgrid: a grid of squares turned by `angle` degrees (an integer held to [0, 90]) whose
 * cells tile the plane checkerwise (each cell mirrored by its parity); the square's outline is
 * soft over zoom/2000·1.5. Past 45° of the half turn the grid moves by half a cell and the colours
 * flip; the gaps take 0.4 on one diagonal side (flipped) or on odd cells. Hidden where the colour
 * is 0 (invert: positive). No seed; the drawn point centred. */
/* The shade of that grid at (x, y) for zoom and the half turn th (radians): also JWildfire's
 * dc_cairotiles (var_jwf_dc9.h), the same shader, which takes th from its time. */
FM_FN double fm_cut_cairo_shade(double x, double y, double zoom, double th) {
  const double pi = 3.141592653589793;
  double px = x * zoom, py = y * zoom;
  const double grid = (0.5 + fabs(sin(th * 2.)) * (sqrt(2.) / 2. - 0.5)) * 2.;
  const int flip = fm_cut_fract(th / pi + 0.25) > 0.5;
  if (flip) {
    px -= 0.5;
    py -= 0.5;
  }
  px *= grid;
  py *= grid;
  const double cx = floor(px / grid), cy = floor(py / grid);
  px = (fm_cut_mod(px, grid) - grid / 2.) * (fm_cut_mod(cx, 2.) * 2. - 1.);
  py = (fm_cut_mod(py, grid) - grid / 2.) * (fm_cut_mod(cy, 2.) * 2. - 1.);
  const double ct = cos(th), st = sin(th);
  const double qx = ct * px + st * py, qy = px * -st + py * ct;
  const double hw = zoom / 2000. * 1.5;
  double color = fm_cut_smoothstep(-hw, hw, fm_cut_gmax(fabs(qx), fabs(qy)) - 0.5);
  if (flip) color = 1. - color;
  if (flip && color < 0.5 && (fabs(qx) - fabs(qy)) * fm_cut_sign(fm_cut_fract(th / pi) - 0.5) > 0.) color = 0.4;
  if (!flip && color < 0.5 && fm_cut_mod(cx + cy, 2.) - 0.5 > 0.) color = 0.4;
  return color;
}

FM_VAR(cut_rgrid) {
  double x, y;
  fm_cut2_point(s, rng, FM_PAR(cut_rgrid_mode), &x, &y);
  const double zoom = (double)fm_fr_clamp(FM_PAR(cut_rgrid_zoom), FM_R(0.1), FM_R(50.0));
  const double angle = (double)fm_java_int(fm_fr_clamp(FM_PAR(cut_rgrid_angle), 0, 90));
  const double pi = 3.141592653589793;
  const double color = fm_cut_cairo_shade(x, y, zoom, fm_cut_mod(angle * pi / 180., pi * 2.));
  fm_cut_show(s, w, FM_PAR(cut_rgrid_invert), color == 0.0, color > 0.0, x, y, 0);
}

/* ---- 765: cut_shapes ---------------------------------------------------------------------- */

/* Signed distances to the class's thirteen shapes (Inigo Quilez's 2D distance functions, with
 * the class's own constants and its G.min/G.max/Math.min/Math.max as written). */
FM_FN double fm_cut_sh_hexagram(double px, double py, double r) {
  const double kx = -0.5, ky = 0.86602540378, kz = 0.57735026919, kw = 1.73205080757;
  px = fabs(px);
  py = fabs(py);
  double m = fm_cut_gmin(kx * px + ky * py, 0.0);
  px -= kx * 2.0 * m;
  py -= ky * 2.0 * m;
  m = fm_cut_gmin(ky * px + kx * py, 0.0);
  px -= ky * 2.0 * m;
  py -= kx * 2.0 * m;
  px -= fm_cut_clamp(px, r * kz, r * kw);
  py -= r;
  return fm_cut_len(px, py) * fm_cut_sign(py);
}

FM_FN double fm_cut_sh_star(double px, double py, double r, int n, double m) {
  const double an = 3.141593 / (double)n, en = 6.283185 / m;
  const double acx = cos(an), acy = sin(an), ecx = cos(en), ecy = sin(en);
  const double bn = fm_cut_mod(fm_cut_atan2(px, py), 2.0 * an) - an;
  const double l = fm_cut_len(px, py);
  px = cos(bn) * l - acx * r;
  py = fabs(sin(bn)) * l - acy * r;
  const double t = fm_cut_clamp(-(px * ecx + py * ecy), 0.0, r * acy / ecy);
  px += ecx * t;
  py += ecy * t;
  return fm_cut_len(px, py) * fm_cut_sign(px);
}

FM_FN double fm_cut_sh_cross(double px, double py, double bx, double by, double r) {
  px = fabs(px);
  py = fabs(py);
  if (py > px) {
    const double t = px;
    px = py;
    py = t;
  }
  const double qx = px - bx, qy = py - by, k = fm_cut_gmax(qy, qx);
  const double wx = k > 0.0 ? qx : by - px, wy = k > 0.0 ? qy : -k;
  return fm_cut_sign(k) * fm_cut_len(fm_cut_gmax(wx, 0.0), fm_cut_gmax(wy, 0.0)) + r;
}

FM_FN double fm_cut_sh_triangle(double px, double py) {
  const double k = sqrt(3.0);
  px = fabs(px) - 1.0;
  py = py + 1.0 / k;
  if (px + k * py > 0.0) {
    const double nx = (px - k * py) / 2.0, ny = (-k * px - py) / 2.0;
    px = nx;
    py = ny;
  }
  px -= fm_cut_clamp(px, -2.0, 0.0);
  return -fm_cut_len(px, py) * fm_cut_sign(py);
}

/* A mirror across the line of normal (kx, ky) through the origin, where the point lies behind it. */
FM_FN void fm_cut_sh_fold(double *px, double *py, double kx, double ky) {
  const double m = 2.0 * fm_cut_gmin(kx * *px + ky * *py, 0.0);
  *px -= kx * m;
  *py -= ky * m;
}

/* The regular polygons' last step: distance to the edge y = r, |x| <= h, signed by the side. */
FM_FN double fm_cut_sh_edge(double px, double py, double h, double r) {
  px -= fm_cut_clamp(px, -h, h);
  py -= r;
  return fm_cut_len(px, py) * fm_cut_sign(py);
}

FM_FN double fm_cut_sh_octogon(double px, double py, double r) {
  const double kx = -0.9238795325, ky = 0.3826834323, kz = 0.4142135623;
  px = fabs(px);
  py = fabs(py);
  fm_cut_sh_fold(&px, &py, kx, ky);
  fm_cut_sh_fold(&px, &py, -kx, ky);
  return fm_cut_sh_edge(px, py, kz * r, r);
}

FM_FN double fm_cut_sh_hexagon(double px, double py, double r) {
  px = fabs(px);
  py = fabs(py);
  fm_cut_sh_fold(&px, &py, -0.866025404, 0.5);
  return fm_cut_sh_edge(px, py, 0.577350269 * r, r);
}

FM_FN double fm_cut_sh_pentagon(double px, double py, double r) {
  const double kx = 0.809016994, ky = 0.587785252, kz = 0.726542528;
  py = -py;
  px = fabs(px);
  fm_cut_sh_fold(&px, &py, -kx, ky);
  fm_cut_sh_fold(&px, &py, kx, ky);
  return fm_cut_sh_edge(px, py, r * kz, r);
}

FM_FN double fm_cut_sh_vesica(double px, double py, double r, double d) {
  px = fabs(px);
  py = fabs(py);
  const double b = sqrt(r * r - d * d);
  return (py - b) * d > px * b ? fm_cut_len(px - 0.0, py - b) : fm_cut_len(px + d, py - 0.0) - r;
}

/* An isosceles trapezoid: bottom half-width r1, top r2, half-height he. */
FM_FN double fm_cut_sh_trapezoid(double px, double py, double r1, double r2, double he) {
  const double k1x = r2, k1y = he, k2x = r2 - r1, k2y = 2.0 * he;
  px = fabs(px);
  const double cax = fm_cut_gmax(0.0, px - (py < 0.0 ? r1 : r2)), cay = fabs(py) - he;
  const double t = ((k1x - px) * k2x + (k1y - py) * k2y) / (k2x * k2x + k2y * k2y);
  const double f = fm_cut_clamp(t, 0.0, 1.0);
  const double cbx = px - k1x + k2x * f, cby = py - k1y + k2y * f;
  const double sg = (cbx < 0.0 && cay < 0.0) ? -1.0 : 1.0;
  return sg * sqrt(fm_cut_min(cax * cax + cay * cay, cbx * cbx + cby * cby));
}

/* A trapezoid between the points a and b with radii ra at a and rb at b. */
FM_FN double fm_cut_sh_trapezoid2(double px, double py, double ax, double ay, double bx, double by, double ra,
                                  double rb) {
  const double rba = rb - ra, dx = bx - ax, dy = by - ay, qx = px - ax, qy = py - ay;
  const double baba = dx * dx + dy * dy, papa = qx * qx + qy * qy, paba = (qx * dx + qy * dy) / baba;
  const double x = sqrt(papa - paba * paba * baba);
  const double cax = fm_cut_max(0.0, x - (paba < 0.5 ? ra : rb)), cay = fabs(paba - 0.5) - 0.5;
  const double k = rba * rba + baba, f = fm_cut_clamp((rba * (x - ra) + paba * baba) / k, 0.0, 1.0);
  const double cbx = x - ra - f * rba, cby = paba - f;
  const double sg = (cbx < 0.0 && cay < 0.0) ? -1.0 : 1.0;
  return sg * sqrt(fm_cut_min(cax * cax + cay * cay * baba, cbx * cbx + cby * cby * baba));
}

/* An arc of radius ra and thickness rb, turned by (sca) and of aperture (scb). */
FM_FN double fm_cut_sh_arc(double px, double py, double sax, double say, double sbx, double sby, double ra,
                           double rb) {
  const double nx = sax * px + -say * py, ny = say * px + sax * py;
  px = fabs(nx);
  py = ny;
  const double k = sby * px > sbx * py ? px * sbx + py * sby : fm_cut_len(px, py);
  return sqrt(px * px + py * py + ra * ra - 2.0 * ra * k) - rb;
}

FM_FN double fm_cut_sh_rhombus(double px, double py, double bx, double by) {
  const double qx = fabs(px), qy = fabs(py);
  const double h = fm_cut_clamp((-2.0 * (qx * bx - qy * by) + (bx * bx - by * by)) / (bx * bx + by * by), -1.0, 1.0);
  const double d = fm_cut_len(qx - bx * (1.0 - h) * 0.5, qy - by * (1.0 + h) * 0.5);
  return d * fm_cut_sign(qx * by + qy * bx - bx * by);
}

FM_FN double fm_cut_sh_box(double px, double py, double bx, double by) {
  const double dx = fabs(px) - bx, dy = fabs(py) - by;
  return fm_cut_len(fm_cut_gmax(dx, 0.0), fm_cut_gmax(dy, 0.0)) + fm_cut_gmin(fm_cut_gmax(dx, dy), 0.0);
}

/* The distance to shape `type` (0..12), its animated sizes moved by time. */
FM_FN double fm_cut_sh_dist(int type, double px, double py, int n, double time) {
  switch (type) {
  case 0: return fm_cut_sh_hexagram(px, py, 0.35);
  case 1: return fm_cut_sh_triangle(px, py);
  case 2: {
    const double a = fm_cut_fract(time / 3.);
    return fm_cut_sh_star(px, py, 0.7, n, 4.0 + a * a * (n * 2.0 - 4.0));
  }
  case 3: {
    double sx = cos(time) * 0.3 + 0.8, sy = cos(1.57 + time) * 0.3 + 0.8;
    if (sx < sy) {
      const double t = sx;
      sx = sy;
      sy = t;
    }
    return fm_cut_sh_cross(px, py, sx, sy, 0.1 * sin(time * 1.2));
  }
  case 4: return fm_cut_sh_octogon(px, py, 0.5);
  case 5: return fm_cut_sh_hexagon(px, py, 0.5);
  case 6: return fm_cut_sh_pentagon(px, py, 0.5);
  case 7: return fm_cut_sh_vesica(px, py, 1.1, 0.8 + 0.2 * sin(time));
  case 8: {
    const double ra = 0.2 + 0.15 * sin(time * 1.3 + 0.0), rb = 0.2 + 0.15 * sin(time * 1.4 + 0.1);
    const double pax = -0.6 + sin(0.0 + time * 1.1) * 0.4, pay = 0.0 + sin(2.0 + time * 1.1) * 0.4;
    const double pbx = -0.6 + sin(1.0 + time * 1.2) * 0.4, pby = 0.0 + sin(2.5 + time * 1.2) * 0.4;
    const double d = fm_cut_sh_trapezoid(px - 0.8, py - 0.0, ra, rb, 0.5 + 0.2 * sin(1.3 * time));
    return fm_cut_min(d, fm_cut_sh_trapezoid2(px, py, pax, pay, pbx, pby, ra, rb));
  }
  case 9: {
    const double ta = 3.14 * (0.5 + 0.5 * cos(time * 0.52 + 2.0)), tb = 3.14 * (0.5 + 0.5 * cos(time * 0.31 + 2.0));
    const double rb = 0.15 * (0.5 + 0.5 * cos(time * 0.41 + 3.0));
    return fm_cut_sh_arc(px, py, sin(ta), cos(ta), sin(tb), cos(tb), 0.5, rb);
  }
  case 10: return fm_cut_sh_rhombus(px, py, cos(0.0 + time) * 0.3 + 0.4, cos(1.57 + time) * 0.3 + 0.4);
  case 11: return fm_cut_len(px, py) - 0.5;
  default: return fm_cut_sh_box(px, py, cos(0.0 + time) * 0.3 + 0.4, cos(1.57 + time) * 0.3 + 0.4);
  }
}

/* 765: cut_shapes: one of thirteen shapes (type held to [0, 12]); with contour, hidden on the
 * bands where cos(120·d) is positive (concentric outlines); without, only on the outline, soft
 * over thick. n (held to [3, 9]) the star's points. No seed; the drawn point centred. */
FM_VAR(cut_shapes) {
  double x, y;
  fm_cut2_point(s, rng, FM_PAR(cut_shapes_mode), &x, &y);
  const double zoom = (double)fm_fr_clamp(FM_PAR(cut_shapes_zoom), FM_R(0.1), FM_R(50.0));
  const int type = (int)fm_java_int(fm_fr_clamp(FM_PAR(cut_shapes_type), 0, 12));
  const int contour = fm_cut_flag(FM_PAR(cut_shapes_contour));
  const int n = (int)fm_java_int(fm_fr_clamp(FM_PAR(cut_shapes_n), 3, 9));
  const double thick = fabs((double)FM_PAR(cut_shapes_thick));
  const double d = fm_cut_sh_dist(type, x * zoom, y * zoom, n, (double)FM_PAR(cut_shapes_time));
  double color = contour ? 1.0 : 0.0;
  if (contour) {
    color *= cos(120. * d);
  } else {
    color *= 1.0 - exp(-2.0 * fabs(d));
    color = fm_cut_mix(color, 1.0, 1.0 - fm_cut_smoothstep(0.0, thick, fabs(d)));
  }
  fm_cut_show(s, w, FM_PAR(cut_shapes_invert), color > 0.0, color <= 0.0, x, y, 0);
}

/* ---- 766: cut_sincos ---------------------------------------------------------------------- */

/* 766: cut_sincos: diagonal stripes (the plane's x less time/2 plus |y|, 7.3 to the unit) whose
 * width swells with a sine of x, the rows waved by a cosine; hidden on the stripes, softened
 * where they thin out. The seed parameter is JWildfire's but draws nothing the pattern reads. No
 * offset; the drawn point centred. */
FM_VAR(cut_sincos) {
  double x, y;
  fm_cut2_point(s, rng, FM_PAR(cut_sincos_mode), &x, &y);
  const double zoom = (double)FM_PAR(cut_sincos_zoom), time = (double)FM_PAR(cut_sincos_time);
  const double ux = x * zoom + 1.5;
  double uy = y * zoom;
  uy += cos(ux * 10.0) * 0.15;
  uy *= 1.5;
  const double t = ux - time * 0.5 + fabs(uy);
  const double f = (1.0 + sin(ux * 3.0)) * 0.4 + 0.1;
  const double d = f - fabs(fm_cut_fract(t * 7.3) - 0.5) * 2.;
  const double color = sqrt(fm_cut_smoothstep(0., 0.05 / fm_cut_gmax(d + 0.5, 0.), d + 0.1));
  fm_cut_show(s, w, FM_PAR(cut_sincos_invert), color > 0.0, color <= 0.0, x, y, 0);
}

/* ---- 767: cut_snowflake ------------------------------------------------------------------- */

/* 767: cut_snowflake: the kaliset fold p → |p|/|p|² − 1.65, then p·|p| + |p|, `level` times
 * (held to [1, 15]) from the plane at height sin(0.4·time)/2 − 1/2, all scaled by 1/4; hidden
 * where |p|²/4 ends above 1/2 (invert: not). A chaotic map, in double on every side; its one sine
 * is of the parameter, the same for every point. The seed parameter is JWildfire's, unused. */
FM_VAR(cut_snowflake) {
  double x, y;
  fm_cut2_point(s, rng, FM_PAR(cut_snowflake_mode), &x, &y);
  const double zoom = (double)FM_PAR(cut_snowflake_zoom), time = (double)FM_PAR(cut_snowflake_time);
  const int level = (int)fm_java_int(fm_fr_clamp(FM_PAR(cut_snowflake_level), 1, 15));
  double px = x * zoom * 0.25, py = y * zoom * 0.25, pz = (sin(time * 0.4) * 0.5 - 0.5) * 0.25;
  for (int i = 0; i < level; i++) {
    const double dd = px * px + py * py + pz * pz;
    px = fabs(px) / dd - 1.65;
    py = fabs(py) / dd - 1.65;
    pz = fabs(pz) / dd - 1.65;
    const double k = sqrt(px * px + py * py + pz * pz);
    px = px * k + k;
    py = py * k + k;
    pz = pz * k + k;
  }
  const double f = (px * px + py * py + pz * pz) * 0.25;
  fm_cut_show(s, w, FM_PAR(cut_snowflake_invert), f > 0.5, f <= 0.5, x, y, 0);
}

/* ---- 768: cut_spiral ---------------------------------------------------------------------- */

/* The point tested by cut_spiral and cut_spiralcb: the affine's (mode 0) or one of the square
 * [−1, 1)² (mode 1, two draws, x first). */
FM_FN void fm_cut_sp_point(const fm_var_state *s, fm_rng *rng, fm_real mode, double *x, double *y) {
  if (fm_cut_point(s, rng, mode, x, y)) {
    *x = 2.0 * *x - 1.0;
    *y = 2.0 * *y - 1.0;
  }
}

/* 768: cut_spiral: the point turned by the rotation-and-growth (·1.1) of angle time's complement
 * (the class's matrix) until its y passes 1, at most 64 times; hidden where that took an odd
 * number of turns (invert: even). */
FM_VAR(cut_spiral) {
  double x, y;
  fm_cut_sp_point(s, rng, FM_PAR(cut_spiral_mode), &x, &y);
  const double zoom = (double)FM_PAR(cut_spiral_zoom), time = (double)FM_PAR(cut_spiral_time);
  const double a = 1.1 * sin(time), b = 1.1 * cos(time);
  double ux = x * zoom, uy = y * zoom;
  int l = 0;
  for (int i = 0; i < 64; i++) {
    const double nx = a * ux + -b * uy, ny = b * ux + a * uy;
    ux = nx;
    uy = ny;
    if (uy > 1.0) break;
    l ^= 1;
  }
  fm_cut_show(s, w, FM_PAR(cut_spiral_invert), l > 0, l <= 0, x, y, 0);
}

/* ---- 769: cut_spiralcb -------------------------------------------------------------------- */

/* The class's "rotation" by an angle: a reflection, (x, y) → (−sin·x + cos·y, cos·x + sin·y). */
FM_FN void fm_cut_spcb_turn(double a, double *x, double *y) {
  const double sn = sin(a), cs = cos(a);
  const double nx = -sn * *x + cs * *y, ny = cs * *x + sn * *y;
  *x = nx;
  *y = ny;
}

/* 769: cut_spiralcb: a checkered spiral: the point reflected by 7·time, scaled by the sine of 15
 * times its (G-approximated) angle, reflected again by 50 times its radius; shown where the result
 * lies right of the axis inside a band of half-width r·50/25/2 about it. Hidden elsewhere (invert:
 * there). */
FM_VAR(cut_spiralcb) {
  double x, y;
  fm_cut_sp_point(s, rng, FM_PAR(cut_spiralcb_mode), &x, &y);
  const double zoom = (double)FM_PAR(cut_spiralcb_zoom), time = (double)FM_PAR(cut_spiralcb_time);
  double ux = x * zoom, uy = y * zoom;
  const double fi = fm_cut_len(ux, uy) * 50.0, g = fm_cut_atan2(uy, ux);
  fm_cut_spcb_turn(time * 7.0, &ux, &uy);
  const double sg = sin(g * 15.0);
  ux *= sg;
  uy *= sg;
  fm_cut_spcb_turn(fi, &ux, &uy);
  const double hw = fi / 25.0;
  const double hill = fm_cut_min(fm_cut_step(0.0 - hw / 2.0, uy), 1.0 - fm_cut_step(0.0 + hw / 2.0, uy));
  const double a = fm_cut_min(fm_cut_step(0.0, ux), hill);
  const double color = fm_cut_mix(1.0, 0.0, a);
  fm_cut_show(s, w, FM_PAR(cut_spiralcb_invert), color > 0.0, color <= 0.0, x, y, 0);
}

/* ---- 770: cut_spots ----------------------------------------------------------------------- */

/* Value noise of the shader's sine hash at the cell corners, blended by the smoothstep cubic. */
FM_FN double fm_cut_spots_noise(double sx, double sy) {
  const double ix = floor(sx), iy = floor(sy), fx = sx - floor(sx), fy = sy - floor(sy);
  const double a = fm_cut_sinhash(ix, iy, 12.9898, 78.233, 43758.5453123);
  const double b = fm_cut_sinhash(ix + 1.0, iy + 0.0, 12.9898, 78.233, 43758.5453123);
  const double c = fm_cut_sinhash(ix + 0.0, iy + 1.0, 12.9898, 78.233, 43758.5453123);
  const double d = fm_cut_sinhash(ix + 1.0, iy + 1.0, 12.9898, 78.233, 43758.5453123);
  const double ux = fx * fx * (3.0 - fx * 2.0), uy = fy * fy * (3.0 - fy * 2.0);
  return fm_cut_mix(a, b, ux) + (c - a) * uy * (1.0 - ux) + (d - b) * ux * uy;
}

/* Six octaves of it, each twice the frequency and half the amplitude. */
FM_FN double fm_cut_spots_fbm(double sx, double sy) {
  double v = 0.0, amp = 0.5;
  for (int i = 0; i < 6; i++) {
    v += amp * fm_cut_spots_noise(sx, sy);
    sx *= 2.;
    sy *= 2.;
    amp *= 0.5;
  }
  return v;
}

/* 770: cut_spots: shown where the fractal noise stays under 0.4 (its mirror image's noise, over
 * 2.25, only decides a shade that is white either way); hidden elsewhere (invert: there). The
 * plane is 43·zoom to the unit, moved by the seeded offset; the drawn point is one of [−1, 1)². */
FM_VAR(cut_spots) {
  double x, y, x0, y0;
  fm_cut_sp_point(s, rng, FM_PAR(cut_spots_mode), &x, &y);
  const double zoom = (double)FM_PAR(cut_spots_zoom);
  fm_cut_offset(FM_PAR(cut_spots_seed), &x0, &y0);
  const double ux = x * zoom * 43.0 + x0, uy = y * zoom * 43.0 + y0;
  const double f = fm_cut_spots_fbm(ux, uy);
  double color = 0.0;
  if (f < 0.4) {
    const double f2 = fm_cut_spots_fbm(uy + 1.0, ux + 1.0) / 2.25;
    color = fm_cut_mix(1.0, 1.0, (f - 0.06 - 0.25) * (1.0 - 0.0) / (0.38 - 0.25) + 0.0);
    if (f < f2) color = 1.0;
  }
  fm_cut_show(s, w, FM_PAR(cut_spots_invert), color == 0.0, color > 0.0, x, y, 0);
}

/* ---- 771: cut_sqcir ----------------------------------------------------------------------- */

/* 771: cut_sqcir: the superellipse |x − y|^p + |x + y|^p <= 1 (power held to [0, 2]: a circle
 * at 2, a square turned 45° at 1, a star below); hidden outside (invert: inside, where the class
 * leaves the sum as it was and only hides the point). */
FM_VAR(cut_sqcir) {
  double x, y;
  fm_cut2_point(s, rng, FM_PAR(cut_sqcir_mode), &x, &y);
  const double zoom = (double)fm_fr_clamp(FM_PAR(cut_sqcir_zoom), FM_R(0.1), FM_R(50.0));
  const double power = (double)fm_fr_clamp(FM_PAR(cut_sqcir_power), 0, 2);
  const double ux = x * zoom, uy = y * zoom;
  const int in = pow(fabs(ux - uy), power) + pow(fabs(uy + ux), power) <= 1.0;
  if (fm_cut_flag(FM_PAR(cut_sqcir_invert)) && in) {
    s->hide = 1;
    return;
  }
  fm_cut_show(s, w, FM_PAR(cut_sqcir_invert), !in, in, x, y, 0);
}

/* ---- 772: cut_sqsplits -------------------------------------------------------------------- */

/* 772: cut_sqsplits: in each unit cell a thin radial split whose angle (the G-approximated one,
 * over 6.3, reversed on the checkerboard's other colour) turns with time; hidden off the split's
 * sharp wedge (invert: on it). The seed parameter is JWildfire's, unused. */
FM_VAR(cut_sqsplits) {
  double x, y;
  fm_cut2_point(s, rng, FM_PAR(cut_sqsplits_mode), &x, &y);
  const double zoom = (double)FM_PAR(cut_sqsplits_zoom);
  const double ux = x * zoom, uy = y * zoom;
  const double fx = fm_cut_fract(ux) - 0.5, fy = fm_cut_fract(uy) - 0.5;
  const double ix = floor(fm_cut_mod(ux, 2.)), iy = floor(fm_cut_mod(uy, 2.));
  const double t = (double)FM_PAR(cut_sqsplits_time) * 0.35, a = fm_cut_atan2(fx, fy) / 6.3;
  const double r = fm_cut_fract(t + t + 2. * (ix != iy ? a : 1. - a)), sharp = 180. * fm_cut_len(fx, fy);
  const double k = fm_cut_clamp((r - 0.5) * sharp, 0., 1.) + fm_cut_clamp(1. - r * sharp, 0., 1.);
  const double color = 1. - k;
  fm_cut_show(s, w, FM_PAR(cut_sqsplits_invert), color > 0.0, color <= 0.0, x, y, 0);
}

/* ---- 773: cut_swarp ----------------------------------------------------------------------- */

/* The distance of type 0..3: circle, square, hexagon, octagon (the last three of |p|). */
FM_FN double fm_cut_swarp_dist(int type, double px, double py) {
  double d = 0.;
  if (type == 0) d = fm_cut_len(px, py);
  px = fabs(px);
  py = fabs(py);
  if (type == 1) d = fm_cut_max(px, py);
  if (type == 2) d = fm_cut_max(px * .8660254 + py * .5, py);
  if (type == 3) d = fm_cut_max(fm_cut_max(px, py), (px + py) * .7071);
  return d;
}

/* 773: cut_swarp: concentric rings of a shape (type held to [0, 3]), 30 a unit, in two halves
 * (x's ceiling) offset by a sixth and half a ring, the plane wobbled by sines that time moves;
 * hidden where the rings' sine passes 1/4 (invert: not). The seed parameter is JWildfire's,
 * unused. */
FM_VAR(cut_swarp) {
  double x, y;
  fm_cut2_point(s, rng, FM_PAR(cut_swarp_mode), &x, &y);
  const double zoom = (double)FM_PAR(cut_swarp_zoom), time = (double)FM_PAR(cut_swarp_time);
  const int type = (int)fm_java_int(fm_fr_clamp(FM_PAR(cut_swarp_type), 0, 3));
  double ux = x * zoom, uy = y * zoom;
  const double vx = sin(ux * 5. + cos(ux * 11. + time) + time), vy = sin(uy * 5. + cos(uy * 11. + time) + time);
  const double t0 = vx * .5 + vy * .5;
  ux += t0 * .02;
  uy += t0 * .02;
  uy += sin(ux * 7. + cos(ux * 4. + time * 2.) * 1. + time) * .05;
  const double sg = ceil(ux) * 2. - 1.;
  uy += sg / 6.;
  const double k = sin(sg * 3.14159 / 2. + fm_cut_swarp_dist(type, ux, uy) * 5. * 6. * 3.14159 / 2.);
  const double color = sqrt(fm_cut_max(k, 0.));
  fm_cut_show(s, w, FM_PAR(cut_swarp_invert), color > 0.5, color <= 0.5, x, y, 0);
}

#endif
