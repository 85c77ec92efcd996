/*
 * var_jwf_cut2.h — the rest of JWildfire's cut_* family (Jesus Sosa's, after Shadertoy patterns),
 * each as JWildfire computes it (its variation/Cut*Func.java), checked against JWildfire's own
 * code (tests/tools/jwf_refs.sh; tests/unit/test_variation_refs.c). It uses var_jwf_cut.h's frame
 * and GLSL-like helpers (variations.h includes it right after that file) and its conventions:
 * the patterns are decisions (cell hashes, thresholds), evaluated in double on every side; only
 * the point and the output are fm_real.
 *
 * Unlike most of var_jwf_cut.h's, these draw their point in mode 1 already centred (two draws in
 * [0, 1), less 1/2: fm_cut2_point), and a hidden point lands at the origin.
 * 753: cut_glypho, 754: cut_hexdots, 755: cut_hextruchetflow, 756: cut_jigsaw, 757: cut_kaleido, 758: cut_kleinian,
 * 759: cut_magfield, 760: cut_mandala, 761: cut_metaballs,
 * 762: cut_pattern.
 * Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWF_CUT2_H
#define FLAMEBUILD_VAR_JWF_CUT2_H

/* The families whose helpers this one calls (a kernel of its own includes only the families
 * its variations need: kernels/codegen_families.c). */
#include "var_jwf_cut.h"

/* The point tested: the affine's (mode 0) or two draws in [0, 1) less 1/2 (mode 1; x first). */
FM_FN void fm_cut2_point(const fm_var_state *s, fm_rng *rng, fm_real mode, double *x, double *y) {
  if (fm_cut_point(s, rng, mode, x, y)) {
    *x -= 0.5;
    *y -= 0.5;
  }
}

/* js.glsl.G's min: y where y < x, else x (so a NaN in y gives x, unlike Java's Math.min). */
FM_FN double fm_cut_gmin(double x, double y) { return y < x ? y : x; }

/* js.glsl.G's atan2: not the library's, a first-order rational approximation of the angle
 * (exact only at multiples of π/4), which the patterns' decisions follow. */
FM_FN double fm_cut_atan2(double y, double x) {
  const double c1 = 3.141592653589793 / 4.0, c2 = 3.0 * c1, ay = fabs(y);
  const double a = x >= 0.0 ? c1 - c1 * ((x - ay) / (x + ay)) : c2 - c1 * ((x + ay) / (ay - x));
  return y < 0.0 ? -a : a;
}

/* ---- 753: cut_glypho --------------------------------------------------------------------- */

/* 753: cut_glypho: three rings (scales 1, 1.5, 2) of ten soft discs of radius f1·scale about
 * points 0.4 from the origin, their sum times f3 wrapped by fract and thresholded at f2: glyph-like
 * nested bands. Hidden where the band is off (invert: on). The ring's angles step by π/5 from
 * 1/10000 as the class accumulates them (ten per ring). No seed. */
FM_VAR(cut_glypho) {
  double x, y;
  fm_cut2_point(s, rng, FM_PAR(cut_glypho_mode), &x, &y);
  const double zoom = (double)fm_fr_clamp(FM_PAR(cut_glypho_zoom), FM_R(0.1), FM_R(50.0));
  const double f1 = (double)FM_PAR(cut_glypho_f1), f2 = (double)FM_PAR(cut_glypho_f2);
  const double f3 = (double)FM_PAR(cut_glypho_f3);
  const double ux = x * zoom, uy = y * zoom, stp = 3.141592653589793 / 5.0;
  double m = 0.0;
  for (double n = 1.0; n < 2.5; n += 0.5) {
    for (double i = 0.0001; i < 2.0 * 3.141592653589793; i += stp) {
      const double a = i + n * stp * 0.5;
      const double l = fm_cut_len(ux * n + cos(a) * 0.4, uy * n + sin(a) * 0.4);
      m += fm_cut_smoothstep(f1 * n, 0.0, l) * f3;
    }
  }
  m = fm_cut_step(f2, fm_cut_fract(m * f3));
  fm_cut_show(s, w, FM_PAR(cut_glypho_invert), m == 0.0, m > 0.0, x, y, 0);
}

