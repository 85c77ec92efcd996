/*
 * codegen.c — CUDA source for one genome structure (see codegen.h).
 *
 * The generated file, in order:
 *   1. the structure as macros (FB_NX, FB_NUM_FINALS, ...) and FM_REAL_FLOAT for float points;
 *      with many classes (below), the transcendental functions as called wrappers;
 *   2. #include "iterate.cuh" (variations, layout, the kernels fb_iterate and fb_flush);
 *   3. static_asserts that NVRTC lays out fm_xform and the gpu_layout.h structs as the host did;
 *   4. fb_class_N per class of xforms with the same variations: the body of fm_apply_xform
 *      with the variation loop unrolled into direct fm_var_<name> calls, in index order,
 *      pre_blur first;
 *   5. fb_apply (xform index → its class's function), a function per final xform (fb_xform_final,
 *      fb_xform_final_1, ...) and fb_apply_final (final xform k → its function).
 * NVRTC's time grows with the code it optimises, so the kernel holds one copy of each
 * distinct body: an artist's 52 linear xforms compile as fast as one (4.2 s → 0.15 s here).
 * Nothing in it depends on a value of the genome.
 */
#include "codegen.h"

#include <pthread.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../util/sha256.h"
#include "../util/strbuf.h"
#include "finish_layout.h"
#include "hist_pack.h"
#include "flame_math.h"
#include "gpu_layout.h"

#define CODEGEN_MAX_FAMILIES 128

int codegen_structure_init(codegen_structure *s, int num_xforms, int num_finals, fb_error *err) {
  memset(s, 0, sizeof *s);
  if (num_xforms < 1 || num_xforms > CODEGEN_MAX_XFORMS)
    return fb_errorf(err, "%d xforms: the GPU backend takes 1 to %d (render it with --backend cpu)", num_xforms,
                     CODEGEN_MAX_XFORMS);
  if (num_finals < 0 || num_finals > CODEGEN_MAX_FINALS)
    return fb_errorf(err, "%d final xforms: the GPU backend takes at most %d", num_finals, CODEGEN_MAX_FINALS);
  s->num_xforms = num_xforms;
  s->num_finals = num_finals;
  s->z_mode = -1; /* read from the xform, unless the structure's sub-frames share one */
  s->jwf_rules = -1; /* likewise */
  s->xforms = calloc((size_t)num_xforms + num_finals + 1, sizeof *s->xforms);
  if (!s->xforms) return fb_errorf(err, "out of memory for the kernel structure");
  return 0;
}

void codegen_structure_free(codegen_structure *s) {
  free(s->xforms);
  s->xforms = NULL;
}

/* The palette modes (accumulate.h's FB_PALETTE_*) in a structure's description. */
static const char *const palette_mode_names[6] = {"step", "linear", "jwfstep", "jwfsmooth", "fracstep", "fraclinear"};

void codegen_describe(const codegen_structure *s, char *out, size_t n) {
  char cam[24] = "";
  if (s->camera3d && s->cam3d_model) snprintf(cam, sizeof cam, "-cam%d%s", s->cam3d_model, s->cam3d_blur ? "dof" : "");
  if (s->camera3d && s->z_mode >= 0) snprintf(cam + strlen(cam), sizeof cam - strlen(cam), "-z%d", s->z_mode);
  char finals[24] = ""; /* "-final" for one, as before there were more; "-final3" for three */
  if (s->num_finals == 1) snprintf(finals, sizeof finals, "-final");
  if (s->num_finals > 1) snprintf(finals, sizeof finals, "-final%d", s->num_finals);
  snprintf(out, n, "x%d%s%s-%s-%s%s%s%s%s%s%s%s%s%s%s", s->num_xforms, finals, s->chaos ? "-xaos" : "",
           palette_mode_names[s->palette_mode >= 0 && s->palette_mode < 6 ? s->palette_mode : 0], s->precision == CODEGEN_DOUBLE ? "double" : "float",
           s->one_sub ? "-1sub" : "", s->camera3d ? "-3d" : "", cam, s->affine3d ? "-affine3d" : "",
           s->color_modes ? "-colormodes" : "", s->hide ? "-hide" : "", s->true_color ? "-truecolor" : "",
           s->jwf_aa ? "-aa" : "", s->symmetry ? "-sym" : "", s->wfield ? "-wfield" : "");
}

/* variations.h's fm_var_prepost_flags (its FM_OWN_Z 1, FM_PASS_XY 2, FM_LISTED_CARRY_Z 4,
 * FM_NATURAL_POST 8, FM_JWF_OWN_Z 16, FM_JWF_CARRY_Z 32, FM_SETS_SUM 64), from the same lists. */
static int prepost_flags_of(int index) {
  int flags = 0;
#define CARRY_Z(name) if (index == FM_VAR_##name) flags |= 4;
  FM_VARS_CARRY_Z(CARRY_Z)
#undef CARRY_Z
#define NATURAL_POST(name) if (index == FM_VAR_##name) flags |= 8;
  FM_VARS_NATURAL_POST(NATURAL_POST)
#undef NATURAL_POST
#define OWN_Z(name) if (index == FM_VAR_##name) flags |= 1;
  FM_VARS_3D(OWN_Z)
#undef OWN_Z
#define PASS_XY(name) if (index == FM_VAR_##name) flags |= 2;
  FM_VARS_PASS_XY(PASS_XY)
#undef PASS_XY
#define JWF_OWN_Z(name) if (index == FM_VAR_##name) flags |= 16;
  FM_VARS_JWF_OWN_Z(JWF_OWN_Z)
#undef JWF_OWN_Z
#define JWF_CARRY_Z(name) if (index == FM_VAR_##name) flags |= 32;
  FM_VARS_JWF_CARRY_Z(JWF_CARRY_Z)
#undef JWF_CARRY_Z
#define SETS_SUM(name) if (index == FM_VAR_##name) flags |= 64;
  FM_VARS_JWF_SETS_SUM(SETS_SUM)
#undef SETS_SUM
  return flags;
}

