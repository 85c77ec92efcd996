/*
 * backdrop.c — JWildfire's background of more than one colour, pixel by pixel (backdrop.h).
 */
#include "backdrop.h"

#include <math.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../genome/resource_text.h"
#include "../kernels/accumulate.h"
#include "../kernels/colour_mod.h"
#include "../util/parallel.h"
#include "prepare.h"
#include "xform_step.h"

/* Java's int += double: the whole part of the sum, toward zero, saturated. */
static int add_truncated(int channel, double v) {
  const double sum = (double)channel + v;
  if (!(sum == sum)) return 0;
  return sum >= 2147483647.0 ? 2147483647 : sum <= -2147483648.0 ? (-2147483647 - 1) : (int)sum;
}

static double lerp(double s, double e, double t) { return s + (e - s) * t; }
static double blerp(double c00, double c10, double c01, double c11, double tx, double ty) {
  return lerp(lerp(c00, c10, tx), lerp(c01, c11, tx), ty);
}

enum { UL, UR, LL, LR, CC };

/* The base of pixel (px, py): the gradient's channel c, or the flame's one colour. */
static int base_channel(const genome *g, const int corner[5][3], int w, int h, int px, int py, int c) {
  const int *k[5] = {corner[UL], corner[UR], corner[LL], corner[LR], corner[CC]};
  if (g->backdrop.type == BACKDROP_GRADIENT_2X2) {
    const double x = (double)px / (double)(w - 1), y = (double)py / (double)(h - 1);
    return fm_jwf_round_colour(blerp(k[UL][c], k[UR][c], k[LL][c], k[LR][c], x, y));
  }
  if (g->backdrop.type == BACKDROP_GRADIENT_2X2_C) { /* a quarter between a corner, two midpoints and the centre */
    const int w2 = w / 2 - 1, h2 = h / 2 - 1;
    double x, y, ul, ur, ll, lr;
    if (px <= w2) {
      x = (double)px / (double)w2;
      if (py <= h2) {
        y = (double)py / (double)h2;
        ul = k[UL][c], ur = lerp(k[UL][c], k[UR][c], 0.5), ll = lerp(k[LL][c], k[UL][c], 0.5), lr = k[CC][c];
      } else {
        y = (double)(py - h2) / (double)h2;
        ul = lerp(k[UL][c], k[LL][c], 0.5), ur = k[CC][c], ll = k[LL][c], lr = lerp(k[LL][c], k[LR][c], 0.5);
      }
    } else {
      x = (double)(px - w2) / (double)w2;
      if (py <= h2) {
        y = (double)py / (double)h2;
        ul = lerp(k[UL][c], k[UR][c], 0.5), ur = k[UR][c], ll = k[CC][c], lr = lerp(k[UR][c], k[LR][c], 0.5);
      } else {
        y = (double)(py - h2) / (double)h2;
        ul = k[CC][c], ur = lerp(k[UR][c], k[LR][c], 0.5), ll = lerp(k[LL][c], k[LR][c], 0.5), lr = k[LR][c];
      }
    }
    return fm_jwf_round_colour(blerp(ul, ur, ll, lr, x, y));
  }
  return fm_jwf_round_colour(255.0 * g->background[c]);
}

/* The background xforms' flame, read from the text the parser kept, its shader variations set
 * to draw the colour alone (JWildfire's SupportsBackground). 0, 1 with none, -1 on failure. */
