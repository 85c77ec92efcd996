/*
 * genome.h — the flam3 genome model: one <flame> element as plain data, its parser
 * (libxml2) and its canonical printer.
 *
 * Values are stored as flam3 stores them after parsing ("defaults on"), so the renderer
 * needs no knowledge of XML. Anything the renderer must not see twice (soloxform, the
 * Apophysis per-xform `symmetry`, <symmetry kind>) is already applied here.
 */
#ifndef FLAMEBUILD_GENOME_H
#define FLAMEBUILD_GENOME_H

#include <stddef.h>

#include "../kernels/colour_curves.h"
#include "../kernels/fastnoise.h"
#include "../kernels/solid.h"
#include "../kernels/variation_table.h"
#include "../util/error.h"

#define GENOME_PALETTE_SIZE 256
#define GENOME_NAME_MAX 64
/* Final xforms a flame keeps: flam3 has one; JWildfire applies several one after another
 * (genome.num_finals). A file's further ones are reported as not drawn. */
#define GENOME_MAX_FINALS 8

/* Spatial filter shapes, in flam3's XML name order (NOT its internal kernel order: see
 * render/filter.c for flam3's name → kernel permutation, which we reproduce). */
enum genome_filter_shape {
  FILTER_GAUSSIAN, FILTER_HERMITE, FILTER_BOX, FILTER_TRIANGLE, FILTER_BELL, FILTER_BSPLINE,
  FILTER_LANCZOS3, FILTER_LANCZOS2, FILTER_MITCHELL, FILTER_BLACKMAN, FILTER_CATROM,
  FILTER_HAMMING, FILTER_HANNING, FILTER_QUADRATIC, FILTER_SHAPE_COUNT
};
/* JWildfire's spatial filter kernels (its filter_kernel, under its names), which a JWildfire
 * file is finished with in place of flam3's filter_shape: FILTER_KERNEL_FLAM3 (the default)
 * is flam3's. JWildfire weighs a tap by its distance from the centre (radially), and it filters
 * the density of the sharpening kernels' pixels with its Gaussian of radius 0.75 apart from
 * their colour (render/filter_jwf.c). Its adaptive MITCHELL_SINEPOW is drawn with its primary
 * kernel, MITCHELL_SMOOTH, and said (genome/parse_editors.c). */
enum genome_filter_kernel {
  FILTER_KERNEL_FLAM3, FILTER_KERNEL_BELL, FILTER_KERNEL_BLACKMAN, FILTER_KERNEL_BOX, FILTER_KERNEL_BSPLINE,
  FILTER_KERNEL_CATROM, FILTER_KERNEL_GAUSSIAN, FILTER_KERNEL_HAMMING, FILTER_KERNEL_HANNING,
  FILTER_KERNEL_HERMITE, FILTER_KERNEL_LANCZOS2, FILTER_KERNEL_LANCZOS3, FILTER_KERNEL_MITCHELL,
  FILTER_KERNEL_MITCHELL_SMOOTH, FILTER_KERNEL_QUADRATIC, FILTER_KERNEL_SINEPOW5, FILTER_KERNEL_SINEPOW10,
  FILTER_KERNEL_SINEPOW15, FILTER_KERNEL_TRIANGLE, FILTER_KERNEL_MITCHELL_SINEPOW, GENOME_FILTER_KERNELS
};
enum genome_temporal_filter { TEMPORAL_BOX, TEMPORAL_GAUSSIAN, TEMPORAL_EXP };
/* How a palette coordinate selects its colour: flam3's step and linear, JWildfire's step and
 * smooth gradient (kernels/accumulate.h's FB_PALETTE_*, numbered alike; a file JWildfire
 * wrote is drawn with its own: genome/parse_editors.c). */
/* How a palette coordinate picks its colour (kernels/accumulate.h's fb_palette_entry): flam3's
 * step and linear (c·256), JWildfire's (c·254), Fractorium's step and linear (c·255). */
