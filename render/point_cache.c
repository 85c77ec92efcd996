/*
 * point_cache.c — the tables of points variations draw from, built once a process (see
 * point_cache.h).
 */
#include "point_cache.h"

#include <stdlib.h>
#include <string.h>

struct point_cache_entry {
  struct point_cache_entry *next;
  point_table table;
  size_t n;
  unsigned char settings[]; /* [n] */
};

const point_table *point_cache_get(point_cache *cache, const void *settings, size_t n, point_cache_build build) {
  static const point_table none = {0, NULL};
  pthread_mutex_lock(&cache->lock);
  struct point_cache_entry *e;
  for (e = cache->tables; e; e = e->next)
    if (e->n == n && !memcmp(e->settings, settings, n)) break;
  if (!e && (e = calloc(1, sizeof *e + n))) {
    e->n = n;
    memcpy(e->settings, settings, n);
    uint32_t count = 0;
    float *xy = build(settings, &count);
    if (xy && cache->total + count <= cache->max_total) {
      e->table.count = count;
      e->table.xy = xy;
      cache->total += count;
    } else {
      free(xy); /* out of memory, or past the kind's points: an empty table, kept as well */
    }
    e->next = cache->tables;
    cache->tables = e;
  }
  pthread_mutex_unlock(&cache->lock);
  return e ? &e->table : &none;
}
