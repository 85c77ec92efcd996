/*
 * var_jwildfire10.h — more of JWildfire's variations (from 790), each checked against
 * JWildfire's own code (tests/tools/jwf_refs.sh; tests/unit/test_variation_refs.c), with
 * var_jwildfire4.h's conventions: a parameter that JWildfire stores as an int is read through
 * fm_jwf_int (Tools.FTOI) or fm_java_int (a cast), its clamps are applied here (the genome holds
 * the file's value), what JWildfire's init() derives from the parameters is derived here, per
 * call, and JWildfire's random(n) is fm_jwf_random_below.
 * 790: hypertile3Db, 791: hypertile3D2b, 792: juliascope3Db, 793: mobius3D_with_inverse,
 * 794: jubiQ (all 3D), 795: klein_group, 796: glynnSShape, 797: glynnia3, 798: glynnlissa,
 * 799: truchetflow (hides points).
 * (variations.h includes it after the other var_*.h, whose helpers it uses; nowhere else
 * includes it). Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWILDFIRE10_H
#define FLAMEBUILD_VAR_JWILDFIRE10_H

/* The families whose helpers this one calls (a kernel of its own includes only the families
 * its variations need: kernels/codegen_families.c). */
#include "var_jwildfire4.h"

/* JWildfire's random(Integer.MAX_VALUE), (int)(U·(2³¹ − 1)) held below 2³¹ − 1, from the raw
 * 32-bit draw u, in integers: U is u/(2³² − 1) (its generator's, and the reference test's) or
 * u/2³² (flamebuild's), and either way the product's integer part is (u − 1)/2 for u ≥ 1 (checked
 * for every u near both ends and a sample between against Java's double arithmetic). Through
 * fm_rng_01 the float path would lose the draw's low 8 bits, a different integer. */
FM_FN fm_u32 fm_jwf_random_intmax(fm_rng *rng) {
  const fm_u32 u = fm_rng_u32(rng);
  const fm_u32 k = u ? (u - 1u) >> 1 : 0u;
  return k < 2147483647u ? k : 2147483646u; /* an integer: a float holds only 24 of its bits */
}

/* ---- hypertile3Db, hypertile3D2b (Zueuk's, with Brad Stefanov's b … k) --------------------------- */

/* The {p, q} tiling's coefficient radius with the extra knobs: JWildfire's r = −(cos pa − d)/(cos pa
 * + cos qa), e/√(f + r) where positive, else 1; pa = b·π/p, qa = c·π/q. p and q are ints of at least 3. */
FM_FN fm_real fm_hypertile_b_radius(fm_real pa, fm_real qa, fm_real d, fm_real e, fm_real f) {
  fm_real r = -(cos(pa) - d) / (cos(pa) + cos(qa));
  return r > 0 ? e / sqrt(f + r) : FM_R(1.0);
}

/* 790: hypertile3Db: hypertile3D's Möbius map turned n steps of pa, its 2s and 1s opened up as
 * parameters (g, h scale the cross terms, i, j, k the diagonal's), in JWildfire's form, whose radius²
 * is x² + y² + z² (Fractorium's hypertile3D keeps z unsquared). */
FM_VAR(hypertile3Db) {
  const fm_real p = fm_par_clamp(fm_jwf_int(FM_PAR(hypertile3Db_p)), 3, FM_R(2147483647.0));
  const fm_real q = fm_par_clamp(fm_jwf_int(FM_PAR(hypertile3Db_q)), 3, FM_R(2147483647.0));
  const fm_real n = fm_par_clamp(fm_jwf_int(FM_PAR(hypertile3Db_n)), 0, FM_R(2147483647.0));
  const fm_real pa = FM_PAR(hypertile3Db_b) * FM_R(FM_PI) / p, qa = FM_PAR(hypertile3Db_c) * FM_R(FM_PI) / q;
  const fm_real r = fm_hypertile_b_radius(pa, qa, FM_PAR(hypertile3Db_d), FM_PAR(hypertile3Db_e), FM_PAR(hypertile3Db_f));
  const fm_real na = n * pa, cx = r * cos(na), cy = r * sin(na);
  const fm_real c2 = cx * cx + cy * cy;
  const fm_real x = s->tx, y = s->ty, z = s->tz, r2 = x * x + y * y + z * z;
  const fm_real x2cx = FM_PAR(hypertile3Db_g) * cx * x, y2cy = FM_PAR(hypertile3Db_h) * cy * y;
  const fm_real d = w / (c2 * r2 + x2cx - y2cy + 1);
  FM_UNUSED_RNG;
  s->px += d * (x * (FM_PAR(hypertile3Db_i) + cx * cx - cy * cy) - cx * (y2cy - r2 - 1));
  s->py += d * (y * (FM_PAR(hypertile3Db_j) + cy * cy - cx * cx) + cy * (-x2cx - r2 - 1));
  s->pz += d * (z * (FM_PAR(hypertile3Db_k) - cy * cy - cx * cx));
}

