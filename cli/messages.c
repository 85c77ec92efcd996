/*
 * messages.c — what the commands print besides their results (cli.h): errors and warnings
 * ("flamebuild: error: ..."), render's progress bar, and JSON string literals.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"

/* One line on stderr: "flamebuild: LEVEL: message". */
static void say(const char *level, const char *fmt, va_list ap) {
  fprintf(stderr, "flamebuild: %s: ", level);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
}

void cli_error(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  say("error", fmt, ap);
  va_end(ap);
}

void cli_warn(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  say("warning", fmt, ap);
  va_end(ap);
}

void cli_warn_sink(void *ctx, const char *msg) {
  if (ctx)
    cli_warn("%s: %s", (const char *)ctx, msg);
  else
    cli_warn("%s", msg);
}

void cli_progress_start(cli_progress *p, int quiet, const char *label) {
  memset(p, 0, sizeof *p);
  p->enabled = !quiet && isatty(STDERR_FILENO);
  p->started = fb_mono_seconds();
  snprintf(p->label, sizeof p->label, "%s", label);
}

int cli_progress_update(void *ctx, double fraction) {
  cli_progress *p = ctx;
  if (!p->enabled) return 0;
  double now = fb_mono_seconds();
  if (now - p->last_draw < 0.1 && fraction < 1.0) return 0;
  p->last_draw = now;
  double elapsed = now - p->started;
  int width = 30, filled = (int)(fraction * width + 0.5);
  char bar[64];
  for (int i = 0; i < width; i++) bar[i] = i < filled ? '#' : '.';
  bar[width] = 0;
  char eta[32] = "";
  if (fraction > 0.02 && fraction < 1.0) {
    double left = elapsed * (1.0 - fraction) / fraction;
    snprintf(eta, sizeof eta, "ETA %02d:%02d", (int)(left / 60), (int)left % 60);
  }
  fputs("\r", cli_terminal_raw());
  fprintf(stderr, "%s [%s] %5.1f%% %s", p->label, bar, fraction * 100.0, eta);
  fputs("\033[K", cli_terminal_raw());
  return 0;
}

void cli_progress_end(cli_progress *p) {
  if (p->enabled) {
    fputs("\r\033[K", cli_terminal_raw());
  }
}

void cli_json_string(FILE *out, const char *s) {
  fputc('"', out);
  for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
    if (*p == '"' || *p == '\\') fprintf(out, "\\%c", *p);
    else if (*p == '\n') fputs("\\n", out);
    else if (*p < 0x20) fprintf(out, "\\u%04x", *p);
    else fputc(*p, out);
  }
  fputc('"', out);
}
