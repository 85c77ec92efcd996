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
#include "../kernels/solid.h"

/* A cell's values: two buckets. */
#define RENDER_SOLID_CELL (2 * RENDER_BUCKET_CHANNELS)

/* A chunk's points as a solid frame's casting lights see them (the iteration's). */
typedef struct solid_shadows {
  int count;                                 /* casting lights */
  double view[FM_SOLID_LIGHTS][3][3];        /* fm_solid_light_view of each */
  float *points[FM_SOLID_LIGHTS];            /* (x, y, z) a point, each light's */
  int n;                                     /* points in each */
  int merged[FM_SOLID_LIGHTS];               /* each light's merged on the worker (its map open) */
  /* what the chunk's colours are scaled by: among JWildfire's packets (layers, motion blur) its
   * sub-frame's weight, as JWildfire scales a layer's colour by its weight; else 1 (a temporal
   * sample's weight does not dim a surface) */
  double colour_weight;
} solid_shadows;

/* One point a chunk plots on a solid frame. */
typedef struct plotted_solid {
  int32_t cell;              /* y · grid width + x */
  float depth;               /* in camera space, in buckets: larger is nearer */
  float x, y, z;             /* before the camera */
  float r, g, b;             /* its colour, 0..200 (JWildfire's palette scale) */
} plotted_solid;

/* The grid's width of a solid frame's geometry (half its hist_width); its height is
 * geo->solid_grid_height, the rows below it hold the shadow maps. */
static inline int render_solid_grid_width(const render_geometry *geo) { return geo->hist_width / 2; }

/*
 * Shadows (JWildfire's ShadowCalculator): every casting light has a depth map of every point the
 * chaos game draws, seen from the light. Its extent is the box of the first
 * RENDER_SOLID_SHADOW_FIRST points (widened by 3% a side), which wait in the buffer until then;
 * a point then takes its map cell where it lies nearer the light. The lights' regions follow the
 * grid's rows in the buffer, each
 *   (state, points waiting, x scale, y scale, x centre, y centre, 0, 0), the waiting points'
 *   (x, y, z) × RENDER_SOLID_SHADOW_FIRST, then the map, side × side depths, row by row in x
 * with state 0 while the points wait (the map unused), 1 once the map has its extent; every
 * value a float (the scales and centres rounded to float when made).
 */
#define RENDER_SOLID_SHADOW_FIRST 40960
#define RENDER_SOLID_SHADOW_HEAD 8

/* The side of a light's map for the flame of first control point cp (its shadowmap_size scaled
 * as the render's size scales the flame's own: JWildfire's pixelsPerUnitScale; 64 at least),
 * and the values a light's region takes. */
int render_solid_shadow_side(const genome *cp);
size_t render_solid_shadow_region(const genome *cp);
/* How many lights of cp cast a shadow map: 0 when its shadows are off. */
int render_solid_shadow_lights(const genome *cp);

/* Merges n points into a solid frame's buckets, in order: a point takes its cell when the cell
 * is empty or the point lies nearer (strictly). */
void render_solid_merge(const plotted_solid *points, int n, double *buckets);
/* The same merge without an order: a point takes its cell when it lies nearer, or as near and
 * comes first in the frame's order (rank0 + its index: its chunk's first sample's place), so any
 * order of chunks gives render_solid_merge's buffer; chunks merge side by side, a cell taken
 * under a compare-and-swap of its key. Between render_solid_keys_begin, which gives the
 * buffer's cells (`cells` of them: the grid's) their keys — a point already there the first
 * of all —, and render_solid_keys_end, which clears them (the buffer canonical again). */
void render_solid_keys_begin(double *buckets, size_t cells);
void render_solid_merge_shared(const plotted_solid *points, int n, uint64_t rank0, double *buckets);
void render_solid_keys_end(double *buckets, size_t cells);

/* Merges n points seen from a casting light, (x, y, z) each in its view, into that light's region
 * (region: its first value), in order: waiting until the region has its extent, then into the
 * map. side: the map's. */
void render_solid_merge_shadow(const float *points, int n, double *region, int side);
/* Whether a light's map has its extent; then chunks plot into it side by side, each point a
 * compare-and-swap (render_solid_merge_shadow_shared); before, a chunk's points go to
 * render_solid_merge_shadow in the frame's order, which makes the extent from the first points. */
int render_solid_shadow_open(const double *region);
void render_solid_merge_shadow_shared(const float *points, int n, double *region, int side);

/* FINISH of a solid frame (render_finish calls it): normals, ambient occlusion, light, the
 * spatial filter and the background, as JWildfire 9.00 draws a solid flame. */
int render_finish_solid(const render_frame *frame, const render_geometry *geo, const render_hist *hist,
                        const finish_options *opt, render_image *out, fb_error *err);

#endif
