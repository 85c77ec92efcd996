/*
 * test_genome.c — genome model, XML parser and canonical printer. Run from the repo root:
 * the corpus under tests/data/ is read by relative path.
 *
 * Expected values marked "flam3" were checked against flam3-genome 3.1.1 (clone_all=FILE
 * prints what flam3 parsed) or, for the library palette, by hand with flam3's HSV formulas.
 */
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif
#include "../../genome/genome.h"

#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "xform_arrays.h"

#define MINI_PALETTES "tests/data/palettes-mini.xml"
#define SYSTEM_PALETTES "/usr/share/flam3/flam3-palettes.xml"

/* ---- helpers ------------------------------------------------------------------------ */

typedef struct warnings {
  int count;
  char last[1024];
  char all[8192];
} warnings;

static void collect_warning(void *ctx, const char *msg) {
  warnings *w = ctx;
  w->count++;
  snprintf(w->last, sizeof w->last, "%s", msg);
  size_t n = strlen(w->all);
  snprintf(w->all + n, sizeof w->all - n, "%s\n", msg);
}

static warnings last_warnings;

static int parse_with(const char *xml, const char *palettes, genome_list *out, fb_error *err) {
  memset(&last_warnings, 0, sizeof last_warnings);
  genome_parse_options opt = {palettes, {collect_warning, &last_warnings}};
  return genome_parse_memory(xml, strlen(xml), "t.flam3", &opt, out, err);
}

static int parse(const char *xml, genome_list *out, fb_error *err) {
  return parse_with(xml, MINI_PALETTES, out, err);
}

/* Parses xml that must hold exactly one flame; returns it (caller frees the list). */
static genome *parse_one(const char *xml, genome_list *l) {
  fb_error e = {""};
  if (parse(xml, l, &e) < 0) {
    fprintf(stderr, "unexpected parse error: %s\n", e.msg);
    return NULL;
  }
  if (l->count != 1) {
    fprintf(stderr, "expected one flame, got %d\n", l->count);
    genome_list_free(l);
    return NULL;
  }
  return &l->flames[0];
}

/* The parse must fail and the message must contain every given fragment. */
static int fails_with(const char *xml, const char *palettes, const char *frag1, const char *frag2) {
  genome_list l;
  fb_error e = {""};
  if (parse_with(xml, palettes, &l, &e) == 0) {
    fprintf(stderr, "expected an error containing \"%s\", parse succeeded\n", frag1);
    genome_list_free(&l);
    return 0;
  }
  int ok = l.count == 0 && l.flames == NULL && strstr(e.msg, frag1) && (!frag2 || strstr(e.msg, frag2));
  if (!ok) fprintf(stderr, "error \"%s\" lacks \"%s\" / \"%s\"\n", e.msg, frag1, frag2 ? frag2 : "");
  return ok;
}

#define XF1 "<xform weight=\"1\" linear=\"1\" coefs=\"1 0 0 1 0 0\"/>"

/* ---- flame attributes and defaults ----------------------------------------------------- */

static void test_every_flame_attribute(void) {
  genome_list l;
  genome *g = parse_one(
      "<flame time=\"2.5\" name=\"my flame\" size=\"320 240\" center=\"0.25 -0.5\" scale=\"123.5\" zoom=\"1.5\""
      " rotate=\"30\" supersample=\"3\" filter=\"0.75\" filter_shape=\"lanczos2\" quality=\"12.5\" passes=\"4\""
      " temporal_samples=\"16\" temporal_filter_type=\"gaussian\" temporal_filter_width=\"0.5\""
      " temporal_filter_exp=\"2\" background=\"0.1 0.2 0.3\" brightness=\"2.5\" gamma=\"3.5\""
      " gamma_threshold=\"0.05\" vibrancy=\"0.25\" highlight_power=\"1.5\" estimator_radius=\"7\""
      " estimator_minimum=\"1\" estimator_curve=\"0.6\" palette_mode=\"linear\" interpolation_type=\"older\""
      " palette_interpolation=\"sweep\" hsv_rgb_palette_blend=\"0.3\" palette=\"2\" hue=\"1.25\""
      " version=\"X\" angle=\"1\" cam_yaw=\"2\" contrast=\"3\">" XF1 "</flame>",
      &l);
  CHECK(g != NULL);
  if (!g) return;
  CHECK_STR(g->name, "my_flame");
  CHECK(g->time == 2.5);
  CHECK(g->width == 320 && g->height == 240);
  CHECK(g->center[0] == 0.25 && g->center[1] == -0.5);
  CHECK(g->scale == 123.5 && g->zoom == 1.5 && g->rotate == 30);
  CHECK(g->supersample == 3 && g->filter == 0.75 && g->filter_shape == FILTER_LANCZOS2);
  CHECK(g->quality == 12.5 && g->passes == 4 && g->temporal_samples == 16);
  CHECK(g->temporal_filter_type == TEMPORAL_GAUSSIAN);
  CHECK(g->temporal_filter_width == 0.5 && g->temporal_filter_exp == 2);
  CHECK(g->background[0] == 0.1 && g->background[1] == 0.2 && g->background[2] == 0.3);
  CHECK(g->brightness == 2.5 && g->gamma == 3.5 && g->gamma_threshold == 0.05);
  CHECK(g->vibrancy == 0.25 && g->highlight_power == 1.5);
  CHECK(g->estimator_radius == 7 && g->estimator_minimum == 1 && g->estimator_curve == 0.6);
  CHECK(g->palette_mode == PALETTE_MODE_LINEAR);
  CHECK(g->interpolation_type == ITYPE_OLDER);
  CHECK(g->palette_interpolation == PINTERP_SWEEP);
  CHECK(g->hsv_rgb_palette_blend == 0.3);
  CHECK(g->palette_index == 2);
  CHECK(g->hue == 0.25); /* flam3 keeps fmod(hue, 1) */
  CHECK(g->source_line == 1);
  /* flam3 ignores unknown flame attributes; so do we, saying so, but not for editors' quiet
   * extras (version, angle). A camera in use (cam_yaw="2") is Apophysis 7X's 3D camera;
   * JWildfire's contrast is drawn. */
  CHECK(last_warnings.count == 0);
  CHECK(g->contrast == 3);
  CHECK(!strstr(l.unsupported, "camera"));
  CHECK(g->cam_yaw == 2 && g->cam_model == CAM_MODEL_APOPHYSIS);
  genome_list_free(&l);
}

