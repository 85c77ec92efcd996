/*
 * var_pluginpack.h — flam3 variations 49–81, from Apophysis' plugin pack, and pre_blur (67).
 * (variations.h includes it after the per-point state, the helpers and FM_VAR; nowhere else
 * includes it). Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_PLUGINPACK_H
#define FLAMEBUILD_VAR_PLUGINPACK_H

/* ------------------------------------------------------------------------------------------ */
/* 49–66: Apophysis plugin-pack variations                                                      */

FM_VAR(disc2) {
  fm_real t = xf->pre[FM_PRE_DISC2_TIMESPI] * (s->tx + s->ty);
  fm_real k = w * fm_vs_atan_xy(s) / FM_R(FM_PI);
  FM_UNUSED_RNG;
  s->px += (sin(t) + xf->pre[FM_PRE_DISC2_COSADD]) * k;
  s->py += (cos(t) + xf->pre[FM_PRE_DISC2_SINADD]) * k;
}

/* flam3 takes the uniform draw even when super_shape_rnd is 0 (it then has no effect). */
FM_VAR(super_shape) {
  fm_real th = xf->pre[FM_PRE_SSHAPE_PM4] * fm_vs_atan_yx(s) + FM_R(FM_M_PI_4);
  fm_real t1 = pow(fabs(cos(th)), FM_PAR(super_shape_n2));
  fm_real t2 = pow(fabs(sin(th)), FM_PAR(super_shape_n3));
  fm_real rnd = FM_PAR(super_shape_rnd);
  fm_real k = w * ((rnd * fm_rng_01(rng) + (FM_R(1.0) - rnd) * fm_vs_r(s)) - FM_PAR(super_shape_holes)) *
              pow(t1 + t2, xf->pre[FM_PRE_SSHAPE_PNEG1_N1]) / fm_vs_r(s);
  s->px += k * s->tx;
  s->py += k * s->ty;
}

FM_VAR(flower) {
  fm_real k = w * (fm_rng_01(rng) - FM_PAR(flower_holes)) *
              cos(FM_PAR(flower_petals) * fm_vs_atan_yx(s)) / fm_vs_r(s);
  s->px += k * s->tx;
  s->py += k * s->ty;
}

FM_VAR(conic) {
  fm_real e = FM_PAR(conic_eccentricity);
  fm_real ct = s->tx / fm_vs_r(s);
  fm_real k = w * (fm_rng_01(rng) - FM_PAR(conic_holes)) * e / (1 + e * ct) / fm_vs_r(s);
  s->px += k * s->tx;
  s->py += k * s->ty;
}

/* Draws: one for x, then one for y. */
FM_VAR(parabola) {
  fm_real sr = sin(fm_vs_r(s)), cr = cos(fm_vs_r(s));
  s->px += FM_PAR(parabola_height) * w * sr * sr * fm_rng_01(rng);
  s->py += FM_PAR(parabola_width) * w * cr * fm_rng_01(rng);
}

FM_VAR(bent2) {
  fm_real nx = s->tx, ny = s->ty;
  FM_UNUSED_RNG;
  if (nx < 0) nx = nx * FM_PAR(bent2_x);
  if (ny < 0) ny = ny * FM_PAR(bent2_y);
  s->px += w * nx;
  s->py += w * ny;
}

FM_VAR(bipolar) {
  fm_real t = s->r2 + 1;
  fm_real x2 = 2 * s->tx;
  fm_real y = FM_R(0.5) * atan2(FM_R(2.0) * s->ty, s->r2 - FM_R(1.0)) +
              FM_R(-FM_M_PI_2) * FM_PAR(bipolar_shift);
  FM_UNUSED_RNG;
  if (y > FM_R(FM_M_PI_2))
    y = FM_R(-FM_M_PI_2) + fmod(y + FM_R(FM_M_PI_2), FM_R(FM_PI));
  else if (y < FM_R(-FM_M_PI_2))
    y = FM_R(FM_M_PI_2) - fmod(FM_R(FM_M_PI_2) - y, FM_R(FM_PI));
  s->px += w * FM_R(0.25) * FM_R(FM_M_2_PI) * log((t + x2) / (t - x2));
  s->py += w * FM_R(FM_M_2_PI) * y;
}