enum genome_palette_mode {
  PALETTE_MODE_STEP,
  PALETTE_MODE_LINEAR,
  PALETTE_MODE_JWF_STEP,
  PALETTE_MODE_JWF_SMOOTH,
  PALETTE_MODE_FRACTORIUM_STEP,
  PALETTE_MODE_FRACTORIUM_LINEAR
};
/* Whose 3D camera projects the point's z (kernels/camera3d.h): none (flam3's flat camera),
 * Apophysis 7X's and Fractorium's (cam_zpos, cam_dof's depth blur), or JWildfire's (its bank,
 * which it writes as cam_roll, and flam3's rotate in the rotation, a camera position, points
 * behind the camera dropped). Angles in radians, as both write them. */
enum genome_cam_model { CAM_MODEL_FLAT, CAM_MODEL_APOPHYSIS, CAM_MODEL_JWILDFIRE };
/* Whose brightness scale and palette scale the finish uses (render/density.c, render/tonemap.c) */
enum genome_tone_model { TONE_MODEL_FLAM3, TONE_MODEL_JWILDFIRE };
/* JWildfire's post symmetry (its post_symmetry_type): each sample plotted again turned about the
 * centre (POINT: the order's turns), or mirrored across an axis through it and pushed apart
 * (X_AXIS, Y_AXIS): kernels/symmetry.h. */
enum genome_post_symmetry { POST_SYMMETRY_NONE, POST_SYMMETRY_POINT, POST_SYMMETRY_X_AXIS, POST_SYMMETRY_Y_AXIS };

/* How an xform colours a point: flam3's blend of palette coordinates (JWildfire's DIFFUSION),
 * JWildfire's DISTANCE, the palette entry of the xform's colour plus how far the xform moved the
 * point (kernels/variations.h: fm_xform_end), written color_type="DISTANCE", or its CYCLIC, the
 * point's coordinate stepped by the xform's symmetry modulo 1 (fm_xform_begin), or its NONE,
 * the point's colour kept — its coordinate (the xform's color_speed 0, as flam3 reads it) and a
 * true colour a direct-colour variation gave it in the xform before (fm_xform_begin). */
enum genome_color_type { COLOR_TYPE_DIFFUSION, COLOR_TYPE_DISTANCE, COLOR_TYPE_CYCLIC, COLOR_TYPE_NONE };
enum genome_interpolation { INTERP_LINEAR, INTERP_SMOOTH };
enum genome_interpolation_type { ITYPE_LINEAR, ITYPE_LOG, ITYPE_OLD, ITYPE_OLDER };
enum genome_palette_interpolation { PINTERP_HSV, PINTERP_SWEEP, PINTERP_RGB, PINTERP_HSV_CIRCULAR };

/* One variation an xform applies. */
typedef struct genome_xform_variation {
  unsigned short index;          /* enum fm_var */
  unsigned char kind;            /* how it applies: enum fm_var_kind (pre, normal, post) */
  double weight;                 /* never 0: a variation of weight 0 is absent */
} genome_xform_variation;

/* The most parameters away from their defaults one xform holds: a formula's block
 * (FM_FORMULA_SLOTS) and flam3's 116 with room to spare. A file's xform of more is refused. */
#define GENOME_XFORM_PARAMS 512

/* A parameter a form of a variation holds apart from the xform's value (Fractorium's pre_bwraps
 * beside its bwraps, each with its own cellsize: genome_xform_form_param). */
typedef struct genome_form_param {
  unsigned short param;          /* enum fm_param, of the form's variation */
  unsigned char kind;            /* the form's enum fm_var_kind */
  double value;
} genome_form_param;
#define GENOME_FORM_PARAMS 32

/* JWildfire's weighting field of an xform (its XForm's weightingField…): a 3D noise at the
 * point that scales the xform's variation amounts, up to three of its variations' parameters
 * and its colour, and jitters its point (kernels/wfield.h says how). Read by parse_wfield.c
 * under JWildfire's names (wfield_*), printed so, and in the iteration key. */
