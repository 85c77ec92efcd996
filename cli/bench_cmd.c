/*
 * bench_cmd.c — `flamebuild bench`: a fixed set of genomes rendered (1920x1080, or --size) on the chosen
 * backend; per genome the samples, iteration time and rate, finishing time, frame time and
 * kernel compile time, then the median rate. `--json` for scripts.
 *
 * The genomes are built in, so the command works from an installed binary: one simple
 * 4-xform linear/spherical genome (the memory-bound case) and seven covering the expensive
 * variation families (trig, pow/log, random, affine-reading), a final xform and xaos.
 */
#include <getopt.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../genome/genome.h"
#include "../gpu/gpu.h"
#include "../render/render.h"
#include "cli.h"
#include "render_args.h"

#define PALETTE                                                                                                    \
  "<color index=\"0\" rgb=\"20 40 160\"/><color index=\"80\" rgb=\"40 200 255\"/>"                                  \
  "<color index=\"160\" rgb=\"255 220 120\"/><color index=\"255\" rgb=\"230 60 30\"/>"
#define FLAME(name, scale, body)                                                                                   \
  "<flame name=\"" name "\" size=\"1920 1080\" center=\"0 0\" scale=\"" scale "\" quality=\"1\">" body PALETTE   \
  "</flame>\n"

static const char bench_genomes[] =
    "<flames>\n"
    FLAME("linear-spherical", "300",
          "<xform weight=\"0.25\" color=\"0\" spherical=\"1\" coefs=\"0.56 -0.26 0.26 0.56 0.41 0.2\"/>"
          "<xform weight=\"0.25\" color=\"0.33\" linear=\"1\" coefs=\"0.5 0.1 -0.1 0.5 -0.5 0.3\"/>"
          "<xform weight=\"0.25\" color=\"0.66\" spherical=\"1\" coefs=\"-0.4 0.3 -0.3 -0.4 0.2 -0.5\"/>"
          "<xform weight=\"0.25\" color=\"1\" linear=\"1\" coefs=\"0.45 -0.2 0.2 0.45 0.1 0.6\"/>")
    FLAME("julia-swirl", "250",
          "<xform weight=\"0.5\" color=\"0\" julia=\"0.8\" swirl=\"0.2\" coefs=\"0.7 0.2 -0.2 0.7 0.1 0\"/>"
          "<xform weight=\"0.5\" color=\"1\" linear=\"0.6\" spherical=\"0.4\" coefs=\"0.5 -0.4 0.4 0.5 -0.3 0.2\"/>")
    FLAME("julian-power", "200",
          "<xform weight=\"0.6\" color=\"0\" julian=\"1\" julian_power=\"5\" julian_dist=\"0.7\" coefs=\"0.8 0.1 -0.1 0.8 0 0\"/>"
          "<xform weight=\"0.4\" color=\"1\" power=\"0.5\" linear=\"0.5\" coefs=\"0.5 0.3 -0.3 0.5 0.4 0.1\"/>")
    FLAME("trig-hyperbolic", "150",
          "<xform weight=\"0.4\" color=\"0\" sinh=\"0.5\" cosh=\"0.3\" coefs=\"0.6 0.3 -0.3 0.6 0.2 0.1\"/>"
          "<xform weight=\"0.3\" color=\"0.5\" tan=\"0.4\" linear=\"0.6\" coefs=\"0.5 -0.2 0.2 0.5 -0.4 0.3\"/>"
          "<xform weight=\"0.3\" color=\"1\" exp=\"0.3\" log=\"0.4\" coefs=\"0.4 0.1 -0.1 0.4 0.3 -0.4\"/>")
    FLAME("random-blur", "220",
          "<xform weight=\"0.5\" color=\"0\" gaussian_blur=\"0.2\" linear=\"0.8\" coefs=\"0.6 0 0 0.6 0.3 0\"/>"
          "<xform weight=\"0.5\" color=\"1\" pie=\"0.5\" ngon=\"0.3\" linear=\"0.2\" coefs=\"0.6 0.2 -0.2 0.6 -0.3 0.2\"/>")
    FLAME("popcorn-waves", "180",
          "<xform weight=\"0.5\" color=\"0\" popcorn=\"0.4\" waves=\"0.4\" coefs=\"0.7 -0.2 0.2 0.7 0.15 0.25\"/>"
          "<xform weight=\"0.5\" color=\"1\" spherical=\"0.7\" bubble=\"0.3\" coefs=\"0.5 0.4 -0.4 0.5 -0.2 -0.3\"/>")
    FLAME("final-xform", "240",
          "<xform weight=\"0.5\" color=\"0\" linear=\"1\" coefs=\"0.5 0 0 0.5 -0.5 -0.5\"/>"
          "<xform weight=\"0.5\" color=\"1\" linear=\"1\" coefs=\"0.5 0 0 0.5 0.5 -0.5\"/>"
          "<xform weight=\"0.5\" color=\"0.5\" linear=\"1\" coefs=\"0.5 0 0 0.5 0 0.5\"/>"
          "<finalxform color=\"0.5\" color_speed=\"0.2\" disc=\"0.7\" swirl=\"0.3\" coefs=\"1 0 0 1 0 0\"/>")
    FLAME("xaos", "260",
          "<xform weight=\"0.4\" color=\"0\" spherical=\"1\" chaos=\"0 1 1\" coefs=\"0.6 0.2 -0.2 0.6 0.3 0\"/>"
          "<xform weight=\"0.3\" color=\"0.5\" linear=\"1\" chaos=\"1 0.2 1\" coefs=\"0.5 -0.3 0.3 0.5 -0.4 0.2\"/>"
          "<xform weight=\"0.3\" color=\"1\" julia=\"1\" chaos=\"1 1 0\" coefs=\"0.4 0 0 0.4 0.1 -0.3\"/>")
    "</flames>\n";

