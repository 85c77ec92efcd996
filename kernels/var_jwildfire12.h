/*
 * var_jwildfire12.h — more of JWildfire's variations (from 830), each checked against
 * JWildfire's own code (tests/tools/jwf_refs.sh; tests/unit/test_variation_refs.c), with
 * var_jwildfire4.h's conventions: a parameter that JWildfire stores as an int is read through
 * fm_jwf_int (Tools.FTOI), fm_java_int (a cast) or fm_java_round (its round), its clamps are
 * applied here (the genome holds the file's value), what JWildfire's init() derives from the
 * parameters is derived here, per call, and JWildfire's random(n) is fm_jwf_random_below.
 * 830: glynnSim2B (3D, may set the colour), 831: glynnspiro, 832: juliascopePlus (may set the
 * colour), 833: mobiqN (3D, may set the colour), 834: swirl3D_wf (3D, sets the colour),
 * 835: cactusGlobe (3D, may set the colour), 836: camouflage (3D, may set the colour),
 * 837: combimirror (3D, replaces the sum, may shift the colour), 838: conicalSpiral (3D, may set
 * the colour).
 * (variations.h includes it after the other var_*.h, whose helpers it uses; nowhere else
 * includes it). Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWILDFIRE12_H
#define FLAMEBUILD_VAR_JWILDFIRE12_H

/* The families whose helpers this one calls (a kernel of its own includes only the families
 * its variations need: kernels/codegen_families.c). */
#include "var_jwildfire9.h"
#include "var_jwildfire10.h"
#include "var_jwf_cut.h"

/* MathLib.frac: what is left of v after its integer part toward zero (negative for a negative v). */
FM_FN fm_real fm_jw12_frac(fm_real v) { return v - trunc(v); }

/* Degrees to radians as JWildfire's init()s write it, π·deg/180. */
FM_FN fm_real fm_jw12_rad(fm_real deg) { return FM_R(FM_PI) * deg / 180; }

/* Rotations of (a, b) by the angle whose sine and cosine are sn, cs: a' = a·cs − b·sn, b' = a·sn + b·cs. */
FM_FN void fm_jw12_rot(fm_real *a, fm_real *b, fm_real sn, fm_real cs) {
  const fm_real na = *a * cs - *b * sn, nb = *a * sn + *b * cs;
  *a = na;
  *b = nb;
}

/* ---- glynnSim2B (GlynnSim2 with a 3D frame and colour modes) ----------------------------- */

/* 830: glynnSim2B: GlynnSim2 (inside radius, a point on the arc phi1…phi2 of the ring radius −
 * gamma … radius + thickness, which may be thick in z by circleThicknessZ and is tilted by
 * circleRotX, circleRotY; outside, pulled in to radius²/r at a chance of contrast·(radius/r)^|pow|),
 * then the whole scaled, sheared, turned about x, y and z (degrees) and moved by offsetZ. colorMode
 * (an int, not clamped) other than 0 sets the colour: 1 z·zHueScale's fraction, 2 a random shift of
 * up to ±randomHueAmount, 3 both, 4 fixedHue, any other 0. */
FM_VAR(glynnSim2B) {
  const fm_real radius = FM_PAR(glynnSim2B_radius);
  const fm_real thickness = fm_par_clamp(FM_PAR(glynnSim2B_thickness), 0, 1);
  const fm_real contrast = fm_par_clamp(FM_PAR(glynnSim2B_contrast), 0, 1);
  const fm_real mode = fm_java_int(FM_PAR(glynnSim2B_colorMode));
  fm_real x = s->tx, y = s->ty, z = s->tz;
  const fm_real r = sqrt(x * x + y * y), alpha = radius / r;
  if (r < radius) {
    const fm_real gamma = thickness * (2 * radius + thickness) / (radius + thickness);
    const fm_real phi1 = fm_jw12_rad(FM_PAR(glynnSim2B_phi1)), phi2 = fm_jw12_rad(FM_PAR(glynnSim2B_phi2));
    const fm_real rr = radius + thickness - gamma * fm_rng_01(rng);
    const fm_real phi = phi1 + (phi2 - phi1) * fm_rng_01(rng);
    const fm_real ax = fm_jw12_rad(FM_PAR(glynnSim2B_circleRotX)), ay = fm_jw12_rad(FM_PAR(glynnSim2B_circleRotY));
    fm_real cx = rr * cos(phi), cy = rr * sin(phi), cz = 0;
    cz += (fm_rng_01(rng) - FM_R(0.5)) * 2 * FM_PAR(glynnSim2B_circleThicknessZ);
    fm_jw12_rot(&cy, &cz, sin(ax), cos(ax));
    fm_jw12_rot(&cz, &cx, sin(ay), cos(ay)); /* about y: x' = x·cos + z·sin, z' = −x·sin + z·cos */
    x = cx, y = cy, z = cz;
  } else if (!(fm_rng_01(rng) > contrast * pow(alpha, fabs(FM_PAR(glynnSim2B_pow))))) {
    x = alpha * alpha * x;
    y = alpha * alpha * y;
  }
  x *= FM_PAR(glynnSim2B_scaleX);
  y *= FM_PAR(glynnSim2B_scaleY);
  z *= FM_PAR(glynnSim2B_scaleZ);
  {
    const fm_real sx = x + FM_PAR(glynnSim2B_shearYX) * y + FM_PAR(glynnSim2B_shearZX) * z;
    const fm_real sy = y + FM_PAR(glynnSim2B_shearXY) * x + FM_PAR(glynnSim2B_shearZY) * z;
    const fm_real sz = z + FM_PAR(glynnSim2B_shearXZ) * x + FM_PAR(glynnSim2B_shearYZ) * y;
    const fm_real rx = fm_jw12_rad(FM_PAR(glynnSim2B_rotX)), ry = fm_jw12_rad(FM_PAR(glynnSim2B_rotY));
    const fm_real rz = fm_jw12_rad(FM_PAR(glynnSim2B_rotZ));
    x = sx, y = sy, z = sz;
    fm_jw12_rot(&y, &z, sin(rx), cos(rx));
    fm_jw12_rot(&z, &x, sin(ry), cos(ry));
    fm_jw12_rot(&x, &y, sin(rz), cos(rz));
  }
  z += FM_PAR(glynnSim2B_offsetZ);
  s->px += w * x;
  s->py += w * y;
  s->pz += w * z;
  if (mode != 0) {
    fm_real hue = 0;
    if (mode == 1 || mode == 3) {
      hue = fmod(z * FM_PAR(glynnSim2B_zHueScale), FM_R(1.0));
      if (hue < 0) hue += 1;
    }
    if (mode == 2 || mode == 3) {
      const fm_real shift = (fm_rng_01(rng) - FM_R(0.5)) * 2 * fm_par_clamp(FM_PAR(glynnSim2B_randomHueAmount), 0, 1);
      hue = fmod(hue + shift, FM_R(1.0));
      if (hue < 0) hue += 1;
    }
    if (mode == 4) hue = fm_par_clamp(FM_PAR(glynnSim2B_fixedHue), 0, 1);
    s->color = hue;
  }
}

