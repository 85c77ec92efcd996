/*
 * batches.c — the device side of ITERATE (backend.c has the steps): the frame's device
 * buffers from the pool and their uploads, the batches of launches with their flushes and
 * hot-bucket sizing, the download of the counters and the histogram, and the fault that a
 * test can inject (FLAMEBUILD_FAULT_GPU).
 */
#include "batches.h"

#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../kernels/gpu_layout.h"
#include "../kernels/tiles.h"
#include "../render/prepare.h"
#include "../util/clock.h"
#include "device.h"

#define TARGET_LAUNCH_S 0.25
/* The deferred path's log: at most this many entries (1 G: 24 GB with its grouped copy; a third
 * of the free memory caps it first on an 80 GB GPU). A launch logs at most this, and the more
 * entries a launch has, the more of a bucket's samples its tile sums merge before the 64-bit
 * atomics that add them to the frame. */
#define LOG_MAX_ENTRIES 1073741824.0
/* Auto aggregation: on when one bucket gets this share of a batch. Measured on an H200 over the
 * 99 variation genomes at 1080p (bench/BENCHMARKS.md): aggregation costs 3-15% below a share of
 * ~3e-3, is even up to ~8e-3, and wins 10-240% above 1e-2. */
#define AGGREGATE_SHARE 8e-3

/* The merge table (kernels/plot_cache.cuh) stays on while a launch merges at least this share of
 * its steps into slots already held (FLAMEBUILD_GPU_CACHE_MIN=S, a measurement knob, overrides).
 * Measured on an H100 at 1080p (bench/BENCHMARKS.md, 2026-11-27, fourth session): the bench
 * genomes that merge 2.6% or less (random-blur, popcorn-waves, linear-spherical, xaos) gain
 * nothing from it and lost 2-18% with it kept on; those that merge 19% or more gain 19-72%. A
 * frame's first launch, half fuse, shows about half its later share. */
#define CACHE_MIN_MERGED 0.02
static double cache_min_merged(void) {
  const char *env = getenv("FLAMEBUILD_GPU_CACHE_MIN");
  return env && *env ? atof(env) : CACHE_MIN_MERGED;
}

_Static_assert(sizeof(CUdeviceptr) == sizeof(fm_u64), "device pointers are 64-bit");

void device_buffers_free(device_buffers *d) {
  if (d->out_kept) d->p[D_OUT] = 0; /* the gpu_resident's */
  for (int i = 0; i < D_COUNT_; i++) gpu_dev_free(&d->p[i]);
}

/* The iteration's buffers from the device pool (under the device lock), which
 * device_buffers_upload then fills or zeroes: a pooled block holds what the previous frame
 * left, so every buffer a kernel reads before writing is set there (the slot arrays px..last
 * are read only once `done` says the slot started; D_MAX and D_REPORT are zeroed before each
 * batch). */
