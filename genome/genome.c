/*
 * genome.c — the genome model: defaults, copies, xform storage and the name tables.
 *
 * Defaults are flam3's "defaults on" values (clear_cp and initialize_xforms), so a genome
 * built here and one read from an XML file with the same attributes are the same data.
 * Variation and parameter names come from the X-macro lists in kernels/variation_table.h.
 */
#include "genome.h"
#include "genome_fields.h"

#include <ctype.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static const char *const variation_names[FM_NVARS] = {
#define VAR_NAME(index, name) [index] = #name,
  FM_VARIATION_LIST(VAR_NAME)
#undef VAR_NAME
};

static const struct param_info {
  const char *name;
  int variation;
  double def;
} params[FM_NPARAMS] = {
#define PARAM_INFO(ident, var, def) {#ident, var, def},
  FM_PARAM_LIST(PARAM_INFO)
#undef PARAM_INFO
};

/* Attribute spellings flam3's parser accepts besides the canonical parameter names. */
static const struct param_alias {
  const char *alias;
  int param;
} param_aliases[] = {
  {"oscope_separation", FM_P_oscilloscope_separation},
  {"oscope_frequency", FM_P_oscilloscope_frequency},
  {"oscope_amplitude", FM_P_oscilloscope_amplitude},
  {"oscope_damping", FM_P_oscilloscope_damping},
  {"Re_A", FM_P_mobius_re_a}, {"Im_A", FM_P_mobius_im_a},
  {"Re_B", FM_P_mobius_re_b}, {"Im_B", FM_P_mobius_im_b},
  {"Re_C", FM_P_mobius_re_c}, {"Im_C", FM_P_mobius_im_c},
  {"Re_D", FM_P_mobius_re_d}, {"Im_D", FM_P_mobius_im_d},
};

static const char *const filter_shape_names[FILTER_SHAPE_COUNT] = {
  "gaussian", "hermite", "box", "triangle", "bell", "bspline", "lanczos3",
  "lanczos2", "mitchell", "blackman", "catrom", "hamming", "hanning", "quadratic",
};
static const char *const filter_kernel_names[GENOME_FILTER_KERNELS] = {
  "flam3", "BELL", "BLACKMAN", "BOX", "BSPLINE", "CATROM", "GAUSSIAN", "HAMMING", "HANNING", "HERMITE",
  "LANCZOS2", "LANCZOS3", "MITCHELL", "MITCHELL_SMOOTH", "QUADRATIC", "SINEPOW5", "SINEPOW10", "SINEPOW15",
  "TRIANGLE", "MITCHELL_SINEPOW",
};
static const char *const temporal_filter_names[] = {"box", "gaussian", "exp"};
static const char *const palette_mode_names[] = {"step", "linear", "jwildfire", "jwildfire_smooth", "fractorium_step",
                                                 "fractorium_linear"};
static const char *const interpolation_names[] = {"linear", "smooth"};
static const char *const interpolation_type_names[] = {"linear", "log", "old", "older"};
static const char *const palette_interpolation_names[] = {"hsv", "sweep", "rgb", "hsv_circular"};

#define COUNT_OF(a) ((int)(sizeof(a) / sizeof((a)[0])))

static const char *name_at(const char *const *names, int count, int i) {
  return i >= 0 && i < count ? names[i] : NULL;
}

void genome_xform_init(genome_xform *x) {
  memset(x, 0, sizeof *x);
#define INIT_XFORM_FIELD(member, def, changed, interp, key, print, xml) x->member = def;
  GENOME_XFORM_FIELDS(INIT_XFORM_FIELD)
#undef INIT_XFORM_FIELD
  x->coefs[0][0] = x->coefs[1][1] = 1.0;
  x->post[0][0] = x->post[1][1] = 1.0;
  x->yz[0][0] = x->yz[1][1] = x->zx[0][0] = x->zx[1][1] = 1.0;
  x->yz_post[0][0] = x->yz_post[1][1] = x->zx_post[0][0] = x->zx_post[1][1] = 1.0;
  genome_wfield_init(&x->wfield);
  /* no variations, every parameter at its default: memset did it */
}

