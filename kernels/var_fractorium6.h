/*
 * var_fractorium6.h — Apophysis plugins as Fractorium has them (Variations0N.h), each checked
 * against Fractorium's own code on points and parameters of realistic ranges (tests/data/
 * variation_refs, made by tests/tools/ember_refs.sh; tests/unit/test_variation_refs.c). Its
 * conventions are var_fractorium4.h's: parameters normalised as Fractorium's reading normalises
 * them (fm_par_*), Fractorium's angle convention (its cosa is x/r, its sina y/r), a 3D one
 * (FM_VARS_3D) adding its z to pz, the 2D ones adding nothing to z (Fractorium's DefaultZ:
 * 0 for a normal variation). None of them draws random numbers or sets the colour.
 * 490: roundspher, 491: spherivoid (3D), 492: erf, 493: xerf (3D), 494: eMod, 495: ePush,
 * 496: eRotate, 497: eSwirl, 498: eCollide, 499: hole, 500: lens, 501: pulse,
 * 502: sinusoidal3D (3D), 503: projective.
 * (variations.h includes it after var_fractorium4.h, whose elliptic coordinates the e-family
 * here shares with eScale and eMotion; nowhere else includes it). Common subset of C17 and
 * CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_FRACTORIUM6_H
#define FLAMEBUILD_VAR_FRACTORIUM6_H

/* The families whose helpers this one calls (a kernel of its own includes only the families
 * its variations need: kernels/codegen_families.c). */
#include "var_fractorium4.h"

/* ---- roundspher, spherivoid, erf, xerf ---------------------------------------------------- */

/* 490: roundspher: spherical with its 1/r² softened by (2/π)² (the plugin's constant, as
 * Fractorium's CPU code has it), and the weight applied twice, as the plugin does. Fractorium's
 * (w/r²)·x / (1/r² + c) is w·x / (1 + c·r²): the same number without 1/r², which overflows
 * float for a point near the origin (at r = 0 both give 0). */
FM_VAR(roundspher) {
  const fm_real c = FM_R(FM_M_2_PI) * FM_R(FM_M_2_PI);
  const fm_real k = w * w / (1 + c * s->r2);
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += k * s->tx;
  s->py += k * s->ty;
}

/* 491: spherivoid: the point pushed out from the 3D origin by `radius` along its ray (a void of
 * that radius about the origin). Fractorium finds the polar angle φ by acos(z/|p|) and takes its
 * sine and cosine again, which in float loses half the digits where φ is near 0 or π; sin φ is
 * r/|p| and cos φ z/|p|, so the output is the point times (|p| + radius)/|p|. */
FM_VAR(spherivoid) {
  const fm_real zr = hypot(s->tz, fm_vs_r(s));
  const fm_real k = w * (zr + FM_PAR(spherivoid_radius)) / zr;
  FM_UNUSED_RNG;
  s->px += k * s->tx;
  s->py += k * s->ty;
  s->pz += k * s->tz;
}

/* 492: erf: the error function of each coordinate, squashing the plane into the square ±1. */
FM_VAR(erf) {
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += w * erf(s->tx);
  s->py += w * erf(s->ty);
}

/* 493: xerf: erf in 3D, but a coordinate of 2 or more in size (where erf is flat at ±1) is
 * divided by the point's squared 3D radius instead, spreading the far points back inward. */
FM_VAR(xerf) {
  const fm_real r2 = s->r2 + s->tz * s->tz;
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += w * (fabs(s->tx) >= 2 ? s->tx / r2 : erf(s->tx));
  s->py += w * (fabs(s->ty) >= 2 ? s->ty / r2 : erf(s->ty));
  s->pz += w * (fabs(s->tz) >= 2 ? s->tz / r2 : erf(s->tz));
}

/* ---- the elliptic family: eMod, ePush, eRotate, eSwirl, eCollide -------------------------- */

/* Each takes the point's elliptic coordinates (μ, ν) about the foci ±1 (var_fractorium4.h's
 * fm_f4_elliptic: Fractorium's values, without the cancellation of its (|z+1| + |z−1|)/2 and
 * acos near the real axis), changes them and maps them back: (cosh μ cos ν, sinh μ sin ν). */

/* 494: eMod: μ taken modulo 2·radius inside the ellipse μ < radius, shifted by distance·radius
 * one way above the axis (ν > 0) and the other way below it. */
FM_VAR(eMod) {
  const fm_real radius = fm_par_at_least(FM_PAR(eMod_radius), 0);
  const fm_real shift = fm_par_cyclic(FM_PAR(eMod_distance), 0, 2) * radius;
  fm_real mu, nu;
  FM_UNUSED_RNG;
  fm_f4_elliptic(s->tx, s->ty, s->r2, &mu, &nu);
  if (mu < radius && -mu < radius) {
    if (nu > 0)
      mu = fmod(mu + radius + shift, 2 * radius) - radius;
    else
      mu = fmod(mu - radius - shift, 2 * radius) + radius;
  }
  fm_f4_elliptic_add(s, w, mu, nu);
}

/* 495: ePush: μ scaled by dist and moved by push (the ellipses pushed out or in; past μ = 0 they
 * come back mirrored), ν turned by rotate (in [−π, π]). */
