/*
 * var_jwildfire.h — JWildfire's own variations (Fractorium has none of these names, or another
 * formula under them), each as JWildfire computes it (its variation/NAMEFunc.java), checked
 * against JWildfire's own code on points and parameters of realistic ranges
 * (tests/data/variation_refs, made by tests/tools/jwf_refs.sh; tests/unit/test_variation_refs.c).
 *
 * JWildfire's conventions, kept: an integer parameter is the file's value through Tools.FTOI
 * (fm_jwf_int: rounded half away from zero); what a Func's init() derives from the parameters
 * is derived here per point where it is cheap (no fm_pre slots); its "atan" of a point is
 * atan2(x, y) (fm_vs_atan_xy); its 2D variations leave z alone (JWildfire adds the weighted z
 * only when the flame preserves z, which the xform's z handling does here). A random number is
 * its context's random(), a uniform in [0, 1): fm_rng_01, drawn at the same places.
 * 168: epispiral_wf, 169: yin_yang, 170: truchet, 171: spirograph, 172: cannabiscurve_wf,
 * 173: waves4_wf, 174: waves2_wf, 175: waves3_wf, 176: cloverleaf_wf, 177: rose_wf,
 * 178: heart_wf, 179: julian3Dx, 180: spherical3D_wf, 181: linearT3D, 182: kaleidoscope,
 * 183: cylinder_apo, 184: mandelbrot; JWildfire's post functions, which work on the xform's sum
 * itself (FM_VARS_NATURAL_POST): 232: post_axis_symmetry_wf, 233: post_point_symmetry_wf;
 * 234: elliptic_jwf (JWildfire's elliptic, which a JWildfire file's elliptic reads as);
 * 235: dc_linear, 236: plane_wf, 237: affine3D, 238: post_mirror_wf (a post function).
 * 297: acosh, 298: acosech, 299: acoth, 300: sec2_bs, 301: exblur, 302: maple_leaf,
 * 303: rhodonea, 304: sunflower, 305: szubieta, 306: tanh2_bs, 307: sinh2_bs, 308: sech2_bs,
 * 309: csc2_bs, 310: cot2_bs, 311: cos2_bs, 312: butterfly3D, 313: inflateZ_3, 314: disc3,
 * 315: invsquircular, 316: oak_leaf, 317: japanese_maple_leaf, 318: whitney_umbrella,
 * 319: ennepers2, 320: sph3D, 321: cone, 322: pyramid, 323: petal3D_apo.
 * (variations.h includes it after the per-point state, the helpers and FM_VAR; nowhere else
 * includes it). Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWILDFIRE_H
#define FLAMEBUILD_VAR_JWILDFIRE_H

/* The families whose helpers this one calls (a kernel of its own includes only the families
 * its variations need: kernels/codegen_families.c). */
#include "var_pluginpack.h"
#include "var_fractorium2.h"

/* JWildfire's EPSILON (MathLib): the damping of the waves*_wf family is off below it. */
#define FM_JWF_EPSILON FM_R(1e-8)

/* 168: epispiral_wf, the epispiral r = 1/(2·cos(waves·θ)) traced along the point's angle
 * (θ = atan2(x, y)): the radius of the input is not used. Where the cosine is exactly 0 it adds
 * nothing. */
FM_VAR(epispiral_wf) {
  const fm_real a = fm_vs_atan_xy(s);
  const fm_real d = cos(FM_PAR(epispiral_wf_waves) * a);
  FM_UNUSED_RNG;
  if (d == 0) return;
  const fm_real r = FM_R(0.5) / d;
  s->px += w * (sin(a) * r);
  s->py += w * (cos(a) * r);
}

/* 169: yin_yang (dark-beam): the unit disc folded into the two interlocking halves of the
 * symbol; with dual_t a coin toss picks the other half (turned by ang2, radius 1 - radius,
 * mirrored). Outside the disc: linear with outside = 1, else nothing. radius is clamped to
 * [0, 1] and dual_t, outside to {0, 1} as JWildfire's setParameter does. Draws one number
 * inside the disc when dual_t is 1. */
FM_VAR(yin_yang) {
  fm_real xx = s->tx, yy = s->ty;
  const fm_real radius = fm_par_clamp(FM_PAR(yin_yang_radius), 0, 1);
  const fm_real dual = fm_par_clamp(fm_jwf_int(FM_PAR(yin_yang_dual_t)), 0, 1);
  const fm_real outside = fm_par_clamp(fm_jwf_int(FM_PAR(yin_yang_outside)), 0, 1);
  FM_UNUSED_XF;
  if (xx * xx + yy * yy < FM_R(1.0)) {
    fm_real inv = 1, rr = radius;
    fm_real ang = FM_R(FM_PI) * FM_PAR(yin_yang_ang1);
    fm_real sn = sin(ang), cs = cos(ang);
    fm_real nx = xx * cs - yy * sn, ny = xx * sn + yy * cs;
    if (dual == 1 && fm_rng_01(rng) > FM_R(0.5)) {
      inv = -1;
      rr = 1 - radius;
      ang = FM_R(FM_PI) * FM_PAR(yin_yang_ang2);
      sn = sin(ang);
      cs = cos(ang);
      nx = xx * cs - yy * sn;
      ny = xx * sn + yy * cs;
    }
    xx = nx;
    yy = ny;
    if (yy > 0) { /* the upper half: squeezed into the "fish" between the two small circles */
#ifdef FM_REAL_FLOAT
      /* √(1 - t1²) near the x axis, where t1 → 1 and float's 1 - t1² keeps few digits:
       * 1 - t1 = 2(1 - t) = 2yy²/(1 + t) and 1 + t1 = 2t, so √(1 - t1²) = 2√((1 - t)·t). */
      const fm_real t = sqrt((1 - yy) * (1 + yy));
      const fm_real height = 2 * sqrt(yy * yy / (1 + t) * t);
#else
      const fm_real t = sqrt(1 - yy * yy);
#endif
      const fm_real k = xx / t;
      const fm_real t1 = (t - FM_R(0.5)) * 2;
      const fm_real alfa = (1 - k) * FM_R(0.5);
      const fm_real beta = 1 - alfa;
      const fm_real dx = alfa * (rr - 1);
      const fm_real k1 = alfa * rr + beta * 1;
#ifndef FM_REAL_FLOAT
      const fm_real height = sqrt(1 - t1 * t1); /* JWildfire's form, in double */
#endif
      s->px += w * (t1 * k1 + dx) * inv;
      s->py += w * height * k1 * inv;
    } else {
      s->px += w * (xx * (1 - rr) + rr) * inv;
      s->py += w * (yy * (1 - rr)) * inv;
    }
  } else if (outside == 1) {
    s->px += w * s->tx;
    s->py += w * s->ty;
  }
}

/* truchet's tile type, 0 or 1, for the cell at rounded (ix, iy): JWildfire's pseudo-random
 * hash of the cell, computed in double on both sides as JWildfire does (in float the product
 * by 32747 keeps no digit of the fraction the type is read from, and the GPU would lay other
 * tiles than the CPU). The extended hash iterates an integer recurrence mod 65535, exact in
 * 32 bits (what JWildfire's doubles compute exactly); seed 0 and 1 are fixed types. */
FM_FN fm_real fm_truchet_tile(double ix, double iy, double seed, int extended) {
  if (seed == 0.0) return 0;
  if (seed == 1.0) return 1;
  if (!extended) {
    const double seed2 = sqrt(seed + seed / 2 + 1e-300) / (seed * 0.5 + 1e-300) * 0.25;
    const double xr = ix * seed2, yr = iy * seed2;
    const double niter = xr + yr + xr * yr;
    const double h = fmod((niter + seed) * seed2 / 2.0 * 32747.0 + 12345.0, 65535.0);
    return (fm_real)fmod(h, 2.0);
  }
  double niter = fabs(ix + iy + ix * iy);
  if (niter > 1000) niter = 1000;
  const double start = floor(seed) + niter;
  if (niter == 0) return (fm_real)fmod(start, 2.0);
  /* (h·32747 + 12345) mod 65535 depends on h mod 65535 alone */
  fm_u32 h = (fm_u32)fmod(start, 65535.0);
  for (int i = 0; i < (int)niter; i++) h = (h * 32747u + 12345u) % 65535u;
  return (fm_real)(h % 2u);
}

/* 170: truchet, Truchet tiles: the plane cut into unit cells (scaled by cos + sin of the
 * rotation, over the weight), each holding two quarter-circle arcs (superellipses of the
 * exponent) of width arc_width in one of two orientations picked by a hash of the cell and the
 * seed; a point near an arc is moved to its cell's place, scaled by size (the weight does not
 * scale it; a point near both arcs counts twice), one far from both adds nothing. The
 * parameters are clamped as JWildfire's init() does. direct_color's colour is not drawn. */
FM_VAR(truchet) {
  const int extended = (int)fm_par_clamp(fm_jwf_int(FM_PAR(truchet_extended)), 0, 1);
  const fm_real n = fm_par_clamp(FM_PAR(truchet_exponent), FM_R(0.001), 2);
  const fm_real width = fm_par_clamp(FM_PAR(truchet_arc_width), FM_R(0.001), 1);
  const fm_real size = fm_par_clamp(FM_PAR(truchet_size), FM_R(0.001), 10);
  const fm_real onen = 1 / n;
  const fm_real turn = -FM_PAR(truchet_rotation);
  const fm_real rmax = FM_R(0.5) * (pow(FM_R(2.0), 1 / n) - 1) * width;
  const fm_real scale = (cos(turn) - sin(turn)) / w;
  fm_real x = s->tx * scale, y = s->ty * scale, r, r0, r1;
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  /* the position in the cell, in [0, 1) (in (0, 1] for a negative fraction) */
  r = x - floor(x + FM_R(0.5));
  x = r < 0 ? 1 + r : r;
  r = y - floor(y + FM_R(0.5));
  y = r < 0 ? 1 + r : r;
  const fm_real tile = fm_truchet_tile(floor((double)s->tx + 0.5), floor((double)s->ty + 0.5),
                                       fabs((double)FM_PAR(truchet_seed)), extended);
  /* which corners the arcs curve round: the fast mode's type < 1 and the extended's type 1 */
  if (extended ? tile == 1 : tile < 1) {
    r0 = pow(pow(fabs(x), n) + pow(fabs(y), n), onen);
    r1 = pow(pow(fabs(x - 1), n) + pow(fabs(y - 1), n), onen);
  } else {
    r0 = pow(pow(fabs(x - 1), n) + pow(fabs(y), n), onen);
    r1 = pow(pow(fabs(x), n) + pow(fabs(y - 1), n), onen);
  }
  if (fabs(r0 - FM_R(0.5)) / rmax < 1) {
    s->px += size * (x + floor(s->tx));
    s->py += size * (y + floor(s->ty));
  }
  if (fabs(r1 - FM_R(0.5)) / rmax < 1) {
    s->px += size * (x + floor(s->tx));
    s->py += size * (y + floor(s->ty));
  }
}

