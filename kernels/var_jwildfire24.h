/*
 * var_jwildfire24.h — JWildfire's multi_ifs and grid3d_wf, each as JWildfire computes it (its
 * variation/NAMEFunc.java), checked against JWildfire's own code, random ones draw for draw
 * (tests/tools/jwf_refs.sh; tests/unit/test_variation_refs.c): fm_rng_01 is JWildfire's
 * context's random().
 * 850: multi_ifs (sets the colour index), 851: grid3d_wf (3D, sets the colour index), 852: dla_wf
 * (a point of an aggregate the host grows: render/dla_points.h), 853: dla3d_wf (3D, hides, sets
 * the colour index: a sample about a 3D aggregate the host grows, render/dla3d_points.h), 854:
 * snowflake_wf (sets the colour index: a point of a snow crystal the host grows,
 * render/snowflake_points.h), 856: subflame_wf (3D, hides, sets the colour index: a point of
 * a flame it carries, whose chaos game the host runs, render/subflame_points.h).
 * Not here: wangtiles (its tiles are GIF images JWildfire loads and composes) and knots3D (an OBJ
 * mesh JWildfire builds from formulas its Janino compiles at run time).
 *
 * (variations.h includes it after the families whose helpers it uses; nowhere else includes
 * it). Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWILDFIRE24_H
#define FLAMEBUILD_VAR_JWILDFIRE24_H

/* The families whose helpers this one calls (a kernel of its own includes only the families
 * its variations need: kernels/codegen_families.c). */
#include "var_fractorium2.h"  /* fm_par_clamp */
#include "var_jwf_surfaces.h" /* fm_jwf_int_in */
#include "var_jwildfire.h"    /* fm_jwf_pick */

/* ---- 850: multi_ifs ------------------------------------------------------------------------- */

/* multi_ifs's 74 systems of four maps each, as JWildfire's switch writes them out (Vicsek's, the
 * trapezes', a spiral, a Sierpinski hexagon and the ifstile.com ones): per map x' = m0·x + m1·y
 * + m2 and y' = m3·x + m4·y + m5, the numbers JWildfire's literals are (some of its √3/4 end in
 * …93, others in …94: kept so). JWildfire's sums run in this order too, x's term, y's, then the
 * constant; a term it leaves out is a 0 here, which changes no finite sum. */
