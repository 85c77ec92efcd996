/*
 * test_solid.c — JWildfire's solid rendering: its sld_render_* settings read as JWildfire reads
 * them (defaults, counts, what is said), printed and read back, keyed; the iteration's
 * nearest-point buffer (the nearest point of a cell kept, the same for any thread count and
 * when topped up); and the finish of a known surface — its normals, its light, its coverage
 * over the background — against the formulas written out here.
 */
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif
#include "../../genome/genome.h"
#include "../../kernels/solid.h"
#include "../../render/keys.h"
#include "../../render/render.h"
#include "../../render/solid.h"

#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "read_genome.h"

static int read_xml(const char *xml, genome_list *l, fb_error *err) { return test_read_xml(xml, "solid.flame", l, err); }

#define FLAME_OPEN "<flame name=\"s\" version=\"JWildfire V8.50\" size=\"48 40\" center=\"0 0\" scale=\"12\" quality=\"60\" "
#define XFORMS                                                                                                  \
  "><xform weight=\"1\" color=\"0\" linear3D=\"1\" coefs=\"0.5 0 0 0.5 -0.5 -0.5\"/>"                           \
  "<xform weight=\"1\" color=\"0.5\" linear3D=\"1\" coefs=\"0.5 0 0 0.5 0.5 -0.5\"/>"                           \
  "<xform weight=\"1\" color=\"1\" linear3D=\"1\" coefs=\"0.5 0 0 0.5 -0.5 0.5\"/>"                             \
  "<xform weight=\"1\" color=\"0.7\" linear3D=\"1\" coefs=\"0.5 0 0 0.5 0.5 0.5\"/>"                            \
  "<palette count=\"2\" format=\"RGB\">FF8000 0080FF</palette></flame>"

/* A file's settings as JWildfire reads them; what it leaves out at JWildfire's defaults; a
 * solid flame seen through JWildfire's 3D camera without antialiasing; nothing said. */
static void test_read(void) {
  static const char xml[] = FLAME_OPEN
      "sld_render_enabled=\"1\" sld_render_ao_enabled=\"1\" sld_render_ao_intensity=\"0.7\" "
      "sld_render_ao_radius_samples=\"5\" sld_render_shadow_type=\"OFF\" sld_render_material_count=\"2\" "
      "sld_render_material_ambient0=\"0.6\" sld_render_material_diffuse0=\"0.55\" sld_render_material_phong0=\"0.4\" "
      "sld_render_material_phong_size0=\"12.0\" sld_render_material_phong_red0=\"1.0\" "
      "sld_render_material_light_diif_func0=\"COSA_HALVE\" sld_render_material_refl_map_filename0=\"\" "
      "sld_render_material_ambient1=\"0.8\" sld_render_ligtht_count=\"1\" sld_render_light_altitude0=\"116.19\" "
      "sld_render_light_azimuth0=\"-28.57\" sld_render_light_red0=\"1.0\" sld_render_light_green0=\"0.5\" "
      "sld_render_light_intensity0=\"0.8\" sld_render_light_shadows0=\"1\" "
      "sld_render_light_altitude0_enabled=\"false\" sld_render_light_altitude0_x0=\"1\" "
      "antialias_amount=\"0.5\" antialias_radius=\"0.4\"" XFORMS;
  genome_list l;
  fb_error err;
  CHECK(read_xml(xml, &l, &err) == 0);
  if (l.count != 1) return;
  const genome *g = &l.flames[0];
  const fm_solid *s = &g->solid;
  CHECK(s->enabled == 1 && s->ao_enabled == 1);
  CHECK(s->ao_intensity == 0.7 && s->ao_radius_samples == 5);
  CHECK(s->ao_search_radius == 4.0 && s->ao_azimuth_samples == 7 && s->ao_affect_diffuse == 0.1); /* defaults */
  CHECK(s->num_materials == 2);
  CHECK(s->material[0].ambient == 0.6 && s->material[0].diffuse == 0.55 && s->material[0].phong == 0.4);
  CHECK(s->material[0].phong_size == 12.0 && s->material[0].phong_red == 1.0 && s->material[0].phong_green == 0.0);
  CHECK(s->material[0].diffuse_response == FM_SOLID_COSA_HALVE);
  /* a material of the count whose values are absent: a new MaterialSettings' */
  CHECK(s->material[1].ambient == 0.8 && s->material[1].diffuse == 0.5 && s->material[1].phong == 1.0);
  CHECK(s->material[1].phong_size == 24.0 && s->material[1].diffuse_response == FM_SOLID_COSA);
  CHECK(s->num_lights == 1);
  CHECK(s->light[0].altitude == 116.19 && s->light[0].azimuth == -28.57 && s->light[0].green == 0.5);
  CHECK(s->light[0].blue == 0.0 && s->light[0].intensity == 0.8);
  CHECK(g->cam_model == CAM_MODEL_JWILDFIRE);
  CHECK(g->antialias_amount == 0 && g->antialias_radius == 0);
  CHECK(l.unsupported[0] == 0);
  CHECK(strstr(test_warnings, "sld_") == NULL);
  genome_list_free(&l);

  /* sld_render_enabled alone: JWildfire's new flame's lights and material */
  static const char bare[] = FLAME_OPEN "sld_render_enabled=\"1\"" XFORMS;
  CHECK(read_xml(bare, &l, &err) == 0);
  if (l.count == 1) {
    s = &l.flames[0].solid;
    CHECK(s->enabled && s->ao_enabled && s->num_lights == 2 && s->num_materials == 1);
    CHECK(s->light[0].altitude == 55 && s->light[0].azimuth == -22 && s->light[1].intensity == 0.6);
    CHECK(s->material[0].ambient == 0.5 && s->material[0].diffuse == 0.7 && s->material[0].phong == 0.6);
    CHECK(l.unsupported[0] == 0);
  }
  genome_list_free(&l);

  /* off (0, or absent): no solid, and the settings beside it quiet */
  static const char off[] = FLAME_OPEN "sld_render_enabled=\"0\" sld_render_ao_intensity=\"0.7\"" XFORMS;
  CHECK(read_xml(off, &l, &err) == 0);
  if (l.count == 1) CHECK(!l.flames[0].solid.enabled && l.flames[0].cam_model == CAM_MODEL_FLAT && l.unsupported[0] == 0);
  genome_list_free(&l);
}

