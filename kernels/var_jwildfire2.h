/*
 * var_jwildfire2.h — more of JWildfire's own variations, those its artists' files use (after
 * var_jwildfire.h, whose conventions and helpers they share: fm_jwf_int for an integer
 * parameter, fm_java_int for Java's (int) of a double, fm_vs_atan_xy for JWildfire's atan, a
 * random number its context's random(), fm_rng_01, drawn at the same places), each checked
 * against JWildfire's own code (tests/tools/jwf_refs.sh; tests/unit/test_variation_refs.c).
 * 360: post_smartcrop (a post function), 361: sin2_bs, 362: tan2_bs, 363: csch2_bs,
 * 364: coth2_bs, 365: cosh2_bs, 366: chunk, 367: crown_js (3D, sets the colour), 368: maurer_rose,
 * 369: invpolar, 370: chrysanthemum, 371: layered_spiral, 372: spligon, 373: shredded (3D),
 * 374: joukowski, 375: circleRand, 376: lazysensen (3D), 377: glitchy1 (3D), 378: rosoni,
 * 379: minkowskope, 380: tqmirror.
 * (variations.h includes it after the other families; nowhere else includes it). Common subset of
 * C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWILDFIRE2_H
#define FLAMEBUILD_VAR_JWILDFIRE2_H

/* The families whose helpers this one calls (a kernel of its own includes only the families
 * its variations need: kernels/codegen_families.c). */
#include "var_jwildfire.h"

/* 360: post_smartcrop (Zy0rg's), a post function: crops the sum (static 2; else the affine's
 * point) to a polygon of `power` sides (|power| ≥ 2, radius |radius|, its sides bent by
 * distortion and rounded by roundstr/roundwidth) or, for |power| < 2, to a sector of angle
 * |power|·π; the sign of power·radius says which side is kept. A point cut off lands on the
 * border (cropmode 1) plus scatter·U + offset, or near the centre (cropmode 0); edge blurs the
 * border. cropmode 2 puts it where JWildfire's instance last kept a point: per point here
 * nothing is kept, so at the origin with colour 0, as a fresh instance (and JWildfire's GPU
 * code) does, and genome/parse_editors.c names it as not drawn. static 2 and −1 replace the sum, 0 and 1 add to it (1 replaces it with a kept
 * point). Draws: edge's number where edge ≠ 0 (always in the sector form), and for a point cut
 * off the scatter's (the sector form: a coin first). */
FM_VAR(post_smartcrop) {
  const fm_real power = FM_PAR(post_smartcrop_power), radius = FM_PAR(post_smartcrop_radius);
  const fm_real edge_p = FM_PAR(post_smartcrop_edge), scatter = FM_PAR(post_smartcrop_scatter);
  const fm_real offset = FM_PAR(post_smartcrop_offset);
  fm_real cropmode = fm_jwf_int(FM_PAR(post_smartcrop_cropmode));
  fm_real stat = fm_jwf_int(FM_PAR(post_smartcrop_static));
  cropmode = cropmode < 0 ? 0 : cropmode > 2 ? 2 : cropmode;
  stat = stat < -1 ? -1 : stat > 2 ? 2 : stat;
  const int keep_outside = (power > 0) == (radius > 0); /* true: what lies outside is cut */
  const int replace = stat == 2 || stat == -1;
  const fm_real xi = stat == 2 ? s->px : s->tx, yi = stat == 2 ? s->py : s->ty, zi = stat == 2 ? s->pz : s->tz;
  const fm_real ang = atan2(yi, xi), rad = sqrt(xi * xi + yi * yi);
  fm_real work_power = fabs(power), ox, oy, oz;
  FM_UNUSED_XF;
  if (work_power < 2) { /* a sector */
    work_power *= FM_R(FM_PI);
    const fm_real edge = edge_p * (fm_rng_01(rng) - FM_R(0.5));
    fm_real xang = ang / (2 * FM_R(FM_PI)) + 1 + edge;
    xang = (xang - fm_java_int(xang)) * (2 * FM_R(FM_PI));
    if ((xang > work_power) != keep_outside) return; /* kept: the sum as it is */
    if (cropmode == 2) {
      ox = oy = oz = 0;
      s->color = 0;
    } else {
      const fm_real a = fm_rng_01(rng) >= FM_R(0.5)
                            ? work_power + (fm_rng_01(rng) * scatter + offset + edge) * FM_R(FM_PI)
                            : -(fm_rng_01(rng) * scatter + offset + edge) * FM_R(FM_PI);
      ox = w * rad * cos(a);
      oy = w * rad * sin(a);
      oz = w * zi;
    }
  } else { /* a polygon */
    const fm_real alpha = 2 * FM_R(FM_PI) / work_power;
    fm_real coeff = 1;
    if (FM_PAR(post_smartcrop_distortion) != 0) {
      const fm_real roundstr = FM_PAR(post_smartcrop_roundstr), roundwidth = FM_PAR(post_smartcrop_roundwidth);
      fm_real xang = (ang + FM_R(FM_PI)) / alpha;
      xang = xang - fm_java_int(xang);
      xang = xang < FM_R(0.5) ? xang : 1 - xang;
      coeff = 1 / cos(xang * alpha);
      if (roundstr != 0) {
        const fm_real round_coeff = roundstr / sin(alpha / 2) / work_power * 2;
        const fm_real width = (roundwidth != 1 ? exp(log(xang * 2) * roundwidth) : xang * 2) * round_coeff;
        coeff = fabs((1 - width) * coeff + width);
      }
      if (FM_PAR(post_smartcrop_distortion) != 1) coeff = exp(log(coeff) * FM_PAR(post_smartcrop_distortion));
    }
    const fm_real xr = coeff * (edge_p != 0 ? fabs(radius) + edge_p * (fm_rng_01(rng) - FM_R(0.5)) : fabs(radius));
    if ((rad > xr) == keep_outside) { /* cut off */
      if (cropmode == 2) {
        ox = oy = oz = 0;
        s->color = 0;
      } else {
        const fm_real rdc = (cropmode > 0 ? FM_R(1.0) : FM_R(0.0)) * xr + coeff * (fm_rng_01(rng) * scatter + offset);
        ox = w * rdc * cos(ang);
        oy = w * rdc * sin(ang);
        oz = w * zi;
      }
    } else { /* kept: the weighted point */
      ox = w * xi;
      oy = w * yi;
      oz = w * zi;
      if (stat > 0) {
        s->px = ox;
        s->py = oy;
        s->pz = oz;
      } else {
        s->px += ox;
        s->py += oy;
        s->pz += oz;
      }
      return;
    }
  }
  if (replace) {
    s->px = ox;
    s->py = oy;
    s->pz = oz;
  } else {
    s->px += ox;
    s->py += oy;
    s->pz += oz;
  }
}

