/*
 * variations.h — the 99 flam3 variations, per-xform precalculation and xform application.
 *
 * Common subset of C17 and CUDA C++ (see flame_math.h for the rules). Every formula follows
 * flam3 3.1.1 exactly, including the order of floating-point operations where that is free
 * to keep, so that the double build reproduces flam3's numbers to the last bit on the same
 * libm. Quirks are reproduced on purpose and marked "flam3:" where they are not obvious.
 * Exceptions, where flam3's formula cancels or overflows in float: elliptic and the complex
 * functions 86–89 and 92–95 are rewritten in well-conditioned forms for both precisions (in
 * double they agree with flam3 to rounding, and keep its bad values; see fm_ellip_of and
 * fm_tan_parts), and edisc is, in float only.
 *
 * Usage on either side:
 *   fm_xform_build_var_list(xf, weights);   // CPU: active list + pre_blur weight
 *   fm_xform_precalc(xf);                   // after the affine and parameters are final
 *   fm_apply_xform(xf, &p, &q, &rng);       // one chaos-game step through this xform
 * A code generator may instead call the fm_var_<name> functions directly: every one has the
 * same signature (state, xform, weight, rng), set the state up with fm_var_state_init and,
 * when the xform has pre_blur, call fm_var_pre_blur before any other variation.
 */
#ifndef FLAMEBUILD_VARIATIONS_H
#define FLAMEBUILD_VARIATIONS_H

#include "flame_math.h"

#define FM_M_PI_4 0.78539816339744830962

/* ------------------------------------------------------------------------------------------ */
/* Per-xform precalculated values (xf->pre[]), filled by fm_xform_precalc.                      */

enum fm_pre {
  FM_PRE_PERSP_VSIN,      /* sin(perspective_angle*pi/2) */
  FM_PRE_PERSP_VFCOS,     /* perspective_dist*cos(perspective_angle*pi/2) */
  FM_PRE_JULIAN_RN,       /* |julian_power| */
  FM_PRE_JULIAN_CN,       /* julian_dist/julian_power/2 */
  FM_PRE_JULIASCOPE_RN,   /* |juliascope_power| */
  FM_PRE_JULIASCOPE_CN,   /* juliascope_dist/juliascope_power/2 */
  FM_PRE_RBLUR_SPIN,      /* sin(radial_blur_angle*pi/2) */
  FM_PRE_RBLUR_ZOOM,      /* cos(radial_blur_angle*pi/2) */
  FM_PRE_WAVES_DX2,       /* 1/(c[2][0]^2+EPS) */
  FM_PRE_WAVES_DY2,       /* 1/(c[2][1]^2+EPS) */
  FM_PRE_DISC2_TIMESPI,   /* disc2_rot*pi */
  FM_PRE_DISC2_SINADD,    /* sin(twist), scaled when |twist| > 2pi */
  FM_PRE_DISC2_COSADD,    /* cos(twist)-1, scaled likewise */
  FM_PRE_SSHAPE_PM4,      /* super_shape_m/4 */
  FM_PRE_SSHAPE_PNEG1_N1, /* -1/super_shape_n1 */
  FM_PRE_WJULIA_RN,       /* |wedge_julia_power| */
  FM_PRE_WJULIA_CN,       /* wedge_julia_dist/wedge_julia_power/2 */
  FM_PRE_WJULIA_CF,       /* 1 - wedge_julia_angle*wedge_julia_count/(2pi) */
  FM_PRE_ESCHER_VC,       /* (1+cos(escher_beta))/2 (flam3 recomputes it per point) */
  FM_PRE_ESCHER_VD,       /* sin(escher_beta)/2 */
  FM_PRE_COUNT
};

/* Compile-time check that the layout fits fm_xform.pre (valid C and C++). */
typedef char fm_pre_layout_fits[(FM_PRE_COUNT <= 24) ? 1 : -1];

FM_FN void fm_xform_precalc(fm_xform *xf) {
  const fm_real *p = xf->param;
  fm_real *pre = xf->pre;
  fm_real ang, twist, k, dx, dy;

  ang = p[FM_P_perspective_angle] * FM_R(FM_PI) / FM_R(2.0);
  pre[FM_PRE_PERSP_VSIN] = sin(ang);
  pre[FM_PRE_PERSP_VFCOS] = p[FM_P_perspective_dist] * cos(ang);

  pre[FM_PRE_JULIAN_RN] = fabs(p[FM_P_julian_power]);
  pre[FM_PRE_JULIAN_CN] = p[FM_P_julian_dist] / p[FM_P_julian_power] / FM_R(2.0);
  pre[FM_PRE_JULIASCOPE_RN] = fabs(p[FM_P_juliascope_power]);
  pre[FM_PRE_JULIASCOPE_CN] = p[FM_P_juliascope_dist] / p[FM_P_juliascope_power] / FM_R(2.0);

  ang = p[FM_P_radial_blur_angle] * FM_R(FM_PI) / FM_R(2.0);
  pre[FM_PRE_RBLUR_SPIN] = sin(ang);
  pre[FM_PRE_RBLUR_ZOOM] = cos(ang);

  dx = xf->c[2][0];
  dy = xf->c[2][1];
  pre[FM_PRE_WAVES_DX2] = FM_R(1.0) / (dx * dx + FM_R(FM_EPS));
  pre[FM_PRE_WAVES_DY2] = FM_R(1.0) / (dy * dy + FM_R(FM_EPS));

  /* disc2: beyond one full turn of twist the offsets grow linearly with the excess. */
  twist = p[FM_P_disc2_twist];
  pre[FM_PRE_DISC2_TIMESPI] = p[FM_P_disc2_rot] * FM_R(FM_PI);
  pre[FM_PRE_DISC2_SINADD] = sin(twist);
  pre[FM_PRE_DISC2_COSADD] = cos(twist) - 1;
  k = 1;
  if (twist > 2 * FM_R(FM_PI)) k = 1 + twist - 2 * FM_R(FM_PI);
  if (twist < -2 * FM_R(FM_PI)) k = 1 + twist + 2 * FM_R(FM_PI);
  if (k != 1) {
    pre[FM_PRE_DISC2_COSADD] *= k;
    pre[FM_PRE_DISC2_SINADD] *= k;
  }

  pre[FM_PRE_SSHAPE_PM4] = p[FM_P_super_shape_m] / FM_R(4.0);
  pre[FM_PRE_SSHAPE_PNEG1_N1] = FM_R(-1.0) / p[FM_P_super_shape_n1];

  pre[FM_PRE_WJULIA_CF] = FM_R(1.0) - p[FM_P_wedge_julia_angle] * p[FM_P_wedge_julia_count] *
                                           FM_R(FM_M_1_PI) * FM_R(0.5);
  pre[FM_PRE_WJULIA_RN] = fabs(p[FM_P_wedge_julia_power]);
  pre[FM_PRE_WJULIA_CN] = p[FM_P_wedge_julia_dist] / p[FM_P_wedge_julia_power] / FM_R(2.0);

  pre[FM_PRE_ESCHER_VC] = FM_R(0.5) * (FM_R(1.0) + cos(p[FM_P_escher_beta]));
  pre[FM_PRE_ESCHER_VD] = FM_R(0.5) * sin(p[FM_P_escher_beta]);
}