/* 791: hypertile3D2b: hypertile3D2's real coefficient, its map turned by a random multiple of pa
 * (JWildfire's random(Integer.MAX_VALUE): up to 2³¹ − 2 steps), with the same knobs (h the
 * denominator's constant). In float, where b is a small whole number, the multiple is reduced
 * first (k·b modulo 2p, exact in integers: the same angle modulo whole turns), as the product of
 * up to 2³¹ and pa keeps no digits of the angle there. */
FM_VAR(hypertile3D2b) {
  const fm_real p = fm_par_clamp(fm_jwf_int(FM_PAR(hypertile3D2b_p)), 3, FM_R(2147483647.0));
  const fm_real q = fm_par_clamp(fm_jwf_int(FM_PAR(hypertile3D2b_q)), 3, FM_R(2147483647.0));
  const fm_real b = FM_PAR(hypertile3D2b_b);
  const fm_real pa = b * FM_R(FM_PI) / p, qa = FM_PAR(hypertile3D2b_c) * FM_R(FM_PI) / q;
  const fm_real cx = fm_hypertile_b_radius(pa, qa, FM_PAR(hypertile3D2b_d), FM_PAR(hypertile3D2b_e), FM_PAR(hypertile3D2b_f));
  const fm_real c2 = cx * cx;
  const fm_real tx = s->tx, ty = s->ty, tz = s->tz, r2 = tx * tx + ty * ty + tz * tz;
  const fm_real x = tx * (FM_PAR(hypertile3D2b_i) + c2) - cx * (-r2 - 1), y = ty * (FM_PAR(hypertile3D2b_j) - c2);
  const fm_real vr = w / (c2 * r2 + FM_PAR(hypertile3D2b_g) * cx * tx + FM_PAR(hypertile3D2b_h));
  const fm_u32 k = fm_jwf_random_intmax(rng);
  fm_real a = (fm_real)k * pa;
#ifdef FM_REAL_FLOAT
  if (b == floor(b) && fabs(b) <= 1024 && p <= 4096) {
    const fm_real m = fmod((fm_real)(k % (fm_u32)(2 * p)) * b, 2 * p); /* every step exact: below 2²³ */
    a = m * FM_R(FM_PI) / p;
  }
#endif
  const fm_real sa = sin(a), ca = cos(a);
  s->px += vr * (x * ca + y * sa);
  s->py += vr * (y * ca - x * sa);
  s->pz += vr * (tz * (FM_PAR(hypertile3D2b_k) - c2));
}

/* ---- juliascope3Db (Brad Stefanov's) ------------------------------------------------------------ */

/* 792: juliascope3Db: juliascope in the plane (a root of the point's angle, mirrored on odd
 * branches; type 1 takes the radius of x, y and z), and a z of its own: z/|n| + warp, scaled by
 * (za·x² + zb·y² + z²)^(zdist·dist/power/2) and zamount (mode 1: times sin(wave1)·cos(wave2)).
 * |n| is FTOI(power)'s; at 0, JWildfire's random(0) gives −1 and z/0 an infinity, kept. */
FM_VAR(juliascope3Db) {
  const fm_real power = FM_PAR(juliascope3Db_power);
  const fm_real absn = fabs(fm_jwf_int(power)), cexpo = FM_PAR(juliascope3Db_dist) / power * FM_R(0.5);
  const fm_real x = s->tx, y = s->ty;
  const fm_real z = s->tz / absn + FM_PAR(juliascope3Db_warp);
  const fm_real r2d = x * x * FM_PAR(juliascope3Db_za) + y * y * FM_PAR(juliascope3Db_zb);
  const fm_real zbase = r2d + z * z, zexp = cexpo * FM_PAR(juliascope3Db_zdist);
  const fm_real rz = w * FM_PAR(juliascope3Db_zamount) * pow(zbase, zexp);
  const fm_real rnd = fm_jwf_random_below(rng, absn);
  const fm_real phi = atan2(y, x);
  const fm_real a = fmod(rnd, FM_R(2.0)) == 0 ? (2 * FM_R(FM_PI) * rnd + phi) / power : (2 * FM_R(FM_PI) * rnd - phi) / power;
  const int type3 = fm_java_int(fm_par_clamp(FM_PAR(juliascope3Db_type), 0, 1)) != 0;
  const fm_real rr = type3 ? x * x + y * y + s->tz * s->tz : x * x + y * y;
  const fm_real r = w * pow(rr, cexpo);
  s->px += r * cos(a);
  s->py += r * sin(a);
  if (fm_java_int(fm_par_clamp(FM_PAR(juliascope3Db_mode), 0, 1)) != 0)
    s->pz += rz * z * (sin(FM_PAR(juliascope3Db_wave1)) * cos(FM_PAR(juliascope3Db_wave2)));
  else
    s->pz += rz * z;
}

