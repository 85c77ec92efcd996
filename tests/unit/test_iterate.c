/* Unit tests of the CPU backend's ITERATE: choice tables, sample budget, where points land,
 * bit-identical buffers for any thread count, and canonical (float32) buffers. */
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "gpu/emulate.h"
#include "gpu/frame_buffers.h"
#include "gpu/kernel.h"
#include "genome/genome.h"
#include "kernels/accumulate.h"
#include "kernels/variations.h"
#include "render/prepare.h"
#include "render/xform_step.h"
#include "render/render.h"

/* A genome whose every sample lands on the point (px, py): one xform that maps everything there. */
static void point_genome(genome *g, double px, double py) {
  genome_init(g);
  g->width = 40;
  g->height = 30;
  g->scale = 10;
  g->quality = 5;
  genome_resize_xforms(g, 1);
  genome_xform *x = &g->xforms[0];
  x->weight = 1;
  genome_xform_set_var(x, FM_VAR_linear, 1);
  x->coefs[0][0] = x->coefs[0][1] = x->coefs[1][0] = x->coefs[1][1] = 0;
  x->coefs[2][0] = px;
  x->coefs[2][1] = py;
  for (int i = 0; i < 256; i++) {
    g->palette[i][0] = g->palette[i][1] = g->palette[i][2] = g->palette[i][3] = 1.0;
  }
}

static void test_choice_table_follows_weights(void) {
  genome g;
  point_genome(&g, 0, 0);
  genome_resize_xforms(&g, 2);
  g.xforms[0].weight = 1;
  g.xforms[1].weight = 3;
  genome_xform_set_var(&g.xforms[1], FM_VAR_linear, 1);
  render_subframe sub = {.cp = &g, .weight = 1.0};
  render_frame frame = {.sub = &sub, .nsub = 1};
  render_geometry geo;
  fb_error err;
  CHECK(render_geometry_of(&frame, &geo, &err) == 0);
  render_prepared p;
  CHECK(render_prepare(&g, 1.0, &geo, &p, &err) == 0);
  int count[2] = {0, 0};
  for (int i = 0; i < RENDER_CHOOSE_GRAIN; i++) count[p.choose[i]]++;
  CHECK(count[0] == RENDER_CHOOSE_GRAIN / 4);
  CHECK(count[1] == 3 * RENDER_CHOOSE_GRAIN / 4);
  CHECK(p.chaos_enabled == 0);
  render_prepared_free(&p);

  /* xaos: after xform 0 only xform 1 may follow. */
  g.chaos[0 * 2 + 0] = 0;
  CHECK(render_prepare(&g, 1.0, &geo, &p, &err) == 0);
  CHECK(p.chaos_enabled == 1);
  int after0[2] = {0, 0};
  for (int i = 0; i < RENDER_CHOOSE_GRAIN; i++) after0[p.choose[RENDER_CHOOSE_GRAIN + i]]++;
  CHECK(after0[0] == 0 && after0[1] == RENDER_CHOOSE_GRAIN);
  render_prepared_free(&p);

  /* A chaos row that leads nowhere is an error, as in flam3. */
  g.chaos[0 * 2 + 1] = 0;
  CHECK(render_prepare(&g, 1.0, &geo, &p, &err) < 0);
  CHECK(strstr(err.msg, "chaos") != NULL);
  genome_free(&g);
}

/* The parameters other editors gave flam3's variations (FM_PARAMS_BEYOND_FLAM3: splits' shears,
 * waves2's z wave, log's base), which lie beyond flam3's in the list, reach the prepared xform. */
static void test_parameters_beyond_flam3_prepared(void) {
  genome g;
  point_genome(&g, 0, 0);
  genome_xform *x = &g.xforms[0];
  genome_xform_set_var(x, FM_VAR_splits, 0.5);
  genome_xform_set_var(x, FM_VAR_waves2, 0.5);
  genome_xform_set_var(x, FM_VAR_log, 0.5);
  genome_xform_set_param(x, FM_P_splits_lshear, 0.25);
  genome_xform_set_param(x, FM_P_waves2_scalez, 0.75);
  genome_xform_set_param(x, FM_P_log_base, 10);
  render_subframe sub = {.cp = &g, .weight = 1.0};
  render_frame frame = {.sub = &sub, .nsub = 1};
  render_geometry geo;
  fb_error err;
  CHECK(render_geometry_of(&frame, &geo, &err) == 0);
  render_prepared p;
  CHECK(render_prepare(&g, 1.0, &geo, &p, &err) == 0);
  const fm_xform *xf = &p.xforms[0];
  CHECK(xf->param[FM_P_splits_lshear] == 0.25 && xf->param[FM_P_waves2_scalez] == 0.75);
  CHECK(xf->param[FM_P_log_base] == 10 && xf->pre[FM_PRE_LOG_DENOM] == 0.5 / log(10.0));
  render_prepared_free(&p);
  genome_free(&g);
}

/* A variation in two forms of one xform (genome.h's pre_log beside post_log) applies both: the
 * xform {pre_log, linear, post_log} maps a point as {pre_log, linear} then {linear, post_log}
 * do, on the CPU's path and in the GPU's structure, which lists each form with its kind. */