/*
 * Fills nvars/var_index/var_weight from a full weight vector (index order, zeros skipped) and
 * takes pre_blur out of the list into xf->pre_blur, as flam3 does (it lists pre_blur too but
 * its dispatch ignores it there).
 */
FM_FN void fm_xform_build_var_list(fm_xform *xf, const double *weights /* [FM_NVARS] */) {
  int j;
  xf->nvars = 0;
  xf->pre_blur = 0;
  for (j = 0; j < FM_NVARS; j++) {
    if (weights[j] == 0.0) continue;
    if (j == FM_VAR_pre_blur) {
      xf->pre_blur = (fm_real)weights[j];
      continue;
    }
    xf->var_index[xf->nvars] = j;
    xf->var_weight[xf->nvars] = (fm_real)weights[j];
    xf->nvars++;
  }
}

/* ------------------------------------------------------------------------------------------ */
/* Per-point state                                                                              */

/*
 * tx,ty: the pre-affine output (after pre_blur); px,py: the running sum of the variations.
 * r2 = tx²+ty² and r = √r2 are always set. The angles are computed on first use, which gives
 * the same values flam3 precalculates per xform:
 *   atan_xy = atan2(tx, ty)   (flam3 precalc_atan: the "paper" angle, measured from +y)
 *   sina = tx/r, cosa = ty/r  (flam3 precalc_sina/cosa: sin and cos of that angle)
 *   atan_yx = atan2(ty, tx)   (flam3 precalc_atanyx: the usual angle φ)
 */
typedef struct fm_var_state {
  fm_real tx, ty;
  fm_real px, py;
  fm_real r2, r;
  fm_real atan_xy, atan_yx, sina, cosa;
  int have; /* FM_HAVE_* bits of the lazily computed angles */
} fm_var_state;

#define FM_HAVE_ATAN_XY 1
#define FM_HAVE_ATAN_YX 2
#define FM_HAVE_SINCOSA 4

FM_FN void fm_var_state_set_point(fm_var_state *s, fm_real tx, fm_real ty) {
  s->tx = tx;
  s->ty = ty;
  s->r2 = tx * tx + ty * ty;
  s->r = sqrt(s->r2);
  s->have = 0;
}

FM_FN void fm_var_state_init(fm_var_state *s, fm_real tx, fm_real ty) {
  fm_var_state_set_point(s, tx, ty);
  s->px = 0;
  s->py = 0;
  s->atan_xy = s->atan_yx = s->sina = s->cosa = 0;
}

FM_FN fm_real fm_vs_atan_xy(fm_var_state *s) {
  if (!(s->have & FM_HAVE_ATAN_XY)) {
    s->atan_xy = atan2(s->tx, s->ty);
    s->have |= FM_HAVE_ATAN_XY;
  }
  return s->atan_xy;
}

FM_FN fm_real fm_vs_atan_yx(fm_var_state *s) {
  if (!(s->have & FM_HAVE_ATAN_YX)) {
    s->atan_yx = atan2(s->ty, s->tx);
    s->have |= FM_HAVE_ATAN_YX;
  }
  return s->atan_yx;
}

FM_FN void fm_vs_need_sincosa(fm_var_state *s) {
  if (!(s->have & FM_HAVE_SINCOSA)) {
    s->sina = s->tx / s->r;
    s->cosa = s->ty / s->r;
    s->have |= FM_HAVE_SINCOSA;
  }
}

FM_FN fm_real fm_vs_sina(fm_var_state *s) { fm_vs_need_sincosa(s); return s->sina; }
FM_FN fm_real fm_vs_cosa(fm_var_state *s) { fm_vs_need_sincosa(s); return s->cosa; }

/* ------------------------------------------------------------------------------------------ */
/* Helpers                                                                                      */

#define FM_VEPS FM_R(FM_EPS)

/*
 * C's double-to-int conversion as flam3's x86-64 build performs it: truncation toward zero,
 * and INT_MIN (the "integer indefinite") for NaN or anything outside the int range. Several
 * variations store a real in an int (fan2, rings2, pie, cell, julian, juliascope,
 * wedge_julia); with tiny parameters the value overflows and flam3 then uses INT_MIN.
 */
FM_FN fm_real fm_int_trunc(fm_real v) {
  if (!(v > FM_R(-2147483649.0) && v < FM_R(2147483648.0))) return FM_R(-2147483648.0);
  return trunc(v);
}

/* Sum of four uniforms minus 2: flam3's cheap bell-shaped deviate in [-2,2]. */
FM_FN fm_real fm_rng_gauss4(fm_rng *rng) {
  fm_real a = fm_rng_01(rng);
  fm_real b = fm_rng_01(rng);
  fm_real c = fm_rng_01(rng);
  fm_real d = fm_rng_01(rng);
  return a + b + c + d - FM_R(2.0);
}

