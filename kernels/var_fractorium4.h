/*
 * var_fractorium4.h — still more of Fractorium's set (Variations0N.h, VariationsDC.h), the
 * ones artists' flames use first: 3D ones (a z of their own, FM_VARS_3D), those that read or
 * set the xform's running sum (the rotations, which Fractorium writes into its out point), and
 * direct-colour ones, which set the point's palette coordinate (s->color: what Fractorium's
 * xform keeps with var_color="1", the value every flame of the corpus has). Each as Fractorium
 * computes it in its default, flam3-compatible mode, checked against Fractorium's own code on
 * points and parameters of realistic ranges, random ones draw for draw (tests/data/
 * variation_refs, made by tests/tools/ember_refs.sh; tests/unit/test_variation_refs.c).
 *
 * Random draws map to Fractorium's generator calls: fm_rng_01 is Frand01, fm_rng_11 Frand11,
 * fm_rng_u32 Rand(), fm_rng_below(n) Rand(n). Parameters are normalised as Fractorium's reading
 * normalises them (var_fractorium2.h's fm_par_*, var_3d.h's fm_round_nonzero). A 2D variation
 * whose z Fractorium makes w·z is listed in FM_VARS_CARRY_Z (variation_table.h) and adds
 * nothing to z itself; a 3D one adds its z to pz.
 *
 * (variations.h includes it after the per-point state, the helpers, FM_VAR and the other
 * families; nowhere else includes it). Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_FRACTORIUM4_H
#define FLAMEBUILD_VAR_FRACTORIUM4_H

/* The families whose helpers this one calls (a kernel of its own includes only the families
 * its variations need: kernels/codegen_families.c). */
#include "var_fractorium3.h"

#define FM_2PI_F4 (FM_R(2.0) * FM_R(FM_PI))
#define FM_E_F4 FM_R(2.71828182845904523536)

/* ---- 3D: waves2_3D, foci_3D, blade3D, depth, zblur --------------------------------------- */

/* 239: waves2_3D: waves2 with one frequency and scale, z waved by the mean of x and y. */
FM_VAR(waves2_3D) {
  const fm_real freq = FM_PAR(waves2_3D_freq), scale = FM_PAR(waves2_3D_scale);
  const fm_real mean = (s->tx + s->ty) * FM_R(0.5);
  FM_UNUSED_RNG;
  s->px += w * (s->tx + scale * sin(s->ty * freq));
  s->py += w * (s->ty + scale * sin(s->tx * freq));
  s->pz += w * (s->tz + scale * sin(mean * freq));
}

/* 240: foci_3D: foci with z as a second angle (the plane's angle φ where z is 0). Its divisor,
 * cosh x − cos y · cos t, vanishes at the origin with z small, where in float the difference of
 * the two sides is all rounding: float points take it as 2 sinh²(x/2) + 2 sin²(y/2) +
 * cos y · 2 sin²(t/2), the same number without the cancellation (test_precision found ratio 37
 * there); double keeps Fractorium's form (test_variation_refs). */
FM_VAR(foci_3D) {
  const fm_real ex = exp(s->tx) * FM_R(0.5);
  const fm_real enx = FM_R(0.25) / fm_zeps(ex);
  const fm_real turn = s->tz == 0 ? fm_vs_atan_yx(s) : s->tz;
#ifdef FM_REAL_FLOAT
  fm_real den;
  if (fabs(s->tx) < 1) { /* near the axis; beyond, cosh x dominates (and sinh overflows floats) */
    const fm_real shx = sinh(s->tx * FM_R(0.5)), sny = sin(s->ty * FM_R(0.5)), snt = sin(turn * FM_R(0.5));
    den = 2 * shx * shx + 2 * sny * sny + cos(s->ty) * (2 * snt * snt);
  } else {
    den = ex + enx - (cos(s->ty) * cos(turn));
  }
  const fm_real k = w / fm_zeps(den);
#else
  const fm_real k = w / fm_zeps(ex + enx - (cos(s->ty) * cos(turn)));
#endif
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += (ex - enx) * k;
  s->py += sin(s->ty) * k;
  s->pz += sin(turn) * k;
}

/* blade in 3D: at a random angle a = u·w·r, (x, y, z) += w·(tx·(cos a + sin a), tx·(cos a − sin a),
 * depth·(sin a − cos a)): Fractorium's depth is the input's z, JWildfire's its y (blade3D_jwf). */
FM_FN void fm_blade3d(fm_var_state *s, fm_real w, fm_rng *rng, fm_real depth) {
  const fm_real a = fm_rng_01(rng) * w * fm_vs_r(s);
  const fm_real sn = sin(a), cs = cos(a);
  s->px += w * s->tx * (cs + sn);
  s->py += w * s->tx * (cs - sn);
  s->pz += w * depth * (sn - cs);
}

/* 241: blade3D: blade, with z the input's times sin − cos of the same random angle. */
FM_VAR(blade3D) {
  FM_UNUSED_XF;
  fm_blade3d(s, w, rng, s->tz);
}

/* 242: depth: the point plus itself scaled by |z|^power (Fractorium adds the affine's point,
 * which a normal variation reads as its input). fm_depth: the affine's point plus (x, y, z)
 * scaled by |z|^power (JWildfire's post_depth, var_jwildfire7.h, scales the sum). */
FM_FN void fm_depth(fm_var_state *s, fm_real w, fm_real x, fm_real y, fm_real z, fm_real power) {
  fm_real k = fabs(z);
  if (k != 0 && power != 1) k = exp(log(k) * power);
  s->px += w * (s->tx + x * k);
  s->py += w * (s->ty + y * k);
  s->pz += w * (s->tz + z * k);
}

FM_VAR(depth) {
  FM_UNUSED_RNG;
  fm_depth(s, w, s->tx, s->ty, s->tz, FM_PAR(depth_power));
}

/* 243: zblur: nothing in x and y; z a bell-shaped deviate in [-2, 2] times the weight. */
FM_VAR(zblur) {
  FM_UNUSED_XF;
  s->pz += w * fm_rng_gauss4(rng);
}

/* ---- rotate_x, rotate_y, rotate_z ------------------------------------------------------- */

/* 244–246: a rotation of the point in 3D by weight·π/2 about one axis. Fractorium's quirk,
 * kept: the coordinate along the axis replaces the sum so far (it writes it into its out point,
 * the variations before this one lost) and is not scaled; the rotated two are added. */
FM_VAR(rotate_x) {
  const fm_real sn = sin(w * FM_R(FM_PI) / 2), cs = cos(w * FM_R(FM_PI) / 2);
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px = s->tx;
  s->py += sn * s->tz + cs * s->ty;
  s->pz += cs * s->tz - sn * s->ty;
}

FM_VAR(rotate_y) {
  const fm_real sn = sin(w * FM_R(FM_PI) / 2), cs = cos(w * FM_R(FM_PI) / 2);
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += cs * s->tx - sn * s->tz;
  s->py = s->ty;
  s->pz += sn * s->tx + cs * s->tz;
}

FM_VAR(rotate_z) {
  const fm_real sn = sin(w * FM_R(FM_PI) / 2), cs = cos(w * FM_R(FM_PI) / 2);
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += sn * s->ty + cs * s->tx;
  s->py += cs * s->ty - sn * s->tx;
  s->pz = s->tz;
}

/* ---- disc3d, circleblur, pRose3D ------------------------------------------------------- */

/* 247: disc3d: disc with its own π, and z the radius times cos z on the same scale. */
FM_VAR(disc3d) {
  const fm_real pi = FM_PAR(disc3d_pi);
  const fm_real a = fm_vs_r(s) * pi;
  const fm_real v = w * fm_vs_atan_xy(s) / fm_zeps(pi);
  FM_UNUSED_RNG;
  s->px += v * sin(a);
  s->py += v * cos(a);
  s->pz += v * (fm_vs_r(s) * cos(s->tz));
}

/* 248: circleblur: a uniform point of the disc of radius w; the input is not used. */
FM_VAR(circleblur) {
  const fm_real rad = sqrt(fm_rng_01(rng));
  const fm_real a = fm_rng_01(rng) * FM_2PI_F4;
  FM_UNUSED_XF;
  s->px += w * cos(a) * rad;
  s->py += w * sin(a) * rad;
}

/* 249: pRose3D: a rose of k petals (cos(k·φ + c) along the point's own angle φ) lifted in z by
 * waves of the radius ("waggle", mixed as opt, opt3 say) and a wiggle of the angle; a random
 * half of the points goes to a second sheet, and, with a negative opt or opt3, a transp² share
 * of those to a reflection of it, scaled by refSc and lifted by z2 below. Two draws. */
