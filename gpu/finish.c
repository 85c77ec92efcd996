/*
 * finish.c — FINISH on the GPU (see finish.h and gpu.h; the kernels are kernels/finish.cuh,
 * their CPU twins render/density.c, filter.c, tonemap.c and finish.c).
 *
 * 1. The plan: render_finish's host-side constants, computed by the CPU's own functions, and
 *    the schedule of memsets and launches (finish_schedule).
 * 2. The executor: device buffers for the accumulator, the DE tables and the image next to
 *    the histogram (which stays where it is), the steps on the default stream, one download.
 *    Buffers come from the device pool (device.h): their content is whatever the last user
 *    left, so every buffer is written before it is read — memset steps (FIN_ACC, FIN_INFO,
 *    FIN_REACH),
 *    uploads (tables), or kernels that write every value they later read (logged beside
 *    info, tail by fb_fin_snapshot, pixels).
 * 3. From the host (gpu_finish, gpu_finish_f32): the histogram uploaded as doubles, or as the
 *    canonical floats and widened on the device; then the executor.
 *
 * Density estimation (render/density.c) is done as a gather, one thread per destination
 * bucket summing its sources in the CPU's order: deterministic, and the same sums as the CPU.
 * It passes over squares of 8 x 8 sources that cannot reach the bucket (the reach buffer, the
 * largest kernel in each square, which the per-source pass fills): where the image is dense
 * the kernels are small, and most of the largest kernel's 37 x 37 sources (supersample 2)
 * would be read for nothing.
 * The serial tail of the CPU's DE (flam3 reading one row past its histogram for os 1 and 2)
 * becomes a second, accumulating pass over that row after a snapshot of the accumulator's
 * first doubles, which is what flam3 reads there.
 */
#include "finish.h"
#include "../render/backdrop.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hist_pack.h"
#include "kernel_cache.h"
#include "../util/clock.h"
#include "../util/large_alloc.h"
#include "../util/size.h"

/* ---- the plan -------------------------------------------------------------------------------- */

static void add_launch(gpu_finish_plan *p, int kernel, unsigned gx, unsigned gy, int src0, int src1, int accumulate) {
  p->steps[p->nsteps++] = (gpu_fin_step){.op = FIN_LAUNCH, .kernel = kernel, .grid_x = gx, .grid_y = gy,
                                         .src0 = src0, .src1 = src1, .accumulate = accumulate};
}

static void add_memset(gpu_finish_plan *p, int op, int buf) {
  p->steps[p->nsteps++] = (gpu_fin_step){.op = op, .buf = buf};
}

static unsigned blocks(long long n, int per) { return (unsigned)((n + per - 1) / per); }

/* One DE pass over source rows [src0, src1): per-source preparation, then the gather into
 * every destination bucket (or the scatter, for measurement). */
static void de_pass(gpu_finish_plan *p, int src0, int src1, int accumulate) {
  const render_geometry *g = &p->geo;
  unsigned gx = blocks(g->hist_width, FB_FIN_TILE_X);
  unsigned rows = blocks(src1 - src0, FB_FIN_TILE_Y);
  add_launch(p, fb_fin_de_prep_k, gx, rows, src0, src1, 0);
  if (p->de_scatter)
    add_launch(p, fb_fin_de_scatter_k, gx, rows, src0, src1, accumulate);
  else
    add_launch(p, fb_fin_de_gather_k, gx, blocks(g->hist_height, FB_FIN_TILE_Y), src0, src1, accumulate);
}

/* render_finish's order: density_scale (plain_rows, or density_estimate's parallel part and
 * serial tail), then output_rows. */
