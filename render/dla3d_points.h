/*
 * dla3d_points.h — the aggregate JWildfire's dla3d_wf draws (kernels/var_jwildfire24.h).
 *
 * JWildfire grows a 3D diffusion-limited aggregate once per parameter set
 * (DLA3DWFFuncIterator.iterate): from a point at the origin, particles start on a sphere of the
 * aggregate's radius (3 at first) at a random polar and azimuthal angle, and walk steps of 0.9
 * along an axis (plus the force's drift) until they come within the glue radius of a point of the
 * aggregate, and stick to the nearest of those as its child, or stray beyond the outer radius
 * (2.1 times the aggregate's; 9 at first) and are dropped — until it holds max_iter points, all
 * drawn from its Marsaglia generator seeded with `seed`. Each point keeps its parent and its
 * depth relative to the deepest point below it. This is that aggregate, grown as JWildfire grows
 * it single-threaded, draw for draw (checked against JWildfire's own: tests/tools/jwf_refs.sh's
 * dla3d_wf). JWildfire's threaded growth (single_thread 0), whose walkers share one generator
 * unsynchronised and so grow another aggregate at every run, is grown so too.
 */
#ifndef FLAMEBUILD_RENDER_DLA3D_POINTS_H
#define FLAMEBUILD_RENDER_DLA3D_POINTS_H

#include <stdint.h>

#include "point_cache.h"

/* The aggregate's points (count: at least the origin's; 0 where none was built), in the order
 * they stuck, the origin first; xy [DLA3D_FLOATS · count]: each point's x, y, z, its parent's x,
 * y, z (the origin's own), its relative depth and its parent's (the origin's 0, or NaN alone:
 * JWildfire's 0/0), each as two floats, the double's nearest float and what is left of it. */
typedef point_table dla3d_points;
#define DLA3D_FLOATS 16

/* The most points grown (JWildfire's max_iter, 320 by default): a larger max_iter grows these. */
#define DLA3D_MAX_POINTS 20000
/* The particles' steps all of an aggregate's walks take at most (each step a search of the
 * points near it): where JWildfire's growth never ends (a glue radius the walks' lattice never
 * comes within, a force that carries every particle off), it stops here with the points stuck
 * so far; JWildfire's default aggregate takes ~10^6 steps. */
#define DLA3D_MAX_STEPS 400000000LL

/* The aggregate of JWildfire's parameters as its setParameter keeps them (max_iter and seed
 * whole numbers, a glue radius of 0.1 at least): what it cannot grow is an empty list. Grown
 * once and kept while used, pinned and refused as dla_points_get's; safe from any thread. */
const dla3d_points *dla3d_points_get(int max_iter, int seed, double glue_radius, double force_x, double force_y,
                                     double force_z);

/* The most points all of a process's aggregates hold together (4 M, 256 MiB): past it a new one
 * is empty rather than the machine's memory. */
#define DLA3D_MAX_TOTAL_POINTS ((uint64_t)1 << 22)

#endif
