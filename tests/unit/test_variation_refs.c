/*
 * test_variation_refs.c — the variations beyond flam3 against an independent implementation:
 * each file of tests/data/variation_refs holds values that Fractorium's own code computed
 * (tests/tools/ember_refs.sh), or JWildfire's for its own variations (tests/tools/jwf_refs.sh;
 * its draws are raw values u handed out as u/(2^32-1), as the scripted fm_rng_01 maps them):
 * weight, parameters and point drawn over the ranges artists use, the degenerate cases among
 * them; and the CPU's double formula (kernels/var_*.h through
 * fm_apply_var, after fm_xform_precalc, as render/iterate.c runs it) must give the same point
 * within 1e-9 relative. The GPU's float side of the same formulas is bounded against this
 * double side by test_precision (tests/data/variations_modern). A "(xyzc)" file carries the
 * point's colour index in and out as a fourth coordinate (JWildfire's colour shifts and direct
 * colour: fm_var_state.color), a "(xyh)" file the point's hidden state (JWildfire's doHide,
 * 0 or 1: fm_var_state.hide) as a third, a "(xyzcrgb)" file the true colour a direct-colour
 * variation gives the point (JWildfire's rgbColor: fm_var_state.rgb, exactly) as a fifth after
 * the colour form's four (a "(xyzchrgb)" file: the hidden state fifth, the true colour sixth), and a JWildfire post function (FM_VARS_NATURAL_POST)
 * gets its point as the xform's sum, which it works on (tests/tools/JwfRefs.java says the same).
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
#include "../../genome/formula.h"
#include "../../genome/genome.h"
#include "../../genome/resource_text.h"
#include "../../kernels/variations.h"
#include "../../kernels/camera3d.h"
#include "../../render/prepare.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

#include "zst_text.h"

/* tests/data/variation_refs/NAME.txt.zst (ember_refs.sh and jwf_refs.sh compress what their
 * harnesses print) as a stream of its text; NULL if it cannot be read. */
static FILE *open_refs(const char *name) {
  char path[256];
  snprintf(path, sizeof path, "tests/data/variation_refs/%s.txt.zst", name);
  return open_zst_text(path);
}

enum { MAX_PARAMS = 96, MAX_RANDOM = 4096 }; /* quaternion has 92 params; chaosCubes draws over 1,024 */

/* Checks every line of tests/data/variation_refs/NAME.txt; returns the values compared. */
/* subflame_wf's sub-flame in its reference values, kept (genome/resource_text.h): the text
 * tests/tools/JwfRefs.java's subflameText() gives JWildfire's SubFlameWFFunc. */
static uint64_t subflame_text(void) {
  char text[4096];
  int n = snprintf(text, sizeof text, "%s",
                   "<flame name=\"sub\" version=\"JWildfire V9.00 (01.10.2025)\" size=\"100 100\""
                   " center=\"0.0 0.0\" scale=\"25.0\"><xform weight=\"1.0\" color=\"0.7\" symmetry=\"0.0\" linear=\"1.0\""
                   " coefs=\"0.5 0.25 -0.25 0.5 0.3 -0.2\"/><finalxform color=\"0.2\" symmetry=\"0.0\" linear=\"1.0\""
                   " coefs=\"1.0 0.0 0.0 1.0 0.1 0.0\"/><palette count=\"256\" format=\"RGB\">");
  for (int i = 0; i < 256; i++) n += snprintf(text + n, sizeof text - (size_t)n, "%02X%02X%02X", 255 - i, 64, i);
  n += snprintf(text + n, sizeof text - (size_t)n, "</palette></flame>");
  return genome_text_keep(text, (size_t)n);
}

