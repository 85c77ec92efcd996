/* Unit tests of the CPU's chaos game in SIMD lanes (render/iterate_lanes.h, lanes_body.h):
 *  - the lanes' engine with libm's scalar functions (this file includes lanes_body.h with
 *    LANES_SCALAR_MATH, compiled with the lanes' flags: Makefile) draws run_chunk's samples bit
 *    for bit, on the 99 flam3 variations' genomes and on final xforms and xaos: the engine's
 *    bookkeeping (choice, bad values, finals, plotting) is run_chunk's;
 *  - the same with a frame of several sub-frames (an animation's motion blur), whose lanes are
 *    grouped by sub-frame and xform — numbered, or by address when the sub-frames differ in
 *    their xforms' count;
 *  - every instruction set's engine this machine runs gives a chunk the same samples whichever
 *    chunks share its batch (what makes a frame's bytes the same on any thread count);
 *  - which frames fit the lanes, and which sub-frames iterate alike. */
#include <dirent.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define LANES_SCALAR_MATH
#define LANES_NAME(x) x##_scalarmath
#include "render/lanes_body.h"

#include "check.h"
#include "genome/genome.h"
#include "render/render.h"

void render_lanes_run_sse2(const render_prepared *, int, int, int, uint64_t, uint64_t, int, int, plotted *const *,
                           int *, double *);
void render_lanes_run_avx2(const render_prepared *, int, int, int, uint64_t, uint64_t, int, int, plotted *const *,
                           int *, double *);
void render_lanes_run_avx512(const render_prepared *, int, int, int, uint64_t, uint64_t, int, int, plotted *const *,
                             int *, double *);
typedef void (*engine_fn)(const render_prepared *, int, int, int, uint64_t, uint64_t, int, int, plotted *const *,
                          int *, double *);

#define NCHUNKS 20
#define LEN 700

typedef struct frame_ready {
  render_geometry geo;
  render_prepared p;
} frame_ready;

static int ready(genome *g, frame_ready *f) {
  render_subframe sub = {.cp = g, .weight = 1.0};
  render_frame frame = {.sub = &sub, .nsub = 1};
  fb_error err;
  return render_geometry_of(&frame, &f->geo, &err) == 0 && render_prepare(g, 1.0, &f->geo, &f->p, &err) == 0;
}

/* Chunks 0 .. NCHUNKS - 1 of a frame of nsub sub-frames (chunk c is sub-frame c % nsub) through
 * `engine` in batches of `batch` (0: render_run_chunk, one at a time) into out[k] (LEN each),
 * counts into nout, bad values into bad. */
static void run_all_subs(const render_prepared *subs, int nsub, const render_geometry *geo, engine_fn engine,
                         int batch, plotted *out, int *nout, double *bad) {
  plotted *bufs[NCHUNKS];
  for (int k = 0; k < NCHUNKS; k++) bufs[k] = out + (size_t)k * LEN;
  memset(out, 0, NCHUNKS * LEN * sizeof *out);
  for (int c = 0; c < NCHUNKS;) {
    const int n = batch == 0 ? 1 : (NCHUNKS - c < batch ? NCHUNKS - c : batch);
    if (batch == 0)
      nout[c] = render_run_chunk(&subs[c % nsub], geo->hist_width, geo->hist_height, 77, (uint64_t)c, LEN, bufs[c],
                                 &bad[c]);
    else
      engine(subs, nsub, geo->hist_width, geo->hist_height, 77, (uint64_t)c, n, LEN, bufs + c, nout + c, bad + c);
    c += n;
  }
}

/* The same for a frame of one sub-frame. */
static void run_all(const frame_ready *f, engine_fn engine, int batch, plotted *out, int *nout, double *bad) {
  run_all_subs(&f->p, 1, &f->geo, engine, batch, out, nout, bad);
}

static int same_samples(const plotted *a, const int *na, const double *ba, const plotted *b, const int *nb,
                        const double *bb) {
  for (int k = 0; k < NCHUNKS; k++) {
    if (na[k] != nb[k] || ba[k] != bb[k]) return 0;
    for (int i = 0; i < na[k]; i++) {
      const plotted *x = &a[(size_t)k * LEN + i], *y = &b[(size_t)k * LEN + i];
      if (x->bucket != y->bucket || x->vis != y->vis || x->color != y->color) return 0;
    }
  }
  return 1;
}

static plotted ref[NCHUNKS * LEN], got[NCHUNKS * LEN];

