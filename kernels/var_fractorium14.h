/*
 * var_fractorium14.h — the last of Fractorium's variations that flamebuild
 * lacked, and JWildfire's own form of one of them, indices 975–978: 975:
 * crackle2, 976: inkdrop, 977: dc_perlin (Fractorium's), 978: dc_perlin_jwf.
 * Each checked against its editor's own code (tests/tools/ember_refs.sh,
 * jwf_refs.sh; tests/unit/test_variation_refs.c), random ones draw for draw:
 * fm_rng_01 is Fractorium's Frand01 and JWildfire's random(). Fractorium's
 * per-xform precalculated values are computed per call from the parameters, and
 * its parameter bounds applied here (the genome holds the file's value).
 *
 * (variations.h includes it after the families whose helpers it uses; nowhere
 * else includes it). Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_FRACTORIUM14_H
#define FLAMEBUILD_VAR_FRACTORIUM14_H

/* The families whose helpers this one calls (a kernel of its own includes only
 * the families its variations need: kernels/codegen_families.c). */
#include "var_fractorium.h"
#include "var_fractorium2.h"
#include "var_fractorium9.h"
#include "var_jwf_dc10.h"
#include "var_jwildfire16.h"

/* ---- 975: crackle2
 * -------------------------------------------------------------------------- */

/* A unit cell's jittered corner: the cell (cx, cy) moved by its two shader
 * hashes (seeds 34554 and 34561, the second with x tripled), over cellsize. In
 * double on every side (fm_dust_hash says why). */
FM_FN void fm_f14_crackle2_corner(double cx, double cy, double inv_cell, double *x, double *y) {
  *x = cx + inv_cell * fm_dust_hash(cx, cy, 34554.0);
  *y = cy + inv_cell * fm_dust_hash(cy, cx * 3.0, 34561.0);
}

/* crackle2: the input's unit cell (floor of x and y) and one of its four
 * neighbours, chosen by two coin draws; a point drawn on the segment between
 * their jittered corners, times cellsize — a web of cracks. Not weighted:
 * Fractorium writes the point as it is, whatever the weight. Three draws: the
 * two coins, then the place along the segment. */
FM_VAR(crackle2) {
  (void)w;
  const double cellsize = (double)fm_par_at_least(FM_PAR(crackle2_cellsize), FM_R(0.0001));
  const double inv_cell = 1.0 / cellsize;
  const double cx = floor((double)s->tx), cy = floor((double)s->ty);
  double nx = cx, ny = cy;
  if (fm_rng_01(rng) < FM_R(0.5))
    ny += fm_rng_01(rng) < FM_R(0.5) ? 1.0 : -1.0;
  else
    nx += fm_rng_01(rng) < FM_R(0.5) ? 1.0 : -1.0;
  double x0, y0, x1, y1;
  fm_f14_crackle2_corner(cx, cy, inv_cell, &x0, &y0);
  fm_f14_crackle2_corner(nx, ny, inv_cell, &x1, &y1);
  const double t = fm_rng_01(rng);
  s->px += (fm_real)((x0 + (x1 - x0) * t) * cellsize);
  s->py += (fm_real)((y0 + (y1 - y0) * t) * cellsize);
}

/* ---- 976: inkdrop (Jess's)
 * -------------------------------------------------------------------- */

/* inkdrop: the point pushed straight away from (x, y) by sqrt(d² + r²) − d, d
 * its distance, as a drop of radius r pushes the ink around it. The push is
 * written r²/(sqrt(d² + r²) + d), the same number, which float keeps far from
 * the drop where the difference cancels. */
FM_VAR(inkdrop) {
  FM_UNUSED_RNG;
  const fm_real r = fm_par_at_least(FM_PAR(inkdrop_r), FM_R(0.0));
  const fm_real dx = s->tx - FM_PAR(inkdrop_x), dy = s->ty - FM_PAR(inkdrop_y);
  const fm_real d = sqrt(dx * dx + dy * dy), r2 = r * r;
  const fm_real push = r2 == 0 ? FM_R(0.0) : r2 / (sqrt(d * d + r2) + d);
  const fm_real bearing = atan2(dy, dx);
  s->px += w * (s->tx + cos(bearing) * push);
  s->py += w * (s->ty + sin(bearing) * push);
}

