/*
 * trajectory.h — the GPU's trajectories of the chaos game: one step (fb_trajectory_step) and
 * one thread's share of a launch (fb_run_slot), what fb_iterate (iterate.cuh) runs in every
 * thread, written in the common subset of C17 and CUDA C++ so
 * that the GPU emulation (gpu/emulate_kernel.c) runs the very same text on the CPU with the
 * GPU's number types. Reaches NVRTC as a named header.
 *
 * The includer first declares
 *   int  fb_apply(int fn, const fm_xform *xf, const fm_wfield *wf, struct fb_wcopies *wc, const fm_point *in,
 *                 fm_point *out, fm_rng *rng);
 *   void fb_apply_final(int k, const fm_xform *xf, const fm_wfield *wf, struct fb_wcopies *wc, const fm_point *in,
 *                       fm_point *out, fm_rng *rng);
 *   void fb_plot(const fb_gpu_args *a, unsigned bucket, fb_rgba c, float vis, fm_u64 pos);
 * (pos: the step's place in the launch, k · threads + t, where the deferred path logs it; the
 * step's bucket, or that it plots nothing, is logged here: tiles.h's fb_tile_log_bucket)
 * (the generated per-xform code on the GPU — fb_apply_final(k, ...) that of final xform k; a
 * structure's kernel passes k as a constant —; fm_xform_begin / variations / fm_xform_end in the
 * emulation; an atomic add on the GPU, a plain one in the emulation) and includes
 * accumulate.h. What the GPU knows at compile time (the counts of xforms and final xforms,
 * xaos, the palette mode) is a parameter here; the kernel passes constants and the compiler
 * folds them away.
 *
 * Semantics are render/iterate.c's run_chunk (flam3's): a chunk of the frame's samples is a
 * trajectory of its own that starts at a random point from the chunk's random stream and
 * discards FB_GPU_FUSE steps; a bad value is retried from the random point up to four times
 * without plotting and the fifth consecutive one is accepted (a JWildfire file's plots nothing:
 * flame_math.h); the final xforms apply in turn
 * (each to the last one's point) with probability final_opacity and keep the step's
 * visibility; samples outside the camera box are dropped. With the same chunk numbers and
 * seed, the GPU draws the CPU's random numbers.
 */
#ifndef FLAMEBUILD_TRAJECTORY_H
#define FLAMEBUILD_TRAJECTORY_H

#include "gpu_layout.h"
#include "tiles.h"
#include "variations.h"

/* 0 (kernels/codegen.c, a structure without weighting fields): the buffer of fields is not read. */
#ifndef FB_WFIELD
#define FB_WFIELD 1
#endif

/* The copies of xforms a thread keeps while it runs a launch, one for each of the first xforms
 * whose weighting field scales a parameter (kernels/codegen.c: FB_WFIELD_COPIES, its fb_wcopy_of):
 * x[i] holds the xform of[i] points to (NULL: none yet), the pair's parameters scaled for a call
 * and put back after — copied once a chunk, not once a call. */
#ifndef FB_WFIELD_COPIES
#define FB_WFIELD_COPIES 0
#endif
typedef struct fb_wcopies {
#if FB_WFIELD_COPIES
  fm_xform x[FB_WFIELD_COPIES];
  const fm_xform *of[FB_WFIELD_COPIES];
#else
  int none;
#endif
} fb_wcopies;

FM_FN void fb_wcopies_init(fb_wcopies *wc) {
#if FB_WFIELD_COPIES
  for (int i = 0; i < FB_WFIELD_COPIES; i++) wc->of[i] = 0;
#else
  wc->none = 0;
#endif
}

/* 1 (kernels/codegen.c, a frame of one sub-frame): the sub-frame's camera and final xform come
 * from the launch's second parameter, fb_gpu_one_sub (gpu_layout.h), not from the buffers. */
#ifndef FB_JWF_AA
#define FB_JWF_AA 1 /* a kernel whose sub-frames have no JWildfire antialiasing says 0 (codegen.c) */
#endif
#ifndef FB_ONE_SUB
#define FB_ONE_SUB 0
#endif
/* 0 (kernels/codegen.c, a structure none of whose sub-frames has JWildfire's post symmetry): a
 * sample is plotted once, without asking. */
#ifndef FB_SYMMETRY
#define FB_SYMMETRY 1
#endif

