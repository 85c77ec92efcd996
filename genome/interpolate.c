/*
 * interpolate.c — the genome at any time of an animation: flam3 3.1.1's flam3_interpolate
 * (flam3.c), flam3_align and flam3_interpolate_n (interpolation.c), as flam3-animate runs
 * them for every temporal sample of every frame.
 *
 * The steps, each below in its own section:
 *  1. segment: the two keyframes around the time and their blend weights (linear, or
 *     Catmull-Rom over four keyframes when the segment's first keyframe says "smooth");
 *  2. alignment: copies of those keyframes padded to one xform layout, with flam3's
 *     choice of "identity" for the padding xforms and its parameter borrowing;
 *  3. blend: scalars, palette, chaos and every xform field as sum(c[k] * value[k]), the
 *     affine parts in polar form for interpolation_type="log".
 *
 * The oracle is Debian's libflam3 (built -O3 -ffast-math), and every sum here is written in
 * the order that binary evaluates it, so results are bit-identical to flam3_interpolate.
 * Where the binary's arithmetic differs from flam3's C source, the spot says so.
 *
 * flam3's sheep-only machinery (stagger, asymmetric "wind" reference angles, motion
 * elements) is not reproduced: flam3-animate never uses it (stagger 0, wind 0).
 */
#include "genome.h"
#include "genome_fields.h"

#include <limits.h>
#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "interpolate_private.h"

/* ---- 1. the segment ------------------------------------------------------------------ */

void genome_catmull_rom_weights(double t, double w[4]) {
  double t2 = t * t, t3 = t2 * t;
  w[0] = (2 * t2 - t - t3) * 0.5;
  w[1] = (3 * t3 - 5 * t2 + 2) * 0.5;
  w[2] = (4 * t2 + t - 3 * t3) * 0.5;  /* shipped binary: source's 4t²-3t³+t re-associated */
  w[3] = (t3 - t2) * 0.5;
}

/* Index of the segment's first keyframe. Before the first keyframe and after the last the
 * first and last pairs extrapolate; a time equal to an inner keyframe's ends the segment
 * that comes before it (weight 1 on that keyframe). */
static int segment_start(const genome *cps, int ncps, double time) {
  if (cps[0].time >= time) return 0;
  if (cps[ncps - 1].time <= time) return ncps - 2;
  int i = 0;
  while (cps[i].time < time) i++;
  return i - 1;
}

/* ---- 3. blending ----------------------------------------------------------------------- */

/* Every blend is sum(c[k] * value[k]) accumulated from 0.0 in keyframe order, as flam3's
 * INTERP macro; values are addressed by byte offset into the genome or xform. */
static double mix_field(const segment *s, size_t offset) {
  double acc = 0.0;
  for (int k = 0; k < s->n; k++) acc += s->c[k] * *(const double *)((const char *)s->cp[k].g + offset);
  return acc;
}

/* A blend that keeps a value all the segment's keyframes share exactly (genome_fields.h's
 * STEADY): flam3's keyframes hold the neutral value of the fields flam3 lacks, and that value
 * must come out to the bit whatever the blend weights sum to. */
static double steady_field(const segment *s, size_t offset) {
  const double first = *(const double *)((const char *)s->cp[0].g + offset);
  for (int k = 1; k < s->n; k++)
    if (*(const double *)((const char *)s->cp[k].g + offset) != first) return mix_field(s, offset);
  return first;
}

static int mix_int(const segment *s, size_t offset) {
  double acc = 0.0;
  for (int k = 0; k < s->n; k++) acc += s->c[k] * (double)*(const int *)((const char *)s->cp[k].g + offset);
  double r = rint(acc);
  /* Out of range (far extrapolation) gives what flam3's cvtsd2si gives, without UB. */
  return r >= INT_MIN && r <= INT_MAX ? (int)r : INT_MIN;
}

static double mix_xform(const segment *s, int x, size_t offset) {
  double acc = 0.0;
  for (int k = 0; k < s->n; k++) acc += s->c[k] * *(const double *)((const char *)&s->cp[k].xf[x] + offset);
  return acc;
}

/* Field `index` of a double array member that starts at `offset` in genome_xform. */
#define XF_AT(member, index) (offsetof(genome_xform, member) + (size_t)(index) * sizeof(double))

static double clamp01(double v) {
  if (v < 0) return 0.0;
  if (v > 1) return 1.0;
  return v;
}

