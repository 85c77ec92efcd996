/*
 * var_fractorium5.h — Apophysis plugins as Fractorium has them (Variations0N.h), each as
 * Fractorium computes it in its default, flam3-compatible mode, checked against Fractorium's
 * own code on points and parameters of realistic ranges, random ones draw for draw
 * (tests/data/variation_refs, made by tests/tools/ember_refs.sh; tests/unit/test_variation_refs.c):
 *   474: polynomial   475: murl2      476: ortho      477: MobiusN    478: fourth
 *   479: gdoffs       480: deltaa     481: sinusgrid  482: rational3  483: ripple
 *   484: vibration    485: coswrap    486: spiralwing 487: squirrel
 *
 * Random draws map to Fractorium's generator calls: fm_rng_01 is Frand01. Parameters are
 * normalised as Fractorium's reading normalises them (var_fractorium2.h's fm_par_*, var_3d.h's
 * fm_round_nonzero), and what Fractorium precalculates per xform is computed here from them,
 * per point: these are cheap. polynomial and gdoffs, whose z Fractorium makes w·z, are listed
 * in FM_VARS_CARRY_Z (variation_table.h); none of them adds to z itself.
 *
 * Fractorium's own angle convention is kept where it reads it: its sin and cos of the point's
 * angle are y/r and x/r (not flam3's x/r and y/r of fm_vs_sina/fm_vs_cosa).
 *
 * (variations.h includes it after the per-point state, the helpers, FM_VAR and the other
 * families; nowhere else includes it). Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_FRACTORIUM5_H
#define FLAMEBUILD_VAR_FRACTORIUM5_H

/* The families whose helpers this one calls (a kernel of its own includes only the families
 * its variations need: kernels/codegen_families.c). */
#include "var_fractorium2.h"
#include "var_3d.h"

#define FM_2PI_F5 (FM_R(2.0) * FM_R(FM_PI))

/* Fractorium's Lerp: a + (b − a)·t, in that order. */
FM_FN fm_real fm_lerp5(fm_real a, fm_real b, fm_real t) { return a + (b - a) * t; }

/* -1, 0 or 1 (0 stays 0: polynomial's power term vanishes there). */
FM_FN fm_real fm_sign5(fm_real v) { return v < 0 ? FM_R(-1.0) : v > 0 ? FM_R(1.0) : FM_R(0.0); }

/* 474: polynomial: each coordinate's own power of |w·coordinate| with its sign, plus a linear
 * term and a shift. The weight scales only inside the power (Fractorium's formula, which the
 * original plugin had without the absolute values: a negative base there gave NaN). */
FM_VAR(polynomial) {
  const fm_real xp = pow(fabs(w) * fabs(s->tx), FM_PAR(polynomial_powx));
  const fm_real yp = pow(fabs(w) * fabs(s->ty), FM_PAR(polynomial_powy));
  FM_UNUSED_RNG;
  s->px += xp * fm_sign5(s->tx) + FM_PAR(polynomial_lcx) * s->tx + FM_PAR(polynomial_scx);
  s->py += yp * fm_sign5(s->ty) + FM_PAR(polynomial_lcy) * s->ty + FM_PAR(polynomial_scy);
}

/* 475: murl2: the point times (1 + c·z^power)^(−2/power), z the point as a complex number, scaled
 * so that the unit point stays put ((c+1)^(2/power)); c held in [−1, 1], where −1 collapses
 * everything to 0 (Fractorium's choice: the scale's power of 0 would be 0 or infinite). */
FM_VAR(murl2) {
  const fm_real c = fm_par_clamp(FM_PAR(murl2_c), -1, 1), power = FM_PAR(murl2_power);
  const fm_real invp = FM_R(1.0) / power, invp2 = FM_R(2.0) / power;
  const fm_real vp = c == -1 ? FM_R(0.0) : w * pow(c + 1, FM_R(2.0) / power);
  fm_real angle = fm_vs_atan_yx(s) * power;
  fm_real r = c * pow(s->r2, power / 2);
  fm_real re = r * cos(angle) + 1, im = r * sin(angle);
  FM_UNUSED_RNG;
  r = pow(re * re + im * im, invp);
  angle = atan2(im, re) * invp2;
  re = r * cos(angle);
  im = r * sin(angle);
  const fm_real r1 = vp / (r * r);
  s->px += r1 * (s->tx * re + s->ty * im);
  s->py += r1 * (s->ty * re - s->tx * im);
}

