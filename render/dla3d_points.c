/*
 * dla3d_points.c — JWildfire's 3D diffusion-limited aggregate of dla3d_wf (dla3d_points.h),
 * grown as its DLA3DWFFuncIterator grows it single-threaded: the same generator, the same walk,
 * the same arithmetic in the same order. Where JWildfire finds a particle's nearest point by
 * measuring its distance to every point of the aggregate, a grid of cells a glue radius wide
 * finds it among the points of the 27 cells about the particle: the same point (the nearest
 * within the glue radius, the first stuck of equals), each step a few points measured instead
 * of all of them.
 */
#include "dla3d_points.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../kernels/flame_math.h" /* FM_PI: Java's Math.PI */
#include "marsaglia.h"

/* The aggregate as it grows: its points and, for the search, each cell's points in a chain. */
typedef struct aggregate {
  int n, cap;
  double *x, *y, *z;
  int *parent, *depth;  /* parent index (-1: the origin), path length from the origin */
  int *next;            /* the next point of the same cell, -1 none */
  int *head;            /* [slots]: a cell's first point, -1 none */
  int64_t *cell_of;     /* [slots]: the cell the slot holds */
  unsigned slots;       /* a power of two, over twice cap */
  double cell;          /* a cell's side: a little over the glue radius */
} aggregate;

/* A cell's coordinates packed in one key; far out (beyond 2^20 cells a side), no point lies. */
#define CELL_BITS 21
#define CELL_MAX (1 << (CELL_BITS - 1))
static int cell_index(double v, double side, int *ok) {
  const double c = floor(v / side);
  if (!(c > -CELL_MAX && c < CELL_MAX - 1)) *ok = 0;
  return *ok ? (int)c : 0;
}
static int64_t cell_key(int i, int j, int k) {
  const int64_t m = ((int64_t)1 << CELL_BITS) - 1;
  return ((int64_t)(i + CELL_MAX) & m) | ((int64_t)(j + CELL_MAX) & m) << CELL_BITS |
         ((int64_t)(k + CELL_MAX) & m) << (2 * CELL_BITS);
}
static unsigned cell_slot(const aggregate *a, int64_t key) {
  uint64_t h = (uint64_t)key * 0x9E3779B97F4A7C15ull;
  unsigned s = (unsigned)(h >> 40) & (a->slots - 1);
  while (a->head[s] >= 0 && a->cell_of[s] != key) s = (s + 1) & (a->slots - 1);
  return s;
}

static void add_point(aggregate *a, double x, double y, double z, int parent) {
  const int p = a->n++;
  a->x[p] = x, a->y[p] = y, a->z[p] = z;
  a->parent[p] = parent;
  a->depth[p] = parent < 0 ? 0 : a->depth[parent] + 1;
  int ok = 1;
  const int i = cell_index(x, a->cell, &ok), j = cell_index(y, a->cell, &ok), k = cell_index(z, a->cell, &ok);
  a->next[p] = -1;
  if (!ok) return; /* (a point that far out: never, a particle strays long before) */
  const int64_t key = cell_key(i, j, k);
  const unsigned s = cell_slot(a, key);
  a->cell_of[s] = key;
  a->next[p] = a->head[s];
  a->head[s] = p;
}

/* The point a particle at (ci, cj, ck) sticks to, -1 none: JWildfire's loop over every point
 * keeps the first of the nearest within the glue radius. */
static int nearest(const aggregate *a, double ci, double cj, double ck, double glue) {
  int ok = 1;
  const int i0 = cell_index(ci, a->cell, &ok), j0 = cell_index(cj, a->cell, &ok), k0 = cell_index(ck, a->cell, &ok);
  if (!ok) return -1;
  int best = -1;
  double best_r = 0;
  for (int di = -1; di <= 1; di++)
    for (int dj = -1; dj <= 1; dj++)
      for (int dk = -1; dk <= 1; dk++) {
        const unsigned s = cell_slot(a, cell_key(i0 + di, j0 + dj, k0 + dk));
        for (int p = a->head[s]; p >= 0; p = a->next[p]) {
          const double dx = a->x[p] - ci, dy = a->y[p] - cj, dz = a->z[p] - ck;
          const double r = sqrt(dx * dx + dy * dy + dz * dz);
          if (r <= glue && (best < 0 || r < best_r || (r == best_r && p < best))) best = p, best_r = r;
        }
      }
  return best;
}

