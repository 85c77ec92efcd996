/*
 * var_jwildfire23.h — more of JWildfire's variations, each as JWildfire computes it (its
 * variation/NAMEFunc.java), checked against JWildfire's own code (tests/tools/jwf_refs.sh;
 * tests/unit/test_variation_refs.c), with var_jwildfire.h's conventions.
 * 447: colordomain, 448: ducks.
 * Both of Jesus Sosa's complex-plane pictures keep their function as Java code, a resource of
 * the flame that JWildfire compiles when a render starts: here is the code JWildfire gives them
 * (the parser says a file whose code is another one: genome/parse_editors.c).
 * Not here: mandala2, whose pixel is picked by java.lang.Math.random() (unseeded) at render
 * time; sunvoroni, whose cells are megamu.mesh's Voronoi regions (QuickHull3D in float) cut into
 * triangles by taprats' Triangulate, a list whose shapes and order only those libraries give;
 * mandala, a DrawFunc whose list of one square a pixel is built at init by following every
 * pixel's orbit under a skewed rotation (up to 20,000 turns of `denom` skews each, width² pixels)
 * and is picked by an index into an order only that whole build gives.
 * Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWILDFIRE23_H
#define FLAMEBUILD_VAR_JWILDFIRE23_H

/* The families whose helpers this one calls (a kernel of its own includes only the families
 * its variations need: kernels/codegen_families.c). */
#include "var_jwf_cut.h"
#include "var_jwf_dc.h"

/* ---- shared by colordomain and ducks: js.colordomain's picture of a complex value ---------- */

/* The colour the "domain colouring" gives the complex value (vx, vy), as JWildfire's 0-255
 * channels: the hue its angle (in turns, [0, 1)); the modulus' place between the powers of e
 * around it (k in [0, 1), from 0 below 1) a triangle wave that raises the saturation to 1 and
 * the value down to 0.6 at its middle, each eased by a cube. The HSV to RGB is the class's own
 * SetHSV: six sextants, then floor of 256 times, held to 255. All in double, as JWildfire's. */
FM_FN void fm_domain_color(double vx, double vy, int *ir, int *ig, int *ib) {
  double a = atan2(vy, vx);
  while (a < 0.0) a += 6.2831853071795862;
  a /= 6.2831853071795862;
  const double m = (vx != 0.0 || vy != 0.0) ? sqrt(vx * vx + vy * vy) : 0.0;
  double lo = 0.0, hi = 1.0;
  while (m > hi) { /* ends at infinity, as Java's loop does */
    lo = hi;
    hi *= 2.7182818284590451;
  }
  const double k = (m - lo) / (hi - lo);
  const double tri = k >= 0.5 ? 1.0 - (k - 0.5) * 2.0 : k * 2.0;
  const double sat = 0.40000000000000002 + (1.0 - pow(1.0 - tri, 3.0)) * 0.59999999999999998;
  const double inv = 1.0 - tri; /* 1 − (1 − tri) is not always tri: the class's steps */
  const double val = 0.59999999999999998 + (1.0 - pow(1.0 - inv, 3.0)) * 0.40000000000000002;
  double h = a, r, g, b;
  if (h == 1.0) h = 0.0;
  const double z = floor(h * 6.0);
  const double f = h * 6.0 - z;
  const double p = val * (1.0 - sat), q = val * (1.0 - sat * f), t = val * (1.0 - sat * (1.0 - f));
  switch (fm_cut_jint(z)) {
  case 0: r = val, g = t, b = p; break;
  case 1: r = q, g = val, b = p; break;
  case 2: r = p, g = val, b = t; break;
  case 3: r = p, g = q, b = val; break;
  case 4: r = t, g = p, b = val; break;
  case 5: r = val, g = p, b = q; break;
  default: r = g = b = 0.0; break; /* NaN's hue: no sextant, Java's zeros */
  }
  const int cr = fm_cut_jint(256.0 * r), cg = fm_cut_jint(256.0 * g), cb = fm_cut_jint(256.0 * b);
  *ir = cr > 255 ? 255 : cr;
  *ig = cg > 255 ? 255 : cg;
  *ib = cb > 255 ? 255 : cb;
}

