/*
 * formula.c — compiles JWildfire's plot formulas into kernels/formula.h's stack programs.
 *
 * A recursive-descent parser of Java's expression grammar (the part of it a formula uses) builds
 * a small tree with Java's static types, folds what is constant — whole-number arithmetic in
 * Java's 32-bit int, the rest by running the folded code through the interpreter itself, so a
 * constant is the very number the CPU would compute — and writes the tree out in postfix.
 */
#include "formula.h"

#include <ctype.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../kernels/flame_math.h"
#include "../kernels/formula.h"

enum { T_INT, T_DOUBLE, T_BOOL };

typedef struct node {
  int op;       /* enum fm_formula_op; FM_OP_CONST for a literal */
  int type;     /* T_INT, T_DOUBLE, T_BOOL */
  double value; /* FM_OP_CONST's */
  struct node *arg[3];
} node;

#define MAX_NODES 512

typedef struct {
  const char *s, *at;
  const char *var0, *var1, *var2;
  node nodes[MAX_NODES];
  int nnodes;
  char *err;
  size_t errlen;
  int failed;
} compiler;

static void fail(compiler *c, const char *fmt, ...) {
  if (c->failed) return;
  c->failed = 1;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(c->err, c->errlen, fmt, ap);
  va_end(ap);
}

static node *make(compiler *c, int op, int type, node *a, node *b, node *d) {
  if (c->nnodes >= MAX_NODES) {
    fail(c, "the formula is too long");
    return NULL;
  }
  node *n = &c->nodes[c->nnodes++];
  n->op = op;
  n->type = type;
  n->value = 0;
  n->arg[0] = a;
  n->arg[1] = b;
  n->arg[2] = d;
  return n;
}

static node *constant(compiler *c, int type, double v) {
  node *n = make(c, FM_OP_CONST, type, NULL, NULL, NULL);
  if (n) n->value = v;
  return n;
}

static void skip_space(compiler *c) {
  while (isspace((unsigned char)*c->at)) c->at++;
}

/* Consumes tok (an operator) when it comes next, and not as the start of a longer one. */
static int accept(compiler *c, const char *tok) {
  skip_space(c);
  size_t n = strlen(tok);
  if (strncmp(c->at, tok, n) != 0) return 0;
  const char next = c->at[n];
  if (n == 1 && strchr("<>=!", tok[0]) && next == '=') return 0;
  if ((tok[0] == '&' || tok[0] == '|') && n == 1 && next == tok[0]) return 0;
  c->at += n;
  return 1;
}

static int ident_char(int ch) { return isalnum(ch) || ch == '_' || ch == '$'; }

static node *expression(compiler *c);
static node *unary(compiler *c);

/* ---- constants folded ------------------------------------------------------------------- */

static int is_const(const node *n) { return n && n->op == FM_OP_CONST; }

/* Java's int arithmetic: two's complement, wrapping. */
static double int_result(int64_t v) { return (double)(int32_t)(uint32_t)(uint64_t)v; }

static int emit(compiler *c, const node *n, double *code, int *len, int cap, int depth, int *max_depth);

