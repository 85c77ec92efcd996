/*
 * test_wfield.c — JWildfire's weighting fields (kernels/wfield.h, genome/parse_wfield.c):
 * what the reader keeps of a file's wfield_* attributes and what it says, the field printed and
 * read back, the iteration key, and the xform step against JWildfire's own: every xform of the
 * flames of tests/data/wfield steps the points JWildfire's XForm.transformPoint stepped
 * (tests/data/wfield/refs.txt, made by tests/tools/jwf_wfield_refs.sh), through the CPU's step
 * (fm_apply_xform_field, as render/iterate.c calls it), to within 1e-9 of the point's size.
 */
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif
#include "../../genome/genome.h"
#include "../../kernels/variations.h"
#include "../../render/keys.h"
#include "../../render/prepare.h"
#include "../../render/render.h"
#include "../../util/strbuf.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "read_genome.h"

static int read_file(const char *path, genome_list *l) {
  fb_error err;
  const int rc = test_read_file(path, l, &err);
  if (rc < 0) fprintf(stderr, "%s: %s\n", path, err.msg);
  return rc;
}

static int read_xml(const char *xml, genome_list *l) {
  fb_error err;
  return test_read_xml(xml, "wfield.flame", l, &err);
}

/* What the reader keeps: the settings, JWildfire's defaults where the file leaves them out, the
 * pairs it resolves (an integer parameter, an amount, a variation's own name). */
static void test_read(void) {
  genome_list l;
  CHECK(read_file("tests/data/wfield/w2_params.flame", &l) == 0);
  const genome *g = &l.flames[0];
  const genome_wfield *f = &g->xforms[0].wfield;
  CHECK(f->type == FM_NOISE_PERLIN_FRACTAL && f->at_position == 1 && f->seed == 4711);
  CHECK(f->frequency == 1.75 && f->fractal_type == FM_NOISE_RIGID_MULTI && f->octaves == 4);
  CHECK(f->gain == 0.62 && f->lacunarity == 2.3 && f->amount == 0.12 && f->color == 0 && f->jitter == 0);
  CHECK(f->nmods == 3);
  CHECK(f->mod_var[0] == FM_VAR_pdj && f->mod_param[0] == FM_P_pdj_a && f->mod_intensity[0] == 0.21);
  CHECK(f->mod_var[1] == FM_VAR_pdj && f->mod_param[1] == FM_P_pdj_d && f->mod_intensity[1] == -0.17);
  CHECK(f->mod_var[2] == FM_VAR_curl && f->mod_param[2] == -1 && f->mod_intensity[2] == 0.3);
  const genome_wfield *f2 = &g->xforms[1].wfield;
  CHECK(f2->type == FM_NOISE_SIMPLEX_FRACTAL && f2->seed == -1234 && f2->cell_return == FM_NOISE_DISTANCE2);
  CHECK(f2->nmods == 2 && f2->mod_param[0] == FM_P_wedge_count && genome_wfield_param_is_int(FM_P_wedge_count));
  CHECK(!genome_wfield_param_is_int(FM_P_pdj_a));
  CHECK(l.unsupported[0] == 0);
  genome_list_free(&l);

  /* JWildfire's reader: a type it does not know is no field (FARender's "7"); a field that
   * scales nothing is none; a pair of a parameter the variation lacks is dropped */
  CHECK(read_file("tests/data/wfield/w4_ignored.flame", &l) == 0);
  CHECK(l.flames[0].xforms[0].wfield.type == FM_NOISE_NONE);
  CHECK(l.flames[0].xforms[1].wfield.type == FM_NOISE_NONE);
  CHECK(l.unsupported[0] == 0);
  genome_list_free(&l);
}

#define XML_HEAD "<flame name=\"w\" version=\"JWildfire V8.50\" size=\"64 48\" scale=\"20\">"
#define XML_TAIL "<color index=\"0\" rgb=\"255 0 0\"/><color index=\"255\" rgb=\"0 0 255\"/></flame>"

