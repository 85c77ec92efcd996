#include "fs.h"

#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int fb_make_dirs(const char *path, fb_error *err) {
  char dir[PATH_MAX];
  if (!path[0] || snprintf(dir, sizeof dir, "%s", path) >= (int)sizeof dir) {
    errno = path[0] ? ENAMETOOLONG : ENOENT;
    if (err) fb_errorf(err, "cannot create '%s': %s", path, strerror(errno));
    return -1;
  }
  for (char *p = dir + 1;; p++) {
    const int last = !*p;
    if (*p != '/' && !last) continue;
    *p = 0;
    if (mkdir(dir, 0777) < 0 && errno != EEXIST) {
      const int e = errno;
      if (err) fb_errorf(err, "cannot create %s: %s", dir, strerror(e));
      errno = e;
      return -1;
    }
    if (last) return 0;
    *p = '/';
  }
}

long long fb_mtime_ns(const struct stat *st) {
  return (long long)st->st_mtim.tv_sec * 1000000000LL + st->st_mtim.tv_nsec;
}

int fb_temp_path(const char *path, char *out, size_t n) {
  static atomic_uint next;
  const int len = snprintf(out, n, "%s.tmp-%ld-%u", path, (long)getpid(), atomic_fetch_add(&next, 1));
  return len < 0 || (size_t)len >= n ? -1 : 0;
}

int fb_remove_tree(const char *path) {
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
    if ((size_t)snprintf(child, sizeof child, "%s/%s", path, e->d_name) >= sizeof child) {
      if (!saved) saved = ENAMETOOLONG;
      rc = -1;
    } else if (fb_remove_tree(child) < 0) {
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