/*
 * Branch angle shared by julian, juliascope and wedge_julia: picks one of the |power| roots
 * with k = int(|power|·U). juliascope (mirror != 0) reflects φ on odd branches.
 */
FM_FN fm_real fm_julia_branch_angle(fm_real phi, fm_real power, fm_real rn, int mirror,
                                    fm_rng *rng) {
  fm_real k = fm_int_trunc(rn * fm_rng_01(rng));
  fm_real turn = FM_R(2.0 * FM_PI) * k;
  if (mirror && fmod(k, FM_R(2.0)) != 0) return (turn - phi) / power;
  return (phi + turn) / power;
}

/* Wedge fold shared by wedge, wedge_julia and wedge_sph: cut the plane into `count` sectors
 * and close the gap of `angle` each leaves (comp = 1 - angle·count/2π). */
FM_FN fm_real fm_wedge_fold(fm_real a, fm_real count, fm_real angle, fm_real comp) {
  fm_real sector = floor((count * a + FM_R(FM_PI)) * FM_R(FM_M_1_PI) * FM_R(0.5));
  return a * comp + sector * angle;
}

FM_FN fm_real fm_wedge_comp(fm_real angle, fm_real count) {
  return 1 - angle * count * FM_R(FM_M_1_PI) * FM_R(0.5);
}

/* sin/cos of one argument and sinh/cosh of another, for the complex-function group 84–95. */
typedef struct fm_trig4 {
  fm_real s, c, sh, ch;
} fm_trig4;

FM_FN fm_trig4 fm_trig4_of(fm_real circ, fm_real hyp) {
  fm_trig4 t;
  t.s = sin(circ);
  t.c = cos(circ);
  t.sh = sinh(hyp);
  t.ch = cosh(hyp);
  return t;
}

/*
 * tan, sec, csc, cot and tanh, sech, csch, coth (86–89, 92–95) without overflow. flam3 writes
 * them with sinh and cosh of the hyperbolic argument v (Im z for tan–cot, Re z for tanh–coth)
 * and of 2v, over cosh 2v ± cos 2u (u the circular argument); float's cosh overflows past
 * 89, so from |v| ≈ 44 on these gave inf/inf or 0·inf = NaN where the value is finite.
 * Numerator and denominator multiplied by 2E, E = e^(−2|v|), leave only terms ≤ 1: with
 * M = 1 − E = −expm1(−2|v|) (exact for small v, where 1 − E would cancel),
 *   2E·cosh 2v = 1 + E²,  2E·sinh 2v = ±M(1 + E),  2E·sin 2u = 4E sin u cos u,
 *   2E·(cosh 2v + cos 2u) = M² + 4E cos²u,  2E·(cosh 2v − cos 2u) = M² + 4E sin²u,
 * and, with e = e^(−|v|) (E = e²), 2E·cosh v = e(1 + E), 2E·sinh v = ±eM. The denominators
 * are sums of non-negative terms: 0 only at the poles, where flam3 too divides by zero (0/0 at
 * z = 0 for csc, cot, csch, coth: NaN, a bad value, as in flam3). In double the results are
 * flam3's to rounding, and closer to the true values where flam3's cosh 2v ± cos 2u cancels:
 * within ~1e-8 of a pole it even rounds to 0 and flam3 gets ±inf (a bad value) where these
 * give the finite value, of magnitude 1e7 to 1e10.
 *
 * flam3 computes in double, where cosh and sinh overflow past FM_FLAM3_HYP_MAX = ln(2·DBL_MAX)
 * (glibc: the largest double whose cosh is finite): its result is then 0·inf = NaN and the
 * point is replaced by the bad-value rule. fm_flam3_hyp_nan keeps that rule, in both
 * precisions, so that the CPU and the GPU reject the same points as flam3.
 */
#define FM_FLAM3_HYP_MAX 710.47586007394386

/* v, or NaN where flam3's cosh(arg) or sinh(arg) overflows double (arg ≥ 0). */
FM_FN fm_real fm_flam3_hyp_nan(fm_real arg, fm_real v) {
  return arg > FM_R(FM_FLAM3_HYP_MAX) ? FM_R(0.0) / FM_R(0.0) : v;
}

typedef struct fm_cplx_parts {
  fm_real c, h; /* the term with the circular numerator, the one with the hyperbolic numerator */
} fm_cplx_parts;

/* tan, cot, tanh, coth: c = sin 2u / D, h = sinh 2v / D, D = cosh 2v + cos 2u, or
 * cosh 2v − cos 2u when minus. h is flam3's inf·0 where cosh 2v overflows. */
FM_FN fm_cplx_parts fm_tan_parts(fm_real u, fm_real v, int minus) {
  fm_cplx_parts r;
  fm_real su = sin(u), cu = cos(u);
  fm_real a = fabs(FM_R(2.0) * v);
  fm_real E = exp(-a), M = -expm1(-a);
  fm_real t = minus ? su : cu;
  fm_real g = FM_R(1.0) / (M * M + FM_R(4.0) * E * t * t);
  r.c = FM_R(4.0) * E * su * cu * g;
  r.h = M * (FM_R(1.0) + E) * g;
  if (v < 0) r.h = -r.h;
  r.h = fm_flam3_hyp_nan(a, r.h);
  return r;
}

/* sec, sech: c = 2 cos u cosh v / D, h = 2 sin u sinh v / D, D = cosh 2v + cos 2u; csc, csch
 * (minus): c = 2 sin u cosh v / D, h = 2 cos u sinh v / D, D = cosh 2v − cos 2u. Both are
 * flam3's 0·inf where cosh v overflows. */
FM_FN fm_cplx_parts fm_sec_parts(fm_real u, fm_real v, int minus) {
  fm_cplx_parts r;
  fm_real su = sin(u), cu = cos(u);
  fm_real a = fabs(v);
  fm_real e = exp(-a), m = -expm1(-a);
  fm_real E = e * e, M = m * (FM_R(1.0) + e); /* e^(−2|v|), 1 − e^(−2|v|) */
  fm_real t = minus ? su : cu, o = minus ? cu : su;
  fm_real g = FM_R(2.0) * e / (M * M + FM_R(4.0) * E * t * t);
  r.c = fm_flam3_hyp_nan(a, t * (FM_R(1.0) + E) * g);
  r.h = fm_flam3_hyp_nan(a, o * M * g);
  if (v < 0) r.h = -r.h;
  return r;
}