/* A misspelt attribute, element or variation: warned about once per name, with the name meant. */
static void test_did_you_mean(void) {
  genome_list l;
  genome *g = parse_one("<flame name=\"x\" gama=\"3\" brightnes=\"2\">\n<xform weight=\"1\" spherial=\"1\"/>\n"
                        "<xfrom weight=\"1\" linear=\"1\"/>\n<xform weight=\"1\" spherial=\"0.5\" julia=\"1\"/>\n"
                        "<edit date=\"today\"/>\n<frobnicate/></flame>",
                        &l);
  CHECK(g != NULL);
  if (!g) return;
  CHECK(last_warnings.count == 6); /* and the summary: the unknown variation is not drawn */
  CHECK(strstr(last_warnings.last, "not everything in it is drawn: variations spherial") != NULL);
  CHECK(strstr(last_warnings.all, "t.flam3:1: unknown attribute gama on <flame>, ignored (did you mean gamma?)") != NULL);
  CHECK(strstr(last_warnings.all, "unknown attribute brightnes on <flame>, ignored (did you mean brightness?)") != NULL);
  CHECK(strstr(last_warnings.all, "t.flam3:2: unrecognized variation spherial, ignored (as flam3 does) (did you mean spherical?)") != NULL);
  CHECK(strstr(last_warnings.all, "t.flam3:3: unknown element <xfrom> in <flame>, ignored (did you mean xform?)") != NULL);
  CHECK(strstr(last_warnings.all, "t.flam3:6: unknown element <frobnicate> in <flame>, ignored") != NULL);
  CHECK(strstr(last_warnings.all, "frobnicate> in <flame>, ignored (did") == NULL); /* nothing close */
  CHECK(strstr(last_warnings.all, "edit") == NULL); /* flam3's edit history is not a mistake */
  genome_list_free(&l);
}

static void test_attribute_aliases_and_enums(void) {
  genome_list l;
  genome *g = parse_one("<flame oversample=\"2\" interpolation_space=\"linear\" filter_shape=\"nonsense\">" XF1
                        "</flame>",
                        &l);
  CHECK(g != NULL);
  if (!g) return;
  CHECK(g->supersample == 2);
  CHECK(g->interpolation_type == ITYPE_LINEAR);
  CHECK(g->filter_shape == FILTER_GAUSSIAN);
  CHECK(last_warnings.count == 1 && strstr(last_warnings.last, "t.flam3:1:") &&
        strstr(last_warnings.last, "nonsense"));
  genome_list_free(&l);
}

static void test_name_rules(void) {
  genome_list l;
  /* White space becomes '_' except the last character (flam3's loop stops one short). */
  genome *g = parse_one("<flame name=\"a b&#9;c \">" XF1 "</flame>", &l);
  CHECK(g && strcmp(g->name, "a_b_c ") == 0);
  genome_list_free(&l);
  /* Truncated to 64 bytes, never in the middle of a UTF-8 character. */
  char xml[512];
  snprintf(xml, sizeof xml, "<flame name=\"%s\xc3\xa9xyz\">" XF1 "</flame>",
           "abcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabc");
  g = parse_one(xml, &l);
  CHECK(g && strlen(g->name) == 63);
  genome_list_free(&l);
}

static void test_defaults(void) {
  genome_list l;
  genome *g = parse_one("<flame name=\"d\"><xform weight=\"1\"/></flame>", &l);
  CHECK(g != NULL);
  if (!g) return;
  genome d;
  genome_init(&d);
  CHECK(g->time == 0 && g->width == 100 && g->height == 100 && g->center[0] == 0 && g->center[1] == 0);
  CHECK(g->scale == 50 && g->zoom == 0 && g->rotate == 0 && g->supersample == 1 && g->filter == 0.5);
  CHECK(g->filter_shape == FILTER_GAUSSIAN && g->quality == 1 && g->passes == 1 && g->temporal_samples == 1000);
  CHECK(g->temporal_filter_type == TEMPORAL_BOX && g->temporal_filter_width == 1 && g->temporal_filter_exp == 0);
  CHECK(g->brightness == 4 && g->gamma == 4 && g->gamma_threshold == 0.01 && g->vibrancy == 1);
  CHECK(g->highlight_power == -1 && g->estimator_radius == 9 && g->estimator_minimum == 0);
  CHECK(g->estimator_curve == 0.4 && g->palette_index == -1 && g->hue == 0);
  CHECK(g->palette_mode == PALETTE_MODE_STEP && g->interpolation == INTERP_LINEAR);
  CHECK(g->interpolation_type == ITYPE_LOG && g->palette_interpolation == PINTERP_HSV_CIRCULAR);
  CHECK(g->hsv_rgb_palette_blend == 0);
  CHECK(memcmp(g->palette, d.palette, sizeof d.palette) == 0); /* no colours: black, alpha 0 */
  CHECK(g->num_xforms == 1 && !g->num_finals && g->chaos && g->chaos[0] == 1.0);
  genome_xform *x = &g->xforms[0];
  CHECK(x->weight == 1 && x->color == 0 && x->color_speed == 0.5 && x->animate == 1 && x->opacity == 1);
  CHECK(x->coefs[0][0] == 1 && x->coefs[0][1] == 0 && x->coefs[1][0] == 0 && x->coefs[1][1] == 1);
  CHECK(x->coefs[2][0] == 0 && x->coefs[2][1] == 0);
  CHECK(x->post[0][0] == 1 && x->post[1][1] == 1 && x->post[1][0] == 0 && x->post[2][1] == 0);
  for (int v = 0; v < FM_NVARS; v++) CHECK(genome_xform_var(x, v) == 0); /* linear defaults to 0 in XML */
  for (int p = 0; p < FM_NPARAMS; p++) CHECK(genome_xform_param(x, p) == genome_param_default(p));
  CHECK(genome_xform_param(x, FM_P_oscilloscope_frequency) == 3.14159265358979323846);
  genome_list_free(&l);
}

static void test_default_xform_colors_alternate(void) {
  genome_list l;
  /* Colour defaults to the array index & 1 at creation; a final xform listed first takes
   * index 0, so the standard xforms start at colour 1 (flam3). */
  genome *g = parse_one("<flame name=\"c\"><finalxform linear=\"1\"/>" XF1 XF1 XF1 "</flame>", &l);
  CHECK(g && g->num_xforms == 3 && g->num_finals == 1);
  if (g) {
    CHECK(g->xforms[0].color == 1 && g->xforms[1].color == 0 && g->xforms[2].color == 1);
    CHECK(GENOME_FINAL(g, 0)->color == 0 && genome_xform_var(GENOME_FINAL(g, 0), FM_VAR_linear) == 1);
  }
  genome_list_free(&l);
}

/* ---- palettes --------------------------------------------------------------------- */

static void test_palette_gaps_interpolate_with_wrap(void) {
  genome_list l;
  genome *g = parse_one("<flame name=\"p\">" XF1
                        "<color index=\"10\" rgb=\"255 0 0\"/><color index=\"20\" rgb=\"0 0 255\"/>"
                        "<color index=\"200\" rgb=\"0 255 0\"/></flame>",
                        &l);
  CHECK(g != NULL);
  if (!g) return;
  CHECK(g->palette[10][0] == 1.0 && g->palette[10][3] == 1.0);
  CHECK_NEAR(g->palette[15][0], 0.5, 1e-15); /* halfway between 10 and 20 */
  CHECK_NEAR(g->palette[15][2], 0.5, 1e-15);
  CHECK_NEAR(g->palette[110][1], 0.5, 0); /* (110-20)/(200-20) */
  /* The wrap: entries 201..255 and 0..9 lerp from 200 (green) to 10+256 (red). */
  double t = (255 - 200) / 66.0;
  CHECK_NEAR(g->palette[255][1], 1.0 - t, 1e-15);
  CHECK_NEAR(g->palette[255][0], t, 1e-15);
  t = (0 - (200 - 256)) / 66.0;
  CHECK_NEAR(g->palette[0][0], t, 1e-15);
  for (int i = 0; i < 256; i++) CHECK(g->palette[i][3] == 1.0);
  genome_list_free(&l);
}

