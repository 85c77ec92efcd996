/*
 * watch_cmd.c — `flamebuild watch [DIR]`: build the project, then keep it up to date while
 * its genome files are edited, until Ctrl-C.
 *
 * On a terminal, a live status area sits under the log: sequences, jobs queued, frames
 * done, the running frame and its progress, the last error. Otherwise (a pipe, a file)
 * only the log: one line per event, "HH:MM:SS.mmm message", on stderr. The last line on
 * stdout, at exit, is the summary:
 *   watched: I iterated, F refinished, V videos encoded, E failed (T s)
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>

#include "../scheduler/watch.h"
#include "cli.h"

typedef struct display {
  int live;                  /* stderr is a terminal: draw the status area */
  int quiet;                 /* no per-frame lines */
  int drawn;                 /* lines of the status area on screen */
  char area[3][512];         /* what they say, to redraw only on change */
  int nlines;
  watch_status st;
} display;

static void clock_text(double when, char *out, size_t n) {
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

static void erase(display *d) {
  if (!d->drawn) return;
  fprintf(stderr, "\033[%dA\r\033[J", d->drawn);
  d->drawn = 0;
}

static void draw(display *d) {
  for (int i = 0; i < d->nlines; i++) fprintf(stderr, "%s\033[K\n", d->area[i]);
  d->drawn = d->nlines;
}

/* The status area's lines, cut to the terminal's width (a wrapped line would break the
 * erase). Returns whether they changed. */
static int compose(display *d) {
  const watch_status *s = &d->st;
  char lines[3][512];
  int n = 0;
  char failed[48] = "";
  if (s->failed_sequences) snprintf(failed, sizeof failed, " (%d broken)", s->failed_sequences);
  snprintf(lines[n++], sizeof lines[0], "watch: %d seq%s | %d queued | %d done, %d from cache | %d video%s | %d failed",
           s->sequences, failed, s->queued, s->counts.iterated + s->counts.refinished, s->counts.refinished,
           s->counts.videos, s->counts.videos == 1 ? "" : "s", s->counts.failed);
  if (s->running) {
    char bar[24];
    int filled = (int)(s->running_progress * 20 + 0.5);
    for (int i = 0; i < 20; i++) bar[i] = i < filled ? '#' : '.';
    bar[20] = 0;
    char more[32] = "";
    if (s->running > 1) snprintf(more, sizeof more, " (+%d in flight)", s->running - 1);
    snprintf(lines[n++], sizeof lines[0], "  %.400s [%s] %3.0f%%%s", s->running_what, bar, s->running_progress * 100,
             more);
  } else {
    snprintf(lines[n++], sizeof lines[0], "  %s", s->idle ? "up to date; waiting for edits" : "planning");
  }
  if (s->last_error[0]) snprintf(lines[n++], sizeof lines[0], "  last error: %.480s", s->last_error);
  int width = term_width();
  for (int i = 0; i < n; i++)
    if ((int)strlen(lines[i]) > width - 1) lines[i][width - 1] = 0;
  int changed = n != d->nlines;
  for (int i = 0; i < n && !changed; i++) changed = strcmp(lines[i], d->area[i]) != 0;
  memcpy(d->area, lines, sizeof lines);
  d->nlines = n;
  return changed;
}

static void on_log(void *ctx, double when, int level, const char *msg) {
  display *d = ctx;
  if (d->quiet && level == WATCH_LOG_FRAME) return;
  char stamp[32];
  clock_text(when, stamp, sizeof stamp);
  erase(d);
  fprintf(stderr, "%s %s%s\n", stamp, level == WATCH_LOG_ERROR ? "error: " : "", msg);
  if (d->live) draw(d);
  fflush(stderr);
}

static void on_status(void *ctx, const watch_status *st) {
  display *d = ctx;
  d->st = *st;
  if (!d->live || !compose(d)) return;
  erase(d);
  draw(d);
  fflush(stderr);
}

static void watch_usage(FILE *out) {
  fprintf(out,
          "usage: flamebuild watch [DIR] [options]\n"
          "\n"
          "Builds the project DIR (default: the current directory), then keeps its frames and\n"
          "videos up to date as its genome files change, until Ctrl-C.\n"
          "\n"
          "  -j, --threads N   CPU render threads (default: all cores)\n"
          "      --quiet       no per-frame lines\n"
          "      --allow-broken  write frames that fail the [check] limits (with a warning)\n");
}

int cmd_watch(int argc, char **argv) {
  static const struct option longopts[] = {{"threads", required_argument, 0, 'j'},
                                           {"quiet", no_argument, 0, 'q'},
                                           {"allow-broken", no_argument, 0, 'B'},
                                           {"help", no_argument, 0, 'h'},
                                           {0, 0, 0, 0}};
  watch_options opt = {0};
  display d = {0};
  int c;
  optind = 1;
  while ((c = getopt_long(argc, argv, "j:h", longopts, NULL)) != -1) {
    switch (c) {
    case 'j':
      if (cli_parse_threads(optarg, &opt.threads) < 0) return 2;
      break;
    case 'q': d.quiet = 1; break;
    case 'B': opt.allow_broken = 1; break;
    case 'h': watch_usage(stdout); return 0;
    default: watch_usage(stderr); return 2;
    }
  }
  if (argc - optind > 1) {
    cli_error("watch: one project directory at a time");
    return 2;
  }
  const char *dir = optind < argc ? argv[optind] : ".";
  d.live = !d.quiet && isatty(STDERR_FILENO);
  project p;
  fb_error err;
  if (project_open(&p, dir, &err) < 0 || project_lock(&p, "watch", &err) < 0) {
    cli_error("%s", err.msg);
    project_close(&p);
    return 1;
  }
  watch_display disp = {on_log, on_status, &d};
  build_counts n = {0};
  double t0 = cli_now();
  int rc = watch_run(&p, &opt, &disp, &n, &err);
  erase(&d);
  project_close(&p);
  if (rc < 0) {
    cli_error("%s", err.msg);
    return 1;
  }
  printf("watched: %d iterated, %d refinished, %d videos encoded, %d failed (%.1f s)\n", n.iterated, n.refinished,
         n.videos, n.failed, cli_now() - t0);
  return 0;
}
