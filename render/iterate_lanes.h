/*
 * iterate_lanes.h — the CPU's chaos game in SIMD lanes (render/iterate_lanes.c): several chunks'
 * trajectories stepped together, the lanes that chose the same xform this step evaluated as one
 * vector (kernels/variations.h's formulas, in lane loops compiled for AVX-512, AVX2 or SSE2,
 * chosen at run time).
 *
 * Every chunk is still its own trajectory with its own random stream (seed, chunk) and its own
 * xform choice each step, exactly as render/iterate.c's run_chunk steps it: lanes share only
 * the vector that evaluates an xform, never the choice. (Sharing the choice — one draw for all
 * lanes — would drive every lane through the same contractive maps, and the lanes' points
 * would fall together within a few dozen steps: dev/simd_lanes.c measures it.) A lane's
 * arithmetic is the same whichever lanes it is grouped with — every lane goes through the
 * vector loops, padded to whole blocks — so a chunk's samples depend only on (seed, chunk) and
 * the frame, never on the thread count or on which chunks share its batch.
 */
#ifndef FLAMEBUILD_ITERATE_LANES_H
#define FLAMEBUILD_ITERATE_LANES_H

#include <stdint.h>

#include "prepare.h"

/* One plotted sample waiting to be added: bucket, palette coordinate, visibility. A sample of
 * true colour (kernels/flame_math.h, fm_point.rgb; only the scalar loop makes them) carries its
 * 24 bits of red, green and blue in `color` and its visibility negated, which no palette sample
 * has (a point of visibility 0 or less is not plotted). */
typedef struct plotted {
  int32_t bucket;
  float vis;
  double color;
} plotted;

/* The scalar chaos game (render/iterate.c): chunk `chunk` of sub-frame p, nsamples samples to
 * plot, into out (returns how many: up to nsamples times p->camera.symmetry.copies, the room out
 * needs); its bad values in *badvals. Frames that do not fit the lanes
 * run here, a chunk at a time. -1: out of memory (the copies a weighting field scales). */
int render_run_chunk(const render_prepared *p, int hist_width, int hist_height, uint64_t seed, uint64_t chunk,
                     int nsamples, plotted *out, double *badvals);

/* The most chunks a batch steps together. */
#define RENDER_LANES 64

/* The most sub-frames (temporal samples) a frame may have to run in lanes. A batch is a run of
 * consecutive chunks, which belong to the sub-frames in turn, and only the lanes of one
 * sub-frame's xform share a vector: with more sub-frames the groups shrink to a lane or two of
 * a padded block. blur02 (tests/data/animations) at 640x480 q50, two frames, one thread, CPU
 * seconds against run_chunk's: 2 sub-frames 0.51, 4 0.62, 8 0.88, 64 1.8 (2026-11-29). Sub-frames
 * that iterate alike (render_lanes_same: a still's temporal samples) count as one. */
#define RENDER_LANES_MAX_SUBFRAMES 8

/* Whether a sub-frame can run in lanes: every xform's variations among flam3's and of the
 * normal kind, no JWildfire 3D affine or distance colour, no 3D camera; and the lanes not
 * turned off (render_lanes_isa). */
int render_lanes_fit(const render_prepared *p);

/* Whether two sub-frames iterate alike — the same xforms (prepare.c allocates them zeroed, so
 * their bytes compare), choice tables and camera, their temporal weights aside: a still's
 * temporal samples, which then run in lanes as one sub-frame whatever their number. */
int render_lanes_same(const render_prepared *a, const render_prepared *b);

/* Chunks chunk0 .. chunk0 + n - 1 (n <= RENDER_LANES) of a frame of nsub sub-frames (chunk c is
 * sub-frame c % nsub, every one render_lanes_fit), each of chunk_len samples: chunk k's plotted
 * samples go to out[k] (room for chunk_len), their count to nout[k], its bad values to bad[k]. */
void render_lanes_run(const render_prepared *sub, int nsub, int hist_width, int hist_height, uint64_t seed,
                      uint64_t chunk0, int n, int chunk_len, plotted *const *out, int *nout, double *bad);

/* Which instruction set the lanes use on this machine: "avx512", "avx2" or "sse2" — or "off"
 * (FLAMEBUILD_LANES=off: every frame on run_chunk). FLAMEBUILD_LANES=sse2|avx2|avx512 picks
 * a set (one the machine has), for tests and benchmarks. */
const char *render_lanes_isa(void);

#endif
