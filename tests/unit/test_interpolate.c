/*
 * test_interpolate.c — keyframe interpolation (genome_interpolate), the keyframe order check
 * and the temporal filter, against values worked out by hand and values from Debian's
 * libflam3 3.1.1 (flam3_interpolate, flam3_create_temporal_filter).
 *
 * libflam3's values were computed offline by a scratch program linked against the library
 * and are pasted as hex floats: in test_interpolate_data.h for the synthetic keyframe sets
 * (compared bit for bit) and the bundled animations (compared through fingerprints of every
 * field, with a tolerance of 1e-12 of the fingerprint's magnitude so that an ulp-level
 * change in how the parser reads keyframes does not fail this test), and below for the
 * temporal filter (bit for bit).
 */
#include "../../genome/genome.h"
#include "../../genome/genome_fields.h"
#include "../../render/animation.h"
#include "../../render/finish_parts.h"
#include "check.h"

#include <stdint.h>
#include <stdlib.h>

typedef struct expect {
  const char *key;
  double value;
} expect;

#include "test_interpolate_data.h"

#define COUNT(a) ((int)(sizeof(a) / sizeof((a)[0])))

/* ---- helpers ----------------------------------------------------------------------------- */

/* The palettes the synthetic cases use (keyframe j of the list); the scratch program that
 * asked libflam3 for the expected values filled them the same way. */
static void fill_palette(genome *g, int j, int with_alpha) {
  for (int i = 0; i < 256; i++) {
    g->palette[i][0] = ((i * 37 + j * 91) % 256) / 255.0;
    g->palette[i][1] = ((i * 11 + 50 + j * 23) % 256) / 255.0;
    g->palette[i][2] = ((i * 5 + 200 + j * 131) % 256) / 255.0;
    g->palette[i][3] = with_alpha ? ((i * 3 + j * 101) % 256) / 255.0 : 1.0;
  }
}

static const struct xml_case *find_case(const char *name) {
  for (int i = 0; i < COUNT(xml_cases); i++)
    if (strcmp(xml_cases[i].name, name) == 0) return &xml_cases[i];
  return NULL;
}

/* Parses a synthetic case; returns 0 and fills list, or -1 after recording a failure. */
static int load_case(const char *name, genome_list *list) {
  const struct xml_case *c = find_case(name);
  fb_error err;
  CHECK(c != NULL);
  if (!c) return -1;
  if (genome_parse_memory(c->xml, strlen(c->xml), name, NULL, list, &err)) {
    fprintf(stderr, "%s: %s\n", name, err.msg);
    CHECK(!"case parses");
    return -1;
  }
  if (c->fill)
    for (int j = 0; j < list->count; j++) fill_palette(&list->flames[j], j, c->fill == 2);
  return 0;
}

/* Interpolates case `name` at `time` into *out (which the caller frees). */
static int interp_case(const char *name, double time, genome *out) {
  genome_list list;
  fb_error err;
  if (load_case(name, &list)) return -1;
  int rc = genome_interpolate(list.flames, list.count, time, out, &err);
  if (rc) fprintf(stderr, "%s at %g: %s\n", name, time, err.msg);
  CHECK(rc == 0);
  genome_list_free(&list);
  return rc;
}

/* ---- every field by name, as the expected-value tables name them -------------------------- */

typedef void (*field_fn)(void *ctx, const char *key, double value);

static void each_xform_field(const char *prefix, const genome_xform *x, field_fn fn, void *ctx) {
  char key[96];
#define EMIT(name, value) (snprintf(key, sizeof key, "%s.%s", prefix, name), fn(ctx, key, value))
#define EMIT_FIELD(member, def, changed, interp, key, print, xml) EMIT(#member, x->member);
  GENOME_XFORM_FIELDS(EMIT_FIELD)
#undef EMIT_FIELD
  for (int i = 0; i < 6; i++) {
    char n[16];
    snprintf(n, sizeof n, "c%d%d", i / 2, i % 2);
    EMIT(n, x->coefs[i / 2][i % 2]);
  }
  for (int i = 0; i < 6; i++) {
    char n[16];
    snprintf(n, sizeof n, "p%d%d", i / 2, i % 2);
    EMIT(n, x->post[i / 2][i % 2]);
  }
  /* libflam3's fields: its variations and their parameters */
  for (int v = 0; v < FM_NVARS_FLAM3; v++) EMIT(genome_variation_name(v), genome_xform_var(x, v));
  for (int p = 0; p < FM_NPARAMS; p++)
    if (genome_param_variation(p) < FM_NVARS_FLAM3 && !genome_param_beyond_flam3(p)) EMIT(genome_param_name(p), genome_xform_param(x, p));
#undef EMIT
}

static void each_field(const genome *g, field_fn fn, void *ctx) {
  const struct { const char *key; double value; } scalars[] = {
    {"time", g->time}, {"width", g->width}, {"height", g->height}, {"center0", g->center[0]},
    {"center1", g->center[1]}, {"scale", g->scale}, {"zoom", g->zoom}, {"rotate", g->rotate},
    {"supersample", g->supersample}, {"filter", g->filter}, {"filter_shape", g->filter_shape},
    {"quality", g->quality}, {"passes", g->passes}, {"temporal_samples", g->temporal_samples},
    {"temporal_filter_type", g->temporal_filter_type}, {"temporal_filter_width", g->temporal_filter_width},
    {"temporal_filter_exp", g->temporal_filter_exp}, {"bg0", g->background[0]}, {"bg1", g->background[1]},
    {"bg2", g->background[2]}, {"brightness", g->brightness}, {"gamma", g->gamma},
    {"gamma_threshold", g->gamma_threshold}, {"vibrancy", g->vibrancy}, {"highlight_power", g->highlight_power},
    {"estimator_radius", g->estimator_radius}, {"estimator_minimum", g->estimator_minimum},
    {"estimator_curve", g->estimator_curve}, {"palette_index", g->palette_index}, {"hue", g->hue},
    {"palette_mode", g->palette_mode}, {"interpolation", g->interpolation},
    {"interpolation_type", g->interpolation_type}, {"palette_interpolation", g->palette_interpolation},
    {"hsv_rgb_palette_blend", g->hsv_rgb_palette_blend},
  };
  char key[64];
  for (int i = 0; i < COUNT(scalars); i++) fn(ctx, scalars[i].key, scalars[i].value);
  for (int i = 0; i < GENOME_PALETTE_SIZE; i++) {
    for (int c = 0; c < 4; c++) {
      snprintf(key, sizeof key, "pal%d.%d", i, c);
      fn(ctx, key, g->palette[i][c]);
    }
  }
  fn(ctx, "num_xforms", g->num_xforms);
  for (int i = 0; i < g->num_xforms; i++) {
    snprintf(key, sizeof key, "x%d", i);
    each_xform_field(key, &g->xforms[i], fn, ctx);
  }
  fn(ctx, "has_final", g->num_finals); /* the pinned data's name (0 or 1 final in them) */
  for (int k = 0; k < g->num_finals; k++) each_xform_field("fx", GENOME_FINAL(g, k), fn, ctx);
  for (int i = 0; i < g->num_xforms * g->num_xforms; i++) {
    snprintf(key, sizeof key, "chaos%d_%d", i / g->num_xforms, i % g->num_xforms);
    fn(ctx, key, g->chaos[i]);
  }
}

struct lookup {
  const char *key;
  double value;
  int found;
};

static void lookup_fn(void *ctx, const char *key, double value) {
  struct lookup *l = ctx;
  if (!l->found && strcmp(key, l->key) == 0) {
    l->value = value;
    l->found = 1;
  }
}

