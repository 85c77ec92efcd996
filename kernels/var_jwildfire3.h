/*
 * var_jwildfire3.h — more of JWildfire's own variations that artists' files use, after
 * var_jwildfire2.h (whose conventions they share), each checked against JWildfire's own code
 * (tests/tools/jwf_refs.sh; tests/unit/test_variation_refs.c).
 * 381: complex (Brad Stefanov's sum of the *2_bs family), 382: post_trig (a post function:
 * dark-beam's Complex class's functions of the sum), 383: inversion (sets the colour by some of
 * its modes), 384: gpattern (JWildfire's DrawFunc of polygons in a grid, sets the colour),
 * 385: scrambly.
 * (variations.h includes it after var_jwildfire2.h; nowhere else includes it). Common subset
 * of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWILDFIRE3_H
#define FLAMEBUILD_VAR_JWILDFIRE3_H

/* The families whose helpers this one calls (a kernel of its own includes only the families
 * its variations need: kernels/codegen_families.c). */
#include "var_jwildfire2.h"

/* 381: complex (cothe's complex functions, combined by Brad Stefanov): the weighted sum of the
 * *2_bs family's fourteen, each by its own weight NAMEpow (0: left out) and frequencies (cos,
 * cosh, cot, coth, csc, csch, exp, sec, sech, tan, tanh, sin, sinh, as sec2_bs and its family
 * compute them; exp: e^(x1·x)·(cos(y2·y), sin(y1·y))). A zero denominator of coth, csc, csch,
 * sec, sech, tan or tanh gives nothing at all (JWildfire returns before adding). In float, far
 * from an axis, the quotients go through var_jwildfire.h's fm_jwf_hyp_over_cosh. */