/* The class's dbl2int of a channel: (int) of 256 times (toward zero, NaN 0), held to 255 above
 * (fm_true_color holds a negative one to 0, where JWildfire's colour would be out of range). */
FM_FN int fm_dc_cast_channel(double v) {
  const int c = fm_cut_jint(256.0 * v);
  return c > 255 ? 255 : c;
}

/* A cell of the size × size grid over the rectangle [re_min, re_max] × [im_min, im_max], as both
 * classes pick one: the row j first, then the column i, each ⌊U·size⌋; the complex number of
 * the cell (im from im_max down, re from re_min up, the last cell on the far edge). */
FM_FN void fm_domain_cell(fm_rng *rng, double size, double re_min, double re_max, double im_min, double im_max,
                          double *ci, double *cj, double *re, double *im) {
  *cj = (double)fm_cut_jint(fm_rng_01d(rng) * size);
  *ci = (double)fm_cut_jint(fm_rng_01d(rng) * size);
  *im = im_max - ((im_max - im_min) * *cj) / (size - 1.0);
  *re = re_min - ((re_min - re_max) * *ci) / (size - 1.0);
}

/* ---- 447: colordomain ---------------------------------------------------------------------- */

/* 447: colordomain (Jesus Sosa's, after Hans Lundmark's domain colouring): a random cell of the
 * grid, its complex number taken nIters times through JWildfire's default code, f(z) = sin(πz)²
 * (js.colordomain.Complex's sin, with cosh and sinh from exp), and the point given the domain
 * colour of the result as a true colour; the cell's place, (i/size − ½, j/size − ½), times w
 * added. size and nIters are cut to integers in their ranges as setParameter does; zoomIn and
 * zoomOut are its buttons (a file holds 1 for each, which JWildfire's reader applies in turn,
 * shrinking the rectangle by half and growing it back): nothing here. */
FM_VAR(colordomain) {
  const double size = (double)fm_cut_jint(fm_cut_clamp((double)FM_PAR(colordomain_size), 100, 10000));
  const int iters = fm_cut_jint(fm_cut_clamp((double)FM_PAR(colordomain_nIters), 1, 20));
  double ci, cj, vx, vy;
  fm_domain_cell(rng, size, (double)FM_PAR(colordomain_re_min), (double)FM_PAR(colordomain_re_max),
                 (double)FM_PAR(colordomain_im_min), (double)FM_PAR(colordomain_im_max), &ci, &cj, &vx, &vy);
  for (int k = 0; k < iters; k++) {
    const double x = vx * 3.1415926535897931, y = vy * 3.1415926535897931;
    const double ep = exp(y), en = exp(-y);
    const double sx = (ep + en) / 2.0 * sin(x), sy = (ep - en) / 2.0 * cos(x);
    vx = sx * sx - sy * sy;
    vy = sx * sy + sy * sx;
  }
  int r, g, b;
  fm_domain_color(vx, vy, &r, &g, &b);
  s->rgb = fm_true_color(r, g, b);
  s->px += w * (fm_real)(ci / size - 0.5);
  s->py += w * (fm_real)(cj / size - 0.5);
}

/* ---- 448: ducks ------------------------------------------------------------------------------ */

/* JWildfire's log2: ln x / ln 2. */
FM_FN double fm_ducks_log2(double x) { return log(x) / log(2.0); }

/* 448: ducks (Jesus Sosa's, after Samuel Monnier's "ducks" fractal): a random cell of the grid,
 * its complex number z (and c: the same, or c_re + i·c_im in julia Mode) taken MaxIters times
 * (fewer where a colouring stops at its escape) through JWildfire's default code,
 * f(z, c) = Log(re z + i·|im z|) + c (js.colordomain.Complex: the modulus' log, 0 giving −∞, and
 * atan2), coloured by ColorType:
 *   0: the domain colour of the last z (as colordomain's), a true colour;
 *   1-3: Fragmentarium's smooth counts (1: the mean modulus after MinIters, till the norm passes
 *      ScapeSize; 2: the modulus blended by ColorFactor, which setParameter cuts to 0 or 1;
 *      3: the escaping step and the final norm), ci = 1 − log2(½·log2(·/Contrast)), giving the
 *      colour index ci/MaxIters (Gradient 1) or the true colour ½ + ½·cos(6ci + Col1's red,
 *      green, blue) (Gradient 0);
 *   4: FractalLab's: √(Σ|z|² after MinIters / steps), raised to colorScale, times colorCycle, plus
 *      colorOffset, folded into [0, 1] (mirrored in colorMirror), mixing Col1 to Col2, a true
 *      colour (colorRainbow: the mix read as HSV, the class's rgb2hsv giving its input back).
 * Types 0 and 4 set the instance's Gradient to 0 for good: they always give a true colour. The
 * cell's place, (i/size − ½, j/size − ½), times w is added. Parameters clamped and cut to
 * integers as setParameter does; zoomIn, zoomOut and the four Pans are its buttons, not here.
 * Col1 and Col2 (resources, "R,G,B" text) are read by the parser into their channels (0-255). */