static void test_palette_rgba_premultiplied(void) {
  genome_list l;
  /* rgba and a= premultiply; alpha is reset at every attribute, so a= before rgb is lost. */
  genome *g = parse_one("<flame name=\"p\">" XF1 "<color index=\"0\" rgba=\"200 100 50 128\"/>"
                        "<color index=\"1\" rgb=\"255 255 255\" a=\"51\"/>"
                        "<color index=\"2\" a=\"51\" rgb=\"255 255 255\"/></flame>",
                        &l);
  CHECK(g != NULL);
  if (!g) return;
  double a = 128 / 255.0;
  CHECK(g->palette[0][3] == a && g->palette[0][0] == a * 200 / 255.0 && g->palette[0][2] == a * 50 / 255.0);
  CHECK(g->palette[1][3] == 0.2 && g->palette[1][1] == 0.2);
  CHECK(g->palette[2][3] == 1.0 && g->palette[2][1] == 1.0);
  genome_list_free(&l);
}

static void test_palette_hex_forms(void) {
  genome_list l;
  genome *g = parse_one("<flame name=\"h\">" XF1 "<palette count=\"3\" format=\"RGB\">\n FF0000 00ff00\n"
                        "0000FF \n</palette></flame>",
                        &l);
  CHECK(g && g->palette[0][0] == 1 && g->palette[1][1] == 1 && g->palette[2][2] == 1 && g->palette[2][3] == 1);
  genome_list_free(&l);
  /* RGBA hex is NOT premultiplied (flam3 quirk). */
  g = parse_one("<flame name=\"h\">" XF1 "<palette count=\"2\" format=\"RGBA\">FF000080 00FF0000</palette></flame>",
                &l);
  CHECK(g && g->palette[0][0] == 1.0 && g->palette[0][3] == 128 / 255.0);
  CHECK(g && g->palette[1][1] == 1.0 && g->palette[1][3] == 0.0);
  genome_list_free(&l);
  g = parse_one("<flame name=\"h\">" XF1 "<colors count=\"2\" data=\"00FF8000 000000FF\"/></flame>", &l);
  CHECK(g && g->palette[0][0] == 1.0 && g->palette[0][1] == 128 / 255.0 && g->palette[1][2] == 1.0);
  /* Two colours, the rest lerped with wrap-around. */
  CHECK(g && g->palette[129][3] == 1.0);
  genome_list_free(&l);
}

static void test_library_palette_and_hue(void) {
  genome_list l;
  genome *g = parse_one("<flame name=\"lib\" palette=\"2\">" XF1 "</flame>", &l);
  CHECK(g && g->palette[0][1] == 1.0 && g->palette[255][0] == 1.0 && g->palette[7][3] == 1.0);
  CHECK(g && g->palette[100][2] == 128 / 255.0);
  genome_list_free(&l);
  /* Red rotated by half a turn in HSV is cyan; the first palette numbered 0 wins. */
  g = parse_one("<flame name=\"lib\" palette=\"0\" hue=\"0.5\">" XF1 "</flame>", &l);
  CHECK(g && g->palette[0][0] == 0 && g->palette[0][1] == 1 && g->palette[0][2] == 1);
  genome_list_free(&l);
}

static void test_library_palette_wins_over_colors(void) {
  genome_list l;
  genome *g = parse_one("<flame name=\"lib\" palette=\"1\"><color index=\"0\" rgb=\"255 0 0\"/>" XF1
                        "<palette count=\"1\" format=\"RGB\">00FF00</palette></flame>",
                        &l);
  CHECK(g && g->palette[0][0] == 0 && g->palette[0][1] == 0 && g->palette[0][2] == 1);
  genome_list_free(&l);
}

static void test_system_library_palette(void) {
  FILE *f = fopen(SYSTEM_PALETTES, "r");
  if (!f) {
    SKIP(SYSTEM_PALETTES " missing");
    return;
  }
  fclose(f);
  /* Palette 307, hue 0.386, as in tests/data/variations/v00_linear.flam3. flam3-genome
   * prints entry 0 as rgb="54 4 16.2" and 128 as "63.332 6 83"; the full doubles below
   * are what Debian's libflam3 flam3_get_palette(307, p, 0.386) returns (its -ffast-math
   * rgb2hsv rounds differently from the C source in the last bits). */
  double pal[256][4];
  fb_error e;
  CHECK(genome_library_palette(SYSTEM_PALETTES, 307, 0.386, pal, &e) == 0);
  CHECK(pal[0][0] == 0.21176470588235294 && pal[0][1] == 0.01568627450980392);
  CHECK(pal[0][2] == 0.06352941176470585 && pal[0][3] == 1.0);
  CHECK(pal[128][0] == 0.24836078431372524 && pal[128][1] == 0.023529411764705851);
  CHECK(pal[128][2] == 0.32549019607843138);
  CHECK(genome_library_palette(SYSTEM_PALETTES, 701, 0, pal, &e) < 0 && strstr(e.msg, "701"));
}

static void test_old_two_palette_form(void) {
  genome_list l;
  /* Red (h 0) and blue (h 4) blended halfway the short way round: h 5, magenta (flam3). */
  genome *g = parse_one("<flame name=\"old\">" XF1 "<palette index0=\"0\" index1=\"1\" blend=\"0.5\"/></flame>", &l);
  CHECK(g && g->palette[17][0] == 1 && g->palette[17][1] == 0 && g->palette[17][2] == 1 && g->palette[17][3] == 1);
  genome_list_free(&l);
}

/* ---- document structure ------------------------------------------------------------- */

static void test_roots_flames_and_pick(void) {
  genome_list l;
  fb_error e;
  const char *xml = "<?xml version=\"1.0\"?>\n<pick>\n <flames name=\"x\">\n  <flame name=\"one\">" XF1
                    "<flame name=\"nested-ignored\">" XF1 "</flame></flame>\n"
                    "  <other><flame name=\"two\">" XF1 "</flame></other>\n </flames>\n"
                    " <flame name=\"three\" time=\"3\">" XF1 "</flame>\n</pick>\n";
  CHECK(parse(xml, &l, &e) == 0);
  CHECK(l.count == 3);
  if (l.count == 3) {
    CHECK_STR(l.flames[0].name, "one");
    CHECK_STR(l.flames[1].name, "two");
    CHECK_STR(l.flames[2].name, "three");
    CHECK(l.flames[0].source_line == 4 && l.flames[2].source_line == 7);
  }
  genome_list_free(&l);
}

static void test_sequence_fixups(void) {
  genome_list l;
  fb_error e;
  const char *xml = "<flames><flame name=\"a\" interpolation=\"smooth\" rotate=\"10\">" XF1 "</flame>"
                    "<flame name=\"b\" interpolation=\"smooth\" rotate=\"350\">" XF1 "</flame>"
                    "<flame name=\"c\" interpolation=\"smooth\" rotate=\"-700\">" XF1 "</flame>"
                    "<flame name=\"d\" rotate=\"0\">" XF1 "</flame></flames>";
  CHECK(parse(xml, &l, &e) == 0 && l.count == 4);
  if (l.count != 4) return;
  /* Smooth is reset on the first and the second-to-last genome, with warnings. */
  CHECK(l.flames[0].interpolation == INTERP_LINEAR);
  CHECK(l.flames[1].interpolation == INTERP_SMOOTH);
  CHECK(l.flames[2].interpolation == INTERP_LINEAR);
  CHECK(last_warnings.count == 2);
  /* rotate moves by 360s to within 180 degrees of the previous genome. */
  CHECK(l.flames[1].rotate == -10);
  CHECK(l.flames[2].rotate == 20);
  CHECK(l.flames[3].rotate == 0);
  genome_list_free(&l);
}

