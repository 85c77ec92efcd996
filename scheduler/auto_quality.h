/*
 * auto_quality.h — `quality = auto` (flamebuild.conf): each frame draws samples until it is
 * quiet enough, and no more.
 *
 * A frame draws rounds of chunks (render_sampling, render/prepare.h) up a doubling ladder: the
 * first r0 rounds in two halves, then r0 more, then 2·r0 more…; after each step the buffers
 * before and after it are two halves of independent samples, and render_noise_of says how
 * noisy the frame is. It stops at the first step whose noise is at most `noise`, or at
 * quality_max. Every step tops up the last (no sample is drawn twice), and the buffer it ends
 * with is, bit for bit on the CPU, the buffer of a fixed quality of that many rounds — so the
 * decision, and the frame, are the same on every build. All frames aim at one noise level
 * and stop on the same ladder, so neighbouring frames of a video differ in samples by at most
 * a step (2x) and in noise not at all beyond the estimate's spread: the sequence does not
 * shimmer.
 *
 * Keys: planning cannot know where a frame stops, so an auto frame's iter_key is its marker —
 * the frame's 48-digit prefix and 16 digits (top bit set, never a sample count) of the auto
 * settings' hash — and its finish_key is taken over the marker. The cache keeps, under the
 * marker, a small record of the rounds the frame stopped at; the buffer itself is stored under
 * its real key (those rounds). A frame whose record and buffer are cached re-finishes. The
 * keys are planning's (plan.h: plan_auto_frame_keys); this part renders.
 */
#ifndef FLAMEBUILD_AUTO_QUALITY_H
#define FLAMEBUILD_AUTO_QUALITY_H

#include <stdint.h>

#include "../cache/store.h"
#include "../render/prepare.h"
#include "../render/render.h"
#include "../project/config.h"
#include "../plan/plan.h"

/* The record under a marker: the rounds the frame stopped at and the noise it had. 1 found,
 * 0 missing or unreadable. */
int auto_record_get(cache *c, const char *marker, uint64_t *rounds, double *noise);
int auto_record_put(cache *c, const char *marker, uint64_t rounds, double noise, fb_error *err);

/* Sets every sub-frame of f to the quality that draws `rounds` rounds, given the frame's
 * sampling at quality_max. */
int auto_set_rounds(sequence_frame *f, double quality_max, const render_sampling *at_max, uint64_t rounds,
                    fb_error *err);

/* One auto frame's ladder. The caller's iterate(ctx, first_round, share, noise, err) adds the
 * frame's rounds from first_round to those of its current quality onto hist (doubles, zero on
 * entry) and returns 0 (the ladder then estimates the noise from hist); or, where the buffer
 * stays elsewhere (a GPU's resident histogram: gpu_noise), counts the rounds into hist's
 * samples, leaves its buckets alone and returns 1 — estimating the noise itself where the
 * buffer is, into *noise, when share > 0 (share: the part of the samples the buffer held before
 * this step; 0 at the first step, which has nothing to compare with). Once the ladder stops,
 * fetch(ctx, err) brings such a buffer into hist. -1: failed (err). */
typedef struct auto_quality_run {
  const project_config *cfg;
  sequence_frame *f;         /* at quality_max on entry; at the quality it stopped at on return */
  const render_geometry *geo;
  render_hist *hist;
  int (*iterate)(void *ctx, uint64_t first_round, double share, double *noise, fb_error *err);
  int (*fetch)(void *ctx, fb_error *err);
  void *ctx;
  uint64_t rounds;           /* out: the rounds it stopped at */
  double noise;              /* out: its noise (NaN: a frame of short chunks, drawn whole at
                                quality_max) */
} auto_quality_run;
int auto_quality_run_ladder(auto_quality_run *r, fb_error *err);

#endif
