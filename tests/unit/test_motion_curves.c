/*
 * test_motion_curves.c — JWildfire's motion curves (genome/motion_curve.c, parse_curves.c):
 * a curve's value at a frame is JWildfire's own (tests/data/jwf_curves.txt.zst, which
 * tests/tools/jwf_curve_refs.sh makes with JWildfire's Envelope), and a file's enabled curves
 * are put in place at the flame's frame, a parent's value added, what flamebuild does not
 * draw said; and JWildfire's motion blur, the flame read again at its packets' times.
 */
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif
#include "../../genome/genome.h"
#include "../../genome/motion_curve.h"
#include "../../render/animation.h"
#include "../../render/keys.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "read_genome.h"
#include "zst_text.h"

/* Every value JWildfire's Envelope gave, the same here: 600 curves of 1 to 9 points of each
 * shape, 12 times each, some with points out of order or on the same frame. */
static void test_against_jwildfire(void) {
  FILE *f = open_zst_text("tests/data/jwf_curves.txt.zst");
  CHECK(f != NULL);
  if (!f) return;
  char shape[16];
  int n, lines = 0, bad = 0, shapes[3] = {0, 0, 0};
  double worst = 0;
  while (fscanf(f, "%15s %d", shape, &n) == 2 && n >= 1 && n <= 16) {
    int x[16];
    double y[16], t, want, got;
    int ok = 1;
    for (int i = 0; i < n; i++) ok &= fscanf(f, "%d", &x[i]) == 1;
    for (int i = 0; i < n; i++) ok &= fscanf(f, "%lf", &y[i]) == 1;
    ok &= fscanf(f, "%lf %lf", &t, &want) == 2;
    const enum jwf_curve_shape s = !strcmp(shape, "SPLINE") ? JWF_CURVE_SPLINE
                                   : !strcmp(shape, "BEZIER") ? JWF_CURVE_BEZIER
                                                              : JWF_CURVE_LINEAR;
    shapes[s]++;
    ok &= jwf_curve_eval(x, y, n, s, t, &got) == 0;
    const double err = ok ? fabs(got - want) / fmax(1.0, fabs(want)) : INFINITY;
    if (err > worst) worst = err;
    if (!(err <= 1e-12) && bad++ < 3)
      fprintf(stderr, "line %d (%s, %d points, frame %.17g): got %.17g, JWildfire %.17g\n", lines + 1, shape, n, t, got, want);
    lines++;
  }
  CHECK(bad == 0);
  CHECK(lines == 7200 && shapes[0] == 2400 && shapes[1] == 2400 && shapes[2] == 2400);
  printf("jwf_curves: %d values against JWildfire's, worst relative difference %.3g\n", lines, worst);
}

/* A curve JWildfire could not sample in memory is refused, not sampled for minutes. */
static void test_absurd_gap(void) {
  const int x[3] = {0, 2000000000, 2000000001};
  const double y[3] = {0, 1, 2};
  double v;
  CHECK(jwf_curve_eval(x, y, 3, JWF_CURVE_SPLINE, 5.0, &v) == -1);
  CHECK(jwf_curve_eval(x, y, 3, JWF_CURVE_SPLINE, -1.0, &v) == 0 && v == 0.0); /* before the first point */
}

static genome *read_flame(const char *xml, genome_list *l) {
  fb_error err = {""};
  if (test_read_xml(xml, "curves.flame", l, &err) < 0) {
    fprintf(stderr, "unexpected parse error: %s\n", err.msg);
    return NULL;
  }
  return l->count ? &l->flames[0] : NULL;
}

/* A two-point curve from (1, a) to (101, b): linear, a + (b - a)(frame - 1)/100. */
#define CURVE2(name, a, b)                                                                                           \
  " " name "_enabled=\"true\" " name "_interpolation=\"SPLINE\" " name "_point_count=\"2\" " name "_x0=\"1\" " name \
  "_y0=\"" #a "\" " name "_x1=\"101\" " name "_y1=\"" #b "\""

/* The values at the flame's frame replace the file's: an affine entry, a turn of the affine, a
 * variation's amount and parameter, the xform's weight and symmetry, the flame's brightness
 * and pixels per unit; a parent's value is added; a disabled curve changes nothing. */
