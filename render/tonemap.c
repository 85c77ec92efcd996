/*
 * tonemap.c — flam3's tone mapping of one filtered pixel (rect.c's final loop with
 * palettes.c's flam3_calc_alpha / flam3_calc_newrgb), and quantisation to 8 or 16 bits.
 *
 * Parameters come from the frame's sub-frames the way flam3 gathers them: gamma, vibrancy and
 * background are plain (unweighted) means over all temporal samples; gamma_threshold is the
 * last sample's (rect.c reads it from its control point after the sample loop); highlight_power
 * is the genome at the frame's own time (see frame_time_highlight_power).
 *
 * Colour arithmetic follows flam3's shipped -ffast-math build (see finish_parts.h): x/255 is
 * x·(1/255), a/alpha is a·(1/alpha), and clamps are minsd/maxsd sequences under which a NaN
 * colour (pow of a negative filtered channel) ends up as 255.
 */
#include "finish_parts.h"

#include <math.h>

/* flam3's build multiplies by this where its source divides by 255. */
static const double INV_WHITE = 1.0 / 255.0;

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

void tonemap_params_of(const render_frame *frame, int transparent, tonemap_params *tp) {
  double gamma = 0.0, vibrancy = 0.0, background[3] = {0.0, 0.0, 0.0};
  int n = frame->nsub;
  for (int i = 0; i < n; i++) {
    const genome *cp = frame->sub[i].cp;
    vibrancy += cp->vibrancy;
    gamma += cp->gamma;
    for (int c = 0; c < 3; c++) background[c] += cp->background[c];
  }
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
}

double tonemap_alpha(double density, double inv_gamma, double threshold) {
  if (!(density > 0)) return 0.0;
  if (density < threshold) {
    /* Below the threshold blend from the line through the origin that meets the gamma curve
     * at the threshold into the curve itself, avoiding gamma's infinite slope at 0. */
    double curve_at_threshold = pow(threshold, inv_gamma);
    double frac = density / threshold;
    return (1.0 - frac) * density * (curve_at_threshold / threshold) + frac * pow(density, inv_gamma);
  }
  return pow(density, inv_gamma);
}

/* The vibrant part of the colour: the pixel's colour scaled by ls (the alpha-derived brightness
 * per unit density). When that overflows a channel, highlight_power >= 0 instead scales to
 * the brightest channel and pulls saturation toward white by (ls'/ls)^highlight_power;
 * negative values blend between the clipped-hue and plain scaling.
 *
 * Written as flam3's -ffast-math build evaluates flam3_calc_newrgb (its Makefile.am and
 * Debian's rules both use -O3 -ffast-math): divisions by 255 become multiplications by the
 * rounded reciprocal, /255/255 one multiplication by its square, and the plain-scaling branch
 * is ls/255 per channel. This matters: in the highlight branch the brightest channel then comes
 * out a hair under 255 (e.g. 254.99999999999997), which truncates to 65279 / 254, not 65280 / 255. */
void tonemap_vibrant_colour(const double t[4], double ls, double highlight_power, double out[3]) {
  if (ls == 0.0 || (t[0] == 0.0 && t[1] == 0.0 && t[2] == 0.0)) {
    out[0] = out[1] = out[2] = 0.0;
    return;
  }
  double ls_per_white = ls * INV_WHITE;
  double max_scaled = -1.0, max_channel = 0.0;
  for (int c = 0; c < 3; c++) {
    double scaled = t[c] * ls_per_white;
    if (scaled > max_scaled) {
      max_scaled = scaled;
      max_channel = t[c] * INV_WHITE;
    }
  }
  double fit_ls = 255.0 / max_channel;  /* the ls that puts the brightest channel at 255 */
  if (max_scaled > 255 && highlight_power >= 0.0) {
    double ratio = pow(fit_ls / ls, highlight_power);
    double to_unit = fit_ls * (INV_WHITE * INV_WHITE);
    double rgb[3], hsv[3];
    for (int c = 0; c < 3; c++) rgb[c] = t[c] * to_unit;
    genome_rgb_to_hsv(rgb, hsv); /* flam3's -ffast-math rgb2hsv (genome/palette.c) */
    hsv[1] *= ratio;
    genome_hsv_to_rgb(hsv, rgb);
    for (int c = 0; c < 3; c++) out[c] = rgb[c] * 255.0;
    return;
  }
  double factor = ls_per_white;
  if (max_scaled > 255) {
    double blend = highlight_power < -1.0 ? 1.0 : -highlight_power;
    factor = ((1.0 - blend) * fit_ls + blend * ls) * INV_WHITE;
  }
  for (int c = 0; c < 3; c++) out[c] = t[c] * factor;
}

