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
#include "frame_host.h"
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

/* A program that is the same for every project (the finishing module, the generic kernel):
 * nothing when in `cache` or the user's cache, else compiled into the latter
 * (gpu_generic_cache_dir), as the render's lookup (device.c: shared_module_get) expects. */
static int precompile_shared(const char *source, const char *arch, unsigned flags, const char *cache, int defer,
                             gpu_kernel_stats *stats, fb_error *err) {
  char user[4096], key[65];
  const char *home = gpu_generic_cache_dir(cache, user, sizeof user);
  if (!home) return 0;
  if (gpu_kernel_key_ex(source, arch, flags, key, err) < 0) return -1;
  if (cache && home != cache && kcache_has(cache, key)) {
    known_add(key);
    return 0;
  }
  return precompile_source(source, arch, flags, home, defer, stats, err);
}

/* Compiles handed to threads of their own (compile_behind): a frame whose kernel is not
 * compiled yet renders with the generic kernel meanwhile, instead of its PREPARE waiting for
 * NVRTC. gpu_warm_up_wait joins them. */
enum { BEHIND_MAX = 8 };
static struct {
  pthread_mutex_t lock;
  struct behind_job {
    pthread_t thread;
    int used, done;
    char key[65], arch[16];
    char *source;
    char cache[4096];
  } job[BEHIND_MAX];
} behind = {.lock = PTHREAD_MUTEX_INITIALIZER};

static void *behind_main(void *arg) {
  struct behind_job *j = arg;
  fb_error err;
  (void)precompile_source(j->source, j->arch, 0, j->cache, 0, NULL, &err); /* a failure: the render's to meet */
  pthread_mutex_lock(&behind.lock);
  j->done = 1;
  pthread_mutex_unlock(&behind.lock);
  return NULL;
}

/* Starts the compile of `source` (key `key`) on a thread of its own. 1 started or already
 * pending, 0 when every thread is busy (the caller compiles), -1 on error. */
static int compile_behind(const char *source, const char *key, const char *arch, const char *cache) {
  pthread_mutex_lock(&behind.lock);
  int slot = -1, have = 0;
  for (int i = 0; i < BEHIND_MAX; i++) {
    struct behind_job *j = &behind.job[i];
    if (j->used && !j->done && !strcmp(j->key, key)) have = 1;
    if (j->used && j->done) { /* finished: its slot is free again */
      pthread_join(j->thread, NULL);
      free(j->source);
      memset(j, 0, sizeof *j);
    }
    if (!j->used && slot < 0) slot = i;
  }
  int rc = have ? 1 : 0;
  if (!have && slot >= 0) {
    struct behind_job *j = &behind.job[slot];
    j->source = strdup(source);
    memcpy(j->key, key, 65);
    snprintf(j->arch, sizeof j->arch, "%s", arch);
    snprintf(j->cache, sizeof j->cache, "%s", cache);
    j->used = j->source && pthread_create(&j->thread, NULL, behind_main, j) == 0;
    if (!j->used) {
      free(j->source);
      memset(j, 0, sizeof *j);
    }
    rc = j->used;
  }
  pthread_mutex_unlock(&behind.lock);
  return rc;
}

static void behind_wait(void) {
  pthread_mutex_lock(&behind.lock);
  for (int i = 0; i < BEHIND_MAX; i++) {
    struct behind_job *j = &behind.job[i];
    if (!j->used) continue;
    pthread_mutex_unlock(&behind.lock); /* the thread takes the lock to say it is done */
    pthread_join(j->thread, NULL);
    pthread_mutex_lock(&behind.lock);
    free(j->source);
    memset(j, 0, sizeof *j);
  }
  pthread_mutex_unlock(&behind.lock);
}

/* 1 when generic kernel `block` is in `cache` or the user's cache. */
static int generic_ready(const char *arch, const char *cache, int block) {
  fb_error err;
  char key[65], user[4096];
  const char *home = gpu_generic_cache_dir(cache, user, sizeof user);
  char *source = codegen_generic_source(block, &err);
  const int ready = source && gpu_kernel_key(source, arch, key, &err) == 0 &&
                    (known_has(key) || (cache && kcache_has(cache, key)) || (home && kcache_has(home, key)));
  free(source);
  return ready;
}

