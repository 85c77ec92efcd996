/*
 * precompile.c — kernels compiled before the frames need them (gpu.h): gpu_precompile, which a
 * build's PREPARE workers call so that NVRTC runs beside the device, and the warm-up thread
 * that starts the device and loads the finishing module while the build plans.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "device.h"
#include "gpu.h"
#include "kernel_cache.h"

/* Keys this process knows to be in the disk cache: a frame whose structure is among them
 * costs gpu_precompile only its source and key. */
enum { KNOWN_KEYS = 64 };
static pthread_mutex_t known_lock = PTHREAD_MUTEX_INITIALIZER;
static char known[KNOWN_KEYS][65];
static int known_next;

static int known_has(const char *key) {
  pthread_mutex_lock(&known_lock);
  int has = 0;
  for (int i = 0; i < KNOWN_KEYS && !has; i++) has = !strcmp(known[i], key);
  pthread_mutex_unlock(&known_lock);
  return has;
}

static void known_add(const char *key) {
  pthread_mutex_lock(&known_lock);
  memcpy(known[known_next], key, 65);
  known_next = (known_next + 1) % KNOWN_KEYS;
  pthread_mutex_unlock(&known_lock);
}

/* One program into the disk cache unless known there. With `defer`, returns 1 at once when
 * another thread is compiling it (the caller has other work first). */
static int precompile_source(const char *source, const char *arch, unsigned flags, const char *cache, int defer,
                             gpu_kernel_stats *stats, fb_error *err) {
  char key[65];
  if (gpu_kernel_key_ex(source, arch, flags, key, err) < 0) return -1;
  if (known_has(key)) return 0;
  if (defer && gpu_compile_in_flight(key)) return 1;
  void *cubin = NULL;
  size_t len = 0;
  if (gpu_compile_cubin_ex(source, arch, flags, cache, &cubin, &len, key, stats, err) < 0) return -1;
  free(cubin);
  known_add(key);
  return 0;
}

int gpu_precompile(const render_frame *frame, const gpu_options *gopt, gpu_kernel_stats *stats, fb_error *err) {
  char cache_dir[4096], arch[16];
  const char *cache = gpu_cache_dir(gopt, cache_dir, sizeof cache_dir);
  if (!cache) return 0; /* nowhere to leave the cubin for the render: nothing to gain */
  if (gpu_device_arch(arch, sizeof arch, err) < 0) return -1;
  char *own = NULL;
  const char *source = gopt && gopt->host ? gpu_frame_host_source(gopt->host) : NULL;
  if (!source) {
    codegen_structure st;
    if (gpu_structure_of(frame, gopt ? gopt->precision : 0, &st, err) < 0) return -1;
    source = own = codegen_source(&st, err);
    codegen_structure_free(&st);
    if (!source) return -1;
  }
  /* The iteration kernel, unless another worker compiles it: then the finishing module
   * first, so the two compile side by side, then the iteration kernel (waiting for it). */
  int rc = precompile_source(source, arch, 0, cache, 1, stats, err);
  if (rc >= 0 && gopt && gopt->finish) {
    char *fsource = codegen_finish_source(err);
    int frc = fsource ? precompile_source(fsource, arch, GPU_COMPILE_EXACT, cache, 0, stats, err) : -1;
    free(fsource);
    if (frc < 0) rc = -1;
  }
  if (rc == 1) rc = precompile_source(source, arch, 0, cache, 0, stats, err);
  free(own);
  return rc < 0 ? -1 : 0;
}

/* The warm-up thread (gpu_warm_up_start). One at a time: a second start while one runs is
 * a no-op, and gpu_warm_up_wait joins it. */
static struct {
  pthread_mutex_t lock;
  pthread_t thread;
  int running;
  char cache[4096];          /* "" = no disk cache */
} warm = {.lock = PTHREAD_MUTEX_INITIALIZER};

static void *warm_up_main(void *unused) {
  (void)unused;
  fb_error err;
  char arch[16];
  /* The context, then the finishing module compiled (outside the device lock: workers may be
   * compiling the first frames' kernels meanwhile) and loaded. Its first load in a context
   * costs ~0.25 s (measured on an H100), which the first frame's render paid before.
   * Failures are left to the render, which meets them again and reports them. */
  if (gpu_device_arch(arch, sizeof arch, &err) < 0) return NULL;
  const char *cache = warm.cache[0] ? warm.cache : NULL;
  if (cache) {
    char *fsource = codegen_finish_source(&err);
    int rc = fsource ? precompile_source(fsource, arch, GPU_COMPILE_EXACT, cache, 0, NULL, &err) : -1;
    free(fsource);
    if (rc < 0) return NULL;
  }
  /* Every device of the build, one after the other (each load of the cubin is ~0.25 s). */
  const int devices = gpu_device_count();
  for (int d = 0; d < devices; d++) {
    const gpu_driver *cu;
    gpu_module *fm;
    gpu_bind_thread(d);
    if (gpu_device_acquire(&cu, NULL, &err) < 0) continue;
    (void)gpu_finish_module_get(cache, &fm, NULL, &err);
    gpu_device_release();
  }
  return NULL;
}

void gpu_warm_up_start(const gpu_options *gopt) {
  pthread_mutex_lock(&warm.lock);
  if (!warm.running) {
    char dir[4096];
    const char *cache = gpu_cache_dir(gopt, dir, sizeof dir);
    snprintf(warm.cache, sizeof warm.cache, "%s", cache ? cache : "");
    warm.running = pthread_create(&warm.thread, NULL, warm_up_main, NULL) == 0;
  }
  pthread_mutex_unlock(&warm.lock);
}

void gpu_warm_up_wait(void) {
  pthread_mutex_lock(&warm.lock);
  if (warm.running) pthread_join(warm.thread, NULL);
  warm.running = 0;
  pthread_mutex_unlock(&warm.lock);
}
