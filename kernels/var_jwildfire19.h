/*
 * var_jwildfire19.h — more of JWildfire's variations, each as JWildfire computes it (its
 * variation/NAMEFunc.java), checked against JWildfire's own code (tests/tools/jwf_refs.sh;
 * tests/unit/test_variation_refs.c), with var_jwildfire.h's conventions.
 * 936: mobius_dragon_3D (3D, sets the colour), 937: quaternion (3D).
 * Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWILDFIRE19_H
#define FLAMEBUILD_VAR_JWILDFIRE19_H

/* The families whose helpers this one calls (a kernel of its own includes only the families
 * its variations need: kernels/codegen_families.c): fm_jwf_int, fm_java_round. */
#include "var_jwildfire.h"
#include "var_jwildfire9.h"

/* ---- 936: mobius_dragon_3D (Whittaker Courtney's) --------------------------------------------- */

/* One of mobius_dragon_3D's log-tile offsets: spread times Java's round of log(u)/log(base), a
 * whole number of tiles, mostly small (u a draw in [0, 1)). */
FM_FN fm_real fm_mdragon_tile(fm_real spread, fm_real log_base, fm_rng *rng) {
  return spread * fm_java_round(log(fm_rng_01(rng)) / log_base);
}

/* 936: mobius_dragon_3D: the point moved up by i, divided by re + i·im and turned into its 3D
 * reciprocal (z joining the complex plane's norm), scaled by the weight, then moved down again:
 * iterations times, each starting from the last one's point. One call in line_weight (a draw
 * made once, for all the iterations) lays the point on a line of length x_spread instead. Then a
 * log tiling: half the calls (by that same draw) keep the point, shifted by x_add, y_add, the
 * others mirror it below; each coordinate moves a random whole number of tiles (of spread
 * x_spread, y_spread, z_spread, the side drawn), geometrically rarer farther out. The colour
 * gains tanh of the final distance (mag_color); JWildfire's line colour shift is lost, as there
 * (it restores the colour it read first). It sets the sum rather than add to it, and leaves the
 * iterated point as the affine's, which the xform's later variations read, as JWildfire does. */
FM_VAR(mobius_dragon_3D) {
  const fm_real x_spread = FM_PAR(mobius_dragon_3D_x_spread), y_spread = FM_PAR(mobius_dragon_3D_y_spread);
  const fm_real z_spread = FM_PAR(mobius_dragon_3D_z_spread);
  const fm_real re = FM_PAR(mobius_dragon_3D_re), im = FM_PAR(mobius_dragon_3D_im);
  const int iterations = (int)fm_jw9_limit(fm_jwf_int(FM_PAR(mobius_dragon_3D_iterations)), 0, 24);
  const int lines = fm_jwf_int(FM_PAR(mobius_dragon_3D_line_enable)) >= 1;
  const fm_real line_weight = FM_PAR(mobius_dragon_3D_line_weight);
  const fm_real log_base = log(FM_PAR(mobius_dragon_3D_log_spread));
  const fm_real c0 = s->color, z1 = s->tz;
  const fm_real pick = fm_rng_01(rng);
  /* Complex's division: by the divisor's squared norm, or by 1 where that is below 1e-100 (0 in
   * float, where the constant is 0) */
  const fm_real m2 = re * re + im * im, m2inv = m2 < FM_R(1e-100) || m2 == 0 ? FM_R(1.0) : FM_R(1.0) / m2;
  fm_real ax = s->tx, ay = s->ty, zr = s->tx, zi = s->ty + 1, z = s->pz;
  for (int i = 0; i < iterations; i++) {
    const fm_real ur = ax, ui = ay + 1;
    zr = (ui * im + ur * re) * m2inv;
    zi = (ui * re - ur * im) * m2inv;
    const fm_real r1 = w / (zr * zr + zi * zi + z1 * z1);
    zr = zr * r1;
    zi = -zi * r1;
    z = -z1 * r1;
    zr = zr * w;
    zi = zi * w;
    ax = zr;
    ay = zi + 1;
    if (lines && pick < line_weight) {
      zr = fm_rng_01(rng) * -x_spread;
      zi = 0;
      z = 0;
    }
  }
  const fm_real sx = fm_rng_01(rng) < FM_R(0.5) ? x_spread : -x_spread;
  const fm_real sy = fm_rng_01(rng) < FM_R(0.5) ? y_spread : -y_spread;
  const fm_real sz = fm_rng_01(rng) < FM_R(0.5) ? z_spread : -z_spread;
  if (pick < FM_R(0.5)) {
    zr = w * FM_PAR(mobius_dragon_3D_x_add) + (zr + fm_mdragon_tile(sx, log_base, rng));
    zi = w * (FM_PAR(mobius_dragon_3D_y_add) + (zi + fm_mdragon_tile(sy, log_base, rng))) + 1;
    z = w * (z + fm_mdragon_tile(sz, log_base, rng));
  } else {
    zr = w * (-zr + fm_mdragon_tile(sx, log_base, rng));
    zi = w * (-2 - (zi + fm_mdragon_tile(sy, log_base, rng))) + 1;
    z = w * (-z + fm_mdragon_tile(sz, log_base, rng));
  }
  const fm_real mag = sqrt(zr * zr + zi * zi + z1 * z1) * (FM_PAR(mobius_dragon_3D_mag_color_scale) / 6);
  s->color = fm_jwf_int(FM_PAR(mobius_dragon_3D_mag_color)) >= 1 ? c0 + tanh(mag) : c0;
  s->px = zr;
  s->py = zi;
  s->pz = z;
  if (xf->z_mode == FM_Z_PRESERVE) s->pz += w * z1;
  if (iterations > 0) {
    fm_var_state_set_point(s, ax, ay);
    s->tz = z1;
  }
}

