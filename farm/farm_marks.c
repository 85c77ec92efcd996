/*
 * farm_marks.c — the empty files that say something about one frame of a farm run (farm.h):
 * RUN/cancel/F<i> (the submitter no longer wants frame i: a worker skips it, or abandons it
 * mid-render) and RUN/started/F<i> (a worker began it: status counts it as running). A
 * marker is created under a temporary name and renamed, like every file between the hosts.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "farm.h"
#include "farm_files.h"

static int mark_path(const char *run_dir, const char *kind, int frame, char *out, size_t n) {
  return snprintf(out, n, "%s/%s/F%d", run_dir, kind, frame) < (int)n ? 0 : -1;
}

int farm_mark(const char *run_dir, const char *kind, int frame, fb_error *err) {
  char dir[4200], path[4300];
  if (snprintf(dir, sizeof dir, "%s/%s", run_dir, kind) >= (int)sizeof dir ||
      mark_path(run_dir, kind, frame, path, sizeof path) < 0)
    return fb_errorf(err, "%s: path too long", run_dir);
  if (mkdir(dir, 0755) < 0 && errno != EEXIST) return fb_errorf(err, "cannot create %s: %s", dir, strerror(errno));
  return farm_write_file(path, "", 0, 0644, err);
}

int farm_marked(const char *run_dir, const char *kind, int frame) {
  char path[4300];
  struct stat st;
  if (mark_path(run_dir, kind, frame, path, sizeof path) == 0 && stat(path, &st) == 0) return 1;
  /* A run whose submitter is gone (farm_abandoned.c): every frame is cancelled. */
  return !strcmp(kind, "cancel") && snprintf(path, sizeof path, "%s/abandoned", run_dir) < (int)sizeof path &&
         stat(path, &st) == 0;
}