/* A node whose operands are all constant, folded to a constant of its type. */
static node *fold(compiler *c, node *n) {
  if (!n || c->failed || n->op == FM_OP_CONST || n->op < FM_OP_ADD || n->op == FM_OP_VAR2) return n;
  for (int i = 0; i < 3; i++)
    if (n->arg[i] && !is_const(n->arg[i])) return n;
  if (n->type == T_INT && n->op != FM_OP_TO_INT && n->op != FM_OP_SIGN && n->op != FM_OP_SELECT) {
    const int64_t a = (int64_t)n->arg[0]->value, b = n->arg[1] ? (int64_t)n->arg[1]->value : 0;
    int64_t r;
    switch (n->op) {
    case FM_OP_ADD: r = a + b; break;
    case FM_OP_SUB: r = a - b; break;
    case FM_OP_MUL: r = (int64_t)((uint64_t)a * (uint64_t)b); break;
    case FM_OP_IDIV:
    case FM_OP_IREM:
      if (b == 0) {
        fail(c, "a whole number divided by zero");
        return n;
      }
      if (a == INT32_MIN && b == -1) r = n->op == FM_OP_IDIV ? a : 0;
      else r = n->op == FM_OP_IDIV ? a / b : a % b;
      break;
    case FM_OP_NEG: r = -a; break;
    case FM_OP_ABS: r = a < 0 ? -a : a; break;
    case FM_OP_MIN: r = a < b ? a : b; break;
    case FM_OP_MAX: r = a > b ? a : b; break;
    default: return n; /* run below, in double: exact for whole numbers */
    }
    node *k = constant(c, T_INT, int_result(r));
    return k ? k : n;
  }
  /* anything else: run its code, as the CPU would */
  double code[FM_FORMULA_SLOTS] = {0};
  int len = 0, depth = 0;
  if (emit(c, n, code + FM_FORMULA_MAX, &len, FM_FORMULA_SLOTS - FM_FORMULA_MAX, 0, &depth) < 0) return n;
  code[0] = len;
  const double zero[6] = {0};
  double v = fm_formula_run(code, 0, 0.0, 0.0, zero);
  if (n->type == T_INT) v = int_result((int64_t)v);
  node *k = constant(c, n->type, v);
  return k ? k : n;
}

/* ---- types ------------------------------------------------------------------------------- */

static int numeric(compiler *c, const node *n) {
  if (n && n->type == T_BOOL) {
    fail(c, "a comparison used as a number");
    return 0;
  }
  return n != NULL;
}

static int boolean(compiler *c, const node *n) {
  if (n && n->type != T_BOOL) {
    fail(c, "a number used as a condition");
    return 0;
  }
  return n != NULL;
}

/* An arithmetic operator of Java: int with int is int, anything else double. */
static node *arith(compiler *c, int op, node *a, node *b) {
  if (!numeric(c, a) || !numeric(c, b)) return NULL;
  const int type = a->type == T_INT && b->type == T_INT ? T_INT : T_DOUBLE;
  if (type == T_INT && op == FM_OP_DIV) op = FM_OP_IDIV;
  if (type == T_INT && op == FM_OP_REM) op = FM_OP_IREM;
  return fold(c, make(c, op, type, a, b, NULL));
}

/* ---- the grammar ------------------------------------------------------------------------- */

static node *number(compiler *c) {
  const char *start = c->at;
  char *end;
  int is_double = 0;
  double v;
  if (start[0] == '0' && (start[1] == 'x' || start[1] == 'X')) {
    v = (double)strtoull(start + 2, &end, 16);
  } else {
    const char *p = start;
    while (isdigit((unsigned char)*p)) p++;
    if (*p == '.' || *p == 'e' || *p == 'E') is_double = 1;
    v = strtod(start, &end);
  }
  if (end == start) {
    fail(c, "a number expected at \"%.12s\"", start);
    return NULL;
  }
  c->at = end;
  if (*c->at == 'f' || *c->at == 'F') {
    v = (double)(float)v; /* a Java float literal: its value as a float */
    is_double = 1;
    c->at++;
  } else if (*c->at == 'd' || *c->at == 'D') {
    is_double = 1;
    c->at++;
  } else if (*c->at == 'l' || *c->at == 'L') {
    c->at++;
  }
  if (ident_char((unsigned char)*c->at)) {
    fail(c, "a malformed number at \"%.12s\"", start);
    return NULL;
  }
  if (!is_double && v > 2147483648.0) {
    fail(c, "the whole number %.0f is out of Java's int range", v);
    return NULL;
  }
  return constant(c, is_double ? T_DOUBLE : T_INT, v);
}

