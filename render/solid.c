/*
 * solid.c — JWildfire's solid rendering: the merge of a chunk's nearest points into the buffer,
 * and the FINISH that lights the surface they make (solid.h; kernels/solid.h for the shading).
 *
 * The finish follows JWildfire 9.00's classes step by step:
 *   - normals: NormalsCalculator's refreshAllNormals — up to 8 cross products of the vectors to
 *     two neighbours, from 16 pairs in its order, summed and normalised; a cell without one is
 *     not drawn;
 *   - ambient occlusion: AOCalculator — from each lit cell, azimuth_samples directions, in each
 *     radius_samples steps out to 4·search_radius/500 of the grid's diagonal, the steepest horizon
 *     so far counting its rise, then a Gaussian blur of blur_radius·diagonal/500 scaled by 0.1.
 *     Its jitter (a tenth of a step) draws from flamebuild's counter-based generator, one stream
 *     a cell, where JWildfire's threads share one generator;
 *   - the shading of every lit cell (fm_solid_shade);
 *   - the pixel: the spatial filter's taps over its cells (LogDensityFilter.transformPoint's solid
 *     branch), the colour summed by the table, its coverage the table's sum over the lit cells;
 *     without a filter, the mean of the lit cells and their share of the pixel;
 *   - the background: GammaCorrectionFilter's, the colour plus the background by 1 − α, where α
 *     is the coverage to the power 1 + 1/gamma (times the foreground's opacity scale), in
 *     JWildfire's integer steps; then its saturation control.
 */
#include "solid.h"
#include "backdrop.h"

#include <float.h>
#include <stdint.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../kernels/solid.h"
#include "finish_parts.h"

/* ---- the merge -------------------------------------------------------------------------- */

/* How many points ahead the merges ask for their cells' cache lines: they are merged under the
 * lock that orders the chunks, and a cell of a 1080p frame's 0.9 GB buffer is a cache miss. */
#define MERGE_PREFETCH_AHEAD 32

void render_solid_merge(const plotted_solid *points, int n, double *buckets) {
  for (int i = 0; i < n; i++) {
    if (i + MERGE_PREFETCH_AHEAD < n) /* the cell's hit and depth: its first line and the next */
      __builtin_prefetch(buckets + (size_t)points[i + MERGE_PREFETCH_AHEAD].cell * RENDER_SOLID_CELL + 5, 1);
    const plotted_solid *s = &points[i];
    double *c = buckets + (size_t)s->cell * RENDER_SOLID_CELL;
    if (c[3] != 0.0 && !((double)s->depth > c[5])) continue;
    c[0] = s->r, c[1] = s->g, c[2] = s->b, c[3] = 1.0, c[4] = 1.0;
    c[5] = s->depth, c[6] = s->x, c[7] = s->y, c[8] = s->z, c[9] = 0.0;
  }
}

/* ---- shadows ----------------------------------------------------------------------------- */

int render_solid_shadow_lights(const genome *cp) {
  const fm_solid *s = &cp->solid;
  if (!s->enabled || s->shadow_type == FM_SOLID_SHADOWS_OFF) return 0;
  int n = 0;
  for (int i = 0; i < s->num_lights && i < FM_SOLID_LIGHTS; i++) n += s->light[i].casts_shadow != 0;
  return n;
}

int render_solid_shadow_side(const genome *cp) {
  const fm_solid *s = &cp->solid;
  const double wscale = s->size_at[0] > 0 ? (double)cp->width / s->size_at[0] : 1.0;
  const double hscale = s->size_at[1] > 0 ? (double)cp->height / s->size_at[1] : 1.0;
  const double side = s->shadowmap_size * (wscale + hscale) * 0.5;
  /* Tools.FTOI, at least 64; held to twice the parser's bound, a render's scale past it */
  if (!(side >= 64)) return 64;
  return side > 16384 ? 16384 : (int)(side + 0.5);
}

size_t render_solid_shadow_region(const genome *cp) {
  const size_t side = (size_t)render_solid_shadow_side(cp);
  return RENDER_SOLID_SHADOW_HEAD + 3 * (size_t)RENDER_SOLID_SHADOW_FIRST + side * side;
}

/* The map cell of a point seen from the light: JWildfire's (int)(scale · v + centre + 0.5),
 * which truncates toward zero. */
static int map_index(double scale, double centre, double v) { return (int)(scale * v + centre + 0.5); }

/* A map cell takes z where it lies nearer: a compare-and-swap, since once the map is open the
 * chunks plot into it side by side (render_solid_merge_shadow_shared). */
static void map_max(double *cell, double z) {
  double seen;
  __atomic_load(cell, &seen, __ATOMIC_RELAXED);
  while (z > seen && !__atomic_compare_exchange(cell, &seen, &z, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED)) {
  }
}

