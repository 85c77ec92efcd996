/*
 * var_fractorium_dc.h — Apophysis 7X's direct-colour plugins (Xyrus02's dc_* set) as Fractorium
 * has them (VariationsDC.h), indices 466–472:
 *   466: dc_bubble, 467: dc_carpet, 468: dc_cube, 469: dc_cylinder, 470: dc_gridout,
 *   471: dc_triangle, 472: dc_ztransl.
 * All but dc_ztransl set the point's palette coordinate (s->color, FM_VARS_DIRECT_COLOR), and
 * dc_carpet, dc_gridout and dc_ztransl read it: the colour after the xform's blend, as
 * Fractorium's out point holds it when its variations run. dc_bubble and dc_cylinder colour by
 * where the sum lands with their own output added (s->px after it), as dc_linear does
 * (var_jwildfire.h). Each checked against Fractorium's own code, random ones draw for draw
 * (tests/data/variation_refs, made by tests/tools/ember_refs.sh; tests/unit/
 * test_variation_refs.c). Random draws map to Fractorium's generator calls as in
 * var_fractorium4.h: fm_rng_01 is Frand01, fm_rng_below(n) Rand(n), fm_rng_bit RandBit.
 * Fractorium's per-xform precalculated values are computed per call from the parameters.
 *
 * (variations.h includes it after the per-point state, the helpers, FM_VAR and the other
 * families; nowhere else includes it). Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_FRACTORIUM_DC_H
#define FLAMEBUILD_VAR_FRACTORIUM_DC_H

/* The families whose helpers this one calls (a kernel of its own includes only the families
 * its variations need: kernels/codegen_families.c). */
#include "var_fractorium2.h"

/* Fractorium's in-place clamp of a double (ClampRef): as fm_par_clamp, but a NaN, which passes
 * both comparisons, becomes lo. */
FM_FN fm_real fm_dc_clamp(fm_real v, fm_real lo, fm_real hi) {
  if (v < lo) return lo;
  if (v > hi) return hi;
  return v == v ? v : lo;
}

/* The plugins' colour scale: 1/scale, with 0 taken as 1e-5 (as dc_linear). */
FM_FN fm_real fm_dc_inv_scale(fm_real scale) { return 1 / (scale == 0 ? FM_R(10E-6) : scale); }

/* 466: dc_bubble: bubble, with the colour the squared distance of the new sum from
 * -(centerx, centery), over scale, folded into [0, 1). Its z, 2·(r²/4 + 1) − w once the
 * weight is cancelled, is written as Fractorium writes it (through the weight) so that the
 * rounding is the same. */
FM_VAR(dc_bubble) {
  const fm_real k = w / fm_zeps(s->r2 / 4 + 1);
  const fm_real bdcs = fm_dc_inv_scale(FM_PAR(dc_bubble_scale));
  FM_UNUSED_RNG;
  s->px += k * s->tx;
  s->py += k * s->ty;
  s->pz += w * (2 / k - 1);
  const fm_real dx = s->px + FM_PAR(dc_bubble_centerx), dy = s->py + FM_PAR(dc_bubble_centery);
  s->color = fmod(fabs(bdcs * (dx * dx + dy * dy)), FM_R(1.0));
}

/* 467: dc_carpet: the point moved by (±1, ±1), a coin each, then through the xform's own affine,
 * so that the four copies tile a carpet; the colour halved towards 0 or 1 by the quadrant (h,
 * from origin, shifts the mix). The affine as Fractorium reads it for this plugin, kept: x from
 * a, b and e (flam3's c[0][0], c[1][0] and c[1][1]), y from c, d and f (c[2][0], c[0][1],
 * c[2][1]) in its letters, where Apophysis (and JWildfire) use the affine's own rows. x0 ^ y0,
 * the bits of ±1 mixed, is 0 where the signs agree and −2 where they differ. */
FM_VAR(dc_carpet) {
  const int x0 = fm_rng_bit(rng) ? -1 : 1;
  const int y0 = fm_rng_bit(rng) ? -1 : 1;
  const fm_real x = s->tx + x0, y = s->ty + y0;
  const fm_real mix = (fm_real)(x0 ^ y0);
  const fm_real hh = FM_R(0.1) * FM_PAR(dc_carpet_origin);
  const fm_real h = -hh + (1 - mix) * hh;
  s->px += w * (xf->c[0][0] * x + xf->c[1][0] * y + xf->c[1][1]);
  s->py += w * (xf->c[2][0] * x + xf->c[0][1] * y + xf->c[2][1]);
  s->color = fmod(fabs(s->color * FM_R(0.5) * (1 + h) + mix * (1 - h) * FM_R(0.5)), FM_R(1.0));
}

