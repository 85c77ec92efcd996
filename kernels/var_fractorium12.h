/*
 * var_fractorium12.h — Apophysis plugins and Chaotica's as Fractorium has them (Variations02-05,
 * 07 and 08.h), each checked against Fractorium's own code on points and parameters of realistic
 * ranges (tests/data/variation_refs, made by tests/tools/ember_refs.sh;
 * tests/unit/test_variation_refs.c). Conventions as var_fractorium4.h's: parameters normalised as
 * Fractorium's reading normalises them (fm_par_*), a 3D one (FM_VARS_3D) adding its z to pz, the
 * 2D ones adding nothing to z (Fractorium's DefaultZ). Random draws go through fm_rng_01
 * (Fractorium's Frand01) and fm_rng_crand (its Crand()), in Fractorium's order.
 * 590: CircleLinear, 591: CircleTrans1 (random), 592: ennepers, 593: excinis, 594: gridout,
 * 595: heat (3D), 596: hex_modulus, 597: hex_rand (random), 599: hypershift2 (3D, random,
 * replaces the sum), 600: hypertile3D1 (3D, random), 601: mobius_strip, 602: q_ode,
 * 603: Circle_Rand (random).
 * (variations.h includes it after var_fractorium2.h (fm_par_*), var_fractorium3.h (fm_rng_crand),
 * var_fractorium4.h (fm_hypertile3d_radius), var_jwildfire2.h (fm_circle_rand_noise),
 * var_fractorium9.h (fm_dust_hash) and var_fractorium_dc.h (fm_gridout_step); nowhere else includes it). Common subset of C17 and
 * CUDA C++.
 */
#ifndef FLAMEBUILD_VAR_FRACTORIUM12_H
#define FLAMEBUILD_VAR_FRACTORIUM12_H

/* The families whose helpers this one calls (a kernel of its own includes only the families
 * its variations need: kernels/codegen_families.c). */
#include "var_fractorium4.h"
#include "var_jwildfire2.h"
#include "var_fractorium_dc.h"
#include "var_fractorium9.h"

#define FM_2PI_F12 (FM_R(2.0) * FM_R(FM_PI))
#define FM_SQRT3_F12 FM_R(1.7320508075688772935)

/* A real stored in a C int as Fractorium's x86 build does it (truncation; INT_MIN out of range). */
#define FM_F12_INT(v) ((int)fm_int_trunc(v))

/* ---- CircleLinear, CircleTrans1: eralex's cells of circles -------------------------------- */

/* The plane cut into squares of side 2·sc; the cell (m, n) holds a circle of radius
 * (0.3 + 0.7·noise(m + 10, n + 3))·sc about its centre, and is on where noise(m + seed, n) is
 * below a density (fm_circle_rand_noise: the hash circleRand's plugin shares). */
FM_FN fm_real fm_f12_cell_radius(int m, int n) {
  return FM_R(0.3) + FM_R(0.7) * fm_circle_rand_noise((int)((unsigned int)m + 10u), (int)((unsigned int)n + 3u));
}

/* 590: CircleLinear: inside the circle (radius v) of an "on" cell (noise below Dens1) the point
 * is scaled about the cell's centre: by K in the cells whose noise is below Dens1·Dens2 (above it
 * when Reverse ≤ 0), in the others mapped linearly onto the ring between (1 − K)·v and the rim
 * (distance u to (1 − K)·v + K·u). X and Y are read by nothing (the plugin's own). */
FM_VAR(CircleLinear) {
  const fm_real sc = fm_par_nonzero(FM_PAR(CircleLinear_Sc)), k = FM_PAR(CircleLinear_K);
  const fm_real d1 = FM_PAR(CircleLinear_Dens1), d2 = FM_PAR(CircleLinear_Dens2);
  const fm_real seed = fm_par_int(FM_PAR(CircleLinear_Seed), FM_R(-2147483648.0), FM_R(2147483647.0));
  const int m = FM_F12_INT(floor(FM_R(0.5) * s->tx / sc)), n = FM_F12_INT(floor(FM_R(0.5) * s->ty / sc));
  const fm_real m21 = (fm_real)(int)((unsigned int)m * 2u + 1u), n21 = (fm_real)(int)((unsigned int)n * 2u + 1u);
  fm_real x = s->tx - m21 * sc, y = s->ty - n21 * sc;
  const fm_real u = fm_zeps(sqrt(x * x + y * y));
  const fm_real v = fm_f12_cell_radius(m, n) * sc;
  const fm_real z1 = fm_circle_rand_noise(FM_F12_INT((fm_real)m + seed), n);
  FM_UNUSED_RNG;
  if (z1 < d1 && u < v) {
    /* which share of the on cells scales flatly: the lower part of the noise, or the upper */
    const int flat = FM_PAR(CircleLinear_Reverse) > 0 ? z1 < d1 * d2 : z1 > d1 * d2;
    const fm_real f = flat ? k : v / u * (1 - k) + k;
    x *= f;
    y *= f;
  }
  s->px += w * (x + m21 * sc);
  s->py += w * (y + n21 * sc);
}

