/*
 * var_jwildfire8.h — more of JWildfire's own variations (from 640; 639 has no variation here),
 * each as JWildfire computes it (its variation/NAMEFunc.java), checked against JWildfire's own
 * code (tests/tools/jwf_refs.sh; tests/unit/test_variation_refs.c), with var_jwildfire.h's
 * conventions: an int parameter read through fm_jwf_int (Tools.FTOI, then its limitIntVal:
 * fm_jwf_int_in) or fm_java_int (a cast), what JWildfire's init() derives from the parameters
 * derived here, per call; a 2D variation adds nothing to z (the xform's z handling carries it
 * where the flame preserves z). A variation that sets JWildfire's sum instead of adding to it
 * (its pVarTP.x = …) sets ours, and one that leaves z alone even where the flame preserves it
 * is listed with the 3D ones (FM_VARS_3D) and adds nothing to z, as var_jwildfire_crops.h's
 * crop_triangle.
 * 640: csin, 641: atan, 642: bulge, 643: anamorphcyl, 644: bi_linear, 645: bipolar2,
 * 646: bsplit (hides the point where its tangent has a pole), 647: csc_squared, 648: gridout2,
 * 649: hole2, 650: holesq, 651: hyperbolicellipse, 652: inflateZ_2 (z only), 653: plusrecip,
 * 654: pTransform, 655: rings3, 656: squircular, 657: stripfit, 658: tangent3D, 659: erf3D,
 * 660: sphere_nja, 661: pdj3D, 662: petal3D, 663: whirligig, 664: ztwister (reads the xform's z
 * sum so far), 665: vortex, 666: onion, 667: onion2, 668: fresnel, 669: minkQM, 670: c_symmetry.
 * Left out: threeply, whose instance walks an orbit of its own from call to call.
 * (variations.h includes it after the other var_*.h, whose helpers it uses; nowhere else
 * includes it). Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWILDFIRE8_H
#define FLAMEBUILD_VAR_JWILDFIRE8_H

/* The families whose helpers this one calls (a kernel of its own includes only the families
 * its variations need: kernels/codegen_families.c). */
#include "var_jwf_surfaces.h"
#include "var_jwildfire3.h"
#include "var_jwildfire7.h"

/* XYZPoint's getPrecalcSqrt: the radius plus JWildfire's SMALL_EPSILON, so that a division by
 * it is finite at the origin (in float the epsilon is 0, as float cannot hold it). */
FM_FN fm_real fm_jwf_precalc_sqrt(fm_real x, fm_real y) { return sqrt(x * x + y * y) + FM_JWF_SMALL_EPSILON; }

/* 640: csin (Branden Brown's): the complex sine of the point scaled by stretch, through
 * dark-beam's Complex class (sin z as sinh of z with its parts swapped). */
FM_VAR(csin) {
  fm_real re = s->ty * FM_PAR(csin_stretch), im = s->tx * FM_PAR(csin_stretch);
  FM_UNUSED_RNG;
  fm_jwf_sinh_cosh(&re, &im, 1);
  s->px += w * im;
  s->py += w * re;
}

/* 641: atan (FractalDesire's): atan of the stretched coordinate, scaled to (−w, w), on y
 * (Mode 0), x (1) or both (2); the other coordinate is w times the point's. */
FM_VAR(atan) {
  const fm_real mode = fm_jwf_int_in(FM_PAR(atan_Mode), 0, 2), st = FM_PAR(atan_Stretch);
  const fm_real norm = FM_R(1.0) / FM_R(FM_M_PI_2) * w;
  FM_UNUSED_RNG;
  s->px += mode == 0 ? w * s->tx : norm * atan(st * s->tx);
  s->py += mode == 1 ? w * s->ty : norm * atan(st * s->ty);
}

/* 642: bulge: the point along its own direction at the radius r^N (0/0 at the origin, a bad
 * value there as in JWildfire). */
FM_VAR(bulge) {
  const fm_real r = sqrt(s->tx * s->tx + s->ty * s->ty), rn = pow(r, FM_PAR(bulge_N));
  FM_UNUSED_RNG;
  s->px += w * (rn * s->tx / r);
  s->py += w * (rn * s->ty / r);
}

/* 643: anamorphcyl (Jesus Sosa's): the plane rolled round a cylinder's mirror, y + b the radius
 * (times a) and k·x the angle; it sets the xform's sum, and no z. */
