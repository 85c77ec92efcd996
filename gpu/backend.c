/*
 * backend.c — ITERATE on the GPU (see gpu.h; the kernel is kernels/iterate.cuh, its CPU twin
 * render/iterate.c).
 *
 * 1. Prepare every temporal sample with render_prepare, exactly as the CPU backend does, and
 *    turn the result into device buffers (gpu_layout.h): the genome's numbers reach the GPU
 *    only through render_prepared, so both backends iterate the same values.
 * 2. Get the kernel for the frame's structure (device.c: memory, disk cache or NVRTC).
 * 3. Grid: trajectories in whole blocks of 256, each block bound to one temporal sample, so
 *    all temporal samples run inside one launch grid. Their number depends on the sample
 *    budget only (never on the GPU), so a seed gives the same trajectories on any device.
 *    Each sub-frame's samples (the CPU's budget: quality·4^zoom·W·H / nsub) are split evenly
 *    over its trajectories.
 * 4. Batches: a launch advances every trajectory by `iters` steps (the first launch also
 *    seeds and fuses), then fb_flush adds the float accumulators into the double histogram
 *    and reports the batch's hottest bucket. Float sums stay exact to about 2^24 samples per
 *    bucket, so the next batch is sized to put at most ~2^23 samples into the hottest bucket
 *    (and to last at most ~1/4 s, for progress and cancellation).
 * 5. With gpu_options.finish: free the iteration's buffers and FINISH on the device on the
 *    double histogram where it is (finish.c); the image comes back.
 * 6. Download the double histogram (only when `hist` is given), add it to `hist`, sum the
 *    bad-value counters.
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
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../kernels/gpu_layout.h"
#include "../render/prepare.h"
#include "device.h"
#include "finish.h"
#include "gpu.h"
#include "kernel_cache.h"

#define MIN_SAMPLES_PER_TRAJECTORY 2048
#define MAX_BLOCKS 1024             /* 262144 trajectories: fills a 132-SM H100/H200 */
#define HOT_BUCKET_TARGET 8388608.0 /* 2^23 samples in the hottest bucket per batch */
#define MAX_ITERS_PER_LAUNCH 65536
#define TARGET_LAUNCH_S 0.25
/* Auto aggregation: on when one bucket gets this share of a batch. Measured on an H200 over the
 * 99 variation genomes at 1080p (bench/BENCHMARKS.md): aggregation costs 3-15% below a share of
 * ~3e-3, is even up to ~8e-3, and wins 10-240% above 1e-2. */
#define AGGREGATE_SHARE 8e-3

_Static_assert(FB_GPU_CHOOSE_GRAIN == RENDER_CHOOSE_GRAIN, "choice table grain");
_Static_assert(sizeof(CUdeviceptr) == sizeof(fm_u64), "device pointers are 64-bit");

static double now_s(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* ---- host images of the device buffers ---------------------------------------------------- */

typedef struct frame_buffers {
  int nsub, nx1, rows;
  size_t xform_size;
  unsigned char *xforms;     /* [nsub][nx1] fm_xform or fm_xform_f */
  uint16_t *choose;          /* [nsub][rows][GRAIN] */
  float *cmap;               /* [nsub][256][4] */
  fb_gpu_sub *subs;          /* [nsub] */
  uint32_t *block_sub;       /* [blocks] */
  int blocks;
  int separate_count;
  double count_per_alpha;
  double total_samples;
  fm_u64 max_quota;          /* the most steps any trajectory takes */
} frame_buffers;

static void frame_buffers_free(frame_buffers *b) {
  free(b->xforms);
  free(b->choose);
  free(b->cmap);
  free(b->subs);
  free(b->block_sub);
  memset(b, 0, sizeof *b);
}

/* The prepared xform in the structure's variation order: var_weight[k] is the weight of the
 * structure's k-th variation in this sub-frame (0 when absent here). */
static void device_xform(const fm_xform *src, const codegen_xform *cx, int precision, unsigned char *dst) {
  double weight[FM_NVARS];
  for (int k = 0; k < cx->nvars; k++) {
    weight[k] = 0.0;
    for (int m = 0; m < src->nvars; m++)
      if (src->var_index[m] == cx->var[k]) weight[k] = src->var_weight[m];
  }
  if (precision == CODEGEN_DOUBLE) {
    fm_xform x = *src;
    x.nvars = cx->nvars;
    for (int k = 0; k < FM_NVARS; k++) {
      x.var_index[k] = k < cx->nvars ? cx->var[k] : 0;
      x.var_weight[k] = k < cx->nvars ? weight[k] : 0.0;
    }
    memcpy(dst, &x, sizeof x);
    return;
  }
  fm_xform_f x;
  memset(&x, 0, sizeof x);
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 2; j++) {
      x.c[i][j] = (float)src->c[i][j];
      x.post[i][j] = (float)src->post[i][j];
    }
  x.has_post = src->has_post;
  x.color = (float)src->color;
  x.color_speed = (float)src->color_speed;
  x.vis = (float)src->vis;
  x.nvars = cx->nvars;
  for (int k = 0; k < cx->nvars; k++) {
    x.var_index[k] = cx->var[k];
    x.var_weight[k] = (float)weight[k];
  }
  x.pre_blur = (float)src->pre_blur;
  for (int i = 0; i < FM_NPARAMS; i++) x.param[i] = (float)src->param[i];
  for (int i = 0; i < 24; i++) x.pre[i] = (float)src->pre[i];
  memcpy(dst, &x, sizeof x);
}

