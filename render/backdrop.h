/*
 * backdrop.h — JWildfire's background of more than one colour (genome.backdrop), pixel by
 * pixel: what both finishes add behind the flame in place of its one background colour
 * (kernels/tonemap.h fm_tonemap_pixel_over; render/finish.c, gpu/finish.c).
 *
 * As JWildfire's LogDensityFilter.calculateBGColor draws it, in its 0-255 integers:
 *   - the base: the flame's background colour, or its gradient — GRADIENT_2X2 its four corners
 *     blended across the image, GRADIENT_2X2_C each quarter blended between a corner, the two
 *     edges' midpoints and the centre —, each pixel's channel rounded;
 *   - then, for each background xform (a <bgxform> of the flame's first layer), the xform
 *     applied to the pixel's point on a plane of its own — the image's centre at 0, half its
 *     diagonal at 1.41 / cam_zoom, whatever the flame's camera — from colour 0; the result's
 *     true colour, or its palette entry (the colour index · 254, rounded) at 200/256 of the
 *     entry's 0-255 channels, times the xform's weight, added to the channel, which keeps its
 *     whole part (Java's int +=). Its shader variations draw the colour alone, as JWildfire's
 *     SupportsBackground sets them (dc_*'s ColorOnly, fract_*_wf's color_only without their
 *     buddhabrot mode, dc_perlin's square shape).
 */
#ifndef FLAMEBUILD_RENDER_BACKDROP_H
#define FLAMEBUILD_RENDER_BACKDROP_H

#include "../genome/genome.h"
#include "../util/error.h"
#include "point_cache.h"

/* The most background xforms drawn (parse_backdrop.c keeps no more, and says so): each costs
 * its variations' time at every pixel. */
#define BACKDROP_MAX_XFORMS GENOME_BACKDROP_MAX_XFORMS

/* The background of g's image of width × height: rgb [3 · width · height], rows from the top,
 * each channel in genome.background's units (0..1, past 1 where the xforms' colours add up past
 * 255). -1 on out of memory or background xforms whose text is not a flame flamebuild reads. */
int render_backdrop(const genome *g, int width, int height, float *rgb, fb_error *err);

/* The same, drawn once a process for g's background at that size and kept while used
 * (render/point_cache.h: the finishes of a watch session's tone edits, an animation's frames of
 * one background, draw it once): rgb in table->xy, table->count = width · height; pinned until
 * point_table_release. NULL, with the reason, where it cannot be drawn or kept. */
const point_table *render_backdrop_get(const genome *g, int width, int height, fb_error *err);

/* The most pixels the backgrounds kept hold together (2^23: four 1080p images, 96 MiB). */
#define BACKDROP_MAX_KEPT_PIXELS ((uint64_t)1 << 23)

#endif