/* What is not drawn is said, the rest drawn: shadows, a reflection map, a ninth light, a value
 * that is not a number (its default kept), a depth of field (the camera's blur left off). */
static void test_said(void) {
  static const struct {
    const char *attrs, *said;
  } cases[] = {
      {"sld_render_material_count=\"1\" sld_render_material_refl_map_filename0=\"sky.png\"", "reflection maps"},
      {"sld_render_ligtht_count=\"9\"", "lights past the 8th"},
      {"sld_render_ao_intensity=\"much\"", "not numbers"},
      {"cam_dof=\"0.2\"", "depth of field on a solid flame"},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    char xml[2048];
    snprintf(xml, sizeof xml, FLAME_OPEN "sld_render_enabled=\"1\" %s" XFORMS, cases[i].attrs);
    genome_list l;
    fb_error err;
    CHECK(read_xml(xml, &l, &err) == 0);
    if (l.count != 1) continue;
    if (!strstr(l.unsupported, cases[i].said)) fprintf(stderr, "case %zu: said \"%s\"\n", i, l.unsupported);
    CHECK(strstr(l.unsupported, cases[i].said) != NULL);
    CHECK(l.flames[0].solid.enabled);
    if (i == 1) CHECK(l.flames[0].solid.num_lights == FM_SOLID_LIGHTS);
    if (i == 2) CHECK(l.flames[0].solid.ao_intensity == 0.6);
    if (i == 3) CHECK(l.flames[0].cam_dof == 0);
    genome_list_free(&l);
  }
  /* shadows, drawn: their settings read, the lights that cast them (a new light does), the
   * flame's size kept for the map's scale */
  genome_list l;
  fb_error err;
  CHECK(read_xml(FLAME_OPEN "sld_render_enabled=\"1\" sld_render_shadow_type=\"SMOOTH\" sld_render_shadowmap_size=\"1024\" "
                            "sld_render_shadowmap_bias=\"0.05\" sld_render_ligtht_count=\"2\" sld_render_light_shadows0=\"0\" "
                            "sld_render_light_shadow_intensity1=\"0.6\"" XFORMS,
                 &l, &err) == 0);
  if (l.count == 1) {
    const fm_solid *s = &l.flames[0].solid;
    CHECK(l.unsupported[0] == 0);
    CHECK(s->shadow_type == FM_SOLID_SHADOWS_SMOOTH && s->shadowmap_size == 1024 && s->shadow_bias == 0.05);
    CHECK(s->shadow_smooth_radius == 1.0 && s->size_at[0] == 48 && s->size_at[1] == 40);
    CHECK(!s->light[0].casts_shadow && s->light[1].casts_shadow && s->light[1].shadow_intensity == 0.6);
    CHECK(s->light[0].shadow_intensity == 0.8);
    CHECK(render_solid_shadow_lights(&l.flames[0]) == 1 && render_solid_shadow_side(&l.flames[0]) == 1024);
    l.flames[0].width = 96; /* twice as wide, as high: JWildfire's pixelsPerUnitScale 1.5 */
    CHECK(render_solid_shadow_side(&l.flames[0]) == 1536);
    l.flames[0].solid.shadow_type = FM_SOLID_SHADOWS_OFF;
    CHECK(render_solid_shadow_lights(&l.flames[0]) == 0);
  }
  genome_list_free(&l);
}