static void finish_schedule(gpu_finish_plan *p) {
  const render_geometry *g = &p->geo;
  int wid = g->hist_width, hig = g->hist_height, os = g->supersample;
  p->nsteps = 0;
  add_memset(p, FIN_ZERO, FIN_ACC);
  if (p->de.max_index == 0) {
    add_launch(p, fb_fin_plain_k, blocks((long long)wid * hig, FB_FIN_BLOCK), 1, 0, 0, 0);
  } else {
    /* render/density.c, density_estimate: source rows [os-1, hig-os+2); those from hig-os/2
     * on read past the histogram and come last, after the others are done. */
    int first_row = os - 1, end_row = hig - os + 2;
    int clean_end = hig - os / 2 < end_row ? hig - os / 2 : end_row;
    if (clean_end < first_row) clean_end = first_row;
    add_memset(p, FIN_FILL, FIN_INFO);
    add_memset(p, FIN_FILL, FIN_REACH);
    if (clean_end > first_row) de_pass(p, first_row, clean_end, 0);
    if (end_row > clean_end) {
      add_launch(p, fb_fin_snapshot_k, blocks((long long)wid * 5, FB_FIN_BLOCK), 1, 0, 0, 0);
      de_pass(p, clean_end, end_row, 1);
    }
  }
  p->output_step = p->nsteps;
  add_launch(p, fb_fin_output_k, blocks(g->width, FB_FIN_TILE_X), blocks(g->height, FB_FIN_TILE_Y), 0, 0, 0);
}

void gpu_finish_plan_free(gpu_finish_plan *p) {
  de_kernels_free(&p->de);
  free(p->filter);
  p->filter = NULL;
  point_table_release(p->backdrop);
  p->backdrop = NULL;
}

/* gpu_finish_plan_build for a histogram whose values may be elsewhere: `shape` (may be NULL)
 * gives the size, `have_values` says whether the values exist (hist->buckets, or the floats
 * of gpu_finish_f32), which render_finish requires as it requires the size. */
