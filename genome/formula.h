/*
 * formula.h — JWildfire's plot formulas ("sin(param_a*u) + param_b"), compiled at parse time
 * into the stack programs kernels/formula.h runs (its header says why and how they are laid out).
 *
 * The language is what JWildfire's Janino accepts in those fields and artists write there: a
 * Java expression of the variation's variables, param_a … param_f, pi, MathLib's functions
 * (sin, sqr, fabs, pow, …) and java.lang.Math's (Math.sin, Math.PI, …), with Java's types (an
 * int divided by an int is an int). Anything else fails to compile, with a reason, and the
 * caller says the formula is not drawn — never a silent 0.
 */
#ifndef FLAMEBUILD_GENOME_FORMULA_H
#define FLAMEBUILD_GENOME_FORMULA_H

#include <stddef.h>

/* Compiles text as formula k (< FM_FORMULA_MAX) of block, the FM_FORMULA_SLOTS parameters from
 * formula_code00 on, with the variables vars[0..2] (NULL where the plot has fewer). The block's
 * other formulas keep their code. Returns 0, or -1 with the reason in err (the block unchanged
 * but for one that was not well formed, which is emptied). */
int formula_compile(double *block, int k, const char *text, const char *const vars[3], char *err, size_t errlen);

/* 0 when block is a well-formed set of programs (or empty), -1 when not: what a block read from a
 * file as numbers (a printed genome's formula_codeNN) must pass before anything runs it. */
int formula_check(const double *block);

/* Whether block holds any formula. */
int formula_any(const double *block);

#endif
