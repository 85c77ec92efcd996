/*
 * device.c — context and module cache of the GPU backend (see device.h).
 */
#include "device.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../kernels/finish_layout.h"
#include "device_pool.h"
#include "gpu.h"
#include "kernel_cache.h"
#include "../util/clock.h"

#define MAX_MODULES 32
/* The device memory pool keeps at most 1/POOL_SHARE of the device's memory cached: several
 * frames' worth of buffers at any resolution (a 1080p frame needs ~150 MiB in all), while the
 * rest of the device stays free for other processes. POOL_MAX_BLOCKS bounds the small blocks
 * (slot arrays whose size follows the kernel's occupancy) that the byte bound never reaches. */
#define POOL_SHARE 4
#define POOL_MAX_BLOCKS 256

/* One slot per device a build renders on (gpu_use_devices): its own lock, context, modules and
 * memory pool, so that frames on different devices never wait for each other. A thread works
 * on one slot: a build's render thread i on slot i % nslots (gpu_bind_thread), every other
 * thread (render, bench, the warm-up) on slot 0. */
typedef struct device_slot {
  pthread_mutex_t lock;
  /* Frames between gpu_device_yield and gpu_device_resume (under the lock), and the signal
   * that one came back. */
  pthread_cond_t resumed;
  int yielded;
  int draining;              /* threads in gpu_device_wait_others: no new frame starts meanwhile */
  int ordinal;               /* the CUDA device */
  int ready;
  char broken[512];          /* non-empty: unusable, and why */
  CUdevice dev;
  CUcontext ctx;
  gpu_device_info info;
  gpu_module mods[MAX_MODULES];
  int nmods;
  unsigned long tick;
  device_pool pool;          /* device blocks, under the lock */
  /* Idle streams kept for the next frames (gpu_stream_take): a cuStreamDestroy took 4 ms a
   * frame with other frames' kernels running (12 ms at worst), all of it with the lock held. */
  CUstream streams[GPU_STREAMS_KEPT];
  int nstreams;
  /* gpu_host_alloc and gpu_host_free do not wait on the lock, which the render thread holds
   * for a whole frame: they read the context from here. Set once init_locked has retained
   * it, cleared by gpu_shutdown before it is released; host_broken follows
   * gpu_device_mark_broken. */
  _Atomic(CUcontext) host_ctx;
  atomic_int host_broken;
  unsigned peers_tried;      /* slots whose memory gpu_device_copy_peer asked access to, a bit each */
} device_slot;

static device_slot slots[GPU_MAX_DEVICES];
static atomic_int nslots;    /* 0 until chosen: gpu_use_devices, else every visible device */
static pthread_mutex_t choose_lock = PTHREAD_MUTEX_INITIALIZER;
static _Thread_local int thread_index;
/* Modules the calling thread's frame holds pinned (gpu_device_pin): its waits need no lock. */
static _Thread_local int thread_pins;
static const gpu_driver *cu;

static void slots_init(void) {
  for (int i = 0; i < GPU_MAX_DEVICES; i++) {
    pthread_mutex_init(&slots[i].lock, NULL);
    pthread_cond_init(&slots[i].resumed, NULL);
  }
}
static pthread_once_t slots_once = PTHREAD_ONCE_INIT;

/* Chooses the devices once: the list given, else every one the driver sees (at least one
 * slot, so that a missing driver is reported by the first use as before). */
static int slot_count(void) {
  const int chosen = atomic_load(&nslots);
  if (chosen) return chosen;
  pthread_once(&slots_once, slots_init);
  pthread_mutex_lock(&choose_lock);
  if (!nslots) {
    int ordinals[GPU_MAX_DEVICES];
    fb_error ignored;
    int n = gpu_parse_devices("all", gpu_visible_devices(), ordinals, GPU_MAX_DEVICES, &ignored);
    if (n < 1) n = 1, ordinals[0] = 0;
    for (int i = 0; i < n; i++) slots[i].ordinal = ordinals[i];
    nslots = n;
  }
  const int n = nslots;
  pthread_mutex_unlock(&choose_lock);
  return n;
}