FM_FN const double *fm_jw24_ifs_map(int type, int k) {
  static const double maps[74][4][6] = {
      /*  0 */ {{0.5, 0, 0, 0, 0.5, 0}, {0.5, 0, -0.5, 0, 0.5, -0.5},
               {0.5, 0, -0.5, 0, 0.5, 0}, {0.5, 0, 0, 0, 0.5, -0.5}},
      /*  1 */ {{0.5, 0, 0, 0, 0.5, 0}, {-0.25, -0.4330127018922193, 0.25, 0.4330127018922193, -0.25, 0.4330127018922193},
               {-0.25, 0.4330127018922193, -0.5, -0.4330127018922193, -0.25, 0}, {-0.5, 0, -0.25, 0, -0.5, 0.4330127018922193}},
      /*  2 */ {{0.5, 0, 0, 0, 0.5, 0}, {0.5, 0, -0.5, 0, 0.5, 0.5},
               {-0.5, 0, 0.5, 0, 0.5, 0.5}, {0, 0.5, 0.5, -0.5, 0, 0.5}},
      /*  3 */ {{0.5, 0, 0, 0, 0.5, 0}, {-0.5, 0, 0.5, 0, 0.5, 0},
               {-0.25, -0.4330127018922193, 0.25, -0.4330127018922193, 0.25, 0.4330127018922193}, {-0.25, 0.4330127018922193, 0.25, -0.4330127018922193, -0.25, 0.4330127018922193}},
      /*  4 */ {{0.5, 0, 0, 0, 0.5, 0}, {0.5, 0, 0.5, 0, 0.5, 0},
               {0.5, 0, 0, 0, 0.5, 0.5}, {0, 0.5, 0.5, -0.5, 0, 1.0}},
      /*  5 */ {{0.25, -0.4330127018922193, 0, 0.4330127018922193, 0.25, 0}, {-0.25, 0.4330127018922193, -0.5, -0.4330127018922193, -0.25, 0},
               {-0.25, 0.4330127018922193, 0.25, -0.4330127018922193, -0.25, -0.4330127018922193}, {-0.25, 0.4330127018922193, 0.25, -0.4330127018922193, -0.25, 0.4330127018922193}},
      /*  6 */ {{-0.5, 0, 0, 0, 0.5, 0}, {-0.25, -0.4330127018922193, 0.25, -0.4330127018922194, 0.25, -0.4330127018922194},
               {-0.25, -0.4330127018922193, -0.5, 0.4330127018922194, -0.25, -0.8660254037844387}, {0.5, 0, 1.0, 0, 0.5, 0}},
      /*  7 */ {{0.5, 0, 0, 0, -0.5, 0}, {0, -0.5, 0, 0.5, 0, -0.5},
               {0, 0.5, 0, 0.5, 0, -0.5}, {0.5, 0, -0.5, 0, 0.5, 0}},
      /*  8 */ {{-0.5, 0, 0, 0, -0.5, 0}, {0.5, 0, -0.25, 0, -0.5, 0.4330127018922194},
               {0.25, -0.4330127018922193, 0.25, 0.4330127018922194, 0.25, 0.4330127018922194}, {0.25, -0.4330127018922193, 0.25, 0.4330127018922194, 0.25, -0.4330127018922194}},
      /*  9 */ {{0.5, 0, 0, 0, 0.5, 0}, {-0.25, 0.4330127018922193, -0.5, -0.4330127018922194, -0.25, 0},
               {-0.25, 0.4330127018922193, -0.25, 0.4330127018922194, 0.25, 0.4330127018922194}, {-0.25, -0.4330127018922193, -0.25, -0.4330127018922194, -0.25, 0.4330127018922194}},
      /* 10 */ {{-0.5, 0, 0, 0, 0.5, 0}, {0.5, 0, -1, 0, -0.5, -1.5},
               {-0.5, 0, 0, 0, -0.5, -1}, {0.5, 0, -1, 0, 0.5, -1.5}},
      /* 11 */ {{0.5, 0, 0, 0, -0.5, 0}, {-0.5, 0, 0.5, 0, 0.5, 0},
               {-0.25, -0.4330127018922193, 0.25, -0.4330127018922194, 0.25, 0.4330127018922194}, {-0.25, 0.4330127018922193, 0.25, -0.4330127018922194, -0.25, 0.4330127018922194}},
      /* 12 */ {{0, 0.5, 0, 0.5, 0, 0}, {0, 0.5, 0, 0.5, 0, -0.5},
               {0, 0.5, 0, -0.5, 0, -0.5}, {0, -0.5, -1, -0.5, 0, -1}},
      /* 13 */ {{-0.5, 0, 0, 0, 0.5, 0}, {-0.25, -0.4330127018922193, 0.5, -0.4330127018922194, 0.25, 0},
               {0.5, 0, 0.5, 0, -0.5, 0}, {-0.25, 0.4330127018922193, 0.5, 0.4330127018922194, 0.25, 0}},
      /* 14 */ {{0, -0.5, 0, -0.5, 0, 0}, {0, -0.5, 0, 0.5, 0, 0.5},
               {0, -0.5, -0.5, -0.5, 0, 0}, {0, 0.5, -0.5, 0.5, 0, 0.5}},
      /* 15 */ {{0, -0.5, 0, -0.5, 0, 0}, {0.5, 0, -1, 0, 0.5, 0},
               {0, 0.5, -1.5, 0.5, 0, 0.5}, {0, -0.5, -0.5, -0.5, 0, 0.5}},
      /* 16 */ {{-0.5, 0, 0, 0, 0.5, 0}, {0, 0.5, 0.5, -0.5, 0, -0.5},
               {0, 0.5, 2, -0.5, 0, -0.5}, {0.5, 0, 1, 0, -0.5, -1.5}},
      /* 17 */ {{-0.25, -0.4330127018922193, 0, -0.4330127018922194, 0.25, 0}, {-0.25, -0.4330127018922193, 0.5, -0.4330127018922194, 0.25, -0.8660254037844387},
               {0.25, 0.4330127018922193, 0.25, 0.4330127018922194, -0.25, -1.299038105676658}, {-0.25, -0.4330127018922193, 1.25, -0.4330127018922194, 0.25, 0.4330127018922194}},
      /* 18 */ {{0, -0.5, 0, -0.5, 0, 0}, {0.5, 0, 0, 0, -0.5, -0.5},
               {-0.5, 0, 0.5, 0, 0.5, -0.5}, {0, -0.5, 0, -0.5, 0, -0.5}},
      /* 19 */ {{0, 0.5, 0, 0.5, 0, 0}, {-0.5, 0, 0.5, 0, 0.5, 0},
               {0, 0.5, 0.5, 0.5, 0, 0}, {0, -0.5, 0.5, -0.5, 0, 0.5}},
      /* 20 */ {{0.5, 0, 0, 0, -0.5, 0}, {0, 0.5, 0.5, 0.5, 0, 0},
               {0, -0.5, 0.5, -0.5, 0, 0.5}, {-0.5, 0, 0.5, 0, -0.5, 0}},
      /* 21 */ {{0.5, 0, 0, 0, 0.5, 0}, {-0.5, 0, -0.5, 0, -0.5, 0.5},
               {0, 0.5, -0.5, 0.5, 0, 1}, {-0.5, 0, -0.5, 0, -0.5, 1}},
      /* 22 */ {{0, 0.5, 0, 0.5, 0, 0}, {0.5, 0, -0.5, 0, -0.5, -0.5},
               {0.5, 0, -0.5, 0, -0.5, -1}, {0, 0.5, -1.5, 0.5, 0, 0}},
      /* 23 */ {{0, 0.5, 0, 0.5, 0, 0}, {-0.5, 0, -0.5, 0, -0.5, -0.5},
               {0.5, 0, 0, 0, -0.5, -1}, {0, -0.5, -0.5, 0.5, 0, -0.5}},
      /* 24 */ {{0.25, 0.4330127018922193, 0, 0.4330127018922194, -0.25, 0}, {0.25, 0.4330127018922193, 0.5, 0.4330127018922194, -0.25, -0.8660254037844387},
               {-0.25, -0.4330127018922193, 1.5, -0.4330127018922194, 0.25, 0}, {0.25, 0.4330127018922193, 1.5, 0.4330127018922194, -0.25, 0}},
      /* 25 */ {{0.5, 0, 0, 0, 0.5, 0}, {0.25, 0.4330127018922193, -0.25, -0.4330127018922194, 0.25, 0.4330127018922194},
               {-0.5, 0, 0.5, 0, 0.5, 0}, {-0.25, 0.4330127018922193, 0.25, -0.4330127018922194, -0.25, 0.4330127018922194}},
      /* 26 */ {{0.25, -0.4330127018922193, 0, 0.4330127018922194, 0.25, 0}, {-0.25, -0.4330127018922193, 0.25, 0.4330127018922194, -0.25, -0.4330127018922194},
               {0.5, 0, 0.25, 0, -0.5, -0.4330127018922194}, {0.5, 0, 0.25, 0, 0.5, -0.4330127018922194}},
      /* 27 */ {{0.25, 0.4330127018922193, 0, -0.4330127018922194, 0.25, 0}, {0.25, -0.4330127018922193, 0.5, 0.4330127018922194, 0.25, 0},
               {-0.5, 0, -0.5, 0, -0.5, 0}, {-0.5, 0, 0.25, 0, -0.5, 0.4330127018922194}},
      /* 28 */ {{0.25, 0.4330127018922193, 0, -0.4330127018922194, 0.25, 0}, {0.5, 0, 0.25, 0, -0.5, 0.4330127018922194},
               {-0.25, 0.4330127018922193, 0.25, 0.4330127018922194, 0.25, -0.4330127018922194}, {-0.5, 0, -0.75, 0, -0.5, 0.4330127018922194}},
      /* 29 */ {{-0.5, 0, 0, 0, -0.5, 0}, {0, 0.5, 0.5, -0.5, 0, 0.5},
               {-0.5, 0, 1.5, 0, -0.5, 0}, {0.5, 0, 0, 0, 0.5, -0.5}},
      /* 30 */ {{-0.5, 0, 0, 0, -0.5, 0}, {0.5, 0, -0.25, 0, 0.5, 1.299038105676658},
               {0.25, 0.4330127018922193, -0.75, 0.4330127018922194, -0.25, -0.4330127018922194}, {0.25, 0.4330127018922193, -0.25, 0.4330127018922194, -0.25, 1.299038105676658}},
      /* 31 */ {{0, -0.5, 0, 0.5, 0, 0}, {0, 0.5, -0.5, -0.5, 0, 2},
               {0, 0.5, -1, -0.5, 0, 1}, {0, 0.5, -1.5, -0.5, 0, 0}},
      /* 32 */ {{-0.5, 0, 0, 0, -0.5, 0}, {0, 0.5, 0.5, 0.5, 0, -1},
               {-0.5, 0, 1.5, 0, -0.5, 0}, {0, -0.5, 0.5, -0.5, 0, -0.5}},
      /* 33 */ {{0.5, 0, 0, 0, -0.5, 0}, {-0.25, 0.4330127018922193, 0.5, 0.4330127018922194, 0.25, 0},
               {-0.5, 0, 0.5, 0, -0.5, 0}, {-0.25, -0.4330127018922193, 0.5, 0.4330127018922194, -0.25, 0}},
      /* 34 */ {{0.5, 0, 0, 0, -0.5, 0}, {0.5, 0, -1.5, 0, -0.5, 0},
               {-0.5, 0, -1.5, 0, 0.5, -0.5}, {0.5, 0, 0, 0, -0.5, 1.5}},
      /* 35 */ {{-0.5, 0, 0, 0, 0.5, 0}, {0.5, 0, -1, 0, -0.5, -1.5},
               {-0.5, 0, 0, 0, -0.5, -1}, {0.5, 0, -1, 0, 0.5, -1.5}},
      /* 36 */ {{0.25, -0.4330127018922193, 0, 0.4330127018922194, 0.25, 0}, {-0.5, 0, 0.5, 0, -0.5, 0},
               {-0.5, 0, 1.25, 0, -0.5, -1.299038105676658}, {0.25, 0.4330127018922193, 0.25, -0.4330127018922194, 0.25, 0.4330127018922194}},
      /* 37 */ {{0.5, 0, 0, 0, -0.5, 0}, {0.25, 0.4330127018922193, -0.25, -0.4330127018922194, 0.25, 0.4330127018922194},
               {-0.5, 0, 0.5, 0, 0.5, 0}, {-0.25, 0.4330127018922193, 0.25, -0.4330127018922194, -0.25, 0.4330127018922194}},
      /* 38 */ {{-0.25, 0.4330127018922193, 0, 0.4330127018922194, 0.25, 0}, {0.25, -0.4330127018922193, 0.5, 0.4330127018922194, 0.25, 0},
               {-0.5, 0, -0.5, 0, -0.5, 0}, {-0.5, 0, 0.25, 0, -0.5, 0.4330127018922194}},
      /* 39 */ {{-0.5, 0, 0, 0, -0.5, 0}, {0, -0.5, -0.5, 0.5, 0, -1},
               {0, 0.5, 0.5, -0.5, 0, 0.5}, {-0.5, 0, 1.5, 0, -0.5, 0}},
      /* 40 */ {{0, -0.5, 0, -0.5, 0, 0}, {0.5, 0, -1, 0, 0.5, 0},
               {0, 0.5, -1.5, 0.5, 0, 0.5}, {0, -0.5, -0.5, -0.5, 0, 0.5}},
      /* 41 */ {{0, -0.5, 0, -0.5, 0, 0}, {0, -0.5, 0, 0.5, 0, 0.5},
               {0, -0.5, -0.5, -0.5, 0, 0}, {0, 0.5, -0.5, 0.5, 0, 0.5}},
      /* 42 */ {{0.25, 0.4330127018922193, 0, -0.4330127018922194, 0.25, 0}, {0.5, 0, 0.25, 0, -0.5, 0.4330127018922194},
               {-0.25, 0.4330127018922193, 0.25, 0.4330127018922194, 0.25, -0.4330127018922194}, {-0.5, 0, -0.75, 0, -0.5, 0.4330127018922194}},
      /* 43 */ {{0.25, 0.4330127018922193, 0, -0.4330127018922194, 0.25, 0}, {0.25, -0.4330127018922193, 0.5, 0.4330127018922194, 0.25, 0},
               {-0.5, 0, -0.5, 0, -0.5, 0}, {-0.5, 0, 0.25, 0, -0.5, 0.4330127018922194}},
      /* 44 */ {{-0.5, 0, 0, 0, -0.5, 0}, {-0.25, -0.4330127018922193, 0.25, -0.4330127018922194, 0.25, -0.4330127018922194},
               {-0.25, 0.4330127018922193, 0.25, -0.4330127018922194, -0.25, -0.4330127018922194}, {0.5, 0, -0.5, 0, 0.5, 0}},
      /* 45 */ {{-0.5, 0, 0, 0, 0.5, 0}, {0, 0.5, 0.5, -0.5, 0, -0.5},
               {-0.5, 0, -0.5, 0, 0.5, -0.5}, {-0.5, 0, 0, 0, -0.5, -1}},
      /* 46 */ {{0.5, 0, 0, 0, 0.5, 0}, {0.5, 0, -1.5, 0, 0.5, -0.5},
               {0.5, 0, 0, 0, 0.5, -2}, {0.5, 0, 0.5, 0, 0.5, -0.5}},
      /* 47 */ {{0.5, 0, 0, 0, 0.5, 0}, {-0.5, 0, -1, 0, 0.5, 0},
               {0, 0.5, -0.5, -0.5, 0, -0.5}, {-0.5, 0, -0.5, 0, -0.5, -0.5}},
      /* 48 */ {{-0.25, 0.4330127018922193, 0, 0.4330127018922194, 0.25, 0}, {-0.25, 0.4330127018922193, -0.75, 0.4330127018922194, 0.25, 0.4330127018922194},
               {0.5, 0, -0.5, 0, -0.5, 0}, {0.25, -0.4330127018922193, -0.5, 0.4330127018922194, 0.25, 0}},
      /* 49 */ {{0.5, 0, 0, 0, 0.5, 0}, {-0.5, 0, -0.5, 0, -0.5, 0.5},
               {0, 0.5, -0.5, 0.5, 0, 1}, {-0.5, 0, -0.5, 0, -0.5, 1}},
      /* 50 */ {{-0.25, 0.4330127018922193, 0, 0.4330127018922194, 0.25, 0}, {-0.25, -0.4330127018922193, -0.25, -0.4330127018922194, 0.25, 0.4330127018922194},
               {0.25, 0.4330127018922193, -0.25, -0.4330127018922194, 0.25, 0.4330127018922194}, {-0.25, -0.4330127018922193, 0.5, -0.4330127018922194, 0.25, 0}},
      /* 51 */ {{0.25, 0.4330127018922193, 0, 0.4330127018922194, -0.25, 0}, {0.5, 0, -0.25, 0, -0.5, -0.4330127018922194},
               {0.25, 0.4330127018922193, -0.25, 0.4330127018922194, -0.25, -0.4330127018922194}, {0.25, -0.4330127018922193, -0.25, -0.4330127018922194, -0.25, -0.4330127018922194}},
      /* 52 */ {{0.5, 0, 0, 0, -0.5, 0}, {-0.25, 0.4330127018922193, -0.25, 0.4330127018922194, 0.25, -0.4330127018922194},
               {0.5, 0, 0, 0, -0.5, -0.8660254037844387}, {-0.25, -0.4330127018922193, 0.25, -0.4330127018922194, 0.25, -0.4330127018922194}},
      /* 53 */ {{-0.25, 0.4330127018922193, 0, 0.4330127018922194, 0.25, 0}, {-0.25, 0.4330127018922193, -0.75, 0.4330127018922194, 0.25, 0.4330127018922194},
               {0.5, 0, -0.5, 0, -0.5, 0}, {0.25, -0.4330127018922193, -0.5, 0.4330127018922194, 0.25, 0}},
      /* 54 */ {{0.5, 0, 0, 0, -0.5, 0}, {-0.25, -0.4330127018922193, 0.5, -0.4330127018922194, 0.25, 0},
               {0.5, 0, 0.5, 0, -0.5, 0}, {-0.25, 0.4330127018922193, 0.5, 0.4330127018922194, 0.25, 0}},
      /* 55 */ {{-0.25, -0.4330127018922193, 0, -0.4330127018922194, 0.25, 0}, {-0.25, 0.4330127018922193, -0.5, 0.4330127018922194, 0.25, 0},
               {-0.25, 0.4330127018922193, 0.25, 0.4330127018922194, 0.25, 0.4330127018922194}, {-0.25, -0.4330127018922193, 0.25, -0.4330127018922194, 0.25, 0.4330127018922194}},
      /* 56 */ {{-0.25, 0.4330127018922193, 0, -0.4330127018922194, -0.25, 0}, {0.25, 0.4330127018922193, 0.75, -0.4330127018922194, 0.25, 0.4330127018922194},
               {0.25, 0.4330127018922193, -0.25, -0.4330127018922194, 0.25, -0.4330127018922194}, {-0.25, -0.4330127018922193, 0.5, 0.4330127018922194, -0.25, 0}},
      /* 57 */ {{0.5, 0, 0, 0, -0.5, 0}, {-0.25, 0.4330127018922193, -0.5, 0.4330127018922194, 0.25, 0},
               {-0.25, -0.4330127018922193, -0.25, -0.4330127018922194, 0.25, -0.4330127018922194}, {-0.25, -0.4330127018922193, -0.5, 0.4330127018922194, -0.25, 0}},
      /* 58 */ {{-0.5, 0, 0, 0, 0.5, 0}, {0, 0.5, 0.5, -0.5, 0, -0.5},
               {-0.5, 0, -0.5, 0, 0.5, -0.5}, {-0.5, 0, 0, 0, -0.5, -1}},
      /* 59 */ {{0.5, 0, 0, 0, 0.5, 0}, {0.5, 0, -1.5, 0, 0.5, -0.5},
               {0.5, 0, 0, 0, 0.5, -2}, {0.5, 0, 0.5, 0, 0.5, -0.5}},
      /* 60 */ {{0.5, 0, 0, 0, 0.5, 0}, {-0.5, 0, -1, 0, 0.5, 0},
               {0, 0.5, -0.5, -0.5, 0, -0.5}, {-0.5, 0, -0.5, 0, -0.5, -0.5}},
      /* 61 */ {{0.5, 0, 0, 0, 0.5, 0}, {-0.25, -0.4330127018922193, -0.5, 0.4330127018922194, -0.25, 0},
               {-0.5, 0, -0.25, 0, 0.5, -0.4330127018922194}, {-0.25, 0.4330127018922193, -0.25, -0.4330127018922194, -0.25, -0.4330127018922194}},
      /* 62 */ {{0, 0.5, 0, 0.5, 0, 0}, {0, -0.5, -1, -0.5, 0, -1.5},
               {0, 0.5, 0, -0.5, 0, -0.5}, {0, 0.5, 0, -0.5, 0, -1}},
      /* 63 */ {{0, 0.5, 0, 0.5, 0, 0}, {0, 0.5, 0, 0.5, 0, -1},
               {0, 0.5, 0, -0.5, 0, -0.5}, {0, -0.5, -1, 0.5, 0, -0.5}},
      /* 64 */ {{0, -0.5, 0, -0.5, 0, 0}, {0, 0.5, 1.5, -0.5, 0, 0},
               {0, 0.5, 0.5, -0.5, 0, 0}, {0, 0.5, 1, 0.5, 0, -1}},
      /* 65 */ {{0.5, 0, 0, 0, 0.5, 0}, {-0.25, 0.4330127018922193, -0.5, -0.4330127018922194, -0.25, 0},
               {-0.25, 0.4330127018922193, -0.25, 0.4330127018922194, 0.25, 0.4330127018922194}, {-0.25, -0.4330127018922193, -0.25, -0.4330127018922194, -0.25, 0.4330127018922194}},
      /* 66 */ {{-0.5, 0, 0, 0, -0.5, 0}, {0.5, 0, 0.25, 0, -0.5, 0.4330127018922194},
               {0.25, -0.4330127018922193, 0.25, 0.4330127018922194, 0.25, 0.4330127018922194}, {0.25, -0.4330127018922193, 0.25, 0.4330127018922194, 0.25, -0.4330127018922194}},
      /* 67 */ {{0.25, -0.4330127018922193, 0, 0.4330127018922194, 0.25, 0}, {-0.25, 0.4330127018922193, 0.5, -0.4330127018922194, -0.25, 0},
               {-0.5, 0, 0.5, 0, 0.5, 0}, {-0.25, -0.4330127018922193, 0.5, -0.4330127018922194, 0.25, 0}},
      /* 68 */ {{0.25, 0.4330127018922193, 0, -0.4330127018922194, 0.25, 0}, {-0.25, -0.4330127018922193, 0.25, 0.4330127018922194, -0.25, 0.4330127018922194},
               {-0.25, -0.4330127018922193, 0.25, -0.4330127018922194, 0.25, 0.4330127018922194}, {-0.5, 0, 0.25, 0, -0.5, 0.4330127018922194}},
      /* 69 */ {{0.5, 0, 0, 0, -0.5, 0}, {-0.25, 0.4330127018922193, -0.5, 0.4330127018922194, 0.25, 0},
               {-0.25, -0.4330127018922193, -0.25, -0.4330127018922194, 0.25, -0.4330127018922194}, {-0.25, -0.4330127018922193, -0.5, 0.4330127018922194, -0.25, 0}},
      /* 70 */ {{-0.5, 0, 0, 0, 0.5, 0}, {0, 0.5, 0.5, -0.5, 0, -0.5},
               {-0.5, 0, -0.5, 0, 0.5, -0.5}, {-0.5, 0, 0, 0, -0.5, -1}},
      /* 71 */ {{0.5, 0, 0, 0, 0.5, 0}, {0.5, 0, -1.5, 0, 0.5, -0.5},
               {0.5, 0, 0, 0, 0.5, -2}, {0.5, 0, 0.5, 0, 0.5, -0.5}},
      /* 72 */ {{0.5, 0, 0, 0, 0.5, 0}, {-0.5, 0, -1, 0, 0.5, 0},
               {0, 0.5, -0.5, -0.5, 0, -0.5}, {-0.5, 0, -0.5, 0, -0.5, -0.5}},
      /* 73 */ {{0.5, 0, 0, 0, 0.5, 0}, {-0.25, -0.4330127018922193, -0.5, 0.4330127018922194, -0.25, 0},
               {-0.5, 0, -0.25, 0, 0.5, -0.4330127018922194}, {-0.25, 0.4330127018922193, -0.25, -0.4330127018922194, -0.25, -0.4330127018922194}},
  };
  return maps[type][k];
}

