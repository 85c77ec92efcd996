/*
 * parse_wfield.c — JWildfire's weighting field of an xform (its wfield_* attributes, written by
 * JWildfire 7.50 and later; read as its AbstractFlameReader reads them) into genome_xform.wfield,
 * and printed back under the same names. kernels/wfield.h says what the field does.
 *
 * As JWildfire: a value of an enumeration it does not know leaves the setting at its default
 * (FARender's files write numbers there: a field of type "7" is no field); a field is on only
 * where it has a type and something to scale (XForm.isWeightingFieldActive); a (variation,
 * parameter) pair is kept only for a variation of the xform that JWildfire lets a field scale
 * (its measured cost: genome/jwf_wfield.h) and a parameter it has, or "amount", and not twice
 * (Variation.addWeightingFieldParam). An image map (IMAGE_MAP: a picture file on the artist's
 * machine) is said, not drawn.
 */
#include "parse_private.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jwf_wfield.h"
#include "../util/strbuf.h"

typedef struct {
  const char *name;
  int value;
} wfield_name;

static const wfield_name types[] = {
    {"NONE", FM_NOISE_NONE}, {"CELLULAR_NOISE", FM_NOISE_CELLULAR}, {"CUBIC_NOISE", FM_NOISE_CUBIC},
    {"CUBIC_FRACTAL_NOISE", FM_NOISE_CUBIC_FRACTAL}, {"PERLIN_NOISE", FM_NOISE_PERLIN},
    {"PERLIN_FRACTAL_NOISE", FM_NOISE_PERLIN_FRACTAL}, {"SIMPLEX_NOISE", FM_NOISE_SIMPLEX},
    {"SIMPLEX_FRACTAL_NOISE", FM_NOISE_SIMPLEX_FRACTAL}, {"VALUE_NOISE", FM_NOISE_VALUE},
    {"VALUE_FRACTAL_NOISE", FM_NOISE_VALUE_FRACTAL}, {"WHITE_NOISE", FM_NOISE_WHITE},
    {"IMAGE_MAP", GENOME_WFIELD_IMAGE_MAP}, {NULL, 0}};
static const wfield_name inputs[] = {{"AFFINE", 0}, {"POSITION", 1}, {NULL, 0}};
static const wfield_name fractals[] = {
    {"FBM", FM_NOISE_FBM}, {"BILLOW", FM_NOISE_BILLOW}, {"RIGID_MULTI", FM_NOISE_RIGID_MULTI}, {NULL, 0}};
static const wfield_name distances[] = {
    {"EUCLIDIAN", FM_NOISE_EUCLIDEAN}, {"MANHATTAN", FM_NOISE_MANHATTAN}, {"NATURAL", FM_NOISE_NATURAL}, {NULL, 0}};
static const wfield_name returns[] = {
    {"CELL_VALUE", FM_NOISE_CELL_VALUE}, {"DISTANCE", FM_NOISE_DISTANCE}, {"DISTANCE2", FM_NOISE_DISTANCE2},
    {"DISTANCE_ADD", FM_NOISE_DISTANCE2_ADD}, {"DISTANCE_SUB", FM_NOISE_DISTANCE2_SUB},
    {"DISTANCE_MUL", FM_NOISE_DISTANCE2_MUL}, {"DISTANCE_DIV", FM_NOISE_DISTANCE2_DIV}, {NULL, 0}};

/* Java's valueOf: the exact name, else the setting is left as it was. */
static void read_enum(const wfield_name *names, const char *value, int *out) {
  for (int i = 0; names[i].name; i++)
    if (!strcmp(value, names[i].name)) *out = names[i].value;
}

static const char *enum_name(const wfield_name *names, int value) {
  for (int i = 0; names[i].name; i++)
    if (names[i].value == value) return names[i].name;
  return names[0].name;
}

void genome_wfield_init(genome_wfield *f) {
  memset(f, 0, sizeof *f);
  f->type = FM_NOISE_NONE;
  f->seed = 1337;
  f->frequency = 1.0;
  f->fractal_type = FM_NOISE_FBM;
  f->octaves = 3;
  f->gain = 0.5;
  f->lacunarity = 2.0;
  f->cell_distance = FM_NOISE_EUCLIDEAN;
  f->cell_return = FM_NOISE_DISTANCE2;
}

