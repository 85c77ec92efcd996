/*
 * point_cache.c — the tables of points variations draw from, built once and kept while they
 * are used (see point_cache.h).
 */
#include "point_cache.h"

#include <stdlib.h>
#include <string.h>

struct point_cache_entry {
  struct point_cache_entry *next;
  point_cache *cache;
  point_table table;
  uint64_t pins;
  size_t n;
  unsigned char settings[]; /* [n] */
};

/* Frees the longest unused table that nobody holds; 0 where every table is held. Under the lock. */
static int drop_one_unpinned(point_cache *cache) {
  struct point_cache_entry **last = NULL;
  for (struct point_cache_entry **at = &cache->tables; *at; at = &(*at)->next)
    if ((*at)->pins == 0) last = at;
  if (!last) return 0;
  struct point_cache_entry *e = *last;
  *last = e->next;
  cache->total -= e->table.count;
  free((void *)e->table.xy);
  free(e);
  return 1;
}

const point_table *point_cache_get(point_cache *cache, const void *settings, size_t n, point_cache_build build) {
  pthread_mutex_lock(&cache->lock);
  struct point_cache_entry **at = &cache->tables, *e = NULL;
  for (; *at; at = &(*at)->next)
    if ((*at)->n == n && !memcmp((*at)->settings, settings, n)) break;
  if (*at) { /* to the front: the most recently asked for */
    e = *at;
    *at = e->next;
  } else if ((e = calloc(1, sizeof *e + n))) {
    e->cache = cache;
    e->n = n;
    memcpy(e->settings, settings, n);
    e->table.entry = e;
    uint32_t count = 0;
    float *xy = build(settings, &count);
    cache->built++;
    if (!xy) count = 0;
    while (count <= cache->max_total && cache->total + count > cache->max_total && drop_one_unpinned(cache)) {
    }
    if (cache->total + count > cache->max_total) { /* what is held leaves no room for it */
      free(xy);
      free(e);
      e = NULL;
    } else {
      e->table.count = count;
      e->table.xy = xy;
      cache->total += count;
    }
  }
  if (e) {
    e->pins++;
    e->next = cache->tables;
    cache->tables = e;
  }
  pthread_mutex_unlock(&cache->lock);
  return e ? &e->table : NULL;
}

void point_table_release(const point_table *table) {
  if (!table || !table->entry) return;
  point_cache *cache = table->entry->cache;
  pthread_mutex_lock(&cache->lock);
  table->entry->pins--;
  pthread_mutex_unlock(&cache->lock);
}

int point_pins_add(point_pins *pins, const point_table *t) {
  if (!t || !t->entry) return 0;
  if (pins->count == pins->room) {
    const int room = pins->room ? 2 * pins->room : 4;
    const point_table **grown = realloc(pins->tables, (size_t)room * sizeof *grown);
    if (!grown) {
      point_table_release(t);
      return -1;
    }
    pins->tables = grown;
    pins->room = room;
  }
  pins->tables[pins->count++] = t;
  return 0;
}

int point_pins_move(point_pins *to, point_pins *from) {
  int rc = 0;
  for (int i = 0; i < from->count; i++)
    if (rc < 0) point_table_release(from->tables[i]);
    else rc = point_pins_add(to, from->tables[i]);
  free(from->tables);
  memset(from, 0, sizeof *from);
  if (rc < 0) point_pins_release(to);
  return rc;
}

void point_pins_release(point_pins *pins) {
  for (int i = 0; i < pins->count; i++) point_table_release(pins->tables[i]);
  free(pins->tables);
  memset(pins, 0, sizeof *pins);
}