static device_slot *this_slot(void) { return &slots[thread_index % slot_count()]; }

int gpu_use_devices(const char *spec, fb_error *err) {
  int ordinals[GPU_MAX_DEVICES];
  pthread_once(&slots_once, slots_init);
  const int n = gpu_parse_devices(spec, gpu_visible_devices(), ordinals, GPU_MAX_DEVICES, err);
  if (n < 0) return -1;
  pthread_mutex_lock(&choose_lock);
  int started = 0, same = n == nslots;
  for (int i = 0; i < nslots; i++) started |= slots[i].ready;
  for (int i = 0; i < n && same; i++) same = slots[i].ordinal == ordinals[i];
  if (started && !same) {
    pthread_mutex_unlock(&choose_lock);
    return fb_errorf(err, "gpus '%s': the GPUs in use change only when flamebuild starts again", spec);
  }
  for (int i = 0; i < n; i++) slots[i].ordinal = ordinals[i];
  nslots = n;
  pthread_mutex_unlock(&choose_lock);
  return n;
}

int gpu_device_count(void) { return slot_count(); }

void gpu_bind_thread(int index) { thread_index = index >= 0 ? index : 0; }

int gpu_thread_device(void) { return this_slot()->ordinal; }

/* The pool's primitives. cuMemFree's result is ignored: it runs on cleanup paths, and after a
 * fault it only reports the fault again. */
static int pool_cu_alloc(void *ctx, CUdeviceptr *p, size_t bytes, fb_error *err) {
  CUresult r = cu->cuMemAlloc(p, bytes);
  if (r == CUDA_ERROR_OUT_OF_MEMORY) {
    fb_errorf(err, "out of GPU memory: %.1f MiB could not be allocated", (double)bytes / 1048576.0);
    return DEVICE_POOL_OOM;
  }
  return CU_CHECK(r, err);
}

static void pool_cu_free(void *ctx, CUdeviceptr p) { (void)cu->cuMemFree(p); }

static int init_locked(device_slot *s, fb_error *err) {
  cu = gpu_driver_load(err);
  if (!cu) return -1;
  char why[256];
  if (!gpu_probe_device(s->ordinal, why, sizeof why)) return fb_errorf(err, "no usable GPU: %s", why);
  int major = 0, minor = 0;
  size_t total = 0;
  if (CU_CHECK(cu->cuDeviceGet(&s->dev, s->ordinal), err) || CU_CHECK(cu->cuDeviceTotalMem(&total, s->dev), err) ||
      CU_CHECK(cu->cuDeviceGetAttribute(&major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, s->dev), err) ||
      CU_CHECK(cu->cuDeviceGetAttribute(&minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, s->dev), err) ||
      CU_CHECK(cu->cuDeviceGetAttribute(&s->info.sm_count, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, s->dev), err))
    return -1;
  /* The context keeps the driver's scheduling (spin while cores are free): blocking sync
   * cost the single-frame bench 8% on an H200, and builds with three render threads waiting
   * were no faster with it (bench/BENCHMARKS.md, issue 9/11, frames side by side). */
  if (CU_CHECK(cu->cuDevicePrimaryCtxRetain(&s->ctx, s->dev), err)) return -1;
  snprintf(s->info.arch, sizeof s->info.arch, "sm_%d%d", major, minor);
  snprintf(s->info.description, sizeof s->info.description, "%s", why);
  static const device_pool_ops ops = {pool_cu_alloc, pool_cu_free, NULL};
  device_pool_init(&s->pool, &ops, total / POOL_SHARE, POOL_MAX_BLOCKS);
  s->ready = 1;
  atomic_store(&s->host_ctx, s->ctx);
  return 0;
}

