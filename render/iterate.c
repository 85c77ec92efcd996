/*
 * iterate.c — the CPU backend's ITERATE: the chaos game on all cores into a histogram.
 *
 * Work is cut into chunks laid out by render_sampling (prepare.h): chunk c is round c / nsub
 * of sub-frame c % nsub. Each chunk starts its own random stream from (seed, c), starts at
 * a random point and discards the first FUSE iterations, as flam3 does per sub-batch. Workers
 * take chunk numbers from an atomic counter and iterate into a private sample list; the lists
 * are added to the histogram strictly in chunk order, and the buckets a chunk touched are
 * rounded to float once it is in. Floating-point addition is not associative, so this fixed
 * order is what makes the buffer — and the PNG — byte-identical for any thread count, and
 * the rounding chunk by chunk what lets a cached buffer take more chunks and come out as the
 * buffer rendered in one go.
 *
 * A frame whose every sub-frame fits the lanes (iterate_lanes.h: flam3's variations, no 3D,
 * at most RENDER_LANES_MAX_SUBFRAMES temporal samples) runs its chunks in SIMD lanes instead,
 * up to RENDER_LANES chunks a worker at once, each still its own trajectory and stream, and
 * committed in the same order; the others run here, in render_run_chunk, a chunk at a time. The
 * lanes' vector sin, cos, … (libmvec) differ from libm's in the last bits, so the two paths
 * draw different bytes of the same image; which one a frame takes depends on the frame alone,
 * never on the threads.
 */
/* The radius of a point only when a variation asks for it (kernels/variations.h: fm_vs_r). */
#define FM_LAZY_R 1
#include <errno.h>
#include <float.h>
#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../kernels/accumulate.h"
#include "../kernels/solid.h"
#include "../kernels/variations.h"
#include "iterate_lanes.h"
#include "prepare.h"
#include "render.h"
#include "solid.h"
#include "xform_step.h"
#include "../util/fault.h"
#include "../util/large_alloc.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#define RENDER_MAX_THREADS 256
/* What the workers' sample lists may take together when the frame runs in lanes. */
#define LANES_LISTS_BUDGET ((uint64_t)256 << 20)

typedef struct iterate_job {
  const render_geometry *geo;
  render_prepared *sub;      /* [nsub] */
  int nsub;
  uint64_t first_chunk, end_chunk; /* the chunks to draw: [first_chunk, end_chunk) */
  int chunk_len;
  int batch;                 /* chunks a worker takes at once: RENDER_LANES at most in lanes, else 1 */
  int lanes;                 /* every sub-frame runs in lanes (iterate_lanes.h) */
  int lanes_nsub;            /* the sub-frames the lanes tell apart: 1 when all iterate alike */
  int copies;                /* the most plots a sample makes in any sub-frame (JWildfire's post
                                symmetry: kernels/symmetry.h), which a chunk's lists have room for */
  uint64_t seed;
  render_hist *hist;
  int solid;                 /* a solid frame: the nearest point a cell (render/solid.h) */
  int grid_width, grid_height; /* the buckets' grid: hist_width, or half a solid frame's */
  solid_shadows shadows;     /* a solid frame's casting lights (none: count 0) */
  int jwf_packets;           /* render_frame.jwf_packets */
  int shadow_side;
  size_t shadow_region;      /* values a light's region takes */

  atomic_uint_fast64_t next_chunk;
  atomic_int cancelled;
  pthread_mutex_t lock;      /* guards everything below */
  pthread_cond_t turn;
  uint64_t next_commit;
  double badvals;
  double samples;
  render_progress_fn progress;
  void *progress_ctx;
} iterate_job;

/* The copies of xforms whose weighting field scales parameters (fm_wfield_apply_var), a
 * thread's: copy[k] holds of[k]'s values, made again where a chunk's sub-frame is another's. */
typedef struct wfield_scratch {
  fm_xform **copy;
  const fm_xform **of;
  int n;
} wfield_scratch;

static void wfield_scratch_free(wfield_scratch *ws) {
  for (int k = 0; k < ws->n; k++) free(ws->copy[k]);
  free(ws->copy);
  free(ws->of);
  memset(ws, 0, sizeof *ws);
}

