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

/* 241: blade3D: blade, with z the input's times sin − cos of the same random angle. */
FM_VAR(blade3D) {
  const fm_real a = fm_rng_01(rng) * w * s->r;
  const fm_real sn = sin(a), cs = cos(a);
  FM_UNUSED_XF;
  s->px += w * s->tx * (cs + sn);
  s->py += w * s->tx * (cs - sn);
  s->pz += w * s->tz * (sn - cs);
}

/* 242: depth: the point plus itself scaled by |z|^power (Fractorium adds the affine's point,
 * which a normal variation reads as its input). */
FM_VAR(depth) {
  const fm_real power = FM_PAR(depth_power);
  fm_real k = fabs(s->tz);
  FM_UNUSED_RNG;
  if (k != 0 && power != 1) k = exp(log(k) * power);
  s->px += w * (s->tx + s->tx * k);
  s->py += w * (s->ty + s->ty * k);
  s->pz += w * (s->tz + s->tz * k);
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
  const fm_real a = s->r * pi;
  const fm_real v = w * fm_vs_atan_xy(s) / fm_zeps(pi);
  FM_UNUSED_RNG;
  s->px += v * sin(a);
  s->py += v * cos(a);
  s->pz += v * (s->r * cos(s->tz));
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
  const fm_real rad = s->r, c1 = rad / l, c2 = c1 * c1, c3 = (rad - l * FM_R(0.5)) / l, c4 = c2 * c2;
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

FM_VAR(cothq) {
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
  const fm_real base = fm_par_at_least(FM_PAR(loq_base), FM_R(FM_REAL_EPSILON));
  const fm_real v = fm_q_norm_v(s), c = w * atan2(v, s->tx) / fm_zeps(v);
  FM_UNUSED_RNG;
  s->px += log(s->tx * s->tx + v * v) * (FM_R(0.5) / log(base));
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
 * Fractorium's build evaluates the arguments of the vector it draws them into). */
FM_VAR(falloff3) {
  const fm_real rc = FM_R(-0.5) + fm_rng_01(rng);
  const fm_real rz = FM_R(-0.5) + fm_rng_01(rng);
  const fm_real ry = FM_R(-0.5) + fm_rng_01(rng);
  const fm_real rx = FM_R(-0.5) + fm_rng_01(rng);
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
    const fm_real phi = fm_vs_atan_yx(s) + mul_y * ry * dist;
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
 * the sine of the point's radius. */
FM_VAR(pie3D) {
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
 * with a random one of 32767 turns of 2π/power, z scaled by |divisor/power|. The turn count is
 * taken modulo |power| first, which changes the angle by whole turns only (in double, by about
 * 1e-11 from Fractorium's): Fractorium's angle of up to 32766·2π/power loses 3 digits in float. */
FM_VAR(julia3Dq) {
  const fm_real power = fm_round_nonzero(FM_PAR(julia3Dq_power)), inv = fm_round_nonzero(FM_PAR(julia3Dq_divisor)) / power;
  const fm_real a = fm_vs_atan_yx(s) * inv + fmod(fm_rng_crand(rng), fabs(power)) * (FM_2PI_F4 / power);
  const fm_real z = s->tz * fabs(inv);
  const fm_real r = w * pow(s->r2 + z * z, FM_R(0.5) * inv - FM_R(0.5));
  const fm_real rs = r * s->r;
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

#endif
