/*
 * kernels_cmd.c — `flamebuild kernels [DIR|GENOME…] [--arch sm_XX] [-j N]`: compiles into the
 * kernel cache every iteration kernel the frames of a project (or of the given genome files)
 * need, and the finishing module, with NVRTC alone: no GPU, no driver. A farm runs it once on
 * the submit host; an artist before a first build, so that no frame waits on a compile.
 *
 * The frames are planned as `build` plans them (plan_sequence without a store: the project's
 * flamebuild.conf applies), each frame's structure and source come from gpu_structure_of and
 * codegen_source as the render's do, and every distinct source is compiled once through
 * gpu_compile_cubin_ex: the same key, the same disk cache, the same cubin a render would make.
 * A DIR's kernels go to its .flamebuild/cache/kernels (what `build` reads); a GENOME file's to
 * the user's kernel cache (what `render` reads). Distinct kernels compile on -j threads.
 */
#include <getopt.h>
#include <libgen.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../gpu/device.h"
#include "../gpu/gpu.h"
#include "../gpu/kernel_cache.h"
#include "../plan/plan.h"
#include "../project/project.h"
#include "cli.h"
#include "options.h"

/* Without a GPU and without --arch: the GPU machine's architecture (H100 and H200). */
#define KERNELS_DEFAULT_ARCH "sm_90"

/* One kernel to compile: a distinct (source, flags, cache) and who needs it. */
typedef struct kernel_job {
  char *source;
  unsigned flags;            /* enum gpu_compile_flags */
  char cache[PATH_MAX];
  char what[160];            /* "x52-xaos-linear-float" or "finish" */
  char first[256];           /* the first sequence that needs it */
  int frames;                /* frames that need it */
  /* filled by the compile */
  int ok, cached;
  double seconds;
  fb_error err;
} kernel_job;

typedef struct kernel_set {
  kernel_job *jobs;
  int n, cap;
  int failed_files;          /* genome files that do not parse or plan */
} kernel_set;

static void kernels_usage(FILE *out) {
  fprintf(out,
          "usage: flamebuild kernels [DIR | GENOME...] [--arch sm_XX] [-j N]\n"
          "\n"
          "Compiles the GPU kernels that the frames of project DIR (default: .) or of the given\n"
          "genome files need into the kernel cache, with NVRTC only (no GPU needed), and prints\n"
          "the time per kernel. A project's kernels go to DIR/.flamebuild/cache/kernels, a genome\n"
          "file's to the user's kernel cache (what `render` reads). The finishing module and the\n"
          "generic kernel (what a structure not compiled yet renders with) are compiled too.\n"
          "\n"
          "      --arch sm_XX   target architecture (default: the GPU's; without one, " KERNELS_DEFAULT_ARCH ")\n"
          "  -j, --threads N    kernels compiled at once (default: all cores)\n"
          "      --quiet        only errors and the summary line\n");
}


/* Adds a source (taking it) unless the same one for the same cache is there: then counts. */
static int add_job(kernel_set *set, char *source, unsigned flags, const char *cache, const char *what,
                   const char *who, fb_error *err) {
  for (int i = 0; i < set->n; i++) {
    kernel_job *j = &set->jobs[i];
    if (j->flags == flags && !strcmp(j->cache, cache) && !strcmp(j->source, source)) {
      j->frames++;
      free(source);
      return 0;
    }
  }
  if (set->n == set->cap) {
    int cap = set->cap ? 2 * set->cap : 16;
    kernel_job *jobs = realloc(set->jobs, (size_t)cap * sizeof *jobs);
    if (!jobs) {
      free(source);
      return fb_errorf(err, "out of memory");
    }
    set->jobs = jobs;
    set->cap = cap;
  }
  kernel_job *j = &set->jobs[set->n++];
  memset(j, 0, sizeof *j);
  j->source = source;
  j->flags = flags;
  j->frames = 1;
  snprintf(j->cache, sizeof j->cache, "%s", cache);
  snprintf(j->what, sizeof j->what, "%s", what);
  snprintf(j->first, sizeof j->first, "%s", who);
  return 0;
}

