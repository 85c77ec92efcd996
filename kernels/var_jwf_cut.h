/*
 * var_jwf_cut.h — JWildfire's cut_* family (Jesus Sosa's, after Shadertoy patterns), each as
 * JWildfire computes it (its variation/Cut*Func.java), checked against JWildfire's own code
 * (tests/tools/jwf_refs.sh; tests/unit/test_variation_refs.c), with var_jwildfire4.h's
 * conventions.
 *
 * One frame for all of them (fm_cut_point, fm_cut_offset, fm_cut_show): the point to test is
 * the affine's (mode 0) or a uniform one of the unit square (mode 1, two draws), scaled by zoom
 * and moved by an offset that a seed gives through java.util.Random (fm_cut_offset); a 2D pattern of
 * the plane is evaluated there, and the point is hidden on one side of it (invert: the other),
 * where it goes to the origin; w times the point, less the square's centre in mode 1 for most
 * of them (a hidden point too: it lands at −w/2·(1, 1)), is added to the xform's sum. (JWildfire
 * replaces the sum with it, in the file's order of the xform's variations, which flamebuild's
 * xform does not keep: the parser drops the variations listed before the cut, whose sum it
 * discards — FM_VARS_JWF_SETS_SUM, genome/parse_editors.c —, so that it adds to what is listed
 * after it, as JWildfire's does.)
 * A hidden point is not plotted (kernels/flame_math.h, fm_point; s->hide).
 *
 * The patterns are evaluated in double on both sides: they are decisions (a cell hash
 * fract(sin(·)·43758.5453), a tile chosen by it, a threshold), and in float the hash's product
 * keeps no fractional digits at all, so float points would fall into other cells' patterns than
 * double ones (and JWildfire's) do. Only the point and the output are fm_real.
 * 740: cut_fun, 741: cut_tileillusion, 742: cut_2ewangtile, 743: cut_alientext, 744: cut_apollonian,
 * 745: cut_booleans, 746: cut_bricks, 747: cut_btree, 748: cut_btruchet, 749: cut_celtic, 750: cut_chains,
 * 751: cut_circdes, 752: cut_fractal. JWildfire's cut_c (between cut_btruchet and cut_celtic in its
 * list) is not here: its pattern is Java code that JWildfire compiles at run time.
 * (variations.h includes it after the other var_*.h, whose helpers it uses; nowhere else
 * includes it). Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWF_CUT_H
#define FLAMEBUILD_VAR_JWF_CUT_H

/* The families whose helpers this one calls (a kernel of its own includes only the families
 * its variations need: kernels/codegen_families.c). */
#include "var_fractorium.h"
#include "var_jwildfire3.h"

/* ---- java.util.Random ------------------------------------------------------------------- */

/* A java.util.Random seeded by a Java int: its state is the seed widened to long, scrambled with
 * the multiplier (mod 2^48); var_jwildfire3.h's fm_jrand_next_double then draws its doubles. */
FM_FN fm_u64 fm_jrand_seeded(double seed) {
  const long long v = (long long)seed; /* sign-extended as Java's long */
  return ((fm_u64)v ^ FM_JRAND_MULT) & FM_JRAND_MASK;
}

/* ---- GLSL-like helpers, as js.glsl.G computes them, in double ---------------------------- */

FM_FN double fm_cut_fract(double x) { return x - floor(x); }
/* G.mod: x − y·floor(x/y) */
FM_FN double fm_cut_mod(double x, double y) { return x - y * floor(x / y); }
/* G.step(edge, x): 0 below the edge, else 1 (NaN gives 1) */
FM_FN double fm_cut_step(double edge, double x) { return x < edge ? 0.0 : 1.0; }
FM_FN double fm_cut_mix(double x, double y, double a) { return x * (1 - a) + y * a; }
/* Java's Math.max and min: NaN wins */
FM_FN double fm_cut_max(double x, double y) { return x != x ? x : y != y ? y : x > y ? x : y; }
FM_FN double fm_cut_min(double x, double y) { return x != x ? x : y != y ? y : x < y ? x : y; }
FM_FN double fm_cut_clamp(double x, double lo, double hi) { return fm_cut_min(fm_cut_max(x, lo), hi); }
FM_FN double fm_cut_smoothstep(double e0, double e1, double x) {
  const double t = fm_cut_clamp((x - e0) / (e1 - e0), 0, 1);
  return t * t * (3 - 2 * t);
}
FM_FN double fm_cut_len(double x, double y) { return sqrt(x * x + y * y); }
/* Java's (int) of a double, in double (fm_java_int takes an fm_real, which float would round). */
FM_FN int fm_cut_jint(double v) {
  if (!(v == v)) return 0;
  if (v >= 2147483647.0) return 2147483647;
  if (v <= -2147483648.0) return -2147483647 - 1;
  return (int)v;
}
/* Math.signum: −1, 0 or 1, NaN kept */
FM_FN double fm_cut_sign(double v) { return v > 0 ? 1.0 : v < 0 ? -1.0 : v; }

