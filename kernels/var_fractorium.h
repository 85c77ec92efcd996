/*
 * var_fractorium.h — 2D variations of Fractorium's set (most of them Apophysis 7X plugins or
 * JWildfire's), each as Fractorium computes it (its Variations0N.h), checked against
 * Fractorium's own code on points and parameters of realistic ranges, random ones draw for draw
 * (tests/data/variation_refs, made by tests/tools/ember_refs.sh; tests/unit/test_variation_refs.c).
 * A variation Fractorium also gives a z (DefaultZ) is drawn in x and y only.
 *
 * Fractorium reads an integer parameter rounded to the nearest and clamped to its range, and
 * clamps some real ones (its ParamWithName); the genome keeps the file's value, so the formulas
 * below apply the same rounding and clamps where Fractorium's reading would (fm_fr_int,
 * fm_fr_clamp).
 * (variations.h includes it after the per-point state, the helpers and FM_VAR; nowhere else
 * includes it). Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_FRACTORIUM_H
#define FLAMEBUILD_VAR_FRACTORIUM_H

/* An integer parameter as Fractorium reads it: rounded half up, then clamped to [lo, hi]. */
FM_FN int fm_fr_int(fm_real v, int lo, int hi) {
  const fm_real r = floor(v + FM_R(0.5));
  return r < (fm_real)lo ? lo : r > (fm_real)hi ? hi : (int)r;
}

/* A real parameter clamped to [lo, hi] as Fractorium reads it (a NaN stays lo's side: max(min(v, hi), lo)). */
FM_FN fm_real fm_fr_clamp(fm_real v, fm_real lo, fm_real hi) {
  const fm_real m = v < hi ? v : hi;
  return lo > m ? lo : m;
}

/* ---- synth ----------------------------------------------------------------------------- */

/* synth's parameters for a wave layer k (0..4: synth_b … synth_f) lie six apart, in the order
 * amplitude, type, skew, frequency, phase, layering (variation_table.h lists them so). */
#define FM_SYNTH_LAYER(k, field) (xf->param[FM_P_synth_b##field + 6 * (k)])
typedef char fm_synth_layout_fits[(FM_P_synth_c - FM_P_synth_b == 6 && FM_P_synth_f_layer - FM_P_synth_b == 29 &&
                                   FM_P_synth_b_layer - FM_P_synth_b == 5) ? 1 : -1];

/*
 * The shape function of synth: synth_a plus up to five periodic waves of theta, each added,
 * multiplied or taken as max/min (its layer mode), then mixed with the flat line 1 by
 * synth_mix. A wave's phase in [0,1) may be skewed about its middle; its type picks the
 * waveform (sine, cosine, square, saw, triangle, concave, convex, n-gon, inverse n-gon).
 */
