#include "read_file.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static const char *kind_of(mode_t mode) {
  if (S_ISDIR(mode)) return "a directory";
  if (S_ISFIFO(mode)) return "a FIFO";
  if (S_ISSOCK(mode)) return "a socket";
  if (S_ISCHR(mode) || S_ISBLK(mode)) return "a device";
  return "not a file";
}

static int not_regular(const char *path, mode_t mode, fb_error *err) {
  fb_errorf(err, "%s: not a regular file (%s)", path, kind_of(mode));
  errno = S_ISDIR(mode) ? EISDIR : EINVAL;
  return -1;
}

int fb_open_regular(const char *path, fb_error *err) {
  struct stat st;
  if (stat(path, &st) < 0) {
    int e = errno;
    fb_errorf(err, "%s: cannot open: %s", path, strerror(e));
    errno = e;
    return -1;
  }
  if (!S_ISREG(st.st_mode)) return not_regular(path, st.st_mode, err);
  int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
  if (fd < 0) {
    int e = errno;
    fb_errorf(err, "%s: cannot open: %s", path, strerror(e));
    errno = e;
    return -1;
  }
  if (fstat(fd, &st) < 0 || !S_ISREG(st.st_mode)) {
    int e = errno;
    close(fd);
    if (S_ISREG(st.st_mode)) { /* fstat failed */
      fb_errorf(err, "%s: cannot open: %s", path, strerror(e));
      errno = e;
      return -1;
    }
    return not_regular(path, st.st_mode, err);
  }
  int flags = fcntl(fd, F_GETFL);
  if (flags >= 0) (void)fcntl(fd, F_SETFL, flags & ~O_NONBLOCK); /* no effect on a regular file's reads */
  return fd;
}

int fb_read_regular_file(const char *path, char **data, size_t *len, fb_error *err) {
  int fd = fb_open_regular(path, err);
  if (fd < 0) return -1;
  size_t cap = 1 << 16, n = 0;
  char *buf = malloc(cap + 1);
  for (;;) {
    if (!buf) {
      close(fd);
      return fb_errorf(err, "%s: cannot read: out of memory", path);
    }
    ssize_t got = read(fd, buf + n, cap - n);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) {
      int e = errno;
      free(buf);
      close(fd);
      return fb_errorf(err, "%s: cannot read: %s", path, strerror(e));
    }
    if (got == 0) break;
    n += (size_t)got;
    if (n < cap) continue;
    if (cap >= FB_READ_MAX) {
      free(buf);
      close(fd);
      return fb_errorf(err, "%s: larger than 1 GiB", path);
    }
    char *grown = realloc(buf, cap * 2 + 1);
    if (!grown) free(buf);
    buf = grown;
    cap *= 2;
  }
  close(fd);
  buf[n] = 0;
  *data = buf;
  *len = n;
  return 0;
}
