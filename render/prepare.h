/*
 * prepare.h — turning one interpolated genome into what a backend iterates: evaluation-ready
 * xforms (kernels/flame_math.h fm_xform), the xform choice tables (plain weights and one row
 * per xform when xaos is used), the colour map scaled for accumulation, and the camera.
 * Shared by every backend so that CPU and GPU iterate exactly the same numbers.
 */
#ifndef FLAMEBUILD_PREPARE_H
#define FLAMEBUILD_PREPARE_H

#include <stdint.h>

#include "../kernels/colour_mod.h"
#include "../kernels/flame_math.h"
#include "point_cache.h"
#include "render.h"

/* flam3's CHOOSE_XFORM_GRAIN: entries per xform choice table, a power of two. */
#define RENDER_CHOOSE_GRAIN 16384
/* Work units of ITERATE, the same on every backend: a frame's samples are cut into chunks of
 * at most RENDER_CHUNK (flam3's sub_batch_size); each chunk is a trajectory with the random
 * stream (seed, chunk number) that starts at a random point and discards RENDER_FUSE steps
 * (flam3's fuse). How the chunks are laid out is render_sampling, below. */
#define RENDER_CHUNK 10000
#define RENDER_FUSE 15

#define RENDER_CHOOSE_RUNS_MAX 8

typedef struct render_prepared {
  int num_xforms;            /* standard xforms */
  int num_finals;            /* final xforms, applied in turn (genome.num_finals) */
  fm_xform *xforms;          /* [num_xforms + num_finals]: the standard xforms, then the final ones */
  struct fm_xform_passes *passes; /* [num_xforms + num_finals]: each one's passes
                                (kernels/variations.h), which the scalar path reads each step */
  double final_opacity;      /* probability of applying the final xforms: flam3's opacity of a
                                lone one; 1 for several (JWildfire reads no final's opacity) */
  int chaos_enabled;
  /* Choice tables: row 0 = plain weights; with xaos, row 1+i = after xform i. */
  uint16_t *choose;          /* [(chaos_enabled ? num_xforms + 1 : 1) * RENDER_CHOOSE_GRAIN] */
  int choose_owned;          /* choose is malloc'd here (else the caller's: render_prepare_into) */
  /* With at most RENDER_CHOOSE_RUNS_MAX xforms, each row also as its runs (kernels/flame_math.h,
   * fm_choose_run; row k at choose_runs + k * num_xforms): what render_run_chunk reads, a few
   * words in place of a 32 KB row (an Electric Sheep frame's chunks turn through 1,000). */
  int choose_by_runs;
  uint32_t choose_runs[(RENDER_CHOOSE_RUNS_MAX + 1) * RENDER_CHOOSE_RUNS_MAX];
  double cmap[256][4];       /* palette RGBA × 255 × temporal weight (alpha: × count_weight) */
  int palette_mode;          /* genome.palette_mode: kernels/accumulate.h's FB_PALETTE_* */
  render_camera camera;
  double weight;             /* temporal weight */
  double count_weight;       /* what a hit adds to the density: the temporal weight, or its
                                hit weight among JWildfire's packets (render_prepared_count_as) */
  int true_color;            /* 1: an xform has a variation that gives the point a true colour
                                (kernels/variation_table.h, FM_VARS_TRUE_COLOR) */
  struct fm_wfield *wfields; /* [num_xforms + num_finals]: each one's JWildfire weighting field
                                (kernels/wfield.h; noise.type FM_NOISE_NONE: none), or NULL
                                where no xform has one */
  /* Where a variation's form holds parameters apart (genome_form_param): a copy of its xform
   * with them (form_xforms), which its passes point it at (fm_xform_passes.forms, form_of:
   * FM_XFORM_VARS an xform). NULL where none does. */
  fm_xform *form_xforms;
  const fm_xform **form_of;
  /* The tables of points its xforms draw from (dla_wf's aggregate, a sub-flame's cloud…: their
   * host addresses in the xforms' parameters), pinned until render_prepared_free
   * (render/point_cache.h). */
  point_pins tables;
  /* JWildfire's colour modulation: each xform's step of the point's modulations
   * (kernels/colour_mod.h), [num_xforms + num_finals]; NULL where no xform has one (a frame
   * with one iterates on the CPU: render_geometry.cpu_only). */
  fm_colour_mod_step *colour_mod;
} render_prepared;

