/*
 * var_fractorium7.h — more Apophysis plugins as Fractorium has them (Variations0N.h), each
 * checked against Fractorium's own code on points and parameters of realistic ranges, random
 * ones draw for draw (tests/data/variation_refs, made by tests/tools/ember_refs.sh;
 * tests/unit/test_variation_refs.c). Its conventions are var_fractorium4.h's: parameters
 * normalised as Fractorium's reading normalises them (fm_par_*), random draws as Fractorium's
 * Frand01 (fm_rng_01), the 2D ones adding nothing to z (Fractorium's DefaultZ: 0 for a normal
 * variation), the 3D one (FM_VARS_3D) adding its z to pz. Fractorium's per-xform precalculated
 * values are computed here from the parameters at each call.
 * 504: bCollide, 505: bMod, 506: bSwirl, 507: bisplit, 508: blocky, 509: concentric (3D,
 * random, replaces the sum so far), 510: crescents, 511: cylinder2, 512: fibonacci,
 * 513: fibonacci2, 514: foci_p, 515: glynnia2 (random), 516: GlynnSim4 (random),
 * 517: GlynnSim5 (random).
 * (variations.h includes it after var_fractorium3.h and var_fractorium4.h, whose fm_glynn_pull
 * and FM_2PI_F4 it uses; nowhere else includes it). Common subset of C17 and CUDA C++, as
 * variations.h.
 */
#ifndef FLAMEBUILD_VAR_FRACTORIUM7_H
#define FLAMEBUILD_VAR_FRACTORIUM7_H

/* The families whose helpers this one calls (a kernel of its own includes only the families
 * its variations need: kernels/codegen_families.c). */
#include "var_fractorium4.h"

/* ---- the bipolar family: bCollide, bMod, bSwirl ------------------------------------------- */

/* The point's bipolar coordinates about the foci ±1, as bTransform (var_fractorium4.h) takes
 * them: τ the log of the ratio of the distances to the two foci, σ the angle the foci subtend
 * seen from the point (π − the two angles at the foci). Fractorium takes τ as the difference of
 * the two squared distances' logs, which far from the foci (where τ ≈ 2x/r² is small) is all
 * rounding in float, and bSwirl divides by τ (test_precision found ratio 1.3e4 at 5000); the
 * squared distance to −1 is the one to +1 plus 4x, so τ = ½ log1p(4x / |z − 1|²): the same
 * number without the cancellation (in double within 1e-13 of Fractorium's). */
FM_FN void fm_f7_bipolar(fm_real x, fm_real y, fm_real *tau, fm_real *sigma) {
  const fm_real xm1 = x - 1;
  *tau = FM_R(0.5) * log1p(4 * x / (xm1 * xm1 + y * y));
  *sigma = FM_R(FM_PI) - atan2(y, x + 1) - atan2(y, 1 - x);
}

/* And back to the plane, (sinh τ, sin σ) / (cosh τ − cos σ), the weight applied. */
FM_FN void fm_f7_bipolar_add(fm_var_state *s, fm_real w, fm_real tau, fm_real sigma) {
  const fm_real den = fm_zeps(cosh(tau) - cos(sigma));
  s->px += w * sinh(tau) / den;
  s->py += w * sin(sigma) / den;
}

/* 504: bCollide: σ's turn cut into `num` slices of π/num, each turned within itself by a·π/num
 * (modulo the slice), alternate slices the opposite way: the circles through the foci shuffled. */
FM_VAR(bCollide) {
  const fm_real num = fm_par_clamp(FM_PAR(bCollide_num), FM_R(FM_REAL_EPSILON), FM_R(2147483647.0));
  const fm_real turn = FM_R(FM_PI) * fm_par_cyclic(FM_PAR(bCollide_a), -1, 1) / fm_zeps(num);
  const fm_real slice = FM_R(FM_PI) / fm_zeps(num);
  fm_real tau, sigma;
  FM_UNUSED_RNG;
  fm_f7_bipolar(s->tx, s->ty, &tau, &sigma);
  const fm_real alt = fm_int_trunc(sigma * (num * FM_R(FM_M_1_PI))); /* the plugin's int */
  sigma = alt * slice + fmod(fmod(alt, FM_R(2.0)) == 0 ? sigma + turn : sigma - turn, slice);
  fm_f7_bipolar_add(s, w, tau, sigma);
}

/* 505: bMod: τ taken modulo 2·radius within |τ| < radius (the circles about the foci inside the
 * radius-th one, shifted outward by distance·radius and wrapped). */
FM_VAR(bMod) {
  const fm_real radius = fm_par_at_least(FM_PAR(bMod_radius), 0);
  const fm_real distance = fm_par_cyclic(FM_PAR(bMod_distance), 0, 2);
  fm_real tau, sigma;
  FM_UNUSED_RNG;
  fm_f7_bipolar(s->tx, s->ty, &tau, &sigma);
  if (tau < radius && -tau < radius) tau = fmod(tau + radius + distance * radius, 2 * radius) - radius;
  fm_f7_bipolar_add(s, w, tau, sigma);
}

