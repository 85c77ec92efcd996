/*
 * var_jwf_text.h — JWildfire's text_wf: a text, drawn as a cloud of the pixels its font paints.
 *
 * The pixels are render/text_shape.c's (JWildfire's painting, checked pixel by pixel), each its
 * column and row as whole numbers in a float; what this reads is their number, their image's
 * size and their address, which render/prepare.c puts among the xform's parameters
 * (text_wf_points, _width, _height, text_wf_at0…2: 24 bits of the address each, exact in a float),
 * the host's on the CPU and the device's where a device iterates (gpu/frame_buffers.c). A call
 * picks one pixel with equal chance, moves it by JWildfire's antialias blur, then scales and
 * offsets it; like JWildfire's, it does not read the variation's weight. A text of no pixels
 * draws what JWildfire's does: a point of the unit square, in black.
 *
 * 965: text_wf.
 *
 * Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWF_TEXT_H
#define FLAMEBUILD_VAR_JWF_TEXT_H

/* The families whose helpers this one calls (a kernel of its own includes only the families
 * its variations need: kernels/codegen_families.c). */
#include "var_jwildfire.h" /* fm_jwf_pick */

FM_VAR(text_wf) {
  (void)w;
  const fm_real n = FM_PAR(text_wf_points);
  const float *xy = FM_POINT_TABLE(text_wf);
  if (n > 1 && xy) { /* JWildfire: more than one point */
    const fm_u64 i = (fm_u64)fm_jwf_pick(n, rng);
    const fm_real width = FM_PAR(text_wf_width), height = FM_PAR(text_wf_height);
    fm_real x = ((fm_real)xy[2 * i] - width / 2) / width, y = ((fm_real)xy[2 * i + 1] - height / 2) / height;
    const fm_real aa = FM_PAR(text_wf_antialias);
    if (aa > FM_R(0.01)) {
      fm_real u = fm_rng_01(rng);
      if (!(u > 0)) u = FM_R(1e-30); /* log(0): JWildfire's random never gives 0 */
      const fm_real dr = (exp(aa * sqrt(-log(u))) - FM_R(1.0)) * FM_R(0.001);
      const fm_real da = fm_rng_01(rng) * FM_R(2.0) * FM_PI;
      x += dr * cos(da);
      y += dr * sin(da);
    }
    s->px += (x * FM_PAR(text_wf_scale_x) + FM_PAR(text_wf_offset_x)) * FM_R(3.0);
    s->py += (y * FM_PAR(text_wf_scale_y) + FM_PAR(text_wf_offset_y)) * FM_R(3.0);
    return;
  }
  s->px += fm_rng_01(rng);
  s->py += fm_rng_01(rng);
  s->rgb = fm_true_color(0, 0, 0);
}

#endif