/* An image map is said, not drawn; a pair of a variation JWildfire lets no field scale
 * (its cost), or of one the xform lacks, is dropped; the same pair twice is kept once. */
static void test_said(void) {
  genome_list l;
  CHECK(read_xml(XML_HEAD "<xform weight=\"1\" linear3D=\"1\" coefs=\"1 0 0 1 0 0\" wfield_type=\"IMAGE_MAP\" "
                 "wfield_cmap_filename=\"C:/maps/a.png\" wfield_var_amount_intensity=\"0.3\"/>" XML_TAIL, &l) == 0);
  CHECK(strstr(l.unsupported, "weighting fields of an image map") != NULL);
  CHECK(l.flames[0].xforms[0].wfield.type == FM_NOISE_NONE);
  genome_list_free(&l);
  CHECK(read_xml(XML_HEAD "<xform weight=\"1\" pdj=\"1\" dla_wf=\"0.5\" coefs=\"1 0 0 1 0 0\" wfield_type=\"VALUE_NOISE\" "
                 "wfield_var_param1_intensity=\"0.3\" wfield_var_param1_var_name=\"dla_wf\" wfield_var_param1_param_name=\"scale\" "
                 "wfield_var_param2_intensity=\"0.2\" wfield_var_param2_var_name=\"pdj\" wfield_var_param2_param_name=\"b\" "
                 "wfield_var_param3_intensity=\"0.4\" wfield_var_param3_var_name=\"pdj\" wfield_var_param3_param_name=\"b\"/>" XML_TAIL,
                 &l) == 0);
  const genome_wfield *f = &l.flames[0].xforms[0].wfield;
  CHECK(f->type == FM_NOISE_VALUE && f->nmods == 1 && f->mod_param[0] == FM_P_pdj_b && f->mod_intensity[0] == 0.2);
  CHECK(l.unsupported[0] == 0);
  genome_list_free(&l);
  /* a bad number fails the file, as JWildfire's parseDouble does */
  CHECK(read_xml(XML_HEAD "<xform weight=\"1\" linear3D=\"1\" coefs=\"1 0 0 1 0 0\" wfield_type=\"VALUE_NOISE\" "
                 "wfield_var_amount_intensity=\"lots\"/>" XML_TAIL, &l) < 0);
}

typedef struct keys {
  char iter[65], finish[65];
} keys;

static int keys_of(genome *g, keys *k) {
  render_subframe sub = {.cp = g, .weight = 1.0};
  render_frame frame = {.sub = &sub, .nsub = 1};
  finish_options fo = {.bpc = 8};
  fb_error err;
  return frame_keys(&frame, 1, &fo, k->iter, k->finish, &err);
}

/* Printed and read back: the same field; the iteration key tells a field's settings apart and
 * keeps a flame without one as it was. */
static void test_print_and_key(void) {
  genome_list l, back;
  CHECK(read_file("tests/data/wfield/w2_params.flame", &l) == 0);
  char *text = genome_print(&l.flames[0]);
  CHECK(text != NULL && strstr(text, "wfield_var_param1_var_name=\"pdj\"") != NULL);
  CHECK(read_xml(text, &back) == 0);
  for (int x = 0; x < 2; x++)
    CHECK(!memcmp(&l.flames[0].xforms[x].wfield, &back.flames[0].xforms[x].wfield, sizeof(genome_wfield)));
  free(text);
  keys a, b;
  genome *g = &l.flames[0];
  CHECK(keys_of(g, &a) == 0);
  g->xforms[1].wfield.mod_intensity[0] += 0.01;
  CHECK(keys_of(g, &b) == 0);
  CHECK(strcmp(a.iter, b.iter) != 0);
  g->xforms[1].wfield.mod_intensity[0] -= 0.01;
  g->xforms[1].wfield.seed++;
  CHECK(keys_of(g, &b) == 0 && strcmp(a.iter, b.iter) != 0);
  genome_list_free(&back);
  /* no field: the key of the same xforms without the attributes */
  for (int x = 0; x < 2; x++) genome_wfield_init(&g->xforms[x].wfield);
  CHECK(keys_of(g, &a) == 0);
  genome_list_free(&l);
  CHECK(read_xml(XML_HEAD "<xform weight=\"1\" linear3D=\"1\" coefs=\"1 0 0 1 0 0\"/>" XML_TAIL, &l) == 0);
  genome_list other;
  CHECK(read_xml(XML_HEAD "<xform weight=\"1\" linear3D=\"1\" coefs=\"1 0 0 1 0 0\" wfield_type=\"NONE\" "
                 "wfield_var_amount_intensity=\"0.5\"/>" XML_TAIL, &other) == 0);
  CHECK(keys_of(&l.flames[0], &a) == 0 && keys_of(&other.flames[0], &b) == 0);
  CHECK(strcmp(a.iter, b.iter) == 0);
  genome_list_free(&l);
  genome_list_free(&other);
}