/* 506: bSwirl: σ turned by out·τ + in/τ: away from the foci by their distance, near the y axis
 * (τ near 0) the more the closer. */
FM_VAR(bSwirl) {
  fm_real tau, sigma;
  FM_UNUSED_RNG;
  fm_f7_bipolar(s->tx, s->ty, &tau, &sigma);
  sigma = sigma + tau * FM_PAR(bSwirl_out) + FM_PAR(bSwirl_in) / fm_zeps(tau);
  fm_f7_bipolar_add(s, w, tau, sigma);
}

/* ---- bisplit, blocky, concentric, crescents, cylinder2 ------------------------------------ */

/* 507: bisplit: cos y / tan x and −y / sin x at a tenth of the weight (the plugin's scale): the
 * plane split along x = kπ, each strip thrown outward towards its edges. */
FM_VAR(bisplit) {
  const fm_real w01 = w * FM_R(0.1);
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += w01 / tan(s->tx) * cos(s->ty);
  s->py += w01 / sin(s->tx) * (-s->ty);
}

/* 508: blocky: each coordinate's arcsine over the ellipse through the point with foci ±1
 * (x over the half-sum of the distances to (±1, 0), likewise y), scaled by x or y, divided by
 * 1 + (cos x + cos y)/mp, which bulges the result into blocks; the weight counts twice, as in the
 * plugin. atan2(a, √(1 − a²)) is asin a, kept for its values at |a| = 1. */
FM_VAR(blocky) {
  const fm_real mp = fm_par_nonzero(FM_PAR(blocky_mp));
  const fm_real v = w / FM_R(1.57079632679489661923);
  const fm_real r = w / fm_zeps((cos(s->tx) + cos(s->ty)) / mp + 1);
  const fm_real tmp = s->r2 + 1, x2 = 2 * s->tx, y2 = 2 * s->ty;
  const fm_real xmax = FM_R(0.5) * (sqrt(tmp + x2) + sqrt(tmp - x2));
  const fm_real ymax = FM_R(0.5) * (sqrt(tmp + y2) + sqrt(tmp - y2));
  fm_real a = s->tx / fm_zeps(xmax), b = 1 - a * a;
  FM_UNUSED_RNG;
  s->px += v * FM_PAR(blocky_x) * atan2(a, b > 0 ? sqrt(b) : 0) * r;
  a = s->ty / fm_zeps(ymax);
  b = 1 - a * a;
  s->py += v * FM_PAR(blocky_y) * atan2(a, b > 0 ? sqrt(b) : 0) * r;
}

/* 509: concentric: the point forgotten: a random point on one of `density` rings of radii
 * k/density·radius (k < density), spread by R_blur across the ring, its z minus the ring's level
 * (a stack of rings, the outer lower) spread by Z_blur. As in the plugin it replaces the sum of
 * the variations before it (pre and post forms start from an empty sum anyway). The draws, in
 * Fractorium's order: ring, angle, then the radial and z blurs where they are not 0. */
FM_VAR(concentric) {
  const fm_real density = fm_par_nonzero(FM_PAR(concentric_density));
  const fm_real rblur = FM_PAR(concentric_R_blur), zblur = FM_PAR(concentric_Z_blur);
  const fm_real lvl = floor(fm_rng_01(rng) * density) / fm_zeps(density);
  const fm_real a = fm_rng_01(rng) * FM_2PI_F4;
  fm_real rr = lvl * FM_PAR(concentric_radius), zb = 0;
  if (rblur != 0) rr += (sqrt(fm_rng_01(rng)) * 2 - 1) * rblur;
  s->px = rr * cos(a) * w;
  s->py = rr * sin(a) * w;
  if (zblur != 0) zb = (fm_rng_01(rng) * 2 - 1) * zblur;
  s->pz = (-lvl + zb) * w;
}

/* 510: crescents: (sin x, cos x) scaled by sin²x · (cosh y + 1): the strips of x map to loops
 * through the origin, y widening them. */
FM_VAR(crescents) {
  const fm_real sx = sin(s->tx), sx2 = sx * sx, cy1 = cosh(s->ty) + 1;
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += w * sx * cy1 * sx2;
  s->py += w * cos(s->tx) * cy1 * sx2;
}

/* 511: cylinder2: x squashed into (−1, 1) by x/√(x² + 1), y kept. */
FM_VAR(cylinder2) {
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += w * (s->tx / fm_zeps(sqrt(s->tx * s->tx + 1)));
  s->py += w * s->ty;
}

/* ---- fibonacci, fibonacci2, foci_p -------------------------------------------------------- */

/* Binet's formula for the Fibonacci numbers, F(z) = (φ^z − (−φ)^−z)/√5, continued to the complex
 * z = x + iy ((−1)^−z as e^−iπz): fibonacci2 scales both powers by sc and their exponents by sc2
 * (fibonacci: both 1). */
