/*
 * flamebuild — make for fractal-flame animation.
 * main: find the command and run it. See man/flamebuild.1.
 */
#include <errno.h>
#include <libxml/parser.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "../util/large_alloc.h"

static const struct command {
  const char *name;
  int (*run)(int argc, char **argv);
  const char *summary;
} commands[] = {
    {"render", cmd_render, "render the flames of a genome file to PNG or OpenEXR"},
    {"build", cmd_build, "bring a project's frames and videos up to date"},
    {"watch", cmd_watch, "build a project, then keep it up to date as its files change"},
    {"status", cmd_status, "show what a build would do, and why"},
    {"clean", cmd_clean, "remove outputs, cached buffers or all state"},
    {"init", cmd_init, "create a project with an example animation"},
    {"kernels", cmd_kernels, "compile a project's GPU kernels into the cache (no GPU needed)"},
    {"bench", cmd_bench, "measure iterations/s on a fixed set of genomes"},
    {"worker", cmd_worker, "render a farm task's frames (what build --farm runs on a node)"},
};

static void usage(FILE *out) {
  fprintf(out,
          "usage: flamebuild [-C DIR] COMMAND [options]\n"
          "\n"
          "commands:\n");
  xmlInitParser(); /* once, before any thread may parse */
  for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
    fprintf(out, "  %-10s %s\n", commands[i].name, commands[i].summary);
  fprintf(out,
          "\n"
          "Run 'flamebuild COMMAND --help' for a command's options; 'man flamebuild' for details.\n");
}

int main(int argc, char **argv) {
  cli_terminal_guard(); /* names from files never drive the terminal */
  fb_heap_keep_freed(); /* frames' sub-frames reuse the pages the last frame's freed */
  if (argc < 2) {
    usage(stderr);
    return 2;
  }
  /* -C DIR, as make, ninja and git take it: run as if started in DIR (repeatable). */
  while (argc >= 2 && !strcmp(argv[1], "-C")) {
    if (argc < 3) {
      cli_error("-C wants a directory");
      return 2;
    }
    if (chdir(argv[2]) < 0) {
      cli_error("-C %s: %s", argv[2], strerror(errno));
      return 2;
    }
    argc -= 2, argv += 2;
  }
  if (argc < 2) {
    usage(stderr);
    return 2;
  }
  const char *name = argv[1];
  if (!strcmp(name, "--help") || !strcmp(name, "-h") || !strcmp(name, "help")) {
    usage(stdout);
    return 0;
  }
  if (!strcmp(name, "--version")) {
    printf("flamebuild %s\n", FLAMEBUILD_VERSION);
    return 0;
  }
  xmlInitParser(); /* once, before any thread may parse */
  for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
    if (!strcmp(name, commands[i].name)) return commands[i].run(argc - 1, argv + 1);
  cli_error("unknown command '%s' (try 'flamebuild --help')", name);
  return 2;
}