static int broken_error(const device_slot *s, fb_error *err) {
  return fb_errorf(err, "GPU %d is unusable in this process after an earlier fault (%s); restart flamebuild",
                   s->ordinal, s->broken);
}

int gpu_device_acquire(const gpu_driver **out, gpu_device_info *info, fb_error *err) {
  device_slot *s = this_slot();
  pthread_mutex_lock(&s->lock);
  while (s->draining) pthread_cond_wait(&s->resumed, &s->lock);
  if (s->broken[0]) {
    broken_error(s, err);
    pthread_mutex_unlock(&s->lock);
    return -1;
  }
  if (!s->ready && init_locked(s, err) < 0) {
    pthread_mutex_unlock(&s->lock);
    return -1;
  }
  if (CU_CHECK(cu->cuCtxSetCurrent(s->ctx), err)) {
    pthread_mutex_unlock(&s->lock);
    return -1;
  }
  *out = cu;
  if (info) *info = s->info;
  return 0;
}

void gpu_device_release(void) { pthread_mutex_unlock(&this_slot()->lock); }

void gpu_device_yield(gpu_module *const *pinned, int n) {
  device_slot *s = this_slot();
  for (int i = 0; i < n; i++)
    if (pinned[i]) pinned[i]->pins++;
  s->yielded++;
  pthread_mutex_unlock(&s->lock);
}

void gpu_device_resume(gpu_module *const *pinned, int n) {
  device_slot *s = this_slot();
  pthread_mutex_lock(&s->lock);
  s->yielded--;
  for (int i = 0; i < n; i++)
    if (pinned[i]) pinned[i]->pins--;
  pthread_cond_broadcast(&s->resumed);
}

CUresult gpu_device_sync(CUstream stream, gpu_module *module) {
  gpu_module *const pinned[] = {module};
  gpu_device_yield(pinned, 1);
  CUresult r = cu->cuStreamSynchronize(stream);
  gpu_device_resume(pinned, 1);
  return r;
}

void gpu_device_pin(gpu_module *const *mods, int n) {
  for (int i = 0; i < n; i++)
    if (mods[i]) {
      mods[i]->pins++;
      thread_pins++;
    }
}

void gpu_device_unpin(gpu_module *const *mods, int n) {
  for (int i = 0; i < n; i++)
    if (mods[i]) {
      mods[i]->pins--;
      thread_pins--;
    }
}

/* gpu_device_copy_down and _up: one copy, `down` saying which way. The kernels queued before
 * it are waited for with the lock held unless the thread's frame pins its modules (then no
 * eviction can unload a module they run). */
static CUresult copy_unlocked(int down, void *host, CUdeviceptr dev, size_t bytes, CUstream stream) {
  CUresult r = CUDA_SUCCESS;
  if (!thread_pins && (r = cu->cuStreamSynchronize(stream)) != CUDA_SUCCESS) return r;
  gpu_device_yield(NULL, 0);
  r = down ? cu->cuMemcpyDtoHAsync(host, dev, bytes, stream) : cu->cuMemcpyHtoDAsync(dev, host, bytes, stream);
  if (r == CUDA_SUCCESS) r = cu->cuStreamSynchronize(stream);
  gpu_device_resume(NULL, 0);
  return r;
}

int gpu_thread_slot(void) { return thread_index % slot_count(); }

CUresult gpu_device_copy_peer(CUdeviceptr dst, int from, CUdeviceptr src, size_t bytes, CUstream stream) {
  device_slot *s = this_slot(), *peer = &slots[from % slot_count()];
  if (peer == s || !peer->ready) return CUDA_ERROR_INVALID_VALUE;
  const unsigned bit = 1u << (from % slot_count());
  if (!(s->peers_tried & bit)) {
    /* Once a pair: direct access where the devices allow it (NVLink, a PCIe switch); if not,
     * or if it fails, the driver stages the copy through the host. Either way it works. */
    s->peers_tried |= bit;
    int can = 0;
    if (s->dev != peer->dev && cu->cuDeviceCanAccessPeer(&can, s->dev, peer->dev) == CUDA_SUCCESS && can)
      (void)cu->cuCtxEnablePeerAccess(peer->ctx, 0);
  }
  return cu->cuMemcpyPeerAsync(dst, s->ctx, src, peer->ctx, bytes, stream);
}

