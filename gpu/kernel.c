/*
 * kernel.c — frame → structure → source → cubin, through the disk cache (see kernel.h).
 */
#include "kernel.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cuda_api.h"
#include "kernel_cache.h"
#include "../util/clock.h"

_Static_assert(GENOME_MAX_FINALS == CODEGEN_MAX_FINALS, "a genome's final xforms fit a kernel's");

/* A variation in each of its forms (genome.h): seen[] is indexed by variation and kind. */
#define FORMS (FM_KIND_POST_SUM + 1)

/* Adds the variations of gx to x; `seen` counts in how many sub-frames each form of each
 * variation is set. */
static void add_xform_vars(const genome_xform *gx, int *seen, int *pre_blur) {
  for (int i = 0; i < gx->nvars; i++) {
    const int v = gx->vars[i].index;
    if (v == FM_VAR_flatten) continue; /* fm_xform_end, by xf->flatten */
    if (v == FM_VAR_pre_blur) {
      *pre_blur = 1;
      continue;
    }
    seen[v * FORMS + gx->vars[i].kind]++;
  }
}

static void fill_xform(codegen_xform *x, const int *seen, int pre_blur, int nsub) {
  memset(x, 0, sizeof *x);
  for (int f = 0; f < FM_NVARS * FORMS; f++) {
    if (!seen[f]) continue;
    if (x->nvars < FM_NVARS) {
      x->var[x->nvars] = (unsigned short)(f / FORMS);
      x->kind[x->nvars] = (unsigned char)(f % FORMS);
      x->guarded[x->nvars] = seen[f] < nsub;
    }
    x->nvars++;
  }
  x->pre_blur = pre_blur;
}

