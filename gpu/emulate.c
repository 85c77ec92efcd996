/* emulate.c — the GPU's iteration on the CPU (see emulate.h). Mirrors backend.c's run_batches
 * step for step; the kernel itself is emulate_kernel.c. */
#include "emulate.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../kernels/accumulate.h"
#include "../kernels/tiles.h"
#include "emulate_kernel.h"
#include "frame_buffers.h"
#include "kernel.h"

#define ADDR(p) ((fm_u64)(uintptr_t)(p))

/* The emulated GPU holds 96 threads resident: the small frames of the tests then have more
 * chunks than threads, so they run the turning slots and the slots of several chunks that a
 * large frame runs on a real GPU (the plan never changes which samples a chunk draws). */
#define EMULATED_RESIDENT 96

typedef struct emulated_device {
  float *px, *py, *pc, *pz, *pw; /* slots: float points (FM_REAL_FLOAT) */
  fm_u64 *rng_state, *rng_inc;
  uint32_t *nth, *done;
  int32_t *last;
  uint32_t *bad;
  float *hist;               /* [nbuckets][4]; fixed point: fm_u64 (fb_gpu_args.fixed_point) */
  float *count;              /* [nbuckets] when separate_count; fixed point: fm_u64 */
  double *out;               /* [nbuckets][5]: the device's double histogram */
  /* Deferred (kernels/tiles.h): a launch's log, grouped by tile, and the tiles' sums. */
  fm_u32 *log_bucket, *sorted_bucket;
  fm_u64 *log_value, *sorted_value;
  unsigned short *log_count, *sorted_count;
  size_t *tile_start, *tile_cursor;
  fm_u64 *acc;               /* [tile][5] */
} emulated_device;

#define EMULATED_LOG_ENTRIES (1u << 20)
/* Small tiles, so that a test's small frame spreads over many (the sums do not depend on it). */
#define EMULATED_TILE_BITS 4

static void emulated_device_free(emulated_device *d) {
  free(d->px);
  free(d->py);
  free(d->pc);
  free(d->pz);
  free(d->pw);
  free(d->rng_state);
  free(d->rng_inc);
  free(d->nth);
  free(d->done);
  free(d->last);
  free(d->bad);
  free(d->hist);
  free(d->count);
  free(d->out);
  free(d->log_bucket);
  free(d->sorted_bucket);
  free(d->log_value);
  free(d->sorted_value);
  free(d->log_count);
  free(d->sorted_count);
  free(d->tile_start);
  free(d->tile_cursor);
  free(d->acc);
  memset(d, 0, sizeof *d);
}

/* fb_flush: the float accumulators into the double histogram; returns the hottest count.
 * Fixed point: the hottest count so far, and with `convert` the sums into the histogram. */
static double flush(emulated_device *d, size_t nbuckets, int separate_count, double count_per_alpha, int fixed,
                    double unit, int convert) {
  float m = 0.0f;
  if (fixed) {
    fm_u64 *fh = (fm_u64 *)d->hist, *fc = (fm_u64 *)d->count;
    for (size_t i = 0; i < nbuckets; i++) {
      fm_u64 *h = fh + i * 4;
      const fm_u64 c = separate_count ? fc[i] : 0;
      if (!(h[0] | h[1] | h[2] | h[3] | c)) continue;
      const double n = fb_flush_fixed_bucket(h, c, separate_count, count_per_alpha, unit, convert, d->out + i * 5);
      if (convert) {
        h[0] = h[1] = h[2] = h[3] = 0;
        if (separate_count) fc[i] = 0;
      }
      if ((float)n > m) m = (float)n;
    }
    return m;
  }
  for (size_t i = 0; i < nbuckets; i++) {
    float *h = d->hist + i * 4;
    const float c = separate_count ? d->count[i] : 0.0f;
    if (h[0] == 0.0f && h[1] == 0.0f && h[2] == 0.0f && h[3] == 0.0f && c == 0.0f) continue;
    const double n = fb_flush_bucket(h, c, separate_count, count_per_alpha, d->out + i * 5);
    h[0] = h[1] = h[2] = h[3] = 0.0f;
    if (separate_count) d->count[i] = 0.0f;
    if ((float)n > m) m = (float)n;
  }
  return m;
}

