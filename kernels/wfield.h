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
 * The CPU runs it in fm_apply_xform_field (variations.h); the GPU's kernels (kernels/codegen.c:
 * FB_WFIELD) read each sub-frame's fields from a buffer of their own (gpu_layout.h), a pair's
 * parameters scaled on a copy of the xform (fm_wfield_scale_params). A pair whose parameter
 * feeds the xform's precalculated values (mod_precalc) needs them made again for the call,
 * which only the host does: such a frame iterates on the CPU (render/camera.c's cpu_only).
 * In the common subset of C17 and CUDA C++.
 */
#ifndef FLAMEBUILD_KERNELS_WFIELD_H
#define FLAMEBUILD_KERNELS_WFIELD_H

#include "fastnoise.h"
#include "flame_math.h"

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
  int mod_precalc[FM_WFIELD_MODS];     /* 1: the parameter feeds the xform's precalculated values
                                          (fm_xform_precalc): a call makes them again */
  fm_real mod_intensity[FM_WFIELD_MODS];
} fm_wfield;

/* The noise, on the device one called function: a step reads it up to four times (value and
 * jitter), and each inlined copy of its every type took NVRTC seconds. */
#if defined(__CUDACC__) || defined(__CUDACC_RTC__)
static __device__ __noinline__ float fm_wfield_noise(const fm_noise *n, float x, float y, float z) {
  return fm_noise_3d(n, x, y, z);
}
#else
#define fm_wfield_noise fm_noise_3d
#endif

/* The field at a point: JWildfire hands FastNoise floats and reads a float back. */
FM_FN fm_real fm_wfield_at(const fm_wfield *wf, fm_real x, fm_real y, fm_real z) {
  return (fm_real)fm_wfield_noise(&wf->noise, (float)x, (float)y, (float)z);
}

/* wf where it is a field, else NULL: a sub-frame's buffer holds every xform's, most of them none. */
FM_FN const fm_wfield *fm_wfield_on(const fm_wfield *wf) {
  return wf && wf->noise.type != FM_NOISE_NONE ? wf : (const fm_wfield *)0;
}

/* The field's value for a step: at the point the xform was given (ix, iy, iz) or at the point
 * its affine made (tx, ty, tz). */
FM_FN fm_real fm_wfield_value(const fm_wfield *wf, fm_real ix, fm_real iy, fm_real iz, fm_real tx, fm_real ty,
                              fm_real tz) {
  return wf->at_position ? fm_wfield_at(wf, ix, iy, iz) : fm_wfield_at(wf, tx, ty, tz);
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

/* How variation `index` is called under field wf of value v, its amount w already scaled by
 * fm_wfield_amount (Variation.executeTransform): returns the calls, each of amounts[c] — one of
 * w where no pair names the variation; one a pair where all its pairs are amounts (JWildfire
 * calls it a pair, each call adding to the sum); else one, of the first amount pair's amount or
 * w, with *params set: the pairs' parameters scaled (fm_wfield_scale_params). */
FM_FN int fm_wfield_plan(const fm_wfield *wf, int index, fm_real v, fm_real w, fm_real amounts[FM_WFIELD_MODS],
                         int *params) {
  int k, mods = 0, scaled = 0, amount_set = 0;
  *params = 0;
  amounts[0] = w;
  for (k = 0; k < wf->nmods; k++)
    if (wf->mod_var[k] == index) mods++, scaled += wf->mod_param[k] >= 0;
  if (mods == 0) return 1;
  if (scaled == 0) {
    mods = 0;
    for (k = 0; k < wf->nmods; k++)
      if (wf->mod_var[k] == index) amounts[mods++] = w * (FM_R(1.0) + v * wf->mod_intensity[k]);
    return mods;
  }
  for (k = 0; k < wf->nmods; k++)
    if (wf->mod_var[k] == index && wf->mod_param[k] < 0 && !amount_set) {
      amounts[0] = w * (FM_R(1.0) + v * wf->mod_intensity[k]);
      amount_set = 1;
    }
  *params = 1;
  return 1;
}

/* The parameters of variation index's pairs, from xf's, scaled into copy (an xform of xf's
 * layout; FM_PARAMS, FM_PSLOT: flame_math.h); returns 1 where one of them feeds the xform's
 * precalculated values (mod_precalc). fm_wfield_restore_params puts xf's back. */
FM_FN int fm_wfield_scale_params(const fm_wfield *wf, int index, fm_real v, const fm_xform *xf, fm_xform *copy) {
  int k, precalc = 0;
  for (k = 0; k < wf->nmods; k++) {
    const int p = wf->mod_param[k];
    if (wf->mod_var[k] != index || p < 0) continue;
    const fm_real f = FM_R(1.0) + v * wf->mod_intensity[k], x = FM_PARAMS(xf)[FM_PSLOT(p)];
    FM_PARAMS(copy)[FM_PSLOT(p)] = wf->mod_int[k] ? fm_wfield_ftoi(x * f) : x * f;
    precalc |= wf->mod_precalc[k];
  }
  return precalc;
}

FM_FN void fm_wfield_restore_params(const fm_wfield *wf, int index, const fm_xform *xf, fm_xform *copy) {
  for (int k = 0; k < wf->nmods; k++)
    if (wf->mod_var[k] == index && wf->mod_param[k] >= 0)
      FM_PARAMS(copy)[FM_PSLOT(wf->mod_param[k])] = FM_PARAMS(xf)[FM_PSLOT(wf->mod_param[k])];
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
