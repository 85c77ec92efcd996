/*
 * orbit_points.h — the orbits JWildfire's hopalong, threeply, macmillan and gingerbread_man
 * walk (kernels/var_jwf_attractors.h).
 *
 * Each of those Funcs keeps a point of its own and takes one step of its map a call, whatever
 * point it is given: the output of an instance's j-th call is its orbit's j-th point. JWildfire
 * makes an instance for every render thread from the flame's parameters, and each thread walks
 * its instance for its share of the samples, so its picture is the density of the orbit's
 * first million or so points — and these orbits keep spreading for millions of steps (a
 * threeply from the origin covers a fifth of its frame after 250,000 steps and overflows it
 * after 4,000,000). Here the orbit's first ORBIT_POINTS points are walked once a parameter set,
 * on the host, in double as JWildfire's Java computes them (hopalong's, macmillan's and
 * gingerbread_man's arithmetic is exact IEEE, the same bits; threeply's sine is the platform's), and a trajectory
 * walks the table from a random point on, one point a call (fm_point.walk), so that
 * consecutive calls give consecutive points as JWildfire's do — its DISTANCE colour reads the
 * step between them. (hopalong's start is what JWildfire writes as startx and starty: its
 * instance's point when the file was saved, the editor's walk already in it.)
 */
#ifndef FLAMEBUILD_RENDER_ORBIT_POINTS_H
#define FLAMEBUILD_RENDER_ORBIT_POINTS_H

#include <stdint.h>

#include "point_cache.h"

/* The orbit's points (count: ORBIT_POINTS, or 0 where none was built); xy [4 · count]: each
 * point's x and y as a float and what is left of it (their sum in double is the double to
 * ~1e-14 of it, the first alone its float), the variation's output before its amount. */
typedef point_table orbit_points;

/* How long a walk the table holds: about what one of JWildfire's render threads walks for a
 * 500 × 500 picture at quality 100 (its files' usual size and quality: 25 million samples) on a
 * machine of 24 threads — the walk that draws sidwellr/Variations' hopalong, threeply and
 * macmillan flames closest to their artist's own pictures (a quarter and twice as long a walk
 * draw visibly smaller and larger shapes: bench/BENCHMARKS.md). Below 2^24, exact in the
 * device's float walk. */
#define ORBIT_POINTS (1u << 20)

enum orbit_kind { ORBIT_HOPALONG, ORBIT_THREEPLY, ORBIT_MACMILLAN, ORBIT_GINGERBREAD };

/* The orbit of `kind` from its parameters as JWildfire's Func holds them after its
 * setParameter (hopalong's a, b, c held to [-1, 1]; threeply's start is (0, 0), macmillan's
 * c unread, gingerbread_man's none, its start (-0.1, 0)): a, b, c and the start (x0, y0). Built once and kept while used, pinned until
 * point_table_release (render/point_cache.h); NULL where it does not fit beside the orbits held
 * now. Safe from any thread. */
const orbit_points *orbit_points_get(enum orbit_kind kind, double a, double b, double c, double x0, double y0);

/* The most points all of a process's orbits hold together (16 tables, 256 MiB): past it the
 * unused go, and a new one that does not fit beside those in use fails its frame, saying so. */
#define ORBIT_MAX_TOTAL ((uint64_t)ORBIT_POINTS * 16)

#endif