/* One xform: fm_apply_xform (variations.h) with the variation loop unrolled into direct calls
 * (pre_blur only where the structure has it), between the fm_xform_begin and fm_xform_end the
 * CPU uses. Which 2D variations carry z is the structure's z_mode where all its sub-frames share
 * one (a constant the compiler folds: no load and no test a variation), else xf->z_mode.
 * shared: the class's variations alone, on a state its caller began and ends (emit_classes'
 * shared form); else the whole xform, begin to end. wfield: the structure has JWildfire's
 * weighting fields (kernels/wfield.h): f, the xform's field or NULL, and v, its value, scale the
 * amounts as fm_apply_xform_field does, and a pair's parameters on a copy of the xform: the one
 * the thread keeps of it (wt, which *wt_of says it holds; trajectory.h's fb_wcopies) or, where
 * it keeps none, one made for the call (wl). Copying the xform a call took example 23 2.7 s of
 * its 3.7 on an H200; a kept copy is made once a chunk and its parameters put back after. */
static void emit_xform(strbuf *b, const char *fname, const codegen_xform *x, int z_mode, int shared, int wfield) {
  char zm[16];
  if (z_mode >= 0) snprintf(zm, sizeof zm, "%d", z_mode);
  else snprintf(zm, sizeof zm, "xf->z_mode");
  if (shared)
    strbuf_printf(b,
                  "static __device__ __forceinline__ void %s(const fm_xform *__restrict__ xf, fm_var_state &s, fm_rng *rng%s) {\n"
                  "  fm_real w;\n"
                  "  (void)w;\n",
                  fname, wfield ? ", const fm_wfield *f, fm_real v, fm_xform *wt, const fm_xform **wt_of" : "");
  else {
    strbuf_printf(b,
                  "static __device__ __forceinline__ int %s(const fm_xform *__restrict__ xf, const fm_wfield *wf,%s\n"
                  "                                         const fm_point *in, fm_point *out, fm_rng *rng) {\n"
                  "  fm_real w;\n"
                  "  fm_var_state s;\n"
                  "  (void)w;\n",
                  fname, wfield ? " fm_xform *wt, const fm_xform **wt_of," : "");
    if (wfield)
      strbuf_puts(b, "  const fm_real in_x = in->x, in_y = in->y, in_z = in->z;\n"
                     "  fm_xform_begin(xf, in, out, &s);\n"
                     "  const fm_wfield *f = fm_wfield_on(wf);\n"
                     "  const fm_real v = f ? fm_wfield_value(f, in_x, in_y, in_z, s.tx, s.ty, s.tz) : FM_R(0.0);\n");
    else strbuf_puts(b, "  (void)wf;\n  fm_xform_begin(xf, in, out, &s);\n");
  }
  if (wfield) strbuf_puts(b, "  fm_xform wl; /* a pair's parameters scaled, where the thread keeps no copy of the xform */\n");
  const char *scale = wfield ? "    if (f) w = fm_wfield_amount(f, v, w);\n" : "";
  if (x->pre_blur) strbuf_printf(b, "  w = xf->pre_blur;\n  if (w != 0) {\n%s    fm_var_pre_blur(&s, xf, w, rng);\n  }\n", scale);
  /* fm_apply_xform's three passes: the pre variations, the normal ones, the post ones */
  for (int stage = 0; stage < 3; stage++)
    for (int k = 0; k < x->nvars; k++) {
      const int kind = x->kind[k];
      const int flags = prepost_flags_of(x->var[k]);
      const int raw = (flags & 8) != 0; /* works on the sum: no wrapping */
      const int at = raw || (kind != FM_KIND_NORMAL && kind != FM_KIND_PRE_SET && kind != FM_KIND_PRE_SUM) ? 2
                     : kind == FM_KIND_NORMAL ? 1 : 0;
      if (at != stage) continue;
      const char *name = codegen_variation_name(x->var[k]);
      const char *pre_post = stage == 0 ? "pre" : "post";
      if (x->guarded[k]) strbuf_printf(b, "  w = xf->var_weight[%d];\n  if (w != 0) {\n%s", k, scale);
      else strbuf_printf(b, "  w = xf->var_weight[%d];\n  {\n%s", k, scale);
      if (stage != 1 && !raw)
        strbuf_printf(b, "    fm_var_saved saved;\n    fm_%s_begin(&s, &saved, %d, %d, %s);\n", pre_post, kind, flags, zm);
      if (wfield) { /* fm_wfield_plan: one call, or one a pair of amounts, or one on a copy (strbuf_printf: 512 bytes) */
        strbuf_printf(b,
                      "    {\n"
                      "      fm_real am[FM_WFIELD_MODS];\n"
                      "      int sc = 0, n = 1;\n"
                      "      const fm_xform *u = xf;\n"
                      "      am[0] = w;\n"
                      "      if (f && f->nmods) {\n"
                      "        n = fm_wfield_plan(f, %d, v, w, am, &sc);\n",
                      x->var[k]);
        strbuf_printf(b,
                      "        if (sc) {\n"
                      "          fm_xform *c = wt ? wt : &wl;\n"
                      "          if (!wt || *wt_of != xf) {\n"
                      "            *c = *xf;\n"
                      "            if (wt) *wt_of = xf;\n"
                      "          }\n"
                      "          fm_wfield_scale_params(f, %d, v, xf, c);\n"
                      "          u = c;\n"
                      "        }\n"
                      "      }\n",
                      x->var[k]);
        strbuf_printf(b,
                      "      for (int c = 0; c < n; c++) fm_var_%s(&s, u, am[c], rng);\n"
                      "      if (u == wt) fm_wfield_restore_params(f, %d, xf, wt); /* the kept copy: the xform's again */\n"
                      "    }\n",
                      name, x->var[k]);
      }
      else strbuf_printf(b, "    fm_var_%s(&s, xf, w, rng);\n", name);
      if (stage != 1 && !raw) strbuf_printf(b, "    fm_%s_end(&s, &saved, %d, %d, w, %s);\n", pre_post, kind, flags, zm);
      else if (stage == 1 && !(flags & 1)) strbuf_printf(b, "    if (fm_carries_z(%d, %s)) s.pz += w * s.tz;\n", flags, zm);
      strbuf_puts(b, "  }\n");
    }
  if (shared) strbuf_puts(b, "}\n\n");
  else strbuf_puts(b, wfield ? "  return fm_xform_end_field(xf, f, v, &s, out, rng);\n}\n\n" : "  return fm_xform_end(xf, &s, out, rng);\n}\n\n");
}