/* The three xforms of the forms' tests: {pre_log, linear, post_log}, {pre_log, linear} and
 * {linear, post_log}, log's base pre_base in the first two and post_base in the third; the third
 * applies its post form to the second's output, its affine the identity. */
static void log_forms_genome(genome *g, double pre_base, double post_base) {
  point_genome(g, 0, 0);
  genome_resize_xforms(g, 3);
  for (int i = 0; i < 3; i++) {
    genome_xform *x = &g->xforms[i];
    x->weight = 1;
    x->coefs[0][0] = 1.1, x->coefs[0][1] = 0.2, x->coefs[1][0] = -0.3, x->coefs[1][1] = 0.9;
    x->coefs[2][0] = 0.4, x->coefs[2][1] = -0.1;
    genome_xform_set_var(x, FM_VAR_linear, 1);
    genome_xform_set_param(x, FM_P_log_base, i == 2 ? post_base : pre_base);
    if (i != 2) CHECK(genome_xform_set_form(x, FM_VAR_log, FM_KIND_PRE_SET, 0.8) == 0);
    if (i != 1) CHECK(genome_xform_set_form(x, FM_VAR_log, FM_KIND_POST_SET, 0.5) == 0);
  }
  genome_xform *third = &g->xforms[2];
  third->coefs[0][0] = third->coefs[1][1] = 1;
  third->coefs[0][1] = third->coefs[1][0] = third->coefs[2][0] = third->coefs[2][1] = 0;
}

static void test_two_forms_of_a_variation(void) {
  genome g;
  log_forms_genome(&g, 3, 3);
  CHECK(g.xforms[0].nvars == 3 && genome_xform_var_forms(&g.xforms[0], FM_VAR_log) == 2);
  render_subframe sub = {.cp = &g, .weight = 1.0};
  render_frame frame = {.sub = &sub, .nsub = 1};
  render_geometry geo;
  fb_error err;
  CHECK(render_geometry_of(&frame, &geo, &err) == 0);
  render_prepared p;
  CHECK(render_prepare(&g, 1.0, &geo, &p, &err) == 0);
  fm_rng rng;
  fm_rng_seed(&rng, 7, 1);
  const double starts[][2] = {{0.3, 0.7}, {-1.2, 0.4}, {2.5, -0.8}};
  for (int i = 0; i < 3; i++) {
    fm_point in = {0}, both = {0}, pre = {0}, then = {0};
    in.x = starts[i][0], in.y = starts[i][1];
    fm_apply_xform(&p.xforms[0], &in, &both, &rng);
    fm_apply_xform(&p.xforms[1], &in, &pre, &rng);
    fm_apply_xform(&p.xforms[2], &pre, &then, &rng);
    CHECK_NEAR(both.x, then.x, 1e-12 * (1 + fabs(then.x)));
    CHECK_NEAR(both.y, then.y, 1e-12 * (1 + fabs(then.y)));
    CHECK(fabs(both.x - pre.x) > 1e-3); /* the post form did something */
  }
  render_prepared_free(&p);
  codegen_structure s;
  CHECK(gpu_structure_of(&frame, CODEGEN_DOUBLE, &s, &err) == 0);
  const codegen_xform *cx = &s.xforms[0];
  CHECK(cx->nvars == 3 && cx->var[0] == FM_VAR_linear && cx->var[1] == FM_VAR_log && cx->var[2] == FM_VAR_log);
  CHECK(cx->kind[1] == FM_KIND_PRE_SET && cx->kind[2] == FM_KIND_POST_SET);
  codegen_structure_free(&s);
  genome_free(&g);
}

/* Forms that hold parameters apart (genome_form_param: Fractorium's pre_log beside its post_log,
 * each with its own base): the xform {pre_log base 3, linear, post_log base 5} maps a point as
 * {pre_log, linear} of base 3 then {linear, post_log} of base 5 do, on the CPU's path (the
 * passes point the post form at a copy of the xform holding its base); the frame iterates on
 * the CPU under every backend. */
