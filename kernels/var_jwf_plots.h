/*
 * var_jwf_plots.h — JWildfire's plot variations: a point on the graph of a formula the artist
 * typed (kernels/formula.h runs it), at random arguments in the ranges the variation gives.
 * Each as JWildfire computes it (its variation/plot/NAMEFunc.java), checked against JWildfire's
 * own code (tests/tools/jwf_refs.sh; tests/unit/test_variation_refs.c), draw for draw. All
 * compute z (FM_VARS_3D) and set the colour (FM_VARS_DIRECT_COLOR) from where on the graph the
 * point lies, as the colour mode says; a colour map or displacement map from an image file is
 * not drawn (genome/parse_editors.c says so).
 * 406: yplot2d_wf, 407: yplot3d_wf, 408: polarplot2d_wf, 409: polarplot3d_wf, 410: parplot2d_wf,
 * 411: isosfplot3d_wf (which also hides the points it misses: FM_VARS_HIDE).
 * (variations.h includes it after var_jwildfire.h, whose fm_jwf_int it uses; nowhere else
 * includes it). Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWF_PLOTS_H
#define FLAMEBUILD_VAR_JWF_PLOTS_H

/* The families whose helpers this one calls (a kernel of its own includes only the families
 * its variations need: kernels/codegen_families.c). */
#include "var_jwildfire.h"

#include "formula.h"

/* A range [lo, lo + *d) from two parameters in either order (each plot's init). */
FM_FN fm_real fm_plot_range(fm_real a, fm_real b, fm_real *d) {
  const fm_real lo = a > b ? b : a, hi = a > b ? a : b;
  *d = hi - lo;
  return lo;
}

#define FM_PLOT_CODE (FM_PARAMS(xf) + FM_PSLOT(FM_P_formula_code00))
/* The formula's length: 0 where the file gave none (JWildfire then has no evaluator and the plot
 * adds nothing; parplot2d_wf's empty formulas are 0 instead, compiled so by the parser). */
#define FM_PLOT_HAS(k) (FM_PLOT_CODE[k] > FM_R(0.0))

/* The colour index JWildfire's direct colour sets, held to [0, 1]; mode 0 (a colour map, none
 * here) keeps the point's own. */
FM_FN void fm_plot_color(fm_var_state *s, int on, fm_real col, int set) {
  if (!on) return;
  fm_real c = set ? col : s->color;
  if (c < FM_R(0.0)) c = FM_R(0.0);
  else if (c > FM_R(1.0)) c = FM_R(1.0);
  s->color = c;
}

/* 406: yplot2d_wf: y = f(x), x and z at random in their ranges. Draws two numbers. */
FM_VAR(yplot2d_wf) {
  if (!FM_PLOT_HAS(0)) return;
  fm_real dx, dy, dz;
  const fm_real x0 = fm_plot_range(FM_PAR(yplot2d_wf_xmin), FM_PAR(yplot2d_wf_xmax), &dx);
  const fm_real y0 = fm_plot_range(FM_PAR(yplot2d_wf_ymin), FM_PAR(yplot2d_wf_ymax), &dy);
  const fm_real z0 = fm_plot_range(FM_PAR(yplot2d_wf_zmin), FM_PAR(yplot2d_wf_zmax), &dz);
  const fm_real x = x0 + fm_rng_01(rng) * dx;
  const fm_real z = z0 + fm_rng_01(rng) * dz;
  const fm_real y = fm_formula_run(FM_PLOT_CODE, 0, x, FM_R(0.0), &FM_PAR(yplot2d_wf_param_a));
  const fm_real mode = fm_jwf_int(FM_PAR(yplot2d_wf_color_mode));
  fm_plot_color(s, fm_jwf_int(FM_PAR(yplot2d_wf_direct_color)) > 0, mode == 2 ? (y - y0) / dy : (x - x0) / dx,
                mode != 0);
  s->px += w * x;
  s->py += w * y;
  s->pz += w * z;
}