/* A genome's frame: lanes with libm's functions against run_chunk, bit for bit. */
static int scalar_math_matches(genome *g) {
  frame_ready f;
  if (!ready(g, &f)) return 0;
  int ok = render_lanes_fit(&f.p);
  int nr[NCHUNKS], ng[NCHUNKS];
  double br[NCHUNKS], bg[NCHUNKS];
  if (ok) {
    run_all(&f, NULL, 0, ref, nr, br);
    run_all(&f, render_lanes_run_scalarmath, 13, got, ng, bg);
    ok = same_samples(ref, nr, br, got, ng, bg);
    int plotted_any = 0;
    for (int k = 0; k < NCHUNKS; k++) plotted_any += nr[k];
    ok = ok && plotted_any > 0;
  }
  render_prepared_free(&f.p);
  return ok;
}

static void test_scalar_math_lanes_are_run_chunk(void) {
  DIR *d = opendir("tests/data/variations");
  if (!d) {
    SKIP("tests/data/variations not found (run from the repository root)");
    return;
  }
  int files = 0, matched = 0;
  struct dirent *e;
  while ((e = readdir(d))) {
    const size_t len = strlen(e->d_name);
    if (len < 7 || strcmp(e->d_name + len - 6, ".flam3")) continue;
    char path[512];
    snprintf(path, sizeof path, "tests/data/variations/%s", e->d_name);
    genome_list list;
    fb_error err;
    genome_parse_options opt = {0};
    if (genome_parse_file(path, &opt, &list, &err) < 0) {
      SKIP("a variation genome did not parse (flam3's palettes missing?)");
      continue;
    }
    files++;
    if (scalar_math_matches(&list.flames[0])) matched++;
    else fprintf(stderr, "lanes differ from run_chunk on %s\n", e->d_name);
    genome_list_free(&list);
  }
  closedir(d);
  CHECK(files >= 99);
  CHECK(matched == files);
}

/* Three xforms (linear and julia: random numbers), xaos, and a final xform at opacity 0.6. */
static void busy_genome(genome *g) {
  genome_init(g);
  g->width = 64;
  g->height = 48;
  g->scale = 20;
  genome_resize_xforms(g, 3);
  const double coefs[3][6] = {{0.5, 0, 0, 0.5, -0.5, -0.5}, {0.5, 0.1, 0, 0.5, 0.5, -0.5}, {0.5, 0, 0, 0.5, 0, 0.5}};
  for (int i = 0; i < 3; i++) {
    genome_xform *x = &g->xforms[i];
    x->weight = 1 + i;
    genome_xform_set_var(x, FM_VAR_linear, 0.7);
    genome_xform_set_var(x, FM_VAR_julia, 0.3);
    x->color = i / 2.0;
    memcpy(&x->coefs[0][0], coefs[i], sizeof coefs[i]);
  }
  genome_resize_finals(g, 1);
  genome_xform *fx = GENOME_FINAL(g, 0);
  genome_xform_init(fx);
  genome_xform_set_var(fx, FM_VAR_swirl, 0.4);
  genome_xform_set_var(fx, FM_VAR_spherical, 0.6);
  fx->opacity = 0.6;
  for (int i = 0; i < 256; i++) g->palette[i][0] = g->palette[i][1] = g->palette[i][2] = g->palette[i][3] = 1.0;
  g->chaos[1 * 3 + 1] = 0; /* xaos: xform 1 never follows itself */
}

static void test_scalar_math_lanes_with_finals_and_xaos(void) {
  genome g;
  busy_genome(&g);
  CHECK(scalar_math_matches(&g));
  genome_resize_finals(&g, 2); /* two finals, in turn */
  genome_xform *f2 = GENOME_FINAL(&g, 1);
  genome_xform_init(f2);
  genome_xform_set_var(f2, FM_VAR_julia, 1);
  CHECK(scalar_math_matches(&g));
  genome_free(&g);
}

/* A genome whose points often go bad: one xform in four blows the point up (x50), the others
 * halve it, so that it passes flam3's 1e10 within some fifty steps. */
static void exploding_genome(genome *g, int z_mode) {
  genome_init(g);
  g->width = 64;
  g->height = 48;
  g->scale = 20;
  g->z_mode = z_mode;
  genome_resize_xforms(g, 2);
  const double coefs[2][6] = {{50, 0, 0, 50, 0.1, 0}, {0.5, 0, 0, 0.5, 0, 0.2}};
  for (int i = 0; i < 2; i++) {
    genome_xform *x = &g->xforms[i];
    x->weight = i ? 3 : 1;
    genome_xform_set_var(x, FM_VAR_linear, 1);
    x->color = i;
    memcpy(&x->coefs[0][0], coefs[i], sizeof coefs[i]);
  }
  for (int i = 0; i < 256; i++) g->palette[i][0] = g->palette[i][1] = g->palette[i][2] = g->palette[i][3] = 1.0;
}

/* A JWildfire file's bad values (kernels/flame_math.h: its rule): the lanes keep run_chunk's bit
 * for bit; its bad steps plot nothing, nor do the steps of the fuse after them, where flam3's
 * rule retries and plots each step. */
