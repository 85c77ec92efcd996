/*
 * interpolate_align.c — step 2 of the interpolation (interpolate.c): flam3_align. Copies of the
 * segment's keyframes padded to one xform layout, with flam3's choice of "identity" for the
 * padding xforms and its parameter borrowing, bit for bit as Debian's libflam3 does it.
 */
#include "interpolate_private.h"

#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* ---- 2. alignment ---------------------------------------------------------------------- */

static int alloc_segment(segment *s) {
  size_t nxf = (size_t)s->nxf, nchaos = (size_t)s->nstd * (size_t)s->nstd;
  size_t per_cp = nxf * sizeof(genome_xform) + nchaos * sizeof(double) + nxf;
  char *p = malloc(per_cp * (size_t)s->n + 1);
  if (!p) return -1;
  s->mem = p;
  for (int k = 0; k < s->n; k++) {
    s->cp[k].xf = (genome_xform *)p;
    p += nxf * sizeof(genome_xform);
    s->cp[k].chaos = (double *)p;
    p += nchaos * sizeof(double);
  }
  for (int k = 0; k < s->n; k++) {
    s->cp[k].pad = (unsigned char *)p;
    p += nxf;
  }
  return 0;
}

/* A padding xform as flam3 creates one: defaults, linear 1, and colour = its array slot & 1. */
static void init_pad_xform(genome_xform *x, int slot) {
  genome_xform_init(x);
  genome_xform_set_var(x, FM_VAR_linear, 1.0); /* (an empty xform: room for it) */
  x->color = (double)(slot & 1);
}

/* flam3_copyx: the keyframe's xforms, then padding; chaos rows/columns of padding are 1. */
static void pad_copy(segment *s, aligned_cp *a) {
  const genome *g = a->g;
  for (int i = 0; i < s->nstd; i++) {
    a->pad[i] = i >= g->num_xforms;
    if (a->pad[i]) init_pad_xform(&a->xf[i], i);
    else a->xf[i] = g->xforms[i];
    for (int j = 0; j < s->nstd; j++) {
      int kept = i < g->num_xforms && j < g->num_xforms && g->chaos;
      a->chaos[i * s->nstd + j] = kept ? g->chaos[i * g->num_xforms + j] : 1.0;
    }
  }
  /* Final xforms by position: the keyframe's k-th against the others' k-th. */
  for (int k = 0; k < s->nfinal; k++) {
    genome_xform *f = &a->xf[s->nstd + k];
    a->pad[s->nstd + k] = k >= g->num_finals;
    if (k < g->num_finals) {
      *f = *GENOME_FINAL(g, k);
    } else {
      /* A final xform blended against nothing neither moves the colour nor rotates. */
      init_pad_xform(f, s->nstd + k);
      f->animate = 0.0;
      f->color_speed = 0.0;
    }
  }
}

/* flam3_copy_params: the parameters of variation v (its own: not a plot's shared formula
 * block). flam3 forgets flower_holes (it copies flower_petals twice), and so do we. */
static int copy_params(genome_xform *dst, const genome_xform *src, int v) {
  const int *params = genome_variation_params(v);
  for (int i = 0; params[i] >= 0; i++) {
    const int p = params[i];
    if (genome_param_variation(p) == v && p != FM_P_flower_holes &&
        genome_xform_set_param(dst, p, genome_xform_param(src, p)) < 0)
      return -1;
  }
  return 0;
}

/* A parametric variation unused by an xform takes its parameters from the neighbouring
 * keyframe's xform that uses it, so blending in the variation's weight does not also
 * sweep its parameters from their defaults. flam3 looks back for every keyframe but the
 * first, which looks forward. */
static int borrow_params(segment *s, int k, int x) {
  genome_xform *xf = &s->cp[k].xf[x];
  const genome_xform *nb = NULL;
  if (k > 0) nb = &s->cp[k - 1].xf[x];
  else if (k < s->n - 1) nb = &s->cp[k + 1].xf[x];
  for (int i = 0; nb && i < nb->nvars; i++) {
    const int v = nb->vars[i].index;
    if (v >= FIRST_PARAMETRIC_VAR && genome_xform_var(xf, v) == 0 && copy_params(xf, nb, v) < 0) return -1;
  }
  return 0;
}

