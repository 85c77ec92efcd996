/*
 * colour_curves.h — Apophysis 7X's and Fractorium's colour curves: an overall curve and one per
 * channel that bend the finished colours, each editor's own way. Written once in the common
 * subset of C17 and CUDA C++, in double; kernels/tonemap.h applies them inside the tone map, so
 * the CPU's finish and the GPU's finishing kernels bend a pixel with the same formula. Reaches
 * NVRTC as a named header.
 *
 * Apophysis 7X (its ImageMaker): each curve is a rational cubic Bézier of four points with a
 * weight each; the value of a channel v (0..256, before the background is added) becomes
 * 256·C(O(v/256)), where O and C are the overall and the channel's curves read as the Bézier's
 * y at the parameter t = v/256 — the curve's y against its parameter, not against its x, as
 * Apophysis reads it. Apophysis tabulates that at 257 steps and rounds twice; flamebuild
 * evaluates it where the colour lies, unrounded until the output's quantising, as it keeps
 * every colour. A value outside 0..256 is left alone, as Apophysis leaves it, and so is 0: its
 * table's first entries are 0 whatever the curves (and a pixel of no density is its background,
 * unbent).
 *
 * Fractorium: each curve is a list of points (x, y), sorted by x, through which its Spline
 * passes piecewise cubics whose second derivatives at the inner points it estimates from the
 * neighbouring slopes (not a solved natural spline: its own formula, followed here); x is held
 * to the first and last points' range. The colour c (0..1, with the background, before the
 * clamp) becomes C(O(c)), each argument held to 0..1 first, as its table lookups hold their
 * index. Fractorium tabulates at 65,536 steps in float; flamebuild evaluates in double.
 *
 * Both editors' formulas are checked against their own code by test_colour_curves (the
 * values tests/tools/ember_refs.sh and tests/tools/apo_curve_refs.sh compute).
 */
#ifndef FLAMEBUILD_KERNELS_COLOUR_CURVES_H
#define FLAMEBUILD_KERNELS_COLOUR_CURVES_H

#include "flame_math.h"

/* Points a curve holds: Fractorium writes 5 by default, Apophysis always 4. */
#define FM_CURVE_POINTS 16

enum fm_curves_model { FM_CURVES_NONE, FM_CURVES_APOPHYSIS, FM_CURVES_FRACTORIUM };

/* Curve 0 is the overall one, 1-3 red, green and blue. Apophysis' use points 0-3 and weight;
 * Fractorium's count[k] points (2 or more, x strictly increasing: genome/parse_editors.c
 * makes them so). */
typedef struct fm_colour_curves {
  int model; /* enum fm_curves_model; NONE: the colours pass unbent */
  int count[4];
  double x[4][FM_CURVE_POINTS], y[4][FM_CURVE_POINTS];
  double weight[4][4];
} fm_colour_curves;

/* Apophysis' BezierFunc: the y of curve k at parameter t. Its solver leaves the point unset when
 * the denominator is 0 or a sum is not a number; that unset point reads as 0 here, and so does
 * a quotient that is not a number (weights so large that both sums overflow). */
FM_FN double fm_curve_bezier(const fm_colour_curves *c, int k, double t) {
  const double s = 1.0 - t;
  const double b0 = c->weight[k][0] * s * s * s, b1 = c->weight[k][1] * s * s * 3.0 * t;
  const double b2 = c->weight[k][2] * s * 3.0 * t * t, b3 = c->weight[k][3] * t * t * t;
  const double nom = b0 * c->y[k][0] + b1 * c->y[k][1] + b2 * c->y[k][2] + b3 * c->y[k][3];
  const double denom = b0 + b1 + b2 + b3;
  if (nom != nom || denom != denom || denom == 0.0) return 0.0;
  const double y = nom / denom;
  return y == y ? y : 0.0;
}

/* Fractorium's Spline estimate of the second derivative (over 2, its ftt) at point i of curve
 * k: 0 at the ends, else from the slopes on either side. */
FM_FN double fm_curve_spline_ftt(const fm_colour_curves *c, int k, int i) {
  const int n = c->count[k] - 1;
  if (i <= 0 || i >= n) return 0.0;
  const double w0 = c->x[k][i] - c->x[k][i - 1], w1 = c->x[k][i + 1] - c->x[k][i];
  const double h0 = (c->y[k][i] - c->y[k][i - 1]) / w0, h1 = (c->y[k][i + 1] - c->y[k][i]) / w1;
  return 3.0 * (h1 - h0) / (w1 + w0);
}

/* Fractorium's Spline::Interpolate of curve k at x. */
FM_FN double fm_curve_spline(const fm_colour_curves *c, int k, double x) {
  const int n = c->count[k] - 1;
  x = x < c->x[k][0] ? c->x[k][0] : x > c->x[k][n] ? c->x[k][n] : x;
  int j = 0;
  while (j < n - 1 && x > c->x[k][j + 1]) j++;
  const double w = c->x[k][j + 1] - c->x[k][j], h = (c->y[k][j + 1] - c->y[k][j]) / w;
  const double f0 = fm_curve_spline_ftt(c, k, j), f1 = fm_curve_spline_ftt(c, k, j + 1);
  const double a = (f1 - f0) / (6.0 * w), b = f0 / 2.0, cc = h - w * (f1 + 2.0 * f0) / 6.0;
  const double dx = x - c->x[k][j];
  return a * (dx * dx * dx) + b * (dx * dx) + cc * dx + c->y[k][j];
}

FM_FN double fm_clamp_unit(double v) { return v < 0.0 ? 0.0 : v > 1.0 ? 1.0 : v; }

/* Apophysis' bend of channel ch (1 red … 3 blue) at v, on its 0..256 scale. */
FM_FN double fm_curves_apophysis(const fm_colour_curves *c, int ch, double v) {
  if (!(v > 0.0 && v <= 256.0)) return v;
  return 256.0 * fm_curve_bezier(c, ch, fm_curve_bezier(c, 0, v * (1.0 / 256.0)));
}

/* Fractorium's bend of channel ch at v, a colour on its 0..1 scale; a NaN passes through, and a
 * curve whose points lie so close that its slopes overflow leaves the colour unbent. */
FM_FN double fm_curves_fractorium(const fm_colour_curves *c, int ch, double v) {
  if (v != v) return v;
  const double bent = fm_curve_spline(c, ch, fm_clamp_unit(fm_curve_spline(c, 0, fm_clamp_unit(v))));
  return bent == bent ? bent : v;
}

#endif