/* ---- 754: cut_hexdots -------------------------------------------------------------------- */

/* 754: cut_hexdots: dots on a hexagonal lattice (two rectangular lattices of cell 1 × 1.732, the
 * second shifted half a cell), 0.8 times the squared distance to the nearer centre in cell units;
 * hidden outside the dots (past size), invert: inside. No seed. */
FM_VAR(cut_hexdots) {
  double x, y;
  fm_cut2_point(s, rng, FM_PAR(cut_hexdots_mode), &x, &y);
  const double size = (double)fm_fr_clamp(FM_PAR(cut_hexdots_size), FM_R(0.01), FM_R(1.0));
  const double zoom = (double)fm_fr_clamp(FM_PAR(cut_hexdots_zoom), FM_R(0.1), FM_R(50.0));
  const double ux = x * zoom, uy = y * zoom, sx = 1.0, sy = 1.732;
  const double ax = fm_cut_mod(ux, sx) * 2.0 - sx, ay = fm_cut_mod(uy, sy) * 2.0 - sy;
  const double bx = fm_cut_mod(ux + sx * 0.5, sx) * 2.0 - sx, by = fm_cut_mod(uy + sy * 0.5, sy) * 2.0 - sy;
  const double col = 0.8 * fm_cut_gmin(ax * ax + ay * ay, bx * bx + by * by);
  fm_cut_show(s, w, FM_PAR(cut_hexdots_invert), col > size, col <= size, x, y, 0);
}

/* ---- 755: cut_hextruchetflow ------------------------------------------------------------- */

#define FM_CUT_SQRT3 1.73205 /* the shader's rounded constants */

/* The hexagon (axial coordinates) holding p, by cube-coordinate rounding: the component that
 * rounded farthest is rebuilt from the other two. */
FM_FN void fm_cut_pix_to_hex(double px, double py, double *hx, double *hy) {
  const double cx = (1.0 / FM_CUT_SQRT3) * px - (1.0 / 3.0) * py, cz = (2.0 / 3.0) * py, cy = -cx - cz;
  double rx = floor(cx + 0.5), ry = floor(cy + 0.5), rz = floor(cz + 0.5);
  const double dx = fabs(rx - cx), dy = fabs(ry - cy), dz = fabs(rz - cz);
  const double sum = rx + ry + rz;
  rx -= fm_cut_step(dy, dx) * fm_cut_step(dz, dx) * sum;
  ry -= fm_cut_step(dz, dy) * fm_cut_step(dx, dy) * sum;
  rz -= fm_cut_step(dx, dz) * fm_cut_step(dy, dz) * sum;
  (void)ry;
  *hx = rx;
  *hy = rz;
}

/* Hexagonal Truchet: each hexagon's three arcs of radius 1/2 about alternate corners (the set
 * picked by the cell's hash), white within 1/4 of the nearest arc; with grid, the rest of the
 * cell 1 and its edge band (0.01 … 0.02 from the edge) a blend that JWildfire's degenerate
 * smoothstep(1, 1, d) makes 0 or 1. */
