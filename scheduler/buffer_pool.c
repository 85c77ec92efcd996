/*
 * buffer_pool.c — reused per-frame host buffers (contract in buffer_pool.h).
 *
 * A plain array of records under one lock: a build has a few dozen buffers at most, so a
 * linear search costs nothing next to a frame.
 */
#include "buffer_pool.h"

#include "../util/large_alloc.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

typedef struct pool_buffer {
  void *p;
  size_t bytes;
  int from_allocator;        /* 0: malloc (no allocator, or it failed) */
  int taken;
  unsigned long given_at;    /* when it was last given back: the oldest idle goes first */
} pool_buffer;

struct buffer_pool {
  pthread_mutex_t lock;
  buffer_allocator allocator;
  int has_allocator;
  int keep;
  int allocator_max;         /* buffers from the allocator at once; < 0: no bound */
  int from_allocator;        /* those now in the pool (taken or idle), or being allocated */
  pool_buffer *bufs;
  int n, cap;
  unsigned long tick;
  buffer_pool_stats stats;
};

buffer_pool *buffer_pool_new(const buffer_allocator *allocator, int keep) {
  buffer_pool *pool = calloc(1, sizeof *pool);
  if (!pool) return NULL;
  pthread_mutex_init(&pool->lock, NULL);
  if (allocator) {
    pool->allocator = *allocator;
    pool->has_allocator = 1;
  }
  pool->keep = keep > 0 ? keep : 0;
  pool->allocator_max = -1;
  return pool;
}

static void release(buffer_pool *pool, pool_buffer *b) {
  if (b->from_allocator) pool->allocator.free(b->p);
  else free(b->p);
}

void *buffer_pool_take(buffer_pool *pool, size_t bytes, int zero, fb_error *err) {
  if (bytes == 0) {
    fb_errorf(err, "buffer_pool_take: no bytes");
    return NULL;
  }
  pthread_mutex_lock(&pool->lock);
  pool->stats.takes++;
  /* An idle buffer of the size, the allocator's first (malloc'd ones are the fallback). */
  int found = -1;
  for (int i = 0; i < pool->n; i++) {
    const pool_buffer *b = &pool->bufs[i];
    if (!b->taken && b->bytes == bytes && (found < 0 || (b->from_allocator && !pool->bufs[found].from_allocator)))
      found = i;
  }
  if (found >= 0) {
    pool_buffer *b = &pool->bufs[found];
    b->taken = 1;
    pool->stats.reuses++;
    pool->stats.idle_bytes -= bytes;
    pool->stats.taken_bytes += bytes;
    void *p = b->p;
    pthread_mutex_unlock(&pool->lock);
    if (zero) memset(p, 0, bytes);
    return p;
  }
  if (pool->n == pool->cap) {
    int cap = pool->cap ? 2 * pool->cap : 16;
    pool_buffer *bufs = realloc(pool->bufs, (size_t)cap * sizeof *bufs);
    if (!bufs) {
      pthread_mutex_unlock(&pool->lock);
      fb_errorf(err, "out of memory");
      return NULL;
    }
    pool->bufs = bufs;
    pool->cap = cap;
  }
  const int use_allocator =
      pool->has_allocator && (pool->allocator_max < 0 || pool->from_allocator < pool->allocator_max);
  pool->from_allocator += use_allocator; /* reserved: threads allocating at once stay within the bound */
  pthread_mutex_unlock(&pool->lock);

  /* Allocate outside the lock: page-locking 40 MB takes milliseconds. */
  pool_buffer b = {.bytes = bytes, .taken = 1};
  fb_error why;
  if (use_allocator && pool->allocator.alloc(&b.p, bytes, &why) == 0) b.from_allocator = 1;
  else {
    if (use_allocator) { /* the allocator failed: its place goes back */
      pthread_mutex_lock(&pool->lock);
      pool->from_allocator--;
      pthread_mutex_unlock(&pool->lock);
    }
    if (!(b.p = fb_large_alloc(bytes))) {
      fb_errorf(err, "out of memory: a %.1f MiB buffer", (double)bytes / 1048576.0);
      return NULL;
    }
  }
  /* Every page mapped now (fb_large_touch, on the cores), not by the GPU copy or the decoder
   * that fills it; a zeroed buffer's memset has mapped them. */
  if (zero) memset(b.p, 0, bytes);
  else fb_large_touch(b.p, bytes);

  pthread_mutex_lock(&pool->lock);
  if (pool->n == pool->cap) { /* another thread took the slot made above */
    int cap = 2 * pool->cap;
    pool_buffer *bufs = realloc(pool->bufs, (size_t)cap * sizeof *bufs);
    if (!bufs) {
      pthread_mutex_unlock(&pool->lock);
      release(pool, &b);
      fb_errorf(err, "out of memory");
      return NULL;
    }
    pool->bufs = bufs;
    pool->cap = cap;
  }
  pool->bufs[pool->n++] = b;
  pool->stats.allocations++;
  if (use_allocator && !b.from_allocator) pool->stats.fallbacks++;
  pool->stats.taken_bytes += bytes;
  pthread_mutex_unlock(&pool->lock);
  return b.p;
}

