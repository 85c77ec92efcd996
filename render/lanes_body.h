/*
 * lanes_body.h — the lanes' engine (iterate_lanes.h), compiled once per instruction set by
 * render/lanes_avx512.c, lanes_avx2.c and lanes_sse2.c (the Makefile gives each its -m flags,
 * and -fopenmp-simd -fno-math-errno -fno-trapping-math -ffp-contract=off), which define
 * LANES_NAME(x) to suffix its one entry point; render/iterate_lanes.c picks one at run time.
 *
 * The formulas are kernels/variations.h's, unchanged: a lane loop (`#pragma omp simd` over a
 * block of LANES_BLOCK lanes) loads each lane's fm_var_state from arrays, calls the variation's
 * fm_var_<name> and stores what it changed, and GCC vectorises the inlined formula —
 * branches become masks, and sin, cos, atan2, pow, exp, log… become glibc's libmvec vector
 * functions through the declarations below. -fno-trapping-math lets a branch be computed on
 * every lane and selected (it changes no value); -ffp-contract=off keeps each operation's
 * rounding the scalar code's. The vector functions differ from libm's scalar ones in the last
 * bits (libmvec: within 4 ulp), so the lanes' trajectories are not run_chunk's, but the same
 * numbers in the same operations whichever lanes a step groups: every block is whole (padded
 * with copies of a lane), so no lane ever falls into a scalar remainder loop.
 */
#include <math.h>
#include <string.h>

#ifdef __clang__ /* the fuzzers' build: clang vectorises fewer of the loops, and would say so for each */
#pragma clang diagnostic ignored "-Wpass-failed"
#endif

/* The variations' features the lanes do not run (render_lanes_fit keeps such frames on
 * run_chunk): compiled out, as kernels/codegen.c compiles them out of a structure's kernel. */
#define FM_AFFINE3D 0
#define FM_HIDE 0
#define FM_COLOR_MODES 0
#define FM_TRUE_COLOR 0

/* libmvec's vector variants (glibc declares them only under -ffast-math, which would change
 * the arithmetic; these declarations add nothing else). Not under clang (the fuzzers' build),
 * which has no such attribute, nor with LANES_SCALAR_MATH (dev/simd_lanes.c: libm's scalar
 * functions in the lanes, which then give run_chunk's bytes). */
#if !defined(LANES_SCALAR_MATH) && !defined(__clang__)
#define LANES_SIMD __attribute__((__simd__("notinbranch"), __const__, __nothrow__))
LANES_SIMD double sin(double);
LANES_SIMD double cos(double);
LANES_SIMD double tan(double);
LANES_SIMD double atan2(double, double);
LANES_SIMD double atan(double);
LANES_SIMD double asin(double);
LANES_SIMD double acos(double);
LANES_SIMD double exp(double);
LANES_SIMD double expm1(double);
LANES_SIMD double log(double);
LANES_SIMD double log10(double);
LANES_SIMD double log1p(double);
LANES_SIMD double pow(double, double);
LANES_SIMD double sinh(double);
LANES_SIMD double cosh(double);
LANES_SIMD double tanh(double);
LANES_SIMD double hypot(double, double);
LANES_SIMD double cbrt(double);
#endif

#include "../kernels/variations.h"
#include "iterate_lanes.h"

/* Lanes a vector loop handles as one block: every group is padded to whole blocks. */
#define LANES_BLOCK 8
#define LANES_PAD (RENDER_LANES + LANES_BLOCK)
/* The most xforms a sub-frame may have for its lanes to be grouped by index (else by address). */
#define LANES_INDEX_MAX 256

/* The lanes of one group (those that chose one xform this step), gathered into arrays. */
typedef struct lanes_group {
  _Alignas(64) double x[LANES_PAD];
  _Alignas(64) double y[LANES_PAD];
  _Alignas(64) double color[LANES_PAD];
  _Alignas(64) double vis[LANES_PAD];
  _Alignas(64) double tx[LANES_PAD];
  _Alignas(64) double ty[LANES_PAD];
  _Alignas(64) double r2[LANES_PAD];
  _Alignas(64) double r[LANES_PAD];
  _Alignas(64) double px[LANES_PAD];
  _Alignas(64) double py[LANES_PAD];
  _Alignas(64) double scolor[LANES_PAD];
  _Alignas(64) uint64_t rs[LANES_PAD];
  _Alignas(64) uint64_t ri[LANES_PAD];
  _Alignas(64) int bad[LANES_PAD];
  int lane[LANES_PAD]; /* which lane of the batch */
} lanes_group;