/* ---- glynnspiro (Brad Stefanov's GlynnSim with a 3D spirograph's shadow) ------------------ */

/* The spirograph's x and y at t (a rolling circle b on a circle a, pen at c), in double on
 * every side: t runs to `time` (a thousand by default) and (a + b)/b·t grows without bound
 * where b is small, angles that float's sin and cos (the device's fast ones above all) keep
 * no digits of. */
FM_FN void fm_jw12_spiro(double t, double a, double b, double c, double *x, double *y) {
  const double k = (a + b) / b * t;
  *x = (a + b) * cos(t) - c * cos(k);
  *y = (a + b) * sin(t) - c * sin(k);
}

/* 831: glynnspiro: inside |radius| the point becomes a point of the spirograph at a random t in
 * [0, time), scaled by scale, smeared along the diagonal by width and a draw, times radius1 and
 * moved to the small circle's centre (radius at phi1 degrees) — or, for a negative radius1, a
 * point of the ring radius1·(thickness … 1) about that centre. Outside, GlynnSim's pull towards
 * |radius| (a chance of contrast·(|radius|/r)^|pow|); where the result lands in the small circle
 * it too becomes the spirograph's point, else it stays. mode (an int in 0…4) only chooses how
 * many numbers are drawn (1, 1, 3, 12, 1), after three that are not used either: JWildfire's
 * w1 … w3, which nothing reads. 2D. */
FM_VAR(glynnspiro) {
  const fm_real mode = fm_java_int(fm_par_clamp(FM_PAR(glynnspiro_mode), 0, 4));
  const fm_real width = FM_PAR(glynnspiro_width), scale = FM_PAR(glynnspiro_scale);
  double t, spx, spy;
  fm_real yw;
  int k, nmode;
  for (k = 0; k < 3; k++) (void)fm_rng_01(rng);
  t = fm_rng_01d(rng) * (double)FM_PAR(glynnspiro_time);
  fm_jw12_spiro(t, FM_PAR(glynnspiro_a), FM_PAR(glynnspiro_b), FM_PAR(glynnspiro_c), &spx, &spy);
  nmode = mode == 2 ? 3 : mode == 3 ? 12 : 1;
  for (k = 0; k < nmode; k++) (void)fm_rng_01(rng);
  yw = fm_rng_01(rng) - FM_R(0.5);
  /* GlynnSim's frame (var_jwildfire10.h) around the spirograph's point */
  fm_glynn_frame(s, w, rng, (fm_real)spx * scale + width * yw, (fm_real)spy * scale + width * yw,
                 FM_PAR(glynnspiro_radius), FM_PAR(glynnspiro_radius1), FM_PAR(glynnspiro_thickness),
                 FM_PAR(glynnspiro_phi1), FM_PAR(glynnspiro_pow), fm_par_clamp(FM_PAR(glynnspiro_contrast), 0, 1));
}

/* ---- juliascopePlus ------------------------------------------------------------------------ */

/* 832: juliascopePlus: juliascope's root (power, JWildfire's round to an int; its 0 a plain
 * linear plus c) with knobs: mixPowerSign ≥ ½ takes the power's opposite half the time (that
 * branch scaled by altPowerScale, turned by altPowerRotate), fixedBranch (rounded, when one of
 * the |power| branches) instead of a random one, the angle's sign by thetaSignMode (0 odd
 * branches, 1 +, 2 −, 3 random) and the branch term's by rndTermMode (0 +, 1 −, 2 odd branches,
 * 3 random), a swirl of swirlFactor·ln(1 + r), angularOffset, radialOffset added to the radius;
 * c (cx, cy, or the point itself with mandelbrotLike) added. colorMode 1…5 sets the colour
 * (angle, log radius, the point's angle, branch, sign) times colorSpeed, its fraction. */
