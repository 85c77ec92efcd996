/*
 * var_jwf_dc10.h — JWildfire's older "dc_" variations, which set the point's palette coordinate
 * (JWildfire's XYZPoint.color, s->color: FM_VARS_DIRECT_COLOR), not a true colour. Each as
 * JWildfire computes it (its variation/NAMEFunc.java), checked against JWildfire's own code
 * (tests/tools/jwf_refs.sh, the "(xyzc)" form).
 *
 * 876: dc_crackle_wf, 877: dc_cracklep_wf, 878: dc_cylinder2 (sets z), 879: dc_hexes_wf,
 * 880: dc_gnarly (sets z).
 *
 * The cells' searches and the Voronoi value that colours them are decisions of differences, and
 * dc_gnarly's nested waves grow their arguments: all in double on every side; only the point is
 * fm_real.
 * Not here: dc_kaleidotile, whose colour is a walk of the Func's own (each call's colour is the
 * last call's times a factor plus a step, whatever point it is given): var_jwildfire26.h.
 * Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWF_DC10_H
#define FLAMEBUILD_VAR_JWF_DC10_H

/* The families whose helpers this one calls (kernels/codegen_families.c): crackle's cells. */
#include "var_jwildfire16.h"

/* JWildfire's colour of a cell variation's Voronoi value L: L·scale + offset held to [0, 1]
 * (NaN passes, as the comparisons let it). */
FM_FN double fm_dc10_cell_color(double L, double scale, double offset) {
  double c = L * scale + offset;
  if (c < 0.0)
    c = 0.0;
  else if (c > 1.0)
    c = 1.0;
  return c;
}

/* JWildfire's Tools.FTOI (nearest, halves away from zero, NaN to 0) then limitValue to
 * [lo, hi]: an integer parameter as its setParameter stores it. */
FM_FN int fm_dc10_ftoi_in(double v, int lo, int hi) {
  double m = v > 0.0 ? floor(v + 0.5) : v < 0.0 ? -floor(-v + 0.5) : 0.0;
  if (!(m == m)) m = 0.0;
  return m < lo ? lo : m > hi ? hi : (int)m;
}

/* ---- 876, 877: dc_crackle_wf, dc_cracklep_wf --------------------------------------------- */

/* crackle (var_jwildfire16.h), its point coloured by the Voronoi value L. As crackle, weight 0
 * takes the input itself (colour only), and cell size 0 does nothing at all. */
FM_FN void fm_dc10_crackle(fm_var_state *s, fm_rng *rng, fm_real w, double cellsize, double power, double distort,
                           double scale, double z, double cscale, double coffset) {
  if (cellsize == 0.0) return;
  double ux, uy, ox, oy;
  fm_jw16_crackle_point(s, rng, w, &ux, &uy);
  const double L = fm_jw16_crackle_cell(ux, uy, cellsize, power, distort, scale, z, &ox, &oy);
  s->color = (fm_real)fm_dc10_cell_color(L, cscale, coffset);
  s->px += w * (fm_real)ox;
  s->py += w * (fm_real)oy;
}

FM_VAR(dc_crackle_wf) {
  FM_UNUSED_XF;
  fm_dc10_crackle(s, rng, w, FM_PAR(dc_crackle_wf_cellsize), FM_PAR(dc_crackle_wf_power), FM_PAR(dc_crackle_wf_distort),
                  FM_PAR(dc_crackle_wf_scale), FM_PAR(dc_crackle_wf_z), FM_PAR(dc_crackle_wf_color_scale),
                  FM_PAR(dc_crackle_wf_color_offset));
}

/* Its "preset" sets the five crackle parameters when JWildfire reads it, and the reader reads it
 * first: the five, which JWildfire always writes beside it, then overwrite what it set. So the
 * preset is read and has no effect here (a file that gave a preset but left a crackle parameter
 * out would get that parameter's default, not the preset's). */
FM_VAR(dc_cracklep_wf) {
  FM_UNUSED_XF;
  fm_dc10_crackle(s, rng, w, FM_PAR(dc_cracklep_wf_cellsize), FM_PAR(dc_cracklep_wf_power),
                  FM_PAR(dc_cracklep_wf_distort), FM_PAR(dc_cracklep_wf_scale), FM_PAR(dc_cracklep_wf_z),
                  FM_PAR(dc_cracklep_wf_color_scale), FM_PAR(dc_cracklep_wf_color_offset));
}

