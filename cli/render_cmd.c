/*
 * render_cmd.c — `flamebuild render GENOME [options]`: every flame of a genome file (or the
 * one chosen with --flame) to PNG, with flam3's metadata. Each PNG is written to a temporary
 * name and renamed, so an error or a kill never leaves a partial image.
 */
#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../genome/genome.h"
#include "../render/render.h"
#include "cli.h"

typedef struct render_args {
  const char *input;
  const char *output;        /* pattern; NULL = derived from the input name */
  const char *flame;         /* index or name; NULL = all */
  const char *palettes;
  double quality;            /* <= 0: the genome's */
  int width, height;         /* 0: the genome's */
  int supersample;           /* 0: the genome's */
  uint64_t seed;
  int threads;
  int bpc;
  int transparent;
  int quiet;
  int verbose;
} render_args;

static void render_usage(FILE *out) {
  fprintf(out,
          "usage: flamebuild render GENOME [options]\n"
          "\n"
          "Renders every <flame> of GENOME (flam3 or Apophysis XML) to PNG.\n"
          "\n"
          "  -o, --output PATTERN   output file; with several flames use %%d (index, e.g. %%05d)\n"
          "                         or %%s (flame name). Default: GENOME's name with .png,\n"
          "                         or NAME-%%05d.png when the file holds several flames\n"
          "      --flame INDEX|NAME render only this flame (index from 0, or its name)\n"
          "  -q, --quality Q        samples per output pixel (default: the genome's)\n"
          "      --size WxH         output size; the framing scales with the width\n"
          "      --supersample N    spatial oversampling (default: the genome's)\n"
          "      --seed S           random seed, an integer (default 1): same seed, same bytes\n"
          "  -j, --threads N        worker threads (default: all cores)\n"
          "      --bpc 8|16         bits per channel of the PNG (default 8)\n"
          "      --transparent      alpha from density, no background\n"
          "      --backend auto|cpu rendering backend (default auto)\n"
          "      --palettes FILE    flam3-palettes.xml for palette=\"N\" genomes\n"
          "      --quiet            no progress, no summary\n"
          "  -v, --verbose          more detail\n");
}

static int parse_int(const char *s, long lo, long hi, long *out) {
  char *end;
  errno = 0;
  long v = strtol(s, &end, 10);
  if (errno || end == s || *end || v < lo || v > hi) return -1;
  *out = v;
  return 0;
}

