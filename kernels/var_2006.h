/*
 * var_2006.h — flam3 variations 23–40, the parametric and random ones of 2006.
 * (variations.h includes it after the per-point state, the helpers and FM_VAR; nowhere else
 * includes it). Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_2006_H
#define FLAMEBUILD_VAR_2006_H

/* ------------------------------------------------------------------------------------------ */
/* 23–40: parametric and random variations of the 2006 generation                              */

FM_VAR(blob) {
  fm_real lo = FM_PAR(blob_low), hi = FM_PAR(blob_high);
  fm_real r = fm_vs_r(s);
  FM_UNUSED_RNG;
  r = r * (lo + (hi - lo) * (FM_R(0.5) + FM_R(0.5) * sin(FM_PAR(blob_waves) * fm_vs_atan_xy(s))));
  s->px += w * fm_vs_sina(s) * r;
  s->py += w * fm_vs_cosa(s) * r;
}

FM_VAR(pdj) {
  fm_real nx1 = cos(FM_PAR(pdj_b) * s->tx);
  fm_real nx2 = sin(FM_PAR(pdj_c) * s->tx);
  fm_real ny1 = sin(FM_PAR(pdj_a) * s->ty);
  fm_real ny2 = cos(FM_PAR(pdj_d) * s->ty);
  FM_UNUSED_RNG;
  s->px += w * (ny1 - nx1);
  s->py += w * (nx2 - ny2);
}

/* flam3: the sector index goes through an int, so fan2_x ≈ 0 overflows to INT_MIN. */
FM_VAR(fan2) {
  fm_real dy = FM_PAR(fan2_y);
  fm_real dx = FM_R(FM_PI) * (FM_PAR(fan2_x) * FM_PAR(fan2_x) + FM_VEPS);
  fm_real half = FM_R(0.5) * dx;
  fm_real a = fm_vs_atan_xy(s);
  fm_real r = w * fm_vs_r(s);
  fm_real t = a + dy - dx * fm_int_trunc((a + dy) / dx);
  FM_UNUSED_RNG;
  a = (t > half) ? a - half : a + half;
  s->px += r * sin(a);
  s->py += r * cos(a);
}

/* rings2: flam3's, whose ring index goes through an int (overflows to INT_MIN for a tiny
 * rings2_val); JWildfire's (FM_JWF_RULES: Rings2Func) is the same rings with 1e-8 added to
 * val² and Java's int for the ring's number (saturated, and its double wrapping): at val 0
 * its rings are the point itself (r·(1 − 1e-8)) out to r ≈ 10, where flam3's int overflows
 * (fm_int_trunc) and moves the point out. */
FM_VAR(rings2) {
  fm_real r = fm_vs_r(s);
  FM_UNUSED_RNG;
  if (FM_JWF_RULES(xf)) {
    const fm_real dx = FM_PAR(rings2_val) * FM_PAR(rings2_val) + FM_R(1e-8);
    if (dx == 0 || r == 0) return;
    /* the ring's number times 2 in Java's int, which wraps past its range */
    const int twice = (int)((unsigned)(int)fm_java_int((r / dx + 1) / 2) * 2u);
    const fm_real k = w * (2 - dx * ((fm_real)twice / r + 1));
    s->px += k * s->tx;
    s->py += k * s->ty;
    return;
  }
  fm_real d = FM_PAR(rings2_val) * FM_PAR(rings2_val) + FM_VEPS;
  r += FM_R(-2.0) * d * fm_int_trunc((r + d) / (FM_R(2.0) * d)) + r * (FM_R(1.0) - d);
  s->px += w * fm_vs_sina(s) * r;
  s->py += w * fm_vs_cosa(s) * r;
}

FM_VAR(eyefish) {
  fm_real k = (w * FM_R(2.0)) / (fm_vs_r(s) + FM_R(1.0));
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += k * s->tx;
  s->py += k * s->ty;
}

/* bubble: flam3's is 2D. JWildfire's (BubbleFunc) also moves z, by w·(2/d − 1), in every
 * flame: a 3D variation after it or a tilted camera sees that z (its random flames of bubble
 * and spherical3D, TINA0009, came out another shape). Under JWildfire's z rules only
 * (fm_z_mode), where it carries no z of the input's (FM_JWF_OWN_Z); flam3's and the other
 * editors' flames draw flam3's. */
FM_VAR(bubble) {
  const fm_real d = FM_R(0.25) * s->r2 + 1;
  fm_real k = w / d;
  FM_UNUSED_RNG;
  s->px += k * s->tx;
  s->py += k * s->ty;
  if (xf->z_mode != FM_Z_APOPHYSIS) s->pz += w * (2 / d - 1);
}

FM_VAR(cylinder) {
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += w * sin(s->tx);
  s->py += w * s->ty;
}

FM_VAR(perspective) {
  fm_real dist = FM_PAR(perspective_dist);
  fm_real t = FM_R(1.0) / (dist - s->ty * xf->pre[FM_PRE_PERSP_VSIN]);
  FM_UNUSED_RNG;
  s->px += w * dist * s->tx * t;
  s->py += w * xf->pre[FM_PRE_PERSP_VFCOS] * s->ty * t;
}