/* ---- 878: dc_cylinder2 (FracFx's Apophysis plugin) ----------------------------------------- */

/* x wrapped round a cylinder (sin for x, cos for z), blurred by a bell-shaped deviate rr (four
 * uniforms minus 2, times blur) in a random direction; y scaled by rr itself (and not by the
 * weight, as the plugin does). The colour is the position along the direction `angle` of the
 * xform's sum so far (this variation's output included), over `scale`, mapped as |(p + 1)/2| modulo 1.
 * JWildfire's Func keeps its last four draws for rr (four drawn by init(), then each call
 * replaces one): here the four are drawn afresh, the same distribution, in the order a fresh
 * Func draws them (the four, the angle, then the one it keeps, drawn and unused). */
FM_VAR(dc_cylinder2) {
  FM_UNUSED_XF;
  const double r0 = fm_rng_01(rng), r1 = fm_rng_01(rng), r2 = fm_rng_01(rng), r3 = fm_rng_01(rng);
  const double a = fm_rng_01(rng) * (2.0 * 3.141592653589793);
  (void)fm_rng_01(rng); /* the draw JWildfire keeps for its next call */
  const double sc = FM_PAR(dc_cylinder2_scale), ang = FM_PAR(dc_cylinder2_angle);
  const double ldcs = 1.0 / (sc == 0.0 ? 10e-6 : sc);
  const double rr = FM_PAR(dc_cylinder2_blur) * (r0 + r1 + r2 + r3 - 2.0);
  const double tx = s->tx;
  s->px += w * (fm_real)(sin(tx + rr * sin(a)) * FM_PAR(dc_cylinder2_x));
  s->py += (fm_real)(rr * (double)s->ty * FM_PAR(dc_cylinder2_y));
  s->pz += w * (fm_real)cos(tx + rr * cos(a));
  const double proj = cos(ang) * (double)s->px + sin(ang) * (double)s->py + FM_PAR(dc_cylinder2_offset);
  s->color = (fm_real)fmod(fabs(0.5 * (ldcs * proj + 1.0)), 1.0);
}

/* ---- 879: dc_hexes_wf (slobo777's hexes, JWildfire's form) ---------------------------------- */

/* The centre of hexagon (hx, hy) of size sz. */
FM_FN void fm_dc10_hex_centre(int hx, int hy, double sz, double *vx, double *vy) {
  *vx = (1.5 * hx + -1.5 * hy) * sz;
  *vy = ((1.7320508075688772935 / 2.0) * hx + (1.7320508075688772935 / 2.0) * hy) * sz;
}

/* The Voronoi value of (ux, uy) against centre 0 of the n centres: the largest, over the others,
 * of twice its projection toward one over that one's squared distance (1 for a coincident one). */
FM_FN double fm_dc10_voronoi(const double *px, const double *py, int n, double ux, double uy) {
  double most = -1.0e100;
  for (int i = 1; i < n; i++) {
    const double ex = px[i] - px[0], ey = py[i] - py[0];
    const double ratio = (ex == 0.0 && ey == 0.0) ? 1.0 : 2.0 * ((ux - px[0]) * ex + (uy - py[0]) * ey) / (ex * ex + ey * ey);
    if (ratio > most) most = ratio;
  }
  return most;
}

/* JWildfire's hexes (not Fractorium's, var_fractorium4.h: JWildfire searches the nine hexagons
 * around the point's for the nearest centre, and raises L + 1e-100, not |L|): the point in the
 * hexagon of the nearest centre, turned by `rotate` turns about it and moved radially, its
 * Voronoi value L becoming L^power·scale (blended between the values before and after the turn,
 * so that no rosettes show); the point coloured by the larger of the two. Cell indices are
 * clamped to ±2^30 (only a cell size below ~1e-9 reaches that, where Java's int would wrap). */