FM_VAR(ducks) {
  const double size = (double)fm_cut_jint(fm_cut_clamp((double)FM_PAR(ducks_size), 100, 10000));
  const int julia = fm_cut_jint(fm_cut_clamp((double)FM_PAR(ducks_julia_Mode), 0, 1));
  const int max_iters = fm_cut_jint(fm_cut_clamp((double)FM_PAR(ducks_MaxIters), 1, 50));
  const int min_iters = fm_cut_jint(fm_cut_clamp((double)FM_PAR(ducks_MinIters), 1, 50));
  const int type = fm_cut_jint(fm_cut_clamp((double)FM_PAR(ducks_ColorType), 0, 4));
  const double escape = fm_cut_clamp((double)FM_PAR(ducks_ScapeSize), 0, 11);
  const double contrast = fm_cut_clamp((double)FM_PAR(ducks_Contrast), 0, 2);
  const double factor = (double)fm_cut_jint(fm_cut_clamp((double)FM_PAR(ducks_ColorFactor), 0, 1));
  const int gradient = (type == 0 || type == 4) ? 0 : fm_cut_jint(fm_cut_clamp((double)FM_PAR(ducks_Gradient), 0, 1));
  const double c1r = (double)FM_PAR(ducks_Col1_R) / 255.0, c1g = (double)FM_PAR(ducks_Col1_G) / 255.0,
               c1b = (double)FM_PAR(ducks_Col1_B) / 255.0;
  const double c2r = (double)FM_PAR(ducks_Col2_R) / 255.0, c2g = (double)FM_PAR(ducks_Col2_G) / 255.0,
               c2b = (double)FM_PAR(ducks_Col2_B) / 255.0;
  double ci, cj, zx, zy;
  fm_domain_cell(rng, size, (double)FM_PAR(ducks_re_min), (double)FM_PAR(ducks_re_max), (double)FM_PAR(ducks_im_min),
                 (double)FM_PAR(ducks_im_max), &ci, &cj, &zx, &zy);
  const double cx = julia == 1 ? fm_cut_clamp((double)FM_PAR(ducks_c_re), -15, 8) : zx;
  const double cy = julia == 1 ? fm_cut_clamp((double)FM_PAR(ducks_c_im), -15, 8) : zy;
  double r = 0.0, g = 0.0, b = 0.0, col = 0.5;
#define FM_DUCKS_STEP                                                                    \
  do {                                                                                   \
    const double ay = fabs(zy);                                                          \
    const double md = (zx != 0.0 || ay != 0.0) ? sqrt(zx * zx + ay * ay) : 0.0;         \
    const double lx = log(md), ly = atan2(ay, zx);                                       \
    zx = lx + cx;                                                                        \
    zy = ly + cy;                                                                        \
  } while (0)
  if (type == 0 || type == 4) {
    double n = 0.0, d = 0.0;
    for (int k = 0; k < max_iters; k++) {
      n += 1.0;
      FM_DUCKS_STEP;
      if (n >= (double)min_iters) d += zx * zx + zy * zy;
    }
    if (type == 0) {
      int ir, ig, ib;
      fm_domain_color(zx, zy, &ir, &ig, &ib);
      s->rgb = fm_true_color(ir, ig, ib);
    } else {
      double v = pow(sqrt(d / n), (double)fm_cut_clamp((double)FM_PAR(ducks_colorScale), 0, 10));
      v *= fm_cut_clamp((double)FM_PAR(ducks_colorCycle), 1, 10);
      v += fm_cut_clamp((double)FM_PAR(ducks_colorOffset), -10, 10);
      if (fm_cut_jint(fm_cut_clamp((double)FM_PAR(ducks_colorMirror), 0, 1)) == 1)
        v = fmod(v, 2.0) < 1.0 ? 1.0 - fmod(v, 1.0) : fmod(v, 1.0); /* Java's %: fmod */
      else
        v = 1.0 - fmod(v, 1.0);
      const double a = fm_cut_clamp(v, 0.0, 1.0);
      r = c1r * (1 - a) + c2r * a;
      g = c1g * (1 - a) + c2g * a;
      b = c1b * (1 - a) + c2b * a;
      if (fm_cut_jint(fm_cut_clamp((double)FM_PAR(ducks_colorRainbow), 0, 1)) == 1) {
        /* the mix taken as hue, saturation, value (the class's hsv2rgb) */
        double h = r;
        const double sat = g, val = b;
        if (h == 1.0) h = 0.0;
        if (val == 0.0) {
          r = g = b = 0.0;
        } else if (sat == 0.0) {
          r = g = b = val;
        } else {
          h *= 6.0;
          const int i = fm_cut_jint(floor(h));
          const double f = h - (double)i;
          const double p = val * (1.0 - sat), q = val * (1.0 - sat * f), t = val * (1.0 - sat * (1.0 - f));
          switch (i) {
          case 0: r = val, g = t, b = p; break;
          case 1: r = q, g = val, b = p; break;
          case 2: r = p, g = val, b = t; break;
          case 3: r = p, g = q, b = val; break;
          case 4: r = t, g = p, b = val; break;
          case 5: r = val, g = p, b = q; break;
          default: r = g = b = 0.0; break;
          }
        }
      }
      s->rgb = fm_true_color(fm_dc_cast_channel(r), fm_dc_cast_channel(g), fm_dc_cast_channel(b));
    }
  } else {
    double ci_ = 0.0;
    if (type == 1) {
      double mean = 0.0;
      int it = 0;
      for (int k = 0; k < max_iters; k++) {
        FM_DUCKS_STEP;
        if (k > min_iters) {
          mean += (zx != 0.0 || zy != 0.0) ? sqrt(zx * zx + zy * zy) : 0.0;
          if (zx * zx + zy * zy > escape) {
            it = k;
            break;
          }
        }
      }
      mean /= (double)(it - min_iters);
      ci_ = 1.0 - fm_ducks_log2(0.5 * fm_ducks_log2(mean / contrast));
    } else if (type == 2) {
      double m = 0.0;
      for (int k = 0; k < max_iters; k++) {
        FM_DUCKS_STEP;
        if (k > min_iters) m = m * (1 - factor) + ((zx != 0.0 || zy != 0.0) ? sqrt(zx * zx + zy * zy) : 0.0) * factor;
        if (zx * zx + zy * zy > escape && k > min_iters) break;
      }
      ci_ = 1.0 - fm_ducks_log2(0.5 * fm_ducks_log2(m / contrast));
    } else {
      int m = 0;
      for (int k = 0; k < max_iters; k++) {
        FM_DUCKS_STEP;
        if (zx * zx + zy * zy > escape && k > min_iters) {
          m = k;
          break;
        }
      }
      ci_ = (double)m + 1.0 - fm_ducks_log2(0.5 * fm_ducks_log2(zx * zx + zy * zy));
    }
    col = ci_ / (double)max_iters;
    if (gradient == 0) {
      r = 0.5 + 0.5 * cos(6.0 * ci_ + c1r);
      g = 0.5 + 0.5 * cos(6.0 * ci_ + c1g);
      b = 0.5 + 0.5 * cos(6.0 * ci_ + c1b);
      s->rgb = fm_true_color(fm_dc_cast_channel(r), fm_dc_cast_channel(g), fm_dc_cast_channel(b));
    } else {
      s->color = (fm_real)col;
    }
  }
#undef FM_DUCKS_STEP
  s->px += w * (fm_real)(ci / size - 0.5);
  s->py += w * (fm_real)(cj / size - 0.5);
}

#endif
