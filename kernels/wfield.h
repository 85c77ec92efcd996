/*
 * wfield.h — JWildfire's weighting fields (its XForm's weightingField…, RELEASE 9.00): an
 * xform's 3D noise (fastnoise.h), read once a step at the point the affine made
 * (TransformationInitWeightingFieldStep's AFFINE) or at the point the xform was given
 * (POSITION). Its value v then
 *   - scales the amount of each of the xform's variations by 1 + v·amount (Variation.transform;
 *     only where |v| and |amount| exceed JWildfire's EPSILON);
 *   - scales up to three (variation, parameter) pairs by 1 + v·intensity, the variation's
 *     values recomputed for the call (Variation.executeTransform; a pair whose parameter is
 *     "amount" scales that variation's amount instead; where every pair of a variation is an
 *     amount, the variation is called once a pair, each call adding to the sum, as JWildfire's
 *     loop does);
 *   - after the post affine, scales the colour coordinate by 1 + v·color
 *     (TransformationApplyWeightMapToColorStep, color 0.1 × the file's intensity), and moves
 *     the point by the field read at the point itself, coordinate by coordinate
 *     (TransformationApplyWeightMapJitter, jitter 0.1 × the file's).
 * The genome's side (genome.h's genome_wfield) reads the file; render/prepare.c fills fm_wfield.
 * On the host only, for now: a frame with a field iterates on the CPU (render/camera.c's
 * geo.cpu_only). In the common subset of C17 and CUDA C++.
 */
#ifndef FLAMEBUILD_KERNELS_WFIELD_H
#define FLAMEBUILD_KERNELS_WFIELD_H

#include "fastnoise.h"

#define FM_WFIELD_MODS 3
/* JWildfire's MathLib.EPSILON: a value or an intensity at most this is no modulation */
#define FM_WFIELD_EPS 1e-8

typedef struct fm_wfield {
  fm_noise noise;                      /* noise.type FM_NOISE_NONE: the xform has no field */
  int at_position;                     /* 1: read at the point the xform was given */
  fm_real amount;                      /* every variation's amount × (1 + v·amount) */
  fm_real color;                       /* the colour coordinate × (1 + v·color): 0.1 × the file's
                                          intensity, 0 where that is within FM_WFIELD_EPS */
  fm_real jitter;                      /* the point moved by the field at it × jitter: the same */
  int nmods;                           /* the (variation, parameter) pairs below */
  int mod_var[FM_WFIELD_MODS];         /* enum fm_var */
  int mod_param[FM_WFIELD_MODS];       /* enum fm_param, or -1: the variation's amount */
  int mod_int[FM_WFIELD_MODS];         /* 1: an integer in JWildfire, scaled through its FTOI */
  fm_real mod_intensity[FM_WFIELD_MODS];
} fm_wfield;

/* The field at a point: JWildfire hands FastNoise floats and reads a float back. */
FM_FN fm_real fm_wfield_at(const fm_wfield *wf, fm_real x, fm_real y, fm_real z) {
  return (fm_real)fm_noise_3d(&wf->noise, (float)x, (float)y, (float)z);
}

/* A variation's amount under the field's value v (Variation.transform). */
FM_FN fm_real fm_wfield_amount(const fm_wfield *wf, fm_real v, fm_real w) {
  return fabs(v) > FM_WFIELD_EPS && fabs(wf->amount) > FM_WFIELD_EPS ? w * (FM_R(1.0) + v * wf->amount) : w;
}

/* JWildfire's Tools.FTOI: to the nearest integer, halves away from zero (Java's cast saturates). */
FM_FN fm_real fm_wfield_ftoi(fm_real x) {
  const fm_real r = x > 0 ? floor(x + FM_R(0.5)) : x < 0 ? -floor(-x + FM_R(0.5)) : FM_R(0.0);
  return r > FM_R(2147483647.0) ? FM_R(2147483647.0) : r < FM_R(-2147483648.0) ? FM_R(-2147483648.0) : r;
}

/* The colour and the jitter, after the post affine (before the bad-value test): v is the value
 * read at the step's start. */
FM_FN void fm_wfield_end(const fm_wfield *wf, fm_real v, fm_real *x, fm_real *y, fm_real *z, fm_real *color) {
  if (wf->jitter != 0) {
    /* each coordinate from the field at the point as moved so far */
    *x += fm_wfield_at(wf, *x, *y, *z) * wf->jitter;
    *y += fm_wfield_at(wf, *y, *x, *z) * wf->jitter;
    *z += fm_wfield_at(wf, *z, *x, *y) * wf->jitter;
  }
  if (wf->color != 0) *color *= FM_R(1.0) + v * wf->color;
}

#endif
