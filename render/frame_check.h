/*
 * frame_check.h — is a finished frame broken?
 *
 * A frame can render without an error and still be garbage that a studio does not want in a
 * video: nothing drawn (the attractor left the picture, a zero weight), blown out to white,
 * or made of bad values (NaN, infinities: a variation at a singularity on every step). The
 * build checks each frame before writing it; a broken one fails with the reason, keeps the
 * frame's previous PNG, and holds the video back (flamebuild.conf [check], `--allow-broken`).
 *
 * Every limit is a share in [0, 1]: the frame is broken when the measured share reaches it.
 * FRAME_CHECK_OFF turns a check off.
 */
#ifndef FLAMEBUILD_FRAME_CHECK_H
#define FLAMEBUILD_FRAME_CHECK_H

#include <stddef.h>

#include "render.h"

#define FRAME_CHECK_OFF 2.0

typedef struct frame_check_limits {
  double flat;               /* pixels of the frame's commonest colour (1: one flat colour,
                                nothing drawn) */
  double saturated;          /* pixels at full white, when the background is not white */
  double bad_values;         /* bad values (NaN, inf) among the points computed */
  double out_of_frame;       /* samples that fell outside the frame */
} frame_check_limits;

/* flat 1, saturated 0.99, bad_values 0.5, out_of_frame 0.999: only frames with (next to)
 * nothing of the flame in them. */
void frame_check_defaults(frame_check_limits *l);

/* What a frame's iteration says about it. */
typedef struct frame_check_counts {
  double samples;            /* the sample budget (render_hist.samples) */
  double badvals;            /* bad values met (render_hist.badvals) */
  /* Samples plotted in the buffer (frame_check_in_frame: the count channel / 255, the
   * visibility-weighted hits), asked only of a frame that is mostly one colour: summing a
   * 1080p buffer reads 40 MB, which a frame with a picture in it does not need. NULL: not
   * known. */
  double (*in_frame)(void *ctx);
  void *ctx;
} frame_check_counts;

/* The hits in a buffer: its count channel summed / 255 (render_hist doubles, or the
 * canonical floats of `nbuckets` buckets). */
double frame_check_in_frame(const render_hist *h);
double frame_check_in_frame_f32(const float *canon, size_t nbuckets);

/* 0: the frame is fine. 1: broken; `why` says which limit and the measure, e.g. "100% of the
 * pixels are one colour (nothing drawn)". `background` is the genome's (0..1 RGB). */
int frame_check(const frame_check_limits *l, const render_image *img, const double background[3],
                const frame_check_counts *c, char *why, size_t n);

#endif