/* 171: spirograph, a point of the curve (a+b)·e^{it} - c·e^{i(a+b)t/b} (c1, c2 for x and y)
 * plus d·e^{it}, at a random t in [tmin, tmax], shifted along the diagonal by a random y in
 * [ymin, ymax]; the input point is not used. Draws t, then y. */
FM_VAR(spirograph) {
  const fm_real a = FM_PAR(spirograph_a), b = FM_PAR(spirograph_b), d = FM_PAR(spirograph_d);
  const fm_real t = (FM_PAR(spirograph_tmax) - FM_PAR(spirograph_tmin)) * fm_rng_01(rng) + FM_PAR(spirograph_tmin);
  const fm_real y = (FM_PAR(spirograph_ymax) - FM_PAR(spirograph_ymin)) * fm_rng_01(rng) + FM_PAR(spirograph_ymin);
  const fm_real ct = cos(t), st = sin(t);
  const fm_real x1 = (a + b) * ct - FM_PAR(spirograph_c1) * cos((a + b) / b * t);
  const fm_real y1 = (a + b) * st - FM_PAR(spirograph_c2) * sin((a + b) / b * t);
  FM_UNUSED_XF;
  s->px += w * (x1 + d * ct + y);
  s->py += w * (y1 + d * st + y);
}

/* The filling of JWildfire's polar curves (cannabiscurve_wf, cloverleaf_wf, rose_wf): with
 * probability `filled` the radius is scaled by a uniform, which fills the curve's inside.
 * Draws one number when filled > 0, a second when that one fell below filled. */
FM_FN fm_real fm_jwf_fill(fm_real r, fm_real filled, fm_rng *rng) {
  if (filled > 0 && filled > fm_rng_01(rng)) r *= fm_rng_01(rng);
  return r;
}

/* 172: cannabiscurve_wf, the cannabis curve r(θ) (mathworld's) along the point's angle, turned a
 * quarter; filled by `filled` (fm_jwf_fill). */
FM_VAR(cannabiscurve_wf) {
  fm_real a = fm_vs_atan_xy(s);
  fm_real r = (1 + FM_R(0.9) * cos(8 * a)) * (1 + FM_R(0.1) * cos(24 * a)) * (FM_R(0.9) + FM_R(0.1) * cos(200 * a)) *
              (FM_R(1.0) + sin(a));
  FM_UNUSED_XF;
  a += FM_R(FM_PI) / FM_R(2.0);
  r = fm_jwf_fill(r, FM_PAR(cannabiscurve_wf_filled), rng);
  s->px += w * (sin(a) * r);
  s->py += w * (cos(a) * r);
}

/* The waves*_wf family (Joel F's waves2 modified): x moved by scalex times a wave of y, y by
 * scaley times a wave of x, the sum scaled by exp(damp) twice (once inside, once outside; 1 for
 * |damp| < EPSILON). use_cos_x = 1 (after FTOI) picks the cosine form of the x wave, anything
 * else the sine form; likewise y. fm_waves_wf adds one axis: `shape` 2, 3, 4 is waves2_wf's
 * c (or s), waves3_wf's c·c, waves4_wf's c·s·c (or s·c·s), multiplied in JWildfire's order. */
FM_FN fm_real fm_waves_wf(fm_real own, fm_real other, fm_real scale, fm_real freq, fm_real use_cos, fm_real damp,
                          int shape, fm_real w) {
  const fm_real damping = fabs(damp) < FM_JWF_EPSILON ? FM_R(1.0) : exp(damp);
  const fm_real a = other * freq;
  const fm_real c = cos(a), sn = sin(a);
  const int cosine = fm_jwf_int(use_cos) == 1;
  const fm_real first = cosine ? c : sn, second = cosine ? sn : c;
  fm_real wave = damping * scale * first;
  if (shape == 3) wave = wave * first;
  if (shape == 4) wave = wave * second * first;
  return w * (own + wave) * damping;
}

/* 173: waves4_wf (sine·cosine·sine waves, or cos·sin·cos). */
FM_VAR(waves4_wf) {
  FM_UNUSED_RNG;
  s->px += fm_waves_wf(s->tx, s->ty, FM_PAR(waves4_wf_scalex), FM_PAR(waves4_wf_freqx), FM_PAR(waves4_wf_use_cos_x),
                       FM_PAR(waves4_wf_dampx), 4, w);
  s->py += fm_waves_wf(s->ty, s->tx, FM_PAR(waves4_wf_scaley), FM_PAR(waves4_wf_freqy), FM_PAR(waves4_wf_use_cos_y),
                       FM_PAR(waves4_wf_dampy), 4, w);
}

/* 174: waves2_wf (sine or cosine waves: flam3's waves2 with damping and a cosine choice). */
FM_VAR(waves2_wf) {
  FM_UNUSED_RNG;
  s->px += fm_waves_wf(s->tx, s->ty, FM_PAR(waves2_wf_scalex), FM_PAR(waves2_wf_freqx), FM_PAR(waves2_wf_use_cos_x),
                       FM_PAR(waves2_wf_dampx), 2, w);
  s->py += fm_waves_wf(s->ty, s->tx, FM_PAR(waves2_wf_scaley), FM_PAR(waves2_wf_freqy), FM_PAR(waves2_wf_use_cos_y),
                       FM_PAR(waves2_wf_dampy), 2, w);
}

/* 175: waves3_wf (squared sine or cosine waves). */
FM_VAR(waves3_wf) {
  FM_UNUSED_RNG;
  s->px += fm_waves_wf(s->tx, s->ty, FM_PAR(waves3_wf_scalex), FM_PAR(waves3_wf_freqx), FM_PAR(waves3_wf_use_cos_x),
                       FM_PAR(waves3_wf_dampx), 3, w);
  s->py += fm_waves_wf(s->ty, s->tx, FM_PAR(waves3_wf_scaley), FM_PAR(waves3_wf_freqy), FM_PAR(waves3_wf_use_cos_y),
                       FM_PAR(waves3_wf_dampy), 3, w);
}

/* 176: cloverleaf_wf, the four-leaf curve r = sin 2θ + sin 6θ / 4 along the point's angle;
 * filled by `filled` (fm_jwf_fill). */
FM_VAR(cloverleaf_wf) {
  const fm_real a = fm_vs_atan_xy(s);
  fm_real r = sin(2 * a) + FM_R(0.25) * sin(6 * a);
  FM_UNUSED_XF;
  r = fm_jwf_fill(r, FM_PAR(cloverleaf_wf_filled), rng);
  s->px += w * (sin(a) * r);
  s->py += w * (cos(a) * r);
}

/* 177: rose_wf, the rose r = amp·cos(waves·θ) along the point's angle (waves an integer, FTOI);
 * filled by `filled` (fm_jwf_fill). */
FM_VAR(rose_wf) {
  const fm_real a = fm_vs_atan_xy(s);
  fm_real r = FM_PAR(rose_wf_amp) * cos(fm_jwf_int(FM_PAR(rose_wf_waves)) * a);
  FM_UNUSED_XF;
  r = fm_jwf_fill(r, FM_PAR(rose_wf_filled), rng);
  s->px += w * (sin(a) * r);
  s->py += w * (cos(a) * r);
}

/* 178: heart_wf, a heart curve traced by the point's angle θ = atan2(x, y) (t in degrees, up
 * to 60, from |θ|/π·60 times scale_r_left or scale_r_right by θ's sign, minus shift_t) and
 * scaled by its radius; scale_x stretches it sideways. */
FM_VAR(heart_wf) {
  const fm_real t_max = FM_R(60.0);
  const fm_real a = fm_vs_atan_xy(s);
  fm_real nx, t;
  FM_UNUSED_RNG;
  if (a < 0) {
    t = -a / FM_R(FM_PI) * t_max * FM_PAR(heart_wf_scale_r_left) - FM_PAR(heart_wf_shift_t);
    if (t > t_max) t = t_max;
    nx = FM_R(-0.001) * (-t * t + 40 * t + 1200) * sin(FM_R(FM_PI) * t / FM_R(180.0)) * fm_vs_r(s);
  } else {
    t = a / FM_R(FM_PI) * t_max * FM_PAR(heart_wf_scale_r_right) - FM_PAR(heart_wf_shift_t);
    if (t > t_max) t = t_max;
    nx = FM_R(0.001) * (-t * t + 40 * t + 1200) * sin(FM_R(FM_PI) * t / FM_R(180.0)) * fm_vs_r(s);
  }
  const fm_real ny = FM_R(-0.001) * (-t * t + 40 * t + 400) * cos(FM_R(FM_PI) * t / FM_R(180.0)) * fm_vs_r(s);
  nx *= FM_PAR(heart_wf_scale_x);
  s->px += w * nx;
  s->py += w * ny;
}

/* 179: julian3Dx (Xyrus02): julian's power-th root of the point after an affine of its own
 * (a b c d e f: x' = a·x + b·y + e, y' = c·x + d·y + f, which sets the angle only), z lifted
 * to x/|power| and scaled with the radius. power is an integer (FTOI); 0 gives NaN, as in
 * JWildfire. Draws the root's branch. */
FM_VAR(julian3Dx) {
  const fm_real power = fm_jwf_int(FM_PAR(julian3Dx_power));
  const fm_real absn = fabs(power);
  const fm_real cn = (FM_PAR(julian3Dx_dist) / power - 1) / 2;
  const fm_real z = s->tx / absn;
  const fm_real radius_out = w * pow(s->r2 + z * z, cn);
  FM_UNUSED_XF;
  s->pz += radius_out * z;
  const fm_real x = FM_PAR(julian3Dx_a) * s->tx + FM_PAR(julian3Dx_b) * s->ty + FM_PAR(julian3Dx_e);
  const fm_real y = FM_PAR(julian3Dx_c) * s->tx + FM_PAR(julian3Dx_d) * s->ty + FM_PAR(julian3Dx_f);
  const fm_real branch = trunc(fm_rng_01(rng) * absn);
  const fm_real alpha = (atan2(y, x) + FM_R(2.0 * FM_PI) * branch) / power;
  const fm_real gamma = radius_out * sqrt(s->r2);
  s->px += gamma * cos(alpha);
  s->py += gamma * sin(alpha);
}

/* 180: spherical3D_wf, inversion in the sphere with the distance's power `exponent` (2: the
 * plain inversion, taken within JWildfire's EPSILON of 2), mirrored through the origin for
 * invert ≠ 0 (FTOI). */
FM_VAR(spherical3D_wf) {
  const fm_real exponent = FM_PAR(spherical3D_wf_exponent);
  const fm_real d2 = s->r2 + s->tz * s->tz + FM_R(1e-300);
  const fm_real r = fabs(exponent - 2) < FM_JWF_EPSILON ? w / d2 : w / pow(d2, exponent / FM_R(2.0));
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  if (fm_jwf_int(FM_PAR(spherical3D_wf_invert)) == 0) {
    s->px += s->tx * r;
    s->py += s->ty * r;
    s->pz += s->tz * r;
  } else {
    s->px -= s->tx * r;
    s->py -= s->ty * r;
    s->pz -= s->tz * r;
  }
}