FM_FN double fm_cut_hextruchet_scene(double px, double py, int grid) {
  double hx, hy;
  fm_cut_pix_to_hex(px, py, &hx, &hy);
  const double cx = FM_CUT_SQRT3 * (hx + 0.5 * hy), cy = 1.5 * hy;
  const double dir = 2.0 * fm_cut_step(fm_cut_sinhash(hx, hy, 37.0, 39.0, 43758.54), 0.5) - 1.0;
  double wx = cx, wy = cy - dir;
  double wz = (wx - px) * (wx - px) + (wy - py) * (wy - py);
  double qx = cx + FM_CUT_SQRT3 / 2.0, qy = cy + 0.5 * dir;
  double d = (qx - px) * (qx - px) + (qy - py) * (qy - py);
  if (d < wz) wz = d;
  qx = cx - FM_CUT_SQRT3 / 2.0;
  d = (qx - px) * (qx - px) + (qy - py) * (qy - py);
  if (d < wz) wz = d;
  wz = fabs(sqrt(wz) - 0.5);
  double col = 0.0;
  if (grid == 1) {
    const double ex = fabs(px - cx), ey = fabs(py - cy);
    const double e = FM_CUT_SQRT3 / 2.0 - ex + 0.5 * fm_cut_gmin(ex - FM_CUT_SQRT3 * ey, 0.0);
    col = fm_cut_mix(1.0, fm_cut_smoothstep(1.0, 1.0, e), fm_cut_smoothstep(0.01, 0.02, e));
  }
  if (wz < 0.25) col = 1.0;
  return col;
}

/* 755: cut_hextruchetflow: hidden on the white (above 0.9), invert: elsewhere. The plane is moved
 * by −randomize·sin(randomize·180/π) on both axes. */
FM_VAR(cut_hextruchetflow) {
  double x, y;
  fm_cut2_point(s, rng, FM_PAR(cut_hextruchetflow_mode), &x, &y);
  const double seed = (double)fm_java_int(FM_PAR(cut_hextruchetflow_randomize));
  const int grid = (int)fm_java_int(fm_fr_clamp(FM_PAR(cut_hextruchetflow_grid), 0, 1));
  const double zoom = (double)fm_fr_clamp(FM_PAR(cut_hextruchetflow_zoom), FM_R(0.1), FM_R(50.0));
  const double uv = seed * sin(seed * 180.0 / 3.141592653589793);
  const double col = fm_cut_hextruchet_scene(x * zoom - uv + 0.0, y * zoom - uv + 0.0, grid);
  fm_cut_show(s, w, FM_PAR(cut_hextruchetflow_invert), col > 0.9, col <= 0.9, x, y, 0);
}

/* ---- 756: cut_jigsaw --------------------------------------------------------------------- */

/* 756: cut_jigsaw: jigsaw pieces: in each unit cell (by ceil) a diamond edge toward the checker's
 * diagonal neighbour and a knob of radius 0.2, the knob in or out by the cell's hash; the outline
 * 1 − 1250·distance, hidden where it is positive (near the cut lines), invert: elsewhere. time
 * slides the plane along x. seed changes nothing here (cut_circdes says why). */
FM_VAR(cut_jigsaw) {
  double x, y;
  fm_cut2_point(s, rng, FM_PAR(cut_jigsaw_mode), &x, &y);
  const double zoom = (double)FM_PAR(cut_jigsaw_zoom), time = (double)FM_PAR(cut_jigsaw_time);
  double ux = x * zoom + 1.0 * time, uy = y * zoom + 0.0 * time;
  const double ix = ceil(ux), iy = ceil(uy);
  const double mx = fm_cut_mod(ix, 2.0) - 0.5, my = fm_cut_mod(iy, 2.0) - 0.5;
  ux -= ix - 0.5;
  uy -= iy - 0.5;
  const int flip = mx * ux + my * uy < 0.0;
  const double dx = flip ? mx * -1.0 : mx, dy = flip ? my * -1.0 : my;
  const double f = (fabs(ux - dx) * 1.0 + fabs(uy - dy) * 1.0) * 0.7 - 0.65;
  const double c = fm_cut_len(ux - dx * 0.2, uy - dy * 0.2) - 0.2;
  const double h = sin(ix * 27.0 + iy * 57.0) * 1e5;
  const double t = (fm_cut_fract(h) - 0.5) * dx < 0.0 ? fm_cut_max(f, 0.1 - c) : f;
  const double color = 1.0 - fm_cut_min(t, c) * 1e4 / 8.0;
  fm_cut_show(s, w, FM_PAR(cut_jigsaw_invert), color > 0.0, color <= 0.0, x, y, 0);
}

