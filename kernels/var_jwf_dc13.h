/*
 * var_jwf_dc13.h — glsl_randomoctree, JWildfire's GLSLFunc frame around the shader of
 * dc_randomoctree (var_jwf_dc7.h's fm_dc7_octree: one shader function, two variations). Checked
 * against JWildfire's own code (tests/tools/jwf_refs.sh, the "(xyzcrgb)" form). The shader runs
 * in double on every side, as dc7's; only the point is fm_real.
 *
 * 938: glsl_randomoctree.
 *
 * Where the GLSL class differs from the dc_ one: its ray's (u, v) is the pixel's centre on
 * [-1, 1]² of the grid (2·(i + 0.5)/columns − 1, the rows' 10^6 as var_jwf_dc.h's
 * FM_GLSL_ROWS), while the point it adds is the pixel's corner on the unit square centred on
 * the origin (fm_glsl_finish); its "mouse" (Rot. L-R, Rot. U-D) is held to [0, 1] (the dc_ one
 * takes it modulo 1) and weighed against the grid (columns, 10^6) where the dc_ one's is
 * against 1000; its Gradient 1 is the sine of red's share. Its Seed sets the time from
 * java.util.Random(seed), and JWildfire's reader sets the time after it, always written beside
 * it: so the seed is read and has no effect.
 *
 * Left out of this batch (var_jwf_dc13.h's task): dc_dmodulus and dc_kaleidotile (each call's
 * colour is the Func's last one times a factor plus a step, a walk of the instance's, whatever
 * point it is given: var_jwildfire26.h, the walk kept along the trajectory); dc_fingerprint (cut_fingerprint's shader: var_jwildfire20.h says why);
 * dc_circuits and glsl_circuits (their brightness S is a field of the instance that every call
 * adds to and divides, so a pixel's colour hangs on the calls before it).
 * Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWF_DC13_H
#define FLAMEBUILD_VAR_JWF_DC13_H

/* The families whose helpers this one calls (kernels/codegen_families.c): dc_randomoctree's
 * shader and, through it, the dc/glsl frames. */
#include "var_jwf_dc7.h"

/* ---- 938: glsl_randomoctree ----------------------------------------------------------------- */

/* A pixel of the grid drawn at random, its centre on [-1, 1]² the ray's direction; Steps
 * 3 … 100, the switches 0 or 1 and the mouse 0 … 1, each as the class's setParameter holds
 * them ((int) of the value held). */
FM_VAR(glsl_randomoctree) {
  FM_UNUSED_XF;
  const int res = fm_glsl_columns(FM_PAR(glsl_randomoctree_Density_Pixels));
  int i, j;
  double r, g, b;
  fm_glsl_pixel(rng, res, &i, &j);
  fm_dc7_octree(2.0 * ((double)i + 0.5) / res - 1.0, 2.0 * ((double)j + 0.5) / FM_GLSL_ROWS - 1.0,
                (double)FM_PAR(glsl_randomoctree_time),
                fm_cut_jint(fm_cut_clamp((double)FM_PAR(glsl_randomoctree_Steps), 3, 100)),
                fm_cut_clamp((double)FM_PAR(glsl_randomoctree_rotLR), 0.0, 1.0),
                fm_cut_clamp((double)FM_PAR(glsl_randomoctree_rotUD), 0.0, 1.0), (double)res, (double)FM_GLSL_ROWS,
                fm_cut_jint(fm_cut_clamp((double)FM_PAR(glsl_randomoctree_Grid), 0, 1)),
                fm_cut_jint(fm_cut_clamp((double)FM_PAR(glsl_randomoctree_Borders), 0, 1)),
                fm_cut_jint(fm_cut_clamp((double)FM_PAR(glsl_randomoctree_Black_Borders), 0, 1)), &r, &g, &b);
  fm_glsl_finish(s, w, i, j, res, r, g, b, fm_glsl_gradient(FM_PAR(glsl_randomoctree_Gradient)), FM_GLSL_RED_SHARE);
}

#endif