FM_VAR(dc_hexes_wf) {
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  const double sz = FM_PAR(dc_hexes_wf_cellsize);
  if (sz == 0.0) return;
  const double ux = s->tx, uy = s->ty, lim = 1073741824.0;
  double fx = floor(((1.0 / 3.0) * ux + (1.7320508075688772935 / 3.0) * uy) / sz);
  double fy = floor(((-1.0 / 3.0) * ux + (1.7320508075688772935 / 3.0) * uy) / sz);
  fx = fx > lim ? lim : fx < -lim ? -lim : fx;
  fy = fy > lim ? lim : fy < -lim ? -lim : fy;
  int hx = fm_jw16_java_int(fx), hy = fm_jw16_java_int(fy);
  double px[9], py[9];
  double best = 1.0e100;
  int q = 0;
  for (int i = 0; i < 9; i++) {
    fm_dc10_hex_centre(hx + i / 3 - 1, hy + i % 3 - 1, sz, &px[i], &py[i]);
    const double d2 = (px[i] - ux) * (px[i] - ux) + (py[i] - uy) * (py[i] - uy);
    if (d2 < best) best = d2, q = i;
  }
  hx += q / 3 - 1;
  hy += q % 3 - 1;
  /* the centre, then its six neighbours: (0,1) (1,1) (1,0) (0,-1) (-1,-1) (-1,0) in hex axes */
  fm_dc10_hex_centre(hx, hy, sz, &px[0], &py[0]);
  fm_dc10_hex_centre(hx, hy + 1, sz, &px[1], &py[1]);
  fm_dc10_hex_centre(hx + 1, hy + 1, sz, &px[2], &py[2]);
  fm_dc10_hex_centre(hx + 1, hy, sz, &px[3], &py[3]);
  fm_dc10_hex_centre(hx, hy - 1, sz, &px[4], &py[4]);
  fm_dc10_hex_centre(hx - 1, hy - 1, sz, &px[5], &py[5]);
  fm_dc10_hex_centre(hx - 1, hy, sz, &px[6], &py[6]);
  const double l1 = fm_dc10_voronoi(px, py, 7, ux, uy);
  const double dx = ux - px[0], dy = uy - py[0];
  const double target = pow(l1 + 1e-100, (double)FM_PAR(dc_hexes_wf_power)) * FM_PAR(dc_hexes_wf_scale);
  const double turn = FM_PAR(dc_hexes_wf_rotate) * 2.0 * 3.141592653589793;
  const double sn = sin(turn), cs = cos(turn);
  double vx = dx * cs + dy * sn, vy = -dx * sn + dy * cs;
  const double l2 = fm_dc10_voronoi(px, py, 7, vx + px[0], vy + py[0]);
  const double L = l1 > l2 ? l1 : l2;
  double R;
  if (L < 0.5)
    R = target / l1;
  else if (L > 0.8)
    R = target / l2;
  else
    R = ((target / l1) * (0.8 - L) + (target / l2) * (L - 0.5)) / 0.3;
  vx = vx * R + px[0];
  vy = vy * R + py[0];
  s->color = (fm_real)fm_dc10_cell_color(L, FM_PAR(dc_hexes_wf_color_scale), FM_PAR(dc_hexes_wf_color_offset));
  s->px += w * (fm_real)vx;
  s->py += w * (fm_real)vy;
}

/* ---- 880: dc_gnarly (Brad Stefanov's and Rick Sidwell's) ------------------------------------ */

/* The point, blurred (blur > 0: a bell-shaped deviate of six uniforms minus 3, times blur, in a
 * random direction; blur < 0: a uniform square of half-side |blur|), moved halfway towards a
 * gnarl: x from nested waves of y and y from nested waves of x, by `mode` (0 a plain sine; 1-8
 * Pickover's and Townsend's nestings). The colour (dc ≠ 0) is |cos + sin| of the point and the
 * gnarl (shifted by the gnarl's log-radius times distort) modulo fmag; z gets the colour (the
 * xform's, where dc is 0) times scale_z plus offset_z, or is set to it (reset_z).
 * JWildfire's Func keeps six draws for the deviate (init()'s), and each call replaces one of
 * the first two only (its index steps by (n + 1) & 5): here the six are drawn afresh, in the
 * order a fresh Func draws them (the six, the direction, then the one it keeps, unused). */