typedef struct bench_row {
  const char *name;
  double samples, iterate_s, finish_s, frame_s, compile_ms;
  int kernels_compiled;
} bench_row;

static int compare_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

static void bench_usage(FILE *out) {
  fprintf(out, "usage: flamebuild bench [--backend auto|cpu|cuda] [-q QUALITY] [--size WxH] [--supersample N]\n"
               "                        [--deterministic] [--accumulate auto|atomic|deferred] [-j N] [--json]\n"
               "       flamebuild bench --project [DIR] [options]   (the build benchmark: --project --help)\n\n"
               "Renders the built-in benchmark genomes (1920x1080 unless --size: the framing scales with\n"
               "the width) and reports iterations/s. Default quality: 1000 on the GPU, 20 on the CPU.\n"
               "--deterministic, --accumulate: how the GPU adds samples (as render's options).\n");
}

int cmd_bench(int argc, char **argv) {
  /* `bench --project` is the build benchmark, a command of its own (bench_project.c). */
  for (int i = 1; i < argc && strcmp(argv[i], "--"); i++)
    if (!strcmp(argv[i], "--project") || !strncmp(argv[i], "--project=", 10)) return cmd_bench_project(argc, argv);
  static const struct option longopts[] = {{"backend", required_argument, 0, 'b'}, {"quality", required_argument, 0, 'q'},
                                           {"threads", required_argument, 0, 'j'}, {"json", no_argument, 0, 'J'},
                                           {"size", required_argument, 0, 'S'},    {"supersample", required_argument, 0, 's'},
                                           {"deterministic", no_argument, 0, 'D'}, {"help", no_argument, 0, 'h'},
                                           {"accumulate", required_argument, 0, 'A'}, {0, 0, 0, 0}};
  const char *backend = "auto";
  double quality = 0;
  int threads = 0, json = 0, width = 1920, height = 1080, supersample = 1, deterministic = 0, c;
  int accumulate = RENDER_ACCUMULATE_AUTO;
  long v;
  optind = 1;
  while ((c = getopt_long(argc, argv, "q:j:h", longopts, NULL)) != -1) {
    switch (c) {
    case 'b': backend = optarg; break;
    case 'q': quality = atof(optarg); break;
    case 'j':
      if (cli_parse_threads(optarg, &threads) < 0) return 2;
      break;
    case 'J': json = 1; break;
    case 'S':
      if (cli_parse_size(optarg, 65536, &width, &height) < 0) return 2;
      break;
    case 's':
      if (render_parse_int(optarg, 1, 64, &v) < 0) {
        cli_error("--supersample wants an integer 1..64, not '%s'", optarg);
        return 2;
      }
      supersample = (int)v;
      break;
    case 'D': deterministic = 1; break;
    case 'A':
      if (cli_parse_accumulate(optarg, &accumulate) < 0) return 2;
      break;
    case 'h': bench_usage(stdout); return 0;
    default: bench_usage(stderr); return 2;
    }
  }
  if (strcmp(backend, "auto") && strcmp(backend, "cpu") && strcmp(backend, "cuda")) {
    cli_error("--backend wants auto, cpu or cuda, not '%s'", backend);
    return 2;
  }
  if (quality < 0 || !isfinite(quality) || threads < 0) {
    cli_error("bench: bad --quality or --threads");
    return 2;
  }
  char device[256] = "CPU";
  int gpu = 0;
  if (strcmp(backend, "cpu")) {
    char what[256];
    gpu = gpu_probe(what, sizeof what);
    if (!gpu && !strcmp(backend, "cuda")) {
      cli_error("--backend cuda: no usable GPU: %s", what);
      return 1;
    }
    if (gpu) snprintf(device, sizeof device, "%s", what);
  }
  if (quality == 0) quality = gpu ? 1000 : 20;

  genome_list list;
  fb_error err;
  genome_parse_options popt = {0};
  if (genome_parse_memory(bench_genomes, sizeof bench_genomes - 1, "bench", &popt, &list, &err) < 0) {
    cli_error("built-in genomes: %s", err.msg);
    return 1;
  }
  bench_row *rows = calloc((size_t)list.count, sizeof *rows);
  double *rates = calloc((size_t)list.count, sizeof *rates);
  int rc = 0;
  if (!json)
    printf("flamebuild bench: %s, %dx%d, supersample %d, quality %g%s\n", device, width, height, supersample, quality,
           deterministic ? ", deterministic" : "");
  for (int i = 0; i < list.count && rc == 0; i++) {
    genome *g = &list.flames[i];
    g->quality = quality;
    g->scale *= (double)width / g->width; /* the framing of 1920 wide */
    g->width = width;
    g->height = height;
    g->supersample = supersample;
    render_subframe sub = {g, 1.0};
    render_frame frame = {&sub, 1};
    render_geometry geo;
    render_hist hist = {0};
    render_image img = {0};
    bench_row *r = &rows[i];
    r->name = g->name;
    render_options opt = {.threads = threads, .seed = 1, .deterministic = deterministic, .accumulate = accumulate};
    double t0 = fb_mono_seconds();
    finish_options fo = {.bpc = 8};
    if (render_geometry_of(&frame, &geo, &err) < 0) {
      rc = -1;
    } else if (gpu) {
      /* Iterate and finish on the device, as `render --backend cuda` does, with the genome's
       * own kernel (compiled if need be: the compile column), never the generic one that a
       * render may use while it compiles — the bench measures the kernels' speed. */
      gpu_options gopt = {.finish = &fo, .image = &img, .kernel = GPU_KERNEL_OWN};
      gpu_render_stats st;
      rc = gpu_iterate(&frame, &opt, &gopt, NULL, &st, &err);
      r->iterate_s = st.iterate_s;
      r->finish_s = st.finish.total_s;
      r->compile_ms = st.kernel.compile_ms;
      r->kernels_compiled = st.kernel.misses;
      r->samples = st.samples;
    } else if ((rc = render_hist_alloc(&hist, &geo, 0, &err)) == 0 &&
               (rc = render_iterate_cpu(&frame, &opt, &hist, &err)) == 0) {
      r->iterate_s = fb_mono_seconds() - t0;
      double t1 = fb_mono_seconds();
      rc = render_finish(&frame, &hist, &fo, &img, &err);
      r->finish_s = fb_mono_seconds() - t1;
      r->samples = hist.samples;
    }
    r->frame_s = fb_mono_seconds() - t0;
    rates[i] = r->iterate_s > 0 ? r->samples / r->iterate_s : 0;
    render_image_free(&img);
    render_hist_free(&hist);
    if (rc < 0) {
      cli_error("bench %s: %s", g->name, err.msg);
      break;
    }
    if (!json)
      printf("  %-18s %10.4g samples  iterate %7.3f s  %8.4f G it/s  finish %6.3f s  frame %7.3f s  compile %6.0f ms\n",
              r->name, r->samples, r->iterate_s, rates[i] / 1e9, r->finish_s, r->frame_s, r->compile_ms);
  }
  if (rc == 0) {
    double *sorted = malloc((size_t)list.count * sizeof *sorted);
    memcpy(sorted, rates, (size_t)list.count * sizeof *sorted);
    qsort(sorted, (size_t)list.count, sizeof *sorted, compare_double);
    double median = list.count % 2 ? sorted[list.count / 2] : (sorted[list.count / 2 - 1] + sorted[list.count / 2]) / 2;
    if (json) {
      printf("{\"backend\": \"%s\", \"device\": ", gpu ? "cuda" : "cpu");
      cli_json_string(stdout, device);
      printf(", \"width\": %d, \"height\": %d, \"supersample\": %d, \"deterministic\": %s, \"quality\": %g, "
             "\"genomes\": [",
             width, height, supersample, deterministic ? "true" : "false", quality);
      for (int i = 0; i < list.count; i++)
        printf("%s\n  {\"name\": \"%s\", \"samples\": %.0f, \"iterate_s\": %.6f, \"iterations_per_s\": %.6g, "
               "\"finish_s\": %.6f, \"frame_s\": %.6f, \"compile_ms\": %.1f, \"kernels_compiled\": %d}",
               i ? "," : "", rows[i].name, rows[i].samples, rows[i].iterate_s, rates[i], rows[i].finish_s,
               rows[i].frame_s, rows[i].compile_ms, rows[i].kernels_compiled);
      printf("\n], \"median_iterations_per_s\": %.6g}\n", median);
    } else {
      printf("median: %.4g G iterations/s over %d genomes (%s)\n", median / 1e9, list.count, device);
    }
    free(sorted);
  }
  free(rows);
  free(rates);
  genome_list_free(&list);
  return rc < 0 ? 1 : 0;
}