#define GENOME_WFIELD_MODS 3
#define GENOME_WFIELD_IMAGE_MAP 100 /* its type while read: an image map, which is said (parse_wfield.c) */
typedef struct genome_wfield {
  int type;                      /* enum fm_noise_type (kernels/fastnoise.h); FM_NOISE_NONE: none */
  int at_position;               /* wfield_input: 0 AFFINE (the affine's point), 1 POSITION */
  int seed;                      /* wfield_noise_seed (1337) */
  double frequency;              /* wfield_noise_frequency (1) */
  int fractal_type;              /* enum fm_noise_fractal: wfield_fract_noise_fract_type (FBM) */
  int octaves;                   /* wfield_fract_noise_octaves (3) */
  double gain, lacunarity;       /* wfield_fract_noise_gain (0.5), _lacunarity (2) */
  int cell_distance;             /* enum fm_noise_cell_distance: wfield_cell_noise_dist_function */
  int cell_return;               /* enum fm_noise_cell_return: wfield_cell_noise_return_type (DISTANCE2) */
  double amount, color, jitter;  /* wfield_var_amount_intensity, _color_intensity, _jitter_intensity */
  int nmods;                     /* the (variation, parameter) pairs it scales, JWildfire's rules kept */
  int mod_var[GENOME_WFIELD_MODS];      /* enum fm_var */
  int mod_param[GENOME_WFIELD_MODS];    /* enum fm_param, or -1: the variation's amount */
  double mod_intensity[GENOME_WFIELD_MODS];
} genome_wfield;

/* JWildfire's colour modulations, in its order (genome_xform.colour_mod) */
enum { GENOME_MOD_GAMMA, GENOME_MOD_CONTRAST, GENOME_MOD_SATURATION, GENOME_MOD_HUE, GENOME_COLOUR_MODS };

typedef struct genome_xform {
  double weight;                 /* selection weight (0 for the final xform) */
  double color;                  /* palette coordinate 0..1 */
  double color_speed;            /* new colour = cs*color + (1-cs)*old */
  double animate;                /* flam3-genome's rotation flag: read, interpolated and printed so a
                                    genome round-trips; no part of the image, so not in the keys */
  double opacity;                /* plot visibility 0..1 */
  double coefs[3][2];            /* flam3 layout: coefs="a d b e c f" → [0]={a,d} [1]={b,e} [2]={c,f} */
  double post[3][2];
  double yz[3][2], zx[3][2];     /* JWildfire's 3D affine (yzCoefs, zxCoefs: coefs' layout, the
                                    identity when absent): y, z and z, x turned, then moved */
  double yz_post[3][2], zx_post[3][2]; /* and its 3D post affine (yzPost, zxPost), after post's */
  int color_type;                /* enum genome_color_type */
  /* JWildfire's colour modulation (mod_gamma, mod_contrast, mod_saturation, mod_hue and their
   * _speed: render/colour_mod.h): values the point carries as it does its colour, which bend the
   * colour it plots. All 0: none. */
  double colour_mod[GENOME_COLOUR_MODS], colour_mod_speed[GENOME_COLOUR_MODS];
  genome_wfield wfield;          /* JWildfire's weighting field (type FM_NOISE_NONE: none) */
  /* The variations and parameters, sparse: an xform holds what it uses, not a slot for each of
   * the table's hundreds, so that its size and the work of copying, blending and keying it do
   * not grow with the table (a sheep edge's frame blends 1,000 sub-frames of five xforms).
   * Read and write them through genome_xform_var/param and the setters below. */
  int nvars;
  genome_xform_variation vars[FM_XFORM_VARS]; /* ascending index, then kind; none of weight 0 */
  int nparams;                   /* the parameters that are not at the table's default */
  unsigned short param_index[GENOME_XFORM_PARAMS]; /* ascending enum fm_param */
  double param_value[GENOME_XFORM_PARAMS];
  int nform_params;              /* the values forms hold apart (genome_xform_form_param) */
  genome_form_param form_params[GENOME_FORM_PARAMS];
} genome_xform;

/* JWildfire's background of more than one colour, drawn per pixel (render/backdrop.h): a
 * gradient of its image's corners — and centre — in place of the one colour, and the colours its
 * background xforms give each pixel's point, added. */