static void blend_scalars(const segment *s, genome *out) {
  const genome *first = s->cp[0].g;
  /* Every field as genome_fields.h says: blended, blended and rounded, or the first keyframe's
   * (enumerations: for Catmull-Rom the one before the segment). The palette is explicit now. */
#define BLEND_MIX(member) out->member = mix_field(s, offsetof(genome, member));
#define BLEND_STEADY(member) out->member = steady_field(s, offsetof(genome, member));
#define BLEND_ROUND(member) out->member = mix_int(s, offsetof(genome, member));
#define BLEND_FIRST(member) out->member = first->member;
#define BLEND_SET(member) /* time: the caller's; interpolation and palette_index: below */
#define BLEND(member, kind, def, changed, interp, key, xml, names) BLEND_##interp(member)
  GENOME_FLAME_FIELDS(BLEND)
#undef BLEND
#undef BLEND_MIX
#undef BLEND_STEADY
#undef BLEND_ROUND
#undef BLEND_FIRST
#undef BLEND_SET
  out->interpolation = INTERP_LINEAR;
  out->palette_index = -1;
}

/* The colour curves: blended point by point where the segment's keyframes have curves of one
 * editor and shape (Fractorium blends its curves so), else those of the keyframe of the largest
 * weight (at a keyframe's own time, its own). */
static void blend_colour_curves(const segment *s, genome *out) {
  int dominant = 0;
  for (int k = 1; k < s->n; k++)
    if (s->c[k] > s->c[dominant]) dominant = k;
  const fm_colour_curves *first = &s->cp[dominant].g->colour_curves;
  out->colour_curves = *first;
  if (first->model == FM_CURVES_NONE) return;
  for (int k = 0; k < s->n; k++) {
    const fm_colour_curves *c = &s->cp[k].g->colour_curves;
    if (c->model != first->model || memcmp(c->count, first->count, sizeof c->count)) return;
  }
  fm_colour_curves *o = &out->colour_curves;
  for (int j = 0; j < 4; j++)
    for (int i = 0; i < first->count[j]; i++) {
      double x = 0.0, y = 0.0, w = 0.0;
      for (int k = 0; k < s->n; k++) {
        const fm_colour_curves *c = &s->cp[k].g->colour_curves;
        x += s->c[k] * c->x[j][i];
        y += s->c[k] * c->y[j][i];
        if (i < 4) w += s->c[k] * c->weight[j][i];
      }
      o->x[j][i] = x, o->y[j][i] = y;
      if (i < 4) o->weight[j][i] = w;
    }
  /* Fractorium's spline needs its points in order: a blend beyond the keyframes (Catmull-Rom's
   * negative weights) that reorders them keeps the dominant keyframe's curves */
  if (first->model == FM_CURVES_FRACTORIUM)
    for (int j = 0; j < 4; j++)
      for (int i = 1; i < first->count[j]; i++)
        if (!(o->x[j][i] > o->x[j][i - 1])) {
          *o = *first;
          return;
        }
}

/* The segment's keyframes' palettes in HSV, as blend_palette_entry takes them. */
static void segment_palettes_hsv(segment *s) {
  for (int k = 0; k < s->n; k++)
    for (int i = 0; i < GENOME_PALETTE_SIZE; i++) genome_rgb_to_hsv(s->cp[k].g->palette[i], s->hsv[k][i]);
  if (s->n == 2 && s->cp[0].g->palette_interpolation == PINTERP_HSV_CIRCULAR)
    for (int i = 0; i < GENOME_PALETTE_SIZE; i++) {
      /* Go the short way round the hue circle (only ever between two keyframes). */
      double *h = s->hsv[0][i];
      const double other = s->hsv[1][i][0];
      if (other - h[0] > 3.0) h[0] += 6.0;
      else if (other - h[0] < -3.0) h[0] -= 6.0;
    }
}

/* One palette entry blended in RGB and in HSV, mixed by rgb_fraction. */
static void blend_palette_entry(const segment *s, int i, double rgb_fraction, double out[4]) {
  double rgb[3] = {0, 0, 0}, hsv[3] = {0, 0, 0}, alpha = 0.0;
  int all_opaque = 1;
  for (int k = 0; k < s->n; k++) {
    const double *col = s->cp[k].g->palette[i];
    const double *h = s->hsv[k][i];
    for (int j = 0; j < 3; j++) {
      rgb[j] += s->c[k] * col[j];
      hsv[j] += s->c[k] * h[j];
    }
    alpha += s->c[k] * col[3];
    if (col[3] != 1.0) all_opaque = 0;
  }
  if (all_opaque) alpha = 1.0;  /* exact, even when extrapolating */
  double from_hsv[3];
  genome_hsv_to_rgb(hsv, from_hsv);
  for (int j = 0; j < 3; j++) out[j] = clamp01(rgb_fraction * rgb[j] + (1.0 - rgb_fraction) * from_hsv[j]);
  out[3] = clamp01(alpha);
}