/* Every variation has this signature so that dispatch and code generation are uniform. */
#define FM_VAR(name) \
  FM_FN void fm_var_##name(fm_var_state *s, const fm_xform *xf, fm_real w, fm_rng *rng)
#define FM_UNUSED_XF (void)xf
#define FM_UNUSED_RNG (void)rng
#define FM_PAR(ident) (xf->param[FM_P_##ident])

/* ------------------------------------------------------------------------------------------ */
/* 0–22: the classic variations                                                                 */

FM_VAR(linear) {
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += w * s->tx;
  s->py += w * s->ty;
}

FM_VAR(sinusoidal) {
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += w * sin(s->tx);
  s->py += w * sin(s->ty);
}

FM_VAR(spherical) {
  fm_real k = w / (s->r2 + FM_VEPS);
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += k * s->tx;
  s->py += k * s->ty;
}

FM_VAR(swirl) {
  fm_real sn = sin(s->r2), cs = cos(s->r2);
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += w * (sn * s->tx - cs * s->ty);
  s->py += w * (cs * s->tx + sn * s->ty);
}

FM_VAR(horseshoe) {
  fm_real k = w / (s->r + FM_VEPS);
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += (s->tx - s->ty) * (s->tx + s->ty) * k;
  s->py += FM_R(2.0) * s->tx * s->ty * k;
}

FM_VAR(polar) {
  fm_real nx = fm_vs_atan_xy(s) * FM_R(FM_M_1_PI);
  fm_real ny = s->r - FM_R(1.0);
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += w * nx;
  s->py += w * ny;
}

FM_VAR(handkerchief) {
  fm_real a = fm_vs_atan_xy(s), r = s->r;
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += w * r * sin(a + r);
  s->py += w * r * cos(a - r);
}

FM_VAR(heart) {
  fm_real a = s->r * fm_vs_atan_xy(s);
  fm_real k = w * s->r;
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += k * sin(a);
  s->py += (-k) * cos(a);
}

FM_VAR(disc) {
  fm_real a = fm_vs_atan_xy(s) * FM_R(FM_M_1_PI);
  fm_real r = FM_R(FM_PI) * s->r;
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += w * sin(r) * a;
  s->py += w * cos(r) * a;
}

FM_VAR(spiral) {
  fm_real r = s->r + FM_VEPS;
  fm_real k = w / r;
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += k * (fm_vs_cosa(s) + sin(r));
  s->py += k * (fm_vs_sina(s) - cos(r));
}

FM_VAR(hyperbolic) {
  fm_real r = s->r + FM_VEPS;
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += w * fm_vs_sina(s) / r;
  s->py += w * fm_vs_cosa(s) * r;
}

FM_VAR(diamond) {
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += w * fm_vs_sina(s) * cos(s->r);
  s->py += w * fm_vs_cosa(s) * sin(s->r);
}

FM_VAR(ex) {
  fm_real a = fm_vs_atan_xy(s), r = s->r;
  fm_real n0 = sin(a + r), n1 = cos(a - r);
  fm_real m0 = n0 * n0 * n0 * r, m1 = n1 * n1 * n1 * r;
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += w * (m0 + m1);
  s->py += w * (m0 - m1);
}

/* flam3: the half-turn is chosen by the low bit of one raw 32-bit draw. */
FM_VAR(julia) {
  fm_real a = FM_R(0.5) * fm_vs_atan_xy(s);
  fm_real k;
  FM_UNUSED_XF;
  if (fm_rng_u32(rng) & 1u) a += FM_R(FM_PI);
  k = w * sqrt(s->r);
  s->px += k * cos(a);
  s->py += k * sin(a);
}

FM_VAR(bent) {
  fm_real nx = s->tx, ny = s->ty;
  FM_UNUSED_XF; FM_UNUSED_RNG;
  if (nx < 0) nx = nx * FM_R(2.0);
  if (ny < 0) ny = ny / FM_R(2.0);
  s->px += w * nx;
  s->py += w * ny;
}

/* Reads the affine: amplitudes b, e (c[1][*]) and periods from c, f (c[2][*], precalculated). */
FM_VAR(waves) {
  fm_real nx = s->tx + xf->c[1][0] * sin(s->ty * xf->pre[FM_PRE_WAVES_DX2]);
  fm_real ny = s->ty + xf->c[1][1] * sin(s->tx * xf->pre[FM_PRE_WAVES_DY2]);
  FM_UNUSED_RNG;
  s->px += w * nx;
  s->py += w * ny;
}

/* flam3: x and y come out swapped (unlike eyefish, which is the same map unswapped). */
FM_VAR(fisheye) {
  fm_real k = 2 * w / (s->r + 1);
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += k * s->ty;
  s->py += k * s->tx;
}

/* Reads the affine translation c[2][*] as amplitudes. */
FM_VAR(popcorn) {
  fm_real dx = tan(3 * s->ty), dy = tan(3 * s->tx);
  fm_real nx = s->tx + xf->c[2][0] * sin(dx);
  fm_real ny = s->ty + xf->c[2][1] * sin(dy);
  FM_UNUSED_RNG;
  s->px += w * nx;
  s->py += w * ny;
}

FM_VAR(exponential) {
  fm_real m = w * exp(s->tx - FM_R(1.0));
  fm_real a = FM_R(FM_PI) * s->ty;
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += m * cos(a);
  s->py += m * sin(a);
}

FM_VAR(power) {
  fm_real k = w * pow(s->r, fm_vs_sina(s));
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += k * fm_vs_cosa(s);
  s->py += k * fm_vs_sina(s);
}

FM_VAR(cosine) {
  fm_real a = s->tx * FM_R(FM_PI);
  fm_real nx = cos(a) * cosh(s->ty);
  fm_real ny = -sin(a) * sinh(s->ty);
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += w * nx;
  s->py += w * ny;
}