/* xform k's field and, where it scales parameters, its copy (NULL: out of memory, *failed set). */
static const fm_wfield *wfield_of(const render_prepared *p, int k, wfield_scratch *ws, fm_xform **scratch, int *failed) {
  *scratch = NULL;
  if (!p->wfields || p->wfields[k].noise.type == FM_NOISE_NONE) return NULL;
  const fm_wfield *wf = &p->wfields[k];
  if (!wf->nmods) return wf;
  const int n = p->num_xforms + p->num_finals;
  if (ws->n < n) {
    fm_xform **copy = realloc(ws->copy, (size_t)n * sizeof *copy);
    if (copy) ws->copy = copy;
    const fm_xform **of = copy ? realloc(ws->of, (size_t)n * sizeof *of) : NULL;
    if (of) ws->of = of;
    if (!copy || !of) return *failed = 1, NULL;
    for (int i = ws->n; i < n; i++) ws->copy[i] = NULL, ws->of[i] = NULL;
    ws->n = n;
  }
  if (!ws->copy[k] && !(ws->copy[k] = malloc(sizeof *ws->copy[k]))) return *failed = 1, NULL;
  if (ws->of[k] != &p->xforms[k]) {
    memcpy(ws->copy[k], &p->xforms[k], sizeof p->xforms[k]);
    ws->of[k] = &p->xforms[k];
  }
  *scratch = ws->copy[k];
  return wf;
}

/* One step through xform k of p: under its weighting field where it has one. */
static int step_xform(const render_prepared *p, int k, wfield_scratch *ws, int *failed, const fm_point *in,
                      fm_point *out, fm_rng *rng) {
  fm_xform *scratch;
  const fm_wfield *wf = p->wfields ? wfield_of(p, k, ws, &scratch, failed) : NULL;
  if (!wf) return fm_apply_xform_passes(&p->xforms[k], &p->passes[k], in, out, rng);
  return fm_apply_xform_field(&p->xforms[k], &p->passes[k], wf, scratch, in, out, rng);
}

/* The chaos game of one chunk; with `solid`, each point plotted there instead, with its depth,
 * its position before the camera and its colour, and every point drawn (seen or not) as each
 * casting light of `shadows` sees it, light after light, into shadows->points[k] (a solid frame:
 * render/solid.h). */
