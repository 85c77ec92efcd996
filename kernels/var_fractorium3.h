/*
 * var_fractorium3.h — more of Fractorium's set (Variations0N.h): julias of several roots, the
 * hypertile family's random forms, complex powers, Glynn's circles, the complex inverse
 * hyperbolic functions, farblur and others, each as Fractorium computes it in its default,
 * flam3-compatible mode (Compat::m_Compat), checked against Fractorium's own code on points and
 * parameters of realistic ranges, random ones draw for draw (tests/data/variation_refs, made by
 * tests/tools/ember_refs.sh; tests/unit/test_variation_refs.c).
 *
 * Random draws map to Fractorium's generator calls: fm_rng_01 is Frand01, fm_rng_11 Frand11,
 * fm_rng_u32 Rand(), fm_rng_below(n) Rand(n) (Crand() is Rand(32767)), fm_rng_bit RandBit().
 * Parameters are normalised as Fractorium's reading normalises them (var_fractorium2.h's
 * fm_par_*, var_3d.h's fm_round_nonzero). A variation that Fractorium gives a z of its own
 * (w·z, or a 3D formula) adds it to pz; the others add nothing to z, as DefaultZ.
 *
 * (variations.h includes it after the per-point state, the helpers, FM_VAR and the other
 * families; nowhere else includes it). Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_FRACTORIUM3_H
#define FLAMEBUILD_VAR_FRACTORIUM3_H

/* The families whose helpers this one calls (a kernel of its own includes only the families
 * its variations need: kernels/codegen_families.c). */
#include "var_fractorium.h"
#include "var_fractorium2.h"
#include "var_3d.h"

#define FM_2PI_F3 (FM_R(2.0) * FM_R(FM_PI))

/* Crand(): a uniform integer in [0, 32767), as a real. */
FM_FN fm_real fm_rng_crand(fm_rng *rng) { return (fm_real)fm_rng_below(rng, 32767u); }

/* A random one of Crand()'s 32767 turns of 2π/p: k·2π/p as Fractorium computes it in double;
 * in float (the GPU) as (k mod p)·2π/p, which differs by whole turns only, so sine and cosine
 * see the same angle, but stays within 2π, where float still resolves it (k·2π/p reaches
 * 2·10⁵ radians, whose float step is 0.016: an artist's cpow2 drew blurred on the GPU). */
/* JWildfire's (CPow2Func, CPow3Func): 2π/p times floor(p·U) of a uniform U, which for a p not
 * an integer gives ceil(p) turns, the last one less likely. */
FM_FN fm_real fm_rng_turn_jwf(fm_rng *rng, fm_real p) { return floor(p * fm_rng_01(rng)) * (FM_R(2.0) * FM_R(FM_PI) / p); }

FM_FN fm_real fm_rng_turn(fm_rng *rng, fm_real p) {
#ifdef FM_REAL_FLOAT
  return fmod(fm_rng_crand(rng), p) * (FM_R(2.0) * FM_R(FM_PI) / p);
#else
  return fm_rng_crand(rng) * (FM_R(2.0) * FM_R(FM_PI) / p);
#endif
}

/* The radius of the hypertile family's Möbius coefficient for the {p,q} tiling:
 * 1/√(1 - (cos(2π/p) - 1)/(cos(2π/p) + cos(2π/q))), 1 where that root is not real. */
FM_FN fm_real fm_hypertile_radius(fm_real p, fm_real q) {
  const fm_real cs = cos(FM_2PI_F3 / fm_zeps(p));
  const fm_real r2 = 1 - (cs - 1) / (cs + cos(FM_2PI_F3 / fm_zeps(q)));
  return r2 > 0 ? 1 / sqrt(r2) : FM_R(1.0);
}

/* cpow3's exponent c + i·d (Fractorium's Precalc): its angle atan2(±log|d|·r, 2π), the length
 * scaled by r·cos(angle)/divisor. */
FM_FN void fm_cpow3_exponent(const fm_real *p, fm_real *c, fm_real *d) {
  const fm_real dd = fm_par_nonzero(p[FM_P_cpow3_d]), r = p[FM_P_cpow3_r];
  const fm_real divisor = fm_zeps(fm_par_nonzero(p[FM_P_cpow3_divisor]));
  const fm_real a = atan2((dd < 0 ? -log(-dd) : log(dd)) * r, FM_2PI_F3);
  *c = cos(a) * r * cos(a) / divisor;
  *d = cos(a) * r * sin(a) / divisor;
}

/* This family's per-xform values (fm_xform_precalc). */
FM_FN void fm_fractorium3_precalc(const fm_real *p, fm_real *pre) {
  pre[FM_PRE_HYPERTILE1_R] = fm_hypertile_radius(p[FM_P_hypertile1_p], p[FM_P_hypertile1_q]);
  pre[FM_PRE_HYPERTILE2_R] = fm_hypertile_radius(p[FM_P_hypertile2_p], p[FM_P_hypertile2_q]);
  const fm_real half_turn = FM_R(FM_PI) / 2 * p[FM_P_cpow2_a], divisor = p[FM_P_cpow2_divisor];
  pre[FM_PRE_CPOW2_C] = p[FM_P_cpow2_r] * cos(half_turn) / divisor;
  pre[FM_PRE_CPOW2_D] = p[FM_P_cpow2_r] * sin(half_turn) / divisor;
  fm_cpow3_exponent(p, &pre[FM_PRE_CPOW3_C], &pre[FM_PRE_CPOW3_D]);
}

/* ---- hypertile1, hypertile2 ------------------------------------------------------------ */

/* 185: hypertile1: hypertile's Möbius map z → (z + c̄)/(c·z + 1) with c's angle a random
 * multiple of 2π/p — in the compatible mode any of 32767 multiples, not only p of them. */
FM_VAR(hypertile1) {
  const fm_real turn = fm_rng_turn(rng, fm_zeps(FM_PAR(hypertile1_p)));
  const fm_real rad = xf->pre[FM_PRE_HYPERTILE1_R];
  const fm_real re = rad * cos(turn), im = rad * sin(turn);
  const fm_real num_re = s->tx + re, num_im = s->ty - im;
  const fm_real den_re = re * s->tx - im * s->ty + 1, den_im = re * s->ty + im * s->tx;
  const fm_real k = w / fm_zeps(den_re * den_re + den_im * den_im);
  s->px += k * (num_re * den_re + num_im * den_im);
  s->py += k * (num_im * den_re - num_re * den_im);
}

/* 186: hypertile2: the Möbius map with c real (radius r of the {p,q} tiling), then the result
 * turned by a random multiple of 2π/p (one of 32767). */