static void test_forms_with_parameters_apart(void) {
  genome g;
  log_forms_genome(&g, 3, 5);
  CHECK(genome_xform_set_form_param(&g.xforms[0], FM_P_log_base, FM_KIND_POST_SET, 5) == 0);
  CHECK(g.xforms[0].nform_params == 1);
  CHECK(genome_xform_form_param(&g.xforms[0], FM_P_log_base, FM_KIND_POST_SET) == 5);
  CHECK(genome_xform_form_param(&g.xforms[0], FM_P_log_base, FM_KIND_PRE_SET) == 3);
  render_subframe sub = {.cp = &g, .weight = 1.0};
  render_frame frame = {.sub = &sub, .nsub = 1};
  render_geometry geo;
  fb_error err;
  CHECK(render_geometry_of(&frame, &geo, &err) == 0);
  CHECK(geo.cpu_only == 1);
  render_prepared p;
  CHECK(render_prepare(&g, 1.0, &geo, &p, &err) == 0);
  CHECK(p.passes[0].forms != NULL && p.passes[1].forms == NULL && p.passes[2].forms == NULL);
  fm_rng rng;
  fm_rng_seed(&rng, 7, 1);
  const double starts[][2] = {{0.3, 0.7}, {-1.2, 0.4}, {2.5, -0.8}};
  for (int i = 0; i < 3; i++) {
    fm_point in = {0}, both = {0}, shared = {0}, pre = {0}, then = {0};
    in.x = starts[i][0], in.y = starts[i][1];
    CHECK(render_apply_xform_passes(&p.xforms[0], &p.passes[0], &in, &both, &rng) == 0);
    fm_apply_xform(&p.xforms[0], &in, &shared, &rng); /* without the passes: one base for both */
    fm_apply_xform(&p.xforms[1], &in, &pre, &rng);
    fm_apply_xform(&p.xforms[2], &pre, &then, &rng);
    CHECK_NEAR(both.x, then.x, 1e-12 * (1 + fabs(then.x)));
    CHECK_NEAR(both.y, then.y, 1e-12 * (1 + fabs(then.y)));
    CHECK(fabs(both.x - shared.x) + fabs(both.y - shared.y) > 1e-3); /* the base apart did something */
  }
  render_prepared_free(&p);
  genome_free(&g);
}

static void test_all_samples_land_on_one_bucket(void) {
  genome g;
  point_genome(&g, 0.5, -0.25);
  render_subframe sub = {.cp = &g, .weight = 1.0};
  render_frame frame = {.sub = &sub, .nsub = 1};
  render_geometry geo;
  fb_error err;
  CHECK(render_geometry_of(&frame, &geo, &err) == 0);
  render_hist h;
  CHECK(render_hist_alloc(&h, &geo, 0, &err) == 0);
  render_options opt = {.threads = 2, .seed = 5};
  CHECK(render_iterate_cpu(&frame, &opt, &h, &err) == 0);
  CHECK_NEAR(h.samples, 5.0 * 40 * 30, 0.5);
  /* Expected bucket from the camera: x = 0.5 world → 5 px right of centre, y = -0.25 → 2.5 px up. */
  render_camera cam;
  render_camera_of(&g, &geo, &cam);
  int ix = (int)((0.5 - cam.bounds[0]) * geo.hist_width / (cam.bounds[2] - cam.bounds[0]));
  int iy = (int)((-0.25 - cam.bounds[1]) * geo.hist_height / (cam.bounds[3] - cam.bounds[1]));
  CHECK(ix == geo.gutter + 20 + 5);
  CHECK(iy == geo.gutter + 15 - 3);
  double *b = h.buckets + ((size_t)iy * geo.hist_width + ix) * RENDER_BUCKET_CHANNELS;
  CHECK_NEAR(b[4], h.samples * 255.0, 1e-6);
  CHECK_NEAR(b[3], h.samples * 255.0, 1e-6);
  double total = 0;
  for (size_t i = 0; i < (size_t)geo.hist_width * geo.hist_height; i++) total += h.buckets[i * 5 + 4];
  CHECK_NEAR(total, b[4], 1e-6);
  render_hist_free(&h);
  genome_free(&g);
}

/* A Sierpinski-like genome of three linear+julia xforms (julia draws random numbers). */
static void three_xform_genome(genome *g) {
  point_genome(g, 0, 0);
  genome_resize_xforms(g, 3);
  const double coefs[3][6] = {{0.5, 0, 0, 0.5, -0.5, -0.5}, {0.5, 0, 0, 0.5, 0.5, -0.5}, {0.5, 0, 0, 0.5, 0, 0.5}};
  for (int i = 0; i < 3; i++) {
    genome_xform *x = &g->xforms[i];
    x->weight = 1;
    genome_xform_set_var(x, FM_VAR_linear, 0.7);
    genome_xform_set_var(x, FM_VAR_julia, 0.3);
    x->color = i / 2.0;
    memcpy(&x->coefs[0][0], coefs[i], sizeof coefs[i]);
  }
}

static void test_buffer_identical_for_any_thread_count(void) {
  genome g;
  three_xform_genome(&g);
  g.quality = 40;
  render_subframe sub = {.cp = &g, .weight = 1.0};
  render_frame frame = {.sub = &sub, .nsub = 1};
  render_geometry geo;
  fb_error err;
  CHECK(render_geometry_of(&frame, &geo, &err) == 0);
  render_hist h[3];
  int threads[3] = {1, 2, 5};
  for (int t = 0; t < 3; t++) {
    CHECK(render_hist_alloc(&h[t], &geo, 0, &err) == 0);
    render_options opt = {.threads = threads[t], .seed = 99};
    CHECK(render_iterate_cpu(&frame, &opt, &h[t], &err) == 0);
  }
  size_t bytes = (size_t)geo.hist_width * geo.hist_height * RENDER_BUCKET_CHANNELS * sizeof(double);
  CHECK(memcmp(h[0].buckets, h[1].buckets, bytes) == 0);
  CHECK(memcmp(h[0].buckets, h[2].buckets, bytes) == 0);
  /* A different seed gives a different buffer. */
  render_hist other;
  CHECK(render_hist_alloc(&other, &geo, 0, &err) == 0);
  render_options opt = {.threads = 2, .seed = 100};
  CHECK(render_iterate_cpu(&frame, &opt, &other, &err) == 0);
  CHECK(memcmp(h[0].buckets, other.buckets, bytes) != 0);
  render_hist_free(&other);
  for (int t = 0; t < 3; t++) render_hist_free(&h[t]);
  genome_free(&g);
}

