/*
 * formula.h — the formulas an artist types into JWildfire's plot variations (yplot2d_wf,
 * parplot2d_wf, …: kernels/var_jwf_plots.h), run on either side.
 *
 * JWildfire keeps such a formula in the flame file as text (hex bytes of a Java expression such
 * as "param_a*exp(param_b*u)*cos(u)") and compiles it with Janino when a render starts. Here
 * genome/formula.c compiles the same text once, at parse time, into a small stack program, and
 * this interpreter runs it per point on the CPU (double), in the GPU emulation and on the device
 * (float). A program is a run of numbers in the xform's parameters (the FM_FORMULA_SLOTS
 * formula_codeNN of variation_table.h): a genome's parameters already travel to every backend,
 * into the keys and through the printer, so a formula needs no channel of its own.
 *
 * Layout of the block: slot k (k < FM_FORMULA_MAX) holds the length of formula k's code, the
 * code follows from slot FM_FORMULA_MAX on, formula after formula. Code is a sequence of
 * opcodes (whole numbers, enum fm_formula_op), FM_OP_CONST followed by its number. Every
 * opcode pops its operands and pushes one result; the compiler proves the stack never holds
 * more than FM_FORMULA_STACK values and that the code ends with exactly one.
 *
 * Java's types are settled by the compiler: whole-number arithmetic on constants is folded in
 * Java's int semantics there, so the program computes in fm_real alone; the few int operations
 * left for run time (a division or remainder of whole numbers that are not constants, a cast)
 * have opcodes of their own. Common subset of C17 and CUDA C++, as flame_math.h.
 */
#ifndef FLAMEBUILD_FORMULA_H
#define FLAMEBUILD_FORMULA_H

#define FM_FORMULA_STACK 12 /* the deepest stack a program may use */

/* Opcodes. Appending is free; the numbers are part of a printed genome's formula_codeNN. */
enum fm_formula_op {
  FM_OP_END = 0, /* never in a program: what a zeroed slot reads as */
  FM_OP_CONST,   /* push the next slot */
  FM_OP_VAR0,    /* push the variation's first variable (u, x, t) */
  FM_OP_VAR1,    /* its second (v, z, u) */
  FM_OP_PARAM_A, /* param_a … param_f: the variation's six parameters */
  FM_OP_PARAM_B,
  FM_OP_PARAM_C,
  FM_OP_PARAM_D,
  FM_OP_PARAM_E,
  FM_OP_PARAM_F,
  /* two operands */
  FM_OP_ADD,
  FM_OP_SUB,
  FM_OP_MUL,
  FM_OP_DIV,
  FM_OP_REM,  /* Java's % of doubles: C's fmod */
  FM_OP_IDIV, /* Java's int /: truncated, x / 0 gives 0 here where Java would throw */
  FM_OP_IREM, /* Java's int %, likewise */
  FM_OP_POW,
  FM_OP_ATAN2,
  FM_OP_MIN,
  FM_OP_MAX,
  FM_OP_HYPOT,
  FM_OP_LT,
  FM_OP_LE,
  FM_OP_GT,
  FM_OP_GE,
  FM_OP_EQ,
  FM_OP_NE,
  FM_OP_AND,
  FM_OP_OR,
  /* one operand */
  FM_OP_NEG,
  FM_OP_NOT,
  FM_OP_SIN,
  FM_OP_COS,
  FM_OP_TAN,
  FM_OP_ASIN,
  FM_OP_ACOS,
  FM_OP_ATAN,
  FM_OP_SINH,
  FM_OP_COSH,
  FM_OP_TANH,
  FM_OP_EXP,
  FM_OP_LOG,
  FM_OP_LOG10,
  FM_OP_SQRT,
  FM_OP_CBRT,
  FM_OP_SQR,
  FM_OP_ABS,
  FM_OP_FLOOR,
  FM_OP_CEIL,
  FM_OP_TRUNC,  /* MathLib.trunc, toward 0 */
  FM_OP_FRAC,   /* MathLib.frac: x - trunc(x) */
  FM_OP_ROUND,  /* Math.round: floor(x + 0.5) */
  FM_OP_RINT,   /* Math.rint: to the nearest, ties to even */
  FM_OP_SIGN,   /* MathLib.sign and Math.signum alike: -1, 0 or 1 (NaN: 0) */
  FM_OP_ACOSH,  /* MathLib.acosh: log(sqrt(x² - 1) + x) */
  FM_OP_TO_INT, /* Java's (int) of a double: toward 0, NaN 0, held to the int range */
  /* three operands */
  FM_OP_SELECT, /* c ? a : b (both sides computed; the language has no side effects) */
  /* appended */
  FM_OP_VAR2, /* push the variation's third variable (isosfplot3d_wf's z) */
  FM_OP_COUNT
};