/* ---- The rest of Brad Stefanov's *2_bs family (var_jwildfire.h's sec2_bs says what it is, and
 *      holds the float helpers fm_jwf_hyp_over_cosh and fm_jwf_cosh_minus_cos they share) ---- */

/* 361: sin2_bs: the sine, (sin(x1·x)·cosh(y2·y), cos(x2·x)·sinh(y1·y)). */
FM_VAR(sin2_bs) {
  FM_UNUSED_RNG;
  s->px += w * sin(s->tx * FM_PAR(sin2_bs_x1)) * cosh(s->ty * FM_PAR(sin2_bs_y2));
  s->py += w * cos(s->tx * FM_PAR(sin2_bs_x2)) * sinh(s->ty * FM_PAR(sin2_bs_y1));
}

/* 362: tan2_bs: the tangent, (sin(x1·x), sinh(y1·y))/(cos(x2·x) + cosh(y2·y)); nothing where
 * that is 0. */
FM_VAR(tan2_bs) {
  const fm_real b = FM_PAR(tan2_bs_y2) * s->ty;
  FM_UNUSED_RNG;
  if (FM_JWF_FAR(b)) {
    s->px += w * sin(FM_PAR(tan2_bs_x1) * s->tx) * fm_jwf_hyp_over_cosh(0, 0, b);
    s->py += w * fm_jwf_hyp_over_cosh(FM_PAR(tan2_bs_y1) * s->ty, 1, b);
    return;
  }
  const fm_real d = cos(FM_PAR(tan2_bs_x2) * s->tx) + cosh(b);
  if (d == 0) return;
  const fm_real den = 1 / d;
  s->px += w * den * sin(FM_PAR(tan2_bs_x1) * s->tx);
  s->py += w * den * sinh(FM_PAR(tan2_bs_y1) * s->ty);
}

/* 363: csch2_bs: the hyperbolic cosecant, 2/(cosh 2x − cos 2y) times
 * (sinh(x1·x)·cos(y2·y), −cosh(x2·x)·sin(y1·y)); nothing where the denominator is 0. */
FM_VAR(csch2_bs) {
  FM_UNUSED_RNG;
  if (FM_JWF_FAR(2 * s->tx)) {
    s->px += w * 2 * cos(s->ty * FM_PAR(csch2_bs_y2)) * fm_jwf_hyp_over_cosh(s->tx * FM_PAR(csch2_bs_x1), 1, 2 * s->tx);
    s->py -= w * 2 * sin(s->ty * FM_PAR(csch2_bs_y1)) * fm_jwf_hyp_over_cosh(s->tx * FM_PAR(csch2_bs_x2), 0, 2 * s->tx);
    return;
  }
  const fm_real d = fm_jwf_cosh_minus_cos(2 * s->tx, 2 * s->ty);
  if (d == 0) return;
  const fm_real den = 2 / d;
  s->px += w * den * sinh(s->tx * FM_PAR(csch2_bs_x1)) * cos(s->ty * FM_PAR(csch2_bs_y2));
  s->py -= w * den * cosh(s->tx * FM_PAR(csch2_bs_x2)) * sin(s->ty * FM_PAR(csch2_bs_y1));
}

/* 364: coth2_bs: the hyperbolic cotangent, (sinh(x1·x), sin(y1·y))/(cosh(x2·x) − cos(y2·y));
 * nothing where that is 0. */
FM_VAR(coth2_bs) {
  const fm_real b = FM_PAR(coth2_bs_x2) * s->tx;
  FM_UNUSED_RNG;
  if (FM_JWF_FAR(b)) {
    s->px += w * fm_jwf_hyp_over_cosh(FM_PAR(coth2_bs_x1) * s->tx, 1, b);
    s->py += w * sin(FM_PAR(coth2_bs_y1) * s->ty) * fm_jwf_hyp_over_cosh(0, 0, b);
    return;
  }
  const fm_real d = fm_jwf_cosh_minus_cos(b, FM_PAR(coth2_bs_y2) * s->ty);
  if (d == 0) return;
  const fm_real den = 1 / d;
  s->px += w * den * sinh(FM_PAR(coth2_bs_x1) * s->tx);
  s->py += w * den * sin(FM_PAR(coth2_bs_y1) * s->ty);
}