/* Two xforms get the same generated body when they call the same variations in the same order
 * with the same guards and pre_blur: everything else about them (affines, weights, parameters,
 * colours) is a value read through `xf`. */
static int same_body(const codegen_xform *a, const codegen_xform *b) {
  return a->nvars == b->nvars && a->pre_blur == b->pre_blur && !memcmp(a->var, b->var, (size_t)a->nvars * sizeof a->var[0]) &&
         !memcmp(a->kind, b->kind, (size_t)a->nvars) && !memcmp(a->guarded, b->guarded, (size_t)a->nvars);
}

int codegen_classes(const codegen_structure *s, int *class_of) {
  int nclass = 0;
  for (int i = 0; i < s->num_xforms; i++) {
    int c = 0;
    /* Each class is compared through its first xform: xforms times classes, not squared. */
    for (; c < nclass; c++) {
      int first = 0;
      while (class_of[first] != c) first++;
      if (same_body(&s->xforms[i], &s->xforms[first])) break;
    }
    class_of[i] = c;
    if (c == nclass) nclass++;
  }
  return nclass;
}

int codegen_check(const codegen_structure *s, fb_error *err) {
  if (s->num_xforms < 1 || s->num_xforms > CODEGEN_MAX_XFORMS || !s->xforms)
    return fb_errorf(err, "%d xforms: the GPU backend takes 1 to %d (render it with --backend cpu)", s->num_xforms,
                     CODEGEN_MAX_XFORMS);
  if (s->num_finals < 0 || s->num_finals > CODEGEN_MAX_FINALS || (s->one_sub && s->num_finals > 1))
    return fb_errorf(err, "%d final xforms: a kernel takes at most %d, and one of one sub-frame at most 1",
                     s->num_finals, CODEGEN_MAX_FINALS);
  int *class_of = malloc((size_t)s->num_xforms * sizeof *class_of);
  if (!class_of) return fb_errorf(err, "out of memory checking the kernel structure");
  const int nclass = codegen_classes(s, class_of);
  free(class_of);
  if (nclass > CODEGEN_MAX_CLASSES)
    return fb_errorf(err,
                     "%d xforms with %d different sets of variations: a kernel of its own holds at most %d "
                     "(the GPU's generic kernel renders it)",
                     s->num_xforms, nclass, CODEGEN_MAX_CLASSES);
  return 0;
}

/*
 * The class functions and fb_apply, which maps an xform index to its class's function (the
 * xform's own values through `xf + fn`):
 *   one class:  a direct call, no switch — every xform runs the same code on its own values;
 *   up to CODEGEN_INLINE_CLASSES classes: a switch with grouped case labels over inlined
 *     functions: a genome of distinct xforms gets the code it got before classes existed;
 *   more:       the same switch inside one __noinline__ function that takes and returns the
 *     point and the random state by value (so that they stay in registers rather than in local
 *     memory behind pointers). Inlined, the trajectory's two calls of fb_apply (first try and
 *     retry) each copy every class into the kernel: 40 classes took NVRTC 10 s; called, 2 s.
 * Class c is fb_class_<c>, numbered in order of first appearance: deterministic.
 */
/* The libdevice functions the variations call most, as called functions, for kernels of many
 * classes. Each sinf, cosf, powf... inlined brings its whole expansion (sinf: the slow-path
 * range reduction too) into every call site, and in a kernel of 40 variations those
 * expansions are half of NVRTC's time (1.8 s → 0.9 s). A called function returns the very
 * value the inlined one computes (its argument arrives rounded either way, and libdevice's
 * arithmetic is explicit fma), so the image does not change. Both precisions' overloads; the
 * macros come after NVRTC's own math declarations and before the kernel headers. */
