/*
 * genome_fields.h — every scalar field of a <flame>, once: its default, how it interpolates
 * between keyframes and which cache key it belongs to.
 *
 * GENOME_FLAME_FIELDS(X) calls X(member, kind, default, changed, interp, key, xml, names) per
 * field, in the order genome_print writes them (flam3's order):
 *   member   the genome member (an element of an array member written as center[0])
 *   kind     DOUBLE or INT (enumerations are INT)
 *   default  what genome_init sets (flam3's defaults)
 *   changed  another valid value, for the tests that walk this table
 *   interp   MIX   blended with the keyframes' coefficients (interpolate.c)
 *            ROUND blended, then rounded (integers: flam3's cvtsd2si)
 *            STEADY blended, but a value every keyframe of the segment holds is kept exactly
 *                  (the fields flam3 lacks: their neutral value stays neutral to the bit
 *                  between flam3's keyframes, whose blend weights need not sum to exactly 1)
 *            FIRST taken from the first keyframe of the segment (enumerations)
 *            SET   set by the interpolation itself (time, palette_index, interpolation)
 *   key      ITER   changes the accumulation buffer: part of iter_key (render/keys.c)
 *            FINISH changes only the finish: part of finish_key (and of iter_key only through
 *                   the histogram's gutter, which the filter and estimator widths size)
 *            SAMPLES the sample count: part of finish_key, and of iter_key only as the samples
 *                   it draws (render_sampling: a buffer at one quality is the start of the
 *                   buffer at a higher one, under keys that share their first digits)
 *            NONE   in neither: it reaches the image another way (the palette it selects or
 *                   rotates, the sub-frames and weights it shapes), or not at all
 *            ITER3D the 3D camera's: in iter_key, all of them, when any is not its default
 *                   (a flat camera keys as it did before there was a 3D one)
 *            TONE   JWildfire's tone controls and its filter kernel: in finish_key, all of
 *                   them, when any is not its default (a flam3 flame's frames keep the finish
 *                   keys they had)
 *            ITERJWF JWildfire's antialiasing, which jitters where a sample lands: in iter_key,
 *                   both, when either is not its default (0: none, flam3's)
 *            ITERSYM JWildfire's post symmetry, which plots each sample more than once: in
 *                   iter_key, all of them, when any is not its default (NONE: none)
 *   xml      how the attribute is written and read (print.c; parse_flame_attrs.c, parse_xform.c):
 *            NUM, INT, ENUM (by `names`), LENIENT (read as flam3's atof, written as NUM),
 *            TIME (time, then the flame's name), SIZE (width: size="W H"), CENTER, BACKGROUND
 *            (the array's first element writes the whole array), WITH_PREV (written and read
 *            with the row before), CONSUMED (the parser applies it and the printer writes its
 *            effect: hue rotates, and palette="N" selects, the colours that are printed),
 *            OPTNUM, OPTINT, OPTENUM (as NUM, INT and ENUM, but written only when not the
 *            default: the 3D camera, JWildfire's tone controls and motion blur, which flam3's
 *            files do not have)
 *   names    the enumeration's name function (ENUM), else NULL
 *
 * JWildfire's tone controls (contrast … fg_opacity, under JWildfire's attribute names, and
 * tone_model, flamebuild's: whose brightness and palette scales) default
 * to the values under which the finish is flam3's to the bit: flam3's fixed white level 255,
 * no low-density glow, factors of 1. A flame JWildfire wrote gets JWildfire's own defaults
 * for those it leaves out (parse_editors.c); render/density.c and kernels/tonemap.h say how
 * each is drawn.
 *
 * genome_init (genome.c), the interpolation (interpolate.c), the printer (print.c) and the
 * parser's attribute table (parse_flame_attrs.c, with its aliases and flam3's special forms beside) are
 * generated from this list, and so are the flame's scalar values in each cache key
 * (render/keys.c, by the key column). tests/unit/test_keys.c walks the list: a field added
 * here must round-trip print → parse and change exactly the key named here.
 *
 * GENOME_XFORM_FIELDS(X), below, does the same for an <xform>'s own scalar attributes
 * (genome_xform), calling X(member, default, changed, interp, key, print, xml):
 *   interp   MIX      blended (interpolate.c), not clamped (as in flam3)
 *            CLAMP01  blended, then clamped to [0, 1]
 *            NONNEG   blended, then a negative value made 0
 *   key      ITER     part of iter_key (render/keys.c: each xform's leading values)
 *            NOTFINAL the same, but keyed as 0 for the final xform (never selected)
 *            NONE     in neither: no part of the image
 *   print    HEAD     written after the element's name, before the variations (print.c)
 *            NOTFINAL the same, but not for the final xform
 *            TAIL     written last, after coefs, post and chaos (flam3's order)
 *   xml      NUM one number; COLOR "c" or flam3's "c1 c2" (parse_xform.c)
 * genome_xform_init, the interpolation's blend, the printer, the parser (its attributes and
 * the words it suggests from) and the keys are generated from it, and test_keys walks it.
 * flam3's special forms (symmetry, plotmode) and the padding xforms flam3_align makes up
 * (interpolate_align.c) stay beside.
 */