FM_VAR(hypertile2) {
  const fm_real rad = xf->pre[FM_PRE_HYPERTILE2_R];
  const fm_real a = s->tx + rad, b = s->ty, c = rad * s->tx + 1, d = rad * s->ty;
  const fm_real x = a * c + b * d, y = b * c - a * d;
  const fm_real k = w / fm_zeps(c * c + d * d);
  const fm_real turn = fm_rng_turn(rng, fm_zeps(FM_PAR(hypertile2_p)));
  const fm_real sn = sin(turn), cs = cos(turn);
  s->px += k * (x * cs + y * sn);
  s->py += k * (y * cs - x * sn);
}

/* ---- julian2, npolar, phoenix_julia ---------------------------------------------------- */

/* 187: julian2: julian of the point through its own affine map (a b c d e f): r^(dist/power)
 * and the angle over power, plus one of int(|power|) turns (2π·Rand(int(|power|))). */
FM_VAR(julian2) {
  const fm_real power = fm_par_nonzero(FM_PAR(julian2_power));
  const fm_real x = FM_PAR(julian2_a) * s->tx + FM_PAR(julian2_b) * s->ty + FM_PAR(julian2_e);
  const fm_real y = FM_PAR(julian2_c) * s->tx + FM_PAR(julian2_d) * s->ty + FM_PAR(julian2_f);
  const fm_real r = w * pow(x * x + y * y, FM_PAR(julian2_dist) / power / 2);
  const fm_real roots = fm_int_trunc(fabs(power)); /* Rand(0), for |power| < 1, is the whole 32 bits */
  const fm_real a = (atan2(y, x) + FM_2PI_F3 * fm_rng_below_real(rng, roots)) / power;
  s->px += r * cos(a);
  s->py += r * sin(a);
}

/* 188: npolar: for an odd parity, julian of n roots scaled by the parity; for an even one, the
 * polar map (angle/π, log r/2π), a julian of that, and the map's inverse, back from polar —
 * which makes n-fold copies along the log spiral. */
FM_VAR(npolar) {
  const fm_real parity = FM_PAR(npolar_parity);
  const fm_real n = FM_PAR(npolar_n) == 0 ? FM_R(1.0) : FM_PAR(npolar_n);
  const fm_real vvar = w / FM_R(FM_PI), vvar2 = vvar * FM_R(0.5), cn = 1 / n / 2;
  if (fmod(fabs(parity), FM_R(2.0)) != 0) {
    const fm_real angle = (fm_vs_atan_yx(s) + FM_2PI_F3 * fm_rng_below_real(rng, fabs(n))) / n;
    const fm_real r = w * pow(s->r2, cn) * parity;
    s->px += cos(angle) * r;
    s->py += sin(angle) * r;
  } else {
    const fm_real x = vvar * fm_vs_atan_xy(s), y = vvar2 * log(s->r2);
    const fm_real angle = (atan2(y, x) + FM_2PI_F3 * fm_rng_below_real(rng, fabs(n))) / n;
    const fm_real r = w * pow(x * x + y * y, cn);
    const fm_real sn = sin(angle) * r, cs = cos(angle) * r;
    s->px += vvar2 * log(cs * cs + sn * sn);
    s->py += vvar * atan2(cs, sn);
  }
}

/* 189: phoenix_julia: julia of the point stretched by (1 + x_distort, 1 + y_distort) in its
 * angle only (the radius is the undistorted one): r^(dist/power), the angle times dist/power
 * plus a random multiple (one of 32767) of 2π/power; z carried as the editor does
 * (FM_VARS_CARRY_Z). */
FM_VAR(phoenix_julia) {
  const fm_real zp = fm_zeps(FM_PAR(phoenix_julia_power));
  const fm_real inv_n = FM_PAR(phoenix_julia_dist) / zp;
  const fm_real pre_x = s->tx * (FM_PAR(phoenix_julia_x_distort) + 1);
  const fm_real pre_y = s->ty * (FM_PAR(phoenix_julia_y_distort) + 1);
  const fm_real a = atan2(pre_y, pre_x) * inv_n + fm_rng_turn(rng, zp);
  const fm_real r = w * pow(s->r2, inv_n / 2);
  s->px += r * cos(a);
  s->py += r * sin(a);
}

/* ---- cpow2, cpow3 ---------------------------------------------------------------------- */

/* Fractorium's uint(x) for a real x (x86: through a signed 64-bit integer, then the low 32
 * bits). */
FM_FN fm_u32 fm_fr_uint(fm_real x) {
  return (x > FM_R(-9.2e18) && x < FM_R(9.2e18)) ? (fm_u32)(fm_u64)(long long)x : 0u;
}

/* 190: cpow2: z to the complex power (c + i·d) = r·e^(i·a·π/2)/divisor over a random branch of
 * the logarithm (n turns, n < spread; the angle folded back by a full spread where a cosine
 * test fails), then turned by a random multiple (one of 32767) of 2π/divisor (JWildfire's,
 * FM_JWF_RULES: fm_rng_turn_jwf). */
FM_VAR(cpow2) {
  const fm_real spread = fm_zeps(FM_PAR(cpow2_spread));
  const fm_real c = xf->pre[FM_PRE_CPOW2_C], d = xf->pre[FM_PRE_CPOW2_D];
  fm_real a = fm_vs_atan_yx(s);
  /* Fractorium keeps the branch in an int: a value drawn over the whole 32 bits wraps */
  const fm_u32 drawn = fm_rng_below(rng, fm_fr_uint(spread));
  fm_real n = drawn >= 0x80000000u ? (fm_real)drawn - FM_R(4294967296.0) : (fm_real)drawn;
  if (a < 0) n += 1;
  a += FM_2PI_F3 * n;
  if (cos(a * (FM_R(0.5) / spread)) < fm_rng_11(rng)) a -= FM_2PI_F3 * spread;
  const fm_real lnr2 = log(s->r2);
  const fm_real r = w * exp(c / 2 * lnr2 - d * a);
  const fm_real turn = FM_JWF_RULES(xf) ? fm_rng_turn_jwf(rng, FM_PAR(cpow2_divisor)) : fm_rng_turn(rng, FM_PAR(cpow2_divisor));
  const fm_real t = c * a + d / 2 * lnr2 + turn;
  s->px += r * cos(t);
  s->py += r * sin(t);
}

/* 191: cpow3: z to a complex power whose angle comes from log|d|, over a branch of the
 * logarithm drawn with a geometric spread (round(log U · 0.095·spread/d) turns either way),
 * then turned by a random multiple (one of 32767) of 2π/divisor (JWildfire's: as cpow2's). */
