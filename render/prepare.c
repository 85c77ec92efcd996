#include "prepare.h"

#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../kernels/accumulate.h"
#include "../genome/resource_text.h"
#include "../kernels/variations.h"
#include "brownian_points.h"
#include "orbit_points.h"
#include "dla3d_points.h"
#include "dla_points.h"
#include "snowflake_points.h"
#include "subflame_points.h"
#include "text_shape.h"

_Static_assert(PALETTE_MODE_STEP == FB_PALETTE_STEP && PALETTE_MODE_LINEAR == FB_PALETTE_LINEAR &&
                   PALETTE_MODE_JWF_STEP == FB_PALETTE_JWF_STEP && PALETTE_MODE_JWF_SMOOTH == FB_PALETTE_JWF_SMOOTH &&
                   PALETTE_MODE_FRACTORIUM_STEP == FB_PALETTE_FRACTORIUM_STEP &&
                   PALETTE_MODE_FRACTORIUM_LINEAR == FB_PALETTE_FRACTORIUM_LINEAR,
               "genome.palette_mode is the kernels' palette mode");

/* flam3's adjust_percentage: opacity is perceptual, visibility is opacity^(log2 10). */
static double visibility_of(double opacity) {
  if (opacity == 0.0) return 0.0;
  return pow(10.0, -log(1.0 / opacity) / log(2.0));
}

static int is_identity(const double m[3][2]) {
  return m[0][0] == 1.0 && m[0][1] == 0.0 && m[1][0] == 0.0 && m[1][1] == 1.0 && m[2][0] == 0.0 &&
         m[2][1] == 0.0;
}

/* Whether param is a formula slot and the xform draws a formula (its plot variations share the
 * block, which the table gives the first of them). */
static int formula_param_drawn(const genome_xform *gx, int param) {
  if (!genome_param_in_formula(param)) return 0;
  for (int k = 0; k < gx->nvars; k++)
    if (genome_variation_has_formula(gx->vars[k].index)) return 1;
  return 0;
}

/* Bytes held three a parameter (kernels/variation_table.h, FM_TEXT_WF_PARAMS): up to `slots`
 * parameters from `first`, len of them (< 0: none given, then `absent`). */
static size_t text_wf_bytes(const fm_xform *xf, int first, int slots, int len_param, const char *absent,
                            unsigned char *out) {
  const double len = xf->param[len_param];
  if (!(len >= 0)) {
    memcpy(out, absent, strlen(absent));
    return strlen(absent);
  }
  const size_t n = len > 3.0 * slots ? 3 * (size_t)slots : (size_t)len;
  for (size_t i = 0; i < n; i++) {
    const double v = xf->param[first + (int)(i / 3)];
    const long word = v >= 0 && v < 16777216.0 ? lround(v) : 0;
    out[i] = (unsigned char)(word >> (8 * (i % 3)) & 0xFF);
  }
  return n;
}

/* A table of `count` points at host address xy into an xform's derived parameters: the count
 * (0 without a table) at `points`, the address 24 bits a parameter at `at0`, `at0` + 1 and + 2
 * (exact in the device's floats too; FM_POINT_TABLE reads them). */
static void set_point_table(fm_xform *xf, int points, int at0, uint32_t count, const float *xy) {
  const uint64_t at = (uint64_t)(uintptr_t)xy;
  xf->param[points] = xy ? (fm_real)count : 0;
  xf->param[at0] = (fm_real)(at & 0xFFFFFF);
  xf->param[at0 + 1] = (fm_real)(at >> 24 & 0xFFFFFF);
  xf->param[at0 + 2] = (fm_real)(at >> 48);
}

/* (prepare.h) */
const text_shape *render_prepare_text_wf(fm_xform *xf) {
  unsigned char text[3 * FM_TEXT_WF_TEXT_SLOTS], font[3 * FM_TEXT_WF_FONT_SLOTS + 1];
  const size_t text_len = text_wf_bytes(xf, FM_P_text_wf_text00, FM_TEXT_WF_TEXT_SLOTS, FM_P_text_wf_text_len,
                                        "JWildfire", text);
  const size_t font_len = text_wf_bytes(xf, FM_P_text_wf_font00, FM_TEXT_WF_FONT_SLOTS, FM_P_text_wf_font_len,
                                        "Arial", font);
  font[font_len] = 0;
  const double size = fm_jwf_int(xf->param[FM_P_text_wf_font_size]),
               baseline = fm_jwf_int(xf->param[FM_P_text_wf_baseline]);
  const text_shape *shape = text_shape_get(text, text_len, (const char *)font, (int)size, (int)baseline);
  set_point_table(xf, FM_P_text_wf_points, FM_P_text_wf_at0, shape->count, shape->xy);
  xf->param[FM_P_text_wf_width] = shape->width;
  xf->param[FM_P_text_wf_height] = shape->height;
  return shape;
}

