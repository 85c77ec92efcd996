#include "fs.h"

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

int fb_temp_path(const char *path, char *out, size_t n) {
  static atomic_uint next;
  const int len = snprintf(out, n, "%s.tmp-%ld-%u", path, (long)getpid(), atomic_fetch_add(&next, 1));
  return len < 0 || (size_t)len >= n ? -1 : 0;
}