static inline void lanes_state_load(const lanes_group *g, int l, fm_var_state *s) {
  s->tx = g->tx[l];
  s->ty = g->ty[l];
  s->r2 = g->r2[l];
  s->r = g->r[l];
  s->px = g->px[l];
  s->py = g->py[l];
  s->tz = s->pz = 0;
  s->color = g->scolor[l];
  s->hide = 0;
  s->have = 0;
  s->atan_xy = s->atan_yx = s->sina = s->cosa = 0;
}

/* fm_xform_begin over the group: the point in, the state out. */
static void lanes_begin(lanes_group *g, int n, const fm_xform *xf) {
  for (int b = 0; b < n; b += LANES_BLOCK) {
#pragma omp simd
    for (int l = b; l < b + LANES_BLOCK; l++) {
      fm_point in = {g->x[l], g->y[l], g->color[l], g->vis[l], 0, 0, 0}, out;
      fm_var_state s;
      fm_xform_begin(xf, &in, &out, &s);
      g->tx[l] = s.tx;
      g->ty[l] = s.ty;
      g->r2[l] = s.r2;
      g->r[l] = s.r;
      g->px[l] = 0;
      g->py[l] = 0;
      g->scolor[l] = s.color;
      g->vis[l] = out.vis;
    }
  }
}

/* fm_xform_end over the group: the point out (x, y, color, vis), whether it was bad. */
static void lanes_end(lanes_group *g, int n, const fm_xform *xf) {
  for (int b = 0; b < n; b += LANES_BLOCK) {
#pragma omp simd
    for (int l = b; l < b + LANES_BLOCK; l++) {
      fm_var_state s;
      lanes_state_load(g, l, &s);
      fm_rng rng = {g->rs[l], g->ri[l]};
      fm_point out;
      out.vis = g->vis[l];
      g->bad[l] = fm_xform_end(xf, &s, &out, &rng);
      g->x[l] = out.x;
      g->y[l] = out.y;
      g->color[l] = out.color;
      g->vis[l] = out.vis;
      g->rs[l] = rng.state;
    }
  }
}

/* One variation over the group: a lane loop around its formula (flam3's 99; the others are
 * never called here: render_lanes_fit). */
typedef void (*lanes_var_fn)(lanes_group *g, int n, const fm_xform *xf, fm_real w);

#define LANES_VAR(i, name)                                                                    \
  static void lanes_var_##name(lanes_group *g, int n, const fm_xform *xf, fm_real w) {      \
    if ((i) >= FM_NVARS_FLAM3) return;                                                      \
    for (int b = 0; b < n; b += LANES_BLOCK) {                                              \
      _Pragma("omp simd") for (int l = b; l < b + LANES_BLOCK; l++) {                       \
        fm_var_state s;                                                                     \
        lanes_state_load(g, l, &s);                                                         \
        fm_rng rng = {g->rs[l], g->ri[l]};                                                  \
        fm_var_##name(&s, xf, w, &rng);                                                     \
        g->tx[l] = s.tx;                                                                    \
        g->ty[l] = s.ty;                                                                    \
        g->r2[l] = s.r2;                                                                    \
        g->r[l] = s.r;                                                                      \
        g->px[l] = s.px;                                                                    \
        g->py[l] = s.py;                                                                    \
        g->rs[l] = rng.state;                                                               \
      }                                                                                     \
    }                                                                                       \
  }
FM_VARIATION_LIST(LANES_VAR)
#undef LANES_VAR

static const lanes_var_fn lanes_vars[FM_NVARS] = {
#define LANES_VAR_ENTRY(i, name) [i] = (i) < FM_NVARS_FLAM3 ? lanes_var_##name : 0,
    FM_VARIATION_LIST(LANES_VAR_ENTRY)
#undef LANES_VAR_ENTRY
};

/* One xform over the group, as fm_apply_xform steps it (its list holds normal variations only:
 * render_lanes_fit). */
static void lanes_apply(lanes_group *g, int n, const fm_xform *xf) {
  lanes_begin(g, n, xf);
  if (xf->pre_blur != 0) lanes_var_pre_blur(g, n, xf, xf->pre_blur);
  for (int i = 0; i < xf->nvars; i++) {
    const fm_real w = xf->var_weight[i];
    if (w == 0) continue;
    lanes_vars[xf->var_index[i] & ((1 << FM_KIND_SHIFT) - 1)](g, n, xf, w);
  }
  lanes_end(g, n, xf);
}

