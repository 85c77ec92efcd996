/* frame_buffers.c — the launch grid and host images of the GPU's buffers (frame_buffers.h). */
#include "frame_buffers.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../kernels/accumulate.h"
#include "../render/prepare.h"

#define MAX_ITERS_PER_LAUNCH 65536

_Static_assert(FB_GPU_CHOOSE_GRAIN == RENDER_CHOOSE_GRAIN, "choice table grain");
_Static_assert(FB_GPU_CHUNK == RENDER_CHUNK && FB_GPU_FUSE == RENDER_FUSE, "the GPU runs the CPU's chunks");

void frame_buffers_free(frame_buffers *b) {
  point_pins_release(&b->shape_pins);
  free(b->wfields);
  free(b->shapes);
  free(b->shape_refs);
  free(b->xforms);
  free(b->choose);
  free(b->cmap);
  free(b->subs);
  memset(b, 0, sizeof *b);
}

int frame_buffers_table_runs(const uint16_t *table, int num_xforms, uint32_t *runs) {
  int n = 0;
  for (int k = 0; k < RENDER_CHOOSE_GRAIN;) {
    const uint16_t v = table[k];
    if ((k > 0 && v < table[k - 1]) || n == num_xforms) return -1;
    if (n > 0) runs[n - 1] = (runs[n - 1] & 0xffff0000u) | (uint32_t)k; /* the run before ends here */
    runs[n++] = (uint32_t)v << 16 | RENDER_CHOOSE_GRAIN;
    /* To the run's end, four entries a compare: a sheep frame's 1,000 sub-frames are 10 M
     * entries, a quarter of its host half's time when taken one by one. */
    const uint64_t four = v * 0x0001000100010001ull;
    for (k++; k + 4 <= RENDER_CHOOSE_GRAIN; k += 4) {
      uint64_t w;
      memcpy(&w, table + k, sizeof w);
      if (w != four) break;
    }
    while (k < RENDER_CHOOSE_GRAIN && table[k] == v) k++;
  }
  for (int k = n; k < num_xforms; k++) runs[k] = runs[n - 1]; /* empty: end at the grain, same xform */
  return 0;
}

/* Writes parameters src[lo..hi) of each run as the layout holds them: at their own indices
 * (dense: into the table's array) or at the run's slots, in the kernel's precision. */
static void put_params(const fm_real *src, const codegen_param_slots *runs, int dense, int precision, void *dst) {
  for (int k = 0; k < runs->nruns; k++) {
    const int lo = runs->lo[k], n = runs->hi[k] - lo, at = dense ? lo : runs->slot[k];
    if (precision == CODEGEN_DOUBLE) memcpy((double *)dst + at, src + lo, (size_t)n * sizeof(double));
    else
      for (int i = 0; i < n; i++) ((float *)dst)[at + i] = (float)src[lo + i];
  }
}

/* The prepared xform in the structure's variation order (var_weight[k] is the weight of the
 * structure's k-th variation form in this sub-frame, 0 when absent here), laid out as the kernel
 * reads it: fb->params' parameters at their slots, or the table's dense array (fb->dense) with
 * those same parameters in it. */