/* The functions a formula may call: MathLib's (static-imported) and java.lang.Math's. */
static const struct function {
  const char *name;
  int op, args;
  int math;   /* 1: Math.NAME only, 0: NAME (MathLib) or Math.NAME, 2: NAME only */
  int result; /* T_DOUBLE, or T_INT for those that return int; -1: the arguments' type */
} functions[] = {
  {"sin", FM_OP_SIN, 1, 0, T_DOUBLE},     {"cos", FM_OP_COS, 1, 0, T_DOUBLE},
  {"tan", FM_OP_TAN, 1, 0, T_DOUBLE},     {"asin", FM_OP_ASIN, 1, 0, T_DOUBLE},
  {"acos", FM_OP_ACOS, 1, 0, T_DOUBLE},   {"atan", FM_OP_ATAN, 1, 0, T_DOUBLE},
  {"atan2", FM_OP_ATAN2, 2, 0, T_DOUBLE}, {"sinh", FM_OP_SINH, 1, 0, T_DOUBLE},
  {"cosh", FM_OP_COSH, 1, 0, T_DOUBLE},   {"tanh", FM_OP_TANH, 1, 0, T_DOUBLE},
  {"exp", FM_OP_EXP, 1, 0, T_DOUBLE},     {"log", FM_OP_LOG, 1, 0, T_DOUBLE},
  {"log10", FM_OP_LOG10, 1, 0, T_DOUBLE}, {"sqrt", FM_OP_SQRT, 1, 0, T_DOUBLE},
  {"pow", FM_OP_POW, 2, 0, T_DOUBLE},     {"floor", FM_OP_FLOOR, 1, 0, T_DOUBLE},
  {"rint", FM_OP_RINT, 1, 0, T_DOUBLE},   {"sqr", FM_OP_SQR, 1, 2, T_DOUBLE},
  {"fabs", FM_OP_ABS, 1, 2, T_DOUBLE},    {"fmod", FM_OP_REM, 2, 2, T_DOUBLE},
  {"trunc", FM_OP_TRUNC, 1, 2, T_DOUBLE}, {"frac", FM_OP_FRAC, 1, 2, T_DOUBLE},
  {"round", FM_OP_ROUND, 1, 2, T_DOUBLE}, {"sign", FM_OP_SIGN, 1, 2, T_INT},
  {"acosh", FM_OP_ACOSH, 1, 2, T_DOUBLE}, {"min", FM_OP_MIN, 2, 2, T_DOUBLE},
  {"max", FM_OP_MAX, 2, 2, T_DOUBLE},     {"abs", FM_OP_ABS, 1, 1, -1},
  {"min", FM_OP_MIN, 2, 1, -1},           {"max", FM_OP_MAX, 2, 1, -1},
  {"ceil", FM_OP_CEIL, 1, 1, T_DOUBLE},   {"cbrt", FM_OP_CBRT, 1, 1, T_DOUBLE},
  {"hypot", FM_OP_HYPOT, 2, 1, T_DOUBLE}, {"signum", FM_OP_SIGN, 1, 1, T_DOUBLE},
  {"round", FM_OP_ROUND, 1, 1, T_INT},
};

static node *call(compiler *c, const char *name, size_t n, int math) {
  node *args[2] = {NULL, NULL};
  int nargs = 0;
  if (!accept(c, ")")) {
    do {
      if (nargs == 2) {
        fail(c, "%.*s takes at most two arguments", (int)n, name);
        return NULL;
      }
      args[nargs++] = expression(c);
      if (c->failed) return NULL;
    } while (accept(c, ","));
    if (!accept(c, ")")) {
      fail(c, "')' expected after the arguments of %.*s", (int)n, name);
      return NULL;
    }
  }
  for (size_t i = 0; i < sizeof functions / sizeof functions[0]; i++) {
    const struct function *f = &functions[i];
    if (strlen(f->name) != n || strncmp(f->name, name, n) != 0) continue;
    if (math ? f->math == 2 : f->math == 1) continue;
    if (nargs != f->args) {
      fail(c, "%.*s takes %d argument%s", (int)n, name, f->args, f->args == 1 ? "" : "s");
      return NULL;
    }
    for (int a = 0; a < nargs; a++)
      if (!numeric(c, args[a])) return NULL;
    int type = f->result;
    if (type < 0) type = args[0]->type == T_INT && (nargs < 2 || args[1]->type == T_INT) ? T_INT : T_DOUBLE;
    return fold(c, make(c, f->op, type, args[0], args[1], NULL));
  }
  fail(c, "%s%.*s is not a function a formula may call", math ? "Math." : "", (int)n, name);
  return NULL;
}