FM_VAR(juliascopePlus) {
  const fm_real power = fm_java_int(fm_java_round(FM_PAR(juliascopePlus_power)));
  const fm_real absn = power == 0 ? 2 : fmax(FM_R(1.0), fabs(fm_jwf_int(power)));
  const int mandel = fm_par_clamp(fm_jwf_int(FM_PAR(juliascopePlus_mandelbrotLike)), 0, 1) >= 1;
  const fm_real addx = mandel ? s->tx : FM_PAR(juliascopePlus_cx), addy = mandel ? s->ty : FM_PAR(juliascopePlus_cy);
  const fm_real mix = FM_PAR(juliascopePlus_mixPowerSign);
  const fm_real sgn = power == 0 ? 1 : power > 0 ? 1 : -1;
  const int cmode = (int)fm_par_clamp(fm_jwf_int(FM_PAR(juliascopePlus_colorMode)), 0, 5);
  const int tmode = (int)fm_par_clamp(fm_jwf_int(FM_PAR(juliascopePlus_thetaSignMode)), 0, 3);
  const int rmode = (int)fm_par_clamp(fm_jwf_int(FM_PAR(juliascopePlus_rndTermMode)), 0, 3);
  const fm_real fixed = fm_java_int(fm_java_round(FM_PAR(juliascopePlus_fixedBranch)));
  fm_real n = power, rnd, theta, a, tsign = 1, rsign = 1, rmag, dx, dy, col = 0;
  int alt = 0, flipped;
  if (power != 0 && mix >= FM_R(0.5)) {
    if (fm_jwf_random_below(rng, 2) == 0) {
      n = absn * sgn;
    } else {
      n = -absn * sgn;
      alt = 1;
    }
  }
  flipped = n < 0;
  if (n == 0) {
    s->px += w * (s->tx + addx);
    s->py += w * (s->ty + addy);
    return;
  }
  rnd = fixed >= 0 && fixed < absn ? fixed : fm_jwf_random_below(rng, absn);
  theta = atan2(s->ty, s->tx);
  if (tmode == 0) {
    if (fmod(rnd, FM_R(2.0)) != 0) tsign = -1;
  } else if (tmode == 2) {
    tsign = -1;
  } else if (tmode == 3) {
    tsign = fm_jwf_random_below(rng, 2) == 0 ? 1 : -1;
  }
  if (rmode == 1) rsign = -1;
  else if (rmode == 2) {
    if (fmod(rnd, FM_R(2.0)) != 0) rsign = -1;
  } else if (rmode == 3) {
    rsign = fm_jwf_random_below(rng, 2) == 0 ? 1 : -1;
  }
  a = (rsign * 2 * FM_R(FM_PI) * rnd + tsign * theta) / n;
  if (FM_PAR(juliascopePlus_swirlFactor) != 0) {
    const fm_real r0 = sqrt(s->tx * s->tx + s->ty * s->ty);
    if (r0 > FM_R(0.00001)) a += FM_PAR(juliascopePlus_swirlFactor) * log(1 + r0);
  }
  a += FM_PAR(juliascopePlus_angularOffset);
  {
    const fm_real r2 = s->tx * s->tx + s->ty * s->ty;
    rmag = pow(fmax(FM_R(0.0), r2), FM_PAR(juliascopePlus_dist) / n * FM_R(0.5)) + FM_PAR(juliascopePlus_radialOffset);
  }
  dx = rmag * cos(a);
  dy = rmag * sin(a);
  if (alt) {
    const fm_real ps = FM_PAR(juliascopePlus_altPowerScale), pr = FM_PAR(juliascopePlus_altPowerRotate);
    dx *= ps;
    dy *= ps;
    if (pr != 0) fm_jw12_rot(&dx, &dy, sin(pr), cos(pr));
  }
  s->px += w * (dx + addx);
  s->py += w * (dy + addy);
  if (cmode == 0) return;
  if (cmode == 1) col = a / (2 * FM_R(FM_PI));
  else if (cmode == 2) col = log(FM_R(1.00001) + fmax(FM_R(0.0), rmag));
  else if (cmode == 3) col = (theta + FM_R(FM_PI)) / (2 * FM_R(FM_PI));
  else if (cmode == 4) col = rnd / absn;
  else if (mix >= FM_R(0.5) && power != 0) col = flipped ? FM_R(0.75) : FM_R(0.25);
  else col = power >= 0 ? FM_R(0.25) : FM_R(0.75);
  s->color = fm_jw12_frac(col * FM_PAR(juliascopePlus_colorSpeed));
}

/* ---- mobiqN ------------------------------------------------------------------------------------ */

/* 833: mobiqN: the point to the power (in spherical coordinates: radius to 4·dist/power, both
 * angles times power), into a space (spaceType 1: sinh of each coordinate, 2: sin; other ints
 * none), the quaternion Möbius map (a·q + b)/(c·q + d) of q = x + y·i + z·j (its t part 0 the
 * first time) iterations times (at least once; each pass again from the last x, y, z as t, x, y),
 * back out of the space (asinh, asin), and the power's root: radius to power/(4·dist), both angles
 * plus a random multiple of 2π (floor(power·U), twice) over floor(power). JWildfire's init() makes
 * a power under 1 in size 1. colorMode 1…6 sets the colour (radius, the quaternion's t, the
 * denominator, the direction, the growth, the twist). 3D. */
FM_FN fm_real fm_jw12_sinh(fm_real x) { return (exp(x) - exp(-x)) * FM_R(0.5); }
FM_FN fm_real fm_jw12_asinh(fm_real x) { return log(x + sqrt(x * x + 1)); }

