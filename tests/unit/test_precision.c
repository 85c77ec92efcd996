/*
 * test_precision.c — per-variation precision of the GPU's float math against the CPU's double
 * math, on points of real attractors (issue 9, item 4).
 *
 * Float side: the GPU's own code. Each genome goes through the GPU's packing path
 * (gpu_structure_of + frame_buffers_build: the fm_xform_f buffer the device reads) and each
 * xform is applied by fb_emulated_apply_xform (gpu/emulate_kernel.c): the generated kernel's
 * apply_xform (fm_xform_begin, fm_var_pre_blur, the nonzero variations, fm_xform_end) compiled
 * with FM_REAL_FLOAT. Double side: the CPU backend's own path, render_prepare's fm_xform and
 * fm_apply_xform, as render/iterate.c calls them.
 *
 * Genomes: the single-variation sets tests/data/variations (v00–v98) and
 * tests/data/variations_modern (v99 on: the variations beyond flam3; v81_waves2_z: flam3's
 * waves2 with Fractorium's z wave), and the artists' corpus tests/data/realworld/rw_*.flam3,
 * and the first flame of each other editors' file of tests/data/modern (or PRECISION_EDITORS=DIR),
 * read by relative path (tests run from the repository root).
 * Points: the double chaos game of each genome (fused), then NORD ordinary points spread over
 * the walk, the NEXT points of largest radius and those scaled ×10 and ×100 (far out), the
 * NEXT points of smallest radius and those scaled ×1e-3 and ×1e-6 (near the origin). Every
 * point goes through every xform, the final xform included, on both sides from the SAME input,
 * first rounded to float (so the float side receives it exactly and the test measures the
 * xform's own error, not the input's rounding), and the SAME random stream (same PCG32 state;
 * both sides must also consume the same number of draws, and the colour coordinates agree).
 *
 * The criterion. Float cannot do better than its data: the GPU holds the point, the affine,
 * the weights, the parameters and the precalculated values as floats, each rounded by up to
 * U = 2^-24 relative. How much that alone moves the result is measured on the double side:
 * `spread` is the largest change of the double result over NPERT random relative
 * perturbations of all these data by up to U. A backward-stable float evaluation (a few dozen
 * roundings, each ≤ U relative) lands within a small multiple of that, plus a few ulps of the
 * result's own magnitude. So an evaluation passes when
 *
 *     |f_float − f_double|  ≤  K · (spread + U · S),     S = max(|f_double|, bucket)
 *
 * (|·| the Euclidean distance in the plane). `bucket` is the width of one histogram bucket of
 * the genome at its own size: what the image can resolve, so ulps of anything smaller do not
 * matter and S never drops below it. An xform that draws random numbers takes 24-bit uniforms
 * on the GPU and 32-bit ones on the CPU; the double path cannot be fed the rounded draws, so
 * their rounding is not in `spread`. Random variations move the point by amounts that scale
 * with their weight (blur radii) or with the point itself (radial_blur, pre_blur turn or push
 * t): for them S also includes |t| (the pre-affine point) and the sum of |weights|.
 * K = 32. The emulation uses glibc's float functions; the device has CUDA's intrinsics
 * (GPU_ITERATION_MATH, --use_fast_math: the hardware's approximate sin, cos, exp, log and
 * division) and NVRTC contracts a*b+c into FMAs. test_precision_device (PRECISION_DEVICE,
 * tests/gpu/precision_device.c) runs these very evaluations with the float side on the GPU.
 * Measured when this test was written: the worst ratio on correct code is 6.1 (ex, v12) in
 * the emulation, and the same 64,409 evaluations run through these variations.h functions
 * compiled by NVRTC for sm_90 on an H200 (IEEE functions then) gave the same 6.1, 99% of
 * them under 1.5, device and emulation never further apart than 5.3 — so K leaves a factor
 * of 5. Degrading swirl's float sin/cos to a polynomial accurate to 1.6e-4 fails with ratios
 * up to 750; one accurate to 3.7e-6 (~60 float ulps of sin) reaches 16, inside K.
 *
 * What may legitimately differ, counted and reported, never skipped by variation:
 *   both bad     double and float both give a bad value (fm_badvalue): each side returns its
 *                random replacement point; nothing to compare.
 *   double bad   the double result is bad (NaN, or beyond ±1e10), the float one is not: the
 *                threshold or a 0/0 falls differently. Bounded by MAX_LEGIT_FRACTION.
 *   jump         the error is above tolerance, but within JUMP_RADIUS relative of the data the
 *                double function itself jumps by at least half the error, far more than its
 *                local slope explains: a discontinuity (floor, fmod, atan2's branch cut, a
 *                comparison) the float rounding put the point on the other side of. Also a
 *                float path that drew another number of random values where the double path's
 *                own count changes within JUMP_RADIUS, or where it draws as the float path does
 *                when fed the data as float holds it (draws_jump: a retry decided by an escape
 *                count near a fractal's edge); drawing differently anywhere else fails.
 *   draw-jump    the same for a random xform across its draws: the error shows for at most
 *                DRAW_RARE of DRAW_STREAMS other streams (rare_draw_error below); and so does
 *                a count of draws that parts as rarely (a rejection sampler's own test met
 *                within rounding).
 * A colour of its own (a direct-colour variation's) is held to its spread the same way, and a
 * colour past it counts as a jump or a draw-jump by the same two rules.
 * jumps, draw-jumps and double-only bad values together are bounded by MAX_LEGIT_FRACTION of
 * a genome's evaluations. Near a discontinuity the spread itself may straddle it and the
 * evaluation passes with a large tolerance; those are counted as "ill-conditioned" (spread
 * above 2^-10 of the scale) so that the report shows how many there were.
 * Everything else above tolerance fails, and so does a float bad value where the double
 * result is finite (float overflow), with the genome, xform, variations, input point, both
 * results, the error, the tolerance and the spread. No variation is exempt: the defects this
 * test found (elliptic's and edisc's cancellation near the x axis, the overflow of cosh and
 * sinh in tan, sec, csc, cot, tanh, sech, csch, coth) are fixed in kernels/variations.h.
 *
 * Per genome one line: the worst ratio error/(spread + U·S) among the evaluations that
 * passed, with the xform, its variations, the kind of point, the input, both results, and
 * the counts; per set the totals and the worst. Runs in about a second under the sanitizers
 * (140 genomes, ~64,000 evaluations).
 */