/* 365: cosh2_bs: the hyperbolic cosine, (cosh(x2·x)·cos(y2·y), sinh(x1·x)·sin(y1·y)). */
FM_VAR(cosh2_bs) {
  FM_UNUSED_RNG;
  s->px += w * cosh(s->tx * FM_PAR(cosh2_bs_x2)) * cos(s->ty * FM_PAR(cosh2_bs_y2));
  s->py += w * sinh(s->tx * FM_PAR(cosh2_bs_x1)) * sin(s->ty * FM_PAR(cosh2_bs_y1));
}

/* 366: chunk (zephyrtronium's): the affine's point itself, unweighted, where the conic
 * w·(a x² + b xy + c y² + d x + e y + f) is ≤ 0 (mode 0) or > 0 (mode 1); elsewhere nothing. */
FM_VAR(chunk) {
  const fm_real x = s->tx, y = s->ty;
  const fm_real r = w * FM_PAR(chunk_a) * (x * x) + w * FM_PAR(chunk_b) * x * y + w * FM_PAR(chunk_c) * (y * y) +
                    w * FM_PAR(chunk_d) * x + w * FM_PAR(chunk_e) * y + w * FM_PAR(chunk_f);
  const fm_real mode = fm_jwf_int(FM_PAR(chunk_mode));
  FM_UNUSED_RNG;
  if (mode <= 0 ? r <= 0 : r > 0) {
    s->px += x;
    s->py += y;
  }
}

/* 367: crown_js (Jesus Sosa's, after Roger Bagula's crown): a random angle t in [−π, π) and the
 * sum over k = 1…14 of (sin θk, cos θk)/a^(b·k), θk = ±a^k·t (− for even k): a curve of
 * Weierstrass's kind; z the squared magnitude squared. Sets the colour to the sum's |p|² mod 1.
 * Draws one number. */
FM_VAR(crown_js) {
  const fm_real a = FM_PAR(crown_js_a), b = FM_PAR(crown_js_b);
  const fm_real t = -FM_R(FM_PI) + 2 * FM_R(FM_PI) * fm_rng_01(rng);
  fm_real re = 0, im = 0;
  int k;
  for (k = 1; k < 15; k++) {
    const fm_real denom = pow(a, b * k);
    const fm_real th = pow(a, (fm_real)k) * t * (k % 2 == 0 ? FM_R(-1.0) : FM_R(1.0));
    re += sin(th) / denom;
    im += cos(th) / denom;
  }
  const fm_real m2 = re * re + im * im;
  s->px += re * w;
  s->py += im * w;
  s->pz += m2 * m2 * w;
  s->color = fmod(fabs(s->px * s->px + s->py * s->py), FM_R(1.0));
}

/* 368: maurer_rose (CozyG's): the Maurer rose of the rose r = cos(k·θ) + c, k = kn/kd: the
 * polygon through its points every line_offset_degrees, line_count of them; the point's angle
 * (atan2(y, x)) times the turns those take picks the chord. By the shares show_lines,
 * show_points and show_curve (one draw decides): a point along the chord (Math.random()·length,
 * which JWildfire draws from Java's own generator: here the same stream), an endpoint's disc of
 * radius point_thickness/100 (the first for the first half of the share), or the rose itself at
 * that angle; blurred by the thickness/100 given. */
FM_FN void fm_maurer_rose_at(const fm_xform *xf, fm_real theta, fm_real *x, fm_real *y) {
  const fm_real r = cos(FM_PAR(maurer_rose_kn) / FM_PAR(maurer_rose_kd) * theta) + FM_PAR(maurer_rose_c);
  *x = r * cos(theta);
  *y = r * sin(theta);
}

