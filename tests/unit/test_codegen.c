/* Unit tests of the GPU backend's parts that need no GPU: structure of a frame, generated
 * source, NVRTC compilation of every variation to sm_90 cubins, structure keys, the on-disk
 * kernel cache, gpu_probe and the no-GPU error path.
 *
 * NVRTC (the CUDA toolkit's libnvrtc) is required: without it every test that compiles fails,
 * unless FLAMEBUILD_NO_CUDA_TOOLKIT=1 is set, and then those tests run their other checks and
 * are reported skipped (SKIP in check.h), never passed.
 *
 * TEST_CODEGEN_PART splits the suite in two for `make test` (tests/run_integration.sh); unset,
 * everything runs (make unit-test, the GPU machine's tests/gpu/run.sh). NVRTC is most of its
 * time (~55 CPU s optimised): its work is the same in any build of ours, but it runs ~1.5x
 * slower under ASan (its allocations go through ASan's allocator). "heavy" runs the tests
 * whose NVRTC compiles only say that a generated source compiles — compiles() and the generic
 * kernel of every variation — and nothing else (the optimised build: build/tests/test_codegen);
 * "light" runs every test with those compiles left out (the sanitizer build), so that our code
 * — every generated source, every variation's included, and the compiles through our kernel
 * cache, its locks and its threads — is still sanitised. */
#include <dirent.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "check.h"
#include "read_genome.h"
#include "nvrtc_check.h"
#include "genome/genome.h"
#include "gpu/gpu.h"
#include "gpu/kernel_cache.h"
#include "kernels/codegen.h"

#define ARCH "sm_90" /* CI has no GPU: compile for the GPU machine's architecture */

static char tmpdir[256];
/* TEST_CODEGEN_PART (above): whether compiles() and the generic kernel of every variation
 * call NVRTC here, and whether only the tests that call them run. */
static int heavy_compiles = 1, heavy_only = 0;

/* n xforms, xform i has variation vars[i] (weight 1), plain palette. */
static void make_genome(genome *g, int n, const int *vars) {
  genome_init(g);
  g->width = 32;
  g->height = 24;
  g->scale = 10;
  g->quality = 1;
  genome_resize_xforms(g, n);
  for (int i = 0; i < n; i++) {
    g->xforms[i].weight = 1.0 + i;
    genome_xform_set_var(&g->xforms[i], vars[i], 1.0);
    g->xforms[i].coefs[0][0] = 0.5;
    g->xforms[i].coefs[1][1] = 0.5;
  }
  for (int k = 0; k < 256; k++) g->palette[k][0] = g->palette[k][1] = g->palette[k][2] = g->palette[k][3] = 1.0;
}

static char *source_of(const genome *g, int precision) {
  render_subframe sub = {.cp = g, .weight = 1.0};
  render_frame frame = {.sub = &sub, .nsub = 1};
  codegen_structure s;
  fb_error err;
  if (gpu_structure_of(&frame, precision, &s, &err) < 0) {
    fprintf(stderr, "structure: %s\n", err.msg);
    return NULL;
  }
  char *src = codegen_source(&s, &err);
  codegen_structure_free(&s);
  return src;
}

/* Compiles a genome's kernel with NVRTC; 0 on success, and when there is no NVRTC (the test is
 * then failed or skipped by need_nvrtc). TEST_CODEGEN_PART=light: the source only, -1 if there
 * is none (the optimised build's "heavy" run compiles it). */
static int compiles(const genome *g, int precision) {
  if (!heavy_compiles) {
    char *src = source_of(g, precision);
    const int rc = src ? 0 : -1;
    free(src);
    return rc;
  }
  if (!need_nvrtc()) return 0;
  char *src = source_of(g, precision);
  if (!src) return -1;
  void *cubin = NULL;
  size_t len = 0;
  char key[65];
  gpu_kernel_stats st = {0};
  fb_error err;
  int rc = gpu_compile_cubin(src, ARCH, NULL, &cubin, &len, key, &st, &err);
  if (rc < 0) fprintf(stderr, "compile: %s\n", err.msg);
  else if (len < 1000 || memcmp(cubin, "\177ELF", 4) != 0) rc = -1; /* a cubin is an ELF image */
  free(cubin);
  free(src);
  return rc;
}

/* The device list of --gpus and [render] gpus: every device, chosen ones, one twice; bad
 * forms and devices that are not there refused with the reason. */
static void test_device_lists(void) {
  int d[GPU_MAX_DEVICES];
  fb_error err;
  CHECK(gpu_parse_devices("all", 2, d, GPU_MAX_DEVICES, &err) == 2 && d[0] == 0 && d[1] == 1);
  CHECK(gpu_parse_devices("", 3, d, GPU_MAX_DEVICES, &err) == 3 && d[2] == 2);
  CHECK(gpu_parse_devices(NULL, 1, d, GPU_MAX_DEVICES, &err) == 1 && d[0] == 0);
  CHECK(gpu_parse_devices("0,2", 3, d, GPU_MAX_DEVICES, &err) == 2 && d[0] == 0 && d[1] == 2);
  CHECK(gpu_parse_devices("1,1", 2, d, GPU_MAX_DEVICES, &err) == 2 && d[0] == 1 && d[1] == 1);
  CHECK(gpu_parse_devices("all", 40, d, 4, &err) == 4); /* at most max */
  err.msg[0] = 0;
  CHECK(gpu_parse_devices("3", 2, d, GPU_MAX_DEVICES, &err) == -1 && strstr(err.msg, "no CUDA device 3 (2 visible"));
  CHECK(gpu_parse_devices("all", 0, d, GPU_MAX_DEVICES, &err) == -1 && strstr(err.msg, "no CUDA device is visible"));
  const char *bad[] = {"x", "1,", ",1", "-1", "0;1", "1 2", "0,,1", "99999999999"};
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    err.msg[0] = 0;
    CHECK(gpu_parse_devices(bad[i], 4, d, GPU_MAX_DEVICES, &err) == -1 && strstr(err.msg, "want all, or device numbers"));
  }
  CHECK(gpu_parse_devices("0,0,0,0,0", 1, d, 4, &err) == -1 && strstr(err.msg, "at most 4"));
  /* What a build asks of the process: with no driver there is one device slot (the first
   * use reports why there is no GPU), and a list naming a device refuses at once. */
  char what[256];
  if (!gpu_probe(what, sizeof what)) {
    CHECK(gpu_device_count() == 1);
    CHECK(gpu_use_devices("0", &err) == -1 && strstr(err.msg, "no CUDA device 0 (0 visible"));
    CHECK(gpu_device_count() == 1);
  }
}

static void test_probe_reports_cleanly(void) {
  char d[256] = "";
  int r = gpu_probe(d, sizeof d);
  CHECK(r == 0 || r == 1);
  CHECK(strlen(d) > 0);
  printf("gpu_probe: %d (%s)\n", r, d);
  if (r == 0) {
    /* No GPU: render_iterate_cuda fails cleanly and leaves the histogram alone. */
    int vars[1] = {FM_VAR_linear};
    genome g;
    make_genome(&g, 1, vars);
    render_subframe sub = {.cp = &g, .weight = 1.0};
    render_frame frame = {.sub = &sub, .nsub = 1};
    render_geometry geo;
    render_hist h;
    fb_error err;
    CHECK(render_geometry_of(&frame, &geo, &err) == 0);
    CHECK(render_hist_alloc(&h, &geo, 0, &err) == 0);
    render_options opt = {.seed = 1};
    err.msg[0] = 0;
    CHECK(render_iterate_cuda(&frame, &opt, &h, &err) == -1);
    CHECK(strlen(err.msg) > 0);
    CHECK(h.samples == 0);
    render_hist_free(&h);
    genome_free(&g);
  }
}