FM_VAR(anamorphcyl) {
  const fm_real rad = FM_PAR(anamorphcyl_a) * (s->ty + FM_PAR(anamorphcyl_b)), ang = FM_PAR(anamorphcyl_k) * s->tx;
  FM_UNUSED_RNG;
  s->px = rad * cos(ang) * w;
  s->py = rad * sin(ang) * w;
}

/* 644: bi_linear: x and y swapped. */
FM_VAR(bi_linear) {
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += w * s->ty;
  s->py += w * s->tx;
}

/* 645: bipolar2 (the plugin pack's bipolar with Brad Stefanov's factors): bipolar coordinates
 * of the point, the angle folded into (−π/2, π/2] after its shift; a point whose log's argument
 * is not positive adds nothing (JWildfire returns before its z, too). */
FM_VAR(bipolar2) {
  const fm_real x2y2 = (s->tx * s->tx + s->ty * s->ty) * FM_PAR(bipolar2_g1);
  const fm_real t = x2y2 + FM_PAR(bipolar2_a), x2 = FM_PAR(bipolar2_b) * s->tx;
  const fm_real f = t + x2, g = t - x2;
  fm_real y = FM_PAR(bipolar2_c) * atan2(FM_PAR(bipolar2_e) * s->ty, x2y2 - FM_PAR(bipolar2_d)) -
              FM_R(FM_M_PI_2) * FM_PAR(bipolar2_shift);
  FM_UNUSED_RNG;
  if (y > FM_R(FM_M_PI_2))
    y = -FM_R(FM_M_PI_2) + fmod(y + FM_R(FM_M_PI_2), FM_R(FM_PI));
  else if (y < -FM_R(FM_M_PI_2))
    y = FM_R(FM_M_PI_2) - fmod(FM_R(FM_M_PI_2) - y, FM_R(FM_PI));
  if (g == 0 || f / g <= 0) return;
  s->px += w * FM_PAR(bipolar2_f1) * FM_R(FM_M_2_PI) * log(f / g);
  s->py += w * FM_R(FM_M_2_PI) * y * FM_PAR(bipolar2_h);
}

/* 646: bsplit (Raykoid666's): cot(x + sx)·cos(y + sy) and (sy − y)/sin(x + sx), the point
 * hidden (and nothing added) where x + sx is exactly 0 or π, shown again elsewhere. */
FM_VAR(bsplit) {
  const fm_real a = s->tx + FM_PAR(bsplit_x);
  FM_UNUSED_RNG;
  if (a == 0 || a == FM_R(FM_PI)) {
    s->hide = 1;
    return;
  }
  s->hide = 0;
  s->px += w / tan(a) * cos(s->ty + FM_PAR(bsplit_y));
  s->py += w / sin(a) * (-s->ty + FM_PAR(bsplit_y));
}

/* 647: csc_squared (Whittaker Courtney's): the point scaled by (csc² + π·pi_mult)^csc_pow +
 * csc_add, csc = csc_div/cos(x/cos_div)/tan(x/tan_div); y once more by scale_y. */
FM_VAR(csc_squared) {
  const fm_real x = s->tx, y = s->ty;
  const fm_real csc = FM_PAR(csc_squared_csc_div) / cos(x / FM_PAR(csc_squared_cos_div)) / tan(x / FM_PAR(csc_squared_tan_div));
  const fm_real fx = pow(csc * csc + FM_R(FM_PI) * FM_PAR(csc_squared_pi_mult), FM_PAR(csc_squared_csc_pow)) +
                     FM_PAR(csc_squared_csc_add);
  FM_UNUSED_RNG;
  s->px += w * x * fx;
  s->py += w * y * fx * FM_PAR(csc_squared_scale_y);
}

/* 648: gridout2 (the Fabers' gridout with Brad Stefanov's factors): the nearest lattice point
 * (rint, halves to even, scaled by c and d) says which of four triangles the point is in, and
 * that moves it by ±a along x or ±b along y. */
FM_VAR(gridout2) {
  const fm_real x = rint(s->tx) * FM_PAR(gridout2_c), y = rint(s->ty) * FM_PAR(gridout2_d);
  const fm_real a = FM_PAR(gridout2_a), b = FM_PAR(gridout2_b);
  fm_real dx = 0, dy = 0;
  FM_UNUSED_RNG;
  if (y <= 0) {
    if (x > 0) {
      if (-y >= x) dx = a; else dy = b;
    } else {
      if (y <= x) dx = a; else dy = -b;
    }
  } else {
    if (x > 0) {
      if (y >= x) dx = -a; else dy = b;
    } else {
      if (y > -x) dx = -a; else dy = -b;
    }
  }
  s->px += w * (s->tx + dx);
  s->py += w * (s->ty + dy);
}

