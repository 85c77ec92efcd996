/*
 * bench_project.c — `flamebuild bench --project [DIR]`: the build benchmark. For each quality
 * (200 and 1000 by default) a new project holding `flamebuild init`'s example animation is
 * built three times, each time the way `flamebuild build` builds it (cli_build_dir, in this
 * process):
 *   build     from scratch: every frame iterates;
 *   gamma     after a gamma edit of both keyframes: every frame re-finishes from its cached buffer;
 *   keyframe  after an edit of one coefficient of the second keyframe: the frames whose
 *             motion-blur samples reach it iterate again (with two keyframes, all of them).
 * With --repeat N the three steps run N times, each round in a project of its own that is
 * removed once measured (unless kept: a round's files left behind slowed the next rounds'
 * writes by up to 0.4 s on the GPU machine), and each step's median and range are reported:
 * a GPU build's seconds vary by ±0.1 s from run to run.
 * Per step it reports frames, seconds, frames/s, how busy the render stage (the GPU) was, the
 * cache's bytes per frame and the process's peak RSS so far.
 *
 * Size, quality and temporal_samples go into the project's flamebuild.conf, as a user would set
 * them, so the framing follows the width as in every build. The video codec is none: encoding
 * is ffmpeg's time, not what this measures.
 */
#include <dirent.h>
#include <errno.h>
#include <getopt.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>

#include "../cache/store.h"
#include "../gpu/gpu.h"
#include "../scheduler/build.h"
#include "../util/strbuf.h"
#include "../util/fs.h"
#include "cli.h"
#include "options.h"

enum { BENCH_TEMPORAL_SAMPLES = 16, BENCH_MAX_FRAMES = 100000, BENCH_STEPS = 3, BENCH_MAX_REPEAT = 20 };
/* The example's keyframes: time 0 and 60 (frames 0..59), each with a gamma attribute. */
enum { EXAMPLE_KEYFRAMES = 2, EXAMPLE_SPAN = 60 };

typedef struct bench_setup {
  int width, height;
  int frames;                /* 0: by quality (bench_frames_for) */
  double qualities[2];
  int nqualities;
  const char *backend;       /* auto, cpu or cuda */
  const char *gpus;          /* --gpus as given; NULL: every GPU (flamebuild.conf's default) */
  int threads;               /* 0: all cores */
  int repeat;                /* rounds of the three steps per quality, each in a new project */
  int json, keep;
  char device[256];          /* "CPU" or gpu_probe's description */
  int gpu;                   /* a GPU was found (the build decides for itself too) */
} bench_setup;

typedef struct step_result {
  const char *name;
  build_counts n;
  double seconds;            /* wall time of the whole build call: open, plan, render, record */
  uint64_t cache_bytes, cache_entries;
  uint64_t peak_rss;         /* bytes; the process's peak so far, not this step's own */
} step_result;

typedef struct run_result {
  double quality;
  int round;                 /* 1..repeat */
  int frames;
  char dir[PATH_MAX];
  step_result steps[BENCH_STEPS];
  int nsteps;
} run_result;

/* The figures: 60 frames at quality 200, 30 at 1000 (about the same work). */
static int bench_frames_for(const bench_setup *s, double quality) {
  if (s->frames) return s->frames;
  return quality <= 200 ? 60 : 30;
}

static void usage(FILE *out) {
  fprintf(out,
          "usage: flamebuild bench --project [DIR] [options]\n"
          "\n"
          "Builds the `flamebuild init` example animation at 1920x1080, temporal_samples 16, as a\n"
          "project (one per quality: 200 and 1000), from scratch, then after a gamma edit and after\n"
          "a keyframe edit, and reports frames/s, seconds, GPU busy %% (each GPU's too), cache bytes\n"
          "per frame and peak RSS for each step. Videos are not encoded (codec = none): that is\n"
          "ffmpeg's time.\n"
          "\n"
          "  DIR                  where the projects go (DIR/q200, DIR/q1000); must be empty or\n"
          "                       absent, and is kept. Default: a temporary directory, removed at the end\n"
          "      --keep           keep the temporary directory\n"
          "  -q, --quality Q      only this quality\n"
          "      --size WxH       frame size (default 1920x1080); the framing follows the width\n"
          "      --frames N       frames per project (default 60 at quality 200 or less, else 30)\n"
          "      --backend B      auto, cpu or cuda (default auto)\n"
          "      --gpus all|0,2   the GPUs the builds render on (default all); with several, each\n"
          "                       one's busy %% is reported too, so the benchmark shows scaling\n"
          "  -j, --threads N      worker threads (default: all cores)\n"
          "      --repeat N       N rounds of the three steps (1-%d), each in a new project removed\n"
          "                       after it unless --keep; each step's median and range are reported\n"
          "      --json           one JSON object with every step\n",
          BENCH_MAX_REPEAT);
}

