/*
 * gpu_render — the GPU machine's driver of the CUDA backend's internals, for the scripts in
 * bench/ (gpu.sh, gpu_finish.sh, ...): knobs and measurements that `flamebuild render
 * --backend cuda` does not expose. Built by `make gpu-tools`; it needs no CUDA toolkit to
 * build, NVRTC to compile (no GPU for --compile-only), and a GPU for everything else. Each
 * GENOME file gives its first flame only; NAME is the file name without its extension.
 *
 *   gpu_render --probe                        is there a usable GPU? (prints it; exit 0 yes, 1 no)
 *   gpu_render [opts] [-o DIR] GENOME...      ITERATE on the GPU (gpu_iterate), FINISH with
 *                                             render_finish on the CPU, write DIR/NAME.png
 *                                             (DIR defaults to .); one line per genome
 *   gpu_render [opts] --bench GENOME...       time ITERATE only (no PNG, --finish ignored): a
 *                                             header and one table row per genome
 *   gpu_render --compile-only [--arch sm_90] [--cache DIR] GENOME...
 *                                             compile, without a GPU, the finishing module and
 *                                             then each genome's iteration kernel for --arch
 *                                             (default sm_90) into DIR (without --cache: compiled
 *                                             and timed, not stored); one line each
 * Options (a value option with no value, an unknown one or no GENOME: usage, exit 2):
 *   --size WxH, -q Q        override size (scale follows the width, as the CLI does) and quality
 *   --ss N                  override supersample
 *   --seed S, --bpc 8|16    as flamebuild render (seed 1, 8 bits by default)
 *   --precision float|double, --aggregate auto|on|off, --hot-bucket N
 *                           gpu_options: kernel precision, warp-aggregated atomics, samples the
 *                           hottest bucket may take between flushes
 *   --cache DIR             kernel cache folder ("" = none; default: kcache_default_dir, and
 *                           none for --compile-only)
 *   --palettes FILE         flam3-palettes.xml
 *   --repeat N              --bench: runs per genome (at most 64); the median time is reported
 *   --compare-cpu           also iterate on the CPU and print GPU/CPU ratios of the total
 *                           count and alpha (a statistical agreement check, ~1.000)
 *   --finish cpu|gpu|compare  FINISH on the CPU (render_finish, the default), on the GPU where
 *                           the histogram is (gpu_options.finish, no histogram download), or
 *                           both: the GPU image is written, and compared pixel by pixel with
 *                           render_finish of the same (downloaded) histogram, at --bpc and in
 *                           8 bits through gpu_finish (upload path); one "finishcmp" line each
 *   --finish-bench          time FINISH of one GPU-iterated histogram (no PNG): render_finish
 *                           (CPU, all cores) against gpu_finish (upload + kernels + download),
 *                           the DE gather against the scatter, and finishing in place; --repeat
 *                           runs; one "finishbench" line per genome
 *   --de-scatter            finish on the GPU with the scatter DE (measurement only)
 * Exit status 1 if any genome (or, with --compile-only, the finishing module) failed.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "genome/genome.h"
#include "gpu/gpu.h"
#include "render/render.h"

typedef struct args {
  const char *outdir, *cache, *palettes, *arch;
  int width, height, bpc, repeat, bench, compile_only, compare_cpu;
  int finish;                /* 0 cpu, 1 gpu, 2 compare */
  int supersample;
  int finish_bench;
  double quality;
  unsigned long long seed;
  gpu_options gopt;
} args;

static void apply_overrides(genome *g, const args *a) {
  if (a->quality > 0) g->quality = a->quality;
  if (a->supersample > 0) g->supersample = a->supersample;
  if (a->width) {
    g->scale *= (double)a->width / g->width;
    g->width = a->width;
    g->height = a->height;
  }
}

