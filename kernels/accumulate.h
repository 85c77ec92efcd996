/*
 * accumulate.h — how a GPU sample reaches the histogram, in the common subset of C17 and CUDA
 * C++ (the GPU kernels and the GPU emulation run this text): the colour a sample adds to its
 * bucket, and the flush of a float bucket into the double histogram (render_hist layout).
 * Reaches NVRTC as a named header.
 */
#ifndef FLAMEBUILD_ACCUMULATE_H
#define FLAMEBUILD_ACCUMULATE_H

#include "flame_math.h"

/* A palette entry or a sample's colour: 16-byte aligned, so the GPU moves it in one access. */
#if defined(__CUDACC__) || defined(__CUDACC_RTC__)
typedef struct __align__(16) fb_rgba {
  float r, g, b, a;
} fb_rgba;
#else
typedef struct fb_rgba {
  _Alignas(16) float r;
  float g, b, a;
} fb_rgba;
#endif

/* How a palette coordinate selects its colour (genome.palette_mode, whose enumeration numbers
 * them alike): flam3's step (the entry (int)(c·256)) and linear (between the entries about
 * c·256), and JWildfire's step (the entry (int)(c·254 + 0.5): its colour map's scale, the last
 * index but one, rounded; TransformationGradientColorStep) and smooth gradient (between the
 * entries about c·254; TransformationSmoothGradientColorStep), and Fractorium's step (the entry
 * (int)(c·255), its palette's size less one) and linear (between the entries about c·255;
 * Renderer::Accumulate). */
#define FB_PALETTE_STEP 0
#define FB_PALETTE_LINEAR 1
#define FB_PALETTE_JWF_STEP 2
#define FB_PALETTE_JWF_SMOOTH 3
#define FB_PALETTE_FRACTORIUM_STEP 4
#define FB_PALETTE_FRACTORIUM_LINEAR 5

/* Whether palette mode `mode` blends two entries. */
FM_FN int fb_palette_lerps(int mode) {
  return mode == FB_PALETTE_LINEAR || mode == FB_PALETTE_JWF_SMOOTH || mode == FB_PALETTE_FRACTORIUM_LINEAR;
}

/* The palette entry k that palette coordinate `color` selects in palette mode `mode`, with
 * flam3's clamps; for a blending mode also *frac, the weight of entry k + 1 (k ≤ 254). Both
 * backends look up their palettes through this. */
FM_FN int fb_palette_entry(fm_real color, int mode, fm_real *frac) {
  const fm_real index = mode == FB_PALETTE_JWF_STEP     ? color * FM_R(254.0) + FM_R(0.5)
                        : mode == FB_PALETTE_JWF_SMOOTH ? color * FM_R(254.0)
                        : mode >= FB_PALETTE_FRACTORIUM_STEP ? color * FM_R(255.0) /* its palette size - 1 */
                                                        : color * FM_R(256.0);
  int k = (int)index;
  *frac = 0;
  if (fb_palette_lerps(mode)) {
    if (k < 0) {
      k = 0;
    } else if (k >= 255) {
      k = 254;
      *frac = 1;
    } else {
      *frac = index - (fm_real)k;
    }
  } else {
    if (k < 0) k = 0;
    if (k > 255) k = 255;
  }
  return k;
}

/* The RGBA a sample adds to its bucket: palette `pal` (256 entries) looked up at `color`
 * in palette mode `palette_mode` (fb_palette_entry), times vis. */
FM_FN fb_rgba fb_sample_rgba(const fb_rgba *pal, int palette_mode, fm_real color, float vis) {
  fm_real frac;
  const int k = fb_palette_entry(color, palette_mode, &frac);
  fb_rgba c;
  if (fb_palette_lerps(palette_mode)) {
    const fb_rgba c0 = pal[k], c1 = pal[k + 1];
    const float f = (float)frac, g = (float)(FM_R(1.0) - frac);
    c.r = c0.r * g + c1.r * f;
    c.g = c0.g * g + c1.g * f;
    c.b = c0.b * g + c1.b * f;
    c.a = c0.a * g + c1.a * f;
  } else {
    c = pal[k];
  }
  if (vis != 1.0f) {
    c.r *= vis;
    c.g *= vis;
    c.b *= vis;
    c.a *= vis;
  }
  return c;
}

/* JWildfire's true colour (fm_point.rgb) on the palette's scale. JWildfire's colour map holds a
 * palette entry's channel c (0-255) as c·200/256 (RenderColor), and a direct colour's channel d
 * as d itself: next to an entry whose channel is 1.0 here, d weighs d·256/(200·255). */
#define FB_TRUE_COLOR_UNIT (256.0 / (200.0 * 255.0))

/* A true colour that asks for the palette's nearest entry (FM_TRUE_COLOR_NEAREST): JWildfire's
 * DC_BaseFunc.findKey, the first of the 256 entries least far from the colour in squared 0-255
 * steps, whose own channels become the true colour. An entry's 0-255 channels are read back
 * from the sub-frame's colour map (RGBA rows of T), which holds a step as `step` (its temporal
 * weight on the device, 255 times that on the CPU); the rounding gives the file's integers
 * back. One text for both element types. */
