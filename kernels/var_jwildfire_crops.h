/*
 * var_jwildfire_crops.h — JWildfire's cropping variations (Jesus Sosa's crop_* family) and its
 * other variations whose names begin with an older variation's (flower_db, butterfly_fay,
 * bubble_wf, cpow3_wf, xheart_blur_wf, target_sp, exp2_bs: the parser reads each name whole),
 * and JWildfire's octagon, hypershift, circlecrop and crop (octagon_jwf, hypershift_jwf,
 * circlecrop_jwf, crop_jwf, which a JWildfire file's octagon, hypershift, circlecrop and crop
 * read as), each as JWildfire computes it (its variation/NAMEFunc.java), checked against JWildfire's own
 * code (tests/data/variation_refs, tests/tools/jwf_refs.sh; tests/unit/test_variation_refs.c),
 * with var_jwildfire.h's conventions.
 *
 * The crops are one mechanism, parameterised by the shape: the signed distance d of the affine's
 * point to a shape about the origin (negative inside; the shapes are Inigo Quilez's distance
 * functions, as JWildfire writes them out); the point is hidden outside the shape (or, with
 * invert 1, inside: d <= 0), where it goes to the origin; either way the xform's sum so far is
 * replaced by w times it (fm_jwf_crop). A hidden point (its doHide) stays hidden through the
 * xforms after it until a crop shows it again, and is not plotted (kernels/flame_math.h,
 * fm_point; s->hide).
 * 386: crop_box, 387: crop_cross, 388: crop_polygon, 389: crop_rhombus, 390: crop_stars,
 * 391: crop_trapezoid, 392: crop_triangle, 393: crop_vesica, 394: crop_x; 395: flower_db,
 * 396: cpow3_wf, 397: butterfly_fay, 398: xheart_blur_wf, 399: target_sp, 400: exp2_bs,
 * 401: bubble_wf, 402: octagon_jwf, 403: hypershift_jwf, 404: circlecrop_jwf, 405: crop_jwf.
 * (variations.h includes it after var_jwildfire.h, whose helpers it uses; nowhere else
 * includes it). Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWILDFIRE_CROPS_H
#define FLAMEBUILD_VAR_JWILDFIRE_CROPS_H

/* The families whose helpers this one calls (a kernel of its own includes only the families
 * its variations need: kernels/codegen_families.c). */
#include "var_fractorium.h"
#include "var_jwildfire.h"

/* JWildfire's invert parameter: (int) of the value held to [0, 1], so 1 only from 1 up. */
FM_FN int fm_crop_invert(fm_real v) { return v >= 1; }

/* The crop: hidden where d > 0 (invert: d <= 0), and then at the origin unless `keep` (crop_x
 * keeps the point where it is); the sum replaced by w times the point. */
FM_FN void fm_jwf_crop(fm_var_state *s, fm_real w, fm_real d, fm_real invert, int keep) {
  const int hide = fm_crop_invert(invert) ? !(d > 0) : d > 0;
  const int zero = hide && !keep;
  s->hide = hide;
  s->px = zero ? FM_R(0.0) : w * s->tx;
  s->py = zero ? FM_R(0.0) : w * s->ty;
}

/* GLSL's sign (Java's Math.signum): -1, 0 or 1, NaN kept. */
FM_FN fm_real fm_glsl_sign(fm_real v) { return v > 0 ? FM_R(1.0) : v < 0 ? FM_R(-1.0) : v; }

/* GLSL's clamp as js.glsl.G writes it: min(max(x, lo), hi), Java's Math.min and max. */
FM_FN fm_real fm_glsl_clamp(fm_real x, fm_real lo, fm_real hi) {
  const fm_real m = x != x ? x : x > lo ? x : lo; /* Math.max: NaN wins */
  return m != m ? m : m < hi ? m : hi;
}

/* G.min and G.max: the second where it is smaller (larger), else the first. */
FM_FN fm_real fm_glsl_min(fm_real x, fm_real y) { return y < x ? y : x; }
FM_FN fm_real fm_glsl_max(fm_real x, fm_real y) { return x < y ? y : x; }

FM_FN fm_real fm_glsl_len(fm_real x, fm_real y) { return sqrt(x * x + y * y); }

/* js.glsl.G's atan2: not the arctangent but its piecewise-rational octant approximation,
 * which crop_stars takes its sector from. */