/* ortho's step on a point inside the unit circle with x ≥ 0: the circle through it orthogonal
 * to the unit circle (centre (xo, 0), radius ro), and the point turned along that circle by
 * `turn` times the circle's half angle, wrapped into the arc. Writes the new point. Its x,
 * xo − ro·cos a, is a small difference of two large numbers near the y axis (xo grows as 1/x), all
 * rounding in float: float points take it as 1/(xo + ro) + 2·ro·sin²(a/2), the same number, since
 * ro² = xo² − 1 for a circle orthogonal to the unit one (and ro from (xo − 1)(xo + 1), xo − 1 being
 * ((x − 1)² + y²)/2x); test_precision found ratio 578 there. Double keeps Fractorium's form
 * (test_variation_refs). */
FM_FN void fm_ortho_arc(fm_real x, fm_real y, fm_real r2, fm_real turn, int zeps, fm_real *ox, fm_real *oy) {
  const fm_real den = zeps ? fm_zeps(2 * x) : 2 * x;
  const fm_real xo = (r2 + 1) / den;
#ifdef FM_REAL_FLOAT
  const fm_real ro = sqrt(((x - 1) * (x - 1) + y * y) / den * (xo + 1));
#else
  const fm_real ro = sqrt((x - xo) * (x - xo) + y * y);
#endif
  const fm_real theta = atan2(FM_R(1.0), ro);
  const fm_real a = fmod(turn * theta + atan2(y, xo - x) + theta, 2 * theta) - theta;
#ifdef FM_REAL_FLOAT
  const fm_real half = sin(a * FM_R(0.5));
  *ox = FM_R(1.0) / (xo + ro) + 2 * ro * half * half;
#else
  *ox = xo - cos(a) * ro;
#endif
  *oy = sin(a) * ro;
}

/* 476: ortho: points inside the unit circle slide along the circle orthogonal to it through them
 * by `in`; points outside are inverted, slid by `out` and inverted back. The left half is the
 * mirror of the right. Fractorium's quirks kept: the inner right half guards 2x against 0 (Zeps),
 * the left does not; the outer uses its own angle's sin and cos (y/r, x/r) for the inversion. */
FM_VAR(ortho) {
  const fm_real in = fm_par_cyclic(FM_PAR(ortho_in), -FM_R(FM_PI), FM_R(FM_PI));
  const fm_real out = fm_par_cyclic(FM_PAR(ortho_out), -FM_R(FM_PI), FM_R(FM_PI));
  fm_real x, y, ox, oy;
  FM_UNUSED_RNG;
  if (s->r2 < 1) {
    if (s->tx >= 0) {
      fm_ortho_arc(s->tx, s->ty, s->r2, in, 1, &ox, &oy);
      s->px += w * ox;
    } else { /* mirrored: the same on (−x, y), the result's x mirrored back */
      fm_ortho_arc(-s->tx, s->ty, s->r2, in, 0, &ox, &oy);
      s->px += -(w * ox);
    }
    s->py += w * oy;
    return;
  }
  /* Outside: 1/r along the point's direction, the inside's slide there, inverted back through
   * the slid point's angle. */
  const fm_real ri = FM_R(1.0) / sqrt(s->r2), rz = fm_zeps(fm_vs_r(s));
  x = ri * (s->tx / rz);
  y = ri * (s->ty / rz);
  const int left = x < 0;
  fm_ortho_arc(left ? -x : x, y, x * x + y * y, out, !left, &ox, &oy);
  const fm_real t = atan2(oy, ox), back = FM_R(1.0) / sqrt(ox * ox + oy * oy);
  if (left)
    s->px += -(w * back * cos(t));
  else
    s->px += w * back * cos(t);
  s->py += w * back * sin(t);
}

/* 477: MobiusN: the point raised to the power (its angle times `power`, its radius to
 * 4·dist/power), through the Möbius map (a·z + b)/(c·z + d), and back by a random one of the
 * power's roots (the root's radius exponent power/(4·dist)). |power| < 1 is read as 1. */