FM_VAR(complex) {
  const fm_real X = s->tx, Y = s->ty;
  fm_real x = 0, y = 0, p;
  FM_UNUSED_RNG;
  if ((p = FM_PAR(complex_cospow)) != 0) {
    x += p * cos(X * FM_PAR(complex_cosx2)) * cosh(Y * FM_PAR(complex_cosy2));
    y -= p * sin(X * FM_PAR(complex_cosx1)) * sinh(Y * FM_PAR(complex_cosy1));
  }
  if ((p = FM_PAR(complex_coshpow)) != 0) {
    x += p * cosh(X * FM_PAR(complex_coshx2)) * cos(Y * FM_PAR(complex_coshy2));
    y += p * sinh(X * FM_PAR(complex_coshx1)) * sin(Y * FM_PAR(complex_coshy1));
  }
  if ((p = FM_PAR(complex_cotpow)) != 0) {
    const fm_real b = FM_PAR(complex_coty2) * Y;
    if (FM_JWF_FAR(b)) {
      x += p * sin(FM_PAR(complex_cotx1) * X) * fm_jwf_hyp_over_cosh(0, 0, b);
      y -= p * fm_jwf_hyp_over_cosh(FM_PAR(complex_coty1) * Y, 1, b);
    } else {
      const fm_real den = 1 / fm_jwf_cosh_minus_cos(b, FM_PAR(complex_cotx2) * X);
      x += p * den * sin(FM_PAR(complex_cotx1) * X);
      y -= p * den * sinh(FM_PAR(complex_coty1) * Y);
    }
  }
  if ((p = FM_PAR(complex_cothpow)) != 0) {
    const fm_real b = FM_PAR(complex_cothx2) * X;
    if (FM_JWF_FAR(b)) {
      x += p * fm_jwf_hyp_over_cosh(FM_PAR(complex_cothx1) * X, 1, b);
      y += p * sin(FM_PAR(complex_cothy1) * Y) * fm_jwf_hyp_over_cosh(0, 0, b);
    } else {
      const fm_real d = fm_jwf_cosh_minus_cos(b, FM_PAR(complex_cothy2) * Y);
      if (d == 0) return;
      x += p * (1 / d) * sinh(FM_PAR(complex_cothx1) * X);
      y += p * (1 / d) * sin(FM_PAR(complex_cothy1) * Y);
    }
  }
  if ((p = FM_PAR(complex_cscpow)) != 0) {
    if (FM_JWF_FAR(2 * Y)) {
      x += p * 2 * sin(X * FM_PAR(complex_cscx1)) * fm_jwf_hyp_over_cosh(Y * FM_PAR(complex_cscy2), 0, 2 * Y);
      y -= p * 2 * cos(X * FM_PAR(complex_cscx2)) * fm_jwf_hyp_over_cosh(Y * FM_PAR(complex_cscy1), 1, 2 * Y);
    } else {
      const fm_real d = fm_jwf_cosh_minus_cos(2 * Y, 2 * X);
      if (d == 0) return;
      x += p * (2 / d) * sin(X * FM_PAR(complex_cscx1)) * cosh(Y * FM_PAR(complex_cscy2));
      y -= p * (2 / d) * cos(X * FM_PAR(complex_cscx2)) * sinh(Y * FM_PAR(complex_cscy1));
    }
  }
  if ((p = FM_PAR(complex_cschpow)) != 0) {
    if (FM_JWF_FAR(2 * X)) {
      x += p * 2 * cos(Y * FM_PAR(complex_cschy2)) * fm_jwf_hyp_over_cosh(X * FM_PAR(complex_cschx1), 1, 2 * X);
      y -= p * 2 * sin(Y * FM_PAR(complex_cschy1)) * fm_jwf_hyp_over_cosh(X * FM_PAR(complex_cschx2), 0, 2 * X);
    } else {
      const fm_real d = fm_jwf_cosh_minus_cos(2 * X, 2 * Y);
      if (d == 0) return;
      x += p * (2 / d) * sinh(X * FM_PAR(complex_cschx1)) * cos(Y * FM_PAR(complex_cschy2));
      y -= p * (2 / d) * cosh(X * FM_PAR(complex_cschx2)) * sin(Y * FM_PAR(complex_cschy1));
    }
  }
  if ((p = FM_PAR(complex_exppow)) != 0) {
    const fm_real e = exp(X * FM_PAR(complex_expx1));
    x += p * e * cos(Y * FM_PAR(complex_expy2));
    y += p * e * sin(Y * FM_PAR(complex_expy1));
  }
  if ((p = FM_PAR(complex_secpow)) != 0) {
    if (FM_JWF_FAR(2 * Y)) {
      x += p * 2 * cos(X * FM_PAR(complex_secx2)) * fm_jwf_hyp_over_cosh(Y * FM_PAR(complex_secy2), 0, 2 * Y);
      y += p * 2 * sin(X * FM_PAR(complex_secx1)) * fm_jwf_hyp_over_cosh(Y * FM_PAR(complex_secy1), 1, 2 * Y);
    } else {
      const fm_real d = cos(2 * X) + cosh(2 * Y);
      if (d == 0) return;
      x += p * (2 / d) * cos(X * FM_PAR(complex_secx2)) * cosh(Y * FM_PAR(complex_secy2));
      y += p * (2 / d) * sin(X * FM_PAR(complex_secx1)) * sinh(Y * FM_PAR(complex_secy1));
    }
  }
  if ((p = FM_PAR(complex_sechpow)) != 0) {
    if (FM_JWF_FAR(2 * X)) {
      x += p * 2 * cos(Y * FM_PAR(complex_sechy2)) * fm_jwf_hyp_over_cosh(X * FM_PAR(complex_sechx2), 0, 2 * X);
      y -= p * 2 * sin(Y * FM_PAR(complex_sechy1)) * fm_jwf_hyp_over_cosh(X * FM_PAR(complex_sechx1), 1, 2 * X);
    } else {
      const fm_real d = cos(2 * Y) + cosh(2 * X);
      if (d == 0) return;
      x += p * (2 / d) * cosh(X * FM_PAR(complex_sechx2)) * cos(Y * FM_PAR(complex_sechy2));
      y -= p * (2 / d) * sinh(X * FM_PAR(complex_sechx1)) * sin(Y * FM_PAR(complex_sechy1));
    }
  }
  if ((p = FM_PAR(complex_tanpow)) != 0) {
    const fm_real b = FM_PAR(complex_tany2) * Y;
    if (FM_JWF_FAR(b)) {
      x += p * sin(FM_PAR(complex_tanx1) * X) * fm_jwf_hyp_over_cosh(0, 0, b);
      y += p * fm_jwf_hyp_over_cosh(FM_PAR(complex_tany1) * Y, 1, b);
    } else {
      const fm_real d = cos(FM_PAR(complex_tanx2) * X) + cosh(b);
      if (d == 0) return;
      x += p * (1 / d) * sin(FM_PAR(complex_tanx1) * X);
      y += p * (1 / d) * sinh(FM_PAR(complex_tany1) * Y);
    }
  }
  if ((p = FM_PAR(complex_tanhpow)) != 0) {
    const fm_real b = X * FM_PAR(complex_tanhx2);
    if (FM_JWF_FAR(b)) {
      x += p * fm_jwf_hyp_over_cosh(X * FM_PAR(complex_tanhx1), 1, b);
      y += p * sin(Y * FM_PAR(complex_tanhy1)) * fm_jwf_hyp_over_cosh(0, 0, b);
    } else {
      const fm_real d = cos(Y * FM_PAR(complex_tanhy2)) + cosh(b);
      if (d == 0) return;
      x += p * (1 / d) * sinh(X * FM_PAR(complex_tanhx1));
      y += p * (1 / d) * sin(Y * FM_PAR(complex_tanhy1));
    }
  }
  if ((p = FM_PAR(complex_sinpow)) != 0) {
    x += p * sin(X * FM_PAR(complex_sinx1)) * cosh(Y * FM_PAR(complex_siny2));
    y += p * cos(X * FM_PAR(complex_sinx2)) * sinh(Y * FM_PAR(complex_siny1));
  }
  if ((p = FM_PAR(complex_sinhpow)) != 0) {
    x += p * sinh(X * FM_PAR(complex_sinhx1)) * cos(Y * FM_PAR(complex_sinhy2));
    y += p * cosh(X * FM_PAR(complex_sinhx2)) * sin(Y * FM_PAR(complex_sinhy1));
  }
  s->px += w * x;
  s->py += w * y;
}