/* linearT3D's signed power: |v|^p with v's sign, and a 0 counted negative (JWildfire's sgn). */
FM_FN fm_real fm_lt3d_pow(fm_real v, fm_real p) { return (v > 0 ? FM_R(1.0) : FM_R(-1.0)) * pow(fabs(v), p); }

/* 181: linearT3D (FractalDesire): each coordinate raised to its own power, keeping its sign. */
FM_VAR(linearT3D) {
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += fm_lt3d_pow(s->tx, FM_PAR(linearT3D_powX)) * w;
  s->py += fm_lt3d_pow(s->ty, FM_PAR(linearT3D_powY)) * w;
  s->pz += fm_lt3d_pow(s->tz, FM_PAR(linearT3D_powZ)) * w;
}

/* 182: kaleidoscope (Will Evans): the plane turned by cos and sin of 45 (radians, as the
 * plugin has it), stretched by rotate and moved by line_up, its upper half (y > 0) pulled
 * up by pull and y, its lower half down by pull. The weight is not used. */
FM_VAR(kaleidoscope) {
  const fm_real c = cos(FM_R(45.0)), sn = sin(FM_R(45.0));
  const fm_real rot = FM_PAR(kaleidoscope_rotate), up = FM_PAR(kaleidoscope_line_up);
  const fm_real pull = FM_PAR(kaleidoscope_pull);
  FM_UNUSED_RNG;
  (void)w;
  s->px += ((rot * s->tx) * c - s->ty * sn + up) + FM_PAR(kaleidoscope_x);
  if (s->ty > 0)
    s->py += ((rot * s->ty) * c + s->tx * sn + pull + up) + FM_PAR(kaleidoscope_y);
  else
    s->py += (rot * s->ty) * c + s->tx * sn - pull - up;
}

/* 183: cylinder_apo, the plane rolled round the y axis: x to (sin x, ·, cos x). */
FM_VAR(cylinder_apo) {
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += w * sin(s->tx);
  s->py += w * s->ty;
  s->pz += w * cos(s->tx);
}

/* mandelbrot's walk: JWildfire's Func keeps, per rendering thread, the last point c it found
 * in the "skin" of the Mandelbrot set (escaping after at least 0.1·iter·(1 - skin) steps but
 * before iter; inside the set with invert = 1) and starts the next call's search a step of
 * (skin + 0.001)·U(-½, ½) from it, or from a uniform point of [xmin, xmax]×[ymin, ymax] where
 * that one failed. One such call (state x0, y0, z0; x0 = y0 = 0: start afresh); returns 1 and
 * the call's output (the point c, the orbit's last z) or 0 when all its tries failed. Its tries:
 * the loop of JWildfire's, whose counter leaves only 8 that count (a success at the 9th or 10th
 * still reads as a failure there).
 * In double on both sides, and every call draws 31 numbers whatever it needs (one, then three
 * for each of its 10 tries): which points escape is chaotic near the set, and the float and
 * double paths would otherwise part ways, even in how many numbers they draw. The draws are
 * mapped in double too (fm_mandelbrot_u: fm_rng_01's value in the double build). */
typedef struct fm_mandelbrot_walk {
  double x0, y0, z0;
} fm_mandelbrot_walk;

FM_FN double fm_mandelbrot_u(fm_rng *rng) { return (double)fm_rng_u32(rng) * (1.0 / 4294967296.0); }

FM_FN int fm_mandelbrot_call(fm_mandelbrot_walk *m, const fm_xform *xf, double *cx, double *cy, double *zx,
                             double *zy, fm_rng *rng) {
  const double iter = fm_jwf_int(FM_PAR(mandelbrot_iter)), skin = FM_PAR(mandelbrot_skin);
  const double xmin = FM_PAR(mandelbrot_xmin), xmax = FM_PAR(mandelbrot_xmax);
  const double ymin = FM_PAR(mandelbrot_ymin), ymax = FM_PAR(mandelbrot_ymax);
  const int inverted = fm_mandelbrot_u(rng) < (double)fm_jwf_int(FM_PAR(mandelbrot_invert));
  double n = inverted ? 0 : iter;
  double x = m->x0, y = m->y0;
  int k = 0, tries = 0;
  *cx = m->x0;
  *cy = m->y0;
  while (k++ < 10 && ((inverted && n < iter) ||
                      (!inverted && (n >= iter || (skin < 1 && n < 0.1 * iter * (1 - skin)))))) {
    const double u1 = fm_mandelbrot_u(rng), u2 = fm_mandelbrot_u(rng), u3 = fm_mandelbrot_u(rng);
    tries++;
    if (m->x0 == 0 && m->y0 == 0) { /* afresh */
      m->x0 = (xmax - xmin) * u1 + xmin;
      m->y0 = (ymax - ymin) * u2 + ymin;
      m->z0 = u3 * (double)FM_PAR(mandelbrot_rnd_z_range);
    } else { /* near the last one */
      m->x0 = (skin + 0.001) * (u1 - 0.5) + m->x0;
      m->y0 = (skin + 0.001) * (u2 - 0.5) + m->y0;
    }
    *cx = x = m->x0;
    *cy = y = m->y0;
    for (n = 0; x * x + y * y < 4 && n < iter; n++) {
      const double xt = x * x - y * y + m->x0;
      y = 2 * x * y + m->y0;
      x = xt;
    }
    if (n >= iter || skin == 1 || n < 0.1 * (iter * (1 - skin))) m->x0 = m->y0 = 0;
  }
  for (; tries < 10; tries++) { /* the draws of the tries not needed */
    fm_rng_u32(rng);
    fm_rng_u32(rng);
    fm_rng_u32(rng);
  }
  *zx = x;
  *zy = y;
  return k < 10;
}

/* 184: mandelbrot, points of the Mandelbrot set's skin (or of the set, invert = 1) as JWildfire
 * finds them by its walk (fm_mandelbrot_call), plus cx, cy times the orbit's last point; z
 * gets the walk's random height (U·rnd_z_range, not weighted). A variation here keeps no state
 * from one point to the next, so each call replays FM_MANDELBROT_CALLS calls of the walk from a
 * fresh start and gives the last one's point, or JWildfire's far-away point (x = y = 50000 -
 * 100000·U, drawn always) where that call found none. The walk forgets its start slowly (its
 * steps are tiny): 16 calls give 5.1% far-away points where JWildfire's long walk gives 3.9%
 * (1 call: 60%), and its points spread as JWildfire's to a total variation of 0.115 (1 call:
 * 0.20; 40 calls: 0.065, at 2.5 times the cost), checked by test_variation_refs against
 * JWildfire's own (tests/data/variation_refs/mandelbrot.txt). With invert = 1 or skin = 1
 * JWildfire starts afresh at every call too, and the two agree but for the generator. Not
 * reproduced: max_points > 0 (a fixed cloud of points, reused in turn) and seed (JWildfire's
 * walk draws from a generator of its own seeded by it; here from the point's stream). */
#define FM_MANDELBROT_CALLS 16
FM_VAR(mandelbrot) {
  fm_mandelbrot_walk m;
  double cx = 0, cy = 0, zx = 0, zy = 0;
  int found = 0;
  m.x0 = m.y0 = m.z0 = 0;
  for (int i = 0; i < FM_MANDELBROT_CALLS; i++) found = fm_mandelbrot_call(&m, xf, &cx, &cy, &zx, &zy, rng);
  const double far = 50000.0 - fm_mandelbrot_u(rng) * 100000.0;
  if (!found) cx = cy = far;
  s->px += w * (fm_real)(cx + (double)FM_PAR(mandelbrot_cx) * zx);
  s->py += w * (fm_real)(cy + (double)FM_PAR(mandelbrot_cy) * zy);
  s->pz += (fm_real)m.z0;
}

/* 232: post_axis_symmetry_wf, a post function (JWildfire's priority 1: it runs after the
 * others, on the xform's sum itself, FM_VARS_NATURAL_POST): the sum mirrored about an axis
 * (x = centre_x, y = centre_y or z = centre_z, by `axis`, FTOI, clamped to 0..2). A coin toss
 * picks the side: the sum moves w/2 away from the axis on the first side, or is mirrored and
 * moved w/2 the other way; then, unless the rotation is within EPSILON of 0, each side is
 * turned about the centre by half the rotation (degrees), the first one way, the second the
 * other (for axis z in the x–z plane), and the colour index shifted by that side's shift, mod 1
 * (C's and Java's fmod: a negative shift can leave it negative, which the palette clamps).
 * JWildfire's quirks kept: on the y axis the second side's colour is shifted only when it is
 * turned, and on the z axis the turn puts the new z about centre_y. Nothing for |w| ≤ EPSILON.
 * Draws the coin. */
FM_VAR(post_axis_symmetry_wf) {
  const int axis = (int)fm_par_clamp(fm_jwf_int(FM_PAR(post_axis_symmetry_wf_axis)), 0, 2);
  const fm_real cx = FM_PAR(post_axis_symmetry_wf_centre_x), cy = FM_PAR(post_axis_symmetry_wf_centre_y);
  /* the mirrored coordinate (x, y or z) and the one the turn pairs with x (y or z) */
  const fm_real c_q = axis == 2 ? FM_PAR(post_axis_symmetry_wf_centre_z) : cy;
  const fm_real half_turn = FM_PAR(post_axis_symmetry_wf_rotation) * FM_R(2.0 * FM_PI) / FM_R(180.0) / FM_R(2.0);
  if (!(fabs(w) > FM_JWF_EPSILON)) return;
  const int first = fm_rng_01(rng) < FM_R(0.5);
  const fm_real side = first ? FM_R(1.0) : FM_R(-1.0), half_dist = w / FM_R(2.0);
  fm_real x = s->px, q = axis == 2 ? s->pz : s->py;
  if (axis == 0)
    x = (cx + side * (x - cx)) + side * half_dist;
  else
    q = (c_q + side * (q - c_q)) + side * half_dist;
  const int turned = fabs(half_turn) > FM_JWF_EPSILON;
  if (turned) {
    const fm_real sn = side * sin(half_turn), cs = cos(half_turn);
    const fm_real dx = x - cx, dq = q - c_q;
    x = cx + dx * cs + dq * sn;
    q = (axis == 2 ? cy : c_q) + dq * cs - dx * sn;
  }
  s->px = x;
  if (axis == 2)
    s->pz = q;
  else
    s->py = q;
  fm_real shift;
  if (axis == 0)
    shift = first ? FM_PAR(post_axis_symmetry_wf_x1colorshift) : FM_PAR(post_axis_symmetry_wf_x2colorshift);
  else if (axis == 1)
    shift = first ? FM_PAR(post_axis_symmetry_wf_y1colorshift) : FM_PAR(post_axis_symmetry_wf_y2colorshift);
  else
    shift = first ? FM_PAR(post_axis_symmetry_wf_z1colorshift) : FM_PAR(post_axis_symmetry_wf_z2colorshift);
  if (first || axis != 1 || turned) s->color = fmod(s->color + shift, FM_R(1.0));
}