/* ---- xforms ------------------------------------------------------------------------ */

static void test_finalxform(void) {
  genome_list l;
  genome *g = parse_one("<flame name=\"f\">" XF1 "<finalxform color=\"0.25\" color_speed=\"0\" spherical=\"0.5\""
                        " coefs=\"2 0 0 2 0 0\"/>" XF1 "</flame>",
                        &l);
  CHECK(g && g->num_xforms == 2 && g->num_finals == 1);
  if (g) {
    CHECK(GENOME_FINAL(g, 0)->color == 0.25 && GENOME_FINAL(g, 0)->color_speed == 0);
    CHECK(genome_xform_var(GENOME_FINAL(g, 0), FM_VAR_spherical) == 0.5 && genome_xform_var(GENOME_FINAL(g, 0), FM_VAR_linear) == 0);
    CHECK(GENOME_FINAL(g, 0)->coefs[0][0] == 2 && GENOME_FINAL(g, 0)->weight == 0);
    CHECK(g->xforms[1].color == 0); /* created at array index 2 with the final at 1 */
  }
  genome_list_free(&l);
}

static void test_chaos(void) {
  genome_list l;
  genome *g = parse_one("<flame name=\"x\"><xform weight=\"1\" linear=\"1\" chaos=\"0 1  0.5\"/>"
                        "<xform weight=\"1\" linear=\"1\"/><xform weight=\"1\" linear=\"1\" chaos=\"2\"/></flame>",
                        &l);
  CHECK(g && g->num_xforms == 3);
  if (!g) return;
  double expect[9] = {0, 1, 0.5, 1, 1, 1, 2, 1, 1};
  for (int i = 0; i < 9; i++) CHECK(g->chaos[i] == expect[i]);
  char *s = genome_print(g);
  CHECK(s && strstr(s, "chaos=\"0 1 0.5\"") && strstr(s, "chaos=\"2\""));
  CHECK(s && strstr(s, "chaos=\"1") == NULL); /* an all-1 row is not printed */
  free(s);
  genome_list_free(&l);
  /* Entries past the last xform are ignored with a warning (flam3 writes out of bounds). */
  g = parse_one("<flame name=\"x\"><xform weight=\"1\" chaos=\"1 1 0\"/></flame>", &l);
  CHECK(g && g->chaos[0] == 1 && last_warnings.count == 1);
  genome_list_free(&l);
}

static void test_post_opacity_plotmode(void) {
  genome_list l;
  genome *g = parse_one("<flame name=\"x\"><xform weight=\"1\" post=\"1 2 3 4 5 6\" opacity=\"0.25\"/>"
                        "<xform weight=\"1\" plotmode=\"off\"/><xform weight=\"1\" plotmode=\"off\" opacity=\"0.5\"/>"
                        "<xform weight=\"1\" plotmode=\"on\"/></flame>",
                        &l);
  CHECK(g && g->num_xforms == 4);
  if (!g) return;
  CHECK(g->xforms[0].post[0][0] == 1 && g->xforms[0].post[0][1] == 2 && g->xforms[0].post[1][0] == 3);
  CHECK(g->xforms[0].post[1][1] == 4 && g->xforms[0].post[2][0] == 5 && g->xforms[0].post[2][1] == 6);
  CHECK(g->xforms[0].opacity == 0.25 && g->xforms[1].opacity == 0);
  CHECK(g->xforms[2].opacity == 0.5 && g->xforms[3].opacity == 1);
  genome_list_free(&l);
}

static void test_apophysis_symmetry_attribute(void) {
  genome_list l;
  genome *g = parse_one("<flame name=\"x\"><xform weight=\"1\" symmetry=\"0.4\"/><xform weight=\"1\" symmetry=\"-1\"/>"
                        "<xform weight=\"1\" name=\"apo\" var_color=\"1\" linear3D=\"1\"/>"
                        "<xform weight=\"1\" name=\"again\" var_color=\"1\"/></flame>",
                        &l);
  CHECK(g != NULL);
  if (!g) return;
  CHECK_NEAR(g->xforms[0].color_speed, 0.3, 1e-16);
  CHECK(g->xforms[0].animate == 0);
  CHECK(g->xforms[1].color_speed == 1 && g->xforms[1].animate == 1);
  /* Editors' extras that change nothing (an xform's name, var_color) are quiet; linear3D is
   * the 3D family's (kernels/var_3d.h). */
  CHECK(last_warnings.count == 0);
  CHECK(genome_xform_var(&g->xforms[2], FM_VAR_linear3D) == 1 && genome_xform_var(&g->xforms[3], FM_VAR_linear3D) == 0);
  genome_list_free(&l);
}

static void test_symmetry_kind_3(void) {
  genome_list l;
  genome *g = parse_one("<flame name=\"s\">" XF1 "<symmetry kind=\"3\"/></flame>", &l);
  CHECK(g && g->num_xforms == 3);
  if (!g) return;
  /* flam3: rotations by 120 and 240 degrees, coefs rounded to 1e-6, colours 0 and 1,
   * weight 1, colour speed 0, animate 0, linear 1; sorted by determinant (stable). */
  genome_xform *a = &g->xforms[1], *b = &g->xforms[2];
  CHECK(a->weight == 1 && a->color_speed == 0 && a->animate == 0 && genome_xform_var(a, FM_VAR_linear) == 1);
  double half = 1e-6 * -500000, sin120 = 1e-6 * 866025; /* flam3's round6 arithmetic */
  CHECK(a->coefs[0][0] == half && a->coefs[0][1] == sin120 && a->coefs[1][0] == -sin120);
  CHECK(a->coefs[1][1] == half && a->color == 0 && a->coefs[2][0] == 0 && a->coefs[2][1] == 0);
  CHECK(b->coefs[0][0] == half && b->coefs[0][1] == -sin120 && b->coefs[1][0] == sin120);
  CHECK(b->color == 1);
  CHECK_NEAR(sin120, 0.866025, 1e-15);
  genome_list_free(&l);
}

static void test_symmetry_kind_minus_2(void) {
  genome_list l;
  genome *g = parse_one("<flame name=\"s\">" XF1 "<symmetry kind=\"-2\"/></flame>", &l);
  CHECK(g && g->num_xforms == 3);
  if (!g) return;
  genome_xform *m = &g->xforms[1], *r = &g->xforms[2];
  /* Mirror first (determinant -1), colour 1; then the 180-degree rotation, colour 0. */
  CHECK(m->coefs[0][0] == -1 && m->coefs[0][1] == 0 && m->coefs[1][0] == 0 && m->coefs[1][1] == 1);
  CHECK(m->color == 1 && m->weight == 1 && m->color_speed == 0);
  CHECK(r->coefs[0][0] == -1 && r->coefs[1][1] == -1 && r->coefs[0][1] == 0 && r->color == 0);
  genome_list_free(&l);
}

