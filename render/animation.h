/*
 * animation.h — frames of a keyframe animation, flam3-animate style.
 *
 * Frame k of an animation is at time begin + k*dtime; by default begin is the first
 * keyframe's time and the last frame is at the last keyframe's time minus one (so loops
 * dovetail), as flam3-animate does. A frame integrates passes*temporal_samples sub-frames
 * spread over t ± temporal_filter_width/2, each re-interpolated from the keyframes and
 * weighted by the temporal filter: that list is the render_frame every backend takes.
 */
#ifndef FLAMEBUILD_ANIMATION_H
#define FLAMEBUILD_ANIMATION_H

#include <stdint.h>

#include "render.h"

typedef struct anim_range {
  double begin, end;         /* first and last frame time, inclusive */
  double dtime;              /* time between frames, > 0 */
} anim_range;

/* flam3-animate's defaults: begin = first keyframe time, end = last keyframe time - 1, dtime 1. */
void anim_default_range(const genome *keys, int nkeys, anim_range *r);
/* Number of frames in the range (0 if end < begin). */
int anim_frame_count(const anim_range *r);
double anim_frame_time(const anim_range *r, int k);

/* The control point at `time` as flam3-animate renders it: interpolated, with the image size
 * of the first keyframe (flam3-animate forces every keyframe to it). */
int anim_genome_at(const genome *keys, int nkeys, double time, genome *out, fb_error *err);

/* One frame: the interpolated sub-frames it owns and the render_frame over them. */
typedef struct anim_frame {
  double time;
  int nsub;
  genome *cps;               /* [nsub] interpolated control points */
  render_subframe *sub;      /* [nsub] */
  render_frame frame;        /* { sub, nsub } */
  double mean_weight;        /* mean temporal weight (flam3's k2 divisor) */
} anim_frame;

/* More sub-frames than this per frame is certainly a typo (flam3's default is 1000). */
#define ANIM_MAX_SUBFRAMES 100000

/* Builds the frame at `time` from sorted keyframes (genome_animation_check first).
 * Refuses zero or negative temporal_samples/passes and more than ANIM_MAX_SUBFRAMES sub-frames
 * (passes x temporal_samples). */
int anim_frame_build(const genome *keys, int nkeys, double time, anim_frame *out, fb_error *err);
void anim_frame_free(anim_frame *f);

/* A still, `g`, as its editor draws it: one sub-frame, the genome itself, or under JWildfire's
 * motion blur (g->motion_blur_length = L > 0) the 1 + L packets of JWildfire's FlameRenderer —
 * the flame at its frame, then at times a timestep apart from half the blur's span after the
 * frame down (`packets`, the L flames at those times: genome_list.blur_packets), packet p's
 * colour weighed by max(0.01, 1 − p²·decay·0.07/L), each hit counted once and the log scale
 * reading the hits per packet (render_frame.jwf_packets). Where the curves move nothing
 * (`packets` NULL) every packet is the flame, and one sub-frame of their mean weight draws the
 * same picture. JWildfire's layers (`layers`, NULL or of count 0 for a flame of one:
 * genome_list.layers) are iterated in turn within each packet, the same number of steps each:
 * layer k's sub-frame is its genome (layers->more[k - 1], g the first), its colour weighed by
 * the layer's weight too, its hits counted density² each where its density is below 1 (the
 * chance JWildfire draws its step with) and its colour scaled alike; a flame of several layers
 * draws its motion blur without the motion (its packets NULL). Free with anim_frame_free. */
int anim_still_build(const genome *g, const genome *packets, const genome_layers *layers, anim_frame *out,
                     fb_error *err);

/* anim_frame_build for FINISH alone (a re-finish from a cached buffer): the same sub-frames,
 * times and weights, with every flame-level field interpolated as anim_frame_build does, but no
 * xforms and the palette not blended (swept) — what render_finish, gpu_finish and their plans
 * read (the mean tone values, the first and last sub-frame's filter and density fields), not
 * what the iteration reads. An Electric Sheep frame's 1,000 sub-frames cost ~100 MB of xforms
 * and most of a re-finish's host time otherwise. tests/unit/test_interpolate.c checks every
 * flame-level field against anim_frame_build's. Such a frame must not be iterated or keyed. */
int anim_frame_build_finish(const genome *keys, int nkeys, double time, anim_frame *out, fb_error *err);

/* The seed of the frame at `time`: each frame gets its own random streams, derived from the
 * render seed and the frame's time (not its index, so inserting frames elsewhere does not
 * change a frame's noise). */
uint64_t anim_frame_seed(uint64_t seed, double time);

#endif
