/*
 * var_jwildfire2.h — more of JWildfire's own variations, those its artists' files use (after
 * var_jwildfire.h, whose conventions and helpers they share: fm_jwf_int for an integer
 * parameter, fm_java_int for Java's (int) of a double, fm_vs_atan_xy for JWildfire's atan, a
 * random number its context's random(), fm_rng_01, drawn at the same places), each checked
 * against JWildfire's own code (tests/tools/jwf_refs.sh; tests/unit/test_variation_refs.c).
 * 324: post_smartcrop (a post function), 325: sin2_bs, 326: tan2_bs, 327: csch2_bs,
 * 328: coth2_bs, 329: cosh2_bs, 330: chunk, 331: crown_js (3D, sets the colour), 332: maurer_rose.
 * (variations.h includes it after the other families; nowhere else includes it). Common subset of
 * C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWILDFIRE2_H
#define FLAMEBUILD_VAR_JWILDFIRE2_H

/* 324: post_smartcrop (Zy0rg's), a post function: crops the sum (static 2; else the affine's
 * point) to a polygon of `power` sides (|power| ≥ 2, radius |radius|, its sides bent by
 * distortion and rounded by roundstr/roundwidth) or, for |power| < 2, to a sector of angle
 * |power|·π; the sign of power·radius says which side is kept. A point cut off lands on the
 * border (cropmode 1) plus scatter·U + offset, or near the centre (cropmode 0); edge blurs the
 * border. cropmode 2 puts it where JWildfire's instance last kept a point: per point here
 * nothing is kept, so at the origin with colour 0, as a fresh instance (and JWildfire's GPU
 * code) does. static 2 and −1 replace the sum, 0 and 1 add to it (1 replaces it with a kept
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

/* 325: sin2_bs: the sine, (sin(x1·x)·cosh(y2·y), cos(x2·x)·sinh(y1·y)). */
FM_VAR(sin2_bs) {
  FM_UNUSED_RNG;
  s->px += w * sin(s->tx * FM_PAR(sin2_bs_x1)) * cosh(s->ty * FM_PAR(sin2_bs_y2));
  s->py += w * cos(s->tx * FM_PAR(sin2_bs_x2)) * sinh(s->ty * FM_PAR(sin2_bs_y1));
}

/* 326: tan2_bs: the tangent, (sin(x1·x), sinh(y1·y))/(cos(x2·x) + cosh(y2·y)); nothing where
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

/* 327: csch2_bs: the hyperbolic cosecant, 2/(cosh 2x − cos 2y) times
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

/* 328: coth2_bs: the hyperbolic cotangent, (sinh(x1·x), sin(y1·y))/(cosh(x2·x) − cos(y2·y));
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

/* 329: cosh2_bs: the hyperbolic cosine, (cosh(x2·x)·cos(y2·y), sinh(x1·x)·sin(y1·y)). */
FM_VAR(cosh2_bs) {
  FM_UNUSED_RNG;
  s->px += w * cosh(s->tx * FM_PAR(cosh2_bs_x2)) * cos(s->ty * FM_PAR(cosh2_bs_y2));
  s->py += w * sinh(s->tx * FM_PAR(cosh2_bs_x1)) * sin(s->ty * FM_PAR(cosh2_bs_y1));
}

/* 330: chunk (zephyrtronium's): the affine's point itself, unweighted, where the conic
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

/* 331: crown_js (Jesus Sosa's, after Roger Bagula's crown): a random angle t in [−π, π) and the
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

/* 332: maurer_rose (CozyG's): the Maurer rose of the rose r = cos(k·θ) + c, k = kn/kd: the
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

#endif