static void test_symmetry_kind_0_is_deterministic(void) {
  const char *xml = "<flame name=\"r\">" XF1 "<symmetry kind=\"0\"/></flame>";
  genome_list a, b;
  genome *ga = parse_one(xml, &a), *gb = parse_one(xml, &b);
  CHECK(ga && gb && ga->num_xforms == gb->num_xforms);
  if (ga && gb) {
    char *sa = genome_print(ga), *sb = genome_print(gb);
    CHECK(sa && sb && strcmp(sa, sb) == 0);
    free(sa);
    free(sb);
  }
  genome_list_free(&a);
  genome_list_free(&b);
}

static void test_soloxform(void) {
  genome_list l;
  genome *g = parse_one("<flame name=\"s\" soloxform=\"1\">" XF1 XF1 XF1 "<finalxform linear=\"1\"/></flame>", &l);
  CHECK(g && g->num_xforms == 3);
  if (g) {
    CHECK(g->xforms[0].opacity == 0 && g->xforms[1].opacity == 1 && g->xforms[2].opacity == 0);
    CHECK(GENOME_FINAL(g, 0)->opacity == 1);
  }
  genome_list_free(&l);
}

static void test_legacy_var_and_var1(void) {
  char var[1024] = "";
  for (int i = 0; i < FM_NVARS_FLAM3; i++) strcat(var, i == 2 ? "0.5 " : i == 98 ? "0.25" : "0 ");
  char xml[2048];
  snprintf(xml, sizeof xml, "<flame name=\"v\"><xform weight=\"1\" var=\"%s\"/><xform weight=\"1\" var1=\"13\"/>"
                            "<xform weight=\"1\" var1=\"13\" linear=\"0.5\"/></flame>",
           var);
  genome_list l;
  genome *g = parse_one(xml, &l);
  CHECK(g && g->num_xforms == 3);
  if (!g) return;
  CHECK(genome_xform_var(&g->xforms[0], 2) == 0.5 && genome_xform_var(&g->xforms[0], 98) == 0.25 && genome_xform_var(&g->xforms[0], 0) == 0);
  CHECK(genome_xform_var(&g->xforms[1], FM_VAR_julia) == 1 && genome_xform_var(&g->xforms[1], 0) == 0);
  CHECK(genome_xform_var(&g->xforms[2], FM_VAR_julia) == 1 && genome_xform_var(&g->xforms[2], 0) == 0.5);
  genome_list_free(&l);
}

static void test_parameter_aliases(void) {
  genome_list l;
  genome *g = parse_one("<flame name=\"a\"><xform weight=\"1\" oscilloscope=\"1\" oscope_separation=\"2\""
                        " oscope_frequency=\"3\" oscope_amplitude=\"4\" oscope_damping=\"5\" mobius=\"1\""
                        " Re_A=\"1\" Im_A=\"2\" Re_B=\"3\" Im_B=\"4\" Re_C=\"5\" Im_C=\"6\" Re_D=\"7\" Im_D=\"8\""
                        " super_shape_rnd=\"3\" amw_amp=\"2\"/></flame>",
                        &l);
  CHECK(g != NULL);
  if (!g) return;
  double p[FM_NPARAMS];
  xform_arrays(&g->xforms[0], NULL, p);
  CHECK(p[FM_P_oscilloscope_separation] == 2 && p[FM_P_oscilloscope_frequency] == 3);
  CHECK(p[FM_P_oscilloscope_amplitude] == 4 && p[FM_P_oscilloscope_damping] == 5);
  CHECK(p[FM_P_mobius_re_a] == 1 && p[FM_P_mobius_im_a] == 2 && p[FM_P_mobius_re_b] == 3);
  CHECK(p[FM_P_mobius_im_b] == 4 && p[FM_P_mobius_re_c] == 5 && p[FM_P_mobius_im_c] == 6);
  CHECK(p[FM_P_mobius_re_d] == 7 && p[FM_P_mobius_im_d] == 8);
  CHECK(p[FM_P_super_shape_rnd] == 1); /* clamped to [0,1] as flam3 does */
  CHECK(last_warnings.count == 0);
  genome_list_free(&l);
}

static void test_unknown_variation_warning(void) {
  genome_list l;
  genome *g = parse_one("<flame name=\"u\">\n<xform weight=\"1\" frobnicate=\"1\"/>\n"
                        "<xform weight=\"1\" frobnicate=\"2\"/></flame>",
                        &l);
  CHECK(g && g->num_xforms == 2);
  CHECK(last_warnings.count == 2); /* the name once, then the file's summary */
  CHECK(strstr(last_warnings.all, "t.flam3:2:") && strstr(last_warnings.all, "unrecognized variation frobnicate"));
  CHECK(strstr(last_warnings.last, "not everything in it is drawn: variations frobnicate"));
  CHECK(!strcmp(l.unsupported, "variations frobnicate"));
  genome_list_free(&l);
}

/* Fractorium's var_color: 1 (all of a direct-colour variation's colour) is what is drawn; another
 * value is said where the xform has such a variation, and is quiet where it has none. */
static void test_var_color(void) {
  genome_list l;
  genome *g = parse_one("<flame name=\"d\">\n<xform weight=\"1\" var_color=\"1\" dc_linear=\"1\"/>\n"
                        "<xform weight=\"1\" var_color=\"0.5\" linear=\"1\"/></flame>",
                        &l);
  CHECK(g && g->num_xforms == 2 && genome_xform_var(&g->xforms[0], FM_VAR_dc_linear) == 1);
  CHECK(last_warnings.count == 0 && l.unsupported[0] == 0);
  genome_list_free(&l);
  g = parse_one("<flame name=\"d\">\n<xform weight=\"1\" var_color=\"0.5\" dc_linear=\"1\"/></flame>", &l);
  CHECK(g != NULL);
  CHECK(strstr(l.unsupported, "Fractorium's var_color other than 1") != NULL);
  genome_list_free(&l);
}

/* ---- errors ------------------------------------------------------------------------- */

