/*
 * test_editors.c — what Apophysis 7X, JWildfire and Fractorium write beyond flam3
 * (genome/parse_editors.c, xml_read.c, the parser's number and palette forms): read as those
 * editors mean it, or named in the file's summary of what is not drawn (genome_list.unsupported).
 * The forms are those found in the editors' own example files (tests/data/modern/SOURCES.md).
 */
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif
#include "../../genome/genome.h"
#include "../../genome/resource_text.h"
#include "../../kernels/colour_mod.h"
#include "../../render/backdrop.h"
#include "../../render/subflame_points.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "xform_arrays.h"

static int warning_count;
static char warnings_all[8192];

static void collect(void *ctx, const char *msg) {
  (void)ctx;
  warning_count++;
  size_t n = strlen(warnings_all);
  snprintf(warnings_all + n, sizeof warnings_all - n, "%s\n", msg);
}

/* The first flame of xml (the list freed by the caller), or NULL when it does not parse. */
static genome *read_flames(const char *xml, genome_list *l) {
  warning_count = 0;
  warnings_all[0] = 0;
  genome_parse_options opt = {"tests/data/palettes-mini.xml", {collect, NULL}};
  fb_error err = {""};
  if (genome_parse_memory(xml, strlen(xml), "e.flame", &opt, l, &err) < 0) {
    fprintf(stderr, "unexpected parse error: %s\n", err.msg);
    return NULL;
  }
  return l->count ? &l->flames[0] : NULL;
}

#define XF "<xform weight=\"1\" color=\"0\" linear=\"1\" coefs=\"1 0 0 1 0 0\"/>"

/* g printed, read back into *back (one flame: freed by the caller) and printed again: 1 when
 * the second print is the first's (0 and *back empty otherwise). */
static int reads_back_the_same(const genome *g, genome_list *back) {
  memset(back, 0, sizeof *back);
  char *text = g ? genome_print(g) : NULL;
  genome_parse_options opt = {"tests/data/palettes-mini.xml", {collect, NULL}};
  fb_error err;
  int same = 0;
  if (text && genome_parse_memory(text, strlen(text), "printed", &opt, back, &err) == 0) {
    char *again = back->count == 1 ? genome_print(&back->flames[0]) : NULL;
    same = again && !strcmp(text, again);
    free(again);
    if (!same) genome_list_free(back);
  }
  free(text);
  return same;
}

/* reads_back_the_same, the list read back freed. */
static int prints_and_reads_back(const genome *g) {
  genome_list back;
  const int same = g && reads_back_the_same(g, &back);
  if (same) genome_list_free(&back);
  return same;
}

/* JWildfire writes integers as decimals; a fraction is cut, saying so. */
static void test_decimal_integers(void) {
  genome_list l;
  genome *g = read_flames("<flame temporal_samples=\"3.0\" oversample=\"2.00\">" XF "</flame>", &l);
  CHECK(g && g->temporal_samples == 3 && g->supersample == 2 && warning_count == 0);
  genome_list_free(&l);
  g = read_flames("<flame temporal_samples=\"2.5\">" XF "</flame>", &l);
  CHECK(g && g->temporal_samples == 2 && strstr(warnings_all, "not a whole number; read as 2"));
  genome_list_free(&l);
}

/* Palettes of more than 256 colours are resampled to 256 as the editors look them up; the
 * palette editor's source_colors are its own. */
static void test_long_palettes(void) {
  char xml[8192];
  int n = snprintf(xml, sizeof xml, "<flame name=\"p\">" XF "<palette count=\"512\" format=\"RGB\" source_colors=\"0,1,0,0 1,0,0,1\">");
  for (int i = 0; i < 512; i++) n += snprintf(xml + n, sizeof xml - n, "%02X0000", i / 2);
  snprintf(xml + n, sizeof xml - n, "</palette></flame>");
  genome_list l;
  genome *g = read_flames(xml, &l);
  CHECK(g != NULL && warning_count == 0);
  if (g) {
    CHECK_NEAR(g->palette[0][0], 0.0, 1e-12);
    CHECK_NEAR(g->palette[255][0], 255.0 / 255.0, 1e-12);
    /* entry 100 at 100 * 511 / 255 = 200.39: colours 200 and 201 are both 100/255 */
    CHECK_NEAR(g->palette[100][0], 100.0 / 255.0, 1e-12);
    CHECK(g->palette[100][1] == 0 && g->palette[100][3] == 1);
  }
  genome_list_free(&l);
}

/* Names JWildfire writes that are not XML: a blank, '#' for a variation's second use,
 * brackets and a slash. Quoted values and the closing "/>" are left as they are. */
static void test_names_that_are_not_xml(void) {
  genome_list l;
  genome *g = read_flames("<flame name=\"n (a/b)\"><xform weight=\"1\" color=\"0\" linear=\"1\" julian=\"0.5\" julian#1#=\"0.2\""
                          " glsl_acrilic_Density Pixels=\"2\" taprats_Rosette(1/0)=\"1\" terrain3D_Size (N PowersOf 2)=\"6\""
                          " coefs=\"1 0 0 1 0 0\"/></flame>",
                          &l);
  CHECK(g && genome_xform_var(&g->xforms[0], 32) == 0.5 && genome_xform_var(&g->xforms[0], 0) == 1);
  CHECK(g && strcmp(g->name, "n_(a/b)") == 0); /* the quoted value untouched (flam3 makes its blank a _) */
  CHECK(strstr(warnings_all, "attribute names with a space, '#' or bracket") != NULL);
  CHECK(strstr(l.unsupported, "julian_1_") != NULL); /* the second julian is not drawn */
  CHECK(strstr(l.unsupported, "taprats_Rosette_1_0_") != NULL);
  CHECK(strstr(l.unsupported, "terrain3D_Size__N_PowersOf_2_") != NULL);
  genome_list_free(&l);
}

/* A parameter JWildfire names with a blank and a period (glsl_squares' "Red Fac."): the blank
 * read as '_' and the period dropped, as no C identifier holds one, it sets glsl_squares_Red_Fac. */
static void test_names_with_a_period(void) {
  genome_list l;
  genome *g = read_flames("<flame name=\"p\"><xform weight=\"1\" color=\"0\" glsl_squares=\"1\""
                          " glsl_squares_Density Pixels=\"500\" glsl_squares_Red Fac.=\"1.8\" glsl_squares_Blue Fac.=\"0.5\""
                          " coefs=\"1 0 0 1 0 0\"/></flame>",
                          &l);
  CHECK(g && genome_xform_var(&g->xforms[0], FM_VAR_glsl_squares) == 1);
  CHECK(g && genome_xform_param(&g->xforms[0], FM_P_glsl_squares_Red_Fac) == 1.8);
  CHECK(g && genome_xform_param(&g->xforms[0], FM_P_glsl_squares_Blue_Fac) == 0.5);
  CHECK(g && genome_xform_param(&g->xforms[0], FM_P_glsl_squares_Density_Pixels) == 500);
  CHECK(strstr(l.unsupported, "glsl_squares") == NULL);
  genome_list_free(&l);
}

/* JWildfire's colour type DISTANCE: read, printed back as written, and drawn when all xforms
 * have it; beside others it is named. */
static void test_color_distance(void) {
  genome_list l;
  genome *g = read_flames("<flame name=\"d\"><xform weight=\"1\" color=\"0.2\" color_type=\"DISTANCE\" symmetry=\"0.5\""
                          " julian=\"1\" coefs=\"1 0 0 1 0 0\"/><finalxform color=\"0\" color_type=\"DISTANCE\" linear=\"1\""
                          " coefs=\"1 0 0 1 0 0\"/></flame>",
                          &l);
  CHECK(g && g->xforms[0].color_type == COLOR_TYPE_DISTANCE && GENOME_FINAL(g, 0)->color_type == COLOR_TYPE_DISTANCE);
  CHECK(g && g->xforms[0].color_speed == 0.25 && !l.unsupported[0] && warning_count == 0);
  if (g) {
    char *text = genome_print(g);
    CHECK(text && strstr(text, "color_type=\"DISTANCE\"") != NULL);
    genome_list back;
    genome *h = text ? read_flames(text, &back) : NULL;
    CHECK(h && h->xforms[0].color_type == COLOR_TYPE_DISTANCE && h->xforms[0].color_speed == 0.25);
    if (h) genome_list_free(&back);
    free(text);
  }
  genome_list_free(&l);
  g = read_flames("<flame name=\"d\"><xform weight=\"1\" color=\"0.2\" color_type=\"DISTANCE\" julian=\"1\""
                  " coefs=\"1 0 0 1 0 0\"/><xform weight=\"1\" color=\"0.7\" linear=\"1\" coefs=\"1 0 0 1 0 0\"/></flame>",
                  &l);
  CHECK(g && strstr(l.unsupported, "JWildfire's colour type DISTANCE beside others") != NULL);
  genome_list_free(&l);
}

/* JWildfire's colour type CYCLIC: read beside flam3's blend, its symmetry kept (as flam3's
 * color_speed, which render/prepare.c turns back into the step), printed back as written. */
static void test_color_cyclic(void) {
  genome_list l;
  genome *g = read_flames("<flame name=\"c\" version=\"JWildfire V8.00\"><xform weight=\"1\" color=\"1.0\" color_type=\"CYCLIC\""
                          " symmetry=\"0.125\" julian=\"1\" coefs=\"1 0 0 1 0 0\"/><xform weight=\"1\" color=\"0.7\" linear=\"1\""
                          " coefs=\"1 0 0 1 0 0\"/></flame>",
                          &l);
  CHECK(g && g->xforms[0].color_type == COLOR_TYPE_CYCLIC && g->xforms[1].color_type == COLOR_TYPE_DIFFUSION);
  CHECK(g && g->xforms[0].color_speed == 0.4375 && !l.unsupported[0] && warning_count == 0);
  if (g) {
    char *text = genome_print(g);
    CHECK(text && strstr(text, "color_type=\"CYCLIC\"") != NULL);
    genome_list back;
    genome *h = text ? read_flames(text, &back) : NULL;
    CHECK(h && h->xforms[0].color_type == COLOR_TYPE_CYCLIC && h->xforms[0].color_speed == 0.4375);
    if (h) genome_list_free(&back);
    free(text);
  }
  genome_list_free(&l);
}

/* JWildfire applies several final xforms in turn: all of them kept, in document order (the
 * standard xforms between them stay standard), printed in that order, and read back the same;
 * past GENOME_MAX_FINALS the rest is reported. */
static void test_several_final_xforms(void) {
  genome_list l, back;
  genome *g = read_flames("<flame name=\"f\">" XF "<finalxform color=\"0.25\" spherical=\"1\" coefs=\"1 0 0 1 0 0\"/>"
                          "<xform weight=\"0.5\" color=\"1\" swirl=\"1\" coefs=\"1 0 0 1 0 0\"/>"
                          "<finalxform color=\"0.75\" color_speed=\"0.2\" julia=\"1\" coefs=\"0.5 0 0 0.5 0.1 0\"/></flame>",
                          &l);
  CHECK(g && g->num_xforms == 2 && g->num_finals == 2 && genome_xform_var(&g->xforms[1], FM_VAR_swirl) == 1);
  if (g && g->num_finals == 2) {
    const genome_xform *a = GENOME_FINAL(g, 0), *b = GENOME_FINAL(g, 1);
    CHECK(genome_xform_var(a, FM_VAR_spherical) == 1 && genome_xform_var(a, FM_VAR_julia) == 0 && a->color == 0.25 && a->weight == 0);
    CHECK(genome_xform_var(b, FM_VAR_julia) == 1 && genome_xform_var(b, FM_VAR_spherical) == 0 && b->color == 0.75 && b->color_speed == 0.2);
    CHECK(b->coefs[0][0] == 0.5 && b->coefs[2][0] == 0.1 && b->weight == 0);
  }
  CHECK(l.unsupported[0] == 0 && warning_count == 0);
  CHECK(reads_back_the_same(g, &back));
  if (back.count == 1) {
    CHECK(back.flames[0].num_finals == 2);
    CHECK(genome_xform_var(GENOME_FINAL(&back.flames[0], 1), FM_VAR_julia) == 1);
    genome_list_free(&back);
  }
  genome_list_free(&l);

  char xml[4096];
  int n = snprintf(xml, sizeof xml, "<flame name=\"m\">" XF);
  for (int k = 0; k < GENOME_MAX_FINALS + 2; k++)
    n += snprintf(xml + n, sizeof xml - (size_t)n, "<finalxform color=\"%d\" linear=\"1\" coefs=\"1 0 0 1 %d 0\"/>",
                  k & 1, k);
  snprintf(xml + n, sizeof xml - (size_t)n, "</flame>");
  g = read_flames(xml, &l);
  CHECK(g && g->num_finals == GENOME_MAX_FINALS && GENOME_FINAL(g, GENOME_MAX_FINALS - 1)->coefs[2][0] == GENOME_MAX_FINALS - 1);
  char said[64];
  snprintf(said, sizeof said, "final xforms after the %dth", GENOME_MAX_FINALS);
  CHECK(strstr(l.unsupported, said) != NULL);
  genome_list_free(&l);
}

/* JWildfire writes a weight on its final xforms, which it never reads: its file is read with the
 * final's weight left out; another editor's final xform with a weight is still refused, as
 * flam3 refuses it. */
static void test_jwildfire_final_weight(void) {
  genome_list l, back;
  genome *g = read_flames("<flame name=\"j\" version=\"JWildfire V9.00 (01.10.2025)\">" XF
                          "<finalxform weight=\"0.98\" color=\"0\" spherical=\"1\" coefs=\"1 0 0 1 0 0\"/></flame>",
                          &l);
  CHECK(g && g->num_finals == 1 && GENOME_FINAL(g, 0)->weight == 0 && genome_xform_var(GENOME_FINAL(g, 0), FM_VAR_spherical) == 1);
  CHECK(l.unsupported[0] == 0 && warning_count == 0);
  CHECK(reads_back_the_same(g, &back));
  if (back.count == 1) genome_list_free(&back);
  genome_list_free(&l);
  const char *other = "<flame name=\"o\">" XF "<finalxform weight=\"0.98\" color=\"0\" spherical=\"1\" coefs=\"1 0 0 1 0 0\"/></flame>";
  genome_parse_options opt = {"tests/data/palettes-mini.xml", {collect, NULL}};
  fb_error err = {""};
  CHECK(genome_parse_memory(other, strlen(other), "o.flame", &opt, &l, &err) < 0 && strstr(err.msg, "must not have a weight"));
}

/* JWildfire's text_wf: its text and font name, resources in hex bytes, read three bytes a
 * parameter with their lengths, and printed and read back the same; a text longer than the
 * parameters hold is cut, and said; the parameters render_prepare works out (its points and
 * their address) are no file's to give: an unknown name, warned. */
static void test_text_wf_resources(void) {
  genome_list l, back;
  genome *g = read_flames("<flame name=\"t\">" XF "<xform weight=\"1\" color=\"0\" text_wf=\"1\" "
                          "text_wf_font_size=\"320\" text_wf_text=\"53594D21\" text_wf_font_name=\"417269616C\" "
                          "text_wf_at0=\"4096\" text_wf_points=\"99\" coefs=\"1 0 0 1 0 0\"/></flame>",
                          &l);
  CHECK(g && g->num_xforms == 2);
  if (g && g->num_xforms == 2) {
    const genome_xform *x = &g->xforms[1];
    CHECK(genome_xform_var(x, FM_VAR_text_wf) == 1 && genome_xform_param(x, FM_P_text_wf_font_size) == 320);
    CHECK(genome_xform_param(x, FM_P_text_wf_text_len) == 4 && genome_xform_param(x, FM_P_text_wf_font_len) == 5);
    CHECK(genome_xform_param(x, FM_P_text_wf_text00) == 'S' + 256 * 'Y' + 65536 * 'M');
    CHECK(genome_xform_param(x, FM_P_text_wf_text01) == '!' && genome_xform_param(x, FM_P_text_wf_text02) == 0);
    CHECK(genome_xform_param(x, FM_P_text_wf_font00) == 'A' + 256 * 'r' + 65536 * 'i');
    CHECK(genome_xform_param(x, FM_P_text_wf_font01) == 'a' + 256 * 'l');
    CHECK(genome_xform_param(x, FM_P_text_wf_at0) == 0 && genome_xform_param(x, FM_P_text_wf_points) == 0);
    CHECK(strstr(warnings_all, "text_wf_at0") && strstr(warnings_all, "text_wf_points"));
    CHECK(!strstr(warnings_all, "did you mean"));
  }
  CHECK(strstr(l.unsupported, "text_wf_at0") != NULL); /* what a file gave is said not drawn */
  CHECK(reads_back_the_same(g, &back));
  if (back.count == 1) {
    CHECK(genome_xform_param(&back.flames[0].xforms[1], FM_P_text_wf_text00) == 'S' + 256 * 'Y' + 65536 * 'M');
    genome_list_free(&back);
  }
  genome_list_free(&l);

  char xml[1024], hex[2 * 100 + 1];
  for (int i = 0; i < 100; i++) snprintf(hex + 2 * i, 3, "%02X", 'a' + i % 26);
  snprintf(xml, sizeof xml, "<flame name=\"long\">" XF "<xform weight=\"1\" color=\"0\" text_wf=\"1\" text_wf_text=\"%s\" "
           "coefs=\"1 0 0 1 0 0\"/></flame>", hex);
  g = read_flames(xml, &l);
  CHECK(g && genome_xform_param(&g->xforms[1], FM_P_text_wf_text_len) == 3 * FM_TEXT_WF_TEXT_SLOTS);
  CHECK(strstr(l.unsupported, "text_wf's text beyond its first 96 bytes") != NULL);
  genome_list_free(&l);
}

/* Other names for flam3's variations: pre_gaussian_blur, the Mobius plugin's parameters, mixed
 * case (Spherical, and the 3D family's Linear3D); the z-only variations are the 3D family's;
 * JWildfire's pre_blur, and any pre function of its, forced among the normal variations draws
 * nothing. */