#define FB_NEAREST_TRUE_COLOR(name, T)                                                            \
  FM_FN fm_u32 name(fm_u32 rgb, const T *cmap, double step) {                                    \
    const int r = (int)(rgb >> 16 & 255u), g = (int)(rgb >> 8 & 255u), b = (int)(rgb & 255u);  \
    int best = 1000000000, at[3] = {0, 0, 0};                                                    \
    for (int k = 0; k < 256; k++) {                                                              \
      int c[3];                                                                                  \
      for (int i = 0; i < 3; i++) c[i] = (int)floor((double)cmap[4 * k + i] / step + 0.5);       \
      const int d = (c[0] - r) * (c[0] - r) + (c[1] - g) * (c[1] - g) + (c[2] - b) * (c[2] - b); \
      if (d < best) {                                                                            \
        best = d;                                                                                \
        at[0] = c[0], at[1] = c[1], at[2] = c[2];                                                \
      }                                                                                          \
    }                                                                                            \
    return fm_true_color(at[0], at[1], at[2]);                                                   \
  }
FB_NEAREST_TRUE_COLOR(fb_nearest_true_color, float)    /* the device's map: float RGBA */
FB_NEAREST_TRUE_COLOR(fb_nearest_true_color_d, double) /* the CPU's: render_prepared.cmap */
#undef FB_NEAREST_TRUE_COLOR

/* fm_point.rgb as the colour plotted: its own, or the palette's entry nearest it. */
FM_FN fm_u32 fb_plotted_true_color(fm_u32 rgb, const float *cmap, double step) {
  return rgb & FM_TRUE_COLOR_NEAREST ? fb_nearest_true_color(rgb, cmap, step) : rgb;
}

/* The RGBA a sample of true colour `rgb` adds to its bucket, in a sub-frame of temporal weight
 * `weight` (which its palette's entries hold too): its channels in FB_TRUE_COLOR_UNIT times the
 * weight, alpha the density a hit adds (`count_weight`: the weight, or 1 among JWildfire's
 * motion-blur packets), both times vis. */
FM_FN fb_rgba fb_true_rgba(fm_u32 rgb, float weight, float count_weight, float vis) {
  const float unit = (float)FB_TRUE_COLOR_UNIT * weight * vis;
  fb_rgba c;
  c.r = (float)((rgb >> 16) & 255u) * unit;
  c.g = (float)((rgb >> 8) & 255u) * unit;
  c.b = (float)(rgb & 255u) * unit;
  c.a = count_weight * vis;
  return c;
}

/* Adds one float bucket (RGBA sums h[4] and, with separate_count, the count sum) into the
 * double histogram bucket o[5] (×255 as render/iterate.c's cmap; the count derived from alpha
 * otherwise) and returns the bucket's count of samples. */
FM_FN double fb_flush_bucket(const float h[4], float count, int separate_count, double count_per_alpha, double o[5]) {
  const double n = separate_count ? (double)count : (double)h[3] * count_per_alpha;
  o[0] += 255.0 * (double)h[0];
  o[1] += 255.0 * (double)h[1];
  o[2] += 255.0 * (double)h[2];
  o[3] += 255.0 * (double)h[3];
  o[4] += 255.0 * n;
  return n;
}

/*
 * Fixed point (deterministic accumulation): a sample's RGBA and count as whole numbers of
 * 0 … FB_FIXED_MAX units, a unit being the power of two from 1/FB_FIXED_MAX to twice that of the
 * most one sample can add in the frame (scale = 1 / unit, chosen by frame_buffers_use_fixed:
 * a power of two, so the sums convert to double exactly), rounded to the
 * nearest (ties to even). Integer sums do not depend on the order the atomics land in, so a
 * frame's buffer is the same bits on every run, launch shape and batch split; a 64-bit sum of
 * 16-bit values cannot overflow (2^48 samples a bucket). A sample's values fit 16 bits each, so
 * the sorted accumulation logs them in one 64-bit word (tiles.h). NaN and negative values add
 * nothing.
 */
#define FB_FIXED_MAX 65535.0f

FM_FN fm_u64 fb_fixed_of(float v, float scale) {
  return v > 0.0f ? (fm_u64)rintf(fminf(v * scale, FB_FIXED_MAX)) : 0;
}

FM_FN void fb_fixed_sample(fb_rgba c, float vis, float scale, fm_u64 v[5]) {
  v[0] = fb_fixed_of(c.r, scale);
  v[1] = fb_fixed_of(c.g, scale);
  v[2] = fb_fixed_of(c.b, scale);
  v[3] = fb_fixed_of(c.a, scale);
  v[4] = fb_fixed_of(vis, scale);
}

/* One fixed-point bucket (RGBA sums h[4], and with separate_count the count sum) in units of
 * `unit` (1 / the scale): its count of samples, and with `convert` its values added into the double
 * histogram bucket o[5] as fb_flush_bucket adds floats. */
FM_FN double fb_flush_fixed_bucket(const fm_u64 h[4], fm_u64 count, int separate_count, double count_per_alpha,
                                   double unit, int convert, double o[5]) {
  const double n = separate_count ? (double)count * unit : (double)h[3] * unit * count_per_alpha;
  if (convert) {
    o[0] += 255.0 * ((double)h[0] * unit);
    o[1] += 255.0 * ((double)h[1] * unit);
    o[2] += 255.0 * ((double)h[2] * unit);
    o[3] += 255.0 * ((double)h[3] * unit);
    o[4] += 255.0 * n;
  }
  return n;
}

#endif