/* 407: yplot3d_wf: y = f(x, z), x and z at random in their ranges. Draws two numbers. */
FM_VAR(yplot3d_wf) {
  if (!FM_PLOT_HAS(0)) return;
  fm_real dx, dy, dz;
  const fm_real x0 = fm_plot_range(FM_PAR(yplot3d_wf_xmin), FM_PAR(yplot3d_wf_xmax), &dx);
  const fm_real y0 = fm_plot_range(FM_PAR(yplot3d_wf_ymin), FM_PAR(yplot3d_wf_ymax), &dy);
  const fm_real z0 = fm_plot_range(FM_PAR(yplot3d_wf_zmin), FM_PAR(yplot3d_wf_zmax), &dz);
  const fm_real x = x0 + fm_rng_01(rng) * dx;
  const fm_real z = z0 + fm_rng_01(rng) * dz;
  const fm_real y = fm_formula_run(FM_PLOT_CODE, 0, x, z, &FM_PAR(yplot3d_wf_param_a));
  const fm_real mode = fm_jwf_int(FM_PAR(yplot3d_wf_color_mode));
  const fm_real cx = (x - x0) / dx, cz = (z - z0) / dz;
  fm_plot_color(s, fm_jwf_int(FM_PAR(yplot3d_wf_direct_color)) > 0,
                mode == 1 ? cx : mode == 2 ? (y - y0) / dy : mode == 4 ? cx * cz : cz, mode != 0);
  s->px += w * x;
  s->py += w * y;
  s->pz += w * z;
}

/* 408: polarplot2d_wf: r = f(t) drawn in polar form, t and z at random. Draws two numbers. */
FM_VAR(polarplot2d_wf) {
  if (!FM_PLOT_HAS(0)) return;
  fm_real dt, dr, dz;
  const fm_real t0 = fm_plot_range(FM_PAR(polarplot2d_wf_tmin), FM_PAR(polarplot2d_wf_tmax), &dt);
  const fm_real r0 = fm_plot_range(FM_PAR(polarplot2d_wf_rmin), FM_PAR(polarplot2d_wf_rmax), &dr);
  const fm_real z0 = fm_plot_range(FM_PAR(polarplot2d_wf_zmin), FM_PAR(polarplot2d_wf_zmax), &dz);
  const fm_real t = t0 + fm_rng_01(rng) * dt;
  const fm_real z = z0 + fm_rng_01(rng) * dz;
  const fm_real r = fm_formula_run(FM_PLOT_CODE, 0, t, FM_R(0.0), &FM_PAR(polarplot2d_wf_param_a));
  const fm_real mode = fm_jwf_int(FM_PAR(polarplot2d_wf_color_mode));
  fm_plot_color(s, fm_jwf_int(FM_PAR(polarplot2d_wf_direct_color)) > 0, mode == 2 ? (r - r0) / dr : (t - t0) / dt,
                mode != 0);
  s->px += w * (r * cos(t));
  s->py += w * (r * sin(t));
  s->pz += w * z;
}

/* 409: polarplot3d_wf: r = f(t, u) on the sphere's angles t (around) and u (from the pole), or,
 * cylindrical, r = f(t, u) around and u up. Draws two numbers. */
FM_VAR(polarplot3d_wf) {
  if (!FM_PLOT_HAS(0)) return;
  fm_real dt, du, dr;
  const fm_real t0 = fm_plot_range(FM_PAR(polarplot3d_wf_tmin), FM_PAR(polarplot3d_wf_tmax), &dt);
  const fm_real u0 = fm_plot_range(FM_PAR(polarplot3d_wf_umin), FM_PAR(polarplot3d_wf_umax), &du);
  const fm_real r0 = fm_plot_range(FM_PAR(polarplot3d_wf_rmin), FM_PAR(polarplot3d_wf_rmax), &dr);
  const fm_real t = t0 + fm_rng_01(rng) * dt;
  const fm_real u = u0 + fm_rng_01(rng) * du;
  const fm_real r = fm_formula_run(FM_PLOT_CODE, 0, t, u, &FM_PAR(polarplot3d_wf_param_a));
  fm_real x, y, z;
  if (fm_jwf_int(FM_PAR(polarplot3d_wf_cylindrical)) == 0) {
    x = r * sin(u) * cos(t);
    y = r * sin(u) * sin(t);
    z = r * cos(u);
  } else {
    x = r * cos(t);
    y = r * sin(t);
    z = u;
  }
  const fm_real mode = fm_jwf_int(FM_PAR(polarplot3d_wf_color_mode));
  const fm_real ct = (t - t0) / dt, cu = (u - u0) / du;
  fm_plot_color(s, fm_jwf_int(FM_PAR(polarplot3d_wf_direct_color)) > 0,
                mode == 1 ? ct : mode == 2 ? cu : mode == 3 ? (r - r0) / dr : ct * cu, mode >= 1 && mode <= 4);
  s->px += w * x;
  s->py += w * y;
  s->pz += w * z;
}

