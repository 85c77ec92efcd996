/*
 * var_jwf_cut4.h — more of JWildfire's cut_* family (Jesus Sosa's, after Shadertoy patterns),
 * each as JWildfire computes it (its variation/Cut*Func.java), checked against JWildfire's own
 * code (tests/tools/jwf_refs.sh; tests/unit/test_variation_refs.c). It uses var_jwf_cut.h's frame
 * and GLSL-like helpers and var_jwf_cut2.h's centred point (variations.h includes it after both)
 * and their conventions: the patterns are decisions (thresholds, folds), evaluated in double on
 * every side; only the point and the output are fm_real.
 * 776: cut_triantess, 777: cut_triskel.
 * Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWF_CUT4_H
#define FLAMEBUILD_VAR_JWF_CUT4_H

/* The families whose helpers this one calls (a kernel of its own includes only the families
 * its variations need: kernels/codegen_families.c). */
#include "var_jwf_cut2.h"

/* ---- 776: cut_triantess ------------------------------------------------------------------ */

/* A triangle group (p, q, r) of the sphere, plane or hyperbolic disc (the sign of
 * 1/p + 1/q + 1/r − 1, `k` below: 1, 0, −1), in the model where a point is (x, y, z) with the
 * "time-like" product k·(x·x' + y·y') + z·z' and its dual, the "space-like" x·x' + y·y' + k·z·z'. */
typedef struct {
  double x, y, z;
} fm_tt3;

FM_FN double fm_tt_dott(fm_tt3 a, fm_tt3 b, double k) { return (a.x * b.x + a.y * b.y) * k + a.z * b.z; }
FM_FN double fm_tt_dots(fm_tt3 a, fm_tt3 b, double k) { return a.x * b.x + a.y * b.y + k * a.z * b.z; }
FM_FN fm_tt3 fm_tt_scale(fm_tt3 a, double f) {
  fm_tt3 r = {a.x * f, a.y * f, a.z * f};
  return r;
}
FM_FN fm_tt3 fm_tt_normt(fm_tt3 a, double k) { return fm_tt_scale(a, 1.0 / sqrt(fabs(fm_tt_dott(a, a, k)))); }

/* The distance of z from the edge from the vertex p along the mirror of normal n (projected on
 * the plane of p and n, the part past p cut off), less the line's half width, mapped back to the
 * disc's own measure at radius r. */
FM_FN double fm_tt_seg(fm_tt3 z, fm_tt3 n, fm_tt3 p, double r, double k, double sr) {
  const double a = fm_tt_dott(z, p, k), b = fm_tt_dots(z, n, k);
  const double vx = a - fm_tt_dott(p, n, k) * b;
  const double vy = fm_cut_min(0.0, -fm_tt_dots(p, n, k) * a + b);
  const fm_tt3 q = {p.x * vx + n.x * vy, p.y * vx + n.y * vy, p.z * vx + n.z * vy};
  const fm_tt3 m = fm_tt_normt(q, k);
  const fm_tt3 d = {m.x - z.x, m.y - z.y, m.z - z.z}, e = {m.x + z.x, m.y + z.y, m.z + z.z};
  const double tha = sqrt(fabs(fm_tt_dots(d, d, k))) / sqrt(fabs(fm_tt_dott(e, e, k)));
  const double t = (tha - sr) / (1.0 + k * tha * sr);
  return t * (1.0 + k * r * r) / (1.0 + k * k * r * t);
}

/* 776: cut_triantess: the tiling of a triangle group (p, q, r) with the vertex at barycentric
 * (u, v, w) of the fundamental triangle, drawn as lines of half width sr: the point, lifted
 * to the model, is folded into the triangle by iters rounds of reflections in its three mirrors
 * (x ↦ |x|, then nb and nc where the point is on their wrong side), and its distance to the three
 * edges through the vertex measured. Shown on the lines (within 0.001 of them; in the hyperbolic
 * case also inside radius 0.999), hidden elsewhere (invert: the other way round). */
