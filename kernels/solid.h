/*
 * solid.h — JWildfire's solid rendering: a flame drawn as a lit, shaded surface instead of a
 * density. Its settings (a <flame>'s sld_render_* attributes: genome/parse_solid.c) and the
 * shading of one point of the surface, written once in the common subset of C17 and CUDA C++
 * (double), as JWildfire 9.00 computes them:
 *
 *   - The iteration keeps, in each bucket, the one point nearest the camera (the largest depth
 *     in camera space, in buckets: JWildfire's z-buffer), its position before the camera (its
 *     "origin") and its colour (render/solid.c).
 *   - A bucket's normal is the mean of up to 8 cross products of the origins of its neighbours
 *     (JWildfire's NormalsCalculator), its ambient occlusion a horizon search in the z-buffer,
 *     blurred (AOCalculator).
 *   - Its colour is the material's ambient share of the point's colour, plus for every distant
 *     light the light's colour (and a third of the ambient colour) times its diffuse response,
 *     plus the material's Phong highlight (LogDensityFilter.addSolidColors); everything in the
 *     space of the flame's points, seen from +z whatever the camera, as JWildfire shades it.
 *   - The pixel is the spatial filter's sum of its buckets' colours, over the background by the
 *     share of its filter the surface covers (GammaCorrectionFilter).
 *
 * JWildfire's quirks kept: the diffuse term adds the light's colour, not the light times the
 * object's; AO's search reads its direction from the bucket's absolute position. Shadows: each
 * casting light's depth map of every point drawn, seen from the light (render/solid.c), a
 * point's visibility its own test against it or its neighbours' averaged, which scales that
 * light's diffuse and highlight, and their mean the ambient light. What is not drawn is said by
 * the parser: reflection maps, materials chosen per xform (every point takes material 0, as
 * JWildfire's do where no xform names another).
 */
#ifndef FLAMEBUILD_KERNELS_SOLID_H
#define FLAMEBUILD_KERNELS_SOLID_H

#include "flame_math.h"

/* What a flame's settings may hold; the parser says what lies beyond. */
#define FM_SOLID_LIGHTS 8
#define FM_SOLID_MATERIALS 8

/* A material's diffuse response to the cosine between the light and the normal (JWildfire's
 * LightDiffFuncPreset, in its order). */
enum fm_solid_diffuse { FM_SOLID_COSA, FM_SOLID_COSA_SQUARE, FM_SOLID_COSA_HALVE, FM_SOLID_COSA_HALVE_SQUARE };

/* JWildfire's ShadowType: none, a point's own test against the map, or its neighbours' tests
 * averaged by a Gaussian */
enum fm_solid_shadows { FM_SOLID_SHADOWS_OFF, FM_SOLID_SHADOWS_FAST, FM_SOLID_SHADOWS_SMOOTH };

typedef struct fm_solid_light {
  double altitude, azimuth;      /* degrees */
  double red, green, blue;       /* 0..1 */
  double intensity;
  int casts_shadow;              /* its shadow map is drawn when the flame's shadows are on */
  double shadow_intensity;       /* how dark its shadow is, 0..1 */
} fm_solid_light;

typedef struct fm_solid_material {
  double ambient, diffuse, phong, phong_size;
  double phong_red, phong_green, phong_blue;
  double refl_intensity;         /* its reflection map's (not drawn: said where it has a map) */
  int diffuse_response;          /* enum fm_solid_diffuse */
} fm_solid_material;

typedef struct fm_solid {
  int enabled;                   /* 0: the flame is drawn as a density, as every other */
  int ao_enabled;
  double ao_intensity, ao_search_radius, ao_blur_radius, ao_falloff, ao_affect_diffuse;
  int ao_radius_samples, ao_azimuth_samples;
  int num_lights, num_materials;
  /* shadows: each casting light's depth map of every point seen from it (render/solid.c) */
  int shadow_type;               /* enum fm_solid_shadows */
  double shadowmap_size;         /* its side in pixels at the flame's own size, size_at */
  double shadow_bias, shadow_smooth_radius;
  int size_at[2];                /* the width and height the file gives the flame: a render of
                                    another size scales the map's side alike (JWildfire's
                                    pixelsPerUnitScale) */
  fm_solid_light light[FM_SOLID_LIGHTS];
  fm_solid_material material[FM_SOLID_MATERIALS];
} fm_solid;

/* JWildfire's MathLib.EPSILON */
#define FM_SOLID_EPSILON 1e-8

FM_FN double fm_solid_diffuse_response(int func, double cosa) {
  switch (func) {
  case FM_SOLID_COSA_SQUARE: return cosa * cosa;
  case FM_SOLID_COSA_HALVE: return cosa * 0.5 + 0.5;
  case FM_SOLID_COSA_HALVE_SQUARE: return (cosa * 0.5 + 0.5) * (cosa * 0.5 + 0.5);
  default: return cosa;
  }
}

