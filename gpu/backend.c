/*
 * backend.c — ITERATE on the GPU (see gpu.h; the kernel is kernels/iterate.cuh, its CPU twin
 * render/iterate.c).
 *
 * 1. Prepare every temporal sample with render_prepare, exactly as the CPU backend does, and
 *    turn the result into the host images of the device buffers and the launch grid
 *    (frame_buffers.h, shared with the GPU emulation): the genome's numbers reach the GPU
 *    only through render_prepared, so both backends iterate the same values. This host half
 *    (gpu_frame_host, frame_host.c) may be built beforehand, on any thread.
 * 2. Get the kernel for the frame's structure (device.c: memory, disk cache or NVRTC).
 * 3. Plan the slots for the threads the GPU holds resident with this kernel, and upload; the
 *    slots (trajectories running the CPU's chunks in turn: gpu_layout.h) persist in device
 *    memory across launches, each launch advancing the next `threads` of them.
 * 4. Batches (batches.c, as the buffers, their uploads and the download): a launch advances `threads` slots by `iters` steps (starting chunks as earlier
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
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../kernels/tiles.h"
#include "../render/prepare.h"
#include "../util/clock.h"
#include "batches.h"
#include "device.h"
#include "finish.h"
#include "hist_pack.h"
#include "frame_buffers.h"
#include "frame_host.h"
#include "gpu.h"
#include "kernel_cache.h"
#include "split.h"


/* FINISH on the device, on the histogram where it is (gpu_options.finish). The iteration's
 * own buffers go back to the pool first, where the finish's allocations find them (released
 * to the device if the sizes differ and it runs short), so finishing needs no more memory
 * than iterating did. Earlier samples in hist (samples > 0) are added first. `*replaced` says
 * they were. */
static int finish_in_place(const gpu_driver *cu, gpu_module *fm, const gpu_finish_plan *plan, device_buffers *d,
                           CUstream stream, const render_hist *hist, int want_canon, render_image *img, int *replaced,
                           gpu_render_stats *stats, fb_error *err) {
  double t0 = fb_mono_seconds();
  for (int i = 0; i < D_COUNT_; i++)
    if (i != D_OUT && i != D_BAD && i != D_CANON) gpu_dev_free(&d->p[i]);
  *replaced = 0;
  if (hist && hist->samples > 0) {
    const double tu = fb_mono_seconds();
    if (gpu_finish_add_hist(cu, fm, d->p[D_OUT], hist, stream, err) < 0) return -1;
    stats->finish.upload_s = fb_mono_seconds() - tu;
    *replaced = 1;
  }
  const size_t nvalues = d->bytes[D_OUT] / sizeof(double);
  if (want_canon) {
    d->bytes[D_CANON] = nvalues * sizeof(float);
    int r = gpu_dev_alloc(&d->p[D_CANON], d->bytes[D_CANON], err);
    if (r == GPU_DEV_OUT_OF_MEMORY)
      return fb_errorf(err, "out of GPU memory: the float copy of the histogram needs %.1f MiB",
                       (double)d->bytes[D_CANON] / 1048576.0);
    if (r < 0) return -1;
  }
  if (gpu_finish_round_hist(cu, fm, d->p[D_OUT], nvalues, d->p[D_CANON], stream, err) < 0) return -1;
  int rc = gpu_finish_run(cu, fm, plan, d->p[D_OUT], stream, img, &stats->finish, err);
  stats->finish.total_s = fb_mono_seconds() - t0;
  return rc;
}

/* The floats of a cached buffer as the doubles finish_in_place adds (samples > 0 says so). */
static int widen_earlier(const render_geometry *geo, const float *f32, render_hist *out, fb_error *err) {
  const size_t n = (size_t)geo->hist_width * geo->hist_height * RENDER_BUCKET_CHANNELS;
  double *d = malloc(n * sizeof *d);
  if (!d) return fb_errorf(err, "out of memory widening the cached buffer (%.1f MiB)", n * 8.0 / 1048576.0);
  for (size_t i = 0; i < n; i++) d[i] = f32[i];
  *out = (render_hist){.width = geo->hist_width, .height = geo->hist_height, .buckets = d, .samples = 1};
  return 0;
}