static int run_chunk(const render_prepared *p, int hw, int hh, uint64_t seed, uint64_t chunk, int nsamples,
                     plotted *out, plotted_solid *solid, solid_shadows *shadows, wfield_scratch *ws, int *failed,
                     double *badvals) {
  fm_rng rng;
  fm_rng_seed(&rng, seed, chunk);
  const render_camera *cam = &p->camera;
  const double xscale = hw / (cam->bounds[2] - cam->bounds[0]);
  const double yscale = hh / (cam->bounds[3] - cam->bounds[1]);
  const uint16_t *choose = p->choose;

  fm_point pt, q;
  pt.x = fm_rng_11(&rng);
  pt.y = fm_rng_11(&rng);
  pt.color = fm_rng_01(&rng);
  pt.vis = fm_rng_01(&rng);
  pt.z = 0;
  pt.rgb = 0;
  pt.walk = 0; /* JWildfire's init of a walking variation's colour (kernels/flame_math.h) */
  int last = 0, consecutive_bad = 0, nout = 0;
  double bad = 0;
  const int jwf = p->num_xforms > 0 && FM_JWF_RULES(&p->xforms[0]); /* a JWildfire file: its rule for a bad value (flame_math.h) */
  int dark = 0;
  double mod[FM_COLOUR_MODS] = {0, 0, 0, 0}; /* JWildfire's colour modulation of the point (colour_mod.h) */

  for (int i = jwf ? -FM_JWF_START_FUSE : -RENDER_FUSE; i < nsamples; i++) { /* (flame_math.h) */
    const fm_u32 draw = fm_rng_u32(&rng) & (RENDER_CHOOSE_GRAIN - 1);
    const int row = p->chaos_enabled ? last : 0;
    int fn = p->choose_by_runs ? fm_choose_run(p->choose_runs + (size_t)row * p->num_xforms, p->num_xforms, draw)
                               : choose[(size_t)row * RENDER_CHOOSE_GRAIN + draw];
    if (step_xform(p, fn, ws, failed, &pt, &q, &rng)) {
      bad++;
      if (jwf) { /* JWildfire: the step plots nothing, the point goes on from a random one, its
                    * next FM_JWF_FUSE steps unplotted (kernels/flame_math.h), its modulations 0 */
        last = fn + 1;
        pt = q;
        dark = FM_JWF_FUSE;
        for (int k = 0; k < FM_COLOUR_MODS; k++) mod[k] = 0;
        continue;
      }
      /* flam3: retry from the random point up to four times without plotting; the fifth
       * consecutive bad value is accepted (and plotted) as it is. */
      if (++consecutive_bad < 5) {
        pt = q;
        i--;
        continue;
      }
    }
    consecutive_bad = 0;
    last = fn + 1;
    pt = q;
    if (p->colour_mod)
      for (int k = 0; k < FM_COLOUR_MODS; k++) mod[k] = mod[k] * p->colour_mod[fn].mul[k] + p->colour_mod[fn].add[k];
    if (p->num_finals && (p->final_opacity == 1.0 || fm_rng_01(&rng) < p->final_opacity)) {
      step_xform(p, p->num_xforms, ws, failed, &pt, &q, &rng); /* applied in turn, each to the last one's point */
      for (int k = 1; k < p->num_finals; k++) {
        const fm_point r = q;
        step_xform(p, p->num_xforms + k, ws, failed, &r, &q, &rng);
      }
      q.vis = fm_vis_like(fm_vis_of(pt.vis), q.vis); /* the step's, hidden if a final left it so */
      pt.walk = q.walk; /* a final's walk goes on with the trajectory */
    }
    if (dark > 0) { /* a JWildfire trajectory's fuse after a bad value */
      dark--;
      continue;
    }
    if (i < 0 || q.vis <= 0.0) continue; /* hidden (kernels/flame_math.h, fm_point) or invisible */
    /* JWildfire's post symmetry plots the sample more than once (kernels/symmetry.h): each copy
     * goes on from here on its own */
    /* JWildfire's colour modulation bends the colour the sample plots, as a true colour's
     * (kernels/colour_mod.h): the palette's entry at 200/256 of its channels, or its own */
    if (p->colour_mod && !solid && p->weight > 0) {
      double rgb[3];
      if (q.rgb) {
        const fm_u32 c = q.rgb & FM_TRUE_COLOR_NEAREST ? fb_nearest_true_color_d(q.rgb, &p->cmap[0][0], p->weight) : q.rgb;
        for (int c3 = 0; c3 < 3; c3++) rgb[c3] = (double)((c >> (16 - 8 * c3)) & 255u);
      } else {
        double frac;
        const int k = fb_palette_entry(q.color, p->palette_mode, &frac);
        for (int c3 = 0; c3 < 3; c3++)
          rgb[c3] = (fb_palette_lerps(p->palette_mode) ? p->cmap[k][c3] * (1.0 - frac) + p->cmap[k + 1][c3] * frac
                                                       : p->cmap[k][c3]) / p->weight * (200.0 / 256.0);
      }
      fm_colour_mod_apply(mod, rgb);
      q.rgb = fm_true_color(fm_jwf_round_colour(rgb[0]), fm_jwf_round_colour(rgb[1]), fm_jwf_round_colour(rgb[2]));
    }
    const fm_post_symmetry *sym = &cam->symmetry;
    const fm_point sample = q;
    double turn_c = 1.0, turn_s = 0.0;
    for (int copy = 0; copy < sym->copies; copy++) {
      if (sym->copies > 1) {
        q = sample;
        fm_post_symmetry_copy(sym, copy, sample.x, sample.y, &turn_c, &turn_s, &q.x, &q.y);
      }
      const double origin[3] = {q.x, q.y, q.z};
      if (solid && q.vis < 1.0 && !(fm_rng_01(&rng) < q.vis)) continue; /* JWildfire draws it with its opacity's chance */
      if (solid && shadows->count)
        for (int k = 0; k < shadows->count; k++) { /* every point drawn casts a shadow, in view or not */
          const double(*m)[3] = shadows->view[k];
          float *o = shadows->points[k] + 3 * (size_t)shadows->n;
          o[0] = (float)(m[0][0] * origin[0] + m[0][1] * origin[1] + m[0][2] * origin[2]);
          o[1] = (float)(m[1][0] * origin[0] + m[1][1] * origin[1] + m[1][2] * origin[2]);
          o[2] = (float)(m[2][0] * origin[0] + m[2][1] * origin[1] + m[2][2] * origin[2]);
          if (k == shadows->count - 1) shadows->n++;
        }
      if (cam->cam3d.model != FM_CAM3D_NONE && !fm_camera3d_project(&cam->cam3d, &q, &rng)) continue;

      double x = q.x, y = q.y;
      if (cam->rotated) {
        double dx = x - cam->center[0], dy = y - cam->center[1];
        x = dx * cam->rot[0][0] + dy * cam->rot[0][1] + cam->center[0];
        y = dx * cam->rot[1][0] + dy * cam->rot[1][1] + cam->center[1];
      }
      int ix, iy;
      if (cam->aa_amount > 0) { /* JWildfire's antialiasing, in buckets (kernels/flame_math.h) */
        double bx = (x - cam->bounds[0]) * xscale, by = (y - cam->bounds[1]) * yscale;
        fm_jwf_antialias(cam->aa_amount, cam->aa_radius, &rng, &bx, &by);
        if (!(bx >= 0 && by >= 0 && bx < hw && by < hh)) continue;
        ix = (int)bx;
        iy = (int)by;
      } else {
        if (!(x >= cam->bounds[0] && y >= cam->bounds[1] && x <= cam->bounds[2] && y <= cam->bounds[3]))
          continue;
        ix = (int)((x - cam->bounds[0]) * xscale);
        iy = (int)((y - cam->bounds[1]) * yscale);
        if (ix >= hw) ix = hw - 1; /* a point exactly on the far edge */
        if (iy >= hh) iy = hh - 1;
      }
      if (solid) {
        /* its values are kept as floats: one beyond a float's range is not kept (the cache holds
         * no infinity) */
        const double depth = fm_camera3d_depth(&cam->cam3d, origin[0], origin[1], origin[2]) * xscale;
        if (!(fabs(depth) <= FLT_MAX && fabs(origin[0]) <= FLT_MAX && fabs(origin[1]) <= FLT_MAX &&
              fabs(origin[2]) <= FLT_MAX))
          continue;
        plotted_solid *o = &solid[nout++];
        o->cell = iy * hw + ix;
        o->depth = (float)depth;
        o->x = (float)origin[0], o->y = (float)origin[1], o->z = (float)origin[2];
        /* JWildfire's colour of a point: its palette entry × 200/256 (RenderColor), a true colour as is */
        double rgb[3];
        if (q.rgb) {
          const fm_u32 c = q.rgb & FM_TRUE_COLOR_NEAREST ? fb_nearest_true_color_d(q.rgb, &p->cmap[0][0], p->weight) : q.rgb;
          rgb[0] = (double)((c >> 16) & 255u), rgb[1] = (double)((c >> 8) & 255u), rgb[2] = (double)(c & 255u);
        } else {
          double frac;
          const int k = fb_palette_entry(q.color, p->palette_mode, &frac);
          const double unit = p->weight > 0 ? 200.0 / 256.0 / p->weight * shadows->colour_weight : 0.0;
          for (int c = 0; c < 3; c++)
            rgb[c] = (fb_palette_lerps(p->palette_mode) ? p->cmap[k][c] * (1.0 - frac) + p->cmap[k + 1][c] * frac
                                                        : p->cmap[k][c]) * unit;
        }
        o->r = (float)rgb[0], o->g = (float)rgb[1], o->b = (float)rgb[2];
        continue;
      }
      out[nout].bucket = iy * hw + ix;
      out[nout].vis = (float)q.vis;
      out[nout].color = q.color;
      if (q.rgb) { /* a true colour (plotted, iterate_lanes.h), or the palette's nearest it */
        const fm_u32 rgb = q.rgb & FM_TRUE_COLOR_NEAREST ? fb_nearest_true_color_d(q.rgb, &p->cmap[0][0], p->weight) : q.rgb;
        out[nout].vis = -out[nout].vis;
        out[nout].color = (double)(rgb & 0xffffffu);
      }
      nout++;
    }
  }
  *badvals = bad;
  return nout;
}