static int plan_build(const render_frame *frame, const render_hist *shape, int have_values, const finish_options *opt,
                      int de_scatter, gpu_finish_plan *p, fb_error *err) {
  memset(p, 0, sizeof *p);
  p->de_scatter = de_scatter;
  render_geometry *g = &p->geo;
  if (render_geometry_of(frame, g, err) < 0) return -1;
  /* The CPU's checks (render/finish.c), so both backends refuse the same frames alike. */
  if (finish_check_inputs(frame, shape, have_values, opt, g, err) < 0) return -1;
  size_t nb = fb_size_mul((size_t)g->hist_width, (size_t)g->hist_height);
  size_t npx = fb_size_mul((size_t)g->width, (size_t)g->height);
  p->bytes[FIN_HIST] = fb_size_mul(nb, RENDER_BUCKET_CHANNELS * sizeof(double));
  p->bytes[FIN_ACC] = fb_size_mul(nb, 4 * sizeof(double));
  p->bytes[FIN_PIXELS] = fb_size_mul(npx, 4 * (size_t)(opt->bpc / 8));
  if (!p->bytes[FIN_HIST] || !p->bytes[FIN_ACC] || !p->bytes[FIN_PIXELS])
    return fb_errorf(err, "image %dx%d is too large", g->width, g->height);
  if (blocks(g->hist_height, FB_FIN_TILE_Y) > 65535)
    return fb_errorf(err, "image %dx%d is too tall for the GPU finishing kernels (at most %d buckets)", g->width,
                     g->height, 65535 * FB_FIN_TILE_Y);

  const genome *first = frame->sub[0].cp;  /* spatial filter and DE table: first sub-frame */
  const genome *last = frame->sub[frame->nsub - 1].cp;
  if (filter_tables(first, g->supersample, g->filter_taps, &p->filter, err) < 0)
    return -1;
  if (density_check_estimator(first, err) < 0) { /* render/density.c's */
    gpu_finish_plan_free(p);
    return -1;
  }
  if (de_kernels_build(first->estimator_radius, first->estimator_minimum, first->estimator_curve, g->supersample,
                       &p->de, err) < 0) {
    gpu_finish_plan_free(p);
    return -1;
  }
  /* JWildfire's background of more than one colour, the first sub-frame's (render/finish.c) */
  if (GENOME_HAS_BACKDROP(first) && !opt->transparent) {
    if (!(p->backdrop = render_backdrop_get(first, g->width, g->height, err))) {
      gpu_finish_plan_free(p);
      return -1;
    }
    p->bytes[FIN_BACKDROP] = fb_size_mul(npx, 3 * sizeof(float));
    p->upload[FIN_BACKDROP] = p->backdrop->xy;
  }
  density_constants k;
  density_constants_of(frame, g, &k);
  tonemap_params tp;
  tonemap_params_of(frame, opt->transparent, &tp);

  fb_finish_args *a = &p->args;
  a->k1 = k.k1;
  a->k2 = k.k2;
  a->glow = k.glow;
  a->curve = last->estimator_curve;
  a->inv_gamma = tp.inv_gamma;
  a->gamma_threshold = tp.gamma_threshold;
  a->vibrancy = tp.vibrancy;
  a->highlight_power = tp.highlight_power;
  for (int c = 0; c < 3; c++) a->background[c] = tp.background[c];
  for (int c = 0; c < 3; c++) a->colour_scale[c] = tp.colour_scale[c];
  a->saturation_shift = tp.saturation_shift;
  a->background_alpha = tp.background_alpha;
  a->jwildfire = tp.jwildfire;
  if (tp.curves) a->curves = *tp.curves; /* else model NONE, as the plan's zeroed args hold */
  a->wid = g->hist_width;
  a->hig = g->hist_height;
  a->os = g->supersample;
  a->width = g->width;
  a->height = g->height;
  a->taps = g->filter_taps;
  a->de_offset = g->de_offset;
  a->bpc = opt->bpc;
  a->transparent = opt->transparent ? 1 : 0;
  a->de_max_index = p->de.max_index;
  a->de_max_filtered_counts = p->de.max_filtered_counts;
  a->de_half = p->de.half_size;
  a->de_kernel_size = p->de.kernel_size;
  a->nvalues = (fm_u64)nb * RENDER_BUCKET_CHANNELS;

  p->bytes[FIN_FILTER] = 2 * (size_t)g->filter_taps * (size_t)g->filter_taps * sizeof(double); /* colour, density */
  p->upload[FIN_FILTER] = p->filter;
  if (p->de.max_index > 0) {
    size_t rows = fb_size_mul((size_t)g->hist_width, (size_t)g->hist_height + 1);
    p->bytes[FIN_INFO] = fb_size_mul(rows, 2 * sizeof(int));
    p->bytes[FIN_LOGGED] = fb_size_mul(rows, sizeof(double));
    a->reach_width = (g->hist_width + FB_FIN_REACH_TILE - 1) / FB_FIN_REACH_TILE;
    p->bytes[FIN_REACH] = fb_size_mul(fb_size_mul((size_t)a->reach_width, ((size_t)g->hist_height + FB_FIN_REACH_TILE) /
                                                                              FB_FIN_REACH_TILE),
                                      sizeof(int));
    p->bytes[FIN_TAIL] = (size_t)g->hist_width * RENDER_BUCKET_CHANNELS * sizeof(double);
    p->bytes[FIN_COEFS] = (size_t)p->de.count * (size_t)p->de.kernel_size * sizeof(double);
    p->bytes[FIN_WIDTHS] = (size_t)p->de.count * sizeof(double);
    p->upload[FIN_COEFS] = p->de.coefs;
    p->upload[FIN_WIDTHS] = p->de.widths;
    if (!p->bytes[FIN_INFO] || !p->bytes[FIN_LOGGED] || !p->bytes[FIN_REACH]) {
      gpu_finish_plan_free(p);
      return fb_errorf(err, "image %dx%d is too large", g->width, g->height);
    }
  }
  finish_schedule(p);
  return 0;
}

int gpu_finish_plan_build(const render_frame *frame, const render_hist *hist, const finish_options *opt,
                          int de_scatter, gpu_finish_plan *p, fb_error *err) {
  return plan_build(frame, hist, hist && hist->buckets, opt, de_scatter, p, err);
}

/* ---- the executor ---------------------------------------------------------------------------- */

/* A failed synchronisation after kernels means a fault: the context is lost for the process. */
static int kernel_fault(fb_error *err) {
  fb_error_prefix(err, "a GPU finishing kernel failed (the context cannot be used again in this process)");
  gpu_device_mark_broken(err->msg);
  return -1;
}

static void free_buffers(CUdeviceptr *d) {
  for (int i = 0; i < FIN_BUF_COUNT; i++)
    if (i != FIN_HIST) gpu_dev_free(&d[i]);
}

static const char *const buf_names[FIN_BUF_COUNT] = {"histogram",     "accumulator", "DE tail",   "DE kernel choice",
                                                    "DE log density", "DE reach",    "DE kernels", "DE widths",
                                                    "spatial filter", "image",     "background"};