FM_VAR(pRose3D) {
  const fm_real l = fm_par_nonzero(FM_PAR(pRose3D_l)), k = FM_PAR(pRose3D_k);
  const fm_real opt = FM_PAR(pRose3D_opt), opt3 = FM_PAR(pRose3D_opt3);
  const fm_real opt_sc = fabs(FM_PAR(pRose3D_optSc)), wagsc = FM_PAR(pRose3D_wagsc), crvsc = FM_PAR(pRose3D_crvsc);
  const fm_real cycle = FM_2PI_F4 / fm_zeps(k);
  /* fewer than 1e-4 petals: 1e-4 of k's sign */
  const fm_real petals = fabs(k) < FM_R(0.0001) ? FM_R(0.0001) * (k < 0 ? -1 : 1) : k;
  const fm_real smooth12 = fmin(fabs(opt), FM_R(2.0)), smooth3 = fmin(fabs(opt3), FM_R(1.0));
  const int reflect = opt < 0 || opt3 < 0; /* where the ghost sheet can appear at all */
  const fm_real ghost = reflect ? FM_PAR(pRose3D_transp) * FM_PAR(pRose3D_transp) : 0;
  const fm_real rad = fm_vs_r(s), c1 = rad / l, c2 = c1 * c1, c3 = (rad - l * FM_R(0.5)) / l, c4 = c2 * c2;
  const fm_real th = fm_vs_atan_yx(s), sth = sin(th), cth = cos(th);
  const int flip = fm_rng_01(rng) < FM_R(0.5);
  const fm_real wig = th / fm_zeps(cycle) * (FM_PAR(pRose3D_f) * FM_2PI_F4) * FM_R(0.5) + FM_PAR(pRose3D_offset) * cycle;
  const fm_real pi = FM_R(FM_PI);
  fm_real wag, wag3, wag12 = 0, waggle = 0;
  if (reflect) {
    wag = sin(c1 * pi * opt_sc) + wagsc * FM_R(0.4) * rad + crvsc * FM_R(0.5) * (sin(c2 * pi));
    wag3 = sin(c4 * pi * opt_sc) + wagsc * (rad * rad) * FM_R(0.4) + crvsc * FM_R(0.5) * (cos(c3 * pi));
  } else {
    wag = sin(c1 * pi * opt_sc) + wagsc * FM_R(0.4) * rad + crvsc * FM_R(0.5) * (cos(c3 * pi));
    wag3 = sin(c4 * pi * opt_sc) + wagsc * (rad * rad) * FM_R(0.4) + crvsc * FM_R(0.5) * (sin(c2 * pi));
  }
  const fm_real wag2 = sin(c2 * pi * opt_sc) + wagsc * FM_R(0.4) * rad + crvsc * FM_R(0.5) * (cos(c3 * pi));
  if (smooth12 <= 1)
    wag12 = wag;
  else if (smooth12 <= 2) /* 2 - smooth12 of wag, the rest of wag2 */
    wag12 = wag2 * (1 - (2 - smooth12)) + wag * (2 - smooth12);
  if (smooth3 == 0)
    waggle = wag12;
  else if (smooth3 > 0)
    waggle = wag12 * (1 - smooth3) + wag3 * smooth3;
  const fm_real petal = l * cos(petals * th + FM_PAR(pRose3D_c));
  const fm_real lift = (rad * FM_R(0.5)) * (rad * FM_R(0.5)) * sin(wig) * (FM_PAR(pRose3D_wigsc) * FM_R(0.5));
  if (fm_rng_01(rng) < ghost && flip) {
    s->px += w * FM_R(0.5) * FM_PAR(pRose3D_refSc) * petal * cth;
    s->py += w * FM_R(0.5) * FM_PAR(pRose3D_refSc) * petal * sth;
    s->pz += w * FM_R(-0.5) * ((FM_PAR(pRose3D_z2) * waggle + lift) + FM_PAR(pRose3D_dist));
  } else {
    s->px += w * FM_R(0.5) * petal * cth;
    s->py += w * FM_R(0.5) * petal * sth;
    s->pz += w * FM_R(0.5) * ((FM_PAR(pRose3D_z1) * waggle + lift) + FM_PAR(pRose3D_dist));
  }
}

/* ---- the quaternion functions: sinq … cschq, estiq, loq --------------------------------- */

/* 250–263: the point as the quaternion x + v with v = (y, z) (a 3D point: its imaginary part
 * one vector of length |v|), and the function of the name applied to it, as Fractorium computes
 * each: sin q = sin x cosh|v| + cos x sinh|v| v/|v|, and so on; the reciprocal ones (sec, csc,
 * sech, csch, tan, cot, tanh, coth) divided by |q|² (coth: by |q|⁴, Fractorium's quirk, and cot
 * is tan with v's sign turned). estiq is exp, loq the logarithm to `base` (its x not scaled by
 * the weight, as Fractorium's). */
FM_FN fm_real fm_q_norm_v(const fm_var_state *s) { return sqrt(s->ty * s->ty + s->tz * s->tz); }

FM_VAR(sinq) {
  const fm_real v = fm_q_norm_v(s), sn = sin(s->tx), cs = cos(s->tx), sh = sinh(v), ch = cosh(v);
  const fm_real d = w * cs * sh / fm_zeps(v);
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += w * sn * ch;
  s->py += d * s->ty;
  s->pz += d * s->tz;
}

FM_VAR(sinhq) {
  const fm_real v = fm_q_norm_v(s), sn = sin(v), cs = cos(v), sh = sinh(s->tx), ch = cosh(s->tx);
  const fm_real d = w * ch * sn / fm_zeps(v);
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += w * sh * cs;
  s->py += d * s->ty;
  s->pz += d * s->tz;
}

FM_VAR(secq) {
  const fm_real v = fm_q_norm_v(s), ni = w / fm_zeps(s->r2 + s->tz * s->tz);
  const fm_real sn = sin(-s->tx), cs = cos(-s->tx), sh = sinh(v), ch = cosh(v);
  const fm_real d = ni * sn * sh / fm_zeps(v);
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += cs * ch * ni;
  s->py += -(d * s->ty);
  s->pz += -(d * s->tz);
}

FM_VAR(sechq) {
  const fm_real v = fm_q_norm_v(s), ni = w / fm_zeps(s->r2 + s->tz * s->tz);
  const fm_real sn = sin(v), cs = cos(v), sh = sinh(s->tx), ch = cosh(s->tx);
  const fm_real d = ni * sh * sn / fm_zeps(v);
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += ch * cs * ni;
  s->py += -(d * s->ty);
  s->pz += -(d * s->tz);
}

/* The quotient of tan, tanh, cot, coth: (stcv·ctcv + d·b·|v|²) for x and (-stcv·b + d·ctcv)
 * times y and z, each times ni; sign -1 turns y and z (cot). */
FM_FN void fm_q_quotient(fm_var_state *s, fm_real stcv, fm_real ctcv, fm_real d, fm_real b, fm_real vv, fm_real ni,
                         fm_real sign) {
  const fm_real nstcv = -stcv;
  s->px += (stcv * ctcv + d * b * vv) * ni;
  s->py += sign * (nstcv * b * s->ty + d * s->ty * ctcv) * ni;
  s->pz += sign * (nstcv * b * s->tz + d * s->tz * ctcv) * ni;
}

FM_VAR(tanq) {
  const fm_real vv = s->ty * s->ty + s->tz * s->tz, v = sqrt(vv), ni = w / fm_zeps(s->tx * s->tx + vv);
  const fm_real sn = sin(s->tx), cs = cos(s->tx), sh = sinh(v), ch = cosh(v);
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  fm_q_quotient(s, sn * ch, cs * ch, cs * sh / fm_zeps(v), -sn * sh / fm_zeps(v), vv, ni, 1);
}

FM_VAR(tanhq) {
  const fm_real vv = s->ty * s->ty + s->tz * s->tz, v = sqrt(vv), ni = w / fm_zeps(s->tx * s->tx + vv);
  const fm_real sn = sin(v), cs = cos(v), sh = sinh(s->tx), ch = cosh(s->tx);
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  fm_q_quotient(s, sh * cs, cs * ch, ch * sn / fm_zeps(v), sh * sn / fm_zeps(v), vv, ni, 1);
}

FM_VAR(cosq) {
  const fm_real v = fm_q_norm_v(s), sn = sin(s->tx), cs = cos(s->tx), sh = sinh(v), ch = cosh(v);
  const fm_real d = -w * sn * sh / fm_zeps(v);
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += w * cs * ch;
  s->py += d * s->ty;
  s->pz += d * s->tz;
}

FM_VAR(coshq) {
  const fm_real v = fm_q_norm_v(s), sn = sin(v), cs = cos(v), sh = sinh(s->tx), ch = cosh(s->tx);
  const fm_real d = w * sh * sn / fm_zeps(v);
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += w * cs * ch;
  s->py += d * s->ty;
  s->pz += d * s->tz;
}

