/*
 * var_jwildfire9.h — more of JWildfire's own variations (from 675; 639-674 have no variation
 * here), each as JWildfire computes it (its variation/NAMEFunc.java), checked against
 * JWildfire's own code (tests/tools/jwf_refs.sh; tests/unit/test_variation_refs.c), with
 * var_jwildfire4.h's conventions: an int parameter read through fm_jwf_int (Tools.FTOI) or
 * fm_java_int (a cast), what JWildfire's init() derives from the parameters derived here, per
 * call; the 2D ones carry z by the flame's z mode (FM_VARS_CARRY_Z's comment).
 * 675: sqrt_acosech, 676: sqrt_acosh, 677: sqrt_acoth, 678: sqrt_asech, 679: sqrt_asinh,
 * 680: sqrt_atanh, 681: apollony, 682: circular, 683: circular2, 684: log_apo, 685: log_tile2
 * (3D), 686: devil_warp, 687: dustpoint, 688: elliptic2, 689: exp_multi, 690: inverted_julia,
 * 691: julia_outside, 692: tile_reverse, 693: spliptic_bs, 694: vogel, 695: tunnel,
 * 696: r_circleblur, 697: hadamard_js, 698: threepoint_js, 699: invtree_js, 700: cell2,
 * 701: parallel, 702: atan2_spirals, 703: boxfold (3D), 704: intersection, 705: meeple. (ringtile, JWildfire's order 2, is left
 * out; hopalong, gumowski_mira, macmillan and starfractal walk a point of their own between
 * calls: left out.)
 * (variations.h includes it after the other var_*.h, whose helpers it uses; nowhere else
 * includes it). Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWILDFIRE9_H
#define FLAMEBUILD_VAR_JWILDFIRE9_H

/* The families whose helpers this one calls (a kernel of its own includes only the families
 * its variations need: kernels/codegen_families.c). */
#include "var_jwildfire3.h"
#include "var_jwildfire4.h"

/* ---- shared steps ------------------------------------------------------------------------ */

/* Java's Math.round of a double: floor(v + ½), NaN to 0, saturated at long's range (−∞, the
 * log of a draw of exactly 0, gives long's least). */
FM_FN fm_real fm_java_round(fm_real v) {
  if (!(v == v)) return 0;
  if (v >= FM_R(9.2233720368547758e18)) return FM_R(9.2233720368547758e18);
  if (v <= FM_R(-9.2233720368547758e18)) return FM_R(-9.2233720368547758e18);
  return floor(v + FM_R(0.5));
}

/* JWildfire's limitValue / limitVal: v below lo to lo, above hi to hi (NaN kept). */
FM_FN fm_real fm_jw9_limit(fm_real v, fm_real lo, fm_real hi) { return v < lo ? lo : v > hi ? hi : v; }

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
  fm_jwf_add_either_sign(s, rng, re * k, im * k);
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

/* ---- elliptic2 and spliptic_bs: elliptic with parameters (Brad Stefanov's) --------------- */

/* JWildfire's sqrt_safe of these two: 0 below SMALL_EPSILON (a negative radicand included). */
FM_FN double fm_jw9_sqrt_safe(double v) { return v < 1e-300 ? 0.0 : sqrt(v); }

/* Both are flam3's elliptic with its constants made parameters, in JWildfire's form, whose
 * d − a² and xmax − f cancel near the x axis (flam3's elliptic is rewritten for that, fm_ellip_of,
 * but only for its own constants): so computed in double on every side, from the float point
 * and parameters, which leaves the float path the double one's answer, rounded. */

/* 688: elliptic2: xmax = c·(√(r² + a1 + b1·x) + √(r² + a1 − b1·x)); x to the angle
 * atan2(a, √(d − a²)·b2), a = a2·x/xmax, shifted by −a3·π/2; y to ±log(xmax + √(xmax − f or g)),
 * + with probability e; both times w·h/π. Draws one number. */