static void emit_called_math(strbuf *b) {
  static const char *const one[] = {"sin", "cos", "tan", "sinh", "cosh", "exp", "log", "acos"};
  static const char *const two[] = {"atan2", "pow", "fmod"};
  /* flame_math.h first: its sin and tan (fm_gpu_sin, fm_gpu_tan: accurate near 0 under
   * --use_fast_math) are what the called sin and tan compute; its macros give way to these. */
  strbuf_puts(b, "/* many classes: transcendental functions called, not inlined (codegen.c: emit_called_math) */\n"
                 "#include \"flame_math.h\"\n#undef sin\n#undef tan\n");
  for (size_t i = 0; i < sizeof one / sizeof *one; i++) {
    const int own = !strcmp(one[i], "sin") || !strcmp(one[i], "tan");
    strbuf_printf(b,
                  "static __device__ __noinline__ float fb_called_%s(float x) { return %s%s%s(x); }\n"
                  "static __device__ __noinline__ double fb_called_%s(double x) { return ::%s(x); }\n",
                  one[i], own ? "fm_gpu_" : "::", one[i], own ? "" : "f", one[i], one[i]);
  }
  for (size_t i = 0; i < sizeof two / sizeof *two; i++)
    strbuf_printf(b,
                  "static __device__ __noinline__ float fb_called_%s(float x, float y) { return ::%sf(x, y); }\n"
                  "static __device__ __noinline__ double fb_called_%s(double x, double y) { return ::%s(x, y); }\n",
                  two[i], two[i], two[i], two[i]);
  for (size_t i = 0; i < sizeof one / sizeof *one; i++) strbuf_printf(b, "#define %s fb_called_%s\n", one[i], one[i]);
  for (size_t i = 0; i < sizeof two / sizeof *two; i++) strbuf_printf(b, "#define %s fb_called_%s\n", two[i], two[i]);
}

/* The called form's result (point, random state, bad value: by value, in registers) and
 * fb_apply's body calling fb_apply_called(ARGS) (its closing brace is the caller's). */
#define FB_APPLIED_TYPE "typedef struct fb_applied {\n  fm_point p;\n  fm_rng rng;\n  int bad;\n} fb_applied;\n\n"
#define FB_APPLY_THROUGH_CALLED(args)                                                        \
  "static __device__ __forceinline__ int fb_apply(int fn, const fm_xform *xf, const fm_wfield *wf,\n" \
  "                                               struct fb_wcopies *wc, const fm_point *in, fm_point *out,\n" \
  "                                               fm_rng *rng) {\n"                              \
  "  (void)wc;\n"                                                                               \
  "  const fb_applied r = fb_apply_called(" args ", *in, *rng);\n"                              \
  "  *out = r.p;\n  *rng = r.rng;\n  return r.bad;\n"

/* The copies of xforms a thread keeps for its weighting fields' pairs (trajectory.h's
 * fb_wcopies): the first CODEGEN_WFIELD_COPIES xforms, standard then final, whose field scales a
 * parameter in some sub-frame (codegen_xform.wfield_params), each a copy; fb_wcopy_of(i) says
 * which, -1 for none (a copy made for the call). FB_WCOPY_AT(i) declares wt and wt_of there. */
static int wfield_copies(const codegen_structure *s) {
  int n = 0;
  for (int i = 0; i < s->num_xforms + s->num_finals; i++) n += s->xforms[i].wfield_params;
  return n < CODEGEN_WFIELD_COPIES ? n : CODEGEN_WFIELD_COPIES;
}

static void emit_wfield_copies(strbuf *b, const codegen_structure *s) {
  strbuf_puts(b, "static __device__ __forceinline__ int fb_wcopy_of(int i) {\n  return ");
  int copy = 0;
  for (int i = 0; i < s->num_xforms + s->num_finals && copy < CODEGEN_WFIELD_COPIES; i++)
    if (s->xforms[i].wfield_params) strbuf_printf(b, "i == %d ? %d : ", i, copy++);
  strbuf_puts(b, "-1;\n}\n");
  if (copy)
    strbuf_puts(b, "#define FB_WCOPY_AT(i)                                   \\\n"
                   "  fm_xform *wt = 0;                                   \\\n"
                   "  const fm_xform **wt_of = 0;                          \\\n"
                   "  {                                                    \\\n"
                   "    const int ci_ = fb_wcopy_of(i);                    \\\n"
                   "    if (ci_ >= 0) wt = &wc->x[ci_], wt_of = &wc->of[ci_]; \\\n"
                   "  }\n\n");
  else
    strbuf_puts(b, "#define FB_WCOPY_AT(i) fm_xform *wt = 0; const fm_xform **wt_of = 0; (void)wc;\n\n");
}