int render_run_chunk(const render_prepared *p, int hw, int hh, uint64_t seed, uint64_t chunk, int nsamples,
                     plotted *out, double *badvals) {
  wfield_scratch ws = {0};
  int failed = 0;
  const int n = run_chunk(p, hw, hh, seed, chunk, nsamples, out, NULL, NULL, &ws, &failed, badvals);
  wfield_scratch_free(&ws);
  return failed ? -1 : n;
}

/* How many samples ahead add_samples asks for a bucket's cache lines. The buckets a chunk hits
 * are all over a buffer larger than the caches (640x480 is 12 MB), and each is added under the
 * lock that orders the chunks: without the prefetch the load of the bucket stalled ~30% of the
 * worker's time, and the lock was held while it waited. The addresses are known in advance (the
 * chunk's sample list), so the loads can be in flight together; 16 ahead took 10% off a 640x480
 * q150 render's CPU time, 64 took 17%, 128 no more than 64 within the noise (dev machine,
 * 2026-11-29). */
#define ADD_PREFETCH_AHEAD 64

static void add_samples(const render_prepared *p, const plotted *s, int n, double *buckets) {
  for (int i = 0; i < n; i++) {
    if (i + ADD_PREFETCH_AHEAD < n) {
      /* A bucket's 40 bytes may straddle two cache lines: ask for the first and the last byte's. */
      const double *ahead = buckets + (size_t)s[i + ADD_PREFETCH_AHEAD].bucket * RENDER_BUCKET_CHANNELS;
      __builtin_prefetch(ahead, 1);
      __builtin_prefetch(ahead + RENDER_BUCKET_CHANNELS - 1, 1);
    }
    double *b = buckets + (size_t)s[i].bucket * RENDER_BUCKET_CHANNELS;
    double frac, rgba[4];
    double vis = s[i].vis;
    if (vis < 0) { /* a true colour (plotted): kernels/accumulate.h's fb_true_rgba, on the cmap's 0-255 */
      const unsigned rgb = (unsigned)s[i].color;
      const double unit = FB_TRUE_COLOR_UNIT * 255.0 * p->weight; /* the weight, as cmap holds it */
      rgba[0] = (double)((rgb >> 16) & 255u) * unit;
      rgba[1] = (double)((rgb >> 8) & 255u) * unit;
      rgba[2] = (double)(rgb & 255u) * unit;
      rgba[3] = 255.0 * p->count_weight;
      vis = -vis;
    } else {
      const int k = fb_palette_entry(s[i].color, p->palette_mode, &frac);
      if (fb_palette_lerps(p->palette_mode))
        for (int c = 0; c < 4; c++) rgba[c] = p->cmap[k][c] * (1.0 - frac) + p->cmap[k + 1][c] * frac;
      else
        for (int c = 0; c < 4; c++) rgba[c] = p->cmap[k][c];
    }
    if (vis == 1.0) {
      b[0] += rgba[0];
      b[1] += rgba[1];
      b[2] += rgba[2];
      b[3] += rgba[3];
      b[4] += 255.0;
    } else {
      b[0] += vis * rgba[0];
      b[1] += vis * rgba[1];
      b[2] += vis * rgba[2];
      b[3] += vis * rgba[3];
      b[4] += vis * 255.0;
    }
  }
}

