/*
 * var_apo_plugins.h — Apophysis 7X's plugins that neither Fractorium nor JWildfire has, each as
 * its plugin computes it, checked against the plugin's own C code (tests/tools/apo_refs.sh;
 * tests/unit/test_variation_refs.c).
 * 966: curl2, 967: julian2dc (sets the colour), 968: julian3 (3D), 969: juni (3D),
 * 970: post_mirror and 971: post_stun (post plugins, on the sum: FM_VARS_NATURAL_POST),
 * 972: xcurl2, 973: xhyperbol (sets the sum), 974: spherical2 (loaded apart from the others).
 *
 * The plugins' conventions: a whole-number variable is the typed value rounded (a "non-zero"
 * one 1 for 0), a ranged one clamped, as the editor stores them; the xform's affine reaches a
 * plugin as a … f = c00 c01 c10 c11 c20 c21 (TXForm.Prepare), so that a·x + b·y + e mixes the
 * affine's own rows where flam3's map mixes its columns; random01() is one uniform draw and
 * rand() the top 15 bits of one (a C library's RAND_MAX 32767). Apophysis applies an xform's
 * plugins in the order it loaded them, by name, after its own variations: these are numbered
 * in that order, so that one that sets the sum (xhyperbol) still follows the others here.
 * Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_APO_PLUGINS_H
#define FLAMEBUILD_VAR_APO_PLUGINS_H

/* The families whose helpers this one calls: fm_par_int, fm_par_at_least. */
#include "var_fractorium2.h"

/* A plugin's "non-zero" whole number: the typed value rounded, 1 for 0. The plugin stores an
 * int; this bounds it at ±10^9, which float holds and an int's conversion takes (a power past
 * that draws the same picture). */
FM_FN fm_real fm_apo_nonzero_int(fm_real v) {
  const fm_real k = fm_par_int(v, FM_R(-1e9), FM_R(1e9));
  return k == 0 ? FM_R(1.0) : k;
}

/* rand() % n of the plugins' C library, n > 0: the top 15 bits of one draw. */
FM_FN int fm_apo_rand_below(fm_rng *rng, int n) { return (int)(fm_rng_u32(rng) >> 17) % n; }

/* ---- 966: curl2, 972: xcurl2 (Georg Kiehne's) ---------------------------------------------- */

/* 966: curl2: the point divided by the cubic 1 + c1·z + c2·z² + c3·z³ (z = x + iy), as curl is by
 * its quadratic; z carried. The plugin's imaginary part keeps c3·x²·y where the cube has 3c3. */
FM_VAR(curl2) {
  const fm_real c1 = FM_PAR(curl2_c1), c2 = FM_PAR(curl2_c2), c3 = FM_PAR(curl2_c3);
  const fm_real x = s->tx, y = s->ty, x2 = x * x, y2 = y * y;
  const fm_real re = c3 * x2 * x - 3 * c3 * x * y2 + c2 * x2 - c2 * y2 + c1 * x + 1;
  const fm_real im = c3 * x2 * y - c3 * y2 * y + 2 * c2 * x * y + c1 * y;
  const fm_real r = w / (re * re + im * im);
  FM_UNUSED_RNG;
  s->px += (x * re + y * im) * r;
  s->py += (y * re - x * im) * r;
  s->pz += w * s->tz;
}

/* 972: xcurl2: the plugin's older form of curl2 ("probably wrong", its author says): its cubic
 * term c3·(x³ − 3x, 3xy − 1), and y's numerator y·re + x·im. */
FM_VAR(xcurl2) {
  const fm_real c1 = FM_PAR(xcurl2_c1), c2 = FM_PAR(xcurl2_c2), c3 = FM_PAR(xcurl2_c3);
  const fm_real x = s->tx, y = s->ty;
  const fm_real re = 1 + c1 * x + c2 * (x * x - y * y) + c3 * (x * x * x - 3 * x);
  const fm_real im = c1 * y + c2 * (2 * x * y) + c3 * (3 * x * y - 1);
  const fm_real r = w / (re * re + im * im);
  FM_UNUSED_RNG;
  s->px += (x * re + y * im) * r;
  s->py += (y * re + x * im) * r;
  s->pz += w * s->tz;
}

/* ---- 973: xhyperbol (Georg Kiehne's) -------------------------------------------------------- */

/* The plugin's flip(amount, x, y), amount / (x² + y² + 1e-299): the factor that inverts (x, y)
 * in the circle of radius √amount. Its epsilon keeps the origin at the origin (0 times a
 * finite factor), which float cannot hold: there the factor is 0 here, the same product. */
FM_FN fm_real fm_apo_flip(fm_real amount, fm_real x, fm_real y) {
  /* within 1e-15 of the origin the inversion's factor is held at 1e30, which float holds (the
   * plugin's 1/d overflows float there, and flushed to 0 would send the point elsewhere): the
   * point lands as near the origin either way */
  const fm_real d = x * x + y * y;
  return d > FM_R(1e-30) ? amount / d : amount * FM_R(1e30);
}