FM_VAR(cotq) {
  const fm_real vv = s->ty * s->ty + s->tz * s->tz, v = sqrt(vv), ni = w / fm_zeps(s->tx * s->tx + vv);
  const fm_real sn = sin(s->tx), cs = cos(s->tx), sh = sinh(v), ch = cosh(v);
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  fm_q_quotient(s, sn * ch, cs * ch, cs * sh / fm_zeps(v), -sn * sh / fm_zeps(v), vv, ni, -1);
}

/* JWildfire's CothqFunc (FM_JWF_RULES): another function than the plugin's — the norm not
 * squared, its own products, no guard against 0 (tests/tools/jwf_refs.sh's cothq_jwfz). */
FM_FN void fm_cothq_jwf(fm_var_state *s, fm_real w) {
  const fm_real x = s->tx, y = s->ty, z = s->tz;
  const fm_real abs_v = hypot(y, z), sn = sin(abs_v), cs = cos(abs_v), sh = sinh(x), ch = cosh(x);
  const fm_real sysz = y * y + z * z, ni = w / (x * x + sysz);
  const fm_real c = ch * sn / abs_v, b = sh * sn / abs_v, stcv = sh * cs, nstcv = -stcv, ctcv = ch * cs;
  s->px += (stcv * ctcv + c * b * sysz) * ni;
  s->py += (nstcv * b * y + c * y * ctcv) * ni;
  s->pz += (nstcv * b * z + c * z * ctcv) * ni;
}

FM_VAR(cothq) {
  if (FM_JWF_RULES(xf)) {
    FM_UNUSED_RNG;
    fm_cothq_jwf(s, w);
    return;
  }
  const fm_real vv = s->ty * s->ty + s->tz * s->tz, v = sqrt(vv), q2 = s->tx * s->tx + vv;
  const fm_real ni = w / fm_zeps(q2 * q2);
  const fm_real sn = sin(v), cs = cos(v), sh = sinh(s->tx), ch = cosh(s->tx);
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  fm_q_quotient(s, sh * cs, ch * cs, ch * sn / fm_zeps(v), sh * sn / fm_zeps(v), vv, ni, 1);
}

FM_VAR(cscq) {
  const fm_real v = fm_q_norm_v(s), ni = w / fm_zeps(s->r2 + s->tz * s->tz);
  const fm_real sn = sin(s->tx), cs = cos(s->tx), sh = sinh(v), ch = cosh(v);
  const fm_real d = ni * cs * sh / fm_zeps(v);
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += sn * ch * ni;
  s->py += -(d * s->ty);
  s->pz += -(d * s->tz);
}

FM_VAR(cschq) {
  const fm_real v = fm_q_norm_v(s), ni = w / fm_zeps(s->r2 + s->tz * s->tz);
  const fm_real sn = sin(v), cs = cos(v), sh = sinh(s->tx), ch = cosh(s->tx);
  const fm_real d = ni * ch * sn / fm_zeps(v);
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += sh * cs * ni;
  s->py += -(d * s->ty);
  s->pz += -(d * s->tz);
}

FM_VAR(estiq) {
  const fm_real v = fm_q_norm_v(s), e = exp(s->tx), sn = sin(v), cs = cos(v);
  const fm_real a = e * sn / fm_zeps(v);
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += w * e * cs;
  s->py += w * a * s->ty;
  s->pz += w * a * s->tz;
}

FM_VAR(loq) {
  const fm_real base = FM_JWF_RULES(xf) ? FM_PAR(loq_base) : fm_par_at_least(FM_PAR(loq_base), FM_R(FM_REAL_EPSILON));
  const fm_real v = fm_q_norm_v(s), c = w * atan2(v, s->tx) / fm_zeps(v);
  FM_UNUSED_RNG;
  /* (JWildfire's, FM_JWF_RULES: LoqFunc, has the weight in x's factor too) */
  s->px += log(s->tx * s->tx + v * v) * (FM_R(0.5) / log(base)) * (FM_JWF_RULES(xf) ? w : FM_R(1.0));
  s->py += c * s->ty;
  s->pz += c * s->tz;
}

/* ---- trade, square3D, splits3D, sphereblur ---------------------------------------------- */

/* 264: trade: two discs traded: the disc of radius r1 centred at r1 + d1 on the right half and
 * that of radius r2 centred at -(r2 + d2) on the left each carried onto the other, rescaled;
 * the rest of the plane linear. */
FM_VAR(trade) {
  const fm_real r1 = fm_par_at_least(FM_PAR(trade_r1), FM_R(FM_REAL_EPSILON));
  const fm_real r2 = fm_par_at_least(FM_PAR(trade_r2), FM_R(FM_REAL_EPSILON));
  const fm_real c1 = r1 + fm_par_at_least(FM_PAR(trade_d1), 0), c2 = r2 + fm_par_at_least(FM_PAR(trade_d2), 0);
  FM_UNUSED_RNG;
  if (s->tx > 0) {
    const fm_real dx = c1 - s->tx;
    fm_real r = sqrt(dx * dx + s->ty * s->ty);
    if (r <= r1) {
      r *= r2 / r1;
      const fm_real a = atan2(s->ty, dx);
      s->px += w * (r * cos(a) - c2);
      s->py += w * r * sin(a);
      return;
    }
  } else {
    const fm_real dx = -c2 - s->tx;
    fm_real r = sqrt(dx * dx + s->ty * s->ty);
    if (r <= r2) {
      r *= r1 / r2;
      const fm_real a = atan2(s->ty, dx);
      s->px += w * (r * cos(a) + c1);
      s->py += w * r * sin(a);
      return;
    }
  }
  s->px += w * s->tx;
  s->py += w * s->ty;
}

/* 265: square3D: a uniform point of the cube of side w about the origin; the input not used. */
FM_VAR(square3D) {
  const fm_real x = fm_rng_01(rng) - FM_R(0.5);
  const fm_real y = fm_rng_01(rng) - FM_R(0.5);
  const fm_real z = fm_rng_01(rng) - FM_R(0.5);
  FM_UNUSED_XF;
  s->px += w * x;
  s->py += w * y;
  s->pz += w * z;
}

/* 266: splits3D: splits in 3D: each half-space moved away from its plane by x, y, z. */
FM_VAR(splits3D) {
  FM_UNUSED_RNG;
  s->px += w * (s->tx >= 0 ? s->tx + FM_PAR(splits3D_x) : s->tx - FM_PAR(splits3D_x));
  s->py += w * (s->ty >= 0 ? s->ty + FM_PAR(splits3D_y) : s->ty - FM_PAR(splits3D_y));
  s->pz += w * (s->tz >= 0 ? s->tz + FM_PAR(splits3D_z) : s->tz - FM_PAR(splits3D_z));
}

/* 267: sphereblur: a random point of the ball of radius w in a uniform direction, its radius
 * (acos(2U^power - 1)/π)^(2/3) (power at least 0); the input not used. */
FM_VAR(sphereblur) {
  const fm_real power = fm_par_at_least(FM_PAR(sphereblur_power), 0);
  const fm_real ang = fm_rng_01(rng) * FM_2PI_F4;
  const fm_real angz = acos(fm_rng_01(rng) * 2 - 1);
  const fm_real u = fm_rng_01(rng);
  const fm_real r = w * exp(log(acos((power == FM_R(1.0) ? u : exp(log(u) * power)) * 2 - 1) / FM_R(FM_PI)) / FM_R(1.5));
  const fm_real sz = sin(angz);
  s->px += r * cos(ang) * sz;
  s->py += r * sin(ang) * sz;
  s->pz += r * cos(angz);
}

/* ---- falloff, falloff3 ------------------------------------------------------------------- */

/* Fractorium's SignNz: -1 below 0, else 1. */
FM_FN fm_real fm_sign_nz(fm_real x) { return x < 0 ? FM_R(-1.0) : FM_R(1.0); }

/* Apophysis' log map and log scale (Fractorium's VarFuncs::LogMap, LogScale), falloff3's
 * logarithmic blur. */
FM_FN fm_real fm_log_map(fm_real x) {
  return x == 0 ? FM_R(0.0) : (FM_E_F4 + log(x * FM_E_F4)) * FM_R(0.25) * fm_sign_nz(x);
}

FM_FN fm_real fm_log_scale(fm_real x) {
  return x == 0 ? FM_R(0.0) : log((fabs(x) + 1) * FM_E_F4) * fm_sign_nz(x) / FM_E_F4;
}

/* 268: falloff: a blur that grows with the distance from (x0, y0, z0) beyond mindist (or, with
 * invert, with its nearness inside 1): type 0 moves the point in x, y, z, type 1 in radius and
 * the two angles, type 2 snaps it to a box grid (its last term, Fractorium's, not weighted). */
