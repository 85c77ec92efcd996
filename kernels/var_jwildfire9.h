/*
 * var_jwildfire9.h — more of JWildfire's own variations (from 675; 639-674 have no variation
 * here), each as JWildfire computes it (its variation/NAMEFunc.java), checked against
 * JWildfire's own code (tests/tools/jwf_refs.sh; tests/unit/test_variation_refs.c), with
 * var_jwildfire4.h's conventions: an int parameter read through fm_jwf_int (Tools.FTOI) or
 * fm_java_int (a cast), what JWildfire's init() derives from the parameters derived here, per
 * call; the 2D ones carry z by the flame's z mode (FM_VARS_CARRY_Z's comment).
 * 675: sqrt_acosech, 676: sqrt_acosh, 677: sqrt_acoth, 678: sqrt_asech, 679: sqrt_asinh,
 * 680: sqrt_atanh, 681: apollony, 682: circular, 683: circular2, 684: log_apo, 685: log_tile2
 * (3D), 686: devil_warp, 687: dustpoint.
 * (variations.h includes it after the other var_*.h, whose helpers it uses; nowhere else
 * includes it). Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWILDFIRE9_H
#define FLAMEBUILD_VAR_JWILDFIRE9_H

/* ---- shared steps ------------------------------------------------------------------------ */

/* Java's Math.round of a double: floor(v + ½), NaN to 0, saturated at long's range (−∞, the
 * log of a draw of exactly 0, gives long's least). */
FM_FN fm_real fm_java_round(fm_real v) {
  if (!(v == v)) return 0;
  if (v >= FM_R(9.2233720368547758e18)) return FM_R(9.2233720368547758e18);
  if (v <= FM_R(-9.2233720368547758e18)) return FM_R(-9.2233720368547758e18);
  return floor(v + FM_R(0.5));
}

/* The shader hash of Tatyana Zabanova's plugins, sin(kx·x + ky·y + seed)·43758.5453 less its
 * integer part (Java's cast, toward zero: in (−1, 1)). In double on every side: in float the
 * product keeps no correct digit after the point (as var_fractorium11.h's fm_f11_hash), and the
 * test's inputs reach both sides rounded to float alike. */
FM_FN double fm_jw9_hash(double x, double y, double kx, double ky, double seed) {
  const double v = sin(x * kx + y * ky + seed) * 43758.5453;
  return v - trunc(v);
}

/* Which of dark-beam's complex inverse hyperbolic functions (JWildfire's base/mathlib/Complex)
 * follows: the class's AcosecH is its AcosH of 1/z and its AsecH its AsinH of 1/z (the two
 * swapped against the textbook's), and its AcotH its AtanH of 1/z: kept. */
enum { FM_JW9_ACOSECH, FM_JW9_ACOSH, FM_JW9_ACOTH, FM_JW9_ASECH, FM_JW9_ASINH, FM_JW9_ATANH };

FM_FN void fm_jw9_inv_hyp(fm_real *re, fm_real *im, int kind) {
  if (kind == FM_JW9_ACOSECH || kind == FM_JW9_ACOTH || kind == FM_JW9_ASECH) fm_jwf_recip(re, im);
  if (kind == FM_JW9_ACOSECH || kind == FM_JW9_ACOSH) fm_jwf_acosh(re, im);
  else if (kind == FM_JW9_ASECH || kind == FM_JW9_ASINH) fm_jwf_asinh_acosh(re, im, FM_R(1.0));
  else fm_jwf_atanh(re, im);
}

/* The sqrt_* family (Whittaker Courtney's): the class's √z, then the function, times w·2/π, on
 * one of the two branches (±) by a coin: the image and its point reflection. Draws the coin. */
FM_FN void fm_jw9_sqrt_trig(fm_var_state *s, fm_real w, fm_rng *rng, int kind) {
  fm_real re = s->tx, im = s->ty;
  const fm_real k = w * FM_R(FM_M_2_PI);
  fm_jwf_sqrt(&re, &im);
  fm_jw9_inv_hyp(&re, &im, kind);
  re *= k;
  im *= k;
  if (fm_rng_01(rng) < FM_R(0.5)) {
    s->px += re;
    s->py += im;
  } else {
    s->px -= re;
    s->py -= im;
  }
}

