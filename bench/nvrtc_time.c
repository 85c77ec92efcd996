/*
 * nvrtc_time.c — the lab for kernel compile time (issue 11): for each genome file, its first
 * frame's iteration kernel exactly as the product makes it (planned as `build` plans the file,
 * gpu_structure_of, codegen_source), compiled with NVRTC for sm_90 with the product's options
 * (gpu_nvrtc_options) plus any given with -X, N times; prints the fastest wall time, the
 * structure, the number of xform functions generated and the cubin's size. No GPU, no cache.
 *
 *   make build/nvrtc_time
 *   build/nvrtc_time [-n N] [-a sm_XX] [-X OPTION]... [--dump DIR] GENOME|FILE.cu...
 *
 * --dump writes each generated source (DIR/NAME.cu) and cubin (DIR/NAME.cubin), to compare
 * the code of two versions of the generator (cuobjdump -sass).
 */
#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "gpu/gpu.h"
#include "plan/plan.h"
#include "project/project.h"

static double now_s(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* The first frame's iteration-kernel source of a genome file (malloc'd), or NULL. */
static char *source_of_file(const char *file, char *what, size_t n) {
  char d[4096], b[4096];
  snprintf(d, sizeof d, "%s", file);
  snprintf(b, sizeof b, "%s", file);
  project p;
  fb_error err;
  sequence seq;
  if (project_open(&p, dirname(d), &err) < 0 || plan_sequence(&p, NULL, basename(b), &seq, &err) < 0) {
    fprintf(stderr, "%s: %s\n", file, err.msg);
    return NULL;
  }
  if (seq.failed) {
    fprintf(stderr, "%s\n", seq.error);
    sequence_free(&seq);
    return NULL;
  }
  sequence_frame f;
  codegen_structure st;
  char *src = NULL;
  if (sequence_frame_build(&p, &seq, 0, &f, &err) == 0) {
    if (gpu_structure_of(&f.frame, CODEGEN_FLOAT, &st, &err) == 0) {
      codegen_describe(&st, what, n);
      src = codegen_source(&st, &err);
      codegen_structure_free(&st);
    }
    sequence_frame_free(&f);
  }
  if (!src) fprintf(stderr, "%s: %s\n", file, err.msg);
  sequence_free(&seq);
  return src;
}

/* A .cu file given instead of a genome (a hand-edited source, for experiments). */
static char *read_source(const char *path) {
  FILE *fp = fopen(path, "rb");
  if (!fp) {
    fprintf(stderr, "%s: cannot open\n", path);
    return NULL;
  }
  char *buf = NULL;
  size_t len = 0, cap = 0, got;
  do {
    if (len + 4096 + 1 > cap) {
      cap = 2 * cap + 8192;
      char *nb = realloc(buf, cap);
      if (!nb) {
        free(buf);
        fclose(fp);
        return NULL;
      }
      buf = nb;
    }
    got = fread(buf + len, 1, 4096, fp);
    len += got;
  } while (got > 0);
  fclose(fp);
  buf[len] = 0;
  return buf;
}

static int write_file(const char *path, const void *data, size_t len) {
  FILE *fp = fopen(path, "wb");
  if (!fp) return -1;
  int rc = fwrite(data, 1, len, fp) == len ? 0 : -1;
  if (fclose(fp) != 0) rc = -1;
  if (rc < 0) fprintf(stderr, "%s: write failed\n", path);
  return rc;
}

/* One compile; returns seconds, or -1. *cubin (malloc'd) and *len when wanted. */
static double compile_once(const gpu_nvrtc *nv, const char *src, int nopts, const char **opts, void **cubin,
                           size_t *len) {
  const double t0 = now_s();
  nvrtcProgram prog = NULL;
  if (nv->nvrtcCreateProgram(&prog, src, "flamebuild_kernel.cu", kernel_header_count, (const char **)kernel_header_texts,
                             (const char **)kernel_header_names) != 0)
    return -1;
  int rc = nv->nvrtcCompileProgram(prog, nopts, opts);
  const double t = now_s() - t0;
  if (rc != 0) {
    size_t ls = 0;
    nv->nvrtcGetProgramLogSize(prog, &ls);
    char *log = malloc(ls + 1);
    if (log && nv->nvrtcGetProgramLog(prog, log) == 0) fprintf(stderr, "%.2000s\n", log);
    free(log);
    nv->nvrtcDestroyProgram(&prog);
    return -1;
  }
  if (cubin) {
    *len = 0;
    *cubin = NULL;
    if (nv->nvrtcGetCUBINSize(prog, len) == 0 && (*cubin = malloc(*len)) != NULL &&
        nv->nvrtcGetCUBIN(prog, *cubin) != 0) {
      free(*cubin);
      *cubin = NULL;
    }
  }
  nv->nvrtcDestroyProgram(&prog);
  return t;
}

