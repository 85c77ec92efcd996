/*
 * files.c — file-system helpers the commands share.
 */
#include <dirent.h>
#include <errno.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../scheduler/project.h"
#include "cli.h"

/* Only for directories flamebuild made (its outputs, its cache, a benchmark's projects):
 * symbolic links are removed, never followed. */
int cli_remove_tree(const char *path) {
  struct stat st;
  if (lstat(path, &st) < 0) return errno == ENOENT ? 0 : -1;
  if (!S_ISDIR(st.st_mode)) return unlink(path);
  DIR *d = opendir(path);
  if (!d) return -1;
  struct dirent *e;
  int rc = 0, saved = 0;
  while ((e = readdir(d))) {
    if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
    char child[PATH_MAX];
    if (path_printf(child, sizeof child, "%s/%s", path, e->d_name) < 0) {
      if (!saved) saved = ENAMETOOLONG;
      rc = -1;
    } else if (cli_remove_tree(child) < 0) {
      if (!saved) saved = errno;
      rc = -1;
    }
  }
  closedir(d);
  if (rmdir(path) < 0) {
    if (!saved) saved = errno;
    rc = -1;
  }
  if (rc < 0) errno = saved;
  return rc;
}

int cli_open_project(project *p, const char *dir, const char *profile, double qs, double ss, const char *lock_as,
                     fb_error *err) {
  if (project_open(p, dir, err) < 0 || project_use_profile(p, profile, qs > 0 ? qs : 1, ss > 0 ? ss : 1, err) < 0 ||
      (lock_as && project_lock(p, lock_as, err) < 0)) {
    project_close(p);
    return -1;
  }
  return 0;
}
