/*
 * snowflake_points.h — the points JWildfire's snowflake_wf draws from (kernels/var_jwildfire24.h).
 *
 * JWildfire grows a snow crystal once per parameter set (SnowflakeWFFunc, after Reiter's local
 * cellular model of snow crystal growth): a hexagonal grid of cells, each holding a water level
 * that starts at bg_freeze_level plus noise drawn from its Marsaglia generator seeded with
 * `seed`, the centre cell frozen at 1; max_iter times, the frozen cells and their neighbours
 * take on water (fg_freeze_speed) while the rest diffuses (diffusion_speed, weighted to the cell
 * itself by diffusion_asymmetry). The grown grid is laid on a canvas of rows, every cell above
 * the threshold becoming a point ((row − rows/2)/rows·scale, (column − columns/2)/columns ·
 * scale·stretch) with the level above the threshold as its intensity, moved by the jitter
 * radius in a direction a second generator of the same seed draws for every canvas cell in turn,
 * above the threshold or not. A call picks one of the points (the colour index, where dc_color
 * is on, intensity · dc_color_scale + dc_color_offset). This is that list, grown as JWildfire
 * grows it, bit for bit (checked against JWildfire's own list: tests/tools/jwf_refs.sh's
 * snowflake_wf).
 */
#ifndef FLAMEBUILD_RENDER_SNOWFLAKE_POINTS_H
#define FLAMEBUILD_RENDER_SNOWFLAKE_POINTS_H

#include <stdint.h>

#include "point_cache.h"

/* The crystal's points (count: 0 for parameters JWildfire grows none from); xy [5 · count]: each
 * point's x as two floats, the double's nearest float and what is left of it, its y so, then its
 * intensity (a float in JWildfire too), in JWildfire's order (row, then column). */
typedef point_table snowflake_points;
#define SNOWFLAKE_FLOATS 5

/* The crystal's parameters, as JWildfire's setParameter keeps them (whole numbers for
 * buffer_size, max_iter and seed). */
typedef struct snowflake_settings {
  int buffer_size, max_iter, seed;
  double bg_freeze_level, fg_freeze_speed, diffusion_speed, diffusion_asymmetry, rnd_bg_noise, threshold;
  double scale, jitter;
} snowflake_settings;

/* The widest grid grown (buffer_size cells a row; JWildfire's random ones are 300-525): the grid
 * holds about 4·buffer_size² cells, 134 MB at this size. A wider one, or one under 1 (where
 * JWildfire's own arrays cannot be made), gives no points. */
#define SNOWFLAKE_MAX_BUFFER_SIZE 1024
/* The most cell updates one crystal takes (cells · max_iter; JWildfire's random parameters give
 * at most 1.7·10^9, a few seconds): a longer growth stops there, with the crystal as grown. */
#define SNOWFLAKE_MAX_CELL_STEPS 4000000000LL

/* The crystal of `settings`: what it cannot grow is an empty list. Grown once and kept while
 * used (JWildfire's own cache of them), pinned until point_table_release
 * (render/point_cache.h); NULL where it does not fit beside the crystals held now. Safe from
 * any thread. */
const snowflake_points *snowflake_points_get(const snowflake_settings *settings);

/* The most points all of a process's crystals hold together (32 M, 640 MiB): past it a new one
 * is empty rather than the machine's memory. */
#define SNOWFLAKE_MAX_TOTAL_POINTS ((uint64_t)1 << 25)

#endif