const point_table *render_prepare_dla_wf(fm_xform *xf) {
  /* as JWildfire's setParameter keeps them: whole numbers, a jitter of 0.01 at least */
  const double jitter = xf->param[FM_P_dla_wf_jitter] < 0.01 ? 0.01 : (double)xf->param[FM_P_dla_wf_jitter];
  const dla_points *d =
      dla_points_get((int)fm_jwf_int(xf->param[FM_P_dla_wf_buffer_size]), (int)fm_jwf_int(xf->param[FM_P_dla_wf_max_iter]),
                     (int)fm_jwf_int(xf->param[FM_P_dla_wf_seed]), (double)xf->param[FM_P_dla_wf_scale], jitter);
  set_point_table(xf, FM_P_dla_wf_points, FM_P_dla_wf_at0, d ? d->count : 0, d ? d->xy : NULL);
  return d;
}

const point_table *render_prepare_dla3d_wf(fm_xform *xf) {
  /* as JWildfire's setParameter keeps them: whole numbers (dla3d_points_get: the glue's floor) */
  const dla3d_points *d = dla3d_points_get(
      (int)fm_jwf_int(xf->param[FM_P_dla3d_wf_max_iter]), (int)fm_jwf_int(xf->param[FM_P_dla3d_wf_seed]),
      (double)xf->param[FM_P_dla3d_wf_glue_radius], (double)xf->param[FM_P_dla3d_wf_force_x],
      (double)xf->param[FM_P_dla3d_wf_force_y], (double)xf->param[FM_P_dla3d_wf_force_z]);
  set_point_table(xf, FM_P_dla3d_wf_points, FM_P_dla3d_wf_at0, d ? d->count : 0, d ? d->xy : NULL);
  return d;
}

const point_table *render_prepare_snowflake_wf(fm_xform *xf) {
  /* as JWildfire's setParameter keeps them: whole numbers for the grid, the growth and the seed */
  const snowflake_settings s = {
      .buffer_size = (int)fm_jwf_int(xf->param[FM_P_snowflake_wf_buffer_size]),
      .max_iter = (int)fm_jwf_int(xf->param[FM_P_snowflake_wf_max_iter]),
      .seed = (int)fm_jwf_int(xf->param[FM_P_snowflake_wf_seed]),
      .bg_freeze_level = (double)xf->param[FM_P_snowflake_wf_bg_freeze_level],
      .fg_freeze_speed = (double)xf->param[FM_P_snowflake_wf_fg_freeze_speed],
      .diffusion_speed = (double)xf->param[FM_P_snowflake_wf_diffusion_speed],
      .diffusion_asymmetry = (double)xf->param[FM_P_snowflake_wf_diffusion_asymmetry],
      .rnd_bg_noise = (double)xf->param[FM_P_snowflake_wf_rnd_bg_noise],
      .threshold = (double)xf->param[FM_P_snowflake_wf_threshold],
      .scale = (double)xf->param[FM_P_snowflake_wf_scale],
      .jitter = (double)xf->param[FM_P_snowflake_wf_jitter]};
  const snowflake_points *p = snowflake_points_get(&s);
  set_point_table(xf, FM_P_snowflake_wf_points, FM_P_snowflake_wf_at0, p ? p->count : 0, p ? p->xy : NULL);
  return p;
}

const point_table *render_prepare_subflame_wf(fm_xform *xf) {
  const double part[3] = {(double)xf->param[FM_P_subflame_wf_text0], (double)xf->param[FM_P_subflame_wf_text1],
                          (double)xf->param[FM_P_subflame_wf_text2]};
  const subflame_points *s = subflame_points_get(genome_text_digest_join(part));
  set_point_table(xf, FM_P_subflame_wf_points, FM_P_subflame_wf_at0, s ? s->count : 0, s ? s->xy : NULL);
  return s;
}

const point_table *render_prepare_brownian_js(fm_xform *xf) {
  /* as JWildfire's setParameter keeps them: level by FTOI in 1..15, seed by Java's (int) */
  const double level = fm_jwf_int(xf->param[FM_P_brownian_js_level]);
  const brownian_points *b = brownian_points_get(level < 1 ? 1 : level > 15 ? 15 : (int)level,
                                                 (double)xf->param[FM_P_brownian_js_variation],
                                                 (int)fm_java_int(xf->param[FM_P_brownian_js_seed]));
  set_point_table(xf, FM_P_brownian_js_points, FM_P_brownian_js_at0, b ? b->count : 0, b ? b->xy : NULL);
  return b;
}