/* 233: post_point_symmetry_wf, a post function (as post_axis_symmetry_wf): the sum, scaled by w
 * about the centre, turned about it by one of `order` equal steps (order FTOI, at least 1)
 * picked at random (JWildfire's random(order): ⌊U·order⌋, order - 1 where U·order rounds up to
 * it), and the colour index shifted by the step's number times colorshift, mod 1. Draws the
 * step. */
FM_VAR(post_point_symmetry_wf) {
  const fm_real cx = FM_PAR(post_point_symmetry_wf_centre_x), cy = FM_PAR(post_point_symmetry_wf_centre_y);
  const fm_real order = fm_par_at_least(fm_jwf_int(FM_PAR(post_point_symmetry_wf_order)), 1);
  const fm_real dx = (s->px - cx) * w, dy = (s->py - cy) * w;
  fm_real step = floor(fm_rng_01(rng) * order);
  if (step > order - 1) step = order - 1;
  const fm_real angle = step * (FM_R(2.0 * FM_PI) / order);
  const fm_real sn = sin(angle), cs = cos(angle);
  s->px = cx + dx * cs + dy * sn;
  s->py = cy + dy * cs - dx * sn;
  s->color = fmod(s->color + step * FM_PAR(post_point_symmetry_wf_colorshift), FM_R(1.0));
}

/* 234: elliptic_jwf, JWildfire's elliptic (genome/parse_editors.c reads a JWildfire file's
 * elliptic, or one with elliptic_mode, as this one; flam3's elliptic stays flam3's): flam3's
 * elliptic coordinates of the point, with y's sign by `mode` (FTOI, clamped to 0..2): 0, the
 * Apophysis plugin's (and flam3's), the point's side of the x axis; 1, JWildfire's default and
 * its older versions' only form, a coin toss (drawn always), which mirrors the image in x;
 * 2, the point's side again, computed in Claude Heiland-Allen's accurate form, the same
 * values as 0 but for rounding. All three are computed here as flam3's elliptic is
 * (fm_ellip_of: xmax − 1 and 1 − (x/xmax)² without cancellation; in double the same as
 * JWildfire's to rounding, but near the x axis, where JWildfire's modes 0 and 1 cancel). */
FM_VAR(elliptic_jwf) {
  const int mode = (int)fm_par_clamp(fm_jwf_int(FM_PAR(elliptic_jwf_mode)), 0, 2);
  const fm_ellip q = fm_ellip_of(s->tx, s->ty);
  const fm_real a = s->tx / q.xmax;
  const fm_real b = sqrt(q.e) / q.xmax;
  const fm_real k = w * FM_R(FM_M_2_PI);
  const int up = mode == 1 ? fm_rng_01(rng) < FM_R(0.5) : s->ty > 0;
  const fm_real l = k * log1p(q.xm1 + sqrt(q.xm1));
  s->px += k * atan2(a, b);
  s->py += up ? l : -l;
}

/* 235: dc_linear (Xyrus02's direct colour, in JWildfire and Fractorium alike): linear, and the
 * colour index read off the sum so far (this variation's output included: the others before it
 * in the xform count) along the direction `angle`, offset and divided by scale (0 taken as
 * 1e-5), folded into [0, 1) by |·| mod 1. Fractorium's parameter defaults (JWildfire's writes
 * all three). */
FM_VAR(dc_linear) {
  const fm_real scale = FM_PAR(dc_linear_scale), angle = FM_PAR(dc_linear_angle);
  const fm_real inv_scale = 1 / (scale == 0 ? FM_R(10E-6) : scale);
  FM_UNUSED_RNG;
  s->px += w * s->tx;
  s->py += w * s->ty;
  const fm_real along = cos(angle) * s->px + sin(angle) * s->py + FM_PAR(dc_linear_offset);
  s->color = fmod(fabs(FM_R(0.5) * (inv_scale * along + 1)), FM_R(1.0));
}

/* 236: plane_wf, a random point of a square of side `size` in one of the planes x–y, y–z or
 * z–x (axis, FTOI, clamped to 0..2) at `position` along the third axis; the input point is
 * not used. With direct_color (FTOI) the colour index is the point's place in the square (by
 * color_mode: 1 its first coordinate u, 2 its second v, 3 u·v, each in [0, 1]; u, v = x, y;
 * y, z; z, x); mode 0 reads an image's colours, and JWildfire's image maps (colour and
 * displacement) are not drawn: genome/parse_editors.c says so where a file names one, and
 * without one JWildfire leaves the colour as it is. Draws two numbers. */
FM_VAR(plane_wf) {
  const int axis = (int)fm_par_clamp(fm_jwf_int(FM_PAR(plane_wf_axis)), 0, 2);
  const fm_real size = FM_PAR(plane_wf_size), position = FM_PAR(plane_wf_position);
  const fm_real a = FM_R(0.5) - fm_rng_01(rng), b = FM_R(0.5) - fm_rng_01(rng);
  fm_real x, y, z;
  if (axis == 0) x = a * size, y = b * size, z = position;
  else if (axis == 1) y = a * size, z = b * size, x = position;
  else x = a * size, z = b * size, y = position;
  if (fm_par_clamp(fm_jwf_int(FM_PAR(plane_wf_direct_color)), 0, 1) == 1) {
    const int mode = (int)fm_par_clamp(fm_jwf_int(FM_PAR(plane_wf_color_mode)), 0, 3);
    const fm_real u = axis == 2 ? b : a, v = axis == 2 ? a : b; /* z–x: u is z */
    fm_real c = s->color;
    if (mode == 1) c = u + FM_R(0.5);
    else if (mode == 2) c = v + FM_R(0.5);
    else if (mode == 3) c = (v + FM_R(0.5)) * (u + FM_R(0.5));
    s->color = c < 0 ? FM_R(0.0) : c > 1 ? FM_R(1.0) : c;
  }
  s->px += w * x;
  s->py += w * y;
  s->pz += w * z;
}

/* 237: affine3D (Flamelet's, in JWildfire): an affine map of space, weighted: the point scaled
 * per axis and sheared (each coordinate plus shearAB times B's scaled coordinate), turned about
 * x, then y, then z (degrees), and translated. */
FM_VAR(affine3D) {
  const fm_real sx = FM_PAR(affine3D_scaleX) * s->tx, sy = FM_PAR(affine3D_scaleY) * s->ty;
  const fm_real sz = FM_PAR(affine3D_scaleZ) * s->tz;
  const fm_real deg = FM_R(FM_PI) / FM_R(180.0);
  const fm_real ax = FM_PAR(affine3D_rotateX) * deg, ay = FM_PAR(affine3D_rotateY) * deg;
  const fm_real az = FM_PAR(affine3D_rotateZ) * deg;
  const fm_real snx = sin(ax), csx = cos(ax), sny = sin(ay), csy = cos(ay), snz = sin(az), csz = cos(az);
  FM_UNUSED_RNG;
  /* the sheared point */
  const fm_real a = FM_PAR(affine3D_shearXY) * sy + FM_PAR(affine3D_shearXZ) * sz + sx;
  const fm_real b = FM_PAR(affine3D_shearYX) * sx + FM_PAR(affine3D_shearYZ) * sz + sy;
  const fm_real c = FM_PAR(affine3D_shearZX) * sx + FM_PAR(affine3D_shearZY) * sy + sz;
  /* turned about x, y and z */
  const fm_real b1 = csx * b - snx * c, c1 = snx * b + csx * c;
  const fm_real a2 = csy * a + sny * c1, c2 = -sny * a + csy * c1;
  s->px += w * (csz * a2 - snz * b1 + FM_PAR(affine3D_translateX));
  s->py += w * (snz * a2 + csz * b1 + FM_PAR(affine3D_translateY));
  s->pz += w * (c2 + FM_PAR(affine3D_translateZ));
}

/* 238: post_mirror_wf, a post function (as post_axis_symmetry_wf): each of xaxis, yaxis, zaxis
 * that is on (FTOI > 0) mirrors the sum with probability ½ (a draw each): x to
 * xscale·(−x − xshift) with y scaled by yscale; y to yscale·(−y − yshift) with x scaled by
 * xscale; z to −z − zshift; each shifting the colour index by its shift, mod 1. Nothing for
 * |w| ≤ EPSILON (the weight is otherwise unused). */
FM_VAR(post_mirror_wf) {
  const fm_real xscale = FM_PAR(post_mirror_wf_xscale), yscale = FM_PAR(post_mirror_wf_yscale);
  if (!(fabs(w) > FM_JWF_EPSILON)) return;
  if (fm_jwf_int(FM_PAR(post_mirror_wf_xaxis)) > 0 && fm_rng_01(rng) < FM_R(0.5)) {
    s->px = xscale * (-s->px - FM_PAR(post_mirror_wf_xshift));
    s->py = yscale * s->py;
    s->color = fmod(s->color + FM_PAR(post_mirror_wf_xcolorshift), FM_R(1.0));
  }
  if (fm_jwf_int(FM_PAR(post_mirror_wf_yaxis)) > 0 && fm_rng_01(rng) < FM_R(0.5)) {
    s->px = xscale * s->px;
    s->py = yscale * (-s->py - FM_PAR(post_mirror_wf_yshift));
    s->color = fmod(s->color + FM_PAR(post_mirror_wf_ycolorshift), FM_R(1.0));
  }
  if (fm_jwf_int(FM_PAR(post_mirror_wf_zaxis)) > 0 && fm_rng_01(rng) < FM_R(0.5)) {
    s->pz = -s->pz - FM_PAR(post_mirror_wf_zshift);
    s->color = fmod(s->color + FM_PAR(post_mirror_wf_zcolorshift), FM_R(1.0));
  }
}


/* ---- JWildfire's complex inverse hyperbolic functions (Whittaker Courtney's acosh, acosech,
 *      acoth): dark-beam's Complex class of JWildfire, whose operations differ from C99's
 *      principal branches in small ways that the variations keep ---------------------------- */

/* 1/z as that class computes it: z̄/|z|², with |z|² below 1e-100 taken as 1 (z̄ then: the origin
 * stays put). In float 1e-100 is 0, hence the test for 0 too. */
FM_FN void fm_jwf_recip(fm_real *re, fm_real *im) {
  const fm_real m2 = *re * *re + *im * *im;
  const fm_real inv = (m2 < FM_R(1e-100) || m2 == 0) ? FM_R(1.0) : 1 / m2;
  *re = *re * inv;
  *im = -*im * inv;
}

/* Its logarithm: ln|z| through |z|² + 1e-20 (which keeps the origin finite), and atan2. */
FM_FN void fm_jwf_log(fm_real *re, fm_real *im) {
  const fm_real l = FM_R(0.5) * log(*re * *re + *im * *im + FM_R(1e-20));
  *im = atan2(*im, *re);
  *re = l;
}

