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

#endif