static void blend_palette(const segment *s, genome *out) {
  const genome *first = s->cp[0].g;
  if (first->palette_interpolation == PINTERP_SWEEP) {
    /* Entry i switches from the first keyframe's colour to the second's as c[0] falls. */
    for (int i = 0; i < GENOME_PALETTE_SIZE; i++) {
      int k = (double)i < s->c[0] * 256.0 ? 0 : 1;
      memcpy(out->palette[i], s->cp[k].g->palette[i], sizeof out->palette[i]);
    }
    return;
  }
  double rgb_fraction = 0.0;  /* hsv */
  if (first->palette_interpolation == PINTERP_RGB) rgb_fraction = 1.0;
  else if (first->palette_interpolation == PINTERP_HSV_CIRCULAR) rgb_fraction = first->hsv_rgb_palette_blend;
  for (int i = 0; i < GENOME_PALETTE_SIZE; i++) blend_palette_entry(s, i, rgb_fraction, out->palette[i]);
}

static void blend_chaos(const segment *s, genome *out) {
  int n = s->nstd;
  for (int i = 0; i < n * n; i++) {
    double v = 0.0;
    for (int k = 0; k < s->n; k++) v += s->c[k] * s->cp[k].chaos[i];
    out->chaos[i] = v < 0 ? 0.0 : v;  /* no upper bound: chaos above 1 is allowed */
  }
}

static int is_identity(const double m[3][2]) {
  return m[0][0] == 1.0 && m[0][1] == 0.0 && m[1][0] == 0.0 && m[1][1] == 1.0 && m[2][0] == 0.0 &&
         m[2][1] == 0.0;
}

static void set_identity(double m[3][2]) {
  memset(m, 0, 6 * sizeof m[0][0]);
  m[0][0] = m[1][1] = 1.0;
}

static const double (*affine_of(const genome_xform *x, int post))[2] {
  return post ? x->post : x->coefs;
}

/*
 * Log interpolation of one affine (convert_linear_to_polar + interp_and_convert_back):
 * each column (a,d) and (b,e) as an angle and a magnitude. Angles are unwrapped so each
 * keyframe is within half a turn of the one before (exactly half a turn goes clockwise);
 * magnitudes blend geometrically unless one is tiny (log < -10: then linearly); a zero
 * column takes the other column's angle; the translation blends linearly.
 */
static void blend_affine_log(const segment *s, int x, int post, double out[3][2]) {
  double ang[MAX_CPS][2], mag[MAX_CPS][2], trn[MAX_CPS][2];
  for (int k = 0; k < s->n; k++) {
    const double(*m)[2] = affine_of(&s->cp[k].xf[x], post);
    int zero[2];
    for (int col = 0; col < 2; col++) {
      ang[k][col] = atan2(m[col][1], m[col][0]);
      mag[k][col] = sqrt(m[col][0] * m[col][0] + m[col][1] * m[col][1]);
      zero[col] = mag[k][col] == 0.0;
      trn[k][col] = m[2][col];
    }
    if (zero[0] && !zero[1]) ang[k][0] = ang[k][1];
    else if (!zero[0] && zero[1]) ang[k][1] = ang[k][0];
  }
  for (int col = 0; col < 2; col++) {
    for (int k = 1; k < s->n; k++) {
      double d = ang[k][col] - ang[k - 1][col];
      if (d > M_PI + ANGLE_EPS) ang[k][col] -= 2 * M_PI;
      else if (d < -(M_PI - ANGLE_EPS)) ang[k][col] += 2 * M_PI;
    }
  }
  int linear_mag[2] = {0, 0};
  for (int col = 0; col < 2; col++)
    for (int k = 0; k < s->n; k++)
      if (log(mag[k][col]) < LOG_MAG_FLOOR) linear_mag[col] = 1;
  double acc_ang[2] = {0, 0}, acc_mag[2] = {0, 0};
  out[2][0] = out[2][1] = 0.0;
  for (int k = 0; k < s->n; k++) {
    for (int col = 0; col < 2; col++) {
      acc_ang[col] += s->c[k] * ang[k][col];
      acc_mag[col] += s->c[k] * (linear_mag[col] ? mag[k][col] : log(mag[k][col]));
      out[2][col] += s->c[k] * trn[k][col];
    }
  }
  for (int col = 0; col < 2; col++) {
    double m = linear_mag[col] ? acc_mag[col] : exp(acc_mag[col]);
    out[col][0] = m * cos(acc_ang[col]);
    out[col][1] = m * sin(acc_ang[col]);
  }
}

