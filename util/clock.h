/*
 * clock.h — the two clocks flamebuild reads, in seconds as doubles: the monotonic one for
 * durations and deadlines (it never jumps when the system time is set), the wall clock for
 * times a person reads (log lines, status --json).
 */
#ifndef FLAMEBUILD_UTIL_CLOCK_H
#define FLAMEBUILD_UTIL_CLOCK_H

#include <time.h>

static inline double fb_mono_seconds(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

static inline double fb_wall_seconds(void) {
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

#endif