FM_VAR(MobiusN) {
  fm_real power = FM_PAR(MobiusN_Power);
  if (fabs(power) < 1) power = 1;
  const fm_real dist = FM_PAR(MobiusN_Dist);
  const fm_real ra = FM_PAR(MobiusNRe_A), ia = FM_PAR(MobiusNIm_A), rb = FM_PAR(MobiusNRe_B), ib = FM_PAR(MobiusNIm_B);
  const fm_real rc = FM_PAR(MobiusNRe_C), ic = FM_PAR(MobiusNIm_C), rd = FM_PAR(MobiusNRe_D), id = FM_PAR(MobiusNIm_D);
  fm_real e = 4 * dist / power;
  fm_real r = pow(fm_vs_r(s), e);
  fm_real alpha = fm_vs_atan_yx(s) * power;
  fm_real x = r * cos(alpha), y = r * sin(alpha);
  const fm_real reu = ra * x - ia * y + rb, imu = ra * y + ia * x + ib;
  const fm_real rev = rc * x - ic * y + rd, imv = rc * y + ic * x + id;
  const fm_real radv = rev * rev + imv * imv;
  x = (reu * rev + imu * imv) / radv;
  y = (imu * rev - reu * imv) / radv;
  e = 1 / e;
  r = pow(sqrt(x * x + y * y), e);
  const fm_real n = floor(power * fm_rng_01(rng));
  alpha = (atan2(y, x) + n * FM_2PI_F5) / floor(power);
  s->px += w * r * cos(alpha);
  s->py += w * r * sin(alpha);
}

/* 478: fourth: a different classic in each quadrant: spherical where x > 0 and y > 0, loonie
 * where x > 0 and y < 0, lazysusan (centre (x, −y), spin, twist, space) where x < 0 and y > 0,
 * linear elsewhere (the axes included). */
FM_VAR(fourth) {
  const fm_real x = s->tx, y = s->ty;
  FM_UNUSED_RNG;
  if (x > 0 && y > 0) {
    const fm_real r = FM_R(1.0) / fm_vs_r(s), rz = fm_zeps(fm_vs_r(s));
    s->px += w * r * (x / rz);
    s->py += w * r * (y / rz);
  } else if (x > 0 && y < 0) {
    const fm_real w2 = w * w;
    if (s->r2 < w2) {
      const fm_real k = w * sqrt(w2 / s->r2 - 1);
      s->px += k * x;
      s->py += k * y;
    } else {
      s->px += w * x;
      s->py += w * y;
    }
  } else if (x < 0 && y > 0) {
    const fm_real cx = FM_PAR(fourth_x), cy = FM_PAR(fourth_y);
    const fm_real spin = fm_par_cyclic(FM_PAR(fourth_spin), 0, FM_2PI_F5);
    const fm_real dx = x - cx, dy = y + cy;
    fm_real r = sqrt(dx * dx + dy * dy);
    if (r < w) {
      const fm_real a = atan2(dy, dx) + spin + FM_PAR(fourth_twist) * (w - r);
      r *= w;
      s->px += r * cos(a) + cx;
      s->py += r * sin(a) - cy;
    } else {
      r = w * (1 + FM_PAR(fourth_space) / fm_zeps(r));
      s->px += r * dx + cx;
      s->py += r * dy - cy;
    }
  } else {
    s->px += w * x;
    s->py += w * y;
  }
}

/* gdoffs' helpers: the fractional part with the argument's sign; a raised cosine of period
 * 1/a mapped into [0, 1) that way; and the blend a + c·(b − a). */
FM_FN fm_real fm_gdoffs_clp(fm_real a) { return a < 0 ? -fmod(fabs(a), FM_R(1.0)) : fmod(fabs(a), FM_R(1.0)); }
FM_FN fm_real fm_gdoffs_osc(fm_real p, fm_real a) {
  const fm_real c = (-1 * cos(p * a * FM_2PI_F5) + 1) / 2;
#ifdef FM_REAL_FLOAT
  /* Within ~2e-4 of the half turn the raised cosine is 1 - ε, ε below float's resolution, whose
   * fractional part double keeps near 1 and float, rounding to 1, makes 0: kept below 1, as
   * double has it (but at the exact half turn, where double's is 0). */
  if (c >= 1) return FM_R(0.99999994);
#endif
  return fm_gdoffs_clp(c);
}
FM_FN fm_real fm_gdoffs_flip(fm_real a, fm_real b, fm_real c) { return c * (b - a) + a; }
/* The blend amounts of the deltas, fm_gdoffs_osc(delta, 1) in double on every side: a delta of
 * 5 (0.5 a turn) makes the raised cosine 1, whose fractional part 0 is one float ulp from 1. */
