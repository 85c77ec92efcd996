/*
 * point_cache.h — the tables of points that variations draw from (dla_wf's aggregate,
 * dla_points.h; brownian_js's path, brownian_points.h), each built once for its settings and
 * kept for the rest of the process, so that the pointers stay valid: a kind's tables are a list
 * under one lock, found by the settings' bytes, their points counted against the kind's
 * ceiling, past which a new table is empty rather than the machine's memory.
 */
#ifndef FLAMEBUILD_RENDER_POINT_CACHE_H
#define FLAMEBUILD_RENDER_POINT_CACHE_H

#include <pthread.h>
#include <stddef.h>
#include <stdint.h>

typedef struct point_table {
  uint32_t count;  /* its points (what a point is: the kind's); 0 where none was built */
  const float *xy;
} point_table;

typedef struct point_cache {
  pthread_mutex_t lock;
  struct point_cache_entry *tables;
  uint64_t total;     /* points held */
  uint64_t max_total; /* the most the kind's tables hold together */
} point_cache;
#define POINT_CACHE_INIT(max_total) {PTHREAD_MUTEX_INITIALIZER, NULL, 0, (max_total)}

/* Builds the table of `settings`: its malloc'd floats and, in *count, its points; NULL when it
 * cannot (out of memory: an empty table). */
typedef float *(*point_cache_build)(const void *settings, uint32_t *count);

/* The table of `settings` (n bytes, compared bit for bit: give them no padding of chance), built
 * at the first ask; never NULL, an empty table where none could be built. Safe from any thread. */
const point_table *point_cache_get(point_cache *cache, const void *settings, size_t n, point_cache_build build);

#endif
