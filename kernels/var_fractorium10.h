/*
 * var_fractorium10.h — Apophysis plugins as Fractorium has them (Variations0N.h), each checked
 * against Fractorium's own code on points and parameters of realistic ranges, random ones draw
 * for draw (tests/data/variation_refs, made by tests/tools/ember_refs.sh;
 * tests/unit/test_variation_refs.c):
 *   556: loonie3          557: mask            558: mobiq (3D)       559: ovoid
 *   560: ovoid3d (3D)     561: point_symmetry  562: scry_3D (3D)     563: sintrange
 *   564: spher            565: sphyp3D (3D)    566: squish           567: sschecks
 *   568: target0          569: target2
 *
 * Random draws map to Fractorium's generator calls: fm_rng_01 is Frand01 (point_symmetry,
 * spher, squish and sschecks draw). Parameters are normalised as Fractorium's reading
 * normalises them (var_fractorium2.h's fm_par_*), and what Fractorium precalculates per xform
 * (loonie3's w², scry_3D's 1/w, sschecks' 1/size, …) is computed here per point: these are
 * cheap. The 3D ones add their z to pz; the 2D ones add nothing to z (Fractorium's DefaultZ:
 * 0 for a normal variation). None sets the colour.
 *
 * (variations.h includes it after the other families, whose helpers it uses: fm_par_* of
 * var_fractorium2.h, fm_lrint_apo of var_fractorium3.h; nowhere else includes it). Common
 * subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_FRACTORIUM10_H
#define FLAMEBUILD_VAR_FRACTORIUM10_H

/* The families whose helpers this one calls (a kernel of its own includes only the families
 * its variations need: kernels/codegen_families.c). */
#include "var_fractorium3.h"

#define FM_2PI_F10 (FM_R(2.0) * FM_R(FM_PI))

/* 556: loonie3: loonie with its circle replaced by the one through the origin tangent to the y
 * axis: a point of x > 0 whose (r²/x)² (the squared diameter of that circle through it) is
 * below w² is pushed out by √(w²/(r²/x)² − 1); every other point is only scaled by w. */
FM_VAR(loonie3) {
  const fm_real w2 = w * w;
  fm_real d2 = 2 * w2;
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  if (s->tx > FM_R(FM_REAL_EPSILON)) {
    const fm_real d = s->r2 / s->tx;
    d2 = d * d;
  }
  if (d2 < w2) {
    const fm_real k = w * sqrt(w2 / d2 - 1);
    s->px += k * s->tx;
    s->py += k * s->ty;
  } else {
    s->px += w * s->tx;
    s->py += w * s->ty;
  }
}

/* 557: mask: (sin x, cos x) weighted by sin²x·(cosh y + 1)·sin x over r²: bands along y whose
 * strength grows exponentially with |y| and falls with the distance from the origin. */
FM_VAR(mask) {
  const fm_real d = w / fm_zeps(s->r2);
  const fm_real sx = sin(s->tx), cx = cos(s->tx);
  const fm_real sx2 = sx * sx, ch = cosh(s->ty) + 1;
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += d * sx * ch * sx2;
  s->py += d * cx * ch * sx2;
}

/* 558: mobiq: a Möbius map of the quaternions, (A·q + B)·(C·q + D)⁻¹, of the point taken as the
 * quaternion (x, y, z, 0) (its real part x). The product's fourth component is dropped, as the
 * plugin does; the conjugate's division by |C·q + D|² carries the weight. */
FM_VAR(mobiq) {
  const fm_real qt = s->tx, qx = s->ty, qy = s->tz;
  const fm_real at = FM_PAR(mobiq_at), ax = FM_PAR(mobiq_ax), ay = FM_PAR(mobiq_ay), az = FM_PAR(mobiq_az);
  const fm_real ct = FM_PAR(mobiq_ct), cx = FM_PAR(mobiq_cx), cy = FM_PAR(mobiq_cy), cz = FM_PAR(mobiq_cz);
  FM_UNUSED_RNG;
  /* numerator A·q + B and denominator C·q + D, q having no k part */
  const fm_real nt = at * qt - ax * qx - ay * qy + FM_PAR(mobiq_bt);
  const fm_real nx = at * qx + ax * qt - az * qy + FM_PAR(mobiq_bx);
  const fm_real ny = at * qy + ay * qt + az * qx + FM_PAR(mobiq_by);
  const fm_real nz = az * qt + ax * qy - ay * qx + FM_PAR(mobiq_bz);
  const fm_real dt = ct * qt - cx * qx - cy * qy + FM_PAR(mobiq_dt);
  const fm_real dx = ct * qx + cx * qt - cz * qy + FM_PAR(mobiq_dx);
  const fm_real dy = ct * qy + cy * qt + cz * qx + FM_PAR(mobiq_dy);
  const fm_real dz = cz * qt + cx * qy - cy * qx + FM_PAR(mobiq_dz);
  const fm_real k = w / (dt * dt + dx * dx + dy * dy + dz * dz);
  s->px += (nt * dt + nx * dx + ny * dy + nz * dz) * k;
  s->py += (nx * dt - nt * dx - ny * dz + nz * dy) * k;
  s->pz += (ny * dt - nt * dy - nz * dx + nx * dz) * k;
}