/* ---- 757: cut_kaleido -------------------------------------------------------------------- */

/* 757: cut_kaleido: interference of n circular waves (n held to [2, 20]) of wavenumber
 * 100 + 10·sin(time/5) from centres on a circle of radius 1/2, turned by time; their mean
 * (with 1 added to the sum) through −cos(13·), hidden where positive. seed changes nothing here. */
FM_VAR(cut_kaleido) {
  double x, y;
  fm_cut2_point(s, rng, FM_PAR(cut_kaleido_mode), &x, &y);
  const double zoom = (double)FM_PAR(cut_kaleido_zoom), time = (double)FM_PAR(cut_kaleido_time);
  const int n = (int)fm_java_int(fm_fr_clamp(FM_PAR(cut_kaleido_n), 2, 20));
  const double ux = x * zoom, uy = y * zoom, k = 100.0 + 10.0 * sin(time / 5.0);
  double d = 1.0;
  for (int i = 0; i < n; i++) {
    const double fi = 2.0 * 3.14 * ((double)i + 0.02 * time) / (double)n;
    d += sin(k * fm_cut_len(ux - 0.5 * sin(fi), uy - 0.5 * cos(fi)));
  }
  const double color = 0.0 - cos(d / (double)n * 13.0);
  fm_cut_show(s, w, FM_PAR(cut_kaleido_invert), color > 0.0, color <= 0.0, x, y, 0);
}

/* ---- 758: cut_kleinian ------------------------------------------------------------------- */

/* The strip's wrap of x into [s, s + a) (a period, s its start). */
FM_FN double fm_cut_wrap(double x, double a, double s) {
  x -= s;
  return (x - a * floor(x / a)) + s;
}

/* Jos Leys' Kleinian limit set (a double-spiral group, its a and b moved by time): the point is
 * wrapped into the fundamental strip (sheared by b/a), turned about the strip's dividing curve
 * where it lies above it, and inverted (z → (−b, a) + (−z/|z|²) mirrored in x); 1 where it
 * leaves the strip 0 ≤ y ≤ a, 0 where it settles on a 2-cycle or the iterations run out.
 * The cycle test compares the new point with the one two steps back as JWildfire holds it: its
 * vectors are shared objects changed in place, so what it compares with is the starting point
 * − 1 at the first step, + 1 at the second, and from the third the iterate of two steps before
 * after that step's wrap (not the inverted point it started from). */
FM_FN int fm_cut_kleinian_hit(double zx, double zy, double box, double time, int iters) {
  const double a = 1.8462756 + (1.958591 - 1.8462756) * 0.5 + 0.5 * (1.958591 - 1.8462756) * time;
  const double b = 0.09627581 + (0.0112786 - 0.09627581) * 0.5 + 0.5 * (0.0112786 - 0.09627581) * time;
  const double f = fm_cut_sign(b);
  const double x1 = zx + 1.0, y1 = zy + 1.0;
  double llx = zx + -1.0, lly = zy + -1.0;
  for (int i = 0; i < iters; i++) {
    zx = zx + f * b / a * zy;
    zx = fm_cut_wrap(zx, 2.0 * box, -box);
    zx = zx - f * b / a * zy;
    const double wx = zx, wy = zy;
    const double u = zx + b * 0.5;
    if (zy >= a * 0.5 + f * (2.0 * a - 1.95) / 4.0 * fm_cut_sign(u) * (1.0 - exp(-(7.2 - (1.95 - a) * 15.0) * fabs(u)))) {
      zx = -b - zx;
      zy = a - zy;
    }
    const double ir = 1.0 / (zx * zx + zy * zy);
    zx = -b - zx * -ir;
    zy = a + zy * -ir;
    const double dx = zx - llx, dy = zy - lly;
    if (dx * dx + dy * dy < 1.e-6) break;
    if (zy < 0.0 || zy > a) return 1;
    llx = i == 0 ? x1 : wx;
    lly = i == 0 ? y1 : wy;
  }
  return 0;
}