/* Printed and read back, the settings are the same numbers; they are in the finish key, the
 * switch in the iteration key. */
static void test_print_and_keys(void) {
  static const char xml[] = FLAME_OPEN
      "sld_render_enabled=\"1\" sld_render_ao_intensity=\"0.65\" sld_render_material_count=\"1\" "
      "sld_render_material_phong0=\"0.3\" sld_render_material_light_diif_func0=\"COSA_SQUARE\" "
      "sld_render_ligtht_count=\"2\" sld_render_light_azimuth1=\"12.5\" sld_render_light_blue1=\"0.25\" "
      "sld_render_shadow_type=\"FAST\" sld_render_light_shadows1=\"0\" sld_render_shadowmap_bias=\"0.02\"" XFORMS;
  genome_list l, back;
  fb_error err;
  CHECK(read_xml(xml, &l, &err) == 0);
  if (l.count != 1) return;
  char *text = genome_print(&l.flames[0]);
  CHECK(text != NULL);
  if (!text) return;
  CHECK(read_xml(text, &back, &err) == 0);
  if (back.count == 1) {
    CHECK(memcmp(&back.flames[0].solid, &l.flames[0].solid, sizeof(fm_solid)) == 0);
    CHECK(back.flames[0].cam_model == CAM_MODEL_JWILDFIRE);
    CHECK(back.unsupported[0] == 0);
  }
  free(text);

  render_subframe sub = {.cp = &l.flames[0], .weight = 1};
  render_frame frame = {.sub = &sub, .nsub = 1};
  finish_options fo = {.bpc = 8};
  char iter[65], finish[65], iter2[65], finish2[65];
  CHECK(frame_keys(&frame, 1, &fo, iter, finish, &err) == 0);
  l.flames[0].solid.light[1].azimuth = 13;
  CHECK(frame_keys(&frame, 1, &fo, iter2, finish2, &err) == 0);
  CHECK(strcmp(iter, iter2) == 0 && strcmp(finish, finish2) != 0); /* a light re-finishes */
  l.flames[0].solid.light[0].azimuth = 3;
  CHECK(frame_keys(&frame, 1, &fo, iter2, finish2, &err) == 0);
  CHECK(strcmp(iter, iter2) != 0); /* a light that casts a shadow map: its map is another */
  l.flames[0].solid.light[0].azimuth = 0;
  l.flames[0].solid.shadow_bias = 0.03;
  CHECK(frame_keys(&frame, 1, &fo, iter2, finish2, &err) == 0);
  CHECK(strcmp(iter, iter2) == 0 && strcmp(finish, finish2) != 0); /* the bias: a re-finish */
  l.flames[0].solid.enabled = 0;
  CHECK(frame_keys(&frame, 1, &fo, iter2, finish2, &err) == 0);
  CHECK(strcmp(iter, iter2) != 0); /* the buffer is another */
  genome_list_free(&back);
  genome_list_free(&l);
}