int gpu_structure_of(const render_frame *frame, int precision, codegen_structure *s, fb_error *err) {
  if (frame->nsub < 1) return fb_errorf(err, "frame has no control points");
  const genome *g0 = frame->sub[0].cp;
  for (int k = 1; k < frame->nsub; k++) {
    const genome *g = frame->sub[k].cp;
    if (g->num_xforms != g0->num_xforms || g->num_finals != g0->num_finals)
      return fb_errorf(err, "line %d: temporal sample %d has %d xforms and %d final ones, sample 0 has %d and %d: the "
                            "GPU backend needs one structure per frame", g->source_line, k, g->num_xforms,
                       g->num_finals, g0->num_xforms, g0->num_finals);
    if (g->palette_mode != g0->palette_mode)
      return fb_errorf(err, "line %d: temporal sample %d has another palette_mode than sample 0", g->source_line, k);
  }
  if (codegen_structure_init(s, g0->num_xforms, g0->num_finals, err) < 0) return -1;
  s->palette_mode = g0->palette_mode;
  s->precision = precision;
  s->one_sub = frame->nsub == 1 && g0->num_finals <= 1; /* the launch parameter holds one final xform */
  s->cam3d_model = g0->cam_model; /* genome_cam_model's numbers are camera3d.h's */
  s->z_mode = g0->z_mode;
  s->jwf_rules = g0->z_mode != FM_Z_APOPHYSIS; /* FM_JWF_RULES: a file JWildfire wrote */
  for (int k = 0; k < frame->nsub; k++) {
    const genome *g = frame->sub[k].cp;
    if ((g->z_mode != FM_Z_APOPHYSIS) != s->jwf_rules) s->jwf_rules = -1;
    if (g->cam_model != CAM_MODEL_FLAT) s->camera3d = 1;
    if (g->cam_model != s->cam3d_model) s->cam3d_model = 0;
    if (g->z_mode != s->z_mode) s->z_mode = -1;
    if (g->cam_dof != 0) s->cam3d_blur = 1;
    if (g->antialias_amount > 1e-6 && g->antialias_radius > 1e-6) s->jwf_aa = 1; /* render/camera.c's test */
    fm_post_symmetry sym; /* the copies render/camera.c sets up: more than one, the kernel plots them */
    fm_post_symmetry_setup(&sym, g->post_symmetry_type, g->post_symmetry_order, 0, 0, 0, 0);
    if (sym.copies > 1) s->symmetry = 1;
    /* JWildfire's 3D affine turns z into x and y */
    for (int i = 0; i < g->num_xforms + g->num_finals; i++) {
      const genome_xform *x = &g->xforms[i];
      const double id[6] = {1, 0, 0, 1, 0, 0};
      if (memcmp(x->yz, id, sizeof id) || memcmp(x->zx, id, sizeof id) || memcmp(x->yz_post, id, sizeof id) ||
          memcmp(x->zx_post, id, sizeof id))
        s->camera3d = s->affine3d = 1;
      /* (NONE keeps a coordinate by its color_speed of 0, and a true colour through the
       * FM_TRUE_COLOR test of its mode: no colour mode code for it) */
      if (x->color_type != COLOR_TYPE_DIFFUSION && x->color_type != COLOR_TYPE_NONE) s->color_modes = 1;
      if (x->wfield.type != FM_NOISE_NONE) {
        s->wfield = 1; /* FB_WFIELD */
        for (int m = 0; m < x->wfield.nmods; m++) s->wfield_params |= x->wfield.mod_param[m] >= 0;
      }
    }
  }
  int n = g0->num_xforms;
  for (int k = 0; k < frame->nsub; k++)
    for (int i = 0; i < n * n; i++)
      if (frame->sub[k].cp->chaos[i] != 1.0) s->chaos = 1;
  int seen[FM_NVARS * FORMS];
  for (int i = 0; i < n + s->num_finals; i++) {
    memset(seen, 0, sizeof seen);
    int pre_blur = 0;
    for (int k = 0; k < frame->nsub; k++) {
      const genome *g = frame->sub[k].cp;
      add_xform_vars(&g->xforms[i], seen, &pre_blur);
    }
    fill_xform(&s->xforms[i], seen, pre_blur, frame->nsub);
    /* Each sample's xform holds at most FM_XFORM_VARS, but a frame whose samples fall on both
     * sides of a keyframe may gather more in one slot: the device's xform lists them all. */
    if (s->xforms[i].nvars > FM_XFORM_VARS) {
      const int nvars = s->xforms[i].nvars;
      codegen_structure_free(s);
      return fb_errorf(err, "line %d: %s %d uses %d variations across the frame's temporal samples; the GPU applies "
                            "at most %d in one xform (render it with --backend cpu)",
                       g0->source_line, i < n ? "xform" : "final xform", i < n ? i + 1 : i - n + 1, nvars, FM_XFORM_VARS);
    }
  }
  /* the xforms whose weighting field scales a parameter: each a copy the thread keeps (codegen.c) */
  for (int k = 0; k < frame->nsub; k++)
    for (int i = 0; i < n + s->num_finals; i++) {
      const genome_wfield *f = &frame->sub[k].cp->xforms[i].wfield;
      for (int m = 0; f->type != FM_NOISE_NONE && m < f->nmods; m++) s->xforms[i].wfield_params |= f->mod_param[m] >= 0;
    }
  /* z reaches the image through a 3D camera, or through a variation that reads it into x and y
   * (the 3D family): then the trajectory keeps it from launch to launch (FB_CAMERA3D). */
  for (int i = 0; i < n + s->num_finals; i++)
    for (int k = 0; k < s->xforms[i].nvars; k++) {
#define READS_Z(name) if (s->xforms[i].var[k] == FM_VAR_##name) s->camera3d = 1;
      FM_VARS_3D(READS_Z)
#undef READS_Z
#define HIDES(name) if (s->xforms[i].var[k] == FM_VAR_##name) s->hide = 1; /* FM_HIDE */
      FM_VARS_HIDE(HIDES)
#undef HIDES
#define TRUE_COLOR(name) if (s->xforms[i].var[k] == FM_VAR_##name) s->true_color = 1; /* FM_TRUE_COLOR */
      FM_VARS_TRUE_COLOR(TRUE_COLOR)
#undef TRUE_COLOR
#define WALKS(name) if (s->xforms[i].var[k] == FM_VAR_##name) s->walk = 1; /* FM_WALK */
      FM_VARS_WALK(WALKS)
#undef WALKS
    }
  if (!s->camera3d) s->z_mode = -1; /* z dropped altogether: flam3's kernels as they were */
  for (int i = 0; i < n + s->num_finals; i++)
    if (s->xforms[i].nvars > FM_XFORM_VARS)
      return fb_errorf(err, "line %d: %s %d uses %d variations over the frame's temporal samples; the GPU applies at "
                            "most %d an xform", g0->source_line, i < n ? "xform" : "final xform", i < n ? i + 1 : i - n + 1,
                       s->xforms[i].nvars, FM_XFORM_VARS);
  /* Too many classes for a kernel of its own (codegen_check) is not refused here: the generic
   * kernel renders it. Too many xforms was refused by codegen_structure_init. */
  return 0;
}

/* NVRTC's --Ofast-compile came with CUDA 12.8; an older NVRTC refuses the option. */
static int nvrtc_has_fast_compile(void) {
  fb_error ignored;
  const gpu_nvrtc *nv = gpu_nvrtc_load(&ignored);
  int major = 0, minor = 0;
  return nv && nv->nvrtcVersion(&major, &minor) == NVRTC_SUCCESS && (major > 12 || (major == 12 && minor >= 8));
}