/* 758: cut_kleinian: the limit set of fm_cut_kleinian_hit, the plane moved by (Dx, Dy); hidden
 * where the point stays (invert: where it escapes). time held to [0, 1], NIters to [0, 150]. */
FM_VAR(cut_kleinian) {
  double x, y;
  fm_cut2_point(s, rng, FM_PAR(cut_kleinian_mode), &x, &y);
  const double zoom = (double)FM_PAR(cut_kleinian_zoom), box = (double)FM_PAR(cut_kleinian_boxSize);
  const double time = (double)fm_fr_clamp(FM_PAR(cut_kleinian_time), 0, 1);
  const int iters = (int)fm_java_int(fm_fr_clamp(FM_PAR(cut_kleinian_NIters), 0, 150));
  const int hit = fm_cut_kleinian_hit(x * zoom - (double)FM_PAR(cut_kleinian_Dx),
                                      y * zoom - (double)FM_PAR(cut_kleinian_Dy), box, time, iters);
  fm_cut_show(s, w, FM_PAR(cut_kleinian_invert), hit == 0, hit == 1, x, y, 0);
}

/* ---- 759: cut_magfield ------------------------------------------------------------------- */

/* The field's direction at p: fifteen poles of alternating sign on the unit circle, each at an
 * angle jittered by the shader's sine hash (the second jitter scaled by time + 23780, so time
 * moves them), each pulling as (p − pole)/|p − pole|²; normalised. */
FM_FN void fm_cut_magfield_velocity(double px, double py, double time, double *vx, double *vy) {
  const double limit = 15.0;
  double sx = 0.0, sy = 0.0, sgn = 1.0;
  for (double i = 0.0; i < limit; i++) {
    const double r = fm_cut_fract(sin(i / limit) * 43758.5453123) - 0.5;
    double m = fm_cut_fract(sin(i + 1.0) * 43758.5453123) - 0.5;
    m *= (time + (23.78 * 1000.0)) * 2.0;
    const double o = i + r + m;
    const double ax = sin(o / limit * 3.141592653589793 * 2.0), ay = cos(o / limit * 3.141592653589793 * 2.0);
    const double qx = px - ax, qy = py - ay, q2 = qx * qx + qy * qy;
    sgn *= -1.0;
    sx = sx - qx / q2 * sgn;
    sy = sy - qy / q2 * sgn;
  }
  const double l = fm_cut_len(sx, sy);
  *vx = sx / l;
  *vy = sy / l;
}

/* 759: cut_magfield: the field lines of fm_cut_magfield_velocity, spaced by their angle (js.glsl's
 * approximate atan2) in 10·density bands, each band's distance from its edge over the field's
 * rate of turning (its mean change over four steps of 1/300) less 1/2, held to [0, 1], inverted
 * inside the unit circle, through the 1/2.2 gamma; hidden where that is 0 (invert: elsewhere).
 * density held to [1, 10]. The drawn point is in [−1, 1)². randomize changes nothing here. */
