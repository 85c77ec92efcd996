/*
 * var_jwildfire8b.h — the rest of var_jwildfire8.h's batch of JWildfire's own variations, with
 * its conventions: 671: jac_asn, 672: jac_elk (dark-beam's elliptic integrals), 673: gridout3D.
 * Each as JWildfire computes it (its variation/NAMEFunc.java), checked against JWildfire's own
 * code (tests/tools/jwf_refs.sh; tests/unit/test_variation_refs.c).
 * (variations.h includes it after var_jwildfire8.h; nowhere else includes it). Common subset of
 * C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWILDFIRE8B_H
#define FLAMEBUILD_VAR_JWILDFIRE8B_H

/* The families whose helpers this one calls (a kernel of its own includes only the families
 * its variations need: kernels/codegen_families.c). */
#include "var_jwildfire7.h"

/* ---- jac_asn: hehl.gl.Complex, the class JWildfire's jac_asn computes with -------------------- */

/* A complex number of that class; its operations below as it computes them (its ln's log(e) and
 * its divideBy's |z|·|z| included), its angle atan2(im, re). */
typedef struct fm_hc {
  fm_real re, im;
} fm_hc;
FM_FN fm_hc fm_hc_make(fm_real re, fm_real im) {
  fm_hc z;
  z.re = re;
  z.im = im;
  return z;
}
FM_FN fm_hc fm_hc_add(fm_hc a, fm_hc b) { return fm_hc_make(a.re + b.re, a.im + b.im); }
FM_FN fm_hc fm_hc_sub(fm_hc a, fm_hc b) { return fm_hc_make(a.re - b.re, a.im - b.im); }
FM_FN fm_hc fm_hc_mul(fm_hc a, fm_hc b) { return fm_hc_make(a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re); }
FM_FN fm_hc fm_hc_scale(fm_hc a, fm_real x) { return fm_hc_make(x * a.re, x * a.im); }
FM_FN fm_real fm_hc_mag(fm_hc a) { return sqrt(a.re * a.re + a.im * a.im); }
/* i·z, through the class's product with its j = (0, 1) (NaN and infinity as it makes them) */
FM_FN fm_hc fm_hc_j(fm_hc a) { return fm_hc_mul(fm_hc_make(0, 1), a); }
FM_FN fm_hc fm_hc_sqrt(fm_hc a) {
  const fm_real r = sqrt(fm_hc_mag(a)), phi = atan2(a.im, a.re) / FM_R(2.0);
  return fm_hc_make(r * cos(phi), r * sin(phi));
}
FM_FN fm_hc fm_hc_ln(fm_hc a) {
  return fm_hc_make(log(fm_hc_mag(a)) / log(FM_R(2.71828182845904523536)), atan2(a.im, a.re));
}
FM_FN fm_hc fm_hc_sin(fm_hc a) { return fm_hc_make(sin(a.re) * cosh(a.im), cos(a.re) * sinh(a.im)); }
FM_FN fm_hc fm_hc_tan(fm_hc a) {
  const fm_real n = cos(FM_R(2.0) * a.re) + cosh(2 * a.im);
  return fm_hc_make(sin(FM_R(2.0) * a.re) / n, sinh(FM_R(2.0) * a.im) / n);
}
/* asin z = −i·ln(√(1 − z²) + i·z); for |z| < 0.1 its series, z(1 + z²/6 + 3z⁴/40 + …) to
 * z¹³ (the next term 1.4e-16 of it): there the logarithm's argument is 1 and a little, and float
 * kept only its float-epsilon part absolutely (jac_asn near 0: 2.5e-3 of the result, 88 times
 * test_precision's tolerance). */
