/*
 * motion_curve.c — JWildfire's motion curves (see motion_curve.h): their attributes recorded,
 * and a curve's value at a frame as JWildfire's Envelope computes it.
 *
 * JWildfire samples the whole curve into an array (both coordinates as functions of the
 * curve's parameter), then walks the array for the first sample whose rounded x passes the
 * frame and joins it to the one before by a straight line. The array is longer than the
 * samples it holds (n × (subdiv + 5) entries, the rest zeros) and the walk does not stop at
 * its last sample, so a curve whose samples all stay at or below the frame (points out of
 * order) meets those zeros. Here the samples are made one at a time in the same order, with
 * the same sums (u += du, not k·du), and the walk stops where JWildfire's stops; the zeros are
 * accounted for without being stored.
 */
#include "motion_curve.h"

#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* ---- the evaluation ------------------------------------------------------------------- */

/* Java's (int) of a double: toward zero, saturating, NaN to 0. */
static int java_int(double v) {
  if (!(v == v)) return 0;
  if (v >= (double)INT_MAX) return INT_MAX;
  if (v <= (double)INT_MIN) return INT_MIN;
  return (int)v;
}

int jwf_ftoi(double v) { return v > 0 ? java_int(v + 0.5) : v < 0 ? java_int(0.0 - (fabs(v) + 0.5)) : 0; }

/* Java's int subtraction, which wraps. */
static int java_sub(int a, int b) { return (int)(int32_t)((uint32_t)a - (uint32_t)b); }

/* Samples a segment between two points gets: 1.6 a frame of the widest gap, at least 3
 * (JWildfire's calcSubDivPRV). */
static int sample_count(const int *x, int n) {
  int widest = java_sub(x[1], x[0]);
  for (int i = 1; i < n - 1; i++) {
    const int gap = java_sub(x[i + 1], x[i]);
    if (gap > widest) widest = gap;
  }
  const int subdiv = java_int(1.6 * widest + 0.5);
  return subdiv < 3 ? 3 : subdiv;
}

/* Catmull-Rom with JWildfire's tension, the terms summed in its order. */
static double spline_at(double u, double a, double b, double c, double d) {
  const double t = 0.5;
  double r = u * u * u * (-t * a + (2.0 - t) * b + (t - 2.0) * c + t * d);
  r = r + u * u * (2 * t * a + (t - 3.0) * b + (3.0 - 2.0 * t) * c - t * d);
  r = r + u * (-t * a + t * c);
  return r + b;
}

/* The quadratic Bézier through a and c with control b, in JWildfire's order of operations. */
static double bezier_at(double u, double a, double b, double c) {
  double h = u * u;
  double r = a - b - b + c;
  r *= h;
  h = -a - a + b + b;
  h *= u;
  r += h;
  return r + a;
}

/* The walk over the samples: the last one at or below the frame, and the first past it. */
typedef struct walk {
  double frame;
  int have_left, have_right;
  double xl, yl, xr, yr;
} walk;

/* Takes one sample; 1 once the walk has stopped. */
static int walk_take(walk *w, double sx, double sy) {
  if (jwf_ftoi(sx) <= w->frame) {
    w->have_left = 1, w->xl = sx, w->yl = sy;
    return 0;
  }
  w->have_right = 1, w->xr = sx, w->yr = sy;
  return 1;
}

/* One coordinate of sample u of segment i: x (ints as doubles) or y, by the curve's shape. */
static double coordinate(enum jwf_curve_shape shape, const double *src, int n, int i, double u) {
  if (shape == JWF_CURVE_SPLINE) {
    const double a = src[i == 0 ? 0 : i - 1], d = src[i == n - 2 ? i + 1 : i + 2];
    return spline_at(u, a, src[i], src[i + 1], d);
  }
  /* BEZIER: segment i of 1 … n - 2, between the midpoints around point i */
  const double a = i == 1 ? src[i - 1] : 0.5 * (src[i - 1] + src[i]);
  const double c = i == n - 2 ? src[i + 1] : 0.5 * (src[i] + src[i + 1]);
  return bezier_at(u, a, src[i], c);
}

