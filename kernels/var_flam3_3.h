/*
 * var_flam3_3.h — flam3 variations 96–98 (auger, flux, mobius), the last flam3 3.x added.
 * (variations.h includes it after the per-point state, the helpers and FM_VAR; nowhere else
 * includes it). Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_FLAM3_3_H
#define FLAMEBUILD_VAR_FLAM3_3_H

/* ------------------------------------------------------------------------------------------ */
/* 96–98                                                                                        */

FM_VAR(auger) {
  fm_real f = FM_PAR(auger_freq), aw = FM_PAR(auger_weight), sc = FM_PAR(auger_scale);
  fm_real sx = sin(f * s->tx), sy = sin(f * s->ty);
  fm_real dy = s->ty + aw * (sc * sx / FM_R(2.0) + fabs(s->ty) * sx);
  fm_real dx = s->tx + aw * (sc * sy / FM_R(2.0) + fabs(s->tx) * sy);
  FM_UNUSED_RNG;
  s->px += w * (s->tx + FM_PAR(auger_sym) * (dx - s->tx));
  s->py += w * dy;
}

/* The weight also places the two poles at x = ±w; the result is not scaled by w again. */
FM_VAR(flux) {
  fm_real xpw = s->tx + w, xmw = s->tx - w;
  fm_real yy = s->ty * s->ty;
  fm_real rr = w * (2 + FM_PAR(flux_spread)) * sqrt(sqrt(yy + xpw * xpw) / sqrt(yy + xmw * xmw));
  fm_real a = (atan2(s->ty, xmw) - atan2(s->ty, xpw)) * FM_R(0.5);
  FM_UNUSED_RNG;
  s->px += rr * cos(a);
  s->py += rr * sin(a);
}

/* (A z + B)/(C z + D). The all-zero defaults give 0/0 = NaN, which the caller's bad-value
 * rule turns into a random point. */
FM_VAR(mobius) {
  fm_real ra = FM_PAR(mobius_re_a), ia = FM_PAR(mobius_im_a);
  fm_real rb = FM_PAR(mobius_re_b), ib = FM_PAR(mobius_im_b);
  fm_real rc = FM_PAR(mobius_re_c), ic = FM_PAR(mobius_im_c);
  fm_real rd = FM_PAR(mobius_re_d), id = FM_PAR(mobius_im_d);
  fm_real re_u = ra * s->tx - ia * s->ty + rb;
  fm_real im_u = ra * s->ty + ia * s->tx + ib;
  fm_real re_v = rc * s->tx - ic * s->ty + rd;
  fm_real im_v = rc * s->ty + ic * s->tx + id;
  fm_real k = w / (re_v * re_v + im_v * im_v);
  FM_UNUSED_RNG;
  s->px += k * (re_u * re_v + im_u * im_v);
  s->py += k * (im_u * re_v - re_u * im_v);
}

#endif