/* 850: multi_ifs (JWildfire's MultiIFSFunc): one of the four maps of system ifs_type (0-73,
 * rounded and clamped as JWildfire's setParameter does), picked by one draw in quarters, applied
 * to the point, times w. The colour index becomes the map's color1…color4 (coloring_mode 0) or
 * moves that way from the point's by color_speed (coloring_mode 1). Its z is JWildfire's odd
 * one: w·z in a flame that does not preserve z and none in one that does (the reverse of its
 * other 2D variations), and in the other editors' flames, none (FM_VARS_JWF_OWN_Z). */
FM_VAR(multi_ifs) {
  const int type = (int)fm_jwf_int_in(FM_PAR(multi_ifs_ifs_type), 0, 73);
  const int blend = fm_jwf_int_in(FM_PAR(multi_ifs_coloring_mode), 0, 1) == 1;
  const fm_real u = fm_rng_01(rng);
  const int k = u < FM_R(0.25) ? 0 : u < FM_R(0.5) ? 1 : u < FM_R(0.75) ? 2 : 3;
  const double *m = fm_jw24_ifs_map(type, k);
  const fm_real x = s->tx, y = s->ty;
  const fm_real nx = (fm_real)m[0] * x + (fm_real)m[1] * y + (fm_real)m[2];
  const fm_real ny = (fm_real)m[3] * x + (fm_real)m[4] * y + (fm_real)m[5];
  const fm_real target = k == 0   ? FM_PAR(multi_ifs_color1)
                         : k == 1 ? FM_PAR(multi_ifs_color2)
                         : k == 2 ? FM_PAR(multi_ifs_color3)
                                  : FM_PAR(multi_ifs_color4);
  s->color = blend ? s->color + (target - s->color) * FM_PAR(multi_ifs_color_speed) : target;
  s->px += nx * w;
  s->py += ny * w;
  if (xf->z_mode == FM_Z_JWILDFIRE) s->pz += s->tz * w;
}

