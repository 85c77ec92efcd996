/*
 * build_cmd.c — `flamebuild build [DIR]`: bring a project's frames and videos up to date.
 * The last line of stdout is the summary scripts rely on:
 *   built: I iterated, F refinished, U unchanged, V videos encoded, E failed (T s)
 *
 * On a terminal a ninja-style status line sits under the log (status_area.c):
 *   [17/60] 3 running | 412 M samples/s | ETA ~0:04 | planned 2/3 files | waves 15/48: frame 18 [#####.....] 52%
 * frames done of those planned so far (sequences are planned one after another), the frames
 * running, the samples drawn per second and the time left for the whole build (frames in
 * flight counted at their iteration's share; "~" while files are still to plan: their frames
 * estimated from the planned files'), and the frame in flight furthest along its iteration,
 * with its sequence's frames done of those to render. Parts go, least useful first, to keep
 * the line within the terminal's width. It is redrawn before every log line.
 * Elsewhere (a pipe, a log file) one line per event on stderr, each with the time of day,
 * and a line every 10 s about a frame that is still running.
 */
#include <getopt.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../scheduler/build.h"
#include "cli.h"
#include "options.h"

void cli_farm_precompile(const char *dir, const project *p) {
  if (!p->cfg.farm.arch[0] || !strcmp(p->cfg.backend, "cpu")) return;
  /* The nodes' kernels, compiled once here into the project's cache (which they share), as
   * `flamebuild kernels DIR --arch ARCH` does; without NVRTC here each node compiles what it
   * lacks. */
  char archs[sizeof p->cfg.farm.arch];
  snprintf(archs, sizeof archs, "%s", p->cfg.farm.arch);
  char *save = NULL;
  for (char *arch = strtok_r(archs, " ", &save); arch; arch = strtok_r(NULL, " ", &save)) {
    /* each architecture's kernels under keys of their own: nodes of mixed GPUs share the cache */
    char *kargv[] = {"kernels", (char *)dir, "--quiet", "--arch", arch, NULL};
    if (cmd_kernels(5, kargv) != 0)
      cli_warn("farm: not every kernel could be compiled here for %s; the nodes compile what they lack", arch);
    optind = 1;
  }
}

int cli_build_dir(const char *dir, const build_options *opt, build_counts *counts, fb_error *err) {
  memset(counts, 0, sizeof *counts);
  project p;
  if (cli_open_project(&p, dir, opt->profile, opt->qs, opt->ss, "build", err) < 0) return -2;
  if (opt->backend) snprintf(p.cfg.backend, sizeof p.cfg.backend, "%s", opt->backend);
  if (opt->gpus) snprintf(p.cfg.gpus, sizeof p.cfg.gpus, "%s", opt->gpus);
  if (opt->farm) cli_farm_precompile(dir, &p);
  store s;
  fb_warn warn = {cli_warn_sink, NULL};
  if (build_open_store(&p, &s, &warn, err) < 0) {
    project_close(&p);
    return -2;
  }
  int rc = build_project(&p, &s, opt, counts, err);
  store_close(&s);
  project_close(&p);
  return rc < 0 ? -1 : 0;
}

typedef struct build_display {
  cli_status_area area;
  double last_status, last_running_line;
  int last_done;
  FILE *sequences;           /* --json: the sequences' results, as JSON objects */
  int nsequences;
} build_display;

static void on_build_sequence(void *ctx, const build_sequence_result *r) {
  build_display *d = ctx;
  if (!d->sequences) return;
  fprintf(d->sequences, "%s\n  {\"name\": ", d->nsequences++ ? "," : "");
  cli_json_string(d->sequences, r->name);
  fprintf(d->sequences, ", \"file\": ");
  cli_json_string(d->sequences, r->file);
  fprintf(d->sequences,
          ", \"frames\": %d, \"iterated\": %d, \"refinished\": %d, \"unchanged\": %d, \"failed\": %d, \"video\": \"%s\", "
          "\"error\": ",
          r->frames, r->iterated, r->refinished, r->unchanged, r->failed, r->video);
  cli_json_string(d->sequences, r->error);
  fputc('}', d->sequences);
}

