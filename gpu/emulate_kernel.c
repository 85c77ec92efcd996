/*
 * emulate_kernel.c — fb_iterate (kernels/iterate.cuh) on the CPU, in the GPU's precision (see
 * emulate_kernel.h). Everything numeric is the kernel's own text: kernels/trajectory.h for the
 * threads and their steps, kernels/accumulate.h for the colour of a sample, fm_xform_begin / fm_var_* /
 * fm_xform_end for the xforms, exactly as the generated source calls them (a variation whose
 * weight is 0 in this sub-frame is skipped, as the generated guard does). What differs is only
 * what cannot be the same on a CPU: the threads run one after another, and the atomics are
 * plain float additions in that fixed order.
 */
#define FM_REAL_FLOAT 1 /* the GPU's point type: before any kernels/ header */

#include "emulate_kernel.h"

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../kernels/variations.h"

/* The copies of xforms whose weighting field scales parameters (fm_wfield_apply_var) during one
 * launch (fb_emulate_launch): a few, each kept for the xform it copies, in the launch's thread. */
#define SCRATCH_COPIES 8
typedef struct field_scratch {
  const fm_xform *of[SCRATCH_COPIES];
  fm_xform *copy[SCRATCH_COPIES];
} field_scratch;
static _Thread_local field_scratch *launch_scratch;

static fm_xform *scratch_for(const fm_xform *xf) {
  field_scratch *fs = launch_scratch;
  const size_t h = ((uintptr_t)xf / sizeof *xf) % SCRATCH_COPIES;
  if (fs->of[h] != xf) {
    memcpy(fs->copy[h], xf, sizeof *xf);
    fs->of[h] = xf;
  }
  return fs->copy[h];
}

/* The generated xform: begin, pre_blur, its variations (zero weights skipped), end — what
 * fm_apply_xform does, and what the generic kernel runs on the GPU — under its weighting field
 * wf (NULL: none), whose pairs' parameters the device's own kernel scales on a copy as this
 * does (kernels/codegen.c). */
static int apply_xform(const fm_xform *xf, const fm_wfield *wf, const fm_point *in, fm_point *out, fm_rng *rng) {
  if (!wf || wf->noise.type == FM_NOISE_NONE) return fm_apply_xform(xf, in, out, rng);
  return fm_apply_xform_field(xf, NULL, wf, wf->nmods ? scratch_for(xf) : NULL, in, out, rng);
}

/* (wc: the device's kept copies, trajectory.h's fb_wcopies; the emulation keeps its own) */
struct fb_wcopies;
static int fb_apply(int fn, const fm_xform *xf, const fm_wfield *wf, struct fb_wcopies *wc, const fm_point *in,
                    fm_point *out, fm_rng *rng) {
  (void)wc;
  return apply_xform(xf + fn, wf ? wf + fn : wf, in, out, rng);
}

static void fb_apply_final(int k, const fm_xform *xf, const fm_wfield *wf, struct fb_wcopies *wc, const fm_point *in,
                           fm_point *out, fm_rng *rng) {
  (void)k;
  (void)wc;
  apply_xform(xf, wf, in, out, rng);
}

#include "../kernels/accumulate.h"
#include "../kernels/tiles.h"

/* The GPU's atomic add, as a plain one: threads run one after another. */
static void fb_plot(const fb_gpu_args *a, unsigned bucket, fb_rgba c, float vis, fm_u64 pos) {
  if (a->deferred) {
    fb_tile_log_value(a, pos, c, vis); /* the bucket: trajectory.h, fb_tile_log_bucket */
    return;
  }
  if (a->fixed_point) {
    fm_u64 v[5], *h = (fm_u64 *)(uintptr_t)a->hist + (size_t)bucket * 4;
    fb_fixed_sample(c, vis, a->fixed_scale, v);
    for (int k = 0; k < 4; k++) h[k] += v[k];
    if (a->separate_count) ((fm_u64 *)(uintptr_t)a->count)[bucket] += v[4];
    return;
  }
  float *h = (float *)(uintptr_t)a->hist + (size_t)bucket * 4;
  h[0] += c.r;
  h[1] += c.g;
  h[2] += c.b;
  h[3] += c.a;
  if (a->separate_count) ((float *)(uintptr_t)a->count)[bucket] += vis;
}

#include "../kernels/trajectory.h"
_Static_assert(FM_JWF_FUSE <= FB_LAST_DARK_MASK && FB_DONE_OFFSET >= FB_GPU_FUSE,
               "a slot's dark steps fit its saved last; its done counts from the longest fuse");

unsigned long fb_emulated_xform_size(void) { return sizeof(fm_xform); }

int fb_emulated_choose(const void *choose, int num_xforms, unsigned long long row, unsigned r) {
  return fb_choose(choose, num_xforms, row, r);
}

long long fb_emulated_bucket_of(const fb_gpu_sub *sub, int hist_width, int hist_height, double x, double y) {
  return fb_bucket_of(sub, hist_width, hist_height, (fm_real)x, (fm_real)y);
}

int fb_emulated_apply_xform(const void *xforms, int index, const double in[5], double out[5], fm_u64 rng[2]) {
  const fm_xform *xf = (const fm_xform *)xforms + index;
  fm_point p, q;
  fm_rng r;
  p.x = (fm_real)in[0];
  p.y = (fm_real)in[1];
  p.color = (fm_real)in[2];
  p.vis = (fm_real)in[3];
  p.z = (fm_real)in[4];
  p.rgb = 0;
  p.walk = 0;
  r.state = rng[0];
  r.inc = rng[1];
  const int bad = apply_xform(xf, NULL, &p, &q, &r);
  out[0] = q.x;
  out[1] = q.y;
  out[2] = q.color;
  out[3] = q.vis;
  out[4] = q.z;
  rng[0] = r.state;
  rng[1] = r.inc;
  return bad;
}

int fb_emulate_launch(const fb_gpu_args *a, fb_gpu_report *report) {
  report->steps = 0;
  report->finished = 0;
  field_scratch fs = {0};
  int rc = 0;
  if (a->wfields)
    for (int k = 0; k < SCRATCH_COPIES && rc == 0; k++)
      if (!(fs.copy[k] = malloc(sizeof(fm_xform)))) rc = -1;
  launch_scratch = &fs;
  for (fm_u32 t = 0; t < a->threads && rc == 0; t++) {
    fm_u64 steps;
    int finished;
    fb_run_slot(a, NULL, t, (int)a->num_xforms, (int)a->num_finals, (int)a->chaos, (int)a->palette_mode, &steps, &finished);
    report->steps += steps;
    report->finished += (fm_u32)finished;
  }
  launch_scratch = NULL;
  for (int k = 0; k < SCRATCH_COPIES; k++) free(fs.copy[k]);
  return rc;
}