#include <dirent.h>
#include <float.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "genome/genome.h"
#include "gpu/emulate_kernel.h"
#include "gpu/frame_buffers.h"
#include "gpu/kernel.h"
#include "kernels/variations.h"
#include "render/xform_step.h"
#include "render/prepare.h"
#include "render/render.h"

#define MINI_PALETTES "tests/data/palettes-mini.xml"

#define U 0x1p-24            /* float's unit roundoff */
#define K 32.0               /* tolerance in multiples of (spread + U*S): see the top */
#define NPERT 8              /* perturbations for the spread */
#define JUMP_RADIUS 0x1p-14  /* neighbourhood searched for a discontinuity: 1024 U */
#define JUMP_NPERT 48
#define MAX_PRINTED 4        /* failures printed per genome (then its worst) */
#define DRAW_STREAMS 16      /* other random streams tried for an error of a random xform */
#define DRAW_RARE 2          /* at most this many of them may exceed the tolerance too */
#define MAX_LEGIT_FRACTION 0.02 /* of a genome's compared evaluations: jumps, double-only bad values */
#define SEED 20250509u
#define WALK 6000            /* recorded chaos-game points per genome (after FUSE) */
#define FUSE 100
#define NORD 96              /* ordinary points */
#define NEXT 4               /* largest / smallest radii kept */
#define NPTS (NORD + 6 * NEXT)

/* The float side: the emulation in `make test`; on the GPU machine the device itself
 * (tests/gpu/precision_device.c, built with PRECISION_DEVICE as test_precision_device). */
#ifdef PRECISION_DEVICE
int precision_device_apply(const frame_buffers *fb, int index, const double in[5], double out[5], fm_u64 rng[2]);
#define float_apply precision_device_apply
#else
static int float_apply(const frame_buffers *fb, int index, const double in[5], double out[5], fm_u64 rng[2]) {
  return fb_emulated_apply_xform(fb->xforms, index, in, out, rng);
}
#endif

static const char *var_names[FM_NVARS] = {
#define NAME(i, n) [i] = #n,
    FM_VARIATION_LIST(NAME)
#undef NAME
};


/* ---- genomes ------------------------------------------------------------------------- */

static char *read_text(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  char *b = NULL;
  long n = -1;
  if (fseek(f, 0, SEEK_END) == 0) n = ftell(f);
  if (n >= 0 && fseek(f, 0, SEEK_SET) == 0) b = malloc((size_t)n + 1);
  if (b && fread(b, 1, (size_t)n, f) != (size_t)n) {
    free(b);
    b = NULL;
  }
  fclose(f);
  if (b) b[n] = 0;
  return b;
}

/* Parses a genome file. A library palette (palette="N") becomes palette 0 of the test's mini
 * library: the palette never enters the xform math, and so the test needs no flam3 install. */
static int load_genome(const char *path, genome_list *l) {
  char *t = read_text(path);
  if (!t) {
    fprintf(stderr, "cannot read %s (run the tests from the repository root)\n", path);
    return -1;
  }
  char *o = malloc(strlen(t) + 1), *w = o;
  if (!o) {
    free(t);
    return -1;
  }
  static const char key[] = " palette=\"";
  const size_t kn = sizeof key - 1;
  for (const char *r = t; *r;) {
    if (strncmp(r, key, kn) == 0) {
      memcpy(w, key, kn);
      w += kn;
      r += kn;
      if (*r >= '0' && *r <= '9') {
        *w++ = '0';
        while (*r >= '0' && *r <= '9') r++;
      }
    } else {
      *w++ = *r++;
    }
  }
  *w = 0;
  genome_parse_options opt = {MINI_PALETTES, {NULL, NULL}};
  fb_error err;
  int rc = genome_parse_memory(o, strlen(o), path, &opt, l, &err);
  if (rc < 0) fprintf(stderr, "%s: %s\n", path, err.msg);
  free(t);
  free(o);
  return rc;
}

/* ---- evaluation ---------------------------------------------------------------------- */

typedef struct point {
  double x, y, color, z;
  const char *kind;
} point;

enum { C_OK, C_BOTH_BAD, C_DOUBLE_BAD, C_JUMP, C_DRAW, C_FAIL, C_NCAT };
static const char *cat_names[C_NCAT] = {"ok", "both-bad", "double-bad", "jump", "draw-jump", "FAIL"};