FM_VAR(maurer_rose) {
  const fm_real step = 2 * FM_R(FM_PI) * (FM_PAR(maurer_rose_line_offset_degrees) / 360);
  const fm_real cycles = FM_PAR(maurer_rose_line_count) * step / (2 * FM_R(FM_PI));
  const fm_real show_lines = FM_PAR(maurer_rose_show_lines), show_points = FM_PAR(maurer_rose_show_points);
  const fm_real show_sum = show_lines + show_points + FM_PAR(maurer_rose_show_curve);
  const fm_real line_fraction = show_lines / show_sum, point_fraction = show_points / show_sum;
  const fm_real t = cycles * atan2(s->ty, s->tx);
  const fm_real theta1 = floor(t / step) * step, theta2 = theta1 + step;
  fm_real x1, y1, x2, y2, xo, yo;
  fm_maurer_rose_at(xf, theta1, &x1, &y1);
  fm_maurer_rose_at(xf, theta2, &x2, &y2);
  const fm_real xdiff = x2 - x1, ydiff = y2 - y1;
  const fm_real len = sqrt(xdiff * xdiff + ydiff * ydiff);
  const fm_real rnd = fm_rng_01(rng);
  if (rnd < line_fraction) {
    const fm_real lt = FM_PAR(maurer_rose_line_thickness) / 100;
    const fm_real d = fm_rng_01(rng) * len;
#ifdef FM_REAL_FLOAT
    /* the slope's square overflows float for a nearly vertical chord: the same by the sides */
    fm_real xoff = len > 0 ? d * (fabs(xdiff) / len) : d, yoff = len > 0 ? d * (fabs(ydiff) / len) : 0;
#else
    const fm_real m = ydiff / xdiff; /* JWildfire's form, in double */
    fm_real xoff = d / sqrt(1 + m * m), yoff;
#endif
    if (x2 < x1) xoff = -xoff;
#ifndef FM_REAL_FLOAT
    yoff = fabs(m * xoff);
#endif
    if (y2 < y1) yoff = -yoff;
    if (lt != 0) {
      xoff += (fm_rng_01(rng) - FM_R(0.5)) * lt;
      yoff += (fm_rng_01(rng) - FM_R(0.5)) * lt;
    }
    xo = x1 + xoff;
    yo = y1 + yoff;
  } else if (rnd <= line_fraction + point_fraction) {
    const fm_real pt = FM_PAR(maurer_rose_point_thickness) / 100;
    fm_real xoff = 0, yoff = 0;
    if (pt != 0) {
      const fm_real roff = fm_rng_01(rng) * pt, rangle = fm_rng_01(rng) * 2 * FM_R(FM_PI);
      xoff = roff * cos(rangle);
      yoff = roff * sin(rangle);
    }
    const int first = rnd <= line_fraction + point_fraction / 2;
    xo = (first ? x1 : x2) + xoff;
    yo = (first ? y1 : y2) + yoff;
  } else {
    const fm_real ct = FM_PAR(maurer_rose_curve_thickness) / 100;
    fm_maurer_rose_at(xf, t, &xo, &yo);
    if (ct != 0) {
      xo += (fm_rng_01(rng) - FM_R(0.5)) * ct;
      yo += (fm_rng_01(rng) - FM_R(0.5)) * ct;
    }
  }
  s->px += w * xo;
  s->py += w * yo;
}

/* Java's (int) of a double as an int: toward zero, NaN to 0, saturated (in float 2147483647 is
 * 2^31, hence the test before the cast). */
FM_FN int fm_java_int_i(fm_real v) {
  if (!(v == v)) return 0;
  if (v >= FM_R(2147483647.0)) return 2147483647;
  if (v <= FM_R(-2147483648.0)) return -2147483647 - 1;
  return (int)v;
}

/* 369: invpolar: (1 + y)·(sin πx, cos πx), the polar map turned inside out. */
FM_VAR(invpolar) {
  const fm_real ny = 1 + s->ty;
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += w * ny * sin(s->tx * FM_R(FM_PI));
  s->py += w * ny * cos(s->tx * FM_R(FM_PI));
}

/* 370: chrysanthemum (Paul Bourke's curve): a random angle u in [0, 21π), the radius
 * 5(1 + sin(11u/5)) − 4 sin⁴(17u/3)·sin⁸(2 cos 3u − 28u), a tenth of it weighted. Draws one
 * number. In float the angles (28u is up to 588π·U) are reduced from the raw 32-bit draw in
 * integers (fm_pi_turns): float's 24-bit uniform alone would move them by 1e-4. */
#ifdef FM_REAL_FLOAT
/* π·(num/den)·U mod 2π for U = u/2^32, reduced exactly in 64-bit integers. */
FM_FN fm_real fm_pi_turns(fm_u64 u, fm_u64 num, fm_u64 den) {
  const fm_u64 unit = den << 32;
  return FM_R(FM_PI) * ((fm_real)((num * u) % (2 * unit)) / (fm_real)unit);
}
#endif

FM_VAR(chrysanthemum) {
#ifdef FM_REAL_FLOAT
  const fm_u64 raw = fm_rng_u32(rng);
  const fm_real u = fm_pi_turns(raw, 21, 1);
  const fm_real p4 = sin(fm_pi_turns(raw, 119, 1)), p8 = sin(2 * cos(fm_pi_turns(raw, 63, 1)) - fm_pi_turns(raw, 588, 1));
  const fm_real sin11 = sin(fm_pi_turns(raw, 231, 5));
#else
  const fm_real u = 21 * FM_R(FM_PI) * fm_rng_01(rng); /* JWildfire's form, in double */
  const fm_real p4 = sin(17 * u / 3), p8 = sin(2 * cos(3 * u) - 28 * u);
  const fm_real sin11 = sin(11 * u / 5);
#endif
  fm_real r = 5 * (1 + sin11) - 4 * p4 * p4 * p4 * p4 * p8 * p8 * p8 * p8 * p8 * p8 * p8 * p8;
  FM_UNUSED_XF;
  r *= w * FM_R(0.1);
  s->px += r * cos(u);
  s->py += r * sin(u);
}

/* 371: layered_spiral (Will Evans'): x·radius turned by the angle r² (+ EPSILON). */
FM_VAR(layered_spiral) {
  const fm_real a = s->tx * FM_PAR(layered_spiral_radius);
  const fm_real t = s->tx * s->tx + s->ty * s->ty + FM_JWF_EPSILON;
  FM_UNUSED_RNG;
  s->px += w * a * cos(t);
  s->py += w * a * sin(t);
}