static void set_coefs(genome_xform *x, double a, double d, double b, double e) {
  x->coefs[0][0] = a;
  x->coefs[0][1] = d;
  x->coefs[1][0] = b;
  x->coefs[1][1] = e;
  x->coefs[2][0] = x->coefs[2][1] = 0.0;
}

/* The non-padding xforms in slot x of keyframes k-1 and k+1, in that order. */
static int real_neighbours(const segment *s, int k, int x, const genome_xform *nb[2]) {
  int count = 0;
  for (int d = -1; d <= 1; d += 2) {
    int j = k + d;
    if (j >= 0 && j < s->n && !s->cp[j].pad[x]) nb[count++] = &s->cp[j].xf[x];
  }
  return count;
}

/* Variations with holes or a singularity at the origin: under log interpolation a padding
 * xform faces them as linear -1 with a half-turn, which fades in without black wedges. */
static int uses_holey_variation(const genome_xform *x) {
  static const int holey[] = {FM_VAR_spherical,  FM_VAR_ngon,      FM_VAR_julian,     FM_VAR_juliascope,
                              FM_VAR_polar,      FM_VAR_wedge_sph, FM_VAR_wedge_julia};
  for (size_t i = 0; i < sizeof holey / sizeof holey[0]; i++)
    if (genome_xform_var(x, holey[i]) > 0) return 1;
  return 0;
}

/* Variations with parameters that make them (close to) the identity: the padding xform
 * uses the variation itself with those parameters. Returns how many matched. A padding xform
 * holds at most these seven variations and their few parameters: nothing here can fail. */
static int substitute_parametric(genome_xform *x, const genome_xform *nb) {
  static const struct {
    int var;
    int param[5];
    double value[5];
  } identities[] = {
      {FM_VAR_rectangles, {FM_P_rectangles_x, FM_P_rectangles_y, -1}, {0.0, 0.0}},
      {FM_VAR_rings2, {FM_P_rings2_val, -1}, {0.0}},
      {FM_VAR_fan2, {FM_P_fan2_x, FM_P_fan2_y, -1}, {0.0, 0.0}},
      {FM_VAR_blob, {FM_P_blob_low, FM_P_blob_high, FM_P_blob_waves, -1}, {1.0, 1.0, 1.0}},
      {FM_VAR_perspective, {FM_P_perspective_angle, -1}, {0.0}}, /* the distance stays as it is */
      {FM_VAR_curl, {FM_P_curl_c1, FM_P_curl_c2, -1}, {0.0, 0.0}},
      {FM_VAR_super_shape, /* m stays */
       {FM_P_super_shape_n1, FM_P_super_shape_n2, FM_P_super_shape_n3, FM_P_super_shape_rnd, FM_P_super_shape_holes},
       {2.0, 2.0, 2.0, 0.0, 0.0}},
  };
  int found = 0;
  for (size_t i = 0; i < sizeof identities / sizeof identities[0]; i++) {
    if (!(genome_xform_var(nb, identities[i].var) > 0)) continue;
    genome_xform_set_var(x, identities[i].var, 1.0);
    for (int j = 0; j < 5 && identities[i].param[j] >= 0; j++)
      genome_xform_set_param(x, identities[i].param[j], identities[i].value[j]);
    found++;
  }
  return found;
}

