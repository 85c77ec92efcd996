/*
 * var_jwf_dc12.h — JWildfire's dc_triTile (eralex61's extension of FiveFold): six substitution
 * tilings of triangles, a random tile of each walked down by the context's random numbers.
 * Checked against JWildfire's own code (tests/tools/jwf_refs.sh, the "(xyzc)" form).
 *
 * The tilings are data (fm_dc12_rules, fm_dc12_tiles) and one walk reads them: a step
 * replaces a triangle by one of its children, picked by a uniform draw. Its own frame, not
 * DC_BaseFunc's: the affine's point is not read at all, the image is a point of the last
 * triangle, and the colour is the palette coordinate (no true colour). Everything in double:
 * the children's vertices and the picks are compared for equality and against thresholds.
 *
 * 891: dc_triTile.
 *
 * Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWF_DC12_H
#define FLAMEBUILD_VAR_JWF_DC12_H

/* ---- 891: dc_triTile ------------------------------------------------------------------------ */

/* A triangle of the walk: its tile type (1 or 2; 0 when the start was neither, which some
 * tilings then turn into 3), its colour and its vertices. */
typedef struct fm_dc12_tri {
  int type;
  double col;
  double x[3], y[3];
} fm_dc12_tri;

/* A point a rule derives from the parent's (its vertices are points 0..2, the derived ones 3..):
 * p[a] + f·(p[b] − p[a]), or the mean (p[a] + p[b])/2 where f is FM_DC12_MEAN. The two are
 * rounded differently, and the walk compares vertices for equality, so each is kept as written. */
#define FM_DC12_MEAN (-1.0)
typedef struct fm_dc12_point {
  signed char a, b;
  double f;
} fm_dc12_point;

/* A child: taken where scale·u < below for the first such child in order (u the draw; scale 5
 * with below 1 … 5 is the pinwheel's (int)(5u) == k, and its u = 1 picks none: the triangle
 * then stays as it was); its type 1 or 2, or FM_DC12_SAME (the parent's) or FM_DC12_FLIP
 * (3 − the parent's); its vertices among the points. */
#define FM_DC12_SAME 0
#define FM_DC12_FLIP (-1)
typedef struct fm_dc12_child {
  double below;
  signed char type, v[3];
} fm_dc12_child;

/* A tile type's substitution: the points it derives, its children and the draw's scale. */
typedef struct fm_dc12_rule {
  signed char npoints, nchildren;
  double scale;
  fm_dc12_point p[7];
  fm_dc12_child c[8];
} fm_dc12_rule;

/* The ratios: 2·cos(2π/5) = 1/φ (FiveFold's and the Robinson triangles'), 1/3 (equithirds'),
 * 1/φ² (the golden pinwheel's), as JWildfire computes them. */
#define FM_DC12_A5 0x1.3c6ef372fe95p-1
#define FM_DC12_A3 (1.0 / 3.0)
#define FM_DC12_AG 0x1.8722191a02d6p-2
#define FM_DC12_ALL 2.0 /* a last child, taken always (u ≤ 1) */

/* The substitutions of the tilings 1..6, a rule for each tile type (the trihex and the Robinson
 * triangles have one rule for both, in the first slot: their children's types follow the
 * parent's). */