/* ---- quaternions, as JWildfire's Mobius3DWithInverse computes them -------------------------------- */

typedef struct fm_jwq {
  fm_real t, i, j, k;
} fm_jwq;

FM_FN fm_jwq fm_jwq_make(fm_real t, fm_real i, fm_real j, fm_real k) {
  fm_jwq q;
  q.t = t, q.i = i, q.j = j, q.k = k;
  return q;
}

/* The Hamilton product a·b. */
FM_FN fm_jwq fm_jwq_mul(fm_jwq a, fm_jwq b) {
  return fm_jwq_make(a.t * b.t - a.i * b.i - a.j * b.j - a.k * b.k, a.t * b.i + a.i * b.t + a.j * b.k - a.k * b.j,
                     a.t * b.j - a.i * b.k + a.j * b.t + a.k * b.i, a.t * b.k + a.i * b.j - a.j * b.i + a.k * b.t);
}

FM_FN fm_jwq fm_jwq_add(fm_jwq a, fm_jwq b) { return fm_jwq_make(a.t + b.t, a.i + b.i, a.j + b.j, a.k + b.k); }

/* b⁻¹·a, JWildfire's div1: the conjugate over the norm squared (its square root squared, as it
 * computes it), then multiplied on the left. */
FM_FN fm_jwq fm_jwq_ldiv(fm_jwq a, fm_jwq b) {
  const fm_real nrm = sqrt(b.t * b.t + b.i * b.i + b.j * b.j + b.k * b.k), n2 = nrm * nrm;
  return fm_jwq_mul(fm_jwq_make(b.t / n2, -b.i / n2, -b.j / n2, -b.k / n2), a);
}

/* 793: mobius3D_with_inverse: the quaternion Möbius map (a·z + b)/(c·z + d) of z = x + y·i + z·j,
 * or at random (half the time) its inverse's [d, −b, −c, a]; with normalize (the parameter exactly
 * 1) each entry is first divided on the left by the determinant squared, (a·d − b·c)², as
 * JWildfire does. Draws one number. */
FM_VAR(mobius3D_with_inverse) {
  fm_jwq a = fm_jwq_make(FM_PAR(mobius3D_with_inverse_a_re), FM_PAR(mobius3D_with_inverse_a_im),
                         FM_PAR(mobius3D_with_inverse_aj), FM_PAR(mobius3D_with_inverse_ak));
  fm_jwq b = fm_jwq_make(FM_PAR(mobius3D_with_inverse_b_re), FM_PAR(mobius3D_with_inverse_b_im),
                         FM_PAR(mobius3D_with_inverse_bj), FM_PAR(mobius3D_with_inverse_bk));
  fm_jwq c = fm_jwq_make(FM_PAR(mobius3D_with_inverse_c_re), FM_PAR(mobius3D_with_inverse_c_im),
                         FM_PAR(mobius3D_with_inverse_cj), FM_PAR(mobius3D_with_inverse_ck));
  fm_jwq d = fm_jwq_make(FM_PAR(mobius3D_with_inverse_d_re), FM_PAR(mobius3D_with_inverse_d_im),
                         FM_PAR(mobius3D_with_inverse_dj), FM_PAR(mobius3D_with_inverse_dk));
  if (FM_PAR(mobius3D_with_inverse_normalize) == 1) {
    const fm_jwq bc = fm_jwq_mul(b, c), ad = fm_jwq_mul(a, d);
    const fm_jwq det = fm_jwq_make(ad.t - bc.t, ad.i - bc.i, ad.j - bc.j, ad.k - bc.k), den = fm_jwq_mul(det, det);
    a = fm_jwq_ldiv(a, den);
    b = fm_jwq_ldiv(b, den);
    c = fm_jwq_ldiv(c, den);
    d = fm_jwq_ldiv(d, den);
  }
  if (!(fm_rng_01(rng) < FM_R(0.5))) { /* the inverse: the real −1 multiplies b and c on the right */
    const fm_jwq m1 = fm_jwq_make(-1, 0, 0, 0), t = a;
    a = d;
    d = t;
    b = fm_jwq_mul(b, m1);
    c = fm_jwq_mul(c, m1);
  }
  {
    const fm_jwq zin = fm_jwq_make(s->tx, s->ty, s->tz, 0);
    const fm_jwq out = fm_jwq_ldiv(fm_jwq_add(fm_jwq_mul(zin, a), b), fm_jwq_add(fm_jwq_mul(zin, c), d));
    s->px += w * out.t;
    s->py += w * out.i;
    s->pz += w * out.j;
  }
}