/* Ring width from the affine c (c[2][0]); note x takes cosa = ty/r and y takes sina. */
FM_VAR(rings) {
  fm_real d = xf->c[2][0] * xf->c[2][0] + FM_VEPS;
  fm_real r = s->r;
  FM_UNUSED_RNG;
  r = w * (fmod(r + d, 2 * d) - d + r * (1 - d));
  s->px += r * fm_vs_cosa(s);
  s->py += r * fm_vs_sina(s);
}

/* Blade width and offset from the affine translation c[2][*]. */
FM_VAR(fan) {
  fm_real t = FM_R(FM_PI) * (xf->c[2][0] * xf->c[2][0] + FM_VEPS);
  fm_real half = FM_R(0.5) * t;
  fm_real a = fm_vs_atan_xy(s);
  fm_real r = w * s->r;
  FM_UNUSED_RNG;
  a += (fmod(a + xf->c[2][1], t) > half) ? -half : half;
  s->px += r * cos(a);
  s->py += r * sin(a);
}

/* ------------------------------------------------------------------------------------------ */
/* 23–40: parametric and random variations of the 2006 generation                              */

FM_VAR(blob) {
  fm_real lo = FM_PAR(blob_low), hi = FM_PAR(blob_high);
  fm_real r = s->r;
  FM_UNUSED_RNG;
  r = r * (lo + (hi - lo) * (FM_R(0.5) + FM_R(0.5) * sin(FM_PAR(blob_waves) * fm_vs_atan_xy(s))));
  s->px += w * fm_vs_sina(s) * r;
  s->py += w * fm_vs_cosa(s) * r;
}

FM_VAR(pdj) {
  fm_real nx1 = cos(FM_PAR(pdj_b) * s->tx);
  fm_real nx2 = sin(FM_PAR(pdj_c) * s->tx);
  fm_real ny1 = sin(FM_PAR(pdj_a) * s->ty);
  fm_real ny2 = cos(FM_PAR(pdj_d) * s->ty);
  FM_UNUSED_RNG;
  s->px += w * (ny1 - nx1);
  s->py += w * (nx2 - ny2);
}

/* flam3: the sector index goes through an int, so fan2_x ≈ 0 overflows to INT_MIN. */
FM_VAR(fan2) {
  fm_real dy = FM_PAR(fan2_y);
  fm_real dx = FM_R(FM_PI) * (FM_PAR(fan2_x) * FM_PAR(fan2_x) + FM_VEPS);
  fm_real half = FM_R(0.5) * dx;
  fm_real a = fm_vs_atan_xy(s);
  fm_real r = w * s->r;
  fm_real t = a + dy - dx * fm_int_trunc((a + dy) / dx);
  FM_UNUSED_RNG;
  a = (t > half) ? a - half : a + half;
  s->px += r * sin(a);
  s->py += r * cos(a);
}

/* flam3: the ring index goes through an int (overflows to INT_MIN for tiny rings2_val). */
FM_VAR(rings2) {
  fm_real r = s->r;
  fm_real d = FM_PAR(rings2_val) * FM_PAR(rings2_val) + FM_VEPS;
  FM_UNUSED_RNG;
  r += FM_R(-2.0) * d * fm_int_trunc((r + d) / (FM_R(2.0) * d)) + r * (FM_R(1.0) - d);
  s->px += w * fm_vs_sina(s) * r;
  s->py += w * fm_vs_cosa(s) * r;
}

FM_VAR(eyefish) {
  fm_real k = (w * FM_R(2.0)) / (s->r + FM_R(1.0));
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += k * s->tx;
  s->py += k * s->ty;
}

FM_VAR(bubble) {
  fm_real k = w / (FM_R(0.25) * s->r2 + 1);
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += k * s->tx;
  s->py += k * s->ty;
}

FM_VAR(cylinder) {
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += w * sin(s->tx);
  s->py += w * s->ty;
}

FM_VAR(perspective) {
  fm_real dist = FM_PAR(perspective_dist);
  fm_real t = FM_R(1.0) / (dist - s->ty * xf->pre[FM_PRE_PERSP_VSIN]);
  FM_UNUSED_RNG;
  s->px += w * dist * s->tx * t;
  s->py += w * xf->pre[FM_PRE_PERSP_VFCOS] * s->ty * t;
}

/* Draws: angle, then radius. */
FM_VAR(noise) {
  fm_real a = fm_rng_01(rng) * 2 * FM_R(FM_PI);
  fm_real k = w * fm_rng_01(rng);
  FM_UNUSED_XF;
  s->px += s->tx * k * cos(a);
  s->py += s->ty * k * sin(a);
}

FM_VAR(julian) {
  fm_real a = fm_julia_branch_angle(fm_vs_atan_yx(s), FM_PAR(julian_power),
                                    xf->pre[FM_PRE_JULIAN_RN], 0, rng);
  fm_real k = w * pow(s->r2, xf->pre[FM_PRE_JULIAN_CN]);
  s->px += k * cos(a);
  s->py += k * sin(a);
}

FM_VAR(juliascope) {
  fm_real a = fm_julia_branch_angle(fm_vs_atan_yx(s), FM_PAR(juliascope_power),
                                    xf->pre[FM_PRE_JULIASCOPE_RN], 1, rng);
  fm_real k = w * pow(s->r2, xf->pre[FM_PRE_JULIASCOPE_CN]);
  s->px += k * cos(a);
  s->py += k * sin(a);
}

/* Draws: angle, then radius. */
FM_VAR(blur) {
  fm_real a = fm_rng_01(rng) * 2 * FM_R(FM_PI);
  fm_real k = w * fm_rng_01(rng);
  FM_UNUSED_XF;
  s->px += k * cos(a);
  s->py += k * sin(a);
}

/* Draws: angle, then the four-uniform deviate. */
FM_VAR(gaussian_blur) {
  fm_real a = fm_rng_01(rng) * 2 * FM_R(FM_PI);
  fm_real k = w * fm_rng_gauss4(rng);
  FM_UNUSED_XF;
  s->px += k * cos(a);
  s->py += k * sin(a);
}

