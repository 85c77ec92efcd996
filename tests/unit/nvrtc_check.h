/*
 * nvrtc_check.h — the unit tests' rule for NVRTC (the CUDA toolkit's libnvrtc): it is
 * required, so a test that compiles fails without it, unless FLAMEBUILD_NO_CUDA_TOOLKIT=1
 * says this machine has none: then the test is reported skipped (check.h's SKIP), never
 * passed. main calls nvrtc_check_init(suite) before its tests; a test that compiles starts
 * with `if (!need_nvrtc()) return;`.
 */
#ifndef FLAMEBUILD_NVRTC_CHECK_H
#define FLAMEBUILD_NVRTC_CHECK_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "gpu/cuda_api.h"

static int have_nvrtc, nvrtc_may_be_absent;
static char nvrtc_why[300];

/* Loads NVRTC and says, once, when it is missing and not excused. */
static inline void nvrtc_check_init(const char *suite) {
  fb_error err;
  have_nvrtc = gpu_nvrtc_load(&err) != NULL;
  if (have_nvrtc) return;
  const char *skip = getenv("FLAMEBUILD_NO_CUDA_TOOLKIT");
  nvrtc_may_be_absent = skip && !strcmp(skip, "1");
  snprintf(nvrtc_why, sizeof nvrtc_why, "no NVRTC (FLAMEBUILD_NO_CUDA_TOOLKIT=1): %.200s", err.msg);
  if (!nvrtc_may_be_absent)
    fprintf(stderr, "%s: NVRTC is required for this test and was not found: %s\n"
                    "(set FLAMEBUILD_NO_CUDA_TOOLKIT=1 to skip the compile checks)\n", suite, err.msg);
}

/* Whether the running test may compile; without NVRTC the test is failed, or skipped when
 * FLAMEBUILD_NO_CUDA_TOOLKIT=1. */
static inline int need_nvrtc(void) {
  if (have_nvrtc) return 1;
  if (nvrtc_may_be_absent) SKIP(nvrtc_why);
  else CHECK(have_nvrtc);
  return 0;
}

#endif