/* ---- jubiQ (Brad Stefanov's julian2 and mobiq) ---------------------------------------------------- */

/* 794: jubiQ: mobiq's quaternion Möbius map of (x, y, z, 0) with the coefficients qa…qd, its t and
 * i parts added to the affine a…f of the point, and julian2's root of that (power an int, FTOI;
 * the branch random(Integer.MAX_VALUE) modulo |power|); z the map's j part plus, by zmode (0-2, a
 * cast): 0, w·(z/2)/r3d^1.5; 1, julia3D's w·(r² + (z/|n|)²)^((1/n − 1)/2)·z/|n|; 2, the input's z.
 * At power 0, where JWildfire's modulo throws, it adds nothing. Draws one number. */
FM_VAR(jubiQ) {
  const fm_real power = fm_jwf_int(FM_PAR(jubiQ_power)), absn = fabs(power);
  const fm_real t2 = s->tx, x2 = s->ty, y2 = s->tz;
  const fm_real t1 = FM_PAR(jubiQ_qat), x1 = FM_PAR(jubiQ_qax), y1 = FM_PAR(jubiQ_qay), z1 = FM_PAR(jubiQ_qaz);
  const fm_real t4 = FM_PAR(jubiQ_qct), x4 = FM_PAR(jubiQ_qcx), y4 = FM_PAR(jubiQ_qcy), z4 = FM_PAR(jubiQ_qcz);
  const fm_real nt = t1 * t2 - x1 * x2 - y1 * y2 + FM_PAR(jubiQ_qbt);
  const fm_real nx = t1 * x2 + x1 * t2 - z1 * y2 + FM_PAR(jubiQ_qbx);
  const fm_real ny = t1 * y2 + y1 * t2 + z1 * x2 + FM_PAR(jubiQ_qby);
  const fm_real nz = z1 * t2 + x1 * y2 - y1 * x2 + FM_PAR(jubiQ_qbz);
  const fm_real dt = t4 * t2 - x4 * x2 - y4 * y2 + FM_PAR(jubiQ_qdt);
  const fm_real dx = t4 * x2 + x4 * t2 - z4 * y2 + FM_PAR(jubiQ_qdx);
  const fm_real dy = t4 * y2 + y4 * t2 + z4 * x2 + FM_PAR(jubiQ_qdy);
  const fm_real dz = z4 * t2 + x4 * y2 - y4 * x2 + FM_PAR(jubiQ_qdz);
  const fm_real ni = w / (dt * dt + dx * dx + dy * dy + dz * dz);
  const fm_real x = FM_PAR(jubiQ_a) * s->tx + FM_PAR(jubiQ_b) * s->ty + (nt * dt + nx * dx + ny * dy + nz * dz) * ni + FM_PAR(jubiQ_e);
  const fm_real y = FM_PAR(jubiQ_c) * s->tx + FM_PAR(jubiQ_d) * s->ty + (nx * dt - nt * dx - ny * dz + nz * dy) * ni + FM_PAR(jubiQ_f);
  const fm_u32 k = fm_jwf_random_intmax(rng);
  if (absn == 0) return;
  {
    const fm_real angle = (atan2(y, x) + 2 * FM_R(FM_PI) * (fm_real)(k % (fm_u32)absn)) / power;
    const fm_real r = w * pow(x * x + y * y, FM_PAR(jubiQ_dist) / power * FM_R(0.5));
    const int zmode = (int)fm_java_int(fm_par_clamp(FM_PAR(jubiQ_zmode), 0, 2));
    const fm_real zq = (ny * dt - nt * dy - nz * dx + nx * dz) * ni;
    s->px += r * cos(angle);
    s->py += r * sin(angle);
    if (zmode == 0) {
      const fm_real z = s->tz / 2, r3d = sqrt(s->tx * s->tx + s->ty * s->ty + z * z);
      s->pz += zq + w / (sqrt(r3d) * r3d) * z;
    } else if (zmode == 1) {
      const fm_real z = s->tz / absn;
      s->pz += zq + w * pow(s->tx * s->tx + s->ty * s->ty + z * z, (1 / power - 1) * FM_R(0.5)) * z;
    } else {
      s->pz += zq + s->tz;
    }
  }
}

/* ---- complex numbers as JEP computes them (org.nfunk.jep.type.Complex, which klein_group uses) -- */

/* In double on every side: the generators come from the parameters through square roots, angles
 * and divisions each call, and the device's fast float functions (--use_fast_math) moved a
 * Kleinian group's limit set visibly (v795_klein_group: CUDA against the CPU 60× the noise). */
typedef struct fm_jep {
  double re, im;
} fm_jep;