/* 372: spligon: the point moved by r along the direction of its sector's angle: sides sectors
 * (the file's value itself, 1 for one that rounds to 0), the angle floor(θ·sides/2π)·2π/sides
 * plus π·i/(−2·sides), θ = atan2(y, x); cosine to x, sine to y. */
FM_VAR(spligon) {
  const fm_real sides = fm_jwf_int(FM_PAR(spligon_sides)) == 0 ? FM_R(1.0) : FM_PAR(spligon_sides);
  const fm_real th = sides * (1 / FM_R(FM_PI) / 2);
  const fm_real t = 1 / th * floor(fm_vs_atan_yx(s) * th) + FM_R(FM_PI) * FM_PAR(spligon_i) / (-2 * sides);
  FM_UNUSED_RNG;
  s->px += w * (s->tx + cos(t) * FM_PAR(spligon_r));
  s->py += w * (s->ty + sin(t) * FM_PAR(spligon_r));
}

/* 373: shredded (3D): each coordinate a wave of its own stepped coordinate, x3·sin(x1·⌊x2·x⌋)
 * (cos for y), times a coordinate by type (2: its own; 1: the other's; 0: the other's, plus the
 * other's step in the wave); blur adds blur_amount·sin(2πU) times a coordinate unweighted
 * (three draws: x, y, z). type and blur are Java's (int) of the clamped value. */
FM_VAR(shredded) {
  const fm_real x = s->tx, y = s->ty, z = s->tz;
  const fm_real x1 = FM_PAR(shredded_x1), x2 = FM_PAR(shredded_x2), x3 = FM_PAR(shredded_x3);
  const fm_real y1 = FM_PAR(shredded_y1), y2 = FM_PAR(shredded_y2), y3 = FM_PAR(shredded_y3);
  const fm_real z1 = FM_PAR(shredded_z1), z2 = FM_PAR(shredded_z2), z3 = FM_PAR(shredded_z3);
  const fm_real tp = FM_PAR(shredded_type), bp = FM_PAR(shredded_blur);
  const int type = fm_java_int_i(tp < 0 ? FM_R(0.0) : tp > 2 ? FM_R(2.0) : tp);
  const int blur = fm_java_int_i(bp < 0 ? FM_R(0.0) : bp > 1 ? FM_R(1.0) : bp);
  const fm_real sx = sin(x1 * floor(x2 * x)), cy = cos(y1 * floor(y2 * y)), sz = sin(z1 * floor(z2 * z));
  if (blur != 0) {
    const fm_real bx = FM_PAR(shredded_x_blur_amount), by = FM_PAR(shredded_y_blur_amount);
    const fm_real bz = FM_PAR(shredded_z_blur_amount);
    if (type == 2 || type == 1) {
      s->px += w * x3 * sx + (bx * sin(2 * FM_R(FM_PI) * fm_rng_01(rng))) * (type == 2 ? x : y);
      s->py += w * y3 * cy + (by * sin(2 * FM_R(FM_PI) * fm_rng_01(rng))) * (type == 2 ? y : x);
      s->pz += w * z3 * sz + (bz * sin(2 * FM_R(FM_PI) * fm_rng_01(rng)));
    } else {
      s->px += w * x3 * (sx + cos(x1 * floor(x2 * y))) + (bx * sin(2 * FM_R(FM_PI) * fm_rng_01(rng))) * y;
      s->py += w * y3 * (cy + sin(y1 * floor(y2 * x))) + (by * sin(2 * FM_R(FM_PI) * fm_rng_01(rng))) * x;
      s->pz += w * z3 * (sz + cos(z1 * floor(z2 * z))) + (bz * sin(2 * FM_R(FM_PI) * fm_rng_01(rng))) * z;
    }
  } else if (type == 2 || type == 1) {
    s->px += w * x3 * sx * (type == 2 ? x : y);
    s->py += w * y3 * cy * (type == 2 ? y : x);
    s->pz += w * z3 * sz * z;
  } else {
    s->px += w * x3 * (sx + cos(x1 * floor(x2 * y))) * y;
    s->py += w * y3 * (cy + sin(y1 * floor(y2 * x))) * x;
    s->pz += w * z3 * (sz + cos(z1 * floor(z2 * z))) * z;
  }
}

/* 374: joukowski (Jesus Sosa's): the Joukowski map of the point moved by z0 = (−P2, 0.2),
 * z + P1²/z; inverse 1: its inverse, z/2 ± √(z²/4 − P1²) less z0, the root of the larger
 * magnitude (the principal square root, of the sign of the imaginary part: 0 on the axis). */