/* flam3_align's choice of a better starting point than linear for a padding xform. */
static void substitute_padding(segment *s, int k, int x) {
  genome_xform *xf = &s->cp[k].xf[x];
  const genome_xform *nb[2];
  int nnb = real_neighbours(s, k, x, nb);
  int found = 0;
  genome_xform_set_var(xf, FM_VAR_linear, 0.0);

  /* flam3 asks whether the previous keyframe (the keyframe itself for the first one) uses
   * log interpolation. */
  int log_type = s->cp[k > 0 ? k - 1 : 0].g->interpolation_type == ITYPE_LOG;
  for (int i = 0; log_type && i < nnb; i++) {
    if (uses_holey_variation(nb[i])) {
      genome_xform_set_var(xf, FM_VAR_linear, -1.0);
      set_coefs(xf, -1.0, 0.0, 0.0, -1.0);
      found = -1;
    }
  }
  if (found == 0)
    for (int i = 0; i < nnb; i++) found += substitute_parametric(xf, nb[i]);  /* both neighbours */
  if (found == 0) {
    /* fan and rings against a swapped-axes identity */
    for (int i = 0; i < nnb; i++) {
      if (genome_xform_var(nb[i], FM_VAR_fan) > 0) {
        genome_xform_set_var(xf, FM_VAR_fan, 1.0);
        found++;
      }
      if (genome_xform_var(nb[i], FM_VAR_rings) > 0) {
        genome_xform_set_var(xf, FM_VAR_rings, 1.0);
        found++;
      }
    }
    if (found > 0) set_coefs(xf, 0.0, 1.0, 1.0, 0.0);
  }
  if (found == 0) {
    genome_xform_set_var(xf, FM_VAR_linear, 1.0);
  } else if (found > 0) {
    double sum = 0.0;
    for (int i = 0; i < xf->nvars; i++) sum += xf->vars[i].weight;
    double inv = 1.0 / sum;  /* shipped binary: division by the sum as a reciprocal multiply */
    for (int i = xf->nvars - 1; i >= 0; i--)
      genome_xform_set_form(xf, xf->vars[i].index, xf->vars[i].kind, xf->vars[i].weight * inv);
  }
}

/* ---- the blend's plan ------------------------------------------------------------------ */

/* flam3's own parameters: the table's first block (enum fm_param starts with them). Counted
 * each time a segment is planned, a hundred comparisons, rather than cached in a static that
 * threads planning at once would share. */
static int flam3_param_count(void) {
  int n = 0;
  while (n < FM_NPARAMS && genome_param_variation(n) < FM_NVARS_FLAM3) n++;
  return n;
}

/* A variation's forms (genome.h) blend form with form, as Fractorium's union of variations
 * does, whose pre_log, log and post_log are three: an entry of a slot's plan is a variation
 * and a kind, var·8 + kind, and a variation a keyframe has in one form and another in another
 * fades from the one to the other. */
#define PLAN_ENTRY(var, kind) ((var) * 8 + (kind))
#define ENTRY_VAR(entry) ((entry) / 8)
#define ENTRY_KIND(entry) ((entry) % 8)

static int entry_of(const genome_xform *xf, int i) {
  return PLAN_ENTRY(xf->vars[i].index, xf->vars[i].kind);
}

/* Whether entry u of a slot's sorted list is its variation's first: its parameters are blended
 * once for all its forms. */
static int first_of_variation(const unsigned short *vars, int u) {
  return u == 0 || ENTRY_VAR(vars[u - 1]) != ENTRY_VAR(vars[u]);
}

/* The union of the segment's plan entries in slot x, ascending, into list; their count. */
static int used_variations(const segment *s, int x, unsigned short *list) {
  int n = 0;
  int at[MAX_CPS] = {0};
  for (;;) { /* a merge of the keyframes' sorted lists */
    int next = -1;
    for (int k = 0; k < s->n; k++) {
      const genome_xform *xf = &s->cp[k].xf[x];
      if (at[k] < xf->nvars && (next < 0 || entry_of(xf, at[k]) < next)) next = entry_of(xf, at[k]);
    }
    if (next < 0) return n;
    list[n++] = (unsigned short)next;
    for (int k = 0; k < s->n; k++) {
      const genome_xform *xf = &s->cp[k].xf[x];
      if (at[k] < xf->nvars && entry_of(xf, at[k]) == next) at[k]++;
    }
  }
}

static int compare_ushort(const void *a, const void *b) {
  return (int)*(const unsigned short *)a - (int)*(const unsigned short *)b;
}

/* The keyframe whose formula block the slot draws: the first that has a plot variation the
 * segment uses, or -1 (then the first keyframe's block stays, as every other parameter). */
static int formula_keyframe(const segment *s, int x, const unsigned short *vars, int nvars) {
  int any = 0;
  for (int u = 0; u < nvars && !any; u++) any = genome_variation_has_formula(ENTRY_VAR(vars[u]));
  for (int k = 0; any && k < s->n; k++)
    for (int u = 0; u < nvars; u++)
      if (genome_variation_has_formula(ENTRY_VAR(vars[u])) && genome_xform_var(&s->cp[k].xf[x], ENTRY_VAR(vars[u])) != 0.0)
        return k;
  return -1;
}