static void device_xform(const frame_buffers *fb, const fm_xform *src, const codegen_xform *cx, int precision,
                         unsigned char *dst) {
  double weight[FM_XFORM_VARS];
  for (int k = 0; k < cx->nvars && k < FM_XFORM_VARS; k++) {
    weight[k] = 0.0;
    for (int m = 0; m < src->nvars; m++) /* the same variation in the same form (genome.h) */
      if (src->var_index[m] == (cx->var[k] | cx->kind[k] << FM_KIND_SHIFT)) weight[k] = src->var_weight[m];
  }
  size_t head;
  void *params, *pre;
  if (precision == CODEGEN_DOUBLE) {
    fm_xform x; /* its head only: the fields before the parameters */
    head = codegen_xform_head_bytes(precision, fb->dense ? NULL : &fb->params);
    memcpy(&x, src, offsetof(fm_xform, param));
    x.nvars = cx->nvars;
    for (int k = 0; k < FM_XFORM_VARS; k++) {
      x.var_index[k] = k < cx->nvars ? cx->var[k] | cx->kind[k] << FM_KIND_SHIFT : 0;
      x.var_weight[k] = k < cx->nvars ? weight[k] : 0.0;
    }
    memcpy(dst, &x, head);
    params = fb->dense ? dst + head : dst + head + FM_NPRE * sizeof(double);
    pre = fb->dense ? dst + offsetof(fm_xform, pre) : dst + head;
    memcpy(pre, src->pre, sizeof src->pre);
  } else {
    fm_xform_f x;
    head = codegen_xform_head_bytes(precision, fb->dense ? NULL : &fb->params);
    memset(&x, 0, offsetof(fm_xform_f, param));
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
      x.var_index[k] = cx->var[k] | cx->kind[k] << FM_KIND_SHIFT;
      x.var_weight[k] = (float)weight[k];
    }
    x.pre_blur = (float)src->pre_blur;
    x.flatten = src->flatten;
    x.z_mode = src->z_mode;
    x.affine3d = src->affine3d;
    x.color_mode = src->color_mode;
    x.color_arg = (float)src->color_arg;
    for (int i = 0; i < 3; i++)
      for (int j = 0; j < 2; j++) {
        x.yz[i][j] = (float)src->yz[i][j];
        x.zx[i][j] = (float)src->zx[i][j];
        x.yz_post[i][j] = (float)src->yz_post[i][j];
        x.zx_post[i][j] = (float)src->zx_post[i][j];
      }
    memcpy(dst, &x, head);
    params = fb->dense ? dst + head : dst + head + FM_NPRE * sizeof(float);
    float *pre_f = (float *)(fb->dense ? dst + offsetof(fm_xform_f, pre) : dst + head);
    for (int i = 0; i < FM_NPRE; i++) pre_f[i] = (float)src->pre[i]; /* every slot: the layout is variations.h's */
  }
  /* the rest of the buffer is calloc's zeros: slot 0, and the dense array's other parameters */
  put_params(src->param, &fb->params, fb->dense, precision, params);
}

/* A weighting field (kernels/wfield.h) in the kernel's precision. */
static void device_wfield(const fm_wfield *src, int precision, unsigned char *dst) {
  if (precision == CODEGEN_DOUBLE) {
    memcpy(dst, src, sizeof *src);
    return;
  }
  fm_wfield_f f;
  memset(&f, 0, sizeof f);
  f.noise = src->noise;
  f.at_position = src->at_position;
  f.amount = (float)src->amount;
  f.color = (float)src->color;
  f.jitter = (float)src->jitter;
  f.nmods = src->nmods;
  for (int k = 0; k < FM_WFIELD_MODS; k++) {
    f.mod_var[k] = src->mod_var[k];
    f.mod_param[k] = src->mod_param[k];
    f.mod_int[k] = src->mod_int[k];
    f.mod_precalc[k] = src->mod_precalc[k];
    f.mod_intensity[k] = (float)src->mod_intensity[k];
  }
  memcpy(dst, &f, sizeof f);
}

/* Sub-frame s's weighting fields into fb->wfields, made (zeros: no field) at the frame's first. */
static int keep_wfields(frame_buffers *fb, const render_prepared *p, int s, fb_error *err) {
  if (!fb->wfields) {
    fb->wfield_size = fb->precision == CODEGEN_DOUBLE ? sizeof(fm_wfield) : sizeof(fm_wfield_f);
    if (!(fb->wfields = calloc((size_t)fb->nsub * fb->nx1, fb->wfield_size)))
      return fb_errorf(err, "out of memory preparing the GPU buffers");
  }
  for (int i = 0; i < fb->nx1; i++)
    device_wfield(&p->wfields[i], fb->precision, fb->wfields + ((size_t)s * fb->nx1 + i) * fb->wfield_size);
  return 0;
}

int frame_buffers_own_dense(const frame_buffers *fb) { return fb->no_slots; }

/* Where parameter p is in an xform of the current layout, in bytes; 0 where it is not held. */
static size_t param_at(const frame_buffers *fb, int p) {
  const size_t real = fb->precision == CODEGEN_DOUBLE ? sizeof(double) : sizeof(float);
  const size_t head = codegen_xform_head_bytes(fb->precision, fb->dense ? NULL : &fb->params);
  if (fb->dense) return head + (size_t)p * real;
  for (int k = 0; k < fb->params.nruns; k++)
    if (p >= fb->params.lo[k] && p < fb->params.hi[k])
      return head + FM_NPRE * real + (size_t)(fb->params.slot[k] + p - fb->params.lo[k]) * real;
  return 0;
}