/* The merge keeps, cell by cell, the first point of the largest depth. */
static void test_merge(void) {
  double cells[3 * RENDER_SOLID_CELL];
  memset(cells, 0, sizeof cells);
  const plotted_solid points[] = {
      {.cell = 1, .depth = -5, .x = 1, .r = 10}, {.cell = 1, .depth = -7, .x = 2, .r = 20},
      {.cell = 1, .depth = -4, .x = 3, .r = 30}, {.cell = 1, .depth = -4, .x = 4, .r = 40},
      {.cell = 2, .depth = 2, .y = 5, .g = 50},
  };
  render_solid_merge(points, 5, cells);
  CHECK(cells[0 * RENDER_SOLID_CELL + 3] == 0); /* untouched */
  const double *c = cells + RENDER_SOLID_CELL;
  CHECK(c[3] == 1 && c[4] == 1 && c[5] == -4 && c[6] == 3 && c[0] == 30);
  c = cells + 2 * RENDER_SOLID_CELL;
  CHECK(c[3] == 1 && c[5] == 2 && c[7] == 5 && c[1] == 50);
}

/* The order-free merge keeps what the ordered merge keeps, whatever order the chunks come in:
 * 4,000 points over 50 cells in 8 chunks, their depths from 7 values (many ties), merged in order
 * by render_solid_merge and by render_solid_merge_shared with the chunks reversed; a cell already
 * lit before (a cached buffer) keeps its point against a point as near. */
static void test_merge_shared(void) {
  enum { CELLS = 50, CHUNK = 500, CHUNKS = 8 };
  static plotted_solid pts[CHUNKS * CHUNK];
  for (int i = 0; i < CHUNKS * CHUNK; i++)
    pts[i] = (plotted_solid){.cell = (i * 37) % CELLS, .depth = (float)((i * 13) % 7), .x = (float)i, .r = (float)(i % 200)};
  static double ordered[CELLS * RENDER_SOLID_CELL], shared[CELLS * RENDER_SOLID_CELL];
  memset(ordered, 0, sizeof ordered);
  memset(shared, 0, sizeof shared);
  /* cell 3 lit before, as near as the nearest to come */
  ordered[3 * RENDER_SOLID_CELL + 3] = shared[3 * RENDER_SOLID_CELL + 3] = 1;
  ordered[3 * RENDER_SOLID_CELL + 5] = shared[3 * RENDER_SOLID_CELL + 5] = 6;
  ordered[3 * RENDER_SOLID_CELL + 6] = shared[3 * RENDER_SOLID_CELL + 6] = -1;
  render_solid_merge(pts, CHUNKS * CHUNK, ordered);
  render_solid_keys_begin(shared, CELLS);
  for (int c = CHUNKS - 1; c >= 0; c--) render_solid_merge_shared(pts + c * CHUNK, CHUNK, (uint64_t)c * CHUNK, shared);
  render_solid_keys_end(shared, CELLS);
  CHECK(memcmp(ordered, shared, sizeof ordered) == 0);
  CHECK(shared[3 * RENDER_SOLID_CELL + 6] == -1);
  int ties = 0; /* the test has ties to break: a cell's kept point is not its last as near */
  for (int i = CHUNKS * CHUNK - 1; i >= 0; i--)
    if (pts[i].depth == 6 && pts[i].cell != 3 && shared[pts[i].cell * RENDER_SOLID_CELL + 6] != pts[i].x) ties++;
  CHECK(ties > 0);
}

/* A flame of four xforms filling a square in z = 0, tilted by the camera: a solid surface. */
static void solid_genome(genome *g, double quality) {
  genome_init(g);
  g->width = 40;
  g->height = 32;
  g->scale = 14;
  g->quality = quality;
  g->supersample = 2;
  g->filter = 0.5;
  g->filter_kernel = FILTER_KERNEL_GAUSSIAN;
  g->cam_model = CAM_MODEL_JWILDFIRE;
  g->cam_pitch = 0.6;
  g->cam_yaw = 0.3;
  g->background[0] = g->background[1] = g->background[2] = 0.8;
  static const double t[4][2] = {{-0.5, -0.5}, {0.5, -0.5}, {-0.5, 0.5}, {0.5, 0.5}};
  genome_resize_xforms(g, 4);
  for (int i = 0; i < 4; i++) {
    genome_xform *x = &g->xforms[i];
    x->weight = 1;
    x->color = i / 3.0;
    genome_xform_set_var(x, FM_VAR_linear, 1);
    x->coefs[0][0] = x->coefs[1][1] = 0.5;
    x->coefs[2][0] = t[i][0];
    x->coefs[2][1] = t[i][1];
  }
  for (int i = 0; i < 256; i++) {
    g->palette[i][0] = i / 255.0;
    g->palette[i][1] = 0.5;
    g->palette[i][2] = 1 - i / 255.0;
    g->palette[i][3] = 1;
  }
  fm_solid *s = &g->solid;
  s->enabled = 1;
  s->num_lights = 1;
  s->light[0] = (fm_solid_light){.altitude = 30, .azimuth = 20, .red = 1, .green = 1, .blue = 1, .intensity = 0.8};
  s->num_materials = 1;
  s->material[0] = (fm_solid_material){.ambient = 0.6, .diffuse = 0.5, .phong = 0.4, .phong_size = 12,
                                       .phong_red = 1, .phong_green = 1, .phong_blue = 1};
}

