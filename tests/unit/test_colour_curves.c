/*
 * test_colour_curves.c — Apophysis 7X's and Fractorium's colour curves (kernels/colour_curves.h)
 * against the values the editors' own code computes (tests/tools/curve_refs.sh), and their way
 * through the parser, the printer, the interpolation, the finish key and the tone map.
 */
#include "check.h"
#include "zst_text.h"

#include <stdlib.h>
#include <string.h>

#include "../../genome/genome.h"
#include "../../kernels/colour_curves.h"
#include "../../kernels/tonemap.h"
#include "../../render/keys.h"

/* ---- the formulas against the editors' code ----------------------------------------------- */

/* Fractorium's renderer looks a colour up in a table of 65,536 floats made from its float
 * spline, twice: flamebuild's double spline at the colour itself is within the table's step
 * times the curves' slopes (the reference curves' points lie at least 0.08 apart). */
static void test_fractorium_refs(void) {
  FILE *f = open_zst_text("tests/data/colour_curve_refs/fractorium.txt.zst");
  CHECK(f != NULL);
  if (!f) return;
  char line[8192];
  fm_colour_curves c = {.model = FM_CURVES_FRACTORIUM};
  int sets = 0, values = 0;
  double worst = 0.0;
  while (fgets(line, sizeof line, f)) {
    char *s = line + 1, *end;
    if (line[0] == 'c') {
      for (int k = 0; k < 4; k++) {
        c.count[k] = (int)strtol(s, &end, 10);
        s = end;
        CHECK(c.count[k] >= 2 && c.count[k] <= FM_CURVE_POINTS);
        for (int i = 0; i < c.count[k] && i < FM_CURVE_POINTS; i++) {
          c.x[k][i] = strtod(s, &end);
          c.y[k][i] = strtod(end, &s);
        }
      }
      sets++;
    } else if (line[0] == 'v') {
      const double a = strtod(s, &end);
      for (int ch = 1; ch <= 3; ch++) {
        const double want = strtod(end, &end), got = fm_curves_fractorium(&c, ch, a);
        const double d = fabs(got - want);
        if (d > worst) worst = d;
        CHECK_NEAR(got, want, 1e-3);
        values++;
      }
    }
  }
  printf("fractorium colour curves: %d sets, %d values, worst difference %.3g (of 1)\n", sets, values, worst);
  CHECK(sets == 40 && values == 40 * 25 * 3);
}

/* Apophysis' Bézier against its own BezierFunc to the last bits, and its table lookup (the
 * overall curve's entry rounded, then the channel's, rounded) made from flamebuild's curve
 * value for value. */
static void test_apophysis_refs(void) {
  FILE *f = open_zst_text("tests/data/colour_curve_refs/apophysis.txt.zst");
  CHECK(f != NULL);
  if (!f) return;
  char line[8192];
  fm_colour_curves c = {.model = FM_CURVES_APOPHYSIS, .count = {4, 4, 4, 4}};
  int sets = 0, values = 0, lookups = 0;
  while (fgets(line, sizeof line, f)) {
    char *s = line + 1, *end;
    if (line[0] == 'c') {
      for (int k = 0; k < 4; k++)
        for (int i = 0; i < 4; i++) {
          c.x[k][i] = strtod(s, &end);
          c.y[k][i] = strtod(end, &end);
          c.weight[k][i] = strtod(end, &s);
        }
      sets++;
    } else if (line[0] == 't') {
      const int i = (int)strtol(s, &end, 10);
      double table[4];
      for (int k = 0; k < 4; k++) table[k] = strtod(end, &end);
      if (i > 0)
        for (int k = 0; k < 4; k++) {
          CHECK_NEAR(256.0 * fm_curve_bezier(&c, k, i / 256.0), table[k], 1e-9);
          values++;
        }
      for (int ch = 1; ch <= 3; ch++) {
        const long want = strtol(end, &end, 10);
        /* Delphi's Round halves to even, as rint does */
        const double overall = i > 0 ? rint(256.0 * fm_curve_bezier(&c, 0, i / 256.0)) : 0.0;
        const double got = overall > 0 ? rint(256.0 * fm_curve_bezier(&c, ch, overall / 256.0)) : 0.0;
        CHECK(got == (double)want);
        lookups++;
        /* and the bend the tone map applies is that curve unrounded */
        const double v = i;
        const double bent = fm_curves_apophysis(&c, ch, v);
        CHECK(i == 0 ? bent == 0.0 : bent == 256.0 * fm_curve_bezier(&c, ch, fm_curve_bezier(&c, 0, v / 256.0)));
      }
    }
  }
  printf("apophysis colour curves: %d sets, %d table values, %d lookups\n", sets, values, lookups);
  CHECK(sets == 40 && lookups == 40 * 33 * 3);
  /* outside 0..256 a value passes as Apophysis leaves it */
  CHECK(fm_curves_apophysis(&c, 1, 300.0) == 300.0 && fm_curves_apophysis(&c, 1, -2.0) == -2.0);
}