/* 973: xhyperbol: the point inverted in the unit circle, through the affine map m00 … m21,
 * squared in radius (its angle kept), and inverted again at the weight. It sets the sum, as the
 * plugin writes FPx = …, so the xform's variations before it count for nothing. */
FM_VAR(xhyperbol) {
  const fm_real k = fm_apo_flip(1, s->tx, s->ty);
  const fm_real x = s->tx * k, y = s->ty * k;
  const fm_real re = FM_PAR(xhyperbol_m00) * x + FM_PAR(xhyperbol_m01) * y + FM_PAR(xhyperbol_m20);
  const fm_real im = FM_PAR(xhyperbol_m10) * x + FM_PAR(xhyperbol_m11) * y + FM_PAR(xhyperbol_m21);
  const fm_real alpha = atan2(im, re) + FM_R(2.0 * FM_PI), rsq = re * re + im * im;
  const fm_real xo = rsq * cos(alpha), yo = rsq * sin(alpha);
  const fm_real back = fm_apo_flip(w, xo, yo);
  FM_UNUSED_RNG;
  s->px = xo * back;
  s->py = yo * back;
}

/* ---- 974: spherical2 ------------------------------------------------------------------------ */

/* 974: spherical2: spherical, its point first multiplied by re + i·im — but for y, which the
 * plugin takes as im·x + re·y — over the radius² (at least 1e-20). */
FM_VAR(spherical2) {
  const fm_real re = FM_PAR(spherical2_re), im = FM_PAR(spherical2_im);
  const fm_real r2 = s->tx * s->tx + s->ty * s->ty, denom = r2 > FM_R(1e-20) ? r2 : FM_R(1e-20);
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += w * (re * s->tx + im * s->ty) / denom;
  s->py += w * (im * s->tx + re * s->ty) / denom;
}

/* ---- 967: julian2dc, 968: julian3, 969: juni ------------------------------------------------ */

/* The branch of a julian-like root: (atan2(y, x) + 2π·k) / power, k drawn in [0, |power|) as
 * random01()·|power| truncated. */
FM_FN fm_real fm_apo_julian_angle(fm_real x, fm_real y, fm_real power, fm_rng *rng) {
  const fm_real branch = floor(fm_rng_01(rng) * fabs(power));
  return (atan2(y, x) + FM_R(2.0 * FM_PI) * branch) / power;
}

/* 967: julian2dc: julian2 (the point through its own affine a … f, then the power-th root of
 * dist) with the branch from rand() % |power|, setting the colour to the fraction of a turn
 * of the result blended with its radius by col. */
FM_VAR(julian2dc) {
  const fm_real power = fm_apo_nonzero_int(FM_PAR(julian2dc_power));
  const fm_real x = FM_PAR(julian2dc_a) * s->tx + FM_PAR(julian2dc_b) * s->ty + FM_PAR(julian2dc_e);
  const fm_real y = FM_PAR(julian2dc_c) * s->tx + FM_PAR(julian2dc_d) * s->ty + FM_PAR(julian2dc_f);
  const int branch = fm_apo_rand_below(rng, (int)fabs(power));
  const fm_real angle = (atan2(y, x) + FM_R(2.0 * FM_PI) * (fm_real)branch) / power;
  const fm_real r = w * pow(x * x + y * y, FM_PAR(julian2dc_dist) / power / 2);
  const fm_real col = FM_PAR(julian2dc_col);
  s->px += r * cos(angle);
  s->py += r * sin(angle);
  s->color = fmod(fabs(r * col + angle / FM_R(2.0 * FM_PI) * (1 - col)), FM_R(1.0));
}

/* The 3D root of julian3 and juni: z/|power| joins the radius, r = w·(r² + zz²)^cn, and z gets
 * r·zz; x and y take the root of (x, y), which the caller has mapped, at the radius r·|t| of the
 * unmapped point (r2 its square). `linear`: the point taken as it is instead (juni's outside). */
FM_FN void fm_apo_julian3d(fm_var_state *s, fm_real w, fm_real power, fm_real cn, fm_real x, fm_real y, int linear,
                           fm_rng *rng) {
  const fm_real r2 = s->tx * s->tx + s->ty * s->ty, zz = s->tz / fabs(power);
  const fm_real r = w * pow(r2 + zz * zz, cn);
  s->pz += r * zz;
  if (linear) {
    s->px += w * s->tx;
    s->py += w * s->ty;
    return;
  }
  const fm_real angle = fm_apo_julian_angle(x, y, power, rng);
  const fm_real gamma = r * sqrt(r2);
  s->px += gamma * cos(angle);
  s->py += gamma * sin(angle);
}