/* The buffer: a cell of the grid two buckets, the same on any thread count, and topped up the
 * one drawn in one go; and what lies in it is the square, nearer where the camera tilts it. */
static void test_iterate(void) {
  genome g;
  solid_genome(&g, 40);
  render_subframe sub = {.cp = &g, .weight = 1};
  render_frame frame = {.sub = &sub, .nsub = 1};
  render_geometry geo;
  fb_error err;
  CHECK(render_geometry_of(&frame, &geo, &err) == 0);
  CHECK(geo.solid == 1 && geo.hist_width == 2 * (2 * 40 + 2 * geo.gutter) && geo.hist_height == geo.solid_grid_height);
  render_hist one, two, topped;
  CHECK(render_hist_alloc(&one, &geo, 0, &err) == 0 && render_hist_alloc(&two, &geo, 0, &err) == 0);
  CHECK(render_hist_alloc(&topped, &geo, 0, &err) == 0);
  render_options o1 = {.threads = 1, .seed = 5}, o2 = {.threads = 2, .seed = 5};
  CHECK(render_iterate_cpu(&frame, &o1, &one, &err) == 0);
  CHECK(render_iterate_cpu(&frame, &o2, &two, &err) == 0);
  const size_t bytes = (size_t)one.width * one.height * RENDER_BUCKET_CHANNELS * sizeof(double);
  CHECK(memcmp(one.buckets, two.buckets, bytes) == 0);
  g.quality = 10;
  CHECK(render_iterate_cpu(&frame, &o2, &topped, &err) == 0);
  g.quality = 40;
  render_options top = {.threads = 2, .seed = 5, .first_round = 1};
  CHECK(render_iterate_cpu(&frame, &top, &topped, &err) == 0);
  CHECK(memcmp(one.buckets, topped.buckets, bytes) == 0);
  /* the lit cells: their count channel 1, their position on the square's plane z = 0, their
   * depth the camera's; and most of the image's middle lit */
  const int gw = render_solid_grid_width(&geo);
  int lit = 0, bad = 0;
  for (int y = 0; y < geo.solid_grid_height; y++)
    for (int x = 0; x < gw; x++) {
      const double *c = one.buckets + ((size_t)y * gw + x) * RENDER_SOLID_CELL;
      if (c[3] == 0) continue;
      lit++;
      if (c[4] != 1 || c[8] != 0 || fabs(c[6]) > 1.0001 || fabs(c[7]) > 1.0001) bad++;
    }
  CHECK(bad == 0);
  CHECK(lit > 2 * 40 * 2 * 32 / 4); /* a quarter of the image's cells, at least */
  render_hist_free(&one);
  render_hist_free(&two);
  render_hist_free(&topped);
  genome_free(&g);
}

/* The finish of a plane z = a·x + b·y laid in every cell by hand: each cell's normal is
 * (a, b, −1) normalised, so with one material and light, no AO and no filter (a supersample
 * of 1), each pixel is fm_solid_shade of that normal and the cell's colour, whole (coverage 1):
 * the colour rounded, without background. An empty cell is the background. */
