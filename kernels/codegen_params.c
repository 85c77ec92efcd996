/*
 * codegen_params.c — the parameters a structure's own kernel holds (codegen.h:
 * codegen_param_slots): the set, its runs and slots, and an xform's size in either layout.
 */
#include "codegen.h"

#include <stddef.h>
#include <string.h>

#include "flame_math.h"
#include "gpu_layout.h"

/* Each parameter's variation (the table's P lists). */
static const unsigned short param_variation[FM_NPARAMS] = {
#define PARAM_VARIATION(ident, var, def) var,
    FM_PARAM_LIST(PARAM_VARIATION)
#undef PARAM_VARIATION
};

static int has_formula(int v) {
#define IS_PLOT(name) if (v == FM_VAR_##name) return 1;
  FM_VARS_FORMULA(IS_PLOT)
#undef IS_PLOT
  return 0;
}

int codegen_param_slots_of(const codegen_structure *s, codegen_param_slots *out) {
  unsigned char used_var[FM_NVARS] = {0}, held[FM_NPARAMS] = {0};
  int plots = 0;
  for (int i = 0; i < s->num_xforms + s->num_finals; i++)
    for (int k = 0; k < s->xforms[i].nvars; k++) {
      used_var[s->xforms[i].var[k]] = 1;
      plots |= has_formula(s->xforms[i].var[k]);
    }
  for (int p = 0; p < FM_NPARAMS; p++) {
    const int v = param_variation[p];
    held[p] = used_var[v] || (plots && p >= FM_P_formula_code00 && p < FM_P_formula_code00 + FM_FORMULA_SLOTS);
  }
  for (int p = 0; p < FM_NPARAMS && param_variation[p] < FM_NVARS_FLAM3; p++) held[p] = 1; /* flam3's block */
  memset(out, 0, sizeof *out);
  out->affine3d = s->affine3d != 0;
  out->nslots = 1;
  for (int p = 0; p < FM_NPARAMS;) {
    if (!held[p]) {
      p++;
      continue;
    }
    int end = p;
    while (end < FM_NPARAMS && held[end]) end++;
    if (out->nruns == CODEGEN_PARAM_RUNS) {
      out->nruns = 0;
      return -1;
    }
    out->lo[out->nruns] = (unsigned short)p;
    out->hi[out->nruns] = (unsigned short)end;
    out->slot[out->nruns++] = (unsigned short)out->nslots;
    out->nslots += end - p;
    p = end;
  }
  return 0;
}

size_t codegen_xform_head_bytes(int precision, const codegen_param_slots *slots) {
  if (slots && !slots->affine3d) return precision == CODEGEN_DOUBLE ? offsetof(fm_xform, yz) : offsetof(fm_xform_f, yz);
  return precision == CODEGEN_DOUBLE ? offsetof(fm_xform, param) : offsetof(fm_xform_f, param);
}

size_t codegen_xform_bytes(int precision, const codegen_param_slots *slots) {
  if (!slots) return precision == CODEGEN_DOUBLE ? sizeof(fm_xform) : sizeof(fm_xform_f);
  /* flame_math.h's FM_PARAM_SLOTS layout: the fields up to the parameters (a flat structure's
   * without the 3D affine's), then pre, then the slots, the whole rounded up to the struct's
   * 16-byte alignment */
  const size_t head = codegen_xform_head_bytes(precision, slots);
  const size_t real = precision == CODEGEN_DOUBLE ? sizeof(double) : sizeof(float);
  return (head + ((size_t)FM_NPRE + (size_t)slots->nslots) * real + 15) / 16 * 16;
}