FM_FN fm_real fm_glsl_atan2(fm_real y, fm_real x) {
  const fm_real c1 = FM_R(FM_PI) / 4, c2 = 3 * c1, ay = fabs(y);
  const fm_real a = x >= 0 ? c1 - c1 * ((x - ay) / (x + ay)) : c2 - c1 * ((x + ay) / (ay - x));
  return y < 0 ? -a : a;
}

/* 386: crop_box, the rectangle of half-sides width, height. */
FM_VAR(crop_box) {
  const fm_real dx = fabs(s->tx) - FM_PAR(crop_box_width), dy = fabs(s->ty) - FM_PAR(crop_box_height);
  const fm_real d = fm_glsl_len(fm_glsl_max(dx, 0), fm_glsl_max(dy, 0)) + fm_glsl_min(fm_glsl_max(dx, dy), 0);
  FM_UNUSED_RNG;
  fm_jwf_crop(s, w, d, FM_PAR(crop_box_invert), 0);
}

/* 387: crop_cross, the plus sign of arms width by Size (the longer one along x) and corners
 * rounded by 0.1·sin(1.2·round). */
FM_VAR(crop_cross) {
  fm_real bx = FM_PAR(crop_cross_width), by = FM_PAR(crop_cross_Size);
  if (bx < by) {
    const fm_real t = bx;
    bx = by;
    by = t;
  }
  const fm_real ra = FM_R(0.1) * sin(FM_PAR(crop_cross_round) * FM_R(1.2));
  fm_real px = fabs(s->tx), py = fabs(s->ty);
  if (py > px) {
    const fm_real t = px;
    px = py;
    py = t;
  }
  const fm_real qx = px - bx, qy = py - by, k = fm_glsl_max(qy, qx);
  const fm_real wx = k > 0 ? qx : by - px, wy = k > 0 ? qy : -k;
  const fm_real d = fm_glsl_sign(k) * fm_glsl_len(fm_glsl_max(wx, 0), fm_glsl_max(wy, 0)) + ra;
  FM_UNUSED_RNG;
  fm_jwf_crop(s, w, d, FM_PAR(crop_cross_invert), 0);
}

/* crop_polygon's regular polygons of circumradius-like r: the point folded into one sector by
 * reflections across the mirror lines (kx, ky), then its distance to the side y = r, clamped
 * along it to ±t·r. */
FM_FN void fm_crop_reflect(fm_real *px, fm_real *py, fm_real kx, fm_real ky) {
  const fm_real m = 2 * fm_glsl_min(kx * *px + ky * *py, 0);
  *px -= kx * m;
  *py -= ky * m;
}

FM_FN fm_real fm_crop_polygon_side(fm_real px, fm_real py, fm_real lo, fm_real hi, fm_real r) {
  const fm_real x = px - fm_glsl_clamp(px, lo, hi), y = py - r;
  return fm_glsl_len(x, y) * fm_glsl_sign(y);
}

/* 388: crop_polygon: type 0 a circle, 1 a pentagon, 2 a hexagon, 3 an octagon, 4 a hexagram
 * (the file's value held to [0, 4], Java's (int) of it). */
FM_VAR(crop_polygon) {
  const fm_real type = fm_java_int(fm_fr_clamp(FM_PAR(crop_polygon_type), 0, 4)), r = FM_PAR(crop_polygon_radius);
  fm_real px = fabs(s->tx), py = fabs(s->ty), d = 0;
  FM_UNUSED_RNG;
  if (type == 4) { /* hexagram */
    const fm_real kx = FM_R(-0.5), ky = FM_R(0.86602540378), kz = FM_R(0.57735026919), kw = FM_R(1.73205080757);
    fm_crop_reflect(&px, &py, kx, ky);
    fm_crop_reflect(&px, &py, ky, kx);
    d = fm_crop_polygon_side(px, py, r * kz, r * kw, r);
  } else if (type == 3) { /* octagon */
    const fm_real kx = FM_R(-0.9238795325), ky = FM_R(0.3826834323), kz = FM_R(0.4142135623);
    fm_crop_reflect(&px, &py, kx, ky);
    fm_crop_reflect(&px, &py, -kx, ky);
    d = fm_crop_polygon_side(px, py, -kz * r, kz * r, r);
  } else if (type == 2) { /* hexagon */
    const fm_real kx = FM_R(-0.866025404), ky = FM_R(0.5), kz = FM_R(0.577350269);
    fm_crop_reflect(&px, &py, kx, ky);
    d = fm_crop_polygon_side(px, py, -kz * r, kz * r, r);
  } else if (type == 1) { /* pentagon, pointing down */
    const fm_real kx = FM_R(0.809016994), ky = FM_R(0.587785252), kz = FM_R(0.726542528);
    py = -s->ty;
    fm_crop_reflect(&px, &py, -kx, ky);
    fm_crop_reflect(&px, &py, kx, ky);
    d = fm_crop_polygon_side(px, py, -r * kz, r * kz, r);
  } else if (type == 0) {
    d = fm_glsl_len(s->tx, s->ty) - r;
  }
  fm_jwf_crop(s, w, d, FM_PAR(crop_polygon_invert), 0);
}