/* 1: the structure's z reaches the image (a 3D camera in some sub-frame, or a 3D variation that
 * reads z into x and y: codegen_structure.camera3d): the trajectory keeps z between launches and
 * the step projects it. 0 (flam3's files): the compiler drops z altogether. The generic kernel
 * and the emulation are 1. */
#ifndef FB_CAMERA3D
#define FB_CAMERA3D 1
#endif

/* The launch's second parameter (gpu_layout.h: FB_GPU_ONE_SUB_XFORM_OFFSET): sub-frame 0's camera
 * and final xform, read by kernels of FB_ONE_SUB only (a structure of several final xforms reads
 * them from the buffers: kernels/codegen.c). */
typedef struct fb_gpu_one_sub {
  fb_gpu_sub sub;
  fm_xform final_xform;
} fb_gpu_one_sub;

/* A slot's saved `last` (fb_gpu_args.last) with this bit: its point is hidden (fm_point). */
#define FB_LAST_HIDDEN (1 << 30)
/* ... and in these bits its fb_trajectory.dark (the xform below them: at most 65,536) */
#define FB_LAST_DARK_SHIFT 20
#define FB_LAST_DARK_MASK 127
/* A slot's saved done counts its chunk's steps from the longest fuse's start (FM_JWF_START_FUSE's,
 * a JWildfire file's; flam3's FB_GPU_FUSE), so that 0 is a chunk not started. */
#define FB_DONE_OFFSET FM_JWF_START_FUSE

/* A trajectory between steps: its point (of vis only its sign, hidden or not: fm_point),
 * random stream, previous xform + 1 (for xaos) and the bad values it met (over all its chunks). */
typedef struct fb_trajectory {
  fm_point pt;
  fm_rng rng;
  int last;
  int dark; /* a JWildfire trajectory's fuse after a bad value: steps still to come, unplotted
               (flame_math.h's FM_JWF_FUSE) */
  fm_u32 bad;
} fb_trajectory;

/* Starts chunk `chunk` of a render with `seed`: its own stream and a random start, as
 * run_chunk does (tr->bad is left to the caller). */
FM_FN void fb_trajectory_start(fb_trajectory *tr, fm_u64 seed, fm_u64 chunk) {
  fm_rng_seed(&tr->rng, seed, chunk);
  tr->pt.x = fm_rng_11(&tr->rng);
  tr->pt.y = fm_rng_11(&tr->rng);
  tr->pt.color = fm_rng_01(&tr->rng);
  tr->pt.vis = fm_rng_01(&tr->rng);
  tr->pt.z = 0;
  tr->pt.rgb = 0;
  tr->pt.walk = 0;
  tr->last = 0;
  tr->dark = 0;
}

/* Chunk `local` of a launch grid (fb_gpu_args): sub-frame local / rounds, round round0 +
 * local % rounds; returns its number in the frame (round · nsub + sub-frame), which keys its
 * random stream, and sets *sub. */
FM_FN fm_u64 fb_chunk_of(const fb_gpu_args *a, fm_u64 local, unsigned *sub) {
  const fm_u64 s = local / a->rounds;
  *sub = (unsigned)s;
  return (a->round0 + (local - s * a->rounds)) * a->nsub + s;
}

/*
 * The xform that random number r picks from choice row `row` of a sub-frame's rows `choose`
 * (gpu_layout.h): the table's entry r mod FB_GPU_CHOOSE_GRAIN, or, for a structure of at most
 * FB_GPU_CHOOSE_RUNS_MAX xforms, the run holding it — the last run whose predecessor ends at or
 * before it (ends never decrease; the last run ends at FB_GPU_CHOOSE_GRAIN), found without a
 * branch: a kernel's num_xforms is a constant and the loop unrolls into selects.
 */
FM_FN int fb_choose(const void *choose, int num_xforms, fm_u64 row, fm_u32 r) {
  r &= FB_GPU_CHOOSE_GRAIN - 1;
  if (FB_GPU_CHOOSE_RUNS(num_xforms)) return fm_choose_run((const fm_u32 *)choose + row * (fm_u64)num_xforms, num_xforms, r);
  return ((const unsigned short *)choose)[row * FB_GPU_CHOOSE_GRAIN + r];
}

/*
 * One step through the xforms `xf` (and the `num_finals` final xforms at `final_xf`) of a
 * structure of `num_xforms` with the choice rows `choose` (one row, or the xaos rows after it
 * when `chaos`). Moves the trajectory and leaves in *q the point to plot (after the final
 * xforms; q->vis is the step's visibility). Returns 0, or 1 for a step that plots nothing:
 * a bad value under JWildfire's rule (`jwf`: flame_math.h).
 */