FM_VAR(elliptic2) {
  const double x = s->tx, y = s->ty, v = (double)w / (FM_PI / (double)FM_PAR(elliptic2_h));
  const double tmp = y * y + x * x + (double)FM_PAR(elliptic2_a1), x2 = (double)FM_PAR(elliptic2_b1) * x;
  const double xmax = (double)FM_PAR(elliptic2_c) * (sqrt(tmp + x2) + sqrt(tmp - x2));
  const double a = x / xmax * (double)FM_PAR(elliptic2_a2);
  const double b = fm_jw9_sqrt_safe((double)FM_PAR(elliptic2_d) - a * a) * (double)FM_PAR(elliptic2_b2);
  const double ps = -FM_M_PI_2 * (double)FM_PAR(elliptic2_a3);
  s->px += (fm_real)(v * atan2(a, b) + ps);
  if (fm_rng_01(rng) < FM_PAR(elliptic2_e))
    s->py += (fm_real)(v * log(xmax + fm_jw9_sqrt_safe(xmax - (double)FM_PAR(elliptic2_f))));
  else
    s->py -= (fm_real)(v * log(xmax + fm_jw9_sqrt_safe(xmax - (double)FM_PAR(elliptic2_g))));
}

/* 693: spliptic_bs: elliptic (times w·2/π) split apart like splits: x moved by ±x_param by its
 * side of the y axis, y by ±y_param with the coin's branch. Draws one number. */
FM_VAR(spliptic_bs) {
  const double x = s->tx, y = s->ty, v = (double)w / (FM_PI / 2.0);
  const double tmp = y * y + x * x + 1.0, x2 = 2.0 * x;
  const double xmax = 0.5 * (sqrt(tmp + x2) + sqrt(tmp - x2));
  const double a = x / xmax, b = fm_jw9_sqrt_safe(1.0 - a * a);
  const double l = v * log(xmax + fm_jw9_sqrt_safe(xmax - 1.0));
  const double sx = FM_PAR(spliptic_bs_x), sy = FM_PAR(spliptic_bs_y);
  s->px += (fm_real)(x >= 0 ? v * atan2(a, b) + sx : v * atan2(a, b) - sx);
  if (fm_rng_01(rng) < FM_R(0.5))
    s->py += (fm_real)(l + sy);
  else
    s->py -= (fm_real)(l + sy);
}

/* ---- Whittaker Courtney's complex ones --------------------------------------------------- */

/* dark-beam's Complex class again, in double whatever the point type, in its own forms (the
 * helpers above take the point type): for exp_multi, whose e^z overflows float far out where
 * its quotients bring the value back to a finite one. */
typedef struct fm_jw9_cd {
  double re, im;
} fm_jw9_cd;

FM_FN fm_jw9_cd fm_jw9_cd_div(fm_jw9_cd a, double bre, double bim) { /* MagInv's rule: |b|² < 1e-100 as 1 */
  const double m2 = bre * bre + bim * bim, inv = m2 < 1e-100 ? 1.0 : 1.0 / m2;
  fm_jw9_cd r;
  r.re = (a.im * bim + a.re * bre) * inv;
  r.im = (a.im * bre - a.re * bim) * inv;
  return r;
}

FM_FN fm_jw9_cd fm_jw9_cd_sqrt(fm_jw9_cd a) { /* real part ≥ 0, the imaginary part of im's sign */
  const double rad = hypot(a.re, a.im);
  fm_jw9_cd r;
  r.im = (a.im < 0 ? -1.0 : 1.0) * sqrt(0.5 * (rad - a.re));
  r.re = sqrt(0.5 * (rad + a.re));
  return r;
}

FM_FN fm_jw9_cd fm_jw9_cd_log(fm_jw9_cd a) { /* ln|z| through |z|² + 1e-20 */
  fm_jw9_cd r;
  r.re = 0.5 * log(a.re * a.re + a.im * a.im + 1e-20);
  r.im = atan2(a.im, a.re);
  return r;
}

/* The class's AsecH (log(1/z + √(1/z² + 1))), AcosecH (log(1/z + √(1/z² − 1))) and AcotH
 * (½·log((1 + 1/z)/(1 − 1/z))): fm_jw9_inv_hyp's three of 1/z. */
FM_FN fm_jw9_cd fm_jw9_cd_inv_hyp(fm_jw9_cd a, int kind) {
  const double m2 = a.re * a.re + a.im * a.im, inv = m2 < 1e-100 ? 1.0 : 1.0 / m2;
  fm_jw9_cd z, d;
  z.re = a.re * inv;
  z.im = -a.im * inv;
  if (kind == FM_JW9_ACOTH) {
    d = z;
    d.re += 1;
    d = fm_jw9_cd_log(fm_jw9_cd_div(d, -(z.re - 1), -z.im));
    d.re *= 0.5;
    d.im *= 0.5;
    return d;
  }
  d.re = z.re * z.re - z.im * z.im + (kind == FM_JW9_ASECH ? 1.0 : -1.0);
  d.im = 2 * z.re * z.im;
  d = fm_jw9_cd_sqrt(d);
  z.re += d.re;
  z.im += d.im;
  return fm_jw9_cd_log(z);
}