/* A point given a true colour (kernels/flame_math.h, fm_point.rgb: dc_booleans, which at zoom 0
 * colours every point alike) is added in that colour, not the palette's, on the CPU and in the
 * GPU's emulation alike: every bucket's channels over its alpha are the colour's channels in
 * FB_TRUE_COLOR_UNIT, in a sub-frame of temporal weight 0.5 too (as a palette entry holds it). */
static void true_colour_plotted(int nearest) {
  genome g;
  point_genome(&g, 0, 0);
  g.quality = 20;
  g.scale = 30; /* the unit square, where the points land, over 30 × 30 buckets */
  genome_xform *x = &g.xforms[0];
  genome_xform_set_var(x, FM_VAR_linear, 0);
  genome_xform_set_var(x, FM_VAR_dc_booleans, 1);
  genome_xform_set_param(x, FM_P_dc_booleans_zoom, 0);
  genome_xform_set_param(x, FM_P_dc_booleans_randomize, 7);
  /* Gradient 1: the palette's entry nearest the shader's colour, of a palette of greys but
   * for one entry of each channel near it */
  if (nearest) {
    genome_xform_set_param(x, FM_P_dc_booleans_Gradient, 1);
    for (int i = 0; i < 256; i++) g.palette[i][0] = g.palette[i][1] = g.palette[i][2] = (i % 5) * 0.25;
  }
  /* the colour dc_booleans gives here, from the formula itself (test_variation_refs checks it
   * against JWildfire's): not a grey, which the all-white palette would give */
  render_subframe sub = {.cp = &g, .weight = 0.5};
  render_frame frame = {.sub = &sub, .nsub = 1};
  render_prepared p;
  render_geometry geo;
  fb_error err;
  CHECK(render_geometry_of(&frame, &geo, &err) == 0);
  CHECK(render_prepare(&g, 0.5, &geo, &p, &err) == 0);
  CHECK(p.true_color == 1);
  fm_var_state st;
  fm_rng rng;
  fm_rng_seed(&rng, 1, 2);
  fm_var_state_init(&st, 0.1, 0.2);
  st.rgb = 0;
  fm_apply_var(FM_VAR_dc_booleans, &st, &p.xforms[0], 1, &rng);
  CHECK(st.rgb & FM_TRUE_COLOR_SET);
  CHECK(!(st.rgb & FM_TRUE_COLOR_NEAREST) == !nearest);
  const int shader[3] = {(int)((st.rgb >> 16) & 255), (int)((st.rgb >> 8) & 255), (int)(st.rgb & 255)};
  double want[3] = {shader[0], shader[1], shader[2]};
  if (nearest) {
    /* the nearest by hand: the first of the least squared distance in 0-255 steps; two
     * entries one step from the colour, in blue at 100 and in red at 200 */
    g.palette[100][0] = shader[0] / 255.0, g.palette[200][0] = (shader[0] ^ 1) / 255.0;
    g.palette[100][1] = g.palette[200][1] = shader[1] / 255.0;
    g.palette[100][2] = (shader[2] ^ 1) / 255.0, g.palette[200][2] = shader[2] / 255.0;
    render_prepared_free(&p);
    CHECK(render_prepare(&g, 0.5, &geo, &p, &err) == 0);
    long best = -1;
    for (int i = 0; i < 256; i++) {
      long d = 0;
      for (int c = 0; c < 3; c++) {
        const long e = lround(g.palette[i][c] * 255) - shader[c];
        d += e * e;
      }
      if (best < 0 || d < best) {
        best = d;
        for (int c = 0; c < 3; c++) want[c] = (double)lround(g.palette[i][c] * 255);
      }
    }
    CHECK(best == 1 && want[2] == (shader[2] ^ 1));
  }
  render_prepared_free(&p);
  CHECK(want[0] != want[1] || want[1] != want[2]);
  for (int backend = 0; backend < 2; backend++) {
    render_hist h;
    CHECK(render_hist_alloc(&h, &geo, 0, &err) == 0);
    render_options opt = {.threads = 2, .seed = 5};
    CHECK((backend ? gpu_emulate_iterate(&frame, &opt, &h, &err) : render_iterate_cpu(&frame, &opt, &h, &err)) == 0);
    int buckets = 0, off = 0;
    for (size_t i = 0; i < (size_t)geo.hist_width * geo.hist_height; i++) {
      const double *b = h.buckets + i * RENDER_BUCKET_CHANNELS;
      if (b[3] == 0) continue;
      buckets++;
      for (int c = 0; c < 3; c++)
        if (fabs(b[c] / b[3] - want[c] * FB_TRUE_COLOR_UNIT) > 1e-5) off++;
      if (fabs(b[4] / b[3] - 2.0) > 1e-5) off++; /* the count unweighted, the alpha weighted by 0.5 */
    }
    CHECK(buckets > 500);
    CHECK(off == 0);
    render_hist_free(&h);
  }
  genome_free(&g);
}