/* ---- the kernel (gpu_options.kernel) ------------------------------------------------------ */

static int kernel_choice(const gpu_options *gopt) {
  if (gopt->kernel != GPU_KERNEL_AUTO) return gopt->kernel;
  const char *v = getenv("FLAMEBUILD_KERNEL");
  if (v && !strcmp(v, "own")) return GPU_KERNEL_OWN;
  if (v && !strcmp(v, "generic")) return GPU_KERNEL_GENERIC;
  return GPU_KERNEL_AUTO;
}

/* The merge table's slots (kernels/plot_cache.cuh): FB_GPU_CACHE_SLOTS, or
 * FLAMEBUILD_GPU_CACHE=N (a measurement knob: N slots, 0 none; at most 8192, 224 KB). */
static unsigned gpu_cache_slots(void) {
  const char *env = getenv("FLAMEBUILD_GPU_CACHE");
  if (!env || !*env) return FB_GPU_CACHE_SLOTS;
  const long n = strtol(env, NULL, 10);
  return n <= 0 ? 0 : n > 8192 ? 8192 : (unsigned)n;
}

/* *resident: the iteration kernel's threads the GPU holds at once in blocks of `block` threads
 * with `smem` bytes of dynamic shared memory each (0 when not even one block fits an SM). */
static int occupancy(const gpu_driver *cu, const gpu_module *m, int block, unsigned smem, int sm_count,
                     unsigned *resident, fb_error *err) {
  int blocks_per_sm = 0;
  if (CU_CHECK(cu->cuOccupancyMaxActiveBlocksPerMultiprocessor(&blocks_per_sm, m->iterate, block, smem), err))
    return -1;
  *resident = blocks_per_sm > 0 ? (unsigned)blocks_per_sm * (unsigned)sm_count * (unsigned)block : 0;
  return 0;
}

/* The threads the GPU holds in blocks of FB_GPU_CACHE_BLOCK with a merge table of `slots`; 0 when
 * it holds none — a GPU whose blocks cannot have that much shared memory (the driver refuses the
 * kernel's limit) renders without the table, not with an error. The limit is raised to the
 * largest table any frame asks for (the same value from every render thread: frames of either
 * count layout launch side by side). */
static unsigned table_resident(const gpu_driver *cu, gpu_module *m, unsigned slots, int separate_count,
                               int sm_count) {
  fb_error ignored;
  unsigned resident = 0;
  const unsigned most = gpu_cache_slots() * FB_GPU_CACHE_SLOT_BYTES(1);
  if (!slots) return 0;
  /* Once a module: setting the limit while the kernel runs on other streams waited for it (up
   * to 16 ms a frame with the lock held), and the answers below do not change. */
  if (m->smem_limit != (int)most) {
    if (CU_CHECK(cu->cuFuncSetAttribute(m->iterate, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, (int)most),
                 &ignored))
      return 0;
    m->smem_limit = (int)most;
    m->resident_table[0] = m->resident_table[1] = 0;
  }
  unsigned *known = &m->resident_table[separate_count != 0];
  if (*known) return *known;
  if (occupancy(cu, m, FB_GPU_CACHE_BLOCK, slots * FB_GPU_CACHE_SLOT_BYTES(separate_count), sm_count, &resident,
                &ignored) < 0)
    return 0;
  *known = resident;
  return resident;
}

/* The frame's iteration module, as gpu_options.kernel says (gpu.h). Call with the device
 * acquired. */