CUresult gpu_device_copy_down(void *dst, CUdeviceptr src, size_t bytes, CUstream stream) {
  return copy_unlocked(1, dst, src, bytes, stream);
}

CUresult gpu_device_copy_up(CUdeviceptr dst, const void *src, size_t bytes, CUstream stream) {
  return copy_unlocked(0, (void *)src, dst, bytes, stream);
}

int gpu_device_wait_others(void) {
  device_slot *s = this_slot();
  if (!s->yielded) return 0;
  s->draining++;
  while (s->yielded > 0) pthread_cond_wait(&s->resumed, &s->lock);
  s->draining--;
  pthread_cond_broadcast(&s->resumed);
  return 1;
}

void gpu_device_mark_broken(const char *why) {
  device_slot *s = this_slot();
  snprintf(s->broken, sizeof s->broken, "%s", why);
  atomic_store(&s->host_broken, 1);
  s->nstreams = 0; /* the faulted context's: released with it */
  /* The cached blocks belong to the faulted context: none may serve another allocation, and
   * blocks freed from now on are not kept either. */
  device_pool_set_limit(&s->pool, 0);
}

int gpu_stream_take(CUstream *stream, fb_error *err) {
  device_slot *s = this_slot();
  if (s->nstreams > 0) {
    *stream = s->streams[--s->nstreams];
    return 0;
  }
  return CU_CHECK(cu->cuStreamCreate(stream, CU_STREAM_NON_BLOCKING), err) ? -1 : 0;
}

void gpu_stream_give(CUstream stream) {
  device_slot *s = this_slot();
  if (!stream) return;
  if (!s->broken[0] && s->nstreams < GPU_STREAMS_KEPT) s->streams[s->nstreams++] = stream;
  else if (!s->broken[0]) (void)cu->cuStreamDestroy(stream);
}

/* ---- device memory: the pool ------------------------------------------------------------- */

int gpu_dev_alloc(CUdeviceptr *p, size_t bytes, fb_error *err) {
  device_slot *s = this_slot();
  *p = 0;
  if (s->broken[0]) return broken_error(s, err);
  int rc = device_pool_alloc(&s->pool, p, bytes, err);
  if (rc != DEVICE_POOL_OOM) return rc;
  size_t free_b = 0, total_b = 0;
  fb_error info_err; /* without the numbers, the pool's message stands */
  if (CU_CHECK(cu->cuMemGetInfo(&free_b, &total_b), &info_err) == 0)
    fb_errorf(err, "out of GPU memory: %.1f MiB could not be allocated (%.1f MiB free of %.1f MiB)",
              (double)bytes / 1048576.0, (double)free_b / 1048576.0, (double)total_b / 1048576.0);
  return GPU_DEV_OUT_OF_MEMORY;
}

void gpu_dev_free(CUdeviceptr *p) {
  device_slot *s = this_slot();
  if (*p) device_pool_free(&s->pool, *p);
  *p = 0;
}

int gpu_dev_mem_info(size_t *free_bytes, size_t *total_bytes, fb_error *err) {
  if (CU_CHECK(cu->cuMemGetInfo(free_bytes, total_bytes), err)) return -1;
  device_slot *s = this_slot();
  *free_bytes += device_pool_cached_bytes(&s->pool);
  return 0;
}

long gpu_dev_allocations(void) { return device_pool_stats_of(&this_slot()->pool).misses; }

/* ---- page-locked host memory: any thread, without the lock once the device is ready ------ */