FM_VAR(mobiqN) {
  const fm_real power = fabs(FM_PAR(mobiqN_power)) < 1 ? FM_R(1.0) : FM_PAR(mobiqN_power);
  const fm_real zscale = 4 * FM_PAR(mobiqN_dist) / power;
  const fm_real space = fm_java_int(FM_PAR(mobiqN_spaceType)), cmode = fm_java_int(FM_PAR(mobiqN_colorMode));
  const fm_real iters = fm_java_int(FM_PAR(mobiqN_iterations));
  const fm_real at = FM_PAR(mobiqN_qat), ax = FM_PAR(mobiqN_qax), ay = FM_PAR(mobiqN_qay), az = FM_PAR(mobiqN_qaz);
  const fm_real bt = FM_PAR(mobiqN_qbt), bx = FM_PAR(mobiqN_qbx), by = FM_PAR(mobiqN_qby), bz = FM_PAR(mobiqN_qbz);
  const fm_real ct = FM_PAR(mobiqN_qct), cx = FM_PAR(mobiqN_qcx), cy = FM_PAR(mobiqN_qcy), cz = FM_PAR(mobiqN_qcz);
  const fm_real dt = FM_PAR(mobiqN_qdt), dx = FM_PAR(mobiqN_qdx), dy = FM_PAR(mobiqN_qdy), dz = FM_PAR(mobiqN_qdz);
  const fm_real x0 = s->tx, y0 = s->ty, z0 = s->tz;
  const fm_real rho = sqrt(x0 * x0 + y0 * y0 + z0 * z0), theta = atan2(y0, x0);
  const fm_real phi = rho == 0 ? FM_R(0.0) : acos(z0 / rho);
  const fm_real nrho = pow(rho, zscale), nth = theta * power, nph = phi * power;
  fm_real x = nrho * sin(nph) * cos(nth), y = nrho * sin(nph) * sin(nth), z = nrho * cos(nph);
  fm_real tq = 0, den2 = 0, inv, rres, thres, phres, frho, fp, nt, np, fth, fph, fx, fy, fz;
  fm_real k;
  if (space == 1) x = fm_jw12_sinh(x), y = fm_jw12_sinh(y), z = fm_jw12_sinh(z);
  else if (space == 2) x = sin(x), y = sin(y), z = sin(z);
  for (k = 0; k < (iters > 1 ? iters : 1); k++) {
    const fm_real t2 = x, x2 = y, y2 = z; /* the last result's x, y, z as the quaternion's t, i, j */
    const fm_real nt_ = at * t2 - ax * x2 - ay * y2 + bt, nx = at * x2 + ax * t2 - az * y2 + bx;
    const fm_real ny = at * y2 + ay * t2 + az * x2 + by, nz = az * t2 + ax * y2 - ay * x2 + bz;
    const fm_real et = ct * t2 - cx * x2 - cy * y2 + dt, ex = ct * x2 + cx * t2 - cz * y2 + dx;
    const fm_real ey = ct * y2 + cy * t2 + cz * x2 + dy, ez = cz * t2 + cx * y2 - cy * x2 + dz;
    den2 = et * et + ex * ex + ey * ey + ez * ez;
    if (den2 != 0) {
      inv = 1 / den2;
      tq = (nt_ * et + nx * ex + ny * ey + nz * ez) * inv;
      x = (nx * et - nt_ * ex - ny * ez + nz * ey) * inv;
      y = (ny * et - nt_ * ey - nz * ex + nx * ez) * inv;
      z = (nz * et - nx * ey + ny * ex - nt_ * ez) * inv;
    } else {
      tq = x = y = z = 0;
    }
  }
  if (space == 1) x = fm_jw12_asinh(x), y = fm_jw12_asinh(y), z = fm_jw12_asinh(z);
  else if (space == 2) x = asin(x), y = asin(y), z = asin(z);
  rres = sqrt(x * x + y * y + z * z);
  thres = atan2(y, x);
  phres = rres == 0 ? FM_R(0.0) : acos(z / rres);
  frho = pow(rres, zscale != 0 ? 1 / zscale : FM_R(0.0));
  fp = floor(power);
  nt = floor(power * fm_rng_01(rng));
  np = floor(power * fm_rng_01(rng));
  fth = fp != 0 ? (thres + nt * 2 * FM_R(FM_PI)) / fp : thres;
  fph = fp != 0 ? (phres + np * 2 * FM_R(FM_PI)) / fp : phres;
  fx = frho * sin(fph) * cos(fth);
  fy = frho * sin(fph) * sin(fth);
  fz = frho * cos(fph);
  if (cmode == 1) s->color = nrho * (zscale != 0 ? 1 / zscale : FM_R(0.0)) * FM_R(0.1);
  else if (cmode == 2) s->color = (tq + 1) * FM_R(0.5);
  else if (cmode == 3) s->color = atan(sqrt(den2)) / (FM_R(FM_PI) * FM_R(0.5));
  else if (cmode == 4) {
    const fm_real len = sqrt(fx * fx + fy * fy + fz * fz);
    s->color = len > FM_JWF_EPSILON ? (fz / len + 1) * FM_R(0.5) : FM_R(0.5);
  } else if (cmode == 5) {
    s->color = rho > FM_JWF_EPSILON ? atan(frho / rho) / (FM_R(FM_PI) * FM_R(0.5)) : FM_R(0.5);
  } else if (cmode == 6) {
    const fm_real tw = (fth - theta) / (2 * FM_R(FM_PI));
    s->color = tw - floor(tw);
  }
  s->px += w * fx;
  s->py += w * fy;
  s->pz += w * fz;
}

/* ---- swirl3D_wf --------------------------------------------------------------------------------- */

/* 834: swirl3D_wf: x and y pass (as r·cos φ, r·sin φ), z gains sin(6·cos r − n·φ) and the colour
 * becomes its size; n is an int (Java's cast). 3D. */
FM_VAR(swirl3D_wf) {
  const fm_real rad = sqrt(s->tx * s->tx + s->ty * s->ty), ang = atan2(s->ty, s->tx);
  const fm_real v = sin(6 * cos(rad) - fm_java_int(FM_PAR(swirl3D_wf_n)) * ang);
  FM_UNUSED_RNG;
  FM_UNUSED_XF;
  s->px += w * (rad * cos(ang));
  s->py += w * (rad * sin(ang));
  s->pz += w * v;
  s->color = fabs(v);
}

/* ---- cactusGlobe ------------------------------------------------------------------------------- */

