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

/* starblur's precalc (fm_xform_precalc): the star's edge length and the sine and cosine of its tip angle, as
 * Fractorium's Precalc. */
FM_FN void fm_starblur_precalc(const fm_real *p, fm_real *pre) {
  const fm_real range = p[FM_P_starblur_range];
  fm_real alpha = FM_R(FM_PI) / p[FM_P_starblur_power];
  const fm_real length = sqrt(1 + range * range - 2 * range * cos(alpha));
  alpha = asin(sin(alpha) * range / length);
  pre[FM_PRE_STARBLUR_LENGTH] = length;
  pre[FM_PRE_STARBLUR_SINA] = sin(alpha);
  pre[FM_PRE_STARBLUR_COSA] = cos(alpha);
}

/* xtrb's precalc (fm_xform_precalc): the triangle of angles 0.047 + xtrb_a, 0.047 + xtrb_b and the rest
 * of π about the circle of xtrb_radius: its sides through the half-angles' tangents, as
 * Fractorium's Precalc. */
FM_FN void fm_xtrb_precalc(const fm_real *p, fm_real *pre) {
  const fm_real radius = p[FM_P_xtrb_radius];
  const fm_real br = FM_R(0.047) + p[FM_P_xtrb_a], cr = FM_R(0.047) + p[FM_P_xtrb_b];
  const fm_real ar = FM_R(FM_PI) - br - cr;
  const fm_real tan_a2 = sin(ar / 2) / cos(ar / 2), tan_b2 = sin(br / 2) / cos(br / 2), tan_c2 = sin(cr / 2) / cos(cr / 2);
  const fm_real a = radius * (tan_c2 + tan_b2), b = radius * (tan_c2 + tan_a2), c = radius * (tan_b2 + tan_a2);
  pre[FM_PRE_XTRB_A] = a;
  pre[FM_PRE_XTRB_B] = b;
  pre[FM_PRE_XTRB_C] = c;
  pre[FM_PRE_XTRB_S2] = radius * (a + b + c);
  pre[FM_PRE_XTRB_SINC] = sin(cr);
  pre[FM_PRE_XTRB_COSC] = cos(cr);
}

/* nBlur's precalc (fm_xform_precalc): its polygon's trigonometry, the edge highlighting and the
 * adjustment to linear's size, as Fractorium's Precalc. */
FM_FN void fm_nblur_precalc(const fm_real *p, fm_real *pre) {
  fm_real edges = floor(p[FM_P_nblur_numedges] + FM_R(0.5)), highlight = p[FM_P_nblur_highlightedges];
  if (edges < 3) edges = 3;
  const fm_real mid_angle = FM_R(2.0 * FM_PI) / edges;
  const fm_real stripes = floor(p[FM_P_nblur_numstripes] + FM_R(0.5));
  pre[FM_PRE_NBLUR_TAN90M2] = tan(FM_R(FM_M_PI_2) + mid_angle / 2);
  pre[FM_PRE_NBLUR_SINA] = sin(mid_angle / 2);
  pre[FM_PRE_NBLUR_COSA] = cos(mid_angle / 2);
  if (highlight <= FM_R(0.1) || floor(p[FM_P_nblur_circumcircle] + FM_R(0.5)) >= 1) highlight = FM_R(0.1);
  pre[FM_PRE_NBLUR_ARCTAN1] = ((stripes < 0 ? FM_R(7.5) : FM_R(13.0)) / pow(edges, FM_R(1.3))) * highlight;
  pre[FM_PRE_NBLUR_ARCTAN2] = 2 * atan(pre[FM_PRE_NBLUR_ARCTAN1] / -2);
  pre[FM_PRE_NBLUR_ADJUST] = 1;
  if (floor(p[FM_P_nblur_adjusttolinear] + FM_R(0.5)) >= 1) {
    const fm_real turn = fmod(edges, FM_R(4.0)) == 0 ? edges / 2 - 1 : floor(edges / 2);
    pre[FM_PRE_NBLUR_ADJUST] = fm_zeps(sqrt(2 - 2 * cos(mid_angle * turn)) / 2);
  }
}

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
#define FM_SYNTH_LAYER(k, field) (FM_PARAMS(xf)[FM_PSLOT(FM_P_synth_b##field) + 6 * (k)])
typedef char fm_synth_layout_fits[(FM_P_synth_c - FM_P_synth_b == 6 && FM_P_synth_f_layer - FM_P_synth_b == 29 &&
                                   FM_P_synth_b_layer - FM_P_synth_b == 5) ? 1 : -1];

/*
 * The shape function of synth: synth_a plus up to five periodic waves of theta, each added,
 * multiplied or taken as max/min (its layer mode), then mixed with the flat line 1 by
 * synth_mix. A wave's phase in [0,1) may be skewed about its middle; its type picks the
 * waveform (sine, cosine, square, saw, triangle, concave, convex, n-gon, inverse n-gon).
 */
FM_FN fm_real fm_synth_value(const fm_xform *xf, fm_real theta) {
  const fm_real base = FM_PAR(synth_a);
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
  return factor * FM_PAR(synth_mix) + (1 - FM_PAR(synth_mix));
}

/*
 * synth_smooth = 1: x mapped by a quadratic Bézier that bends the line y = x towards y = m·x
 * near the origin and rejoins it at L = max(1/m, 2m) (odd in x and in m), instead of x·m.
 * JWildfire's code (jwf) rejoins at max(2 − m, 2m), whatever its comment says.
 */
