/*
 * build_cmd.c — `flamebuild build [DIR]`: bring a project's frames and videos up to date.
 * The last line of stdout is the summary scripts rely on:
 *   built: I iterated, F refinished, U unchanged, V videos encoded, E failed (T s)
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../scheduler/build.h"
#include "cli.h"

int cli_build_dir(const char *dir, const build_options *opt, build_counts *counts, fb_error *err) {
  memset(counts, 0, sizeof *counts);
  project p;
  if (project_open(&p, dir, err) < 0 || project_lock(&p, "build", err) < 0) {
    project_close(&p);
    return -2;
  }
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

static void build_usage(FILE *out) {
  fprintf(out,
          "usage: flamebuild build [DIR] [options]\n"
          "\n"
          "Renders what changed in the project DIR (default: the current directory): frames whose\n"
          "genome or tone map changed, videos whose frames changed.\n"
          "\n"
          "  -j, --threads N   worker threads (default: all cores)\n"
          "      --json        print the summary as JSON\n"
          "      --quiet       no per-frame lines\n"
          "  -v, --verbose     more detail\n"
          "      --allow-broken  write frames that fail the [check] limits (with a warning)\n");
}

int cmd_build(int argc, char **argv) {
  static const struct option longopts[] = {{"threads", required_argument, 0, 'j'}, {"json", no_argument, 0, 'J'},
                                           {"quiet", no_argument, 0, 'q'},         {"verbose", no_argument, 0, 'v'},
                                           {"allow-broken", no_argument, 0, 'B'},  {"help", no_argument, 0, 'h'},
                                           {0, 0, 0, 0}};
  build_options opt = {0};
  int json = 0, c;
  optind = 1;
  while ((c = getopt_long(argc, argv, "j:vh", longopts, NULL)) != -1) {
    switch (c) {
    case 'j':
      if (cli_parse_threads(optarg, &opt.threads) < 0) return 2;
      break;
    case 'J': json = 1; break;
    case 'q': opt.quiet = 1; break;
    case 'v': opt.verbose = 1; break;
    case 'B': opt.allow_broken = 1; break;
    case 'h': build_usage(stdout); return 0;
    default: build_usage(stderr); return 2;
    }
  }
  if (argc - optind > 1) {
    cli_error("build: one project directory at a time");
    return 2;
  }
  const char *dir = optind < argc ? argv[optind] : ".";
  build_counts n;
  fb_error err;
  int rc = cli_build_dir(dir, &opt, &n, &err);
  if (rc == -2) {
    cli_error("%s", err.msg);
    return 1;
  }
  if (rc < 0) {
    cli_error("%s", err.msg);
    n.failed++;
  }
  if (json)
    printf("{\"iterated\": %d, \"refinished\": %d, \"unchanged\": %d, \"videos\": %d, \"failed\": %d, "
           "\"seconds\": %.3f}\n",
           n.iterated, n.refinished, n.unchanged, n.videos, n.failed, n.seconds);
  else
    printf("built: %d iterated, %d refinished, %d unchanged, %d videos encoded, %d failed (%.1f s)\n", n.iterated,
           n.refinished, n.unchanged, n.videos, n.failed, n.seconds);
  return rc < 0 || n.failed ? 1 : 0;
}
