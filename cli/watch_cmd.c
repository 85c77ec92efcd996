/*
 * watch_cmd.c — `flamebuild watch [DIR]`: build the project, then keep it up to date while
 * its genome files are edited, until Ctrl-C.
 *
 * On a terminal, a live status area sits under the log (status_area.c): sequences, jobs
 * queued, frames done, the running frame and its pass's progress, the last error. Otherwise
 * (a pipe, a file) only the log: one line per event, "HH:MM:SS.mmm message", on stderr. An
 * edit's frames are one line when the last of them is done ("anim: 60 frames done: …"); -v
 * adds a line per frame as it ends, -vv one as it starts too (--quiet: neither, the default).
 * The last line on stdout, at exit, is the summary:
 *   watched: I iterated, F refinished, V videos encoded, E failed (T s)
 *
 * --serve [ADDR:]PORT also serves a live page of the frames (serve.h) while it watches: the
 * watcher's view goes to the server as it changes (on_view). Loopback only, unless
 * --serve-public says otherwise: the page and every frame are readable by whoever reaches it.
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../util/size.h"
#include "../watch/watch.h"
#include "cli.h"
#include "options.h"
#include "serve.h"

typedef struct display {
  int verbose;               /* 1: a line per frame as it ends; 2: as it starts too */
  cli_status_area area;
  watch_status st;
  serve *server;             /* --serve: the live page */
} display;

/* The status area's lines: the counts ("failed": frames failing now, which an edit or a render
 * that works clears; "with warnings": sequences whose file the parser warned about, until a save
 * without), the frame in flight, the last error, the first warning. */
static int status_area_lines(const watch_status *s, char lines[][CLI_AREA_WIDTH]) {
  int n = 0;
  char failed[48] = "", warned[48] = "";
  if (s->failed_sequences) snprintf(failed, sizeof failed, " (%d broken)", s->failed_sequences);
  if (s->warned_sequences) snprintf(warned, sizeof warned, " | %d with warnings", s->warned_sequences);
  snprintf(lines[n++], CLI_AREA_WIDTH, "watch: %d seq%s | %d queued | %d done, %d from cache | %d video%s | %d failed%s",
           s->sequences, failed, s->queued, s->counts.iterated + s->counts.refinished, s->counts.refinished,
           s->counts.videos, s->counts.videos == 1 ? "" : "s", s->failed_frames, warned);
  if (s->running) {
    char bar[24];
    int filled = (int)(s->running_progress * 20 + 0.5);
    for (int i = 0; i < 20; i++) bar[i] = i < filled ? '#' : '.';
    bar[20] = 0;
    char more[32] = "";
    if (s->running > 1) snprintf(more, sizeof more, " (+%d in flight)", s->running - 1);
    snprintf(lines[n++], CLI_AREA_WIDTH, "  %.400s [%s] %3.0f%%%s", s->running_what, bar, s->running_progress * 100,
             more);
  } else if (s->idle && s->farm_held) {
    snprintf(lines[n++], CLI_AREA_WIDTH, "  %d frame%s stale: the farm took no job; sent again with the next edit, or in %.0f s",
             s->farm_held, s->farm_held == 1 ? "" : "s", s->farm_retry_s);
  } else {
    snprintf(lines[n++], CLI_AREA_WIDTH, "  %s", s->idle ? "up to date; waiting for edits" : "planning");
  }
  if (s->last_error[0]) {
    snprintf(lines[n++], CLI_AREA_WIDTH, "  last error: %.480s", s->last_error);
    for (char *c = lines[n - 1]; *c; c++) /* one line: an error may hold several (a command's output) */
      if (*c == '\n') *c = ' ';
  }
  if (s->warnings) {
    char more[48] = "";
    if (s->warnings > 1) snprintf(more, sizeof more, " (+%d more)", s->warnings - 1);
    snprintf(lines[n++], CLI_AREA_WIDTH, "  warning: %.440s%s", s->first_warning, more);
  }
  return n;
}