/* cactusGlobe's spike at a point of the body (x, y, z): outward by spike_length·U, down by
 * spike_droop of that, and with spike_angle_rand > 0 splayed in a random direction (three draws,
 * then a fourth for how far). Added to the point. */
FM_FN void fm_jw12_cactus_spike(const fm_xform *xf, fm_rng *rng, fm_real *x, fm_real *y, fm_real *z) {
  const fm_real len = FM_PAR(cactusGlobe_spike_length) * fm_rng_01(rng);
  const fm_real body = sqrt(*x * *x + *y * *y + *z * *z);
  const fm_real splay = FM_PAR(cactusGlobe_spike_angle_rand);
  fm_real vx, vy, vz;
  if (body < FM_R(1e-6)) return;
  vx = *x / body * len, vy = *y / body * len, vz = *z / body * len;
  vz -= FM_PAR(cactusGlobe_spike_droop) * len;
  if (splay > 0) {
    const fm_real rx = fm_rng_01(rng) - FM_R(0.5), ry = fm_rng_01(rng) - FM_R(0.5), rz = fm_rng_01(rng) - FM_R(0.5);
    const fm_real rl = sqrt(rx * rx + ry * ry + rz * rz);
    if (rl > FM_R(1e-6)) {
      const fm_real m = splay * len * fm_rng_01(rng);
      vx += rx / rl * m, vy += ry / rl * m, vz += rz / rl * m;
    }
  }
  *x += vx, *y += vy, *z += vz;
}

/* 835: cactusGlobe: a ribbed globe. Up to recursion_depth times (an int in 0…8), at a chance of
 * pup_chance, a pup: the body moves out by size·pups_spread towards one of pups_count (Java's
 * cast) directions and by size·pups_vertical_offset in z, and shrinks by pup_size. The point is a
 * random one of the ball (generator_mode 1: three draws) or the affine's scaled by the shrinking
 * (0; the origin stays, featureless), in spherical coordinates; pattern_mode 0 ribs it (ribs_1
 * ribs of depth ribDepth_1, twisted by spiral_1) and puts a spike on the areoles (areoles_per_rib
 * a rib, of angular radius areole_size); 1 crosses two sets of ribs and puts spikes where they
 * meet (a chance of areole_density, then of the crossing's strength to the areole_focus). A point
 * with a spike takes feature_color as its colour. The areole's distance is an arc cosine near 1,
 * a decision: in double on every side. 3D. */
FM_VAR(cactusGlobe) {
  const fm_real size = FM_PAR(cactusGlobe_size);
  const fm_real depth = fm_par_clamp(fm_jwf_int(FM_PAR(cactusGlobe_recursion_depth)), 0, 8);
  const fm_real chance = fm_par_clamp(FM_PAR(cactusGlobe_pup_chance), 0, 1);
  const fm_real count = fm_java_int(FM_PAR(cactusGlobe_pups_count));
  const fm_real ribs1 = FM_PAR(cactusGlobe_ribs_1), spiral1 = FM_PAR(cactusGlobe_spiral_1);
  fm_real cur = size, ox = 0, oy = 0, oz = 0, rho, theta, phi, sp, cp, fx, fy, fz;
  int feature = 0;
  fm_real i;
  for (i = 0; i < depth; i++) {
    if (fm_rng_01(rng) < chance) {
      const fm_real idx = fm_java_int(fm_rng_01(rng) * count);
      const fm_real ang = idx / count * 2 * FM_R(FM_PI);
      const fm_real spread = cur * FM_PAR(cactusGlobe_pups_spread);
      ox += spread * cos(ang);
      oy += spread * sin(ang);
      oz += cur * FM_PAR(cactusGlobe_pups_vertical_offset);
      cur *= FM_PAR(cactusGlobe_pup_size);
    } else {
      break;
    }
  }
  if (fm_jwf_int(FM_PAR(cactusGlobe_generator_mode)) >= 1) {
    rho = cur * pow(fm_rng_01(rng), FM_R(1.0) / 3);
    theta = fm_rng_01(rng) * 2 * FM_R(FM_PI);
    phi = acos(2 * fm_rng_01(rng) - 1);
  } else {
    const fm_real k = size > 0 ? cur / size : cur;
    const fm_real ax = s->tx * k, ay = s->ty * k, az = s->tz * k;
    rho = sqrt(ax * ax + ay * ay + az * az);
    if (rho == 0) {
      s->px += ox * w;
      s->py += oy * w;
      s->pz += oz * w;
      return;
    }
    theta = atan2(ay, ax);
    phi = acos(az / rho);
  }
  sp = sin(phi), cp = cos(phi);
  if (fm_jwf_int(FM_PAR(cactusGlobe_pattern_mode)) <= 0) {
    const fm_real crho = rho + FM_PAR(cactusGlobe_ribDepth_1) * sp * cos(theta * ribs1);
    const fm_real cth = theta + phi * spiral1;
    const fm_real per = FM_PAR(cactusGlobe_areoles_per_rib);
    fx = crho * sp * cos(cth);
    fy = crho * sp * sin(cth);
    fz = crho * cp;
    if (per > 0) {
      const double rw = 2.0 * FM_PI / (double)ribs1, th = (double)theta, ph = (double)phi;
      const double rc = floor(th / rw + 0.5) * rw; /* Math.round; halves up */
      const double cell = FM_PI / (double)per;
      const double pc = floor(ph / cell) * cell + cell * 0.5;
      const double d = acos(sin(ph) * sin(pc) * cos(th - rc) + cos(ph) * cos(pc));
      if (d < (double)FM_PAR(cactusGlobe_areole_size)) {
        feature = 1;
        fm_jw12_cactus_spike(xf, rng, &fx, &fy, &fz);
      }
    }
  } else {
    const fm_real c1 = cos((theta + phi * spiral1) * ribs1);
    const fm_real c2 = cos((theta + phi * FM_PAR(cactusGlobe_spiral_2)) * FM_PAR(cactusGlobe_ribs_2));
    const fm_real crho = rho + FM_PAR(cactusGlobe_ribDepth_1) * sp * c1 + FM_PAR(cactusGlobe_ribDepth_2) * sp * c2;
    const fm_real dens = fm_par_clamp(FM_PAR(cactusGlobe_areole_density), 0, 1);
    fx = crho * sp * cos(theta);
    fy = crho * sp * sin(theta);
    fz = crho * cp;
    if (dens > 0 && fm_rng_01(rng) < dens) {
      const fm_real f = pow((c1 + 1) / 2 * ((c2 + 1) / 2), FM_PAR(cactusGlobe_areole_focus));
      if (fm_rng_01(rng) < f) {
        feature = 1;
        fm_jw12_cactus_spike(xf, rng, &fx, &fy, &fz);
      }
    }
  }
  if (feature) s->color = fm_par_clamp(FM_PAR(cactusGlobe_feature_color), 0, 1);
  s->px += (fx + ox) * w;
  s->py += (fy + oy) * w;
  s->pz += (fz + oz) * w;
}