/* The field named `key`; NaN when there is none. */
static double field(const genome *g, const char *key) {
  struct lookup l = {key, 0.0, 0};
  each_field(g, lookup_fn, &l);
  return l.found ? l.value : NAN;
}

static int same_bits(double a, double b) {
  uint64_t x, y;
  memcpy(&x, &a, sizeof x);
  memcpy(&y, &b, sizeof y);
  return x == y;
}

/* ---- hand-computed values ------------------------------------------------------------------ */

static void test_linear_affine(void) {
  genome g;
  if (interp_case("linear", 2.5, &g)) return;  /* weights 0.75, 0.25 */
  CHECK(g.time == 2.5);
  CHECK(g.xforms[0].coefs[0][0] == 0.5);     /* 0.75*1 + 0.25*-1 */
  CHECK(g.xforms[0].coefs[0][1] == 0.5625);  /* 0.75*0.5 + 0.25*0.75 */
  CHECK(g.xforms[0].coefs[2][0] == 0.75);    /* 0.75*0.5 + 0.25*1.5 */
  CHECK(g.xforms[1].coefs[1][1] == -0.5);    /* 0.75*0 + 0.25*-2 */
  /* one post is not the identity: posts blend element-wise too */
  CHECK(g.xforms[0].post[2][0] == 0.1875 && g.xforms[0].post[0][0] == 1.0);
  CHECK(same_bits(g.xforms[1].post[0][0], 1.0) && same_bits(g.xforms[1].post[2][1], 0.0));
  CHECK(g.xforms[0].weight == 0.75 && genome_xform_var(&g.xforms[1], FM_VAR_sinusoidal) == 0.75);
  CHECK(g.scale == 45.0 && g.center[0] == 1.5 && g.center[1] == -0.5 && g.rotate == 20.0);
  CHECK(g.brightness == 3.5);
  CHECK(g.chaos[1 * 2 + 0] == 1.5 && g.chaos[1 * 2 + 1] == 0.25 && g.chaos[0] == 1.0);
  CHECK(g.interpolation_type == ITYPE_LINEAR);  /* the first keyframe's, though the second says log */
  genome_free(&g);
}

static void test_log_affine(void) {
  genome g;
  if (interp_case("log", 0.5, &g)) return;
  /* 170° scale 1 → -170° scale 3 goes the short way through 180°, magnitude √3 */
  CHECK_NEAR(g.xforms[0].coefs[0][0], -sqrt(3.0), 1e-14);
  CHECK_NEAR(g.xforms[0].coefs[0][1], 0.0, 1e-14);
  CHECK_NEAR(g.xforms[0].coefs[1][0], 0.0, 1e-14);
  CHECK_NEAR(g.xforms[0].coefs[1][1], -sqrt(3.0), 1e-14);
  CHECK(g.xforms[0].coefs[2][0] == 0.0 && g.xforms[0].coefs[2][1] == 0.625);  /* translation linear */
  /* a zero column takes the other column's angle (45°) and blends its length linearly */
  CHECK_NEAR(g.xforms[1].coefs[0][0], 0.5, 1e-15);
  CHECK_NEAR(g.xforms[1].coefs[0][1], 0.5, 1e-15);
  /* a half turn (0 → 180°) is taken counter-clockwise for both columns: a quarter turn */
  CHECK_NEAR(g.xforms[2].coefs[0][0], 0.0, 1e-15);
  CHECK_NEAR(g.xforms[2].coefs[0][1], 1.0, 1e-15);
  CHECK_NEAR(g.xforms[2].coefs[1][0], -1.0, 1e-15);
  CHECK_NEAR(g.xforms[2].coefs[1][1], 0.0, 1e-15);
  /* |column| = 1e-5 has log < -10: that column's length blends linearly */
  CHECK_NEAR(g.xforms[3].coefs[0][0], (1e-5 + 2.0) / 2, 1e-15);
  CHECK_NEAR(g.xforms[3].coefs[1][1], sqrt(3.0), 1e-14);  /* the other column geometrically */
  /* 60° → -60° at half length: 0°, length √0.5 */
  CHECK_NEAR(g.xforms[4].coefs[0][0], sqrt(0.5), 1e-15);
  CHECK_NEAR(g.xforms[4].coefs[0][1], 0.0, 1e-15);
  genome_free(&g);

  if (interp_case("log", 0.25, &g)) return;
  CHECK_NEAR(atan2(g.xforms[0].coefs[0][1], g.xforms[0].coefs[0][0]), 175.0 * M_PI / 180, 1e-14);
  CHECK_NEAR(hypot(g.xforms[0].coefs[0][0], g.xforms[0].coefs[0][1]), pow(3.0, 0.25), 1e-14);
  genome_free(&g);
}

static void test_post(void) {
  genome g;
  if (interp_case("log", 0.5, &g)) return;
  /* rot 30° ×2 → identity: 15°, length √2, in polar form like the coefs */
  CHECK_NEAR(g.xforms[2].post[0][0], sqrt(2.0) * cos(M_PI / 12), 1e-14);
  CHECK_NEAR(g.xforms[2].post[0][1], sqrt(2.0) * sin(M_PI / 12), 1e-14);
  /* identity → rot 45° with translation (1, 0) */
  CHECK_NEAR(g.xforms[4].post[0][0], cos(M_PI / 8), 1e-15);
  CHECK(g.xforms[4].post[2][0] == 0.5);
  /* all-identity posts stay exactly the identity */
  for (int x = 0; x < 4; x++) {
    if (x == 2) continue;
    const double(*p)[2] = g.xforms[x].post;
    CHECK(same_bits(p[0][0], 1.0) && same_bits(p[0][1], 0.0) && same_bits(p[1][0], 0.0));
    CHECK(same_bits(p[1][1], 1.0) && same_bits(p[2][0], 0.0) && same_bits(p[2][1], 0.0));
  }
  genome_free(&g);
}

/* Keyframe palettes of a palette case, for computing expectations by hand. */
static void case_palettes(const char *name, double pal[2][256][4]) {
  genome_list list;
  if (load_case(name, &list)) return;
  memcpy(pal[0], list.flames[0].palette, sizeof pal[0]);
  memcpy(pal[1], list.flames[1].palette, sizeof pal[1]);
  genome_list_free(&list);
}

static void test_palette_rgb_and_sweep(void) {
  static double pal[2][256][4];
  genome g;
  case_palettes("pal_rgb", pal);
  if (interp_case("pal_rgb", 1.0, &g)) return;  /* weights 0.75, 0.25 */
  for (int i = 0; i < 256; i++)
    for (int c = 0; c < 4; c++) CHECK(g.palette[i][c] == 0.0 + 0.75 * pal[0][i][c] + 0.25 * pal[1][i][c]);
  CHECK(g.palette_index == -1);
  genome_free(&g);
  /* extrapolating (weights 1.5, -0.5) leaves 0..1 and is clipped */
  if (interp_case("pal_rgb", -2.0, &g)) return;
  int clipped = 0;
  for (int i = 0; i < 256; i++) {
    for (int c = 0; c < 4; c++) {
      double v = 1.5 * pal[0][i][c] - 0.5 * pal[1][i][c];
      double want = v < 0 ? 0 : v > 1 ? 1 : v;
      CHECK_NEAR(g.palette[i][c], want, 1e-15);
      clipped += v != want;
    }
  }
  CHECK(clipped > 100);
  genome_free(&g);

  case_palettes("pal_sweep", pal);
  if (interp_case("pal_sweep", 1.0, &g)) return;  /* c0 = 0.75: entries below 192 from the first */
  for (int i = 0; i < 256; i++) CHECK(memcmp(g.palette[i], pal[i < 192 ? 0 : 1][i], sizeof g.palette[i]) == 0);
  genome_free(&g);
}