/* A batch's chunks between steps, a lane each: their trajectories' points, this step's xform
 * output q, random streams and run_chunk's counters. */
typedef struct lanes_batch {
  _Alignas(64) double x[RENDER_LANES];
  _Alignas(64) double y[RENDER_LANES];
  _Alignas(64) double color[RENDER_LANES];
  _Alignas(64) double vis[RENDER_LANES];
  _Alignas(64) double qx[RENDER_LANES];
  _Alignas(64) double qy[RENDER_LANES];
  _Alignas(64) double qcolor[RENDER_LANES];
  _Alignas(64) double qvis[RENDER_LANES];
  _Alignas(64) uint64_t rs[RENDER_LANES];
  _Alignas(64) uint64_t ri[RENDER_LANES];
  int i[RENDER_LANES];    /* the step, from -RENDER_FUSE */
  int fn[RENDER_LANES];   /* this step's xform */
  int sub[RENDER_LANES];  /* its sub-frame, as the frame numbers them (chunk % nsub) */
  int key[RENDER_LANES];  /* this step's group: sub-frame and xform (lanes_run_groups' index) */
  int last[RENDER_LANES]; /* the last plotted step's xform + 1 (xaos) */
  int consecutive_bad[RENDER_LANES];
  int jwf[RENDER_LANES];  /* a JWildfire file: its rule for a bad value (kernels/flame_math.h) */
  int dark[RENDER_LANES]; /* the steps of its fuse after a bad value still to come, unplotted */
  int bad_now[RENDER_LANES];
  int plot[RENDER_LANES];
  int nout[RENDER_LANES];
  double bad[RENDER_LANES];
  const render_prepared *p[RENDER_LANES];
  const fm_xform *xf[RENDER_LANES]; /* the xform to apply */
  plotted *out[RENDER_LANES];
} lanes_batch;

/* Lanes which[0 .. count) through their xforms xf[lane], from their points (from_q: from q) to
 * q; the lanes of one xform gathered into one group. `index`: each lane's group as a number
 * below `nindex` — its xform's index into `xforms` when every lane's xform is in that one array
 * (a frame of one sub-frame), else (xforms NULL) a number for its sub-frame and xform, the
 * group's xform then its first lane's B->xf — or NULL: the groups are found by address. A
 * group's lanes are in lane order, and a lane's values do not depend on its group, so how the
 * groups are found changes nothing but the time (a search by address was 30% of the lanes'
 * grouping in `make demo`'s frames of four sub-frames, perf). */