/* ---- dark-beam's Complex class (JWildfire's base/mathlib/Complex), the operations post_trig
 *      takes from it, as it computes them (var_jwildfire.h has its 1/z, log and acosh) ------- */

/* Its division: a·b̄/|b|², |b|² below 1e-100 taken as 1 (fm_jwf_recip's rule). */
FM_FN void fm_jwf_div(fm_real *re, fm_real *im, fm_real bre, fm_real bim) {
  const fm_real r2 = *im * bim + *re * bre, i2 = *im * bre - *re * bim;
  const fm_real m2 = bre * bre + bim * bim;
  const fm_real inv = (m2 < FM_R(1e-100) || m2 == 0) ? FM_R(1.0) : 1 / m2;
  *re = r2 * inv;
  *im = i2 * inv;
}

/* Its square root: real part ≥ 0, the imaginary part of the sign of z's (+ for 0). */
FM_FN void fm_jwf_sqrt(fm_real *re, fm_real *im) {
  const fm_real rad = hypot(*re, *im);
  const fm_real sb = *im < 0 ? FM_R(-1.0) : FM_R(1.0);
#ifdef FM_REAL_FLOAT
  /* rad ∓ re cancels where |im| ≪ |re|: the smaller part from the larger */
  if (*re >= 0) {
    const fm_real r = sqrt(FM_R(0.5) * (rad + *re));
    *im = sb * (r > 0 ? fabs(*im) / (2 * r) : FM_R(0.0));
    *re = r;
  } else {
    const fm_real i = sqrt(FM_R(0.5) * (rad - *re));
    *re = i > 0 ? fabs(*im) / (2 * i) : FM_R(0.0);
    *im = sb * i;
  }
#else
  *im = sb * sqrt(FM_R(0.5) * (rad - *re)); /* the class's form, in double */
  *re = sqrt(FM_R(0.5) * (rad + *re));
#endif
}

/* Its sinh (odd) and cosh: from e^re and e^−re, times cos and sin of im. */
FM_FN void fm_jwf_sinh_cosh(fm_real *re, fm_real *im, int odd) {
  const fm_real e = exp(*re), er = 1 / e;
  const fm_real rr = FM_R(0.5) * (e - er), ri = rr + er;
  const fm_real c = cos(*im), sn = sin(*im);
  *re = c * (odd ? rr : ri);
  *im = sn * (odd ? ri : rr);
}

/* Its asinh (plus) and acosh (minus): log(z + √(z² ± 1)), the class's root. */
FM_FN void fm_jwf_asinh_acosh(fm_real *re, fm_real *im, fm_real one) {
  fm_real dr = *re * *re - *im * *im + one, di = 2 * *re * *im;
  fm_jwf_sqrt(&dr, &di);
  *re += dr;
  *im += di;
  fm_jwf_log(re, im);
}

/* Its atanh: ½·log((1 + z)/(1 − z)). */
FM_FN void fm_jwf_atanh(fm_real *re, fm_real *im) {
  const fm_real dre = -(*re - 1), dim = -*im;
  *re += 1;
  fm_jwf_div(re, im, dre, dim);
  fm_jwf_log(re, im);
  *re *= FM_R(0.5);
  *im *= FM_R(0.5);
}

/* 382: post_trig (Whittaker Courtney's), a post function on the sum: the sum z first through
 * 1/z, log((z + 1)/(z − 1))·2/π, √z (± by a coin), e^z and log z, each with a weight of its own
 * (0: left out; each replaces z by its weighted value times the xform's weight); then the sum of
 * asinh, acosh (± by a coin), atanh, asin, acos, atan (times 2/π), sin, cos, tan, sinh, cosh,
 * tanh of that z, each by its weight and the xform's, replaces the point — unless those weights
 * add up to 0: then z does. Draws a coin for sqrtpow ≠ 0 and one for acoshpow ≠ 0. */