/* 649: hole2 (Michael Faber's hole3 with Brad Stefanov's and Rick Sidwell's shapes): along the
 * angle θ = d·atan2(y, x), at the radius r1 of the shape (an int, 0-9) from r² and
 * δ = c·(θ/π + 1)^a; times w, or w over it inside (an int, 0 or 1). */
FM_VAR(hole2) {
  const fm_real rhosq = s->tx * s->tx + s->ty * s->ty, b = FM_PAR(hole2_b);
  const fm_real theta = atan2(s->ty, s->tx) * FM_PAR(hole2_d);
  const fm_real delta = pow(theta / FM_R(FM_PI) + 1, FM_PAR(hole2_a)) * FM_PAR(hole2_c);
  const int shape = (int)fm_jwf_int_in(FM_PAR(hole2_shape), 0, 9);
  fm_real r1;
  FM_UNUSED_RNG;
  switch (shape) {
  case 0: r1 = sqrt(rhosq) + delta; break;
  case 1: r1 = sqrt(rhosq + delta); break;
  case 2: r1 = sqrt(rhosq + sin(b * theta) + delta); break;
  case 3: r1 = sqrt(rhosq + sin(theta) + delta); break;
  case 4: r1 = sqrt(rhosq + theta * theta - delta + 1); break;
  case 5: r1 = sqrt(rhosq + fabs(tan(theta)) + delta); break;
  case 6: r1 = sqrt(rhosq * (1 + sin(b * theta)) + delta); break;
  case 7: r1 = sqrt(rhosq + fabs(sin(FM_R(0.5) * b * theta)) + delta); break;
  case 8: r1 = sqrt(rhosq + sin(FM_R(FM_PI) * sin(b * theta)) + delta); break;
  default: r1 = sqrt(rhosq + (sin(b * theta) + sin(2 * b * theta + FM_R(FM_M_PI_2))) / 2 + delta); break;
  }
  r1 = fm_jwf_int_in(FM_PAR(hole2_inside), 0, 1) != 0 ? w / r1 : w * r1;
  s->px += r1 * cos(theta);
  s->py += r1 * sin(theta);
}

/* 650: holesq: w times the point, but inside the diamond |x| + |y| ≤ 1 (of the weighted point)
 * the larger coordinate pushed halfway out to its edge, a square hole. */
FM_VAR(holesq) {
  const fm_real x = w * s->tx, y = w * s->ty, fax = fabs(x), fay = fabs(y);
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  if (fax + fay > 1) {
    s->px += x;
    s->py += y;
  } else if (fax > fay) {
    s->px += x < 0 ? (x + fay - 1) * FM_R(0.5) : (x - fay + 1) * FM_R(0.5);
    s->py += y;
  } else {
    s->px += x;
    s->py += y < 0 ? (y + fax - 1) * FM_R(0.5) : (y - fax + 1) * FM_R(0.5);
  }
}

/* 651: hyperbolicellipse (Jesus Sosa's): (sinh x·cos a·y, cosh x·sin a·y), JWildfire's
 * (eˣ ∓ e⁻ˣ)/2, which sinh and cosh give to rounding (and float without its cancellation); it
 * sets the xform's sum, and no z. */
FM_VAR(hyperbolicellipse) {
  const fm_real ay = FM_PAR(hyperbolicellipse_a) * s->ty;
  FM_UNUSED_RNG;
  s->px = sinh(s->tx) * cos(ay) * w;
  s->py = cosh(s->tx) * sin(ay) * w;
}

/* 652: inflateZ_2 (Larry Berlin's): z only, ¼ − ⅔(x + y) with JWildfire's 0.333333. */
FM_VAR(inflateZ_2) {
  const fm_real aval = (s->ty * FM_R(2.0) + s->tx * FM_R(2.0)) * FM_R(0.333333);
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->pz += w * (FM_R(0.25) - aval);
}

/* 653: plusrecip (dark-beam's): z + √(z² − a), a = ar + i·ai, through his Complex class's root;
 * where its square lies inside |a| (|a| with the class's 1e-20 under the root), conjugated and
 * turned by −a/|a|; then into the right half-plane. */