/* 689: exp_multi: e^z divided by re + i·im, squared and scaled by sqr (where sqr ≠ 0), plus
 * re_add + i·im_add, its root (the class's), then in turn asech, acosech and acoth (each where
 * its factor ≠ 0, and scaled by it: the class's, fm_jw9_inv_hyp), times w·2/π, on one of the
 * two branches by a coin. In double on every side (fm_jw9_cd). Draws the coin. */
FM_VAR(exp_multi) {
  const double e = exp((double)s->tx), sq = FM_PAR(exp_multi_sqr), ash = FM_PAR(exp_multi_asech);
  const double acs = FM_PAR(exp_multi_acosech), act = FM_PAR(exp_multi_acoth), k = (double)w * FM_M_2_PI;
  fm_jw9_cd z;
  double t;
  z.re = e * cos((double)s->ty);
  z.im = e * sin((double)s->ty);
  z = fm_jw9_cd_div(z, FM_PAR(exp_multi_re), FM_PAR(exp_multi_im));
  if (sq != 0) {
    t = z.re * z.re - z.im * z.im;
    z.im = 2 * z.re * z.im * sq;
    z.re = t * sq;
  }
  z.re += (double)FM_PAR(exp_multi_re_add);
  z.im += (double)FM_PAR(exp_multi_im_add);
  z = fm_jw9_cd_sqrt(z);
  if (ash != 0) {
    z = fm_jw9_cd_inv_hyp(z, FM_JW9_ASECH);
    z.re *= ash;
    z.im *= ash;
  }
  if (acs != 0) {
    z = fm_jw9_cd_inv_hyp(z, FM_JW9_ACOSECH);
    z.re *= acs;
    z.im *= acs;
  }
  if (act != 0) {
    z = fm_jw9_cd_inv_hyp(z, FM_JW9_ACOTH);
    z.re *= act;
    z.im *= act;
  }
  if (!(fm_rng_01(rng) < FM_R(0.5))) {
    z.re = -z.re;
    z.im = -z.im;
  }
  s->px += (fm_real)(z.re * k);
  s->py += (fm_real)(z.im * k);
}

/* 690: inverted_julia: julia's half angle (of the point scaled by a2x_mult, a2y_mult and moved
 * by a2y_add, measured from the y axis) on a random branch, at the radius 1/(z·center),
 * z = (x² + y2_mult·y²)^power + x2y2_add, times cos(z·cos_mult): the plane turned inside out
 * around the centre. Draws one number. */
FM_VAR(inverted_julia) {
  const fm_real x = s->tx, y = s->ty;
  const fm_real z = pow(x * x + y * y * FM_PAR(inverted_julia_y2_mult), FM_PAR(inverted_julia_power)) +
                    FM_PAR(inverted_julia_x2y2_add);
  const fm_real q = atan2(x * FM_PAR(inverted_julia_a2x_mult), y * FM_PAR(inverted_julia_a2y_mult) +
                          FM_PAR(inverted_julia_a2y_add)) * FM_R(0.5) +
                    FM_R(FM_PI) * fm_java_int(2 * fm_rng_01(rng));
  const fm_real c = w * cos(z * FM_PAR(inverted_julia_cos_mult)), center = FM_PAR(inverted_julia_center);
  s->px += c * (sin(q) / z / center);
  s->py += c * (cos(q) / z / center) * FM_PAR(inverted_julia_y_mult);
}

/* 691: julia_outside: (z + 1)/(z − 1) — in modes 0 and 2 with z's root squared back around
 * the ±1, (√z ± 1)² — then in modes 0 and 1 its root on a random branch (a coin, drawn only
 * there), divided by re_div + i·im_div. mode: Java's (int) of the value clamped to [0, 2]. */