/* Bytes of one slot's plan with room for nvars, nblend and nkept entries (8-aligned). */
static size_t plan_bytes(int n, int nvars, int nblend, int nkept) {
  size_t b = (size_t)nvars * (sizeof(unsigned short) + 1 + n * sizeof(double));
  b += (size_t)nblend * (sizeof(unsigned short) + n * sizeof(double));
  b += (size_t)nkept * (sizeof(unsigned short) + sizeof(double));
  return (b + 8 * 6 + 7) / 8 * 8;
}

static char *take(char **p, size_t bytes, size_t align) {
  *p = (char *)(((uintptr_t)*p + align - 1) / align * align);
  char *at = *p;
  *p += bytes;
  return at;
}

/* One slot's plan (segment_blend) in the memory at *p. */
static void plan_slot(segment *s, int x, const unsigned short *vars, int nvars, int nblend_max, char **p) {
  segment_blend *b = &s->plan[x];
  const int n = s->n, nflam3 = flam3_param_count();
  b->nvars = nvars;
  for (int k = 0; k < n; k++) b->weight[k] = (double *)take(p, (size_t)nvars * sizeof(double), 8);
  for (int k = 0; k < n; k++) b->blend_value[k] = (double *)take(p, (size_t)nblend_max * sizeof(double), 8);
  const genome_xform *first = &s->cp[0].xf[x];
  const int fk = formula_keyframe(s, x, vars, nvars);
  const int nkept_max = first->nparams + (fk >= 0 ? s->cp[fk].xf[x].nparams : 0);
  b->kept_value = (double *)take(p, (size_t)nkept_max * sizeof(double), 8);
  b->var = (unsigned short *)take(p, (size_t)nvars * sizeof(unsigned short), 2);
  b->blend = (unsigned short *)take(p, (size_t)nblend_max * sizeof(unsigned short), 2);
  b->kept_index = (unsigned short *)take(p, (size_t)nkept_max * sizeof(unsigned short), 2);
  b->kind = (unsigned char *)take(p, (size_t)nvars, 1);

  /* the variations, each in its form */
  for (int u = 0; u < nvars; u++) {
    b->var[u] = (unsigned short)ENTRY_VAR(vars[u]);
    b->kind[u] = (unsigned char)ENTRY_KIND(vars[u]);
    for (int k = 0; k < n; k++) b->weight[k][u] = genome_xform_form(&s->cp[k].xf[x], b->var[u], b->kind[u]);
  }
  /* the parameters blended: flam3's, then those of the variations past its 99 (one set for a
   * variation's forms, listed through its first) */
  b->nblend = 0;
  for (int q = 0; q < nflam3; q++) b->blend[b->nblend++] = (unsigned short)q;
  for (int u = 0; u < nvars; u++) {
    if (ENTRY_VAR(vars[u]) < FM_NVARS_FLAM3 || !first_of_variation(vars, u)) continue;
    const int *params = genome_variation_params(ENTRY_VAR(vars[u]));
    for (int i = 0; params[i] >= 0; i++)
      if (!genome_param_in_formula(params[i])) b->blend[b->nblend++] = (unsigned short)params[i];
  }
  qsort(b->blend + nflam3, (size_t)(b->nblend - nflam3), sizeof b->blend[0], compare_ushort);
  for (int i = 0; i < b->nblend; i++)
    for (int k = 0; k < n; k++) b->blend_value[k][i] = genome_xform_param(&s->cp[k].xf[x], b->blend[i]);
  /* the parameters kept: the first keyframe's others, and a formula block */
  b->nkept = 0;
  const int formula_lo = FM_P_formula_code00, formula_hi = FM_P_formula_code00 + FM_FORMULA_SLOTS;
  int j = 0;
  for (int i = 0; i < first->nparams; i++) {
    const int q = first->param_index[i];
    while (j < b->nblend && b->blend[j] < q) j++;
    if (j < b->nblend && b->blend[j] == q) continue;
    if (fk >= 0 && q >= formula_lo && q < formula_hi) continue;
    b->kept_index[b->nkept] = (unsigned short)q;
    b->kept_value[b->nkept++] = first->param_value[i];
  }
  if (fk >= 0) {
    const genome_xform *f = &s->cp[fk].xf[x];
    for (int i = 0; i < f->nparams; i++)
      if (f->param_index[i] >= formula_lo && f->param_index[i] < formula_hi) {
        b->kept_index[b->nkept] = f->param_index[i];
        b->kept_value[b->nkept++] = f->param_value[i];
      }
    /* the block's entries were put after the first keyframe's others: sort them in */
    for (int i = 1; i < b->nkept; i++)
      for (int m = i; m > 0 && b->kept_index[m - 1] > b->kept_index[m]; m--) {
        const unsigned short ti = b->kept_index[m];
        const double tv = b->kept_value[m];
        b->kept_index[m] = b->kept_index[m - 1];
        b->kept_value[m] = b->kept_value[m - 1];
        b->kept_index[m - 1] = ti;
        b->kept_value[m - 1] = tv;
      }
  }
}

