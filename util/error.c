#include "error.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

int fb_errorf(fb_error *e, const char *fmt, ...) {
  if (e) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(e->msg, sizeof e->msg, fmt, ap);
    va_end(ap);
  }
  return -1;
}

int fb_error_prefix(fb_error *e, const char *fmt, ...) {
  if (e) {
    char prefix[512], old[sizeof e->msg];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(prefix, sizeof prefix, fmt, ap);
    va_end(ap);
    memcpy(old, e->msg, sizeof old);
    /* Both parts are bounded by sizeof e->msg; longer messages are cut, never overrun. */
    size_t n = strlen(prefix);
    if (n > sizeof e->msg - 3) n = sizeof e->msg - 3;
    memcpy(e->msg, prefix, n);
    e->msg[n] = ':';
    e->msg[n + 1] = ' ';
    size_t room = sizeof e->msg - n - 3;
    size_t m = strnlen(old, room);
    memcpy(e->msg + n + 2, old, m);
    e->msg[n + 2 + m] = 0;
  }
  return -1;
}

void fb_warnf(const fb_warn *w, const char *fmt, ...) {
  if (!w || !w->fn) return;
  char msg[1024];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  w->fn(w->ctx, msg);
}