/* An orbit's table into the derived parameters of `name` (FM_ORBIT_DERIVED). */
#define SET_ORBIT(xf, name, o) \
  set_point_table(xf, FM_P_##name##_points, FM_P_##name##_at0, (o) ? (o)->count : 0, (o) ? (o)->xy : NULL)

/* Tools.limitValue: v held to [lo, hi] (NaN kept) */
static double limit_value(double v, double lo, double hi) { return v < lo ? lo : v > hi ? hi : v; }

const point_table *render_prepare_hopalong(fm_xform *xf) {
  /* as its setParameter keeps them: a, b and c held to [-1, 1]; `random` draws all five from
   * a seeded Random, and JWildfire's files set each of them after it (the reader's order) */
  const orbit_points *o = orbit_points_get(ORBIT_HOPALONG, limit_value(xf->param[FM_P_hopalong_a], -1, 1),
                                           limit_value(xf->param[FM_P_hopalong_b], -1, 1),
                                           limit_value(xf->param[FM_P_hopalong_c], -1, 1),
                                           (double)xf->param[FM_P_hopalong_startx], (double)xf->param[FM_P_hopalong_starty]);
  SET_ORBIT(xf, hopalong, o);
  return o;
}

const point_table *render_prepare_threeply(fm_xform *xf) {
  const orbit_points *o = orbit_points_get(ORBIT_THREEPLY, (double)xf->param[FM_P_threeply_a],
                                           (double)xf->param[FM_P_threeply_b], (double)xf->param[FM_P_threeply_c], 0, 0);
  SET_ORBIT(xf, threeply, o);
  return o;
}

const point_table *render_prepare_macmillan(fm_xform *xf) {
  const orbit_points *o =
      orbit_points_get(ORBIT_MACMILLAN, (double)xf->param[FM_P_macmillan_a], (double)xf->param[FM_P_macmillan_b], 0,
                       (double)xf->param[FM_P_macmillan_startx], (double)xf->param[FM_P_macmillan_starty]);
  SET_ORBIT(xf, macmillan, o);
  return o;
}

const point_table *render_prepare_gingerbread_man(fm_xform *xf) {
  const orbit_points *o = orbit_points_get(ORBIT_GINGERBREAD, 0, 0, 0, 0, 0);
  SET_ORBIT(xf, gingerbread_man, o);
  return o;
}

/* A table render_prepare_NAME pinned, into pins; 0, or -1 where it was refused (NULL). */
static int hold_table(point_pins *pins, const point_table *t) { return t ? point_pins_add(pins, t) : -1; }

/* Fills xf from gx, its tables of points pinned into pins. NULL, or the variation whose table of
 * points could not be kept (render/point_cache.h), the xform left without it. */
static const char *prepare_xform(const genome_xform *gx, int z_mode, fm_xform *xf, point_pins *pins) {
  memset(xf, 0, sizeof *xf);
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 2; j++) {
      xf->c[i][j] = (fm_real)gx->coefs[i][j];
      xf->post[i][j] = (fm_real)gx->post[i][j];
    }
  xf->has_post = !is_identity(gx->post);
  xf->affine3d = (!is_identity(gx->yz) || !is_identity(gx->zx) ? FM_AFFINE3D_PRE : 0) |
                 (!is_identity(gx->yz_post) || !is_identity(gx->zx_post) ? FM_AFFINE3D_POST : 0);
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 2; j++) {
      xf->yz[i][j] = (fm_real)gx->yz[i][j];
      xf->zx[i][j] = (fm_real)gx->zx[i][j];
      xf->yz_post[i][j] = (fm_real)gx->yz_post[i][j];
      xf->zx_post[i][j] = (fm_real)gx->zx_post[i][j];
    }
  xf->color = gx->color;
  xf->color_speed = gx->color_speed;
  /* JWildfire's colour types take its colour symmetry, what flam3's color_speed was read from
   * (1 - 2 · color_speed): DISTANCE's multiplier is the symmetry + 1, and the palette
   * coordinate passes it unchanged; CYCLIC steps the coordinate by the symmetry */
  if (gx->color_type == COLOR_TYPE_DISTANCE) {
    xf->color_mode = FM_COLOR_BY_DISTANCE;
    xf->color_arg = (fm_real)(2.0 - 2.0 * gx->color_speed);
    xf->color_speed = 0;
  } else if (gx->color_type == COLOR_TYPE_CYCLIC) {
    xf->color_mode = FM_COLOR_CYCLIC;
    xf->color_arg = (fm_real)(1.0 - 2.0 * gx->color_speed);
  } else if (gx->color_type == COLOR_TYPE_NONE) {
    xf->color_mode = FM_COLOR_KEEP; /* its coordinate kept by its color_speed of 0 */
  }
  xf->vis = visibility_of(gx->opacity);
  /* flam3's parameters (its precalc reads them all), the ones other editors gave flam3's
   * variations (later in the list: splits' shears, waves2's z wave, log's base), then those of
   * the variations this xform has: hundreds of others stay 0, unread (a sheep edge prepares
   * 5,000 xforms a frame) */
  for (int i = 0; i < FM_NPARAMS && genome_param_variation(i) < FM_NVARS_FLAM3; i++) xf->param[i] = genome_param_default(i);
