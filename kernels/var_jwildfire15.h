/*
 * var_jwildfire15.h — more of JWildfire's variations (from 839), each checked against
 * JWildfire's own code (tests/tools/jwf_refs.sh; tests/unit/test_variation_refs.c), with
 * var_jwildfire4.h's conventions: a parameter JWildfire stores as an int is read through a cast
 * (fm_java_int / fm_cut_jint) after its clamp, the clamps its setParameter applies are applied
 * here (the genome holds the file's value), and what its init() derives is derived here, per
 * call; the 2D ones carry z by the flame's z mode (FM_VARS_CARRY_Z's comment).
 * 839: de_stijl (sets the colour), 840: lace_js, 841: apocarpet_js, 842: siercarpet_js,
 * 843: iconattractor_js (sets the sum and the colour), 844: pixel_flow (may set the colour).
 * (variations.h includes it after the other var_*.h, whose helpers it uses; nowhere else
 * includes it). Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWILDFIRE15_H
#define FLAMEBUILD_VAR_JWILDFIRE15_H

/* The families whose helpers this one calls (a kernel of its own includes only the families
 * its variations need: kernels/codegen_families.c). */
#include "var_jwildfire9.h"
#include "var_jwf_cut.h"

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

/* Thomas Wang's integer hash (Bob Jenkins' page) on Java's int, as de_stijl and pixel_flow
 * hash a cell: the bits of the int it gives. */
FM_FN fm_u32 fm_jw15_wang(fm_u32 h) {
  h = (h ^ 61u) ^ fm_jw15_sar(h, 16);
  h = h + (h << 3);
  h = h ^ fm_jw15_sar(h, 4);
  h = h * 0x27d4eb2du;
  return h ^ fm_jw15_sar(h, 15);
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
  return (double)(fm_jw15_wang(seed + n) & 0x7fffffffu) / 2147483647.0;
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

/* 843: iconattractor_js (Field and Golubitsky's symmetric icons, after the Softology blog): one
 * step of the icon map z ↦ (l + a·|z|² + b·Re zⁿ)·z + g·conj(z)ⁿ⁻¹ + i·o·z, n the degree; the
 * colour the result's squared distance from (−centerx, −centery) over scale (1e-5 for a scale
 * of 0), mod 1. It SETS the sum, as JWildfire's does (svensson_js's note). presetId is not
 * read: JWildfire's setParameter copies a preset into degree, a, b, g, o and l, which its file
 * writes after presetId, so the file's own values of those are what it renders (the defaults
 * here are preset 0's). degree is Java's (int) held to 3…50. */
FM_VAR(iconattractor_js) {
  const fm_real x = s->tx, y = s->ty, scale = FM_PAR(iconattractor_js_scale);
  const fm_real dm = fm_java_int(FM_PAR(iconattractor_js_degree));
  const int degree = dm < 3 ? 3 : dm > 50 ? 50 : (int)dm;
  const fm_real inv = 1 / (scale == 0 ? FM_R(10E-6) : scale);
  fm_real re = x, im = y, p, dx, dy;
  int i;
  FM_UNUSED_RNG;
  for (i = 1; i <= degree - 2; i++) { /* zⁿ⁻¹ */
    const fm_real a = re * x - im * y, b = im * x + re * y;
    re = a;
    im = b;
  }
  p = FM_PAR(iconattractor_js_a) * (x * x + y * y) + FM_PAR(iconattractor_js_l);
  p = p + FM_PAR(iconattractor_js_b) * (x * re - y * im);
  s->px = (p * x + FM_PAR(iconattractor_js_g) * re - FM_PAR(iconattractor_js_o) * y) * w;
  s->py = (p * y - FM_PAR(iconattractor_js_g) * im + FM_PAR(iconattractor_js_o) * x) * w;
  dx = s->px + FM_PAR(iconattractor_js_centerx);
  dy = s->py + FM_PAR(iconattractor_js_centery);
  s->color = fmod(fabs(inv * (dx * dx + dy * dy)), FM_R(1.0));
}

/* 844: pixel_flow (bezo97's): streaks. The plane is cut into blocks 1/width wide, each block's
 * edges jittered by up to ±2 blocks by a hash, and each block gets a length in (−1, 1) from two
 * more hashes (Wang's, over Integer.MAX_VALUE: signed); the point moves by len times that length
 * times U⁴ along the angle (degrees), so it fades along its streak. Only the move is added, not
 * the point: a variation to add to another. With enable_dc (Java's (int) of it held to 0…1)
 * the colour is U. Block arithmetic as Java's int (its += of a double casts the sum back), in
 * double on every side: a block is a floor of the point times width. Draws one number. */
FM_FN double fm_jw15_flow_hash(fm_u32 a) { return fm_jw15_int_value(fm_jw15_wang(a)) / 2147483647.0; }

FM_VAR(pixel_flow) {
  const double width = FM_PAR(pixel_flow_width);
  const fm_u32 seed = (fm_u32)fm_cut_jint(fm_jwf_int(FM_PAR(pixel_flow_seed)));
  const fm_real dc = fm_java_int(fm_jw9_limit(FM_PAR(pixel_flow_enable_dc), 0, 1));
  const fm_real a = FM_PAR(pixel_flow_angle) * FM_R(0.0174532925);
  fm_u32 bx = (fm_u32)fm_cut_jint(floor((double)s->tx * width));
  fm_u32 by = (fm_u32)fm_cut_jint(floor((double)s->ty * width));
  fm_u32 half;
  double len;
  fm_real u, fade;
  bx = (fm_u32)fm_cut_jint(fm_jw15_int_value(bx) + (2.0 - 4.0 * fm_jw15_flow_hash(bx * seed + 1u)));
  by = (fm_u32)fm_cut_jint(fm_jw15_int_value(by) + (2.0 - 4.0 * fm_jw15_flow_hash(by * seed + 1u)));
  { /* by·seed / 2: Java's int division, toward zero */
    const double q = fm_jw15_int_value(by * seed) / 2;
    half = (fm_u32)(long long)(q < 0 ? ceil(q) : floor(q));
  }
  len = (fm_jw15_flow_hash(by + bx * (0u - seed)) + fm_jw15_flow_hash(bx + half)) * 0.5;
  u = fm_rng_01(rng);
  fade = (fm_real)len * u * u * u * u;
  s->px += w * FM_PAR(pixel_flow_len) * cos(a) * fade;
  s->py += w * FM_PAR(pixel_flow_len) * sin(a) * fade;
  if (dc == 1) s->color = u;
}

#endif