FM_VAR(post_trig) {
  const fm_real k = w * FM_R(FM_M_2_PI);
  fm_real xr = s->px, yr = s->py, xx = 0, yy = 0, p, re, im;
  FM_UNUSED_XF;
  if ((p = FM_PAR(post_trig_reciprocalpow)) != 0) {
    re = xr, im = yr;
    fm_jwf_recip(&re, &im);
    xr = p * (re * w);
    yr = p * (im * w);
  }
  if ((p = FM_PAR(post_trig_log_dividepow)) != 0) {
    re = xr + 1, im = yr;
    fm_jwf_div(&re, &im, xr - 1, yr);
    fm_jwf_log(&re, &im);
    xr = p * (re * k);
    yr = p * (im * k);
  }
  if ((p = FM_PAR(post_trig_sqrtpow)) != 0) {
    re = xr, im = yr;
    fm_jwf_sqrt(&re, &im);
    re *= w;
    im *= w;
    if (fm_rng_01(rng) < FM_R(0.5)) {
      xr = p * re;
      yr = p * im;
    } else {
      xr = p * -re;
      yr = p * -im;
    }
  }
  if ((p = FM_PAR(post_trig_exppow)) != 0) {
    const fm_real e = exp(xr);
    re = e * cos(yr), im = e * sin(yr);
    xr = p * (re * w);
    yr = p * (im * w);
  }
  if ((p = FM_PAR(post_trig_logpow)) != 0) {
    re = xr, im = yr;
    fm_jwf_log(&re, &im);
    xr = p * (re * w);
    yr = p * (im * w);
  }
  if ((p = FM_PAR(post_trig_asinhpow)) != 0) {
    re = xr, im = yr;
    fm_jwf_asinh_acosh(&re, &im, FM_R(1.0));
    xx += p * (re * k);
    yy += p * (im * k);
  }
  if ((p = FM_PAR(post_trig_acoshpow)) != 0) {
    re = xr, im = yr;
    fm_jwf_asinh_acosh(&re, &im, FM_R(-1.0));
    re *= k;
    im *= k;
    if (fm_rng_01(rng) < FM_R(0.5)) {
      xx += p * re;
      yy += p * im;
    } else {
      xx += p * -re;
      yy += p * -im;
    }
  }
  if ((p = FM_PAR(post_trig_atanhpow)) != 0) {
    re = xr, im = yr;
    fm_jwf_atanh(&re, &im);
    xx += p * (re * k);
    yy += p * (im * k);
  }
  if ((p = FM_PAR(post_trig_asinpow)) != 0) { /* asinh of z's flip (re ↔ im), flipped back */
    re = yr, im = xr;
    fm_jwf_asinh_acosh(&re, &im, FM_R(1.0));
    xx += p * (im * k);
    yy += p * (re * k);
  }
  if ((p = FM_PAR(post_trig_acospow)) != 0) { /* π/2 − asin */
    re = yr, im = xr;
    fm_jwf_asinh_acosh(&re, &im, FM_R(1.0));
    xx += p * ((FM_R(FM_PI) / 2 - im) * k);
    yy += p * (-re * k);
  }
  if ((p = FM_PAR(post_trig_atanpow)) != 0) {
    re = yr, im = xr;
    fm_jwf_atanh(&re, &im);
    xx += p * (im * k);
    yy += p * (re * k);
  }
  if ((p = FM_PAR(post_trig_sinpow)) != 0) {
    re = yr, im = xr;
    fm_jwf_sinh_cosh(&re, &im, 1);
    xx += p * (im * w);
    yy += p * (re * w);
  }
  if ((p = FM_PAR(post_trig_cospow)) != 0) {
    re = yr, im = xr;
    fm_jwf_sinh_cosh(&re, &im, 0);
    xx += p * (im * w);
    yy += p * (re * w);
  }
  if ((p = FM_PAR(post_trig_tanpow)) != 0) {
    fm_real cre = yr, cim = xr;
    re = yr, im = xr;
    fm_jwf_sinh_cosh(&re, &im, 1);
    fm_jwf_sinh_cosh(&cre, &cim, 0);
    /* sin z / cos z, both flipped back */
    fm_real qre = im, qim = re;
    fm_jwf_div(&qre, &qim, cim, cre);
    xx += p * (qre * w);
    yy += p * (qim * w);
  }
  if ((p = FM_PAR(post_trig_sinhpow)) != 0) {
    re = xr, im = yr;
    fm_jwf_sinh_cosh(&re, &im, 1);
    xx += p * (re * w);
    yy += p * (im * w);
  }
  if ((p = FM_PAR(post_trig_coshpow)) != 0) {
    re = xr, im = yr;
    fm_jwf_sinh_cosh(&re, &im, 0);
    xx += p * (re * w);
    yy += p * (im * w);
  }
  if ((p = FM_PAR(post_trig_tanhpow)) != 0) {
    fm_real cre = xr, cim = yr;
    re = xr, im = yr;
    fm_jwf_sinh_cosh(&re, &im, 1);
    fm_jwf_sinh_cosh(&cre, &cim, 0);
    fm_jwf_div(&re, &im, cre, cim);
    xx += p * (re * w);
    yy += p * (im * w);
  }
  if (FM_PAR(post_trig_asinhpow) + FM_PAR(post_trig_acoshpow) + FM_PAR(post_trig_atanhpow) + FM_PAR(post_trig_sinpow) +
          FM_PAR(post_trig_cospow) + FM_PAR(post_trig_tanpow) + FM_PAR(post_trig_sinhpow) + FM_PAR(post_trig_coshpow) +
          FM_PAR(post_trig_tanhpow) + FM_PAR(post_trig_asinpow) + FM_PAR(post_trig_acospow) + FM_PAR(post_trig_atanpow) ==
      0) {
    s->px = xr;
    s->py = yr;
  } else {
    s->px = xx;
    s->py = yy;
  }
}

/* ---- inversion (CozyG's): inversion in a shape's boundary ------------------------------- */

/* The shape's boundary along the ray at angle tin from its centre: radius and point (the point
 * at tin, the radius by the shape's angle tin − rotation): 0 circle (radius scale), 1 ellipse
 * (a, b), 2 hyperbola (a, b), 3 regular polygon (⌊a⌋ sides), 4 rhodonea (cos(a/b·t) + c),
 * 5 superellipse (a, b, exponent c), 6 supershape (a, b, m = c, n1..n3 = d, e, f); another
 * number a circle. All times scale. */
