/*
 * apo_refs.c — prints reference values of one Apophysis 7X plugin, computed by the plugin's own
 * code, in tests/unit/test_variation_refs.c's format. tests/tools/apo_refs.sh builds it once per
 * plugin, outside this repository, with apo_plugin.c, which compiles the plugin's source.
 *
 *   apo_refs NAME[=OURS] FORM LINES SEED SPEC...
 *
 * NAME names the plugin's source; =OURS heads the file with flamebuild's name for the plugin
 * where that differs (dc_boarders is flam3's boarders; the source stwins is the plugin stwin).
 * FORM says what a line carries (test_variation_refs.c's header forms):
 *   xy     the point x y in, the contribution x y out;
 *   xyz    x y z in and out;
 *   xyzc   x y z and the colour in and out;
 *   xyzsc  x y z in, the sum so far and the colour before and after (a plugin that sets the
 *          sum rather than add to it);
 *   post   a post plugin, which works on the sum: x y z (the sum) in and out.
 * SPEC: w=LO:HI the weight; NAME=LO:HI a variable drawn uniformly (NAME=LO:HI:i a whole number
 * in [LO, HI]; NAME/OURS=… one that flamebuild reads under another name, stwin's swtin_distort); `affine` the xform's affine, drawn in [-1.5, 1.5] and printed as affine_A …
 * affine_F (Fractorium's letters: x' = A·x + B·y + C, y' = D·x + E·y + F). A variable is then
 * stored as Apophysis stores what an artist types (clamped to its range, a whole one rounded,
 * a non-zero one 1 for 0), and PluginVarPrepare and PluginVarCalc run as Apophysis 7X runs
 * them. One line in eight has the point at the origin.
 *
 * Draws: a line whose call drew random numbers ends "| D 0 0 0 u1 … uD", the raw values handed
 * out (see apoplugin.h), the format's byte cache unused.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "apo_plugin.h"

/* the harness's own generator (splitmix64): the plugin's draws and the lines' values */
static uint64_t state;
static uint64_t next64(void) {
  uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}
static double uniform(double lo, double hi) { return lo + (hi - lo) * ((next64() >> 11) * (1.0 / 9007199254740992.0)); }

enum { MAX_DRAWS = 4096, MAX_SPECS = 64 };
static uint32_t draws[MAX_DRAWS];
static int ndraws;

uint32_t apo_draw(void) {
  const uint32_t u = (uint32_t)(next64() >> 32);
  if (ndraws < MAX_DRAWS) draws[ndraws] = u;
  ndraws++;
  return u;
}

/* a variable drawn for every line */
typedef struct {
  const char *name;
  int index;
  double lo, hi;
  int whole;
} spec;

/* a line's values, space-separated (line_start: none printed yet) */
static int line_start;
static void print_values(const double *v, int n) {
  for (int i = 0; i < n; i++, line_start = 0) printf(line_start ? "%.17g" : " %.17g", v[i]);
}

