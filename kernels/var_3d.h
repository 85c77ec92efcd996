/*
 * var_3d.h — the 3D family: variations that read or write the z coordinate Apophysis 7X,
 * Fractorium and JWildfire carry through the iteration (fm_var_state's tz, pz; the point's z
 * reaches the image through the 3D camera, kernels/camera3d.h). Each as Fractorium computes it
 * (its Variations0N.h), checked against Fractorium's own code (tests/data/variation_refs, made
 * by tests/tools/ember_refs.sh; tests/unit/test_variation_refs.c); JWildfire's formulas of the
 * same names agree with these but for the epsilon some add to a denominator.
 *
 * flatten (z made 0 after the variations) is no formula here: fm_xform_build_var_list takes it
 * out of the list into xf->flatten, which fm_xform_end applies.
 *
 * (variations.h includes it after the per-point state, the helpers and FM_VAR; nowhere else
 * includes it). Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_3D_H
#define FLAMEBUILD_VAR_3D_H

/* Fractorium's INTEGER_NONZERO parameters (a julia power): the nearest integer, and ±1 for a
 * value that rounds to 0. */
FM_FN fm_real fm_round_nonzero(fm_real v) {
  const fm_real n = floor(v + FM_R(0.5));
  return n != 0 ? n : (v < 0 ? FM_R(-1.0) : FM_R(1.0));
}

/* The julia3D family's precalc: |n| and the radius exponent. */
FM_FN void fm_3d_precalc(const fm_real *p, fm_real *pre) {
  fm_real n = fm_round_nonzero(p[FM_P_julia3D_power]);
  pre[FM_PRE_JULIA3D_ABSN] = fabs(n);
  pre[FM_PRE_JULIA3D_CN] = (1 / n - 1) / 2;
  n = fm_round_nonzero(p[FM_P_julia3Dz_power]);
  pre[FM_PRE_JULIA3DZ_ABSN] = fabs(n);
  pre[FM_PRE_JULIA3DZ_CN] = 1 / n / 2;
  /* poincare3D: the centre of the sphere the space is inverted in */
  const fm_real a = p[FM_P_poincare3D_a] * FM_R(FM_M_PI_2), b = p[FM_P_poincare3D_b] * FM_R(FM_M_PI_2);
  const fm_real r = p[FM_P_poincare3D_r];
  pre[FM_PRE_POINCARE3D_CX] = -r * cos(a) * cos(b);
  pre[FM_PRE_POINCARE3D_CY] = r * sin(a) * cos(b);
  pre[FM_PRE_POINCARE3D_CZ] = -r * sin(b);
}

/* linear3D: linear in all three coordinates (JWildfire's and Apophysis 7X's linear). */
FM_VAR(linear3D) {
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += w * s->tx;
  s->py += w * s->ty;
  s->pz += w * s->tz;
}

/* zscale, ztranslate, zcone: z alone — scaled, moved, or lifted by the distance from the axis. */
FM_VAR(zscale) {
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->pz += w * s->tz;
}

FM_VAR(ztranslate) {
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->pz += w;
}

FM_VAR(zcone) {
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->pz += w * fm_vs_r(s);
}

/* hemisphere: the plane wrapped onto the upper half of the unit sphere. */
FM_VAR(hemisphere) {
  const fm_real t = w / sqrt(s->r2 + 1);
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += s->tx * t;
  s->py += s->ty * t;
  s->pz += t;
}

/* spherical3D: inversion in the unit sphere. */
FM_VAR(spherical3D) {
  const fm_real k = w / fm_zeps(s->r2 + s->tz * s->tz);
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += k * s->tx;
  s->py += k * s->ty;
  s->pz += k * s->tz;
}

/* julia3D: julia's n-th root in the plane, z scaled along with the radius. Draws the branch. */
FM_VAR(julia3D) {
  const fm_real absn = xf->pre[FM_PRE_JULIA3D_ABSN];
  const fm_real z = s->tz / absn;
  const fm_real r = w * pow(s->r2 + z * z, xf->pre[FM_PRE_JULIA3D_CN]);
  const fm_real tmp = r * fm_vs_r(s);
  const fm_real branch = (fm_real)fm_rng_below(rng, (fm_u32)absn);
  const fm_real ang = (fm_vs_atan_yx(s) + FM_R(2.0 * FM_PI) * branch) / fm_round_nonzero(FM_PAR(julia3D_power));
  s->px += tmp * cos(ang);
  s->py += tmp * sin(ang);
  s->pz += r * z;
}