/* The shader hash fract(sin(x·a + y·b)·k) of a cell, the constants per pattern. */
FM_FN double fm_cut_sinhash(double x, double y, double a, double b, double k) {
  return fm_cut_fract(sin(x * a + y * b) * k);
}

/* ---- the frame ---------------------------------------------------------------------------- */

/* A mode or invert parameter: (int) of the value held to [0, 1], so 1 only from 1 up. */
FM_FN int fm_cut_flag(fm_real v) { return v >= 1; }

/* The point tested: the affine's (mode 0) or two draws in [0, 1) (mode 1; x first). Returns
 * whether it was drawn, where most of the family take the unit square's centre off after. */
FM_FN int fm_cut_point(const fm_var_state *s, fm_rng *rng, fm_real mode, double *x, double *y) {
  if (!fm_cut_flag(mode)) {
    *x = (double)s->tx;
    *y = (double)s->ty;
    return 0;
  }
  *x = (double)fm_rng_01(rng);
  *y = (double)fm_rng_01(rng);
  return 1;
}

/* JWildfire's init: the pattern's offset seed·nextDouble() on each axis, from a
 * java.util.Random seeded by the seed parameter ((int) of it). */
FM_FN void fm_cut_offset(fm_real seed_par, double *x0, double *y0) {
  const double seed = (double)fm_java_int(seed_par);
  fm_u64 r = fm_jrand_seeded(seed);
  *x0 = seed * fm_jrand_next_double(&r);
  *y0 = seed * fm_jrand_next_double(&r);
}

/* The cut: hidden where `cut` (invert: where `cut_inv`; the two are the class's own tests, not
 * always each other's negation: a NaN pattern passes both), then at the origin; w times the
 * point less c (the square's centre, or 0) added to the sum (JWildfire's replaces it: above). */
FM_FN void fm_cut_show(fm_var_state *s, fm_real w, fm_real invert, int cut, int cut_inv, double x, double y,
                       double c) {
  const int hide = fm_cut_flag(invert) ? cut_inv : cut;
  s->hide = hide;
  s->px += w * (fm_real)((hide ? 0.0 : x) - c);
  s->py += w * (fm_real)((hide ? 0.0 : y) - c);
}

/* ---- 740: cut_fun ---------------------------------------------------------------------- */

/* A cell's bit: its hash at least 1/2. */
FM_FN double fm_cut_fun_pix(double x, double y) {
  return fm_cut_step(0.5, fm_cut_sinhash(floor(x), floor(y), 12.9898, 78.233, 43758.5453));
}

/* Random black and white cells with rounded joins: inside the disc inscribed in a cell its own
 * bit; in a corner, where the two neighbours across it agree, their bit (or 0 where the cell and
 * the diagonal one agree against them), blended at the disc's edge. */
FM_FN double fm_cut_fun_pattern(double ux, double uy) {
  const double nx = fm_cut_fract(ux) * 2 - 1, ny = fm_cut_fract(uy) * 2 - 1;
  const double posx = fm_cut_sign(nx) * 0.9, posy = fm_cut_sign(ny) * 0.9;
  const double d = fm_cut_len(nx, ny);
  double v = fm_cut_fun_pix(ux, uy);
  if (d < 1) return v;
  const double v0 = v, v1 = fm_cut_fun_pix(posx + ux, uy), v2 = fm_cut_fun_pix(ux, posy + uy);
  if (v1 == v2) v = (v == fm_cut_fun_pix(ux + posx, uy + posy) && v != v1) ? 0.0 : v1;
  return fm_cut_mix(v0, v, fm_cut_smoothstep(d, 1, 1.01));
}