static void test_true_colour_plotted(void) {
  true_colour_plotted(0);
}

/* A dc_* shader's Gradient 1 plots the palette's entry nearest its colour (JWildfire's
 * DC_BaseFunc.findKey), on the CPU and in the GPU's emulation. */
static void test_true_colour_nearest_in_palette(void) {
  true_colour_plotted(1);
}

/* 1 if every value of h is exactly a float32 (the canonical buffer, render.h). */
static int all_float(const render_hist *h) {
  for (size_t i = 0; i < (size_t)h->width * h->height * RENDER_BUCKET_CHANNELS; i++)
    if ((double)(float)h->buckets[i] != h->buckets[i]) return 0;
  return 1;
}

static void test_round_to_float(void) {
  /* to the nearest float; beyond the float range (infinities too) clamped to +-FLT_MAX; below
   * the smallest float to 0; ties to even */
  static const double in[] = {0.1, 1e39, -1e39, INFINITY, -INFINITY, 1e-310, 3.0, -0.0, FLT_MAX, 16777217.0};
  static const double out[] = {(float)0.1, FLT_MAX, -FLT_MAX, FLT_MAX, -FLT_MAX, 0.0, 3.0, -0.0, FLT_MAX, 16777216.0};
  enum { N = sizeof in / sizeof in[0] };
  double v[3 * RENDER_BUCKET_CHANNELS];   /* three buckets: the values above, then NaNs */
  memcpy(v, in, sizeof in);
  for (int i = N; i < 3 * RENDER_BUCKET_CHANNELS; i++) v[i] = NAN;
  render_hist h = {.width = 3, .height = 1, .buckets = v};
  render_hist_round_to_float(&h);
  for (int i = 0; i < N; i++) {
    if (memcmp(&v[i], &out[i], sizeof v[i]) != 0) fprintf(stderr, "  %g rounds to %g, want %g\n", in[i], v[i], out[i]);
    CHECK(memcmp(&v[i], &out[i], sizeof v[i]) == 0);   /* bits: -0 stays -0 */
  }
  for (int i = N; i < 3 * RENDER_BUCKET_CHANNELS; i++) CHECK(isnan(v[i]));
}

/* render_hist_round_to_float gives the very bits of fm_canonical_bucket_value (the one
 * definition, the device's too), whether the CPU rounds a value as one of a pair or alone: NaNs
 * of either sign and any payload, infinities, the edges of float's range and of its subnormals,
 * ties, and many random doubles of every magnitude. */
static void test_round_to_float_matches_scalar(void) {
  const double special[] = {NAN, -NAN, INFINITY, -INFINITY, 0.0, -0.0, FLT_MAX, -FLT_MAX,
                            nextafter(FLT_MAX, INFINITY), 3.4028235677973366e38 /* FLT_MAX + ulp/2 */,
                            3.4028235677973362e38, -3.4028235677973366e38, DBL_MAX, -DBL_MAX,
                            FLT_MIN, FLT_MIN / 2, FLT_TRUE_MIN, FLT_TRUE_MIN / 2, FLT_TRUE_MIN * 0.5000001,
                            -FLT_TRUE_MIN / 3, DBL_MIN, 1e-310, 16777217.0, 16777219.0, 1.0 + 0x1p-24,
                            0.1, 255.0, 1e15};
  const int ns = (int)(sizeof special / sizeof special[0]);
  uint64_t x = 0x243f6a8885a308d3ull;
  int wrong = 0;
  for (int i = 0; i < 4000; i++) {
    double in;
    if (i < ns) {
      in = special[i];
    } else {
      x ^= x << 13, x ^= x >> 7, x ^= x << 17;
      uint64_t bits = x;
      if (i % 3 == 0) bits = (bits & 0x800fffffffffffffull) | (uint64_t)(0x380 + i % 256) << 52; /* near float */
      memcpy(&in, &bits, sizeof bits);   /* any double: NaN payloads, subnormals, huge values */
    }
    /* One bucket of five: the first four round in pairs, the fifth alone. */
    double v[RENDER_BUCKET_CHANNELS];
    for (int c = 0; c < RENDER_BUCKET_CHANNELS; c++) v[c] = in;
    const double want = fm_canonical_bucket_value(in);
    render_hist h = {.width = 1, .height = 1, .buckets = v};
    render_hist_round_to_float(&h);
    for (int c = 0; c < RENDER_BUCKET_CHANNELS; c++) {
      if (memcmp(&v[c], &want, sizeof want) == 0) continue;
      if (wrong++ < 5) fprintf(stderr, "  %a in channel %d rounds to %a, want %a\n", in, c, v[c], want);
    }
  }
  CHECK(wrong == 0);
}

