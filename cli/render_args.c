/*
 * render_args.c — the options of `flamebuild render` (render_args.h).
 */
#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "../render/render.h"
#include "cli.h"
#include "render_args.h"

void render_usage(FILE *out) {
  fprintf(out,
          "usage: flamebuild render GENOME [options]\n"
          "\n"
          "Renders every <flame> of GENOME (flam3 or Apophysis XML) to PNG, or to JPEG or OpenEXR by the\n"
          "output's extension.\n"
          "\n"
          "  -o, --output PATTERN   output file; with several flames use %%d (index, e.g. %%05d)\n"
          "                         or %%s (flame name). Default: GENOME's name with .png,\n"
          "                         or NAME-%%05d.png when the file holds several flames.\n"
          "                         Its extension is the format: .png, .jpg (or .jpeg), .exr\n"
          "      --jpeg-quality Q   JPEG quality, 1 to 100 (default %d, libjpeg's, as flam3-render)\n"
          "      --flame INDEX|NAME render only this flame (index from 0, or its name as written)\n"
          "  -q, --quality Q        samples per output pixel (default: the genome's)\n"
          "      --size WxH         output size; the framing scales with the width\n"
          "      --supersample N    spatial oversampling (default: the genome's)\n"
          "      --seed S           random seed, an integer (default 1): same seed, same bytes\n"
          "                         (on a GPU with --deterministic)\n"
          "      --deterministic    GPU: sum samples in fixed point, so that a seed gives the\n"
          "                         same bytes on every run and GPU of the same kind (slower;\n"
          "                         the CPU always does; see flamebuild(1))\n"
          "      --accumulate auto|atomic|deferred\n"
          "                         GPU: add each sample with an atomic, or log samples and sum\n"
          "                         them by tile (deferred: fixed point, so deterministic too);\n"
          "                         auto: deferred when deterministic, else atomic unless an\n"
          "                         early batch puts 2.5%% of its samples on one bucket\n"
          "      --max-samples N|none\n"
          "                         refuse a frame costing more than N samples of work (default\n"
          "                         1e11: chaos-game samples + 32 per buffer bucket); none = no limit\n"
          "  -j, --threads N        worker threads (default: all cores)\n"
          "      --bpc 8|16|32      bits per channel: PNG 8 (default) or 16; JPEG 8; EXR (-o NAME.exr)\n"
          "                         half, or float with 32\n"
          "      --transparent      alpha from density, no background (PNG, EXR: a JPEG has no alpha)\n"
          "      --backend auto|cpu|cuda|gpu-emulation\n"
          "                         rendering backend; auto = CUDA when a GPU is present;\n"
          "                         gpu-emulation = the GPU's iteration run on the CPU (a check:\n"
          "                         what the GPU will draw, on any machine; slow)\n"
          "      --palettes FILE    flam3-palettes.xml for palette=\"N\" genomes\n"
          "\n"
          "Animation (the file's flames are keyframes, flam3-animate semantics):\n"
          "      --frames A-B|A|all frames A to B of the animation (%%d in -o is the frame\n"
          "                         number; default output NAME-%%05d.png)\n"
          "      --time T           one frame at time T\n"
          "      --begin T, --end T, --dtime D\n"
          "                         frame k is at begin + k*dtime, up to end inclusive\n"
          "                         (default: first keyframe time, last - 1, 1)\n"
          "      --quiet            no progress, no summary\n"
          "  -v, --verbose          more detail\n",
          RENDER_JPEG_QUALITY);
}

int render_output_format(const char *name, int *format, char *why, size_t n) {
  static const char accepted[] = "a name ending in .png, .jpg (or .jpeg) or .exr";
  const char *base = strrchr(name, '/');
  base = base ? base + 1 : name;
  const char *dot = strrchr(base, '.');
  const char *ext = dot && dot != base ? dot + 1 : "";
  if (!strcasecmp(ext, "png")) *format = OUTPUT_PNG;
  else if (!strcasecmp(ext, "jpg") || !strcasecmp(ext, "jpeg")) *format = OUTPUT_JPEG;
  else if (!strcasecmp(ext, "exr")) *format = OUTPUT_EXR;
  else if (!strcasecmp(ext, "tif") || !strcasecmp(ext, "tiff"))
    snprintf(why, n, "%s: flamebuild does not write TIFF; -o takes %s (16 bits: .png with --bpc 16; linear "
             "half or float: .exr)", name, accepted);
  else if (ext[0])
    snprintf(why, n, "%s: '.%s' is not a format flamebuild writes; -o takes %s", name, ext, accepted);
  else
    snprintf(why, n, "%s: no extension to say the format; -o takes %s", name, accepted);
  return !strcasecmp(ext, "png") || !strcasecmp(ext, "jpg") || !strcasecmp(ext, "jpeg") || !strcasecmp(ext, "exr") ? 0 : -1;
}