FM_VAR(cpow3) {
  const fm_real c = xf->pre[FM_PRE_CPOW3_C], d = xf->pre[FM_PRE_CPOW3_D];
  const fm_real coeff = d == 0 ? FM_R(0.0) : FM_R(-0.095) * FM_PAR(cpow3_spread) / d;
  fm_real a = fm_vs_atan_yx(s);
  if (a < 0) a += FM_2PI_F3;
  if (cos(a / 2) < fm_rng_11(rng)) a -= FM_2PI_F3;
  const int jwf = FM_JWF_RULES(xf);
  /* (JWildfire's sign a uniform draw's, not a bit's) */
  const fm_real way = (jwf ? fm_rng_01(rng) < FM_R(0.5) : fm_rng_bit(rng)) ? FM_2PI_F3 : -FM_2PI_F3;
  a += way * round(log(fm_rng_01(rng)) * coeff);
  const fm_real lnr2 = log(s->r2);
  const fm_real r = w * exp(c / 2 * lnr2 - d * a);
  const fm_real turn = jwf ? fm_rng_turn_jwf(rng, FM_PAR(cpow3_divisor))
                           : fm_rng_turn(rng, fm_zeps(fm_par_nonzero(FM_PAR(cpow3_divisor))));
  const fm_real t = c * a + d / 2 * lnr2 + turn;
  s->px += r * cos(t);
  s->py += r * sin(t);
}

/* ---- log_db ------------------------------------------------------------------------------ */

/* 192: log_db: the complex logarithm in base log_db_base (log r²/(2·ln(e·base))), its angle
 * moved by a random number of half-turns·fix_period (seven draws of -2..2, each of the others
 * counting 0); z carried as the editor does (FM_VARS_CARRY_Z). */
FM_VAR(log_db) {
  fm_real denom = FM_R(0.5), period = FM_R(FM_PI), turns = 0;
  int i;
  for (i = 0; i < 7; i++) {
    const int step = (int)fm_rng_below(rng, 10) - 5;
    if (step > -3 && step < 3) turns += step;
  }
  if (FM_PAR(log_db_base) > FM_R(FM_REAL_EPSILON)) denom = denom / log(FM_R(2.71828182845904523536) * FM_PAR(log_db_base));
  denom *= w;
  if (FM_PAR(log_db_fix_period) > FM_R(FM_REAL_EPSILON)) period *= FM_PAR(log_db_fix_period);
  s->px += denom * log(s->r2);
  s->py += w * (fm_vs_atan_yx(s) + turns * period);
}

/* ---- glynnia, GlynnSim1-3 ---------------------------------------------------------------- */

/* r + x for the point (x, y) at radius r: on the negative side, where the two cancel (float
 * kept one digit in a thousand of it near the negative x axis), as the equal y² / (r − x),
 * since r² = x² + y². */
FM_FN fm_real fm_r_plus_x(fm_real r, fm_real x, fm_real y) { return x < 0 ? y * y / (r - x) : r + x; }

/* 193: glynnia: a square root of the plane folded in two (√(r + x) and y over it), or its
 * inverse, at random; inside the unit circle the result mirrored in x. */
/* glynnia's two halves: the first (`first`) a square root of the plane folded in two or its
 * inverse, at random; the second the same mirrored in x. glynnia splits them by the unit
 * circle, glynnia2 (var_fractorium7.h) by the x axis. */
FM_FN void fm_glynnia_halves(fm_var_state *s, fm_real w, fm_rng *rng, int first) {
  const fm_real v2 = w * (sqrt(FM_R(2.0)) / 2), r = fm_vs_r(s), x = s->tx, y = s->ty;
  fm_real d, k;
  if (first) {
    if (fm_rng_01(rng) > FM_R(0.5)) {
      d = sqrt(fm_r_plus_x(r, x, y));
      s->px += v2 * d;
      s->py += -(v2 / d * y);
    } else {
      d = fm_r_plus_x(r, x, y);
      k = w / sqrt(r * (y * y + d * d));
      s->px += k * d;
      s->py += k * y;
    }
  } else if (fm_rng_01(rng) > FM_R(0.5)) {
    d = fm_zeps(sqrt(fm_r_plus_x(r, x, y)));
    s->px += -(v2 * d);
    s->py += -(v2 / d * y);
  } else {
    d = fm_r_plus_x(r, x, y);
    k = w / fm_zeps(sqrt(r * (y * y + d * d)));
    s->px += -(k * d);
    s->py += k * y;
  }
}

FM_VAR(glynnia) {
  FM_UNUSED_XF;
  fm_glynnia_halves(s, w, rng, fm_vs_r(s) > 1);
}

/* Glynn's pull towards a circle of radius `radius`: beyond it a point is drawn in by
 * (radius/r)² with probability contrast·(radius/r)^pow, else left where it is. Returns the
 * factor (1 or that square). */
FM_FN fm_real fm_glynn_pull(fm_real radius, fm_real r, fm_real contrast, fm_real power, fm_rng *rng) {
  const fm_real alpha = fabs(radius / fm_zeps(r));
  if (fm_rng_01(rng) > contrast * pow(alpha, power)) return FM_R(1.0);
  return alpha * alpha;
}

/* 194: GlynnSim1: inside the circle of `radius`, and inside a small circle (radius1, centred on
 * the big one's rim at angle phi1°) after the pull, a point lands at random on a ring of that
 * small circle (from thickness·radius1 out); elsewhere it is pulled (fm_glynn_pull). */
FM_VAR(GlynnSim1) {
  const fm_real radius = FM_PAR(GlynnSim1_radius), radius1 = FM_PAR(GlynnSim1_radius1);
  const fm_real thickness = fm_par_clamp(FM_PAR(GlynnSim1_thickness), 0, 1);
  const fm_real phi1 = FM_R(FM_PI) / FM_R(180.0) * FM_PAR(GlynnSim1_phi1);
  const fm_real x1 = radius * cos(phi1), y1 = radius * sin(phi1);
  fm_real x, y;
  int on_circle = fm_vs_r(s) < radius;
  if (!on_circle) {
    const fm_real pow_ = fabs(fm_par_clamp(FM_PAR(GlynnSim1_pow), 0, 1));
    const fm_real k = fm_glynn_pull(radius, fm_vs_r(s), FM_PAR(GlynnSim1_contrast), pow_, rng);
    x = k * s->tx; /* k = 1 leaves the point exactly */
    y = k * s->ty;
    on_circle = (x - x1) * (x - x1) + (y - y1) * (y - y1) < radius1 * radius1;
  }
  if (on_circle) {
    const fm_real r = radius1 * (thickness + (1 - thickness) * fm_rng_01(rng));
    const fm_real phi = FM_2PI_F3 * fm_rng_01(rng);
    x = r * cos(phi) + x1;
    y = r * sin(phi) + y1;
  }
  s->px += w * x;
  s->py += w * y;
}

