/*
 * test_layers.c — JWildfire's layers: a <jwf-flame> (its JWFFlameWriter's document of several
 * layers) read into genome_list.layers — the layers JWildfire draws, visible and with xforms,
 * each the flame's attributes with its own xforms and palette, their weights and densities —
 * what it holds that flamebuild does not draw said, what is wrong refused; and the still those
 * layers make (render/animation.h: anim_still_build), JWildfire's render states in turn: a
 * sub-frame a layer, its colour by its weight, a density below 1 drawn as the chance density²
 * of its steps, in the iteration key.
 */
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif
#include "../../genome/genome.h"
#include "../../render/animation.h"
#include "../../render/keys.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "read_genome.h"

/* 0 and l filled, or -1 with the parser's message in err. */
static int read_xml(const char *xml, genome_list *l, fb_error *err) { return test_read_xml(xml, "layers.flame", l, err); }

#define FLAME_ATTRS "name=\"l\" version=\"JWildfire V7.30\" size=\"64 48\" center=\"0 0\" scale=\"20\" quality=\"50\""
#define LAYER1 \
  "<xform weight=\"1\" color=\"0\" linear=\"1\" coefs=\"0.5 0 0 0.5 -0.5 0\"/>" \
  "<xform weight=\"1\" color=\"0.5\" spherical=\"1\" coefs=\"0.5 0 0 0.5 0.5 0\"/>" \
  "<xform weight=\"2\" color=\"1\" julia=\"1\" coefs=\"0.5 0 0 0.5 0 0.5\"/>" \
  "<palette count=\"2\" format=\"RGB\">FF0000 FFFF00</palette>"
#define LAYER2 \
  "<xform weight=\"1\" color=\"0\" swirl=\"1\" coefs=\"0.7 0.1 -0.1 0.7 0.2 0\"/>" \
  "<xform weight=\"1\" color=\"1\" sinusoidal=\"1\" coefs=\"0.6 0 0 0.6 -0.3 0.1\"/>" \
  "<finalxform color=\"0\" symmetry=\"1\" linear=\"1\" coefs=\"1.1 0 0 1.1 0 0\"/>" \
  "<palette count=\"2\" format=\"RGB\">0000FF 00FFFF</palette>"

/* The layers drawn, in document order: a hidden one and one without xforms left out, as
 * JWildfire's getValidLayers leaves them; the flame's attributes in each, its own xforms, final
 * xforms and palette; the weights and densities. Nothing said. */
