/*
 * finish_parts.h — the pieces of FINISH (render_finish): the density constants, the density
 * estimation kernels, the spatial filter's table and the tone map's parameters, written once and
 * used by render/density.c, render/filter.c, render/tonemap.c and render/finish.c, and by the
 * GPU's finishing (gpu/finish.c builds its tables and constants with these very functions, so
 * both backends finish with the same numbers), and tests/unit/test_finish.c. Callers that only
 * finish a frame use render.h.
 *
 * Everything here reproduces flam3 3.1.1's bits=64 finishing (rect.c, filters.c, palettes.c),
 * including its summation orders, so that images match flam3 to the last bit wherever the
 * histogram does.
 *
 * "flam3" here means the program users have: flam3's own Makefile.am and Debian's package both
 * compile it with -O3 -ffast-math, and GCC then re-associates expressions, replaces x/c by
 * x·(1/c), folds constants and clamps with minsd/maxsd (so a NaN colour clamps to 255, not 0).
 * Where that changes results we follow the shipped binary (libflam3.so.0 3.1.1+ds2, checked by
 * disassembly and by calling its exported functions), not the C source; the code says where.
 * Most of these are one-ulp effects that almost never move an output value, but some hit
 * exact boundaries systematically: a saturated highlight at 254.99999999999997 instead of 255,
 * a hit count read as count·(1/255) landing just above an integer and picking the next DE
 * kernel, a box-filter tap at exactly ±0.5. Build our side without contraction (-ffp-contract=off, the default with
 * -std=c17) or fused multiply-adds will add one-LSB differences.
 */
#ifndef FLAMEBUILD_FINISH_PARTS_H
#define FLAMEBUILD_FINISH_PARTS_H

#include <math.h>

#include "../kernels/tonemap.h"

#include "render.h"

/* M_PI is POSIX, not C17; the build defines _GNU_SOURCE, but stay compilable without it. */
#ifndef M_PI
#define M_PI 3.14159265358979323846
#endif

/* ---- finish_rows.c: deterministic row-parallel helper ------------------------------------- */

/* Calls fn(ctx, y0, y1) on disjoint row ranges covering [0, nrows), on up to one thread per
 * online CPU with at least min_rows_per_thread rows each. fn must make each row's result
 * independent of the split, so output never depends on the thread count. Threads that cannot
 * be started have their rows done on the calling thread. */
typedef void (*finish_rows_fn)(void *ctx, int y0, int y1);
/* Upper bound on threads (0 = online CPUs); tests use it to show results do not depend on it. */
extern int finish_max_threads;
void finish_parallel_rows(int nrows, int min_rows_per_thread, finish_rows_fn fn, void *ctx);

/* ---- density.c: log-density scaling and density estimation ------------------------------- */

/* flam3's k1 (brightness scale) and k2 (density normalisation) for the frame, as rect.c takes
 * them after the temporal-sample loop (i.e. from the last sub-frame's genome). */
typedef struct density_constants {
  double k1, k2;
  double glow;               /* JWildfire's low-density brightness in log units (fm_log_hits); 0: flam3 */
} density_constants;
void density_constants_of(const render_frame *frame, const render_geometry *geo, density_constants *k);

/* The density-estimation kernel table (flam3_create_de_filters). Kernel idx covers offsets
 * (dy, dx) with 0 <= dx <= dy <= half_size, stored row by row: coefs[idx*kernel_size + dy*(dy+1)/2 + dx]. */
typedef struct de_kernels {
  int count;                 /* kernels allocated (flam3's de_max_ind) */
  int max_index;             /* largest kernel index used; 0 = density estimation is off */
  int max_filtered_counts;   /* densities above this take max_index */
  int half_size;             /* largest |offset| of any kernel */
  int kernel_size;           /* entries per kernel: (half_size+1)(half_size+2)/2 */
  double curve;              /* estimator_curve used for the table */
  double *coefs;             /* [count*kernel_size] */
  double *widths;            /* [count] kernel radius in buckets */
} de_kernels;

/* Builds the table for estimator radius/minimum/curve at supersample os. Radius 0 gives an empty
 * table with max_index 0. */
int de_kernels_build(double radius, double minimum, double curve, int os, de_kernels *de, fb_error *err);
void de_kernels_free(de_kernels *de);

/* Kernel index for a neighbourhood density (hits) with index compression above 100. */
int de_kernel_index(const de_kernels *de, double density, double curve);

/* Log-scales hist into acc (geo->hist_width*hist_height buckets of 4 doubles, zeroed by the
 * caller), spreading each bucket with density estimation when the frame's first sub-frame
 * asks for it. */
