/*
 * subflame_points.c — the cloud of a subflame_wf's sub-flame (subflame_points.h): the sub-flame
 * read from the text the parser kept, prepared as any frame's genome, its chaos game run as
 * SubFlameWFFunc runs it call after call.
 */
#include "subflame_points.h"

#include <stdlib.h>
#include <string.h>

#include "../genome/genome.h"
#include "../genome/resource_text.h"
#include "prepare.h"
#include "xform_step.h"

/* JWildfire's steps before a sub-flame's first point (prefuseIter), and its most steps a call
 * takes looking for a drawn xform (subflameIter's MAX_ITER) */
#define SUBFLAME_FUSE 42
#define SUBFLAME_MAX_SEARCH 1000

/* A sub-flame's making runs a sub-flame's own prepare: a subflame_wf inside it is left empty
 * rather than made inside this one's (whose cache lock this thread holds). */
static _Thread_local int making;

static fm_point start_point(fm_rng *rng) {
  fm_point pt;
  memset(&pt, 0, sizeof pt);
  pt.x = fm_rng_01(rng) - 0.5; /* JWildfire's prefuseIter: random() − 0.5, z 0, colour random() */
  pt.y = fm_rng_01(rng) - 0.5;
  pt.color = fm_rng_01(rng);
  pt.vis = 1;
  return pt;
}

/* The next xform after `last` (0: none yet; k + 1: xform k), by the weights and xaos. */
static int next_xform(const render_prepared *p, int last, fm_rng *rng) {
  const fm_u32 draw = fm_rng_u32(rng) & (RENDER_CHOOSE_GRAIN - 1);
  const int row = p->chaos_enabled ? last : 0;
  return p->choose_by_runs ? fm_choose_run(p->choose_runs + (size_t)row * p->num_xforms, p->num_xforms, draw)
                           : p->choose[(size_t)row * RENDER_CHOOSE_GRAIN + draw];
}

/* The sub-flame's chaos game: `count` points into xy. 0, or -1 when its xforms draw nothing
 * (no point found in 100,000 steps in a row: every xform hidden, or every step bad). */
static int run(const render_prepared *p, uint64_t seed, uint32_t count, float *xy) {
  fm_rng rng;
  fm_rng_seed(&rng, seed, 0);
  fm_point pt = start_point(&rng), q;
  int last = 0, fuse = SUBFLAME_FUSE, misses = 0;
  for (uint32_t n = 0; n < count;) {
    const int k = next_xform(p, last, &rng);
    const int bad = render_apply_xform_passes(&p->xforms[k], &p->passes[k], &pt, &q, &rng);
    if (bad) { /* JWildfire's next call starts the trajectory again */
      if (++misses > 100 * SUBFLAME_MAX_SEARCH) return -1; /* (a flame whose every step goes bad) */
      pt = start_point(&rng);
      last = 0;
      fuse = SUBFLAME_FUSE;
      continue;
    }
    last = k + 1;
    pt = q;
    if (fuse > 0) {
      fuse--;
      continue;
    }
    const double vis = fm_vis_of(q.vis);
    if (vis <= 0 || (vis < 1 && !(fm_rng_01(&rng) < vis))) { /* a hidden xform, or an opaque one's chance */
      if (++misses > 100 * SUBFLAME_MAX_SEARCH) return -1;
      continue;
    }
    misses = 0;
    if (p->num_finals) { /* in turn, each to the last one's point */
      fm_point r = pt;
      for (int f = 0; f < p->num_finals; f++) {
        render_apply_xform_passes(&p->xforms[p->num_xforms + f], &p->passes[p->num_xforms + f], &r, &q, &rng);
        r = q;
      }
      q.vis = pt.vis < 0 ? -1 - vis : q.vis; /* hidden where the step or a final hid it */
    }
    float *o = xy + SUBFLAME_FLOATS * (size_t)n++;
    o[0] = (float)q.x;
    o[1] = (float)(q.x - (double)o[0]);
    o[2] = (float)q.y;
    o[3] = (float)(q.y - (double)o[2]);
    o[4] = (float)q.z;
    o[5] = (float)(q.z - (double)o[4]);
    o[6] = (float)q.color;
    o[7] = (float)(q.color - (double)o[6]);
    o[8] = q.vis < 0 ? 1.0f : 0.0f;
  }
  return 0;
}

/* The sub-flame's text with JWildfire's quirk for a sub-flame written in: its final xforms of no
 * colour type blend the colour (DIFFUSION, SubFlameWFFunc.prefuseIter), where a flame's own
 * keep it (genome/parse_editors.c) — each such <finalxform given color_type="DIFFUSION". A
 * malloc'd copy, or NULL. */
static char *with_final_colours(const char *xml, size_t len, size_t *out_len) {
  static const char tag[] = "<finalxform", type[] = " color_type=\"DIFFUSION\"";
  size_t finals = 0;
  for (const char *s = xml; (s = strstr(s, tag)); s += sizeof tag - 1) finals++;
  char *out = malloc(len + finals * (sizeof type - 1) + 1), *o = out;
  if (!out) return NULL;
  const char *s = xml, *end = xml + len;
  for (const char *at; (at = strstr(s, tag));) {
    at += sizeof tag - 1;
    memcpy(o, s, (size_t)(at - s));
    o += at - s;
    const char *close = strchr(at, '>');
    int typed = 0;
    for (const char *c = at; close && (c = strstr(c, "color_type=")) && c < close; c++) typed = 1;
    if (!typed) {
      memcpy(o, type, sizeof type - 1);
      o += sizeof type - 1;
    }
    s = at;
  }
  memcpy(o, s, (size_t)(end - s));
  o += end - s;
  *o = 0;
  *out_len = (size_t)(o - out);
  return out;
}

static float *build(const void *key, uint32_t *count) {
  uint64_t digest;
  memcpy(&digest, key, sizeof digest);
  size_t kept_len, len;
  const char *kept = genome_text_find(digest, &kept_len);
  char *xml = kept ? with_final_colours(kept, kept_len, &len) : NULL;
  if (!xml) return NULL;
  genome_list list;
  fb_error err;
  genome_parse_options opt;
  memset(&opt, 0, sizeof opt); /* (no warnings: the file's own reading said what it says) */
  const int parsed = genome_parse_memory(xml, len, "subflame_wf's sub-flame", &opt, &list, &err);
  free(xml);
  if (parsed < 0) return NULL;
  float *xy = NULL;
  render_prepared p;
  const genome *g = list.count > 0 ? &list.flames[0] : NULL;
  render_geometry geo;
  memset(&geo, 0, sizeof geo);
  if (g) geo.width = g->width, geo.height = g->height, geo.supersample = 1;
  if (g && g->num_xforms > 0 && render_prepare(g, 1.0, &geo, &p, &err) == 0) {
    if ((xy = malloc((size_t)SUBFLAME_POINTS * SUBFLAME_FLOATS * sizeof *xy)) && run(&p, digest, SUBFLAME_POINTS, xy) < 0) {
      free(xy);
      xy = NULL;
    }
    render_prepared_free(&p);
  }
  genome_list_free(&list);
  if (xy) *count = SUBFLAME_POINTS;
  return xy;
}

static point_cache made = POINT_CACHE_INIT(SUBFLAME_MAX_TOTAL_POINTS);

const subflame_points *subflame_points_get(uint64_t digest) {
  static const subflame_points none = {0};
  if (!digest || making) return &none;
  making = 1;
  const subflame_points *s = point_cache_get(&made, &digest, sizeof digest, build);
  making = 0;
  return s;
}