static void test_every_variation_compiles(void) {
  /* A kernel of its own for each family file (kernels/codegen_families.c), of every variation
   * the file defines: one xform a variation (pre_blur too), each xform a class of its own (past
   * CODEGEN_INLINE_CLASSES: the called fb_apply), float, per-thread, CODEGEN_MAX_CLASSES xforms
   * a kernel at most. Every variation is called directly, and every family file compiles with
   * only the families it includes itself: one that calls another's helper without including it
   * fails here. NVRTC's cost is mostly per kernel (~1 CPU s under ASan). */
  for (int family = -1; family < kernel_header_count; family++) {
    int members[FM_NVARS], count = 0;
    for (int v = 0; v < FM_NVARS; v++)
      if (genome_variation_name(v) && codegen_family_of(v) == family) members[count++] = v; /* (none at an index held for later) */
    for (int first = 0; first < count; first += CODEGEN_MAX_CLASSES) {
      const int n = count - first < CODEGEN_MAX_CLASSES ? count - first : CODEGEN_MAX_CLASSES;
      const int *vars = members + first;
      genome g;
      make_genome(&g, n, vars);
      for (int i = 0; i < n; i++)
        if (vars[i] == FM_VAR_pre_blur) genome_xform_set_var(&g.xforms[i], FM_VAR_linear, 1.0); /* pre_blur alone draws nothing */
      char *src = source_of(&g, CODEGEN_FLOAT);
      CHECK(src != NULL);
      if (src) {
        for (int i = 0; i < n; i++) {
          char call[64];
          snprintf(call, sizeof call, "fm_var_%s(", genome_variation_name(vars[i]));
          /* flatten is no call: fm_xform_end makes z 0 by the xform's flag */
          CHECK((strstr(src, call) != NULL) == (vars[i] != FM_VAR_flatten));
        }
        CHECK(strstr(src, "switch (index)") == NULL); /* direct calls, no variation switch */
        CHECK(strstr(src, "#define FM_FAMILIES_SELECTED 1\n") != NULL);
        free(src);
      }
      if (compiles(&g, CODEGEN_FLOAT) < 0) {
        fprintf(stderr, "the family %s (variations %s..%s) does not compile alone\n",
                family < 0 ? "var_classic.h" : kernel_headers[family].name, genome_variation_name(vars[0]),
                genome_variation_name(vars[n - 1]));
        CHECK(0);
      }
      genome_free(&g);
    }
  }
}

/* A kernel of its own names the family files of its variations (flam3's own, var_classic.h,
 * always in), and only those: the files they need include each other. Every variation is
 * found in one file. */
static void test_families_of_a_structure(void) {
  int all = 0, files = 0;
  for (int v = 0; v < FM_NVARS; v++) all += genome_variation_name(v) != NULL;
  for (int h = 0; h < kernel_header_count; h++) files += !strncmp(kernel_headers[h].name, "var_", 4);
  genome g;
  int *every = malloc(sizeof(int) * (size_t)all), n = 0;
  for (int v = 0; v < FM_NVARS; v++)
    if (genome_variation_name(v)) every[n++] = v;
  make_genome(&g, n, every);
  free(every);
  render_subframe sub = {.cp = &g, .weight = 1.0};
  render_frame frame = {.sub = &sub, .nsub = 1};
  codegen_structure st;
  fb_error err;
  if (gpu_structure_of(&frame, CODEGEN_FLOAT, &st, &err) == 0) {
    const char *names[128];
    CHECK(codegen_families_of(&st, names, 128) == files - 1); /* every file but var_classic.h */
    CHECK(codegen_families_of(&st, names, 3) == -1);          /* more than asked for: all of them included */
    codegen_structure_free(&st);
  } else CHECK(0);
  genome_free(&g);

  const int jwf3[2] = {FM_VAR_linear, FM_VAR_complex}, flam3[2] = {FM_VAR_linear, FM_VAR_julia};
  make_genome(&g, 2, jwf3);
  char *src = source_of(&g, CODEGEN_FLOAT);
  CHECK(src && strstr(src, "#define FM_FAMILIES_SELECTED 1\n#define FM_FAMILY_var_jwildfire3 1\n#include"));
  free(src);
  genome_free(&g);
  make_genome(&g, 2, flam3);
  genome_xform_set_var(&g.xforms[1], FM_VAR_pre_blur, 0.5);
  src = source_of(&g, CODEGEN_FLOAT);
  CHECK(src && strstr(src, "#define FM_FAMILIES_SELECTED 1\n#define FM_FAMILY_var_pluginpack 1\n#include")); /* pre_blur's */
  free(src);
  genome_xform_set_var(&g.xforms[1], FM_VAR_pre_blur, 0);
  src = source_of(&g, CODEGEN_FLOAT);
  CHECK(src && strstr(src, "#define FM_FAMILIES_SELECTED 1\n#include") && !strstr(src, "FM_FAMILY_var_"));
  free(src);
  genome_free(&g);
}

static void test_double_variant_compiles(void) {
  int vars[4] = {FM_VAR_linear, FM_VAR_spherical, FM_VAR_julia, FM_VAR_sinusoidal};
  genome g;
  make_genome(&g, 4, vars);
  CHECK(compiles(&g, CODEGEN_DOUBLE) == 0);
  genome_free(&g);
}

static void test_xaos_final_and_palette_modes(void) {
  int vars[3] = {FM_VAR_linear, FM_VAR_swirl, FM_VAR_polar};
  genome g;
  make_genome(&g, 3, vars);
  g.chaos[0 * 3 + 1] = 0.0; /* xaos */
  CHECK(genome_resize_finals(&g, 1) == 0);
  genome_xform *f = GENOME_FINAL(&g, 0);
  genome_xform_set_var(f, FM_VAR_spherical, 1);
  genome_xform_set_var(f, FM_VAR_pre_blur, 0.1);
  f->coefs[0][0] = f->coefs[1][1] = 1;
  g.palette_mode = PALETTE_MODE_LINEAR;
  char *s = source_of(&g, CODEGEN_FLOAT);
  CHECK(s != NULL);
  if (s) {
    CHECK(strstr(s, "#define FB_CHAOS 1"));
    CHECK(strstr(s, "#define FB_NUM_FINALS 1"));
    CHECK(strstr(s, "#define FB_PALETTE_MODE 1"));
    CHECK(strstr(s, "fb_xform_final"));
    CHECK(strstr(s, "fm_var_pre_blur("));
    free(s);
  }
  CHECK(compiles(&g, CODEGEN_FLOAT) == 0);
  CHECK(compiles(&g, CODEGEN_DOUBLE) == 0);
  g.palette_mode = PALETTE_MODE_STEP;
  s = source_of(&g, CODEGEN_FLOAT);
  CHECK(s && strstr(s, "#define FB_PALETTE_MODE 0"));
  free(s);
  CHECK(compiles(&g, CODEGEN_FLOAT) == 0);
  genome_free(&g);
}

/* A variation present in one temporal sample only is guarded (skipped at weight 0). */
static void test_union_over_subframes(void) {
  int vars[2] = {FM_VAR_linear, FM_VAR_julia};
  genome a, b;
  make_genome(&a, 2, vars);
  make_genome(&b, 2, vars);
  genome_xform_set_var(&b.xforms[1], FM_VAR_swirl, 0.5);
  render_subframe sub[2] = {{.cp = &a, .weight = 1.0}, {.cp = &b, .weight = 0.5}};
  render_frame frame = {.sub = sub, .nsub = 2};
  codegen_structure s;
  fb_error err;
  CHECK(gpu_structure_of(&frame, CODEGEN_FLOAT, &s, &err) == 0);
  CHECK(s.xforms[1].nvars == 2);
  CHECK(s.xforms[1].var[0] == FM_VAR_swirl && s.xforms[1].guarded[0] == 1);
  CHECK(s.xforms[1].var[1] == FM_VAR_julia && s.xforms[1].guarded[1] == 0);
  char *src = codegen_source(&s, &err);
  CHECK(src && strstr(src, "if (w != 0) {\n    fm_var_swirl("));
  /* Several sub-frames: cameras and final xforms from the buffers, not the launch parameter. */
  CHECK(s.one_sub == 0);
  CHECK(src && strstr(src, "FB_ONE_SUB") == NULL);
  if (src && need_nvrtc()) {
    void *cubin = NULL;
    size_t len = 0;
    char key[65];
    gpu_kernel_stats st = {0};
    CHECK(gpu_compile_cubin(src, ARCH, NULL, &cubin, &len, key, &st, &err) == 0);
    free(cubin);
  }
  free(src);
  codegen_structure_free(&s);
  /* Different xform counts in one frame: refused with a message. */
  genome_resize_xforms(&b, 3);
  CHECK(gpu_structure_of(&frame, CODEGEN_FLOAT, &s, &err) == -1);
  CHECK(strstr(err.msg, "xforms") != NULL);
  genome_free(&a);
  genome_free(&b);
}