static int iteration_module(const gpu_frame_host *h, const char *cache, const gpu_options *gopt,
                            gpu_module **m, gpu_render_stats *stats, fb_error *err) {
  int choice = kernel_choice(gopt);
  /* the generic kernel's points are float, and it draws no weighting field (codegen_generic_source) */
  if (gopt->precision == CODEGEN_DOUBLE || (h->st.wfield && choice == GPU_KERNEL_AUTO)) choice = GPU_KERNEL_OWN;
  if (!h->source) {
    snprintf(stats->warning, sizeof stats->warning, "%s", h->no_own);
    choice = GPU_KERNEL_GENERIC;
  }
  if (choice == GPU_KERNEL_AUTO) {
    int got = gpu_module_get_ex(h->source, cache, 0, m, &stats->kernel, err);
    if (got != 0) return got < 0 ? -1 : 0; /* its own, loaded or from the disk */
    /* Not compiled yet: the generic kernel rather than waiting for NVRTC, when it is ready
     * and the frame small; a large frame compiles its own, or waits for the thread that
     * compiles it already (gpu_compile_cubin). */
    if (h->fb.total_samples <= GPU_GENERIC_MAX_SAMPLES) {
      got = gpu_generic_module_get(cache, 0, codegen_generic_block(&h->st), m, &stats->kernel, err);
      if (got < 0) return -1;
      if (got == 1) {
        stats->generic = 1;
        return 0;
      }
    }
    choice = GPU_KERNEL_OWN;
  }
  if (choice == GPU_KERNEL_OWN) {
    if (gpu_module_get(h->source, cache, m, &stats->kernel, err) == 0) return 0;
    /* NVRTC failed on it (source and log saved): the generic kernel, with a warning. Any
     * other failure is the frame's. */
    if (!strstr(err->msg, "NVRTC could not compile") || kernel_choice(gopt) == GPU_KERNEL_OWN) return -1;
    snprintf(stats->warning, sizeof stats->warning, "%.1000s; rendered with the generic kernel", err->msg);
  }
  if (gpu_generic_module_get(cache, 1, codegen_generic_block(&h->st), m, &stats->kernel, err) < 0) return -1;
  stats->generic = 1;
  if (h->st.wfield) { /* said, however the generic kernel came to run it */
    const size_t used = strlen(stats->warning);
    snprintf(stats->warning + used, sizeof stats->warning - used, "%sthe generic kernel draws no weighting field",
             used ? "; " : "");
  }
  return 0;
}

/* ---- ITERATE ------------------------------------------------------------------------------ */

int gpu_resident_download(const gpu_resident *r, render_hist *hist, fb_error *err) {
  const size_t bytes = (size_t)hist->width * hist->height * RENDER_BUCKET_CHANNELS * sizeof(double);
  if (!r->out || r->bytes != bytes || r->device != gpu_thread_device())
    return fb_errorf(err, "gpu_resident_download: no resident histogram of %zu bytes on device %d", bytes,
                     gpu_thread_device());
  const gpu_driver *cu;
  gpu_device_info info;
  if (gpu_device_acquire(&cu, &info, err) < 0) return -1;
  const int rc = CU_CHECK(cu->cuMemcpyDtoH(hist->buckets, r->out, bytes), err) ? -1 : 0;
  gpu_device_release();
  return rc;
}

void gpu_resident_free(gpu_resident *r) {
  if (!r->out && !r->kept) return;
  const gpu_driver *cu;
  gpu_device_info info;
  fb_error err;
  if (gpu_device_acquire(&cu, &info, &err) == 0) {
    gpu_dev_free(&r->out);
    gpu_dev_free(&r->kept);
    gpu_device_release();
  } /* else the device is gone, and its memory with it */
  *r = (gpu_resident){0};
}

/* One pass of fb_noise_rows over the resident buffer (fb_gpu_noise_args.pass); passes 0 and 1
 * bring the rows' sums back and add them in order, as render/noise.c adds its rows. */
static int noise_pass(const gpu_driver *cu, CUstream stream, const gpu_module *m, fb_gpu_noise_args *a,
                      unsigned pass, double *rows, int height, double sums[2], fb_error *err) {
  a->pass = pass;
  void *ap[] = {a};
  if (CU_CHECK(cu->cuLaunchKernel(m->noise, (unsigned)height, 1, 1, 256, 1, 1, 0, stream, ap, NULL), err)) return -1;
  if (pass == 2) return 0;
  if (gpu_copy_down(stream, rows, a->row_sums, 2 * (size_t)height * sizeof(double), err) < 0) return -1;
  sums[0] = sums[1] = 0;
  for (int y = 0; y < height; y++) {
    sums[0] += rows[2 * y];
    sums[1] += rows[2 * y + 1];
  }
  return 0;
}