FM_FN int fb_trajectory_step(fb_trajectory *tr, const fm_xform *xf, const fm_xform *final_xf, int num_finals,
                             const fm_wfield *wf, fb_wcopies *wc, const void *choose, int num_xforms, int chaos,
                             fm_real final_opacity, int jwf, fm_point *q) {
  const fm_u64 row = chaos ? (fm_u64)tr->last : 0;
  int fn = fb_choose(choose, num_xforms, row, fm_rng_u32(&tr->rng));
  int isbad = fb_apply(fn, xf, wf, wc, &tr->pt, q, &tr->rng);
  int consecutive = 0;
  if (isbad && jwf) { /* the point goes on from the random one */
    tr->bad++;
    tr->last = fn + 1;
    tr->pt = *q;
    tr->dark = FM_JWF_FUSE;
    return 1;
  }
  while (isbad) { /* flam3's rule: retry from the random point */
    tr->bad++;
    if (++consecutive >= 5) break;
    tr->pt = *q;
    fn = fb_choose(choose, num_xforms, row, fm_rng_u32(&tr->rng));
    isbad = fb_apply(fn, xf, wf, wc, &tr->pt, q, &tr->rng);
  }
  tr->last = fn + 1;
  tr->pt = *q;
  if (num_finals && (final_opacity == FM_R(1.0) || fm_rng_01(&tr->rng) < final_opacity)) {
    const fm_wfield *final_wf = FB_WFIELD && wf ? wf + num_xforms : (const fm_wfield *)0;
    fb_apply_final(0, final_xf, final_wf, wc, &tr->pt, q, &tr->rng);
    for (int k = 1; k < num_finals; k++) { /* in turn, each to the last one's point */
      const fm_point r = *q;
      fb_apply_final(k, final_xf + k, final_wf ? final_wf + k : final_wf, wc, &r, q, &tr->rng);
    }
    q->vis = FM_HIDE ? fm_vis_like(fm_vis_of(tr->pt.vis), q->vis) /* the step's, hidden if a final left it so */
                     : tr->pt.vis;
    if (FM_WALK) tr->pt.walk = q->walk; /* a final's walk goes on with the trajectory */
  }
  return 0;
}

/* The bucket a point lands in, or -1 outside the sub-frame's camera box, as the CPU's double
 * camera decides: attractors often have edges exactly on an axis (a point with y == 0) that fall
 * exactly on a bucket boundary, and the float rounding of (y - ymin) * scale would move the whole
 * edge into the neighbouring row of buckets. The float camera (when the host found its error
 * bound small: no rotation, a frame not far off the origin) decides every point whose bucket
 * coordinates lie farther than fmargin from an integer, where rounding cannot change the floor;
 * the rest, and every point of other cameras, go through double. */
FM_FN long long fb_bucket_of(const fb_gpu_sub *sub, int hist_width, int hist_height, fm_real px, fm_real py) {
  if (sub->float_camera) {
    const float fx = fmaf((float)px, sub->fcam[2], -sub->fcam[0]);
    const float fy = fmaf((float)py, sub->fcam[3], -sub->fcam[1]);
    /* Far outside, or NaN: the double test drops it too. */
    if (!(fx > -1.0f && fy > -1.0f && fx < (float)hist_width + 1.0f && fy < (float)hist_height + 1.0f)) return -1;
    const float flx = floorf(fx), fly = floorf(fy), m = sub->fmargin;
    if (fx - flx >= m && fx - flx <= 1.0f - m && fy - fly >= m && fy - fly <= 1.0f - m) {
      const int ix = (int)flx, iy = (int)fly;
      if (ix < 0 || iy < 0 || ix >= hist_width || iy >= hist_height) return -1;
      return (long long)iy * hist_width + ix;
    }
  }
  double x = (double)px, y = (double)py;
  if (sub->rotated) {
    const double dx = x - sub->center[0], dy = y - sub->center[1];
    x = dx * sub->rot[0][0] + dy * sub->rot[0][1] + sub->center[0];
    y = dx * sub->rot[1][0] + dy * sub->rot[1][1] + sub->center[1];
  }
  if (!(x >= sub->bounds[0] && y >= sub->bounds[1] && x <= sub->bounds[2] && y <= sub->bounds[3])) return -1;
  int ix = (int)((x - sub->bounds[0]) * sub->xscale);
  int iy = (int)((y - sub->bounds[1]) * sub->yscale);
  if (ix >= hist_width) ix = hist_width - 1; /* a point exactly on the far edge */
  if (iy >= hist_height) iy = hist_height - 1;
  return (long long)iy * hist_width + ix;
}