/* A frame of one sub-frame (a still) gets a kernel of its own that takes the camera and final
 * xform as a launch parameter (FB_ONE_SUB): another source, key and name than the same
 * structure over two sub-frames; both precisions compile with it (test_double_variant_compiles,
 * and every other compile here is of one sub-frame). */
static void test_one_sub_kernel(void) {
  int vars[3] = {FM_VAR_linear, FM_VAR_spherical, FM_VAR_linear};
  genome g;
  make_genome(&g, 3, vars);
  CHECK(genome_resize_finals(&g, 1) == 0);
  genome_xform_set_var(GENOME_FINAL(&g, 0), FM_VAR_disc, 1.0);
  render_subframe one[1] = {{.cp = &g, .weight = 1.0}}, two[2] = {{.cp = &g, .weight = 0.5}, {.cp = &g, .weight = 0.5}};
  render_frame still = {.sub = one, .nsub = 1}, blurred = {.sub = two, .nsub = 2};
  codegen_structure a, b;
  fb_error err;
  CHECK(gpu_structure_of(&still, CODEGEN_FLOAT, &a, &err) == 0);
  CHECK(gpu_structure_of(&blurred, CODEGEN_FLOAT, &b, &err) == 0);
  CHECK(a.one_sub == 1 && b.one_sub == 0);
  char da[128], db[128];
  codegen_describe(&a, da, sizeof da);
  codegen_describe(&b, db, sizeof db);
  CHECK(!strcmp(da, "x3-final-step-float-1sub") && !strcmp(db, "x3-final-step-float"));
  char *sa = codegen_source(&a, &err), *sb = codegen_source(&b, &err);
  CHECK(sa && strstr(sa, "#define FB_ONE_SUB 1\n") && strstr(sa, "fb_gpu_one_sub differs between host and NVRTC"));
  CHECK(sb && !strstr(sb, "FB_ONE_SUB"));
  /* flam3's rules or JWildfire's (FM_JWF_RULES) fixed where the sub-frames agree, each xform's
   * own where they do not */
  CHECK(a.jwf_rules == 0 && sa && strstr(sa, "#define FB_JWF_RULES 0\n"));
  {
    genome jg;
    CHECK(genome_copy(&jg, &g) == 0);
    jg.z_mode = FM_Z_JWILDFIRE;
    render_subframe jone[1] = {{.cp = &jg, .weight = 1.0}}, mixed[2] = {{.cp = &g, .weight = 0.5}, {.cp = &jg, .weight = 0.5}};
    render_frame jstill = {.sub = jone, .nsub = 1}, jmixed = {.sub = mixed, .nsub = 2};
    codegen_structure j, m;
    CHECK(gpu_structure_of(&jstill, CODEGEN_FLOAT, &j, &err) == 0);
    CHECK(gpu_structure_of(&jmixed, CODEGEN_FLOAT, &m, &err) == 0);
    char *sj = codegen_source(&j, &err), *sm = codegen_source(&m, &err);
    CHECK(j.jwf_rules == 1 && sj && strstr(sj, "#define FB_JWF_RULES 1\n"));
    CHECK(m.jwf_rules == -1 && sm && !strstr(sm, "#define FB_JWF_RULES"));
    free(sj);
    free(sm);
    codegen_structure_free(&j);
    codegen_structure_free(&m);
    genome_free(&jg);
  }
  char ka[65], kb[65];
  if (sa && sb) {
    codegen_key(sa, "v", ARCH, "", ka);
    codegen_key(sb, "v", ARCH, "", kb);
    CHECK(strcmp(ka, kb) != 0);
  }
  free(sa);
  free(sb);
  codegen_structure_free(&a);
  codegen_structure_free(&b);
  CHECK(compiles(&g, CODEGEN_FLOAT) == 0);
  genome_free(&g);
}

/* Several final xforms (JWildfire's): a function each and fb_apply_final choosing by k; a still
 * of them reads them from the buffers, not the launch parameter, which holds one; the name
 * says how many (one final keeps its name); NVRTC compiles it. */
static void test_several_finals_kernel(void) {
  int vars[3] = {FM_VAR_linear, FM_VAR_spherical, FM_VAR_linear};
  genome g;
  make_genome(&g, 3, vars);
  CHECK(genome_resize_finals(&g, 2) == 0);
  genome_xform_set_var(GENOME_FINAL(&g, 0), FM_VAR_disc, 1.0);
  genome_xform_set_var(GENOME_FINAL(&g, 1), FM_VAR_swirl, 0.5);
  genome_xform_set_var(GENOME_FINAL(&g, 1), FM_VAR_linear, 0.5);
  render_subframe one[1] = {{.cp = &g, .weight = 1.0}};
  render_frame still = {.sub = one, .nsub = 1};
  codegen_structure s;
  fb_error err;
  CHECK(gpu_structure_of(&still, CODEGEN_FLOAT, &s, &err) == 0);
  CHECK(s.num_finals == 2 && s.one_sub == 0);
  CHECK(s.xforms[3].nvars == 1 && s.xforms[3].var[0] == FM_VAR_disc && s.xforms[4].nvars == 2);
  char d[128];
  codegen_describe(&s, d, sizeof d);
  CHECK(!strcmp(d, "x3-final2-step-float"));
  char *src = codegen_source(&s, &err);
  CHECK(src && strstr(src, "#define FB_NUM_FINALS 2\n") && strstr(src, "case 0: fb_xform_final(xf, wf, in, out, rng)") &&
        strstr(src, "default: fb_xform_final_1(xf, wf, in, out, rng)"));
  free(src);
  s.one_sub = 1; /* the launch parameter holds one final xform */
  CHECK(codegen_check(&s, &err) < 0);
  codegen_structure_free(&s);
  CHECK(compiles(&g, CODEGEN_FLOAT) == 0);
  genome_free(&g);
}

/* Xforms with the same variations share one function (a class); fb_apply maps each xform
 * index to its class's function with the xform's own values (xf + index), between the affine
 * and the xform's end, which every class shares outside the switch. */