static int emit_classes(strbuf *b, const codegen_structure *s, fb_error *err) {
  const int n = s->num_xforms;
  /* class_of[n], then the first xform of each class (at most n classes). */
  int *class_of = malloc(2 * (size_t)n * sizeof *class_of);
  if (!class_of) return fb_errorf(err, "out of memory generating the kernel source");
  int *first = class_of + n;
  const int nclass = codegen_classes(s, class_of);
  for (int i = n - 1; i >= 0; i--) first[class_of[i]] = i;
  char fname[32];
  const int called = nclass > CODEGEN_INLINE_CLASSES;
  /* Shared: the affine before and the post, colour and checks after the variations are one
   * text for every class, outside the switch, so that a warp whose threads chose different
   * classes runs them once, not once a class. Threads of a warp choose their xforms apart, so
   * a warp is divergent over the classes most steps (Nsight: 17 of 32 threads active on the
   * JWildfire Swan): this took the Swan from 49.0 to 55.3 G it/s and the bench median from 67.6
   * to 72.5 on an H200 (bench/BENCHMARKS.md, 2026-11-29). The called form (many classes) is one
   * called function of the same shape. */
  const int shared = nclass > 1;
  if (s->wfield) emit_wfield_copies(b, s);
  for (int c = 0; c < nclass; c++) {
    snprintf(fname, sizeof fname, "fb_class_%d", c);
    emit_xform(b, fname, &s->xforms[first[c]], s->z_mode, shared, s->wfield);
  }
  if (shared) {
    const int last = class_of[n - 1];
    const char *in = called ? "&in" : "in", *out = called ? "&r.p" : "out", *rng = called ? "&rng" : "rng";
    if (called)
      strbuf_puts(b, FB_APPLIED_TYPE
                     "static __device__ __noinline__ fb_applied fb_apply_called(int fn, const fm_xform *xf, const fm_wfield *wf,\n"
                     "                                                          struct fb_wcopies *wc, fm_point in, fm_rng rng) {\n"
                     "  fb_applied r;\n");
    else
      strbuf_puts(b, "static __device__ __forceinline__ int fb_apply(int fn, const fm_xform *xf, const fm_wfield *wf,\n"
                     "                                               struct fb_wcopies *wc, const fm_point *in, fm_point *out,\n"
                     "                                               fm_rng *rng) {\n");
    strbuf_puts(b, "  const fm_xform *__restrict__ x = xf + fn;\n  fm_var_state s;\n");
    if (s->wfield) /* the field's value before the switch, as the affine: once for a warp's classes */
      strbuf_printf(b, "  const fm_real in_x = (%s)->x, in_y = (%s)->y, in_z = (%s)->z;\n"
                       "  fm_xform_begin(x, %s, %s, &s);\n"
                       "  const fm_wfield *f = fm_wfield_on(wf ? wf + fn : wf);\n"
                       "  const fm_real v = f ? fm_wfield_value(f, in_x, in_y, in_z, s.tx, s.ty, s.tz) : FM_R(0.0);\n"
                       "  FB_WCOPY_AT(fn);\n",
                    in, in, in, in, out);
    else strbuf_printf(b, "  (void)wf;\n  (void)wc;\n  fm_xform_begin(x, %s, %s, &s);\n", in, out);
    strbuf_puts(b, "  switch (fn) {\n");
    for (int c = 0; c < nclass; c++) {
      strbuf_puts(b, " ");
      for (int i = 0; i < n; i++)
        if (class_of[i] == c && !(c == last && i == n - 1)) strbuf_printf(b, " case %d:", i);
      if (c == last) strbuf_puts(b, " default:");
      strbuf_printf(b, "\n    fb_class_%d(x, s, %s%s);\n    break;\n", c, rng, s->wfield ? ", f, v, wt, wt_of" : "");
    }
    const char *end = s->wfield ? "fm_xform_end_field(x, f, v, " : "fm_xform_end(x, ";
    if (called)
      strbuf_printf(b, "  }\n  r.bad = %s&s, &r.p, &rng);\n  r.rng = rng;\n  return r;\n}\n\n"
                       FB_APPLY_THROUGH_CALLED("fn, xf, wf, wc") "}\n\n", end);
    else
      strbuf_printf(b, "  }\n  return %s&s, out, rng);\n}\n\n", end);
    free(class_of);
    return 0;
  }
  /* one class: its function is the step, with the xform's own index when there is one xform */
  strbuf_puts(b, "static __device__ __forceinline__ int fb_apply(int fn, const fm_xform *xf, const fm_wfield *wf,\n"
                 "                                               struct fb_wcopies *wc, const fm_point *in, fm_point *out,\n"
                 "                                               fm_rng *rng) {\n");
  const char *at = n == 1 ? "0" : "fn";
  if (s->wfield) strbuf_printf(b, "  FB_WCOPY_AT(%s);\n  return fb_class_0(xf + %s, wf ? wf + %s : wf, wt, wt_of, in, out, rng);\n}\n\n", at, at, at);
  else strbuf_printf(b, "  (void)wc;\n  return fb_class_0(xf + %s, wf ? wf + %s : wf, in, out, rng);\n}\n\n", at, at);
  free(class_of);
  return 0;
}

/* A function per final xform (fb_xform_final, fb_xform_final_1, ...) and fb_apply_final, which
 * trajectory.h calls with k a constant: the switch folds away. */