enum genome_backdrop_type { BACKDROP_SINGLE, BACKDROP_GRADIENT_2X2, BACKDROP_GRADIENT_2X2_C };
typedef struct genome_backdrop {
  int type;            /* enum genome_backdrop_type: SINGLE, the flame's `background` */
  double corner[5][3]; /* RGB 0..1 (as JWildfire writes them) of the upper left, upper right,
                          lower left and lower right corners and the centre */
  double zoom;         /* JWildfire's cam_zoom, which the xforms' plane is divided by */
  double xforms[3];    /* the background xforms: the digest of their text, kept by
                          genome/resource_text.h (a <flame> of them as <xform>s and their
                          layer's palette), in genome_text_digest_split's three parts; 0 0 0: none */
} genome_backdrop;

/* The most background xforms a genome keeps (render/backdrop.h's BACKDROP_MAX_XFORMS). */
#define GENOME_BACKDROP_MAX_XFORMS 256

/* Whether g has a background of more than one colour (genome.backdrop). */
#define GENOME_HAS_BACKDROP(g)                                                                       \
  ((g)->backdrop.type != BACKDROP_SINGLE || (g)->backdrop.xforms[0] != 0 || (g)->backdrop.xforms[1] != 0 || \
   (g)->backdrop.xforms[2] != 0)

typedef struct genome {
  char name[GENOME_NAME_MAX + 1];
  int source_line;               /* line of the <flame> element in its file, for messages */
  double time;
  int width, height;
  double center[2];
  double scale;                  /* pixels per unit at zoom 0 */
  double zoom;
  double rotate;                 /* degrees */
  int supersample;
  double filter;
  int filter_shape;              /* enum genome_filter_shape */
  int filter_kernel;             /* enum genome_filter_kernel: JWildfire's in place of filter_shape */
  double quality;
  int passes;
  int temporal_samples;
  int temporal_filter_type;      /* enum genome_temporal_filter */
  double temporal_filter_width, temporal_filter_exp;
  double background[3];
  double brightness, gamma, gamma_threshold, vibrancy, highlight_power;
  double estimator_radius, estimator_minimum, estimator_curve;
  int palette_index;             /* library palette number, -1 = explicit colours */
  double hue;                    /* hue rotation applied to the library palette (already applied to `palette`) */
  int palette_mode;              /* enum genome_palette_mode */
  int interpolation;             /* enum genome_interpolation */
  int interpolation_type;        /* enum genome_interpolation_type */
  int palette_interpolation;     /* enum genome_palette_interpolation */
  double hsv_rgb_palette_blend;
  double palette[GENOME_PALETTE_SIZE][4];   /* RGBA 0..1, RGB premultiplied by alpha as flam3 does */
  int z_mode;                    /* which 2D variations carry z: enum fm_z_mode, by the writer */
  int cam_model;                 /* enum genome_cam_model; the 3D camera's values below */
  double cam_pitch, cam_yaw, cam_bank, cam_persp, cam_zpos, cam_dof;
  double blur_curve;              /* Fractorium's: its depth blur grows with the distance from the
                                    camera's axis (camera3d.h), 0 = evenly */
  double cam_pos_x, cam_pos_y, cam_pos_z;
  /* JWildfire's depth of field (its BUBBLE shape; camera3d.h): new_dof 0 blurs what lies behind
   * cam_zpos, 1 what lies beyond cam_dof_area of the focus point (the distance to the power
   * 1 / cam_dof_exponent) */
  double new_dof;
  double cam_dof_scale, cam_dof_fade, cam_dof_area, cam_dof_exponent, cam_xfocus, cam_yfocus, cam_zfocus;
  /* JWildfire's tone controls (genome_fields.h; drawn by render/density.c and
   * kernels/tonemap.h): neutral at their defaults */
  double contrast, white_level, low_density_brightness;
  double balancing_red, balancing_green, balancing_blue, saturation;
  double fg_opacity; /* the foreground's opacity over the background (1: flam3's) */
  double antialias_amount, antialias_radius; /* JWildfire's antialiasing (render/camera.c; 0: none) */
  /* JWildfire's post symmetry (enum genome_post_symmetry; render/camera.c, kernels/symmetry.h):
   * POINT's order, the centre, X_AXIS's and Y_AXIS's distance and rotation in degrees */
  int post_symmetry_type, post_symmetry_order;
  double post_symmetry_centre_x, post_symmetry_centre_y, post_symmetry_distance, post_symmetry_rotation;
  /* JWildfire's motion blur: a still drawn as 1 + motion_blur_length packets, the flame at its
   * frame and at times a timestep apart around it, each later one's colour weaker by the decay
   * (render/animation.h: anim_still_build); 0: none */
  int motion_blur_length;
  double motion_blur_timestep, motion_blur_decay;
  int tone_model;    /* enum genome_tone_model: JWildfire's for the flames it wrote */
  /* Apophysis' or Fractorium's colour curves, as the file's editor draws them (model NONE: none,
   * or curves that bend nothing): parse_editors.c reads them, interpolate.c blends them, the
   * finish key holds them (render/keys.c) and kernels/tonemap.h draws them */
  fm_colour_curves colour_curves;
  /* JWildfire's solid rendering (kernels/solid.h: the surface nearest the camera, lit and
   * shaded; enabled 0 for every other flame): read by parse_solid.c, taken from the nearer
   * keyframe by interpolate.c, drawn by render/solid.c */
  fm_solid solid;
  /* JWildfire's background where it is more than the one colour `background` (render/backdrop.h):
   * read by parse_editors.c, printed by print.c, in finish_key (render/keys.c), taken from the
   * nearer keyframe by interpolate.c */
  genome_backdrop backdrop;

  int num_xforms;                /* standard xforms */
  /* Final xforms (0..GENOME_MAX_FINALS), applied in turn to the point to plot: the first maps
   * the trajectory's point, each further one the previous one's result (JWildfire's
   * applyFinalTransforms). With one, it applies with the probability of its opacity (flam3);
   * with several, always (JWildfire reads no final xform's opacity): render/prepare.c. */
  int num_finals;
  genome_xform *xforms;          /* [num_xforms + num_finals]: the standard xforms, then the final
                                    ones in order (GENOME_FINAL) */
  double *chaos;                 /* [num_xforms * num_xforms], row i = multipliers after xform i; all 1 = no xaos */
} genome;