static void test_errors(void) {
  CHECK(fails_with("<flame name=\"x\">\n<xform weight=\"1\"\n</flame>", MINI_PALETTES, "t.flam3:3:", "malformed XML"));
  CHECK(fails_with("", MINI_PALETTES, "t.flam3: empty file", NULL));
  CHECK(fails_with("\x89PNG\r\n", MINI_PALETTES, "t.flam3:1:", "malformed XML"));
  CHECK(fails_with("<flames>\n<flame scale=\"abc\">" XF1 "</flame></flames>", MINI_PALETTES, "t.flam3:2:",
                   "scale=\"abc\""));
  CHECK(fails_with("<flame name=\"x\">\n<xform weight=\"1x\"/></flame>", MINI_PALETTES, "t.flam3:2:", "weight=\"1x\""));
  CHECK(fails_with("<flame gamma=\"nan\">" XF1 "</flame>", MINI_PALETTES, "t.flam3:1:", "gamma"));
  CHECK(fails_with("<flame name=\"x\"><xform weight=\"1\" coefs=\"1 0 0 inf 0 0\"/></flame>", MINI_PALETTES,
                   "coefs", "finite"));
  CHECK(fails_with("<flame name=\"x\"><xform weight=\"1\" coefs=\"1 0 0 1 0\"/></flame>", MINI_PALETTES, "coefs",
                   "6 numbers"));
  CHECK(fails_with("<flame name=\"x\"><xform weight=\"1\" coefs=\"1 0 0 1 0 0 7\"/></flame>", MINI_PALETTES,
                   "coefs", NULL));
  CHECK(fails_with("<flame size=\"0 10\">" XF1 "</flame>", MINI_PALETTES, "t.flam3:1:", "size"));
  CHECK(fails_with("<flame size=\"70000 10\">" XF1 "</flame>", MINI_PALETTES, "size", NULL));
  CHECK(fails_with("<flame size=\"10\">" XF1 "</flame>", MINI_PALETTES, "size", NULL));
  CHECK(fails_with("<flame supersample=\"0\">" XF1 "</flame>", MINI_PALETTES, "supersample", NULL));
  CHECK(fails_with("<flame supersample=\"65\">" XF1 "</flame>", MINI_PALETTES, "supersample", NULL));
  CHECK(fails_with("<flame quality=\"0\">" XF1 "</flame>", MINI_PALETTES, "quality", NULL));
  CHECK(fails_with("<flame quality=\"1e999\">" XF1 "</flame>", MINI_PALETTES, "quality", NULL));
  CHECK(fails_with("<flame passes=\"0\">" XF1 "</flame>", MINI_PALETTES, "passes", NULL));
  CHECK(fails_with("<flame temporal_samples=\"0\">" XF1 "</flame>", MINI_PALETTES, "temporal_samples", NULL));
  CHECK(fails_with("<flame name=\"x\">\n\n<xform weight=\"-1\"/></flame>", MINI_PALETTES, "t.flam3:3:", "negative"));
  CHECK(fails_with("<flame name=\"x\">\n</flame>", MINI_PALETTES, "t.flam3:1:", "no xforms"));
  CHECK(fails_with("<flame name=\"x\"><finalxform linear=\"1\"/></flame>", MINI_PALETTES, "no xforms", NULL));
  CHECK(fails_with("<flame name=\"x\"><xform weight=\"0\"/><xform weight=\"0\"/></flame>", MINI_PALETTES,
                   "t.flam3:1:", "xform weights sum to 0"));
  CHECK(fails_with("<flame name=\"x\">\n<finalxform weight=\"1\"/>" XF1 "</flame>", MINI_PALETTES, "t.flam3:2:",
                   "weight"));
  CHECK(fails_with("<flame name=\"x\">" XF1 "<finalxform/><finalxform/></flame>", MINI_PALETTES, "t.flam3:1:", NULL));
  CHECK(fails_with("<flames>\n<flame name=\"x\" palette=\"5\">" XF1 "</flame></flames>", "/nonexistent/pal.xml",
                   "t.flam3:2:", "/nonexistent/pal.xml"));
  CHECK(fails_with("<flame name=\"x\" palette=\"5\">" XF1 "</flame>", "/nonexistent/pal.xml", "flam3-palette",
                   "--palettes"));
  CHECK(fails_with("<flame name=\"x\" palette=\"9\">" XF1 "</flame>", MINI_PALETTES, "palette 9 not found", NULL));
  CHECK(fails_with("<flame name=\"x\" palette=\"3\">" XF1 "</flame>", MINI_PALETTES, "palette 3 not found", NULL));
  CHECK(fails_with("<flame name=\"x\" palette=\"-5\">" XF1 "</flame>", MINI_PALETTES, "palette -5", NULL));
  CHECK(fails_with("<nothing><here/></nothing>", MINI_PALETTES, "t.flam3", "no <flame>"));
  CHECK(fails_with("<flame>" XF1 "</flame>", MINI_PALETTES, "no attributes", NULL));
  CHECK(fails_with("<flame name=\"x\">" XF1 "<color index=\"256\" rgb=\"1 2 3\"/></flame>", MINI_PALETTES,
                   "index", NULL));
  CHECK(fails_with("<flame name=\"x\">" XF1 "<color index=\"1\" rgb=\"1 2 3\" hsv=\"1\"/></flame>", MINI_PALETTES,
                   "hsv", NULL));
  CHECK(fails_with("<flame name=\"x\">" XF1 "<palette count=\"2\" format=\"RGB\">FF0000</palette></flame>",
                   MINI_PALETTES, "hexadecimal", NULL));
  CHECK(fails_with("<flame name=\"x\">" XF1 "<palette count=\"1\" format=\"RGB\">FF0000 00</palette></flame>",
                   MINI_PALETTES, "extra data", NULL));
  CHECK(fails_with("<flame name=\"x\">" XF1 "<symmetry kind=\"2\" foo=\"1\"/></flame>", MINI_PALETTES, "foo", NULL));
  CHECK(fails_with("<flame name=\"x\"><xform weight=\"1\" var1=\"99\"/></flame>", MINI_PALETTES, "var1", NULL));
  CHECK(fails_with("<flame name=\"x\"><xform weight=\"1\" motion_frequency=\"2\"/></flame>", MINI_PALETTES,
                   "motion", NULL));
  CHECK(fails_with("<flame name=\"x\"><xform weight=\"1\"><motion chaos=\"1\"/></xform></flame>", MINI_PALETTES,
                   "chaos", NULL));
  CHECK(fails_with("<flame name=\"x\"><xform weight=\"1\" julian_power=\"1e-320\"/></flame>", MINI_PALETTES,
                   "julian_power", NULL));
}

static void test_file_errors(void) {
  genome_list l;
  fb_error e;
  CHECK(genome_parse_file("tests/data/no-such-file.flam3", NULL, &l, &e) < 0);
  CHECK(strstr(e.msg, "tests/data/no-such-file.flam3") != NULL);
  CHECK(l.count == 0 && l.flames == NULL);
  CHECK(genome_parse_file("tests/data/palettes-mini.xml", NULL, &l, &e) < 0 && strstr(e.msg, "no <flame>"));
}

/* One outcome of genome_parse_memory/genome_parse_file against genome.h's contract: 0 with at
 * least one flame, or -1 with a message that names the input ("NAME: " or "NAME:LINE: ") and
 * an empty list. Returns the status; a breach of the contract fails the running test. */
static int parse_outcome(int rc, const genome_list *l, const fb_error *e, const char *name) {
  size_t n = strlen(name);
  if (rc == 0) {
    CHECK(l->count >= 1 && l->flames != NULL);
  } else {
    CHECK(rc == -1);
    CHECK(l->count == 0 && l->flames == NULL);
    CHECK(strncmp(e->msg, name, n) == 0 && e->msg[n] == ':' && strlen(e->msg) > n + 2);
  }
  return rc;
}

/* Nothing may crash or leak on garbage (ASan and UBSan watch), and each input gets the
 * contract's outcome: every proper prefix of a valid file (a truncated file) is rejected with
 * a message, in memory and from disk; the whole file parses; random characters written inside
 * the flame give either flames or a message, and both happen. */