FM_VAR(joukowski) {
  const fm_real p1s = FM_PAR(joukowski_P1) * FM_PAR(joukowski_P1), z0x = -FM_PAR(joukowski_P2);
  const fm_real z0y = FM_R(0.2);
  const fm_real inv = FM_PAR(joukowski_inverse);
  FM_UNUSED_RNG;
  if (!((inv < 0 ? FM_R(0.0) : inv > 1 ? FM_R(1.0) : inv) >= 1)) { /* (int) of the clamped value: 0 */
    const fm_real vx = s->tx + z0x, vy = s->ty + z0y;
    const fm_real d = vx * vx + vy * vy;
    s->px += w * (vx + p1s * vx / d);
    s->py += w * (vy + -p1s * vy / d);
    return;
  }
  const fm_real zx = s->tx, zy = s->ty;
  const fm_real cx = (zx * zx - zy * zy) / 4 - p1s, cy = (zx * zy + zy * zx) / 4;
  const fm_real m = sqrt(cx * cx + cy * cy);
  fm_real rx, ry;
#ifdef FM_REAL_FLOAT
  /* m − cx cancels for cx > 0 (m + cx for cx < 0): the smaller part from the larger */
  if (cx >= 0) {
    rx = sqrt((m + cx) * FM_R(0.5));
    ry = rx > 0 ? fabs(cy) / (2 * rx) : FM_R(0.0);
  } else {
    ry = sqrt((m - cx) * FM_R(0.5));
    rx = ry > 0 ? fabs(cy) / (2 * ry) : FM_R(0.0);
  }
#else
  rx = sqrt((m + cx) * FM_R(0.5)); /* JWildfire's form, in double */
  ry = sqrt((m - cx) * FM_R(0.5));
#endif
  ry *= cy > 0 ? FM_R(1.0) : cy < 0 ? FM_R(-1.0) : cy; /* Math.signum */
  const fm_real ax = zx / 2 + rx - z0x, ay = zy / 2 + ry - z0y;
  const fm_real bx = zx / 2 - rx - z0x, by = zy / 2 - ry - z0y;
  if (sqrt(ax * ax + ay * ay) > sqrt(bx * bx + by * by)) {
    s->px += w * ax;
    s->py += w * ay;
  } else {
    s->px += w * bx;
    s->py += w * by;
  }
}

/* circleRand's noise of a cell: an integer hash in [0, 1], Java's int arithmetic (wrapping). */
FM_FN fm_real fm_circle_rand_noise(int x, int y) {
  unsigned int n = (unsigned int)x + (unsigned int)y * 57u;
  n = (n << 13) ^ n;
  return (fm_real)((n * (n * n * 15731u + 789221u) + 1376312589u) & 0x7fffffffu) * (FM_R(1.0) / FM_R(2147483647.0));
}

/* 375: circleRand (eralex's): random points of [−X, X]×[−Y, Y] kept when inside the circle of
 * their cell (cells of side 2·Sc, the circle's radius (0.3 + 0.7·noise)·Sc) and the cell is
 * on (its noise, shifted by Seed, ≤ Dens); at most 101 tries (the last kept whatever it is).
 * Draws two numbers a try. */
FM_VAR(circleRand) {
  const fm_real sc = FM_PAR(circleRand_Sc), dens = FM_PAR(circleRand_Dens);
  const int seed = fm_java_int_i(fm_jwf_int(FM_PAR(circleRand_Seed)));
  fm_real x, y, u;
  int m, n, iter = 0;
  do {
    x = FM_PAR(circleRand_X) * (1 - 2 * fm_rng_01(rng));
    y = FM_PAR(circleRand_Y) * (1 - 2 * fm_rng_01(rng));
    m = fm_java_int_i(floor(FM_R(0.5) * x / sc));
    n = fm_java_int_i(floor(FM_R(0.5) * y / sc));
    x = x - (fm_real)(int)((unsigned int)m * 2u + 1u) * sc;
    y = y - (fm_real)(int)((unsigned int)n * 2u + 1u) * sc;
    u = sqrt(x * x + y * y);
    if (++iter > 100) break;
  } while (fm_circle_rand_noise((int)((unsigned int)m + (unsigned int)seed), n) > dens ||
           u > (FM_R(0.3) + FM_R(0.7) * fm_circle_rand_noise((int)((unsigned int)m + 10u), (int)((unsigned int)n + 3u))) * sc);
  s->px += w * (x + (fm_real)(int)((unsigned int)m * 2u + 1u) * sc);
  s->py += w * (y + (fm_real)(int)((unsigned int)n * 2u + 1u) * sc);
}

/* 376: lazysensen (bezo97's, 3D): each coordinate mirrored through 0 on every other band of
 * width 1/scale (the odd bands from 0 up, the even ones below; scale 0: none), weighted. */
FM_FN fm_real fm_lazysensen_flip(fm_real v, fm_real scale) {
  if (scale == 0) return v;
  const fm_real nr = fm_java_int(floor(v * scale));
  return fmod(nr, FM_R(2.0)) == (nr >= 0 ? FM_R(1.0) : FM_R(0.0)) ? -v : v;
}

FM_VAR(lazysensen) {
  FM_UNUSED_RNG;
  s->px += w * fm_lazysensen_flip(s->tx, FM_PAR(lazysensen_scale_x));
  s->py += w * fm_lazysensen_flip(s->ty, FM_PAR(lazysensen_scale_y));
  s->pz += w * fm_lazysensen_flip(s->tz, FM_PAR(lazysensen_scale_z));
}

/* 377: glitchy1 (bezo97's lazysensen and pixel flow, by Brad Stefanov and Rick Sidwell, 3D):
 * the point mirrored through shift on the last of every n bands of width 1/scale (the first
 * below 0), scaled by fLen, a sum of two hashes of the point's blocks along three directions
 * (u·x, and v, w times it turned by ±angle with y), each block's index moved by a hash of
 * itself; Java's int arithmetic (wrapping; (int) of a double toward zero). */
FM_FN fm_real fm_glitchy_hash(int a) {
  a = (a ^ 61) ^ (a >> 16);
  a = (int)((unsigned int)a + ((unsigned int)a << 3));
  a = a ^ (a >> 4);
  a = (int)((unsigned int)a * 0x27d4eb2du);
  a = a ^ (a >> 15);
  return (fm_real)a / FM_R(2147483647.0);
}