/* segment.plan: each slot's blend, once the keyframes are aligned. */
static int plan_blends(segment *s) {
  const int n = s->n;
  unsigned short(*vars)[MAX_CPS * FM_XFORM_VARS] = malloc((size_t)s->nxf * sizeof *vars);
  int *nvars = malloc((size_t)s->nxf * sizeof *nvars), *nblend = malloc((size_t)s->nxf * sizeof *nblend);
  size_t bytes = (size_t)s->nxf * sizeof(segment_blend) + 16;
  if (!vars || !nvars || !nblend) goto fail;
  for (int x = 0; x < s->nxf; x++) {
    nvars[x] = used_variations(s, x, vars[x]);
    nblend[x] = flam3_param_count();
    for (int u = 0; u < nvars[x]; u++) {
      if (ENTRY_VAR(vars[x][u]) < FM_NVARS_FLAM3 || !first_of_variation(vars[x], u)) continue;
      const int *params = genome_variation_params(ENTRY_VAR(vars[x][u]));
      for (int i = 0; params[i] >= 0; i++) nblend[x] += !genome_param_in_formula(params[i]);
    }
    bytes += plan_bytes(n, nvars[x], nblend[x], 2 * GENOME_XFORM_PARAMS);
  }
  char *p = malloc(bytes);
  if (!p) goto fail;
  s->plan_mem = p;
  s->plan = (segment_blend *)take(&p, (size_t)s->nxf * sizeof(segment_blend), 16);
  for (int x = 0; x < s->nxf; x++) plan_slot(s, x, vars[x], nvars[x], nblend[x], &p);
  free(vars);
  free(nvars);
  free(nblend);
  return 0;
fail:
  free(vars);
  free(nvars);
  free(nblend);
  return -1;
}

/* flam3_align over the segment's keyframes cps[0..s->n-1]. */
int interpolate_align(segment *s, const genome *cps, fb_error *err) {
  s->nstd = cps[0].num_xforms;
  s->nfinal = cps[0].num_finals;
  for (int k = 1; k < s->n; k++) {
    if (cps[k].num_xforms > s->nstd) s->nstd = cps[k].num_xforms;
    if (cps[k].num_finals > s->nfinal) s->nfinal = cps[k].num_finals;
  }
  s->nxf = s->nstd + s->nfinal;
  if (alloc_segment(s)) return fb_errorf(err, "out of memory interpolating flames");
  for (int k = 0; k < s->n; k++) {
    s->cp[k].g = &cps[k];
    pad_copy(s, &s->cp[k]);
  }

  /* The old interpolation types predate borrowing and substitution. flam3 decides on the
   * keyframe at index n/2-1: the segment's first for linear, its second for Catmull-Rom. */
  int itype = cps[s->n / 2 - 1].interpolation_type;
  /* flam3 also skips substitution when all keyframes share one layout, but then there is
   * no padding to substitute. */
  for (int k = 0; itype != ITYPE_OLD && itype != ITYPE_OLDER && k < s->n; k++) {
    for (int x = 0; x < s->nxf; x++) {
      if (borrow_params(s, k, x) < 0)
        return fb_errorf(err, "xform %d of %s borrows more variation parameters than the %d an xform holds", x + 1,
                         cps[k].name[0] ? cps[k].name : "a keyframe", GENOME_XFORM_PARAMS);
      if (s->cp[k].pad[x]) substitute_padding(s, k, x);
    }
  }
  if (plan_blends(s) < 0) return fb_errorf(err, "out of memory interpolating flames");
  return 0;
}