/* ---- 851: grid3d_wf ------------------------------------------------------------------------- */

/* 851: grid3d_wf (thargor6's, after Xyrus02's dc_cube): the point's cell of the grid of pitch
 * `size` (Java's (int) of x/size on each axis, toward zero), and a random point of one face of a
 * cube of edge spacing·size about the cell's corner: a face pair picked by JWildfire's
 * random(3), one face of it by a draw below ½, the other two coordinates uniform. The colour
 * index becomes the face's, c1…c6 (clamped to [0, 1] as JWildfire's setParameter does). The
 * cube is turned by alpha, beta and gamma (about x, then y, then z) where any of them is beyond
 * JWildfire's EPSILON. Like JWildfire's, it does not read the weight. Draws three numbers.
 * JWildfire's *_spread parameters give each cell its own size and angles, drawn from a
 * generator in the order its threads first meet the cells and kept from call to call: not
 * drawn here (genome/parse_editors.c says so where a file sets one). */
FM_VAR(grid3d_wf) {
  FM_UNUSED_XF;
  const fm_real size = FM_PAR(grid3d_wf_size);
  const fm_real cx = fm_java_int(s->tx / size), cy = fm_java_int(s->ty / size), cz = fm_java_int(s->tz / size);
  const fm_real edge = FM_PAR(grid3d_wf_spacing) * size;
  const fm_real face = fm_jwf_pick(3, rng);
  const int low = fm_rng_01(rng) < FM_R(0.5);
  const fm_real u = edge * (fm_rng_01(rng) - FM_R(0.5)), v = edge * (fm_rng_01(rng) - FM_R(0.5));
  const fm_real side = edge * (low ? FM_R(-0.5) : FM_R(0.5));
  fm_real d[3], c;
  if (face == 0) { /* left (c1) or right (c2) */
    d[0] = side, d[1] = u, d[2] = v;
    c = low ? FM_PAR(grid3d_wf_c1) : FM_PAR(grid3d_wf_c2);
  } else if (face == 1) { /* top (c3) or bottom (c4) */
    d[0] = u, d[1] = side, d[2] = v;
    c = low ? FM_PAR(grid3d_wf_c3) : FM_PAR(grid3d_wf_c4);
  } else { /* front (c5) or back (c6) */
    d[0] = u, d[1] = v, d[2] = side;
    c = low ? FM_PAR(grid3d_wf_c5) : FM_PAR(grid3d_wf_c6);
  }
  s->color = fm_par_clamp(c, 0, 1);
  const fm_real a = FM_PAR(grid3d_wf_alpha), b = FM_PAR(grid3d_wf_beta), g = FM_PAR(grid3d_wf_gamma);
  const fm_real eps = FM_R(1e-8);
  if (fabs(a) > eps || fabs(b) > eps || fabs(g) > eps) {
    /* Rz(gamma)·Ry(beta)·Rx(alpha), its entries multiplied out */
    const fm_real sa = sin(a), ca = cos(a), sb = sin(b), cb = cos(b), sg = sin(g), cg = cos(g);
    const fm_real rx = d[0] * (cb * cg) + d[1] * (cg * sa * sb - ca * sg) + d[2] * (ca * cg * sb + sa * sg);
    const fm_real ry = d[0] * (cb * sg) + d[1] * (ca * cg + sa * sb * sg) + d[2] * (-cg * sa + ca * sb * sg);
    const fm_real rz = d[0] * (-sb) + d[1] * (cb * sa) + d[2] * (ca * cb);
    d[0] = rx, d[1] = ry, d[2] = rz;
  }
  s->px += cx * size + d[0];
  s->py += cy * size + d[1];
  s->pz += cz * size + d[2];
}