static void test_variation_names(void) {
  genome_list l;
  genome *g = read_flames("<flame name=\"n\"><xform weight=\"1\" color=\"0\" Linear3D=\"0.5\" Spherical=\"0.25\""
                          " pre_gaussian_blur=\"0.1\" Mobius=\"1\" Re_A=\"2\" Im_D=\"3\" flatten=\"1\" zscale=\"0.3\""
                          " ztranslate=\"1\" zcone=\"1\" coefs=\"1 0 0 1 0 0\"/>"
                          "<xform weight=\"1\" color=\"1\" pre_blur=\"0.3\" pre_blur_fx_priority=\"0\" linear=\"1\""
                          " linear_fx_priority=\"0\" color_type=\"NONE\" symmetry=\"-1\" coefs=\"1 0 0 1 0 0\"/>"
                          "<xform weight=\"1\" color=\"1\" bwraps7=\"0.2\" pre_bwraps2=\"0.3\" pre_bwraps2_fx_priority=\"0\""
                          " pre_sinusoidal=\"0.4\" pre_sinusoidal_fx_priority=\"0\" pre_swirl=\"0.5\""
                          " pre_swirl_fx_priority=\"-1\" coefs=\"1 0 0 1 0 0\"/></flame>",
                          &l);
  CHECK(g != NULL);
  if (g) {
    double v[FM_NVARS], p[FM_NPARAMS];
    xform_arrays(&g->xforms[0], v, p);
    CHECK(v[FM_VAR_linear3D] == 0.5 && v[2] == 0.25 && v[67] == 0.1 && v[98] == 1);
    CHECK(v[FM_VAR_flatten] == 1 && v[FM_VAR_zscale] == 0.3 && v[FM_VAR_ztranslate] == 1 && v[FM_VAR_zcone] == 1);
    CHECK(p[genome_param_from_name("mobius_re_a")] == 2 && p[genome_param_from_name("mobius_im_d")] == 3);
    CHECK(genome_xform_var(&g->xforms[1], 67) == 0 && genome_xform_var(&g->xforms[1], 0) == 1);
    CHECK(g->xforms[1].color_speed == 0); /* color_type NONE keeps the colour, symmetry or not */
    CHECK(g->xforms[1].color_type == COLOR_TYPE_NONE && g->xforms[0].color_type == COLOR_TYPE_DIFFUSION);
    /* and any of its pre functions forced so (Swan's example 166: pre_bwraps2 beside bwraps7) */
    const genome_xform *x = &g->xforms[2];
    CHECK(x->nvars == 2 && genome_xform_form(x, FM_VAR_bwraps, FM_KIND_NORMAL) == 0.2);
    CHECK(genome_xform_form(x, FM_VAR_swirl, FM_KIND_PRE_SET) == 0.5 && genome_xform_var(x, FM_VAR_sinusoidal) == 0);
  }
  CHECK(warning_count == 0 && l.unsupported[0] == 0);
  genome_list_free(&l);
}

/* A JWildfire final xform keeps the point's colour unless its file gives it a colour type
 * (JWildfire reads an unset one as NONE there: its coordinate, and a true colour, kept —
 * kernels/variations.h), which prints as NONE and reads back so; DIFFUSION blends as flam3's
 * does, and so does a final xform of another editor's file. */
static void test_jwildfire_final_colour(void) {
  static const char *const cases[][2] = {
      {"JWildfire V7.30", ""}, {"JWildfire V7.30", " color_type=\"DIFFUSION\""}, {"EMBER-LNX-1.0.0.19", ""}};
  for (int i = 0; i < 3; i++) {
    char xml[512];
    snprintf(xml, sizeof xml,
             "<flame name=\"f\" version=\"%s\"><xform weight=\"1\" color=\"0\" linear=\"1\" coefs=\"1 0 0 1 0 0\"/>"
             "<finalxform color=\"0.5\" symmetry=\"0\"%s fisheye=\"1\" coefs=\"1 0 0 1 0 0\"/></flame>",
             cases[i][0], cases[i][1]);
    genome_list l;
    genome *g = read_flames(xml, &l);
    CHECK(g && g->num_finals == 1);
    if (g && g->num_finals == 1) {
      CHECK(GENOME_FINAL(g, 0)->color_speed == (i == 0 ? 0.0 : 0.5));
      CHECK(GENOME_FINAL(g, 0)->color_type == (i == 0 ? COLOR_TYPE_NONE : COLOR_TYPE_DIFFUSION));
      char *text = genome_print(g);
      CHECK(text && (strstr(text, "color_type=\"NONE\"") != NULL) == (i == 0));
      genome_list back;
      genome *b = text ? read_flames(text, &back) : NULL;
      CHECK(b && b->num_finals == 1 && GENOME_FINAL(b, 0)->color_type == GENOME_FINAL(g, 0)->color_type);
      if (b) genome_list_free(&back);
      free(text);
    }
    genome_list_free(&l);
  }
}

/* JWildfire's names for vibration2's second-wave modulations read as Fractorium's (d2m is dm2). */
static void test_fractorium2_names(void) {
  genome_list l;
  genome *g = read_flames("<flame name=\"v\"><xform weight=\"1\" color=\"0\" vibration2=\"1\" vibration2_d2m=\"0.1\""
                          " vibration2_d2mfreq=\"0.2\" vibration2_t2m=\"0.3\" vibration2_t2mfreq=\"0.4\" vibration2_f2m=\"0.5\""
                          " vibration2_f2mfreq=\"0.6\" vibration2_a2m=\"0.7\" vibration2_a2mfreq=\"0.8\" coefs=\"1 0 0 1 0 0\"/>"
                          "</flame>",
                          &l);
  CHECK(g != NULL);
  if (g) {
    double p[FM_NPARAMS];
    xform_arrays(&g->xforms[0], NULL, p);
    CHECK(p[genome_param_from_name("vibration2_dm2")] == 0.1 && p[genome_param_from_name("vibration2_dmfreq2")] == 0.2);
    CHECK(p[genome_param_from_name("vibration2_tm2")] == 0.3 && p[genome_param_from_name("vibration2_tmfreq2")] == 0.4);
    CHECK(p[genome_param_from_name("vibration2_fm2")] == 0.5 && p[genome_param_from_name("vibration2_fmfreq2")] == 0.6);
    CHECK(p[genome_param_from_name("vibration2_am2")] == 0.7 && p[genome_param_from_name("vibration2_amfreq2")] == 0.8);
  }
  CHECK(warning_count == 0 && l.unsupported[0] == 0);
  genome_list_free(&l);
  /* and its names for waves2_radial's: w2r_freqx is freqx */
  g = read_flames("<flame name=\"w\"><xform weight=\"1\" color=\"0\" waves2_radial=\"1\" waves2_radial_w2r_freqx=\"1\""
                  " waves2_radial_w2r_scalex=\"2\" waves2_radial_w2r_freqy=\"3\" waves2_radial_w2r_scaley=\"4\""
                  " waves2_radial_w2r_null=\"5\" waves2_radial_w2r_distance=\"6\" coefs=\"1 0 0 1 0 0\"/></flame>",
                  &l);
  CHECK(g != NULL);
  if (g) {
    double p[FM_NPARAMS];
    xform_arrays(&g->xforms[0], NULL, p);
    CHECK(p[genome_param_from_name("waves2_radial_freqx")] == 1 && p[genome_param_from_name("waves2_radial_scalex")] == 2);
    CHECK(p[genome_param_from_name("waves2_radial_freqy")] == 3 && p[genome_param_from_name("waves2_radial_scaley")] == 4);
    CHECK(p[genome_param_from_name("waves2_radial_null")] == 5 && p[genome_param_from_name("waves2_radial_distance")] == 6);
  }
  CHECK(warning_count == 0 && l.unsupported[0] == 0);
  genome_list_free(&l);
}

/* The camera: cam_zoom into the scale (JWildfire's 2D camera); one tilted, banked (JWildfire's
 * cam_roll) or in perspective is 3D: JWildfire's in a file JWildfire wrote, else Apophysis 7X's
 * (cam_perspective its other spelling). */
static void test_camera(void) {
  genome_list l;
  genome *g = read_flames("<flame scale=\"100\" rotate=\"30\" cam_roll=\"0.0\" cam_zoom=\"2\" cam_pitch=\"0\""
                          " cam_zpos=\"0.5\" cam_dof_area=\"0.5\" saturation=\"1.0\" white_level=\"220.0\">" XF
                          "</flame>",
                          &l);
  CHECK(g && g->rotate == 30 && g->scale == 200 && warning_count == 0 && !l.unsupported[0]);
  CHECK(g && g->cam_model == CAM_MODEL_FLAT); /* a zpos alone projects nothing */
  genome_list_free(&l);
  /* JWildfire writes its camera's bank as cam_roll (radians): a 3D camera of its own */
  g = read_flames("<flame scale=\"100\" rotate=\"30\" cam_roll=\"0.5\" cam_zoom=\"1\">" XF "</flame>", &l);
  CHECK(g && g->rotate == 30 && g->cam_bank == 0.5 && g->cam_model == CAM_MODEL_JWILDFIRE && !l.unsupported[0]);
  genome_list_free(&l);
  g = read_flames("<flame cam_pitch=\"0.8\" cam_perspective=\"0.2\"><xform weight=\"1\" color=\"0\" linear3D=\"1\" flatten=\"1\""
                  " coefs=\"1 0 0 1 0 0\"/></flame>",
                  &l);
  CHECK(g && g->cam_model == CAM_MODEL_APOPHYSIS && g->cam_pitch == 0.8 && g->cam_persp == 0.2);
  CHECK(l.unsupported[0] == 0 && warning_count == 0);
  genome_list_free(&l);
  /* JWildfire's depth of field of its BUBBLE shape (its default) is drawn (test_camera3d), its
   * values read; another shape is named */
  g = read_flames("<flame version=\"JWildfire V7.30 (27.11.2021)\" cam_pitch=\"0.7\" cam_yaw=\"-0.2\" cam_dof=\"0.3\""
                  " cam_dof_shape=\"BUBBLE\" cam_dof_area=\"0.4\" cam_dof_exponent=\"1.5\" cam_dof_fade=\"0.8\""
                  " cam_dof_scale=\"1.2\" cam_xfocus=\"0.1\" cam_yfocus=\"0.2\" cam_zfocus=\"0.3\" new_dof=\"1\""
                  " cam_dof_rotate=\"5\">" XF "</flame>",
                  &l);
  CHECK(g && g->cam_model == CAM_MODEL_JWILDFIRE && g->cam_pitch == 0.7 && g->cam_yaw == -0.2 && g->cam_dof == 0.3);
  CHECK(g && g->cam_dof_area == 0.4 && g->cam_dof_exponent == 1.5 && g->cam_dof_fade == 0.8 && g->cam_dof_scale == 1.2);
  CHECK(g && g->cam_xfocus == 0.1 && g->cam_yfocus == 0.2 && g->cam_zfocus == 0.3 && g->new_dof == 1);
  CHECK(l.unsupported[0] == 0 && warning_count == 0);
  genome_list_free(&l);
  g = read_flames("<flame version=\"JWildfire V7.30 (27.11.2021)\" cam_pitch=\"0.7\" cam_dof=\"0.3\" cam_dof_shape=\"HEART\">" XF
                  "</flame>",
                  &l);
  CHECK(g && strstr(l.unsupported, "JWildfire's depth of field of shape HEART") != NULL);
  CHECK(strstr(warnings_all, "e.flame: not everything in it is drawn: ") != NULL);
  genome_list_free(&l);
}

/* A parameter drawn at one value only (JWildfire 7's heart_wf scale_t): quiet there, with its
 * curve; named at another. JWildfire's sunflower "F. filling", with a space in its name, is its
 * hole, sunflower_fill, with its curve. */
static void test_fixed_parameter(void) {
  genome_list l;
  genome *g = read_flames("<flame scale=\"100\"><xform weight=\"1\" color=\"0\" heart_wf=\"1\" heart_wf_scale_t=\"1.0\""
                          " heart_wf_scale_t_enabled=\"false\" coefs=\"1 0 0 1 0 0\"/></flame>",
                          &l);
  CHECK(g != NULL && l.unsupported[0] == 0);
  genome_list_free(&l);
  g = read_flames("<flame scale=\"100\"><xform weight=\"1\" color=\"0\" heart_wf=\"1\" heart_wf_scale_t=\"2.0\""
                  " coefs=\"1 0 0 1 0 0\"/></flame>",
                  &l);
  CHECK(g != NULL && strstr(l.unsupported, "heart_wf_scale_t other than 1") != NULL);
  genome_list_free(&l);
  g = read_flames("<flame scale=\"100\"><xform weight=\"1\" color=\"0\" sunflower=\"1\" sunflower_F. filling=\"0.5\""
                  " sunflower_F. filling_enabled=\"false\" coefs=\"1 0 0 1 0 0\"/></flame>",
                  &l);
  CHECK(g != NULL && l.unsupported[0] == 0 && genome_xform_param(&g->xforms[0], FM_P_sunflower_fill) == 0.5);
  genome_list_free(&l);
  /* JWildfire's older names for the direct-colour shaders' z (z_scale, z_offset) and for
   * dc_booleans' type ("^/&/|"); its Gradient 1, the palette's nearest colour, is drawn
   * (test_iterate's test_true_colour_plotted) */
  g = read_flames("<flame scale=\"100\"><xform weight=\"1\" color=\"0\" dc_booleans=\"1\" dc_booleans_^/&/|=\"2\""
                  " dc_booleans_z_scale=\"0.25\" dc_booleans_z_offset=\"0.75\" coefs=\"1 0 0 1 0 0\"/></flame>",
                  &l);
  CHECK(g != NULL && l.unsupported[0] == 0);
  CHECK(g && genome_xform_param(&g->xforms[0], FM_P_dc_booleans_type) == 2);
  CHECK(g && genome_xform_param(&g->xforms[0], FM_P_dc_booleans_scale_z) == 0.25);
  CHECK(g && genome_xform_param(&g->xforms[0], FM_P_dc_booleans_offset_z) == 0.75);
  genome_list_free(&l);
  g = read_flames("<flame scale=\"100\"><xform weight=\"1\" color=\"0\" dc_squares=\"1\" dc_squares_Red Fac.=\"1.5\""
                  " dc_vortex=\"1\" dc_vortex_Flow strength=\"7\" coefs=\"1 0 0 1 0 0\"/></flame>",
                  &l);
  CHECK(g != NULL && l.unsupported[0] == 0);
  CHECK(g && genome_xform_param(&g->xforms[0], FM_P_dc_squares_redF) == 1.5);
  CHECK(g && genome_xform_param(&g->xforms[0], FM_P_dc_vortex_flowStrength) == 7);
  genome_list_free(&l);
  g = read_flames("<flame scale=\"100\"><xform weight=\"1\" color=\"0\" dc_booleans=\"1\" dc_booleans_Gradient=\"1\""
                  " coefs=\"1 0 0 1 0 0\"/></flame>",
                  &l);
  CHECK(g != NULL && l.unsupported[0] == 0);
  genome_list_free(&l);
  /* the walks of an instance's colour (kernels/var_jwildfire26.h): drawn where its maps shrink
   * or keep it, said where they grow it */
  g = read_flames("<flame scale=\"100\"><xform weight=\"1\" color=\"0\" dc_dmodulus=\"1\" dc_dmodulus_speed1=\"1\""
                  " dc_dmodulus_speed2=\"-3\" coefs=\"1 0 0 1 0 0\"/></flame>",
                  &l);
  CHECK(g != NULL && l.unsupported[0] == 0);
  genome_list_free(&l);
  g = read_flames("<flame scale=\"100\"><xform weight=\"1\" color=\"0\" dc_dmodulus=\"1\" dc_dmodulus_speed2=\"1.5\""
                  " coefs=\"1 0 0 1 0 0\"/></flame>",
                  &l);
  CHECK(g != NULL && strstr(l.unsupported, "dc_dmodulus's colour maps of a speed beyond -3 to 1") != NULL);
  genome_list_free(&l);
  g = read_flames("<flame scale=\"100\"><xform weight=\"1\" color=\"0\" dc_kaleidotile=\"1\" dc_kaleidotile_speed1=\"-3\""
                  " dc_kaleidotile_speed2=\"0.9\" coefs=\"1 0 0 1 0 0\"/></flame>",
                  &l);
  CHECK(g != NULL && l.unsupported[0] == 0);
  genome_list_free(&l);
  g = read_flames("<flame scale=\"100\"><xform weight=\"1\" color=\"0\" dc_kaleidotile=\"1\" dc_kaleidotile_speed1=\"-3.5\""
                  " coefs=\"1 0 0 1 0 0\"/></flame>",
                  &l);
  CHECK(g != NULL && strstr(l.unsupported, "dc_kaleidotile's colour maps of a speed beyond -3 to 1") != NULL);
  genome_list_free(&l);
  /* one walk a trajectory (fm_point.walk): two instances that walk are said */
  g = read_flames("<flame scale=\"100\"><xform weight=\"1\" color=\"0\" dc_kaleidotile=\"1\" coefs=\"1 0 0 1 0 0\"/>"
                  "<xform weight=\"1\" color=\"0\" dc_dmodulus=\"1\" coefs=\"1 0 0 1 0 0\"/></flame>",
                  &l);
  CHECK(g != NULL && strstr(l.unsupported, "two walks of dc_dmodulus, dc_kaleidotile or an orbit") != NULL);
  genome_list_free(&l);
  g = read_flames("<flame scale=\"100\"><xform weight=\"1\" color=\"0\" hopalong=\"1\" coefs=\"1 0 0 1 0 0\"/>"
                  "<xform weight=\"1\" color=\"0\" dc_dmodulus=\"1\" coefs=\"1 0 0 1 0 0\"/></flame>",
                  &l);
  CHECK(g != NULL && strstr(l.unsupported, "two walks of dc_dmodulus, dc_kaleidotile or an orbit") != NULL);
  genome_list_free(&l);
  /* two orbits share the walk, each call the next point of its own table: drawn */
  g = read_flames("<flame scale=\"100\"><xform weight=\"1\" color=\"0\" hopalong=\"1\" coefs=\"1 0 0 1 0 0\"/>"
                  "<xform weight=\"1\" color=\"0\" threeply=\"1\" macmillan=\"0.5\" coefs=\"1 0 0 1 0 0\"/></flame>",
                  &l);
  CHECK(g != NULL && l.unsupported[0] == 0);
  genome_list_free(&l);
}

/* Newer parameters of variations flamebuild has: JWildfire's fdisc, henon, lozi, stwin and
 * hypershift ones, its names for shift's and pRose3D's, Fractorium's log base (pre_ and post_
 * forms too) and the auger half scale it computes itself; parameters drawn at one value (heart_wf's
 * scale_t, Apophysis AV's splits 3D switch and mobius inversion) quiet there. */