static void blend_affine_linear(const segment *s, int x, int post, double out[3][2]) {
  for (int i = 0; i < 6; i++) out[i / 2][i % 2] = mix_xform(s, x, post ? XF_AT(post, i) : XF_AT(coefs, i));
}

static void blend_affines(const segment *s, int x, genome_xform *out) {
  int log_type = s->cp[0].g->interpolation_type == ITYPE_LOG;
  int all_identity_post = 1;
  for (int k = 0; k < s->n; k++) all_identity_post &= is_identity(s->cp[k].xf[x].post);
  if (log_type) blend_affine_log(s, x, 0, out->coefs);
  else blend_affine_linear(s, x, 0, out->coefs);
  /* Posts that are all the identity stay exactly the identity. */
  if (all_identity_post) set_identity(out->post);
  else if (log_type) blend_affine_log(s, x, 1, out->post);
  else blend_affine_linear(s, x, 1, out->post);
  /* JWildfire's 3D affine, blended linearly; the identity stays exactly the identity */
  int flat = 1;
  for (int k = 0; k < s->n; k++) flat &= is_identity(s->cp[k].xf[x].yz) && is_identity(s->cp[k].xf[x].zx);
  set_identity(out->yz);
  set_identity(out->zx);
  out->color_type = s->cp[0].xf[x].color_type; /* an enumeration: the segment's first keyframe's */
  /* JWildfire's weighting field: the keyframe of the largest weight's (a noise is no blend) */
  int dominant = 0;
  for (int k = 1; k < s->n; k++)
    if (s->c[k] > s->c[dominant]) dominant = k;
  out->wfield = s->cp[dominant].xf[x].wfield;
  /* JWildfire's colour modulation, blended; none in every keyframe stays none to the bit */
  for (int m = 0; m < GENOME_COLOUR_MODS; m++) {
    int none = 1;
    for (int k = 0; k < s->n; k++) none &= s->cp[k].xf[x].colour_mod[m] == 0.0 && s->cp[k].xf[x].colour_mod_speed[m] == 0.0;
    out->colour_mod[m] = none ? 0.0 : mix_xform(s, x, XF_AT(colour_mod, m));
    out->colour_mod_speed[m] = none ? 0.0 : mix_xform(s, x, XF_AT(colour_mod_speed, m));
  }
  if (!flat)
    for (int i = 0; i < 6; i++) {
      out->yz[i / 2][i % 2] = mix_xform(s, x, XF_AT(yz, i));
      out->zx[i / 2][i % 2] = mix_xform(s, x, XF_AT(zx, i));
    }
  /* its 3D post affine alike */
  flat = 1;
  for (int k = 0; k < s->n; k++) flat &= is_identity(s->cp[k].xf[x].yz_post) && is_identity(s->cp[k].xf[x].zx_post);
  set_identity(out->yz_post);
  set_identity(out->zx_post);
  if (!flat)
    for (int i = 0; i < 6; i++) {
      out->yz_post[i / 2][i % 2] = mix_xform(s, x, XF_AT(yz_post, i));
      out->zx_post[i / 2][i % 2] = mix_xform(s, x, XF_AT(zx_post, i));
    }
}

/* An xform attribute's blend as its interp column says (genome_fields.h). */
static double blend_MIX(double v) { return v; }
static double blend_CLAMP01(double v) { return clamp01(v); }
static double blend_NONNEG(double v) { return v < 0.0 ? 0.0 : v; }

/* Every field of out is written. The variations and parameters follow the slot's plan
 * (interpolate_private.h): each used variation's weight blended, kept where it is not 0; the
 * planned parameters blended, kept where they are not at their default, merged with those
 * taken as they are. A variation no keyframe of the segment uses blends to 0; past flam3's 99 a
 * variation's parameters are blended only where the segment uses it (the first keyframe's
 * stay, which nothing reads), so that hundreds of variations cost planning only the few a
 * flame uses. flam3's own are all blended, as flam3 blends them: an interpolated genome prints
 * flam3's very numbers. -1 when the blend holds more than an xform can. */