static void test_garbage_never_crashes(void) {
  const char *good = "<flames><flame name=\"g\" size=\"10 10\" palette=\"2\"><xform weight=\"1\" linear=\"1\""
                     " chaos=\"0 1\"/><xform weight=\"1\"/><symmetry kind=\"-3\"/><finalxform julia=\"1\"/>"
                     "<color index=\"3\" rgb=\"1 2 3\"/><palette count=\"1\" format=\"RGB\">00FF00</palette>"
                     "</flame></flames>";
  size_t n = strlen(good);
  char buf[1024];
  genome_list l;
  fb_error e;
  genome_parse_options opt = {MINI_PALETTES, {NULL, NULL}};
  for (size_t k = 0; k <= n; k++) {
    memcpy(buf, good, k);
    buf[k] = 0;
    e.msg[0] = 0;
    int rc = parse_outcome(genome_parse_memory(buf, k, "g", &opt, &l, &e), &l, &e, "g");
    if (k < n && rc == 0) fprintf(stderr, "a %zu-byte prefix of %zu parsed\n", k, n);
    CHECK(k < n ? rc == -1 : rc == 0 && l.count == 1);
    if (rc == 0) genome_list_free(&l);
  }
  /* Truncated files on disk: the message names the file. */
  char path[] = "/tmp/flamebuild-garbage.XXXXXX";
  int fd = mkstemp(path);
  CHECK(fd >= 0);
  if (fd >= 0) {
    close(fd);
    size_t cuts[] = {0, 1, n / 3, n / 2, n - 9, n - 1};
    for (size_t i = 0; i < sizeof cuts / sizeof *cuts; i++) {
      FILE *f = fopen(path, "wb");
      CHECK(f != NULL);
      if (!f) break;
      CHECK(fwrite(good, 1, cuts[i], f) == cuts[i]);
      fclose(f);
      e.msg[0] = 0;
      CHECK(parse_outcome(genome_parse_file(path, &opt, &l, &e), &l, &e, path) == -1);
    }
    unlink(path);
  }
  /* Rounds 0..299 write any byte (nearly always malformed XML or UTF-8); rounds 300..599 write
   * characters of numbers and markup, which often leave a valid flame. */
  static const char xmlish[] = "0123456789.-e \"<>/=x";
  unsigned state = 12345;
  int accepted = 0, rejected = 0;
  for (int round = 0; round < 600; round++) {
    memcpy(buf, good, n + 1);
    for (int j = 0; j < 4; j++) {
      state = state * 1103515245u + 12345u;
      buf[(state >> 8) % n] = round < 300 ? (char)(state >> 20) : xmlish[(state >> 20) % (sizeof xmlish - 1)];
    }
    e.msg[0] = 0;
    if (parse_outcome(genome_parse_memory(buf, n, "g", &opt, &l, &e), &l, &e, "g") == 0) {
      accepted++;
      genome_list_free(&l);
    } else {
      rejected++;
    }
  }
  printf("garbage: %d of 600 mutated files parsed, %d rejected\n", accepted, rejected);
  CHECK(accepted > 0 && rejected > 0); /* the rounds exercise both outcomes */
}

/* ---- printer -------------------------------------------------------------------------- */

/* Prints every flame of a file into one document, parses that and prints again: the texts
 * must be identical. Whole files, because flam3's file-level fix-ups (smooth reset on the
 * first and second-to-last flame, rotate unwrapping) depend on a flame's neighbours. */
static int roundtrip_file(const char *path) {
  genome_list l, l2;
  fb_error e;
  genome_parse_options opt = {NULL, {NULL, NULL}};
  if (genome_parse_file(path, &opt, &l, &e) < 0) {
    fprintf(stderr, "%s: %s\n", path, e.msg);
    return 0;
  }
  int ok = l.count > 0;
  char **first = calloc((size_t)l.count, sizeof *first);
  size_t total = 32;
  for (int i = 0; i < l.count && ok; i++) {
    first[i] = genome_print(&l.flames[i]);
    ok = first[i] != NULL;
    if (ok) total += strlen(first[i]);
  }
  char *doc = ok ? malloc(total) : NULL;
  if (doc) {
    strcpy(doc, "<flames>\n");
    for (int i = 0; i < l.count; i++) strcat(doc, first[i]);
    strcat(doc, "</flames>\n");
  }
  ok = ok && doc && genome_parse_memory(doc, strlen(doc), "printed", &opt, &l2, &e) == 0;
  if (ok) {
    ok = l2.count == l.count;
    for (int i = 0; i < l.count && ok; i++) {
      char *again = genome_print(&l2.flames[i]);
      ok = again && strcmp(first[i], again) == 0;
      if (!ok) fprintf(stderr, "%s flame %d: print -> parse -> print differs\n", path, i);
      free(again);
    }
    genome_list_free(&l2);
  } else {
    fprintf(stderr, "%s: printed flames do not parse: %s\n", path, e.msg);
  }
  for (int i = 0; i < l.count; i++) free(first[i]);
  free(first);
  free(doc);
  genome_list_free(&l);
  return ok;
}

static int roundtrip_dir(const char *dir) {
  DIR *d = opendir(dir);
  if (!d) {
    fprintf(stderr, "cannot open %s (run the tests from the repository root)\n", dir);
    return -1;
  }
  int files = 0, failed = 0;
  struct dirent *ent;
  while ((ent = readdir(d))) {
    size_t len = strlen(ent->d_name);
    if (len < 6 || strcmp(ent->d_name + len - 6, ".flam3") != 0) continue;
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", dir, ent->d_name);
    files++;
    if (!roundtrip_file(path)) failed++;
  }
  closedir(d);
  return failed ? -1 : files;
}

static void test_roundtrip_variations(void) {
  CHECK(roundtrip_dir("tests/data/variations") == 99);
}

static void test_roundtrip_animations(void) {
  CHECK(roundtrip_dir("tests/data/animations") == 6);
}

static void test_roundtrip_edge_values(void) {
  genome_list l, l2;
  fb_error e;
  genome *g = parse_one("<flame name=\"q&amp;&quot;&lt;\" center=\"5e-324 -0\" scale=\"1e-300\" rotate=\"1e300\">"
                        "<xform weight=\"0.1\" color=\"0.30000000000000004\" julian=\"-0\" julian_power=\"-0\""
                        " coefs=\"0.1 0.2 0.3 -0 1e-300 1\"/>"
                        "<finalxform linear=\"1\" post=\"1 -0 0 1 0 0\"/>"
                        "<color index=\"5\" rgba=\"1e-5 254.99999999999997 3 17\"/>"
                        "<color index=\"9\" rgba=\"10 20 30 0\"/></flame>",
                        &l);
  CHECK(g != NULL);
  if (!g) return;
  char *s1 = genome_print(g);
  CHECK(s1 && parse(s1, &l2, &e) == 0);
  char *s2 = genome_print(&l2.flames[0]);
  CHECK(s2 && strcmp(s1, s2) == 0);
  genome *h = &l2.flames[0];
  CHECK_STR(h->name, "q&\"<");
  CHECK(h->xforms[0].color == 0.30000000000000004 && h->xforms[0].coefs[2][0] == 1e-300);
  /* Subnormals print as 0: flam3 (and we) reject them in most attributes. */
  CHECK(h->center[0] == 0 && g->center[0] == 5e-324);
  CHECK(memcmp(h->palette[5], g->palette[5], sizeof g->palette[5]) == 0);
  CHECK(h->palette[9][3] == 0 && h->palette[9][0] == 0);
  CHECK(strstr(s1, "rgba=") && strstr(s1, "julian_power=\"-0\"") && !strstr(s1, " post="));
  free(s1);
  free(s2);
  genome_list_free(&l);
  genome_list_free(&l2);
}

