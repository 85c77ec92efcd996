/*
 * test_variation_refs.c — the variations beyond flam3 against an independent implementation:
 * each file of tests/data/variation_refs holds values that Fractorium's own code computed
 * (tests/tools/ember_refs.sh: weight, parameters and point drawn over the ranges artists use,
 * the degenerate cases among them), and the CPU's double formula (kernels/var_*.h through
 * fm_apply_var, after fm_xform_precalc, as render/iterate.c runs it) must give the same point
 * within 1e-9 relative. The GPU's float side of the same formulas is bounded against this
 * double side by test_precision (tests/data/variations_modern).
 *
 * Random variations are checked draw for draw: a line whose call drew random numbers carries
 * the raw values Fractorium's generator handed out and its RandBit byte cache (ember_refs.cpp
 * says the format), and this binary is built with FM_RNG_SCRIPTED (kernels/flame_math.h), so
 * fm_rng_u32, fm_rng_01, fm_rng_11 and fm_rng_bit hand our formula the same values, mapped to
 * reals as Fractorium maps them. Our formula must also draw exactly as many (and leave the byte
 * cache where Fractorium's left it); a line without that tail must draw nothing.
 */
#define FM_RNG_SCRIPTED /* before any include: the one build of the kernels with it */
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif
#include "../../genome/genome.h"
#include "../../kernels/variations.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

enum { MAX_PARAMS = 40, MAX_RANDOM = 1024 };

/* Checks every line of tests/data/variation_refs/NAME.txt; returns the values compared. */
static int check_file(const char *name) {
  char path[256];
  snprintf(path, sizeof path, "tests/data/variation_refs/%s.txt", name);
  FILE *f = fopen(path, "r");
  CHECK(f != NULL);
  if (!f) return 0;
  int var = -1; /* the header's NAME: the file may be one of several for a variation (NAME_special) */
  int params[MAX_PARAMS], np = 0, n = 0, bad = 0, xyz = 0;
  double worst = 0;
  char line[16384];
  while (fgets(line, sizeof line, f)) {
    if (line[0] == '#') { /* "# NAME: param param …", "# NAME (xyz): …" for a 3D variation */
      char *save = NULL, *vname = (strtok_r(line, " \n", &save), strtok_r(NULL, " :\n", &save));
      xyz = strstr(save ? save : "", "(xyz):") != NULL;
      var = vname ? genome_variation_from_name(vname) : -1;
      CHECK(var >= FM_NVARS_FLAM3);
      if (xyz) strtok_r(NULL, " \n", &save); /* "(xyz):" */
      for (char *t; (t = strtok_r(NULL, " \n", &save)) && np < MAX_PARAMS;) {
        params[np] = genome_param_from_name(t);
        CHECK(params[np] >= 0 && genome_param_variation(params[np]) == var);
        np++;
      }
      continue;
    }
    /* weight, parameters, the point (x y, or x y z) and Fractorium's sum (likewise) */
    const int nvalues = np + (xyz ? 7 : 5), at = np + 1, out = at + (xyz ? 3 : 2);
    double v[MAX_PARAMS + 7];
    int k = 0;
    for (char *s = line, *end; k < nvalues; k++, s = end) {
      v[k] = strtod(s, &end);
      if (end == s) break;
    }
    if (k != nvalues) {
      CHECK(k == nvalues);
      break;
    }
    fm_xform xf;
    memset(&xf, 0, sizeof xf);
    xf.c[0][0] = xf.c[1][1] = 1;
    for (int p = 0; p < FM_NPARAMS; p++) xf.param[p] = genome_param_default(p);
    for (int i = 0; i < np; i++) xf.param[params[i]] = v[1 + i];
    fm_xform_precalc(&xf);
    fm_var_state st;
    fm_var_state_init(&st, v[at], v[at + 1]);
    if (xyz) st.tz = v[at + 2];
    /* The random tail: "| D C I J u1 … uD" (drawn, byte cache, its next byte before and after, the draws). */
    fm_u32 script[MAX_RANDOM];
    long drawn = 0, cache = 0, cache_next = 0, next_after = 0;
    int nscript = 0;
    const char *bar = strchr(line, '|');
    if (bar) {
      char *s = (char *)bar + 1, *end;
      drawn = strtol(s, &end, 10);
      cache = strtol(end, &end, 10);
      cache_next = strtol(end, &end, 10);
      next_after = strtol(s = end, &end, 10);
      CHECK(end != s && cache_next >= 0 && cache_next < 4);
      for (s = end; nscript < MAX_RANDOM; s = end) {
        const unsigned long u = strtoul(s, &end, 10);
        if (end == s) break;
        script[nscript++] = (fm_u32)u;
      }
    }
    fm_rng rng;
    fm_rng_script(&rng, script, nscript, (fm_u32)cache, (int)cache_next);
    fm_apply_var(var, &st, &xf, v[0], &rng);
    if ((rng.next != drawn || rng.overrun || rng.byte_next != (bar ? next_after : cache_next)) && bad++ < 3)
      fprintf(stderr, "%s line %d: drew %d random numbers%s, Fractorium %ld\n", name, n + 1, rng.next,
              rng.overrun ? " (beyond the script)" : "", drawn);
    const double want[3] = {v[out], v[out + 1], xyz ? v[out + 2] : 0}, got[3] = {st.px, st.py, st.pz};
    for (int c = 0; c < (xyz ? 3 : 2); c++) {
      /* a bad value (NaN, ±inf) where Fractorium gives the same one is a match: NaN (loonie2
       * inside out), the same infinity (circus of scale 0) */
      const int same = got[c] == want[c] || (isnan(got[c]) && isnan(want[c]));
      const double err = same ? 0 : fabs(got[c] - want[c]) / fmax(1.0, fabs(want[c]));
      if (err > worst) worst = err;
      if (!(err <= 1e-9) && bad++ < 3)
        fprintf(stderr, "%s line %d: got %.17g, Fractorium %.17g\n", name, n + 1, got[c], want[c]);
    }
    n++;
  }
  fclose(f);
  CHECK(bad == 0);
  CHECK(n >= 1000);
  printf("%s: %d points against Fractorium, worst relative difference %.3g\n", name, n, worst);
  return n;
}