FM_VAR(julia_outside) {
  const int mode = (int)fm_java_int(fm_jw9_limit(FM_PAR(julia_outside_mode), 0, 2));
  const int roots = mode == 0 || mode == 2, branch = mode == 0 || mode == 1;
  fm_real re = s->tx, im = s->ty, re2 = s->tx, im2 = s->ty, t;
  if (roots) fm_jwf_sqrt(&re, &im);
  re += 1;
  if (roots) {
    t = re * re - im * im;
    im = 2 * re * im;
    re = t;
    fm_jwf_sqrt(&re2, &im2);
  }
  re2 -= 1;
  if (roots) {
    t = re2 * re2 - im2 * im2;
    im2 = 2 * re2 * im2;
    re2 = t;
  }
  fm_jwf_div(&re, &im, re2, im2);
  if (branch) fm_jwf_sqrt(&re, &im);
  fm_jwf_div(&re, &im, FM_PAR(julia_outside_re_div), FM_PAR(julia_outside_im_div));
  if (branch && !(fm_rng_01(rng) < FM_R(0.5))) {
    re = -re;
    im = -im;
  }
  s->px += w * re;
  s->py += w * im;
}

/* 692: tile_reverse: the point flipped (reversal exactly 1) or not across the y axis (vertical
 * an int: 1, the x axis), then moved by ±space along it by a draw below or above ½ (exactly ½:
 * the sum left as it was); replaces the xform's sum. Draws one number. */
FM_VAR(tile_reverse) {
  const fm_real n = fm_rng_01(rng), space = FM_PAR(tile_reverse_space);
  const fm_real rev = FM_PAR(tile_reverse_reversal) == 1 ? FM_R(-1.0) : FM_R(1.0);
  const int vertical = fm_jwf_int(FM_PAR(tile_reverse_vertical)) == 1;
  if (n == FM_R(0.5)) return;
  if (!vertical) {
    s->px = w * (rev * s->tx) + (n < FM_R(0.5) ? space : -space);
    s->py = w * s->ty;
  } else {
    s->py = w * (rev * s->ty) + (n < FM_R(0.5) ? space : -space);
    s->px = w * s->tx;
  }
}

/* 694: vogel (Victor Ganora's): the point scaled by `scale` and moved to the i-th seed of
 * Vogel's sunflower model, at the golden angle i·2π/φ², i drawn in 1..n (n an int ≥ 1); all
 * times w·(r + √i). Draws one number. */
FM_VAR(vogel) {
  const fm_real n = fm_jwf_int(FM_PAR(vogel_n)) < 1 ? FM_R(1.0) : fm_jwf_int(FM_PAR(vogel_n));
  const fm_real i = fm_jwf_random_below(rng, n) + 1;
#ifdef FM_REAL_FLOAT
  /* i·2π/φ² grows with i, and float's 2π/φ² is off by an ulp that i multiplies: the angle in
   * turns, i/φ², from the constant in two parts (i times the first exact, for i below 2^12),
   * the whole turns taken from that exact part before the second is added */
  const fm_real hi = i * FM_R(0.3819580078125);
  const fm_real a = ((hi - rint(hi)) + i * FM_R(8.003437605152985e-6)) * FM_R(2.0 * FM_PI), sc = FM_PAR(vogel_scale);
#else
  const fm_real phi = FM_R(1.61803398874989484820);
  const fm_real a = i * (FM_R(2.0 * FM_PI) / (phi * phi)), sc = FM_PAR(vogel_scale);
#endif
  const fm_real r = w * (sqrt(s->tx * s->tx + s->ty * s->ty) + sqrt(i));
  s->px += r * (cos(a) + sc * s->tx);
  s->py += r * (sin(a) + sc * s->ty);
}

/* 695: tunnel (Jesus Sosa's, after a shader): the point pushed out along x by sx and along y by
 * sy times the depth of a fixed cylinder over y; JWildfire applies it to the xform's sum so far
 * (its own output included), times w: so it replaces that sum. The shader's offset by ½ and
 * back is x itself; in float written so (in double JWildfire's own order). */
FM_VAR(tunnel) {
  const fm_real uy = s->ty + FM_R(0.5);
#ifdef FM_REAL_FLOAT
  const fm_real dx = -s->tx, dy = -s->ty;
#else
  const fm_real dx = FM_R(0.5) - (s->tx + FM_R(0.5)), dy = FM_R(0.5) - uy;
#endif
  const fm_real h = uy * FM_R(0.1) - FM_R(0.1) * FM_R(0.5);
  const fm_real distortion = -sqrt(FM_R(0.25) - h * h) * FM_R(0.1) + FM_R(0.1) * FM_R(0.5);
  const fm_real shx = distortion * dx * FM_PAR(tunnel_Sx);
  const fm_real shy = FM_PAR(tunnel_Sy) * ((FM_R(0.1) - distortion) * FM_R(0.1)) * dy;
  FM_UNUSED_RNG;
  s->px = w * (s->px + shx);
  s->py = w * (s->py + shy);
}

