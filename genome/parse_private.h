/*
 * parse_private.h — what parse.c (document, <flame>, errors and numbers), parse_flame_attrs.c
 * (a <flame>'s attributes), parse_xform.c (xforms, chaos, <symmetry>) and parse_palette.c
 * (palette elements) share while reading one file. Not part of the genome API.
 */
#ifndef FLAMEBUILD_GENOME_PARSE_PRIVATE_H
#define FLAMEBUILD_GENOME_PARSE_PRIVATE_H

#include <libxml/tree.h>

#include "genome.h"
#include "motion_curve.h"

#define MAX_XFORMS 1024 /* chaos is n*n doubles; flam3 has no limit, memory does */

/* The prefix a parameter's name came under: NAME_p, pre_NAME_p, post_NAME_p (Fractorium's forms). */
enum parse_prefix { PREFIX_NONE, PREFIX_PRE, PREFIX_POST };

typedef struct parser {
  const char *file;
  const char *palettes_path;
  fb_warn warn;
  fb_error *err;
  genome_palette_library *lib;   /* opened on first palette="N" */
  char **warned;                 /* "KIND NAME" of every unknown name seen: a hash set */
  size_t warned_cap, nwarned;    /* slots (a power of two, or 0) and names in it */
  int listed;                    /* names said in a warning of their own */
  int unlisted[3];               /* and the rest, by kind (variation, element, attribute) */
  /* parse_editors.c: the flame's editor camera, and what the file asks for that is not drawn */
  double cam_roll, cam_zoom, cam_perspective;
  int has_cam_roll, has_cam_zoom, has_cam_perspective;
  int preserve_z;                /* JWildfire's preserve_z="1" */
  char dof_shape[48];            /* JWildfire's cam_dof_shape, "" when absent (BUBBLE) */
  char version[64];              /* the flame's version attribute: which editor wrote it */
  int xform_keeps_color;         /* the xform being read has JWildfire's color_type NONE */
  int xform_inline_post;         /* its JWildfire post function forced among the normal variations
                                    (NAME_fx_priority 0): FM_VARS_NATURAL_POST's index + 1, or 0 */
  int xform_inline_post_nvars;   /* how many variations it had then */
  int xform_vars_over;           /* variations the xform could not hold (FM_XFORM_VARS): said at its end */
  int xform_flatten_inline;      /* its flatten is forced among the normal variations (JWildfire's
                                    flatten_fx_priority 0), after the xform_flatten_before_n
                                    variations of xform_flatten_before (parse_editor_xform_end) */
  int xform_flatten_before_n;
  unsigned short xform_flatten_before[FM_XFORM_VARS];
  /* the last variation it lists of those that replace JWildfire's sum (FM_VARS_JWF_SETS_SUM:
   * index + 1, or 0) and the normal variations listed before it, which that discards
   * (parse_editor_sets_sum, parse_editor_xform_end) */
  int xform_sets_sum;
  int xform_sets_sum_before_n;
  unsigned short xform_sets_sum_before[FM_XFORM_VARS];
  unsigned xform_jwf_forms_seen; /* it has a parameter only JWildfire's form of a variation has
                                    (elliptic_mode…): bit k, parse_editors.c's jwf_form_table[k] */
  int xform_partial_direct_color; /* and Fractorium's var_color other than 1 */
  int xform_formula_var;         /* the plot variation whose formulas it gave (index + 1), or 0 */
  int xform_formulas;            /* which of them (bit k: formula k; parse_plots.c) */
  unsigned char xform_params_set[(FM_NPARAMS + 7) / 8]; /* the parameters it gave (parse_set_param):
                                    bit p % 8 of byte p / 8; the others take a JWildfire file's
                                    defaults (parse_jwf_defaults) */
  /* parameters the xform gave twice with different values (each one's first value and the
   * prefix it came under): a variation in two forms whose editor gives each form its own
   * (Fractorium's pre_bwraps_space beside post_bwraps_space) holds the later form's apart
   * (genome_xform_form_param; parse_editor_xform_end) */
  int xform_nparams_twice;
  unsigned short xform_param_twice[8];
  double xform_param_first[8];
  unsigned char xform_param_first_prefix[8];
  /* the prefix each parameter was last given under (enum parse_prefix), and the one of the
   * parameter being read (parse_set_param) */
  unsigned char xform_param_prefix[FM_NPARAMS];
  unsigned char param_prefix;
  /* parse_wfield.c: the (variation, parameter) pairs of the xform's weighting field, by name
   * (resolved at its end), and whether its image map names a file */
  char xform_wfield_var[GENOME_WFIELD_MODS][64], xform_wfield_param[GENOME_WFIELD_MODS][64];
  double xform_wfield_intensity[GENOME_WFIELD_MODS];
  int xform_wfield_image;
  /* parse_curves.c: JWildfire's motion curves of the flame and of the xform being read, and
   * the flame's frame, at which they are evaluated */
  jwf_curves flame_curves, xform_curves;
  int jwf_frame;
  int jwf_at_time;               /* 1: the flame is read at jwf_time, a motion-blur packet's
                                    (parse.c's blur_packets), where JWildfire's renderer
                                    evaluates the curves a second time (parse_curves_xform_end) */
  double jwf_time;
  double jwf_eval_time;          /* the time the curves are being evaluated at */
  int blur_packets_made;         /* motion-blur packets read again in this file (parse.c) */
  int jwf_moving_curves; /* enabled motion curves of the flame and its xforms so far */
  char features[512];            /* features not drawn, "; " between them */
  int nunsupported;
  int xml_line;                  /* first libxml2 error */
  char xml_msg[300];
} parser;

