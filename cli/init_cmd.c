/*
 * init_cmd.c — `flamebuild init DIR`: a new project with an example animation and a
 * commented configuration, ready for `flamebuild build DIR`.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "../scheduler/project.h"
#include "cli.h"

static const char example_conf[] =
    "# flamebuild.conf: settings for every sequence of this project. All keys are optional;\n"
    "# [render] values override the genomes' own. Comments go on their own lines.\n"
    "\n"
    "[render]\n"
    "# output size; the framing follows the width\n"
    "# size = 1280x720\n"
    "# samples per output pixel\n"
    "# quality = 200\n"
    "# spatial oversampling\n"
    "# supersample = 2\n"
    "# motion-blur sub-frames per frame\n"
    "# temporal_samples = 16\n"
    "# same seed, same bytes\n"
    "# seed = 1\n"
    "# 8 or 16 bits per PNG channel\n"
    "# bpc = 8\n"
    "# auto (the GPU when there is one), cpu or cuda\n"
    "# backend = auto\n"
    "# a genome whose frame would cost more samples of work than this is refused (none: no limit)\n"
    "# max_samples = 1e11\n"
    "\n"
    "[animation]\n"
    "# frames per second of the videos\n"
    "fps = 30\n"
    "# genome time between frames\n"
    "# frame_step = 1\n"
    "\n"
    "[video]\n"
    "# h264 (.mp4), prores (ProRes 4444 .mov), ffv1 (.mkv) or none\n"
    "codec = h264\n"
    "\n"
    "[cache]\n"
    "# accumulation buffers kept for re-finishing without iterating (a 1080p frame's: 10-25 MB);\n"
    "# a build ends by evicting the least recently used beyond this size; 0 = no limit\n"
    "# max_size = 20G\n"
    "\n"
    "[check]\n"
    "# a frame reaching one of these shares is broken: it fails, its last good PNG and the video\n"
    "# stay (build --allow-broken writes it anyway); none turns a check off\n"
    "# bad_values = 0.5\n"
    "# out_of_frame = 0.999\n"
    "# flat = 1\n"
    "# saturated = 0.99\n";

/* Two keyframes that turn into each other; small and quick so the first build is fast. */
static const char example_animation[] =
    "<animation>\n"
    "<!-- An example animation: frames 0..59 interpolate between the keyframes at time 0 and 60.\n"
    "     Edit a value and run `flamebuild build`: only the frames that change re-render. -->\n"
    "<flame name=\"example\" time=\"0\" size=\"320 240\" center=\"0 0\" scale=\"70\" quality=\"40\"\n"
    "       temporal_samples=\"4\" brightness=\"3.5\" gamma=\"3\" highlight_power=\"1\" palette=\"511\">\n"
    "   <xform weight=\"0.55\" color=\"0\" color_speed=\"0.4\" spiral=\"0.35\" linear=\"0.65\"\n"
    "          coefs=\"0.83 0.28 -0.28 0.83 0.12 0.03\"/>\n"
    "   <xform weight=\"0.25\" color=\"0.6\" spherical=\"0.8\" linear=\"0.2\" coefs=\"0.45 -0.31 0.31 0.45 -0.72 0.41\"/>\n"
    "   <xform weight=\"0.2\" color=\"1\" julia=\"0.9\" coefs=\"-0.35 0.52 -0.52 -0.35 0.58 -0.44\"/>\n"
    "</flame>\n"
    "<flame name=\"example\" time=\"60\" size=\"320 240\" center=\"0 0\" scale=\"70\" quality=\"40\"\n"
    "       temporal_samples=\"4\" brightness=\"3.5\" gamma=\"3\" highlight_power=\"1\" palette=\"511\" rotate=\"90\">\n"
    "   <xform weight=\"0.55\" color=\"0\" color_speed=\"0.4\" spiral=\"0.35\" linear=\"0.65\"\n"
    "          coefs=\"0.79 0.38 -0.38 0.79 0.18 -0.05\"/>\n"
    "   <xform weight=\"0.25\" color=\"0.6\" spherical=\"0.8\" linear=\"0.2\" coefs=\"0.45 -0.31 0.31 0.45 -0.62 0.51\"/>\n"
    "   <xform weight=\"0.2\" color=\"1\" julia=\"0.9\" coefs=\"-0.41 0.47 -0.47 -0.41 0.52 -0.50\"/>\n"
    "</flame>\n"
    "</animation>\n";

const char *cli_example_animation(void) { return example_animation; }

static int write_new(const char *dir, const char *name, const char *text) {
  char path[PATH_MAX];
  if (path_printf(path, sizeof path, "%s/%s", dir, name) < 0) {
    cli_error("%s/%s: path too long", dir, name);
    return -1;
  }
  FILE *f = fopen(path, "wx"); /* never overwrite */
  if (!f) {
    cli_error("%s: %s", path, errno == EEXIST ? "already exists; not overwriting" : strerror(errno));
    return -1;
  }
  int bad = fputs(text, f) < 0;
  bad |= fclose(f) != 0;
  if (bad) {
    cli_error("%s: write failed", path);
    remove(path);
    return -1;
  }
  printf("created %s\n", path);
  return 0;
}

int cmd_init(int argc, char **argv) {
  if (argc != 2 || argv[1][0] == '-') {
    fprintf(argc == 2 ? stdout : stderr, "usage: flamebuild init DIR\n\nCreates DIR with an example animation and a commented flamebuild.conf.\n");
    return argc == 2 && !strcmp(argv[1], "--help") ? 0 : 2;
  }
  fb_error err;
  if (make_dirs(argv[1], &err) < 0) {
    cli_error("%s", err.msg);
    return 1;
  }
  if (write_new(argv[1], "flamebuild.conf", example_conf) < 0 ||
      write_new(argv[1], "example.flame", example_animation) < 0)
    return 1;
  printf("next: flamebuild build %s\n", argv[1]);
  return 0;
}