int gpu_precompile(const render_frame *frame, const gpu_options *gopt, gpu_kernel_stats *stats, fb_error *err) {
  char cache_dir[4096], arch[16];
  const char *cache = gpu_cache_dir(gopt, cache_dir, sizeof cache_dir);
  if (!cache) return 0; /* nowhere to leave the cubin for the render: nothing to gain */
  if (gpu_device_arch(arch, sizeof arch, err) < 0) return -1;
  char *own = NULL;
  const char *source = gopt && gopt->host ? gpu_frame_host_source(gopt->host) : NULL;
  int generic = 0, block = gopt && gopt->host ? gpu_frame_host_generic_block(gopt->host) : 0;
  if (!source) {
    /* No host half, or one whose structure has no kernel of its own: then the generic one. */
    codegen_structure st;
    if (gpu_structure_of(frame, gopt ? gopt->precision : 0, &st, err) < 0) return -1;
    fb_error why;
    generic = codegen_check(&st, &why) < 0;
    block = codegen_generic_block(&st);
    source = own = generic ? codegen_generic_source(block, err) : codegen_source(&st, err);
    codegen_structure_free(&st);
    if (!source) return -1;
  }
  /* A kernel of its own not compiled yet, while the generic kernel is ready: compiled behind,
   * and a small frame goes on (its render takes the generic kernel, gpu_options.kernel). A
   * large one waits for NVRTC here: the generic kernel would cost it more than the compile
   * (GPU_GENERIC_MAX_SAMPLES). */
  int rc = -2;
  const int small = !gopt || !gopt->host || gopt->host->fb.total_samples <= GPU_GENERIC_MAX_SAMPLES;
  if (!generic && small) {
    char key[65];
    if (gpu_kernel_key(source, arch, key, err) < 0) {
      free(own);
      return -1;
    }
    if (!known_has(key) && !kcache_has(cache, key) && generic_ready(arch, cache, block) &&
        compile_behind(source, key, arch, cache) == 1)
      rc = 0;
  }
  /* The iteration kernel, unless another worker compiles it: then the finishing module
   * first, so the two compile side by side, then the iteration kernel (waiting for it). */
  if (rc == -2)
    rc = generic ? precompile_shared(source, arch, 0, cache, 1, stats, err)
                 : precompile_source(source, arch, 0, cache, 1, stats, err);
  if (rc >= 0 && gopt && gopt->finish) {
    char *fsource = codegen_finish_source(err);
    int frc = fsource ? precompile_shared(fsource, arch, GPU_COMPILE_EXACT, cache, 0, stats, err) : -1;
    free(fsource);
    if (frc < 0) rc = -1;
  }
  if (rc == 1) rc = generic ? precompile_shared(source, arch, 0, cache, 0, stats, err)
                            : precompile_source(source, arch, 0, cache, 0, stats, err);
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
  char *fsource = codegen_finish_source(&err);
  int rc = fsource ? precompile_shared(fsource, arch, GPU_COMPILE_EXACT, cache, 0, NULL, &err) : -1;
  free(fsource);
  if (rc < 0) return NULL;
  gpu_warm_up_generic(arch, cache);
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

/* The generic kernel's thread: compiled into the disk cache once per NVRTC version and
 * architecture (~3 s on a development machine's core), beside the build, so that a structure
 * seen for the first time renders at once from then on (gpu_options.kernel). Not a part of the
 * warm-up proper: the warm-up's waiters (gpu_shutdown) wait for it too, but nothing else does. */
static struct {
  pthread_mutex_t lock;
  pthread_t thread;
  int running;
  char arch[16];
  char cache[4096];
} generic = {.lock = PTHREAD_MUTEX_INITIALIZER};

static void *generic_main(void *unused) {
  (void)unused;
  fb_error err;
  char *source = codegen_generic_source(0, &err);
  if (source) (void)precompile_shared(source, generic.arch, 0, generic.cache, 0, NULL, &err);
  free(source); /* a failure is met again, and reported, by a frame that needs it */
  return NULL;
}

void gpu_warm_up_generic(const char *arch, const char *cache) {
  char user[4096];
  const char *home = gpu_generic_cache_dir(cache, user, sizeof user);
  if (!home) return; /* nowhere to keep it */
  fb_error err;
  char key[65];
  char *source = codegen_generic_source(0, &err); /* flam3's and the first block: most flames */
  const int need = source && gpu_kernel_key(source, arch, key, &err) == 0 && !known_has(key) &&
                   !gpu_compile_in_flight(key) && !(cache && kcache_has(cache, key)) && !kcache_has(home, key);
  free(source);
  if (!need) return;
  pthread_mutex_lock(&generic.lock);
  if (!generic.running) {
    snprintf(generic.arch, sizeof generic.arch, "%s", arch);
    snprintf(generic.cache, sizeof generic.cache, "%s", cache);
    generic.running = pthread_create(&generic.thread, NULL, generic_main, NULL) == 0;
  }
  pthread_mutex_unlock(&generic.lock);
}

static void generic_wait(void) {
  pthread_mutex_lock(&generic.lock);
  if (generic.running) pthread_join(generic.thread, NULL);
  generic.running = 0;
  pthread_mutex_unlock(&generic.lock);
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
  generic_wait();
  behind_wait();
}

/* The warm-up threads are joined first: one may be about to take the device lock and load a
 * module. Then the devices go (device.c). */
void gpu_shutdown(void) {
  gpu_warm_up_wait();
  gpu_device_shutdown();
}