FM_VAR(falloff) {
  const fm_real ax = FM_R(-0.5) + fm_rng_01(rng);
  const fm_real ay = FM_R(-0.5) + fm_rng_01(rng);
  const fm_real az = FM_R(-0.5) + fm_rng_01(rng);
  const fm_real dx = s->tx - FM_PAR(falloff_x0), dy = s->ty - FM_PAR(falloff_y0), dz = s->tz - FM_PAR(falloff_z0);
  const fm_real r = sqrt(dx * dx + dy * dy + dz * dz);
  const fm_real scatter = FM_R(0.04) * fm_par_at_least(FM_PAR(falloff_scatter), FM_R(FM_REAL_EPSILON));
  const fm_real mul_x = fm_par_clamp(FM_PAR(falloff_mul_x), 0, 1), mul_y = fm_par_clamp(FM_PAR(falloff_mul_y), 0, 1);
  const fm_real mul_z = fm_par_clamp(FM_PAR(falloff_mul_z), 0, 1);
  const fm_real near = fm_par_int(FM_PAR(falloff_invert), 0, 1) != 0 ? fmax(1 - r, FM_R(0.0)) : fmax(r, FM_R(0.0));
  const fm_real rs = fmax((near - fm_par_at_least(FM_PAR(falloff_mindist), 0)) * scatter, FM_R(0.0));
  const int type = (int)fm_par_int(FM_PAR(falloff_type), 0, 2);
  if (type == 0) {
    s->px += w * (s->tx + mul_x * ax * rs);
    s->py += w * (s->ty + mul_y * ay * rs);
    s->pz += w * (s->tz + mul_z * az * rs);
  } else if (type == 1) {
    const fm_real rad = r + mul_x * ax * rs;
    const fm_real phi = fm_vs_atan_yx(s) + mul_y * ay * rs;
    const fm_real sigma = asin(r == 0 ? FM_R(0.0) : s->tz / r) + mul_z * az * rs;
    const fm_real sigmas = sin(sigma) * w, sigmac = cos(sigma) * w;
    s->px += rad * sigmac * cos(phi);
    s->py += rad * sigmac * sin(phi);
    s->pz += rad * sigmas;
  } else {
    const fm_real scale = fm_par_clamp(rs, 0, FM_R(0.9)) + FM_R(0.1), inv = 1 / scale;
    const fm_real bp = fm_par_int(FM_PAR(falloff_boxpow), 2, 32);
    s->px += w * (s->tx + (floor(s->tx * inv) + scale * ax - s->tx) * (mul_x * rs)) + mul_x * fm_pow_int(ax, bp) * rs * inv;
    s->py += w * (s->ty + (floor(s->ty * inv) + scale * ay - s->ty) * (mul_y * rs)) + mul_y * fm_pow_int(ay, bp) * rs * inv;
    s->pz += w * (s->tz + (floor(s->tz * inv) + scale * az - s->tz) * (mul_z * rs)) + mul_z * fm_pow_int(az, bp) * rs * inv;
  }
}

/* 269: falloff3: falloff's blur of distance from a centre (a sphere's, or with blur_shape 1 a
 * cube's), of three kinds (0 Gaussian-like in a random direction, 1 in radius and angles, 2 and 3
 * logarithmic, its strength bent by alpha), and the colour shifted by mul_c along with it, folded
 * into [0,1]. Four draws, for the colour, z, y and x in that order (the order in which
 * Fractorium's build evaluates the arguments of the vector it draws them into; JWildfire's,
 * FM_JWF_RULES, x, y, z and the colour). */
FM_VAR(falloff3) {
  const int jwf = FM_JWF_RULES(xf);
  const fm_real r1 = FM_R(-0.5) + fm_rng_01(rng), r2 = FM_R(-0.5) + fm_rng_01(rng);
  const fm_real r3 = FM_R(-0.5) + fm_rng_01(rng), r4 = FM_R(-0.5) + fm_rng_01(rng);
  const fm_real rc = jwf ? r4 : r1, rz = jwf ? r3 : r2, ry = jwf ? r2 : r3, rx = jwf ? r1 : r4;
  const fm_real dx = s->tx - FM_PAR(falloff3_center_x), dy = s->ty - FM_PAR(falloff3_center_y);
  const fm_real dz = s->tz - FM_PAR(falloff3_center_z);
  const fm_real radius = fm_par_int(FM_PAR(falloff3_blur_shape), 0, 1) == 0 ? sqrt(dx * dx + dy * dy + dz * dz)
                                                                           : fmax(fabs(dx), fmax(fabs(dy), fabs(dz)));
  const fm_real rmax = FM_R(0.04) * fm_par_at_least(FM_PAR(falloff3_blur_strength), FM_R(FM_REAL_EPSILON));
  const fm_real near = fm_par_int(FM_PAR(falloff3_invert_distance), 0, 1) != 0 ? fmax(1 - radius, FM_R(0.0))
                                                                               : fmax(radius, FM_R(0.0));
  const fm_real dist = fmax((near - fm_par_at_least(FM_PAR(falloff3_min_distance), 0)) * rmax, FM_R(0.0));
  const fm_real mul_x = fm_par_clamp(FM_PAR(falloff3_mul_x), 0, 1), mul_y = fm_par_clamp(FM_PAR(falloff3_mul_y), 0, 1);
  const fm_real mul_z = fm_par_clamp(FM_PAR(falloff3_mul_z), 0, 1), mul_c = fm_par_clamp(FM_PAR(falloff3_mul_c), 0, 1);
  const int type = (int)fm_par_int(FM_PAR(falloff3_blur_type), 0, 3);
  if (type == 0) {
    const fm_real sigma = dist * ry * FM_2PI_F4, phi = dist * rz * FM_R(FM_PI), rad = dist * rx;
    const fm_real sigmas = sin(sigma), sigmac = cos(sigma), phis = sin(phi), phic = cos(phi);
    s->px += (s->tx + mul_x * rad * sigmac * phic) * w;
    s->py += (s->ty + mul_y * rad * sigmac * phis) * w;
    s->pz += (s->tz + mul_z * rad * sigmas) * w;
    s->color = fabs(fmod(s->color + mul_c * rc * dist, FM_R(1.0)));
  } else if (type == 1) {
    if (s->tx == 0 && s->ty == 0 && s->tz == 0) return; /* the origin stays (w times 0), its colour too */
    const fm_real r_in = sqrt(s->r2 + s->tz * s->tz);
    const fm_real r = r_in + mul_x * rx * dist;
    /* JWildfire's (FM_JWF_RULES: AbstractFalloff3Func) turns by alpha too */
    const fm_real turn = jwf ? mul_y * dist + FM_PAR(falloff3_alpha) * dist / sqrt(rmax) : mul_y * dist;
    const fm_real phi = fm_vs_atan_yx(s) + turn * ry;
    const fm_real sigma = asin(s->tz / r_in) + mul_z * rz * dist;
    const fm_real sigmas = sin(sigma) * w, sigmac = cos(sigma) * w;
    s->px += r * sigmac * cos(phi);
    s->py += r * sigmac * sin(phi);
    s->pz += r * sigmas;
    s->color = fabs(fmod(s->color + mul_c * rc * dist, FM_R(1.0)));
  } else {
    const fm_real alpha = FM_PAR(falloff3_alpha);
    const fm_real coeff = rmax <= FM_R(FM_REAL_EPSILON) ? dist : dist + alpha * (fm_log_map(dist) - dist);
    s->px += (s->tx + fm_log_map(mul_x) * fm_log_scale(rx) * coeff) * w;
    s->py += (s->ty + fm_log_map(mul_y) * fm_log_scale(ry) * coeff) * w;
    s->pz += (s->tz + fm_log_map(mul_z) * fm_log_scale(rz) * coeff) * w;
    s->color = fabs(fmod(s->color + fm_log_map(mul_c) * fm_log_scale(rc) * coeff, FM_R(1.0)));
  }
}

/* ---- mirror_x, mirror_y, mirror_z --------------------------------------------------------- */

/* 270–272: the point, one coordinate's sign a coin toss (RandBit), replacing the sum so far:
 * Fractorium empties its out point first. The weight is not used. */
FM_VAR(mirror_x) {
  const fm_real x = fabs(s->tx);
  FM_UNUSED_XF;
  s->px = fm_rng_bit(rng) ? -x : x;
  s->py = s->ty;
  s->pz = s->tz;
  (void)w;
}

FM_VAR(mirror_y) {
  const fm_real y = fabs(s->ty);
  FM_UNUSED_XF;
  s->py = fm_rng_bit(rng) ? -y : y;
  s->px = s->tx;
  s->pz = s->tz;
  (void)w;
}

FM_VAR(mirror_z) {
  const fm_real z = fabs(s->tz);
  FM_UNUSED_XF;
  s->pz = fm_rng_bit(rng) ? -z : z;
  s->px = s->tx;
  s->py = s->ty;
  (void)w;
}

/* ---- pie3D, popcorn2_3D, rblur, pow_block, julia3Dq, loonie_3D ---------------------------- */

/* 273: pie3D: pie (a random point of a random slice of the disc of radius w), z the weight times
 * the sine of the point's radius. JWildfire's (FM_JWF_RULES: Pie3DFunc) takes slices, rotation
 * and thickness as they are, and z as the radius times its sine. */
