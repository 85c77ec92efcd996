/*
 * cuda_api.h — the CUDA driver API and NVRTC, loaded at run time with dlopen.
 *
 * One flamebuild binary runs with or without a GPU and builds without the CUDA toolkit: this
 * header declares the few CUDA types and entry points the GPU backend uses (ABI-compatible
 * with cuda.h / nvrtc.h of CUDA 12 and 13), and cuda_api.c finds them in libcuda.so.1 and
 * libnvrtc.so* on first use. Versioned driver symbols (_v2) are looked up by their real names.
 *
 * Every call is checked: CU_CHECK / NVRTC_CHECK turn a failing result into an fb_error of
 * the form "gpu/backend.c:123: cuMemAlloc(...): CUDA_ERROR_OUT_OF_MEMORY (out of memory)"
 * and evaluate to -1, so callers write `if (CU_CHECK(cu->cuInit(0), err)) goto fail;`.
 * Nothing here prints or exits.
 */
#ifndef FLAMEBUILD_CUDA_API_H
#define FLAMEBUILD_CUDA_API_H

#include <stddef.h>

#include "../util/error.h"

/* ---- driver API types (cuda.h) ---- */
typedef int CUresult;                 /* CUDA_SUCCESS = 0 */
typedef int CUdevice;
typedef unsigned long long CUdeviceptr;
typedef struct CUctx_st *CUcontext;
typedef struct CUmod_st *CUmodule;
typedef struct CUfunc_st *CUfunction;
typedef struct CUstream_st *CUstream;

enum {
  CUDA_SUCCESS = 0,
  CUDA_ERROR_INVALID_VALUE = 1,
  CUDA_ERROR_OUT_OF_MEMORY = 2,
  CUDA_ERROR_NO_DEVICE = 100,
  CUDA_ERROR_INSUFFICIENT_DRIVER = 35,
  CUDA_ERROR_LAUNCH_TIMEOUT = 702,
};
enum {
  CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT = 16,
  CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE = 38,
  CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR = 75,
  CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR = 76,
};
enum { CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES = 3, CU_FUNC_ATTRIBUTE_NUM_REGS = 4,
       CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8 };
enum { CU_MEMHOSTALLOC_PORTABLE = 0x01 };  /* page-locked for every context, not only the caller's */
enum { CU_STREAM_NON_BLOCKING = 0x1 };      /* no implicit ordering with the legacy NULL stream */

/* ---- NVRTC types (nvrtc.h) ---- */
typedef int nvrtcResult;              /* NVRTC_SUCCESS = 0 */
typedef struct _nvrtcProgram *nvrtcProgram;
enum { NVRTC_SUCCESS = 0, NVRTC_ERROR_COMPILATION = 6 };

/* The loaded driver entry points. Field names are the API names without version suffix. */
typedef struct gpu_driver {
  CUresult (*cuInit)(unsigned flags);
  CUresult (*cuDriverGetVersion)(int *version);
  CUresult (*cuGetErrorName)(CUresult r, const char **name);
  CUresult (*cuGetErrorString)(CUresult r, const char **str);
  CUresult (*cuDeviceGetCount)(int *count);
  CUresult (*cuDeviceGet)(CUdevice *dev, int ordinal);
  CUresult (*cuDeviceGetName)(char *name, int len, CUdevice dev);
  CUresult (*cuDeviceTotalMem)(size_t *bytes, CUdevice dev);
  CUresult (*cuDeviceGetAttribute)(int *value, int attrib, CUdevice dev);
  CUresult (*cuDevicePrimaryCtxRetain)(CUcontext *ctx, CUdevice dev);
  CUresult (*cuDevicePrimaryCtxRelease)(CUdevice dev);
  CUresult (*cuCtxSetCurrent)(CUcontext ctx);
  CUresult (*cuCtxSynchronize)(void);
  CUresult (*cuStreamCreate)(CUstream *stream, unsigned flags);
  CUresult (*cuStreamDestroy)(CUstream stream);
  CUresult (*cuStreamSynchronize)(CUstream stream);
  CUresult (*cuModuleLoadData)(CUmodule *mod, const void *image);
  CUresult (*cuModuleUnload)(CUmodule mod);
  CUresult (*cuModuleGetFunction)(CUfunction *fn, CUmodule mod, const char *name);
  CUresult (*cuFuncGetAttribute)(int *value, int attrib, CUfunction fn);
  CUresult (*cuFuncSetAttribute)(CUfunction fn, int attrib, int value);
  CUresult (*cuOccupancyMaxActiveBlocksPerMultiprocessor)(int *blocks, CUfunction fn, int block_size,
                                                          size_t dynamic_shared_bytes);
  CUresult (*cuMemGetInfo)(size_t *free_bytes, size_t *total_bytes);
  CUresult (*cuMemAlloc)(CUdeviceptr *ptr, size_t bytes);
  CUresult (*cuMemFree)(CUdeviceptr ptr);
  CUresult (*cuMemHostAlloc)(void **ptr, size_t bytes, unsigned flags);
  CUresult (*cuMemFreeHost)(void *ptr);
  CUresult (*cuMemcpyHtoD)(CUdeviceptr dst, const void *src, size_t bytes);
  CUresult (*cuMemcpyDtoH)(void *dst, CUdeviceptr src, size_t bytes);
  CUresult (*cuMemsetD32)(CUdeviceptr dst, unsigned value, size_t count);
  CUresult (*cuMemcpyHtoDAsync)(CUdeviceptr dst, const void *src, size_t bytes, CUstream stream);
  CUresult (*cuMemcpyDtoHAsync)(void *dst, CUdeviceptr src, size_t bytes, CUstream stream);
  CUresult (*cuMemsetD32Async)(CUdeviceptr dst, unsigned value, size_t count, CUstream stream);
  CUresult (*cuMemcpyPeerAsync)(CUdeviceptr dst, CUcontext dst_ctx, CUdeviceptr src, CUcontext src_ctx, size_t bytes,
                                CUstream stream);
  CUresult (*cuDeviceCanAccessPeer)(int *can, CUdevice dev, CUdevice peer);
  CUresult (*cuCtxEnablePeerAccess)(CUcontext peer, unsigned flags);
  CUresult (*cuLaunchKernel)(CUfunction fn, unsigned gx, unsigned gy, unsigned gz, unsigned bx,
                             unsigned by, unsigned bz, unsigned shared_bytes, CUstream stream,
                             void **params, void **extra);
} gpu_driver;

