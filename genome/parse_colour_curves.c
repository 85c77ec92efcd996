/*
 * parse_colour_curves.c — Apophysis 7X's and Fractorium's colour curves on a <flame>, read as
 * the editor that wrote the file draws them (kernels/colour_curves.h says how each bends a
 * colour).
 *
 * Two forms are written: curves="x y weight …" (Apophysis 7X: four points a curve, of the
 * overall, red, green and blue curves, 48 numbers), and overall_curve, red_curve, green_curve
 * and blue_curve="x y …" (Fractorium, which writes curves= beside them for Apophysis). Which
 * editor's curves they are:
 *   - any NAME_curve, or a version that names Fractorium (EMBER-…): Fractorium's. Each curve
 *     is its NAME_curve, else its four points of curves= (weights unread), else the identity;
 *     its points held to 0..1 and sorted by x, and Fractorium's own repairs made — a second
 *     point at (0, 0) of the first four becomes (0.25, 0.25), a fourth at (1, 1) (0.75,
 *     0.75) — then sorted again, as its spline sorts them; a point at the x of the one before
 *     it is dropped (Fractorium would divide by the zero between them);
 *   - curves= alone, in any other file: Apophysis'. Apophysis bends the colours unless every
 *     curve is its default (0,0) (0,0) (1,1) (1,1), whatever the weights;
 *   - in a file JWildfire wrote, none: JWildfire draws no colour curves.
 * Curves that bend nothing — Apophysis' defaults; Fractorium's with every point on the
 * diagonal from (0, 0) to (1, 1), which its spline draws as a straight line — leave the genome
 * without any (FM_CURVES_NONE), so that such a flame's finish keys and pixels are those of a
 * flame without curves. A value that is not a number, a curves= of other than 48 numbers or a
 * curve of more than FM_CURVE_POINTS points is said among what is not drawn, and the curves
 * left out.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "genome.h"
#include "parse_private.h"

static const char *const curve_names[4] = {"overall_curve", "red_curve", "green_curve", "blue_curve"};

int parse_colour_curves_attr(const char *name) {
  if (!strcmp(name, "curves")) return 1;
  for (int k = 0; k < 4; k++)
    if (!strcmp(name, curve_names[k])) return 1;
  return 0;
}

/* The numbers of attribute `name` into v (at most cap): how many, or -1 when one is not a finite
 * number or there are more than cap; 0 when the attribute is absent (*given 0). */