FM_VAR(plusrecip) {
  const fm_real ar = FM_PAR(plusrecip_ar), ai = FM_PAR(plusrecip_ai);
  const fm_real aa = sqrt(ar * ar + ai * ai + FM_R(1e-20));
  fm_real kr = s->tx * s->tx - s->ty * s->ty - ar, ki = 2 * s->tx * s->ty - ai, zr, zi;
  FM_UNUSED_RNG;
  fm_jwf_sqrt(&kr, &ki);
  kr += s->tx;
  ki += s->ty;
  zr = kr * kr - ki * ki;
  zi = 2 * kr * ki;
  if (sqrt(zr * zr + zi * zi + FM_R(1e-20)) < aa) {
    const fm_real mr = ar * (FM_R(-1.0) / aa), mi = ai * (FM_R(-1.0) / aa);
    ki = -ki;
    if (mi == 0) { /* the class's Mul by a real: a scale */
      kr *= mr;
      ki *= mr;
    } else {
      const fm_real r2 = kr * mr - ki * mi;
      ki = kr * mi + ki * mr;
      kr = r2;
    }
  }
  if (kr < 0) {
    kr = -kr;
    ki = -ki;
  }
  s->px += kr * w;
  s->py += ki * w;
}

/* 654: pTransform: the point's polar form moved: the angle turned by rotate, the radius (its
 * log, with use_log, an int 0 or 1) over power (an int ≥ 1) plus move, plus split on the right
 * half and minus it on the left (then exp'd back, with use_log). */
FM_VAR(pTransform) {
  const fm_real power = fm_jwf_int_in(FM_PAR(pTransform_power), 1, FM_R(2147483647.0));
  const int use_log = fm_jwf_int_in(FM_PAR(pTransform_use_log), 0, 1) != 0;
  const fm_real r = fm_jwf_precalc_sqrt(s->tx, s->ty), theta = atan2(s->ty, s->tx) + FM_PAR(pTransform_rotate);
  fm_real rho = (use_log ? log(r) : r) / power + FM_PAR(pTransform_move);
  FM_UNUSED_RNG;
  rho += s->tx >= 0 ? FM_PAR(pTransform_split) : -FM_PAR(pTransform_split);
  if (use_log) rho = exp(rho);
  s->px += w * rho * cos(theta);
  s->py += w * rho * sin(theta);
}

/* 655: rings3: rings2's rings of width val² + ε with n's twist: k, half the ring count
 * (Java's int division of the int (r/dx + 1) by 2). */
FM_VAR(rings3) {
  const fm_real dx = FM_PAR(rings3_val) * FM_PAR(rings3_val) + FM_JWF_EPSILON, c = 2 * (dx - dx * dx);
  const fm_real l = fm_jwf_precalc_sqrt(s->tx, s->ty);
  fm_real k, r;
  FM_UNUSED_RNG;
  if (dx == 0 || l == 0) return;
  k = floor(fm_java_int(l / dx + 1) * FM_R(0.5));
  r = w * (FM_R(2.0) - dx * (k * 2 / l + 1) - FM_PAR(rings3_n) * (k * c - 1) / l);
  s->px += r * s->tx;
  s->py += r * s->ty;
}

/* 656: squircular: the square's map onto the disc undone (Fong's squircular mapping), the
 * weight inside the root, not a scale of the result. In double JWildfire's form; in float its
 * 1 + x²/y² − r·√(w²r − 4x²y²)/(w·y²) cancels (to nothing as y → 0), so there the same value as
 * (r/y²)(1 − sign(w)·√(1 − q)), q = 4x²y²/(w²r), whose difference is q/(1 + √(1 − q)) for w > 0. */
FM_VAR(squircular) {
  const fm_real u = s->tx, v = s->ty, r = u * u + v * v, xs = u > 0 ? FM_R(1.0) : FM_R(-1.0);
  fm_real t;
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
#ifdef FM_REAL_FLOAT
  {
    const fm_real q = 4 * (u * u) * (v * v) / (w * w * r), sq = sqrt(1 - q);
    t = w > 0 ? 4 * (u * u) / (w * w * (1 + sq)) : (r / (v * v)) * (1 + sq);
    if (!(v != 0)) t = t + 0 * (u / v); /* y = 0: JWildfire's inf − inf, a bad value */
  }
#else
  t = sqrt(w * w * r - 4 * u * u * v * v);
  t = 1 + u * u / (v * v) - sqrt(r) / (w * v * v) * t;
#endif
  t = sqrt(t) / sqrt(FM_R(2.0));
  s->px += xs * t;
  s->py += v / u * t;
}

/* 657: stripfit (dark-beam's): y folded into [−1, 1] by steps of 2, each step moving x by
 * −dx/2 per unit of the fold (not weighted); nothing at all for a weight of 0. */