static void test_newer_parameters(void) {
  genome_list l;
  genome *g = read_flames("<flame name=\"p\"><xform weight=\"1\" color=\"0\" fdisc=\"1\" fdisc_ashift=\"-2.1\""
                          " fdisc_term4=\"0.5\" henon_c=\"1.03\" lozi_c=\"0.9\" stwin_offset_xy=\"2\" stwin_offset_x2=\"3\""
                          " stwin_offset_y2=\"4\" hypershift_stretch=\"0.7\" shift_shift_x=\"0.25\" shift_shift_y=\"-0.5\""
                          " pRose3D_srvsc=\"1.156\" auger=\"1\" auger_scale=\"0.1\" auger_half_scale=\"0.7\""
                          " heart_wf_scale_t=\"1.0\" splits_use3D=\"0\" splits_z=\"0\" mobius_invert=\"0\""
                          " q_ode=\"0.5\" q_ode_q_ode01=\"0.75\" q_ode_q_ode12=\"-0.25\""
                          " coefs=\"1 0 0 1 0 0\"/>"
                          "<xform weight=\"1\" color=\"1\" pre_log=\"1\" pre_log_base=\"2\" coefs=\"1 0 0 1 0 0\"/></flame>",
                          &l);
  CHECK(g != NULL);
  if (g) {
    double p[FM_NPARAMS];
    xform_arrays(&g->xforms[0], NULL, p);
    CHECK(p[FM_P_fdisc_ashift] == -2.1 && p[FM_P_fdisc_term4] == 0.5 && p[FM_P_fdisc_rshift] == 1);
    CHECK(p[FM_P_henon_c] == 1.03 && p[FM_P_lozi_c] == 0.9 && p[FM_P_hypershift_stretch] == 0.7);
    CHECK(p[FM_P_stwin_offset_xy] == 2 && p[FM_P_stwin_offset_x2] == 3 && p[FM_P_stwin_offset_y2] == 4);
    CHECK(p[FM_P_shift_x] == 0.25 && p[FM_P_shift_y] == -0.5 && p[FM_P_pRose3D_crvsc] == 1.156);
    CHECK(p[FM_P_auger_scale] == 0.1 && genome_xform_param(&g->xforms[1], FM_P_log_base) == 2);
    CHECK(p[FM_P_q_ode01] == 0.75 && p[FM_P_q_ode12] == -0.25 && p[FM_P_q_ode02] == -1); /* JWildfire's names */
  }
  CHECK(warning_count == 0 && l.unsupported[0] == 0);
  genome_list_free(&l);
  /* parameters JWildfire's dc_worley, dc_sunflower and dc_tesla wrote until 2020, and its
   * primitives_wf until 2025, and never read */
  g = read_flames("<flame name=\"o\" version=\"JWildfire V6.00 (16.08.2020)\"><xform weight=\"1\" color=\"0\""
                  " dc_worley=\"1\" dc_worley_zoom=\"12\" dc_worley_seed=\"10000\" dc_worley_time=\"0.0\""
                  " dc_sunflower=\"0.5\" dc_sunflower_seed=\"10000\" dc_sunflower_time=\"3\""
                  " dc_tesla=\"0.5\" dc_tesla_thicknes=\"1000.0\" dc_tesla_shift=\"1.5\" coefs=\"1 0 0 1 0 0\"/>"
                  "<xform weight=\"1\" color=\"1\" primitives_wf=\"1\" primitives_wf_shape=\"6\" primitives_wf_c=\"1.0\""
                  " coefs=\"1 0 0 1 0 0\"/></flame>",
                  &l);
  CHECK(g && genome_xform_param(&g->xforms[0], FM_P_dc_worley_zoom) == 12);
  CHECK(g && genome_xform_param(&g->xforms[1], FM_P_primitives_wf_shape) == 6);
  CHECK(warning_count == 0 && l.unsupported[0] == 0);
  genome_list_free(&l);
  /* JWildfire's triantruchet's turns for a seed of 0, a text resource: its default "0132", another,
   * and one whose third character is not a digit (it and the fourth: init()'s draws, -1) */
  g = read_flames("<flame name=\"t\" version=\"JWildfire V9.00 (01.10.2025)\"><xform weight=\"1\" color=\"0\""
                  " triantruchet=\"1\" triantruchet_seed=\"0\" triantruchet_string=\"30313332\" coefs=\"1 0 0 1 0 0\"/>"
                  "<xform weight=\"1\" color=\"0\" triantruchet=\"1\" triantruchet_seed=\"0\""
                  " triantruchet_string=\"33323137\" coefs=\"1 0 0 1 0 0\"/>"
                  "<xform weight=\"1\" color=\"0\" triantruchet=\"1\" triantruchet_seed=\"0\""
                  " triantruchet_string=\"32312B33\" coefs=\"1 0 0 1 0 0\"/></flame>",
                  &l);
  for (int k = 0; g && k < 4; k++) {
    CHECK(genome_xform_param(&g->xforms[0], FM_P_triantruchet_turn1 + k) == "0132"[k] - '0');
    CHECK(genome_xform_param(&g->xforms[1], FM_P_triantruchet_turn1 + k) == "3217"[k] - '0');
    CHECK(genome_xform_param(&g->xforms[2], FM_P_triantruchet_turn1 + k) == (k < 2 ? "21"[k] - '0' : -1));
  }
  CHECK(warning_count == 0 && l.unsupported[0] == 0);
  genome_list_free(&l);
  /* JWildfire's gpattern's sides, a text resource ("3,4,5,16" in hex bytes, then a pair that is
   * not hex, where the text ends) */
  g = read_flames("<flame name=\"p\" version=\"JWildfire V9.00 (01.10.2025)\"><xform weight=\"1\" color=\"0\""
                  " gpattern=\"1\" gpattern_string=\"332C342C352C3136ZZ2C37\" coefs=\"1 0 0 1 0 0\"/></flame>",
                  &l);
  CHECK(g && genome_xform_param(&g->xforms[0], FM_P_gpattern_count) == 4);
  static const double sides[4] = {3, 4, 5, 16};
  for (int k = 0; g && k < 4; k++) CHECK(genome_xform_param(&g->xforms[0], FM_P_gpattern_sides0 + k) == sides[k]);
  genome_list_free(&l);
  /* JWildfire's d_spherical weight, Apophysis 7X's octagon plugin's names, and the pre_ and
   * post_ forms of an alias (JWildfire's pre_bwraps2, a pre variation that sets the point) */
  g = read_flames("<flame name=\"a\"><xform weight=\"1\" color=\"0\" d_spherical=\"1\""
                  " d_spherical_d_spher_weight=\"0.25\" d_spherical_fx_priority=\"0\" octagon=\"0.5\""
                  " octa_x=\"0.125\" octa_y=\"0.5\" octa_z=\"2\" coefs=\"1 0 0 1 0 0\"/>"
                  "<xform weight=\"1\" color=\"1\" linear=\"1\" pre_bwraps2=\"0.5\" pre_bwraps2_gain=\"2\""
                  " pre_bwraps2_fx_priority=\"-1\" post_bwraps7=\"0\" pre_stabilize=\"0.0\""
                  " pre_stabilize_fx_priority=\"-1\" pre_stabilize_n=\"16\" coefs=\"1 0 0 1 0 0\"/></flame>",
                  &l);
  CHECK(g != NULL);
  if (g) {
    const genome_xform *x = &g->xforms[0], *y = &g->xforms[1];
    CHECK(genome_xform_param(x, FM_P_d_spherical_weight) == 0.25 && genome_xform_param(x, FM_P_octagon_x) == 0.125);
    CHECK(genome_xform_param(x, FM_P_octagon_y) == 0.5 && genome_xform_param(x, FM_P_octagon_z) == 2);
    CHECK(genome_xform_var(y, FM_VAR_bwraps) == 0.5 && genome_xform_var_kind(y, FM_VAR_bwraps) == FM_KIND_PRE_SET);
    CHECK(genome_xform_param(y, FM_P_bwraps_gain) == 2);
    /* JWildfire's pre_stabilize acts at the weight 0 its files write */
    CHECK(genome_xform_var(y, FM_VAR_stabilize) == 1 && genome_xform_var_kind(y, FM_VAR_stabilize) == FM_KIND_PRE_SET);
    CHECK(genome_xform_param(y, FM_P_stabilize_n) == 16);
  }
  CHECK(warning_count == 0 && l.unsupported[0] == 0);
  genome_list_free(&l);
  /* JWildfire's crops: crop_x is a variation of its own, not a parameter x of crop, and so on */
  g = read_flames("<flame name=\"c\"><xform weight=\"1\" color=\"0\" crop_x=\"0.5\" crop_x_w=\"0.7\" crop_box=\"0.25\""
                  " crop_trapezoid=\"0.125\" crop_trapezoid_Base Sup.=\"0.4\" crop_trapezoid_Base Inf.=\"0.3\""
                  " crop_cross_Size=\"0.2\" coefs=\"1 0 0 1 0 0\"/></flame>",
                  &l);
  CHECK(g != NULL);
  if (g) {
    const genome_xform *x = &g->xforms[0];
    CHECK(genome_xform_var(x, FM_VAR_crop_x) == 0.5 && genome_xform_var(x, FM_VAR_crop_box) == 0.25 && genome_xform_var(x, FM_VAR_crop_trapezoid) == 0.125);
    CHECK(genome_xform_var(x, FM_VAR_crop) == 0 && genome_xform_param(x, FM_P_crop_x_w) == 0.7 && genome_xform_param(x, FM_P_crop_cross_Size) == 0.2);
    CHECK(genome_xform_param(x, FM_P_crop_trapezoid_base_sup) == 0.4 && genome_xform_param(x, FM_P_crop_trapezoid_base_inf) == 0.3);
  }
  CHECK(l.unsupported[0] == 0); /* (the names with a blank are said, as every such name is) */
  genome_list_free(&l);
  /* and JWildfire's other variations whose names begin with an older one's */
  g = read_flames("<flame name=\"o\"><xform weight=\"1\" color=\"0\" flower_db=\"0.5\" flower_db_petals=\"8\""
                  " butterfly_fay=\"0.25\" bubble_wf=\"0.125\" cpow3_wf=\"1\" cpow3_wf_r=\"1.5\" xheart_blur_wf=\"2\""
                  " target_sp=\"3\" exp2_bs=\"4\" exp2_bs_x1=\"0.5\" coefs=\"1 0 0 1 0 0\"/></flame>",
                  &l);
  CHECK(g != NULL);
  if (g) {
    const genome_xform *x = &g->xforms[0];
    CHECK(genome_xform_var(x, FM_VAR_flower_db) == 0.5 && genome_xform_var(x, FM_VAR_butterfly_fay) == 0.25 && genome_xform_var(x, FM_VAR_bubble_wf) == 0.125);
    CHECK(genome_xform_var(x, FM_VAR_cpow3_wf) == 1 && genome_xform_var(x, FM_VAR_xheart_blur_wf) == 2 && genome_xform_var(x, FM_VAR_target_sp) == 3);
    CHECK(genome_xform_var(x, FM_VAR_exp2_bs) == 4 && genome_xform_param(x, FM_P_exp2_bs_x1) == 0.5 && genome_xform_param(x, FM_P_cpow3_wf_r) == 1.5);
    CHECK(genome_xform_param(x, FM_P_flower_db_petals) == 8 && genome_xform_var(x, FM_VAR_flower) == 0 && genome_xform_var(x, FM_VAR_bubble) == 0);
  }
  CHECK(warning_count == 0 && l.unsupported[0] == 0);
  genome_list_free(&l);
  /* JWildfire's octagon is its own (octagon_jwf), with the octagon's x, y, z; Fractorium's stays */
  g = read_flames("<flame name=\"o\" version=\"JWildfire V7.30 (27.11.2021)\"><xform weight=\"1\" color=\"0\""
                  " octagon=\"0.5\" octagon_x=\"0.25\" octagon_y=\"0.5\" octagon_z=\"1\" octagon_mode=\"3\""
                  " coefs=\"1 0 0 1 0 0\"/></flame>",
                  &l);
  CHECK(g && genome_xform_var(&g->xforms[0], FM_VAR_octagon) == 0 && genome_xform_var(&g->xforms[0], FM_VAR_octagon_jwf) == 0.5);
  CHECK(g && genome_xform_param(&g->xforms[0], FM_P_octagon_jwf_x) == 0.25 && genome_xform_param(&g->xforms[0], FM_P_octagon_jwf_z) == 1 &&
        genome_xform_param(&g->xforms[0], FM_P_octagon_jwf_mode) == 3 && l.unsupported[0] == 0);
  genome_list_free(&l);
  /* and its hypershift, which adds where Fractorium's assigns */
  g = read_flames("<flame name=\"h\" version=\"JWildfire V7.30 (27.11.2021)\"><xform weight=\"1\" color=\"0\""
                  " hypershift=\"0.5\" hypershift_shift=\"1.5\" hypershift_stretch=\"0.75\" coefs=\"1 0 0 1 0 0\"/></flame>",
                  &l);
  CHECK(g && genome_xform_var(&g->xforms[0], FM_VAR_hypershift) == 0 && genome_xform_var(&g->xforms[0], FM_VAR_hypershift_jwf) == 0.5);
  CHECK(g && genome_xform_param(&g->xforms[0], FM_P_hypershift_jwf_shift) == 1.5 && genome_xform_param(&g->xforms[0], FM_P_hypershift_jwf_stretch) == 0.75);
  genome_list_free(&l);
  /* and its circlecrop (its pre_circlecrop the pre form) and crop, which hide what they crop */
  g = read_flames("<flame name=\"c\" version=\"JWildfire V7.30 (27.11.2021)\"><xform weight=\"1\" color=\"0\""
                  " pre_circlecrop=\"1\" pre_circlecrop_radius=\"0.5\" pre_circlecrop_zero=\"1\" crop=\"0.25\""
                  " crop_left=\"-0.75\" crop_zero=\"1\" linear=\"1\" coefs=\"1 0 0 1 0 0\"/></flame>",
                  &l);
  CHECK(g && genome_xform_var(&g->xforms[0], FM_VAR_circlecrop) == 0 && genome_xform_var(&g->xforms[0], FM_VAR_circlecrop_jwf) == 1);
  CHECK(g && genome_xform_var_kind(&g->xforms[0], FM_VAR_circlecrop_jwf) == FM_KIND_PRE_SET);
  CHECK(g && genome_xform_param(&g->xforms[0], FM_P_circlecrop_jwf_radius) == 0.5 && genome_xform_param(&g->xforms[0], FM_P_circlecrop_jwf_zero) == 1);
  CHECK(g && genome_xform_var(&g->xforms[0], FM_VAR_crop) == 0 && genome_xform_var(&g->xforms[0], FM_VAR_crop_jwf) == 0.25);
  CHECK(g && genome_xform_param(&g->xforms[0], FM_P_crop_jwf_left) == -0.75 && genome_xform_param(&g->xforms[0], FM_P_crop_jwf_zero) == 1);
  CHECK(l.unsupported[0] == 0);
  genome_list_free(&l);
  g = read_flames("<flame name=\"o\" version=\"EMBER-LNX-1.0.0.19\"><xform weight=\"1\" color=\"0\" octagon=\"0.5\""
                  " octagon_x=\"0.25\" coefs=\"1 0 0 1 0 0\"/></flame>",
                  &l);
  CHECK(g && genome_xform_var(&g->xforms[0], FM_VAR_octagon) == 0.5 && genome_xform_var(&g->xforms[0], FM_VAR_octagon_jwf) == 0);
  genome_list_free(&l);
  g = read_flames("<flame name=\"p\"><xform weight=\"1\" color=\"0\" splits=\"1\" splits_use3D=\"1\" splits_z=\"0.5\""
                  " coefs=\"1 0 0 1 0 0\"/></flame>",
                  &l);
  CHECK(g && strstr(l.unsupported, "splits_use3D other than 0") && strstr(l.unsupported, "splits_z other than 0"));
  genome_list_free(&l);
}

/* JWildfire's settings: quiet at the values that change nothing, named otherwise; an unknown
 * variation's parameters are left out of the names. */
static void test_settings_and_unknown_names(void) {
  genome_list l;
  genome *g = read_flames("<flame contrast=\"0.9\" frame=\"12\" filter_kernel=\"MITCHELL_SMOOTH\" grad_edit_hue_curve_x0=\"3\">"
                          "<xform weight=\"1\" color=\"0\" linear=\"1\" material=\"0.0\" mod_hue=\"0.0\" color_type=\"TARGETG\""
                          " obj_mesh_wf=\"1\" obj_mesh_wf_scale_x=\"2\" spherical_mode=\"1\" weightCurve_enabled=\"true\""
                          " julian_power_enabled=\"false\" coefs=\"1 0 0 1 0 0\"/></flame>",
                          &l);
  CHECK(g != NULL);
  CHECK(strstr(l.unsupported, "variations obj_mesh_wf;") != NULL && !strstr(l.unsupported, "obj_mesh_wf_scale_x"));
  CHECK(g && g->contrast == 0.9 && !strstr(l.unsupported, "tone")); /* drawn: test_jwildfire_tone */
  CHECK(strstr(l.unsupported, "JWildfire's colour types (color_type=TARGETG)") != NULL);
  CHECK(strstr(l.unsupported, "JWildfire's motion curve of weight (unreadable)") != NULL); /* no points */
  CHECK(strstr(l.unsupported, "parameters spherical_mode") != NULL);
  CHECK(!strstr(l.unsupported, "material") && !strstr(l.unsupported, "filter") && !strstr(l.unsupported, "julian"));
  genome_list_free(&l);
  /* settings that change nothing drawn, read without a word: JWildfire's noise filter threshold
   * and preview size, Apophysis 7X's density estimation switch (its renderer never reads it) */
  warning_count = 0;
  g = read_flames("<flame post_noise_filter_threshold=\"0.35\" resolution_profile=\"500x500\" enable_de=\"0\""
                  " logscale_k2=\"0\"><xform weight=\"1\" color=\"0\" linear=\"1\" coefs=\"1 0 0 1 0 0\"/></flame>",
                  &l);
  CHECK(g != NULL && warning_count == 0 && l.unsupported[0] == 0);
  genome_list_free(&l);
  /* JWildfire's solid rendering is drawn (test_solid), its settings read without a word; its
   * bokeh, which only that renderer reads, is quiet */
  warning_count = 0;
  g = read_flames("<flame sld_render_enabled=\"1\" sld_render_ao_intensity=\"0.5\" post_bokeh_activation=\"0.2\">"
                  "<xform weight=\"1\" color=\"0\" linear=\"1\" coefs=\"1 0 0 1 0 0\"/></flame>",
                  &l);
  CHECK(g != NULL && g->solid.enabled && g->solid.ao_intensity == 0.5 && l.unsupported[0] == 0 && warning_count == 0);
  genome_list_free(&l);
  g = read_flames("<flame sld_render_enabled=\"0\" post_bokeh_size=\"2\" post_optix_denoiser=\"0\">"
                  "<xform weight=\"1\" color=\"0\" linear=\"1\" coefs=\"1 0 0 1 0 0\"/></flame>",
                  &l);
  CHECK(g != NULL && l.unsupported[0] == 0);
  genome_list_free(&l);
  /* its weighting fields are drawn (test_wfield), read without a word: one that scales nothing
   * is none, as in JWildfire; FARender's names (wfield_scale) are no part of one */
  warning_count = 0;
  g = read_flames("<flame version=\"JWildfire V8.00\"><xform weight=\"1\" color=\"0\" linear=\"1\" wfield_type=\"CELLULAR_NOISE\""
                  " wfield_input=\"AFFINE\" wfield_scale=\"2\" coefs=\"1 0 0 1 0 0\"/></flame>",
                  &l);
  CHECK(g != NULL && l.unsupported[0] == 0 && warning_count == 0 && g->xforms[0].wfield.type == FM_NOISE_NONE);
  genome_list_free(&l);
  g = read_flames("<flame version=\"JWildfire V8.00\"><xform weight=\"1\" color=\"0\" linear=\"1\" wfield_type=\"CELLULAR_NOISE\""
                  " wfield_var_amount_intensity=\"0.2\" coefs=\"1 0 0 1 0 0\"/></flame>",
                  &l);
  CHECK(g != NULL && l.unsupported[0] == 0 && g->xforms[0].wfield.type == FM_NOISE_CELLULAR &&
        g->xforms[0].wfield.amount == 0.2);
  genome_list_free(&l);
  /* Fractorium's log scale fixed by hand (logscale_k2, 0 in its files) is said */
  g = read_flames("<flame logscale_k2=\"0.002\"><xform weight=\"1\" color=\"0\" linear=\"1\" coefs=\"1 0 0 1 0 0\"/></flame>", &l);
  CHECK(g != NULL && strstr(l.unsupported, "Fractorium's fixed log scale (logscale_k2=0.002)") != NULL);
  genome_list_free(&l);
}

