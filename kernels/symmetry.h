/*
 * symmetry.h — JWildfire's post symmetry (its post_symmetry_type: DefaultRenderIterationState's
 * PointSymmetryProjector, XAxisSymmetryProjector, YAxisSymmetryProjector): each sample, after
 * the final xforms and before the camera, is plotted more than once, where the flame itself has
 * no such symmetry. Applied where the 3D camera is (camera3d.h): render/iterate.c on the CPU,
 * trajectory.h on the GPU and in its emulation — one text for all three.
 *
 *   POINT: the sample, then its turns about the centre by 2π·i/order for i = 0 … order − 1,
 *     order at most 64 — the first turn is by 0, so JWildfire plots the sample itself twice —;
 *     none for an order below 2.
 *   X_AXIS: two copies and not the sample: its mirror image across the vertical line through
 *     the centre and the sample itself, pushed apart by the distance (each half of it outward),
 *     then each turned about the centre by the rotation (degrees), one each way. Y_AXIS: the
 *     same across the horizontal line.
 *
 * JWildfire divides its brightness factor (LogScaleCalculator's k1) by the order (POINT, the
 * order as the file gives it, also above 64) or by 2 (an axis): fm_post_symmetry_divisor, which
 * render/density.c applies. The copies share the sample's colour and opacity; each goes through
 * the camera on its own (its own depth-of-field and antialiasing draws).
 *
 * Common subset of C17 and CUDA C++ (flame_math.h's rules).
 */
#ifndef FLAMEBUILD_SYMMETRY_H
#define FLAMEBUILD_SYMMETRY_H

#include "flame_math.h"

/* genome_post_symmetry's numbers (genome/genome.h) */
enum { FM_SYMMETRY_NONE, FM_SYMMETRY_POINT, FM_SYMMETRY_X_AXIS, FM_SYMMETRY_Y_AXIS };
/* JWildfire's most turns of POINT */
#define FM_SYMMETRY_MAX_ORDER 64

/* The copies of one flame's post symmetry, set up once a sub-frame (fm_post_symmetry_setup). */
typedef struct fm_post_symmetry {
  int type;          /* FM_SYMMETRY_*; NONE when copies is 1 */
  int copies;        /* plots a sample makes: 1 (none), 2 (an axis), 1 + the order (POINT) */
  double cx, cy;     /* the centre */
  double half;       /* an axis: half the distance its two copies are pushed apart */
  double cosa, sina; /* an axis: the rotation its copies are turned by; POINT: one turn's step */
} fm_post_symmetry;

FM_FN void fm_post_symmetry_setup(fm_post_symmetry *s, int type, int order, double cx, double cy, double distance,
                                  double rotation_degrees) {
  s->type = FM_SYMMETRY_NONE;
  s->copies = 1;
  s->cx = cx, s->cy = cy;
  s->half = distance / 2.0;
  s->cosa = 1.0, s->sina = 0.0;
  if (type == FM_SYMMETRY_POINT && order > 1) {
    const int turns = order < FM_SYMMETRY_MAX_ORDER ? order : FM_SYMMETRY_MAX_ORDER;
    const double step = 2.0 * FM_PI / (double)turns;
    s->type = type;
    s->copies = 1 + turns;
    s->cosa = cos(step), s->sina = sin(step);
  } else if (type == FM_SYMMETRY_X_AXIS || type == FM_SYMMETRY_Y_AXIS) {
    const double a = rotation_degrees * FM_PI / 180.0;
    s->type = type;
    s->copies = 2;
    s->cosa = cos(a), s->sina = sin(a);
  }
}

/* What JWildfire divides its brightness factor by: the order (POINT; 1 below 1, where JWildfire
 * would divide by 0 or less and draw nothing), 2 (an axis), else 1. */
FM_FN double fm_post_symmetry_divisor(int type, int order) {
  if (type == FM_SYMMETRY_POINT) return order > 1 ? (double)order : 1.0;
  return type == FM_SYMMETRY_X_AXIS || type == FM_SYMMETRY_Y_AXIS ? 2.0 : 1.0;
}

/* Copy c (0 ≤ c < copies, in turn) of the sample at (x, y) into (*ox, *oy). *cr, *sr carry
 * POINT's turn from one copy to the next (start them at 1, 0): turn i is turn i − 1 times the
 * step, where JWildfire sums the angle and takes its sine and cosine; the two differ by a few
 * units in the last place after 64 turns. */
FM_FN void fm_post_symmetry_copy(const fm_post_symmetry *s, int c, double x, double y, double *cr, double *sr,
                                 double *ox, double *oy) {
  const double dx = x - s->cx, dy = y - s->cy;
  if (s->type == FM_SYMMETRY_POINT) {
    if (c == 0) {
      *ox = x, *oy = y;
      return;
    }
    if (c > 1) {
      const double r = *cr * s->cosa - *sr * s->sina;
      *sr = *sr * s->cosa + *cr * s->sina;
      *cr = r;
    }
    /* turned by minus the angle, as JWildfire turns it */
    *ox = s->cx + dx * *cr + dy * *sr;
    *oy = s->cy + dy * *cr - dx * *sr;
    return;
  }
  /* an axis: copy 0 pushed out on the sample's side, copy 1 mirrored and pushed out on the other */
  const double sign = c == 0 ? 1.0 : -1.0;
  double ax = dx, ay = dy;
  if (s->type == FM_SYMMETRY_X_AXIS) ax = sign * (dx + s->half);
  else ay = sign * (dy + s->half);
  const double sa = sign * s->sina; /* copy 0 turned one way, copy 1 the other */
  *ox = s->cx + ax * s->cosa + ay * sa;
  *oy = s->cy + ay * s->cosa - ax * sa;
}

#endif