/* The region's extent from its waiting points, then those points into the map. */
static void shadow_map_open(double *region, int side) {
  const double *wait = region + RENDER_SOLID_SHADOW_HEAD;
  double *map = region + RENDER_SOLID_SHADOW_HEAD + 3 * (size_t)RENDER_SOLID_SHADOW_FIRST;
  double xmin = wait[0], xmax = xmin, ymin = wait[1], ymax = ymin;
  for (int k = 0; k < RENDER_SOLID_SHADOW_FIRST; k++) {
    const double x = wait[3 * k], y = wait[3 * k + 1];
    if (x < xmin) xmin = x;
    else if (x > xmax) xmax = x;
    if (y < ymin) ymin = y;
    else if (y > ymax) ymax = y;
  }
  double dx = xmax - xmin, dy = ymax - ymin;
  xmin -= 0.03 * dx, xmax += 0.03 * dx, ymin -= 0.03 * dy, ymax += 0.03 * dy;
  dx = xmax - xmin, dy = ymax - ymin;
  if (dx < 0.001) dx = 0.001;
  if (dy < 0.001) dy = 0.001;
  const float xscale = (float)(side / dx), yscale = (float)(side / dy);
  region[2] = xscale, region[3] = yscale;
  region[4] = (float)(-xmin * xscale), region[5] = (float)(-ymin * yscale);
  for (size_t i = 0; i < (size_t)side * side; i++) map[i] = -FLT_MAX;
  for (int k = 0; k < RENDER_SOLID_SHADOW_FIRST; k++) {
    const int x = map_index(region[2], region[4], wait[3 * k]), y = map_index(region[3], region[5], wait[3 * k + 1]);
    if (x >= 0 && x < side && y >= 0 && y < side && wait[3 * k + 2] > map[(size_t)y * side + x])
      map[(size_t)y * side + x] = wait[3 * k + 2];
  }
  const double open = 1; /* last: a chunk that sees the map open plots into it at once */
  __atomic_store(&region[0], &open, __ATOMIC_RELEASE);
}

void render_solid_merge_shadow(const float *points, int n, double *region, int side) {
  int i = 0;
  for (; i < n && region[0] == 0; i++) {
    const int waiting = (int)region[1];
    if (waiting < RENDER_SOLID_SHADOW_FIRST) {
      double *w = region + RENDER_SOLID_SHADOW_HEAD + 3 * (size_t)waiting;
      w[0] = points[3 * (size_t)i], w[1] = points[3 * (size_t)i + 1], w[2] = points[3 * (size_t)i + 2];
      region[1] = waiting + 1;
    } else {
      shadow_map_open(region, side); /* the point that finds the wait full is not drawn, as in JWildfire */
    }
  }
  /* the map open: the rest as any chunk plots into it */
  if (i < n) render_solid_merge_shadow_shared(points + 3 * (size_t)i, n - i, region, side);
}

/* The order-free merge: a cell's key while the chunks merge (its tenth value, as bits) is its
 * point's depth, as a float's bits ordered as the floats are, over the complement of the
 * point's rank in the frame's order — so the largest key is the nearest point, and of equal
 * depths the first, which is what render_solid_merge keeps merging in order. A cell being
 * written holds SOLID_KEY_BUSY, larger than every key. */
#define SOLID_KEY_BUSY UINT64_MAX

static uint64_t solid_key(float depth, uint64_t rank) {
  uint32_t bits;
  memcpy(&bits, &depth, sizeof bits);
  bits = bits & 0x80000000u ? ~bits : bits | 0x80000000u;
  return (uint64_t)bits << 32 | (uint32_t)~rank;
}

static uint64_t *cell_key(double *cell) { return (uint64_t *)(void *)(cell + 9); }

void render_solid_keys_begin(double *buckets, size_t cells) {
  for (size_t i = 0; i < cells; i++) {
    double *c = buckets + i * RENDER_SOLID_CELL;
    /* a point already there (a cached buffer's) came before every point to come */
    const uint64_t key = c[3] != 0.0 ? solid_key((float)c[5], 0) | 0xffffffffu : 0;
    memcpy(&c[9], &key, sizeof key);
  }
}

void render_solid_keys_end(double *buckets, size_t cells) {
  for (size_t i = 0; i < cells; i++) buckets[i * RENDER_SOLID_CELL + 9] = 0.0;
}