FM_VAR(ePush) {
  fm_real mu, nu;
  FM_UNUSED_RNG;
  fm_f4_elliptic(s->tx, s->ty, s->r2, &mu, &nu);
  nu += fm_par_cyclic(FM_PAR(ePush_rotate), -FM_R(FM_PI), FM_R(FM_PI));
  mu = mu * FM_PAR(ePush_dist) + FM_PAR(ePush_push);
  fm_f4_elliptic_add(s, w, mu, nu);
}

/* 496: eRotate: ν turned by rotate along its ellipse, kept in [−π, π) the way C's fmod keeps
 * it (an angle below −π stays below). */
FM_VAR(eRotate) {
  const fm_real pi = FM_R(FM_PI);
  fm_real mu, nu;
  FM_UNUSED_RNG;
  fm_f4_elliptic(s->tx, s->ty, s->r2, &mu, &nu);
  nu = fmod(nu + fm_par_cyclic(FM_PAR(eRotate_rotate), -pi, pi) + pi, FM_2PI_F4) - pi;
  fm_f4_elliptic_add(s, w, mu, nu);
}

/* 497: eSwirl: ν turned by out·μ + in/μ: the outer ellipses by their size, the inner ones (μ
 * near 0, the segment between the foci) the more the thinner they are. */
FM_VAR(eSwirl) {
  fm_real mu, nu;
  FM_UNUSED_RNG;
  fm_f4_elliptic(s->tx, s->ty, s->r2, &mu, &nu);
  nu = nu + mu * FM_PAR(eSwirl_out) + FM_PAR(eSwirl_in) / mu;
  fm_f4_elliptic_add(s, w, mu, nu);
}

/* 498: eCollide: ν's half-turn [0, π] cut into `num` slices, each turned by a·π/num within
 * itself (modulo the slice), alternate slices the opposite way; below the axis mirrored (the
 * axis itself counts as below). */
FM_VAR(eCollide) {
  const fm_real num = fm_par_int(FM_PAR(eCollide_num), 1, FM_R(2147483647.0));
  const fm_real turn = FM_R(FM_PI) * fm_par_cyclic(FM_PAR(eCollide_a), 0, 1) / num;
  const fm_real slice = FM_R(FM_PI) / num;
  fm_real mu, nu;
  FM_UNUSED_RNG;
  fm_f4_elliptic(s->tx, s->ty, s->r2, &mu, &nu);
  nu = fabs(nu);
  const fm_real alt = floor(nu * (num * FM_R(FM_M_1_PI)));
  nu = alt * slice + fmod(fmod(alt, FM_R(2.0)) == 0 ? nu + turn : nu - turn, slice);
  if (!(s->ty > 0)) nu = -nu;
  fm_f4_elliptic_add(s, w, mu, nu);
}

/* ---- hole, lens, pulse, sinusoidal3D, projective ------------------------------------------ */

/* 499: hole: the radius replaced by one that grows with the angle, δ = (φ/π + 1)^a (φ = atan2(y,
 * x)): with inside 1, w·δ/(r + δ), which folds the plane into a disc of radius δ; with inside 0,
 * w·r + δ, a hole of radius δ cut at the origin (the weight scales r only, as in the plugin). */
FM_VAR(hole) {
  const fm_real delta = pow(fm_vs_atan_yx(s) / FM_R(FM_PI) + 1, FM_PAR(hole_a));
  const fm_real r = fm_vs_r(s);
  const fm_real rr = fm_par_int(FM_PAR(hole_inside), 0, 1) != 0 ? w * delta / (r + delta) : w * r + delta;
  const fm_real inv = 1 / fm_zeps(r);
  FM_UNUSED_RNG;
  s->px += rr * (s->tx * inv);
  s->py += rr * (s->ty * inv);
}

/* 500: lens: the complex square halved, z²/2 (its real part halved, its imaginary part x·y). */
FM_VAR(lens) {
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += FM_R(0.5) * (s->tx * s->tx - s->ty * s->ty) * w;
  s->py += s->tx * s->ty * w;
}

/* 501: pulse: each coordinate plus a sine of itself (waves along each axis of its own). */
FM_VAR(pulse) {
  FM_UNUSED_RNG;
  s->px += w * (s->tx + FM_PAR(pulse_scalex) * sin(s->tx * FM_PAR(pulse_freqx)));
  s->py += w * (s->ty + FM_PAR(pulse_scaley) * sin(s->ty * FM_PAR(pulse_freqy)));
}

/* 502: sinusoidal3D: sinusoidal in x and y, z the angle atan2(x², y²) (in [0, π/2]) times cos z. */
FM_VAR(sinusoidal3D) {
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += w * sin(s->tx);
  s->py += w * sin(s->ty);
  s->pz += w * (atan2(s->tx * s->tx, s->ty * s->ty) * cos(s->tz));
}

/* 503: projective: a projective map of the plane, (A1 x + B1 y + C1, A2 x + B2 y + C2) over
 * A x + B y + C (the identity at the defaults); the line where that vanishes goes to infinity. */
FM_VAR(projective) {
  const fm_real x = s->tx, y = s->ty;
  const fm_real k = w / fm_zeps(FM_PAR(projective_A) * x + FM_PAR(projective_B) * y + FM_PAR(projective_C));
  FM_UNUSED_RNG;
  s->px += (FM_PAR(projective_A1) * x + FM_PAR(projective_B1) * y + FM_PAR(projective_C1)) * k;
  s->py += (FM_PAR(projective_A2) * x + FM_PAR(projective_B2) * y + FM_PAR(projective_C2)) * k;
}

#endif