/* The context to allocate in: the first device's, whichever thread asks (the memory is
 * PORTABLE: page-locked for every device's context). The lock is taken only when the device
 * is not ready (to start it) or unusable (to read why): the render thread holds it for whole
 * frames. */
static CUcontext host_context(fb_error *err) {
  slot_count();
  device_slot *s = &slots[0];
  CUcontext ctx = atomic_load(&s->host_ctx);
  if (ctx && !atomic_load(&s->host_broken)) return ctx;
  pthread_mutex_lock(&s->lock);
  ctx = NULL;
  if (s->broken[0])
    broken_error(s, err);
  else if (s->ready || init_locked(s, err) == 0)
    ctx = s->ctx;
  pthread_mutex_unlock(&s->lock);
  return ctx;
}

int gpu_device_usable(void) { return !atomic_load(&this_slot()->host_broken); }

int gpu_device_arch(char *arch, size_t n, fb_error *err) {
  if (!host_context(err)) return -1;
  /* Set before the context is published, never changed after. Kernels compile for the first
   * device's architecture ahead of time; another architecture's compile at its first frame. */
  snprintf(arch, n, "%s", slots[0].info.arch);
  return 0;
}

int gpu_host_alloc(void **p, size_t bytes, fb_error *err) {
  *p = NULL;
  if (bytes == 0) return fb_errorf(err, "page-locked host memory of 0 bytes");
  CUcontext ctx = host_context(err);
  if (!ctx) return -1;
  const gpu_driver *d = gpu_driver_load(err); /* loaded: the context exists */
  if (!d) return -1;
  /* cuMemHostAlloc allocates in the calling thread's current context; PORTABLE makes the
   * memory page-locked for every context, so which one does not matter beyond that. */
  if (CU_CHECK(d->cuCtxSetCurrent(ctx), err)) return -1;
  CUresult r = d->cuMemHostAlloc(p, bytes, CU_MEMHOSTALLOC_PORTABLE);
  if (r != CUDA_SUCCESS) *p = NULL;
  if (r == CUDA_ERROR_OUT_OF_MEMORY)
    return fb_errorf(err, "out of page-locked host memory: %.1f MiB could not be allocated",
                     (double)bytes / 1048576.0);
  return CU_CHECK(r, err);
}

void gpu_host_free(void *p) {
  if (!p) return;
  CUcontext ctx = atomic_load(&slots[0].host_ctx);
  const gpu_driver *d = gpu_driver_load(NULL);
  /* No context: gpu_shutdown released it, and its page-locked memory with it (callers free
   * before shutdown; see gpu.h). Results ignored: this is cleanup, and after a fault the
   * context only reports the fault again. */
  if (!ctx || !d) return;
  (void)d->cuCtxSetCurrent(ctx);
  (void)d->cuMemFreeHost(p);
}

static void unload(gpu_module *m) {
  if (m->mod) cu->cuModuleUnload(m->mod);
  free(m->source);
  memset(m, 0, sizeof *m);
}

/* A loaded module (from slot `from` on) built from exactly this text with these flags, or
 * NULL. Comparing the text is what finds a module every frame: its key hashes the source AND
 * every kernel header (a millisecond or more, twice a frame), and within a process the text
 * and flags decide the key (arch and NVRTC are fixed until gpu_shutdown). */
static gpu_module *module_by_source(device_slot *s, const char *source, unsigned flags) {
  for (int i = 0; i < s->nmods; i++)
    if (s->mods[i].source && s->mods[i].flags == flags && !strcmp(s->mods[i].source, source)) return &s->mods[i];
  return NULL;
}

/* The module of `source` compiled with `flags`, entry points `names` into m->fn. Returns 1
 * when got. Without `compile`, a module neither loaded nor in the disk cache is not compiled:
 * 0, and *out untouched. */