/* 389: crop_rhombus, of half-diagonals width, height. */
FM_VAR(crop_rhombus) {
  const fm_real bx = FM_PAR(crop_rhombus_width), by = FM_PAR(crop_rhombus_height);
  const fm_real qx = fabs(s->tx), qy = fabs(s->ty);
  const fm_real h = fm_glsl_clamp((-2 * (qx * bx - qy * by) + (bx * bx - by * by)) / (bx * bx + by * by), -1, 1);
  const fm_real d = fm_glsl_len(qx - bx * (1 - h) * FM_R(0.5), qy - by * (1 + h) * FM_R(0.5)) *
                    fm_glsl_sign(qx * by + qy * bx - bx * by);
  FM_UNUSED_RNG;
  fm_jwf_crop(s, w, d, FM_PAR(crop_rhombus_invert), 0);
}

/* 390: crop_stars, the star of n points (3..9, Java's (int) of the held value) of radius
 * `radius`, its inner angle set by r2 (held to [0, 1]) through m = 4 + r2²·(2n - 4); JWildfire's
 * π to six places, and its sector from js.glsl's approximate atan2 of (x, y). */
FM_VAR(crop_stars) {
  const fm_real n = fm_java_int(fm_fr_clamp(FM_PAR(crop_stars_n), 3, 9));
  const fm_real a = fm_fr_clamp(FM_PAR(crop_stars_r2), 0, 1), m = 4 + a * a * (n * 2 - 4), r = FM_PAR(crop_stars_radius);
  const fm_real an = FM_R(3.141593) / n, en = FM_R(6.283185) / m;
  const fm_real acx = cos(an), acy = sin(an), ecx = cos(en), ecy = sin(en);
  const fm_real t = fm_glsl_atan2(s->tx, s->ty), period = 2 * an;
  const fm_real bn = (t - period * floor(t / period)) - an, len = fm_glsl_len(s->tx, s->ty);
  fm_real px = cos(bn) * len, py = fabs(sin(bn)) * len;
  px -= acx * r;
  py -= acy * r;
  const fm_real c = fm_glsl_clamp(-(px * ecx + py * ecy), 0, r * acy / ecy);
  px += ecx * c;
  py += ecy * c;
  FM_UNUSED_RNG;
  fm_jwf_crop(s, w, fm_glsl_len(px, py) * fm_glsl_sign(px), FM_PAR(crop_stars_invert), 0);
}

/* 391: crop_trapezoid, symmetric about the y axis: half-width base_sup at y = -height,
 * base_inf at y = height (JWildfire's "Base Sup." and "Base Inf."). */
FM_VAR(crop_trapezoid) {
  const fm_real r1 = FM_PAR(crop_trapezoid_base_sup), r2 = FM_PAR(crop_trapezoid_base_inf), he = FM_PAR(crop_trapezoid_height);
  const fm_real k2x = r2 - r1, k2y = 2 * he, px = fabs(s->tx), py = s->ty;
  const fm_real cax = fm_glsl_max(0, px - (py < 0 ? r1 : r2)), cay = fabs(py) - he;
  const fm_real t0 = ((r2 - px) * k2x + (he - py) * k2y) / (k2x * k2x + k2y * k2y);
  const fm_real c = fm_glsl_clamp(t0, 0, 1);
  const fm_real cbx = px - r2 + k2x * c, cby = py - he + k2y * c;
  const fm_real sgn = (cbx < 0 && cay < 0) ? FM_R(-1.0) : FM_R(1.0);
  const fm_real d = sgn * sqrt(fm_glsl_min(cax * cax + cay * cay, cbx * cbx + cby * cby));
  FM_UNUSED_RNG;
  fm_jwf_crop(s, w, d, FM_PAR(crop_trapezoid_invert), 0);
}

