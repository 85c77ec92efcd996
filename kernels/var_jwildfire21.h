/*
 * var_jwildfire21.h — JWildfire's variations of order 2 (NAME_fx_priority="2") beyond
 * prepost_circlize, each as JWildfire computes it (its variation/NAMEFunc.java), checked against
 * JWildfire's own code (tests/tools/jwf_refs.sh; tests/unit/test_variation_refs.c), with
 * var_jwildfire5.h's pattern for such a pair: the variation a file names is the post half (on
 * the sum, FM_VARS_NATURAL_POST), NAME_inv its pre half (on the affine's point, the pre form
 * that sets it), reading the same parameters; the parser adds the pre half at the same weight
 * (FM_VARS_PREPOST_PAIRS, genome/parse_editors.c).
 * 813: prepost_mobius (post half), 814: prepost_mobius_inv (pre half),
 * 815: prepost_affine (post half, 3D), 816: prepost_affine_inv (pre half, 3D).
 * Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWILDFIRE21_H
#define FLAMEBUILD_VAR_JWILDFIRE21_H

/* ---- 813-814: prepost_mobius (JWildfire's PrePostMobius) -------------------------------------- */

/* 813: prepost_mobius, its post half: the sum taken through the Möbius map (a·z + b)/(c·z + d),
 * a … d complex (re_, im_), times w. Where c·z + d is 0 the sum is left as it was, and so is it
 * at weight 0 (JWildfire returns before anything). */
FM_VAR(prepost_mobius) {
  FM_UNUSED_RNG;
  if (w == 0) return;
  const fm_real x = s->px, y = s->py;
  const fm_real ra = FM_PAR(prepost_mobius_re_a), ia = FM_PAR(prepost_mobius_im_a);
  const fm_real rb = FM_PAR(prepost_mobius_re_b), ib = FM_PAR(prepost_mobius_im_b);
  const fm_real rc = FM_PAR(prepost_mobius_re_c), ic = FM_PAR(prepost_mobius_im_c);
  const fm_real rd = FM_PAR(prepost_mobius_re_d), id = FM_PAR(prepost_mobius_im_d);
  const fm_real ru = ra * x - ia * y + rb, iu = ra * y + ia * x + ib;
  const fm_real rv = rc * x - ic * y + rd, iv = rc * y + ic * x + id;
  const fm_real den = rv * rv + iv * iv;
  if (den == 0) return;
  const fm_real k = w / den; /* u/v = u·conj(v)/|v|² */
  s->px = k * (ru * rv + iu * iv);
  s->py = k * (iu * rv - ru * iv);
}

/* 814: prepost_mobius_inv, its pre half on the affine's point: the inverse map
 * (d·z − b)/(a − c·z), divided by w, so that the post half at the same weight undoes it (less
 * what the xform's other variations do in between). A pole (a − c·z = 0) or weight 0 leaves the
 * point as it is; z passes through (FM_VARS_3D). */
FM_VAR(prepost_mobius_inv) {
  FM_UNUSED_RNG;
  const fm_real x = s->tx, y = s->ty;
  s->px = x;
  s->py = y;
  s->pz = s->tz;
  if (w == 0) return;
  const fm_real ra = FM_PAR(prepost_mobius_re_a), ia = FM_PAR(prepost_mobius_im_a);
  const fm_real rb = FM_PAR(prepost_mobius_re_b), ib = FM_PAR(prepost_mobius_im_b);
  const fm_real rc = FM_PAR(prepost_mobius_re_c), ic = FM_PAR(prepost_mobius_im_c);
  const fm_real rd = FM_PAR(prepost_mobius_re_d), id = FM_PAR(prepost_mobius_im_d);
  const fm_real ru = rd * x - id * y - rb, iu = rd * y + id * x - ib;
  const fm_real rv = -rc * x + ic * y + ra, iv = -rc * y - ic * x + ia;
  const fm_real den = rv * rv + iv * iv;
  if (den == 0) return;
  const fm_real k = 1 / (w * den);
  s->px = k * (ru * rv + iu * iv);
  s->py = k * (iu * rv - ru * iv);
}