typedef struct gpu_nvrtc {
  const char *(*nvrtcGetErrorString)(nvrtcResult r);
  nvrtcResult (*nvrtcVersion)(int *major, int *minor);
  nvrtcResult (*nvrtcCreateProgram)(nvrtcProgram *prog, const char *src, const char *name,
                                    int num_headers, const char *const *headers,
                                    const char *const *include_names);
  nvrtcResult (*nvrtcDestroyProgram)(nvrtcProgram *prog);
  nvrtcResult (*nvrtcCompileProgram)(nvrtcProgram prog, int num_options, const char *const *options);
  nvrtcResult (*nvrtcGetProgramLogSize)(nvrtcProgram prog, size_t *size);
  nvrtcResult (*nvrtcGetProgramLog)(nvrtcProgram prog, char *log);
  nvrtcResult (*nvrtcGetCUBINSize)(nvrtcProgram prog, size_t *size);
  nvrtcResult (*nvrtcGetCUBIN)(nvrtcProgram prog, char *cubin);
  char path[512];                     /* the library that was loaded */
} gpu_nvrtc;

/* Loads libcuda.so.1 (once; thread-safe). Returns the entry points, or NULL with the reason
 * in err ("no NVIDIA driver: libcuda.so.1 not found", a missing symbol...). Does not call
 * cuInit. */
const gpu_driver *gpu_driver_load(fb_error *err);

/* Loads NVRTC (once; thread-safe): $FLAMEBUILD_NVRTC if set, else libnvrtc.so,
 * libnvrtc.so.13, libnvrtc.so.12, then libnvrtc.so.* under /usr/local/cuda*\/lib64 and lib.
 * Returns NULL with the names tried in err. */
const gpu_nvrtc *gpu_nvrtc_load(fb_error *err);

/* "13.0" for the loaded NVRTC (empty string if it cannot say). */
void gpu_nvrtc_version(const gpu_nvrtc *nv, char *out, size_t n);

/*
 * Is there a usable GPU? Returns 1 and a description such as "NVIDIA H200 (sm_90, 139 GiB)",
 * or 0 and the reason: no driver library, no device, a driver too old for the NVRTC found,
 * or no NVRTC. Never fails otherwise; safe to call any number of times.
 */
int gpu_probe(char *description, size_t n);
/* The same for device `ordinal` (of those CUDA_VISIBLE_DEVICES leaves). */
int gpu_probe_device(int ordinal, char *description, size_t n);
/* How many CUDA devices the driver sees (0 without a driver or a device). */
int gpu_visible_devices(void);
/* Parses a device list, as `--gpus` and `[render] gpus` give it: "all" (or NULL, ""): every one
 * of `visible`; else device numbers separated by commas ("0,2"; one listed twice gets two
 * workers). Writes at most max ordinals to out and returns how many, or -1 with the reason. */
int gpu_parse_devices(const char *spec, int visible, int *out, int max, fb_error *err);

/* A real architecture name: sm_ with 2 or 3 digits and an optional a/f suffix (sm_90, sm_90a,
 * sm_100f), as `kernels --arch` and [farm] arch take it. */
int gpu_arch_valid(const char *arch);

/* Check helpers: 0 when r is success, else -1 with "FILE:LINE: WHAT: NAME (text)" in err. */
int gpu_cu_check(CUresult r, const char *what, const char *file, int line, fb_error *err);
int gpu_nvrtc_check(nvrtcResult r, const char *what, const char *file, int line, fb_error *err);
#define CU_CHECK(call, err) gpu_cu_check((call), #call, __FILE__, __LINE__, (err))
#define NVRTC_CHECK(call, err) gpu_nvrtc_check((call), #call, __FILE__, __LINE__, (err))

#endif
