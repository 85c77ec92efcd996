/*
 * point_cache.h — the tables of points that variations draw from (dla_wf's aggregate,
 * dla_points.h; brownian_js's path, brownian_points.h; a sub-flame's cloud, subflame_points.h…),
 * each built once for its settings and kept while it is used: a kind's tables are a list under
 * one lock, found by the settings' bytes, their points counted against the kind's ceiling.
 *
 * A table asked for is pinned — its points stay where they are — until the one who asked
 * releases it: a frame's prepared xforms hold theirs while it renders (render/prepare.h
 * render_prepared.tables; a GPU frame's buffers, gpu/frame_buffers.c, while they are filled).
 * Past the ceiling, the tables nobody holds go, the longest unused first, so that an animation
 * whose dla_wf grows a new aggregate every frame, or a watch session that edits a sub-flame
 * again and again, keeps drawing them all; only a table that does not fit beside those held
 * at that moment is refused, and its frame fails saying so (never drawn without it, and cached).
 */
#ifndef FLAMEBUILD_RENDER_POINT_CACHE_H
#define FLAMEBUILD_RENDER_POINT_CACHE_H

#include <pthread.h>
#include <stddef.h>
#include <stdint.h>

typedef struct point_table {
  uint32_t count;  /* its points (what a point is: the kind's); 0 where none was built */
  const float *xy;
  struct point_cache_entry *entry; /* the cache's own (point_table_release); NULL: a kind's
                                      "none", never pinned */
} point_table;

typedef struct point_cache {
  pthread_mutex_t lock;
  struct point_cache_entry *tables; /* the most recently asked for first */
  uint64_t total;     /* points held */
  uint64_t max_total; /* the most the kind's tables hold together */
  uint64_t built;     /* tables built so far (tests: a table kept is not built again) */
} point_cache;
#define POINT_CACHE_INIT(max_total) {PTHREAD_MUTEX_INITIALIZER, NULL, 0, (max_total), 0}

/* Builds the table of `settings`: its malloc'd floats and, in *count, its points; NULL when it
 * cannot (out of memory, or settings that make no points: an empty table). */
typedef float *(*point_cache_build)(const void *settings, uint32_t *count);

/* The table of `settings` (n bytes, compared bit for bit: give them no padding of chance),
 * built at the first ask, pinned until point_table_release. NULL when it cannot be kept: its
 * points and those of the kind's tables pinned now are more than the kind's ceiling (or no
 * memory for the entry); nothing is kept then, so a later ask tries again. Safe from any
 * thread; never call it from a build of the same cache. */
const point_table *point_cache_get(point_cache *cache, const void *settings, size_t n, point_cache_build build);

/* Gives back one pin of a table point_cache_get returned (NULL and a kind's "none": nothing). */
void point_table_release(const point_table *table);

/* The tables a frame holds pinned while it draws from them. */
typedef struct point_pins {
  const point_table **tables;
  int count, room;
} point_pins;

/* Adds t (pinned by the caller) to pins; -1 when out of memory, t released then. A kind's
 * "none" is not held. */
int point_pins_add(point_pins *pins, const point_table *t);
/* Moves every table from `from` into `to`; -1 when out of memory, every table released then. */
int point_pins_move(point_pins *to, point_pins *from);
/* Releases every table held, and the list. */
void point_pins_release(point_pins *pins);

#endif
