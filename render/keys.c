#include "keys.h"
#include "solid.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "prepare.h"
#include "text_shape.h"
#include "../util/bytes.h"
#include "../util/sha256.h"
#include "../util/strbuf.h"
#include "../genome/genome_fields.h"

/* XXH3 as a header-only library (Debian's libxxhash-dev): no library to link or ship. */
#define XXH_INLINE_ALL
#include <xxhash.h>

/*
 * A key is the SHA-256 of a short text: the format version, the seed and the histogram's
 * extent, and the XXH3-128 digest of the frame's values in binary ("body"). The values are the
 * bulk — a sub-frame's palette alone is 1,024 numbers, and an Electric Sheep frame has 1,000
 * sub-frames — so they go to the hash as their 8 bytes each, through a hash that runs at
 * memory speed, instead of as text through SHA-256 (format 3: 7.7 s to plan a 60-frame,
 * 1,000-sample sheep edge, half of it in SHA-256; bench/BENCHMARKS.md, "Planning at scale").
 * XXH3-128 is not a cryptographic hash; nothing here is adversarial (a project's own files
 * key its own cache), and 128 bits make an accidental collision negligible.
 */

/* A value as its canonical 8 bytes: -0 as 0 (same image), every NaN as one pattern. */
static void canonical(unsigned char out[8], double v) {
  v += 0.0;
  uint64_t u;
  if (v != v) u = 0x7ff8000000000000ull;
  else memcpy(&u, &v, sizeof u);
  fb_put_le64(out, u);
}

/* Feeds n values behind a tag naming what they are and their count: every run says where it
 * ends, so no two different frames feed the same bytes (a run of values cannot stand for
 * another field's, nor an extra xform's record for a longer variation list). */
static void nums(XXH3_state_t *h, uint32_t tag, const double *v, int n) {
  unsigned char buf[8 * 64 + 8];
  fb_put_le32(buf, tag);
  fb_put_le32(buf + 4, (uint32_t)n);
  size_t used = 8;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
  /* Values already canonical (no -0, no NaN: nearly always) are their own 8 bytes in memory
   * here: fed as they lie. XXH3's streaming digest does not depend on how the bytes are cut
   * into updates, so the key is the same as value by value (test_keys checks both ways). */
  int canonical_already = 1;
  for (int i = 0; i < n && canonical_already; i++) {
    uint64_t u;
    memcpy(&u, &v[i], sizeof u);
    canonical_already = u != 0x8000000000000000ull && v[i] == v[i];
  }
  if (canonical_already) {
    XXH3_128bits_update(h, buf, used);
    if (n > 0) XXH3_128bits_update(h, v, (size_t)n * sizeof *v);
    return;
  }
#endif
  for (int i = 0; i < n; i++) {
    if (used + 8 > sizeof buf) {
      XXH3_128bits_update(h, buf, used);
      used = 0;
    }
    canonical(buf + used, v[i]);
    used += 8;
  }
  XXH3_128bits_update(h, buf, used);
}

static void num(XXH3_state_t *h, uint32_t tag, double v) { nums(h, tag, &v, 1); }

enum { T_SUB = 1, T_ITER_FIELDS, T_FINISH_FIELDS, T_PALETTE, T_XFORM, T_FINAL, T_COEFS, T_POST, T_VAR, T_CHAOS, T_CAMERA3D, T_AFFINE3D,
       T_TONE, T_COLOR_TYPE, T_TEXT_SHAPE, T_ANTIALIAS, T_CURVES, T_SOLID, T_AFFINE3D_POST, T_WFIELD, T_SYMMETRY,
       T_BACKDROP, T_COLOUR_MOD };

/* What a text_wf paints (its text in its font on this machine: render/text_shape.h), keyed by
 * its points' digest, so that a cached buffer is not taken for a text painted in another font. */
static void text_shape_value(XXH3_state_t *h, const genome_xform *x) {
  fm_xform *xf = calloc(1, sizeof *xf); /* (large: only its text_wf parameters are read) */
  if (!xf) {
    num(h, T_TEXT_SHAPE, -1.0); /* out of memory: a key no buffer has */
    return;
  }
  const int *params = genome_variation_params(FM_VAR_text_wf);
  for (int k = 0; params[k] >= 0; k++) xf->param[params[k]] = genome_xform_param(x, params[k]);
  const text_shape *shape = render_prepare_text_wf(xf);
  free(xf);
  const double digest[2] = {(double)(shape->digest >> 32), (double)(shape->digest & 0xFFFFFFFFu)};
  nums(h, T_TEXT_SHAPE, digest, 2);
}