/* ---- a file's curves --------------------------------------------------------------------- */

static int parse_text(const char *xml, genome_list *out) {
  fb_error err;
  const int rc = genome_parse_memory(xml, strlen(xml), "curves.flame", NULL, out, &err);
  if (rc < 0) fprintf(stderr, "%s\n", err.msg);
  return rc;
}

#define FLAME(attrs)                                                                          \
  "<flame " attrs " size=\"32 24\"><xform weight=\"1\" color=\"0\" linear=\"1\" coefs=\"1 0 0 1 0 0\"/>" \
  "<color index=\"0\" rgb=\"255 128 0\"/></flame>"

#define APO_DEFAULT "0 0 1 0 0 1 1 1 1 1 1 1 "
#define FRACTORIUM_DEFAULT "0 0 1 0.25 0.25 1 0.5 0.5 1 0.75 0.75 1 "

static void test_parse(void) {
  genome_list l;
  /* the editors' defaults bend nothing: no curves, nothing said */
  if (parse_text(FLAME("version=\"Apophysis 7x\" curves=\"" APO_DEFAULT APO_DEFAULT APO_DEFAULT APO_DEFAULT "\""),
                 &l) == 0) {
    CHECK(l.flames[0].colour_curves.model == FM_CURVES_NONE && l.unsupported[0] == 0);
    genome_list_free(&l);
  }
  if (parse_text(FLAME("version=\"EMBER-WIN-1.0\" curves=\"" FRACTORIUM_DEFAULT FRACTORIUM_DEFAULT FRACTORIUM_DEFAULT
                       FRACTORIUM_DEFAULT "\" overall_curve=\"0 0 0.25 0.25 0.5 0.5 0.75 0.75 1 1\" red_curve=\"0 0 1 1\""
                       " green_curve=\"0 0 0.5 0.5 1 1\" blue_curve=\"0 0 0.25 0.25 0.75 0.75 1 1\""),
                 &l) == 0) {
    CHECK(l.flames[0].colour_curves.model == FM_CURVES_NONE && l.unsupported[0] == 0);
    genome_list_free(&l);
  }
  /* Apophysis' curves: its four points and weights, as written */
  if (parse_text(FLAME("curves=\"0 0 1 0.2 0.5 2 1 1 1 1 1 1 " APO_DEFAULT APO_DEFAULT APO_DEFAULT "\""), &l) == 0) {
    const fm_colour_curves *c = &l.flames[0].colour_curves;
    CHECK(c->model == FM_CURVES_APOPHYSIS && l.unsupported[0] == 0);
    CHECK(c->x[0][1] == 0.2 && c->y[0][1] == 0.5 && c->weight[0][1] == 2.0 && c->x[3][3] == 1.0);
    genome_list_free(&l);
  }
  /* the same numbers in a file Fractorium wrote are its spline's points: sorted, held to 0..1,
   * its repairs made, the repeated x dropped */
  if (parse_text(FLAME("version=\"EMBER-WIN-1.0\" curves=\"0 0 1 0.2 0.5 2 1 1 1 1 1 1 " APO_DEFAULT APO_DEFAULT
                       APO_DEFAULT "\""),
                 &l) == 0) {
    const fm_colour_curves *c = &l.flames[0].colour_curves;
    CHECK(c->model == FM_CURVES_FRACTORIUM);
    /* overall: (0,0) (0.2,0.5) (1,1) (1,1) → fourth (0.75,0.75), sorted */
    CHECK(c->count[0] == 4 && c->x[0][1] == 0.2 && c->y[0][1] == 0.5 && c->x[0][2] == 0.75 && c->x[0][3] == 1.0);
    /* red: (0,0) (0,0) (1,1) (1,1) → (0,0) (0.25,0.25) (0.75,0.75) (1,1) */
    CHECK(c->count[1] == 4 && c->x[1][1] == 0.25 && c->x[1][2] == 0.75);
    genome_list_free(&l);
  }
  /* Fractorium's named curves win over curves=, in any file */
  if (parse_text(FLAME("curves=\"" APO_DEFAULT APO_DEFAULT APO_DEFAULT APO_DEFAULT
                       "\" overall_curve=\"1.5 1 0 0 0.5 0.7 0.5 0.2\" blue_curve=\"0 1 1 0\""),
                 &l) == 0) {
    const fm_colour_curves *c = &l.flames[0].colour_curves;
    CHECK(c->model == FM_CURVES_FRACTORIUM && l.unsupported[0] == 0);
    CHECK(c->count[0] == 3 && c->x[0][0] == 0.0 && c->x[0][1] == 0.5 && c->y[0][1] == 0.7 && c->x[0][2] == 1.0);
    CHECK(c->count[3] == 2 && c->y[3][0] == 1.0 && c->y[3][1] == 0.0);
    genome_list_free(&l);
  }
  /* JWildfire draws none, whatever its file kept */
  if (parse_text(FLAME("version=\"JWildfire V9.00\" overall_curve=\"0 0 0.3 0.6 1 1\""), &l) == 0) {
    CHECK(l.flames[0].colour_curves.model == FM_CURVES_NONE && l.unsupported[0] == 0);
    genome_list_free(&l);
  }
  /* what cannot be drawn is said, and the colours left unbent */
  if (parse_text(FLAME("overall_curve=\"0 0 0.5 nan 1 1\""), &l) == 0) {
    CHECK(l.flames[0].colour_curves.model == FM_CURVES_NONE && strstr(l.unsupported, "colour curves"));
    genome_list_free(&l);
  }
  if (parse_text(FLAME("curves=\"0 0 1 0.5 0.7\""), &l) == 0) {
    CHECK(l.flames[0].colour_curves.model == FM_CURVES_NONE && strstr(l.unsupported, "colour curves"));
    genome_list_free(&l);
  }
}

