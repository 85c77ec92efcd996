/*
 * render.h — the backend-neutral render pipeline.
 *
 * A frame is a list of weighted control points (temporal sub-frames; a still has one).
 * ITERATE runs the chaos game for the frame into an accumulation buffer (histogram);
 * FINISH turns a histogram into an image: log-density scaling with density estimation,
 * spatial filter and downsample, tone map. The histogram is the unit the cache stores, so
 * FINISH never needs anything the histogram and the frame's genomes do not carry.
 */
#ifndef FLAMEBUILD_RENDER_H
#define FLAMEBUILD_RENDER_H

#include <stddef.h>
#include <stdint.h>

#include "../genome/genome.h"
#include "../kernels/camera3d.h"
#include "../kernels/symmetry.h"
#include "../util/error.h"
#include "hist.h"

/* One temporal sample of a frame. */
typedef struct render_subframe {
  const genome *cp;   /* interpolated control point */
  double weight;      /* temporal filter weight (max over the frame = 1) */
  /* Among JWildfire's packets (render_frame.jwf_packets): what one hit adds to the density,
   * 1, or density² for a layer of density below 1, whose steps JWildfire draws only with that
   * chance (its colour weight is scaled alike: as many fewer hits would, on average) */
  double hit_weight;
} render_subframe;

typedef struct render_frame {
  const render_subframe *sub;
  int nsub;
  /* 0, or the number of packets JWildfire's motion blur spreads a still's samples over (1
   * without a blur, for a flame of JWildfire's layers) (render/animation.h: anim_still_build):
   * then every hit counts its sub-frame's hit_weight, whatever its weight, which scales its
   * colour alone (JWildfire's layer weight), and the log scale reads the hits per packet
   * (render/density.c) */
  int jwf_packets;
} render_frame;

/* The weight a hit of sub-frame s adds to its bucket's density (alpha): its temporal weight,
 * or its hit_weight among JWildfire's packets. */
static inline double render_count_weight(const render_frame *frame, int s) {
  return frame->jwf_packets ? frame->sub[s].hit_weight : frame->sub[s].weight;
}

/* Sizes derived from the frame's first sub-frame (flam3 takes sizes, supersample and the
 * spatial filter from the first genome). The camera itself may move between sub-frames:
 * see render_camera. */
typedef struct render_geometry {
  int width, height;         /* output pixels */
  int supersample;           /* os */
  int filter_taps;           /* spatial filter width in buckets (flam3's fwidth, same parity as os) */
  int gutter;                /* histogram border in buckets on every side */
  int de_offset;             /* extra border beyond the filter's need (flam3's de_offset) */
  int hist_width, hist_height; /* os*width + 2*gutter, os*height + 2*gutter; a solid frame's
                                  hist_width is twice that, two buckets a cell (render/solid.h) */
  int solid;                 /* JWildfire's solid rendering (the first sub-frame's solid.enabled) */
  int cpu_only;              /* iterated on the CPU under every backend: a solid frame, or one
                                with a JWildfire weighting field whose pairs make an xform's
                                precalculated values again (render_wfield_needs_host), or with
                                a variation's form of parameters apart (render_forms_need_host) */
  int solid_grid_height;     /* a solid frame's grid: os*height + 2*gutter rows, then its shadow
                                maps' rows (render/solid.h) */
} render_geometry;

/* Where one sub-frame's points land: world box covered by the histogram and rotation. */
typedef struct render_camera {
  double bounds[4];          /* xmin ymin xmax ymax, gutter included */
  double ppux, ppuy;         /* output pixels per world unit */
  double rot[2][2];          /* rotation about center by `rotate` degrees */
  double center[2];
  int rotated;
  fm_camera3d cam3d;         /* the 3D camera, projecting z before the above (kernels/camera3d.h) */
  double aa_amount, aa_radius; /* JWildfire's antialiasing: a sample moved by its jitter with this
                                  chance (0: never, flam3's), in buckets (render/camera.c) */
  fm_post_symmetry symmetry; /* JWildfire's post symmetry: the copies of a sample plotted, before
                                the 3D camera (kernels/symmetry.h; copies 1: none) */
} render_camera;

/* The accumulation buffer, render_hist, is in hist.h: the cache stores it without rendering. */

/* Progress: called from one thread, fraction 0..1 of the iteration. Return nonzero to cancel. */
typedef int (*render_progress_fn)(void *ctx, double fraction);