/* 591: CircleTrans1: the point halved toward (X, Y); where it falls inside the circle of an on
 * cell (noise at most Dens) it is replaced by a random point of some on cell's circle: cells
 * drawn in [−|X|, |X|]×[−|Y|, |Y|] until one is on (at most 11 tries, the last kept), the point
 * at a random angle on a circle of radius 0.3 + 0.7·noise not scaled by Sc, as the plugin has it.
 * Three draws a try. */
FM_VAR(CircleTrans1) {
  const fm_real sc = fm_zeps(fm_par_nonzero(FM_PAR(CircleTrans1_Sc))), dens = FM_PAR(CircleTrans1_Dens);
  const fm_real cx = FM_PAR(CircleTrans1_X), cy = FM_PAR(CircleTrans1_Y);
  const fm_real seed = fm_par_int(FM_PAR(CircleTrans1_Seed), FM_R(-2147483648.0), FM_R(2147483647.0));
  fm_real ux = (s->tx - cx) * FM_R(0.5) + cx, uy = (s->ty - cy) * FM_R(0.5) + cy;
  fm_real m = floor(FM_R(0.5) * ux / sc), n = floor(FM_R(0.5) * uy / sc);
  fm_real x = ux - (m * 2 + 1) * sc, y = uy - (n * 2 + 1) * sc;
  if (!(fm_circle_rand_noise(FM_F12_INT(m + seed), FM_F12_INT(n)) > dens ||
        sqrt(x * x + y * y) > fm_f12_cell_radius(FM_F12_INT(m), FM_F12_INT(n)) * sc)) {
    int tries = 0;
    do {
      fm_real alpha, r;
      x = fabs(cx) * (1 - 2 * fm_rng_01(rng));
      y = fabs(cy) * (1 - 2 * fm_rng_01(rng));
      m = floor(FM_R(0.5) * x / sc);
      n = floor(FM_R(0.5) * y / sc);
      alpha = FM_2PI_F12 * fm_rng_01(rng);
      r = fm_f12_cell_radius(FM_F12_INT(m), FM_F12_INT(n));
      x = r * cos(alpha);
      y = r * sin(alpha);
      if (++tries > 10) break;
    } while (fm_circle_rand_noise(FM_F12_INT(m + seed), FM_F12_INT(n)) > dens);
    ux = x + (m * 2 + 1) * sc;
    uy = y + (n * 2 + 1) * sc;
  }
  s->px += w * ux;
  s->py += w * uy;
}

/* ---- ennepers, excinis, gridout ----------------------------------------------------------- */

/* 592: ennepers: Enneper's surface's x and y, x − x³/3 + x·y² and y − y³/3 + y·x², with the
 * weight on the first two terms only, as Fractorium writes it (the cross term unweighted). */
FM_VAR(ennepers) {
  const fm_real x2 = s->tx * s->tx, y2 = s->ty * s->ty;
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += w * (s->tx - x2 * s->tx / 3) + s->tx * y2;
  s->py += w * (s->ty - y2 * s->ty / 3) + s->ty * x2;
}

/* 593: excinis: z² (the angle doubled, the radius squared) times a function of the weight over
 * the scaled radius: itself, its cosine, exponential, log or inverse (radiusFunc 0…4 and up). A
 * radius within eps of 0 is pushed out to ±eps, so that small points do not explode. */