/* One draw: with probability 1/4 the tile is only shrunk, otherwise it is also pushed towards
 * the border it is nearest to. rint rounds half to even (current rounding mode), as flam3. */
FM_VAR(boarders) {
  fm_real rx = rint(s->tx), ry = rint(s->ty);
  fm_real ox = s->tx - rx, oy = s->ty - ry;
  fm_real bx = ox * FM_R(0.5) + rx, by = oy * FM_R(0.5) + ry;
  FM_UNUSED_XF;
  if (fm_rng_01(rng) >= FM_R(0.75)) {
    s->px += w * bx;
    s->py += w * by;
  } else if (fabs(ox) >= fabs(oy)) {
    if (ox >= 0) {
      s->px += w * (bx + FM_R(0.25));
      s->py += w * (by + FM_R(0.25) * oy / ox);
    } else {
      s->px += w * (bx - FM_R(0.25));
      s->py += w * (by - FM_R(0.25) * oy / ox);
    }
  } else {
    if (oy >= 0) {
      s->py += w * (by + FM_R(0.25));
      s->px += w * (bx + ox / oy * FM_R(0.25));
    } else {
      s->py += w * (by - FM_R(0.25));
      s->px += w * (bx - ox / oy * FM_R(0.25));
    }
  }
}

FM_VAR(butterfly) {
  fm_real wx = w * FM_R(1.3029400317411197908970256609023); /* 4/sqrt(3 pi) */
  fm_real y2 = s->ty * FM_R(2.0);
  fm_real k = wx * sqrt(fabs(s->ty * s->tx) / (FM_VEPS + s->tx * s->tx + y2 * y2));
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += k * s->tx;
  s->py += k * y2;
}

/* Folds a cell index onto the non-negatives (n >= 0 -> 2n, n < 0 -> -(2n+1)) in wrapping
 * 32-bit arithmetic, like flam3's int code. */
FM_FN fm_real fm_cell_interleave(fm_real n) {
  int i = (int)n; /* n comes from fm_int_trunc, so it is in range */
  fm_u32 u = (fm_u32)i;
  u = (i >= 0) ? 2u * u : 0u - (2u * u + 1u);
  return (fm_real)(int)u;
}

/* y is mirrored (subtracted), as in flam3. */
FM_VAR(cell) {
  fm_real size = FM_PAR(cell_size);
  fm_real inv = FM_R(1.0) / size;
  fm_real cx = fm_int_trunc(floor(s->tx * inv));
  fm_real cy = fm_int_trunc(floor(s->ty * inv));
  fm_real dx = s->tx - cx * size;
  fm_real dy = s->ty - cy * size;
  FM_UNUSED_RNG;
  cx = fm_cell_interleave(cx);
  cy = fm_cell_interleave(cy);
  s->px += w * (dx + cx * size);
  s->py -= w * (dy + cy * size);
}

FM_VAR(cpow) {
  fm_real a = fm_vs_atan_yx(s);
  fm_real lnr = FM_R(0.5) * log(s->r2);
  fm_real p = FM_PAR(cpow_power);
  fm_real va = FM_R(2.0) * FM_R(FM_PI) / p;
  fm_real vc = FM_PAR(cpow_r) / p;
  fm_real vd = FM_PAR(cpow_i) / p;
  fm_real ang = vc * a + vd * lnr + va * floor(p * fm_rng_01(rng));
  fm_real m = w * exp(vc * lnr - vd * a);
  s->px += m * cos(ang);
  s->py += m * sin(ang);
}

FM_VAR(curve) {
  fm_real xl = FM_PAR(curve_xlength) * FM_PAR(curve_xlength);
  fm_real yl = FM_PAR(curve_ylength) * FM_PAR(curve_ylength);
  FM_UNUSED_RNG;
  if (xl < FM_R(1e-20)) xl = FM_R(1e-20);
  if (yl < FM_R(1e-20)) yl = FM_R(1e-20);
  s->px += w * (s->tx + FM_PAR(curve_xamp) * exp(-s->ty * s->ty / xl));
  s->py += w * (s->ty + FM_PAR(curve_yamp) * exp(-s->tx * s->tx / yl));
}