static void lanes_run_groups(lanes_batch *B, const int *which, int count, int from_q, lanes_group *g,
                             const int *index, int nindex, const fm_xform *xforms) {
  const fm_xform *head[RENDER_LANES];
  int gid[RENDER_LANES], start[RENDER_LANES + 1], order[RENDER_LANES];
  int ng = 0;
  if (index && nindex <= LANES_INDEX_MAX) {
    /* Without a branch on the random choice: a count per index, then the indices that have lanes. */
    int cnt[LANES_INDEX_MAX], first[LANES_INDEX_MAX];
    memset(cnt, 0, (size_t)nindex * sizeof *cnt);
    for (int a = 0; a < count; a++) {
      const int x = index[which[a]];
      if (!cnt[x]++) first[x] = which[a];
    }
    int slot[LANES_INDEX_MAX];
    for (int x = 0; x < nindex; x++) {
      slot[x] = ng;
      if (cnt[x]) {
        head[ng] = xforms ? xforms + x : B->xf[first[x]];
        start[ng++] = cnt[x];
      }
    }
    for (int a = 0; a < count; a++) gid[a] = slot[index[which[a]]];
  } else {
    for (int a = 0; a < count; a++) {
      /* More xforms than the counting's table (a frame of one sub-frame leaves xf unset): by address. */
      const fm_xform *xf = index ? xforms + index[which[a]] : B->xf[which[a]];
      int k = 0;
      while (k < ng && head[k] != xf) k++;
      if (k == ng) {
        head[ng] = xf;
        start[ng++] = 0;
      }
      gid[a] = k;
      start[k]++;
    }
  }
  for (int k = 0, sum = 0; k < ng; k++) { /* counts to starts, kept in lane order within a group */
    const int c = start[k];
    start[k] = sum;
    sum += c;
  }
  start[ng] = count;
  {
    int at[RENDER_LANES];
    for (int k = 0; k < ng; k++) at[k] = start[k];
    for (int a = 0; a < count; a++) order[at[gid[a]]++] = which[a];
  }
  const double *ix = from_q ? B->qx : B->x, *iy = from_q ? B->qy : B->y;
  const double *ic = from_q ? B->qcolor : B->color, *iv = from_q ? B->qvis : B->vis;
  for (int k = 0; k < ng; k++) {
    const int *lanes = order + start[k], n = start[k + 1] - start[k];
    for (int j = 0; j < n; j++) {
      const int l = lanes[j];
      g->x[j] = ix[l];
      g->y[j] = iy[l];
      g->color[j] = ic[l];
      g->vis[j] = iv[l];
      g->rs[j] = B->rs[l];
      g->ri[j] = B->ri[l];
    }
    const int padded = (n + LANES_BLOCK - 1) / LANES_BLOCK * LANES_BLOCK;
    for (int j = n; j < padded; j++) { /* copies of the first: their results are dropped */
      g->x[j] = g->x[0];
      g->y[j] = g->y[0];
      g->color[j] = g->color[0];
      g->vis[j] = g->vis[0];
      g->rs[j] = g->rs[0];
      g->ri[j] = g->ri[0];
    }
    lanes_apply(g, padded, head[k]);
    for (int j = 0; j < n; j++) {
      const int l = lanes[j];
      B->qx[l] = g->x[j];
      B->qy[l] = g->y[j];
      B->qcolor[l] = g->color[j];
      B->qvis[l] = g->vis[j];
      B->rs[l] = g->rs[j];
      B->bad_now[l] = g->bad[j];
    }
  }
}

/* The bucket a lane's q lands in (run_chunk's camera), or -1: not plotted (a retried bad value,
 * a fuse step, invisible, outside the camera). B->i is the step after this one. */
static inline int lanes_bucket(const lanes_batch *B, int k, const render_camera *cam, int hw, int hh) {
  double x = B->qx[k], y = B->qy[k];
  if (cam->rotated) {
    const double dx = x - cam->center[0], dy = y - cam->center[1];
    x = dx * cam->rot[0][0] + dy * cam->rot[0][1] + cam->center[0];
    y = dx * cam->rot[1][0] + dy * cam->rot[1][1] + cam->center[1];
  }
  const double xscale = hw / (cam->bounds[2] - cam->bounds[0]);
  const double yscale = hh / (cam->bounds[3] - cam->bounds[1]);
  const int inside = x >= cam->bounds[0] && y >= cam->bounds[1] && x <= cam->bounds[2] && y <= cam->bounds[3];
  const double fx = inside ? (x - cam->bounds[0]) * xscale : 0, fy = inside ? (y - cam->bounds[1]) * yscale : 0;
  int ix = (int)fx, iy = (int)fy;
  if (ix >= hw) ix = hw - 1; /* a point exactly on the far edge */
  if (iy >= hh) iy = hh - 1;
  const int take = B->plot[k] && B->i[k] > 0 && B->qvis[k] > 0.0 && inside;
  return take ? iy * hw + ix : -1;
}

/* The same under JWildfire's antialiasing (kernels/flame_math.h, fm_jwf_antialias): run_chunk's
 * draws from the lane's own stream, where run_chunk draws them, so one lane at a time. */
static inline int lanes_bucket_antialiased(lanes_batch *B, int k, const render_camera *cam, int hw, int hh) {
  if (!(B->plot[k] && B->i[k] > 0 && B->qvis[k] > 0.0)) return -1;
  double x = B->qx[k], y = B->qy[k];
  if (cam->rotated) {
    const double dx = x - cam->center[0], dy = y - cam->center[1];
    x = dx * cam->rot[0][0] + dy * cam->rot[0][1] + cam->center[0];
    y = dx * cam->rot[1][0] + dy * cam->rot[1][1] + cam->center[1];
  }
  double bx = (x - cam->bounds[0]) * (hw / (cam->bounds[2] - cam->bounds[0]));
  double by = (y - cam->bounds[1]) * (hh / (cam->bounds[3] - cam->bounds[1]));
  fm_rng rng = {B->rs[k], B->ri[k]};
  fm_jwf_antialias(cam->aa_amount, cam->aa_radius, &rng, &bx, &by);
  B->rs[k] = rng.state;
  if (!(bx >= 0 && by >= 0 && bx < hw && by < hh)) return -1;
  return (int)by * hw + (int)bx;
}