/* ---- 937: quaternion (zephyrtronium's quaternion functions, combined by Brad Stefanov) -------- */

/* A quaternion function's four parts at (x, v), v the scaled length of the vector part: the
 * circular pair of x·x1 and x·x2 and the hyperbolic pair of v·y1 and v·y2 (hyperbolic 0: sin,
 * cos, sinh, cosh in that order), or the hyperbolic pair of x and the circular pair of v
 * (hyperbolic 1: sin(v·y1), cos(v·y2), sinh(x·x1), cosh(x·x2)). */
typedef struct fm_quat_parts {
  fm_real s, c, sh, ch;
} fm_quat_parts;

FM_FN fm_quat_parts fm_quat_parts_of(fm_real x, fm_real v, fm_real x1, fm_real x2, fm_real y1, fm_real y2,
                                     int hyperbolic) {
  fm_quat_parts q;
  if (hyperbolic) {
    q.s = sin(v * y1);
    q.c = cos(v * y2);
    q.sh = sinh(x * x1);
    q.ch = cosh(x * x2);
  } else {
    q.s = sin(x * x1);
    q.c = cos(x * x2);
    q.sh = sinh(v * y1);
    q.ch = cosh(v * y2);
  }
  return q;
}

/* The quaternion's parameters of function g: its power, then x1, x2, y1, y2, z1, z2. */
#define FM_QUAT_POW(g) FM_PAR(quaternion_##g##pow)
#define FM_QUAT_V(g) (hyp * FM_PAR(quaternion_##g##z1))
#define FM_QUAT_PARTS(g, x, hy)                                                                         \
  fm_quat_parts_of((x), v, FM_PAR(quaternion_##g##x1), FM_PAR(quaternion_##g##x2), FM_PAR(quaternion_##g##y1), \
                   FM_PAR(quaternion_##g##y2), (hy))

/* 937: quaternion: a weighted sum of fourteen functions of the point read as the quaternion
 * x + y·j + z·k (its vector part (y, z) of length |(y, z)|): cos, cosh, cot, coth, csc, csch,
 * exp, log (of base logqbase), sec, sech, tan, tanh, sin and sinh, each with its power and, but
 * for log, multipliers on its arguments (x1, x2 on x's pair, y1, y2 on the length's, z1 on the
 * length itself) and on the vector part's result (z2). As JWildfire writes them, tan and tanh
 * are cot and coth with the vector part's sign turned. Only the functions of a power not 0 are
 * computed. A zero vector part divides by the precision's epsilon (fm_zeps), where JWildfire's
 * 0/0 loses the point. */
FM_VAR(quaternion) {
  const fm_real x = s->tx, y = s->ty, zz = s->tz;
  const fm_real hyp = sqrt(y * y + zz * zz), sysz = y * y + zz * zz;
  const fm_real n3 = x * x + y * y + zz * zz;
  fm_real ox = 0, oy = 0, oz = 0, p, v;
  fm_quat_parts q;
  FM_UNUSED_RNG;
  if ((p = FM_QUAT_POW(cosq)) != 0) {
    v = FM_QUAT_V(cosq);
    q = FM_QUAT_PARTS(cosq, x, 0);
    const fm_real cc = w * q.s * q.sh / fm_zeps(v) * FM_PAR(quaternion_cosqz2);
    ox += p * w * q.c * q.ch;
    oy += p * cc * y;
    oz += p * cc * zz;
  }
  if ((p = FM_QUAT_POW(coshq)) != 0) {
    v = FM_QUAT_V(coshq);
    q = FM_QUAT_PARTS(coshq, x, 1);
    const fm_real cc = w * q.sh * q.s / fm_zeps(v) * FM_PAR(quaternion_coshqz2);
    ox += p * w * q.ch * q.c;
    oy += p * cc * y;
    oz += p * cc * zz;
  }
  if ((p = FM_QUAT_POW(cotq)) != 0) { /* tan's below with the vector part's sign turned */
    v = FM_QUAT_V(cotq);
    q = FM_QUAT_PARTS(cotq, x, 0);
    const fm_real ni = w / (x * x + sysz);
    const fm_real cc = q.c * q.sh / fm_zeps(v) * FM_PAR(quaternion_cotqz2), b = -q.s * q.sh / fm_zeps(v);
    const fm_real stcv = q.s * q.ch, ctcv = q.c * q.ch;
    ox += p * (stcv * ctcv + cc * b * sysz) * ni;
    oy -= p * (-stcv * b * y + cc * y * ctcv) * ni;
    oz -= p * (-stcv * b * zz + cc * zz * ctcv) * ni;
  }
  if ((p = FM_QUAT_POW(cothq)) != 0) {
    v = FM_QUAT_V(cothq);
    q = FM_QUAT_PARTS(cothq, x, 1);
    const fm_real ni = w / (x * x + sysz);
    const fm_real cc = q.ch * q.s / fm_zeps(v) * FM_PAR(quaternion_cothqz2), b = q.sh * q.s / fm_zeps(v);
    const fm_real stcv = q.sh * q.c, ctcv = q.ch * q.c;
    ox += p * (stcv * ctcv + cc * b * sysz) * ni;
    oy += p * (-stcv * b * y + cc * y * ctcv) * ni;
    oz += p * (-stcv * b * zz + cc * zz * ctcv) * ni;
  }
  if ((p = FM_QUAT_POW(cscq)) != 0) {
    v = FM_QUAT_V(cscq);
    q = FM_QUAT_PARTS(cscq, x, 0);
    const fm_real ni = w / n3, cc = ni * q.c * q.sh / fm_zeps(v) * FM_PAR(quaternion_cscqz2);
    ox += p * q.s * q.ch * ni;
    oy -= p * cc * y;
    oz -= p * cc * zz;
  }
  if ((p = FM_QUAT_POW(cschq)) != 0) {
    v = FM_QUAT_V(cschq);
    q = FM_QUAT_PARTS(cschq, x, 1);
    const fm_real ni = w / n3, cc = ni * q.ch * q.s / fm_zeps(v) * FM_PAR(quaternion_cschqz2);
    ox += p * q.sh * q.c * ni;
    oy -= p * cc * y;
    oz -= p * cc * zz;
  }
  if ((p = FM_QUAT_POW(estiq)) != 0) { /* exp: no x2, the exponential's own multiplier x1 */
    const fm_real e = exp(x * FM_PAR(quaternion_estiqx1));
    v = FM_QUAT_V(estiq);
    const fm_real sn = sin(v * FM_PAR(quaternion_estiqy1)), cs = cos(v * FM_PAR(quaternion_estiqy2));
    const fm_real a = e * sn / fm_zeps(v) * FM_PAR(quaternion_estiqz2);
    ox += p * w * e * cs;
    oy += p * w * a * y;
    oz += p * w * a * zz;
  }
  if ((p = FM_QUAT_POW(logq)) != 0) { /* the vector part's length unscaled; ln of the base's */
    const fm_real cc = w * atan2(hyp, x) / fm_zeps(hyp);
    ox += p * log(x * x + hyp * hyp) * (FM_R(0.5) * w / log(FM_PAR(quaternion_logqbase)));
    oy += p * cc * y;
    oz += p * cc * zz;
  }
  if ((p = FM_QUAT_POW(secq)) != 0) { /* of -x */
    v = FM_QUAT_V(secq);
    q = FM_QUAT_PARTS(secq, -x, 0);
    const fm_real ni = w / n3, cc = ni * q.s * q.sh / fm_zeps(v) * FM_PAR(quaternion_secqz2);
    ox += p * q.c * q.ch * ni;
    oy -= p * cc * y;
    oz -= p * cc * zz;
  }
  if ((p = FM_QUAT_POW(sechq)) != 0) {
    v = FM_QUAT_V(sechq);
    q = FM_QUAT_PARTS(sechq, x, 1);
    const fm_real ni = w / n3, cc = ni * q.sh * q.s / fm_zeps(v) * FM_PAR(quaternion_sechqz2);
    ox += p * q.ch * q.c * ni;
    oy -= p * cc * y;
    oz -= p * cc * zz;
  }
  if ((p = FM_QUAT_POW(tanq)) != 0) {
    v = FM_QUAT_V(tanq);
    q = FM_QUAT_PARTS(tanq, x, 0);
    const fm_real ni = w / (x * x + sysz);
    const fm_real cc = q.c * q.sh / fm_zeps(v) * FM_PAR(quaternion_tanqz2), b = -q.s * q.sh / fm_zeps(v);
    const fm_real stcv = q.s * q.ch, ctcv = q.c * q.ch;
    ox += p * (stcv * ctcv + cc * b * sysz) * ni;
    oy += p * (-stcv * b * y + cc * y * ctcv) * ni;
    oz += p * (-stcv * b * zz + cc * zz * ctcv) * ni;
  }
  if ((p = FM_QUAT_POW(tanhq)) != 0) { /* the same as coth's */
    v = FM_QUAT_V(tanhq);
    q = FM_QUAT_PARTS(tanhq, x, 1);
    const fm_real ni = w / (x * x + sysz);
    const fm_real cc = q.ch * q.s / fm_zeps(v) * FM_PAR(quaternion_tanhqz2), b = q.sh * q.s / fm_zeps(v);
    const fm_real stcv = q.sh * q.c, ctcv = q.c * q.ch;
    ox += p * (stcv * ctcv + cc * b * sysz) * ni;
    oy += p * (-stcv * b * y + cc * y * ctcv) * ni;
    oz += p * (-stcv * b * zz + cc * zz * ctcv) * ni;
  }
  if ((p = FM_QUAT_POW(sinq)) != 0) {
    v = FM_QUAT_V(sinq);
    q = FM_QUAT_PARTS(sinq, x, 0);
    const fm_real cc = w * q.c * q.sh / fm_zeps(v) * FM_PAR(quaternion_sinqz2);
    ox += p * w * q.s * q.ch;
    oy += p * cc * y;
    oz += p * cc * zz;
  }
  if ((p = FM_QUAT_POW(sinhq)) != 0) {
    v = FM_QUAT_V(sinhq);
    q = FM_QUAT_PARTS(sinhq, x, 1);
    const fm_real cc = w * q.ch * q.s / fm_zeps(v) * FM_PAR(quaternion_sinhqz2);
    ox += p * w * q.sh * q.c;
    oy += p * cc * y;
    oz += p * cc * zz;
  }
  s->px += ox;
  s->py += oy;
  s->pz += oz;
}

#undef FM_QUAT_POW
#undef FM_QUAT_V
#undef FM_QUAT_PARTS

#endif
