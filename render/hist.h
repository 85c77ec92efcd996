/*
 * hist.h — the accumulation buffer's type alone, for whoever stores buffers without rendering
 * them: the cache's codec (cache/hist_codec.h) knows this type and nothing else of render/.
 * Its functions (render_hist_alloc, render_hist_round_to_float, …) are in render.h.
 */
#ifndef FLAMEBUILD_RENDER_HIST_H
#define FLAMEBUILD_RENDER_HIST_H

/*
 * The accumulation buffer: hist_width*hist_height buckets of 5 doubles, row-major, each
 * (R, G, B, A, count): RGBA summed as vis * palette entry * 255 * temporal weight, count
 * summed as vis * 255 — flam3's bits=64 layout. Additive: buffers of one frame rendered with
 * different seeds sum to a buffer of more samples.
 *
 * Canonical: an iterated buffer holds only values a float32 can represent exactly
 * (render_hist_round_to_float). A chunk's samples are summed in double and the buckets it
 * touched rounded to float as it is added (the sums' low mantissa bits are noise), so the
 * cache keeps 4 bytes a value (cache/hist_codec.c) and a cached buffer goes on exactly where
 * it stopped when more samples are added to it (render_sampling, render/prepare.h).
 */
typedef struct render_hist {
  int width, height;
  double *buckets;           /* [width*height*5] */
  double samples;            /* iterations accumulated (after fuse) */
  double badvals;            /* bad values met */
} render_hist;

enum { RENDER_BUCKET_CHANNELS = 5 };

#endif
