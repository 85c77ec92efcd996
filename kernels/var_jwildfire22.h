/*
 * var_jwildfire22.h — more of JWildfire's pre and post functions (its priorities -1, 1 and 2),
 * each as JWildfire computes it (its variation/NAMEFunc.java), checked against JWildfire's own
 * code (tests/tools/jwf_refs.sh; tests/unit/test_variation_refs.c). Their kinds follow the
 * families before: a post function (priority 1) is named as JWildfire names it and works on
 * the xform's sum itself (FM_VARS_NATURAL_POST, as post_smartcrop); a pre function (priority
 * -1) is named without JWildfire's pre_, which a file's pre_NAME and pre_NAME_param then read
 * as its pre form that sets the affine's point (as stabilize, JWildfire's pre_stabilize), its
 * formula writing the point it sets, z included (FM_VARS_3D); an order-2 pair as
 * var_jwildfire21.h's (FM_VARS_PREPOST_PAIRS).
 * 439: post_ztranslate_wf (post), 440: rect_wf (JWildfire's pre_rect_wf), 441: wave3D_wf
 * (JWildfire's pre_wave3D_wf), 442: prepost_blob (post half), 443: prepost_blob_inv (pre half),
 * 444: post_crosscrop (post; hides points, FM_VARS_HIDE), 445: recip (JWildfire's pre_recip),
 * 416: post_zscale_wf (post).
 * Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWILDFIRE22_H
#define FLAMEBUILD_VAR_JWILDFIRE22_H

/* The families whose helpers this one calls (a kernel of its own includes only the families
 * its variations need: kernels/codegen_families.c): var_jwildfire.h's and var_jwildfire3.h's
 * operations of dark-beam's Complex class, for recip. */
#include "var_jwildfire.h"
#include "var_jwildfire3.h"

/* 439: post_ztranslate_wf, a post function: the sum moved by w along z. */
FM_VAR(post_ztranslate_wf) {
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->pz += w;
}

/* 416: post_zscale_wf: the sum's z scaled by w and moved by ztranslate. JWildfire's Func has
 * priority 0 despite its name, a normal variation on the sum so far: here a post function on the
 * whole sum, the same where nothing follows it in the file's list (the parser says where
 * something does, as for a post function forced among the normal ones). */
FM_VAR(post_zscale_wf) {
  FM_UNUSED_RNG;
  s->pz = w * s->pz + FM_PAR(post_zscale_wf_ztranslate);
}

/* 440: rect_wf, JWildfire's pre_rect_wf (its pre form, which sets the affine's point): a point
 * drawn uniformly in the rectangle [x0, x1] × [y0, y1], times w — the point's own x and y
 * forgotten, its z kept. Draws two numbers, x's first. (At weight 0 JWildfire would put it at
 * the origin; a file's weight 0 here is no variation at all, as for the others.) */
FM_VAR(rect_wf) {
  const fm_real x0 = FM_PAR(rect_wf_x0), y0 = FM_PAR(rect_wf_y0);
  const fm_real dx = FM_PAR(rect_wf_x1) - x0, dy = FM_PAR(rect_wf_y1) - y0;
  s->px = w * (x0 + dx * fm_rng_01(rng));
  s->py = w * (y0 + dy * fm_rng_01(rng));
  s->pz = s->tz;
}

/* 441: wave3D_wf, JWildfire's pre_wave3D_wf (its pre form, which sets the affine's point): a
 * damped sine wave over the distance r from the centre, measured in the plane of axis (FTOI,
 * clamped to 0..3: 0 xy, 1 yz, 2 zx, 3 all three), displacing the point across that plane
 * (xy: z; yz: x; zx: y) or, for 3, along the direction from the centre: by
 * w·e^(−damping·r/wavelen)·sin(2π·r/wavelen + phase). A damping within JWildfire's
 * SMALL_EPSILON (1e-300) of 0 is none; the direction's length has JWildfire's 1e-16 added, so
 * the centre itself stays put. */
FM_VAR(wave3D_wf) {
  FM_UNUSED_RNG;
  const fm_real ax = fm_jwf_int(FM_PAR(wave3D_wf_axis));
  const int axis = ax < 0 ? 0 : ax > 3 ? 3 : (int)ax;
  const fm_real dx = s->tx - FM_PAR(wave3D_wf_centre_x), dy = s->ty - FM_PAR(wave3D_wf_centre_y);
  const fm_real dz = s->tz - FM_PAR(wave3D_wf_centre_z);
  const fm_real r = axis == 3 ? sqrt(dx * dx + dy * dy + dz * dz)
                    : axis == 1 ? sqrt(dy * dy + dz * dz)
                    : axis == 2 ? sqrt(dz * dz + dx * dx)
                                : sqrt(dx * dx + dy * dy);
  const fm_real dl = r / FM_PAR(wave3D_wf_wavelen), damping = FM_PAR(wave3D_wf_damping);
  fm_real amplitude = w;
  if (fabs(damping) > FM_R(1e-300)) amplitude *= exp(-dl * damping);
  const fm_real amp = amplitude * sin(FM_R(2.0 * FM_PI) * dl + FM_PAR(wave3D_wf_phase));
  s->px = s->tx;
  s->py = s->ty;
  s->pz = s->tz;
  if (axis == 3) {
    const fm_real len = sqrt(dx * dx + dy * dy + dz * dz) + FM_R(1e-16);
    s->px += dx / len * amp;
    s->py += dy / len * amp;
    s->pz += dz / len * amp;
  } else if (axis == 1) {
    s->px += amp;
  } else if (axis == 2) {
    s->py += amp;
  } else {
    s->pz += amp;
  }
}