FM_VAR(dc_gnarly) {
  FM_UNUSED_XF;
  const int mode = fm_dc10_ftoi_in(FM_PAR(dc_gnarly_mode), 0, 8);
  const double blur = FM_PAR(dc_gnarly_blur);
  const double g0 = fm_rng_01(rng), g1 = fm_rng_01(rng), g2 = fm_rng_01(rng);
  const double g3 = fm_rng_01(rng), g4 = fm_rng_01(rng), g5 = fm_rng_01(rng);
  double x0 = s->tx, y0 = s->ty;
  if (blur > 0.0) {
    const double a = fm_rng_01(rng) * 2.0 * 3.141592653589793;
    const double r = blur * (g0 + g1 + g2 + g3 + g4 + g5 - 3.0);
    (void)fm_rng_01(rng); /* the draw JWildfire keeps for its next call */
    x0 += r * cos(a);
    y0 += r * sin(a);
  } else if (blur < 0.0) {
    x0 += fm_rng_01(rng) * blur * 2.0 - blur;
    y0 += fm_rng_01(rng) * blur * 2.0 - blur;
  }
  const double fx1 = FM_PAR(dc_gnarly_freqx1), fy1 = FM_PAR(dc_gnarly_freqy1);
  const double fx2 = FM_PAR(dc_gnarly_freqx2), fy2 = FM_PAR(dc_gnarly_freqy2);
  const double fx3 = FM_PAR(dc_gnarly_freqx3), fy3 = FM_PAR(dc_gnarly_freqy3);
  double x1, y1, ix, iy;
  switch (mode) {
  case 1:
    x1 = cos(fx1 * y0 + sin(fx2 * (y0 + sin(fx3 * y0))));
    y1 = cos(fy1 * x0 + sin(fy2 * (x0 + sin(fy3 * x0))));
    break;
  case 2:
    x1 = sin(fx1 * y0 + sin(fx2 * (y0 + cos(fx3 * y0))));
    y1 = sin(fy1 * x0 + sin(fy2 * (x0 + cos(fy3 * x0))));
    break;
  case 3:
    x1 = cos(fx1 * y0 + sin(fx2 * (x0 + sin(fx3 * y0))));
    y1 = cos(fy1 * x0 + sin(fy2 * (y0 + sin(fy3 * x0))));
    break;
  case 4:
    x1 = sin(fx1 * y0 + sin(sqrt(fabs(fx2 * (y0 + cos(fx3 * y0))))));
    y1 = sin(fy1 * x0 + sin(sqrt(fabs(fy2 * (x0 + cos(fy3 * x0))))));
    break;
  case 5: /* asinh as the class writes it, log(v + √(v² + 1)) */
    ix = fx2 * (y0 + sin(fx3 * y0));
    iy = fy2 * (x0 + sin(fy3 * x0));
    x1 = cos(fx1 * y0 + log(ix + sqrt(ix * ix + 1.0)));
    y1 = cos(fy1 * x0 + log(iy + sqrt(iy * iy + 1.0)));
    break;
  case 6:
    x1 = cos(fx1 * y0 + tan(fx2 * (y0 + sin(fx3 * y0))));
    y1 = cos(fy1 * x0 + tan(fy2 * (x0 + sin(fy3 * x0))));
    break;
  case 7:
    ix = fx2 * (y0 + cos(fx3 * y0));
    iy = fy2 * (x0 + cos(fy3 * x0));
    x1 = sin(fx1 * y0 + sin(ix * ix));
    y1 = sin(fy1 * x0 + sin(iy * iy));
    break;
  case 8:
    ix = fx2 * (x0 + cos(fx3 * y0));
    iy = fy2 * (y0 + cos(fy3 * x0));
    x1 = sin(fx1 * y0 + sin(ix * ix));
    y1 = sin(fy1 * x0 + sin(iy * iy));
    break;
  default:
    x1 = sin(fx1 * y0);
    y1 = sin(fy1 * x0);
    break;
  }
  x1 *= FM_PAR(dc_gnarly_scalex);
  y1 *= FM_PAR(dc_gnarly_scaley);
  const double s1 = log(sqrt(x1 * x1 + y1 * y1)) * FM_PAR(dc_gnarly_distort);
  s->px += w * (fm_real)((x0 + x1) / 2.0);
  s->py += w * (fm_real)((y0 + y1) / 2.0);
  double color = s->color;
  if (fm_dc10_ftoi_in(FM_PAR(dc_gnarly_dc), 0, 1) != 0) {
    double fmag = FM_PAR(dc_gnarly_fmag);
    fmag = fmag < 0.05 ? 0.05 : fmag > 1.0 ? 1.0 : fmag;
    color = fmod(fabs(cos(x0 + x1 * FM_PAR(dc_gnarly_color1) + s1) + sin(y0 + y1 * FM_PAR(dc_gnarly_color2) + s1)), fmag);
    s->color = (fm_real)color;
  }
  const double dz = color * FM_PAR(dc_gnarly_scale_z) + FM_PAR(dc_gnarly_offset_z);
  if (fm_dc10_ftoi_in(FM_PAR(dc_gnarly_reset_z), 0, 1) > 0)
    s->pz = (fm_real)dz;
  else
    s->pz += (fm_real)dz;
}

#endif
