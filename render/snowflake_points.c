/*
 * snowflake_points.c — JWildfire's snow crystal of snowflake_wf (snowflake_points.h), grown as its
 * SnowflakeWFFunc grows it: the same generator, the same passes over the cells in the same order,
 * the same arithmetic, so that the crystal is JWildfire's to the last bit.
 *
 * The grid: rows of buffer_size cells and of buffer_size − 1 between them, stored one after the
 * other, so that a cell's six neighbours lie at fixed distances in the array (w − 1 and w either
 * side, and 2w − 1, a row pair away). JWildfire checks only that a neighbour's index lies in the
 * array: a cell at a row's end takes the next row's first as a neighbour, as here.
 */
#include "snowflake_points.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../kernels/flame_math.h" /* FM_PI: Java's Math.PI */
#include "marsaglia.h"

/* JWildfire's stretch of the hexagonal grid's columns onto a square canvas: 1.5/1.7321, its
 * decimals, not √3/2. */
#define STRETCH (1.5 / 1.7321)
/* MathLib.EPSILON */
#define JWF_EPSILON 1e-8

/* The grid of a crystal and its scratch rows. */
typedef struct grid {
  int w;             /* buffer_size: cells in a long row */
  long long cells;   /* all of them */
  long long off[6];  /* the neighbours' distances, in JWildfire's order */
  double *level;     /* the water level of each cell (JWildfire's snowflake[]) */
  double *free_part; /* what diffuses: the level, but 0 beside a frozen cell (nonReceptiveTmpBuffer) */
  double *held;      /* what stays: frozen cells and their neighbours (receptivePart) */
} grid;

static int grid_init(grid *g, const snowflake_settings *s) {
  const long long w = s->buffer_size, h = 2 * w - 1;
  memset(g, 0, sizeof *g);
  g->w = (int)w;
  g->cells = w * h + (w - 1) * (h - 1);
  const long long off[6] = {-w - (w - 1), -(w - 1), w, w + (w - 1), w - 1, -w};
  memcpy(g->off, off, sizeof off);
  const size_t n = (size_t)g->cells;
  g->level = malloc(n * sizeof *g->level);
  g->free_part = malloc(n * sizeof *g->free_part);
  g->held = malloc(n * sizeof *g->held);
  if (!g->level || !g->free_part || !g->held) return -1;
  /* the background: a level about bg_freeze_level, noise from the seed's generator */
  marsaglia rnd;
  marsaglia_seed(&rnd, s->seed);
  for (long long i = 0; i < g->cells; i++)
    g->level[i] = s->bg_freeze_level + (s->rnd_bg_noise - 2.0 * s->rnd_bg_noise * marsaglia_random(&rnd));
  g->level[(long long)floor((double)g->cells / 2.0)] = 1.0; /* the seed of the crystal */
  return 0;
}

static void grid_free(grid *g) {
  free(g->level);
  free(g->free_part);
  free(g->held);
}

/* The diffused free part of cells [from, to) plus what they hold, their new level
 * (nonReceptivePart + receptivePart): the cell's own share, then its six neighbours' in
 * JWildfire's order, each neighbour tested to lie in the grid where `checked`. */
static void diffuse(grid *g, long long from, long long to, int checked, double self, double each) {
  const long long n = g->cells, *off = g->off;
  const double *free_part = g->free_part, *held = g->held;
  double *level = g->level;
  if (!checked) { /* every neighbour inside: a loop the compiler can run several cells at once */
    const long long o0 = off[0], o1 = off[1], o2 = off[2], o3 = off[3], o4 = off[4], o5 = off[5];
    for (long long i = from; i < to; i++) {
      double v = free_part[i] * self;
      v += free_part[i + o0] * each;
      v += free_part[i + o1] * each;
      v += free_part[i + o2] * each;
      v += free_part[i + o3] * each;
      v += free_part[i + o4] * each;
      v += free_part[i + o5] * each;
      level[i] = v + held[i];
    }
    return;
  }
  for (long long i = from; i < to; i++) {
    double v = free_part[i] * self;
    for (int j = 0; j < 6; j++) {
      const long long nb = i + off[j];
      if (nb >= 0 && nb < n) v += free_part[nb] * each;
    }
    level[i] = v + held[i];
  }
}

/* One step of the growth (Snowflake.iterate). */
static void grid_step(grid *g, const snowflake_settings *s) {
  const long long n = g->cells;
  const double freeze_speed = s->fg_freeze_speed / 1000.0, diffusion = s->diffusion_speed / 1000.0 + 1;
  double *level = g->level, *free_part = g->free_part, *held = g->held;
  memcpy(free_part, level, (size_t)n * sizeof *free_part);
  memset(held, 0, (size_t)n * sizeof *held); /* (all-zero bits: 0.0) */
  /* frozen cells keep their level and give their neighbours some: in index order, a later frozen
   * cell's word on a cell overwriting an earlier one's, as JWildfire's loop does */
  for (long long i = 0; i < n; i++) {
    if (!(level[i] >= 1.0)) continue;
    held[i] = level[i];
    for (int j = 0; j < 6; j++) {
      const long long nb = i + g->off[j];
      if (nb >= 0 && nb < n) {
        free_part[nb] = 0.0;
        held[nb] = level[nb] > 0 ? level[nb] + freeze_speed : level[nb];
      }
    }
  }
  /* the free part diffuses: a share to the cell itself, the rest from its six neighbours (the
   * level is free to take the result: what diffuses is read from the copy); the inner cells,
   * whose neighbours all lie in the grid, without the test */
  const double self = 0.5 * s->diffusion_asymmetry / diffusion, each = (1.0 * diffusion - self) / 6.0;
  const long long reach = 2LL * g->w - 1;
  const long long inner_from = reach < n ? reach : n, inner_to = n - reach > inner_from ? n - reach : inner_from;
  diffuse(g, 0, inner_from, 1, self, each);
  diffuse(g, inner_from, inner_to, 0, self, each);
  diffuse(g, inner_to, n, 1, self, each);
}