/* 195: GlynnSim2: inside the circle of `radius` a point lands at random on an arc (phi1° to
 * phi2°) of a ring just outside it (thickness wide, denser inwards); outside it is pulled in
 * (fm_glynn_pull). */
FM_VAR(GlynnSim2) {
  const fm_real radius = fm_par_at_least(FM_PAR(GlynnSim2_radius), 0);
  const fm_real thickness = fm_par_clamp(FM_PAR(GlynnSim2_thickness), 0, 1);
  if (fm_vs_r(s) < radius) {
    const fm_real phi10 = FM_R(FM_PI) * FM_PAR(GlynnSim2_Phi1) / 180, phi20 = FM_R(FM_PI) * FM_PAR(GlynnSim2_Phi2) / 180;
    const fm_real gamma = thickness * (2 * radius + thickness) / fm_zeps(radius + thickness);
    const fm_real r = radius + thickness - gamma * fm_rng_01(rng);
    const fm_real phi = phi10 + (phi20 - phi10) * fm_rng_01(rng);
    s->px += w * (r * cos(phi));
    s->py += w * (r * sin(phi));
  } else {
    const fm_real contrast = fm_par_clamp(FM_PAR(GlynnSim2_contrast), 0, 1);
    const fm_real k = fm_glynn_pull(radius, fm_vs_r(s), contrast, fabs(FM_PAR(GlynnSim2_pow)), rng);
    s->px += w * k * s->tx;
    s->py += w * k * s->ty;
  }
}

/* 196: GlynnSim3: inside the circle of radius + thickness a point lands at random on that
 * circle or on its inverse (radius²/(radius + thickness)), in proportion to their radii;
 * outside it is pulled towards `radius` (fm_glynn_pull). thickness2 is read but unused. */
FM_VAR(GlynnSim3) {
  const fm_real radius = FM_PAR(GlynnSim3_radius);
  const fm_real radius1 = radius + FM_PAR(GlynnSim3_thickness);
  if (fm_vs_r(s) < radius1) {
    const fm_real radius2 = radius * radius / fm_zeps(radius1);
    const fm_real gamma = radius1 / fm_zeps(radius1 + radius2);
    (void)fm_rng_01(rng); /* Fractorium draws a radius here that it then overwrites */
    const fm_real phi = FM_2PI_F3 * fm_rng_01(rng);
    const fm_real r = fm_rng_01(rng) < gamma ? radius1 : radius2;
    s->px += w * (r * cos(phi));
    s->py += w * (r * sin(phi));
  } else {
    const fm_real contrast = fm_par_clamp(FM_PAR(GlynnSim3_contrast), 0, 1);
    const fm_real k = fm_glynn_pull(radius, fm_vs_r(s), contrast, FM_PAR(GlynnSim3_pow), rng);
    s->px += w * k * s->tx;
    s->py += w * k * s->ty;
  }
}

/* ---- eJulia ------------------------------------------------------------------------------ */

/*
 * 197: eJulia: julia in elliptic coordinates: the point's (μ, ν) about the foci ±1 (of its
 * inverse, for a negative power), μ divided by the power and ν by it plus one of |power| turns
 * (a random one, floor(U·power)).
 * Fractorium finds cosh μ as (|z + 1| + |z - 1|)/2 and ν as acos(x/cosh μ), which cancel near
 * the segment [-1, 1] (cosh μ → 1) and near the rest of the real axis (x/cosh μ → ±1): in float
 * μ and ν lost half their digits there. Here sinh²μ is the root of s² + (1 - r²)s - y² = 0 in
 * its stable form and ν = atan2(|y| cosh μ, x sinh μ): the same values (to rounding, in double),
 * well conditioned in both precisions.
 */
FM_VAR(eJulia) {
  const fm_real power = fm_round_nonzero(FM_PAR(eJulia_power));
  fm_real x = s->tx, y = s->ty, r2 = s->r2;
  if (power < 0) { /* the inverse point, r2 now its |z|² */
    r2 = 1 / fm_zeps(r2);
    x = s->tx * r2;
    y = s->ty * r2;
  }
  const fm_real q = 1 - r2, h = hypot(q, 2 * y);
  fm_real sinh2 = q > 0 ? 2 * y * y / (q + h) : (h - q) / 2;
  if (!isfinite(sinh2)) sinh2 = 0; /* Fractorium: cosh μ = 1 where it is not finite */
  const fm_real sinh_mu = sqrt(sinh2), cosh_mu = sqrt(1 + sinh2);
  fm_real nu = sinh2 > 0 ? atan2(fabs(y) * cosh_mu, x * sinh_mu) : acos(fm_par_clamp(x, -1, 1));
  if (s->ty < 0) nu *= -1;
  nu = nu / power + FM_2PI_F3 / power * floor(fm_rng_01(rng) * power);
  const fm_real mu = asinh(sinh_mu) / power;
  s->px += w * cosh(mu) * cos(nu);
  s->py += w * sinh(mu) * sin(nu);
}

/* ---- arcsech, arcsech2, arcsinh, arctanh ----------------------------------------------- */

/* Complex numbers as pairs, for the inverse hyperbolic functions (the principal branches of
 * C99's csqrt and clog, as Fractorium's std::complex uses them). */
typedef struct fm_cplx {
  fm_real re, im;
} fm_cplx;

FM_FN fm_cplx fm_cplx_make(fm_real re, fm_real im) {
  fm_cplx c;
  c.re = re;
  c.im = im;
  return c;
}

FM_FN fm_cplx fm_cplx_mul(fm_cplx a, fm_cplx b) { return fm_cplx_make(a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re); }

FM_FN fm_cplx fm_cplx_div(fm_cplx a, fm_cplx b) {
  const fm_real d = b.re * b.re + b.im * b.im;
  return fm_cplx_make((a.re * b.re + a.im * b.im) / d, (a.im * b.re - a.re * b.im) / d);
}

/* The principal square root: the real part ≥ 0, the imaginary part of b's sign (of a zero's too). */
FM_FN fm_cplx fm_cplx_sqrt(fm_cplx a) {
  fm_real re, im;
  if (a.im == 0) {
    if (a.re < 0) return fm_cplx_make(0, copysign(sqrt(-a.re), a.im));
    return fm_cplx_make(sqrt(a.re), a.im);
  }
  if (a.re == 0) {
    re = sqrt(FM_R(0.5) * fabs(a.im));
    return fm_cplx_make(re, copysign(re, a.im));
  }
  const fm_real d = hypot(a.re, a.im);
  if (a.re > 0) {
    re = sqrt(FM_R(0.5) * (d + a.re));
    im = FM_R(0.5) * (a.im / re);
  } else {
    im = sqrt(FM_R(0.5) * (d - a.re));
    re = fabs(FM_R(0.5) * (a.im / im));
  }
  return fm_cplx_make(re, copysign(im, a.im));
}