static void put_param(const frame_buffers *fb, unsigned char *xf, int p, double v) {
  const size_t at = param_at(fb, p);
  if (!at) return;
  if (fb->precision == CODEGEN_DOUBLE) memcpy(xf + at, &v, sizeof v);
  else {
    const float f = (float)v;
    memcpy(xf + at, &f, sizeof f);
  }
}

void frame_buffers_point_shapes(frame_buffers *fb, uint64_t base) {
  for (size_t i = 0; i < fb->nshape_refs; i++) {
    unsigned char *xf = fb->xforms + fb->shape_refs[i].xform * fb->xform_size;
    const uint64_t at = base + fb->shape_refs[i].at * sizeof(float);
    const int at0 = fb->shape_refs[i].at0; /* NAME_at0, _at1, _at2 in a row (variation_table.h) */
    put_param(fb, xf, at0, (double)(at & 0xFFFFFF));
    put_param(fb, xf, at0 + 1, (double)(at >> 24 & 0xFFFFFF));
    put_param(fb, xf, at0 + 2, (double)(at >> 48));
  }
}

/* The table of points an xform's variation draws from (render/prepare.c's address and count in
 * its parameters `points` and `at0`…), into fb->shapes once a frame (a table is one of the
 * process: render/text_shape.h, render/dla_points.h), and the xform noted as reading it. */
static int keep_shape(frame_buffers *fb, const fm_xform *x, int points, int at0, size_t floats, size_t xform,
                      fb_error *err) {
  const size_t count = (size_t)x->param[points];
  const uint64_t addr = (uint64_t)x->param[at0] | (uint64_t)x->param[at0 + 1] << 24 | (uint64_t)x->param[at0 + 2] << 48;
  const float *xy = (const float *)(uintptr_t)addr;
  size_t at = fb->shape_floats;
  for (size_t i = 0; i < fb->nshape_refs && at == fb->shape_floats; i++)
    if (fb->shape_refs[i].host == xy) at = fb->shape_refs[i].at;
  struct frame_shape_ref *refs = realloc(fb->shape_refs, (fb->nshape_refs + 1) * sizeof *refs);
  if (!refs) return fb_errorf(err, "out of memory preparing the GPU buffers");
  fb->shape_refs = refs;
  if (at == fb->shape_floats) {
    float *shapes = realloc(fb->shapes, (fb->shape_floats + floats * count) * sizeof *shapes);
    if (!shapes) return fb_errorf(err, "out of memory preparing the GPU buffers");
    memcpy(shapes + fb->shape_floats, xy, floats * count * sizeof *xy);
    fb->shapes = shapes;
    fb->shape_floats += floats * count;
  }
  fb->shape_refs[fb->nshape_refs++] = (struct frame_shape_ref){.xform = xform, .at0 = at0, .at = at, .host = xy};
  return 0;
}

/* An xform's 3D affine numbers at their identity, in its dense head (a flat structure's slotted
 * xform has none: its xforms all hold the identity there, as render/prepare.c writes them). */
static void identity_3d(unsigned char *x, int precision) {
  double m[3][2] = {{1, 0}, {0, 1}, {0, 0}};
  for (int k = 0; k < 4; k++) {
    if (precision == CODEGEN_DOUBLE) {
      fm_xform *d = (fm_xform *)(void *)x;
      double(*t)[2] = k == 0 ? d->yz : k == 1 ? d->zx : k == 2 ? d->yz_post : d->zx_post;
      memcpy(t, m, sizeof m);
    } else {
      fm_xform_f *f = (fm_xform_f *)(void *)x;
      float(*t)[2] = k == 0 ? f->yz : k == 1 ? f->zx : k == 2 ? f->yz_post : f->zx_post;
      for (int i = 0; i < 3; i++)
        for (int j = 0; j < 2; j++) t[i][j] = (float)m[i][j];
    }
  }
}

