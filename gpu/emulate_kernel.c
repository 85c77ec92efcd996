/*
 * emulate_kernel.c — fb_iterate (kernels/iterate.cuh) on the CPU, in the GPU's precision (see
 * emulate_kernel.h). Everything numeric is the kernel's own text: kernels/trajectory.h for the
 * steps, kernels/accumulate.h for the colour of a sample, fm_xform_begin / fm_var_* /
 * fm_xform_end for the xforms, exactly as the generated source calls them (a variation whose
 * weight is 0 in this sub-frame is skipped, as the generated guard does). What differs is only
 * what cannot be the same on a CPU: the threads run one after another, and the atomics are
 * plain float additions in that fixed order.
 */
#define FM_REAL_FLOAT 1 /* the GPU's point type: before any kernels/ header */

#include "emulate_kernel.h"

#include <stddef.h>
#include <stdint.h>

#include "../kernels/variations.h"

/* The generated xform: begin, pre_blur, its variations (zero weights skipped), end. */
static int apply_xform(const fm_xform *xf, const fm_point *in, fm_point *out, fm_rng *rng) {
  fm_var_state s;
  fm_xform_begin(xf, in, out, &s);
  if (xf->pre_blur != 0) fm_var_pre_blur(&s, xf, xf->pre_blur, rng);
  for (int k = 0; k < xf->nvars; k++) {
    const fm_real w = xf->var_weight[k];
    if (w != 0) fm_apply_var(xf->var_index[k], &s, xf, w, rng);
  }
  return fm_xform_end(xf, &s, out, rng);
}

static int fb_apply(int fn, const fm_xform *xf, const fm_point *in, fm_point *out, fm_rng *rng) {
  return apply_xform(xf + fn, in, out, rng);
}

static void fb_apply_final(const fm_xform *xf, const fm_point *in, fm_point *out, fm_rng *rng) {
  apply_xform(xf, in, out, rng);
}

#include "../kernels/accumulate.h"
#include "../kernels/trajectory.h"

#define PTR(type, addr) ((type *)(uintptr_t)(addr))

unsigned long fb_emulated_xform_size(void) { return sizeof(fm_xform); }

/* fb_iterate for thread t, line for line (kernels/iterate.cuh), fb_add a plain addition. */
static void run_thread(const fb_gpu_args *a, const fb_emulated_structure *st, unsigned t) {
  const fb_gpu_sub *subs = PTR(const fb_gpu_sub, a->subs);
  const int nx1 = st->num_xforms + st->has_final, rows = st->chaos ? st->num_xforms + 1 : 1;
  fm_real *px = PTR(fm_real, a->px), *py = PTR(fm_real, a->py), *pc = PTR(fm_real, a->pc);
  fb_trajectory tr;
  fm_u64 chunk;
  long long i;
  if (a->start) {
    chunk = t;
    if (chunk >= a->nchunks) return;
    fb_trajectory_start(&tr, a->seed, chunk);
    tr.bad = 0;
    i = -FB_GPU_FUSE;
  } else {
    chunk = PTR(fm_u64, a->chunk)[t];
    if (chunk >= a->nchunks) return;
    tr.rng.state = PTR(fm_u64, a->rng_state)[t];
    tr.rng.inc = PTR(fm_u64, a->rng_inc)[t];
    tr.pt.x = px[t];
    tr.pt.y = py[t];
    tr.pt.color = pc[t];
    tr.pt.vis = 1;
    tr.last = PTR(int, a->last)[t];
    tr.bad = PTR(fm_u32, a->bad)[t];
    i = PTR(long long, a->step)[t];
  }
  const int hw = (int)a->hist_width, hh = (int)a->hist_height;
  unsigned s = fb_sub_of_chunk(subs, a->nsub, chunk);
  const fb_gpu_sub *sub = subs + s;
  const fm_xform *xf = PTR(const fm_xform, a->xforms) + (size_t)s * nx1;
  const unsigned short *choose = PTR(const unsigned short, a->choose) + (size_t)s * rows * FB_GPU_CHOOSE_GRAIN;
  const fb_rgba *pal = PTR(const fb_rgba, a->cmap) + (size_t)s * 256;
  long long n = fb_chunk_samples(sub, chunk);
  fm_point q;
  for (unsigned k = 0; k < a->iters; k++) {
    if (i >= n) {
      chunk += a->trajectories;
      if (chunk >= a->nchunks) break;
      fb_trajectory_start(&tr, a->seed, chunk);
      i = -FB_GPU_FUSE;
      s = fb_sub_of_chunk(subs, a->nsub, chunk);
      sub = subs + s;
      xf = PTR(const fm_xform, a->xforms) + (size_t)s * nx1;
      choose = PTR(const unsigned short, a->choose) + (size_t)s * rows * FB_GPU_CHOOSE_GRAIN;
      pal = PTR(const fb_rgba, a->cmap) + (size_t)s * 256;
      n = fb_chunk_samples(sub, chunk);
    }
    fb_trajectory_step(&tr, xf, st->has_final ? xf + st->num_xforms : 0, choose, st->chaos,
                       (fm_real)sub->final_opacity, &q);
    if (i >= 0 && q.vis != 0) {
      const long long bucket = fb_bucket_of(sub, hw, hh, q.x, q.y);
      if (bucket >= 0) {
        const fb_rgba c = fb_sample_rgba(pal, st->palette_linear, q.color, (float)q.vis);
        float *h = PTR(float, a->hist) + bucket * 4;
        h[0] += c.r;
        h[1] += c.g;
        h[2] += c.b;
        h[3] += c.a;
        if (a->separate_count) PTR(float, a->count)[bucket] += (float)q.vis;
      }
    }
    i++;
  }
  PTR(fm_u64, a->chunk)[t] = chunk;
  PTR(long long, a->step)[t] = i;
  PTR(fm_u64, a->rng_state)[t] = tr.rng.state;
  PTR(fm_u64, a->rng_inc)[t] = tr.rng.inc;
  px[t] = tr.pt.x;
  py[t] = tr.pt.y;
  pc[t] = tr.pt.color;
  PTR(int, a->last)[t] = tr.last;
  PTR(fm_u32, a->bad)[t] = tr.bad;
}

void fb_emulate_launch(const fb_gpu_args *a, const fb_emulated_structure *st) {
  for (unsigned t = 0; t < a->trajectories; t++) run_thread(a, st, t);
}