static int read_xforms(const genome *g, genome_list *list, fb_error *err) {
  const uint64_t digest = genome_text_digest_join(g->backdrop.xforms);
  if (!digest) return 1;
  size_t len;
  const char *text = genome_text_find(digest, &len);
  if (!text) return fb_errorf(err, "the background xforms' text is not kept in this process");
  genome_parse_options opt;
  memset(&opt, 0, sizeof opt); /* (no warnings: the file's own reading said what it says) */
  if (genome_parse_memory(text, len, "JWildfire's background xforms", &opt, list, err) < 0) return -1;
  if (list->count < 1 || list->flames[0].num_xforms < 1) {
    genome_list_free(list);
    return 1;
  }
  genome *bg = &list->flames[0];
  for (int i = 0; i < bg->num_xforms; i++) {
    genome_xform *x = &bg->xforms[i];
    for (int k = 0; k < x->nvars; k++) {
      static const struct { const char *suffix; double value; } colour_only[] = {
          {"_ColorOnly", 1}, {"_color_only", 1}, {"_jwf_color_only", 1}, {"_buddhabrot_mode", 0}};
      const char *name = genome_variation_name(x->vars[k].index);
      for (size_t s = 0; s < sizeof colour_only / sizeof colour_only[0]; s++) {
        char param[128];
        snprintf(param, sizeof param, "%s%s", name, colour_only[s].suffix);
        const int at = genome_param_from_name(param);
        if (at >= 0 && genome_xform_set_param(x, at, colour_only[s].value) < 0)
          return genome_list_free(list), fb_errorf(err, "background xform %d: too many parameters", i);
      }
      if (x->vars[k].index == FM_VAR_dc_perlin && genome_xform_set_param(x, FM_P_dc_perlin_shape, 0) < 0)
        return genome_list_free(list), fb_errorf(err, "background xform %d: too many parameters", i);
    }
  }
  return 0;
}

typedef struct backdrop_job {
  const genome *g;
  int corner[5][3];
  const render_prepared *xforms; /* NULL: the base alone */
  double weight[BACKDROP_MAX_XFORMS]; /* each background xform's weight */
  double plane_scale;            /* 1.41 / cam_zoom over half the image's diagonal */
  int w, h;
  float *rgb;
  atomic_int next;
} backdrop_job;

static void backdrop_rows(void *ctx, int thread) {
  backdrop_job *job = ctx;
  (void)thread;
  for (int py; (py = parallel_take(&job->next, job->h)) >= 0;) {
    fm_rng rng;
    fm_rng_seed(&rng, 0x6261636bu, (uint64_t)py); /* a row's draws, whatever thread takes it */
    for (int px = 0; px < job->w; px++) {
      int v[3];
      for (int c = 0; c < 3; c++) v[c] = base_channel(job->g, (const int(*)[3])job->corner, job->w, job->h, px, py, c);
      const render_prepared *p = job->xforms;
      for (int k = 0; p && k < p->num_xforms && k < BACKDROP_MAX_XFORMS; k++) {
        fm_point pt, q;
        memset(&pt, 0, sizeof pt);
        pt.x = ((double)px - (double)(job->w - 1) * 0.5) * job->plane_scale;
        pt.y = ((double)py - (double)(job->h - 1) * 0.5) * job->plane_scale;
        pt.vis = 1;
        render_apply_xform_passes(&p->xforms[k], &p->passes[k], &pt, &q, &rng);
        fm_u32 rgb = q.rgb;
        if (rgb & FM_TRUE_COLOR_NEAREST) rgb = fb_nearest_true_color_d(rgb, &p->cmap[0][0], 255.0);
        for (int c = 0; c < 3; c++) {
          double colour;
          if (rgb & FM_TRUE_COLOR_SET) {
            colour = (double)(rgb >> (16 - 8 * c) & 255u);
          } else { /* the palette's entry, at JWildfire's render colour: 200/256 of its 0-255 channel */
            const double at = (double)q.color * 254.0 + 0.5;
            const int idx = !(at >= 0) ? 0 : at >= 255 ? 255 : (int)at;
            colour = floor(p->cmap[idx][c] + 0.5) * (200.0 / 256.0);
          }
          v[c] = add_truncated(v[c], colour * job->weight[k]);
        }
      }
      float *o = job->rgb + 3 * ((size_t)py * (size_t)job->w + (size_t)px);
      for (int c = 0; c < 3; c++) o[c] = (float)(v[c] / 255.0);
    }
  }
}