/* ---- 815-816: prepost_affine (JWildfire's PrePostAffine) ------------------------------------- */

/* prepost_affine's rotation, yaw, pitch and roll in degrees, as the rows of m (m[3·i + j]: output
 * i from input j); its inverse is its transpose. A scale of 0 is JWildfire's EPSILON (1e-8,
 * its setParameter's), which the pre half divides by. */
FM_FN void fm_jwf_prepost_affine_rot(fm_real yaw_deg, fm_real pitch_deg, fm_real roll_deg, fm_real *m) {
  const fm_real d2r = FM_R(FM_PI) / 180;
  const fm_real sy = sin(yaw_deg * d2r), cy = cos(yaw_deg * d2r);
  const fm_real sp = sin(pitch_deg * d2r), cp = cos(pitch_deg * d2r);
  const fm_real sr = sin(roll_deg * d2r), cr = cos(roll_deg * d2r);
  m[0] = cy * cr - sy * sp * sr;
  m[1] = -sy * cr - cy * sp * sr;
  m[2] = -cp * sr;
  m[3] = sy * cp;
  m[4] = cy * cp;
  m[5] = -sp;
  m[6] = cy * sr + sy * sp * cr;
  m[7] = cy * sp * cr - sy * sr;
  m[8] = cp * cr;
}

FM_FN fm_real fm_jwf_prepost_affine_scale(fm_real v) { return v == 0 ? FM_R(1e-8) : v; }

/* 815: prepost_affine, its post half: the sum scaled by w·scale on each axis, turned by the
 * rotation and moved by move; z is its own (FM_VARS_3D). Weight 0 leaves it. */
FM_VAR(prepost_affine) {
  FM_UNUSED_RNG;
  if (w == 0) return;
  fm_real m[9];
  fm_jwf_prepost_affine_rot(FM_PAR(prepost_affine_yaw), FM_PAR(prepost_affine_pitch), FM_PAR(prepost_affine_roll), m);
  const fm_real x = w * fm_jwf_prepost_affine_scale(FM_PAR(prepost_affine_scale_x)) * s->px;
  const fm_real y = w * fm_jwf_prepost_affine_scale(FM_PAR(prepost_affine_scale_y)) * s->py;
  const fm_real z = w * fm_jwf_prepost_affine_scale(FM_PAR(prepost_affine_scale_z)) * s->pz;
  s->px = m[0] * x + m[1] * y + m[2] * z + FM_PAR(prepost_affine_move_x);
  s->py = m[3] * x + m[4] * y + m[5] * z + FM_PAR(prepost_affine_move_y);
  s->pz = m[6] * x + m[7] * y + m[8] * z + FM_PAR(prepost_affine_move_z);
}

/* 816: prepost_affine_inv, its pre half on the affine's point: the post half undone — moved
 * back, turned back (the transpose), divided by w·scale. Weight 0 leaves the point. */
FM_VAR(prepost_affine_inv) {
  FM_UNUSED_RNG;
  const fm_real x = s->tx - FM_PAR(prepost_affine_move_x), y = s->ty - FM_PAR(prepost_affine_move_y);
  const fm_real z = s->tz - FM_PAR(prepost_affine_move_z);
  if (w == 0) {
    s->px = s->tx;
    s->py = s->ty;
    s->pz = s->tz;
    return;
  }
  fm_real m[9];
  fm_jwf_prepost_affine_rot(FM_PAR(prepost_affine_yaw), FM_PAR(prepost_affine_pitch), FM_PAR(prepost_affine_roll), m);
  s->px = (m[0] * x + m[3] * y + m[6] * z) / (w * fm_jwf_prepost_affine_scale(FM_PAR(prepost_affine_scale_x)));
  s->py = (m[1] * x + m[4] * y + m[7] * z) / (w * fm_jwf_prepost_affine_scale(FM_PAR(prepost_affine_scale_y)));
  s->pz = (m[2] * x + m[5] * y + m[8] * z) / (w * fm_jwf_prepost_affine_scale(FM_PAR(prepost_affine_scale_z)));
}

#endif