/* gpu_options.noise: the step's estimate of the resident buffer against the count channel the
 * last call kept (pass 0: lit pixels and hits, giving pass 1's mean; pass 1: the estimate's
 * sums, and the counts kept), or at the first step only the counts kept (pass 2). A few
 * kilobytes come back a step where the whole count channel (16 MB at 1080p) came back before,
 * and no CPU pass over it. */
static int resident_noise(const gpu_driver *cu, CUstream stream, const gpu_module *m, gpu_resident *res,
                          const render_geometry *geo, gpu_noise *nz, fb_error *err) {
  const size_t nb = (size_t)geo->hist_width * geo->hist_height, rows_bytes = 2 * (size_t)geo->height * sizeof(double);
  const int compare = nz->share > 0;
  nz->noise = NAN;
  if (compare && !res->kept) return fb_errorf(err, "gpu_iterate: a noise estimate without the counts of a step before");
  if (!res->kept && gpu_dev_alloc(&res->kept, nb * sizeof(double), err) < 0) return -1;
  fb_gpu_noise_args a = {.whole = res->out, .kept = res->kept, .p = nz->share, .scale = render_noise_scale(nz->share),
                         .width = (fm_u32)geo->width, .height = (fm_u32)geo->height,
                         .hist_width = (fm_u32)geo->hist_width, .gutter = (fm_u32)geo->gutter,
                         .supersample = (fm_u32)geo->supersample};
  if (!compare) return noise_pass(cu, stream, m, &a, 2, NULL, geo->height, NULL, err);
  double *rows = malloc(rows_bytes), lit[2], est[2];
  CUdeviceptr row_sums = 0;
  int rc = -1;
  if (!rows) {
    fb_errorf(err, "out of memory for the noise estimate's rows");
  } else if (gpu_dev_alloc(&row_sums, rows_bytes, err) == 0) {
    a.row_sums = row_sums;
    if (noise_pass(cu, stream, m, &a, 0, rows, geo->height, lit, err) == 0) {
      a.mean = render_noise_mean(lit[0], lit[1]);
      if (noise_pass(cu, stream, m, &a, 1, rows, geo->height, est, err) == 0) {
        nz->noise = render_noise_final(est[0], est[1]);
        rc = 0;
      }
    }
  }
  gpu_dev_free(&row_sums);
  free(rows);
  return rc;
}

/* One gpu_iterate call's state, which its steps below share. */
typedef struct iterate_call {
  const render_options *opt;
  const gpu_options *gopt;
  render_hist *hist;         /* NULL: the frame is only finished (gopt->finish) */
  gpu_frame_host *h;         /* the host half: gopt->host, or one built for this call */
  const gpu_driver *cu;
  gpu_device_info info;
  CUstream stream;           /* the frame's own: every copy and launch of the frame is on it */
  gpu_module *m;             /* the iteration module */
  gpu_module *fm;            /* the finishing module (with a finish plan) */
  gpu_resident *res;         /* quality = auto's resident histogram, when this call uses one */
  size_t out_bytes;          /* the double histogram's */
  device_buffers d;
  long allocs_before;        /* gpu_dev_allocations() before the frame's buffers */
  double t0;                 /* when the call began */
  gpu_render_stats stats;
} iterate_call;

/* The options agree with each other and with a prepared host half; the image to fill is
 * emptied once there is one. */
static int check_call(const render_options *opt, const gpu_options *gopt, const render_hist *hist, fb_error *err) {
  if (gopt->finish && !gopt->image) return fb_errorf(err, "gpu_iterate: finish options without an image to fill");
  if (!hist && !gopt->finish && !gopt->resident)
    return fb_errorf(err, "gpu_iterate: neither a histogram to fill nor an image to finish");
  if (gopt->finish) *gopt->image = (render_image){0};
  if (gopt->host && (gopt->host->have_plan != (gopt->finish != NULL)))
    return fb_errorf(err, "gpu_iterate: the prepared frame was built for other finish options");
  if (opt->first_round != gopt->first_round || opt->end_round != gopt->end_round ||
      (gopt->host && gopt->host->fb.round0 != gopt->first_round))
    return fb_errorf(err, "gpu_iterate: the render and GPU options name other rounds");
  return 0;
}