static node *name_or_call(compiler *c) {
  const char *start = c->at;
  while (ident_char((unsigned char)*c->at)) c->at++;
  size_t n = (size_t)(c->at - start);
  int math = 0;
  if (n == 4 && strncmp(start, "Math", 4) == 0 && *c->at == '.') { /* java.lang.Math's */
    c->at++;
    start = c->at;
    while (ident_char((unsigned char)*c->at)) c->at++;
    n = (size_t)(c->at - start);
    math = 1;
  }
  if (accept(c, "(")) return call(c, start, n, math);
#define IS(word) (n == strlen(word) && strncmp(start, word, n) == 0)
  if (math) {
    if (IS("PI")) return constant(c, T_DOUBLE, 3.14159265358979323846);
    if (IS("E")) return constant(c, T_DOUBLE, 2.7182818284590452354);
  } else {
    if (c->var0 && IS(c->var0)) return make(c, FM_OP_VAR0, T_DOUBLE, NULL, NULL, NULL);
    if (c->var1 && IS(c->var1)) return make(c, FM_OP_VAR1, T_DOUBLE, NULL, NULL, NULL);
    if (c->var2 && IS(c->var2)) return make(c, FM_OP_VAR2, T_DOUBLE, NULL, NULL, NULL);
    if (IS("pi") || IS("M_PI")) return constant(c, T_DOUBLE, 3.14159265358979323846);
    if (IS("M_2PI")) return constant(c, T_DOUBLE, 2.0 * 3.14159265358979323846);
    if (IS("M_E")) return constant(c, T_DOUBLE, 2.7182818284590452354);
    if (n == 7 && strncmp(start, "param_", 6) == 0 && start[6] >= 'a' && start[6] <= 'f')
      return make(c, FM_OP_PARAM_A + (start[6] - 'a'), T_DOUBLE, NULL, NULL, NULL);
  }
#undef IS
  fail(c, "unknown name \"%s%.*s\"", math ? "Math." : "", (int)n, start);
  return NULL;
}

static node *primary(compiler *c) {
  skip_space(c);
  if (accept(c, "(")) {
    /* a cast: (int), (double), (float), (long) */
    static const char *const casts[] = {"int", "long", "double", "float"};
    const char *save = c->at;
    for (int i = 0; i < 4; i++) {
      skip_space(c);
      size_t n = strlen(casts[i]);
      if (strncmp(c->at, casts[i], n) == 0 && !ident_char((unsigned char)c->at[n])) {
        c->at += n;
        if (accept(c, ")")) {
          node *a = unary(c);
          if (!numeric(c, a)) return NULL;
          if (i >= 2) { /* to double (float: rounded to float first) */
            if (i == 3) {
              fail(c, "a cast to float is not supported");
              return NULL;
            }
            if (a->type == T_INT) a->type = T_DOUBLE; /* whole numbers are exact in double */
            return a;
          }
          return a->type == T_INT ? a : fold(c, make(c, FM_OP_TO_INT, T_INT, a, NULL, NULL));
        }
      }
      c->at = save;
    }
    node *e = expression(c);
    if (!accept(c, ")")) fail(c, "')' expected at \"%.12s\"", c->at);
    return e;
  }
  if (isdigit((unsigned char)*c->at) || (*c->at == '.' && isdigit((unsigned char)c->at[1]))) return number(c);
  if (isalpha((unsigned char)*c->at) || *c->at == '_') return name_or_call(c);
  fail(c, *c->at ? "unexpected \"%.12s\"" : "the formula ends too soon", c->at);
  return NULL;
}