int gpu_finish_run(const gpu_driver *cu, gpu_module *m, const gpu_finish_plan *p, CUdeviceptr hist,
                   CUstream stream, render_image *out, gpu_finish_stats *stats, fb_error *err) {
  gpu_finish_stats st;
  memset(&st, 0, sizeof st);
  CUdeviceptr d[FIN_BUF_COUNT];
  memset(d, 0, sizeof d);
  d[FIN_HIST] = hist;
  double need = 0;
  for (int i = 0; i < FIN_BUF_COUNT; i++)
    if (i != FIN_HIST) need += (double)p->bytes[i];
  const render_geometry *g = &p->geo;
  size_t free_b = 0, total_b = 0;
  if (gpu_dev_mem_info(&free_b, &total_b, err) < 0) return -1;
  if (need > (double)free_b)
    return fb_errorf(err, "out of GPU memory: finishing a %dx%d image needs %.1f MiB (accumulator %.1f MiB, density "
                          "estimation %.1f MiB, image %.1f MiB) besides the histogram; the GPU has %.1f MiB free of %.1f MiB",
                     g->width, g->height, need / 1048576.0, (double)p->bytes[FIN_ACC] / 1048576.0,
                     (double)(p->bytes[FIN_INFO] + p->bytes[FIN_LOGGED] + p->bytes[FIN_REACH]) / 1048576.0,
                     (double)p->bytes[FIN_PIXELS] / 1048576.0, (double)free_b / 1048576.0, (double)total_b / 1048576.0);
  for (int i = 0; i < FIN_BUF_COUNT; i++) {
    if (i == FIN_HIST || !p->bytes[i]) continue;
    int r = gpu_dev_alloc(&d[i], p->bytes[i], err);
    if (r == GPU_DEV_OUT_OF_MEMORY) {
      free_buffers(d);
      return fb_errorf(err, "out of GPU memory: finishing a %dx%d image needs %.1f MiB; allocating the %s (%.1f MiB) failed",
                       g->width, g->height, need / 1048576.0, buf_names[i], (double)p->bytes[i] / 1048576.0);
    }
    if (r < 0) {
      free_buffers(d);
      return -1;
    }
    if (p->upload[i] && CU_CHECK(cu->cuMemcpyHtoDAsync(d[i], p->upload[i], p->bytes[i], stream), err)) {
      free_buffers(d);
      return -1;
    }
  }
  st.device_mib = need / 1048576.0;

  fb_finish_args a = p->args;
  a.hist = d[FIN_HIST];
  a.acc = d[FIN_ACC];
  a.tail = d[FIN_TAIL];
  a.info = d[FIN_INFO];
  a.logged = d[FIN_LOGGED];
  a.reach = d[FIN_REACH];
  a.de_coefs = d[FIN_COEFS];
  a.de_widths = d[FIN_WIDTHS];
  a.filter = d[FIN_FILTER];
  a.pixels = d[FIN_PIXELS];
  a.backdrop = d[FIN_BACKDROP]; /* (0 without one) */
  void *pixels = NULL;
  int rc = -1;
  double tk = fb_mono_seconds(), tde = tk;
  for (int i = 0; i < p->nsteps; i++) {
    const gpu_fin_step *s = &p->steps[i];
    if (i == p->output_step) {
      if (CU_CHECK(gpu_device_sync(stream, m), err)) {
        kernel_fault(err);
        goto done;
      }
      tde = fb_mono_seconds();
      st.de_s = tde - tk;
    }
    if (s->op == FIN_ZERO || s->op == FIN_FILL) {
      if (CU_CHECK(cu->cuMemsetD32Async(d[s->buf], s->op == FIN_ZERO ? 0u : 0xffffffffu, p->bytes[s->buf] / 4, stream),
                   err))
        goto done;
      continue;
    }
    a.src0 = s->src0;
    a.src1 = s->src1;
    a.accumulate = s->accumulate;
    void *params[] = {&a};
    if (CU_CHECK(cu->cuLaunchKernel(m->fn[s->kernel], s->grid_x, s->grid_y, 1, FB_FIN_BLOCK, 1, 1, 0, stream, params,
                                    NULL),
                 err))
      goto done;
  }
  if (CU_CHECK(gpu_device_sync(stream, m), err)) {
    kernel_fault(err);
    goto done;
  }
  double tout = fb_mono_seconds();
  st.output_s = tout - tde;
  pixels = fb_large_alloc(p->bytes[FIN_PIXELS]); /* huge pages: the copy waits on no page faults */
  if (!pixels) {
    fb_errorf(err, "out of memory for a %dx%d image (%zu bytes)", g->width, g->height, p->bytes[FIN_PIXELS]);
    goto done;
  }
  if (CU_CHECK(gpu_device_copy_down(pixels, d[FIN_PIXELS], p->bytes[FIN_PIXELS], stream), err)) goto done;
  st.download_s = fb_mono_seconds() - tout;
  *out = (render_image){.width = g->width, .height = g->height, .bpc = p->args.bpc, .pixels = pixels};
  pixels = NULL;
  rc = 0;
done:
  free(pixels);
  free_buffers(d);
  if (stats) {
    stats->de_s = st.de_s;
    stats->output_s = st.output_s;
    stats->download_s = st.download_s;
    stats->device_mib = st.device_mib;
  }
  return rc;
}