/* flam3: w only scales the random deviate g. The output is the point turned by spin·g and
 * pushed out by zoom·g, minus the point itself; it is not multiplied by w again. */
FM_VAR(radial_blur) {
  fm_real g = w * fm_rng_gauss4(rng);
  fm_real a = fm_vs_atan_yx(s) + xf->pre[FM_PRE_RBLUR_SPIN] * g;
  fm_real z = xf->pre[FM_PRE_RBLUR_ZOOM] * g - 1;
  s->px += s->r * cos(a) + z * s->tx;
  s->py += s->r * sin(a) + z * s->ty;
}

/* Draws: slice, position within the slice, radius. */
FM_VAR(pie) {
  fm_real n = FM_PAR(pie_slices);
  fm_real slice = fm_int_trunc(fm_rng_01(rng) * n + FM_R(0.5));
  fm_real a = FM_PAR(pie_rotation) +
              FM_R(2.0 * FM_PI) * (slice + fm_rng_01(rng) * FM_PAR(pie_thickness)) / n;
  fm_real k = w * fm_rng_01(rng);
  s->px += k * cos(a);
  s->py += k * sin(a);
}

FM_VAR(ngon) {
  fm_real rf = pow(s->r2, FM_PAR(ngon_power) / FM_R(2.0));
  fm_real theta = fm_vs_atan_yx(s);
  fm_real b = 2 * FM_R(FM_PI) / FM_PAR(ngon_sides);
  fm_real phi = theta - (b * floor(theta / b));
  fm_real amp;
  FM_UNUSED_RNG;
  if (phi > b / 2) phi -= b;
  amp = FM_PAR(ngon_corners) * (FM_R(1.0) / (cos(phi) + FM_VEPS) - FM_R(1.0)) + FM_PAR(ngon_circle);
  amp /= (rf + FM_VEPS);
  s->px += w * s->tx * amp;
  s->py += w * s->ty * amp;
}

FM_VAR(curl) {
  fm_real c1 = FM_PAR(curl_c1), c2 = FM_PAR(curl_c2);
  fm_real re = FM_R(1.0) + c1 * s->tx + c2 * (s->tx * s->tx - s->ty * s->ty);
  fm_real im = c1 * s->ty + FM_R(2.0) * c2 * s->tx * s->ty;
  fm_real k = w / (re * re + im * im);
  FM_UNUSED_RNG;
  s->px += (s->tx * re + s->ty * im) * k;
  s->py += (s->ty * re - s->tx * im) * k;
}

FM_VAR(rectangles) {
  fm_real rx = FM_PAR(rectangles_x), ry = FM_PAR(rectangles_y);
  FM_UNUSED_RNG;
  if (rx == 0)
    s->px += w * s->tx;
  else
    s->px += w * ((2 * floor(s->tx / rx) + 1) * rx - s->tx);
  if (ry == 0)
    s->py += w * s->ty;
  else
    s->py += w * ((2 * floor(s->ty / ry) + 1) * ry - s->ty);
}

/* ------------------------------------------------------------------------------------------ */
/* 41–48: Z+ plugin variations; several use the weight non-linearly, exactly as flam3 does     */

FM_VAR(arch) {
  fm_real a = fm_rng_01(rng) * w * FM_R(FM_PI);
  fm_real sn = sin(a), cs = cos(a);
  FM_UNUSED_XF;
  s->px += w * sn;
  s->py += w * (sn * sn) / cs;
}

FM_VAR(tangent) {
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += w * sin(s->tx) / cos(s->ty);
  s->py += w * tan(s->ty);
}

/* Draws: x, then y. */
FM_VAR(square) {
  FM_UNUSED_XF;
  s->px += w * (fm_rng_01(rng) - FM_R(0.5));
  s->py += w * (fm_rng_01(rng) - FM_R(0.5));
}

/* flam3: the result carries w² (and w again inside the angle). */
FM_VAR(rays) {
  fm_real a = w * fm_rng_01(rng) * FM_R(FM_PI);
  fm_real k = w / (s->r2 + FM_VEPS);
  fm_real t = w * tan(a) * k;
  FM_UNUSED_XF;
  s->px += t * cos(s->tx);
  s->py += t * sin(s->ty);
}

/* Both outputs scale tx (not ty), as in flam3. */
FM_VAR(blade) {
  fm_real a = fm_rng_01(rng) * w * s->r;
  fm_real sn = sin(a), cs = cos(a);
  FM_UNUSED_XF;
  s->px += w * s->tx * (cs + sn);
  s->py += w * s->tx * (cs - sn);
}

FM_VAR(secant2) {
  fm_real cr = cos(w * s->r);
  fm_real icr = FM_R(1.0) / cr;
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += w * s->tx;
  if (cr < 0)
    s->py += w * (icr + 1);
  else
    s->py += w * (icr - 1);
}

/* flam3: a bad log10 (sin a = 0) is replaced by -30 instead of propagating. */
FM_VAR(twintrian) {
  fm_real a = fm_rng_01(rng) * w * s->r;
  fm_real sn = sin(a), cs = cos(a);
  fm_real d = log10(sn * sn) + cs;
  FM_UNUSED_XF;
  if (fm_badvalue(d)) d = FM_R(-30.0);
  s->px += w * s->tx * d;
  s->py += w * s->tx * (d - sn * FM_R(FM_PI));
}

FM_VAR(cross) {
  fm_real q = s->tx * s->tx - s->ty * s->ty;
  fm_real k = w * sqrt(FM_R(1.0) / (q * q + FM_VEPS));
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += s->tx * k;
  s->py += s->ty * k;
}

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
  fm_real k = w * ((rnd * fm_rng_01(rng) + (FM_R(1.0) - rnd) * s->r) - FM_PAR(super_shape_holes)) *
              pow(t1 + t2, xf->pre[FM_PRE_SSHAPE_PNEG1_N1]) / s->r;
  s->px += k * s->tx;
  s->py += k * s->ty;
}