static void test_print_contents(void) {
  genome_list l;
  genome *g = parse_one("<flame name=\"p\"><xform weight=\"1\" julian=\"0.5\" blob_low=\"0.25\" twintrian=\"0.5\""
                        " rings2_val=\"0\" coefs=\"1 0 0 1 0 0\"/></flame>",
                        &l);
  CHECK(g != NULL);
  if (!g) return;
  char *s = genome_print(g);
  CHECK(s != NULL);
  if (s) {
    CHECK(strncmp(s, "<flame time=\"0\" name=\"p\" size=\"100 100\"", 39) == 0);
    CHECK(strstr(s, "julian=\"0.5\"") && strstr(s, "julian_power=\"1\" julian_dist=\"1\""));
    CHECK(strstr(s, "twintrian=\"0.5\""));     /* flam3 drops it; we must not */
    CHECK(strstr(s, "blob_low=\"0.25\""));     /* non-default parameter of an absent variation */
    CHECK(!strstr(s, "blob_high") && !strstr(s, "rings2_val") && !strstr(s, "chaos"));
    CHECK(strstr(s, "palette_mode=\"step\"") && strstr(s, "filter_shape=\"gaussian\""));
    CHECK(strstr(s, "temporal_filter_type=\"box\"") && strstr(s, "interpolation_type=\"log\""));
    CHECK(strstr(s, "<color index=\"255\" rgb=\"0 0 0\"/>") == NULL); /* alpha 0: rgba */
    CHECK(strstr(s, "<color index=\"255\" rgba=\"0 0 0 0\"/>") != NULL);
    CHECK(strcmp(s + strlen(s) - 9, "</flame>\n") == 0);
  }
  free(s);
  genome_list_free(&l);
}

/* ---- model ------------------------------------------------------------------------ */

static void test_copy_and_resize(void) {
  genome g, c;
  genome_init(&g);
  CHECK(genome_resize_xforms(&g, 2) == 0);
  g.chaos[1] = 0.5;
  g.xforms[1].weight = 3;
  CHECK(genome_copy(&c, &g) == 0);
  CHECK(c.xforms != g.xforms && c.chaos != g.chaos && c.chaos[1] == 0.5 && c.xforms[1].weight == 3);
  CHECK(genome_resize_xforms(&g, 3) == 0);
  CHECK(g.chaos[1] == 0.5 && g.chaos[2] == 1 && g.chaos[8] == 1 && g.xforms[1].weight == 3);
  CHECK(g.xforms[2].color_speed == 0.5 && genome_xform_var(&g.xforms[2], 0) == 0);
  CHECK(genome_resize_xforms(&g, 1) == 0 && g.num_xforms == 1 && g.chaos[0] == 1);
  genome_free(&g);
  genome_free(&c);
  CHECK(g.xforms == NULL && g.num_xforms == 0);
}

static void test_name_tables(void) {
  CHECK_STR(genome_variation_name(0), "linear");
  CHECK_STR(genome_variation_name(98), "mobius");
  CHECK(genome_variation_name(FM_NVARS) == NULL && genome_variation_from_name("nope") == -1);
  CHECK(!strcmp(genome_variation_name(99), "bwraps")); /* the first beyond flam3 */
  for (int v = 0; v < FM_NVARS; v++) /* (an index the table holds for later has no name) */
    if (genome_variation_name(v)) CHECK(genome_variation_from_name(genome_variation_name(v)) == v);
  for (int p = 0; p < FM_NPARAMS; p++) /* (no file gives one render_prepare works out) */
    CHECK(genome_param_from_name(genome_param_name(p)) == (genome_param_derived(p) ? -1 : p));
  CHECK(genome_param_derived(FM_P_text_wf_at0) && !genome_param_derived(FM_P_text_wf_font_size));
#define TABLE_DERIVED(name, floats)                                                                      \
  CHECK(genome_param_derived(FM_P_##name##_points) && genome_param_derived(FM_P_##name##_at0) &&       \
        genome_param_derived(FM_P_##name##_at0 + 1) && genome_param_derived(FM_P_##name##_at0 + 2) && \
        FM_P_##name##_at0 + 2 == FM_P_##name##_at2 && floats >= 2);
  FM_VARS_POINT_TABLE(TABLE_DERIVED) /* (gpu/frame_buffers.c writes at0 + 1 and + 2) */
#undef TABLE_DERIVED
  CHECK(!genome_param_derived(FM_P_dla_wf_seed) && !genome_param_derived(FM_P_dla_wf_jitter));
  CHECK(genome_param_from_name("Im_D") == FM_P_mobius_im_d);
  CHECK(genome_param_from_name("oscope_frequency") == FM_P_oscilloscope_frequency);
  CHECK(genome_param_variation(FM_P_pie_slices) == FM_VAR_pie && genome_param_default(FM_P_pie_slices) == 6);
  for (int f = 0; f < FILTER_SHAPE_COUNT; f++) CHECK(genome_filter_shape_from_name(genome_filter_shape_name(f)) == f);
  CHECK(genome_filter_shape_from_name("hanning") == FILTER_HANNING);
  CHECK_STR(genome_interpolation_type_name(ITYPE_OLD), "old");
  CHECK_STR(genome_palette_interpolation_name(PINTERP_HSV_CIRCULAR), "hsv_circular");
}

int main(void) {
  RUN(test_every_flame_attribute);
  RUN(test_did_you_mean);
  RUN(test_attribute_aliases_and_enums);
  RUN(test_name_rules);
  RUN(test_defaults);
  RUN(test_default_xform_colors_alternate);
  RUN(test_palette_gaps_interpolate_with_wrap);
  RUN(test_palette_rgba_premultiplied);
  RUN(test_palette_hex_forms);
  RUN(test_library_palette_and_hue);
  RUN(test_library_palette_wins_over_colors);
  RUN(test_system_library_palette);
  RUN(test_old_two_palette_form);
  RUN(test_roots_flames_and_pick);
  RUN(test_sequence_fixups);
  RUN(test_finalxform);
  RUN(test_chaos);
  RUN(test_post_opacity_plotmode);
  RUN(test_apophysis_symmetry_attribute);
  RUN(test_symmetry_kind_3);
  RUN(test_symmetry_kind_minus_2);
  RUN(test_symmetry_kind_0_is_deterministic);
  RUN(test_soloxform);
  RUN(test_legacy_var_and_var1);
  RUN(test_parameter_aliases);
  RUN(test_unknown_variation_warning);
  RUN(test_var_color);
  RUN(test_errors);
  RUN(test_file_errors);
  RUN(test_garbage_never_crashes);
  RUN(test_roundtrip_variations);
  RUN(test_roundtrip_animations);
  RUN(test_roundtrip_edge_values);
  RUN(test_print_contents);
  RUN(test_copy_and_resize);
  RUN(test_name_tables);
  return check_summary("genome");
}
