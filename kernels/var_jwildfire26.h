/*
 * var_jwildfire26.h — JWildfire's truchet_ae, as JWildfire computes it (its
 * variation/TruchetAEFunc.java), checked against JWildfire's own code draw for draw
 * (tests/tools/jwf_refs.sh; tests/unit/test_variation_refs.c): fm_rng_01d is JWildfire's
 * context's random().
 * 412: truchet_ae (sets the colour index), 413: brownian_js (a table of segments the host
 * builds, render/brownian_points.h), 414: dc_dmodulus (sets the colour index), 415: dc_kaleidotile
 * (sets the colour index).
 * Not here: msTruchet (its tiles are a picture Java2D paints, antialiased, once per seed, and the
 * variation reads its pixels), cut_fingerprint (its pattern is a chain of fifty hashes
 * fract(sin(q)·43141.59), each of which amplifies the last bit of the sine before it ~10⁸ times:
 * the chain of seeds 0-2999 is not the same under Java's Math.sin and StrictMath.sin for 2,812
 * of them, under glibc's and StrictMath's for 2,809, and under JWildfire's own FastMath and
 * Math.sin for all 3,000: the picture is the sine's rounding), gumowski_mira (an orbit of its own, see the commit) and maurer_lines (not done).
 *
 * (variations.h includes it after the families whose helpers it uses; nowhere else includes
 * it). Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWILDFIRE26_H
#define FLAMEBUILD_VAR_JWILDFIRE26_H

/* The families whose helpers this one calls (a kernel of its own includes only the families
 * its variations need: kernels/codegen_families.c). */
#include "var_jwf_cut.h"      /* fm_cut_jint */
#include "var_jwildfire4.h"    /* fm_jwf_turtle_plot */
#include "var_jwf_surfaces.h"  /* fm_jwf_int_in */

/* ---- 412: truchet_ae (Alexey Ermushev's, rsidwell's and DarkBeam's) ---------------------------
 * JWildfire's instance ignores the point it is given: it walks an IFS of four maps of its own,
 * one a call, picked by (int)(4·random()), and a colour with it, (x, y, z1, z2) kept in the Func
 * from call to call from (0, 0, 0, 0). Every map halves the point (and turns or mirrors it) and
 * moves it, so the point after a call is a sum of the last maps' moves, the k-th back halved k
 * times: after 64 calls the start is gone below double's resolution (2⁻⁶⁴ of it), and the point
 * of JWildfire's millionth call is drawn as the point of its 64th. The colour's maps are
 * z ↦ fmod2(k·z + k', 1) (the third's second half, mod ½), which forget the start as fast where
 * the k are within ±1 (JWildfire's own 0.5): a call here walks the instance's first
 * FM_TAE_WALK calls, in double on every side (a tile's cell is a floor of the walked point),
 * and its last one's output is the point. On a 32×32 grid of the point and 32 bins of the
 * colour the walks' points lie within a total variation of what a single instance's million
 * calls give as another million of them would (JWildfire's defaults and the test genome's
 * parameters: the commit says what was measured). Draws FM_TAE_WALK numbers. */
#define FM_TAE_WALK 64

/* dn1: Hugo Elias's integer hash, in Java's int arithmetic (wrapping), as a double in [0, 1]. */
FM_FN double fm_tae_dn1(fm_u32 x) {
  const fm_u32 n = (x << 13) ^ x;
  return (double)((n * (n * n * 15731u + 789221u) + 1376312589u) & 0x7fffffffu) * (1.0 / 2147483647);
}

/* fmod2: C's (Java's %) remainder, made positive where the divisor is. */
FM_FN double fm_tae_fmod2(double num, double den) {
  const double t = fmod(num, den);
  return (t < 0 && den > 0) ? t + den : t;
}

/* The distance of (u, v) from the nearer of two corners, (1, 1) and (0, 0) (diag) or (1, 0) and
 * (0, 1), as the class's min of two square roots. */
