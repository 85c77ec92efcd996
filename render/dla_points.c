/*
 * dla_points.c — JWildfire's diffusion-limited aggregate of dla_wf (dla_points.h), grown as its
 * DLAWFFunc grows it: the same generator, the same walk, the same arithmetic in the same order.
 */
#include "dla_points.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../kernels/flame_math.h" /* FM_PI: Java's Math.PI */
#include "marsaglia.h"

/* The distance of cell (ci, cj) from the centre, as JWildfire sums it. */
static double radius_of(int ci, int cj, int centre) {
  double r3 = (double)(ci - centre), r4 = (double)(cj - centre);
  r3 *= r3;
  r4 *= r4;
  r3 += r4;
  return sqrt(r3);
}

/* DLAWFFunc.calculate into q (size² bytes, zeroed; q[i·size + j] is JWildfire's q[i][j]). */
static void grow(unsigned char *q, int size, int max_iter, int seed) {
  marsaglia g;
  const int centre = size / 2, size2 = size - 2;
  const double pi2 = 2.0 * FM_PI;
  marsaglia_seed(&g, seed);
  q[(size_t)centre * size + centre] = 1;
  /* A seed whose generator is 0 (seed·65536 ≡ 0 mod 2^32) draws 0 forever: every particle walks
   * straight off the grid and starts again, and JWildfire's loop never ends. Its aggregate is
   * the centre cell. */
  if (marsaglia_stalls(&g)) return;
  double r1 = 3.0, r2 = 3.0 * r1;
  long long steps = 0;
  for (int i = 0; i < max_iter; i++) {
    const double phi = pi2 * marsaglia_random(&g);
    const double ri = r1 * cos(phi), rj = r1 * sin(phi);
    int ci = centre + (int)(ri + 0.5), cj = centre + (int)(rj + 0.5);
    int stuck_or_lost = 0;
    while (!stuck_or_lost) {
      if (++steps > DLA_MAX_STEPS) return; /* a walk JWildfire's would never end */
      double rr = marsaglia_random(&g);
      rr += rr;
      rr += rr;
      switch ((int)rr) {
      case 0: ci++; break;
      case 1: cj--; break;
      case 2: ci--; break;
      default: cj++;
      }
      if (ci < 1 || ci > size2 || cj < 1 || cj > size2) {
        stuck_or_lost = 1; /* off the grid: this particle again */
        i--;
        continue;
      }
      const size_t at = (size_t)ci * size + cj;
      if (q[at - size] + q[at + size] + q[at - 1] + q[at + 1] != 0) {
        q[at] = 1;
        stuck_or_lost = 1;
        const double r3 = radius_of(ci, cj, centre);
        if (r3 > r1) {
          r1 = r3;
          r2 = 2.1 * r1;
        }
      } else if (radius_of(ci, cj, centre) > r2) {
        stuck_or_lost = 1; /* strayed too far: this particle again */
        i--;
      }
    }
  }
}

/* DLAWFFunc.getPoints: every stuck cell's point, jittered by a direction drawn for every cell. */
static float *points_of(const unsigned char *q, int size, int seed, double scale, double jitter, uint32_t *count) {
  uint32_t n = 0;
  for (size_t k = 0; k < (size_t)size * size; k++) n += q[k] != 0;
  float *xy = malloc(4 * (size_t)(n ? n : 1) * sizeof *xy);
  if (!xy) return NULL;
  const double radius = fmax(fmin(1.0, jitter), 0.0); /* Java's max/min: NaN stays NaN */
  const int jittered = radius > 1e-8; /* MathLib.EPSILON (a NaN jitter: none) */
  marsaglia g;
  marsaglia_seed(&g, seed);
  uint32_t at = 0;
  for (int i = 0; i < size; i++)
    for (int j = 0; j < size; j++) {
      const double a = jittered ? marsaglia_random(&g) : 0.0;
      if (!q[(size_t)i * size + j]) continue;
      double x = (double)(i - size / 2) / (double)size * scale, y = (double)(j - size / 2) / (double)size * scale;
      if (jittered) {
        const double alpha = a * 2 * FM_PI;
        x += radius * cos(alpha);
        y += radius * sin(alpha);
      }
      float *p = xy + 4 * (size_t)at++;
      p[0] = (float)x;
      p[1] = (float)(x - (double)p[0]);
      p[2] = (float)y;
      p[3] = (float)(y - (double)p[2]);
    }
  *count = n;
  return xy;
}

typedef struct settings {
  int size, max_iter, seed;
  double scale, jitter;
} settings;

static float *build(const void *key, uint32_t *count) {
  const settings *k = key;
  unsigned char *q = calloc((size_t)k->size * k->size, 1);
  if (!q) return NULL;
  grow(q, k->size, k->max_iter, k->seed);
  float *xy = points_of(q, k->size, k->seed, k->scale, k->jitter, count);
  free(q);
  return xy;
}

static point_cache grown = POINT_CACHE_INIT(DLA_MAX_TOTAL_POINTS);

const dla_points *dla_points_get(int buffer_size, int max_iter, int seed, double scale, double jitter) {
  static const dla_points none = {0};
  if (buffer_size < 3 || buffer_size > DLA_MAX_BUFFER_SIZE) return &none;
  if (max_iter > DLA_MAX_PARTICLES) max_iter = DLA_MAX_PARTICLES;
  settings k;
  memset(&k, 0, sizeof k); /* (no padding of chance in the key) */
  k.size = buffer_size;
  k.max_iter = max_iter;
  k.seed = seed;
  k.scale = scale;
  k.jitter = jitter;
  return point_cache_get(&grown, &k, sizeof k, build);
}