/* ---- the project's files ------------------------------------------------------------------- */

/* Rewrites the number that starts every value of attribute attr in the <flame> elements from
 * index first_flame on, at most max of them: to value when set, else plus value. The new text
 * is malloc'd (NULL when out of memory); *edited counts the values changed, so the caller can
 * tell when the example no longer has what it edits. */
static char *edit_numbers(const char *text, const char *attr, int first_flame, int max, int set, double value,
                          int *edited) {
  strbuf out = {0};
  size_t alen = strlen(attr);
  int flame = -1;
  *edited = 0;
  const char *p = text;
  while (*p) {
    if (!strncmp(p, "<flame", 6) && (p[6] == ' ' || p[6] == '\n' || p[6] == '\t' || p[6] == '>')) flame++;
    int at_attr = p > text && (p[-1] == ' ' || p[-1] == '\n' || p[-1] == '\t') && !strncmp(p, attr, alen) &&
                  !strncmp(p + alen, "=\"", 2);
    if (at_attr && flame >= first_flame && *edited < max) {
      const char *v = p + alen + 2;
      char *end;
      double old = strtod(v, &end);
      if (end != v) {
        strbuf_put(&out, p, (size_t)(v - p));
        strbuf_printf(&out, "%g", set ? value : old + value);
        p = end;
        ++*edited;
        continue;
      }
    }
    strbuf_put(&out, p, 1);
    p++;
  }
  if (out.failed || !out.buf) {
    strbuf_free(&out);
    return NULL;
  }
  return out.buf;
}

/* Applies one edit that must change exactly `want` values; frees text, returns the new one. */
static char *edit_or_fail(char *text, const char *attr, int first_flame, int want, int set, double value,
                          fb_error *err) {
  if (!text) return NULL;
  int edited;
  char *next = edit_numbers(text, attr, first_flame, want, set, value, &edited);
  free(text);
  if (!next) {
    fb_errorf(err, "out of memory");
    return NULL;
  }
  if (edited != want) {
    free(next);
    fb_errorf(err, "the example animation has %d %s attribute(s) where the benchmark edits %d", edited, attr, want);
    return NULL;
  }
  return next;
}

/* Writes dir/name through a temporary name and a rename, as an editor saving it would. */
static int write_file(const char *dir, const char *name, const char *text, fb_error *err) {
  char path[PATH_MAX], tmp[PATH_MAX];
  if (path_printf(path, sizeof path, "%s/%s", dir, name) < 0 || path_printf(tmp, sizeof tmp, "%s/.%s.tmp", dir, name) < 0)
    return fb_errorf(err, "%s/%s: path too long", dir, name);
  FILE *f = fopen(tmp, "w");
  if (!f) return fb_errorf(err, "%s: %s", tmp, strerror(errno));
  int bad = fputs(text, f) < 0;
  bad |= fclose(f) != 0;
  if (bad || rename(tmp, path) < 0) {
    int e = errno;
    remove(tmp);
    return fb_errorf(err, "%s: cannot write: %s", path, strerror(e));
  }
  return 0;
}

/* The example with its second keyframe at time `frames`, so frames 0..frames-1 are rendered
 * (a project has no frame selection; at 60 it is the example unchanged). */
static char *genome_text(int frames, fb_error *err) {
  char *text = strdup(cli_example_animation());
  if (!text) {
    fb_errorf(err, "out of memory");
    return NULL;
  }
  if (frames == EXAMPLE_SPAN) return text;
  return edit_or_fail(text, "time", 1, 1, 1, frames, err);
}

static int write_project(const bench_setup *s, const run_result *r, fb_error *err) {
  if (fb_make_dirs(r->dir, err) < 0) return -1;
  char conf[1024];
  snprintf(conf, sizeof conf,
           "# written by flamebuild bench --project\n"
           "[render]\n"
           "size = %dx%d\n"
           "quality = %.17g\n"
           "temporal_samples = %d\n"
           "backend = %s\n"
           "\n"
           "[video]\n"
           "# encoding is ffmpeg's time, not what the benchmark measures\n"
           "codec = none\n"
           "\n"
           "[cache]\n"
           "# nothing evicted between the steps: the gamma step re-finishes every frame from the cache\n"
           "max_size = 0\n",
           s->width, s->height, r->quality, BENCH_TEMPORAL_SAMPLES, s->backend);
  if (write_file(r->dir, "flamebuild.conf", conf, err) < 0) return -1;
  char *text = genome_text(r->frames, err);
  if (!text) return -1;
  int rc = write_file(r->dir, "example.flame", text, err);
  free(text);
  return rc;
}