static void test_palette_hsv(void) {
  static double pal[2][256][4];
  genome g, circ;
  case_palettes("pal_hsv", pal);
  if (interp_case("pal_hsv", 3.0, &g)) return;  /* weights 0.25, 0.75 */
  if (interp_case("pal_circ", 3.0, &circ)) {
    genome_free(&g);
    return;
  }
  int short_way = 0;
  for (int i = 0; i < 256; i++) {
    double a[3], b[3], hsv[3], rgb[3];
    genome_rgb_to_hsv(pal[0][i], a);
    genome_rgb_to_hsv(pal[1][i], b);
    for (int c = 0; c < 3; c++) hsv[c] = 0.25 * a[c] + 0.75 * b[c];
    genome_hsv_to_rgb(hsv, rgb);
    for (int c = 0; c < 3; c++) CHECK_NEAR(g.palette[i][c], rgb[c], 1e-14);
    CHECK(g.palette[i][3] == 1.0);  /* all opaque: exactly 1 */
    /* hsv_circular moves the first hue by a turn when that is the shorter way */
    if (fabs(b[0] - a[0]) > 3.0) {
      a[0] += b[0] > a[0] ? 6.0 : -6.0;
      short_way++;
    }
    for (int c = 0; c < 3; c++) hsv[c] = 0.25 * a[c] + 0.75 * b[c];
    genome_hsv_to_rgb(hsv, rgb);
    for (int c = 0; c < 3; c++) CHECK_NEAR(circ.palette[i][c], rgb[c], 1e-14);
  }
  CHECK(short_way > 20);
  genome_free(&g);
  genome_free(&circ);

  /* hsv_rgb_palette_blend mixes the hsv_circular result with the RGB blend */
  static double pal2[2][256][4];
  case_palettes("pal_circ_blend", pal2);
  if (interp_case("pal_circ_blend", 1.0, &g)) return;  /* weights 0.75, 0.25; blend 0.375 */
  for (int i = 0; i < 256; i++) {
    double a[3], b[3], hsv[3], rgb[3];
    genome_rgb_to_hsv(pal2[0][i], a);
    genome_rgb_to_hsv(pal2[1][i], b);
    if (b[0] - a[0] > 3.0) a[0] += 6.0;
    else if (b[0] - a[0] < -3.0) a[0] -= 6.0;
    for (int c = 0; c < 3; c++) hsv[c] = 0.75 * a[c] + 0.25 * b[c];
    genome_hsv_to_rgb(hsv, rgb);
    for (int c = 0; c < 3; c++) {
      double lin = 0.75 * pal2[0][i][c] + 0.25 * pal2[1][i][c];
      CHECK_NEAR(g.palette[i][c], 0.375 * lin + 0.625 * rgb[c], 1e-14);
    }
    CHECK_NEAR(g.palette[i][3], 0.75 * pal2[0][i][3] + 0.25 * pal2[1][i][3], 1e-15);
  }
  genome_free(&g);
}

static void test_padding(void) {
  genome g;
  /* At the first keyframe (weight 1) the result shows its padding xforms as flam3 made them. */
  if (interp_case("pad_log", 0.0, &g)) return;
  CHECK(g.num_xforms == 7 && g.num_finals == 1);
  for (int x = 2; x < 7; x++) {
    CHECK(g.xforms[x].weight == 0.0);                 /* fades in through its weight */
    CHECK(g.xforms[x].color == (double)(x & 1));      /* flam3 colours new xforms by slot */
    CHECK(g.xforms[x].color_speed == 0.5 && g.xforms[x].animate == 1.0);
  }
  /* against spherical (x2) and julian (x5): linear -1 with a half turn */
  CHECK(genome_xform_var(&g.xforms[2], FM_VAR_linear) == -1.0 && genome_xform_var(&g.xforms[2], FM_VAR_spherical) == 0.0);
  CHECK(g.xforms[2].coefs[0][0] == -1.0 && g.xforms[2].coefs[1][1] == -1.0);
  CHECK(genome_xform_var(&g.xforms[5], FM_VAR_linear) == -1.0);
  CHECK(genome_xform_param(&g.xforms[5], FM_P_julian_power) == 5.0);  /* borrowed from the other keyframe */
  /* against rectangles + fan2: both, normalised, with their identity parameters */
  CHECK(genome_xform_var(&g.xforms[3], FM_VAR_rectangles) == 0.5 && genome_xform_var(&g.xforms[3], FM_VAR_fan2) == 0.5);
  CHECK(genome_xform_var(&g.xforms[3], FM_VAR_linear) == 0.0 && genome_xform_param(&g.xforms[3], FM_P_rectangles_x) == 0.0);
  CHECK(genome_xform_param(&g.xforms[3], FM_P_fan2_y) == 0.0 && g.xforms[3].coefs[0][0] == 1.0);
  /* against fan: fan 1 with swapped axes */
  CHECK(genome_xform_var(&g.xforms[4], FM_VAR_fan) == 1.0 && genome_xform_var(&g.xforms[4], FM_VAR_linear) == 0.0);
  CHECK(g.xforms[4].coefs[0][1] == 1.0 && g.xforms[4].coefs[1][0] == 1.0);
  CHECK(fabs(g.xforms[4].coefs[0][0]) < 1e-15);
  /* against a plain variation: linear 1 */
  CHECK(genome_xform_var(&g.xforms[6], FM_VAR_linear) == 1.0 && genome_xform_var(&g.xforms[6], FM_VAR_swirl) == 0.0);
  /* the padding final xform: no colour change, no rotation, slot colour 7 & 1 */
  CHECK(GENOME_FINAL(&g, 0)->color_speed == 0.0 && GENOME_FINAL(&g, 0)->animate == 0.0 && GENOME_FINAL(&g, 0)->color == 1.0);
  CHECK(genome_xform_var(GENOME_FINAL(&g, 0), FM_VAR_linear) == -1.0);  /* the other final is spherical */
  CHECK(g.chaos[0 * 7 + 5] == 1.0 && g.chaos[6 * 7 + 6] == 1.0);
  genome_free(&g);

  /* linear interpolation: no half-turn rule, so spherical's and julian's pads are linear 1 */
  if (interp_case("pad_linear", 0.0, &g)) return;
  CHECK(genome_xform_var(&g.xforms[2], FM_VAR_linear) == 1.0 && g.xforms[2].coefs[0][0] == 1.0);
  CHECK(genome_xform_var(&g.xforms[3], FM_VAR_rectangles) == 0.5);  /* the parametric rule still applies */
  genome_free(&g);

  /* old: plain padding (linear 1, identity) and no parameter borrowing */
  if (interp_case("pad_old", 0.0, &g)) return;
  for (int x = 2; x < 7; x++) {
    CHECK(genome_xform_var(&g.xforms[x], FM_VAR_linear) == 1.0 && g.xforms[x].coefs[0][0] == 1.0);
    CHECK(genome_xform_var(&g.xforms[x], FM_VAR_fan) == 0.0 && genome_xform_var(&g.xforms[x], FM_VAR_rectangles) == 0.0);
  }
  CHECK(genome_xform_param(&g.xforms[5], FM_P_julian_power) == 1.0);
  genome_free(&g);

  /* final xform and extra xforms only in the first keyframe */
  if (interp_case("pad_reverse", 1.5, &g)) return;  /* weights 0.25, 0.75 */
  CHECK(g.num_xforms == 3 && g.num_finals == 1);
  CHECK(GENOME_FINAL(&g, 0)->color_speed == 0.25 * 0.7 + 0.75 * 0.0);
  CHECK(genome_xform_var(GENOME_FINAL(&g, 0), FM_VAR_perspective) == 1.0);  /* 0.25*1 + 0.75*1 (pad: perspective 1) */
  CHECK(genome_xform_param(GENOME_FINAL(&g, 0), FM_P_perspective_angle) == 0.25 * 0.4);
  CHECK(genome_xform_param(GENOME_FINAL(&g, 0), FM_P_perspective_dist) == 3.0);  /* borrowed, then kept */
  CHECK(genome_xform_var(&g.xforms[1], FM_VAR_linear) == 0.75 * -1.0);      /* ngon: half-turn rule */
  /* against curl + super_shape (rings is not parametric): both, normalised to 0.5 */
  CHECK(genome_xform_var(&g.xforms[2], FM_VAR_curl) == 0.25 + 0.75 * 0.5 && genome_xform_var(&g.xforms[2], FM_VAR_super_shape) == 0.625);
  CHECK(genome_xform_param(&g.xforms[2], FM_P_super_shape_n1) == 0.25 * 4 + 0.75 * 2);
  genome_free(&g);
}

