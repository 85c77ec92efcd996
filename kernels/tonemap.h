/*
 * tonemap.h — flam3's tone map of one filtered pixel (with JWildfire's tone controls, for the
 * flames JWildfire wrote) and its colour conversions, written once in the common subset of C17
 * and CUDA C++ (in double, whatever fm_real is): the CPU's finish
 * (render/tonemap.c), the palettes' hue rotation (genome/palette.c) and the GPU's finishing
 * kernels (finish.cuh, through NVRTC) all call these, so both backends tone-map with one
 * formula. Reaches NVRTC as a named header.
 *
 * Arithmetic follows flam3's shipped -ffast-math build (render/finish_parts.h): x/255 is
 * x·(1/255), /255/255 one multiplication by its square, clamps are minsd/maxsd sequences under
 * which a NaN colour (pow of a negative filtered channel) ends up as 255. Keep every grouping:
 * the CPU's images match flam3 to the bit, and finish.cuh is compiled without contraction
 * (GPU_COMPILE_EXACT) so that the device's results are the CPU's.
 */
#ifndef FLAMEBUILD_KERNELS_TONEMAP_H
#define FLAMEBUILD_KERNELS_TONEMAP_H

#include "colour_curves.h"
#include "flame_math.h"

/* flam3's white level: colours and densities in the histogram and accumulator are on a
 * 0..255 scale. Its build multiplies by FM_INV_WHITE where its source divides by 255. */
#define FM_WHITE 255.0
#define FM_INV_WHITE (1.0 / FM_WHITE)

/* What tone-maps a frame (render/tonemap.c's tonemap_params_of gathers it from the frame's
 * sub-frames as flam3 does). */
typedef struct fm_tonemap {
  double inv_gamma;          /* 1 / mean(gamma) */
  double gamma_threshold;    /* linear ramp below this density (last sub-frame) */
  double vibrancy;           /* mean over sub-frames */
  double highlight_power;    /* centre sub-frame */
  double background[3];      /* mean over sub-frames, ×256 */
  /* JWildfire's tone controls (means over sub-frames; flam3's flames: 1 and 0, which change
   * no bit): */
  double colour_scale[3];    /* balancing_red/green/blue · 255/white_level */
  double saturation_shift;   /* saturation - 1, at least -1 */
  double background_alpha;   /* JWildfire's foreground opacity as the factor on a pixel's
                                alpha where the background shows through (1: flam3's) */
  int transparent;
  int jwildfire;             /* any of them away from flam3's: JWildfire's rules for pixels
                                of no density and for NaN (fm_tonemap_pixel) */
  const fm_colour_curves *curves; /* Apophysis' or Fractorium's colour curves (centre
                                sub-frame), or NULL: none */
} fm_tonemap;

/* flam3's rgb2hsv as Debian's -ffast-math build computes it: the hue differences
 * (max-b)/del - (max-g)/del are folded into (g-b)/del, which rounds differently. */
FM_FN void fm_rgb_to_hsv(const double rgb[3], double hsv[3]) {
  double r = rgb[0], g = rgb[1], b = rgb[2];
  double max = r >= g ? (r > b ? r : b) : (g > b ? g : b);
  double min = r >= g ? (g < b ? g : b) : (r < b ? r : b);
  double h = 0.0, s = 0.0;
  if (max != 0.0) {
    double del = max - min;
    s = del / max;
    if (s != 0.0) {
      if (r == max) h = (g - b) / del;
      else if (g == max) h = (b - r) / del + 2.0;
      else if (b == max) h = (r - g) / del + 4.0;
      if (h < 0.0) h += 6.0;
    }
  }
  hsv[0] = h;
  hsv[1] = s;
  hsv[2] = max;
}

/* flam3 wraps the hue by repeated subtraction; that is exact for the hues real files use.
 * A hue that is not finite is 0, an absurd one goes through fmod: no input loops for ever. */
FM_FN void fm_hsv_to_rgb(const double hsv[3], double rgb[3]) {
  double h = hsv[0], s = hsv[1], v = hsv[2];
  if (!(fabs(h) <= 6e4)) h = fabs(h) <= 1.7976931348623157e308 ? fmod(h, 6.0) : 0.0;
  while (h >= 6.0) h -= 6.0;
  while (h < 0.0) h += 6.0;
  int j = (int)floor(h);
  double f = h - j;
  double p = v * (1 - s), q = v * (1 - (s * f)), t = v * (1 - (s * (1 - f)));
  double r, g, b;
  switch (j) {
  case 1: r = q; g = v; b = p; break;
  case 2: r = p; g = v; b = t; break;
  case 3: r = p; g = q; b = v; break;
  case 4: r = t; g = p; b = v; break;
  case 5: r = v; g = p; b = q; break;
  default: r = v; g = t; b = p; break;
  }
  rgb[0] = r;
  rgb[1] = g;
  rgb[2] = b;
}

