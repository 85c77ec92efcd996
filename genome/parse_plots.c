/*
 * parse_plots.c — the formulas of JWildfire's plot variations (yplot2d_wf_formula="…",
 * parplot2d_wf_xformula="…": hex bytes of the formula's text), compiled into the xform's formula
 * block (genome/formula.c, kernels/formula.h), and the checks an xform's block must pass.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "formula.h"
#include "genome.h"
#include "parse_private.h"

/* Each plot variation's formulas (the attribute's suffix), and the names of its variables. */
static const struct plot {
  int var;
  const char *formulas[FM_FORMULA_MAX];
  const char *vars[3];
} plots[] = {
  {FM_VAR_yplot2d_wf, {"formula"}, {"x"}},
  {FM_VAR_yplot3d_wf, {"formula"}, {"x", "z"}},
  {FM_VAR_polarplot2d_wf, {"formula"}, {"t"}},
  {FM_VAR_polarplot3d_wf, {"formula"}, {"t", "u"}},
  {FM_VAR_parplot2d_wf, {"xformula", "yformula", "zformula"}, {"u", "v"}},
  {FM_VAR_isosfplot3d_wf, {"formula"}, {"x", "y", "z"}},
};
#define NPLOTS (sizeof plots / sizeof plots[0])

/* The text of JWildfire's hex resource; NULL when value is not whole pairs of hex digits. */
static char *hex_text(const char *value) {
  const size_t n = strlen(value);
  if (n % 2) return NULL;
  char *text = malloc(n / 2 + 1);
  if (!text) return NULL;
  for (size_t i = 0; i < n; i += 2) {
    if (!isxdigit((unsigned char)value[i]) || !isxdigit((unsigned char)value[i + 1])) {
      free(text);
      return NULL;
    }
    const char pair[3] = {value[i], value[i + 1], 0};
    text[i / 2] = (char)strtol(pair, NULL, 16);
    if (!text[i / 2]) { /* a NUL byte inside: not a formula */
      free(text);
      return NULL;
    }
  }
  text[n / 2] = 0;
  return text;
}

static void say_formula(parser *p, const struct plot *plot, const char *what, const char *text, const char *why) {
  char msg[400];
  snprintf(msg, sizeof msg, "%s's %s%s%.40s%s (%.160s)", genome_variation_name(plot->var), what, text ? " \"" : "",
           text ? text : "", text ? (strlen(text) > 40 ? "…\"" : "\"") : "", why);
  parse_unsupported_feature(p, msg);
}

int parse_plot_setting(parser *p, xmlNode *n, genome_xform *x, const char *name, const char *value) {
  for (size_t i = 0; i < NPLOTS; i++) {
    const struct plot *plot = &plots[i];
    const char *vname = genome_variation_name(plot->var);
    const size_t vlen = strlen(vname);
    if (strncasecmp(name, vname, vlen) != 0 || name[vlen] != '_') continue;
    const char *suffix = name + vlen + 1;
    if (!strcasecmp(suffix, "preset_id_reference")) return 1; /* the presets' document: nothing drawn */
    for (int k = 0; k < FM_FORMULA_MAX && plot->formulas[k]; k++) {
      if (strcasecmp(suffix, plot->formulas[k])) continue;
      if (p->xform_formula_var && p->xform_formula_var != plot->var + 1) {
        say_formula(p, plot, "formula", NULL, "a second plot variation in one xform");
        return 1;
      }
      p->xform_formula_var = plot->var + 1;
      p->xform_formulas |= 1 << k;
      char *text = hex_text(value);
      if (!text) {
        say_formula(p, plot, plot->formulas[k], NULL, "not JWildfire's hex text");
        return 1;
      }
      /* yplot2d_wf & co. draw nothing with an empty formula, parplot2d_wf takes it as 0 */
      int blank = 1;
      for (const char *c = text; *c; c++) blank &= isspace((unsigned char)*c) != 0;
      if (blank && plot->var != FM_VAR_parplot2d_wf) {
        free(text);
        return 1;
      }
      char why[160];
      double block[FM_FORMULA_SLOTS];
      genome_xform_params(x, FM_P_formula_code00, FM_FORMULA_SLOTS, block);
      if (formula_compile(block, k, text, plot->vars, why, sizeof why) < 0)
        say_formula(p, plot, plot->formulas[k], text, why);
      free(text);
      if (genome_xform_set_params(x, FM_P_formula_code00, FM_FORMULA_SLOTS, block) < 0)
        return parse_fail_xform_params(p, n);
      return 1;
    }
  }
  return 0;
}

int parse_plot_xform_end(parser *p, xmlNode *n, genome_xform *x) {
  double block[FM_FORMULA_SLOTS];
  genome_xform_params(x, FM_P_formula_code00, FM_FORMULA_SLOTS, block);
  /* numbers a file gave the block itself (a printed genome's formula_codeNN) run only if they
   * are programs the compiler could have written */
  if (formula_check(block) < 0) {
    memset(block, 0, sizeof block);
    if (genome_xform_set_params(x, FM_P_formula_code00, FM_FORMULA_SLOTS, block) < 0) /* (only removes) */
      return parse_fail_xform_params(p, n);
    parse_unsupported_feature(p, "a damaged formula block (formula_codeNN)");
  }
  const struct plot *used = NULL;
  for (size_t i = 0; i < NPLOTS; i++)
    if (genome_xform_var(x, plots[i].var) != 0.0) {
      if (used) say_formula(p, &plots[i], "formula", NULL, "a second plot variation in one xform");
      used = &plots[i];
    }
  /* A plot whose file gives no formula is one of JWildfire's presets, picked at random when the
   * variation was made: not in the file, so not drawn (a block from formula_codeNN is one). */
  if (used && !(p->xform_formula_var == used->var + 1) && !formula_any(block))
    say_formula(p, used, "formula", NULL, "none in the file: JWildfire's random preset");
  p->xform_formula_var = 0;
  p->xform_formulas = 0;
  return 0;
}