/* The GPU's tile kernels (kernels/tile_kernels.cuh: fb_tile_count … fb_tile_accumulate), one after another:
 * the launch's `n` log entries grouped by tile with a counting sort, each tile summed and added
 * into the frame's fixed-point sums. The reference the GPU's parallel passes are checked
 * against: the result equals the fixed-point atomics' exactly. */
static int tile_pass(emulated_device *d, size_t n, size_t nb, unsigned bits, int separate_count, fb_error *err) {
  const size_t size = (size_t)1 << bits, ntiles = (nb + size - 1) >> bits;
  memset(d->tile_start, 0, (ntiles + 1) * sizeof *d->tile_start);
  for (size_t i = 0; i < n; i++) {
    if (d->log_bucket[i] == FB_TILE_NONE) continue;
    if (d->log_bucket[i] >= nb) /* a place the iteration did not write (the log is poisoned before) */
      return fb_errorf(err, "GPU emulation: log entry %zu of %zu holds bucket %u of %zu", i, n,
                       (unsigned)d->log_bucket[i], nb);
    d->tile_start[(d->log_bucket[i] >> bits) + 1]++;
  }
  for (size_t t = 0; t < ntiles; t++) d->tile_start[t + 1] += d->tile_start[t];
  memcpy(d->tile_cursor, d->tile_start, ntiles * sizeof *d->tile_cursor);
  for (size_t i = 0; i < n; i++) {
    if (d->log_bucket[i] == FB_TILE_NONE) continue;
    const size_t pos = d->tile_cursor[d->log_bucket[i] >> bits]++;
    d->sorted_bucket[pos] = d->log_bucket[i];
    d->sorted_value[pos] = d->log_value[i];
    if (separate_count) d->sorted_count[pos] = d->log_count[i];
  }
  fm_u64 *hist = (fm_u64 *)d->hist, *count = (fm_u64 *)d->count, *acc = d->acc, *counts = acc + 4 * size;
  for (size_t t = 0; t < ntiles; t++) {
    if (d->tile_start[t] == d->tile_start[t + 1]) continue;
    memset(acc, 0, 5 * size * sizeof *acc);
    for (size_t j = d->tile_start[t]; j < d->tile_start[t + 1]; j++)
      fb_tile_add_plain(acc, separate_count ? counts : NULL, d->sorted_bucket[j] & (fm_u32)(size - 1),
                        d->sorted_value[j], separate_count ? d->sorted_count[j] : 0);
    for (size_t j = 0; j < size && (t << bits) + j < nb; j++) {
      const size_t g = (t << bits) + j;
      for (int ch = 0; ch < 4; ch++) hist[4 * g + ch] += acc[4 * j + ch];
      if (separate_count) count[g] += counts[j];
    }
  }
  return 0;
}

static int emulate_run(const frame_buffers *fb, const render_geometry *geo, const render_options *opt, render_hist *hist,
                       fb_error *err);

int gpu_emulate_iterate(const render_frame *frame, const render_options *opt, render_hist *hist, fb_error *err) {
  return gpu_emulate_iterate_on(frame, opt, EMULATED_RESIDENT, hist, err);
}

