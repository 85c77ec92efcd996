#include "animation.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../kernels/flame_math.h"

void anim_default_range(const genome *keys, int nkeys, anim_range *r) {
  r->begin = keys[0].time;
  r->end = keys[nkeys - 1].time - 1.0;
  r->dtime = 1.0;
}

int anim_frame_count(const anim_range *r) {
  if (!(r->dtime > 0) || !(r->end >= r->begin)) return 0;
  /* flam3-animate steps ftime += dtime while ftime <= end; the epsilon absorbs rounding in
   * fractional steps such as 0.1. */
  double n = floor((r->end - r->begin) / r->dtime + 1e-9) + 1;
  return n > 1e9 ? 1000000000 : (int)n;
}

double anim_frame_time(const anim_range *r, int k) { return r->begin + k * r->dtime; }

uint64_t anim_frame_seed(uint64_t seed, double time) {
  uint64_t bits;
  double t = time + 0.0; /* -0 and 0 are the same frame */
  memcpy(&bits, &t, sizeof bits);
  return fm_splitmix64(seed ^ fm_splitmix64(bits));
}

static int genome_at(genome_interpolator *ip, const genome *keys, int nkeys, double time, genome *out, fb_error *err) {
  if (genome_interpolate_next(ip, keys, nkeys, time, out, err) < 0) return -1;
  out->width = keys[0].width;
  out->height = keys[0].height;
  return 0;
}

int anim_genome_at(const genome *keys, int nkeys, double time, genome *out, fb_error *err) {
  genome_interpolator ip = {0};
  const int rc = genome_at(&ip, keys, nkeys, time, out, err);
  genome_interpolator_free(&ip);
  return rc;
}

void anim_frame_free(anim_frame *f) {
  if (f->cps)
    for (int i = 0; i < f->nsub; i++) genome_free(&f->cps[i]);
  free(f->cps);
  free(f->sub);
  memset(f, 0, sizeof *f);
}

/* Sub-frames on either side of a keyframe can be padded to different xform counts (each
 * interpolation pads only its own segment). Give every sub-frame the frame's largest layout:
 * extra xforms of weight 0 are never chosen, and an identity final xform (linear, colour
 * speed 0, opaque) changes no plotted point. One layout per frame lets a GPU run all
 * sub-frames with one kernel. */
static int pad_to_common_layout(anim_frame *f) {
  int most = 0, most_finals = 0;
  for (int i = 0; i < f->nsub; i++) {
    if (f->cps[i].num_xforms > most) most = f->cps[i].num_xforms;
    if (f->cps[i].num_finals > most_finals) most_finals = f->cps[i].num_finals;
  }
  for (int i = 0; i < f->nsub; i++) {
    genome *g = &f->cps[i];
    if (g->num_xforms < most && genome_resize_xforms(g, most) < 0) return -1;
    const int had = g->num_finals;
    if (had < most_finals && genome_resize_finals(g, most_finals) < 0) return -1;
    for (int k = had; k < most_finals; k++) {
      genome_xform *x = GENOME_FINAL(g, k);
      genome_xform_set_var(x, FM_VAR_linear, 1.0); /* a new xform: room for it */
      x->color_speed = 0.0;
      x->opacity = 1.0;
    }
  }
  return 0;
}

int anim_frame_build(const genome *keys, int nkeys, double time, anim_frame *out, fb_error *err) {
  memset(out, 0, sizeof *out);
  out->time = time;
  genome at;
  genome_interpolator ip = {0}; /* the frame's temporal samples share a segment or two */
  if (genome_at(&ip, keys, nkeys, time, &at, err) < 0) {
    genome_interpolator_free(&ip);
    return -1;
  }
  int passes = at.passes, samples = at.temporal_samples;
  if (passes < 1 || samples < 1 || (double)passes * samples > ANIM_MAX_SUBFRAMES) {
    fb_errorf(err, "at time %g: passes %d x temporal_samples %d must be between 1 and %d sub-frames", time,
              passes, samples, ANIM_MAX_SUBFRAMES);
    genome_free(&at);
    genome_interpolator_free(&ip);
    return -1;
  }
  int n = passes * samples;
  double *deltas = malloc((size_t)n * sizeof *deltas);
  double *weights = malloc((size_t)n * sizeof *weights);
  out->cps = calloc((size_t)n, sizeof *out->cps);
  out->sub = calloc((size_t)n, sizeof *out->sub);
  if (!deltas || !weights || !out->cps || !out->sub) {
    fb_errorf(err, "out of memory for %d sub-frames", n);
    goto fail;
  }
  out->mean_weight = genome_temporal_samples(&at, n, deltas, weights);
  for (int i = 0; i < n; i++) {
    if (n == 1) {
      /* No motion blur: the frame's own genome. */
      if (genome_copy(&out->cps[0], &at) < 0) {
        fb_errorf(err, "out of memory");
        goto fail;
      }
    } else if (genome_at(&ip, keys, nkeys, time + deltas[i], &out->cps[i], err) < 0) {
      goto fail;
    }
    out->nsub = i + 1;
    out->sub[i].cp = &out->cps[i];
    out->sub[i].weight = weights[i];
  }
  if (pad_to_common_layout(out) < 0) {
    fb_errorf(err, "out of memory");
    goto fail;
  }
  out->frame.sub = out->sub;
  out->frame.nsub = n;
  free(deltas);
  free(weights);
  genome_free(&at);
  genome_interpolator_free(&ip);
  return 0;
fail:
  free(deltas);
  free(weights);
  genome_free(&at);
  genome_interpolator_free(&ip);
  anim_frame_free(out);
  return -1;
}