/* JWildfire's tone controls are drawn (render/density.c, kernels/tonemap.h), so none is
 * named among what is not drawn. A flame JWildfire wrote takes JWildfire's defaults for those
 * it leaves out (white level 220, low-density brightness 0.24) and no low-density glow under
 * its motion blur, JWildfire's brightness and palette scales (tone_model) and no density
 * estimation, which JWildfire has not (an estimator_radius it wrote is not read); any other
 * flame keeps the neutral ones, flam3's finish. Printed and read back, the values stay. */
static void test_jwildfire_tone(void) {
  genome_list l;
  genome *g = read_flames("<flame version=\"JWildfire V7.30 (27.11.2021)\" contrast=\"0.9\" white_level=\"300.0\""
                          " low_density_brightness=\"-2.3\" balancing_red=\"1.2\" balancing_green=\"0.8\""
                          " balancing_blue=\"1.1\" saturation=\"1.4\">" XF "</flame>",
                          &l);
  CHECK(g && g->contrast == 0.9 && g->white_level == 300 && g->low_density_brightness == -2.3);
  CHECK(g && g->balancing_red == 1.2 && g->balancing_green == 0.8 && g->balancing_blue == 1.1 && g->saturation == 1.4);
  CHECK(warning_count == 0 && l.unsupported[0] == 0);
  char *text = g ? genome_print(g) : NULL;
  genome_list back;
  genome *b = text ? read_flames(text, &back) : NULL;
  CHECK(b && b->contrast == 0.9 && b->white_level == 300 && b->low_density_brightness == -2.3);
  CHECK(b && b->balancing_red == 1.2 && b->balancing_green == 0.8 && b->balancing_blue == 1.1 && b->saturation == 1.4);
  if (b) genome_list_free(&back);
  free(text);
  genome_list_free(&l);

  g = read_flames("<flame version=\"JWildfire V5.60 (07.05.2020)\" contrast=\"1.0\" estimator_radius=\"9\">" XF
                  "</flame>",
                  &l);
  CHECK(g && g->white_level == 220 && g->low_density_brightness == 0.24 && g->contrast == 1 && g->saturation == 1);
  CHECK(g && g->tone_model == TONE_MODEL_JWILDFIRE && g->estimator_radius == 0 && g->fg_opacity == 1);
  text = g ? genome_print(g) : NULL; /* JWildfire's defaults are not flam3's: printed */
  CHECK(text && strstr(text, " white_level=\"220\"") && strstr(text, " low_density_brightness=\"0.24\""));
  CHECK(text && strstr(text, " tone_model=\"jwildfire\"") && strstr(text, " estimator_radius=\"0\""));
  b = text ? read_flames(text, &back) : NULL; /* flamebuild's own print: as it says */
  CHECK(b && b->tone_model == TONE_MODEL_JWILDFIRE && b->estimator_radius == 0 && b->white_level == 220);
  if (b) genome_list_free(&back);
  CHECK(text && !strstr(text, "contrast") && !strstr(text, "saturation") && !strstr(text, "balancing"));
  free(text);
  genome_list_free(&l);
  g = read_flames("<flame cam_zoom=\"1\">" XF "</flame>", &l); /* JWildfire 0.x: no version */
  CHECK(g && g->white_level == 220 && g->low_density_brightness == 0.24);
  genome_list_free(&l);
  g = read_flames("<flame version=\"JWildfire V5.60 (07.05.2020)\" low_density_brightness=\"0.5\""
                  " motion_blur_length=\"20\">" XF "</flame>",
                  &l);
  CHECK(g && g->low_density_brightness == 0);
  genome_list_free(&l);

  g = read_flames("<flame version=\"Apophysis 7x\">" XF "</flame>", &l);
  CHECK(g && g->white_level == 255 && g->low_density_brightness == 0 && g->contrast == 1);
  CHECK(g && g->tone_model == TONE_MODEL_FLAM3 && g->estimator_radius == 9 && g->fg_opacity == 1);
  text = g ? genome_print(g) : NULL; /* flam3's finish: nothing of JWildfire's printed */
  CHECK(text && !strstr(text, "white_level") && !strstr(text, "low_density") && !strstr(text, "contrast"));
  free(text);
  genome_list_free(&l);
}

/* JWildfire's background: a gradient of one colour (its type GRADIENT_2X2_C, its new flames'
 * default, also where the file names no type and no single colour) is that colour, over the
 * file's single colour; one of several colours is the flame's backdrop (render/backdrop.h),
 * drawn; a single colour is the file's background; a corner the type does not blend
 * (GRADIENT_2X2's centre) changes nothing. */
static void test_jwildfire_background(void) {
  genome_list l;
  const char *jwf = "<flame version=\"JWildfire V7.30 (27.11.2021)\" ";
  char text[1024];
#define CORNERS(v) " background_ul=\"" v "\" background_ur=\"" v "\" background_ll=\"" v "\" background_lr=\"" v "\""
  snprintf(text, sizeof text, "%sbackground_type=\"GRADIENT_2X2_C\" background=\"1 1 1\"" CORNERS("0.5 0.25 0.125")
           " background_cc=\"0.5 0.25 0.125\">" XF "</flame>", jwf);
  genome *g = read_flames(text, &l);
  CHECK(g && g->background[0] == 0.5 && g->background[1] == 0.25 && g->background[2] == 0.125);
  CHECK(l.unsupported[0] == 0);
  genome_list_free(&l);
  snprintf(text, sizeof text, "%sbackground_type=\"GRADIENT_2X2_C\" background=\"0.2 0.2 0.2\"" CORNERS("0.5 0.25 0.125")
           " background_cc=\"0 0 0\">" XF "</flame>", jwf);
  g = read_flames(text, &l);
  CHECK(g && l.unsupported[0] == 0 && g->background[0] == 0.2 && g->backdrop.type == BACKDROP_GRADIENT_2X2_C &&
        g->backdrop.corner[0][1] == 0.25 && g->backdrop.corner[4][0] == 0);
  genome_list_free(&l);
  snprintf(text, sizeof text, "%sbackground_type=\"GRADIENT_2X2\"" CORNERS("0.5 0.25 0.125")
           " background_cc=\"0 0 0\">" XF "</flame>", jwf);
  g = read_flames(text, &l);
  CHECK(g && g->background[0] == 0.5 && g->background[2] == 0.125 && l.unsupported[0] == 0);
  genome_list_free(&l);
  snprintf(text, sizeof text, "%sbackground_type=\"SINGLE_COLOR\" background=\"0.2 0.3 0.4\"" CORNERS("0.5 0.25 0.125")
           ">" XF "</flame>", jwf);
  g = read_flames(text, &l);
  CHECK(g && g->background[0] == 0.2 && g->background[2] == 0.4 && l.unsupported[0] == 0);
  genome_list_free(&l);
  snprintf(text, sizeof text, "%sbackground_ur=\"0.5 0.5 0.5\">" XF "</flame>", jwf); /* no type, no colour: its default */
  g = read_flames(text, &l);
  CHECK(g && l.unsupported[0] == 0 && g->backdrop.type == BACKDROP_GRADIENT_2X2_C && g->backdrop.corner[1][0] == 0.5);
  genome_list_free(&l);
  snprintf(text, sizeof text, "%sbackground=\"0.2 0.3 0.4\"" CORNERS("0.5 0.25 0.125") ">" XF "</flame>", jwf);
  g = read_flames(text, &l); /* no type, a colour: JWildfire's older files, a single colour */
  CHECK(g && g->background[0] == 0.2 && l.unsupported[0] == 0);
  genome_list_free(&l);
#undef CORNERS
}

/* A JWildfire layer's palette of one colour (r, g, b), as its <palette> element. */
static void one_colour_palette(char *out, size_t size, int r, int g, int b) {
  size_t n = (size_t)snprintf(out, size, "<palette count=\"256\" format=\"RGB\">");
  for (int i = 0; i < 256 && n + 8 < size; i++) n += (size_t)snprintf(out + n, size - n, "%02X%02X%02X", r, g, b);
  snprintf(out + n, size - n, "</palette>");
}

/* JWildfire's background of more than one colour (render/backdrop.h), pixel by pixel: its
 * gradients' corners and centre, each channel rounded; its background xforms' palette colour at
 * 200/256 times the weight added, the whole part kept; printed and read back alike; a variation
 * of theirs not drawn said. */
static void test_jwildfire_backdrop(void) {
  static char text[16384], palette[2048];
  one_colour_palette(palette, sizeof palette, 200, 100, 50);
  genome_list l;
  fb_error err;
  /* GRADIENT_2X2 of four colours, and one background xform (colour 1 at speed 0.5: index 0.5) */
  snprintf(text, sizeof text,
           "<jwf-flame version=\"JWildfire V9.00 (01.10.2025)\" size=\"8 6\" background_type=\"GRADIENT_2X2\""
           " background_ul=\"1 0 0\" background_ur=\"0 1 0\" background_ll=\"0 0 1\" background_lr=\"1 1 1\""
           " cam_zoom=\"2\"><layer>" XF "<bgxform weight=\"0.5\" color=\"1\" symmetry=\"0\" linear=\"1\""
           " coefs=\"1 0 0 1 0 0\"/>%s</layer></jwf-flame>", palette);
  genome *g = read_flames(text, &l);
  CHECK(g && l.unsupported[0] == 0 && g->backdrop.type == BACKDROP_GRADIENT_2X2 && g->backdrop.zoom == 2 &&
        genome_text_digest_join(g->backdrop.xforms) != 0);
  float rgb[3 * 8 * 6], again[3 * 8 * 6];
  CHECK(g && render_backdrop(g, 8, 6, rgb, &err) == 0);
  /* (0, 0): red 255 + 78.125 (200 · 200/256 · 0.5), green 0 + 39.06, blue 0 + 19.53, whole parts */
  CHECK(rgb[0] == (float)(333 / 255.0) && rgb[1] == (float)(39 / 255.0) && rgb[2] == (float)(19 / 255.0));
  /* (3, 2): the corners blended at x 3/7, y 2/5, rounded, then the same added */
  const double x = 3.0 / 7, y = 2.0 / 5;
  const double red = 255 * (1 - x) * (1 - y) + 255 * x * y, green = 255 * x, blue = 255 * y;
  const float *p = rgb + 3 * (2 * 8 + 3);
  CHECK(p[0] == (float)(((int)(red + 0.5) + 78) / 255.0) && p[1] == (float)(((int)(green + 0.5) + 39) / 255.0) &&
        p[2] == (float)(((int)(blue + 0.5) + 19) / 255.0));
  char *printed = g ? genome_print(g) : NULL;
  CHECK(printed && strstr(printed, "<bgxform") && strstr(printed, "background_type=\"GRADIENT_2X2\"") &&
        strstr(printed, "backdrop_zoom=\"2\""));
  genome_list back;
  genome *b = printed ? read_flames(printed, &back) : NULL;
  CHECK(b && back.unsupported[0] == 0 && b->backdrop.type == BACKDROP_GRADIENT_2X2 && b->backdrop.zoom == 2 &&
        !memcmp(b->backdrop.corner, g->backdrop.corner, sizeof g->backdrop.corner));
  CHECK(b && render_backdrop(b, 8, 6, again, &err) == 0 && !memcmp(rgb, again, sizeof rgb));
  if (b) genome_list_free(&back);
  free(printed);
  /* kept for the process while used: drawn once, the same pixels */
  const point_table *k1 = g ? render_backdrop_get(g, 8, 6, &err) : NULL, *k2 = g ? render_backdrop_get(g, 8, 6, &err) : NULL;
  CHECK(k1 && k1 == k2 && k1->count == 8 * 6 && !memcmp(k1->xy, rgb, sizeof rgb));
  point_table_release(k1);
  point_table_release(k2);
  genome_list_free(&l);
  /* GRADIENT_2X2_C: the centre pixel (w/2 − 1, h/2 − 1) is the centre's colour */
  snprintf(text, sizeof text,
           "<flame version=\"JWildfire V9.00 (01.10.2025)\" size=\"8 6\" background_type=\"GRADIENT_2X2_C\""
           " background_ul=\"1 0 0\" background_cc=\"0.2 0.4 0.6\">" XF "</flame>");
  g = read_flames(text, &l);
  CHECK(g && render_backdrop(g, 8, 6, rgb, &err) == 0);
  p = rgb + 3 * (2 * 8 + 3);
  CHECK(p[0] == (float)(51 / 255.0) && p[1] == (float)(102 / 255.0) && p[2] == (float)(153 / 255.0));
  CHECK(rgb[0] == 1.0f && rgb[1] == 0.0f);
  genome_list_free(&l);
  /* a background xform of a variation not drawn: said as theirs */
  snprintf(text, sizeof text,
           "<jwf-flame version=\"JWildfire V9.00 (01.10.2025)\" size=\"8 6\"><layer>" XF
           "<bgxform weight=\"1\" color=\"0\" no_such_shader=\"1\" coefs=\"1 0 0 1 0 0\"/>%s</layer></jwf-flame>",
           palette);
  g = read_flames(text, &l);
  CHECK(g && strstr(l.unsupported, "in JWildfire's background xforms: variations no_such_shader") != NULL);
  genome_list_free(&l);
}

/* JWildfire's colour modulation (kernels/colour_mod.h): read into the xform, printed and read
 * back; the step toward an xform's values at its speed; each bend by hand — the luminance to
 * 4.2/(4.2 − g), the channels from 127.5 by 1.2/(1.2 − c/2), from the luminance by s, the hue
 * turned in HSL and rounded (a third of a turn takes green to blue; red, at its end, stays; a
 * grey stays grey). */
static void test_jwildfire_colour_mod(void) {
  genome_list l;
  genome *g = read_flames("<flame version=\"JWildfire V9.00 (01.10.2025)\"><xform weight=\"1\" color=\"0\" linear=\"1\""
                          " mod_gamma=\"0.5\" mod_gamma_speed=\"0.2\" mod_hue=\"0.25\" coefs=\"1 0 0 1 0 0\"/>" XF "</flame>",
                          &l);
  CHECK(g && l.unsupported[0] == 0 && genome_has_colour_mod(g) && g->xforms[0].colour_mod[GENOME_MOD_GAMMA] == 0.5 &&
        g->xforms[0].colour_mod_speed[GENOME_MOD_GAMMA] == 0.2 && g->xforms[0].colour_mod[GENOME_MOD_HUE] == 0.25 &&
        g->xforms[1].colour_mod[GENOME_MOD_HUE] == 0);
  char *printed = g ? genome_print(g) : NULL;
  genome_list back;
  genome *b = printed ? read_flames(printed, &back) : NULL;
  CHECK(printed && strstr(printed, "mod_hue_speed=\"0\"") && b && back.unsupported[0] == 0 &&
        !memcmp(b->xforms[0].colour_mod, g->xforms[0].colour_mod, sizeof g->xforms[0].colour_mod) &&
        !memcmp(b->xforms[0].colour_mod_speed, g->xforms[0].colour_mod_speed, sizeof g->xforms[0].colour_mod_speed) &&
        !genome_has_colour_mod(&(genome){.num_xforms = 1, .xforms = &b->xforms[1]}));
  if (b) genome_list_free(&back);
  free(printed);
  genome_list_free(&l);
  fm_colour_mod_step st;
  const double value[4] = {0.5, 0, 0, 0.25}, speed[4] = {0.2, 0, 0, -1};
  fm_colour_mod_step_of(value, speed, &st);
  CHECK(st.mul[0] == 0.6 && st.add[0] == 0.2 && st.mul[3] == 0 && st.add[3] == 0.25 && st.mul[1] == 0.5 && st.add[1] == 0);
  const double L = 0.299 * 100 + 0.588 * 50 + 0.113 * 25;
  double rgb[3] = {100, 50, 25};
  fm_colour_mod_apply((const double[4]){0.5, 0, 0, 0}, rgb);
  const double scale = pow(L, 4.2 / 3.7) / L;
  CHECK(fabs(rgb[0] - 100 * scale) < 1e-9 && fabs(rgb[2] - 25 * scale) < 1e-9);
  double c[3] = {100, 50, 25};
  fm_colour_mod_apply((const double[4]){0, 0.4, 0, 0}, c);
  CHECK(fabs(c[0] - 94.5) < 1e-9 && fabs(c[1] - (-77.5 * 1.2 + 127.5)) < 1e-9);
  double sat[3] = {100, 50, 25};
  fm_colour_mod_apply((const double[4]){0, 0, 0.5, 0}, sat);
  CHECK(fabs(sat[0] - (100 + (100 - L) * 0.5)) < 1e-9 && fabs(sat[2] - (25 + (25 - L) * 0.5)) < 1e-9);
  /* JWildfire's hue of green is 1/3, of blue 2/3, of red 1 (its fromRgb's 6/6), held to 1 */
  double green[3] = {0, 255, 0}, red[3] = {255, 0, 0}, grey[3] = {128, 128, 128};
  fm_colour_mod_apply((const double[4]){0, 0, 0, 1.0 / 3}, green);
  fm_colour_mod_apply((const double[4]){0, 0, 0, 0.2}, red);
  fm_colour_mod_apply((const double[4]){0, 0, 0, 0.3}, grey);
  CHECK(green[0] == 0 && green[1] == 0 && green[2] == 255 && red[0] == 255 && red[1] == 0 && red[2] == 0);
  CHECK(grey[0] == 128 && grey[1] == 128 && grey[2] == 128);
}

/* JWildfire's subflame_wf: its flame (a text resource in hex bytes) kept by its digest in three
 * parameters, which a genome prints back as the text; its settings not drawn said; the cloud of
 * its sub-flame's points made from the text, none from one that is not a flame. */