FM_FN fm_hc fm_hc_asin(fm_hc z) {
  const fm_hc z2 = fm_hc_mul(z, z);
  if (z2.re * z2.re + z2.im * z2.im < FM_R(1e-4)) {
    fm_hc sum = fm_hc_make(FM_R(231.0 / 13312.0), 0);
    sum = fm_hc_add(fm_hc_mul(sum, z2), fm_hc_make(FM_R(63.0 / 2816.0), 0));
    sum = fm_hc_add(fm_hc_mul(sum, z2), fm_hc_make(FM_R(35.0 / 1152.0), 0));
    sum = fm_hc_add(fm_hc_mul(sum, z2), fm_hc_make(FM_R(5.0 / 112.0), 0));
    sum = fm_hc_add(fm_hc_mul(sum, z2), fm_hc_make(FM_R(3.0 / 40.0), 0));
    sum = fm_hc_add(fm_hc_mul(sum, z2), fm_hc_make(FM_R(1.0 / 6.0), 0));
    sum = fm_hc_add(fm_hc_mul(sum, z2), fm_hc_make(1, 0));
    return fm_hc_mul(z, sum);
  }
  fm_hc zz = fm_hc_sqrt(fm_hc_sub(fm_hc_make(1, 0), z2));
  zz = fm_hc_add(zz, fm_hc_j(z));
  return fm_hc_scale(fm_hc_j(fm_hc_ln(zz)), FM_R(-1.0));
}
/* acos z = −i·ln(z + √(z² − 1)) */
FM_FN fm_hc fm_hc_acos(fm_hc z) {
  fm_hc zz = fm_hc_sqrt(fm_hc_sub(fm_hc_mul(z, z), fm_hc_make(1, 0)));
  zz = fm_hc_add(z, zz);
  return fm_hc_scale(fm_hc_j(fm_hc_ln(zz)), FM_R(-1.0));
}
/* asinh z = ln(z + √(1 + z²)) */
FM_FN fm_hc fm_hc_asinh(fm_hc z) {
  fm_hc zz = fm_hc_sqrt(fm_hc_add(fm_hc_make(1, 0), fm_hc_mul(z, z)));
  return fm_hc_ln(fm_hc_add(z, zz));
}
/* One Landen step's new phase: (φ + asin(k·sin φ))/2. */
FM_FN fm_hc fm_hc_landen(fm_hc phi, fm_hc k) {
  return fm_hc_scale(fm_hc_add(phi, fm_hc_asin(fm_hc_mul(k, fm_hc_sin(phi)))), FM_R(0.5));
}

/* 671: jac_asn (dark-beam's, with Jesus Sosa's complex functions): the incomplete elliptic
 * integral of the first kind F(φ | k), k = kr + i·ki, by Norbert Rösch's Landen transformation
 * (at most 10 steps, until k is 1), of a phase that type (Java's (int) of it held to [0, 7])
 * makes from the point: its first step from z (0), from asin z (1), acos z (2) or i·asinh z
 * (3); types 4-7 the same with phase and modulus swapped; then w·(its product of 2/(1 + k))·
 * ln tan(φ/2 + π/4). A step whose 1 + k is below 1e-12 in size keeps the factor before (the
 * class's divideBy throws there, and JWildfire goes on with it). */
FM_VAR(jac_asn) {
  const fm_real tv = FM_PAR(jac_asn_type);
  const int type = (int)fm_java_int(tv < 0 ? FM_R(0.0) : tv > 7 ? FM_R(7.0) : tv);
  const fm_hc one = fm_hc_make(1, 0);
  fm_hc phi = fm_hc_make(s->tx, s->ty), modul = fm_hc_make(FM_PAR(jac_asn_kr), FM_PAR(jac_asn_ki));
  fm_hc geo1 = fm_hc_make(0, 0), geo = fm_hc_make(w, 0);
  int jj;
  FM_UNUSED_RNG;
  switch (type & 3) {
  case 0: phi = fm_hc_landen(phi, modul); break;
  case 1: phi = fm_hc_scale(fm_hc_add(fm_hc_asin(phi), fm_hc_asin(fm_hc_mul(modul, phi))), FM_R(0.5)); break;
  case 2:
    phi = fm_hc_scale(fm_hc_add(fm_hc_acos(phi), fm_hc_asin(fm_hc_mul(modul, fm_hc_sqrt(fm_hc_sub(one, fm_hc_mul(phi, phi)))))),
                      FM_R(0.5));
    break;
  default: phi = fm_hc_landen(fm_hc_j(fm_hc_asinh(phi)), modul); break;
  }
  if (type > 3) {
    geo1 = phi;
    phi = modul;
    modul = geo1;
  }
  for (jj = 0; jj < 10; jj++) {
    const fm_hc d = fm_hc_sub(one, modul), den = fm_hc_add(one, modul);
    const fm_real rz = fm_hc_mag(den);
    if (d.re * d.re + d.im * d.im < FM_JWF_SMALL_EPSILON) break;
    if (jj > 0) phi = fm_hc_landen(phi, modul);
    if (!(fabs(rz) < FM_R(1e-12))) /* 2/(1 + k), the class's division */
      geo1 = fm_hc_make((FM_R(2.0) * den.re + FM_R(0.0) * den.im) / (rz * rz), (FM_R(0.0) * den.re - FM_R(2.0) * den.im) / (rz * rz));
    geo = fm_hc_mul(geo, geo1);
    modul = fm_hc_mul(geo1, fm_hc_sqrt(modul));
  }
  phi = fm_hc_mul(geo, fm_hc_ln(fm_hc_tan(fm_hc_add(fm_hc_scale(phi, FM_R(0.5)), fm_hc_make(FM_R(FM_M_PI_4), 0)))));
  s->px += phi.re;
  s->py += phi.im;
}