static void test_finish_plane(void) {
  genome g;
  solid_genome(&g, 40);
  g.supersample = 1;
  g.filter = 0;
  g.width = 12;
  g.height = 10;
  render_subframe sub = {.cp = &g, .weight = 1};
  render_frame frame = {.sub = &sub, .nsub = 1};
  render_geometry geo;
  fb_error err;
  CHECK(render_geometry_of(&frame, &geo, &err) == 0);
  render_hist h;
  CHECK(render_hist_alloc(&h, &geo, 0, &err) == 0);
  const int gw = render_solid_grid_width(&geo), gh = geo.solid_grid_height;
  const double a = 0.3, b = -0.2;
  for (int y = 0; y < gh; y++)
    for (int x = 0; x < gw; x++) {
      if (x == geo.gutter + 5 && y == geo.gutter + 4) continue; /* a hole */
      double *c = h.buckets + ((size_t)y * gw + x) * RENDER_SOLID_CELL;
      c[0] = 150, c[1] = 100, c[2] = 50, c[3] = c[4] = 1;
      c[5] = 1, c[6] = x, c[7] = y, c[8] = a * x + b * y;
    }
  render_image img;
  finish_options fo = {.bpc = 8};
  CHECK(render_finish(&frame, &h, &fo, &img, &err) == 0);
  const double r = sqrt(a * a + b * b + 1);
  const double n[3] = {a / r, b / r, -1 / r}, obj[3] = {150 / 255.0, 100 / 255.0, 50 / 255.0};
  double dir[FM_SOLID_LIGHTS][3], want[3];
  fm_solid_light_dir(&g.solid.light[0], dir[0]);
  fm_solid_shade(&g.solid, (const double(*)[3])dir, obj, n, 0, NULL, g.background, want);
  int exact = 0, hole_bg = 0;
  for (int y = 0; y < img.height; y++)
    for (int x = 0; x < img.width; x++) {
      const uint8_t *p = (const uint8_t *)img.pixels + ((size_t)y * img.width + x) * 4;
      if (x == 5 && y == 4) {
        hole_bg = p[0] == 204 && p[1] == 204 && p[2] == 204;
        continue;
      }
      int ok = 1;
      for (int c = 0; c < 3; c++) {
        const int v = (int)(want[c] + 0.5);
        ok &= p[c] == (v > 255 ? 255 : v);
      }
      exact += ok && p[3] == 255;
    }
  CHECK(hole_bg);
  /* the neighbours of the hole take fewer pairs, of the same plane: the same normal */
  CHECK(exact == img.width * img.height - 1);
  /* the shade itself: ambient plus the light's diffuse and highlight, as JWildfire adds them */
  const double cosa = dir[0][0] * n[0] + dir[0][1] * n[1] + dir[0][2] * n[2];
  double expect = obj[0] * 0.6;
  if (cosa > 1e-8) expect += (1 + obj[0] * 0.6 / 3) * cosa * 0.5 * 0.8;
  const double vr = dir[0][2] - 2 * cosa * n[2];
  if (vr < 1e-8) expect += pow(-vr, 12) * 0.4 * 0.8;
  CHECK_NEAR(want[0], expect * 255, 1e-9);

  /* AO on: never brighter, and the plane's pixels stay lit */
  g.solid.ao_enabled = 1;
  g.solid.ao_intensity = 0.6;
  g.solid.ao_search_radius = 4;
  g.solid.ao_blur_radius = 1.5;
  g.solid.ao_radius_samples = 6;
  g.solid.ao_azimuth_samples = 7;
  g.solid.ao_falloff = 0.5;
  g.solid.ao_affect_diffuse = 0.1;
  render_image ao, again;
  CHECK(render_finish(&frame, &h, &fo, &ao, &err) == 0);
  CHECK(render_finish(&frame, &h, &fo, &again, &err) == 0);
  const size_t nbytes = (size_t)img.width * img.height * 4;
  CHECK(memcmp(ao.pixels, again.pixels, nbytes) == 0); /* deterministic */
  int brighter = 0;
  for (size_t i = 0; i < nbytes; i++) brighter += ((uint8_t *)ao.pixels)[i] > ((uint8_t *)img.pixels)[i];
  CHECK(brighter == 0);
  render_image_free(&img);
  render_image_free(&ao);
  render_image_free(&again);
  render_hist_free(&h);
  genome_free(&g);
}

/* A light's map: its first RENDER_SOLID_SHADOW_FIRST points wait, the next one opens the map
 * over their box (3% wider a side) and is not drawn, as in JWildfire; then a point takes its map
 * cell where it lies nearer the light. */