FM_FN double fm_tae_corner(double u, double v, int diag) {
  const double a = diag ? sqrt((u - 1.) * (u - 1.) + (v - 1.) * (v - 1.)) : sqrt((u - 1.) * (u - 1.) + v * v);
  const double b = diag ? sqrt(u * u + v * v) : sqrt(u * u + (v - 1.) * (v - 1.));
  return fm_cut_min(a, b);
}

/* Whether the tile of style 0-5 at (u, v) of its cell (cell m, n; chance its hash) shows z1
 * (else z2); width as JWildfire's. */
FM_FN int fm_tae_first(int style, double u, double v, int m, int n, double chance, double width) {
  double sq, cir;
  switch (style) {
  case 0: /* Apo (Eralex's) */
    if (chance > 0.5) return ((v < u + 1 - width) && (v > u + width)) || ((v < u - width) && (v > u - 1 + width));
    return ((v < -u + 1 - width) && (v > -u + width)) || ((v > -u + 1 + width) && (v < -u + 2 - width));
  case 1: /* Truchet's four tiles, with a width */
  case 4: /* the same and four more */
    sq = fm_cut_max(fabs(u - .5), fabs(v - .5)) - 0.5 * (1. - width);
    if (style == 1 ? chance < 0.25 : chance < 0.125) return (sq < 0) ^ (u > v);
    if (style == 1 ? chance < 0.5 : chance < 0.25) return (sq < 0) ^ (u > 1. - v);
    if (style == 1 ? chance < 0.75 : chance < 0.375) return (sq < 0) ^ (u < v);
    if (style == 1 || chance < 0.5) return (sq < 0) ^ (u < 1. - v);
    if (chance < 0.625) return (sq < 0) ^ (u < 0.5);
    if (chance < 0.75) return (sq < 0) ^ (v < 0.5);
    if (chance < 0.875) return (sq < 0) ^ (u > 0.5);
    return (sq < 0) ^ (v > 0.5);
  case 2: /* circle arcs */
  case 3: /* circle arcs and a plus */
    if (style == 3 && chance >= 0.666666) return 0.5 * width - fm_cut_min(fabs(u - .5), fabs(v - .5)) < 0;
    cir = fm_tae_corner(u, v, style == 2 ? chance < 0.5 : chance < 0.333333);
    return fabs(fabs(cir - 0.5) - 0.5) - 0.5 * (1. - width) < 0;
  default: { /* 5: filled circles, dots by width, the cells alternating */
    const int inv = (m % 2 == 0) ^ (n % 2 == 0), diag = chance < 0.5;
    cir = fm_tae_corner(u, v, diag);
    sq = fm_cut_min(cir, fm_tae_corner(u, v, !diag));
    const int hit = (fabs(cir) - 0.5 < 0) ^ (fabs(sq) - width < 0) ^ inv;
    return diag ? hit : !hit;
  }
  }
}

/* 412: truchet_ae: the point after FM_TAE_WALK calls of JWildfire's instance (above), not
 * weighted (JWildfire's adds it as it is); the colour index the tile's. Layout 0-4 (FTOI,
 * clamped) picks the maps: 0 an asymmetric square (its first map's y wrapped past 2), 1 a
 * symmetrised square, 2 Sierpinski's at 45°, 3 the chair, 4 an equilateral triangle; style 0-5
 * the tile; angle turns the grid of tiles (step wide) by angle·π, seed (FTOI) moves their hash. */