FM_FN double fm_gdoffs_osc_of(double p) {
  const double c = (1 - cos(p * (2.0 * FM_PI))) / 2;
  return c < 0 ? -fmod(-c, 1.0) : fmod(c, 1.0);
}

/* One coordinate of gdoffs: the coordinate blended by `osc` toward a wave of itself, then toward
 * a wave of its scaled fractional part. */
FM_FN fm_real fm_gdoffs_axis(fm_real v, fm_real b, fm_real osc) {
  return fm_gdoffs_flip(fm_gdoffs_flip(v, fm_gdoffs_osc(v, 4), osc), fm_gdoffs_osc(fm_gdoffs_clp(b * v), 4), osc);
}

/* 479: gdoffs: each coordinate (shifted by the centre) folded by waves of itself, by amounts set
 * by delta_x, delta_y; gamma over the larger area sets the second wave's scale. With square set,
 * y takes x's amount (Fractorium's formula: otherwise the two branches are the same). */
FM_VAR(gdoffs) {
  /* JWildfire's (FM_JWF_RULES: GDOffsFunc) deltas, gamma and square as they are (the latter two
   * integers by FTOI) */
  const int jwf = FM_JWF_RULES(xf);
  const fm_real dxp = (jwf ? FM_PAR(gdoffs_delta_x) : fm_par_clamp(FM_PAR(gdoffs_delta_x), 0, 16)) * FM_R(0.1);
  const fm_real dyp = (jwf ? FM_PAR(gdoffs_delta_y) : fm_par_clamp(FM_PAR(gdoffs_delta_y), 0, 16)) * FM_R(0.1);
  const fm_real ax = (fabs(FM_PAR(gdoffs_area_x)) < FM_R(0.1) ? FM_R(0.1) : fabs(FM_PAR(gdoffs_area_x))) * 2;
  const fm_real ay = (fabs(FM_PAR(gdoffs_area_y)) < FM_R(0.1) ? FM_R(0.1) : fabs(FM_PAR(gdoffs_area_y))) * 2;
  const fm_real gamma = jwf ? fm_jwf_int(FM_PAR(gdoffs_gamma)) : fm_par_int(FM_PAR(gdoffs_gamma), 1, 6);
  const fm_real b = gamma * 2 / (ax > ay ? ax : ay);
  const fm_real oscx = (fm_real)fm_gdoffs_osc_of((double)dxp), oscy = (fm_real)fm_gdoffs_osc_of((double)dyp);
  const int square = jwf ? fm_jwf_int(FM_PAR(gdoffs_square)) != 0 : fm_par_int(FM_PAR(gdoffs_square), 0, 1) != 0;
  FM_UNUSED_RNG;
  s->px += w * fm_gdoffs_axis(s->tx + FM_PAR(gdoffs_center_x), b, oscx);
  s->py += w * fm_gdoffs_axis(s->ty + FM_PAR(gdoffs_center_y), b, square ? oscx : oscy);
}

/* 480: deltaa: the ratio of the distances to (−1, 0) and (1, 0) as the radius, half the
 * difference of the angles seen from there as the angle (bipolar coordinates, one half). */
FM_VAR(deltaa) {
  const fm_real y2 = s->ty * s->ty;
  const fm_real avgr = w * (sqrt(y2 + (s->tx + 1) * (s->tx + 1)) / sqrt(y2 + (s->tx - 1) * (s->tx - 1)));
  const fm_real avga = (atan2(s->ty, s->tx - 1) - atan2(s->ty, s->tx + 1)) / 2;
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += avgr * cos(avga);
  s->py += avgr * sin(avga);
}

/* 481: sinusgrid: each coordinate blended by amp toward −cos(2π·freq·coordinate): a grid of
 * bumps (the frequency held off 0, Zeps). */
