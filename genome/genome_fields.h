/*
 * genome_fields.h — every scalar field of a <flame>, once: its default, how it interpolates
 * between keyframes and which cache key it belongs to.
 *
 * GENOME_FLAME_FIELDS(X) calls X(member, kind, default, changed, interp, key, print) per field:
 *   member   the genome member (an element of an array member written as center[0])
 *   kind     DOUBLE or INT (enumerations are INT)
 *   default  what genome_init sets (flam3's defaults)
 *   changed  another valid value, for the tests that walk this table
 *   interp   MIX   blended with the keyframes' coefficients (interpolate.c)
 *            ROUND blended, then rounded (integers: flam3's cvtsd2si)
 *            FIRST taken from the first keyframe of the segment (enumerations)
 *            SET   set by the interpolation itself (time, palette_index, interpolation)
 *   key      ITER   changes the accumulation buffer: part of iter_key (render/keys.c)
 *            FINISH changes only the finish: part of finish_key (and of iter_key only through
 *                   the histogram's gutter, which the filter and estimator widths size)
 *            NONE   in neither: it reaches the image another way (the palette it selects or
 *                   rotates, the sub-frames and weights it shapes), or not at all
 *   print    YES    genome_print writes it and the parser reads it back
 *            NO     the parser consumes it: hue rotates the library palette, which is printed
 *                   as colours (printing hue too would rotate it twice)
 *
 * genome_init (genome.c) and the interpolation (interpolate.c) are generated from this list;
 * the parser's attribute table, the printer and the keys are written by hand (their order and
 * grouping are flam3's and the cache's), and tests/unit/test_keys.c walks the list so that a
 * field added here and forgotten there fails: it must round-trip print → parse and change
 * exactly the key named here.
 */
#ifndef FLAMEBUILD_GENOME_FIELDS_H
#define FLAMEBUILD_GENOME_FIELDS_H

#define GENOME_FLAME_FIELDS(X)                                                   \
  X(time, DOUBLE, 0.0, 2.5, SET, NONE, YES)                                           \
  X(width, INT, 100, 120, ROUND, ITER, YES)                                           \
  X(height, INT, 100, 80, ROUND, ITER, YES)                                           \
  X(center[0], DOUBLE, 0.0, 0.25, MIX, ITER, YES)                                     \
  X(center[1], DOUBLE, 0.0, -0.25, MIX, ITER, YES)                                    \
  X(scale, DOUBLE, 50.0, 60.0, MIX, ITER, YES)                                        \
  X(zoom, DOUBLE, 0.0, 0.5, MIX, ITER, YES)                                           \
  X(rotate, DOUBLE, 0.0, 30.0, MIX, ITER, YES)                                        \
  X(supersample, INT, 1, 2, ROUND, ITER, YES)                                         \
  X(filter, DOUBLE, 0.5, 0.75, MIX, FINISH, YES)                                      \
  X(filter_shape, INT, FILTER_GAUSSIAN, FILTER_HERMITE, FIRST, FINISH, YES)           \
  X(quality, DOUBLE, 1.0, 2.0, MIX, ITER, YES)                                        \
  X(passes, INT, 1, 2, ROUND, NONE, YES)                                              \
  X(temporal_samples, INT, 1000, 10, ROUND, NONE, YES)                                \
  X(temporal_filter_type, INT, TEMPORAL_BOX, TEMPORAL_GAUSSIAN, FIRST, NONE, YES)     \
  X(temporal_filter_width, DOUBLE, 1.0, 0.5, MIX, NONE, YES)                          \
  X(temporal_filter_exp, DOUBLE, 0.0, 1.0, MIX, NONE, YES)                            \
  X(background[0], DOUBLE, 0.0, 0.1, MIX, FINISH, YES)                                \
  X(background[1], DOUBLE, 0.0, 0.2, MIX, FINISH, YES)                                \
  X(background[2], DOUBLE, 0.0, 0.3, MIX, FINISH, YES)                                \
  X(brightness, DOUBLE, 4.0, 3.0, MIX, FINISH, YES)                                   \
  X(gamma, DOUBLE, 4.0, 2.5, MIX, FINISH, YES)                                        \
  X(gamma_threshold, DOUBLE, 0.01, 0.05, MIX, FINISH, YES)                            \
  X(vibrancy, DOUBLE, 1.0, 0.5, MIX, FINISH, YES)                                     \
  X(highlight_power, DOUBLE, -1.0, 1.0, MIX, FINISH, YES)                             \
  X(estimator_radius, DOUBLE, 9.0, 5.0, MIX, FINISH, YES)                             \
  X(estimator_minimum, DOUBLE, 0.0, 1.0, MIX, FINISH, YES)                            \
  X(estimator_curve, DOUBLE, 0.4, 0.6, MIX, FINISH, YES)                              \
  X(hue, DOUBLE, 0.0, 0.25, MIX, NONE, NO)                                           \
  X(palette_index, INT, -1, 3, SET, NONE, YES)                                        \
  X(palette_mode, INT, PALETTE_MODE_STEP, PALETTE_MODE_LINEAR, FIRST, ITER, YES)      \
  X(interpolation, INT, INTERP_LINEAR, INTERP_SMOOTH, SET, NONE, YES)                 \
  X(interpolation_type, INT, ITYPE_LOG, ITYPE_LINEAR, FIRST, NONE, YES)               \
  X(palette_interpolation, INT, PINTERP_HSV_CIRCULAR, PINTERP_RGB, FIRST, NONE, YES)  \
  X(hsv_rgb_palette_blend, DOUBLE, 0.0, 0.5, FIRST, NONE, YES)

#endif