#ifndef FLAMEBUILD_GENOME_FIELDS_H
#define FLAMEBUILD_GENOME_FIELDS_H

#define GENOME_FLAME_FIELDS(X)                                                            \
  X(time, DOUBLE, 0.0, 2.5, SET, NONE, TIME, NULL)                                                                         \
  X(width, INT, 100, 120, ROUND, ITER, SIZE, NULL)                                                                         \
  X(height, INT, 100, 80, ROUND, ITER, WITH_PREV, NULL)                                                                    \
  X(center[0], DOUBLE, 0.0, 0.25, MIX, ITER, CENTER, NULL)                                                                 \
  X(center[1], DOUBLE, 0.0, -0.25, MIX, ITER, WITH_PREV, NULL)                                                             \
  X(scale, DOUBLE, 50.0, 60.0, MIX, ITER, NUM, NULL)                                                                       \
  X(zoom, DOUBLE, 0.0, 0.5, MIX, ITER, NUM, NULL)                                                                          \
  X(rotate, DOUBLE, 0.0, 30.0, MIX, ITER, NUM, NULL)                                                                       \
  X(supersample, INT, 1, 2, ROUND, ITER, INT, NULL)                                                                        \
  X(filter, DOUBLE, 0.5, 0.75, MIX, FINISH, NUM, NULL)                                                                     \
  X(filter_shape, INT, FILTER_GAUSSIAN, FILTER_HERMITE, FIRST, FINISH, ENUM, genome_filter_shape_name)                     \
  X(temporal_filter_type, INT, TEMPORAL_BOX, TEMPORAL_GAUSSIAN, FIRST, NONE, ENUM, genome_temporal_filter_name)            \
  X(temporal_filter_exp, DOUBLE, 0.0, 1.0, MIX, NONE, NUM, NULL)                                                           \
  X(temporal_filter_width, DOUBLE, 1.0, 0.5, MIX, NONE, NUM, NULL)                                                         \
  X(quality, DOUBLE, 1.0, 2.0, MIX, SAMPLES, NUM, NULL)                                                                       \
  X(passes, INT, 1, 2, ROUND, NONE, INT, NULL)                                                                             \
  X(temporal_samples, INT, 1000, 10, ROUND, NONE, INT, NULL)                                                               \
  X(background[0], DOUBLE, 0.0, 0.1, MIX, FINISH, BACKGROUND, NULL)                                                        \
  X(background[1], DOUBLE, 0.0, 0.2, MIX, FINISH, WITH_PREV, NULL)                                                         \
  X(background[2], DOUBLE, 0.0, 0.3, MIX, FINISH, WITH_PREV, NULL)                                                         \
  X(brightness, DOUBLE, 4.0, 3.0, MIX, FINISH, NUM, NULL)                                                                  \
  X(gamma, DOUBLE, 4.0, 2.5, MIX, FINISH, NUM, NULL)                                                                       \
  X(highlight_power, DOUBLE, -1.0, 1.0, MIX, FINISH, LENIENT, NULL)                                                        \
  X(vibrancy, DOUBLE, 1.0, 0.5, MIX, FINISH, NUM, NULL)                                                                    \
  X(estimator_radius, DOUBLE, 9.0, 5.0, MIX, FINISH, NUM, NULL)                                                            \
  X(estimator_minimum, DOUBLE, 0.0, 1.0, MIX, FINISH, NUM, NULL)                                                           \
  X(estimator_curve, DOUBLE, 0.4, 0.6, MIX, FINISH, NUM, NULL)                                                             \
  X(gamma_threshold, DOUBLE, 0.01, 0.05, MIX, FINISH, NUM, NULL)                                                           \
  X(palette_mode, INT, PALETTE_MODE_STEP, PALETTE_MODE_LINEAR, FIRST, ITER, ENUM, genome_palette_mode_name)                \
  X(interpolation, INT, INTERP_LINEAR, INTERP_SMOOTH, SET, NONE, ENUM, genome_interpolation_name)                          \
  X(interpolation_type, INT, ITYPE_LOG, ITYPE_LINEAR, FIRST, NONE, ENUM, genome_interpolation_type_name)                   \
  X(palette_interpolation, INT, PINTERP_HSV_CIRCULAR, PINTERP_RGB, FIRST, NONE, ENUM, genome_palette_interpolation_name)   \
  X(hsv_rgb_palette_blend, DOUBLE, 0.0, 0.5, FIRST, NONE, NUM, NULL)                                                       \
  X(hue, DOUBLE, 0.0, 0.25, MIX, NONE, CONSUMED, NULL)                                                                     \
  X(palette_index, INT, -1, 3, SET, NONE, CONSUMED, NULL)                                                                  \
  X(z_mode, INT, FM_Z_APOPHYSIS, FM_Z_JWILDFIRE, FIRST, ITER3D, OPTENUM, genome_z_mode_name)                               \
  X(cam_model, INT, CAM_MODEL_FLAT, CAM_MODEL_APOPHYSIS, FIRST, ITER3D, OPTENUM, genome_cam_model_name)                    \
  X(cam_pitch, DOUBLE, 0.0, 0.5, MIX, ITER3D, OPTNUM, NULL)                                                                \
  X(cam_yaw, DOUBLE, 0.0, 0.3, MIX, ITER3D, OPTNUM, NULL)                                                                  \
  X(cam_bank, DOUBLE, 0.0, 10.0, MIX, ITER3D, OPTNUM, NULL)                                                                \
  X(cam_persp, DOUBLE, 0.0, 0.2, MIX, ITER3D, OPTNUM, NULL)                                                                \
  X(cam_zpos, DOUBLE, 0.0, 0.4, MIX, ITER3D, OPTNUM, NULL)                                                                 \
  X(cam_dof, DOUBLE, 0.0, 0.1, MIX, ITER3D, OPTNUM, NULL)                                                                  \
  X(blur_curve, DOUBLE, 0.0, 20.0, MIX, ITER3D, OPTNUM, NULL)                                                              \
  X(cam_pos_x, DOUBLE, 0.0, 0.1, MIX, ITER3D, OPTNUM, NULL)                                                                \
  X(cam_pos_y, DOUBLE, 0.0, 0.1, MIX, ITER3D, OPTNUM, NULL)                                                                \
  X(cam_pos_z, DOUBLE, 0.0, 0.1, MIX, ITER3D, OPTNUM, NULL)                                                                \
  X(new_dof, DOUBLE, 0.0, 1.0, FIRST, ITER3D, OPTNUM, NULL)                                                               \
  X(cam_dof_scale, DOUBLE, 1.0, 1.5, MIX, ITER3D, OPTNUM, NULL)                                                            \
  X(cam_dof_fade, DOUBLE, 1.0, 0.5, MIX, ITER3D, OPTNUM, NULL)                                                             \
  X(cam_dof_area, DOUBLE, 0.5, 0.7, MIX, ITER3D, OPTNUM, NULL)                                                             \
  X(cam_dof_exponent, DOUBLE, 2.0, 1.5, MIX, ITER3D, OPTNUM, NULL)                                                         \
  X(cam_xfocus, DOUBLE, 0.0, 0.2, MIX, ITER3D, OPTNUM, NULL)                                                               \
  X(cam_yfocus, DOUBLE, 0.0, 0.2, MIX, ITER3D, OPTNUM, NULL)                                                               \
  X(cam_zfocus, DOUBLE, 0.0, 0.2, MIX, ITER3D, OPTNUM, NULL)                                                               \
  X(contrast, DOUBLE, 1.0, 0.8, STEADY, TONE, OPTNUM, NULL)                                                                \
  X(white_level, DOUBLE, 255.0, 220.0, STEADY, TONE, OPTNUM, NULL)                                                         \
  X(low_density_brightness, DOUBLE, 0.0, 0.24, STEADY, TONE, OPTNUM, NULL)                                                 \
  X(balancing_red, DOUBLE, 1.0, 1.2, STEADY, TONE, OPTNUM, NULL)                                                           \
  X(balancing_green, DOUBLE, 1.0, 0.9, STEADY, TONE, OPTNUM, NULL)                                                         \
  X(balancing_blue, DOUBLE, 1.0, 1.1, STEADY, TONE, OPTNUM, NULL)                                                          \
  X(saturation, DOUBLE, 1.0, 1.5, STEADY, TONE, OPTNUM, NULL)                                                              \
  X(fg_opacity, DOUBLE, 1.0, 0.5, STEADY, TONE, OPTNUM, NULL)                                                              \
  X(antialias_amount, DOUBLE, 0.0, 0.25, STEADY, ITERJWF, OPTNUM, NULL)                                                    \
  X(antialias_radius, DOUBLE, 0.0, 0.5, STEADY, ITERJWF, OPTNUM, NULL)                                                     \
  X(post_symmetry_type, INT, POST_SYMMETRY_NONE, POST_SYMMETRY_POINT, FIRST, ITERSYM, OPTENUM, genome_post_symmetry_name) \
  X(post_symmetry_order, INT, 3, 5, ROUND, ITERSYM, OPTINT, NULL)                                                       \
  X(post_symmetry_centre_x, DOUBLE, 0.0, 0.1, STEADY, ITERSYM, OPTNUM, NULL)                                             \
  X(post_symmetry_centre_y, DOUBLE, 0.0, -0.1, STEADY, ITERSYM, OPTNUM, NULL)                                            \
  X(post_symmetry_distance, DOUBLE, 1.25, 1.0, STEADY, ITERSYM, OPTNUM, NULL)                                            \
  X(post_symmetry_rotation, DOUBLE, 6.0, 12.0, STEADY, ITERSYM, OPTNUM, NULL)                                            \
  X(motion_blur_length, INT, 0, 20, FIRST, NONE, OPTINT, NULL)                                                             \
  X(motion_blur_timestep, DOUBLE, 0.05, 0.1, FIRST, NONE, OPTNUM, NULL)                                                    \
  X(motion_blur_decay, DOUBLE, 0.03, 0.1, FIRST, NONE, OPTNUM, NULL)                                                       \
  X(tone_model, INT, TONE_MODEL_FLAM3, TONE_MODEL_JWILDFIRE, FIRST, TONE, OPTENUM, genome_tone_model_name)           \
  X(filter_kernel, INT, FILTER_KERNEL_FLAM3, FILTER_KERNEL_MITCHELL_SMOOTH, FIRST, TONE, OPTENUM,                         \
    genome_filter_kernel_name)

#define GENOME_XFORM_FIELDS(X)                          \
  X(weight, 0.0, 0.7, NONNEG, NOTFINAL, NOTFINAL, NUM)  \
  X(color, 0.0, 0.3, CLAMP01, ITER, HEAD, COLOR)        \
  X(color_speed, 0.5, 0.2, CLAMP01, ITER, HEAD, NUM)    \
  X(animate, 1.0, 0.0, MIX, NONE, HEAD, NUM)            \
  X(opacity, 1.0, 0.4, MIX, ITER, TAIL, NUM)

#endif
