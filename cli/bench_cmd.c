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
#include "../gpu/emulate.h"
#include "../gpu/gpu.h"
#include "../render/render.h"
#include "cli.h"
#include "options.h"

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

/* How a run adds samples on the GPU: the command's --deterministic / --accumulate, or with
 * --accumulate all each of the three side by side. */
typedef struct bench_mode {
  const char *label, *json_key;
  int deterministic, accumulate;
} bench_mode;

static const bench_mode compare_modes[] = {
    {"float atomics", "float_atomics", 0, RENDER_ACCUMULATE_ATOMIC},
    {"integer atomics", "integer_atomics", 1, RENDER_ACCUMULATE_ATOMIC},
    {"deferred", "deferred", 1, RENDER_ACCUMULATE_DEFERRED},
};
#define COMPARE_MODES (int)(sizeof compare_modes / sizeof *compare_modes)

enum bench_backend { BENCH_CPU, BENCH_CUDA, BENCH_EMULATION };

static int compare_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

static double median_of(const double *v, int n) {
  double *sorted = malloc((size_t)n * sizeof *sorted);
  if (!sorted || n == 0) {
    free(sorted);
    return 0;
  }
  memcpy(sorted, v, (size_t)n * sizeof *sorted);
  qsort(sorted, (size_t)n, sizeof *sorted, compare_double);
  const double m = n % 2 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
  free(sorted);
  return m;
}

/* One genome's frame, iterated and finished: on the device as `render --backend cuda` does,
 * with the genome's own kernel (compiled if need be: the compile column), never the generic one
 * that a render may use while it compiles — the bench measures the kernels' speed; or on the
 * CPU; or through the GPU emulation (the GPU's accumulation modes on the CPU, finished there). */
static int bench_one(genome *g, enum bench_backend backend, int threads, const bench_mode *mode, bench_row *r,
                     fb_error *err) {
  render_subframe sub = {g, 1.0};
  render_frame frame = {&sub, 1};
  render_geometry geo;
  render_hist hist = {0};
  render_image img = {0};
  memset(r, 0, sizeof *r);
  r->name = g->name;
  render_options opt = {.threads = threads, .seed = 1, .deterministic = mode->deterministic,
                        .accumulate = mode->accumulate};
  finish_options fo = {.bpc = 8};
  const double t0 = fb_mono_seconds();
  int rc = render_geometry_of(&frame, &geo, err);
  if (rc == 0 && backend == BENCH_CUDA) {
    gpu_options gopt = {.finish = &fo, .image = &img, .kernel = GPU_KERNEL_OWN};
    gpu_render_stats st;
    rc = gpu_iterate(&frame, &opt, &gopt, NULL, &st, err);
    r->iterate_s = st.iterate_s;
    r->finish_s = st.finish.total_s;
    r->compile_ms = st.kernel.compile_ms;
    r->kernels_compiled = st.kernel.misses;
    r->samples = st.samples;
  } else if (rc == 0 && (rc = render_hist_alloc(&hist, &geo, 0, err)) == 0 &&
             (rc = backend == BENCH_EMULATION ? gpu_emulate_iterate(&frame, &opt, &hist, err)
                                              : render_iterate_cpu(&frame, &opt, &hist, err)) == 0) {
    r->iterate_s = fb_mono_seconds() - t0;
    const double t1 = fb_mono_seconds();
    rc = render_finish(&frame, &hist, &fo, &img, err);
    r->finish_s = fb_mono_seconds() - t1;
    r->samples = hist.samples;
  }
  r->frame_s = fb_mono_seconds() - t0;
  render_image_free(&img);
  render_hist_free(&hist);
  return rc;
}

static void bench_usage(FILE *out) {
  fprintf(out, "usage: flamebuild bench [--backend auto|cpu|cuda|gpu-emulation] [-q QUALITY] [--size WxH]\n"
               "                        [--supersample N] [--deterministic] [--accumulate auto|atomic|deferred|all]\n"
               "                        [-j N] [--json]\n"
               "       flamebuild bench --project [DIR] [options]   (the build benchmark: --project --help)\n\n"
               "Renders the built-in benchmark genomes (1920x1080 unless --size: the framing scales with\n"
               "the width) and reports iterations/s. Default quality: 1000 on the GPU, 20 on the CPU.\n"
               "--deterministic, --accumulate: how the GPU adds samples (as render's options);\n"
               "--accumulate all: float atomics, integer atomics and deferred side by side.\n"
               "gpu-emulation: the GPU's iteration on one CPU core (a check, not a speed).\n");
}

/* What a bench run was asked for, and the backend it runs on. */
typedef struct bench_settings {
  const char *backend;       /* as given: auto, cpu, cuda or gpu-emulation */
  double quality;            /* 0: the backend's default */
  int threads, json, width, height, supersample, deterministic, accumulate;
  int compare;               /* --accumulate all: the three ways side by side */
  enum bench_backend where;
  char device[256];          /* what the header and the median name */
} bench_settings;