/*
 * xmax of elliptic and edisc, with flam3's xmax − 1 and 1 − (x/xmax)² formed without
 * cancellation. With A = |z+1|, B = |z−1| (flam3's √(r²+1±2x)), xmax = (A+B)/2, and since
 * (AB)² = (r²−1)² + 4y² = (x²−1−y²)² + 4x²y²:
 *   xmax² − 1  = ((r²−1) + AB)/2     = 2y²/(AB − (r²−1))
 *   xmax² − x² = (AB − (x²−1−y²))/2  = 2x²y²/(AB + (x²−1−y²))
 * each taken in the form whose terms do not cancel. Computed directly, xmax − 1 and 1 − a²
 * cancel near the x axis, where float keeps only √U ≈ 2.4e-4 of their square roots. In
 * double the results are flam3's to rounding, and more accurate where flam3's cancel (its
 * r²+1−2x even loses y² entirely within ~1e-8 of z = ±1).
 */
typedef struct fm_ellip {
  fm_real xmax; /* (A+B)/2 ≥ 1 */
  fm_real xm1;  /* xmax − 1 ≥ 0 */
  fm_real e;    /* xmax² − x² = xmax²·(1 − a²) ≥ 0, a = x/xmax */
} fm_ellip;

FM_FN fm_ellip fm_ellip_of(fm_real x, fm_real y) {
  fm_ellip q;
  fm_real xp = x + FM_R(1.0), xm = x - FM_R(1.0), yy = y * y;
  fm_real A = sqrt(xp * xp + yy), B = sqrt(xm * xm + yy), ab = A * B;
  fm_real r2m1 = xp * xm + yy, d = xp * xm - yy; /* r² − 1, x² − 1 − y² */
  fm_real q2 = (r2m1 < 0) ? FM_R(2.0) * yy / (ab - r2m1) : FM_R(0.5) * (r2m1 + ab); /* xmax² − 1 */
  q.xmax = FM_R(0.5) * (A + B);
  q.xm1 = q2 / (q.xmax + FM_R(1.0));
  q.e = (d > 0) ? FM_R(2.0) * x * x * yy / (ab + d) : FM_R(0.5) * (ab - d);
  return q;
}

/* flam3 divides by the constant 11.57034632 and flips the sign of y for ty > 0. */
FM_VAR(edisc) {
  fm_real k = w / FM_R(11.57034632);
  fm_real a1, a2, snv, csv;
  FM_UNUSED_XF; FM_UNUSED_RNG;
#ifdef FM_REAL_FLOAT
  {
    /* a1 = log(xmax + √(xmax − 1)), a2 = −acos(x/xmax) = −atan2(√(xmax² − x²), x). */
    fm_ellip q = fm_ellip_of(s->tx, s->ty);
    a1 = log1p(q.xm1 + sqrt(q.xm1));
    a2 = -atan2(sqrt(q.e), s->tx);
  }
#else
  /* flam3's own formula in double: on the x axis (y = 0) its rounding makes xmax − 1 < 0
   * (|x| < 1) or x/xmax > 1 (|x| > 1) for about one x in ten, and the NaN is a bad value that
   * flam3's retry rule and tests/unit/test_variations.c see (points (1.1, 0) and (0.6, 0));
   * fm_ellip_of would give a finite point. Off the axis the two agree to rounding. */
  {
    fm_real t = s->r2 + FM_R(1.0);
    fm_real t2 = FM_R(2.0) * s->tx;
    fm_real xmax = (sqrt(t + t2) + sqrt(t - t2)) * FM_R(0.5);
    a1 = log(xmax + sqrt(xmax - FM_R(1.0)));
    a2 = -acos(s->tx / xmax);
  }
#endif
  snv = sin(a1);
  csv = cos(a1);
  if (s->ty > 0) snv = -snv;
  s->px += k * cosh(a2) * csv;
  s->py += k * sinh(a2) * snv;
}

/* flam3: atan2(a, √max(0, 1 − a²)) and log(xmax + √max(0, xmax − 1)), a = x/xmax; both
 * radicands are non-negative as fm_ellip_of forms them. */