FM_FN fm_real fm_synth_value(const fm_xform *xf, fm_real theta) {
  const fm_real base = xf->param[FM_P_synth_a];
  fm_real factor = base;
  for (int k = 0; k < 5; k++) {
    const fm_real amp = FM_SYNTH_LAYER(k, );
    if (amp == 0) continue;
    const fm_real skew = FM_SYNTH_LAYER(k, _skew), frq = FM_SYNTH_LAYER(k, _frq);
    fm_real z = FM_SYNTH_LAYER(k, _phs) + theta * frq;
    fm_real y = z / FM_R(2.0 * FM_PI), wave;
    y -= floor(y);
    if (skew != 0) {
      z = FM_R(0.5) + FM_R(0.5) * skew; /* where the middle of the period moves to */
      if (y > z) y = FM_R(0.5) + FM_R(0.5) * (y - z) / fm_zeps(1 - z);
      else y = FM_R(0.5) - FM_R(0.5) * (z - y) / fm_zeps(z);
    }
    switch (fm_fr_int(FM_SYNTH_LAYER(k, _type), 0, 8)) {
    case 0: wave = sin(y * FM_R(2.0 * FM_PI)); break;
    case 1: wave = cos(y * FM_R(2.0 * FM_PI)); break;
    case 2: wave = y > FM_R(0.5) ? FM_R(1.0) : FM_R(-1.0); break;
    case 3: wave = 1 - 2 * y; break;
    case 4: wave = y > FM_R(0.5) ? 3 - 4 * y : 2 * y - 1; break;
    case 5: wave = 8 * (y - FM_R(0.5)) * (y - FM_R(0.5)) - 1; break;
    case 6: wave = 2 * sqrt(y) - 1; break;
    case 7: /* the distance to a polygon's side, from its incircle */
      y -= FM_R(0.5);
      y *= FM_R(2.0 * FM_PI) / frq;
      wave = 1 / fm_zeps(cos(y)) - 1;
      break;
    default:
      y -= FM_R(0.5);
      y *= FM_R(2.0 * FM_PI) / frq;
      z = cos(y);
      wave = z / fm_zeps(1 - z);
      break;
    }
    switch (fm_fr_int(FM_SYNTH_LAYER(k, _layer), 0, 3)) {
    case 0: factor += amp * wave; break;
    case 1: factor *= (1 + amp * wave); break;
    case 2:
      z = base + amp * wave;
      factor = factor > z ? factor : z;
      break;
    default:
      z = base + amp * wave;
      factor = factor < z ? factor : z;
      break;
    }
  }
  return factor * xf->param[FM_P_synth_mix] + (1 - xf->param[FM_P_synth_mix]);
}

/*
 * synth_smooth = 1: x mapped by a quadratic Bézier that bends the line y = x towards y = m·x
 * near the origin and rejoins it at L = max(1/m, 2m) (odd in x and in m), instead of x·m.
 */
FM_FN fm_real fm_synth_bezier(fm_real x, fm_real m) {
  fm_real sign = 1, t;
  if (m < 0) { m = -m; sign = -1; }
  if (x < 0) { x = -x; sign = -sign; }
  const fm_real inv_m = m > FM_R(1.0e-10) ? 1 / m : FM_R(1e10);
  const fm_real rejoin = inv_m < m * 2 ? m * 2 : inv_m;
  if (x > rejoin || m == 1) return sign * x;
  if (m < 1 && x <= 1) { /* control points (0,0), (m,m), (1,m) */
    t = x;
    if (fabs(m - FM_R(0.5)) > FM_R(1e-10)) t = (-1 * m + sqrt(m * m + (1 - 2 * m) * x)) / (1 - 2 * m);
    return sign * (x + (m - 1) * t * t);
  }
  if (1 < m && x <= 1) { /* control points (0,0), (1/m,1/m), (1,m) */
    t = x;
    if (fabs(m - 2) > FM_R(1e-10)) t = (-1 * inv_m + sqrt(inv_m * inv_m + (1 - 2 * inv_m) * x)) / (1 - 2 * inv_m);
    return sign * (x + (m - 1) * t * t);
  }
  if (m < 1) { /* control points (1,m), (1,1), (L,L) */
    t = sqrt((x - 1) / (rejoin - 1));
    return sign * (x + (m - 1) * t * t + 2 * (1 - m) * t + (m - 1));
  }
  t = (1 - m) + sqrt((m - 1) * (m - 1) + (x - 1)); /* control points (1,m), (m,m), (L,L) */
  return sign * (x + (m - 1) * t * t - 2 * (m - 1) * t + (m - 1));
}

/* x scaled by the shape factor m: linearly, or through the Bézier (synth_smooth). */
FM_FN fm_real fm_synth_scale(fm_real x, fm_real m, int smooth) { return smooth ? fm_synth_bezier(x, m) : x * m; }

/* sin and cos of theta shaped by synth: multiplied by the shape (smooth 0) or the shape added
 * to a (1 - mix) share of them (smooth 1). */
FM_FN void fm_synth_sincos(const fm_xform *xf, fm_real theta, int smooth, fm_real *s, fm_real *c) {
  const fm_real sn = sin(theta), cs = cos(theta);
  const fm_real quarter = theta + FM_R(FM_PI) / 2;
  if (!smooth) {
    *s = sn * fm_synth_value(xf, theta);
    *c = cs * fm_synth_value(xf, quarter);
  } else {
    const fm_real mix = xf->param[FM_P_synth_mix];
    *s = (1 - mix) * sn + (fm_synth_value(xf, theta) - 1);
    *c = (1 - mix) * cs + (fm_synth_value(xf, quarter) - 1);
  }
}