/* Several final xforms (JWildfire's) blend by position; a keyframe with fewer gets the missing
 * ones padded as a missing final xform is (linear 1, colour speed 0): the one that has them
 * all fades them in. */
static void test_several_finals_by_position(void) {
  static const char xml[] =
      "<flames>"
      "<flame time=\"0\"><xform weight=\"1\" color=\"0\" linear=\"1\" coefs=\"0.5 0 0 0.5 0 0\"/>"
      "<finalxform color=\"0\" color_speed=\"0.4\" spherical=\"1\" coefs=\"1 0 0 1 0 0\"/></flame>"
      "<flame time=\"1\"><xform weight=\"1\" color=\"0\" linear=\"1\" coefs=\"0.5 0 0 0.5 0 0\"/>"
      "<finalxform color=\"1\" color_speed=\"0.2\" spherical=\"1\" coefs=\"1 0 0 1 0.5 0\"/>"
      "<finalxform color=\"1\" color_speed=\"0.6\" swirl=\"1\" coefs=\"2 0 0 2 0 0\"/></flame>"
      "</flames>";
  genome_list list;
  fb_error err;
  CHECK(genome_parse_memory(xml, strlen(xml), "finals", NULL, &list, &err) == 0 && list.count == 2);
  if (list.count != 2) return;
  genome g;
  CHECK(genome_interpolate(list.flames, 2, 0.0, &g, &err) == 0);
  CHECK(g.num_xforms == 1 && g.num_finals == 2);
  if (g.num_finals == 2) { /* the first keyframe as padded: its own final, then the pad */
    CHECK(GENOME_FINAL(&g, 0)->color_speed == 0.4 && genome_xform_var(GENOME_FINAL(&g, 0), FM_VAR_spherical) == 1.0);
    CHECK(GENOME_FINAL(&g, 1)->color_speed == 0.0 && genome_xform_var(GENOME_FINAL(&g, 1), FM_VAR_linear) == 1.0);
    CHECK(GENOME_FINAL(&g, 1)->coefs[0][0] == 1.0 && genome_xform_var(GENOME_FINAL(&g, 1), FM_VAR_swirl) == 0.0);
  }
  genome_free(&g);
  CHECK(genome_interpolate(list.flames, 2, 0.5, &g, &err) == 0);
  CHECK(g.num_xforms == 1 && g.num_finals == 2);
  if (g.num_finals == 2) {
    CHECK_NEAR(GENOME_FINAL(&g, 0)->color_speed, 0.3, 1e-15);
    CHECK_NEAR(GENOME_FINAL(&g, 0)->coefs[2][0], 0.25, 1e-15);
    CHECK_NEAR(GENOME_FINAL(&g, 1)->color_speed, 0.3, 1e-15);
    CHECK(genome_xform_var(GENOME_FINAL(&g, 1), FM_VAR_swirl) > 0 && genome_xform_var(GENOME_FINAL(&g, 1), FM_VAR_spherical) == 0.0);
  }
  genome_free(&g);
  genome_list_free(&list);
}

static void test_parameter_borrowing(void) {
  genome g;
  if (interp_case("borrow", 0.25, &g)) return;  /* weights 0.75, 0.25 */
  /* blob only in the first keyframe: the second borrows its parameters, so they stay */
  CHECK_NEAR(genome_xform_param(&g.xforms[0], FM_P_blob_low), 0.3, 1e-15);
  CHECK(genome_xform_param(&g.xforms[0], FM_P_blob_waves) == 4.0 && genome_xform_var(&g.xforms[0], FM_VAR_blob) == 0.375);
  /* flam3 copies flower_petals but forgets flower_holes */
  CHECK(genome_xform_param(&g.xforms[0], FM_P_flower_petals) == 3.0);
  CHECK_NEAR(genome_xform_param(&g.xforms[0], FM_P_flower_holes), 0.3, 1e-15);  /* 0.75*0.4 + 0.25*0 */
  /* pdj only in the second: the first keyframe looks forward */
  CHECK(genome_xform_param(&g.xforms[1], FM_P_pdj_a) == 1.5 && genome_xform_param(&g.xforms[1], FM_P_pdj_d) == 0.25);
  CHECK(genome_xform_param(&g.xforms[1], FM_P_oscilloscope_frequency) == 2.0);
  genome_free(&g);
}

static void test_extrapolation_and_clamps(void) {
  genome g;
  /* before the first keyframe: pair 10..20 with weights 2, -1 */
  if (interp_case("extrap", 0.0, &g)) return;
  CHECK(g.time == 0.0 && g.quality == -10.0);    /* scalars are not clamped */
  CHECK(g.width == 48 && g.supersample == 0);
  CHECK(g.xforms[0].weight == 0.0);              /* 2*0.2 - 1 clamped */
  CHECK(g.xforms[0].color == 0.0);               /* 2*0.1 - 0.5 clamped */
  CHECK(g.xforms[1].color == 2 * 0.9 - 0.95);
  CHECK(g.xforms[0].opacity == 2 * 0.9 - 1.0);
  CHECK(g.xforms[0].color_speed == 0.0 && g.xforms[1].color_speed == 2 * 0.9 - 0.95);
  CHECK(g.chaos[0] == 0.0);                      /* 2*0.2 - 1 clamped */
  genome_free(&g);
  /* after the last: pair 20..30 with weights -1, 2 */
  if (interp_case("extrap", 40.0, &g)) return;
  CHECK(g.width == 82 && g.passes == 1 && g.temporal_samples == -981);
  CHECK(g.xforms[0].opacity == 3.0);              /* opacity is not clamped */
  CHECK(g.xforms[1].color == 0.85 || fabs(g.xforms[1].color - 0.85) < 1e-15);
  CHECK(g.xforms[1].weight == 3.5 && g.xforms[0].color_speed == 0.0);
  CHECK(g.chaos[0] == 5.0 && g.chaos[1] == 0.0);  /* chaos above 1 kept, below 0 clamped */
  genome_free(&g);
  /* inside: at an inner keyframe the earlier segment ends with weight 1 on it */
  if (interp_case("extrap", 20.0, &g)) return;
  CHECK(g.quality == 30.0 && g.width == 80 && g.xforms[0].coefs[0][0] == 2.0);
  genome_free(&g);
}