static void emit_finals(strbuf *b, const codegen_structure *s) {
  char fname[32];
  for (int k = 0; k < s->num_finals; k++) {
    snprintf(fname, sizeof fname, k ? "fb_xform_final_%d" : "fb_xform_final", k);
    emit_xform(b, fname, &s->xforms[s->num_xforms + k], s->z_mode, 0, s->wfield);
  }
  strbuf_puts(b, "static __device__ __forceinline__ void fb_apply_final(int k, const fm_xform *xf, const fm_wfield *wf,\n"
                 "                                                      struct fb_wcopies *wc, const fm_point *in, fm_point *out,\n"
                 "                                                      fm_rng *rng) {\n");
  if (s->num_finals == 0) strbuf_puts(b, "  (void)k; (void)xf; (void)wf; (void)wc; (void)in; (void)out; (void)rng;\n}\n");
  if (s->num_finals == 0) return;
  /* the thread's copy of final xform k (a constant where trajectory.h calls it) */
  if (s->wfield) strbuf_printf(b, "  FB_WCOPY_AT(%d + k);\n", s->num_xforms);
  else strbuf_puts(b, "  (void)wc;\n");
  const char *args = s->wfield ? "xf, wf, wt, wt_of, in, out, rng" : "xf, wf, in, out, rng";
  if (s->num_finals == 1) strbuf_printf(b, "  (void)k;\n  fb_xform_final(%s);\n}\n", args);
  if (s->num_finals < 2) return;
  strbuf_puts(b, "  switch (k) {\n");
  for (int k = 0; k < s->num_finals; k++) {
    snprintf(fname, sizeof fname, k ? "fb_xform_final_%d" : "fb_xform_final", k);
    if (k + 1 < s->num_finals) strbuf_printf(b, "  case %d: %s(%s); break;\n", k, fname, args);
    else strbuf_printf(b, "  default: %s(%s); break;\n", fname, args); /* the last */
  }
  strbuf_puts(b, "  }\n}\n");
}

#define ASSERT_SIZE(b, type, host_size) \
  strbuf_printf(b, "static_assert(sizeof(" #type ") == %zu, \"" #type " differs between host and NVRTC\");\n", \
                (size_t)(host_size))

/* The structure's parameter slots (codegen.h): FM_PARAM_SLOTS and FM_PSLOT, the map from a
 * parameter's index to its slot as a chain of the runs' bounds, which the compiler folds to a
 * constant wherever a variation names its parameter. */
static void emit_param_slots(strbuf *b, const codegen_param_slots *sl) {
  strbuf_printf(b, "#define FM_PARAM_SLOTS %d\n", sl->nslots);
  strbuf_puts(b, "static __device__ __forceinline__ constexpr int fm_pslot(int p) {\n  return ");
  for (int k = 0; k < sl->nruns; k++)
    strbuf_printf(b, "p < %d ? 0 : p < %d ? p + (%d) : ", sl->lo[k], sl->hi[k], sl->slot[k] - sl->lo[k]);
  strbuf_puts(b, "0;\n}\n#define FM_PSLOT(p) fm_pslot(p)\n");
}

/* The family files the structure's variations need (variations.h includes only those). */
static void emit_families(strbuf *b, const codegen_structure *s) {
  const char *files[CODEGEN_MAX_FAMILIES];
  const int n = codegen_families_of(s, files, CODEGEN_MAX_FAMILIES);
  if (n < 0) return;
  strbuf_puts(b, "#define FM_FAMILIES_SELECTED 1\n");
  for (int i = 0; i < n; i++) strbuf_printf(b, "#define FM_FAMILY_%.*s 1\n", (int)(strlen(files[i]) - 2), files[i]);
}

char *codegen_source(const codegen_structure *s, fb_error *err) {
  if (codegen_check(s, err) < 0) return NULL;
  codegen_param_slots slots;
  const int have_slots = codegen_param_slots_of(s, &slots) == 0;
  strbuf b = {0};
  char desc[128];
  codegen_describe(s, desc, sizeof desc);
  strbuf_printf(&b, "/* flamebuild iteration kernel for structure %s (generated by kernels/codegen.c) */\n", desc);
  if (s->precision != CODEGEN_DOUBLE) strbuf_puts(&b, "#define FM_REAL_FLOAT 1\n");
  strbuf_printf(&b, "#define FB_NX %d\n#define FB_NUM_FINALS %d\n#define FB_CHAOS %d\n#define FB_PALETTE_MODE %d\n",
                s->num_xforms, s->num_finals, s->chaos ? 1 : 0, s->palette_mode);
  if (s->one_sub) strbuf_puts(&b, "#define FB_ONE_SUB 1\n");
  /* JWildfire's rules or flam3's, fixed: the other's branches left out (variation_table.h) */
  if (s->jwf_rules >= 0) strbuf_printf(&b, "#define FB_JWF_RULES %d\n", s->jwf_rules);
  if (!s->camera3d) strbuf_puts(&b, "#define FB_CAMERA3D 0\n"); /* z never reaches the image: dropped */
  if (!s->jwf_aa) strbuf_puts(&b, "#define FB_JWF_AA 0\n");    /* no sample is moved: no draw, no test */
  if (!s->symmetry) strbuf_puts(&b, "#define FB_SYMMETRY 0\n"); /* a sample plotted once */
  if (!s->affine3d) strbuf_puts(&b, "#define FM_AFFINE3D 0\n");  /* no xform's step tests for one */
  if (!s->color_modes) strbuf_puts(&b, "#define FM_COLOR_MODES 0\n");
  if (!s->hide) strbuf_puts(&b, "#define FM_HIDE 0\n");
  if (!s->true_color) strbuf_puts(&b, "#define FM_TRUE_COLOR 0\n");
  if (!s->walk) strbuf_puts(&b, "#define FM_WALK 0\n"); /* no walk kept from launch to launch */
  if (!s->wfield) strbuf_puts(&b, "#define FB_WFIELD 0\n"); /* no weighting field: its buffer never read */
  if (s->wfield && wfield_copies(s)) strbuf_printf(&b, "#define FB_WFIELD_COPIES %d\n", wfield_copies(s));
  if (s->camera3d && s->cam3d_model) /* one camera model: the other's code left out */
    strbuf_printf(&b, "#define FM_CAM3D_MODEL %d\n#define FM_CAM3D_BLUR %d\n", s->cam3d_model, s->cam3d_blur ? 1 : 0);
  int *class_of = malloc((size_t)s->num_xforms * sizeof *class_of);
  if (!class_of) {
    strbuf_free(&b);
    fb_errorf(err, "out of memory generating the kernel source");
    return NULL;
  }
  const int called = codegen_classes(s, class_of) > CODEGEN_INLINE_CLASSES;
  free(class_of);
  if (have_slots) emit_param_slots(&b, &slots); /* before any kernel header: flame_math.h lays out fm_xform */
  if (called) emit_called_math(&b);
  emit_families(&b, s);
  strbuf_puts(&b, "#include \"iterate.cuh\"\n\n");
  /* Field offsets of fm_xform_f are proven equal to the float fm_xform's at build time
   * (layout_check.c); NVRTC follows the host ABI, so the size is the one check left. */
  ASSERT_SIZE(&b, fm_xform, codegen_xform_bytes(s->precision, have_slots ? &slots : NULL));
  ASSERT_SIZE(&b, fm_wfield, s->precision == CODEGEN_DOUBLE ? sizeof(fm_wfield) : sizeof(fm_wfield_f));
  ASSERT_SIZE(&b, fb_gpu_sub, sizeof(fb_gpu_sub));
  ASSERT_SIZE(&b, fb_gpu_args, sizeof(fb_gpu_args));
  ASSERT_SIZE(&b, fb_gpu_flush_args, sizeof(fb_gpu_flush_args));
  ASSERT_SIZE(&b, fb_gpu_tile_args, sizeof(fb_gpu_tile_args));
  ASSERT_SIZE(&b, fb_gpu_noise_args, sizeof(fb_gpu_noise_args));
  if (s->one_sub)
    strbuf_printf(&b,
                  "static_assert((sizeof(fb_gpu_sub) + alignof(fm_xform) - 1) / alignof(fm_xform) * alignof(fm_xform) "
                  "== %d, \"fb_gpu_one_sub differs between host and NVRTC\");\n",
                  FB_GPU_ONE_SUB_XFORM_OFFSET);
  strbuf_puts(&b, "\n");

  if (emit_classes(&b, s, err) < 0) {
    strbuf_free(&b);
    return NULL;
  }
  emit_finals(&b, s);

  if (b.failed) {
    strbuf_free(&b);
    fb_errorf(err, "out of memory generating the kernel source");
    return NULL;
  }
  return b.buf;
}