/* ---- 442-443: prepost_blob (JWildfire's PrePostBlob) ------------------------------------------ */

/* The blob's factor at the angle a (measured from +y, atan2(x, y)): between low and high,
 * both drawn towards 1 by the weight (1 − w·(1 − low) …, JWildfire's init), by ½ + ½·sin(waves·a). */
FM_FN fm_real fm_jwf_prepost_blob_k(const fm_xform *xf, fm_real w, fm_real a) {
  const fm_real lo = 1 - w * (1 - FM_PAR(prepost_blob_low)), hi = 1 - w * (1 - FM_PAR(prepost_blob_high));
  return lo + (hi - lo) * (FM_R(0.5) + FM_R(0.5) * sin(FM_PAR(prepost_blob_waves) * a));
}

/* 442: prepost_blob, its post half (a JWildfire post function, on the sum itself): the sum's
 * radius times the blob's factor at its angle; z untouched. A JWildfire file's prepost_blob is
 * this and prepost_blob_inv of the same weight (genome/parse_editors.c). */
FM_VAR(prepost_blob) {
  FM_UNUSED_RNG;
  const fm_real a = atan2(s->px, s->py);
  const fm_real r = sqrt(s->px * s->px + s->py * s->py) * fm_jwf_prepost_blob_k(xf, w, a);
  s->px = sin(a) * r;
  s->py = cos(a) * r;
}

/* 443: prepost_blob_inv, its pre half on the affine's point (the pre form that sets it; z passed
 * through, FM_VARS_3D): the radius divided by the factor instead — a factor of 0 gives what
 * JWildfire's division does (an infinity, or NaN at the origin), a bad value. */
FM_VAR(prepost_blob_inv) {
  FM_UNUSED_RNG;
  const fm_real x = s->tx, y = s->ty;
  const fm_real a = atan2(x, y);
  const fm_real r = sqrt(x * x + y * y) / fm_jwf_prepost_blob_k(xf, w, a);
  s->px = sin(a) * r;
  s->py = cos(a) * r;
  s->pz = s->tz;
}

/* 444: post_crosscrop (Whittaker Courtney's), a post function on the sum: the sum turned by
 * rotation (degrees) is inside the cross when |x'| ≤ x or |y'| ≤ y (each side tested as
 * JWildfire does, so a negative half-width is an empty arm), and its z within ±z; there the
 * sum is shown and scaled by w (plus w times the affine's z where the flame preserves z), and
 * outside it is hidden at the origin. reverse 1 (JWildfire's (int) of it held to 0..1: 1 only
 * from 1 up) swaps the two. The turned sum only decides: the sum itself is scaled unturned. */
FM_VAR(post_crosscrop) {
  FM_UNUSED_RNG;
  const fm_real rot = FM_PAR(post_crosscrop_rotation) * FM_R(FM_PI) / 180;
  const fm_real c = cos(rot), sn = sin(rot);
  const fm_real rx = s->px * c - s->py * sn, ry = s->py * c + s->px * sn;
  const fm_real hx = FM_PAR(post_crosscrop_x), hy = FM_PAR(post_crosscrop_y), hz = FM_PAR(post_crosscrop_z);
  const int inside = ((rx <= hx && rx >= -hx) || (ry <= hy && ry >= -hy)) && s->pz <= hz && s->pz >= -hz;
  const int reverse = FM_PAR(post_crosscrop_reverse) >= 1;
  if (inside == reverse) {
    s->px = s->py = s->pz = 0;
    s->hide = 1;
    return;
  }
  s->hide = 0;
  s->px *= w;
  s->py *= w;
  s->pz *= w;
  if (xf->z_mode == FM_Z_PRESERVE) s->pz += w * s->tz;
}

/* 445: recip (Whittaker Courtney's), JWildfire's pre_recip (its pre form, which sets the affine's
 * point): post_trig's scheme on the affine's point z, every function's argument first mapped
 * by z ↦ (x·zx_mult + zx_add, y·zy_mult + zy_add). Through 1/z of the point (times w), then
 * (z' + 1)/(z − 1) (times w·2/π, the mapped z' over the unmapped z less 1), then √z' (times w,
 * ± by a coin), each with a weight of its own (0: left out; each replaces z by its weighted
 * value); then the sum of asinh, acosh (± by a coin), atanh, asinh(1/z'), acosh(1/z') (± by a
 * coin), atanh(1/z'), log and e^ of the mapped z, each by its weight and w·2/π, replaces the
 * point — unless those weights add up to 0: then z does. z passes through (JWildfire's
 * preserved z goes to the xform's sum, which a pre form cannot reach: left out). Dark-beam's
 * Complex class's operations, as post_trig's (var_jwildfire.h, var_jwildfire3.h). */