static void test_shadow_map(void) {
  const int side = 64;
  const size_t region_values = RENDER_SOLID_SHADOW_HEAD + 3 * (size_t)RENDER_SOLID_SHADOW_FIRST + (size_t)side * side;
  double *region = calloc(region_values, sizeof *region);
  float *points = malloc(3 * (RENDER_SOLID_SHADOW_FIRST + 3) * sizeof *points);
  if (!region || !points) {
    CHECK(0);
    free(region);
    free(points);
    return;
  }
  for (int i = 0; i < RENDER_SOLID_SHADOW_FIRST; i++) { /* a box of [-1, 1] x [0, 2] */
    points[3 * i] = (float)(-1.0 + 2.0 * (i % 101) / 100.0);
    points[3 * i + 1] = (float)(2.0 * (i % 97) / 96.0);
    points[3 * i + 2] = (float)(i == 5 ? 3.0 : -1.0);
  }
  float *more = points + 3 * RENDER_SOLID_SHADOW_FIRST;
  const float extra[9] = {0.9f, 1.9f, 7.0f, /* the one that opens the map: not drawn */
                          0.0f, 1.0f, 5.0f, 0.0f, 1.0f, 4.0f};
  memcpy(more, extra, sizeof extra);
  render_solid_merge_shadow(points, RENDER_SOLID_SHADOW_FIRST - 1, region, side);
  CHECK(region[0] == 0 && region[1] == RENDER_SOLID_SHADOW_FIRST - 1);
  render_solid_merge_shadow(points + 3 * (RENDER_SOLID_SHADOW_FIRST - 1), 4, region, side);
  CHECK(region[0] == 1);
  CHECK_NEAR(region[2], (float)(side / 2.12), 0); /* 2 wide, 3% a side */
  CHECK_NEAR(region[4], (float)(1.06 * (float)(side / 2.12)), 1e-4);
  const double *map = region + RENDER_SOLID_SHADOW_HEAD + 3 * (size_t)RENDER_SOLID_SHADOW_FIRST;
  double top = -FLT_MAX;
  int empty = 0;
  for (int i = 0; i < side * side; i++) {
    if (map[i] > top) top = map[i];
    empty += map[i] == -FLT_MAX;
  }
  CHECK(top == 5.0); /* not 7: the opening point is not drawn */
  CHECK(empty > 0 && empty < side * side);
  /* (0, 1) lands where the nearer of 5 and 4 stays */
  const int x = (int)(region[2] * 0.0 + region[4] + 0.5), y = (int)(region[3] * 1.0 + region[5] + 0.5);
  CHECK(map[(size_t)y * side + x] == 5.0);
  free(points);
  free(region);
}

/* Shadows in the finish: a plane z = 0 of cells lit along z (a light at altitude and azimuth 0,
 * its depth z), with a map whose left half holds a point above the plane: the left half's cells are in its
 * shadow, their visibility 1 − strength, the right half's lit; FAST takes each cell's own test,
 * so the halves are uniform; a shadow of no strength leaves the image as without shadows. */