/* ---- camouflage (its noises, in double on every side: the noise is quantised by floor, a
 * decision that float's rounding would move) ----------------------------------------------------- */

/* Java's int >> k (arithmetic) of the 32 bits u. */
FM_FN fm_u32 fm_jw12_asr(fm_u32 u, int k) { return (u >> k) | ((u >> 31) ? ~(0xffffffffu >> k) : 0u); }

/* camouflage's lattice hash of three Java ints, in [−1, 1]: their products with three odd
 * constants summed (Java's wrapping int arithmetic), mixed twice by shifts. */
FM_FN double fm_jw12_hash3(int x, int y, int z) {
  fm_u32 h = (fm_u32)x * 374761393u + (fm_u32)y * 668265263u + (fm_u32)z * 1103515245u;
  h = (h ^ fm_jw12_asr(h, 13)) * 1274126177u;
  h = h ^ fm_jw12_asr(h, 16);
  return (double)(h & 0x7fffffffu) / 1073741823.5 - 1.0;
}

FM_FN double fm_jw12_lerp(double a, double b, double t) { return a + t * (b - a); }

/* Value noise: the hashes of the unit cube's corners, blended by smoothstep. */
FM_FN double fm_jw12_value_noise(double x, double y, double z) {
  const int ix = fm_cut_jint(floor(x)), iy = fm_cut_jint(floor(y)), iz = fm_cut_jint(floor(z));
  const double fx = x - ix, fy = y - iy, fz = z - iz;
  const double u = fx * fx * (3 - 2 * fx), v = fy * fy * (3 - 2 * fy), w = fz * fz * (3 - 2 * fz);
  const int jx = (int)((fm_u32)ix + 1u), jy = (int)((fm_u32)iy + 1u), jz = (int)((fm_u32)iz + 1u);
  const double a = fm_jw12_lerp(fm_jw12_hash3(ix, iy, iz), fm_jw12_hash3(jx, iy, iz), u);
  const double b = fm_jw12_lerp(fm_jw12_hash3(ix, jy, iz), fm_jw12_hash3(jx, jy, iz), u);
  const double c = fm_jw12_lerp(fm_jw12_hash3(ix, iy, jz), fm_jw12_hash3(jx, iy, jz), u);
  const double d = fm_jw12_lerp(fm_jw12_hash3(ix, jy, jz), fm_jw12_hash3(jx, jy, jz), u);
  return fm_jw12_lerp(fm_jw12_lerp(a, b, v), fm_jw12_lerp(c, d, v), w);
}

/* Cellular noise: the distance to the nearest of the 27 neighbouring cells' hashed points, times
 * 2, less 1. */
FM_FN double fm_jw12_cell_noise(double x, double y, double z) {
  const int ix = fm_cut_jint(floor(x)), iy = fm_cut_jint(floor(y)), iz = fm_cut_jint(floor(z));
  double best = 1.7976931348623157e308;
  int dx, dy, dz;
  for (dz = -1; dz <= 1; dz++)
    for (dy = -1; dy <= 1; dy++)
      for (dx = -1; dx <= 1; dx++) {
        const int cx = (int)((fm_u32)ix + (fm_u32)dx), cy = (int)((fm_u32)iy + (fm_u32)dy), cz = (int)((fm_u32)iz + (fm_u32)dz);
        const double px = cx + 0.5 * (1.0 + fm_jw12_hash3(cx, cy, cz));
        const double py = cy + 0.5 * (1.0 + fm_jw12_hash3(cy, cz, cx));
        const double pz = cz + 0.5 * (1.0 + fm_jw12_hash3(cz, cx, cy));
        const double d2 = (x - px) * (x - px) + (y - py) * (y - py) + (z - pz) * (z - pz);
        if (d2 < best) best = d2;
      }
  return sqrt(best) * 2.0 - 1.0;
}

/* Ken Perlin's improved noise's lattice: his permutation (its index taken modulo 256: JWildfire's
 * table holds it twice over). */