/* Every frame of one genome file of project p: its iteration kernel. -1 only for memory. */
static int add_sequence(kernel_set *set, const project *p, const char *relpath, const char *cache, fb_error *err) {
  sequence seq;
  if (plan_sequence(p, NULL, relpath, &seq, err) < 0) return -1;
  if (seq.failed) {
    cli_error("%s", seq.error);
    set->failed_files++;
    sequence_free(&seq);
    return 0;
  }
  int rc = 0;
  for (int k = 0; k < seq.nframes && rc == 0; k++) {
    sequence_frame f;
    codegen_structure st;
    fb_error ferr;
    if (sequence_frame_build(p, &seq, k, &f, &ferr) < 0) {
      cli_error("%s: frame %d: %s", relpath, k, ferr.msg);
      set->failed_files++;
      break;
    }
    if (gpu_structure_of(&f.frame, CODEGEN_FLOAT, &st, &ferr) < 0) {
      cli_error("%s: frame %d: %s", relpath, k, ferr.msg);
      set->failed_files++;
      sequence_frame_free(&f);
      break;
    }
    char what[128];
    codegen_describe(&st, what, sizeof what);
    /* A structure with no kernel of its own (too many classes) renders with the generic one. */
    char *source = codegen_check(&st, &ferr) == 0 ? codegen_source(&st, &ferr)
                                                  : codegen_generic_source(codegen_generic_block(&st), &ferr);
    codegen_structure_free(&st);
    sequence_frame_free(&f);
    if (!source) {
      cli_error("%s: frame %d: %s", relpath, k, ferr.msg);
      set->failed_files++;
      break;
    }
    rc = add_job(set, source, 0, cache, what, relpath, err);
  }
  sequence_free(&seq);
  return rc;
}

/* The finishing module and the generic kernel (what a structure not compiled yet renders
 * with: gpu_options.kernel), once per cache. */
static int add_finish(kernel_set *set, const char *cache, fb_error *err) {
  char *source = codegen_finish_source(err);
  if (!source || add_job(set, source, GPU_COMPILE_EXACT, cache, "finish", "(every frame)", err) < 0) return -1;
  source = codegen_generic_source(0, err);
  if (!source) return -1;
  return add_job(set, source, 0, cache, "generic", "(new structures)", err);
}

static int add_project(kernel_set *set, const char *dir, fb_error *err) {
  project p;
  if (project_open(&p, dir, err) < 0) return -1;
  char cache[PATH_MAX + 16];
  if (path_printf(cache, sizeof cache, "%s/kernels", p.cache_dir) < 0) return fb_errorf(err, "%s: path too long", dir);
  char **paths;
  int n;
  if (project_scan(&p, &paths, &n, err) < 0) return -1;
  if (n == 0) cli_warn("%s: no genome files (*.flame, *.flam3)", dir);
  int rc = 0;
  for (int i = 0; i < n && rc == 0; i++) rc = add_sequence(set, &p, paths[i], cache, err);
  project_free_paths(paths, n);
  if (rc == 0 && n > 0) rc = add_finish(set, cache, err);
  project_close(&p);
  return rc;
}

/* A genome file: planned as a project of its folder would plan it, into the user's cache. */
static int add_genome_file(kernel_set *set, const char *file, fb_error *err) {
  char cache[PATH_MAX];
  if (kcache_default_dir(cache, sizeof cache, err) < 0) return -1;
  char d[PATH_MAX], b[PATH_MAX];
  snprintf(d, sizeof d, "%s", file);
  snprintf(b, sizeof b, "%s", file);
  project p;
  if (project_open_folder(&p, dirname(d), err) < 0) return -1;
  int rc = add_sequence(set, &p, basename(b), cache, err);
  project_close(&p);
  if (rc == 0) rc = add_finish(set, cache, err);
  return rc;
}

/* The compile workers: each takes the next job. */
typedef struct compile_ctx {
  kernel_set *set;
  const char *arch;
  int next;
  int quiet;
  pthread_mutex_t lock;
} compile_ctx;

static void report(const kernel_job *j, const char *arch) {
  if (!j->ok) {
    cli_error("%s (%s): %s", j->what, j->first, j->err.msg);
    return;
  }
  if (j->cached)
    printf("  cached              %-28s %s (%d frame%s)\n", j->what, j->first, j->frames, j->frames == 1 ? "" : "s");
  else
    printf("  compiled  %6.2f s  %-28s %s (%d frame%s, %s)\n", j->seconds, j->what, j->first, j->frames,
           j->frames == 1 ? "" : "s", arch);
  fflush(stdout);
}

static void *compile_worker(void *arg) {
  compile_ctx *c = arg;
  for (;;) {
    pthread_mutex_lock(&c->lock);
    int i = c->next < c->set->n ? c->next++ : -1;
    pthread_mutex_unlock(&c->lock);
    if (i < 0) return NULL;
    kernel_job *j = &c->set->jobs[i];
    gpu_kernel_stats st = {0};
    void *cubin = NULL;
    size_t len = 0;
    char key[65];
    const double t0 = fb_mono_seconds();
    j->ok = gpu_compile_cubin_ex(j->source, c->arch, j->flags, j->cache, &cubin, &len, key, &st, &j->err) == 0;
    j->seconds = fb_mono_seconds() - t0;
    j->cached = j->ok && st.misses == 0;
    free(cubin);
    pthread_mutex_lock(&c->lock);
    if (!c->quiet || !j->ok) report(j, c->arch);
    pthread_mutex_unlock(&c->lock);
  }
}