/* Clamps as flam3's build does (minsd, then maxsd): a NaN becomes the upper bound. */
static double clamp_upper_first(double a, double hi) {
  a = a < hi ? a : hi;
  return a > 0.0 ? a : 0.0;
}

/* (1 - vibrancy)·256·(channel/255)^(1/gamma): each channel gamma-corrected on its own. With
 * the default vibrancy 1 the factor is 0 and the product is exactly 0 whenever the power is
 * finite, so the pow call is skipped then; a negative channel (a negative-lobed filter next to
 * a bright point) still goes through pow, because NaN·0 is NaN and flam3's clamp turns that
 * NaN into 255. */
static double desaturated_part(const tonemap_params *tp, double channel) {
  double x = channel * INV_WHITE;
  double factor = (1.0 - tp->vibrancy) * 256.0;
  if (factor == 0.0 && x >= 0.0 && x <= 1e3 && tp->inv_gamma > 0.0 && tp->inv_gamma <= 100.0) return 0.0;
  return factor * pow(x, tp->inv_gamma);
}

void tonemap_pixel(const tonemap_params *tp, const double t[4], double out[4]) {
  double density = t[3] * INV_WHITE;
  double alpha = 0.0, ls = 0.0;
  if (t[3] > 0) {
    alpha = tonemap_alpha(density, tp->inv_gamma, tp->gamma_threshold);
    ls = 256.0 * tp->vibrancy * alpha / density;
    alpha = alpha > 0.0 ? alpha : 0.0;
    alpha = alpha < 1.0 ? alpha : 1.0;
  }
  double colour[3];
  tonemap_vibrant_colour(t, ls, tp->highlight_power, colour);
  for (int c = 0; c < 3; c++) {
    double a = desaturated_part(tp, t[c]) + colour[c];
    if (!tp->transparent)
      a += tp->background[c] * (1.0 - alpha);
    else if (alpha > 0)
      a *= 1.0 / alpha;  /* un-premultiply: the alpha channel carries the coverage */
    else
      a = 0;
    out[c] = clamp_upper_first(a, 255.0);
  }
  out[3] = alpha;
}

/* The final clamp before quantising is minsd(255, v) then maxsd(·, 0) in flam3's build
 * (a NaN here would become 0; tonemap_pixel never produces one). */
static double clamp255(double a) {
  a = 255.0 < a ? 255.0 : a;
  return a > 0.0 ? a : 0.0;
}

/* NaN → 0, as flam3's conversion of its (unclamped) NaN yields. */
static double clamp01(double a) {
  a = a > 0.0 ? a : 0.0;
  return a < 1.0 ? a : 1.0;
}

void tonemap_quantize8(const tonemap_params *tp, const double v[4], uint8_t px[4]) {
  for (int c = 0; c < 3; c++) {
    px[c] = (uint8_t)clamp255(v[c]);
  }
  double alpha = clamp01(v[3]);
  px[3] = tp->transparent ? (uint8_t)(alpha * 255) : 255;
}

void tonemap_quantize16(const tonemap_params *tp, const double v[4], uint16_t px[4]) {
  for (int c = 0; c < 3; c++) {
    px[c] = (uint16_t)(clamp255(v[c]) * 256.0);  /* 0..65280, as flam3 scales */
  }
  double alpha = clamp01(v[3]);
  px[3] = tp->transparent ? (uint16_t)(alpha * 65535) : 65535;
}