/* A triangle's area: crop_triangle's inside test. */
FM_FN fm_real fm_crop_area(fm_real x1, fm_real y1, fm_real x2, fm_real y2, fm_real x3, fm_real y3) {
  return fabs((x1 * (y2 - y3) + x2 * (y3 - y1) + x3 * (y1 - y2)) / 2);
}

/* 392: crop_triangle, the triangle (x1, y1), (x2, y2), (x3, y3): unlike the others it adds w
 * times the point to the sum and moves nothing; a point is inside where the three triangles it
 * makes with the sides have exactly the whole one's area. That is JWildfire's test, rounding and
 * all: a point inside fails it where the sums round apart (for the triangle (-0.6, 0.3),
 * (0.6, 0.3), (0, -0.6) four points in ten), which the CPU's double reproduces point for point;
 * the GPU's float rounds apart at a rate of its own (there five in ten), which no arithmetic on
 * float's inputs can make double's. No invert, and no z, not even where the flame preserves z
 * (FM_VARS_3D: its own z, none). */
FM_VAR(crop_triangle) {
  const fm_real x1 = FM_PAR(crop_triangle_x1), y1 = FM_PAR(crop_triangle_y1), x2 = FM_PAR(crop_triangle_x2);
  const fm_real y2 = FM_PAR(crop_triangle_y2), x3 = FM_PAR(crop_triangle_x3), y3 = FM_PAR(crop_triangle_y3);
  const fm_real x = s->tx, y = s->ty;
  const fm_real a = fm_crop_area(x1, y1, x2, y2, x3, y3);
  const fm_real a1 = fm_crop_area(x, y, x2, y2, x3, y3), a2 = fm_crop_area(x1, y1, x, y, x3, y3);
  const fm_real a3 = fm_crop_area(x1, y1, x2, y2, x, y);
  FM_UNUSED_RNG;
  s->hide = !(a == a1 + a2 + a3);
  s->px += w * x;
  s->py += w * y;
}

/* 393: crop_vesica, the lens of two circles of radius 1 + height whose centres lie 0.8 + width
 * either side of the origin. */
FM_VAR(crop_vesica) {
  const fm_real r = 1 + FM_PAR(crop_vesica_height), dd = FM_R(0.8) + FM_PAR(crop_vesica_width);
  const fm_real px = fabs(s->tx), py = fabs(s->ty), b = sqrt(r * r - dd * dd);
  const fm_real d = ((py - b) * dd > px * b) ? fm_glsl_len(px, py - b) : fm_glsl_len(px + dd, py) - r;
  FM_UNUSED_RNG;
  fm_jwf_crop(s, w, d, FM_PAR(crop_vesica_invert), 0);
}

/* 394: crop_x, the diagonal cross of arm length crop_x_w (held to [0, 1]) and thickness radius;
 * a hidden point is left where it is, not moved to the origin. */
FM_VAR(crop_x) {
  const fm_real arm = fm_fr_clamp(FM_PAR(crop_x_w), 0, 1);
  const fm_real px = fabs(s->tx), py = fabs(s->ty), h = fm_glsl_min(px + py, arm) * FM_R(0.5);
  FM_UNUSED_RNG;
  fm_jwf_crop(s, w, fm_glsl_len(px - h, py - h) - FM_PAR(crop_x_radius), FM_PAR(crop_x_invert), 1);
}

/* 395: flower_db (JWildfire's, not Fractorium's flowerdb): a rose of `petals` petals, split by
 * petal_split, whose radius |spread + sin(petals·φ)|·|cos(split·petals·φ)| times w·r sends the
 * point along its own angle turned a quarter (x by sin φ, y by cos φ); z falls by
 * stem_thickness·(2/r' - 1) for that radius r', rises by the fold's strength beyond its radius
 * (measured on the xform's sum so far, as JWildfire does), and stops at -stem_length (0: no
 * stop). */
FM_VAR(flower_db) {
  const fm_real petals = FM_PAR(flower_db_petals), t = fm_vs_atan_yx(s);
  const fm_real r = w * sqrt(s->r2) *
                    fabs((FM_PAR(flower_db_petal_spread) + sin(petals * t)) * cos(FM_PAR(flower_db_petal_split) * petals * t));
  const fm_real fold_r = FM_PAR(flower_db_petal_fold_radius), stem = FM_PAR(flower_db_stem_length);
  FM_UNUSED_RNG;
  s->px += sin(t) * r;
  s->py += cos(t) * r;
  s->pz -= FM_PAR(flower_db_stem_thickness) * ((2 / r) - 1);
  const fm_real rnew = sqrt(s->px * s->px + s->py * s->py);
  if (rnew > fold_r) s->pz += (rnew - fold_r) * FM_PAR(flower_db_petal_fold_strength);
  if (stem != 0 && s->pz <= -stem) s->pz = -stem;
}