static int choose_blocks(double total, int nsub) {
  double want = ceil(total / ((double)MIN_SAMPLES_PER_TRAJECTORY * FB_GPU_BLOCK));
  int blocks = want > MAX_BLOCKS ? MAX_BLOCKS : (int)want;
  if (blocks < nsub) blocks = nsub;
  if (blocks < 1) blocks = 1;
  return blocks;
}

/* Samples that trajectories of `sub` plot in steps [i0, i1). */
static double samples_in(const fb_gpu_sub *sub, fm_u64 i0, fm_u64 i1) {
  fm_u64 base = sub->samples / sub->nthreads, extra = sub->samples % sub->nthreads;
  double n = 0;
  /* `extra` trajectories take base+1 steps, the others base */
  fm_u64 a = i0 < base + 1 ? i0 : base + 1, b = i1 < base + 1 ? i1 : base + 1;
  n += (double)extra * (double)(b - a);
  a = i0 < base ? i0 : base;
  b = i1 < base ? i1 : base;
  n += (double)(sub->nthreads - extra) * (double)(b - a);
  return n;
}

static int build_buffers(const render_frame *frame, const render_geometry *geo, const codegen_structure *st,
                         frame_buffers *fb, fb_error *err) {
  memset(fb, 0, sizeof *fb);
  int nsub = frame->nsub, nx = st->num_xforms;
  fb->nsub = nsub;
  fb->nx1 = nx + st->has_final;
  fb->rows = st->chaos ? nx + 1 : 1;
  fb->xform_size = st->precision == CODEGEN_DOUBLE ? sizeof(fm_xform) : sizeof(fm_xform_f);
  double total = render_sample_count(frame->sub[0].cp);
  if (!(total > 0) || !isfinite(total) || total > 1e15)
    return fb_errorf(err, "line %d: sample count %g (quality x 4^zoom x width x height) is out of range",
                     frame->sub[0].cp->source_line, total);
  fb->blocks = choose_blocks(total, nsub);
  fb->xforms = calloc((size_t)nsub * fb->nx1, fb->xform_size);
  fb->choose = malloc((size_t)nsub * fb->rows * RENDER_CHOOSE_GRAIN * sizeof *fb->choose);
  fb->cmap = malloc((size_t)nsub * 256 * 4 * sizeof *fb->cmap);
  fb->subs = calloc((size_t)nsub, sizeof *fb->subs);
  fb->block_sub = malloc((size_t)fb->blocks * sizeof *fb->block_sub);
  if (!fb->xforms || !fb->choose || !fb->cmap || !fb->subs || !fb->block_sub) {
    frame_buffers_free(fb);
    return fb_errorf(err, "out of memory preparing the GPU buffers");
  }
  fb->separate_count = 0;
  double w0 = frame->sub[0].weight;
  if (!(w0 > 0)) fb->separate_count = 1;
  fb->count_per_alpha = w0 > 0 ? 1.0 / w0 : 0.0;

  for (int s = 0; s < nsub; s++) {
    render_prepared p;
    const genome *cp = frame->sub[s].cp;
    if (render_prepare(cp, frame->sub[s].weight, geo, &p, err) < 0) {
      frame_buffers_free(fb);
      return -1;
    }
    unsigned char *xf = fb->xforms + (size_t)s * fb->nx1 * fb->xform_size;
    for (int i = 0; i < nx; i++) device_xform(&p.xforms[i], &st->xforms[i], st->precision, xf + i * fb->xform_size);
    if (st->has_final) device_xform(&p.final_xform, &st->xforms[nx], st->precision, xf + nx * fb->xform_size);

    uint16_t *ch = fb->choose + (size_t)s * fb->rows * RENDER_CHOOSE_GRAIN;
    for (int r = 0; r < fb->rows; r++) /* without xaos here, every row is the plain one */
      memcpy(ch + (size_t)r * RENDER_CHOOSE_GRAIN, p.choose + (p.chaos_enabled ? (size_t)r * RENDER_CHOOSE_GRAIN : 0),
             RENDER_CHOOSE_GRAIN * sizeof *ch);

    float *cm = fb->cmap + (size_t)s * 1024;
    for (int k = 0; k < 256; k++) {
      for (int c = 0; c < 4; c++) cm[k * 4 + c] = (float)(p.cmap[k][c] / 255.0);
      if (cp->palette[k][3] != 1.0) fb->separate_count = 1;
    }
    if (frame->sub[s].weight != w0) fb->separate_count = 1;

    fb_gpu_sub *g = &fb->subs[s];
    const render_camera *cam = &p.camera;
    memcpy(g->bounds, cam->bounds, sizeof g->bounds);
    g->xscale = geo->hist_width / (cam->bounds[2] - cam->bounds[0]);
    g->yscale = geo->hist_height / (cam->bounds[3] - cam->bounds[1]);
    memcpy(g->rot, cam->rot, sizeof g->rot);
    memcpy(g->center, cam->center, sizeof g->center);
    g->rotated = (fm_u32)cam->rotated;
    g->final_opacity = p.final_opacity;
    g->samples = (fm_u64)(render_sample_count(cp) / nsub); /* as render_iterate_cpu */
    int b0 = (int)((long long)fb->blocks * s / nsub), b1 = (int)((long long)fb->blocks * (s + 1) / nsub);
    g->first_thread = (fm_u32)b0 * FB_GPU_BLOCK;
    g->nthreads = (fm_u32)(b1 - b0) * FB_GPU_BLOCK;
    for (int b = b0; b < b1; b++) fb->block_sub[b] = (uint32_t)s;
    fm_u64 q = g->samples / g->nthreads + (g->samples % g->nthreads ? 1 : 0);
    if (q > fb->max_quota) fb->max_quota = q;
    fb->total_samples += (double)g->samples;
    render_prepared_free(&p);
  }
  return 0;
}

