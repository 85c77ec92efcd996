/*
 * error.h — errors are values. A function that can fail returns 0 on success and -1 on
 * failure after writing one user-facing sentence into an fb_error ("FILE:LINE: reason").
 * Library code never prints and never exits; cli/ decides what to do with the message.
 */
#ifndef FLAMEBUILD_ERROR_H
#define FLAMEBUILD_ERROR_H

typedef struct fb_error {
  char msg[1024];
} fb_error;

/* Formats the message into e (if e is not NULL) and returns -1, so callers can write
 * `return fb_errorf(err, "%s: cannot open", path);`. */
int fb_errorf(fb_error *e, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Prefixes an existing message: "prefix: old message". Returns -1. */
int fb_error_prefix(fb_error *e, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* A warning sink: library code reports non-fatal problems (an unknown variation, a clamped
 * value) through this callback. A NULL function discards warnings. */
typedef struct fb_warn {
  void (*fn)(void *ctx, const char *msg);
  void *ctx;
} fb_warn;

void fb_warnf(const fb_warn *w, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

#endif
