#include "fs.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <time.h>
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

int fb_open_own_file(const char *path, int flags, mode_t mode, fb_error *err) {
  int fd = open(path, (flags & O_ACCMODE) | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, mode);
  if (fd < 0) {
    const int e = errno;
    if (err) {
      if (e == ELOOP) fb_errorf(err, "%s is a symbolic link; flamebuild does not write through links in a project "
                                     "(one from someone else could point anywhere): remove it", path);
      else fb_errorf(err, "%s: %s", path, strerror(e));
    }
    errno = e;
    return -1;
  }
  struct stat st;
  const char *why = NULL;
  if (fstat(fd, &st) < 0) why = strerror(errno);
  else if (!S_ISREG(st.st_mode)) why = "not a regular file; remove it";
  else if (st.st_nlink != 1) why = "a file with another hard link (writing it would change that one too); remove it";
  if (why) {
    close(fd);
    if (err) fb_errorf(err, "%s: %s", path, why);
    errno = EPERM;
    return -1;
  }
  const int fl = fcntl(fd, F_GETFL);
  if (fl >= 0) (void)fcntl(fd, F_SETFL, fl & ~O_NONBLOCK);
  return fd;
}

int fb_check_own_dir(const char *path, fb_error *err) {
  struct stat st;
  if (lstat(path, &st) < 0) return errno == ENOENT ? 0 : fb_errorf(err, "%s: %s", path, strerror(errno));
  if (S_ISLNK(st.st_mode))
    return fb_errorf(err, "%s is a symbolic link; flamebuild writes only into directories of the project's own (a "
                          "link from someone else could point anywhere): remove it",
                     path);
  if (!S_ISDIR(st.st_mode)) return fb_errorf(err, "%s is not a directory: move it away", path);
  return 0;
}

long long fb_mtime_ns(const struct stat *st) {
  return (long long)st->st_mtim.tv_sec * 1000000000LL + st->st_mtim.tv_nsec;
}

/* A random number drawn once per process (never 0; drawn again in a forked child). A PID is
 * unique only on its host — in its PID namespace —, and the workers of a farm write into one
 * shared project from many hosts: two of them may well have the same PID (containers and
 * namespaces count from 1), and the same counter, when they write the same file (a frame sent
 * again while a lost node's worker still runs, a kernel two nodes compile). */
static unsigned process_token(void) {
  static atomic_uint token;
  static atomic_long token_pid;
  const long pid = (long)getpid();
  unsigned t = atomic_load(&token);
  if (t && atomic_load(&token_pid) == pid) return t;
  unsigned r = 0;
  if (getrandom(&r, sizeof r, GRND_NONBLOCK) != (ssize_t)sizeof r) {
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    r = (unsigned)ts.tv_nsec ^ (unsigned)ts.tv_sec * 2654435761u ^ (unsigned)pid * 40503u;
  }
  if (!r) r = 1;
  /* Two threads that draw at once each use their own: names stay apart either way. */
  atomic_store(&token, r);
  atomic_store(&token_pid, pid);
  return r;
}

int fb_temp_path(const char *path, char *out, size_t n) {
  static atomic_uint next;
  const int len = snprintf(out, n, "%s.tmp-%ld-%08x-%u", path, (long)getpid(), process_token(),
                           atomic_fetch_add(&next, 1));
  return len < 0 || (size_t)len >= n ? -1 : 0;
}

int fb_write_file_atomic(const char *path, const void *data, size_t n, mode_t mode, fb_error *err) {
  char tmp[PATH_MAX + 64];
  int fd = -1;
  /* A name another writer holds (EEXIST) is never touched: the next one. */
  for (int tries = 0; fd < 0 && tries < 8; tries++) {
    if (fb_temp_path(path, tmp, sizeof tmp) < 0) return fb_errorf(err, "%s: path too long", path);
    fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode);
    if (fd < 0 && errno != EEXIST) break;
  }
  if (fd < 0) return fb_errorf(err, "cannot create %s: %s", tmp, strerror(errno));
  const char *p = data;
  size_t left = n;
  int e = 0;
  while (left > 0 && !e) {
    ssize_t w = write(fd, p, left);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) e = w < 0 ? errno : EIO;
    else p += w, left -= (size_t)w;
  }
  if (!e && fsync(fd) < 0 && errno != EINVAL) e = errno; /* EINVAL: a file system without fsync */
  if (close(fd) < 0 && !e) e = errno;
  if (!e && rename(tmp, path) < 0) e = errno;
  if (e) {
    unlink(tmp);
    return fb_errorf(err, "cannot write %s: %s", path, strerror(e));
  }
  return 0;
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