static void test_jwildfire_bad_values(void) {
  int total[2] = {0, 0};
  double bad[2] = {0, 0};
  for (int jwf = 0; jwf < 2; jwf++) {
    genome g;
    exploding_genome(&g, jwf ? FM_Z_JWILDFIRE : FM_Z_APOPHYSIS);
    CHECK(scalar_math_matches(&g));
    frame_ready f;
    CHECK(ready(&g, &f));
    int n[NCHUNKS];
    double b[NCHUNKS];
    run_all(&f, NULL, 0, ref, n, b);
    for (int k = 0; k < NCHUNKS; k++) total[jwf] += n[k], bad[jwf] += b[k];
    render_prepared_free(&f.p);
    genome_free(&g);
  }
  fprintf(stderr, "  bad values: %d samples plotted (flam3's rule %d), %.0f bad values (%.0f)\n", total[1], total[0],
          bad[1], bad[0]);
  CHECK(bad[0] > NCHUNKS * LEN / 200 && bad[1] > NCHUNKS * LEN / 200); /* met under both rules */
  CHECK(total[1] > 0 && total[1] < total[0]);
  /* after each bad value its random point's next FM_JWF_FUSE steps plot nothing (JWildfire's
   * preFuseIter): the restarts' first steps, most of them in view, are not strewn over the
   * picture (the next bad value comes some fifty steps on, after its fuse) */
  CHECK(total[1] <= NCHUNKS * LEN - bad[1] * (1 + FM_JWF_FUSE / 2));
}

/* JWildfire's antialiasing (kernels/flame_math.h): the lanes move each sample as run_chunk does,
 * drawing from the lane's stream where run_chunk draws, bit for bit (a rotated camera too). */
static void test_jwildfire_antialiasing(void) {
  for (int rotated = 0; rotated < 2; rotated++) {
    genome g;
    exploding_genome(&g, FM_Z_JWILDFIRE);
    g.xforms[0].coefs[0][0] = g.xforms[0].coefs[1][1] = 0.7; /* nothing blows up: most samples land */
    g.antialias_amount = 0.6;
    g.antialias_radius = 1.5;
    g.rotate = rotated ? 30 : 0;
    CHECK(scalar_math_matches(&g));
    genome_free(&g);
  }
}

/* More xforms than the lanes' counting table holds (LANES_INDEX_MAX, 256): the groups are then
 * found by address; a frame of one sub-frame once read an xform pointer it had not set there. */
static void test_scalar_math_lanes_with_many_xforms(void) {
  genome g;
  genome_init(&g);
  g.width = 64;
  g.height = 48;
  g.scale = 20;
  enum { MANY = 300 };
  genome_resize_xforms(&g, MANY);
  for (int i = 0; i < MANY; i++) {
    genome_xform *x = &g.xforms[i];
    x->weight = 1;
    genome_xform_set_var(x, i % 2 ? FM_VAR_linear : FM_VAR_sinusoidal, 1);
    x->color = (double)i / MANY;
    const double coefs[6] = {0.5, 0, 0, 0.5, (i % 7) / 7.0 - 0.5, (i % 5) / 5.0 - 0.5};
    memcpy(&x->coefs[0][0], coefs, sizeof coefs);
  }
  for (int i = 0; i < 256; i++) g.palette[i][0] = g.palette[i][1] = g.palette[i][2] = g.palette[i][3] = 1.0;
  CHECK(scalar_math_matches(&g));
  genome_free(&g);
}

/* A frame of four sub-frames of the busy genome, each moved a little (so none iterates alike):
 * the lanes draw run_chunk's samples, grouped by number; then with one sub-frame of another
 * xform count, grouped by address. */
