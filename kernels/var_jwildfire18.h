/*
 * var_jwildfire18.h — more of JWildfire's variations, each as JWildfire computes it (its
 * variation/NAMEFunc.java), checked against JWildfire's own code (tests/tools/jwf_refs.sh;
 * tests/unit/test_variation_refs.c), with var_jwildfire.h's conventions.
 * 812: ringer (hides the point it crops).
 * Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWILDFIRE18_H
#define FLAMEBUILD_VAR_JWILDFIRE18_H

/* The families whose helpers this one calls (a kernel of its own includes only the families
 * its variations need: kernels/codegen_families.c). */
#include "var_fractorium.h"

/* ---- 812: ringer ------------------------------------------------------------------------- */

/* 812: ringer — an inversion in the circle of radius innerradius that only some points take
 * (contrast · (innerradius / r)^|pow| of them), the disc inside radius1 = innerradius +
 * thickness (held to [0, 1]) redrawn as two rings, radius1 and its inverse innerradius² /
 * radius1, in proportion to their radii so that both are equally dense; then circlecrop_jwf's
 * crop at outerradius on the xform's sum so far (its own term included), about the origin:
 * hide_outer (1 from 1 up) hides the escaping point and sends it to the origin, else it lands
 * on the rim spread out by scatter_area (held to [-1, 1]). The crop always draws its number,
 * and shows a point that came hidden. JWildfire's hide_inner 1 repeats this variation's
 * previous output for the disc, state kept from call to call that flamebuild does not have:
 * drawn at 0 only (genome/parse_editors.c's fixed parameters). Nothing added to z, not even
 * where the flame preserves it (FM_VARS_3D: its own z, none). */
FM_VAR(ringer) {
  const fm_real radius = FM_PAR(ringer_innerradius), cr = FM_PAR(ringer_outerradius);
  const fm_real thickness = fm_fr_clamp(FM_PAR(ringer_thickness), 0, 1);
  const fm_real contrast = fm_fr_clamp(FM_PAR(ringer_contrast), 0, 1);
  const fm_real ca = fm_fr_clamp(FM_PAR(ringer_scatter_area), -1, 1);
  const int zero = FM_PAR(ringer_hide_outer) >= 1;
  const fm_real radius1 = radius + thickness, radius2 = radius * radius / radius1;
  const fm_real r = sqrt(s->tx * s->tx + s->ty * s->ty), alpha = radius / r;
  FM_UNUSED_XF;
  if (r < radius1) {
    const fm_real phi = FM_R(2.0 * FM_PI) * fm_rng_01(rng);
    const fm_real rr = fm_rng_01(rng) < radius1 / (radius1 + radius2) ? radius1 : radius2;
    s->px += w * rr * cos(phi);
    s->py += w * rr * sin(phi);
  } else if (fm_rng_01(rng) > contrast * pow(alpha, fabs(FM_PAR(ringer_pow)))) {
    s->px += w * s->tx;
    s->py += w * s->ty;
  } else {
    s->px += w * alpha * alpha * s->tx;
    s->py += w * alpha * alpha * s->ty;
  }
  {
    const fm_real rad = sqrt(s->px * s->px + s->py * s->py), ang = atan2(s->py, s->px);
    const fm_real rim = cr + fm_rng_01(rng) * FM_R(0.5) * ca;
    const int esc = rad > cr;
    s->hide = zero && esc;
    if (zero && esc) {
      s->px = 0;
      s->py = 0;
    } else if (esc) {
      s->px = w * rim * cos(ang);
      s->py = w * rim * sin(ang);
    } else {
      s->px *= w;
      s->py *= w;
    }
  }
}

#endif
