/*
 * parse_editors.c — what Apophysis 7X, JWildfire and Fractorium write beyond flam3 (see
 * parse.c for the overview): the names they give flam3's own variations, their cameras, and
 * the record of what a file asks for that flamebuild cannot draw (genome_list.unsupported),
 * said once per file.
 *
 * The 3D camera. Apophysis 7X, Fractorium and JWildfire carry a z coordinate through the
 * iteration (the 3D variations of kernels/var_3d.h read and write it) and project it with a
 * camera of their own when it is tilted, in perspective or focused. The genome keeps the
 * camera's values as the file writes them (genome_fields.h: cam_pitch … cam_pos_z; JWildfire's
 * cam_roll is its bank) and whose camera reads them (cam_model): JWildfire's (bank and rotate's
 * roll inside the rotation, a camera position, points behind the camera dropped) for a file
 * JWildfire wrote, else Apophysis 7X's, which Fractorium follows. Both write radians.
 * kernels/camera3d.h projects by either.
 */
#include "parse_private.h"

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "resource_text.h"

/* ---- the camera ---------------------------------------------------------------------- */

/* Meaningful only with JWildfire's depth of field of another shape than BUBBLE (reported:
 * parse_editor_camera), or not at all for BUBBLE: its shape's turn and parameters. */
static const char *const camera_quiet[] = {"cam_dof_rotate", NULL};

/* Drawn as if absent, and said so when not 0: JWildfire's z dimming. */
static const char *const camera_unsupported[] = {"dimish_z", "cam_zdimish", NULL};

static int in_list(const char *const *list, const char *name) {
  for (int i = 0; list[i]; i++)
    if (!strcmp(list[i], name)) return 1;
  return 0;
}

void parse_editor_chaos(parser *p, genome *g) {
  if (strncmp(p->version, "EMBER", 5)) return;
  const int n = g->num_xforms;
  for (int row = 0; row < n; row++) {
    double total = 0;
    for (int j = 0; j < n; j++) total += g->xforms[j].weight * g->chaos[row * n + j];
    if (total != 0 || !(g->xforms[0].weight > 0)) continue;
    for (int j = 0; j < n; j++) g->chaos[row * n + j] = j == 0;
  }
}

void parse_editor_color_types(parser *p, const genome *g) {
  int distance = 0, other = 0;
  for (int i = 0; i < g->num_xforms + g->num_finals; i++) {
    const genome_xform *x = &g->xforms[i];
    if (x->color_type == COLOR_TYPE_DISTANCE) distance++;
    else other++;
  }
  if (distance && other) parse_unsupported_feature(p, "JWildfire's colour type DISTANCE beside others");
}

/* Each instance of a variation that walks a state of its own along the trajectory keeps its
 * own in JWildfire; the trajectory here keeps one (fm_point.walk), which two would share: said
 * where a colour walks (dc_dmodulus, dc_kaleidotile), whose colour would be the other's. Two
 * orbits (hopalong, threeply, macmillan) share it and are drawn: each call still takes the
 * next point of its own orbit's table, whose points are drawn as often as JWildfire's. */
void parse_editor_walks(parser *p, const genome *g) {
  int walkers = 0, colours = 0;
  for (int i = 0; i < g->num_xforms + g->num_finals; i++)
    for (int k = 0; k < g->xforms[i].nvars; k++) {
#define WALKS(name) walkers += g->xforms[i].vars[k].index == FM_VAR_##name;
#define COLOURS(name) colours += g->xforms[i].vars[k].index == FM_VAR_##name;
      FM_VARS_WALK(WALKS)
      FM_VARS_WALK_COLOUR(COLOURS)
#undef WALKS
#undef COLOURS
    }
  if (walkers > 1 && colours > 0)
    parse_unsupported_feature(p, "two walks of dc_dmodulus, dc_kaleidotile or an orbit (one a trajectory here)");
}

/* The text of a JWildfire resource in hex bytes, into out (cut at size − 1, NUL-terminated): its
 * length, up to its first pair that is not two hex digits. */
static size_t hex_text(const char *value, char *out, size_t size) {
  size_t n = 0;
  for (const char *s = value; isxdigit((unsigned char)s[0]) && isxdigit((unsigned char)s[1]) && n + 1 < size; s += 2) {
    const char pair[3] = {s[0], s[1], 0};
    out[n++] = (char)strtol(pair, NULL, 16);
  }
  out[n] = 0;
  return n;
}

/* subflame_wf's settings that are not drawn: said once its xform is read. A sub-flame without its
 * text draws JWildfire's own default flame, which is not here. */
void parse_editor_subflames(parser *p, const genome *g) {
  for (int i = 0; i < g->num_xforms + g->num_finals; i++) {
    const genome_xform *x = &g->xforms[i];
    if (genome_xform_var(x, FM_VAR_subflame_wf) == 0.0) continue;
    const double mode = fm_jwf_int(genome_xform_param(x, FM_P_subflame_wf_color_mode));
    if (mode != -1 && mode != 0) parse_unsupported_feature(p, "subflame_wf's colour modes of the sub-flame's colours");
    if (fm_jwf_int(genome_xform_param(x, FM_P_subflame_wf_flame_is_sequence)) != 0)
      parse_unsupported_feature(p, "subflame_wf's sequences of flames");
    if (genome_xform_param(x, FM_P_subflame_wf_text0) == 0 && genome_xform_param(x, FM_P_subflame_wf_text1) == 0 &&
        genome_xform_param(x, FM_P_subflame_wf_text2) == 0)
      parse_unsupported_feature(p, "subflame_wf's default flame (the file holds none)");
  }
}

/* What of subflame_wf's flame (text[0..n)) is not drawn, said as the flame's own: a text that is
 * no flame, a flame of no xforms (each drawn as nothing), what its own reading says, and a
 * subflame_wf of its own (left empty: render/subflame_points.h). */
static void say_subflame(parser *p, const char *text, size_t n) {
  genome_list sub;
  fb_error err;
  genome_parse_options opt;
  memset(&opt, 0, sizeof opt); /* (its warnings: its reading's, said below as one) */
  if (genome_parse_memory(text, n, "subflame_wf's flame", &opt, &sub, &err) < 0) {
    parse_unsupported_feature(p, "subflame_wf's flame, which is not a flame flamebuild reads (drawn as nothing)");
    return;
  }
  const genome *g = sub.count > 0 ? &sub.flames[0] : NULL;
  if (!g || g->num_xforms == 0) parse_unsupported_feature(p, "subflame_wf's flame of no xforms (drawn as nothing)");
  for (int i = 0; g && i < g->num_xforms + g->num_finals; i++)
    if (genome_xform_var(&g->xforms[i], FM_VAR_subflame_wf) != 0.0) {
      parse_unsupported_feature(p, "a subflame_wf inside subflame_wf's flame (drawn as nothing)");
      break;
    }
  if (sub.unsupported[0]) {
    char what[sizeof sub.unsupported + 64];
    snprintf(what, sizeof what, "in subflame_wf's flame: %s", sub.unsupported);
    parse_unsupported_feature(p, what);
  }
  genome_list_free(&sub);
}

/* subflame_wf's flame, a text resource in hex bytes: kept (genome/resource_text.h) and its
 * digest put in subflame_wf_text0…2, which render/subflame_points.c finds it by. A text that
 * cannot be kept is said, as what of it is not drawn (say_subflame). */
static int subflame_text(parser *p, xmlNode *node, genome_xform *x, const char *value) {
  const size_t size = strlen(value) / 2 + 1;
  char *text = malloc(size);
  if (!text) return parse_fail(p, node, "out of memory reading subflame_wf's flame");
  const size_t n = hex_text(value, text, size);
  const uint64_t digest = n ? genome_text_keep(text, n) : 0;
  if (n && !digest) parse_unsupported_feature(p, "subflame_wf's flame (not kept: too many sub-flames)");
  if (digest) say_subflame(p, text, n);
  free(text);
  double part[3];
  genome_text_digest_split(digest, part);
  for (int k = 0; k < 3; k++)
    if (parse_set_param(p, node, x, FM_P_subflame_wf_text0 + k, part[k]) < 0) return -1;
  return 0;
}

int parse_editor_flame_attr(parser *p, xmlNode *n, const char *name, const char *value) {
  if (!strcmp(name, "version")) { /* which editor wrote the flame; quiet */
    snprintf(p->version, sizeof p->version, "%s", value);
    return 1;
  }
  if (!strncmp(name, "cam_dof_param", 13) || in_list(camera_quiet, name)) return 1;
  if (!strcmp(name, "cam_dof_shape")) { /* JWildfire's blur shape: BUBBLE (its default) is drawn */
    snprintf(p->dof_shape, sizeof p->dof_shape, "%s", value);
    return 1;
  }
  if (!strcmp(name, "preserve_z")) { /* JWildfire: every 2D variation carries z */
    p->preserve_z = !strcmp(value, "1") || !strcmp(value, "true");
    return 1;
  }
  const int unsupported = in_list(camera_unsupported, name);
  /* JWildfire's old spelling, and Apophysis 7X's: cam_persp */
  const int persp = !strcmp(name, "cam_perspective");
  if (!unsupported && !persp && strcmp(name, "cam_roll") && strcmp(name, "cam_zoom")) return 0;
  double v;
  if (parse_number(p, n, name, value, &v) < 0) return -1;
  if (!strcmp(name, "cam_roll")) p->cam_roll = v, p->has_cam_roll = 1;
  else if (!strcmp(name, "cam_zoom")) p->cam_zoom = v, p->has_cam_zoom = 1;
  else if (persp) p->cam_perspective = v, p->has_cam_perspective = 1;
  else if (fabs(v) > 1e-8) { /* JWildfire's EPSILON */
    char what[96];
    snprintf(what, sizeof what, "3D camera's %s", name);
    parse_unsupported_feature(p, what);
  }
  return 1;
}

void parse_editor_flame_begin(parser *p) {
  parse_curves_flame_begin(p);
  p->version[0] = 0;
  p->cam_roll = 0, p->has_cam_roll = 0;
  p->cam_zoom = 1, p->has_cam_zoom = 0;
  p->cam_perspective = 0, p->has_cam_perspective = 0;
  p->preserve_z = 0;
  p->dof_shape[0] = 0;
}

/* (parse_private.h) */
int parse_written_by_jwildfire(const parser *p) {
  return !strncmp(p->version, "JWildfire", 9) || p->has_cam_zoom || p->has_cam_roll;
}

/* ---- JWildfire's tone controls ----------------------------------------------------------- */

/* The genome's tone controls (genome_fields.h: contrast … saturation) are read under
 * JWildfire's names like any attribute, and their defaults are flam3's finish. A flame
 * JWildfire wrote is finished as JWildfire finishes it, so what it leaves out takes
 * JWildfire's own defaults (its Flame's colouring defaults: white level 220, the default of
 * its preferences; low-density brightness 0.24) and its brightness and palette scales
 * (tone_model), and JWildfire drops the low-density glow
 * when its motion blur is on (its renderer, whatever the file says). A contrast or white
 * level that is not positive is refused when the frame is planned (render/camera.c). */