FM_VAR(sinusgrid) {
  const fm_real fx = fm_zeps(FM_PAR(sinusgrid_freqx) * FM_2PI_F5), fy = fm_zeps(FM_PAR(sinusgrid_freqy) * FM_2PI_F5);
  const fm_real sx = -1 * cos(s->tx * fx), sy = -1 * cos(s->ty * fy);
  FM_UNUSED_RNG;
  s->px += w * fm_lerp5(s->tx, sx, FM_PAR(sinusgrid_ampx));
  s->py += w * fm_lerp5(s->ty, sy, FM_PAR(sinusgrid_ampy));
}

/* 482: rational3: a ratio of two complex cubics, (t3·z³ + t2·z² + t1·z + tc)/(b3·z³ + b2·z² +
 * b1·z + bc), the denominator's |·|² held off 0 (Zeps). */
FM_VAR(rational3) {
  const fm_real x = s->tx, y = s->ty;
  const fm_real xsqr = x * x, ysqr = y * y, xcb = x * x * x, ycb = y * y * y;
  const fm_real re3 = xcb - 3 * x * ysqr, im3 = 3 * xsqr * y - ycb, re2 = xsqr - ysqr;
  const fm_real t3 = FM_PAR(rational3_t3), t2 = FM_PAR(rational3_t2), t1 = FM_PAR(rational3_t1);
  const fm_real b3 = FM_PAR(rational3_b3), b2 = FM_PAR(rational3_b2), b1 = FM_PAR(rational3_b1);
  const fm_real tr = t3 * re3 + t2 * re2 + t1 * x + FM_PAR(rational3_tc);
  const fm_real ti = t3 * im3 + t2 * 2 * x * y + t1 * y;
  const fm_real br = b3 * re3 + b2 * re2 + b1 * x + FM_PAR(rational3_bc);
  const fm_real bi = b3 * im3 + b2 * 2 * x * y + b1 * y;
  const fm_real den = 1 / fm_zeps(br * br + bi * bi);
  FM_UNUSED_RNG;
  s->px += w * (tr * br + ti * bi) * den;
  s->py += w * (ti * br - tr * bi) * den;
}

/* 483: ripple: the point pushed along its direction from the centre by a cosine wave of the
 * distance, two such offsets (phase and its complement π − phase, amplitude/100) blended by the
 * phase, in a frame scaled by `scale`. Fractorium's quirks kept: the "distance" is √(x²·y²) (a
 * product, so zero on both axes, held at epsilon), the centre's y enters with the other sign,
 * and the blend's factor is the phase in radians, not in [0, 1]. */
FM_VAR(ripple) {
  const fm_real cx = FM_PAR(ripple_centerx), cy = FM_PAR(ripple_centery);
  const fm_real f = FM_PAR(ripple_frequency) * 5, amp = FM_PAR(ripple_amplitude) * FM_R(0.01);
  const fm_real p = FM_PAR(ripple_phase) * FM_2PI_F5 - FM_R(FM_PI);
  const fm_real sc = fm_zeps(FM_PAR(ripple_scale)), is = 1 / sc;
  const fm_real vxp = FM_PAR(ripple_velocity) * p, pxa = p * amp, pixa = (FM_R(FM_PI) - p) * amp;
  const fm_real x = s->tx * sc - cx, y = s->ty * sc + cy;
  const fm_real d = fmax(FM_R(FM_REAL_EPSILON), sqrt((x * x) * (y * y)));
  const fm_real nx = x / d, ny = y / d;
  const fm_real wave = cos(f * d - vxp);
  const fm_real d1 = wave * pxa + d, d2 = wave * pixa + d;
  FM_UNUSED_RNG;
  s->px += w * fm_lerp5(cx + nx * d1, cx + nx * d2, p) * is;
  s->py += w * fm_lerp5(-cy + ny * d1, -cy + ny * d2, p) * is;
}

/* One of vibration's two waves: sin of the point's distance along direction `dir` (frequency
 * freq, the phase a share of one period), amplitude amp, applied along dir + angle. */
FM_FN void fm_vibration_wave(fm_real x, fm_real y, fm_real dir_raw, fm_real angle_raw, fm_real freq, fm_real amp,
                             fm_real phase_raw, fm_real *ox, fm_real *oy) {
  const fm_real dir = fm_par_cyclic(dir_raw, 0, FM_2PI_F5), angle = fm_par_cyclic(angle_raw, 0, FM_2PI_F5);
  const fm_real phase = fm_par_cyclic(phase_raw, 0, 1);
  const fm_real tot = angle + dir;
  const fm_real along = x * cos(dir) + y * sin(dir);
  const fm_real local = amp * sin(along * (freq * FM_2PI_F5) + FM_2PI_F5 * phase / fm_zeps(freq));
  *ox += local * cos(tot);
  *oy += local * sin(tot);
}