void render_solid_merge_shared(const plotted_solid *points, int n, uint64_t rank0, double *buckets) {
  for (int i = 0; i < n; i++) {
    if (i + MERGE_PREFETCH_AHEAD < n)
      __builtin_prefetch(buckets + (size_t)points[i + MERGE_PREFETCH_AHEAD].cell * RENDER_SOLID_CELL + 5, 1);
    const plotted_solid *s = &points[i];
    double *c = buckets + (size_t)s->cell * RENDER_SOLID_CELL;
    uint64_t *key = cell_key(c);
    const uint64_t mine = solid_key(s->depth, rank0 + (uint64_t)i);
    uint64_t seen = __atomic_load_n(key, __ATOMIC_ACQUIRE);
    for (;;) {
      if (seen == SOLID_KEY_BUSY) { /* another point is being written there: wait for its key */
        seen = __atomic_load_n(key, __ATOMIC_ACQUIRE);
        continue;
      }
      if (seen >= mine) break;
      if (__atomic_compare_exchange_n(key, &seen, SOLID_KEY_BUSY, 0, __ATOMIC_ACQUIRE, __ATOMIC_ACQUIRE)) {
        c[0] = s->r, c[1] = s->g, c[2] = s->b, c[3] = 1.0, c[4] = 1.0;
        c[5] = s->depth, c[6] = s->x, c[7] = s->y, c[8] = s->z;
        __atomic_store_n(key, mine, __ATOMIC_RELEASE);
        break;
      }
    }
  }
}

int render_solid_shadow_open(const double *region) {
  double state;
  __atomic_load(&region[0], &state, __ATOMIC_ACQUIRE);
  return state == 1.0;
}

void render_solid_merge_shadow_shared(const float *points, int n, double *region, int side) {
  double *map = region + RENDER_SOLID_SHADOW_HEAD + 3 * (size_t)RENDER_SOLID_SHADOW_FIRST;
  for (int i = 0; i < n; i++) {
    const float *p = points + 3 * (size_t)i;
    if (i + MERGE_PREFETCH_AHEAD < n) {
      const float *ahead = points + 3 * (size_t)(i + MERGE_PREFETCH_AHEAD);
      const int ax = map_index(region[2], region[4], ahead[0]), ay = map_index(region[3], region[5], ahead[1]);
      if (ax >= 0 && ax < side && ay >= 0 && ay < side) __builtin_prefetch(map + (size_t)ay * side + ax, 1);
    }
    const int x = map_index(region[2], region[4], p[0]), y = map_index(region[3], region[5], p[1]);
    if (x < 0 || x >= side || y < 0 || y >= side) continue;
    map_max(map + (size_t)y * side + x, p[2]);
  }
}

/* ---- the finish -------------------------------------------------------------------------- */

typedef struct solid_job {
  const fm_solid *solid;
  const double *cells;       /* the buffer: RENDER_SOLID_CELL values a cell */
  int gw, gh;                /* the grid */
  float *normal;             /* [3 a cell]; NAN x: none */
  float *depth;              /* [a cell]: the z-buffer, -FLT_MAX where empty (AO reads it: 4 bytes
                                a cell, where the buffer's cell is 80) */
  float *ao, *ao_raw, *ao_tmp; /* [a cell] */
  double *shaded;            /* [4 a cell]: colour 0..255, lit 1/0 */
  double light_dir[FM_SOLID_LIGHTS][3];
  /* shadows: each light's visibility a cell (NULL: none), from its map's test, 0/1 or NAN where
   * the map says nothing */
  float *visibility;         /* [lights a cell] */
  float *map_test;           /* [a cell]: one light's test at a time */
  const double *region;      /* the light's region (render/solid.h) */
  int side;
  double light_view[3][3];
  double shadow_bias, shadow_strength;
  int smooth_radius, light;
  const double *smooth_kernel; /* (2 radius + 1)² */
  double balance[3], background[3];
  const point_table *backdrop; /* each pixel's background (render/backdrop.h), or NULL: background */
  /* AO */
  double sphere_radius, radius_step, azimuth_step, jitter;
  const double *blur;        /* the blur's 1D factor */
  int blur_taps;
  /* the pixels */
  const render_geometry *geo;
  const double *filter;      /* taps×taps, or NULL: the mean of the lit cells */
  double alpha_exponent, alpha_scale, saturation_shift;
  int unit_coverage;         /* JWildfire's simple path: coverage 1 where anything is lit */
  int transparent;
  render_image *img;
} solid_job;

static const double *cell_at(const solid_job *j, int x, int y) {
  return j->cells + ((size_t)y * (size_t)j->gw + (size_t)x) * RENDER_SOLID_CELL;
}

/* NormalsCalculator's neighbour pairs, in its order */
static const int pairs[16][4] = {{0, 1, 1, 0},   {1, 0, 0, -1},  {0, -1, -1, 0}, {-1, 0, 0, 1},
                                 {-1, 1, 1, 1},  {1, 1, 1, -1},  {1, -1, -1, -1}, {-1, -1, -1, 1},
                                 {0, 1, 1, 1},   {1, 1, 1, 0},   {1, 0, 1, -1},  {1, -1, 0, -1},
                                 {0, -1, -1, -1}, {-1, -1, -1, 0}, {-1, 0, -1, 1}, {-1, 1, 0, 1}};