void genome_init(genome *g) {
  memset(g, 0, sizeof *g);
  /* flam3's defaults, from the one list of fields (genome_fields.h). */
#define SET_DEFAULT(member, kind, def, changed, interp, key, xml, names) g->member = def;
  GENOME_FLAME_FIELDS(SET_DEFAULT)
#undef SET_DEFAULT
  /* No colours at all reads as an all-black, transparent palette (flam3): memset did it. */
  g->backdrop.zoom = 1.0;
}

int genome_has_jwildfire_tone(const genome *g) {
  enum { FIELD_ITER, FIELD_FINISH, FIELD_NONE, FIELD_SAMPLES, FIELD_SET, FIELD_ITER3D, FIELD_TONE, FIELD_ITERJWF, FIELD_ITERSYM };
#define TONE_AWAY(member, kind, def, changed, interp, key, xml, names) \
  if (FIELD_##key == FIELD_TONE && g->member != (def)) return 1;
  GENOME_FLAME_FIELDS(TONE_AWAY)
#undef TONE_AWAY
  return 0;
}

void genome_free(genome *g) {
  free(g->xforms);
  free(g->chaos);
  g->xforms = NULL;
  g->chaos = NULL;
  g->num_xforms = 0;
  g->num_finals = 0;
}

int genome_copy(genome *dst, const genome *src) {
  *dst = *src;
  dst->xforms = NULL;
  dst->chaos = NULL;
  int n = src->num_xforms, nx = n + src->num_finals;
  if (nx == 0) return 0;
  dst->xforms = malloc((size_t)nx * sizeof *dst->xforms);
  dst->chaos = malloc(((size_t)n * (size_t)n + 1) * sizeof *dst->chaos);
  if (!dst->xforms || !dst->chaos) {
    genome_free(dst);
    return -1;
  }
  memcpy(dst->xforms, src->xforms, (size_t)nx * sizeof *dst->xforms);
  if (src->chaos) {
    memcpy(dst->chaos, src->chaos, (size_t)n * (size_t)n * sizeof *dst->chaos);
  } else {
    for (size_t i = 0; i < (size_t)n * (size_t)n; i++) dst->chaos[i] = 1.0;
  }
  return 0;
}

/* The xforms as num_xforms standard and num_finals final ones: the ones kept keep their values
 * (and chaos), new ones are default-initialised (chaos 1). */
static int resize(genome *g, int num_xforms, int num_finals) {
  if (num_xforms < 0 || num_finals < 0 || num_finals > GENOME_MAX_FINALS) return -1;
  const int old = g->num_xforms, old_finals = g->num_finals;
  if (num_xforms + num_finals == 0) {
    genome_free(g);
    return 0;
  }
  genome_xform *xf = malloc((size_t)(num_xforms + num_finals) * sizeof *xf);
  double *chaos = malloc(((size_t)num_xforms * (size_t)num_xforms + 1) * sizeof *chaos);
  if (!xf || !chaos) {
    free(xf);
    free(chaos);
    return -1;
  }
  for (int i = 0; i < num_xforms; i++) {
    if (i < old) xf[i] = g->xforms[i];
    else genome_xform_init(&xf[i]);
    for (int j = 0; j < num_xforms; j++) {
      int kept = i < old && j < old && g->chaos;
      chaos[i * num_xforms + j] = kept ? g->chaos[i * old + j] : 1.0;
    }
  }
  for (int k = 0; k < num_finals; k++) {
    if (k < old_finals) xf[num_xforms + k] = g->xforms[old + k];
    else genome_xform_init(&xf[num_xforms + k]);
  }
  free(g->xforms);
  free(g->chaos);
  g->xforms = xf;
  g->chaos = chaos;
  g->num_xforms = num_xforms;
  g->num_finals = num_finals;
  return 0;
}

int genome_resize_xforms(genome *g, int num_xforms) { return resize(g, num_xforms, g->num_finals); }

int genome_resize_finals(genome *g, int num_finals) { return resize(g, g->num_xforms, num_finals); }

void genome_list_free(genome_list *list) {
  if (!list) return;
  for (int i = 0; i < list->count; i++) {
    genome *packets = list->blur_packets ? list->blur_packets[i] : NULL;
    for (int k = 0; packets && k < list->flames[i].motion_blur_length; k++) genome_free(&packets[k]);
    free(packets);
    genome_free(&list->flames[i]);
  }
  for (int i = 0; list->layers && i < list->count; i++) {
    genome_layers *l = &list->layers[i];
    for (int k = 0; l->more && k < l->count - 1; k++) genome_free(&l->more[k]);
    free(l->more);
    free(l->weight);
    free(l->density);
  }
  free(list->layers);
  list->layers = NULL;
  free(list->blur_packets);
  free(list->flames);
  list->blur_packets = NULL;
  list->flames = NULL;
  list->count = 0;
}

const char *genome_filter_shape_name(int shape) {
  return name_at(filter_shape_names, FILTER_SHAPE_COUNT, shape);
}

const char *genome_filter_kernel_name(int kernel) {
  return name_at(filter_kernel_names, GENOME_FILTER_KERNELS, kernel);
}

int genome_filter_shape_from_name(const char *name) {
  for (int i = 0; i < FILTER_SHAPE_COUNT; i++)
    if (strcmp(name, filter_shape_names[i]) == 0) return i;
  return -1;
}

const char *genome_variation_name(int index) {
  return name_at(variation_names, FM_NVARS, index);
}

/* An index the table leaves out (one held for variations still to come) has no name. */
/* Every variation's and parameter's name in a hash table of its own, case folded, laid out once:
 * a file's unknown names are each looked up several times (the parser's tries: a parameter, a
 * variation, either without case, an alias), and a scan of 4,000 names for each of a hostile
 * file's 50,000 (tests/render/68_trust_boundaries.sh) took seconds. Open addressing, names
 * inserted in index order, so that a probe meets the lowest index first, as the scan did. */
enum { NAME_SLOTS = 16384 }; /* a power of two, over twice the names */
_Static_assert(2 * (FM_NVARS + FM_NPARAMS) < NAME_SLOTS, "raise NAME_SLOTS");
static unsigned short variation_slots[NAME_SLOTS], param_slots[NAME_SLOTS]; /* index + 1; 0 empty */
static pthread_once_t name_slots_once = PTHREAD_ONCE_INIT;

static unsigned name_hash(const char *name) {
  unsigned h = 2166136261u; /* FNV-1a of the lower-case name */
  for (; *name; name++) h = (h ^ (unsigned)tolower((unsigned char)*name)) * 16777619u;
  return h & (NAME_SLOTS - 1);
}

static void name_insert(unsigned short *slots, const char *name, int index) {
  unsigned h = name_hash(name);
  while (slots[h]) h = (h + 1) & (NAME_SLOTS - 1);
  slots[h] = (unsigned short)(index + 1);
}

static const char *param_name_at(int i) { return params[i].name; }
static const char *variation_name_at(int i) { return variation_names[i]; }

static void lay_out_name_slots(void) {
  for (int i = 0; i < FM_NVARS; i++)
    if (variation_names[i]) name_insert(variation_slots, variation_names[i], i);
  for (int i = 0; i < FM_NPARAMS; i++) name_insert(param_slots, params[i].name, i);
}

/* The lowest index whose name is `name` (exactly, or without case), -1 if none. */
static int name_find(const unsigned short *slots, const char *(*name_of)(int), const char *name, int nocase) {
  pthread_once(&name_slots_once, lay_out_name_slots);
  for (unsigned h = name_hash(name); slots[h]; h = (h + 1) & (NAME_SLOTS - 1)) {
    const int i = slots[h] - 1;
    if ((nocase ? strcasecmp : strcmp)(name, name_of(i)) == 0) return i;
  }
  return -1;
}

int genome_variation_from_name(const char *name) { return name_find(variation_slots, variation_name_at, name, 0); }

int genome_variation_from_name_nocase(const char *name) {
  return name_find(variation_slots, variation_name_at, name, 1);
}

int genome_prefix_kind(int v, int post) {
  int sum = 0;
#define PREPOST_SUM(name) sum |= v == FM_VAR_##name;
  FM_VARS_PREPOST_SUM(PREPOST_SUM)
#undef PREPOST_SUM
  if (post) return sum ? FM_KIND_POST_SUM : FM_KIND_POST_SET;
  return sum ? FM_KIND_PRE_SUM : FM_KIND_PRE_SET;
}

void genome_kind_name(int v, int kind, char *name, size_t n, int *priority) {
  const char *base = genome_variation_name(v);
  /* pre_blur and pre_gaussian_blur name flam3's own pre_blur: blur and gaussian_blur use
   * JWildfire's form */
  const int prefix_free = v != FM_VAR_blur && v != FM_VAR_gaussian_blur;
  *priority = 0;
  if (kind == FM_KIND_NORMAL) snprintf(name, n, "%s", base);
  else if (prefix_free && kind == genome_prefix_kind(v, 0)) snprintf(name, n, "pre_%s", base);
  else if (prefix_free && kind == genome_prefix_kind(v, 1)) snprintf(name, n, "post_%s", base);
  else {
    snprintf(name, n, "%s", base);
    *priority = kind == FM_KIND_PRE_SUM ? -1 : 1;
  }
}

/* Whether v is one of the plot variations that share the formula block (FM_VARS_FORMULA). */
int genome_variation_has_formula(int v) {
#define FORMULA_VAR_CASE(name) if (v == FM_VAR_##name) return 1;
  FM_VARS_FORMULA(FORMULA_VAR_CASE)
#undef FORMULA_VAR_CASE
  return 0;
}

int genome_param_in_formula(int param) {
  return param >= FM_P_formula_code00 && param < FM_P_formula_code00 + FM_FORMULA_SLOTS;
}

/* Each variation's parameters, in the table's order, each list ending with -1: one array for
 * all (FM_NPARAMS + FM_NVARS entries, and the formula block once more for each plot variation
 * but the one the table gives it to), laid out once from the parameter table. */
#define FORMULA_VAR_COUNT(name) +1
static int variation_param_lists[FM_NPARAMS + FM_NVARS + FM_FORMULA_SLOTS * (0 FM_VARS_FORMULA(FORMULA_VAR_COUNT))];
#undef FORMULA_VAR_COUNT
static int variation_param_first[FM_NVARS];
static pthread_once_t variation_params_once = PTHREAD_ONCE_INIT;

/* In one pass over the table (a pass a variation cost every process 2 ms at its start): the
 * lists' lengths, then each parameter appended to its variation's list and, if in the formula
 * block, to every other plot variation's — in the table's order in each list. */
static void lay_out_variation_params(void) {
  static int length[FM_NVARS], filled[FM_NVARS];
  int formula_vars[FM_NVARS], nformula = 0;
  for (int v = 0; v < FM_NVARS; v++)
    if (genome_variation_has_formula(v)) formula_vars[nformula++] = v;
  for (int p = 0; p < FM_NPARAMS; p++) {
    const int owner = params[p].variation;
    if (owner >= 0 && owner < FM_NVARS) length[owner]++;
    if (genome_param_in_formula(p))
      for (int k = 0; k < nformula; k++) length[formula_vars[k]] += formula_vars[k] != owner;
  }
  int n = 0;
  for (int v = 0; v < FM_NVARS; v++) {
    variation_param_first[v] = n;
    n += length[v];
    variation_param_lists[n++] = -1;
  }
  for (int p = 0; p < FM_NPARAMS; p++) {
    const int owner = params[p].variation;
    if (owner >= 0 && owner < FM_NVARS) variation_param_lists[variation_param_first[owner] + filled[owner]++] = p;
    if (genome_param_in_formula(p))
      for (int k = 0; k < nformula; k++) {
        const int v = formula_vars[k];
        if (v != owner) variation_param_lists[variation_param_first[v] + filled[v]++] = p;
      }
  }
}

const int *genome_variation_params(int v) {
  static const int none = -1;
  if (v < 0 || v >= FM_NVARS) return &none;
  pthread_once(&variation_params_once, lay_out_variation_params);
  return &variation_param_lists[variation_param_first[v]];
}

const char *genome_param_name(int param) {
  return param >= 0 && param < FM_NPARAMS ? params[param].name : NULL;
}

int genome_param_variation(int param) {
  return param >= 0 && param < FM_NPARAMS ? params[param].variation : -1;
}

double genome_param_default(int param) {
  return param >= 0 && param < FM_NPARAMS ? params[param].def : 0.0;
}

int genome_has_colour_mod(const genome *g) {
  for (int i = 0; i < g->num_xforms + g->num_finals; i++)
    for (int k = 0; k < GENOME_COLOUR_MODS; k++)
      if (g->xforms[i].colour_mod[k] != 0.0 || g->xforms[i].colour_mod_speed[k] != 0.0) return 1;
  return 0;
}

int genome_param_beyond_flam3(int param) {
#define BEYOND_FLAM3_CASE(ident) if (param == FM_P_##ident) return 1;
  FM_PARAMS_BEYOND_FLAM3(BEYOND_FLAM3_CASE)
#undef BEYOND_FLAM3_CASE
  return 0;
}

int genome_param_derived(int param) {
  /* (in this order: variation_table.h) */
  return (param >= FM_P_text_wf_points && param <= FM_P_text_wf_at2) ||
         (param >= FM_P_dla_wf_points && param <= FM_P_dla_wf_at2) ||
         (param >= FM_P_dla3d_wf_points && param <= FM_P_dla3d_wf_at2) ||
         (param >= FM_P_snowflake_wf_points && param <= FM_P_snowflake_wf_at2) ||
         (param >= FM_P_subflame_wf_points && param <= FM_P_subflame_wf_at2) ||
         (param >= FM_P_brownian_js_points && param <= FM_P_brownian_js_at2) ||
         (param >= FM_P_hopalong_points && param <= FM_P_hopalong_at2) ||
         (param >= FM_P_threeply_points && param <= FM_P_threeply_at2) ||
         (param >= FM_P_macmillan_points && param <= FM_P_macmillan_at2) ||
         (param >= FM_P_gingerbread_man_points && param <= FM_P_gingerbread_man_at2);
}

int genome_param_from_name(const char *name) {
  const int found = name_find(param_slots, param_name_at, name, 0);
  if (found >= 0) return genome_param_derived(found) ? -1 : found;
  for (int i = 0; i < COUNT_OF(param_aliases); i++)
    if (strcmp(name, param_aliases[i].alias) == 0) return param_aliases[i].param;
  return -1;
}

/* name without its '.'s equals ident, case aside: JWildfire's parameter names with a period
 * (glsl_squares' "Red Fac."), which a C identifier cannot hold. */
static int same_without_periods(const char *name, const char *ident) {
  for (;; name++, ident++) {
    while (*name == '.') name++;
    if (tolower((unsigned char)*name) != tolower((unsigned char)*ident)) return 0;
    if (!*name) return 1;
  }
}

int genome_param_from_name_nocase(const char *name) {
  const int found = name_find(param_slots, param_name_at, name, 1);
  if (found >= 0) return genome_param_derived(found) ? -1 : found;
  if (strchr(name, '.'))
    for (int i = 0; i < FM_NPARAMS; i++)
      if (same_without_periods(name, params[i].name)) return i;
  return -1;
}

const char *genome_temporal_filter_name(int type) {
  return name_at(temporal_filter_names, COUNT_OF(temporal_filter_names), type);
}

const char *genome_palette_mode_name(int mode) {
  return name_at(palette_mode_names, COUNT_OF(palette_mode_names), mode);
}

static const char *const cam_model_names[] = {"flat", "apophysis", "jwildfire"};
const char *genome_cam_model_name(int model) { return name_at(cam_model_names, COUNT_OF(cam_model_names), model); }

static const char *const tone_model_names[] = {"flam3", "jwildfire"};
const char *genome_tone_model_name(int model) { return name_at(tone_model_names, COUNT_OF(tone_model_names), model); }
static const char *const post_symmetry_names[] = {"NONE", "POINT", "X_AXIS", "Y_AXIS"};
const char *genome_post_symmetry_name(int type) { return name_at(post_symmetry_names, COUNT_OF(post_symmetry_names), type); }

static const char *const z_mode_names[] = {"apophysis", "jwildfire", "preserve"};
const char *genome_z_mode_name(int mode) { return name_at(z_mode_names, COUNT_OF(z_mode_names), mode); }

const char *genome_interpolation_name(int interpolation) {
  return name_at(interpolation_names, COUNT_OF(interpolation_names), interpolation);
}

const char *genome_interpolation_type_name(int type) {
  return name_at(interpolation_type_names, COUNT_OF(interpolation_type_names), type);
}

const char *genome_palette_interpolation_name(int interpolation) {
  return name_at(palette_interpolation_names, COUNT_OF(palette_interpolation_names), interpolation);
}
