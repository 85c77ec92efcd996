/*
 * device_pool.h — a caching allocator of device blocks, keyed by exact byte size (internal to
 * gpu/; device.c holds the process's one pool behind gpu_dev_alloc / gpu_dev_free).
 *
 * Why: every frame of a build asks for the same buffers (frames of one sequence have the same
 * histogram and slot counts), and cuMemAlloc + cuMemFree cost milliseconds each, cuMemFree
 * synchronising the device. A freed block is kept and handed to the next request of exactly
 * its size; nothing is split or merged, so a block never changes size and the pool is a plain
 * list. A kept block's content is what its last user left: callers initialise what they read.
 *
 *   device_pool pool;
 *   device_pool_init(&pool, &ops, limit_bytes, max_blocks);
 *   device_pool_alloc(&pool, &p, bytes, &err);   // a cached block of that size, or ops.alloc
 *   device_pool_free(&pool, p);                  // kept (within the bounds) or ops.free
 *   device_pool_destroy(&pool);                  // cached blocks to ops.free
 *
 * Bounds: at most `limit` bytes and `max_blocks` blocks stay cached; beyond them the least
 * recently freed blocks go first. When ops.alloc reports out-of-memory and blocks are cached,
 * every cached block is released and the allocation tried once more.
 *
 * Pure C over the two injected primitives (tests/unit/test_device_pool.c runs it with fake
 * ones). Not thread-safe: device.c calls it under the device lock.
 */
#ifndef FLAMEBUILD_GPU_DEVICE_POOL_H
#define FLAMEBUILD_GPU_DEVICE_POOL_H

#include <stddef.h>

#include "../util/error.h"
#include "cuda_api.h"

/* ops.alloc's result besides 0 (done) and -1 (failed, err says why): the device is out of
 * memory (err says so too), and releasing cached blocks may help. */
enum { DEVICE_POOL_OOM = -2 };

typedef struct device_pool_ops {
  int (*alloc)(void *ctx, CUdeviceptr *p, size_t bytes, fb_error *err); /* 0, -1 or DEVICE_POOL_OOM */
  void (*free)(void *ctx, CUdeviceptr p);
  void *ctx;
} device_pool_ops;

typedef struct device_pool_block {
  CUdeviceptr ptr;
  size_t bytes;
} device_pool_block;

typedef struct device_pool_stats {
  long hits, misses;         /* allocations served from the cache / by ops.alloc */
  long evictions;            /* cached blocks given to ops.free: bounds, release-all, OOM */
  long oom_retries;          /* allocations retried after releasing the cache */
  size_t cached_bytes, live_bytes;
  int cached_blocks, live_blocks;
} device_pool_stats;

typedef struct device_pool {
  device_pool_ops ops;
  size_t limit;              /* most bytes kept cached */
  int max_blocks;            /* most blocks kept cached */
  device_pool_block *cached; /* oldest freed first */
  int ncached, cap_cached;
  device_pool_block *live;   /* handed out: their sizes, for device_pool_free */
  int nlive, cap_live;
  device_pool_stats stats;
} device_pool;

/* An empty pool (no allocation). A zeroed device_pool is a valid, empty, destroyed one. */
void device_pool_init(device_pool *pool, const device_pool_ops *ops, size_t limit, int max_blocks);

/* A block of exactly `bytes` (> 0) into *p: the most recently freed cached one of that size,
 * else a new one from ops.alloc (retried once after releasing the cache when it reports
 * DEVICE_POOL_OOM). Returns 0, or ops.alloc's failure (-1 or DEVICE_POOL_OOM, with err) and
 * *p = 0. */
int device_pool_alloc(device_pool *pool, CUdeviceptr *p, size_t bytes, fb_error *err);

/* Takes back a block from device_pool_alloc (0 is ignored): cached when the bounds allow,
 * else given to ops.free. A block the pool did not hand out goes straight to ops.free. */
void device_pool_free(device_pool *pool, CUdeviceptr p);

/* Gives every cached block to ops.free (blocks handed out are not affected). */
void device_pool_release_all(device_pool *pool);

/* New bound on cached bytes; cached blocks beyond it are released at once. 0: cache nothing. */
void device_pool_set_limit(device_pool *pool, size_t limit);

/* Bytes cached: free for the device's purposes, as an allocation that needs them gets them. */
size_t device_pool_cached_bytes(const device_pool *pool);

device_pool_stats device_pool_stats_of(const device_pool *pool);

/* Releases the cached blocks and the pool's own memory, and zeroes the pool. Blocks still
 * handed out are forgotten: device_pool_free of one later drops it (a zeroed pool has no ops;
 * after a new device_pool_init it goes to ops.free). */
void device_pool_destroy(device_pool *pool);

#endif
