/*
 * var_jwf_cut4.h — more of JWildfire's cut_* family (Jesus Sosa's, after Shadertoy patterns),
 * each as JWildfire computes it (its variation/Cut*Func.java), checked against JWildfire's own
 * code (tests/tools/jwf_refs.sh; tests/unit/test_variation_refs.c). It uses var_jwf_cut.h's frame
 * and GLSL-like helpers and var_jwf_cut2.h's centred point (variations.h includes it after both)
 * and their conventions: the patterns are decisions (thresholds, folds), evaluated in double on
 * every side; only the point and the output are fm_real.
 * 776: cut_triantess.
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

#endif