/* A field runs on the GPU, but one whose pair scales a parameter that feeds its xform's
 * precalculated values (julian's power here, pdj's a not), which only the host makes again: that
 * frame iterates on the CPU, also where only a keyframe has it. */
static void test_host_only(void) {
  static const char xml[] =
      "<flame name=\"w\" version=\"JWildfire V8.50 (15.11.2024)\" size=\"64 48\" scale=\"20\">\n"
      "  <xform weight=\"0.5\" color=\"0\" julian=\"1\" julian_power=\"3\" julian_dist=\"1\" pdj=\"0.5\" pdj_a=\"1.2\"\n"
      "    coefs=\"0.5 0 0 0.5 0 0\" wfield_type=\"PERLIN_NOISE\" wfield_var_param1_intensity=\"0.3\"\n"
      "    wfield_var_param1_var_name=\"pdj\" wfield_var_param1_param_name=\"a\" wfield_var_param2_intensity=\"0.4\"\n"
      "    wfield_var_param2_var_name=\"julian\" wfield_var_param2_param_name=\"power\"/>\n"
      "  <xform weight=\"0.5\" color=\"1\" spherical=\"1\" coefs=\"0.5 0 0 0.5 0.5 0\"/>\n"
      "</flame>\n";
  genome_list cell, pairs, plain;
  CHECK(read_file("tests/data/wfield/w1_cellular.flame", &cell) == 0);
  CHECK(read_xml(xml, &pairs) == 0 && pairs.flames[0].xforms[0].wfield.nmods == 2);
  CHECK(read_xml(xml, &plain) == 0);
  genome_wfield_init(&plain.flames[0].xforms[0].wfield);
  render_geometry geo;
  fb_error err;
  render_subframe one = {.cp = &cell.flames[0], .weight = 1.0};
  render_frame frame = {.sub = &one, .nsub = 1};
  CHECK(render_geometry_of(&frame, &geo, &err) == 0 && geo.cpu_only == 0); /* a field without pairs */
  CHECK(render_wfield_needs_host(&pairs.flames[0]) == 1);
  render_prepared p;
  CHECK(render_prepare(&pairs.flames[0], 1.0, &geo, &p, &err) == 0 && p.wfields != NULL);
  if (p.wfields) {
    const fm_wfield *f = &p.wfields[0];
    CHECK(f->nmods == 2 && f->mod_param[0] == FM_P_pdj_a && f->mod_precalc[0] == 0);
    CHECK(f->mod_param[1] == FM_P_julian_power && f->mod_precalc[1] == 1);
  }
  render_prepared_free(&p);
  render_subframe sub[2] = {{.cp = &plain.flames[0], .weight = 0.5}, {.cp = &pairs.flames[0], .weight = 0.5}};
  frame.sub = sub;
  CHECK(render_geometry_of(&frame, &geo, &err) == 0 && geo.cpu_only == 0);
  frame.nsub = 2;
  CHECK(render_geometry_of(&frame, &geo, &err) == 0 && geo.cpu_only == 1);
  pairs.flames[0].xforms[0].wfield.nmods = 1; /* pdj's a alone */
  CHECK(render_geometry_of(&frame, &geo, &err) == 0 && geo.cpu_only == 0);
  genome_list_free(&cell);
  genome_list_free(&pairs);
  genome_list_free(&plain);
}

