/*
 * cuda_api.c — finding libcuda and NVRTC at run time (see cuda_api.h).
 */
#include "cuda_api.h"

#include <dlfcn.h>
#include <errno.h>
#include <glob.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static pthread_mutex_t load_lock = PTHREAD_MUTEX_INITIALIZER;
static gpu_driver driver;
static int driver_state;              /* 0 not tried, 1 loaded, -1 failed */
static char driver_error[512];
static gpu_nvrtc nvrtc;
static int nvrtc_state;
static char nvrtc_error[1024];

/* Looks up `name` in lib into *slot; returns -1 (and names the symbol) when absent. */
static int bind(void *lib, void *slot, const char *name, char *why, size_t n) {
  void *sym = dlsym(lib, name);
  if (!sym) {
    snprintf(why, n, "%s has no %s (too old?)", "the library", name);
    return -1;
  }
  memcpy(slot, &sym, sizeof sym);
  return 0;
}

static int load_driver_locked(void) {
  void *lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
  if (!lib) {
    snprintf(driver_error, sizeof driver_error, "no NVIDIA driver: libcuda.so.1 not found (%s)", dlerror());
    return -1;
  }
  char why[256];
  gpu_driver *d = &driver;
  /* name in the struct, symbol in the library */
#define B(field, sym) \
  if (bind(lib, &d->field, sym, why, sizeof why) < 0) goto missing
  B(cuInit, "cuInit");
  B(cuDriverGetVersion, "cuDriverGetVersion");
  B(cuGetErrorName, "cuGetErrorName");
  B(cuGetErrorString, "cuGetErrorString");
  B(cuDeviceGetCount, "cuDeviceGetCount");
  B(cuDeviceGet, "cuDeviceGet");
  B(cuDeviceGetName, "cuDeviceGetName");
  B(cuDeviceTotalMem, "cuDeviceTotalMem_v2");
  B(cuDeviceGetAttribute, "cuDeviceGetAttribute");
  B(cuDevicePrimaryCtxRetain, "cuDevicePrimaryCtxRetain");
  B(cuDevicePrimaryCtxRelease, "cuDevicePrimaryCtxRelease_v2");
  B(cuCtxSetCurrent, "cuCtxSetCurrent");
  B(cuCtxSynchronize, "cuCtxSynchronize");
  B(cuStreamCreate, "cuStreamCreate");
  B(cuStreamDestroy, "cuStreamDestroy_v2");
  B(cuStreamSynchronize, "cuStreamSynchronize");
  B(cuModuleLoadData, "cuModuleLoadData");
  B(cuModuleUnload, "cuModuleUnload");
  B(cuModuleGetFunction, "cuModuleGetFunction");
  B(cuFuncGetAttribute, "cuFuncGetAttribute");
  B(cuFuncSetAttribute, "cuFuncSetAttribute");
  B(cuOccupancyMaxActiveBlocksPerMultiprocessor, "cuOccupancyMaxActiveBlocksPerMultiprocessor");
  B(cuMemGetInfo, "cuMemGetInfo_v2");
  B(cuMemAlloc, "cuMemAlloc_v2");
  B(cuMemFree, "cuMemFree_v2");
  B(cuMemHostAlloc, "cuMemHostAlloc");
  B(cuMemFreeHost, "cuMemFreeHost");
  B(cuMemcpyHtoD, "cuMemcpyHtoD_v2");
  B(cuMemcpyDtoH, "cuMemcpyDtoH_v2");
  B(cuMemsetD32, "cuMemsetD32_v2");
  B(cuMemcpyHtoDAsync, "cuMemcpyHtoDAsync_v2");
  B(cuMemcpyDtoHAsync, "cuMemcpyDtoHAsync_v2");
  B(cuMemsetD32Async, "cuMemsetD32Async");
  B(cuMemcpyPeerAsync, "cuMemcpyPeerAsync");
  B(cuDeviceCanAccessPeer, "cuDeviceCanAccessPeer");
  B(cuCtxEnablePeerAccess, "cuCtxEnablePeerAccess");
  B(cuLaunchKernel, "cuLaunchKernel");
#undef B
  return 0;
missing:
  snprintf(driver_error, sizeof driver_error, "libcuda.so.1: %s", why);
  dlclose(lib);
  return -1;
}

const gpu_driver *gpu_driver_load(fb_error *err) {
  pthread_mutex_lock(&load_lock);
  if (driver_state == 0) driver_state = load_driver_locked() == 0 ? 1 : -1;
  int ok = driver_state == 1;
  pthread_mutex_unlock(&load_lock);
  if (!ok) {
    fb_errorf(err, "%s", driver_error);
    return NULL;
  }
  return &driver;
}

