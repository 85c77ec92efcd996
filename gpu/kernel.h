/*
 * kernel.h — from a frame to compiled kernels: the frame's structure (codegen.h), NVRTC,
 * and the on-disk kernel cache (kernel_cache.h). No GPU needed: this part runs in CI.
 */
#ifndef FLAMEBUILD_GPU_KERNEL_H
#define FLAMEBUILD_GPU_KERNEL_H

#include <stddef.h>

#include "../kernels/codegen.h"
#include "../render/render.h"

/* Counters of kernel work; callers may sum them over renders. */
typedef struct gpu_kernel_stats {
  int hits;                  /* kernels found (in memory or on disk) */
  int disk_hits;             /* of which read from the disk cache */
  int misses;                /* kernels compiled */
  double compile_ms;         /* wall time spent in NVRTC */
  double lookup_ms;          /* everything else of getting a kernel ready: key hash, cache read,
                                cuModuleLoadData (the cost a cached kernel adds to a render) */
} gpu_kernel_stats;

/* The structure of a frame: union over its sub-frames of each xform's variations. All
 * sub-frames must have the same number of xforms, the same final-xform presence and the same
 * palette mode (they do for interpolated frames); otherwise an error says which differs. */
int gpu_structure_of(const render_frame *frame, int precision, codegen_structure *s, fb_error *err);

/* How a program is compiled. The iteration kernels let NVRTC contract a*b+c into fused
 * multiply-adds (--fmad=true) and use the hardware's approximate functions
 * (GPU_ITERATION_MATH: sin, cos, exp, log, pow, division and square root in a few
 * instructions: 1.1-1.5x faster on a third of the artists' flames, the rest within 2%; the
 * variations stay within test_precision's tolerance on the device and every conformance set
 * within flam3's noise: bench/BENCHMARKS.md, 2026-11-27). The finishing kernels
 * (kernels/finish.cuh) must not, to add up as render_finish does: GPU_COMPILE_EXACT gives
 * --fmad=false and IEEE math.
 * The flags are part of the options line and so of the key. FLAMEBUILD_NVRTC_MATH, a lab
 * knob for measurements, replaces GPU_ITERATION_MATH (empty: IEEE functions).
 * FLAMEBUILD_NVRTC_FAST=LEVEL (min, mid, max) adds NVRTC's --Ofast-compile=LEVEL to every
 * program where NVRTC has it (12.8 on): fewer optimisations, slower kernels (H200 bench
 * median: min -22%, mid -29%, max ~250x slower). It is make test's knob on machines without
 * a GPU: CI runs no kernel, only checks that NVRTC takes every source, and at max NVRTC does
 * that in a sixth of the time (test_codegen's generic kernels 67 -> 11 s, the finishing
 * module 2.1 -> 0.3 s); make gpu-test compiles as users do. */
enum gpu_compile_flags { GPU_COMPILE_EXACT = 1u };
#define GPU_ITERATION_MATH "--use_fast_math"

enum { GPU_NVRTC_MAX_OPTIONS = 8 };

/* NVRTC options for an architecture ("sm_90"): written into `opts` (NULL-terminated list
 * pointing into `storage`) and as one line into `line` (for the key and the record). */
int gpu_nvrtc_options(const char *arch, unsigned flags, char storage[GPU_NVRTC_MAX_OPTIONS][64],
                      const char *opts[GPU_NVRTC_MAX_OPTIONS + 1], char *line, size_t n);

/* The structure key of `source` compiled for `arch` by the NVRTC found (codegen_key). */
int gpu_kernel_key(const char *source, const char *arch, char key[65], fb_error *err);
int gpu_kernel_key_ex(const char *source, const char *arch, unsigned flags, char key[65], fb_error *err);

/*
 * A cubin for `source` and `arch`: from the disk cache under `cache_dir` (NULL = no disk
 * cache) if present and intact, else compiled with NVRTC and stored. On a compile error the
 * source and the log are saved as CACHE/KEY.cu and CACHE/KEY.log and the error message holds
 * the start of the log and those paths. `key` receives the structure key. When another thread
 * of the process is compiling the same key, waits for it and reads its cubin from the disk
 * cache instead of compiling it twice.
 */
int gpu_compile_cubin(const char *source, const char *arch, const char *cache_dir, void **cubin, size_t *len,
                      char key[65], gpu_kernel_stats *stats, fb_error *err);
/* 1 while another thread of this process compiles `key` (gpu_compile_cubin would wait for it). */
int gpu_compile_in_flight(const char *key);

/* The same with compile flags (enum gpu_compile_flags); gpu_compile_cubin passes 0. */
int gpu_compile_cubin_ex(const char *source, const char *arch, unsigned flags, const char *cache_dir, void **cubin,
                         size_t *len, char key[65], gpu_kernel_stats *stats, fb_error *err);

#endif
