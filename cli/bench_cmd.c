/*
 * bench_cmd.c — `flamebuild bench`: a fixed set of genomes rendered (1920x1080, or --size) on the chosen
 * backend; per genome the samples, iteration time and rate, finishing time, frame time and
 * kernel compile time, then the median rate. `--json` for scripts. On the CPU, also the rate
 * per core next to flam3-render's on the same genomes (bench_flam3.c), so that one command
 * compares the two renderers.
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
#include <unistd.h>

#include "../genome/genome.h"
#include "../gpu/emulate.h"
#include "../gpu/gpu.h"
#include "../render/render.h"
#include "bench_flam3.h"
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
  render_subframe sub = {.cp = g, .weight = 1.0};
  render_frame frame = {.sub = &sub, .nsub = 1};
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
    /* Each genome's own kernel, unless FLAMEBUILD_KERNEL asks (=generic: that kernel's speed). */
    gpu_options gopt = {.finish = &fo, .image = &img, .kernel = getenv("FLAMEBUILD_KERNEL") ? GPU_KERNEL_AUTO : GPU_KERNEL_OWN};
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
               "                        [-j N] [--flam3 PROGRAM|none] [--json]\n"
               "       flamebuild bench --project [DIR] [options]   (the build benchmark: --project --help)\n\n"
               "Renders the built-in benchmark genomes (1920x1080 unless --size: the framing scales with\n"
               "the width) and reports iterations/s. Default quality: 1000 on the GPU, 20 on the CPU.\n"
               "On the CPU, also M iterations/s per core next to flam3-render's on the same genomes and\n"
               "threads (--flam3: another flam3-render, or none to leave it out).\n"
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
  /* On the CPU: the threads the iteration runs (-j, or one a core) on how many cores, and
   * flam3-render to compare with (--flam3; NULL: none), found at flam3_path or not. */
  int cpu_threads, cpu_cores;
  const char *flam3;
  int flam3_found;
  char flam3_path[4096];
} bench_settings;