/* The principal logarithm, scaled by k: k·(ln|a| + i·arg a). */
FM_FN fm_cplx fm_cplx_log_scaled(fm_cplx a, fm_real k) {
  return fm_cplx_make(k * log(hypot(a.re, a.im)), k * atan2(a.im, a.re));
}

/* k·arcsech of the point: k·log(1/z + √(1/z + 1)·√(1/z - 1)). */
FM_FN fm_cplx fm_arcsech_of(const fm_var_state *s, fm_real k) {
  const fm_cplx z = fm_cplx_div(fm_cplx_make(1, 0), fm_cplx_make(s->tx, s->ty));
  const fm_cplx root = fm_cplx_mul(fm_cplx_sqrt(fm_cplx_make(z.re + 1, z.im)), fm_cplx_sqrt(fm_cplx_make(z.re - 1, z.im)));
  return fm_cplx_log_scaled(fm_cplx_make(z.re + root.re, z.im + root.im), k);
}

/* 198: arcsech: the complex inverse hyperbolic secant, over π. */
FM_VAR(arcsech) {
  const fm_cplx a = fm_arcsech_of(s, w * FM_R(FM_M_1_PI));
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += a.re;
  s->py += a.im;
}

/* 199: arcsech2: arcsech over π/2, its two halves (below and above the real axis) moved a unit
 * up and down, the upper one mirrored. */
FM_VAR(arcsech2) {
  const fm_cplx a = fm_arcsech_of(s, w * FM_R(FM_M_1_PI) * 2);
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  if (a.im < 0) {
    s->px += a.re;
    s->py += a.im + 1;
  } else {
    s->px += -a.re;
    s->py += a.im - 1;
  }
}

/* 200: arcsinh: the complex inverse hyperbolic sine, log(z + √(z² + 1)), times 2/π. */
FM_VAR(arcsinh) {
  const fm_cplx z = fm_cplx_make(s->tx, s->ty);
  const fm_cplx sq = fm_cplx_mul(z, z);
  const fm_cplx root = fm_cplx_sqrt(fm_cplx_make(sq.re + 1, sq.im));
  const fm_cplx a = fm_cplx_log_scaled(fm_cplx_make(z.re + root.re, z.im + root.im), w * FM_R(FM_M_2_PI));
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += a.re;
  s->py += a.im;
}

/* 201: arctanh: log((1 + z)/(1 - z)) over π (twice the inverse hyperbolic tangent, over π). */
FM_VAR(arctanh) {
  const fm_cplx q = fm_cplx_div(fm_cplx_make(s->tx + 1, s->ty), fm_cplx_make(-s->tx + 1, -s->ty));
  const fm_cplx a = fm_cplx_log_scaled(q, w * FM_R(FM_M_1_PI));
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += a.re;
  s->py += a.im;
}

/* ---- farblur ----------------------------------------------------------------------------- */

/* 202: farblur: a blur in 3D whose radius grows with the squared distance from an origin (times
 * a bell-shaped deviate in [-2, 2]), in a random direction on the sphere, scaled per axis. */
FM_VAR(farblur) {
  const fm_real dx = s->tx - FM_PAR(farblur_x_origin), dy = s->ty - FM_PAR(farblur_y_origin);
  const fm_real dz = s->tz - FM_PAR(farblur_z_origin);
  const fm_real r = w * (dx * dx + dy * dy + dz * dz) * fm_rng_gauss4(rng);
  const fm_real u = fm_rng_01(rng) * FM_2PI_F3;
  const fm_real v = fm_rng_01(rng) * FM_2PI_F3;
  const fm_real sv = sin(v);
  s->px += FM_PAR(farblur_x) * r * sv * cos(u);
  s->py += FM_PAR(farblur_y) * r * sv * sin(u);
  s->pz += FM_PAR(farblur_z) * r * cos(v);
}

/* ---- the blurs and tilings of Fractorium's set: blur_linear, blur_zoom, blur_circle,
 *      blur_pixelize, tile_log, tile_hlp -------------------------------------------------- */

/* Fractorium's Round: halves away from zero. */
FM_FN fm_real fm_fr_round(fm_real r) { return r > 0 ? floor(r + FM_R(0.5)) : ceil(r - FM_R(0.5)); }

/* 203: blur_linear: a motion blur: the point moved a random share of `length` along `angle`. */
FM_VAR(blur_linear) {
  const fm_real angle = fm_par_cyclic(FM_PAR(blur_linear_angle), 0, FM_2PI_F3);
  const fm_real r = FM_PAR(blur_linear_length) * fm_rng_01(rng);
  s->px += w * (s->tx + r * cos(angle));
  s->py += w * (s->ty + r * sin(angle));
}

/* 204: blur_zoom: a zoom blur: the point scaled by 1 + U·length about (x, -y) (Fractorium's
 * signs); z carried as the editor does (FM_VARS_CARRY_Z). */
FM_VAR(blur_zoom) {
  const fm_real z = 1 + FM_PAR(blur_zoom_length) * fm_rng_01(rng);
  const fm_real cx = FM_PAR(blur_zoom_x), cy = FM_PAR(blur_zoom_y);
  s->px += w * ((s->tx - cx) * z + cx);
  s->py += w * ((s->ty + cy) * z - cy);
}

/* 205: blur_circle: a uniform point of the square [-1,1]² carried onto the disc, ring by ring
 * (the square's ring of half-side m onto the circle of radius m, by its perimeter); z scaled by
 * the weight. */
FM_VAR(blur_circle) {
  const fm_real x = 2 * fm_rng_01(rng) - 1, y = 2 * fm_rng_01(rng) - 1;
  const fm_real ax = fabs(x), ay = fabs(y);
  fm_real side, perimeter;
  FM_UNUSED_XF;
  if (ax >= ay) {
    perimeter = x >= ay ? ax + y : 5 * ax - y;
    side = ax;
  } else {
    perimeter = y >= ax ? 3 * ay - x : 7 * ay + x;
    side = ay;
  }
  const fm_real r = w * side, a = FM_R(FM_M_PI_4) * perimeter / side - FM_R(FM_M_PI_4);
  s->px += r * cos(a);
  s->py += r * sin(a);
}

/* 206: blur_pixelize: the point snapped to its cell of a grid of `size` (at least epsilon) and
 * blurred over `scale` cells about the cell's centre. */