/* Iterating leaves the buffer canonical, also when it adds to a buffer that holds samples. */
static void test_iterate_leaves_buffer_canonical(void) {
  genome g;
  point_genome(&g, 0, 0);
  genome_resize_xforms(&g, 2);
  g.xforms[1].weight = 1;
  genome_xform_set_var(&g.xforms[1], FM_VAR_julia, 1);
  g.xforms[1].coefs[0][0] = g.xforms[1].coefs[1][1] = 0.6;
  g.xforms[1].color = 1;
  for (int i = 0; i < 256; i++) g.palette[i][0] = i / 255.0 * 0.3;   /* colour sums far from floats */
  g.xforms[0].coefs[0][0] = g.xforms[0].coefs[1][1] = 0.5;
  genome_xform_set_var(&g.xforms[0], FM_VAR_linear, 0.7);
  genome_xform_set_var(&g.xforms[0], FM_VAR_spherical, 0.3);
  g.xforms[0].opacity = 0.7;
  g.quality = 30;
  render_subframe sub = {.cp = &g, .weight = 0.7};
  render_frame frame = {.sub = &sub, .nsub = 1};
  render_geometry geo;
  fb_error err;
  CHECK(render_geometry_of(&frame, &geo, &err) == 0);
  render_hist h;
  CHECK(render_hist_alloc(&h, &geo, 0, &err) == 0);
  render_options opt = {.threads = 2, .seed = 3};
  CHECK(render_iterate_cpu(&frame, &opt, &h, &err) == 0);
  CHECK(all_float(&h));
  double nonzero = 0;
  for (size_t i = 0; i < (size_t)h.width * h.height * 5; i++) nonzero += h.buckets[i] != 0;
  CHECK(nonzero > 100);
  opt.seed = 4;
  CHECK(render_iterate_cpu(&frame, &opt, &h, &err) == 0);
  CHECK(all_float(&h));
  render_hist_free(&h);
  genome_free(&g);
}

static void test_invisible_xform_plots_nothing(void) {
  genome g;
  point_genome(&g, 0.1, 0.1);
  g.xforms[0].opacity = 0;
  render_subframe sub = {.cp = &g, .weight = 1.0};
  render_frame frame = {.sub = &sub, .nsub = 1};
  render_geometry geo;
  fb_error err;
  CHECK(render_geometry_of(&frame, &geo, &err) == 0);
  render_hist h;
  CHECK(render_hist_alloc(&h, &geo, 0, &err) == 0);
  render_options opt = {.threads = 1, .seed = 1};
  CHECK(render_iterate_cpu(&frame, &opt, &h, &err) == 0);
  double total = 0;
  for (size_t i = 0; i < (size_t)geo.hist_width * geo.hist_height * 5; i++) total += h.buckets[i];
  CHECK(total == 0.0);
  render_hist_free(&h);
  genome_free(&g);
}

/* Sets x to linear 1 with the affine coefs "a d b e c f", colour speed 0: a pure affine map. */
static void affine_final(genome_xform *x, double a, double d, double b, double e, double c, double f) {
  genome_xform_init(x);
  genome_xform_set_var(x, FM_VAR_linear, 1);
  x->color_speed = 0;
  x->coefs[0][0] = a, x->coefs[0][1] = d, x->coefs[1][0] = b, x->coefs[1][1] = e, x->coefs[2][0] = c, x->coefs[2][1] = f;
}

/* The buffer of g's frame (seed 7), malloc'd; its size in *bytes. */
static double *iterate_buffer(const genome *g, size_t *bytes) {
  render_subframe sub = {.cp = (genome *)g, .weight = 1.0};
  render_frame frame = {.sub = &sub, .nsub = 1};
  render_geometry geo;
  fb_error err;
  render_hist h;
  CHECK(render_geometry_of(&frame, &geo, &err) == 0);
  CHECK(render_hist_alloc(&h, &geo, 0, &err) == 0);
  render_options opt = {.threads = 2, .seed = 7};
  CHECK(render_iterate_cpu(&frame, &opt, &h, &err) == 0);
  *bytes = (size_t)geo.hist_width * geo.hist_height * RENDER_BUCKET_CHANNELS * sizeof(double);
  double *copy = malloc(*bytes);
  memcpy(copy, h.buckets, *bytes);
  render_hist_free(&h);
  return copy;
}

/* JWildfire's several final xforms apply in turn, the second to the first's point: a scale by
 * 0.5 then a move draws what the one final xform of both draws, bit for bit (linear draws no
 * random number: the streams line up); swapped, the two do not commute and draw another
 * buffer. Their opacity is not read (JWildfire's rule; one final keeps flam3's). */
