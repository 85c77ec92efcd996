/*
 * precision_device.c — the float side of tests/unit/test_precision.c on the GPU itself.
 *
 * test_precision measures each variation's float evaluation against the CPU's double one, on
 * points of real attractors; in `make test` the float side is the emulation (glibc's float
 * functions). The device computes with CUDA's functions as NVRTC compiles them with the
 * product's options (gpu_nvrtc_options: --use_fast_math for the iteration kernels, so the
 * hardware's approximate sin, cos, exp, log and division), and only there can those be
 * measured. build/tests/test_precision_device is test_precision.c compiled with
 * PRECISION_DEVICE, which sends every float evaluation here: the generic iteration kernel's
 * text (the variations as every kernel calls them) plus one entry point that applies one
 * xform of the GPU's own packed buffer to one point, one launch per evaluation. One module a
 * block of the generic kernels (codegen_generic_source: flam3's and one block of 40 others),
 * all compiled at the start side by side on the host's cores (one after another they took
 * longer than a device call's time with the shaders of 822; the kernel of every variation at
 * once, only for an xform whose variations span blocks, is compiled when one comes). The same
 * tolerance, the same points, the same random streams. Needs a GPU: run the built
 * tests/test_precision_device on the GPU machine (figures: bench/BENCHMARKS.md), not by
 * `make test`.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gpu/device.h"
#include "gpu/frame_buffers.h"
#include "gpu/kernel.h"
#include "kernels/codegen.h"
#include "util/parallel.h"

int precision_device_apply(const frame_buffers *fb, int index, const double in[5], double out[5], fm_u64 rng[2]);

static const char eval_kernel[] =
    "\nextern \"C\" __global__ void fb_precision_eval(const fm_xform *xforms, int index, const double *in,\n"
    "                                                double *out, unsigned long long *rng, int *bad) {\n"
    "  fm_point p;\n"
    "  p.x = (float)in[0];\n  p.y = (float)in[1];\n  p.color = (float)in[2];\n  p.vis = (float)in[3];\n"
    "  p.z = (float)in[4];\n  p.rgb = 0;\n  p.walk = 0;\n"
    "  fm_rng r;\n  r.state = rng[0];\n  r.inc = rng[1];\n"
    "  const fb_applied a = fb_apply_called(xforms + index, (const fm_wfield *)0, p, r);\n"
    "  out[0] = a.p.x;\n  out[1] = a.p.y;\n  out[2] = a.p.color;\n  out[3] = a.p.vis;\n  out[4] = a.p.z;\n"
    "  rng[0] = a.rng.state;\n  rng[1] = a.rng.inc;\n  *bad = a.bad;\n}\n";

enum { BLOCKS = (FM_NVARS - FM_NVARS_FLAM3) / CODEGEN_GENERIC_BLOCK + 2 }; /* the last: every variation */

static struct {
  const gpu_driver *cu;
  gpu_device_info info;
  CUfunction eval[BLOCKS];
  CUdeviceptr xforms, in, out, rng, bad, shapes;
  size_t xforms_bytes, shapes_bytes;
  long launches;
} dev;

static void die(const char *what, const char *why) {
  fprintf(stderr, "precision on the device: %s: %s\n", what, why);
  exit(1);
}

static void cu_check(CUresult r, const char *what) {
  if (r == 0) return;
  const char *name = "?";
  if (dev.cu && dev.cu->cuGetErrorName) dev.cu->cuGetErrorName(r, &name);
  die(what, name);
}

static void compile_worker(void *ctx, int thread);

static void start(void) {
  fb_error err;
  if (gpu_device_acquire(&dev.cu, &dev.info, &err) < 0) die("no GPU", err.msg);
  cu_check(dev.cu->cuMemAlloc(&dev.in, 5 * sizeof(double)), "cuMemAlloc");
  cu_check(dev.cu->cuMemAlloc(&dev.out, 5 * sizeof(double)), "cuMemAlloc");
  cu_check(dev.cu->cuMemAlloc(&dev.rng, 2 * sizeof(fm_u64)), "cuMemAlloc");
  cu_check(dev.cu->cuMemAlloc(&dev.bad, sizeof(int)), "cuMemAlloc");
  char storage[GPU_NVRTC_MAX_OPTIONS][64], line[512];
  const char *opts[GPU_NVRTC_MAX_OPTIONS + 1];
  gpu_nvrtc_options(dev.info.arch, 0, storage, opts, line, sizeof line);
  printf("float side: %s, NVRTC %s\n", dev.info.description, line);
  fflush(stdout);
  if (getenv("PRECISION_MATCH")) return; /* a few genomes: their blocks compiled as they come */
  parallel_run(PARALLEL_MAX_THREADS, BLOCKS - 1, compile_worker, NULL);
  printf("float side: the %d blocks' modules compiled\n", BLOCKS - 1);
}

/* The cubin of the generic kernel of block `block` (CODEGEN_GENERIC_ALL: every variation) with
 * the entry point; exits on an error. */
