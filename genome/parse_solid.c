/*
 * parse_solid.c — JWildfire's solid rendering on a <flame> (sld_render_enabled="1" and the
 * sld_render_* settings beside it), read as JWildfire 9.00's reader reads them into the genome's
 * fm_solid (kernels/solid.h says how it is drawn).
 *
 * JWildfire's defaults stand where the file leaves a value out: a new flame's two lights and one
 * material (SolidRenderSettings.setupDefaults), AO on, shadows off (maps of 2048 pixels a side,
 * bias 0.01); a material_count or ligtht_count (its spelling) clears them and reads that many,
 * each value at its class's default where absent (a new light casts a shadow). The flame's size
 * is kept beside the map's side, which a render at another size scales.
 * What is not drawn is said among the features not drawn: a reflection map, lights or materials
 * past FM_SOLID_LIGHTS or
 * FM_SOLID_MATERIALS, a value that is not a number (its default taken), the depth of field of a
 * solid flame (JWildfire blurs the finished surface, not the points: the camera's blur is left
 * off). The lights' motion curves are JWildfire's editor's (their values are read as written).
 * A solid flame is seen through JWildfire's 3D camera whatever its angles, as JWildfire projects
 * every solid flame, and without its antialiasing, which JWildfire turns off for it.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "genome.h"
#include "parse_private.h"

/* Attribute `name` (with index i appended when i >= 0) as a number into *out, left as it is
 * when absent; *bad set when it is not a finite number. */
static void solid_number(xmlNode *n, const char *name, int i, double *out, int *bad) {
  char full[80];
  if (i >= 0) snprintf(full, sizeof full, "%s%d", name, i);
  else snprintf(full, sizeof full, "%s", name);
  xmlChar *text = xmlGetProp(n, BAD_CAST full);
  if (!text) return;
  char *end;
  const double v = strtod((const char *)text, &end);
  while (*end == ' ') end++;
  if (end == (char *)text || *end || !isfinite(v)) *bad = 1;
  else *out = v;
  xmlFree(text);
}

static void solid_integer(xmlNode *n, const char *name, int i, int *out, int *bad) {
  double v = *out;
  solid_number(n, name, i, &v, bad);
  if (v != floor(v) || fabs(v) > 1e6) *bad = 1;
  else *out = (int)v;
}

/* Attribute `name`+i equals `value` (1), differs (0), or is absent (-1). */
static int solid_text_is(xmlNode *n, const char *name, int i, const char *value) {
  char full[80];
  snprintf(full, sizeof full, "%s%d", name, i);
  xmlChar *text = xmlGetProp(n, BAD_CAST full);
  if (!text) return -1;
  const int same = !strcmp((const char *)text, value);
  xmlFree(text);
  return same;
}

static void default_lights(fm_solid *s) {
  s->num_lights = 2;
  s->light[0] = (fm_solid_light){.altitude = 55, .azimuth = -22, .red = 1, .green = 1, .blue = 1, .intensity = 0.8,
                                 .casts_shadow = 1, .shadow_intensity = 0.8};
  s->light[1] = (fm_solid_light){.altitude = 64, .azimuth = 55, .red = 1, .green = 1, .blue = 1, .intensity = 0.6,
                                 .casts_shadow = 0, .shadow_intensity = 0.7};
}

static const fm_solid_material new_material = {.ambient = 1.0, .diffuse = 0.5, .phong = 1.0, .phong_size = 24.0,
                                               .refl_intensity = 0.5, .diffuse_response = FM_SOLID_COSA};

static void read_materials(parser *p, xmlNode *n, fm_solid *s, int *bad) {
  static const char *const responses[] = {"COSA", "COSA_SQUARE", "COSA_HALVE", "COSA_HALVE_SQUARE"};
  int count = -1;
  solid_integer(n, "sld_render_material_count", -1, &count, bad);
  if (count < 0) return; /* the defaults stand */
  if (count > FM_SOLID_MATERIALS) parse_unsupported_feature(p, "JWildfire's solid materials past the 8th");
  s->num_materials = count < FM_SOLID_MATERIALS ? count : FM_SOLID_MATERIALS;
  for (int i = 0; i < s->num_materials; i++) {
    fm_solid_material *m = &s->material[i];
    *m = new_material;
    solid_number(n, "sld_render_material_diffuse", i, &m->diffuse, bad);
    solid_number(n, "sld_render_material_ambient", i, &m->ambient, bad);
    solid_number(n, "sld_render_material_phong", i, &m->phong, bad);
    solid_number(n, "sld_render_material_phong_size", i, &m->phong_size, bad);
    solid_number(n, "sld_render_material_phong_red", i, &m->phong_red, bad);
    solid_number(n, "sld_render_material_phong_green", i, &m->phong_green, bad);
    solid_number(n, "sld_render_material_phong_blue", i, &m->phong_blue, bad);
    solid_number(n, "sld_render_material_refl_map_intensity", i, &m->refl_intensity, bad);
    for (int k = 0; k < 4; k++) /* an unknown name keeps COSA, as JWildfire's valueOf fails */
      if (solid_text_is(n, "sld_render_material_light_diif_func", i, responses[k]) == 1) m->diffuse_response = k;
    /* every point takes material 0 (kernels/solid.h): its map alone would be drawn */
    if (i == 0 && m->refl_intensity > FM_SOLID_EPSILON && solid_text_is(n, "sld_render_material_refl_map_filename", i, "") == 0)
      parse_unsupported_feature(p, "JWildfire's solid reflection maps");
  }
}