static void jwildfire_tone(xmlNode *n, genome *g) {
  if (!xmlHasProp(n, BAD_CAST "tone_model")) {
    g->tone_model = TONE_MODEL_JWILDFIRE;
    g->estimator_radius = 0.0; /* JWildfire has no density estimation, and reads no estimator_* */
  }
  if (!xmlHasProp(n, BAD_CAST "white_level")) g->white_level = 220.0;
  /* its palette lookup: the entry c·254 rounded, or between entries with its smooth gradient */
  if (!xmlHasProp(n, BAD_CAST "palette_mode")) {
    xmlChar *smooth = xmlGetProp(n, BAD_CAST "smooth_gradient");
    g->palette_mode = smooth && !strcmp((const char *)smooth, "1") ? PALETTE_MODE_JWF_SMOOTH : PALETTE_MODE_JWF_STEP;
    xmlFree(smooth);
  }
  if (!xmlHasProp(n, BAD_CAST "low_density_brightness")) g->low_density_brightness = 0.24;
  /* its spatial filter (render/filter_jwf.c): its preferences' kernel and radius where the file has
   * none, and the kernel it keeps where it reads a name it does not know */
  if (g->filter_kernel == FILTER_KERNEL_FLAM3) g->filter_kernel = FILTER_KERNEL_MITCHELL_SMOOTH;
  if (!xmlHasProp(n, BAD_CAST "filter")) g->filter = 0.75;
  /* its antialiasing (render/camera.c), at its preferences' defaults where the file has none */
  if (!xmlHasProp(n, BAD_CAST "antialias_amount")) g->antialias_amount = 0.25;
  if (!xmlHasProp(n, BAD_CAST "antialias_radius")) g->antialias_radius = 0.5;
  /* its motion blur (render/animation.h: anim_still_build) draws without the low-density glow */
  if (g->motion_blur_length > 0) g->low_density_brightness = 0.0;
}

int parse_editor_flame_end(parser *p, xmlNode *n, genome *g) {
  parse_colour_curves(p, n, g);
  parse_curves_flame_end(p, g); /* JWildfire's values at the frame, before the camera is read */
  /* JWildfire reads flam3's rotate (degrees) as its camera's roll, and writes its camera's bank
   * (radians) as cam_roll; its image scale is the pixels per unit times cam_zoom. */
  if (p->has_cam_roll && g->cam_bank == 0) g->cam_bank = p->cam_roll;
  if (p->has_cam_zoom) {
    if (!(p->cam_zoom > 0) || !isfinite(p->cam_zoom))
      return parse_fail(p, n, "cam_zoom=\"%g\" must be a positive number", p->cam_zoom);
    g->scale *= p->cam_zoom;
  }
  if (p->has_cam_perspective && g->cam_persp == 0) g->cam_persp = p->cam_perspective;
  /* What makes either editor project (JWildfire's is3dProjectionRequired; Fractorium's
   * projection does nothing for a camera z alone, and JWildfire reads it only for depth). */
  const double values[] = {g->cam_pitch, g->cam_yaw, g->cam_bank, g->cam_persp, g->cam_dof,
                           g->cam_pos_x, g->cam_pos_y, g->cam_pos_z, g->cam_zpos};
  const size_t nvalues = sizeof values / sizeof values[0];
  int tilted = 0;
  for (size_t i = 0; i < nvalues; i++) {
    if (!isfinite(values[i])) return parse_fail(p, n, "the 3D camera's values must be finite numbers");
    tilted |= i + 1 < nvalues && fabs(values[i]) > 1e-8; /* JWildfire's EPSILON; not cam_zpos */
  }
  if (g->cam_model == CAM_MODEL_FLAT && tilted)
    g->cam_model = parse_written_by_jwildfire(p) ? CAM_MODEL_JWILDFIRE : CAM_MODEL_APOPHYSIS;
  /* JWildfire's 2D variations add nothing to z unless the flame preserves it, Fractorium's and
   * Apophysis 7X's carry it through some (FM_VARS_CARRY_Z) */
  if (g->z_mode == FM_Z_APOPHYSIS && parse_written_by_jwildfire(p)) g->z_mode = p->preserve_z ? FM_Z_PRESERVE : FM_Z_JWILDFIRE;
  /* JWildfire's depth of field: its BUBBLE shape is drawn (camera3d.h), its other shapes not */
  if (g->cam_model == CAM_MODEL_JWILDFIRE && g->cam_dof != 0 && p->dof_shape[0] && strcmp(p->dof_shape, "BUBBLE")) {
    char what[96];
    snprintf(what, sizeof what, "JWildfire's depth of field of shape %.40s (drawn sharp)", p->dof_shape);
    parse_unsupported_feature(p, what);
  }
  if (parse_written_by_jwildfire(p)) jwildfire_tone(n, g);
  parse_backdrop_gradient(p, n, g, parse_written_by_jwildfire(p));
  parse_solid(p, n, g); /* after the camera and its antialiasing, which a solid flame sets */
  /* Fractorium looks its palette up at c·255 (kernels/accumulate.h's fractorium modes), flam3
   * at c·256. A file Fractorium wrote keeps flam3's lookup all the same: artists' Fractorium
   * files are flam3 files to the renderers they meet, and flam3's pictures of them are what
   * tests/data/realworld holds (27 of its 41: with Fractorium's lookup, 16 of them measured 1.7
   * to 62 times flam3's noise away). palette_mode="fractorium_linear" asks for it. */
  /* which kernel a pixel of it is filtered with follows the pixel's density and edges */
  if (g->filter_kernel == FILTER_KERNEL_MITCHELL_SINEPOW)
    parse_unsupported_feature(p, "JWildfire's adaptive filter (drawn with its MITCHELL_SMOOTH)");
  return 0;
}

/* ---- variations under other names ----------------------------------------------------- */

enum alias_kind {
  ALIAS_VARIATION,           /* the weight adds to flam3's variation of that name */
  ALIAS_PARAM,               /* the value is flam3's parameter of that name */
  ALIAS_DERIVED,             /* a value the editor writes but computes anew from the others
                                when it reads the file: dropped */
  ALIAS_UNUSED,              /* a parameter an older version wrote and no version read: dropped */
};

typedef struct variation_alias {
  const char *name;          /* as the editor writes it (matched without case) */
  const char *target;        /* flam3's name */
  enum alias_kind kind;
} variation_alias;