typedef struct tally {
  long n[C_NCAT];
  double worst;        /* worst ratio among the evaluations that passed */
  char where[2560];
  double worst_fail;   /* worst ratio among the failures */
  char fail_where[2048];
  long ill;           /* compared where float-sized data rounding alone moves the double result by
                         more than 2^-10 of its scale (discontinuity straddled, huge trig arguments) */
  int draw_mismatch, color_mismatch;
} tally;

static void tally_add(tally *a, const tally *b) {
  for (int c = 0; c < C_NCAT; c++) a->n[c] += b->n[c];
  if (b->worst > a->worst) {
    a->worst = b->worst;
    memcpy(a->where, b->where, sizeof a->where);
  }
  a->ill += b->ill;
  a->draw_mismatch += b->draw_mismatch;
  a->color_mismatch += b->color_mismatch;
}

/* Results are {x, y, color, vis, z} (vis unused on the double side): the distance in space. */
enum { OUT_N = 5, OUT_Z = 4 };
/* A z that both make NaN is the same z (dinis_surface_wf's log of a negative tangent, as
 * JWildfire's: the bad-value rule reads x and y only). */
static double dist(const double a[OUT_N], const double b[OUT_N]) {
  /* the same z on both sides, an infinite one too (zcone's of a point on its axis), NaN on both,
   * or both beyond what float holds (linearT3D's power of a z of 1e32) */
  const double za = fabs(a[OUT_Z]), zb = fabs(b[OUT_Z]);
  const double dz = a[OUT_Z] == b[OUT_Z] || (isnan(a[OUT_Z]) && isnan(b[OUT_Z])) || (za >= FLT_MAX && zb >= FLT_MAX)
                        ? 0.0
                        : a[OUT_Z] - b[OUT_Z];
  return sqrt((a[0] - b[0]) * (a[0] - b[0]) + (a[1] - b[1]) * (a[1] - b[1]) + dz * dz);
}

/* The CPU's double evaluation; returns fm_apply_xform's bad flag. rng is taken by value. */
static int apply_double(const fm_xform *xf, double x, double y, double color, double z, fm_rng rng,
                        double out[OUT_N], fm_rng *after) {
  fm_point in = {x, y, color, 1.0, z, 0, 0}, q;
  const int bad = render_apply_xform(xf, &in, &q, &rng);
  out[0] = q.x;
  out[1] = q.y;
  out[2] = q.color;
  out[3] = 1.0;
  out[OUT_Z] = q.z;
  if (after) *after = rng;
  return bad;
}

/* Whether the xform lists variation v. */
static int xform_has_var(const fm_xform *x, int v) {
  for (int k = 0; k < x->nvars; k++)
    if ((x->var_index[k] & ((1 << FM_KIND_SHIFT) - 1)) == v) return 1;
  return 0;
}

/* Every datum the GPU holds as a float, scaled by (1 + u*r), r uniform in [-1,1). Zeros stay
 * zero and signs stay, as rounding does. Only the parameters of the xform's own variations: the
 * others change nothing, and drawing for them would make the perturbations, and so the
 * tolerances, depend on how many variations flamebuild has. */
/* The parameters of the xform's own variations but those render_prepare works out, ascending: those perturb_xform draws for, in
 * that order. Found once per spread_of (the xform's list does not change under perturbation),
 * not per perturbation: the walk over every parameter of every variation was 84% of the
 * test's CPU time. Returns their count. */
static int own_params(const fm_xform *x, int own[FM_NPARAMS]) {
  int n = 0;
  for (int k = 0; k < FM_NPARAMS; k++)
    if (xform_has_var(x, genome_param_variation(k)) && !genome_param_derived(k)) own[n++] = k;
  return n;
}

static void perturb_xform(fm_xform *x, const int *own, int nown, fm_rng *pr, double u) {
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 2; j++) {
      x->c[i][j] *= 1 + u * fm_rng_11(pr);
      x->post[i][j] *= 1 + u * fm_rng_11(pr);
    }
  for (int k = 0; k < x->nvars; k++) x->var_weight[k] *= 1 + u * fm_rng_11(pr);
  x->pre_blur *= 1 + u * fm_rng_11(pr);
  for (int i = 0; i < nown; i++) x->param[own[i]] *= 1 + u * fm_rng_11(pr);
  for (int k = 0; k < FM_NPRE; k++) x->pre[k] *= 1 + u * fm_rng_11(pr);
}

/* The largest move of the double result over n perturbations of relative size u (same draws);
 * INFINITY when a perturbed result is a bad value. colour_move, where not NULL, gets the largest
 * move of its colour (a direct-colour variation's colour follows the point). */
/* The double path of xf, its parameters and the point (x, y, z) moved by up to u relative
 * (draws from pr), with the draws of rng; what apply_double returns. */
static int perturbed_apply(const fm_xform *xf, const int *own, int nown, const point *p, fm_rng rng, fm_rng *pr,
                           double u, double o[OUT_N], fm_rng *after) {
  fm_xform x = *xf;
  perturb_xform(&x, own, nown, pr, u);
  const double xi = p->x * (1 + u * fm_rng_11(pr)), yi = p->y * (1 + u * fm_rng_11(pr));
  return apply_double(&x, xi, yi, p->color, p->z * (1 + u * fm_rng_11(pr)), rng, o, after);
}

