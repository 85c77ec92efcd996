/*
 * test_formula.c — JWildfire's plot formulas: genome/formula.c's compiler (Java's grammar and
 * types, its refusals, the block's layout and checks), kernels/formula.h's interpreter on what it
 * writes, and genome/parse_plots.c reading a file's hex resources and a printed genome's block.
 * The plot variations themselves are checked against JWildfire's own code by
 * test_variation_refs (tests/data/variation_refs/, the *plot*_wf files).
 */
#include "../../genome/formula.h"
#include "../../genome/genome.h"
#include "../../kernels/flame_math.h"
#include "../../kernels/formula.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

static double block[FM_FORMULA_SLOTS];
static const char *const UV[3] = {"u", "v", NULL};
static const double params[6] = {0.5, -2, 3, 0, 0, 0};

/* formula 0 of text in u and v, run at (u, v); NAN when it does not compile */
static double run(const char *text, double u, double v) {
  char why[200];
  memset(block, 0, sizeof block);
  if (formula_compile(block, 0, text, UV, why, sizeof why) < 0) return NAN;
  CHECK(formula_check(block) == 0);
  return fm_formula_run(block, 0, u, v, params);
}

static void test_java_arithmetic(void) {
  CHECK(run("1/2", 0, 0) == 0);             /* int / int is Java's int division */
  CHECK(run("1/2.0", 0, 0) == 0.5);
  CHECK(run("-7/2", 0, 0) == -3);           /* toward zero */
  CHECK(run("-7 % 3", 0, 0) == -1);
  CHECK(run("7/2*u", 2, 0) == 6);           /* (7/2) = 3, then times u */
  CHECK(run("u*7/2", 2, 0) == 7);           /* left to right: (u*7)/2 in double */
  CHECK(run("2147483647 + 1", 0, 0) == -2147483648.0); /* int wraps */
  CHECK(run("1e-3 * 1000", 0, 0) == 1);
  CHECK(run(".5 + 2.f", 0, 0) == 2.5);
  CHECK(run("(int)(u * 3)", 0.9, 0) == 2);
  CHECK(run("(int)-2.7", 0, 0) == -2);
  CHECK(run("(double)1/2", 0, 0) == 0.5);
  CHECK(run("2 + 3 * 4 - 6 / 2", 0, 0) == 11);
  CHECK(run("-u*-v", 2, 3) == 6);
  CHECK(run("u % 0.75", 2, 0) == fmod(2, 0.75));
}

static void test_names_and_functions(void) {
  CHECK(run("pi", 0, 0) == M_PI && run("M_PI + Math.PI", 0, 0) == 2 * M_PI);
  CHECK(run("param_a + param_b * param_c", 0, 0) == 0.5 - 6);
  CHECK(run("sqr(u) + sqrt(v)", 3, 16) == 13);
  CHECK(run("pow(u, 8)", 2, 0) == 256);
  CHECK(run("fabs(u) + Math.abs(v)", -1, -2) == 3);
  CHECK(run("Math.abs(-3)/2", 0, 0) == 1); /* Math.abs of an int is an int */
  CHECK(run("sign(u)/2", -3, 0) == 0);     /* MathLib.sign is an int: -1/2 is 0 */
  CHECK(run("Math.signum(u)/2", -3, 0) == -0.5);
  CHECK(run("atan2(u, v)", 1, 1) == atan2(1, 1));
  CHECK(run("min(u, v) + Math.max(u, v)", 1, 5) == 6);
  CHECK(run("floor(u) + Math.ceil(v) + trunc(-u) + frac(v)", 1.5, 2.25) == 1 + 3 - 1 + 0.25);
  CHECK(run("Math.round(u) + rint(v)", 2.5, 2.5) == 3 + 2);
  CHECK(run("cosh(0) + sinh(0) + tanh(0) + exp(0) + log(1) + log10(100)", 0, 0) == 4);
  CHECK(run("fmod(u, v)", 7, 3) == 1);
  CHECK(run("u > v ? u : v", 1, 5) == 5 && run("u > v ? u : v", 6, 5) == 6);
  CHECK(run("(u >= 1 && v != 2 || !(u < 0)) ? 1 : 0", 1, 2) == 1);
  CHECK(isnan(run("u >= 1", 1, 2))); /* a comparison is not a number in Java */
  CHECK(run("  sin(u) ;  ", 1, 0) == sin(1)); /* blanks and a statement's ';' around it */
  /* a third variable (isosfplot3d_wf's z) */
  static const char *const xyz[3] = {"x", "y", "z"};
  char why[200];
  memset(block, 0, sizeof block);
  CHECK(formula_compile(block, 0, "x*100 + y*10 + z", xyz, why, sizeof why) == 0);
  CHECK(fm_formula_run3(block, 0, 1, 2, 3, params) == 123);
}