FM_FN const fm_dc12_rule *fm_dc12_rule_of(int tiling, int type) {
  static const fm_dc12_rule rules[6][2] = {
      {/* 1: FiveFold, Penrose's triangles without rotations */
       {1, 2, 1.0, {{1, 2, FM_DC12_A5}}, {{FM_DC12_A5 * FM_DC12_A5, 1, {2, 0, 3}}, {FM_DC12_ALL, 2, {1, 3, 0}}}},
       {2, 3, 1.0, {{2, 0, FM_DC12_A5}, {2, 1, FM_DC12_A5}},
        {{FM_DC12_A5 * FM_DC12_A5, 2, {1, 3, 0}}, {2 * FM_DC12_A5 * FM_DC12_A5, 2, {2, 4, 3}}, {FM_DC12_ALL, 1, {1, 3, 4}}}}},
      {/* 2: trihex: halves of the edges, both types alike */
       {3, 4, 1.0, {{0, 2, FM_DC12_MEAN}, {1, 2, FM_DC12_MEAN}, {0, 4, FM_DC12_MEAN}},
        {{0.25, FM_DC12_SAME, {3, 4, 2}}, {0.5, FM_DC12_FLIP, {3, 4, 0}}, {0.75, FM_DC12_FLIP, {5, 4, 1}},
         {FM_DC12_ALL, FM_DC12_SAME, {5, 0, 1}}}},
       {0, 0, 1.0, {{0, 0, 0.0}}, {{0.0, 0, {0, 0, 0}}}}},
      {/* 3: equithirds */
       {2, 3, 1.0, {{0, 2, 0.5}, {3, 1, FM_DC12_A3}},
        {{FM_DC12_A3, 2, {1, 4, 0}}, {2 * FM_DC12_A3, 2, {2, 4, 1}}, {FM_DC12_ALL, 2, {0, 4, 2}}}},
       {2, 3, 1.0, {{0, 2, FM_DC12_A3}, {2, 0, FM_DC12_A3}},
        {{FM_DC12_A3, 2, {1, 3, 0}}, {2 * FM_DC12_A3, 2, {2, 4, 1}}, {FM_DC12_ALL, 1, {3, 1, 4}}}}},
      {/* 4: overlapping Robinson triangles, both types alike */
       {3, 3, 1.0, {{1, 0, FM_DC12_A5}, {0, 1, FM_DC12_A5}, {1, 2, FM_DC12_A5}},
        {{0.3, 2, {3, 1, 5}}, {0.63, FM_DC12_FLIP, {5, 0, 4}}, {FM_DC12_ALL, 1, {2, 0, 5}}}},
       {0, 0, 1.0, {{0, 0, 0.0}}, {{0.0, 0, {0, 0, 0}}}}},
      {/* 5: pinwheel: five children of equal chance, (int)(5u) */
       {4, 5, 5.0, {{1, 2, 0.2}, {1, 2, 0.6}, {0, 2, 0.5}, {0, 3, 0.5}},
        {{1.0, 2, {3, 0, 1}}, {2.0, 2, {6, 5, 0}}, {3.0, 1, {6, 3, 5}}, {4.0, 1, {4, 5, 3}}, {5.0, 2, {4, 2, 5}}}},
       {4, 5, 5.0, {{2, 1, 0.2}, {2, 1, 0.6}, {0, 1, 0.5}, {0, 3, 0.5}},
        {{1.0, 1, {3, 2, 0}}, {2.0, 1, {6, 0, 5}}, {3.0, 2, {6, 5, 3}}, {4.0, 2, {4, 3, 5}}, {5.0, 1, {4, 5, 1}}}}},
      {/* 6: golden pinwheel */
       {4, 5, 1.0, {{0, 1, FM_DC12_AG}, {1, 0, FM_DC12_AG}, {2, 1, FM_DC12_AG}, {0, 2, FM_DC12_AG}},
        {{0.146, 1, {0, 3, 6}}, {0.382, 2, {3, 6, 5}}, {0.618, 2, {2, 5, 6}}, {0.764, 1, {3, 5, 4}},
         {FM_DC12_ALL, 2, {4, 5, 1}}}},
       {7, 8, 1.0,
        {{1, 0, FM_DC12_AG}, {1, 2, FM_DC12_AG}, {2, 1, FM_DC12_AG}, {0, 2, FM_DC12_AG}, {2, 0, FM_DC12_AG},
         {3, 6, FM_DC12_AG}, {6, 3, FM_DC12_AG}},
        {{0.146, 2, {3, 1, 4}}, {0.236, 1, {3, 4, 8}}, {0.382, 2, {9, 0, 3}}, {0.472, 1, {6, 0, 9}},
         {0.618, 2, {8, 4, 6}}, {0.764, 2, {5, 4, 6}}, {0.854, 1, {6, 5, 7}}, {FM_DC12_ALL, 2, {7, 5, 2}}}}}};
  if (tiling == 2 || tiling == 4) return &rules[tiling - 1][0];
  return type == 1 || type == 2 ? &rules[tiling - 1][type - 1] : 0;
}

/* The starting tile of a tiling for t = 1 or 2 (type t): its vertices x1 y1 x2 y2 x3 y3, as
 * JWildfire computes them (cos and sin of π/5, 2π/5, π/3, π/6; 1/φ and its root). */