int gpu_nvrtc_options(const char *arch, unsigned flags, char storage[GPU_NVRTC_MAX_OPTIONS][64],
                      const char *opts[GPU_NVRTC_MAX_OPTIONS + 1], char *line, size_t n) {
  snprintf(storage[0], 64, "--gpu-architecture=%s", arch);
  snprintf(storage[1], 64, "--std=c++17");
  snprintf(storage[2], 64, "--fmad=%s", flags & GPU_COMPILE_EXACT ? "false" : "true");
  int count = 3;
  if (!(flags & GPU_COMPILE_EXACT)) {
    const char *math = getenv("FLAMEBUILD_NVRTC_MATH");
    char copy[256];
    snprintf(copy, sizeof copy, "%s", math ? math : GPU_ITERATION_MATH);
    for (char *save = NULL, *tok = strtok_r(copy, " ", &save); tok && count < GPU_NVRTC_MAX_OPTIONS;
         tok = strtok_r(NULL, " ", &save))
      snprintf(storage[count++], 64, "%s", tok);
  }
  const char *fast = getenv("FLAMEBUILD_NVRTC_FAST");
  if (fast && *fast && count < GPU_NVRTC_MAX_OPTIONS && nvrtc_has_fast_compile())
    snprintf(storage[count++], 64, "--Ofast-compile=%.40s", fast);
  int used = 0;
  for (int i = 0; i < count; i++) {
    opts[i] = storage[i];
    used += snprintf(line + used, used < (int)n ? n - used : 0, "%s%s", i ? " " : "", storage[i]);
  }
  opts[count] = NULL;
  return count;
}

/* Saves the failed source and log and writes the error: first lines of the log + paths. */
static int compile_failed(const char *source, const char *log, const char *cache_dir, const char *key, fb_error *err) {
  char where[1200] = "";
  if (cache_dir) {
    char name[80];
    fb_error e2;
    snprintf(name, sizeof name, "%s.cu", key);
    if (kcache_write_text(cache_dir, name, source, &e2) == 0) {
      snprintf(name, sizeof name, "%s.log", key);
      kcache_write_text(cache_dir, name, log ? log : "", &e2);
      snprintf(where, sizeof where, " (source and full log saved as %s/%s.cu and .log)", cache_dir, key);
    }
  }
  return fb_errorf(err, "NVRTC could not compile the kernel%s: %.600s", where, log && *log ? log : "(no log)");
}

int gpu_kernel_key(const char *source, const char *arch, char key[65], fb_error *err) {
  return gpu_kernel_key_ex(source, arch, 0, key, err);
}

int gpu_kernel_key_ex(const char *source, const char *arch, unsigned flags, char key[65], fb_error *err) {
  const gpu_nvrtc *nv = gpu_nvrtc_load(err);
  if (!nv) return -1;
  char version[32], storage[GPU_NVRTC_MAX_OPTIONS][64], line[512];
  const char *opts[GPU_NVRTC_MAX_OPTIONS + 1];
  gpu_nvrtc_version(nv, version, sizeof version);
  gpu_nvrtc_options(arch, flags, storage, opts, line, sizeof line);
  codegen_key(source, version, arch, line, key);
  return 0;
}

int gpu_compile_cubin(const char *source, const char *arch, const char *cache_dir, void **cubin, size_t *len,
                      char key[65], gpu_kernel_stats *stats, fb_error *err) {
  return gpu_compile_cubin_ex(source, arch, 0, cache_dir, cubin, len, key, stats, err);
}

/* Compiles in flight in this process, by key. A second caller of a key being compiled waits
 * for the first and then reads the cubin from the disk cache: a build's workers precompile
 * the kernels the render thread is about to ask for (gpu_precompile), and several frames of
 * one structure are prepared at once. */
enum { MAX_INFLIGHT = 32 };
static pthread_mutex_t inflight_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t inflight_done = PTHREAD_COND_INITIALIZER;
static char inflight[MAX_INFLIGHT][65];

static int inflight_find(const char *key) {
  for (int i = 0; i < MAX_INFLIGHT; i++)
    if (!strcmp(inflight[i], key)) return i;
  return -1;
}

/* Waits while key is being compiled elsewhere, then claims it. Returns the claim's slot, or
 * -1 when the table is full (the caller then compiles unclaimed, as before this existed). */
static int inflight_claim(const char *key) {
  pthread_mutex_lock(&inflight_lock);
  while (inflight_find(key) >= 0) pthread_cond_wait(&inflight_done, &inflight_lock);
  int slot = inflight_find("");
  if (slot >= 0) memcpy(inflight[slot], key, 65);
  pthread_mutex_unlock(&inflight_lock);
  return slot;
}

