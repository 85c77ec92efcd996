/*
 * var_classic.h — flam3 variations 0–22, the classic ones.
 * (variations.h includes it after the per-point state, the helpers and FM_VAR; nowhere else
 * includes it). Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_CLASSIC_H
#define FLAMEBUILD_VAR_CLASSIC_H

/* ------------------------------------------------------------------------------------------ */
/* 0–22: the classic variations                                                                 */

FM_VAR(linear) {
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += w * s->tx;
  s->py += w * s->ty;
}

FM_VAR(sinusoidal) {
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += w * sin(s->tx);
  s->py += w * sin(s->ty);
}

FM_VAR(spherical) {
  fm_real k = w / (s->r2 + FM_VEPS);
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += k * s->tx;
  s->py += k * s->ty;
}

FM_VAR(swirl) {
  fm_real sn = sin(s->r2), cs = cos(s->r2);
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += w * (sn * s->tx - cs * s->ty);
  s->py += w * (cs * s->tx + sn * s->ty);
}

FM_VAR(horseshoe) {
  fm_real k = w / (fm_vs_r(s) + FM_VEPS);
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += (s->tx - s->ty) * (s->tx + s->ty) * k;
  s->py += FM_R(2.0) * s->tx * s->ty * k;
}

FM_VAR(polar) {
  fm_real nx = fm_vs_atan_xy(s) * FM_R(FM_M_1_PI);
  fm_real ny = fm_vs_r(s) - FM_R(1.0);
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += w * nx;
  s->py += w * ny;
}

FM_VAR(handkerchief) {
  fm_real a = fm_vs_atan_xy(s), r = fm_vs_r(s);
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += w * r * sin(a + r);
  s->py += w * r * cos(a - r);
}

FM_VAR(heart) {
  fm_real a = fm_vs_r(s) * fm_vs_atan_xy(s);
  fm_real k = w * fm_vs_r(s);
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += k * sin(a);
  s->py += (-k) * cos(a);
}

FM_VAR(disc) {
  fm_real a = fm_vs_atan_xy(s) * FM_R(FM_M_1_PI);
  fm_real r = FM_R(FM_PI) * fm_vs_r(s);
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += w * sin(r) * a;
  s->py += w * cos(r) * a;
}

FM_VAR(spiral) {
  fm_real r = fm_vs_r(s) + FM_VEPS;
  fm_real k = w / r;
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += k * (fm_vs_cosa(s) + sin(r));
  s->py += k * (fm_vs_sina(s) - cos(r));
}

FM_VAR(hyperbolic) {
  fm_real r = fm_vs_r(s) + FM_VEPS;
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += w * fm_vs_sina(s) / r;
  s->py += w * fm_vs_cosa(s) * r;
}

FM_VAR(diamond) {
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += w * fm_vs_sina(s) * cos(fm_vs_r(s));
  s->py += w * fm_vs_cosa(s) * sin(fm_vs_r(s));
}

FM_VAR(ex) {
  fm_real a = fm_vs_atan_xy(s), r = fm_vs_r(s);
  fm_real n0 = sin(a + r), n1 = cos(a - r);
  fm_real m0 = n0 * n0 * n0 * r, m1 = n1 * n1 * n1 * r;
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += w * (m0 + m1);
  s->py += w * (m0 - m1);
}

/* flam3: the half-turn is chosen by the low bit of one raw 32-bit draw. */
FM_VAR(julia) {
  fm_real a = FM_R(0.5) * fm_vs_atan_xy(s);
  fm_real k;
  FM_UNUSED_XF;
  if (fm_rng_u32(rng) & 1u) a += FM_R(FM_PI);
  k = w * sqrt(fm_vs_r(s));
  s->px += k * cos(a);
  s->py += k * sin(a);
}

FM_VAR(bent) {
  fm_real nx = s->tx, ny = s->ty;
  FM_UNUSED_XF; FM_UNUSED_RNG;
  if (nx < 0) nx = nx * FM_R(2.0);
  if (ny < 0) ny = ny / FM_R(2.0);
  s->px += w * nx;
  s->py += w * ny;
}

/* Reads the affine: amplitudes b, e (c[1][*]) and periods from c, f (c[2][*], precalculated). */
FM_VAR(waves) {
  /* An xform whose c or f is 0 asks for the sine of the point times 1/EPS = 10¹⁰ (an artist's
   * JWildfire flame: streaks of pseudo-random height); the device's own sine of so wide an
   * argument is 0, so it reduces it first (fm_sin_wide). */
  fm_real nx = s->tx + xf->c[1][0] * fm_sin_wide(s->ty * xf->pre[FM_PRE_WAVES_DX2]);
  fm_real ny = s->ty + xf->c[1][1] * fm_sin_wide(s->tx * xf->pre[FM_PRE_WAVES_DY2]);
  FM_UNUSED_RNG;
  s->px += w * nx;
  s->py += w * ny;
}

/* flam3: x and y come out swapped (unlike eyefish, which is the same map unswapped). */
FM_VAR(fisheye) {
  fm_real k = 2 * w / (fm_vs_r(s) + 1);
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += k * s->ty;
  s->py += k * s->tx;
}

/* Reads the affine translation c[2][*] as amplitudes. */
FM_VAR(popcorn) {
  fm_real dx = tan(3 * s->ty), dy = tan(3 * s->tx);
  fm_real nx = s->tx + xf->c[2][0] * sin(dx);
  fm_real ny = s->ty + xf->c[2][1] * sin(dy);
  FM_UNUSED_RNG;
  s->px += w * nx;
  s->py += w * ny;
}

FM_VAR(exponential) {
  fm_real m = w * exp(s->tx - FM_R(1.0));
  fm_real a = FM_R(FM_PI) * s->ty;
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += m * cos(a);
  s->py += m * sin(a);
}

FM_VAR(power) {
  fm_real k = w * pow(fm_vs_r(s), fm_vs_sina(s));
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += k * fm_vs_cosa(s);
  s->py += k * fm_vs_sina(s);
}

FM_VAR(cosine) {
  fm_real a = s->tx * FM_R(FM_PI);
  fm_real nx = cos(a) * cosh(s->ty);
  fm_real ny = -sin(a) * sinh(s->ty);
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += w * nx;
  s->py += w * ny;
}

/* Ring width from the affine c (c[2][0]); note x takes cosa = ty/r and y takes sina. */
FM_VAR(rings) {
  fm_real d = xf->c[2][0] * xf->c[2][0] + FM_VEPS;
  fm_real r = fm_vs_r(s);
  FM_UNUSED_RNG;
  r = w * (fmod(r + d, 2 * d) - d + r * (1 - d));
  s->px += r * fm_vs_cosa(s);
  s->py += r * fm_vs_sina(s);
}

/* Blade width and offset from the affine translation c[2][*]. */
FM_VAR(fan) {
  fm_real t = FM_R(FM_PI) * (xf->c[2][0] * xf->c[2][0] + FM_VEPS);
  fm_real half = FM_R(0.5) * t;
  fm_real a = fm_vs_atan_xy(s);
  fm_real r = w * fm_vs_r(s);
  FM_UNUSED_RNG;
  a += (fmod(a + xf->c[2][1], t) > half) ? -half : half;
  s->px += r * cos(a);
  s->py += r * sin(a);
}

#endif