/* 396: cpow3_wf (Cozyg's variation of cpow2): the power of z by the exponent (r, a)/divisor
 * on a random one of `spread` sheets (whole with discrete_spread >= 1), half of them turned back
 * by cos(φ/(2·spread)), and an angle that is JWildfire's product c·φ·(d/2)·ln r²·(2π/divisor)
 * times a random factor offset2 + U·spread2. Three draws. */
FM_VAR(cpow3_wf) {
  const fm_real divisor = FM_PAR(cpow3_wf_divisor), spread = FM_PAR(cpow3_wf_spread);
  const fm_real half_turn = FM_R(FM_PI) / 2 * FM_PAR(cpow3_wf_a);
  const fm_real c = FM_PAR(cpow3_wf_r) * cos(half_turn) / divisor, d = FM_PAR(cpow3_wf_r) * sin(half_turn) / divisor;
  const fm_real ang = FM_R(2.0) * FM_R(FM_PI) / divisor;
  fm_real ai = fm_vs_atan_yx(s), n = fm_rng_01(rng) * spread;
  if (FM_PAR(cpow3_wf_discrete_spread) >= 1) n = fm_java_int(n);
  if (ai < 0) n++;
  ai += 2 * FM_R(FM_PI) * n;
  if (cos(ai * (FM_R(0.5) / spread)) < fm_rng_01(rng) * 2 - 1) ai -= 2 * FM_R(FM_PI) * spread;
  const fm_real lnr2 = log(s->r2);
  const fm_real ri = w * exp(c / 2 * lnr2 - d * ai);
  const fm_real ang2 = c * ai * (d / 2) * lnr2 * ang * (fm_rng_01(rng) * FM_PAR(cpow3_wf_spread2) + FM_PAR(cpow3_wf_offset2));
  FM_UNUSED_XF;
  s->px += ri * cos(ang2);
  s->py += ri * sin(ang2);
}

/* butterfly_fay's spread of the curve's point (x, y) by a mode: 0 (or any outside 0..5) none,
 * 1 scaled by the input's radius, 2 and 3 pulled towards the input's |x|, |y| given the curve
 * point's signs (the inner side the other way), 4 half the radius plus the spread, 5 the
 * original butterfly2's (the input added as it is). */
FM_FN void fm_butterfly_fay_mode(fm_var_state *s, int mode, int inner, fm_real spread, fm_real ratio, fm_real rin,
                                 fm_real x, fm_real y, fm_real w) {
  fm_real xin = fabs(s->tx), yin = fabs(s->ty);
  if (x < 0) xin = xin * -1;
  if (y < 0) yin = yin * -1;
  if (mode == 1) {
    const fm_real rinx = (rin * spread * ratio) - (spread * ratio) + 1, riny = (rin * spread) - spread + 1;
    s->px += w * rinx * x;
    s->py += w * riny * y;
  } else if (mode == 2 && inner) {
    s->px += w * (x - (spread * ratio * (x - xin)));
    s->py += w * (y - (spread * (y - yin)));
  } else if (mode == 2) {
    s->px += w * (x + (spread * ratio * (xin - x)));
    s->py += w * (y + (spread * (yin - y)));
  } else if (mode == 3 && inner) {
    s->px += w * (x - (spread * ratio * xin));
    s->py += w * (y - (spread * yin));
  } else if (mode == 3) {
    s->px += w * (x + (spread * ratio * xin));
    s->py += w * (y + (spread * yin));
  } else if (mode == 4) {
    s->px += w * ((FM_R(0.5) * rin) + (spread * ratio)) * x;
    s->py += w * ((FM_R(0.5) * rin) + spread) * y;
  } else if (mode == 5) {
    s->px += w * (x + (spread * ratio * s->tx));
    s->py += w * (y + (spread * s->ty));
  } else {
    s->px += w * x;
    s->py += w * y;
  }
}