static void test_catmull_rom(void) {
  double w[4];
  genome_catmull_rom_weights(0.0, w);
  CHECK(w[0] == 0.0 && w[1] == 1.0 && w[2] == 0.0 && w[3] == 0.0);
  genome_catmull_rom_weights(0.5, w);
  CHECK(w[0] == -0.0625 && w[1] == 0.5625 && w[2] == 0.5625 && w[3] == -0.0625);
  genome_catmull_rom_weights(1.0, w);
  CHECK(w[0] == 0.0 && w[1] == 0.0 && w[2] == 1.0 && w[3] == 0.0);
  genome_catmull_rom_weights(0.3, w);
  CHECK_NEAR(w[0] + w[1] + w[2] + w[3], 1.0, 1e-15);
  CHECK_NEAR(w[2], (4 * 0.09 - 3 * 0.027 + 0.3) / 2, 1e-15);

  genome g;
  /* keyframe scales 10 20 40 30 60; 1 and 2 are smooth (3 was reset by the parser) */
  if (interp_case("smooth", 15.0, &g)) return;
  CHECK_NEAR(g.scale, -0.0625 * 10 + 0.5625 * 20 + 0.5625 * 40 - 0.0625 * 30, 1e-13);
  CHECK(g.num_xforms == 2 && g.num_finals == 1);   /* aligned over all four keyframes */
  CHECK(g.filter_shape == FILTER_BOX);       /* enums from the keyframe before the segment */
  CHECK(g.palette_interpolation == PINTERP_RGB && g.temporal_filter_type == TEMPORAL_EXP);
  CHECK(g.interpolation == INTERP_LINEAR);
  genome_free(&g);
  if (interp_case("smooth", 20.0, &g)) return;
  CHECK(g.scale == 40.0);
  genome_free(&g);
  if (interp_case("smooth", 22.5, &g)) return;
  CHECK(g.filter_shape == FILTER_HERMITE);
  genome_free(&g);
  /* the first segment and the second-to-last one are linear */
  if (interp_case("smooth", 5.0, &g)) return;
  CHECK(g.scale == 15.0);
  genome_free(&g);
  if (interp_case("smooth", 35.0, &g)) return;
  CHECK(g.scale == 45.0);
  genome_free(&g);
  /* CR weights need not sum to exactly 1; an all-opaque palette stays exactly opaque */
  if (interp_case("smooth", 11.1, &g)) return;
  for (int i = 0; i < 256; i++) CHECK(g.palette[i][3] == 1.0);
  genome_free(&g);
  /* the segment's own keyframe (old) decides on alignment for all four: plain padding */
  if (interp_case("smooth_old", 15.0, &g)) return;
  CHECK(g.num_xforms == 2 && g.interpolation_type == ITYPE_LOG);
  CHECK(genome_xform_var(&g.xforms[1], FM_VAR_linear) > 0 && genome_xform_param(&g.xforms[1], FM_P_julian_power) != 3.0);
  genome_free(&g);
}

/* The fields flam3 lacks (genome_fields.h's STEADY: JWildfire's tone controls) keep a value
 * every keyframe holds to the bit, where a blend by weights that do not sum to exactly 1
 * would not — flam3's flames, at their neutral values, finish as flam3's; values that differ
 * blend as any field. */
static void test_steady_fields(void) {
  for (double t = 10.05; t < 30; t += 0.37) {
    genome g;
    if (interp_case("smooth", t, &g)) return;
    int exact = g.contrast == 1 && g.white_level == 255 && g.low_density_brightness == 0 && g.balancing_red == 1 &&
                g.balancing_green == 1 && g.balancing_blue == 1 && g.saturation == 1;
    if (!exact) fprintf(stderr, "at %g: white_level %.17g contrast %.17g\n", t, g.white_level, g.contrast);
    CHECK(exact);
    genome_free(&g);
  }
  static const char xml[] = "<anim><flame time=\"0\" white_level=\"200\" saturation=\"1.5\">"
                            "<xform weight=\"1\" color=\"0\" linear=\"1\" coefs=\"1 0 0 1 0 0\"/></flame>"
                            "<flame time=\"10\" white_level=\"250\" saturation=\"1.5\">"
                            "<xform weight=\"1\" color=\"0\" linear=\"1\" coefs=\"1 0 0 1 0 0\"/></flame></anim>";
  genome_list list;
  fb_error err;
  CHECK(genome_parse_memory(xml, strlen(xml), "steady", NULL, &list, &err) == 0);
  genome g;
  CHECK(genome_interpolate(list.flames, list.count, 5.0, &g, &err) == 0);
  CHECK_NEAR(g.white_level, 225, 1e-12);
  CHECK(g.saturation == 1.5 && g.contrast == 1);
  genome_free(&g);
  genome_list_free(&list);
}

static void test_integer_rounding(void) {
  genome g;
  if (interp_case("rounding", 0.5, &g)) return;
  /* rint: halves go to even */
  CHECK(g.width == 102 && g.height == 102);          /* 101.5, 102.5 */
  CHECK(g.supersample == 2 && g.passes == 2);        /* 1.5, 2.5 */
  CHECK(g.temporal_samples == 550);                  /* 550.5 */
  genome_free(&g);
  if (interp_case("rounding", 0.25, &g)) return;
  CHECK(g.width == 101 && g.supersample == 1 && g.passes == 2 && g.temporal_samples == 325);
  genome_free(&g);
}

static void test_first_keyframe_attributes(void) {
  genome_list list;
  genome g;
  fb_error err;
  if (load_case("first_attrs", &list)) return;
  /* a library palette number does not survive blending: the palette is explicit now */
  list.flames[0].palette_index = list.flames[1].palette_index = 5;
  CHECK(genome_interpolate(list.flames, list.count, 0.25, &g, &err) == 0);
  CHECK(g.palette_index == -1);
  genome_free(&g);
  CHECK(genome_interpolate(list.flames, 1, 0.25, &g, &err) == 0);
  CHECK(g.palette_index == 5);  /* one keyframe is a copy */
  genome_free(&g);
  genome_list_free(&list);

  if (interp_case("first_attrs", 0.9, &g)) return;
  CHECK(g.filter_shape == FILTER_BOX && g.temporal_filter_type == TEMPORAL_EXP);
  CHECK(g.palette_mode == PALETTE_MODE_LINEAR && g.interpolation_type == ITYPE_LINEAR);
  CHECK(g.palette_interpolation == PINTERP_RGB && g.hsv_rgb_palette_blend == 0.5);
  CHECK(g.interpolation == INTERP_LINEAR && g.palette_index == -1);
  genome_free(&g);
}

static void test_one_keyframe(void) {
  genome_list list;
  genome g;
  fb_error err;
  if (load_case("linear", &list)) return;
  CHECK(genome_interpolate(list.flames, 1, 7.0, &g, &err) == 0);
  CHECK(g.time == 7.0 && g.num_xforms == 2 && g.scale == 40.0);
  CHECK(g.interpolation_type == ITYPE_LINEAR && g.xforms[0].coefs[0][1] == 0.5);
  genome_free(&g);
  genome_list_free(&list);
}

static void test_errors(void) {
  genome_list list;
  genome g;
  fb_error err;
  if (load_case("extrap", &list)) return;
  CHECK(genome_animation_check(list.flames, list.count, &err) == 0);
  list.flames[2].time = 20.0;  /* duplicate of flame 2 */
  CHECK(genome_animation_check(list.flames, list.count, &err) == -1);
  CHECK(strstr(err.msg, "flame 2") && strstr(err.msg, "flame 3") && strstr(err.msg, "same time"));
  CHECK(strstr(err.msg, "line 6") && strstr(err.msg, "line 10"));
  CHECK(genome_interpolate(list.flames, list.count, 25.0, &g, &err) == -1 && g.xforms == NULL);
  list.flames[2].time = 15.0;  /* out of order */
  strcpy(list.flames[2].name, "third");
  CHECK(genome_animation_check(list.flames, list.count, &err) == -1);
  CHECK(strstr(err.msg, "flame 3 \"third\" (line 10, time 15)") && strstr(err.msg, "earlier"));
  list.flames[2].time = NAN;
  CHECK(genome_animation_check(list.flames, list.count, &err) == -1 && strstr(err.msg, "finite"));
  CHECK(genome_animation_check(list.flames, 0, &err) == -1);
  CHECK(genome_interpolate(list.flames, 0, 1.0, &g, &err) == -1);
  CHECK(genome_interpolate(list.flames, 2, NAN, &g, &err) == -1 && strstr(err.msg, "finite"));
  genome_list_free(&list);
}