FM_VAR(pie3D) {
  if (FM_JWF_RULES(xf)) {
    const fm_real slices = FM_PAR(pie3D_slices);
    const fm_real slice = trunc(fm_rng_01(rng) * slices + FM_R(0.5));
    const fm_real a = FM_PAR(pie3D_rotation) + 2 * FM_R(FM_PI) * (slice + fm_rng_01(rng) * FM_PAR(pie3D_thickness)) / slices;
    const fm_real r = w * fm_rng_01(rng);
    s->px += r * cos(a);
    s->py += r * sin(a);
    s->pz += r * sin(r);
    return;
  }
  const fm_real slices = fm_par_at_least(floor(FM_PAR(pie3D_slices) + FM_R(0.5)), 1);
  const fm_real rotation = fm_par_cyclic(FM_PAR(pie3D_rotation), 0, FM_2PI_F4);
  const fm_real thickness = fm_par_clamp(FM_PAR(pie3D_thickness), 0, 1);
  const fm_real slice = trunc(fm_rng_01(rng) * slices + FM_R(0.5));
  const fm_real a = rotation + FM_2PI_F4 * (slice + fm_rng_01(rng) * thickness) / slices;
  const fm_real r = w * fm_rng_01(rng);
  s->px += r * cos(a);
  s->py += r * sin(a);
  s->pz += w * sin(r);
}

/* 274: popcorn2_3D: popcorn2 at half the weight; z the input's (or, where it is 0, the angle's)
 * scaled by z·sin(tan c) and the weight's signed square (the weight beyond ±1), plus that angle
 * term again where the sum's z so far is 0 (Fractorium reads its out point). */
FM_VAR(popcorn2_3D) {
  const fm_real c = FM_PAR(popcorn2_3D_c), sin_tan_c = sin(tan(c)), half = w * FM_R(0.5);
  const fm_real vv = fabs(w) <= 1 ? fabs(w) * w : w;
  const fm_real z = s->tz == 0 ? vv * sin_tan_c * fm_vs_atan_yx(s) : s->tz;
  const fm_real lift = s->pz == 0 ? vv * sin_tan_c * fm_vs_atan_yx(s) : FM_R(0.0);
  FM_UNUSED_RNG;
  s->px += half * (s->tx + FM_PAR(popcorn2_3D_x) * sin(tan(c * s->ty)));
  s->py += half * (s->ty + FM_PAR(popcorn2_3D_y) * sin(tan(c * s->tx)));
  s->pz += lift + vv * (FM_PAR(popcorn2_3D_z) * sin_tan_c * z);
}

/* 275: rblur: a blur growing with the distance from a centre beyond `offset`, 2·strength
 * times that distance wide. */
FM_VAR(rblur) {
  const fm_real sx = s->tx - FM_PAR(rblur_center_x), sy = s->ty - FM_PAR(rblur_center_y);
  fm_real r = sqrt(sx * sx + sy * sy) - FM_PAR(rblur_offset);
  r = r < 0 ? FM_R(0.0) : r;
  r *= 2 * FM_PAR(rblur_strength);
  const fm_real jx = fm_rng_01(rng) - FM_R(0.5);
  const fm_real jy = fm_rng_01(rng) - FM_R(0.5);
  s->px += w * (s->tx + jx * r);
  s->py += w * (s->ty + jy * r);
}

/* 276: pow_block: the complex power numerator/denominator (corrected by correctn/correctd), its
 * branch a random one of denominator's, turned by root. */
FM_VAR(pow_block) {
  const fm_real num = FM_PAR(pow_block_numerator), den = FM_PAR(pow_block_denominator);
  const fm_real power = num / fm_zeps(den * FM_PAR(pow_block_correctn) * (1 / FM_PAR(pow_block_correctd)));
  const fm_real r2 = pow(s->r2, power * FM_R(0.5)) * w;
  const fm_real a = (fm_vs_atan_yx(s) / fm_zeps(den) +
                     (FM_PAR(pow_block_root) * FM_2PI_F4 * floor(fm_rng_01(rng) * den) / fm_zeps(den))) * num;
  s->px += r2 * cos(a);
  s->py += r2 * sin(a);
}

/* 277: julia3Dq: julia3D's root of power/divisor (integers, never 0) in 3D: the angle divided
 * with a random one of 32767 turns of 2π/power (fm_rng_turn: in float taken modulo |power|, whole turns
 * only, so that float resolves it), z scaled by |divisor/power|. */
FM_VAR(julia3Dq) {
  const fm_real power = fm_round_nonzero(FM_PAR(julia3Dq_power)), inv = fm_round_nonzero(FM_PAR(julia3Dq_divisor)) / power;
  const fm_real a = fm_vs_atan_yx(s) * inv + fm_rng_turn(rng, power);
  const fm_real z = s->tz * fabs(inv);
  const fm_real r = w * pow(s->r2 + z * z, FM_R(0.5) * inv - FM_R(0.5));
  const fm_real rs = r * fm_vs_r(s);
  s->px += rs * cos(a);
  s->py += rs * sin(a);
  s->pz += r * z;
}

/* 278: loonie_3D: loonie in 3D (z, or where it is 0 the angle, as the third coordinate, halved
 * in the output). */
FM_VAR(loonie_3D) {
  const fm_real vv = w * w;
  const fm_real z = s->tz == 0 ? fm_vs_atan_yx(s) : s->tz;
  const fm_real r2 = s->r2 + z * z;
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  if (r2 < vv) {
    const fm_real r = w * sqrt(vv / r2 - 1);
    s->px += r * s->tx;
    s->py += r * s->ty;
    s->pz += r * z * FM_R(0.5);
  } else {
    s->px += w * s->tx;
    s->py += w * s->ty;
    s->pz += w * z * FM_R(0.5);
  }
}

/* ---- hexes -------------------------------------------------------------------------------- */

/* hexes' Voronoi measure: how far u lies towards the edge between cell centre c[0] and its
 * neighbour c[i] (0 at the centre, 1 on the edge), the largest over the six neighbours. */
FM_FN fm_real fm_hexes_edge(const fm_real *cx, const fm_real *cy, fm_real ux, fm_real uy) {
  fm_real most = FM_R(-1e30); /* Fractorium's lowest value: below any ratio */
  int i;
  for (i = 1; i < 7; i++) {
    const fm_real dx = cx[i] - cx[0], dy = cy[i] - cy[0];
    fm_real ratio = 1;
    if (dx != 0 || dy != 0) ratio = 2 * ((ux - cx[0]) * dx + (uy - cy[0]) * dy) / fm_zeps(dx * dx + dy * dy);
    if (ratio > most) most = ratio;
  }
  return most;
}

/* 279: hexes: the plane cut into hexagons of size `cellsize`; in each the point is turned by
 * rotate turns about the centre and moved radially, its edge distance L becoming |L|^power·scale
 * (blended between the distances before and after the turn, so that no rosettes show). */
FM_VAR(hexes) {
  const fm_real size = FM_PAR(hexes_cellsize);
  const fm_real r3 = FM_R(1.7320508075688772935);
  /* hexagonal axes: from the plane, and back */
  const fm_real hx_x = FM_R(1.0) / 3, hx_y = r3 / 3, hy_x = FM_R(-1.0) / 3, hy_y = r3 / 3;
  const fm_real ox_h = FM_R(1.5), ox_k = FM_R(-1.5), oy_h = r3 / 2, oy_k = r3 / 2;
  fm_real cx[7], cy[7];
  int i, j, best = 0;
  FM_UNUSED_RNG;
  if (size == 0) return; /* infinitely many cells: nothing */
  const fm_real ux = s->tx, uy = s->ty;
  fm_real h = floor((hx_x * ux + hx_y * uy) / size), k = floor((hy_x * ux + hy_y * uy) / size);
  /* the nearest of the four centres around (h, k) */
  fm_real nearest = FM_R(1e30);
  for (i = 0; i < 2; i++)
    for (j = 0; j < 2; j++) {
      const fm_real px = (ox_h * (h + i) + ox_k * (k + j)) * size, py = (oy_h * (h + i) + oy_k * (k + j)) * size;
      const fm_real d2 = (px - ux) * (px - ux) + (py - uy) * (py - uy);
      if (d2 < nearest) {
        nearest = d2;
        best = i * 2 + j;
      }
    }
  h += best >> 1;
  k += best & 1;
  cx[0] = (ox_h * h + ox_k * k) * size;
  cy[0] = (oy_h * h + oy_k * k) * size;
  /* its six neighbours, offsets (0,1) (1,1) (1,0) (0,-1) (-1,-1) (-1,0) in hex axes */
  cx[1] = cx[0] + ox_k * size;
  cy[1] = cy[0] + oy_k * size;
  cx[2] = cx[0] + (ox_h + ox_k) * size;
  cy[2] = cy[0] + (oy_h + oy_k) * size;
  cx[3] = cx[0] + ox_h * size;
  cy[3] = cy[0] + oy_h * size;
  cx[4] = cx[0] - ox_k * size;
  cy[4] = cy[0] - oy_k * size;
  cx[5] = cx[0] - (ox_h + ox_k) * size;
  cy[5] = cy[0] - (oy_h + oy_k) * size;
  cx[6] = cx[0] - ox_h * size;
  cy[6] = cy[0] - oy_h * size;
  const fm_real l1 = fm_hexes_edge(cx, cy, ux, uy);
  const fm_real dx = ux - cx[0], dy = uy - cy[0];
  const fm_real target = pow(fabs(l1), FM_PAR(hexes_power)) * FM_PAR(hexes_scale);
  const fm_real sn = sin(FM_PAR(hexes_rotate) * FM_2PI_F4), cs = cos(FM_PAR(hexes_rotate) * FM_2PI_F4);
  fm_real vx = dx * cs + dy * sn, vy = -dx * sn + dy * cs;
  const fm_real l2 = fm_hexes_edge(cx, cy, vx + cx[0], vy + cy[0]);
  const fm_real l = l1 > l2 ? l1 : l2;
  fm_real scale;
  if (l < FM_R(0.5))
    scale = target / l1;
  else if (l > FM_R(0.8))
    scale = target / l2;
  else
    scale = ((target / l1) * (FM_R(0.8) - l) + (target / l2) * (l - FM_R(0.5))) / FM_R(0.3);
  vx = vx * scale + cx[0];
  vy = vy * scale + cy[0];
  s->px += w * vx;
  s->py += w * vy;
}

