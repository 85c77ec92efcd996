/*
 * brownian_points.h — the path JWildfire's brownian_js draws on (kernels/var_jwildfire26.h).
 *
 * JWildfire's BrownianFunc builds its path once per parameter set, in setParameter (level and
 * seed): Princeton's Brownian island, a closed loop from the origin back to it by midpoint
 * displacement to depth `level`, each midpoint moved on x, then y, by a Gaussian of variance
 * var (variation/√2 at the top, divided by 2.7 a level), the Gaussians by Marsaglia's polar
 * method from a java.util.Random seeded with `seed`, in the recursion's order (first half
 * before the second). Its 2^level segments, in the order JWildfire's instance walks them one a
 * call, which a call of the variation picks with equal chance. This is that list, built as
 * JWildfire builds it, draw for draw (checked against JWildfire's own: tests/tools/jwf_refs.sh's
 * brownian_js).
 */
#ifndef FLAMEBUILD_RENDER_BROWNIAN_POINTS_H
#define FLAMEBUILD_RENDER_BROWNIAN_POINTS_H

#include <stdint.h>

#include "point_cache.h"

/* The segments (count: 2^level; 0 where none was built); xy [8 · count]: each segment's x1, y1,
 * x2, y2, each as two floats, the double's nearest float and what is left of it: their sum in
 * double is the double to ~1e-14 of it, the first alone its float. */
typedef point_table brownian_points;

/* The path of JWildfire's level (1-15, as its setParameter holds it), variation and seed (the
 * int its setParameter keeps; 0 is JWildfire's clock-seeded path, which gives none here): what
 * it cannot build is an empty list. Built once and kept while used, pinned until
 * point_table_release (render/point_cache.h); NULL where it does not fit beside the paths held
 * now. Safe from any thread. */
const brownian_points *brownian_points_get(int level, double variation, int seed);

/* The most segments all of a process's paths hold together (16 M, 512 MiB): past it a new one
 * is empty rather than the machine's memory. */
#define BROWNIAN_MAX_TOTAL ((uint64_t)1 << 24)

#endif
