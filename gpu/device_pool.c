/*
 * device_pool.c — the caching allocator of device blocks (see device_pool.h).
 *
 * Two small arrays: the cached blocks in the order they were freed (eviction takes the front,
 * reuse searches from the back for the warmest block of the size), and the blocks handed out
 * with their sizes. A build holds a few dozen blocks at most, so linear scans are the simplest
 * thing that is fast enough.
 */
#include "device_pool.h"

#include <stdlib.h>
#include <string.h>

void device_pool_init(device_pool *pool, const device_pool_ops *ops, size_t limit, int max_blocks) {
  memset(pool, 0, sizeof *pool);
  pool->ops = *ops;
  pool->limit = limit;
  pool->max_blocks = max_blocks > 0 ? max_blocks : 0;
}

/* Room for one more entry in *list; -1 when out of host memory. */
static int reserve(device_pool_block **list, int n, int *cap) {
  if (n < *cap) return 0;
  int grown = *cap ? 2 * *cap : 16;
  device_pool_block *p = realloc(*list, (size_t)grown * sizeof *p);
  if (!p) return -1;
  *list = p;
  *cap = grown;
  return 0;
}

static void give_back(device_pool *pool, CUdeviceptr p) {
  if (pool->ops.free) pool->ops.free(pool->ops.ctx, p);
}

/* Removes cached entry i, keeping the order of the others. */
static device_pool_block take_cached(device_pool *pool, int i) {
  device_pool_block b = pool->cached[i];
  memmove(pool->cached + i, pool->cached + i + 1, (size_t)(pool->ncached - i - 1) * sizeof *pool->cached);
  pool->ncached--;
  pool->stats.cached_bytes -= b.bytes;
  return b;
}

/* Least recently freed first, until the cache is within its bounds. */
static void evict_to_bounds(device_pool *pool) {
  while (pool->ncached > 0 && (pool->stats.cached_bytes > pool->limit || pool->ncached > pool->max_blocks)) {
    give_back(pool, take_cached(pool, 0).ptr);
    pool->stats.evictions++;
  }
}

void device_pool_release_all(device_pool *pool) {
  while (pool->ncached > 0) {
    give_back(pool, take_cached(pool, 0).ptr);
    pool->stats.evictions++;
  }
}

static void record_live(device_pool *pool, CUdeviceptr p, size_t bytes) {
  /* reserve() ran before the block was got, so there is room. */
  pool->live[pool->nlive++] = (device_pool_block){p, bytes};
  pool->stats.live_bytes += bytes;
}

int device_pool_alloc(device_pool *pool, CUdeviceptr *p, size_t bytes, fb_error *err) {
  *p = 0;
  if (bytes == 0) return fb_errorf(err, "a device block of 0 bytes");
  if (!pool->ops.alloc) return fb_errorf(err, "the device memory pool is not initialised");
  if (reserve(&pool->live, pool->nlive, &pool->cap_live) < 0)
    return fb_errorf(err, "out of memory recording a device block");
  for (int i = pool->ncached - 1; i >= 0; i--)
    if (pool->cached[i].bytes == bytes) {
      *p = take_cached(pool, i).ptr;
      pool->stats.hits++;
      record_live(pool, *p, bytes);
      return 0;
    }
  pool->stats.misses++;
  int rc = pool->ops.alloc(pool->ops.ctx, p, bytes, err);
  if (rc == DEVICE_POOL_OOM && pool->ncached > 0) {
    /* The cache may hold what the device lacks: blocks of other sizes, freed for nothing. */
    device_pool_release_all(pool);
    pool->stats.oom_retries++;
    rc = pool->ops.alloc(pool->ops.ctx, p, bytes, err);
  }
  if (rc != 0) {
    *p = 0;
    return rc;
  }
  record_live(pool, *p, bytes);
  return 0;
}

void device_pool_free(device_pool *pool, CUdeviceptr p) {
  if (!p) return;
  int at = -1;
  for (int i = pool->nlive - 1; i >= 0; i--)
    if (pool->live[i].ptr == p) {
      at = i;
      break;
    }
  if (at < 0) { /* not ours (or forgotten by device_pool_destroy) */
    give_back(pool, p);
    return;
  }
  device_pool_block b = pool->live[at];
  pool->live[at] = pool->live[--pool->nlive];
  pool->stats.live_bytes -= b.bytes;
  if (b.bytes > pool->limit || pool->max_blocks == 0 ||
      reserve(&pool->cached, pool->ncached, &pool->cap_cached) < 0) {
    give_back(pool, p);
    return;
  }
  pool->cached[pool->ncached++] = b;
  pool->stats.cached_bytes += b.bytes;
  evict_to_bounds(pool);
}

void device_pool_set_limit(device_pool *pool, size_t limit) {
  pool->limit = limit;
  evict_to_bounds(pool);
}

size_t device_pool_cached_bytes(const device_pool *pool) { return pool->stats.cached_bytes; }

device_pool_stats device_pool_stats_of(const device_pool *pool) {
  device_pool_stats s = pool->stats;
  s.cached_blocks = pool->ncached;
  s.live_blocks = pool->nlive;
  return s;
}

void device_pool_destroy(device_pool *pool) {
  device_pool_release_all(pool);
  free(pool->cached);
  free(pool->live);
  memset(pool, 0, sizeof *pool);
}