static void test_read(void) {
  static const char xml[] =
      "<jwf-flame " FLAME_ATTRS ">"
      "<layer weight=\"1.0\" density=\"0.6\" visible=\"1\" name=\"first\" smooth_gradient=\"0\">" LAYER1 "</layer>"
      "<layer weight=\"3\" density=\"1\" visible=\"0\">" LAYER1 "</layer>"
      "<layer weight=\"2\" density=\"1\" visible=\"1\"><palette count=\"2\" format=\"RGB\">FFFFFF FFFFFF</palette></layer>"
      "<layer weight=\"0.4\" density=\"1.0\" visible=\"1\" smooth_gradient=\"0\""
      /* what JWildfire writes of every layer: its palette editor's curves, which draw nothing */
      " gradientEditorHueCurve_enabled=\"true\" gradientEditorHueCurve_view_xmin=\"-5\""
      " gradientEditorHueCurve_point_count=\"2\" gradientEditorHueCurve_x0=\"0\" gradientEditorHueCurve_y0=\"4.6\""
      " gradientEditorLuminosityCurve_selected_idx=\"0\">" LAYER2 "</layer>"
      "</jwf-flame>";
  genome_list l;
  fb_error err = {""};
  CHECK(read_xml(xml, &l, &err) == 0);
  if (l.count != 1 || !l.layers) {
    CHECK(l.count == 1 && l.layers != NULL);
    genome_list_free(&l);
    return;
  }
  const genome *g = &l.flames[0];
  const genome_layers *ly = &l.layers[0];
  CHECK(ly->count == 2);
  CHECK(ly->weight[0] == 1.0 && ly->density[0] == 0.6 && ly->weight[1] == 0.4 && ly->density[1] == 1.0);
  const genome *g2 = &ly->more[0];
  CHECK(g->num_xforms == 3 && g->num_finals == 0);
  CHECK(g2->num_xforms == 2 && g2->num_finals == 1);
  CHECK(g->width == 64 && g2->width == 64 && g->height == 48 && g2->height == 48);
  CHECK(g->scale == 20.0 && g2->scale == 20.0 && g->quality == 50.0 && g2->quality == 50.0);
  CHECK(g->palette[0][0] == 1.0 && g->palette[0][2] == 0.0); /* red */
  CHECK(g2->palette[0][0] == 0.0 && g2->palette[0][2] == 1.0); /* blue */
  CHECK(l.unsupported[0] == 0);
  CHECK(strstr(test_warnings, "layer") == NULL);
  genome_list_free(&l);

  /* One layer of weight and density 1: the plain flame, no layers kept; a second flame of the
   * file with layers after it gets its own, the first none. */
  static const char two[] =
      "<flames><jwf-flame " FLAME_ATTRS "><layer weight=\"1\" density=\"1\" visible=\"1\">" LAYER1 "</layer></jwf-flame>"
      "<jwf-flame " FLAME_ATTRS "><layer>" LAYER1 "</layer><layer weight=\"0.5\">" LAYER2 "</layer></jwf-flame></flames>";
  CHECK(read_xml(two, &l, &err) == 0);
  CHECK(l.count == 2 && l.layers != NULL);
  if (l.count == 2 && l.layers) {
    CHECK(l.layers[0].count == 0 && l.layers[1].count == 2 && l.layers[1].weight[1] == 0.5);
    CHECK(l.flames[0].num_xforms == 3 && l.flames[1].num_xforms == 3 && l.layers[1].more[0].num_xforms == 2);
  }
  genome_list_free(&l);
}

/* What flamebuild does not draw is said (background xforms of a layer after the first, a gradient map, a layer's motion
 * curves, layers past the 64th, the motion of a blur over several layers); what is wrong is
 * refused with the file, line and reason (no layer drawn, a weight or density that is not a
 * finite number of 0 or more). An unknown attribute of a layer is warned about once. */
