/*
 * backend.c — ITERATE on the GPU (see gpu.h; the kernel is kernels/iterate.cuh, its CPU twin
 * render/iterate.c).
 *
 * 1. Prepare every temporal sample with render_prepare, exactly as the CPU backend does, and
 *    turn the result into the host images of the device buffers and the launch grid
 *    (frame_buffers.h, shared with the GPU emulation): the genome's numbers reach the GPU
 *    only through render_prepared, so both backends iterate the same values.
 * 2. Get the kernel for the frame's structure (device.c: memory, disk cache or NVRTC).
 * 3. Plan the slots for the threads the GPU holds resident with this kernel, and upload; the
 *    slots (trajectories running the CPU's chunks in turn: gpu_layout.h) persist in device
 *    memory across launches, each launch advancing the next `threads` of them.
 * 4. Batches: a launch advances `threads` slots by `iters` steps (starting chunks as earlier
 *    ones end) and reports its steps and the slots it finished; then fb_flush adds the float
 *    accumulators into the double histogram and reports the batch's hottest bucket; the next
 *    batch is sized from it
 *    (frame_buffers_next_iters: float sums stay accurate) and to last at most ~1/4 s (for
 *    progress and cancellation).
 * 5. With gpu_options.finish: free the iteration's buffers, round the double histogram to
 *    the canonical float32 values (render.h: render_hist_round_to_float) and FINISH on the
 *    device where it is (finish.c); the image comes back.
 * 6. Download the double histogram (only when `hist` is given), add it to `hist` (rounding it
 *    on the host when it was not finished on the device), sum the bad-value counters.
 *
 * Accumulation uses one float4 atomicAdd (RGBA) per sample — aggregated over the lanes of a
 * warp that hit the same bucket once the first batch shows a hot bucket (AGGREGATE_SHARE),
 * as attractors of a few points make same-address atomics queue in L2. The density count (the 5th
 * channel, vis·255) needs no second atomic when every palette entry has alpha 1 and every
 * temporal sample the same weight w — then count = A / w exactly, up to float rounding — which
 * holds for flam3's palettes and box temporal filters; otherwise a float atomicAdd per sample
 * keeps the count (stats->separate_count says which).
 */
#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../kernels/gpu_layout.h"
#include "../render/prepare.h"
#include "device.h"
#include "finish.h"
#include "frame_buffers.h"
#include "gpu.h"
#include "kernel_cache.h"

#define TARGET_LAUNCH_S 0.25
/* Auto aggregation: on when one bucket gets this share of a batch. Measured on an H200 over the
 * 99 variation genomes at 1080p (bench/BENCHMARKS.md): aggregation costs 3-15% below a share of
 * ~3e-3, is even up to ~8e-3, and wins 10-240% above 1e-2. */
#define AGGREGATE_SHARE 8e-3

_Static_assert(sizeof(CUdeviceptr) == sizeof(fm_u64), "device pointers are 64-bit");