static int module_get(const char *source, unsigned flags, const char *const *names, int nnames, const char *cache_dir,
                      int compile, gpu_module **out, gpu_kernel_stats *stats, fb_error *err) {
  char key[65];
  if (nnames < 1 || nnames > GPU_MODULE_MAX_FNS) return fb_errorf(err, "a module of %d entry points", nnames);
  double t0 = fb_mono_seconds() * 1e3, compiled_before = stats ? stats->compile_ms : 0;
  device_slot *s = this_slot();
  s->tick++;
  gpu_module *found = module_by_source(s, source, flags);
  if (!found) {
    if (gpu_kernel_key_ex(source, s->info.arch, flags, key, err) < 0) return -1;
    for (int i = 0; i < s->nmods && !found; i++)
      if (!strcmp(s->mods[i].key, key)) found = &s->mods[i];
  }
  if (found) {
    found->used = s->tick;
    if (stats) {
      stats->hits++;
      stats->lookup_ms += fb_mono_seconds() * 1e3 - t0;
    }
    *out = found;
    return 1;
  }
  void *cubin = NULL;
  size_t len = 0;
  if (!compile) {
    if (!cache_dir || kcache_load(cache_dir, key, &cubin, &len, NULL, 0) != 1) return 0;
    if (stats) {
      stats->hits++;
      stats->disk_hits++;
    }
  } else if (gpu_compile_cubin_ex(source, s->info.arch, flags, cache_dir, &cubin, &len, key, stats, err) < 0) {
    return -1;
  }

  int slot = s->nmods;
  if (slot == MAX_MODULES) { /* evict the least recently used that no running frame holds */
    slot = -1;
    for (int i = 0; i < s->nmods; i++)
      if (!s->mods[i].pins && (slot < 0 || s->mods[i].used < s->mods[slot].used)) slot = i;
    if (slot < 0) {
      free(cubin);
      return fb_errorf(err, "all %d loaded GPU modules are in use by running frames", MAX_MODULES);
    }
    unload(&s->mods[slot]);
  } else {
    s->nmods++;
  }
  gpu_module *m = &s->mods[slot];
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
  m->source = strdup(source); /* NULL when out of memory: then found by key */
  m->flags = flags;
  m->used = s->tick;
  *out = m;
  rc = 1;
done:
  if (rc < 0) {
    unload(m);
    if (slot == s->nmods - 1) s->nmods--;
  }
  free(cubin);
  if (stats) stats->lookup_ms += fb_mono_seconds() * 1e3 - t0 - (stats->compile_ms - compiled_before);
  return rc;
}

/* An iteration module's entry points (kernels/iterate.cuh), named in its fields. */
static const char *const iteration_names[] = {"fb_iterate",      "fb_flush",           "fb_tile_count", "fb_tile_scan",
                                              "fb_tile_scatter", "fb_tile_accumulate", "fb_noise_rows"};
enum { ITERATION_FNS = sizeof iteration_names / sizeof iteration_names[0] };

static void iteration_functions(gpu_module *m) {
  m->iterate = m->fn[0];
  m->flush = m->fn[1];
  m->tile_count = m->fn[2];
  m->tile_scan = m->fn[3];
  m->tile_scatter = m->fn[4];
  m->tile_accumulate = m->fn[5];
  m->noise = m->fn[6];
}

int gpu_module_get_ex(const char *source, const char *cache_dir, int compile, gpu_module **out,
                      gpu_kernel_stats *stats, fb_error *err) {
  const int got = module_get(source, 0, iteration_names, ITERATION_FNS, cache_dir, compile, out, stats, err);
  if (got == 1) iteration_functions(*out);
  return got;
}

int gpu_module_get(const char *source, const char *cache_dir, gpu_module **out, gpu_kernel_stats *stats,
                   fb_error *err) {
  return gpu_module_get_ex(source, cache_dir, 1, out, stats, err) < 0 ? -1 : 0;
}

const char *gpu_generic_cache_dir(const char *cache_dir, char *buf, size_t n) {
  if (kcache_default_dir(buf, n, NULL) == 0 && (!cache_dir || strcmp(buf, cache_dir) != 0)) return buf;
  return cache_dir;
}

