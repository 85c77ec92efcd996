/*
 * brownian_points.c — JWildfire's Brownian island of brownian_js (brownian_points.h), built as
 * its BrownianFunc.Draw2D builds it: the same generator, the same draws, the same arithmetic in
 * the same order.
 */
#include "brownian_points.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* java.util.Random: a 48-bit LCG, nextDouble from 26 and 27 of its bits. */
#define JRAND_MULT 0x5DEECE66DULL
#define JRAND_MASK ((1ULL << 48) - 1)

static int jrand_next(uint64_t *s, int bits) {
  *s = (*s * JRAND_MULT + 0xBULL) & JRAND_MASK;
  return (int)(int32_t)(uint32_t)(*s >> (48 - bits));
}

static double jrand_double(uint64_t *s) {
  const int64_t hi = jrand_next(s, 26), lo = jrand_next(s, 27);
  return (double)((hi << 27) + lo) * 0x1.0p-53;
}

/* Draw2D.gaussian(): Marsaglia's polar method, uniform(-1, 1) as a + u·(b − a). */
static double gaussian(uint64_t *s) {
  double r, x, y;
  do {
    x = -1.0 + jrand_double(s) * (1.0 - -1.0);
    y = -1.0 + jrand_double(s) * (1.0 - -1.0);
    r = x * x + y * y;
  } while (r >= 1 || r == 0);
  return x * sqrt(-2 * log(r) / r);
}

/* A double as its nearest float and what is left of it. */
static void split(double v, float *out) {
  out[0] = (float)v;
  out[1] = (float)(v - (double)out[0]);
}

typedef struct builder {
  uint64_t rand;
  float *xy;
  uint32_t n;
} builder;

/* Draw2D.midpoint: the segment at depth 0, else its displaced midpoint and both halves. */
static void midpoint(builder *b, double x0, double y0, double x1, double y1, double var, int n) {
  if (n == 0) {
    float *p = b->xy + 8 * (size_t)b->n++;
    split(x0, p);
    split(y0, p + 2);
    split(x1, p + 4);
    split(y1, p + 6);
    return;
  }
  const double xmid = 0.5 * (x0 + x1) + (0 + sqrt(var) * gaussian(&b->rand));
  const double ymid = 0.5 * (y0 + y1) + (0 + sqrt(var) * gaussian(&b->rand));
  midpoint(b, x0, y0, xmid, ymid, var / 2.7, n - 1);
  midpoint(b, xmid, ymid, x1, y1, var / 2.7, n - 1);
}

typedef struct settings {
  int level, seed;
  double variation;
} settings;

static float *build(const void *key, uint32_t *count) {
  const settings *k = key;
  const uint32_t n = 1u << k->level;
  builder b = {.rand = ((uint64_t)(int64_t)k->seed ^ JRAND_MULT) & JRAND_MASK, .xy = NULL, .n = 0};
  if (!(b.xy = malloc(8 * (size_t)n * sizeof *b.xy))) return NULL;
  midpoint(&b, 0, 0, 0, 0, k->variation / sqrt(2), k->level);
  *count = n;
  return b.xy;
}

static point_cache paths = POINT_CACHE_INIT(BROWNIAN_MAX_TOTAL);

const brownian_points *brownian_points_get(int level, double variation, int seed) {
  static const brownian_points none = {0};
  if (level < 1 || level > 15 || seed == 0) return &none;
  settings k;
  memset(&k, 0, sizeof k); /* (no padding of chance in the key) */
  k.level = level;
  k.seed = seed;
  k.variation = variation;
  return point_cache_get(&paths, &k, sizeof k, build);
}