static double spread_of(const fm_xform *xf, const point *p, fm_rng rng, const double base[OUT_N], int n, double u,
                        fm_u64 stream, double *colour_move) {
  fm_rng pr;
  fm_rng_seed(&pr, SEED ^ 0x9e3779b9u, stream);
  double m = 0;
  if (colour_move) *colour_move = 0;
  int own[FM_NPARAMS];
  const int nown = own_params(xf, own);
  for (int k = 0; k < n; k++) {
    double o[OUT_N];
    if (perturbed_apply(xf, own, nown, p, rng, &pr, u, o, NULL)) return INFINITY;
    const double d = dist(o, base);
    if (d > m) m = d;
    if (colour_move && fabs(o[2] - base[2]) > *colour_move) *colour_move = fabs(o[2] - base[2]);
  }
  return m;
}

/* The xform's numbers as the float path holds them: every value rounded to float. */
static void round_to_float(fm_xform *x) {
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 2; j++) {
      x->c[i][j] = (float)x->c[i][j];
      x->post[i][j] = (float)x->post[i][j];
    }
  for (int k = 0; k < x->nvars; k++) x->var_weight[k] = (float)x->var_weight[k];
  x->pre_blur = (float)x->pre_blur;
  for (int k = 0; k < FM_NPARAMS; k++) x->param[k] = (float)x->param[k];
  for (int k = 0; k < FM_NPRE; k++) x->pre[k] = (float)x->pre[k];
}

/* Whether the float path's other number of draws is the data's rounding deciding a
 * discontinuous retry (an escape count near a fractal's edge) the other way: the double path
 * fed the data as float holds it draws as the float path did (`float_drawn`: its state after),
 * or its own count changes within JUMP_RADIUS relative of the data. `drawn` is the unperturbed
 * double path's state after. A float path that decides differently on the same data fails. */
static int draws_jump(const fm_xform *xf, const point *p, fm_rng rng, fm_u64 drawn, fm_u64 float_drawn, fm_u64 stream) {
  fm_xform rounded = *xf;
  round_to_float(&rounded);
  double o[OUT_N];
  fm_rng after;
  (void)apply_double(&rounded, (float)p->x, (float)p->y, (float)p->color, (float)p->z, rng, o, &after);
  if (after.state == float_drawn) return 1;
  fm_rng pr;
  fm_rng_seed(&pr, SEED ^ 0x9e3779b9u, stream);
  int own[FM_NPARAMS];
  const int nown = own_params(xf, own);
  for (int k = 0; k < JUMP_NPERT; k++) {
    (void)perturbed_apply(xf, own, nown, p, rng, &pr, JUMP_RADIUS, o, &after); /* a bad value draws too */
    if (after.state != drawn) return 1;
  }
  return 0;
}

typedef struct gctx {
  const char *path;
  const render_prepared *p;
  const frame_buffers *fb;
  double bucket;
  int gi;
} gctx;

/* An error of a random xform that only a rare draw shows: the same point through the same
 * xform with DRAW_STREAMS other random streams exceeds the tolerance at most DRAW_RARE times.
 * The GPU's uniforms have 24 bits, the CPU's 32: a branch picked by comparing a uniform
 * (julian's trunc(power * U), pie's slice, boarders' 0.75, cpow's floor) flips for draws
 * within 2^-25 of a boundary, and the double path cannot be fed the float's draws. A
 * defect of the function shows for most draws. */
static int rare_draw_error(const gctx *g, int j, const fm_xform *xf, const point *pt, double S, fm_u64 pstream,
                           int colour) {
  int bad = 0;
  for (int k = 1; k <= DRAW_STREAMS; k++) {
    fm_rng rng;
    fm_rng_seed(&rng, SEED + (fm_u64)k, pstream);
    double in[OUT_N] = {pt->x, pt->y, pt->color, 1.0, pt->z}, of[OUT_N], od[OUT_N];
    fm_u64 rs[2] = {rng.state, rng.inc};
    const int bad_f = float_apply(g->fb, j, in, of, rs);
    if (apply_double(xf, pt->x, pt->y, pt->color, pt->z, rng, od, NULL) || bad_f) {
      bad += !bad_f; /* double bad only: counts against; both bad: nothing to compare */
      continue;
    }
    double colour_spread = 0;
    const double sp = spread_of(xf, pt, rng, od, NPERT, U, pstream + 2 + (fm_u64)k, &colour_spread);
    if (colour ? !(fabs(of[2] - od[2]) <= K * (colour_spread + U * fmax(1.0, fabs(od[2]))))
               : !(dist(of, od) <= K * (sp + U * fmax(S, hypot(od[0], od[1])))))
      bad++;
  }
  return bad <= DRAW_RARE;
}

static void xform_label(const fm_xform *xf, char *s, size_t n) {
  s[0] = 0;
  for (int k = 0; k < xf->nvars; k++) {
    strncat(s, k ? "+" : "", n - strlen(s) - 1);
    strncat(s, var_names[xf->var_index[k] & ((1 << FM_KIND_SHIFT) - 1)], n - strlen(s) - 1);
  }
  if (xf->pre_blur != 0) strncat(s, xf->nvars ? "+pre_blur" : "pre_blur", n - strlen(s) - 1);
}