FM_FN fm_real fm_inversion_curve(const fm_xform *xf, int shape, fm_real tin, fm_real *x, fm_real *y) {
  const fm_real a = FM_PAR(inversion_a), b = FM_PAR(inversion_b), c = FM_PAR(inversion_c);
  const fm_real rot = FM_R(FM_PI) * FM_PAR(inversion_rotation), t = tin - rot;
  fm_real r;
  if (shape == 1) {
    const fm_real bc = b * cos(t), as = a * sin(t);
    r = (a * b) / sqrt(bc * bc + as * as);
  } else if (shape == 2) {
    r = sqrt((a * a * b * b) / ((b * b * cos(t) * cos(t)) - (a * a * sin(t) * sin(t))));
  } else if (shape == 3) {
    const fm_real theta = fabs(fmod(t, 2 * FM_R(FM_PI))), n = floor(a);
    r = cos(FM_R(FM_PI) / n) / cos(fmod(theta, 2 * FM_R(FM_PI) / n) - FM_R(FM_PI) / n);
  } else if (shape == 4) {
    r = cos(a / b * t) + c;
  } else if (shape == 5) {
    r = (a * b) / pow(pow(fabs(a * sin(t)), c) + pow(fabs(b * cos(t)), c), 1 / c);
  } else if (shape == 6) {
    const fm_real m = c;
    r = pow(pow(fabs(cos(m * t / 4) / a), FM_PAR(inversion_e)) + pow(fabs(sin(m * t / 4) / b), FM_PAR(inversion_f)),
            -1 / FM_PAR(inversion_d));
  } else {
    r = 1;
  }
  r *= FM_PAR(inversion_scale);
  *x = r * cos(tin);
  *y = r * sin(tin);
  return r;
}

/* The rhodonea's period: 2π for an even k = a/b, π or 2π (c ≠ 0) for an odd one; for integer a
 * and b, kd·2π or kd·π by the parity of the reduced kn/kd (Java's gcd of (long) a and (int) b);
 * else 2π. */
FM_FN fm_real fm_inversion_rhodonea_period(fm_real a, fm_real b, fm_real c) {
  const fm_real k = a / b;
  if (fmod(k, FM_R(1.0)) == 0) {
    if (fmod(k, FM_R(2.0)) == 0) return 2 * FM_R(FM_PI);
    return c != 0 ? 2 * FM_R(FM_PI) : FM_R(FM_PI);
  }
  if (fmod(a, FM_R(1.0)) == 0 && fmod(b, FM_R(1.0)) == 0) {
    fm_real kn = a, kd = b;
    /* (a and b are whole here; beyond ±2^62 the gcd is left to 1) */
    const long long la = fabs(a) < FM_R(4.6e18) ? (long long)a : 1;
    unsigned long long g1 = (unsigned long long)(la < 0 ? -la : la);
    const int ib = fm_java_int_i(b);
    unsigned long long g2 = (unsigned long long)(ib < 0 ? -(long long)ib : (long long)ib);
    while (g2 != 0) {
      const unsigned long long t = g1 % g2;
      g1 = g2;
      g2 = t;
    }
    if ((int)g1 != 1) {
      kn = kn / (fm_real)(int)g1;
      kd = kd / (fm_real)(int)g1;
    }
    if (fmod(kn, FM_R(2.0)) == 0 || fmod(kd, FM_R(2.0)) == 0) return kd * (2 * FM_R(FM_PI));
    return kd * FM_R(FM_PI);
  }
  return 2 * FM_R(FM_PI);
}

/* 383: inversion: the point inverted in the shape's boundary (fm_inversion_curve): moved along
 * its ray to |S|²/|P|² times itself, S the boundary's point on the ray (the farthest of a
 * rhodonea's petals), the distances p-norms (pnorm_point, pnorm_shape, their powers modified by
 * pnorm_pmod, pnorm_smod); imode 1 (2) inverts only outside (inside) the boundary, ring_mode 1
 * (2) only inside (outside) the ring of radii ring_scale·scale and its inverse; an uninverted
 * point is added unweighted. draw_shape (a share) draws the boundary itself, blurred by
 * shape_thickness/100; passthrough (a share) passes the point unweighted. color_measure 1..4
 * sets the colour from a distance (the output to the boundary, the input to it, the output to
 * the input, the ratio to the circle's inversion) between the thresholds, clamped (gradient 1)
 * or wrapped (2). hide_uninverted is not drawn (the parser names it); guides_enabled is the
 * editor's. Draws: a number for draw_shape > 0 (and two more, or four with thickness, to draw
 * it), a number for passthrough > 0. */