FM_FN fm_jep fm_jep_make(double re, double im) {
  fm_jep c;
  c.re = re, c.im = im;
  return c;
}
FM_FN fm_jep fm_jep_add(fm_jep a, fm_jep b) { return fm_jep_make(a.re + b.re, a.im + b.im); }
FM_FN fm_jep fm_jep_sub(fm_jep a, fm_jep b) { return fm_jep_make(a.re - b.re, a.im - b.im); }
FM_FN fm_jep fm_jep_scale(fm_jep a, double k) { return fm_jep_make(a.re * k, a.im * k); }
FM_FN fm_jep fm_jep_mul(fm_jep a, fm_jep b) {
  return fm_jep_make(a.re * b.re - a.im * b.im, a.im * b.re + a.re * b.im);
}
/* Smith's division, by the divisor's larger part (a NaN part takes the second branch, as JEP's). */
FM_FN fm_jep fm_jep_div(fm_jep a, fm_jep b) {
  if (fabs(b.re) >= fabs(b.im)) {
    const double r = b.im / b.re, den = b.re + r * b.im;
    return fm_jep_make((a.re + r * a.im) / den, (a.im - r * a.re) / den);
  } else {
    const double r = b.re / b.im, den = b.im + r * b.re;
    return fm_jep_make((a.re * r + a.im) / den, (a.im * r - a.re) / den);
  }
}
/* The modulus, scaled by the larger part. */
FM_FN double fm_jep_abs(fm_jep a) {
  const double x = fabs(a.re), y = fabs(a.im);
  if (x == 0 && y == 0) return 0;
  if (x > y) {
    const double t = y / x;
    return x * sqrt(1 + t * t);
  } else {
    const double t = x / y;
    return y * sqrt(1 + t * t);
  }
}
/* The principal square root, JEP's scaled form. */
FM_FN fm_jep fm_jep_sqrt(fm_jep a) {
  const double x = fabs(a.re), y = fabs(a.im);
  double w, r;
  if (a.re == 0 && a.im == 0) return fm_jep_make(0, 0);
  if (x >= y) {
    r = y / x;
    w = sqrt(x) * sqrt(0.5 * (1 + sqrt(1 + r * r)));
  } else {
    r = x / y;
    w = sqrt(y) * sqrt(0.5 * (r + sqrt(1 + r * r)));
  }
  if (a.re >= 0) return fm_jep_make(w, a.im / (2 * w));
  if (a.im < 0) w = -w;
  return fm_jep_make(a.im / (2 * w), w);
}
/* The square, as JEP's power(2): |a|² turned by twice the angle, exact on the negative real and
 * the imaginary axes (its special cases: there a quarter or half turn's cosine and sine exactly). */
FM_FN fm_jep fm_jep_square(fm_jep a) {
  const double scalar = pow(fm_jep_abs(a), 2.0);
  if (a.im == 0 && a.re < 0) return fm_jep_make(scalar, 0 * scalar); /* factor 2: a whole turn */
  if (a.re == 0 && (a.im > 0 || a.im < 0)) return fm_jep_make(-scalar, 0 * scalar); /* factor ±1: a half turn */
  {
    const double t = 2 * atan2(a.im, a.re);
    return fm_jep_make(scalar * cos(t), scalar * sin(t));
  }
}

/* ---- klein_group (CozyG's) --------------------------------------------------------------------- */

/* Grandma's and Jørgensen's recipes need the trace of ab, the root of t² − ta·tb·t + ta² + tb² = 0
 * that JEP's order of operations takes: (ta·tb − √((ta·tb)² − 4(ta² + tb²)))/2. */
FM_FN fm_jep fm_klein_trace_ab(fm_jep ta, fm_jep tb) {
  const fm_jep b = fm_jep_scale(fm_jep_mul(ta, tb), -1);
  const fm_jep c = fm_jep_add(fm_jep_square(ta), fm_jep_square(tb));
  const fm_jep disc = fm_jep_sub(fm_jep_square(b), fm_jep_scale(c, 4));
  return fm_jep_div(fm_jep_sub(fm_jep_scale(b, -1), fm_jep_sqrt(disc)), fm_jep_make(2, 0));
}

/* 795: klein_group: a Möbius map (a·z + b)/(c·z + d) of the point over the weight, one of the two
 * generators of a Kleinian group or their inverses ([d, −b, −c, a]), picked at random (random(4)),
 * times the weight. The generators by recipe (floor of the parameter; others Grandma's): 0,
 * Grandma's special parabolic commutator group of traces a and b (Indra's Pearls); 1, Maskit's of
 * μ = a ([−iμ, −i, −i, 0], [1, 2, 0, 1]); 2, Jørgensen's of traces a and b; 3, Riley's of c = a
 * ([1, 0, c, 1], [1, 2, 0, 1]); 4, Riley's with b in place of 2; 5, Maskit's with b in place of 2;
 * 6, Maskit's with 2·cos(π/b_re) + i·b_im in place of 2 (Jos Leys'). JWildfire's avoid_reversal
 * (never the inverse of the instance's previous pick) keeps the pick from one call to the next,
 * which flamebuild cannot: it picks among all four, as JWildfire does without it. Where one trace
 * is ±2 and the other complex, the trace of ab's discriminant is −16 plus rounding noise in its
 * imaginary part, whose sign picks the root: there JWildfire's own pick changes with its math
 * library (FastMath or java.lang.Math), and flamebuild's with its libm. */