static void test_said_and_refused(void) {
  static const struct {
    const char *layer_attrs, *layer_body, *said;
  } said[] = {
      {"", "", "background xforms of layers after the first"},
      {" gradient_map=\"gradient.png\"", "", "gradient maps"},
      {" weightCurve_enabled=\"true\" weightCurve_point_count=\"2\" weightCurve_x0=\"0\" weightCurve_y0=\"1\"", "",
       "motion curves of a layer"},
  };
  for (size_t i = 0; i < sizeof said / sizeof said[0]; i++) {
    char xml[4096];
    snprintf(xml, sizeof xml, "<jwf-flame " FLAME_ATTRS "><layer%s>" LAYER1 "%s</layer><layer>" LAYER2 "%s</layer></jwf-flame>",
             said[i].layer_attrs, said[i].layer_body, i == 0 ? "<bgxform weight=\"1\" linear=\"1\" coefs=\"1 0 0 1 0 0\"/>" : "");
    genome_list l;
    fb_error err = {""};
    CHECK(read_xml(xml, &l, &err) == 0);
    if (!strstr(l.unsupported, said[i].said)) fprintf(stderr, "case %zu: unsupported '%s'\n", i, l.unsupported);
    CHECK(strstr(l.unsupported, said[i].said) != NULL);
    CHECK(l.count == 1 && l.layers && l.layers[0].count == 2);
    genome_list_free(&l);
  }

  /* 70 layers: 64 drawn, the rest said */
  const size_t one = strlen("<layer>" LAYER2 "</layer>");
  char *many = malloc(70 * one + 256);
  CHECK(many != NULL);
  if (many) {
    strcpy(many, "<jwf-flame " FLAME_ATTRS ">");
    for (int i = 0; i < 70; i++) strcat(many, "<layer>" LAYER2 "</layer>");
    strcat(many, "</jwf-flame>");
    genome_list l;
    fb_error err = {""};
    CHECK(read_xml(many, &l, &err) == 0);
    CHECK(l.count == 1 && l.layers && l.layers[0].count == 64);
    CHECK(strstr(l.unsupported, "past the 64th") != NULL);
    genome_list_free(&l);
    free(many);
  }

  /* A blur whose curves move the flame, over two layers: drawn without the motion, said. */
  {
    static const char xml[] =
        "<jwf-flame " FLAME_ATTRS " frame=\"1\" motion_blur_length=\"4\" motion_blur_timestep=\"1\"><layer>"
        "<xform weight=\"1\" color=\"0\" linear=\"1\" coefs=\"1 0 0 1 0 0\" xyRotateCurve_enabled=\"true\""
        " xyRotateCurve_point_count=\"2\" xyRotateCurve_x0=\"1\" xyRotateCurve_y0=\"0\" xyRotateCurve_x1=\"101\""
        " xyRotateCurve_y1=\"180\"/><color index=\"0\" rgb=\"255 255 255\"/></layer><layer>" LAYER2 "</layer></jwf-flame>";
    genome_list l;
    fb_error err = {""};
    CHECK(read_xml(xml, &l, &err) == 0);
    CHECK(strstr(l.unsupported, "motion blur of a flame of several layers") != NULL);
    CHECK(!l.blur_packets || !l.blur_packets[0]);
    anim_frame f;
    CHECK(l.count == 1 && anim_still_build(&l.flames[0], NULL, &l.layers[0], &f, &err) == 0);
    CHECK(f.frame.nsub == 2 && f.frame.jwf_packets == 5);
    anim_frame_free(&f);
    genome_list_free(&l);
  }

  /* As an animation's keyframes (flames at two times): the first layers drawn, said. */
  {
    static const char xml[] = "<flames><jwf-flame " FLAME_ATTRS " time=\"0\"><layer>" LAYER1 "</layer><layer>" LAYER2
                              "</layer></jwf-flame><jwf-flame " FLAME_ATTRS " time=\"10\"><layer>" LAYER1
                              "</layer></jwf-flame></flames>";
    genome_list l;
    fb_error err = {""};
    CHECK(read_xml(xml, &l, &err) == 0);
    CHECK(strstr(l.unsupported, "layers in an animation's keyframes") != NULL);
    genome_list_free(&l);
  }

  static const struct {
    const char *body, *error;
  } refused[] = {
      {"<layer visible=\"0\">" LAYER1 "</layer><layer><palette count=\"2\" format=\"RGB\">FF0000 FFFF00</palette></layer>",
       "no visible <layer> with xforms"},
      {"<layer weight=\"nan\">" LAYER1 "</layer>", "weight"},
      {"<layer density=\"-1\">" LAYER1 "</layer>", "density -1 must be a finite number of 0 or more"},
      {"<layer weight=\"inf\">" LAYER1 "</layer>", "weight"},
      {"<layer>" LAYER1 "</layer><layer><xform weight=\"0\" linear=\"1\" coefs=\"1 0 0 1 0 0\"/></layer>",
       "xform weights sum to 0"},
  };
  for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++) {
    char xml[4096];
    snprintf(xml, sizeof xml, "<jwf-flame " FLAME_ATTRS ">%s</jwf-flame>", refused[i].body);
    genome_list l;
    fb_error err = {""};
    const int rc = read_xml(xml, &l, &err);
    if (rc == 0 || !strstr(err.msg, refused[i].error) || !strstr(err.msg, "layers.flame:"))
      fprintf(stderr, "refused case %zu: rc %d, '%s'\n", i, rc, err.msg);
    CHECK(rc < 0 && strstr(err.msg, refused[i].error) != NULL && strstr(err.msg, "layers.flame:") != NULL);
    if (rc == 0) genome_list_free(&l);
  }

  {
    static const char xml[] = "<jwf-flame " FLAME_ATTRS "><layer opacity=\"1\">" LAYER1 "</layer><layer opacity=\"2\">" LAYER2
                              "</layer><lyr/></jwf-flame>";
    genome_list l;
    fb_error err = {""};
    CHECK(read_xml(xml, &l, &err) == 0);
    const char *w = strstr(test_warnings, "unknown attribute opacity on <layer>");
    CHECK(w != NULL && !strstr(w + 1, "unknown attribute opacity"));
    CHECK(strstr(test_warnings, "lyr") != NULL);
    genome_list_free(&l);
  }
}