FM_VAR(elliptic) {
  fm_ellip q = fm_ellip_of(s->tx, s->ty);
  fm_real a = s->tx / q.xmax;
  fm_real b = sqrt(q.e) / q.xmax;
  fm_real k = w / FM_R(FM_M_PI_2);
  fm_real l = k * log1p(q.xm1 + sqrt(q.xm1));
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += k * atan2(a, b);
  if (s->ty > 0)
    s->py += l;
  else
    s->py -= l;
}

FM_VAR(escher) {
  fm_real a = fm_vs_atan_yx(s);
  fm_real lnr = FM_R(0.5) * log(s->r2);
  fm_real vc = xf->pre[FM_PRE_ESCHER_VC], vd = xf->pre[FM_PRE_ESCHER_VD];
  fm_real m = w * exp(vc * lnr - vd * a);
  fm_real n = vc * a + vd * lnr;
  FM_UNUSED_RNG;
  s->px += m * cos(n);
  s->py += m * sin(n);
}

/* (sinh x, sin y) / (cosh x − cos y), written with a = e^−|x| ≤ 1 (numerator and denominator
 * times a): e^x alone overflows float beyond x = 88 (a Fractorium flame's foci met points at
 * x = 150 and drew them as bad values on the GPU), and 1 − a² is −expm1(−2|x|), exact near 0. */
FM_VAR(foci) {
  const fm_real ax = fabs(s->tx), a = exp(-ax);
  const fm_real half_gap = FM_R(-0.5) * expm1(-2 * ax);
  const fm_real sn = sin(s->ty);
  /* cosh x − cos y times a: ½(1 − a)² + a·2 sin²(y/2), no cancellation near the origin */
  const fm_real one_minus_a = -expm1(-ax), sh = sin(FM_R(0.5) * s->ty);
  const fm_real k = w / (FM_R(0.5) * one_minus_a * one_minus_a + 2 * a * sh * sh);
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += k * (s->tx < 0 ? -half_gap : half_gap);
  s->py += k * a * sn;
}

/* Inside radius w the disc is spun (and twisted); outside it is pushed out by `space`.
 * The result is not scaled by w again. */
FM_VAR(lazysusan) {
  fm_real cx = FM_PAR(lazysusan_x), cy = FM_PAR(lazysusan_y);
  fm_real x = s->tx - cx;
  fm_real y = s->ty + cy;
  fm_real r = sqrt(x * x + y * y);
  FM_UNUSED_RNG;
  if (r < w) {
    fm_real a = atan2(y, x) + FM_PAR(lazysusan_spin) + FM_PAR(lazysusan_twist) * (w - r);
    r = w * r;
    s->px += r * cos(a) + cx;
    s->py += r * sin(a) - cy;
  } else {
    r = w * (FM_R(1.0) + FM_PAR(lazysusan_space) / r);
    s->px += r * x + cx;
    s->py += r * y - cy;
  }
}

/* The weight doubles as the radius of the inverted disc. */
FM_VAR(loonie) {
  fm_real w2 = w * w;
  FM_UNUSED_XF; FM_UNUSED_RNG;
  if (s->r2 < w2) {
    fm_real k = w * sqrt(w2 / s->r2 - FM_R(1.0));
    s->px += k * s->tx;
    s->py += k * s->ty;
  } else {
    s->px += w * s->tx;
    s->py += w * s->ty;
  }
}

/* ------------------------------------------------------------------------------------------ */
/* 67: pre_blur — a pre-variation: it moves (tx, ty) before anything is derived from them and
 * adds nothing to the sum. fm_apply_xform calls it first; the derived values are refreshed. */

FM_VAR(pre_blur) {
  fm_real g = w * fm_rng_gauss4(rng);
  fm_real a = fm_rng_01(rng) * FM_R(2.0) * FM_R(FM_PI);
  FM_UNUSED_XF;
  fm_var_state_set_point(s, s->tx + g * cos(a), s->ty + g * sin(a));
}

/* ------------------------------------------------------------------------------------------ */
/* 68–81: more plugin-pack variations                                                           */

FM_FN fm_real fm_modulus_1d(fm_real v, fm_real m) {
  if (v > m) return -m + fmod(v + m, 2 * m);
  if (v < -m) return m - fmod(m - v, 2 * m);
  return v;
}