/* julia3Dz: julia3D whose radius ignores z. Draws the branch. */
FM_VAR(julia3Dz) {
  const fm_real absn = xf->pre[FM_PRE_JULIA3DZ_ABSN];
  const fm_real r = w * pow(s->r2, xf->pre[FM_PRE_JULIA3DZ_CN]);
  const fm_real branch = (fm_real)fm_rng_below(rng, (fm_u32)absn);
  const fm_real ang = (fm_vs_atan_yx(s) + FM_R(2.0 * FM_PI) * branch) / fm_round_nonzero(FM_PAR(julia3Dz_power));
  s->px += r * cos(ang);
  s->py += r * sin(ang);
  s->pz += r * s->tz / fm_zeps(fm_vs_r(s) * absn);
}

/* blur3D: a bell-shaped radius (four uniforms) in a uniform direction — draws the azimuth, the
 * radius's four, then the polar angle, as Fractorium does. */
FM_VAR(blur3D) {
  const fm_real azimuth = fm_rng_01(rng) * FM_R(2.0 * FM_PI);
  const fm_real r = w * fm_rng_gauss4(rng);
  const fm_real polar = fm_rng_01(rng) * FM_R(FM_PI);
  const fm_real sinb = sin(polar);
  FM_UNUSED_XF;
  s->px += r * sinb * cos(azimuth);
  s->py += r * sinb * sin(azimuth);
  s->pz += r * cos(polar);
}

/* curl3D: curl's Möbius-like map extended to 3D. */
FM_VAR(curl3D) {
  const fm_real cx = FM_PAR(curl3D_cx), cy = FM_PAR(curl3D_cy), cz = FM_PAR(curl3D_cz);
  const fm_real c2 = cx * cx + cy * cy + cz * cz;
  const fm_real r2 = s->r2 + s->tz * s->tz;
  const fm_real r = w / fm_zeps(r2 * c2 + 2 * cx * s->tx - 2 * cy * s->ty + 2 * cz * s->tz + 1);
  FM_UNUSED_RNG;
  s->px += r * (s->tx + cx * r2);
  s->py += r * (s->ty - cy * r2);
  s->pz += r * (s->tz + cz * r2);
}

/* blob3D: blob's wavy radius, the wave's sine lifting z. The direction is Fractorium's
 * (x/r, y/r; its Precalc's cosa and sina, never dividing by 0), not flam3's angle from +y. */
FM_VAR(blob3D) {
  const fm_real low = FM_PAR(blob3D_low), waves = FM_PAR(blob3D_waves);
  const fm_real wave = sin(waves * fm_vs_atan_xy(s));
  const fm_real r = fm_vs_r(s) * (low + (FM_PAR(blob3D_high) - low) * (FM_R(0.5) + FM_R(0.5) * wave));
  const fm_real rz = fm_zeps(fm_vs_r(s));
  FM_UNUSED_RNG;
  s->px += w * (s->tx / rz) * r;
  s->py += w * (s->ty / rz) * r;
  s->pz += w * wave * r;
}

/* poincare3D: inversion in a sphere through the unit sphere's centre (fm_3d_precalc). */
FM_VAR(poincare3D) {
  const fm_real cx = xf->pre[FM_PRE_POINCARE3D_CX], cy = xf->pre[FM_PRE_POINCARE3D_CY];
  const fm_real cz = xf->pre[FM_PRE_POINCARE3D_CZ];
  const fm_real c2 = cx * cx + cy * cy + cz * cz;
  const fm_real r2 = s->r2 + s->tz * s->tz;
  const fm_real x2cx = 2 * cx * s->tx, y2cy = 2 * cy * s->ty, z2cz = 2 * cz * s->tz;
  const fm_real d = w / fm_zeps(c2 * r2 - x2cx - y2cy - z2cz + 1);
  FM_UNUSED_RNG;
  s->px += d * (s->tx * (cx * cx - cy * cy - cz * cz + 1) + cx * (y2cy + z2cz - r2 - 1));
  s->py += d * (s->ty * (cy * cy - cx * cx - cz * cz + 1) + cy * (x2cx + z2cz - r2 - 1));
  s->pz += d * (s->tz * (cz * cz - cy * cy - cx * cx + 1) + cz * (y2cy + x2cx - r2 - 1));
}

/* flatten: see the head of this file; listed, it adds nothing. */
FM_VAR(flatten) {
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  (void)s;
  (void)w;
}

#endif