static void on_build_log(void *ctx, int level, const char *msg) {
  build_display *d = ctx;
  char line[2300];
  snprintf(line, sizeof line, "%s%s", build_log_prefix(level), msg);
  cli_area_log(&d->area, fb_wall_seconds(), line);
}

/* Whole seconds, rounded up: "0:00" only when nothing is left. */
static void duration_text(double s, char *out, size_t n) {
  s = ceil(s);
  if (s < 0) snprintf(out, n, "?");
  else if (s < 3600) snprintf(out, n, "%d:%02d", (int)s / 60, (int)s % 60);
  else snprintf(out, n, "%d:%02d:%02d", (int)s / 3600, (int)s / 60 % 60, (int)s % 60);
}

/* name without its first characters, "..." in their place, `over` characters shorter but
 * no shorter than `least`. */
static void shorten_left(char *name, int over, int least) {
  const int len = (int)strlen(name);
  int keep = len - over - 3;
  if (keep < least - 3) keep = least - 3;
  if (keep >= len - 3) return;
  memmove(name + 3, name + len - keep, (size_t)keep + 1);
  memcpy(name, "...", 3);
}

/* The status line in at most `columns`: the frame in flight, the count and the ETA always;
 * the rest as room allows. */
static void status_line(const build_status *st, int columns, char out[CLI_AREA_WIDTH]) {
  const int finished = st->frames_done + st->frames_failed;
  char head[64], failed[32] = "", running[32], rate[48] = "", eta[40], planning[48] = "", name[128] = "", frame[96] = "";
  if (st->frames_failed) snprintf(failed, sizeof failed, " (%d failed)", st->frames_failed);
  snprintf(head, sizeof head, "[%d/%d]%s", finished, st->frames_planned, failed);
  snprintf(running, sizeof running, " %d running", st->running);
  if (st->samples_done > 0 && st->elapsed_s > 0) {
    const double m = st->samples_done / st->elapsed_s / 1e6;
    snprintf(rate, sizeof rate, " | %.*f M samples/s", m < 10 ? 1 : 0, m);
  }
  char left[32];
  duration_text(st->eta_s, left, sizeof left);
  snprintf(eta, sizeof eta, " | ETA %s%s", st->eta_estimated && st->eta_s >= 0 ? "~" : "", left);
  if (st->sequences_planned < st->sequences)
    snprintf(planning, sizeof planning, " | planned %d/%d files", st->sequences_planned, st->sequences);
  if (st->running_what[0]) {
    char bar[16];
    const int filled = (int)(st->running_progress * 10 + 0.5);
    for (int i = 0; i < 10; i++) bar[i] = i < filled ? '#' : '.';
    bar[10] = 0;
    snprintf(name, sizeof name, "%s", st->running_sequence);
    if (st->running_refinish) /* from the cached buffer: no iteration, so no bar */
      snprintf(frame, sizeof frame, " %d/%d: frame %d re-finishing", st->sequence_done, st->sequence_total,
               st->running_frame);
    else
      snprintf(frame, sizeof frame, " %d/%d: frame %d [%s] %3.0f%%", st->sequence_done, st->sequence_total,
               st->running_frame, bar, st->running_progress * 100);
  }
  /* What goes, in turn, while the line is too long: the files to plan, the frames running,
   * the name's head (down to "..." and its last 5 characters), the rate. */
  for (int step = 0;; step++) {
    snprintf(out, CLI_AREA_WIDTH, "%s%s%s%s%s%s%s%s", head, running, rate, eta, planning, name[0] ? " | " : "", name,
             frame);
    const int over = (int)strlen(out) - columns;
    if (over <= 0 || step == 4) return; /* cli_area_set cuts what is still over */
    if (step == 0) planning[0] = 0;
    else if (step == 1) running[0] = 0;
    else if (step == 2) shorten_left(name, over, 8);
    else rate[0] = 0;
  }
}