FM_VAR(excinis) {
  const fm_real prior = fm_vs_r(s) * FM_PAR(excinis_lengthscalar), eps = FM_PAR(excinis_eps);
  const fm_real push = fabs(prior) > eps ? 0 : (prior >= 0 ? 1 : -1) * eps;
  const fm_real r = w / fm_zeps(prior + push);
  const fm_real fn = fm_par_clamp(FM_PAR(excinis_radiusFunc), 0, 5);
  fm_real f;
  FM_UNUSED_RNG;
  if (fn < 1) f = r;
  else if (fn < 2) f = cos(r);
  else if (fn < 3) f = exp(r);
  else if (fn < 4) f = log(fabs(r) + fabs(push));
  else f = 1 / fm_zeps(r + push);
  s->px += (s->tx - s->ty) * (s->tx + s->ty) * f;
  s->py += 2 * s->tx * s->ty * f;
}

/* 594: gridout: dc_gridout's step without its colour: each point moved one unit along its ring
 * of unit squares about the origin. */
FM_VAR(gridout) {
  fm_real dx, dy;
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  fm_gridout_step(s->tx, s->ty, &dx, &dy);
  s->px += w * (s->tx + dx);
  s->py += w * (s->ty + dy);
}

/* ---- heat ---------------------------------------------------------------------------------- */

/* The phase factor of one of heat's waves: 1/period, 0 for a period of 0 (no wave). */
FM_FN fm_real fm_heat_freq(fm_real period) { return period == 0 ? 0 : 1 / period; }

/* 595: heat (3D): the point read in spherical coordinates, each (radius, azimuth, polar angle)
 * rippled by a sine wave of the radius (period, phase, amplitude times the weight). The weight
 * scales only the amplitudes. The plugin's quirks kept: the radius is √|x² + y² + z| (z, not z²),
 * and the output is not weighted. */
FM_VAR(heat) {
  const fm_real tf = fm_heat_freq(FM_PAR(heat_theta_period)), pf = fm_heat_freq(FM_PAR(heat_phi_period));
  const fm_real rf = fm_heat_freq(FM_PAR(heat_r_period));
  fm_real r = sqrt(fabs(s->r2 + s->tz)), t, st, ct, sp, cp, c;
  FM_UNUSED_RNG;
  r += w * FM_PAR(heat_r_amp) * sin(FM_2PI_F12 * rf * r + FM_PAR(heat_r_phase) * rf);
  if (r == 0) r = FM_R(FM_REAL_EPSILON);
  t = w * FM_PAR(heat_theta_amp) * sin(FM_2PI_F12 * tf * r + FM_PAR(heat_theta_phase) * tf) + fm_vs_atan_yx(s);
  st = sin(t);
  ct = cos(t);
  c = s->tz / r;
  c = c < -1 ? -1 : c > 1 ? 1 : c;
  t = w * FM_PAR(heat_phi_amp) * sin(FM_2PI_F12 * pf * r + FM_PAR(heat_phi_phase) * pf) + acos(c);
  sp = sin(t);
  cp = cos(t);
  s->px += r * ct * sp;
  s->py += r * st * sp;
  s->pz += r * cp;
}

/* ---- hex_modulus, hex_rand ----------------------------------------------------------------- */

/* 596: hex_modulus: the plane folded into one hexagon of the hexagonal grid of the given size:
 * the point's cube coordinates rounded to the nearest hexagon (the coordinate furthest from its
 * rounding recomputed from the other two) and that hexagon's centre subtracted. */
FM_VAR(hex_modulus) {
  const fm_real hs = FM_SQRT3_F12 / 2 / fm_zeps(FM_PAR(hex_modulus_size));
  const fm_real X = s->tx * hs, Y = s->ty * hs, y3 = Y / 3;
  const fm_real x = FM_SQRT3_F12 / 3 * X - y3, z = 2 * y3, y = -x - z;
  fm_real rx = round(x), ry = round(y), rz = round(z);
  const fm_real dx = fabs(rx - x), dy = fabs(ry - y), dz = fabs(rz - z);
  FM_UNUSED_RNG;
  if (dx > dy && dx > dz) rx = -ry - rz;
  else if (dy > dz) ry = -rx - rz;
  else rz = -rx - ry;
  s->px += (X - (FM_SQRT3_F12 * rx + FM_SQRT3_F12 / 2 * rz)) * (w / (FM_SQRT3_F12 / 2));
  s->py += (Y - FM_R(1.5) * rz) * (w / (FM_SQRT3_F12 / 2));
}