FM_VAR(truchet_ae) {
  FM_UNUSED_XF;
  (void)w;
  const int layout = (int)fm_jwf_int_in(FM_PAR(truchet_ae_layout), 0, 4);
  const int style = (int)fm_jwf_int_in(FM_PAR(truchet_ae_style), 0, 5);
  const fm_u32 seed = (fm_u32)(int)fm_jwf_int(FM_PAR(truchet_ae_seed));
  const double step = (double)FM_PAR(truchet_ae_step), width = (double)FM_PAR(truchet_ae_width);
  const double ang = (double)FM_PAR(truchet_ae_angle) * FM_PI, sa = sin(ang), ca = cos(ang);
  const double k[4][4] = {
      {(double)FM_PAR(truchet_ae_K01A), (double)FM_PAR(truchet_ae_K02A), (double)FM_PAR(truchet_ae_K01B), (double)FM_PAR(truchet_ae_K02B)},
      {(double)FM_PAR(truchet_ae_K11A), (double)FM_PAR(truchet_ae_K12A), (double)FM_PAR(truchet_ae_K11B), (double)FM_PAR(truchet_ae_K12B)},
      {(double)FM_PAR(truchet_ae_K21A), (double)FM_PAR(truchet_ae_K22A), (double)FM_PAR(truchet_ae_K21B), (double)FM_PAR(truchet_ae_K22B)},
      {(double)FM_PAR(truchet_ae_K31A), (double)FM_PAR(truchet_ae_K32A), (double)FM_PAR(truchet_ae_K31B), (double)FM_PAR(truchet_ae_K32B)}};
  const double sq3_2 = 0.86602540378443864676372317075294;
  double x = 0, y = 0, z1 = 0, z2 = 0, z = 0;
  for (int call = 0; call < FM_TAE_WALK; call++) {
    const int i = fm_cut_jint(floor(4 * fm_rng_01d(rng)));
    double u1 = 0, v1 = 0;
    if (i >= 0 && i <= 3) { /* (a draw of 1 gives 4: no map, as JWildfire's switch) */
      switch (layout) {
      case 1: /* symmetrised square */
        u1 = (i & 1) ? x * 0.5 - 1.0 : -x * 0.5 + 1.0;
        v1 = i < 2 ? y * 0.5 + 1.0 : -y * 0.5 - 1.0;
        break;
      case 2: /* Sierpinski 45° */
        u1 = i == 0 ? x * 0.5 + 1.0 : i == 3 ? -x * 0.5 - 1.0 : x * 0.5 - 1.0;
        v1 = i == 0 || i == 2 ? y * 0.5 + 1.0 : i == 1 ? y * 0.5 - 1.0 : -y * 0.5 + 1.0;
        break;
      case 3: /* chair */
        u1 = i == 0 ? x * 0.5 : i == 1 ? x * 0.5 - 1.0 : i == 2 ? -y * 0.5 - 1.0 : y * 0.5 + 1.0;
        v1 = i == 0 ? y * 0.5 : i == 1 ? y * 0.5 + 1.0 : i == 2 ? x * 0.5 - 1.0 : -x * 0.5 + 1.0;
        break;
      case 4: /* equilateral triangle */
        u1 = i == 0 ? x * 0.5 + 1 : i == 1 ? x * 0.5 - 1 : x * 0.5;
        v1 = i < 2 ? y * 0.5 + sq3_2 : i == 2 ? y * 0.5 - sq3_2 : -y * 0.5 + sq3_2;
        break;
      default: /* asymmetric square */
        u1 = (i & 1) ? x * 0.5 - 1.0 : x * 0.5 + 1.0;
        v1 = i < 2 ? y * 0.5 + 1.0 : y * 0.5 - 1.0;
        if (i == 0) {
          const double j = v1 + 0.7;
          v1 = j > 2. ? j - 2. : j;
        }
        break;
      }
      z1 = fm_tae_fmod2(k[i][0] * z1 + k[i][1], 1.0);
      z2 = fm_tae_fmod2(k[i][2] * z2 + k[i][3], i == 2 ? 0.5 : 1.0);
    }
    const double uu1 = ca * u1 - sa * v1, vv1 = sa * u1 + ca * v1;
    const int m = fm_cut_jint(floor(uu1 / step)), n = fm_cut_jint(floor(vv1 / step));
    const double u = uu1 / step - m, v = vv1 / step - n;
    const double chance = fm_tae_dn1((fm_u32)m + 34u * (fm_u32)n + seed);
    z = fm_tae_first(style, u, v, m, n, chance, width) ? z1 : z2;
    x = u1;
    y = v1;
    z1 = z2 = z;
  }
  s->px += (fm_real)x;
  s->py += (fm_real)y;
  s->color = (fm_real)z;
}

