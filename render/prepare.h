/*
 * prepare.h — turning one interpolated genome into what a backend iterates: evaluation-ready
 * xforms (kernels/flame_math.h fm_xform), the xform choice tables (plain weights and one row
 * per xform when xaos is used), the colour map scaled for accumulation, and the camera.
 * Shared by every backend so that CPU and GPU iterate exactly the same numbers.
 */
#ifndef FLAMEBUILD_PREPARE_H
#define FLAMEBUILD_PREPARE_H

#include <stdint.h>

#include "../kernels/flame_math.h"
#include "render.h"

/* flam3's CHOOSE_XFORM_GRAIN: entries per xform choice table, a power of two. */
#define RENDER_CHOOSE_GRAIN 16384
/* Work units of ITERATE, the same on every backend: a frame's samples are cut into chunks of
 * RENDER_CHUNK (flam3's sub_batch_size), numbered across its sub-frames; each chunk is a
 * trajectory with the random stream (seed, chunk number) that starts at a random point and
 * discards RENDER_FUSE steps (flam3's fuse). */
#define RENDER_CHUNK 10000
#define RENDER_FUSE 15

typedef struct render_prepared {
  int num_xforms;            /* standard xforms */
  fm_xform *xforms;          /* [num_xforms] */
  int has_final;
  fm_xform final_xform;
  double final_opacity;      /* probability of applying the final xform */
  int chaos_enabled;
  /* Choice tables: row 0 = plain weights; with xaos, row 1+i = after xform i. */
  uint16_t *choose;          /* [(chaos_enabled ? num_xforms + 1 : 1) * RENDER_CHOOSE_GRAIN] */
  int choose_owned;          /* choose is malloc'd here (else the caller's: render_prepare_into) */
  double cmap[256][4];       /* palette RGBA × 255 × temporal weight */
  int palette_linear;        /* palette_mode linear */
  render_camera camera;
  double weight;             /* temporal weight */
} render_prepared;

/* Fills p from a genome. Fails (with the genome's line) on negative weights, weights that sum
 * to zero in any row, or non-finite values. */
int render_prepare(const genome *cp, double weight, const render_geometry *geo, render_prepared *p,
                   fb_error *err);
/* The same with the choice tables built in the caller's `choose`, room for choose_rows rows
 * (a frame's GPU buffer: frame_buffers.c), which must hold them all; p->choose points there. */
int render_prepare_into(const genome *cp, double weight, const render_geometry *geo, uint16_t *choose,
                        int choose_rows, render_prepared *p, fb_error *err);
void render_prepared_free(render_prepared *p);

/* The choice tables' running sum (prepare.c; exposed for tests/unit/test_iterate.c): from
 * entry *i, where the sum of i steps added one by one is r < t, moves *i to the first entry
 * whose sum is >= t (or to RENDER_CHOOSE_GRAIN) and returns that sum — exactly the value the
 * one-by-one additions reach there, without making them all. */
double render_choice_advance(double r, int *i, double t, double step);

#endif
