/*
 * watch_log.c — what the watcher tells its display (watch_display.log), and the last error
 * the status shows until what it is about is fixed. Every part of the watcher logs through
 * here, on the loop thread.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "watch_internal.h"

static void vlog_at(watch *w, double when, int level, const char *fmt, va_list ap) {
  char msg[2048];
  vsnprintf(msg, sizeof msg, fmt, ap);
  if (level == WATCH_LOG_ERROR) {
    snprintf(w->last_error, sizeof w->last_error, "%.1000s", msg);
    w->last_error_path[0] = 0; /* about no file, until watch_error_in says */
  }
  if (w->disp && w->disp->log) w->disp->log(w->disp->ctx, when, level, msg);
}

void wlog_at(watch *w, double when, int level, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vlog_at(w, when, level, fmt, ap);
  va_end(ap);
}

void wlog(watch *w, int level, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vlog_at(w, fb_wall_seconds(), level, fmt, ap);
  va_end(ap);
}

void watch_error(watch *w, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vlog_at(w, fb_wall_seconds(), WATCH_LOG_ERROR, fmt, ap);
  va_end(ap);
}

void watch_error_in(watch *w, const char *path, int frame, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vlog_at(w, fb_wall_seconds(), WATCH_LOG_ERROR, fmt, ap);
  va_end(ap);
  snprintf(w->last_error_path, sizeof w->last_error_path, "%s", path);
  w->last_error_frame = frame;
}

void watch_fixed(watch *w, const char *path, int frame) {
  if (!w->last_error[0] || strcmp(w->last_error_path, path)) return;
  /* The file parses again: its error and its frames' go; a frame that renders: its own. */
  if (frame < 0 || w->last_error_frame == frame) {
    w->last_error[0] = 0;
    w->last_error_path[0] = 0;
  }
}