/* 968: julian3: the point through the Möbius map z / ((real + i·imag)·z + 1), then the xform's
 * affine as the plugin reads it (a·x + b·y + e, c·x + d·y + f), then julian's root of
 * dist/power, in 3D. */
FM_VAR(julian3) {
  const fm_real power = fm_apo_nonzero_int(FM_PAR(julian3_power));
  const fm_real x = s->tx, y = s->ty;
  const fm_real vr = FM_PAR(julian3_real) * x - FM_PAR(julian3_imag) * y + 1;
  const fm_real vi = FM_PAR(julian3_real) * y + FM_PAR(julian3_imag) * x;
  const fm_real den = FM_R(1.0) / (vr * vr + vi * vi);
  const fm_real mx = (x * vr + y * vi) * den, my = (y * vr - x * vi) * den;
  fm_apo_julian3d(s, w, power, (FM_PAR(julian3_dist) / power - 1) / 2, xf->c[0][0] * mx + xf->c[0][1] * my + xf->c[2][0],
                  xf->c[1][0] * mx + xf->c[1][1] * my + xf->c[2][1], 0, rng);
}

/* 969: juni: julian3's root of stretch/power without the Möbius map, inside the circle of
 * radius w (outside it with invert); elsewhere, and at the origin, the point as it is. */
FM_VAR(juni) {
  const fm_real power = fm_apo_nonzero_int(FM_PAR(juni_power));
  const fm_real x = s->tx, y = s->ty, r2 = x * x + y * y;
  const int outside = fm_par_int(FM_PAR(juni_invert), 0, 1) != 0 ? r2 < w * w && r2 != 0 : r2 > w * w || r2 == 0;
  fm_apo_julian3d(s, w, power, (FM_PAR(juni_stretch) / power - 1) / 2, xf->c[0][0] * x + xf->c[0][1] * y + xf->c[2][0],
                  xf->c[1][0] * x + xf->c[1][1] * y + xf->c[2][1], outside, rng);
}

/* ---- 970: post_mirror, 971: post_stun (post plugins: on the sum) ---------------------------- */

/* 970: post_mirror: the sum cut at pos along the chosen axes (beyond it the coordinate goes to
 * 1e100, off every picture, where flamebuild's bad-value rule takes it: both coordinates when
 * both axes are chosen and either passes) and, by a coin each, mirrored about pos. */
FM_FN fm_real fm_apo_mirror(fm_real v, fm_real pos, fm_rng *rng) {
  return fm_apo_rand_below(rng, 2) ? 2 * pos - v : v; /* the plugin's rand() & 1 */
}

FM_VAR(post_mirror) {
  const int ax = fm_par_int(FM_PAR(post_mirror_xaxis), 0, 1) != 0, ay = fm_par_int(FM_PAR(post_mirror_yaxis), 0, 1) != 0;
  const fm_real pos = FM_PAR(post_mirror_pos);
  const double far = 1e100; /* float's infinity on the device: bad there too */
  FM_UNUSED_XF;
  (void)w;
  if (ax && !ay) {
    if (!(s->px <= pos)) s->px = (fm_real)far;
    s->px = fm_apo_mirror(s->px, pos, rng);
  } else if (!ax && ay) {
    if (!(s->py <= pos)) s->py = (fm_real)far;
    s->py = fm_apo_mirror(s->py, pos, rng);
  } else if (ax && ay) {
    if (s->px > pos || s->py > pos) s->px = s->py = (fm_real)far;
    s->px = fm_apo_mirror(s->px, pos, rng);
    s->py = fm_apo_mirror(s->py, pos, rng);
  }
}

/* 971: post_stun: the sum, outside the radius² r_min, pushed out by up to power times its radius
 * (a draw), and inverted (by the pushed radius² where that passes r_max, else by its own);
 * then the angle atan2(x, y) and log radius², at 3w/π and 3w/2π, and z at 3w. */
FM_VAR(post_stun) {
  const fm_real power = fm_par_at_least(FM_PAR(post_stun_power), 0);
  const fm_real r_min = fm_par_at_least(FM_PAR(post_stun_r_min), 0), r_max = fm_par_at_least(FM_PAR(post_stun_r_max), 0);
  const fm_real low = r_min < r_max ? r_min : r_max, high = r_min > r_max ? r_min : r_max;
  fm_real x = s->px, y = s->py;
  const fm_real rsq = x * x + y * y;
  FM_UNUSED_XF;
  if (rsq > low) {
    const fm_real radius = sqrt(rsq);
    const fm_real pushed = radius + fabs(power * radius * fm_rng_01(rng));
    const fm_real m = FM_R(1.0) / (pushed * pushed > high ? pushed * pushed : rsq) - 1;
    x *= m;
    y *= m;
  }
  const fm_real w3 = 3 * w, w1 = w3 / FM_R(FM_PI);
  s->px = w1 * atan2(x, y);
  s->py = w1 * FM_R(0.5) * log(x * x + y * y);
  s->pz = w3 * s->pz;
}

#endif