static double now_s(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* ---- device side ------------------------------------------------------------------------ */

enum { D_XFORMS, D_CHOOSE, D_CMAP, D_SUBS, D_PX, D_PY, D_PC, D_RNG_STATE, D_RNG_INC, D_NTH, D_DONE, D_LAST,
       D_BAD, D_HIST, D_COUNT, D_OUT, D_MAX, D_REPORT, D_CANON, D_COUNT_ };

typedef struct device_buffers {
  CUdeviceptr p[D_COUNT_];
  size_t bytes[D_COUNT_];
} device_buffers;

static void device_buffers_free(device_buffers *d) {
  for (int i = 0; i < D_COUNT_; i++) gpu_dev_free(&d->p[i]);
}

/* The iteration's buffers from the device pool (under the device lock), which upload_device
 * then fills or zeroes: a pooled block holds what the previous frame left, so every buffer a
 * kernel reads before writing is set there (the
 * slot arrays px..last are read only once `done` says the slot started; D_MAX and D_REPORT
 * are zeroed before each batch). */
static int alloc_device(const frame_buffers *fb, const codegen_structure *st, const render_geometry *geo,
                        device_buffers *d, fb_error *err) {
  memset(d, 0, sizeof *d);
  size_t S = fb->slots, nb = (size_t)geo->hist_width * geo->hist_height;
  size_t real = st->precision == CODEGEN_DOUBLE ? 8 : 4;
  d->bytes[D_XFORMS] = (size_t)fb->nsub * fb->nx1 * fb->xform_size;
  d->bytes[D_CHOOSE] = (size_t)fb->nsub * fb->rows * RENDER_CHOOSE_GRAIN * 2;
  d->bytes[D_CMAP] = (size_t)fb->nsub * 1024 * sizeof(float);
  d->bytes[D_SUBS] = (size_t)fb->nsub * sizeof(fb_gpu_sub);
  d->bytes[D_PX] = d->bytes[D_PY] = d->bytes[D_PC] = S * real;
  d->bytes[D_RNG_STATE] = d->bytes[D_RNG_INC] = S * 8;
  d->bytes[D_NTH] = d->bytes[D_DONE] = d->bytes[D_LAST] = d->bytes[D_BAD] = S * 4;
  d->bytes[D_HIST] = nb * 16;
  d->bytes[D_COUNT] = fb->separate_count ? nb * 4 : 4;
  d->bytes[D_OUT] = nb * RENDER_BUCKET_CHANNELS * sizeof(double);
  d->bytes[D_MAX] = 4;
  d->bytes[D_REPORT] = sizeof(fb_gpu_report);
  d->bytes[D_CANON] = 0; /* finish_in_place, for gpu_options.hist_f32, once the iteration's buffers are freed */
  double need = 0;
  for (int i = 0; i < D_COUNT_; i++) need += (double)d->bytes[i];
  size_t free_b = 0, total_b = 0;
  if (gpu_dev_mem_info(&free_b, &total_b, err) < 0) return -1;
  if (need > (double)free_b) {
    fb_errorf(err, "out of GPU memory: the frame needs %.1f MiB (a %dx%d-bucket histogram: %.1f MiB float + %.1f "
                          "MiB double), the GPU has %.1f MiB free of %.1f MiB",
                     need / 1048576.0, geo->hist_width, geo->hist_height,
                     (double)(d->bytes[D_HIST] + d->bytes[D_COUNT]) / 1048576.0, (double)d->bytes[D_OUT] / 1048576.0,
                     (double)free_b / 1048576.0, (double)total_b / 1048576.0);
    return GPU_DEV_OUT_OF_MEMORY;
  }
  for (int i = 0; i < D_COUNT_; i++) {
    if (!d->bytes[i]) continue;
    int r = gpu_dev_alloc(&d->p[i], d->bytes[i], err);
    if (r == GPU_DEV_OUT_OF_MEMORY) {
      device_buffers_free(d);
      fb_errorf(err, "out of GPU memory: the frame needs %.1f MiB (%dx%d buckets); allocating %.1f MiB failed",
                need / 1048576.0, geo->hist_width, geo->hist_height, (double)d->bytes[i] / 1048576.0);
      return GPU_DEV_OUT_OF_MEMORY;
    }
    if (r < 0) {
      device_buffers_free(d);
      return -1;
    }
  }
  return 0;
}

/* The frame's parameters uploaded and its accumulators zeroed, on the frame's stream, which
 * its launches follow (a copy or memset on the legacy stream would not be ordered before
 * them). Needs no device lock: the buffers are the frame's own, and an Electric Sheep frame's
 * 1,000 sub-frames are ~40 MB of copies that other frames need not wait for. */
static int upload_device(const gpu_driver *cu, CUstream stream, const frame_buffers *fb, device_buffers *d,
                         fb_error *err) {
  const size_t S = fb->slots;
  if (CU_CHECK(cu->cuMemcpyHtoDAsync(d->p[D_XFORMS], fb->xforms, d->bytes[D_XFORMS], stream), err) ||
      CU_CHECK(cu->cuMemcpyHtoDAsync(d->p[D_CHOOSE], fb->choose, d->bytes[D_CHOOSE], stream), err) ||
      CU_CHECK(cu->cuMemcpyHtoDAsync(d->p[D_CMAP], fb->cmap, d->bytes[D_CMAP], stream), err) ||
      CU_CHECK(cu->cuMemcpyHtoDAsync(d->p[D_SUBS], fb->subs, d->bytes[D_SUBS], stream), err) ||
      CU_CHECK(cu->cuMemsetD32Async(d->p[D_NTH], 0, S, stream), err) ||
      CU_CHECK(cu->cuMemsetD32Async(d->p[D_DONE], 0, S, stream), err) ||
      CU_CHECK(cu->cuMemsetD32Async(d->p[D_BAD], 0, S, stream), err) ||
      CU_CHECK(cu->cuMemsetD32Async(d->p[D_HIST], 0, d->bytes[D_HIST] / 4, stream), err) ||
      CU_CHECK(cu->cuMemsetD32Async(d->p[D_COUNT], 0, d->bytes[D_COUNT] / 4, stream), err) ||
      CU_CHECK(cu->cuMemsetD32Async(d->p[D_OUT], 0, d->bytes[D_OUT] / 4, stream), err))
    return -1;
  return 0;
}

/* A failed synchronisation after kernels means a fault: the context is lost for the process. */
static int kernel_fault(fb_error *err) {
  fb_error_prefix(err, "the GPU kernel failed (the context cannot be used again in this process)");
  gpu_device_mark_broken(err->msg);
  return -1;
}

/* FLAMEBUILD_FAULT_GPU=N makes the first synchronisation of the process's Nth frame on the
 * GPU fail as a kernel fault does (the context is then unusable): how tests/gpu/faults.sh
 * makes a GPU fail in the middle of a build. Read once; unset or not a number: never. */
static long fault_at = -1;
static atomic_long frames_started;
static pthread_once_t fault_once = PTHREAD_ONCE_INIT;

static void fault_read(void) {
  const char *v = getenv("FLAMEBUILD_FAULT_GPU");
  char *end;
  long n = v ? strtol(v, &end, 10) : -1;
  fault_at = v && *v && !*end && n > 0 ? n : -1;
}

/* A frame starts on the GPU: 1 when it is the one to fail. */
static int fault_due(void) {
  pthread_once(&fault_once, fault_read);
  return atomic_fetch_add(&frames_started, 1) + 1 == fault_at;
}

/* Launch loop: batches of steps with a flush after each (see the header comment, step 4). */
/* Runs with the device lock given up (gpu_device_yield): only the frame's own stream, buffers
 * and pinned module. A failed synchronisation sets *fault for the caller to report once it
 * holds the lock again (kernel_fault). */
static int run_batches(const gpu_driver *cu, CUstream stream, const gpu_module *m, const frame_buffers *fb,
                       const render_geometry *geo, const device_buffers *d, const render_options *opt,
                       const gpu_options *gopt, gpu_render_stats *stats, int *fault, fb_error *err) {
  fb_gpu_args a;
  memset(&a, 0, sizeof a);
  a.xforms = d->p[D_XFORMS];
  a.choose = d->p[D_CHOOSE];
  a.cmap = d->p[D_CMAP];
  a.subs = d->p[D_SUBS];
  a.px = d->p[D_PX];
  a.py = d->p[D_PY];
  a.pc = d->p[D_PC];
  a.rng_state = d->p[D_RNG_STATE];
  a.rng_inc = d->p[D_RNG_INC];
  a.nth = d->p[D_NTH];
  a.done = d->p[D_DONE];
  a.last = d->p[D_LAST];
  a.bad = d->p[D_BAD];
  a.hist = d->p[D_HIST];
  a.count = d->p[D_COUNT];
  a.report = d->p[D_REPORT];
  a.seed = opt->seed;
  a.nchunks = fb->nchunks;
  a.nsub = (fm_u32)fb->nsub;
  a.threads = fb->threads;
  a.slots = fb->slots;
  a.hist_width = (fm_u32)geo->hist_width;
  a.hist_height = (fm_u32)geo->hist_height;
  a.separate_count = (fm_u32)fb->separate_count;
  a.aggregate = gopt->aggregate == GPU_AGGREGATE_ON;
  fb_gpu_flush_args f;
  memset(&f, 0, sizeof f);
  f.hist = d->p[D_HIST];
  f.count = d->p[D_COUNT];
  f.out = d->p[D_OUT];
  f.max_bits = d->p[D_MAX];
  f.nbuckets = (fm_u64)geo->hist_width * geo->hist_height;
  f.count_per_alpha = fb->count_per_alpha;
  f.separate_count = (fm_u32)fb->separate_count;
  unsigned flush_blocks = (unsigned)((f.nbuckets + 255) / 256 < 4096 ? (f.nbuckets + 255) / 256 : 4096);

  double iters = frame_buffers_first_iters(fb, gopt->hot_bucket);
  int inject = fault_due();
  double t0 = now_s();
  frame_progress progress = {0};
  while (progress.finished < fb->slots) {
    a.iters = (fm_u32)iters;
    void *ap[] = {&a}, *fp[] = {&f};
    double tb = now_s();
    uint32_t max_bits = 0;
    fb_gpu_report report;
    if (CU_CHECK(cu->cuMemsetD32Async(d->p[D_REPORT], 0, sizeof(fb_gpu_report) / 4, stream), err) ||
        CU_CHECK(cu->cuLaunchKernel(m->iterate, (unsigned)fb->blocks, 1, 1, FB_GPU_BLOCK, 1, 1, 0, stream, ap, NULL), err) ||
        CU_CHECK(cu->cuMemsetD32Async(d->p[D_MAX], 0, 1, stream), err) ||
        CU_CHECK(cu->cuLaunchKernel(m->flush, flush_blocks, 1, 1, 256, 1, 1, 0, stream, fp, NULL), err) ||
        CU_CHECK(cu->cuMemcpyDtoHAsync(&max_bits, d->p[D_MAX], 4, stream), err) ||
        CU_CHECK(cu->cuMemcpyDtoHAsync(&report, d->p[D_REPORT], sizeof report, stream), err))
      return -1;
    if (inject) {
      inject = 0;
      *fault = 1;
      return fb_errorf(err, "injected fault (FLAMEBUILD_FAULT_GPU=%ld)", fault_at);
    }
    if (CU_CHECK(cu->cuStreamSynchronize(stream), err)) {
      *fault = 1;
      return -1;
    }
    double elapsed = now_s() - tb;
    stats->launches++;
    const double batch = (double)report.steps;
    if (frame_buffers_account(fb, &report, &progress, err) < 0) return -1;
    a.slot0 = frame_buffers_next_slot0(fb, a.slot0);
    if (opt->progress && opt->progress(opt->progress_ctx, fb->total_steps > 0 ? progress.steps / fb->total_steps : 1.0))
      return fb_errorf(err, "cancelled");
    /* Next batch: the hottest bucket gets ≤ FB_HOT_BUCKET_TARGET samples, the launch lasts
     * ≤ TARGET_LAUNCH_S. */
    float hottest;
    memcpy(&hottest, &max_bits, sizeof hottest);
    if (hottest > 0 && batch > 0) {
      double share = (double)hottest / batch;
      if (share > stats->hottest_share) stats->hottest_share = share;
      if (gopt->aggregate == GPU_AGGREGATE_AUTO && share > AGGREGATE_SHARE) a.aggregate = 1;
    }
    iters = frame_buffers_next_iters(fb, a.iters, hottest, batch, elapsed > 0 ? a.iters * TARGET_LAUNCH_S / elapsed : 0,
                                     gopt->hot_bucket);
  }
  stats->iterate_s = now_s() - t0;
  stats->samples = fb->total_samples;
  stats->aggregated = (int)a.aggregate;
  return 0;
}

/* A copy off the device after the frame's stream's work (for pageable memory the async copy
 * is staged; the synchronisation makes `dst` whole). */
static int copy_down(const gpu_driver *cu, CUstream stream, void *dst, CUdeviceptr src, size_t bytes, fb_error *err) {
  return CU_CHECK(cu->cuMemcpyDtoHAsync(dst, src, bytes, stream), err) || CU_CHECK(cu->cuStreamSynchronize(stream), err)
             ? -1
             : 0;
}

/* Reads the bad-value counters and, when hist is given, the device's double histogram: added
 * to hist, or replacing its buckets when the device's already includes them (`replace`: earlier
 * samples were uploaded for finishing). Touches hist only once everything is read — except
 * that an empty hist (no samples: all zero) takes the download directly, saving a copy of the
 * buffer, and is zeroed again if the copy fails. */
static int download(const gpu_driver *cu, CUstream stream, const device_buffers *d, size_t T, render_hist *hist,
                    int replace, double *badvals, fb_error *err) {
  size_t n = hist ? (size_t)hist->width * hist->height * RENDER_BUCKET_CHANNELS : 0;
  const int direct = n && (replace || hist->samples == 0);
  uint32_t *bad = malloc(T * sizeof *bad);
  double *sum = n && !direct ? malloc(n * sizeof *sum) : NULL;
  int rc = -1;
  if (!bad || (n && !direct && !sum)) {
    fb_errorf(err, "out of memory downloading the histogram (%.1f MiB)", (double)n * sizeof *sum / 1048576.0);
    goto done;
  }
  if (copy_down(cu, stream, bad, d->p[D_BAD], T * sizeof *bad, err)) goto done;
  if (direct && !replace) {
    if (copy_down(cu, stream, hist->buckets, d->p[D_OUT], n * sizeof *sum, err)) {
      memset(hist->buckets, 0, n * sizeof *sum);
      goto done;
    }
  } else if (direct) {
    /* The device's buffer is the earlier samples plus the new ones: read it aside first. */
    double *all = malloc(n * sizeof *all);
    if (!all) {
      fb_errorf(err, "out of memory downloading the histogram (%.1f MiB)", (double)n * sizeof *all / 1048576.0);
      goto done;
    }
    if (copy_down(cu, stream, all, d->p[D_OUT], n * sizeof *all, err)) {
      free(all);
      goto done;
    }
    free(hist->buckets);
    hist->buckets = all;
  } else if (n) {
    if (copy_down(cu, stream, sum, d->p[D_OUT], n * sizeof *sum, err)) goto done;
    for (size_t i = 0; i < n; i++) hist->buckets[i] += sum[i];
  }
  double b = 0;
  for (size_t t = 0; t < T; t++) b += bad[t];
  *badvals = b;
  rc = 0;
done:
  free(bad);
  free(sum);
  return rc;
}

/* FINISH on the device, on the histogram where it is (gpu_options.finish). The iteration's
 * own buffers go back to the pool first, where the finish's allocations find them (released
 * to the device if the sizes differ and it runs short), so finishing needs no more memory
 * than iterating did. Earlier samples in hist (samples > 0) are added first. `*replaced` says
 * they were. */
static int finish_in_place(const gpu_driver *cu, gpu_module *fm, const gpu_finish_plan *plan, device_buffers *d,
                           CUstream stream, const render_hist *hist, float *hist_f32, render_image *img, int *replaced,
                           gpu_render_stats *stats, fb_error *err) {
  double t0 = now_s();
  for (int i = 0; i < D_COUNT_; i++)
    if (i != D_OUT && i != D_BAD && i != D_CANON) gpu_dev_free(&d->p[i]);
  *replaced = 0;
  if (hist && hist->samples > 0) {
    const double tu = now_s();
    if (gpu_finish_add_hist(cu, fm, d->p[D_OUT], hist, stream, err) < 0) return -1;
    stats->finish.upload_s = now_s() - tu;
    *replaced = 1;
  }
  const size_t nvalues = d->bytes[D_OUT] / sizeof(double);
  if (hist_f32) {
    d->bytes[D_CANON] = nvalues * sizeof(float);
    int r = gpu_dev_alloc(&d->p[D_CANON], d->bytes[D_CANON], err);
    if (r == GPU_DEV_OUT_OF_MEMORY)
      return fb_errorf(err, "out of GPU memory: the float copy of the histogram needs %.1f MiB",
                       (double)d->bytes[D_CANON] / 1048576.0);
    if (r < 0) return -1;
  }
  if (gpu_finish_round_hist(cu, fm, d->p[D_OUT], nvalues, d->p[D_CANON], stream, err) < 0) return -1;
  int rc = gpu_finish_run(cu, fm, plan, d->p[D_OUT], stream, img, &stats->finish, err);
  stats->finish.total_s = now_s() - t0;
  return rc;
}

/* ---- the host half ------------------------------------------------------------------------ */

struct gpu_frame_host {
  render_geometry geo;
  int have_plan;
  gpu_finish_plan plan;      /* with gpu_options.finish */
  codegen_structure st;
  frame_buffers fb;
  char *source;              /* the iteration kernel's */
};

void gpu_frame_host_free(gpu_frame_host *h) {
  if (!h) return;
  free(h->source);
  frame_buffers_free(&h->fb);
  codegen_structure_free(&h->st);
  if (h->have_plan) gpu_finish_plan_free(&h->plan);
  free(h);
}

int gpu_frame_host_build(const render_frame *frame, const render_hist *hist, const gpu_options *gopt,
                         gpu_frame_host **out, fb_error *err) {
  *out = NULL;
  gpu_options defaults = {0};
  if (!gopt) gopt = &defaults;
  gpu_frame_host *h = calloc(1, sizeof *h);
  if (!h) return fb_errorf(err, "out of memory preparing the GPU buffers");
  if (render_geometry_of(frame, &h->geo, err) < 0) {
    free(h);
    return -1;
  }
  /* Finishing is validated before any GPU time is spent. */
  if (gopt->finish) {
    if (gpu_finish_plan_build(frame, hist, gopt->finish, gopt->de_scatter, &h->plan, err) < 0) {
      free(h);
      return -1;
    }
    h->have_plan = 1;
  }
  int ok = gpu_structure_of(frame, gopt->precision, &h->st, err) == 0;
  if (ok) ok = frame_buffers_build(frame, &h->geo, &h->st, &h->fb, err) == 0;
  else memset(&h->st, 0, sizeof h->st);
  if (ok) ok = (h->source = codegen_source(&h->st, err)) != NULL;
  if (!ok) {
    gpu_frame_host_free(h);
    return -1;
  }
  *out = h;
  return 0;
}

const char *gpu_frame_host_source(const gpu_frame_host *h) { return h->source; }

/* ---- ITERATE ------------------------------------------------------------------------------ */

int gpu_iterate(const render_frame *frame, const render_options *opt, const gpu_options *gopt, render_hist *hist,
                gpu_render_stats *stats_out, fb_error *err) {
  double t0 = now_s();
  gpu_options defaults = {0};
  if (!gopt) gopt = &defaults;
  gpu_render_stats stats;
  memset(&stats, 0, sizeof stats);
  if (gopt->finish && !gopt->image) return fb_errorf(err, "gpu_iterate: finish options without an image to fill");
  if (!hist && !gopt->finish) return fb_errorf(err, "gpu_iterate: neither a histogram to fill nor an image to finish");
  if (gopt->finish) *gopt->image = (render_image){0};
  if (gopt->host && (gopt->host->have_plan != (gopt->finish != NULL)))
    return fb_errorf(err, "gpu_iterate: the prepared frame was built for other finish options");
  gpu_frame_host *own = NULL, *h = gopt->host;
  if (!h && gpu_frame_host_build(frame, hist, gopt, &own, err) < 0) return -1;
  if (!h) h = own;
  const render_geometry geo = h->geo;
  if (hist && (hist->width != geo.hist_width || hist->height != geo.hist_height)) {
    gpu_frame_host_free(own);
    return fb_errorf(err, "histogram is %dx%d, frame needs %dx%d", hist->width, hist->height, geo.hist_width,
                     geo.hist_height);
  }
  char cache_dir[4096];
  const char *cache = gpu_cache_dir(gopt, cache_dir, sizeof cache_dir);
  const int have_plan = h->have_plan;
  gpu_finish_plan *const plan = &h->plan;
  frame_buffers *const fb = &h->fb;
  const codegen_structure *const st = &h->st;
  int rc = -1, acquired = 0, replaced = 0;
  CUstream stream = NULL;
  const gpu_driver *cu = NULL;
  render_image img = {0};
  device_buffers d;
  memset(&d, 0, sizeof d);
  stats.prepare_s = now_s() - t0;
  gpu_device_info info;
  if (gpu_device_acquire(&cu, &info, err) < 0) goto done;
  acquired = 1;
  snprintf(stats.arch, sizeof stats.arch, "%s", info.arch);
  snprintf(stats.device, sizeof stats.device, "%s", info.description);
  gpu_module *fm = NULL;
  /* The finishing module first: looking it up never evicts the iteration module got after it. */
  if (have_plan && gpu_finish_module_get(cache, &fm, &stats.finish.kernel, err) < 0) goto done;
  gpu_module *m;
  if (gpu_module_get(h->source, cache, &m, &stats.kernel, err) < 0) goto done;
  stats.regs = m->regs;
  stats.local_bytes = m->local_bytes;
  /* As many threads as the GPU holds resident with this kernel's registers, no more: the
   * slots turn through them (gpu_layout.h). */
  int blocks_per_sm = 0;
  if (CU_CHECK(cu->cuOccupancyMaxActiveBlocksPerMultiprocessor(&blocks_per_sm, m->iterate, FB_GPU_BLOCK, 0), err))
    goto done;
  if (blocks_per_sm < 1) blocks_per_sm = 1;
  frame_buffers_plan(fb, (unsigned)blocks_per_sm * (unsigned)info.sm_count * FB_GPU_BLOCK);
  stats.threads = (int)fb->threads;
  stats.slots = (int)fb->slots;
  stats.separate_count = fb->separate_count;
  const double t_alloc = now_s();
  const long allocs_before = gpu_dev_allocations();
  if (CU_CHECK(cu->cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING), err)) goto done;
  int got = alloc_device(fb, st, &geo, &d, err);
  /* Full while other frames iterate: once they are done, their memory is back in the pool. */
  if (got == GPU_DEV_OUT_OF_MEMORY && gpu_device_wait_others()) got = alloc_device(fb, st, &geo, &d, err);
  if (got < 0) goto done;
  /* The uploads and launches run with the lock given up: other render threads' frames set up,
   * iterate and finish beside this one (a frame of few chunks fills a fraction of the GPU). */
  gpu_module *const pinned[] = {m, fm};
  int fault = 0;
  gpu_device_yield(pinned, 2);
  got = upload_device(cu, stream, fb, &d, err);
  stats.alloc_s = now_s() - t_alloc;
  stats.setup_s = now_s() - t0 - stats.prepare_s;
  if (got == 0) got = run_batches(cu, stream, m, fb, &geo, &d, opt, gopt, &stats, &fault, err);
  gpu_device_resume(pinned, 2);
  if (fault) kernel_fault(err);
  if (got < 0) goto done;
  if (have_plan &&
      finish_in_place(cu, fm, plan, &d, stream, hist, hist ? NULL : gopt->hist_f32, &img, &replaced, &stats, err) < 0)
    goto done;
  double badvals = 0;
  const double t_download = now_s();
  if (download(cu, stream, &d, fb->slots, hist, replaced, &badvals, err) < 0) goto done;
  if (!hist && gopt->hist_f32 && copy_down(cu, stream, gopt->hist_f32, d.p[D_CANON], d.bytes[D_CANON], err) < 0)
    goto done;
  stats.download_s = now_s() - t_download;
  stats.device_allocs = (int)(gpu_dev_allocations() - allocs_before);
  stats.badvals = badvals;
  if (hist) {
    hist->samples += fb->total_samples;
    hist->badvals += badvals;
    /* The canonical buffer (fm_canonical_bucket_value); finish_in_place rounded on the device. */
    if (!have_plan) render_hist_round_to_float(hist);
  }
  if (have_plan) {
    *gopt->image = img;
    img = (render_image){0};
    stats.finished = 1;
  }
  rc = 0;
done:
  render_image_free(&img);
  /* A failed frame may leave work queued: it must end before its buffers serve another frame
   * (the result only repeats the failure). */
  if (stream) (void)cu->cuStreamSynchronize(stream);
  device_buffers_free(&d);
  if (stream) (void)cu->cuStreamDestroy(stream);
  if (acquired) gpu_device_release();
  gpu_frame_host_free(own);
  stats.total_s = now_s() - t0;
  if (stats_out) *stats_out = stats;
  return rc;
}

int gpu_frames_at_once(void) {
  const char *v = getenv("FLAMEBUILD_GPU_FRAMES");
  char *end;
  long n = v && *v ? strtol(v, &end, 10) : 0;
  return v && *v && !*end && n >= 1 && n <= 8 ? (int)n : 3;
}

int render_iterate_cuda(const render_frame *frame, const render_options *opt, render_hist *hist, fb_error *err) {
  return gpu_iterate(frame, opt, NULL, hist, NULL, err);
}