/* ---- hypertile3D, hypertile3D2 ------------------------------------------------------------ */

/* hypertile's coefficient radius for a {p, q} tiling: 1/√(1 + (1 − cos(2π/p))/(cos(2π/p) +
 * cos(2π/q))), 1 where that root is not real. */
FM_FN fm_real fm_hypertile3d_radius(fm_real p, fm_real q) {
  const fm_real pa = FM_2PI_F4 / fm_zeps(p), qa = FM_2PI_F4 / fm_zeps(q);
  fm_real r = -(cos(pa) - 1) / fm_zeps(cos(pa) + cos(qa));
  return r > 0 ? 1 / fm_zeps(sqrt(1 + r)) : FM_R(1.0);
}

/* 280: hypertile3D: hypertile's Möbius map of the {p, q} tiling, n turns of 2π/p, in 3D.
 * Fractorium's quirk, kept: the radius² it uses is x² + y² + z (z not squared; JWildfire's squares
 * it: FM_JWF_RULES). */
FM_VAR(hypertile3D) {
  const fm_real p = fm_par_int(FM_PAR(hypertile3D_p), 3, FM_R(2147483647.0));
  const fm_real q = fm_par_int(FM_PAR(hypertile3D_q), 3, FM_R(2147483647.0));
  const fm_real n = floor(FM_PAR(hypertile3D_n) + FM_R(0.5));
  const fm_real rad = fm_hypertile3d_radius(p, q), na = n * (FM_2PI_F4 / fm_zeps(p));
  const fm_real cx = rad * cos(na), cy = rad * sin(na);
  /* Fractorium's adds z, JWildfire's (FM_JWF_RULES: Hypertile3DFunc) z² */
  const fm_real r2 = s->r2 + (FM_JWF_RULES(xf) ? s->tz * s->tz : s->tz);
  const fm_real x2cx = 2 * cx * s->tx, y2cy = 2 * cy * s->ty;
  const fm_real d = w / fm_zeps((cx * cx + cy * cy) * r2 + x2cx - y2cy + 1);
  FM_UNUSED_RNG;
  s->px += d * (s->tx * (1 + cx * cx - cy * cy) - cx * (y2cy - r2 - 1));
  s->py += d * (s->ty * (1 + cy * cy - cx * cx) + cy * (-x2cx - r2 - 1));
  s->pz += d * (s->tz * (1 - cy * cy - cx * cx));
}

/* 281: hypertile3D2: the {p, q} tiling's map with a real coefficient, turned by a random one
 * of 32767 multiples of 2π/p (Crand; fm_rng_turn: in float modulo 2π). */
FM_VAR(hypertile3D2) {
  const fm_real p = fm_par_int(FM_PAR(hypertile3D2_p), 3, FM_R(2147483647.0));
  const fm_real q = fm_par_int(FM_PAR(hypertile3D2_q), 3, FM_R(2147483647.0));
  const fm_real c = fm_hypertile3d_radius(p, q), c2 = c * c;
  const fm_real r2 = s->r2 + s->tz * s->tz;
  const fm_real x = s->tx * (1 + c2) - c * (-r2 - 1), y = s->ty * (1 - c2);
  const fm_real vr = w / (c2 * r2 + 2 * c * s->tx + 1);
  const fm_real turn = fm_rng_turn(rng, p);
  const fm_real sn = sin(turn), cs = cos(turn);
  s->px += vr * (x * cs + y * sn);
  s->py += vr * (y * cs - x * sn);
  s->pz += vr * (s->tz * (1 - c2));
}

/* ---- cubic3D, juliaNab, lazyTravis, extrude ----------------------------------------------- */

/* 282: cubic3D: the point moved to a random corner of the cube of side w (Rand() & 7), the sum
 * so far (Fractorium reads its out point) pulled towards the input by `xpand`, shaped by
 * `style`; a weight under 0.5 fades the effect in. JWildfire's (FM_JWF_RULES: Cubic_3DFunc)
 * replaces the sum with that, its corner trunc(random·8) (8, a draw of exactly 1, leaves it). */
FM_VAR(cubic3D) {
  const int jwf = FM_JWF_RULES(xf);
  const fm_real xpand = FM_PAR(cubic3D_xpand), style = FM_PAR(cubic3D_style);
  const fm_real fill = fabs(xpand) <= 1 ? xpand * FM_R(0.5) : sqrt(xpand) * FM_R(0.5);
  const fm_real smooth = fabs(w) <= FM_R(0.5) ? w * 2 : FM_R(1.0);
  const fm_real sstyle = fabs(style) <= 1 ? style : style > 1 ? 1 + (style - 1) * FM_R(0.25) : (style + 1) * FM_R(0.25) - 1;
  const fm_real sfill = smooth * fill, s1mfill = smooth * (1 - fill), half = w * FM_R(0.5);
  const fm_u32 corner = jwf ? (fm_u32)trunc(fm_rng_01(rng) * 8) : fm_rng_u32(rng) & 7u;
  const fm_real ex = 1 - (sstyle * (1 - cos(atan2(s->tx, s->tz))));
  const fm_real wy = 1 - (sstyle * (1 - sin(atan2(s->ty, s->tz))));
  const fm_real zn = sstyle > 1 ? 1 - (sstyle * (1 - ((ex + wy) / 2 * sstyle))) : 1 - (sstyle * (1 - ((ex + wy) * FM_R(0.5))));
  const fm_real sx = s->px, sy = s->py, sz = s->pz;
  const fm_real v1 = (sx - (s1mfill * sx * ex)) + (s->tx * sfill * ex);
  const fm_real v2 = (sy - (s1mfill * sy * wy)) + (s->ty * sfill * wy);
  const fm_real v3 = (sz - (s1mfill * sz * zn)) + (s->tz * sfill * zn);
  /* corner bits: 4 → x, 1 → y, 2 → z negative */
  const fm_real ox = v1 + ((corner & 4u) ? -half : half), oy = v2 + ((corner & 1u) ? -half : half);
  const fm_real oz = v3 + ((corner & 2u) ? -half : half);
  if (!jwf) {
    s->px += ox;
    s->py += oy;
    s->pz += oz;
  } else if (corner < 8) {
    s->px = ox;
    s->py = oy;
    s->pz = oz;
  }
}

/* 283: juliaNab: julia of n branches (a random one) of the angle of (|x|^separ, y), radius
 * (r²)^(a/(2|n|)), offset by b on both axes. z: the input's, replacing the sum's so far
 * (Fractorium empties its out point's z). */
FM_VAR(juliaNab) {
  const fm_real n = FM_PAR(juliaNab_n), jun = fm_zeps(fabs(n));
  const fm_real a = (atan2(s->ty, pow(fabs(s->tx), FM_PAR(juliaNab_separ))) + FM_2PI_F4 * floor(fm_rng_01(rng) * fabs(n))) / jun;
  const fm_real r = w * pow(s->r2, (1 / jun / 2) * FM_PAR(juliaNab_a));
  s->px += r * cos(a) + FM_PAR(juliaNab_b);
  s->py += r * sin(a) + FM_PAR(juliaNab_b);
  s->pz = s->tz;
}

/* 284: lazyTravis: the square of the point's max-norm radius s unrolled along its perimeter
 * (position p in [0, 8s)) and spun by spin_in (inside the square of side 2w) or spin_out
 * (outside, also pushed out by `space`). */