FM_VAR(flower) {
  fm_real k = w * (fm_rng_01(rng) - FM_PAR(flower_holes)) *
              cos(FM_PAR(flower_petals) * fm_vs_atan_yx(s)) / s->r;
  s->px += k * s->tx;
  s->py += k * s->ty;
}

FM_VAR(conic) {
  fm_real e = FM_PAR(conic_eccentricity);
  fm_real ct = s->tx / s->r;
  fm_real k = w * (fm_rng_01(rng) - FM_PAR(conic_holes)) * e / (1 + e * ct) / s->r;
  s->px += k * s->tx;
  s->py += k * s->ty;
}

/* Draws: one for x, then one for y. */
FM_VAR(parabola) {
  fm_real sr = sin(s->r), cr = cos(s->r);
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

FM_VAR(foci) {
  fm_real ex = exp(s->tx) * FM_R(0.5);
  fm_real enx = FM_R(0.25) / ex;
  fm_real sn = sin(s->ty), cn = cos(s->ty);
  fm_real k = w / (ex + enx - cn);
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += k * (ex - enx);
  s->py += k * sn;
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
  s->py += k / FM_R(2.0) * log(s->r2);
}

FM_VAR(popcorn2) {
  fm_real c = FM_PAR(popcorn2_c);
  FM_UNUSED_RNG;
  s->px += w * (s->tx + FM_PAR(popcorn2_x) * sin(tan(s->ty * c)));
  s->py += w * (s->ty + FM_PAR(popcorn2_y) * sin(tan(s->tx * c)));
}

/* The weight enters only through 1/(w+EPS); the result is not scaled by w. */
FM_VAR(scry) {
  fm_real k = FM_R(1.0) / (s->r * (s->r2 + FM_R(1.0) / (w + FM_VEPS)));
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

FM_VAR(splits) {
  FM_UNUSED_RNG;
  if (s->tx >= 0)
    s->px += w * (s->tx + FM_PAR(splits_x));
  else
    s->px += w * (s->tx - FM_PAR(splits_x));
  if (s->ty >= 0)
    s->py += w * (s->ty + FM_PAR(splits_y));
  else
    s->py += w * (s->ty - FM_PAR(splits_y));
}

FM_VAR(stripes) {
  fm_real rx = floor(s->tx + FM_R(0.5));
  fm_real ox = s->tx - rx;
  FM_UNUSED_RNG;
  s->px += w * (ox * (FM_R(1.0) - FM_PAR(stripes_space)) + rx);
  s->py += w * (s->ty + ox * ox * FM_PAR(stripes_warp));
}

FM_VAR(wedge) {
  fm_real r = s->r;
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
  fm_real r = FM_R(1.0) / (s->r + FM_VEPS);
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
  fm_real r = s->r;
  fm_real a = fm_vs_atan_yx(s) +
              ((r < w) ? FM_PAR(whorl_inside) : FM_PAR(whorl_outside)) / (w - r);
  FM_UNUSED_RNG;
  s->px += w * r * cos(a);
  s->py += w * r * sin(a);
}

FM_VAR(waves2) {
  FM_UNUSED_RNG;
  s->px += w * (s->tx + FM_PAR(waves2_scalex) * sin(s->ty * FM_PAR(waves2_freqx)));
  s->py += w * (s->ty + FM_PAR(waves2_scaley) * sin(s->tx * FM_PAR(waves2_freqy)));
}

/* ------------------------------------------------------------------------------------------ */
/* 82–95: complex functions of z = tx + i·ty                                                     */

FM_VAR(exp) {
  fm_real e = exp(s->tx);
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += w * e * cos(s->ty);
  s->py += w * e * sin(s->ty);
}

FM_VAR(log) {
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += w * FM_R(0.5) * log(s->r2);
  s->py += w * fm_vs_atan_yx(s);
}

FM_VAR(sin) {
  fm_trig4 t = fm_trig4_of(s->tx, s->ty);
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += w * t.s * t.ch;
  s->py += w * t.c * t.sh;
}

FM_VAR(cos) {
  fm_trig4 t = fm_trig4_of(s->tx, s->ty);
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += w * t.c * t.ch;
  s->py -= w * t.s * t.sh;
}

FM_VAR(tan) {
  fm_cplx_parts t = fm_tan_parts(s->tx, s->ty, 0);
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += w * t.c;
  s->py += w * t.h;
}

FM_VAR(sec) {
  fm_cplx_parts t = fm_sec_parts(s->tx, s->ty, 0);
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += w * t.c;
  s->py += w * t.h;
}

FM_VAR(csc) {
  fm_cplx_parts t = fm_sec_parts(s->tx, s->ty, 1);
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += w * t.c;
  s->py -= w * t.h;
}

FM_VAR(cot) {
  fm_cplx_parts t = fm_tan_parts(s->tx, s->ty, 1);
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += w * t.c;
  s->py -= w * t.h;
}

FM_VAR(sinh) {
  fm_trig4 t = fm_trig4_of(s->ty, s->tx);
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += w * t.sh * t.c;
  s->py += w * t.ch * t.s;
}

FM_VAR(cosh) {
  fm_trig4 t = fm_trig4_of(s->ty, s->tx);
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += w * t.ch * t.c;
  s->py += w * t.sh * t.s;
}

FM_VAR(tanh) {
  fm_cplx_parts t = fm_tan_parts(s->ty, s->tx, 0);
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += w * t.h;
  s->py += w * t.c;
}

FM_VAR(sech) {
  fm_cplx_parts t = fm_sec_parts(s->ty, s->tx, 0);
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += w * t.c;
  s->py -= w * t.h;
}

FM_VAR(csch) {
  fm_cplx_parts t = fm_sec_parts(s->ty, s->tx, 1);
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += w * t.h;
  s->py -= w * t.c;
}

FM_VAR(coth) {
  fm_cplx_parts t = fm_tan_parts(s->ty, s->tx, 1);
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += w * t.h;
  s->py += w * t.c;
}

/* ------------------------------------------------------------------------------------------ */
/* 96–98                                                                                        */

FM_VAR(auger) {
  fm_real f = FM_PAR(auger_freq), aw = FM_PAR(auger_weight), sc = FM_PAR(auger_scale);
  fm_real sx = sin(f * s->tx), sy = sin(f * s->ty);
  fm_real dy = s->ty + aw * (sc * sx / FM_R(2.0) + fabs(s->ty) * sx);
  fm_real dx = s->tx + aw * (sc * sy / FM_R(2.0) + fabs(s->tx) * sy);
  FM_UNUSED_RNG;
  s->px += w * (s->tx + FM_PAR(auger_sym) * (dx - s->tx));
  s->py += w * dy;
}

/* The weight also places the two poles at x = ±w; the result is not scaled by w again. */
FM_VAR(flux) {
  fm_real xpw = s->tx + w, xmw = s->tx - w;
  fm_real yy = s->ty * s->ty;
  fm_real rr = w * (2 + FM_PAR(flux_spread)) * sqrt(sqrt(yy + xpw * xpw) / sqrt(yy + xmw * xmw));
  fm_real a = (atan2(s->ty, xmw) - atan2(s->ty, xpw)) * FM_R(0.5);
  FM_UNUSED_RNG;
  s->px += rr * cos(a);
  s->py += rr * sin(a);
}

/* (A z + B)/(C z + D). The all-zero defaults give 0/0 = NaN, which the caller's bad-value
 * rule turns into a random point. */
FM_VAR(mobius) {
  fm_real ra = FM_PAR(mobius_re_a), ia = FM_PAR(mobius_im_a);
  fm_real rb = FM_PAR(mobius_re_b), ib = FM_PAR(mobius_im_b);
  fm_real rc = FM_PAR(mobius_re_c), ic = FM_PAR(mobius_im_c);
  fm_real rd = FM_PAR(mobius_re_d), id = FM_PAR(mobius_im_d);
  fm_real re_u = ra * s->tx - ia * s->ty + rb;
  fm_real im_u = ra * s->ty + ia * s->tx + ib;
  fm_real re_v = rc * s->tx - ic * s->ty + rd;
  fm_real im_v = rc * s->ty + ic * s->tx + id;
  fm_real k = w / (re_v * re_v + im_v * im_v);
  FM_UNUSED_RNG;
  s->px += k * (re_u * re_v + im_u * im_v);
  s->py += k * (im_u * re_v - re_u * im_v);
}

/* ------------------------------------------------------------------------------------------ */
/* Dispatch and xform application                                                               */

/* Adds variation `index` with weight w to the state's sum. pre_blur is not a summed
 * variation: listed here it does nothing (as in flam3); it belongs in xf->pre_blur. */
FM_FN void fm_apply_var(int index, fm_var_state *s, const fm_xform *xf, fm_real w, fm_rng *rng) {
  switch (index) {
#define FM_VAR_CASE(i, name)                           \
  case i:                                              \
    if (i != FM_VAR_pre_blur) fm_var_##name(s, xf, w, rng); \
    break;
    FM_VARIATION_LIST(FM_VAR_CASE)
#undef FM_VAR_CASE
  default:
    break;
  }
}

/*
 * flam3's apply_xform, in two halves that code generators call around their own variation
 * calls (kernels/codegen.c), so that the GPU's generated xforms and this one share the text:
 *   fm_xform_begin: colour blend, opacity, affine;
 *   fm_var_pre_blur when xf->pre_blur != 0 (a generator emits it only for xforms that have it:
 *     inlined into every xform it would bloat many-xform kernels);
 *   (the variation sum in index order);
 *   fm_xform_end:   post-affine and the bad-value test.
 * fm_xform_end returns 1 (and a uniform random point in [-1,1)²) if the result is a bad value
 * (NaN or beyond ±1e10), else 0. `in` and `out` may be the same point.
 */
FM_FN void fm_xform_begin(const fm_xform *xf, const fm_point *in, fm_point *out, fm_var_state *s) {
  fm_real x = in->x, y = in->y;
  fm_real cs = xf->color_speed;
  out->color = cs * xf->color + (FM_R(1.0) - cs) * in->color;
  out->vis = xf->vis;
  fm_var_state_init(s, xf->c[0][0] * x + xf->c[1][0] * y + xf->c[2][0],
                    xf->c[0][1] * x + xf->c[1][1] * y + xf->c[2][1]);
}

FM_FN int fm_xform_end(const fm_xform *xf, const fm_var_state *s, fm_point *out, fm_rng *rng) {
  fm_real x, y;
  if (xf->has_post) {
    x = xf->post[0][0] * s->px + xf->post[1][0] * s->py + xf->post[2][0];
    y = xf->post[0][1] * s->px + xf->post[1][1] * s->py + xf->post[2][1];
  } else {
    x = s->px;
    y = s->py;
  }
  if (fm_badvalue(x) || fm_badvalue(y)) {
    out->x = fm_rng_11(rng);
    out->y = fm_rng_11(rng);
    return 1;
  }
  out->x = x;
  out->y = y;
  return 0;
}

/* One chaos-game step through this xform: begin, pre_blur, every listed variation, end. A
 * listed variation of weight 0 is skipped (it draws no random numbers), as the generated GPU
 * code's guard skips it: the CPU's lists hold no zeros (fm_xform_build_var_list), but the GPU's
 * list the structure's variations, some of them 0 in this temporal sample (gpu/frame_buffers.c)
 * — and the GPU's generic kernel and its emulation run this very function on those. */
FM_FN int fm_apply_xform(const fm_xform *xf, const fm_point *in, fm_point *out, fm_rng *rng) {
  fm_var_state s;
  int i;
  fm_xform_begin(xf, in, out, &s);
  if (xf->pre_blur != 0) fm_var_pre_blur(&s, xf, xf->pre_blur, rng);
  for (i = 0; i < xf->nvars; i++) {
    const fm_real w = xf->var_weight[i];
    if (w != 0) fm_apply_var(xf->var_index[i], &s, xf, w, rng);
  }
  return fm_xform_end(xf, &s, out, rng);
}

#undef FM_VAR
#undef FM_UNUSED_XF
#undef FM_UNUSED_RNG
#undef FM_PAR
#undef FM_VEPS

#endif