/* Fills p from a genome. Fails (with the genome's line) on negative weights, weights that sum
 * to zero in any row, or non-finite values, and where a table of points its xforms draw from
 * does not fit beside those of the frames rendering now (render/point_cache.h). */
int render_prepare(const genome *cp, double weight, const render_geometry *geo, render_prepared *p,
                   fb_error *err);
/* The same with the choice tables built in the caller's `choose`, room for choose_rows rows
 * (a frame's GPU buffer: frame_buffers.c), which must hold them all; p->choose points there. */
int render_prepare_into(const genome *cp, double weight, const render_geometry *geo, uint16_t *choose,
                        int choose_rows, render_prepared *p, fb_error *err);
void render_prepared_free(render_prepared *p);
/* A sub-frame among JWildfire's packets (render_frame.jwf_packets): each of its hits counts
 * hit_weight in the density (the palette's alpha at 255 × hit_weight, count_weight hit_weight:
 * render_count_weight), its weight scaling the colour alone. After render_prepare, for every
 * sub-frame of such a frame. */
void render_prepared_count_as(render_prepared *p, const genome *cp, double hit_weight);
/* text_wf's points for an xform whose parameters hold its text, font, size and baseline: their
 * number, image size and host address into its derived parameters (render/text_shape.h,
 * kernels/var_jwf_text.h). What render_prepare does for an xform that draws a text; the shape,
 * whose digest render/keys.c keys. */
struct text_shape;
const struct text_shape *render_prepare_text_wf(fm_xform *xf);
/* dla_wf's points for an xform whose parameters hold JWildfire's buffer size, particles, seed,
 * scale and jitter: their number and host address into its derived parameters
 * (render/dla_points.h, kernels/var_jwildfire24.h). What render_prepare does for an xform that
 * draws one; the parameters key it. The table, pinned (the caller's to release:
 * point_table_release), or NULL where it was refused, the xform left with none. */
const point_table *render_prepare_dla_wf(fm_xform *xf);
/* dla3d_wf's points for an xform whose parameters hold JWildfire's particles, seed, glue radius
 * and force (render/dla3d_points.h), as dla_wf's. */
const point_table *render_prepare_dla3d_wf(fm_xform *xf);
/* snowflake_wf's points for an xform whose parameters hold JWildfire's crystal (grid, growth,
 * seed, scale, jitter: render/snowflake_points.h), as dla_wf's. */
const point_table *render_prepare_snowflake_wf(fm_xform *xf);
/* subflame_wf's points for an xform whose parameters hold its sub-flame's digest (the parser kept
 * the text: genome/resource_text.h; render/subflame_points.h), as dla_wf's. */
const point_table *render_prepare_subflame_wf(fm_xform *xf);
/* brownian_js's segments for an xform whose parameters hold JWildfire's level, variation and
 * seed: their number and host address into its derived parameters (render/brownian_points.h,
 * kernels/var_jwildfire26.h), as dla_wf's. */
const point_table *render_prepare_brownian_js(fm_xform *xf);
/* The orbit of hopalong, threeply, macmillan or gingerbread_man for an xform whose parameters
 * hold JWildfire's a, b, c and start (render/orbit_points.h, kernels/var_jwf_attractors.h), as
 * dla_wf's. */
const point_table *render_prepare_hopalong(fm_xform *xf);
const point_table *render_prepare_threeply(fm_xform *xf);
const point_table *render_prepare_macmillan(fm_xform *xf);
const point_table *render_prepare_gingerbread_man(fm_xform *xf);