static void test_classes_share_code(void) {
  int vars[6] = {FM_VAR_linear, FM_VAR_linear, FM_VAR_swirl, FM_VAR_linear, FM_VAR_swirl, FM_VAR_julia};
  genome g;
  make_genome(&g, 6, vars);
  render_subframe sub = {.cp = &g, .weight = 1.0};
  render_frame frame = {.sub = &sub, .nsub = 1};
  codegen_structure s;
  fb_error err;
  CHECK(gpu_structure_of(&frame, CODEGEN_FLOAT, &s, &err) == 0);
  int class_of[6];
  CHECK(codegen_classes(&s, class_of) == 3);
  CHECK(class_of[0] == 0 && class_of[1] == 0 && class_of[2] == 1 && class_of[3] == 0 && class_of[4] == 1 &&
        class_of[5] == 2);
  char *src = codegen_source(&s, &err), *again = codegen_source(&s, &err);
  CHECK(src && again && !strcmp(src, again)); /* deterministic */
  if (src) {
    CHECK(strstr(src, "  const fm_xform *__restrict__ x = xf + fn;\n  fm_var_state s;\n"
                      "  (void)wf;\n  (void)wc;\n  fm_xform_begin(x, in, out, &s);\n  switch (fn) {\n"));
    CHECK(strstr(src, "  case 0: case 1: case 3:\n    fb_class_0(x, s, rng);\n    break;\n"));
    CHECK(strstr(src, "  case 2: case 4:\n    fb_class_1(x, s, rng);\n    break;\n"));
    /* the last xform's class takes default; the end is after the switch, once */
    CHECK(strstr(src, "  default:\n    fb_class_2(x, s, rng);\n    break;\n  }\n  return fm_xform_end(x, &s, out, rng);\n}"));
    CHECK(strstr(src, "fm_xform_begin(xf") == NULL); /* the classes begin nothing of their own */
    CHECK(strstr(src, "fb_class_3") == NULL);
    CHECK(strstr(src, "fb_apply_called") == NULL); /* 3 classes: inlined */
    CHECK(strstr(src, "fb_called_sin") == NULL);
  }
  free(src);
  free(again);
  codegen_structure_free(&s);
  CHECK(compiles(&g, CODEGEN_FLOAT) == 0);
  genome_free(&g);
}

/* 52 xforms of one variation set (an artist's many-simple-xform genome): one function, no switch. */
static void test_one_class_no_switch(void) {
  int vars[52];
  for (int i = 0; i < 52; i++) vars[i] = FM_VAR_linear;
  genome g;
  make_genome(&g, 52, vars);
  g.chaos[3] = 0.0; /* xaos, as the genome that took 19 s had */
  char *src = source_of(&g, CODEGEN_FLOAT);
  CHECK(src != NULL);
  if (src) {
    CHECK(strstr(src, "switch (fn)") == NULL);
    CHECK(strstr(src, "  return fb_class_0(xf + fn, wf ? wf + fn : wf, in, out, rng);"));
    CHECK(strstr(src, "fb_class_1") == NULL);
  }
  free(src);
  CHECK(compiles(&g, CODEGEN_FLOAT) == 0);
  /* One xform: its index, as before classes (the kernel's code is unchanged). */
  genome_resize_xforms(&g, 1);
  src = source_of(&g, CODEGEN_FLOAT);
  CHECK(src && strstr(src, "  return fb_class_0(xf + 0, wf ? wf + 0 : wf, in, out, rng);"));
  free(src);
  genome_free(&g);
}

/* Temporal samples on both sides of a keyframe, each xform within FM_XFORM_VARS, but 40 different
 * variations in one slot between them: refused with a message, never written past the device
 * xform's list. */
static void test_frame_past_the_variations_an_xform_holds(void) {
  int vars[1] = {FM_VAR_linear};
  genome a, b;
  make_genome(&a, 1, vars);
  make_genome(&b, 1, vars);
  for (int v = 0; v < 20; v++) {
    genome_xform_set_var(&a.xforms[0], 1 + v, 0.05);
    genome_xform_set_var(&b.xforms[0], 21 + v, 0.05);
  }
  render_subframe sub[2] = {{.cp = &a, .weight = 1.0}, {.cp = &b, .weight = 1.0}};
  render_frame frame = {.sub = sub, .nsub = 2};
  codegen_structure s;
  fb_error err = {""};
  CHECK(gpu_structure_of(&frame, CODEGEN_FLOAT, &s, &err) < 0);
  CHECK(strstr(err.msg, "xform 1 uses 41 variations") && strstr(err.msg, "at most 32"));
  frame.nsub = 1;
  CHECK(gpu_structure_of(&frame, CODEGEN_FLOAT, &s, &err) == 0);
  codegen_structure_free(&s);
  genome_free(&a);
  genome_free(&b);
}

/* The same variations with a guard in one xform only (zero in a temporal sample): two bodies. */
static void test_guards_split_classes(void) {
  int vars[2] = {FM_VAR_julia, FM_VAR_julia};
  genome a, b;
  make_genome(&a, 2, vars);
  make_genome(&b, 2, vars);
  genome_xform_set_var(&a.xforms[0], FM_VAR_swirl, 0.5); /* always: unguarded */
  genome_xform_set_var(&b.xforms[0], FM_VAR_swirl, 0.5);
  genome_xform_set_var(&a.xforms[1], FM_VAR_swirl, 0.5);                                /* in a only: guarded */
  render_subframe sub[2] = {{.cp = &a, .weight = 1.0}, {.cp = &b, .weight = 0.5}};
  render_frame frame = {.sub = sub, .nsub = 2};
  codegen_structure s;
  fb_error err;
  CHECK(gpu_structure_of(&frame, CODEGEN_FLOAT, &s, &err) == 0);
  int class_of[2];
  CHECK(codegen_classes(&s, class_of) == 2);
  genome_xform_set_var(&b.xforms[1], FM_VAR_swirl, 0.5); /* now both always have it */
  codegen_structure_free(&s);
  CHECK(gpu_structure_of(&frame, CODEGEN_FLOAT, &s, &err) == 0);
  CHECK(codegen_classes(&s, class_of) == 1);
  codegen_structure_free(&s);
  genome_free(&a);
  genome_free(&b);
}

/* Past CODEGEN_INLINE_CLASSES classes: one called fb_apply and called transcendental functions;
 * both precisions compile (the double overloads too). */
static void test_many_classes_called(void) {
  int vars[6] = {FM_VAR_julia, FM_VAR_swirl, FM_VAR_polar, FM_VAR_exponential, FM_VAR_power, FM_VAR_cpow};
  CHECK(6 > CODEGEN_INLINE_CLASSES);
  genome g;
  make_genome(&g, 6, vars);
  char *src = source_of(&g, CODEGEN_FLOAT);
  CHECK(src != NULL);
  if (src) {
    CHECK(strstr(src, "static __device__ __noinline__ fb_applied fb_apply_called("));
    CHECK(strstr(src, "  (void)wf;\n  (void)wc;\n  fm_xform_begin(x, &in, &r.p, &s);\n  switch (fn) {\n"));
    CHECK(strstr(src, "  case 3:\n    fb_class_3(x, s, &rng);\n    break;"));
    CHECK(strstr(src, "  r.bad = fm_xform_end(x, &s, &r.p, &rng);\n"));
    CHECK(strstr(src, "#define sin fb_called_sin"));
    CHECK(strstr(src, "#define pow fb_called_pow"));
    /* The macros come before the kernel headers that use them. */
    CHECK(strstr(src, "#define sin fb_called_sin") < strstr(src, "#include \"iterate.cuh\""));
  }
  free(src);
  CHECK(compiles(&g, CODEGEN_FLOAT) == 0);
  CHECK(compiles(&g, CODEGEN_DOUBLE) == 0);
  genome_free(&g);
}

/* Absurd structures are refused at once with a message, or given the generic kernel, never
 * compiled for minutes. */