static void test_finish_shadows(void) {
  genome g;
  solid_genome(&g, 40);
  g.supersample = 1;
  g.filter = 0;
  g.width = 16;
  g.height = 8;
  g.cam_pitch = g.cam_yaw = 0;
  fm_solid *s = &g.solid;
  s->light[0] = (fm_solid_light){.altitude = 0, .azimuth = 0, .red = 1, .green = 1, .blue = 1, .intensity = 0.8,
                                 .casts_shadow = 1, .shadow_intensity = 0.75};
  s->shadow_type = FM_SOLID_SHADOWS_FAST;
  s->shadowmap_size = 64;
  s->shadow_bias = 0.01;
  s->size_at[0] = 16, s->size_at[1] = 8;
  render_subframe sub = {.cp = &g, .weight = 1};
  render_frame frame = {.sub = &sub, .nsub = 1};
  render_geometry geo;
  fb_error err;
  CHECK(render_geometry_of(&frame, &geo, &err) == 0);
  CHECK(geo.hist_height > geo.solid_grid_height); /* the map's rows */
  render_hist h;
  CHECK(render_hist_alloc(&h, &geo, 0, &err) == 0);
  const int gw = render_solid_grid_width(&geo), gh = geo.solid_grid_height;
  for (int y = 0; y < gh; y++)
    for (int x = 0; x < gw; x++) {
      double *c = h.buckets + ((size_t)y * gw + x) * RENDER_SOLID_CELL;
      c[0] = 150, c[1] = 100, c[2] = 50, c[3] = c[4] = 1;
      c[5] = 1, c[6] = x - gw / 2.0, c[7] = y - gh / 2.0, c[8] = 0; /* x < 0: the left half */
    }
  /* the light's view of the plane: what the iteration would have drawn, then a roof over x < 0 */
  double view[3][3];
  fm_solid_light_view(&s->light[0], view);
  double *region = h.buckets + (size_t)gh * geo.hist_width * RENDER_BUCKET_CHANNELS;
  const int side = render_solid_shadow_side(&g);
  const int n = RENDER_SOLID_SHADOW_FIRST + 1 + gw * gh * 2;
  float *pts = malloc((size_t)n * 3 * sizeof *pts);
  if (!pts) {
    CHECK(0);
    return;
  }
  for (int i = 0; i < n; i++) {
    const int cell = i % (gw * gh), roof = i >= n - gw * gh;
    const double px = cell % gw - gw / 2.0, py = cell / gw - gh / 2.0, pz = roof && px < 0 ? 2.0 : 0.0;
    for (int k = 0; k < 3; k++) pts[3 * i + k] = (float)(view[k][0] * px + view[k][1] * py + view[k][2] * pz);
  }
  render_solid_merge_shadow(pts, n, region, side);
  free(pts);
  CHECK(region[0] == 1);
  finish_options fo = {.bpc = 8};
  render_image lit, shadowed;
  CHECK(render_finish(&frame, &h, &fo, &shadowed, &err) == 0);
  s->light[0].shadow_intensity = 0; /* the same buffer, a shadow of no strength: as without shadows */
  CHECK(render_finish(&frame, &h, &fo, &lit, &err) == 0);
  if (!lit.pixels || !shadowed.pixels) {
    render_hist_free(&h);
    genome_free(&g);
    return;
  }
  int left_dark = 1, right_same = 1;
  for (int y = 1; y < g.height - 1; y++)
    for (int x = 1; x < g.width - 1; x++) {
      const uint8_t *a = (const uint8_t *)shadowed.pixels + ((size_t)y * g.width + x) * 4;
      const uint8_t *b = (const uint8_t *)lit.pixels + ((size_t)y * g.width + x) * 4;
      const int gx = geo.gutter + x; /* the cell under the pixel */
      if (gx - gw / 2.0 < -1) left_dark &= a[0] < b[0];
      else if (gx - gw / 2.0 > 1) right_same &= a[0] == b[0] && a[1] == b[1] && a[2] == b[2];
    }
  if (!(left_dark && right_same))
    for (int x = 0; x < g.width; x++)
      fprintf(stderr, "x %d cell %g: %d %d\n", x, geo.gutter + x - gw / 2.0, ((uint8_t *)shadowed.pixels)[((size_t)3 * g.width + x) * 4], ((uint8_t *)lit.pixels)[((size_t)3 * g.width + x) * 4]);
  CHECK(left_dark && right_same);
  /* the shadowed pixel: the light's share 1 - 0.75 of its light, the ambient by the mean */
  const double n3[3] = {0, 0, -1}, obj[3] = {150 / 255.0, 100 / 255.0, 50 / 255.0};
  double dir[FM_SOLID_LIGHTS][3], want[3];
  const double seen[FM_SOLID_LIGHTS] = {0.25};
  fm_solid_light_dir(&s->light[0], dir[0]);
  fm_solid_shade(s, (const double(*)[3])dir, obj, n3, 0, seen, g.background, want);
  const uint8_t *p = (const uint8_t *)shadowed.pixels + ((size_t)3 * g.width + 2) * 4;
  CHECK(p[0] == (int)(want[0] + 0.5) || p[0] == (int)(want[0] + 0.5) - 1 || p[0] == (int)(want[0] + 0.5) + 1);
  render_image_free(&lit);
  render_image_free(&shadowed);
  render_hist_free(&h);
  genome_free(&g);
}

int main(void) {
  RUN(test_read);
  RUN(test_said);
  RUN(test_print_and_keys);
  RUN(test_merge);
  RUN(test_merge_shared);
  RUN(test_iterate);
  RUN(test_finish_plane);
  RUN(test_shadow_map);
  RUN(test_finish_shadows);
  return check_summary("solid");
}