/* 675-680: sqrt_acosech … sqrt_atanh. */
FM_VAR(sqrt_acosech) { FM_UNUSED_XF; fm_jw9_sqrt_trig(s, w, rng, FM_JW9_ACOSECH); }
FM_VAR(sqrt_acosh) { FM_UNUSED_XF; fm_jw9_sqrt_trig(s, w, rng, FM_JW9_ACOSH); }
FM_VAR(sqrt_acoth) { FM_UNUSED_XF; fm_jw9_sqrt_trig(s, w, rng, FM_JW9_ACOTH); }
FM_VAR(sqrt_asech) { FM_UNUSED_XF; fm_jw9_sqrt_trig(s, w, rng, FM_JW9_ASECH); }
FM_VAR(sqrt_asinh) { FM_UNUSED_XF; fm_jw9_sqrt_trig(s, w, rng, FM_JW9_ASINH); }
FM_VAR(sqrt_atanh) { FM_UNUSED_XF; fm_jw9_sqrt_trig(s, w, rng, FM_JW9_ATANH); }

/* 681: apollony (Jesus Sosa's, after Paul Bourke's Apollonian gasket IFS): one of three
 * Möbius-like maps by (int)(4·U) mod 3 — the first twice as likely, as JWildfire picks it. The
 * first inverts about the point 1 + √3 on the x axis; the other two are its inverse turned by
 * ±120°. Draws one number. */
FM_VAR(apollony) {
  const fm_real r = sqrt(FM_R(3.0)), u = 1 + r - s->tx;
  const fm_real d = u * u + s->ty * s->ty;
  const fm_real a0 = 3 * u / d - (1 + r) / (2 + r), b0 = 3 * s->ty / d;
  const fm_real m = a0 * a0 + b0 * b0, f1x = a0 / m, f1y = -b0 / m;
  const int pick = (int)fm_java_int(4 * fm_rng_01(rng)) % 3;
  fm_real x, y;
  FM_UNUSED_XF;
  if (pick == 0) {
    x = a0;
    y = b0;
  } else if (pick == 1) {
    x = -f1x / 2 - f1y * r / 2;
    y = f1x * r / 2 - f1y / 2;
  } else {
    x = -f1x / 2 + f1y * r / 2;
    y = -f1x * r / 2 - f1y / 2;
  }
  s->px += x * w;
  s->py += y * w;
}

/* circular and circular2 (Tatyana Zabanova's): the point turned about the origin by a random
 * angle in (−2, 0)·angle degrees, shifted by twice the point's hash (kx, ky its factors), so
 * that nearby points turn alike. Draws one number. */
FM_FN void fm_jw9_circular(fm_var_state *s, fm_real w, fm_rng *rng, fm_real angle, double seed, double kx,
                           double ky) {
  const fm_real ca = angle * FM_R(FM_PI) / 180;
  const fm_real aux = (fm_real)fm_jw9_hash(s->tx, s->ty, kx, ky, seed);
  const fm_real rnd = (2 * (fm_rng_01(rng) + aux) - 2) * ca;
  const fm_real rad = sqrt(s->tx * s->tx + s->ty * s->ty), ang = atan2(s->ty, s->tx);
  s->px += w * (cos(ang + rnd) * rad);
  s->py += w * (sin(ang + rnd) * rad);
}

/* 682: circular: the hash's factors fixed at the shader's 12.9898 and 78.233. */
FM_VAR(circular) {
  fm_jw9_circular(s, w, rng, FM_PAR(circular_angle), FM_PAR(circular_seed), 12.9898, 78.233); /* double: the hash's */
}

/* 683: circular2 (Brad Stefanov's): circular with the hash's factors xx, yy. */
FM_VAR(circular2) {
  fm_jw9_circular(s, w, rng, FM_PAR(circular2_angle), FM_PAR(circular2_seed), FM_PAR(circular2_xx),
                  FM_PAR(circular2_yy));
}