static void normal_rows(void *ctx, int y0, int y1) {
  solid_job *j = ctx;
  for (int y = y0; y < y1; y++)
    for (int x = 0; x < j->gw; x++) {
      float *out = j->normal + ((size_t)y * j->gw + x) * 3;
      out[0] = out[1] = out[2] = NAN;
      const double *c = cell_at(j, x, y);
      j->depth[(size_t)y * j->gw + x] = c[3] != 0.0 ? (float)c[5] : -FLT_MAX;
      if (c[3] == 0.0) continue;
      double nx = 0, ny = 0, nz = 0;
      int samples = 0;
      for (int k = 0; k < 16 && samples < 8; k++) {
        const int ax = x + pairs[k][0], ay = y + pairs[k][1], bx = x + pairs[k][2], by = y + pairs[k][3];
        if (ax < 0 || ay < 0 || bx < 0 || by < 0 || ax >= j->gw || bx >= j->gw || ay >= j->gh || by >= j->gh) continue;
        const double *a = cell_at(j, ax, ay), *b = cell_at(j, bx, by);
        if (a[3] == 0.0 || b[3] == 0.0) continue;
        const double a0 = c[6] - a[6], a1 = c[7] - a[7], a2 = c[8] - a[8];
        const double b0 = c[6] - b[6], b1 = c[7] - b[7], b2 = c[8] - b[8];
        nx += a1 * b2 - a2 * b1;
        ny += a2 * b0 - a0 * b2;
        nz += a0 * b1 - a1 * b0;
        samples++;
      }
      const double r = sqrt(nx * nx + ny * ny + nz * nz);
      if (samples > 0 && r > FM_SOLID_EPSILON) {
        out[0] = (float)(nx / r);
        out[1] = (float)(ny / r);
        out[2] = (float)(nz / r);
      }
    }
}

/* JWildfire's z-buffer reads: the depth, or -FLT_MAX where nothing lies (its ZBUF_ZMIN); the
 * position rounded as its Tools.FTOI rounds, held to the grid. */
static double depth_at(const solid_job *j, double x, double y) {
  int xi = x > 0 ? (int)(x + 0.5) : x < 0 ? (int)(x - 0.5) : 0;
  int yi = y > 0 ? (int)(y + 0.5) : y < 0 ? (int)(y - 0.5) : 0;
  xi = xi < 0 ? 0 : xi >= j->gw ? j->gw - 1 : xi;
  yi = yi < 0 ? 0 : yi >= j->gh ? j->gh - 1 : yi;
  return j->depth[(size_t)yi * j->gw + xi];
}

static void ao_rows(void *ctx, int y0, int y1) {
  solid_job *j = ctx;
  const fm_solid *s = j->solid;
  for (int y = y0; y < y1; y++)
    for (int x = 0; x < j->gw; x++) {
      const size_t at = (size_t)y * j->gw + x;
      float *out = &j->ao_raw[at];
      *out = 0;
      const float *n = j->normal + at * 3;
      if (isnan(n[0])) continue;
      const double z0 = cell_at(j, x, y)[5], nx = n[0], ny = n[1], nz = n[2];
      fm_rng rng;
      fm_rng_seed(&rng, 32851137u, at);
      double sum = 0;
      double angle = (0.5 - fm_rng_01d(&rng)) * j->azimuth_step / 4.0;
      for (int k = 0; k < s->ao_azimuth_samples; k++, angle += j->azimuth_step) {
        const double dx = cos(angle), dy = sin(angle);
        double r0 = j->radius_step, prev = 0.0;
        for (int l = 0; l < s->ao_radius_samples; l++, r0 += j->radius_step) {
          const double r = r0 + (0.5 - fm_rng_01d(&rng)) * j->jitter;
          const double px = x + r * dx + (0.5 - fm_rng_01d(&rng)) * j->jitter;
          const double py = y + r * dy + (0.5 - fm_rng_01d(&rng)) * j->jitter;
          const double h = atan2(depth_at(j, px, py) - z0, r) + 0.001;
          /* the tangent's elevation toward the sample, its direction read from the sample's
           * absolute position as JWildfire reads it */
          const double rr = sqrt(px * px + py * py);
          const double rx = px / rr, ry = py / rr;
          const double tt = nx * rx + ry * ny;
          const double tx = -(ry * nx * ny - rx * ny * ny - rx * nz * nz) / tt;
          const double ty = (ry * nx * nx + ry * nz * nz - nx * rx * ny) / tt;
          const double tz = (-ry * ny * nz - nx * rx * nz) / tt;
          /* sin(atan2(tz, |(tx, ty)|)), JWildfire's form, is tz / |t| */
          const double ao = sin(h) - tz / sqrt(tx * tx + ty * ty + tz * tz);
          if (ao > prev) {
            prev = ao;
            const double d = r / j->sphere_radius;
            sum += ao * exp(-d * d * s->ao_falloff) * 0.5;
          }
        }
      }
      *out = (float)sum;
    }
}

