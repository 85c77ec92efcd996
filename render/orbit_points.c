/*
 * orbit_points.c — the orbits of JWildfire's hopalong, threeply, macmillan and gingerbread_man
 * (orbit_points.h),
 * walked as their Funcs walk them: the same steps on the same doubles, in the same order.
 */
#include "orbit_points.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* A double as its nearest float and what is left of it. */
static void split(double v, float *out) {
  out[0] = (float)v;
  out[1] = (float)(v - (double)out[0]);
}

typedef struct settings {
  int kind, unused; /* (named, so that the key has no padding of chance) */
  double a, b, c, x0, y0;
} settings;

/* Java's Math.signum: ±1, or the argument itself (±0, NaN). */
static double java_signum(double v) { return v > 0 ? 1.0 : v < 0 ? -1.0 : v; }

static float *build(const void *key, uint32_t *count) {
  const settings *k = key;
  float *xy = malloc((size_t)ORBIT_POINTS * 4 * sizeof *xy);
  if (!xy) return NULL;
  const double a = k->a, b = k->b, c = k->c;
  double x = k->x0, y = k->y0, xa = k->x0; /* macmillan's init(): xa = x0, y = y0 */
  const double threeply_cos = cos(b), threeply_sin = sin(a + b + c);
  for (uint32_t i = 0; i < ORBIT_POINTS; i++) {
    double ox, oy;
    if (k->kind == ORBIT_HOPALONG) { /* HopalongFunc.transform: the Martin map */
      const double x1 = y - java_signum(x) * sqrt(fabs(b * x - c)), y1 = a - x;
      x = x1, y = y1;
      ox = x, oy = y;
    } else if (k->kind == ORBIT_THREEPLY) { /* ThreeplyFunc.transform: its int sign times the bracket */
      const int sgn = x > 0 ? 1 : x < 0 ? -1 : 0;
      const double xn = y - sgn * fabs(sin(x) * threeply_cos + c - x * threeply_sin), yn = a - x;
      x = xn, y = yn;
      ox = 0.001 * x, oy = 0.001 * y;
    } else if (k->kind == ORBIT_GINGERBREAD) { /* GingerBreadManFunc.transform */
      const double xn = 1 - y + fabs(x), yn = x;
      x = xn, y = yn;
      ox = x, oy = y;
    } else { /* MacMillanFunc.transform: two steps of the map a call, the second's point */
      double t = y;
      y = -xa + 2. * a * (y / (1 + y * y)) + b * y;
      xa = t;
      t = y;
      y = -xa + 2 * a * (y / (1 + y * y)) + b * y;
      xa = t;
      ox = t, oy = y;
    }
    split(ox, xy + 4 * (size_t)i);
    split(oy, xy + 4 * (size_t)i + 2);
  }
  *count = ORBIT_POINTS;
  return xy;
}

static point_cache orbits = POINT_CACHE_INIT(ORBIT_MAX_TOTAL);

const orbit_points *orbit_points_get(enum orbit_kind kind, double a, double b, double c, double x0, double y0) {
  settings k;
  memset(&k, 0, sizeof k);
  k.kind = (int)kind;
  k.a = kind == ORBIT_GINGERBREAD ? 0 : a, k.b = kind == ORBIT_GINGERBREAD ? 0 : b;
  k.c = kind == ORBIT_MACMILLAN || kind == ORBIT_GINGERBREAD ? 0 : c;
  k.x0 = kind == ORBIT_THREEPLY ? 0 : kind == ORBIT_GINGERBREAD ? -0.1 : x0;
  k.y0 = kind == ORBIT_THREEPLY || kind == ORBIT_GINGERBREAD ? 0 : y0;
  return point_cache_get(&orbits, &k, sizeof k, build);
}