/* The step against JWildfire's: each reference line's point through the xform it names. */
static void test_steps(void) {
  FILE *f = fopen("tests/data/wfield/refs.txt", "r");
  CHECK(f != NULL);
  if (!f) return;
  char line[1024], file[256] = "";
  genome_list l = {0};
  render_prepared p = {0};
  fm_xform *scratch = NULL;
  int have = 0, checked = 0, bad = 0;
  double worst = 0;
  while (fgets(line, sizeof line, f)) {
    if (line[0] == '#') {
      if (have) render_prepared_free(&p), genome_list_free(&l), have = 0;
      CHECK(sscanf(line, "# %255s", file) == 1);
      char path[300];
      snprintf(path, sizeof path, "tests/data/wfield/%s", file);
      if (read_file(path, &l) < 0) break;
      render_subframe sub = {.cp = &l.flames[0], .weight = 1.0};
      render_frame frame = {.sub = &sub, .nsub = 1};
      render_geometry geo;
      fb_error err;
      CHECK(render_geometry_of(&frame, &geo, &err) == 0);
      CHECK(render_prepare(&l.flames[0], 1.0, &geo, &p, &err) == 0 && p.wfields != NULL);
      have = 1;
      continue;
    }
    int k;
    double in[4], want[4];
    if (!have || sscanf(line, "xform %d in %lf %lf %lf %lf out %lf %lf %lf %lf", &k, &in[0], &in[1], &in[2], &in[3],
                        &want[0], &want[1], &want[2], &want[3]) != 9)
      continue;
    CHECK(k >= 0 && k < p.num_xforms + p.num_finals);
    if (k < 0 || k >= p.num_xforms + p.num_finals) continue;
    const fm_wfield *wf = p.wfields[k].noise.type != FM_NOISE_NONE ? &p.wfields[k] : NULL;
    if (wf && wf->nmods) { /* the copy the field scales, as render/iterate.c makes it */
      if (!scratch) scratch = malloc(sizeof *scratch);
      memcpy(scratch, &p.xforms[k], sizeof *scratch);
    }
    fm_point a = {.x = in[0], .y = in[1], .z = in[2], .color = in[3], .vis = 1}, b;
    fm_rng rng;
    fm_rng_seed(&rng, 1, 1);
    fm_apply_xform_field(&p.xforms[k], &p.passes[k], wf, scratch, &a, &b, &rng);
    const double got[4] = {b.x, b.y, b.z, b.color};
    const double size = 1 + fabs(want[0]) + fabs(want[1]) + fabs(want[2]);
    for (int c = 0; c < 4; c++) {
      const double d = fabs(got[c] - want[c]) / size;
      if (d > worst) worst = d;
      if (!(d <= 1e-9)) {
        if (bad++ < 5)
          fprintf(stderr, "%s xform %d coordinate %d: %.17g, JWildfire's %.17g (in %g %g %g %g)\n", file, k, c, got[c],
                  want[c], in[0], in[1], in[2], in[3]);
      }
    }
    checked++;
  }
  fclose(f);
  if (have) render_prepared_free(&p), genome_list_free(&l);
  free(scratch);
  fprintf(stderr, "test_wfield: %d steps against JWildfire's, worst %.3g of the point's size\n", checked, worst);
  CHECK(checked == 1600);
  CHECK(bad == 0);
}

int main(void) {
  RUN(test_read);
  RUN(test_said);
  RUN(test_print_and_key);
  RUN(test_host_only);
  RUN(test_steps);
  return check_summary("test_wfield");
}