/* The bucket under JWildfire's antialiasing (fm_jwf_antialias): the point's bucket coordinates,
 * in double, moved by its jitter; -1 outside. */
FM_FN long long fb_bucket_antialiased(const fb_gpu_sub *sub, int hist_width, int hist_height, fm_real px, fm_real py,
                                      fm_rng *rng) {
  double x = (double)px, y = (double)py;
  if (sub->rotated) {
    const double dx = x - sub->center[0], dy = y - sub->center[1];
    x = dx * sub->rot[0][0] + dy * sub->rot[0][1] + sub->center[0];
    y = dx * sub->rot[1][0] + dy * sub->rot[1][1] + sub->center[1];
  }
  double bx = (x - sub->bounds[0]) * sub->xscale, by = (y - sub->bounds[1]) * sub->yscale;
  fm_jwf_antialias((fm_real)sub->aa_amount, (fm_real)sub->aa_radius, rng, &bx, &by);
  if (!(bx >= 0 && by >= 0 && bx < hist_width && by < hist_height)) return -1;
  return (long long)(int)by * hist_width + (int)bx;
}

/* The bucket the point to plot lands in through the sub-frame's cameras (the 3D one, then
 * JWildfire's antialiasing or none), or -1: outside, or behind the 3D camera. */
FM_FN long long fb_point_bucket(const fb_gpu_sub *sub, int hw, int hh, fm_point *q, fm_rng *rng) {
  if (FB_CAMERA3D && !(!FM_CAM3D_MODEL && sub->cam3d.model == FM_CAM3D_NONE) && /* camera3d.h */
      !fm_camera3d_project(&sub->cam3d, q, rng))
    return -1;
  return FB_JWF_AA && sub->aa_amount > 0 ? fb_bucket_antialiased(sub, hw, hh, q->x, q->y, rng)
                                         : fb_bucket_of(sub, hw, hh, q->x, q->y);
}

/* The point q plotted into `bucket`: its true colour, or the palette's at its coordinate. */
FM_FN void fb_plot_point(const fb_gpu_args *a, const fb_gpu_sub *sub, const fb_rgba *pal, int palette_mode,
                         unsigned bucket, const fm_point *q, fm_u64 pos) {
  fb_plot(a, bucket,
          FM_TRUE_COLOR && q->rgb ? fb_true_rgba(fb_plotted_true_color(q->rgb, &pal[0].r, sub->weight / 255.0), sub->weight,
                                                 sub->count_weight, (float)q->vis)
                                  : fb_sample_rgba(pal, palette_mode, q->color, (float)q->vis),
          (float)q->vis, pos);
}

#if FB_SYMMETRY
/* JWildfire's post symmetry (symmetry.h): each copy of q through the cameras on its own, and
 * plotted. A frame with it never takes the deferred path, which logs one bucket a step
 * (gpu/backend.c: shape_launch). */
FM_FN void fb_plot_copies(const fb_gpu_args *a, const fb_gpu_sub *sub, const fb_rgba *pal, int palette_mode, int hw,
                          int hh, const fm_point *q, fm_rng *rng, fm_u64 pos) {
  double turn_c = 1.0, turn_s = 0.0;
  for (int c = 0; c < sub->symmetry.copies; c++) {
    fm_point p = *q;
    double x, y;
    fm_post_symmetry_copy(&sub->symmetry, c, (double)q->x, (double)q->y, &turn_c, &turn_s, &x, &y);
    p.x = (fm_real)x;
    p.y = (fm_real)y;
    const long long bucket = fb_point_bucket(sub, hw, hh, &p, rng);
    if (bucket >= 0) fb_plot_point(a, sub, pal, palette_mode, (unsigned)bucket, &p, pos);
  }
}
#endif

/* A device address of gpu_layout.h as a pointer. */
#define FB_PTR(type, addr) ((type *)(size_t)(addr))