/* Options: -1 to go on, else the exit status (help printed, or a usage error). */
static int parse_bench_options(int argc, char **argv, bench_settings *b) {
  static const struct option longopts[] = {{"backend", required_argument, 0, 'b'}, {"quality", required_argument, 0, 'q'},
                                           {"threads", required_argument, 0, 'j'}, {"json", no_argument, 0, 'J'},
                                           {"size", required_argument, 0, 'S'},    {"supersample", required_argument, 0, 's'},
                                           {"deterministic", no_argument, 0, 'D'}, {"help", no_argument, 0, 'h'},
                                           {"accumulate", required_argument, 0, 'A'}, {0, 0, 0, 0}};
  int c;
  optind = 1;
  while ((c = getopt_long(argc, argv, "q:j:h", longopts, NULL)) != -1) {
    switch (c) {
    case 'b': b->backend = optarg; break;
    case 'q': b->quality = atof(optarg); break;
    case 'j':
      if (cli_parse_threads(optarg, &b->threads) < 0) return 2;
      break;
    case 'J': b->json = 1; break;
    case 'S':
      if (cli_parse_size(optarg, 65536, &b->width, &b->height) < 0) return 2;
      break;
    case 's':
      if (cli_parse_supersample(optarg, &b->supersample) < 0) return 2;
      break;
    case 'D': b->deterministic = 1; break;
    case 'A':
      if (!strcmp(optarg, "all")) b->compare = 1;
      else if (cli_parse_accumulate(optarg, &b->accumulate) < 0) return 2;
      break;
    case 'h': bench_usage(stdout); return 0;
    default: bench_usage(stderr); return 2;
    }
  }
  return -1;
}

/* The backend asked for, checked, and where it runs: auto takes a GPU when there is one.
 * Sets where, device and the default quality. -1 to go on, else the exit status. */
static int choose_backend(bench_settings *b) {
  int asked;
  if (cli_parse_backend(b->backend, 1, &asked) < 0) return 2;
  if (b->quality < 0 || !isfinite(b->quality) || b->threads < 0) {
    cli_error("bench: bad --quality or --threads");
    return 2;
  }
  snprintf(b->device, sizeof b->device, "CPU");
  b->where = BENCH_CPU;
  if (asked == BACKEND_GPU_EMULATION) {
    b->where = BENCH_EMULATION;
    snprintf(b->device, sizeof b->device, "GPU emulation (CPU)");
  } else if (asked != BACKEND_CPU) {
    char what[256];
    const int gpu = gpu_probe(what, sizeof what);
    if (!gpu && asked == BACKEND_CUDA) {
      cli_error("--backend cuda: no usable GPU: %s", what);
      return 1;
    }
    if (gpu) {
      b->where = BENCH_CUDA;
      snprintf(b->device, sizeof b->device, "%s", what);
    }
  }
  if (b->compare && b->where == BENCH_CPU) {
    cli_error("--accumulate all compares how a GPU adds samples: it needs --backend cuda or gpu-emulation");
    return 2;
  }
  if (b->quality == 0) b->quality = b->where == BENCH_CUDA ? 1000 : 20;
  return -1;
}

/* A built-in genome at the size, supersample and quality asked, framed as at 1920 wide. */
static void frame_genome(genome *g, const bench_settings *b) {
  g->quality = b->quality;
  g->scale *= (double)b->width / g->width; /* the framing of 1920 wide */
  g->width = b->width;
  g->height = b->height;
  g->supersample = b->supersample;
}

static void print_header_text(const bench_settings *b) {
  printf("flamebuild bench: %s, %dx%d, supersample %d, quality %g%s\n", b->device, b->width, b->height, b->supersample,
         b->quality, b->deterministic && !b->compare ? ", deterministic" : "");
  if (b->compare)
    printf("  G it/s            %16s %16s %16s\n", compare_modes[0].label, compare_modes[1].label, compare_modes[2].label);
}

/* A genome's line: its rate in each mode side by side (--accumulate all), or its row. */
static void print_genome_text(const bench_settings *b, const genome *g, const bench_row *row, const double *rates,
                              int count, int nmodes, int i) {
  if (b->compare) {
    printf("  %-18s", g->name);
    for (int m = 0; m < nmodes; m++) printf(" %16.4f", rates[m * count + i] / 1e9);
    printf("\n");
  } else {
    printf("  %-18s %10.4g samples  iterate %7.3f s  %8.4f G it/s  finish %6.3f s  frame %7.3f s  compile %6.0f ms\n",
           row->name, row->samples, row->iterate_s, rates[i] / 1e9, row->finish_s, row->frame_s, row->compile_ms);
  }
}

/* Every genome in every mode: rows[genome][mode], rates[mode][genome]; each genome's line
 * printed as it ends (not with --json). 0, or -1 at the first that fails (said). */