#define BEYOND_FLAM3_PARAM(ident) xf->param[FM_P_##ident] = genome_param_default(FM_P_##ident);
  FM_PARAMS_BEYOND_FLAM3(BEYOND_FLAM3_PARAM)
#undef BEYOND_FLAM3_PARAM
  for (int k = 0; k < gx->nvars; k++) {
    if (gx->vars[k].index < FM_NVARS_FLAM3) continue;
    const int *params = genome_variation_params(gx->vars[k].index);
    for (int i = 0; params[i] >= 0; i++) xf->param[params[i]] = genome_param_default(params[i]);
  }
  for (int i = 0; i < gx->nparams; i++) { /* over the defaults: those the genome holds */
    const int p = gx->param_index[i];
    if (genome_param_variation(p) < FM_NVARS_FLAM3 || genome_xform_var(gx, genome_param_variation(p)) != 0.0 ||
        formula_param_drawn(gx, p))
      xf->param[p] = (fm_real)gx->param_value[i];
  }
  if (genome_xform_var(gx, FM_VAR_text_wf) != 0.0) render_prepare_text_wf(xf);
  const char *refused = NULL;
#define HOLD(name)                                                                                          \
  if (!refused && genome_xform_var(gx, FM_VAR_##name) != 0.0 && hold_table(pins, render_prepare_##name(xf)) < 0) \
    refused = #name;
  HOLD(dla_wf) HOLD(dla3d_wf) HOLD(snowflake_wf) HOLD(subflame_wf) HOLD(brownian_js)
  HOLD(hopalong) HOLD(threeply) HOLD(macmillan) HOLD(gingerbread_man)
#undef HOLD
  fm_xform_clear_var_list(xf);
  for (int k = 0; k < gx->nvars; k++) fm_xform_add_var(xf, gx->vars[k].index, gx->vars[k].kind, gx->vars[k].weight);
  xf->z_mode = z_mode;
  fm_xform_precalc(xf);
  return refused;
}

/* render_choice_advance (prepare.h): the running sum of a choice table, jumped.
 *
 * The plain loop spends 16,384 dependent additions a table, and a frame of 1,000 temporal
 * samples builds 1,000 tables (half of a GPU frame's host preparation). Its sums need not be
 * walked one by one: while r stays in one binade [2^e, 2^(e+1)), r + step rounds to the grid
 * of r's ulp u, so each addition moves r by q·u or (q+1)·u — the same amount every time, or,
 * when step's remainder is exactly u/2 (a tie, to even), the same amount from the second
 * addition on. So once two additions in a binade moved r alike, r after k more is exactly
 * r + k·d (a multiple of u below 2^(e+1): fma rounds nothing), up to a margin before the
 * binade's end, which is walked one addition at a time like the start. */
double render_choice_advance(double r, int *i, double t, double step) {
  double prev = -1.0;        /* the last increment, in this binade */
  int binade = INT_MIN;
  while (*i < RENDER_CHOOSE_GRAIN && r < t) {
    int e;
    (void)frexp(r, &e);
    if (r <= 0.0 || e != binade) prev = -1.0;
    binade = r > 0.0 ? e : INT_MIN;
    const double next = r + step, d = next - r;
    if (d > 0.0 && d == prev) {
      const double top = ldexp(1.0, e); /* r < top */
      const double room = floor((top - r - step) / d) - 2.0;
      if (room >= 2.0) {
        const int left = RENDER_CHOOSE_GRAIN - *i;
        const int k_max = room < left ? (int)room : left;
        /* The first k in 1..k_max with r + k·d >= t, from an estimate checked exactly. */
        double guess = ceil((t - r) / d);
        int k = guess < 1.0 ? 1 : guess > k_max + 1.0 ? k_max + 1 : (int)guess;
        while (k > 1 && fma(k - 1, d, r) >= t) k--;
        while (k <= k_max && fma(k, d, r) < t) k++;
        if (k <= k_max) {
          *i += k;
          return fma(k, d, r);
        }
        *i += k_max;
        r = fma(k_max, d, r);
        continue;            /* prev stays d: the run goes on in this binade */
      }
    }
    prev = d;
    r = next;
    (*i)++;
  }
  return r;
}

/* One choice table: entry k is the first xform whose cumulative weight exceeds k*total/GRAIN.
 * `row` < 0 uses plain weights, else weights times chaos[row][j]. `w` and `pick` are scratch
 * of num_xforms entries. The table is the one the plain walk makes (entry by entry, r += step;
 * tests/unit/test_iterate.c holds it and compares), sums taken in the same order. */
/* The table of choice row `row` (-1: the plain weights; else xaos after xform `row`) and, when
 * runs is not NULL, the same row as its runs (fm_choose_run): each range of equal entries, the
 * xform << 16 | where it ends, the last ending at the grain and repeated to num_xforms words. */
static int build_choice_row(const genome *cp, int row, uint16_t *table, uint32_t *runs, double *w, int *pick,
                            fb_error *err) {
  int n = cp->num_xforms;
  double total = 0.0;
  for (int j = 0; j < n; j++) {
    double d = cp->xforms[j].weight * (row >= 0 ? cp->chaos[row * n + j] : 1.0);
    if (!(d >= 0.0) || !isfinite(d))
      return fb_errorf(err, "line %d: xform %d weight must be a non-negative number, not %g",
                       cp->source_line, j, d);
    w[j] = d;
    total += d;
    /* Rounding in the running sums can carry r past the last positive weight: never pick a
     * weight-0 xform (padding) from the end of the list, but the last positive one before. */
    pick[j] = d != 0.0 || j == 0 ? j : pick[j - 1];
  }
  if (total == 0.0) {
    if (row < 0) return fb_errorf(err, "line %d: xform weights sum to 0: nothing to iterate", cp->source_line);
    return fb_errorf(err, "line %d: chaos row of xform %d leaves no xform to go to (all weights 0)",
                     cp->source_line, row);
  }
  const double step = total / RENDER_CHOOSE_GRAIN;
  int j = 0, i = 0, nruns = 0;
  double t = w[0], r = 0.0;
  while (i < RENDER_CHOOSE_GRAIN) {
    while (r >= t && j < n - 1) t += w[++j];
    const int from = i;
    if (j < n - 1) r = render_choice_advance(r, &i, t, step);
    else i = RENDER_CHOOSE_GRAIN;
    for (int k = from; k < i; k++) table[k] = (uint16_t)pick[j];
    if (runs && i > from) {
      const uint32_t v = (uint32_t)pick[j] << 16;
      if (nruns > 0 && (runs[nruns - 1] & 0xffff0000u) == v) runs[nruns - 1] = v | (uint32_t)i;
      else runs[nruns++] = v | (uint32_t)i; /* pick never decreases: at most n runs */
    }
  }
  for (int k = nruns; runs && k < n; k++) runs[k] = runs[nruns - 1];
  return 0;
}

int render_prepare(const genome *cp, double weight, const render_geometry *geo, render_prepared *p,
                   fb_error *err) {
  return render_prepare_into(cp, weight, geo, NULL, 0, p, err);
}

/* Whether parameter p of xf feeds its precalculated values (fm_xform_precalc): p moved to three
 * other values (an integer one among them), the values made again on `probe` and compared. */
static int param_feeds_precalc(const fm_xform *xf, int p, fm_xform *probe) {
  const fm_real x = xf->param[p], trials[3] = {x * FM_R(1.5) + FM_R(0.75), x * FM_R(-0.5) - FM_R(2.25), floor(x) + 3};
  for (int t = 0; t < 3; t++) {
    memcpy(probe, xf, sizeof *probe);
    probe->param[p] = trials[t];
    fm_xform_precalc(probe);
    if (memcmp(probe->pre, xf->pre, sizeof xf->pre)) return 1;
  }
  return 0;
}

/* Of each of gx's field's pairs, whether its parameter feeds xf's precalculated values
 * (fm_wfield.mod_precalc); xf is gx prepared. -1: out of memory. */
static int pairs_feed_precalc(const genome_xform *gx, const fm_xform *xf, int feeds[FM_WFIELD_MODS]) {
  fm_xform *probe = NULL;
  for (int k = 0; k < gx->wfield.nmods; k++) {
    feeds[k] = 0;
    if (gx->wfield.mod_param[k] < 0) continue;
    if (!probe && !(probe = malloc(sizeof *probe))) return -1;
    feeds[k] = param_feeds_precalc(xf, gx->wfield.mod_param[k], probe);
  }
  free(probe);
  return 0;
}

int render_wfield_needs_host(const genome *cp) {
  fm_xform *xf = NULL;
  int needs = 0;
  for (int i = 0; i < cp->num_xforms + cp->num_finals && needs == 0; i++) {
    const genome_xform *gx = &cp->xforms[i];
    if (gx->wfield.type == FM_NOISE_NONE || gx->wfield.nmods == 0) continue;
    if (!xf && !(xf = malloc(sizeof *xf))) return -1;
    point_pins pins = {0}; /* (what the parameters feed, not the tables' points) */
    prepare_xform(gx, cp->z_mode, xf, &pins);
    point_pins_release(&pins);
    int feeds[FM_WFIELD_MODS];
    if (pairs_feed_precalc(gx, xf, feeds) < 0) needs = -1;
    for (int k = 0; k < gx->wfield.nmods && needs == 0; k++) needs = feeds[k];
  }
  free(xf);
  return needs;
}

/* JWildfire's weighting fields (kernels/wfield.h), where an xform has one: p->wfields, one an
 * xform (type FM_NOISE_NONE for those without); else NULL. */
static int prepare_wfields(const genome *cp, render_prepared *p) {
  const int n = cp->num_xforms + cp->num_finals;
  int any = 0;
  for (int i = 0; i < n; i++) any |= cp->xforms[i].wfield.type != FM_NOISE_NONE;
  if (!any) return 0;
  p->wfields = calloc((size_t)n, sizeof *p->wfields);
  if (!p->wfields) return -1;
  for (int i = 0; i < n; i++) {
    const genome_wfield *g = &cp->xforms[i].wfield;
    fm_wfield *f = &p->wfields[i];
    f->noise.type = g->type;
    if (g->type == FM_NOISE_NONE) continue;
    /* JWildfire hands FastNoise its settings as floats and ints */
    f->noise.seed = g->seed;
    f->noise.frequency = (float)g->frequency;
    f->noise.fractal_type = g->fractal_type;
    f->noise.octaves = g->octaves;
    f->noise.gain = (float)g->gain;
    f->noise.lacunarity = (float)g->lacunarity;
    f->noise.cell_distance = g->cell_distance;
    f->noise.cell_return = g->cell_return;
    fm_noise_init(&f->noise);
    f->at_position = g->at_position;
    f->amount = g->amount;
    f->color = fabs(g->color) > FM_WFIELD_EPS ? g->color * 0.1 : 0.0;
    f->jitter = fabs(g->jitter) > FM_WFIELD_EPS ? g->jitter * 0.1 : 0.0;
    f->nmods = g->nmods;
    for (int k = 0; k < g->nmods; k++) {
      f->mod_var[k] = g->mod_var[k];
      f->mod_param[k] = g->mod_param[k];
      f->mod_int[k] = genome_wfield_param_is_int(g->mod_param[k]);
      f->mod_intensity[k] = g->mod_intensity[k];
    }
    if (pairs_feed_precalc(&cp->xforms[i], &p->xforms[i], f->mod_precalc) < 0) return -1;
  }
  return 0;
}

/* Whether form `kind` of variation `index` holds a parameter apart in gx. */
static int form_holds_params(const genome_xform *gx, int index, int kind) {
  for (int k = 0; k < gx->nform_params; k++)
    if (gx->form_params[k].kind == kind && genome_param_variation(gx->form_params[k].param) == index) return 1;
  return 0;
}

int render_forms_need_host(const genome *cp) {
  for (int i = 0; i < cp->num_xforms + cp->num_finals; i++) {
    const genome_xform *gx = &cp->xforms[i];
    for (int k = 0; k < gx->nvars; k++)
      if (form_holds_params(gx, gx->vars[k].index, gx->vars[k].kind)) return 1;
  }
  return 0;
}

/* The copies of xforms whose variations' forms hold parameters apart: one a listed variation
 * of such a form, its values put in and its precalculated values made from them, and the
 * xform's passes pointing that variation at it (fm_xform_passes.forms). */
static int prepare_forms(const genome *cp, render_prepared *p) {
  const int nx = cp->num_xforms + cp->num_finals;
  size_t copies = 0;
  for (int i = 0; i < nx; i++)
    for (int j = 0; j < p->xforms[i].nvars; j++) {
      const int code = p->xforms[i].var_index[j];
      copies += (size_t)form_holds_params(&cp->xforms[i], code & ((1 << FM_KIND_SHIFT) - 1), code >> FM_KIND_SHIFT);
    }
  if (!copies) return 0;
  p->form_xforms = calloc(copies, sizeof *p->form_xforms);
  p->form_of = calloc((size_t)nx * FM_XFORM_VARS, sizeof *p->form_of);
  if (!p->form_xforms || !p->form_of) return -1;
  size_t c = 0;
  for (int i = 0; i < nx; i++) {
    const genome_xform *gx = &cp->xforms[i];
    const fm_xform *xf = &p->xforms[i];
    for (int j = 0; j < xf->nvars; j++) {
      const int index = xf->var_index[j] & ((1 << FM_KIND_SHIFT) - 1), kind = xf->var_index[j] >> FM_KIND_SHIFT;
      if (!form_holds_params(gx, index, kind)) continue;
      fm_xform *copy = &p->form_xforms[c++];
      *copy = *xf;
      for (int k = 0; k < gx->nform_params; k++)
        if (gx->form_params[k].kind == kind && genome_param_variation(gx->form_params[k].param) == index)
          copy->param[gx->form_params[k].param] = (fm_real)gx->form_params[k].value;
      fm_xform_precalc(copy);
      p->form_of[(size_t)i * FM_XFORM_VARS + j] = copy;
      p->passes[i].forms = p->form_of + (size_t)i * FM_XFORM_VARS;
    }
  }
  return 0;
}

int render_prepare_into(const genome *cp, double weight, const render_geometry *geo, uint16_t *choose,
                        int choose_rows, render_prepared *p, fb_error *err) {
  memset(p, 0, sizeof *p);
  if (cp->num_xforms < 1) return fb_errorf(err, "line %d: the flame has no xforms", cp->source_line);
  if (cp->num_xforms > 65535) return fb_errorf(err, "line %d: too many xforms", cp->source_line);
  p->num_xforms = cp->num_xforms;
  p->num_finals = cp->num_finals;
  p->xforms = calloc((size_t)cp->num_xforms + cp->num_finals, sizeof *p->xforms);
  p->passes = calloc((size_t)cp->num_xforms + cp->num_finals, sizeof *p->passes);
  if (!p->xforms || !p->passes) {
    render_prepared_free(p);
    return fb_errorf(err, "out of memory preparing xforms");
  }
  for (int i = 0; i < cp->num_xforms + cp->num_finals; i++) {
    const char *refused = prepare_xform(&cp->xforms[i], cp->z_mode, &p->xforms[i], &p->tables);
    if (refused) {
      render_prepared_free(p);
      return fb_errorf(err,
                       "line %d: xform %d: no room for %s's points beside those of the frames rendering now "
                       "(out of memory, or past the most a process holds: render fewer frames at once, -j 1)",
                       cp->source_line, i, refused);
    }
    fm_xform_passes_of(&p->xforms[i], &p->passes[i]);
    if (fm_xform_true_color(&p->xforms[i])) p->true_color = 1;
  }
  if (genome_has_colour_mod(cp)) {
    if (!(p->colour_mod = malloc((size_t)(cp->num_xforms + cp->num_finals) * sizeof *p->colour_mod))) {
      render_prepared_free(p);
      return fb_errorf(err, "out of memory preparing xforms");
    }
    for (int i = 0; i < cp->num_xforms + cp->num_finals; i++)
      fm_colour_mod_step_of(cp->xforms[i].colour_mod, cp->xforms[i].colour_mod_speed, &p->colour_mod[i]);
  }
  if (prepare_wfields(cp, p) < 0 || prepare_forms(cp, p) < 0) {
    render_prepared_free(p);
    return fb_errorf(err, "out of memory preparing xforms");
  }
  /* flam3 applies its one final xform with the probability of its opacity; JWildfire, whose
   * files have several, applies every final xform to every point and reads no final's
   * opacity (DefaultRenderIterationState.applyFinalTransforms). */
  if (cp->num_finals) p->final_opacity = cp->num_finals == 1 ? GENOME_FINAL(cp, 0)->opacity : 1.0;

  int n = cp->num_xforms;
  p->chaos_enabled = 0;
  for (int i = 0; i < n * n; i++)
    if (cp->chaos[i] != 1.0) p->chaos_enabled = 1;
  int rows = p->chaos_enabled ? n + 1 : 1;
  if (choose && rows > choose_rows) {
    render_prepared_free(p);
    return fb_errorf(err, "line %d: %d choice tables do not fit the %d given", cp->source_line, rows, choose_rows);
  }
  p->choose_owned = !choose;
  p->choose = choose ? choose : malloc((size_t)rows * RENDER_CHOOSE_GRAIN * sizeof *p->choose);
  if (!p->choose) {
    render_prepared_free(p);
    return fb_errorf(err, "out of memory preparing xform tables");
  }
  double *w = malloc((size_t)n * sizeof *w);
  int *pick = malloc((size_t)n * sizeof *pick);
  int built = w && pick ? 0 : fb_errorf(err, "out of memory preparing xform tables");
  p->choose_by_runs = n <= RENDER_CHOOSE_RUNS_MAX;
  uint32_t *runs = p->choose_by_runs ? p->choose_runs : NULL;
  if (built == 0) built = build_choice_row(cp, -1, p->choose, runs, w, pick, err);
  for (int i = 0; i < n && p->chaos_enabled && built == 0; i++)
    built = build_choice_row(cp, i, p->choose + (size_t)(i + 1) * RENDER_CHOOSE_GRAIN,
                             runs ? runs + (size_t)(i + 1) * n : NULL, w, pick, err);
  free(w);
  free(pick);
  if (built < 0) goto fail;

  for (int i = 0; i < 256; i++)
    for (int c = 0; c < 4; c++) p->cmap[i][c] = cp->palette[i][c] * 255.0 * weight;
  p->palette_mode = cp->palette_mode;
  render_camera_of(cp, geo, &p->camera);
  p->weight = weight;
  p->count_weight = weight;
  return 0;
fail:
  render_prepared_free(p);
  return -1;
}

void render_prepared_count_as(render_prepared *p, const genome *cp, double hit_weight) {
  for (int i = 0; i < 256; i++) p->cmap[i][3] = cp->palette[i][3] * 255.0 * hit_weight;
  p->count_weight = hit_weight;
}

void render_prepared_free(render_prepared *p) {
  point_pins_release(&p->tables);
  free(p->colour_mod);
  p->colour_mod = NULL;
  free(p->xforms);
  free(p->passes);
  free(p->form_xforms);
  free(p->form_of);
  p->form_xforms = NULL;
  p->form_of = NULL;
  free(p->wfields);
  p->wfields = NULL;
  if (p->choose_owned) free(p->choose);
  p->xforms = NULL;
  p->passes = NULL;
  p->choose = NULL;
}

int render_sampling_of(const render_frame *frame, render_sampling *s, fb_error *err) {
  memset(s, 0, sizeof *s);
  s->nsub = frame->nsub;
  if (frame->nsub < 1) return fb_errorf(err, "a frame without sub-frames");
  /* flam3 gives each temporal sample an equal share of the frame's samples. */
  double asked = 0;
  for (int i = 0; i < frame->nsub; i++) {
    const double n = render_sample_count(frame->sub[i].cp);
    if (!(n > 0) || !isfinite(n) || n > 1e15)
      return fb_errorf(err, "line %d: sample count %g (quality x 4^zoom x width x height) is out of range",
                       frame->sub[i].cp->source_line, n);
    asked += n / frame->nsub;
  }
  s->asked = asked;
  const double share = asked / frame->nsub;
  if (share >= RENDER_CHUNK) {
    const double rounds = floor(share / RENDER_CHUNK + 0.5);
    s->rounds = rounds < 1 ? 1 : (uint64_t)rounds;
    s->chunk_len = RENDER_CHUNK;
  } else {
    s->chunk_len = (uint32_t)share;
    s->rounds = s->chunk_len > 0 ? 1 : 0;
  }
  return 0;
}

int render_rounds_of(const render_sampling *s, const render_options *opt, uint64_t *end_round, fb_error *err) {
  const uint64_t end = opt->end_round ? opt->end_round : s->rounds;
  if (end > s->rounds || opt->first_round > end)
    return fb_errorf(err, "rounds %llu to %llu of a frame of %llu", (unsigned long long)opt->first_round,
                     (unsigned long long)end, (unsigned long long)s->rounds);
  if ((opt->first_round > 0 || end < s->rounds) && !render_sampling_additive(s))
    return fb_errorf(err, "a frame of short chunks (%u samples) cannot be topped up or split", s->chunk_len);
  *end_round = end;
  return 0;
}