FM_VAR(cut_triantess) {
  double x, y;
  fm_cut2_point(s, rng, FM_PAR(cut_triantess_mode), &x, &y);
  const int iters = fm_java_int(fm_fr_clamp(FM_PAR(cut_triantess_Iters), 0, 20));
  const double sr = (double)fm_fr_clamp(FM_PAR(cut_triantess_SRadius), FM_R(0.001), FM_R(0.1));
  const int pp = fm_java_int(fm_fr_clamp(FM_PAR(cut_triantess_pParam), 1, 12));
  const int qp = fm_java_int(fm_fr_clamp(FM_PAR(cut_triantess_qParam), 1, 12));
  const int rp = fm_java_int(fm_fr_clamp(FM_PAR(cut_triantess_rParam), 1, 12));
  const double u = (double)fm_fr_clamp(FM_PAR(cut_triantess_uBaryc), 0, 1);
  const double v = (double)fm_fr_clamp(FM_PAR(cut_triantess_vBaryc), 0, 1);
  const double wb = (double)fm_fr_clamp(FM_PAR(cut_triantess_wBaryc), 0, 1);
  const double zoom = (double)FM_PAR(cut_triantess_zoom);
  const double pi = 3.141592653589793;
  const double k = fm_cut_sign((double)(qp * rp + pp * rp + pp * qp - pp * qp * rp));
  const double cp = cos(pi / pp), sp = sin(pi / pp), cq = cos(pi / qp), cr = cos(pi / rp), sr_ = sin(pi / rp);
  const double ncs = (cq + cp * cr) / sp;
  const fm_tt3 nb = {-cp, sp, 0.0};
  fm_tt3 nc = {-cr, -ncs, sqrt(fabs((ncs + sr_) * (-ncs + sr_)))};
  if (k == 0.0) nc.z = 0.25; /* the Euclidean case's own lift */
  const fm_tt3 pa = {nb.y * nc.z, -nb.x * nc.z, nb.x * nc.y - nb.y * nc.x};
  const fm_tt3 qv = {pa.x * u + 0.0 * v + 0.0 * wb, pa.y * u + nc.z * v + 0.0 * wb, pa.z * u + -nc.y * v + nb.y * wb};
  const fm_tt3 p = fm_tt_normt(qv, k);
  const double ux = x * zoom, uy = y * zoom, r = fm_cut_len(ux, uy);
  double color = 1.0;
  if (!(k == -1.0 && r >= 1.0)) {
    const double f = 1.0 / (1.0 + k * r * r);
    fm_tt3 z = {ux * 2.0 * f, uy * 2.0 * f, (1.0 - k * r * r) * f};
    for (int i = 0; i < iters; i++) {
      z.x = fabs(z.x);
      double t = -2.0 * fm_cut_min(0.0, nb.x * z.x + nb.y * z.y + nb.z * z.z);
      z.x += nb.x * t;
      z.y += nb.y * t;
      z.z += nb.z * k * t;
      t = -2.0 * fm_cut_min(0.0, nc.x * z.x + nc.y * z.y + nc.z * z.z);
      z.x += nc.x * t;
      z.y += nc.y * t;
      z.z += nc.z * k * t;
    }
    const fm_tt3 na = {1.0, 0.0, 0.0}, ncm = {nc.x, nc.y, nc.z * k};
    const double ds = fm_cut_min(fm_cut_min(fm_tt_seg(z, na, p, r, k, sr), fm_tt_seg(z, nb, p, r, k, sr)),
                                 fm_tt_seg(z, ncm, p, r, k, sr));
    color = fm_cut_smoothstep(-1.0, 1.0, ds * 0.5 / 0.0005);
    if (k == -1.0) color = fm_cut_mix(1.0, color, fm_cut_smoothstep(0.0, 1.0, (1.0 - r) * 0.5 / 0.0005));
  }
  fm_cut_show(s, w, FM_PAR(cut_triantess_invert), color > 0.0, color <= 0.0, x, y, 0);
}

/* ---- 777: cut_triskel -------------------------------------------------------------------- */

