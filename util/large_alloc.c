#include "large_alloc.h"

#include <stdlib.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif
#include <sys/mman.h>

#include "parallel.h"

#define HUGE_PAGE ((size_t)2 << 20)

void *fb_large_alloc(size_t bytes) {
  if (bytes == 0) return NULL;
  if (bytes < FB_LARGE_ALLOC_MIN) return malloc(bytes);
  if (bytes > (size_t)-1 - HUGE_PAGE) return NULL;
  const size_t rounded = (bytes + HUGE_PAGE - 1) & ~(HUGE_PAGE - 1); /* aligned_alloc: a multiple */
  void *p = aligned_alloc(HUGE_PAGE, rounded);
  if (!p) return NULL;
  /* Fails only where the kernel has no transparent huge pages (EINVAL): then the buffer is
   * mapped in 4 KB pages, as malloc's would be. */
  (void)madvise(p, rounded, MADV_HUGEPAGE);
  return p;
}

enum { TOUCH_CHUNK = 32 << 20 }; /* bytes a job maps */

typedef struct touch_job {
  unsigned char *p;
  size_t bytes;
  atomic_int next;
} touch_job;

static void touch_pages(volatile unsigned char *c, size_t bytes) { /* the first byte of each */
  for (size_t i = 0; i < bytes; i += 4096) c[i] = 0;
}

static void touch_worker(void *ctx, int thread) {
  (void)thread;
  touch_job *j = ctx;
  const int n = (int)((j->bytes + TOUCH_CHUNK - 1) / TOUCH_CHUNK);
  for (int k; (k = parallel_take(&j->next, n)) >= 0;) {
    const size_t at = (size_t)k * TOUCH_CHUNK;
    touch_pages(j->p + at, j->bytes - at < TOUCH_CHUNK ? j->bytes - at : TOUCH_CHUNK);
  }
}

void fb_large_touch(void *p, size_t bytes) {
  if (bytes == 0) return;
  if (bytes <= TOUCH_CHUNK) {
    touch_pages(p, bytes);
  } else {
    touch_job j = {.p = p, .bytes = bytes};
    atomic_init(&j.next, 0);
    parallel_run(0, (int)((bytes + TOUCH_CHUNK - 1) / TOUCH_CHUNK), touch_worker, &j);
  }
  ((volatile unsigned char *)p)[bytes - 1] = 0; /* the last page, when p is not page-aligned */
}

void fb_heap_keep_freed(void) {
#ifdef __GLIBC__
  (void)mallopt(M_TRIM_THRESHOLD, 512 << 20);
  (void)mallopt(M_MMAP_THRESHOLD, 32 << 20);
  (void)mallopt(M_ARENA_MAX, 1);
#endif
}

void fb_heap_release(void) {
#ifdef __GLIBC__
  (void)malloc_trim(0);
#endif
}
