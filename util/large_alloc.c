#include "large_alloc.h"

#include <stdlib.h>
#include <sys/mman.h>

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