/* An xform's own attributes that genome_fields.h keys, in the table's order. */
enum { XF_KEY_ITER, XF_KEY_NOTFINAL, XF_KEY_NONE };
static void xform_values(XXH3_state_t *h, const genome_xform *x, int final) {
#define COUNT_FIELD(...) +1
  double head[0 GENOME_XFORM_FIELDS(COUNT_FIELD)];
#undef COUNT_FIELD
  int nhead = 0;
#define KEY_XFORM_FIELD(member, def, changed, interp, key, print, xml) \
  if (XF_KEY_##key != XF_KEY_NONE) head[nhead++] = XF_KEY_##key == XF_KEY_NOTFINAL && final ? 0.0 : x->member;
  GENOME_XFORM_FIELDS(KEY_XFORM_FIELD)
#undef KEY_XFORM_FIELD
  nums(h, final ? T_FINAL : T_XFORM, head, nhead);
  nums(h, T_COEFS, &x->coefs[0][0], 6);
  nums(h, T_POST, &x->post[0][0], 6);
  const double identity[6] = {1, 0, 0, 1, 0, 0}; /* a flat xform keys as before the 3D affine */
  if (memcmp(x->yz, identity, sizeof identity) || memcmp(x->zx, identity, sizeof identity)) {
    nums(h, T_AFFINE3D, &x->yz[0][0], 6);
    nums(h, T_AFFINE3D, &x->zx[0][0], 6);
  }
  if (memcmp(x->yz_post, identity, sizeof identity) || memcmp(x->zx_post, identity, sizeof identity)) {
    nums(h, T_AFFINE3D_POST, &x->yz_post[0][0], 6);
    nums(h, T_AFFINE3D_POST, &x->zx_post[0][0], 6);
  }
  for (int k = 0; k < GENOME_COLOUR_MODS; k++) /* JWildfire's colour modulation, where there is one */
    if (x->colour_mod[k] != 0.0 || x->colour_mod_speed[k] != 0.0) {
      nums(h, T_COLOUR_MOD, x->colour_mod, GENOME_COLOUR_MODS);
      nums(h, T_COLOUR_MOD, x->colour_mod_speed, GENOME_COLOUR_MODS);
      break;
    }
  if (x->color_type != COLOR_TYPE_DIFFUSION) { /* flam3's xforms key as before there were others */
    const double type = x->color_type;
    nums(h, T_COLOR_TYPE, &type, 1);
  }
  const genome_wfield *f = &x->wfield;
  if (f->type != FM_NOISE_NONE) { /* JWildfire's weighting field (an xform without keys as before) */
    double v[16 + 3 * GENOME_WFIELD_MODS];
    int n = 0;
    v[n++] = f->type, v[n++] = f->at_position, v[n++] = f->seed, v[n++] = f->frequency;
    v[n++] = f->fractal_type, v[n++] = f->octaves, v[n++] = f->gain, v[n++] = f->lacunarity;
    v[n++] = f->cell_distance, v[n++] = f->cell_return, v[n++] = f->amount, v[n++] = f->color, v[n++] = f->jitter;
    for (int k = 0; k < f->nmods; k++) v[n++] = f->mod_var[k], v[n++] = f->mod_param[k], v[n++] = f->mod_intensity[k];
    nums(h, T_WFIELD, v, n);
  }
  for (int i = 0; i < x->nvars; i++) {
    const genome_xform_variation *var = &x->vars[i];
    double vals[2 + FM_NPARAMS];
    int n = 0;
    vals[n++] = var->weight;
    const int *params = genome_variation_params(var->index); /* its own, in the table's order, as the form reads them */
    for (int k = 0; params[k] >= 0; k++) vals[n++] = genome_xform_form_param(x, params[k], var->kind);
    if (var->kind != FM_KIND_NORMAL) vals[n++] = 1000.0 + var->kind; /* pre, post: a flam3 key unchanged */
    nums(h, T_VAR + ((uint32_t)var->index << 8), vals, n);
    if (var->index == FM_VAR_text_wf) text_shape_value(h, x);
  }
}

/* The flame's scalar fields that genome_fields.h puts in one key, in the table's order: a
 * field added to the table is keyed with no line here (test_keys walks the table). */
enum { KEY_ITER, KEY_FINISH, KEY_NONE, KEY_SAMPLES, KEY_ITER3D, KEY_TONE, KEY_ITERJWF, KEY_ITERSYM };
#define COUNT_FIELD(...) +1
enum { FLAME_FIELDS = 0 GENOME_FLAME_FIELDS(COUNT_FIELD) }; /* room for every field: none is cut off */
#undef COUNT_FIELD
static void flame_fields(XXH3_state_t *h, const genome *g, int which) {
  double v[FLAME_FIELDS];
  int n = 0;
  /* The sample count keys the iteration as the samples it draws (frame_keys), the finish whole. */
#define KEY_FIELD(member, kind, def, changed, interp, key, xml, names) \
  if (KEY_##key == which || (KEY_##key == KEY_SAMPLES && which == KEY_FINISH)) v[n++] = (double)g->member;
  GENOME_FLAME_FIELDS(KEY_FIELD)
#undef KEY_FIELD
  nums(h, which == KEY_ITER ? T_ITER_FIELDS : T_FINISH_FIELDS, v, n);
}

/* The fields of one group (ITER3D: the 3D camera's; TONE: JWildfire's tone controls; ITERJWF: its
 * antialiasing; ITERSYM: its post symmetry), all of
 * them when any is not its default: a flat camera's frames, and a flam3 flame's, keep the keys
 * they had before flamebuild had a 3D camera or JWildfire's tone controls. */
static void optional_fields(XXH3_state_t *h, const genome *g, int which, uint32_t tag) {
  double v[FLAME_FIELDS];
  int n = 0, any = 0;
#define KEYOPT_FIELD(member, kind, def, changed, interp, key, xml, names) \
  if (KEY_##key == which) {                                              \
    v[n] = (double)g->member;                                            \
    any |= v[n] != (double)(def);                                        \
    n++;                                                                 \
  }
  GENOME_FLAME_FIELDS(KEYOPT_FIELD)
#undef KEYOPT_FIELD
  if (any) nums(h, tag, v, n);
}

/* What a solid frame's shadow maps hold: each casting light's direction, the map's side (its
 * buffer's layout is in the histogram's extent). */
static void solid_iter_values(XXH3_state_t *h, const genome *g) {
  if (!g->solid.enabled || render_solid_shadow_lights(g) == 0) return;
  double v[1 + 2 * FM_SOLID_LIGHTS];
  int n = 0;
  v[n++] = render_solid_shadow_side(g);
  for (int i = 0; i < g->solid.num_lights && i < FM_SOLID_LIGHTS; i++)
    if (g->solid.light[i].casts_shadow) v[n++] = g->solid.light[i].altitude, v[n++] = g->solid.light[i].azimuth;
  nums(h, T_SOLID, v, n);
}

static void subframe_iter_values(XXH3_state_t *h, const render_subframe *s) {
  const genome *g = s->cp;
  solid_iter_values(h, g);
  num(h, T_SUB, s->weight);
  if (s->hit_weight != 0.0 && s->hit_weight != 1.0) num(h, T_SUB, s->hit_weight); /* a layer's density */
  flame_fields(h, g, KEY_ITER);
  optional_fields(h, g, KEY_ITER3D, T_CAMERA3D);
  optional_fields(h, g, KEY_ITERJWF, T_ANTIALIAS);
  optional_fields(h, g, KEY_ITERSYM, T_SYMMETRY);
  nums(h, T_PALETTE, &g->palette[0][0], GENOME_PALETTE_SIZE * 4);
  for (int i = 0; i < g->num_xforms; i++) xform_values(h, &g->xforms[i], 0);
  for (int k = 0; k < g->num_finals; k++) xform_values(h, GENOME_FINAL(g, k), 1); /* one: as before there were more */
  int chaos = 0;
  for (int i = 0; i < g->num_xforms * g->num_xforms; i++)
    if (g->chaos[i] != 1.0) chaos = 1;
  if (chaos) nums(h, T_CHAOS, g->chaos, g->num_xforms * g->num_xforms);
}

/* The colour curves, when there are any (a flame without them keys as it did before them). */
static void colour_curves_values(XXH3_state_t *h, const fm_colour_curves *c) {
  if (c->model == FM_CURVES_NONE) return;
  double v[1 + 4 + 4 * 2 * FM_CURVE_POINTS + 16];
  int n = 0;
  v[n++] = c->model;
  for (int k = 0; k < 4; k++) v[n++] = c->count[k];
  for (int k = 0; k < 4; k++)
    for (int i = 0; i < c->count[k] && i < FM_CURVE_POINTS; i++) {
      v[n++] = c->x[k][i];
      v[n++] = c->y[k][i];
    }
  if (c->model == FM_CURVES_APOPHYSIS)
    for (int k = 0; k < 4; k++)
      for (int i = 0; i < 4; i++) v[n++] = c->weight[k][i];
  nums(h, T_CURVES, v, n);
}

/* JWildfire's solid rendering's lights, materials and AO, when it is on (every other flame
 * keys as before it). */
static void solid_values(XXH3_state_t *h, const fm_solid *s) {
  if (!s->enabled) return;
  double v[13 + FM_SOLID_LIGHTS * 8 + FM_SOLID_MATERIALS * 9];
  int n = 0;
  v[n++] = s->ao_enabled, v[n++] = s->ao_intensity, v[n++] = s->ao_search_radius, v[n++] = s->ao_blur_radius;
  v[n++] = s->ao_falloff, v[n++] = s->ao_affect_diffuse, v[n++] = s->ao_radius_samples, v[n++] = s->ao_azimuth_samples;
  v[n++] = s->num_lights, v[n++] = s->num_materials;
  v[n++] = s->shadow_type, v[n++] = s->shadow_bias, v[n++] = s->shadow_smooth_radius;
  for (int i = 0; i < s->num_lights && i < FM_SOLID_LIGHTS; i++) {
    const fm_solid_light *l = &s->light[i];
    v[n++] = l->altitude, v[n++] = l->azimuth, v[n++] = l->red, v[n++] = l->green, v[n++] = l->blue;
    v[n++] = l->intensity, v[n++] = l->casts_shadow, v[n++] = l->shadow_intensity;
  }
  for (int i = 0; i < s->num_materials && i < FM_SOLID_MATERIALS; i++) {
    const fm_solid_material *m = &s->material[i];
    v[n++] = m->ambient, v[n++] = m->diffuse, v[n++] = m->phong, v[n++] = m->phong_size, v[n++] = m->phong_red;
    v[n++] = m->phong_green, v[n++] = m->phong_blue, v[n++] = m->refl_intensity, v[n++] = m->diffuse_response;
  }
  nums(h, T_SOLID, v, n);
}

/* JWildfire's background of more than one colour, where there is one (render/backdrop.h): its
 * gradient, and its background xforms by their text's digest. */
static void backdrop_values(XXH3_state_t *h, const genome *g) {
  if (!GENOME_HAS_BACKDROP(g)) return;
  const genome_backdrop *b = &g->backdrop;
  double v[1 + 15 + 1 + 3];
  int n = 0;
  v[n++] = b->type;
  for (int k = 0; k < 5; k++)
    for (int c = 0; c < 3; c++) v[n++] = b->corner[k][c];
  v[n++] = b->zoom;
  for (int k = 0; k < 3; k++) v[n++] = b->xforms[k];
  nums(h, T_BACKDROP, v, n);
}

static void subframe_finish_values(XXH3_state_t *h, const render_subframe *s) {
  flame_fields(h, s->cp, KEY_FINISH);
  optional_fields(h, s->cp, KEY_TONE, T_TONE);
  colour_curves_values(h, &s->cp->colour_curves);
  solid_values(h, &s->cp->solid);
  backdrop_values(h, s->cp);
}

/* "body" and the 32 hex digits of the digest of every sub-frame's values, and a newline. */
static void body(strbuf *t, const render_frame *frame, void (*values)(XXH3_state_t *, const render_subframe *)) {
  XXH3_state_t h; /* a complete type with XXH_INLINE_ALL: no allocation */
  XXH3_128bits_reset(&h);
  for (int i = 0; i < frame->nsub; i++) values(&h, &frame->sub[i]);
  XXH128_hash_t d = XXH3_128bits_digest(&h);
  strbuf_printf(t, "body %016llx%016llx\n", (unsigned long long)d.high64, (unsigned long long)d.low64);
}

char *frame_iter_bytes(const render_frame *frame, uint64_t seed) {
  render_geometry geo;
  if (render_geometry_of(frame, &geo, NULL) < 0) return NULL;
  strbuf t = {0};
  strbuf_printf(&t, "flamebuild iter %d\nseed %llu\nsubframes %d\n", RENDER_ITER_FORMAT, (unsigned long long)seed,
                frame->nsub);
  /* The histogram's extent (its gutter depends on the filter and estimator radius). */
  strbuf_printf(&t, "histogram %d %d %d\n", geo.hist_width, geo.hist_height, geo.gutter);
  /* JWildfire's motion-blur packets count every hit once (a frame without keys as before) */
  if (frame->jwf_packets) strbuf_printf(&t, "jwildfire packets %d\n", frame->jwf_packets);
  /* JWildfire's solid rendering keeps the nearest point a bucket (render/solid.h) */
  if (geo.solid) strbuf_puts(&t, "solid\n");
  /* JWildfire's trajectories go on after a bad value with FM_JWF_FUSE steps unplotted, and
   * discard FM_JWF_START_FUSE first (kernels/flame_math.h): its frames' keys say so (flam3's
   * keep theirs) */
  for (int i = 0; i < frame->nsub; i++)
    if (frame->sub[i].cp->z_mode != FM_Z_APOPHYSIS) {
      strbuf_printf(&t, "jwildfire fuse %d chunk fuse %d\n", FM_JWF_FUSE, FM_JWF_START_FUSE);
      break;
    }
  body(&t, frame, subframe_iter_values);
  if (t.failed) {
    strbuf_free(&t);
    return NULL;
  }
  return t.buf;
}

char *frame_finish_bytes(const render_frame *frame, const char *iter_key, const finish_options *opt) {
  strbuf t = {0};
  strbuf_printf(&t, "flamebuild finish %d\niter %s\nbpc %d transparent %d\nsubframes %d\n", RENDER_FINISH_FORMAT,
                iter_key, opt->bpc, opt->transparent, frame->nsub);
  body(&t, frame, subframe_finish_values);
  if (t.failed) {
    strbuf_free(&t);
    return NULL;
  }
  return t.buf;
}

void frame_iter_key_join(const char *prefix, uint64_t per_sub, char iter_key[65]) {
  snprintf(iter_key, 65, "%.*s%016llx", FRAME_ITER_PREFIX, prefix, (unsigned long long)per_sub);
}

uint64_t frame_iter_key_samples(const char *iter_key) {
  if (strlen(iter_key) != 64) return 0;
  return strtoull(iter_key + FRAME_ITER_PREFIX, NULL, 16);
}

int frame_finish_key(const render_frame *frame, const char *iter_key, const finish_options *opt, char finish_key[65],
                     fb_error *err) {
  char *bytes = frame_finish_bytes(frame, iter_key, opt);
  if (!bytes) return fb_errorf(err, "cannot compute the frame's finish key (out of memory)");
  sha256_hex(bytes, strlen(bytes), finish_key);
  free(bytes);
  return 0;
}

int frame_keys(const render_frame *frame, uint64_t seed, const finish_options *opt, char iter_key[65],
               char finish_key[65], fb_error *err) {
  render_sampling sampling;
  if (render_sampling_of(frame, &sampling, err) < 0) return -1;
  char *bytes = frame_iter_bytes(frame, seed);
  if (!bytes) return fb_errorf(err, "cannot compute the frame's iteration key (invalid frame or out of memory)");
  char whole[65];
  sha256_hex(bytes, strlen(bytes), whole);
  free(bytes);
  frame_iter_key_join(whole, render_sampling_per_sub(&sampling), iter_key);
  return frame_finish_key(frame, iter_key, opt, finish_key, err);
}
