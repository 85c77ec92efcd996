/*
 * apoplugin.h — flamebuild's stand-in for the plugin SDK header of Apophysis 7X, under the name
 * a plugin's source includes (tests/tools/apo_refs.sh copies it beside the plugin's files in a
 * temporary folder, in place of the plugin's own). It declares what a plugin's PluginVarPrepare
 * and PluginVarCalc use — the Variation they get (the weight, the points, the colour, the
 * xform's affine a … f as Apophysis 7X's TXForm.Prepare hands them: c00 c01 c10 c11 c20 c21),
 * the variable table, the SDK's small helpers — for the harness apo_refs.c, which includes the
 * plugin after it. Nothing here is Apophysis' code; the names are the plugins' interface.
 *
 * Random numbers: random01() and rand() take the harness's next raw 32-bit value (recorded for
 * the reference line): random01() maps it as the scripted fm_rng_01 does, u/(2^32-1), and
 * rand() gives its top 15 bits, the range of the C library the plugins were built against
 * (RAND_MAX 32767). The plugins' own 28-bit random01 is two rand() calls; here it is one draw.
 */
#ifndef FLAMEBUILD_APO_SHIM_H
#define FLAMEBUILD_APO_SHIM_H

#include <float.h>
#include <limits.h>
#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#ifndef TRUE
#define TRUE (1)
#define FALSE (0)
#endif

#define M_2PI 6.283185307179586476925286766559
#define M_3PI_4 2.3561944901923449288469825374596
#define M_SQRT3 1.7320508075688772935274463415059
#define M_SQRT3_2 0.86602540378443864676372317075249
#define M_SQRT5 2.2360679774997896964091736687313
#define M_PHI 1.61803398874989484820458683436563
#define M_1_2PI 0.15915494309189533576888376337251
#define EPS 1.0e-20
#ifndef MAX
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#endif

#define DLLIMPORT
#define __declspec(x)

/* the variable kinds: how the editor stores a value an artist types (apo_set_variable) */
typedef enum { REAL, REAL_CYCLIC, INTEGER, INTEGER_NONZERO } VarType;

typedef struct {
  const char *name;
  VarType type;
  size_t offset; /* into Variables */
  double min, max, def;
} VariableInfo;

typedef struct {
  double vvar;
  double *pFTx, *pFTy, *pFTz;
  double *pFPx, *pFPy, *pFPz;
  double *pColor;
  double a, b, c, d, e, f;
  Variables var;
} Variation;

#define OFFSET(name) offsetof(Variables, name)
#define APO_PLUGIN(x) const char *VariationName = x
#define APO_VARIABLES(...)                                                                       \
  VariableInfo VarInfo[] = {__VA_ARGS__};                                                      \
  const int NumVariables = sizeof(VarInfo) / sizeof(VariableInfo)
#define VAR_REAL(nm, def) {#nm, REAL, OFFSET(nm), -DBL_MAX, DBL_MAX, (def)}
#define VAR_INTEGER(nm, def) {#nm, INTEGER, OFFSET(nm), INT_MIN, INT_MAX, (def)}
#define VAR_REAL_RANGE(nm, lo, hi, def) {#nm, REAL, OFFSET(nm), (lo), (hi), (def)}
#define VAR_INTEGER_RANGE(nm, lo, hi, def) {#nm, INTEGER, OFFSET(nm), (lo), (hi), (def)}
#define VAR_INTEGER_NONZERO(nm, def) {#nm, INTEGER_NONZERO, OFFSET(nm), INT_MIN, INT_MAX, (def)}
#define VAR_REAL_CYCLE(nm, lo, hi, def) {#nm, REAL_CYCLIC, OFFSET(nm), (lo), (hi), (def)}

int PluginVarPrepare(Variation *vp);
int PluginVarCalc(Variation *vp);

#define FTx (*(vp->pFTx))
#define FTy (*(vp->pFTy))
#define FTz (*(vp->pFTz))
#define FPx (*(vp->pFPx))
#define FPy (*(vp->pFPy))
#define FPz (*(vp->pFPz))
#define VAR(name) (vp->var.name)
#define VVAR (vp->vvar)
#define TC (*(vp->pColor))
#define TM(name) (vp->name)

/* the harness's random stream (apo_refs.c) */
uint32_t apo_draw(void);
#define rand() ((int)(apo_draw() >> 17))

static inline double random01(void) { return apo_draw() / 4294967295.0; }

static inline void fsincos(double theta, double *s, double *c) {
  *s = sin(theta);
  *c = cos(theta);
}

static inline void sinhcosh(double theta, double *sh, double *ch) {
  const double e = exp(theta), ei = 1.0 / e;
  *sh = (e - ei) * 0.5;
  *ch = (e + ei) * 0.5;
}

static inline double sqr(double x) { return x * x; }

#endif