int gpu_emulate_iterate_on(const render_frame *frame, const render_options *opt, unsigned resident, render_hist *hist,
                           fb_error *err) {
  render_geometry geo;
  if (render_geometry_of(frame, &geo, err) < 0) return -1;
  if (hist->width != geo.hist_width || hist->height != geo.hist_height)
    return fb_errorf(err, "histogram is %dx%d, frame needs %dx%d", hist->width, hist->height, geo.hist_width,
                     geo.hist_height);
  codegen_structure st;
  if (gpu_structure_of(frame, CODEGEN_FLOAT, &st, err) < 0) return -1;
  frame_buffers fb;
  if (frame_buffers_build(frame, &geo, &st, 1, opt->first_round, opt->end_round, &fb, err) < 0) {
    codegen_structure_free(&st);
    return -1;
  }
  codegen_structure_free(&st); /* the grid's arguments carry what the kernel needs of it */
  int rc = -1;
  frame_buffers_plan(&fb, resident);
  if (fb.xform_size != fb_emulated_xform_size()) {
    fb_errorf(err, "GPU emulation: xform layout %zu bytes, the emulated kernel's %lu", fb.xform_size,
              fb_emulated_xform_size());
  } else {
    frame_buffers_use_fixed(&fb, opt, fb.copies > 1 ? 0 : EMULATED_TILE_BITS); /* (backend.c's shape_launch) */
    /* As the CUDA backend: under auto, a hot bucket in the probe's batches starts the frame
     * over, deferred. */
    rc = emulate_run(&fb, &geo, opt, hist, err);
    if (rc == GPU_RUN_DEFER) {
      frame_buffers_defer(&fb);
      rc = emulate_run(&fb, &geo, opt, hist, err);
    }
  }
  frame_buffers_free(&fb);
  return rc;
}