int frame_buffers_set_layout(frame_buffers *fb, int dense, fb_error *err) {
  if (fb->dense == dense) return 0;
  if (!dense && fb->no_slots) return fb_errorf(err, "the frame's xforms have no parameter slots to lay out");
  const size_t real = fb->precision == CODEGEN_DOUBLE ? sizeof(double) : sizeof(float);
  /* the dense head is whole; a flat structure's slotted one ends before the 3D affine's numbers,
   * which its xforms leave at their identity (their affine3d 0: never read) */
  const size_t head_dense = codegen_xform_head_bytes(fb->precision, NULL);
  const size_t head_slotted = codegen_xform_head_bytes(fb->precision, &fb->params);
  const size_t head = head_dense;
  const size_t dense_pre = fb->precision == CODEGEN_DOUBLE ? offsetof(fm_xform, pre) : offsetof(fm_xform_f, pre);
  const size_t size = codegen_xform_bytes(fb->precision, dense ? NULL : &fb->params);
  const size_t n = (size_t)fb->nsub * fb->nx1;
  unsigned char *to = calloc(n ? n : 1, size);
  if (!to) return fb_errorf(err, "out of memory preparing the GPU buffers");
  for (size_t i = 0; i < n; i++) {
    const unsigned char *from = fb->xforms + i * fb->xform_size;
    unsigned char *x = to + i * size;
    /* the head, then pre and each run's parameters from where one layout keeps them to the
     * other's place (dense: pre after the table; slotted: pre, then the slots) */
    memcpy(x, from, head_slotted < head_dense ? head_slotted : head_dense);
    if (dense && head_slotted < head_dense) identity_3d(x, fb->precision);
    const size_t pre_dense = dense_pre, pre_slotted = head_slotted, slots_at = head_slotted + FM_NPRE * real;
    memcpy(x + (dense ? pre_dense : pre_slotted), from + (dense ? pre_slotted : pre_dense), FM_NPRE * real);
    for (int k = 0; k < fb->params.nruns; k++) {
      const size_t at_dense = head + fb->params.lo[k] * real, at_slot = slots_at + fb->params.slot[k] * real;
      const size_t bytes = (size_t)(fb->params.hi[k] - fb->params.lo[k]) * real;
      memcpy(x + (dense ? at_dense : at_slot), from + (dense ? at_slot : at_dense), bytes);
    }
  }
  free(fb->xforms);
  fb->xforms = to;
  fb->xform_size = size;
  fb->dense = dense;
  return 0;
}

/* Numbers each sub-frame's chunks across the frame. */
/* For a point whose bucket coordinate
 * b = x * xscale - offset lies within [-1, W + 1], the float fmaf(x, xscale_f, -offset_f) is off
 * by at most (|offset| + |x * xscale| + |b|) * 2^-24 <= (2 |offset| + 2 (W + 1)) * 2^-24; twice
 * that is the margin beyond which the floor cannot change. Off when rotated (the rotation is
 * double), in a double build, or when the margin would send many points to double anyway. */
void frame_buffers_set_float_camera(fb_gpu_sub *g, int hist_width, int hist_height, int float_points) {
  const double off[2] = {g->bounds[0] * g->xscale, g->bounds[1] * g->yscale};
  const double size[2] = {hist_width, hist_height};
  double margin = 0;
  for (int a = 0; a < 2; a++) {
    const double m = 2.0 * (2.0 * fabs(off[a]) + 2.0 * (size[a] + 1.0)) * ldexp(1.0, -24);
    if (!(m <= margin)) margin = m; /* NaN stays */
  }
  g->fcam[0] = (float)off[0];
  g->fcam[1] = (float)off[1];
  g->fcam[2] = (float)g->xscale;
  g->fcam[3] = (float)g->yscale;
  g->fmargin = (float)margin;
  g->float_camera = float_points && !g->rotated && margin <= 1.0 / 32 && isfinite(g->fcam[0]) &&
                    isfinite(g->fcam[1]) && isfinite(g->fcam[2]) && isfinite(g->fcam[3]);
}

/* The launch grid: the rounds [first_round, end_round) (0: to the frame's last), every
 * sub-frame's chunks of them together (fb_chunk_of). */