static void on_build_status(void *ctx, const build_status *st) {
  build_display *d = ctx;
  const double now = fb_mono_seconds();
  const int finished = st->frames_done + st->frames_failed;
  if (!d->area.live) {
    /* A log has no status line: a frame running long still says how far it is. */
    if (st->running && st->running_s >= 10 && now - d->last_running_line >= 10) {
      d->last_running_line = now;
      char line[256];
      snprintf(line, sizeof line, "%s: %.0f%% of its iteration after %.0f s (%d/%d frames done)", st->running_what,
               st->running_progress * 100, st->running_s, finished, st->frames_planned);
      cli_area_log(&d->area, fb_wall_seconds(), line);
    }
    return;
  }
  /* Drawn at most 10 times a second, and whenever a frame finishes; kept meanwhile, for the
   * next log line to draw under it (cli_area_keep). */
  const int draw = now - d->last_status >= 0.1 || finished != d->last_done;
  if (draw) {
    d->last_status = now;
    d->last_done = finished;
  }
  char lines[1][CLI_AREA_WIDTH];
  status_line(st, cli_area_columns(), lines[0]);
  if (draw) cli_area_set(&d->area, lines, 1);
  else cli_area_keep(&d->area, lines, 1);
}

static void build_usage(FILE *out) {
  fprintf(out,
          "usage: flamebuild build [DIR [SEQUENCE...]] [options]\n"
          "\n"
          "Renders what changed in the project DIR (default: the current directory): frames whose\n"
          "genome or tone map changed, videos whose frames changed. SEQUENCE: only these (a genome\n"
          "file's path without the extension, or the file).\n"
          "\n"
          "      --profile NAME  the settings of [profile.NAME] in flamebuild.conf; outputs in out/NAME/\n"
          "      --qs F, --ss F  quality, size times F (as flam3's qs and ss); outputs in out/…-qsF-ssF/\n"
          "      --frames A-B  only frames A to B (from 0); a sequence left with stale frames keeps its video\n"
          "      --backend B   auto, cpu or cuda, whatever flamebuild.conf says\n"
          "      --gpus LIST   the GPUs to render on: all (default) or numbers, e.g. 0,2\n"
          "      --farm slurm  render the frames as a Slurm array job ([farm] in flamebuild.conf);\n"
          "                    the project must be on a filesystem the nodes share\n"
          "  -j, --threads N   worker threads (default: all cores)\n"
          "      --json        print the summary as JSON\n"
          "  -q, --quiet       no per-frame lines (the status line stays on a terminal)\n"
          "  -v, --verbose     more detail\n"
          "      --allow-broken  write frames that fail the [check] limits (with a warning)\n"
          "      --warnings-as-errors  a genome file the parser warned about fails (outputs kept)\n");
}