FM_FN int fm_jw12_perm(int i) {
  static const unsigned char perm[256] = {
      151, 160, 137, 91, 90, 15, 131, 13, 201, 95, 96, 53, 194, 233, 7, 225, 140, 36, 103, 30, 69, 142, 8, 99,
      37, 240, 21, 10, 23, 190, 6, 148, 247, 120, 234, 75, 0, 26, 197, 62, 94, 252, 219, 203, 117, 35, 11, 32,
      57, 177, 33, 88, 237, 149, 56, 87, 174, 20, 125, 136, 171, 168, 68, 175, 74, 165, 71, 134, 139, 48, 27, 166,
      77, 146, 158, 231, 83, 111, 229, 122, 60, 211, 133, 230, 220, 105, 92, 41, 55, 46, 245, 40, 244, 102, 143, 54,
      65, 25, 63, 161, 1, 216, 80, 73, 209, 76, 132, 187, 208, 89, 18, 169, 200, 196, 135, 130, 116, 188, 159, 86,
      164, 100, 109, 198, 173, 186, 3, 64, 52, 217, 226, 250, 124, 123, 5, 202, 38, 147, 118, 126, 255, 82, 85, 212,
      207, 206, 59, 227, 47, 16, 58, 17, 182, 189, 28, 42, 223, 183, 170, 213, 119, 248, 152, 2, 44, 154, 163, 70,
      221, 153, 101, 155, 167, 43, 172, 9, 129, 22, 39, 253, 19, 98, 108, 110, 79, 113, 224, 232, 178, 185, 112, 104,
      218, 246, 97, 228, 251, 34, 242, 193, 238, 210, 144, 12, 191, 179, 162, 241, 81, 51, 145, 235, 249, 14, 239, 107,
      49, 192, 214, 31, 181, 199, 106, 157, 184, 84, 204, 176, 115, 121, 50, 45, 127, 4, 150, 254, 138, 236, 205, 93,
      222, 114, 67, 29, 24, 72, 243, 141, 128, 195, 78, 66, 215, 61, 156, 180};
  return perm[i & 255];
}

FM_FN double fm_jw12_grad(int hash, double x, double y, double z) {
  const int h = hash & 15;
  const double u = h < 8 ? x : y, v = h < 4 ? y : (h == 12 || h == 14) ? x : z;
  return ((h & 1) == 0 ? u : -u) + ((h & 2) == 0 ? v : -v);
}

FM_FN double fm_jw12_perlin(double x, double y, double z) {
  const int X = fm_cut_jint(floor(x)) & 255, Y = fm_cut_jint(floor(y)) & 255, Z = fm_cut_jint(floor(z)) & 255;
  double u, v, w;
  int A, AA, AB, B, BA, BB;
  x -= floor(x), y -= floor(y), z -= floor(z);
  u = x * x * x * (x * (x * 6 - 15) + 10);
  v = y * y * y * (y * (y * 6 - 15) + 10);
  w = z * z * z * (z * (z * 6 - 15) + 10);
  /* p[] is the table twice over: p[k] for k < 512 is perm[k & 255] */
  A = fm_jw12_perm(X) + Y, AA = fm_jw12_perm(A) + Z, AB = fm_jw12_perm(A + 1) + Z;
  B = fm_jw12_perm(X + 1) + Y, BA = fm_jw12_perm(B) + Z, BB = fm_jw12_perm(B + 1) + Z;
  /* JWildfire writes Perlin's lerp(t, a, b) but its lerp is (a, b, t): the fade weight is the
   * first end and the second gradient the weight, a + t·(b − a) read so; kept as it computes it */
  return fm_jw12_lerp(w, fm_jw12_lerp(v, fm_jw12_lerp(u, fm_jw12_grad(fm_jw12_perm(AA), x, y, z), fm_jw12_grad(fm_jw12_perm(BA), x - 1, y, z)),
                                         fm_jw12_lerp(u, fm_jw12_grad(fm_jw12_perm(AB), x, y - 1, z), fm_jw12_grad(fm_jw12_perm(BB), x - 1, y - 1, z))),
                      fm_jw12_lerp(v, fm_jw12_lerp(u, fm_jw12_grad(fm_jw12_perm(AA + 1), x, y, z - 1), fm_jw12_grad(fm_jw12_perm(BA + 1), x - 1, y, z - 1)),
                                   fm_jw12_lerp(u, fm_jw12_grad(fm_jw12_perm(AB + 1), x, y - 1, z - 1), fm_jw12_grad(fm_jw12_perm(BB + 1), x - 1, y - 1, z - 1))));
}

/* 836: camouflage: octaves (an int, at least 1) of a noise (noiseType 0 value, 1 Perlin,
 * 2 cellular; clamped) of the point scaled by scale (y also by stretch), each at lacunarity times
 * the last's frequency and persistence times its amplitude, the seed added to z (value noise) or
 * to every coordinate; the sum quantised into floor(sum·levels) (levels an int, at least 1) steps,
 * and the point turned by step·2π·rotation/levels, moved by step·displacement/levels along the
 * diagonal and by step·zOffset/levels in z. colorize (over ½) sets the colour to the step modulo
 * levels, over levels. 3D; the point's own turn is the output less the point, so that a weight
 * of 1 beside a linear gives the turned point. */
FM_VAR(camouflage) {
  const double scale = FM_PAR(camouflage_scale), seed = FM_PAR(camouflage_seed);
  const double type = fm_par_clamp(fm_java_int(FM_PAR(camouflage_noiseType)), 0, 2);
  const double levels = fmax(FM_R(1.0), fm_java_int(FM_PAR(camouflage_levels)));
  const double octaves = fmax(FM_R(1.0), fm_java_int(FM_PAR(camouflage_octaves)));
  const double x = s->tx * scale, y = s->ty * scale * (double)FM_PAR(camouflage_stretch), z = s->tz * scale;
  double sum = 0, freq = 1, amp = 1, q, i;
  fm_real ang, mag, sa, ca;
  FM_UNUSED_RNG;
  for (i = 0; i < octaves; i++) {
    double n;
    if (type == 1) n = fm_jw12_perlin(x * freq + seed, y * freq + seed, z * freq + seed);
    else if (type == 2) n = fm_jw12_cell_noise(x * freq + seed, y * freq + seed, z * freq + seed);
    else n = fm_jw12_value_noise(x * freq, y * freq, z * freq + seed);
    sum += n * amp;
    freq *= FM_PAR(camouflage_lacunarity);
    amp *= FM_PAR(camouflage_persistence);
  }
  q = floor(sum * levels);
  if (FM_PAR(camouflage_colorize) > FM_R(0.5)) s->color = (fm_real)(fmod(fmod(q, levels) + levels, levels) / levels);
  ang = (fm_real)(q * FM_PI * 2.0 * (double)FM_PAR(camouflage_rotation) / levels);
  mag = (fm_real)(q * (double)FM_PAR(camouflage_displacement) / levels);
  sa = sin(ang), ca = cos(ang);
  s->px += (s->tx * ca - s->ty * sa + mag - s->tx) * w;
  s->py += (s->tx * sa + s->ty * ca + mag - s->ty) * w;
  s->pz += (s->tz + (fm_real)(q * (double)FM_PAR(camouflage_zOffset) / levels) - s->tz) * w;
}