/* Its acosh: log(z + √(z² − 1)), the root being the class's: real part ≥ 0, imaginary part of
 * the radicand's sign, + for a real radicand (C99's csqrt keeps a signed zero's sign). */
FM_FN void fm_jwf_acosh(fm_real *re, fm_real *im) {
  const fm_real dr = *re * *re - *im * *im - 1, di = 2 * *re * *im;
  const fm_real len = hypot(dr, di);
#ifdef FM_REAL_FLOAT
  /* len ± dr where it cancels (near the real axis, where |dr| ≈ len) is di²/(len ∓ dr) */
  const fm_real plus = dr < 0 ? di * (di / (len - dr)) : len + dr; /* di² alone overflows at |z| ~ 10¹⁰ */
  const fm_real minus = dr > 0 ? di * (di / (len + dr)) : len - dr;
#else
  const fm_real plus = len + dr, minus = len - dr; /* JWildfire's form, in double */
#endif
  const fm_real root_im = (di < 0 ? FM_R(-1.0) : FM_R(1.0)) * sqrt(FM_R(0.5) * minus);
  const fm_real root_re = sqrt(FM_R(0.5) * plus);
  fm_real sum_re = *re + root_re, sum_im = *im + root_im;
#ifdef FM_REAL_FLOAT
  /* Where z and the root point apart (Re z < 0), z + root cancels (an artist's acosh of
   * -143 + 56i lost 3 digits); it is 1/(z − root), since (z + root)(z − root) = z² − (z² − 1). */
  if (*re * root_re + *im * root_im < 0) {
    const fm_real q_re = *re - root_re, q_im = *im - root_im, q2 = q_re * q_re + q_im * q_im;
    sum_re = q_re / q2;
    sum_im = -q_im / q2;
  }
#endif
  *re = sum_re;
  *im = sum_im;
  fm_jwf_log(re, im);
}

/* Adds (x, y) or −(x, y) to the sum, by a coin toss (one draw): the two branches of a complex
 * inverse function, point-symmetric halves of the image. */
FM_FN void fm_jwf_add_either_sign(fm_var_state *s, fm_rng *rng, fm_real x, fm_real y) {
  if (fm_rng_01(rng) < FM_R(0.5)) {
    s->px += x;
    s->py += y;
  } else {
    s->px -= x;
    s->py -= y;
  }
}

/* 297: acosh, the complex inverse hyperbolic cosine times 2/π, on one of its two branches (±)
 * by a coin toss: the two halves of the image, point-symmetric. Draws the coin. */
FM_VAR(acosh) {
  fm_real re = s->tx, im = s->ty;
  const fm_real k = w * FM_R(FM_M_2_PI);
  FM_UNUSED_XF;
  fm_jwf_acosh(&re, &im);
  fm_jwf_add_either_sign(s, rng, re * k, im * k);
}

/* 298: acosech, acosh of 1/z (the inverse hyperbolic cosecant, as JWildfire names it, which is
 * the inverse hyperbolic secant's formula), re and im swapped, times 2/π, ± by a coin toss. */
FM_VAR(acosech) {
  fm_real re = s->tx, im = s->ty;
  const fm_real k = w * FM_R(FM_M_2_PI);
  FM_UNUSED_XF;
  fm_jwf_recip(&re, &im);
  fm_jwf_acosh(&re, &im);
  fm_jwf_add_either_sign(s, rng, im * k, re * k); /* swapped */
}

/* 299: acoth, the inverse hyperbolic cotangent: atanh(1/z) = ½·log((1 + u)/(1 − u)), u = 1/z
 * (the class's division: a zero divisor taken as |·|² = 1), re and im swapped, times 2/π. */
FM_VAR(acoth) {
  fm_real re = s->tx, im = s->ty;
  const fm_real k = w * FM_R(FM_M_2_PI);
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  fm_jwf_recip(&re, &im);
  const fm_real ur = re, ui = im;
  fm_real den_re = 1 - re, den_im = -im; /* 1 − u */
  fm_real num_re = re + 1, num_im = im;  /* 1 + u */
#ifdef FM_REAL_FLOAT
  /* Near the origin u is huge and (1 + u)/(1 − u) loses the small imaginary part whose sign
   * picks the branch (±π): it is (z + 1)/(z − 1), taken so where |z| < 1 (z ≠ 0, 1, where the
   * class's division quirk rules). */
  const fm_real zz = s->tx * s->tx + s->ty * s->ty;
  if (zz < 1 && zz > 0 && !(s->tx == 1 && s->ty == 0)) {
    den_re = s->tx - 1, den_im = s->ty;
    num_re = s->tx + 1, num_im = s->ty;
  }
#endif
  const fm_real m2 = den_re * den_re + den_im * den_im;
  const fm_real inv = (m2 < FM_R(1e-100) || m2 == 0) ? FM_R(1.0) : 1 / m2;
  re = (num_im * den_im + num_re * den_re) * inv;
  im = (num_im * den_re - num_re * den_im) * inv;
  fm_jwf_log(&re, &im);
#ifdef FM_REAL_FLOAT
  /* Far from the origin u is small and |(1+u)/(1−u)|² is 1 + 4·Re u: its float log loses the
   * digits that are the result. ln|1+u|² − ln|1−u|² through log1p keeps them. */
  const fm_real uu = ur * ur + ui * ui;
  if (uu < FM_R(0.25)) re = FM_R(0.5) * (log1p(2 * ur + uu) - log1p(uu - 2 * ur));
#else
  (void)ur, (void)ui;
#endif
  s->px += im * FM_R(0.5) * k;
  s->py += re * FM_R(0.5) * k;
}

#ifdef FM_REAL_FLOAT
/* hyp(a)/cosh(b), hyp cosh or (odd) sinh, for |b| > 20, where float's cosh overflows long before
 * double's does: through exp of differences (cosh b ≈ e^|b|/2; beside it a cosine is nothing). */
FM_FN fm_real fm_jwf_hyp_over_cosh(fm_real a, int odd, fm_real b) {
  const fm_real fb = fabs(b);
  if (fabs(a) > 20) return odd ? copysign(exp(fabs(a) - fb), a) : exp(fabs(a) - fb);
  return 2 * (odd ? sinh(a) : cosh(a)) * exp(-fb);
}
#define FM_JWF_FAR(b) (fabs(b) > 20)
#else
#define FM_JWF_FAR(b) 0 /* in double JWildfire's own form, everywhere */
FM_FN fm_real fm_jwf_hyp_over_cosh(fm_real a, int odd, fm_real b) { return (odd ? sinh(a) : cosh(a)) / cosh(b); }
#endif

/* cosh a − cos b, the denominator of csc2_bs and cot2_bs, which cancels near the origin: as
 * 2·(sinh²(a/2) + sin²(b/2)), the same without the cancellation — in double too, whose own
 * cosh a − cos b is 1% off at a point of 10⁻⁷ (JWildfire's form: its references agree). */
FM_FN fm_real fm_jwf_cosh_minus_cos(fm_real a, fm_real b) {
  const fm_real sa = sinh(a / 2), sb = sin(b / 2);
  return 2 * (sa * sa + sb * sb);
}

/* 300: sec2_bs (Brad Stefanov's *2_bs family: the complex trigonometric and hyperbolic
 * functions, their sines, cosines, sinh and cosh given frequencies of their own, x1 x2 y1 y2):
 * the secant 1/cos z: 2/(cos 2x + cosh 2y) times (cos(x2·x)·cosh(y2·y), sin(x1·x)·sinh(y1·y)).
 * Nothing where the denominator is 0. (In float, far from the x axis, fm_jwf_hyp_over_cosh.) */
FM_VAR(sec2_bs) {
  FM_UNUSED_RNG;
  if (FM_JWF_FAR(2 * s->ty)) {
    s->px += w * 2 * cos(s->tx * FM_PAR(sec2_bs_x2)) * fm_jwf_hyp_over_cosh(s->ty * FM_PAR(sec2_bs_y2), 0, 2 * s->ty);
    s->py += w * 2 * sin(s->tx * FM_PAR(sec2_bs_x1)) * fm_jwf_hyp_over_cosh(s->ty * FM_PAR(sec2_bs_y1), 1, 2 * s->ty);
    return;
  }
  const fm_real d = cos(2 * s->tx) + cosh(2 * s->ty);
  if (d == 0) return;
  const fm_real den = 2 / d;
  s->px += w * den * cos(s->tx * FM_PAR(sec2_bs_x2)) * cosh(s->ty * FM_PAR(sec2_bs_y2));
  s->py += w * den * sin(s->tx * FM_PAR(sec2_bs_x1)) * sinh(s->ty * FM_PAR(sec2_bs_y1));
}

/* 301: exblur (Zephyrtronium's), a blur in 3D about an origin (its y taken with the other
 * sign, as the plugin does): the point in spherical coordinates about it, plus a random
 * direction of radius r, all scaled by w·|p − origin|^(2·dist) times a bell-shaped deviate,
 * the sum of four uniforms minus 2. JWildfire's Func keeps its last four draws for that sum
 * (four drawn by init(), then each call replaces one): here the four are drawn afresh, the
 * same distribution; the draws match JWildfire's for a fresh Func (the four, the two angles,
 * then the one it keeps, drawn and unused). */
FM_VAR(exblur) {
  const fm_real r0 = fm_rng_01(rng), r1 = fm_rng_01(rng), r2 = fm_rng_01(rng), r3 = fm_rng_01(rng);
  const fm_real ox = s->tx - FM_PAR(exblur_x_origin), oy = s->ty + FM_PAR(exblur_y_origin);
  const fm_real oz = s->tz - FM_PAR(exblur_z_origin);
  const fm_real n = ox * ox + oy * oy + oz * oz;
  const fm_real rr = w * pow(n, FM_PAR(exblur_dist)) * (r0 + r1 + r2 + r3 - FM_R(2.0));
  const fm_real theta = atan2(oy, ox), phi = acos(oz / sqrt(n));
  const fm_real u = fm_rng_01(rng) * FM_R(2.0 * FM_PI), v = fm_rng_01(rng) * FM_R(2.0 * FM_PI);
  const fm_real sv = sin(phi), rsv = FM_PAR(exblur_r) * sin(v);
  (void)fm_rng_01(rng); /* the draw JWildfire keeps for its next call */
  s->px += rr * (sv * cos(theta) + rsv * cos(u));
  s->py += rr * (sv * sin(theta) + rsv * sin(u));
  s->pz += rr * (cos(phi) + FM_PAR(exblur_r) * cos(v));
}

/* 302: maple_leaf, Hamid Naderi Yeganeh's maple leaf curve traced by the point's angle
 * (t = atan2(x, y) − π/2), its radius w, or w·U with probability `filled` (which fills the
 * leaf). JWildfire's quirk kept: a term's 1/4 is Java's integer division, 0, and drops out. */