/* One thread per double of the device histogram: fb_fin_add_hist, fb_fin_round or
 * fb_fin_widen. */
static int run_per_value(const gpu_driver *cu, gpu_module *m, int kernel, fb_finish_args *a, CUstream stream,
                         fb_error *err) {
  void *params[] = {a};
  if (CU_CHECK(cu->cuLaunchKernel(m->fn[kernel], blocks((long long)a->nvalues, FB_FIN_BLOCK), 1, 1, FB_FIN_BLOCK, 1, 1, 0,
                                  stream, params, NULL),
               err))
    return -1;
  if (CU_CHECK(gpu_device_sync(stream, m), err)) return kernel_fault(err);
  return 0;
}

/* Uploads `bytes` of host values into a scratch block and runs a per-value kernel that reads
 * them (args.src) into the device histogram `hist`. GPU_DEV_OUT_OF_MEMORY when the scratch
 * block does not fit (the caller says what for); the block is freed before returning, so a
 * later allocation may be handed it. */
static int run_on_upload(const gpu_driver *cu, gpu_module *m, int kernel, CUdeviceptr hist, const void *host,
                         size_t bytes, size_t nvalues, CUstream stream, fb_error *err) {
  CUdeviceptr src = 0;
  int r = gpu_dev_alloc(&src, bytes, err);
  if (r < 0) return r;
  fb_finish_args a;
  memset(&a, 0, sizeof a);
  a.hist = hist;
  a.src = src;
  a.nvalues = nvalues;
  int rc = -1;
  /* On the stream the kernel runs on; the lock is given up while the host's bytes cross. */
  if (CU_CHECK(gpu_device_copy_up(src, host, bytes, stream), err) == 0 &&
      run_per_value(cu, m, kernel, &a, stream, err) == 0)
    rc = 0;
  else
    (void)cu->cuStreamSynchronize(stream); /* the copy must end before `src` is handed out again */
  gpu_dev_free(&src);
  return rc;
}

int gpu_finish_add_hist(const gpu_driver *cu, gpu_module *m, CUdeviceptr hist, const render_hist *h,
                        CUstream stream, fb_error *err) {
  size_t n = (size_t)h->width * (size_t)h->height * RENDER_BUCKET_CHANNELS;
  int r = run_on_upload(cu, m, fb_fin_add_hist_k, hist, h->buckets, n * sizeof(double), n, stream, err);
  if (r == GPU_DEV_OUT_OF_MEMORY)
    return fb_errorf(err, "out of GPU memory: adding the earlier samples needs %.1f MiB more",
                     (double)n * sizeof(double) / 1048576.0);
  return r < 0 ? -1 : 0;
}

int gpu_finish_add_device(const gpu_driver *cu, gpu_module *m, CUdeviceptr hist, CUdeviceptr src, size_t nvalues,
                          CUstream stream, fb_error *err) {
  fb_finish_args a = {.hist = hist, .src = src, .nvalues = nvalues};
  return run_per_value(cu, m, fb_fin_add_hist_k, &a, stream, err);
}

