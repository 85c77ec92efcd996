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
#include "kernel.h"

typedef struct gpu_device_info {
  char arch[16];             /* "sm_90" */
  char description[256];     /* "NVIDIA H200 (sm_90, 139 GiB)" */
  int sm_count;
} gpu_device_info;

typedef struct gpu_module {
  char key[65];
  CUmodule mod;
  CUfunction iterate, flush;
  int regs, local_bytes;
  unsigned long used;        /* last use, for eviction */
} gpu_module;

int gpu_device_acquire(const gpu_driver **cu, gpu_device_info *info, fb_error *err);
void gpu_device_release(void);
void gpu_device_mark_broken(const char *why);

/* The module for `source` (kept in memory; else from the disk cache or compiled). Call with
 * the device acquired. The pointer stays valid until the next gpu_module_get or shutdown. */
int gpu_module_get(const char *source, const char *cache_dir, gpu_module **out, gpu_kernel_stats *stats,
                   fb_error *err);

#endif