static void read_lights(parser *p, xmlNode *n, fm_solid *s, int *bad) {
  int count = -1;
  solid_integer(n, "sld_render_ligtht_count", -1, &count, bad);
  if (count < 0) return; /* the defaults stand */
  if (count > FM_SOLID_LIGHTS) parse_unsupported_feature(p, "JWildfire's solid lights past the 8th");
  s->num_lights = count < FM_SOLID_LIGHTS ? count : FM_SOLID_LIGHTS;
  for (int i = 0; i < s->num_lights; i++) {
    fm_solid_light *l = &s->light[i];
    *l = (fm_solid_light){.intensity = 0.5, .casts_shadow = 1, .shadow_intensity = 0.8}; /* a new DistantLight */
    solid_number(n, "sld_render_light_altitude", i, &l->altitude, bad);
    solid_number(n, "sld_render_light_azimuth", i, &l->azimuth, bad);
    solid_number(n, "sld_render_light_intensity", i, &l->intensity, bad);
    solid_number(n, "sld_render_light_shadow_intensity", i, &l->shadow_intensity, bad);
    solid_number(n, "sld_render_light_red", i, &l->red, bad);
    solid_number(n, "sld_render_light_green", i, &l->green, bad);
    solid_number(n, "sld_render_light_blue", i, &l->blue, bad);
    /* JWildfire's Integer.parseInt(…) == 1 */
    char name[48];
    snprintf(name, sizeof name, "sld_render_light_shadows%d", i);
    xmlChar *casts = xmlGetProp(n, BAD_CAST name);
    if (casts) l->casts_shadow = atoi((const char *)casts) == 1;
    xmlFree(casts);
  }
}

/* The most a shadow map's side may be (JWildfire's has none: 2048 at its defaults, times the
 * render's scale of the flame's size); beyond it, said and held. */
#define SOLID_SHADOWMAP_MAX 8192

static void read_shadows(parser *p, xmlNode *n, fm_solid *s, const genome *g, int *bad) {
  static const char *const types[] = {"OFF", "FAST", "SMOOTH"};
  s->shadowmap_size = 2048;
  s->shadow_bias = 0.01;
  s->shadow_smooth_radius = 1.0;
  s->size_at[0] = g->width;
  s->size_at[1] = g->height;
  xmlChar *type = xmlGetProp(n, BAD_CAST "sld_render_shadow_type");
  if (type) /* an unknown name keeps OFF, as JWildfire's valueOf fails */
    for (int k = 0; k < 3; k++)
      if (!strcmp((const char *)type, types[k])) s->shadow_type = k;
  xmlFree(type);
  solid_number(n, "sld_render_shadowmap_size", -1, &s->shadowmap_size, bad);
  solid_number(n, "sld_render_shadowmap_bias", -1, &s->shadow_bias, bad);
  solid_number(n, "sld_render_shadow_smooth_radius", -1, &s->shadow_smooth_radius, bad);
  if (s->shadowmap_size > SOLID_SHADOWMAP_MAX) {
    parse_unsupported_feature(p, "JWildfire's solid shadow maps past 8192 pixels a side (drawn at 8192)");
    s->shadowmap_size = SOLID_SHADOWMAP_MAX;
  }
}

int parse_solid(parser *p, xmlNode *n, genome *g) {
  fm_solid *s = &g->solid;
  memset(s, 0, sizeof *s);
  xmlChar *on = xmlGetProp(n, BAD_CAST "sld_render_enabled");
  const int enabled = on && atoi((const char *)on) == 1; /* JWildfire's Integer.parseInt(…) == 1 */
  xmlFree(on);
  if (!enabled) return 0;
  int bad = 0;
  s->enabled = 1;
  s->ao_enabled = 1;
  s->ao_intensity = 0.6;
  s->ao_search_radius = 4.0;
  s->ao_blur_radius = 1.5;
  s->ao_radius_samples = 6;
  s->ao_azimuth_samples = 7;
  s->ao_falloff = 0.5;
  s->ao_affect_diffuse = 0.1;
  default_lights(s);
  s->num_materials = 1;
  s->material[0] = (fm_solid_material){.ambient = 0.5, .diffuse = 0.7, .phong = 0.6, .phong_size = 24.0,
                                       .phong_red = 1, .phong_green = 1, .phong_blue = 1, .refl_intensity = 0.5,
                                       .diffuse_response = FM_SOLID_COSA};
  int ao = 1;
  solid_integer(n, "sld_render_ao_enabled", -1, &ao, &bad);
  s->ao_enabled = ao == 1;
  solid_number(n, "sld_render_ao_intensity", -1, &s->ao_intensity, &bad);
  solid_number(n, "sld_render_ao_search_radius", -1, &s->ao_search_radius, &bad);
  solid_number(n, "sld_render_ao_blur_radius", -1, &s->ao_blur_radius, &bad);
  solid_integer(n, "sld_render_ao_radius_samples", -1, &s->ao_radius_samples, &bad);
  solid_integer(n, "sld_render_ao_azimuth_samples", -1, &s->ao_azimuth_samples, &bad);
  solid_number(n, "sld_render_ao_falloff", -1, &s->ao_falloff, &bad);
  solid_number(n, "sld_render_ao_affect_diffuse", -1, &s->ao_affect_diffuse, &bad);
  read_materials(p, n, s, &bad);
  read_lights(p, n, s, &bad);
  read_shadows(p, n, s, g, &bad);
  if (bad) parse_unsupported_feature(p, "JWildfire's solid settings that are not numbers (their defaults drawn)");
  if (g->cam_dof > FM_SOLID_EPSILON) {
    parse_unsupported_feature(p, "JWildfire's depth of field on a solid flame");
    g->cam_dof = 0;
  }
  /* JWildfire projects every solid flame in 3D (its roll then turns the view, not the plane) */
  g->cam_model = CAM_MODEL_JWILDFIRE;
  g->antialias_amount = 0;
  g->antialias_radius = 0;
  return 0;
}