FM_VAR(lazyTravis) {
  const fm_real ax = fabs(s->tx), ay = fabs(s->ty);
  const int outside = ax > w || ay > w;
  const fm_real spin_par = outside ? FM_PAR(lazyTravis_spin_out) : FM_PAR(lazyTravis_spin_in);
  /* JWildfire's (FM_JWF_RULES: LazyTravisFunc) spins as they are, not wrapped into [0, 2) */
  const fm_real spin = 4 * (FM_JWF_RULES(xf) ? spin_par : fm_par_cyclic(spin_par, 0, 2));
  fm_real side, p;
  FM_UNUSED_RNG;
  if (ax > ay) {
    side = ax;
    p = s->tx > 0 ? side + s->ty + side * spin : 5 * side - s->ty + side * spin;
  } else {
    side = ay;
    p = s->ty > 0 ? 3 * side - s->tx + side * spin : 7 * side + s->tx + side * spin;
  }
  p = fmod(p, side * 8);
  if (outside) {
    const fm_real space = FM_PAR(lazyTravis_space);
    fm_real x2, y2;
    if (p <= 2 * side) {
      x2 = side + space;
      y2 = -(1 * side - p);
      y2 = y2 + y2 / side * space;
    } else if (p <= 4 * side) {
      y2 = side + space;
      x2 = (3 * side - p);
      x2 = x2 + x2 / side * space;
    } else if (p <= 6 * side) {
      x2 = -(side + space);
      y2 = (5 * side - p);
      y2 = y2 + y2 / side * space;
    } else {
      y2 = -(side + space);
      x2 = -(7 * side - p);
      x2 = x2 + x2 / side * space;
    }
    s->px += w * x2;
    s->py += w * y2;
  } else if (p <= 2 * side) {
    s->px += w * side;
    s->py += -(w * (side - p));
  } else if (p <= 4 * side) {
    s->px += w * (3 * side - p);
    s->py += w * side;
  } else if (p <= 6 * side) {
    s->px += -(w * side);
    s->py += w * (5 * side - p);
  } else {
    s->px += -(w * (7 * side - p));
    s->py += -(w * side);
  }
}

/* 285: extrude: x and y untouched; the sum's z replaced (Fractorium writes its out point) by
 * max(w, 0) for a root_face share of the points, else a uniform height in [0, w). */
FM_VAR(extrude) {
  FM_UNUSED_XF;
  if (fm_rng_01(rng) < FM_PAR(extrude_root_face))
    s->pz = w < 0 ? FM_R(0.0) : w;
  else
    s->pz = w * fm_rng_01(rng);
}

/* ---- eScale, eMotion ---------------------------------------------------------------------- */

/* The point's elliptic coordinates about the foci ±1 as Fractorium takes them: μ = acosh xmax
 * (xmax = (|z + 1| + |z − 1|)/2, at least 1) and ν = ±acos(x/xmax), the sign y's. Computed as
 * eJulia does (var_fractorium3.h): sinh²μ the stable root of s² + (1 − r²)s − y² = 0 and
 * ν = atan2(|y| cosh μ, x sinh μ), the same values in double and no cancellation in float. */
FM_FN void fm_f4_elliptic(fm_real x, fm_real y, fm_real r2, fm_real *mu, fm_real *nu) {
  const fm_real q = 1 - r2, h = hypot(q, 2 * y);
  fm_real sinh2 = q > 0 ? 2 * y * y / (q + h) : (h - q) / 2;
  if (!isfinite(sinh2)) sinh2 = 0;
  const fm_real sinh_mu = sqrt(sinh2), cosh_mu = sqrt(1 + sinh2);
  fm_real v = sinh2 > 0 ? atan2(fabs(y) * cosh_mu, x * sinh_mu) : acos(fm_par_clamp(x, -1, 1));
  if (y < 0) v = -v;
  *mu = asinh(sinh_mu);
  *nu = v;
}

/* And back to the plane, (cosh μ cos ν, sinh μ sin ν), the weight applied: the e-family's end. */
FM_FN void fm_f4_elliptic_add(fm_var_state *s, fm_real w, fm_real mu, fm_real nu) {
  s->px += w * cosh(mu) * cos(nu);
  s->py += w * sinh(mu) * sin(nu);
}

/* 286: eScale: elliptic coordinates scaled: μ by `scale` (in (0, 1]), ν by it about −π − angle,
 * folded back into [−π, π]. */
FM_VAR(eScale) {
  /* JWildfire's (FM_JWF_RULES: EScaleFunc) scale and angle as they are */
  const int jwf = FM_JWF_RULES(xf);
  const fm_real scale = jwf ? FM_PAR(eScale_scale) : fm_par_nonzero(fm_par_clamp(FM_PAR(eScale_scale), 0, 1));
  const fm_real angle = jwf ? FM_PAR(eScale_angle) : fm_par_cyclic(FM_PAR(eScale_angle), 0, FM_2PI_F4);
  const fm_real pi = FM_R(FM_PI);
  fm_real mu, nu;
  FM_UNUSED_RNG;
  fm_f4_elliptic(s->tx, s->ty, s->r2, &mu, &nu);
  mu *= scale;
  nu = fmod(fmod(scale * (nu + pi + angle), FM_2PI_F4 * scale) - angle - scale * pi, FM_2PI_F4);
  if (nu > pi) nu -= FM_2PI_F4;
  if (nu < -pi) nu += FM_2PI_F4;
  fm_f4_elliptic_add(s, w, mu, nu);
}

/* 287: eMotion: elliptic coordinates moved: μ by `move` against ν's sign (reflected through 0
 * where it goes negative), ν turned by `rotate`. */
FM_VAR(eMotion) {
  const fm_real move = FM_PAR(eMotion_move);
  fm_real mu, nu;
  FM_UNUSED_RNG;
  fm_f4_elliptic(s->tx, s->ty, s->r2, &mu, &nu);
  if (nu < 0)
    mu += move;
  else
    mu -= move;
  if (mu <= 0) {
    mu *= -1;
    nu *= -1;
  }
  nu += fm_par_cyclic(FM_PAR(eMotion_rotate), 0, FM_2PI_F4);
  fm_f4_elliptic_add(s, w, mu, nu);
}

/* ---- depth_blur2, cropn, circlesplit, blur_heart, bcircle --------------------------------- */

/* 288: depth_blur2: outside `radius` of (x0, y0) (an ellipse scaled by mulx, muly) the point is
 * blurred by a random point of a star of `power` tips (depth-of-field bokeh), its size growing
 * as the distance beyond the radius to the power exp, times blur/10. Two draws there. */
FM_VAR(depth_blur2) {
  const fm_real power = FM_PAR(depth_blur2_power), range = FM_PAR(depth_blur2_range);
  const fm_real dx = (s->tx - FM_PAR(depth_blur2_x0)) * (1 / fm_zeps(FM_PAR(depth_blur2_mulx)));
  const fm_real dy = (s->ty - FM_PAR(depth_blur2_y0)) * (1 / fm_zeps(FM_PAR(depth_blur2_muly)));
  const fm_real rad = sqrt(dx * dx + dy * dy);
  fm_real bx = 0, by = 0;
  if (rad > FM_PAR(depth_blur2_radius)) {
    /* the star's tip angle and edge length (Fractorium's precalc) */
    const fm_real tip = FM_R(FM_PI) / fm_zeps(power);
    const fm_real length = sqrt(1 + range * range - 2 * range * cos(tip));
    const fm_real alpha = asin(sin(tip) * range / fm_zeps(length));
    fm_real f = fm_rng_01(rng) * (power * 2);
    fm_real edge = trunc(f);
    f = f - edge;
    const fm_real x = f * length;
    fm_real z = sqrt(1 + x * x - 2 * x * cos(alpha));
    const int iedge = (int)edge;
    const fm_real turn = FM_2PI_F4 / fm_zeps(power) * (fm_real)(iedge / 2);
    const fm_real off = asin(sin(alpha) * x / fm_zeps(z));
    const fm_real ang = (iedge & 1) ? turn + off : turn - off;
    z *= sqrt(fm_rng_01(rng));
    const fm_real aux = z * (FM_PAR(depth_blur2_blur) / 10) * exp(log(rad - FM_PAR(depth_blur2_radius)) * FM_PAR(depth_blur2_exp));
    by = aux * sin(ang - FM_R(FM_M_PI_2));
    bx = aux * cos(ang - FM_R(FM_M_PI_2));
  }
  s->px += w * (s->tx + bx);
  s->py += w * (s->ty + by);
}

/* 289: cropn: crop to a regular polygon of |power| sides (at least 2) of inradius `radius`,
 * inside for a positive power, outside for a negative one; the points cut off go to the edge
 * (scattered out by scatterdist/2 times a draw), or to the origin where zero is 1. Fractorium's
 * flam3-compatible form (its default). */