static int parse_render_args(int argc, char **argv, render_args *a) {
  enum { OPT_FLAME = 256, OPT_SIZE, OPT_SS, OPT_SEED, OPT_BPC, OPT_TRANSPARENT, OPT_BACKEND, OPT_PALETTES, OPT_QUIET };
  static const struct option longopts[] = {
      {"output", required_argument, 0, 'o'},     {"flame", required_argument, 0, OPT_FLAME},
      {"quality", required_argument, 0, 'q'},    {"size", required_argument, 0, OPT_SIZE},
      {"supersample", required_argument, 0, OPT_SS}, {"seed", required_argument, 0, OPT_SEED},
      {"threads", required_argument, 0, 'j'},    {"bpc", required_argument, 0, OPT_BPC},
      {"transparent", no_argument, 0, OPT_TRANSPARENT}, {"backend", required_argument, 0, OPT_BACKEND},
      {"palettes", required_argument, 0, OPT_PALETTES}, {"quiet", no_argument, 0, OPT_QUIET},
      {"verbose", no_argument, 0, 'v'},          {"help", no_argument, 0, 'h'},
      {0, 0, 0, 0}};
  memset(a, 0, sizeof *a);
  a->seed = 1;
  a->bpc = 8;
  optind = 1;
  int c;
  long v;
  while ((c = getopt_long(argc, argv, "o:q:j:vh", longopts, NULL)) != -1) {
    switch (c) {
    case 'o': a->output = optarg; break;
    case OPT_FLAME: a->flame = optarg; break;
    case 'q': {
      char *end;
      a->quality = strtod(optarg, &end);
      if (end == optarg || *end || !(a->quality > 0) || !isfinite(a->quality)) {
        cli_error("--quality wants a positive number, not '%s'", optarg);
        return -1;
      }
      break;
    }
    case OPT_SIZE: {
      int w, h, n;
      if (sscanf(optarg, "%dx%d%n", &w, &h, &n) != 2 || optarg[n] || w < 1 || h < 1 || w > 65536 || h > 65536) {
        cli_error("--size wants WIDTHxHEIGHT (1..65536 each), not '%s'", optarg);
        return -1;
      }
      a->width = w;
      a->height = h;
      break;
    }
    case OPT_SS:
      if (parse_int(optarg, 1, 64, &v) < 0) {
        cli_error("--supersample wants an integer 1..64, not '%s'", optarg);
        return -1;
      }
      a->supersample = (int)v;
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
    case 'j':
      if (parse_int(optarg, 1, 256, &v) < 0) {
        cli_error("--threads wants an integer 1..256, not '%s'", optarg);
        return -1;
      }
      a->threads = (int)v;
      break;
    case OPT_BPC:
      if (strcmp(optarg, "8") && strcmp(optarg, "16")) {
        cli_error("--bpc wants 8 or 16, not '%s'", optarg);
        return -1;
      }
      a->bpc = atoi(optarg);
      break;
    case OPT_TRANSPARENT: a->transparent = 1; break;
    case OPT_BACKEND:
      if (!strcmp(optarg, "cuda")) {
        cli_error("--backend cuda: this build has no CUDA backend yet; use --backend cpu");
        return -1;
      }
      if (strcmp(optarg, "auto") && strcmp(optarg, "cpu")) {
        cli_error("--backend wants auto or cpu, not '%s'", optarg);
        return -1;
      }
      break;
    case OPT_PALETTES: a->palettes = optarg; break;
    case OPT_QUIET: a->quiet = 1; break;
    case 'v': a->verbose = 1; break;
    case 'h': render_usage(stdout); exit(0);
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
  return 0;
}

/* Expands the output pattern: %d (with printf flags/width) → index, %s → name, %% → %. */
static int expand_output(const char *pattern, int index, const char *name, char *out, size_t size,
                         int *used_field) {
  size_t n = 0;
  *used_field = 0;
  for (const char *p = pattern; *p; p++) {
    char piece[256];
    if (*p != '%') {
      piece[0] = *p;
      piece[1] = 0;
    } else if (p[1] == '%') {
      strcpy(piece, "%");
      p++;
    } else {
      const char *q = p + 1;
      while (*q == '0' || *q == '-') q++;
      while (*q >= '0' && *q <= '9') q++;
      char spec[32];
      size_t len = (size_t)(q - p);
      if (len + 2 > sizeof spec || (*q != 'd' && *q != 's')) return -1;
      memcpy(spec, p, len);
      spec[len] = *q;
      spec[len + 1] = 0;
      if (*q == 'd')
        snprintf(piece, sizeof piece, spec, index);
      else
        snprintf(piece, sizeof piece, spec, name[0] ? name : "flame");
      *used_field = 1;
      p = q;
    }
    size_t l = strlen(piece);
    if (n + l + 1 > size) return -1;
    memcpy(out + n, piece, l);
    n += l;
  }
  out[n] = 0;
  return 0;
}

static void default_output(const char *input, int several, char *out, size_t size) {
  const char *base = strrchr(input, '/');
  base = base ? base + 1 : input;
  char stem[512];
  snprintf(stem, sizeof stem, "%s", base);
  char *dot = strrchr(stem, '.');
  if (dot && dot != stem) *dot = 0;
  snprintf(out, size, several ? "%s-%%05d.png" : "%s.png", stem);
}

static int select_flame(const genome_list *list, const char *which) {
  long v;
  if (parse_int(which, 0, list->count - 1, &v) == 0) return (int)v;
  for (int i = 0; i < list->count; i++)
    if (!strcmp(list->flames[i].name, which)) return i;
  return -1;
}

static void apply_overrides(genome *g, const render_args *a) {
  if (a->quality > 0) g->quality = a->quality;
  if (a->supersample) g->supersample = a->supersample;
  if (a->width) {
    /* Keep the framing: the picture's width maps to the same world width. */
    g->scale *= (double)a->width / g->width;
    g->width = a->width;
    g->height = a->height;
  }
}

static int render_one(const render_args *a, genome *g, int index, const char *path) {
  fb_error err;
  render_subframe sub = {g, 1.0};
  render_frame frame = {&sub, 1};
  render_geometry geo;
  if (render_geometry_of(&frame, &geo, &err) < 0) {
    cli_error("%s: flame %d (line %d): %s", a->input, index, g->source_line, err.msg);
    return -1;
  }
  render_hist hist;
  if (render_hist_alloc(&hist, &geo, 0, &err) < 0) {
    cli_error("%s: flame %d: %s", a->input, index, err.msg);
    return -1;
  }
  char label[128];
  snprintf(label, sizeof label, "%s", g->name[0] ? g->name : "flame");
  cli_progress progress;
  cli_progress_start(&progress, a->quiet, label);
  render_options opt = {.threads = a->threads, .seed = a->seed, .progress = cli_progress_update,
                        .progress_ctx = &progress};
  double t0 = cli_now();
  int rc = render_iterate_cpu(&frame, &opt, &hist, &err);
  double t_iter = cli_now() - t0;
  render_image img = {0};
  if (rc == 0) {
    finish_options fo = {.bpc = a->bpc, .transparent = a->transparent};
    rc = render_finish(&frame, &hist, &fo, &img, &err);
  }
  cli_progress_end(&progress);
  if (rc < 0) {
    cli_error("%s: flame %d: %s", a->input, index, err.msg);
    render_hist_free(&hist);
    return -1;
  }
  char *xml = genome_print(g);
  char samples[64], error_rate[64], seed[32];
  snprintf(samples, sizeof samples, "%g", hist.samples);
  snprintf(error_rate, sizeof error_rate, "%g", hist.samples > 0 ? hist.badvals / hist.samples : 0.0);
  snprintf(seed, sizeof seed, "%" PRIu64, a->seed);
  const char *texts[] = {"flam3_version", "flamebuild-" FLAMEBUILD_VERSION,
                         "flam3_samples", samples,
                         "flam3_error_rate", error_rate,
                         "flamebuild_seed", seed,
                         "flam3_genome", xml ? xml : "",
                         NULL};
  rc = render_write_png(path, &img, texts, &err);
  free(xml);
  double total = cli_now() - t0;
  if (rc < 0)
    cli_error("%s", err.msg);
  else if (!a->quiet)
    fprintf(stderr, "%s: %dx%d, %.4g samples in %.2f s (%.3g M samples/s), %.2f s total\n", path,
            g->width, g->height, hist.samples, t_iter, hist.samples / (t_iter > 0 ? t_iter : 1e-9) / 1e6,
            total);
  render_image_free(&img);
  render_hist_free(&hist);
  return rc;
}

int cmd_render(int argc, char **argv) {
  render_args a;
  if (parse_render_args(argc, argv, &a) < 0) return 2;

  genome_parse_options popt = {.palettes_path = a.palettes,
                               .warn = {.fn = cli_warn_sink, .ctx = NULL}};
  genome_list list;
  fb_error err;
  if (genome_parse_file(a.input, &popt, &list, &err) < 0) {
    cli_error("%s", err.msg);
    return 1;
  }
  int first = 0, last = list.count - 1;
  if (a.flame) {
    int i = select_flame(&list, a.flame);
    if (i < 0) {
      cli_error("%s: no flame '%s' (the file has %d, indices 0..%d)", a.input, a.flame, list.count,
                list.count - 1);
      genome_list_free(&list);
      return 1;
    }
    first = last = i;
  }
  int several = last > first;
  char pattern[1024];
  if (a.output)
    snprintf(pattern, sizeof pattern, "%s", a.output);
  else
    default_output(a.input, several, pattern, sizeof pattern);

  int failed = 0;
  for (int i = first; i <= last; i++) {
    char path[1024];
    int used_field;
    if (expand_output(pattern, i, list.flames[i].name, path, sizeof path, &used_field) < 0) {
      cli_error("-o '%s': bad pattern (use %%d, %%05d, %%s or %%%%)", pattern);
      failed = 1;
      break;
    }
    if (several && !used_field) {
      cli_error("%s holds %d flames: -o needs %%d or %%s to name each (or choose one with --flame)",
                a.input, last - first + 1);
      failed = 1;
      break;
    }
    apply_overrides(&list.flames[i], &a);
    if (render_one(&a, &list.flames[i], i, path) < 0) failed = 1;
  }
  genome_list_free(&list);
  return failed ? 1 : 0;
}