#if defined(__SSE2__)
/* fm_canonical_bucket_value of two values at once, without a branch. minpd and maxpd give their
 * second operand when either is NaN, so with the bound first a NaN passes as the scalar
 * comparisons let it pass; cvtpd2ps rounds as the scalar cast does (MXCSR's mode, to nearest),
 * and a float widens exactly: the bits are the scalar function's (test_iterate checks them). */
static inline __m128d canonical_pair(__m128d v) {
  v = _mm_min_pd(_mm_set1_pd(FLT_MAX), v);
  v = _mm_max_pd(_mm_set1_pd(-FLT_MAX), v);
  return _mm_cvtps_pd(_mm_cvtpd_ps(v));
}

/* The same for the low value alone. */
static inline __m128d canonical_low(__m128d v) {
  v = _mm_min_sd(_mm_set_sd(FLT_MAX), v);
  v = _mm_max_sd(_mm_set_sd(-FLT_MAX), v);
  return _mm_cvtss_sd(v, _mm_cvtsd_ss(_mm_setzero_ps(), v));
}
#endif

/* v[0 .. n) made canonical, each value as fm_canonical_bucket_value makes it. Why not that
 * function in a loop: GCC compiles its two comparisons to two taken branches and ~9 scalar
 * instructions a value, and a 640x480 q150 render rounds ~230 M values chunk by chunk — 19%
 * of its CPU samples when issue 42 measured it, the whole of the slowdown additive samples
 * brought. */
static inline void canonical_values(double *v, size_t n) {
#if defined(__SSE2__)
  size_t i = 0;
  for (; i + 2 <= n; i += 2) _mm_storeu_pd(v + i, canonical_pair(_mm_loadu_pd(v + i)));
  if (i < n) _mm_store_sd(v + i, canonical_low(_mm_load_sd(v + i)));
#else
  for (size_t i = 0; i < n; i++) v[i] = fm_canonical_bucket_value(v[i]);
#endif
}

/* The buckets a chunk touched, rounded to float now that the chunk is in (render_sampling).
 * Asked for ahead as add_samples asks: a chunk's buckets fill more than the L2 cache, and the
 * add's lines are gone by the time the rounding comes back to them — 64 ahead took 10% off the
 * adding of bench's linear-spherical (dev/simd_lanes.c, 2026-11-29). */
static void round_touched(const plotted *s, int n, double *buckets) {
  for (int i = 0; i < n; i++) {
    if (i + ADD_PREFETCH_AHEAD < n) {
      const double *ahead = buckets + (size_t)s[i + ADD_PREFETCH_AHEAD].bucket * RENDER_BUCKET_CHANNELS;
      __builtin_prefetch(ahead, 1);
      __builtin_prefetch(ahead + RENDER_BUCKET_CHANNELS - 1, 1);
    }
    canonical_values(buckets + (size_t)s[i].bucket * RENDER_BUCKET_CHANNELS, RENDER_BUCKET_CHANNELS);
  }
}

/* A solid frame's chunk merged on its worker, outside the lock that orders the chunks (it was a
 * fifth of a core's time, serial): its points by their keys (render_solid_merge_shared), and
 * seen from each casting light whose map has its extent; a map still waiting for its first
 * points takes the chunk's at its turn (worker). */