FM_VAR(blur_pixelize) {
  /* JWildfire's (FM_JWF_RULES: BlurPixelizeFunc) size as it is: a negative one draws |size|'s */
  const fm_real size = FM_JWF_RULES(xf) ? FM_PAR(blur_pixelize_size)
                                        : fm_zeps(fm_par_at_least(FM_PAR(blur_pixelize_size), FM_R(FM_REAL_EPSILON)));
  const fm_real v = w * size, inv = 1 / size, scale = FM_PAR(blur_pixelize_scale);
  const fm_real cx = floor(s->tx * inv), cy = floor(s->ty * inv);
  const fm_real jx = fm_rng_01(rng) - FM_R(0.5);
  const fm_real jy = fm_rng_01(rng) - FM_R(0.5);
  s->px += v * (cx + scale * jx + FM_R(0.5));
  s->py += v * (cy + scale * jy + FM_R(0.5));
}

/* 207: tile_log: copies of the plane repeated along x, the shift a whole number drawn with a
 * geometric spread (round(±spread·log U)). */
FM_VAR(tile_log) {
  const fm_real spread = FM_PAR(tile_log_spread);
  const fm_real lu = log(fm_rng_01(rng));
  const fm_real shift = fm_fr_round(lu * (fm_rng_bit(rng) ? spread : -spread));
  s->px += w * (s->tx + shift);
  s->py += w * s->ty;
}

/* 208: tile_hlp: x-tiles of `width`, a point moved to the neighbouring tile at random, the
 * more likely the nearer it is to its tile's edge (Fractorium's fraction for a negative x is
 * x + trunc(x), kept). */
FM_VAR(tile_hlp) {
  const fm_real width = fm_par_nonzero(FM_PAR(tile_hlp_width)), x = s->tx / width;
  const int pos = x > 0;
  const fm_real whole = fm_int_trunc(x);
  fm_real shift = 0;
  if (cos((pos ? x - whole : x + whole) * FM_R(FM_PI)) < fm_rng_11(rng)) shift = pos ? -(width * w) : width * w;
  s->px += w * s->tx + shift;
  s->py += w * s->ty;
}

/* ---- juliaq, mcarpet, checks, wdisc ------------------------------------------------------ */

/* 209: juliaq: julia of a rational power divisor/power: r^(divisor/power), the angle times it
 * plus a random multiple (one of 32767) of 2π/power. */
FM_VAR(juliaq) {
  const fm_real p = fm_zeps(fm_par_nonzero(FM_PAR(juliaq_power)));
  const fm_real ratio = fm_par_nonzero(FM_PAR(juliaq_divisor)) / p;
  const fm_real a = fm_vs_atan_yx(s) * ratio + fm_rng_turn(rng, p);
  const fm_real r = w * pow(s->r2, FM_R(0.5) * ratio);
  s->px += r * cos(a);
  s->py += r * sin(a);
}

/* 210: mcarpet: the point shrunk by 1/(1 + r²/4) and scaled per axis, plus a quadratic twist of
 * x and a tilt of y. */
FM_VAR(mcarpet) {
  const fm_real x = s->tx, y = s->ty;
  const fm_real r = w / (s->r2 * FM_R(0.25) + 1);
  FM_UNUSED_RNG;
  s->px += x * r * FM_PAR(mcarpet_x) + (1 - (FM_PAR(mcarpet_twist) * (x * x)) + y) * w;
  s->py += y * r * FM_PAR(mcarpet_y) + FM_PAR(mcarpet_tilt) * x * w;
}

/* Apophysis' rounding (Fractorium's LRint): halves away from zero, through a 64-bit integer. */
FM_FN fm_real fm_lrint_apo(fm_real x) { return x >= 0 ? trunc(x + FM_R(0.5)) : trunc(x - FM_R(0.5)); }

/* 211: checks: a checkerboard of cells `size` wide: a point moves by (-x + U·rnd, -y) on the
 * odd cells and by (x, y + U·rnd) on the even ones. JWildfire's
 * (FM_JWF_RULES: ChecksFunc) moves the even cells by the first and the odd by the second, its
 * cells rounded half to even (Math.rint) and 1e-8 added to size. */
FM_VAR(checks) {
  const int jwf = FM_JWF_RULES(xf);
  const fm_real cs = jwf ? 1 / (FM_PAR(checks_size) + FM_R(1e-8)) : 1 / fm_zeps(FM_PAR(checks_size));
  const fm_real rnd = FM_PAR(checks_rnd);
  const fm_real rnx = rnd * fm_rng_01(rng);
  const fm_real rny = rnd * fm_rng_01(rng);
  const fm_real cell = jwf ? rint(s->tx * cs) + rint(s->ty * cs)
                           : fm_int_trunc(fm_lrint_apo(s->tx * cs) + fm_lrint_apo(s->ty * cs));
  fm_real dx, dy;
  if ((fmod(cell, FM_R(2.0)) != 0) != jwf) {
    dx = -FM_PAR(checks_x) + rnx;
    dy = -FM_PAR(checks_y);
  } else {
    dx = FM_PAR(checks_x);
    dy = FM_PAR(checks_y) + rny;
  }
  s->px += w * (s->tx + dx);
  s->py += w * (s->ty + dy);
}

/* 212: wdisc: disc with the roles swapped: the radius from the angle (φ/π) and the angle from
 * the radius (π/(r + 1), mirrored for the upper half). */
FM_VAR(wdisc) {
  fm_real a = FM_R(FM_PI) / (fm_vs_r(s) + 1);
  const fm_real r = fm_vs_atan_yx(s) * FM_R(FM_M_1_PI);
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  if (r > 0) a = FM_R(FM_PI) - a;
  s->px += w * r * cos(a);
  s->py += w * r * sin(a);
}

/* ---- Variations01.h's own: swirl3, swirl3r, gaussian, rays1-3, flowerdb, exp2, tanh_spiral */

/* 213: swirl3: the point turned by shift·log r (a logarithmic swirl). */
FM_VAR(swirl3) {
  const fm_real rad = fm_vs_r(s), ang = fm_vs_atan_yx(s) + log(rad) * FM_PAR(swirl3_shift);
  FM_UNUSED_RNG;
  s->px += w * rad * cos(ang);
  s->py += w * rad * sin(ang);
}

/* 214: swirl3r: swirl3 within the ring min..max (either order, both at least 0), the turn held
 * at the ring's edge values inside and outside it. */
FM_VAR(swirl3r) {
  const fm_real shift = FM_PAR(swirl3r_shift);
  const fm_real lo = fm_par_at_least(FM_PAR(swirl3r_min), 0), hi = fm_par_at_least(FM_PAR(swirl3r_max), 0);
  const fm_real minr = lo < hi ? lo : hi, maxr = lo < hi ? hi : lo;
  const fm_real rad = fm_vs_r(s);
  fm_real ang = fm_vs_atan_yx(s);
  FM_UNUSED_RNG;
  if (rad < minr) ang += minr > 0 ? log(minr) * shift : 0;
  else if (rad > maxr) ang += maxr > 0 ? log(maxr) * shift : 0;
  else ang += log(rad) * shift;
  s->px += w * rad * cos(ang);
  s->py += w * rad * sin(ang);
}