static void test_jwildfire_subflame(void) {
  static const char sub[] = "<flame name=\"s\" size=\"10 10\"><xform weight=\"1\" color=\"0\" linear=\"1\""
                            " coefs=\"0.5 0 0 0.5 0.5 0\"/><xform weight=\"1\" color=\"1\" linear=\"1\""
                            " coefs=\"0.5 0 0 0.5 -0.5 0\"/></flame>";
  char hex[2 * sizeof sub + 1], text[12288];
  for (size_t i = 0; i + 1 < sizeof sub; i++) snprintf(hex + 2 * i, 3, "%02X", (unsigned char)sub[i]);
  snprintf(text, sizeof text,
           "<flame version=\"JWildfire V9.00 (01.10.2025)\"><xform weight=\"1\" color=\"0\" subflame_wf=\"1\""
           " subflame_wf_color_mode=\"%s\" subflame_wf_flame_is_sequence=\"%s\" subflame_wf_flame=\"%s\""
           " subflame_wf_flame_filename=\"\" coefs=\"1 0 0 1 0 0\"/></flame>",
           "-1", "0", hex);
  genome_list l;
  genome *g = read_flames(text, &l);
  double part[3] = {0, 0, 0};
  for (int k = 0; g && k < 3; k++) part[k] = genome_xform_param(&g->xforms[0], FM_P_subflame_wf_text0 + k);
  const uint64_t digest = genome_text_digest_join(part);
  size_t len = 0;
  const char *kept = genome_text_find(digest, &len);
  CHECK(g && digest != 0 && kept && len == sizeof sub - 1 && !memcmp(kept, sub, len));
  CHECK(warning_count == 0 && l.unsupported[0] == 0);
  char *printed = g ? genome_print(g) : NULL;
  CHECK(printed && strstr(printed, hex) != NULL);
  genome_list back;
  genome *b = printed ? read_flames(printed, &back) : NULL;
  CHECK(b && genome_xform_param(&b->xforms[0], FM_P_subflame_wf_text0) == part[0] &&
        genome_xform_param(&b->xforms[0], FM_P_subflame_wf_text2) == part[2]);
  if (b) genome_list_free(&back);
  free(printed);
  /* the cloud: the sub-flame's points, on the segment [-1, 1] × {0} its two maps draw */
  const subflame_points *pts = subflame_points_get(digest);
  CHECK(pts && pts->count == SUBFLAME_POINTS);
  int off = 0;
  for (uint32_t i = 0; pts && pts->xy && i < pts->count; i += 997) {
    const float *q = pts->xy + SUBFLAME_FLOATS * (size_t)i;
    off += !(fabs((double)q[0] + q[1]) <= 1.0 + 1e-9 && fabs((double)q[2] + q[3]) < 1e-9 && q[8] == 0.0f);
  }
  CHECK(off == 0);
  point_table_release(pts);
  genome_list_free(&l);
  const double fraction[3] = {part[0] + 0.5, part[1], part[2]}; /* between two keyframes' digests */
  CHECK(genome_text_digest_join(fraction) == 0 && subflame_points_get(0)->count == 0);
  const uint64_t not_flame = genome_text_keep("not a flame", 11);
  const subflame_points *none = subflame_points_get(not_flame);
  CHECK(not_flame != 0 && none && none->count == 0);
  point_table_release(none);

  snprintf(text, sizeof text,
           "<flame version=\"JWildfire V9.00 (01.10.2025)\"><xform weight=\"1\" color=\"0\" subflame_wf=\"1\""
           " subflame_wf_color_mode=\"%s\" subflame_wf_flame_is_sequence=\"%s\" subflame_wf_flame=\"%s\""
           " coefs=\"1 0 0 1 0 0\"/></flame>",
           "2", "1", hex);
  g = read_flames(text, &l);
  CHECK(g && strstr(l.unsupported, "subflame_wf's colour modes") && strstr(l.unsupported, "subflame_wf's sequences"));
  genome_list_free(&l);
  g = read_flames("<flame version=\"JWildfire V9.00 (01.10.2025)\"><xform weight=\"1\" color=\"0\" subflame_wf=\"1\""
                  " coefs=\"1 0 0 1 0 0\"/></flame>",
                  &l);
  CHECK(g && strstr(l.unsupported, "subflame_wf's default flame") != NULL);
  genome_list_free(&l);
  /* a text that is no flame ("<flame><xform" cut short: 3C666C616D653E3C78666F726D), odd hex
   * digits, and a sub-flame holding a subflame_wf of its own: said, never a failure */
  static const char *const said[][2] = {
      {"3C666C616D653E3C78666F726D", "not a flame flamebuild reads"},
      {"3C666C616D653E3", "not a flame flamebuild reads"}};
  for (size_t k = 0; k < sizeof said / sizeof said[0]; k++) {
    snprintf(text, sizeof text,
             "<flame version=\"JWildfire V9.00 (01.10.2025)\"><xform weight=\"1\" color=\"0\" subflame_wf=\"1\""
             " subflame_wf_flame=\"%s\" coefs=\"1 0 0 1 0 0\"/></flame>",
             said[k][0]);
    g = read_flames(text, &l);
    CHECK(g && strstr(l.unsupported, said[k][1]) != NULL);
    genome_list_free(&l);
  }
  char outer[4096], outer_hex[8192 + 1];
  snprintf(outer, sizeof outer,
           "<flame name=\"o\" version=\"JWildfire V9.00 (01.10.2025)\"><xform weight=\"1\" color=\"0\""
           " subflame_wf=\"1\" subflame_wf_flame=\"%s\" coefs=\"1 0 0 1 0 0\"/></flame>",
           hex);
  for (size_t i = 0; outer[i] && 2 * i + 2 < sizeof outer_hex; i++) snprintf(outer_hex + 2 * i, 3, "%02X", (unsigned char)outer[i]);
  snprintf(text, sizeof text,
           "<flame version=\"JWildfire V9.00 (01.10.2025)\"><xform weight=\"1\" color=\"0\" subflame_wf=\"1\""
           " subflame_wf_flame=\"%s\" coefs=\"1 0 0 1 0 0\"/></flame>",
           outer_hex);
  g = read_flames(text, &l);
  CHECK(g && strstr(l.unsupported, "a subflame_wf inside subflame_wf's flame") != NULL);
  genome_list_free(&l);
}

/* JWildfire's spatial filter: the kernel it names (render/filter_jwf.c), its preferences'
 * MITCHELL_SMOOTH at 0.75 where a JWildfire file has none, flam3's filter_shape elsewhere;
 * the adaptive kernel is drawn with its primary and said. */
static void test_jwildfire_filter(void) {
  genome_list l;
  genome *g = read_flames("<flame version=\"JWildfire V7.30 (27.11.2021)\" filter=\"1.0\" filter_type=\"GLOBAL_SMOOTHING\""
                          " filter_kernel=\"SINEPOW15\" filter_sharpness=\"4.0\" filter_low_density=\"0.025\">" XF
                          "</flame>",
                          &l);
  CHECK(g && g->filter_kernel == FILTER_KERNEL_SINEPOW15 && g->filter == 1.0);
  CHECK(warning_count == 0 && l.unsupported[0] == 0);
  char *text = g ? genome_print(g) : NULL;
  CHECK(text && strstr(text, " filter_kernel=\"SINEPOW15\""));
  genome_list back;
  genome *b = text ? read_flames(text, &back) : NULL;
  CHECK(b && b->filter_kernel == FILTER_KERNEL_SINEPOW15);
  if (b) genome_list_free(&back);
  free(text);
  genome_list_free(&l);
  g = read_flames("<flame version=\"JWildfire V5.60 (07.05.2020)\">" XF "</flame>", &l);
  CHECK(g && g->filter_kernel == FILTER_KERNEL_MITCHELL_SMOOTH && g->filter == 0.75);
  genome_list_free(&l);
  g = read_flames("<flame version=\"JWildfire V5.60 (07.05.2020)\" filter_kernel=\"FOO\">" XF "</flame>", &l);
  CHECK(g && g->filter_kernel == FILTER_KERNEL_MITCHELL_SMOOTH && warning_count == 1 &&
        strstr(warnings_all, "drawn with JWildfire's MITCHELL_SMOOTH"));
  genome_list_free(&l);
  g = read_flames("<flame version=\"JWildfire V3.30\" filter_kernel=\"MITCHELL_SINEPOW\">" XF "</flame>", &l);
  CHECK(g && g->filter_kernel == FILTER_KERNEL_MITCHELL_SINEPOW && strstr(l.unsupported, "adaptive filter"));
  genome_list_free(&l);
  g = read_flames("<flame version=\"Apophysis 7x\" filter=\"0.5\">" XF "</flame>", &l);
  CHECK(g && g->filter_kernel == FILTER_KERNEL_FLAM3 && g->filter == 0.5);
  text = g ? genome_print(g) : NULL;
  CHECK(text && !strstr(text, "filter_kernel"));
  free(text);
  genome_list_free(&l);
}

/* Apophysis' and Fractorium's colour curves: quiet and absent on the diagonal (their defaults),
 * drawn when bent (test_colour_curves has how), said when they cannot be read. */
static void test_colour_curves(void) {
  genome_list l;
  genome *g = read_flames("<flame version=\"EMBER-2.0\" curves=\"0 0 1 0.25 0.25 1 0.5 0.5 1 0.75 0.75 1 0 0 1 0.25 0.25 1"
                          " 0.5 0.5 1 0.75 0.75 1 0 0 1 0.25 0.25 1 0.5 0.5 1 0.75 0.75 1 0 0 1 0.25 0.25 1 0.5 0.5 1"
                          " 0.75 0.75 1\" overall_curve=\"0 0 0.25 0.25 0.5 0.5 0.75 0.75 1 1\" red_curve=\"0 0 1 1\""
                          " green_curve=\"0 0 0.5 0.5 1 1\" blue_curve=\"0 0 0.25 0.25 0.75 0.75 1 1\">" XF "</flame>",
                          &l);
  CHECK(g && warning_count == 0 && l.unsupported[0] == 0 && g->colour_curves.model == FM_CURVES_NONE);
  genome_list_free(&l);
  g = read_flames("<flame version=\"EMBER-2.0\" curves=\"0 0 1 0.209184 0.119388 1 0.5 0.5 1 1 1 1\">" XF "</flame>", &l);
  CHECK(g && strstr(l.unsupported, "colour curves") && g->colour_curves.model == FM_CURVES_NONE);
  genome_list_free(&l);
  g = read_flames("<flame version=\"EMBER-3.0\" red_curve=\"0 0 0.5 0.7 1 1\">" XF "</flame>", &l);
  CHECK(g && l.unsupported[0] == 0 && g->colour_curves.model == FM_CURVES_FRACTORIUM && g->colour_curves.count[1] == 3);
  genome_list_free(&l);
}

/* A xaos row with no way out: Fractorium goes to the first xform; the row is made to say so
 * for its files, and left for the render to refuse (as flam3 does) in the others'. */
static void test_dead_end_xaos(void) {
  static const char *const xml = "<flame name=\"x\" version=\"%s\">"
                                 "<xform weight=\"1\" color=\"0\" linear=\"1\" chaos=\"0 0\" coefs=\"1 0 0 1 0 0\"/>"
                                 "<xform weight=\"1\" color=\"1\" linear=\"1\" coefs=\"1 0 0 1 1 0\"/></flame>";
  char text[512];
  genome_list l;
  snprintf(text, sizeof text, xml, "EMBER-WIN-1.0.0.19");
  genome *g = read_flames(text, &l);
  CHECK(g && g->chaos[0] == 1 && g->chaos[1] == 0 && g->chaos[2] == 1 && g->chaos[3] == 1);
  genome_list_free(&l);
  snprintf(text, sizeof text, xml, "Apophysis 7x");
  g = read_flames(text, &l);
  CHECK(g && g->chaos[0] == 0 && g->chaos[1] == 0);
  genome_list_free(&l);
}

/* Apophysis 7X's plugins under other names than ours: dc_boarders is flam3's boarders;
 * pre_dcztransl and post_dcztransl are dc_ztransl's pre_ and post_ forms, their variables
 * dc_ztransl's (pre_dcztransl's clamp written pre_ztransl_clamp); stwin's variable is spelt
 * swtin_distort; the plugins of
 * var_apo_plugins.h under their own names, post_mirror and post_stun among the normal ones (they
 * work on the sum themselves). None of it is said. */
static void test_apophysis_plugin_names(void) {
  genome_list l;
  genome *g = read_flames("<flame name=\"f\" version=\"Apophysis 7x\"><xform weight=\"1\" color=\"0\" dc_boarders=\"0.6\""
                          " pre_dcztransl=\"0.8\" pre_dcztransl_x0=\"0.2\" pre_ztransl_clamp=\"1\" coefs=\"1 0 0 1 0 0\"/>"
                          "<xform weight=\"1\" color=\"0\" linear=\"1\" post_dcztransl=\"0.5\" post_dcztransl_factor=\"2\""
                          " post_dcztransl_overwrite=\"0\" juni=\"0.3\" juni_invert=\"1\" post_stun=\"0.2\" stwin=\"0.1\""
                          " swtin_distort=\"2.5\" coefs=\"1 0 0 1 0 0\"/></flame>",
                          &l);
  CHECK(g != NULL);
  if (!g) return;
  const genome_xform *x = &g->xforms[0], *y = &g->xforms[1];
  CHECK(genome_xform_var(x, FM_VAR_boarders) == 0.6 && genome_xform_var_kind(x, FM_VAR_boarders) == FM_KIND_NORMAL);
  CHECK(genome_xform_var(x, FM_VAR_dc_ztransl) == 0.8 && genome_xform_var_kind(x, FM_VAR_dc_ztransl) == FM_KIND_PRE_SET);
  CHECK(genome_xform_param(x, FM_P_dc_ztransl_x0) == 0.2 && genome_xform_param(x, FM_P_dc_ztransl_clamp) == 1);
  CHECK(genome_xform_var(y, FM_VAR_dc_ztransl) == 0.5 && genome_xform_var_kind(y, FM_VAR_dc_ztransl) == FM_KIND_POST_SET);
  CHECK(genome_xform_param(y, FM_P_dc_ztransl_factor) == 2 && genome_xform_param(y, FM_P_dc_ztransl_overwrite) == 0);
  CHECK(genome_xform_var(y, FM_VAR_juni) == 0.3 && genome_xform_param(y, FM_P_juni_invert) == 1);
  CHECK(genome_xform_var(y, FM_VAR_post_stun) == 0.2 && genome_xform_var_kind(y, FM_VAR_post_stun) == FM_KIND_NORMAL);
  CHECK(genome_xform_var(y, FM_VAR_stwin) == 0.1 && genome_xform_param(y, FM_P_stwin_distort) == 2.5);
  CHECK(warning_count == 0 && l.unsupported[0] == 0);
  genome_list_free(&l);
}

/* Pre and post forms: Fractorium's pre_NAME and post_NAME (SET, or SUM for blur, gaussian_blur,
 * pie, arch, square) with their parameters under NAME's, JWildfire's NAME_fx_priority -1 and 1
 * (SUM); printed as the editors write them and read back the same; NAME and pre_NAME in one
 * xform share parameters, so that is said. */
