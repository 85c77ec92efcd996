/*
 * var_jwf_surfaces.h — JWildfire's 3D surfaces and z shapers: points drawn on a parametric
 * surface or curve (superShape3d, spirograph3D, seashell3D), and Larry Berlin's inflateZ family,
 * which only raise z. Each as JWildfire computes it (its variation/NAMEFunc.java), checked
 * against JWildfire's own code (tests/tools/jwf_refs.sh; tests/unit/test_variation_refs.c),
 * random ones draw for draw. All compute z (FM_VARS_3D).
 * 348: superShape3d, 349: spirograph3D, 350: seashell3D, 351: inflateZ_1, 352: inflateZ_4,
 * 353: inflateZ_5, 354: inflateZ_6.
 * (variations.h includes it after var_jwildfire.h, whose fm_jwf_int and fm_java_int it uses;
 * nowhere else includes it). Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWF_SURFACES_H
#define FLAMEBUILD_VAR_JWF_SURFACES_H

/* The families whose helpers this one calls (a kernel of its own includes only the families
 * its variations need: kernels/codegen_families.c). */
#include "var_jwildfire.h"

/* An integer parameter through JWildfire's FTOI, held to [lo, hi] (its limitIntVal). */
FM_FN fm_real fm_jwf_int_in(fm_real v, fm_real lo, fm_real hi) {
  const fm_real i = fm_jwf_int(v);
  return i < lo ? lo : i > hi ? hi : i;
}

/* Whether JWildfire's random(Integer.MAX_VALUE), (int)(U·(2^31 − 1)), is odd: a coin. In double
 * as Java computes it; float cannot hold the integer (beyond 2^24 it is always even), so there
 * the same integer from the raw 32 bits, which double's rounding changes only where the product
 * lies within 2^-22 of a whole number. Draws one number. */
FM_FN int fm_jwf_coin_of_int(fm_rng *rng) {
#ifdef FM_REAL_FLOAT
  return (int)((((fm_u64)fm_rng_u32(rng)) * 2147483647u) >> 32) & 1;
#else
  fm_real v = fm_java_int(fm_rng_01(rng) * FM_R(2147483647.0));
  if (v >= FM_R(2147483647.0)) v = FM_R(2147483646.0); /* its result stays below the bound */
  return fmod(v, FM_R(2.0)) != 0;
#endif
}

/* 348: superShape3d (David Young's): a point of Gielis' superformula in two angles, ρ = U·rho·2/π
 * and φ = ±U·phi·2/π (the sign a coin), its radii r1 (of ρ, m1, a1, b1, n*_1, plus spiral·ρ)
 * and r2 (of φ, …_2) spherical (r1·r2 on the sphere's angles) or, with toroidmap, toroidal
 * (r1 the ring, r2 its tube). Draws three numbers. */
FM_VAR(superShape3d) {
  const fm_real rho1 = fm_rng_01(rng) * (FM_PAR(superShape3d_rho) * FM_R(2.0 / FM_PI));
  fm_real phi1 = fm_rng_01(rng) * (FM_PAR(superShape3d_phi) * FM_R(2.0 / FM_PI));
  if (fm_jwf_coin_of_int(rng)) phi1 = -phi1;
  const fm_real sinr = sin(rho1), cosr = cos(rho1), sinp = sin(phi1), cosp = cos(phi1);
  const fm_real ar = FM_PAR(superShape3d_m1) / FM_R(4.0) * rho1, ap = FM_PAR(superShape3d_m2) / FM_R(4.0) * phi1;
  const fm_real n21 = FM_PAR(superShape3d_n2_1), n31 = FM_PAR(superShape3d_n3_1);
  const fm_real n22 = FM_PAR(superShape3d_n2_2), n32 = FM_PAR(superShape3d_n3_2);
  const fm_real pr1 = pow(fabs(FM_R(1.0) / FM_PAR(superShape3d_a1)), n21) * pow(fabs(cos(ar)), n21) +
                      pow(fabs(FM_R(1.0) / FM_PAR(superShape3d_b1)), n31) * pow(fabs(sin(ar)), n31);
  const fm_real pr2 = pow(fabs(FM_R(1.0) / FM_PAR(superShape3d_a2)), n22) * pow(fabs(cos(ap)), n22) +
                      pow(fabs(FM_R(1.0) / FM_PAR(superShape3d_b2)), n32) * pow(fabs(sin(ap)), n32);
  const fm_real r1 = pow(pr1, FM_R(-1.0) / FM_PAR(superShape3d_n1_1)) + FM_PAR(superShape3d_spiral) * rho1;
  const fm_real r2 = pow(pr2, FM_R(-1.0) / FM_PAR(superShape3d_n1_2));
  if (fm_jwf_int_in(FM_PAR(superShape3d_toroidmap), 0, 1) == 1) {
    s->px += w * cosr * (r1 + r2 * cosp);
    s->py += w * sinr * (r1 + r2 * cosp);
  } else {
    s->px += w * r1 * cosr * r2 * cosp;
    s->py += w * r1 * sinr * r2 * cosp;
  }
  s->pz += w * r2 * sinp;
}