/* 468: dc_cube: a random point on a face of the cube [-w, w]³ (a face by Rand(3), its side by a
 * coin, the place on it two uniforms), scaled per axis; each of the six faces has its own colour
 * c1 … c6 (clamped to [0, 1]). */
FM_VAR(dc_cube) {
  const fm_real p = 2 * fm_rng_01(rng) - 1;
  const fm_real q = 2 * fm_rng_01(rng) - 1;
  const fm_u32 face = fm_rng_below(rng, 3);
  const fm_u32 back = fm_rng_bit(rng);
  const fm_real side = w * (back ? -1 : 1);
  fm_real x, y, z, c;
  if (face == 0) {
    x = side;
    y = w * p;
    z = w * q;
    c = back ? FM_PAR(dc_cube_c1) : FM_PAR(dc_cube_c2);
  } else if (face == 1) {
    x = w * p;
    y = side;
    z = w * q;
    c = back ? FM_PAR(dc_cube_c3) : FM_PAR(dc_cube_c4);
  } else {
    x = w * p;
    y = w * q;
    z = side;
    c = back ? FM_PAR(dc_cube_c5) : FM_PAR(dc_cube_c6);
  }
  s->px += x * FM_PAR(dc_cube_x);
  s->py += y * FM_PAR(dc_cube_y);
  s->pz += z * FM_PAR(dc_cube_z);
  s->color = fm_par_clamp(c, 0, 1);
}

/* 469: dc_cylinder: x wrapped round a cylinder (sin into x, scaled by dc_cylinder_x, cos into
 * z), blurred by a bell-shaped radius in a random direction; the colour is dc_linear's ramp of
 * the new sum (offset, angle, scale). Fractorium's y, kept: the blur radius plus y times
 * dc_cylinder_y, not scaled by the weight. Draws five numbers: the direction, then four for the
 * radius. */
FM_VAR(dc_cylinder) {
  const fm_real turn = fm_rng_01(rng) * FM_R(2.0 * FM_PI);
  const fm_real sr = sin(turn), cr = cos(turn);
  const fm_real u1 = fm_rng_01(rng), u2 = fm_rng_01(rng), u3 = fm_rng_01(rng), u4 = fm_rng_01(rng);
  const fm_real r = FM_PAR(dc_cylinder_blur) * (u1 + u2 + u3 + u4 - 2);
  const fm_real angle = FM_PAR(dc_cylinder_angle);
  const fm_real ldcs = fm_dc_inv_scale(FM_PAR(dc_cylinder_scale));
  s->px += w * sin(s->tx + r * sr) * FM_PAR(dc_cylinder_x);
  s->py += r + s->ty * FM_PAR(dc_cylinder_y);
  s->pz += w * cos(s->tx + r * cr);
  const fm_real along = cos(angle) * s->px + sin(angle) * s->py + FM_PAR(dc_cylinder_offset);
  s->color = fmod(fabs(FM_R(0.5) * (ldcs * along + 1)), FM_R(1.0));
}

/* Apophysis' rounding for gridout: half away from zero, through a 64-bit integer. */
FM_FN fm_real fm_dc_lrint(fm_real v) { return v >= 0 ? trunc(v + FM_R(0.5)) : trunc(v - FM_R(0.5)); }

/* The step of gridout and dc_gridout: one unit along the point's ring of squares, in x or y by
 * the octant of its rounded coordinates (Apophysis' lrint). */
FM_FN void fm_gridout_step(fm_real tx, fm_real ty, fm_real *dx, fm_real *dy) {
  const fm_real x = fm_dc_lrint(tx), y = fm_dc_lrint(ty);
  *dx = 0;
  *dy = 0;
  if (y <= 0) {
    if (x > 0) {
      if (-y >= x) *dx = 1;
      else *dy = 1;
    } else {
      if (y <= x) *dx = 1;
      else *dy = -1;
    }
  } else {
    if (x > 0) {
      if (y >= x) *dx = -1;
      else *dy = 1;
    } else {
      if (y > -x) *dx = -1;
      else *dy = -1;
    }
  }
}

/* 470: dc_gridout: the plane's rings of unit squares around the origin, each point stepped one
 * unit along its ring (fm_gridout_step), the colour advanced by a quarter for a step in x and three quarters for one in y. */