/* 777: cut_triskel: a three-armed spiral: the point (from [−1, 1)² in mode 1, not centred on
 * the unit square as var_jwf_cut2.h's; shown as it is) turned by 120° three times about a
 * centre 0.1 below the origin, each time an arm about (−0.03, 0.577) — a spiral band
 * ½ + ½·sin(b + 6.24·l) in the polar (l, b) of that point (b by G's rational atan2) where
 * l + fract(b/7 + 0.3) < 2, the greatest of the three kept — then a soft edge where the band
 * crosses ½ less a cap above 0.8; hidden above ½ (invert: at ½ and below). */
FM_VAR(cut_triskel) {
  double x, y;
  if (fm_cut_flag(FM_PAR(cut_triskel_mode))) {
    x = 2.0 * (double)fm_rng_01(rng) - 1.0;
    y = 2.0 * (double)fm_rng_01(rng) - 1.0;
  } else {
    x = (double)s->tx;
    y = (double)s->ty;
  }
  const double zoom = (double)FM_PAR(cut_triskel_zoom);
  double ux = x * zoom, uy = y * zoom + 0.1, color = 0.0;
  for (int i = 0; i < 3; i++) {
    const double nx = -0.5 * ux + -0.866 * uy, ny = 0.866 * ux + -0.5 * uy;
    ux = nx;
    uy = ny;
    const double ax = ux + 0.03, ay = uy + -0.577;
    const double l = 3.0 * fm_cut_len(ax, ay), b = fm_cut_atan2(ay, ax);
    const double arm = l + fm_cut_fract(b / 7.0 + 0.3) < 2.0 ? 0.5 + 0.5 * sin(b + 6.24 * l) : 0.0;
    color = color < arm ? arm : color; /* G.max */
  }
  color = fm_cut_smoothstep(0.0, 0.1, fabs(color - 0.5)) - fm_cut_smoothstep(0.8, 0.9, color);
  fm_cut_show(s, w, FM_PAR(cut_triskel_invert), color > 0.5, color <= 0.5, x, y, 0);
}

/* ---- 778: cut_truchet -------------------------------------------------------------------- */

/* A Truchet tile's turn: the cell's hash h made fract(2·(h − ½)) and its quarter picks the
 * mirror of the point in the cell: both axes, x, y, or none. */
FM_FN void fm_cut_truchet_tile(double h, double *tx, double *ty) {
  const double i = fm_cut_fract((h - 0.5) * 2.0);
  if (i > 0.75) {
    *tx = 1.0 - *tx;
    *ty = 1.0 - *ty;
  } else if (i > 0.5) {
    *tx = 1.0 - *tx;
  } else if (i > 0.25) {
    *tx = 1.0 - (1.0 - *tx);
    *ty = 1.0 - *ty;
  }
}

/* 778: cut_truchet: Truchet tiles on the unit grid, each turned by its cell's sine hash, the
 * grid moved by h·hash2(h), h = floor(7·seed) on both axes. type 0: a maze of soft diagonal bands
 * (the difference of two smoothsteps either side of y = x), 1: quarter rings between radii 0.4 and
 * 0.6 about two opposite corners, 2: the tile's upper triangle. Hidden where the tile is 0
 * (invert: where it is positive). The offset's sines of large arguments (h up to 7·seed) can
 * differ in their last bit between libraries: that moves the whole grid by some 1e-8 (not a
 * cell's choice), far below a pixel. */
FM_VAR(cut_truchet) {
  double x, y;
  fm_cut2_point(s, rng, FM_PAR(cut_truchet_mode), &x, &y);
  const int type = fm_java_int(fm_fr_clamp(FM_PAR(cut_truchet_type), 0, 2));
  const double zoom = (double)FM_PAR(cut_truchet_zoom);
  const double h = floor(7.0 * (double)fm_java_int(FM_PAR(cut_truchet_seed)));
  const double ox = h * fm_cut_fract(sin(h * 127.1 + h * 311.7) * 43758.5453);
  const double oy = h * fm_cut_fract(sin(h * 269.5 + h * 183.3) * 43758.5453);
  const double px = x * zoom + ox, py = y * zoom + oy;
  double tx = fm_cut_fract(px), ty = fm_cut_fract(py);
  fm_cut_truchet_tile(fm_cut_sinhash(floor(px), floor(py), 12.9898, 78.233, 43758.5453123), &tx, &ty);
  double color = 0.0;
  if (type == 0) {
    color = fm_cut_smoothstep(tx - 0.3, tx, ty) - fm_cut_smoothstep(tx, tx + 0.3, ty);
  } else if (type == 1) {
    const double l = fm_cut_len(tx, ty), l1 = fm_cut_len(tx - 1.0, ty - 1.0);
    color = (fm_cut_step(l, 0.6) - fm_cut_step(l, 0.4)) + (fm_cut_step(l1, 0.6) - fm_cut_step(l1, 0.4));
  } else {
    color = fm_cut_step(tx, ty);
  }
  fm_cut_show(s, w, FM_PAR(cut_truchet_invert), color == 0.0, color > 0.0, x, y, 0);
}