enum number_style {
  ATOF,     /* flam3_atof: whole string, "" = 0, errno fails */
  STRTOD,   /* coefs/post/var: a strtod sequence, errno fails, nothing may follow */
  SSCANF,   /* size/center/...: a sscanf sequence, blanks may follow, errno ignored */
};

typedef struct chaos_entry {
  int from, to;
  double value;
  xmlNode *node;
} chaos_entry;

typedef struct flame_work {
  genome *g;
  genome_xform *xf;        /* standard xforms and the (first) final one, final kept last */
  int n, cap;
  int final_index;         /* -1 = none */
  genome_xform *more_finals; /* the final xforms after the first (JWildfire's), in order */
  int nmore_finals;
  int std_count;           /* flam3's num_std_xforms + 1 */
  chaos_entry *chaos;
  int nchaos;
  unsigned char defined[GENOME_PALETTE_SIZE];
} flame_work;

/* Errors and warnings carry "FILE:LINE: " from the node. parse_fail returns -1. */
int parse_fail(parser *p, xmlNode *n, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
void parse_warn(parser *p, xmlNode *n, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* "unrecognized variation NAME", once per name and file. */
void parse_warn_unknown_variation(parser *p, xmlNode *n, const char *name);
/* An element n that its parent does not hold (flam3 skips it): "unknown element <n> in
 * <parent>, ignored", with the closest of the NULL-ended known names; once per name and file. */
void parse_warn_unknown_element(parser *p, xmlNode *n, const char *const *known);
/* Editors' extras appear on every xform or flame; one warning per kind, name and file is
 * enough. 1 when this one is new and is to be said; past PARSE_NAMES_LISTED names in a file
 * the new ones are only counted (0), and parse_warn_unlisted says how many of each kind. */
enum { PARSE_NAMES_LISTED = 20 };
int parse_first_time(parser *p, const char *kind, const char *name);
/* The set of names seen in the file ("KIND NAME"): 1 when key is new (and now remembered), 0
 * when it was there (or no memory); parse_seen only asks. */
int parse_remember(parser *p, const char *key);
int parse_seen(const parser *p, const char *key);

/* ---- parse_colour_curves.c: Apophysis' and Fractorium's colour curves ---- */
/* Whether a <flame> attribute is one of the colour curves' (read by parse_colour_curves). */
int parse_colour_curves_attr(const char *name);
/* The flame's colour curves into g->colour_curves, as its editor draws them (the version is
 * read by then); what cannot be drawn is said. */
void parse_colour_curves(parser *p, xmlNode *n, genome *g);

/* ---- parse_editors.c: what other editors write ---- */
/* A <flame> attribute of the editors' that the parser reads itself (the version, which names
 * the editor; Apophysis 7X's and JWildfire's cam_*): 1 handled, 0 not one, -1 error.
 * parse_editor_flame_begin before a flame's attributes, parse_editor_flame_end after them
 * (cam_roll over rotate, cam_zoom into scale, a 3D camera reported). */
int parse_editor_flame_attr(parser *p, xmlNode *n, const char *name, const char *value);
void parse_editor_flame_begin(parser *p);
int parse_editor_flame_end(parser *p, xmlNode *n, genome *g);
/* A xaos row that leaves no xform to go to, as the flame's editor reads it: Fractorium goes
 * to the first xform (its choice table all zeros), which the row is made to say; the others
 * fail at render time, as flam3 does. */
void parse_editor_chaos(parser *p, genome *g);
/* Whether JWildfire wrote the flame being read: its version, or (its 0.x versions wrote none
 * that says so) the camera attributes only it writes. */
int parse_written_by_jwildfire(const parser *p);
/* JWildfire's DISTANCE colour type is drawn when every xform of the flame (its final one too)
 * has it; beside others it is reported (the xforms' palette coordinates then matter). */
void parse_editor_color_types(parser *p, const genome *g);
void parse_editor_walks(parser *p, const genome *g);
/* subflame_wf's settings that are not drawn, said (parse_editors.c). */
void parse_editor_subflames(parser *p, const genome *g);
/* JWildfire's background gradient (background_type, background_ul…) into g->backdrop, or
 * g->background where it is one colour; jwildfire_default: a file without a type and without
 * `background` takes JWildfire's GRADIENT_2X2_C (parse_backdrop.c). */
void parse_backdrop_gradient(parser *p, xmlNode *n, genome *g, int jwildfire_default);
/* The <bgxform>s of `body` (a flame, or a <layer> of flame element n): kept as a text, its
 * digest in g->backdrop.xforms, with the camera's zoom; what of them is not drawn said. */
int parse_backdrop_xforms(parser *p, xmlNode *n, xmlNode *body, genome *g);
/* JWildfire's solid rendering (sld_render_*) into g->solid at the flame's end (parse_solid.c);
 * a solid flame takes JWildfire's 3D camera, without antialiasing. */
int parse_solid(parser *p, xmlNode *n, genome *g);
/* Whether variation `index` is one of JWildfire's post functions, which work on the xform's sum
 * after the others (kernels/variation_table.h: FM_VARS_NATURAL_POST). */
int parse_natural_post(int index);
/* An xform attribute that is an editor's name for something flam3 has (linear3D, Re_A,
 * Spherical…) or a z-only variation: 1 read, 0 not one, -1 error. */
int parse_editor_variation(parser *p, xmlNode *n, genome_xform *x, const char *name, const char *value);
/* An editor's setting on <flame> or an xform that flamebuild does not draw (JWildfire's tone
 * controls, materials, motion curves…): quiet at the value that changes nothing, else named
 * among the features not drawn. 1 handled, 0 not one. */
int parse_editor_flame_setting(parser *p, const char *name, const char *value);
int parse_editor_xform_setting(parser *p, xmlNode *n, genome_xform *x, const char *name, const char *value);
/* After an xform's attributes: what they set together (JWildfire's color_type NONE). -1 when
 * the xform cannot hold what they add. */
int parse_editor_xform_end(parser *p, xmlNode *n, genome_xform *x);
/* Variation `var` of xform x read from its own attribute: one that replaces JWildfire's sum
 * notes the normal variations listed before it (parse_editor_xform_end drops them). */
void parse_editor_sets_sum(parser *p, const genome_xform *x, int var);
/* What the file asks for that is not drawn: a feature ("3D camera (cam_pitch)"), a variation
 * known but not drawable here. Unknown variations are taken from the names seen. */
void parse_unsupported_feature(parser *p, const char *what);

/* A variation's or a parameter's index from an editor's name of it (any case, or an alias of
 * parse_editors.c's table), -1 if none. */
int parse_editor_variation_index(const char *name);
int parse_editor_param_index(const char *name);

/* ---- parse_jwf_forms.c: JWildfire's own forms of variations others have ---- */

/* A parameter only JWildfire's form of a variation has (elliptic_mode, ripple_fixed_dist_calc
 * …): the parameter it is read into, the xform's variation marked JWildfire's; else -1. */
int parse_jwf_form_param(parser *p, const char *name);
/* At an xform's end: each such variation that is JWildfire's (jwildfire: the file is
 * JWildfire's; or a parameter of its form was seen) becomes that form, its parameters carried. */
int parse_jwf_forms(parser *p, xmlNode *n, genome_xform *x, int jwildfire);
/* JWildfire's own form of variation var (its index), or -1; *jwf_param: var's parameter param
 * as that form holds it, or -1 (param -1: -1). */
int parse_jwf_form_of(int var, int param, int *jwf_param);
/* At an xform's end, in a file JWildfire wrote (jwildfire): what JWildfire calls at weight 0 —
 * a variation that colours the point, kept at a weight of nothing visible, and in a version
 * before 7.00 post_mirror_wf. */
int parse_jwf_calls(parser *p, xmlNode *n, genome_xform *x, int jwildfire);
/* At the xform's end, in a file JWildfire wrote: a parameter of one of its variations that the
 * file left out takes JWildfire's default where it differs from flamebuild's
 * (genome/jwf_param_defaults.h, made by tests/tools/jwf_defaults.sh). */
int parse_jwf_defaults(parser *p, xmlNode *n, genome_xform *x);

/* ---- parse_wfield.c: JWildfire's weighting fields ---- */

/* An xform's wfield_* attribute read into x->wfield (1), or not one (0); -1 on a bad number. */
int parse_wfield_attr(parser *p, xmlNode *n, genome_xform *x, const char *name, const char *value);
/* At the xform's end, after its variations' forms are settled: its pairs resolved, the field
 * kept only where JWildfire's is on, an image map said. */
void parse_wfield_end(parser *p, genome_xform *x);

/* ---- parse_curves.c: JWildfire's motion curves ---- */

/* Before a flame's attributes (the frame back to JWildfire's 1, no curves), and when the parse
 * ends. */
void parse_curves_flame_begin(parser *p);
void parse_curves_free(parser *p);
/* The flame's frame attribute. */
void parse_curves_frame(parser *p, const char *value);
/* An attribute of a curve of the flame or (of_xform) of the xform being read: recorded, 1; not
 * a curve's, 0; out of memory, -1. known_prefix: the name before the member is a variation's
 * or parameter's the caller knows (its curves have no "Curve" in their names). */
int parse_curves_attr(parser *p, int of_xform, const char *name, const char *value, int known_prefix);
/* Once the xform's, or the flame's, attributes are read: each enabled curve's value at the
 * frame put in place, or said to be not drawn. */
int parse_curves_xform_end(parser *p, xmlNode *n, genome_xform *x);
void parse_curves_flame_end(parser *p, genome *g);
/* parse_plots.c: a plot variation's formula attribute (1 if name is one), and the xform's
 * formula block checked once all its attributes are read. */
int parse_plot_setting(parser *p, xmlNode *n, genome_xform *x, const char *name, const char *value);
int parse_plot_xform_end(parser *p, xmlNode *n, genome_xform *x);
void parse_unsupported_variation(parser *p, const char *name);
/* Whether an unknown xform attribute is a parameter of an unknown variation seen before it
 * (julia3D_power after julia3D): not warned about on its own. */
int parse_parameter_of_unknown(const parser *p, const char *name);
/* "variations a, b and 3 more; 3D camera (cam_pitch)", "" when everything is drawn. */
void parse_unsupported_summary(parser *p, char *out, size_t size);

/* "FILE: and N more unknown variations, … (not listed)", once at the end of a file. */
void parse_warn_unlisted(parser *p);
void parse_warned_free(parser *p);
/* " (did you mean X?)" or "". */
void parse_did_you_mean(const char *word, const char *(*name_at)(int, void *), void *ctx, char *out, size_t n);

int parse_is_space(int c);
int xml_is_named(const xmlNode *n, const char *name);

/* Numbers of attribute `name` = `value` in the given flam3 style; NaN/inf are errors. */
int parse_bad_number(parser *p, xmlNode *n, const char *name, const char *value);
int parse_numbers(parser *p, xmlNode *n, const char *name, const char *value, enum number_style style,
                  double *out, int count);
int parse_number(parser *p, xmlNode *n, const char *name, const char *value, double *out);
int parse_one_integer(parser *p, xmlNode *n, const char *name, const char *value, int *out);
/* An xform's variation weight or parameter (genome_xform_set_var/param). A variation the xform
 * has no room for is counted, and the xform refused at its end with the count (parse_xform.c);
 * a parameter fails at once with the element's line. */
int parse_set_var(parser *p, xmlNode *n, genome_xform *x, int var, double weight);
int parse_set_param(parser *p, xmlNode *n, genome_xform *x, int param, double value);
int parse_fail_xform_params(parser *p, xmlNode *n); /* the message when they cannot */
/* Attribute `name` = `value` as variation `var`'s weight. */
int parse_var_number(parser *p, xmlNode *n, const char *name, const char *value, genome_xform *x, int var);
/* Adds variation var's form of `kind` (enum fm_var_kind) beside the xform's others (genome.h);
 * one the printer would write under another form's name is said and not drawn. */
int parse_add_form(parser *p, xmlNode *n, genome_xform *x, int var, int kind, double weight);
/* flam3_atoi (style ATOF) or one %d of an sscanf sequence (style SSCANF, advances *s). */
int parse_integer(parser *p, xmlNode *n, const char *name, const char *value, const char **s,
                  enum number_style style, int *out);

/* parse_flame_attrs.c: the attributes of <flame> n, in document order; soloxform's value in
 * *solo. */
int parse_flame_attrs(parser *p, xmlNode *n, genome *g, double *solo);

/* parse_xform.c */
void flame_work_free(flame_work *w);
/* <xform> or <finalxform> (with its <motion> children). */
int parse_xform_element(parser *p, flame_work *w, xmlNode *n);
/* <symmetry kind>: appends flam3's symmetry xforms. */
int parse_symmetry_element(parser *p, flame_work *w, xmlNode *flame, xmlNode *n);

/* parse_palette.c: the palette elements of a <flame>; then, once they are all read, the
 * library palette a palette="N" names and the entries none of them set. */
int parse_color_element(parser *p, flame_work *w, xmlNode *n);
int parse_colors_element(parser *p, flame_work *w, xmlNode *n);
int parse_palette_element(parser *p, flame_work *w, xmlNode *n);
int parse_finish_palette(parser *p, flame_work *w, xmlNode *flame);

#endif