/* 597: hex_rand (tatasz's): random points of random hexagons: a cell of the hexagonal grid drawn
 * in [−x, x)×[−y, y) (sheared: its centre X + Y/2, Y·√3/2), kept where its hash is below
 * density, and a point drawn in it: a random one of its six triangles (the angle to the edge
 * through asin), out to the edge's distance times √U, scaled by size/2 and the cell's own hash
 * to the power. Cells not kept give the origin. Three draws, four for a kept cell. The hashes
 * are taken in double (fm_dust_hash), of the centre computed in double, so float hashes the
 * same cell. */
FM_VAR(hex_rand) {
  const fm_real k = fm_rng_01(rng) * 6, ia = floor(k), f = k - ia, z = sqrt(1 + f * f - f);
  const fm_real sign = ia - floor(k / 2) * 2 == 1 ? 1 : -1;
  const fm_real ang = FM_R(2.0943951023931954923) * floor(ia / 2) + sign * asin(FM_R(0.86602540378443864676) * f / z) -
                      FM_R(FM_M_PI_2);
  const fm_real xp = FM_PAR(hex_rand_x), yp = FM_PAR(hex_rand_y);
  const fm_real X = floor(fm_rng_01(rng) * xp * 2) - xp, Y = floor(fm_rng_01(rng) * yp * 2) - yp;
  const double xd = (double)X + 0.5 * (double)Y, yd = (double)Y * 0.86602540378443864676;
  const double seed = (double)FM_PAR(hex_rand_seed);
  if (fm_dust_hash(yd, xd, seed) < (double)fm_par_clamp(FM_PAR(hex_rand_density), 0, 1)) {
    const fm_real zs = z * sqrt(fm_rng_01(rng)) * FM_R(1.1547005383792515290);
    const fm_real R = FM_PAR(hex_rand_size) * FM_R(0.5) * zs * pow((fm_real)fm_dust_hash(xd, yd, seed), FM_PAR(hex_rand_power));
    s->px += (cos(ang) * R + (fm_real)xd) * w;
    s->py += (sin(ang) * R + (fm_real)yd) * w;
  }
}

/* ---- hypershift2, hypertile3D1 ------------------------------------------------------------ */

/* 599: hypershift2 (3D): a hyperbolic translation of the Poincaré disc (hypershift's, with the
 * shift and scale of the {p, q} tiling) turned by a random odd multiple of π/p, z scaled as the
 * second inversion scales. Like hypershift it assigns the point in Fractorium's compatible mode
 * (the sum so far, z included, dropped). p and q of at least 2; outside the hyperbolic tilings
 * (1/p + 1/q ≥ 1/2) the shift is not real (NaN, as in Fractorium). One draw. */
FM_VAR(hypershift2) {
  const fm_real p = fm_par_at_least(FM_PAR(hypershift2_p), 2), q = fm_par_at_least(FM_PAR(hypershift2_q), 2);
  const fm_real pq = FM_R(FM_PI) / q, pp = FM_R(FM_PI) / p, spq = sin(pq), spp = sin(pp);
  const fm_real shift = sin(FM_R(FM_PI) * FM_R(0.5) - pq - pp) / sqrt(1 - spq * spq - spp * spp);
  const fm_real cpp = sin(FM_R(FM_PI) / 2 + pp);
  const fm_real scale2 = 1 / sqrt(cpp * cpp / (spq * spq) - 1) * (cpp / spq - 1);
  const fm_real fx = s->tx * scale2, fy = s->ty * scale2;
  fm_real rad = 1 / fm_zeps(fx * fx + fy * fy);
  const fm_real x = rad * fx + shift, y = rad * fy;
  fm_real ang, X, Y;
  rad = w * (1 - shift * shift) / fm_zeps(x * x + y * y);
  ang = (floor(fm_rng_01(rng) * p) * 2 + 1) * FM_R(FM_PI) / p;
  X = rad * x + shift;
  Y = rad * y;
  s->px = cos(ang) * X - sin(ang) * Y;
  s->py = sin(ang) * X + cos(ang) * Y;
  s->pz = s->tz * rad;
}

/* 600: hypertile3D1 (3D): hypertile1's Möbius map of the {p, q} tiling carried to 3D (the
 * radius² counts z², z scaled by 1 − c²; c's radius var_fractorium4.h's fm_hypertile3d_radius),
 * its coefficient turned by a random multiple k of 2π/p (one of 32767, Fractorium's compatible
 * mode: fm_rng_turn, in float the angle taken modulo 2π so that float resolves it). p and q at least 3.
 * One draw. */