/* JWildfire's layers of one flame (a <jwf-flame>, its document of several layers: every
 * <layer> its own xforms, final xforms and palette under the flame's attributes), those it
 * draws — visible, with xforms — in document order. JWildfire's renderer steps each in turn,
 * the same number of steps each (render/animation.h: anim_still_build). */
typedef struct genome_layers {
  int count;        /* the layers drawn: the first is the flame itself (genome_list.flames[k]) */
  genome *more;     /* [count - 1]: the others, each the flame's attributes with its own xforms */
  double *weight;   /* [count]: what a layer's colour is scaled by (≥ 0) */
  double *density;  /* [count]: below 1, a layer draws only density² of its steps (≥ 0) */
} genome_layers;

/* A parsed file: every <flame> at any depth, in document order. */
typedef struct genome_list {
  genome *flames;
  int count;
  /* JWildfire's motion blur, where its motion curves move a flame: for flame k, the
   * flames[k].motion_blur_length packets after the first, the flame at each packet's time
   * (anim_still_build); NULL for a flame whose curves move nothing (every packet is the flame
   * itself), and NULL when no flame has any. */
  genome **blur_packets;
  /* JWildfire's layers: for flame k, a <jwf-flame> of more than one layer drawn, or of one
   * whose weight or density is not 1 (layers[k].count 0 otherwise); NULL when no flame has
   * such layers. Such a flame's motion blur is drawn without its curves' motion. */
  genome_layers *layers;
  /* What the file asks for that is not drawn, "" when nothing: unknown variations (their
   * parameters left out) and features, e.g. "variations julia3D, synth; 3D camera (cam_pitch)".
   * The parser also says it once, as a warning. */
  char unsupported[1024];
} genome_list;

typedef struct genome_parse_options {
  const char *palettes_path;     /* flam3-palettes.xml; NULL = $flam3_palettes, then Debian's path */
  fb_warn warn;                  /* unknown variations and other non-fatal findings */
} genome_parse_options;

/* A flame's name as the parser keeps it (flam3's rule): cut to GENOME_NAME_MAX bytes at a UTF-8
 * boundary, white space but the last character turned into '_'. */
void genome_name_as_kept(const char *name, char out[GENOME_NAME_MAX + 1]);

/* Parses a file. On failure returns -1 with "FILE:LINE: reason" in err and leaves *out empty. */
int genome_parse_file(const char *path, const genome_parse_options *opt, genome_list *out, fb_error *err);