/* ---- combimirror (Thomas Michels' and Brad Stefanov's) ------------------------------------------ */

/* 837: combimirror: the xform's sum becomes w times the point (replaced, as JWildfire assigns
 * it), then four mirrors, each at a chance of a draw: through the point (pmovex, pmovey) at
 * 1 − pmirror/2, in x about vmove/2 at vmirror/2, in y about hmove/2 at hmirror/2, in z about
 * zmove/2 at zmirror/2; each one taken shifts the colour by its colorshift (modulo 1, Java's
 * remainder). 3D. */
FM_VAR(combimirror) {
  s->px = w * s->tx;
  s->py = w * s->ty;
  s->pz = w * s->tz;
  if (fm_rng_01(rng) > FM_PAR(combimirror_pmirror) / 2) {
    s->px = -s->px + FM_PAR(combimirror_pmovex);
    s->py = -s->py + FM_PAR(combimirror_pmovey);
    s->color = fmod(s->color + FM_PAR(combimirror_pcolorshift), FM_R(1.0));
  }
  if (fm_rng_01(rng) < FM_PAR(combimirror_vmirror) / 2) {
    s->px = -s->px + FM_PAR(combimirror_vmove);
    s->color = fmod(s->color + FM_PAR(combimirror_vcolorshift), FM_R(1.0));
  }
  if (fm_rng_01(rng) < FM_PAR(combimirror_hmirror) / 2) {
    s->py = -s->py + FM_PAR(combimirror_hmove);
    s->color = fmod(s->color + FM_PAR(combimirror_hcolorshift), FM_R(1.0));
  }
  if (fm_rng_01(rng) < FM_PAR(combimirror_zmirror) / 2) {
    s->pz = -s->pz + FM_PAR(combimirror_zmove);
    s->color = fmod(s->color + FM_PAR(combimirror_zcolorshift), FM_R(1.0));
  }
}

/* ---- conicalSpiral ------------------------------------------------------------------------------- */

/* 838: conicalSpiral: a coordinate's size modulo 1 (mode 1: y, 2: z, else x; an int in 0…3) is
 * how far along a conical spiral the point lands: turns turns, out to radius, up to height, z
 * waved by z_wave_amp·sin(2π·z_wave_freq·t), the angle twisted by twist·z. thickness > 0 spreads
 * it, by three draws times thickness (solid) or by the point times thickness. colorize sets the
 * colour to |driver·colorSpeed + colorOffset| modulo 1, the driver t, the radius, the angle's
 * turn (colorMode 0, 1, 2) or z. 3D. */
FM_VAR(conicalSpiral) {
  const fm_real mode = fm_par_clamp(fm_jwf_int(FM_PAR(conicalSpiral_mode)), 0, 3);
  const fm_real cmode = fm_par_clamp(fm_jwf_int(FM_PAR(conicalSpiral_colorMode)), 0, 4);
  const fm_real thick = FM_PAR(conicalSpiral_thickness);
  const fm_real t = fmod(fabs(mode == 1 ? s->ty : mode == 2 ? s->tz : s->tx), FM_R(1.0));
  const fm_real angle = t * 2 * FM_R(FM_PI) * FM_PAR(conicalSpiral_turns);
  const fm_real rad = t * FM_PAR(conicalSpiral_radius);
  fm_real z = t * FM_PAR(conicalSpiral_height), fa = angle, x, y;
  if (FM_PAR(conicalSpiral_z_wave_amp) != 0)
    z += sin(t * 2 * FM_R(FM_PI) * FM_PAR(conicalSpiral_z_wave_freq)) * FM_PAR(conicalSpiral_z_wave_amp);
  if (FM_PAR(conicalSpiral_twist) != 0) fa += z * FM_PAR(conicalSpiral_twist);
  x = rad * cos(fa);
  y = rad * sin(fa);
  if (thick > 0) {
    if (fm_jwf_int(FM_PAR(conicalSpiral_solid)) > 0) {
      x += fm_rng_01(rng) * thick;
      y += fm_rng_01(rng) * thick;
      z += fm_rng_01(rng) * thick;
    } else {
      x += s->tx * thick;
      y += s->ty * thick;
      z += s->tz * thick;
    }
  }
  s->px += x * w;
  s->py += y * w;
  s->pz += z * w;
  if (fm_jwf_int(FM_PAR(conicalSpiral_colorize)) > 0) {
    const fm_real d = cmode == 0 ? t : cmode == 1 ? rad : cmode == 2 ? fmod(angle, 2 * FM_R(FM_PI)) / (2 * FM_R(FM_PI)) : z;
    s->color = fmod(fabs(d * FM_PAR(conicalSpiral_colorSpeed) + FM_PAR(conicalSpiral_colorOffset)), FM_R(1.0));
  }
}

#endif