/* ---- jac_elk ---------------------------------------------------------------------------------- */

/* Java's Math.max: NaN wherever an argument is NaN (C's fmax drops it); in the point's type and,
 * for jac_elk's amplitudes, in double. Java's Math.signum: the sign of zero and NaN kept. */
FM_FN fm_real fm_java_max(fm_real a, fm_real b) { return a != a || b != b ? a + b : a >= b ? a : b; }
FM_FN double fm_java_max_d(double a, double b) { return a != a || b != b ? a + b : a >= b ? a : b; }
FM_FN double fm_java_signum_d(double v) { return v > 0 ? 1.0 : v < 0 ? -1.0 : v; }

/* jac_elk's EPS and its nonz: a value of size at most 1e-20 made 1e-20 of its sign (0 stays 0). */
#define FM_JAC_ELK_EPS 1.0e-20
FM_FN double fm_jac_elk_nonz(double v) { return fabs(v) <= FM_JAC_ELK_EPS ? FM_JAC_ELK_EPS * fm_java_signum_d(v) : v; }

/* Carlson's symmetric R_F(x, y, z), as jac_elk computes it (Kenneth Haughland's code): the
 * duplication to a relative spread of 1e-5 (at most 25 steps), then DLMF 19.36.1's series. */
FM_FN fm_real fm_jac_elk_rf(fm_real x, fm_real y, fm_real z) {
  fm_real a, dx, dy, dz, e2, e3, res;
  int it = 0;
  do {
    const fm_real lambda = sqrt(x * y) + sqrt(y * z) + sqrt(z * x);
    x = (x + lambda) / 4;
    y = (y + lambda) / 4;
    z = (z + lambda) / 4;
    a = (x + y + z) / 3;
    dx = 1 - x / a;
    dy = 1 - y / a;
    dz = 1 - z / a;
    it++;
    if (it >= 25) break;
  } while (fm_java_max(fm_java_max(fabs(dx), fabs(dy)), fabs(dz)) > FM_R(1e-5));
  e2 = dx * dy + dy * dz + dz * dx;
  e3 = dy * dx * dz;
  res = 1 - (FM_R(1.0) / FM_R(10.0)) * e2 + (FM_R(1.0) / FM_R(14.0)) * e3 + (FM_R(1.0) / FM_R(24.0)) * (e2 * e2) -
        (FM_R(3.0) / FM_R(44.0)) * e2 * e3 - (FM_R(5.0) / FM_R(208.0)) * (e2 * e2 * e2) +
        (FM_R(3.0) / FM_R(104.0)) * (e3 * e3) + (FM_R(1.0) / FM_R(16.0)) * (e2 * e2) * e3;
  return res * (1 / sqrt(a));
}

/* jac_elk's two amplitudes (sin and cos of each), in double on every side: its μ² =
 * (X1/cot²φ − 1)/k cancels as ψ goes to 0, and sinh ψ / sin φ, squared, is beyond float's range
 * for |ψ| above 44 where JWildfire's double holds it (they are few operations: the R_F series
 * after them is in the point's type). amp: sin and cos of the real one, then of the imaginary. */