/* 215: gaussian: the point plus a blur of bell-shaped radius (four uniforms) in a random
 * direction; the point itself is kept (linear plus gaussian_blur, the blur's weight only). */
FM_VAR(gaussian) {
  const fm_real angle = fm_rng_01(rng) * FM_2PI_F3;
  const fm_real r = w * fm_rng_gauss4(rng);
  FM_UNUSED_XF;
  s->px += r * cos(angle) + s->tx;
  s->py += r * sin(angle) + s->ty;
}

/* The rays: Fractorium's formulas assign the point rather than add to it: whatever the
 * variations before them in the xform summed is dropped (their z sum is kept). */

/* 216: rays1: r²·(1/tan r + w·(2/π)²)/x and likewise over y. */
FM_VAR(rays1) {
  const fm_real u = 1 / fm_zeps(tan(fm_vs_r(s))) + (w * (FM_R(FM_M_2_PI) * FM_R(FM_M_2_PI)));
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px = w * u * s->r2 / fm_zeps(s->tx);
  s->py = w * u * s->r2 / fm_zeps(s->ty);
}

/* 217: rays2: r²/cos(r²·tan(1/r²)) over x and over y, a tenth of the weight. */
FM_VAR(rays2) {
  const fm_real u = 1 / cos(s->r2 * tan(1 / fm_zeps(s->r2)));
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px = (w / 10) * u * s->r2 / fm_zeps(s->tx);
  s->py = (w / 10) * u * s->r2 / fm_zeps(s->ty);
}

/* 218: rays3: rays2's kin with r⁴ inside: cos r² and tan r² shape x and y. */
FM_VAR(rays3) {
  const fm_real sq = s->r2 * s->r2;
  const fm_real u = 1 / sqrt(cos(sin(sq) * sin(1 / fm_zeps(sq))));
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px = (w / 10) * u * cos(s->r2) * s->r2 / fm_zeps(s->tx);
  s->py = (w / 10) * u * tan(s->r2) * s->r2 / fm_zeps(s->ty);
}

/* 219: flowerdb: the radius scaled by |(spread + sin(petals·φ))·cos(petals·split·φ)|: petals
 * split in two by the second factor. */
FM_VAR(flowerdb) {
  const fm_real r = w * fm_vs_r(s), t = fm_vs_atan_yx(s), petals = FM_PAR(flowerdb_petals);
  const fm_real r2 = r * (fabs((FM_PAR(flowerdb_petal_spread) + sin(petals * t)) * cos(petals * FM_PAR(flowerdb_petal_split) * t)));
  FM_UNUSED_RNG;
  s->px += r2 * cos(t);
  s->py += r2 * sin(t);
}

/* 220: exp2: the complex exponential of π·z. */
FM_VAR(exp2) {
  const fm_real ypi = s->ty * FM_R(FM_PI), e = w * exp(s->tx * FM_R(FM_PI));
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += e * cos(ypi);
  s->py += e * sin(ypi);
}

/* 221: tanh_spiral: a point of the curve tanh((1 + i·a)·t/2)-like (sinh t, sin a·t)/(cos a·t +
 * cosh t), t uniform in [-π, π): the input point is not used. */
FM_VAR(tanh_spiral) {
  const fm_real t = (fm_rng_01(rng) - FM_R(0.5)) * FM_2PI_F3, a = FM_PAR(tanh_spiral_a);
  const fm_real aux = fm_zeps(cos(a * t) + cosh(t));
  s->px += w * (sinh(t) / aux);
  s->py += w * (sin(a * t) / aux);
}

/* ---- Kaleidoscope, Spirograph, wavesn, SphericalN, Lissajous, line, taurus, barycentroid,
 *      hypershift, d_spherical ------------------------------------------------------------ */

/* 222: Kaleidoscope: the point turned 45° (x scaled by rotate first) and shifted by line_up,
 * the upper half pulled up and moved by (x, y), the lower pulled down. The weight is not
 * used (Fractorium's formula). */
FM_VAR(Kaleidoscope) {
  const fm_real sn = sin(45 * (FM_R(FM_PI) / FM_R(180.0))), cs = cos(45 * (FM_R(FM_PI) / FM_R(180.0)));
  const fm_real rot = FM_PAR(Kaleidoscope_rotate), up = FM_PAR(Kaleidoscope_line_up), pull = FM_PAR(Kaleidoscope_pull);
  (void)w;
  FM_UNUSED_RNG;
  s->px += ((rot * s->tx) * cs - s->ty * sn + up) + FM_PAR(Kaleidoscope_x);
  if (s->ty > 0) s->py += ((rot * s->ty) * cs + s->tx * sn + pull + up) + FM_PAR(Kaleidoscope_y);
  else s->py += (rot * s->ty) * cs + s->tx * sn - pull - up;
}

/* 223: Spirograph: a random point of the epitrochoid of rolling circles a, b (pen d, the
 * second term scaled by c1, c2), t in [tmin, tmax), both axes shifted by a uniform of
 * [ymin, ymax). The input point is not used. */
FM_VAR(Spirograph) {
  const fm_real t = (FM_PAR(Spirograph_tmax) - FM_PAR(Spirograph_tmin)) * fm_rng_01(rng) + FM_PAR(Spirograph_tmin);
  const fm_real y = (FM_PAR(Spirograph_ymax) - FM_PAR(Spirograph_ymin)) * fm_rng_01(rng) + FM_PAR(Spirograph_ymin);
  const fm_real ab = FM_PAR(Spirograph_a) + FM_PAR(Spirograph_b), abt = ab / FM_PAR(Spirograph_b) * t;
  const fm_real x1 = ab * cos(t) - FM_PAR(Spirograph_c1) * cos(abt);
  const fm_real y1 = ab * sin(t) - FM_PAR(Spirograph_c2) * sin(abt);
  s->px += w * (x1 + FM_PAR(Spirograph_d) * cos(t) + y);
  s->py += w * (y1 + FM_PAR(Spirograph_d) * sin(t) + y);
}

/* 224: wavesn: julian of int(|power|) roots (Rand, power 0 read as 2), then waves whose
 * amplitude grows with |x| and |y| (incx, incy); the weight applies twice, as in Fractorium. */