static void set_free(kernel_set *set) {
  for (int i = 0; i < set->n; i++) free(set->jobs[i].source);
  free(set->jobs);
  memset(set, 0, sizeof *set);
}

int cmd_kernels(int argc, char **argv) {
  enum { OPT_ARCH = 256, OPT_QUIET };
  static const struct option longopts[] = {{"arch", required_argument, 0, OPT_ARCH},
                                           {"threads", required_argument, 0, 'j'},
                                           {"quiet", no_argument, 0, OPT_QUIET},
                                           {"help", no_argument, 0, 'h'},
                                           {0, 0, 0, 0}};
  const char *arch_opt = NULL;
  int threads = 0, quiet = 0, c;
  optind = 1;
  while ((c = getopt_long(argc, argv, "j:h", longopts, NULL)) != -1) {
    switch (c) {
    case OPT_ARCH: arch_opt = optarg; break;
    case 'j':
      if (cli_parse_threads(optarg, &threads) < 0) return 2;
      break;
    case OPT_QUIET: quiet = 1; break;
    case 'h': kernels_usage(stdout); return 0;
    default: kernels_usage(stderr); return 2;
    }
  }
  if (arch_opt && !gpu_arch_valid(arch_opt)) {
    cli_error("--arch wants a real architecture such as sm_90 or sm_120, not '%s'", arch_opt);
    return 2;
  }
  fb_error err;
  const gpu_nvrtc *nv = gpu_nvrtc_load(&err);
  if (!nv) {
    cli_error("kernels: NVRTC (the CUDA toolkit's runtime compiler) is needed: %s", err.msg);
    return 1;
  }
  /* The architecture: --arch, else the GPU's, else the GPU machine's. */
  char arch[16], gpu[256];
  if (arch_opt) {
    snprintf(arch, sizeof arch, "%s", arch_opt);
  } else if (gpu_probe(gpu, sizeof gpu) == 1 && gpu_device_arch(arch, sizeof arch, &err) == 0) {
    if (!quiet) printf("kernels: for %s of %s\n", arch, gpu);
  } else {
    snprintf(arch, sizeof arch, "%s", KERNELS_DEFAULT_ARCH);
    if (!quiet) printf("kernels: no GPU here, compiling for %s (--arch to choose)\n", arch);
  }

  kernel_set set = {0};
  int rc = 0;
  const double t0 = fb_mono_seconds();
  const int nargs = argc - optind;
  for (int i = 0; i < (nargs ? nargs : 1) && rc == 0; i++) {
    const char *path = nargs ? argv[optind + i] : ".";
    struct stat st;
    if (stat(path, &st) < 0) {
      cli_error("%s: no such file or directory", path);
      set.failed_files++;
      continue;
    }
    rc = S_ISDIR(st.st_mode) ? add_project(&set, path, &err) : add_genome_file(&set, path, &err);
    if (rc < 0) cli_error("%s", err.msg);
  }
  if (rc < 0) {
    set_free(&set);
    return 1;
  }

  compile_ctx ctx = {.set = &set, .arch = arch, .quiet = quiet};
  pthread_mutex_init(&ctx.lock, NULL);
  if (threads <= 0) {
    long online = sysconf(_SC_NPROCESSORS_ONLN);
    threads = online > 0 ? (int)online : 1;
  }
  if (threads > set.n) threads = set.n > 0 ? set.n : 1;
  pthread_t tid[256];
  int started = 0;
  for (; started < threads - 1; started++)
    if (pthread_create(&tid[started], NULL, compile_worker, &ctx) != 0) break; /* fewer threads: fine */
  compile_worker(&ctx);
  for (int i = 0; i < started; i++) pthread_join(tid[i], NULL);
  pthread_mutex_destroy(&ctx.lock);

  int compiled = 0, cached = 0, failed = 0;
  double compile_s = 0;
  for (int i = 0; i < set.n; i++) {
    const kernel_job *j = &set.jobs[i];
    if (!j->ok)
      failed++;
    else if (j->cached)
      cached++;
    else {
      compiled++;
      compile_s += j->seconds;
    }
  }
  printf("kernels: %d compiled (%.2f s of NVRTC), %d cached, %d failed, %d genome file%s not planned; %.2f s "
         "(%s)\n",
         compiled, compile_s, cached, failed, set.failed_files, set.failed_files == 1 ? "" : "s", fb_mono_seconds() - t0,
         arch);
  const int status = failed || set.failed_files ? 1 : 0;
  set_free(&set);
  return status;
}