FM_VAR(hypertile3D1) {
  const fm_real p = fm_par_int(FM_PAR(hypertile3D1_p), 3, FM_R(2147483647.0));
  const fm_real q = fm_par_int(FM_PAR(hypertile3D1_q), 3, FM_R(2147483647.0));
  const fm_real r = fm_hypertile3d_radius(p, q);
  const fm_real t = fm_rng_turn(rng, p);
  const fm_real cx = r * cos(t), cy = r * sin(t);
  const fm_real r2 = s->r2 + s->tz * s->tz, x2cx = 2 * cx * s->tx, y2cy = 2 * cy * s->ty;
  const fm_real d = w / fm_zeps(r * r * r2 + x2cx - y2cy + 1);
  s->px += d * (s->tx * (1 + cx * cx - cy * cy) - cx * (y2cy - r2 - 1));
  s->py += d * (s->ty * (1 + cy * cy - cx * cx) + cy * (-x2cx - r2 - 1));
  s->pz += d * (s->tz * (1 - r * r));
}

/* ---- mobius_strip, q_ode, Circle_Rand ----------------------------------------------------- */

/* JWildfire's mobius_strip (FM_JWF_RULES: MobiusStripFunc, CozyG's), another parametrisation:
 * the rectangle range_x × range_y about the origin onto a strip of `twists` half-turns, in 3D
 * (its z times modify_z; modify_z 0 doubles the sum's z). A point outside the rectangle wraps
 * (mode 0), is held to its edge (1), is hidden (2) or left as it is (3): radial_mode for x,
 * width_mode for y. */
FM_FN void fm_mobius_strip_jwf(fm_var_state *s, const fm_xform *xf, fm_real w) {
  const fm_real range_x = FM_PAR(mobius_strip_range_x), range_y = FM_PAR(mobius_strip_range_y);
  const fm_real twists = fm_java_int(FM_PAR(mobius_strip_twists));
  const fm_real rm = fm_java_int(FM_PAR(mobius_strip_radial_mode)), wm = fm_java_int(FM_PAR(mobius_strip_width_mode));
  const int radial = rm < 0 || rm > 3 ? 0 : (int)rm, across = wm < 0 || wm > 3 ? 0 : (int)wm;
  const fm_real hx = range_x / 2, hy = range_y / 2;
  fm_real x = s->tx, y = s->ty, t = 0, v = 0;
  const int out_x = x > hx || x < -hx, out_y = y > hy || y < -hy;
  if ((radial == 2 && out_x) || (across == 2 && out_y)) {
    s->hide = 1;
    return;
  }
  if ((radial == 3 && out_x) || (across == 3 && out_y)) {
    s->px += s->tx;
    s->py += s->ty;
    return;
  }
  if (range_x != 0) {
    if (radial == 0) x = fmod(x, hx);
    else if (radial == 1) x = x > hx ? hx : x < -hx ? -hx : x;
    t = x * (FM_R(FM_PI) / hx) + FM_R(FM_PI);
  }
  if (range_y != 0) {
    if (across == 0) y = fmod(y, hy);
    else if (across == 1) y = y > hy ? hy : y < -hy ? -hy : y;
    v = y * ((FM_PAR(mobius_strip_width) / 2) / hy);
  }
  const fm_real ax = FM_PAR(mobius_strip_rotate_x) * 2 * FM_R(FM_PI), ay = FM_PAR(mobius_strip_rotate_y) * 2 * FM_R(FM_PI);
  const fm_real rad = FM_PAR(mobius_strip_radius) + v * cos(twists * t / 2);
  const fm_real mx = rad * cos(t), my = rad * sin(t), mz = v * sin(twists * t / 2);
  const fm_real ry = my * cos(ay) + mz * sin(ay), rz = mz * cos(ay) - my * sin(ay);
  s->px += w * (mx * cos(ax) - rz * sin(ax));
  s->py += w * ry;
  const fm_real modify_z = FM_PAR(mobius_strip_modify_z);
  s->pz += modify_z != 0 ? w * (rz * cos(ax) + mx * sin(ax)) * modify_z : w * s->pz;
}