FM_VAR(inversion) {
  const fm_real xin = s->tx, yin = s->ty, scale = FM_PAR(inversion_scale);
  const int shape = fm_java_int_i(FM_PAR(inversion_shape));
  const int rhodonea = shape == 4;
  const fm_real period = rhodonea ? fm_inversion_rhodonea_period(FM_PAR(inversion_a), FM_PAR(inversion_b), FM_PAR(inversion_c))
                                  : 2 * FM_R(FM_PI);
  fm_real cx, cy, rcurve;
  if (FM_PAR(inversion_draw_shape) > 0 && fm_rng_01(rng) < FM_PAR(inversion_draw_shape)) {
    const fm_real th = FM_PAR(inversion_shape_thickness);
    fm_inversion_curve(xf, shape, fm_rng_01(rng) * period, &cx, &cy);
    s->px += cx;
    s->py += cy;
    if (th != 0) {
      s->px += FM_R(0.01) * (fm_rng_01(rng) - FM_R(0.5)) * th;
      s->py += FM_R(0.01) * (fm_rng_01(rng) - FM_R(0.5)) * th;
    }
    return;
  }
  if (FM_PAR(inversion_passthrough) > 0 && fm_rng_01(rng) < FM_PAR(inversion_passthrough)) {
    s->px += xin;
    s->py += yin;
    return;
  }
  const fm_real tin = atan2(yin, xin), rin = sqrt(xin * xin + yin * yin);
  if (!rhodonea) {
    rcurve = fm_inversion_curve(xf, shape, tin, &cx, &cy);
  } else { /* the farthest of the petals along the ray, every half-turn of the period */
    const int count = fm_java_int_i(period / (2 * FM_R(FM_PI)));
    int i;
    rcurve = FM_R(-0.0001);
    cx = cy = 0;
    for (i = 0; i < count; i++) {
      fm_real px, py;
      const fm_real r = fm_inversion_curve(xf, shape, tin + (fm_real)i * FM_R(FM_PI), &px, &py);
      if (fabs(r) > rcurve) {
        cx = px;
        cy = py;
        rcurve = fabs(r);
      }
    }
  }
  const int imode = fm_java_int_i(FM_PAR(inversion_imode)), ring_mode = fm_java_int_i(FM_PAR(inversion_ring_mode));
  int invert = imode == 1 ? rin > rcurve : imode == 2 ? rin < rcurve : 1;
  if (invert && ring_mode != 0 && FM_PAR(inversion_ring_scale) != 1) {
    const fm_real rs = FM_PAR(inversion_ring_scale);
    fm_real rmin, rmax;
    if (rs <= scale) {
      rmin = rs * scale;
      rmax = (scale * scale) / rmin;
    } else {
      rmax = rs * scale;
      rmin = (scale * scale) / rmax;
    }
    if (ring_mode == 1) invert = rin >= rmin && rin <= rmax;
    else if (ring_mode == 2) invert = rin <= rmin || rin >= rmax;
  }
  if (!invert) {
    s->px += xin;
    s->py += yin;
    return;
  }
  const fm_real ps = FM_PAR(inversion_pnorm_shape), pp = FM_PAR(inversion_pnorm_point);
  const fm_real num = ps == 2 && FM_PAR(inversion_pnorm_smod) == 1
                          ? rcurve * rcurve
                          : pow(pow(fabs(cx), ps) + pow(fabs(cy), ps), FM_R(2.0) / (ps * FM_PAR(inversion_pnorm_smod)));
  const fm_real den = pp == 2 && FM_PAR(inversion_pnorm_pmod) == 1
                          ? xin * xin + yin * yin
                          : pow(pow(fabs(xin), pp) + pow(fabs(yin), pp), FM_R(2.0) / (pp * FM_PAR(inversion_pnorm_pmod)));
  const fm_real iscale = num / den;
  s->px += w * (iscale * xin);
  s->py += w * (iscale * yin);
  const int measure = fm_java_int_i(FM_PAR(inversion_color_measure));
  if (measure >= 1 && measure <= 4) {
    fm_real val, dx, dy, lo = FM_PAR(inversion_color_low_threshold), hi = FM_PAR(inversion_color_high_threshold);
    if (measure == 1) {
      dx = s->px - cx;
      dy = s->py - cy;
      val = sqrt(dx * dx + dy * dy);
    } else if (measure == 2) {
      dx = xin - cx;
      dy = yin - cy;
      val = sqrt(dx * dx + dy * dy);
    } else if (measure == 3) {
      dx = s->px - xin;
      dy = s->py - yin;
      val = sqrt(dx * dx + dy * dy);
    } else {
      const fm_real r_shape = sqrt(s->px * s->px + s->py * s->py);
      const fm_real is2 = (scale * scale) / (xin * xin + yin * yin);
      const fm_real ccx = is2 * xin * w, ccy = is2 * yin * w;
      val = r_shape / sqrt(ccx * ccx + ccy * ccy);
    }
    if (lo > hi) {
      const fm_real t = lo;
      lo = hi;
      hi = t;
    }
    fm_real base = val < lo ? FM_R(0.0) : val >= hi ? FM_R(255.0) : ((val - lo) / (hi - lo)) * 255;
    if (fm_java_int_i(FM_PAR(inversion_color_gradient)) == 2) { /* wrapped into the range */
      if (val < lo) val = hi - fmod(lo - val, hi - lo);
      else if (val > hi) val = lo + fmod(val - lo, hi - lo);
      base = ((val - lo) / (hi - lo)) * 255;
    }
    const fm_real col = base / FM_R(255.0);
    s->color = col < 0 ? FM_R(0.0) : col > 1 ? FM_R(1.0) : col;
  }
}

/* ---- gpattern (Jesus Sosa's): a DrawFunc (var_jwildfire.h's sunflower says how those are
 *      drawn) of a grid of polygons, placed, sized and coloured by java.util.Random ---------- */