/* ---- 413: brownian_js (Jesus Sosa's, after Princeton's BrownianIsland.java) ------------------ */

/* 413: brownian_js: a point of one segment of the Brownian island JWildfire builds for level,
 * variation and seed (render/brownian_points.h: its segments, each end a float and its
 * remainder), as JWildfire's turtle figures plot theirs (fm_jwf_turtle_plot: show_lines,
 * line_thickness, show_points, point_thickness, the point about the segment's first end).
 * JWildfire's instance walks the segments in turn, one a call; here the segment is drawn at
 * random (fm_rng_below, one number first). No segments (seed 0, JWildfire's clock-seeded path:
 * the parser says so): the origin. */
FM_VAR(brownian_js) {
  const fm_real n = FM_PAR(brownian_js_points);
  const float *xy = FM_POINT_TABLE(brownian_js);
  if (!(n > 0) || !xy) return;
  const float *p = xy + 8 * (fm_u64)fm_rng_below(rng, (fm_u32)n);
  fm_jwf_turtle_plot(s, w, (fm_real)p[0] + (fm_real)p[1], (fm_real)p[2] + (fm_real)p[3], (fm_real)p[4] + (fm_real)p[5],
                     (fm_real)p[6] + (fm_real)p[7], FM_PAR(brownian_js_show_lines), FM_PAR(brownian_js_line_thickness),
                     FM_PAR(brownian_js_show_points), FM_PAR(brownian_js_point_thickness), rng);
}

/* ---- 414: dc_dmodulus (Jesus Sosa's, with Brad Stefanov's and Rick Sidwell's changes) ---------
 * A double-modulus IFS: the point folded into the box [-x, x] × [-y, y], then one of two maps
 * picked at random — turned by the angle and moved to (x, -y), or turned and sheared — and
 * folded again (square 1). Its colour is a walk of JWildfire's instance: each call's is the
 * last call's (0.5 at init) times (1 + speed)/2 plus color·(1 − speed)/2, speed and color the
 * picked map's, whatever point the call is given. Each of JWildfire's render threads keeps an
 * instance of its own for its one long trajectory, so the last call's colour is the point's own
 * path's: the trajectory keeps it here too (fm_point.walk, less 0.5, from 0 at its start: FM_WALK),
 * and a call takes one step of the walk. (A trajectory here is a chunk, 10,000 steps; the colour
 * maps halve the start away — speed 0, JWildfire's default — or keep a factor (1 + speed)/2 of
 * it a call, which the parser says where it does not shrink.) The
 * branch's chances are cos²(angle) : sin²(angle) as the class's setParameter precomputes them
 * (JWildfire always writes the angle). Draws one number. */

/* The wrap of v into [-m, m) past either end, fmod's way (JWildfire's). */
FM_FN double fm_dmod_fold(double v, double m) {
  return v > m ? -m + fmod(v + m, 2 * m) : v < -m ? m - fmod(m - v, 2 * m) : v;
}

