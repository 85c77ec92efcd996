/*
 * device.h — the process's hold on the GPU (internal to gpu/): driver, primary context of
 * device 0 (CUDA_VISIBLE_DEVICES chooses it), and the loaded modules by structure key.
 *
 * gpu_device_acquire takes a process-wide lock and makes the context current on the calling
 * thread; every call pairs with gpu_device_release. A frame iterating gives the lock up while
 * its launches run (gpu_device_yield), so other threads' frames iterate beside it; it holds the
 * lock only for bookkeeping — modules, buffers, streams (kept for the next frames:
 * gpu_stream_take) — and waits for its own work without it. After a kernel fault the context is
 * unusable: gpu_device_mark_broken records why and later acquires fail with that reason.
 *
 * Device memory comes from one caching pool for the process (device_pool.h): gpu_dev_alloc
 * hands out a block freed earlier with gpu_dev_free when one of exactly that size is cached,
 * so frames of one sequence stop paying cuMemAlloc and the synchronising cuMemFree. A block
 * from the pool holds what its last user left, not zeros. At most a quarter of the device's
 * memory stays cached; an allocation the device refuses releases the cache and is tried
 * again. The cache is released by gpu_shutdown and dropped by gpu_device_mark_broken.
 */
#ifndef FLAMEBUILD_GPU_DEVICE_H
#define FLAMEBUILD_GPU_DEVICE_H

#include "cuda_api.h"
#include "gpu.h"
#include "kernel.h"

typedef struct gpu_device_info {
  char arch[16];             /* "sm_90" */
  char description[256];     /* "NVIDIA H200 (sm_90, 139 GiB)" */
  int sm_count;
} gpu_device_info;

enum { GPU_MODULE_MAX_FNS = 20, GPU_STREAMS_KEPT = 16 };

typedef struct gpu_module {
  char key[65];
  char *source;              /* the text it was built from (malloc'd), found again by comparing it */
  unsigned flags;            /* GPU_COMPILE_* it was built with */
  CUmodule mod;
  CUfunction iterate, flush; /* iteration modules: fb_iterate, fb_flush */
  CUfunction tile_count, tile_scan, tile_scatter, tile_accumulate; /* and the deferred path's */
  CUfunction noise;          /* fb_noise_rows: a ladder step's noise estimate (gpu_options.noise) */
  CUfunction fn[GPU_MODULE_MAX_FNS]; /* the entry points asked for, in that order (the
                                        finishing module: enum fb_fin_kernel) */
  int regs, local_bytes;     /* of the first entry point */
  /* The iteration kernel's launch facts, asked of the driver once (backend.c): the dynamic
   * shared memory limit set (0: not yet), and the occupancy answers by shape (0: not asked). */
  int smem_limit;
  unsigned resident_small, resident_table[2];
  unsigned long used;        /* last use, for eviction */
  int pins;                  /* frames running it unlocked (gpu_device_yield): never evicted */
} gpu_module;

int gpu_device_acquire(const gpu_driver **cu, gpu_device_info *info, fb_error *err);

/* The device's architecture ("sm_90"), starting the device if needed, without waiting on the
 * lock a render holds (like gpu_host_alloc). */
int gpu_device_arch(char *arch, size_t n, fb_error *err);
void gpu_device_release(void);

/* Several frames iterate at once (each render thread its own, on its own stream): a frame
 * that has its buffers and modules gives the lock up while its launches run, and takes it
 * back to finish and download. gpu_device_yield pins `pinned` (an eviction skips them) and
 * releases the lock; until gpu_device_resume the caller touches only its own stream, its own
 * device buffers and the pinned modules' functions — no allocation, no module lookup, no
 * gpu_device_mark_broken. gpu_device_resume takes the lock back and unpins. */
void gpu_device_yield(gpu_module *const *pinned, int n);
void gpu_device_resume(gpu_module *const *pinned, int n);
/* With the device acquired: pins `mods` (NULLs skipped) for the rest of the calling thread's
 * frame, until gpu_device_unpin of the same list. While they are pinned, the copies below wait
 * for the frame's queued kernels with the lock given up, as gpu_device_sync does: a frame's
 * finishing and packing kernels then keep no other render thread from setting up. */
void gpu_device_pin(gpu_module *const *mods, int n);
void gpu_device_unpin(gpu_module *const *mods, int n);
/* With the device acquired: waits for `stream` with the lock given up meanwhile (yield, wait,
 * resume, `module` pinned), so that a frame's finishing kernels keep no other render thread
 * from setting up or finishing. Returns cuStreamSynchronize's result. */
CUresult gpu_device_sync(CUstream stream, gpu_module *module);
/* With the device acquired: a copy between plain (pageable) host memory and the device on
 * `stream`, waited for, with the lock given up meanwhile. Such a copy keeps the calling thread
 * for the whole transfer — a 4K supersample-2 frame's buffer is 660 MB of floats — and other
 * frames' work must not wait behind it. What the stream holds before the copy (a kernel: the
 * noise estimate before its sums come down) is waited for first: with the lock held unless the
 * thread pins its modules (gpu_device_pin), since a kernel of a module not pinned may not still
 * be running when another thread could evict it. Returns the first failing call's result. */