/* 696: r_circleblur (Tatyana Zabanova's): the radius taken modulo |n| and the point turned by
 * it, rounded to an integer cell; each cell a disc of random radius in [min, max]/2 (the cell's
 * hash) moved by dist times two more of its hashes: a field of blurred dots. Draws two
 * numbers. */
FM_VAR(r_circleblur) {
  const fm_real angle = atan2(s->ty, s->tx);
  const fm_real rad = fmod(sqrt(s->tx * s->tx + s->ty * s->ty), fabs(FM_PAR(r_circleblur_n)));
  const fm_real by = fm_java_round(sin(angle + rad) * rad), bx = fm_java_round(cos(angle + rad) * rad);
  const double seed = FM_PAR(r_circleblur_seed);
  const fm_real a1 = (fm_real)fm_jw9_hash(bx, by, 127.1, 311.7, seed);
  const fm_real a2 = (fm_real)fm_jw9_hash(bx, by, 269.5, 183.3, seed);
  const fm_real a3 = (fm_real)fm_jw9_hash(by, bx, 12.9898, 78.233, seed);
  const fm_real mn = FM_PAR(r_circleblur_min), dist = FM_PAR(r_circleblur_dist);
  fm_real rad2 = sqrt(fm_rng_01(rng)) * FM_R(0.5);
  const fm_real angle2 = fm_rng_01(rng) * FM_R(2.0 * FM_PI);
  rad2 *= a3 * (FM_PAR(r_circleblur_max) - mn) + mn;
  s->px += w * (bx + rad2 * cos(angle2) + a2 * dist);
  s->py += w * (by + rad2 * sin(angle2) + a1 * dist);
}

/* ---- Jesus Sosa's IFS, three maps picked by draws ---------------------------------------- */

/* The pick of hadamard_js, threepoint_js and invtree_js: the first map below 0.333, else the
 * second if a second draw is below 0.666, else the third: probabilities .333, .444, .223.
 * Draws one or two numbers. */
FM_FN int fm_jw9_pick3(fm_rng *rng) {
  if (fm_rng_01(rng) < FM_R(0.333)) return 0;
  return fm_rng_01(rng) < FM_R(0.666) ? 1 : 2;
}

/* 697: hadamard_js (after Roger Bagula): the point halved, or halved and turned by ∓90° about
 * the points (0, −½) and (−½, 0). */
FM_VAR(hadamard_js) {
  const int k = fm_jw9_pick3(rng);
  const fm_real x = s->tx, y = s->ty;
  FM_UNUSED_XF;
  s->px += (k == 0 ? x / 2 : k == 1 ? y / 2 : -y / 2 - FM_R(0.5)) * w;
  s->py += (k == 0 ? y / 2 : k == 1 ? -x / 2 - FM_R(0.5) : x / 2) * w;
}

/* 698: threepoint_js (after Roger Bagula): a halved, turned and reflected copy, the point
 * mirrored in the diagonal, or a halved mirrored copy moved by (½, ½). JWildfire picks by
 * Java's Math.random, here by the stream's draws. */
FM_VAR(threepoint_js) {
  const int k = fm_jw9_pick3(rng);
  const fm_real x = s->tx, y = s->ty;
  FM_UNUSED_XF;
  s->px += (k == 0 ? x / 2 - y / 2 + FM_R(0.5) : k == 1 ? y : -y / 2 + FM_R(0.5)) * w;
  s->py += (k == 0 ? -x / 2 - y / 2 + FM_R(0.5) : k == 1 ? x : -x / 2 + FM_R(0.5)) * w;
}

/* 699: invtree_js (after Paul Bourke's inverse tree): the point halved, or one coordinate
 * inverted as 1/(v + 1) and the other as v/(v + 1). */
FM_VAR(invtree_js) {
  const int k = fm_jw9_pick3(rng);
  const fm_real x = s->tx, y = s->ty;
  FM_UNUSED_XF;
  s->px += (k == 0 ? x / 2 : k == 1 ? 1 / (x + 1) : x / (x + 1)) * w;
  s->py += (k == 0 ? y / 2 : k == 1 ? y / (y + 1) : 1 / (y + 1)) * w;
}

/* 700: cell2: the plugin pack's cell, its quadrants' spacings and shifts made parameters and
 * the cell size divided by a: the point's cell (Java's int of the floor) spread apart by
 * quadrant, y negated; then with mirror_x (an int > 0) a coin negates the xform's sum's x, with
 * mirror_y its y (a coin drawn only where on). */