static void test_values_at_the_frame(void) {
  genome_list l;
  genome *g = read_flame(
      "<flame version=\"JWildfire V7.50\" size=\"64 48\" center=\"0 0\" scale=\"50\" frame=\"51\" brightness=\"1\""
      CURVE2("brightnessCurve", 2, 6) CURVE2("pixelsPerUnitCurve", 10, 30) ">"
      "<xform weight=\"0.5\" color=\"0\" symmetry=\"0\" linear=\"1\" julian=\"0.8\" julian_power=\"3\" julian_dist=\"1\""
      " coefs=\"1 0 0 1 0.7 0\""
      CURVE2("xyCoeff20Curve", 0, 2) CURVE2("weightCurve", 1, 3) CURVE2("colorSymmetryCurve", -1, 1)
      CURVE2("julian_amountCurve", 0, 1) CURVE2("julian_dist", 1, 5)
      " xyCoeff21Curve_enabled=\"true\" xyCoeff21Curve_point_count=\"2\" xyCoeff21Curve_x0=\"1\" xyCoeff21Curve_y0=\"0\""
      " xyCoeff21Curve_x1=\"101\" xyCoeff21Curve_y1=\"1\" xyCoeff21Curve_parent_curve=\"parent7Curve\""
      " parent7Curve_enabled=\"false\" parent7Curve_point_count=\"1\" parent7Curve_x0=\"0\" parent7Curve_y0=\"10\""
      " xyCoeff11Curve_enabled=\"false\" xyCoeff11Curve_point_count=\"2\" xyCoeff11Curve_x0=\"1\" xyCoeff11Curve_y0=\"5\""
      " xyCoeff11Curve_x1=\"101\" xyCoeff11Curve_y1=\"5\"/>"
      "<xform weight=\"0.5\" color=\"1\" spherical=\"1\" coefs=\"1 0 0 1 0 0\"" CURVE2("xyRotateCurve", 0, 180) "/>"
      "<color index=\"0\" rgb=\"255 255 255\"/></flame>",
      &l);
  CHECK(g != NULL);
  if (!g) return;
  const genome_xform *a = &g->xforms[0], *b = &g->xforms[1];
  CHECK_NEAR(g->brightness, 4.0, 1e-12);  /* 2 + 4 · 50/100 */
  CHECK_NEAR(g->scale, 20.0, 1e-12);      /* 10 + 20 · 0.5 */
  CHECK_NEAR(a->coefs[2][0], 1.0, 1e-12); /* 0 + 2 · 0.5, not the file's 0.7 */
  CHECK_NEAR(a->coefs[2][1], 10.5, 1e-12); /* 0.5, its parent's 10 added */
  CHECK_NEAR(a->coefs[1][1], 1.0, 1e-12); /* disabled: the file's */
  CHECK_NEAR(a->weight, 2.0, 1e-12);
  CHECK_NEAR(a->color_speed, 0.5, 1e-12); /* symmetry 0: (1 - 0) / 2 */
  CHECK_NEAR(genome_xform_var(a, genome_variation_from_name("julian")), 0.5, 1e-12);
  CHECK_NEAR(genome_xform_param(a, genome_param_from_name("julian_dist")), 3.0, 1e-12);
  CHECK_NEAR(genome_xform_param(a, genome_param_from_name("julian_power")), 3.0, 1e-12);
  /* turned by 90 degrees twice — JWildfire's render paths evaluate the curves and its renderer
   * evaluates them again, and a turn acts on what it finds (parse_curves_xform_end) —: its
   * matrix times the rotation on the right, twice */
  CHECK_NEAR(b->coefs[0][0], -1.0, 1e-12);
  CHECK_NEAR(b->coefs[0][1], 0.0, 1e-12);
  CHECK_NEAR(b->coefs[1][0], 0.0, 1e-12);
  CHECK_NEAR(b->coefs[1][1], -1.0, 1e-12);
  CHECK_NEAR(a->coefs[0][0], 1.0, 1e-12); /* values alone: set, the same, twice */
  CHECK(l.unsupported[0] == 0 && !strstr(test_warnings, "not everything"));
  genome_list_free(&l);
}

/* A curve of what flamebuild does not draw is said, naming it, and the file's value drawn;
 * without a frame the flame is at JWildfire's frame 1; a curve it cannot read is said. */
