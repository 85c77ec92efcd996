/*
 * open_project.c — what the commands share about a project: opening it, with its profile and lock.
 */
#include "../project/project.h"
#include "cli.h"

int cli_open_project(project *p, const char *dir, const char *profile, double qs, double ss, const char *lock_as,
                     fb_error *err) {
  if (project_open(p, dir, err) < 0 || project_use_profile(p, profile, qs > 0 ? qs : 1, ss > 0 ? ss : 1, err) < 0 ||
      (lock_as && project_lock(p, lock_as, err) < 0)) {
    project_close(p);
    return -1;
  }
  return 0;
}