FM_FN void fm_jac_elk_amplitudes(double phi, double psi, double k, double *amp) {
  const double cotphi = cos(phi) / fm_jac_elk_nonz(sin(phi)), cotphi2 = cotphi * cotphi;
  const double sq = sinh(psi) / (FM_JAC_ELK_EPS + sin(phi));
  double b = -(cotphi2 + k * (sq * sq) - 1 + k), c, x1, mu, lambda, sina, cosa;
  b = b / 2;
  c = -(1 - k) * cotphi2;
  c = sqrt(fabs(b * b - c));
  x1 = fm_java_max_d(-b + c, -b - c);
  mu = sqrt(fabs((x1 / fm_jac_elk_nonz(cotphi2) - 1) / fm_jac_elk_nonz(k)));
  mu = fm_java_signum_d(psi) * mu;
  lambda = fm_java_signum_d(phi) * sqrt(fabs(x1));
  sina = fm_java_signum_d(lambda) / sqrt(lambda * lambda + 1);
  cosa = lambda * sina;
  amp[0] = sina;
  amp[1] = cosa;
  cosa = 1 / sqrt(mu * mu + 1);
  sina = mu * cosa;
  amp[2] = sina;
  amp[3] = cosa;
}

/* 672: jac_elk (dark-beam's, converted by Jesus Sosa): the incomplete elliptic integral of the
 * first kind of modulus k (held to [−1, 1]) at the complex point x + i·y, by the real and
 * imaginary amplitudes of its addition theorem, each an R_F. */
FM_VAR(jac_elk) {
  const fm_real kv = FM_PAR(jac_elk_k), k = kv < -1 ? FM_R(-1.0) : kv > 1 ? FM_R(1.0) : kv;
  double amp[4];
  fm_real sina, cosa, e_phi, e_psi;
  FM_UNUSED_RNG;
  fm_jac_elk_amplitudes((double)s->tx, (double)s->ty, (double)k, amp);
  sina = (fm_real)amp[0];
  cosa = (fm_real)amp[1];
  e_phi = sina * fm_jac_elk_rf(cosa * cosa, 1 - k * (sina * sina), 1);
  sina = (fm_real)amp[2];
  cosa = (fm_real)amp[3];
  e_psi = sina * fm_jac_elk_rf(cosa * cosa, 1 - (1 - k) * (sina * sina), 1);
  s->px += w * e_phi;
  s->py += w * e_psi;
}

/* 673: gridout3D (the Fabers' gridout, made 3D with Brad Stefanov's factors): gridout2's four
 * triangles of the nearest lattice point (scaled by xx and yy), each of its halves a shift of its
 * own in x, y and z (xa…xh, ya…yh, za…zh), where the point lies above the axis z scaled by
 * ze…zh instead of shifted. */
FM_VAR(gridout3D) {
  const fm_real x = rint(s->tx) * FM_PAR(gridout3D_xx), y = rint(s->ty) * FM_PAR(gridout3D_yy);
  fm_real ox, oy, oz;
  FM_UNUSED_RNG;
  if (y <= 0) {
    if (x > 0) {
      if (-y >= x) ox = s->tx + FM_PAR(gridout3D_xa), oy = s->ty + FM_PAR(gridout3D_ya), oz = s->tz + FM_PAR(gridout3D_za);
      else ox = s->tx + FM_PAR(gridout3D_xb), oy = s->ty + FM_PAR(gridout3D_yb), oz = s->tz + FM_PAR(gridout3D_zb);
    } else {
      if (y <= x) ox = s->tx + FM_PAR(gridout3D_xc), oy = s->ty + FM_PAR(gridout3D_yc), oz = s->tz + FM_PAR(gridout3D_zc);
      else ox = s->tx + FM_PAR(gridout3D_xd), oy = s->ty - FM_PAR(gridout3D_yd), oz = s->tz + FM_PAR(gridout3D_zd);
    }
  } else {
    if (x > 0) {
      if (y >= x) ox = s->tx - FM_PAR(gridout3D_xe), oy = s->ty + FM_PAR(gridout3D_ye), oz = s->tz * FM_PAR(gridout3D_ze);
      else ox = s->tx + FM_PAR(gridout3D_xf), oy = s->ty + FM_PAR(gridout3D_yf), oz = s->tz * FM_PAR(gridout3D_zf);
    } else {
      if (y > -x) ox = s->tx - FM_PAR(gridout3D_xg), oy = s->ty + FM_PAR(gridout3D_yg), oz = s->tz * FM_PAR(gridout3D_zg);
      else ox = s->tx + FM_PAR(gridout3D_xh), oy = s->ty - FM_PAR(gridout3D_yh), oz = s->tz * FM_PAR(gridout3D_zh);
    }
  }
  s->px += w * ox;
  s->py += w * oy;
  s->pz += w * oz;
}

#endif
