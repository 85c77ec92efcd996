/*
 * tonemap.c — flam3's tone mapping of one filtered pixel (rect.c's final loop with
 * palettes.c's flam3_calc_alpha / flam3_calc_newrgb), and quantisation to 8 or 16 bits.
 *
 * Parameters come from the frame's sub-frames the way flam3 gathers them: gamma, vibrancy and
 * background are plain (unweighted) means over all temporal samples; gamma_threshold is the
 * last sample's (rect.c reads it from its control point after the sample loop); highlight_power
 * is the genome at the frame's own time (see frame_time_highlight_power). JWildfire's white
 * level, colour balancing, saturation and foreground opacity are means over the sub-frames too.
 *
 * Colour arithmetic follows flam3's shipped -ffast-math build (see finish_parts.h): x/255 is
 * x·(1/255), a/alpha is a·(1/alpha), and clamps are minsd/maxsd sequences under which a NaN
 * colour (pow of a negative filtered channel) ends up as 255.
 */
#include "finish_parts.h"

#include <math.h>

#include "../kernels/finish_math.h"

/* highlight_power of the genome at the frame's own time, where flam3 reads it. Its temporal
 * offsets are symmetric, so for an odd count the middle sub-frame sits exactly there. For an
 * even count no sub-frame does and render_frame does not carry that genome: we take the mean
 * of the two middle ones, exact where highlight_power moves linearly between keyframes and
 * otherwise off by a rounding error or a curvature term. */
static double frame_time_highlight_power(const render_frame *frame) {
  int n = frame->nsub;
  if (n & 1) return frame->sub[n / 2].cp->highlight_power;
  return 0.5 * (frame->sub[n / 2 - 1].cp->highlight_power + frame->sub[n / 2].cp->highlight_power);
}

/* JWildfire's tone controls applied in the tone map (kernels/tonemap.h): plain means over the
 * sub-frames, as vibrancy's. A sum of n equal values over n is the value exactly, so flam3's
 * flames (white level 255, factors 1) get a colour scale of exactly 1 and no saturation shift. */
static void jwildfire_params_of(const render_frame *frame, tonemap_params *tp) {
  double white = 0.0, balance[3] = {0.0, 0.0, 0.0}, saturation = 0.0, opacity = 0.0;
  int n = frame->nsub;
  for (int i = 0; i < n; i++) {
    const genome *cp = frame->sub[i].cp;
    white += cp->white_level;
    balance[0] += cp->balancing_red;
    balance[1] += cp->balancing_green;
    balance[2] += cp->balancing_blue;
    saturation += cp->saturation;
    opacity += cp->fg_opacity;
  }
  /* JWildfire's colour map holds a palette channel c as c·200/256 (RenderColor), flam3's as c:
   * the flames JWildfire wrote are that much less bright in colour (kernels/accumulate.h's
   * true colours are on the palette's scale, so they follow) */
  double white_scale = FM_WHITE / (white / n);
  if (frame->sub[0].cp->tone_model == TONE_MODEL_JWILDFIRE) white_scale *= 200.0 / 256.0;
  for (int c = 0; c < 3; c++) tp->colour_scale[c] = (balance[c] / n) * white_scale;
  double shift = saturation / n - 1.0;
  tp->saturation_shift = shift < -1.0 ? -1.0 : shift;
  /* GammaCorrectionFilter's alphaScale; atan(0) is 0, so flam3's flames get exactly 1 */
  tp->background_alpha = 1.0 - atan(3.0 * (opacity / n - 1.0)) / 1.25;
  tp->jwildfire = 0;
  for (int i = 0; i < n; i++) tp->jwildfire |= genome_has_jwildfire_tone(frame->sub[i].cp);
}

void tonemap_params_of(const render_frame *frame, int transparent, tonemap_params *tp) {
  double gamma = 0.0, vibrancy = 0.0, background[3] = {0.0, 0.0, 0.0};
  int n = frame->nsub;
  for (int i = 0; i < n; i++) {
    const genome *cp = frame->sub[i].cp;
    vibrancy += cp->vibrancy;
    gamma += cp->gamma;
    for (int c = 0; c < 3; c++) background[c] += cp->background[c];
  }
  jwildfire_params_of(frame, tp);
  /* Means as flam3's build forms them (exact for a single sub-frame): 1/mean(gamma) as
   * (1/sum)·n, vibrancy·(1/n), and background ×256 over n — divided for R and G but
   * multiplied by 1/n for B, the way its vectoriser split the three. */
  tp->inv_gamma = (1.0 / gamma) * n;
  tp->vibrancy = vibrancy * (1.0 / n);
  tp->background[0] = (256.0 * background[0]) / n;
  tp->background[1] = (256.0 * background[1]) / n;
  tp->background[2] = (256.0 * background[2]) * (1.0 / n);
  tp->gamma_threshold = frame->sub[n - 1].cp->gamma_threshold;
  tp->highlight_power = frame_time_highlight_power(frame);
  tp->transparent = transparent;
  /* the colour curves of the frame's own time, as its highlight power: the centre sub-frame's */
  const genome *centre = frame->sub[n / 2].cp;
  tp->curves = centre->colour_curves.model != FM_CURVES_NONE ? &centre->colour_curves : NULL;
}

double render_frame_gamma(const render_frame *frame) {
  tonemap_params tp;
  tonemap_params_of(frame, 0, &tp);
  return 1.0 / tp.inv_gamma;
}

/* The formulas are kernels/tonemap.h's, shared with the GPU's finishing (finish.cuh). */
double tonemap_alpha(double density, double inv_gamma, double threshold) {
  return fm_tonemap_alpha(density, inv_gamma, threshold);
}

void tonemap_vibrant_colour(const double t[4], double ls, double highlight_power, double out[3]) {
  fm_vibrant_colour(t, ls, highlight_power, out);
}

void tonemap_pixel(const tonemap_params *tp, const double t[4], double out[4]) { fm_tonemap_pixel(tp, t, out); }
void tonemap_pixel_over(const tonemap_params *tp, const double t[4], const double background[3], double out[4]) {
  fm_tonemap_pixel_over(tp, t, background, out);
}

/* And kernels/finish_math.h's quantising. */
void tonemap_quantize8(const tonemap_params *tp, const double v[4], uint8_t px[4]) {
  fm_quantize8(v, tp->transparent, px);
}

void tonemap_quantize16(const tonemap_params *tp, const double v[4], uint16_t px[4]) {
  fm_quantize16(v, tp->transparent, px);
}