static void solid_merge_shared(iterate_job *job, solid_shadows *sh, const plotted_solid *points, int n,
                               uint64_t chunk) {
  render_solid_merge_shared(points, n, chunk * (uint64_t)job->chunk_len, job->hist->buckets);
  double *regions = job->hist->buckets + (size_t)job->grid_height * job->geo->hist_width * RENDER_BUCKET_CHANNELS;
  for (int l = 0; l < sh->count; l++) {
    double *region = regions + (size_t)l * job->shadow_region;
    sh->merged[l] = render_solid_shadow_open(region);
    if (sh->merged[l]) render_solid_merge_shadow_shared(sh->points[l], sh->n, region, job->shadow_side);
  }
}

static void *worker(void *arg) {
  iterate_job *job = arg;
  const int batch = job->batch;
  plotted *bufs[RENDER_LANES];
  /* A batch's 64 sample lists, 10 MB, in huge pages where the kernel gives them: a step writes
   * a sample into each of them. */
  /* a solid frame's chunk: its points, then each casting light's view of them */
  const size_t per_chunk = job->solid ? sizeof(plotted_solid) + (size_t)job->shadows.count * 3 * sizeof(float)
                                      : sizeof(plotted);
  solid_shadows shadows[RENDER_LANES];
  wfield_scratch ws = {0};
  const size_t room = (size_t)RENDER_CHUNK * (size_t)job->copies; /* the plots a chunk's list holds */
  plotted *all = fb_large_alloc((size_t)batch * room * per_chunk);
  if (!all) atomic_store(&job->cancelled, 2);
  for (int k = 0; k < batch; k++) {
    bufs[k] = all ? (plotted *)((char *)all + (size_t)k * room * per_chunk) : NULL;
    shadows[k] = job->shadows;
    for (int l = 0; l < job->shadows.count && all; l++)
      shadows[k].points[l] = (float *)((char *)bufs[k] + room * sizeof(plotted_solid)) + (size_t)l * 3 * room;
  }
  for (;;) {
    const uint64_t chunk0 = atomic_fetch_add(&job->next_chunk, (uint64_t)batch);
    if (chunk0 >= job->end_chunk) break;
    const int n = job->end_chunk - chunk0 < (uint64_t)batch ? (int)(job->end_chunk - chunk0) : batch;
    double bad[RENDER_LANES] = {0};
    int nout[RENDER_LANES] = {0};
    if (all && !atomic_load(&job->cancelled)) {
      if (job->lanes)
        render_lanes_run(job->sub, job->lanes_nsub, job->geo->hist_width, job->geo->hist_height, job->seed, chunk0, n,
                         job->chunk_len, bufs, nout, bad);
      else
        for (int k = 0; k < n; k++) {
          const uint64_t chunk = chunk0 + (uint64_t)k;
          shadows[k].n = 0;
          shadows[k].colour_weight = job->jwf_packets ? job->sub[chunk % (uint64_t)job->nsub].weight : 1.0;
          int failed = 0;
          nout[k] = run_chunk(&job->sub[chunk % (uint64_t)job->nsub], job->grid_width, job->grid_height, job->seed, chunk,
                              job->chunk_len, bufs[k], job->solid ? (plotted_solid *)bufs[k] : NULL, &shadows[k], &ws,
                              &failed, &bad[k]);
          if (failed) atomic_store(&job->cancelled, 2); /* out of memory, as the buffers above */
          if (job->solid) solid_merge_shared(job, &shadows[k], (const plotted_solid *)bufs[k], nout[k], chunk);
        }
    }

    pthread_mutex_lock(&job->lock);
    while (job->next_commit != chunk0) pthread_cond_wait(&job->turn, &job->lock);
    for (int k = 0; k < n; k++) {
      const uint64_t chunk = chunk0 + (uint64_t)k;
      if (atomic_load(&job->cancelled)) break;
      const int s = (int)(chunk % (uint64_t)job->nsub);
      if (job->solid) { /* merged already, but the points of a light whose map waits (its first points, in order) */
        double *regions = job->hist->buckets + (size_t)job->grid_height * job->geo->hist_width * RENDER_BUCKET_CHANNELS;
        for (int l = 0; l < shadows[k].count; l++)
          if (!shadows[k].merged[l])
            render_solid_merge_shadow(shadows[k].points[l], shadows[k].n, regions + (size_t)l * job->shadow_region,
                                      job->shadow_side);
      } else {
        add_samples(&job->sub[s], bufs[k], nout[k], job->hist->buckets);
        round_touched(bufs[k], nout[k], job->hist->buckets);
      }
      job->badvals += bad[k];
      job->samples += job->chunk_len;
      const uint64_t drawn = chunk + 1 - job->first_chunk, all_chunks = job->end_chunk - job->first_chunk;
      if (drawn == (all_chunks + 1) / 2) fault_point("iterate");   /* tests: a kill mid-render */
      if (job->progress && job->progress(job->progress_ctx, (double)drawn / (double)all_chunks))
        atomic_store(&job->cancelled, 1);
    }
    job->next_commit += (uint64_t)n;
    pthread_cond_broadcast(&job->turn);
    pthread_mutex_unlock(&job->lock);
  }
  free(all);
  wfield_scratch_free(&ws);
  return NULL;
}

