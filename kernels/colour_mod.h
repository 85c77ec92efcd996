/*
 * colour_mod.h — JWildfire's colour modulation (its xforms' mod_gamma, mod_contrast,
 * mod_saturation and mod_hue with their _speed): four values the trajectory's point carries as it
 * carries its colour — each xform moves them toward its own, m' = m·(1 + speed)/2 +
 * value·(1 − speed)/2 (TransformationInitStep), from 0 at the trajectory's start — and which bend
 * the colour the point plots (DefaultRenderIterationState.transformPlotColor), in JWildfire's
 * render units (a palette entry's 0-255 channel × 200/256, a true colour's as it is), those of
 * the trajectory's point before the final xforms:
 *   - gamma g: the luminance L = 0.299 r + 0.588 g + 0.113 b raised to 4.2 / (4.2 − g), the
 *     channels scaled alike;
 *   - contrast c: each channel moved from 127.5 by the factor 1.2 / (1.2 − c/2);
 *   - saturation s: each channel moved from L by s times its distance;
 *   - hue h: in HSL (each channel / 255, held to 0..1), the hue plus h held to 0..1 (no wrap),
 *     back and rounded to whole 0-255 channels.
 * Each where its value passes JWildfire's 1e-8. render/iterate.c draws it (a frame with any
 * iterates on the CPU under every backend: render_geometry.cpu_only). Common subset of C17 and
 * CUDA C++ (flame_math.h's rules).
 */
#ifndef FLAMEBUILD_COLOUR_MOD_H
#define FLAMEBUILD_COLOUR_MOD_H

#include "flame_math.h"

enum { FM_MOD_GAMMA, FM_MOD_CONTRAST, FM_MOD_SATURATION, FM_MOD_HUE, FM_COLOUR_MODS };

/* An xform's step of the modulations: m' = m · mul + add. */
typedef struct fm_colour_mod_step {
  double mul[FM_COLOUR_MODS], add[FM_COLOUR_MODS];
} fm_colour_mod_step;

FM_FN void fm_colour_mod_step_of(const double value[FM_COLOUR_MODS], const double speed[FM_COLOUR_MODS],
                                 fm_colour_mod_step *s) {
  for (int k = 0; k < FM_COLOUR_MODS; k++) {
    s->mul[k] = (1.0 + speed[k]) * 0.5;
    s->add[k] = value[k] * (1.0 - speed[k]) * 0.5;
  }
}

/* JWildfire's Tools.roundColor: (int)(v + 0.5) held to 0..255 (Java's int of NaN: 0). */
FM_FN int fm_jwf_round_colour(double v) {
  v += 0.5;
  return !(v >= 0.0) ? 0 : v >= 255.0 ? 255 : (int)v;
}

FM_FN double fm_colour_mod_clamp01(double v) { return v < 0.0 ? 0.0 : v > 1.0 ? 1.0 : v; }

/* JWildfire's HSLRGBConverter.fromRgb: hue (0..1; 1 for a grey, as it leaves it), saturation,
 * luminosity of channels 0..1. */
FM_FN void fm_colour_mod_hsl(double r, double g, double b, double hsl[3]) {
  r = fm_colour_mod_clamp01(r), g = fm_colour_mod_clamp01(g), b = fm_colour_mod_clamp01(b);
  const double max = r > g ? (r > b ? r : b) : (g > b ? g : b), min = r < g ? (r < b ? r : b) : (g < b ? g : b);
  double hue = 1.0, sat = 0.0;
  const double lum = (min + max) / 2.0;
  if (fabs(lum) > 1e-8) {
    sat = max - min;
    if (fabs(sat) > 1e-8) {
      sat /= lum <= 0.5 ? (min + max) : (2.0 - max - min);
      if (fabs(r - max) < 1e-8) hue = g == min ? 5.0 + (max - b) / (max - min) : 1.0 - (max - g) / (max - min);
      else if (fabs(g - max) < 1e-8) hue = b == min ? 1.0 + (max - r) / (max - min) : 3.0 - (max - b) / (max - min);
      else hue = r == min ? 3.0 + (max - g) / (max - min) : 5.0 - (max - r) / (max - min);
      hue /= 6.0;
    }
  }
  hsl[0] = hue, hsl[1] = sat, hsl[2] = lum;
}

/* Its fromHsl: channels 0..1 of hue, saturation, luminosity (each held to 0..1). */
FM_FN void fm_colour_mod_rgb(double hue, double sat, double lum, double rgb[3]) {
  hue = fm_colour_mod_clamp01(hue), sat = fm_colour_mod_clamp01(sat), lum = fm_colour_mod_clamp01(lum);
  const double v = lum <= 0.5 ? lum * (1.0 + sat) : lum + sat - lum * sat;
  if (v <= 0) {
    rgb[0] = rgb[1] = rgb[2] = 0.0;
    return;
  }
  hue *= 6.0;
  const int sextant = (int)hue;
  const double y = lum + lum - v, x = y + (v - y) * (hue - sextant), z = v - (v - y) * (hue - sextant);
  switch (sextant) {
  case 1: rgb[0] = z, rgb[1] = v, rgb[2] = y; break;
  case 2: rgb[0] = y, rgb[1] = v, rgb[2] = x; break;
  case 3: rgb[0] = y, rgb[1] = z, rgb[2] = v; break;
  case 4: rgb[0] = x, rgb[1] = y, rgb[2] = v; break;
  case 5: rgb[0] = v, rgb[1] = y, rgb[2] = z; break;
  default: rgb[0] = v, rgb[1] = x, rgb[2] = y; break; /* 0, and 6 (a hue of 1) */
  }
}

/* The colour rgb (JWildfire's render units) bent by the point's modulations `mod`. */
FM_FN void fm_colour_mod_apply(const double mod[FM_COLOUR_MODS], double rgb[3]) {
  if (fabs(mod[FM_MOD_GAMMA]) > 1e-8) {
    const double gamma = 4.2 / (4.2 - mod[FM_MOD_GAMMA]);
    const double alpha = rgb[0] * 0.299 + rgb[1] * 0.588 + rgb[2] * 0.113;
    if (alpha > 1e-8) {
      const double scale = pow(alpha, gamma) / alpha;
      for (int c = 0; c < 3; c++) rgb[c] *= scale;
    }
  }
  if (fabs(mod[FM_MOD_CONTRAST]) > 1e-8) {
    const double gamma = 1.2 / (1.2 - mod[FM_MOD_CONTRAST] * 0.5);
    for (int c = 0; c < 3; c++) rgb[c] = (rgb[c] - 127.5) * gamma + 127.5;
  }
  if (fabs(mod[FM_MOD_SATURATION]) > 1e-8) {
    const double avg = rgb[0] * 0.299 + rgb[1] * 0.588 + rgb[2] * 0.113;
    for (int c = 0; c < 3; c++) rgb[c] += (rgb[c] - avg) * mod[FM_MOD_SATURATION];
  }
  if (fabs(mod[FM_MOD_HUE]) > 1e-8) {
    double hsl[3], out[3];
    fm_colour_mod_hsl(rgb[0] / 255.0, rgb[1] / 255.0, rgb[2] / 255.0, hsl);
    fm_colour_mod_rgb(hsl[0] + mod[FM_MOD_HUE], hsl[1], hsl[2], out);
    for (int c = 0; c < 3; c++) rgb[c] = fm_jwf_round_colour(out[c] * 255.0);
  }
}

#endif