/* flam3_calc_alpha: the density made brightness by 1/gamma. Below the threshold it blends from
 * the line through the origin that meets the gamma curve at the threshold into the curve
 * itself, avoiding gamma's infinite slope at 0. */
FM_FN double fm_tonemap_alpha(double density, double inv_gamma, double threshold) {
  if (!(density > 0)) return 0.0;
  if (density < threshold) {
    double curve_at_threshold = pow(threshold, inv_gamma);
    double frac = density / threshold;
    return (1.0 - frac) * density * (curve_at_threshold / threshold) + frac * pow(density, inv_gamma);
  }
  return pow(density, inv_gamma);
}

/* flam3_calc_newrgb: the vibrant part of the colour, the pixel's colour scaled by ls (the
 * alpha-derived brightness per unit density). When that overflows a channel,
 * highlight_power >= 0 instead scales to the brightest channel and pulls saturation toward
 * white by (ls'/ls)^highlight_power; negative values blend between the clipped-hue and plain
 * scaling. In the highlight branch the brightest channel comes out a hair under 255 (e.g.
 * 254.99999999999997), which truncates to 65279 / 254, not 65280 / 255, as in flam3. */
FM_FN void fm_vibrant_colour(const double t[4], double ls, double highlight_power, double out[3]) {
  if (ls == 0.0 || (t[0] == 0.0 && t[1] == 0.0 && t[2] == 0.0)) {
    out[0] = out[1] = out[2] = 0.0;
    return;
  }
  double ls_per_white = ls * FM_INV_WHITE;
  double max_scaled = -1.0, max_channel = 0.0;
  for (int c = 0; c < 3; c++) {
    double scaled = t[c] * ls_per_white;
    if (scaled > max_scaled) {
      max_scaled = scaled;
      max_channel = t[c] * FM_INV_WHITE;
    }
  }
  double fit_ls = 255.0 / max_channel; /* the ls that puts the brightest channel at 255 */
  if (max_scaled > 255 && highlight_power >= 0.0) {
    double ratio = pow(fit_ls / ls, highlight_power);
    double to_unit = fit_ls * (FM_INV_WHITE * FM_INV_WHITE);
    double rgb[3], hsv[3];
    for (int c = 0; c < 3; c++) rgb[c] = t[c] * to_unit;
    fm_rgb_to_hsv(rgb, hsv);
    hsv[1] *= ratio;
    fm_hsv_to_rgb(hsv, rgb);
    for (int c = 0; c < 3; c++) out[c] = rgb[c] * 255.0;
    return;
  }
  double factor = ls_per_white;
  if (max_scaled > 255) {
    double blend = highlight_power < -1.0 ? 1.0 : -highlight_power;
    factor = ((1.0 - blend) * fit_ls + blend * ls) * FM_INV_WHITE;
  }
  for (int c = 0; c < 3; c++) out[c] = t[c] * factor;
}

/* Clamps as flam3's build does (minsd, then maxsd): a NaN becomes the upper bound. */
FM_FN double fm_clamp_upper_first(double a, double hi) {
  a = a < hi ? a : hi;
  return a > 0.0 ? a : 0.0;
}

/* (1 - vibrancy)·256·(channel/255)^(1/gamma): each channel gamma-corrected on its own. With
 * the default vibrancy 1 the factor is 0 and the product is exactly 0 whenever the power is
 * finite, so the pow call is skipped then; a negative channel (a negative-lobed filter next to
 * a bright point) still goes through pow, because NaN·0 is NaN and flam3's clamp turns that
 * NaN into 255. */
FM_FN double fm_desaturated_part(const fm_tonemap *tm, double channel) {
  double x = channel * FM_INV_WHITE;
  double factor = (1.0 - tm->vibrancy) * 256.0;
  if (factor == 0.0 && x >= 0.0 && x <= 1e3 && tm->inv_gamma > 0.0 && tm->inv_gamma <= 100.0) return 0.0;
  return factor * pow(x, tm->inv_gamma);
}

/* JWildfire's saturation control: the finished colour (0..255 each) taken to hue, saturation
 * and lightness (HSL, hue 0..1), `shift` added to the saturation, and back, every value held
 * to 0..1 on the way as JWildfire's converter holds it. Its conversion names a grey (or a
 * lightness of 0) hue 1 with saturation 0 — so a raised saturation tints a grey towards red
 * (hue 1 is red's sextant 6) and leaves black and white alone — and finds the largest
 * channel within 1e-8: both kept, they are what JWildfire draws. */