FM_FN void fm_f7_binet(fm_var_state *s, fm_real w, fm_real sc, fm_real sc2) {
  const fm_real lnphi = log(FM_R(1.61803398874989484820)), five = 1 / FM_R(2.23606797749978969641);
  const fm_real x = s->tx, y = s->ty;
  const fm_real a1 = y * lnphi, a2 = (x * FM_R(FM_PI) + y * lnphi) * -1;
  const fm_real e1 = sc * exp(sc2 * (x * lnphi)), e2 = sc * exp(sc2 * ((x * lnphi - y * FM_R(FM_PI)) * -1));
  s->px += w * (e1 * cos(a1) - e2 * cos(a2)) * five;
  s->py += w * (e1 * sin(a1) - e2 * sin(a2)) * five;
}

/* 512: fibonacci. */
FM_VAR(fibonacci) {
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  fm_f7_binet(s, w, 1, 1);
}

/* 513: fibonacci2. */
FM_VAR(fibonacci2) {
  FM_UNUSED_RNG;
  fm_f7_binet(s, w, FM_PAR(fibonacci2_sc), FM_PAR(fibonacci2_sc2));
}

/* 514: foci_p: foci with the two exponentials' halves as parameters, (c1·eˣ − c2·e⁻ˣ, sin y)
 * over c1·eˣ + c2·e⁻ˣ − cos y (c1 = c2 = ½ is foci). */
FM_VAR(foci_p) {
  const fm_real c1 = FM_PAR(foci_p_c1), c2 = FM_PAR(foci_p_c2);
  FM_UNUSED_RNG;
#ifdef FM_REAL_FLOAT
  /* Beyond |x| = 40 eˣ or e⁻ˣ nears float's overflow (at 88.7 it is inf, and the point NaN where
   * double gives ±w): numerator and divisor both times e^−|x|, the same ratio in small terms. */
  if (fabs(s->tx) > 40) {
    const fm_real e = exp(-fabs(s->tx)), e2 = e * e;
    const fm_real num = s->tx > 0 ? c1 - c2 * e2 : c1 * e2 - c2;
    const fm_real den = s->tx > 0 ? c1 + c2 * e2 : c1 * e2 + c2;
    const fm_real kf = w / fm_zeps(den - cos(s->ty) * e);
    s->px += num * kf;
    s->py += sin(s->ty) * e * kf;
    return;
  }
#endif
  const fm_real ex = fm_zeps(exp(s->tx));
  const fm_real ex2 = ex * c1, enx = c2 / ex;
  const fm_real k = w / fm_zeps(ex2 + enx - cos(s->ty));
  s->px += (ex2 - enx) * k;
  s->py += sin(s->ty) * k;
}

/* ---- glynnia2, GlynnSim4, GlynnSim5 ------------------------------------------------------- */

/* 515: glynnia2: glynnia (var_fractorium3.h) with the halves split by the x axis where glynnia
 * splits by the unit circle: above it (and off the origin) a square root of the folded plane or
 * its inverse, at random; below, the same mirrored in x. r + x as glynnia takes it
 * (fm_r_plus_x: test_precision found float's own sum 43 times its tolerance near the axis). */
FM_VAR(glynnia2) {
  FM_UNUSED_XF;
  fm_glynnia_halves(s, w, rng, fm_vs_r(s) > 0 && s->ty > 0);
}

/* 516: GlynnSim4: inside the circle of `radius` every point goes to (X, Y); outside it is pulled
 * in (var_fractorium3.h's fm_glynn_pull), contrast held in [0, 1]. */
FM_VAR(GlynnSim4) {
  const fm_real radius = FM_PAR(GlynnSim4_radius);
  if (fm_vs_r(s) < radius) {
    s->px += w * FM_PAR(GlynnSim4_X);
    s->py += w * FM_PAR(GlynnSim4_Y);
  } else {
    const fm_real contrast = fm_par_clamp(FM_PAR(GlynnSim4_contrast), 0, 1);
    const fm_real k = w * fm_glynn_pull(radius, fm_vs_r(s), contrast, FM_PAR(GlynnSim4_pow), rng);
    s->px += k * s->tx;
    s->py += k * s->ty;
  }
}

/* 517: GlynnSim5: inside radius + thickness every point goes to the origin; outside, a point
 * the pull would draw in (with probability contrast·(radius/r)^pow) lands on the diagonal at
 * (radius/r)² (the plugin's, not the point scaled), the others stay. */
FM_VAR(GlynnSim5) {
  const fm_real radius = FM_PAR(GlynnSim5_radius), r = fm_vs_r(s);
  if (r < radius + FM_PAR(GlynnSim5_thickness)) return; /* adds 0 */
  const fm_real contrast = fm_par_clamp(FM_PAR(GlynnSim5_contrast), 0, 1);
  const fm_real alpha = fabs(radius / fm_zeps(r));
  if (fm_rng_01(rng) > contrast * pow(alpha, FM_PAR(GlynnSim5_pow))) {
    s->px += w * s->tx;
    s->py += w * s->ty;
  } else {
    s->px += w * (alpha * alpha);
    s->py += w * (alpha * alpha);
  }
}

#endif
