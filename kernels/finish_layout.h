/*
 * finish_layout.h — what the finishing kernels (finish.cuh) read, laid out once for the host
 * (gcc) and the device (NVRTC). Common subset of C17 and CUDA C++; reaches NVRTC as a named
 * header. The source that kernels/codegen.c generates for the finishing module static_asserts
 * the size of fb_finish_args against the host's.
 *
 * Buffers (device addresses as fm_u64), for a histogram of W x H buckets (hist_width x
 * hist_height of render_geometry):
 *   hist     double [H][W][5]   the accumulation buffer (render_hist layout: R G B A count)
 *   acc      double [H][W][4]   log-scaled, density-estimated RGBA (flam3's abucket)
 *   tail     double [W][5]      DE quirk: the first doubles of acc as flam3 reads them when
 *                               its DE loop runs one row past the histogram (os 1 and 2;
 *                               render/density.c), snapshot after the main DE pass
 *   info     int2   [H+1][W]    DE per source bucket: kernel index and reach (-1: no source)
 *   logged   double [H+1][W]    DE per source bucket: log(A*k2 + 1) (+ the glow, fm_log_hits)
 *   reach    int [ceil((H+1)/R)][ceil(W/R)]  DE per square of R x R source buckets
 *                               (R = FB_FIN_REACH_TILE): the largest reach in info among
 *                               them (-1: no source), so the gather skips squares whose
 *                               sources cannot reach its bucket
 *   de_coefs double [count][kernel_size], de_widths double [count]: render/density.c's table
 *   filter   double [2][taps][taps] the normalised spatial filter: the colour's, the density's
 *            (render/filter.c's filter_tables)
 *   pixels   uint8 or uint16 RGBA [height][width]
 */
#ifndef FLAMEBUILD_FINISH_LAYOUT_H
#define FLAMEBUILD_FINISH_LAYOUT_H

#include "colour_curves.h"
#include "flame_math.h"

#define FB_FIN_BLOCK 256             /* threads per block of every finishing kernel */
#define FB_FIN_TILE_X 32             /* 2-D kernels: a block covers 32 x 8 buckets or pixels */
#define FB_FIN_TILE_Y 8
#define FB_FIN_REACH_TILE 8          /* DE: sources summarised in squares of 8 x 8 (reach) */

/* The finishing kernels by entry-point name, in the order of enum fb_fin_kernel. */
#define FB_FIN_KERNELS(X) \
  X(fb_fin_add_hist)      \
  X(fb_fin_round)         \
  X(fb_fin_plain)         \
  X(fb_fin_de_prep)       \
  X(fb_fin_de_gather)     \
  X(fb_fin_de_scatter)    \
  X(fb_fin_snapshot)      \
  X(fb_fin_output)        \
  X(fb_fin_widen)

/* The cache entry's kernels (hist_pack.cuh), in the same module and enum after them: their
 * parameter is fb_pack_args. */
#define FB_PACK_KERNELS(X) \
  X(fb_pack_split)        \
  X(fb_pack_model)        \
  X(fb_pack_encode)       \
  X(fb_pack_settle)       \
  X(fb_pack_write)        \
  X(fb_unpack_parse)      \
  X(fb_unpack_lanes)      \
  X(fb_unpack_delta_sums) \
  X(fb_unpack_undelta)    \
  X(fb_unpack_join)

#define FB_FIN_ENUM_(name) name##_k,
enum fb_fin_kernel { FB_FIN_KERNELS(FB_FIN_ENUM_) FB_PACK_KERNELS(FB_FIN_ENUM_) FB_FIN_KERNEL_COUNT };
#undef FB_FIN_ENUM_

/* The one parameter of every finishing kernel. */
typedef struct fb_finish_args {
  fm_u64 hist, acc, tail, info, logged, reach, de_coefs, de_widths, filter, pixels;
  fm_u64 src;                        /* fb_fin_add_hist: the uploaded earlier histogram
                                        (doubles); fb_fin_widen: the uploaded canonical
                                        buffer (floats) */
  fm_u64 nvalues;                    /* fb_fin_add_hist, fb_fin_round, fb_fin_widen: doubles
                                        in hist */
  fm_u64 canon_f32;                  /* fb_fin_round: when not 0, the rounded values as float too */
  fm_u64 backdrop;                   /* fb_fin_output: each pixel's background, float RGB in
                                        genome.background's units (render/backdrop.h), 0: none */
  double k1, k2;                     /* density_constants (last sub-frame) */
  double glow;                       /* density_constants: JWildfire's low-density brightness */
  double curve;                      /* DE index compression above 100 hits (last sub-frame) */
  double inv_gamma, gamma_threshold, vibrancy, highlight_power; /* tonemap_params */
  double background[3];
  double colour_scale[3], saturation_shift, background_alpha; /* tonemap_params: JWildfire's tone controls */
  int wid, hig;                      /* histogram buckets */
  int os;                            /* supersample */
  int width, height;                 /* output pixels */
  int taps, de_offset;               /* spatial filter */
  int bpc, transparent;
  int jwildfire;                     /* tonemap_params: JWildfire's tone controls in use */
  int de_max_index, de_max_filtered_counts, de_half, de_kernel_size;
  int reach_width;                   /* squares in a row of reach: ceil(wid / FB_FIN_REACH_TILE) */
  int src0, src1;                    /* DE: source rows of this pass */
  int accumulate;                    /* DE gather: 0 first pass (acc starts at 0), 1 add to acc */
  fm_colour_curves curves;           /* tonemap_params: the colour curves (model NONE: none) */
} fb_finish_args;

/* The one parameter of the cache-entry kernels (hist_pack.cuh), which the finishing module
 * holds too: they pack a canonical buffer into format 3's pieces (kernels/hist_pack.h), and
 * unpack them into the histogram. Buffers, for N buckets in P = blocks x 20 pieces:
 *   values     float [N][5]          pack: the canonical buffer
 *   hist       double [N][5]         unpack: the histogram, widened from the floats
 *   planes     u8 [P][FM_PACK_BLOCK] each piece's symbols
 *   counts     u32 [P][256]          pack: each piece's symbol counts (zeroed before)
 *   deltas     u8 [P][FM_PACK_BLOCK] pack: a top byte's piece as differences (hist_pack.h)
 *   delta_counts u32 [P][256]        pack: their counts (zeroed before)
 *   models     fm_pack_model [P]
 *   lane_bytes u32 [P][32]           pack: each lane's coded bytes; unpack: the sums of a
 *                                    delta plane's 32 runs
 *   lanes      u8 [P][32][FM_PACK_LANE_CAP]  pack: where each lane codes (backwards, to the
 *                                    end of its area); unpack: u32 [P][33], where each lane's
 *                                    bytes begin in its piece
 *   offsets    u64 [P]               where each piece begins in payload
 *   sizes      u32 [P]               pack: each piece's bytes; unpack: the payload's table
 *   payload    u8                    the pieces
 *   bad        u32                   unpack: not 0 once a piece or a value is wrong */
typedef struct fb_pack_args {
  fm_u64 values, hist, planes, counts, models, lane_bytes, lanes, offsets, sizes, payload, bad;
  fm_u64 deltas, delta_counts;       /* pack: the top bytes' pieces as differences, and their counts */
  fm_u64 buckets, pieces;
} fb_pack_args;

#endif