int gpu_compile_in_flight(const char *key) {
  pthread_mutex_lock(&inflight_lock);
  int busy = inflight_find(key) >= 0;
  pthread_mutex_unlock(&inflight_lock);
  return busy;
}

static void inflight_release(int slot) {
  if (slot < 0) return;
  pthread_mutex_lock(&inflight_lock);
  inflight[slot][0] = 0;
  pthread_cond_broadcast(&inflight_done);
  pthread_mutex_unlock(&inflight_lock);
}

static int compile_or_load(const char *source, const char *arch, unsigned flags, const char *cache_dir, void **cubin,
                           size_t *len, const char *key, gpu_kernel_stats *stats, fb_error *err);

int gpu_compile_cubin_ex(const char *source, const char *arch, unsigned flags, const char *cache_dir, void **cubin,
                         size_t *len, char key[65], gpu_kernel_stats *stats, fb_error *err) {
  *cubin = NULL;
  *len = 0;
  if (gpu_kernel_key_ex(source, arch, flags, key, err) < 0) return -1;
  /* Without a disk cache a waiter could not read the first caller's cubin: no claim. */
  const int slot = cache_dir ? inflight_claim(key) : -1;
  int rc = compile_or_load(source, arch, flags, cache_dir, cubin, len, key, stats, err);
  inflight_release(slot);
  return rc;
}

static int compile_or_load(const char *source, const char *arch, unsigned flags, const char *cache_dir, void **cubin,
                           size_t *len, const char *key, gpu_kernel_stats *stats, fb_error *err) {
  const gpu_nvrtc *nv = gpu_nvrtc_load(err);
  if (!nv) return -1;
  char storage[GPU_NVRTC_MAX_OPTIONS][64], line[512];
  const char *opts[GPU_NVRTC_MAX_OPTIONS + 1];
  int nopts = gpu_nvrtc_options(arch, flags, storage, opts, line, sizeof line);

  if (cache_dir && kcache_load(cache_dir, key, cubin, len, NULL, 0) == 1) {
    if (stats) {
      stats->hits++;
      stats->disk_hits++;
    }
    return 0;
  }

  double t0 = fb_mono_seconds() * 1e3;
  /* Every embedded header (kernels/embed.sh); a fixed bound here once dropped those past it. */
  nvrtcProgram prog = NULL;
  if (NVRTC_CHECK(nv->nvrtcCreateProgram(&prog, source, "flamebuild_kernel.cu", kernel_header_count,
                                         (const char **)kernel_header_texts, (const char **)kernel_header_names),
                  err))
    return -1;
  nvrtcResult rc = nv->nvrtcCompileProgram(prog, nopts, opts);
  size_t log_size = 0;
  char *log = NULL;
  if (nv->nvrtcGetProgramLogSize(prog, &log_size) == NVRTC_SUCCESS && log_size > 0) {
    log = malloc(log_size + 1);
    if (log && nv->nvrtcGetProgramLog(prog, log) != NVRTC_SUCCESS) log[0] = 0;
    if (log) log[log_size] = 0;
  }
  if (rc != NVRTC_SUCCESS) {
    if (rc == NVRTC_ERROR_COMPILATION)
      compile_failed(source, log, cache_dir, key, err);
    else
      NVRTC_CHECK(rc, err);
    free(log);
    nv->nvrtcDestroyProgram(&prog);
    return -1;
  }
  free(log);
  size_t n = 0;
  void *bin = NULL;
  if (NVRTC_CHECK(nv->nvrtcGetCUBINSize(prog, &n), err)) goto fail;
  if (n == 0) {
    fb_errorf(err, "NVRTC produced no cubin for %s (is the architecture a real sm_XY?)", arch);
    goto fail;
  }
  bin = malloc(n);
  if (!bin) {
    fb_errorf(err, "out of memory for a %zu-byte cubin", n);
    goto fail;
  }
  if (NVRTC_CHECK(nv->nvrtcGetCUBIN(prog, bin), err)) goto fail;
  nv->nvrtcDestroyProgram(&prog);
  if (stats) {
    stats->misses++;
    stats->compile_ms += fb_mono_seconds() * 1e3 - t0;
  }
  if (cache_dir && kcache_store(cache_dir, key, bin, n, err) < 0) {
    free(bin);
    return fb_error_prefix(err, "kernel cache");
  }
  *cubin = bin;
  *len = n;
  return 0;
fail:
  free(bin);
  nv->nvrtcDestroyProgram(&prog);
  return -1;
}
