/*
 * var_jwildfire20.h — more of JWildfire's variations, each as JWildfire computes it (its
 * variation/NAMEFunc.java), checked against JWildfire's own code (tests/tools/jwf_refs.sh;
 * tests/unit/test_variation_refs.c), with var_jwildfire.h's conventions.
 * 821: glitchy2, 822: polylogarithm.
 * Not here: c_var, cut_c and f_complex, whose functions are Java code that JWildfire compiles at
 * run time (a resource of the flame); cut_fingerprint, whose pattern hangs on a chain of fifty
 * fract(sin(·)·43141.59) hashes of the seed, each multiplying a difference of one ulp in sin by
 * about 10^7, so that only a sine bit for bit the same as the reference's (not CUDA's double
 * sin, nor JWildfire's own default FastMath) draws the same fingerprint.
 * Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWILDFIRE20_H
#define FLAMEBUILD_VAR_JWILDFIRE20_H

/* The families whose helpers this one calls (a kernel of its own includes only the families
 * its variations need: kernels/codegen_families.c). */
#include "var_jwildfire.h"
#include "var_jwildfire9.h"

/* ---- 821: glitchy2 ----------------------------------------------------------------------- */

/* glitchy2 (Brad Stefanov and Rick Sidwell, after guagapunyaimel's fourth): four overlapping
 * quadrants about their own corners (shiftx, shifty): lower right x > sx and y > sy, upper right
 * x > sx and y < sy, lower left x < sx and y > sy, upper left x < sx and y < sy. In each one
 * the point is containing, it gives w times the point turned by spin quarter turns, plus
 * (x, y), plus a Möbius-like term: u = a·z + b and v = c·z + d (a … d complex, re_ and im_),
 * and u·conj(v) scaled by |v|² — the class multiplies by |v|² where Möbius would divide, kept.
 * The terms are averaged over the quadrants that took the point, and the sum gets w times the
 * average (mode 0; the point itself where none did), or w over its swapped coordinates
 * (mode 1: x gets w/ȳ, y gets w/x̄, or w/y, w/x). A quadrant whose v is 0 adds nothing at all.
 * The 53 parameters are mode, then thirteen per quadrant in the order lr, ur, ll, ul (spin, x,
 * shiftx, y, shifty, re_a … re_d, im_a … im_d), read as one block. In double. */
FM_VAR(glitchy2) {
  FM_UNUSED_RNG;
  const double x = (double)s->tx, y = (double)s->ty, wd = (double)w;
  double sx = 0.0, sy = 0.0;
  int count = 0;
  for (int q = 0; q < 4; q++) {
    const fm_real *p = &FM_PARAMS(xf)[FM_PSLOT(FM_P_glitchy2_lr_spin) + 13 * q];
    const double cx = (double)p[2], cy = (double)p[4];
    /* lr, ur right of the corner, ll, ul left; lr, ll below (y > sy), ur, ul above */
    const int in_x = q < 2 ? x > cx : x < cx;
    const int in_y = (q & 1) == 0 ? y > cy : y < cy;
    if (!(in_x && in_y)) continue;
    const double ra = p[5], rb = p[6], rc = p[7], rd = p[8], ia = p[9], ib = p[10], ic = p[11], id = p[12];
    const double ur = ra * x - ia * y + rb, ui = ra * y + ia * x + ib;
    const double vr = rc * x - ic * y + rd, vi = rc * y + ic * x + id;
    const double d = vr * vr + vi * vi;
    if (d == 0) return;
    const double ang = (double)p[0] * (FM_PI / 2.0), sn = sin(ang), cs = cos(ang);
    sx += wd * (sn * y + cs * x) + (double)p[1] + d * (ur * vr + ui * vi);
    sy += wd * (cs * y - sn * x) + (double)p[3] + d * (ui * vr - ur * vi);
    count++;
  }
  if (FM_PAR(glitchy2_mode) >= 1) {
    if (count == 0) {
      s->px += (fm_real)(wd / y);
      s->py += (fm_real)(wd / x);
    } else {
      s->px += (fm_real)(wd / sy / count);
      s->py += (fm_real)(wd / sx / count);
    }
  } else if (count == 0) {
    s->px += w * s->tx;
    s->py += w * s->ty;
  } else {
    s->px += (fm_real)(wd * sx / count);
    s->py += (fm_real)(wd * sy / count);
  }
}

/* ---- 822: polylogarithm ------------------------------------------------------------------ */

/* ζ(k) at the integers the class's Crandall sum reaches for n in 1 … 19 (k from n − 19 to n),
 * as its table has them: ζ(1), the pole, as 0; the even negative ones, trivial zeros, as 0;
 * ζ(−1 − 2j) = −B(2j+2)/(2j+2) from the Bernoulli numbers; ζ(0) = −1/2; ζ(2) … ζ(19) to double.
 * Below −18 (n ≤ 0, which the class cannot take there: its factorial of n − 1 throws) 0. */
FM_FN double fm_polylog_zeta(int k) {
  switch (k) {
  case -17: return -43867.0 / 14364.0;
  case -15: return 3617.0 / 8160.0;
  case -13: return -1.0 / 12.0;
  case -11: return 691.0 / 32760.0;
  case -9: return -1.0 / 132.0;
  case -7: return 1.0 / 240.0;
  case -5: return -1.0 / 252.0;
  case -3: return 1.0 / 120.0;
  case -1: return -1.0 / 12.0;
  case 0: return -0.5;
  case 2: return 1.64493406684822643647;
  case 3: return 1.20205690315959428540;
  case 4: return 1.08232323371113819152;
  case 5: return 1.03692775514336992633;
  case 6: return 1.01734306198444913971;
  case 7: return 1.00834927738192282684;
  case 8: return 1.00407735619794433938;
  case 9: return 1.00200839282608221442;
  case 10: return 1.00099457512781808534;
  case 11: return 1.00049418860411946456;
  case 12: return 1.00024608655330804830;
  case 13: return 1.00012271334757848915;
  case 14: return 1.00006124813505870483;
  case 15: return 1.00003058823630702049;
  case 16: return 1.00001528225940865187;
  case 17: return 1.00000763719763789976;
  case 18: return 1.00000381729326499984;
  case 19: return 1.00000190821271655394;
  default: return 0.0;
  }
}