/* java.util.Random's 48-bit LCG: its state `steps` draws on (jumped ahead: the multiplier and
 * increment of the composed steps by squaring), and its nextDouble (two draws, 53 bits). */
#define FM_JRAND_MULT 0x5DEECE66Dull
#define FM_JRAND_MASK 0xFFFFFFFFFFFFull
FM_FN fm_u64 fm_jrand_skip(fm_u64 state, fm_u64 steps) {
  fm_u64 am = 1, ap = 0, cm = FM_JRAND_MULT, cp = 0xBull;
  while (steps) {
    if (steps & 1) {
      am *= cm;
      ap = ap * cm + cp;
    }
    cp = (cm + 1) * cp;
    cm *= cm;
    steps >>= 1;
  }
  return (am * state + ap) & FM_JRAND_MASK;
}

FM_FN double fm_jrand_next_double(fm_u64 *state) {
  *state = (*state * FM_JRAND_MULT + 0xBull) & FM_JRAND_MASK;
  const fm_u64 hi = *state >> 22; /* next(26) */
  *state = (*state * FM_JRAND_MULT + 0xBull) & FM_JRAND_MASK;
  const fm_u64 lo = *state >> 21; /* next(27) */
  return (double)((hi << 27) + lo) * (1.0 / 9007199254740992.0);
}

/* 384: gpattern: columns every lineheight across [0, width], rows every lineheight up [0, height]
 * (JWildfire's loops of additions, counted the same way, in double), in each cell a regular
 * polygon of the sides its row takes from the list (gpattern_sides0… of gpattern_count, read from
 * JWildfire's text resource "3,4,5,…": genome/parse_editors.c), of radius lineheight/2 (as a Java
 * float) plus randSize·(2U − 1), its centre moved by randPos·(2U − 1) in x, turned by angle
 * degrees: an outline (the edge: ouline 1) and a filled one (fill 1), the fill coloured
 * fill_color + fill_color_speed·U mod 1, the outline outline_color; the U's are Java's Random of
 * the seed, three (two without fill) a cell in order, jumped to here. A random point of a random
 * one, unweighted (JWildfire's), and the colour index set to its colour. Nothing without any
 * polygon (JWildfire fails on its empty list, after drawing the pick). Draws five numbers. */
FM_VAR(gpattern) {
  const fm_real lh_p = FM_PAR(gpattern_lineheight), w_p = FM_PAR(gpattern_width), h_p = FM_PAR(gpattern_height);
  const double lh = lh_p < FM_R(0.01) ? 0.01 : lh_p > FM_R(1.5) ? 1.5 : (double)lh_p;
  const double width = w_p < 0 ? 0.0 : w_p > 10 ? 10.0 : (double)w_p;
  const double height = h_p < 0 ? 0.0 : h_p > 10 ? 10.0 : (double)h_p;
  const fm_real fp = FM_PAR(gpattern_fill), op = FM_PAR(gpattern_ouline);
  const int fill = fm_java_int_i(fp < 0 ? FM_R(0.0) : fp > 1 ? FM_R(1.0) : fp);
  const int outline = fm_java_int_i(op < 0 ? FM_R(0.0) : op > 1 ? FM_R(1.0) : op);
  const fm_real cp = fm_jwf_int(FM_PAR(gpattern_count));
  const int count = (int)(cp < 0 ? FM_R(0.0) : cp > 16 ? FM_R(16.0) : cp), per = fill + outline;
  const fm_real rp = FM_PAR(gpattern_randPos), rsp = FM_PAR(gpattern_randSize);
  const double rand_pos = (double)rp, rand_size = rsp < -1 ? -1.0 : rsp > 1 ? 1.0 : (double)rsp;
  fm_u64 columns = 0, rows = 0, k;
  double v;
  for (v = 0; v <= width; v += lh) columns++;
  for (v = 0; v <= height; v += lh) rows++;
  const fm_real picked = fm_jwf_pick((fm_real)(columns * rows * (fm_u64)per), rng); /* drawn even for none */
  if (per == 0 || count == 0 || columns == 0 || rows == 0) return;
  const fm_u64 idx = (fm_u64)picked;
  const fm_u64 cell = idx / (fm_u64)per, column = cell / rows, row = cell % rows;
  const int is_outline = outline && idx % (fm_u64)per == 0;
  double cx = 0, cy = 0;
  for (k = 0; k < column; k++) cx += lh;
  for (k = 0; k < row; k++) cy += lh;
  const int seed = fm_java_int_i(FM_PAR(gpattern_seed));
  fm_u64 state = ((fm_u64)(long long)seed ^ FM_JRAND_MULT) & FM_JRAND_MASK;
  state = fm_jrand_skip(state, 2 * (fm_u64)(2 + fill) * cell);
  cx += -rand_pos + (rand_pos - -rand_pos) * fm_jrand_next_double(&state);
  const double radius = (double)(float)(lh / 2) + (-rand_size + (rand_size - -rand_size) * fm_jrand_next_double(&state));
  fm_real col;
  if (is_outline) {
    const fm_real c = FM_PAR(gpattern_outline_color);
    col = c < 0 ? FM_R(0.0) : c > 1 ? FM_R(1.0) : c;
  } else {
    const fm_real c = FM_PAR(gpattern_fill_color), sp = FM_PAR(gpattern_fill_color_speed);
    const double u = fm_jrand_next_double(&state);
    col = (fm_real)fmod((double)(c < 0 ? FM_R(0.0) : c > 1 ? FM_R(1.0) : c) +
                            (double)(sp < 0 ? FM_R(0.0) : sp > 1 ? FM_R(1.0) : sp) * u,
                        1.0);
  }
  fm_real sides = fm_jwf_int(FM_PARAMS(xf)[FM_PSLOT(FM_P_gpattern_sides0) + (int)(row % (fm_u64)count)]);
  if (sides < 3 || sides > 20) sides = 3; /* JWildfire's rule for the list's entries */
  const fm_real ang = FM_PAR(gpattern_angle) * FM_R(FM_PI) / FM_R(180.0);
  const fm_real ca = cos(ang), sa = sin(ang), sc = (fm_real)radius;
  fm_real x, y;
  fm_jwf_ngon_point(sides, is_outline ? FM_R(1.0) : FM_R(0.0), rng, &x, &y);
  (void)w;
  s->px += x * sc * ca + y * sc * sa + (fm_real)cx;
  s->py += -x * sc * sa + y * sc * ca + (fm_real)cy;
  s->color = col;
}