/* Printed in their editor's form, read back the same; a flame's finish key holds its curves. */
static void test_print_and_key(void) {
  static const char *const files[2] = {
      FLAME("curves=\"0 0 1 0.2 0.5 2 1 1 1 1 1 1 " APO_DEFAULT APO_DEFAULT APO_DEFAULT "\""),
      FLAME("overall_curve=\"0 0 0.3 0.6 1 1\" green_curve=\"0 0.1 0.4 0.5 0.8 0.7 1 1\"")};
  genome_list plain;
  if (parse_text(FLAME(""), &plain) < 0) return;
  const finish_options fo = {.bpc = 8};
  fb_error err;
  char iter_plain[65], finish_plain[65];
  render_subframe sub0 = {.cp = &plain.flames[0], .weight = 1.0};
  render_frame frame0 = {.sub = &sub0, .nsub = 1};
  CHECK(frame_keys(&frame0, 1, &fo, iter_plain, finish_plain, &err) == 0);
  for (int i = 0; i < 2; i++) {
    genome_list l, again;
    if (parse_text(files[i], &l) < 0) continue;
    char *text = genome_print(&l.flames[0]);
    CHECK(text != NULL);
    if (text && parse_text(text, &again) == 0) {
      CHECK(memcmp(&l.flames[0].colour_curves, &again.flames[0].colour_curves, sizeof(fm_colour_curves)) == 0);
      genome_list_free(&again);
    }
    free(text);
    char iter_key[65], finish_key[65];
    render_subframe sub = {.cp = &l.flames[0], .weight = 1.0};
    render_frame frame = {.sub = &sub, .nsub = 1};
    CHECK(frame_keys(&frame, 1, &fo, iter_key, finish_key, &err) == 0);
    CHECK(strcmp(iter_key, iter_plain) == 0 && strcmp(finish_key, finish_plain) != 0);
    genome_list_free(&l);
  }
  genome_list_free(&plain);
}

