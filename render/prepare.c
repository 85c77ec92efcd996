#include "prepare.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../kernels/variations.h"

/* flam3's adjust_percentage: opacity is perceptual, visibility is opacity^(log2 10). */
static double visibility_of(double opacity) {
  if (opacity == 0.0) return 0.0;
  return pow(10.0, -log(1.0 / opacity) / log(2.0));
}

static int is_identity(const double m[3][2]) {
  return m[0][0] == 1.0 && m[0][1] == 0.0 && m[1][0] == 0.0 && m[1][1] == 1.0 && m[2][0] == 0.0 &&
         m[2][1] == 0.0;
}

static void prepare_xform(const genome_xform *gx, fm_xform *xf) {
  memset(xf, 0, sizeof *xf);
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 2; j++) {
      xf->c[i][j] = (fm_real)gx->coefs[i][j];
      xf->post[i][j] = (fm_real)gx->post[i][j];
    }
  xf->has_post = !is_identity(gx->post);
  xf->color = gx->color;
  xf->color_speed = gx->color_speed;
  xf->vis = visibility_of(gx->opacity);
  for (int i = 0; i < FM_NPARAMS; i++) xf->param[i] = gx->param[i];
  fm_xform_build_var_list(xf, gx->var);
  fm_xform_precalc(xf);
}

/* One choice table: entry k is the first xform whose cumulative weight exceeds k*total/GRAIN.
 * `row` < 0 uses plain weights, else weights times chaos[row][j]. */
static int build_choice_row(const genome *cp, int row, uint16_t *table, fb_error *err) {
  int n = cp->num_xforms;
  double total = 0.0;
  for (int j = 0; j < n; j++) {
    double d = cp->xforms[j].weight * (row >= 0 ? cp->chaos[row * n + j] : 1.0);
    if (!(d >= 0.0) || !isfinite(d))
      return fb_errorf(err, "line %d: xform %d weight must be a non-negative number, not %g",
                       cp->source_line, j, d);
    total += d;
  }
  if (total == 0.0) {
    if (row < 0) return fb_errorf(err, "line %d: xform weights sum to 0: nothing to iterate", cp->source_line);
    return fb_errorf(err, "line %d: chaos row of xform %d leaves no xform to go to (all weights 0)",
                     cp->source_line, row);
  }
  double step = total / RENDER_CHOOSE_GRAIN;
  int j = 0;
  double t = cp->xforms[0].weight * (row >= 0 ? cp->chaos[row * n] : 1.0);
  double r = 0.0;
  for (int i = 0; i < RENDER_CHOOSE_GRAIN; i++) {
    while (r >= t && j < n - 1) {
      j++;
      t += cp->xforms[j].weight * (row >= 0 ? cp->chaos[row * n + j] : 1.0);
    }
    /* Rounding in the running sums can carry r past the last positive weight: never pick a
     * weight-0 xform (padding) from the end of the list. */
    int k = j;
    while (k > 0 && cp->xforms[k].weight * (row >= 0 ? cp->chaos[row * n + k] : 1.0) == 0.0) k--;
    table[i] = (uint16_t)k;
    r += step;
  }
  return 0;
}

int render_prepare(const genome *cp, double weight, const render_geometry *geo, render_prepared *p,
                   fb_error *err) {
  memset(p, 0, sizeof *p);
  if (cp->num_xforms < 1) return fb_errorf(err, "line %d: the flame has no xforms", cp->source_line);
  if (cp->num_xforms > 65535) return fb_errorf(err, "line %d: too many xforms", cp->source_line);
  p->num_xforms = cp->num_xforms;
  p->xforms = calloc((size_t)cp->num_xforms, sizeof *p->xforms);
  if (!p->xforms) return fb_errorf(err, "out of memory preparing xforms");
  for (int i = 0; i < cp->num_xforms; i++) prepare_xform(&cp->xforms[i], &p->xforms[i]);
  p->has_final = cp->has_final;
  if (cp->has_final) {
    prepare_xform(&cp->final_xform, &p->final_xform);
    p->final_opacity = cp->final_xform.opacity;
  }

  int n = cp->num_xforms;
  p->chaos_enabled = 0;
  for (int i = 0; i < n * n; i++)
    if (cp->chaos[i] != 1.0) p->chaos_enabled = 1;
  int rows = p->chaos_enabled ? n + 1 : 1;
  p->choose = malloc((size_t)rows * RENDER_CHOOSE_GRAIN * sizeof *p->choose);
  if (!p->choose) {
    render_prepared_free(p);
    return fb_errorf(err, "out of memory preparing xform tables");
  }
  if (build_choice_row(cp, -1, p->choose, err) < 0) goto fail;
  if (p->chaos_enabled)
    for (int i = 0; i < n; i++)
      if (build_choice_row(cp, i, p->choose + (size_t)(i + 1) * RENDER_CHOOSE_GRAIN, err) < 0) goto fail;

  for (int i = 0; i < 256; i++)
    for (int c = 0; c < 4; c++) p->cmap[i][c] = cp->palette[i][c] * 255.0 * weight;
  p->palette_linear = cp->palette_mode == PALETTE_MODE_LINEAR;
  render_camera_of(cp, geo, &p->camera);
  p->weight = weight;
  return 0;
fail:
  render_prepared_free(p);
  return -1;
}

void render_prepared_free(render_prepared *p) {
  free(p->xforms);
  free(p->choose);
  p->xforms = NULL;
  p->choose = NULL;
}