static void test_not_drawn_and_defaults(void) {
  genome_list l;
  genome *g = read_flame("<flame version=\"JWildfire V7.50\" size=\"64 48\" scale=\"20\"" CURVE2("camRollCurve", 0, 90)
                         CURVE2("gammaCurve", 2, 6) ">"
                         "<xform weight=\"1\" color=\"0\" linear=\"1\" coefs=\"1 0 0 1 0 0\"" CURVE2("materialCurve", 0, 1)
                         " xyCoeff20Curve_enabled=\"true\" xyCoeff20Curve_point_count=\"2\" xyCoeff20Curve_x0=\"1.5\""
                         " xyCoeff20Curve_y0=\"0\" xyCoeff20Curve_x1=\"9\" xyCoeff20Curve_y1=\"1\"/>"
                         "<color index=\"0\" rgb=\"255 255 255\"/></flame>",
                         &l);
  CHECK(g != NULL);
  if (!g) return;
  CHECK(strstr(l.unsupported, "JWildfire's motion curve of camRoll") != NULL);
  CHECK(strstr(l.unsupported, "JWildfire's motion curve of material") != NULL && !strstr(l.unsupported, "materialCurve"));
  CHECK(strstr(l.unsupported, "JWildfire's motion curve of xyCoeff20 (unreadable)") != NULL);
  CHECK_NEAR(g->gamma, 2.0, 1e-12); /* frame 1: the first point */
  CHECK_NEAR(g->xforms[0].coefs[2][0], 0.0, 1e-12);
  genome_list_free(&l);
}

/* JWildfire's motion blur (FlameRenderer.createRenderPackets): where a curve moves the flame,
 * the parser reads it again at each packet's time — from half the blur's span after the frame
 * down, a timestep apart, the time stepped by repeated subtraction as JWildfire steps it — and
 * the still is those packets, packet p's colour weighed by max(0.01, 1 − p²·decay·0.07/L), its
 * hits counted once (render_frame.jwf_packets), which the iteration key says. Where nothing
 * moves, one sub-frame of the packets' mean weight. Drawn, so not said; the glow is off. */
static void test_motion_blur(void) {
  static const char *const curves[3] = {"", CURVE2("xyRotateCurve", 0, 180), ""};
  static const char *const flame_curves[3] = {"", "", CURVE2("brightnessCurve", 2, 6)};
  for (int i = 0; i < 3; i++) {
    char xml[2048];
    snprintf(xml, sizeof xml,
             "<flame version=\"JWildfire V7.50\" size=\"64 48\" scale=\"20\" frame=\"41\" motion_blur_length=\"12\""
             " motion_blur_timestep=\"0.1\" motion_blur_decay=\"3\"%s>"
             "<xform weight=\"1\" color=\"0\" linear=\"1\" coefs=\"1 0 0 1 0 0\"%s/>"
             "<color index=\"0\" rgb=\"255 255 255\"/></flame>",
             flame_curves[i], curves[i]);
    genome_list l;
    genome *g = read_flame(xml, &l);
    CHECK(g != NULL);
    if (!g) continue;
    CHECK(!strstr(l.unsupported, "motion blur") && !strstr(test_warnings, "motion blur"));
    CHECK(g->motion_blur_length == 12 && g->motion_blur_timestep == 0.1 && g->motion_blur_decay == 3.0);
    CHECK(g->low_density_brightness == 0.0);
    const genome *packets = l.blur_packets ? l.blur_packets[0] : NULL;
    CHECK((packets != NULL) == (i > 0));
    double t = 41 + 12 * 0.1 / 2;
    for (int k = 0; packets && k < 12; k++) {
      t -= 0.1;
      if (i == 1) { /* turned at the frame, then at time t (parse_curves_xform_end): 1.8·(t − 1) degrees at t */
        const double a = (1.8 * (41 - 1) + 1.8 * (t - 1)) * M_PI / 180;
        CHECK_NEAR(packets[k].xforms[0].coefs[0][0], cos(a), 1e-9);
        CHECK_NEAR(packets[k].xforms[0].coefs[0][1], -sin(a), 1e-9);
        CHECK_NEAR(packets[k].xforms[0].coefs[1][0], sin(a), 1e-9);
      } else {
        CHECK_NEAR(packets[k].brightness, 2 + 4 * (t - 1) / 100, 1e-9);
      }
    }
    if (i == 1) CHECK_NEAR(g->xforms[0].coefs[1][0], sin(2 * 1.8 * 40 * M_PI / 180), 1e-9); /* the frame's, twice */
    anim_frame f;
    fb_error err;
    CHECK(anim_still_build(g, packets, NULL, &f, &err) == 0);
    CHECK(f.frame.jwf_packets == 13 && f.frame.nsub == (i > 0 ? 13 : 1));
    double mean = 0;
    for (int p = 0; p <= 12; p++) {
      const double w = p == 0 ? 1.0 : fmax(0.01, 1 - p * p * 3.0 * 0.07 / 12);
      mean += w / 13;
      if (i > 0) CHECK(f.sub[p].weight == w);
    }
    if (i == 0) CHECK_NEAR(f.sub[0].weight, mean, 1e-15);
    if (i > 0) CHECK(f.sub[12].weight == 0.01); /* the decay's floor */
    /* the hits counted once are the iteration key's: the same sub-frames without keys apart */
    const finish_options fo = {.bpc = 8};
    char with[65], without[65], fin[65];
    CHECK(frame_keys(&f.frame, 1, &fo, with, fin, &err) == 0);
    f.frame.jwf_packets = 0;
    CHECK(frame_keys(&f.frame, 1, &fo, without, fin, &err) == 0);
    CHECK(strcmp(with, without) != 0);
    anim_frame_free(&f);
    genome_list_free(&l);
  }
}