/* 740: cut_fun: hidden where the pattern is positive. */
FM_VAR(cut_fun) {
  double x, y, x0, y0;
  const double c = fm_cut_point(s, rng, FM_PAR(cut_fun_mode), &x, &y) ? 0.5 : 0.0;
  const double zoom = (double)FM_PAR(cut_fun_zoom);
  fm_cut_offset(FM_PAR(cut_fun_seed), &x0, &y0);
  const double v = fm_cut_fun_pattern(x * zoom + x0, y * zoom + y0);
  fm_cut_show(s, w, FM_PAR(cut_fun_invert), v > 0, v <= 0, x, y, c);
}

/* ---- 741: cut_tileillusion --------------------------------------------------------------- */

/* The row warp f(y) = y + 0.1·sin(1.6·y) and its inverse by twenty steps of regula falsi on
 * [a, b] (the class's own solver, whose last iterate is the answer). */
FM_FN double fm_cut_ti_f(double x) { return x + 0.1 * sin(1.6 * x); }

FM_FN double fm_cut_ti_solve(double a, double b, double y) {
  double ya = fm_cut_ti_f(a), yb = fm_cut_ti_f(b), xn = 0;
  if (yb < ya) {
    double t = b;
    b = a;
    a = t;
    t = yb;
    yb = ya;
    ya = t;
  }
  for (int i = 0; i < 20; i++) {
    xn = a + (b - a) / (yb - ya) * (y - ya);
    const double yn = fm_cut_ti_f(xn);
    if (yn > y) {
      b = xn;
      yb = yn;
    } else {
      a = xn;
      ya = yn;
    }
  }
  return xn;
}

/* 741: cut_tileillusion: the café-wall illusion, rows of checkers of warped heights, each row's
 * squares as wide as the row is high and shifted by ±time, the thin mortar lines between rows
 * (fract < 0.05) count as black; hidden on the black squares. The drawn point is centred before
 * the pattern, and no seed. */
FM_VAR(cut_tileillusion) {
  double x, y;
  const double zoom = (double)fm_fr_clamp(FM_PAR(cut_tileillusion_zoom), FM_R(0.1), FM_R(50.0));
  const double time = (double)FM_PAR(cut_tileillusion_time);
  if (fm_cut_point(s, rng, FM_PAR(cut_tileillusion_mode), &x, &y)) {
    x -= 0.5;
    y -= 0.5;
  }
  double ux = x * zoom;
  const double uy0 = y * zoom, row = floor(fm_cut_ti_f(uy0));
  const double ya = fm_cut_ti_solve(uy0 - 3, uy0, row), yb = fm_cut_ti_solve(uy0, uy0 + 3, row + 1);
  const double uy = fm_cut_ti_f(uy0);
  ux /= yb - ya;
  const double parity = fm_cut_mod(floor(uy), 2);
  double color = 0;
  if (fm_cut_fract(uy) > 0.05) {
    ux += time * fm_cut_sign(parity - 0.5);
    color = fm_cut_mod(floor(ux) + floor(uy), 2);
  }
  fm_cut_show(s, w, FM_PAR(cut_tileillusion_invert), color == 0, color > 0, x, y, 0);
}

/* ---- 742: cut_2ewangtile --------------------------------------------------------------- */

/* Two-edge Wang tiles of a ribbon of width k = 0.1: each cell's four edges carry a bit (hashes of
 * the cell and its neighbours, so that neighbours agree), the 16 tiles distance functions of arcs
 * and bars joining the marked edges' midpoints. */
#define FM_CUT_WANG_K 0.1
#define FM_CUT_WANG_K2 ((1.0 - FM_CUT_WANG_K) / 2.0)

/* Dave Hoskins' hash without sine: fract of the point times 0.1031 mixed with itself. */
FM_FN double fm_cut_wang_hash(double px, double py) {
  double ax = fm_cut_fract(px * 0.1031), ay = fm_cut_fract(py * 0.1031), az = fm_cut_fract(px * 0.1031);
  const double d = ax * (ay + 19.19) + ay * (az + 19.19) + az * (ax + 19.19);
  ax += d;
  ay += d;
  az += d;
  return fm_cut_fract((ax + ay) * az);
}

