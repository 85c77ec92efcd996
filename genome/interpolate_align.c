/*
 * interpolate_align.c — step 2 of the interpolation (interpolate.c): flam3_align. Copies of the
 * segment's keyframes padded to one xform layout, with flam3's choice of "identity" for the
 * padding xforms and its parameter borrowing, bit for bit as Debian's libflam3 does it.
 */
#include "interpolate_private.h"

#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/* ---- 2. alignment ---------------------------------------------------------------------- */

static int alloc_segment(segment *s) {
  size_t nxf = (size_t)s->nxf, nchaos = (size_t)s->nstd * (size_t)s->nstd;
  size_t per_cp = nxf * sizeof(genome_xform) + nchaos * sizeof(double) + nxf;
  const size_t used = (nxf * (FM_NVARS + 1) * sizeof(unsigned short) + 15) / 16 * 16; /* the rest stays aligned */
  char *p = malloc(used + per_cp * (size_t)s->n + 1);
  if (!p) return -1;
  s->mem = p;
  s->used = (unsigned short *)p; /* first: aligned for its type */
  p += used;
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
  x->var[FM_VAR_linear] = 1.0;
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

/* flam3_copy_params: the parameters of variation v. flam3 forgets flower_holes (it copies
 * flower_petals twice), and so do we. */
static void copy_params(genome_xform *dst, const genome_xform *src, int v) {
  for (int p = 0; p < FM_NPARAMS; p++)
    if (genome_param_variation(p) == v && p != FM_P_flower_holes) dst->param[p] = src->param[p];
}

/* A parametric variation unused by an xform takes its parameters from the neighbouring
 * keyframe's xform that uses it, so blending in the variation's weight does not also
 * sweep its parameters from their defaults. flam3 looks back for every keyframe but the
 * first, which looks forward. */
static void borrow_params(segment *s, int k, int x) {
  genome_xform *xf = &s->cp[k].xf[x];
  for (int v = FIRST_PARAMETRIC_VAR; v < FM_NVARS; v++) {
    if (xf->var[v] != 0) continue;
    const genome_xform *nb = NULL;
    if (k > 0) nb = &s->cp[k - 1].xf[x];
    else if (k < s->n - 1) nb = &s->cp[k + 1].xf[x];
    if (nb && nb->var[v] != 0) copy_params(xf, nb, v);
  }
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
  return x->var[FM_VAR_spherical] > 0 || x->var[FM_VAR_ngon] > 0 || x->var[FM_VAR_julian] > 0 ||
         x->var[FM_VAR_juliascope] > 0 || x->var[FM_VAR_polar] > 0 || x->var[FM_VAR_wedge_sph] > 0 ||
         x->var[FM_VAR_wedge_julia] > 0;
}

/* Variations with parameters that make them (close to) the identity: the padding xform
 * uses the variation itself with those parameters. Returns how many matched. */
static int substitute_parametric(genome_xform *x, const genome_xform *nb) {
  int found = 0;
  if (nb->var[FM_VAR_rectangles] > 0) {
    x->var[FM_VAR_rectangles] = 1.0;
    x->param[FM_P_rectangles_x] = x->param[FM_P_rectangles_y] = 0.0;
    found++;
  }
  if (nb->var[FM_VAR_rings2] > 0) {
    x->var[FM_VAR_rings2] = 1.0;
    x->param[FM_P_rings2_val] = 0.0;
    found++;
  }
  if (nb->var[FM_VAR_fan2] > 0) {
    x->var[FM_VAR_fan2] = 1.0;
    x->param[FM_P_fan2_x] = x->param[FM_P_fan2_y] = 0.0;
    found++;
  }
  if (nb->var[FM_VAR_blob] > 0) {
    x->var[FM_VAR_blob] = 1.0;
    x->param[FM_P_blob_low] = x->param[FM_P_blob_high] = x->param[FM_P_blob_waves] = 1.0;
    found++;
  }
  if (nb->var[FM_VAR_perspective] > 0) {
    x->var[FM_VAR_perspective] = 1.0;
    x->param[FM_P_perspective_angle] = 0.0;  /* the distance stays as it is */
    found++;
  }
  if (nb->var[FM_VAR_curl] > 0) {
    x->var[FM_VAR_curl] = 1.0;
    x->param[FM_P_curl_c1] = x->param[FM_P_curl_c2] = 0.0;
    found++;
  }
  if (nb->var[FM_VAR_super_shape] > 0) {
    x->var[FM_VAR_super_shape] = 1.0;
    x->param[FM_P_super_shape_n1] = x->param[FM_P_super_shape_n2] = x->param[FM_P_super_shape_n3] = 2.0;
    x->param[FM_P_super_shape_rnd] = x->param[FM_P_super_shape_holes] = 0.0;  /* m stays */
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
  xf->var[FM_VAR_linear] = 0.0;

  /* flam3 asks whether the previous keyframe (the keyframe itself for the first one) uses
   * log interpolation. */
  int log_type = s->cp[k > 0 ? k - 1 : 0].g->interpolation_type == ITYPE_LOG;
  for (int i = 0; log_type && i < nnb; i++) {
    if (uses_holey_variation(nb[i])) {
      xf->var[FM_VAR_linear] = -1.0;
      set_coefs(xf, -1.0, 0.0, 0.0, -1.0);
      found = -1;
    }
  }
  if (found == 0)
    for (int i = 0; i < nnb; i++) found += substitute_parametric(xf, nb[i]);  /* both neighbours */
  if (found == 0) {
    /* fan and rings against a swapped-axes identity */
    for (int i = 0; i < nnb; i++) {
      if (nb[i]->var[FM_VAR_fan] > 0) {
        xf->var[FM_VAR_fan] = 1.0;
        found++;
      }
      if (nb[i]->var[FM_VAR_rings] > 0) {
        xf->var[FM_VAR_rings] = 1.0;
        found++;
      }
    }
    if (found > 0) set_coefs(xf, 0.0, 1.0, 1.0, 0.0);
  }
  if (found == 0) {
    xf->var[FM_VAR_linear] = 1.0;
  } else if (found > 0) {
    double sum = 0.0;
    for (int v = 0; v < FM_NVARS; v++) sum += xf->var[v];
    double inv = 1.0 / sum;  /* shipped binary: division by the sum as a reciprocal multiply */
    for (int v = 0; v < FM_NVARS; v++) xf->var[v] *= inv;
  }
}

/* segment.used: the variations each xform has in some keyframe, after the alignment. */
static int list_used(segment *s) {
  for (int x = 0; x < s->nxf; x++) {
    unsigned short *list = s->used + (size_t)x * (FM_NVARS + 1);
    list[0] = 0;
    for (int v = 0; v < FM_NVARS; v++)
      for (int k = 0; k < s->n; k++)
        if (s->cp[k].xf[x].var[v] != 0.0) {
          list[++list[0]] = (unsigned short)v;
          break;
        }
  }
  return 0;
}

/* flam3_align over the segment's keyframes cps[0..s->n-1]. */
int interpolate_align(segment *s, const genome *cps) {
  s->nstd = cps[0].num_xforms;
  s->nfinal = cps[0].num_finals;
  for (int k = 1; k < s->n; k++) {
    if (cps[k].num_xforms > s->nstd) s->nstd = cps[k].num_xforms;
    if (cps[k].num_finals > s->nfinal) s->nfinal = cps[k].num_finals;
  }
  s->nxf = s->nstd + s->nfinal;
  if (alloc_segment(s)) return -1;
  for (int k = 0; k < s->n; k++) {
    s->cp[k].g = &cps[k];
    pad_copy(s, &s->cp[k]);
  }

  /* The old interpolation types predate borrowing and substitution. flam3 decides on the
   * keyframe at index n/2-1: the segment's first for linear, its second for Catmull-Rom. */
  int itype = cps[s->n / 2 - 1].interpolation_type;
  if (itype == ITYPE_OLD || itype == ITYPE_OLDER) return list_used(s);

  /* flam3 also skips substitution when all keyframes share one layout, but then there is
   * no padding to substitute. */
  for (int k = 0; k < s->n; k++) {
    for (int x = 0; x < s->nxf; x++) {
      borrow_params(s, k, x);
      if (s->cp[k].pad[x]) substitute_padding(s, k, x);
    }
  }
  return list_used(s);
}