FM_VAR(modulus) {
  FM_UNUSED_RNG;
  s->px += w * fm_modulus_1d(s->tx, FM_PAR(modulus_x));
  s->py += w * fm_modulus_1d(s->ty, FM_PAR(modulus_y));
}

FM_VAR(oscilloscope) {
  fm_real tpf = 2 * FM_R(FM_PI) * FM_PAR(oscilloscope_frequency);
  fm_real damp = FM_PAR(oscilloscope_damping);
  fm_real t;
  FM_UNUSED_RNG;
  if (damp == 0)
    t = FM_PAR(oscilloscope_amplitude) * cos(tpf * s->tx) + FM_PAR(oscilloscope_separation);
  else
    t = FM_PAR(oscilloscope_amplitude) * exp(-fabs(s->tx) * damp) * cos(tpf * s->tx) +
        FM_PAR(oscilloscope_separation);
  s->px += w * s->tx;
  if (fabs(s->ty) <= t)
    s->py -= w * s->ty;
  else
    s->py += w * s->ty;
}

FM_VAR(polar2) {
  fm_real k = w / FM_R(FM_PI);
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += k * fm_vs_atan_xy(s);
#ifdef FM_REAL_FLOAT
  s->py += k * log(hypot(s->tx, s->ty)); /* r² of a point of 10⁻²³ is 0 in float, its r is not */
#else
  s->py += k / FM_R(2.0) * log(s->r2);
#endif
}

FM_VAR(popcorn2) {
  fm_real c = FM_PAR(popcorn2_c);
  FM_UNUSED_RNG;
  s->px += w * (s->tx + FM_PAR(popcorn2_x) * sin(tan(s->ty * c)));
  s->py += w * (s->ty + FM_PAR(popcorn2_y) * sin(tan(s->tx * c)));
}

/* The weight enters only through 1/(w+EPS); the result is not scaled by w. */
FM_VAR(scry) {
  fm_real k = FM_R(1.0) / (fm_vs_r(s) * (s->r2 + FM_R(1.0) / (w + FM_VEPS)));
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += s->tx * k;
  s->py += s->ty * k;
}

FM_VAR(separation) {
  fm_real sx2 = FM_PAR(separation_x) * FM_PAR(separation_x);
  fm_real sy2 = FM_PAR(separation_y) * FM_PAR(separation_y);
  FM_UNUSED_RNG;
  if (s->tx > 0)
    s->px += w * (sqrt(s->tx * s->tx + sx2) - s->tx * FM_PAR(separation_xinside));
  else
    s->px -= w * (sqrt(s->tx * s->tx + sx2) + s->tx * FM_PAR(separation_xinside));
  if (s->ty > 0)
    s->py += w * (sqrt(s->ty * s->ty + sy2) - s->ty * FM_PAR(separation_yinside));
  else
    s->py -= w * (sqrt(s->ty * s->ty + sy2) + s->ty * FM_PAR(separation_yinside));
}

/* flam3: cross-coupled — the sign of the y output depends on x (xsize) and vice versa. */
FM_VAR(split) {
  FM_UNUSED_RNG;
  if (cos(s->tx * FM_PAR(split_xsize) * FM_R(FM_PI)) >= 0)
    s->py += w * s->ty;
  else
    s->py -= w * s->ty;
  if (cos(s->ty * FM_PAR(split_ysize) * FM_R(FM_PI)) >= 0)
    s->px += w * s->tx;
  else
    s->px -= w * s->tx;
}

/* flam3's splits, and the shears of Apophysis' splits plugin that JWildfire has (each side of
 * an axis slides along it: the right half of the plane up by rshear, the left down by lshear,
 * the upper right by ushear, the lower left by dshear), added in JWildfire's order. A shear is
 * added only when not 0, which keeps flam3's splits bit for bit without them. */