FM_VAR(cut_magfield) {
  double x, y, vx, vy, ux, uy;
  if (fm_cut_point(s, rng, FM_PAR(cut_magfield_mode), &x, &y)) {
    x = 2.0 * x - 1.0;
    y = 2.0 * y - 1.0;
  }
  const double zoom = (double)FM_PAR(cut_magfield_zoom), time = (double)FM_PAR(cut_magfield_time);
  const double density = (double)fm_fr_clamp(FM_PAR(cut_magfield_density), 1, 10);
  const double px = x * zoom, py = y * zoom, spacing = 1.0 / (10.0 * density), d = 2.0 / 600.0;
  fm_cut_magfield_velocity(px, py, time, &vx, &vy);
  const double a = fm_cut_atan2(vx, vy) / 3.141592653589793 / 2.0;
  double lines = fm_cut_fract(a / spacing);
  lines = fm_cut_min(lines, 1.0 - lines) * 2.0;
  double der = 0.0;
  fm_cut_magfield_velocity(px + 0.0, py + d, time, &ux, &uy);
  der += fm_cut_len(vx - ux, vy - uy);
  fm_cut_magfield_velocity(px + d, py + 0.0, time, &ux, &uy);
  der += fm_cut_len(vx - ux, vy - uy);
  fm_cut_magfield_velocity(px + d, py + d, time, &ux, &uy);
  der += fm_cut_len(vx - ux, vy - uy);
  fm_cut_magfield_velocity(px + d, py + -d, time, &ux, &uy);
  der += fm_cut_len(vx - ux, vy - uy);
  lines /= der / 4.0 / spacing;
  lines -= 1000.0 * 0.0005;
  lines = fm_cut_clamp(lines, 0.0, 1.0);
  const double disc = fm_cut_clamp((fm_cut_len(px, py) - 1.0) / 0.001, 0.0, 1.0);
  lines = fm_cut_mix(1.0 - lines, lines, disc);
  const double color = pow(lines, 1.0 / 2.2);
  fm_cut_show(s, w, FM_PAR(cut_magfield_invert), color == 0.0, color > 0.0, x, y, 0);
}

/* ---- 760: cut_mandala -------------------------------------------------------------------- */

/* The mandala's strokes, each a soft line 1/width wide: smoothstep(1, 0, width·|distance|). */
FM_FN double fm_cut_stroke(double d, double width) { return fm_cut_smoothstep(1.0, 0.0, width * fabs(d)); }

/* A ring at radius r (p in polar form: x the radius). */
FM_FN double fm_cut_mandala_circle(double px, double r, double width) { return fm_cut_stroke(px - r, width); }

/* Rose petals: x stretched by 7 + 8t against |sin 6y| (cosine: rose2), in the four mirror
 * combinations. */
FM_FN double fm_cut_mandala_rose(double px, double py, double t, double width, int cosine) {
  px *= 7.0 + 8.0 * t;
  const double sv = cosine ? cos(6.0 * py) : sin(6.0 * py);
  double d = 0.0;
  d += fm_cut_stroke(px - sv, width);
  d += fm_cut_stroke(px - fabs(sv), width);
  d += fm_cut_stroke(fabs(px) - sv, width);
  d += fm_cut_stroke(fabs(px) - fabs(sv), width);
  return d;
}

/* Archimedean spirals x = y/2π, mirrored the four ways. */
FM_FN double fm_cut_mandala_spiral(double px, double py, double width) {
  double d = 0.0;
  d += fm_cut_stroke(px - 0.5 * py / 3.141592653589793, width);
  d += fm_cut_stroke(px - 0.5 * fabs(py) / 3.141592653589793, width);
  d += fm_cut_stroke(fabs(px) - 0.5 * py / 3.141592653589793, width);
  d += fm_cut_stroke(fabs(px) - 0.5 * fabs(py) / 3.141592653589793, width);
  return d;
}

/* 760: cut_mandala: in polar coordinates (js.glsl's approximate atan2), bands of radius
 * (< 0.25, > 0.43, > 0.265, < 0.265) tiled in cells of radius × π/4 filled with spirals and
 * rose petals, each band drawn twice, the angle turning π/8 before each of the last three's,
 * the band rings at 0.04, 0.265, 0.43 and 0.7325; time breathes the cells and turns the pattern.
 * The sum squared and held to [0, 1]; hidden where it is positive (invert, the default: where it
 * is not). seed changes nothing here (cut_circdes says why). */
