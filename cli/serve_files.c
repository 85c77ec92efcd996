/*
 * serve_files.c — which files the live page may read: those of the project's out/ directory,
 * and nothing else (serve.h).
 *
 * The URL's path comes percent-decoded from libmicrohttpd, so "%2e%2e%2f" is "../" by now.
 * Rather than resolve the path and compare prefixes (a link swapped in between the check
 * and the open would escape), it is walked one component at a time with openat and
 * O_NOFOLLOW from out/ itself: a ".." or "." component, an empty one (an absolute path, "//"),
 * a hidden name (a build's temporary files) and a symbolic link anywhere refuse it, and the
 * last component must be a regular file. out/ holds no link a build made (project.h), so a
 * link there was put by someone else and may point anywhere.
 */
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "serve.h"

int serve_open_beneath(const char *dir, const char *path, struct stat *st) {
  int fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return -1;
  const char *p = path;
  for (;;) {
    const char *slash = strchr(p, '/');
    size_t n = slash ? (size_t)(slash - p) : strlen(p);
    char name[256];
    if (n == 0 || n >= sizeof name || p[0] == '.') break; /* "", ".", "..", hidden; too long */
    memcpy(name, p, n);
    name[n] = 0;
    int next = openat(fd, name, O_RDONLY | (slash ? O_DIRECTORY : O_NONBLOCK) | O_NOFOLLOW | O_CLOEXEC);
    close(fd);
    if (next < 0) return -1; /* ELOOP for a link: refused like a missing file */
    fd = next;
    if (slash) {
      p = slash + 1;
      continue;
    }
    if (fstat(fd, st) == 0 && S_ISREG(st->st_mode)) {
      /* Opened without blocking (a FIFO put there must not hang a thread); read normally. */
      int flags = fcntl(fd, F_GETFL);
      if (flags >= 0 && fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) == 0) return fd;
    }
    break;
  }
  close(fd);
  return -1;
}

static int ends_with(const char *s, const char *tail) {
  size_t a = strlen(s), b = strlen(tail);
  return a >= b && !strcasecmp(s + a - b, tail);
}

const char *serve_content_type(const char *name) {
  if (ends_with(name, ".png")) return "image/png";
  if (ends_with(name, ".jpg")) return "image/jpeg";
  if (ends_with(name, ".mp4")) return "video/mp4";
  if (ends_with(name, ".mov")) return "video/quicktime";
  if (ends_with(name, ".mkv")) return "video/x-matroska";
  if (ends_with(name, ".webm")) return "video/webm";
  if (ends_with(name, ".json")) return "application/json";
  return "application/octet-stream"; /* EXR, anything else: downloaded, never run as a page */
}