static void on_log(void *ctx, double when, int level, const char *msg) {
  display *d = ctx;
  if ((level == WATCH_LOG_FRAME && d->verbose < 1) || (level == WATCH_LOG_FRAME_START && d->verbose < 2)) return;
  char line[4096];
  snprintf(line, sizeof line, "%s%s", level == WATCH_LOG_ERROR ? "error: " : level == WATCH_LOG_WARNING ? "warning: " : "",
           msg);
  cli_area_log(&d->area, when, line);
}

static void on_status(void *ctx, const watch_status *st) {
  display *d = ctx;
  d->st = *st;
  char lines[CLI_AREA_LINES][CLI_AREA_WIDTH];
  int n = status_area_lines(st, lines);
  cli_area_set(&d->area, lines, n);
}

static void on_view(void *ctx, const watch_view *v) {
  display *d = ctx;
  serve_publish(d->server, v);
}

static void watch_usage(FILE *out) {
  fprintf(out,
          "usage: flamebuild watch [DIR] [options]\n"
          "\n"
          "Builds the project DIR (default: the current directory), then keeps its frames and\n"
          "videos up to date as its genome files change, until Ctrl-C.\n"
          "\n"
          "  -j, --threads N   CPU render threads (default: all cores)\n"
          "  -v, --verbose     a line per frame as it ends (the log has one per edit's frames);\n"
          "                    -vv: as it starts too\n"
          "      --quiet       no per-frame lines (the default; cancels -v)\n"
          "      --profile NAME  the settings of [profile.NAME] in flamebuild.conf; outputs in out/NAME/\n"
          "      --allow-broken  write frames that fail the [check] limits (with a warning)\n"
          "      --preview F   after an edit, frames to iterate first appear at F of their quality\n"
          "                    (default 0.0625, 1/16), then in full; 0 turns previews off\n"
          "      --gpus LIST   the GPUs to render on: all (default) or numbers, e.g. 0,2\n"
          "                    (overrides [render] gpus, also when flamebuild.conf changes)\n"
          "      --farm slurm  render the frames on a Slurm cluster ([farm] in flamebuild.conf); an\n"
          "                    edit cancels the tasks whose frames it made stale\n"
          "      --serve [ADDR:]PORT  serve a live page of the frames, their states, timings, errors\n"
          "                    and warnings, the videos, and a review of each edit (play at the frame\n"
          "                    rate, flip or wipe against the frame before it or another profile's)\n"
          "                    at http://ADDR:PORT/ (ADDR: 127.0.0.1; PORT 0: any free port, logged);\n"
          "                    only the files of out/ and the before-images are served, read-only\n"
          "      --serve-public  let --serve listen on an address other than loopback (anyone who\n"
          "                    reaches it sees the project's frames)\n"
          "      --before-max SIZE  with --serve: the page's before-images (each frame an edit\n"
          "                    changed, as it was before) take at most SIZE (default 1G)\n");
}