/* Parses XML text; `name` is used in messages in place of a file name. */
int genome_parse_memory(const char *xml, size_t len, const char *name, const genome_parse_options *opt,
                        genome_list *out, fb_error *err);

void genome_list_free(genome_list *list);

/* Whether an xform of g modulates the colour (genome_xform.colour_mod). */
int genome_has_colour_mod(const genome *g);
/* Initialises g with flam3's defaults and no xforms. */
void genome_init(genome *g);
/* Deep copy; dst must not own memory (use genome_free first). Returns -1 on allocation failure. */
int genome_copy(genome *dst, const genome *src);
/* Whether any of JWildfire's tone controls (genome_fields.h's TONE fields) is away from its
 * default, flam3's finish: the frame is finished as JWildfire finishes (kernels/tonemap.h). */
int genome_has_jwildfire_tone(const genome *g);
void genome_free(genome *g);
/* Initialises an xform with flam3's XML defaults (no variations, weight 0, colour 0). */
void genome_xform_init(genome_xform *x);

/* An xform may apply a variation in more than one form (enum fm_var_kind: Fractorium's pre_log
 * beside its post_log, JWildfire's bwraps beside its pre_bwraps2), each with its own weight and
 * all reading the xform's one set of the variation's parameters, but where a form holds a value
 * of its own (genome_xform_form_param: Fractorium's forms are instances apart, each with its
 * parameters). The forms sit in `vars` by kind; the first is the one with the lowest kind, and
 * most code, which sees one form, reads and writes that one. */

/* An xform's variation `var` (enum fm_var), its first form: its weight, 0 when absent, and how
 * it applies (FM_KIND_NORMAL when absent); how many forms the xform has of it. */
double genome_xform_var(const genome_xform *x, int var);
int genome_xform_var_kind(const genome_xform *x, int var);
int genome_xform_var_forms(const genome_xform *x, int var);
/* Sets the first form's weight (0 removes it; a new one applies as FM_KIND_NORMAL, one present
 * keeps its kind). -1 when the xform already has FM_XFORM_VARS others. */
int genome_xform_set_var(genome_xform *x, int var, double weight);
/* How the first form applies; nothing for an absent variation, -1 (and nothing) where the
 * xform has another form of that kind. */
int genome_xform_set_var_kind(genome_xform *x, int var, int kind);
/* The weight of var's form of `kind` (0 when absent), and its setter (0 removes the form; -1
 * when the xform already has FM_XFORM_VARS others). */
double genome_xform_form(const genome_xform *x, int var, int kind);
int genome_xform_set_form(genome_xform *x, int var, int kind, double weight);
/* Parameter `param` (enum fm_param): its value, the table's default when the xform has none. */
double genome_xform_param(const genome_xform *x, int param);
/* Sets a parameter (its default, to the bit, removes it). -1 when the xform already holds
 * GENOME_XFORM_PARAMS others. */
int genome_xform_set_param(genome_xform *x, int param, double value);
/* Parameter `param` as the form of `kind` of its variation reads it: the value the form holds
 * apart, else the xform's (genome_xform_param). Its setter keeps a value apart only where it is
 * not the xform's, to the bit (set the xform's first); -1 when GENOME_FORM_PARAMS are held. */
double genome_xform_form_param(const genome_xform *x, int param, int kind);
int genome_xform_set_form_param(genome_xform *x, int param, int kind, double value);
/* Parameters first .. first + count - 1 (a formula's block) read into, or set from, values. */
void genome_xform_params(const genome_xform *x, int first, int count, double *values);
int genome_xform_set_params(genome_xform *x, int first, int count, const double *values);
/* Sets the number of standard xforms (new ones default-initialised, chaos rows/cols = 1); the
 * final xforms are kept. */
int genome_resize_xforms(genome *g, int num_xforms);
/* Sets the number of final xforms (0..GENOME_MAX_FINALS; new ones default-initialised). */
int genome_resize_finals(genome *g, int num_finals);
/* Final xform k of g (0 ≤ k < num_finals). */
#define GENOME_FINAL(g, k) (&(g)->xforms[(g)->num_xforms + (k)])