FM_VAR(stripfit) {
  const fm_real dxp = FM_R(-0.5) * FM_PAR(stripfit_dx), y = s->ty;
  FM_UNUSED_RNG;
  if (w == 0) return;
  s->px += w * s->tx;
  if (y > 1) {
    const fm_real fity = fmod(y + 1, FM_R(2.0));
    s->py += w * (-1 + fity);
    s->px += (y - fity + 1) * dxp;
  } else if (y < -1) {
    const fm_real fity = fmod(1 - y, FM_R(2.0));
    s->py += w * (1 - fity);
    s->px += (y + fity - 1) * dxp;
  } else {
    s->py += w * y;
  }
}

/* 658: tangent3D (Z+'s tangent made 3D): sin x/cos y, tan y, and tan x as z. */
FM_VAR(tangent3D) {
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += w * sin(s->tx) / cos(s->ty);
  s->py += w * tan(s->ty);
  s->pz += w * tan(s->tx);
}

/* JWildfire's MathLib.erf: Numerical Recipes' Chebyshev fit of erfc (|error| < 1.2e-7), which
 * erf3D uses instead of the exact function. In double on every side: near 0 its polynomial's
 * terms, each near 1, sum to 3e-8, and 1 − t·exp(…) cancels again, so float's rounding of them
 * is the whole value there (test_precision: 35 times the CPU seeds' spread at 2e-4). */
FM_FN fm_real fm_jwf_erf(fm_real zr) {
  const double z = (double)zr;
  const double t = 1.0 / (1.0 + 0.5 * fabs(z));
  const double poly =
      -1.26551223 +
      t * (1.00002368 +
           t * (0.37409196 +
                t * (0.09678418 +
                     t * (-0.18628806 +
                          t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))));
  const double ans = 1 - t * exp(-z * z + poly);
  return (fm_real)(z >= 0 ? ans : -ans);
}

/* 659: erf3D (zephyrtronium's): erf of each coordinate, MathLib's approximation of it. */
FM_VAR(erf3D) {
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += fm_jwf_erf(s->tx) * w;
  s->py += fm_jwf_erf(s->ty) * w;
  s->pz += fm_jwf_erf(s->tz) * w;
}

/* Nicolaus Anderson's sphere_nja and onion2 end alike: the profile's (r, z) stood up along the
 * direction of the shifted point (ix, iy, iz) from the z axis (sq its radius plus SMALL_EPSILON),
 * iz curling it (r·iz outward, iz·z/(r² + z²) up), then the shift added back, unweighted; in
 * JWildfire's order of additions to the sum. */
FM_FN void fm_jwf_nja_stand(fm_var_state *s, fm_real r, fm_real z, fm_real ix, fm_real iy, fm_real iz, fm_real sq,
                            fm_real shx, fm_real shy, fm_real shz) {
  s->px += r * (ix / sq);
  s->py += r * (iy / sq);
  s->pz += z;
  s->px += r * iz * (ix / sq);
  s->py += r * iz * (iy / sq);
  s->pz += iz * z / (r * r + z * z);
  s->px += shx;
  s->py += shy;
  s->pz += shz;
}

/* 660: sphere_nja: the shifted point's radius over stretch, less π/2, as the angle t of a circle
 * of radius w (circle_a and circle_b are read but, as in JWildfire, unused). */
FM_VAR(sphere_nja) {
  const fm_real shx = FM_PAR(sphere_nja_shift_x), shy = FM_PAR(sphere_nja_shift_y), shz = FM_PAR(sphere_nja_shift_z);
  const fm_real ix = s->tx - shx, iy = s->ty - shy, iz = s->tz - shz, sq = fm_jwf_precalc_sqrt(ix, iy);
  const fm_real t = sq / FM_PAR(sphere_nja_stretch) - FM_R(FM_PI) / 2;
  FM_UNUSED_RNG;
  fm_jwf_nja_stand(s, cos(t) * w, sin(t) * w, ix, iy, iz, sq, shx, shy, shz);
}

/* 661: pdj3D (Brad Stefanov's pdj with a z): pdj's x and y, and z (sin e·y − cos f·z)·cos g·x
 * weighted, plus sin h·z unweighted. */
FM_VAR(pdj3D) {
  const fm_real x = s->tx, y = s->ty, z = s->tz;
  FM_UNUSED_RNG;
  s->px += w * (sin(FM_PAR(pdj3D_a) * y) - cos(FM_PAR(pdj3D_b) * x));
  s->py += w * (sin(FM_PAR(pdj3D_c) * x) - cos(FM_PAR(pdj3D_d) * y));
  s->pz += w * (sin(FM_PAR(pdj3D_e) * y) - cos(FM_PAR(pdj3D_f) * z)) * cos(FM_PAR(pdj3D_g) * x) + sin(FM_PAR(pdj3D_h) * z);
}

