/*
 * var_complex.h — flam3 variations 82–95, complex functions of z = tx + i·ty, and the overflow-safe
 * forms of tan, sec, csc, cot and their hyperbolic twins they share.
 * (variations.h includes it after the per-point state, the helpers and FM_VAR; nowhere else
 * includes it). Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_COMPLEX_H
#define FLAMEBUILD_VAR_COMPLEX_H

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


/* ------------------------------------------------------------------------------------------ */
/* 82–95: complex functions of z = tx + i·ty                                                     */

FM_VAR(exp) {
  fm_real e = exp(s->tx);
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += w * e * cos(s->ty);
  s->py += w * e * sin(s->ty);
}

/* Fractorium's log_base: the logarithm to that base, w·log(r²)·(1/2)/ln(base), the factor
 * precomputed in double (FM_PRE_LOG_DENOM): at base e it is 1/2 exactly, flam3's log bit for bit. */
FM_VAR(log) {
  FM_UNUSED_RNG;
  s->px += w * log(s->r2) * xf->pre[FM_PRE_LOG_DENOM];
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

#endif