/* JWildfire's setParameter for butterfly_fay's modes: ⌊v⌋, outside 0..5 taken as 0. */
FM_FN int fm_butterfly_fay_mode_of(fm_real v) {
  const fm_real m = floor(v);
  return (m >= 0 && m <= 5) ? (int)m : 0;
}

/* 397: butterfly_fay, Temple Fay's butterfly curve r = e^cos t - 2 cos 4t - sin⁵(t/12) (plus
 * offset, halved, jittered by fill·(U - 1/2) where fill is not 0) at t = cycles·φ (cycles 0:
 * 2π³/2π = π² as JWildfire computes it, where the curve closes), pointing up; the input spread over it by outer_mode outside the
 * curve (spread_split times the input's radius beyond its |r|) or everywhere when
 * unified_inner_outer is not 0, else by inner_mode. */
FM_VAR(butterfly_fay) {
  const fm_real cycles = FM_PAR(butterfly_fay_cycles);
  const fm_real pi = FM_R(FM_PI), to_close = (2 * pi * pi * pi) / (2 * pi);
  const fm_real t = (cycles == 0 ? to_close : cycles) * fm_vs_atan_yx(s);
  const fm_real rin = FM_PAR(butterfly_fay_spread_split) * sqrt(s->tx * s->tx + s->ty * s->ty);
  const fm_real fill = FM_PAR(butterfly_fay_fill);
  fm_real r = FM_R(0.5) * (exp(cos(t)) - (2 * cos(4 * t)) - pow(fabs(sin(t / 12)), FM_R(5.0)) + FM_PAR(butterfly_fay_offset));
  FM_UNUSED_XF;
  if (fill != 0) r = r + (fill * (fm_rng_01(rng) - FM_R(0.5)));
  const fm_real x = r * sin(t), y = -1 * r * cos(t);
  if (fabs(rin) > fabs(r) || FM_PAR(butterfly_fay_unified_inner_outer) != 0)
    fm_butterfly_fay_mode(s, fm_butterfly_fay_mode_of(FM_PAR(butterfly_fay_outer_mode)), 0,
                          FM_PAR(butterfly_fay_outer_spread), FM_PAR(butterfly_fay_outer_spread_ratio), rin, x, y, w);
  else
    fm_butterfly_fay_mode(s, fm_butterfly_fay_mode_of(FM_PAR(butterfly_fay_inner_mode)), 1,
                          FM_PAR(butterfly_fay_inner_spread), FM_PAR(butterfly_fay_inner_spread_ratio), rin, x, y, w);
}

/* 398: xheart_blur_wf, xheart's heart filled: a random point of [-2, 2]² through xheart's map
 * (the angle π/4·(1 + angle/2), the height 6 + 2·ratio), mirrored in y on the left. Two draws. */
FM_VAR(xheart_blur_wf) {
  const fm_real ang = FM_R(FM_PI) / 4 + (FM_R(0.5) * (FM_R(FM_PI) / 4) * FM_PAR(xheart_blur_wf_angle));
  const fm_real sina = sin(ang), cosa = cos(ang), rat = 6 + 2 * FM_PAR(xheart_blur_wf_ratio);
  const fm_real dx = FM_R(2.0) - fm_rng_01(rng) * FM_R(4.0);
  const fm_real dy = FM_R(2.0) - fm_rng_01(rng) * FM_R(4.0);
  fm_real r2_4 = dx * dx + dy * dy + 4;
  if (r2_4 == 0) r2_4 = 1;
  const fm_real bx = 4 / r2_4, by = rat / r2_4;
  const fm_real x = cosa * (bx * dx) - sina * (by * dy), y = sina * (bx * dx) + cosa * (by * dy);
  FM_UNUSED_XF;
  s->px += w * x;
  s->py += x > 0 ? w * y : -w * y;
}

/* 399: target_sp (Michael Faber's target with Dark-Beam's logarithmic spiral): the point turned
 * by π·twist or that less π by which half of `size` the spiral coordinate
 * tightness·ln r + n_of_sp·(φ + π)/π falls in (n_of_sp Java's (int) of the value). Like
 * JWildfire's, it adds the turned point itself, not w times it. */