FM_VAR(dc_dmodulus) {
  const double x = (double)FM_PAR(dc_dmodulus_x), y = (double)FM_PAR(dc_dmodulus_y);
  const double angle = (double)FM_PAR(dc_dmodulus_angle), rangle = FM_PI * angle / 180.0;
  const double cosa = cos(rangle), sina = sin(rangle);
  const double coscos = cosa * cosa, sinsin = sina * sina, sincos = sina * cosa;
  const double p2 = coscos / (coscos + sinsin), p1 = sinsin / (coscos + sinsin);
  const double speed1 = (double)FM_PAR(dc_dmodulus_speed1), speed2 = (double)FM_PAR(dc_dmodulus_speed2);
  const double c11 = (1 + speed1) / 2, c12 = (double)FM_PAR(dc_dmodulus_color1) * (1 - speed1) / 2;
  const double c21 = (1 + speed2) / 2, c22 = (double)FM_PAR(dc_dmodulus_color2) * (1 - speed2) / 2;
  const double p = fm_rng_01d(rng);
  const int first = angle <= 45.0 ? p < p2 : !(p < p1); /* the moved map; else the sheared one */
  const double last = 0.5 + (double)s->walk;
  const double color = first ? last * c11 + c12 : last * c21 + c22;
  s->walk = (fm_real)(color - 0.5);
  const double xnew = fm_dmod_fold((double)s->tx, x), ynew = fm_dmod_fold((double)s->ty, y);
  double xt, yt;
  if (first) {
    xt = xnew * coscos + ynew * sincos + x;
    yt = -xnew * sincos + ynew * coscos - y;
  } else {
    xt = xnew * sincos + ynew * sinsin;
    yt = -xnew * sinsin + ynew * sincos;
  }
  xt += (double)FM_PAR(dc_dmodulus_shiftx);
  yt += (double)FM_PAR(dc_dmodulus_shifty);
  if (fm_jwf_int_in(FM_PAR(dc_dmodulus_square), 0, 1) != 0) {
    xt = fm_dmod_fold(xt, x);
    yt = fm_dmod_fold(yt, y);
  }
  s->px += w * (fm_real)xt;
  s->py += w * (fm_real)yt;
  s->color = (fm_real)fmod(color, 1.0);
}

/* ---- 415: dc_kaleidotile (Brad Stefanov's tiles of Will Evans' kaleidoscope) -------------------
 * Two mirrored halves, one picked a call at even odds: the point scaled by 0.831, turned by
 * JWildfire's cos(45) and sin(45) (of 45 radians, as its code has it), moved by line_up, pull
 * and x, y, and split at y = 0; added unweighted (JWildfire's code reads no amount but z's). Its
 * colour is a walk as dc_dmodulus's (above): the trajectory's last colour (0.5 at its start)
 * times (1 + speed)/2 plus color·(1 − speed)/2 of the picked half. Draws one number. */
FM_VAR(dc_kaleidotile) {
  const double pull = (double)FM_PAR(dc_kaleidotile_pull), rotate = (double)FM_PAR(dc_kaleidotile_rotate);
  const double line_up = (double)FM_PAR(dc_kaleidotile_line_up);
  const double mx = (double)FM_PAR(dc_kaleidotile_x), my = (double)FM_PAR(dc_kaleidotile_y);
  const double speed1 = (double)FM_PAR(dc_kaleidotile_speed1), speed2 = (double)FM_PAR(dc_kaleidotile_speed2);
  const double c11 = (1 + speed1) / 2, c12 = (double)FM_PAR(dc_kaleidotile_color1) * (1 - speed1) / 2;
  const double c21 = (1 + speed2) / 2, c22 = (double)FM_PAR(dc_kaleidotile_color2) * (1 - speed2) / 2;
  const int first = fm_rng_01d(rng) < 0.5;
  const double last = 0.5 + (double)s->walk;
  const double color = first ? last * c11 + c12 : last * c21 + c22;
  s->walk = (fm_real)(color - 0.5);
  /* the second half is the first with pull, rotate, line_up, x and y negated */
  const double sign = first ? 1.0 : -1.0;
  const double q = sign * pull, turn = sign * rotate, e = sign * line_up, r = sign * mx;
  const double xin = (double)s->tx * 0.831, yin = (double)s->ty * 0.831;
  const double c45 = cos(45.0), s45 = sin(45.0);
  const double xt = ((turn * xin) * c45 - yin * s45 + e) + r;
  const double yt = yin > 0 ? ((turn * yin) * c45 + xin * s45 + q + e) + (first ? my : -my)
                            : (turn * yin) * c45 + xin * s45 - q - e;
  s->px += (fm_real)xt;
  s->py += (fm_real)yt;
  s->color = (fm_real)fmod(color, 1.0);
}

#endif