/* synth_mode values (Fractorium's). */
enum {
  FM_SYNTH_SPHERICAL, FM_SYNTH_BUBBLE, FM_SYNTH_BLUR_LEGACY, FM_SYNTH_BLUR_NEW, FM_SYNTH_BLUR_ZIGZAG,
  FM_SYNTH_RAWCIRCLE, FM_SYNTH_RAWX, FM_SYNTH_RAWY, FM_SYNTH_RAWXY, FM_SYNTH_SHIFTX, FM_SYNTH_SHIFTY,
  FM_SYNTH_SHIFTXY, FM_SYNTH_SINUSOIDAL, FM_SYNTH_SWIRL, FM_SYNTH_HYPERBOLIC, FM_SYNTH_JULIA, FM_SYNTH_DISC,
  FM_SYNTH_RINGS, FM_SYNTH_CYLINDER, FM_SYNTH_BLUR_RING, FM_SYNTH_BLUR_RING2, FM_SYNTH_SHIFTTHETA,
  FM_SYNTH_SHIFTNSTRETCH, FM_SYNTH_SHIFTTANGENT, FM_SYNTH_XMIRROR, FM_SYNTH_XYMIRROR, FM_SYNTH_SPHERICAL2
};

/* 101: synth, Neil Slater's: one of 27 base shapes (synth_mode: spherical, bubble, blurs,
 * raw x/y maps, shifts, sinusoidal, swirl, hyperbolic, julia, disc, rings, cylinder, mirrors…)
 * whose radius, offset or sine is modulated by the shape function fm_synth_value. The blur
 * modes (2, 3, 4, 19, 20; 3 is the default) and julia draw random numbers. */