/* Java's Integer.parseInt: an optional sign and decimal digits, within an int. */
static int read_int(parser *p, xmlNode *n, const char *name, const char *value, int *out) {
  char *end;
  const long long v = strtoll(value, &end, 10);
  if (end == value || *end || v < -2147483648LL || v > 2147483647LL)
    return parse_fail(p, n, "%s=\"%.40s\" is not an integer", name, value);
  *out = (int)v;
  return 0;
}

int parse_wfield_attr(parser *p, xmlNode *n, genome_xform *x, const char *name, const char *value) {
  if (strncmp(name, "wfield_", 7) || strstr(name, "Curve_")) return 0; /* a curve: parse_curves.c */
  genome_wfield *f = &x->wfield;
  const char *s = name + 7;
  double *number = NULL;
  if (!strcmp(s, "type")) read_enum(types, value, &f->type);
  else if (!strcmp(s, "input")) read_enum(inputs, value, &f->at_position);
  else if (!strcmp(s, "fract_noise_fract_type")) read_enum(fractals, value, &f->fractal_type);
  else if (!strcmp(s, "cell_noise_dist_function")) read_enum(distances, value, &f->cell_distance);
  else if (!strcmp(s, "cell_noise_return_type")) read_enum(returns, value, &f->cell_return);
  else if (!strcmp(s, "noise_seed")) return read_int(p, n, name, value, &f->seed) < 0 ? -1 : 1;
  else if (!strcmp(s, "fract_noise_octaves")) return read_int(p, n, name, value, &f->octaves) < 0 ? -1 : 1;
  else if (!strcmp(s, "noise_frequency")) number = &f->frequency;
  else if (!strcmp(s, "fract_noise_gain")) number = &f->gain;
  else if (!strcmp(s, "fract_noise_lacunarity")) number = &f->lacunarity;
  else if (!strcmp(s, "var_amount_intensity")) number = &f->amount;
  else if (!strcmp(s, "color_intensity")) number = &f->color;
  else if (!strcmp(s, "jitter_intensity")) number = &f->jitter;
  else if (!strcmp(s, "cmap_filename")) p->xform_wfield_image = value[0] != 0;
  else if (!strncmp(s, "var_param", 9) && s[9] >= '1' && s[9] <= '3' && s[10] == '_') {
    const int k = s[9] - '1';
    if (!strcmp(s + 11, "intensity")) number = &p->xform_wfield_intensity[k];
    else if (!strcmp(s + 11, "var_name")) snprintf(p->xform_wfield_var[k], sizeof p->xform_wfield_var[k], "%s", value);
    else if (!strcmp(s + 11, "param_name"))
      snprintf(p->xform_wfield_param[k], sizeof p->xform_wfield_param[k], "%s", value);
  }
  /* anything else of the field's (the image map's size and centre; FARender's own names) is
   * no part of a noise field */
  if (number) {
    double v;
    if (parse_number(p, n, name, value, &v) < 0) return -1;
    *number = v;
  }
  return 1;
}

static int valid_for_fields(int var) {
  switch (var) {
#define VALID(name) case FM_VAR_##name:
    JWF_WFIELD_VARIATIONS(VALID)
#undef VALID
    return 1;
  default: return 0;
  }
}

static int int_param(int param) {
  switch (param) {
#define INT_PARAM(name) case FM_P_##name:
    JWF_INT_PARAMS(INT_PARAM)
#undef INT_PARAM
    return 1;
  default: return 0;
  }
}

int genome_wfield_param_is_int(int param) { return param >= 0 && int_param(param); }

/* The pair k of the xform's field: its variation (as the xform holds it: JWildfire's own form of
 * the name, where the xform has that instead) and its parameter, or -1 when JWildfire keeps no
 * such pair. */
static int resolve_mod(parser *p, genome_xform *x, int k, int *var, int *param) {
  const char *vname = p->xform_wfield_var[k], *pname = p->xform_wfield_param[k];
  if (!vname[0] || !(p->xform_wfield_intensity[k] > 1e-8 || p->xform_wfield_intensity[k] < -1e-8)) return -1;
  int v = genome_variation_from_name(vname);
  if (v < 0) v = genome_variation_from_name_nocase(vname);
  if (v < 0 || !valid_for_fields(v)) return -1;
  char full[160];
  snprintf(full, sizeof full, "%s_%s", genome_variation_name(v), pname);
  int pr = strcmp(pname, "amount") ? genome_param_from_name(full) : -1;
  if (strcmp(pname, "amount") && (pr < 0 || genome_param_variation(pr) != v)) return -1;
  if (genome_xform_var(x, v) == 0) { /* read as JWildfire's own form of the name (parse_jwf_forms.c)? */
    int jwf_param = -1;
    const int jwf = parse_jwf_form_of(v, pr, &jwf_param);
    if (jwf < 0 || genome_xform_var(x, jwf) == 0) return -1;
    if (pr >= 0 && jwf_param < 0) {
      parse_unsupported_feature(p, "JWildfire's weighting field on a parameter of a variation's own form");
      return -1;
    }
    v = jwf, pr = pr >= 0 ? jwf_param : -1;
  }
  *var = v, *param = pr;
  return 0;
}