FM_FN double fm_cut_wang_tile0(double x, double y) {
  const double k3 = sqrt(2.0) * 0.5 - FM_CUT_WANG_K2;
  const double v = fm_cut_len(x, y) - k3, u = FM_CUT_WANG_K2 - fm_cut_len(fabs(x) - 0.5, y - 0.5);
  return fm_cut_mix(v, u, fm_cut_step(fabs(x), y));
}
FM_FN double fm_cut_wang_tile1(double x, double y) {
  return fabs(fm_cut_len(x - 0.5, y - 0.5) - 0.5) - FM_CUT_WANG_K * 0.5;
}
FM_FN double fm_cut_wang_tile2(double x) { return fabs(x) - FM_CUT_WANG_K * 0.5; }
FM_FN double fm_cut_wang_tile3(double x, double y) {
  return fm_cut_max(-x - FM_CUT_WANG_K * 0.5, FM_CUT_WANG_K2 - fm_cut_len(x - 0.5, fabs(y) - 0.5));
}

FM_FN double fm_cut_wang_tile(double x, double y, int b) {
  switch (b) {
  case 1: return fm_cut_max(fm_cut_wang_tile0(x, y), 0.15 - fm_cut_len(x, y));
  case 2: return fm_cut_wang_tile0(y, x);
  case 3: return fm_cut_wang_tile1(x, y);
  case 4: return fm_cut_wang_tile0(x, -y);
  case 5: return fm_cut_wang_tile2(x);
  case 6: return fm_cut_wang_tile1(x, -y);
  case 7: return fm_cut_wang_tile3(x, y);
  case 8: return fm_cut_wang_tile0(y, -x);
  case 9: return fm_cut_wang_tile1(-x, y);
  case 10: return fm_cut_wang_tile2(y);
  case 11: return fm_cut_wang_tile3(y, x);
  case 12: return fm_cut_wang_tile1(-x, -y);
  case 13: return fm_cut_wang_tile3(-x, y);
  case 14: return fm_cut_wang_tile3(-y, x);
  case 15: return FM_CUT_WANG_K2 - fm_cut_len(fabs(x) - 0.5, fabs(y) - 0.5);
  default: return 1.414;
  }
}

FM_FN double fm_cut_wang_map(double ux, double uy) {
  ux += 0.5;
  uy += 0.5;
  const double ix = floor(ux), iy = floor(uy);
  int b = 0;
  if (fm_cut_wang_hash(ix, iy) >= 0.5) b += 1;
  if (fm_cut_wang_hash(ix * -1.0, iy * -1.0) >= 0.5) b += 8;
  if (fm_cut_wang_hash(ix - 0.0, iy - 1.0) >= 0.5) b += 4;
  if (fm_cut_wang_hash((ix + 1.0) * -1.0, (iy + 0.0) * -1.0) >= 0.5) b += 2;
  return fm_cut_wang_tile(fm_cut_fract(ux) - 0.5, fm_cut_fract(uy) - 0.5, b);
}

/* 742: cut_2ewangtile: the ribbons' outlines (within 1/1000 of a unit of the image, by zoom),
 * a brightness √(1 − smoothstep); hidden where it is above 0.3. */
FM_VAR(cut_2ewangtile) {
  double x, y, x0, y0;
  const double c = fm_cut_point(s, rng, FM_PAR(cut_2ewangtile_mode), &x, &y) ? 0.5 : 0.0;
  const double zoom = (double)FM_PAR(cut_2ewangtile_zoom);
  fm_cut_offset(FM_PAR(cut_2ewangtile_seed), &x0, &y0);
  const double v = fm_cut_wang_map(x * zoom + x0, y * zoom + y0);
  const double e = fm_cut_min(v, fabs(v - 0.1) - 0.1) / zoom;
  const double color = sqrt(fm_cut_mix(1.0, 0.0, fm_cut_smoothstep(0, 2.0 / 2000.0, e)));
  fm_cut_show(s, w, FM_PAR(cut_2ewangtile_invert), color > 0.30, color <= 0.30, x, y, c);
}

/* ---- 743: cut_alientext --------------------------------------------------------------------- */

FM_FN double fm_cut_alien_hash(double x, double y) { return fm_cut_sinhash(x, y, 129.9898, 4.1414, 2398.5453); }

/* A glyph on a 7×7 grid of a cell of the given size: the odd rows and columns drawn where the
 * glyph's hash says, their crossings always, the border row and column left blank. */