/* ---- device side ------------------------------------------------------------------------ */

enum { D_XFORMS, D_CHOOSE, D_CMAP, D_SUBS, D_BLOCK_SUB, D_PX, D_PY, D_PC, D_RNG_STATE, D_RNG_INC, D_LAST, D_BAD,
       D_HIST, D_COUNT, D_OUT, D_MAX, D_COUNT_ };

typedef struct device_buffers {
  CUdeviceptr p[D_COUNT_];
  size_t bytes[D_COUNT_];
} device_buffers;

static void device_buffers_free(device_buffers *d) {
  for (int i = 0; i < D_COUNT_; i++) gpu_free_and_null(&d->p[i]);
}

static int alloc_device(const gpu_driver *cu, const frame_buffers *fb, const codegen_structure *st,
                        const render_geometry *geo, device_buffers *d, fb_error *err) {
  memset(d, 0, sizeof *d);
  size_t T = (size_t)fb->blocks * FB_GPU_BLOCK, nb = (size_t)geo->hist_width * geo->hist_height;
  size_t real = st->precision == CODEGEN_DOUBLE ? 8 : 4;
  d->bytes[D_XFORMS] = (size_t)fb->nsub * fb->nx1 * fb->xform_size;
  d->bytes[D_CHOOSE] = (size_t)fb->nsub * fb->rows * RENDER_CHOOSE_GRAIN * 2;
  d->bytes[D_CMAP] = (size_t)fb->nsub * 1024 * sizeof(float);
  d->bytes[D_SUBS] = (size_t)fb->nsub * sizeof(fb_gpu_sub);
  d->bytes[D_BLOCK_SUB] = (size_t)fb->blocks * sizeof(uint32_t);
  d->bytes[D_PX] = d->bytes[D_PY] = d->bytes[D_PC] = T * real;
  d->bytes[D_RNG_STATE] = d->bytes[D_RNG_INC] = T * 8;
  d->bytes[D_LAST] = d->bytes[D_BAD] = T * 4;
  d->bytes[D_HIST] = nb * 16;
  d->bytes[D_COUNT] = fb->separate_count ? nb * 4 : 4;
  d->bytes[D_OUT] = nb * RENDER_BUCKET_CHANNELS * sizeof(double);
  d->bytes[D_MAX] = 4;
  double need = 0;
  for (int i = 0; i < D_COUNT_; i++) need += (double)d->bytes[i];
  size_t free_b = 0, total_b = 0;
  if (CU_CHECK(cu->cuMemGetInfo(&free_b, &total_b), err)) return -1;
  if (need > (double)free_b)
    return fb_errorf(err, "out of GPU memory: the frame needs %.1f MiB (a %dx%d-bucket histogram: %.1f MiB float + %.1f "
                          "MiB double), the GPU has %.1f MiB free of %.1f MiB",
                     need / 1048576.0, geo->hist_width, geo->hist_height,
                     (double)(d->bytes[D_HIST] + d->bytes[D_COUNT]) / 1048576.0, (double)d->bytes[D_OUT] / 1048576.0,
                     (double)free_b / 1048576.0, (double)total_b / 1048576.0);
  for (int i = 0; i < D_COUNT_; i++) {
    CUresult r = cu->cuMemAlloc(&d->p[i], d->bytes[i]);
    if (r == CUDA_ERROR_OUT_OF_MEMORY) {
      device_buffers_free(d);
      return fb_errorf(err, "out of GPU memory: the frame needs %.1f MiB (%dx%d buckets); allocating %.1f MiB failed",
                       need / 1048576.0, geo->hist_width, geo->hist_height, (double)d->bytes[i] / 1048576.0);
    }
    if (CU_CHECK(r, err)) {
      device_buffers_free(d);
      return -1;
    }
  }
  if (CU_CHECK(cu->cuMemcpyHtoD(d->p[D_XFORMS], fb->xforms, d->bytes[D_XFORMS]), err) ||
      CU_CHECK(cu->cuMemcpyHtoD(d->p[D_CHOOSE], fb->choose, d->bytes[D_CHOOSE]), err) ||
      CU_CHECK(cu->cuMemcpyHtoD(d->p[D_CMAP], fb->cmap, d->bytes[D_CMAP]), err) ||
      CU_CHECK(cu->cuMemcpyHtoD(d->p[D_SUBS], fb->subs, d->bytes[D_SUBS]), err) ||
      CU_CHECK(cu->cuMemcpyHtoD(d->p[D_BLOCK_SUB], fb->block_sub, d->bytes[D_BLOCK_SUB]), err) ||
      CU_CHECK(cu->cuMemsetD32(d->p[D_HIST], 0, d->bytes[D_HIST] / 4), err) ||
      CU_CHECK(cu->cuMemsetD32(d->p[D_COUNT], 0, d->bytes[D_COUNT] / 4), err) ||
      CU_CHECK(cu->cuMemsetD32(d->p[D_OUT], 0, d->bytes[D_OUT] / 4), err)) {
    device_buffers_free(d);
    return -1;
  }
  return 0;
}

