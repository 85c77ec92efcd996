/*
 * status_area.c — the live status lines under a scrolling log, for `build` and `watch` (cli.h).
 *
 * On a terminal a log line is written above the area and the area redrawn under it, so the
 * two never interleave and the area is never older than the log above it. Elsewhere (a pipe,
 * a file) there is no area and every line carries a timestamp. The callers serialise calls.
 */
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"

void cli_clock_text(double when, char *out, size_t n) {
  time_t s = (time_t)when;
  struct tm tm;
  localtime_r(&s, &tm);
  snprintf(out, n, "%02d:%02d:%02d.%03d", tm.tm_hour, tm.tm_min, tm.tm_sec, (int)((when - (double)s) * 1000.0));
}

static int term_width(void) {
  struct winsize ws;
  if (ioctl(STDERR_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 20) return ws.ws_col;
  return 80;
}

void cli_area_start(cli_status_area *a, int live, int stamp_live) {
  memset(a, 0, sizeof *a);
  a->live = live && isatty(STDERR_FILENO);
  a->stamp_live = stamp_live;
}

static void erase(cli_status_area *a) {
  if (!a->drawn) return;
  fprintf(cli_terminal_raw(), "\033[%dA\r\033[J", a->drawn);
  a->drawn = 0;
}

static void draw(cli_status_area *a) {
  for (int i = 0; i < a->nlines; i++) {
    fputs(a->lines[i], stderr); /* names in it: guarded */
    fputs("\033[K\n", cli_terminal_raw());
  }
  a->drawn = a->nlines;
  a->stale = 0;
}

void cli_area_log(cli_status_area *a, double when, const char *msg) {
  /* Events can reach the log out of order (their times are taken on other threads): the
   * log's clock never goes backwards. */
  if (when < a->last_when) when = a->last_when;
  a->last_when = when;
  erase(a);
  if (a->live && !a->stamp_live) {
    fprintf(stderr, "%s\n", msg);
  } else {
    char stamp[32];
    cli_clock_text(when, stamp, sizeof stamp);
    fprintf(stderr, "%s %s\n", stamp, msg);
  }
  if (a->live) draw(a);
  fflush(stderr);
}

int cli_area_columns(void) { return term_width() - 1; }

/* The new lines in place of the area's; 1 when they differ from what it held. */
static int replace_lines(cli_status_area *a, char lines[][CLI_AREA_WIDTH], int n) {
  if (n > CLI_AREA_LINES) n = CLI_AREA_LINES;
  const int columns = cli_area_columns();
  for (int i = 0; i < n; i++)
    if ((int)strlen(lines[i]) > columns) lines[i][columns] = 0; /* a wrapped line would break the erase */
  int changed = n != a->nlines;
  for (int i = 0; i < n && !changed; i++) changed = strcmp(lines[i], a->lines[i]) != 0;
  for (int i = 0; i < n; i++) memcpy(a->lines[i], lines[i], CLI_AREA_WIDTH);
  a->nlines = n;
  return changed;
}

void cli_area_set(cli_status_area *a, char lines[][CLI_AREA_WIDTH], int n) {
  if (!a->live) return;
  if (!replace_lines(a, lines, n) && !a->stale) return;
  erase(a);
  draw(a);
  fflush(stderr);
}

void cli_area_keep(cli_status_area *a, char lines[][CLI_AREA_WIDTH], int n) {
  if (a->live && replace_lines(a, lines, n)) a->stale = 1;
}

void cli_area_end(cli_status_area *a) {
  erase(a);
  a->nlines = 0;
  fflush(stderr);
}
