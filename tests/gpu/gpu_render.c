/*
 * gpu_render — a small driver of the CUDA backend until the CLI has --backend cuda.
 *
 *   gpu_render --probe                        is there a usable GPU? (exit 0 yes, 1 no)
 *   gpu_render [opts] -o DIR GENOME...        render each genome to DIR/NAME.png
 *   gpu_render [opts] --bench GENOME...       time ITERATE only; one table row per genome
 *   gpu_render --compile-only --arch sm_90 --cache DIR GENOME...
 *                                             fill a kernel cache without a GPU
 * Options:
 *   --size WxH, -q Q        override size (framing kept, as the CLI does) and quality
 *   --seed S, --bpc 8|16    as flamebuild render
 *   --precision float|double, --choice thread|warp, --aggregate auto|on|off
 *   --cache DIR             kernel cache folder ("" = none)
 *   --palettes FILE         flam3-palettes.xml
 *   --repeat N              bench: runs per genome; the median is reported
 *   --compare-cpu           also iterate on the CPU and print GPU/CPU ratios of the total
 *                           count and alpha (a statistical agreement check, ~1.000)
 * Exit status 1 if any genome failed.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "genome/genome.h"
#include "gpu/gpu.h"
#include "render/render.h"

typedef struct args {
  const char *outdir, *cache, *palettes, *arch;
  int width, height, bpc, repeat, bench, compile_only, compare_cpu;
  double quality;
  unsigned long long seed;
  gpu_options gopt;
} args;

static void apply_overrides(genome *g, const args *a) {
  if (a->quality > 0) g->quality = a->quality;
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

static int compile_only(const args *a, genome *g, const char *name) {
  render_subframe sub = {g, 1.0};
  render_frame frame = {&sub, 1};
  codegen_structure st;
  fb_error err;
  if (gpu_structure_of(&frame, a->gopt.precision, a->gopt.choice, &st, &err) < 0) {
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
  render_subframe sub = {g, 1.0};
  render_frame frame = {&sub, 1};
  fb_error err;
  render_geometry geo;
  if (render_geometry_of(&frame, &geo, &err) < 0) {
    fprintf(stderr, "%s: %s\n", name, err.msg);
    return -1;
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
    printf("%-24s %9dx%-5d %10.4g %9.4f %8.2f %4d %5d %8.1e %3s %s%s %.0fms\n", name, g->width, g->height, st.samples,
           med, st.samples / med / 1e9, st.regs, st.local_bytes, st.hottest_share, st.aggregated ? "agg" : "-",
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
    else if (!v) break;
    else if (!strcmp(o, "-o")) a.outdir = argv[++i];
    else if (!strcmp(o, "--cache")) a.cache = argv[++i];
    else if (!strcmp(o, "--palettes")) a.palettes = argv[++i];
    else if (!strcmp(o, "--arch")) a.arch = argv[++i];
    else if (!strcmp(o, "-q")) a.quality = atof(argv[++i]);
    else if (!strcmp(o, "--seed")) a.seed = strtoull(argv[++i], NULL, 0);
    else if (!strcmp(o, "--bpc")) a.bpc = atoi(argv[++i]);
    else if (!strcmp(o, "--repeat")) a.repeat = atoi(argv[++i]);
    else if (!strcmp(o, "--size")) {
      if (sscanf(argv[++i], "%dx%d", &a.width, &a.height) != 2) break;
    } else if (!strcmp(o, "--precision")) a.gopt.precision = !strcmp(argv[++i], "double") ? CODEGEN_DOUBLE : CODEGEN_FLOAT;
    else if (!strcmp(o, "--choice")) a.gopt.choice = !strcmp(argv[++i], "warp") ? CODEGEN_CHOICE_WARP : CODEGEN_CHOICE_THREAD;
    else if (!strcmp(o, "--aggregate")) {
      i++;
      a.gopt.aggregate = !strcmp(argv[i], "on") ? GPU_AGGREGATE_ON : !strcmp(argv[i], "off") ? GPU_AGGREGATE_OFF : GPU_AGGREGATE_AUTO;
    }
    else break;
  }
  if (i >= argc || argv[i][0] == '-') {
    fprintf(stderr, "usage: gpu_render [--probe] [--bench] [--compile-only --arch sm_90] [-o DIR] [--size WxH] [-q Q]\n"
                    "                  [--seed S] [--bpc 8|16] [--precision float|double] [--choice thread|warp]\n"
                    "                  [--cache DIR] [--palettes FILE] [--repeat N] [--compare-cpu] GENOME...\n");
    return 2;
  }
  a.gopt.kernel_cache = a.cache;
  if (a.bench)
    printf("%-24s %15s %10s %9s %8s %4s %5s %8s %3s %s\n", "genome", "size", "samples", "iter_s", "G/s", "regs",
           "local", "hot", "agg", "kernel");
  int failed = 0;
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