typedef struct render_options {
  int threads;               /* 0 = all cores */
  uint64_t seed;
  render_progress_fn progress;
  void *progress_ctx;
  size_t memory_limit;       /* refuse histograms larger than this many bytes (0 = default) */
  uint64_t first_round;      /* the histogram holds the frame's first rounds (render_sampling,
                                prepare.h: a cached buffer of the frame at a lower quality);
                                iterate the rest. 0: the histogram is zero; iterate it all */
  uint64_t end_round;        /* and stop before this round (a share of a frame split over
                                devices: render_iterate_split); 0: at the frame's last */
  int deterministic;         /* GPU backends: accumulate in fixed point, so that a seed gives the
                                same buffer bits on every run (the CPU always does); the
                                environment variable FLAMEBUILD_DETERMINISTIC=1|0 overrides it */
  int accumulate;            /* GPU backends: enum render_accumulate; FLAMEBUILD_ACCUMULATE=
                                auto|atomic|deferred overrides it */
  int share;                 /* set by render_iterate_split and gpu_iterate_split for their
                                shares: leave the sums in
                                double (GPU backends; the CPU's are floats already), so that the
                                split rounds the shares' total once, as one go would: with
                                fixed-point sums, any split then gives one go's bits */
} render_options;

/* How a GPU adds samples to the buffer: one atomic per sample (float, or fixed point when
 * deterministic), or deferred — logged, grouped by tile and summed in shared memory
 * (kernels/tiles.h; fixed point, so deterministic too); AUTO defers a deterministic frame and
 * adds the others with float atomics (gpu/frame_buffers.h). */
enum render_accumulate { RENDER_ACCUMULATE_AUTO, RENDER_ACCUMULATE_ATOMIC, RENDER_ACCUMULATE_DEFERRED };

/* An 8- or 16-bit RGBA image, rows top to bottom. */
typedef struct render_image {
  int width, height;
  int bpc;                   /* 8 or 16 */
  void *pixels;              /* uint8_t or uint16_t, width*height*4 */
} render_image;

typedef struct finish_options {
  int bpc;                   /* 8 or 16 */
  int transparent;           /* alpha from density, no background (flam3 transparency=1) */
} finish_options;

/* Computes sizes for the frame; refuses non-positive or absurd sizes with a clear message. */
int render_geometry_of(const render_frame *frame, render_geometry *geo, fb_error *err);

/* The camera of one sub-frame (scale, zoom, center, rotate) for the frame's geometry. */
void render_camera_of(const genome *cp, const render_geometry *geo, render_camera *cam);

/* Support (half-width at filter=1) of a spatial filter shape, by genome_filter_shape. */
double render_filter_support(int shape);
/* The spatial filter's width in buckets for the frame's first genome: flam3's for its
 * filter_shape (flam3's fwidth, of os's parity), JWildfire's for its filter_kernel
 * (render/filter_jwf.c). */
int render_filter_taps(const genome *cp);

/* Number of chaos-game samples the frame gets: quality * 4^zoom * W * H (flam3). */
double render_sample_count(const genome *cp);

/* The work budget. A frame's work, counted in samples, is its chaos-game samples plus
 * RENDER_BUCKET_WORK per bucket of its histogram: finishing (density estimation, the filter)
 * costs about that much per bucket (measured: 64x48 at supersample 64, 12.6 M buckets, 5 s
 * on 2 cores, about 27 samples' time each). quality="1e9" at 64x48 is 3e12 samples, hours;
 * the budget refuses such a frame before it starts, saying the estimate, as
 * render_hist_alloc refuses a buffer larger than memory. 1e11 takes seconds on a GPU (4-120
 * G samples/s, bench/BENCHMARKS.md), about 4 minutes on a 16-core CPU (25 M samples/s per
 * core); 4K at quality 2000 is 1.7e10. */
#define RENDER_BUCKET_WORK 32
#define RENDER_MAX_WORK_DEFAULT 1e11
double render_work_estimate(const genome *cp, const render_geometry *geo);
/* 0 if the frame of first control point cp and geometry geo is within max_work (0: the
 * default; INFINITY: no limit), else -1 with the estimate and its parts in err. */
int render_work_check(const genome *cp, const render_geometry *geo, double max_work, fb_error *err);