/* The still of layers: JWildfire's render states in turn, a sub-frame a layer (each the same
 * share of the steps), one layout for all of them (the first layer's padded with an identity
 * final xform), every hit counted by its layer's hit weight — density² below density 1, its
 * colour scaled alike, on top of the layer's weight; the density in the iteration key. A
 * still of layers under a blur that moves nothing: a sub-frame a layer, of the packets' mean
 * weight. */
static void test_still(void) {
  static const char xml[] = "<jwf-flame " FLAME_ATTRS ">"
                            "<layer density=\"0.6\">" LAYER1 "</layer><layer weight=\"0.4\">" LAYER2 "</layer></jwf-flame>";
  genome_list l;
  fb_error err = {""};
  CHECK(read_xml(xml, &l, &err) == 0);
  if (l.count != 1 || !l.layers) {
    CHECK(0);
    return;
  }
  anim_frame f;
  CHECK(anim_still_build(&l.flames[0], NULL, &l.layers[0], &f, &err) == 0);
  CHECK(f.frame.nsub == 2 && f.frame.jwf_packets == 1);
  CHECK_NEAR(f.sub[0].weight, 0.36, 1e-15);
  CHECK_NEAR(f.sub[0].hit_weight, 0.36, 1e-15);
  CHECK(f.sub[1].weight == 0.4 && f.sub[1].hit_weight == 1.0);
  CHECK(render_count_weight(&f.frame, 0) == f.sub[0].hit_weight && render_count_weight(&f.frame, 1) == 1.0);
  CHECK(f.cps[0].num_xforms == 3 && f.cps[1].num_xforms == 3); /* the second padded with a weight-0 xform */
  CHECK(f.cps[1].xforms[2].weight == 0.0);
  CHECK(f.cps[0].num_finals == 1 && f.cps[1].num_finals == 1);
  CHECK(genome_xform_var(GENOME_FINAL(&f.cps[0], 0), 0) == 1.0 && GENOME_FINAL(&f.cps[0], 0)->color_speed == 0.0);
  const finish_options fo = {.bpc = 8};
  char base[65], other[65], fin[65];
  CHECK(frame_keys(&f.frame, 1, &fo, base, fin, &err) == 0);
  f.sub[0].hit_weight = 0.5;
  CHECK(frame_keys(&f.frame, 1, &fo, other, fin, &err) == 0);
  CHECK(strcmp(base, other) != 0);
  anim_frame_free(&f);

  /* under a blur that moves nothing: one sub-frame a layer, of the 1 + 4 packets' mean weight */
  l.flames[0].motion_blur_length = 4;
  l.flames[0].motion_blur_decay = 1.0;
  CHECK(anim_still_build(&l.flames[0], NULL, &l.layers[0], &f, &err) == 0);
  double mean = 0;
  for (int p = 0; p <= 4; p++) mean += (p == 0 ? 1.0 : fmax(0.01, 1 - p * p * 0.07 / 4)) / 5;
  CHECK(f.frame.nsub == 2 && f.frame.jwf_packets == 5);
  CHECK_NEAR(f.sub[0].weight, mean * 0.36, 1e-15);
  CHECK_NEAR(f.sub[1].weight, mean * 0.4, 1e-15);
  anim_frame_free(&f);
  genome_list_free(&l);
}

int main(void) {
  RUN(test_read);
  RUN(test_said_and_refused);
  RUN(test_still);
  return check_summary("layers");
}