FM_VAR(splits) {
  const fm_real lshear = FM_PAR(splits_lshear), rshear = FM_PAR(splits_rshear);
  const fm_real ushear = FM_PAR(splits_ushear), dshear = FM_PAR(splits_dshear);
  FM_UNUSED_RNG;
  if (s->tx >= 0) {
    s->px += w * (s->tx + FM_PAR(splits_x));
    if (rshear != 0) s->py += w * rshear;
  } else {
    s->px += w * (s->tx - FM_PAR(splits_x));
    if (lshear != 0) s->py -= w * lshear;
  }
  if (s->ty >= 0) {
    s->py += w * (s->ty + FM_PAR(splits_y));
    if (ushear != 0) s->px += w * ushear;
  } else {
    s->py += w * (s->ty - FM_PAR(splits_y));
    if (dshear != 0) s->px -= w * dshear;
  }
}

FM_VAR(stripes) {
  fm_real rx = floor(s->tx + FM_R(0.5));
  fm_real ox = s->tx - rx;
  FM_UNUSED_RNG;
  s->px += w * (ox * (FM_R(1.0) - FM_PAR(stripes_space)) + rx);
  s->py += w * (s->ty + ox * ox * FM_PAR(stripes_warp));
}

FM_VAR(wedge) {
  fm_real r = fm_vs_r(s);
  fm_real count = FM_PAR(wedge_count), angle = FM_PAR(wedge_angle);
  fm_real a = fm_vs_atan_yx(s) + FM_PAR(wedge_swirl) * r;
  FM_UNUSED_RNG;
  a = fm_wedge_fold(a, count, angle, fm_wedge_comp(angle, count));
  r = w * (r + FM_PAR(wedge_hole));
  s->px += r * cos(a);
  s->py += r * sin(a);
}

FM_VAR(wedge_julia) {
  fm_real k = w * pow(s->r2, xf->pre[FM_PRE_WJULIA_CN]);
  fm_real a = fm_julia_branch_angle(fm_vs_atan_yx(s), FM_PAR(wedge_julia_power),
                                    xf->pre[FM_PRE_WJULIA_RN], 0, rng);
  a = fm_wedge_fold(a, FM_PAR(wedge_julia_count), FM_PAR(wedge_julia_angle),
                    xf->pre[FM_PRE_WJULIA_CF]);
  s->px += k * cos(a);
  s->py += k * sin(a);
}

/* wedge applied to the spherical radius 1/(r+EPS). */
FM_VAR(wedge_sph) {
  fm_real r = FM_R(1.0) / (fm_vs_r(s) + FM_VEPS);
  fm_real count = FM_PAR(wedge_sph_count), angle = FM_PAR(wedge_sph_angle);
  fm_real a = fm_vs_atan_yx(s) + FM_PAR(wedge_sph_swirl) * r;
  FM_UNUSED_RNG;
  a = fm_wedge_fold(a, count, angle, fm_wedge_comp(angle, count));
  r = w * (r + FM_PAR(wedge_sph_hole));
  s->px += r * cos(a);
  s->py += r * sin(a);
}

/* The weight doubles as the radius separating the inside and outside twist. */
FM_VAR(whorl) {
  fm_real r = fm_vs_r(s);
  fm_real a = fm_vs_atan_yx(s) +
              ((r < w) ? FM_PAR(whorl_inside) : FM_PAR(whorl_outside)) / (w - r);
  FM_UNUSED_RNG;
  s->px += w * r * cos(a);
  s->py += w * r * sin(a);
}

/* flam3's waves2, and the z wave Fractorium gives it: z rises and falls with the distance from
 * the axis, scalez · sin(freqz · r), on top of the input's z, which the xform carries
 * (FM_VARS_CARRY_Z: w · z is added after the call). The wave is added only when scalez is not 0,
 * so that flam3's files (which have no z) get flam3's waves2 bit for bit. */
FM_VAR(waves2) {
  const fm_real scalez = FM_PAR(waves2_scalez);
  FM_UNUSED_RNG;
  s->px += w * (s->tx + FM_PAR(waves2_scalex) * sin(s->ty * FM_PAR(waves2_freqx)));
  s->py += w * (s->ty + FM_PAR(waves2_scaley) * sin(s->tx * FM_PAR(waves2_freqy)));
  if (scalez != 0) s->pz += w * scalez * sin(fm_vs_r(s) * FM_PAR(waves2_freqz));
}

#endif