FM_VAR(klein_group) {
  const fm_jep one = fm_jep_make(1, 0), two = fm_jep_make(2, 0), zero = fm_jep_make(0, 0);
  const fm_jep ta = fm_jep_make(FM_PAR(klein_group_a_re), FM_PAR(klein_group_a_im));
  const fm_jep tb = fm_jep_make(FM_PAR(klein_group_b_re), FM_PAR(klein_group_b_im));
  const double recipe = floor((double)FM_PAR(klein_group_recipe));
  fm_jep m[4], g[4];
  if (recipe == 1 || recipe == 5 || recipe == 6) { /* Maskit's: a(z) = −iμ − i/z */
    const fm_jep mi = fm_jep_scale(fm_jep_make(0, 1), -1);
    m[0] = fm_jep_mul(fm_jep_scale(ta, -1), fm_jep_make(0, 1));
    m[1] = mi, m[2] = mi, m[3] = zero;
    g[0] = one, g[2] = zero, g[3] = one;
    g[1] = recipe == 1 ? two : recipe == 5 ? tb : fm_jep_make(2 * cos(FM_PI / (double)FM_PAR(klein_group_b_re)), FM_PAR(klein_group_b_im));
  } else if (recipe == 3 || recipe == 4) { /* Riley's: a(z) = z/(cz + 1), b(z) = z + 2 (or + b) */
    m[0] = one, m[1] = zero, m[2] = ta, m[3] = one;
    g[0] = one, g[1] = recipe == 3 ? two : tb, g[2] = zero, g[3] = one;
  } else if (recipe == 2) {
    const fm_jep tab = fm_klein_trace_ab(ta, tb), tab2 = fm_jep_square(tab);
    m[0] = fm_jep_sub(ta, fm_jep_div(tb, tab));
    m[1] = fm_jep_div(ta, tab2);
    m[2] = ta;
    m[3] = fm_jep_div(tb, tab);
    g[0] = fm_jep_sub(tb, fm_jep_div(ta, tab));
    g[1] = fm_jep_div(fm_jep_scale(tb, -1), tab2);
    g[2] = fm_jep_scale(tb, -1);
    g[3] = fm_jep_div(ta, tab);
  } else { /* Grandma's */
    const fm_jep i2 = fm_jep_make(0, 2), i4 = fm_jep_make(0, 4), four = fm_jep_make(4, 0);
    const fm_jep tab = fm_klein_trace_ab(ta, tb);
    const fm_jep znum = fm_jep_mul(fm_jep_sub(tab, two), tb);
    const fm_jep zden = fm_jep_add(fm_jep_sub(fm_jep_mul(tb, tab), fm_jep_mul(ta, two)), fm_jep_mul(tab, i2));
    const fm_jep z0 = fm_jep_div(znum, zden);
    const fm_jep k = fm_jep_sub(fm_jep_mul(ta, tab), fm_jep_mul(tb, two));
    m[0] = fm_jep_div(ta, two);
    m[1] = fm_jep_div(fm_jep_add(k, i4), fm_jep_mul(fm_jep_add(fm_jep_mul(tab, two), four), z0));
    m[2] = fm_jep_div(fm_jep_mul(fm_jep_sub(k, i4), z0), fm_jep_sub(fm_jep_mul(tab, two), four));
    m[3] = fm_jep_div(ta, two);
    g[0] = fm_jep_div(fm_jep_sub(tb, i2), two);
    g[1] = fm_jep_div(tb, two);
    g[2] = fm_jep_div(tb, two);
    g[3] = fm_jep_div(fm_jep_add(tb, i2), two);
  }
  {
    const fm_real pick = fm_jwf_random_below(rng, 4);
    const fm_jep *src = pick < 2 ? m : g;
    fm_jep a = src[0], b = src[1], c = src[2], d = src[3];
    if (pick == 1 || pick == 3) { /* the inverse */
      const fm_jep t = a;
      a = d, d = t;
      b = fm_jep_scale(b, -1), c = fm_jep_scale(c, -1);
    }
    {
      const fm_jep z = fm_jep_make((double)s->tx / w, (double)s->ty / w);
      const fm_jep out = fm_jep_div(fm_jep_add(fm_jep_mul(z, a), b), fm_jep_add(fm_jep_mul(z, c), d));
      s->px += (fm_real)(w * out.re);
      s->py += (fm_real)(w * out.im);
    }
  }
}