/* Step 2 and 3's edits of example.flame: gamma of both keyframes, or the first coefficient of
 * the second keyframe's first xform. */
static int edit_project(const run_result *r, int step, fb_error *err) {
  char *text = genome_text(r->frames, err);
  text = edit_or_fail(text, "gamma", 0, EXAMPLE_KEYFRAMES, 0, 0.5, err);
  if (step == 2) text = edit_or_fail(text, "coefs", 1, 1, 0, 0.02, err);
  if (!text) return -1;
  int rc = write_file(r->dir, "example.flame", text, err);
  free(text);
  return rc;
}

/* ---- measuring ------------------------------------------------------------------------------ */

/* The cached accumulation buffers: cache_usage counts only the store's own entries, so the
 * compiled kernels (cache/kernels) and temporary files are left out. */
static int cache_size(const char *dir, uint64_t *bytes, uint64_t *entries, fb_error *err) {
  project p;
  if (project_open(&p, dir, err) < 0) return -1;
  cache c = {.dirfd = -1};
  int rc = cache_open(&c, p.cache_dir, err) < 0 || cache_usage(&c, bytes, entries, err) < 0 ? -1 : 0;
  cache_close(&c);
  project_close(&p);
  return rc;
}

static uint64_t peak_rss_bytes(void) {
  struct rusage ru;
  if (getrusage(RUSAGE_SELF, &ru) < 0) return 0;
  return (uint64_t)ru.ru_maxrss * 1024; /* Linux: KiB */
}

static double frames_per_s(const step_result *st) {
  return st->seconds > 0 ? (st->n.iterated + st->n.refinished) / st->seconds : 0;
}
static double busy_percent(const step_result *st) {
  return st->seconds > 0 ? 100.0 * st->n.device_busy_s / st->seconds : 0;
}
static double bytes_per_frame(const step_result *st) {
  return st->cache_entries ? (double)st->cache_bytes / (double)st->cache_entries : 0;
}

static const char *const step_names[BENCH_STEPS] = {"build", "gamma", "keyframe"};

static int run_step(const bench_setup *s, run_result *r, int step, fb_error *err) {
  step_result *st = &r->steps[step];
  st->name = step_names[step];
  if (step > 0 && edit_project(r, step, err) < 0) return -1;
  build_options bo = {.threads = s->threads, .quiet = 1, .gpus = s->gpus};
  double t0 = fb_mono_seconds();
  int rc = cli_build_dir(r->dir, &bo, &st->n, err);
  st->seconds = fb_mono_seconds() - t0;
  if (rc < 0) return -1;
  r->nsteps = step + 1;
  if (st->n.failed) return fb_errorf(err, "%d frame(s) failed (see above)", st->n.failed);
  if (cache_size(r->dir, &st->cache_bytes, &st->cache_entries, err) < 0) return -1;
  st->peak_rss = peak_rss_bytes();
  return 0;
}

/* ---- output --------------------------------------------------------------------------------- */