static int bind_nvrtc(void *lib, char *why, size_t n) {
  gpu_nvrtc *v = &nvrtc;
#define B(field) \
  if (bind(lib, &v->field, #field, why, n) < 0) return -1
  B(nvrtcGetErrorString);
  B(nvrtcVersion);
  B(nvrtcCreateProgram);
  B(nvrtcDestroyProgram);
  B(nvrtcCompileProgram);
  B(nvrtcGetProgramLogSize);
  B(nvrtcGetProgramLog);
  B(nvrtcGetCUBINSize);
  B(nvrtcGetCUBIN);
#undef B
  return 0;
}

static int try_nvrtc(const char *path, char *tried, size_t n) {
  void *lib = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  size_t used = strlen(tried);
  if (!lib) {
    snprintf(tried + used, n - used, "%s%s", used ? ", " : "", path);
    return -1;
  }
  char why[256];
  if (bind_nvrtc(lib, why, sizeof why) < 0) {
    snprintf(tried + used, n - used, "%s%s (%s)", used ? ", " : "", path, why);
    dlclose(lib);
    return -1;
  }
  snprintf(nvrtc.path, sizeof nvrtc.path, "%s", path);
  return 0;
}

static int load_nvrtc_locked(void) {
  char tried[768] = "";
  const char *env = getenv("FLAMEBUILD_NVRTC");
  if (env && *env) {
    if (try_nvrtc(env, tried, sizeof tried) == 0) return 0;
    snprintf(nvrtc_error, sizeof nvrtc_error, "NVRTC not loadable from $FLAMEBUILD_NVRTC: %s", tried);
    return -1;
  }
  static const char *const names[] = {"libnvrtc.so", "libnvrtc.so.13", "libnvrtc.so.12"};
  for (size_t i = 0; i < sizeof names / sizeof *names; i++)
    if (try_nvrtc(names[i], tried, sizeof tried) == 0) return 0;
  /* Toolkits outside the loader path: newest first (glob sorts, so reverse). */
  static const char *const patterns[] = {"/usr/local/cuda*/lib64/libnvrtc.so.[0-9]*",
                                         "/usr/local/cuda*/lib/libnvrtc.so.[0-9]*"};
  for (size_t p = 0; p < sizeof patterns / sizeof *patterns; p++) {
    glob_t g;
    if (glob(patterns[p], 0, NULL, &g) != 0) continue;
    for (size_t i = g.gl_pathc; i-- > 0;) {
      if (strstr(g.gl_pathv[i], "alt")) continue;
      if (try_nvrtc(g.gl_pathv[i], tried, sizeof tried) == 0) {
        globfree(&g);
        return 0;
      }
    }
    globfree(&g);
  }
  snprintf(nvrtc_error, sizeof nvrtc_error,
           "NVRTC (the CUDA run-time compiler) not found; tried %s. Install the CUDA toolkit's "
           "libnvrtc or set FLAMEBUILD_NVRTC=/path/to/libnvrtc.so", tried);
  return -1;
}

const gpu_nvrtc *gpu_nvrtc_load(fb_error *err) {
  pthread_mutex_lock(&load_lock);
  if (nvrtc_state == 0) nvrtc_state = load_nvrtc_locked() == 0 ? 1 : -1;
  int ok = nvrtc_state == 1;
  pthread_mutex_unlock(&load_lock);
  if (!ok) {
    fb_errorf(err, "%s", nvrtc_error);
    return NULL;
  }
  return &nvrtc;
}

void gpu_nvrtc_version(const gpu_nvrtc *nv, char *out, size_t n) {
  int major = 0, minor = 0;
  if (nv->nvrtcVersion(&major, &minor) != NVRTC_SUCCESS) {
    if (n) out[0] = 0;
    return;
  }
  snprintf(out, n, "%d.%d", major, minor);
}

int gpu_cu_check(CUresult r, const char *what, const char *file, int line, fb_error *err) {
  if (r == CUDA_SUCCESS) return 0;
  const char *name = NULL, *text = NULL;
  if (driver_state == 1) {
    if (driver.cuGetErrorName(r, &name) != CUDA_SUCCESS) name = NULL;
    if (driver.cuGetErrorString(r, &text) != CUDA_SUCCESS) text = NULL;
  }
  char code[32];
  snprintf(code, sizeof code, "CUresult %d", r);
  /* Keep only the call's name: the arguments are noise to a user. */
  char call[96];
  size_t len = strcspn(what, "(");
  const char *arrow = strstr(what, "->");
  if (arrow && (size_t)(arrow - what) < len) {
    what = arrow + 2;
    len = strcspn(what, "(");
  }
  snprintf(call, sizeof call, "%.*s", (int)len, what);
  return fb_errorf(err, "%s:%d: %s: %s (%s)", file, line, call, name ? name : code,
                   text ? text : "no description");
}

int gpu_nvrtc_check(nvrtcResult r, const char *what, const char *file, int line, fb_error *err) {
  if (r == NVRTC_SUCCESS) return 0;
  const char *name = nvrtc_state == 1 ? nvrtc.nvrtcGetErrorString(r) : NULL;
  char call[96];
  size_t len = strcspn(what, "(");
  const char *arrow = strstr(what, "->");
  if (arrow && (size_t)(arrow - what) < len) {
    what = arrow + 2;
    len = strcspn(what, "(");
  }
  snprintf(call, sizeof call, "%.*s", (int)len, what);
  if (name) return fb_errorf(err, "%s:%d: %s: %s", file, line, call, name);
  return fb_errorf(err, "%s:%d: %s: nvrtcResult %d", file, line, call, r);
}

int gpu_probe(char *description, size_t n) { return gpu_probe_device(0, description, n); }

int gpu_probe_device(int ordinal, char *description, size_t n) {
  fb_error err;
  const gpu_driver *cu = gpu_driver_load(&err);
  if (!cu) {
    snprintf(description, n, "%s", err.msg);
    return 0;
  }
  CUresult r = cu->cuInit(0);
  if (r == CUDA_ERROR_NO_DEVICE) {
    snprintf(description, n, "no CUDA device (the NVIDIA driver is installed but sees no GPU)");
    return 0;
  }
  if (CU_CHECK(r, &err)) {
    snprintf(description, n, "the NVIDIA driver does not start: %s", err.msg);
    return 0;
  }
  int count = 0;
  if (CU_CHECK(cu->cuDeviceGetCount(&count), &err) || count < 1) {
    snprintf(description, n, "no CUDA device%s%s", count < 1 ? "" : ": ", count < 1 ? "" : err.msg);
    return 0;
  }
  if (ordinal < 0 || ordinal >= count) {
    snprintf(description, n, "no CUDA device %d (the driver sees %d: 0 to %d)", ordinal, count, count - 1);
    return 0;
  }
  CUdevice dev;
  char name[128] = "";
  int major = 0, minor = 0;
  size_t mem = 0;
  if (CU_CHECK(cu->cuDeviceGet(&dev, ordinal), &err) || CU_CHECK(cu->cuDeviceGetName(name, sizeof name, dev), &err) ||
      CU_CHECK(cu->cuDeviceGetAttribute(&major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, dev), &err) ||
      CU_CHECK(cu->cuDeviceGetAttribute(&minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, dev), &err) ||
      CU_CHECK(cu->cuDeviceTotalMem(&mem, dev), &err)) {
    snprintf(description, n, "CUDA device %d cannot be queried: %s", ordinal, err.msg);
    return 0;
  }
  char what[256];
  snprintf(what, sizeof what, "%s (sm_%d%d, %.0f GiB)", name, major, minor, (double)mem / (1024.0 * 1024 * 1024));
  const gpu_nvrtc *nv = gpu_nvrtc_load(&err);
  if (!nv) {
    snprintf(description, n, "%s found, but %s", what, err.msg);
    return 0;
  }
  int drv = 0, vmaj = 0, vmin = 0;
  if (cu->cuDriverGetVersion(&drv) == CUDA_SUCCESS && nv->nvrtcVersion(&vmaj, &vmin) == NVRTC_SUCCESS &&
      drv < vmaj * 1000 + vmin * 10) {
    snprintf(description, n, "%s found, but its driver supports CUDA %d.%d and NVRTC (%s) is %d.%d: update the driver",
             what, drv / 1000, drv % 1000 / 10, nv->path, vmaj, vmin);
    return 0;
  }
  snprintf(description, n, "%s", what);
  return 1;
}

int gpu_visible_devices(void) {
  fb_error err;
  const gpu_driver *cu = gpu_driver_load(&err);
  int count = 0;
  if (!cu || cu->cuInit(0) != CUDA_SUCCESS || cu->cuDeviceGetCount(&count) != CUDA_SUCCESS) return 0;
  return count;
}

int gpu_parse_devices(const char *spec, int visible, int *out, int max, fb_error *err) {
  if (!spec || !spec[0] || !strcmp(spec, "all")) {
    if (visible < 1) return fb_errorf(err, "no CUDA device is visible");
    const int n = visible < max ? visible : max;
    for (int i = 0; i < n; i++) out[i] = i;
    return n;
  }
  int n = 0;
  for (const char *p = spec; *p;) {
    char *end;
    errno = 0;
    long v = strtol(p, &end, 10);
    if (end == p || errno || v < 0 || v > 1000 || (*end && *end != ','))
      return fb_errorf(err, "gpus '%s': want all, or device numbers separated by commas (0,2)", spec);
    if (v >= visible)
      return fb_errorf(err, "gpus '%s': no CUDA device %ld (%d visible%s)", spec, v, visible,
                       visible ? "; CUDA_VISIBLE_DEVICES may hide others" : "");
    if (n == max) return fb_errorf(err, "gpus '%s': at most %d devices", spec, max);
    out[n++] = (int)v;
    p = *end ? end + 1 : end;
    if (*end && !*p)
      return fb_errorf(err, "gpus '%s': want all, or device numbers separated by commas (0,2)", spec);
  }
  return n;
}

/* sm_ followed by 2 or 3 digits and an optional a/f suffix (sm_90, sm_90a, sm_100f). */
int gpu_arch_valid(const char *a) {
  if (strncmp(a, "sm_", 3)) return 0;
  const char *p = a + 3;
  int digits = 0;
  while (*p >= '0' && *p <= '9') p++, digits++;
  if (*p == 'a' || *p == 'f') p++;
  return digits >= 2 && digits <= 3 && !*p;
}