FM_FN void fm_dc12_start(int tiling, int t, fm_dc12_tri *o) {
  static const double tiles[6][2][6] = {
      {{0, 0, 0x1.3c6ef372fe95p-2, 0x1.e6f0e134454ffp-1, 0x1.3c6ef372fe95p-1, 0},
       {0, 0, 0x1.9e3779b97f4a8p-1, 0x1.2cf2304755a5ep-1, 0x1.9e3779b97f4a8p+0, 0}},
      {{0, 0, 0x1.0000000000001p-1, 0, 0, 0x1.bb67ae8584caap-1},
       {0, 0, 0x1.0000000000001p-1, 0, 0, 0x1.bb67ae8584caap-1}},
      {{0, 0, 0x1.0000000000001p-1, 0x1.bb67ae8584caap-1, 0x1.0000000000001p+0, 0},
       {0, 0, 0x1.bb67ae8584cabp-1, 0x1.fffffffffffffp-2, 0x1.bb67ae8584cabp+0, 0}},
      {{0, 0, 0x1.3c6ef372fe95p-2, 0x1.e6f0e134454ffp-1, 0x1.3c6ef372fe95p-1, 0},
       {0, 0, 0x1.3c6ef372fe95p-2, 0x1.e6f0e134454ffp-1, 0x1.3c6ef372fe95p-1, 0}},
      {{0, 0, 0, 1, 2, 0}, {0, 0, 0, 2, 1, 0}},
      {{0, 0, 0x1.3c6ef372fe94fp-1, 0x1.92826ef258d1bp-1, 0x1.3c6ef372fe94fp-1, 0},
       {0, 0, 0, 0x1.92826ef258d1bp-1, 1, 0}}};
  int k;
  /* another t leaves JWildfire's start a fresh triangle: type 0, every vertex at 0 */
  o->type = t == 1 || t == 2 ? t : 0;
  o->col = 0.0;
  for (k = 0; k < 3; k++) {
    o->x[k] = o->type ? tiles[tiling - 1][t - 1][2 * k] : 0.0;
    o->y[k] = o->type ? tiles[tiling - 1][t - 1][2 * k + 1] : 0.0;
  }
}

/* One step of the walk: `out` becomes a child of `in` (a typed tiling leaves it as it was for a
 * type without a rule, drawing nothing). The child's colour is col1 or col2 by its type (the
 * parent's own, or the other's, for SAME and FLIP: col1 where the parent is of type 1 for SAME). */
FM_FN void fm_dc12_step(int tiling, const fm_dc12_tri *in, fm_dc12_tri *out, double col1, double col2, fm_rng *rng) {
  const fm_dc12_rule *r = fm_dc12_rule_of(tiling, in->type);
  double px[10], py[10];
  double u;
  int k;
  if (!r) return;
  for (k = 0; k < 3; k++) {
    px[k] = in->x[k];
    py[k] = in->y[k];
  }
  for (k = 0; k < r->npoints; k++) {
    const fm_dc12_point *q = &r->p[k];
    if (q->f == FM_DC12_MEAN) {
      px[3 + k] = (px[q->a] + px[q->b]) / 2;
      py[3 + k] = (py[q->a] + py[q->b]) / 2;
    } else {
      px[3 + k] = px[q->a] + q->f * (px[q->b] - px[q->a]);
      py[3 + k] = py[q->a] + q->f * (py[q->b] - py[q->a]);
    }
  }
  u = fm_rng_01d(rng) * r->scale;
  for (k = 0; k < r->nchildren; k++) {
    const fm_dc12_child *c = &r->c[k];
    if (u < c->below) {
      int j;
      if (c->type == FM_DC12_SAME) {
        out->type = in->type;
        out->col = in->type == 1 ? col1 : col2;
      } else if (c->type == FM_DC12_FLIP) {
        out->type = 3 - in->type;
        out->col = in->type == 1 ? col2 : col1;
      } else {
        out->type = c->type;
        out->col = c->type == 1 ? col1 : col2;
      }
      for (j = 0; j < 3; j++) {
        out->x[j] = px[c->v[j]];
        out->y[j] = py[c->v[j]];
      }
      return;
    }
  }
}

/* A walk of `itt` steps: with on = 0, a walk whose tile after step itt is not of type eq goes
 * on `depth` more (or fewer) steps; with on = 1, each of the steps itt … itt + depth − 1 ending
 * off type eq adds one. t1 follows t2 after every step. m (when given) gathers the types as
 * bits, in Java's wrapping int. */
/* JWildfire's walk has no bound: a file's itt of 10^9 would take minutes a point. After 256
 * substitutions a tile lies far below double's resolution of the plane and its type is a draw
 * of the same distribution, so a longer walk draws the same picture: at most FM_DC12_MAX_STEPS
 * steps (and itt, depth held where their sum cannot overflow). */