CUresult gpu_device_copy_down(void *dst, CUdeviceptr src, size_t bytes, CUstream stream);
CUresult gpu_device_copy_up(CUdeviceptr dst, const void *src, size_t bytes, CUstream stream);
/* With the device acquired: `bytes` at `src` on the device of slot `from` (gpu_thread_slot of
 * the thread that used it; started, and not this thread's) into `dst` on this thread's device,
 * queued on `stream`. The first copy from a slot asks the driver for direct access to its
 * memory (NVLink: device to device); where there is none the driver stages the copy through
 * the host. CUDA_ERROR_INVALID_VALUE for this thread's own slot or one not started. */
CUresult gpu_device_copy_peer(CUdeviceptr dst, int from, CUdeviceptr src, size_t bytes, CUstream stream);

/* With the device acquired: a stream for one frame's copies and launches — one an earlier
 * frame gave back, else a new one — and, once its work is waited for, back for the next frame
 * (at most GPU_STREAMS_KEPT kept; a broken device's are dropped with its context). */
int gpu_stream_take(CUstream *stream, fb_error *err);
void gpu_stream_give(CUstream stream);

/* With the device acquired: waits (the lock released meanwhile) until no frame is between
 * yield and resume, and returns 1 if there were any — an allocation that found the device
 * full tries once more after the frames holding its memory finish. 0 at once when none. */
int gpu_device_wait_others(void);
/* Call with the device acquired: the cached blocks go too, none is handed out again. */
void gpu_device_mark_broken(const char *why);
/* gpu_shutdown's part once the warm-up is joined (precompile.c): every device's modules,
 * cached buffers and context released, its slot back to not started (a faulted device stays
 * faulted for the process). */
void gpu_device_shutdown(void);

/* gpu_dev_alloc's result when the device has no room for the block even after the cache was
 * released (err says so too): callers say what needed the memory. */
enum { GPU_DEV_OUT_OF_MEMORY = -2 };

/* A device block of `bytes` (> 0) into *p, from the pool or cuMemAlloc. Call with the device
 * acquired. Returns 0; -1 with the reason; GPU_DEV_OUT_OF_MEMORY with "out of GPU memory: ...";
 * *p is 0 on failure. The content is NOT zero: memset what is read before it is written. */
int gpu_dev_alloc(CUdeviceptr *p, size_t bytes, fb_error *err);

/* Returns a block of gpu_dev_alloc to the pool (or frees it) and zeroes *p; 0 is ignored.
 * Call with the device acquired (cleanup paths included). */
void gpu_dev_free(CUdeviceptr *p);

/* cuMemGetInfo with the pool's cached bytes counted as free (an allocation gets them: the
 * cache is released when the device runs out). Call with the device acquired. */
int gpu_dev_mem_info(size_t *free_bytes, size_t *total_bytes, fb_error *err);

/* Blocks the pool got from cuMemAlloc since the device was started (the pool's misses): a
 * frame that adds none ran on reused memory. Call with the device acquired. */
long gpu_dev_allocations(void);

/* The module for `source` (kept in memory; else from the disk cache or compiled). Call with
 * the device acquired. The pointer stays valid until the next gpu_module_get or shutdown. */
int gpu_module_get(const char *source, const char *cache_dir, gpu_module **out, gpu_kernel_stats *stats,
                   fb_error *err);
/* gpu_module_get that, without `compile`, only takes a module loaded or in the disk cache:
 * 1 got, 0 not ready (nothing compiled), -1 error. */
int gpu_module_get_ex(const char *source, const char *cache_dir, int compile, gpu_module **out,
                      gpu_kernel_stats *stats, fb_error *err);
/* The generic iteration kernel's module (codegen_generic_source), the same way, looked up in
 * cache_dir and in the user's kernel cache, and compiled into the latter (one generic kernel
 * serves every project; gpu_generic_cache_dir). */
int gpu_generic_module_get(const char *cache_dir, int compile, int block, gpu_module **out, gpu_kernel_stats *stats,
                           fb_error *err);

/* The finishing module (codegen_finish_source, compiled with GPU_COMPILE_EXACT), through the
 * same memory and disk caches (looked up as the generic kernel is). Call with the device
 * acquired; same lifetime as above. */
int gpu_finish_module_get(const char *cache_dir, gpu_module **out, gpu_kernel_stats *stats, fb_error *err);

/* Where the generic kernel and the finishing module are compiled to (the same for every
 * project): the user's kernel cache (kcache_default_dir) when there is one, else cache_dir.
 * Returns buf or cache_dir. Both are looked up in cache_dir first. */
const char *gpu_generic_cache_dir(const char *cache_dir, char *buf, size_t n);

/* The kernel cache folder that gpu_options asks for: NULL for none. */
const char *gpu_cache_dir(const gpu_options *gopt, char *buf, size_t n);

#endif