static void test_final_xforms_apply_in_turn(void) {
  genome g;
  three_xform_genome(&g);
  g.quality = 20;
  size_t bytes, nb;
  CHECK(genome_resize_finals(&g, 1) == 0);
  affine_final(GENOME_FINAL(&g, 0), 0.5, 0, 0, 0.5, 0.3, 0.2);
  double *one = iterate_buffer(&g, &bytes);
  CHECK(genome_resize_finals(&g, 2) == 0);
  affine_final(GENOME_FINAL(&g, 0), 0.5, 0, 0, 0.5, 0, 0);
  affine_final(GENOME_FINAL(&g, 1), 1, 0, 0, 1, 0.3, 0.2);
  double *two = iterate_buffer(&g, &nb);
  CHECK(nb == bytes && memcmp(one, two, bytes) == 0);
  GENOME_FINAL(&g, 0)->opacity = GENOME_FINAL(&g, 1)->opacity = 0.25;
  double *faint = iterate_buffer(&g, &nb);
  CHECK(nb == bytes && memcmp(two, faint, bytes) == 0);
  affine_final(GENOME_FINAL(&g, 0), 1, 0, 0, 1, 0.3, 0.2);
  affine_final(GENOME_FINAL(&g, 1), 0.5, 0, 0, 0.5, 0, 0);
  double *swapped = iterate_buffer(&g, &nb);
  CHECK(nb == bytes && memcmp(two, swapped, bytes) != 0);
  double lit = 0;
  for (size_t i = 0; i < bytes / sizeof(double); i++) lit += two[i] != 0;
  CHECK(lit > 100);
  free(one);
  free(two);
  free(faint);
  free(swapped);
  genome_free(&g);
}

static int cancel_at_half(void *ctx, double fraction) {
  (void)ctx;
  return fraction > 0.5;
}

static void test_cancel_and_memory_limit(void) {
  genome g;
  point_genome(&g, 0, 0);
  g.quality = 200;
  render_subframe sub = {.cp = &g, .weight = 1.0};
  render_frame frame = {.sub = &sub, .nsub = 1};
  render_geometry geo;
  fb_error err;
  CHECK(render_geometry_of(&frame, &geo, &err) == 0);
  render_hist h;
  CHECK(render_hist_alloc(&h, &geo, 0, &err) == 0);
  render_options opt = {.threads = 2, .seed = 1, .progress = cancel_at_half};
  CHECK(render_iterate_cpu(&frame, &opt, &h, &err) < 0);
  CHECK(strstr(err.msg, "cancel") != NULL);
  render_hist_free(&h);
  CHECK(render_hist_alloc(&h, &geo, 1000, &err) < 0);
  CHECK(strstr(err.msg, "MiB") != NULL);
  genome_free(&g);
}

/* The plain walk the choice tables are defined by (render/prepare.c jumps through it): entry
 * i is the xform at which the running cumulative weight first exceeds r_i, r_i the sum of i
 * steps added one by one, never a weight-0 xform from the end of the list. */
static void reference_choice_row(const double *w, int n, uint16_t *table) {
  double total = 0.0;
  for (int j = 0; j < n; j++) total += w[j];
  double step = total / RENDER_CHOOSE_GRAIN, t = w[0], r = 0.0;
  int j = 0;
  for (int i = 0; i < RENDER_CHOOSE_GRAIN; i++) {
    while (r >= t && j < n - 1) t += w[++j];
    int k = j;
    while (k > 0 && w[k] == 0.0) k--;
    table[i] = (uint16_t)k;
    r += step;
  }
}

static uint64_t test_rng = 0x9e3779b97f4a7c15ull;
static double rnd(void) { /* uniform [0, 1) */
  test_rng ^= test_rng << 13;
  test_rng ^= test_rng >> 7;
  test_rng ^= test_rng << 17;
  return (double)(test_rng >> 11) * 0x1.0p-53;
}

/* A weight of one of the kinds real and hostile genomes have: uniform, small integers (their
 * sums make exact ties in the running sum), powers of two, spread over 24 decades, zero,
 * subnormal, huge. */
static double random_weight(int kind) {
  switch (kind) {
  case 0: return rnd();
  case 1: return (double)(int)(rnd() * 6);
  case 2: return ldexp(1.0, (int)(rnd() * 20) - 10);
  case 3: return pow(10.0, rnd() * 24 - 12);
  case 4: return rnd() < 0.4 ? 0.0 : rnd();
  case 5: return rnd() * 1e-310;
  default: return rnd() * 1e300;
  }
}