/* ---- 852: dla_wf ---------------------------------------------------------------------------- */

/* A point of the diffusion-limited aggregate JWildfire grows for the parameters
 * (render/dla_points.h: its cells' points, jittered), picked with equal chance by Java's
 * Math.random() (here fm_jwf_pick); no points: the origin (JWildfire's ZERO). */
FM_VAR(dla_wf) {
  const fm_real n = FM_PAR(dla_wf_points);
  const float *xy = FM_POINT_TABLE(dla_wf);
  if (n > 0 && xy) {
    const float *p = xy + 4 * (fm_u64)fm_jwf_pick(n, rng); /* x and y each a float and its remainder */
    s->px += w * ((fm_real)p[0] + (fm_real)p[1]);
    s->py += w * ((fm_real)p[2] + (fm_real)p[3]);
  }
}

/* ---- 853: dla3d_wf -------------------------------------------------------------------------- */

/* A point of dla3d_wf's table (render/dla3d_points.h): value v (0 x, 1 y, 2 z; 3-5 its parent's;
 * 6 its relative depth, 7 its parent's), its two floats summed. */
#define FM_DLA3D_FLOATS 16
#define FM_DLA3D_AT(p, v) ((fm_real)(p)[2 * (v)] + (fm_real)(p)[2 * (v) + 1])