/* A blur of more packets than are read one by one is drawn without the motion, and said; a
 * packet that cannot be drawn (its weights sum to 0 at its time) leaves the blur without the
 * motion, said. */
static void test_motion_blur_limits(void) {
  static const char *const cases[2][2] = {
      {"5000", CURVE2("xyRotateCurve", 0, 180)},
      {"4", " weightCurve_enabled=\"true\" weightCurve_point_count=\"2\" weightCurve_x0=\"1\" weightCurve_y0=\"1\""
            " weightCurve_x1=\"2\" weightCurve_y1=\"0\""}};
  for (int i = 0; i < 2; i++) {
    char xml[2048];
    snprintf(xml, sizeof xml,
             "<flame version=\"JWildfire V7.50\" size=\"64 48\" scale=\"20\" frame=\"1\" motion_blur_length=\"%s\""
             " motion_blur_timestep=\"1\">"
             "<xform weight=\"1\" color=\"0\" linear=\"1\" coefs=\"1 0 0 1 0 0\"%s/>"
             "<color index=\"0\" rgb=\"255 255 255\"/></flame>",
             cases[i][0], cases[i][1]);
    genome_list l;
    genome *g = read_flame(xml, &l);
    CHECK(g != NULL);
    if (!g) continue;
    CHECK(!l.blur_packets || !l.blur_packets[0]);
    CHECK(strstr(l.unsupported, i == 0 ? "motion blur of 5000 packets" : "cannot be drawn") != NULL);
    anim_frame f;
    fb_error err;
    CHECK(anim_still_build(g, NULL, NULL, &f, &err) == 0 && f.frame.nsub == 1);
    anim_frame_free(&f);
    genome_list_free(&l);
  }
}

/* A file whose flames' blurs would be read again past 20,000 packets in all: the flames past
 * that are drawn without the motion, and said (a collection of them must not take gigabytes). */
static void test_motion_blur_file_budget(void) {
  static const char flame[] =
      "<flame version=\"JWildfire V7.50\" size=\"64 48\" scale=\"20\" frame=\"1\" motion_blur_length=\"1000\">"
      "<xform weight=\"1\" color=\"0\" linear=\"1\" coefs=\"1 0 0 1 0 0\"" CURVE2("xyRotateCurve", 0, 180) "/>"
      "<color index=\"0\" rgb=\"255 255 255\"/></flame>";
  const size_t one = strlen(flame);
  char *xml = malloc(21 * one + 32);
  CHECK(xml != NULL);
  if (!xml) return;
  strcpy(xml, "<flames>");
  for (int i = 0; i < 21; i++) strcat(xml, flame);
  strcat(xml, "</flames>");
  genome_list l;
  const genome *g = read_flame(xml, &l);
  CHECK(g != NULL && l.count == 21);
  if (g) {
    int made = 0;
    for (int i = 0; i < l.count; i++) made += l.blur_packets && l.blur_packets[i] ? 1 : 0;
    CHECK(made == 20 && l.blur_packets[20] == NULL);
    CHECK(strstr(l.unsupported, "past 20000 packets in one file") != NULL);
    genome_list_free(&l);
  }
  free(xml);
}

int main(void) {
  RUN(test_against_jwildfire);
  RUN(test_absurd_gap);
  RUN(test_values_at_the_frame);
  RUN(test_not_drawn_and_defaults);
  RUN(test_motion_blur);
  RUN(test_motion_blur_limits);
  RUN(test_motion_blur_file_budget);
  return check_summary("motion_curves");
}