/* 559: ovoid: spherical stretched by (x, y): the inversion drawn as an ellipse's. */
FM_VAR(ovoid) {
  const fm_real k = w / fm_zeps(s->r2);
  FM_UNUSED_RNG;
  s->px += s->tx * k * FM_PAR(ovoid_x);
  s->py += s->ty * k * FM_PAR(ovoid_y);
}

/* 560: ovoid3d: ovoid in 3D, the inversion in the sphere stretched by (x, y, z). */
FM_VAR(ovoid3d) {
  const fm_real k = w / fm_zeps(s->r2 + s->tz * s->tz);
  FM_UNUSED_RNG;
  s->px += s->tx * k * FM_PAR(ovoid3d_x);
  s->py += s->ty * k * FM_PAR(ovoid3d_y);
  s->pz += s->tz * k * FM_PAR(ovoid3d_z);
}

/* 561: point_symmetry: the point, scaled by w about the centre, turned about it by a random one
 * of `order` equal steps (order-fold rotational symmetry about the centre, which the weight does
 * not move). */
FM_VAR(point_symmetry) {
  const fm_real order = FM_PAR(point_symmetry_order);
  const fm_real cx = FM_PAR(point_symmetry_centre_x), cy = FM_PAR(point_symmetry_centre_y);
  const fm_real a = floor(fm_rng_01(rng) * order) * (FM_2PI_F10 / fm_zeps(order));
  const fm_real dx = (s->tx - cx) * w, dy = (s->ty - cy) * w;
  const fm_real ca = cos(a), sa = sin(a);
  s->px += cx + dx * ca + dy * sa;
  s->py += cy + dy * ca - dx * sa;
}

/* 562: scry_3D: scry in 3D: the point over |p|·(|p|² + 1/w) (the weight softens the inversion
 * instead of scaling it); a point on the plane z = 0 takes its angle atan2(y, x) as its z. */
FM_VAR(scry_3D) {
  const fm_real t = s->r2 + s->tz * s->tz;
  const fm_real k = 1 / fm_zeps(sqrt(t) * (t + 1 / fm_zeps(w)));
  const fm_real z = s->tz == 0 ? fm_vs_atan_yx(s) : s->tz;
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += s->tx * k;
  s->py += s->ty * k;
  s->pz += z * k;
}

/* 563: sintrange: sinusoidal with each coordinate's sine scaled by its square plus W(1 − r²):
 * for W = 1 the unit circle's neighbourhood stays sinusoidal, the rest swells or folds. */
FM_VAR(sintrange) {
  const fm_real ww = FM_PAR(sintrange_w);
  const fm_real xx = s->tx * s->tx, yy = s->ty * s->ty;
  const fm_real v = (xx + yy) * ww;
  FM_UNUSED_RNG;
  s->px += w * sin(s->tx) * (xx + ww - v);
  s->py += w * sin(s->ty) * (yy + ww - v);
}

/* 564: spher: outside the unit circle, at random half the time spherical (w/r²), else linear;
 * inside it, 0 (the inner disc collapses to the origin, drawing nothing: no random draw there). */
FM_VAR(spher) {
  const fm_real r2 = fm_zeps(s->r2);
  FM_UNUSED_XF;
  if (r2 > 1) {
    if (fm_rng_01(rng) < FM_R(0.5)) {
      const fm_real k = w / r2;
      s->px += k * s->tx;
      s->py += k * s->ty;
    } else {
      s->px += w * s->tx;
      s->py += w * s->ty;
    }
  }
}

/* 565: sphyp3D: spherical in 3D with each axis's power of the squared radius of its own
 * (stretchX, …: 1 is the inversion, 0 linear); z only with zOn, else nothing is added to it
 * (Fractorium leaves its output's z as the variation before it left it, which no formula of a
 * single variation can hold: 0 here). */
FM_VAR(sphyp3D) {
  const fm_real t = fm_zeps(s->r2 + s->tz * s->tz);
  FM_UNUSED_RNG;
  s->px += s->tx * (w / pow(t, FM_PAR(sphyp3D_stretchX)));
  s->py += s->ty * (w / pow(t, FM_PAR(sphyp3D_stretchY)));
  if (fm_par_int(FM_PAR(sphyp3D_zOn), 0, 1) == 1) s->pz += s->tz * (w / pow(t, FM_PAR(sphyp3D_stretchZ)));
}