static const variation_alias aliases[] = {
    /* Fractorium names flam3's pre_blur as the pre_ form of gaussian_blur */
    {"pre_gaussian_blur", "pre_blur", ALIAS_VARIATION},
    /* Apophysis' Mobius plugin, whose formula flam3 took as mobius */
    {"Re_A", "mobius_re_a", ALIAS_PARAM}, {"Re_B", "mobius_re_b", ALIAS_PARAM},
    {"Re_C", "mobius_re_c", ALIAS_PARAM}, {"Re_D", "mobius_re_d", ALIAS_PARAM},
    {"Im_A", "mobius_im_a", ALIAS_PARAM}, {"Im_B", "mobius_im_b", ALIAS_PARAM},
    {"Im_C", "mobius_im_c", ALIAS_PARAM}, {"Im_D", "mobius_im_d", ALIAS_PARAM},
    /* Apophysis 7X's dc_boarders plugin, flam3's boarders line for line (tests/tools/apo_refs.sh
     * checks it against the plugin); its pre_dcztransl and post_dcztransl plugins, the pre_ and
     * post_ forms of Fractorium's dc_ztransl (pre_dcztransl's clamp written pre_ztransl_clamp) */
    {"dc_boarders", "boarders", ALIAS_VARIATION}, {"dcztransl", "dc_ztransl", ALIAS_VARIATION},
    {"dcztransl_x0", "dc_ztransl_x0", ALIAS_PARAM}, {"dcztransl_x1", "dc_ztransl_x1", ALIAS_PARAM},
    {"dcztransl_factor", "dc_ztransl_factor", ALIAS_PARAM}, {"dcztransl_overwrite", "dc_ztransl_overwrite", ALIAS_PARAM},
    {"dcztransl_clamp", "dc_ztransl_clamp", ALIAS_PARAM}, {"ztransl_clamp", "dc_ztransl_clamp", ALIAS_PARAM},
    /* Apophysis' stwin plugin, whose variable is spelt swtin_distort (Fractorium reads it too) */
    {"swtin_distort", "stwin_distort", ALIAS_PARAM},
    /* JWildfire's flame_bulb's "color mode 1-4" (written flame_bulb_color mode 1-4: read with
     * its blanks as '_') */
    {"flame_bulb_color_mode_1-4", "flame_bulb_color_mode_1_4", ALIAS_PARAM},
    /* JWildfire's names for Fractorium's bwraps (Apophysis' Bubble Wrap plugins) */
    {"bwraps7", "bwraps", ALIAS_VARIATION}, {"bwraps2", "bwraps", ALIAS_VARIATION},
    {"bwraps7_cellsize", "bwraps_cellsize", ALIAS_PARAM}, {"bwraps7_space", "bwraps_space", ALIAS_PARAM},
    {"bwraps7_gain", "bwraps_gain", ALIAS_PARAM}, {"bwraps7_inner_twist", "bwraps_inner_twist", ALIAS_PARAM},
    {"bwraps7_outer_twist", "bwraps_outer_twist", ALIAS_PARAM},
    {"bwraps2_cellsize", "bwraps_cellsize", ALIAS_PARAM}, {"bwraps2_space", "bwraps_space", ALIAS_PARAM},
    {"bwraps2_gain", "bwraps_gain", ALIAS_PARAM}, {"bwraps2_inner_twist", "bwraps_inner_twist", ALIAS_PARAM},
    {"bwraps2_outer_twist", "bwraps_outer_twist", ALIAS_PARAM},
    /* JWildfire's names for vibration2's second-wave modulations (Fractorium: dm2, dmfreq2, …) */
    {"vibration2_d2m", "vibration2_dm2", ALIAS_PARAM}, {"vibration2_d2mfreq", "vibration2_dmfreq2", ALIAS_PARAM},
    {"vibration2_t2m", "vibration2_tm2", ALIAS_PARAM}, {"vibration2_t2mfreq", "vibration2_tmfreq2", ALIAS_PARAM},
    {"vibration2_f2m", "vibration2_fm2", ALIAS_PARAM}, {"vibration2_f2mfreq", "vibration2_fmfreq2", ALIAS_PARAM},
    {"vibration2_a2m", "vibration2_am2", ALIAS_PARAM}, {"vibration2_a2mfreq", "vibration2_amfreq2", ALIAS_PARAM},
    /* JWildfire's names for waves2_radial's parameters */
    {"waves2_radial_w2r_freqx", "waves2_radial_freqx", ALIAS_PARAM}, {"waves2_radial_w2r_scalex", "waves2_radial_scalex", ALIAS_PARAM},
    {"waves2_radial_w2r_freqy", "waves2_radial_freqy", ALIAS_PARAM}, {"waves2_radial_w2r_scaley", "waves2_radial_scaley", ALIAS_PARAM},
    {"waves2_radial_w2r_null", "waves2_radial_null", ALIAS_PARAM},
    {"waves2_radial_w2r_distance", "waves2_radial_distance", ALIAS_PARAM},
    /* Larry Berlin's pre_spin_z and post_spin_z (Apophysis plugins, JWildfire's own): the turn of
     * x, y by w·π/2 about the z axis that Fractorium's rotate_z is, line for line, in its pre and
     * post forms */
    {"spin_z", "rotate_z", ALIAS_VARIATION},
    /* JWildfire's name for cpow2's spread (its "range": the same number of turns) */
    {"cpow2_range", "cpow2_spread", ALIAS_PARAM},
    /* the older names Fractorium also reads for phoenix_julia and d_spherical */
    {"phoenixjulia", "phoenix_julia", ALIAS_VARIATION},
    {"phoenix_power", "phoenix_julia_power", ALIAS_PARAM}, {"phoenix_dist", "phoenix_julia_dist", ALIAS_PARAM},
    {"phoenixjulia_power", "phoenix_julia_power", ALIAS_PARAM}, {"phoenixjulia_dist", "phoenix_julia_dist", ALIAS_PARAM},
    {"phoenixjulia_x_distort", "phoenix_julia_x_distort", ALIAS_PARAM},
    {"phoenixjulia_y_distort", "phoenix_julia_y_distort", ALIAS_PARAM},
    {"d_spher_weight", "d_spherical_weight", ALIAS_PARAM},
    /* … and the name JWildfire writes for d_spherical's weight (its d_spher_weight, prefixed) */
    {"d_spherical_d_spher_weight", "d_spherical_weight", ALIAS_PARAM},
    /* Apophysis 7X's octagon plugin names its parameters octa_x, octa_y, octa_z */
    {"octa_x", "octagon_x", ALIAS_PARAM}, {"octa_y", "octagon_y", ALIAS_PARAM}, {"octa_z", "octagon_z", ALIAS_PARAM},
    /* JWildfire's names for circlesplit's parameters */
    {"circlesplit_cs_radius", "circlesplit_radius", ALIAS_PARAM}, {"circlesplit_cs_split", "circlesplit_split", ALIAS_PARAM},
    /* JWildfire's shift names its parameters shift_x and shift_y, which it writes with the prefix */
    {"shift_shift_x", "shift_x", ALIAS_PARAM}, {"shift_shift_y", "shift_y", ALIAS_PARAM},
    /* JWildfire's name for pRose3D's crvsc */
    {"pRose3D_srvsc", "pRose3D_crvsc", ALIAS_PARAM},
    /* Fractorium writes auger's precalculated scale/2 as a parameter, and sets it again from
     * auger_scale whenever it reads one */
    {"auger_half_scale", "auger", ALIAS_DERIVED},
    /* JWildfire's dc_worley and dc_sunflower until September 2020 wrote a seed and a time, and
     * dc_tesla a thickness and a shift, none of which their code read (its 2bcccdb9 took them out) */
    {"dc_worley_seed", "dc_worley", ALIAS_UNUSED}, {"dc_worley_time", "dc_worley", ALIAS_UNUSED},
    {"dc_sunflower_seed", "dc_sunflower", ALIAS_UNUSED}, {"dc_sunflower_time", "dc_sunflower", ALIAS_UNUSED},
    {"dc_tesla_thicknes", "dc_tesla", ALIAS_UNUSED}, {"dc_tesla_shift", "dc_tesla", ALIAS_UNUSED},
    /* JWildfire's primitives_wf from February 2015 to July 2025 wrote a parameter c that its
     * shapes never read (its 95ced829 left it out) */
    {"primitives_wf_c", "primitives_wf", ALIAS_UNUSED},
    /* JWildfire's crop_trapezoid names its bases "Base Sup." and "Base Inf." (blanks read as '_') */
    {"crop_trapezoid_Base_Sup.", "crop_trapezoid_base_sup", ALIAS_PARAM},
    {"crop_trapezoid_Base_Inf.", "crop_trapezoid_base_inf", ALIAS_PARAM},
    /* JWildfire's corners before 7 named its log mode "log mode (0/1)" (blanks and brackets read
     * as '_'; its "mult x", "x power", "log base"… read as ours) */
    {"corners_log_mode__0_1_", "corners_log_mode", ALIAS_PARAM},
    /* JWildfire's sunflower writes its hole as "F. filling" (the blank read as '_') */
    {"sunflower_F._filling", "sunflower_fill", ALIAS_PARAM},
    /* JWildfire's mobiusN and rational3: Fractorium's formulas under other parameter names */
    {"mobiusN_re_a", "MobiusNRe_A", ALIAS_PARAM}, {"mobiusN_im_a", "MobiusNIm_A", ALIAS_PARAM},
    {"mobiusN_re_b", "MobiusNRe_B", ALIAS_PARAM}, {"mobiusN_im_b", "MobiusNIm_B", ALIAS_PARAM},
    {"mobiusN_re_c", "MobiusNRe_C", ALIAS_PARAM}, {"mobiusN_im_c", "MobiusNIm_C", ALIAS_PARAM},
    {"mobiusN_re_d", "MobiusNRe_D", ALIAS_PARAM}, {"mobiusN_im_d", "MobiusNIm_D", ALIAS_PARAM},
    {"rational3_a", "rational3_t3", ALIAS_PARAM}, {"rational3_b", "rational3_t2", ALIAS_PARAM},
    {"rational3_c", "rational3_t1", ALIAS_PARAM}, {"rational3_d", "rational3_tc", ALIAS_PARAM},
    {"rational3_e", "rational3_b3", ALIAS_PARAM}, {"rational3_f", "rational3_b2", ALIAS_PARAM},
    {"rational3_g", "rational3_b1", ALIAS_PARAM}, {"rational3_h", "rational3_bc", ALIAS_PARAM},
    /* JWildfire's mobiq: Fractorium's formula, its parameters named with a q (mobiq_qat) */
    {"mobiq_qat", "mobiq_at", ALIAS_PARAM}, {"mobiq_qax", "mobiq_ax", ALIAS_PARAM},
    {"mobiq_qay", "mobiq_ay", ALIAS_PARAM}, {"mobiq_qaz", "mobiq_az", ALIAS_PARAM},
    {"mobiq_qbt", "mobiq_bt", ALIAS_PARAM}, {"mobiq_qbx", "mobiq_bx", ALIAS_PARAM},
    {"mobiq_qby", "mobiq_by", ALIAS_PARAM}, {"mobiq_qbz", "mobiq_bz", ALIAS_PARAM},
    {"mobiq_qct", "mobiq_ct", ALIAS_PARAM}, {"mobiq_qcx", "mobiq_cx", ALIAS_PARAM},
    {"mobiq_qcy", "mobiq_cy", ALIAS_PARAM}, {"mobiq_qcz", "mobiq_cz", ALIAS_PARAM},
    {"mobiq_qdt", "mobiq_dt", ALIAS_PARAM}, {"mobiq_qdx", "mobiq_dx", ALIAS_PARAM},
    {"mobiq_qdy", "mobiq_dy", ALIAS_PARAM}, {"mobiq_qdz", "mobiq_dz", ALIAS_PARAM},
    /* JWildfire's q_ode: Fractorium's formula, whose parameters JWildfire names q_ode01 … q_ode12
     * too and writes with the prefix */
    {"q_ode_q_ode01", "q_ode01", ALIAS_PARAM}, {"q_ode_q_ode02", "q_ode02", ALIAS_PARAM},
    {"q_ode_q_ode03", "q_ode03", ALIAS_PARAM}, {"q_ode_q_ode04", "q_ode04", ALIAS_PARAM},
    {"q_ode_q_ode05", "q_ode05", ALIAS_PARAM}, {"q_ode_q_ode06", "q_ode06", ALIAS_PARAM},
    {"q_ode_q_ode07", "q_ode07", ALIAS_PARAM}, {"q_ode_q_ode08", "q_ode08", ALIAS_PARAM},
    {"q_ode_q_ode09", "q_ode09", ALIAS_PARAM}, {"q_ode_q_ode10", "q_ode10", ALIAS_PARAM},
    {"q_ode_q_ode11", "q_ode11", ALIAS_PARAM}, {"q_ode_q_ode12", "q_ode12", ALIAS_PARAM},
    /* JWildfire's direct-colour shaders' parameters as its version 6 named them (its history:
     * the same parameters, renamed; blanks read as '_'): dc_booleans' type "^/&/|", dc_voronoise's
     * pX and pY, dc_vortex's "Flow strength", dc_starsfield's "Z distance", and "Red Fac." … for
     * the colour factors (the frame's z_scale and z_offset: dc_frame_old_name) */
    {"dc_booleans______", "dc_booleans_type", ALIAS_PARAM},
    {"dc_voronoise_pX", "dc_voronoise_deltaX", ALIAS_PARAM}, {"dc_voronoise_pY", "dc_voronoise_deltaY", ALIAS_PARAM},
    {"dc_vortex_Flow_strength", "dc_vortex_flowStrength", ALIAS_PARAM},
    {"dc_quadtree_Leves", "dc_quadtree_levels", ALIAS_PARAM},
    {"dc_randomoctree_Rot._L-R", "dc_randomoctree_rotLR", ALIAS_PARAM},
    {"dc_randomoctree_Rot._U-D", "dc_randomoctree_rotUD", ALIAS_PARAM},
    {"dc_randomoctree_Black_Borders", "dc_randomoctree_bBorders", ALIAS_PARAM},
    /* glsl_randomoctree's own names of today, which no parameter name can spell */
    {"glsl_randomoctree_Rot._L-R", "glsl_randomoctree_rotLR", ALIAS_PARAM},
    {"glsl_randomoctree_Rot._U-D", "glsl_randomoctree_rotUD", ALIAS_PARAM},
    {"dc_kaliset2_Red_Fac.", "dc_kaliset2_redF", ALIAS_PARAM}, {"dc_kaliset2_Green_Fac.", "dc_kaliset2_greenF", ALIAS_PARAM},
    {"dc_kaliset2_Blue_Fac.", "dc_kaliset2_blueF", ALIAS_PARAM},
    {"dc_starsfield_Z_distance", "dc_starsfield_zdistance", ALIAS_PARAM},
    {"dc_squares_Red_Fac.", "dc_squares_redF", ALIAS_PARAM}, {"dc_squares_Green_Fac.", "dc_squares_greenF", ALIAS_PARAM},
    {"dc_squares_Blue_Fac.", "dc_squares_blueF", ALIAS_PARAM},
    {"dc_kaleidocomplex_Red_Fac.", "dc_kaleidocomplex_redF", ALIAS_PARAM},
    {"dc_kaleidocomplex_Green_Fac.", "dc_kaleidocomplex_greenF", ALIAS_PARAM},
    {"dc_kaleidocomplex_Blue_Fac.", "dc_kaleidocomplex_blueF", ALIAS_PARAM},
    {"dc_acrilic_Red_Fac.", "dc_acrilic_redf", ALIAS_PARAM}, {"dc_acrilic_Green_Fac.", "dc_acrilic_greenf", ALIAS_PARAM},
    {"dc_acrilic_Blue_Fac.", "dc_acrilic_bluef", ALIAS_PARAM},
};

/* JWildfire's direct-colour shaders (kernels/var_jwf_dc.h) once named their frame's scale_z and
 * offset_z z_scale and z_offset: NAME_z_scale is NAME_scale_z for every dc_* of
 * FM_VARS_TRUE_COLOR. -1 if name is none of those. */
static int dc_frame_old_name(const char *name) {
  static const char *const old[2] = {"_z_scale", "_z_offset"}, *const now[2] = {"_scale_z", "_offset_z"};
  const size_t len = strlen(name);
  for (int k = 0; k < 2; k++) {
    const size_t tail = strlen(old[k]);
    if (len <= tail || len - tail >= 64 || strncasecmp(name, "dc_", 3) || strcasecmp(name + len - tail, old[k])) continue;
    char var[64], param[80];
    snprintf(var, sizeof var, "%.*s", (int)(len - tail), name);
    const int v = genome_variation_from_name_nocase(var);
    int true_color = 0;
#define DC_TRUE_COLOR(vname) true_color |= v == FM_VAR_##vname;
    FM_VARS_TRUE_COLOR(DC_TRUE_COLOR)
#undef DC_TRUE_COLOR
    if (!true_color) return -1;
    snprintf(param, sizeof param, "%s%s", genome_variation_name(v), now[k]);
    return genome_param_from_name(param);
  }
  return -1;
}

