/*
 * var_jwildfire10.h — more of JWildfire's variations (from 790), each checked against
 * JWildfire's own code (tests/tools/jwf_refs.sh; tests/unit/test_variation_refs.c), with
 * var_jwildfire4.h's conventions: a parameter that JWildfire stores as an int is read through
 * fm_jwf_int (Tools.FTOI) or fm_java_int (a cast), its clamps are applied here (the genome holds
 * the file's value), what JWildfire's init() derives from the parameters is derived here, per
 * call, and JWildfire's random(n) is fm_jwf_random_below.
 * 790: hypertile3Db, 791: hypertile3D2b, 792: juliascope3Db, 793: mobius3D_with_inverse,
 * 794: jubiQ (all 3D).
 * (variations.h includes it after the other var_*.h, whose helpers it uses; nowhere else
 * includes it). Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWILDFIRE10_H
#define FLAMEBUILD_VAR_JWILDFIRE10_H

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

#endif