/* DLA3DWFFuncIterator.iterate, single-threaded, into a (the origin already in it). */
static void grow(aggregate *a, int max_iter, int seed, double glue, double fx, double fy, double fz) {
  marsaglia g;
  marsaglia_seed(&g, seed);
  const double move = 0.9;
  double inner = 3.0, outer = 3.0 * inner;
  long long steps = 0;
  while (a->n < max_iter) {
    const double phi = marsaglia_random(&g) * (FM_PI + FM_PI), theta = marsaglia_random(&g) * (FM_PI + FM_PI);
    const double ci0 = inner * sin(theta) * cos(phi), cj0 = inner * sin(theta) * sin(phi), ck0 = inner * cos(theta);
    double ci = ci0, cj = cj0, ck = ck0;
    for (int iter = 0; iter < 1000000; iter++) { /* JWildfire's maxWalk */
      if (++steps > DLA3D_MAX_STEPS) return; /* a growth JWildfire's would never end */
      switch ((int)(marsaglia_random(&g) * 6)) {
      case 0: ci = ci + move + fx; break;
      case 1: cj = cj - move + fy; break;
      case 2: ci = ci - move + fx; break;
      case 3: ck = ck - move + fz; break;
      case 4: ck = ck + move + fz; break;
      case 5: cj = cj + move + fy; break;
      default: break; /* a draw of exactly 1 */
      }
      const double radius = sqrt(ci * ci + cj * cj + ck * ck);
      const int parent = nearest(a, ci, cj, ck, glue);
      if (parent >= 0) {
        add_point(a, ci, cj, ck, parent);
        if (radius > inner) {
          inner = radius;
          outer = 2.1 * inner;
        }
        break;
      }
      if (radius > outer) break; /* strayed: dropped */
    }
  }
}

static void put(float *f, double v) {
  f[0] = (float)v;
  f[1] = (float)(v - (double)f[0]);
}

/* The table: each point, its parent, their relative depths — a point's path length over the
 * longest path below it (JWildfire's calcMaxPathLength: every child stuck after its parent, so
 * one pass from the last point back finds each point's deepest descendant). */
static float *table_of(const aggregate *a, uint32_t *count) {
  int *deepest = malloc((size_t)a->n * sizeof *deepest);
  float *t = malloc((size_t)a->n * DLA3D_FLOATS * sizeof *t);
  if (!deepest || !t) {
    free(deepest);
    free(t);
    return NULL;
  }
  for (int p = 0; p < a->n; p++) deepest[p] = a->depth[p];
  for (int p = a->n - 1; p > 0; p--)
    if (deepest[p] > deepest[a->parent[p]]) deepest[a->parent[p]] = deepest[p];
  for (int p = 0; p < a->n; p++) {
    const int q = a->parent[p] >= 0 ? a->parent[p] : p;
    const double rel_p = (double)a->depth[p] / (double)deepest[p], rel_q = (double)a->depth[q] / (double)deepest[q];
    float *f = t + (size_t)p * DLA3D_FLOATS;
    put(f + 0, a->x[p]), put(f + 2, a->y[p]), put(f + 4, a->z[p]);
    put(f + 6, a->x[q]), put(f + 8, a->y[q]), put(f + 10, a->z[q]);
    put(f + 12, rel_p), put(f + 14, rel_q);
  }
  free(deepest);
  *count = (uint32_t)a->n;
  return t;
}

typedef struct settings {
  int max_iter, seed;
  double glue, fx, fy, fz;
} settings;

static float *build(const void *key, uint32_t *count) {
  const settings *k = key;
  const int cap = k->max_iter > 1 ? k->max_iter : 1;
  aggregate a = {0};
  a.cap = cap;
  a.slots = 64;
  while (a.slots < 2u * (unsigned)cap) a.slots *= 2;
  a.cell = k->glue * 1.001; /* (a point within the glue radius lies in a neighbouring cell, rounding and all) */
  a.x = malloc((size_t)cap * sizeof *a.x), a.y = malloc((size_t)cap * sizeof *a.y), a.z = malloc((size_t)cap * sizeof *a.z);
  a.parent = malloc((size_t)cap * sizeof *a.parent), a.depth = malloc((size_t)cap * sizeof *a.depth);
  a.next = malloc((size_t)cap * sizeof *a.next);
  a.head = malloc((size_t)a.slots * sizeof *a.head), a.cell_of = malloc((size_t)a.slots * sizeof *a.cell_of);
  float *t = NULL;
  if (a.x && a.y && a.z && a.parent && a.depth && a.next && a.head && a.cell_of) {
    for (unsigned s = 0; s < a.slots; s++) a.head[s] = -1;
    add_point(&a, 0, 0, 0, -1);
    /* a force or glue radius that is no number moves or sticks no particle: the origin alone
     * (JWildfire's growth never ends) */
    if (isfinite(k->fx) && isfinite(k->fy) && isfinite(k->fz) && isfinite(k->glue))
      grow(&a, k->max_iter, k->seed, k->glue, k->fx, k->fy, k->fz);
    t = table_of(&a, count);
  }
  free(a.x), free(a.y), free(a.z), free(a.parent), free(a.depth), free(a.next), free(a.head), free(a.cell_of);
  return t;
}

static point_cache grown = POINT_CACHE_INIT(DLA3D_MAX_TOTAL_POINTS);

const dla3d_points *dla3d_points_get(int max_iter, int seed, double glue_radius, double force_x, double force_y,
                                     double force_z) {
  settings k;
  memset(&k, 0, sizeof k); /* (no padding of chance in the key) */
  k.max_iter = max_iter < 0 ? 0 : max_iter > DLA3D_MAX_POINTS ? DLA3D_MAX_POINTS : max_iter;
  k.seed = seed;
  k.glue = glue_radius < 0.1 ? 0.1 : glue_radius; /* JWildfire's setParameter (NaN kept) */
  k.fx = force_x, k.fy = force_y, k.fz = force_z;
  return point_cache_get(&grown, &k, sizeof k, build);
}