/* Step 2, with the device acquired (at t_lock): the finishing module first — looking it up
 * never evicts the iteration module got after it — then the iteration module. */
static int load_modules(iterate_call *c, const char *cache, double t_lock, fb_error *err) {
  const double t_modules = fb_mono_seconds();
  c->stats.lock_s = t_modules - t_lock;
  snprintf(c->stats.arch, sizeof c->stats.arch, "%s", c->info.arch);
  snprintf(c->stats.device, sizeof c->stats.device, "%s", c->info.description);
  if (c->h->have_plan && gpu_finish_module_get(cache, &c->fm, &c->stats.finish.kernel, err) < 0) return -1;
  if (iteration_module(c->h, cache, c->gopt, &c->m, &c->stats, err) < 0) return -1;
  /* the xforms as the module reads them: the generic kernel's dense table, or the slots */
  frame_buffers *fb = &c->h->fb;
  if (frame_buffers_set_layout(fb, c->stats.generic || frame_buffers_own_dense(fb), err) < 0) return -1;
  c->stats.modules_s = fb_mono_seconds() - t_modules;
  c->stats.regs = c->m->regs;
  c->stats.local_bytes = c->m->local_bytes;
  return 0;
}

/* Step 3's plan: fixed-point sums or not, and as many threads as the GPU holds resident with
 * this kernel's registers, no more: the slots turn through them (gpu_layout.h); in blocks with
 * a merge table when the frame can fill the GPU with them (frame_buffers_shape). */
static int shape_launch(iterate_call *c, fb_error *err) {
  frame_buffers *fb = &c->h->fb;
  frame_buffers_use_fixed(fb, c->opt, fb->copies > 1 ? 0 : fb_tile_bits_for(fb->nbuckets));
  unsigned resident = 0;
  const unsigned cache_slots = c->gopt->aggregate == GPU_AGGREGATE_ON ? 0 : gpu_cache_slots();
  if (!c->m->resident_small && occupancy(c->cu, c->m, FB_GPU_BLOCK, 0, c->info.sm_count, &c->m->resident_small, err) < 0)
    return -1;
  resident = c->m->resident_small;
  const unsigned resident_cache =
      fb->fixed ? 0 : table_resident(c->cu, c->m, cache_slots, fb->separate_count, c->info.sm_count);
  if (!resident) resident = (unsigned)c->info.sm_count * FB_GPU_BLOCK; /* one block an SM at least */
  frame_buffers_shape(fb, resident, resident_cache, cache_slots);
  c->stats.threads = (int)fb->threads;
  c->stats.slots = (int)fb->slots;
  c->stats.separate_count = fb->separate_count;
  return 0;
}

/* A resident histogram (quality = auto's ladder) keeps the first call's accumulation; a later
 * call adds to samples on the device, so it cannot start over, and must be on this device at
 * this frame's size. */
static int take_resident(iterate_call *c, fb_error *err) {
  frame_buffers *fb = &c->h->fb;
  const render_geometry *geo = &c->h->geo;
  const gpu_options *gopt = c->gopt;
  c->res = !c->h->have_plan && gopt->resident && (gopt->resident->out || !c->hist || c->hist->samples == 0)
               ? gopt->resident
               : NULL;
  c->out_bytes = (size_t)geo->hist_width * geo->hist_height * RENDER_BUCKET_CHANNELS * sizeof(double);
  if (c->res && c->res->out) {
    if (c->res->device != gpu_thread_device() || c->res->bytes != c->out_bytes)
      return fb_errorf(err, "gpu_iterate: the resident histogram is on device %d, %zu bytes (this frame: device %d, %zu)",
                       c->res->device, c->res->bytes, gpu_thread_device(), c->out_bytes);
    if (c->res->deferred) frame_buffers_defer(fb);
    fb->may_defer = 0;
  }
  c->stats.fixed = fb->fixed;
  c->stats.deferred = fb->deferred;
  return 0;
}