FM_VAR(cut_mandala) {
  double x, y;
  fm_cut2_point(s, rng, FM_PAR(cut_mandala_mode), &x, &y);
  const double zoom = (double)FM_PAR(cut_mandala_zoom), time = (double)FM_PAR(cut_mandala_time);
  const double px = x * zoom, py = y * zoom, q = 3.141592653589793 / 8.0, cy = 3.141592653589793 / 4.0;
  const double fx = sqrt(px * px + py * py);
  double fy = fm_cut_atan2(py, px);
  const double t0 = cos(0.3 * time), t1 = 0.5 + 0.5 * cos(0.3 * time);
  double m0 = 0.0, m1 = 0.0, m2 = 0.0, m3 = 0.0, m4 = 0.0;
  if (fx < 0.7325) {
    fy += 0.1 * time;
    double cx = 0.225 - 0.1 * t0;
    if (fx < 0.25) {
      for (int i = 0; i < 2; i++)
        m0 += fm_cut_mandala_spiral(fm_cut_mod(fx, cx) - cx * 0.5, fm_cut_mod(fy, cy) - cy * 0.5, 192.0);
    }
    cx = 0.225 + 0.1 * t0;
    if (fx > 0.43) {
      for (int i = 0; i < 2; i++) {
        fy += q;
        const double gx = fm_cut_mod(fx, cx) - cx * 0.5, gy = fm_cut_mod(fy, cy) - cy * 0.5;
        const double k1 = 0.75 - 0.5 * t0, k2 = 0.5 + 0.5 * t1;
        m1 += fm_cut_mandala_rose(gx * k1, gy * k1, 0.4 * t1, 24.0, 0);
        m1 += fm_cut_mandala_rose(gx * k2, gy * k2, 0.2 + 0.2 * t0, 36.0, 1);
      }
    }
    cx = 0.6 - 0.2 * t0;
    if (fx > 0.265) {
      for (int i = 0; i < 2; i++) {
        fy += q;
        const double gx = fm_cut_mod(fx, cx) - cx * 0.5, gy = fm_cut_mod(fy, cy) - cy * 0.5;
        const double k = 1.0 + 0.25 * t0;
        m2 += fm_cut_mandala_spiral((0.25 + 0.5 * t1) * gx, gy, 392.0);
        m2 += fm_cut_mandala_rose(gx * k, gy * k, 0.5, 24.0, 1);
      }
    }
    cx = 0.4 + 0.23 * t0;
    if (fx < 0.265) {
      for (int i = 0; i < 2; i++) {
        fy += q;
        const double gx = fm_cut_mod(fx, cx) - cx * 0.5, gy = fm_cut_mod(fy, cy) - cy * 0.5;
        m3 += fm_cut_mandala_spiral(gx, gy, 256.0);
        m3 += fm_cut_mandala_rose(gx, gy, 1.5 * t1, 16.0, 0);
      }
    }
    m4 += fm_cut_mandala_circle(fx, 0.040, 192.0);
    m4 += fm_cut_mandala_circle(fx, 0.265, 192.0);
    m4 += fm_cut_mandala_circle(fx, 0.430, 192.0);
  }
  m4 += fm_cut_mandala_circle(fx, 0.7325, 192.0);
  double z = m0 + m1 + m2 + m3 + m4;
  z *= z;
  const double color = fm_cut_clamp(z, 0.0, 1.0);
  fm_cut_show(s, w, FM_PAR(cut_mandala_invert), color > 0.0, color <= 0.0, x, y, 0);
}

/* ---- 761: cut_metaballs ------------------------------------------------------------------ */

/* 761: cut_metaballs: a Voronoi-like field of one moving point per unit cell (the cell's 2D sine
 * hash, swung by sin(6.2831·h + time)); the product of the distances to the nine nearest
 * (capped at 1 as it goes), hidden where it is below 0.06 (invert: elsewhere): blobs that merge.
 * zoom held to [0.1, 50]; the drawn point's square is centred after. */