static int default_threads(void) {
  long n = sysconf(_SC_NPROCESSORS_ONLN);
  if (n < 1) n = 1;
  if (n > RENDER_MAX_THREADS) n = RENDER_MAX_THREADS;
  return (int)n;
}

int render_iterate_cpu(const render_frame *frame, const render_options *opt, render_hist *hist,
                       fb_error *err) {
  render_geometry geo;
  if (render_geometry_of(frame, &geo, err) < 0) return -1;
  if (hist->width != geo.hist_width || hist->height != geo.hist_height)
    return fb_errorf(err, "histogram is %dx%d, frame needs %dx%d", hist->width, hist->height,
                     geo.hist_width, geo.hist_height);

  iterate_job job;
  memset(&job, 0, sizeof job);
  job.geo = &geo;
  job.nsub = frame->nsub;
  job.seed = opt->seed;
  job.hist = hist;
  job.progress = opt->progress;
  job.progress_ctx = opt->progress_ctx;
  job.solid = geo.solid;
  job.grid_width = geo.solid ? render_solid_grid_width(&geo) : geo.hist_width;
  job.grid_height = geo.solid_grid_height;
  job.jwf_packets = frame->jwf_packets;
  if (geo.solid) { /* the casting lights of the first sub-frame, whose settings laid the buffer out */
    const fm_solid *sol = &frame->sub[0].cp->solid;
    if (render_solid_shadow_lights(frame->sub[0].cp) > 0)
      for (int i = 0; i < sol->num_lights && i < FM_SOLID_LIGHTS; i++)
        if (sol->light[i].casts_shadow) fm_solid_light_view(&sol->light[i], job.shadows.view[job.shadows.count++]);
    job.shadow_side = render_solid_shadow_side(frame->sub[0].cp);
    job.shadow_region = render_solid_shadow_region(frame->sub[0].cp);
  }
  render_sampling sampling;
  if (render_sampling_of(frame, &sampling, err) < 0) return -1;
  uint64_t end_round;
  if (render_rounds_of(&sampling, opt, &end_round, err) < 0) return -1;
  job.first_chunk = opt->first_round * (uint64_t)frame->nsub;
  job.end_chunk = end_round * (uint64_t)frame->nsub;
  job.chunk_len = (int)sampling.chunk_len;
  job.next_commit = job.first_chunk;
  job.sub = calloc((size_t)frame->nsub, sizeof *job.sub);
  int rc = -1, prepared = 0;
  if (!job.sub) {
    fb_errorf(err, "out of memory");
    goto done;
  }
  for (int s = 0; s < frame->nsub; s++) {
    if (render_prepare(frame->sub[s].cp, frame->sub[s].weight, &geo, &job.sub[s], err) < 0) goto done;
    if (frame->jwf_packets) render_prepared_count_as(&job.sub[s], frame->sub[s].cp, frame->sub[s].hit_weight);
    prepared++;
  }

  int nthreads = opt->threads > 0 ? opt->threads : default_threads();
  if (nthreads > RENDER_MAX_THREADS) nthreads = RENDER_MAX_THREADS;
  const uint64_t nchunks = job.end_chunk - job.first_chunk;
  if ((uint64_t)nthreads > nchunks) nthreads = nchunks > 0 ? (int)nchunks : 1;
  /* In lanes when every sub-frame fits, a worker taking up to RENDER_LANES chunks at once — fewer
   * when the frame has few, so that every thread gets a share (a chunk's samples do not depend
   * on the chunks it runs beside: iterate_lanes.h). */
  job.lanes_nsub = 1;
  for (int s = 1; s < frame->nsub && job.lanes_nsub == 1; s++)
    if (!render_lanes_same(&job.sub[0], &job.sub[s])) job.lanes_nsub = frame->nsub;
  job.copies = 1;
  for (int s = 0; s < frame->nsub; s++)
    if (job.sub[s].camera.symmetry.copies > job.copies) job.copies = job.sub[s].camera.symmetry.copies;
  /* (the lanes plot a sample once: a post symmetry's frame runs the scalar loop) */
  job.lanes = job.lanes_nsub <= RENDER_LANES_MAX_SUBFRAMES && !job.solid && job.copies == 1;
  for (int s = 0; s < job.lanes_nsub && job.lanes; s++) job.lanes = render_lanes_fit(&job.sub[s]);
  job.batch = 1;
  if (job.lanes) {
    const uint64_t share = nchunks / (4 * (uint64_t)nthreads);
    job.batch = share < 8 ? 8 : share > RENDER_LANES ? RENDER_LANES : (int)share;
    /* Each lane holds a chunk's sample list (160 KB): on many cores, fewer lanes, down to 16
     * (32 lanes ran as fast as 64 in dev/simd_lanes.c, 16 13% slower, 8 30%). */
    const uint64_t fit = LANES_LISTS_BUDGET / ((uint64_t)nthreads * RENDER_CHUNK * sizeof(plotted));
    if ((uint64_t)job.batch > fit) job.batch = fit < 16 ? (job.batch < 16 ? job.batch : 16) : (int)fit;
  }
  pthread_mutex_init(&job.lock, NULL);
  pthread_cond_init(&job.turn, NULL);
  atomic_init(&job.next_chunk, job.first_chunk);
  atomic_init(&job.cancelled, 0);

  const size_t grid_cells = (size_t)job.grid_width * (size_t)job.grid_height;
  if (job.solid) render_solid_keys_begin(hist->buckets, grid_cells);
  pthread_t threads[RENDER_MAX_THREADS];
  int started = 0;
  for (int t = 1; t < nthreads; t++) {
    if (pthread_create(&threads[t], NULL, worker, &job) != 0) break;
    started++;
  }
  worker(&job); /* the calling thread works too */
  for (int t = 1; t <= started; t++) pthread_join(threads[t], NULL);
  pthread_mutex_destroy(&job.lock);
  pthread_cond_destroy(&job.turn);
  if (job.solid) render_solid_keys_end(hist->buckets, grid_cells);

  int cancelled = atomic_load(&job.cancelled);
  if (cancelled == 2) {
    fb_errorf(err, "out of memory for sample buffers");
    goto done;
  }
  if (cancelled) {
    fb_errorf(err, "cancelled");
    goto done;
  }
  hist->samples += job.samples;
  hist->badvals += job.badvals;
  /* Last, over the sum of what hist held and the new samples: the buffer leaves canonical (a
   * solid frame's holds floats already, merged as they are: render/solid.h). */
  if (!job.solid) render_hist_round_to_float(hist);
  rc = 0;
done:
  for (int s = 0; s < prepared; s++) render_prepared_free(&job.sub[s]);
  free(job.sub);
  return rc;
}