/* ---- 977, 978: dc_perlin (slobo777's Apophysis plugin)
 * ------------------------------------- */

/* Fractorium's and JWildfire's copies of the plugin differ: Fractorium's noise
 * skews by its rounded constants and scales x twice and z never between
 * octaves, and its square's edge reads |x| or |y|; JWildfire's noise is the
 * textbook one, its square reads the larger coordinate's signed value, it
 * colours the input itself at weight 0, and its color_only takes the square's
 * place from the input. Their epsilons differ too. One formula, the editor a
 * flag. */
#define FM_F14_FRACTORIUM_EPS 2.220446049250313080847e-16 /* Fractorium's Zeps: double's epsilon */
#define FM_F14_JWF_EPS 1e-300                             /* JWildfire's SMALL_EPSILON */

/* The noise of dc_perlin: `octaves` simplex layers, the k-th divided by amps^k
 * (0 taken as Fractorium's epsilon there) at a frequency scaled by freqs. */
FM_FN double fm_f14_perlin(double x, double y, double z, double amps, double freqs, int octaves, int jwf) {
  double n = 0.0, a = 1.0;
  for (int i = 0; i < octaves; i++) {
    if (jwf) {
      n += fm_simplex3_skewed(x, y, z, 1.0 / 3.0, 1.0 / 6.0) / a;
      z *= freqs;
    } else {
      n += fm_simplex3_skewed(x, y, z, 0.333333, 0.1666666) / (a == 0.0 ? FM_F14_FRACTORIUM_EPS : a);
      x *= freqs; /* Fractorium's own slip: x twice, z not at all */
    }
    a *= amps;
    x *= freqs;
    y *= freqs;
  }
  return n;
}

/* dc_perlin: a blur (shape 0 a square, 1 a disc, 2 round; its rim widened by
 * edge) drawn again until the noise at it, mapped by `map` onto a plane or a
 * sphere-like cap, falls between the notches (select_centre ± select_range,
 * clamped), at most select_bailout more times; the point is that blur, its
 * colour centre + range·noise folded into [0, 1). Draws two or three numbers a
 * pass (none for JWildfire's colour only). The noise, the edge term and the
 * test in double on every side: the test is a decision. */
FM_FN void fm_f14_dc_perlin(fm_var_state *s, fm_rng *rng, fm_real w, int jwf, int color_only, int shape, int map,
                            double select_centre, double select_range, double centre, double range, double edge,
                            double scale, int octaves, double amps, double freqs, double z, int bailout) {
  double bottom = select_centre - select_range, top = select_centre + select_range;
  bottom = bottom > 0.75 ? 0.75 : bottom < -2.0 ? -3.0 : bottom;
  top = top < -0.75 ? -0.75 : top > 3.0 ? 3.0 : top;
  const int at_zero = jwf && fm_jwf_weight_zero(w);
  double vx = 0.0, vy = 0.0, p, e;
  int t = 0;
  do {
    e = 0.0;
    double r;
    if (at_zero) {
      vx = s->tx, vy = s->ty;
    } else if (shape == 0) {
      vx = (1.0 + edge) * ((color_only ? (double)s->tx : (double)fm_rng_01(rng)) - 0.5);
      vy = (1.0 + edge) * ((color_only ? (double)s->ty : (double)fm_rng_01(rng)) - 0.5);
      r = jwf ? (vx * vx > vy * vy ? vx : vy) : (vx * vx > vy * vy ? fabs(vx) : fabs(vy));
      if (r > 1.0 - edge)
        e = 0.5 * (r - 1.0 + edge) / edge;
    } else {
      if (shape == 1) {
        r = (double)fm_rng_01(rng) + (double)fm_rng_01(rng);
        r = (r > 1.0 ? 2.0 - r : r) * (1.0 + edge);
      } else {
        r = (1.0 + edge) * (double)fm_rng_01(rng);
      }
      if (r > 1.0 - edge)
        e = 0.5 * (r - 1.0 + edge) / edge;
      const double theta = (double)fm_rng_01(rng) * (2.0 * 3.14159265358979323846);
      vx = 0.5 * r * sin(theta);
      vy = 0.5 * r * cos(theta);
    }
    double nx = scale * vx, ny = scale * vy, nz = scale * z;
    const double d2 = vx * vx + vy * vy;
    if (map == 1) {
      r = jwf ? 1.0 / (d2 + FM_F14_JWF_EPS) : 1.0 / (d2 == 0.0 ? FM_F14_FRACTORIUM_EPS : d2);
      nx *= r, ny *= r;
    } else if (map == 2 || map == 3) {
      r = 1.0 / (d2 + (map == 2 ? 0.5 : 0.25));
      nx *= r, ny *= r;
    } else if (map >= 4) {
      r = sqrt(fabs(0.25 - d2));
      nz = scale * ((map == 4 ? 1.0 : 2.0) * r + z);
    }
    p = fm_f14_perlin(nx, ny, nz, amps, freqs, octaves, jwf);
    e = p > 0.0 ? p * (1.0 + e * e * 20.0) + 2.0 * e : p * (1.0 + e * e * 20.0) - 2.0 * e;
  } while ((e < bottom || e > top) && t++ < bailout);
  s->px += w * (fm_real)vx;
  s->py += w * (fm_real)vy;
  const double colour = centre + range * p;
  s->color = (fm_real)(colour - floor(colour));
}

