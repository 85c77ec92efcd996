/*
 * device.c — context and module cache of the GPU backend (see device.h).
 */
#include "device.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../kernels/finish_layout.h"
#include "gpu.h"
#include "kernel_cache.h"

#define MAX_MODULES 32

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static struct {
  int ready;
  char broken[512];          /* non-empty: unusable, and why */
  CUdevice dev;
  CUcontext ctx;
  gpu_device_info info;
  gpu_module mods[MAX_MODULES];
  int nmods;
  unsigned long tick;
} G;
static const gpu_driver *cu;

static int init_locked(fb_error *err) {
  cu = gpu_driver_load(err);
  if (!cu) return -1;
  char why[256];
  if (!gpu_probe(why, sizeof why)) return fb_errorf(err, "no usable GPU: %s", why);
  int major = 0, minor = 0;
  if (CU_CHECK(cu->cuDeviceGet(&G.dev, 0), err) ||
      CU_CHECK(cu->cuDeviceGetAttribute(&major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, G.dev), err) ||
      CU_CHECK(cu->cuDeviceGetAttribute(&minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, G.dev), err) ||
      CU_CHECK(cu->cuDeviceGetAttribute(&G.info.sm_count, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, G.dev), err))
    return -1;
  if (CU_CHECK(cu->cuDevicePrimaryCtxRetain(&G.ctx, G.dev), err)) return -1;
  snprintf(G.info.arch, sizeof G.info.arch, "sm_%d%d", major, minor);
  snprintf(G.info.description, sizeof G.info.description, "%s", why);
  G.ready = 1;
  return 0;
}

int gpu_device_acquire(const gpu_driver **out, gpu_device_info *info, fb_error *err) {
  pthread_mutex_lock(&lock);
  if (G.broken[0]) {
    fb_errorf(err, "the GPU is unusable in this process after an earlier fault (%s); restart flamebuild", G.broken);
    pthread_mutex_unlock(&lock);
    return -1;
  }
  if (!G.ready && init_locked(err) < 0) {
    pthread_mutex_unlock(&lock);
    return -1;
  }
  if (CU_CHECK(cu->cuCtxSetCurrent(G.ctx), err)) {
    pthread_mutex_unlock(&lock);
    return -1;
  }
  *out = cu;
  if (info) *info = G.info;
  return 0;
}

void gpu_device_release(void) { pthread_mutex_unlock(&lock); }

void gpu_device_mark_broken(const char *why) { snprintf(G.broken, sizeof G.broken, "%s", why); }

static double device_now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec * 1e-6;
}

static void unload(gpu_module *m) {
  if (m->mod) cu->cuModuleUnload(m->mod);
  memset(m, 0, sizeof *m);
}

/* The module of `source` compiled with `flags`, entry points `names` into m->fn. */
static int module_get(const char *source, unsigned flags, const char *const *names, int nnames, const char *cache_dir,
                      gpu_module **out, gpu_kernel_stats *stats, fb_error *err) {
  char key[65];
  if (nnames < 1 || nnames > GPU_MODULE_MAX_FNS) return fb_errorf(err, "a module of %d entry points", nnames);
  double t0 = device_now_ms(), compiled_before = stats ? stats->compile_ms : 0;
  if (gpu_kernel_key_ex(source, G.info.arch, flags, key, err) < 0) return -1;
  G.tick++;
  for (int i = 0; i < G.nmods; i++)
    if (!strcmp(G.mods[i].key, key)) {
      G.mods[i].used = G.tick;
      if (stats) {
        stats->hits++;
        stats->lookup_ms += device_now_ms() - t0;
      }
      *out = &G.mods[i];
      return 0;
    }
  void *cubin = NULL;
  size_t len = 0;
  if (gpu_compile_cubin_ex(source, G.info.arch, flags, cache_dir, &cubin, &len, key, stats, err) < 0) return -1;

  int slot = G.nmods;
  if (slot == MAX_MODULES) { /* evict the least recently used */
    slot = 0;
    for (int i = 1; i < G.nmods; i++)
      if (G.mods[i].used < G.mods[slot].used) slot = i;
    unload(&G.mods[slot]);
  } else {
    G.nmods++;
  }
  gpu_module *m = &G.mods[slot];
  memset(m, 0, sizeof *m);
  int rc = -1;
  if (CU_CHECK(cu->cuModuleLoadData(&m->mod, cubin), err)) {
    fb_error_prefix(err, "loading the compiled kernel %s", key);
    goto done;
  }
  for (int i = 0; i < nnames; i++)
    if (CU_CHECK(cu->cuModuleGetFunction(&m->fn[i], m->mod, names[i]), err)) {
      fb_error_prefix(err, "kernel %s of module %.12s", names[i], key);
      goto done;
    }
  if (CU_CHECK(cu->cuFuncGetAttribute(&m->regs, CU_FUNC_ATTRIBUTE_NUM_REGS, m->fn[0]), err) ||
      CU_CHECK(cu->cuFuncGetAttribute(&m->local_bytes, CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES, m->fn[0]), err))
    goto done;
  memcpy(m->key, key, sizeof m->key);
  m->used = G.tick;
  *out = m;
  rc = 0;
done:
  if (rc < 0) {
    unload(m);
    if (slot == G.nmods - 1) G.nmods--;
  }
  free(cubin);
  if (stats) stats->lookup_ms += device_now_ms() - t0 - (stats->compile_ms - compiled_before);
  return rc;
}

int gpu_module_get(const char *source, const char *cache_dir, gpu_module **out, gpu_kernel_stats *stats,
                   fb_error *err) {
  static const char *const names[] = {"fb_iterate", "fb_flush"};
  if (module_get(source, 0, names, 2, cache_dir, out, stats, err) < 0) return -1;
  (*out)->iterate = (*out)->fn[0];
  (*out)->flush = (*out)->fn[1];
  return 0;
}

int gpu_finish_module_get(const char *cache_dir, gpu_module **out, gpu_kernel_stats *stats, fb_error *err) {
#define NAME(k) #k,
  static const char *const names[FB_FIN_KERNEL_COUNT] = {FB_FIN_KERNELS(NAME)};
#undef NAME
  _Static_assert((int)FB_FIN_KERNEL_COUNT <= (int)GPU_MODULE_MAX_FNS, "finishing kernels");
  char *source = codegen_finish_source(err);
  if (!source) return -1;
  int rc = module_get(source, GPU_COMPILE_EXACT, names, FB_FIN_KERNEL_COUNT, cache_dir, out, stats, err);
  free(source);
  return rc;
}

const char *gpu_cache_dir(const gpu_options *gopt, char *buf, size_t n) {
  if (!gopt || !gopt->kernel_cache) return kcache_default_dir(buf, n, NULL) == 0 ? buf : NULL;
  return gopt->kernel_cache[0] ? gopt->kernel_cache : NULL;
}

void gpu_shutdown(void) {
  pthread_mutex_lock(&lock);
  if (G.ready) {
    cu->cuCtxSetCurrent(G.ctx);
    for (int i = 0; i < G.nmods; i++) unload(&G.mods[i]);
    cu->cuDevicePrimaryCtxRelease(G.dev);
  }
  char broken[sizeof G.broken];
  memcpy(broken, G.broken, sizeof broken);
  memset(&G, 0, sizeof G);
  memcpy(G.broken, broken, sizeof broken); /* a faulted device stays faulted for the process */
  pthread_mutex_unlock(&lock);
}