/* The frame's batches on the emulated device: 0, -1, or GPU_RUN_DEFER (hist untouched). */
static int emulate_run(const frame_buffers *fbp, const render_geometry *gp, const render_options *opt, render_hist *hist,
                       fb_error *err) {
  const frame_buffers fb = *fbp;
  const render_geometry geo = *gp;
  int rc = -1;
  emulated_device d;
  memset(&d, 0, sizeof d);
  const size_t S = fb.slots, nb = (size_t)geo.hist_width * geo.hist_height;
  d.px = malloc(S * sizeof *d.px);
  d.py = malloc(S * sizeof *d.py);
  d.pc = malloc(S * sizeof *d.pc);
  d.pz = malloc(S * sizeof *d.pz);
  d.pw = calloc(S, sizeof *d.pw);
  d.rng_state = malloc(S * sizeof *d.rng_state);
  d.rng_inc = malloc(S * sizeof *d.rng_inc);
  d.nth = calloc(S, sizeof *d.nth);
  d.done = calloc(S, sizeof *d.done);
  d.last = malloc(S * sizeof *d.last);
  d.bad = calloc(S, sizeof *d.bad);
  size_t log_entries = 0;
  if (fb.deferred) {
    const size_t ntiles = (nb + ((size_t)1 << fb.tile_bits) - 1) >> fb.tile_bits;
    log_entries = EMULATED_LOG_ENTRIES > fb.threads ? EMULATED_LOG_ENTRIES / fb.threads * fb.threads : fb.threads;
    d.log_bucket = malloc(log_entries * sizeof *d.log_bucket);
    d.sorted_bucket = malloc(log_entries * sizeof *d.sorted_bucket);
    d.log_value = malloc(log_entries * sizeof *d.log_value);
    d.sorted_value = malloc(log_entries * sizeof *d.sorted_value);
    d.log_count = malloc(log_entries * sizeof *d.log_count);
    d.sorted_count = malloc(log_entries * sizeof *d.sorted_count);
    d.tile_start = malloc((ntiles + 1) * sizeof *d.tile_start);
    d.tile_cursor = malloc(ntiles * sizeof *d.tile_cursor);
    d.acc = malloc(5 * ((size_t)1 << fb.tile_bits) * sizeof *d.acc);
    if (!d.log_bucket || !d.sorted_bucket || !d.log_value || !d.sorted_value || !d.log_count || !d.sorted_count ||
        !d.tile_start || !d.tile_cursor || !d.acc) {
      fb_errorf(err, "out of memory for the GPU emulation's log (%zu entries)", log_entries);
      goto done;
    }
  }
  const size_t value = fb.fixed ? sizeof(fm_u64) : sizeof(float);
  d.hist = calloc(nb * 4, value);
  d.count = fb.separate_count ? calloc(nb, value) : NULL;
  d.out = calloc(nb * RENDER_BUCKET_CHANNELS, sizeof *d.out);
  if (!d.px || !d.py || !d.pc || !d.pz || !d.pw || !d.rng_state || !d.rng_inc || !d.nth || !d.done || !d.last || !d.bad || !d.hist ||
      (fb.separate_count && !d.count) || !d.out) {
    fb_errorf(err, "out of memory for the GPU emulation's buffers (%zu slots, %zu buckets)", S, nb);
    goto done;
  }

  fb_gpu_args a;
  memset(&a, 0, sizeof a);
  a.xforms = ADDR(fb.xforms);
  a.choose = ADDR(fb.choose);
  a.cmap = ADDR(fb.cmap);
  a.subs = ADDR(fb.subs);
  a.wfields = ADDR(fb.wfields);
  a.px = ADDR(d.px);
  a.py = ADDR(d.py);
  a.pc = ADDR(d.pc);
  a.pz = ADDR(d.pz);
  a.pw = ADDR(d.pw);
  a.rng_state = ADDR(d.rng_state);
  a.rng_inc = ADDR(d.rng_inc);
  a.nth = ADDR(d.nth);
  a.done = ADDR(d.done);
  a.last = ADDR(d.last);
  a.bad = ADDR(d.bad);
  a.hist = ADDR(d.hist);
  a.count = ADDR(d.count);
  a.seed = opt->seed;
  frame_buffers_grid_args(&fb, &a);
  a.hist_width = (fm_u32)geo.hist_width;
  a.hist_height = (fm_u32)geo.hist_height;
  a.log_bucket = ADDR(d.log_bucket);
  a.log_value = ADDR(d.log_value);
  a.log_count = ADDR(d.log_count);

  double iters = frame_buffers_first_iters(&fb, 0);
  int probing = fb.may_defer;
  for (frame_progress progress = {0}; fb.nchunks > 0 && progress.finished < fb.slots;) {
    if (fb.deferred && iters * fb.threads > (double)log_entries) iters = (double)(log_entries / fb.threads);
    a.iters = (fm_u32)iters;
    fb_gpu_report report;
    const size_t logged = (size_t)fb.threads * a.iters;
    /* Poisoned, not cleared: the iteration writes every place of its log (fb_tile_log_bucket),
     * as the GPU's, whose log is not cleared either; a place it misses is caught here. */
    if (fb.deferred) memset(d.log_bucket, 0xfe, logged * sizeof *d.log_bucket);
    if (fb_emulate_launch(&a, &report) < 0) {
      fb_errorf(err, "out of memory for the GPU emulation's copies of the xforms a weighting field scales");
      goto done;
    }
    if (fb.deferred && tile_pass(&d, logged, nb, fb.tile_bits, fb.separate_count, err) < 0) goto done;
    const double hottest = flush(&d, nb, fb.separate_count, fb.count_per_alpha, fb.fixed, fb.fixed_unit, 0);
    const double batch = (double)report.steps;
    if (frame_buffers_account(&fb, &report, &progress, err) < 0) goto done;
    a.slot0 = frame_buffers_next_slot0(&fb, a.slot0);
    if (probing) {
      if (frame_buffers_wants_defer(&fb, hottest, batch, progress.finished >= fb.slots)) {
        rc = GPU_RUN_DEFER;
        goto done;
      }
      probing = progress.steps < FB_DEFER_PROBE_STEPS * fb.threads;
    }
    if (opt->progress && opt->progress(opt->progress_ctx, fb.total_steps > 0 ? progress.steps / fb.total_steps : 1.0)) {
      fb_errorf(err, "cancelled");
      goto done;
    }
    iters = frame_buffers_next_iters(&fb, a.iters, fb.fixed ? 0 : hottest, batch, 0, 0);
  }
  if (fb.fixed) flush(&d, nb, fb.separate_count, fb.count_per_alpha, 1, fb.fixed_unit, 1);
  /* Only now touch the caller's histogram. */
  const size_t n = nb * RENDER_BUCKET_CHANNELS;
  for (size_t i = 0; i < n; i++) hist->buckets[i] += d.out[i];
  if (!opt->share) render_hist_round_to_float(hist); /* canonical, as the CUDA backend leaves it (render.h) */
  double bad = 0;
  for (size_t t = 0; t < S; t++) bad += d.bad[t];
  hist->samples += fb.total_samples;
  hist->badvals += bad;
  rc = 0;
done:
  emulated_device_free(&d);
  return rc;
}