/* Variation v (kind bits aside) added to the block found so far (*block, *any: one seen):
 * -1 when it falls in another block. */
static int block_add(int v, int *block, int *any) {
  v &= (1 << FM_KIND_SHIFT) - 1;
  if (v < FM_NVARS_FLAM3) return 0;
  const int b = (v - FM_NVARS_FLAM3) / CODEGEN_GENERIC_BLOCK;
  if (*any && b != *block) return -1;
  *block = b;
  *any = 1;
  return 0;
}

int codegen_generic_block(const codegen_structure *s) {
  int block = 0, any = 0;
  for (int i = 0; i < s->num_xforms + s->num_finals; i++)
    for (int k = 0; k < s->xforms[i].nvars; k++)
      if (block_add(s->xforms[i].var[k], &block, &any) < 0) return CODEGEN_GENERIC_ALL;
  return block;
}

int codegen_generic_block_of(const int *variations, int n) {
  int block = 0, any = 0;
  for (int k = 0; k < n; k++)
    if (block_add(variations[k], &block, &any) < 0) return CODEGEN_GENERIC_ALL;
  return block;
}

char *codegen_generic_source(int block, fb_error *err) {
  strbuf b = {0};
  /* No weighting field (FB_WFIELD 0): its code in every step halved the kernel's speed (the
   * 30th session's, 15.8 → 9.2 G it/s on an H200); a structure with one waits for its own kernel
   * (gpu/backend.c) */
  strbuf_puts(&b, "/* flamebuild generic iteration kernel, every structure (generated by kernels/codegen.c) */\n"
                  "#define FM_REAL_FLOAT 1\n#define FB_GENERIC 1\n#define FB_WFIELD 0\n");
  if (block != CODEGEN_GENERIC_ALL) { /* flam3's variations and one block of the others (codegen.h) */
    const int lo = FM_NVARS_FLAM3 + block * CODEGEN_GENERIC_BLOCK, hi = lo + CODEGEN_GENERIC_BLOCK;
    strbuf_printf(&b, "#define FM_VARS_ENABLED_LO %d\n#define FM_VARS_ENABLED_HI %d\n", lo, hi);
    const char *files[CODEGEN_MAX_FAMILIES]; /* and only their family files (variations.h declares the rest) */
    const int n = codegen_families_of_range(lo, hi, files, CODEGEN_MAX_FAMILIES);
    if (n >= 0) { /* fm_apply_var's switch then names only the block's variations */
      strbuf_puts(&b, "#define FM_FAMILIES_SELECTED 1\n#define FM_VARS_LISTED(V)");
      for (int v = 0; v < FM_NVARS; v++)
        if (codegen_variation_name(v) && (v < FM_NVARS_FLAM3 || (v >= lo && v < hi)))
          strbuf_printf(&b, " V(%d, %s)", v, codegen_variation_name(v));
      strbuf_puts(&b, "\n");
    }
    for (int i = 0; i < n; i++) strbuf_printf(&b, "#define FM_FAMILY_%.*s 1\n", (int)(strlen(files[i]) - 2), files[i]);
    int true_color = 0; /* a block without a variation of true colour plots as flam3's */
#define TRUE_COLOR(name) true_color |= FM_VAR_##name >= lo && FM_VAR_##name < hi;
    FM_VARS_TRUE_COLOR(TRUE_COLOR)
#undef TRUE_COLOR
    if (!true_color) strbuf_puts(&b, "#define FM_TRUE_COLOR 0\n");
  }
  emit_called_math(&b);
  strbuf_puts(&b, "#include \"iterate.cuh\"\n\n");
  ASSERT_SIZE(&b, fm_xform, sizeof(fm_xform_f));
  ASSERT_SIZE(&b, fm_wfield, sizeof(fm_wfield_f));
  ASSERT_SIZE(&b, fb_gpu_sub, sizeof(fb_gpu_sub));
  ASSERT_SIZE(&b, fb_gpu_args, sizeof(fb_gpu_args));
  ASSERT_SIZE(&b, fb_gpu_flush_args, sizeof(fb_gpu_flush_args));
  ASSERT_SIZE(&b, fb_gpu_tile_args, sizeof(fb_gpu_tile_args));
  ASSERT_SIZE(&b, fb_gpu_noise_args, sizeof(fb_gpu_noise_args));
  /* One called function for every xform, the final one too: the trajectory's three call
   * sites (first try, retry, final) then hold one copy of the 99 variations, not three. */
  /* (a field's pairs scale amounts here, not parameters: a structure whose fields scale
   * parameters runs its own kernel, gpu/backend.c) */
  strbuf_puts(&b, "\n" FB_APPLIED_TYPE
                  "static __device__ __noinline__ fb_applied fb_apply_called(const fm_xform *xf, const fm_wfield *wf, fm_point in,\n"
                  "                                                          fm_rng rng) {\n"
                  "  fb_applied r;\n"
                  "  r.bad = fm_apply_xform_field(xf, (const fm_xform_passes *)0, fm_wfield_on(wf), (fm_xform *)0, &in, &r.p, &rng);\n"
                  "  r.rng = rng;\n  return r;\n}\n\n"
                  FB_APPLY_THROUGH_CALLED("xf + fn, wf ? wf + fn : wf") "}\n\n"
                  "static __device__ __forceinline__ void fb_apply_final(int k, const fm_xform *xf, const fm_wfield *wf,\n"
                  "                                                      struct fb_wcopies *wc, const fm_point *in, fm_point *out,\n"
                  "                                                      fm_rng *rng) {\n"
                  "  (void)k;\n  (void)wc;\n  const fb_applied r = fb_apply_called(xf, wf, *in, *rng);\n  *out = r.p;\n  *rng = r.rng;\n}\n");
  if (b.failed) {
    strbuf_free(&b);
    fb_errorf(err, "out of memory generating the generic kernel's source");
    return NULL;
  }
  return b.buf;
}