static void test_limits(void) {
  int *vars = malloc((CODEGEN_MAX_XFORMS + 1) * sizeof *vars);
  CHECK(vars != NULL);
  if (!vars) return;
  for (int i = 0; i <= CODEGEN_MAX_XFORMS; i++) vars[i] = FM_VAR_linear;
  genome g;
  make_genome(&g, CODEGEN_MAX_XFORMS, vars);
  char *src = source_of(&g, CODEGEN_FLOAT); /* the most xforms, one class: fine */
  CHECK(src != NULL);
  free(src);
  genome_free(&g);
  make_genome(&g, CODEGEN_MAX_XFORMS + 1, vars);
  render_subframe sub = {.cp = &g, .weight = 1.0};
  render_frame frame = {.sub = &sub, .nsub = 1};
  codegen_structure s;
  fb_error err;
  CHECK(gpu_structure_of(&frame, CODEGEN_FLOAT, &s, &err) == -1);
  CHECK(strstr(err.msg, "1025 xforms") && strstr(err.msg, "--backend cpu"));
  genome_free(&g);
  /* CODEGEN_MAX_CLASSES + 1 different sets: linear and one of variations 1..65 (pre_blur is 67).
   * A structure, but no source of its own: the host half is built for the generic kernel. */
  make_genome(&g, CODEGEN_MAX_CLASSES + 1, vars);
  for (int i = 0; i <= CODEGEN_MAX_CLASSES; i++) genome_xform_set_var(&g.xforms[i], 1 + i, 0.5);
  CHECK(gpu_structure_of(&frame, CODEGEN_FLOAT, &s, &err) == 0);
  CHECK(codegen_source(&s, &err) == NULL);
  CHECK(strstr(err.msg, "65 different sets of variations") && strstr(err.msg, "generic kernel"));
  codegen_structure_free(&s);
  gpu_frame_host *host = NULL;
  CHECK(gpu_frame_host_build(&frame, NULL, NULL, &host, &err) == 0);
  CHECK(host && gpu_frame_host_source(host) == NULL);
  gpu_frame_host_free(host);
  genome_free(&g);
  free(vars);
}

/* The generic kernel: one source for every structure (the structure comes with the launch's
 * arguments, the variations through fm_apply_xform's switch), and it compiles — one a block of
 * the variations beyond flam3 (codegen_generic_block), and one of them all
 * (test_generic_kernel_all). */
/* NVRTC compiles a source to an sm_90 cubin (an ELF image): 0, else -1 with the error printed. */
static int source_compiles(const char *src) {
  void *cubin = NULL;
  size_t len = 0;
  char key[65];
  fb_error err;
  int rc = gpu_compile_cubin(src, ARCH, NULL, &cubin, &len, key, NULL, &err);
  if (rc < 0) fprintf(stderr, "compile: %s\n", err.msg);
  else if (len < 1000 || memcmp(cubin, "\177ELF", 4) != 0) rc = -1;
  free(cubin);
  return rc;
}

static void test_generic_kernel(void) {
  fb_error err;
  codegen_structure gs;
  CHECK(codegen_structure_init(&gs, 2, 0, &err) == 0);
  gs.xforms[0].nvars = 1;
  gs.xforms[0].var[0] = FM_VAR_spherical;
  CHECK(codegen_generic_block(&gs) == 0); /* flam3's alone */
  gs.xforms[1].nvars = 1;
  gs.xforms[1].var[0] = FM_NVARS_FLAM3 + 2 * CODEGEN_GENERIC_BLOCK + 3;
  CHECK(codegen_generic_block(&gs) == 2);
  gs.xforms[0].var[0] = FM_NVARS_FLAM3 + 1;
  CHECK(codegen_generic_block(&gs) == CODEGEN_GENERIC_ALL); /* two blocks: every variation */
  codegen_structure_free(&gs);
  /* an xform's list, a pre form's kind bits aside (tests/gpu/precision_device.c) */
  const int one[2] = {FM_VAR_linear, (FM_NVARS_FLAM3 + CODEGEN_GENERIC_BLOCK) | FM_KIND_PRE_SET << FM_KIND_SHIFT};
  const int two[2] = {FM_NVARS_FLAM3, FM_NVARS_FLAM3 + CODEGEN_GENERIC_BLOCK};
  CHECK(codegen_generic_block_of(one, 1) == 0 && codegen_generic_block_of(one, 2) == 1);
  CHECK(codegen_generic_block_of(two, 2) == CODEGEN_GENERIC_ALL);
  char *src = codegen_generic_source(0, &err);
  CHECK(src && strstr(src, "#define FM_VARS_ENABLED_LO 99\n"));
  CHECK(src != NULL);
  if (!src) return;
  CHECK(strstr(src, "#define FB_GENERIC 1") && strstr(src, "fm_apply_xform_field(xf, (const fm_xform_passes *)0, fm_wfield_on(wf), (fm_xform *)0, &in, &r.p, &rng)"));
  CHECK(!strstr(src, "FB_NX") && !strstr(src, "fm_var_"));
  /* Only its block's family files, and a switch of only its block's variations and flam3's. */
  CHECK(strstr(src, "#define FM_FAMILIES_SELECTED 1\n#define FM_VARS_LISTED(V) V(0, linear) V(1, sinusoidal)") &&
        strstr(src, " V(98, ") && strstr(src, " V(99, ") && strstr(src, " V(138, ") && !strstr(src, " V(139, "));
  CHECK(strstr(src, "#define FM_FAMILY_var_apo7x 1\n") && !strstr(src, "FM_FAMILY_var_jwf_cut"));
  char *again = codegen_generic_source(0, &err);
  CHECK(again && !strcmp(src, again)); /* deterministic: one cache entry */
  free(again);
  if (need_nvrtc()) CHECK(source_compiles(src) == 0);
  free(src);
  /* The last block: the newest families, alone with flam3's */
  const int last = (FM_NVARS - FM_NVARS_FLAM3 - 1) / CODEGEN_GENERIC_BLOCK;
  src = codegen_generic_source(last, &err);
  CHECK(src && strstr(src, "#define FM_FAMILIES_SELECTED 1\n"));
  if (src && need_nvrtc()) CHECK(source_compiles(src) == 0);
  free(src);
}

/* The generic kernel of every variation: NVRTC compiling it is what proves every variation's
 * device code compiles (tests/render/70's own kernels are a sample). */
static void test_generic_kernel_all(void) {
  fb_error err;
  char *all = codegen_generic_source(CODEGEN_GENERIC_ALL, &err);
  CHECK(all && !strstr(all, "FM_VARS_ENABLED_LO"));
  if (all && heavy_compiles && need_nvrtc()) /* every variation's device code, in one kernel (~40 CPU s) */
    CHECK(source_compiles(all) == 0);
  free(all);
}

/* kernels/fastnoise.h (FastNoise's 3D noise, which JWildfire's weighting fields read) compiles
 * under NVRTC as the iteration kernels' options compile it: a kernel calling fm_noise_3d for
 * every type, with the fractal kind, cellular distance and return read from memory, so that
 * every path of it is compiled. */
static void test_fastnoise_compiles(void) {
  static const char src[] =
      "#include \"fastnoise.h\"\n"
      "extern \"C\" __global__ void fb_fastnoise_probe(const fm_noise *cfg, const float *p, float *out, int n) {\n"
      "  const int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
      "  if (i >= n) return;\n"
      "  fm_noise z = cfg[i % 4];\n"
      "  float sum = 0;\n"
      "  for (int t = FM_NOISE_NONE; t <= FM_NOISE_CUBIC_FRACTAL; t++) {\n"
      "    z.type = t;\n"
      "    fm_noise_init(&z);\n"
      "    sum += fm_noise_3d(&z, p[3 * i], p[3 * i + 1], p[3 * i + 2]);\n"
      "  }\n"
      "  out[i] = sum;\n"
      "}\n";
  if (need_nvrtc()) CHECK(source_compiles(src) == 0);
}

static void key_of(const genome *g, int precision, const char *arch, char key[65]) {
  char *src = source_of(g, precision);
  codegen_key(src ? src : "", "13.0", arch, "--opt", key);
  free(src);
}