/* One point through xform j on both sides; classifies it into t. */
static void evaluate(const gctx *g, int j, const point *pt, int pi, tally *t) {
  const render_prepared *p = g->p;
  const fm_xform *xf = &p->xforms[j]; /* the final xforms after the standard ones */
  char label[256];
  xform_label(xf, label, sizeof label);
  const char *xname = j < p->num_xforms ? "xform" : "final xform";
  const int xi = j < p->num_xforms ? j : 0;

  fm_rng rng;
  fm_rng_seed(&rng, SEED, ((fm_u64)g->gi << 40) | ((fm_u64)pi << 16) | (fm_u64)j);
  double in[OUT_N] = {pt->x, pt->y, pt->color, 1.0, pt->z}, of[OUT_N], od[OUT_N];
  fm_u64 rs[2] = {rng.state, rng.inc};
  const int bad_f = float_apply(g->fb, j, in, of, rs);
  fm_rng after;
  const int bad_d = apply_double(xf, pt->x, pt->y, pt->color, pt->z, rng, od, &after);
  const int random = !bad_d && (after.state != rng.state); /* the xform drew random numbers */

  if (bad_f == bad_d && rs[0] != after.state) {
    if (draws_jump(xf, pt, rng, after.state, rs[0], ((fm_u64)g->gi << 40) | ((fm_u64)pi << 16) | (fm_u64)j | 1u << 15)) {
      t->n[C_JUMP]++; /* the draws of a discontinuous decision: the values are not comparable */
      return;
    }
    /* a rejection sampler whose test on its own draws (recurrenceplot's recurrence within its
     * tolerance) is met within rounding: a draw-jump where the paths part at no more than
     * DRAW_RARE of DRAW_STREAMS other streams at the point (rare_draw_error), as for a value */
    if (!bad_d && rare_draw_error(g, j, xf, pt, fmax(hypot(od[0], od[1]), g->bucket), ((fm_u64)g->gi << 40) | ((fm_u64)pi << 16) | (fm_u64)j, 0)) {
      t->n[C_DRAW]++;
      return;
    }
    t->draw_mismatch++;
    fprintf(stderr, "%s %s %d (%s): float and double drew different numbers of random values at (%.9g, %.9g)\n",
            g->path, xname, xi, label, pt->x, pt->y);
  }
  if (bad_d) {
    t->n[bad_f ? C_BOTH_BAD : C_DOUBLE_BAD]++;
    return;
  }
  if (bad_f) { /* float overflow: the value exists, float lost it */
    if (t->n[C_FAIL]++ < MAX_PRINTED)
      fprintf(stderr, "  FAIL %s %s %d (%s), %s point (%.9g, %.9g): float gives a bad value (%.9g, %.9g, colour %.9g, z %.9g), "
              "double (%.17g, %.17g, colour %.17g, z %.17g)\n",
              g->path, xname, xi, label, pt->kind, pt->x, pt->y, of[0], of[1], of[2], of[4], od[0], od[1], od[2], od[4]);
    return;
  }

  double S = fmax(hypot(od[0], od[1]), g->bucket);
  if (random) {
    const double tx = xf->c[0][0] * pt->x + xf->c[1][0] * pt->y + xf->c[2][0];
    const double ty = xf->c[0][1] * pt->x + xf->c[1][1] * pt->y + xf->c[2][1];
    double sw = fabs(xf->pre_blur);
    for (int k = 0; k < xf->nvars; k++) sw += fabs(xf->var_weight[k]);
    S = fmax(S, fmax(hypot(tx, ty), sw));
  }
  const fm_u64 pstream = ((fm_u64)g->gi << 40) | ((fm_u64)pi << 16) | (fm_u64)j;
  double colour_spread = 0;
  const double sp = spread_of(xf, pt, rng, od, NPERT, U, pstream, &colour_spread);
  /* colour: cs*color + (1-cs)*in, a few roundings of values of order 1; a direct colour
   * (dc_linear) follows the point, as far as the same perturbations move it */
  const double colour_err = fabs(of[2] - od[2]), colour_base = colour_spread + U * fmax(1.0, fabs(od[2]));
  if (!(colour_err <= K * colour_base)) {
    /* a colour of its own that steps nearby (an escape count one more or less: fract_*'s), by
     * the position's rule for a discontinuity below */
    double wide_colour = 0;
    spread_of(xf, pt, rng, od, JUMP_NPERT, JUMP_RADIUS, pstream + 2, &wide_colour);
    if (wide_colour >= 0.5 * colour_err && wide_colour > 16.0 * (JUMP_RADIUS / U) * colour_base) {
      t->n[C_JUMP]++;
      return;
    }
    /* a random xform's colour that parts at a rare draw (a Voronoi cell chosen at a tie, which the
     * device's fused multiply-adds break the other way: dc_cracklep_wf's), as the position's */
    if (random && rare_draw_error(g, j, xf, pt, S, pstream, 1)) {
      t->n[C_DRAW]++;
      return;
    }
    t->color_mismatch++;
    fprintf(stderr, "%s %s %d (%s): colour %.9g (float) vs %.17g (double) from %.9g\n", g->path, xname, xi, label,
            of[2], od[2], pt->color);
  }
  const double err = dist(of, od), base = sp + U * S, ratio = err / base;
  if (sp > 0x1p-10 * S) t->ill++;
  if (err <= K * base) {
    t->n[C_OK]++;
    if (ratio > t->worst) {
      t->worst = ratio;
      snprintf(t->where, sizeof t->where,
               "%s %s %d (%s), %s point (%.9g, %.9g): float (%.9g, %.9g) double (%.9g, %.9g), error %.3g, "
               "spread %.3g, scale %.3g%s",
               g->path, xname, xi, label, pt->kind, pt->x, pt->y, of[0], of[1], od[0], od[1], err, sp, S,
               random ? " (random)" : "");
    }
    return;
  }
  /* Above tolerance: a discontinuity nearby, or a failure. */
  const double wide = spread_of(xf, pt, rng, od, JUMP_NPERT, JUMP_RADIUS, pstream + 1, NULL);
  if (wide >= 0.5 * err && wide > 16.0 * (JUMP_RADIUS / U) * base) {
    t->n[C_JUMP]++;
    return;
  }
  if (random && rare_draw_error(g, j, xf, pt, S, pstream, 0)) {
    t->n[C_DRAW]++;
    return;
  }
  char msg[2048];
  snprintf(msg, sizeof msg,
           "%s %d (%s), %s point (%.9g, %.9g, z %.9g, colour %.9g): float (%.9g, %.9g) double (%.17g, %.17g) error "
           "%.3g > tolerance %.3g (ratio %.3g; spread %.3g, scale %.3g, bucket %.3g%s)",
           xname, xi, label, pt->kind, pt->x, pt->y, pt->z, pt->color, of[0], of[1], od[0], od[1], err, K * base, ratio,
           sp, S,
           g->bucket, random ? ", random" : "");
  if (t->n[C_FAIL]++ < MAX_PRINTED) fprintf(stderr, "  FAIL %s %s\n", g->path, msg);
  if (ratio > t->worst_fail) {
    t->worst_fail = ratio;
    memcpy(t->fail_where, msg, sizeof t->fail_where < sizeof msg ? sizeof t->fail_where : sizeof msg);
    t->fail_where[sizeof t->fail_where - 1] = 0;
  }
}