/* ---- against libflam3 --------------------------------------------------------------------- */

static void test_against_libflam3(void) {
  int checked = 0;
  for (int s = 0; s < COUNT(expect_sets); s++) {
    const struct expect_set *set = &expect_sets[s];
    genome g;
    if (interp_case(set->name, set->time, &g)) continue;
    for (int i = 0; i < set->n; i++) {
      double got = field(&g, set->e[i].key);
      if (!same_bits(got, set->e[i].value)) {
        fprintf(stderr, "%s at %g: %s = %a, libflam3 %a\n", set->name, set->time, set->e[i].key, got,
                set->e[i].value);
        CHECK(!"matches libflam3");
      }
      checked++;
    }
    genome_free(&g);
  }
  CHECK(checked > 1500);
}

struct fingerprint {
  double sum[5], abs[5];
  int count[5];
};

static uint32_t fnv1a(const char *s) {
  uint32_t h = 0x811c9dc5u;
  for (; *s; s++) h = (h ^ (unsigned char)*s) * 0x01000193u;
  return h;
}

static int field_group(const char *key) {
  if (strncmp(key, "pal", 3) == 0 && strncmp(key, "palette", 7) != 0) return 1;
  if (strncmp(key, "chaos", 5) == 0) return 4;
  const char *dot = strchr(key, '.');
  if (!dot) return 0;
  const char *f = dot + 1;
  int affine = (f[0] == 'c' || f[0] == 'p') && f[1] >= '0' && f[1] <= '2' && f[2] >= '0' && f[2] <= '1' && !f[3];
  return affine ? 2 : 3;
}

static void fingerprint_fn(void *ctx, const char *key, double value) {
  struct fingerprint *fp = ctx;
  int g = field_group(key);
  double w = 1 + (fnv1a(key) % 1024) / 1024.0;
  fp->sum[g] += w * value;
  fp->abs[g] += fabs(w * value);
  fp->count[g]++;
}

static void test_animations_against_libflam3(void) {
  static const char *const groups[] = {"scalars", "palette", "affines", "xform fields", "chaos"};
  for (int a = 0; a < COUNT(anim_fingerprints); a++) {
    const struct anim_fingerprint *want = &anim_fingerprints[a];
    char path[256];
    genome_list list;
    genome g;
    fb_error err;
    snprintf(path, sizeof path, "tests/data/animations/%s.flam3", want->file);
    if (genome_parse_file(path, NULL, &list, &err)) {
      fprintf(stderr, "%s\n", err.msg);
      CHECK(!"animation parses");
      continue;
    }
    int rc = genome_interpolate(list.flames, list.count, want->time, &g, &err);
    CHECK(rc == 0);
    if (rc == 0) {
      struct fingerprint fp = {{0}, {0}, {0}};
      each_field(&g, fingerprint_fn, &fp);
      for (int k = 0; k < 5; k++) {
        int ok = fp.count[k] == want->count[k] && fabs(fp.sum[k] - want->fp[k]) <= 1e-12 * fp.abs[k];
        if (!ok) {
          fprintf(stderr, "%s at %g: %s fingerprint %a over %d fields, libflam3 %a over %d\n", want->file,
                  want->time, groups[k], fp.sum[k], fp.count[k], want->fp[k], want->count[k]);
          CHECK(!"animation matches libflam3");
        }
      }
      genome_free(&g);
    }
    genome_list_free(&list);
  }
}

/* ---- one interpolator for many times ------------------------------------------------------ */

struct values {
  double v[40000];
  int n;
};

static void collect_fn(void *ctx, const char *key, double value) {
  (void)key;
  struct values *vals = ctx;
  if (vals->n < COUNT(vals->v)) vals->v[vals->n] = value;
  vals->n++;
}

/* genome_interpolate_next gives genome_interpolate's bits at every time, with the times in
 * order, backwards and jumping between segments (each jump makes the interpolator align a
 * segment again): every synthetic case (linear, log, Catmull-Rom, padding, palettes in HSV,
 * circular, RGB, sweep) and every bundled animation. */
static void test_interpolator_equals_fresh(void) {
  static struct values a, b;
  int compared = 0, differ = 0;
  for (int c = 0; c < COUNT(xml_cases) + 6; c++) {
    genome_list list;
    fb_error err;
    if (c < COUNT(xml_cases)) {
      if (load_case(xml_cases[c].name, &list)) continue;
    } else {
      static const char *const anims[] = {"anim00", "anim01", "anim02", "anim03", "blur02", "smooth01"};
      char path[256];
      snprintf(path, sizeof path, "tests/data/animations/%s.flam3", anims[c - COUNT(xml_cases)]);
      if (genome_parse_file(path, NULL, &list, &err)) {
        CHECK(!"animation parses");
        continue;
      }
    }
    const double t0 = list.flames[0].time, t1 = list.flames[list.count - 1].time;
    const double span = t1 > t0 ? t1 - t0 : 1.0;
    genome_interpolator ip = {0};
    unsigned seed = 7u + (unsigned)c;
    for (int k = 0; k < 90; k++) {
      double time;
      if (k < 40) time = t0 - 0.1 * span + 1.2 * span * k / 39.0;        /* forwards, past both ends */
      else if (k < 60) time = t1 - span * (k - 40) / 19.0;                /* backwards */
      else {                                                              /* anywhere */
        seed = seed * 1103515245u + 12345u;
        time = t0 + span * (double)(seed >> 8 & 0xffff) / 65535.0;
      }
      genome g, h;
      const int rc1 = genome_interpolate_next(&ip, list.flames, list.count, time, &g, &err);
      const int rc2 = genome_interpolate(list.flames, list.count, time, &h, &err);
      CHECK(rc1 == 0 && rc2 == 0);
      if (rc1 || rc2) {
        if (!rc1) genome_free(&g);
        if (!rc2) genome_free(&h);
        continue;
      }
      a.n = b.n = 0;
      each_field(&g, collect_fn, &a);
      each_field(&h, collect_fn, &b);
      CHECK(a.n == b.n && a.n <= COUNT(a.v));
      for (int i = 0; i < a.n && i < COUNT(a.v) && a.n == b.n; i++) differ += !same_bits(a.v[i], b.v[i]);
      compared++;
      genome_free(&g);
      genome_free(&h);
    }
    genome_interpolator_free(&ip);
    genome_interpolator_free(&ip); /* twice: nothing held */
    genome_list_free(&list);
  }
  CHECK(differ == 0);
  CHECK(compared == 90 * (COUNT(xml_cases) + 6));
  printf("  interpolator: %d times compared, %d values differ\n", compared, differ);
}

/* ---- the temporal filter ------------------------------------------------------------------ */

static void check_filter(int n, int type, double e, double width, double mean, const double *deltas,
                         const double *weights) {
  double d[16], w[16];
  CHECK(n <= 16);
  if (n > 16) return;
  double got = genome_temporal_filter(n, type, e, width, d, w);
  CHECK(same_bits(got, mean));
  for (int i = 0; i < n; i++) {
    if (!same_bits(d[i], deltas[i]) || !same_bits(w[i], weights[i])) {
      fprintf(stderr, "filter n=%d type=%d exp=%g: [%d] delta %a weight %a, libflam3 %a %a\n", n, type, e, i,
              d[i], w[i], deltas[i], weights[i]);
      CHECK(!"temporal filter matches libflam3");
    }
  }
}