/* Apophysis plugins that declared their parameters without the variation's name: bezo97's
 * pixel_flow writes angle="130" len="1.2" beside pixel_flow="0.1" (JWildfire's port of it,
 * pixel_flow_angle …). Such a name is that variation's parameter only in an xform that has the
 * variation; elsewhere it stays unknown. -1 if name is none of those. */
static int bare_plugin_param(xmlNode *n, const char *name) {
  static const struct {
    const char *variation, *params[6];
  } plugins[] = {{"pixel_flow", {"angle", "len", "width", "seed", "enable_dc", NULL}}};
  for (size_t i = 0; i < sizeof plugins / sizeof plugins[0]; i++) {
    if (!xmlHasProp(n, (const xmlChar *)plugins[i].variation)) continue;
    for (int k = 0; plugins[i].params[k]; k++)
      if (!strcmp(name, plugins[i].params[k])) {
        char full[64];
        snprintf(full, sizeof full, "%s_%s", plugins[i].variation, name);
        return genome_param_from_name(full);
      }
  }
  return -1;
}

/* The pre half of a variation of JWildfire's order 2 (FM_VARS_PREPOST_PAIRS), -1 if v is none. */
static int prepost_pre_half(int v) {
#define PREPOST_PAIR(post, pre) \
  if (v == FM_VAR_##post) return FM_VAR_##pre;
  FM_VARS_PREPOST_PAIRS(PREPOST_PAIR)
#undef PREPOST_PAIR
  return -1;
}

/* The variation, or parameter, an editor's other name stands for (an alias of kind
 * ALIAS_VARIATION, or ALIAS_PARAM), -1 if none: what a pre_ or post_ form of an alias
 * (JWildfire's pre_bwraps2) names. */
static int alias_target(const char *name, enum alias_kind kind) {
  for (size_t i = 0; i < sizeof aliases / sizeof aliases[0]; i++)
    if (aliases[i].kind == kind && !strcasecmp(name, aliases[i].name))
      return kind == ALIAS_VARIATION ? genome_variation_from_name(aliases[i].target)
                                     : genome_param_from_name(aliases[i].target);
  return kind == ALIAS_PARAM ? dc_frame_old_name(name) : -1;
}

int parse_editor_variation_index(const char *name) {
  const int v = genome_variation_from_name_nocase(name);
  return v >= 0 ? v : alias_target(name, ALIAS_VARIATION);
}

int parse_editor_param_index(const char *name) {
  const int v = genome_param_from_name_nocase(name);
  return v >= 0 ? v : alias_target(name, ALIAS_PARAM);
}

static int read_param(parser *p, xmlNode *n, genome_xform *x, int param, const char *name, const char *value) {
  double v;
  if (parse_number(p, n, name, value, &v) < 0) return -1;
  if (param == FM_P_super_shape_rnd) /* flam3 clamps it to [0,1] when reading */
    v = v < 0 ? 0 : v > 1 ? 1 : v;
  return parse_set_param(p, n, x, param, v) < 0 ? -1 : 1;
}

/* Adds w to variation var's weight (an alias, a second instance). */
static int add_weight(parser *p, xmlNode *n, genome_xform *x, int var, double w) {
  return parse_set_var(p, n, x, var, genome_xform_var(x, var) + w) < 0 ? -1 : 1;
}

/* JWildfire's image maps of a variation (plane_wf's colour and displacement maps) and what only
 * they or its shadows use, and its OBJ meshes (dla3d_wf's nodes and junctions): a variation is
 * drawn without them (as JWildfire draws it where no file is named), and a file named is said.
 * 1 if name is one of a known variation's. */
static int image_map_param(parser *p, const char *name, const char *value) {
  static const char *const members[] = {"_colormap_filename", "_displ_map_filename", "_blend_colormap",
                                        "_displ_amount", "_blend_displ_map", "_calc_color_idx",
                                        "_receive_only_shadows", "_node_obj_filename", "_junct_obj_filename",
                                        "_node_colormap_filename", "_junct_colormap_filename", NULL};
  const size_t len = strlen(name);
  for (int i = 0; members[i]; i++) {
    const size_t k = strlen(members[i]);
    char base[128];
    if (len <= k || len - k >= sizeof base || strcmp(name + len - k, members[i])) continue;
    snprintf(base, sizeof base, "%.*s", (int)(len - k), name);
    if (genome_variation_from_name_nocase(base) < 0) continue; /* (dla3d_wf_junct_colormap_filename: a longer one) */
    if (strstr(members[i], "_obj_filename") && value[0]) parse_unsupported_feature(p, "JWildfire's OBJ meshes");
    else if (strstr(members[i], "_filename") && value[0]) parse_unsupported_feature(p, "JWildfire's image maps");
    return 1;
  }
  return 0;
}

int parse_editor_variation(parser *p, xmlNode *n, genome_xform *x, const char *name, const char *value) {
  if (image_map_param(p, name, value)) return 1;
  /* a parameter only JWildfire's form of a variation has (elliptic_mode, octagon_mode, …): its
   * xform's variation of that name is JWildfire's (jwf_form_param, parse_editor_xform_end) */
  const int jwf_param = parse_jwf_form_param(p, name);
  if (jwf_param >= 0) return read_param(p, n, x, jwf_param, name, value);
  for (size_t i = 0; i < sizeof aliases / sizeof aliases[0]; i++) {
    const variation_alias *a = &aliases[i];
    if (strcasecmp(name, a->name)) continue;
    double v;
    switch (a->kind) {
    case ALIAS_VARIATION:
      if (parse_number(p, n, name, value, &v) < 0) return -1;
      return add_weight(p, n, x, genome_variation_from_name(a->target), v);
    case ALIAS_PARAM: return read_param(p, n, x, genome_param_from_name(a->target), name, value);
    case ALIAS_DERIVED:
    case ALIAS_UNUSED: return 1;
    }
  }
  const int dc_param = dc_frame_old_name(name);
  if (dc_param >= 0) return read_param(p, n, x, dc_param, name, value);
  const int bare = bare_plugin_param(n, name);
  if (bare >= 0) return read_param(p, n, x, bare, name, value);
  /* JWildfire's second instance of a variation in one xform, NAME#1# (read as NAME_1_): for the
   * variations without parameters or randomness whose output is their weight times a function of
   * the point, two instances are one of the summed weight (in the same form) — those are read
   * so; any other is said. */
  {
    static const int additive[] = {FM_VAR_linear, FM_VAR_sinusoidal, FM_VAR_spherical, FM_VAR_swirl,
                                   FM_VAR_horseshoe, FM_VAR_polar, FM_VAR_handkerchief, FM_VAR_heart,
                                   FM_VAR_disc, FM_VAR_spiral, FM_VAR_hyperbolic, FM_VAR_diamond,
                                   FM_VAR_ex, FM_VAR_bent, FM_VAR_fisheye, FM_VAR_exponential,
                                   FM_VAR_power, FM_VAR_cosine, FM_VAR_eyefish, FM_VAR_bubble,
                                   FM_VAR_cylinder, FM_VAR_tangent, FM_VAR_linear3D,
                                   FM_VAR_log /* (one log_base for both: the same function) */};
    const size_t len = strlen(name);
    size_t digits = 0;
    while (len > digits + 2 && isdigit((unsigned char)name[len - 2 - digits])) digits++;
    if (digits > 0 && len > digits + 2 && name[len - 1] == '_' && name[len - 2 - digits] == '_') {
      char base[128];
      snprintf(base, sizeof base, "%.*s", (int)(len - 2 - digits < sizeof base - 1 ? len - 2 - digits : sizeof base - 1), name);
      const int var = genome_variation_from_name_nocase(base);
      for (size_t i = 0; var >= 0 && i < sizeof additive / sizeof additive[0]; i++)
        if (additive[i] == var) {
          double w;
          if (parse_number(p, n, name, value, &w) < 0) return -1;
          return add_weight(p, n, x, var, w);
        }
    }
  }
  /* Fractorium's pre_ and post_ forms of any variation, and their parameters (pre_NAME_p is
   * NAME_p: an xform that has NAME in two forms shares the parameters, so it is said). */
  const int pre = !strncmp(name, "pre_", 4), post = !strncmp(name, "post_", 5);
  if (pre || post) {
    const char *base = name + (pre ? 4 : 5);
    int var = genome_variation_from_name_nocase(base);
    if (var < 0) var = alias_target(base, ALIAS_VARIATION);
    if (var >= 0) {
      double w;
      if (parse_number(p, n, name, value, &w) < 0) return -1;
      /* JWildfire calls every variation an xform lists, of weight 0 too; its pre_stabilize
       * reads no weight and its files write 0: it acts at any weight (1 here, not "absent") */
      if (w == 0 && var == FM_VAR_stabilize && pre) w = 1;
      if (w == 0) return 1;
      /* beside another form, another form of the variation (genome.h) */
      if (genome_xform_var(x, var) != 0) return parse_add_form(p, n, x, var, genome_prefix_kind(var, post), w) < 0 ? -1 : 1;
      if (parse_set_var(p, n, x, var, w) < 0) return -1;
      genome_xform_set_var_kind(x, var, genome_prefix_kind(var, post));
      return 1;
    }
    int param = genome_param_from_name_nocase(base);
    if (param < 0) param = alias_target(base, ALIAS_PARAM);
    if (param >= 0) {
      p->param_prefix = pre ? PREFIX_PRE : PREFIX_POST;
      const int read = read_param(p, n, x, param, name, value);
      p->param_prefix = PREFIX_NONE;
      return read;
    }
  }
  /* Mixed case (Spherical, Linear3D, Juliac's cousins): a name of ours that differs in case
   * alone. */
  const int param = genome_param_from_name_nocase(name);
  if (param >= 0) return read_param(p, n, x, param, name, value);
  const int var = genome_variation_from_name_nocase(name);
  if (var >= 0) return parse_var_number(p, n, name, value, x, var) < 0 ? -1 : 1;
  return 0;
}

/* A parameter's value rounded as JWildfire reads a mode (an int from a double), and whether
 * it is at least `at`. */
static int mode_at_least(const genome_xform *x, int param, double at) {
  const double v = genome_xform_param(x, param);
  return floor(fabs(v) + 0.5) >= at && v > 0;
}

/* Whether normal variation v of a JWildfire file adds to the sum's z (kernels/variations.h's
 * fm_carries_z under JWildfire's z rules, and the 3D family's own z). */
static int jwildfire_adds_z(const parser *p, int v) {
#define IN_LIST(name) if (v == FM_VAR_##name) return 1;
  FM_VARS_3D(IN_LIST)
  FM_VARS_JWF_CARRY_Z(IN_LIST)
#undef IN_LIST
#define OWN_Z(name) if (v == FM_VAR_##name) return 0;
  FM_VARS_JWF_OWN_Z(OWN_Z)
#undef OWN_Z
  return p->preserve_z;
}

/* JWildfire's flatten forced among the normal variations zeroes the sum's z where it stands,
 * and those listed after it add theirs again; flamebuild's flatten zeroes z after them all
 * (fm_xform_end). The same where nothing after it adds a z; where only what follows it does,
 * the same as no flatten (Swan's example 172: flatten, then zscale); where both, said. */
static void flatten_inline(parser *p, genome_xform *x) {
  if (!p->xform_flatten_inline || genome_xform_var(x, FM_VAR_flatten) == 0) return;
  int before = 0, after = 0;
  for (int i = 0; i < x->nvars; i++) {
    const int v = x->vars[i].index;
    if (x->vars[i].kind != FM_KIND_NORMAL || v == FM_VAR_flatten || !jwildfire_adds_z(p, v)) continue;
    int listed = 0;
    for (int k = 0; k < p->xform_flatten_before_n; k++) listed |= p->xform_flatten_before[k] == v;
    if (listed) before = 1;
    else after = 1;
  }
  if (after && !before) genome_xform_set_var(x, FM_VAR_flatten, 0); /* (a removal) */
  else if (after) parse_unsupported_feature(p, "JWildfire's pre/post order of flatten");
}

/* Whether JWildfire's variation `var` replaces its xform's sum (FM_VARS_JWF_SETS_SUM). */
static int sets_sum(int var) {
#define SETS_SUM(name) if (var == FM_VAR_##name) return 1;
  FM_VARS_JWF_SETS_SUM(SETS_SUM)
#undef SETS_SUM
  return 0;
}

/* Whether variation `var` colours the point (its direct or true colour). */
static int colours(int var) {
#define COLOURS(name) if (var == FM_VAR_##name) return 1;
  FM_VARS_DIRECT_COLOR(COLOURS)
  FM_VARS_TRUE_COLOR(COLOURS)
#undef COLOURS
  return 0;
}

void parse_editor_sets_sum(parser *p, const genome_xform *x, int var) {
  if (!sets_sum(var)) return;
  p->xform_sets_sum = var + 1;
  p->xform_sets_sum_before_n = 0;
  for (int i = 0; i < x->nvars && p->xform_sets_sum_before_n < FM_XFORM_VARS; i++)
    if (x->vars[i].kind == FM_KIND_NORMAL && x->vars[i].index != var)
      p->xform_sets_sum_before[p->xform_sets_sum_before_n++] = x->vars[i].index;
}

/* JWildfire's cut_* replace the sum of the normal variations listed before them in the file
 * (pVarTP.x = …), in the order JWildfire calls them; flamebuild's xform calls its variations
 * in an order of its own, and its cut_* add to the sum. So the variations listed before the
 * last one, whose x and y JWildfire discards, are dropped — but those that colour the point
 * (JWildfire keeps the colour), said instead, and those at the weight of 0 kept for their
 * colour, which add nothing; where they also added a z (which JWildfire keeps), that is said. */
static void sets_sum_discards(parser *p, genome_xform *x) {
  if (!p->xform_sets_sum) return;
  const char *cut = genome_variation_name(p->xform_sets_sum - 1);
  for (int k = 0; k < p->xform_sets_sum_before_n; k++) {
    const int v = p->xform_sets_sum_before[k];
    double w = 0;
    for (int i = 0; i < x->nvars; i++)
      if (x->vars[i].index == v && x->vars[i].kind == FM_KIND_NORMAL) w = x->vars[i].weight;
    if (fabs(w) <= FM_JWF_WEIGHT_OF_ZERO) continue;
    char what[240];
    if (colours(v)) {
      snprintf(what, sizeof what, "JWildfire's %.60s after %.60s, which colours (its x and y drawn)", cut,
               genome_variation_name(v));
      parse_unsupported_feature(p, what);
      continue;
    }
    if (jwildfire_adds_z(p, v)) {
      snprintf(what, sizeof what, "JWildfire's %.60s after %.60s (its z not drawn)", cut, genome_variation_name(v));
      parse_unsupported_feature(p, what);
    }
    genome_xform_set_form(x, v, FM_KIND_NORMAL, 0); /* (a removal: never fails) */
  }
  p->xform_sets_sum = p->xform_sets_sum_before_n = 0;
}

/* The form of var in x that a parameter's prefix names (enum parse_prefix; no prefix without a
 * plain form: the first form, whose values the xform holds, as genome_print writes them): its
 * kind, or -1 where x has none or more than one such (a pre form that sets and one that adds). */
static int prefix_form(const genome_xform *x, int var, int prefix) {
  if (prefix == PREFIX_NONE && genome_xform_form(x, var, FM_KIND_NORMAL) == 0) return genome_xform_var_kind(x, var);
  int found = -1;
  for (int i = 0; i < x->nvars; i++) {
    const int k = x->vars[i].kind;
    if (x->vars[i].index != var) continue;
    const int of = k == FM_KIND_NORMAL ? PREFIX_NONE : k == FM_KIND_PRE_SET || k == FM_KIND_PRE_SUM ? PREFIX_PRE : PREFIX_POST;
    if (of != prefix) continue;
    if (found >= 0) return -1;
    found = k;
  }
  return found;
}

/* A variation in two forms whose file gave each form its own value of a parameter (Fractorium's
 * pre_bwraps_cellsize beside post_bwraps_cellsize: its forms are instances apart): the xform
 * holds the first given, the later form its own (genome_xform_form_param). Where the prefixes
 * name no one form each, the first given are drawn, and that is said. */
static int forms_parameters(parser *p, xmlNode *n, genome_xform *x) {
  for (int i = 0; i < p->xform_nparams_twice; i++) {
    const int param = p->xform_param_twice[i], var = genome_param_variation(param);
    if (var < 0 || genome_xform_var_forms(x, var) < 2) continue;
    const double first = p->xform_param_first[i], later = genome_xform_param(x, param);
    const int first_kind = prefix_form(x, var, p->xform_param_first_prefix[i]);
    const int later_kind = prefix_form(x, var, p->xform_param_prefix[param]);
    /* (of three forms, the middle one's value is not kept: said) */
    if (genome_xform_var_forms(x, var) == 2 && first_kind >= 0 && later_kind >= 0 && first_kind != later_kind) {
      /* the xform holds the first form's (the lowest kind's), the other form its own */
      const int held_later = later_kind == genome_xform_var_kind(x, var);
      if (parse_set_param(p, n, x, param, held_later ? later : first) < 0) return -1;
      if (genome_xform_set_form_param(x, param, held_later ? first_kind : later_kind, held_later ? first : later) == 0)
        continue;
      return parse_fail(p, n, "<%s> gives the forms of its variations more than %d parameters of their own; "
                              "flamebuild keeps at most %d", (const char *)n->name, GENOME_FORM_PARAMS, GENOME_FORM_PARAMS);
    }
    if (parse_set_param(p, n, x, param, first) < 0) return -1;
    char what[200];
    snprintf(what, sizeof what, "%.60s's forms with parameters of their own", genome_variation_name(var));
    parse_unsupported_feature(p, what);
  }
  p->xform_nparams_twice = 0;
  return 0;
}

int parse_editor_xform_end(parser *p, xmlNode *n, genome_xform *x) {
  if (parse_curves_xform_end(p, n, x) < 0 || parse_plot_xform_end(p, n, x) < 0) return -1;
  if (forms_parameters(p, n, x) < 0) return -1;
  flatten_inline(p, x);
  p->xform_flatten_inline = 0;
  sets_sum_discards(p, x);
  /* A JWildfire final xform keeps the point's colour unless its file gives it a colour type:
   * "the way final transforms have traditionally worked in JWildfire" (its colour types, 2019,
   * read an unset one as NONE for a final xform, DIFFUSION for the others: Layer's
   * refreshModWeightTables). */
  if (parse_written_by_jwildfire(p) && xml_is_named(n, "finalxform") && !xmlHasProp(n, BAD_CAST "color_type"))
    p->xform_keeps_color = 1;
  if (p->xform_keeps_color) {
    x->color_speed = 0;
    x->color_type = COLOR_TYPE_NONE;
  }
  p->xform_keeps_color = 0;
  /* A JWildfire post function forced among the normal variations works on the sum where the
   * list has it: at the end of the list, as its own order does, unless others follow it. */
  if (p->xform_inline_post && x->nvars > p->xform_inline_post_nvars) {
    char what[200];
    snprintf(what, sizeof what, "JWildfire's pre/post order of %.60s",
             genome_variation_name(p->xform_inline_post - 1));
    parse_unsupported_feature(p, what);
  }
  p->xform_inline_post = 0;
  /* what JWildfire calls at weight 0 (parse_jwf_forms.c) */
  if (parse_jwf_calls(p, n, x, parse_written_by_jwildfire(p)) < 0) return -1;
  /* post_smartcrop's cropmode 2 puts a point it cuts off where the editor's instance last kept
   * one, which no per-point formula has (kernels/var_jwildfire2.h draws it at the origin) */
  if (genome_xform_var(x, FM_VAR_post_smartcrop) != 0 && mode_at_least(x, FM_P_post_smartcrop_cropmode, 2))
    parse_unsupported_feature(p, "post_smartcrop's cropmode 2 (the last point kept)");
  /* fract_julia_wf's buddhabrot mode walks an orbit of the editor's instance from call to call
   * (kernels/var_jwildfire6.h draws its plain mode) */
  if (genome_xform_var(x, FM_VAR_fract_julia_wf) != 0 && mode_at_least(x, FM_P_fract_julia_wf_buddhabrot_mode, 1))
    parse_unsupported_feature(p, "fract_julia_wf's buddhabrot mode");
  /* and its siblings' (kernels/var_jwildfire13.h) */
#define FRACT_BUDDHABROT(name)                                                                    \
  if (genome_xform_var(x, FM_VAR_##name) != 0 && mode_at_least(x, FM_P_##name##_buddhabrot_mode, 1)) \
    parse_unsupported_feature(p, #name "'s buddhabrot mode");
  FRACT_BUDDHABROT(fract_dragon_wf)
  FRACT_BUDDHABROT(fract_mandelbrot_wf)
  FRACT_BUDDHABROT(fract_meteors_wf)
  FRACT_BUDDHABROT(fract_pearls_wf)
  FRACT_BUDDHABROT(fract_salamander_wf)
#undef FRACT_BUDDHABROT
  /* grid3d_wf's spreads give each cell a size and angles that the editor's instance draws in the
   * order its threads first meet the cells, and keeps (kernels/var_jwildfire24.h draws none) */
  if (genome_xform_var(x, FM_VAR_grid3d_wf) != 0 &&
      (genome_xform_param(x, FM_P_grid3d_wf_size_spread) > 1e-8 || genome_xform_param(x, FM_P_grid3d_wf_alpha_spread) > 1e-8 ||
       genome_xform_param(x, FM_P_grid3d_wf_beta_spread) > 1e-8 || genome_xform_param(x, FM_P_grid3d_wf_gamma_spread) > 1e-8))
    parse_unsupported_feature(p, "grid3d_wf's spreads (each cell's own size and angles)");
  /* truchet_ae's colour maps forget the walk's start only where they contract (kernels/var_jwildfire26.h
   * walks its first 64 calls); brownian_js's seed 0 is JWildfire's clock-seeded path (none drawn) */
  if (genome_xform_var(x, FM_VAR_truchet_ae) != 0) {
    static const int ks[8] = {FM_P_truchet_ae_K01A, FM_P_truchet_ae_K01B, FM_P_truchet_ae_K11A, FM_P_truchet_ae_K11B,
                              FM_P_truchet_ae_K21A, FM_P_truchet_ae_K21B, FM_P_truchet_ae_K31A, FM_P_truchet_ae_K31B};
    int expands = 0;
    for (int k = 0; k < 8; k++) expands |= !(fabs(genome_xform_param(x, ks[k])) < 1);
    if (expands) parse_unsupported_feature(p, "truchet_ae's colour maps of a k beyond ±1 (how far JWildfire's walk got)");
  }
  /* dc_dmodulus's and dc_kaleidotile's colour maps, (1 + speed)/2, likewise (their walks along a
   * trajectory of 10,000 steps here, as against JWildfire's one long trajectory a thread) */
  static const struct { int var, speed1, speed2; const char *said; } speed_walks[] = {
      {FM_VAR_dc_dmodulus, FM_P_dc_dmodulus_speed1, FM_P_dc_dmodulus_speed2,
       "dc_dmodulus's colour maps of a speed beyond -3 to 1 (how far JWildfire's walk got)"},
      {FM_VAR_dc_kaleidotile, FM_P_dc_kaleidotile_speed1, FM_P_dc_kaleidotile_speed2,
       "dc_kaleidotile's colour maps of a speed beyond -3 to 1 (how far JWildfire's walk got)"}};
  for (size_t k = 0; k < sizeof speed_walks / sizeof speed_walks[0]; k++)
    if (genome_xform_var(x, speed_walks[k].var) != 0 &&
        !(fabs(1 + genome_xform_param(x, speed_walks[k].speed1)) <= 2 && fabs(1 + genome_xform_param(x, speed_walks[k].speed2)) <= 2))
      parse_unsupported_feature(p, speed_walks[k].said);
  if (genome_xform_var(x, FM_VAR_brownian_js) != 0 && !(fabs(genome_xform_param(x, FM_P_brownian_js_seed)) >= 1))
    parse_unsupported_feature(p, "brownian_js's seed 0 (JWildfire's path seeded by its clock)");
  /* JWildfire's pre_c_var makes the point's z (1 + w)·z in a flame that preserves z, where c_var's
   * pre form that sets the point makes it w·z (kernels/var_jwildfire25.h) */
  if (p->preserve_z && (genome_xform_form(x, FM_VAR_c_var, FM_KIND_PRE_SET) != 0 ||
                        genome_xform_form(x, FM_VAR_c_var, FM_KIND_PRE_SUM) != 0))
    parse_unsupported_feature(p, "pre_c_var's z in a flame that preserves z");
  if (parse_written_by_jwildfire(p) && parse_jwf_defaults(p, n, x) < 0) return -1;
  if (parse_jwf_forms(p, n, x, parse_written_by_jwildfire(p)) < 0) return -1;
  parse_wfield_end(p, x); /* its pairs name variations as the forms above left them */
  int direct = 0;
#define DIRECT_COLOR(name) direct |= genome_xform_var(x, FM_VAR_##name) != 0;
  FM_VARS_DIRECT_COLOR(DIRECT_COLOR)
#undef DIRECT_COLOR
  if (direct && p->xform_partial_direct_color)
    parse_unsupported_feature(p, "Fractorium's var_color other than 1 (a direct colour blended with the xform's)");
  p->xform_partial_direct_color = 0;
  return 0;
}

/* ---- what cannot be drawn ------------------------------------------------------------- */

static void append(char *buf, size_t size, const char *sep, const char *text) {
  size_t used = strlen(buf);
  if (used + strlen(sep) + strlen(text) + 1 < size) snprintf(buf + used, size - used, "%s%s", used ? sep : "", text);
}

void parse_unsupported_feature(parser *p, const char *what) {
  if (!strstr(p->features, what)) append(p->features, sizeof p->features, "; ", what);
}

void parse_unsupported_variation(parser *p, const char *name) {
  char key[160];
  snprintf(key, sizeof key, "unsupported %s", name);
  if (strlen(name) < 120 && parse_remember(p, key)) p->nunsupported++;
}

/* Whether an unknown name is a parameter of another unknown name (julia3D_power of julia3D):
 * some prefix of it up to an underscore was seen as a name too. */
int parse_parameter_of_unknown(const parser *p, const char *name) {
  char key[200];
  for (const char *u = strchr(name, '_'); u; u = strchr(u + 1, '_')) {
    snprintf(key, sizeof key, "variation %.*s", (int)(u - name), name);
    if (parse_seen(p, key)) return 1;
  }
  return 0;
}

/* A name flam3 does not have that extends one of its variations' (JWildfire's elliptic_mode):
 * a parameter other editors gave a variation flamebuild draws with flam3's formula. */
static int parameter_of_known(const char *name) {
  char var[128];
  for (const char *u = strchr(name, '_'); u; u = strchr(u + 1, '_')) {
    if ((size_t)(u - name) >= sizeof var) break;
    snprintf(var, sizeof var, "%.*s", (int)(u - name), name);
    if (genome_variation_from_name(var) >= 0) return 1;
  }
  return 0;
}

static int by_name(const void *a, const void *b) { return strcmp(*(const char *const *)a, *(const char *const *)b); }

void parse_unsupported_summary(parser *p, char *out, size_t size) {
  out[0] = 0;
  const char **found = malloc((p->nwarned ? p->nwarned : 1) * sizeof *found);
  size_t nfound = 0;
  char params[300] = "";
  for (size_t i = 0; found && i < p->warned_cap; i++) {
    const char *k = p->warned[i];
    if (k && !strncmp(k, "variation ", 10) && !parse_parameter_of_unknown(p, k + 10)) {
      if (parameter_of_known(k + 10)) append(params, sizeof params, ", ", k + 10);
      else found[nfound++] = k + 10;
    } else if (k && !strncmp(k, "unsupported ", 12)) found[nfound++] = k + 12;
  }
  if (params[0]) {
    char what[sizeof params + 40];
    snprintf(what, sizeof what, "parameters %s", params);
    parse_unsupported_feature(p, what);
  }
  if (nfound) qsort(found, nfound, sizeof *found, by_name);
  char names[600] = "";
  int listed = 0, more = 0;
  for (size_t i = 0; i < nfound; i++) {
    if (listed < 12 && strlen(names) + strlen(found[i]) + 3 < sizeof names) {
      append(names, sizeof names, ", ", found[i]);
      listed++;
    } else more++;
  }
  free(found);
  if (listed) {
    snprintf(out, size, "variations %s", names);
    if (more) snprintf(out + strlen(out), size - strlen(out), " and %d more", more);
  }
  if (p->features[0]) snprintf(out + strlen(out), size - strlen(out), "%s%s", out[0] ? "; " : "", p->features);
}

/* ---- editors' settings beside the flame ----------------------------------------------- */

/* An editor's setting flamebuild does not draw: quiet at the value that changes nothing (or
 * always, for what only the editor uses: its animation length, gradient-editor curves), else
 * named among the features not drawn. */
typedef struct editor_setting {
  const char *name;          /* exact, or a prefix when it ends in '*' */
  const char *quiet;         /* the value that changes nothing (numbers compared as numbers); NULL: always quiet */
  const char *what;          /* the feature, when it is not quiet */
} editor_setting;

static const editor_setting flame_settings[] = {
    {"post_blur_radius", "0", "JWildfire's post blur"},
    {"mixer_mode", "OFF", "JWildfire's layer mixer"}, {"solid_rendering", "false", "JWildfire's solid rendering"},
    /* its solid rendering as its later versions write it (a shaded surface: read at the flame's
     * end, parse_solid.c, which says what it does not draw), and its bokeh, which only it reads */
    {"sld_render_*", NULL, NULL}, {"post_bokeh_*", NULL, NULL},
    /* a flame that is one layer of several: flamebuild draws each as a flame of its own */
    {"layer_name", "", "JWildfire's layers"},
    {"post_noise_filter", "0", "JWildfire's noise filter"}, {"ai_post_denoiser", "NONE", "JWildfire's denoiser"},
    /* the switch its versions before ai_post_denoiser wrote: 0 off, as the artist saw it (JWildfire
     * 9.00 reads any value as on, then ai_post_denoiser over it where the file has one) */
    {"post_optix_denoiser", "0", "JWildfire's denoiser"},
    /* Fractorium's log scale fixed by hand (its K2), where 0 (what its files write) computes it */
    {"logscale_k2", "0", "Fractorium's fixed log scale"},
    /* the filter's type, which follows from its kernel (filter_kernel: render/filter_jwf.c), and
     * what only its adaptive kernel reads (which is said: parse_editor_flame_end) */
    {"filter_*", NULL, NULL}, {"frame", NULL, NULL}, {"fps", NULL, NULL},
    {"frame_count", NULL, NULL}, {"smooth_gradient", NULL, NULL}, {"zbuffer_*", NULL, NULL},
    {"post_blur_*", NULL, NULL}, {"post_optix_denoiser_blend", NULL, NULL},
    {"grad_edit_*", NULL, NULL}, {"bg_transparency", NULL, NULL},
    {"background_type", NULL, NULL}, {"background_ul", NULL, NULL}, {"background_ur", NULL, NULL},
    {"background_ll", NULL, NULL}, {"background_lr", NULL, NULL}, {"background_cc", NULL, NULL},
    {"backdrop_zoom", NULL, NULL}, /* (read with the background xforms: parse_backdrop.c) */
    /* the denoiser's own switch (the denoiser itself said above) */
    {"ai_post_denoiser_only_for_cpu", NULL, NULL},
    /* the noise filter's threshold (the filter itself said above); the editor's preview size */
    {"post_noise_filter_threshold", NULL, NULL}, {"resolution_profile", NULL, NULL},
    /* Apophysis 7X's density estimation switch, which its own renderer never reads
     * (ImageMaker.pas: "if fcp.enable_de and false"): flamebuild draws the file's estimator */
    {"enable_de", NULL, NULL},
};

static const editor_setting xform_settings[] = {
    {"material", "0", "JWildfire's materials"}, {"material_speed", "0", "JWildfire's materials"},
    {"color_type", "DIFFUSION", "JWildfire's colour types"}, /* NONE, DISTANCE, CYCLIC: read below */
    {"mirror_pre_post_translations", "0", "JWildfire's mirrored translations"},
};

static int setting_is_quiet(const editor_setting *s, const char *value) {
  if (!s->quiet) return 1;
  char *end_v, *end_q;
  const double v = strtod(value, &end_v), q = strtod(s->quiet, &end_q);
  if (end_v != value && !*end_v && !*end_q) return v == q;
  return !strcmp(value, s->quiet);
}

static const editor_setting *find_setting(const editor_setting *list, size_t n, const char *name) {
  for (size_t i = 0; i < n; i++) {
    const size_t len = strlen(list[i].name);
    if (list[i].name[len - 1] == '*' ? !strncmp(name, list[i].name, len - 1) : !strcmp(name, list[i].name))
      return &list[i];
  }
  return NULL;
}

static int apply_setting(parser *p, const editor_setting *s, const char *name, const char *value) {
  if (!s) return 0;
  if (!setting_is_quiet(s, value)) {
    char what[200];
    snprintf(what, sizeof what, "%s (%.40s=%.40s)", s->what, name, value);
    /* one feature per kind: the first value found names it */
    if (!strstr(p->features, s->what)) parse_unsupported_feature(p, what);
  }
  return 1;
}

/* JWildfire's motion curves of a field (NAMECurve_enabled, _point_count, _x0 …, on <flame> and
 * xforms) and their parents: recorded, and evaluated at the flame's frame once its attributes,
 * or the xform's, are read (parse_curves.c). */
static int motion_curve(parser *p, int of_xform, const char *name, const char *value) {
  if (!strstr(name, "Curve_")) return 0;
  const int rc = parse_curves_attr(p, of_xform, name, value, 0);
  if (rc < 0) parse_unsupported_feature(p, "JWildfire's motion curves (out of memory)");
  return rc != 0;
}

int parse_editor_flame_setting(parser *p, const char *name, const char *value) {
  if (parse_colour_curves_attr(name)) return 1; /* read at the flame's end: parse_colour_curves.c */
  if (!strcmp(name, "frame")) parse_curves_frame(p, value); /* and quiet, below */
  return apply_setting(p, find_setting(flame_settings, sizeof flame_settings / sizeof flame_settings[0], name), name,
                       value) ||
         motion_curve(p, 0, name, value);
}

/* A name flamebuild reads on an xform: flam3's variations and parameters and the aliases. */
static int xform_name_known(const char *name) {
  /* in any case, as the names themselves are read (JWildfire's nBlur) */
  if (genome_variation_from_name_nocase(name) >= 0 || genome_param_from_name_nocase(name) >= 0) return 1;
  /* JWildfire's second instance of a variation, NAME_1_ (parse_editor_variation) */
  const size_t len = strlen(name);
  size_t digits = 0;
  while (len > digits + 2 && isdigit((unsigned char)name[len - 2 - digits])) digits++;
  if (digits > 0 && len > digits + 2 && name[len - 1] == '_' && name[len - 2 - digits] == '_') {
    char base[128];
    snprintf(base, sizeof base, "%.*s", (int)(len - 2 - digits < sizeof base - 1 ? len - 2 - digits : sizeof base - 1), name);
    if (genome_variation_from_name_nocase(base) >= 0) return 1;
  }
  /* a pre_ or post_ form of a known variation (parse_editor_variation) */
  if (!strncmp(name, "pre_", 4) && genome_variation_from_name_nocase(name + 4) >= 0) return 1;
  if (!strncmp(name, "post_", 5) && genome_variation_from_name_nocase(name + 5) >= 0) return 1;
  if (!strncmp(name, "pre_", 4) && alias_target(name + 4, ALIAS_VARIATION) >= 0) return 1;
  if (!strncmp(name, "post_", 5) && alias_target(name + 5, ALIAS_VARIATION) >= 0) return 1;
  for (size_t i = 0; i < sizeof aliases / sizeof aliases[0]; i++)
    if (!strcasecmp(name, aliases[i].name)) return 1;
  return 0;
}

/* Parameters an editor writes that flamebuild draws at one value only: quiet there, named
 * otherwise. Fractorium's post_smartcrop has a rotation of the cut points JWildfire's has not:
 * kernels/var_jwildfire2.h's is JWildfire's, Fractorium's at 0. JWildfire's inversion can hide
 * the points it does not invert, which flamebuild does not (kernels/var_jwildfire3.h).
 * JWildfire 7 wrote a heart_wf scale_t, 1 by default, that JWildfire 9 no longer has (and its
 * WebGL port reads and leaves unused): drawn at 1. Apophysis AV Phoenix Edition's splits and
 * mobius have a 3D switch and z, and an inversion, none of whose code flamebuild has: drawn
 * switched off. JWildfire's ringer with hide_inner 1 repeats its previous output inside the
 * inner ring, state kept from call to call (kernels/var_jwildfire18.h): drawn at 0. */
static const struct {
  const char *name;
  double drawn_at;
} fixed_parameters[] = {{"post_smartcrop_rotation", 0.0}, {"inversion_hide_uninverted", 0.0}, {"heart_wf_scale_t", 1.0},
                        {"splits_use3D", 0.0}, {"splits_z", 0.0}, {"mobius_invert", 0.0},
                        {"ringer_hide_inner", 0.0}, {"ducks_Pan_-Re", 1.0}, {"ducks_Pan__Re", 1.0},
                        {"ducks_Pan_-Im", 1.0}, {"ducks_Pan__Im", 1.0}};

static int fixed_parameter(const char *name) {
  for (size_t i = 0; i < sizeof fixed_parameters / sizeof fixed_parameters[0]; i++)
    if (!strcmp(name, fixed_parameters[i].name)) return (int)i + 1;
  return 0;
}

/* JWildfire's motion curve of a variation's parameter: NAME_enabled, NAME_x0, NAME_view_xmin …
 * beside NAME, recorded (parse_curves.c). 1 if name is one of a known NAME's. */
static int parameter_curve(parser *p, const char *name, const char *value) {
  char base[96];
  const char *member;
  if (!jwf_curve_split(name, base, sizeof base, &member)) return 0;
  /* a parameter whose name ends as a curve's member does (Apophysis' pre_dcztransl_x0) */
  if (parse_editor_param_index(name) >= 0) return 0;
  if (!strncmp(name, "pre_", 4) && parse_editor_param_index(name + 4) >= 0) return 0;
  if (!strncmp(name, "post_", 5) && parse_editor_param_index(name + 5) >= 0) return 0;
  if (!xform_name_known(base) && !fixed_parameter(base)) return 0;
  const int rc = parse_curves_attr(p, 1, name, value, 1);
  if (rc < 0) parse_unsupported_feature(p, "JWildfire's motion curves (out of memory)");
  return rc != 0;
}

/* JWildfire's post functions (post_axis_symmetry_wf, …), whose own order is 1: they work on the
 * xform's sum, after the others (kernels/variation_table.h: FM_VARS_NATURAL_POST). */
int parse_natural_post(int index) {
#define NATURAL_POST_CASE(name) if (index == FM_VAR_##name) return 1;
  FM_VARS_NATURAL_POST(NATURAL_POST_CASE)
#undef NATURAL_POST_CASE
  return 0;
}

/* JWildfire's triantruchet keeps the turns of a seed of 0 as a text resource, "0132" written in
 * hex bytes (30313332): its first four characters, each Integer.parseInt'd in turn until one is
 * not a digit (or the text ends), which and all after it keep init()'s draws (-1 here). Read into
 * triantruchet_turn1 … turn4 (kernels/var_jwf_truchet.h). */
static int triantruchet_string(parser *p, xmlNode *node, genome_xform *x, const char *value) {
  char text[5];
  const size_t len = hex_text(value, text, sizeof text);
  int digits = 1;
  for (int k = 0; k < 4; k++) {
    const int c = (size_t)k < len ? (unsigned char)text[k] : -1; /* -1: the text ends before it */
    digits &= c >= '0' && c <= '9';
    if (parse_set_param(p, node, x, FM_P_triantruchet_turn1 + k, digits ? (double)(c - '0') : -1.0) < 0) return -1;
  }
  return 0;
}

/* JWildfire's gpattern keeps its polygons' sides as a text resource, "3,4,5,6" written in hex
 * bytes (332C342C352C36): read into gpattern_count and gpattern_sides0… (kernels/var_jwildfire3.h)
 * as its build_pattern reads it: String.split(",") (trailing empty pieces dropped, the text
 * itself where it has no comma), Integer.parseInt, and 3 for a piece that is not a whole number
 * in [3, 20]. A list of more than 16 is cut there, and said. */
static int gpattern_string(parser *p, xmlNode *node, genome_xform *x, const char *value) {
  char text[512];
  const size_t n = hex_text(value, text, sizeof text);
  int count = 0, over = 0;
  size_t end = n;
  if (strchr(text, ',')) /* trailing empty pieces dropped (a text of commas alone: none) */
    while (end > 0 && text[end - 1] == ',') end--;
  for (size_t at = 0; at < end || (at == 0 && end == 0 && !strchr(text, ','));) {
    size_t len = 0;
    while (at + len < end && text[at + len] != ',') len++;
    long v = 0;
    int ok = len > 0, digits = 0;
    for (size_t i = 0; ok && i < len; i++) {
      const char c = text[at + i];
      if (i == 0 && (c == '+' || c == '-') && len > 1) continue;
      if (!isdigit((unsigned char)c)) ok = 0;
      else if (v < 1000) v = v * 10 + (c - '0'), digits++;
    }
    if (ok && text[at] == '-') v = -v;
    if (count >= 16) over = 1;
    else if (parse_set_param(p, node, x, FM_P_gpattern_sides0 + count, ok && digits && v >= 3 && v <= 20 ? (double)v : 3.0) < 0)
      return -1;
    count++;
    if (at + len >= end) break;
    at += len + 1;
  }
  if (parse_set_param(p, node, x, FM_P_gpattern_count, count < 16 ? count : 16) < 0) return -1;
  if (over) parse_unsupported_feature(p, "gpattern's list of more than 16 polygons");
  return 0;
}

/* text_wf's text and font name, resources in hex bytes ("53594D": SYM): into the xform's byte
 * parameters, three a parameter (kernels/variation_table.h, FM_TEXT_WF_PARAMS), and their
 * length; a longer one is cut, and said. */
static int text_wf_resource(parser *p, xmlNode *node, genome_xform *x, const char *value, int first, int slots,
                            int len_param, const char *what) {
  unsigned char bytes[3 * FM_TEXT_WF_TEXT_SLOTS];
  size_t n = 0;
  const size_t max = 3 * (size_t)slots;
  int over = 0;
  for (const char *s = value; isxdigit((unsigned char)s[0]) && isxdigit((unsigned char)s[1]); s += 2) {
    const char pair[3] = {s[0], s[1], 0};
    if (n == max) {
      over = 1;
      break;
    }
    bytes[n++] = (unsigned char)strtol(pair, NULL, 16);
  }
  for (int k = 0; k < slots; k++) {
    double v = 0;
    for (int b = 2; b >= 0; b--) v = v * 256 + (3 * (size_t)k + b < n ? bytes[3 * k + b] : 0);
    if (parse_set_param(p, node, x, first + k, v) < 0) return -1;
  }
  if (parse_set_param(p, node, x, len_param, (double)n) < 0) return -1;
  if (over) {
    char note[96];
    snprintf(note, sizeof note, "text_wf's %s beyond its first %zu bytes", what, max);
    parse_unsupported_feature(p, note);
  }
  return 0;
}

/* colordomain's, ducks' and c_var's function, Java code that JWildfire compiles when a render
 * starts (kernels/var_jwildfire23.h and var_jwildfire25.h draw the code JWildfire gives each):
 * the file's code compared with that one, blanks and comments aside; another is said. */
static int jwf_default_code(parser *p, const char *var, const char *value) {
  static const struct {
    const char *var, *code;
  } defaults[] = {
      {"colordomain", "importjs.colordomain.Complex;publicComplexf(Complexz){Complexc=z.scale(3.1415926535897931D);"
                      "returnc.sin().mul(c.sin());}"},
      {"ducks", "importjs.colordomain.Complex;publicComplexf(Complexz,Complexc){Complextmp=newComplex(z.re(),"
                "Math.abs(z.im()));returntmp.Log().plus(newComplex(c.re(),c.im()));}"},
      {"c_var", "importjs.glsl.vec2;publicvec2f(vec2z){vec2a=c_add(c_inv(z),c_exp(c_inv(z)));"
                "returnc_add(a,c_exp(newvec2(0.0,0.0)));}"},
      {"pre_c_var", "importjs.glsl.vec2;publicvec2f(vec2z){vec2a=c_add(c_inv(z),c_exp(c_inv(z)));"
                    "returnc_add(a,c_exp(newvec2(0.0,0.0)));}"},
      {"post_c_var", "importjs.glsl.vec2;publicvec2f(vec2z){vec2a=c_add(c_inv(z),c_exp(c_inv(z)));"
                     "returnc_add(a,c_exp(newvec2(0.0,0.0)));}"},
  };
  char text[2048], bare[2048];
  hex_text(value, text, sizeof text);
  size_t n = 0;
  for (const char *s = text; *s; s++) {
    if (s[0] == '/' && s[1] == '/') { /* a line's comment */
      while (s[1] && s[1] != '\n') s++;
      continue;
    }
    if (s[0] == '/' && s[1] == '*') { /* a block's */
      const char *end = strstr(s + 2, "*/");
      if (!end) break;
      s = end + 1;
      continue;
    }
    if (!isspace((unsigned char)*s)) bare[n++] = *s;
  }
  bare[n] = 0;
  for (size_t i = 0; i < sizeof defaults / sizeof defaults[0]; i++)
    if (!strcmp(var, defaults[i].var) && strcmp(bare, defaults[i].code)) {
      char what[96];
      snprintf(what, sizeof what, "%s's own code (drawn with JWildfire's default function)", var);
      parse_unsupported_feature(p, what);
    }
  return 0;
}

/* ducks' Col1 and Col2, resources "R,G,B" in hex bytes (JWildfire writes the names
 * "ducks_Col1 R,G,B", read as ducks_Col1_R_G_B): into its three channels as its convColor reads
 * them: split at commas (trailing empty pieces dropped), at least three pieces, each of the first
 * three Integer.parseInt's (a sign and digits, in int's range); else white for Col1, black for
 * Col2, its defaults for a text it cannot read. */
static int ducks_color(parser *p, xmlNode *node, genome_xform *x, const char *value, int first, double fail) {
  char text[256];
  hex_text(value, text, sizeof text);
  size_t end = strlen(text);
  while (end > 0 && text[end - 1] == ',') end--;
  double rgb[3];
  int got = 0, pieces = 0, ok = 1;
  for (size_t at = 0;; pieces++) {
    size_t len = 0;
    while (at + len < end && text[at + len] != ',') len++;
    if (pieces < 3) {
      size_t i = 0;
      int neg = 0;
      if (len > 1 && (text[at] == '+' || text[at] == '-')) neg = text[at] == '-', i = 1;
      long long v = 0;
      if (i >= len) ok = 0;
      for (; ok && i < len; i++) {
        if (!isdigit((unsigned char)text[at + i])) ok = 0;
        else if ((v = v * 10 + (text[at + i] - '0')) > 2147483648LL) ok = 0;
      }
      if (ok && !neg && v > 2147483647LL) ok = 0;
      if (ok) rgb[got++] = neg ? -(double)v : (double)v;
    }
    if (at + len >= end) {
      pieces++;
      break;
    }
    at += len + 1;
  }
  for (int k = 0; k < 3; k++)
    if (parse_set_param(p, node, x, first + k, ok && got == 3 && pieces >= 3 ? rgb[k] : fail) < 0) return -1;
  return 0;
}

int parse_editor_xform_setting(parser *p, xmlNode *n, genome_xform *x, const char *name, const char *value) {
  const int plot = parse_plot_setting(p, n, x, name, value);
  if (plot) return plot;
  const int field = parse_wfield_attr(p, n, x, name, value);
  if (field) return field;
  if (!strcmp(name, "gpattern_string")) return gpattern_string(p, n, x, value) < 0 ? -1 : 1;
  if (!strcmp(name, "triantruchet_string")) return triantruchet_string(p, n, x, value) < 0 ? -1 : 1;
  if (!strcmp(name, "subflame_wf_flame")) return subflame_text(p, n, x, value) < 0 ? -1 : 1;
  if (!strcmp(name, "subflame_wf_flame_filename")) return 1; /* (a sequence of files: said) */
  if (!strcmp(name, "colordomain_code")) return jwf_default_code(p, "colordomain", value), 1;
  if (!strcmp(name, "ducks_code")) return jwf_default_code(p, "ducks", value), 1;
  if (!strcmp(name, "c_var_code")) return jwf_default_code(p, "c_var", value), 1;
  if (!strcmp(name, "pre_c_var_code")) return jwf_default_code(p, "pre_c_var", value), 1;
  if (!strcmp(name, "post_c_var_code")) return jwf_default_code(p, "post_c_var", value), 1;
  if (!strcmp(name, "ducks_Col1_R_G_B")) return ducks_color(p, n, x, value, FM_P_ducks_Col1_R, 255.0) < 0 ? -1 : 1;
  if (!strcmp(name, "ducks_Col2_R_G_B")) return ducks_color(p, n, x, value, FM_P_ducks_Col2_R, 0.0) < 0 ? -1 : 1;
  if (!strcmp(name, "text_wf_text"))
    return text_wf_resource(p, n, x, value, FM_P_text_wf_text00, FM_TEXT_WF_TEXT_SLOTS, FM_P_text_wf_text_len, "text") < 0
               ? -1 : 1;
  if (!strcmp(name, "text_wf_font_name"))
    return text_wf_resource(p, n, x, value, FM_P_text_wf_font00, FM_TEXT_WF_FONT_SLOTS, FM_P_text_wf_font_len,
                            "font name") < 0 ? -1 : 1;
  /* JWildfire's colour type NONE keeps the point's colour (its c1 = 1, c2 = 0, and no
   * gradient step): flam3's color_speed 0, whatever the xform's symmetry says — set once all
   * of the xform's attributes are read (parse_editor_xform_end). */
  if (!strcmp(name, "color_type") && !strcmp(value, "NONE")) {
    p->xform_keeps_color = 1;
    return 1;
  }
  if (!strcmp(name, "color_type") && !strcmp(value, "DISTANCE")) { /* render/prepare.c, variations.h */
    x->color_type = COLOR_TYPE_DISTANCE;
    return 1;
  }
  if (!strcmp(name, "color_type") && !strcmp(value, "CYCLIC")) {
    x->color_type = COLOR_TYPE_CYCLIC;
    return 1;
  }
  /* JWildfire's colour modulation (render/colour_mod.h) */
  static const char *const mods[GENOME_COLOUR_MODS] = {"mod_gamma", "mod_contrast", "mod_saturation", "mod_hue"};
  for (int k = 0; k < GENOME_COLOUR_MODS; k++) {
    const size_t len = strlen(mods[k]);
    if (strncmp(name, mods[k], len) || (name[len] && strcmp(name + len, "_speed"))) continue;
    double v;
    if (parse_number(p, n, name, value, &v) < 0) return -1;
    if (name[len]) x->colour_mod_speed[k] = v;
    else x->colour_mod[k] = v;
    return 1;
  }
  if (apply_setting(p, find_setting(xform_settings, sizeof xform_settings / sizeof xform_settings[0], name), name, value))
    return 1;
  if (motion_curve(p, 1, name, value) || parameter_curve(p, name, value)) return 1;
  const int fixed = fixed_parameter(name);
  if (fixed) {
    char *end;
    const double v = strtod(value, &end);
    if (end == value || *end || v != fixed_parameters[fixed - 1].drawn_at) {
      char what[160];
      snprintf(what, sizeof what, "parameter %s other than %g", name, fixed_parameters[fixed - 1].drawn_at);
      parse_unsupported_feature(p, what);
    }
    return 1;
  }
  /* JWildfire's order of a variation among the xform's pre, normal and post ones: what flam3
   * does is 0, -1 for pre_blur (a pre variation in both), 1 for JWildfire's post functions. */
  const size_t len = strlen(name), tail = strlen("_fx_priority");
  if (len > tail && !strcmp(name + len - tail, "_fx_priority")) {
    char var[128];
    snprintf(var, sizeof var, "%.*s", (int)(len - tail < sizeof var - 1 ? len - tail : sizeof var - 1), name);
    const int known = xform_name_known(var);
    /* pre_NAME and post_NAME are pre and post by nature (JWildfire's own, pre_circlecrop among
     * them, say so: a priority of -1 or 1); one its file forces among the normal variations
     * (priority 0) works on a copy there: below */
    const int index = genome_variation_from_name_nocase(var);
    const int natural = !strcmp(var, "pre_blur") ? -1 : parse_natural_post(index) ? 1 : 0;
    const int prefixed = !strncmp(var, "pre_", 4) || !strncmp(var, "post_", 5);
    const long priority = strtol(value, NULL, 10);
    const int pre_base = !strncmp(var, "pre_", 4) ? parse_editor_variation_index(var + 4) : -1;
    if (!strcmp(var, "pre_blur") && priority == 0) {
      /* Forced among the normal variations, JWildfire's pre_blur blurs a copy of the sum that
       * is thrown away (EnforcedVariationTransformationStep): it draws nothing. */
      genome_xform_set_var(x, FM_VAR_pre_blur, 0); /* (a removal: never fails) */
    } else if (index == FM_VAR_flatten && priority == 0) {
      /* flatten where it stands in the normal list: the variations listed before it, which
       * are in the xform now (JWildfire writes an order right after its weight) */
      p->xform_flatten_inline = 1;
      p->xform_flatten_before_n = 0;
      for (int i = 0; i < x->nvars; i++)
        if (x->vars[i].kind == FM_KIND_NORMAL && x->vars[i].index != FM_VAR_flatten)
          p->xform_flatten_before[p->xform_flatten_before_n++] = x->vars[i].index;
    } else if (priority == 0 && pre_base >= 0 && pre_base != FM_VAR_flatten && index < 0) {
      /* So does any of its pre functions (a pre_NAME of ours) forced so: it writes the copy's
       * affine point, never the sum (pre_flatten, which scales the sum's z, aside). Swan's
       * examples with pre_circlecrop so came closer to JWildfire 9.00's pictures, all seven. */
      genome_xform_set_form(x, pre_base, genome_prefix_kind(pre_base, 0), 0); /* (a removal) */
    } else if (priority == 2 && prepost_pre_half(index) >= 0) {
      /* JWildfire's order 2 (FM_VARS_PREPOST_PAIRS): the inverse (invtransform) on the affine's
       * point before the others, the variation on the sum after them — the pre half of the
       * same weight, in its pre form that sets the point */
      const int pre = prepost_pre_half(index);
      if (parse_set_var(p, n, x, pre, genome_xform_var(x, index)) < 0) return -1;
      /* (ringtile's pre half adds to the sum, as a normal variation: kernels/var_jwildfire25.h) */
      if (pre != FM_VAR_ringtile_inv) genome_xform_set_var_kind(x, pre, FM_KIND_PRE_SET);
    } else if (index >= 0 && natural == 0 && (priority == -1 || priority == 1)) {
      /* JWildfire's pre and post variations: its output added to the affine's point, or to
       * the sum (EnforcedPre/PostVariationTransformationStep) */
      const int kind = priority < 0 ? FM_KIND_PRE_SUM : FM_KIND_POST_SUM;
      const double w = genome_xform_form(x, index, FM_KIND_NORMAL);
      if (w != 0 && genome_xform_var_forms(x, index) > 1) { /* the plain name's form, beside another */
        genome_xform_set_form(x, index, FM_KIND_NORMAL, 0);
        if (parse_add_form(p, n, x, index, kind, w) < 0) return -1;
      } else {
        genome_xform_set_var_kind(x, index, kind);
      }
    } else if (natural == 1 && priority == 0 && genome_xform_var(x, index) != 0) {
      /* a post function forced among the normal variations: the same, where none follows it
       * (JWildfire writes a variation's order right after its weight; parse_editor_xform_end) */
      p->xform_inline_post = index + 1;
      p->xform_inline_post_nvars = x->nvars;
    } else if (known && priority != natural && !(prefixed && strcmp(var, "pre_blur") && natural != 1)) {
      char what[200];
      snprintf(what, sizeof what, "JWildfire's pre/post order of %.60s", var);
      parse_unsupported_feature(p, what);
    }
    return known; /* an unknown variation's: its parameter, left to the unknown names */
  }
  return 0;
}