/* Allocates a zeroed histogram for the geometry (refuses absurd sizes with the byte count). */
int render_hist_alloc(render_hist *h, const render_geometry *geo, size_t memory_limit, fb_error *err);
void render_hist_free(render_hist *h);

/* Rounds every bucket value to the nearest float32 (ties to even) with
 * fm_canonical_bucket_value (kernels/flame_math.h: the one definition, the device's too).
 * Why: the canonical buffer is float32, what flam3's bits=32 buffer is; the cache stores
 * exactly these values (4 bytes each, losslessly), and fresh renders finish from exactly what
 * the cache stores, so a frame re-finished from its cache entry is byte-identical to the frame
 * rendered fresh. A value beyond the float range (|v| > FLT_MAX; no real sum gets near: 1e15
 * samples of 255 are 2.6e17) is clamped to +-FLT_MAX rather than becoming an infinity, which
 * the cache refuses; an infinity is clamped too. NaN stays NaN (the cache refuses it). Every
 * backend's ITERATE ends with it (the CPU's, the GPU emulation's, and the CUDA backend's,
 * there on the device). */
void render_hist_round_to_float(render_hist *h);

/* ITERATE on the CPU: threads, counter-based RNG per (seed, chunk), chunks summed in a fixed
 * order and rounded to float chunk by chunk (render_sampling in prepare.h), so the buffer is
 * identical for any thread count, and a buffer topped up from opt->first_round is identical
 * to the one rendered in one go. Adds to what hist holds. */
int render_iterate_cpu(const render_frame *frame, const render_options *opt, render_hist *hist,
                       fb_error *err);

/* The relative noise left in a frame (noise.c): `whole` holds the samples of the buffer whose
 * count channel is `half_counts` (render_hist_counts: one value a bucket), which are `share`
 * (0..1) of them, and more drawn independently (the next rounds of chunks: render_sampling);
 * the root mean square, over the lit output pixels weighted by their log density, of
 * (a - b) / (a + b) for the hits a and b the two parts put there (share 1/2; other shares
 * scaled to the same) — which estimates each pixel's relative noise at a + b hits. About
 * 1/sqrt(hits) for independent samples; NaN when nothing is lit. Only the count channel is
 * read, so a ladder keeps a fifth of a buffer between its steps. */
double render_noise_of(const double *half_counts, const render_hist *whole, double share, const render_geometry *geo);
/* Its steps, for an estimate whose rows are summed elsewhere (a GPU ladder's: gpu_noise): the
 * estimate adds each output row's pixels (kernels/noise.h) in two passes and the rows in order.
 * render_noise_scale(share) is a pass's `scale` (NaN for a share outside (0, 1)); pass 0's sums
 * (lit pixels, their hits) give pass 1's `mean` (render_noise_mean), pass 1's (weighted
 * squares, weights) the estimate (render_noise_final). */
double render_noise_scale(double share);
double render_noise_mean(double lit, double hits);
double render_noise_final(double weighted_squares, double weights);
/* The count channel of every bucket of hist into counts[width · height]. */
void render_hist_counts(const render_hist *hist, double *counts);

/* One worker's share of a split frame (render_iterate_split): draws the rounds opt names onto
 * hist (doubles; zero, or the caller's buffer for worker 0), on the calling thread. */
typedef int (*render_worker_fn)(void *ctx, int worker, const render_options *opt, render_hist *hist, fb_error *err);
#define RENDER_SPLIT_MAX 16
/* ITERATE shared among `workers` (at most RENDER_SPLIT_MAX, and no more than the rounds to draw;
 * split.c) on the host, the reference for gpu_iterate_split, which sums its shares on a device
 * (tests/unit/test_topup.c proves the split additive through it, on the CPU and the GPU
 * emulation): the rounds opt names cut into contiguous ranges, each drawn by fn on a thread of its
 * own, the buffers summed into hist and rounded to float. The same samples as one go; the sums
 * differ from one go only in the order of their float additions. A frame of short chunks, or
 * workers <= 1, is one call of fn. On failure hist may hold part of the samples. */
int render_iterate_split(const render_frame *frame, const render_options *opt, int workers, render_worker_fn fn,
                         void *ctx, render_hist *hist, fb_error *err);