static int read_numbers(xmlNode *n, const char *name, double *v, int cap, int *given) {
  xmlChar *text = xmlGetProp(n, BAD_CAST name);
  *given = text != NULL;
  if (!text) return 0;
  int count = 0;
  const char *s = (const char *)text;
  for (;;) {
    while (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r' || *s == ',') s++;
    if (!*s) break;
    char *end;
    const double x = strtod(s, &end);
    if (end == s || !isfinite(x) || count == cap) {
      count = -1;
      break;
    }
    v[count++] = x;
    s = end;
  }
  xmlFree(text);
  return count;
}

static double unit(double v) { return v < 0.0 ? 0.0 : v > 1.0 ? 1.0 : v; }

static void sort_points(double *x, double *y, int count) {
  for (int i = 1; i < count; i++) /* insertion sort: a handful of points, and stable */
    for (int j = i; j > 0 && x[j - 1] > x[j]; j--) {
      const double tx = x[j], ty = y[j];
      x[j] = x[j - 1], y[j] = y[j - 1];
      x[j - 1] = tx, y[j - 1] = ty;
    }
}

/* Curve k of Fractorium's from its points (x y pairs, count of them), as its reader keeps them. */
static void fractorium_curve(fm_colour_curves *c, int k, const double *pairs, int count) {
  double *x = c->x[k], *y = c->y[k];
  for (int i = 0; i < count; i++) x[i] = unit(pairs[2 * i]), y[i] = unit(pairs[2 * i + 1]);
  sort_points(x, y, count);
  if (count >= 4) {
    if (x[0] == 0 && y[0] == 0 && x[1] == 0 && y[1] == 0) x[1] = y[1] = 0.25;
    if (x[2] == 1 && y[2] == 1 && x[3] == 1 && y[3] == 1) x[3] = y[3] = 0.75;
    sort_points(x, y, count);
  }
  int kept = 0;
  for (int i = 0; i < count; i++)
    if (kept == 0 || x[i] != x[kept - 1]) x[kept] = x[i], y[kept] = y[i], kept++;
  if (kept < 2) { /* nothing to draw a curve through: the identity */
    x[0] = y[0] = 0.0;
    x[1] = y[1] = 1.0;
    kept = 2;
  }
  c->count[k] = kept;
}

static int fractorium_bends(const fm_colour_curves *c) {
  for (int k = 0; k < 4; k++) {
    const int last = c->count[k] - 1;
    if (c->x[k][0] != 0.0 || c->x[k][last] != 1.0) return 1;
    for (int i = 0; i <= last; i++)
      if (c->x[k][i] != c->y[k][i]) return 1;
  }
  return 0;
}

static int apophysis_bends(const fm_colour_curves *c) {
  static const double def[4] = {0.0, 0.0, 1.0, 1.0};
  for (int k = 0; k < 4; k++)
    for (int i = 0; i < 4; i++)
      if (c->x[k][i] != def[i] || c->y[k][i] != def[i]) return 1;
  return 0;
}

void parse_colour_curves(parser *p, xmlNode *n, genome *g) {
  fm_colour_curves *c = &g->colour_curves;
  memset(c, 0, sizeof *c);
  double apo[48], pairs[4][2 * FM_CURVE_POINTS];
  int apo_given, named_given[4], named_count[4], any_named = 0, bad = 0;
  const int apo_count = read_numbers(n, "curves", apo, 48, &apo_given);
  if (apo_given && apo_count != 48) bad = 1;
  for (int k = 0; k < 4; k++) {
    named_count[k] = read_numbers(n, curve_names[k], pairs[k], 2 * FM_CURVE_POINTS, &named_given[k]);
    any_named |= named_given[k];
    if (named_given[k] && (named_count[k] < 0 || named_count[k] % 2)) bad = 1;
  }
  if (!apo_given && !any_named) return;
  if (!strncmp(p->version, "JWildfire", 9)) return; /* it draws none, whatever it kept */
  if (bad) {
    parse_unsupported_feature(p, "colour curves that are not numbers, or of more than 16 points a curve");
    return;
  }
  if (any_named || !strncmp(p->version, "EMBER", 5)) {
    for (int k = 0; k < 4; k++) {
      if (named_given[k]) {
        fractorium_curve(c, k, pairs[k], named_count[k] / 2);
      } else if (apo_given) {
        double four[8];
        for (int i = 0; i < 4; i++) four[2 * i] = apo[12 * k + 3 * i], four[2 * i + 1] = apo[12 * k + 3 * i + 1];
        fractorium_curve(c, k, four, 4);
      } else {
        const double identity[4] = {0.0, 0.0, 1.0, 1.0};
        fractorium_curve(c, k, identity, 2);
      }
    }
    c->model = fractorium_bends(c) ? FM_CURVES_FRACTORIUM : FM_CURVES_NONE;
  } else {
    for (int k = 0; k < 4; k++) {
      c->count[k] = 4;
      for (int i = 0; i < 4; i++) {
        c->x[k][i] = apo[12 * k + 3 * i];
        c->y[k][i] = apo[12 * k + 3 * i + 1];
        c->weight[k][i] = apo[12 * k + 3 * i + 2];
      }
    }
    c->model = apophysis_bends(c) ? FM_CURVES_APOPHYSIS : FM_CURVES_NONE;
  }
  if (c->model == FM_CURVES_NONE) memset(c, 0, sizeof *c);
}