static int run_genomes(const bench_settings *b, genome_list *list, const bench_mode *modes, int nmodes, bench_row *rows,
                       double *rates) {
  fb_error err;
  int rc = 0;
  for (int i = 0; i < list->count && rc == 0; i++) {
    genome *g = &list->flames[i];
    frame_genome(g, b);
    for (int m = 0; m < nmodes && rc == 0; m++) {
      bench_row *r = &rows[i * nmodes + m];
      rc = bench_one(g, b->where, b->threads, &modes[m], r, &err);
      rates[m * list->count + i] = r->iterate_s > 0 ? r->samples / r->iterate_s : 0;
      if (rc < 0) cli_error("bench %s%s%s: %s", g->name, b->compare ? ", " : "", b->compare ? modes[m].label : "", err.msg);
    }
    if (rc < 0 || b->json) continue;
    print_genome_text(b, g, &rows[i * nmodes], rates, list->count, nmodes, i);
  }
  return rc;
}

static void print_json(const bench_settings *b, const bench_mode *modes, int nmodes, const bench_row *rows,
                       const double *rates, int count) {
  printf("{\"backend\": \"%s\", \"device\": ",
         b->where == BENCH_CUDA ? "cuda" : b->where == BENCH_EMULATION ? "gpu-emulation" : "cpu");
  cli_json_string(stdout, b->device);
  printf(", \"width\": %d, \"height\": %d, \"supersample\": %d, \"deterministic\": %s, \"quality\": %g, ", b->width,
         b->height, b->supersample, b->deterministic && !b->compare ? "true" : "false", b->quality);
  for (int m = 0; m < nmodes; m++) {
    if (b->compare) printf("%s\"%s\": {", m ? ", " : "\"accumulate\": {", modes[m].json_key);
    printf("\"genomes\": [");
    for (int i = 0; i < count; i++) {
      const bench_row *r = &rows[i * nmodes + m];
      printf("%s\n  {\"name\": \"%s\", \"samples\": %.0f, \"iterate_s\": %.6f, \"iterations_per_s\": %.6g, "
             "\"finish_s\": %.6f, \"frame_s\": %.6f, \"compile_ms\": %.1f, \"kernels_compiled\": %d}",
             i ? "," : "", r->name, r->samples, r->iterate_s, rates[m * count + i], r->finish_s, r->frame_s,
             r->compile_ms, r->kernels_compiled);
    }
    printf("\n], \"median_iterations_per_s\": %.6g%s", median_of(rates + m * count, count), b->compare ? "}" : "");
  }
  printf("%s}\n", b->compare ? "}" : "");
}

static void print_medians_text(const bench_settings *b, int nmodes, const double *rates, int count) {
  if (b->compare) {
    printf("  %-18s", "median");
    for (int m = 0; m < nmodes; m++) printf(" %16.4f", median_of(rates + m * count, count) / 1e9);
    printf("\nmedians over %d genomes (%s)\n", count, b->device);
  } else {
    printf("median: %.4g G iterations/s over %d genomes (%s)\n", median_of(rates, count) / 1e9, count, b->device);
  }
}

int cmd_bench(int argc, char **argv) {
  /* `bench --project` is the build benchmark, a command of its own (bench_project.c). */
  for (int i = 1; i < argc && strcmp(argv[i], "--"); i++)
    if (!strcmp(argv[i], "--project") || !strncmp(argv[i], "--project=", 10)) return cmd_bench_project(argc, argv);
  bench_settings b = {.backend = "auto", .width = 1920, .height = 1080, .supersample = 1,
                      .accumulate = RENDER_ACCUMULATE_AUTO};
  int rc = parse_bench_options(argc, argv, &b);
  if (rc < 0) rc = choose_backend(&b);
  if (rc >= 0) return rc;
  const bench_mode asked = {NULL, NULL, b.deterministic, b.accumulate};
  const int nmodes = b.compare ? COMPARE_MODES : 1;
  const bench_mode *modes = b.compare ? compare_modes : &asked;

  genome_list list;
  fb_error err;
  genome_parse_options popt = {0};
  if (genome_parse_memory(bench_genomes, sizeof bench_genomes - 1, "bench", &popt, &list, &err) < 0) {
    cli_error("built-in genomes: %s", err.msg);
    return 1;
  }
  bench_row *rows = calloc((size_t)list.count * nmodes, sizeof *rows); /* [genome][mode] */
  double *rates = calloc((size_t)list.count * nmodes, sizeof *rates);  /* [mode][genome] */
  if (!rows || !rates) {
    cli_error("bench: out of memory");
    free(rows);
    free(rates);
    genome_list_free(&list);
    return 1;
  }
  if (!b.json) print_header_text(&b);
  rc = run_genomes(&b, &list, modes, nmodes, rows, rates);
  if (rc == 0 && b.json) print_json(&b, modes, nmodes, rows, rates, list.count);
  else if (rc == 0) print_medians_text(&b, nmodes, rates, list.count);
  free(rows);
  free(rates);
  genome_list_free(&list);
  return rc < 0 ? 1 : 0;
}