FM_VAR(target_sp) {
  const fm_real size = FM_PAR(target_sp_size), half = FM_R(0.5) * size;
  const fm_real rota = FM_R(FM_PI) * FM_PAR(target_sp_twist), rotb = -FM_R(FM_PI) + rota;
  fm_real a = fm_vs_atan_yx(s);
  const fm_real r = sqrt(s->tx * s->tx + s->ty * s->ty);
  fm_real t = FM_PAR(target_sp_tightness) * log(r) + fm_java_int(FM_PAR(target_sp_n_of_sp)) * FM_R(FM_M_1_PI) * (a + FM_R(FM_PI));
  FM_UNUSED_RNG;
  if (t < 0) t -= half;
  t = fmod(fabs(t), size);
  a += t < half ? rota : rotb;
  s->px += r * cos(a);
  s->py += r * sin(a);
}

/* 400: exp2_bs (Brad Stefanov's exp with its own scales): e^(x1·x) (cos(y2·y), sin(y1·y)). */
FM_VAR(exp2_bs) {
  const fm_real e = exp(s->tx * FM_PAR(exp2_bs_x1));
  const fm_real sn = sin(s->ty * FM_PAR(exp2_bs_y1)), cs = cos(s->ty * FM_PAR(exp2_bs_y2));
  FM_UNUSED_RNG;
  s->px += w * e * cs;
  s->py += w * e * sn;
}

/* 401: bubble_wf, bubble lifted into 3D: x, y as bubble's, z ± w·(2/r - 1) for
 * r = (x² + y²)/4 + 1, its sign a coin. One draw. */
FM_VAR(bubble_wf) {
  const fm_real r = ((s->tx * s->tx + s->ty * s->ty) / FM_R(4.0) + FM_R(1.0)), t = w / r;
  FM_UNUSED_XF;
  s->px += t * s->tx;
  s->py += t * s->ty;
  if (fm_rng_01(rng) < FM_R(0.5))
    s->pz -= w * (2 / r - 1);
  else
    s->pz += w * (2 / r - 1);
}

/* 402: octagon_jwf, JWildfire's octagon (FracFx's, in 3D, with modes), not Fractorium's, which a
 * JWildfire file's octagon reads as (genome/parse_editors.c): r = x⁴ + y⁴ + 2z² and
 * t = |x| + |y| + 2√z (√|z| in modes 2 and up: below, a negative z gives NaN, as in JWildfire);
 * the point scaled by w·m for an m of 1/r, 1/t, 1 + 1/r or 1 + 1/t as the mode (0..6) and
 * which side of w/2 r (or t) lies say, and in the modes' inner sides splits' push by
 * (x, y, z) added. */
FM_VAR(octagon_jwf) {
  const int mode = (int)fm_fr_clamp(fm_jwf_int(FM_PAR(octagon_jwf_mode)), 0, 6);
  const fm_real x = s->tx, y = s->ty, z = s->tz, x2 = x * x, y2 = y * y;
  fm_real r = x2 * x2 + y2 * y2 + 2 * (z * z), t;
  if (r == 0) r = FM_R(1e-300);
  t = fabs(x) + fabs(y) + 2 * sqrt(mode > 1 ? fabs(z) : z);
  if (t == 0) t = FM_R(1e-300);
  const fm_real half = w / FM_R(2.0);
  fm_real m = 1;
  int splits = 0;
  FM_UNUSED_RNG;
  if (mode == 0) {
    splits = r <= half;
    m = splits ? 1 + 1 / t : 1 / r;
  } else if (mode == 1) {
    splits = 1;
    m = r <= half ? 1 + 1 / t : w >= 0 ? 1 / r + 1 / t : 1 + 1 / r;
  } else if (mode == 2) {
    splits = r <= half;
    m = splits ? 1 + 1 / t : 1 + 1 / r;
  } else if (mode == 3) {
    splits = r <= half;
    m = splits ? 1 / t : 1 / r;
  } else if (mode == 4) {
    splits = r <= half;
    m = 1 / r;
  } else if (mode == 5) {
    splits = t <= half;
    m = splits ? 1 / t : 1 / r;
  } else {
    splits = t <= half;
    m = splits ? 1 + 1 / t : 1 + 1 / r;
  }
  s->px += w * m * x;
  s->py += w * m * y;
  s->pz += w * m * z;
  if (splits) {
    s->px += w * (x >= 0 ? x + FM_PAR(octagon_jwf_x) : x - FM_PAR(octagon_jwf_x));
    s->py += w * (y >= 0 ? y + FM_PAR(octagon_jwf_y) : y - FM_PAR(octagon_jwf_y));
    s->pz += w * (z >= 0 ? z + FM_PAR(octagon_jwf_z) : z - FM_PAR(octagon_jwf_z));
  }
}