static int number_chunks(frame_buffers *fb, const render_frame *frame, uint64_t first_round, uint64_t end_round,
                         fb_error *err) {
  render_sampling s;
  if (render_sampling_of(frame, &s, err) < 0) return -1;
  const render_options range = {.first_round = first_round, .end_round = end_round};
  uint64_t end;
  if (render_rounds_of(&s, &range, &end, err) < 0) return -1;
  fb->round0 = first_round;
  fb->rounds = end - first_round;
  fb->chunk_len = s.chunk_len;
  fb->nchunks = fb->rounds * (fm_u64)fb->nsub;
  fb->total_samples = (double)fb->nchunks * s.chunk_len;
  fb->frame_samples = render_sampling_drawn(&s);
  /* each chunk's fuse: a JWildfire file's longer (kernels/flame_math.h, FM_JWF_START_FUSE) */
  double fuses = 0;
  fb->fuse_max = FB_GPU_FUSE;
  for (int k = 0; k < frame->nsub; k++) {
    const int fuse = frame->sub[k].cp->z_mode != FM_Z_APOPHYSIS ? FM_JWF_START_FUSE : FB_GPU_FUSE; /* (FM_JWF_RULES) */
    fuses += fuse;
    if (fuse > fb->fuse_max) fb->fuse_max = fuse;
  }
  fb->total_steps = (double)fb->nchunks * s.chunk_len + (double)fb->rounds * fuses;
  return 0;
}

int frame_buffers_set_rounds(frame_buffers *fb, const render_frame *frame, uint64_t first_round, uint64_t end_round,
                             fb_error *err) {
  if (frame->nsub != fb->nsub) return fb_errorf(err, "the frame has %d sub-frames, its buffers %d", frame->nsub, fb->nsub);
  if (number_chunks(fb, frame, first_round, end_round, err) < 0) return -1;
  frame_buffers_plan(fb, 0);
  return 0;
}

void frame_buffers_grid_args(const frame_buffers *fb, fb_gpu_args *a) {
  a->nchunks = fb->nchunks;
  a->round0 = fb->round0;
  a->rounds = fb->rounds > 0 ? fb->rounds : 1; /* divides in fb_chunk_of; no chunk runs when 0 */
  a->chunk_len = fb->chunk_len;
  a->nsub = (fm_u32)fb->nsub;
  a->threads = fb->threads;
  a->slots = fb->slots;
  a->separate_count = (fm_u32)fb->separate_count;
  a->num_xforms = (fm_u32)fb->num_xforms;
  a->num_finals = (fm_u32)fb->num_finals;
  a->chaos = (fm_u32)fb->chaos;
  a->palette_mode = (fm_u32)fb->palette_mode;
  a->fixed_point = (fm_u32)fb->fixed;
  a->fixed_scale = fb->fixed ? fb->fixed_scale : 0.0f;
  a->deferred = (fm_u32)fb->deferred;
}

void frame_buffers_use_fixed(frame_buffers *fb, const render_options *opt, unsigned tile_bits) {
  const char *env = getenv("FLAMEBUILD_DETERMINISTIC");
  const int deterministic = env && (!strcmp(env, "1") || !strcmp(env, "0")) ? env[0] == '1' : opt->deterministic;
  int mode = opt->accumulate;
  env = getenv("FLAMEBUILD_ACCUMULATE");
  if (env && !strcmp(env, "auto")) mode = RENDER_ACCUMULATE_AUTO;
  if (env && !strcmp(env, "atomic")) mode = RENDER_ACCUMULATE_ATOMIC;
  if (env && !strcmp(env, "deferred")) mode = RENDER_ACCUMULATE_DEFERRED;
  fb->deferred = tile_bits > 0 && (mode == RENDER_ACCUMULATE_DEFERRED || (mode == RENDER_ACCUMULATE_AUTO && deterministic));
  fb->tile_bits = tile_bits;
  fb->fixed = deterministic || fb->deferred;
  fb->may_defer = tile_bits > 0 && mode == RENDER_ACCUMULATE_AUTO && !fb->fixed;
  /* A frame whose values are all 0 (a black palette) adds nothing whatever the unit. */
  const double most = fb->value_max > 0 && isfinite(fb->value_max) ? fb->value_max : 1.0;
  /* The largest power of two up to FB_FIXED_MAX / most: a sample's values still fit 16 bits
   * (between 15 and 16 of them used), and converting the integer sums (× unit, × 255) is then
   * exact below 2^53 / 255 units a bucket, so the shares of a split frame, converted apart
   * and added before the one rounding to float, give one go's bits. (A top-up adds to a cached
   * buffer already rounded to float, so it is not bit-equal to one go.) */
  int exponent = (int)floor(log2(FB_FIXED_MAX / most));
  if (exponent > 100) exponent = 100;
  if (exponent < -100) exponent = -100;
  fb->fixed_scale = (float)ldexp(1.0, exponent);
  fb->fixed_unit = ldexp(1.0, -exponent);
}

