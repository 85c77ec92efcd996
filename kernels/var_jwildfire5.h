/*
 * var_jwildfire5.h — more of JWildfire's variations that the corpus's files use (from 435),
 * each checked against JWildfire's own code (tests/tools/jwf_refs.sh;
 * tests/unit/test_variation_refs.c). Conventions are var_jwildfire4.h's (fm_jwf_int for
 * Tools.FTOI, the clamps of JWildfire's setParameter applied here, fm_jwf_random_below for its
 * random(n)).
 * 435: waveblur_wf (sets the colour).
 * (variations.h includes it after var_jwildfire4.h, whose fm_jwf_random_below it uses; nowhere
 * else includes it). Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWILDFIRE5_H
#define FLAMEBUILD_VAR_JWILDFIRE5_H

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

#endif