/* A failed synchronisation after kernels means a fault: the context is lost for the process. */
static int kernel_fault(fb_error *err) {
  fb_error_prefix(err, "the GPU kernel failed (the context cannot be used again in this process)");
  gpu_device_mark_broken(err->msg);
  return -1;
}

/* Launch loop: batches of steps with a flush after each (see the header comment, step 4). */
static int run_batches(const gpu_driver *cu, const gpu_module *m, const frame_buffers *fb, const render_geometry *geo,
                       const device_buffers *d, const render_options *opt, const gpu_options *gopt,
                       gpu_render_stats *stats, fb_error *err) {
  fb_gpu_args a;
  memset(&a, 0, sizeof a);
  a.xforms = d->p[D_XFORMS];
  a.choose = d->p[D_CHOOSE];
  a.cmap = d->p[D_CMAP];
  a.subs = d->p[D_SUBS];
  a.block_sub = d->p[D_BLOCK_SUB];
  a.px = d->p[D_PX];
  a.py = d->p[D_PY];
  a.pc = d->p[D_PC];
  a.rng_state = d->p[D_RNG_STATE];
  a.rng_inc = d->p[D_RNG_INC];
  a.last = d->p[D_LAST];
  a.bad = d->p[D_BAD];
  a.hist = d->p[D_HIST];
  a.count = d->p[D_COUNT];
  a.seed = opt->seed;
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

  const double T = (double)fb->blocks * FB_GPU_BLOCK;
  double iters = floor(HOT_BUCKET_TARGET * 2 / T); /* first batch: ≤ 2^24 samples in all */
  if (iters < 1) iters = 1;
  double done = 0, t0 = now_s();
  a.fuse = 1;
  for (fm_u64 it0 = 0; a.fuse || it0 < fb->max_quota;) {
    if (iters > MAX_ITERS_PER_LAUNCH) iters = MAX_ITERS_PER_LAUNCH;
    a.it0 = it0;
    a.iters = (fm_u32)iters;
    void *ap[] = {&a}, *fp[] = {&f};
    double tb = now_s();
    if (CU_CHECK(cu->cuLaunchKernel(m->iterate, (unsigned)fb->blocks, 1, 1, FB_GPU_BLOCK, 1, 1, 0, NULL, ap, NULL), err) ||
        CU_CHECK(cu->cuMemsetD32(d->p[D_MAX], 0, 1), err) ||
        CU_CHECK(cu->cuLaunchKernel(m->flush, flush_blocks, 1, 1, 256, 1, 1, 0, NULL, fp, NULL), err))
      return -1;
    uint32_t max_bits = 0;
    if (CU_CHECK(cu->cuCtxSynchronize(), err)) return kernel_fault(err);
    if (CU_CHECK(cu->cuMemcpyDtoH(&max_bits, d->p[D_MAX], 4), err)) return -1;
    double elapsed = now_s() - tb;
    stats->launches++;
    double batch = 0;
    for (int s = 0; s < fb->nsub; s++) batch += samples_in(&fb->subs[s], it0, it0 + a.iters);
    done += batch;
    it0 += a.iters;
    a.fuse = 0;
    if (opt->progress && opt->progress(opt->progress_ctx, fb->total_samples > 0 ? done / fb->total_samples : 1.0))
      return fb_errorf(err, "cancelled");
    /* Next batch: the hottest bucket gets ≤ 2^23 samples, the launch lasts ≤ TARGET_LAUNCH_S. */
    float hottest;
    memcpy(&hottest, &max_bits, sizeof hottest);
    double next = MAX_ITERS_PER_LAUNCH;
    if (hottest > 0 && batch > 0) {
      double share = (double)hottest / batch;
      if (share > stats->hottest_share) stats->hottest_share = share;
      if (gopt->aggregate == GPU_AGGREGATE_AUTO && share > AGGREGATE_SHARE) a.aggregate = 1;
      next = HOT_BUCKET_TARGET / (share * T);
    }
    if (elapsed > 0) {
      double by_time = a.iters * TARGET_LAUNCH_S / elapsed;
      if (by_time < next) next = by_time;
    }
    if (next > 2.0 * a.iters) next = 2.0 * a.iters; /* grow gently: the first batches include fuse */
    iters = next < 1 ? 1 : floor(next);
  }
  stats->iterate_s = now_s() - t0;
  stats->samples = done;
  stats->aggregated = (int)a.aggregate;
  return 0;
}