static void test_key_follows_structure_not_values(void) {
  int vars[3] = {FM_VAR_linear, FM_VAR_spherical, FM_VAR_waves};
  genome g;
  make_genome(&g, 3, vars);
  char k0[65], k1[65];
  key_of(&g, CODEGEN_FLOAT, ARCH, k0);

  /* Values: affine, weights, variation weights, parameters, palette, camera, colours. */
  g.xforms[0].coefs[0][0] = 0.123456789;
  g.xforms[1].weight = 7.25;
  genome_xform_set_var(&g.xforms[2], FM_VAR_waves, 0.987654321);
  genome_xform_set_param(&g.xforms[0], FM_P_julian_power, 5);
  g.xforms[1].color = 0.33;
  g.palette[7][1] = 0.5;
  g.center[0] = 3.5;
  g.scale = 99;
  g.rotate = 30;
  key_of(&g, CODEGEN_FLOAT, ARCH, k1);
  CHECK_STR(k0, k1);
  char *src = source_of(&g, CODEGEN_FLOAT);
  CHECK(src && !strstr(src, "0.123456") && !strstr(src, "7.25") && !strstr(src, "0.987654"));
  free(src);

  /* Structure: a variation added, a final xform, xaos, palette mode, precision, arch. */
  genome_xform_set_var(&g.xforms[1], FM_VAR_julia, 0.5);
  key_of(&g, CODEGEN_FLOAT, ARCH, k1);
  CHECK(strcmp(k0, k1) != 0);
  genome_xform_set_var(&g.xforms[1], FM_VAR_julia, 0);
  key_of(&g, CODEGEN_FLOAT, ARCH, k1);
  CHECK_STR(k0, k1); /* removed again: the same structure */
  g.palette_mode = PALETTE_MODE_LINEAR;
  key_of(&g, CODEGEN_FLOAT, ARCH, k1);
  CHECK(strcmp(k0, k1) != 0);
  g.palette_mode = PALETTE_MODE_STEP;
  g.chaos[1] = 2.0;
  key_of(&g, CODEGEN_FLOAT, ARCH, k1);
  CHECK(strcmp(k0, k1) != 0);
  g.chaos[1] = 1.0;
  key_of(&g, CODEGEN_DOUBLE, ARCH, k1);
  CHECK(strcmp(k0, k1) != 0);
  key_of(&g, CODEGEN_FLOAT, "sm_80", k1);
  CHECK(strcmp(k0, k1) != 0);
  genome_resize_xforms(&g, 4);
  genome_xform_set_var(&g.xforms[3], FM_VAR_linear, 1);
  key_of(&g, CODEGEN_FLOAT, ARCH, k1);
  CHECK(strcmp(k0, k1) != 0);
  genome_free(&g);
}

static void test_kernel_cache(void) {
  char dir[512];
  snprintf(dir, sizeof dir, "%s/kc", tmpdir);
  const char *key = "ab34567890abcdef1234567890abcdef1234567890abcdef1234567890abcdef";
  unsigned char payload[3000];
  for (size_t i = 0; i < sizeof payload; i++) payload[i] = (unsigned char)(i * 7 + 1);
  void *data;
  size_t len;
  char why[512];
  fb_error err;
  CHECK(kcache_load(dir, key, &data, &len, why, sizeof why) == 0); /* absent */
  CHECK(kcache_store(dir, key, payload, sizeof payload, &err) == 0);
  CHECK(kcache_load(dir, key, &data, &len, why, sizeof why) == 1);
  CHECK(len == sizeof payload && data && memcmp(data, payload, len) == 0);
  free(data);

  char path[1024];
  snprintf(path, sizeof path, "%s/ab/%s", dir, key);
  struct stat st;
  CHECK(stat(path, &st) == 0);
  /* Written whole through a temporary file, which is gone. */
  char folder[1024];
  snprintf(folder, sizeof folder, "%s/ab", dir);
  DIR *d = opendir(folder);
  int entries = 0;
  for (struct dirent *e; d && (e = readdir(d));) entries += strcmp(e->d_name, ".") && strcmp(e->d_name, "..");
  if (d) closedir(d);
  CHECK(entries == 1);
  /* Corrupt one payload byte: a miss, with the reason. */
  FILE *f = fopen(path, "r+b");
  CHECK(f != NULL);
  if (f) {
    fseek(f, (long)st.st_size - 10, SEEK_SET);
    fputc(0x55 ^ payload[sizeof payload - 10], f);
    fclose(f);
  }
  CHECK(kcache_load(dir, key, &data, &len, why, sizeof why) == 0);
  CHECK(strstr(why, "checksum") != NULL);
  /* Truncated: a miss. */
  CHECK(truncate(path, st.st_size / 2) == 0);
  CHECK(kcache_load(dir, key, &data, &len, why, sizeof why) == 0);
  /* A store replaces the bad entry. */
  CHECK(kcache_store(dir, key, payload, sizeof payload, &err) == 0);
  CHECK(kcache_load(dir, key, &data, &len, why, sizeof why) == 1);
  free(data);
  /* An entry under another key's name: a miss. */
  const char *key2 = "ab00000000000000000000000000000000000000000000000000000000000000";
  char path2[1024];
  snprintf(path2, sizeof path2, "%s/ab/%s", dir, key2);
  CHECK(rename(path, path2) == 0);
  CHECK(kcache_load(dir, key2, &data, &len, why, sizeof why) == 0);
  CHECK(kcache_load(dir, "not-a-key", &data, &len, why, sizeof why) == 0);
  /* The default folder follows XDG_CACHE_HOME. */
  char def[1024];
  setenv("XDG_CACHE_HOME", "/xdg/cache", 1);
  CHECK(kcache_default_dir(def, sizeof def, &err) == 0);
  CHECK_STR(def, "/xdg/cache/flamebuild/kernels");
  unsetenv("XDG_CACHE_HOME");
}

/* Two farm nodes of different GPU architectures (sm_90 and sm_100) compile the same structure
 * into one shared kernel cache at once, each writing its entry over and over while the other
 * reads: the keys differ by architecture, so each node only ever loads its own cubin — whole,
 * never the other's; both writing one key (two nodes of one architecture) leaves one whole
 * entry of the two; and no temporary file is left. Processes, as on two hosts. */
static void test_kernel_cache_two_archs(void) {
  int vars[2] = {FM_VAR_linear, FM_VAR_spherical};
  genome g;
  make_genome(&g, 2, vars);
  char k90[65], k100[65];
  key_of(&g, CODEGEN_FLOAT, "sm_90", k90);
  key_of(&g, CODEGEN_FLOAT, "sm_100", k100);
  genome_free(&g);
  CHECK(strcmp(k90, k100) != 0);
  char dir[512];
  snprintf(dir, sizeof dir, "%s/kc_shared", tmpdir);
  const char *shared = "cd34567890abcdef1234567890abcdef1234567890abcdef1234567890abcdef";
  enum { ROUNDS = 40, LEN = 20000 };
  pid_t pids[2];
  for (int k = 0; k < 2; k++) {
    pids[k] = fork();
    if (pids[k] == 0) {
      /* node k: its arch's entry (a payload of byte 'A' + k), the shared key too; in between,
       * every load of its own key is its own payload or a miss, never the other's */
      const char *mine = k ? k100 : k90;
      static unsigned char payload[LEN];
      memset(payload, 'A' + k, sizeof payload);
      int bad = 0;
      for (int r = 0; r < ROUNDS && !bad; r++) {
        fb_error err;
        bad |= kcache_store(dir, mine, payload, sizeof payload, &err) < 0;
        bad |= kcache_store(dir, shared, payload, sizeof payload, &err) < 0;
        void *data;
        size_t len;
        if (kcache_load(dir, mine, &data, &len, NULL, 0) == 1) {
          bad |= len != sizeof payload || memcmp(data, payload, len) != 0;
          free(data);
        } else {
          bad = 1; /* stored just before: a miss is a torn or lost entry */
        }
        if (kcache_load(dir, shared, &data, &len, NULL, 0) == 1) {
          const unsigned char first = ((unsigned char *)data)[0];
          bad |= len != sizeof payload || (first != 'A' && first != 'B');
          for (size_t i = 1; i < len && !bad; i++) bad |= ((unsigned char *)data)[i] != first;
          free(data);
        } else {
          bad = 1;
        }
      }
      _exit(bad);
    }
  }
  for (int k = 0; k < 2; k++) {
    int status = 1;
    CHECK(pids[k] > 0 && waitpid(pids[k], &status, 0) == pids[k] && WIFEXITED(status) && WEXITSTATUS(status) == 0);
  }
  /* Afterwards: sm_90's entry is sm_90's, sm_100's is sm_100's. */
  void *data;
  size_t len;
  CHECK(kcache_load(dir, k90, &data, &len, NULL, 0) == 1 && len == LEN && ((unsigned char *)data)[LEN - 1] == 'A');
  if (data) free(data);
  CHECK(kcache_load(dir, k100, &data, &len, NULL, 0) == 1 && len == LEN && ((unsigned char *)data)[LEN - 1] == 'B');
  if (data) free(data);
  /* No temporary file in any of the entries' folders. */
  int temps = 0;
  const char *keys[3] = {k90, k100, shared};
  for (int i = 0; i < 3; i++) {
    char folder[600];
    snprintf(folder, sizeof folder, "%s/%.2s", dir, keys[i]);
    DIR *d = opendir(folder);
    for (struct dirent *e; d && (e = readdir(d));) temps += strstr(e->d_name, ".tmp-") != NULL;
    if (d) closedir(d);
  }
  CHECK(temps == 0);
}