FM_FN double fm_cut_alien_letter(double cx, double cy, double size) {
  const double gx = floor(cx / size * 7.0), gy = floor(cy / size * 7.0);
  const double rx = floor(fm_cut_fract(cx / size) * 7.0), ry = floor(fm_cut_fract(cy / size) * 7.0);
  const double ox = fm_cut_fract(rx * 0.5) * 2.0, oy = fm_cut_fract(ry * 0.5) * 2.0;
  double c = fm_cut_max(ox, oy) * fm_cut_step(0.5, fm_cut_alien_hash(gx, gy));
  c += fm_cut_min(ox, oy);
  c *= rx * (6.0 - rx);
  c *= ry * (6.0 - ry);
  return fm_cut_clamp(c, 0, 1);
}

/* 743: cut_alientext: glyphs in a quadtree of cells, a cell split again (up to subdivisions
 * times) where its hash says; hidden on the glyphs' strokes. Only x keeps the seed's offset
 * (y + y0 − y0, as JWildfire rounds it). */
FM_VAR(cut_alientext) {
  double x, y, x0, y0;
  const double c = fm_cut_point(s, rng, FM_PAR(cut_alientext_mode), &x, &y) ? 0.5 : 0.0;
  const double zoom = (double)FM_PAR(cut_alientext_zoom);
  const int subdiv = (int)fm_java_int(fm_fr_clamp(FM_PAR(cut_alientext_subdivisions), 0, 4));
  fm_cut_offset(FM_PAR(cut_alientext_seed), &x0, &y0);
  const double ux = x * zoom + x0, uy = (y * zoom + y0) - y0;
  double dims = 2.0;
  for (int i = 0; i <= subdiv; i++) {
    const double ix = floor(ux * dims) / dims, iy = floor(uy * dims) / dims;
    dims *= 2.0;
    if (fm_cut_alien_hash(ix + 454.4543, iy + 454.4543) > 0.3) break;
  }
  const double color = fm_cut_alien_letter(ux, uy, 1.0 / dims);
  fm_cut_show(s, w, FM_PAR(cut_alientext_invert), color > 0, color <= 0, x, y, c);
}

/* ---- 744: cut_apollonian ---------------------------------------------------------------------- */

/* 744: cut_apollonian: an Apollonian-like gasket by levels folds of the plane into [−1, 1)² and
 * inversions in the circle of radius² 1.34, the distance to the curves 0.25·|y| over the
 * accumulated scale; hidden where it is past 0.001 (a smoothstep to 0.002 above 0). The drawn
 * point is centred before the pattern, and no seed. */
FM_VAR(cut_apollonian) {
  double x, y;
  const double zoom = (double)fm_fr_clamp(FM_PAR(cut_apollonian_zoom), FM_R(0.1), FM_R(50.0));
  const int levels = (int)fm_java_int(fm_fr_clamp(FM_PAR(cut_apollonian_levels), 1, 10));
  if (fm_cut_point(s, rng, FM_PAR(cut_apollonian_mode), &x, &y)) {
    x -= 0.5;
    y -= 0.5;
  }
  double px = x * zoom, py = y * zoom, scale = 1.0;
  for (int i = 0; i < levels; i++) {
    px = fm_cut_fract(px * 0.5 + 0.5) * 2.0 - 1;
    py = fm_cut_fract(py * 0.5 + 0.5) * 2.0 - 1;
    const double k = 1.34 / (px * px + py * py);
    px *= k;
    py *= k;
    scale *= k;
  }
  const double col = fm_cut_smoothstep(0.001, 0.002, 0.25 * fabs(py) / scale);
  fm_cut_show(s, w, FM_PAR(cut_apollonian_invert), col > 0, col <= 0, x, y, 0);
}

/* ---- 745: cut_booleans ------------------------------------------------------------------------ */

/* 745: cut_booleans: the integer parts of the scaled coordinates (Java's int casts) combined
 * bitwise (type 0 xor, 1 and, 2 or), hidden where the sine of the result is positive: the
 * Sierpiński-like patterns of bit operations. */
FM_VAR(cut_booleans) {
  double x, y, x0, y0;
  const double c = fm_cut_point(s, rng, FM_PAR(cut_booleans_mode), &x, &y) ? 0.5 : 0.0;
  const double zoom = (double)FM_PAR(cut_booleans_zoom);
  const int type = (int)fm_java_int(fm_fr_clamp(FM_PAR(cut_booleans_type), 0, 2));
  fm_cut_offset(FM_PAR(cut_booleans_seed), &x0, &y0);
  const int ix = fm_cut_jint(x * zoom + x0), iy = fm_cut_jint(y * zoom + y0);
  const int bits = type == 0 ? ix ^ iy : type == 1 ? ix & iy : ix | iy;
  const double color = sin((double)bits);
  fm_cut_show(s, w, FM_PAR(cut_booleans_invert), color > 0, color <= 0, x, y, c);
}