char *codegen_finish_source(fb_error *err) {
  strbuf b = {0};
  strbuf_puts(&b, "/* flamebuild finishing kernels (generated by kernels/codegen.c) */\n#include \"finish.cuh\"\n\n");
  ASSERT_SIZE(&b, fb_finish_args, sizeof(fb_finish_args));
  ASSERT_SIZE(&b, fb_pack_args, sizeof(fb_pack_args));
  ASSERT_SIZE(&b, fm_pack_model, sizeof(fm_pack_model));
  if (b.failed) {
    strbuf_free(&b);
    fb_errorf(err, "out of memory generating the finishing kernels' source");
    return NULL;
  }
  return b.buf;
}

/* The embedded headers' digest, hashed once a process: they are 675 KB that cannot change
 * while it runs, and every frame asks for its structure's key a few times (precompile, the
 * render thread's lookup) — 4 ms of SHA-256 a key on a GPU host's cores, 4% of a build's CPU. */
static unsigned char headers_digest[32];
static pthread_once_t headers_once = PTHREAD_ONCE_INIT;

static void hash_headers(void) {
  sha256_ctx c;
  sha256_init(&c);
  for (int i = 0; i < kernel_header_count; i++) {
    unsigned long long n = strlen(kernel_headers[i].text);
    sha256_update(&c, kernel_headers[i].name, strlen(kernel_headers[i].name) + 1);
    sha256_update(&c, &n, sizeof n);
    sha256_update(&c, kernel_headers[i].text, n);
  }
  sha256_final(&c, headers_digest);
}

void codegen_key(const char *source, const char *nvrtc_version, const char *arch, const char *options,
                 char hex[65]) {
  pthread_once(&headers_once, hash_headers);
  sha256_ctx c;
  sha256_init(&c);
  /* Each part with its length, so that no two different inputs concatenate alike. */
  const char *parts[4] = {source, nvrtc_version, arch, options};
  for (int i = 0; i < 4; i++) {
    const char *p = parts[i] ? parts[i] : "";
    unsigned long long n = strlen(p);
    sha256_update(&c, &n, sizeof n);
    sha256_update(&c, p, n);
  }
  sha256_update(&c, headers_digest, sizeof headers_digest);
  unsigned char d[32];
  sha256_final(&c, d);
  static const char digits[] = "0123456789abcdef";
  for (int i = 0; i < 32; i++) {
    hex[2 * i] = digits[d[i] >> 4];
    hex[2 * i + 1] = digits[d[i] & 15];
  }
  hex[64] = 0;
}