/* The rotation into light l's view (LightViewCalculator's matrix): a point's light-space
 * coordinates are v_i = m[i][0] x + m[i][1] y + m[i][2] z, its depth seen from the light v_2. */
FM_FN void fm_solid_light_view(const fm_solid_light *l, double m[3][3]) {
  const double alpha = -l->altitude * (FM_PI / 180.0), beta = -l->azimuth * (FM_PI / 180.0);
  const double sa = sin(alpha), ca = cos(alpha), sb = sin(beta), cb = cos(beta);
  m[0][0] = cb, m[0][1] = 0, m[0][2] = sb;
  m[1][0] = sa * sb, m[1][1] = ca, m[1][2] = -sa * cb;
  m[2][0] = -ca * sb, m[2][1] = sa, m[2][2] = ca * cb;
}

/* The direction light l shines from, a unit vector: the view's depth axis reversed (the light
 * looks down -z of its view, LightViewCalculator's lightDir). */
FM_FN void fm_solid_light_dir(const fm_solid_light *l, double dir[3]) {
  double m[3][3];
  fm_solid_light_view(l, m);
  dir[0] = -m[2][0];
  dir[1] = -m[2][1];
  dir[2] = -m[2][2];
}

/* The shaded colour of a surface point (0..1 a channel before the ×255 of out): obj its colour
 * (0..1, white-balanced), n its unit normal, ao its ambient occlusion (0 without), light_dir
 * each light's fm_solid_light_dir, visibility each light's share of it (shadows). out is 0..255
 * a channel (JWildfire's COLORSCL), unclamped. background: the colour without a material
 * (JWildfire draws the background there). */
FM_FN void fm_solid_shade(const fm_solid *s, const double (*light_dir)[3], const double obj[3], const double n[3],
                          double ao, const double *visibility, const double background[3], double out[3]) {
  int i, c;
  /* visibility: each light's share of the point it sees (NULL: all of it, no shadows); a light
   * without a map of its own takes their mean, as the ambient light does */
  double mean_seen = 1.0;
  if (visibility && s->num_lights > 0) {
    mean_seen = 0.0;
    for (i = 0; i < s->num_lights; i++) mean_seen += visibility[i];
    mean_seen /= s->num_lights;
  }
  if (s->num_materials < 1) {
    /* no material: the background, as much of it as the lights see (held to 1) */
    double seen = 0.0;
    for (i = 0; i < s->num_lights; i++) seen += visibility && s->light[i].casts_shadow ? visibility[i] : mean_seen;
    if (seen > 1.0) seen = 1.0;
    for (c = 0; c < 3; c++) out[c] = background[c] * seen * 255.0;
    return;
  }
  const fm_solid_material *m = &s->material[0];
  double ao_int = s->ao_intensity < 0 ? 0 : s->ao_intensity > 4 ? 4 : s->ao_intensity;
  double ambient = m->ambient, diffuse = m->diffuse;
  if (s->ao_enabled) {
    ambient -= ao * ao_int;
    diffuse -= ao * ao_int * s->ao_affect_diffuse;
  }
  if (ambient < 0) ambient = 0;
  if (diffuse < 0) diffuse = 0;
  double raw[3];
  for (c = 0; c < 3; c++) raw[c] = obj[c] * ambient * mean_seen;
  for (i = 0; i < s->num_lights; i++) {
    const fm_solid_light *l = &s->light[i];
    const double *d = light_dir[i];
    const double seen = visibility && l->casts_shadow ? visibility[i] : mean_seen;
    const double cosa = d[0] * n[0] + d[1] * n[1] + d[2] * n[2];
    if (cosa > FM_SOLID_EPSILON) {
      const double k = seen * fm_solid_diffuse_response(m->diffuse_response, cosa) * diffuse * l->intensity;
      raw[0] += (l->red + obj[0] * ambient / 3.0) * k;
      raw[1] += (l->green + obj[1] * ambient / 3.0) * k;
      raw[2] += (l->blue + obj[2] * ambient / 3.0) * k;
    }
    if (m->phong > FM_SOLID_EPSILON) {
      /* the light reflected about the normal, seen from +z */
      const double vr = d[2] - 2.0 * cosa * n[2];
      if (vr < FM_SOLID_EPSILON) {
        const double k =
            seen * pow(fm_solid_diffuse_response(m->diffuse_response, -vr), m->phong_size) * m->phong * l->intensity;
        raw[0] += m->phong_red * k;
        raw[1] += m->phong_green * k;
        raw[2] += m->phong_blue * k;
      }
    }
  }
  for (c = 0; c < 3; c++) out[c] = raw[c] * 255.0;
}

#endif