/* 349: spirograph3D: the spirograph's point at t = tmin + U·(tmax − tmin), lifted by
 * c·sin((a+b)/b·t), widened by mode: 0 one offset on all three axes, 1 one offset turned by
 * 36t on the three, 2 three offsets, 3 three bell-shaped ones, 4 ±width on x. direct_color sets
 * the colour to t's turn, t/2π mod 1. Draws 1 + (1, 1, 3, 12, 1) numbers. */
FM_VAR(spirograph3D) {
  const fm_real a = FM_PAR(spirograph3D_a), b = FM_PAR(spirograph3D_b), c = FM_PAR(spirograph3D_c);
  const fm_real tmin = FM_PAR(spirograph3D_tmin), width = FM_PAR(spirograph3D_width);
  const fm_real t = (FM_PAR(spirograph3D_tmax) - tmin) * fm_rng_01(rng) + tmin;
  const int mode = (int)fm_jwf_int_in(FM_PAR(spirograph3D_mode), 0, 4);
  fm_real w1 = 0, w2 = 0, w3 = 0;
  if (mode == 0) {
    w1 = w2 = w3 = width * fm_rng_01(rng) - width / 2;
  } else if (mode == 1) {
    const fm_real o = width * fm_rng_01(rng) - width / 2;
    w2 = o * sin(36 * t + FM_R(2.0 * FM_PI) / 3);
    w3 = o * sin(36 * t + 2 * FM_R(2.0 * FM_PI) / 3);
    w1 = o * sin(36 * t);
  } else if (mode == 2) {
    w1 = width * fm_rng_01(rng) - width / 2;
    w2 = width * fm_rng_01(rng) - width / 2;
    w3 = width * fm_rng_01(rng) - width / 2;
  } else if (mode == 3) {
    w1 = width * fm_rng_gauss4(rng) / 2;
    w2 = width * fm_rng_gauss4(rng) / 2;
    w3 = width * fm_rng_gauss4(rng) / 2;
  } else {
    w1 = fm_rng_01(rng) < FM_R(0.5) ? width : -width;
  }
  const fm_real ab = a + b, inner = ab / b * t;
  s->px += w * (ab * cos(t) - c * cos(inner) + w1);
  s->py += w * (ab * sin(t) - c * sin(inner) + w2);
  s->pz += w * (c * sin(inner) + w3);
  if (fm_jwf_int_in(FM_PAR(spirograph3D_direct_color), 0, 1) != 0) s->color = fmod(t / FM_R(2.0 * FM_PI), FM_R(1.0));
}

/* 350: seashell3D (Jesús Sosa's, after Paul Bourke's shell): a point of the shell at t = 2π·U
 * along its nSpirals turns (Java's (int) of the parameter) and s = 2π·U around its tube, whose
 * radius final_radius·(1 − t/2π) shrinks to inner_radius while it climbs height. Draws two. */
FM_VAR(seashell3D) {
  const fm_real t = FM_R(2.0 * FM_PI) * fm_rng_01(rng);
  const fm_real sa = FM_R(2.0 * FM_PI) * fm_rng_01(rng);
  const fm_real n = fm_java_int(FM_PAR(seashell3D_nSpirals));
  const fm_real a = FM_PAR(seashell3D_final_radius), c = FM_PAR(seashell3D_inner_radius);
  const fm_real tube = a * (1 - t / FM_R(2.0 * FM_PI));
  s->px += (tube * cos(n * t) * (FM_R(1.0) + cos(sa)) + c * cos(n * t)) * w;
  s->py += (tube * sin(n * t) * (FM_R(1.0) + cos(sa)) + c * sin(n * t)) * w;
  s->pz += (FM_PAR(seashell3D_height) * t / FM_R(2.0 * FM_PI) + tube * sin(sa)) * w;
}

/* The inflateZ family (Larry Berlin's): z only, a shape of the point's angle θ = atan2(y, x);
 * x and y get nothing. 351: inflateZ_1, sin θ − 2y. */
FM_VAR(inflateZ_1) {
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->pz += w * (sin(atan2(s->ty, s->tx)) - s->ty * FM_R(2.0));
}

/* 352: inflateZ_4, (π/2 − θ)/4 with a random sign (the negative one when U < ½). Draws one. */
FM_VAR(inflateZ_4) {
  const fm_real ang = atan2(s->ty, s->tx);
  fm_real v = FM_R(FM_M_PI_2) - ang;
  FM_UNUSED_XF;
  if (fm_rng_01(rng) < FM_R(0.5)) v = -v;
  s->pz += w * v * FM_R(0.25);
}

/* 353: inflateZ_5, cos(π/2 − θ)/2. */
FM_VAR(inflateZ_5) {
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->pz += w * (cos(FM_R(FM_M_PI_2) - atan2(s->ty, s->tx)) / FM_R(2.0));
}

/* 354: inflateZ_6, 1.5 − acos(sin θ · θ·sin(y − x)/2) (the argument within ±0.91). */
FM_VAR(inflateZ_6) {
  const fm_real ang = atan2(s->ty, s->tx);
  const fm_real kik = ang * sin(s->ty - s->tx);
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->pz += w * (FM_R(1.5) - acos(sin(ang) * kik * FM_R(0.5)));
}

#endif