FM_VAR(cell2) {
  const fm_real size = FM_PAR(cell2_size), inv = FM_PAR(cell2_a) / size;
  fm_real x = fm_java_int(floor(s->tx * inv)), y = fm_java_int(floor(s->ty * inv));
  const fm_real dx = s->tx - x * size, dy = s->ty - y * size;
  if (y >= 0) {
    if (x >= 0) {
      y *= FM_PAR(cell2_space_ya);
      x *= FM_PAR(cell2_space_xa);
    } else {
      y *= FM_PAR(cell2_space_yb);
      x = -(FM_PAR(cell2_space_xb) * x + FM_PAR(cell2_move_xa));
    }
  } else {
    if (x >= 0) {
      y = -(FM_PAR(cell2_space_yc) * y + FM_PAR(cell2_move_ya));
      x *= FM_PAR(cell2_space_xc);
    } else {
      y = -(FM_PAR(cell2_space_yd) * y + FM_PAR(cell2_move_yb));
      x = -(FM_PAR(cell2_space_xd) * x + FM_PAR(cell2_move_xb));
    }
  }
  s->px += w * (dx + x * size);
  s->py -= w * (dy + y * size);
  if (fm_jwf_int(FM_PAR(cell2_mirror_x)) > 0 && fm_rng_01(rng) < FM_R(0.5)) s->px = -s->px;
  if (fm_jwf_int(FM_PAR(cell2_mirror_y)) > 0 && fm_rng_01(rng) < FM_R(0.5)) s->py = -s->py;
}

/* A strip of tiles (parallel's, intersection's): the coordinate u copied by whole steps of
 * ±width (the rounded log of a draw, as log_tile2's), times tile, into *pu; the other, v,
 * folded into [−mod1, mod1·(mod2 − 1)) beyond ±mod1 (fmod by mod1·mod2), times height, plus
 * shift, into *pv. Draws two numbers: the sign, then the log's. */
FM_FN void fm_jw9_strip(fm_real u, fm_real v, fm_real *pu, fm_real *pv, fm_rng *rng, fm_real width, fm_real tile,
                        fm_real mod1, fm_real mod2, fm_real height, fm_real shift) {
  const fm_real k = fm_rng_01(rng) < FM_R(0.5) ? width : -width, xr = mod2 * mod1;
  *pu += tile * (u + fm_java_round(k * log(fm_rng_01(rng))));
  if (v > mod1) *pv += height * (-mod1 + fmod(v + mod1, xr)) + shift;
  else if (v < -mod1) *pv += height * (mod1 - fmod(mod1 - v, xr)) + shift;
  else *pv += height * v + shift;
}

/* 701: parallel (Brad Stefanov's): one of two strips of tiles, by a coin, moved up by x1move and
 * down by x2move (the weight scales only those moves). Draws three numbers. */
FM_VAR(parallel) {
  if (fm_rng_01(rng) < FM_R(0.5))
    fm_jw9_strip(s->tx, s->ty, &s->px, &s->py, rng, FM_PAR(parallel_x1width), FM_PAR(parallel_x1tilesize),
                 FM_PAR(parallel_x1mod1), FM_PAR(parallel_x1mod2), FM_PAR(parallel_x1height), w * FM_PAR(parallel_x1move));
  else
    fm_jw9_strip(s->tx, s->ty, &s->px, &s->py, rng, FM_PAR(parallel_x2width), FM_PAR(parallel_x2tilesize),
                 FM_PAR(parallel_x2mod1), FM_PAR(parallel_x2mod2), FM_PAR(parallel_x2height), -(w * FM_PAR(parallel_x2move)));
}

/* 702: atan2_spirals: x to π less x_mult times the angle of the point (r·r_mult + r_add,
 * xy2·xy2_mult + xy2_add) plus x_add, r = (x² + y²)^r_power, xy2 = (x² + y²)^x2y2_power, mirrored
 * by the side of the y axis; y to the sine of the (shifted, scaled) point's angle plus sin_add,
 * times y_mult. */