/* The blur, in two passes: JWildfire's Gaussian table is a radial kernel exp(-2r²) over a square
 * window, so it is the product of its centre row and column over its centre value, and the
 * window's edge (taps outside the grid left out, none renormalised) is a product too. A 2D pass
 * cost 3,364 taps a cell at 1920 wide (radius 19); these cost 116. */
static void ao_blur_x_rows(void *ctx, int y0, int y1) {
  solid_job *j = ctx;
  const int taps = j->blur_taps, centre = taps / 2;
  for (int y = y0; y < y1; y++)
    for (int x = 0; x < j->gw; x++) {
      double v = 0;
      for (int k = 0; k < taps; k++) {
        const int px = x + k - centre;
        if (px >= 0 && px < j->gw) v += j->ao_raw[(size_t)y * j->gw + px] * j->blur[k];
      }
      j->ao_tmp[(size_t)y * j->gw + x] = (float)v;
    }
}

static void ao_blur_y_rows(void *ctx, int y0, int y1) {
  solid_job *j = ctx;
  const int taps = j->blur_taps, centre = taps / 2;
  for (int y = y0; y < y1; y++)
    for (int x = 0; x < j->gw; x++) {
      double v = 0;
      for (int l = 0; l < taps; l++) {
        const int py = y + l - centre;
        if (py >= 0 && py < j->gh) v += j->ao_tmp[(size_t)py * j->gw + x] * j->blur[l];
      }
      j->ao[(size_t)y * j->gw + x] = (float)(v * 0.1);
    }
}

/* One light's map test of every lit cell: its position seen from the light against the map's
 * depth there (ShadowCalculator.accelerateShadows). */
static void map_test_rows(void *ctx, int y0, int y1) {
  solid_job *j = ctx;
  const double *map = j->region + RENDER_SOLID_SHADOW_HEAD + 3 * (size_t)RENDER_SOLID_SHADOW_FIRST;
  const double (*m)[3] = (const double(*)[3])j->light_view;
  for (int y = y0; y < y1; y++)
    for (int x = 0; x < j->gw; x++) {
      const size_t at = (size_t)y * j->gw + x;
      j->map_test[at] = NAN;
      const double *c = cell_at(j, x, y);
      if (c[3] == 0.0) continue;
      const double ox = c[6], oy = c[7], oz = c[8];
      const int mx = map_index(j->region[2], j->region[4], m[0][0] * ox + m[0][1] * oy + m[0][2] * oz);
      const int my = map_index(j->region[3], j->region[5], m[1][0] * ox + m[1][1] * oy + m[1][2] * oz);
      if (mx < 0 || mx >= j->side || my < 0 || my >= j->side) continue;
      const double lz = m[2][0] * ox + m[2][1] * oy + m[2][2] * oz;
      j->map_test[at] = lz < map[(size_t)my * j->side + mx] - j->shadow_bias ? 0.0f : 1.0f;
    }
}

/* The light's visibility of each cell: its own test (FAST), or its neighbours' tests within the
 * smoothing radius, every (radius/8 + 1)th, weighed by a Gaussian, over 1 + their sum as
 * JWildfire starts it (SMOOTH); then the shadow's strength added, held to 0..1. */
static void visibility_rows(void *ctx, int y0, int y1) {
  solid_job *j = ctx;
  const int r = j->smooth_radius, step = r / 8 + 1, size = 2 * r + 1;
  for (int y = y0; y < y1; y++)
    for (int x = 0; x < j->gw; x++) {
      const size_t at = (size_t)y * j->gw + x;
      double v = 1.0;
      if (r < 1) {
        if (!isnan(j->map_test[at])) v = j->map_test[at];
      } else {
        double total = 0.0;
        for (int k = -r; k <= r; k += step) {
          const int px = x + k;
          if (px < 0 || px >= j->gw) continue;
          for (int l = -r; l <= r; l += step) {
            const int py = y + l;
            if (py < 0 || py >= j->gh) continue;
            const float t = j->map_test[(size_t)py * j->gw + px];
            if (isnan(t)) continue;
            const double w = j->smooth_kernel[(size_t)(k + r) * size + (l + r)];
            total += w;
            v += t * w;
          }
        }
        if (total > FM_SOLID_EPSILON) v /= total;
      }
      v += j->shadow_strength;
      j->visibility[at * FM_SOLID_LIGHTS + j->light] = (float)(v < 0 ? 0 : v > 1 ? 1 : v);
    }
}