static node *unary(compiler *c) {
  if (accept(c, "-")) {
    node *a = unary(c);
    return numeric(c, a) ? fold(c, make(c, FM_OP_NEG, a->type, a, NULL, NULL)) : NULL;
  }
  if (accept(c, "+")) {
    node *a = unary(c);
    return numeric(c, a) ? a : NULL;
  }
  if (accept(c, "!")) {
    node *a = unary(c);
    return boolean(c, a) ? fold(c, make(c, FM_OP_NOT, T_BOOL, a, NULL, NULL)) : NULL;
  }
  return primary(c);
}

static node *multiplicative(compiler *c) {
  node *a = unary(c);
  while (!c->failed) {
    const int op = accept(c, "*") ? FM_OP_MUL : accept(c, "/") ? FM_OP_DIV : accept(c, "%") ? FM_OP_REM : 0;
    if (!op) break;
    a = arith(c, op, a, unary(c));
  }
  return a;
}

static node *additive(compiler *c) {
  node *a = multiplicative(c);
  while (!c->failed) {
    const int op = accept(c, "+") ? FM_OP_ADD : accept(c, "-") ? FM_OP_SUB : 0;
    if (!op) break;
    a = arith(c, op, a, multiplicative(c));
  }
  return a;
}

static node *comparison(compiler *c, int equality) {
  node *a = equality ? comparison(c, 0) : additive(c);
  while (!c->failed) {
    int op;
    if (equality) op = accept(c, "==") ? FM_OP_EQ : accept(c, "!=") ? FM_OP_NE : 0;
    else op = accept(c, "<=") ? FM_OP_LE : accept(c, ">=") ? FM_OP_GE : accept(c, "<") ? FM_OP_LT : accept(c, ">") ? FM_OP_GT : 0;
    if (!op) break;
    node *b = equality ? comparison(c, 0) : additive(c);
    if (!numeric(c, a) || !numeric(c, b)) return NULL;
    a = fold(c, make(c, op, T_BOOL, a, b, NULL));
  }
  return a;
}

static node *logical(compiler *c, int is_or) {
  node *a = is_or ? logical(c, 0) : comparison(c, 1);
  while (!c->failed && accept(c, is_or ? "||" : "&&")) {
    node *b = is_or ? logical(c, 0) : comparison(c, 1);
    if (!boolean(c, a) || !boolean(c, b)) return NULL;
    a = fold(c, make(c, is_or ? FM_OP_OR : FM_OP_AND, T_BOOL, a, b, NULL));
  }
  return a;
}

static node *expression(compiler *c) {
  node *cond = logical(c, 1);
  if (c->failed || !accept(c, "?")) return cond;
  node *t = expression(c);
  if (!accept(c, ":")) {
    fail(c, "':' expected in a conditional");
    return NULL;
  }
  node *f = expression(c);
  if (!boolean(c, cond) || !numeric(c, t) || !numeric(c, f)) return NULL;
  const int type = t->type == T_INT && f->type == T_INT ? T_INT : T_DOUBLE;
  return fold(c, make(c, FM_OP_SELECT, type, cond, t, f));
}

/* ---- code -------------------------------------------------------------------------------- */

/* Writes n in postfix at code[*len…], cap slots at most; depth: the stack's before it. */
static int emit(compiler *c, const node *n, double *code, int *len, int cap, int depth, int *max_depth) {
  /* the operands go on the stack one after another, from depth on; the result takes the first's place */
  for (int i = 0; i < 3 && n->arg[i]; i++)
    if (emit(c, n->arg[i], code, len, cap, depth + i, max_depth) < 0) return -1;
  if (depth + 1 > FM_FORMULA_STACK) {
    fail(c, "the formula nests too deeply (more than %d values at once)", FM_FORMULA_STACK);
    return -1;
  }
  if (depth + 1 > *max_depth) *max_depth = depth + 1;
  const int slots = n->op == FM_OP_CONST ? 2 : 1;
  if (*len + slots > cap) {
    fail(c, "the formula is too long (more than %d steps)", FM_FORMULA_SLOTS - FM_FORMULA_MAX);
    return -1;
  }
  code[(*len)++] = n->op;
  if (n->op == FM_OP_CONST) code[(*len)++] = n->value;
  return 0;
}