FM_VAR(atan2_spirals) {
  const fm_real x = s->tx, y = s->ty, r2 = x * x + y * y;
  const fm_real xy2 = pow(r2, FM_PAR(atan2_spirals_x2y2_power)), r = pow(r2, FM_PAR(atan2_spirals_r_power));
  const fm_real fx = FM_PAR(atan2_spirals_x_mult) * atan2(r * FM_PAR(atan2_spirals_r_mult) + FM_PAR(atan2_spirals_r_add),
                                                         xy2 * FM_PAR(atan2_spirals_xy2_mult) + FM_PAR(atan2_spirals_xy2_add)) +
                     FM_PAR(atan2_spirals_x_add);
  const fm_real fy = sin(atan2(y / FM_PAR(atan2_spirals_yy_div) + FM_PAR(atan2_spirals_yy_add),
                               x / FM_PAR(atan2_spirals_yx_div) + FM_PAR(atan2_spirals_yx_add)) +
                         FM_PAR(atan2_spirals_sin_add)) *
                     FM_PAR(atan2_spirals_y_mult);
  FM_UNUSED_RNG;
  s->px += w * (x >= 0 ? -fx + FM_R(FM_PI) : fx - FM_R(FM_PI));
  s->py += w * fy;
}

/* boxfold's rotation: about z, then y, then x, each skipped at an angle of exactly 0 (in
 * radians; the inverse direction is the same order with the angles negated, as JWildfire's). */
FM_FN void fm_jw9_rotate_zyx(fm_real *x, fm_real *y, fm_real *z, fm_real ax, fm_real ay, fm_real az) {
  fm_real c, sn, t;
  if (az != 0) {
    c = cos(az), sn = sin(az);
    t = *x * c - *y * sn;
    *y = *x * sn + *y * c;
    *x = t;
  }
  if (ay != 0) {
    c = cos(ay), sn = sin(ay);
    t = *x * c + *z * sn;
    *z = -*x * sn + *z * c;
    *x = t;
  }
  if (ax != 0) {
    c = cos(ax), sn = sin(ax);
    t = *y * c - *z * sn;
    *z = *y * sn + *z * c;
    *y = t;
  }
}

/* Mandelbox's box fold of one coordinate: reflected back inside [−F, F] where beyond. */
FM_FN fm_real fm_jw9_fold(fm_real v, fm_real f) { return v > f ? 2 * f - v : v < -f ? -2 * f - v : v; }

/* 703: boxfold (3D): the box fold of the Mandelbox in a frame turned by rotateX, rotateY,
 * rotateZ degrees: the point turned by the negated angles, each coordinate folded at ±foldLimit
 * (JWildfire clamps it to [1e-9, 10000], NaN to 1e-9), turned back. */
FM_VAR(boxfold) {
  const fm_real lim = FM_PAR(boxfold_foldLimit);
  const fm_real f = !(lim == lim) ? FM_R(1e-9) : lim < FM_R(1e-9) ? FM_R(1e-9) : lim > 10000 ? FM_R(10000.0) : lim;
  const fm_real ax = FM_PAR(boxfold_rotateX) * FM_R(0.017453292519943295);
  const fm_real ay = FM_PAR(boxfold_rotateY) * FM_R(0.017453292519943295);
  const fm_real az = FM_PAR(boxfold_rotateZ) * FM_R(0.017453292519943295);
  fm_real x = s->tx, y = s->ty, z = s->tz;
  FM_UNUSED_RNG;
  fm_jw9_rotate_zyx(&x, &y, &z, -ax, -ay, -az);
  x = fm_jw9_fold(x, f);
  y = fm_jw9_fold(y, f);
  z = fm_jw9_fold(z, f);
  fm_jw9_rotate_zyx(&x, &y, &z, ax, ay, az);
  s->px += x * w;
  s->py += y * w;
  s->pz += z * w;
}

/* 704: intersection (Brad Stefanov's): by a coin, a strip of tiles along x (fm_jw9_strip,
 * without parallel's move) or the same along y with the axes' roles swapped:
 * the two cross. The weight does not scale it (as in JWildfire; only a carried z). Draws three
 * numbers. */
FM_VAR(intersection) {
  (void)w;
  if (fm_rng_01(rng) < FM_R(0.5))
    fm_jw9_strip(s->tx, s->ty, &s->px, &s->py, rng, FM_PAR(intersection_xwidth), FM_PAR(intersection_xtilesize),
                 FM_PAR(intersection_xmod1), FM_PAR(intersection_xmod2), FM_PAR(intersection_xheight), 0);
  else
    fm_jw9_strip(s->ty, s->tx, &s->py, &s->px, rng, FM_PAR(intersection_yheight), FM_PAR(intersection_ytilesize),
                 FM_PAR(intersection_ymod1), FM_PAR(intersection_ymod2), FM_PAR(intersection_ywidth), 0);
}