/* Refused, with a reason: what Janino would not compile, and what the block cannot hold. */
static void test_refusals(void) {
  static const char *const bad[] = {"u +", "foo(u)", "x", "param_g", "sin(u, v)", "(u", "u) ", "1/0", "u < v",
                                    "Math.sqr(u)", "3..5", "u ? 1 : 2", "2147483649", "sin(u) cos(v)"};
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    char why[200] = "";
    memset(block, 0, sizeof block);
    const int rc = formula_compile(block, 0, bad[i], UV, why, sizeof why);
    if (rc == 0) fprintf(stderr, "compiled: \"%s\"\n", bad[i]);
    CHECK(rc < 0 && why[0]);
    CHECK(!formula_any(block));
  }
  /* too deep for the stack, too long for the block */
  char deep[512] = "", longer[4096] = "u";
  for (int i = 0; i < 20; i++) strcat(deep, "(1+");
  strcat(deep, "u");
  for (int i = 0; i < 20; i++) strcat(deep, ")");
  char why[200];
  CHECK(formula_compile(block, 0, deep, UV, why, sizeof why) < 0);
  for (int i = 0; i < 100; i++) strcat(longer, "+sin(u*1.5)");
  CHECK(formula_compile(block, 0, longer, UV, why, sizeof why) < 0 && strstr(why, "too long"));
}

/* Three formulas share the block in order, whichever comes first; each runs as its own. */
static void test_block_layout(void) {
  char why[200];
  memset(block, 0, sizeof block);
  CHECK(formula_compile(block, 2, "v * 3", UV, why, sizeof why) == 0);
  CHECK(formula_compile(block, 0, "u + 1", UV, why, sizeof why) == 0);
  CHECK(formula_compile(block, 1, "u * v - 2", UV, why, sizeof why) == 0);
  CHECK(formula_check(block) == 0);
  CHECK(fm_formula_run(block, 0, 2, 5, params) == 3);
  CHECK(fm_formula_run(block, 1, 2, 5, params) == 8);
  CHECK(fm_formula_run(block, 2, 2, 5, params) == 15);
  /* recompiling one leaves the others */
  CHECK(formula_compile(block, 1, "u", UV, why, sizeof why) == 0);
  CHECK(fm_formula_run(block, 1, 2, 5, params) == 2 && fm_formula_run(block, 2, 2, 5, params) == 15);
}

/* A block made of numbers (a printed genome's formula_codeNN, or a hostile file's) runs only when
 * it is code the compiler could write; the interpreter stays inside its slots regardless. */
static void test_damaged_blocks(void) {
  char why[200];
  memset(block, 0, sizeof block);
  CHECK(formula_compile(block, 0, "u + v", UV, why, sizeof why) == 0);
  double bad[FM_FORMULA_SLOTS];
  const double edits[][2] = {{0, 1e9}, {0, -1}, {0, NAN}, {0, 2.5}, {FM_FORMULA_MAX, 99}, {FM_FORMULA_MAX + 2, FM_OP_SUB + 0.5},
                             {FM_FORMULA_SLOTS - 1, 1}, {1, 1}};
  for (size_t i = 0; i < sizeof edits / sizeof edits[0]; i++) {
    memcpy(bad, block, sizeof bad);
    bad[(int)edits[i][0]] = edits[i][1];
    CHECK(formula_check(bad) < 0);
    const double r = fm_formula_run(bad, 0, 1, 2, params); /* no crash, no read past the slots */
    (void)r;
  }
  /* the stack underflows: an ADD with one operand */
  memset(bad, 0, sizeof bad);
  bad[0] = 3;
  bad[FM_FORMULA_MAX] = FM_OP_VAR0;
  bad[FM_FORMULA_MAX + 1] = FM_OP_ADD;
  bad[FM_FORMULA_MAX + 2] = FM_OP_NEG;
  CHECK(formula_check(bad) < 0 && fm_formula_run(bad, 0, 1, 2, params) == 0);
}