static void shade_rows(void *ctx, int y0, int y1) {
  solid_job *j = ctx;
  for (int y = y0; y < y1; y++)
    for (int x = 0; x < j->gw; x++) {
      const size_t at = (size_t)y * j->gw + x;
      double *out = j->shaded + at * 4;
      const float *n = j->normal + at * 3;
      if (isnan(n[0])) {
        out[0] = out[1] = out[2] = out[3] = 0;
        continue;
      }
      const double *c = cell_at(j, x, y);
      const double obj[3] = {c[0] * j->balance[0] / 255.0, c[1] * j->balance[1] / 255.0, c[2] * j->balance[2] / 255.0};
      const double normal[3] = {n[0], n[1], n[2]};
      double seen[FM_SOLID_LIGHTS];
      if (j->visibility)
        for (int i = 0; i < FM_SOLID_LIGHTS; i++) seen[i] = j->visibility[at * FM_SOLID_LIGHTS + i];
      fm_solid_shade(j->solid, (const double(*)[3])j->light_dir, obj, normal, j->ao ? j->ao[at] : 0.0,
                     j->visibility ? seen : NULL, j->background, out);
      out[3] = 1.0;
    }
}

static int clamp255(int v) { return v < 0 ? 0 : v > 255 ? 255 : v; }

static void pixel_rows(void *ctx, int y0, int y1) {
  solid_job *j = ctx;
  const render_geometry *geo = j->geo;
  const int os = geo->supersample, w = geo->width;
  for (int py = y0; py < y1; py++)
    for (int px = 0; px < w; px++) {
      double sum[4] = {0, 0, 0, 0};
      if (j->filter) {
        const int taps = geo->filter_taps;
        const int x0 = geo->de_offset + px * os, yy0 = geo->de_offset + py * os;
        for (int ty = 0; ty < taps; ty++)
          for (int tx = 0; tx < taps; tx++) {
            const double *s = j->shaded + ((size_t)(yy0 + ty) * j->gw + (size_t)(x0 + tx)) * 4;
            if (s[3] == 0.0) continue;
            const double f = j->filter[(size_t)ty * taps + tx];
            for (int c = 0; c < 4; c++) sum[c] += f * s[c];
          }
      } else {
        const int x0 = geo->gutter + px * os, yy0 = geo->gutter + py * os;
        for (int ty = 0; ty < os; ty++)
          for (int tx = 0; tx < os; tx++) {
            const double *s = j->shaded + ((size_t)(yy0 + ty) * j->gw + (size_t)(x0 + tx)) * 4;
            for (int c = 0; c < 4; c++) sum[c] += s[c];
          }
        if (sum[3] > 0) {
          for (int c = 0; c < 3; c++) sum[c] /= sum[3];
          sum[3] = j->unit_coverage ? 1.0 : sum[3] / (os * os);
        }
      }
      int rgba[4];
      const float *own = j->backdrop ? j->backdrop->xy + 3 * ((size_t)py * (size_t)w + (size_t)px) : NULL;
      const int bg[3] = {(int)((own ? own[0] : j->background[0]) * 255.0 + 0.5),
                         (int)((own ? own[1] : j->background[1]) * 255.0 + 0.5),
                         (int)((own ? own[2] : j->background[2]) * 255.0 + 0.5)};
      if (sum[3] > 0) {
        const double alpha = pow(sum[3], j->alpha_exponent);
        const int a = clamp255((int)(alpha * 255.0 * j->alpha_scale + 0.5));
        const int inverse = j->transparent ? 0 : 255 - a;
        for (int c = 0; c < 3; c++) rgba[c] = clamp255((int)(sum[c] + 0.5) + ((inverse * bg[c]) >> 8));
        rgba[3] = j->transparent ? a : 255;
      } else {
        int spilled[3] = {bg[0] < 65535 ? bg[0] : 65535, bg[1] < 65535 ? bg[1] : 65535, bg[2] < 65535 ? bg[2] : 65535};
        if (spilled[0] > 255 || spilled[1] > 255 || spilled[2] > 255) fm_jwf_spill(spilled); /* (tonemap.h) */
        for (int c = 0; c < 3; c++) rgba[c] = j->transparent ? 0 : spilled[c];
        rgba[3] = j->transparent ? 0 : 255;
      }
      if (j->saturation_shift != 0.0) {
        double v[3] = {rgba[0], rgba[1], rgba[2]};
        fm_shift_saturation(v, j->saturation_shift);
        for (int c = 0; c < 3; c++) rgba[c] = clamp255((int)(v[c] + 0.5));
      }
      const size_t at = ((size_t)py * w + px) * 4;
      for (int c = 0; c < 4; c++) {
        if (j->img->bpc == 16) ((uint16_t *)j->img->pixels)[at + c] = (uint16_t)(rgba[c] * 257);
        else ((uint8_t *)j->img->pixels)[at + c] = (uint8_t)rgba[c];
      }
    }
}

/* Every light's visibility of every lit cell into j->visibility (left NULL when the flame has no
 * shadows: its lights see everything). A light that casts none sees all. */
