/*
 * subflame_points.h — the points JWildfire's subflame_wf draws from (kernels/var_jwildfire24.h).
 *
 * subflame_wf carries a whole flame (its resource "flame", the XML in hex bytes), and each of
 * its calls takes a step of that flame's own chaos game, kept by its instance from call to call
 * (SubFlameWFFunc.subflameIter: the next xform by the sub-flame's weights and xaos, on until one
 * is drawn — hidden xforms and an opaque one's chance passed over —, then its final xforms): the
 * call's point is the sub-flame's point, moved. Here the sub-flame's chaos game runs once per
 * sub-flame, on the host, for SUBFLAME_POINTS such points (its trajectories started as JWildfire
 * starts one: a random point, 42 steps unplotted, again after a bad value), and a call picks one
 * of them: the sub-flame drawn as the cloud of its points, where JWildfire's instance walks its
 * trajectory one step a call (the same attractor; its calls in a row are neighbours there).
 */
#ifndef FLAMEBUILD_RENDER_SUBFLAME_POINTS_H
#define FLAMEBUILD_RENDER_SUBFLAME_POINTS_H

#include <stdint.h>

#include "point_cache.h"

/* xy [9 · count]: each point's x as two floats (the double's nearest float and what is left of
 * it), its y, z and colour index so, and 1 where a variation of the sub-flame hid it (JWildfire's
 * doHide, which the call passes on), else 0. */
typedef point_table subflame_points;
#define SUBFLAME_FLOATS 9

/* The points a sub-flame is drawn as: a 1080p frame's subflame_wf draws ~10⁹ of them, each
 * point of the cloud ~10³ times. */
#define SUBFLAME_POINTS (1 << 21)

/* The points of the sub-flame whose text genome_text_keep kept under `digest` (the first flame
 * of it, as JWildfire reads it; its chaos game seeded by the digest): a text that is not kept, not a
 * flame, or one whose xforms draw nothing is an empty list. Made once and kept while used,
 * pinned until point_table_release (render/point_cache.h); NULL where it does not fit beside
 * the clouds held now (SUBFLAME_MAX_TOTAL_POINTS). Safe from any thread. A sub-flame's own
 * subflame_wf is empty (the text it names would be made inside this one's making). */
const subflame_points *subflame_points_get(uint64_t digest);

/* The most points the sub-flames' clouds hold together at once (2^25, 1.2 GiB). */
#define SUBFLAME_MAX_TOTAL_POINTS ((uint64_t)1 << 25)

#endif