static int count_of(const char *s, const char *needle) {
  int n = 0;
  for (const char *p = s; (p = strstr(p, needle)) != NULL; p += strlen(needle)) n++;
  return n;
}

int main(int argc, char **argv) {
  const char *arch = "sm_90", *dump = NULL, *extra[16];
  int nextra = 0, runs = 1, first = 1;
  for (; first < argc && argv[first][0] == '-'; first++) {
    if (!strcmp(argv[first], "-n") && first + 1 < argc) runs = atoi(argv[++first]);
    else if (!strcmp(argv[first], "-a") && first + 1 < argc) arch = argv[++first];
    else if (!strcmp(argv[first], "-X") && first + 1 < argc && nextra < 16) extra[nextra++] = argv[++first];
    else if (!strcmp(argv[first], "--dump") && first + 1 < argc) dump = argv[++first];
    else {
      fprintf(stderr, "usage: nvrtc_time [-n N] [-a sm_XX] [-X OPTION]... [--dump DIR] GENOME...\n");
      return 2;
    }
  }
  fb_error err;
  const gpu_nvrtc *nv = gpu_nvrtc_load(&err);
  if (!nv) {
    fprintf(stderr, "%s\n", err.msg);
    return 1;
  }
  char storage[GPU_NVRTC_MAX_OPTIONS][64], line[512];
  const char *opts[GPU_NVRTC_MAX_OPTIONS + 1 + 16];
  int nopts = gpu_nvrtc_options(arch, 0, storage, opts, line, sizeof line);
  for (int i = 0; i < nextra; i++) opts[nopts++] = extra[i];
  printf("options: %s", line);
  for (int i = 0; i < nextra; i++) printf(" %s", extra[i]);
  printf("\n");
  int status = 0;
  for (int a = first; a < argc; a++) {
    char what[128] = "";
    const size_t alen = strlen(argv[a]);
    char *src = alen > 3 && !strcmp(argv[a] + alen - 3, ".cu") ? read_source(argv[a]) : source_of_file(argv[a], what, sizeof what);
    if (!src) {
      status = 1;
      continue;
    }
    double best = -1;
    void *cubin = NULL;
    size_t len = 0;
    for (int r = 0; r < runs; r++) {
      void *c = NULL;
      size_t l = 0;
      double t = compile_once(nv, src, nopts, opts, &c, &l);
      if (t < 0) break;
      if (best < 0 || t < best) best = t;
      free(cubin);
      cubin = c;
      len = l;
    }
    /* Xform functions generated: one per xform before classes (fb_xform_N), one per class
     * after (fb_class_N), the final xform's included. */
    int fns = count_of(src, "__forceinline__ int fb_xform_") + count_of(src, "__forceinline__ int fb_class_");
    char name[256];
    snprintf(name, sizeof name, "%s", argv[a]);
    printf("%-46s %-26s %3d fns %7zu B src %8zu B cubin  %7.3f s\n", basename(name), what, fns, strlen(src), len,
           best);
    if (best < 0) status = 1;
    if (dump && cubin) {
      char path[4600], *dot = strrchr(name, '.');
      if (dot) *dot = 0;
      snprintf(path, sizeof path, "%s/%s.cu", dump, basename(name));
      if (write_file(path, src, strlen(src)) < 0) status = 1;
      snprintf(path, sizeof path, "%s/%s.cubin", dump, basename(name));
      if (write_file(path, cubin, len) < 0) status = 1;
    }
    free(cubin);
    free(src);
  }
  return status;
}