/* ---- 746: cut_bricks -------------------------------------------------------------------------- */

/* One side's edge of a brick of the given size in its unit cell: smoothstep over 1e-4. */
FM_FN double fm_cut_brick_edge(double v, double size) {
  const double e = 0.5 - size * 0.5;
  return fm_cut_smoothstep(e, e + 1e-4, v) * fm_cut_smoothstep(e, e + 1e-4, 1.0 - v);
}

/* 746: cut_bricks: a running bond, every other row shifted half a brick, each cell's brick of
 * size (held to [0.1, 0.9999]); hidden on the bricks, shown in the mortar. */
FM_VAR(cut_bricks) {
  double x, y, x0, y0;
  const double c = fm_cut_point(s, rng, FM_PAR(cut_bricks_mode), &x, &y) ? 0.5 : 0.0;
  const double zoom = (double)FM_PAR(cut_bricks_zoom);
  const double size = (double)fm_fr_clamp(FM_PAR(cut_bricks_size), FM_R(0.1), FM_R(0.9999));
  fm_cut_offset(FM_PAR(cut_bricks_seed), &x0, &y0);
  double ux = x * zoom + x0;
  const double uy = y * zoom + y0;
  ux += fm_cut_step(1.0, fm_cut_mod(uy, 2.0)) * 0.5;
  const double color = fm_cut_brick_edge(fm_cut_fract(ux), size) * fm_cut_brick_edge(fm_cut_fract(uy), size);
  fm_cut_show(s, w, FM_PAR(cut_bricks_invert), color > 0, color <= 0, x, y, c);
}

/* ---- 747: cut_btree --------------------------------------------------------------------------- */

/* 747: cut_btree: a binary tree's branches (FabriceNeyret2's one-liner): bands of 5·y² split in
 * 2^ceil(·) cells along x, each cell's branch a line from its centre leaning by smoothstep of
 * the band's fraction, time's fraction sliding the bands; the line's brightness m/|offset| over
 * 100·thickness (held to [1, 10]). Only the y components decide; x's branch, which the class also
 * computes, is never read. Hidden where the line is dim (≤ 0.5; invert, the default, inverted:
 * hidden where it is bright). The drawn point is in [−1, 1)², no centre to take off after.
 * randomize (JWildfire's seed) changes nothing here: in JWildfire it restarts a generator the
 * pattern never draws from and sets time from the wall clock in the editor, which the file's time
 * (read after it) replaces. */
FM_VAR(cut_btree) {
  double x, y;
  const double zoom = (double)FM_PAR(cut_btree_zoom), time = (double)FM_PAR(cut_btree_time);
  const double thick = (double)fm_fr_clamp(FM_PAR(cut_btree_thickness), 1, 10);
  if (fm_cut_point(s, rng, FM_PAR(cut_btree_mode), &x, &y)) {
    x = 2.0 * x - 1.0;
    y = 2.0 * y - 1.0;
  }
  const double wx = x * zoom, wy = y * zoom;
  double t = wy / wy * fm_cut_fract(time);
  const double l = wy * wy * 5.0 - t;
  t += 1.0;
  const double m = pow(2.0, ceil(l)) * t;
  const double v = fm_cut_fract(m * wx) - 0.5;
  const double t1 = fabs(fm_cut_smoothstep(0.0, 1.0, fm_cut_fract(l)) * (fm_cut_sign(v) / 4.0) - v);
  const double color = m / t1 / (100.0 * thick);
  fm_cut_show(s, w, FM_PAR(cut_btree_invert), color > 0.5, color <= 0.5, x, y, 0);
}

/* ---- 748: cut_btruchet ------------------------------------------------------------------------ */

/* Iñigo Quilez's integer hash of a cell's number, in Java's wrapping int arithmetic (unsigned
 * here, read back as a signed 32-bit value), over 2^31 − 1: in (−1, 1]. */
FM_FN double fm_cut_ihash(int n) {
  unsigned u = (unsigned)n;
  u = (u << 13) ^ u;
  u = u * (u * u * 15731u + 789221u) + 1376312589u;
  const double v = u >= 0x80000000u ? (double)u - 4294967296.0 : (double)u;
  return v / 2147483647.0;
}