/* A level on the canvas where it is above the threshold (Snowflake.renderVal): what is above it. */
static void paint(float *canvas, int rows, int cols, double threshold, double value, int x, int y) {
  if (value > threshold + JWF_EPSILON && y >= 0 && y < rows && x >= 0 && x < cols)
    canvas[(size_t)y * cols + x] = (float)(value - threshold);
}

/* Java's (int)(v + 0.5) of Tools.FTOI, for the canvas's columns (v ≥ 0). */
static int ftoi_nonneg(double v) { return v > 0 ? (int)(v + 0.5) : 0; }

/* The grown grid on a canvas of rows × cols (Snowflake.renderSnowflake): each long row's cells at
 * the even columns, the cells between at the odd ones as the mean of the two about them. */
static float *canvas_of(const grid *g, double threshold, int *rows, int *cols) {
  const int w = g->w;
  *rows = 2 * w - 1;
  *cols = (int)floor(2 * w * STRETCH);
  float *canvas = calloc((size_t)*rows * (size_t)(*cols > 0 ? *cols : 1), sizeof *canvas);
  if (!canvas) return NULL;
  for (int i = 0; i < *rows; i++)
    for (int j = 0; j < w; j++) {
      const long long base = (long long)(2 * w - 1) * i + j;
      paint(canvas, *rows, *cols, threshold, g->level[base], ftoi_nonneg(2 * j * STRETCH), i);
      const long long a = base - w + 1, b = base + w;
      if (a >= 0 && a < g->cells && b >= 0 && b < g->cells)
        paint(canvas, *rows, *cols, threshold, (g->level[a] + g->level[b]) * 0.5, ftoi_nonneg((2 * j + 1) * STRETCH), i);
    }
  return canvas;
}

/* SnowflakeWFFunc.getPoints: every painted canvas cell's point, jittered by a direction drawn for
 * every cell of the canvas. */
static float *points_of(const float *canvas, int rows, int cols, const snowflake_settings *s, uint32_t *count) {
  uint32_t n = 0;
  for (size_t k = 0; k < (size_t)rows * cols; k++) n += (double)canvas[k] > JWF_EPSILON;
  float *xy = malloc(SNOWFLAKE_FLOATS * (size_t)(n ? n : 1) * sizeof *xy);
  if (!xy) return NULL;
  /* Java's max(min(1, jitter), 0), a NaN kept: no jitter */
  const double radius = isnan(s->jitter) ? s->jitter : s->jitter > 1.0 ? 1.0 : s->jitter < 0.0 ? 0.0 : s->jitter;
  const int jittered = radius > JWF_EPSILON;
  marsaglia rnd;
  marsaglia_seed(&rnd, s->seed);
  uint32_t at = 0;
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++) {
      const double a = jittered ? marsaglia_random(&rnd) : 0.0;
      const float intensity = canvas[(size_t)i * cols + j];
      if (!((double)intensity > JWF_EPSILON)) continue;
      double x = (i - rows * 0.5) * s->scale / (double)rows;
      double y = (j - cols * 0.5) * s->scale / (double)cols * STRETCH;
      if (jittered) {
        const double alpha = a * 2 * FM_PI;
        x += radius * cos(alpha);
        y += radius * sin(alpha);
      }
      float *p = xy + SNOWFLAKE_FLOATS * (size_t)at++;
      p[0] = (float)x;
      p[1] = (float)(x - (double)p[0]);
      p[2] = (float)y;
      p[3] = (float)(y - (double)p[2]);
      p[4] = intensity;
    }
  *count = n;
  return xy;
}

static float *build(const void *key, uint32_t *count) {
  const snowflake_settings *s = key;
  grid g;
  float *xy = NULL;
  if (grid_init(&g, s) == 0) {
    long long steps = s->max_iter;
    if (steps > SNOWFLAKE_MAX_CELL_STEPS / g.cells) steps = SNOWFLAKE_MAX_CELL_STEPS / g.cells;
    for (long long k = 0; k < steps; k++) grid_step(&g, s);
    int rows, cols;
    float *canvas = canvas_of(&g, s->threshold, &rows, &cols);
    if (canvas) xy = points_of(canvas, rows, cols, s, count);
    free(canvas);
  }
  grid_free(&g);
  return xy;
}

static point_cache grown = POINT_CACHE_INIT(SNOWFLAKE_MAX_TOTAL_POINTS);

const snowflake_points *snowflake_points_get(const snowflake_settings *settings) {
  static const snowflake_points none = {0};
  if (settings->buffer_size < 1 || settings->buffer_size > SNOWFLAKE_MAX_BUFFER_SIZE) return &none;
  snowflake_settings k;
  memset(&k, 0, sizeof k); /* (no padding of chance in the key) */
  k.buffer_size = settings->buffer_size;
  k.max_iter = settings->max_iter;
  k.seed = settings->seed;
  k.bg_freeze_level = settings->bg_freeze_level;
  k.fg_freeze_speed = settings->fg_freeze_speed;
  k.diffusion_speed = settings->diffusion_speed;
  k.diffusion_asymmetry = settings->diffusion_asymmetry;
  k.rnd_bg_noise = settings->rnd_bg_noise;
  k.threshold = settings->threshold;
  k.scale = settings->scale;
  k.jitter = settings->jitter;
  return point_cache_get(&grown, &k, sizeof k, build);
}