/* ---- glynnSShape, glynnlissa (Jesus Sosa's, on Glynnsim's frame), glynnia3 -------------------- */

/* Glynnsim's frame, as glynnSShape and glynnlissa share it: within |radius| of the origin, the
 * figure's point (fx, fy: its x and y already scaled, before radius1) at radius1 times it about
 * the centre (radius, at the angle phi1 degrees) — or, where radius1 is negative, a ring about the
 * centre, radius1·(thickness + (1 − thickness)·U) at a random angle; beyond it, the point, or its
 * inversion (radius/r)²·point with the chance contrast·(radius/r)^|pow|, and where that lands
 * within radius1 of the centre the figure's point instead. Draws one or two numbers. */
FM_FN void fm_glynn_frame(fm_var_state *s, fm_real w, fm_rng *rng, fm_real fx, fm_real fy, fm_real radius,
                          fm_real radius1, fm_real thickness, fm_real phi1, fm_real powv, fm_real contrast) {
  const fm_real a = FM_R(FM_PI) * phi1 / 180, x1 = radius * cos(a), y1 = radius * sin(a);
  const fm_real r = sqrt(s->tx * s->tx + s->ty * s->ty);
  if (r < fabs(radius)) {
    if (radius1 >= 0) {
      s->px += w * (fx * radius1 + x1);
      s->py += w * (fy * radius1 + y1);
    } else {
      const fm_real rr = radius1 * (thickness + (1 - thickness) * fm_rng_01(rng));
      const fm_real phi = 2 * FM_R(FM_PI) * fm_rng_01(rng);
      s->px += w * (rr * cos(phi) + x1);
      s->py += w * (rr * sin(phi) + y1);
    }
  } else {
    const fm_real alpha = fabs(radius) / r;
    fm_real xi = s->tx, yi = s->ty;
    if (!(fm_rng_01(rng) > contrast * pow(alpha, fabs(powv)))) {
      xi = alpha * alpha * s->tx;
      yi = alpha * alpha * s->ty;
    }
    if ((xi - x1) * (xi - x1) + (yi - y1) * (yi - y1) < radius1 * radius1) {
      s->px += w * (fx * radius1 + x1);
      s->py += w * (fy * radius1 + y1);
    } else {
      s->px += w * xi;
      s->py += w * yi;
    }
  }
}

/* 796: glynnSShape: Glynnsim's frame around a superformula curve (m, n1, n2, n3; a = b = 1) at a
 * random angle: radius 1/(|cos(mφ/4)|^n2 + |sin(mφ/4)|^n3)^(1/n1), the origin where that sum's
 * root is 0; contrast is held to [0, 1]. */
FM_VAR(glynnSShape) {
  const fm_real phi = fm_rng_01(rng) * (FM_R(FM_PI) * 2);
  const fm_real m = FM_PAR(glynnSShape_m);
  const fm_real t1 = pow(fabs(cos(m * phi / 4)), FM_PAR(glynnSShape_n2));
  const fm_real t2 = pow(fabs(sin(m * phi / 4)), FM_PAR(glynnSShape_n3));
  fm_real r = pow(t1 + t2, 1 / FM_PAR(glynnSShape_n1)), fx = 0, fy = 0;
  if (fabs(r) != 0) {
    r = 1 / r;
    fx = r * cos(phi);
    fy = r * sin(phi);
  }
  fm_glynn_frame(s, w, rng, fx * FM_PAR(glynnSShape_scale), fy * FM_PAR(glynnSShape_scale), FM_PAR(glynnSShape_radius),
                 FM_PAR(glynnSShape_radius1), FM_PAR(glynnSShape_thickness), FM_PAR(glynnSShape_phi1), FM_PAR(glynnSShape_pow),
                 fm_par_clamp(FM_PAR(glynnSShape_contrast), 0, 1));
}

/* 797: glynnia3: glynnia with its radius scaled (rscale), its d (dscale) and the thresholds of its
 * two halves opened up (rthresh for the radius, ythresh for y); in the second half x is mirrored.
 * Each half picks one of its two maps at random. Where d or the second map's denominator is 0 it
 * adds nothing (JWildfire returns there before its preserved z too: flamebuild carries z anyway). */