/* 410: parplot2d_wf: the surface (x, y, z) = (fx, fy, fz)(u, v), u and v at random — or, not
 * solid, the affine's x and y in place of the two random numbers (then it draws none). */
FM_VAR(parplot2d_wf) {
  fm_real du, dv;
  const fm_real u0 = fm_plot_range(FM_PAR(parplot2d_wf_umin), FM_PAR(parplot2d_wf_umax), &du);
  const fm_real v0 = fm_plot_range(FM_PAR(parplot2d_wf_vmin), FM_PAR(parplot2d_wf_vmax), &dv);
  fm_real ru, rv;
  if (fm_jwf_int(FM_PAR(parplot2d_wf_solid)) == 0) {
    ru = s->tx;
    rv = s->ty;
  } else {
    ru = fm_rng_01(rng);
    rv = fm_rng_01(rng);
  }
  const fm_real u = u0 + ru * du, v = v0 + rv * dv;
  const fm_real *par = &FM_PAR(parplot2d_wf_param_a);
  const fm_real x = fm_formula_run(FM_PLOT_CODE, 0, u, v, par);
  const fm_real y = fm_formula_run(FM_PLOT_CODE, 1, u, v, par);
  const fm_real z = fm_formula_run(FM_PLOT_CODE, 2, u, v, par);
  const fm_real mode = fm_jwf_int(FM_PAR(parplot2d_wf_color_mode));
  const fm_real cu = (u - u0) / du, cv = (v - v0) / dv;
  fm_plot_color(s, fm_jwf_int(FM_PAR(parplot2d_wf_direct_color)) > 0, mode == 2 ? cv : mode == 1 ? cu : cv * cu,
                mode != 0);
  s->px += w * x;
  s->py += w * y;
  s->pz += w * z;
}

/* 411: isosfplot3d_wf: a point of the surface f(x, y, z) = 0, found by trying points of the box
 * at random until one lies within thickness of it: up to max_iter tries (three numbers each),
 * and a point hidden (JWildfire's doHide) where none did. More than 100,000 tries are 100,000:
 * past that a sample's cost is all the file asks for, and almost never more points. */
FM_VAR(isosfplot3d_wf) {
  if (!FM_PLOT_HAS(0)) return;
  fm_real dx, dy, dz;
  const fm_real x0 = fm_plot_range(FM_PAR(isosfplot3d_wf_xmin), FM_PAR(isosfplot3d_wf_xmax), &dx);
  const fm_real y0 = fm_plot_range(FM_PAR(isosfplot3d_wf_ymin), FM_PAR(isosfplot3d_wf_ymax), &dy);
  const fm_real z0 = fm_plot_range(FM_PAR(isosfplot3d_wf_zmin), FM_PAR(isosfplot3d_wf_zmax), &dz);
  fm_real tries = fm_jwf_int(FM_PAR(isosfplot3d_wf_max_iter));
  tries = tries < 1 ? FM_R(1.0) : tries > FM_R(100000.0) ? FM_R(100000.0) : tries;
  fm_real thick = FM_PAR(isosfplot3d_wf_thickness);
  if (!(thick >= FM_R(1e-8))) thick = FM_R(1e-8); /* JWildfire's EPSILON */
  const fm_real *par = &FM_PAR(isosfplot3d_wf_param_a);
  fm_real x = 0, y = 0, z = 0;
  s->hide = 1;
  for (int i = 0; i < (int)tries; i++) {
    x = x0 + fm_rng_01(rng) * dx;
    y = y0 + fm_rng_01(rng) * dy;
    z = z0 + fm_rng_01(rng) * dz;
    if (fabs(fm_formula_run3(FM_PLOT_CODE, 0, x, y, z, par)) <= thick) {
      s->px += w * x;
      s->py += w * y;
      s->pz += w * z;
      s->hide = 0;
      break;
    }
  }
  if (s->hide) return;
  const fm_real mode = fm_jwf_int(FM_PAR(isosfplot3d_wf_color_mode));
  const fm_real cx = (x - x0) / dx, cy = (y - y0) / dy, cz = (z - z0) / dz;
  const fm_real col = mode == 3 ? cx : mode == 4 ? cy : mode == 5 ? cz : mode == 6 ? cx * cy : mode == 7 ? cy * cz
                      : mode == 8 ? cz * cx : cx * cy * cz;
  fm_plot_color(s, fm_jwf_int(FM_PAR(isosfplot3d_wf_direct_color)) > 0, col, mode < 0 || mode > 2);
}

#undef FM_PLOT_CODE
#undef FM_PLOT_HAS

#endif