int formula_compile(double *block, int k, const char *text, const char *const vars[3], char *err, size_t errlen) {
  if (k < 0 || k >= FM_FORMULA_MAX) {
    snprintf(err, errlen, "no formula %d", k);
    return -1;
  }
  compiler *c = calloc(1, sizeof *c);
  if (!c) {
    snprintf(err, errlen, "out of memory");
    return -1;
  }
  c->s = c->at = text;
  c->var0 = vars[0];
  c->var1 = vars[1];
  c->var2 = vars[2];
  c->err = err;
  c->errlen = errlen;
  skip_space(c);
  node *root = *c->at ? expression(c) : constant(c, T_DOUBLE, 0.0); /* JWildfire: an empty one is 0 */
  while (!c->failed && accept(c, ";")) {}
  skip_space(c);
  if (!c->failed && *c->at) fail(c, "unexpected \"%.12s\"", c->at);
  if (!c->failed && root && root->type == T_BOOL) fail(c, "the formula is a comparison, not a number");
  /* the others' code, then this one's, in the block's order (a block that is not well formed,
   * numbers a file gave the slots, is dropped) */
  double code[FM_FORMULA_MAX][FM_FORMULA_SLOTS];
  int lens[FM_FORMULA_MAX], total = 0, at = FM_FORMULA_MAX;
  if (formula_check(block) < 0) memset(block, 0, FM_FORMULA_SLOTS * sizeof *block);
  for (int i = 0; i < FM_FORMULA_MAX; i++) {
    lens[i] = (int)block[i];
    memcpy(code[i], block + at, (size_t)lens[i] * sizeof(double));
    at += lens[i];
  }
  if (!c->failed && root) {
    int depth = 0;
    lens[k] = 0;
    emit(c, root, code[k], &lens[k], FM_FORMULA_SLOTS, 0, &depth);
  }
  for (int i = 0; i < FM_FORMULA_MAX; i++) total += lens[i];
  if (!c->failed && total > FM_FORMULA_SLOTS - FM_FORMULA_MAX)
    fail(c, "the formulas are too long together (more than %d steps)", FM_FORMULA_SLOTS - FM_FORMULA_MAX);
  const int failed = c->failed || !root;
  free(c);
  if (failed) return -1;
  at = FM_FORMULA_MAX;
  for (int i = 0; i < FM_FORMULA_MAX; i++) {
    block[i] = lens[i];
    memcpy(block + at, code[i], (size_t)lens[i] * sizeof(double));
    at += lens[i];
  }
  memset(block + at, 0, (size_t)(FM_FORMULA_SLOTS - at) * sizeof(double));
  return 0;
}

int formula_check(const double *block) {
  int at = FM_FORMULA_MAX;
  for (int k = 0; k < FM_FORMULA_MAX; k++) {
    const double len = block[k];
    if (!(len >= 0 && len <= FM_FORMULA_SLOTS - at) || len != floor(len)) return -1;
    int depth = 0;
    for (const int end = at + (int)len; at < end; at++) {
      const double op = block[at];
      if (!(op > FM_OP_END && op < FM_OP_COUNT) || op != floor(op)) return -1;
      const int o = (int)op;
      const int pops = o >= FM_OP_ADD && o < FM_OP_NEG ? 2 : o >= FM_OP_NEG && o < FM_OP_SELECT ? 1 : o == FM_OP_SELECT ? 3 : 0;
      if (depth < pops) return -1;
      depth += 1 - pops;
      if (depth > FM_FORMULA_STACK) return -1;
      if (o == FM_OP_CONST && ++at >= end) return -1;
    }
    if (len > 0 && depth != 1) return -1;
  }
  for (; at < FM_FORMULA_SLOTS; at++)
    if (block[at] != 0.0) return -1; /* nothing past the code */
  return 0;
}

int formula_any(const double *block) { return block[0] != 0.0 || block[1] != 0.0 || block[2] != 0.0; }