int jwf_curve_eval(const int *x, const double *y, int n, enum jwf_curve_shape shape, double frame, double *value) {
  *value = 0.0;
  if (n <= 0) return 0;
  if (n == 1) {
    *value = y[0];
    return 0;
  }
  int xmin = x[0], xmax = x[0];
  for (int i = 1; i < n; i++) {
    if (x[i] < xmin) xmin = x[i];
    else if (x[i] > xmax) xmax = x[i];
  }
  if (frame <= xmin) {
    *value = y[0];
    return 0;
  }
  if (frame >= xmax) {
    *value = y[n - 1];
    return 0;
  }
  const int subdiv = sample_count(x, n);
  /* JWildfire's array: n × (subdiv + 5) entries; each SPLINE or BEZIER segment fills
   * subdiv + 1 of them while du stays above its 1e-5 tolerance, a LINEAR one subdiv. */
  if ((double)n * (subdiv + 5.0) > JWF_CURVE_MAX_SAMPLES || subdiv > 100000) return -1;
  const long long entries = (long long)n * (subdiv + 5);
  if (n == 2 || (shape != JWF_CURVE_SPLINE && shape != JWF_CURVE_BEZIER)) shape = JWF_CURVE_LINEAR;
  double *xs = malloc((size_t)n * sizeof *xs);
  if (!xs) return -1;
  for (int i = 0; i < n; i++) xs[i] = x[i];
  walk w = {.frame = frame};
  long long made = 0;
  int stopped = 0;
  if (shape == JWF_CURVE_LINEAR) {
    for (int i = 0; i < n - 1 && !stopped; i++) {
      double sx = xs[i], sy = y[i];
      const double dx = (xs[i + 1] - xs[i]) / (double)(subdiv - 1), dy = (y[i + 1] - y[i]) / (double)(subdiv - 1);
      for (int j = 0; j < subdiv && !stopped; j++, made++) {
        stopped = walk_take(&w, sx, sy);
        sx += dx;
        sy += dy;
      }
    }
  } else {
    const double du = 1.0 / (double)subdiv, small = 1.0e-5;
    for (int i = shape == JWF_CURVE_SPLINE ? 0 : 1; i < n - 1 && !stopped; i++) {
      double u = 0.0;
      do {
        stopped = walk_take(&w, coordinate(shape, xs, n, i, u), coordinate(shape, y, n, i, u));
        u += du;
        made++;
      } while (!stopped && u < 1.0 + small);
    }
  }
  free(xs);
  if (!stopped && made < entries) { /* the array's zeros */
    if (jwf_ftoi(0.0) <= frame) w.have_left = 1, w.xl = 0.0, w.yl = 0.0;
    else w.have_right = 1, w.xr = 0.0, w.yr = 0.0;
  }
  if (w.have_left && w.have_right) {
    const double xdist = w.xr - w.xl;
    *value = xdist < 0.00000001 ? w.xl : w.yl + (frame - w.xl) / xdist * (w.yr - w.yl);
  } else if (w.have_left) {
    *value = w.yl;
  } else if (w.have_right) {
    *value = w.yr;
  }
  return 0;
}

/* ---- the attributes ------------------------------------------------------------------- */

/* A curve's members as JWildfire writes them (AbstractFlameWriter.addMotionCurveAttributes). */
static const char *const members[] = {"enabled",      "view_xmin", "view_xmax",   "view_ymin", "view_ymax",
                                      "parent_curve", "interpolation", "selected_idx", "locked", "point_count", NULL};

/* "x12" or "y12": the point's index, else -1. */
static int point_member(const char *m, char which) {
  if (m[0] != which || !m[1] || strspn(m + 1, "0123456789") != strlen(m + 1) || strlen(m + 1) > 6) return -1;
  return atoi(m + 1);
}

int jwf_curve_split(const char *attr, char *prefix, size_t prefix_size, const char **member) {
  const size_t len = strlen(attr);
  const char *m = NULL;
  for (int i = 0; members[i] && !m; i++) {
    const size_t k = strlen(members[i]);
    if (len > k + 1 && attr[len - k - 1] == '_' && !strcmp(attr + len - k, members[i])) m = attr + len - k;
  }
  if (!m) {
    const char *u = strrchr(attr, '_');
    if (u && u > attr && (point_member(u + 1, 'x') >= 0 || point_member(u + 1, 'y') >= 0)) m = u + 1;
  }
  if (!m || (size_t)(m - 1 - attr) >= prefix_size) return 0;
  memcpy(prefix, attr, (size_t)(m - 1 - attr));
  prefix[m - 1 - attr] = 0;
  *member = m;
  return 1;
}

static jwf_curve *find(jwf_curves *cs, const char *name) {
  for (int i = 0; i < cs->n; i++)
    if (!strcmp(cs->c[i].name, name)) return &cs->c[i];
  return NULL;
}

const jwf_curve *jwf_curves_find(const jwf_curves *cs, const char *name) { return find((jwf_curves *)cs, name); }

/* The curve called name, new (no points, SPLINE, not enabled) if not recorded yet. */
static jwf_curve *curve_of(jwf_curves *cs, const char *name) {
  jwf_curve *c = find(cs, name);
  if (c) return c;
  if (cs->n == cs->cap) {
    const int cap = cs->cap ? 2 * cs->cap : 8;
    jwf_curve *grown = realloc(cs->c, (size_t)cap * sizeof *grown);
    if (!grown) return NULL;
    cs->c = grown;
    cs->cap = cap;
  }
  c = &cs->c[cs->n++];
  memset(c, 0, sizeof *c);
  snprintf(c->name, sizeof c->name, "%s", name);
  c->shape = JWF_CURVE_SPLINE;
  c->count = -1;
  return c;
}

/* Point i's storage, grown as far as JWF_CURVE_MAX_POINTS (the values may come before the
 * count); -1 out of memory, 1 for an index past the bound (which no readable count reaches). */