/* 977: Fractorium's (VariationsDC.h): its integer parameters rounded half up
 * and clamped, its real ones clamped, as its SetParamVal stores them. */
FM_VAR(dc_perlin) {
  fm_f14_dc_perlin(s, rng, w, 0, 0, fm_fr_int(FM_PAR(dc_perlin_shape), 0, 2), fm_fr_int(FM_PAR(dc_perlin_map), 0, 5),
                   (double)fm_fr_clamp(FM_PAR(dc_perlin_select_centre), FM_R(-1.0), FM_R(1.0)),
                   (double)fm_fr_clamp(FM_PAR(dc_perlin_select_range), FM_R(0.1), FM_R(2.0)),
                   (double)FM_PAR(dc_perlin_centre), (double)FM_PAR(dc_perlin_range), (double)FM_PAR(dc_perlin_edge),
                   (double)FM_PAR(dc_perlin_scale), fm_fr_int(FM_PAR(dc_perlin_octaves), 1, 5),
                   (double)FM_PAR(dc_perlin_amps), (double)FM_PAR(dc_perlin_freqs), (double)FM_PAR(dc_perlin_z),
                   fm_fr_int(FM_PAR(dc_perlin_select_bailout), 2, 1000));
}

/* 978: JWildfire's (DCPerlinFunc), which a JWildfire file's dc_perlin reads as
 * (genome/parse_jwf_forms.c): its integers through Tools.FTOI, clamped as its
 * setParameter does. */
FM_VAR(dc_perlin_jwf) {
  fm_f14_dc_perlin(s, rng, w, 1, fm_dc10_ftoi_in(FM_PAR(dc_perlin_jwf_color_only), 0, 1),
                   fm_dc10_ftoi_in(FM_PAR(dc_perlin_jwf_shape), 0, 2), fm_dc10_ftoi_in(FM_PAR(dc_perlin_jwf_map), 0, 5),
                   (double)fm_fr_clamp(FM_PAR(dc_perlin_jwf_select_centre), FM_R(-1.0), FM_R(1.0)),
                   (double)fm_fr_clamp(FM_PAR(dc_perlin_jwf_select_range), FM_R(0.1), FM_R(2.0)),
                   (double)FM_PAR(dc_perlin_jwf_centre), (double)FM_PAR(dc_perlin_jwf_range),
                   (double)FM_PAR(dc_perlin_jwf_edge), (double)FM_PAR(dc_perlin_jwf_scale),
                   fm_dc10_ftoi_in(FM_PAR(dc_perlin_jwf_octaves), 1, 5), (double)FM_PAR(dc_perlin_jwf_amps),
                   (double)FM_PAR(dc_perlin_jwf_freqs), (double)FM_PAR(dc_perlin_jwf_z),
                   fm_dc10_ftoi_in(FM_PAR(dc_perlin_jwf_select_bailout), 2, 1000));
}

#endif