int cmd_build(int argc, char **argv) {
  enum { OPT_PROFILE = 256, OPT_QS, OPT_SS, OPT_FRAMES, OPT_BACKEND, OPT_GPUS, OPT_FARM };
  static const struct option longopts[] = {{"threads", required_argument, 0, 'j'}, {"json", no_argument, 0, 'J'},
                                           {"quiet", no_argument, 0, 'q'},         {"verbose", no_argument, 0, 'v'},
                                           {"allow-broken", no_argument, 0, 'B'},  {"help", no_argument, 0, 'h'},
                                           {"warnings-as-errors", no_argument, 0, 'W'},
                                           {"profile", required_argument, 0, OPT_PROFILE},
                                           {"qs", required_argument, 0, OPT_QS},   {"ss", required_argument, 0, OPT_SS},
                                           {"frames", required_argument, 0, OPT_FRAMES},
                                           {"backend", required_argument, 0, OPT_BACKEND},
                                           {"gpus", required_argument, 0, OPT_GPUS},
                                           {"farm", required_argument, 0, OPT_FARM},
                                           {0, 0, 0, 0}};
  build_options opt = {0};
  int json = 0, c;
  optind = 1;
  while ((c = getopt_long(argc, argv, "j:qvh", longopts, NULL)) != -1) {
    switch (c) {
    case OPT_PROFILE: opt.profile = optarg; break;
    case OPT_QS:
    case OPT_SS:
      if (cli_parse_factor(c == OPT_QS ? "qs" : "ss", optarg, c == OPT_QS ? &opt.qs : &opt.ss) < 0) return 2;
      break;
    case OPT_FRAMES: {
      int a, b, used = 0;
      if (sscanf(optarg, "%d-%d%n", &a, &b, &used) == 2 && !optarg[used] && a >= 0 && b >= a) {
        opt.frames_from = a, opt.frames_to = b;
      } else if (sscanf(optarg, "%d%n", &a, &used) == 1 && !optarg[used] && a >= 0) {
        opt.frames_from = opt.frames_to = a;
      } else {
        cli_error("--frames wants A-B or A (frame numbers from 0, A <= B), not '%s'", optarg);
        return 2;
      }
      opt.frames_limited = 1;
      break;
    }
    case OPT_BACKEND: {
      int backend;
      if (cli_parse_backend(optarg, 0, &backend) < 0) return 2;
      opt.backend = optarg;
      break;
    }
    case OPT_FARM:
      if (cli_parse_farm(optarg, &opt.farm) < 0) return 2;
      break;
    case OPT_GPUS:
      if (cli_parse_gpus(optarg, &opt.gpus) < 0) return 2;
      break;
    case 'j':
      if (cli_parse_threads(optarg, &opt.threads) < 0) return 2;
      break;
    case 'J': json = 1; break;
    case 'q': opt.quiet = 1; break;
    case 'v': opt.verbose = 1; break;
    case 'B': opt.allow_broken = 1; break;
    case 'W': opt.warnings_as_errors = 1; break;
    case 'h': build_usage(stdout); return 0;
    default: build_usage(stderr); return 2;
    }
  }
  const char *dir = optind < argc ? argv[optind] : ".";
  if (argc - optind > 1) { /* build DIR SEQUENCE… */
    opt.sequences = argv + optind + 1;
    opt.nsequences = argc - optind - 1;
  }
  build_display display;
  memset(&display, 0, sizeof display);
  cli_area_start(&display.area, 1, 0);
  char *seq_json = NULL;
  size_t seq_json_len = 0;
  if (json && !(display.sequences = open_memstream(&seq_json, &seq_json_len))) {
    cli_error("out of memory");
    return 1;
  }
  const build_observer observer = {.log = on_build_log, .sequence = on_build_sequence, .status = on_build_status,
                                   .ctx = &display};
  opt.observer = &observer;
  build_counts n;
  fb_error err;
  int rc = cli_build_dir(dir, &opt, &n, &err);
  cli_area_end(&display.area);
  if (rc == -2) {
    cli_error("%s", err.msg);
    if (display.sequences) fclose(display.sequences);
    free(seq_json);
    return 1;
  }
  if (rc < 0) {
    cli_error("%s", err.msg);
    /* A build stopped by a fault of its own (the store) fails too; frames the farm could not
     * take are not failures (left stale: the message says so, the exit status is 1). */
    if (!n.failed && !n.not_run) n.failed = 1;
  }
  if (json) {
    fclose(display.sequences);
    printf("{\"iterated\": %d, \"refinished\": %d, \"unchanged\": %d, \"videos\": %d, \"failed\": %d, "
           "\"not_run\": %d, \"samples_iterated\": %.0f, \"seconds\": %.3f, \"sequences\": [%s\n]}\n",
           n.iterated, n.refinished, n.unchanged, n.videos, n.failed, n.not_run, n.samples_iterated, n.seconds,
           seq_json ? seq_json : "");
    free(seq_json);
  }
  else
    printf("built: %d iterated, %d refinished, %d unchanged, %d videos encoded, %d failed (%.1f s)\n", n.iterated,
           n.refinished, n.unchanged, n.videos, n.failed, n.seconds);
  return rc < 0 || n.failed ? 1 : 0;
}