/* Draws: angle, then radius. */
FM_VAR(noise) {
  fm_real a = fm_rng_01(rng) * 2 * FM_R(FM_PI);
  fm_real k = w * fm_rng_01(rng);
  FM_UNUSED_XF;
  s->px += s->tx * k * cos(a);
  s->py += s->ty * k * sin(a);
}

FM_VAR(julian) {
  fm_real a = fm_julia_branch_angle(fm_vs_atan_yx(s), FM_PAR(julian_power),
                                    xf->pre[FM_PRE_JULIAN_RN], 0, rng);
  fm_real k = w * pow(s->r2, xf->pre[FM_PRE_JULIAN_CN]);
  s->px += k * cos(a);
  s->py += k * sin(a);
}

FM_VAR(juliascope) {
  fm_real a = fm_julia_branch_angle(fm_vs_atan_yx(s), FM_PAR(juliascope_power),
                                    xf->pre[FM_PRE_JULIASCOPE_RN], 1, rng);
  fm_real k = w * pow(s->r2, xf->pre[FM_PRE_JULIASCOPE_CN]);
  s->px += k * cos(a);
  s->py += k * sin(a);
}

/* Draws: angle, then radius. */
FM_VAR(blur) {
  fm_real a = fm_rng_01(rng) * 2 * FM_R(FM_PI);
  fm_real k = w * fm_rng_01(rng);
  FM_UNUSED_XF;
  s->px += k * cos(a);
  s->py += k * sin(a);
}

/* Draws: angle, then the four-uniform deviate. */
FM_VAR(gaussian_blur) {
  fm_real a = fm_rng_01(rng) * 2 * FM_R(FM_PI);
  fm_real k = w * fm_rng_gauss4(rng);
  FM_UNUSED_XF;
  s->px += k * cos(a);
  s->py += k * sin(a);
}

/* flam3: w only scales the random deviate g. The output is the point turned by spin·g and
 * pushed out by zoom·g, minus the point itself; it is not multiplied by w again. */
FM_VAR(radial_blur) {
  fm_real g = w * fm_rng_gauss4(rng);
  fm_real a = fm_vs_atan_yx(s) + xf->pre[FM_PRE_RBLUR_SPIN] * g;
  fm_real z = xf->pre[FM_PRE_RBLUR_ZOOM] * g - 1;
  s->px += fm_vs_r(s) * cos(a) + z * s->tx;
  s->py += fm_vs_r(s) * sin(a) + z * s->ty;
}

/* Draws: slice, position within the slice, radius. */
FM_VAR(pie) {
  fm_real n = FM_PAR(pie_slices);
  fm_real slice = fm_int_trunc(fm_rng_01(rng) * n + FM_R(0.5));
  fm_real a = FM_PAR(pie_rotation) +
              FM_R(2.0 * FM_PI) * (slice + fm_rng_01(rng) * FM_PAR(pie_thickness)) / n;
  fm_real k = w * fm_rng_01(rng);
  s->px += k * cos(a);
  s->py += k * sin(a);
}

FM_VAR(ngon) {
  fm_real rf = pow(s->r2, FM_PAR(ngon_power) / FM_R(2.0));
  fm_real theta = fm_vs_atan_yx(s);
  fm_real b = 2 * FM_R(FM_PI) / FM_PAR(ngon_sides);
  fm_real phi = theta - (b * floor(theta / b));
  fm_real amp;
  FM_UNUSED_RNG;
  if (phi > b / 2) phi -= b;
  amp = FM_PAR(ngon_corners) * (FM_R(1.0) / (cos(phi) + FM_VEPS) - FM_R(1.0)) + FM_PAR(ngon_circle);
  amp /= (rf + FM_VEPS);
  s->px += w * s->tx * amp;
  s->py += w * s->ty * amp;
}

FM_VAR(curl) {
  fm_real c1 = FM_PAR(curl_c1), c2 = FM_PAR(curl_c2);
  fm_real re = FM_R(1.0) + c1 * s->tx + c2 * (s->tx * s->tx - s->ty * s->ty);
  fm_real im = c1 * s->ty + FM_R(2.0) * c2 * s->tx * s->ty;
  fm_real k = w / (re * re + im * im);
  FM_UNUSED_RNG;
  s->px += (s->tx * re + s->ty * im) * k;
  s->py += (s->ty * re - s->tx * im) * k;
}

FM_VAR(rectangles) {
  fm_real rx = FM_PAR(rectangles_x), ry = FM_PAR(rectangles_y);
  FM_UNUSED_RNG;
  if (rx == 0)
    s->px += w * s->tx;
  else
    s->px += w * ((2 * floor(s->tx / rx) + 1) * rx - s->tx);
  if (ry == 0)
    s->py += w * s->ty;
  else
    s->py += w * ((2 * floor(s->ty / ry) + 1) * ry - s->ty);
}

#endif
