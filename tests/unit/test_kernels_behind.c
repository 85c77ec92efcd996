/*
 * test_kernels_behind.c — cli_kernels_behind (cli/kernels_behind.c), what `render` calls after
 * a frame took the generic kernel: the genome's own kernel is compiled by a detached
 * `flamebuild kernels` while the command returns, one such process at a time per kernel cache.
 * Through the real path: the built ./flamebuild, NVRTC (no GPU needed), a kernel cache of its
 * own ($XDG_CACHE_HOME in a temporary folder), the key `render` looks the kernel up by.
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <unistd.h>

#include "check.h"
#include "cli/cli.h"
#include "genome/genome.h"
#include "gpu/kernel.h"
#include "gpu/kernel_cache.h"
#include "kernels/codegen.h"
#include "nvrtc_check.h"
#include "render/render.h"
#include "util/clock.h"

#define GENOME "tests/data/realworld/rw_00_sheep00216.flam3"
#define ARCH "sm_90"

/* The key of GENOME's own iteration kernel, as render computes it. */
static int own_key(char key[65]) {
  genome_list l;
  fb_error err;
  genome_parse_options popt = {0};
  if (genome_parse_file(GENOME, &popt, &l, &err) < 0) {
    fprintf(stderr, "%s\n", err.msg);
    return -1;
  }
  render_subframe sub = {.cp = &l.flames[0], .weight = 1.0};
  render_frame frame = {.sub = &sub, .nsub = 1};
  codegen_structure st;
  int rc = -1;
  if (gpu_structure_of(&frame, CODEGEN_FLOAT, &st, &err) == 0) {
    char *source = codegen_source(&st, &err);
    if (source && gpu_kernel_key(source, ARCH, key, &err) == 0) rc = 0;
    free(source);
    codegen_structure_free(&st);
  }
  if (rc < 0) fprintf(stderr, "%s\n", err.msg);
  genome_list_free(&l);
  return rc;
}

/* 1 when nothing holds the background compile's lock any more (waits up to `seconds`). */
static int lock_free_within(const char *dir, double seconds) {
  char path[4200];
  snprintf(path, sizeof path, "%s/background-compile.lock", dir);
  const double until = fb_mono_seconds() + seconds;
  while (fb_mono_seconds() < until) {
    const int fd = open(path, O_RDWR | O_CLOEXEC);
    if (fd >= 0) {
      const int got = flock(fd, LOCK_EX | LOCK_NB) == 0;
      close(fd); /* releases it again */
      if (got) return 1;
    }
    usleep(50000);
  }
  return 0;
}

static void test_compiles_behind_once_at_a_time(void) {
  if (!need_nvrtc()) return;
  if (access("./flamebuild", X_OK) != 0) {
    CHECK(!"./flamebuild is built (make test builds it first)");
    return;
  }
  char tmp[] = "/tmp/flamebuild-behind.XXXXXX", dir[4096], key[65];
  CHECK(mkdtemp(tmp) != NULL);
  setenv("XDG_CACHE_HOME", tmp, 1);
  fb_error err;
  CHECK(kcache_default_dir(dir, sizeof dir, &err) == 0);
  CHECK(own_key(key) == 0);
  CHECK(kcache_has(dir, key) == 0);

  const double t0 = fb_mono_seconds();
  CHECK(cli_kernels_behind("./flamebuild", GENOME, NULL, ARCH) == 1);
  const double returned = fb_mono_seconds() - t0;
  /* The call did not wait for NVRTC (the kernel is not there yet), and a second one while the
   * first compiles is not started. */
  CHECK(kcache_has(dir, key) == 0);
  CHECK(cli_kernels_behind("./flamebuild", GENOME, NULL, ARCH) == 0);
  CHECK(lock_free_within(dir, 300));
  printf("returned after %.3f s; the kernel was in the cache %.2f s after the call\n", returned,
         fb_mono_seconds() - t0);
  CHECK(kcache_has(dir, key) == 1);
  /* The lock is free again: the next genome's turn. */
  CHECK(cli_kernels_behind("./flamebuild", GENOME, NULL, ARCH) == 1);
  CHECK(lock_free_within(dir, 300));

  char cmd[4200];
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmp);
  CHECK(system(cmd) == 0);
}

int main(void) {
  nvrtc_check_init("kernels_behind");
  RUN(test_compiles_behind_once_at_a_time);
  return check_summary("kernels_behind");
}