/* Through gpu_compile_cubin: the second compile of a structure is a disk hit. */
static void test_compile_uses_cache(void) {
  if (!need_nvrtc()) return;
  int vars[2] = {FM_VAR_linear, FM_VAR_spherical};
  genome g;
  make_genome(&g, 2, vars);
  char *src = source_of(&g, CODEGEN_FLOAT);
  char dir[512], key[65], key2[65];
  snprintf(dir, sizeof dir, "%s/kc2", tmpdir);
  void *a = NULL, *b = NULL;
  size_t la = 0, lb = 0;
  gpu_kernel_stats st = {0};
  fb_error err;
  CHECK(gpu_compile_cubin(src, ARCH, dir, &a, &la, key, &st, &err) == 0);
  CHECK(st.misses == 1 && st.hits == 0 && st.compile_ms > 0);
  CHECK(gpu_compile_cubin(src, ARCH, dir, &b, &lb, key2, &st, &err) == 0);
  CHECK(st.misses == 1 && st.hits == 1 && st.disk_hits == 1);
  CHECK_STR(key, key2);
  CHECK(la == lb && a && b && memcmp(a, b, la) == 0);
  free(a);
  free(b);

  /* A compile error: the message carries the log, the source is saved for reading. */
  const char *bad = "#include \"iterate.cuh\"\nthis is not CUDA;\n";
  CHECK(gpu_compile_cubin(bad, ARCH, dir, &a, &la, key, &st, &err) == -1);
  CHECK(strstr(err.msg, "error") != NULL);
  CHECK(strstr(err.msg, ".cu") != NULL);
  char path[1024];
  snprintf(path, sizeof path, "%s/%s.cu", dir, key);
  CHECK(access(path, R_OK) == 0);
  free(src);
  genome_free(&g);
}

/* Threads asking at once for one kernel (a build's workers preparing frames of one structure,
 * and the render thread): NVRTC runs once, the others wait and read its cubin from the disk
 * cache. */
typedef struct compile_call {
  const char *src, *dir;
  void *cubin;
  size_t len;
  gpu_kernel_stats st;
  int rc;
} compile_call;

static void *compile_thread(void *arg) {
  compile_call *c = arg;
  char key[65];
  fb_error err;
  c->rc = gpu_compile_cubin(c->src, ARCH, c->dir, &c->cubin, &c->len, key, &c->st, &err);
  if (c->rc < 0) fprintf(stderr, "compile: %s\n", err.msg);
  return NULL;
}

static void test_concurrent_compiles_compile_once(void) {
  if (!need_nvrtc()) return;
  int vars[3] = {FM_VAR_linear, FM_VAR_julia, FM_VAR_swirl};
  genome g;
  make_genome(&g, 3, vars);
  char *src = source_of(&g, CODEGEN_FLOAT);
  char dir[512];
  snprintf(dir, sizeof dir, "%s/kc3", tmpdir);
  compile_call calls[4];
  pthread_t t[4];
  for (int i = 0; i < 4; i++) {
    calls[i] = (compile_call){.src = src, .dir = dir};
    pthread_create(&t[i], NULL, compile_thread, &calls[i]);
  }
  int misses = 0, disk_hits = 0, ok = 1;
  for (int i = 0; i < 4; i++) {
    pthread_join(t[i], NULL);
    misses += calls[i].st.misses;
    disk_hits += calls[i].st.disk_hits;
    ok &= calls[i].rc == 0 && calls[i].len == calls[0].len && memcmp(calls[i].cubin, calls[0].cubin, calls[0].len) == 0;
  }
  CHECK(ok);
  CHECK(misses == 1 && disk_hits == 3);
  for (int i = 0; i < 4; i++) free(calls[i].cubin);
  free(src);
  genome_free(&g);
}

/* Whether z is kept from launch to launch (FB_CAMERA3D): for a 3D camera, for a variation of the
 * 3D family, which reads z into x and y with the camera flat, and for JWildfire's 3D affine; not
 * for flam3's. Only the last tests an xform's 3D affine in its step (FM_AFFINE3D). */
static void test_z_kept(void) {
  const int flat[2] = {FM_VAR_linear, FM_VAR_spherical}, z_reading[2] = {FM_VAR_linear, FM_VAR_julia3D};
  for (int c = 0; c < 6; c++) { /* 4, 5: flat, colours by distance or cyclic (FM_COLOR_MODES) */
    genome g;
    make_genome(&g, 2, c == 1 ? z_reading : flat);
    if (c == 4) g.xforms[0].color_type = g.xforms[1].color_type = COLOR_TYPE_DISTANCE;
    if (c == 5) g.xforms[1].color_type = COLOR_TYPE_CYCLIC;
    if (c == 2) g.cam_model = CAM_MODEL_APOPHYSIS, g.cam_pitch = 0.5;
    if (c == 3) g.xforms[1].yz[1][0] = 0.5;
    render_subframe sub = {.cp = &g, .weight = 1.0};
    render_frame frame = {.sub = &sub, .nsub = 1};
    codegen_structure s;
    fb_error err;
    CHECK(gpu_structure_of(&frame, CODEGEN_FLOAT, &s, &err) == 0);
    CHECK(s.camera3d == (c != 0 && c < 4) && s.affine3d == (c == 3) && s.color_modes == (c >= 4));
    char *src = codegen_source(&s, &err);
    CHECK(src && (strstr(src, "#define FB_CAMERA3D 0") != NULL) == (c == 0 || c >= 4));
    CHECK(src && (strstr(src, "#define FM_COLOR_MODES 0") != NULL) == (c < 4));
    CHECK(src && strstr(src, "#define FM_HIDE 0") != NULL && !s.hide); /* none of them crops */
    CHECK(src && (strstr(src, "#define FM_AFFINE3D 0") != NULL) == (c != 3));
    char name[128];
    codegen_describe(&s, name, sizeof name);
    CHECK((strstr(name, "-affine3d") != NULL) == (c == 3) && (strstr(name, "-colormodes") != NULL) == (c >= 4));
    /* with z kept, the flame's z mode (Apophysis 7X's here) is a constant of the steps' code */
    CHECK((strstr(name, "-z0") != NULL) == (s.camera3d == 1) && s.z_mode == (s.camera3d ? 0 : -1));
    CHECK(src && (strstr(src, "xf->z_mode") != NULL) == (c == 0 || c >= 4));
    /* one camera model (Apophysis 7X's, without depth blur): the other's code left out */
    CHECK(src && (strstr(src, "#define FM_CAM3D_MODEL 1\n#define FM_CAM3D_BLUR 0") != NULL) == (c == 2));
    CHECK((strstr(name, "-cam1") != NULL) == (c == 2));
    free(src);
    codegen_structure_free(&s);
    genome_free(&g);
  }
}