/* 484: vibration: the point displaced by two plane waves, each along its own direction. */
FM_VAR(vibration) {
  fm_real x = s->tx, y = s->ty;
  FM_UNUSED_RNG;
  fm_vibration_wave(s->tx, s->ty, FM_PAR(vibration_dir), FM_PAR(vibration_angle), FM_PAR(vibration_freq),
                    FM_PAR(vibration_amp), FM_PAR(vibration_phase), &x, &y);
  fm_vibration_wave(s->tx, s->ty, FM_PAR(vibration_dir2), FM_PAR(vibration_angle2), FM_PAR(vibration_freq2),
                    FM_PAR(vibration_amp2), FM_PAR(vibration_phase2), &x, &y);
  s->px += w * x;
  s->py += w * y;
}

/* 485: coswrap: the point mapped to [0, 1]-ish coordinates ((v + 1)/2), each blended toward a
 * raised cosine of itself, then toward one of its wrapped multiple (repeat), by amounts that are
 * raised cosines of amount_x, amount_y; then back by 2w − 1. Fractorium's quirk kept: the −1 is
 * not scaled by the weight. */
FM_VAR(coswrap) {
  const fm_real fr = fabs(fm_round_nonzero(FM_PAR(coswrap_repeat)));
  const fm_real pxp = FM_R(FM_PI) * fm_par_cyclic(FM_PAR(coswrap_phase_x), -1, 1);
  const fm_real pyp = FM_R(FM_PI) * fm_par_cyclic(FM_PAR(coswrap_phase_y), -1, 1);
  const fm_real vv2 = 2 * w;
  const fm_real x = FM_R(0.5) * s->tx + FM_R(0.5), y = FM_R(0.5) * s->ty + FM_R(0.5);
  const fm_real bx = fmod(fr * x, FM_R(1.0)), by = fmod(fr * y, FM_R(1.0));
  const fm_real nx = FM_R(0.5) - cos(FM_PAR(coswrap_amount_x) + pxp) * FM_R(0.5);
  const fm_real ny = FM_R(0.5) - cos(FM_PAR(coswrap_amount_y) + pyp) * FM_R(0.5);
  const fm_real wx = FM_R(0.5) - cos(x * 4 + pxp) * FM_R(0.5), wbx = FM_R(0.5) - cos(bx * 4 + pxp) * FM_R(0.5);
  const fm_real wy = FM_R(0.5) - cos(y * 4 + pyp) * FM_R(0.5), wby = FM_R(0.5) - cos(by * 4 + pyp) * FM_R(0.5);
  FM_UNUSED_RNG;
  s->px += -1 + vv2 * fm_lerp5(fm_lerp5(x, wx, nx), wbx, nx);
  s->py += -1 + vv2 * fm_lerp5(fm_lerp5(y, wy, ny), wby, ny);
}

/* 486: spiralwing: 1/r² times (cos x², sin x²) times sin y² (each square held off 0). */
FM_VAR(spiralwing) {
  const fm_real d = fm_zeps(s->r2), c1 = fm_zeps(s->tx * s->tx), c2 = fm_zeps(s->ty * s->ty);
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += w * ((1 / d) * cos(c1) * sin(c2));
  s->py += w * ((1 / d) * sin(c1) * sin(c2));
}

/* 487: squirrel: (tan x, tan y) turned per axis by u = √(a·x² + b·y²): x by cos u, y by sin u
 * (a and b held off 0, the root's argument at 0 or more: Fractorium's guards). */
FM_VAR(squirrel) {
  const fm_real q = fm_zeps(FM_PAR(squirrel_a)) * (s->tx * s->tx) + fm_zeps(FM_PAR(squirrel_b)) * (s->ty * s->ty);
  const fm_real u = sqrt(q < 0 ? FM_R(0.0) : q);
  FM_UNUSED_RNG;
  s->px += cos(u) * tan(s->tx) * w;
  s->py += sin(u) * tan(s->ty) * w;
}

#endif