void buffer_pool_give(buffer_pool *pool, void *p) {
  if (!p) return;
  pool_buffer evicted[8];
  int nevicted = 0;
  pthread_mutex_lock(&pool->lock);
  for (int i = 0; i < pool->n; i++)
    if (pool->bufs[i].p == p && pool->bufs[i].taken) {
      pool->bufs[i].taken = 0;
      pool->bufs[i].given_at = ++pool->tick;
      pool->stats.taken_bytes -= pool->bufs[i].bytes;
      pool->stats.idle_bytes += pool->bufs[i].bytes;
      break;
    }
  /* Beyond `keep` idle buffers, free the oldest (a sequence of another size left them). */
  for (;;) {
    int idle = 0, oldest = -1;
    for (int i = 0; i < pool->n; i++)
      if (!pool->bufs[i].taken) {
        idle++;
        if (oldest < 0 || pool->bufs[i].given_at < pool->bufs[oldest].given_at) oldest = i;
      }
    if (idle <= pool->keep || nevicted == (int)(sizeof evicted / sizeof evicted[0])) break;
    evicted[nevicted++] = pool->bufs[oldest];
    pool->stats.idle_bytes -= pool->bufs[oldest].bytes;
    pool->bufs[oldest] = pool->bufs[--pool->n];
  }
  pthread_mutex_unlock(&pool->lock);
  int released = 0;
  for (int i = 0; i < nevicted; i++) {
    release(pool, &evicted[i]);
    released += evicted[i].from_allocator;
  }
  if (released) { /* their places, once they are gone: the bound is on buffers that exist */
    pthread_mutex_lock(&pool->lock);
    pool->from_allocator -= released;
    pthread_mutex_unlock(&pool->lock);
  }
}

void buffer_pool_set_keep(buffer_pool *pool, int keep) {
  pthread_mutex_lock(&pool->lock);
  pool->keep = keep > 0 ? keep : 0;
  pthread_mutex_unlock(&pool->lock);
}

void buffer_pool_set_allocator_max(buffer_pool *pool, int n) {
  pthread_mutex_lock(&pool->lock);
  pool->allocator_max = n;
  pthread_mutex_unlock(&pool->lock);
}

void buffer_pool_free(buffer_pool *pool) {
  if (!pool) return;
  for (int i = 0; i < pool->n; i++) release(pool, &pool->bufs[i]);
  free(pool->bufs);
  pthread_mutex_destroy(&pool->lock);
  free(pool);
}

buffer_pool_stats buffer_pool_stats_of(buffer_pool *pool) {
  pthread_mutex_lock(&pool->lock);
  buffer_pool_stats s = pool->stats;
  pthread_mutex_unlock(&pool->lock);
  return s;
}