static int compare_doubles(const void *a, const void *b) {
  const double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

/* Step k's seconds over the rounds of one quality (runs[0..n-1]): median, least, most. */
static void step_spread(const run_result *runs, int n, int k, double *median, double *least, double *most) {
  double v[BENCH_MAX_REPEAT];
  int m = 0;
  for (int i = 0; i < n; i++)
    if (runs[i].nsteps > k) v[m++] = runs[i].steps[k].seconds;
  *median = *least = *most = 0;
  if (!m) return;
  qsort(v, (size_t)m, sizeof *v, compare_doubles);
  *median = m % 2 ? v[m / 2] : (v[m / 2 - 1] + v[m / 2]) / 2;
  *least = v[0];
  *most = v[m - 1];
}

static void print_step_text(const step_result *st) {
  printf("  %-9s %5d iterated %5d refinished", st->name, st->n.iterated, st->n.refinished);
  if (st->n.unchanged) printf(" %5d unchanged", st->n.unchanged);
  printf("  %8.3f s %8.2f frames/s  %s %3.0f%%  cache %7.2f MB/frame  peak RSS %6.0f MB\n", st->seconds,
         frames_per_s(st), st->n.used_gpu ? "GPU busy" : "render stage busy", busy_percent(st),
         bytes_per_frame(st) / 1e6, st->peak_rss / 1e6);
  if (st->n.used_gpu && st->n.devices > 1) { /* how evenly the GPUs were kept busy: scaling */
    printf("  %-9s GPU busy each:", "");
    for (int d = 0; d < st->n.devices; d++)
      printf(" %d: %.0f%%", d, st->seconds > 0 ? 100.0 * st->n.device_busy_each_s[d] / st->seconds : 0);
    printf("\n");
  }
  fflush(stdout);
}

static void print_json(const bench_setup *s, const char *root, int kept, const run_result *runs, int nruns) {
  printf("{\"backend\": \"%s\", \"device\": ", s->backend);
  cli_json_string(stdout, s->device);
  printf(", \"width\": %d, \"height\": %d, \"temporal_samples\": %d, \"codec\": \"none\", \"threads\": %d, \"gpus\": \"%s\", "
         "\"peak_rss_note\": \"process-wide peak so far (getrusage)\", \"dir\": ",
         s->width, s->height, BENCH_TEMPORAL_SAMPLES, s->threads, s->gpus ? s->gpus : "all");
  cli_json_string(stdout, root);
  printf(", \"kept\": %s, \"runs\": [", kept ? "true" : "false");
  for (int i = 0; i < nruns; i++) {
    const run_result *r = &runs[i];
    printf("%s\n {\"quality\": %.17g, \"round\": %d, \"frames\": %d, \"project\": ", i ? "," : "", r->quality, r->round,
           r->frames);
    cli_json_string(stdout, r->dir);
    printf(", \"steps\": [");
    for (int k = 0; k < r->nsteps; k++) {
      const step_result *st = &r->steps[k];
      printf("%s\n  {\"step\": \"%s\", \"iterated\": %d, \"refinished\": %d, \"unchanged\": %d, \"failed\": %d, "
             "\"seconds\": %.6f, \"frames_per_s\": %.6g, \"used_gpu\": %s, \"device_busy_s\": %.6f, "
             "\"busy_percent\": %.2f, \"cache_bytes\": %llu, \"cache_entries\": %llu, \"cache_bytes_per_frame\": %.0f, "
             "\"peak_rss_bytes\": %llu",
             k ? "," : "", st->name, st->n.iterated, st->n.refinished, st->n.unchanged, st->n.failed, st->seconds,
             frames_per_s(st), st->n.used_gpu ? "true" : "false", st->n.device_busy_s, busy_percent(st),
             (unsigned long long)st->cache_bytes, (unsigned long long)st->cache_entries, bytes_per_frame(st),
             (unsigned long long)st->peak_rss);
      printf(", \"device_busy_each_s\": [");
      for (int d = 0; d < st->n.devices; d++) printf("%s%.6f", d ? ", " : "", st->n.device_busy_each_s[d]);
      printf("]}");
    }
    printf("]}");
  }
  printf("\n], \"summary\": [");
  for (int i = 0, first = 1; i < nruns; i += s->repeat) {
    const int n = nruns - i < s->repeat ? nruns - i : s->repeat;
    for (int k = 0; k < BENCH_STEPS; k++) {
      double median, least, most;
      step_spread(runs + i, n, k, &median, &least, &most);
      printf("%s\n {\"quality\": %.17g, \"step\": \"%s\", \"rounds\": %d, \"median_seconds\": %.6f, "
             "\"min_seconds\": %.6f, \"max_seconds\": %.6f}",
             first ? "" : ",", runs[i].quality, step_names[k], n, median, least, most);
      first = 0;
    }
  }
  printf("\n]}\n");
}

/* The text report's last lines for one quality's rounds. */
static void print_spread_text(const run_result *runs, int n) {
  printf("  over %d rounds, seconds: ", n);
  for (int k = 0; k < BENCH_STEPS; k++) {
    double median, least, most;
    step_spread(runs, n, k, &median, &least, &most);
    printf("%s%s median %.3f (%.3f-%.3f)", k ? ", " : "", step_names[k], median, least, most);
  }
  printf("\n");
  fflush(stdout);
}

/* ---- the command ---------------------------------------------------------------------------- */

/* DIR must be absent (it is created) or an empty directory: the benchmark fills it. */
static int prepare_dir(const char *dir, fb_error *err) {
  struct stat st;
  if (stat(dir, &st) < 0) {
    if (errno != ENOENT) return fb_errorf(err, "%s: %s", dir, strerror(errno));
    return fb_make_dirs(dir, err);
  }
  if (!S_ISDIR(st.st_mode)) return fb_errorf(err, "%s: not a directory", dir);
  DIR *d = opendir(dir);
  if (!d) return fb_errorf(err, "%s: %s", dir, strerror(errno));
  struct dirent *e;
  int empty = 1;
  while (empty && (e = readdir(d)))
    if (strcmp(e->d_name, ".") && strcmp(e->d_name, "..")) empty = 0;
  closedir(d);
  if (!empty)
    return fb_errorf(err, "%s is not empty: bench --project writes new projects there; give an empty or new directory",
                     dir);
  return 0;
}

/* An option's count, 1..most: -1 (said) when arg is not one. */
static int parse_count(const char *option, const char *arg, int most, int *out) {
  char *end;
  const long v = strtol(arg, &end, 10);
  if (end == arg || *end || v < 1 || v > most) {
    cli_error("%s wants an integer 1..%d, not '%s'", option, most, arg);
    return -1;
  }
  *out = (int)v;
  return 0;
}

static int parse_options(int argc, char **argv, bench_setup *s, const char **dir) {
  enum { OPT_PROJECT = 256, OPT_BACKEND, OPT_SIZE, OPT_FRAMES, OPT_JSON, OPT_KEEP, OPT_GPUS, OPT_REPEAT };
  static const struct option longopts[] = {
      {"project", optional_argument, 0, OPT_PROJECT}, {"backend", required_argument, 0, OPT_BACKEND},
      {"quality", required_argument, 0, 'q'},         {"size", required_argument, 0, OPT_SIZE},
      {"frames", required_argument, 0, OPT_FRAMES},   {"threads", required_argument, 0, 'j'},
      {"json", no_argument, 0, OPT_JSON},             {"keep", no_argument, 0, OPT_KEEP},
      {"gpus", required_argument, 0, OPT_GPUS},       {"repeat", required_argument, 0, OPT_REPEAT},
      {"help", no_argument, 0, 'h'},                  {0, 0, 0, 0}};
  *dir = NULL;
  int c;
  optind = 1;
  while ((c = getopt_long(argc, argv, "q:j:h", longopts, NULL)) != -1) {
    switch (c) {
    case OPT_PROJECT:
      if (optarg) *dir = optarg;
      break;
    case OPT_BACKEND: s->backend = optarg; break;
    case 'q':
      if (cli_parse_quality(optarg, 1e9, &s->qualities[0]) < 0) return 2;
      s->nqualities = 1;
      break;
    case OPT_SIZE:
      if (cli_parse_size(optarg, 65535, &s->width, &s->height) < 0) return 2;
      break;
    case OPT_FRAMES:
      if (parse_count("--frames", optarg, BENCH_MAX_FRAMES, &s->frames) < 0) return 2;
      break;
    case 'j':
      if (cli_parse_threads(optarg, &s->threads) < 0) return 2;
      break;
    case OPT_REPEAT:
      if (parse_count("--repeat", optarg, BENCH_MAX_REPEAT, &s->repeat) < 0) return 2;
      break;
    case OPT_JSON: s->json = 1; break;
    case OPT_KEEP: s->keep = 1; break;
    case OPT_GPUS:
      if (cli_parse_gpus(optarg, &s->gpus) < 0) return 2;
      break;
    case 'h': usage(stdout); return 0;
    default: usage(stderr); return 2;
    }
  }
  if (optind < argc && *dir) {
    cli_error("bench --project: one directory, not '%s' and '%s'", *dir, argv[optind]);
    return 2;
  }
  if (argc - optind > 1) {
    cli_error("bench --project: one directory at a time");
    return 2;
  }
  if (optind < argc) *dir = argv[optind];
  int backend;
  if (cli_parse_backend(s->backend, 0, &backend) < 0) return 2;
  return -1; /* go on */
}

int cmd_bench_project(int argc, char **argv) {
  bench_setup s = {.width = 1920, .height = 1080, .qualities = {200, 1000}, .nqualities = 2, .backend = "auto",
                   .repeat = 1};
  const char *given;
  int rc = parse_options(argc, argv, &s, &given);
  if (rc >= 0) return rc;
  snprintf(s.device, sizeof s.device, "CPU");
  if (strcmp(s.backend, "cpu")) {
    char what[256];
    s.gpu = gpu_probe(what, sizeof what);
    if (!s.gpu && !strcmp(s.backend, "cuda")) {
      cli_error("--backend cuda: no usable GPU: %s", what);
      return 1;
    }
    if (s.gpu) snprintf(s.device, sizeof s.device, "%s", what);
  }

  fb_error err;
  char root[PATH_MAX];
  int temporary = !given;
  if (given) {
    if (path_printf(root, sizeof root, "%s", given) < 0) {
      cli_error("%s: path too long", given);
      return 2;
    }
    if (prepare_dir(root, &err) < 0) {
      cli_error("%s", err.msg);
      return 1;
    }
  } else {
    const char *tmp = getenv("TMPDIR");
    if (!tmp || !*tmp) tmp = "/tmp";
    if (path_printf(root, sizeof root, "%s/flamebuild-bench-XXXXXX", tmp) < 0 || !mkdtemp(root)) {
      cli_error("cannot create a temporary directory in %s: %s", tmp, strerror(errno));
      return 1;
    }
  }
  int keep = !temporary || s.keep;

  if (!s.json) {
    char threads[32] = "all cores";
    if (s.threads) snprintf(threads, sizeof threads, "-j %d", s.threads);
    printf("flamebuild bench --project: the example animation at %dx%d, temporal_samples %d, on %s (backend %s, %s)\n",
           s.width, s.height, BENCH_TEMPORAL_SAMPLES, s.device, s.backend, threads);
    printf("  projects in %s; videos are not encoded (codec = none): encoding is not what this measures\n", root);
    printf("  peak RSS is the process's peak so far (getrusage), not each step's own\n");
    fflush(stdout);
  }
  if (!s.gpu && s.width * (double)s.height >= 1920.0 * 1080)
    cli_warn("bench --project on the CPU at full size takes a long time; --size, --frames and -q make a small run");

  run_result *runs = calloc((size_t)s.nqualities * (size_t)s.repeat, sizeof *runs);
  if (!runs) {
    cli_error("out of memory");
    if (!keep) (void)fb_remove_tree(root);
    return 1;
  }
  int nruns = 0;
  rc = 0;
  for (int i = 0; i < s.nqualities && rc == 0; i++) {
    const run_result *first = &runs[nruns];
    for (int round = 1; round <= s.repeat && rc == 0; round++) {
      run_result *r = &runs[nruns++];
      r->quality = s.qualities[i];
      r->round = round;
      r->frames = bench_frames_for(&s, r->quality);
      const int named = s.repeat > 1 ? path_printf(r->dir, sizeof r->dir, "%s/q%g-%d", root, r->quality, round)
                                     : path_printf(r->dir, sizeof r->dir, "%s/q%g", root, r->quality);
      if (named < 0) {
        rc = fb_errorf(&err, "%s: path too long", root);
        break;
      }
      if (!s.json) {
        if (s.repeat > 1) printf("quality %g, %d frames, round %d of %d (%s)\n", r->quality, r->frames, round, s.repeat, r->dir);
        else printf("quality %g, %d frames (%s)\n", r->quality, r->frames, r->dir);
        fflush(stdout);
      }
      rc = write_project(&s, r, &err);
      for (int k = 0; k < BENCH_STEPS && rc == 0; k++) {
        rc = run_step(&s, r, k, &err);
        if (rc < 0) fb_error_prefix(&err, "bench quality %g, step %s", r->quality, step_names[k]);
        else if (!s.json) print_step_text(&r->steps[k]);
      }
      /* A round's project goes once measured: its files would be the next round's I/O too. */
      if (rc == 0 && s.repeat > 1 && !s.keep && fb_remove_tree(r->dir) < 0)
        cli_warn("%s: cannot remove the round's project: %s", r->dir, strerror(errno));
    }
    if (rc == 0 && s.repeat > 1 && !s.json) print_spread_text(first, s.repeat);
  }
  if (rc < 0) cli_error("%s", err.msg);
  else if (s.json) print_json(&s, root, keep, runs, nruns);

  if (!keep) {
    if (fb_remove_tree(root) < 0) {
      cli_warn("%s: cannot remove the benchmark's projects: %s", root, strerror(errno));
    } else if (!s.json) {
      printf("removed %s\n", root);
    }
  } else if (!s.json) {
    printf("kept %s\n", root);
  }
  free(runs);
  return rc < 0 ? 1 : 0;
}