static void *compile_block(int block) {
  fb_error err;
  char *generic = codegen_generic_source(block, &err);
  if (!generic) die("generic source", err.msg);
  const size_t n = strlen(generic) + sizeof eval_kernel;
  char *source = malloc(n);
  if (!source) die("source", "out of memory");
  snprintf(source, n, "%s%s", generic, eval_kernel);
  free(generic);
  char key[65];
  void *cubin;
  size_t len;
  if (gpu_compile_cubin(source, dev.info.arch, NULL, &cubin, &len, key, NULL, &err) < 0) die("compile", err.msg);
  free(source);
  return cubin;
}

static void *block_cubin[BLOCKS];
static atomic_int next_block;

static void compile_worker(void *ctx, int thread) {
  (void)ctx, (void)thread;
  for (int b; (b = parallel_take(&next_block, BLOCKS - 1)) >= 0;) block_cubin[b] = compile_block(b);
}

/* The entry point in the module of block `block` (CODEGEN_GENERIC_ALL: every variation). */
static CUfunction eval_of(int block) {
  const int slot = block == CODEGEN_GENERIC_ALL ? BLOCKS - 1 : block;
  if (slot < 0 || slot >= BLOCKS) die("block", "out of range");
  if (dev.eval[slot]) return dev.eval[slot];
  void *cubin = block_cubin[slot] ? block_cubin[slot] : compile_block(block);
  block_cubin[slot] = NULL;
  CUmodule mod;
  cu_check(dev.cu->cuModuleLoadData(&mod, cubin), "cuModuleLoadData");
  free(cubin);
  cu_check(dev.cu->cuModuleGetFunction(&dev.eval[slot], mod, "fb_precision_eval"), "cuModuleGetFunction");
  return dev.eval[slot];
}

int precision_device_apply(const frame_buffers *fb, int index, const double in[5], double out[5], fm_u64 rng[2]) {
  if (!dev.cu) start();
  /* The xforms go up with every evaluation: a genome's buffer may sit where the last one's was. */
  const size_t bytes = (size_t)fb->nsub * (size_t)fb->nx1 * fb->xform_size;
  if (bytes > dev.xforms_bytes) {
    if (dev.xforms) cu_check(dev.cu->cuMemFree(dev.xforms), "cuMemFree");
    cu_check(dev.cu->cuMemAlloc(&dev.xforms, bytes), "cuMemAlloc");
    dev.xforms_bytes = bytes;
  }
  /* text_wf's points go up too, and the xforms that read them point there (as a frame's do:
   * gpu/batches.c), in a copy: the host's stay the emulation's */
  unsigned char *pointed = NULL;
  const size_t shape_bytes = fb->shape_floats * sizeof(float);
  if (shape_bytes) {
    if (shape_bytes > dev.shapes_bytes) {
      if (dev.shapes) cu_check(dev.cu->cuMemFree(dev.shapes), "cuMemFree");
      cu_check(dev.cu->cuMemAlloc(&dev.shapes, shape_bytes), "cuMemAlloc");
      dev.shapes_bytes = shape_bytes;
    }
    cu_check(dev.cu->cuMemcpyHtoD(dev.shapes, fb->shapes, shape_bytes), "upload text points");
    if (!(pointed = malloc(bytes))) die("xforms", "out of memory");
    memcpy(pointed, fb->xforms, bytes);
    frame_buffers copy = *fb;
    copy.xforms = pointed;
    frame_buffers_point_shapes(&copy, (uint64_t)dev.shapes);
  }
  cu_check(dev.cu->cuMemcpyHtoD(dev.xforms, pointed ? pointed : fb->xforms, bytes), "upload xforms");
  free(pointed);
  cu_check(dev.cu->cuMemcpyHtoD(dev.in, in, 5 * sizeof(double)), "upload point");
  cu_check(dev.cu->cuMemcpyHtoD(dev.rng, rng, 2 * sizeof(fm_u64)), "upload random state");
  if (fb->xform_size != sizeof(fm_xform_f)) die("xforms", "not the generic kernel's layout");
  const fm_xform_f *x = (const fm_xform_f *)(fb->xforms + (size_t)index * fb->xform_size);
  const CUfunction eval = eval_of(codegen_generic_block_of(x->var_index, x->nvars < FM_XFORM_VARS ? x->nvars : FM_XFORM_VARS));
  void *params[] = {&dev.xforms, &index, &dev.in, &dev.out, &dev.rng, &dev.bad};
  cu_check(dev.cu->cuLaunchKernel(eval, 1, 1, 1, 1, 1, 1, 0, NULL, params, NULL), "cuLaunchKernel");
  cu_check(dev.cu->cuCtxSynchronize(), "the evaluation");
  int bad = 0;
  cu_check(dev.cu->cuMemcpyDtoH(out, dev.out, 5 * sizeof(double)), "download point");
  cu_check(dev.cu->cuMemcpyDtoH(rng, dev.rng, 2 * sizeof(fm_u64)), "download random state");
  cu_check(dev.cu->cuMemcpyDtoH(&bad, dev.bad, sizeof bad), "download bad");
  dev.launches++;
  return bad;
}
