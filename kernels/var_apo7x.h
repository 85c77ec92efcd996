/*
 * var_apo7x.h — variations beyond flam3 that Apophysis 7X's plugins, Fractorium and JWildfire
 * share, each as Fractorium computes it (its Variations0N.h), checked against Fractorium's own
 * code on points and parameters of realistic ranges (tests/data/variation_refs, made by
 * tests/tools/ember_refs.sh; tests/unit/test_variation_refs.c). Their other editors' names are
 * read as these (genome/parse_editors.c: bwraps7, bwraps2). 99: bwraps, 100: unpolar.
 * (variations.h includes it after the per-point state, the helpers and FM_VAR; nowhere else
 * includes it). Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_APO7X_H
#define FLAMEBUILD_VAR_APO7X_H

/* bwraps' precalc (fm_xform_precalc): the bubble a cell holds, as Fractorium's Precalc. */
FM_FN void fm_bwraps_precalc(const fm_real *p, fm_real *pre) {
  const fm_real space = p[FM_P_bwraps_space], gain = p[FM_P_bwraps_gain];
  const fm_real radius = FM_R(0.5) * (p[FM_P_bwraps_cellsize] / (1 + space * space));
  fm_real max_bubble;
  pre[FM_PRE_BWRAPS_G2] = gain * gain + FM_R(1.0e-6);
  max_bubble = pre[FM_PRE_BWRAPS_G2] * radius;
  if (max_bubble > 2) max_bubble = 1; /* larger bubbles "recurve" round the back */
  else max_bubble *= 1 / (max_bubble * max_bubble / 4 + 1);
  pre[FM_PRE_BWRAPS_R2] = fm_zeps(radius * radius);
  pre[FM_PRE_BWRAPS_RFACTOR] = radius / max_bubble;
}

/* 99: bwraps, slobo777's Bubble Wrap: the plane cut into square cells, each holding a bubble
 * that magnifies and twists what lies in it; outside the bubbles (and for a cell size of 0)
 * linear. Precalculated: fm_bwraps_precalc. */
FM_VAR(bwraps) {
  const fm_real cellsize = FM_PAR(bwraps_cellsize);
  FM_UNUSED_RNG;
  if (cellsize == 0) {
    s->px += w * s->tx;
    s->py += w * s->ty;
    return;
  }
  fm_real vx = s->tx, vy = s->ty;
  const fm_real cx = (floor(vx / cellsize) + FM_R(0.5)) * cellsize;
  const fm_real cy = (floor(vy / cellsize) + FM_R(0.5)) * cellsize;
  fm_real lx = vx - cx, ly = vy - cy;
  if (lx * lx + ly * ly > xf->pre[FM_PRE_BWRAPS_R2]) {
    s->px += w * vx;
    s->py += w * vy;
    return;
  }
  lx *= xf->pre[FM_PRE_BWRAPS_G2];
  ly *= xf->pre[FM_PRE_BWRAPS_G2];
  fm_real r = xf->pre[FM_PRE_BWRAPS_RFACTOR] / fm_zeps((lx * lx + ly * ly) / 4 + 1);
  lx *= r;
  ly *= r;
  r = (lx * lx + ly * ly) / xf->pre[FM_PRE_BWRAPS_R2];
  const fm_real theta = FM_PAR(bwraps_inner_twist) * (1 - r) + FM_PAR(bwraps_outer_twist) * r;
  const fm_real sn = sin(theta), cs = cos(theta);
  vx = cx + cs * lx + sn * ly;
  vy = cy - sn * lx + cs * ly;
  s->px += w * vx;
  s->py += w * vy;
}

/* 100: unpolar, the inverse of polar: (x, y) read as (angle, log radius). */
FM_VAR(unpolar) {
  const fm_real k = (w / FM_R(FM_PI)) * FM_R(0.5);
  const fm_real r = exp(s->ty);
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += k * r * sin(s->tx);
  s->py += k * r * cos(s->tx);
}

#endif
