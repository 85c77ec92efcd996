/*
 * check.h — the unit-test harness: a test file is a list of `static void test_x(void)`
 * functions run from main() through RUN(test_x). CHECK records a failure with file and line
 * and carries on. SKIP(why) says that checks of the running test could not run here (no
 * NVRTC, no GPU, no system file): the test is counted skipped, never passed, and RUN prints
 * "SKIP test_x: why" (a test that also failed a check counts as failed). main returns
 * check_summary(), which prints "SUITE: N passed, N failed, N skipped"; tests/run_unit.sh
 * records each kind.
 */
#ifndef FLAMEBUILD_CHECK_H
#define FLAMEBUILD_CHECK_H

#include <math.h>
#include <stdio.h>
#include <string.h>

static int check_passed, check_failed, check_skipped, check_current_failed;
static char check_current_skip[256]; /* why the running test skipped checks; "" if it did not */

/* Marks the running test skipped (the first reason is kept); the test may go on with the
 * checks that can run, or return. */
#define SKIP(why)                                                                \
  do {                                                                           \
    if (!check_current_skip[0])                                                  \
      snprintf(check_current_skip, sizeof check_current_skip, "%.255s", (why));   \
  } while (0)

#define CHECK(cond)                                                              \
  do {                                                                           \
    if (!(cond)) {                                                               \
      fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond);   \
      check_current_failed = 1;                                                  \
    }                                                                            \
  } while (0)

#define CHECK_NEAR(a, b, tol)                                                    \
  do {                                                                           \
    double check_a_ = (a), check_b_ = (b);                                       \
    if (!(fabs(check_a_ - check_b_) <= (tol))) {                                 \
      fprintf(stderr, "%s:%d: CHECK_NEAR failed: %s = %.17g, %s = %.17g\n",      \
              __FILE__, __LINE__, #a, check_a_, #b, check_b_);                   \
      check_current_failed = 1;                                                  \
    }                                                                            \
  } while (0)

#define CHECK_STR(a, b)                                                          \
  do {                                                                           \
    const char *check_a_ = (a), *check_b_ = (b);                                 \
    if (!check_a_ || !check_b_ || strcmp(check_a_, check_b_) != 0) {             \
      fprintf(stderr, "%s:%d: CHECK_STR failed: \"%s\" != \"%s\"\n", __FILE__,  \
              __LINE__, check_a_ ? check_a_ : "(null)", check_b_ ? check_b_ : "(null)"); \
      check_current_failed = 1;                                                  \
    }                                                                            \
  } while (0)

#define RUN(test)                                                                \
  do {                                                                           \
    check_current_failed = 0;                                                    \
    check_current_skip[0] = 0;                                                   \
    test();                                                                      \
    if (check_current_failed) {                                                  \
      check_failed++;                                                            \
      fprintf(stderr, "FAIL %s\n", #test);                                       \
    } else if (check_current_skip[0]) {                                          \
      check_skipped++;                                                           \
      printf("SKIP %s: %s\n", #test, check_current_skip);                        \
    } else {                                                                     \
      check_passed++;                                                            \
    }                                                                            \
  } while (0)

static inline int check_summary(const char *suite) {
  printf("%s: %d passed, %d failed, %d skipped\n", suite, check_passed, check_failed, check_skipped);
  return check_failed ? 1 : 0;
}

#endif
