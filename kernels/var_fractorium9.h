/*
 * var_fractorium9.h — Apophysis plugins as Fractorium has them (Variations0N.h), each checked
 * against Fractorium's own code on points and parameters of realistic ranges (tests/data/
 * variation_refs, made by tests/tools/ember_refs.sh; tests/unit/test_variation_refs.c). Its
 * conventions are var_fractorium5.h's: parameters normalised as Fractorium's reading normalises
 * them (fm_par_*), what Fractorium precalculates per xform computed here per point from them,
 * Fractorium's angle convention, the 2D ones adding nothing to z (Fractorium's DefaultZ: 0 for
 * a normal variation), the 3D ones (FM_VARS_3D) adding their own z to pz. None draws random
 * numbers.
 *   540: curl_sp (3D, direct colour)  541: curvature  542: dust  543: expo  544: flipx
 *   545: funnel  546: gamma  547: helicoid (3D)  548: helix (3D)  549: hexcrop (reads the sum)
 *   550: hypercrop (3D)  551: interference2
 * (linearxz and linearyz, which Fractorium's source names, are commented out there: it has no
 * such variations to check them against.)
 *
 * (variations.h includes it after the per-point state, the helpers, FM_VAR and the other
 * families; nowhere else includes it). Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_FRACTORIUM9_H
#define FLAMEBUILD_VAR_FRACTORIUM9_H

/* The families whose helpers this one calls (a kernel of its own includes only the families
 * its variations need: kernels/codegen_families.c). */
#include "var_fractorium2.h"

#define FM_2PI_F9 (FM_R(2.0) * FM_R(FM_PI))

/* ---- curl_sp ----------------------------------------------------------------------------- */

/* Fractorium's signed power |v|^p·sign(v) (0 counted positive), skipped at p = 1 exactly so that
 * the identity keeps every bit. */
FM_FN fm_real fm_powq4c9(fm_real v, fm_real p) {
  return p == 1 ? v : pow(fabs(v), p) * (v < 0 ? FM_R(-1.0) : FM_R(1.0));
}

/* The plugin's "spread": the length of (v, t), carrying v's sign, 0 counted negative. */
FM_FN fm_real fm_spread9(fm_real v, fm_real t) { return sqrt(v * v + t * t) * (v > 0 ? FM_R(1.0) : FM_R(-1.0)); }

/* 540: curl_sp: curl (the point over 1 + c1·z + c2·z², z the point as a complex number) on the
 * point's signed powers, the denominator's parts stretched away from 0 by sx and sy, its modulus
 * taken to 1/pow; z divided by that modulus too. In Fractorium's flam3-compatible mode (its
 * default) it also moves the colour by dc/10 times that modulus, clamped to [0, 1]. */
FM_VAR(curl_sp) {
  const fm_real power = fm_zeps(fm_par_nonzero(FM_PAR(curl_sp_pow)));
  const fm_real c1 = FM_PAR(curl_sp_c1), c2 = FM_PAR(curl_sp_c2);
  const fm_real x = fm_powq4c9(s->tx, power), y = fm_powq4c9(s->ty, power), z = fm_powq4c9(s->tz, power);
  const fm_real d = x * x - y * y;
  const fm_real re = fm_spread9(c1 * x + c2 * d, FM_PAR(curl_sp_sx)) + 1;
  const fm_real im = fm_spread9(c1 * y + 2 * c2 * x * y, FM_PAR(curl_sp_sy));
  const fm_real c = fm_zeps(fm_powq4c9(re * re + im * im, 1 / power));
  const fm_real r = w / c;
  FM_UNUSED_RNG;
  s->px += (x * re + y * im) * r;
  s->py += (y * re - x * im) * r;
  s->pz += (z * w) / c;
  s->color = fm_par_clamp(s->color + FM_R(0.1) * FM_PAR(curl_sp_dc) * c, 0, 1);
}

/* ---- curvature, gamma, expo, flipx, funnel ---------------------------------------------- */

/* 541: curvature: the polar coordinates turned into Cartesian ones the other way round: x is
 * w over the radius, y the angle itself (the weight not applied to it). */
FM_VAR(curvature) {
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += w / fm_zeps(fm_vs_r(s));
  s->py += fm_vs_atan_yx(s);
}

/* 546: gamma: the log-gamma of the radius as x, the angle as y. */
FM_VAR(gamma) {
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += w * lgamma(fm_vs_r(s));
  s->py += w * fm_vs_atan_yx(s);
}

/* 543: expo: the complex power e^(z·log b) of base b = real + i·imaginary, i.e. b^z, with log b's
 * parts (ln|b|, arg b) as Fractorium precalculates them (|b|² held off 0). */
FM_VAR(expo) {
  const fm_real br = FM_PAR(expo_real), bi = FM_PAR(expo_imaginary);
  const fm_real k = FM_R(0.5) * log(fm_zeps(br * br + bi * bi)), t = atan2(bi, br);
  const fm_real e = exp(s->tx * k - s->ty * t), a = s->tx * t + s->ty * k;
  FM_UNUSED_RNG;
  s->px += w * e * cos(a);
  s->py += w * e * sin(a);
}