static void test_pre_post_forms(void) {
  genome_list l;
  genome *g = read_flames("<flame name=\"f\"><xform weight=\"1\" color=\"0\" pre_julian=\"0.7\" pre_julian_power=\"3\""
                          " linear=\"1\" post_curl=\"0.5\" post_curl_c1=\"0.2\" pre_square=\"0.3\" swirl=\"0.4\""
                          " swirl_fx_priority=\"1\" fan2=\"0.2\" fan2_fx_priority=\"-1\" coefs=\"1 0 0 1 0 0\"/></flame>",
                          &l);
  CHECK(g != NULL);
  if (!g) return;
  const genome_xform *x = &g->xforms[0];
  CHECK(genome_xform_var(x, FM_VAR_julian) == 0.7 && genome_xform_var_kind(x, FM_VAR_julian) == FM_KIND_PRE_SET);
  CHECK(genome_xform_param(x, FM_P_julian_power) == 3);
  CHECK(genome_xform_var(x, FM_VAR_curl) == 0.5 && genome_xform_var_kind(x, FM_VAR_curl) == FM_KIND_POST_SET && genome_xform_param(x, FM_P_curl_c1) == 0.2);
  CHECK(genome_xform_var(x, FM_VAR_square) == 0.3 && genome_xform_var_kind(x, FM_VAR_square) == FM_KIND_PRE_SUM);
  CHECK(genome_xform_var_kind(x, FM_VAR_swirl) == FM_KIND_POST_SUM && genome_xform_var_kind(x, FM_VAR_fan2) == FM_KIND_PRE_SUM);
  CHECK(genome_xform_var_kind(x, FM_VAR_linear) == FM_KIND_NORMAL);
  CHECK(warning_count == 0 && l.unsupported[0] == 0);
  char *text = genome_print(g);
  CHECK(text && strstr(text, "pre_julian=\"0.7\"") && strstr(text, "post_curl=\"0.5\"") && strstr(text, "pre_square=\"0.3\""));
  CHECK(text && strstr(text, "swirl_fx_priority=\"1\"") && strstr(text, "fan2_fx_priority=\"-1\""));
  genome_list back;
  fb_error err = {""};
  genome_parse_options opt = {"tests/data/palettes-mini.xml", {collect, NULL}};
  CHECK(text && genome_parse_memory(text, strlen(text), "printed", &opt, &back, &err) == 0);
  if (text && back.count == 1) {
    CHECK(same_variations(&back.flames[0].xforms[0], x));
    genome_list_free(&back);
  }
  free(text);
  genome_list_free(&l);
  /* A variation in two forms of one xform (genome.h): both drawn, in any order, and printed so
   * that they read back (FLAM3H's pre_log and post_log in one final xform, JWildfire's bwraps
   * beside its pre_bwraps2). */
  static const struct {
    const char *attrs;
    int var, first_kind, second_kind;
    double first, second;
  } forms[] = {
      {"julian=\"1\" pre_julian=\"0.5\"", FM_VAR_julian, FM_KIND_NORMAL, FM_KIND_PRE_SET, 1, 0.5},
      {"pre_julian=\"0.5\" julian=\"1\"", FM_VAR_julian, FM_KIND_NORMAL, FM_KIND_PRE_SET, 1, 0.5},
      {"pre_log=\"1\" post_log=\"0.5\"", FM_VAR_log, FM_KIND_PRE_SET, FM_KIND_POST_SET, 1, 0.5},
      {"post_log=\"0.5\" pre_log=\"1\"", FM_VAR_log, FM_KIND_PRE_SET, FM_KIND_POST_SET, 1, 0.5},
      {"bwraps7=\"0.25\" pre_bwraps2=\"0.75\"", FM_VAR_bwraps, FM_KIND_NORMAL, FM_KIND_PRE_SET, 0.25, 0.75},
      /* Larry Berlin's pre_spin_z and post_spin_z: rotate_z's pre and post forms */
      {"pre_spin_z=\"0.5\" post_spin_z=\"0.25\"", FM_VAR_rotate_z, FM_KIND_PRE_SET, FM_KIND_POST_SET, 0.5, 0.25},
  };
  for (size_t i = 0; i < sizeof forms / sizeof forms[0]; i++) {
    char xml[300];
    snprintf(xml, sizeof xml, "<flame name=\"f\"><xform weight=\"1\" color=\"0\" %s coefs=\"1 0 0 1 0 0\"/></flame>", forms[i].attrs);
    g = read_flames(xml, &l);
    const genome_xform *fx = g ? &g->xforms[0] : NULL;
    CHECK(fx && genome_xform_var_forms(fx, forms[i].var) == 2 && fx->nvars == 2);
    CHECK(fx && genome_xform_form(fx, forms[i].var, forms[i].first_kind) == forms[i].first);
    CHECK(fx && genome_xform_form(fx, forms[i].var, forms[i].second_kind) == forms[i].second);
    CHECK(fx && genome_xform_var_kind(fx, forms[i].var) == forms[i].first_kind);
    CHECK(g && l.unsupported[0] == 0);
    CHECK(prints_and_reads_back(g));
    genome_list_free(&l);
  }
  /* values of their own for each form (Fractorium's forms are instances apart): the xform holds
   * the first form's (the lowest kind's), the other its own, in either order the file gives
   * them, printed under the form's prefix and read back so */
  static const char *const apart[] = {
      "pre_bwraps=\"1\" pre_bwraps_cellsize=\"0.3\" post_bwraps=\"1\" post_bwraps_cellsize=\"0.6\"",
      "post_bwraps=\"1\" post_bwraps_cellsize=\"0.6\" pre_bwraps=\"1\" pre_bwraps_cellsize=\"0.3\"",
      "bwraps=\"1\" bwraps_cellsize=\"0.3\" post_bwraps=\"1\" post_bwraps_cellsize=\"0.6\"",
      "post_bwraps=\"1\" post_bwraps_cellsize=\"0.6\" bwraps=\"1\" bwraps_cellsize=\"0.3\""};
  for (int i = 0; i < 4; i++) {
    char xml[400];
    snprintf(xml, sizeof xml, "<flame name=\"f\"><xform weight=\"1\" color=\"0\" %s coefs=\"1 0 0 1 0 0\"/></flame>", apart[i]);
    g = read_flames(xml, &l);
    const genome_xform *fx = g ? &g->xforms[0] : NULL;
    const int first = i < 2 ? FM_KIND_PRE_SET : FM_KIND_NORMAL;
    CHECK(fx && genome_xform_var_forms(fx, FM_VAR_bwraps) == 2 && genome_xform_param(fx, FM_P_bwraps_cellsize) == 0.3);
    CHECK(fx && genome_xform_form_param(fx, FM_P_bwraps_cellsize, first) == 0.3);
    CHECK(fx && genome_xform_form_param(fx, FM_P_bwraps_cellsize, FM_KIND_POST_SET) == 0.6 && fx->nform_params == 1);
    CHECK(g && l.unsupported[0] == 0);
    char *printed = g ? genome_print(g) : NULL;
    CHECK(printed && strstr(printed, "post_bwraps_cellsize=\"0.6\"") && strstr(printed, " bwraps_cellsize=\"0.3\""));
    free(printed);
    CHECK(prints_and_reads_back(g));
    genome_list_free(&l);
  }
  /* of three forms, each with its own, the middle one's would be lost: said, the first drawn */
  g = read_flames("<flame name=\"f\"><xform weight=\"1\" color=\"0\" pre_bwraps=\"1\" pre_bwraps_cellsize=\"0.3\""
                  " bwraps=\"1\" bwraps_cellsize=\"0.4\" post_bwraps=\"1\" post_bwraps_cellsize=\"0.6\""
                  " coefs=\"1 0 0 1 0 0\"/></flame>",
                  &l);
  CHECK(g && genome_xform_var_forms(&g->xforms[0], FM_VAR_bwraps) == 3 &&
        genome_xform_param(&g->xforms[0], FM_P_bwraps_cellsize) == 0.3 && g->xforms[0].nform_params == 0);
  CHECK(strstr(l.unsupported, "bwraps's forms with parameters of their own") != NULL);
  genome_list_free(&l);
  g = read_flames("<flame name=\"f\"><xform weight=\"1\" color=\"0\" pre_bwraps=\"1\" pre_bwraps_cellsize=\"0.3\""
                  " post_bwraps=\"1\" post_bwraps_cellsize=\"0.3\" coefs=\"1 0 0 1 0 0\"/></flame>",
                  &l);
  CHECK(g && genome_xform_var_forms(&g->xforms[0], FM_VAR_bwraps) == 2 && l.unsupported[0] == 0);
  genome_list_free(&l);
  /* two forms the printer would write under one name (JWildfire's order moves the plain form
   * to a kind written as NAME with NAME_fx_priority, as the other form already is): the
   * second said, the first kept */
  g = read_flames("<flame name=\"f\" version=\"JWildfire 7.50\"><xform weight=\"1\" color=\"0\" square=\"1\""
                  " pre_square=\"0.5\" square_fx_priority=\"-1\" coefs=\"1 0 0 1 0 0\"/></flame>",
                  &l);
  CHECK(g && genome_xform_var_forms(&g->xforms[0], FM_VAR_square) == 1 &&
        genome_xform_form(&g->xforms[0], FM_VAR_square, FM_KIND_PRE_SUM) == 0.5);
  CHECK(strstr(l.unsupported, "square twice as pre_square") != NULL);
  genome_list_free(&l);
  /* and where they are written apart, both */
  g = read_flames("<flame name=\"f\" version=\"JWildfire 7.50\"><xform weight=\"1\" color=\"0\" swirl=\"1\""
                  " swirl_fx_priority=\"1\" post_swirl=\"0.5\" coefs=\"1 0 0 1 0 0\"/></flame>",
                  &l);
  CHECK(g && genome_xform_form(&g->xforms[0], FM_VAR_swirl, FM_KIND_POST_SUM) == 1 &&
        genome_xform_form(&g->xforms[0], FM_VAR_swirl, FM_KIND_POST_SET) == 0.5 && l.unsupported[0] == 0);
  CHECK(prints_and_reads_back(g));
  genome_list_free(&l);
}

/* An xform that sets more parameters away from their defaults than it holds
 * (GENOME_XFORM_PARAMS) is refused with the element's line; one of exactly that many is read
 * with every value. */
static void test_too_many_parameters(void) {
  for (int extra = 0; extra <= 1; extra++) {
    static char xml[GENOME_XFORM_PARAMS * 64 + 256];
    snprintf(xml, sizeof xml, "<flame name=\"m\">\n<xform weight=\"1\" color=\"0\" linear=\"1\"");
    for (int p = 0; p < GENOME_XFORM_PARAMS + extra; p++)
      snprintf(xml + strlen(xml), sizeof xml - strlen(xml), " %s=\"%.17g\"", genome_param_name(p), genome_param_default(p) + 0.5);
    strncat(xml, " coefs=\"1 0 0 1 0 0\"/></flame>", sizeof xml - strlen(xml) - 1);
    genome_list l;
    fb_error err = {""};
    genome_parse_options opt = {"tests/data/palettes-mini.xml", {collect, NULL}};
    const int rc = genome_parse_memory(xml, strlen(xml), "params.flame", &opt, &l, &err);
    if (extra) {
      CHECK(rc < 0 && strstr(err.msg, "params.flame:2") && strstr(err.msg, "more than 512 variation parameters"));
    } else {
      CHECK(rc == 0 && l.count == 1 && l.flames[0].xforms[0].nparams == GENOME_XFORM_PARAMS);
      if (rc == 0) {
        int all = 1;
        for (int p = 0; p < GENOME_XFORM_PARAMS; p++)
          all &= genome_xform_param(&l.flames[0].xforms[0], p) == genome_param_default(p) + 0.5;
        CHECK(all);
        genome_list_free(&l);
      }
    }
  }
}

/* An xform of more variations than flamebuild applies (FM_XFORM_VARS) is refused with a message
 * that says so, not cut short. */
static void test_too_many_variations(void) {
  char xml[8192] = "<flame name=\"m\"><xform weight=\"1\" color=\"0\"";
  for (int v = 0; v <= FM_XFORM_VARS; v++)
    snprintf(xml + strlen(xml), sizeof xml - strlen(xml), " %s=\"0.1\"", genome_variation_name(v == 67 ? 98 : v));
  strncat(xml, " coefs=\"1 0 0 1 0 0\"/></flame>", sizeof xml - strlen(xml) - 1);
  genome_list l;
  fb_error err = {""};
  genome_parse_options opt = {"tests/data/palettes-mini.xml", {collect, NULL}};
  CHECK(genome_parse_memory(xml, strlen(xml), "many.flame", &opt, &l, &err) < 0);
  CHECK(strstr(err.msg, "many.flame") && strstr(err.msg, "33 variations") && strstr(err.msg, "at most 32"));
}

/* JWildfire's post functions (post_axis_symmetry_wf, …) are post by their own order, 1: read as
 * such, printed without an order; forced to 0 they are the same at the end of the variation
 * list (as JWildfire's own examples have them), said where a variation follows. */
static void test_jwildfire_post_functions(void) {
  static const char *const last[] = {"1", "0"};
  for (int i = 0; i < 2; i++) {
    char xml[512];
    snprintf(xml, sizeof xml,
             "<flame name=\"f\" version=\"JWildfire 7.50\"><xform weight=\"1\" color=\"0\" linear=\"1\""
             " linear_fx_priority=\"0\" post_axis_symmetry_wf=\"0.5\" post_axis_symmetry_wf_fx_priority=\"%s\""
             " post_axis_symmetry_wf_axis=\"1\" coefs=\"1 0 0 1 0 0\"/></flame>", last[i]);
    genome_list l;
    genome *g = read_flames(xml, &l);
    CHECK(g && genome_xform_var(&g->xforms[0], FM_VAR_post_axis_symmetry_wf) == 0.5);
    CHECK(g && genome_xform_var_kind(&g->xforms[0], FM_VAR_post_axis_symmetry_wf) == FM_KIND_NORMAL);
    CHECK(g && genome_xform_param(&g->xforms[0], FM_P_post_axis_symmetry_wf_axis) == 1);
    CHECK(l.unsupported[0] == 0);
    char *text = g ? genome_print(g) : NULL;
    CHECK(text && strstr(text, "post_axis_symmetry_wf=\"0.5\"") && !strstr(text, "_fx_priority"));
    free(text);
    genome_list_free(&l);
  }
  genome_list l;
  genome *g = read_flames("<flame name=\"f\" version=\"JWildfire 7.50\"><xform weight=\"1\" color=\"0\""
                          " post_point_symmetry_wf=\"1\" post_point_symmetry_wf_fx_priority=\"0\" linear=\"1\""
                          " linear_fx_priority=\"0\" coefs=\"1 0 0 1 0 0\"/></flame>", &l);
  CHECK(g && strstr(l.unsupported, "JWildfire's pre/post order of post_point_symmetry_wf") != NULL);
  genome_list_free(&l);
  /* post_zscale_wf, whose own order is 0 (kernels/var_jwildfire22.h): drawn on the whole sum
   * where it is last, as Swan's examples 208 and 209 have it; said where a variation follows */
  g = read_flames("<flame name=\"f\" version=\"JWildfire 7.50\"><xform weight=\"1\" color=\"0\" linear3D=\"1\""
                  " linear3D_fx_priority=\"0\" post_zscale_wf=\"0.5\" post_zscale_wf_fx_priority=\"0\""
                  " post_zscale_wf_ztranslate=\"0.2\" coefs=\"1 0 0 1 0 0\"/></flame>", &l);
  CHECK(g && genome_xform_var(&g->xforms[0], FM_VAR_post_zscale_wf) == 0.5 && l.unsupported[0] == 0);
  CHECK(g && genome_xform_param(&g->xforms[0], FM_P_post_zscale_wf_ztranslate) == 0.2);
  genome_list_free(&l);
  g = read_flames("<flame name=\"f\" version=\"JWildfire 7.50\"><xform weight=\"1\" color=\"0\" post_zscale_wf=\"0.5\""
                  " post_zscale_wf_fx_priority=\"0\" linear3D=\"1\" linear3D_fx_priority=\"0\" coefs=\"1 0 0 1 0 0\"/></flame>", &l);
  CHECK(g && strstr(l.unsupported, "JWildfire's pre/post order of post_zscale_wf") != NULL);
  genome_list_free(&l);
}

/* A flame that JWildfire `version` wrote, of the xforms in `body` (the first one's attributes on
 * from its color, then whole xforms, then "</flame>"), read into *l. */
static genome *read_jwildfire(const char *version, const char *body, genome_list *l) {
  char xml[2048];
  snprintf(xml, sizeof xml, "<flame name=\"j\" version=\"%s\"><xform weight=\"1\" color=\"0\"%s", version, body);
  return read_flames(xml, l);
}

/* JWildfire's hole, funnel, ripple, squirrel, sintrange, murl2, mask, cubicLattice_3D and
 * bubbleT3D are its own (kernels/var_jwildfire7.h, NAME_jwf) in a file JWildfire wrote, with
 * their parameters under JWildfire's names (those only its forms have included); a Fractorium
 * file's stay Fractorium's. */
static void test_jwildfire_forms(void) {
  static const char *const body =
      " hole=\"0.5\" hole_a=\"1.5\" hole_inside=\"1\" funnel=\"0.25\" funnel_effect=\"3\" ripple=\"0.5\""
      " ripple_frequency=\"3\" ripple_velocity=\"0.5\" ripple_amplitude=\"0.25\" ripple_centerx=\"0.125\""
      " ripple_centery=\"-0.125\" ripple_phase=\"0.75\" ripple_scale=\"2\" ripple_fixed_dist_calc=\"1\""
      " squirrel=\"0.5\" squirrel_a=\"2\" squirrel_b=\"-1\" sintrange=\"0.5\" sintrange_w=\"0.75\" murl2=\"0.5\""
      " murl2_c=\"0.2\" murl2_power=\"4\" coefs=\"1 0 0 1 0 0\"/><xform weight=\"1\" color=\"1\" mask=\"0.5\""
      " mask_xshift=\"0.25\" mask_yshift=\"-0.5\" mask_ushift=\"2\" mask_xscale=\"1.5\" mask_yscale=\"0.75\""
      " cubicLattice_3D=\"0.5\" cubicLattice_3D_xpand=\"0.4\" cubicLattice_3D_style=\"2\" bubbleT3D=\"0.5\""
      " bubbleT3D_number_of_stripes=\"3\" bubbleT3D_ratio_of_stripes=\"0.5\" bubbleT3D_angle_of_hole=\"30\""
      " bubbleT3D_exponent_z=\"1.5\" bubbleT3D_symmetry_z=\"1\" bubbleT3D_modus_blur=\"1\" coefs=\"1 0 0 1 0 0\"/></flame>";
  genome_list l = {0};
  genome *g = read_jwildfire("JWildfire 8.50", body, &l);
  CHECK(g && warning_count == 0 && l.unsupported[0] == 0);
  if (g) {
    const genome_xform *x = &g->xforms[0], *y = &g->xforms[1];
    double p[FM_NPARAMS], q[FM_NPARAMS];
    xform_arrays(x, NULL, p);
    xform_arrays(y, NULL, q);
    static const int theirs[] = {FM_VAR_hole, FM_VAR_funnel, FM_VAR_ripple, FM_VAR_squirrel, FM_VAR_sintrange,
                                 FM_VAR_murl2, FM_VAR_mask, FM_VAR_cubicLattice_3D, FM_VAR_bubbleT3D};
    for (size_t i = 0; i < sizeof theirs / sizeof theirs[0]; i++) CHECK(genome_xform_var(x, theirs[i]) == 0 && genome_xform_var(y, theirs[i]) == 0);
    CHECK(genome_xform_var(x, FM_VAR_hole_jwf) == 0.5 && p[FM_P_hole_jwf_a] == 1.5 && p[FM_P_hole_jwf_inside] == 1);
    CHECK(genome_xform_var(x, FM_VAR_funnel_jwf) == 0.25 && p[FM_P_funnel_jwf_effect] == 3);
    CHECK(genome_xform_var(x, FM_VAR_ripple_jwf) == 0.5 && p[FM_P_ripple_jwf_frequency] == 3 && p[FM_P_ripple_jwf_velocity] == 0.5 &&
          p[FM_P_ripple_jwf_amplitude] == 0.25 && p[FM_P_ripple_jwf_centerx] == 0.125 &&
          p[FM_P_ripple_jwf_centery] == -0.125 && p[FM_P_ripple_jwf_phase] == 0.75 && p[FM_P_ripple_jwf_scale] == 2 &&
          p[FM_P_ripple_jwf_fixed_dist_calc] == 1);
    CHECK(genome_xform_var(x, FM_VAR_squirrel_jwf) == 0.5 && p[FM_P_squirrel_jwf_a] == 2 && p[FM_P_squirrel_jwf_b] == -1);
    CHECK(genome_xform_var(x, FM_VAR_sintrange_jwf) == 0.5 && p[FM_P_sintrange_jwf_w] == 0.75);
    CHECK(genome_xform_var(x, FM_VAR_murl2_jwf) == 0.5 && p[FM_P_murl2_jwf_c] == 0.2 && p[FM_P_murl2_jwf_power] == 4);
    CHECK(genome_xform_var(y, FM_VAR_mask_jwf) == 0.5 && q[FM_P_mask_jwf_xshift] == 0.25 && q[FM_P_mask_jwf_yshift] == -0.5 &&
          q[FM_P_mask_jwf_ushift] == 2 && q[FM_P_mask_jwf_xscale] == 1.5 && q[FM_P_mask_jwf_yscale] == 0.75);
    CHECK(genome_xform_var(y, FM_VAR_cubicLattice_3D_jwf) == 0.5 && q[FM_P_cubicLattice_3D_jwf_xpand] == 0.4 &&
          q[FM_P_cubicLattice_3D_jwf_style] == 2);
    CHECK(genome_xform_var(y, FM_VAR_bubbleT3D_jwf) == 0.5 && q[FM_P_bubbleT3D_jwf_number_of_stripes] == 3 &&
          q[FM_P_bubbleT3D_jwf_ratio_of_stripes] == 0.5 && q[FM_P_bubbleT3D_jwf_angle_of_hole] == 30 &&
          q[FM_P_bubbleT3D_jwf_exponent_z] == 1.5 && q[FM_P_bubbleT3D_jwf_symmetry_z] == 1 &&
          q[FM_P_bubbleT3D_jwf_modus_blur] == 1);
  }
  genome_list_free(&l);
  /* Fractorium's (its own parameter names: JWildfire's extra ones would make them JWildfire's) */
  g = read_flames("<flame name=\"f\" version=\"EMBER-LNX-1.0.0.19\"><xform weight=\"1\" color=\"0\" hole=\"0.5\""
                  " hole_a=\"1.5\" funnel=\"0.25\" ripple=\"0.5\" ripple_frequency=\"3\" squirrel=\"0.5\" sintrange=\"0.5\""
                  " murl2=\"0.5\" murl2_power=\"4\" mask=\"0.5\" cubicLattice_3D=\"0.5\" bubbleT3D=\"0.5\""
                  " bubbleT3D_exponentZ=\"1.5\" coefs=\"1 0 0 1 0 0\"/></flame>",
                  &l);
  CHECK(g && warning_count == 0);
  if (g) {
    const genome_xform *x = &g->xforms[0];
    CHECK(genome_xform_var(x, FM_VAR_hole) == 0.5 && genome_xform_var(x, FM_VAR_hole_jwf) == 0 && genome_xform_param(x, FM_P_hole_a) == 1.5);
    CHECK(genome_xform_var(x, FM_VAR_funnel) == 0.25 && genome_xform_var(x, FM_VAR_funnel_jwf) == 0);
    CHECK(genome_xform_var(x, FM_VAR_ripple) == 0.5 && genome_xform_var(x, FM_VAR_ripple_jwf) == 0 && genome_xform_param(x, FM_P_ripple_frequency) == 3);
    CHECK(genome_xform_var(x, FM_VAR_squirrel) == 0.5 && genome_xform_var(x, FM_VAR_squirrel_jwf) == 0);
    CHECK(genome_xform_var(x, FM_VAR_sintrange) == 0.5 && genome_xform_var(x, FM_VAR_sintrange_jwf) == 0);
    CHECK(genome_xform_var(x, FM_VAR_murl2) == 0.5 && genome_xform_var(x, FM_VAR_murl2_jwf) == 0 && genome_xform_param(x, FM_P_murl2_power) == 4);
    CHECK(genome_xform_var(x, FM_VAR_mask) == 0.5 && genome_xform_var(x, FM_VAR_mask_jwf) == 0);
    CHECK(genome_xform_var(x, FM_VAR_cubicLattice_3D) == 0.5 && genome_xform_var(x, FM_VAR_cubicLattice_3D_jwf) == 0);
    CHECK(genome_xform_var(x, FM_VAR_bubbleT3D) == 0.5 && genome_xform_var(x, FM_VAR_bubbleT3D_jwf) == 0 && genome_xform_param(x, FM_P_bubbleT3D_exponentZ) == 1.5);
  }
  genome_list_free(&l);
  /* a parameter only JWildfire's ripple has makes a file's ripple JWildfire's, whoever wrote it */
  g = read_flames("<flame name=\"r\"><xform weight=\"1\" color=\"0\" ripple=\"0.5\" ripple_scale=\"2\""
                  " ripple_fixed_dist_calc=\"1\" hole=\"0.5\" coefs=\"1 0 0 1 0 0\"/></flame>",
                  &l);
  CHECK(g && genome_xform_var(&g->xforms[0], FM_VAR_ripple) == 0 && genome_xform_var(&g->xforms[0], FM_VAR_ripple_jwf) == 0.5 &&
        genome_xform_param(&g->xforms[0], FM_P_ripple_jwf_scale) == 2 && genome_xform_param(&g->xforms[0], FM_P_ripple_jwf_fixed_dist_calc) == 1);
  CHECK(g && genome_xform_var(&g->xforms[0], FM_VAR_hole) == 0.5 && genome_xform_var(&g->xforms[0], FM_VAR_hole_jwf) == 0);
  genome_list_free(&l);
}