static int blend_xform(const segment *s, int x, genome_xform *out) {
#define BLEND_XFORM_FIELD(member, def, changed, interp, key, print, xml) \
  out->member = blend_##interp(mix_xform(s, x, offsetof(genome_xform, member)));
  GENOME_XFORM_FIELDS(BLEND_XFORM_FIELD)
#undef BLEND_XFORM_FIELD
  const segment_blend *b = &s->plan[x];
  out->nvars = 0;
  for (int u = 0; u < b->nvars; u++) {
    double w = 0.0;
    for (int k = 0; k < s->n; k++) w += s->c[k] * b->weight[k][u];
    if (w == 0.0) continue;
    if (out->nvars == FM_XFORM_VARS) return -1;
    out->vars[out->nvars++] = (genome_xform_variation){.index = b->var[u], .kind = b->kind[u], .weight = w};
  }
  out->nparams = 0;
  int kept = 0;
  for (int i = 0; i < b->nblend; i++) {
    const int q = b->blend[i];
    double v = 0.0;
    for (int k = 0; k < s->n; k++) v += s->c[k] * b->blend_value[k][i];
    const double def = genome_param_default(q);
    if (memcmp(&v, &def, sizeof v) == 0) continue;
    for (; kept < b->nkept && b->kept_index[kept] < q; kept++) { /* the kept ones before it */
      if (out->nparams == GENOME_XFORM_PARAMS) return -1;
      out->param_index[out->nparams] = b->kept_index[kept];
      out->param_value[out->nparams++] = b->kept_value[kept];
    }
    if (out->nparams == GENOME_XFORM_PARAMS) return -1;
    out->param_index[out->nparams] = (unsigned short)q;
    out->param_value[out->nparams++] = v;
  }
  for (; kept < b->nkept; kept++) {
    if (out->nparams == GENOME_XFORM_PARAMS) return -1;
    out->param_index[out->nparams] = b->kept_index[kept];
    out->param_value[out->nparams++] = b->kept_value[kept];
  }
  /* the values forms hold apart (genome_form_param), each blended as its form reads it */
  out->nform_params = 0;
  for (int k = 0; k < s->n; k++) {
    const genome_xform *kx = &s->cp[k].xf[x];
    for (int i = 0; i < kx->nform_params; i++) {
      const int q = kx->form_params[i].param, kind = kx->form_params[i].kind;
      double v = 0.0;
      for (int j = 0; j < s->n; j++) v += s->c[j] * genome_xform_form_param(&s->cp[j].xf[x], q, kind);
      if (genome_xform_set_form_param(out, q, kind, v) < 0) return -1;
    }
  }
  blend_affines(s, x, out);
  return 0;
}

static int blend(const segment *s, double time, genome *out, fb_error *err) {
  const genome *first = s->cp[0].g;
  genome_init(out);
  memcpy(out->name, first->name, sizeof out->name);
  out->source_line = first->source_line;
  out->time = time;
  if (s->nxf > 0) {
    out->xforms = malloc((size_t)s->nxf * sizeof *out->xforms);
    out->chaos = malloc(((size_t)s->nstd * (size_t)s->nstd + 1) * sizeof *out->chaos);
    if (!out->xforms || !out->chaos) {
      genome_free(out);
      return fb_errorf(err, "out of memory interpolating flames");
    }
    out->num_xforms = s->nstd;
    out->num_finals = s->nfinal;
  }
  blend_palette(s, out);
  blend_scalars(s, out);
  blend_colour_curves(s, out);
  /* JWildfire's solid rendering: the settings of the keyframe of the largest weight (JWildfire
   * moves its lights only by their motion curves, which its files' still values stand for) */
  int dominant = 0;
  for (int k = 1; k < s->n; k++)
    if (s->c[k] > s->c[dominant]) dominant = k;
  out->solid = s->cp[dominant].g->solid;
  out->backdrop = s->cp[dominant].g->backdrop; /* (a text's digest blends into no text) */
  blend_chaos(s, out);
  for (int x = 0; x < s->nxf; x++) /* the final ones after */
    if (blend_xform(s, x, &out->xforms[x]) < 0) {
      genome_free(out);
      return fb_errorf(err, "at time %g, xform %d blends more than the %d variations or %d parameters an xform holds "
                            "(its keyframes use different ones)", time, x + 1, FM_XFORM_VARS, GENOME_XFORM_PARAMS);
    }
  return 0;
}

