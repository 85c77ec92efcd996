/*
 * expect.h — the checks of the C++ tests that run kernel text on CPU threads
 * (test_tile_kernels.cpp, test_plot_cache.cpp): EXPECT(cond, fmt, ...) counts a pass or prints
 * the failure with its message and counts it; expect_summary prints the suite's summary line in
 * tests/run_unit.sh's form and gives the exit status.
 */
#ifndef FLAMEBUILD_TESTS_KERNELS_EXPECT_H
#define FLAMEBUILD_TESTS_KERNELS_EXPECT_H

#include <cstdio>

static int passed, failed;
#define EXPECT(cond, ...)                                                                                          \
  do {                                                                                                             \
    if (cond) {                                                                                                    \
      passed++;                                                                                                    \
    } else {                                                                                                       \
      failed++;                                                                                                    \
      fprintf(stderr, "FAIL %s:%d: %s: ", __FILE__, __LINE__, #cond);                                              \
      fprintf(stderr, __VA_ARGS__);                                                                                \
      fputc('\n', stderr);                                                                                         \
    }                                                                                                              \
  } while (0)

static int expect_summary(const char *suite) {
  printf("%s: %d passed, %d failed, 0 skipped\n", suite, passed, failed);
  return failed ? 1 : 0;
}

#endif
