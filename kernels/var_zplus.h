/*
 * var_zplus.h — flam3 variations 41–48, from Apophysis' Z+ plugins.
 * (variations.h includes it after the per-point state, the helpers and FM_VAR; nowhere else
 * includes it). Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_ZPLUS_H
#define FLAMEBUILD_VAR_ZPLUS_H

/* ------------------------------------------------------------------------------------------ */
/* 41–48: Z+ plugin variations; several use the weight non-linearly, exactly as flam3 does     */

FM_VAR(arch) {
  fm_real a = fm_rng_01(rng) * w * FM_R(FM_PI);
  fm_real sn = sin(a), cs = cos(a);
  FM_UNUSED_XF;
  s->px += w * sn;
  s->py += w * (sn * sn) / cs;
}

FM_VAR(tangent) {
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += w * sin(s->tx) / cos(s->ty);
  s->py += w * tan(s->ty);
}

/* Draws: x, then y. */
FM_VAR(square) {
  FM_UNUSED_XF;
  s->px += w * (fm_rng_01(rng) - FM_R(0.5));
  s->py += w * (fm_rng_01(rng) - FM_R(0.5));
}

/* flam3: the result carries w² (and w again inside the angle). */
FM_VAR(rays) {
  fm_real a = w * fm_rng_01(rng) * FM_R(FM_PI);
  fm_real k = w / (s->r2 + FM_VEPS);
  fm_real t = w * tan(a) * k;
  FM_UNUSED_XF;
  s->px += t * cos(s->tx);
  s->py += t * sin(s->ty);
}

/* Both outputs scale tx (not ty), as in flam3. */
FM_VAR(blade) {
  fm_real a = fm_rng_01(rng) * w * fm_vs_r(s);
  fm_real sn = sin(a), cs = cos(a);
  FM_UNUSED_XF;
  s->px += w * s->tx * (cs + sn);
  s->py += w * s->tx * (cs - sn);
}

FM_VAR(secant2) {
  fm_real cr = cos(w * fm_vs_r(s));
  fm_real icr = FM_R(1.0) / cr;
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += w * s->tx;
  if (cr < 0)
    s->py += w * (icr + 1);
  else
    s->py += w * (icr - 1);
}

/* flam3: a bad log10 (sin a = 0) is replaced by -30 instead of propagating. */
FM_VAR(twintrian) {
  fm_real a = fm_rng_01(rng) * w * fm_vs_r(s);
  fm_real sn = sin(a), cs = cos(a);
  fm_real d = log10(sn * sn) + cs;
  FM_UNUSED_XF;
  if (fm_badvalue(d)) d = FM_R(-30.0);
  s->px += w * s->tx * d;
  s->py += w * s->tx * (d - sn * FM_R(FM_PI));
}

FM_VAR(cross) {
  fm_real q = s->tx * s->tx - s->ty * s->ty;
  fm_real k = w * sqrt(FM_R(1.0) / (q * q + FM_VEPS));
  FM_UNUSED_XF; FM_UNUSED_RNG;
  s->px += s->tx * k;
  s->py += s->ty * k;
}

#endif