#define FM_DC12_MAX_STEPS 256
FM_FN void fm_dc12_walk(int tiling, fm_dc12_tri *t1, fm_dc12_tri *t2, int itt, int on, int eq, int depth, double col1,
                        double col2, fm_rng *rng, fm_u32 *m) {
  itt = itt > (1 << 20) ? (1 << 20) : itt < -(1 << 20) ? -(1 << 20) : itt;
  depth = depth > (1 << 20) ? (1 << 20) : depth < -(1 << 20) ? -(1 << 20) : depth;
  int n = itt, k = 1;
  while (n > 0 && k <= FM_DC12_MAX_STEPS) {
    fm_dc12_step(tiling, t1, t2, col1, col2, rng);
    *t1 = *t2;
    if (m) *m = 2u * *m + (fm_u32)t2->type - 1u;
    if (on == 0) {
      if (k == itt && t1->type != eq) n += depth;
    } else if (k >= itt && k < itt + depth && t1->type != eq) {
      n += 1;
    }
    n -= 1;
    k += 1;
  }
}

/* The lattice noise of an integer (Hugo Elias'), in [0, 1], Java's int arithmetic wrapping. */
FM_FN double fm_dc12_noise(fm_u32 n) {
  n = (n << 13) ^ n;
  return (double)((n * (n * n * 15731u + 789221u) + 1376312589u) & 0x7fffffffu) / 2147483647.0;
}

/* A random point of the triangle, JWildfire's way: its vertices sorted by x (ties kept in the
 * class's order), two draws r1 r2 spanning the parallelogram on the half of the triangle cut at
 * the mid point of the long side, the far half folded back; a vertical triangle and a triangle
 * with two equal vertices on a segment instead. */
FM_FN void fm_dc12_blur(const fm_dc12_tri *t, fm_rng *rng, double *pu, double *pv) {
  double x1, y1, x2, y2, x3, y3, u, v;
  int i1, i2, i3;
  if (t->x[0] <= t->x[1] && t->x[0] <= t->x[2]) {
    i1 = 0;
    i2 = t->x[1] <= t->x[2] ? 1 : 2;
  } else if (t->x[1] <= t->x[0] && t->x[1] <= t->x[2]) {
    i1 = 1;
    i2 = t->x[0] <= t->x[2] ? 0 : 2;
  } else {
    i1 = 2;
    i2 = t->x[0] <= t->x[1] ? 0 : 1;
  }
  i3 = 3 - i1 - i2;
  x1 = t->x[i1], y1 = t->y[i1], x2 = t->x[i2], y2 = t->y[i2], x3 = t->x[i3], y3 = t->y[i3];
  {
    const double r1 = fm_rng_01d(rng), r2 = fm_rng_01d(rng);
    if (x1 == x2 && x2 == x3) {
      /* between the lowest y and the lower of the other two */
      double v1, v2;
      u = x1;
      if (y1 <= y2 && y1 <= y3) {
        v1 = y1;
        v2 = y3 > y2 ? y2 : y3;
      } else if (y2 <= y1 && y2 <= y3) {
        v1 = y2;
        v2 = y3 > y1 ? y1 : y3;
      } else {
        v1 = y3;
        v2 = y2 > y1 ? y1 : y2;
      }
      v = v1 + r1 * (v2 - v1);
    } else {
      /* the near end a (x3 when the two left ones share their x, x1 otherwise), the far one b;
       * m the mid point of x1 x3 */
      const int vert = x1 == x2;
      const double ax = vert ? x3 : x1, ay = vert ? y3 : y1, bx = vert ? x1 : x3, by = vert ? y1 : y3;
      const double x4 = (x1 + x3) / 2, y4 = (y1 + y3) / 2;
      const double x5 = ax + x2 - x4, y5 = ay + y2 - y4, x6 = bx + x2 - x4, y6 = by + y2 - y4;
      const double x = ax + r1 * (x4 - ax), y = ay + r1 * (y4 - ay);
      const double x0 = x5 + r1 * (x2 - x5), y0 = y5 + r1 * (y2 - y5);
      const int above = vert ? y2 > y3 + (y3 - y1) / (x3 - x1) * (x2 - x3) : y2 > y1 + (y3 - y1) / (x3 - x1) * (x2 - x1);
      double wl;
      u = x + r2 * (x0 - x);
      v = y + r2 * (y0 - y);
      wl = ay + (y2 - ay) / (x2 - ax) * (u - ax); /* the edge a–x2 at u */
      if (above ? v > wl : v < wl) {
        const double xb = x4 + r1 * (bx - x4), yb = y4 + r1 * (by - y4);
        const double xc = x2 + r1 * (x6 - x2), yc = y2 + r1 * (y6 - y2);
        u = xc + r2 * (xb - xc);
        v = yc + r2 * (yb - yc);
      }
    }
    if (x1 == x2 && y1 == y2) {
      u = x1 + r1 * (x3 - x1);
      v = y1 + r1 * (y3 - y1);
    }
    if (x1 == x3 && y1 == y3) {
      u = x1 + r1 * (x2 - x1);
      v = y1 + r1 * (y2 - y1);
    }
    if (x2 == x3 && y2 == y3) {
      u = x1 + r1 * (x2 - x1);
      v = y1 + r1 * (y2 - y1);
    }
  }
  *pu = u;
  *pv = v;
}