int device_buffers_alloc(const frame_buffers *fb, const codegen_structure *st, const render_geometry *geo,
                         CUdeviceptr kept_out, device_buffers *d, fb_error *err) {
  memset(d, 0, sizeof *d);
  size_t S = fb->slots, nb = (size_t)geo->hist_width * geo->hist_height;
  size_t real = st->precision == CODEGEN_DOUBLE ? 8 : 4;
  d->bytes[D_XFORMS] = (size_t)fb->nsub * fb->nx1 * fb->xform_size;
  d->bytes[D_CHOOSE] = (size_t)fb->nsub * fb->rows * fb->choose_row;
  d->bytes[D_CMAP] = (size_t)fb->nsub * 1024 * sizeof(float);
  d->bytes[D_SUBS] = (size_t)fb->nsub * sizeof(fb_gpu_sub);
  d->bytes[D_SHAPES] = fb->shape_floats * sizeof(float);
  d->bytes[D_WFIELDS] = fb->wfields ? (size_t)fb->nsub * fb->nx1 * fb->wfield_size : 0;
  d->bytes[D_PX] = d->bytes[D_PY] = d->bytes[D_PC] = d->bytes[D_PZ] = d->bytes[D_PW] = S * real;
  d->bytes[D_RNG_STATE] = d->bytes[D_RNG_INC] = S * 8;
  d->bytes[D_NTH] = d->bytes[D_DONE] = d->bytes[D_LAST] = d->bytes[D_BAD] = S * 4;
  const size_t value = fb->fixed ? 8 : 4; /* fixed point: fm_u64 sums; else float */
  d->bytes[D_HIST] = nb * 4 * value;
  d->bytes[D_COUNT] = fb->separate_count ? nb * value : value;
  d->bytes[D_OUT] = nb * RENDER_BUCKET_CHANNELS * sizeof(double);
  d->bytes[D_MAX] = 4;
  d->bytes[D_REPORT] = sizeof(fb_gpu_report);
  d->bytes[D_CANON] = 0; /* finish_in_place, for gpu_options.hist_f32, once the iteration's buffers are freed */
  d->bytes[D_CACHE_KEYS] = (size_t)fb->blocks * fb->cache_slots * 4;
  if (kept_out) {
    d->p[D_OUT] = kept_out;
    d->out_kept = 1;
  }
  double need = 0;
  for (int i = 0; i < D_COUNT_; i++)
    if (!d->p[i]) need += (double)d->bytes[i];
  size_t free_b = 0, total_b = 0;
  if (gpu_dev_mem_info(&free_b, &total_b, err) < 0) return -1;
  if (fb->deferred) {
    /* The log and its grouped copy: as many launch steps as fit a third of what is left (other
     * frames iterate beside this one), at most LOG_MAX_ENTRIES and no more than the frame has
     * steps (a preview must not hold gigabytes), at least one step of every thread. */
    const double entry = 2.0 * (4 + 8 + (fb->separate_count ? 2 : 0));
    double room = ((double)free_b - need) / 3.0 / entry;
    if (room > LOG_MAX_ENTRIES) room = LOG_MAX_ENTRIES;
    if (room > fb->total_steps + (double)fb->threads) room = fb->total_steps + (double)fb->threads;
    const size_t T = fb->threads > 0 ? fb->threads : 1;
    d->log_entries = room >= (double)T ? (size_t)(room / (double)T) * T : T;
    d->ntiles = (unsigned)((nb + ((size_t)1 << fb->tile_bits) - 1) >> fb->tile_bits);
    d->bytes[D_LOG_BUCKET] = d->bytes[D_SORT_BUCKET] = d->log_entries * 4;
    d->bytes[D_LOG_VALUE] = d->bytes[D_SORT_VALUE] = d->log_entries * 8;
    d->bytes[D_LOG_COUNT] = d->bytes[D_SORT_COUNT] = fb->separate_count ? d->log_entries * 2 : 4;
    d->bytes[D_TILE_COUNT] = d->bytes[D_TILE_CURSOR] = (size_t)d->ntiles * 4;
    d->bytes[D_TILE_START] = ((size_t)d->ntiles + 1) * 4;
    d->bytes[D_GROUP_CURSOR] = (((size_t)d->ntiles >> FB_TILE_GROUP_SHIFT) + 1) * 4;
    for (int i = D_LOG_BUCKET; i <= D_GROUP_CURSOR; i++) need += (double)d->bytes[i];
  }
  if (need > (double)free_b) {
    fb_errorf(err, "out of GPU memory: the frame needs %.1f MiB (a %dx%d-bucket histogram: %.1f MiB float + %.1f "
                          "MiB double), the GPU has %.1f MiB free of %.1f MiB",
                     need / 1048576.0, geo->hist_width, geo->hist_height,
                     (double)(d->bytes[D_HIST] + d->bytes[D_COUNT]) / 1048576.0, (double)d->bytes[D_OUT] / 1048576.0,
                     (double)free_b / 1048576.0, (double)total_b / 1048576.0);
    return GPU_DEV_OUT_OF_MEMORY;
  }
  for (int i = 0; i < D_COUNT_; i++) {
    if (!d->bytes[i] || d->p[i]) continue;
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
int device_buffers_upload(const gpu_driver *cu, CUstream stream, frame_buffers *fb, device_buffers *d,
                         fb_error *err) {
  const size_t S = fb->slots;
  if (d->bytes[D_SHAPES]) {
    frame_buffers_point_shapes(fb, (uint64_t)d->p[D_SHAPES]);
    if (CU_CHECK(cu->cuMemcpyHtoDAsync(d->p[D_SHAPES], fb->shapes, d->bytes[D_SHAPES], stream), err)) return -1;
  }
  if (d->bytes[D_WFIELDS] &&
      CU_CHECK(cu->cuMemcpyHtoDAsync(d->p[D_WFIELDS], fb->wfields, d->bytes[D_WFIELDS], stream), err))
    return -1;
  if (CU_CHECK(cu->cuMemcpyHtoDAsync(d->p[D_XFORMS], fb->xforms, d->bytes[D_XFORMS], stream), err) ||
      CU_CHECK(cu->cuMemcpyHtoDAsync(d->p[D_CHOOSE], fb->choose, d->bytes[D_CHOOSE], stream), err) ||
      CU_CHECK(cu->cuMemcpyHtoDAsync(d->p[D_CMAP], fb->cmap, d->bytes[D_CMAP], stream), err) ||
      CU_CHECK(cu->cuMemcpyHtoDAsync(d->p[D_SUBS], fb->subs, d->bytes[D_SUBS], stream), err) ||
      CU_CHECK(cu->cuMemsetD32Async(d->p[D_NTH], 0, S, stream), err) ||
      CU_CHECK(cu->cuMemsetD32Async(d->p[D_DONE], 0, S, stream), err) ||
      CU_CHECK(cu->cuMemsetD32Async(d->p[D_BAD], 0, S, stream), err) ||
      CU_CHECK(cu->cuMemsetD32Async(d->p[D_HIST], 0, d->bytes[D_HIST] / 4, stream), err) ||
      CU_CHECK(cu->cuMemsetD32Async(d->p[D_COUNT], 0, d->bytes[D_COUNT] / 4, stream), err) ||
      (!d->out_kept && CU_CHECK(cu->cuMemsetD32Async(d->p[D_OUT], 0, d->bytes[D_OUT] / 4, stream), err)) ||
      (d->p[D_CACHE_KEYS] &&
       CU_CHECK(cu->cuMemsetD32Async(d->p[D_CACHE_KEYS], FB_GPU_CACHE_EMPTY, d->bytes[D_CACHE_KEYS] / 4, stream), err)))
    return -1;
  return 0;
}

/* A failed synchronisation after kernels means a fault: the context is lost for the process. */
int gpu_kernel_fault(fb_error *err) {
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

/* FLAMEBUILD_PROFILE_GPU=1 (measurement): each step of a batch synchronised and timed, the
 * sums printed at the end of the frame; =2 also a line per batch. */
enum { PROFILE_MEMSETS, PROFILE_ITERATE, PROFILE_TILE_COUNT, PROFILE_TILE_SCAN, PROFILE_TILE_SCATTER,
       PROFILE_TILE_ACCUMULATE, PROFILE_STEPS };
typedef struct batch_profile {
  int on;
  double last;               /* when the last step ended */
  double s[PROFILE_STEPS];   /* seconds per step, summed over the batches */
  double entries;            /* deferred: log entries summed */
} batch_profile;

/* Measurement: waits for the stream and adds the time since the last step to step's sum. */
static int profile_step(const gpu_driver *cu, CUstream stream, batch_profile *prof, int step, fb_error *err) {
  if (!prof->on) return 0;
  if (CU_CHECK(cu->cuStreamSynchronize(stream), err)) return -1;
  const double now = fb_mono_seconds();
  prof->s[step] += now - prof->last;
  prof->last = now;
  return 0;
}

/* The iteration kernel's arguments (gpu_layout.h, fb_gpu_args): the frame's buffers, its grid
 * and histogram size, its seed; iters and slot0 are set per batch. */
static void iterate_args_of(const frame_buffers *fb, const render_geometry *geo, const device_buffers *d,
                            const render_options *opt, const gpu_options *gopt, fb_gpu_args *a) {
  memset(a, 0, sizeof *a);
  a->xforms = d->p[D_XFORMS];
  a->choose = d->p[D_CHOOSE];
  a->cmap = d->p[D_CMAP];
  a->subs = d->p[D_SUBS];
  a->wfields = d->p[D_WFIELDS];
  a->px = d->p[D_PX];
  a->py = d->p[D_PY];
  a->pc = d->p[D_PC];
  a->pz = d->p[D_PZ];
  a->pw = d->p[D_PW];
  a->rng_state = d->p[D_RNG_STATE];
  a->rng_inc = d->p[D_RNG_INC];
  a->nth = d->p[D_NTH];
  a->done = d->p[D_DONE];
  a->last = d->p[D_LAST];
  a->bad = d->p[D_BAD];
  a->hist = d->p[D_HIST];
  a->count = d->p[D_COUNT];
  a->report = d->p[D_REPORT];
  a->seed = opt->seed;
  frame_buffers_grid_args(fb, a);
  a->hist_width = (fm_u32)geo->hist_width;
  a->hist_height = (fm_u32)geo->hist_height;
  a->aggregate = gopt->aggregate == GPU_AGGREGATE_ON;
  a->cache_slots = fb->cache_slots;
  a->cache_keys = d->p[D_CACHE_KEYS];
}

/* fb_flush's arguments: the batch's float (or fixed-point) sums into the double histogram,
 * and its hottest bucket. */
static void flush_args_of(const frame_buffers *fb, const render_geometry *geo, const device_buffers *d,
                          fb_gpu_flush_args *f) {
  memset(f, 0, sizeof *f);
  f->hist = d->p[D_HIST];
  f->count = d->p[D_COUNT];
  f->out = d->p[D_OUT];
  f->max_bits = d->p[D_MAX];
  f->nbuckets = (fm_u64)geo->hist_width * geo->hist_height;
  f->count_per_alpha = fb->count_per_alpha;
  f->separate_count = (fm_u32)fb->separate_count;
  f->fixed_point = (fm_u32)fb->fixed;
  f->fixed_unit = fb->fixed_unit;
}

/* Deferred: the log the iteration writes (into a) and what the tile kernels read (ta); all
 * zero on the other paths. */
static void tile_args_of(const frame_buffers *fb, const device_buffers *d, fm_u64 nbuckets, fb_gpu_args *a,
                         fb_gpu_tile_args *ta) {
  memset(ta, 0, sizeof *ta);
  if (!fb->deferred) return;
  a->log_bucket = ta->log_bucket = d->p[D_LOG_BUCKET];
  a->log_value = ta->log_value = d->p[D_LOG_VALUE];
  a->log_count = ta->log_count = d->p[D_LOG_COUNT];
  ta->sorted_bucket = d->p[D_SORT_BUCKET];
  ta->sorted_value = d->p[D_SORT_VALUE];
  ta->sorted_count = d->p[D_SORT_COUNT];
  ta->tile_count = d->p[D_TILE_COUNT];
  ta->tile_start = d->p[D_TILE_START];
  ta->tile_cursor = d->p[D_TILE_CURSOR];
  ta->group_cursor = d->p[D_GROUP_CURSOR];
  ta->hist = d->p[D_HIST];
  ta->count = d->p[D_COUNT];
  ta->ntiles = d->ntiles;
  ta->tile_bits = fb->tile_bits;
  ta->nbuckets = (fm_u32)nbuckets;
  ta->separate_count = (fm_u32)fb->separate_count;
}

/* The launch's second parameter (gpu_layout.h, fb_gpu_one_sub): sub-frame 0's camera and
 * final xform, which the kernel of a frame of one sub-frame reads; the others do not declare
 * it. Zeros where there is no final xform. */
_Static_assert(FB_GPU_ONE_SUB_XFORM_OFFSET >= sizeof(fb_gpu_sub), "the final xform follows the camera");
typedef struct one_sub_param {
  _Alignas(16) unsigned char bytes[FB_GPU_ONE_SUB_XFORM_OFFSET + sizeof(fm_xform)];
} one_sub_param;

static void one_sub_param_of(const frame_buffers *fb, one_sub_param *one_sub) {
  memset(one_sub->bytes, 0, sizeof one_sub->bytes);
  if (fb->nsub > 0) memcpy(one_sub->bytes, &fb->subs[0], sizeof(fb_gpu_sub));
  if (fb->nsub > 0 && fb->num_finals == 1) /* a kernel of several reads them from the buffers */
    memcpy(one_sub->bytes + FB_GPU_ONE_SUB_XFORM_OFFSET,
           (const unsigned char *)fb->xforms + (size_t)fb->num_xforms * fb->xform_size, fb->xform_size);
}

/* The deferred path's kernels after a launch: its log by tile, summed — count, scan, one or
 * two grouping passes (fb_tile_scatter, fb_tile_pass_args), accumulate. */
static int launch_tile_sums(const gpu_driver *cu, CUstream stream, const gpu_module *m, const frame_buffers *fb,
                            const device_buffers *d, fb_gpu_tile_args *ta, fm_u32 iters, batch_profile *prof,
                            fb_error *err) {
  ta->nentries = (fm_u64)fb->threads * iters;
  prof->entries += (double)ta->nentries;
  const unsigned chunks = (unsigned)((ta->nentries + FB_TILE_CHUNK - 1) / FB_TILE_CHUNK);
  const unsigned count_chunks = (unsigned)((ta->nentries + FB_TILE_COUNT_CHUNK - 1) / FB_TILE_COUNT_CHUNK);
  const unsigned ranges = (unsigned)((ta->nentries + FB_TILE_RANGE - 1) / FB_TILE_RANGE);
  const unsigned count_smem = d->ntiles * 4, sum_smem = (5u << fb->tile_bits) * 4;
  fb_gpu_tile_args pass[2], sums;
  const int passes = fb_tile_pass_args(ta, pass, &sums);
  void *tp[] = {ta}, *pp0[] = {&pass[0]}, *pp1[] = {&pass[1]}, *sp[] = {&sums};
  /* The first pass fills only the valid entries' places, which the second (compact) reads. */
  if (CU_CHECK(cu->cuFuncSetAttribute(m->tile_accumulate, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                                      (int)sum_smem), err) ||
      CU_CHECK(cu->cuMemsetD32Async(d->p[D_TILE_COUNT], 0, d->ntiles, stream), err) ||
      CU_CHECK(cu->cuLaunchKernel(m->tile_count, count_chunks, 1, 1, 256, 1, 1, count_smem, stream, tp, NULL), err) ||
      profile_step(cu, stream, prof, PROFILE_TILE_COUNT, err) ||
      CU_CHECK(cu->cuLaunchKernel(m->tile_scan, 1, 1, 1, 1024, 1, 1, 0, stream, tp, NULL), err) ||
      profile_step(cu, stream, prof, PROFILE_TILE_SCAN, err) ||
      CU_CHECK(cu->cuLaunchKernel(m->tile_scatter, chunks, 1, 1, FB_TILE_STAGE_KEYS, 1, 1, 0, stream, pp0, NULL), err) ||
      (passes > 1 &&
       CU_CHECK(cu->cuLaunchKernel(m->tile_scatter, chunks, 1, 1, FB_TILE_STAGE_KEYS, 1, 1, 0, stream, pp1, NULL), err)) ||
      profile_step(cu, stream, prof, PROFILE_TILE_SCATTER, err) ||
      CU_CHECK(cu->cuLaunchKernel(m->tile_accumulate, ranges, 1, 1, 1024, 1, 1, sum_smem, stream, sp, NULL), err) ||
      profile_step(cu, stream, prof, PROFILE_TILE_ACCUMULATE, err))
    return -1;
  return 0;
}

/* One batch queued on the frame's stream, not waited for: the report cleared, the iteration
 * launched, its samples added (the deferred tile sums, or fb_flush, whose hottest bucket's
 * bits come back into *max_bits), and the report copied back into *report. *max_bits and
 * *report are whole only once the stream is synchronised. */
static int launch_batch(const gpu_driver *cu, CUstream stream, const gpu_module *m, const frame_buffers *fb,
                        const device_buffers *d, fb_gpu_args *a, one_sub_param *one_sub, fb_gpu_tile_args *ta,
                        fb_gpu_flush_args *f, unsigned flush_blocks, batch_profile *prof, uint32_t *max_bits,
                        fb_gpu_report *report, fb_error *err) {
  void *ap[] = {a, one_sub->bytes}, *fp[] = {f};
  /* (The deferred log needs no clearing: the iteration writes each of its places.) */
  if (CU_CHECK(cu->cuMemsetD32Async(d->p[D_REPORT], 0, sizeof(fb_gpu_report) / 4, stream), err) ||
      profile_step(cu, stream, prof, PROFILE_MEMSETS, err) ||
      CU_CHECK(cu->cuLaunchKernel(m->iterate, (unsigned)fb->blocks, 1, 1, fb->block, 1, 1,
                                  a->cache_slots * FB_GPU_CACHE_SLOT_BYTES(fb->separate_count), stream, ap, NULL),
               err) ||
      profile_step(cu, stream, prof, PROFILE_ITERATE, err))
    return -1;
  if (fb->deferred) {
    if (launch_tile_sums(cu, stream, m, fb, d, ta, a->iters, prof, err) < 0) return -1;
  } else if (CU_CHECK(cu->cuMemsetD32Async(d->p[D_MAX], 0, 1, stream), err) ||
             CU_CHECK(cu->cuLaunchKernel(m->flush, flush_blocks, 1, 1, 256, 1, 1, 0, stream, fp, NULL), err) ||
             CU_CHECK(cu->cuMemcpyDtoHAsync(max_bits, d->p[D_MAX], 4, stream), err))
    return -1;
  if (CU_CHECK(cu->cuMemcpyDtoHAsync(report, d->p[D_REPORT], sizeof *report, stream), err)) return -1;
  return 0;
}

/* The merge table stays while it merges: a frame whose samples spread over the buffer pays
 * for its lookups and its smaller L1 and gets nothing back. Without it the next launches run
 * small blocks, more threads of them. The steps and merges seen are summed for the stats. */
static void keep_or_drop_table(frame_buffers *fb, fb_gpu_args *a, const fb_gpu_report *report, double batch,
                               double *cache_steps, double *cache_merged) {
  if (!a->cache_slots || !(batch > 0)) return;
  *cache_steps += batch;
  *cache_merged += (double)report->cache_merged;
  if ((double)report->cache_merged < cache_min_merged() * batch) {
    frame_buffers_table_off(fb);
    a->cache_slots = 0;
    a->threads = fb->threads;
  }
}

/* Fixed point: the frame's integer sums into the double histogram, once, after its last
 * batch. A failed synchronisation sets *fault. */
static int convert_fixed_sums(const gpu_driver *cu, CUstream stream, const gpu_module *m, fb_gpu_flush_args *f,
                              unsigned flush_blocks, int *fault, fb_error *err) {
  void *fp[] = {f};
  f->fixed_convert = 1;
  if (CU_CHECK(cu->cuLaunchKernel(m->flush, flush_blocks, 1, 1, 256, 1, 1, 0, stream, fp, NULL), err)) return -1;
  if (CU_CHECK(cu->cuStreamSynchronize(stream), err)) {
    *fault = 1;
    return -1;
  }
  return 0;
}

static void print_profile(const batch_profile *prof, const gpu_render_stats *stats) {
  fprintf(stderr,
          "gpu profile: %d launches, %.3g log entries; ms: memsets %.1f, iterate %.1f, tile count %.1f, scan %.1f, "
          "scatter %.1f, accumulate %.1f; all %.1f; hottest bucket %.3g of a batch\n",
          stats->launches, prof->entries, prof->s[PROFILE_MEMSETS] * 1e3, prof->s[PROFILE_ITERATE] * 1e3,
          prof->s[PROFILE_TILE_COUNT] * 1e3, prof->s[PROFILE_TILE_SCAN] * 1e3, prof->s[PROFILE_TILE_SCATTER] * 1e3,
          prof->s[PROFILE_TILE_ACCUMULATE] * 1e3, stats->iterate_s * 1e3, stats->hottest_share);
}

/* Launch loop: batches of steps with a flush after each (backend.c's header, step 4).
 * Runs with the device lock given up (gpu_device_yield): only the frame's own stream, buffers
 * and pinned module. A failed synchronisation sets *fault for the caller to report once it
 * holds the lock again (kernel_fault). */
int gpu_run_batches(const gpu_driver *cu, CUstream stream, const gpu_module *m, frame_buffers *fb,
                    const render_geometry *geo, const device_buffers *d, const render_options *opt,
                    const gpu_options *gopt, gpu_render_stats *stats, int *fault, fb_error *err) {
  fb_gpu_args a;
  iterate_args_of(fb, geo, d, opt, gopt, &a);
  stats->cache_slots = (int)fb->cache_slots;
  fb_gpu_flush_args f;
  flush_args_of(fb, geo, d, &f);
  unsigned flush_blocks = (unsigned)((f.nbuckets + 255) / 256 < 4096 ? (f.nbuckets + 255) / 256 : 4096);
  fb_gpu_tile_args ta;
  tile_args_of(fb, d, f.nbuckets, &a, &ta);
  one_sub_param one_sub;
  one_sub_param_of(fb, &one_sub);
  double iters = frame_buffers_first_iters(fb, gopt->hot_bucket);
  int inject = stats->launches == 0 ? fault_due() : 0; /* a frame started over is not a new frame */
  const char *profile_env = getenv("FLAMEBUILD_PROFILE_GPU");
  double t0 = fb_mono_seconds(), cache_steps = 0, cache_merged = 0;
  batch_profile prof = {.on = profile_env != NULL, .last = t0};
  int probing = fb->may_defer;
  frame_progress progress = {0};
  while (fb->nchunks > 0 && progress.finished < fb->slots) { /* no chunk (under a sample a sub-frame): nothing to launch */
    if (fb->deferred && iters * fb->threads > (double)d->log_entries) iters = (double)(d->log_entries / fb->threads);
    a.iters = (fm_u32)iters;
    double tb = fb_mono_seconds();
    uint32_t max_bits = 0;
    fb_gpu_report report;
    if (launch_batch(cu, stream, m, fb, d, &a, &one_sub, &ta, &f, flush_blocks, &prof, &max_bits, &report, err) < 0)
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
    double elapsed = fb_mono_seconds() - tb;
    stats->launches++;
    const double batch = (double)report.steps;
    if (frame_buffers_account(fb, &report, &progress, err) < 0) return -1;
    /* Fixed point: the largest count is the frame's so far, and no batch size loses precision. */
    const double seen = f.fixed_point ? progress.steps : batch;
    a.slot0 = frame_buffers_next_slot0(fb, a.slot0); /* (with this launch's threads) */
    keep_or_drop_table(fb, &a, &report, batch, &cache_steps, &cache_merged);
    float hottest;
    memcpy(&hottest, &max_bits, sizeof hottest);
    if (prof.on && profile_env[0] == '2')
      fprintf(stderr, "batch %d: %.0f steps a thread in all, hottest bucket %.4g of %.4g steps, merge table %u slots: %.4f merged\n",
              stats->launches, progress.steps / fb->threads, (double)hottest, batch, a.cache_slots,
              batch > 0 ? (double)report.cache_merged / batch : 0.0);
    /* Under auto, the first batches decide between these float atomics and the deferred sums. */
    if (probing) {
      if (frame_buffers_wants_defer(fb, hottest, batch, progress.finished >= fb->slots)) {
        stats->hottest_share = hottest / batch;
        stats->iterate_s += fb_mono_seconds() - t0;
        return GPU_RUN_DEFER;
      }
      probing = progress.steps < FB_DEFER_PROBE_STEPS * fb->threads;
    }
    if (opt->progress && opt->progress(opt->progress_ctx, fb->total_steps > 0 ? progress.steps / fb->total_steps : 1.0))
      return fb_errorf(err, "cancelled");
    /* Next batch: the hottest bucket gets ≤ FB_HOT_BUCKET_TARGET samples, the launch lasts
     * ≤ TARGET_LAUNCH_S. */
    if (hottest > 0 && seen > 0) {
      double share = (double)hottest / seen;
      if (share > stats->hottest_share) stats->hottest_share = share;
      if (gopt->aggregate == GPU_AGGREGATE_AUTO && share > AGGREGATE_SHARE && !a.cache_slots) a.aggregate = 1;
    }
    iters = frame_buffers_next_iters(fb, a.iters, f.fixed_point ? 0 : hottest, batch,
                                     elapsed > 0 ? a.iters * TARGET_LAUNCH_S / elapsed : 0, gopt->hot_bucket);
  }
  if (f.fixed_point && fb->nchunks > 0 && convert_fixed_sums(cu, stream, m, &f, flush_blocks, fault, err) < 0)
    return -1;
  stats->iterate_s += fb_mono_seconds() - t0; /* a frame started over deferred: both runs */
  if (prof.on) print_profile(&prof, stats);
  stats->samples = fb->total_samples;
  stats->aggregated = (int)a.aggregate;
  stats->cache_kept = a.cache_slots > 0;
  stats->cache_merged_share = cache_steps > 0 ? cache_merged / cache_steps : 0;
  return 0;
}

/* A copy off the device after the frame's stream's work (for pageable memory the async copy
 * is staged; the synchronisation makes `dst` whole). */
int gpu_copy_down(CUstream stream, void *dst, CUdeviceptr src, size_t bytes, fb_error *err) {
  return CU_CHECK(gpu_device_copy_down(dst, src, bytes, stream), err) ? -1 : 0;
}

/* Reads the bad-value counters and, when hist is given, the device's double histogram: added
 * to hist, or replacing its buckets when the device's already includes them (`replace`: earlier
 * samples were uploaded for finishing). Touches hist only once everything is read — except
 * that an empty hist (no samples: all zero) takes the download directly, saving a copy of the
 * buffer, and is zeroed again if the copy fails. */
int device_buffers_download(const gpu_driver *cu, CUstream stream, const device_buffers *d, size_t T,
                            render_hist *hist, int mode, double *badvals, fb_error *err) {
  size_t n = hist ? (size_t)hist->width * hist->height * RENDER_BUCKET_CHANNELS : 0;
  const int replace = mode == DOWNLOAD_REPLACE, in_place = n && mode == DOWNLOAD_IN_PLACE;
  const int direct = n && (replace || in_place || hist->samples == 0);
  uint32_t *bad = malloc(T * sizeof *bad);
  double *sum = n && !direct ? malloc(n * sizeof *sum) : NULL;
  int rc = -1;
  if (!bad || (n && !direct && !sum)) {
    fb_errorf(err, "out of memory downloading the histogram (%.1f MiB)", (double)n * sizeof *sum / 1048576.0);
    goto done;
  }
  if (gpu_copy_down(stream, bad, d->p[D_BAD], T * sizeof *bad, err)) goto done;
  if (in_place) {
    if (gpu_copy_down(stream, hist->buckets, d->p[D_OUT], n * sizeof *sum, err)) goto done;
  } else if (direct && !replace) {
    if (gpu_copy_down(stream, hist->buckets, d->p[D_OUT], n * sizeof *sum, err)) {
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
    if (gpu_copy_down(stream, all, d->p[D_OUT], n * sizeof *all, err)) {
      free(all);
      goto done;
    }
    free(hist->buckets);
    hist->buckets = all;
  } else if (n) {
    if (gpu_copy_down(stream, sum, d->p[D_OUT], n * sizeof *sum, err)) goto done;
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