/* a·b, with the class's shortcut where b is real (a scaling: the same but for signs of zero and
 * infinities). */
FM_FN fm_jw9_cd fm_polylog_mul(fm_jw9_cd a, fm_jw9_cd b) {
  fm_jw9_cd r;
  if (b.im == 0.0) {
    r.re = a.re * b.re;
    r.im = a.im * b.re;
  } else {
    r.re = a.re * b.re - a.im * b.im;
    r.im = a.re * b.im + a.im * b.re;
  }
  return r;
}

/* dark-beam's Complex.Pow: 1 for e = 0; 1/z (|z|² < 1e-100 as 1) first for e < 0; then for
 * |e| = 1/2, 1, 2 the root (Sqrt), the point, the square; otherwise through polar form. */
FM_FN fm_jw9_cd fm_polylog_pow(fm_jw9_cd z, double e) {
  fm_jw9_cd r;
  if (e == 0.0) {
    r.re = 1.0;
    r.im = 0.0;
    return r;
  }
  const double ex = fabs(e);
  if (e < 0) {
    const double m2 = z.re * z.re + z.im * z.im, inv = m2 < 1e-100 ? 1.0 : 1.0 / m2;
    z.re = z.re * inv;
    z.im = -z.im * inv;
  }
  if (ex == 0.5) return fm_jw9_cd_sqrt(z);
  if (ex == 1.0) return z;
  if (ex == 2.0) {
    r.re = z.re * z.re - z.im * z.im;
    r.im = 2 * z.re * z.im;
    return r;
  }
  const double rad = pow(hypot(z.re, z.im), ex), ang = atan2(z.im, z.re) * ex;
  r.re = rad * cos(ang);
  r.im = rad * sin(ang);
  return r;
}

/* 822: polylogarithm (dark-beam): Li_n(z) of z = (x + iy)^zpow, n an integer (FTOI). Far out
 * (|z|² > 250000) or for n ≥ 20, where Li_n(z) → z, z itself; near 0 (|z|² < 0.07) the series
 * Σ z^k / k^n for k = 1 … 19 (each k^n through the class's reverse division, which takes
 * k^(2n) < 1e-100 as 1); elsewhere Crandall's expansion in L = log z (log through |z|² + 1e-20):
 * Σ ζ(n − i)·L^i/i! for i = 0 … 19, plus L^(n−1)/(n−1)!·(H(n−1) − log(−L)), H the harmonic
 * number. There the class cannot take n ≤ 0 (its factorial of n − 1 throws): nothing is
 * added then. In double on every side (the sums cancel and L is singular at z = 1). */
FM_VAR(polylogarithm) {
  FM_UNUSED_RNG;
  const double n = (double)fm_jwf_int(FM_PAR(polylogarithm_n)), wd = (double)w;
  fm_jw9_cd z;
  z.re = (double)s->tx;
  z.im = (double)s->ty;
  z = fm_polylog_pow(z, (double)FM_PAR(polylogarithm_zpow));
  const double m2 = z.re * z.re + z.im * z.im;
  fm_jw9_cd li;
  li.re = 0.0;
  li.im = 0.0;
  if (m2 > 250000.0 || n >= 20) {
    li = z;
  } else if (m2 < 0.07) {
    fm_jw9_cd zk = z;
    for (int k = 1; k < 20; k++) {
      const double kn = pow((double)k, n), k2 = kn * kn, inv = k2 < 1e-100 ? 1.0 : 1.0 / k2;
      li.re += zk.re * kn * inv;
      li.im += zk.im * kn * inv;
      zk = fm_polylog_mul(zk, z);
    }
  } else {
    const int ni = (int)n;
    if (ni < 1) return;
    const fm_jw9_cd lz = fm_jw9_cd_log(z);
    fm_jw9_cd lk, lnm1 = z;
    double fact = 1.0, fact_nm1 = 1.0, harm = 0.0;
    lk.re = 1.0;
    lk.im = 0.0;
    for (int i = 0; i < 20; i++) {
      if (i > 0) fact *= (double)i; /* i!, exact to 18!, 19! rounded once as Java's long to double */
      const double ze = fm_polylog_zeta(ni - i);
      if (ze != 0.0) {
        const double c = ze / fact;
        li.re += lk.re * c;
        li.im += lk.im * c;
      }
      if (i == ni - 1) {
        lnm1 = lk;
        fact_nm1 = fact;
      }
      lk = fm_polylog_mul(lk, lz);
    }
    for (int i = 1; i <= ni - 1; i++) harm += 1.0 / (double)i;
    fm_jw9_cd t, mlz;
    mlz.re = -lz.re;
    mlz.im = -lz.im;
    t = fm_jw9_cd_log(mlz);
    t.re = harm - t.re;
    t.im = -t.im;
    const double c = 1.0 / fact_nm1;
    lnm1.re *= c;
    lnm1.im *= c;
    lnm1 = fm_polylog_mul(lnm1, t);
    li.re += lnm1.re;
    li.im += lnm1.im;
  }
  s->px += (fm_real)(wd * li.re);
  s->py += (fm_real)(wd * li.im);
}

#endif