/* The deferred path's log: thread t's places from its step k on hold no sample. */
FM_FN void fb_log_none_from(const fb_gpu_args *a, fm_u32 t, fm_u32 k) {
  if (a->deferred)
    for (; k < a->iters; k++) fb_tile_log_bucket(a, (fm_u64)k * a->threads + t, -1);
}

/*
 * One thread of one launch (gpu_layout.h): advances slot (slot0 + t) mod slots by a->iters
 * steps, starting its chunks as earlier ones end, and plots every sample. `one`: the launch's
 * fb_gpu_one_sub (read only under FB_ONE_SUB, a structure of at most one final xform; the
 * emulation passes NULL). *steps_run gets the steps it ran, *finished 1 when the slot's last
 * chunk ended in this launch.
 */
FM_FN void fb_run_slot(const fb_gpu_args *a, const fb_gpu_one_sub *one, fm_u32 t, int num_xforms, int num_finals,
                       int chaos, int palette_mode, fm_u64 *steps_run, int *finished) {
  *steps_run = 0;
  *finished = 0;
  if (t >= a->threads) return;
  fm_u32 slot = a->slot0 + t;
  if (slot >= a->slots) slot -= a->slots;
  fm_u32 nth = FB_PTR(fm_u32, a->nth)[slot];
  fm_u64 chunk = slot + (fm_u64)nth * a->slots; /* in the grid: fb_chunk_of */
  if (chunk >= a->nchunks) { /* this slot is done */
    fb_log_none_from(a, t, 0);
    return;
  }
  unsigned s;
  const fm_u64 first = fb_chunk_of(a, chunk, &s);
  const int nx1 = num_xforms + num_finals, rows = chaos ? num_xforms + 1 : 1;
  fm_real *px = FB_PTR(fm_real, a->px), *py = FB_PTR(fm_real, a->py), *pc = FB_PTR(fm_real, a->pc);
  fb_trajectory tr;
  /* a slot's done: its chunk's steps, fuse included, past the longest fuse's start (0: a chunk
   * to start) */
  long long i = (long long)FB_PTR(fm_u32, a->done)[slot] - FB_DONE_OFFSET;
  const int fresh = i == -FB_DONE_OFFSET;
  tr.bad = FB_PTR(fm_u32, a->bad)[slot];
  if (fresh) {
    fb_trajectory_start(&tr, a->seed, first);
  } else {
    tr.rng.state = FB_PTR(fm_u64, a->rng_state)[slot];
    tr.rng.inc = FB_PTR(fm_u64, a->rng_inc)[slot];
    tr.pt.x = px[slot];
    tr.pt.y = py[slot];
    tr.pt.color = pc[slot];
    tr.pt.z = FB_CAMERA3D ? FB_PTR(fm_real, a->pz)[slot] : 0;
    tr.pt.rgb = 0; /* every step's xform sets it before the point is plotted */
    tr.pt.walk = FM_WALK ? FB_PTR(fm_real, a->pw)[slot] : FM_R(0.0);
    const int last = FB_PTR(int, a->last)[slot];
    tr.last = last & ((1 << FB_LAST_DARK_SHIFT) - 1);
    tr.dark = (last >> FB_LAST_DARK_SHIFT) & FB_LAST_DARK_MASK;
    tr.pt.vis = FM_HIDE && (last & FB_LAST_HIDDEN) ? FM_R(-2.0) : FM_R(1.0); /* the next step sets it; hidden kept */
  }
  const int hw = (int)a->hist_width, hh = (int)a->hist_height;
  /* The chunk's sub-frame: its xforms, choice tables, palette and camera. The camera and the
   * final xform, with FB_ONE_SUB, are the launch's parameter, which the compiler reads from the
   * constant bank as operands of the arithmetic, where the buffers took up to 25 loads a step
   * (and registers for their addresses). */
#if FB_ONE_SUB
#define FB_SUB_AT(s) (&one->sub)
#define FB_FINAL_OF(xf) (&one->final_xform)
#else
  const fb_gpu_sub *subs = FB_PTR(const fb_gpu_sub, a->subs);
#define FB_SUB_AT(s) (subs + (s))
#define FB_FINAL_OF(xf) ((xf) + num_xforms)
  (void)one;
#endif
  const fb_gpu_sub *sub = FB_SUB_AT(s);
  const fm_xform *xf = FB_PTR(const fm_xform, a->xforms) + (size_t)s * nx1;
  if (fresh) i = FM_JWF_RULES(xf) ? -FM_JWF_START_FUSE : -FB_GPU_FUSE; /* a JWildfire chunk's fuse (run_chunk's) */
#define FB_WFIELDS_AT(s) (FB_WFIELD && a->wfields ? FB_PTR(const fm_wfield, a->wfields) + (size_t)(s) * nx1 : (const fm_wfield *)0)
  const fm_wfield *wf = FB_WFIELDS_AT(s);
  fb_wcopies wc;
  fb_wcopies_init(&wc);
  const fm_u64 choose_bytes = rows * FB_GPU_CHOOSE_ROW_BYTES(num_xforms); /* a sub-frame's rows */
  const unsigned char *choose = FB_PTR(const unsigned char, a->choose) + (size_t)s * choose_bytes;
  const fb_rgba *pal = FB_PTR(const fb_rgba, a->cmap) + (size_t)s * 256;
  const long long n = a->chunk_len;
  fm_point q;
  fm_u32 k = 0;
  for (; k < a->iters; k++) {
    if (i >= n) { /* this chunk is done: the slot's next one */
      nth++;
      chunk += a->slots;
      if (chunk >= a->nchunks) {
        *finished = 1;
        break;
      }
      fb_trajectory_start(&tr, a->seed, fb_chunk_of(a, chunk, &s));
      sub = FB_SUB_AT(s);
      xf = FB_PTR(const fm_xform, a->xforms) + (size_t)s * nx1;
      i = FM_JWF_RULES(xf) ? -FM_JWF_START_FUSE : -FB_GPU_FUSE;
      wf = FB_WFIELDS_AT(s);
      choose = FB_PTR(const unsigned char, a->choose) + (size_t)s * choose_bytes;
      pal = FB_PTR(const fb_rgba, a->cmap) + (size_t)s * 256;
    }
    const int nothing = fb_trajectory_step(&tr, xf, FB_FINAL_OF(xf), num_finals, wf, &wc, choose, num_xforms, chaos,
                                           (fm_real)sub->final_opacity, FM_JWF_RULES(xf), &q);
    long long bucket = -1;
    const fm_u64 pos = (fm_u64)k * a->threads + t;
    int dark = 0; /* a step of a JWildfire trajectory's fuse after a bad value (run_chunk's) */
    if (FM_JWF_RULES(xf) && !nothing && tr.dark > 0) tr.dark--, dark = 1; /* (flam3's kernels: none) */
    if (!nothing && !dark && i >= 0 && !(q.vis <= 0)) { /* a JWildfire file's bad value, hidden or invisible: not plotted */
#if FB_SYMMETRY
      if (sub->symmetry.copies > 1) fb_plot_copies(a, sub, pal, palette_mode, hw, hh, &q, &tr.rng, pos);
      else
#endif
        bucket = fb_point_bucket(sub, hw, hh, &q, &tr.rng);
    }
    if (a->deferred) fb_tile_log_bucket(a, pos, bucket); /* every step's: one store for the warp */
    if (bucket >= 0) fb_plot_point(a, sub, pal, palette_mode, (unsigned)bucket, &q, pos);
    i++;
  }
  fb_log_none_from(a, t, k); /* the steps after the slot's last chunk */
  /* A slot whose chunk ends exactly with the launch finds out at its next turn. */
  *steps_run = k;
  FB_PTR(fm_u32, a->nth)[slot] = nth;
  FB_PTR(fm_u32, a->done)[slot] = (fm_u32)(i + FB_DONE_OFFSET);
  FB_PTR(fm_u64, a->rng_state)[slot] = tr.rng.state;
  FB_PTR(fm_u64, a->rng_inc)[slot] = tr.rng.inc;
  px[slot] = tr.pt.x;
  py[slot] = tr.pt.y;
  pc[slot] = tr.pt.color;
  if (FB_CAMERA3D) FB_PTR(fm_real, a->pz)[slot] = tr.pt.z;
  if (FM_WALK) FB_PTR(fm_real, a->pw)[slot] = tr.pt.walk;
  FB_PTR(int, a->last)[slot] =
      tr.last | tr.dark << FB_LAST_DARK_SHIFT | (FM_HIDE && tr.pt.vis < 0 ? FB_LAST_HIDDEN : 0);
  FB_PTR(fm_u32, a->bad)[slot] = tr.bad;
}
#undef FB_SUB_AT
#undef FB_FINAL_OF
#undef FB_WFIELDS_AT

#endif