/* The quarter arcs of radius 1 about the corners (1, 1) and (−1, −1) of a cell [−1, 1]²: the
 * distance to the nearer one. */
FM_FN double fm_cut_truchet_arcs(double x, double y) {
  if (y < -x) {
    x = -x;
    y = -y;
  }
  return fabs(fm_cut_len(x - 1, y - 1) - 1.0);
}

/* 748: cut_btruchet: Truchet cells of three kinds by the hash of the cell's number
 * 10000·column + row: a cross of bars, or quarter arcs one way or the other; shown within
 * 5·zoom·width/1000 of the lines (width held to [0.5, 5]), hidden elsewhere. The drawn point is
 * centred before the pattern. */
FM_VAR(cut_btruchet) {
  double x, y, x0, y0;
  const double zoom = (double)FM_PAR(cut_btruchet_zoom);
  const double width = (double)fm_fr_clamp(FM_PAR(cut_btruchet_width), FM_R(0.5), FM_R(5.0));
  if (fm_cut_point(s, rng, FM_PAR(cut_btruchet_mode), &x, &y)) {
    x -= 0.5;
    y -= 0.5;
  }
  fm_cut_offset(FM_PAR(cut_btruchet_seed), &x0, &y0);
  const double ux = x * zoom + x0, uy = y * zoom + y0, e = zoom * width / 1000.0;
  const double fx = floor(ux), fy = floor(uy);
  const double cx = (ux - fx - 0.5) * 2.0, cy = (uy - fy - 0.5) * 2.0;
  const double t = fm_cut_ihash(fm_cut_jint(fx * 10000.0 + fy));
  const double d = t < 0.33 ? fm_cut_min(fabs(cx), fabs(cy)) : t < 0.67 ? fm_cut_truchet_arcs(cx, cy) : fm_cut_truchet_arcs(-cx, cy);
  const double color = fm_cut_smoothstep(e * 5.0, e, d);
  fm_cut_show(s, w, FM_PAR(cut_btruchet_invert), color == 0, color > 0, x, y, 0);
}

/* ---- 749: cut_celtic -------------------------------------------------------------------------- */

/* A disc's coverage of radius r about the origin, soft over 0.02 outward. */
FM_FN double fm_cut_circ(double x, double y, double r) {
  const double d = fm_cut_len(x, y);
  return fm_cut_smoothstep(d, d + 0.02, r);
}

/* One layer of the knot: the point in its cell of a staggered grid (rows 1.155 apart, every other
 * one shifted half a cell; the layer's own shift dx, dy), and there a ring (radius 0.45 within
 * 0.38) less the rings of the three neighbours it interlaces with. */
FM_FN double fm_cut_celtic_layer(double x, double y, double zoom, double dx, double dy) {
  double ux = x * 1.0 * zoom + dx, uy = y * 1.155 * zoom + dy;
  ux += fm_cut_step(1.0, fm_cut_mod(uy, 2.0)) * 0.5;
  ux = fm_cut_fract(ux) - 1.155 / 2.0;
  uy = fm_cut_fract(uy) / 1.155 - 0.5;
  const double c1 = fm_cut_circ(ux, uy, 0.38), c5 = fm_cut_circ(ux, uy, 0.45);
  const double c2 = fm_cut_circ(ux + 0.5, uy + -0.288675, 0.45), c3 = fm_cut_circ(ux + -0.5, uy + -0.288675, 0.45);
  const double c4 = fm_cut_circ(ux + 0.0, uy + 0.57735, 0.45);
  return fm_cut_mix(0.0, c5 - c2 - c3 - c4, c1);
}

/* 749: cut_celtic: three staggered layers of interlaced rings; hidden where their sum is positive.
 * No seed. */
FM_VAR(cut_celtic) {
  double x, y;
  const double c = fm_cut_point(s, rng, FM_PAR(cut_celtic_mode), &x, &y) ? 0.5 : 0.0;
  const double zoom = (double)FM_PAR(cut_celtic_zoom);
  const double f = fm_cut_celtic_layer(x, y, zoom, 0.0, 0.0), g = fm_cut_celtic_layer(x, y, zoom, -0.5, -0.288675);
  const double h = fm_cut_celtic_layer(x, y, zoom, 1.0, -0.65);
  const double color = f + g + h;
  fm_cut_show(s, w, FM_PAR(cut_celtic_invert), color > 0, color <= 0, x, y, c);
}

/* ---- 750: cut_chains -------------------------------------------------------------------------- */