/* ---- attractor points ---------------------------------------------------------------- */

static double radius(const point *p) { return hypot(p->x, p->y); }

/* The double chaos game (the CPU backend's step: choice table with xaos rows, fm_apply_xform,
 * final xform not applied since its input is the trajectory's point) into walk[WALK]. */
static void chaos_walk(const render_prepared *p, int gi, point *walk) {
  fm_rng rng;
  fm_rng_seed(&rng, SEED, (fm_u64)gi);
  fm_point cur = {fm_rng_11(&rng), fm_rng_11(&rng), fm_rng_01(&rng), 1.0, 0, 0, 0}, q;
  int n = 0, last = 0;
  for (long i = -FUSE; n < WALK && i < 100L * WALK; i++) {
    const uint16_t *row = p->chaos_enabled ? p->choose + (size_t)last * RENDER_CHOOSE_GRAIN : p->choose;
    const int fn = row[fm_rng_u32(&rng) & (RENDER_CHOOSE_GRAIN - 1)];
    const int bad = render_apply_xform(&p->xforms[fn], &cur, &q, &rng);
    cur = q;
    last = fn + 1;
    if (bad || i < 0) continue;
    walk[n].x = cur.x;
    walk[n].y = cur.y;
    walk[n].color = cur.color;
    walk[n].z = cur.z;
    walk[n].kind = "attractor";
    n++;
  }
  if (n == 0) { /* nothing but bad values: test the origin's neighbourhood at least */
    walk[0].x = walk[0].y = 0.5;
    walk[0].color = 0.5;
    walk[0].z = 0;
    walk[0].kind = "attractor";
    n = 1;
  }
  for (; n < WALK; n++) walk[n] = walk[n - 1];
}

/* The test points of a walk, rounded to float. */
static int pick_points(const point *walk, point *pts) {
  int np = 0;
  for (int i = 0; i < NORD; i++) pts[np++] = walk[(long)i * WALK / NORD];
  int big[NEXT], small[NEXT];
  for (int k = 0; k < NEXT; k++) {
    int bi = -1, si = -1;
    for (int i = 0; i < WALK; i++) {
      int used_b = 0, used_s = 0;
      for (int m = 0; m < k; m++) {
        used_b |= big[m] == i;
        used_s |= small[m] == i;
      }
      const double r = radius(&walk[i]);
      if (!used_b && (bi < 0 || r > radius(&walk[bi]))) bi = i;
      if (!used_s && (si < 0 || r < radius(&walk[si]))) si = i;
    }
    big[k] = bi;
    small[k] = si;
  }
  static const double far_scale[3] = {1, 10, 100}, near_scale[3] = {1, 1e-3, 1e-6};
  static const char *far_kind[3] = {"far (largest radius)", "far x10", "far x100"};
  static const char *near_kind[3] = {"near (smallest radius)", "near x1e-3", "near x1e-6"};
  for (int k = 0; k < NEXT; k++)
    for (int s = 0; s < 3; s++) {
      pts[np] = walk[big[k]];
      pts[np].x *= far_scale[s];
      pts[np].y *= far_scale[s];
      pts[np++].kind = far_kind[s];
      pts[np] = walk[small[k]];
      pts[np].x *= near_scale[s];
      pts[np].y *= near_scale[s];
      pts[np++].kind = near_kind[s];
    }
  for (int i = 0; i < np; i++) { /* the float side's input exactly: the test measures the xform */
    pts[i].x = (float)pts[i].x;
    pts[i].y = (float)pts[i].y;
    pts[i].color = (float)pts[i].color;
    pts[i].z = (float)pts[i].z;
  }
  return np;
}