/* Java's Math.pow. A whole exponent takes a negative base (pow(x, 4) of x < 0), which the
 * device's fast powf, exp2(y·log2 x), turns into NaN: there, in float, a whole power up to 64 by
 * squaring, and beyond it |x|^y with the sign of an odd power. Elsewhere (double, the emulation)
 * C's pow is Java's. */
FM_FN fm_real fm_formula_pow(fm_real x, fm_real y) {
#if (defined(__CUDACC__) || defined(__CUDACC_RTC__)) && defined(FM_REAL_FLOAT)
  if (y == floor(y)) {
    if (fabs(y) <= FM_R(64.0)) {
      int k = (int)fabs(y);
      fm_real b = x, p = FM_R(1.0);
      for (; k; k >>= 1, b *= b)
        if (k & 1) p *= b;
      return y < 0 ? FM_R(1.0) / p : p;
    }
    const fm_real r = pow(fabs(x), y);
    return x < 0 && fmod(y, FM_R(2.0)) != 0 ? -r : r;
  }
#endif
  return pow(x, y);
}

/* Java's (int) conversion, as a real. */
FM_FN fm_real fm_formula_to_int(fm_real v) {
  if (!(v == v)) return FM_R(0.0);
  if (v >= FM_R(2147483647.0)) return FM_R(2147483647.0);
  if (v <= FM_R(-2147483648.0)) return FM_R(-2147483648.0);
  return trunc(v);
}

/* Runs formula k of the block at code (xf->param + FM_P_formula_code00) with the variables
 * var0, var1, var2 and the variation's six parameters par[0..5]. A formula the block does not
 * hold (length 0) is 0, which is what JWildfire makes of an empty one. */