/* 403: hypershift_jwf, JWildfire's hypershift: Fractorium's formula (var_fractorium3.h) added to
 * the sum, as every JWildfire variation adds, where Fractorium's assigns the point and z (which
 * in a JWildfire xform would drop the variations before it); no guard against 0. A JWildfire
 * file's hypershift_shift and hypershift_stretch are its shift and stretch. */
FM_VAR(hypershift_jwf) {
  const fm_real shift = FM_PAR(hypershift_jwf_shift);
  const fm_real scale = 1 - shift * shift;
  fm_real rad = 1 / (s->tx * s->tx + s->ty * s->ty);
  const fm_real x = rad * s->tx + shift, y = rad * s->ty;
  FM_UNUSED_RNG;
  rad = w * scale / (x * x + y * y);
  s->px += rad * x + shift;
  s->py += rad * y * FM_PAR(hypershift_jwf_stretch);
}

/* 404: circlecrop_jwf, JWildfire's circlecrop (Xyrus02's plugin, as Fractorium's circlecrop in
 * var_fractorium.h) with its zero (rounded, on at 1) hiding the point it sends to the origin
 * (its doHide; the sum so far cleared as in Fractorium's); JWildfire's pre_circlecrop is its pre
 * form, which sets the affine's point. One draw. */
FM_VAR(circlecrop_jwf) {
  const fm_real cx = FM_PAR(circlecrop_jwf_x), cy = FM_PAR(circlecrop_jwf_y), radius = FM_PAR(circlecrop_jwf_radius);
  const fm_real xi = s->tx - cx, yi = s->ty - cy;
  const fm_real rad = sqrt(xi * xi + yi * yi), ang = atan2(yi, xi);
  const fm_real rim = radius + (fm_rng_01(rng) * FM_R(0.5) * fm_fr_clamp(FM_PAR(circlecrop_jwf_scatter_area), -1, 1));
  const int zero = fm_jwf_int(FM_PAR(circlecrop_jwf_zero)) == 1, out = rad > radius;
  FM_UNUSED_XF;
  s->hide = zero && out;
  if (zero && out) {
    s->px = 0;
    s->py = 0;
  } else if (out) {
    s->px += w * rim * cos(ang) + cx;
    s->py += w * rim * sin(ang) + cy;
  } else {
    s->px += w * xi + cx;
    s->py += w * yi + cy;
  }
}

/* A coordinate outside [lo, hi] brought back inside by JWildfire's crop scatter: a draw of up to
 * `width` in from the bound it crossed (one draw, only then). crop_jwf and crop3D. */
FM_FN fm_real fm_crop_scatter(fm_real v, fm_real lo, fm_real hi, fm_real width, fm_rng *rng) {
  if (v < lo) return lo + fm_rng_01(rng) * width;
  if (v > hi) return hi - fm_rng_01(rng) * width;
  return v;
}

/* 405: crop_jwf, JWildfire's crop (Xyrus02's plugin, Fractorium's crop): outside the rectangle
 * with zero (rounded, held to 0..1) the point is hidden and the xform's sum so far cleared;
 * else the point, brought inside by the scatter (scatter_area held to [-1, 1]), replaces the sum
 * times w, where Fractorium's adds. */
FM_VAR(crop_jwf) {
  const fm_real l = FM_PAR(crop_jwf_left), r = FM_PAR(crop_jwf_right), t = FM_PAR(crop_jwf_top), b = FM_PAR(crop_jwf_bottom);
  const fm_real x0 = fmin(l, r), y0 = fmin(t, b), x1 = fmax(l, r), y1 = fmax(t, b);
  const fm_real scatter = fm_fr_clamp(FM_PAR(crop_jwf_scatter_area), -1, 1);
  const fm_real cw = (x1 - x0) * FM_R(0.5) * scatter, ch = (y1 - y0) * FM_R(0.5) * scatter;
  const fm_real zero = fm_fr_clamp(fm_jwf_int(FM_PAR(crop_jwf_zero)), 0, 1);
  fm_real x = s->tx, y = s->ty;
  FM_UNUSED_XF;
  if ((x < x0 || x > x1 || y < y0 || y > y1) && zero != 0) {
    s->px = 0;
    s->py = 0;
    s->hide = 1;
    return;
  }
  s->hide = 0;
  x = fm_crop_scatter(x, x0, x1, cw, rng);
  y = fm_crop_scatter(y, y0, y1, ch, rng);
  s->px = w * x;
  s->py = w * y;
}

#endif
