/*
 * var_jwildfire5.h — more of JWildfire's variations that the corpus's files use (from 435),
 * each checked against JWildfire's own code (tests/tools/jwf_refs.sh;
 * tests/unit/test_variation_refs.c). Conventions are var_jwildfire4.h's (fm_jwf_int for
 * Tools.FTOI, the clamps of JWildfire's setParameter applied here, fm_jwf_random_below for its
 * random(n)).
 * 435: waveblur_wf (sets the colour), 436: prepost_circlize (its post half, on the sum),
 * 437: prepost_circlize_inv (its pre half, on the affine's point). (438, gingerbread_man, an
 * orbit of its own, is var_jwf_attractors.h's.)
 * (variations.h includes it after var_jwildfire4.h, whose fm_jwf_random_below it uses; nowhere
 * else includes it). Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWILDFIRE5_H
#define FLAMEBUILD_VAR_JWILDFIRE5_H

/* The families whose helpers this one calls (a kernel of its own includes only the families
 * its variations need: kernels/codegen_families.c). */
#include "var_jwildfire4.h"

/* ---- waveblur_wf ----------------------------------------------------------------------------- */

/* 435: waveblur_wf: a random direction and a radius of acos(±u) less (k + 1)·π plus phase, k
 * drawn below count (FTOI, at least 1), all times w/(count·π) — concentric waves; z the wave's
 * height (cos u − ½)·amplitude_z, damped by exp(r·damping_z) (a negative damping is 0, and
 * JWildfire's SMALL_EPSILON, 1e-300, tells it from none), times w; with direct_color 1 (FTOI,
 * clamped to 0..1) the colour acos(u)·color_scale + color_offset, clamped to [0, 1]. Draws four
 * numbers. */
FM_VAR(waveblur_wf) {
  const fm_real count_raw = fm_jwf_int(FM_PAR(waveblur_wf_count)), count = count_raw < 1 ? FM_R(1.0) : count_raw;
  const fm_real ang = fm_rng_01(rng) * FM_R(2.0 * FM_PI), u = 1 - 2 * fm_rng_01(rng);
  const fm_real side = fm_rng_01(rng) < FM_R(0.5) ? u : -u;
  fm_real r = acos(side) - (fm_jwf_random_below(rng, count) + 1) * FM_R(FM_PI) + FM_PAR(waveblur_wf_phase);
  r *= w / (count * FM_R(FM_PI));
  s->px += r * cos(ang);
  s->py += r * sin(ang);
  if (fm_par_clamp(fm_jwf_int(FM_PAR(waveblur_wf_direct_color)), 0, 1) == 1)
    s->color = fm_par_clamp(acos(u) * FM_PAR(waveblur_wf_color_scale) + FM_PAR(waveblur_wf_color_offset), 0, 1);
  const fm_real amp = FM_PAR(waveblur_wf_amplitude_z);
  if (amp != 0) {
    const fm_real damp_raw = FM_PAR(waveblur_wf_damping_z), damp = damp_raw < 0 ? FM_R(0.0) : damp_raw;
    fm_real zamp = (cos(u) - FM_R(0.5)) * amp;
    if (fabs((double)damp) > 1e-300) zamp *= exp(r * damp);
    s->pz += w * zamp;
  }
}

/* ---- prepost_circlize (JWildfire's PrePostCirclize) ------------------------------------------ */

/* One half of prepost_circlize on the point (x, y): its radius moved by w of the way to the
 * radius over the n-gon's factor (circlize: the polygon of n sides, turned by rotation degrees,
 * drawn round) or times it (the inverse, uncirclize), its angle kept. n is FTOI'd and clamped to
 * 3..50; the radius has JWildfire's SMALL_EPSILON added (a point at the origin keeps angle 0). */
FM_FN void fm_jwf_circlize(fm_real *x, fm_real *y, const fm_xform *xf, fm_real w, int inverse) {
  const fm_real n = fm_par_clamp(fm_jwf_int(FM_PAR(prepost_circlize_n)), 3, 50);
  const fm_real rot = FM_PAR(prepost_circlize_rotation) * FM_R(FM_PI) / 180, pi_n = FM_R(FM_PI) / n;
  const fm_real theta = atan2(*y, *x), r = sqrt(*x * *x + *y * *y) + FM_R(1e-300);
  const fm_real a = theta - rot;
  const fm_real factor = cos(pi_n) / cos(a - pi_n * (2 * floor(n * a / FM_R(2.0 * FM_PI)) + 1));
  const fm_real to = inverse ? r * factor : r / factor, lerped = r + (to - r) * w;
  *x = lerped * cos(theta);
  *y = lerped * sin(theta);
}

/* 436: prepost_circlize, its post half (a JWildfire post function, FM_VARS_NATURAL_POST: on the
 * sum itself): uncirclize, or circlize with reverse 1 (FTOI, clamped to 0..1). A JWildfire file's
 * prepost_circlize (its order 2, pre and post) is this and prepost_circlize_inv of the same
 * weight (genome/parse_editors.c). */
FM_VAR(prepost_circlize) {
  FM_UNUSED_RNG;
  fm_jwf_circlize(&s->px, &s->py, xf, w, fm_par_clamp(fm_jwf_int(FM_PAR(prepost_circlize_reverse)), 0, 1) == 0);
}

/* 437: prepost_circlize_inv, its pre half on the affine's point (the pre form that sets it, whose
 * output is the point set; z passed through, FM_VARS_3D): circlize, or uncirclize with reverse 1
 * — prepost_circlize's parameters. */
FM_VAR(prepost_circlize_inv) {
  fm_real x = s->tx, y = s->ty;
  FM_UNUSED_RNG;
  fm_jwf_circlize(&x, &y, xf, w, fm_par_clamp(fm_jwf_int(FM_PAR(prepost_circlize_reverse)), 0, 1) != 0);
  s->px = x;
  s->py = y;
  s->pz = s->tz;
}

#endif