/* The estimator's widths are usable (render_finish and the GPU's finishing refuse alike). */
int density_check_estimator(const genome *first, fb_error *err);
/* What render_finish refuses before any work: bpc not 8 or 16, a histogram (when given) of
 * another shape or without its values, a quality not above 0, temporal weights that sum to
 * nothing. Shared with the GPU's finishing, so both say the same. */
int finish_check_inputs(const render_frame *frame, const render_hist *hist, int have_values,
                        const finish_options *opt, const render_geometry *geo, fb_error *err);

int density_scale(const render_frame *frame, const render_geometry *geo, const render_hist *hist,
                  double *acc, fb_error *err);

/* ---- filter.c: spatial filter and downsample --------------------------------------------- */

enum { FILTER_KERNEL_COUNT = 14 };

/* flam3's spatial kernel number `kernel` (its internal index: 0 gaussian, 1 hermite, 2 box,
 * 3 triangle, 4 bell, 5 b-spline, 6 mitchell, 7 blackman, 8 catrom, 9 hanning, 10 hamming,
 * 11 lanczos3, 12 lanczos2, 13 quadratic) at x. */
double filter_kernel(int kernel, double x);

/* flam3's spatial filter width in buckets for shape/radius at supersample os, and the tap
 * count derived from it (the integer above it with os's parity). render_geometry_of must use
 * the same numbers. */
double filter_width(int shape, double radius, int os);
int filter_taps(int shape, double radius, int os);

/* The normalised taps×taps table for shape/radius at supersample os: table[ix + iy*taps].
 * Refuses a table that sums to 0 ("spatial filter value is too small"). Caller frees. */
int filter_table(int shape, double radius, int os, int taps, double **table, fb_error *err);

/* The frame's two taps×taps tables, one after the other: the colour's, then the density's
 * (alpha's) — the same for flam3's filter_shape, JWildfire's Gaussian beside a sharpening
 * kernel (filter_jwf.c). What finishing filters with, on both backends. Caller frees. */
int filter_tables(const genome *first, int os, int taps, double **tables, fb_error *err);

/* Filters output pixel (px, py) of the accumulator (hist-sized, 4 doubles per bucket) into
 * rgba[4] with filter_tables' pair, the window starting at bucket (de_offset + px*os,
 * de_offset + py*os). */
void filter_pixel(const double *acc, const render_geometry *geo, const double *tables, int px, int py,
                  double rgba[4]);

/* ---- filter_jwf.c: JWildfire's spatial filter ---------------------------------------------- */

/* Kernel (enum genome_filter_kernel) at distance t, its support, and whether it sharpens
 * (has negative lobes: then the density is filtered with JWildfire's Gaussian 0.75) */
double filter_jwf_coeff(int kernel, double t);
double filter_jwf_support(int kernel);
int filter_jwf_sharpening(int kernel);
/* JWildfire's window for kernel at radius and oversampling os (odd; 0 or 1: no filter), and
 * the frame's taps around it and the density's (os's parity) */
int filter_jwf_size(int kernel, double radius, int os);
int filter_jwf_taps(int kernel, double radius, int os);
/* The colour's and the density's taps×taps tables, each summing to 1. -1 if the kernel's sums
 * to nothing. */
int filter_jwf_tables(int kernel, double radius, int os, int taps, double *colour, double *density);

/* ---- tonemap.c: colour of one filtered pixel --------------------------------------------- */

/* The tone map's parameters: kernels/tonemap.h's, which the GPU's finishing uses too. */
typedef fm_tonemap tonemap_params;

void tonemap_params_of(const render_frame *frame, int transparent, tonemap_params *tp);

/* flam3_calc_alpha: gamma-corrected alpha with the linear ramp below `threshold`. */
double tonemap_alpha(double density, double inv_gamma, double threshold);

/* flam3_calc_newrgb: the vibrant part of the colour for brightness-per-density ls, with
 * highlight_power's handling of channels that would exceed 255. */
void tonemap_vibrant_colour(const double t[4], double ls, double highlight_power, double out[3]);

/* Tone-maps filtered rgba (0..255 scale) to colour 0..255 (NaN where flam3 produces NaN, which
 * quantises to 0 as on x86) and alpha 0..1. */
void tonemap_pixel(const tonemap_params *tp, const double rgba[4], double out[4]);
/* The same over a background of the pixel's own, in tp->background's units (render/backdrop.h). */
void tonemap_pixel_over(const tonemap_params *tp, const double rgba[4], const double background[3], double out[4]);

/* Quantises tonemap_pixel's output into 8- or 16-bit RGBA as flam3 does (truncation; 16-bit
 * colour ×256, alpha ×65535). */
void tonemap_quantize8(const tonemap_params *tp, const double v[4], uint8_t px[4]);
void tonemap_quantize16(const tonemap_params *tp, const double v[4], uint16_t px[4]);

#endif