/* Petal3D's products of three sin·cos pairs: sin(a + p1)·cos(b + p2) · sin(a + p3)·cos(b + p4) ·
 * sin(a + p5)·cos(b + p6), JWildfire's grouping (cos in place of the first sin for its x). */
FM_FN fm_real fm_petal3d_prod(int cosfirst, fm_real a, fm_real b, const fm_real *p) {
  const fm_real s1 = cosfirst ? cos(a + p[0]) : sin(a + p[0]), s3 = cosfirst ? cos(a + p[2]) : sin(a + p[2]);
  const fm_real s5 = cosfirst ? cos(a + p[4]) : sin(a + p[4]);
  return (s1 * cos(b + p[1])) * (s3 * cos(b + p[3])) * (s5 * cos(b + p[5]));
}

/* 662: petal3D (Raykoid666's petal with Brad Stefanov's phases): petal's x and y, each factor's
 * argument shifted by x1…x6 and y1…y6, and for z (mode, Java's (int) of it held to [0, 4]) w·z
 * (0) or cos(warp·x) times the same product of (z, x), (z, y), (y, z) or (x, z) with z1…z6. */
FM_VAR(petal3D) {
  const fm_real x = s->tx, y = s->ty, z = s->tz, mv = FM_PAR(petal3D_mode);
  const fm_real px[6] = {FM_PAR(petal3D_x1), FM_PAR(petal3D_x2), FM_PAR(petal3D_x3), FM_PAR(petal3D_x4), FM_PAR(petal3D_x5), FM_PAR(petal3D_x6)};
  const fm_real py[6] = {FM_PAR(petal3D_y1), FM_PAR(petal3D_y2), FM_PAR(petal3D_y3), FM_PAR(petal3D_y4), FM_PAR(petal3D_y5), FM_PAR(petal3D_y6)};
  const fm_real pz[6] = {FM_PAR(petal3D_z1), FM_PAR(petal3D_z2), FM_PAR(petal3D_z3), FM_PAR(petal3D_z4), FM_PAR(petal3D_z5), FM_PAR(petal3D_z6)};
  const int mode = (int)fm_java_int(mv < 0 ? FM_R(0.0) : mv > 4 ? FM_R(4.0) : mv);
  const fm_real ax = cos(x * FM_PAR(petal3D_warp));
  FM_UNUSED_RNG;
  s->px += w * ax * fm_petal3d_prod(1, x, y, px);
  s->py += w * ax * fm_petal3d_prod(0, x, y, py);
  if (mode <= 0) s->pz += w * z;
  else if (mode == 1) s->pz += w * ax * fm_petal3d_prod(0, z, x, pz);
  else if (mode == 2) s->pz += w * ax * fm_petal3d_prod(0, z, y, pz);
  else if (mode == 3) s->pz += w * ax * fm_petal3d_prod(0, y, z, pz);
  else s->pz += w * ax * fm_petal3d_prod(0, x, z, pz);
}

/* 663: whirligig (after cothe's complex variations): two of sin x, cos x over sinh y, cosh y,
 * the pair by Mode / 4 (an int, 0-15), the signs by Mode mod 4: (+, −), (−, +), (+, +), (−, −). */
FM_VAR(whirligig) {
  const int mode = (int)fm_jwf_int_in(FM_PAR(whirligig_Mode), 0, 15);
  const fm_real sn = sin(s->tx), cs = cos(s->tx), sh = sinh(s->ty), ch = cosh(s->ty);
  const fm_real sx = (mode & 1) ? FM_R(-1.0) : FM_R(1.0);
  const fm_real sy = (mode & 3) == 0 || (mode & 3) == 3 ? FM_R(-1.0) : FM_R(1.0);
  fm_real na, da, nb, db;
  FM_UNUSED_RNG;
  switch (mode >> 2) {
  case 0: na = cs, da = ch, nb = sn, db = sh; break;
  case 1: na = sn, da = ch, nb = cs, db = sh; break;
  case 2: na = sn, da = sh, nb = cs, db = ch; break;
  default: na = cs, da = sh, nb = sn, db = ch; break;
  }
  s->px += sx * (w * na / da);
  s->py += sy * (w * nb / db);
}