/* 1 when a weighting field of cp (kernels/wfield.h) scales a parameter that feeds its xform's
 * precalculated values, which a call must make again — what only the host does, so the frame
 * iterates on the CPU (render_geometry.cpu_only); 0 when not; -1 out of memory. */
int render_wfield_needs_host(const genome *cp);
/* 1 when an xform of cp has a variation's form that holds parameters apart (genome_form_param),
 * which only the host draws (fm_xform_passes.forms): the frame iterates on the CPU. */
int render_forms_need_host(const genome *cp);

/*
 * How a frame's samples are cut into chunks: what makes accumulation buffers additive.
 *
 * Every sub-frame draws `rounds` chunks of `chunk_len` samples. Chunk c of the frame (its
 * random stream is (seed, c)) is round c / nsub of sub-frame c % nsub, and the CPU sums the
 * chunks in that order, round after round, each chunk's sums rounded to float32 as it is
 * added. So the first r rounds of a frame are exactly the whole of the same frame at a lower
 * quality — the same trajectories, summed in the same order to the same floats — and a
 * buffer of r rounds topped up with rounds r.. (render_options.first_round) is bit for bit
 * the buffer rendered in one go.
 *
 * A sub-frame's share of the samples the quality asks for, m = asked / nsub, decides:
 *   m >= RENDER_CHUNK: whole chunks, rounds = m / RENDER_CHUNK to the nearest (at least 1):
 *     additive (render_sampling_additive);
 *   m <  RENDER_CHUNK: one chunk of floor(m) samples per sub-frame — flam3's short
 *     sub-batch, which a few samples over many temporal samples need (motion blur drawn by
 *     every sub-frame) — and a buffer that is the prefix of nothing.
 * The finish scales by the samples drawn, not those asked (density_constants_of), so the
 * rounding changes a frame's noise, never its brightness.
 */
typedef struct render_sampling {
  int nsub;
  uint64_t rounds;           /* chunks per sub-frame */
  uint32_t chunk_len;        /* samples per chunk */
  double asked;              /* samples the quality asks for: quality · 4^zoom · W · H, the
                                sub-frames' mean (render_sample_count) */
} render_sampling;

/* The frame's sampling; refuses a sample count that is not finite and positive or over 1e15
 * (naming the genome's line). */
int render_sampling_of(const render_frame *frame, render_sampling *s, fb_error *err);
/* Samples drawn per sub-frame (rounds · chunk_len): what the iteration key records. */
static inline uint64_t render_sampling_per_sub(const render_sampling *s) { return s->rounds * s->chunk_len; }
static inline uint64_t render_sampling_chunks(const render_sampling *s) { return s->rounds * (uint64_t)s->nsub; }
static inline double render_sampling_drawn(const render_sampling *s) {
  return (double)render_sampling_chunks(s) * (double)s->chunk_len;
}
/* 1 when the frame draws whole chunks: its buffer tops up, and tops up another's. */
static inline int render_sampling_additive(const render_sampling *s) { return s->chunk_len == RENDER_CHUNK; }
/* The rounds opt asks of the frame, [opt->first_round, *end_round) (render_options:
 * end_round 0 is the frame's last); refuses a range outside the frame, and any part but the
 * whole of a frame of short chunks. */
int render_rounds_of(const render_sampling *s, const render_options *opt, uint64_t *end_round, fb_error *err);
/* The rounds a buffer of per_sub samples per sub-frame holds for topping up, or 0 when it
 * cannot be topped up (short chunks). */
static inline uint64_t render_sampling_rounds_of(uint64_t per_sub) {
  return per_sub > 0 && per_sub % RENDER_CHUNK == 0 ? per_sub / RENDER_CHUNK : 0;
}

/* The choice tables' running sum (prepare.c; exposed for tests/unit/test_iterate.c): from
 * entry *i, where the sum of i steps added one by one is r < t, moves *i to the first entry
 * whose sum is >= t (or to RENDER_CHOOSE_GRAIN) and returns that sum — exactly the value the
 * one-by-one additions reach there, without making them all. */
double render_choice_advance(double r, int *i, double t, double step);

#endif