FM_VAR(cropn) {
  const fm_real power = FM_PAR(cropn_power);
  fm_real work = power > 0 ? power : -power;
  if (work < 2 || !isfinite(work)) work = 2;
  const fm_real alpha = FM_2PI_F4 / work, half = alpha / 2;
  fm_real ang = (fm_vs_atan_yx(s) + FM_R(FM_PI)) / alpha;
  ang = (ang - trunc(ang)) * alpha;
  ang = cos(ang < half ? ang : alpha - ang);
  const fm_real edge = ang > 0 ? FM_PAR(cropn_radius) / ang : FM_R(1.0);
  if ((fm_vs_r(s) > edge) == (power > 0)) {
    if (FM_PAR(cropn_zero) != 1) {
      const fm_real rdc = edge + (fm_rng_01(rng) * FM_R(0.5) * FM_PAR(cropn_scatterdist));
      const fm_real rz = fm_zeps(fm_vs_r(s));
      s->px += w * rdc * (s->tx / rz);
      s->py += w * rdc * (s->ty / rz);
    }
  } else {
    s->px += w * s->tx;
    s->py += w * s->ty;
  }
}

/* 290: circlesplit: the disc of radius radius − split kept, the rest pushed out by `split`. */
FM_VAR(circlesplit) {
  const fm_real split = FM_PAR(circlesplit_split);
  FM_UNUSED_RNG;
  if (fm_vs_r(s) < FM_PAR(circlesplit_radius) - split) {
    s->px += w * s->tx;
    s->py += w * s->ty;
  } else {
    const fm_real a = fm_vs_atan_yx(s), len = fm_vs_r(s) + split;
    s->px += w * (cos(a) * len);
    s->py += w * (sin(a) * len);
  }
}

/* 291: blur_heart: a uniform point of the square [-w, w]², y clipped to a heart-shaped bound
 * (a·|x|^p ± b·√|1 − x²| − a, over |a| + |b|) on its own side. */
FM_VAR(blur_heart) {
  const fm_real a = FM_PAR(blur_heart_a), b = FM_PAR(blur_heart_b);
  const fm_real xx = (fm_rng_01(rng) - FM_R(0.5)) * 2;
  fm_real yy = (fm_rng_01(rng) - FM_R(0.5)) * 2;
  const fm_real k = yy < 0 ? FM_R(-1.0) : FM_R(1.0);
  fm_real bound = ((a * pow(fabs(xx), FM_PAR(blur_heart_p)) + k * b * sqrt(fabs(1 - xx * xx))) - a);
  bound /= fm_zeps(fabs(a) + fabs(b));
  if (k > 0) {
    if (yy > bound) yy = bound;
  } else if (yy < bound) {
    yy = bound;
  }
  s->px += xx * w;
  s->py += yy * w;
}

/* 292: bcircle: the unit disc of the point scaled by `scale`; outside it, a ring of width
 * |borderwidth|/5 beyond the edge at the point's angle (nothing where the width is 0). */
FM_VAR(bcircle) {
  const fm_real x = s->tx * FM_PAR(bcircle_scale), y = s->ty * FM_PAR(bcircle_scale);
  const fm_real bw = fabs(FM_PAR(bcircle_borderwidth));
  if (sqrt(x * x + y * y) <= 1) {
    s->px += w * x;
    s->py += w * y;
  } else if (bw != 0) {
    const fm_real a = atan2(y, x);
    const fm_real k = w * ((FM_R(0.2) * bw * fm_rng_01(rng)) + 1);
    s->px += k * cos(a);
    s->py += k * sin(a);
  }
}

/* ---- bTransform, asteria, gnarly, ho ------------------------------------------------------- */

/* 293: bTransform: bipolar coordinates (τ, σ) about ±1, τ divided by `power` (at least 1) and
 * moved, σ rotated and divided with a random one of its branches, τ split by `split` on the
 * two sides of the y axis, back to the plane. */
FM_VAR(bTransform) {
  const fm_real power = fm_par_clamp(FM_PAR(bTransform_power), 1, FM_R(2147483647.0)); /* never 0 so */
  const fm_real xp1 = s->tx + 1, yy = s->ty * s->ty;
  fm_real tau = FM_R(0.5) * (log(xp1 * xp1 + yy) - log((s->tx - 1) * (s->tx - 1) + yy)) / power + FM_PAR(bTransform_move);
  fm_real sigma = FM_R(FM_PI) - atan2(s->ty, xp1) - atan2(s->ty, 1 - s->tx) + FM_PAR(bTransform_rotate);
  sigma = sigma / power + FM_2PI_F4 / power * floor(fm_rng_01(rng) * power);
  if (s->tx >= 0)
    tau += FM_PAR(bTransform_split);
  else
    tau -= FM_PAR(bTransform_split);
  const fm_real den = fm_zeps(cosh(tau) - cos(sigma));
  s->px += w * sinh(tau) / den;
  s->py += w * sin(sigma) / den;
}

/* 294: asteria: the scaled point kept inside the unit disc or outside the circles of radius 1
 * about (±1, ±1) (where both hold, 65% of them, by a draw), the rest squeezed towards a star,
 * in a frame turned by alpha·π. Fractorium's flam3-compatible sign of the turn. */
FM_VAR(asteria) {
  const fm_real alpha = fm_par_cyclic(FM_PAR(asteria_alpha), 0, 1);
  const fm_real sn = sin(FM_R(FM_PI) * alpha), cs = cos(FM_R(FM_PI) * alpha);
  const fm_real x0 = w * s->tx, y0 = w * s->ty;
  const fm_real r = x0 * x0 + y0 * y0;
  const fm_real ex = fabs(x0) - 1, ey = fabs(y0) - 1;
  const fm_real r2 = sqrt(ey * ey + ex * ex);
  int keep = r < 1;
  if (keep && r2 < 1)
    keep = fm_rng_01(rng) > FM_R(0.35);
  else
    keep = !keep;
  if (keep) {
    s->px += x0;
    s->py += y0;
  } else {
    const fm_real xx = x0 * cs - y0 * sn, yy = x0 * sn + y0 * cs;
    const fm_real d = -fabs(yy) + 1;
    const fm_real nx = xx / sqrt(1 - yy * yy) * (1 - sqrt(1 - d * d));
    s->px += nx * cs + yy * sn;
    s->py += -nx * sn + yy * cs;
  }
}

/* 295: gnarly: the plane in square cells of `cellsize`; within the disc inscribed in each the
 * point is turned about the centre by twist·log(r²/R²) (a swirl, still at the rim). */
FM_VAR(gnarly) {
  const fm_real size = FM_PAR(gnarly_cellsize);
  fm_real vx = s->tx, vy = s->ty;
  FM_UNUSED_RNG;
  if (size != 0) {
    const fm_real half = FM_R(0.5) * size, rr = fm_zeps(half * half);
    const fm_real cx = (floor(vx / size) + FM_R(0.5)) * size, cy = (floor(vy / size) + FM_R(0.5)) * size;
    const fm_real lx = vx - cx, ly = vy - cy;
    if ((lx * lx + ly * ly) <= rr) {
      const fm_real theta = FM_PAR(gnarly_twist) * log((lx * lx + ly * ly) / rr);
      const fm_real sn = sin(theta), c = cos(theta);
      vx = cx + c * lx + sn * ly;
      vy = cy - sn * lx + c * ly;
    }
  }
  s->px += w * vx;
  s->py += w * vy;
}

/* 296: ho: a 3D surface of the point's sines and cosines, each coordinate |t|^pow + t·pow
 * (t = cos x cos y, sin x cos y, sin y), x and y lifted by a quarter of the angles of (y², z²)
 * and (x², z²). */
FM_VAR(ho) {
  const fm_real xpow = FM_PAR(ho_xpow), ypow = FM_PAR(ho_ypow), zpow = FM_PAR(ho_zpow);
  const fm_real uu = s->tx * s->tx, vv = s->ty * s->ty, ww = s->tz * s->tz;
  const fm_real cucv = cos(s->tx) * cos(s->ty), sucv = sin(s->tx) * cos(s->ty), sv = sin(s->ty);
  FM_UNUSED_RNG;
  /* JWildfire's (FM_JWF_RULES: HOFunc) powers keep the base's sign: Java's Math.pow,
   * fm_java_pow (the device's fast powf would give NaN for any negative base) */
  const int jwf = FM_JWF_RULES(xf);
  const fm_real px = jwf ? fm_java_pow(cucv, xpow) : fm_pow_int(fabs(cucv), xpow);
  const fm_real py = jwf ? fm_java_pow(sucv, ypow) : fm_pow_int(fabs(sucv), ypow);
  const fm_real pz = jwf ? fm_java_pow(sv, zpow) : fm_pow_int(fabs(sv), zpow);
  s->px += w * (px + (cucv * xpow) + (FM_R(0.25) * atan2(vv, ww)));
  s->py += w * (py + (sucv * ypow) + (FM_R(0.25) * atan2(uu, ww)));
  s->pz += w * (pz + sv * zpow);
}

#endif