FM_FN fm_real fm_glitchy_flip(fm_real v, fm_real shift, fm_real scale, fm_real n_par) {
  if (scale == 0) return v;
  const fm_real n0 = fm_jwf_int(n_par), n = n0 < 1 ? FM_R(1.0) : n0 > 100 ? FM_R(100.0) : n0;
  const fm_real nr = fm_java_int(floor((v - shift) * scale));
  return fmod(nr, n) == (nr >= 0 ? n - 1 : FM_R(0.0)) ? 2 * shift - v : v;
}

FM_FN int fm_glitchy_block(fm_real v, fm_real width, int seed) {
  const int b = fm_java_int_i(floor(v * width));
  return fm_java_int_i((fm_real)b + (2 - 4 * fm_glitchy_hash((int)((unsigned int)b * (unsigned int)seed + 1u))));
}

FM_VAR(glitchy1) {
  const fm_real x = fm_glitchy_flip(s->tx, FM_PAR(glitchy1_shift_x), FM_PAR(glitchy1_scale_x), FM_PAR(glitchy1_n_x));
  const fm_real y = fm_glitchy_flip(s->ty, FM_PAR(glitchy1_shift_y), FM_PAR(glitchy1_scale_y), FM_PAR(glitchy1_n_y));
  const fm_real z = fm_glitchy_flip(s->tz, FM_PAR(glitchy1_shift_z), FM_PAR(glitchy1_scale_z), FM_PAR(glitchy1_n_z));
  const fm_real ang = FM_PAR(glitchy1_angle) * FM_R(0.017453292519943295); /* Java's toRadians */
  const fm_real h = sin(ang), k = cos(ang), width = FM_PAR(glitchy1_width);
  const int seed = fm_java_int_i(fm_jwf_int(FM_PAR(glitchy1_seed)));
  const fm_real uu = FM_PAR(glitchy1_u) * s->tx;
  const fm_real vv = FM_PAR(glitchy1_v) * (k * uu + h * s->ty), ww = FM_PAR(glitchy1_w) * (k * uu - h * s->ty);
  const int bu = fm_glitchy_block(uu, width, seed), bv = fm_glitchy_block(vv, width, seed);
  const int bw = fm_glitchy_block(ww, width, seed);
  const unsigned int uv = (unsigned int)bu + (unsigned int)bv;
  const fm_real len = fm_glitchy_hash((int)(uv + (unsigned int)bw * (0u - (unsigned int)seed))) +
                      fm_glitchy_hash((int)(uv + (unsigned int)((int)((unsigned int)bw * (unsigned int)seed) / 2)));
  FM_UNUSED_RNG;
  s->px += w * x * len;
  s->py += w * y * len;
  s->pz += w * z * len;
}

/* 378: rosoni (dark-beam's): outside the cutoff circle (a square for cutoff < 0) the point;
 * inside, turned maxiter times by 2π/maxiter, counting how often it lies in a circle (square
 * for radius < 0) about (dx, dy), or with altshapes a lemniscate (an angle): an odd count
 * (from dx > 0) gives the point as it was at turn sweetiter (mirrored for sweetiter 0). */
FM_VAR(rosoni) {
  const fm_real x = s->tx, y = s->ty, cutoff = FM_PAR(rosoni_cutoff), radius = FM_PAR(rosoni_radius);
  const fm_real dx = FM_PAR(rosoni_dx), dy = FM_PAR(rosoni_dy);
  const fm_real mi = fm_jwf_int(FM_PAR(rosoni_maxiter)), si = fm_jwf_int(FM_PAR(rosoni_sweetiter));
  const int maxiter = (int)(mi < 1 ? FM_R(1.0) : mi > 1024 ? FM_R(1024.0) : mi);
  const int sweetiter = (int)(si < 0 ? FM_R(0.0) : si > 1023 ? FM_R(1023.0) : si);
  const int alt = fm_jwf_int(FM_PAR(rosoni_altshapes)) != 0;
  fm_real r = sqrt(x * x + y * y) - cutoff;
  FM_UNUSED_RNG;
  if (cutoff < 0) r = (fabs(x) > fabs(y) ? fabs(x) : fabs(y)) + cutoff;
  if (!(r > 0)) {
    const fm_real phi = 2 * FM_R(FM_PI) / (fm_real)maxiter, sina = sin(phi), cosa = cos(phi);
    int cerc = dx > 0, i;
    fm_real xrt = x, yrt = y, sx = x, sy = y;
    for (i = 0; i < maxiter; i++) {
      const fm_real ex = xrt - dx, ey = yrt - dy;
      fm_real r2;
      if (!alt) {
        r2 = ex * ex + ey * ey - radius * radius; /* a circle */
        if (radius < 0) r2 = (fabs(ex) > fabs(ey) ? fabs(ex) : fabs(ey)) + radius; /* a square */
      } else {
        r2 = ex < 0 ? -ex : ey * ey - ex * ex * (radius * radius - ex * ex); /* a lemniscate */
        if (radius < 0) r2 = fabs(atan2(ey, ex)) * (1 / FM_R(FM_PI)) + radius; /* an angle */
      }
      cerc ^= r2 <= 0;
      if (i == sweetiter) {
        sx = xrt;
        sy = yrt;
      }
      const fm_real swp = xrt * cosa - yrt * sina;
      yrt = xrt * sina + yrt * cosa;
      xrt = swp;
    }
    if (cerc) {
      if (sweetiter == 0) {
        s->px += dy != 0 ? -w * sx : w * sx;
        s->py -= w * sy;
      } else {
        s->px += w * sx;
        s->py += w * sy;
      }
      return;
    }
  }
  s->px += w * x;
  s->py += w * y;
}