FM_VAR(cut_metaballs) {
  double x, y;
  const double c = fm_cut_point(s, rng, FM_PAR(cut_metaballs_mode), &x, &y) ? 0.5 : 0.0;
  const double zoom = (double)fm_fr_clamp(FM_PAR(cut_metaballs_zoom), FM_R(0.1), FM_R(50.0));
  const double time = (double)FM_PAR(cut_metaballs_time);
  const double sx = x * zoom, sy = y * zoom, ix = floor(sx), iy = floor(sy), fx = fm_cut_fract(sx), fy = fm_cut_fract(sy);
  double m = 1.0;
  for (int j = -1; j <= 1; j++) {
    for (int i = -1; i <= 1; i++) {
      const double nx = (double)i, ny = (double)j, cx = ix + nx, cy = iy + ny;
      double ox = fm_cut_sinhash(cx, cy, 127.1, 311.7, 43758.5453);
      double oy = fm_cut_sinhash(cx, cy, 269.5, 183.3, 43758.5453);
      ox = sin(ox * 6.2831 + time) * 0.5 + 0.5;
      oy = sin(oy * 6.2831 + time) * 0.5 + 0.5;
      m = fm_cut_gmin(m, m * fm_cut_len(nx + ox - fx, ny + oy - fy));
    }
  }
  const double color = fm_cut_step(0.060, m);
  fm_cut_show(s, w, FM_PAR(cut_metaballs_invert), color == 0.0, color > 0.0, x, y, c);
}

/* ---- 762: cut_pattern -------------------------------------------------------------------- */

/* 762: cut_pattern: the point tiled by fract(zoom·p), each quarter of a tile turned a quarter or
 * three quarters about its centre (by the quarter's parity), and there a wave field: the sine of
 * the distance from (0, 5) times nested sines of the tile coordinates (time shifts one), through
 * 0.9·cos + 0.7·sin of 2π(r + 1); hidden where positive (invert: elsewhere). seed changes nothing
 * here (cut_circdes says why). */
FM_VAR(cut_pattern) {
  double x, y;
  const double pi = 3.141592653589793;
  fm_cut2_point(s, rng, FM_PAR(cut_pattern_mode), &x, &y);
  const double zoom = (double)FM_PAR(cut_pattern_zoom), time = (double)FM_PAR(cut_pattern_time);
  double ux = fm_cut_fract(x * zoom) * 2.0, uy = fm_cut_fract(y * zoom) * 2.0;
  const double index = fm_cut_step(1.0, fm_cut_mod(ux, 2.0)) + fm_cut_step(1.0, fm_cut_mod(uy, 2.0)) * 2.0;
  ux = fm_cut_fract(ux);
  uy = fm_cut_fract(uy);
  /* indices 0 and 2 a quarter turn, 1 and 3 three quarters (x' = cos·x + sin·y about the centre) */
  const double ang = (index == 0.0 || index == 2.0) ? pi * 2.0 * 1.0 / 4.0 : pi * 2.0 * 3.0 / 4.0;
  if (index == 0.0 || index == 1.0 || index == 2.0 || index == 3.0) {
    const double c = cos(ang), sn = sin(ang), dx = ux - 0.5, dy = uy - 0.5;
    ux = (c * dx + sn * dy) + 0.5;
    uy = (-sn * dx + c * dy) + 0.5;
  }
  const double radius = fm_cut_len(0.0 - ux, 5.0 - uy);
  const double a = uy * pi * 5.0 + time + cos(sin(ux * pi * 3.0) * pi * 2.0 + sin(uy * pi * 15.0));
  const double r = sin(radius * sin(a) * 1.0 * sin(uy * pi + sin(ux * pi * 5.0)));
  const double color = cos(r * pi * 2.0 + pi * 2.0) * 0.9 + sin(r * pi * 2.0 + pi * 2.0) * 0.7;
  fm_cut_show(s, w, FM_PAR(cut_pattern_invert), color > 0.0, color <= 0.0, x, y, 0);
}

#endif