FM_VAR(recip) {
  const fm_real k = w * FM_R(FM_M_2_PI);
  const fm_real mx = FM_PAR(recip_zx_mult), my = FM_PAR(recip_zy_mult);
  const fm_real ax = FM_PAR(recip_zx_add), ay = FM_PAR(recip_zy_add);
  fm_real xr = s->tx, yr = s->ty, xx = 0, yy = 0, p, re, im;
  if ((p = FM_PAR(recip_reciprocalpow)) != 0) {
    re = xr * mx + ax, im = yr * my + ay;
    fm_jwf_recip(&re, &im);
    xr = p * (re * w);
    yr = p * (im * w);
  }
  if ((p = FM_PAR(recip_dividepow)) != 0) {
    re = xr * mx + ax + 1, im = yr * my + ay;
    fm_jwf_div(&re, &im, xr - 1, yr);
    xr = p * (re * k);
    yr = p * (im * k);
  }
  if ((p = FM_PAR(recip_sqrtpow)) != 0) {
    re = xr * mx + ax, im = yr * my + ay;
    fm_jwf_sqrt(&re, &im);
    re *= w;
    im *= w;
    if (fm_rng_01(rng) < FM_R(0.5)) {
      xr = p * re;
      yr = p * im;
    } else {
      xr = p * -re;
      yr = p * -im;
    }
  }
  /* the functions summed, of z mapped */
  const fm_real zr = xr * mx + ax, zi = yr * my + ay;
  if ((p = FM_PAR(recip_asinhpow)) != 0) {
    re = zr, im = zi;
    fm_jwf_asinh_acosh(&re, &im, FM_R(1.0));
    xx += p * (re * k);
    yy += p * (im * k);
  }
  if ((p = FM_PAR(recip_acoshpow)) != 0) {
    re = zr, im = zi;
    fm_jwf_asinh_acosh(&re, &im, FM_R(-1.0));
    re *= k;
    im *= k;
    if (fm_rng_01(rng) < FM_R(0.5)) {
      xx += p * re;
      yy += p * im;
    } else {
      xx += p * -re;
      yy += p * -im;
    }
  }
  if ((p = FM_PAR(recip_atanhpow)) != 0) {
    re = zr, im = zi;
    fm_jwf_atanh(&re, &im);
    xx += p * (re * k);
    yy += p * (im * k);
  }
  if ((p = FM_PAR(recip_asechpow)) != 0) { /* the class's AsecH: asinh of 1/z */
    re = zr, im = zi;
    fm_jwf_recip(&re, &im);
    fm_jwf_asinh_acosh(&re, &im, FM_R(1.0));
    xx += p * (re * k);
    yy += p * (im * k);
  }
  if ((p = FM_PAR(recip_acosechpow)) != 0) { /* its AcosecH: acosh of 1/z, ± by a coin */
    re = zr, im = zi;
    fm_jwf_recip(&re, &im);
    fm_jwf_asinh_acosh(&re, &im, FM_R(-1.0));
    re *= k;
    im *= k;
    if (fm_rng_01(rng) < FM_R(0.5)) {
      xx += p * re;
      yy += p * im;
    } else {
      xx += p * -re;
      yy += p * -im;
    }
  }
  if ((p = FM_PAR(recip_acothpow)) != 0) { /* its AcotH: atanh of 1/z */
    re = zr, im = zi;
    fm_jwf_recip(&re, &im);
    fm_jwf_atanh(&re, &im);
    xx += p * (re * k);
    yy += p * (im * k);
  }
  if ((p = FM_PAR(recip_logpow)) != 0) {
    re = zr, im = zi;
    fm_jwf_log(&re, &im);
    xx += p * (re * k);
    yy += p * (im * k);
  }
  if ((p = FM_PAR(recip_exppow)) != 0) {
    const fm_real e = exp(zr);
    xx += p * (e * cos(zi) * k);
    yy += p * (e * sin(zi) * k);
  }
  const fm_real summed = FM_PAR(recip_asinhpow) + FM_PAR(recip_acoshpow) + FM_PAR(recip_atanhpow) +
                         FM_PAR(recip_asechpow) + FM_PAR(recip_acosechpow) + FM_PAR(recip_acothpow) +
                         FM_PAR(recip_logpow) + FM_PAR(recip_exppow);
  s->px = summed == 0 ? xr : xx;
  s->py = summed == 0 ? yr : yy;
  s->pz = s->tz;
  FM_UNUSED_XF;
}

#endif