/* How render_iterate_split cuts the rounds opt names among at most `workers`: share i draws
 * [bounds[i], bounds[i + 1]). Returns the number of shares (1 when workers <= 1, the rounds
 * are fewer than 2, or the frame is not additive: its chunks too short to split), -1 on error.
 * bounds holds RENDER_SPLIT_MAX + 1 values. */
int render_split_rounds(const render_frame *frame, const render_options *opt, int workers, uint64_t *bounds,
                        fb_error *err);

/* FINISH: log scaling + density estimation, spatial filter, tone map, quantize. */
int render_finish(const render_frame *frame, const render_hist *hist, const finish_options *opt,
                  render_image *out, fb_error *err);
void render_image_free(render_image *img);

/* Writes img as PNG to path atomically (temp file + rename). `texts` is a NULL-terminated
 * list of key/value pairs stored as tEXt chunks (zTXt for values over 1 KiB). On failure
 * errno says why, for the caller's choice: ENOSPC or EDQUOT when the disk is full. */
int render_write_png(const char *path, const render_image *img, const char *const *texts, fb_error *err);

/* Writes an 8-bit img as a baseline JPEG (jpeg.c), as flam3-render does: RGB (a JPEG has no
 * alpha), libjpeg's quality 1..100 (RENDER_JPEG_QUALITY, libjpeg's and so flam3-render's
 * default, unless asked), texts as COM markers "key: value" (a text over a marker's 65,533
 * bytes continued in "key (continued): …" markers); temp file then rename. On failure errno
 * is the write's. */
#define RENDER_JPEG_QUALITY 75
int render_write_jpeg(const char *path, const render_image *img, int quality, const char *const *texts, fb_error *err);
/* The text `key` of a JPEG's comments as render_write_jpeg writes them (joined when
 * continued) into out (n bytes): 1 found, 0 otherwise (not a regular file, not a JPEG, no
 * such comment, too long for out: never cut). Reads the markers before the image data only. */
int render_jpeg_text(const char *path, const char *key, char *out, size_t n);
/* 1 if path is a regular file (not a link) that starts as a JPEG does (SOI) and ends with its
 * EOI marker (not cut short), 0 otherwise. */
int render_jpeg_whole(const char *path);

/* The text of chunk `key` of the PNG at path: 1 found (copied into out), 0 missing or not a
 * readable PNG. Reads only the chunks before the image data. */
int render_png_text(const char *path, const char *key, char *out, size_t n);

/* The gamma a frame was tone-mapped with (its sub-frames' mean, as flam3 forms it): what an
 * EXR undoes to write linear values. */
double render_frame_gamma(const render_frame *frame);
/* Writes a finished 16-bit image as OpenEXR (exr.c): linear values ((v/65280)^gamma with the
 * frame's gamma), alpha, half or (as_float) float, ZIP; texts (NULL or key, value, …, NULL)
 * as string attributes of the header, as render_write_png writes them (one over 255 bytes in
 * parts KEY.1, KEY.2, …, as Debian 12's ffmpeg reads no longer one: exr.c); temp file then
 * rename. OpenEXR's C library is loaded at first use: without it, an error saying what to
 * install. */
int render_write_exr(const char *path, const render_image *img, double gamma, int as_float, const char *const *texts,
                     fb_error *err);
/* Copies the string attribute `key` of an EXR's header into out (n bytes), or the parts a long
 * text was written in (KEY.1, KEY.2, …, joined). Returns 1 if found, 0 otherwise (not an EXR,
 * no such attribute, too long, no OpenEXR library). */
int render_exr_text(const char *path, const char *key, char *out, size_t n);

/* Decodes a PNG (a regular file, never through a link) into an RGBA image of 8 bits, or 16
 * for a 16-bit file. Free with render_image_free. */
int render_read_png(const char *path, render_image *out, fb_error *err);

/* A thumbnail of img (8 or 16 bpc) fitting inside box_w x box_h, the aspect kept: each
 * pixel the mean of the source pixels it covers (8-bit RGBA). */
int render_thumbnail(const render_image *img, int box_w, int box_h, render_image *out, fb_error *err);

/* 1 if path is a regular file (not a symbolic link) holding a whole PNG: the signature, then
 * chunks whose CRCs all match, ending with IEND at the end of the file; 0 otherwise (missing,
 * truncated, overwritten, a link, a FIFO). Reads the file through without decoding it: what a
 * build checks before it trusts an output whose size or time is not the one it recorded. */
int render_png_intact(const char *path);

#endif