static int check_file(const char *name) {
  FILE *f = open_refs(name);
  CHECK(f != NULL);
  if (!f) return 0;
  int var = -1; /* the header's NAME: the file may be one of several for a variation (NAME_special) */
  /* a reference file NAME_jwfz: the variation under JWildfire's rules (FM_JWF_RULES, its z mode) */
  const size_t name_len = strlen(name);
  const int jwfz = name_len > 5 && !strcmp(name + name_len - 5, "_jwfz");
  int params[MAX_PARAMS], np = 0, n = 0, bad = 0, xyz = 0, colour = 0, sum = 0, hide = 0, hide5 = 0, rgb5 = 0, rgb6 = 0;
  double worst = 0;
  static char line[1 << 16]; /* up to MAX_RANDOM draws of 10 digits a line */
  /* a plot variation's formulas, "# formula K HEX" after the header, compiled as the parser
   * compiles a JWildfire file's (genome/parse_plots.c) */
  double formulas[FM_FORMULA_SLOTS] = {0};
  static const char *const formula_vars[][3] = {{"x"}, {"x", "z"}, {"t"}, {"t", "u"}, {"u", "v"}, {"x", "y", "z"}};
  while (fgets(line, sizeof line, f)) {
    int fk;
    char hex[4096];
    if (sscanf(line, "# formula %d %4095s", &fk, hex) == 2) {
      char text[2048] = {0}, why[200] = "";
      for (size_t i = 0; hex[2 * i] && hex[2 * i + 1] && i + 1 < sizeof text; i++) {
        const char pair[3] = {hex[2 * i], hex[2 * i + 1], 0};
        text[i] = (char)strtol(pair, NULL, 16);
      }
      CHECK(var >= FM_VAR_yplot2d_wf && var <= FM_VAR_isosfplot3d_wf);
      const char *const *names = formula_vars[var >= FM_VAR_yplot2d_wf && var <= FM_VAR_isosfplot3d_wf ? var - FM_VAR_yplot2d_wf : 0];
      const int rc = formula_compile(formulas, fk, text, names, why, sizeof why);
      if (rc < 0) fprintf(stderr, "%s: formula %d \"%s\": %s\n", name, fk, text, why);
      CHECK(rc == 0);
      continue;
    }
    if (line[0] == '#') { /* "# NAME: param param …", "# NAME (xyz): …" for a 3D variation,
                             "# NAME (xyzc): …" for one that reads or sets the colour too (JWildfire's
                             post functions: the point is the sum), "# NAME (xyzsc): …" for one
                             that reads or sets the sum so far and the colour (Fractorium's),
                             "# NAME (xyh): …" for a 2D one that hides points (JWildfire's doHide:
                             the point's hidden state before and after, 0 or 1, as a third value) */
      char *save = NULL, *vname = (strtok_r(line, " \n", &save), strtok_r(NULL, " :\n", &save));
      hide = strstr(save ? save : "", "(xyh):") != NULL;
      sum = strstr(save ? save : "", "(xyzsc):") != NULL;
      hide5 = strstr(save ? save : "", "(xyzch):") != NULL; /* 3D, colour, and the hidden state fifth */
      rgb5 = strstr(save ? save : "", "(xyzcrgb):") != NULL; /* 3D, colour, and the true colour fifth */
      /* 3D, colour, the hidden state fifth and the true colour sixth */
      rgb6 = strstr(save ? save : "", "(xyzchrgb):") != NULL;
      hide5 = hide5 || rgb6;
      colour = hide5 || rgb5 || strstr(save ? save : "", "(xyzc):") != NULL;
      xyz = sum || colour || strstr(save ? save : "", "(xyz):") != NULL;
      var = vname ? genome_variation_from_name(vname) : -1;
      np = 0; /* a file may hold several sections, each its header (synth_legacy_jwfz: a mode each) */
      /* flam3's own only for the parameters other editors gave them (FM_PARAMS_BEYOND_FLAM3),
       * and under JWildfire's rules (NAME_jwfz: bubble's z, rings2's int) */
      /* (a file named for an editor's other name of one of ours, dc_boarders, heads it with ours) */
      CHECK(var >= FM_NVARS_FLAM3 || var == FM_VAR_splits || var == FM_VAR_waves2 || var == FM_VAR_log || jwfz ||
            (vname && strcmp(name, vname) != 0 && strncmp(name, vname, strlen(vname)) != 0));
      if (xyz || hide) strtok_r(NULL, " \n", &save); /* "(xyz):" */
      for (char *t; np < MAX_PARAMS && (t = strtok_r(NULL, " \n", &save));) {
        /* the xform's affine, for a variation that reads it (dc_carpet): affine_A … affine_F,
         * Fractorium's letters (x' = A·x + B·y + C, y' = D·x + E·y + F), as -1 … -6 */
        if (strncmp(t, "affine_", 7) == 0 && t[7] >= 'A' && t[7] <= 'F' && t[8] == 0) {
          params[np++] = -1 - (t[7] - 'A');
          continue;
        }
        params[np] = genome_param_from_name(t);
        /* the pre half of a pair of JWildfire's order 2 reads its post half's parameters */
        int owner = var;
#define PREPOST_OWNER(post, pre) if (var == FM_VAR_##pre) owner = FM_VAR_##post;
        FM_VARS_PREPOST_PAIRS(PREPOST_OWNER)
#undef PREPOST_OWNER
        CHECK(params[np] >= 0 && genome_param_variation(params[np]) == owner);
        np++;
      }
      CHECK(strtok_r(NULL, " \n", &save) == NULL); /* none left out past MAX_PARAMS */
      continue;
    }
    /* weight, parameters, the point (x y, x y z, or x y z colour), for xyzsc the sum and colour
     * before the call, and the reference's output (likewise; xyzsc: the sum after and the colour) */
    const int dims = rgb6 ? 6 : hide5 || rgb5 ? 5 : sum || colour ? 4 : xyz || hide ? 3 : 2;
    const int nvalues = sum ? np + 12 : np + 1 + 2 * dims, at = np + 1, before = at + 3;
    const int out = sum ? at + 7 : at + dims;
    double v[MAX_PARAMS + 14]; /* up to 13 after the parameters: xyzchrgb */
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
    if (jwfz) xf.z_mode = FM_Z_JWILDFIRE;
    for (int p = 0; p < FM_NPARAMS; p++) xf.param[p] = genome_param_default(p);
    for (int i = 0; i < np; i++) {
      const int letter = -1 - params[i]; /* A, B, C: x' (c[0..2][0]); D, E, F: y' (c[0..2][1]) */
      if (params[i] < 0) xf.c[letter % 3][letter / 3] = v[1 + i];
      else xf.param[params[i]] = v[1 + i];
    }
    for (int i = 0; i < FM_FORMULA_SLOTS; i++) xf.param[FM_P_formula_code00 + i] = formulas[i];
    const point_table *held = NULL; /* a table of points, pinned while the call reads it */
    if (var == FM_VAR_text_wf) render_prepare_text_wf(&xf); /* its text's points, as a frame's */
    if (var == FM_VAR_dla_wf) held = render_prepare_dla_wf(&xf); /* its aggregate's points, as a frame's */
    if (var == FM_VAR_dla3d_wf) held = render_prepare_dla3d_wf(&xf);
    if (var == FM_VAR_snowflake_wf) held = render_prepare_snowflake_wf(&xf); /* its crystal's points */
    if (var == FM_VAR_subflame_wf) { /* its sub-flame, kept as the parser keeps it, and its cloud */
      double part[3];
      genome_text_digest_split(subflame_text(), part);
      for (int d = 0; d < 3; d++) xf.param[FM_P_subflame_wf_text0 + d] = part[d];
      held = render_prepare_subflame_wf(&xf);
    }
    if (var == FM_VAR_brownian_js) held = render_prepare_brownian_js(&xf); /* its path's segments, as a frame's */
    if (var == FM_VAR_hopalong) held = render_prepare_hopalong(&xf); /* its orbit's points, as a frame's */
    if (var == FM_VAR_threeply) held = render_prepare_threeply(&xf);
    if (var == FM_VAR_macmillan) held = render_prepare_macmillan(&xf);
    if (var == FM_VAR_gingerbread_man) held = render_prepare_gingerbread_man(&xf);
    fm_xform_precalc(&xf);
    fm_var_state st;
    fm_var_state_init(&st, v[at], v[at + 1]);
    if (xyz) st.tz = v[at + 2];
    if (hide) st.hide = v[at + 2] != 0;
    if (colour) st.color = v[at + 3];
    if (hide5) st.hide = v[at + 4] != 0;
    st.rgb = rgb5 ? (fm_u32)v[at + 4] : rgb6 ? (fm_u32)v[at + 5] : 0; /* as fm_xform_begin leaves it: JWildfire's rgbColor reset */
    if (fm_var_prepost_flags(var) & FM_NATURAL_POST) { /* a post function: the point is the sum */
      st.px = st.tx;
      st.py = st.ty;
      st.pz = st.tz;
    }
    if (sum) {
      st.px = v[before];
      st.py = v[before + 1];
      st.pz = v[before + 2];
      st.color = v[before + 3];
    }
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
    /* a variation whose colour walks along the trajectory (FM_VARS_WALK: fm_point.walk): the
     * reference is a fresh instance's FM_TAE_WALK-th call, the calls before it on the same point */
    int walks = 0;
#define WALKS(name) walks |= var == FM_VAR_##name;
    FM_VARS_WALK_COLOUR(WALKS) /* (an orbit's reference is a trajectory's first call) */
#undef WALKS
    for (int call = 1; walks && call < FM_TAE_WALK; call++) {
      fm_var_state walked = st;
      fm_apply_var(var, &walked, &xf, v[0], &rng);
      st.walk = walked.walk;
    }
    fm_apply_var(var, &st, &xf, v[0], &rng);
    point_table_release(held);
    /* Fractorium's files (xyz, xyzsc): its z-carrying 2D variations' z, which fm_apply_xform adds
     * (fm_carries_z); JWildfire's (xyzc) carry none */
    if (xyz && !colour && fm_carries_z(fm_var_prepost_flags(var), xf.z_mode)) st.pz += v[0] * st.tz;
    if ((rng.next != drawn || rng.overrun || rng.byte_next != (bar ? next_after : cache_next)) && bad++ < 3)
      fprintf(stderr, "%s line %d: drew %d random numbers%s, Fractorium %ld\n", name, n + 1, rng.next,
              rng.overrun ? " (beyond the script)" : "", drawn);
    const double want[6] = {v[out], v[out + 1], xyz || hide ? v[out + 2] : 0, (sum || colour) ? v[out + 3] : 0,
                            hide5 || rgb5 ? v[out + 4] : 0, rgb6 ? v[out + 5] : 0};
    const double got[6] = {st.px, st.py, hide ? st.hide : st.pz, st.color, hide5 ? st.hide : rgb5 ? (double)st.rgb : 0,
                           rgb6 ? (double)st.rgb : 0};
    for (int c = 0; c < dims; c++) {
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
  /* (an orbit's line walks a table of a million points: 200 of them) */
  int orbit = 0;
#define ORBIT(name) orbit |= var == FM_VAR_##name;
  FM_VARS_WALK_ORBIT(ORBIT)
#undef ORBIT
  CHECK(n >= (orbit ? 200 : 1000));
  printf("%s: %d points against its reference, worst relative difference %.3g\n", name, n, worst);
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
    "synth", "bubble_jwfz", "sineblur", "waves2b", "waves2b_special", "boarders2", "juliac", "epispiral", "crop", "starblur",
    "waffle", "bubble2", "octagon", "circlecrop", "lazyjess", "lazyjess_2", "falloff2", "xtrb", "nblur",
    /* var_jwildfire.h: against JWildfire's own code (tests/tools/jwf_refs.sh) */
    "epispiral_wf", "yin_yang", "truchet", "truchet_seeds", "spirograph", "cannabiscurve_wf", "waves4_wf",
    "waves2_wf", "waves3_wf", "cloverleaf_wf", "rose_wf", "heart_wf", "julian3Dx", "spherical3D_wf",
    "spherical3D_wf_2", "linearT3D", "kaleidoscope", "cylinder_apo",
    /* JWildfire's post functions: on the sum, with the colour in and out */
    "post_axis_symmetry_wf", "post_axis_symmetry_wf_turned", "post_point_symmetry_wf",
    "elliptic_jwf",
    /* flam3's splits with JWildfire's shears (FM_PARAMS_BEYOND_FLAM3) */
    "splits_shears",
    /* flam3's waves2 with Fractorium's z wave, its log with Fractorium's base (FM_PARAMS_BEYOND_FLAM3) */
    "waves2_z", "log_base",
    "dc_linear", "plane_wf", "affine3D", "affine3D_plain", "post_mirror_wf",
    "acosh", "acosech", "acoth", "sec2_bs", "exblur", "maple_leaf", "rhodonea",
    "sunflower", "szubieta", "tanh2_bs", "sinh2_bs", "sech2_bs", "csc2_bs", "cot2_bs", "cos2_bs",
    "butterfly3D", "inflateZ_3", "disc3", "invsquircular", "oak_leaf", "japanese_maple_leaf",
    "whitney_umbrella", "ennepers2", "sph3D", "cone", "pyramid", "petal3D_apo",
    /* var_jwf_symmetry.h */
    "sym_ng1", "sym_ng2", "sym_ng3", "sym_ng4", "sym_ng5", "sym_ng6", "sym_ng7", "sym_ng8", "sym_ng9", "sym_ng10",
    "sym_ng11", "sym_ng12", "sym_ng13", "sym_ng14", "sym_ng15", "sym_ng16", "sym_ng17", "sym_bg1", "sym_bg2",
    "sym_bg3", "sym_bg4", "sym_bg5", "sym_bg6", "sym_bg7",
    /* var_jwf_surfaces.h */
    "superShape3d", "spirograph3D", "seashell3D", "inflateZ_1", "inflateZ_4", "inflateZ_5", "inflateZ_6",
    /* var_jwf_attractors.h */
    "clifford_js", "lorenz_js", "svensson_js", "sattractor_js", "woggle_js",
    /* var_jwildfire2.h */
    "post_smartcrop", "post_smartcrop_plain", "sin2_bs", "tan2_bs", "csch2_bs", "coth2_bs", "cosh2_bs",
    "chunk", "crown_js", "maurer_rose", "invpolar", "chrysanthemum", "layered_spiral", "spligon", "shredded",
    "joukowski", "circleRand", "lazysensen", "glitchy1", "rosoni", "minkowskope", "tqmirror",
    /* var_jwildfire3.h */
    "complex", "complex_some", "post_trig", "post_trig_some", "inversion", "inversion_plain", "inversion_rhodonea",
    "gpattern", "gpattern_4", "gpattern_gaps", "text_wf", "scrambly", "scrambly_shift",
    /* JWildfire's parameters of Fractorium's variations (at their defaults Fractorium's) */
    "fdisc_jwf", "henon_jwf", "lozi_jwf", "stwin_jwf", "hypershift_jwf", "shift_jwf", "pRose3D_jwf",
    /* var_jwildfire_crops.h: the point hidden or not too */
    "crop_box", "crop_cross", "crop_polygon", "crop_rhombus", "crop_stars", "crop_trapezoid", "crop_triangle",
    "crop_vesica", "crop_x", "flower_db", "cpow3_wf", "butterfly_fay", "butterfly_fay_closed", "xheart_blur_wf",
    "target_sp", "exp2_bs", "bubble_wf", "octagon_jwf", "sunflower_fill", "hypershift_jwf_own",
    "rhodonea_hide", "circlecrop_jwf", "crop_jwf",
    /* JWildfire's forms of Fractorium's (var_jwildfire7.h) */
    "hole_jwf", "funnel_jwf", "ripple_jwf", "squirrel_jwf", "sintrange_jwf", "murl2_jwf", "mask_jwf",
    "cubicLattice_3D_jwf", "bubbleT3D_jwf", "blade3D_jwf",
    /* var_jwildfire7.h: falloff2, and post functions on the sum (FM_VARS_NATURAL_POST) */
    "falloff2_jwf", "post_falloff2_jwf", "post_depth_jwf", "post_curl_jwf", "post_curl3D_jwf", "post_colorscale_wf_jwf",
    "murl_jwf",
    /* shared variations under JWildfire's rules (FM_JWF_RULES), against JWildfire's own code */
    "synth_jwfz", "synth_shifttheta_jwfz", "synth_disc_jwfz", "synth_legacy_jwfz", "checks_jwfz", "pie3D_jwfz", "x_jwfz", "y_jwfz", "z_jwfz",
    "w_jwfz", "lazyTravis_jwfz", "eScale_jwfz", "hypertile3D_jwfz", "cubic3D_jwfz", "loq_jwfz", "sinq_jwfz", "cosq_jwfz", "tanq_jwfz", "cotq_jwfz", "secq_jwfz", "cscq_jwfz", "sinhq_jwfz",
    "coshq_jwfz", "tanhq_jwfz", "cothq_jwfz", "sechq_jwfz", "cschq_jwfz", "estiq_jwfz", "squish_jwfz", "ho_jwfz",
    "gdoffs_jwfz", "octapol_jwfz", "cpow2_jwfz", "cpow3_jwfz", "blur_pixelize_jwfz", "falloff3_jwfz",
    "rings2_jwfz", "rings2_tiny_jwfz", "scry2_jwfz", "mobius_strip_jwfz",
    /* var_jwf_primitives.h: the solid's point drawn until inside, else hidden; crop3D and spherecrop (xyzch) */
    "box3D", "bbox3D", "cone3D", "cappedcone3D", "cappedtorus3D", "capsule3D", "cylinder3D", "ellipsoid3D",
    "hexprism3D", "octahedron3D", "octogonprism3D", "ocylinder3D", "ocappedcone3D", "oroundcone3D", "pyramid3D",
    "rbox3D", "rhombus3D", "solidangle3D", "torus3D", "triprism3D", "crop3D", "spherecrop", "hourglass3D",
    /* var_jwildfire8.h (bsplit: the point hidden or not too) */
    "csin", "atan", "bulge", "anamorphcyl", "bi_linear", "bipolar2", "bsplit", "csc_squared", "gridout2", "hole2",
    "holesq", "hyperbolicellipse", "inflateZ_2", "plusrecip", "pTransform", "rings3", "squircular", "stripfit",
    "tangent3D", "erf3D", "sphere_nja", "pdj3D", "petal3D", "whirligig", "ztwister", "vortex", "onion", "onion2",
    "fresnel", "minkQM", "c_symmetry", "jac_asn", "jac_elk", "gridout3D",
    "sqrt_acosech", "sqrt_acosh", "sqrt_acoth", "sqrt_asech", "sqrt_asinh", "sqrt_atanh", "apollony", "circular",
    "circular2", "log_apo", "log_tile2", "devil_warp", "dustpoint", "elliptic2", "exp_multi", "inverted_julia",
    "julia_outside", "tile_reverse", "spliptic_bs", "vogel", "tunnel", "r_circleblur", "hadamard_js", "threepoint_js",
    "invtree_js", "cell2", "parallel", "atan2_spirals", "boxfold", "intersection", "meeple",
    /* var_jwildfire10.h */
    "hypertile3Db", "hypertile3D2b", "juliascope3Db", "mobius3D_with_inverse", "jubiQ", "jubiQ_negative",
    "klein_group", "klein_group_axes", "glynnSShape", "glynnia3", "glynnlissa", "truchetflow",
    /* var_jwildfire11.h */
    "truchet2", "chaosCubes", "drunken_tiles", "flora", "bwrands", "mandelbox2D",
    /* JWildfire's cut_* family (var_jwf_cut.h) */
    "cut_fun", "cut_tileillusion", "cut_2ewangtile", "cut_alientext", "cut_apollonian", "cut_booleans",
    "cut_bricks", "cut_btree", "cut_btruchet", "cut_celtic", "cut_chains", "cut_circdes", "cut_fractal",
    "cut_glypho", "cut_hexdots", "cut_hextruchetflow", "cut_jigsaw", "cut_kaleido", "cut_kleinian",
    "cut_magfield", "cut_mandala", "cut_metaballs", "cut_pattern",
    /* var_jwf_cut3.h */
    "cut_randomtile", "cut_rgrid", "cut_shapes", "cut_sincos", "cut_snowflake", "cut_spiral", "cut_spiralcb",
    "cut_spots", "cut_sqcir", "cut_sqsplits", "cut_swarp",
    /* var_jwf_cut4.h */
    "cut_triantess", "cut_triskel", "cut_truchet", "cut_truchetweaving",
    /* var_jwf_cut5.h */
    "cut_tstruchet", "cut_vasarely", "cut_web", "cut_wood", "cut_x", "cut_yuebing", "cut_zigzag",
    /* var_jwildfire12.h */
    "glynnSim2B", "glynnspiro", "juliascopePlus", "mobiqN", "swirl3D_wf", "cactusGlobe", "camouflage", "combimirror", "conicalSpiral",
    /* var_jwildfire13.h */
    "geometricPrimitives", "dc_carpet3D", "fract_dragon_wf", "fract_mandelbrot_wf", "fract_meteors_wf",
    "fract_pearls_wf", "fract_salamander_wf",
    /* var_jwildfire14.h */
    "natural_foam", "pointgrid_wf", "pointgrid3d_wf", "romanesco", "polySurf",
    "fract_pearls_wf", "fract_salamander_wf", "de_stijl", "lace_js", "apocarpet_js", "siercarpet_js", "iconattractor_js", "pixel_flow",
    /* var_jwildfire16.h */
    "crackle",
    "ringer",
    /* var_jwildfire17.h */
    "tess_shape", "cell3D", "kifs3d",
    /* var_jwf_truchet.h */
    "arctruchet", "triantruchet",
    /* var_jwildfire24.h (multi_ifs: JWildfire's z rule, w·z where the flame does not preserve z; dla_wf,
     * dla3d_wf and snowflake_wf: their aggregates and crystal grown as JWildfire grows them,
     * render/dla_points.c, render/dla3d_points.c, render/snowflake_points.c) */
    "multi_ifs_jwfz", "grid3d_wf", "dla_wf", "dla3d_wf", "snowflake_wf",
    /* var_jwf_primitives.h (primitives_wf: the flat shapes' z under the flame's rule) */
    "primitives_wf",
    /* var_jwildfire24.h (subflame_wf: its sub-flame's cloud made by render/subflame_points.c from subflame_text) */
    "subflame_wf",
    /* var_jwf_crops3d.h (post_bulbtorus_crop: JWildfire's priority 0, on the sum so far) */
    "post_mandelbulb3d_crop", "post_mandelbox3d_crop", "post_aexion_crop", "post_benesi_crop", "post_bristorbrot_crop",
    "post_bulbtorus_crop", "post_coastalbrot_crop", "post_asurf_crop",
    /* JWildfire's pre_dcztransl, which flamebuild reads as the pre form of Fractorium's dc_ztransl */
    "dc_ztransl_jwf",
    /* var_jwildfire26.h (truchet_ae: its instance's 64th call, kernels/var_jwildfire26.h) */
    "truchet_ae", "brownian_js", "dc_dmodulus", "dc_kaleidotile",
    /* var_jwf_attractors.h (the orbits: a trajectory's first call, at a random one of the table's points) */
    "hopalong", "threeply", "macmillan", "gingerbread_man",
    /* var_jwildfire25.h (ringtile_inv: the pre half, which adds to the sum; pre_c_var: c_var's pre form
     * that sets the point, JWildfire's pre_c_var) */
    "ringtile", "ringtile_inv", "flame_bulb", "c_var", "pre_c_var", "post_c_var", "curliecue",
    /* var_jwildfire19.h */
    "mobius_dragon_3D", "quaternion",
    "glitchy2", "polylogarithm",
    /* var_apo_plugins.h, against the Apophysis plugins' own code (tests/tools/apo_refs.sh) */
    "curl2", "julian2dc", "julian3", "juni", "post_mirror", "post_stun", "xcurl2", "xhyperbol", "spherical2",
    /* … and the plugins that are ours under another name: dc_boarders flam3's boarders, stwins stwin */
    "dc_boarders", "stwins",
    /* var_fractorium14.h: the last of Fractorium's, and JWildfire's own dc_perlin */
    "crackle2", "inkdrop", "dc_perlin", "dc_perlin_jwf",
    /* var_jwildfire21.h (the _inv: the pre halves, JWildfire's invtransform, as prepost_circlize_inv) */
    "prepost_mobius", "prepost_mobius_inv", "prepost_affine", "prepost_affine_inv",
    /* var_jwildfire22.h (rect_wf, wave3D_wf, recip: JWildfire's pre_rect_wf, pre_wave3D_wf, pre_recip, whose
     * point is the sum their pre form sets, as stabilize; prepost_blob_inv: the pre half) */
    "post_ztranslate_wf", "post_zscale_wf", "rect_wf", "wave3D_wf", "prepost_blob", "prepost_blob_inv", "post_crosscrop", "recip",
    "recip_chain",
    /* var_jwildfire23.h: a true colour (xyzcrgb), JWildfire's default code */
    "colordomain", "ducks",
    /* var_jwf_dc.h: a true colour, and the grey as the palette coordinate */
    "dc_booleans", "dc_booleans_grey",
    "dc_hexagons", "dc_hexagons_grey", "dc_apollonian", "dc_apollonian_grey", "glsl_apollonian", "glsl_acrilic",
    "dc_acrilic", "dc_acrilic_grey", "glsl_circlesblue", "dc_circlesblue", "dc_circlesblue_grey",
    "glsl_kaleidoscopic", "glsl_kaleidoscopic_grey", "dc_kaleidoscopic", "dc_kaleidoscopic_grey",
    "glsl_kaleidocomplex", "glsl_kaleidocomplex_grey", "dc_kaleidocomplex", "dc_kaleidocomplex_grey",
    "glsl_hyperbolictile", "glsl_hyperbolictile_grey", "dc_hyperbolictile", "dc_hyperbolictile_grey",
    "dc_worley", "dc_worley_grey", "dc_vortex", "dc_vortex_grey",
    "dc_menger", "dc_menger_grey", "dc_mandbrot", "dc_mandbrot_grey", "dc_fractcolor", "dc_fractcolor_grey",
    "dc_voronoise", "dc_voronoise_grey", "dc_turbulence", "dc_turbulence_grey", "dc_warping", "dc_warping_grey",
    /* var_jwf_dc4.h */
    "glsl_squares", "dc_squares", "dc_squares_grey", "glsl_starsfield", "dc_starsfield", "dc_starsfield_grey",
    "glsl_mandelbox2D", "dc_mandelbox2D", "dc_mandelbox2D_grey", "glsl_mandala", "dc_mandala", "dc_mandala_grey",
    /* var_jwf_dc6.h */
    "glsl_kaliset", "dc_kaliset", "dc_kaliset_grey", "glsl_kaliset2", "dc_kaliset2", "dc_kaliset2_grey",
    "glsl_hoshi", "dc_hoshi", "dc_hoshi_grey", "glsl_grid3D", "dc_grid3D", "dc_grid3D_grey",
    /* var_jwf_dc8.h */
    "dc_sunflower", "dc_sunflower_grey", "dc_spacefold", "dc_spacefold_grey", "dc_rotations", "dc_rotations_grey", "dc_quadtree", "dc_quadtree_grey",
    "dc_portal", "dc_portal_grey", "dc_poincaredisc", "dc_poincaredisc_grey", "dc_pentatiles", "dc_pentatiles_grey", "dc_moebiuslog", "dc_moebiuslog_grey",
    /* var_jwf_dc9.h */
    "dc_layers", "dc_layers_grey", "dc_inversion", "dc_inversion_grey", "dc_glypho", "dc_glypho_grey",
    "dc_gabornoise", "dc_gabornoise_grey", "dc_ducks", "dc_ducks_grey",
    "dc_cairotiles", "dc_cairotiles_grey", "dc_butterflies", "dc_butterflies_grey",
    /* var_jwf_dc11.h; dc_gmandelbroot (xyzchrgb): it hides the points it colours black */
    "dc_gmandelbroot", "dc_gmandelbroot_grey", "dc_triantess", "dc_triantess_grey", "dc_triTile",
    /* var_jwf_dc7.h */
    "glsl_fractaldots", "dc_fractaldots", "dc_fractaldots_grey", "dc_truchet", "dc_truchet_grey",
    "dc_tree", "dc_tree_grey", "dc_tesla", "dc_tesla_grey", "dc_randomoctree", "dc_randomoctree_grey",
    /* var_jwf_dc13.h */
    "glsl_randomoctree", "glsl_randomoctree_grey",
    /* var_jwf_dc10.h: the palette coordinate */
    "dc_crackle_wf", "dc_cracklep_wf", "dc_cylinder2", "dc_hexes_wf", "dc_gnarly",
    /* var_jwf_plots.h: formulas compiled by genome/formula.c */
    "yplot2d_wf", "yplot3d_wf", "polarplot2d_wf", "polarplot3d_wf", "parplot2d_wf", "isosfplot3d_wf",
    /* var_jwildfire4.h (stabilize: JWildfire's pre_stabilize, whose point is the sum its pre form sets) */
    "corners", "triangle", "dinis_surface_wf", "dinis_surface_wf_hide", "colorscale_wf", "checkerboard_wf",
    "stabilize", "wallpaper_js", "harmonograph_js", "crob", "hamid_js", "koch_js", "gosperisland_js", "htree_js", "tree_js", "rsquares_js",
    /* var_jwildfire5.h (prepost_circlize_inv: the pre half, JWildfire's invtransform, whose point is
     * the one its pre form sets) */
    "waveblur_wf", "prepost_circlize", "prepost_circlize_inv",
    /* var_jwildfire6.h (nsudoku: x and y, its colours a random board's in JWildfire; dragon_js and
     * hilbert_js below, by their steps' ends and by distribution) */
    "recurrenceplot", "nsudoku", "hexnix3D", "fract_julia_wf",
    /* var_fractorium3.h */
    "hypertile1", "hypertile2", "julian2", "npolar", "npolar_even", "phoenix_julia", "cpow2", "cpow3", "log_db",
    "glynnia", "GlynnSim1", "GlynnSim2", "GlynnSim3", "eJulia", "arcsech", "arcsech2", "arcsinh", "arctanh", "farblur",
    "blur_linear", "blur_zoom", "blur_circle", "blur_pixelize", "tile_log", "tile_hlp", "juliaq", "mcarpet", "checks", "wdisc",
    "swirl3", "swirl3r", "gaussian", "rays1", "rays2", "rays3", "flowerdb", "exp2", "tanh_spiral",
    "Kaleidoscope", "Spirograph", "wavesn", "SphericalN", "Lissajous", "line", "taurus", "barycentroid", "hypershift",
    "d_spherical",
    /* var_fractorium4.h */
    "waves2_3D", "foci_3D", "blade3D", "depth", "zblur", "rotate_x", "rotate_y", "rotate_z", "disc3d",
    "circleblur", "pRose3D", "sinq", "sinhq", "secq", "sechq", "tanq", "tanhq", "cosq", "coshq", "cotq", "cothq",
    "cscq", "cschq", "estiq", "loq", "trade", "square3D", "splits3D", "sphereblur", "falloff", "falloff3", "mirror_x",
    "mirror_y", "mirror_z", "pie3D", "popcorn2_3D", "rblur", "pow_block", "julia3Dq", "loonie_3D",
    "hexes", "hypertile3D", "hypertile3D2", "cubic3D", "juliaNab", "lazyTravis", "extrude", "eScale", "eMotion",
    "depth_blur2", "cropn", "circlesplit", "blur_heart", "bcircle", "bTransform", "asteria", "gnarly", "ho",
    /* var_fractorium_dc.h (dc_carpet and dc_triangle with their xform's affine) */
    "dc_bubble", "dc_carpet", "dc_cube", "dc_cylinder", "dc_gridout", "dc_triangle", "dc_ztransl",
    /* var_fractorium6.h */
    "roundspher", "spherivoid", "erf", "xerf", "eMod", "ePush", "eRotate", "eSwirl", "eCollide", "hole", "lens", "pulse",
    "sinusoidal3D", "projective",
    /* var_fractorium5.h */
    "polynomial", "murl2", "ortho", "MobiusN", "fourth", "gdoffs", "deltaa", "sinusgrid", "rational3", "ripple",
    "vibration", "coswrap", "spiralwing", "squirrel",
    /* var_fractorium7.h */
    "bCollide", "bMod", "bSwirl", "bisplit", "blocky", "concentric", "crescents", "cylinder2", "fibonacci", "fibonacci2",
    "foci_p", "glynnia2", "GlynnSim4", "GlynnSim5",
    /* var_fractorium8.h (octapol with the sum it wipes) */
    "jac_cn", "jac_dn", "jac_sn", "modulusx", "modulusy", "octapol", "panorama1", "panorama2", "poincare", "poincare2",
    "psphere", "SplitBrdr", "starblur2", "w", "x", "y", "z",
    /* var_fractorium9.h (curl_sp's colour and hexcrop's sum: xyzsc) */
    "curl_sp", "curvature", "dust", "expo", "flipx", "funnel", "gamma", "helicoid", "helix", "hexcrop", "hypercrop",
    "interference2",
    /* var_fractorium10.h */
    "loonie3", "mask", "mobiq", "ovoid", "ovoid3d", "point_symmetry", "scry_3D", "sintrange", "spher", "sphyp3D",
    "squish", "sschecks", "target0", "target2",
    /* var_fractorium11.h (bubbleT3D_blur and _even: its turned stripes and hole; depth_sine_1 and
     * depth_sine2_1: power 1, its own branch) */
    "bubbleT3D", "bubbleT3D_blur", "bubbleT3D_even", "circlecrop2", "coth_spiral", "cubicLattice_3D", "block",
    "blur_square", "bwraps_rand", "bwraps_rand_symm", "depth_blur", "depth_gaussian", "depth_gaussian2", "depth_ngon",
    "depth_ngon2", "depth_sine", "depth_sine_1", "depth_sine2", "depth_sine2_1",
    /* var_fractorium12.h */
    "CircleLinear", "CircleTrans1", "ennepers", "excinis", "gridout", "heat", "hex_modulus", "hex_rand",
    "hypershift2", "hypertile3D1", "mobius_strip", "q_ode", "Circle_Rand",
    /* var_fractorium13.h (randCubes and roundspher3D with the sum they replace; smartshape_1: the
     * compensated polygon; Truchet_fill_01: every tile one way; hex_truchet_int: whole sides) */
    "randCubes", "rippled", "rotate", "roundspher3D", "smartshape", "smartshape_1", "squares", "svf", "unicorngaloshen",
    "vignette", "Voron", "dragonfire", "Truchet_fill", "Truchet_fill_01", "Truchet_glyph", "Truchet_inv",
    "Truchet_hex_crop", "Truchet_hex_fill", "truchet_knot", "hex_truchet", "hex_truchet_int",
};

static void test_every_file(void) {
  for (size_t i = 0; i < sizeof checked / sizeof checked[0]; i++) check_file(checked[i]);
}

/* Fractorium's Xform::Apply with pre, normal and post variations (tests/tools/ember_refs.cpp,
 * xform_refs): the affine, pre_swirl (SET), pre_square (SUM), linear, linear3D, post_curl
 * (SET), post_zcone (SET, its own z), the post affine — against fm_apply_xform on the same
 * xform, random draws fed as Fractorium drew them. Checks the order and what happens to the
 * point and its z between the kinds (variations.h: fm_pre_*, fm_post_*). */
static void test_xform_prepost(void) {
  FILE *f = open_refs("xform_prepost");
  CHECK(f != NULL);
  if (!f) return;
  static const int vars[6] = {FM_VAR_swirl, FM_VAR_square, FM_VAR_linear, FM_VAR_linear3D, FM_VAR_curl, FM_VAR_zcone};
  static const unsigned char kinds[6] = {FM_KIND_PRE_SET, FM_KIND_PRE_SUM, FM_KIND_NORMAL,
                                         FM_KIND_NORMAL, FM_KIND_POST_SET, FM_KIND_POST_SET};
  char line[16384];
  int n = 0, bad = 0, skipped = 0;
  double worst = 0;
  while (fgets(line, sizeof line, f)) {
    if (line[0] == '#') continue;
    double v[26];
    int k = 0;
    char *s = line, *end;
    for (; k < 26; k++, s = end) {
      v[k] = strtod(s, &end);
      if (end == s) break;
    }
    CHECK(k == 26);
    if (k != 26) break;
    fm_xform xf;
    memset(&xf, 0, sizeof xf);
    for (int i = 0; i < 6; i++) {
      xf.c[i / 2][i % 2] = v[i];
      xf.post[i / 2][i % 2] = v[6 + i];
    }
    xf.has_post = 1;
    xf.color_speed = 0.5;
    xf.vis = 1;
    for (int p = 0; p < FM_NPARAMS; p++) xf.param[p] = genome_param_default(p);
    xf.param[FM_P_curl_c1] = v[18];
    xf.param[FM_P_curl_c2] = v[19];
    double weights[FM_NVARS] = {0};
    unsigned char kind[FM_NVARS] = {0};
    for (int i = 0; i < 6; i++) {
      weights[vars[i]] = v[12 + i];
      kind[vars[i]] = kinds[i];
    }
    fm_xform_build_var_list(&xf, weights, kind);
    fm_xform_precalc(&xf);
    fm_u32 script[MAX_RANDOM];
    int nscript = 0;
    long cache = 0, cache_next = 0;
    const char *bar = strchr(line, '|');
    if (bar) {
      char *t = (char *)bar + 1;
      strtol(t, &end, 10);
      cache = strtol(end, &end, 10);
      cache_next = strtol(end, &end, 10);
      strtol(end, &end, 10);
      for (t = end; nscript < MAX_RANDOM; t = end) {
        const unsigned long r = strtoul(t, &end, 10);
        if (end == t) break;
        script[nscript++] = (fm_u32)r;
      }
    }
    fm_rng rng;
    fm_rng_script(&rng, script, nscript, (fm_u32)cache, (int)cache_next);
    const fm_point in = {v[20], v[21], 0.5, 1, v[22], 0, 0};
    fm_point out;
    const double want[3] = {v[23], v[24], v[25]};
    if (fm_badvalue(want[0]) || fm_badvalue(want[1])) { /* Fractorium's bad value: restarted elsewhere */
      skipped++;
      continue;
    }
    fm_apply_xform(&xf, &in, &out, &rng);
    const double got[3] = {out.x, out.y, out.z};
    for (int c = 0; c < 3; c++) {
      const double err = fabs(got[c] - want[c]) / fmax(1.0, fabs(want[c]));
      if (err > worst) worst = err;
      if (!(err <= 1e-9) && bad++ < 3)
        fprintf(stderr, "xform_prepost line %d: got %.17g, Fractorium %.17g\n", n + 1, got[c], want[c]);
    }
    CHECK(rng.next == nscript && !rng.overrun);
    n++;
  }
  fclose(f);
  CHECK(bad == 0);
  CHECK(n >= 900);
  printf("xform_prepost: %d xforms against Fractorium's Xform::Apply (%d bad values skipped), worst relative difference %.3g\n",
         n, skipped, worst);
}

/* Fractorium's 3D camera (tests/tools/ember_refs.cpp, camera_refs): pitch, yaw, perspective, z
 * position and its depth blur, flat or grown away from the axis by blur_curve over the image's
 * half extents — against fm_camera3d_project with the same draws. */
static void test_camera_fractorium(void) {
  FILE *f = open_refs("camera3d_fractorium");
  CHECK(f != NULL);
  if (!f) return;
  char line[4096];
  int n = 0, bad = 0, curved = 0;
  double worst = 0;
  while (fgets(line, sizeof line, f)) {
    if (line[0] == '#') continue;
    double v[13];
    int k = 0;
    char *s = line, *end;
    for (; k < 13; k++, s = end) {
      v[k] = strtod(s, &end);
      if (end == s) break;
    }
    CHECK(k == 13);
    if (k != 13) break;
    fm_u32 script[MAX_RANDOM];
    int nscript = 0;
    const char *bar = strchr(line, '|');
    if (bar) {
      char *t = (char *)bar + 1;
      for (int skip = 0; skip < 4; skip++) strtol(t, &t, 10);
      for (; nscript < MAX_RANDOM; t = end) {
        const unsigned long r = strtoul(t, &end, 10);
        if (end == t) break;
        script[nscript++] = (fm_u32)r;
      }
    }
    fm_camera3d c;
    fm_camera3d_setup(&c, FM_CAM3D_APOPHYSIS, v[0], v[1], 0, 0, v[2], v[3], v[4], 0, 0, 0);
    fm_camera3d_setup_blur_curve(&c, v[5], v[6], v[7]);
    curved += c.curve[0] != 0;
    fm_rng rng;
    fm_rng_script(&rng, script, nscript, 0, 0);
    fm_point q = {v[8], v[9], 0.5, 1, v[10], 0, 0};
    CHECK(fm_camera3d_project(&c, &q, &rng) == 1);
    const double got[2] = {q.x, q.y}, want[2] = {v[11], v[12]};
    for (int a = 0; a < 2; a++) {
      const double err = fabs(got[a] - want[a]) / fmax(1.0, fabs(want[a]));
      if (err > worst) worst = err;
      if (!(err <= 1e-9) && bad++ < 3)
        fprintf(stderr, "camera3d_fractorium line %d: got %.17g, Fractorium %.17g\n", n + 1, got[a], want[a]);
    }
    CHECK(rng.next == nscript && !rng.overrun);
    n++;
  }
  fclose(f);
  CHECK(bad == 0 && n >= 900 && curved >= 500);
  printf("camera3d_fractorium: %d projections (%d with blur_curve) against Fractorium's Ember::Proj, worst relative "
         "difference %.3g\n", n, curved, worst);
}

/* pre_waves2 with Fractorium's z wave: the wave joins the z it carries (Fractorium's
 * Waves2Variation, pre form: z' = w·(z + scalez·sin(freqz·r))), here followed by linear3D. */
static void test_pre_waves2_z(void) {
  fm_xform xf;
  memset(&xf, 0, sizeof xf);
  xf.c[0][0] = xf.c[1][1] = 1;
  xf.color_speed = 0.5;
  xf.vis = 1;
  xf.z_mode = FM_Z_APOPHYSIS;
  for (int p = 0; p < FM_NPARAMS; p++) xf.param[p] = genome_param_default(p);
  xf.param[FM_P_waves2_scalex] = 0.3;
  xf.param[FM_P_waves2_freqx] = 2.5;
  xf.param[FM_P_waves2_scaley] = -0.2;
  xf.param[FM_P_waves2_freqy] = 1.5;
  xf.param[FM_P_waves2_scalez] = 1.3;
  xf.param[FM_P_waves2_freqz] = 2.0;
  double weights[FM_NVARS] = {0};
  unsigned char kind[FM_NVARS] = {0};
  weights[FM_VAR_waves2] = 0.7;
  kind[FM_VAR_waves2] = FM_KIND_PRE_SET;
  weights[FM_VAR_linear3D] = 1.0;
  fm_xform_build_var_list(&xf, weights, kind);
  fm_xform_precalc(&xf);
  fm_rng rng;
  fm_rng_script(&rng, NULL, 0, 0, 0);
  const fm_point in = {0.3, -0.4, 0.5, 1, 0.25, 0, 0};
  fm_point out;
  fm_apply_xform(&xf, &in, &out, &rng);
  const double w = 0.7, r = sqrt(0.3 * 0.3 + 0.4 * 0.4);
  const double want[3] = {w * (0.3 + 0.3 * sin(-0.4 * 2.5)), w * (-0.4 - 0.2 * sin(0.3 * 1.5)), w * (0.25 + 1.3 * sin(2.0 * r))};
  const double got[3] = {out.x, out.y, out.z};
  for (int c = 0; c < 3; c++) {
    if (!(fabs(got[c] - want[c]) <= 1e-12)) fprintf(stderr, "pre_waves2 z: [%d] got %.17g, want %.17g\n", c, got[c], want[c]);
    CHECK(fabs(got[c] - want[c]) <= 1e-12);
  }
}

/*
 * mandelbrot by distribution: JWildfire's keeps a walk from call to call, drawn from a generator
 * of its own, which a stateless variation replays in part (kernels/var_jwildfire.h says how), so
 * no call matches one of JWildfire's. tests/data/variation_refs/mandelbrot.txt.zst holds where
 * 2,000,000 calls of JWildfire's own put their points (a 32×32 grid over its default rectangle)
 * and how many found nothing (its far-away point). Ours, at the same defaults, on draws of a
 * fixed stream handed to the script: the share found nothing within a third of JWildfire's
 * (the replay starts afresh, where JWildfire's walk rarely does: measured 5.1% against 3.9%), the
 * points spread alike (total variation distance between the two grids: measured 0.115 here, 0.03
 * between two of JWildfire's own runs of other seeds, 0.86 for a uniform point of the rectangle).
 */
static void test_mandelbrot_distribution(void) {
  FILE *f = open_refs("mandelbrot");
  CHECK(f != NULL);
  if (!f) return;
  enum { G = 32, N = 200000 };
  static double want[G * G], got[G * G];
  long far = -1, ncalls = 0;
  int g = 0;
  char word[64];
  while (fscanf(f, "%63s", word) == 1) {
    if (!strcmp(word, "#")) { /* "# mandelbrot (histogram): N calls …" */
      if (fscanf(f, "%*s %*s %ld", &ncalls) != 1) break;
      continue;
    }
    if (!strcmp(word, "far") && fscanf(f, "%ld", &far) != 1) break;
    if (!strcmp(word, "grid") && fscanf(f, "%d %*f %*f %*f %*f", &g) == 1 && g == G)
      for (int i = 0; i < G * G; i++)
        if (fscanf(f, "%lf", &want[i]) != 1) g = 0;
  }
  fclose(f);
  CHECK(g == G && far > 0 && ncalls > 0);
  if (g != G || far <= 0 || ncalls <= 0) return;
  fm_xform xf;
  memset(&xf, 0, sizeof xf);
  for (int p = 0; p < FM_NPARAMS; p++) xf.param[p] = genome_param_default(p);
  fm_xform_precalc(&xf);
  static fm_u32 script[MAX_RANDOM];
  fm_u32 state = 20261320u;
  long ours_far = 0, drawn_most = 0;
  for (long n = 0; n < N; n++) {
    for (int i = 0; i < MAX_RANDOM; i++) { /* xorshift32: any fixed stream of raw values */
      state ^= state << 13;
      state ^= state >> 17;
      state ^= state << 5;
      script[i] = state;
    }
    fm_rng rng;
    fm_rng_script(&rng, script, MAX_RANDOM, 0, 0);
    fm_var_state st;
    fm_var_state_init(&st, 0, 0);
    fm_apply_var(FM_VAR_mandelbrot, &st, &xf, 1.0, &rng);
    CHECK(!rng.overrun);
    if (rng.next > drawn_most) drawn_most = rng.next;
    if (fabs(st.px) > 10) {
      ours_far++;
      continue;
    }
    const int gx = (int)floor((st.px + 1.6) / 3.2 * G), gy = (int)floor((st.py + 1.2) / 2.4 * G);
    if (gx >= 0 && gx < G && gy >= 0 && gy < G) got[gy * G + gx]++;
  }
  double sw = 0, sg = 0, tv = 0;
  for (int i = 0; i < G * G; i++) sw += want[i], sg += got[i];
  for (int i = 0; i < G * G; i++) tv += 0.5 * fabs(want[i] / sw - got[i] / sg);
  const double share = (double)ours_far / N, jwf_share = (double)far / ncalls;
  printf("mandelbrot: %d calls, %.2f%% found nothing (JWildfire %.2f%%), total variation from JWildfire's %.3f; "
         "at most %ld draws\n", (int)N, 100 * share, 100 * jwf_share, tv, drawn_most);
  CHECK(fabs(share - jwf_share) < jwf_share / 3);
  CHECK(tv < 0.16);
}

/* dragon_js and hilbert_js: JWildfire's instance walks the figure's steps one a call, its turtle
 * summing cos and sin of the degrees turned, where ours draws a step and finds its ends in
 * integers (kernels/var_jwildfire6.h). JWildfire's sums stray from those integers by ~1e-16, and
 * where a step's x ends then differ its plotLine takes another slope than ours: the point moves
 * by up to 1e-4 of the step across it, so no call can be compared. Checked instead: every
 * step's ends against JWildfire's own turtle's lists of points (NAME_steps: levels 1-21 and
 * 1-10, up to 600 steps a level), and where JWildfire's instance puts the points of 2,000,000
 * calls against where ours puts 400,000 (NAME_hist: a 64×64 grid over the figure). */
static void check_turtle_steps(const char *name, void (*step)(int, fm_u32, fm_real *, fm_real *, int *)) {
  FILE *f = open_refs(name);
  CHECK(f != NULL);
  if (!f) return;
  char line[512];
  int n = 0, bad = 0;
  double worst = 0;
  while (fgets(line, sizeof line, f)) {
    int level;
    unsigned long k;
    double want[4];
    if (line[0] == '#' || sscanf(line, "%d %lu %lf %lf %lf %lf", &level, &k, &want[0], &want[1], &want[2], &want[3]) != 6)
      continue;
    fm_real x, y;
    int q, dx = 0, dy = 0;
    step(level, (fm_u32)k, &x, &y, &q);
    fm_quarter_turn(q, &dx, &dy);
    const double got[4] = {x, y, x + dx, y + dy};
    for (int c = 0; c < 4; c++) {
      const double err = fabs(got[c] - want[c]) / fmax(1.0, fabs(want[c]));
      if (err > worst) worst = err;
      if (!(err <= 1e-9) && bad++ < 3)
        fprintf(stderr, "%s: level %d step %lu: got %.17g, JWildfire %.17g\n", name, level, k, got[c], want[c]);
    }
    n++;
  }
  fclose(f);
  CHECK(bad == 0);
  CHECK(n >= 4000);
  printf("%s: %d steps' ends against JWildfire's turtle, worst relative difference %.3g\n", name, n, worst);
}

static void check_turtle_hist(const char *name, int var) {
  FILE *f = open_refs(name);
  CHECK(f != NULL);
  if (!f) return;
  enum { G = 64, N = 400000 };
  static double want[G * G], got[G * G];
  static char line[1 << 20];
  int params[8], np = 0, figures = 0;
  while (fgets(line, sizeof line, f)) {
    char *save = NULL, *t = strtok_r(line, " \n", &save);
    if (!t) continue;
    if (!strcmp(t, "#")) { /* "# NAME (histogram): N calls of one instance, weight 1: p1 p2 …" */
      np = 0;
      while ((t = strtok_r(NULL, " \n", &save)))
        if (genome_param_from_name(t) >= 0 && np < 8) params[np++] = genome_param_from_name(t);
      continue;
    }
    static fm_xform xf;
    if (!strcmp(t, "params")) {
      memset(&xf, 0, sizeof xf);
      for (int p = 0; p < FM_NPARAMS; p++) xf.param[p] = genome_param_default(p);
      for (int i = 0; i < np && (t = strtok_r(NULL, " \n", &save)); i++) xf.param[params[i]] = strtod(t, NULL);
      fm_xform_precalc(&xf);
      continue;
    }
    if (strcmp(t, "grid")) continue;
    double box[4];
    CHECK(atoi(strtok_r(NULL, " \n", &save)) == G);
    for (int i = 0; i < 4; i++) box[i] = strtod(strtok_r(NULL, " \n", &save), NULL);
    for (int i = 0; i < G * G; i++) {
      t = strtok_r(NULL, " \n", &save);
      want[i] = t ? strtod(t, NULL) : -1;
      got[i] = 0;
    }
    CHECK(want[G * G - 1] >= 0);
    fm_u32 state = 20261608u, script[16];
    for (long n = 0; n < N; n++) {
      for (int i = 0; i < 16; i++) { /* xorshift32: any fixed stream of raw values */
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        script[i] = state;
      }
      fm_rng rng;
      fm_rng_script(&rng, script, 16, 0, 0);
      fm_var_state st;
      fm_var_state_init(&st, 0, 0);
      fm_apply_var(var, &st, &xf, 1.0, &rng);
      CHECK(!rng.overrun);
      const int gx = (int)floor((st.px - box[0]) / (box[1] - box[0]) * G), gy = (int)floor((st.py - box[2]) / (box[3] - box[2]) * G);
      if (gx >= 0 && gx < G && gy >= 0 && gy < G) got[gy * G + gx]++;
    }
    double sw = 0, sg = 0, tv = 0;
    for (int i = 0; i < G * G; i++) sw += want[i], sg += got[i];
    for (int i = 0; i < G * G; i++) tv += 0.5 * fabs(want[i] / sw - got[i] / sg);
    printf("%s: figure %d, %d calls, total variation from JWildfire's %.3f\n", name, ++figures, (int)N, tv);
    CHECK(tv < 0.05);
  }
  fclose(f);
  CHECK(figures >= 1);
}

static void test_turtle_figures(void) {
  check_turtle_steps("dragon_js_steps", fm_dragon_step);
  check_turtle_steps("hilbert_js_steps", fm_hilbert_step);
  check_turtle_hist("dragon_js_hist", FM_VAR_dragon_js);
  check_turtle_hist("hilbert_js_hist", FM_VAR_hilbert_js);
}

int main(void) {
  RUN(test_every_file);
  RUN(test_xform_prepost);
  RUN(test_camera_fractorium);
  RUN(test_pre_waves2_z);
  RUN(test_mandelbrot_distribution);
  RUN(test_turtle_figures);
  return check_summary("variation_refs");
}