/* 601: mobius_strip: the rectangle [−rect_x, rect_x]×[−rect_y, rect_y] (the plane wrapped onto it)
 * mapped onto a Möbius strip of the given radius and half-width, turned by rotate_y and then
 * rotate_x turns about x and y, and seen from above (its z dropped: a 2D variation). JWildfire's
 * is another parametrisation, in 3D: fm_mobius_strip_jwf. */
FM_VAR(mobius_strip) {
  if (FM_JWF_RULES(xf)) {
    fm_mobius_strip_jwf(s, xf, w);
    return;
  }
  const fm_real rx = FM_PAR(mobius_strip_rect_x), ry = FM_PAR(mobius_strip_rect_y);
  const fm_real wd = FM_PAR(mobius_strip_width), rad = FM_PAR(mobius_strip_radius);
  const fm_real ax = FM_PAR(mobius_strip_rotate_x) * FM_2PI_F12, ay = FM_PAR(mobius_strip_rotate_y) * FM_2PI_F12;
  fm_real t = 0, v = 0, d, mx, my, mz, ty, tz;
  FM_UNUSED_RNG;
  if (rx != 0) {
    d = (s->tx + rx) / (2 * rx);
    t = FM_2PI_F12 * (d - floor(d));
  }
  if (ry != 0) {
    d = (s->ty + ry) / (2 * ry);
    v = 2 * wd * (d - floor(d)) - wd;
  }
  mx = (rad + v * cos(t / 2)) * cos(t);
  my = (rad + v * cos(t / 2)) * sin(t);
  mz = v * sin(t / 2);
  ty = my * cos(ay) + mz * sin(ay);
  tz = mz * cos(ay) - my * sin(ay);
  s->px += w * (mx * cos(ax) - tz * sin(ax));
  s->py += w * ty;
}

/* 602: q_ode: a quadratic map, each coordinate a constant plus the six terms of x, y, x², xy and
 * y², with the weight on the linear term of its own coordinate only (q_ode02's x, q_ode11's y). */
FM_VAR(q_ode) {
  const fm_real x = s->tx, y = s->ty, xx = x * x, yy = y * y, xy = x * y;
  FM_UNUSED_RNG;
  s->px += (FM_PAR(q_ode01) + w * FM_PAR(q_ode02) * x + FM_PAR(q_ode03) * xx) +
           (FM_PAR(q_ode04) * xy + FM_PAR(q_ode05) * y + FM_PAR(q_ode06) * yy);
  s->py += (FM_PAR(q_ode07) + FM_PAR(q_ode08) * x + FM_PAR(q_ode09) * xx) +
           (FM_PAR(q_ode10) * xy + w * FM_PAR(q_ode11) * y + FM_PAR(q_ode12) * yy);
}

/* 603: Circle_Rand (tatasz's, from Chaotica): random points in random discs: a grid point
 * (even coordinates) drawn in about [−X, X]×[−Y, Y], kept where its hash is below density, a
 * disc there of radius size·hash^power (the other hash) and a uniform point in it. A point not
 * kept adds nothing (Fractorium leaves its output as the previous variation's: the order of its
 * list would matter). Four draws. The hashes are taken in double, of the grid point in double. */
FM_VAR(Circle_Rand) {
  const fm_real a = fm_rng_01(rng) * FM_2PI_F12, r = sqrt(fm_rng_01(rng));
  const double sx = (double)FM_PAR(Circle_Rand_X) * 0.5, sy = (double)FM_PAR(Circle_Rand_Y) * 0.5;
  const double x = 2 * (floor((double)fm_rng_01(rng) * sx * 2 + 0.5) - sx);
  const double y = 2 * (floor((double)fm_rng_01(rng) * sy * 2 + 0.5) - sy);
  const double seed = (double)FM_PAR(Circle_Rand_seed);
  fm_real ret = 0;
  if (fm_dust_hash(y, x, seed) < (double)fm_par_clamp(FM_PAR(Circle_Rand_density), 0, 1))
    ret = fm_par_at_least(FM_PAR(Circle_Rand_size), 0) * r *
          exp(log((fm_real)fm_dust_hash(x, y, seed)) * FM_PAR(Circle_Rand_power));
  if (ret > 0) {
    s->px += w * (cos(a) * ret + (fm_real)x);
    s->py += w * (sin(a) * ret + (fm_real)y);
  }
}

#endif