int gpu_finish_round_hist(const gpu_driver *cu, gpu_module *m, CUdeviceptr hist, size_t nvalues,
                          CUdeviceptr canon_f32, CUstream stream, fb_error *err) {
  fb_finish_args a;
  memset(&a, 0, sizeof a);
  a.hist = hist;
  a.nvalues = nvalues;
  a.canon_f32 = canon_f32;
  return run_per_value(cu, m, fb_fin_round_k, &a, stream, err);
}

/* ---- FINISH from a host histogram ------------------------------------------------------------ */

/* The histogram's values: the host's doubles (gpu_finish) or canonical floats
 * (gpu_finish_f32), or doubles already on the device (gpu_resident_finish: `device`, rounded
 * there to the canonical values, whose floats come back into `canon`). At most one is set;
 * with none, validation refuses as render_finish does. */
typedef struct host_values {
  const double *f64;
  const float *f32;
  const unsigned char *packed; /* a format-3 payload of packed_bytes */
  size_t packed_bytes;
  CUdeviceptr device;
  float *canon;
} host_values;

/* The floats of the canonical buffer into the device histogram `hist`: uploaded into a
 * scratch block, widened by fb_fin_widen (exact). */
static int upload_widened(const gpu_driver *cu, gpu_module *m, const gpu_finish_plan *p, CUdeviceptr hist,
                          const float *values, CUstream stream, fb_error *err) {
  const size_t n = (size_t)p->args.nvalues;
  int r = run_on_upload(cu, m, fb_fin_widen_k, hist, values, n * sizeof(float), n, stream, err);
  if (r == GPU_DEV_OUT_OF_MEMORY)
    return fb_errorf(err, "out of GPU memory: the %.1f MiB float histogram does not fit beside its %.1f MiB of doubles",
                     (double)n * sizeof(float) / 1048576.0, (double)p->bytes[FIN_HIST] / 1048576.0);
  return r < 0 ? -1 : 0;
}

/* gpu_finish and gpu_finish_f32: validate, upload the histogram (doubles as they are, floats
 * widened on the device), run the plan, download the image. gpu_resident_finish: the same on
 * the device's doubles, rounded there first (as a frame iterated and finished in one go is,
 * backend.c finish_in_place), their floats downloaded. */
static int finish_from_host(const render_frame *frame, const render_hist *shape, host_values v,
                            const finish_options *opt, const gpu_options *gopt, render_image *out,
                            gpu_finish_stats *stats, fb_error *err) {
  double t0 = fb_mono_seconds();
  *out = (render_image){0};
  gpu_finish_stats st;
  memset(&st, 0, sizeof st);
  if (!shape) return fb_errorf(err, "gpu_finish: no histogram");
  gpu_finish_plan plan;
  if (plan_build(frame, shape, v.f64 || v.f32 || v.device || v.packed, opt, gopt ? gopt->de_scatter : 0, &plan, err) < 0)
    return -1;
  char cache_buf[4096];
  const char *cache = gpu_cache_dir(gopt, cache_buf, sizeof cache_buf);
  const gpu_driver *cu;
  int rc = -1;
  CUdeviceptr d_hist = 0, d_canon = 0;
  CUstream stream = NULL;
  if (gpu_device_acquire(&cu, NULL, err) < 0) {
    gpu_finish_plan_free(&plan);
    return -1;
  }
  gpu_module *m;
  if (gpu_finish_module_get(cache, &m, &st.kernel, err) < 0) goto done;
  /* A stream of its own: the frame's work waits for itself, not for the frames iterating
   * beside it on other streams (cuCtxSynchronize would wait for their batches too). */
  if (CU_CHECK(cu->cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING), err)) goto done;
  /* The floats' scratch block lives beside the doubles until they are widened (or, on the
   * device, holds the rounded values' floats). */
  const double scratch = v.f32 || v.device ? (double)plan.args.nvalues * sizeof(float) : 0.0;
  const double need = (v.device ? 0.0 : (double)plan.bytes[FIN_HIST]) + scratch;
  size_t free_b = 0, total_b = 0;
  if (gpu_dev_mem_info(&free_b, &total_b, err) < 0) goto done;
  int r = need > (double)free_b ? GPU_DEV_OUT_OF_MEMORY
          : v.device             ? gpu_dev_alloc(&d_canon, (size_t)scratch, err)
                                 : gpu_dev_alloc(&d_hist, plan.bytes[FIN_HIST], err);
  if (r == GPU_DEV_OUT_OF_MEMORY) {
    fb_errorf(err, "out of GPU memory: the %dx%d-bucket histogram needs %.1f MiB, the GPU has %.1f MiB free of %.1f MiB",
              shape->width, shape->height, need / 1048576.0, (double)free_b / 1048576.0, (double)total_b / 1048576.0);
    goto done;
  }
  if (r < 0) goto done;
  double tu = fb_mono_seconds();
  if (v.device) { /* upload_s: here the canonical floats' download */
    if (gpu_finish_round_hist(cu, m, v.device, plan.args.nvalues, d_canon, stream, err) < 0 ||
        CU_CHECK(gpu_device_copy_down(v.canon, d_canon, (size_t)scratch, stream), err))
      goto done;
  } else if (v.packed) {
    if (gpu_unpack_hist(cu, m, d_hist, (size_t)plan.args.nvalues / RENDER_BUCKET_CHANNELS, v.packed, v.packed_bytes,
                        stream, err) < 0)
      goto done;
  } else if (v.f32 ? upload_widened(cu, m, &plan, d_hist, v.f32, stream, err) < 0
                   : CU_CHECK(gpu_device_copy_up(d_hist, v.f64, plan.bytes[FIN_HIST], stream), err)) {
    goto done;
  }
  st.upload_s = fb_mono_seconds() - tu;
  rc = gpu_finish_run(cu, m, &plan, v.device ? v.device : d_hist, stream, out, &st, err);
