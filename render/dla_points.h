/*
 * dla_points.h — the points JWildfire's dla_wf draws from (kernels/var_jwildfire24.h).
 *
 * JWildfire grows a diffusion-limited aggregate once per parameter set (DLAWFFunc.calculate):
 * on a grid of buffer_size² cells, from a seed cell at the centre, max_iter particles each
 * walk from the aggregate's radius, a random step at a time, until they touch it (and stick)
 * or stray too far (and start again), all drawn from its Marsaglia generator seeded with
 * `seed`. Every cell of the aggregate becomes the point ((i − size/2)/size·scale, likewise j),
 * moved by the jitter radius in a direction that a second generator of the same seed draws for
 * every cell of the grid in turn, stuck or not; a call of the variation picks one of the points
 * with equal chance. This is that list, grown as JWildfire grows it, draw for draw (checked
 * against JWildfire's own list: tests/tools/jwf_refs.sh's dla_wf).
 */
#ifndef FLAMEBUILD_RENDER_DLA_POINTS_H
#define FLAMEBUILD_RENDER_DLA_POINTS_H

#include <stdint.h>

#include "point_cache.h"

/* The aggregate's cells (count: 0 for a grid JWildfire could not grow one on); xy [4 · count]:
 * each point's x as two floats, the double's nearest float and what is left of it, then its y
 * so: the cells in JWildfire's order (i, then j); their sum in double is the point's double to
 * ~1e-14 of it, the first alone its float. */
typedef point_table dla_points;

/* The grid sizes grown (JWildfire's would allocate any): a larger one, or one under 3 cells a
 * side, gives no points. */
#define DLA_MAX_BUFFER_SIZE 4096
/* The particles grown at most (JWildfire's max_iter, 6000 by default): a larger max_iter grows
 * these. */
#define DLA_MAX_PARTICLES 200000
/* The random steps all of an aggregate's walks take at most: where JWildfire's walks never
 * end (an aggregate grown to the grid's edge, from which every particle strays and starts
 * again), the growth stops here, with the cells stuck so far: some 10 s of walking, where
 * JWildfire's default aggregate (6,000 particles) takes 1.3·10^7 steps and one of 25,000 (the
 * most its random parameters give) 1.7·10^8. (A seed whose generator stalls at 0, whose
 * particles JWildfire walks off the grid forever, grows none: the centre cell alone.) */
#define DLA_MAX_STEPS 500000000LL

/* The aggregate of JWildfire's parameters, as its setParameter keeps them (whole numbers for
 * buffer_size, max_iter and seed; jitter at least 0.01, and 1 at most as a radius): what it
 * cannot grow is an empty list. Grown once and kept while used (JWildfire's own cache of them),
 * pinned until point_table_release (render/point_cache.h); NULL where it does not fit beside
 * the aggregates held now. Safe from any thread. */
const dla_points *dla_points_get(int buffer_size, int max_iter, int seed, double scale, double jitter);

/* The most points all of a process's aggregates hold together (64 M, 512 MiB): past it a new
 * one is empty rather than the machine's memory. */
#define DLA_MAX_TOTAL_POINTS ((uint64_t)1 << 26)

#endif