/*
 * Canonical printer: one <flame> element in flam3's attribute order, numbers printed with
 * enough digits to round-trip exactly, the palette as 256 <color> entries. Two genomes
 * print the same bytes iff they render the same. Returns a malloc'd NUL-terminated string
 * (NULL on allocation failure).
 */
char *genome_print(const genome *g);

/* Loads library palette `index` (0..700) from the flam3-palettes.xml file at path (NULL as in
 * genome_parse_options), rotates its hue by `hue` (0..1), and writes 256 RGBA entries. */
int genome_library_palette(const char *path, int index, double hue, double out[GENOME_PALETTE_SIZE][4],
                           fb_error *err);

/*
 * A loaded flam3-palettes.xml, so that one parse reads the library once however many
 * palettes it needs. genome_library_palette is open + get + close. Opening an unreadable
 * or malformed file fails with a message that names the path and how to get the file.
 * `path` NULL as in genome_parse_options. Palettes are looked up by their `number`
 * attribute (first match in file order, as flam3); a missing number is an error.
 */
typedef struct genome_palette_library genome_palette_library;
int genome_palette_library_open(const char *path, genome_palette_library **out, fb_error *err);
int genome_palette_library_get(const genome_palette_library *lib, int index, double hue,
                               double out[GENOME_PALETTE_SIZE][4], fb_error *err);
const char *genome_palette_library_path(const genome_palette_library *lib);
void genome_palette_library_close(genome_palette_library *lib);

/* flam3's colour conversions (palettes.c rgb2hsv/hsv2rgb): rgb 0..1, h 0..6, s and v 0..1.
 * hsv_to_rgb wraps h into [0,6). Exposed for palette interpolation between control points. */
void genome_rgb_to_hsv(const double rgb[3], double hsv[3]);
void genome_hsv_to_rgb(const double hsv[3], double rgb[3]);

/* ---- Animation: keyframe interpolation (interpolate.c) and motion blur (temporal.c) ----
 *
 * These reproduce flam3-animate 3.1.1 (flam3_interpolate, flam3_create_temporal_filter) as
 * Debian's libflam3 computes them, bit for bit. */

/*
 * The genome at `time` of an animation whose keyframes cps[0..ncps-1] are sorted by time
 * (check with genome_animation_check). Keyframes are padded to a common xform layout and
 * blended linearly, or by Catmull-Rom over four keyframes where the segment's first
 * keyframe has interpolation="smooth" and has a neighbour on each side; before the first
 * and after the last keyframe the end pairs extrapolate. One keyframe is copied.
 * `out` must not own memory; on success it is a complete genome with out->time = time
 * (free it with genome_free), on failure it owns nothing and err says why.
 */
int genome_interpolate(const genome *cps, int ncps, double time, genome *out, fb_error *err);

/* The same for many times of one animation (a frame's temporal samples): the interpolator
 * keeps the last segment's keyframes aligned and their palettes in HSV, which every time in
 * that segment shares (the same bits as genome_interpolate; a sheep frame's 1,000 samples
 * paid the alignment and 768 HSV conversions each). Start it zeroed, free it with
 * genome_interpolator_free; `cps` must stay as it is while the interpolator is used with it. */
typedef struct genome_interpolator {
  struct genome_interp_held *held;
} genome_interpolator;
int genome_interpolate_next(genome_interpolator *ip, const genome *cps, int ncps, double time, genome *out,
                            fb_error *err);
void genome_interpolator_free(genome_interpolator *ip);

/* Fails unless keyframe times are finite and strictly increasing; the message names the two
 * flames (1-based position in the list, name, line, time). Prefix it with the file name. */
int genome_animation_check(const genome *cps, int ncps, fb_error *err);

/* Catmull-Rom weights of keyframes i-1, i, i+1, i+2 at t in [0,1] along segment i..i+1. */
void genome_catmull_rom_weights(double t, double w[4]);

/*
 * Motion blur for one frame: n sub-frames (n = passes * temporal_samples of the genome
 * interpolated at the frame time; pass b takes sub-frames b*temporal_samples onwards) at
 * time offsets deltas[i] = (i/(n-1) - 1/2) * width, with weights[i] from the box, gaussian
 * or exp filter (exp's sign picks the bright end), normalised so the largest is 1. n = 1
 * gives offset 0, weight 1. Returns the mean weight, which flam3's k2 divides by (0 if n < 1).
 * deltas and weights have room for n values each.
 */