/* Keyframes' curves of one shape blend point by point; of different shapes, the nearer
 * keyframe's. */
static void test_interpolate(void) {
  genome_list l;
  if (parse_text("<flames>" FLAME("time=\"0\" overall_curve=\"0 0 0.5 0.2 1 1\"")
                     FLAME("time=\"1\" overall_curve=\"0 0 0.5 0.6 1 1\"")
                         FLAME("time=\"2\" curves=\"0 0 1 0.2 0.5 2 1 1 1 1 1 1 " APO_DEFAULT APO_DEFAULT APO_DEFAULT "\"")
                             "</flames>",
                 &l) < 0)
    return;
  genome g;
  fb_error err;
  if (genome_interpolate(l.flames, l.count, 0.5, &g, &err) == 0) {
    CHECK(g.colour_curves.model == FM_CURVES_FRACTORIUM && fabs(g.colour_curves.y[0][1] - 0.4) < 1e-12);
    genome_free(&g);
  }
  if (genome_interpolate(l.flames, l.count, 1.75, &g, &err) == 0) {
    CHECK(g.colour_curves.model == FM_CURVES_APOPHYSIS && g.colour_curves.weight[0][1] == 2.0);
    genome_free(&g);
  }
  genome_list_free(&l);
}

/* In the tone map: no curves change no bit; Apophysis' leave a pixel of no density its
 * background; Fractorium's bend the background too, as its renderer does. */
static void test_tonemap(void) {
  fm_colour_curves apo = {.model = FM_CURVES_APOPHYSIS, .count = {4, 4, 4, 4}};
  fm_colour_curves fr = {.model = FM_CURVES_FRACTORIUM, .count = {3, 2, 2, 2}};
  for (int k = 0; k < 4; k++) {
    const double xs[4] = {0, 0.3, 0.7, 1}, ys[4] = {0.2, 0.1, 0.9, 1};
    for (int i = 0; i < 4; i++) apo.x[k][i] = xs[i], apo.y[k][i] = ys[i], apo.weight[k][i] = 1.0;
    fr.x[k][0] = 0, fr.y[k][0] = 0.1, fr.x[k][1] = 1, fr.y[k][1] = 0.9;
  }
  fr.x[0][1] = 0.5, fr.y[0][1] = 0.7, fr.x[0][2] = 1, fr.y[0][2] = 1;
  fm_tonemap tm = {.inv_gamma = 1 / 2.2, .gamma_threshold = 0.01, .vibrancy = 1, .highlight_power = -1,
                   .background = {64, 32, 16}, .colour_scale = {1, 1, 1}, .background_alpha = 1};
  const double empty[4] = {0, 0, 0, 0}, lit[4] = {60, 30, 10, 90};
  double plain_empty[4], plain_lit[4], out[4];
  fm_tonemap_pixel(&tm, empty, plain_empty);
  fm_tonemap_pixel(&tm, lit, plain_lit);
  tm.curves = &apo;
  fm_tonemap_pixel(&tm, empty, out);
  CHECK(memcmp(out, plain_empty, sizeof out) == 0);
  fm_tonemap_pixel(&tm, lit, out);
  CHECK(out[0] != plain_lit[0] && out[3] == plain_lit[3]);
  tm.curves = &fr;
  fm_tonemap_pixel(&tm, empty, out);
  for (int c = 0; c < 3; c++)
    CHECK_NEAR(out[c], 255.0 * fm_curves_fractorium(&fr, c + 1, plain_empty[c] / 255.0), 1e-9);
}

int main(void) {
  RUN(test_fractorium_refs);
  RUN(test_apophysis_refs);
  RUN(test_parse);
  RUN(test_print_and_key);
  RUN(test_interpolate);
  RUN(test_tonemap);
  return check_summary("colour_curves");
}