static const char *base_name(const char *path, char *out, size_t n) {
  const char *b = strrchr(path, '/');
  snprintf(out, n, "%s", b ? b + 1 : path);
  char *dot = strrchr(out, '.');
  if (dot && dot != out) *dot = 0;
  return out;
}

static int cmp_double(const void *x, const void *y) {
  double a = *(const double *)x, b = *(const double *)y;
  return a < b ? -1 : a > b;
}

static void totals(const render_hist *h, double *count, double *alpha) {
  size_t n = (size_t)h->width * h->height;
  double c = 0, al = 0;
  for (size_t i = 0; i < n; i++) {
    al += h->buckets[i * 5 + 3];
    c += h->buckets[i * 5 + 4];
  }
  *count = c;
  *alpha = al;
}

static double now_s(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* |difference| of two images of the same size in 8-bit levels (16-bit values / 256). */
typedef struct img_diff {
  double max, mean;
  long differing, values; /* channel values that differ at all */
  long over1;             /* channel values more than one 8-bit level apart */
} img_diff;

static img_diff image_diff(const render_image *x, const render_image *y) {
  img_diff d = {0, 0, 0, 0, 0};
  if (x->width != y->width || x->height != y->height || x->bpc != y->bpc) {
    d.max = d.mean = 1e9;
    return d;
  }
  long n = (long)x->width * x->height * 4;
  double sum = 0;
  for (long i = 0; i < n; i++) {
    double u = x->bpc == 16 ? ((const uint16_t *)x->pixels)[i] / 256.0 : ((const uint8_t *)x->pixels)[i];
    double v = y->bpc == 16 ? ((const uint16_t *)y->pixels)[i] / 256.0 : ((const uint8_t *)y->pixels)[i];
    double e = fabs(u - v);
    if (e > d.max) d.max = e;
    sum += e;
    if (e != 0) d.differing++;
    if (e > 1) d.over1++;
  }
  d.values = n;
  d.mean = n ? sum / n : 0;
  return d;
}

static void print_diff(const char *label, img_diff d) {
  printf(" | %s max %.4g mean %.3g differ %ld over1 %ld of %ld", label, d.max, d.mean, d.differing, d.over1, d.values);
}

/* The finishing module into the kernel cache too (static code, one per NVRTC and arch). */
static int compile_finish_module(const args *a) {
  fb_error err;
  char *src = codegen_finish_source(&err);
  if (!src) {
    fprintf(stderr, "finish module: %s\n", err.msg);
    return -1;
  }
  void *cubin;
  size_t len;
  char key[65];
  gpu_kernel_stats ks = {0};
  int rc = gpu_compile_cubin_ex(src, a->arch, GPU_COMPILE_EXACT, a->cache && a->cache[0] ? a->cache : NULL, &cubin,
                                &len, key, &ks, &err);
  free(src);
  if (rc < 0) {
    fprintf(stderr, "finish module: %s\n", err.msg);
    return -1;
  }
  free(cubin);
  printf("%-24s %s %s %.0f ms\n", "(finishing kernels)", key, ks.misses ? "compiled" : "cached", ks.compile_ms);
  return 0;
}

static int fail(const char *name, const fb_error *err) {
  fprintf(stderr, "%s: %s\n", name, err->msg);
  return -1;
}

/* --finish-bench: FINISH of one GPU-iterated histogram, CPU against GPU. */
static int finish_bench(const args *a, const render_frame *frame, const render_geometry *geo, const char *name) {
  fb_error err;
  render_hist hist;
  render_options opt = {.seed = a->seed};
  gpu_render_stats st;
  if (render_hist_alloc(&hist, geo, 0, &err) < 0) return fail(name, &err);
  if (gpu_iterate(frame, &opt, &a->gopt, &hist, &st, &err) < 0) {
    render_hist_free(&hist);
    return fail(name, &err);
  }
  int runs = a->repeat > 0 && a->repeat <= 64 ? a->repeat : 3;
  finish_options fo = {.bpc = a->bpc};
  double cpu[64], gpu[64], up[64], de[64], out[64], down[64], sde[64], inplace[64];
  render_image ci = {0}, gi = {0}, si = {0};
  gpu_options sc = a->gopt;
  sc.de_scatter = 1;
  gpu_finish_stats fs;
  /* Warm-up: module load (and compile on a cold cache), first allocations. */
  if (gpu_finish(frame, &hist, &fo, &a->gopt, &gi, &fs, &err) < 0) goto failed;
  printf("# %s: finishing module %s (%.0f ms in NVRTC)\n", name,
         fs.kernel.misses ? "compiled" : fs.kernel.disk_hits ? "from the disk cache" : "in memory", fs.kernel.compile_ms);
  render_image_free(&gi);
  for (int r = 0; r < runs; r++) {
    render_image_free(&ci);
    double t0 = now_s();
    if (render_finish(frame, &hist, &fo, &ci, &err) < 0) goto failed;
    cpu[r] = now_s() - t0;
    render_image_free(&gi);
    if (gpu_finish(frame, &hist, &fo, &a->gopt, &gi, &fs, &err) < 0) goto failed;
    gpu[r] = fs.total_s;
    up[r] = fs.upload_s;
    de[r] = fs.de_s;
    out[r] = fs.output_s;
    down[r] = fs.download_s;
    render_image_free(&si);
    if (gpu_finish(frame, &hist, &fo, &sc, &si, &fs, &err) < 0) goto failed;
    sde[r] = fs.de_s;
  }
  /* In place: iterate + finish, no histogram download; the finish part of it. */
  for (int r = 0; r < runs; r++) {
    render_image img = {0};
    gpu_options g = a->gopt;
    g.finish = &fo;
    g.image = &img;
    if (gpu_iterate(frame, &opt, &g, NULL, &st, &err) < 0) goto failed;
    inplace[r] = st.finish.total_s;
    render_image_free(&img);
  }
  double *all[] = {cpu, gpu, up, de, out, down, sde, inplace};
  for (size_t i = 0; i < sizeof all / sizeof *all; i++) qsort(all[i], (size_t)runs, sizeof(double), cmp_double);
  int m = runs / 2;
  img_diff d = image_diff(&ci, &gi), ds = image_diff(&ci, &si);
  printf("finishbench %-16s %dx%d os %d hist %dx%d samples %.4g | cpu %.1f ms | gpu %.2f ms (upload %.2f, log+DE %.2f, "
         "filter+tonemap %.2f, download %.2f) | scatter DE %.2f ms | in place %.2f ms | speedup %.1fx (in place %.1fx)",
         name, geo->width, geo->height, geo->supersample, geo->hist_width, geo->hist_height, st.samples, cpu[m] * 1e3,
         gpu[m] * 1e3, up[m] * 1e3, de[m] * 1e3, out[m] * 1e3, down[m] * 1e3, sde[m] * 1e3, inplace[m] * 1e3,
         cpu[m] / gpu[m], cpu[m] / inplace[m]);
  print_diff("gather vs cpu", d);
  print_diff("scatter vs cpu", ds);
  printf("\n");
  render_image_free(&ci);
  render_image_free(&gi);
  render_image_free(&si);
  render_hist_free(&hist);
  return 0;
failed:
  render_image_free(&ci);
  render_image_free(&gi);
  render_image_free(&si);
  render_hist_free(&hist);
  return fail(name, &err);
}

/* --finish gpu|compare: iterate and finish on the GPU; with compare, against render_finish of
 * the same histogram (downloaded alongside), and in 8 bits through the upload path. */
static int finish_on_gpu(const args *a, const render_frame *frame, const render_geometry *geo, const char *name,
                         const char *path) {
  fb_error err;
  render_options opt = {.seed = a->seed};
  finish_options fo = {.bpc = a->bpc};
  render_image img = {0};
  gpu_options g = a->gopt;
  g.finish = &fo;
  g.image = &img;
  gpu_render_stats st;
  render_hist hist = {0};
  int compare = a->finish == 2;
  if (compare && render_hist_alloc(&hist, geo, 0, &err) < 0) return fail(name, &err);
  if (gpu_iterate(frame, &opt, &g, compare ? &hist : NULL, &st, &err) < 0) {
    render_hist_free(&hist);
    return fail(name, &err);
  }
  int rc = render_write_png(path, &img, NULL, &err);
  if (rc == 0 && compare) {
    render_image cpu = {0}, g8 = {0}, c8 = {0}, g8b = {0};
    finish_options f8 = {.bpc = 8};
    gpu_finish_stats fs;
    rc = render_finish(frame, &hist, &fo, &cpu, &err);
    if (rc == 0) rc = gpu_finish(frame, &hist, &f8, &a->gopt, &g8, &fs, &err);
    if (rc == 0) rc = gpu_finish(frame, &hist, &f8, &a->gopt, &g8b, NULL, &err);
    if (rc == 0) rc = render_finish(frame, &hist, &f8, &c8, &err);
    if (rc == 0) {
      img_diff rerun = image_diff(&g8, &g8b);
      printf("finishcmp %-24s in-place %.2f ms upload-path %.2f ms", name, st.finish.total_s * 1e3, fs.total_s * 1e3);
      print_diff(a->bpc == 16 ? "bpc16" : "bpc8", image_diff(&cpu, &img));
      print_diff("bpc8", image_diff(&c8, &g8));
      printf(" | rerun %s\n", rerun.differing ? "DIFFERS" : "identical");
    }
    render_image_free(&cpu);
    render_image_free(&g8);
    render_image_free(&g8b);
    render_image_free(&c8);
  }
  if (rc < 0) fprintf(stderr, "%s: %s\n", name, err.msg);
  else
    printf("%-24s %.4g samples in %.3f s (%.3g G/s), kernel %s, %d regs, finished on the GPU in %.2f ms\n", name,
           st.samples, st.iterate_s, st.samples / st.iterate_s / 1e9, st.kernel.misses ? "compiled" : "cached", st.regs,
           st.finish.total_s * 1e3);
  render_image_free(&img);
  render_hist_free(&hist);
  return rc;
}

static int compile_only(const args *a, genome *g, const char *name) {
  render_subframe sub = {.cp = g, .weight = 1.0};
  render_frame frame = {.sub = &sub, .nsub = 1};
  codegen_structure st;
  fb_error err;
  if (gpu_structure_of(&frame, a->gopt.precision, &st, &err) < 0) {
    fprintf(stderr, "%s: %s\n", name, err.msg);
    return -1;
  }
  char *src = codegen_source(&st, &err);
  codegen_structure_free(&st);
  if (!src) {
    fprintf(stderr, "%s: %s\n", name, err.msg);
    return -1;
  }
  void *cubin;
  size_t len;
  char key[65];
  gpu_kernel_stats ks = {0};
  int rc = gpu_compile_cubin(src, a->arch, a->cache && a->cache[0] ? a->cache : NULL, &cubin, &len, key, &ks, &err);
  free(src);
  if (rc < 0) {
    fprintf(stderr, "%s: %s\n", name, err.msg);
    return -1;
  }
  free(cubin);
  printf("%-24s %s %s %.0f ms\n", name, key, ks.misses ? "compiled" : "cached", ks.compile_ms);
  return 0;
}

static int one(const args *a, genome *g, const char *name) {
  if (a->compile_only) return compile_only(a, g, name);
  render_subframe sub = {.cp = g, .weight = 1.0};
  render_frame frame = {.sub = &sub, .nsub = 1};
  fb_error err;
  render_geometry geo;
  if (render_geometry_of(&frame, &geo, &err) < 0) {
    fprintf(stderr, "%s: %s\n", name, err.msg);
    return -1;
  }
  if (a->finish_bench) return finish_bench(a, &frame, &geo, name);
  if (a->finish && !a->bench) {
    char out[4096];
    snprintf(out, sizeof out, "%s/%s.png", a->outdir ? a->outdir : ".", name);
    return finish_on_gpu(a, &frame, &geo, name, out);
  }
  render_options opt = {.seed = a->seed};
  int runs = a->bench && a->repeat > 0 ? a->repeat : 1;
  double times[64];
  gpu_render_stats st, first;
  render_hist hist;
  for (int r = 0; r < runs && r < 64; r++) {
    if (render_hist_alloc(&hist, &geo, 0, &err) < 0) {
      fprintf(stderr, "%s: %s\n", name, err.msg);
      return -1;
    }
    if (gpu_iterate(&frame, &opt, &a->gopt, &hist, &st, &err) < 0) {
      fprintf(stderr, "%s: %s\n", name, err.msg);
      render_hist_free(&hist);
      return -1;
    }
    if (r == 0) first = st;
    times[r] = st.iterate_s;
    if (r + 1 < runs) render_hist_free(&hist);
  }
  if (a->bench) {
    qsort(times, (size_t)runs, sizeof *times, cmp_double);
    double med = times[runs / 2];
    printf("%-24s %9dx%-5d %10.4g %9.4f %8.2f %4d %5d %8.1e %3s %4d launches %d threads %d slots %s%s %.0fms\n", name,
           g->width, g->height, st.samples, med, st.samples / med / 1e9, st.regs, st.local_bytes, st.hottest_share,
           st.aggregated ? "agg" : "-", st.launches, st.threads, st.slots,
           st.separate_count ? "count2 " : "", first.kernel.misses ? "compiled" : "cached", first.kernel.compile_ms);
    render_hist_free(&hist);
    return 0;
  }
  if (a->compare_cpu) {
    render_hist ch;
    double gc, ga, cc, ca;
    if (render_hist_alloc(&ch, &geo, 0, &err) < 0 || render_iterate_cpu(&frame, &opt, &ch, &err) < 0) {
      fprintf(stderr, "%s: cpu: %s\n", name, err.msg);
      render_hist_free(&hist);
      return -1;
    }
    totals(&hist, &gc, &ga);
    totals(&ch, &cc, &ca);
    printf("compare %-24s count %.5f alpha %.5f bad/sample gpu %.3g cpu %.3g\n", name, cc > 0 ? gc / cc : NAN,
           ca > 0 ? ga / ca : NAN, hist.badvals / hist.samples, ch.badvals / ch.samples);
    render_hist_free(&ch);
  }
  render_image img = {0};
  finish_options fo = {.bpc = a->bpc};
  char path[4096];
  snprintf(path, sizeof path, "%s/%s.png", a->outdir ? a->outdir : ".", name);
  int rc = render_finish(&frame, &hist, &fo, &img, &err);
  if (rc == 0) rc = render_write_png(path, &img, NULL, &err);
  if (rc < 0) fprintf(stderr, "%s: %s\n", name, err.msg);
  else
    printf("%-24s %.4g samples in %.3f s (%.3g G/s), kernel %s, %d regs\n", name, st.samples, st.iterate_s,
           st.samples / st.iterate_s / 1e9, first.kernel.misses ? "compiled" : "cached", st.regs);
  render_image_free(&img);
  render_hist_free(&hist);
  return rc;
}

int main(int argc, char **argv) {
  args a;
  memset(&a, 0, sizeof a);
  a.seed = 1;
  a.bpc = 8;
  a.repeat = 1;
  a.arch = "sm_90";
  int i = 1;
  for (; i < argc && argv[i][0] == '-'; i++) {
    const char *o = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
    if (!strcmp(o, "--probe")) {
      char d[256];
      int ok = gpu_probe(d, sizeof d);
      printf("%s: %s\n", ok ? "GPU" : "no GPU", d);
      return ok ? 0 : 1;
    } else if (!strcmp(o, "--bench")) a.bench = 1;
    else if (!strcmp(o, "--compile-only")) a.compile_only = 1;
    else if (!strcmp(o, "--compare-cpu")) a.compare_cpu = 1;
    else if (!strcmp(o, "--finish-bench")) a.finish_bench = 1;
    else if (!strcmp(o, "--de-scatter")) a.gopt.de_scatter = 1;
    else if (!v) break;
    else if (!strcmp(o, "-o")) a.outdir = argv[++i];
    else if (!strcmp(o, "--cache")) a.cache = argv[++i];
    else if (!strcmp(o, "--palettes")) a.palettes = argv[++i];
    else if (!strcmp(o, "--arch")) a.arch = argv[++i];
    else if (!strcmp(o, "-q")) a.quality = atof(argv[++i]);
    else if (!strcmp(o, "--seed")) a.seed = strtoull(argv[++i], NULL, 0);
    else if (!strcmp(o, "--bpc")) a.bpc = atoi(argv[++i]);
    else if (!strcmp(o, "--repeat")) a.repeat = atoi(argv[++i]);
    else if (!strcmp(o, "--ss")) a.supersample = atoi(argv[++i]);
    else if (!strcmp(o, "--finish")) {
      i++;
      a.finish = !strcmp(argv[i], "gpu") ? 1 : !strcmp(argv[i], "compare") ? 2 : 0;
    }
    else if (!strcmp(o, "--size")) {
      if (sscanf(argv[++i], "%dx%d", &a.width, &a.height) != 2) break;
    } else if (!strcmp(o, "--precision")) a.gopt.precision = !strcmp(argv[++i], "double") ? CODEGEN_DOUBLE : CODEGEN_FLOAT;
    else if (!strcmp(o, "--hot-bucket")) a.gopt.hot_bucket = atof(argv[++i]);
    else if (!strcmp(o, "--aggregate")) {
      i++;
      a.gopt.aggregate = !strcmp(argv[i], "on") ? GPU_AGGREGATE_ON : !strcmp(argv[i], "off") ? GPU_AGGREGATE_OFF : GPU_AGGREGATE_AUTO;
    }
    else break;
  }
  if (i >= argc || argv[i][0] == '-') {
    fprintf(stderr, "usage: gpu_render [--probe] [--bench] [--compile-only --arch sm_90] [-o DIR] [--size WxH]\n"
                    "                  [-q Q] [--ss N]\n"
                    "                  [--seed S] [--bpc 8|16] [--precision float|double]\n"
                    "                  [--cache DIR] [--palettes FILE] [--repeat N] [--compare-cpu]\n"
                    "                  [--finish cpu|gpu|compare] [--finish-bench] [--de-scatter] GENOME...\n");
    return 2;
  }
  a.gopt.kernel_cache = a.cache;
  if (a.bench)
    printf("%-24s %15s %10s %9s %8s %4s %5s %8s %3s %s\n", "genome", "size", "samples", "iter_s", "G/s", "regs",
           "local", "hot", "agg", "kernel");
  int failed = 0;
  if (a.compile_only && compile_finish_module(&a) < 0) failed = 1;
  genome_parse_options popt = {.palettes_path = a.palettes};
  for (; i < argc; i++) {
    genome_list list;
    fb_error err;
    char name[256];
    base_name(argv[i], name, sizeof name);
    if (genome_parse_file(argv[i], &popt, &list, &err) < 0) {
      fprintf(stderr, "%s\n", err.msg);
      failed = 1;
      continue;
    }
    if (list.count < 1) {
      genome_list_free(&list);
      continue;
    }
    apply_overrides(&list.flames[0], &a);
    if (one(&a, &list.flames[0], name) < 0) failed = 1;
    genome_list_free(&list);
  }
  gpu_shutdown();
  return failed;
}