/* ---- 779: cut_truchetweaving ------------------------------------------------------------- */

/* One strand of a woven hexagonal Truchet tile: its mask (the strand itself, a 0.01 soft edge)
 * and alpha (a wider shadow, for which strand lies on top). */
typedef struct {
  double mask, alpha;
} fm_tw_strand;

/* An arc of radius rad about c (the point q given relative to it), width th. */
FM_FN fm_tw_strand fm_tw_arc(double qx, double qy, double rad, double th) {
  const double t = th / 2.0, d = fabs(rad - fm_cut_len(qx, qy));
  fm_tw_strand r;
  r.mask = fm_cut_smoothstep(t + 0.01, t, d);
  const double a = fm_cut_smoothstep(t + 0.1, t, d);
  r.alpha = a * a * fm_cut_mix(0.5, 1.0, r.mask);
  return r;
}

/* A straight strand along y = 0, width th. */
FM_FN fm_tw_strand fm_tw_beam(double qy, double th) {
  const double t = th / 2.0, d = fabs(qy);
  fm_tw_strand r;
  r.mask = fm_cut_smoothstep(t + 0.01, t, d);
  const double a = fm_cut_smoothstep(t + 0.1, t, d);
  r.alpha = a * a * (0.5 + 0.5 * r.mask);
  return r;
}

/* The strands laid over each other: b under c by c's alpha, that over a by the greater of
 * the two alphas (m, as the class orders its max); the result's mask. */
FM_FN double fm_tw_over(fm_tw_strand a, fm_tw_strand b, fm_tw_strand c, double m) {
  const double inner = b.mask * (1 - c.alpha) + c.mask * c.alpha;
  return a.mask * (1 - m) + inner * m;
}
FM_FN double fm_tw_gmax(double x, double y) { return x < y ? y : x; } /* G.max */

/* The tile of hash n at the point (x, y) of its cell: turned by a sixth of a turn times
 * floor(6·fract(5n)) (2π taken as 6.28), one of five strand layouts by n (three small arcs; two
 * small arcs and a beam; a small and two large arcs; two large arcs and a beam; three beams),
 * and one of six stacking orders by fract(10n). */