int cmd_watch(int argc, char **argv) {
  enum { OPT_PROFILE = 256, OPT_FARM, OPT_PREVIEW, OPT_SERVE, OPT_SERVE_PUBLIC, OPT_GPUS, OPT_BEFORE_MAX };
  static const struct option longopts[] = {{"threads", required_argument, 0, 'j'},
                                           {"profile", required_argument, 0, OPT_PROFILE},
                                           {"quiet", no_argument, 0, 'q'},
                                           {"verbose", no_argument, 0, 'v'},
                                           {"allow-broken", no_argument, 0, 'B'},
                                           {"farm", required_argument, 0, OPT_FARM},
                                           {"gpus", required_argument, 0, OPT_GPUS},
                                           {"preview", required_argument, 0, OPT_PREVIEW},
                                           {"serve", required_argument, 0, OPT_SERVE},
                                           {"serve-public", no_argument, 0, OPT_SERVE_PUBLIC},
                                           {"before-max", required_argument, 0, OPT_BEFORE_MAX},
                                           {"help", no_argument, 0, 'h'},
                                           {0, 0, 0, 0}};
  watch_options opt = {.preview = 1.0 / 16};
  const char *profile = NULL;
  const char *serve_spec = NULL;
  int serve_public = 0;
  display d = {0};
  int c;
  optind = 1;
  int quiet = 0;
  while ((c = getopt_long(argc, argv, "j:vh", longopts, NULL)) != -1) {
    switch (c) {
    case 'j':
      if (cli_parse_threads(optarg, &opt.threads) < 0) return 2;
      break;
    case 'q': quiet = 1; break;
    case 'v': d.verbose++; break;
    case 'B': opt.allow_broken = 1; break;
    case OPT_PROFILE: profile = optarg; break;
    case OPT_PREVIEW: {
      char *end;
      opt.preview = strtod(optarg, &end);
      if (end == optarg || *end || !(opt.preview >= 0 && opt.preview <= 1)) {
        cli_error("--preview wants a share of the quality from 0 to 1 (0: no previews), not '%s'", optarg);
        return 2;
      }
      break;
    }
    case OPT_FARM:
      if (cli_parse_farm(optarg, &opt.farm) < 0) return 2;
      break;
    case OPT_GPUS:
      if (cli_parse_gpus(optarg, &opt.gpus) < 0) return 2;
      break;
    case OPT_SERVE: serve_spec = optarg; break;
    case OPT_SERVE_PUBLIC: serve_public = 1; break;
    case OPT_BEFORE_MAX:
      if (fb_parse_size(optarg, &opt.before_max) < 0 || !opt.before_max) {
        cli_error("--before-max wants a size above 0 (500M, 2G), not '%s'", optarg);
        return 2;
      }
      break;
    case 'h': watch_usage(stdout); return 0;
    default: watch_usage(stderr); return 2;
    }
  }
  if (quiet) d.verbose = 0;
  if (argc - optind > 1) {
    cli_error("watch: one project directory at a time");
    return 2;
  }
  const char *dir = optind < argc ? argv[optind] : ".";
  fb_error err;
  serve_addr addr;
  if (serve_public && !serve_spec) {
    cli_error("--serve-public goes with --serve [ADDR:]PORT");
    return 2;
  }
  if (opt.before_max && !serve_spec) {
    cli_error("--before-max goes with --serve [ADDR:]PORT (the before-images are the page's)");
    return 2;
  }
  if (serve_spec && serve_parse_addr(serve_spec, &addr, &err) < 0) {
    cli_error("%s", err.msg);
    return 2;
  }
  if (serve_spec && !addr.loopback && !serve_public) {
    cli_error("--serve %s: not a loopback address: anyone who can reach it would see the project's frames; "
              "add --serve-public to serve there anyway, or serve on 127.0.0.1",
              addr.text);
    return 2;
  }
  cli_area_start(&d.area, 1, 1);
  project p;
  if (cli_open_project(&p, dir, profile, 1, 1, "watch", &err) < 0) {
    cli_error("%s", err.msg);
    return 1;
  }
  if (opt.farm) cli_farm_precompile(dir, &p);
  watch_display disp = {on_log, on_status, &d, NULL};
  if (serve_spec) {
    char url[128];
    /* All of out/, every profile's outputs: the page compares a frame with another profile's. */
    char out[PATH_MAX], before[PATH_MAX];
    if (path_printf(out, sizeof out, "%s/out", p.root) < 0 || path_printf(before, sizeof before, "%s/before", p.state_dir) < 0 ||
        serve_start(&addr, serve_public, out, before, &d.server, url, sizeof url, &err) < 0) {
      cli_area_end(&d.area);
      project_close(&p);
      cli_error("%s", err.msg);
      return 1;
    }
    disp.view = on_view;
    char line[256];
    snprintf(line, sizeof line, "serving the live page at %s%s", url,
             addr.loopback ? "" : " (--serve-public: not only to this machine)");
    cli_area_log(&d.area, fb_wall_seconds(), line);
  }
  build_counts n = {0};
  double t0 = fb_mono_seconds();
  int rc = watch_run(&p, &opt, &disp, &n, &err);
  serve_stop(d.server);
  cli_area_end(&d.area);
  project_close(&p);
  if (rc < 0) {
    cli_error("%s", err.msg);
    return 1;
  }
  printf("watched: %d iterated, %d refinished, %d videos encoded, %d failed (%.1f s)\n", n.iterated, n.refinished,
         n.videos, n.failed, fb_mono_seconds() - t0);
  return 0;
}