/* A point on the sphere of `radius` about (cx, cy, cz): JWildfire's two angles, each drawn over
 * a whole turn (the polar one too). */
FM_FN void fm_dla3d_sphere(fm_real radius, fm_real cx, fm_real cy, fm_real cz, fm_rng *rng, fm_real *o) {
  const fm_real phi = fm_rng_01(rng) * FM_R(2.0 * FM_PI), theta = fm_rng_01(rng) * FM_R(2.0 * FM_PI);
  o[0] = cx + radius * sin(theta) * cos(phi);
  o[1] = cy + radius * sin(theta) * sin(phi);
  o[2] = cz + radius * cos(theta);
}

/* dla3d_wf: a point of the aggregate picked with equal chance (fm_jwf_pick), and a sample about
 * it as DLA3DWFFunc draws one without meshes: the origin's node, a sphere of inner_blur_radius ·
 * junction_scale (where nodes are shown and outer_blur_radius is above JWildfire's epsilon);
 * another point's node, a sphere of its radius · junction_scale, and its junction, the segment to
 * its parent at a random place moved off it, perpendicular to it, by the radius there, the
 * radius running from inner_blur_radius at relative depth 0 to outer_blur_radius at 1 (nodes a
 * third of the time where both are shown); without blur, the segment itself. Its colour index
 * the relative depth there, where dc_color is on. Nothing shown hides the point, something shown
 * shows it (JWildfire's doHide both ways). Its draws are its Func's own generator's, here the
 * context's, in the same order. */