int frame_buffers_wants_defer(const frame_buffers *fb, double hottest, double batch_steps, int frame_done) {
  return fb->may_defer && !frame_done && hottest > 0 && batch_steps > 0 && hottest >= FB_DEFER_SHARE * batch_steps;
}

void frame_buffers_defer(frame_buffers *fb) {
  fb->deferred = fb->fixed = 1;
  fb->may_defer = 0;
  frame_buffers_table_off(fb); /* fixed point: no table */
}

void frame_buffers_plan(frame_buffers *fb, unsigned resident) {
  if (resident < 1) resident = FB_DEFAULT_THREADS;
  const fm_u64 nchunks = fb->nchunks > 0 ? fb->nchunks : 1;
  if (nchunks <= resident) {
    fb->threads = fb->slots = (unsigned)nchunks;
  } else {
    /* Each slot runs per_slot chunks: as few as FB_MAX_SLOTS_PER_THREAD slots a thread allow,
     * so that the slots' state stays small. */
    const fm_u64 max_slots = (fm_u64)resident * FB_MAX_SLOTS_PER_THREAD;
    const fm_u64 per_slot = (nchunks + max_slots - 1) / max_slots;
    fb->threads = resident;
    fb->slots = (unsigned)((nchunks + per_slot - 1) / per_slot);
  }
  if (!fb->block) fb->block = FB_GPU_BLOCK;
  fb->blocks = (int)((fb->threads + fb->block - 1) / fb->block);
  fb->slot_steps = (double)((nchunks + fb->slots - 1) / fb->slots) * ((double)fb->chunk_len + fb->fuse_max);
}

void frame_buffers_shape(frame_buffers *fb, unsigned resident, unsigned resident_cache, unsigned cache_slots) {
  const int table = cache_slots > 0 && resident_cache > 0 && !fb->fixed && fb->nchunks >= resident_cache;
  fb->block = table ? FB_GPU_CACHE_BLOCK : FB_GPU_BLOCK;
  fb->cache_slots = table ? cache_slots : 0;
  frame_buffers_plan(fb, table ? resident_cache : resident);
  fb->threads_small = table && resident > 0 ? (resident < fb->slots ? resident : fb->slots) : fb->threads;
}

void frame_buffers_table_off(frame_buffers *fb) {
  if (!fb->cache_slots) return;
  fb->cache_slots = 0;
  fb->block = FB_GPU_BLOCK;
  if (fb->threads_small > 0 && fb->threads_small <= fb->slots) fb->threads = fb->threads_small;
  fb->blocks = (int)((fb->threads + fb->block - 1) / fb->block);
}

unsigned frame_buffers_next_slot0(const frame_buffers *fb, unsigned slot0) {
  return (unsigned)(((fm_u64)slot0 + fb->threads) % fb->slots);
}

int frame_buffers_account(const frame_buffers *fb, const fb_gpu_report *report, frame_progress *p, fb_error *err) {
  /* A launch may find only finished slots, but a whole turn through them cannot. */
  p->idle = report->steps == 0 && report->finished == 0 ? p->idle + 1 : 0;
  p->steps += (double)report->steps;
  if (report->finished > fb->slots - p->finished || p->steps > fb->total_steps ||
      (double)p->idle * fb->threads > fb->slots)
    return fb_errorf(err, "the GPU kernel lost count of its work (%.0f of %.0f steps, %u + %u of %u slots finished)",
                     p->steps, fb->total_steps, p->finished, report->finished, fb->slots);
  p->finished += report->finished;
  return 0;
}