/* 379: minkowskope (dark-beam's oscilloscope on Minkowski's question mark function, made
 * periodic): the point negated where |y| is within amplitude·mcos(x·frequencyx/2 +
 * perturbation·msin(y·frequencyy/2)) (damped by exp(−|x|·damping)) + separation; msin is ?(p)
 * of the triangle wave p of period 2 (?(p) − p for frequencyx ≤ 0), signed by half-period. */
FM_FN fm_real fm_minkowski_qm(fm_real x) {
  fm_real p = 0, q = 1, r = 1, sn = 1, d = 1, y = 0;
  int it;
  for (it = 0; it < 20; it++) {
    d *= FM_R(0.5);
    const fm_real m = p + r, n = q + sn;
    if (x < m / n) {
      r = m;
      sn = n;
    } else {
      y += d;
      p = m;
      q = n;
    }
  }
  return y + d;
}

FM_FN fm_real fm_minkosine(fm_real x, int alt) {
  const fm_real lp = fmod(fabs(x), FM_R(4.0));
  fm_real p = fmod(fabs(x), FM_R(2.0));
  if (p > 1) p = 2 - p;
  const fm_real mink = alt ? fm_minkowski_qm(p) - p : fm_minkowski_qm(p);
  return ((lp < 2) != (x > 0)) ? mink : -mink;
}

FM_VAR(minkowskope) {
  const fm_real fx = FM_PAR(minkowskope_frequencyx), damping = FM_PAR(minkowskope_damping);
  const int alt = fx <= 0;
  const fm_real pt = FM_PAR(minkowskope_perturbation) * fm_minkosine(FM_R(0.5) * FM_PAR(minkowskope_frequencyy) * s->ty, alt);
  const fm_real wave = fm_minkosine(FM_R(0.5) * fx * s->tx + pt - 1, alt);
  const fm_real amp = FM_PAR(minkowskope_amplitude), sep = FM_PAR(minkowskope_separation);
  const fm_real t = fabs(damping) <= FM_JWF_EPSILON ? amp * wave + sep : amp * exp(-fabs(s->tx) * damping) * wave + sep;
  FM_UNUSED_RNG;
  if (fabs(s->ty) <= t) {
    s->px -= w * s->tx;
    s->py -= w * s->ty;
  } else {
    s->px += w * s->tx;
    s->py += w * s->ty;
  }
}

/* 380: tqmirror (Brad Stefanov's): by regions bounded by the parameters, the point (r, s
 * scaling it, swapped for type 0) where w·d + x < l or w·e + y < m; shifted by w·(f, g) below
 * (n, o); else, in the box x + q < w, y < w·a, x + w·b > l, y + w·c > p, its mirror (−y·h,
 * −x·i; mode 2: +y·h), outside it scaled by (j, k) (mode 1: negated; mode 2: y negated). preset
 * only sets the others in JWildfire's editor (its files write them all): unused here. */
FM_VAR(tqmirror) {
  const fm_real x = s->tx, y = s->ty, l = FM_PAR(tqmirror_l);
  const fm_real tp = FM_PAR(tqmirror_type), mp = FM_PAR(tqmirror_mode);
  const int type = fm_java_int_i(tp < 0 ? FM_R(0.0) : tp > 1 ? FM_R(1.0) : tp);
  const int mode = fm_java_int_i(mp < 0 ? FM_R(0.0) : mp > 2 ? FM_R(2.0) : mp);
  FM_UNUSED_RNG;
  if (w * FM_PAR(tqmirror_d) + x < l || w * FM_PAR(tqmirror_e) + y < FM_PAR(tqmirror_m)) { /* too far */
    s->px += (type != 0 ? x : y) * FM_PAR(tqmirror_r);
    s->py += (type != 0 ? y : x) * FM_PAR(tqmirror_s);
    return;
  }
  if (x < FM_PAR(tqmirror_n) && y < FM_PAR(tqmirror_o)) {
    s->px += x + w * FM_PAR(tqmirror_f);
    s->py += y + w * FM_PAR(tqmirror_g);
    return;
  }
  const int in = x + FM_PAR(tqmirror_q) < w && y < w * FM_PAR(tqmirror_a) && x + w * FM_PAR(tqmirror_b) > l &&
                 y + w * FM_PAR(tqmirror_c) > FM_PAR(tqmirror_p);
  if (in) {
    s->px += (mode == 2 ? FM_R(1.0) : FM_R(-1.0)) * (y * FM_PAR(tqmirror_h));
    s->py -= x * FM_PAR(tqmirror_i);
  } else {
    s->px += (mode == 1 ? FM_R(-1.0) : FM_R(1.0)) * (x * FM_PAR(tqmirror_j));
    s->py += (mode == 0 ? FM_R(1.0) : FM_R(-1.0)) * (y * FM_PAR(tqmirror_k));
  }
}

#endif