FM_VAR(dla3d_wf) {
  const fm_real n = FM_PAR(dla3d_wf_points);
  const float *t = FM_POINT_TABLE(dla3d_wf);
  if (!(n > 0 && t)) { /* no aggregate: nothing shown */
    s->hide = 1;
    return;
  }
  const fm_real k = fm_jwf_pick(n, rng);
  const float *p = t + FM_DLA3D_FLOATS * (fm_u64)k;
  const fm_real rnd = fm_rng_01(rng);
  const fm_real inner = FM_PAR(dla3d_wf_inner_blur_radius), outer = FM_PAR(dla3d_wf_outer_blur_radius);
  const fm_real scale = FM_PAR(dla3d_wf_junction_scale);
  const int nodes = fm_jwf_int(FM_PAR(dla3d_wf_display_nodes)) > 0, juncts = fm_jwf_int(FM_PAR(dla3d_wf_display_junctions)) > 0;
  const fm_real x = FM_DLA3D_AT(p, 0), y = FM_DLA3D_AT(p, 1), z = FM_DLA3D_AT(p, 2);
  const fm_real px = FM_DLA3D_AT(p, 3), py = FM_DLA3D_AT(p, 4), pz = FM_DLA3D_AT(p, 5);
  const fm_real rel = FM_DLA3D_AT(p, 6), prel = FM_DLA3D_AT(p, 7);
  fm_real o[3], color = FM_R(0.0);
  int shown = 1;
  if (k == 0) { /* the origin: no parent */
    if (nodes && outer > FM_JWF_EPSILON) fm_dla3d_sphere(inner * scale, x, y, z, rng, o);
    else shown = 0;
  } else if (outer > FM_JWF_EPSILON) {
    const fm_real min_r = inner + (outer - inner) * rel, max_r = inner + (outer - inner) * prel;
    int node = nodes && !juncts;
    if (nodes && juncts) node = fm_rng_01(rng) < FM_R(0.333);
    if (!nodes && !juncts) shown = 0;
    else if (node) { /* an outer node: a sphere about the point */
      fm_dla3d_sphere((juncts ? min_r : max_r) * scale, x, y, z, rng, o);
      color = rel;
    } else { /* a junction: off the segment to the parent, perpendicular to it */
      const fm_real radius = min_r + (max_r - min_r) * rnd;
      color = rel + (prel - rel) * rnd;
      const fm_real ax = px - x, ay = py - y, az = pz - z;
      o[0] = x + ax * rnd, o[1] = y + ay * rnd, o[2] = z + az * rnd;
      for (int iter = 0; iter < 10; iter++) {
        const fm_real bx = FM_R(0.5) - fm_rng_01(rng), by = FM_R(0.5) - fm_rng_01(rng), bz = FM_R(0.5) - fm_rng_01(rng);
        const fm_real cx = ay * bz - az * by, cy = az * bx - ax * bz, cz = ax * by - ay * bx;
        const fm_real r = sqrt(cx * cx + cy * cy + cz * cz);
        if (r > FM_R(0.001)) {
          o[0] += cx / r * radius, o[1] += cy / r * radius, o[2] += cz / r * radius;
          break;
        }
      }
    }
  } else { /* no blur: the segment itself */
    o[0] = x + (px - x) * rnd, o[1] = y + (py - y) * rnd, o[2] = z + (pz - z) * rnd;
    color = rel + (prel - rel) * rnd;
  }
  s->hide = !shown;
  if (!shown) return;
  s->px += w * o[0];
  s->py += w * o[1];
  s->pz += w * o[2];
  if (fm_jwf_int(FM_PAR(dla3d_wf_dc_color)) > 0) s->color = fmax(FM_R(0.0), fmin(FM_R(1.0), color));
}