/* 664: ztwister (dark-beam's): the point turned by base^(twist·z) − 1 (twist·z for a base of 1),
 * z the xform's sum so far (JWildfire's pVarTP.z: the variations before it in the xform). */
FM_VAR(ztwister) {
  fm_real ez = FM_PAR(ztwister_twist) * s->pz, sn, cs;
  FM_UNUSED_RNG;
  if (FM_PAR(ztwister_base) != 1) ez = pow(FM_PAR(ztwister_base), ez) - 1;
  sn = sin(ez);
  cs = cos(ez);
  s->px += w * (s->tx * cs - s->ty * sn);
  s->py += w * (s->tx * sn + s->ty * cs);
}

/* 665: vortex (Jesus Sosa's, after a shader of von Kármán's vortex street): the point carried
 * flowVel steps (Java's (int) of it held to [1, 50]) of 0.03 back along the flow of 30
 * alternating vortices, vSep above and below the axis, v_viDistance apart, the first at
 * (time mod 10) − 20, each (dy, −dx)·vDiameter/(|d|² + 0.05) at the point scaled by 10 − zoom
 * (zoom held to [0, 9]), the point first raised by UpDown. randomize, read from the file, does
 * nothing but reset JWildfire's clock, which time, read after it, overrides. */
FM_VAR(vortex) {
  const fm_real fv = FM_PAR(vortex_flowVel), zv = FM_PAR(vortex_zoom);
  const int steps = (int)fm_java_int(fv < 1 ? FM_R(1.0) : fv > 50 ? FM_R(50.0) : fv);
  const fm_real scale = FM_R(10.0) - (zv < 0 ? FM_R(0.0) : zv > 9 ? FM_R(9.0) : zv);
  const fm_real time = FM_PAR(vortex_time), sep = FM_PAR(vortex_vSep), gap = FM_PAR(vortex_v_viDistance);
  const fm_real diam = FM_PAR(vortex_vDiameter);
  const fm_real c0 = time - FM_R(10.0) * floor(time / FM_R(10.0)) - FM_R(20.0);
  fm_real px = s->tx, py = s->ty + FM_PAR(vortex_UpDown);
  int i, k;
  FM_UNUSED_RNG;
  for (i = 0; i < steps; i++) {
    const fm_real qx = px * scale, qy = py * scale;
    fm_real vx = 0, vy = 0, cx = c0, cy = sep, dir = 1;
    for (k = 0; k < 30; k++) {
      const fm_real dx = qx - cx, dy = qy - cy, den = dx * dx + dy * dy + FM_R(0.05);
      vx = vx + dy / den * diam * dir;
      vy = vy + -dx / den * diam * dir;
      cx = cx + gap;
      cy = -cy;
      dir = -dir;
    }
    px = px - vx * FM_R(0.03);
    py = py - vy * FM_R(0.03);
  }
  s->px += w * px;
  s->py += w * py;
}

/* 666: onion (chronologicaldot's): about the centre, a sphere of radius w (1 for a weight of 0):
 * inside it the point drops to the lower hemisphere; beyond, folded back inward (radius 2w − r)
 * onto the upper one until r0/√2 from the rim, then along a mirrored exponential; the input's z
 * added unweighted. */
FM_VAR(onion) {
  const fm_real r0 = w == 0 ? FM_R(1.0) : w, cx = FM_PAR(onion_centre_x), cy = FM_PAR(onion_centre_y);
  const fm_real x0 = s->tx - cx, y0 = s->ty - cy, d0 = x0 * x0 + y0 * y0, dr = sqrt(d0);
  fm_real x1, y1, z1 = 0;
  FM_UNUSED_RNG;
  if (d0 <= r0 * r0) {
    z1 -= sqrt(r0 * r0 - d0);
    x1 = x0;
    y1 = y0;
  } else if (2 * r0 - dr > r0 / FM_R(1.41421356)) {
    x1 = (2 * r0 - dr) * x0 / dr;
    y1 = (2 * r0 - dr) * y0 / dr;
    z1 = sqrt(r0 * r0 - (x1 * x1 + y1 * y1));
  } else {
    z1 = exp(dr - r0 - (r0 - r0 / FM_R(1.414213569))) - FM_R(1.0) + r0 / FM_R(1.414213569);
    x1 = (2 * r0 - dr) * x0 / dr;
    y1 = (2 * r0 - dr) * y0 / dr;
  }
  s->px += x1 + cx;
  s->py += y1 + cy;
  s->pz += z1 + s->tz;
}