/* Reads the bad-value counters and, when hist is given, the device's double histogram: added
 * to hist, or replacing its buckets when the device's already includes them (`replace`: earlier
 * samples were uploaded for finishing). Touches hist only once everything is read. */
static int download(const gpu_driver *cu, const device_buffers *d, size_t T, render_hist *hist, int replace,
                    double *badvals, fb_error *err) {
  size_t n = hist ? (size_t)hist->width * hist->height * RENDER_BUCKET_CHANNELS : 0;
  uint32_t *bad = malloc(T * sizeof *bad);
  double *sum = n ? malloc(n * sizeof *sum) : NULL;
  int rc = -1;
  if (!bad || (n && !sum)) {
    fb_errorf(err, "out of memory downloading the histogram (%.1f MiB)", (double)n * sizeof *sum / 1048576.0);
    goto done;
  }
  if ((n && CU_CHECK(cu->cuMemcpyDtoH(sum, d->p[D_OUT], n * sizeof *sum), err)) ||
      CU_CHECK(cu->cuMemcpyDtoH(bad, d->p[D_BAD], T * sizeof *bad), err))
    goto done;
  /* Only now, with everything read, touch the caller's histogram. */
  if (replace)
    memcpy(hist->buckets, sum, n * sizeof *sum);
  else
    for (size_t i = 0; i < n; i++) hist->buckets[i] += sum[i];
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
 * own buffers are freed first, so finishing needs no more memory than iterating did. Earlier
 * samples in hist (samples > 0) are added first. `*replaced` says they were. */
static int finish_in_place(const gpu_driver *cu, const gpu_module *fm, const gpu_finish_plan *plan, device_buffers *d,
                           const render_hist *hist, render_image *img, int *replaced, gpu_render_stats *stats,
                           fb_error *err) {
  double t0 = now_s();
  for (int i = 0; i < D_COUNT_; i++)
    if (i != D_OUT && i != D_BAD) gpu_free_and_null(&d->p[i]);
  *replaced = 0;
  if (hist && hist->samples > 0) {
    if (gpu_finish_add_hist(cu, fm, d->p[D_OUT], hist, err) < 0) return -1;
    *replaced = 1;
  }
  int rc = gpu_finish_run(cu, fm, plan, d->p[D_OUT], img, &stats->finish, err);
  stats->finish.total_s = now_s() - t0;
  return rc;
}

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
  render_geometry geo;
  if (render_geometry_of(frame, &geo, err) < 0) return -1;
  if (hist && (hist->width != geo.hist_width || hist->height != geo.hist_height))
    return fb_errorf(err, "histogram is %dx%d, frame needs %dx%d", hist->width, hist->height, geo.hist_width,
                     geo.hist_height);
  char cache_dir[4096];
  const char *cache = gpu_cache_dir(gopt, cache_dir, sizeof cache_dir);
  /* Finishing is validated before any GPU time is spent. */
  gpu_finish_plan plan;
  int have_plan = 0;
  if (gopt->finish) {
    if (gpu_finish_plan_build(frame, hist, gopt->finish, gopt->de_scatter, &plan, err) < 0) return -1;
    have_plan = 1;
  }

  codegen_structure st;
  if (gpu_structure_of(frame, gopt->precision, gopt->choice, &st, err) < 0) {
    if (have_plan) gpu_finish_plan_free(&plan);
    return -1;
  }
  frame_buffers fb;
  char *source = NULL;
  int rc = -1, acquired = 0, replaced = 0;
  render_image img = {0};
  device_buffers d;
  memset(&d, 0, sizeof d);
  if (build_buffers(frame, &geo, &st, &fb, err) < 0) {
    codegen_structure_free(&st);
    if (have_plan) gpu_finish_plan_free(&plan);
    return -1;
  }
  source = codegen_source(&st, err);
  if (!source) goto done;
  const gpu_driver *cu;
  gpu_device_info info;
  if (gpu_device_acquire(&cu, &info, err) < 0) goto done;
  acquired = 1;
  snprintf(stats.arch, sizeof stats.arch, "%s", info.arch);
  snprintf(stats.device, sizeof stats.device, "%s", info.description);
  gpu_module *fm = NULL;
  /* The finishing module first: looking it up never evicts the iteration module got after it. */
  if (have_plan && gpu_finish_module_get(cache, &fm, &stats.finish.kernel, err) < 0) goto done;
  gpu_module *m;
  if (gpu_module_get(source, cache, &m, &stats.kernel, err) < 0) goto done;
  stats.regs = m->regs;
  stats.local_bytes = m->local_bytes;
  stats.trajectories = fb.blocks * FB_GPU_BLOCK;
  stats.separate_count = fb.separate_count;
  if (alloc_device(cu, &fb, &st, &geo, &d, err) < 0) goto done;
  if (run_batches(cu, m, &fb, &geo, &d, opt, gopt, &stats, err) < 0) goto done;
  if (have_plan && finish_in_place(cu, fm, &plan, &d, hist, &img, &replaced, &stats, err) < 0) goto done;
  double badvals = 0;
  if (download(cu, &d, (size_t)stats.trajectories, hist, replaced, &badvals, err) < 0) goto done;
  stats.badvals = badvals;
  if (hist) {
    hist->samples += fb.total_samples;
    hist->badvals += badvals;
  }
  if (have_plan) {
    *gopt->image = img;
    img = (render_image){0};
    stats.finished = 1;
  }
  rc = 0;
done:
  render_image_free(&img);
  device_buffers_free(&d);
  if (acquired) gpu_device_release();
  free(source);
  frame_buffers_free(&fb);
  codegen_structure_free(&st);
  if (have_plan) gpu_finish_plan_free(&plan);
  stats.total_s = now_s() - t0;
  if (stats_out) *stats_out = stats;
  return rc;
}

int render_iterate_cuda(const render_frame *frame, const render_options *opt, render_hist *hist, fb_error *err) {
  return gpu_iterate(frame, opt, NULL, hist, NULL, err);
}