/* anim_frame_build_finish (a re-finish's frame: no xforms) gives every sub-frame the flame-level
 * fields anim_frame_build gives it, bit for bit — but the palette's interpolation mode, which it
 * sets to a sweep so as not to blend palettes that FINISH never reads — and so the same
 * geometry, density constants and tone-map parameters: the bundled animations, and two
 * Electric Sheep keyframes (flock 244) 60 apart with motion blur. */
static void test_finish_frames_equal_full_frames(void) {
  int frames = 0, fields = 0, differ = 0;
  for (int c = 0; c < 7; c++) {
    genome_list list;
    fb_error err;
    static const char *const anims[] = {"anim00", "anim01", "anim02", "anim03", "blur02", "smooth01"};
    char path[256];
    if (c < 6) {
      snprintf(path, sizeof path, "tests/data/animations/%s.flam3", anims[c]);
      if (genome_parse_file(path, NULL, &list, &err)) {
        CHECK(!"animation parses");
        continue;
      }
    } else {
      genome_list a, b;
      if (genome_parse_file("tests/data/realworld/rw_02_sheep80692.flam3", NULL, &a, &err) ||
          genome_parse_file("tests/data/realworld/rw_04_sheep80895.flam3", NULL, &b, &err)) {
        CHECK(!"sheep parse");
        continue;
      }
      list = a;
      list.flames = realloc(list.flames, 2 * sizeof *list.flames);
      CHECK(list.flames != NULL);
      if (!list.flames) continue;
      list.flames[1] = b.flames[0];
      list.count = 2;
      b.count = 0;
      free(b.flames);
      for (int k = 0; k < 2; k++) {
        list.flames[k].time = 60.0 * k;
        list.flames[k].temporal_samples = 40;
      }
    }
    const double t0 = list.flames[0].time, t1 = list.flames[list.count - 1].time;
    for (int k = 0; k < 5; k++) {
      const double time = t0 + (t1 - t0) * k / 4.0 + (k == 2 ? 0.37 : 0.0);
      anim_frame full, bare;
      CHECK(anim_frame_build(list.flames, list.count, time, &full, &err) == 0);
      CHECK(anim_frame_build_finish(list.flames, list.count, time, &bare, &err) == 0);
      CHECK(full.nsub == bare.nsub && full.mean_weight == bare.mean_weight);
      for (int i = 0; i < full.nsub && full.nsub == bare.nsub; i++) {
        const genome *x = &full.cps[i], *y = &bare.cps[i];
        CHECK(full.sub[i].weight == bare.sub[i].weight && y->num_xforms == 0);
#define CMP_FIELD(member, kind, def, changed, interp, key, xml, names)                    \
  if (strcmp(#member, "palette_interpolation")) {                                         \
    differ += !same_bits((double)x->member, (double)y->member);                          \
    fields++;                                                                             \
  }
        GENOME_FLAME_FIELDS(CMP_FIELD)
#undef CMP_FIELD
      }
      render_geometry ga, gb;
      CHECK(render_geometry_of(&full.frame, &ga, &err) == 0 && render_geometry_of(&bare.frame, &gb, &err) == 0);
      CHECK(!memcmp(&ga, &gb, sizeof ga));
      density_constants ka, kb;
      memset(&ka, 0, sizeof ka);
      memset(&kb, 0, sizeof kb);
      density_constants_of(&full.frame, &ga, &ka);
      density_constants_of(&bare.frame, &gb, &kb);
      CHECK(!memcmp(&ka, &kb, sizeof ka));
      tonemap_params ta, tb;
      memset(&ta, 0, sizeof ta);
      memset(&tb, 0, sizeof tb);
      tonemap_params_of(&full.frame, 0, &ta);
      tonemap_params_of(&bare.frame, 0, &tb);
      CHECK(!memcmp(&ta, &tb, sizeof ta));
      anim_frame_free(&full);
      anim_frame_free(&bare);
      frames++;
    }
    genome_list_free(&list);
  }
  printf("finish-only frames: %d frames, %d fields compared, %d differ\n", frames, fields, differ);
  CHECK(frames == 35 && differ == 0 && fields > 35 * 40);
}

static void test_temporal_by_hand(void) {
  double d[5], w[5];
  /* box: deltas span the shutter, weights 1, mean 1 */
  CHECK(genome_temporal_filter(5, TEMPORAL_BOX, 0, 2.0, d, w) == 1.0);
  CHECK(d[0] == -1.0 && d[2] == 0.0 && d[4] == 1.0 && w[0] == 1.0 && w[4] == 1.0);
  /* exp 1: weights (i+1)/n, brightest at the end; exp -1: brightest at the start */
  CHECK_NEAR(genome_temporal_filter(5, TEMPORAL_EXP, 1.0, 1.0, d, w), 0.6, 1e-15);
  CHECK_NEAR(w[0], 0.2, 1e-15);
  CHECK(w[4] == 1.0);
  genome_temporal_filter(5, TEMPORAL_EXP, -1.0, 1.0, d, w);
  CHECK(w[0] == 1.0);
  CHECK_NEAR(w[4], 0.2, 1e-15);
  /* gaussian: symmetric about n/2, peak 1 there, exp(-2 * 1.5^2) relative at the start */
  genome_temporal_filter(4, TEMPORAL_GAUSSIAN, 0, 1.0, d, w);
  CHECK(w[2] == 1.0);
  CHECK_NEAR(w[0], exp(-4.5), 1e-15);
  CHECK_NEAR(w[1], w[3], 1e-16);
  /* one sample: at the frame time, weight 1, whatever the filter */
  CHECK(genome_temporal_filter(1, TEMPORAL_EXP, 3.0, 1.0, d, w) == 1.0 && d[0] == 0.0 && w[0] == 1.0);
  CHECK(genome_temporal_filter(0, TEMPORAL_BOX, 0, 1.0, d, w) == 0.0);
}

static void test_temporal_against_libflam3(void) {
  static const double box_d[] = {-0x1p-1, -0x1.5555555555556p-3, 0x1.5555555555554p-3, 0x1p-1};
  static const double box_w[] = {1, 1, 1, 1};
  check_filter(4, TEMPORAL_BOX, 0, 1, 1.0, box_d, box_w);
  static const double g7_d[] = {-0x1p-1, -0x1.5555555555556p-2, -0x1.5555555555556p-3, 0x0p+0,
                                0x1.5555555555554p-3, 0x1.5555555555554p-2, 0x1p-1};
  static const double g7_w[] = {0x1.8f087b218ad8cp-7, 0x1.c40045bce35p-4, 0x1.eb29f6e04f183p-2, 0x1p+0,
                                0x1p+0, 0x1.eb29f6e04f183p-2, 0x1.c40045bce35p-4};
  check_filter(7, TEMPORAL_GAUSSIAN, 0, 1, 0x1.d2f89e5a4d2b5p-2, g7_d, g7_w);
  static const double g8_d[] = {-0x1p-2, -0x1.6db6db6db6db7p-3, -0x1.b6db6db6db6dcp-4, -0x1.2492492492494p-5,
                                0x1.249249249249p-5, 0x1.b6db6db6db6d8p-4, 0x1.6db6db6db6db6p-3, 0x1p-2};
  static const double g8_w[] = {0x1.6c0504695c417p-7, 0x1.45e031007d65ep-4, 0x1.4c71b2477ab2p-2,
                                0x1.827a561889716p-1, 0x1p+0, 0x1.827a561889716p-1, 0x1.4c71b2477ab2p-2,
                                0x1.45e031007d65ep-4};
  check_filter(8, TEMPORAL_GAUSSIAN, 0, 0.5, 0x1.aa239fb29497dp-2, g8_d, g8_w);
  static const double e9_d[] = {-0x1p-1, -0x1.8p-2, -0x1p-2, -0x1p-3, 0x0p+0, 0x1p-3, 0x1p-2, 0x1.8p-2, 0x1p-1};
  static const double ep_w[] = {0x1.2f684bda12f68p-5, 0x1.ad1536fff1777p-4, 0x1.8a2345cc04425p-3,
                                0x1.2f684bda12f68p-2, 0x1.a806558496a74p-2, 0x1.16b28f55d72d4p-1,
                                0x1.5f32f0eedbfc2p-1, 0x1.ad1536fff1777p-1, 0x1p+0};
  check_filter(9, TEMPORAL_EXP, 1.5, 1, 0x1.d3f63a0105bfbp-2, e9_d, ep_w);
  static const double en_d[] = {-0x1p+0, -0x1.8p-1, -0x1p-1, -0x1p-2, 0x0p+0, 0x1p-2, 0x1p-1, 0x1.8p-1, 0x1p+0};
  static const double en_w[] = {0x1p+0, 0x1.7d6830e3814dbp-1, 0x1.11279ef2ab196p-1, 0x1.7398bf1d1ee6fp-2,
                                0x1.d7237b76e0482p-3, 0x1.0db20a88f4695p-3, 0x1.06c22e8802d6ep-4,
                                0x1.7d6830e3814dbp-6, 0x1.0db20a88f4695p-8};
  check_filter(9, TEMPORAL_EXP, -2.5, 2, 0x1.6018ff2ea3683p-2, en_d, en_w);
  static const double one_d[] = {0}, one_w[] = {1};
  check_filter(1, TEMPORAL_GAUSSIAN, 3, 1, 1.0, one_d, one_w);

  /* 1000 samples (flam3-animate's default), spot checks */
  double *d = malloc(1000 * sizeof *d), *w = malloc(1000 * sizeof *w);
  CHECK(d && w);
  if (!d || !w) goto done;
  genome cp;
  genome_init(&cp);
  cp.temporal_filter_type = TEMPORAL_GAUSSIAN;
  CHECK(same_bits(genome_temporal_samples(&cp, 1000, d, w), 0x1.aaa494815e49ap-2));
  CHECK(same_bits(d[1], -0x1.fef997f5bfefap-2) && same_bits(w[1], 0x1.729fe63873df5p-7));
  CHECK(same_bits(d[499], -0x1.06680a40106p-11) && same_bits(w[499], 0x1.fffda40691a3bp-1));
  CHECK(same_bits(d[777], 0x1.1c71c71c71c72p-2) && same_bits(w[777], 0x1.0153daa15a2bfp-2));
  CHECK(same_bits(w[500], 1.0) && same_bits(w[999], 0x1.729fe63873df5p-7));
done:
  free(d);
  free(w);
}

/* Keyframes whose xform has 20 variations each, none shared: at their ends each keyframe's own
 * 20, between them 40, more than an xform applies — refused with the time and the xform, never
 * cut short. Parameters blend only where the segment uses their variation. */
/* A variation's forms blend form with form (Fractorium's pre_log and post_log are two of its
 * variations): a keyframe's pre_log fades out where the next has only post_log, whose own
 * weight blends with the first keyframe's post_log; the parameters, one set, blend once. */
static void test_forms_blend_form_with_form(void) {
  static const char xml[] =
      "<flames>"
      "<flame time=\"0\"><xform weight=\"1\" color=\"0\" linear=\"1\" pre_bwraps=\"0.8\" post_bwraps=\"0.4\""
      " bwraps_cellsize=\"0.5\" coefs=\"1 0 0 1 0 0\"/></flame>"
      "<flame time=\"1\"><xform weight=\"1\" color=\"0\" linear=\"1\" post_bwraps=\"1\" bwraps_cellsize=\"1.5\""
      " coefs=\"1 0 0 1 0 0\"/></flame>"
      "</flames>";
  genome_list list;
  fb_error err;
  CHECK(genome_parse_memory(xml, strlen(xml), "forms", NULL, &list, &err) == 0 && list.count == 2);
  if (list.count != 2) return;
  genome g;
  CHECK(genome_interpolate(list.flames, 2, 0.25, &g, &err) == 0);
  const genome_xform *x = &g.xforms[0];
  CHECK(x->nvars == 3 && genome_xform_var_forms(x, FM_VAR_bwraps) == 2);
  CHECK_NEAR(genome_xform_form(x, FM_VAR_bwraps, FM_KIND_PRE_SET), 0.6, 1e-15);
  CHECK_NEAR(genome_xform_form(x, FM_VAR_bwraps, FM_KIND_POST_SET), 0.55, 1e-15);
  CHECK_NEAR(genome_xform_param(x, FM_P_bwraps_cellsize), 0.75, 1e-15);
  genome_free(&g);
  CHECK(genome_interpolate(list.flames, 2, 1.0, &g, &err) == 0);
  CHECK(g.xforms[0].nvars == 2 && genome_xform_var_kind(&g.xforms[0], FM_VAR_bwraps) == FM_KIND_POST_SET);
  genome_free(&g);
  genome_list_free(&list);
}

static void test_blend_past_the_variations_an_xform_holds(void) {
  char xml[8192] = "<flames>";
  for (int k = 0; k < 2; k++) {
    snprintf(xml + strlen(xml), sizeof xml - strlen(xml), "<flame time=\"%d\"><xform weight=\"1\" color=\"0\"", k);
    for (int v = 0; v < 20; v++)
      snprintf(xml + strlen(xml), sizeof xml - strlen(xml), " %s=\"0.05\"", genome_variation_name(k * 20 + v + 1));
    strncat(xml, " coefs=\"1 0 0 1 0 0\"/></flame>", sizeof xml - strlen(xml) - 1);
  }
  strncat(xml, "</flames>", sizeof xml - strlen(xml) - 1);
  genome_list list;
  fb_error err;
  CHECK(genome_parse_memory(xml, strlen(xml), "many", NULL, &list, &err) == 0 && list.count == 2);
  if (list.count != 2) return;
  genome g;
  CHECK(genome_interpolate(list.flames, 2, 0.0, &g, &err) == 0 && g.xforms[0].nvars == 20);
  genome_free(&g);
  CHECK(genome_interpolate(list.flames, 2, 1.0, &g, &err) == 0 && g.xforms[0].nvars == 20);
  genome_free(&g);
  CHECK(genome_interpolate(list.flames, 2, 0.5, &g, &err) < 0);
  CHECK(strstr(err.msg, "at time 0.5, xform 1 blends more than the 32 variations") != NULL);
  genome_list_free(&list);
}

int main(void) {
  RUN(test_linear_affine);
  RUN(test_blend_past_the_variations_an_xform_holds);
  RUN(test_forms_blend_form_with_form);
  RUN(test_log_affine);
  RUN(test_post);
  RUN(test_palette_rgb_and_sweep);
  RUN(test_palette_hsv);
  RUN(test_padding);
  RUN(test_parameter_borrowing);
  RUN(test_extrapolation_and_clamps);
  RUN(test_catmull_rom);
  RUN(test_steady_fields);
  RUN(test_integer_rounding);
  RUN(test_first_keyframe_attributes);
  RUN(test_one_keyframe);
  RUN(test_errors);
  RUN(test_several_finals_by_position);
  RUN(test_against_libflam3);
  RUN(test_animations_against_libflam3);
  RUN(test_interpolator_equals_fresh);
  RUN(test_finish_frames_equal_full_frames);
  RUN(test_temporal_by_hand);
  RUN(test_temporal_against_libflam3);
  return check_summary("interpolate");
}