/* 667: onion2 (Nicolaus Anderson's): sphere_nja's circle, but beyond the angle meeting_pt an
 * exponential cot(m)·e^(cos m − cos t) + sin m − cot m that meets it smoothly, cut at top_crop
 * (where positive; there r is 0); r and z scaled by circle_a·w and circle_b·w. A stretch of 0 or
 * less is not taken (JWildfire keeps its 1). */
FM_VAR(onion2) {
  const fm_real shx = FM_PAR(onion2_shift_x), shy = FM_PAR(onion2_shift_y), shz = FM_PAR(onion2_shift_z);
  const fm_real m = FM_PAR(onion2_meeting_pt), crop = FM_PAR(onion2_top_crop);
  const fm_real stretch = FM_PAR(onion2_stretch) > 0 ? FM_PAR(onion2_stretch) : FM_R(1.0);
  const fm_real ix = s->tx - shx, iy = s->ty - shy, iz = s->tz - shz, sq = fm_jwf_precalc_sqrt(ix, iy);
  const fm_real t = sq / stretch - FM_R(FM_PI) / 2;
  fm_real r = cos(t), z;
  FM_UNUSED_RNG;
  if (t > m) {
    const fm_real tm = tan(m);
    if (tm != 0) {
      z = exp(cos(m) - r) / tm + sin(m) - 1 / tm;
      if (z > crop && crop > 0) {
        z = crop;
        r = 0;
      }
    } else {
      z = crop;
    }
  } else {
    z = sin(t);
  }
  r *= FM_PAR(onion2_circle_a) * w;
  z *= FM_PAR(onion2_circle_b) * w;
  fm_jwf_nja_stand(s, r, z, ix, iy, iz, sq, shx, shy, shz);
}

/* 668: fresnel (Jesus Sosa's, after a shader of Fresnel zones): the point scaled by the
 * fractional part of ring times its distance from (x0, y0); it sets the xform's sum. */
FM_VAR(fresnel) {
  const fm_real dx = s->tx - FM_PAR(fresnel_x0), dy = s->ty - FM_PAR(fresnel_y0);
  fm_real r = sqrt(dx * dx + dy * dy) * FM_PAR(fresnel_ring);
  FM_UNUSED_RNG;
  r = r - floor(r);
  s->px = w * (s->tx * r);
  s->py = w * (s->ty * r);
}

/* Minkowski's question mark function of x in (0, 1), dark-beam's with Brad Stefanov's factors:
 * f steps down the Stern-Brocot tree from p/q = 0/a and r/s = b/c, each a halving (by e) of the
 * step d (from dd) added where x lies right of the mediant. */
FM_FN fm_real fm_jwf_minkowski(fm_real x, const fm_xform *xf) {
  const int f = (int)fm_jwf_int_in(FM_PAR(minkQM_f), 1, 50);
  const fm_real e = FM_PAR(minkQM_e);
  fm_real p = 0, q = FM_PAR(minkQM_a), r = FM_PAR(minkQM_b), sd = FM_PAR(minkQM_c), d = FM_PAR(minkQM_dd), y = 0;
  int it;
  for (it = 0; it < f; it++) {
    const fm_real m = p + r, n = q + sd;
    d = d * e;
    if (x < m / n) {
      r = m;
      sd = n;
    } else {
      y += d;
      p = m;
      q = n;
    }
  }
  return y + d;
}

/* 669: minkQM: the question mark function on each coordinate's magnitude where it lies in
 * (0, 1), the sign kept; other magnitudes pass. */
FM_VAR(minkQM) {
  fm_real x = fabs(s->tx), y = fabs(s->ty);
  FM_UNUSED_RNG;
  if (x > 0 && x < 1) x = fm_jwf_minkowski(x, xf);
  if (y > 0 && y < 1) y = fm_jwf_minkowski(y, xf);
  s->px += w * (s->tx < 0 ? -x : x);
  s->py += w * (s->ty < 0 ? -y : y);
}

/* 670: c_symmetry (Jesus Sosa's): the point's angle times p1, its radius to the power p2, as
 * z ↦ |z|^p2·e^(i·p1·arg z); it sets the xform's sum. */
FM_VAR(c_symmetry) {
  const fm_real t = FM_PAR(c_symmetry_p1) * atan2(s->ty, s->tx);
  const fm_real m = pow(sqrt(s->tx * s->tx + s->ty * s->ty), FM_PAR(c_symmetry_p2));
  FM_UNUSED_RNG;
  s->px = w * (cos(t) * m);
  s->py = w * (sin(t) * m);
}

#endif