FM_VAR(maple_leaf) {
  const fm_real t = fm_vs_atan_xy(s) - FM_R(FM_PI) / 2;
  const fm_real filled = FM_PAR(maple_leaf_filled);
  const fm_real r = (filled > 0 && filled > fm_rng_01(rng)) ? w * fm_rng_01(rng) : w;
  /* t·30 reaches 141: the device's sine and cosine of such multiples go through fm_*_wide */
  const fm_real c1 = cos(t), c3 = fm_cos_wide(3 * t), c6 = fm_cos_wide(6 * t), c30 = fm_cos_wide(30 * t);
  const fm_real s6 = fm_sin_wide(6 * t);
  const fm_real notch = 1 - fm_pow_int(c1, 10) * fm_pow_int(c3, 2);
  const fm_real s6_10 = 1 - fm_pow_int(s6, 10);
  const fm_real lx = (1 + fm_pow_int(c6, 2) + FM_R(1.0) / FM_R(5.0) * fm_pow_int(c6 * fm_cos_wide(24 * t), 10) +
                      FM_R(1.0) / FM_R(9.0) * fm_pow_int(c30, 12) * s6_10) *
                     fm_sin_wide(2 * t) * (1 - fm_pow_int(c1, 4)) * notch;
  const fm_real ly = FM_R(21.0) / FM_R(20.0) * fm_cos_wide(2 * t) *
                     (1 - fm_pow_int(c1, 4) + FM_R(1.0) / FM_R(2.0) * fm_pow_int(c1 * c3, 10)) *
                     (1 + fm_pow_int(c6, 2) + FM_R(1.0) / FM_R(5.0) * fm_pow_int(c6 * fm_cos_wide(18 * t), 10) +
                      (FM_R(1.0) / FM_R(4.0) * fm_pow_int(c30, 4) + FM_R(1.0) / FM_R(10.0) * fm_pow_int(c30, 12)) *
                          notch * s6_10);
  FM_UNUSED_XF;
  s->px += r * lx;
  s->py += r * ly;
}


/* rhodonea's output for one of its modes (0..6; the inner and outer ones share the formulas, the
 * outer's spreads taken with the other sign in modes 2 and 3), x, y the curve's point, amount
 * the weight after the metacycle expansion. Mode 1's quirk kept: where the sum's y is then 0 its
 * x is set to 0. Modes 5 and 6 mask one side of the curve: there the point is hidden, adding
 * nothing (JWildfire's doHide: kernels/flame_math.h, fm_point), on the other side they add the
 * point. */
FM_FN void fm_rhodonea_mode(fm_var_state *s, int mode, int outer, fm_real spread, fm_real ratio, fm_real rin,
                            fm_real x, fm_real y, fm_real amount) {
  fm_real xin = fabs(s->tx), yin = fabs(s->ty);
  if (x < 0) xin = xin * -1;
  if (y < 0) yin = yin * -1;
  if (mode == 1) {
    const fm_real rinx = (rin * spread * ratio) - (spread * ratio) + 1;
    const fm_real riny = (rin * spread) - spread + 1;
    s->px += amount * rinx * x;
    s->py += amount * riny * y;
    if (s->py == 0) s->px = 0;
  } else if (mode == 2) {
    if (outer) {
      s->px += amount * (x + (spread * ratio * (xin - x)));
      s->py += amount * (y + (spread * (yin - y)));
    } else {
      s->px += amount * (x - (spread * ratio * (x - xin)));
      s->py += amount * (y - (spread * (y - yin)));
    }
  } else if (mode == 3) {
    if (outer) {
      s->px += amount * (x + (spread * ratio * xin));
      s->py += amount * (y + (spread * yin));
    } else {
      s->px += amount * (x - (spread * ratio * xin));
      s->py += amount * (y - (spread * yin));
    }
  } else if (mode == 4) {
    s->px += amount * ((FM_R(0.5) * rin) + (spread * ratio)) * x;
    s->py += amount * ((FM_R(0.5) * rin) + spread) * y;
  } else if (mode == 5 || mode == 6) {
    if ((mode == 5) == (outer != 0)) { /* the unmasked side: the point itself */
      s->px += s->tx;
      s->py += s->ty;
    } else {
      s->hide = 1;
    }
  } else {
    s->px += amount * x;
    s->py += amount * y;
  }
}

/* JWildfire's setParameter for rhodonea's modes: ⌊v⌋, outside 0..6 taken as 0. */
FM_FN int fm_rhodonea_mode_of(fm_real v) {
  const fm_real m = floor(v);
  return (m >= 0 && m <= 6) ? (int)m : 0;
}

/* 303: rhodonea (Rhodonea curves, the roses r = cos(k·θ), k = knumer/kdenom): the point's angle
 * wound `cycles` times round the rose (plus cycle_offset turns); the rose's point there,
 * spread by the point's distance (spread_split times its radius) by inner_mode on or inside
 * the rose, by outer_mode outside it (fm_rhodonea_mode), filled by `fill` (a uniform radius
 * jitter), grown by metacycle_expansion per closed round of the curve. cycles 0 takes the
 * cycles that close the curve (JWildfire's init(): for integer knumer, kdenom from their
 * reduced fraction; else 16, its value for a fresh Func) times metacycles. */
FM_VAR(rhodonea) {
  fm_real kn = FM_PAR(rhodonea_knumer), kd = FM_PAR(rhodonea_kdenom);
  const fm_real k = kn / kd;
  const fm_real offset = FM_PAR(rhodonea_radial_offset), fill = FM_PAR(rhodonea_fill);
  fm_real to_close;
  if (fmod(k, FM_R(1.0)) == 0) { /* an integer k: 2k petals when even, k when odd */
    if (fmod(k, FM_R(2.0)) == 0) to_close = 1;
    else if (offset != 0 || FM_PAR(rhodonea_inner_spread) != 0 || FM_PAR(rhodonea_outer_spread) != 0 || fill != 0)
      to_close = 1;
    else
      to_close = FM_R(0.5);
  } else if (fmod(kn, FM_R(1.0)) == 0 && fmod(kd, FM_R(1.0)) == 0) {
    /* the fraction in lowest terms (Euclid's gcd, ≥ 0, of the integer parts as Java's casts) */
    fm_real a = fabs(fm_int_trunc(kn)), b = fabs(fm_int_trunc(kd));
    while (b != 0) {
      const fm_real t = fmod(a, b);
      a = b;
      b = t;
    }
    if (a != 1) {
      kn = kn / a;
      kd = kd / a;
    }
    to_close = (fmod(kn, FM_R(2.0)) == 0 || fmod(kd, FM_R(2.0)) == 0) ? kd : kd / 2;
  } else {
    to_close = 16;
  }
  const fm_real cycles = FM_PAR(rhodonea_cycles) == 0 ? to_close * FM_PAR(rhodonea_metacycles) : FM_PAR(rhodonea_cycles);
  const fm_real rin = FM_PAR(rhodonea_spread_split) * sqrt((s->tx * s->tx) + (s->ty * s->ty));
  const fm_real tin = atan2(s->ty, s->tx);
  const fm_real t = cycles * (tin + (FM_PAR(rhodonea_cycle_offset) * 2 * FM_R(FM_PI)));
  fm_real r = cos(k * t) + offset;
  FM_UNUSED_XF;
  if (fill != 0) r = r + (fill * (fm_rng_01(rng) - FM_R(0.5)));
  const fm_real x = r * cos(t), y = r * sin(t);
  const fm_real expansion = floor((cycles * (tin + FM_R(FM_PI))) / (to_close * 2 * FM_R(FM_PI)));
  const fm_real amount = w + (expansion * FM_PAR(rhodonea_metacycle_expansion));
  if (fabs(rin) > fabs(r))
    fm_rhodonea_mode(s, fm_rhodonea_mode_of(FM_PAR(rhodonea_outer_mode)), 1, FM_PAR(rhodonea_outer_spread),
                     FM_PAR(rhodonea_outer_spread_ratio), rin, x, y, amount);
  else
    fm_rhodonea_mode(s, fm_rhodonea_mode_of(FM_PAR(rhodonea_inner_mode)), 0, FM_PAR(rhodonea_inner_spread),
                     FM_PAR(rhodonea_inner_spread_ratio), rin, x, y, amount);
}


/* ---- JWildfire's drawing functions (its DrawFunc: a list of shapes built by init(), one
 *      picked at random per call and a random point of it drawn): sunflower, szubieta. Their
 *      shapes are regular polygons whose place, size and colour are a function of the list's
 *      index, computed here per call from the index picked --------------------------------- */

/* A random point of the regular `sides`-gon of unit inradius-ish size that DrawFunc draws
 * (FractalDesire's nBlur: an edge picked at random, an angle on it squeezed towards its middle
 * by an atan, a radius of √U between the hole, `hole` of the way out, and the edge), turned by
 * half a sector. Draws four numbers: the angle, the edge (JWildfire's random(32767), as
 * ⌊U·32767⌋), a radius it discards and the radius. */
FM_FN void fm_jwf_ngon_point(fm_real sides, fm_real hole, fm_rng *rng, fm_real *px, fm_real *py) {
  const fm_real mid = FM_R(2.0 * FM_PI) / sides;
  const fm_real tan_edge = tan(FM_R(FM_PI) * FM_R(0.5) + mid / FM_R(2.0));
  const fm_real sn = sin(mid / FM_R(2.0)), cs = cos(mid / FM_R(2.0));
  const fm_real squeeze = FM_R(13.0) / pow(sides, FM_R(1.3));
  const fm_real norm = FM_R(2.0) * atan(squeeze / FM_R(-2.0));
  const fm_real u = fm_rng_01(rng);
  fm_real edge = floor(fm_rng_01(rng) * FM_R(32767.0));
  if (edge > FM_R(32766.0)) edge = FM_R(32766.0);
  fm_real ang = (atan(squeeze * (u - FM_R(0.5))) / norm + FM_R(0.5) + fmod(edge, sides)) * mid;
  fm_real x = sin(ang), y = cos(ang);
  while (ang > mid) ang -= mid; /* JWildfire's subtraction, rounding and all */
  const fm_real xt = tan_edge / (tan_edge - tan(ang));
  const fm_real yt = xt * tan(ang);
  const fm_real outer = sqrt(xt * xt + yt * yt);
  (void)fm_rng_01(rng); /* a first radius, overwritten in JWildfire's */
  const fm_real inner = hole * outer;
  const fm_real r = inner + sqrt(fm_rng_01(rng)) * (outer - inner);
  x *= r;
  y *= r;
  *px = cs * x - sn * y;
  *py = sn * x + cs * y;
}

/* DrawFunc's pick of one of n shapes: ⌊U·n⌋ (n − 1 where U·n rounds up to n). Draws one. */
FM_FN fm_real fm_jwf_pick(fm_real n, fm_rng *rng) {
  const fm_real i = floor(fm_rng_01(rng) * n);
  return i > n - 1 ? n - 1 : i;
}