static int render_shadows(solid_job *j, const render_geometry *geo, const genome *cp, const render_hist *hist,
                          fb_error *err) {
  const fm_solid *s = &cp->solid;
  const int lights = render_solid_shadow_lights(cp);
  if (lights == 0) return 0;
  const size_t ncells = (size_t)j->gw * j->gh;
  j->visibility = malloc(ncells * FM_SOLID_LIGHTS * sizeof *j->visibility);
  j->map_test = malloc(ncells * sizeof *j->map_test);
  if (!j->visibility || !j->map_test) return fb_errorf(err, "out of memory for the solid flame's shadows");
  for (size_t i = 0; i < ncells * FM_SOLID_LIGHTS; i++) j->visibility[i] = 1.0f;
  /* the smoothing radius and kernel: ShadowCalculator's, on the grid's diagonal */
  const double diagonal = sqrt((double)j->gw * j->gw + (double)j->gh * j->gh);
  const double raw = s->shadow_smooth_radius < FM_SOLID_EPSILON ? 0.0 : s->shadow_smooth_radius * 6.0 * diagonal / 1000.0;
  int r = raw > 0 ? (int)(raw + 0.5) : 0;
  if (r > 128) r = 128;
  j->smooth_radius = s->shadow_type == FM_SOLID_SHADOWS_SMOOTH && r >= 1 ? r : 0;
  if (j->smooth_radius) {
    const int size = 2 * r + 1;
    double *kernel = malloc((size_t)size * size * sizeof *kernel);
    if (!kernel) return fb_errorf(err, "out of memory for the solid flame's shadows");
    const double inv = 1.0 / r * 1.5;
    for (int k = -r; k <= r; k++)
      for (int l = -r; l <= r; l++) {
        const double d = sqrt((k * inv) * (k * inv) + (l * inv) * (l * inv));
        kernel[(size_t)(k + r) * size + (l + r)] = exp(-2.0 * d * d) * sqrt(2.0 / M_PI);
      }
    j->smooth_kernel = kernel;
  }
  j->side = render_solid_shadow_side(cp);
  j->shadow_bias = s->shadow_bias;
  const size_t region_values = render_solid_shadow_region(cp);
  const double *regions = hist->buckets + (size_t)geo->solid_grid_height * geo->hist_width * RENDER_BUCKET_CHANNELS;
  int k = 0;
  for (int i = 0; i < s->num_lights && i < FM_SOLID_LIGHTS; i++) {
    if (!s->light[i].casts_shadow) continue;
    j->region = regions + (size_t)k++ * region_values;
    if (j->region[0] != 1) continue; /* its map never had its extent: no shadow */
    fm_solid_light_view(&s->light[i], j->light_view);
    const double strength = s->light[i].shadow_intensity;
    j->shadow_strength = 1.0 - (strength < 0 ? 0 : strength > 1 ? 1 : strength);
    j->light = i;
    finish_parallel_rows(j->gh, 8, map_test_rows, j);
    finish_parallel_rows(j->gh, 8, visibility_rows, j);
  }
  return 0;
}