/* ---- 854: snowflake_wf ---------------------------------------------------------------------- */

/* A point of the snow crystal JWildfire grows for the parameters (render/snowflake_points.h: its
 * painted cells' points, jittered, each with its intensity), picked as JWildfire picks it: the
 * nearest whole number to Math.random()·(points − 1), so that the first and last come half as
 * often as the rest; fewer than two points, the origin (JWildfire's ZERO), of intensity 0. The
 * colour index, where dc_color is on, is set to intensity · dc_color_scale + dc_color_offset. */
#define FM_SNOWFLAKE_FLOATS 5
FM_VAR(snowflake_wf) {
  const fm_real n = FM_PAR(snowflake_wf_points);
  const float *t = FM_POINT_TABLE(snowflake_wf);
  fm_real intensity = FM_R(0.0);
  if (n > 1 && t) {
    fm_real k = floor(fm_rng_01(rng) * (n - 1) + FM_R(0.5));
    if (k > n - 1) k = n - 1;
    const float *p = t + FM_SNOWFLAKE_FLOATS * (fm_u64)k; /* x and y each a float and its remainder */
    s->px += w * ((fm_real)p[0] + (fm_real)p[1]);
    s->py += w * ((fm_real)p[2] + (fm_real)p[3]);
    intensity = (fm_real)p[4];
  }
  if (fm_jwf_int(FM_PAR(snowflake_wf_dc_color)) > 0)
    s->color = intensity * FM_PAR(snowflake_wf_dc_color_scale) + FM_PAR(snowflake_wf_dc_color_offset);
}

/* ---- 856: subflame_wf ----------------------------------------------------------------------- */

/* A point of the flame subflame_wf carries, from the cloud of its points the host makes
 * (render/subflame_points.h), as SubFlameWFFunc moves its sub-flame's point: scaled, turned by
 * angle degrees and offset, its z offset and moved by colorscale_z times its colour index; added
 * to the sum as it is (the weight is not read: JWildfire's), its hidden state passed on (hidden
 * or shown), its colour index the point's where color_mode is 0. (Its colour modes of the
 * sub-flame's true colours, -2 and 1-4, are said and drawn as -1, none: genome/parse_editors.c.)
 * No points: nothing added, the point shown. */
#define FM_SUBFLAME_FLOATS 9
FM_VAR(subflame_wf) {
  (void)w;
  const fm_real n = FM_PAR(subflame_wf_points);
  const float *t = FM_POINT_TABLE(subflame_wf);
  fm_real qx = 0, qy = 0, qz = 0, qc = 0;
  int hidden = 0;
  if (n > 0 && t) {
    /* by the draw's 32 bits, so that float and double pick the same point of the cloud (whose
     * neighbours in the table are far apart: a trajectory's steps) */
    const fm_u64 k = ((fm_u64)fm_rng_u32(rng) * (fm_u64)n) >> 32;
    const float *p = t + FM_SUBFLAME_FLOATS * k;
    qx = (fm_real)p[0] + (fm_real)p[1];
    qy = (fm_real)p[2] + (fm_real)p[3];
    qz = (fm_real)p[4] + (fm_real)p[5];
    qc = (fm_real)p[6] + (fm_real)p[7];
    hidden = p[8] != 0.0f;
  }
  const fm_real scale = FM_PAR(subflame_wf_scale), angle = FM_PAR(subflame_wf_angle) * FM_R(FM_PI / 180.0);
  const fm_real ca = cos(angle), sa = sin(angle), x = scale * qx, y = scale * qy;
  s->px += x * ca - y * sa + FM_PAR(subflame_wf_offset_x);
  s->py += x * sa + y * ca + FM_PAR(subflame_wf_offset_y);
  s->pz += scale * qz + FM_PAR(subflame_wf_offset_z) + FM_PAR(subflame_wf_colorscale_z) * qc;
  s->hide = hidden;
  if (fm_jwf_int(FM_PAR(subflame_wf_color_mode)) == 0) s->color = qc;
}

#endif