/* A module whose source is the same for every frame and project (the generic kernel, the
 * finishing module): looked up in the caller's cache (a project's, where `flamebuild kernels`
 * puts it), then in the user's, where a first compile goes — so a new project's first frame
 * does not wait for NVRTC. module_get's returns. */
static int shared_module_get(const char *source, unsigned flags, const char *const *names, int nnames,
                             const char *cache_dir, int compile, gpu_module **out, gpu_kernel_stats *stats,
                             fb_error *err) {
  char user[4096];
  const char *home = gpu_generic_cache_dir(cache_dir, user, sizeof user);
  int got = module_get(source, flags, names, nnames, cache_dir, 0, out, stats, err);
  if (got == 0 && home != cache_dir) got = module_get(source, flags, names, nnames, home, 0, out, stats, err);
  if (got == 0 && compile) got = module_get(source, flags, names, nnames, home, 1, out, stats, err);
  return got;
}

int gpu_generic_module_get(const char *cache_dir, int compile, int block, gpu_module **out, gpu_kernel_stats *stats,
                           fb_error *err) {
  char *source = codegen_generic_source(block, err);
  if (!source) return -1;
  const int got = shared_module_get(source, 0, iteration_names, ITERATION_FNS, cache_dir, compile, out, stats, err);
  free(source);
  if (got == 1) iteration_functions(*out);
  return got;
}

int gpu_finish_module_get(const char *cache_dir, gpu_module **out, gpu_kernel_stats *stats, fb_error *err) {
#define NAME(k) #k,
  static const char *const names[FB_FIN_KERNEL_COUNT] = {FB_FIN_KERNELS(NAME) FB_PACK_KERNELS(NAME)};
#undef NAME
  _Static_assert((int)FB_FIN_KERNEL_COUNT <= (int)GPU_MODULE_MAX_FNS, "finishing kernels");
  char *source = codegen_finish_source(err);
  if (!source) return -1;
  int rc = shared_module_get(source, GPU_COMPILE_EXACT, names, FB_FIN_KERNEL_COUNT, cache_dir, 1, out, stats, err);
  free(source);
  return rc < 0 ? -1 : 0;
}

const char *gpu_cache_dir(const gpu_options *gopt, char *buf, size_t n) {
  if (!gopt || !gopt->kernel_cache) return kcache_default_dir(buf, n, NULL) == 0 ? buf : NULL;
  return gopt->kernel_cache[0] ? gopt->kernel_cache : NULL;
}

void gpu_device_shutdown(void) {
  const int n = slot_count();
  for (int k = n - 1; k >= 0; k--) { /* the first last: its context holds the page-locked memory */
    device_slot *s = &slots[k];
    pthread_mutex_lock(&s->lock);
    if (s->ready) {
      atomic_store(&s->host_ctx, NULL);
      /* Results ignored: shutting down, nothing to do about a failure. */
      (void)cu->cuCtxSetCurrent(s->ctx);
      device_pool_destroy(&s->pool); /* the cached blocks, while the context is current */
      for (int i = 0; i < s->nstreams; i++) (void)cu->cuStreamDestroy(s->streams[i]);
      for (int i = 0; i < s->nmods; i++) unload(&s->mods[i]);
      (void)cu->cuDevicePrimaryCtxRelease(s->dev);
    }
    device_pool_destroy(&s->pool);
    /* Back to not started; a faulted device stays faulted for the process. */
    s->ready = 0;
    s->yielded = s->draining = 0;
    s->ctx = NULL;
    memset(&s->info, 0, sizeof s->info);
    memset(s->mods, 0, sizeof s->mods);
    s->nmods = 0;
    s->nstreams = 0;
    s->tick = 0;
    memset(&s->pool, 0, sizeof s->pool);
    pthread_mutex_unlock(&s->lock);
  }
}