int render_hist_alloc(render_hist *h, const render_geometry *geo, size_t memory_limit, fb_error *err) {
  memset(h, 0, sizeof *h);
  double bytes = (double)geo->hist_width * geo->hist_height * RENDER_BUCKET_CHANNELS * sizeof(double);
  double limit = memory_limit ? (double)memory_limit : 0;
  if (!limit) {
    /* Default: at most 3/4 of physical memory. */
    long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGE_SIZE);
    limit = (pages > 0 && page > 0) ? 0.75 * (double)pages * (double)page : 8e9;
  }
  if (bytes > limit)
    return fb_errorf(err, "the accumulation buffer would need %.1f MiB (%dx%d buckets), more than the %.1f MiB allowed",
                     bytes / 1048576.0, geo->hist_width, geo->hist_height, limit / 1048576.0);
  h->buckets = calloc((size_t)geo->hist_width * geo->hist_height * RENDER_BUCKET_CHANNELS, sizeof(double));
  if (!h->buckets)
    return fb_errorf(err, "cannot allocate the accumulation buffer (%.1f MiB): %s", bytes / 1048576.0,
                     strerror(ENOMEM));
  h->width = geo->hist_width;
  h->height = geo->hist_height;
  return 0;
}

void render_hist_free(render_hist *h) {
  free(h->buckets);
  h->buckets = NULL;
}

void render_hist_round_to_float(render_hist *h) {
  canonical_values(h->buckets, (size_t)h->width * (size_t)h->height * RENDER_BUCKET_CHANNELS);
}

/* xform_step.h: the step above as functions, for the tests of the double path. */
int render_apply_xform(const fm_xform *xf, const fm_point *in, fm_point *out, fm_rng *rng) {
  return fm_apply_xform(xf, in, out, rng);
}

int render_apply_xform_passes(const fm_xform *xf, const fm_xform_passes *passes, const fm_point *in, fm_point *out,
                              fm_rng *rng) {
  return fm_apply_xform_passes(xf, passes, in, out, rng);
}

void render_apply_var(int index, fm_var_state *s, const fm_xform *xf, fm_real w, fm_rng *rng) {
  fm_apply_var(index, s, xf, w, rng);
}