/* JWildfire's packet p (1 ≤ p ≤ L) of a motion blur of L: its colour's weight (FlameRenderer's
 * layer weight), 1 for the flame itself at p = 0. */
static double packet_weight(const genome *g, int p) {
  const double w = 1.0 - p * p * g->motion_blur_decay * 0.07 / g->motion_blur_length;
  return p == 0 ? 1.0 : w < 0.01 ? 0.01 : w;
}

int anim_still_build(const genome *g, const genome *packets, const genome_layers *layers, anim_frame *out,
                     fb_error *err) {
  memset(out, 0, sizeof *out);
  out->time = g->time;
  const int L = g->motion_blur_length > 0 ? g->motion_blur_length : 0;
  if (L > ANIM_MAX_SUBFRAMES - 1)
    return fb_errorf(err, "line %d: motion_blur_length %d must be at most %d", g->source_line, L,
                     ANIM_MAX_SUBFRAMES - 1);
  const int has_layers = layers && layers->count > 0, K = has_layers ? layers->count : 1;
  if (K > ANIM_MAX_SUBFRAMES)
    return fb_errorf(err, "line %d: %d layers must be at most %d", g->source_line, K, ANIM_MAX_SUBFRAMES);
  /* Where the curves move nothing (or the flame has several layers: genome_list.layers), every
   * packet is the flame: one sub-frame a layer draws what the packets would, its hits counted
   * once and its colour weighed by their mean weight. */
  const int P = L > 0 && packets && K == 1 ? L + 1 : 1;
  const int n = P * K;
  out->cps = calloc((size_t)n, sizeof *out->cps);
  out->sub = calloc((size_t)n, sizeof *out->sub);
  if (!out->cps || !out->sub) {
    anim_frame_free(out);
    return fb_errorf(err, "out of memory for %d sub-frames", n);
  }
  double mean = 0.0;
  for (int p = 0; p <= L; p++) mean += packet_weight(g, p) / (L + 1);
  for (int i = 0; i < n; i++) {
    const int p = i / K, k = i % K; /* packet p's layer k: JWildfire's render states in turn */
    const genome *src = p > 0 ? &packets[p - 1] : k > 0 ? &layers->more[k - 1] : g;
    if (genome_copy(&out->cps[i], src) < 0) {
      anim_frame_free(out);
      return fb_errorf(err, "out of memory");
    }
    /* a layer of density d below 1 draws a step with the chance d² (DefaultRenderIterationState) */
    const double d = has_layers ? layers->density[k] : 1.0, drawn = d < 1.0 ? d * d : 1.0;
    const double layer_weight = has_layers ? layers->weight[k] : 1.0;
    out->nsub = i + 1;
    out->sub[i].cp = &out->cps[i];
    out->sub[i].weight = (P > 1 ? packet_weight(g, p) : L > 0 ? mean : 1.0) * layer_weight * drawn;
    out->sub[i].hit_weight = drawn;
  }
  if (pad_to_common_layout(out) < 0) {
    anim_frame_free(out);
    return fb_errorf(err, "out of memory");
  }
  out->mean_weight = 1.0;
  out->frame.sub = out->sub;
  out->frame.nsub = n;
  out->frame.jwf_packets = L > 0 ? L + 1 : has_layers ? 1 : 0;
  return 0;
}

int anim_frame_build_finish(const genome *keys, int nkeys, double time, anim_frame *out, fb_error *err) {
  genome *bare = malloc((size_t)(nkeys > 0 ? nkeys : 1) * sizeof *bare);
  if (!bare) {
    memset(out, 0, sizeof *out);
    return fb_errorf(err, "out of memory");
  }
  /* The keyframes' flame-level fields without their xforms (pointers only: nothing to free). */
  for (int k = 0; k < nkeys; k++) {
    bare[k] = keys[k];
    bare[k].xforms = NULL;
    bare[k].chaos = NULL;
    bare[k].num_xforms = bare[k].num_finals = 0;
    bare[k].palette_interpolation = PINTERP_SWEEP;
  }
  const int rc = anim_frame_build(bare, nkeys, time, out, err);
  free(bare);
  return rc;
}