/* 304: sunflower (Jesus Sosa's): nPoints polygons (shape sides each, no hole) on the golden-angle
 * spiral of a sunflower head (the turn `angle`·(3 − √5) degrees, radii √(i+1)), each of size
 * scale·(1 − its radius, or the radius with invert), and the colour index set to that same
 * factor: a random point of a random one, each with a hole of `fill` of its size (JWildfire's
 * "F. filling", held to [0, 1]; the parser reads its "sunflower_F._filling" as sunflower_fill).
 * The parameters are clamped and cut to integers as JWildfire's setParameter does; its `color`
 * is unused. */
FM_VAR(sunflower) {
  const fm_real n = trunc(fm_par_clamp(FM_PAR(sunflower_nPoints), 10, 1000));
  const fm_real sides = trunc(fm_par_clamp(FM_PAR(sunflower_shape), 3, 20));
  const fm_real scale = fm_par_clamp(FM_PAR(sunflower_scale), 0, 100);
  const fm_real turn = fm_par_clamp(FM_PAR(sunflower_angle), 0, 360) * (3 - sqrt(FM_R(5.0)));
  const int invert = trunc(fm_par_clamp(FM_PAR(sunflower_invert), 0, 1)) == 1;
  const fm_real i = fm_jwf_pick(n, rng) + 1;
  const fm_real rmax = sqrt(n + 1) / FM_R(30.0);
  const fm_real r = sqrt(i) / FM_R(30.0);
  const fm_real t = i * turn * FM_R(FM_PI) / FM_R(180.0);
  const fm_real cx = r * cos(t) / rmax, cy = r * sin(t) / rmax;
  const fm_real size = invert ? r / rmax : (1 - r / rmax);
  fm_real x, y;
  fm_jwf_ngon_point(sides, fm_par_clamp(FM_PAR(sunflower_fill), 0, 1), rng, &x, &y);
  s->px += w * (x * (scale * size) + cx);
  s->py += w * (y * (scale * size) + cy);
  s->color = size;
}

/* 305: szubieta (Jesus Sosa's, after Paul Bourke's integer patterns): a width × height grid of
 * small 20-gons (size `scale`, centred on the grid), each coloured by an integer formula of its
 * cell (i, j) (type 0: Bourke's CircleSquares, |i² − 2(i | j) + j²| mod 255; type 1: his Square
 * Tile fractal, |i & (2j − 2(i ^ j)) & i| mod 256; over 255): a random point of a random cell,
 * scaled by a tenth, and the colour index set to the cell's. Parameters clamped and cut to
 * integers as JWildfire's setParameter does. */
FM_VAR(szubieta) {
  const fm_real width = trunc(fm_par_clamp(FM_PAR(szubieta_width), 32, 256));
  const fm_real height = trunc(fm_par_clamp(FM_PAR(szubieta_height), 32, 256));
  const int type = trunc(fm_par_clamp(FM_PAR(szubieta_type), 0, 1)) == 1;
  const fm_real scale = fm_par_clamp(FM_PAR(szubieta_scale), 0, 1);
  const fm_real cell = fm_jwf_pick(width * height, rng);
  const int i = (int)floor(cell / height), j = (int)(cell - (fm_real)i * height);
  int v;
  if (type) {
    v = i & (j - 2 * (i ^ j) + j) & i;
    v %= 256;
  } else {
    v = i * i - 2 * (i | j) + j * j;
    v %= 255;
  }
  if (v < 0) v = -v;
  fm_real x, y;
  fm_jwf_ngon_point(20, 0, rng, &x, &y);
  s->px += w * FM_R(0.1) * (x * scale + ((fm_real)i - width / FM_R(2.0)));
  s->py += w * FM_R(0.1) * (y * scale + ((fm_real)j - height / FM_R(2.0)));
  s->color = (fm_real)v / FM_R(255.0);
}


/* 306: tanh2_bs (the *2_bs family, as sec2_bs): the hyperbolic tangent,
 * (sinh(x1·x), sin(y1·y))/(cos(y2·y) + cosh(x2·x)); nothing where that is 0. */
FM_VAR(tanh2_bs) {
  const fm_real b = FM_PAR(tanh2_bs_x2) * s->tx;
  FM_UNUSED_RNG;
  if (FM_JWF_FAR(b)) {
    s->px += w * fm_jwf_hyp_over_cosh(FM_PAR(tanh2_bs_x1) * s->tx, 1, b);
    s->py += w * sin(FM_PAR(tanh2_bs_y1) * s->ty) * fm_jwf_hyp_over_cosh(0, 0, b);
    return;
  }
  const fm_real d = cos(FM_PAR(tanh2_bs_y2) * s->ty) + cosh(b);
  if (d == 0) return;
  const fm_real den = 1 / d;
  s->px += w * den * sinh(FM_PAR(tanh2_bs_x1) * s->tx);
  s->py += w * den * sin(FM_PAR(tanh2_bs_y1) * s->ty);
}

/* 307: sinh2_bs: the hyperbolic sine, (sinh(x1·x)·cos(y2·y), cosh(x2·x)·sin(y1·y)). */
FM_VAR(sinh2_bs) {
  FM_UNUSED_RNG;
  s->px += w * sinh(s->tx * FM_PAR(sinh2_bs_x1)) * cos(s->ty * FM_PAR(sinh2_bs_y2));
  s->py += w * cosh(s->tx * FM_PAR(sinh2_bs_x2)) * sin(s->ty * FM_PAR(sinh2_bs_y1));
}

/* 308: sech2_bs: the hyperbolic secant, 2/(cos 2y + cosh 2x) times
 * (cos(y2·y)·cosh(x2·x), −sin(y1·y)·sinh(x1·x)); nothing where the denominator is 0. */
FM_VAR(sech2_bs) {
  FM_UNUSED_RNG;
  if (FM_JWF_FAR(2 * s->tx)) {
    s->px += w * 2 * cos(s->ty * FM_PAR(sech2_bs_y2)) * fm_jwf_hyp_over_cosh(s->tx * FM_PAR(sech2_bs_x2), 0, 2 * s->tx);
    s->py -= w * 2 * sin(s->ty * FM_PAR(sech2_bs_y1)) * fm_jwf_hyp_over_cosh(s->tx * FM_PAR(sech2_bs_x1), 1, 2 * s->tx);
    return;
  }
  const fm_real d = cos(2 * s->ty) + cosh(2 * s->tx);
  if (d == 0) return;
  const fm_real den = 2 / d;
  s->px += w * den * cos(s->ty * FM_PAR(sech2_bs_y2)) * cosh(s->tx * FM_PAR(sech2_bs_x2));
  s->py -= w * den * sin(s->ty * FM_PAR(sech2_bs_y1)) * sinh(s->tx * FM_PAR(sech2_bs_x1));
}

/* 309: csc2_bs: the cosecant, 2/(cosh 2y − cos 2x) times (sin(x1·x)·cosh(y2·y),
 * −cos(x2·x)·sinh(y1·y)); nothing where the denominator is 0. */
FM_VAR(csc2_bs) {
  FM_UNUSED_RNG;
  if (FM_JWF_FAR(2 * s->ty)) {
    s->px += w * 2 * sin(s->tx * FM_PAR(csc2_bs_x1)) * fm_jwf_hyp_over_cosh(s->ty * FM_PAR(csc2_bs_y2), 0, 2 * s->ty);
    s->py -= w * 2 * cos(s->tx * FM_PAR(csc2_bs_x2)) * fm_jwf_hyp_over_cosh(s->ty * FM_PAR(csc2_bs_y1), 1, 2 * s->ty);
    return;
  }
  const fm_real d = fm_jwf_cosh_minus_cos(2 * s->ty, 2 * s->tx);
  if (d == 0) return;
  const fm_real den = 2 / d;
  s->px += w * den * sin(s->tx * FM_PAR(csc2_bs_x1)) * cosh(s->ty * FM_PAR(csc2_bs_y2));
  s->py -= w * den * cos(s->tx * FM_PAR(csc2_bs_x2)) * sinh(s->ty * FM_PAR(csc2_bs_y1));
}

/* 310: cot2_bs: the cotangent, (sin(x1·x), −sinh(y1·y))/(cosh(y2·y) − cos(x2·x)), with no
 * test of the denominator (JWildfire's: a zero one gives infinities). */
FM_VAR(cot2_bs) {
  const fm_real b = FM_PAR(cot2_bs_y2) * s->ty;
  FM_UNUSED_RNG;
  if (FM_JWF_FAR(b)) {
    s->px += w * sin(FM_PAR(cot2_bs_x1) * s->tx) * fm_jwf_hyp_over_cosh(0, 0, b);
    s->py -= w * fm_jwf_hyp_over_cosh(FM_PAR(cot2_bs_y1) * s->ty, 1, b);
    return;
  }
  const fm_real den = 1 / fm_jwf_cosh_minus_cos(b, FM_PAR(cot2_bs_x2) * s->tx);
  s->px += w * den * sin(FM_PAR(cot2_bs_x1) * s->tx);
  s->py += w * den * -1 * sinh(FM_PAR(cot2_bs_y1) * s->ty);
}

/* 311: cos2_bs: the cosine, (cos(x2·x)·cosh(y2·y), −sin(x1·x)·sinh(y1·y)). */
FM_VAR(cos2_bs) {
  FM_UNUSED_RNG;
  s->px += w * cos(s->tx * FM_PAR(cos2_bs_x2)) * cosh(s->ty * FM_PAR(cos2_bs_y2));
  s->py -= w * sin(s->tx * FM_PAR(cos2_bs_x1)) * sinh(s->ty * FM_PAR(cos2_bs_y1));
}


/* 312: butterfly3D: flam3's butterfly (w·4/√(3π) · √|xy|/|(x, 2y)| times (x, 2y)) lifted into z by
 * |2y| times the point's radius over 4. The denominator's 1e-300 (JWildfire's SMALL_EPSILON) is
 * 0 in float, where the origin's 0/0 is taken as the 0 double gives. */
FM_VAR(butterfly3D) {
  const fm_real wx = w * FM_R(1.3029400317411197908970256609023);
  const fm_real y2 = s->ty * FM_R(2.0);
  const fm_real num = fabs(s->ty * s->tx);
  const fm_real r = wx * sqrt(num == 0 ? FM_R(0.0) : num / (FM_R(1e-300) + s->tx * s->tx + y2 * y2));
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += r * s->tx;
  s->py += r * y2;
  s->pz += r * fabs(y2) * sqrt(s->tx * s->tx + s->ty * s->ty) / FM_R(4.0);
}

/* 313: inflateZ_3 (Larry Berlin's): z only, raised by a wave of the point's angle θ = atan2(y, x),
 * 0.2·(π − θ)·cos(3θ + y − x); x and y get nothing. */
FM_VAR(inflateZ_3) {
  const fm_real ang = atan2(s->ty, s->tx);
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->pz += w * (FM_R(0.2) * (FM_R(FM_PI) - ang) * cos(FM_R(3.0) * ang + (s->ty - s->tx)));
}

/* 314: disc3 (flam3's disc with Brad Stefanov's factors): the radius π·√(d·e·x² + f·g·y²) made
 * an angle (sine scaled by a, cosine by b), the angle atan2(x, y)/π (times c·w) a radius, both
 * times h. */