/* 566: squish: the point's square ring (the square of half-side s = max(|x|, |y|)) unrolled
 * to a perimeter coordinate p in [0, 8s), divided by `power` and moved to a random one of the
 * power copies, then rolled back onto the same square: power-fold symmetry of squares. */
FM_VAR(squish) {
  /* JWildfire's (FM_JWF_RULES: SquishFunc): power an integer (FTOI, at least 2), and the last
   * edge's y subtracted */
  const int jwf = FM_JWF_RULES(xf);
  const fm_real power = jwf ? fm_par_at_least(fm_jwf_int(FM_PAR(squish_power)), 2) : fm_par_at_least(FM_PAR(squish_power), 2);
  const fm_real ax = fabs(s->tx), ay = fabs(s->ty);
  fm_real sq, p;
  if (ax > ay) {
    sq = ax;
    p = s->tx > 0 ? s->ty : 4 * sq - s->ty;
  } else {
    sq = ay;
    p = s->ty > 0 ? 2 * sq - s->tx : 6 * sq + s->tx;
  }
  p = (1 / power) * (p + 8 * sq * floor(power * fm_rng_01(rng)));
  if (p <= sq) {
    s->px += w * sq;
    s->py += w * p;
  } else if (p <= 3 * sq) {
    s->px += w * (2 * sq - p);
    s->py += w * sq;
  } else if (p <= 5 * sq) {
    s->px += -(w * sq);
    s->py += w * (4 * sq - p);
  } else if (p <= 7 * sq) {
    s->px += -(w * (6 * sq - p));
    s->py += -(w * sq);
  } else {
    s->px += w * sq;
    s->py += jwf ? -(w * (8 * sq - p)) : w * (8 * sq - p);
  }
}

/* 567: sschecks: sine over r² (spherical of sinusoidal's point), moved by a checkerboard's
 * offset: (−x + rnd·U, −y) on the odd cells of side `size`, (x, y + rnd·U) on the even ones,
 * all times w (the weight applied twice to the sine part, as the plugin does). One draw either
 * way. Cells by Apophysis' rounding (fm_lrint_apo), their parity as an integer's. */
FM_VAR(sschecks) {
  const fm_real k = w / fm_zeps(s->r2);
  const fm_real inv = 1 / fm_zeps(FM_PAR(sschecks_size));
  const fm_real cell = fm_int_trunc(fm_lrint_apo(s->tx * inv) + fm_lrint_apo(s->ty * inv));
  const fm_real u = fm_rng_01(rng);
  fm_real dx, dy;
  if (fmod(cell, FM_R(2.0)) != 0) {
    dx = -FM_PAR(sschecks_x) + FM_PAR(sschecks_rnd) * u;
    dy = -FM_PAR(sschecks_y);
  } else {
    dx = FM_PAR(sschecks_x);
    dy = FM_PAR(sschecks_y) + FM_PAR(sschecks_rnd) * u;
  }
  s->px += w * (sin(s->tx) * k + dx);
  s->py += w * (sin(s->ty) * k + dy);
}

/* target0 and target2's rings: t's rings of width `size` (a negative t shifted by half a ring
 * first, so that the rings meet at 0 the plugin's way) turn the point by `even` in their first
 * half and `odd` in their second; the radius is kept, times w. A size of 0 (target0's default)
 * makes every t NaN, so every point takes `odd`, as in Fractorium. */
FM_FN void fm_target_rings10(fm_var_state *s, fm_real w, fm_real t, fm_real size, fm_real even, fm_real odd) {
  const fm_real half = size * FM_R(0.5);
  const fm_real r = fm_vs_r(s);
  fm_real a = fm_vs_atan_yx(s);
  if (t < 0) t -= half;
  t = fmod(fabs(t), size);
  a += t < half ? fm_par_cyclic(even, 0, FM_2PI_F10) : fm_par_cyclic(odd, 0, FM_2PI_F10);
  s->px += r * cos(a) * w;
  s->py += r * sin(a) * w;
}

/* 568: target0: rings of log-radius (concentric rings, each twice as wide as the last). */
FM_VAR(target0) {
  FM_UNUSED_RNG;
  fm_target_rings10(s, w, log(fm_vs_r(s)), fm_par_at_least(FM_PAR(target0_size), 0), FM_PAR(target0_even),
                    FM_PAR(target0_odd));
}

/* 569: target2: target0's rings wound into a spiral: t is tightness·ln r plus the angle's share
 * of the turn, (φ + π)/π. */
FM_VAR(target2) {
  const fm_real t = FM_PAR(target2_thightness) * log(fm_vs_r(s)) + FM_R(FM_M_1_PI) * (fm_vs_atan_yx(s) + FM_R(FM_PI));
  FM_UNUSED_RNG;
  fm_target_rings10(s, w, t, fm_par_at_least(FM_PAR(target2_size), FM_R(FM_REAL_EPSILON)), FM_PAR(target2_even),
                    FM_PAR(target2_odd));
}

#endif