/* 684: log_apo: Apophysis' log with a base, the log of the radius in that base and the angle:
 * JWildfire's own, under its own name (flam3's log with Fractorium's log_base is the same map). */
FM_VAR(log_apo) {
  const fm_real denom = FM_R(0.5) / log(FM_PAR(log_apo_base));
  FM_UNUSED_RNG;
  s->px += w * log(s->tx * s->tx + s->ty * s->ty) * denom;
  s->py += w * atan2(s->ty, s->tx);
}

/* 685: log_tile2 (Zy0rg's): the point copied by whole steps of spread along each axis, the
 * step count the rounded log of a draw (0 half the time, larger ones ever rarer), its sign by a
 * coin; 3D, z too (spreadz 0: z passes). Draws six numbers: the three coins, then the three
 * logs. */
FM_VAR(log_tile2) {
  const fm_real sx = FM_PAR(log_tile2_spreadx), sy = FM_PAR(log_tile2_spready), sz = FM_PAR(log_tile2_spreadz);
  const fm_real kx = fm_rng_01(rng) < FM_R(0.5) ? sx : -sx;
  const fm_real ky = fm_rng_01(rng) < FM_R(0.5) ? sy : -sy;
  const fm_real kz = fm_rng_01(rng) < FM_R(0.5) ? sz : -sz;
  const fm_real nx = fm_java_round(log(fm_rng_01(rng)));
  const fm_real ny = fm_java_round(log(fm_rng_01(rng)));
  const fm_real nz = fm_java_round(log(fm_rng_01(rng)));
  s->px += w * (s->tx + kx * nx);
  s->py += w * (s->ty + ky * ny);
  s->pz += w * (s->tz + kz * nz);
}

/* 686: devil_warp (dark-beam's): the point scaled by 1 + effect·r, r the difference of
 * (x² + b·y²/ρ²)^warp and (y² + a·x²/ρ²)^warp (ρ² = x² + y²) clamped to [rmin, rmax]. As in
 * JWildfire the weight does not scale x and y (only a carried z). */
FM_VAR(devil_warp) {
  const fm_real xx = s->tx * s->tx, yy = s->ty * s->ty, r2 = 1 / (xx + yy);
  const fm_real warp = FM_PAR(devil_warp_warp);
  fm_real r = pow(xx + r2 * FM_PAR(devil_warp_b) * yy, warp) - pow(yy + r2 * FM_PAR(devil_warp_a) * xx, warp);
  FM_UNUSED_RNG;
  (void)w;
  if (r > FM_PAR(devil_warp_rmax)) r = FM_PAR(devil_warp_rmax);
  else if (r < FM_PAR(devil_warp_rmin)) r = FM_PAR(devil_warp_rmin);
  r = FM_PAR(devil_warp_effect) * r;
  s->px += s->tx * (1 + r);
  s->py += s->ty * (1 + r);
}

/* 687: dustpoint (Jesus Sosa's, after Roger Bagula's curved IFS): half the time the point
 * projected on the unit circle and moved left by 1, mirrored in y by a coin; else shrunk to a
 * third, at 0 or at 2/3 on the x axis. Draws two numbers: the coin, then the choice. */
FM_VAR(dustpoint) {
  const fm_real p = fm_rng_01(rng) < FM_R(0.5) ? FM_R(1.0) : FM_R(-1.0);
  const fm_real r = sqrt(s->tx * s->tx + s->ty * s->ty), u = fm_rng_01(rng);
  fm_real x, y;
  FM_UNUSED_XF;
  if (u < FM_R(0.5)) {
    x = s->tx / r - 1;
    y = p * s->ty / r;
  } else if (u < FM_R(0.75)) {
    x = s->tx / 3;
    y = s->ty / 3;
  } else {
    x = s->tx / 3 + FM_R(2.0) / 3;
    y = s->ty / 3;
  }
  s->px += x * w;
  s->py += y * w;
}

#endif
