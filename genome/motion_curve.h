/*
 * motion_curve.h — JWildfire's motion curves: a value of the flame, of an xform or of a
 * variation keyed at frames. A JWildfire file keeps the points of every curve beside the value
 * itself, and JWildfire draws a still with each enabled curve evaluated at the flame's frame
 * (AnimationService.evalMotionCurves, which its command-line render, its render dialog and its
 * GPU export all call): the value written in the file is whatever the editor last showed, not
 * what JWildfire draws. genome/parse_curves.c reads the curves and puts their values in place.
 *
 *   jwf_curves cs = {0};
 *   jwf_curves_set(&cs, "xyCoeff20Curve", "point_count", "2");   // each attribute as read
 *   jwf_curves_set(&cs, "xyCoeff20Curve", "x0", "1");  …
 *   double v;
 *   if (jwf_curves_value(&cs, &cs.c[0], frame, &v) == 0) …        // its parents added
 *   jwf_curves_clear(&cs);
 *
 * The evaluation is JWildfire's Envelope.evaluate, checked against JWildfire's own code
 * (tests/tools/jwf_curve_refs.sh, tests/unit/test_editors.c).
 */
#ifndef FLAMEBUILD_MOTION_CURVE_H
#define FLAMEBUILD_MOTION_CURVE_H

#include <stddef.h>

/* JWildfire's Tools.FTOI, how it reads a whole number from a double (a curve's frame, a
 * variation's mode): to the nearest, halves away from zero, saturating as Java's (int). */
int jwf_ftoi(double v);

/* How a curve runs between its points (JWildfire's Envelope.Interpolation). A curve of one or
 * two points is linear whatever it says. */
enum jwf_curve_shape { JWF_CURVE_SPLINE, JWF_CURVE_BEZIER, JWF_CURVE_LINEAR };

/* The most points a curve may have: a file that claims more is refused its curve (an absurd
 * point_count must not allocate gigabytes). */
#define JWF_CURVE_MAX_POINTS 4096

/* The most samples a curve is drawn with between its points: JWildfire takes 1.6 a frame of
 * its widest gap, and a gap of millions of frames would take seconds (JWildfire itself fails
 * past some 400,000 a gap). */
#define JWF_CURVE_MAX_SAMPLES (1 << 22)

/* The value at `frame` of the curve through (x[i], y[i]), i < n, as JWildfire's Envelope
 * evaluates it, into *value: the first point's y up to the smallest x, the last point's from
 * the largest, and between them the curve sampled (Catmull-Rom for SPLINE, quadratic Bézier
 * through the midpoints for BEZIER, straight for LINEAR; both coordinates as functions of the
 * curve's parameter, 1.6 samples a frame of the widest gap) and the samples joined by straight
 * lines. JWildfire's own quirks are kept: a sample's x is rounded before it is compared, and
 * two samples closer than 1e-8 give the x of the first. n = 0 gives 0. Returns 0, or -1 when
 * the curve needs more than JWF_CURVE_MAX_SAMPLES samples. */
int jwf_curve_eval(const int *x, const double *y, int n, enum jwf_curve_shape shape, double frame, double *value);

/* Splits a curve's attribute name into the curve's prefix and the member, as JWildfire writes
 * them (PREFIX_enabled, PREFIX_x3 …): 1 when `attr` ends with a member, else 0. */
int jwf_curve_split(const char *attr, char *prefix, size_t prefix_size, const char **member);

typedef struct jwf_curve {
  char name[96];       /* the attributes' prefix without its "_": "xyCoeff20Curve", "weightCurve",
                          "linear3D_amountCurve", "dinis_surface_wf_a", "parent4711Curve" */
  int enabled;
  enum jwf_curve_shape shape;
  int count;           /* point_count; -1 while not read */
  int *x;              /* the points as read, room of each (those not read are 0, as Java's) */
  double *y;
  int room;
  char parent[96];     /* the prefix of the curve added to this one ("" for none) */
  int bad;             /* a value that JWildfire would not read (a fractional x, a count out of
                          range): the curve is not evaluated */
} jwf_curve;

typedef struct jwf_curves {
  jwf_curve *c;
  int n, cap;
} jwf_curves;

/* Records attribute NAME_MEMBER of a curve, its prefix NAME (`name`) and what follows
 * (`member`: enabled, interpolation, point_count, x0, y0 …, parent_curve, and the editor's
 * view_xmin … locked, which change nothing drawn). Returns 1 when member is one of a curve's,
 * 0 when it is not (the attribute is something else), -1 out of memory. */
int jwf_curves_set(jwf_curves *cs, const char *name, const char *member, const char *value);

/* The curve recorded under `name`, or NULL. */
const jwf_curve *jwf_curves_find(const jwf_curves *cs, const char *name);

/* Whether another curve names c as its parent (a parent is reached only through its child). */
int jwf_curves_is_parent(const jwf_curves *cs, const jwf_curve *c);

/* c's value at `frame` with its parents' added (JWildfire's evalCurve) into *value: 0, or -1
 * when c or a parent is unreadable (bad, or without points: JWildfire writes none such) or the
 * chain does not end. */
int jwf_curves_value(const jwf_curves *cs, const jwf_curve *c, double frame, double *value);

/* Frees the curves; cs is empty and reusable afterwards. */
void jwf_curves_clear(jwf_curves *cs);

#endif