FM_FN void fm_shift_saturation(double rgb[3], double shift) {
  const double eps = 1e-8; /* JWildfire's EPSILON */
  double c[3];
  for (int i = 0; i < 3; i++) {
    double x = rgb[i] / 255.0;
    c[i] = x < 0.0 ? 0.0 : x > 1.0 ? 1.0 : x;
  }
  double r = c[0], g = c[1], b = c[2];
  double max = r > g ? r : g, min = r < g ? r : g;
  max = max > b ? max : b;
  min = min < b ? min : b;
  double light = (max + min) / 2.0, hue = 1.0, sat = 0.0;
  double spread = max - min;
  if (fabs(light) > eps && fabs(spread) > eps) {
    sat = spread / (light <= 0.5 ? max + min : 2.0 - max - min);
    /* the hue in sextants, counted from red through yellow, green, cyan, blue, magenta */
    if (fabs(r - max) < eps)
      hue = g == min ? 5.0 + (max - b) / spread : 1.0 - (max - g) / spread;
    else if (fabs(g - max) < eps)
      hue = b == min ? 1.0 + (max - r) / spread : 3.0 - (max - b) / spread;
    else
      hue = r == min ? 3.0 + (max - g) / spread : 5.0 - (max - r) / spread;
    hue /= 6.0;
  }
  sat += shift;
  hue = hue < 0.0 ? 0.0 : hue > 1.0 ? 1.0 : hue;
  sat = sat < 0.0 ? 0.0 : sat > 1.0 ? 1.0 : sat;
  light = light < 0.0 ? 0.0 : light > 1.0 ? 1.0 : light;
  double top = light <= 0.5 ? light * (1.0 + sat) : light + sat - light * sat;
  if (top <= 0.0) {
    rgb[0] = rgb[1] = rgb[2] = 0.0;
    return;
  }
  double bottom = 2.0 * light - top;
  double h6 = hue * 6.0;
  int sextant = (int)h6;
  double f = h6 - sextant;
  double rising = bottom + (top - bottom) * f, falling = top - (top - bottom) * f;
  switch (sextant) {
  case 1: r = falling, g = top, b = bottom; break;
  case 2: r = bottom, g = top, b = rising; break;
  case 3: r = bottom, g = falling, b = top; break;
  case 4: r = rising, g = bottom, b = top; break;
  case 5: r = top, g = bottom, b = falling; break;
  default: r = top, g = rising, b = bottom; break; /* 0, and 6: hue 1 */
  }
  rgb[0] = r * 255.0;
  rgb[1] = g * 255.0;
  rgb[2] = b * 255.0;
}

/* JWildfire's image of channels past 255 (its background xforms' sums where no flame covers
 * them): packed unmasked into one int, r << 16 | g << 8 | b (SimpleImage.getARGB), each byte
 * read back — a channel's excess spills into the one above. v: 0..65535 in, 0..255 out. */
FM_FN void fm_jwf_spill(int v[3]) {
  const fm_u32 rgb = (fm_u32)v[0] << 16 | (fm_u32)v[1] << 8 | (fm_u32)v[2];
  for (int c = 0; c < 3; c++) v[c] = (int)(rgb >> (16 - 8 * c) & 255u);
}

/* One filtered pixel t (RGB and density, 0..255 scale) to RGB 0..255 and alpha 0..1.
 *
 * JWildfire's tone controls, for the flames it wrote (kernels' side; render/density.c has
 * contrast and the low-density brightness, which act on each bucket's log scale):
 *   - white level and colour balancing: JWildfire divides a bucket's colour by its white level
 *     (flam3's is 255) and multiplies each channel by its balancing factor before the gamma
 *     step. Both are linear in the colour, so they are one factor per channel on the filtered
 *     colour (colour_scale), before the vibrant and the gamma-corrected parts;
 *   - foreground opacity (fg_opacity): JWildfire lets less of the background through a pixel,
 *     its alpha times 1 − atan(3·(fg_opacity − 1))/1.25 (1 at its default 1, ~2 at 0), capped
 *     at 1, for the background's share and the alpha written; the colour is not changed;
 *   - saturation: applied last, to the colour with its background, by fm_shift_saturation.
 *     JWildfire applies it to its 8-bit colour and rounds again after; flamebuild keeps the
 *     colour unrounded until it quantises (8 or 16 bits), so values can differ by one level;
 *   - a negative low-density brightness makes sparse buckets' values negative. JWildfire draws
 *     a pixel of no positive density as its background, and a colour whose gamma step is not
 *     a number (the power of a negative channel) as none (Java's integer of NaN is 0), where
 *     flam3's build clamps that NaN to 255: under `jwildfire` (any tone control away from
 *     flam3's) the pixel takes JWildfire's rules.
 * With colour_scale 1, saturation_shift 0, background_alpha 1 and jwildfire 0 every value is
 * flam3's to the bit:
 * x·1 is x.
 *
 * Colour curves (colour_curves.h) bend each channel where their editor does: Apophysis' the
 * colour before the background is added, Fractorium's the colour with its background, before
 * the clamp. Without curves (NULL) nothing changes.
 *
 * fm_tonemap_pixel_over: the same over a background of the pixel's own (`background`, in
 * tm->background's units: JWildfire's gradients and background xforms, render/backdrop.h). */