/* A structure with a variation that hides points (FM_VARS_HIDE) keeps the hidden mark's tests
 * (FM_HIDE 1, "-hide" in its name); the others drop them (test_z_kept). */
static void test_hide_switch(void) {
  const int vars[2] = {FM_VAR_linear, FM_VAR_crop_box};
  genome g;
  make_genome(&g, 2, vars);
  render_subframe sub = {.cp = &g, .weight = 1.0};
  render_frame frame = {.sub = &sub, .nsub = 1};
  codegen_structure s;
  fb_error err;
  CHECK(gpu_structure_of(&frame, CODEGEN_FLOAT, &s, &err) == 0);
  CHECK(s.hide == 1);
  char *src = codegen_source(&s, &err);
  CHECK(src && strstr(src, "#define FM_HIDE 0") == NULL);
  char name[128];
  codegen_describe(&s, name, sizeof name);
  CHECK(strstr(name, "-hide") != NULL);
  free(src);
  codegen_structure_free(&s);
  genome_free(&g);
}

/* JWildfire's weighting fields (kernels/wfield.h) in a kernel of its own (FB_WFIELD): the one
 * class's function (f22) and the called form of many classes with a final xform (f21) read the
 * field, scale amounts and a pair's parameters on a copy — the one the thread keeps of each
 * xform whose field scales a parameter (FB_WFIELD_COPIES, fb_wcopy_of) —, and end with its colour
 * and jitter; both precisions compile. A structure without one leaves the buffer unread
 * (FB_WFIELD 0). */
static genome *read_flame(const char *path, genome_list *l) {
  fb_error err;
  if (test_read_file(path, l, &err) < 0) {
    fprintf(stderr, "%s: %s\n", path, err.msg);
    return NULL;
  }
  return &l->flames[0];
}

static void test_wfield_kernels(void) {
  genome_list one, many;
  genome *g1 = read_flame("tests/data/modern_forms/f22_wfield_one.flam3", &one);
  genome *g6 = read_flame("tests/data/modern_forms/f21_wfield_classes.flam3", &many);
  CHECK(g1 && g6);
  if (!g1 || !g6) return;
  render_subframe sub = {.cp = g1, .weight = 1.0};
  render_frame frame = {.sub = &sub, .nsub = 1};
  codegen_structure s;
  fb_error err;
  char name[128], plan[64];
  CHECK(gpu_structure_of(&frame, CODEGEN_FLOAT, &s, &err) == 0 && s.wfield == 1 && s.wfield_params == 1);
  codegen_describe(&s, name, sizeof name);
  CHECK(strstr(name, "-wfield") != NULL);
  char *src = codegen_source(&s, &err);
  snprintf(plan, sizeof plan, "n = fm_wfield_plan(f, %d, v, w, am, &sc);", FM_VAR_blob);
  CHECK(src && !strstr(src, "#define FB_WFIELD 0") && strstr(src, plan) &&
        strstr(src, "fm_wfield_scale_params(f, ") && strstr(src, "  return fm_xform_end_field(xf, f, v, &s, out, rng);") &&
        strstr(src, "  FB_WCOPY_AT(0);\n  return fb_class_0(xf + 0, wf ? wf + 0 : wf, wt, wt_of, in, out, rng);") &&
        strstr(src, "#define FB_WFIELD_COPIES 1\n") && strstr(src, "  return i == 0 ? 0 : -1;\n"));
  free(src);
  codegen_structure_free(&s);
  CHECK(compiles(g1, CODEGEN_FLOAT) == 0);
  CHECK(compiles(g1, CODEGEN_DOUBLE) == 0);
  sub.cp = g6;
  CHECK(gpu_structure_of(&frame, CODEGEN_FLOAT, &s, &err) == 0 && s.wfield == 1 && s.num_finals == 1);
  src = codegen_source(&s, &err);
  CHECK(src && strstr(src, "fb_apply_called(int fn, const fm_xform *xf, const fm_wfield *wf,") &&
        strstr(src, "fb_class_0(x, s, &rng, f, v, wt, wt_of);") &&
        strstr(src, "r.bad = fm_xform_end_field(x, f, v, &s, &r.p, &rng);") &&
        strstr(src, "fb_xform_final(xf, wf, wt, wt_of, in, out, rng);") &&
        /* the copies the thread keeps: the two xforms whose fields scale parameters */
        strstr(src, "#define FB_WFIELD_COPIES 2\n") && strstr(src, "  return i == 0 ? 0 : i == 2 ? 1 : -1;\n"));
  free(src);
  codegen_structure_free(&s);
  CHECK(compiles(g6, CODEGEN_FLOAT) == 0);
  for (int i = 0; i < g6->num_xforms + g6->num_finals; i++) genome_wfield_init(&g6->xforms[i].wfield);
  CHECK(gpu_structure_of(&frame, CODEGEN_FLOAT, &s, &err) == 0 && s.wfield == 0);
  src = codegen_source(&s, &err);
  CHECK(src && strstr(src, "#define FB_WFIELD 0") && !strstr(src, "fm_wfield_plan") && !strstr(src, "FB_WFIELD_COPIES"));
  free(src);
  codegen_structure_free(&s);
  genome_list_free(&one);
  genome_list_free(&many);
}

int main(void) {
  const char *part = getenv("TEST_CODEGEN_PART");
  if (part && !strcmp(part, "heavy")) heavy_only = 1;
  else if (part && !strcmp(part, "light")) heavy_compiles = 0;
  else if (part && *part) {
    fprintf(stderr, "codegen: TEST_CODEGEN_PART=%s: want heavy, light or nothing\n", part);
    return 1;
  }
  if (heavy_only) { /* the tests whose compiles "light" leaves out */
    nvrtc_check_init("codegen");
    RUN(test_every_variation_compiles);
    RUN(test_double_variant_compiles);
    RUN(test_xaos_final_and_palette_modes);
    RUN(test_one_sub_kernel);
    RUN(test_several_finals_kernel);
    RUN(test_classes_share_code);
    RUN(test_one_class_no_switch);
    RUN(test_many_classes_called);
    RUN(test_wfield_kernels);
    RUN(test_generic_kernel_all);
    return check_summary("codegen");
  }
  RUN(test_z_kept);
  RUN(test_hide_switch);
  snprintf(tmpdir, sizeof tmpdir, "/tmp/flamebuild-codegen.XXXXXX");
  if (!mkdtemp(tmpdir)) {
    perror("mkdtemp");
    return 1;
  }
  nvrtc_check_init("codegen");
  RUN(test_device_lists);
  RUN(test_probe_reports_cleanly);
  RUN(test_every_variation_compiles);
  RUN(test_families_of_a_structure);
  RUN(test_double_variant_compiles);
  RUN(test_xaos_final_and_palette_modes);
  RUN(test_union_over_subframes);
  RUN(test_one_sub_kernel);
  RUN(test_several_finals_kernel);
  RUN(test_classes_share_code);
  RUN(test_one_class_no_switch);
  RUN(test_guards_split_classes);
  RUN(test_frame_past_the_variations_an_xform_holds);
  RUN(test_many_classes_called);
  RUN(test_wfield_kernels);
  RUN(test_limits);
  RUN(test_generic_kernel);
  RUN(test_generic_kernel_all);
  RUN(test_fastnoise_compiles);
  RUN(test_key_follows_structure_not_values);
  RUN(test_kernel_cache);
  RUN(test_kernel_cache_two_archs);
  RUN(test_compile_uses_cache);
  RUN(test_concurrent_compiles_compile_once);
  char cmd[600];
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmpdir);
  if (system(cmd) != 0) fprintf(stderr, "could not remove %s\n", tmpdir);
  return check_summary("codegen");
}