/* Steps 3 and 4: the device buffers, their uploads and the batches, the lock given up while
 * they run; twice when an early batch's hot bucket sends the frame to the deferred sums
 * (GPU_RUN_DEFER): the float buffers go back and the frame starts over. t_alloc: when the
 * buffers' setup began. */
static int iterate_batches(iterate_call *c, double t_alloc, fb_error *err) {
  frame_buffers *fb = &c->h->fb;
  gpu_module *const pinned[] = {c->m, c->fm};
  for (;;) {
    const CUdeviceptr kept_out = c->res ? c->res->out : 0;
    int got = device_buffers_alloc(fb, &c->h->st, &c->h->geo, kept_out, &c->d, err);
    /* Full while other frames iterate: once they are done, their memory is back in the pool. */
    if (got == GPU_DEV_OUT_OF_MEMORY && gpu_device_wait_others())
      got = device_buffers_alloc(fb, &c->h->st, &c->h->geo, kept_out, &c->d, err);
    if (got < 0) return -1;
    /* The uploads and launches run with the lock given up: other render threads' frames set
     * up, iterate and finish beside this one (a frame of few chunks fills a fraction of the
     * GPU). */
    int fault = 0;
    gpu_device_yield(pinned, 2);
    got = device_buffers_upload(c->cu, c->stream, fb, &c->d, err);
    c->stats.alloc_s = fb_mono_seconds() - t_alloc;
    c->stats.setup_s = fb_mono_seconds() - c->t0 - c->stats.prepare_s;
    if (got == 0)
      got = gpu_run_batches(c->cu, c->stream, c->m, fb, &c->h->geo, &c->d, c->opt, c->gopt, &c->stats, &fault, err);
    gpu_device_resume(pinned, 2);
    if (fault) gpu_kernel_fault(err);
    if (got < 0) return -1;
    if (got != GPU_RUN_DEFER) return 0;
    if (CU_CHECK(c->cu->cuStreamSynchronize(c->stream), err)) {
      gpu_kernel_fault(err);
      return -1;
    }
    device_buffers_free(&c->d);
    frame_buffers_defer(fb);
    c->stats.fixed = c->stats.deferred = c->stats.started_over = 1;
  }
}

/* Step 5: FINISH on the device into *img; a top-up of cached floats (gopt->hist_f32 without
 * hist) is added on the device as doubles, widened here (exact). *replaced: see
 * finish_in_place. */
static int finish_on_device(iterate_call *c, render_image *img, int *replaced, fb_error *err) {
  const gpu_options *gopt = c->gopt;
  const render_hist *hist = c->hist;
  render_hist earlier = {0};
  if (!hist && gopt->first_round > 0 && gopt->hist_f32 && widen_earlier(&c->h->geo, gopt->hist_f32, &earlier, err) < 0)
    return -1;
  const int finished = finish_in_place(c->cu, c->fm, &c->h->plan, &c->d, c->stream,
                                       hist ? hist : earlier.buckets ? &earlier : NULL, !hist && (gopt->hist_f32 || gopt->hist_packed), img,
                                       replaced, &c->stats, err);
  render_hist_free(&earlier);
  return finished < 0 ? -1 : 0;
}

/* Step 4b, a frame split over devices (split.c): the other shares, once done, copied here and
 * added to this call's histogram, the lock given up while they are waited for. */