/* The output's format and the options that go with it (before anything is read or rendered). */
static int check_output(render_args *a, int bpc_given) {
  char why[1200];
  a->format = OUTPUT_PNG; /* the default name, NAME.png */
  if (a->output && render_output_format(a->output, &a->format, why, sizeof why) < 0) {
    cli_error("%s", why);
    return -1;
  }
  const char *name = a->output ? a->output : "the default output (NAME.png)";
  if (a->bpc == 32 && a->format != OUTPUT_EXR) {
    cli_error("%s: --bpc 32 is for EXR output (-o NAME.exr)", name);
    return -1;
  }
  if (a->format == OUTPUT_JPEG && bpc_given && a->bpc != 8) {
    cli_error("%s: a JPEG is 8 bits per channel; --bpc %d is for PNG (16) or EXR (32)", name, a->bpc);
    return -1;
  }
  if (a->format == OUTPUT_JPEG && a->transparent) {
    cli_error("%s: a JPEG has no alpha channel; --transparent needs PNG or EXR output", name);
    return -1;
  }
  if (a->jpeg_quality && a->format != OUTPUT_JPEG) {
    cli_error("%s: --jpeg-quality is for JPEG output (-o NAME.jpg)", name);
    return -1;
  }
  return 0;
}

int parse_render_args(int argc, char **argv, render_args *a) {
  enum { OPT_FLAME = 256, OPT_SIZE, OPT_SS, OPT_SEED, OPT_MAX_SAMPLES, OPT_BPC, OPT_TRANSPARENT, OPT_BACKEND, OPT_PALETTES, OPT_QUIET,
         OPT_DETERMINISTIC, OPT_ACCUMULATE, OPT_FRAMES, OPT_TIME, OPT_BEGIN, OPT_END, OPT_DTIME, OPT_JPEG_QUALITY };
  static const struct option longopts[] = {
      {"output", required_argument, 0, 'o'},     {"flame", required_argument, 0, OPT_FLAME},
      {"quality", required_argument, 0, 'q'},    {"size", required_argument, 0, OPT_SIZE},
      {"supersample", required_argument, 0, OPT_SS}, {"seed", required_argument, 0, OPT_SEED},
      {"threads", required_argument, 0, 'j'},    {"bpc", required_argument, 0, OPT_BPC},
      {"transparent", no_argument, 0, OPT_TRANSPARENT}, {"backend", required_argument, 0, OPT_BACKEND},
      {"palettes", required_argument, 0, OPT_PALETTES}, {"quiet", no_argument, 0, OPT_QUIET},
      {"verbose", no_argument, 0, 'v'},          {"help", no_argument, 0, 'h'},
      {"frames", required_argument, 0, OPT_FRAMES}, {"time", required_argument, 0, OPT_TIME},
      {"begin", required_argument, 0, OPT_BEGIN}, {"end", required_argument, 0, OPT_END},
      {"dtime", required_argument, 0, OPT_DTIME}, {"max-samples", required_argument, 0, OPT_MAX_SAMPLES},
      {"deterministic", no_argument, 0, OPT_DETERMINISTIC}, {"accumulate", required_argument, 0, OPT_ACCUMULATE},
      {"jpeg-quality", required_argument, 0, OPT_JPEG_QUALITY}, {0, 0, 0, 0}};
  memset(a, 0, sizeof *a);
  a->seed = 1;
  a->bpc = 8;
  optind = 1;
  int c, bpc_given = 0;
  while ((c = getopt_long(argc, argv, "o:q:j:vh", longopts, NULL)) != -1) {
    switch (c) {
    case 'o': a->output = optarg; break;
    case OPT_FLAME: a->flame = optarg; break;
    case 'q':
      if (cli_parse_quality(optarg, INFINITY, &a->quality) < 0) return -1;
      break;
    case OPT_SIZE:
      if (cli_parse_size(optarg, 65536, &a->width, &a->height) < 0) return -1;
      break;
    case OPT_SS:
      if (cli_parse_supersample(optarg, &a->supersample) < 0) return -1;
      break;
    case OPT_SEED: {
      char *end;
      errno = 0;
      unsigned long long s = strtoull(optarg, &end, 0);
      if (errno || end == optarg || *end || optarg[0] == '-') {
        cli_error("--seed wants a non-negative integer, not '%s'", optarg);
        return -1;
      }
      a->seed = s;
      break;
    }
    case OPT_MAX_SAMPLES: {
      char *end;
      a->max_samples = strtod(optarg, &end);
      if (!strcmp(optarg, "none")) a->max_samples = INFINITY;
      else if (end == optarg || *end || !(a->max_samples >= 1) || !isfinite(a->max_samples)) {
        cli_error("--max-samples wants a number of samples (e.g. 1e12) or none, not '%s'", optarg);
        return -1;
      }
      break;
    }
    case 'j':
      if (cli_parse_threads(optarg, &a->threads) < 0) return -1;
      break;
    case OPT_BPC:
      if (strcmp(optarg, "8") && strcmp(optarg, "16") && strcmp(optarg, "32")) {
        cli_error("--bpc wants 8 (PNG, JPEG) or 16 (PNG), or 32 (EXR float), not '%s'", optarg);
        return -1;
      }
      a->bpc = atoi(optarg);
      bpc_given = 1;
      break;
    case OPT_JPEG_QUALITY: {
      long q;
      if (cli_parse_int(optarg, 1, 100, &q) < 0) {
        cli_error("--jpeg-quality wants an integer from 1 to 100, not '%s'", optarg);
        return -1;
      }
      a->jpeg_quality = (int)q;
      break;
    }
    case OPT_TRANSPARENT: a->transparent = 1; break;
    case OPT_DETERMINISTIC: a->deterministic = 1; break;
    case OPT_ACCUMULATE:
      if (cli_parse_accumulate(optarg, &a->accumulate) < 0) return -1;
      break;
    case OPT_BACKEND:
      if (cli_parse_backend(optarg, 1, &a->backend) < 0) return -1;
      break;
    case OPT_PALETTES: a->palettes = optarg; break;
    case OPT_FRAMES: a->frames = optarg; a->animate = 1; break;
    case OPT_TIME:
    case OPT_BEGIN:
    case OPT_END:
    case OPT_DTIME: {
      char *end;
      double t = strtod(optarg, &end);
      if (end == optarg || *end || !isfinite(t) || (c == OPT_DTIME && !(t > 0))) {
        cli_error("--%s wants a %snumber, not '%s'", c == OPT_TIME ? "time" : c == OPT_BEGIN ? "begin" : c == OPT_END ? "end" : "dtime",
                  c == OPT_DTIME ? "positive " : "", optarg);
        return -1;
      }
      if (c == OPT_TIME) { a->time = t; a->has_time = 1; }
      if (c == OPT_BEGIN) { a->begin = t; a->has_begin = 1; }
      if (c == OPT_END) { a->end = t; a->has_end = 1; }
      if (c == OPT_DTIME) { a->dtime = t; a->has_dtime = 1; }
      a->animate = 1;
      break;
    }
    case OPT_QUIET: a->quiet = 1; break;
    case 'v': a->verbose = 1; break;
    case 'h': render_usage(stdout); return 1;
    default: render_usage(stderr); return -1;
    }
  }
  if (optind != argc - 1) {
    if (optind >= argc)
      cli_error("render: which genome file? (flamebuild render GENOME)");
    else
      cli_error("render: one genome file at a time, got '%s' and '%s'", argv[optind], argv[optind + 1]);
    return -1;
  }
  a->input = argv[optind];
  if (a->has_time && (a->frames || a->has_begin || a->has_end || a->has_dtime)) {
    cli_error("--time renders one frame; it does not combine with --frames/--begin/--end/--dtime");
    return -1;
  }
  if (a->animate && a->flame) {
    cli_error("--flame chooses a still; an animation uses every flame of the file as a keyframe");
    return -1;
  }
  return check_output(a, bpc_given);
}