FM_FN void fm_tonemap_pixel_over(const fm_tonemap *tm, const double t_in[4], const double background[3], double out[4]) {
  const double t[4] = {t_in[0] * tm->colour_scale[0], t_in[1] * tm->colour_scale[1], t_in[2] * tm->colour_scale[2],
                       t_in[3]};
  double density = t[3] * FM_INV_WHITE;
  double alpha = 0.0, ls = 0.0;
  if (t[3] > 0) {
    alpha = fm_tonemap_alpha(density, tm->inv_gamma, tm->gamma_threshold);
    ls = 256.0 * tm->vibrancy * alpha / density;
    alpha = alpha > 0.0 ? alpha : 0.0;
    alpha = alpha < 1.0 ? alpha : 1.0;
  }
  /* x·1 is x: flam3's alpha to the bit at background_alpha 1 */
  double shown = alpha * tm->background_alpha;
  shown = shown < 1.0 ? shown : 1.0;
  double colour[3];
  fm_vibrant_colour(t, ls, tm->highlight_power, colour);
  for (int c = 0; c < 3; c++) {
    double a = fm_desaturated_part(tm, t[c]) + colour[c];
    if (tm->jwildfire && (!(t[3] > 0) || a != a)) a = 0.0;
    const fm_colour_curves *curves = tm->curves;
    if (curves && curves->model == FM_CURVES_APOPHYSIS) a = fm_curves_apophysis(curves, c + 1, a);
    if (!tm->transparent)
      a += background[c] * (1.0 - shown);
    else if (shown > 0)
      a *= 1.0 / shown; /* un-premultiply: the alpha channel carries the coverage */
    else
      a = 0;
    if (curves && curves->model == FM_CURVES_FRACTORIUM) a = 255.0 * fm_curves_fractorium(curves, c + 1, a * FM_INV_WHITE);
    out[c] = fm_clamp_upper_first(a, 255.0);
  }
  /* JWildfire's pixel of no flame is its background's integers as they are, which its
   * background xforms can add past 255: its image packs them unmasked, r << 16 | g << 8 | b
   * (SimpleImage.getARGB), a channel's excess spilling into the one above it */
  if (tm->jwildfire && !tm->transparent && !(t[3] > 0)) {
    int v[3], spill = 0;
    for (int c = 0; c < 3; c++) {
      const double level = floor(background[c] * (255.0 / 256.0) + 0.5); /* (its integer: tm->background's units) */
      v[c] = level > 0 ? (level < 65535 ? (int)level : 65535) : 0;
      spill |= v[c] > 255;
    }
    if (spill) {
      fm_jwf_spill(v);
      for (int c = 0; c < 3; c++) out[c] = v[c];
    }
  }
  if (tm->saturation_shift != 0.0) fm_shift_saturation(out, tm->saturation_shift);
  out[3] = shown;
}

FM_FN void fm_tonemap_pixel(const fm_tonemap *tm, const double t_in[4], double out[4]) {
  fm_tonemap_pixel_over(tm, t_in, tm->background, out);
}

/* The final clamp before quantising: minsd(255, v) then maxsd(·, 0) in flam3's build (a NaN
 * here would become 0; fm_tonemap_pixel never produces one). */
FM_FN double fm_clamp255(double a) {
  a = 255.0 < a ? 255.0 : a;
  return a > 0.0 ? a : 0.0;
}

/* The alpha: NaN → 0, as flam3's conversion of its (unclamped) NaN yields. */
FM_FN double fm_clamp01(double a) {
  a = a > 0.0 ? a : 0.0;
  return a < 1.0 ? a : 1.0;
}

#endif
