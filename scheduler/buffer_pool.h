/*
 * buffer_pool.h — the big per-frame host buffers of a build, reused from frame to frame.
 *
 * A 1080p frame in flight holds a 42 MB float buffer (the GPU's canonical buffer) or an
 * 83 MB double one (the CPU's). Allocated and freed per frame, each is a fresh mmap: ~10,000
 * page faults to fill it and an munmap that interrupts every thread of the process to flush
 * its TLB. The pool keeps released buffers and hands them out again to the next frame that
 * asks for the same size, which in a build is every frame of a sequence.
 *
 *   buffer_pool *pool = buffer_pool_new(&allocator, keep);   // e.g. the pipeline's frames in flight
 *   void *p = buffer_pool_take(pool, bytes, zero, &err);       // pages mapped; zeroed if asked
 *   ...
 *   buffer_pool_give(pool, p);                                 // back to the pool (or freed)
 *   buffer_pool_free(pool);                                    // every buffer given back first
 *
 * The allocator decides where the memory comes from: plain malloc, or page-locked memory the
 * GPU copies into at full speed (gpu_host_alloc). When it fails, the pool falls back to plain
 * memory (the buffer is slower to copy into, never missing). Plain buffers come from
 * fb_large_alloc (huge pages for big ones: they are mapped several times faster). Thread-safe.
 */
#ifndef FLAMEBUILD_BUFFER_POOL_H
#define FLAMEBUILD_BUFFER_POOL_H

#include <stddef.h>

#include "../util/error.h"

typedef struct buffer_allocator {
  int (*alloc)(void **p, size_t bytes, fb_error *err); /* 0, or -1 with the reason */
  void (*free)(void *p);
} buffer_allocator;

typedef struct buffer_pool buffer_pool;

/* A pool keeping at most `keep` (>= 0) idle buffers; allocator NULL = malloc. NULL when out of
 * memory. */
buffer_pool *buffer_pool_new(const buffer_allocator *allocator, int keep);

/* A buffer of `bytes` (> 0) with every page mapped, all zero when `zero`; NULL with the reason
 * when out of memory. */
void *buffer_pool_take(buffer_pool *pool, size_t bytes, int zero, fb_error *err);

/* Returns a buffer from buffer_pool_take (NULL is fine). The oldest idle buffers beyond `keep`
 * are freed. */
void buffer_pool_give(buffer_pool *pool, void *p);

/* Changes the number of idle buffers kept (e.g. to the frames a pipeline holds in flight). */
void buffer_pool_set_keep(buffer_pool *pool, int keep);

/* At most n (>= 0) buffers from the allocator at once, the rest malloc'd; n < 0 (the default):
 * no bound. Page-locking is slow and holds the GPU driver's locks meanwhile: a build whose
 * prepared frames each page-locked a 130 MB buffer at its start held the device's first
 * frames for ~0.8 s. A buffer taken from the pool is the allocator's when one of the size is
 * idle. */
void buffer_pool_set_allocator_max(buffer_pool *pool, int n);

/* Frees the pool and its idle buffers; buffers still taken are freed too (a caller's bug, but
 * no leak). NULL is fine. */
void buffer_pool_free(buffer_pool *pool);

/* Counters, for tests and `build -v`. */
typedef struct buffer_pool_stats {
  long takes, reuses, allocations, fallbacks; /* fallbacks: the allocator failed, malloc used */
  size_t idle_bytes, taken_bytes;
} buffer_pool_stats;
buffer_pool_stats buffer_pool_stats_of(buffer_pool *pool);

#endif
