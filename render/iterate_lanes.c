/*
 * iterate_lanes.c — which frames the lanes run (render_lanes_fit), and which instruction set's
 * engine runs them (render/lanes_body.h, compiled three times), chosen once at run time.
 */
#include "iterate_lanes.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "../kernels/variations.h"

#define LANES_ENGINE(isa)                                                                                         \
  void render_lanes_run_##isa(const render_prepared *sub, int nsub, int hist_width, int hist_height, uint64_t seed, \
                              uint64_t chunk0, int n, int chunk_len, plotted *const *out, int *nout, double *bad);
LANES_ENGINE(avx512)
LANES_ENGINE(avx2)
LANES_ENGINE(sse2)

static int lanes_choice(void);

static int xform_fits(const fm_xform *xf) {
  /* (JWildfire's NONE is the blend at color_speed 0 here: the true colour it keeps is never a
   * lane's, whose variations are flam3's) */
  if (xf->affine3d || (xf->color_mode != FM_COLOR_BLEND && xf->color_mode != FM_COLOR_KEEP) || xf->flatten) return 0;
  for (int i = 0; i < xf->nvars; i++) {
    const int index = xf->var_index[i] & ((1 << FM_KIND_SHIFT) - 1), kind = xf->var_index[i] >> FM_KIND_SHIFT;
    if (index >= FM_NVARS_FLAM3 || kind != FM_KIND_NORMAL) return 0;
    if (fm_var_prepost_flags(index) & (FM_OWN_Z | FM_NATURAL_POST)) return 0;
  }
  return 1;
}

int render_lanes_fit(const render_prepared *p) {
  if (lanes_choice() < 0) return 0;
  if (p->camera.cam3d.model != FM_CAM3D_NONE) return 0;
  if (p->wfields) return 0; /* JWildfire's weighting fields: the scalar step's (kernels/wfield.h) */
  if (p->colour_mod) return 0; /* and its colour modulation (kernels/colour_mod.h) */
  for (int k = 0; k < p->num_xforms + p->num_finals; k++)
    if (!xform_fits(&p->xforms[k])) return 0;
  return 1;
}

int render_lanes_same(const render_prepared *a, const render_prepared *b) {
  const int nx = a->num_xforms + a->num_finals, rows = a->chaos_enabled ? a->num_xforms + 1 : 1;
  const render_camera *ca = &a->camera, *cb = &b->camera;
  return a->num_xforms == b->num_xforms && a->num_finals == b->num_finals && a->chaos_enabled == b->chaos_enabled &&
         a->final_opacity == b->final_opacity && !memcmp(a->xforms, b->xforms, (size_t)nx * sizeof *a->xforms) &&
         !memcmp(a->choose, b->choose, (size_t)rows * RENDER_CHOOSE_GRAIN * sizeof *a->choose) &&
         !memcmp(ca->bounds, cb->bounds, sizeof ca->bounds) && ca->rotated == cb->rotated &&
         !memcmp(ca->rot, cb->rot, sizeof ca->rot) && !memcmp(ca->center, cb->center, sizeof ca->center) &&
         ca->cam3d.model == FM_CAM3D_NONE && cb->cam3d.model == FM_CAM3D_NONE &&
         ca->aa_amount == cb->aa_amount && ca->aa_radius == cb->aa_radius;
}

typedef void (*lanes_engine)(const render_prepared *, int, int, int, uint64_t, uint64_t, int, int, plotted *const *,
                             int *, double *);

/* 2 AVX-512, 1 AVX2, 0 SSE2 (x86-64's baseline), -1 off: the best this machine has, or what
 * FLAMEBUILD_LANES asks for (off, sse2, avx2, avx512: for tests and benchmarks; a set the
 * machine lacks is not taken). Read once. */
static int lanes_choice(void) {
  static atomic_int choice = -2;
  int c = atomic_load(&choice);
  if (c != -2) return c;
#if defined(__x86_64__)
  __builtin_cpu_init();
  const int best = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512dq") ? 2
                   : __builtin_cpu_supports("avx2")                                          ? 1
                                                                                             : 0;
#else
  /* Elsewhere (arm64…) the Makefile compiles every engine for the baseline: the first serves. */
  const int best = 0;
#endif
  const char *env = getenv("FLAMEBUILD_LANES");
  c = best;
  if (env && !strcmp(env, "off")) c = -1;
  else if (env && !strcmp(env, "sse2")) c = 0;
  else if (env && !strcmp(env, "avx2") && best >= 1) c = 1;
  else if (env && !strcmp(env, "avx512") && best >= 2) c = 2;
  atomic_store(&choice, c);
  return c;
}

const char *render_lanes_isa(void) {
  static const char *const names[] = {"off", "sse2", "avx2", "avx512"};
  return names[lanes_choice() + 1];
}

void render_lanes_run(const render_prepared *sub, int nsub, int hist_width, int hist_height, uint64_t seed,
                      uint64_t chunk0, int n, int chunk_len, plotted *const *out, int *nout, double *bad) {
  static const lanes_engine engines[] = {render_lanes_run_sse2, render_lanes_run_avx2, render_lanes_run_avx512};
  engines[lanes_choice()](sub, nsub, hist_width, hist_height, seed, chunk0, n, chunk_len, out, nout, bad);
}
