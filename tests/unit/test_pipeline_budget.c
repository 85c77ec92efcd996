/* Unit tests of scheduler/pipeline.c's memory bound: how many frames may be in flight for a
 * budget and a frame's bytes, and the budget this machine gets. */
#include <unistd.h>

#include "check.h"
#include "scheduler/pipeline.h"

#define GIB (1024.0 * 1024 * 1024)

static void test_within(void) {
  /* 1080p (~83 MB a frame): the threads bound it, not the memory. */
  CHECK(pipeline_max_inflight_within(4 * GIB, 83e6, 16, 3) == 20);
  /* 4K supersample 2 (~1.4 GB a frame): 4 GiB holds three; 32 GiB as many as the threads use. */
  CHECK(pipeline_max_inflight_within(4 * GIB, 1.4e9, 16, 3) == 3);
  CHECK(pipeline_max_inflight_within(32 * GIB, 1.4e9, 16, 3) == 20);
  CHECK(pipeline_max_inflight_within(20 * GIB, 1.4e9, 16, 3) == 15);
  /* Never fewer than two (one renders while the other is written), whatever the frame. */
  CHECK(pipeline_max_inflight_within(1 * GIB, 50e9, 16, 3) == 2);
  CHECK(pipeline_max_inflight_within(0, 1e6, 0, 0) == 2);
  /* Unknown bytes: the threads' bound; no render thread counts as one. */
  CHECK(pipeline_max_inflight_within(4 * GIB, 0, 4, 0) == 6);
}

static void test_budget(void) {
  const double budget = pipeline_memory_budget();
  const long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);
  CHECK(budget > 0);
  if (pages > 0 && page > 0) CHECK(budget <= (double)pages * page / 4 + 1);
  CHECK(pipeline_max_inflight(budget / 5.5, 16, 3) == 5);
}

int main(void) {
  RUN(test_within);
  RUN(test_budget);
  return check_summary("pipeline_budget");
}
