/*
 * open_project.c — what the commands share about a project: finding and opening it, with its
 * profile and lock.
 */
#include <limits.h>

#include "../project/project.h"
#include "cli.h"

int cli_open_project_at(struct project *p, const char *root, const char *profile, double qs, double ss,
                        const char *lock_as, fb_error *err) {
  if (project_open(p, root, err) < 0 || project_use_profile(p, profile, qs > 0 ? qs : 1, ss > 0 ? ss : 1, err) < 0 ||
      (lock_as && project_lock(p, lock_as, err) < 0)) {
    project_close(p);
    return -1;
  }
  return 0;
}

int cli_open_project(project *p, const char *dir, const char *profile, double qs, double ss, const char *lock_as,
                     fb_error *err) {
  /* From inside a project (its shots/ folder, say) the commands act on the project, as git's
   * do on the repository; project_open says so when there is none. */
  char root[PATH_MAX];
  if (project_find_root(dir, root, sizeof root, err) < 0) return -1;
  return cli_open_project_at(p, root, profile, qs, ss, lock_as, err);
}