/* ---- scrambly (dark-beam's): a square of cells shuffled ---------------------------------- */

/* Its shuffle of mx[lo, hi): each position from lo swapped with a later one picked by a 32-bit
 * LCG (its low two bytes swapped; the seed then subtracted, or xored, by bit 2; made positive),
 * Java's int arithmetic (wrapping). */
FM_FN void fm_scrambly_flip(unsigned short *mx, int lo, int hi, int seed) {
  int prn = 1, j;
  for (j = lo;; j++) {
    unsigned int u = (unsigned int)prn * 1103515245u + 12345u;
    u = (u & 0xFFFF0000u) | ((u << 8) & 0xFF00u) | ((u >> 8) & 0x00FFu);
    prn = (int)u;
    prn = (prn & 4) != 0 ? (int)(u - (unsigned int)seed) : (int)(u ^ (unsigned int)seed);
    if (prn < 0) prn = (int)(0u - (unsigned int)prn);
    int ridx = 1 + j;
    if (hi > ridx) ridx += prn % (hi - ridx);
    else break;
    if (ridx < lo) ridx = lo; /* (prn = INT_MIN, which stays negative: out of JWildfire's array) */
    const unsigned short t = mx[ridx];
    mx[ridx] = mx[j];
    mx[j] = t;
  }
}

/* 385: scrambly: the square of side cellsize about the origin cut into l×l cells (|l| in
 * [3, 25]), the point moved to the cell the shuffle sends its own to (seed 0..50: the cells
 * shifted by seed + 1; else shuffled, by rows with byrows ≠ 0); outside the square the point
 * itself. Weighted. The shuffle is redone per point, of the point's row alone by rows (of at
 * most 625 cells: a table of as many shorts on the stack). */
FM_VAR(scrambly) {
  const fm_real cp = FM_PAR(scrambly_cellsize);
  const fm_real cellsize = cp < FM_R(1e-20) ? FM_R(1e-20) : cp > FM_R(1e20) ? FM_R(1e20) : cp;
  const int l = fm_java_int_i(fm_jwf_int(FM_PAR(scrambly_l)));
  int n = l < 0 ? (int)(0u - (unsigned int)l) : l; /* Java's l·SGN(l): INT_MIN stays negative */
  FM_UNUSED_RNG;
  n = n < 3 ? 3 : n > 25 ? 25 : n;
  const fm_real cella = cellsize / (fm_real)n, mz = FM_R(0.5) * cellsize, cinv = 1 / cella;
  fm_real vx = (s->tx + mz) * cinv, vy = (s->ty + mz) * cinv;
  const int ix = fm_java_int_i(floor(vx)), iy = fm_java_int_i(floor(vy));
  if (ix < 0 || ix >= n || iy < 0 || iy >= n) {
    s->px += w * s->tx;
    s->py += w * s->ty;
    return;
  }
  vx -= (fm_real)ix;
  vy -= (fm_real)iy;
  const int at = ix + n * iy, n2 = n * n;
  const int seed = fm_java_int_i(fm_jwf_int(FM_PAR(scrambly_seed)));
  int to;
  if (seed >= 0 && seed <= 50) {
    to = (seed + at + 1) % n2;
  } else {
    unsigned short mx[625];
    int j;
    for (j = 0; j < n2; j++) mx[j] = (unsigned short)j;
    if (fm_jwf_int(FM_PAR(scrambly_byrows)) == 0) fm_scrambly_flip(mx, 0, n2, seed);
    else fm_scrambly_flip(mx, n * iy, n * (iy + 1), (int)((unsigned int)seed + (unsigned int)iy));
    to = mx[at];
  }
  vx += (fm_real)(to % n);
  vy += (fm_real)(to / n);
  vx *= cella;
  vy *= cella;
  vx -= mz;
  vy -= mz;
  s->px += w * vx;
  s->py += w * vy;
}

#endif