int frame_buffers_build(const render_frame *frame, const render_geometry *geo, const codegen_structure *st, int dense,
                        uint64_t first_round, uint64_t end_round, frame_buffers *fb, fb_error *err) {
  memset(fb, 0, sizeof *fb);
  int nsub = frame->nsub, nx = st->num_xforms;
  fb->nsub = nsub;
  fb->nx1 = nx + st->num_finals;
  fb->rows = st->chaos ? nx + 1 : 1;
  fb->num_xforms = nx;
  fb->num_finals = st->num_finals;
  fb->chaos = st->chaos ? 1 : 0;
  fb->palette_mode = st->palette_mode;
  if (codegen_param_slots_of(st, &fb->params) < 0) { /* too scattered for slots: every parameter, dense */
    fb->params = (codegen_param_slots){.nruns = 1, .nslots = 1 + FM_NPARAMS, .lo = {0}, .hi = {FM_NPARAMS}, .slot = {1}};
    fb->no_slots = dense = 1;
  }
  fb->dense = dense;
  fb->precision = st->precision;
  fb->xform_size = codegen_xform_bytes(st->precision, dense ? NULL : &fb->params);
  fb->nbuckets = (uint64_t)geo->hist_width * geo->hist_height;
  if (number_chunks(fb, frame, first_round, end_round, err) < 0) return -1;
  fb->xforms = calloc((size_t)nsub * fb->nx1, fb->xform_size);
  fb->choose_row = (size_t)FB_GPU_CHOOSE_ROW_BYTES(nx);
  const int runs = FB_GPU_CHOOSE_RUNS(nx);
  fb->choose = malloc((size_t)nsub * fb->rows * fb->choose_row);
  /* With runs, each sub-frame's tables are made here first (render_prepare_into's layout). */
  uint16_t *tables = runs ? malloc((size_t)fb->rows * RENDER_CHOOSE_GRAIN * sizeof *tables) : NULL;
  fb->cmap = malloc((size_t)nsub * 256 * 4 * sizeof *fb->cmap);
  fb->subs = calloc((size_t)nsub, sizeof *fb->subs);
  if (!fb->xforms || !fb->choose || !fb->cmap || !fb->subs || (runs && !tables)) {
    free(tables);
    frame_buffers_free(fb);
    return fb_errorf(err, "out of memory preparing the GPU buffers");
  }
  fb->separate_count = 0;
  fb->copies = 1;
  /* the density a hit adds (its alpha): the temporal weight, or the hit weight among JWildfire's packets */
  const double w0 = render_count_weight(frame, 0);
  if (!(w0 > 0)) fb->separate_count = 1;
  fb->count_per_alpha = w0 > 0 ? 1.0 / w0 : 0.0;

  for (int s = 0; s < nsub; s++) {
    render_prepared p;
    const genome *cp = frame->sub[s].cp;
    /* The tables straight into the frame's buffer (32 KB a row, 1,000 sub-frames a frame), or
     * into the scratch tables that become the rows' runs. */
    unsigned char *rows = (unsigned char *)fb->choose + (size_t)s * fb->rows * fb->choose_row;
    uint16_t *ch = runs ? tables : (uint16_t *)rows;
    if (render_prepare_into(cp, frame->sub[s].weight, geo, ch, fb->rows, &p, err) < 0) {
      free(tables);
      frame_buffers_free(fb);
      return -1;
    }
    if (frame->jwf_packets) render_prepared_count_as(&p, cp, frame->sub[s].hit_weight);
    if (p.wfields && keep_wfields(fb, &p, s, err) < 0) {
      render_prepared_free(&p);
      free(tables);
      frame_buffers_free(fb);
      return -1;
    }
    unsigned char *xf = fb->xforms + (size_t)s * fb->nx1 * fb->xform_size;
    for (int i = 0; i < fb->nx1; i++) { /* the final xforms after the standard ones */
      device_xform(fb, &p.xforms[i], &st->xforms[i], st->precision, xf + i * fb->xform_size);
      int rc = 0; /* every table of the xform kept, or the first failure */
#define KEEP_TABLE(name, floats)                                                                              \
  if (rc == 0 && p.xforms[i].param[FM_P_##name##_points] > 0)                                                    \
    rc = keep_shape(fb, &p.xforms[i], FM_P_##name##_points, FM_P_##name##_at0, floats, (size_t)s * fb->nx1 + i, err);
      FM_VARS_POINT_TABLE(KEEP_TABLE)
#undef KEEP_TABLE
      if (rc < 0) {
        render_prepared_free(&p);
        free(tables);
        frame_buffers_free(fb);
        return -1;
      }
    }

    /* The rows render_prepare_into made (with runs: as runs); xaos in other sub-frames only,
     * every row here is the plain one, made once and copied. */
    const int made = p.chaos_enabled ? fb->rows : 1;
    for (int r = 0; runs && r < made; r++)
      if (frame_buffers_table_runs(ch + (size_t)r * RENDER_CHOOSE_GRAIN, nx, (uint32_t *)rows + (size_t)r * nx) < 0) {
        render_prepared_free(&p);
        free(tables);
        frame_buffers_free(fb);
        return fb_errorf(err, "sub-frame %d: choice table %d is not a step function of %d xforms", s, r, nx);
      }
    for (int r = made; r < fb->rows; r++) memcpy(rows + (size_t)r * fb->choose_row, rows, fb->choose_row);

    float *cm = fb->cmap + (size_t)s * 1024;
    double opacity = 1.0;
    for (int i = 0; i < nx; i++)
      if (p.xforms[i].vis > opacity) opacity = p.xforms[i].vis;
    /* a true colour's channel reaches 255 · FB_TRUE_COLOR_UNIT · the weight (fb_true_rgba) */
    double true_max = 255.0 * FB_TRUE_COLOR_UNIT * p.weight * opacity;
    if (p.count_weight * opacity > true_max) true_max = p.count_weight * opacity; /* its alpha */
    if (p.true_color && true_max > fb->value_max) fb->value_max = true_max;
    for (int k = 0; k < 256; k++) {
      for (int c = 0; c < 4; c++) {
        cm[k * 4 + c] = (float)(p.cmap[k][c] / 255.0);
        if (cm[k * 4 + c] * opacity > fb->value_max) fb->value_max = cm[k * 4 + c] * opacity;
      }
      if (cp->palette[k][3] != 1.0) fb->separate_count = 1;
    }
    if (render_count_weight(frame, s) != w0) fb->separate_count = 1;

    fb_gpu_sub *g = &fb->subs[s];
    const render_camera *cam = &p.camera;
    memcpy(g->bounds, cam->bounds, sizeof g->bounds);
    g->xscale = geo->hist_width / (cam->bounds[2] - cam->bounds[0]);
    g->yscale = geo->hist_height / (cam->bounds[3] - cam->bounds[1]);
    memcpy(g->rot, cam->rot, sizeof g->rot);
    memcpy(g->center, cam->center, sizeof g->center);
    g->rotated = (fm_u32)cam->rotated;
    g->weight = (float)p.weight;
    g->count_weight = (float)p.count_weight;
    g->cam3d = cam->cam3d;
    g->aa_amount = (float)cam->aa_amount;
    g->aa_radius = (float)cam->aa_radius;
    g->symmetry = cam->symmetry;
    if (cam->symmetry.copies > fb->copies) fb->copies = cam->symmetry.copies;
    frame_buffers_set_float_camera(g, geo->hist_width, geo->hist_height, st->precision != CODEGEN_DOUBLE);
    g->final_opacity = p.final_opacity;
    const int pinned = point_pins_move(&fb->shape_pins, &p.tables);
    render_prepared_free(&p);
    if (pinned < 0) {
      free(tables);
      frame_buffers_free(fb);
      return fb_errorf(err, "out of memory preparing the GPU buffers");
    }
  }
  free(tables);
  frame_buffers_plan(fb, 0);
  return 0;
}


double frame_buffers_first_iters(const frame_buffers *fb, double target) {
  /* No batch seen yet: at most 4 target loads in all, so even a one-bucket attractor stays
   * within 4x the target in this batch. */
  if (!(target > 0)) target = FB_HOT_BUCKET_TARGET;
  double iters = floor(4.0 * target / fb->threads);
  return iters < 1 ? 1 : iters;
}

double frame_buffers_next_iters(const frame_buffers *fb, double iters, double hottest, double batch, double by_time,
                                double target) {
  if (!(target > 0)) target = FB_HOT_BUCKET_TARGET;
  double next = MAX_ITERS_PER_LAUNCH;
  if (hottest > 0 && batch > 0) next = target / (hottest / batch * fb->threads);
  if (by_time > 0 && by_time < next) next = by_time;
  if (next > 2.0 * iters) next = 2.0 * iters; /* grow gently: the first batches include fuse */
  if (fb->slots > fb->threads) {
    const double slice = ceil(fb->slot_steps / FB_ROTATION_SLICES);
    if (next > slice) next = slice;
  }
  if (next > MAX_ITERS_PER_LAUNCH) next = MAX_ITERS_PER_LAUNCH;
  return next < 1 ? 1 : floor(next);
}