/* JWildfire's post functions of its own that the other editors read as a post form (post_depth,
 * post_curl, post_curl3D, post_falloff2, post_colorscale_wf): in a file JWildfire wrote, each
 * reads as its own variation on the sum (post_NAME_jwf, listed as normal), its parameters carried;
 * falloff2 in another form is falloff2_jwf there. Elsewhere they stay Fractorium's post forms. */
/* JWildfire's flatten forced among the normal variations (flatten_fx_priority 0) zeroes z where
 * it stands: where only variations after it add a z, it is no flatten; where only those before
 * it do, flatten at the end; where both, said. */
static void test_jwildfire_flatten_in_place(void) {
  static const struct {
    const char *body;
    int flatten;
    const char *said;
  } cases[] = {
      {" flatten=\"1\" flatten_fx_priority=\"0\" zscale=\"0.5\" coefs=\"1 0 0 1 0 0\"/></flame>", 0, ""},
      {" starblur=\"0.3\" flatten=\"1\" flatten_fx_priority=\"0\" zscale=\"0.5\" coefs=\"1 0 0 1 0 0\"/></flame>", 0, ""},
      {" julia3D=\"1\" flatten=\"1\" flatten_fx_priority=\"0\" linear=\"1\" coefs=\"1 0 0 1 0 0\"/></flame>", 1, ""},
      {" zscale=\"0.2\" flatten=\"1\" flatten_fx_priority=\"0\" zcone=\"0.3\" coefs=\"1 0 0 1 0 0\"/></flame>", 1,
       "JWildfire's pre/post order of flatten"},
      {" flatten=\"1\" flatten_fx_priority=\"1\" zscale=\"0.5\" coefs=\"1 0 0 1 0 0\"/></flame>", 1, ""},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    genome_list l;
    genome *g = read_jwildfire("JWildfire V7.30", cases[i].body, &l);
    CHECK(g && (genome_xform_var(&g->xforms[0], FM_VAR_flatten) != 0) == cases[i].flatten);
    CHECK(g && (cases[i].said[0] ? strstr(l.unsupported, cases[i].said) != NULL : l.unsupported[0] == 0));
    genome_list_free(&l);
  }
}

static void test_jwildfire_own_post_functions(void) {
  static const char body[] =
      " linear=\"1\" post_depth=\"0.25\" post_depth_power=\"2\" post_curl=\"0.5\" post_curl_c1=\"0.75\""
      " post_curl_c2=\"-0.5\" post_curl3D=\"0.5\" post_curl3D_cz=\"0.3\" coefs=\"1 0 0 1 0 0\"/><xform weight=\"1\""
      " color=\"1\" falloff2=\"0.5\" falloff2_type=\"2\" post_colorscale_wf=\"0.5\" post_colorscale_wf_scale_x=\"0.2\""
      " post_colorscale_wf_reset_z=\"1\" coefs=\"1 0 0 1 0 0\"/><xform weight=\"1\" color=\"1\" linear=\"1\""
      " post_falloff2=\"0.5\" post_falloff2_mul_c=\"0.4\" coefs=\"1 0 0 1 0 0\"/></flame>";
  genome_list l = {0};
  genome *g = read_jwildfire("JWildfire V7.30", body, &l);
  CHECK(g && warning_count == 0 && l.unsupported[0] == 0);
  if (g) {
    const genome_xform *x = &g->xforms[0], *y = &g->xforms[1], *z = &g->xforms[2];
    CHECK(genome_xform_var(x, FM_VAR_depth) == 0 && genome_xform_var(x, FM_VAR_post_depth_jwf) == 0.25 &&
          genome_xform_var_kind(x, FM_VAR_post_depth_jwf) == FM_KIND_NORMAL &&
          genome_xform_param(x, FM_P_post_depth_jwf_power) == 2);
    CHECK(genome_xform_var(x, FM_VAR_curl) == 0 && genome_xform_var(x, FM_VAR_post_curl_jwf) == 0.5 &&
          genome_xform_param(x, FM_P_post_curl_jwf_c1) == 0.75 && genome_xform_param(x, FM_P_post_curl_jwf_c2) == -0.5);
    CHECK(genome_xform_var(x, FM_VAR_curl3D) == 0 && genome_xform_var(x, FM_VAR_post_curl3D_jwf) == 0.5 &&
          genome_xform_param(x, FM_P_post_curl3D_jwf_cz) == 0.3);
    CHECK(genome_xform_var(y, FM_VAR_falloff2) == 0 && genome_xform_var(y, FM_VAR_falloff2_jwf) == 0.5 &&
          genome_xform_var_kind(y, FM_VAR_falloff2_jwf) == FM_KIND_NORMAL && genome_xform_param(y, FM_P_falloff2_jwf_type) == 2);
    CHECK(genome_xform_var(y, FM_VAR_post_colorscale_wf_jwf) == 0.5 && genome_xform_var(y, FM_VAR_colorscale_wf) == 0 &&
          genome_xform_param(y, FM_P_post_colorscale_wf_jwf_scale_x) == 0.2 &&
          genome_xform_param(y, FM_P_post_colorscale_wf_jwf_reset_z) == 1);
    CHECK(genome_xform_var(z, FM_VAR_post_falloff2_jwf) == 0.5 && genome_xform_var(z, FM_VAR_falloff2_jwf) == 0 &&
          genome_xform_param(z, FM_P_post_falloff2_jwf_mul_c) == 0.4);
    /* printed under its own name, and read back the same */
    char *text = genome_print(g);
    CHECK(text && strstr(text, "post_depth_jwf=\"0.25\"") && strstr(text, "post_curl_jwf_c1=\"0.75\""));
    genome_list l2 = {0};
    genome *back = text ? read_flames(text, &l2) : NULL;
    CHECK(back && genome_xform_var(&back->xforms[0], FM_VAR_post_depth_jwf) == 0.25 &&
          genome_xform_param(&back->xforms[0], FM_P_post_depth_jwf_power) == 2);
    genome_list_free(&l2);
    free(text);
  }
  genome_list_free(&l);
  /* Fractorium's: the post forms of its variations */
  g = read_flames("<flame name=\"f\" version=\"EMBER-LNX-1.0.0.19\"><xform weight=\"1\" color=\"0\" linear=\"1\""
                  " post_depth=\"0.25\" post_curl=\"0.5\" coefs=\"1 0 0 1 0 0\"/><xform weight=\"1\" color=\"1\""
                  " falloff2=\"0.5\" coefs=\"1 0 0 1 0 0\"/></flame>",
                  &l);
  CHECK(g && warning_count == 0);
  if (g) {
    CHECK(genome_xform_var(&g->xforms[0], FM_VAR_depth) == 0.25 && genome_xform_var(&g->xforms[0], FM_VAR_post_depth_jwf) == 0 &&
          genome_xform_var_kind(&g->xforms[0], FM_VAR_depth) == FM_KIND_POST_SET);
    CHECK(genome_xform_var(&g->xforms[0], FM_VAR_curl) == 0.5 && genome_xform_var(&g->xforms[0], FM_VAR_post_curl_jwf) == 0);
    CHECK(genome_xform_var(&g->xforms[1], FM_VAR_falloff2) == 0.5 && genome_xform_var(&g->xforms[1], FM_VAR_falloff2_jwf) == 0);
  }
  genome_list_free(&l);
}

/* A parameter a JWildfire file leaves out takes JWildfire's default (its oldest versions wrote
 * none: rectangles at (0.3, 0.2), not flam3's (1, 1)); one the file gives, under any of its
 * names, is the file's; another editor's file keeps flamebuild's defaults. */
static void test_jwildfire_defaults(void) {
  static const char *const versions[2] = {"0.16 (06.11.2011)\" cam_zoom=\"1.0", "Apophysis 2.09"};
  for (int jwf = 1; jwf >= 0; jwf--) {
    char xml[1024];
    snprintf(xml, sizeof xml,
             "<flame name=\"d\" version=\"%s\"><xform weight=\"1\" color=\"0\" rectangles=\"0.5\""
             " rectangles_y=\"0.7\" blob=\"0.25\" murl=\"0.5\" coefs=\"1 0 0 1 0 0\"/><xform weight=\"1\" color=\"1\""
             " post_curl=\"0.5\" post_curl_c1=\"0.25\" linear=\"1\" coefs=\"1 0 0 1 0 0\"/></flame>",
             versions[jwf ? 0 : 1]);
    genome_list l;
    genome *g = read_flames(xml, &l);
    CHECK(g != NULL);
    if (!g) continue;
    const genome_xform *x = &g->xforms[0];
    CHECK(genome_xform_param(x, FM_P_rectangles_x) == (jwf ? 0.3 : genome_param_default(FM_P_rectangles_x)));
    CHECK(genome_xform_param(x, FM_P_rectangles_y) == 0.7);
    CHECK(genome_xform_param(x, FM_P_blob_waves) == (jwf ? 6.0 : genome_param_default(FM_P_blob_waves)));
    /* a parameter of a variation the xform does not have stays as it is */
    CHECK(genome_xform_param(x, FM_P_pdj_a) == genome_param_default(FM_P_pdj_a));
    if (jwf) CHECK(genome_xform_param(&g->xforms[1], FM_P_post_curl_jwf_c1) == 0.25);
    /* JWildfire's murl, a form of its own (murl_jwf), at its defaults: c 0.1, power 1 */
    if (jwf)
      CHECK(genome_xform_var(x, FM_VAR_murl) == 0 && genome_xform_var(x, FM_VAR_murl_jwf) == 0.5 &&
            genome_xform_param(x, FM_P_murl_jwf_c) == 0.1 && genome_xform_param(x, FM_P_murl_jwf_power) == 1);
    else
      CHECK(genome_xform_var(x, FM_VAR_murl) == 0.5 && genome_xform_var(x, FM_VAR_murl_jwf) == 0);
    genome_list_free(&l);
  }
}

/* A JWildfire file looks its palette up as JWildfire does (its step, or its smooth gradient); a
 * Fractorium file (version EMBER-…) as flam3 does, whose pictures of them are the reference
 * (parse_editors.c), unless it asks for Fractorium's lookup; a palette_mode the file gives
 * (flamebuild's own printed genomes) is kept; flam3's files step. */
static void test_jwildfire_palette_mode(void) {
  static const struct {
    const char *attrs;
    int want;
  } cases[] = {{" version=\"JWildfire V7.30\"", PALETTE_MODE_JWF_STEP},
               {" version=\"JWildfire V7.30\" smooth_gradient=\"1\"", PALETTE_MODE_JWF_SMOOTH},
               {" version=\"JWildfire V7.30\" palette_mode=\"linear\"", PALETTE_MODE_LINEAR},
               {" version=\"Apophysis 2.09\"", PALETTE_MODE_STEP},
               {" version=\"EMBER-WIN-22.21.4.2\" palette_mode=\"linear\"", PALETTE_MODE_LINEAR},
               {" version=\"EMBER-22.21.4.2\" palette_mode=\"step\"", PALETTE_MODE_STEP},
               {" version=\"EMBER-22.21.4.2\" palette_mode=\"fractorium_step\"", PALETTE_MODE_FRACTORIUM_STEP},
               {" version=\"FLAM3H-WIN-1.1.0\" palette_mode=\"linear\"", PALETTE_MODE_LINEAR},
               {" palette_mode=\"fractorium_linear\"", PALETTE_MODE_FRACTORIUM_LINEAR},
               {" palette_mode=\"jwildfire\"", PALETTE_MODE_JWF_STEP}};
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    char xml[512];
    snprintf(xml, sizeof xml, "<flame name=\"p\"%s><xform weight=\"1\" color=\"0\" linear=\"1\" coefs=\"1 0 0 1 0 0\"/></flame>",
             cases[i].attrs);
    genome_list l;
    genome *g = read_flames(xml, &l);
    CHECK(g && g->palette_mode == cases[i].want);
    genome_list_free(&l);
  }
}

/* JWildfire's elliptic (its default mode tosses a coin for y's sign) is elliptic_jwf in a file
 * JWildfire wrote or one with its elliptic_mode; flam3's elliptic elsewhere. */
static void test_jwildfire_elliptic(void) {
  static const struct {
    const char *version, *mode;
    int jwf;
    double want_mode;
  } cases[] = {
      {"JWildfire 8.00", "", 1, 1.0},
      {"JWildfire 8.00", " elliptic_mode=\"2\"", 1, 2.0},
      {"Apophysis 7x", " elliptic_mode=\"0\"", 1, 0.0},
      {"Apophysis 7x", "", 0, 1.0},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    char xml[512];
    snprintf(xml, sizeof xml,
             "<flame name=\"f\" version=\"%s\"><xform weight=\"1\" color=\"0\" elliptic=\"0.7\"%s"
             " coefs=\"1 0 0 1 0 0\"/></flame>", cases[i].version, cases[i].mode);
    genome_list l;
    genome *g = read_flames(xml, &l);
    CHECK(g != NULL);
    if (!g) continue;
    const genome_xform *x = &g->xforms[0];
    CHECK(genome_xform_var(x, cases[i].jwf ? FM_VAR_elliptic_jwf : FM_VAR_elliptic) == 0.7);
    CHECK(genome_xform_var(x, cases[i].jwf ? FM_VAR_elliptic : FM_VAR_elliptic_jwf) == 0);
    CHECK(genome_xform_param(x, FM_P_elliptic_jwf_mode) == cases[i].want_mode);
    CHECK(warning_count == 0 && l.unsupported[0] == 0);
    char *text = genome_print(g);
    genome_list back;
    fb_error err = {""};
    genome_parse_options opt = {"tests/data/palettes-mini.xml", {collect, NULL}};
    CHECK(text && genome_parse_memory(text, strlen(text), "printed", &opt, &back, &err) == 0);
    if (text && back.count == 1) {
      CHECK(same_variations(&back.flames[0].xforms[0], x));
      CHECK(genome_xform_param(&back.flames[0].xforms[0], FM_P_elliptic_jwf_mode) == cases[i].want_mode);
      genome_list_free(&back);
    }
    free(text);
    genome_list_free(&l);
  }
}