static int add_shares(iterate_call *c, gpu_shares *shares, fb_error *err) {
  if (!c->h->have_plan) return fb_errorf(err, "gpu_iterate: a split frame is finished where its shares are summed");
  gpu_module *const pinned[] = {c->m, c->fm};
  gpu_device_yield(pinned, 2);
  int rc = gpu_shares_wait(shares, err);
  gpu_device_resume(pinned, 2);
  if (rc < 0) return -1;
  const int mine = gpu_thread_slot();
  for (int i = 0; i < shares->n; i++) {
    gpu_share *s = &shares->share[i];
    if (s->res.bytes != c->out_bytes || !s->res.out)
      return fb_errorf(err, "a share of the frame came back with %zu bytes of histogram, not %zu", s->res.bytes,
                       c->out_bytes);
    CUdeviceptr src = s->res.out, copy = 0;
    if (s->slot != mine) {
      const int r = gpu_dev_alloc(&copy, c->out_bytes, err);
      if (r == GPU_DEV_OUT_OF_MEMORY)
        return fb_errorf(err, "out of GPU memory: another device's share of the frame needs %.1f MiB here",
                         (double)c->out_bytes / 1048576.0);
      if (r < 0) return -1;
      if (CU_CHECK(gpu_device_copy_peer(copy, s->slot, src, c->out_bytes, c->stream), err)) {
        fb_error_prefix(err, "copying a share of the frame from another device: ");
        (void)c->cu->cuStreamSynchronize(c->stream);
        gpu_dev_free(&copy);
        return -1;
      }
      src = copy;
    }
    rc = gpu_finish_add_device(c->cu, c->fm, c->d.p[D_OUT], src, c->out_bytes / sizeof(double), c->stream, err);
    if (copy) { /* the add must end before the block serves another frame */
      const CUresult r = gpu_device_sync(c->stream, c->fm);
      gpu_dev_free(&copy);
      if (rc == 0 && CU_CHECK(r, err)) rc = -1;
    }
    if (rc < 0) return -1;
  }
  return 0;
}

/* Step 6: what comes back — the bad-value counters, and the double histogram into hist (or,
 * resident, kept on the device with only the step's noise estimate back), the canonical
 * floats into gopt->hist_f32 — and hist's samples counted and its buckets made canonical. */
static int bring_back(iterate_call *c, int replaced, fb_error *err) {
  const frame_buffers *fb = &c->h->fb;
  const gpu_options *gopt = c->gopt;
  render_hist *hist = c->hist;
  gpu_resident *res = c->res;
  double badvals = 0;
  const double t_download = fb_mono_seconds();
  if (res && !res->out) { /* the first call: its histogram stays on the device */
    res->out = c->d.p[D_OUT];
    res->bytes = c->out_bytes;
    res->device = gpu_thread_device();
    res->deferred = fb->deferred;
    c->d.out_kept = 1;
  }
  const int mode = res ? DOWNLOAD_IN_PLACE : replaced ? DOWNLOAD_REPLACE : DOWNLOAD_ADD;
  if (res && gopt->noise) { /* nothing of the buffer comes back: the step's noise, estimated there */
    if (resident_noise(c->cu, c->stream, c->m, res, &c->h->geo, gopt->noise, err) < 0 ||
        device_buffers_download(c->cu, c->stream, &c->d, fb->slots, NULL, mode, &badvals, err) < 0)
      return -1;
  } else if (device_buffers_download(c->cu, c->stream, &c->d, fb->slots, hist, mode, &badvals, err) < 0)
    return -1;
  if (!hist && gopt->hist_packed) {
    if (gpu_pack_canon(c->cu, c->fm, c->d.p[D_CANON], c->d.bytes[D_CANON] / (RENDER_BUCKET_CHANNELS * sizeof(float)),
                       c->stream, gopt->hist_packed, gopt->hist_packed_cap, &c->stats.packed_bytes, err) < 0)
      return -1;
  } else if (!hist && gopt->hist_f32 &&
             gpu_copy_down(c->stream, gopt->hist_f32, c->d.p[D_CANON], c->d.bytes[D_CANON], err) < 0) {
    return -1;
  }
  c->stats.download_s = fb_mono_seconds() - t_download;
  c->stats.device_allocs = (int)(gpu_dev_allocations() - c->allocs_before);
  c->stats.badvals = badvals;
  if (hist) {
    hist->samples += fb->total_samples;
    hist->badvals += badvals;
    /* The canonical buffer (fm_canonical_bucket_value); finish_in_place rounded on the device. */
    if (!c->h->have_plan && !c->opt->share && !res) render_hist_round_to_float(hist);
  }
  return 0;
}

int gpu_iterate(const render_frame *frame, const render_options *opt, const gpu_options *gopt, render_hist *hist,
                gpu_render_stats *stats_out, fb_error *err) {
  return gpu_iterate_shared(frame, opt, gopt, hist, stats_out, NULL, err);
}