/* ---- per genome, per set ------------------------------------------------------------- */

static void run_genome(const char *path, int gi, tally *set) {
  genome_list l;
  if (load_genome(path, &l) < 0) {
    CHECK(!"genome parses");
    return;
  }
  CHECK(l.count >= 1);
  genome *cp = &l.flames[0];
  render_subframe sub = {.cp = cp, .weight = 1.0};
  render_frame frame = {.sub = &sub, .nsub = 1};
  render_geometry geo;
  render_prepared p;
  codegen_structure st;
  frame_buffers fb;
  fb_error err;
  if (render_geometry_of(&frame, &geo, &err) < 0 || render_prepare(cp, 1.0, &geo, &p, &err) < 0) {
    fprintf(stderr, "%s: %s\n", path, err.msg);
    CHECK(!"genome prepares");
    genome_list_free(&l);
    return;
  }
  if (gpu_structure_of(&frame, CODEGEN_FLOAT, &st, &err) < 0) {
    fprintf(stderr, "%s: %s\n", path, err.msg);
    CHECK(!"GPU structure");
    render_prepared_free(&p);
    genome_list_free(&l);
    return;
  }
  if (frame_buffers_build(&frame, &geo, &st, 1, 0, 0, &fb, &err) < 0) {
    fprintf(stderr, "%s: %s\n", path, err.msg);
    CHECK(!"GPU buffers");
    codegen_structure_free(&st);
    render_prepared_free(&p);
    genome_list_free(&l);
    return;
  }
  CHECK(fb.xform_size == fb_emulated_xform_size()); /* the buffer is the float build's layout */
  CHECK(fb.nx1 == p.num_xforms + p.num_finals);

  static point walk[WALK];
  point pts[NPTS];
  chaos_walk(&p, gi, walk);
  const int np = pick_points(walk, pts);
  gctx g = {path, &p, &fb, (p.camera.bounds[2] - p.camera.bounds[0]) / geo.hist_width, gi};
  tally t;
  memset(&t, 0, sizeof t);
  for (int j = 0; j < fb.nx1 && fb.xform_size == fb_emulated_xform_size(); j++)
    for (int i = 0; i < np; i++) evaluate(&g, j, &pts[i], i, &t);

  const long compared = t.n[C_OK] + t.n[C_JUMP] + t.n[C_DRAW] + t.n[C_DOUBLE_BAD] + t.n[C_FAIL];
  const double legit = (double)(t.n[C_JUMP] + t.n[C_DRAW] + t.n[C_DOUBLE_BAD]);
  const char *at = t.where[0] ? t.where + strlen(path) + 1 : "-";
  printf("%s: worst %.3g at %s; ok %ld", path, t.worst, at, t.n[C_OK]);
  for (int c = 1; c < C_NCAT; c++)
    if (t.n[c]) printf(", %s %ld", cat_names[c], t.n[c]);
  if (t.ill) printf(", ill-conditioned %ld", t.ill);
  printf("\n");
  if (legit > MAX_LEGIT_FRACTION * (double)(compared > 0 ? compared : 1)) {
    fprintf(stderr, "%s: %g of %ld evaluations differ by a discontinuity or a bad-value threshold (bound %g)\n",
            path, legit, compared, MAX_LEGIT_FRACTION);
    CHECK(!"discontinuities within bound");
  }
  if (t.n[C_FAIL] > 0)
    fprintf(stderr, "%s: %ld evaluations above tolerance, worst (ratio %.3g): %s\n", path, t.n[C_FAIL], t.worst_fail,
            t.fail_where[0] ? t.fail_where : "a float bad value");
  CHECK(t.n[C_FAIL] == 0);
  CHECK(t.draw_mismatch == 0);
  CHECK(t.color_mismatch == 0);
  tally_add(set, &t);
  frame_buffers_free(&fb);
  codegen_structure_free(&st);
  render_prepared_free(&p);
  genome_list_free(&l);
}

