/*
 * xform_arrays.h — an xform's variation weights and parameters as full arrays, indexed by
 * enum fm_var and enum fm_param (genome.h keeps them as sparse lists), for checks by index.
 */
#ifndef FLAMEBUILD_XFORM_ARRAYS_H
#define FLAMEBUILD_XFORM_ARRAYS_H

#include <string.h>

#include "../../genome/genome.h"

/* var [FM_NVARS] and param [FM_NPARAMS]: either may be NULL. */
static inline void xform_arrays(const genome_xform *x, double *var, double *param) {
  for (int v = 0; var && v < FM_NVARS; v++) var[v] = genome_xform_var(x, v);
  for (int p = 0; param && p < FM_NPARAMS; p++) param[p] = genome_xform_param(x, p);
}

/* Whether two xforms have the same variations, weights (to the bit) and kinds. */
static inline int same_variations(const genome_xform *a, const genome_xform *b) {
  if (a->nvars != b->nvars) return 0;
  for (int i = 0; i < a->nvars; i++)
    if (a->vars[i].index != b->vars[i].index || a->vars[i].kind != b->vars[i].kind ||
        memcmp(&a->vars[i].weight, &b->vars[i].weight, sizeof a->vars[i].weight))
      return 0;
  return 1;
}

#endif