/* 750: cut_chains: a chain-mail of waves, smoothstep(±0.25) of cos(12y) + sin(15x) blended toward
 * 1.4·sin(15x) by 3·cos(30x); hidden where positive. Its offset is the shiftX, shiftY parameters
 * (no seed). */
FM_VAR(cut_chains) {
  double x, y;
  const double c = fm_cut_point(s, rng, FM_PAR(cut_chains_mode), &x, &y) ? 0.5 : 0.0;
  const double zoom = (double)FM_PAR(cut_chains_zoom);
  const double ux = x * zoom + (double)FM_PAR(cut_chains_shiftX), uy = y * zoom + (double)FM_PAR(cut_chains_shiftY);
  const double wy = cos(uy * 12.0), wx = sin(ux * 15.0), wv = cos(ux * 30.0);
  const double color = fm_cut_smoothstep(-0.25, 0.25, fm_cut_mix(wy + wx, wx * 1.4, wv * 3.0));
  fm_cut_show(s, w, FM_PAR(cut_chains_invert), color > 0, color <= 0, x, y, c);
}

/* ---- 751: cut_circdes ------------------------------------------------------------------------- */

/* 751: cut_circdes: in each unit cell a disc of radius 0.8 and nine rings of four discs on the
 * axes at the shrinking radius r (each step times 0.5 + 0.1·sin(i + time)), taken away and added
 * back in turn; hidden where the count is above 0.5. seed changes nothing here (JWildfire's
 * restarts an unused generator, and in the editor sets time from the clock, which the file's time,
 * read after it, replaces). */
FM_VAR(cut_circdes) {
  double x, y;
  const double c = fm_cut_point(s, rng, FM_PAR(cut_circdes_mode), &x, &y) ? 0.5 : 0.0;
  const double zoom = (double)FM_PAR(cut_circdes_zoom), time = (double)FM_PAR(cut_circdes_time);
  const double ux = fm_cut_fract(x * zoom) - 0.5, uy = fm_cut_fract(y * zoom) - 0.5;
  double r = 0.8, d = fm_cut_step(fm_cut_len(ux, uy), r);
  for (int i = 0; i < 9; i++) {
    r *= 0.5 + 0.1 * sin((double)i + time);
    const double n = fm_cut_step(fm_cut_len(ux, uy + r), r), e = fm_cut_step(fm_cut_len(ux + r, uy), r);
    const double so = fm_cut_step(fm_cut_len(ux, uy - r), r), we = fm_cut_step(fm_cut_len(ux - r, uy), r);
    if (i % 2 == 0) {
      d -= n;
      d -= e;
      d -= so;
      d -= we;
    } else {
      d += n;
      d += e;
      d += so;
      d += we;
    }
  }
  fm_cut_show(s, w, FM_PAR(cut_circdes_invert), d > 0.5, d <= 0.5, x, y, c);
}

/* ---- 752: cut_fractal ------------------------------------------------------------------------- */

/* 752: cut_fractal: the folding map U → |U|/(2·|U|²) + c, c on a small circle by time, iterated
 * iters times (held to [1, 100]) from the point with x and y swapped; hidden where 2·||U|² − 0.01|
 * is above 0.5. The drawn point is centred before the map, and nothing after. seed changes
 * nothing here (cut_circdes says why). */
FM_VAR(cut_fractal) {
  double x, y;
  const double zoom = (double)FM_PAR(cut_fractal_zoom), time = (double)FM_PAR(cut_fractal_time);
  const int iters = (int)fm_java_int(fm_fr_clamp(FM_PAR(cut_fractal_iters), 1, 100));
  if (fm_cut_point(s, rng, FM_PAR(cut_fractal_mode), &x, &y)) {
    x -= 0.5;
    y -= 0.5;
  }
  const double cx = cos(time + 1.5) * 0.15 - 0.25, cy = sin(time + 1.8) * 0.15 - 0.25;
  double ux = y * zoom, uy = x * zoom;
  for (int i = 0; i < iters; i++) {
    const double k = 0.5 / (ux * ux + uy * uy);
    ux = fabs(ux) * k + cx;
    uy = fabs(uy) * k + cy;
  }
  const double color = fabs(ux * ux + uy * uy - 0.01) * 2.0;
  fm_cut_show(s, w, FM_PAR(cut_fractal_invert), color > 0.5, color <= 0.5, x, y, 0);
}

#endif