int gpu_iterate_shared(const render_frame *frame, const render_options *opt, const gpu_options *gopt,
                       render_hist *hist, gpu_render_stats *stats_out, gpu_shares *shares, fb_error *err) {
  iterate_call c;
  memset(&c, 0, sizeof c);
  c.t0 = fb_mono_seconds();
  gpu_options defaults = {0};
  if (!gopt) gopt = &defaults;
  c.opt = opt;
  c.gopt = gopt;
  c.hist = hist;
  if (check_call(opt, gopt, hist, err) < 0) return -1;
  /* Step 1, unless done beforehand (gopt->host). */
  gpu_frame_host *own = NULL;
  c.h = gopt->host;
  if (!c.h && gpu_frame_host_build(frame, hist, gopt, &own, err) < 0) return -1;
  if (!c.h) c.h = own;
  const render_geometry *geo = &c.h->geo;
  if (hist && (hist->width != geo->hist_width || hist->height != geo->hist_height)) {
    gpu_frame_host_free(own);
    return fb_errorf(err, "histogram is %dx%d, frame needs %dx%d", hist->width, hist->height, geo->hist_width,
                     geo->hist_height);
  }
  char cache_dir[4096];
  const char *cache = gpu_cache_dir(gopt, cache_dir, sizeof cache_dir);
  int rc = -1, acquired = 0, pinned = 0, replaced = 0;
  render_image img = {0};
  c.stats.prepare_s = fb_mono_seconds() - c.t0;
  const double t_lock = fb_mono_seconds();
  if (gpu_device_acquire(&c.cu, &c.info, err) < 0) goto done;
  acquired = 1;
  if (load_modules(&c, cache, t_lock, err) < 0) goto done;
  /* Pinned for the rest of the frame: its waits on its finishing and packing kernels, and the
   * copies after them, give the lock up (gpu_device_pin). */
  gpu_module *const frame_modules[] = {c.m, c.fm};
  gpu_device_pin(frame_modules, 2);
  pinned = 1;
  if (shape_launch(&c, err) < 0 || take_resident(&c, err) < 0) goto done;
  const double t_alloc = fb_mono_seconds();
  c.allocs_before = gpu_dev_allocations();
  if (gpu_stream_take(&c.stream, err) < 0) goto done;
  if (iterate_batches(&c, t_alloc, err) < 0) goto done;
  if (shares && add_shares(&c, shares, err) < 0) goto done;
  if (c.h->have_plan && finish_on_device(&c, &img, &replaced, err) < 0) goto done;
  if (bring_back(&c, replaced, err) < 0) goto done;
  for (int i = 0; shares && i < shares->n; i++) {
    c.stats.samples += shares->share[i].samples;
    c.stats.badvals += shares->share[i].badvals;
    if (hist) {
      hist->samples += shares->share[i].samples;
      hist->badvals += shares->share[i].badvals;
    }
  }
  if (c.h->have_plan) {
    *gopt->image = img;
    img = (render_image){0};
    c.stats.finished = 1;
  }
  rc = 0;
done:
  render_image_free(&img);
  /* A failed frame may leave work queued: it must end before its buffers serve another frame
   * (the result only repeats the failure). */
  if (c.stream) (void)c.cu->cuStreamSynchronize(c.stream);
  device_buffers_free(&c.d);
  gpu_stream_give(c.stream);
  if (pinned) {
    gpu_module *const unpin[] = {c.m, c.fm};
    gpu_device_unpin(unpin, 2);
  }
  if (acquired) gpu_device_release();
  gpu_frame_host_free(own);
  c.stats.total_s = fb_mono_seconds() - c.t0;
  if (stats_out) *stats_out = c.stats;
  return rc;
}

int gpu_frames_at_once(void) {
  const char *v = getenv("FLAMEBUILD_GPU_FRAMES");
  char *end;
  long n = v && *v ? strtol(v, &end, 10) : 0;
  return v && *v && !*end && n >= 1 && n <= 8 ? (int)n : 3;
}

int render_iterate_cuda(const render_frame *frame, const render_options *opt, render_hist *hist, fb_error *err) {
  const gpu_options gopt = {.first_round = opt->first_round, .end_round = opt->end_round};
  return gpu_iterate(frame, opt, &gopt, hist, NULL, err);
}