/* The variations with reference values, one file each: ember_refs.sh writes them. */
static const char *const checked[] = {
    "bwraps", "unpolar",
    /* the 3D family: x, y and z */
    "linear3D", "flatten", "zscale", "ztranslate", "zcone", "hemisphere", "spherical3D", "julia3D", "julia3Dz",
    "blur3D", "curl3D", "blob3D", "poincare3D",

    /* var_fractorium2.h */
    "hypertile", "waves4", "waves3", "vibration2", "xheart", "shredlin", "circlize", "loonie2",
    "collideoscope", "scry2", "pressure_wave", "twoface", "circlize2", "fdisc", "idisc", "murl", "blob2",
    "target", "flipcircle", "flipy", "waves2_radial", "waves22", "waves23", "oscilloscope2", "cardioid",
    "sigmoid", "stwin", "shredrad", "linearT", "petal", "squarize", "eclipse", "circus", "tancos", "shift",
    "waves42", "henon", "lozi",
    /* var_fractorium.h */
    "synth", "sineblur", "waves2b", "waves2b_special", "boarders2", "juliac", "epispiral", "crop", "starblur",
    "waffle", "bubble2", "octagon", "circlecrop", "lazyjess", "lazyjess_2", "falloff2", "xtrb", "nblur",
    /* var_fractorium3.h */
    "hypertile1", "hypertile2", "julian2", "npolar", "npolar_even", "phoenix_julia", "cpow2", "cpow3", "log_db",
    "glynnia", "GlynnSim1", "GlynnSim2", "GlynnSim3", "eJulia", "arcsech", "arcsech2", "arcsinh", "arctanh", "farblur",
    "blur_linear", "blur_zoom", "blur_circle", "blur_pixelize", "tile_log", "tile_hlp", "juliaq", "mcarpet", "checks", "wdisc",
    "swirl3", "swirl3r", "gaussian", "rays1", "rays2", "rays3", "flowerdb", "exp2", "tanh_spiral",
    "Kaleidoscope", "Spirograph", "wavesn", "SphericalN", "Lissajous", "line", "taurus", "barycentroid", "hypershift",
    "d_spherical",
};

static void test_every_file(void) {
  for (size_t i = 0; i < sizeof checked / sizeof checked[0]; i++) check_file(checked[i]);
}

int main(void) {
  RUN(test_every_file);
  return check_summary("variation_refs");
}