FM_VAR(glynnia3) {
  const fm_real x = s->tx, y = s->ty, v2 = w * sqrt(FM_R(2.0)) / 2;
  const fm_real r = FM_PAR(glynnia3_rscale) * sqrt(x * x + y * y), dscale = FM_PAR(glynnia3_dscale);
  const fm_real sx = r > FM_PAR(glynnia3_rthresh) && y > FM_PAR(glynnia3_ythresh) ? FM_R(1.0) : FM_R(-1.0);
  if (fm_rng_01(rng) > FM_R(0.5)) {
    const fm_real d = dscale * sqrt(r + x);
    if (d == 0) return;
    s->px += sx * (v2 * d);
    s->py -= v2 / d * y;
  } else {
    const fm_real d = dscale * (r + x), dx = sqrt(r * (y * y + d * d));
    if (dx == 0) return;
    s->px += sx * (w / dx * d);
    s->py += w / dx * y;
  }
}

/* 798: glynnlissa: Glynnsim's frame around a Lissajous figure (sin(a·t + phase), sin(b·t)) at a
 * random t, widened across by width times a random offset in [−1/2, 1/2); contrast held to [0, 1]. */
FM_VAR(glynnlissa) {
  const fm_real t = fm_rng_01(rng) * (FM_R(FM_PI) * 2);
  const fm_real lx = sin(FM_PAR(glynnlissa_a) * t + FM_PAR(glynnlissa_phase)), ly = sin(FM_PAR(glynnlissa_b) * t);
  const fm_real off = FM_PAR(glynnlissa_width) * (fm_rng_01(rng) - FM_R(0.5)), sc = FM_PAR(glynnlissa_scale);
  fm_glynn_frame(s, w, rng, lx * sc + off, ly * sc + off, FM_PAR(glynnlissa_radius), FM_PAR(glynnlissa_radius1),
                 FM_PAR(glynnlissa_thickness), FM_PAR(glynnlissa_phi1), FM_PAR(glynnlissa_pow),
                 fm_par_clamp(FM_PAR(glynnlissa_contrast), 0, 1));
}

/* ---- truchetflow (Jesus Sosa's, after a shadertoy) ------------------------------------------- */

/* 799: truchetflow: a random point of the unit square, shown (at w·(x − ½, y − ½), replacing the
 * sum) where it falls off a Truchet tiling of quarter-circle bands, hidden where on one (invert 1:
 * the other way round). The square is zoomed (zoom, held to [0.1, 50]) and moved by
 * randomize·sin(randomize·180/π) (randomize a cast), each cell's tile flipped by a hash of its
 * corner; the bands are three folds of the distance to the tile's nearer corner, their spacing
 * and width growing with y and x, edged by a smoothstep that widens away from the centre. The
 * hash and the cells in double on either side: in float the move of up to |randomize| and the
 * hash's products keep no digits of the cell. Draws two numbers. */
FM_VAR(truchetflow) {
  const double x = fm_rng_01(rng), y = fm_rng_01(rng);
  const double seed = fm_java_int(FM_PAR(truchetflow_randomize));
  const double zoom = fm_par_clamp(FM_PAR(truchetflow_zoom), FM_R(0.1), 50);
  const double shift = seed * sin(seed * 180.0 / 3.14159265358979323846);
  const double ux = (x - 0.5) * zoom - shift, uy = (y - 0.5) * zoom - shift;
  const double idx = floor(ux), idy = floor(uy);
  double gx = ux - floor(ux) - 0.5, gy = uy - floor(uy) - 0.5;
  /* the cell's hash, N21 */
  double hx = idx * 234.234, hy = idy * 823.923, dd, n;
  hx = hx - floor(hx);
  hy = hy - floor(hy);
  dd = hx * (hx + 42.34) + hy * (hy + 42.34);
  hx += dd;
  hy += dd;
  n = hx * hy - floor(hx * hy);
  {
    const double band = -0.03 + pow(0.5 * y, 1.5), width = 0.01 + 0.1 * x;
    const double ax = fabs(x - 0.5), ay = fabs(y - 0.5);
    double sg, d, t, col;
    int hide;
    if (n > 0.5) gx = -gx;
    sg = gx + gy + 0.001;
    sg = 0.5 * (sg > 0 ? 1.0 : sg < 0 ? -1.0 : sg);
    d = sqrt((gx - sg) * (gx - sg) + (gy - sg) * (gy - sg)) - 0.5;
    d = fabs(d);
    d = fabs(d - band);
    d = fabs(d - band);
    d = fabs(d - band);
    d = fabs(d) - width;
    {
      const double fuzzy = 0.01 + 0.2 * pow(ax + ay, 2.0);
      t = (d - fuzzy) / (0.0 - fuzzy);
      t = t < 0 ? 0.0 : t > 1 ? 1.0 : t;
      col = t * t * (3.0 - 2.0 * t);
    }
    hide = fm_java_int(fm_par_clamp(FM_PAR(truchetflow_invert), 0, 1)) == 0 ? col > 0 : col <= 0;
    s->hide = hide;
    s->px = w * ((hide ? 0.0 : x) - 0.5);
    s->py = w * ((hide ? 0.0 : y) - 0.5);
  }
}

#endif