int render_backdrop(const genome *g, int width, int height, float *rgb, fb_error *err) {
  if (width < 1 || height < 1) return fb_errorf(err, "a background of %dx%d", width, height);
  backdrop_job job;
  memset(&job, 0, sizeof job);
  job.g = g;
  job.w = width;
  job.h = height;
  job.rgb = rgb;
  for (int k = 0; k < 5; k++)
    for (int c = 0; c < 3; c++) job.corner[k][c] = fm_jwf_round_colour(255.0 * g->backdrop.corner[k][c]);
  const double zoom = g->backdrop.zoom > 0 && isfinite(g->backdrop.zoom) ? g->backdrop.zoom : 1.0;
  job.plane_scale = 1.41 / zoom / (sqrt((double)width * width + (double)height * height) * 0.5);
  genome_list list;
  const int read = read_xforms(g, &list, err);
  if (read < 0) return -1;
  render_prepared p;
  if (read == 0) {
    /* each adds its colour by its weight, whatever it is; the chaos game's choice, which the
     * weights make, is not played here */
    genome *bg = &list.flames[0];
    for (int k = 0; k < bg->num_xforms && k < BACKDROP_MAX_XFORMS; k++) job.weight[k] = bg->xforms[k].weight;
    for (int k = 0; k < bg->num_xforms; k++) bg->xforms[k].weight = 1.0;
    render_geometry geo;
    memset(&geo, 0, sizeof geo);
    geo.width = width, geo.height = height, geo.supersample = 1;
    if (render_prepare(&list.flames[0], 1.0, &geo, &p, err) < 0) {
      genome_list_free(&list);
      return -1;
    }
    job.xforms = &p;
  }
  parallel_run(0, height, backdrop_rows, &job);
  if (read == 0) {
    render_prepared_free(&p);
    genome_list_free(&list);
  }
  return 0;
}

/* ---- kept while used -------------------------------------------------------------------- */

/* What a background is drawn from, bit for bit (no padding of chance: backdrop_settings_of). */
typedef struct backdrop_settings {
  double corner[5][3], zoom, xforms[3], background[3];
  int type, width, height, pad;
} backdrop_settings;

static float *build_kept(const void *key, uint32_t *count) {
  const backdrop_settings *k = key;
  genome g;
  genome_init(&g);
  g.backdrop.type = k->type;
  memcpy(g.backdrop.corner, k->corner, sizeof k->corner);
  g.backdrop.zoom = k->zoom;
  memcpy(g.backdrop.xforms, k->xforms, sizeof k->xforms);
  memcpy(g.background, k->background, sizeof k->background);
  float *rgb = malloc((size_t)k->width * (size_t)k->height * 3 * sizeof *rgb);
  fb_error err;
  if (rgb && render_backdrop(&g, k->width, k->height, rgb, &err) < 0) {
    free(rgb);
    rgb = NULL;
  }
  if (rgb) *count = (uint32_t)((uint64_t)k->width * (uint64_t)k->height);
  return rgb;
}

static point_cache kept = POINT_CACHE_INIT(BACKDROP_MAX_KEPT_PIXELS);

const point_table *render_backdrop_get(const genome *g, int width, int height, fb_error *err) {
  if (width < 1 || height < 1 || (uint64_t)width * (uint64_t)height > BACKDROP_MAX_KEPT_PIXELS) {
    fb_errorf(err, "a background of %dx%d: more than the %llu pixels kept", width, height,
              (unsigned long long)BACKDROP_MAX_KEPT_PIXELS);
    return NULL;
  }
  backdrop_settings k;
  memset(&k, 0, sizeof k);
  memcpy(k.corner, g->backdrop.corner, sizeof k.corner);
  k.zoom = g->backdrop.zoom;
  memcpy(k.xforms, g->backdrop.xforms, sizeof k.xforms);
  memcpy(k.background, g->background, sizeof k.background);
  k.type = g->backdrop.type, k.width = width, k.height = height;
  const point_table *t = point_cache_get(&kept, &k, sizeof k, build_kept);
  if (t && t->count == 0) { /* (out of memory, or xforms that cannot be read: kept so, and said) */
    point_table_release(t);
    fb_errorf(err, "the background of a %dx%d image cannot be drawn (out of memory?)", width, height);
    return NULL;
  }
  if (!t) fb_errorf(err, "no room for the background of a %dx%d image beside those the frames finishing now hold",
                    width, height);
  return t;
}