static int point_slot(jwf_curve *c, int i) {
  if (i >= JWF_CURVE_MAX_POINTS) return 1;
  if (i < c->room) return 0;
  int room = c->room ? c->room : 4;
  while (room <= i) room *= 2;
  if (room > JWF_CURVE_MAX_POINTS) room = JWF_CURVE_MAX_POINTS;
  int *gx = realloc(c->x, (size_t)room * sizeof *gx);
  if (!gx) return -1;
  c->x = gx;
  double *gy = realloc(c->y, (size_t)room * sizeof *gy);
  if (!gy) return -1;
  c->y = gy;
  for (int k = c->room; k < room; k++) c->x[k] = 0, c->y[k] = 0.0; /* Java's arrays start at 0 */
  c->room = room;
  return 0;
}

/* Java's Integer.parseInt: an optional sign and decimal digits, within an int. */
static int parse_java_int(const char *s, int *out) {
  const char *d = s + (*s == '-' || *s == '+');
  if (!*d || strspn(d, "0123456789") != strlen(d) || strlen(d) > 10) return -1;
  const long long v = strtoll(s, NULL, 10);
  if (v < INT_MIN || v > INT_MAX) return -1;
  *out = (int)v;
  return 0;
}

/* Java's Double.parseDouble, near enough: a whole decimal number (NaN and infinities are
 * refused: a value that is not finite is not drawn). */
static int parse_java_double(const char *s, double *out) {
  char *end;
  const double v = strtod(s, &end);
  while (end != s && (*end == ' ' || *end == '\t')) end++;
  if (end == s || *end || !isfinite(v)) return -1;
  *out = v;
  return 0;
}

int jwf_curves_set(jwf_curves *cs, const char *name, const char *member, const char *value) {
  int known = 0;
  for (int i = 0; members[i]; i++) known |= !strcmp(member, members[i]);
  const int px = point_member(member, 'x'), py = point_member(member, 'y');
  if (!known && px < 0 && py < 0) return 0;
  jwf_curve *c = curve_of(cs, name);
  if (!c) return -1;
  if (!strcmp(member, "enabled")) {
    c->enabled = !strcasecmp(value, "true"); /* Java's Boolean.parseBoolean */
  } else if (!strcmp(member, "interpolation")) {
    if (!strcmp(value, "SPLINE")) c->shape = JWF_CURVE_SPLINE;
    else if (!strcmp(value, "BEZIER")) c->shape = JWF_CURVE_BEZIER;
    else if (!strcmp(value, "LINEAR")) c->shape = JWF_CURVE_LINEAR;
    else c->bad = 1; /* Interpolation.valueOf fails: JWildfire cannot read the file */
  } else if (!strcmp(member, "point_count")) {
    int n;
    if (parse_java_int(value, &n) < 0 || n < 0 || n > JWF_CURVE_MAX_POINTS) c->bad = 1;
    else c->count = n;
  } else if (!strcmp(member, "parent_curve")) {
    snprintf(c->parent, sizeof c->parent, "%s", value);
  } else if (px >= 0 || py >= 0) {
    const int at = px >= 0 ? px : py;
    const int slot = point_slot(c, at);
    if (slot < 0) return -1;
    if (slot > 0) return 1; /* past any count a curve may have */
    if (px >= 0 && parse_java_int(value, &c->x[at]) < 0) c->bad = 1;
    if (py >= 0 && parse_java_double(value, &c->y[at]) < 0) c->bad = 1;
  }
  return 1;
}

int jwf_curves_is_parent(const jwf_curves *cs, const jwf_curve *c) {
  for (int i = 0; i < cs->n; i++)
    if (&cs->c[i] != c && !strcmp(cs->c[i].parent, c->name)) return 1;
  return 0;
}

int jwf_curves_value(const jwf_curves *cs, const jwf_curve *c, double frame, double *value) {
  *value = 0.0;
  for (int depth = 0; c; depth++) {
    /* a chain longer than the curves loops; a curve without points is none JWildfire writes */
    if (depth > cs->n || c->bad || c->count < 1) return -1;
    const int n = c->count < 0 ? 0 : c->count;
    const int *x = c->x;
    const double *y = c->y;
    int *xs = NULL;
    double *ys = NULL;
    if (n > c->room) { /* points the file never gave: 0, as Java's arrays */
      xs = calloc((size_t)n, sizeof *xs), ys = calloc((size_t)n, sizeof *ys);
      if (!xs || !ys) {
        free(xs), free(ys);
        return -1;
      }
      for (int i = 0; i < c->room; i++) xs[i] = c->x[i], ys[i] = c->y[i];
      x = xs, y = ys;
    }
    double v;
    const int rc = jwf_curve_eval(x, y, n, c->shape, frame, &v);
    free(xs), free(ys);
    if (rc < 0) return -1;
    *value += v;
    if (!c->parent[0]) break;
    c = jwf_curves_find(cs, c->parent);
    if (!c) return -1; /* a parent named but not written */
  }
  return 0;
}

void jwf_curves_clear(jwf_curves *cs) {
  for (int i = 0; i < cs->n; i++) {
    free(cs->c[i].x);
    free(cs->c[i].y);
  }
  free(cs->c);
  memset(cs, 0, sizeof *cs);
}