FM_VAR(dc_gridout) {
  fm_real dx, dy, c;
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  fm_gridout_step(s->tx, s->ty, &dx, &dy);
  c = s->color + (dx != 0 ? FM_R(0.25) : FM_R(0.75));
  s->px += w * (s->tx + dx);
  s->py += w * (s->ty + dy);
  s->color = fmod(c, FM_R(1.0));
}

/* dc_triangle's fold of barycentric (u, v) back onto the edge u + v = 1, along the larger. */
FM_FN void fm_dc_onto_edge(fm_real *u, fm_real *v) {
  if (*u > *v) {
    if (*u > 1) *u = 1;
    *v = 1 - *u;
  } else {
    if (*v > 1) *v = 1;
    *u = 1 - *v;
  }
}

/* 471: dc_triangle: the point in barycentric coordinates (u, v) of the triangle the xform's
 * affine spans; inside it stays, outside it is clamped to the edge it crossed and scattered by
 * up to scatter_area inwards (or, with zero_edges, sent to the corner); the colour is u + v
 * folded into [0, 1). The affine as Fractorium reads it for this plugin, kept: axis X (a, b),
 * axis Y −(c, d), origin (e, f) in its letters (flam3's c[0][0], c[1][0]; c[2][0], c[0][1];
 * c[1][1], c[2][1]), where JWildfire uses the affine's own columns. Draws two numbers for an
 * outside point unless zero_edges. Its z is the input's times the weight (FM_VARS_CARRY_Z). */
FM_VAR(dc_triangle) {
  const fm_real xx = xf->c[0][0], xy = xf->c[1][0];
  const fm_real yx = xf->c[2][0] * -1, yy = xf->c[0][1] * -1;
  const fm_real ox = xf->c[1][1], oy = xf->c[2][1];
  const fm_real px = s->tx - ox, py = s->ty - oy;
  const fm_real a = fm_par_clamp(FM_PAR(dc_triangle_scatter_area), -1, 1);
  const int zero_edges = fm_par_int(FM_PAR(dc_triangle_zero_edges), 0, 1) != 0;
  const fm_real d00 = xx * xx + xy * xy, d01 = xx * yx + xy * yy, d02 = xx * px + xy * py;
  const fm_real d11 = yx * yx + yy * yy, d12 = yx * px + yy * py;
  const fm_real denom = d00 * d11 - d01 * d01;
  fm_real u = (d11 * d02 - d01 * d12) / denom;
  fm_real v = (d00 * d12 - d01 * d02) / denom;
  int inside = 0;
  fm_real f = 1;
  if (u + v > 1) { /* beyond the edge opposite the origin */
    f = -1;
    fm_dc_onto_edge(&u, &v);
  } else if (u < 0 || v < 0) { /* beyond one of the axes */
    u = fm_dc_clamp(u, 0, 1);
    v = fm_dc_clamp(v, 0, 1);
  } else {
    inside = 1;
  }
  if (!inside) {
    if (zero_edges) {
      u = v = 0;
    } else {
      /* scattered inwards (f turns it back across the far edge), then clamped again */
      u = u + fm_rng_01(rng) * a * f;
      v = v + fm_rng_01(rng) * a * f;
      u = fm_dc_clamp(u, -1, 1);
      v = fm_dc_clamp(v, -1, 1);
      if (u + v > 1 && a > 0) fm_dc_onto_edge(&u, &v);
    }
  }
  s->px += w * (ox + u * xx + v * yx);
  s->py += w * (oy + u * xy + v * yy);
  s->color = fmod(fabs(u + v), FM_R(1.0));
}

/* 472: dc_ztransl: linear, with z set from the point's colour: its place between x0 and x1
 * (either order; both clamped to [0, 1]) times factor, clamped to [0, 1] with clamp; with
 * overwrite (the default) that is z, else it scales the input's z. */
FM_VAR(dc_ztransl) {
  const fm_real x0 = fm_par_clamp(FM_PAR(dc_ztransl_x0), 0, 1), x1 = fm_par_clamp(FM_PAR(dc_ztransl_x1), 0, 1);
  const fm_real lo = x0 < x1 ? x0 : x1, hi = x0 > x1 ? x0 : x1;
  fm_real zf = FM_PAR(dc_ztransl_factor) * (s->color - lo) / fm_zeps(hi - lo);
  FM_UNUSED_RNG;
  if (fm_par_int(FM_PAR(dc_ztransl_clamp), 0, 1) != 0) zf = fm_dc_clamp(zf, 0, 1);
  s->px += w * s->tx;
  s->py += w * s->ty;
  s->pz += fm_par_int(FM_PAR(dc_ztransl_overwrite), 0, 1) == 0 ? w * s->tz * zf : w * zf;
}

#endif