static int cmp_names(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

/* Whether the set's genome number i, of file name `name`, runs. PRECISION_SHARD=K/N: every Nth
 * genome from the Kth (0-based), so that the device's run (test_precision_device: a launch an
 * evaluation) fits a machine's time limit in N parts; each genome keeps its streams (gi0 + its
 * place in the whole set). PRECISION_MATCH=TEXT: only the genomes whose names contain TEXT (a
 * change's own). */
static int picked(const char *name, int i) {
  int shard = 0, shards = 1;
  const char *env = getenv("PRECISION_SHARD");
  if (env && (sscanf(env, "%d/%d", &shard, &shards) != 2 || shards < 1 || shard < 0 || shard >= shards)) shard = 0, shards = 1;
  const char *match = getenv("PRECISION_MATCH");
  return i % shards == shard && (!match || strstr(name, match));
}

/* Every DIR/PREFIX*.flam3 in name order; returns the number of genomes. */
static int run_set(const char *dir, const char *prefix, int gi0, tally *set) {
  DIR *d = opendir(dir);
  if (!d) {
    fprintf(stderr, "cannot open %s (run the tests from the repository root)\n", dir);
    return 0;
  }
  enum { MAX_GENOMES = 1000 }; /* below the realworld set's gi0, so that no two share streams */
  char *names[MAX_GENOMES];
  int n = 0;
  struct dirent *e;
  while ((e = readdir(d))) {
    const size_t len = strlen(e->d_name);
    if (len < 6 || strcmp(e->d_name + len - 6, ".flam3") != 0 || strncmp(e->d_name, prefix, strlen(prefix)) != 0)
      continue;
    CHECK(n < MAX_GENOMES); /* a set beyond it would be read in part: raise MAX_GENOMES */
    if (n == MAX_GENOMES) break;
    names[n++] = strdup(e->d_name);
  }
  closedir(d);
  qsort(names, (size_t)n, sizeof *names, cmp_names);
  for (int i = 0; i < n; i++) {
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", dir, names[i]);
    if (picked(names[i], i)) run_genome(path, gi0 + i, set);
    free(names[i]);
  }
  return n;
}

/* Every .flame and .flam3 file under dir, depth first, appended to names (up to max). */
static int collect_tree(const char *dir, char **names, int n, int max) {
  DIR *d = opendir(dir);
  if (!d) return n;
  struct dirent *e;
  while ((e = readdir(d))) {
    if (e->d_name[0] == '.') continue;
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
    const size_t len = strlen(e->d_name);
    if (e->d_type == DT_DIR) n = collect_tree(path, names, n, max);
    else if (((len > 6 && !strcmp(e->d_name + len - 6, ".flame")) || (len > 6 && !strcmp(e->d_name + len - 6, ".flam3"))) &&
             n < max)
      names[n++] = strdup(path);
  }
  closedir(d);
  return n;
}

/* The other editors' own files under dir (tests/data/modern: JWildfire, Apophysis, Fractorium,
 * FLAM3H…), each one's first flame: what an artist's file combines (several variations, pre
 * and post forms, parameters at 0 or at an edge of their range), which the one-variation sets
 * do not. A file that does not parse is 70_other_editors' concern, counted here, not run;
 * returns the number run. */
static int run_tree(const char *dir, int gi0, tally *set, int *unread) {
  enum { MAX_FILES = 4000 };
  static char *names[MAX_FILES];
  const int n = collect_tree(dir, names, 0, MAX_FILES);
  CHECK(n < MAX_FILES); /* a corpus beyond it would be read in part: raise MAX_FILES */
  qsort(names, (size_t)n, sizeof *names, cmp_names);
  int run = 0;
  *unread = 0;
  for (int i = 0; i < n; i++) {
    if (picked(names[i], i)) {
      genome_list l;
      if (load_genome(names[i], &l) < 0) ++*unread;
      else if (l.count < 1) {
        genome_list_free(&l);
        ++*unread;
      } else {
        genome_list_free(&l);
        run_genome(names[i], gi0 + i, set);
        run++;
      }
    }
    free(names[i]);
  }
  return run;
}

static void print_set(const char *name, int genomes, const tally *t) {
  printf("%s: %d genomes; evaluations:", name, genomes);
  for (int c = 0; c < C_NCAT; c++) printf(" %s %ld", cat_names[c], t->n[c]);
  printf("; ill-conditioned %ld\n%s: worst ratio %.3g (tolerance %g) at %s\n", t->ill, name, t->worst, K, t->where);
}

static void test_variation_set(void) {
  tally t;
  memset(&t, 0, sizeof t);
  const int n = run_set("tests/data/variations", "v", 0, &t);
  CHECK(n == 99);
  print_set("variations", n, &t);
}

/* Variations beyond flam3, one genome each (tests/data/variations_modern), and flam3's waves2
 * with the z wave Fractorium gives it (v81_waves2_z): their float side bounded the same way;
 * their double side is checked against Fractorium by test_variation_refs. */
static void test_modern_variations(void) {
  tally t;
  memset(&t, 0, sizeof t);
  const int n = run_set("tests/data/variations_modern", "v", 0, &t);
  int named = 0; /* the variations beyond flam3 (an index held for later has none) */
  for (int v = FM_NVARS_FLAM3; v < FM_NVARS; v++) named += var_names[v] != NULL;
  CHECK(n == named + 1);
  print_set("modern variations", n, &t);
}

static void test_realworld(void) {
  tally t;
  memset(&t, 0, sizeof t);
  const int n = run_set("tests/data/realworld", "rw_", 1000, &t);
  CHECK(n >= 41);
  print_set("realworld", n, &t);
}

/* The other editors' files (tests/data/modern: JWildfire, Apophysis, Fractorium, FLAM3H…), the
 * first flame of each; PRECISION_EDITORS=DIR runs another corpus instead (a wider one kept
 * outside the tree). */
static void test_other_editors(void) {
  tally t;
  memset(&t, 0, sizeof t);
  const char *dir = getenv("PRECISION_EDITORS") ? getenv("PRECISION_EDITORS") : "tests/data/modern";
  int unread = 0;
  const int n = run_tree(dir, 10000, &t, &unread);
  if (!getenv("PRECISION_EDITORS") && !getenv("PRECISION_MATCH") && !getenv("PRECISION_SHARD")) CHECK(n >= 390);
  printf("other editors (%s): %d files not read\n", dir, unread);
  print_set("other editors", n, &t);
}

int main(void) {
  RUN(test_variation_set);
  RUN(test_modern_variations);
  RUN(test_realworld);
  RUN(test_other_editors);
  return check_summary("precision");
}
