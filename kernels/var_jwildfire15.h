/*
 * var_jwildfire15.h — more of JWildfire's variations (from 839), each checked against
 * JWildfire's own code (tests/tools/jwf_refs.sh; tests/unit/test_variation_refs.c), with
 * var_jwildfire4.h's conventions: a parameter JWildfire stores as an int is read through a cast
 * (fm_java_int / fm_cut_jint) after its clamp, the clamps its setParameter applies are applied
 * here (the genome holds the file's value), and what its init() derives is derived here, per
 * call; the 2D ones carry z by the flame's z mode (FM_VARS_CARRY_Z's comment).
 * 839: de_stijl (sets the colour), 840: lace_js, 841: apocarpet_js, 842: siercarpet_js.
 * (variations.h includes it after the other var_*.h, whose helpers it uses; nowhere else
 * includes it). Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWILDFIRE15_H
#define FLAMEBUILD_VAR_JWILDFIRE15_H

/* ---- Java's 32-bit integers ----------------------------------------------------------------- */

/* Java's int arithmetic wraps modulo 2^32 and its >> on an int is arithmetic: the bits are kept
 * in an fm_u32 (C's signed overflow is undefined), shifted right with the sign copied in. */
FM_FN fm_u32 fm_jw15_sar(fm_u32 v, int k) {
  return (v >> k) | ((v & 0x80000000u) ? ~(0xffffffffu >> k) : 0u);
}
/* The int those bits are, as a double. */
FM_FN double fm_jw15_int_value(fm_u32 v) { return v >= 0x80000000u ? (double)v - 4294967296.0 : (double)v; }

/* Java's Math.round of a double, in double (fm_java_round takes an fm_real, which float would
 * round): half up, NaN to 0, saturated at long's range. floor(v) and v − floor(v) are exact, so
 * 0.49999999999999994 and the odd integers above 2^52, which floor(v + ½) gets wrong, are right. */
FM_FN double fm_jw15_round(double v) {
  double r;
  if (!(v == v)) return 0;
  if (v >= 9.2233720368547758e18) return 9.2233720368547758e18;
  if (v <= -9.2233720368547758e18) return -9.2233720368547758e18;
  r = floor(v);
  return v - r >= 0.5 ? r + 1 : r;
}

/* (int) Math.round(v): the long's low 32 bits, as Java's cast to int keeps them. */
FM_FN fm_u32 fm_jw15_round_to_int_bits(double v) {
  const double r = fm_jw15_round(v);
  if (r >= 9.2233720368547758e18) return 0xffffffffu; /* Long.MAX_VALUE's low bits */
  if (r <= -9.2233720368547758e18) return 0u;         /* Long.MIN_VALUE's */
  return (fm_u32)(fm_u64)(long long)r;
}

/* ---- 839: de_stijl ------------------------------------------------------------------------- */

/*
 * A Mondrian-like grid: the plane cut into chaos-sized regions, each with its own grid pitch
 * between min_size and max_size (an integer hash of the region, Wang-style, with the seed);
 * a point near a grid line gets colour 0 (JWildfire's black end of the gradient), a point inside
 * a cell the first draw of JWildfire's Marsaglia generator seeded by the cell's coordinates
 * (MarsagliaRandomGenerator: two multiply-with-carry halves, their sum as an int over 2^31 − 1,
 * made positive). The point itself passes through unchanged. Decisions and hashes in double on
 * every side: the region and cell are floors and roundings of the point over the pitch, and the
 * hash's int arithmetic needs them exactly as JWildfire's double computes them.
 */
FM_FN double fm_jw15_destijl_hash(fm_u32 seed, fm_u32 n) {
  fm_u32 h = seed + n;
  h = (h ^ 61u) ^ fm_jw15_sar(h, 16);
  h = h + (h << 3);
  h = h ^ fm_jw15_sar(h, 4);
  h = h * 0x27d4eb2du;
  h = h ^ fm_jw15_sar(h, 15);
  return (double)(h & 0x7fffffffu) / 2147483647.0;
}

/* The first random() of a MarsagliaRandomGenerator after randomize(seed) (seed a long's bits):
 * u starts as the seed's low 16 bits moved up, v as those bits sign-extended. */
FM_FN double fm_jw15_marsaglia_first(fm_u64 seed) {
  const fm_u32 s16 = (fm_u32)(seed << 16);
  fm_u32 u = s16, v = fm_jw15_sar(s16, 16);
  double r;
  v = 36969u * (v & 65535u) + fm_jw15_sar(v, 16);
  u = 18000u * (u & 65535u) + fm_jw15_sar(u, 16);
  r = fm_jw15_int_value((v << 16) + u) * (1.0 / 2147483647.0);
  return r < 0 ? -r : r;
}