/* Lane k's sample, if it has one, onto its chunk's list: written always, counted if plotted (the
 * list has room: fewer samples are counted than the chunk's steps so far). */
static inline void lanes_append(lanes_batch *B, int k, int bucket) {
  plotted *o = &B->out[k][B->nout[k]];
  o->bucket = bucket;
  o->vis = (float)B->qvis[k];
  o->color = B->qcolor[k];
  B->nout[k] += bucket >= 0;
}

static void lanes_plot_one(lanes_batch *B, int k, const render_camera *cam, int hw, int hh) {
  lanes_append(B, k, cam->aa_amount > 0 ? lanes_bucket_antialiased(B, k, cam, hw, hh) : lanes_bucket(B, k, cam, hw, hh));
}

/* Every lane of a batch of one sub-frame: the buckets in a vector loop (a lane that did not
 * step this time has plot 0), then the lists. */
static void lanes_plot(lanes_batch *B, int n, const render_camera *cam, int hw, int hh) {
  int bucket[RENDER_LANES];
  if (cam->aa_amount > 0) {
    for (int k = 0; k < n; k++)
      if (B->plot[k]) lanes_append(B, k, lanes_bucket_antialiased(B, k, cam, hw, hh));
    return;
  }
#pragma omp simd
  for (int k = 0; k < n; k++) bucket[k] = lanes_bucket(B, k, cam, hw, hh);
  for (int k = 0; k < n; k++)
    if (B->plot[k]) lanes_append(B, k, bucket[k]);
}

