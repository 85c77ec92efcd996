/*
 * device.h — the process's hold on the GPU (internal to gpu/): driver, primary context of
 * device 0 (CUDA_VISIBLE_DEVICES chooses it), and the loaded modules by structure key.
 *
 * gpu_device_acquire takes a process-wide lock and makes the context current on the calling
 * thread; every call pairs with gpu_device_release. After a kernel fault the context is
 * unusable: gpu_device_mark_broken records why and later acquires fail with that reason.
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

enum { GPU_MODULE_MAX_FNS = 8 };

typedef struct gpu_module {
  char key[65];
  CUmodule mod;
  CUfunction iterate, flush; /* iteration modules: fb_iterate, fb_flush */
  CUfunction fn[GPU_MODULE_MAX_FNS]; /* the entry points asked for, in that order (the
                                        finishing module: enum fb_fin_kernel) */
  int regs, local_bytes;     /* of the first entry point */
  unsigned long used;        /* last use, for eviction */
} gpu_module;

int gpu_device_acquire(const gpu_driver **cu, gpu_device_info *info, fb_error *err);
void gpu_device_release(void);
void gpu_device_mark_broken(const char *why);

/* The module for `source` (kept in memory; else from the disk cache or compiled). Call with
 * the device acquired. The pointer stays valid until the next gpu_module_get or shutdown. */
int gpu_module_get(const char *source, const char *cache_dir, gpu_module **out, gpu_kernel_stats *stats,
                   fb_error *err);

/* The finishing module (codegen_finish_source, compiled with GPU_COMPILE_EXACT), through the
 * same memory and disk caches. Call with the device acquired; same lifetime as above. */
int gpu_finish_module_get(const char *cache_dir, gpu_module **out, gpu_kernel_stats *stats, fb_error *err);

/* The kernel cache folder that gpu_options asks for: NULL for none. */
const char *gpu_cache_dir(const gpu_options *gopt, char *buf, size_t n);

#endif