FM_VAR(disc3) {
  const fm_real rpi = FM_R(FM_PI) * sqrt(s->tx * FM_PAR(disc3_d) * s->tx * FM_PAR(disc3_e) +
                                         s->ty * FM_PAR(disc3_f) * s->ty * FM_PAR(disc3_g));
  const fm_real sinr = sin(rpi) * FM_PAR(disc3_a), cosr = cos(rpi) * FM_PAR(disc3_b);
  const fm_real r = w * fm_vs_atan_xy(s) / FM_R(FM_PI) * FM_PAR(disc3_c);
  FM_UNUSED_RNG;
  s->px += sinr * FM_PAR(disc3_h) * r;
  s->py += cosr * FM_PAR(disc3_h) * r;
}

/* 315: invsquircular, the inverse of the squircular map (disc to square), its weight the
 * squareness: r = √((ρ − √(ρ·(w²ρ − 4x²y²)/w))/2), ρ = x² + y², and (r/x, r/y) added, unweighted
 * (infinite on the axes, NaN where the root's argument is negative, as JWildfire's). Nothing
 * for w = 0. */
FM_VAR(invsquircular) {
  const fm_real u = s->tx, v = s->ty;
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  if (w == 0) return;
  const fm_real rho = u * u + v * v;
  const fm_real r2 = sqrt(rho * (w * w * rho - 4 * u * u * v * v) / w);
  const fm_real r = sqrt(rho - r2) / FM_R(1.4142135623730951);
  s->px += r / u;
  s->py += r / v;
}


/* 316: oak_leaf, an oak leaf curve traced by the point's angle (t = −atan2(x, y)/2 − π/2),
 * radius 2w, or 2w·U with probability `filled` (which fills the leaf). */
FM_VAR(oak_leaf) {
  const fm_real t = -fm_vs_atan_xy(s) * FM_R(0.5) - FM_R(FM_PI) * FM_R(0.5);
  const fm_real filled = FM_PAR(oak_leaf_filled);
  const fm_real r = (filled > 0 && filled > fm_rng_01(rng)) ? w * fm_rng_01(rng) * FM_R(2.0) : w * FM_R(2.0);
  const fm_real c1 = cos(t), s10_2 = fm_pow_int(sin(10 * t), 2);
  const fm_real lx = fm_pow_int(c1, 9) / FM_R(100.0) * fm_pow_int(cos(5 * t), 10) +
                     sin(2 * t) / FM_R(4.0) * (1 - s10_2 / FM_R(2.0)) * (1 - fm_pow_int(c1 * cos(3 * t), 8));
  const fm_real ly = sin(t) * (1 - s10_2 / FM_R(5.0) * (FM_R(0.5) + fm_pow_int(sin(2 * t), 2)));
  FM_UNUSED_XF;
  s->px += r * lx;
  s->py += r * ly;
}

/* 317: japanese_maple_leaf, a Japanese maple leaf curve traced by the point's angle
 * (t = atan2(x, y)/2 + π/2), radius 0.667·w, or that times U with probability `filled`. */
FM_VAR(japanese_maple_leaf) {
  const fm_real t = fm_vs_atan_xy(s) * FM_R(0.5) + FM_R(FM_PI) * FM_R(0.5);
  const fm_real filled = FM_PAR(japanese_maple_leaf_filled);
  const fm_real r = (filled > 0 && filled > fm_rng_01(rng)) ? w * fm_rng_01(rng) * FM_R(0.667) : w * FM_R(0.667);
  const fm_real c1 = cos(t), c3 = cos(3 * t), c8 = cos(8 * t), c80 = cos(80 * t), st = sin(t);
  const fm_real lobes = FM_R(1.0) / FM_R(5.0) * fm_pow_int(c8 * cos(24 * t), 10);
  const fm_real teeth = FM_R(1.0) / FM_R(6.0) * fm_pow_int(c80, 2) + FM_R(1.0) / FM_R(15.0) * fm_pow_int(c80, 10);
  const fm_real s8_10 = 1 - fm_pow_int(sin(8 * t), 10);
  const fm_real notch = 1 - fm_pow_int(c1, 10) * fm_pow_int(c3, 2);
  const fm_real lx = (FM_R(4.0) / FM_R(15.0) + fm_pow_int(c8, 2) + lobes + teeth) * s8_10 * sin(2 * t) * (1 + st) *
                     (notch + FM_R(1.0) / FM_R(30.0) * fm_pow_int(c1, 9) * fm_pow_int(cos(5 * t), 10));
  const fm_real ly = (FM_R(8.0) / FM_R(30.0) + fm_pow_int(c8, 2) + lobes + teeth * notch * s8_10) * cos(2 * t) *
                     (1 + st + fm_pow_int(c1 * c3, 10));
  FM_UNUSED_XF;
  s->px += r * lx;
  s->py += r * ly;
}

/* 318: whitney_umbrella (Don Town's), the Whitney umbrella surface (u·v, u, v²) of the point. */
FM_VAR(whitney_umbrella) {
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += w * s->tx * s->ty;
  s->py += w * s->tx;
  s->pz += w * s->ty * s->ty;
}

/* 319: ennepers2 (dark-beam's), after Enneper's surface: with d = (a·x)² − (b·y)² and
 * ρ = 1/(x² + y²), x scaled by a² − d·ρ − c·√|x|, y by b² − d·ρ − c·√|y|, z lifted by d·√ρ/2. */
FM_VAR(ennepers2) {
  /* d·ρ depends on the point's direction only: taken on (u, v) = (x, y)/max(|x|, |y|), so that a
   * point of 1e-20 (an artist's attractor has them) does not square to 0 in float and give 0·∞ */
  const fm_real xx = s->tx, yy = s->ty;
  const fm_real a = FM_PAR(ennepers2_a), b = FM_PAR(ennepers2_b), c = FM_PAR(ennepers2_c);
  const fm_real m = fabs(xx) > fabs(yy) ? fabs(xx) : fabs(yy), u = xx / m, v = yy / m;
  const fm_real uv2 = u * u + v * v, duv = (a * u) * (a * u) - (b * v) * (b * v);
  const fm_real drho = duv / uv2;
  FM_UNUSED_RNG;
  s->px += w * xx * (a * a - drho - c * sqrt(fabs(xx)));
  s->py += w * yy * (b * b - drho - c * sqrt(fabs(yy)));
  s->pz += w * FM_R(0.5) * m * duv / sqrt(uv2);
}

/* 320: sph3D (Xyrus02's): spherical in 3D, the point over its squared length with x and y
 * scaled by the parameters x and y before squaring. JWildfire's quirk kept: z is scaled by x
 * too (its parameter z is unused). */
FM_VAR(sph3D) {
  const fm_real xx = FM_PAR(sph3D_x) * s->tx, yy = FM_PAR(sph3D_y) * s->ty, zz = FM_PAR(sph3D_x) * s->tz;
  const fm_real r = w / (xx * xx + yy * yy + zz * zz + FM_R(10.000e-30));
  FM_UNUSED_RNG;
  s->px += s->tx * r;
  s->py += s->ty * r;
  s->pz += s->tz * r;
}


/* 321: cone, the plane wrapped on a cone: radius w·size2/√(warp·x² + y² + size1), the point's
 * angle atan2(x, y)·radius1 plus π·radius2 times a random integer in [0, weight) (Java's (int)
 * of weight·U), its cosine (times xwave inside) for x, sine (ywave) for y, height for z. Draws
 * one number. */
FM_VAR(cone) {
  const fm_real r = w / sqrt(s->tx * s->tx * FM_PAR(cone_warp) + s->ty * s->ty + FM_PAR(cone_size1)) * FM_PAR(cone_size2);
  const fm_real turns = fm_java_int(FM_PAR(cone_weight) * fm_rng_01(rng));
  const fm_real xx = fm_vs_atan_xy(s) * FM_PAR(cone_radius1) + FM_R(FM_PI) * turns * FM_PAR(cone_radius2);
  s->px += r * cos(xx * FM_PAR(cone_xwave));
  s->py += r * sin(xx * FM_PAR(cone_ywave));
  s->pz += r * FM_PAR(cone_height);
}

/* 322: pyramid, the cubed point (|z³| for z) over the sum of the cubes' magnitudes (+1e-9):
 * the octahedron's upper half, weighted. */
FM_VAR(pyramid) {
  const fm_real x = s->tx * s->tx * s->tx, y = s->ty * s->ty * s->ty, z = fabs(s->tz * s->tz * s->tz);
  const fm_real r = w / (fabs(x) + fabs(y) + z + FM_R(0.000000001));
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += x * r;
  s->py += y * r;
  s->pz += z * r;
}

/* 323: petal3D_apo, flam3's petal ((cos x)·(cos x cos y)³, (cos x)·(sin x cos y)³ times width)
 * lifted into z by Zshape times a blend (by style, in [−1, 1]) of two shapers, waves of x (scale1)
 * and of y (scale2) or of the new y; |scale1| > 1 adds a slope in x. Draws a coin it does not
 * use (JWildfire's). */
FM_VAR(petal3D_apo) {
  const fm_real style = FM_PAR(petal3D_apo_style), scale1 = FM_PAR(petal3D_apo_scale1);
  const fm_real scale2 = FM_PAR(petal3D_apo_scale2);
  const fm_real a = cos(s->tx);
  const fm_real cc = cos(s->tx) * cos(s->ty), sc = sin(s->tx) * cos(s->ty);
  const fm_real bx = cc * cc * cc, by = sc * sc * sc;
  const fm_real new_y = w * a * by * FM_PAR(petal3D_apo_width);
  const fm_real wave_x = (-1 * sin(s->tx * scale1 * FM_R(FM_PI))) * FM_R(0.5);
  fm_real shaper, shaper2, pz;
  (void)fm_rng_01(rng);
  s->px += w * a * bx;
  s->py += new_y;
  if (fabs(scale1) > 1) {
    const fm_real squeeze = fabs(scale1) - 1;
    shaper = wave_x + (s->tx * squeeze * FM_R(0.5)) + sin(fabs(s->ty * scale2 * FM_R(FM_PI)));
    shaper2 = wave_x + (s->tx * squeeze * FM_R(0.5)) + new_y * scale2 * FM_R(0.5);
  } else {
    shaper = wave_x + sin(fabs(s->ty * scale2 * FM_R(FM_PI)));
    shaper2 = wave_x + new_y * scale2 * FM_R(0.5);
  }
  const fm_real smooth = FM_R(0.5) - style * style;
  pz = shaper;
  if (fabs(style) > FM_R(0.7071067811865476))
    pz = shaper2 * (style >= 0 ? FM_R(1.0) : FM_R(-1.0));
  else if (style < 0)
    pz = smooth * 2 * shaper - (1 - smooth * 2) * shaper2;
  else if (style > 0)
    pz = smooth * 2 * shaper + (1 - smooth * 2) * shaper2;
  s->pz += w * pz * FM_PAR(petal3D_apo_Zshape);
}

#endif