/* JWildfire's Tools.FTOI (nearest, halves away from zero; NaN 0) and (int), saturated as Java's
 * cast, in double. */
FM_FN int fm_dc12_jint(double v) {
  if (!(v == v)) return 0;
  if (v >= 2147483647.0) return 2147483647;
  if (v <= -2147483648.0) return -2147483647 - 1;
  return (int)v;
}
FM_FN int fm_dc12_ftoi(double v) { return fm_dc12_jint(v > 0 ? v + 0.5 : v < 0 ? v - 0.5 : 0.0); }
FM_FN int fm_dc12_clampi(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }

/* 891: dc_triTile: the start tile of `type` (a tiling 1..6) and t walked itt steps (on, eq,
 * depth as fm_dc12_walk), then by its type itt1 or itt2 more (their own on, eq, depth), whose
 * types' bits pick a lattice noise (offset 43 or 31) for the colour: the palette coordinate is
 * that noise plus the last child's col1 or col2, modulo 1. The image is a random point of the
 * last triangle, times the weight; the input point is not read. */
FM_VAR(dc_triTile) {
  FM_UNUSED_XF;
  const int tiling = fm_dc12_clampi(fm_dc12_jint((double)FM_PAR(dc_triTile_type)), 1, 6);
  const double col1 = (double)FM_PAR(dc_triTile_col1), col2 = (double)FM_PAR(dc_triTile_col2);
  fm_dc12_tri t1, t2;
  fm_u32 m = 0;
  double u, v;
  fm_dc12_start(tiling, fm_dc12_ftoi((double)FM_PAR(dc_triTile_t)), &t1);
  t2 = t1;
  t1.col = 0.25;
  t2.col = 0.0;
  fm_dc12_walk(tiling, &t1, &t2, fm_dc12_ftoi((double)FM_PAR(dc_triTile_itt)),
               fm_dc12_clampi(fm_dc12_jint((double)FM_PAR(dc_triTile_on)), 0, 1),
               fm_dc12_clampi(fm_dc12_jint((double)FM_PAR(dc_triTile_eq)), 0, 2),
               fm_dc12_ftoi((double)FM_PAR(dc_triTile_depth)), col1, col2, rng, 0);
  if (t1.type == 1) {
    fm_dc12_walk(tiling, &t1, &t2, fm_dc12_ftoi((double)FM_PAR(dc_triTile_itt1)),
                 fm_dc12_clampi(fm_dc12_jint((double)FM_PAR(dc_triTile_on1)), 0, 1),
                 fm_dc12_clampi(fm_dc12_jint((double)FM_PAR(dc_triTile_eq1)), 0, 2),
                 fm_dc12_ftoi((double)FM_PAR(dc_triTile_depth1)), col1, col2, rng, &m);
    t1.col = fm_dc12_noise(m + 43u);
  } else if (t1.type == 2) {
    fm_dc12_walk(tiling, &t1, &t2, fm_dc12_ftoi((double)FM_PAR(dc_triTile_itt2)),
                 fm_dc12_clampi(fm_dc12_jint((double)FM_PAR(dc_triTile_on2)), 0, 1),
                 fm_dc12_clampi(fm_dc12_jint((double)FM_PAR(dc_triTile_eq2)), 0, 2),
                 fm_dc12_ftoi((double)FM_PAR(dc_triTile_depth2)), col1, col2, rng, &m);
    t1.col = fm_dc12_noise(m + 31u);
  }
  fm_dc12_blur(&t2, rng, &u, &v);
  s->px += w * (fm_real)u;
  s->py += w * (fm_real)v;
  s->color = (fm_real)fmod(t1.col + t2.col, 1.0);
}

#endif
