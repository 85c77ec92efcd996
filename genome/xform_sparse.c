/*
 * xform_sparse.c — an xform's variations and parameters (genome.h): two short sorted lists,
 * the variations it applies and the parameters away from the table's default, in place of a
 * slot for each of the table's hundreds.
 *
 * "Away from the default" is to the bit (a -0 against a default 0 is kept, a NaN is kept), so
 * that a value read back is the value written: the lists are a dense array's exact picture.
 */
#include "genome.h"

#include <string.h>

/* Position of param in the sorted parameters, or -(insertion point) - 1. */
static int find_param(const genome_xform *x, int param) {
  int lo = 0, hi = x->nparams;
  while (lo < hi) {
    const int mid = (lo + hi) / 2;
    if (x->param_index[mid] == param) return mid;
    if (x->param_index[mid] < param) lo = mid + 1;
    else hi = mid;
  }
  return -lo - 1;
}

/* The variations are sorted by index, then kind: a variation's forms (genome.h) sit together,
 * the first of them first. Position of var's first form, or -(insertion point) - 1. */
static int find_var(const genome_xform *x, int var) {
  int lo = 0, hi = x->nvars;
  while (lo < hi) { /* the lower bound of var */
    const int mid = (lo + hi) / 2;
    if (x->vars[mid].index < var) lo = mid + 1;
    else hi = mid;
  }
  return lo < x->nvars && x->vars[lo].index == var ? lo : -lo - 1;
}

/* Position of var's form of `kind`, or -(insertion point) - 1. */
static int find_form(const genome_xform *x, int var, int kind) {
  int at = find_var(x, var);
  if (at < 0) return at;
  for (; at < x->nvars && x->vars[at].index == var; at++) {
    if (x->vars[at].kind == kind) return at;
    if (x->vars[at].kind > kind) break;
  }
  return -at - 1;
}

static void remove_at(genome_xform *x, int at) {
  memmove(&x->vars[at], &x->vars[at + 1], (size_t)(x->nvars - at - 1) * sizeof x->vars[0]);
  x->nvars--;
}

static int insert_at(genome_xform *x, int at, int var, int kind, double weight) {
  if (x->nvars == FM_XFORM_VARS) return -1;
  memmove(&x->vars[at + 1], &x->vars[at], (size_t)(x->nvars - at) * sizeof x->vars[0]);
  x->vars[at] = (genome_xform_variation){.index = (unsigned short)var, .kind = (unsigned char)kind, .weight = weight};
  x->nvars++;
  return 0;
}

double genome_xform_var(const genome_xform *x, int var) {
  const int at = find_var(x, var);
  return at >= 0 ? x->vars[at].weight : 0.0;
}

int genome_xform_var_kind(const genome_xform *x, int var) {
  const int at = find_var(x, var);
  return at >= 0 ? x->vars[at].kind : FM_KIND_NORMAL;
}

int genome_xform_var_forms(const genome_xform *x, int var) {
  int at = find_var(x, var), n = 0;
  for (; at >= 0 && at < x->nvars && x->vars[at].index == var; at++) n++;
  return n;
}

int genome_xform_set_var(genome_xform *x, int var, double weight) {
  const int at = find_var(x, var);
  if (at >= 0) {
    if (weight != 0.0) x->vars[at].weight = weight;
    else remove_at(x, at);
    return 0;
  }
  return weight == 0.0 ? 0 : insert_at(x, -at - 1, var, FM_KIND_NORMAL, weight);
}

int genome_xform_set_var_kind(genome_xform *x, int var, int kind) {
  const int at = find_var(x, var);
  if (at < 0 || x->vars[at].kind == kind) return 0;
  if (find_form(x, var, kind) >= 0) return -1;
  const double weight = x->vars[at].weight;
  remove_at(x, at);
  return insert_at(x, -find_form(x, var, kind) - 1, var, kind, weight); /* room: one was removed */
}

double genome_xform_form(const genome_xform *x, int var, int kind) {
  const int at = find_form(x, var, kind);
  return at >= 0 ? x->vars[at].weight : 0.0;
}

int genome_xform_set_form(genome_xform *x, int var, int kind, double weight) {
  const int at = find_form(x, var, kind);
  if (at >= 0) {
    if (weight != 0.0) x->vars[at].weight = weight;
    else remove_at(x, at);
    return 0;
  }
  return weight == 0.0 ? 0 : insert_at(x, -at - 1, var, kind, weight);
}

double genome_xform_param(const genome_xform *x, int param) {
  const int at = find_param(x, param);
  return at >= 0 ? x->param_value[at] : genome_param_default(param);
}

int genome_xform_set_param(genome_xform *x, int param, double value) {
  const double def = genome_param_default(param);
  const int is_default = memcmp(&value, &def, sizeof value) == 0;
  int at = find_param(x, param);
  if (at >= 0) {
    if (!is_default) {
      x->param_value[at] = value;
      return 0;
    }
    const size_t after = (size_t)(x->nparams - at - 1);
    memmove(&x->param_index[at], &x->param_index[at + 1], after * sizeof x->param_index[0]);
    memmove(&x->param_value[at], &x->param_value[at + 1], after * sizeof x->param_value[0]);
    x->nparams--;
    return 0;
  }
  if (is_default) return 0;
  if (x->nparams == GENOME_XFORM_PARAMS) return -1;
  at = -at - 1;
  const size_t after = (size_t)(x->nparams - at);
  memmove(&x->param_index[at + 1], &x->param_index[at], after * sizeof x->param_index[0]);
  memmove(&x->param_value[at + 1], &x->param_value[at], after * sizeof x->param_value[0]);
  x->param_index[at] = (unsigned short)param;
  x->param_value[at] = value;
  x->nparams++;
  return 0;
}

void genome_xform_params(const genome_xform *x, int first, int count, double *values) {
  for (int i = 0; i < count; i++) values[i] = genome_xform_param(x, first + i);
}

int genome_xform_set_params(genome_xform *x, int first, int count, const double *values) {
  for (int i = 0; i < count; i++)
    if (genome_xform_set_param(x, first + i, values[i]) < 0) return -1;
  return 0;
}

double genome_xform_form_param(const genome_xform *x, int param, int kind) {
  for (int i = 0; i < x->nform_params; i++)
    if (x->form_params[i].param == param && x->form_params[i].kind == kind) return x->form_params[i].value;
  return genome_xform_param(x, param);
}

int genome_xform_set_form_param(genome_xform *x, int param, int kind, double value) {
  const double shared = genome_xform_param(x, param);
  const int same = memcmp(&value, &shared, sizeof value) == 0;
  for (int i = 0; i < x->nform_params; i++) {
    genome_form_param *f = &x->form_params[i];
    if (f->param != param || f->kind != kind) continue;
    if (!same) {
      f->value = value;
      return 0;
    }
    *f = x->form_params[--x->nform_params];
    return 0;
  }
  if (same) return 0;
  if (x->nform_params == GENOME_FORM_PARAMS) return -1;
  x->form_params[x->nform_params++] = (genome_form_param){(unsigned short)param, (unsigned char)kind, value};
  return 0;
}