int main(int argc, char **argv) {
  if (argc < 5) {
    fprintf(stderr, "usage: apo_refs NAME[=OURS] FORM LINES SEED SPEC...\n");
    return 2;
  }
  char *equals = strchr(argv[1], '=');
  const char *plugin = argv[1], *ours = equals ? equals + 1 : argv[1];
  if (equals) *equals = 0;
  const char *form = argv[2];
  const int lines = atoi(argv[3]);
  state = strtoull(argv[4], NULL, 10);
  const int xyz = strcmp(form, "xy") != 0, colour = !strcmp(form, "xyzc"), sum = !strcmp(form, "xyzsc");
  const int post = !strcmp(form, "post");
  spec specs[MAX_SPECS];
  int nspecs = 0, affine = 0;
  double wlo = 0.5, whi = 1.5;
  for (int i = 5; i < argc; i++) {
    char name[128];
    double lo, hi;
    char kind = 0;
    if (!strcmp(argv[i], "affine")) {
      affine = 1;
      continue;
    }
    if (sscanf(argv[i], "%127[^=]=%lf:%lf:%c", name, &lo, &hi, &kind) < 3 || nspecs == MAX_SPECS) {
      fprintf(stderr, "apo_refs: bad spec %s\n", argv[i]);
      return 2;
    }
    if (!strcmp(name, "w")) {
      wlo = lo, whi = hi;
      continue;
    }
    if (strchr(name, '/')) *strchr(name, '/') = 0; /* the plugin's name of the variable */
    const int index = apo_plugin_variable(name);
    if (index < 0) {
      fprintf(stderr, "apo_refs: %s has no variable %s\n", apo_plugin_name(), name);
      return 2;
    }
    *strchr(argv[i], '=') = 0; /* the spec's name, for the header: ours where given */
    specs[nspecs++] = (spec){strchr(argv[i], '/') ? strchr(argv[i], '/') + 1 : argv[i], index, lo, hi, kind == 'i'};
  }
  if (strcmp(apo_plugin_name(), plugin) && strcmp(apo_plugin_name(), ours)) {
    fprintf(stderr, "apo_refs: the plugin is %s, not %s\n", apo_plugin_name(), plugin);
    return 2;
  }
  printf("# %s%s:", ours, sum ? " (xyzsc)" : colour ? " (xyzc)" : xyz ? " (xyz)" : "");
  for (int i = 0; i < nspecs; i++) printf(" %s", specs[i].name);
  if (affine) printf(" affine_A affine_B affine_C affine_D affine_E affine_F");
  printf("\n");
  for (int line = 0; line < lines; line++) {
    double values[MAX_SPECS + 8];
    int index[MAX_SPECS], nv = 0;
    apo_call call = {0};
    call.w = uniform(wlo, whi);
    values[nv++] = call.w;
    for (int i = 0; i < nspecs; i++) {
      const double x = specs[i].whole ? floor(uniform(specs[i].lo, specs[i].hi + 1)) : uniform(specs[i].lo, specs[i].hi);
      index[i] = specs[i].index;
      values[nv++] = x;
    }
    /* the letters are A = c00, B = c10, C = c20, D = c01, E = c11, F = c21 */
    double letter[6] = {1, 0, 0, 0, 1, 0};
    if (affine)
      for (int k = 0; k < 6; k++) values[nv++] = letter[k] = uniform(-1.5, 1.5);
    const double affine_of[6] = {letter[0], letter[3], letter[1], letter[4], letter[2], letter[5]};
    memcpy(call.affine, affine_of, sizeof affine_of);
    const int origin = line % 8 == 7;
    call.tx = origin ? 0 : uniform(-2, 2);
    call.ty = origin ? 0 : uniform(-2, 2);
    call.tz = xyz ? uniform(-1, 1) : 0;
    call.color = uniform(0, 1);
    if (sum) call.px = uniform(-1, 1), call.py = uniform(-1, 1), call.pz = uniform(-1, 1);
    if (post) call.px = call.tx, call.py = call.ty, call.pz = call.tz;
    const apo_call in = call;
    ndraws = 0;
    apo_plugin_run(nspecs, index, values + 1, &call);
    if (ndraws > MAX_DRAWS) {
      fprintf(stderr, "apo_refs: %s drew more than %d numbers\n", plugin, MAX_DRAWS);
      return 1;
    }
    line_start = 1;
    print_values(values, nv);
    if (sum) {
      const double before[7] = {in.tx, in.ty, in.tz, in.px, in.py, in.pz, in.color};
      const double after[4] = {call.px, call.py, call.pz, call.color};
      print_values(before, 7);
      print_values(after, 4);
    } else {
      const double point[4] = {in.tx, in.ty, in.tz, in.color}, out[4] = {call.px, call.py, call.pz, call.color};
      const int dims = colour ? 4 : xyz ? 3 : 2;
      print_values(point, dims);
      print_values(out, dims);
    }
    if (ndraws) {
      printf(" | %d 0 0 0", ndraws);
      for (int i = 0; i < ndraws; i++) printf(" %u", draws[i]);
    }
    printf("\n");
  }
  return 0;
}