double genome_temporal_filter(int n, int type, double filter_exp, double width, double *deltas,
                              double *weights);
/* The same with type, exp and width taken from the genome interpolated at the frame time. */
double genome_temporal_samples(const genome *cp_at_frame, int n, double *deltas, double *weights);

/* Names for enums (XML spelling), and the reverse lookup (-1 if unknown). */
const char *genome_filter_shape_name(int shape);
int genome_filter_shape_from_name(const char *name);
const char *genome_filter_kernel_name(int kernel);
const char *genome_variation_name(int index);
int genome_variation_from_name(const char *name);
const char *genome_param_name(int param);
int genome_param_variation(int param);
double genome_param_default(int param);
/* Whether `param` is one other editors gave one of flam3's variations (FM_PARAMS_BEYOND_FLAM3):
 * not part of flam3's genome. */
int genome_param_beyond_flam3(int param);
int genome_param_from_name(const char *name); /* also flam3's aliases oscope_*, Re_A..Im_D */
/* How an xform's variation v of kind `kind` (enum fm_var_kind) is written: pre_NAME or post_NAME
 * (Fractorium's, and its SUM forms of blur, gaussian_blur, pie, arch, square), else NAME with
 * *priority set to JWildfire's NAME_fx_priority (-1 pre, 1 post; 0 for a normal one). */
void genome_kind_name(int v, int kind, char *name, size_t n, int *priority);
/* The kind of Fractorium's pre_NAME (post: its post_NAME) of variation v: SET, or SUM for those
 * it adds (kernels/variation_table.h's FM_VARS_PREPOST_SUM: the blurs, pie, arch, square …). */
int genome_prefix_kind(int v, int post);
/* The parameters of variation v (enum fm_param indices), ending with -1. A plot variation's
 * include the formula block (kernels/formula.h), which the plot variations share. */
const int *genome_variation_params(int v);
/* A weighting field of none (type FM_NOISE_NONE) with JWildfire's defaults for the rest. */
void genome_wfield_init(genome_wfield *f);
/* Whether JWildfire holds parameter p as an integer (a field scales it through its FTOI). */
int genome_wfield_param_is_int(int param);
/* The field in JWildfire's attributes (wfield_*), nothing for none (genome/parse_wfield.c). */
struct strbuf;
void genome_wfield_print(struct strbuf *t, const genome_wfield *f);
/* Whether variation v runs a formula of the block (FM_VARS_FORMULA), and whether param is one
 * of the block's slots (formula_code00 …): slots are code, never blended between keyframes. */
int genome_variation_has_formula(int v);
int genome_param_in_formula(int param);
/* Whether param is one render/prepare.c works out and no file or option gives: text_wf's points,
 * their image's size and their address (kernels/variation_table.h). genome_param_from_name does not find them. */
int genome_param_derived(int param);
/* The same ignoring case (other editors' Spherical3D, Juliac): -1 if none. A parameter's name
 * matches without its periods too (JWildfire's glsl_squares_Red_Fac. is glsl_squares_Red_Fac). */
int genome_variation_from_name_nocase(const char *name);
int genome_param_from_name_nocase(const char *name);

/* The name that `word` is most likely a typing mistake of ("gama" for "gamma"), among
 * name_at(0, ctx), name_at(1, ctx), … up to the first NULL; NULL when none is close. */
const char *genome_suggest(const char *word, const char *(*name_at)(int i, void *ctx), void *ctx);
/* XML spellings of the other enums; NULL when out of range. */
const char *genome_temporal_filter_name(int type);
const char *genome_palette_mode_name(int mode);
const char *genome_cam_model_name(int model);
const char *genome_tone_model_name(int model);
const char *genome_post_symmetry_name(int type);
const char *genome_z_mode_name(int mode);
const char *genome_interpolation_name(int interpolation);
const char *genome_interpolation_type_name(int type);
const char *genome_palette_interpolation_name(int interpolation);

#endif