int render_finish_solid(const render_frame *frame, const render_geometry *geo, const render_hist *hist,
                        const finish_options *opt, render_image *out, fb_error *err) {
  const genome *cp = frame->sub[0].cp;
  const fm_solid *s = &cp->solid;
  solid_job j = {.solid = s, .cells = hist->buckets, .gw = render_solid_grid_width(geo), .gh = geo->solid_grid_height,
                 .geo = geo, .transparent = opt->transparent};
  const size_t ncells = (size_t)j.gw * (size_t)j.gh;
  const size_t px_bytes = (size_t)geo->width * geo->height * 4 * (size_t)(opt->bpc / 8);
  int rc = -1;
  double *filter = NULL, *blur = NULL;
  j.normal = malloc(ncells * 3 * sizeof *j.normal);
  j.shaded = malloc(ncells * 4 * sizeof *j.shaded);
  j.depth = malloc(ncells * sizeof *j.depth);
  void *pixels = malloc(px_bytes);
  if (s->ao_enabled) {
    j.ao = malloc(ncells * sizeof *j.ao);
    j.ao_raw = malloc(ncells * sizeof *j.ao_raw);
    j.ao_tmp = malloc(ncells * sizeof *j.ao_tmp);
  }
  if (!j.normal || !j.shaded || !j.depth || !pixels || (s->ao_enabled && (!j.ao || !j.ao_raw || !j.ao_tmp))) {
    fb_errorf(err, "out of memory: finishing a %dx%d solid image", geo->width, geo->height);
    goto done;
  }
  for (int i = 0; i < s->num_lights && i < FM_SOLID_LIGHTS; i++) fm_solid_light_dir(&s->light[i], j.light_dir[i]);
  j.balance[0] = cp->balancing_red, j.balance[1] = cp->balancing_green, j.balance[2] = cp->balancing_blue;
  for (int c = 0; c < 3; c++) j.background[c] = cp->background[c];
  /* JWildfire's background of more than one colour behind the surface (where a material-less
   * surface shows the background, the flame's one colour) */
  if (GENOME_HAS_BACKDROP(cp) && !opt->transparent && !(j.backdrop = render_backdrop_get(cp, geo->width, geo->height, err)))
    goto done;

  finish_parallel_rows(j.gh, 8, normal_rows, &j);

  if (s->ao_enabled) {
    /* AOCalculator's limits and sizes, on the grid's diagonal */
    const double diagonal = sqrt((double)j.gw * j.gw + (double)j.gh * j.gh);
    const double search = s->ao_search_radius < 0.25 ? 0.25 : s->ao_search_radius > 120 ? 120 : s->ao_search_radius;
    const double blur_radius = s->ao_blur_radius < 0.25 ? 0.25 : s->ao_blur_radius > 10 ? 10 : s->ao_blur_radius;
    fm_solid limited = *s;
    limited.ao_falloff = s->ao_falloff < 0 ? 0 : s->ao_falloff > 10 ? 10 : s->ao_falloff;
    limited.ao_radius_samples = s->ao_radius_samples < 1 ? 1 : s->ao_radius_samples > 128 ? 128 : s->ao_radius_samples;
    limited.ao_azimuth_samples = s->ao_azimuth_samples < 1 ? 1 : s->ao_azimuth_samples > 128 ? 128 : s->ao_azimuth_samples;
    j.solid = &limited;
    j.sphere_radius = search * diagonal / 500.0;
    j.radius_step = j.sphere_radius / limited.ao_radius_samples;
    j.azimuth_step = 2.0 * M_PI / limited.ao_azimuth_samples;
    j.jitter = j.radius_step / 10.0;
    finish_parallel_rows(j.gh, 8, ao_rows, &j);
    const double blur_size = blur_radius * diagonal / 500.0;
    if (blur_size >= 0.42) {
      const int taps = j.blur_taps = filter_jwf_taps(FILTER_KERNEL_GAUSSIAN, blur_size, 1);
      const size_t n = (size_t)taps * taps;
      blur = malloc((2 * n + taps) * sizeof *blur);
      if (!blur || filter_jwf_tables(FILTER_KERNEL_GAUSSIAN, blur_size, 1, taps, blur, blur + n) < 0 ||
          !(blur[(size_t)(taps / 2) * taps + taps / 2] > 0)) {
        fb_errorf(err, "cannot make the ambient occlusion's blur of radius %g", blur_size);
        goto done;
      }
      double *factor = blur + 2 * n; /* the table's centre row over the root of its centre */
      const double root = sqrt(blur[(size_t)(taps / 2) * taps + taps / 2]);
      for (int k = 0; k < taps; k++) factor[k] = blur[(size_t)(taps / 2) * taps + k] / root;
      j.blur = factor;
      finish_parallel_rows(j.gh, 8, ao_blur_x_rows, &j);
      finish_parallel_rows(j.gh, 8, ao_blur_y_rows, &j);
    } else {
      memcpy(j.ao, j.ao_raw, ncells * sizeof *j.ao);
    }
    j.solid = s;
  }
  if (render_shadows(&j, geo, cp, hist, err) < 0) goto done;
  finish_parallel_rows(j.gh, 8, shade_rows, &j);

  /* the spatial filter, as the frame's colour table; none below JWildfire's EPSILON */
  if (cp->filter > FM_SOLID_EPSILON && geo->filter_taps > 1) {
    if (filter_tables(cp, geo->supersample, geo->filter_taps, &filter, err)) goto done;
    j.filter = filter;
  }
  j.unit_coverage = cp->quality <= 10.0 && !j.filter; /* JWildfire's transformPointSimple */
  const double gamma = cp->gamma != 0.0 ? 1.0 / cp->gamma : 0.0;
  j.alpha_exponent = 1.0 + gamma;
  j.alpha_scale = 1.0 - atan(3.0 * (cp->fg_opacity - 1.0)) / 1.25;
  j.saturation_shift = cp->saturation - 1.0 < -1.0 ? -1.0 : cp->saturation - 1.0;
  *out = (render_image){.width = geo->width, .height = geo->height, .bpc = opt->bpc, .pixels = pixels};
  pixels = NULL;
  j.img = out;
  finish_parallel_rows(geo->height, 8, pixel_rows, &j);
  rc = 0;
done:
  free(pixels);
  free(filter);
  free(blur);
  point_table_release(j.backdrop);
  free(j.normal);
  free(j.shaded);
  free(j.depth);
  free(j.ao);
  free(j.ao_raw);
  free(j.ao_tmp);
  free(j.visibility);
  free(j.map_test);
  free((void *)j.smooth_kernel);
  return rc;
}