FM_FN double fm_tw_tile(double x, double y, double n, double cw) {
  const double i3 = 0.333333333, i6 = 0.166666666, r3 = 1.732050807, ir3 = 0.577350269;
  const double hir3 = 0.288675134, s60 = 0.866025404, c60 = 0.5;
  double ux = (x - 0.5) / r3, uy = y - 0.5;
  const double r = floor(fm_cut_fract(n * 5.0) * 6.0) / 6.0 * 6.28, sn = sin(r), cs = cos(r);
  const double rx = cs * ux + -sn * uy, ry = ux * sn + uy * cs;
  ux = rx;
  uy = ry;
  fm_tw_strand v1, v2, v3;
  if (n < 0.1) {
    v1 = fm_tw_arc(ux - 0.0, uy - i3, i6, cw);
    v2 = fm_tw_arc(ux - hir3, uy - -i6, i6, cw);
    v3 = fm_tw_arc(ux - -hir3, uy - -i6, i6, cw);
  } else if (n < 0.2) {
    v1 = fm_tw_arc(ux - 0.0, uy - i3, i6, cw);
    v2 = fm_tw_arc(ux - 0.0, uy - -i3, i6, cw);
    v3 = fm_tw_beam(uy, cw);
  } else if (n < 0.4) {
    v1 = fm_tw_arc(ux - -hir3, uy - -i6, i6, cw);
    v2 = fm_tw_arc(ux - ir3, uy - 0.0, 0.5, cw);
    v3 = fm_tw_arc(ux - hir3, uy - 0.5, 0.5, cw);
  } else if (n < 0.8) {
    v1 = fm_tw_arc(ux - ir3, uy - 0.0, 0.5, cw);
    v2 = fm_tw_arc(ux - -ir3, uy - 0.0, 0.5, cw);
    v3 = fm_tw_beam(uy, cw);
  } else {
    v1 = fm_tw_beam(uy, cw);
    v2 = fm_tw_beam(ux * s60 + uy * c60, cw);
    v3 = fm_tw_beam(ux * -s60 + uy * c60, cw);
  }
  const double d1 = fm_cut_fract(n * 10.0);
  if (d1 < 0.166) return fm_tw_over(v1, v2, v3, fm_tw_gmax(v2.alpha, v3.alpha));
  if (d1 < 0.333) return fm_tw_over(v1, v3, v2, fm_tw_gmax(v2.alpha, v3.alpha));
  if (d1 < 0.5) return fm_tw_over(v2, v1, v3, fm_tw_gmax(v1.alpha, v3.alpha));
  if (d1 < 0.666) return fm_tw_over(v2, v3, v1, fm_tw_gmax(v1.alpha, v3.alpha));
  if (d1 < 0.833) return fm_tw_over(v3, v1, v2, fm_tw_gmax(v1.alpha, v2.alpha));
  return fm_tw_over(v3, v2, v1, fm_tw_gmax(v1.alpha, v2.alpha));
}

/* 779: cut_truchetweaving: woven strands on hexagonal Truchet tiles: the plane, moved by
 * randomize·sin(randomize·180/π) on both axes, split into the nearer of two rectangular
 * lattices' cells (1 × √3, the second shifted half a cell), each tile chosen by its cell's sine
 * hash. type 1: the strands' width varies over the plane (0.05 to 0.25) instead of width.
 * Hidden on the strands (invert: off them). */
FM_VAR(cut_truchetweaving) {
  double x, y;
  fm_cut2_point(s, rng, FM_PAR(cut_truchetweaving_mode), &x, &y);
  const double seed = (double)fm_java_int(FM_PAR(cut_truchetweaving_randomize));
  const int type = fm_java_int(fm_fr_clamp(FM_PAR(cut_truchetweaving_type), 0, 1));
  double cw = (double)fm_fr_clamp(FM_PAR(cut_truchetweaving_width), 0, FM_R(0.25));
  const double zoom = (double)fm_fr_clamp(FM_PAR(cut_truchetweaving_zoom), FM_R(0.1), FM_R(50.0));
  const double off = seed * sin(seed * 180.0 / 3.141592653589793);
  double ux = x * zoom - off, uy = y * zoom - off;
  if (type == 1) cw = fm_cut_mix(0.05, 0.25, (sin(ux + sin(uy)) + sin(uy * 0.35)) * 0.25 + 0.5);
  const double sx = 1.0, sy = 1.732050807;
  const double ax = fm_cut_mod(ux, sx) * 2.0 - sx, ay = fm_cut_mod(uy, sy) * 2.0 - sy;
  const double bx = fm_cut_mod(ux + sx * 0.5, sx) * 2.0 - sx, by = fm_cut_mod(uy + sy * 0.5, sy) * 2.0 - sy;
  ux = ux / sx;
  uy = uy / sy;
  double idx, idy;
  if (ax * ax + ay * ay < bx * bx + by * by) {
    idx = floor(ux);
    idy = floor(uy);
  } else {
    ux = ux + 0.5;
    uy = uy + 0.5;
    idx = floor(ux) - 0.5;
    idy = floor(uy) - 0.5;
  }
  const double n = fm_cut_sinhash(idx, idy, 324.23, 5604.342, 87654.53);
  const double col = fm_tw_tile(fm_cut_fract(ux), fm_cut_fract(uy), n, cw);
  fm_cut_show(s, w, FM_PAR(cut_truchetweaving_invert), col > 0.0, col <= 0.0, x, y, 0);
}

#endif