/* JWildfire's image maps (plane_wf's): quiet without a file, said with one. */
static void test_jwildfire_image_maps(void) {
  static const char *const files[] = {"", "wood.png"};
  for (int i = 0; i < 2; i++) {
    char xml[512];
    snprintf(xml, sizeof xml,
             "<flame name=\"f\" version=\"JWildfire 7.50\"><xform weight=\"1\" color=\"0\" plane_wf=\"1\""
             " plane_wf_axis=\"0\" plane_wf_displ_amount=\"0.1\" plane_wf_blend_colormap=\"1\""
             " plane_wf_colormap_filename=\"%s\" plane_wf_displ_map_filename=\"\" coefs=\"1 0 0 1 0 0\"/></flame>",
             files[i]);
    genome_list l;
    genome *g = read_flames(xml, &l);
    CHECK(g && genome_xform_var(&g->xforms[0], FM_VAR_plane_wf) == 1 && genome_xform_param(&g->xforms[0], FM_P_plane_wf_axis) == 0);
    CHECK(warning_count == (i ? 1 : 0));
    CHECK(i ? strstr(l.unsupported, "JWildfire's image maps") != NULL : l.unsupported[0] == 0);
    genome_list_free(&l);
  }
  /* dla3d_wf's OBJ meshes and their colour maps: quiet where its file names none (every file
   * seen), said where it names one */
  static const char *const meshes[] = {"", "node.obj"};
  for (int i = 0; i < 2; i++) {
    char xml[768];
    snprintf(xml, sizeof xml,
             "<flame name=\"d\" version=\"JWildfire V9.00\"><xform weight=\"1\" color=\"0\" dla3d_wf=\"1\""
             " dla3d_wf_max_iter=\"20\" dla3d_wf_node_blend_colormap=\"1\" dla3d_wf_node_obj_filename=\"%s\""
             " dla3d_wf_node_colormap_filename=\"\" dla3d_wf_junct_obj_filename=\"\""
             " dla3d_wf_junct_colormap_filename=\"\" coefs=\"1 0 0 1 0 0\"/></flame>",
             meshes[i]);
    genome_list l;
    genome *g = read_flames(xml, &l);
    CHECK(g && genome_xform_var(&g->xforms[0], FM_VAR_dla3d_wf) == 1 &&
          genome_xform_param(&g->xforms[0], FM_P_dla3d_wf_max_iter) == 20);
    CHECK(i ? strstr(l.unsupported, "JWildfire's OBJ meshes") != NULL : l.unsupported[0] == 0);
    genome_list_free(&l);
  }
}

/* JWildfire's 3D affine: yzCoefs and zxCoefs read into the xform, and its 3D post affine, yzPost
 * and zxPost (which had been read as unknown variations), printed back (only when not the
 * identity), and read again the same. */
static void test_affine3d_attributes(void) {
  genome_list l;
  genome *g = read_flames("<flame name=\"a\"><xform weight=\"1\" color=\"0\" linear3D=\"1\" coefs=\"1 0 0 1 0 0\""
                          " yzCoefs=\"0 1 -1 0 0.25 0.5\" zxPost=\"0 1 -1 0 0.5 0.75\"/></flame>", &l);
  CHECK(g && g->xforms[0].yz[0][1] == 1 && g->xforms[0].yz[2][1] == 0.5 && g->xforms[0].zx[0][0] == 1);
  CHECK(g && g->xforms[0].zx_post[0][1] == 1 && g->xforms[0].zx_post[2][1] == 0.75 && g->xforms[0].yz_post[0][0] == 1);
  CHECK(!l.unsupported[0] && warning_count == 0);
  char *text = g ? genome_print(g) : NULL;
  CHECK(text && strstr(text, "yzCoefs=\"0 1 -1 0 0.25 0.5\"") && !strstr(text, "zxCoefs"));
  CHECK(text && strstr(text, "zxPost=\"0 1 -1 0 0.5 0.75\"") && !strstr(text, "yzPost"));
  genome_list back;
  fb_error err = {""};
  genome_parse_options opt = {"tests/data/palettes-mini.xml", {collect, NULL}};
  CHECK(text && genome_parse_memory(text, strlen(text), "printed", &opt, &back, &err) == 0);
  if (text && back.count == 1) {
    CHECK(!memcmp(back.flames[0].xforms[0].yz, g->xforms[0].yz, sizeof g->xforms[0].yz));
    CHECK(!memcmp(back.flames[0].xforms[0].zx_post, g->xforms[0].zx_post, sizeof g->xforms[0].zx_post));
    genome_list_free(&back);
  }
  free(text);
  genome_list_free(&l);
}

/* JWildfire's second instance of a variation in one xform (bubble#1#): one of the summed weight
 * for those that are their weight times a function of the point; any other said. */
static void test_second_instances(void) {
  genome_list l;
  genome *g = read_flames("<flame name=\"d\"><xform weight=\"1\" color=\"0\" bubble=\"0.25\" bubble_fx_priority=\"0\""
                          " bubble#1#=\"0.5\" bubble#1#_fx_priority=\"0\" coefs=\"1 0 0 1 0 0\"/></flame>", &l);
  CHECK(g && genome_xform_var(&g->xforms[0], FM_VAR_bubble) == 0.75 && !l.unsupported[0]);
  genome_list_free(&l);
  g = read_flames("<flame name=\"d\"><xform weight=\"1\" color=\"0\" log=\"0.25\" log#1#=\"0.5\" log#1#_fx_priority=\"0\""
                  " coefs=\"1 0 0 1 0 0\"/></flame>", &l);
  CHECK(g && genome_xform_var(&g->xforms[0], FM_VAR_log) == 0.75 && !l.unsupported[0]);
  genome_list_free(&l);
  g = read_flames("<flame name=\"d\"><xform weight=\"1\" color=\"0\" julian=\"0.25\" julian#1#=\"0.5\""
                  " coefs=\"1 0 0 1 0 0\"/></flame>", &l);
  CHECK(g && genome_xform_var(&g->xforms[0], FM_VAR_julian) == 0.25 && strstr(l.unsupported, "julian_1_") != NULL);
  genome_list_free(&l);
}

/* Apophysis' pixel_flow plugin names its parameters without the variation's name: in an xform
 * of pixel_flow they are its own; in another, angle is unknown and said. */
static void test_bare_plugin_parameters(void) {
  genome_list l;
  genome *g = read_flames("<flame name=\"b\"><xform weight=\"1\" color=\"0\" angle=\"130\" pixel_flow=\"0.1\""
                          " len=\"1.2\" width=\"100\" seed=\"7\" enable_dc=\"1\" coefs=\"1 0 0 1 0 0\"/></flame>", &l);
  CHECK(g && genome_xform_var(&g->xforms[0], FM_VAR_pixel_flow) == 0.1);
  CHECK(g && genome_xform_param(&g->xforms[0], FM_P_pixel_flow_angle) == 130);
  CHECK(g && genome_xform_param(&g->xforms[0], FM_P_pixel_flow_len) == 1.2);
  CHECK(g && genome_xform_param(&g->xforms[0], FM_P_pixel_flow_width) == 100);
  CHECK(g && genome_xform_param(&g->xforms[0], FM_P_pixel_flow_seed) == 7);
  CHECK(g && genome_xform_param(&g->xforms[0], FM_P_pixel_flow_enable_dc) == 1);
  CHECK(!l.unsupported[0]);
  genome_list_free(&l);
  g = read_flames("<flame name=\"b\"><xform weight=\"1\" color=\"0\" linear=\"1\" angle=\"130\""
                  " coefs=\"1 0 0 1 0 0\"/></flame>", &l);
  CHECK(g && genome_xform_param(&g->xforms[0], FM_P_pixel_flow_angle) != 130 && strstr(l.unsupported, "angle") != NULL);
  genome_list_free(&l);
}

/* synth's modes as JWildfire numbers them (12 blur_ring … 19 spherical2, then its older modes at
 * 1001–1007) read in Fractorium's numbers, which flamebuild draws; an Apophysis or Fractorium
 * file's are Fractorium's already; a mode JWildfire does not have adds nothing. */
static void test_jwildfire_synth_modes(void) {
  static const struct {
    const char *version;
    int mode, want; /* want -1: synth dropped */
  } cases[] = {{"JWildfire V7.00", 5, 5},     {"JWildfire V7.00", 12, 19},  {"JWildfire V7.00", 16, 21},
               {"JWildfire V7.00", 17, 24},   {"JWildfire V7.00", 19, 26},  {"JWildfire V7.00", 1001, 12},
               {"JWildfire V7.00", 1007, 18}, {"JWildfire V7.00", 25, -1},  {"JWildfire V7.00", 1000, -1},
               {"EMBER-23.23.8.2", 17, 17},   {"Apophysis 7X", 12, 12}};
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    char xml[400];
    snprintf(xml, sizeof xml,
             "<flame name=\"s\" version=\"%s\"><xform weight=\"1\" color=\"0\" synth=\"0.5\" synth_mode=\"%d\""
             " linear=\"0.5\" coefs=\"1 0 0 1 0 0\"/></flame>",
             cases[i].version, cases[i].mode);
    genome_list l;
    genome *g = read_flames(xml, &l);
    CHECK(g != NULL);
    if (!g) continue;
    if (cases[i].want < 0) CHECK(genome_xform_var(&g->xforms[0], FM_VAR_synth) == 0);
    else
      CHECK(genome_xform_var(&g->xforms[0], FM_VAR_synth) == 0.5 &&
            genome_xform_param(&g->xforms[0], FM_P_synth_mode) == cases[i].want);
    CHECK(genome_xform_var(&g->xforms[0], FM_VAR_linear) == 0.5 && !l.unsupported[0]);
    genome_list_free(&l);
  }
}

/* JWildfire before 7.00 ALPHA8 drew post_mirror_wf at weight 0 as at any other (its commit
 * 278deed of June 2021 made 0 do nothing): a file of an older version reads 0 as 1, its
 * weight being otherwise unused; post_axis_symmetry_wf, whose weight is also its distance, is
 * said. A newer file's, and any weight away from 0, read as written. */
static void test_jwildfire_weightless_post_functions(void) {
  static const struct {
    const char *version, *weight;
    double want;
  } cases[] = {{"JWildfire V6.00 (16.08.2020)", "0.0", 1},      {"JWildfire V5.50-RDS (test build)", "0", 1},
               {"JWildfire V7.00 ALPHA4 (05.06.2021)", "0", 1}, {"JWildfire V7.00 ALPHA8 (24.06.2021)", "0", 0},
               {"JWildfire V7.00 (07.08.2021)", "0.0", 0},      {"JWildfire V7.30 (27.11.2021)", "0", 0},
               {"JWildfire V6.00 (16.08.2020)", "0.4", 0.4},    {"EMBER-23.23.8.2", "0", 0}};
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    char xml[400];
    snprintf(xml, sizeof xml,
             "<flame name=\"m\" version=\"%s\"><xform weight=\"1\" color=\"0\" linear=\"1\" post_mirror_wf=\"%s\""
             " post_mirror_wf_yaxis=\"1\" coefs=\"1 0 0 1 0 0\"/></flame>",
             cases[i].version, cases[i].weight);
    genome_list l;
    genome *g = read_flames(xml, &l);
    CHECK(g != NULL);
    if (!g) continue;
    CHECK(genome_xform_var(&g->xforms[0], FM_VAR_post_mirror_wf) == cases[i].want);
    CHECK(!l.unsupported[0]);
    genome_list_free(&l);
  }
  genome_list l;
  genome *g = read_flames("<flame name=\"a\" version=\"JWildfire V6.50 (11.04.2021)\"><xform weight=\"1\" "
                          "color=\"0\" linear=\"1\" post_axis_symmetry_wf=\"0\" coefs=\"1 0 0 1 0 0\"/></flame>",
                          &l);
  CHECK(g != NULL && strstr(l.unsupported, "post_axis_symmetry_wf at weight 0") != NULL);
  genome_list_free(&l);
}

/* JWildfire calls every variation an xform lists: one that colours the point (dc_linear) at
 * weight 0 colours it and moves nothing, and is kept at a weight of nothing visible; another
 * at 0 (spherical), and any in another editor's file, is absent. The weight survives the
 * printer. */
static void test_jwildfire_colouring_at_weight_zero(void) {
  static const char *const versions[] = {"JWildfire V5.50 (21.12.2019)", "EMBER-23.23.8.2"};
  for (int i = 0; i < 2; i++) {
    char xml[400];
    snprintf(xml, sizeof xml,
             "<flame name=\"z\" version=\"%s\"><xform weight=\"1\" color=\"0\" linear=\"1\" dc_linear=\"0.0\""
             " dc_linear_angle=\"0.3\" spherical=\"0\" coefs=\"1 0 0 1 0 0\"/></flame>",
             versions[i]);
    genome_list l;
    genome *g = read_flames(xml, &l);
    CHECK(g != NULL);
    if (!g) continue;
    const double w = genome_xform_var(&g->xforms[0], FM_VAR_dc_linear);
    CHECK(i == 0 ? w > 0 && w < 1e-20 : w == 0);
    CHECK(genome_xform_var(&g->xforms[0], FM_VAR_spherical) == 0 && !l.unsupported[0]);
    if (i == 0) {
      char *text = genome_print(g);
      CHECK(text && strstr(text, "dc_linear=\"1e-30\"") != NULL);
      free(text);
    }
    genome_list_free(&l);
  }
}

/* Fractorium's pre_ and post_ forms of the variations it lists as adding (ASSIGNTYPE_SUM;
 * tests/data/fractorium_prepost_sum.txt, which tests/tools/fractorium_prepost_sum.sh reads out
 * of its source) add here too, and those of every other variation set the point. */
static void test_prepost_sum_against_fractorium(void) {
  FILE *f = fopen("tests/data/fractorium_prepost_sum.txt", "r");
  CHECK(f != NULL);
  if (!f) return;
  unsigned char listed[FM_NVARS] = {0};
  char name[128];
  int names = 0, ours = 0;
  while (fscanf(f, "%127s", name) == 1) {
    names++;
    const int v = genome_variation_from_name(name); /* Fractorium's own spelling */
    if (v < 0) continue;
    ours++;
    listed[v] = 1;
    CHECK(genome_prefix_kind(v, 0) == FM_KIND_PRE_SUM && genome_prefix_kind(v, 1) == FM_KIND_POST_SUM);
  }
  fclose(f);
  CHECK(names >= 26 && ours >= 23);
  int set = 0;
  for (int v = 0; v < FM_NVARS; v++)
    if (genome_variation_name(v) && !listed[v]) {
      set += genome_prefix_kind(v, 0) == FM_KIND_PRE_SET && genome_prefix_kind(v, 1) == FM_KIND_POST_SET;
      if (genome_prefix_kind(v, 0) != FM_KIND_PRE_SET) fprintf(stderr, "pre_%s adds here, not in Fractorium\n", genome_variation_name(v));
    }
  int named = 0;
  for (int v = 0; v < FM_NVARS; v++) named += genome_variation_name(v) != NULL;
  CHECK(set == named - ours);
}

/* JWildfire's cut_* replace their xform's sum of the normal variations listed before them: the
 * parser drops those (their x and y discarded) and keeps those listed after, to which the cut
 * adds (kernels/var_jwf_cut.h); the last cut decides; a colouring one before it is kept and
 * said, and so is a z that one dropped would have added (a flame that preserves z); those at
 * JWildfire's weight of 0, kept for a colour, add nothing and stay. */
static void test_jwildfire_cut_order(void) {
  static const struct {
    const char *flame_attrs, *vars;
    int kept[4];       /* linear, spherical, julia, cut_booleans: 1 when still in the xform */
    const char *said;  /* in l.unsupported, or "" for nothing */
  } cases[] = {
      {"", "cut_booleans=\"0.5\" linear=\"0.3\" spherical=\"0.2\"", {1, 1, 0, 1}, ""},
      {"", "linear=\"0.3\" cut_booleans=\"0.5\" spherical=\"0.2\"", {0, 1, 0, 1}, ""},
      {"", "spherical=\"0.2\" julia=\"0.4\" cut_booleans=\"0.5\" linear=\"0.3\"", {1, 0, 0, 1}, ""},
      {"", "linear=\"0.3\" cut_x=\"0.5\" spherical=\"0.2\" cut_booleans=\"0.5\"", {0, 0, 0, 1}, ""},
      {"", "dc_linear=\"0.3\" cut_booleans=\"0.5\"", {0, 0, 0, 1}, "after dc_linear, which colours"},
      {" preserve_z=\"1\"", "linear=\"0.3\" cut_booleans=\"0.5\"", {0, 0, 0, 1}, "after linear (its z not drawn)"},
  };
  static const int vars[4] = {FM_VAR_linear, FM_VAR_spherical, FM_VAR_julia, FM_VAR_cut_booleans};
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    char xml[1024];
    snprintf(xml, sizeof xml,
             "<flame version=\"JWildfire V7.30\" size=\"64 48\" scale=\"20\"%s><xform weight=\"1\" color=\"0\" %s"
             " coefs=\"1 0 0 1 0 0\"/><color index=\"0\" rgb=\"255 255 255\"/></flame>",
             cases[i].flame_attrs, cases[i].vars);
    genome_list l;
    const genome *g = read_flames(xml, &l);
    CHECK(g != NULL);
    if (!g) continue;
    for (int k = 0; k < 4; k++)
      if ((genome_xform_var(&g->xforms[0], vars[k]) != 0) != cases[i].kept[k]) {
        fprintf(stderr, "case %zu: %s %s\n", i, genome_variation_name(vars[k]), cases[i].kept[k] ? "dropped" : "kept");
        CHECK(0);
      }
    if (!strstr(cases[i].vars, "cut_x")) CHECK(cases[i].said[0] ? strstr(l.unsupported, cases[i].said) != NULL : !strstr(l.unsupported, "cut_"));
    else CHECK(genome_xform_var(&g->xforms[0], FM_VAR_cut_x) == 0); /* a cut before the last: discarded too */
    if (i == 4) CHECK(genome_xform_var(&g->xforms[0], FM_VAR_dc_linear) != 0);
    genome_list_free(&l);
  }
}

int main(void) {
  RUN(test_decimal_integers);
  RUN(test_long_palettes);
  RUN(test_names_that_are_not_xml);
  RUN(test_names_with_a_period);
  RUN(test_several_final_xforms);
  RUN(test_jwildfire_final_weight);
  RUN(test_color_distance);
  RUN(test_color_cyclic);
  RUN(test_variation_names);
  RUN(test_fractorium2_names);
  RUN(test_camera);
  RUN(test_apophysis_plugin_names);
  RUN(test_pre_post_forms);
  RUN(test_too_many_variations);
  RUN(test_too_many_parameters);
  RUN(test_affine3d_attributes);
  RUN(test_second_instances);
  RUN(test_bare_plugin_parameters);
  RUN(test_jwildfire_synth_modes);
  RUN(test_jwildfire_weightless_post_functions);
  RUN(test_jwildfire_colouring_at_weight_zero);
  RUN(test_prepost_sum_against_fractorium);

  RUN(test_jwildfire_post_functions);
  RUN(test_jwildfire_elliptic);
  RUN(test_jwildfire_own_post_functions);
  RUN(test_jwildfire_flatten_in_place);
  RUN(test_jwildfire_final_colour);
  RUN(test_jwildfire_defaults);
  RUN(test_jwildfire_filter);
  RUN(test_colour_curves);
  RUN(test_jwildfire_palette_mode);
  RUN(test_jwildfire_forms);
  RUN(test_jwildfire_image_maps);
  RUN(test_fixed_parameter);
  RUN(test_newer_parameters);
  RUN(test_settings_and_unknown_names);
  RUN(test_jwildfire_tone);
  RUN(test_jwildfire_background);
  RUN(test_jwildfire_backdrop);
  RUN(test_jwildfire_colour_mod);
  RUN(test_jwildfire_subflame);
  RUN(test_dead_end_xaos);
  RUN(test_text_wf_resources);
  RUN(test_jwildfire_cut_order);
  return check_summary("editors");
}