/* Options: -1 to go on, else the exit status (help printed, or a usage error). */
static int parse_bench_options(int argc, char **argv, bench_settings *b) {
  static const struct option longopts[] = {{"backend", required_argument, 0, 'b'}, {"quality", required_argument, 0, 'q'},
                                           {"threads", required_argument, 0, 'j'}, {"json", no_argument, 0, 'J'},
                                           {"size", required_argument, 0, 'S'},    {"supersample", required_argument, 0, 's'},
                                           {"deterministic", no_argument, 0, 'D'}, {"help", no_argument, 0, 'h'},
                                           {"accumulate", required_argument, 0, 'A'}, {"flam3", required_argument, 0, 'F'},
                                           {0, 0, 0, 0}};
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
    case 'F': b->flam3 = strcmp(optarg, "none") ? optarg : NULL; break;
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

/* On the CPU: the threads the iteration runs on (-j, or render_iterate_cpu's default of one a
 * core), the cores they have, and whether flam3-render is there to compare with. */
static void setup_cpu_comparison(bench_settings *b) {
  long online = sysconf(_SC_NPROCESSORS_ONLN);
  if (online < 1) online = 1;
  if (online > 256) online = 256; /* render_iterate_cpu's most threads */
  b->cpu_threads = b->threads > 0 ? b->threads : (int)online;
  b->cpu_cores = b->cpu_threads < online ? b->cpu_threads : (int)online; /* more threads share the cores */
  b->flam3_found = b->flam3 && bench_flam3_find(b->flam3, b->flam3_path, sizeof b->flam3_path);
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

/* Every genome in every mode: rows[genome][mode], rates[mode][genome], and on the CPU with
 * flam3-render found its figures f3[genome] (one that fails is marked so and the bench goes
 * on: flamebuild's own figures stand); each genome's line printed as it ends (not with
 * --json). 0, or -1 at the first of flamebuild's renders that fails (said). */
static int run_genomes(const bench_settings *b, genome_list *list, const bench_mode *modes, int nmodes, bench_row *rows,
                       double *rates, bench_flam3_timing *f3) {
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
    if (rc == 0 && f3 && b->flam3_found) (void)bench_flam3_time(b->flam3_path, g, b->cpu_threads, rows[i].samples, &f3[i]);
    if (rc < 0 || b->json) continue;
    print_genome_text(b, g, &rows[i * nmodes], rates, list->count, nmodes, i);
  }
  return rc;
}

/* The per-core comparison (CPU only): flamebuild's rate per core, flam3-render's and their
 * ratio for genome i; a figure that is not known is 0. */
typedef struct per_core {
  double flamebuild, flam3, ratio;
} per_core;

static per_core per_core_of(const bench_settings *b, const double *rates, const bench_flam3_timing *f3, int i) {
  per_core c = {rates[i] / b->cpu_cores, 0, 0};
  if (f3 && f3[i].ok && f3[i].rate > 0) {
    c.flam3 = f3[i].rate / b->cpu_cores;
    c.ratio = c.flamebuild / c.flam3;
  }
  return c;
}

/* The medians of the comparison's columns over the genomes that have the figure, and the
 * lowest ratio (its genome in *lowest_at, -1 when there is none). */
static per_core per_core_medians(const bench_settings *b, const double *rates, const bench_flam3_timing *f3, int count,
                                 double *lowest, int *lowest_at) {
  double *col = calloc(3 * (size_t)count, sizeof *col);
  per_core m = {0, 0, 0};
  *lowest = 0;
  *lowest_at = -1;
  if (!col) return m;
  int n = 0, nf = 0;
  for (int i = 0; i < count; i++) {
    const per_core c = per_core_of(b, rates, f3, i);
    col[n++] = c.flamebuild;
    if (c.ratio > 0) {
      col[count + nf] = c.flam3;
      col[2 * count + nf] = c.ratio;
      nf++;
      if (*lowest_at < 0 || c.ratio < *lowest) *lowest = c.ratio, *lowest_at = i;
    }
  }
  m.flamebuild = median_of(col, n);
  if (nf) {
    m.flam3 = median_of(col + count, nf);
    m.ratio = median_of(col + 2 * count, nf);
  }
  free(col);
  return m;
}

/* A figure of the comparison's table, or "-" when it is not known. */
static void print_figure(const char *fmt, int width, double v) {
  if (v > 0) printf(fmt, v);
  else printf("%*s", width, "-");
}

static void print_per_core_text(const bench_settings *b, const genome_list *list, const double *rates,
                                const bench_flam3_timing *f3) {
  printf("M iterations/s per core (%d thread%s on %d core%s): flamebuild against flam3-render (bits=64)\n", b->cpu_threads,
         b->cpu_threads == 1 ? "" : "s", b->cpu_cores, b->cpu_cores == 1 ? "" : "s");
  printf("  %-18s %10s %13s %6s\n", "genome", "flamebuild", "flam3-render", "ratio");
  for (int i = 0; i < list->count; i++) {
    const per_core c = per_core_of(b, rates, f3, i);
    printf("  %-18s", list->flames[i].name);
    print_figure(" %10.3f", 11, c.flamebuild / 1e6);
    print_figure(" %13.3f", 14, c.flam3 / 1e6);
    print_figure(" %6.2f", 7, c.ratio);
    printf("\n");
  }
  double lowest;
  int lowest_at;
  const per_core m = per_core_medians(b, rates, f3, list->count, &lowest, &lowest_at);
  printf("  %-18s", "median");
  print_figure(" %10.3f", 11, m.flamebuild / 1e6);
  print_figure(" %13.3f", 14, m.flam3 / 1e6);
  print_figure(" %6.2f", 7, m.ratio);
  printf("\n");
  if (!b->flam3) {
    printf("flam3-render: left out (--flam3 none)\n");
    return;
  }
  if (!b->flam3_found) {
    printf("flam3-render: %s not found%s (Debian: flam3-utils; --flam3 PROGRAM names another); flamebuild's figures "
           "alone\n",
           b->flam3, strchr(b->flam3, '/') ? "" : " on PATH");
    return;
  }
  printf("flam3-render: %s; its iteration alone: the seconds of a run at 1/1000 of the quality taken off\n",
         b->flam3_path);
  for (int i = 0; i < list->count; i++) {
    if (!f3[i].ok) printf("flam3-render failed on %s: %s\n", list->flames[i].name, f3[i].why);
    else if (f3[i].rate <= 0)
      printf("flam3-render on %s: %.3f s, %.3f s at 1/1000: too close to tell its rate (raise -q)\n",
             list->flames[i].name, f3[i].full_s, f3[i].fixed_s);
  }
  if (lowest_at >= 0) printf("lowest ratio: %.2f (%s)\n", lowest, list->flames[lowest_at].name);
}

/* A JSON number, or null when it is not known (0). */
static void print_json_figure(double v) {
  if (v > 0) printf("%.6g", v);
  else printf("null");
}

/* The CPU's comparison in a genome's row: its rate per core, flam3-render's seconds and rate
 * per core, and the ratio. */
static void print_json_per_core(const bench_settings *b, const double *rates, const bench_flam3_timing *f3, int i) {
  const per_core c = per_core_of(b, rates, f3, i);
  printf(", \"iterations_per_s_per_core\": ");
  print_json_figure(c.flamebuild);
  if (!f3 || !b->flam3_found) return;
  printf(", \"flam3_s\": ");
  print_json_figure(f3[i].ok ? f3[i].full_s : 0);
  printf(", \"flam3_fixed_s\": ");
  print_json_figure(f3[i].ok ? f3[i].fixed_s : 0);
  printf(", \"flam3_iterations_per_s_per_core\": ");
  print_json_figure(c.flam3);
  printf(", \"ratio\": ");
  print_json_figure(c.ratio);
  if (!f3[i].ok) {
    printf(", \"flam3_error\": ");
    cli_json_string(stdout, f3[i].why);
  }
}

/* The CPU's comparison after the genomes: threads, cores and flam3-render's summary. */
static void print_json_comparison(const bench_settings *b, const double *rates, const bench_flam3_timing *f3,
                                  const genome_list *list) {
  double lowest;
  int lowest_at;
  const per_core m = per_core_medians(b, rates, f3, list->count, &lowest, &lowest_at);
  printf(", \"threads\": %d, \"cores\": %d, \"median_iterations_per_s_per_core\": ", b->cpu_threads, b->cpu_cores);
  print_json_figure(m.flamebuild);
  printf(", \"flam3\": ");
  if (!b->flam3) {
    printf("null");
    return;
  }
  printf("{\"program\": ");
  cli_json_string(stdout, b->flam3_found ? b->flam3_path : b->flam3);
  printf(", \"found\": %s", b->flam3_found ? "true" : "false");
  if (b->flam3_found) {
    printf(", \"median_iterations_per_s_per_core\": ");
    print_json_figure(m.flam3);
    printf(", \"median_ratio\": ");
    print_json_figure(m.ratio);
    printf(", \"lowest_ratio\": ");
    print_json_figure(lowest);
    printf(", \"lowest_ratio_genome\": ");
    if (lowest_at >= 0) cli_json_string(stdout, list->flames[lowest_at].name);
    else printf("null");
  }
  printf("}");
}

static void print_json(const bench_settings *b, const bench_mode *modes, int nmodes, const bench_row *rows,
                       const double *rates, const bench_flam3_timing *f3, const genome_list *list) {
  const int count = list->count;
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
             "\"finish_s\": %.6f, \"frame_s\": %.6f, \"compile_ms\": %.1f, \"kernels_compiled\": %d",
             i ? "," : "", r->name, r->samples, r->iterate_s, rates[m * count + i], r->finish_s, r->frame_s,
             r->compile_ms, r->kernels_compiled);
      if (b->where == BENCH_CPU) print_json_per_core(b, rates, f3, i);
      printf("}");
    }
    printf("\n], \"median_iterations_per_s\": %.6g%s", median_of(rates + m * count, count), b->compare ? "}" : "");
  }
  if (b->where == BENCH_CPU) print_json_comparison(b, rates, f3, list);
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
                      .accumulate = RENDER_ACCUMULATE_AUTO, .flam3 = "flam3-render"};
  int rc = parse_bench_options(argc, argv, &b);
  if (rc < 0) rc = choose_backend(&b);
  if (rc >= 0) return rc;
  if (b.where == BENCH_CPU) setup_cpu_comparison(&b);
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
  bench_flam3_timing *f3 = b.where == BENCH_CPU ? calloc((size_t)list.count, sizeof *f3) : NULL;
  if (!rows || !rates || (b.where == BENCH_CPU && !f3)) {
    cli_error("bench: out of memory");
    free(rows);
    free(rates);
    free(f3);
    genome_list_free(&list);
    return 1;
  }
  if (!b.json) print_header_text(&b);
  rc = run_genomes(&b, &list, modes, nmodes, rows, rates, f3);
  if (rc == 0 && b.json) {
    print_json(&b, modes, nmodes, rows, rates, f3, &list);
  } else if (rc == 0) {
    print_medians_text(&b, nmodes, rates, list.count);
    if (b.where == BENCH_CPU) print_per_core_text(&b, &list, rates, f3);
  }
  free(rows);
  free(rates);
  free(f3);
  genome_list_free(&list);
  return rc < 0 ? 1 : 0;
}