/* ---- meeple ------------------------------------------------------------------------------ */

/* The meeple's right half outline, 14 points from the head's top (0, −1) down the head, arm,
 * waist and leg to the crotch (JWildfire's y points down the figure). */
FM_FN fm_real fm_jw9_meeple_base(int k, int y) {
  switch (k) {
  case 0: return y ? FM_R(-1.00) : FM_R(0.00);
  case 1: return y ? FM_R(-0.99) : FM_R(0.15);
  case 2: return y ? FM_R(-0.90) : FM_R(0.28);
  case 3: return y ? FM_R(-0.75) : FM_R(0.35);
  case 4: return y ? FM_R(-0.60) : FM_R(0.35);
  case 5: return y ? FM_R(-0.50) : FM_R(0.40);
  case 6: return y ? FM_R(-0.45) : FM_R(0.55);
  case 7: return y ? FM_R(-0.25) : FM_R(0.55);
  case 8: return y ? FM_R(-0.15) : FM_R(0.45);
  case 9: return y ? FM_R(0.10) : FM_R(0.40);
  case 10: return y ? FM_R(0.80) : FM_R(0.45);
  case 11: return y ? FM_R(0.98) : FM_R(0.40);
  case 12: return y ? FM_R(1.00) : FM_R(0.20);
  default: return y ? FM_R(0.85) : FM_R(0.00);
  }
}

/* Outline point k of the meeple its parameters shape: the head (0-4) scaled by headWidth and
 * headHeight, the arm (5-8) from the head's last point by armLength and armSpread, the waist (9)
 * by bodyWidth and raised by legSeparationHeight, the legs (10-13) stretched by legHeight below
 * the waist — the crotch's (13) below the raised waist — and their side points spread by
 * legSpread and moved out by legSeparationWidth. */
FM_FN void fm_jw9_meeple_point(const fm_xform *xf, int k, fm_real *x, fm_real *y) {
  const fm_real bx = fm_jw9_meeple_base(k, 0), by = fm_jw9_meeple_base(k, 1);
  const fm_real sep = fm_jw9_meeple_base(9, 1) - FM_PAR(meeple_legSeparationHeight);
  if (k <= 4) {
    *x = bx * FM_PAR(meeple_headWidth);
    *y = by * FM_PAR(meeple_headHeight);
  } else if (k <= 8) {
    *x = fm_jw9_meeple_base(4, 0) * FM_PAR(meeple_bodyWidth) + (bx - fm_jw9_meeple_base(4, 0)) * FM_PAR(meeple_armLength);
    *y = fm_jw9_meeple_base(4, 1) * FM_PAR(meeple_headHeight) + (by - fm_jw9_meeple_base(4, 1)) * FM_PAR(meeple_armSpread);
  } else if (k == 9) {
    *x = bx * FM_PAR(meeple_bodyWidth);
    *y = sep;
  } else {
    const fm_real off = by - fm_jw9_meeple_base(9, 1);
    *y = k == 13 ? sep + off * FM_PAR(meeple_legHeight) : fm_jw9_meeple_base(9, 1) + off * FM_PAR(meeple_legHeight);
    *x = k <= 12 ? bx * FM_PAR(meeple_legSpread) + FM_PAR(meeple_legSeparationWidth) : bx;
  }
}

/* 705: meeple: a point on the meeple's outline (a draw along its 13 segments), mirrored to the
 * left half by a coin; with filled (clamped to [0, 1]) > a draw, pulled towards the centre by a
 * further draw: a filled figure. Times scale and w. Draws two to four numbers. */
FM_VAR(meeple) {
  const fm_real filled = fm_jw9_limit(FM_PAR(meeple_filled), 0, 1);
  const fm_real st = fm_rng_01(rng) * 13;
  int k = (int)fm_java_int(st);
  fm_real x1, y1, x2, y2, lx, ly, r = 1;
  if (k >= 13) k = 12;
  fm_jw9_meeple_point(xf, k, &x1, &y1);
  fm_jw9_meeple_point(xf, k + 1, &x2, &y2);
  lx = x1 + (st - k) * (x2 - x1);
  ly = y1 + (st - k) * (y2 - y1);
  if (fm_rng_01(rng) < FM_R(0.5)) lx = -lx;
  if (filled > 0 && filled > fm_rng_01(rng)) r = fm_rng_01(rng);
  s->px += r * lx * FM_PAR(meeple_scale) * w;
  s->py += r * ly * FM_PAR(meeple_scale) * w;
}

#endif