FM_VAR(synth) {
  const int mode = fm_fr_int(FM_PAR(synth_mode), FM_SYNTH_SPHERICAL, FM_SYNTH_SPHERICAL2);
  const int smooth = fm_fr_int(FM_PAR(synth_smooth), 0, 1);
  const fm_real power = FM_PAR(synth_power), mix = FM_PAR(synth_mix);
  const fm_real x = s->tx, y = s->ty;
  fm_real radius, theta, sn, cs, mu, vx, vy, ox, oy;
  switch (mode) {
  case FM_SYNTH_SPHERICAL:
    radius = pow(fm_zeps(s->r2), (power + 1) / 2);
    theta = fm_vs_atan_xy(s);
    radius = fm_synth_scale(radius, fm_synth_value(xf, theta), smooth);
    ox = w * radius * sin(theta);
    oy = w * radius * cos(theta);
    break;
  case FM_SYNTH_BUBBLE:
    radius = s->r / (s->r2 / 4 + 1);
    theta = fm_vs_atan_xy(s);
    radius = fm_synth_scale(radius, fm_synth_value(xf, theta), smooth);
    ox = w * radius * sin(theta);
    oy = w * radius * cos(theta);
    break;
  case FM_SYNTH_BLUR_LEGACY: { /* the old blur, prone to moiré */
    const fm_real r1 = fm_rng_01(rng), r2 = fm_rng_01(rng), r3 = fm_rng_01(rng);
    radius = (r1 + r2 + FM_R(0.002) * r3) / FM_R(2.002);
    theta = FM_R(2.0 * FM_PI) * fm_rng_01(rng) - FM_R(FM_PI);
    vx = radius * sin(theta);
    vy = radius * cos(theta);
    radius = pow(fm_zeps(radius * radius), power / 2);
    radius = w * fm_synth_scale(radius, fm_synth_value(xf, theta), smooth);
    ox = vx * radius;
    oy = vy * radius;
    break;
  }
  case FM_SYNTH_BLUR_ZIGZAG: { /* a blurred line: theta along it, vy across */
    const fm_real r1 = fm_rng_01(rng), r2 = fm_rng_01(rng);
    vy = 1 + FM_R(0.1) * (r1 + r2 - 1) * power;
    theta = 2 * asin((fm_rng_01(rng) - FM_R(0.5)) * 2);
    vy = fm_synth_scale(vy, fm_synth_value(xf, theta), smooth);
    ox = w * (theta / FM_R(FM_PI));
    oy = w * (vy - 1);
    break;
  }
  case FM_SYNTH_RAWCIRCLE:
    theta = fm_vs_atan_xy(s);
    radius = fm_synth_scale(s->r, fm_synth_value(xf, theta), smooth);
    ox = w * radius * sin(theta);
    oy = w * radius * cos(theta);
    break;
  case FM_SYNTH_RAWX:
    ox = w * fm_synth_scale(x, fm_synth_value(xf, y), smooth);
    oy = w * y;
    break;
  case FM_SYNTH_RAWY:
    ox = w * x;
    oy = w * fm_synth_scale(y, fm_synth_value(xf, x), smooth);
    break;
  case FM_SYNTH_RAWXY:
    ox = w * fm_synth_scale(x, fm_synth_value(xf, y), smooth);
    oy = w * fm_synth_scale(y, fm_synth_value(xf, x), smooth);
    break;
  case FM_SYNTH_SHIFTX:
    ox = w * (x + fm_synth_value(xf, y) - 1);
    oy = w * y;
    break;
  case FM_SYNTH_SHIFTY:
    ox = w * x;
    oy = w * (y + fm_synth_value(xf, x) - 1);
    break;
  case FM_SYNTH_SHIFTXY:
    ox = w * (x + fm_synth_value(xf, y) - 1);
    oy = w * (y + fm_synth_value(xf, x) - 1);
    break;
  case FM_SYNTH_SINUSOIDAL: /* mix 0: plain sinusoidal */
    ox = w * (fm_synth_value(xf, x) - 1 + (1 - mix) * sin(x));
    oy = w * (fm_synth_value(xf, y) - 1 + (1 - mix) * sin(y));
    break;
  case FM_SYNTH_SWIRL:
    radius = pow(fm_zeps(s->r2), power / 2);
    fm_synth_sincos(xf, radius, smooth, &sn, &cs);
    ox = w * (sn * x - cs * y);
    oy = w * (cs * x + sn * y);
    break;
  case FM_SYNTH_HYPERBOLIC:
    radius = pow(fm_zeps(s->r2), power / 2);
    fm_synth_sincos(xf, fm_vs_atan_xy(s), smooth, &sn, &cs);
    ox = w * sn / radius;
    oy = w * cs * radius;
    break;
  case FM_SYNTH_JULIA:
    radius = pow(fm_zeps(s->r2), power / 4);
    theta = fm_vs_atan_xy(s) / 2;
    if (fm_rng_01(rng) < FM_R(0.5)) theta += FM_R(FM_PI);
    fm_synth_sincos(xf, theta, smooth, &sn, &cs);
    ox = w * radius * cs;
    oy = w * radius * sn;
    break;
  case FM_SYNTH_DISC:
    theta = fm_vs_atan_xy(s) / FM_R(FM_PI);
    radius = FM_R(FM_PI) * pow(fm_zeps(s->r2), power / 2);
    fm_synth_sincos(xf, radius, smooth, &sn, &cs);
    ox = w * sn * theta;
    oy = w * cs * theta;
    break;
  case FM_SYNTH_RINGS:
    radius = s->r;
    theta = fm_vs_atan_xy(s);
    mu = fm_zeps(power * power);
    radius += -2 * mu * fm_int_trunc((radius + mu) / (2 * mu)) + radius * (1 - mu);
    fm_synth_sincos(xf, radius, smooth, &sn, &cs);
    ox = w * sn * theta;
    oy = w * cs * theta;
    break;
  case FM_SYNTH_CYLINDER:
    radius = pow(fm_zeps(s->r2), power / 2);
    fm_synth_sincos(xf, x, smooth, &sn, &cs);
    ox = w * radius * sn;
    oy = w * radius * y;
    break;
  case FM_SYNTH_BLUR_RING: {
    const fm_real r1 = fm_rng_01(rng), r2 = fm_rng_01(rng);
    radius = 1 + FM_R(0.1) * (r1 + r2 - 1) * power;
    theta = FM_R(2.0 * FM_PI) * fm_rng_01(rng) - FM_R(FM_PI);
    radius = fm_synth_scale(radius, fm_synth_value(xf, theta), smooth);
    ox = w * radius * sin(theta);
    oy = w * radius * cos(theta);
    break;
  }
  case FM_SYNTH_BLUR_RING2: /* a ring of even thickness */
    theta = FM_R(2.0 * FM_PI) * fm_rng_01(rng) - FM_R(FM_PI);
    radius = pow(fm_zeps(fm_rng_01(rng)), power);
    radius = fm_synth_value(xf, theta) + FM_R(0.1) * radius;
    ox = w * radius * sin(theta);
    oy = w * radius * cos(theta);
    break;
  case FM_SYNTH_SHIFTTHETA:
  case FM_SYNTH_SHIFTNSTRETCH: /* the same formula in Fractorium */
    radius = pow(fm_zeps(s->r2), power / 2);
    theta = fm_vs_atan_xy(s) - 1 + fm_synth_value(xf, radius);
    ox = w * radius * sin(theta);
    oy = w * radius * cos(theta);
    break;
  case FM_SYNTH_SHIFTTANGENT:
    radius = pow(fm_zeps(s->r2), power / 2);
    theta = fm_vs_atan_xy(s);
    mu = fm_synth_value(xf, radius) - 1;
    ox = w * (x + mu * cos(theta));
    oy = w * (y - mu * sin(theta));
    break;
  case FM_SYNTH_XMIRROR:
    mu = fm_synth_value(xf, x) - 1;
    ox = w * x;
    oy = w * (2 * mu - y);
    break;
  case FM_SYNTH_XYMIRROR:
    mu = fm_synth_value(xf, x) - 1;
    radius = fm_synth_value(xf, y) - 1;
    ox = w * (2 * radius - x);
    oy = w * (2 * mu - y);
    break;
  case FM_SYNTH_SPHERICAL2:
    theta = fm_vs_atan_xy(s);
    radius = fm_synth_scale(s->r, fm_synth_value(xf, theta), smooth);
    radius = pow(radius, power);
    ox = w * radius * sin(theta);
    oy = w * radius * cos(theta);
    break;
  default: { /* FM_SYNTH_BLUR_NEW: a blur whose distribution pow shapes */
    const fm_real r1 = fm_rng_01(rng), r2 = fm_rng_01(rng);
    radius = FM_R(0.5) * (r1 + r2);
    theta = FM_R(2.0 * FM_PI) * fm_rng_01(rng) - FM_R(FM_PI);
    radius = pow(fm_zeps(radius * radius), -power / 2);
    radius = fm_synth_scale(radius, fm_synth_value(xf, theta), smooth);
    ox = w * radius * sin(theta);
    oy = w * radius * cos(theta);
    break;
  }
  }
  s->px += ox;
  s->py += oy;
}

/* 102: sineblur: a disc blur whose radius is acos of a uniform, so points crowd towards the
 * rim like a hemisphere seen from above; sineblur_power (≥ 0) bends the distribution. */
FM_VAR(sineblur) {
  const fm_real power = FM_PAR(sineblur_power) < 0 ? FM_R(0.0) : FM_PAR(sineblur_power);
  const fm_real ang = fm_rng_01(rng) * FM_R(2.0 * FM_PI);
  const fm_real sn = sin(ang), cs = cos(ang);
  const fm_real u = fm_rng_01(rng);
  const fm_real r = w * (power == 1 ? acos(u * 2 - 1) / FM_R(FM_PI) : acos(exp(log(u) * power) * 2 - 1) / FM_R(FM_PI));
  s->px += r * cs;
  s->py += r * sn;
}

#endif