FM_FN fm_real fm_formula_run3(const fm_real *code, int k, fm_real var0, fm_real var1, fm_real var2,
                              const fm_real *par) {
  /* genome/formula.c checks every block a genome holds (formula_check); the bounds here only
   * keep a block that escaped it from reading or writing outside its slots */
  int at = FM_FORMULA_MAX, end = 0;
  for (int i = 0; i <= k; i++) {
    const fm_real len = code[i];
    if (!(len >= FM_R(0.0) && len <= FM_R(FM_FORMULA_SLOTS))) return FM_R(0.0);
    if (i < k) at += (int)len;
    else end = at + (int)len;
  }
  if (end <= at || end > FM_FORMULA_SLOTS) return FM_R(0.0);
  fm_real st[FM_FORMULA_STACK];
  int sp = 0;
  while (at < end) {
    const fm_real opcode = code[at++];
    if (!(opcode > FM_R(0.0) && opcode < FM_R(FM_OP_COUNT))) return FM_R(0.0);
    const int op = (int)opcode;
    fm_real a, b;
    if (op >= FM_OP_ADD && op < FM_OP_NEG) { /* two operands: b on top */
      if (sp < 2) return FM_R(0.0);
      b = st[--sp];
      a = st[sp - 1];
    } else if (op >= FM_OP_NEG && op < FM_OP_SELECT) {
      if (sp < 1) return FM_R(0.0);
      a = st[sp - 1];
      b = FM_R(0.0);
    } else {
      if (op == FM_OP_SELECT ? sp < 3 : sp >= FM_FORMULA_STACK) return FM_R(0.0);
      a = b = FM_R(0.0);
    }
    fm_real r;
    switch (op) {
    case FM_OP_CONST:
      if (at >= end) return FM_R(0.0);
      st[sp++] = code[at++];
      continue;
    case FM_OP_VAR0: st[sp++] = var0; continue;
    case FM_OP_VAR1: st[sp++] = var1; continue;
    case FM_OP_VAR2: st[sp++] = var2; continue;
    case FM_OP_PARAM_A: case FM_OP_PARAM_B: case FM_OP_PARAM_C:
    case FM_OP_PARAM_D: case FM_OP_PARAM_E: case FM_OP_PARAM_F:
      st[sp++] = par[op - FM_OP_PARAM_A];
      continue;
    case FM_OP_ADD: r = a + b; break;
    case FM_OP_SUB: r = a - b; break;
    case FM_OP_MUL: r = a * b; break;
    case FM_OP_DIV: r = a / b; break;
    case FM_OP_REM: r = fmod(a, b); break;
    case FM_OP_IDIV: r = b == FM_R(0.0) ? FM_R(0.0) : trunc(a / b); break;
    case FM_OP_IREM: r = b == FM_R(0.0) ? FM_R(0.0) : fmod(a, b); break;
    case FM_OP_POW: r = fm_formula_pow(a, b); break;
    case FM_OP_ATAN2: r = atan2(a, b); break;
    case FM_OP_MIN: r = a < b || !(a == a) ? a : b; break; /* Java's: NaN wins */
    case FM_OP_MAX: r = a > b || !(a == a) ? a : b; break;
    case FM_OP_HYPOT: r = sqrt(a * a + b * b); break;
    case FM_OP_LT: r = a < b ? FM_R(1.0) : FM_R(0.0); break;
    case FM_OP_LE: r = a <= b ? FM_R(1.0) : FM_R(0.0); break;
    case FM_OP_GT: r = a > b ? FM_R(1.0) : FM_R(0.0); break;
    case FM_OP_GE: r = a >= b ? FM_R(1.0) : FM_R(0.0); break;
    case FM_OP_EQ: r = a == b ? FM_R(1.0) : FM_R(0.0); break;
    case FM_OP_NE: r = a != b ? FM_R(1.0) : FM_R(0.0); break;
    case FM_OP_AND: r = a != FM_R(0.0) && b != FM_R(0.0) ? FM_R(1.0) : FM_R(0.0); break;
    case FM_OP_OR: r = a != FM_R(0.0) || b != FM_R(0.0) ? FM_R(1.0) : FM_R(0.0); break;
    case FM_OP_NEG: r = -a; break;
    case FM_OP_NOT: r = a == FM_R(0.0) ? FM_R(1.0) : FM_R(0.0); break;
    case FM_OP_SIN: r = sin(a); break;
    case FM_OP_COS: r = cos(a); break;
    case FM_OP_TAN: r = tan(a); break;
    case FM_OP_ASIN: r = asin(a); break;
    case FM_OP_ACOS: r = acos(a); break;
    case FM_OP_ATAN: r = atan(a); break;
    case FM_OP_SINH: r = sinh(a); break;
    case FM_OP_COSH: r = cosh(a); break;
    case FM_OP_TANH: r = tanh(a); break;
    case FM_OP_EXP: r = exp(a); break;
    case FM_OP_LOG: r = log(a); break;
    case FM_OP_LOG10: r = log10(a); break;
    case FM_OP_SQRT: r = sqrt(a); break;
    case FM_OP_CBRT: r = cbrt(a); break;
    case FM_OP_SQR: r = a * a; break;
    case FM_OP_ABS: r = fabs(a); break;
    case FM_OP_FLOOR: r = floor(a); break;
    case FM_OP_CEIL: r = ceil(a); break;
    case FM_OP_TRUNC: r = trunc(a); break;
    case FM_OP_FRAC: r = a - trunc(a); break;
    case FM_OP_ROUND: r = floor(a + FM_R(0.5)); break;
    case FM_OP_RINT: r = rint(a); break;
    case FM_OP_SIGN: r = a > FM_R(0.0) ? FM_R(1.0) : a < FM_R(0.0) ? FM_R(-1.0) : FM_R(0.0); break;
    case FM_OP_ACOSH: r = log(sqrt(fm_formula_pow(a, FM_R(2.0)) - FM_R(1.0)) + a); break;
    case FM_OP_TO_INT: r = fm_formula_to_int(a); break;
    case FM_OP_SELECT: { /* c a b, b on top */
      const fm_real f = st[--sp], t = st[--sp];
      r = st[sp - 1] != FM_R(0.0) ? t : f;
      break;
    }
    default: return FM_R(0.0); /* the compiler writes no other: a damaged block draws 0 */
    }
    st[sp - 1] = r;
  }
  return sp == 1 ? st[0] : FM_R(0.0);
}

/* The same, of at most two variables. */
FM_FN fm_real fm_formula_run(const fm_real *code, int k, fm_real var0, fm_real var1, const fm_real *par) {
  return fm_formula_run3(code, k, var0, var1, FM_R(0.0), par);
}

#endif