/* 544: flipx: linear, the upper half plane mirrored left to right. */
FM_VAR(flipx) {
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  if (s->ty > 0)
    s->px += -(w * s->tx);
  else
    s->px += w * s->tx;
  s->py += w * s->ty;
}

/* 545: funnel: tanh of each coordinate, scaled by 1/cos y (held off 0) plus effect·π; effect is
 * an integer parameter (rounded half up, as Fractorium reads it). */
FM_VAR(funnel) {
  const fm_real effect = floor(FM_PAR(funnel_effect) + FM_R(0.5));
  const fm_real k = 1 / fm_zeps(cos(s->ty)) + effect * FM_R(FM_PI);
  FM_UNUSED_RNG;
  s->px += w * (tanh(s->tx) * k);
  s->py += w * (tanh(s->ty) * k);
}

/* ---- dust --------------------------------------------------------------------------------- */

/* The shader hash fract(sin(a·12.9898 + b·78.233 + seed)·43758.5453): a pseudo-random number
 * in [0, 1) per cell. Computed in double on both sides (as waves4's): in float the product's
 * fractional part is rounding noise, so float points would scatter into other places than
 * double ones (and Fractorium's double code) for the same cell. */
FM_FN double fm_dust_hash(double a, double b, double seed) {
  const double v = sin(a * 12.9898 + b * 78.233 + seed) * 43758.5453;
  return v - floor(v);
}

/* 542: dust: the plane cut into unit cells by |x| and |y|, each cell's integer coordinates
 * (modulo density, over density) read as an angle's turn and a radius, both shifted by the
 * cell's hash times distortion: every cell collapses to one point, a dust of them. */
FM_VAR(dust) {
  const double dens = (double)fm_zeps(fm_par_nonzero(FM_PAR(dust_density)));
  const double cx = fmod(floor(fabs((double)s->tx)), dens) / dens;
  const double cy = fmod(floor(fabs((double)s->ty)), dens) / dens;
  const fm_real rx = (fm_real)fm_dust_hash(cx, cy, 1), ry = (fm_real)fm_dust_hash(cy, cx, 2);
  const fm_real dist = FM_PAR(dust_distortion);
  const fm_real a = ((fm_real)cx + rx * dist) * FM_2PI_F9;
  const fm_real r = exp(log((fm_real)cy + ry * dist) * FM_PAR(dust_power));
  FM_UNUSED_RNG;
  s->px += w * cos(a) * r;
  s->py += w * sin(a) * r;
}

/* ---- helicoid, helix ------------------------------------------------------------------------ */

/* 547: helicoid: the point turned about the z axis by z·frequency turns (a helicoid's twist),
 * z kept (times the weight). */
FM_VAR(helicoid) {
  const fm_real a = s->tz * (FM_PAR(helicoid_frequency) * FM_2PI_F9) + fm_vs_atan_yx(s);
  const fm_real wr = w * fm_vs_r(s);
  FM_UNUSED_RNG;
  s->px += wr * cos(a);
  s->py += wr * sin(a);
  s->pz += w * s->tz;
}

/* 548: helix: the point moved along a circle of radius width by z·frequency turns, z kept. */
FM_VAR(helix) {
  const fm_real a = s->tz * (FM_PAR(helix_frequency) * FM_2PI_F9), width = FM_PAR(helix_width);
  FM_UNUSED_RNG;
  s->px += w * (s->tx + cos(a) * width);
  s->py += w * (s->ty + sin(a) * width);
  s->pz += w * s->tz;
}

/* ---- hexcrop, hypercrop ---------------------------------------------------------------------- */

/* 549: hexcrop: inside a hexagon (corners (±1/2, ±3√2/4) and (±√2, 0), scaled by scale_x,
 * scale_y; the point shifted by the centre first) the shifted point times w is added to the sum;
 * outside, the sum so far is replaced by (dropoff, dropoff), 1e10 by default: the point is
 * thrown away. Fractorium's plugin reads and clears the xform's sum, which a pre or post form
 * starts from 0 (variations.h: fm_pre_begin). z is w·z (FM_VARS_CARRY_Z). The inside test is the
 * even-odd crossing rule over the six edges, as Fractorium's. */