static void test_choice_table_equals_the_plain_walk(void) {
  genome g;
  point_genome(&g, 0, 0);
  render_subframe sub = {.cp = &g, .weight = 1.0};
  render_frame frame = {.sub = &sub, .nsub = 1};
  render_geometry geo;
  fb_error err;
  CHECK(render_geometry_of(&frame, &geo, &err) == 0);
  static uint16_t want[RENDER_CHOOSE_GRAIN];
  int tables = 0, differ = 0, runs_checked = 0, runs_differ = 0;
  for (int c = 0; c < 3000; c++) {
    int n = 1 + (int)(rnd() * (c % 10 == 0 ? 60 : 9));
    CHECK(genome_resize_xforms(&g, n) == 0);
    int kind = (int)(rnd() * 7);
    double total = 0.0;
    for (int k = 0; k < n; k++) {
      genome_xform_set_var(&g.xforms[k], FM_VAR_linear, 1);
      g.xforms[k].weight = random_weight(rnd() < 0.8 ? kind : (int)(rnd() * 7));
      total += g.xforms[k].weight;
    }
    if (!(total > 0.0) || !isfinite(total)) g.xforms[0].weight = 1.0;
    /* Some with xaos rows (weights times chaos), some of them leaving a row empty. */
    const int xaos = c % 4 == 1;
    for (int k = 0; k < n * n; k++) g.chaos[k] = xaos ? random_weight((int)(rnd() * 5)) : 1.0;
    render_prepared p;
    if (render_prepare(&g, 1.0, &geo, &p, &err) < 0) continue; /* an all-zero xaos row */
    for (int row = -1; row < (p.chaos_enabled ? n : 0); row++) {
      double w[64];
      for (int k = 0; k < n; k++) w[k] = g.xforms[k].weight * (row >= 0 ? g.chaos[row * n + k] : 1.0);
      reference_choice_row(w, n, want);
      differ += memcmp(want, p.choose + (size_t)(row + 1) * RENDER_CHOOSE_GRAIN, sizeof want) != 0;
      tables++;
      /* With at most 8 xforms the row as its runs too (what render_run_chunk reads): every
       * draw the table's entry, and the runs the GPU's own derivation from the table. */
      if (n <= RENDER_CHOOSE_RUNS_MAX) {
        const uint32_t *runs = p.choose_runs + (size_t)(row + 1) * n;
        uint32_t gpu[RENDER_CHOOSE_RUNS_MAX];
        runs_checked++;
        runs_differ += frame_buffers_table_runs(want, n, gpu) != 0 || memcmp(gpu, runs, (size_t)n * sizeof *gpu) != 0;
        for (int r = 0; r < RENDER_CHOOSE_GRAIN; r += c < 300 ? 1 : 61)
          runs_differ += fm_choose_run(runs, n, (fm_u32)r) != want[r];
      }
    }
    CHECK(p.choose_by_runs == (n <= RENDER_CHOOSE_RUNS_MAX));
    render_prepared_free(&p);
  }
  CHECK(tables > 3000);
  if (differ) fprintf(stderr, "%d of %d choice tables differ from the plain walk\n", differ, tables);
  CHECK(differ == 0);
  CHECK(runs_checked > 2000 && runs_differ == 0);
  genome_free(&g);
}

/* The running sum jumped (render_choice_advance) against the additions made one by one, with
 * targets placed exactly on a sum and one ulp below it, so that a sum one ulp off fails:
 * steps of every magnitude, exact ones, and ones whose every addition is a tie. */
static void test_choice_sum_jumps_exactly(void) {
  static double sums[RENDER_CHOOSE_GRAIN + 1];
  int checked = 0, wrong = 0;
  for (int c = 0; c < 400 && wrong < 5; c++) {
    /* A step of 40 significant bits ending in 1: where r's ulp is twice that last bit, every
     * addition is an exact tie (rounded to even). */
    const double tie = ldexp((double)((1ull << 39) | ((uint64_t)(rnd() * (double)(1ull << 38)) << 1) | 1), -50);
    const double total = c % 4 == 0 ? tie * RENDER_CHOOSE_GRAIN
                         : c % 4 == 1 ? (double)(1 + (int)(rnd() * 1000))
                         : c % 4 == 2 ? pow(10.0, rnd() * 40 - 20) : ldexp(rnd() + 0.5, (int)(rnd() * 200) - 100);
    const double step = total / RENDER_CHOOSE_GRAIN;
    sums[0] = 0.0;
    for (int i = 0; i < RENDER_CHOOSE_GRAIN; i++) sums[i + 1] = sums[i] + step;
    for (int q = 0; q < 40; q++) {
      int from = (int)(rnd() * RENDER_CHOOSE_GRAIN), to = from + 1 + (int)(rnd() * (RENDER_CHOOSE_GRAIN - from));
      for (int below = 0; below < 2; below++) {
        double t = below ? nextafter(sums[to], 0.0) : sums[to];
        if (!(t > sums[from])) continue;
        int want = from;
        while (want < RENDER_CHOOSE_GRAIN && sums[want] < t) want++;
        int i = from;
        double r = render_choice_advance(sums[from], &i, t, step);
        checked++;
        if (i != want || r != sums[want]) {
          if (wrong++ < 3)
            fprintf(stderr, "step %a from %d to %a: entry %d sum %a, want %d %a\n", step, from, t, i, r, want,
                    sums[want]);
        }
      }
    }
  }
  CHECK(checked > 20000);
  CHECK(wrong == 0);
}

int main(void) {
  RUN(test_choice_table_follows_weights);
  RUN(test_choice_table_equals_the_plain_walk);
  RUN(test_choice_sum_jumps_exactly);
  RUN(test_parameters_beyond_flam3_prepared);
  RUN(test_two_forms_of_a_variation);
  RUN(test_forms_with_parameters_apart);
  RUN(test_all_samples_land_on_one_bucket);
  RUN(test_buffer_identical_for_any_thread_count);
  RUN(test_round_to_float);
  RUN(test_round_to_float_matches_scalar);
  RUN(test_iterate_leaves_buffer_canonical);
  RUN(test_invisible_xform_plots_nothing);
  RUN(test_final_xforms_apply_in_turn);
  RUN(test_cancel_and_memory_limit);
  RUN(test_true_colour_plotted);
  RUN(test_true_colour_nearest_in_palette);
  return check_summary("iterate");
}