/* A JWildfire file's hex resources, compiled by the parser; printed and read back, the same. */
static void test_parse_and_print(void) {
  static const char xml[] =
      "<flame version=\"JWildfire V8.00\" size=\"64 48\"><xform weight=\"1\" color=\"0\" parplot2d_wf=\"1\" "
      "parplot2d_wf_xformula=\"752A636F73287629\" parplot2d_wf_yformula=\"762A636F73287529\" "
      "parplot2d_wf_zformula=\"30\" parplot2d_wf_preset_id_reference=\"4142\" coefs=\"1 0 0 1 0 0\"/>"
      "<xform weight=\"1\" color=\"1\" yplot2d_wf=\"1\" yplot2d_wf_formula=\"666F6F2878\" coefs=\"1 0 0 1 0 0\"/>"
      "<xform weight=\"1\" color=\"1\" polarplot2d_wf=\"1\" coefs=\"1 0 0 1 0 0\"/></flame>";
  genome_list l;
  genome_parse_options opt = {"tests/data/palettes-mini.xml", {NULL, NULL}};
  fb_error err = {""};
  CHECK(genome_parse_memory(xml, strlen(xml), "p.flame", &opt, &l, &err) == 0 && l.count == 1);
  if (l.count != 1) return;
  const genome *g = &l.flames[0];
  double b[FM_FORMULA_SLOTS];
  genome_xform_params(&g->xforms[0], FM_P_formula_code00, FM_FORMULA_SLOTS, b);
  CHECK(formula_check(b) == 0 && fm_formula_run(b, 0, 2, 0, params) == 2 && fm_formula_run(b, 1, 0, 3, params) == 3);
  /* "foo(x": said, with the text; a plot without a formula is JWildfire's random preset: said */
  CHECK(strstr(l.unsupported, "yplot2d_wf's formula \"foo(x\"") != NULL);
  CHECK(strstr(l.unsupported, "polarplot2d_wf's formula (none in the file") != NULL);
  char *text = genome_print(g);
  genome_list back;
  CHECK(text && genome_parse_memory(text, strlen(text), "printed", &opt, &back, &err) == 0 && back.count == 1);
  if (text && back.count == 1) {
    const genome_xform *x = &g->xforms[0], *y = &back.flames[0].xforms[0];
    CHECK(x->nparams == y->nparams && memcmp(x->param_index, y->param_index, sizeof x->param_index[0] * x->nparams) == 0 &&
          memcmp(x->param_value, y->param_value, sizeof x->param_value[0] * x->nparams) == 0);
    CHECK(strstr(back.unsupported, "parplot2d_wf") == NULL);
    genome_list_free(&back);
  }
  free(text);
  genome_list_free(&l);
  /* a printed block edited by hand into something that is not code: dropped, and said */
  static const char hostile[] = "<flame size=\"64 48\"><xform weight=\"1\" color=\"0\" parplot2d_wf=\"1\" "
                                "formula_code00=\"5\" formula_code03=\"10\" coefs=\"1 0 0 1 0 0\"/></flame>";
  CHECK(genome_parse_memory(hostile, strlen(hostile), "h.flame", &opt, &l, &err) == 0 && l.count == 1);
  if (l.count == 1) {
    double slots[FM_FORMULA_SLOTS];
    genome_xform_params(&l.flames[0].xforms[0], FM_P_formula_code00, FM_FORMULA_SLOTS, slots);
    CHECK(!formula_any(slots));
    CHECK(strstr(l.unsupported, "damaged formula block") != NULL);
    genome_list_free(&l);
  }
}

int main(void) {
  RUN(test_java_arithmetic);
  RUN(test_names_and_functions);
  RUN(test_refusals);
  RUN(test_block_layout);
  RUN(test_damaged_blocks);
  RUN(test_parse_and_print);
  return check_summary("formula");
}