FM_VAR(hexcrop) {
  const fm_real sx = FM_PAR(hexcrop_scale_x), sy = FM_PAR(hexcrop_scale_y);
  const fm_real hx[6] = {FM_R(-0.5) * sx, FM_R(0.5) * sx, FM_R(1.4142135623730950488) * sx,
                         FM_R(0.5) * sx, FM_R(-0.5) * sx, FM_R(-1.4142135623730950488) * sx};
  const fm_real hy[6] = {FM_R(1.0606601717798212866) * sy, FM_R(1.0606601717798212866) * sy, FM_R(0.0) * sy,
                         FM_R(-1.0606601717798212866) * sy, FM_R(-1.0606601717798212866) * sy, FM_R(0.0) * sy};
  const fm_real x = s->tx + FM_PAR(hexcrop_center_x), y = s->ty + FM_PAR(hexcrop_center_y);
  int inside = 0, j = 5;
  FM_UNUSED_RNG;
  for (int n = 0; n < 6; j = n++) {
    if ((hy[n] <= y && y < hy[j]) || (hy[j] <= y && y < hy[n]))
      if (x < (hx[j] - hx[n]) * (y - hy[n]) / fm_zeps(hy[j] - hy[n]) + hx[n]) inside ^= 1;
  }
  if (inside) {
    s->px += x * w;
    s->py += y * w;
  } else {
    s->px = FM_PAR(hexcrop_dropoff);
    s->py = FM_PAR(hexcrop_dropoff);
  }
}

/* 550: hypercrop: n circles about the origin (at distance 1/cos(π/n) in the middle of each
 * sector of angle 2π/n, radius rad·tan(π/n)) cut out of the plane: a point inside one goes to the
 * circle's edge along its ray from the centre (zero < 0.5), to the centre (zero > 1.5) or to 0
 * (between); z becomes 0 there, elsewhere the point and its z pass through, all times w. n held
 * off 0 (Zeps), as Fractorium's Precalc. */
FM_VAR(hypercrop) {
  const fm_real n = fm_zeps(FM_PAR(hypercrop_n)), zero = FM_PAR(hypercrop_zero);
  const fm_real coeff = fm_zeps(n * FM_R(0.5) / FM_R(FM_PI)), a0 = FM_R(FM_PI) / n;
  const fm_real len = 1 / fm_zeps(cos(a0)), d = FM_PAR(hypercrop_rad) * sin(a0) * len;
  const fm_real angle = floor(fm_vs_atan_yx(s) * coeff) / coeff + a0;
  const fm_real x0 = cos(angle) * len, y0 = sin(angle) * len;
  const fm_real dx = s->tx - x0, dy = s->ty - y0;
  fm_real fx = s->tx, fy = s->ty, fz = s->tz;
  FM_UNUSED_RNG;
  if (sqrt(dx * dx + dy * dy) < d) {
    fz = 0;
    if (zero > FM_R(1.5)) {
      fx = x0;
      fy = y0;
    } else if (zero > FM_R(0.5)) {
      fx = fy = 0;
    } else {
      const fm_real ra = atan2(dy, dx);
      fx = x0 + cos(ra) * d;
      fy = y0 + sin(ra) * d;
    }
  }
  s->px += fx * w;
  s->py += fy * w;
  s->pz += fz * w;
}

/* ---- interference2 ------------------------------------------------------------------------ */

/* One of interference2's waves of v: type 0 (or any other) a·|sin(b·v + c)|^p, type 1 a triangle
 * wave 2a·(|asin(cos(b·v + c − π/2))|/π)^p, type 2 a square wave a·(1 or, where the sine is
 * negative, epsilon)^p (the plugin's −1 there gave NaN under a fractional power). The triangle's
 * |asin(cos(θ − π/2))| = |asin(sin θ)| is θ's distance to the nearest multiple of π, taken so:
 * asin near ±1 magnified float's rounding of the cosine (at a peak, √ε). */
FM_FN fm_real fm_interference2_wave(int type, fm_real a, fm_real b, fm_real c, fm_real p, fm_real v) {
  if (type == 1) {
    const fm_real theta = b * v + c;
    return a * 2 * pow(fabs(theta - FM_R(FM_PI) * rint(theta * FM_R(FM_M_1_PI))) * FM_R(FM_M_1_PI), p);
  }
  if (type == 2) return a * pow(sin(b * v + c) < 0 ? FM_R(FM_REAL_EPSILON) : FM_R(1.0), p);
  return a * pow(fabs(sin(b * v + c)), p);
}

/* 551: interference2: the sum of two periodic waves of each coordinate, each of its own type
 * (t1, t2: integers 0..2 as Fractorium reads them), amplitude, frequency, phase and power. */
FM_VAR(interference2) {
  const int t1 = (int)fm_par_int(FM_PAR(interference2_t1), 0, 2), t2 = (int)fm_par_int(FM_PAR(interference2_t2), 0, 2);
  const fm_real a1 = FM_PAR(interference2_a1), b1 = FM_PAR(interference2_b1), c1 = FM_PAR(interference2_c1);
  const fm_real p1 = FM_PAR(interference2_p1), a2 = FM_PAR(interference2_a2), b2 = FM_PAR(interference2_b2);
  const fm_real c2 = FM_PAR(interference2_c2), p2 = FM_PAR(interference2_p2);
  FM_UNUSED_RNG;
  s->px += w * (fm_interference2_wave(t1, a1, b1, c1, p1, s->tx) + fm_interference2_wave(t2, a2, b2, c2, p2, s->tx));
  s->py += w * (fm_interference2_wave(t1, a1, b1, c1, p1, s->ty) + fm_interference2_wave(t2, a2, b2, c2, p2, s->ty));
}

#endif