FM_VAR(de_stijl) {
  const double x = s->tx, y = s->ty;
  const double max_size = FM_PAR(de_stijl_max_size), min_size = FM_PAR(de_stijl_min_size);
  const double chaos = FM_PAR(de_stijl_chaos), half = FM_PAR(de_stijl_line_thickness) * 0.025;
  const fm_u32 seed = (fm_u32)fm_cut_jint(FM_PAR(de_stijl_seed));
  const fm_u32 rx = (fm_u32)fm_cut_jint(floor(x / chaos)), ry = (fm_u32)fm_cut_jint(floor(y / chaos));
  double pitch = min_size + (max_size - min_size) * fm_jw15_destijl_hash(seed, (rx * 31337u) ^ (ry * 8191u));
  double dx, dy;
  FM_UNUSED_RNG;
  if (pitch < 1.0e-6) pitch = 1.0e-6;
  dx = fabs(x - fm_jw15_round(x / pitch) * pitch);
  dy = fabs(y - fm_jw15_round(y / pitch) * pitch);
  if (dx < half || dy < half) {
    s->color = 0;
  } else {
    /* JWildfire's seed + ix·73856093 ^ iy·19349663, in long: + binds before ^ */
    const fm_u32 ix = fm_jw15_round_to_int_bits(x / pitch), iy = fm_jw15_round_to_int_bits(y / pitch);
    const fm_u64 sx = (fm_u64)(long long)fm_jw15_int_value(ix), sy = (fm_u64)(long long)fm_jw15_int_value(iy);
    const fm_u64 ss = (fm_u64)(long long)fm_jw15_int_value(seed);
    s->color = (fm_real)fm_jw15_marsaglia_first((ss + sx * 73856093ull) ^ (sy * 19349663ull));
  }
  s->px += s->tx * w;
  s->py += s->ty * w;
}

/* ---- 840-842: Jesus Sosa's IFS after Paul Bourke's pages ------------------------------------ */

/* 840: lace_js (Bourke's lace): one of four maps by a draw, each the point's distance from the
 * origin halved and laid at the angle of the point seen from one of the three cube roots of 1
 * (or from the origin), rotated a quarter turn and moved to that root. Draws one number. */
FM_VAR(lace_js) {
  const fm_real r0 = sqrt(s->tx * s->tx + s->ty * s->ty), h = sqrt(FM_R(3.0)) / 2;
  const fm_real u = fm_rng_01(rng);
  fm_real a, x, y;
  FM_UNUSED_XF;
  if (u > FM_R(0.75)) {
    a = atan2(s->ty, s->tx - 1);
    x = -r0 * sin(a) / 2;
    y = -r0 * cos(a) / 2 + 1;
  } else if (u > FM_R(0.5)) {
    a = atan2(s->ty - h, s->tx + FM_R(0.5));
    x = -r0 * sin(a) / 2 + h;
    y = -r0 * cos(a) / 2 - FM_R(0.5);
  } else if (u > FM_R(0.25)) {
    a = atan2(s->ty + h, s->tx + FM_R(0.5));
    x = -r0 * sin(a) / 2 - h;
    y = -r0 * cos(a) / 2 - FM_R(0.5);
  } else {
    a = atan2(s->ty, s->tx);
    x = -r0 * sin(a) / 2;
    y = -r0 * cos(a) / 2;
  }
  s->px += x * w;
  s->py += y * w;
}

/* 841: apocarpet_js (Roger Bagula's Apollonian carpet): one of six maps by (int)(6·U): the
 * four corners, the point scaled by 1/(1 + √2) toward (±r, ±r), and two inversions, z²/|z|²
 * conjugated and swapped, which fold the plane onto the unit circle. Draws one number. */
FM_VAR(apocarpet_js) {
  const fm_real r = 1 / (1 + sqrt(FM_R(2.0)));
  const fm_real x0 = s->tx, y0 = s->ty, d = x0 * x0 + y0 * y0;
  const int pick = (int)fm_java_int(6 * fm_rng_01(rng));
  fm_real x = 0, y = 0;
  FM_UNUSED_XF;
  if (pick == 0) {
    x = 2 * x0 * y0 / d;
    y = (x0 * x0 - y0 * y0) / d;
  } else if (pick == 1) {
    x = x0 * r - r;
    y = y0 * r - r;
  } else if (pick == 2) {
    x = x0 * r + r;
    y = y0 * r + r;
  } else if (pick == 3) {
    x = x0 * r + r;
    y = y0 * r - r;
  } else if (pick == 4) {
    x = x0 * r - r;
    y = y0 * r + r;
  } else if (pick == 5) {
    x = (x0 * x0 - y0 * y0) / d;
    y = 2 * x0 * y0 / d;
  }
  s->px += x * w;
  s->py += y * w;
}

/* 842: siercarpet_js (Roger Bagula's cross carpet): the point shrunk to a third and moved to one
 * of 2m places by a draw, the m-th roots of 1 and the midpoints of the polygon's sides between
 * them, (a − b, a + b)/√2 of each: the polygon turned by 45° and grown by √2. m is JWildfire's
 * (int) of the parameter, held to 3…12. Draws one number. */
FM_VAR(siercarpet_js) {
  fm_real mf = fm_java_int(FM_PAR(siercarpet_js_m));
  const fm_real m = mf < 3 ? 3 : mf > 12 ? 12 : mf;
  const int l = 1 + (int)fm_java_int(2 * m * fm_rng_01(rng));
  const int i = (l + 1) / 2;
  fm_real a, b;
  if (l & 1) {
    a = cos(2 * FM_R(FM_PI) * i / m);
    b = sin(2 * FM_R(FM_PI) * i / m);
  } else {
    a = (cos(2 * FM_R(FM_PI) * i / m) + cos(2 * FM_R(FM_PI) * (i - 1) / m)) / 2;
    b = (sin(2 * FM_R(FM_PI) * i / m) + sin(2 * FM_R(FM_PI) * (i - 1) / m)) / 2;
  }
  s->px += (s->tx / 3 + (a - b) / sqrt(FM_R(2.0))) * w;
  s->py += (s->ty / 3 + (a + b) / sqrt(FM_R(2.0))) * w;
}

#endif