void LANES_NAME(render_lanes_run)(const render_prepared *sub, int nsub, int hist_width, int hist_height,
                                  uint64_t seed, uint64_t chunk0, int n, int chunk_len, plotted *const *out,
                                  int *nout, double *bad) {
  static _Thread_local lanes_group group;
  static _Thread_local lanes_batch batch;
  lanes_group *g = &group;
  lanes_batch *B = &batch;
  int live = 0;
  for (int k = 0; k < n; k++) {
    const uint64_t chunk = chunk0 + (uint64_t)k;
    fm_rng rng;
    fm_rng_seed(&rng, seed, chunk);
    B->x[k] = fm_rng_11(&rng);
    B->y[k] = fm_rng_11(&rng);
    B->color[k] = fm_rng_01(&rng);
    B->vis[k] = fm_rng_01(&rng);
    B->rs[k] = rng.state;
    B->ri[k] = rng.inc;
    B->sub[k] = (int)(chunk % (uint64_t)nsub);
    B->p[k] = &sub[B->sub[k]];
    B->last[k] = B->consecutive_bad[k] = B->nout[k] = B->dark[k] = 0;
    B->jwf[k] = B->p[k]->num_xforms > 0 && FM_JWF_RULES(&B->p[k]->xforms[0]);
    B->i[k] = B->jwf[k] ? -FM_JWF_START_FUSE : -RENDER_FUSE; /* (flame_math.h) */
    B->bad[k] = 0;
    B->out[k] = out[k];
    if (B->i[k] < chunk_len) live++;
  }
  int which[RENDER_LANES], finals[RENDER_LANES], index[RENDER_LANES];
  /* One sub-frame for the whole batch: its groups by xform index. */
  const render_prepared *one = n > 0 ? B->p[0] : NULL;
  for (int k = 1; k < n; k++)
    if (B->p[k] != one) one = NULL;
  /* Several sub-frames: groups numbered by sub-frame and xform when the numbers fit the
   * counting's table (every sub-frame has as many xforms: the frame's genomes interpolate). */
  const int nx1 = sub[0].num_xforms + sub[0].num_finals;
  int keyed = !one && nsub * nx1 <= LANES_INDEX_MAX;
  for (int s = 1; s < nsub && keyed; s++) keyed = sub[s].num_xforms + sub[s].num_finals == nx1;
  while (live) {
    /* Each lane's own choice of xform, as run_chunk chooses it: in one vector loop over every
     * lane when the batch is of one sub-frame (a finished lane draws too; nothing reads it again). */
    int count = 0;
    if (one) {
      const uint16_t *choose = one->choose;
      const int chaos = one->chaos_enabled;
#pragma omp simd
      for (int k = 0; k < n; k++) {
        fm_rng rng = {B->rs[k], B->ri[k]};
        const fm_u32 r = fm_rng_u32(&rng) & (RENDER_CHOOSE_GRAIN - 1);
        B->rs[k] = rng.state;
        index[k] = B->fn[k] = choose[(chaos ? B->last[k] * RENDER_CHOOSE_GRAIN : 0) + (int)r];
      }
      for (int k = 0; k < n; k++)
        if (B->i[k] < chunk_len) which[count++] = k;
    } else {
      for (int k = 0; k < n; k++) {
        if (B->i[k] >= chunk_len) continue;
        const render_prepared *p = B->p[k];
        const uint16_t *row = p->chaos_enabled ? p->choose + (size_t)B->last[k] * RENDER_CHOOSE_GRAIN : p->choose;
        fm_rng rng = {B->rs[k], B->ri[k]};
        const int fn = row[fm_rng_u32(&rng) & (RENDER_CHOOSE_GRAIN - 1)];
        B->rs[k] = rng.state;
        B->fn[k] = fn;
        B->xf[k] = &p->xforms[fn];
        B->key[k] = B->sub[k] * nx1 + fn;
        which[count++] = k;
      }
    }
    if (one) lanes_run_groups(B, which, count, 0, g, index, one->num_xforms, one->xforms);
    else lanes_run_groups(B, which, count, 0, g, keyed ? B->key : NULL, nsub * nx1, NULL);
    /* run_chunk's rule for a bad value, then the final xforms' draw. */
    memset(B->plot, 0, (size_t)n * sizeof *B->plot);
    int nfinal = 0;
    for (int a = 0; a < count; a++) {
      const int k = which[a];
      B->x[k] = B->qx[k];
      B->y[k] = B->qy[k];
      B->color[k] = B->qcolor[k];
      B->vis[k] = B->qvis[k];
      B->plot[k] = 0;
      if (B->bad_now[k]) {
        B->bad[k]++;
        if (B->jwf[k]) { /* JWildfire's rule: the step plots nothing, the point goes on from a random one */
          B->last[k] = B->fn[k] + 1;
          B->dark[k] = FM_JWF_FUSE;
          if (++B->i[k] >= chunk_len) live--;
          continue;
        }
        if (++B->consecutive_bad[k] < 5) continue; /* retried from the random point, not plotted */
      }
      B->consecutive_bad[k] = 0;
      B->last[k] = B->fn[k] + 1;
      B->plot[k] = 1;
      const render_prepared *p = B->p[k];
      if (p->num_finals) {
        fm_rng rng = {B->rs[k], B->ri[k]};
        if (p->final_opacity == 1.0 || fm_rng_01(&rng) < p->final_opacity) finals[nfinal++] = k;
        B->rs[k] = rng.state;
      }
    }
    /* The final xforms in turn, each to the last one's point; the step's visibility kept. */
    for (int f = 0; nfinal; f++) {
      int more = 0;
      for (int a = 0; a < nfinal; a++) {
        const int k = finals[a];
        if (f >= B->p[k]->num_finals) continue;
        B->xf[k] = &B->p[k]->xforms[B->p[k]->num_xforms + f];
        finals[more++] = k;
      }
      if (!more) break;
      /* One group, unless sub-frames differ: a group per sub-frame, by its number. */
      lanes_run_groups(B, finals, more, f > 0, g, keyed ? B->sub : NULL, nsub, NULL);
      for (int a = 0; a < more; a++) B->qvis[finals[a]] = B->vis[finals[a]];
      nfinal = more;
    }
    /* Plot, as run_chunk does. */
    for (int a = 0; a < count; a++) {
      const int k = which[a];
      if (!B->plot[k]) continue;
      if (++B->i[k] >= chunk_len) live--;
      if (B->dark[k] > 0) { /* run_chunk's fuse after a JWildfire bad value */
        B->dark[k]--;
        B->plot[k] = 0;
      }
    }
    if (one) {
      lanes_plot(B, n, &one->camera, hist_width, hist_height);
    } else {
      for (int a = 0; a < count; a++) {
        const int k = which[a];
        if (B->plot[k]) lanes_plot_one(B, k, &B->p[k]->camera, hist_width, hist_height);
      }
    }
  }
  for (int k = 0; k < n; k++) {
    nout[k] = B->nout[k];
    bad[k] = B->bad[k];
  }
}