void parse_wfield_end(parser *p, genome_xform *x) {
  genome_wfield *f = &x->wfield;
  f->nmods = 0;
  for (int k = 0; k < GENOME_WFIELD_MODS; k++) {
    int var, param, twice = 0;
    if (resolve_mod(p, x, k, &var, &param) < 0) continue;
    for (int j = 0; j < f->nmods; j++) twice |= f->mod_var[j] == var && f->mod_param[j] == param;
    if (twice) continue; /* JWildfire keeps the first */
    f->mod_var[f->nmods] = var, f->mod_param[f->nmods] = param;
    f->mod_intensity[f->nmods++] = p->xform_wfield_intensity[k];
  }
  const int scales = f->nmods > 0 || f->amount > 1e-8 || f->amount < -1e-8 || f->color > 1e-8 || f->color < -1e-8 ||
                     f->jitter > 1e-8 || f->jitter < -1e-8;
  if (f->type == GENOME_WFIELD_IMAGE_MAP && scales && p->xform_wfield_image)
    parse_unsupported_feature(p, "JWildfire's weighting fields of an image map");
  if (!scales || f->type == GENOME_WFIELD_IMAGE_MAP) genome_wfield_init(f); /* no field: keyed and printed as none */
  memset(p->xform_wfield_var, 0, sizeof p->xform_wfield_var);
  memset(p->xform_wfield_param, 0, sizeof p->xform_wfield_param);
  memset(p->xform_wfield_intensity, 0, sizeof p->xform_wfield_intensity);
  p->xform_wfield_image = 0;
}

/* ---- printed as JWildfire writes it ----------------------------------------------------- */

static void attr_text(strbuf *t, const char *name, const char *value) { strbuf_printf(t, " %s=\"%s\"", name, value); }

static void attr_real(strbuf *t, const char *name, double v) {
  char num[32];
  attr_text(t, name, fb_exact_decimal(v, num));
}

void genome_wfield_print(strbuf *t, const genome_wfield *f) {
  if (f->type == FM_NOISE_NONE) return;
  attr_text(t, "wfield_type", enum_name(types, f->type));
  attr_text(t, "wfield_input", enum_name(inputs, f->at_position));
  strbuf_printf(t, " wfield_noise_seed=\"%d\"", f->seed);
  attr_real(t, "wfield_noise_frequency", f->frequency);
  attr_text(t, "wfield_fract_noise_fract_type", enum_name(fractals, f->fractal_type));
  strbuf_printf(t, " wfield_fract_noise_octaves=\"%d\"", f->octaves);
  attr_real(t, "wfield_fract_noise_gain", f->gain);
  attr_real(t, "wfield_fract_noise_lacunarity", f->lacunarity);
  attr_text(t, "wfield_cell_noise_dist_function", enum_name(distances, f->cell_distance));
  attr_text(t, "wfield_cell_noise_return_type", enum_name(returns, f->cell_return));
  attr_real(t, "wfield_var_amount_intensity", f->amount);
  attr_real(t, "wfield_color_intensity", f->color);
  attr_real(t, "wfield_jitter_intensity", f->jitter);
  for (int k = 0; k < f->nmods; k++) {
    const char *var = genome_variation_name(f->mod_var[k]);
    const char *param = f->mod_param[k] < 0 ? "amount" : genome_param_name(f->mod_param[k]) + strlen(var) + 1;
    char name[48];
    snprintf(name, sizeof name, "wfield_var_param%d_intensity", k + 1);
    attr_real(t, name, f->mod_intensity[k]);
    snprintf(name, sizeof name, "wfield_var_param%d_var_name", k + 1);
    attr_text(t, name, var);
    snprintf(name, sizeof name, "wfield_var_param%d_param_name", k + 1);
    attr_text(t, name, param);
  }
}