done:
  if (stream) {
    (void)cu->cuStreamSynchronize(stream); /* nothing of it may still run on d_hist */
    (void)cu->cuStreamDestroy(stream);
  }
  gpu_dev_free(&d_hist);
  gpu_dev_free(&d_canon);
  gpu_device_release();
  gpu_finish_plan_free(&plan);
  st.total_s = fb_mono_seconds() - t0;
  if (stats) *stats = st;
  return rc;
}

int gpu_finish(const render_frame *frame, const render_hist *hist, const finish_options *opt, const gpu_options *gopt,
               render_image *out, gpu_finish_stats *stats, fb_error *err) {
  return finish_from_host(frame, hist, (host_values){.f64 = hist ? hist->buckets : NULL}, opt, gopt, out, stats, err);
}

int gpu_finish_f32(const render_frame *frame, const render_hist *shape, const float *buckets, const finish_options *opt,
                   const gpu_options *gopt, render_image *out, gpu_finish_stats *stats, fb_error *err) {
  return finish_from_host(frame, shape, (host_values){.f32 = buckets}, opt, gopt, out, stats, err);
}

int gpu_finish_packed(const render_frame *frame, const render_hist *shape, const unsigned char *payload, size_t bytes,
                      const finish_options *opt, const gpu_options *gopt, render_image *out, gpu_finish_stats *stats,
                      fb_error *err) {
  return finish_from_host(frame, shape, (host_values){.packed = payload, .packed_bytes = bytes}, opt, gopt, out, stats,
                          err);
}

int gpu_resident_finish(const gpu_resident *r, const render_frame *frame, const render_hist *shape, float *canon,
                        const finish_options *opt, const gpu_options *gopt, render_image *out, gpu_finish_stats *stats,
                        fb_error *err) {
  const size_t bytes = shape ? (size_t)shape->width * shape->height * RENDER_BUCKET_CHANNELS * sizeof(double) : 0;
  if (!r->out || r->bytes != bytes || r->device != gpu_thread_device() || !canon)
    return fb_errorf(err, "gpu_resident_finish: no resident histogram of %zu bytes on device %d", bytes,
                     gpu_thread_device());
  return finish_from_host(frame, shape, (host_values){.device = r->out, .canon = canon}, opt, gopt, out, stats, err);
}

int render_finish_cuda(const render_frame *frame, const render_hist *hist, const finish_options *opt,
                       render_image *out, fb_error *err) {
  return gpu_finish(frame, hist, opt, NULL, out, NULL, err);
}