FM_FN fm_real fm_synth_bezier(fm_real x, fm_real m, int jwf) {
  fm_real sign = 1, t;
  if (m < 0) { m = -m; sign = -1; }
  if (x < 0) { x = -x; sign = -sign; }
  const fm_real inv_m = m > FM_R(1.0e-10) ? 1 / m : FM_R(1e10);
  const fm_real other = jwf ? 2 - m : inv_m;
  const fm_real rejoin = other < m * 2 ? m * 2 : other;
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

/* x scaled by the shape factor m: linearly, or through the Bézier (synth_smooth 1; another
 * smooth, which only JWildfire's files can have, is linear there). */
FM_FN fm_real fm_synth_scale(fm_real x, fm_real m, int smooth, int jwf) {
  return smooth == 1 ? fm_synth_bezier(x, m, jwf) : x * m;
}

/* sin and cos of theta shaped by synth: multiplied by the shape (smooth 0), the shape added to
 * a (1 - mix) share of them (smooth 1), or left as they are (another smooth: JWildfire's). */
FM_FN void fm_synth_sincos(const fm_xform *xf, fm_real theta, int smooth, fm_real *s, fm_real *c) {
  const fm_real sn = sin(theta), cs = cos(theta);
  const fm_real quarter = theta + FM_R(FM_PI) / 2;
  if (smooth == 0) {
    *s = sn * fm_synth_value(xf, theta);
    *c = cs * fm_synth_value(xf, quarter);
  } else if (smooth != 1) {
    *s = sn;
    *c = cs;
  } else {
    const fm_real mix = FM_PAR(synth_mix);
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

/* 152: synth, Neil Slater's: one of 27 base shapes (synth_mode: spherical, bubble, blurs,
 * raw x/y maps, shifts, sinusoidal, swirl, hyperbolic, julia, disc, rings, cylinder, mirrors…)
 * whose radius, offset or sine is modulated by the shape function fm_synth_value. The blur
 * modes (2, 3, 4, 19, 20; 3 is the default) and julia draw random numbers. Under JWildfire's
 * rules (FM_JWF_RULES; the parser gives its modes Fractorium's numbers) as SynthFunc computes
 * it: the Bézier's other rejoining point, a smooth not held to 0 or 1, shifttheta's radius
 * the point's own, its legacy disc replacing the sum, and its rings the shape on the angle. */
FM_VAR(synth) {
  const int mode = fm_fr_int(FM_PAR(synth_mode), FM_SYNTH_SPHERICAL, FM_SYNTH_SPHERICAL2);
  const int jwf = FM_JWF_RULES(xf);
  const fm_real smooth_jwf = fm_jwf_int(FM_PAR(synth_smooth)); /* JWildfire's: 0, 1 or another */
  const int smooth = !jwf ? fm_fr_int(FM_PAR(synth_smooth), 0, 1) : smooth_jwf == 0 ? 0 : smooth_jwf == 1 ? 1 : 2;
  const fm_real power = FM_PAR(synth_power), mix = FM_PAR(synth_mix);
  const fm_real x = s->tx, y = s->ty;
  fm_real radius, theta, sn, cs, mu, vx, vy, ox, oy;
  switch (mode) {
  case FM_SYNTH_SPHERICAL:
    radius = pow(fm_zeps(s->r2), (power + 1) / 2);
    theta = fm_vs_atan_xy(s);
    radius = fm_synth_scale(radius, fm_synth_value(xf, theta), smooth, jwf);
    ox = w * radius * sin(theta);
    oy = w * radius * cos(theta);
    break;
  case FM_SYNTH_BUBBLE:
    radius = fm_vs_r(s) / (s->r2 / 4 + 1);
    theta = fm_vs_atan_xy(s);
    radius = fm_synth_scale(radius, fm_synth_value(xf, theta), smooth, jwf);
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
    radius = w * fm_synth_scale(radius, fm_synth_value(xf, theta), smooth, jwf);
    ox = vx * radius;
    oy = vy * radius;
    break;
  }
  case FM_SYNTH_BLUR_ZIGZAG: { /* a blurred line: theta along it, vy across */
    const fm_real r1 = fm_rng_01(rng), r2 = fm_rng_01(rng);
    vy = 1 + FM_R(0.1) * (r1 + r2 - 1) * power;
    theta = 2 * asin((fm_rng_01(rng) - FM_R(0.5)) * 2);
    vy = fm_synth_scale(vy, fm_synth_value(xf, theta), smooth, jwf);
    ox = w * (theta / FM_R(FM_PI));
    oy = w * (vy - 1);
    break;
  }
  case FM_SYNTH_RAWCIRCLE:
    theta = fm_vs_atan_xy(s);
    radius = fm_synth_scale(fm_vs_r(s), fm_synth_value(xf, theta), smooth, jwf);
    ox = w * radius * sin(theta);
    oy = w * radius * cos(theta);
    break;
  case FM_SYNTH_RAWX:
    ox = w * fm_synth_scale(x, fm_synth_value(xf, y), smooth, jwf);
    oy = w * y;
    break;
  case FM_SYNTH_RAWY:
    ox = w * x;
    oy = w * fm_synth_scale(y, fm_synth_value(xf, x), smooth, jwf);
    break;
  case FM_SYNTH_RAWXY:
    ox = w * fm_synth_scale(x, fm_synth_value(xf, y), smooth, jwf);
    oy = w * fm_synth_scale(y, fm_synth_value(xf, x), smooth, jwf);
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
    radius = fm_vs_r(s);
    theta = fm_vs_atan_xy(s);
    if (jwf) { /* JWildfire's rings (its 1006): the radius folded into rings, the shape on the angle */
      mu = power * power;
      if (!(mu > 0)) mu = FM_R(1e-30); /* its 1e-300 added, which float cannot hold: the same rings */
      radius += -2 * mu * fm_java_int((radius + mu) / (2 * mu)) + radius * (1 - mu);
      fm_synth_sincos(xf, theta, smooth, &sn, &cs);
      ox = w * sn * radius;
      oy = w * cs * radius;
      break;
    }
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
    radius = fm_synth_scale(radius, fm_synth_value(xf, theta), smooth, jwf);
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
  case FM_SYNTH_SHIFTNSTRETCH: /* the same formula in Fractorium; JWildfire's shifttheta keeps r */
    radius = pow(fm_zeps(s->r2), power / 2);
    theta = fm_vs_atan_xy(s) - 1 + fm_synth_value(xf, radius);
    if (jwf && mode == FM_SYNTH_SHIFTTHETA) radius = fm_vs_r(s);
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
    radius = fm_synth_scale(fm_vs_r(s), fm_synth_value(xf, theta), smooth, jwf);
    radius = pow(radius, power);
    ox = w * radius * sin(theta);
    oy = w * radius * cos(theta);
    break;
  default: { /* FM_SYNTH_BLUR_NEW: a blur whose distribution pow shapes */
    const fm_real r1 = fm_rng_01(rng), r2 = fm_rng_01(rng);
    radius = FM_R(0.5) * (r1 + r2);
    theta = FM_R(2.0 * FM_PI) * fm_rng_01(rng) - FM_R(FM_PI);
    radius = pow(fm_zeps(radius * radius), -power / 2);
    radius = fm_synth_scale(radius, fm_synth_value(xf, theta), smooth, jwf);
    ox = w * radius * sin(theta);
    oy = w * radius * cos(theta);
    break;
  }
  }
  if (jwf && mode == FM_SYNTH_DISC) { /* JWildfire's legacy disc assigns */
    s->px = ox;
    s->py = oy;
    return;
  }
  s->px += ox;
  s->py += oy;
}

/* 153: sineblur: a disc blur whose radius is acos of a uniform, so points crowd towards the
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

/* ---- waves2b, boarders2, juliac, epispiral, crop, starblur, waffle ------------------------- */

/*
 * Jacobi's elliptic sn, cn and dn of u for the complementary parameter emmc (m = 1 − emmc), by
 * the descending Landen (AGM) transformation, as Fractorium's JacobiElliptic computes them
 * (accuracy 0.0003², at most 8 steps). A negative emmc goes through the reciprocal-modulus
 * transformation (which swaps cn and dn); emmc = 0 is the limit m = 1, where sn is tanh and
 * cn = dn = sech. waves2b reads sn, the jac_* family (var_fractorium8.h) all three.
 */
FM_FN void fm_jacobi(fm_real u, fm_real emmc, fm_real *snp, fm_real *cnp, fm_real *dnp) {
  fm_real a, b, c = 1, d = 1, sn, cn, dn, em[8], en[8];
  fm_real emc = emmc;
  int l = 0, negative, i;
  if (emc == 0) {
    *snp = tanh(u);
    *cnp = *dnp = 1 / cosh(u);
    return;
  }
  negative = emc < 0;
  if (negative) {
    d = 1 - emc;
    emc = -emc / d;
    d = sqrt(d);
    u = d * u;
  }
  a = 1;
  dn = 1;
  for (i = 0; i < 8; i++) {
    l = i;
    em[i] = a;
    emc = sqrt(emc);
    en[i] = emc;
    c = FM_R(0.5) * (a + emc);
    if (fabs(a - emc) <= FM_R(0.0003) * a) break;
    emc = a * emc;
    a = c;
  }
  u = c * u;
  sn = sin(u);
  cn = cos(u);
  if (sn != 0) {
    a = cn / sn;
    c = a * c;
    for (i = l; i >= 0; --i) {
      b = em[i];
      a = c * a;
      c = dn * c;
      dn = (en[i] + a) / (b + a);
      a = c / b;
    }
    a = 1 / sqrt(c * c + 1);
    sn = sn < 0 ? -a : a;
    cn = c * sn;
  }
  if (negative) {
    a = dn;
    dn = cn;
    cn = a;
    sn = sn / d;
  }
  *snp = sn;
  *cnp = cn;
  *dnp = dn;
}

FM_FN fm_real fm_jacobi_sn(fm_real u, fm_real emmc) {
  fm_real sn, cn, dn;
  fm_jacobi(u, emmc, &sn, &cn, &dn);
  return sn;
}

/* Fractorium's SafeDivInv: q/r, but 1/r where r is below the precision's epsilon. */
FM_FN fm_real fm_safe_div_inv(fm_real q, fm_real r) { return r < FM_R(FM_REAL_EPSILON) ? 1 / r : q / r; }

/* One axis of waves2b: v displaced by amp·wave(other), the amplitude going from scale at v = 0
 * to scale_inf far away (through unity/(unity + v²)), the wave a sine of a signed power of
 * the other coordinate, or (power within 1e-4 of 0) Jacobi's sn, or (just below 0) Bessel J1. */
FM_FN fm_real fm_waves2b_axis(fm_real v, fm_real other, fm_real freq, fm_real pw, fm_real unity, fm_real scale,
                              fm_real scale_inf, fm_real jacok) {
  const fm_real cs = fm_safe_div_inv(unity, unity + v * v) * (scale - scale_inf) + scale_inf;
  if (pw >= 0 && pw < FM_R(1e-4)) return v + cs * fm_jacobi_sn(other * freq, jacok);
  if (pw < 0 && pw > FM_R(-1e-4)) return v + cs * (fm_real)j1(other * freq);
  return v + cs * sin((other < 0 ? FM_R(-1.0) : FM_R(1.0)) * pow(fm_zeps(fabs(other)), pw) * freq);
}

/* 154: waves2b: waves2 whose amplitude fades from scalex near the axis to scaleinfx far away
 * (through unity), with a power on the wave's argument. */
FM_VAR(waves2b) {
  const fm_real jacok = fm_fr_clamp(FM_PAR(waves2b_jacok), -1, 1), unity = FM_PAR(waves2b_unity);
  FM_UNUSED_RNG;
  s->px += w * fm_waves2b_axis(s->tx, s->ty, FM_PAR(waves2b_freqx), fm_fr_clamp(FM_PAR(waves2b_pwx), -10, 10), unity,
                               FM_PAR(waves2b_scalex), FM_PAR(waves2b_scaleinfx), jacok);
  s->py += w * fm_waves2b_axis(s->ty, s->tx, FM_PAR(waves2b_freqy), fm_fr_clamp(FM_PAR(waves2b_pwy), -10, 10), unity,
                               FM_PAR(waves2b_scaley), FM_PAR(waves2b_scaleinfy), jacok);
}

/* 155: boarders2: boarders with its own sizes: each unit cell's content shrunk by |c| about
 * the cell's centre and, for a share set by right, pushed out towards its border by left. */
FM_VAR(boarders2) {
  const fm_real c = fm_zeps(fabs(FM_PAR(boarders2_c)));
  const fm_real cl = c * fm_zeps(fabs(FM_PAR(boarders2_left)));
  const fm_real cr = c + c * fm_zeps(fabs(FM_PAR(boarders2_right)));
  const fm_real rx = s->tx >= 0 ? fm_int_trunc(s->tx + FM_R(0.5)) : fm_int_trunc(s->tx - FM_R(0.5));
  const fm_real ry = s->ty >= 0 ? fm_int_trunc(s->ty + FM_R(0.5)) : fm_int_trunc(s->ty - FM_R(0.5));
  const fm_real ox = s->tx - rx, oy = s->ty - ry;
  fm_real x = ox * c + rx, y = oy * c + ry;
  if (fm_rng_01(rng) < cr) {
    if (fabs(ox) >= fabs(oy)) {
      if (ox >= 0) x += cl, y += cl * oy / ox;
      else x -= cl, y -= cl * oy / ox;
    } else {
      if (oy >= 0) y += cl, x += ox / oy * cl;
      else y -= cl, x -= ox / oy * cl;
    }
  }
  s->px += w * x;
  s->py += w * y;
}

/* 156: juliac (Fractorium's Juliac): z^(1/(re + i·im/100)) scaled by dist, the branch an
 * integer fmod'ed by re. The branch's raw 32-bit draw is taken mod re in double: in float a
 * value above 2^24 is always even and would always pick the same branch. */
FM_VAR(juliac) {
  const fm_real re_inv = 1 / fm_zeps(FM_PAR(juliac_re));
  const fm_real im100 = FM_PAR(juliac_im) * FM_R(0.01);
  const fm_real branch = (fm_real)fmod((double)fm_rng_u32(rng), (double)(1 / re_inv));
  const fm_real arg = fm_vs_atan_yx(s) + branch * FM_R(2.0 * FM_PI);
  const fm_real lnmod = FM_PAR(juliac_dist) * FM_R(0.5) * log(s->r2);
  const fm_real ang = arg * re_inv + lnmod * im100;
  const fm_real mod = exp(lnmod * re_inv - arg * im100);
  s->px += w * mod * cos(ang);
  s->py += w * mod * sin(ang);
}

/* 157: epispiral: the epispiral r = 1/cos(nθ) less holes, each point on the ray through it;
 * with thickness, a random share of the radius fills the curve's width. */
FM_VAR(epispiral) {
  const fm_real theta = fm_vs_atan_yx(s);
  const fm_real thick = FM_PAR(epispiral_thickness) * w;
  const fm_real t = (thick == 0 ? w : thick * fm_rng_01(rng)) / cos(FM_PAR(epispiral_n) * theta) -
                    FM_PAR(epispiral_holes) * w;
  if (fabs(t) != 0) {
    s->px += t * cos(theta);
    s->py += t * sin(theta);
  }
}

/* 158: crop: points outside the rectangle sent to the origin (crop_zero = 1), or to its edge,
 * scattered inwards over scatter_area of its half-size. */
FM_VAR(crop) {
  const fm_real l = FM_PAR(crop_left), r = FM_PAR(crop_right), t = FM_PAR(crop_top), b = FM_PAR(crop_bottom);
  const fm_real x0 = l < r ? l : r, x1 = l < r ? r : l, y0 = t < b ? t : b, y1 = t < b ? b : t;
  fm_real x = s->tx, y = s->ty;
  if ((x < x0 || x > x1 || y < y0 || y > y1) && fm_fr_int(FM_PAR(crop_zero), 0, 1) != 0) {
    x = 0;
    y = 0;
  } else {
    const fm_real cw = (x1 - x0) * FM_R(0.5) * FM_PAR(crop_scatter_area);
    const fm_real ch = (y1 - y0) * FM_R(0.5) * FM_PAR(crop_scatter_area);
    if (x < x0) x = x0 + fm_rng_01(rng) * cw;
    else if (x > x1) x = x1 - fm_rng_01(rng) * cw;
    if (y < y0) y = y0 + fm_rng_01(rng) * ch;
    else if (y > y1) y = y1 - fm_rng_01(rng) * ch;
  }
  s->px += w * x;
  s->py += w * y;
}

/* 159: starblur: a blur filling a star of `power` points whose inner radius range sets.
 * Precalculated: fm_starblur_precalc. */
FM_VAR(starblur) {
  const fm_real power = FM_PAR(starblur_power);
  fm_real f = fm_rng_01(rng) * power * 2;
  const fm_real side = fm_int_trunc(f); /* which edge of the star's outline */
  const int half = (int)(side / 2);
  f -= side;
  const fm_real x = f * xf->pre[FM_PRE_STARBLUR_LENGTH];
  fm_real z = sqrt(1 + x * x - 2 * x * xf->pre[FM_PRE_STARBLUR_COSA]);
  const fm_real turn = FM_R(2.0 * FM_PI) / power * (fm_real)half;
  const fm_real tip = asin(xf->pre[FM_PRE_STARBLUR_SINA] * x / z);
  const fm_real angle = ((int)side & 1) ? turn + tip : turn - tip;
  z *= sqrt(fm_rng_01(rng));
  s->px += w * z * cos(angle - FM_R(FM_M_PI_2));
  s->py += w * z * sin(angle - FM_R(FM_M_PI_2));
}

/* Fractorium's Rand(n) where n comes from a real through size_t (waffle's slices): the
 * conversion x86 makes (through a signed 64-bit integer), the product wrapping in 64 bits. */
FM_FN fm_real fm_rng_below_real(fm_rng *rng, fm_real n) {
  const fm_u64 big = (n > FM_R(-9.2e18) && n < FM_R(9.2e18)) ? (fm_u64)(long long)n : 0x8000000000000000ULL;
  const fm_u32 u = fm_rng_u32(rng);
  return (fm_real)(big == 0 ? u : (fm_u32)(((fm_u64)u * big) >> 32));
}

/* 160: waffle: a grid of `slices` stripes each way, rotated; a point lands at random on a
 * stripe of width xthickness or ythickness, or on a crossing. */
FM_VAR(waffle) {
  fm_real slices = FM_PAR(waffle_slices), a, r, cell, u;
  const fm_real xt = FM_PAR(waffle_xthickness), yt = FM_PAR(waffle_ythickness);
  if (slices > FM_R(-1e-6) && slices < FM_R(1e-6)) /* Fractorium reads a zero as ±epsilon */
    slices = slices < 0 ? -FM_R(FM_REAL_EPSILON) : FM_R(FM_REAL_EPSILON);
  switch (fm_rng_below(rng, 5)) {
  case 0:
    cell = fm_rng_below_real(rng, slices), u = fm_rng_01(rng);
    a = (cell + u * xt) / slices;
    cell = fm_rng_below_real(rng, slices), u = fm_rng_01(rng);
    r = (cell + u * yt) / slices;
    break;
  case 1:
    cell = fm_rng_below_real(rng, slices), u = fm_rng_01(rng);
    a = (cell + u) / slices;
    r = (fm_rng_below_real(rng, slices) + yt) / slices;
    break;
  case 2:
    a = (fm_rng_below_real(rng, slices) + xt) / slices;
    cell = fm_rng_below_real(rng, slices), u = fm_rng_01(rng);
    r = (cell + u) / slices;
    break;
  case 3:
    a = fm_rng_01(rng);
    cell = fm_rng_below_real(rng, slices), u = fm_rng_01(rng);
    r = (cell + yt + u * (1 - yt)) / slices;
    break;
  default:
    cell = fm_rng_below_real(rng, slices), u = fm_rng_01(rng);
    a = (cell + xt + u * (1 - xt)) / slices;
    r = fm_rng_01(rng);
    break;
  }
  const fm_real sn = w * sin(FM_PAR(waffle_rotation)), cs = w * cos(FM_PAR(waffle_rotation));
  s->px += cs * a + sn * r;
  s->py += -sn * a + cs * r;
}

/* ---- bubble2, octagon, circlecrop, lazyjess (eclipse: var_fractorium2.h) ------------------------------------- */

/* 161: bubble2: bubble (the inverse stereographic projection) of the point in 3D, stretched by
 * x and y; z is w·(z ± the z parameter, away from 0) plus z stretched by it, as Fractorium's and
 * JWildfire's (FracFx's plugin) both compute it. */
FM_VAR(bubble2) {
  const fm_real r = w / fm_zeps(FM_R(0.25) * (s->r2 + s->tz * s->tz) + 1);
  const fm_real z = FM_PAR(bubble2_z);
  FM_UNUSED_RNG;
  s->px += s->tx * r * FM_PAR(bubble2_x);
  s->py += s->ty * r * FM_PAR(bubble2_y);
  s->pz += w * (s->tz >= 0 ? s->tz + z : s->tz - z) + s->tz * r * z;
}

/* 162: octagon: inside the rounded square x⁴+y⁴ < w/2 an inversion-like w/(x⁴+y⁴) scaling,
 * outside it linear pushed away from the axes by octagon_x, octagon_y. */
FM_VAR(octagon) {
  const fm_real x2 = s->tx * s->tx, y2 = s->ty * s->ty, z2 = s->tz * s->tz;
  const fm_real r = w / fm_zeps(x2 * x2 + z2 + y2 * y2 + z2);
  FM_UNUSED_RNG;
  if (r < 2) {
    s->px += r * s->tx;
    s->py += r * s->ty;
    s->pz += r * s->tz;
  } else {
    s->px += w * (s->tx >= 0 ? s->tx + FM_PAR(octagon_x) : s->tx - FM_PAR(octagon_x));
    s->py += w * (s->ty >= 0 ? s->ty + FM_PAR(octagon_y) : s->ty - FM_PAR(octagon_y));
    s->pz += w * (s->tz >= 0 ? s->tz + FM_PAR(octagon_z) : s->tz - FM_PAR(octagon_z));
  }
}

/* 163: circlecrop: linear inside the circle of radius about (x, y); outside, the point goes to
 * the circle's rim (scattered outwards by scatter_area), or with zero = 1 to the origin — and
 * then, as Apophysis' plugin and Fractorium do, the sum of the variations before it is cleared
 * too. */
FM_VAR(circlecrop) {
  const fm_real cx = FM_PAR(circlecrop_x), cy = FM_PAR(circlecrop_y), radius = FM_PAR(circlecrop_radius);
  const fm_real xi = s->tx - cx, yi = s->ty - cy;
  const fm_real rad = sqrt(xi * xi + yi * yi);
  const fm_real rim = radius + (fm_rng_01(rng) * FM_R(0.5) * fm_fr_clamp(FM_PAR(circlecrop_scatter_area), -1, 1));
  if (rad > radius) {
    if ((int)fm_fr_clamp(FM_PAR(circlecrop_zero), 0, 1)) {
      s->px = 0;
      s->py = 0;
    } else {
      const fm_real ang = atan2(yi, xi);
      s->px += w * rim * cos(ang) + cx;
      s->py += w * rim * sin(ang) + cy;
    }
  } else {
    s->px += w * xi + cx;
    s->py += w * yi + cy;
  }
}

/* lazyjess's distance from the centre to the polygon's edge at angle theta (+2π). */
FM_FN fm_real fm_lazyjess_edge(fm_real w, fm_real theta, fm_real half_slice, fm_real slice, fm_real vertex,
                               fm_real sin_vertex) {
  const fm_real diff = fmod(theta + half_slice, slice);
  return w * FM_R(1.4142135623730951) * sin_vertex / fm_zeps(sin(FM_R(FM_PI) - diff - vertex));
}

/* 164: lazyjess: inside a regular n-gon of circumradius w·√2 (n = 2: the band |x| < w) the
 * plane is spun by spin, the corners that leave it flipped back in (corner picks where);
 * outside, pushed out by space/r. */
FM_VAR(lazyjess) {
  const fm_real n = FM_PAR(lazyjess_n) < 2 ? FM_R(2.0) : FM_PAR(lazyjess_n);
  const fm_real spin = FM_PAR(lazyjess_spin);
  const fm_real vertex = FM_R(FM_PI) * (n - 2) / fm_zeps(2 * n), sin_vertex = sin(vertex);
  const fm_real slice = FM_R(2.0 * FM_PI) / fm_zeps(n), half_slice = slice / 2;
  const fm_real corner_rotation = (FM_PAR(lazyjess_corner) - 1) * slice;
  const fm_real x = s->tx, y = s->ty;
  fm_real modulus = fm_vs_r(s), theta, rx, ry, ox, oy;
  int inside;
  FM_UNUSED_RNG;
  if (n == 2) inside = fabs(x) < w;
  else inside = modulus < fm_lazyjess_edge(w, atan2(y, x) + FM_R(2.0 * FM_PI), half_slice, slice, vertex, sin_vertex);
  if (!inside) {
    modulus = 1 + FM_PAR(lazyjess_space) / fm_zeps(modulus);
    s->px += w * modulus * x;
    s->py += w * modulus * y;
    return;
  }
  theta = atan2(y, x) + spin;
  if (n != 2) theta += FM_R(2.0 * FM_PI);
  rx = w * modulus * cos(theta);
  ry = w * modulus * sin(theta);
  if (n == 2) inside = fabs(rx) < w;
  else {
    const fm_real edge = fm_lazyjess_edge(w, theta, half_slice, slice, vertex, sin_vertex);
    modulus = sqrt(rx * rx + ry * ry);
    inside = modulus < edge;
  }
  if (inside) {
    ox = rx;
    oy = ry;
  } else { /* a corner that left the polygon: flipped and turned back into place */
    theta = atan2(ry, rx) - spin + corner_rotation;
    if (n != 2) theta += FM_R(2.0 * FM_PI);
    ox = w * modulus * cos(theta);
    oy = -(w * modulus * sin(theta));
  }
  s->px += ox;
  s->py += oy;
}

/* ---- falloff2, xtrb -------------------------------------------------------------------------- */

/* 165: falloff2: a blur that grows with the distance from (x0, y0, z0) beyond mindist (or,
 * inverted, towards it), in one of three shapes (type: 0 linear, 1 radial, 2 gaussian), in 3D,
 * the colour shifted by mul_c too. */
FM_VAR(falloff2) {
  /* Four draws, for the colour, z, y and x in that order: the order in which Fractorium's
   * build evaluates the arguments of the vector it constructs them into. */
  const fm_real rc = fm_rng_01(rng) - FM_R(0.5);
  const fm_real rz = fm_rng_01(rng) - FM_R(0.5);
  const fm_real ry = fm_rng_01(rng) - FM_R(0.5);
  const fm_real rx = fm_rng_01(rng) - FM_R(0.5);
  const fm_real dx = s->tx - FM_PAR(falloff2_x0), dy = s->ty - FM_PAR(falloff2_y0), dz = s->tz - FM_PAR(falloff2_z0);
  const fm_real dist_a = sqrt(dx * dx + dy * dy + dz * dz);
  fm_real dist_b, dist;
  if (fm_fr_clamp(FM_PAR(falloff2_invert), 0, 1) != 0) dist_b = 1 - dist_a < 0 ? FM_R(0.0) : 1 - dist_a;
  else dist_b = dist_a < 0 ? FM_R(0.0) : dist_a;
  dist = (dist_b - FM_PAR(falloff2_mindist)) * (FM_R(0.04) * FM_PAR(falloff2_scatter));
  if (dist < 0) dist = 0;
  switch ((int)fm_fr_clamp(FM_PAR(falloff2_type), 0, 2)) {
  case 0:
    s->px += (s->tx + FM_PAR(falloff2_mul_x) * rx * dist) * w;
    s->py += (s->ty + FM_PAR(falloff2_mul_y) * ry * dist) * w;
    s->pz += (s->tz + FM_PAR(falloff2_mul_z) * rz * dist) * w;
    break;
  case 1: {
    if (s->tx == 0 && s->ty == 0 && s->tz == 0) return; /* the origin stays, its colour too */
    const fm_real r_in = fm_zeps(sqrt(s->r2 + s->tz * s->tz));
    const fm_real r = r_in + FM_PAR(falloff2_mul_x) * rx * dist;
    const fm_real phi = fm_vs_atan_yx(s) + FM_PAR(falloff2_mul_y) * ry * dist;
    const fm_real sigma = asin(s->tz / r_in) + FM_PAR(falloff2_mul_z) * rz * dist;
    const fm_real sigma_c = cos(sigma) * w;
    s->px += r * sigma_c * cos(phi);
    s->py += r * sigma_c * sin(phi);
    s->pz += r * sin(sigma) * w;
    break;
  }
  default: {
    const fm_real sigma = dist * ry * FM_R(2.0 * FM_PI), phi = dist * rz * FM_R(FM_PI), rad = dist * rx;
    const fm_real sigma_c = cos(sigma);
    s->px += (s->tx + FM_PAR(falloff2_mul_x) * rad * sigma_c * cos(phi)) * w;
    s->py += (s->ty + FM_PAR(falloff2_mul_y) * rad * sigma_c * sin(phi)) * w;
    s->pz += (s->tz + FM_PAR(falloff2_mul_z) * rad * sin(sigma)) * w;
    break;
  }
  }
  s->color = fabs(fmod(s->color + FM_PAR(falloff2_mul_c) * rc * dist, FM_R(1.0)));
}

/* xtrb's triangle: its sides, as Fractorium's Precalc derives them. */
typedef struct fm_xtrb {
  fm_real radius, width, width1, width2, width3, sin_c, cos_c;
  fm_real ha, hb, hc, ab, ac, ba, bc, ca, cb, s2a, s2b, s2c, s2ab, s2ac, s2bc;
} fm_xtrb;

/* A point of the hexagon the triangle's corner cut holds, moved towards its centre by width
 * (the share 1 - width² of points) or scaled (the rest): Fractorium's Hex. */
FM_FN void fm_xtrb_hex(const fm_xtrb *t, fm_real al, fm_real be, fm_real ga, fm_real *al1, fm_real *be1, fm_rng *rng) {
  const fm_real r = fm_rng_01(rng);
  fm_real ga1, de1;
  if (be < al) {
    if (ga < be) {
      if (r >= t->width3) {
        de1 = t->width * be;
        ga1 = t->width * ga;
      } else {
        ga1 = t->width1 * ga + t->width2 * t->hc * ga / be;
        de1 = t->width1 * be + t->width2 * t->s2ab * (3 - ga / be);
      }
      *al1 = t->s2a - t->ba * de1 - t->ca * ga1;
      *be1 = de1;
    } else if (ga < al) {
      if (r >= t->width3) {
        ga1 = t->width * ga;
        de1 = t->width * be;
      } else {
        de1 = t->width1 * be + t->width2 * t->hb * be / ga;
        ga1 = t->width1 * ga + t->width2 * t->s2ac * (3 - be / ga);
      }
      *al1 = t->s2a - t->ba * de1 - t->ca * ga1;
      *be1 = de1;
    } else if (r >= t->width3) {
      *al1 = t->width * al;
      *be1 = t->width * be;
    } else {
      *be1 = t->width1 * be + t->width2 * t->hb * be / al;
      *al1 = t->width1 * al + t->width2 * t->s2ac * (3 - be / al);
    }
  } else {
    if (ga < al) {
      if (r >= t->width3) {
        de1 = t->width * al;
        ga1 = t->width * ga;
      } else {
        ga1 = t->width1 * ga + t->width2 * t->hc * ga / al;
        de1 = t->width1 * al + t->width2 * t->s2ab * (3 - ga / al);
      }
      *be1 = t->s2b - t->ab * de1 - t->cb * ga1;
      *al1 = de1;
    } else if (ga < be) {
      if (r >= t->width3) {
        ga1 = t->width * ga;
        de1 = t->width * al;
      } else {
        de1 = t->width1 * al + t->width2 * t->ha * al / ga;
        ga1 = t->width1 * ga + t->width2 * t->s2bc * (3 - al / ga);
      }
      *be1 = t->s2b - t->ab * de1 - t->cb * ga1;
      *al1 = de1;
    } else if (r >= t->width3) {
      *be1 = t->width * be;
      *al1 = t->width * al;
    } else {
      *al1 = t->width1 * al + t->width2 * t->ha * al / be;
      *be1 = t->width1 * be + t->width2 * t->s2bc * (3 - al / be);
    }
  }
}

/* 166: xtrb: the plane in trilinear coordinates of a triangle (angles from a and b), tiled by
 * it, each tile's corners pulled in by width, then a julian-like root of power (the branch at
 * random) and dist. Precalculated: fm_xtrb_precalc (the sides a, b, c, their sum times
 * radius, and sin, cos of the third angle); the ratios come from those as Fractorium's do. */
FM_VAR(xtrb) {
  const fm_real *pre = xf->pre;
  const fm_real a = pre[FM_PRE_XTRB_A], b = pre[FM_PRE_XTRB_B], c = pre[FM_PRE_XTRB_C], s2 = pre[FM_PRE_XTRB_S2];
  fm_xtrb t;
  fm_real power = (fm_real)fm_fr_int(FM_PAR(xtrb_power), -2147483647, 2147483647);
  if (power == 0) power = FM_PAR(xtrb_power) < 0 ? FM_R(-1.0) : FM_R(1.0); /* a non-zero integer */
  t.radius = FM_PAR(xtrb_radius);
  t.width = FM_PAR(xtrb_width);
  t.width1 = 1 - t.width;
  t.width2 = 2 * t.width;
  t.width3 = 1 - t.width * t.width;
  t.sin_c = pre[FM_PRE_XTRB_SINC];
  t.cos_c = pre[FM_PRE_XTRB_COSC];
  t.ha = s2 / a / 6;
  t.hb = s2 / b / 6;
  t.hc = s2 / c / 6;
  t.ab = a / b;
  t.ac = a / c;
  t.ba = b / a;
  t.bc = b / c;
  t.ca = c / a;
  t.cb = c / b;
  t.s2a = 6 * t.ha;
  t.s2b = 6 * t.hb;
  t.s2c = 6 * t.hc;
  t.s2bc = s2 / (b + c) / 6;
  t.s2ab = s2 / (a + b) / 6;
  t.s2ac = s2 / (a + c) / 6;
  /* trilinear coordinates: the distances to two of the triangle's sides */
  fm_real al = s->ty + t.radius;
  fm_real be = s->tx * t.sin_c - s->ty * t.cos_c + t.radius;
  const fm_real m = floor(al / t.s2a), n = floor(be / t.s2b);
  fm_real off_al = al - m * t.s2a, off_be = be - n * t.s2b;
  fm_real off_ga = t.s2c - t.ac * off_al - t.bc * off_be;
  if (off_ga > 0) fm_xtrb_hex(&t, off_al, off_be, off_ga, &al, &be, rng);
  else { /* the tile's other half: mirrored */
    off_al = t.s2a - off_al;
    off_be = t.s2b - off_be;
    off_ga = -off_ga;
    fm_xtrb_hex(&t, off_al, off_be, off_ga, &al, &be, rng);
    al = t.s2a - al;
    be = t.s2b - be;
  }
  al += m * t.s2a;
  be += n * t.s2b;
  /* back to cartesian, then the root */
  const fm_real inx = (be - t.radius + (al - t.radius) * t.cos_c) / t.sin_c, iny = al - t.radius;
  const fm_real branch = (fm_real)fm_rng_below(rng, (fm_u32)fm_int_trunc(fabs(power)));
  const fm_real angle = (atan2(iny, inx) + FM_R(2.0 * FM_PI) * branch) / power;
  const fm_real r = w * pow(inx * inx + iny * iny, FM_PAR(xtrb_dist) / power / 2);
  s->px += w * (r * cos(angle)); /* the weight twice, as in Fractorium */
  s->py += w * (r * sin(angle));
}

/* ---- nBlur --------------------------------------------------------------------------------- */

/* nBlur's settings for one point (Fractorium's RandXyParams): the parameters as its Precalc
 * leaves them, and the point drawn with the lengths that judge it. */
typedef struct fm_nblur {
  fm_real num_edges, ratio_hole, mid_angle, ang_start, ang_stripes, max_stripes;
  fm_real ratio_stripes, ratio_complement, speed1, speed2; /* swapped for negative stripes */
  fm_real tan90m2, arctan1, arctan2;
  int circum_circle, equal_blur, exact_calc, has_stripes, neg_stripes;
  fm_real x, y, len_inner, len_outer, len_xy;
} fm_nblur;

FM_FN void fm_nblur_swap(fm_real *a, fm_real *b) {
  const fm_real t = *a;
  *a = *b;
  *b = t;
}

/* The angle moved within the stripes of a polygon's sector: Fractorium's stripe handling, for
 * positive stripes (odd ones skipped) or, with the ratios swapped, negative ones (even ones). */
FM_FN void fm_nblur_stripes(fm_nblur *p, fm_real *ang_xy_io, fm_real *ang_mem_io) {
  fm_real ang_xy = *ang_xy_io, ang_mem = *ang_mem_io, ang_tmp = p->ang_start, ratio, x;
  const int skip = p->neg_stripes ? 0 : 1; /* the parity of the stripes left empty */
  int count = 0;
  while (ang_xy > ang_tmp) {
    ang_tmp += p->ang_stripes;
    if (ang_tmp > p->mid_angle) ang_tmp = p->mid_angle;
    count++;
  }
  if (ang_tmp != p->mid_angle) ang_tmp -= p->ang_start;
  if (p->neg_stripes) {
    fm_nblur_swap(&p->ratio_stripes, &p->ratio_complement);
    fm_nblur_swap(&p->speed1, &p->speed2);
  }
  if ((count & 1) == skip) { /* in an empty stripe: moved to the next one or the one before */
    if (ang_xy > ang_tmp && (p->neg_stripes == 0 || count != p->max_stripes)) {
      ang_xy = ang_xy + p->ang_start;
      ang_mem = ang_mem + p->ang_start;
      p->x = sin(ang_mem), p->y = cos(ang_mem);
      ang_tmp += p->ang_stripes;
      count++;
    } else {
      ang_xy = ang_xy - p->ang_start;
      ang_mem = ang_mem - p->ang_start;
      p->x = sin(ang_mem), p->y = cos(ang_mem);
      ang_tmp -= p->ang_stripes;
      count--;
    }
  }
  if ((count & 1) != skip && p->ratio_stripes > 1) { /* wider stripes: stretched about their edge */
    if (ang_xy > ang_tmp && count != p->max_stripes) {
      ang_mem = ang_mem - ang_xy + ang_tmp + (ang_xy - ang_tmp) / p->ang_start * p->ratio_stripes * p->ang_start;
      ang_xy = ang_tmp + (ang_xy - ang_tmp) / p->ang_start * p->ratio_stripes * p->ang_start;
    } else {
      ang_mem = ang_mem - ang_xy + ang_tmp - (ang_tmp - ang_xy) / p->ang_start * p->ratio_stripes * p->ang_start;
      ang_xy = ang_tmp + (ang_xy - ang_tmp) / p->ang_start * p->ratio_stripes * p->ang_start;
    }
    p->x = sin(ang_mem), p->y = cos(ang_mem);
  }
  if ((count & 1) != skip && p->ratio_stripes < 1) { /* narrower stripes: squeezed */
    if (fabs(ang_xy - ang_tmp) > p->speed2 && count != p->max_stripes) {
      if ((ang_xy - ang_tmp) > p->speed2) {
        ratio = (ang_xy - (ang_tmp + p->speed2)) * p->speed2 / (p->ang_start - p->speed2);
        x = ang_mem - ang_xy + ang_tmp + ratio;
        p->x = sin(x), p->y = cos(x);
        ang_xy = ang_tmp + ratio;
      }
      if ((ang_tmp - ang_xy) > p->speed2) {
        ratio = (ang_tmp - p->speed2 - ang_xy) * p->speed2 / (p->ang_start - p->speed2);
        x = ang_mem - ang_xy + ang_tmp - ratio;
        p->x = sin(x), p->y = cos(x);
        ang_xy = ang_tmp - ratio;
      }
    }
    if (count == p->max_stripes) {
      if (p->neg_stripes) ang_tmp = p->mid_angle;
      if ((ang_tmp - ang_xy) > p->speed2) {
        ratio = (ang_tmp - p->speed2 - ang_xy) * p->speed2 / (p->ang_start - p->speed2);
        x = ang_mem - ang_xy + ang_tmp - ratio;
        p->x = sin(x), p->y = cos(x);
        ang_xy = ang_tmp - ratio;
      }
    }
  }
  if (p->neg_stripes) {
    fm_nblur_swap(&p->ratio_stripes, &p->ratio_complement);
    fm_nblur_swap(&p->speed1, &p->speed2);
  }
  *ang_xy_io = ang_xy;
  *ang_mem_io = ang_mem;
}

/* One candidate point of nBlur: an angle (uniform, or bunched towards the polygon's edges by
 * highlight_edges), folded into the stripes, and a radius up to the polygon's edge at that
 * angle, outside the hole. Fractorium's RandXY. */
FM_FN void fm_nblur_point(fm_nblur *p, fm_rng *rng) {
  fm_real ang_xy, ang_mem, ran, u;
  if (p->exact_calc == 1) ang_xy = fm_rng_01(rng) * FM_R(2.0 * FM_PI);
  else {
    u = fm_rng_01(rng);
    const fm_real edge = fm_rng_below_real(rng, p->num_edges);
    ang_xy = (atan(p->arctan1 * (u - FM_R(0.5))) / p->arctan2 + FM_R(0.5) + edge) * p->mid_angle;
  }
  p->x = sin(ang_xy);
  p->y = cos(ang_xy);
  ang_mem = ang_xy;
  while (ang_xy > p->mid_angle) ang_xy -= p->mid_angle;
  if (p->has_stripes == 1) fm_nblur_stripes(p, &ang_xy, &ang_mem);
  const fm_real xt = p->tan90m2 / (p->tan90m2 - tan(ang_xy)), yt = xt * tan(ang_xy);
  p->len_outer = sqrt(xt * xt + yt * yt);
  u = fm_rng_01(rng);
  ran = p->equal_blur == 1 ? sqrt(u) : u;
  if (p->exact_calc != 1 && p->circum_circle != 1) ran *= p->len_outer;
  p->len_inner = p->ratio_hole * p->len_outer;
  if (p->exact_calc == 0 && ran < p->len_inner) { /* in the hole: redrawn between hole and rim */
    u = fm_rng_01(rng);
    u = p->equal_blur == 1 ? sqrt(u) : u;
    if (p->circum_circle == 1) ran = p->len_inner + u * (1 - p->len_inner + FM_R(FM_REAL_EPSILON));
    else ran = p->len_inner + u * (p->len_outer - p->len_inner);
  }
  p->x *= ran;
  p->y *= ran;
  p->len_xy = sqrt(p->x * p->x + p->y * p->y);
}

/* nBlur (var below): what Fractorium's Precalc computes with transcendental functions. */
FM_FN fm_real fm_nblur_edges(fm_real numedges) {
  const fm_real n = (fm_real)fm_fr_int(numedges, -2147483647, 2147483647);
  return n < 3 ? FM_R(3.0) : n;
}

/* 167: nBlur (Fractorium's nBlur): a blur filling a regular polygon of numEdges sides, with a
 * hole (ratioHole), stripes (numStripes, their width ratioStripes; negative: the others),
 * bunched towards the edges (highlightEdges) or exact (exactCalc: uniform, by rejection — here
 * given up after 10000 tries, which Fractorium never bounds), scaled to match linear's size
 * (adjustToLinear). Precalculated: fm_nblur_precalc. */
FM_VAR(nblur) {
  const fm_real *pre = xf->pre;
  fm_nblur p;
  const fm_real stripes = (fm_real)fm_fr_int(FM_PAR(nblur_numstripes), -2147483647, 2147483647);
  const fm_real abs_stripes = fabs(stripes);
  p.num_edges = fm_nblur_edges(FM_PAR(nblur_numedges));
  p.circum_circle = fm_fr_int(FM_PAR(nblur_circumcircle), 0, 1);
  p.equal_blur = fm_fr_int(FM_PAR(nblur_equalblur), 0, 1);
  p.exact_calc = p.circum_circle == 1 ? 0 : fm_fr_int(FM_PAR(nblur_exactcalc), 0, 1);
  p.ratio_hole = fm_fr_clamp(FM_PAR(nblur_ratiohole), 0, 1);
  if (p.ratio_hole > FM_R(0.95) && p.exact_calc == 1 && p.circum_circle == 0) p.ratio_hole = FM_R(0.95);
  p.has_stripes = stripes != 0;
  p.neg_stripes = stripes < 0;
  p.mid_angle = FM_R(2.0 * FM_PI) / p.num_edges;
  p.ratio_stripes = fm_fr_clamp(FM_PAR(nblur_ratiostripes), 0, 2);
  p.ang_stripes = p.mid_angle / (2 * abs_stripes);
  p.ang_start = p.ang_stripes / 2;
  p.ratio_complement = 2 - p.ratio_stripes;
  p.speed1 = p.ratio_complement * p.ang_start;
  p.speed2 = p.ratio_stripes * p.ang_start;
  p.max_stripes = 2 * abs_stripes;
  p.tan90m2 = pre[FM_PRE_NBLUR_TAN90M2];
  p.arctan1 = pre[FM_PRE_NBLUR_ARCTAN1];
  p.arctan2 = pre[FM_PRE_NBLUR_ARCTAN2];
  fm_nblur_point(&p, rng);
  if (p.exact_calc == 1)
    for (int tries = 0; tries < 10000 && (p.len_xy < p.len_inner || p.len_xy > p.len_outer); tries++)
      fm_nblur_point(&p, rng);
  const fm_real weight = w / pre[FM_PRE_NBLUR_ADJUST];
  const fm_real sn = pre[FM_PRE_NBLUR_SINA], cs = pre[FM_PRE_NBLUR_COSA];
  s->px += weight * (cs * p.x - sn * p.y);
  s->py += weight * (sn * p.x + cs * p.y);
}

#endif
