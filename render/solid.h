/*
 * solid.h — JWildfire's solid rendering in the render pipeline (kernels/solid.h holds its
 * settings and the shading of a point): ITERATE keeps in each bucket the point nearest the camera
 * instead of adding up hits, FINISH lights that surface.
 *
 * A solid frame's buffer is still a render_hist of 5 doubles a bucket, so that the cache stores
 * and checks it as any other, but each cell of the frame's grid takes two buckets side by side:
 * render_geometry_of doubles a solid frame's hist_width. Cell c's 10 values are
 *   (R, G, B, 1, 1, z, x, y, z₀, 0)
 * its point's colour (JWildfire's palette colour, 0..200), a hit, its depth in camera space in
 * buckets (larger is nearer), and its position before the camera; a cell without a point is all
 * zeros. The count channel reads one hit a lit cell, which is all the noise estimate asks.
 *
 * The merge keeps the first point of the largest depth, in the order the CPU commits its chunks,
 * every value a float: so the buffer is the same for any thread count and a buffer topped up with
 * more rounds is the one drawn in one go, as for any frame (render_sampling, prepare.h).
 */
#ifndef FLAMEBUILD_RENDER_SOLID_H
#define FLAMEBUILD_RENDER_SOLID_H

#include <stdint.h>

#include "render.h"

/* A cell's values: two buckets. */
#define RENDER_SOLID_CELL (2 * RENDER_BUCKET_CHANNELS)

/* One point a chunk plots on a solid frame. */
typedef struct plotted_solid {
  int32_t cell;              /* y · grid width + x */
  float depth;               /* in camera space, in buckets: larger is nearer */
  float x, y, z;             /* before the camera */
  float r, g, b;             /* its colour, 0..200 (JWildfire's palette scale) */
} plotted_solid;

/* The grid's width of a solid frame's geometry (half its hist_width). */
static inline int render_solid_grid_width(const render_geometry *geo) { return geo->hist_width / 2; }

/* Merges n points into a solid frame's buckets, in order: a point takes its cell when the cell
 * is empty or the point lies nearer (strictly). */
void render_solid_merge(const plotted_solid *points, int n, double *buckets);

/* FINISH of a solid frame (render_finish calls it): normals, ambient occlusion, light, the
 * spatial filter and the background, as JWildfire 9.00 draws a solid flame. */
int render_finish_solid(const render_frame *frame, const render_geometry *geo, const render_hist *hist,
                        const finish_options *opt, render_image *out, fb_error *err);

#endif