FM_VAR(wavesn) {
  const fm_real power = FM_PAR(wavesn_power) == 0 ? FM_R(2.0) : FM_PAR(wavesn_power);
  const fm_real angle = (fm_vs_atan_yx(s) + FM_2PI_F3 * fm_rng_below_real(rng, fm_int_trunc(fabs(power)))) / power;
  const fm_real r = w * pow(s->r2, 1 / power / 2);
  const fm_real xn = r * cos(angle), yn = r * sin(angle);
  const fm_real siny = sin(FM_PAR(wavesn_freqx) * yn), sinx = sin(FM_PAR(wavesn_freqy) * xn);
  const fm_real dx = xn + FM_R(0.5) * (FM_PAR(wavesn_scalex) * siny + fabs(xn) * FM_PAR(wavesn_incx) * siny);
  const fm_real dy = yn + FM_R(0.5) * (FM_PAR(wavesn_scaley) * sinx + fabs(yn) * FM_PAR(wavesn_incy) * sinx);
  s->px += w * dx;
  s->py += w * dy;
}

/* 225: SphericalN: spherical of r^Dist, copied floor(Power) times about the origin (the copy
 * floor(U·Power), turned by 2π/floor(Power)). */
FM_VAR(SphericalN) {
  const fm_real power = FM_PAR(SphericalN_Power);
  const fm_real r = fm_zeps(pow(fm_vs_r(s), FM_PAR(SphericalN_Dist)));
  const fm_real n = floor(power * fm_rng_01(rng));
  const fm_real alpha = fm_vs_atan_yx(s) + n * FM_2PI_F3 / fm_zeps(floor(power));
  s->px += w * cos(alpha) / r;
  s->py += w * sin(alpha) / r;
}

/* 226: Lissajous: a random point of the curve (sin(a·t + d), sin(b·t)) + c·t, t in
 * [tmin, tmax), both axes shifted by e·(U - 1/2). The input point is not used. */
FM_VAR(Lissajous) {
  const fm_real t = (FM_PAR(Lissajous_tmax) - FM_PAR(Lissajous_tmin)) * fm_rng_01(rng) + FM_PAR(Lissajous_tmin);
  const fm_real y = fm_rng_01(rng) - FM_R(0.5);
  const fm_real x1 = sin(FM_PAR(Lissajous_a) * t + FM_PAR(Lissajous_d)), y1 = sin(FM_PAR(Lissajous_b) * t);
  s->px += w * (x1 + FM_PAR(Lissajous_c) * t + FM_PAR(Lissajous_e) * y);
  s->py += w * (y1 + FM_PAR(Lissajous_c) * t + FM_PAR(Lissajous_e) * y);
}

/* 227: line: a random point of the segment from the origin of length w along the direction of
 * azimuth delta·π and elevation phi·π (in 3D). The input point is not used. */
FM_VAR(line) {
  const fm_real delta = FM_PAR(line_delta) * FM_R(FM_PI), phi = FM_PAR(line_phi) * FM_R(FM_PI);
  fm_real ux = cos(delta) * cos(phi), uy = sin(delta) * cos(phi), uz = sin(phi);
  const fm_real len = sqrt(ux * ux + uy * uy + uz * uz);
  const fm_real r = fm_rng_01(rng) * w;
  ux /= len;
  uy /= len;
  uz /= len;
  s->px += ux * r;
  s->py += uy * r;
  s->pz += uz * r;
}

/* 228: taurus: the plane wrapped onto a torus of radius r whose tube waves n times (inv mixes
 * the waving in); z the tube's height cos y mixed with y itself by sor. */
FM_VAR(taurus) {
  const fm_real r = FM_PAR(taurus_r), inv = FM_PAR(taurus_inv), sor = FM_PAR(taurus_sor);
  const fm_real sx = sin(s->tx), cx = cos(s->tx), sy = sin(s->ty), cy = cos(s->ty);
  const fm_real ir = inv * r + ((1 - inv) * (r * cos(FM_PAR(taurus_n) * s->tx)));
  FM_UNUSED_RNG;
  s->px += w * (cx * (ir + sy));
  s->py += w * (sx * (ir + sy));
  s->pz += w * (sor * cy) + ((1 - sor) * s->ty);
}

/* Fractorium's Sign: -1, 0 or 1. */
FM_FN fm_real fm_fr_sign(fm_real v) { return v < 0 ? FM_R(-1.0) : v > 0 ? FM_R(1.0) : FM_R(0.0); }

/* 229: barycentroid: the point's coordinates (u, v) in the basis (a, b), (c, d), each
 * lengthened by the point's own coordinate (√(u² + x²) with u's sign); z carried as the editor
 * does (FM_VARS_CARRY_Z). */
FM_VAR(barycentroid) {
  const fm_real a = FM_PAR(barycentroid_a), b = FM_PAR(barycentroid_b), c = FM_PAR(barycentroid_c), d = FM_PAR(barycentroid_d);
  const fm_real dot00 = a * a + b * b, dot01 = a * c + b * d, dot02 = a * s->tx + b * s->ty;
  const fm_real dot11 = c * c + d * d, dot12 = c * s->tx + d * s->ty;
  const fm_real inv = 1 / fm_zeps(dot00 * dot11 - dot01 * dot01);
  const fm_real u = (dot11 * dot02 - dot01 * dot12) * inv, v = (dot00 * dot12 - dot01 * dot02) * inv;
  FM_UNUSED_RNG;
  s->px += w * (sqrt(u * u + s->tx * s->tx) * fm_fr_sign(u));
  s->py += w * (sqrt(v * v + s->ty * s->ty) * fm_fr_sign(v));
}

/* 230: hypershift: the inversion, shifted by `shift`, inverted again with the scale
 * 1 - shift² and shifted back: a hyperbolic translation of the Poincaré disc. Like the rays it
 * assigns the point in Fractorium's compatible mode (the sum so far, z included, dropped). */
FM_VAR(hypershift) {
  const fm_real shift = FM_PAR(hypershift_shift);
  fm_real rad = 1 / fm_zeps(s->r2);
  const fm_real x = rad * s->tx + shift, y = rad * s->ty;
  FM_UNUSED_RNG;
  rad = w * (1 - shift * shift) / fm_zeps(x * x + y * y);
  s->px = rad * x + shift;
  s->py = rad * y * FM_PAR(hypershift_stretch); /* JWildfire's stretch of y, 1 in Fractorium */
  s->pz = 0;
}

/* 231: d_spherical: spherical with probability d_spherical_weight, else linear. */
FM_VAR(d_spherical) {
  if (fm_rng_01(rng) < FM_PAR(d_spherical_weight)) {
    const fm_real r = w / fm_zeps(s->r2);
    s->px += s->tx * r;
    s->py += s->ty * r;
  } else {
    s->px += s->tx * w;
    s->py += s->ty * w;
  }
}

#endif