/* ---- the API --------------------------------------------------------------------------- */

static void describe(const genome *cps, int i, char *buf, size_t size) {
  if (cps[i].name[0])
    snprintf(buf, size, "flame %d \"%s\" (line %d, time %g)", i + 1, cps[i].name, cps[i].source_line, cps[i].time);
  else
    snprintf(buf, size, "flame %d (line %d, time %g)", i + 1, cps[i].source_line, cps[i].time);
}

int genome_animation_check(const genome *cps, int ncps, fb_error *err) {
  if (ncps < 1) return fb_errorf(err, "no flames to animate");
  for (int i = 0; i < ncps; i++) {
    if (!isfinite(cps[i].time)) {
      char a[160];
      describe(cps, i, a, sizeof a);
      return fb_errorf(err, "%s: time is not a finite number", a);
    }
  }
  for (int i = 1; i < ncps; i++) {
    if (cps[i].time > cps[i - 1].time) continue;
    char a[160], b[160];
    describe(cps, i - 1, a, sizeof a);
    describe(cps, i, b, sizeof b);
    if (cps[i].time == cps[i - 1].time)
      return fb_errorf(err, "%s and %s have the same time: keyframe times must be strictly increasing", a, b);
    return fb_errorf(err, "%s comes after %s but is earlier: keyframe times must be strictly increasing", b, a);
  }
  return 0;
}

/* The interpolator's segment: aligned keyframes cps[i1 .. i1 + n - 1] (i1 - 1 .. i1 + 2 for
 * Catmull-Rom) of the animation at `cps`. */
struct genome_interp_held {
  segment s;
  const genome *cps;
  int ncps, i1;
};

static void held_free(genome_interpolator *ip) {
  if (!ip->held) return;
  free(ip->held->s.mem);
  free(ip->held->s.plan_mem);
  free(ip->held);
  ip->held = NULL;
}

void genome_interpolator_free(genome_interpolator *ip) { held_free(ip); }

int genome_interpolate(const genome *cps, int ncps, double time, genome *out, fb_error *err) {
  genome_interpolator ip = {0};
  const int rc = genome_interpolate_next(&ip, cps, ncps, time, out, err);
  genome_interpolator_free(&ip);
  return rc;
}

int genome_interpolate_next(genome_interpolator *ip, const genome *cps, int ncps, double time, genome *out,
                            fb_error *err) {
  genome_init(out);
  if (ncps < 1) return fb_errorf(err, "no flames to interpolate");
  if (!isfinite(time)) return fb_errorf(err, "interpolation time %g is not a finite number", time);
  if (ncps == 1) {
    if (genome_copy(out, &cps[0])) return fb_errorf(err, "out of memory interpolating flames");
    out->time = time;
    return 0;
  }
  int i1 = segment_start(cps, ncps, time), i2 = i1 + 1;
  double span = cps[i2].time - cps[i1].time;
  if (!(span > 0)) {
    /* Only unsorted keyframes get here; say which ones. */
    if (genome_animation_check(cps, ncps, err) == 0) fb_errorf(err, "keyframe times are not increasing");
    return -1;
  }

  /* The segment and its weights: the alignment is the segment's (it reads no weight), so
   * the interpolator keeps it for the next time that falls in the same segment. */
  double c[MAX_CPS];
  int n;
  const genome *first = &cps[i1];
  double c0 = (cps[i2].time - time) / span;
  /* Smooth needs a keyframe on each side of the segment; without one flam3 goes linear. */
  if (cps[i1].interpolation == INTERP_SMOOTH && i1 > 0 && i2 < ncps - 1) {
    n = 4;
    genome_catmull_rom_weights(1.0 - c0, c);
    first = &cps[i1 - 1];
  } else {
    n = 2;
    c[0] = c0;
    c[1] = 1.0 - c0;
  }
  struct genome_interp_held *h = ip->held;
  if (!h || h->cps != cps || h->ncps != ncps || h->i1 != i1 || h->s.n != n) {
    held_free(ip);
    if (!(h = calloc(1, sizeof *h))) return fb_errorf(err, "out of memory interpolating flames");
    h->cps = cps;
    h->ncps = ncps;
    h->i1 = i1;
    h->s.n = n;
    ip->held = h;
    if (interpolate_align(&h->s, first, err) < 0) {
      held_free(ip);
      return -1;
    }
    segment_palettes_hsv(&h->s);
  }
  memcpy(h->s.c, c, sizeof c);
  return blend(&h->s, time, out, err);
}
