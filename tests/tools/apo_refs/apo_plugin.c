/*
 * apo_plugin.c — the one plugin apo_refs.sh builds the harness for, compiled from its own
 * source with apoplugin.h (flamebuild's stand-in for the SDK header) beside it, and the
 * interface apo_plugin.h declares. The plugin's macros end with its source: what follows uses
 * only the Variation's members, undefined first where a plugin named a macro after one.
 */
#include APO_SOURCE
#ifdef APO_SOURCE2
#include APO_SOURCE2
#endif

#undef vvar
#undef a
#undef b
#undef c
#undef d
#undef e
#undef f
#undef var
#undef pFTx
#undef pFTy
#undef pFTz
#undef pFPx
#undef pFPy
#undef pFPz
#undef pColor
#undef name
#undef type
#undef offset
#undef min
#undef max
#undef def

#include "apo_plugin.h"

const char *apo_plugin_name(void) { return VariationName; }

int apo_plugin_variable(const char *apo_name) {
  for (int apo_i = 0; apo_i < NumVariables; apo_i++)
    if (!strcmp(VarInfo[apo_i].name, apo_name)) return apo_i;
  return -1;
}

/* Stores x in a variable as the editor stores a typed value: clamped to its range, a whole
 * one rounded, a non-zero one 1 for 0, a cyclic one wrapped. */
static void apo_set(Variation *apo_vp, const VariableInfo *apo_info, double x) {
  char *apo_at = (char *)&apo_vp->var + apo_info->offset;
  switch (apo_info->type) {
  case REAL:
    *(double *)apo_at = fmax(fmin(x, apo_info->max), apo_info->min);
    break;
  case REAL_CYCLIC:
    if (x > apo_info->max) x = apo_info->min + fmod(x - apo_info->min, apo_info->max - apo_info->min);
    else if (x < apo_info->min) x = apo_info->max - fmod(apo_info->max - x, apo_info->max - apo_info->min);
    *(double *)apo_at = x;
    break;
  case INTEGER:
  case INTEGER_NONZERO: {
    int apo_k = (int)fmax(fmin(floor(x + 0.5), apo_info->max), apo_info->min);
    if (apo_info->type == INTEGER_NONZERO && apo_k == 0) apo_k = 1;
    *(int *)apo_at = apo_k;
    break;
  }
  }
}

void apo_plugin_run(int n, const int *index, const double *value, apo_call *call) {
  Variation apo_v;
  memset(&apo_v, 0, sizeof apo_v);
  for (int apo_i = 0; apo_i < NumVariables; apo_i++) apo_set(&apo_v, &VarInfo[apo_i], VarInfo[apo_i].def);
  for (int apo_i = 0; apo_i < n; apo_i++) apo_set(&apo_v, &VarInfo[index[apo_i]], value[apo_i]);
  apo_v.vvar = call->w;
  apo_v.a = call->affine[0], apo_v.b = call->affine[1], apo_v.c = call->affine[2];
  apo_v.d = call->affine[3], apo_v.e = call->affine[4], apo_v.f = call->affine[5];
  apo_v.pFTx = &call->tx, apo_v.pFTy = &call->ty, apo_v.pFTz = &call->tz;
  apo_v.pFPx = &call->px, apo_v.pFPy = &call->py, apo_v.pFPz = &call->pz;
  apo_v.pColor = &call->color;
  PluginVarPrepare(&apo_v);
  PluginVarCalc(&apo_v);
}