static void test_scalar_math_lanes_with_sub_frames(void) {
  genome g;
  busy_genome(&g);
  enum { NSUB = 4 };
  render_prepared subs[NSUB];
  render_geometry geo;
  render_subframe one = {.cp = &g, .weight = 1.0};
  render_frame frame = {.sub = &one, .nsub = 1};
  fb_error err;
  CHECK(render_geometry_of(&frame, &geo, &err) == 0);
  for (int s = 0; s < NSUB; s++) {
    g.xforms[0].coefs[2][0] = -0.5 + 0.05 * s;
    genome_xform_set_var(&g.xforms[1], FM_VAR_julia, 0.3 + 0.1 * s);
    CHECK(render_prepare(&g, 1.0 / NSUB, &geo, &subs[s], &err) == 0);
  }
  CHECK(!render_lanes_same(&subs[0], &subs[1]));
  int nr[NCHUNKS], ng[NCHUNKS];
  double br[NCHUNKS], bg[NCHUNKS];
  run_all_subs(subs, NSUB, &geo, NULL, 0, ref, nr, br);
  int plotted_any = 0;
  for (int k = 0; k < NCHUNKS; k++) plotted_any += nr[k];
  CHECK(plotted_any > 0);
  const int batches[] = {3, 8, NCHUNKS};
  for (int b = 0; b < 3; b++) {
    run_all_subs(subs, NSUB, &geo, render_lanes_run_scalarmath, batches[b], got, ng, bg);
    CHECK(same_samples(ref, nr, br, got, ng, bg));
  }
  /* Sub-frame 3 with a fourth xform: no numbering, the groups by address. */
  render_prepared_free(&subs[3]);
  genome_resize_xforms(&g, 4);
  g.xforms[3].weight = 1;
  genome_xform_set_var(&g.xforms[3], FM_VAR_spherical, 1);
  const double coefs[6] = {0.4, 0, 0, 0.4, 0.2, 0.1};
  memcpy(&g.xforms[3].coefs[0][0], coefs, sizeof coefs);
  CHECK(render_prepare(&g, 1.0 / NSUB, &geo, &subs[3], &err) == 0);
  run_all_subs(subs, NSUB, &geo, NULL, 0, ref, nr, br);
  for (int b = 0; b < 3; b++) {
    run_all_subs(subs, NSUB, &geo, render_lanes_run_scalarmath, batches[b], got, ng, bg);
    CHECK(same_samples(ref, nr, br, got, ng, bg));
  }
  for (int s = 0; s < NSUB; s++) render_prepared_free(&subs[s]);
  genome_free(&g);
}

/* Every engine this machine runs: a chunk's samples do not depend on its batch. */
static void test_batch_does_not_change_a_chunk(void) {
  genome g;
  busy_genome(&g);
  frame_ready f;
  CHECK(ready(&g, &f));
  CHECK(render_lanes_fit(&f.p));
  __builtin_cpu_init();
  const struct {
    engine_fn fn;
    int runs;
  } engines[] = {{render_lanes_run_sse2, 1},
                 {render_lanes_run_avx2, __builtin_cpu_supports("avx2")},
                 {render_lanes_run_avx512, __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512dq")}};
  int nr[NCHUNKS], ng[NCHUNKS];
  double br[NCHUNKS], bg[NCHUNKS];
  for (int e = 0; e < 3; e++) {
    if (!engines[e].runs) {
      SKIP("this CPU lacks AVX2 or AVX-512: those engines not run");
      continue;
    }
    run_all(&f, engines[e].fn, NCHUNKS, ref, nr, br);
    const int batches[] = {1, 7, 8, 9};
    for (int b = 0; b < 4; b++) {
      run_all(&f, engines[e].fn, batches[b], got, ng, bg);
      CHECK(same_samples(ref, nr, br, got, ng, bg));
    }
  }
  render_prepared_free(&f.p);
  genome_free(&g);
}

static void test_what_fits(void) {
  genome g;
  busy_genome(&g);
  frame_ready f;
  CHECK(ready(&g, &f));
  CHECK(render_lanes_fit(&f.p));
  frame_ready twin; /* the same genome prepared again (a still's temporal samples) iterates alike */
  CHECK(ready(&g, &twin));
  CHECK(render_lanes_same(&f.p, &twin.p));
  render_prepared_free(&twin.p);
  g.xforms[2].coefs[2][0] += 1e-9; /* a moving keyframe's next sub-frame does not */
  CHECK(ready(&g, &twin));
  CHECK(!render_lanes_same(&f.p, &twin.p));
  render_prepared_free(&twin.p);
  render_prepared_free(&f.p);
  genome_xform_set_var(&g.xforms[1], FM_VAR_julia3D, 0.5); /* beyond flam3's */
  CHECK(ready(&g, &f));
  CHECK(!render_lanes_fit(&f.p));
  render_prepared_free(&f.p);
  genome_xform_set_var(&g.xforms[1], FM_VAR_julia3D, 0);
  genome_xform_set_var(GENOME_FINAL(&g, 0), FM_VAR_hypertile, 0.5); /* in a final xform */
  CHECK(ready(&g, &f));
  CHECK(!render_lanes_fit(&f.p));
  render_prepared_free(&f.p);
  genome_free(&g);
}

int main(void) {
  RUN(test_scalar_math_lanes_are_run_chunk);
  RUN(test_scalar_math_lanes_with_finals_and_xaos);
  RUN(test_scalar_math_lanes_with_many_xforms);
  RUN(test_jwildfire_bad_values);
  RUN(test_jwildfire_antialiasing);
  RUN(test_scalar_math_lanes_with_sub_frames);
  RUN(test_batch_does_not_change_a_chunk);
  RUN(test_what_fits);
  return check_summary("lanes");
}
