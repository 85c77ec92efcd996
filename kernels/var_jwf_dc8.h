/*
 * var_jwf_dc8.h — more of JWildfire's direct-colour shaders (its DC_*Func classes) in the dc
 * frame of var_jwf_dc.h. Checked against JWildfire's own code (tests/tools/jwf_refs.sh, the
 * "(xyzcrgb)" form). The shaders run in double on every side: their cell edges and long
 * iterations decide colours by the last bits, which the device's fast-math float would move;
 * only the point is fm_real.
 *
 * 944: dc_sunflower, 945: dc_spacefold, 946: dc_rotations, 947: dc_quadtree, 948: dc_portal,
 * 949: dc_poincaredisc, 950: dc_pentatiles, 951: dc_moebiuslog.
 *
 * A "seed"/"randomize" parameter of these classes only sets their time (from the clock), and
 * JWildfire's reader sets the time parameter after it, always written beside it: so the seed is
 * read and has no effect.
 * Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWF_DC8_H
#define FLAMEBUILD_VAR_JWF_DC8_H

/* The families whose helpers this one calls (kernels/codegen_families.c): the dc frame, the
 * GLSL-like helpers of the cut_* family and js.glsl's approximate atan2 (fm_cut_atan2). */
#include "var_jwf_dc.h"
#include "var_jwf_cut2.h"

/* js.glsl.G's abs: v >= 0 ? v : -v (so -0 stays -0, where fabs gives +0). */
FM_FN double fm_dc8_gabs(double v) { return v >= 0.0 ? v : -v; }

/* (x, y) times js.glsl's mat2 (a00, a10, a01, a11) from the left as vec2.times(mat2) does: the
 * row vector times the matrix. */
FM_FN void fm_dc8_vtimes(double *x, double *y, double a00, double a10, double a01, double a11) {
  const double nx = a00 * *x + a10 * *y, ny = *x * a01 + *y * a11;
  *x = nx;
  *y = ny;
}

/* ---- 944: dc_sunflower ---------------------------------------------------------------------- */

/* Distance from (px, py) to the segment from the nearest lattice point less (x, y) to it plus
 * (x, y) (js.glsl's clamp: Java's min and max). */
FM_FN double fm_dc8_sun_seg(double px, double py, double x, double y) {
  const double cx = floor(px + 0.5), cy = floor(py + 0.5);
  const double ax = cx - x, ay = cy - y;
  const double bx = cx + x - ax, by = cy + y - ay;
  px -= ax;
  py -= ay;
  const double h = fm_cut_clamp((px * bx + py * by) / (bx * bx + by * by), 0.0, 1.0);
  return fm_cut_len(px - bx * h, py - by * h);
}

/* A sunflower's lattice (Fabrice Neyret's "sunflower" shader): the zoomed point in polar
 * coordinates (js.glsl's approximate angle over 6.28, the radius) times N, each ring's cells
 * sheared by step; red the lines of one diagonal, green of the other (GridX, GridY), blue both
 * halves' diagonals where neither, all three plus half the rings (Polar) and the dots (Dots),
 * each as a 0.1-wide soft stroke. */
FM_VAR(dc_sunflower) {
  double x, y;
  fm_dc_point(s, rng, FM_PAR(dc_sunflower_ColorOnly), &x, &y);
  const double zoom = fm_cut_clamp((double)FM_PAR(dc_sunflower_zoom), 0.1, 50.0);
  const double r = fm_cut_clamp((double)FM_PAR(dc_sunflower_step), -1.0, 1.0);
  const int n = fm_cut_jint((double)FM_PAR(dc_sunflower_N));
  const int polar = fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_sunflower_Polar), 0, 1));
  const int dots = fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_sunflower_Dots), 0, 1));
  const int gx = fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_sunflower_GridX), 0, 1));
  const int gy = fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_sunflower_GridY), 0, 1));
  double ux = x * zoom, uy = y * zoom;
  const double l = fm_cut_len(ux, uy), jx = l * 6.28, wd = 0.1;
  const double ang = fm_cut_atan2(uy, ux) / 6.28;
  ux = ang * n;
  uy = l * n;
  ux += r * floor(uy + 0.5);
  double o0 = 0.0, o1 = 0.0, o2 = 0.0;
  if (gx == 1) o0 = fm_cut_smoothstep(wd, 0.0, fm_dc8_sun_seg(ux, uy, (r < 0 ? -1.0 : 1.0) - r, 1.0));
  if (gy == 1) o1 = fm_cut_smoothstep(wd, 0.0, fm_dc8_sun_seg(ux, uy, -r, 1.0));
  if (gx == 0 && gy == 0) {
    o2 = fm_cut_smoothstep(wd, 0.0, fm_dc8_sun_seg(ux, uy, (r < 0 ? -0.5 : 0.5) - r, 1.0));
    ux += 0.5;
    o2 += fm_cut_smoothstep(wd, 0.0, fm_dc8_sun_seg(ux, uy, (r < 0 ? -0.5 : 0.5) - r, 1.0));
    ux -= 0.5;
  }
  if (polar == 1) {
    const double p = 0.5 * fm_cut_smoothstep(wd, 0.0, fm_dc8_sun_seg(ux, uy, 1.0, 0.0));
    o0 += p;
    o1 += p;
    o2 += p;
  }
  if (dots == 1) {
    ux = fm_cut_fract(ux + 0.5) - 0.5;
    uy = fm_cut_fract(uy + 0.5) - 0.5;
    const double d = fm_cut_smoothstep(n * 2.0 / 2000.0, 0.0, fm_cut_len(ux * jx, uy * 1.0) - 0.3);
    o0 += d;
    o1 += d;
    o2 += d;
  }
  fm_dc_finish(s, w, x, y, o0, o1, o2, FM_DC_FRAME(dc_sunflower));
}

/* ---- 945: dc_spacefold ---------------------------------------------------------------------- */

/* Space folding (shadertoy lsGSzW): the zoomed point 64 times folded into the first quadrant,
 * turned by time/30, moved by (-0.5, -0.5) and scaled by 1.03; |sin|^0.3 of each coordinate,
 * their product times 1.9 looked up in a cosine palette (Iñigo Quílez's, c = (1, 1, 0.5),
 * d = (0.8, 0.9, 0.3)). */
FM_VAR(dc_spacefold) {
  double x, y;
  fm_dc_point(s, rng, FM_PAR(dc_spacefold_ColorOnly), &x, &y);
  const double zoom = (double)FM_PAR(dc_spacefold_zoom), a = (double)FM_PAR(dc_spacefold_time) / 30.0;
  const double ca = cos(a), sa = sin(a);
  double ux = x * zoom, uy = y * zoom;
  for (int i = 0; i < 64; i++) {
    ux = fm_dc8_gabs(ux);
    uy = fm_dc8_gabs(uy);
    fm_dc8_vtimes(&ux, &uy, ca, -sa, sa, ca);
    ux = (ux - 0.5) * 1.03;
    uy = (uy - 0.5) * 1.03;
  }
  ux = pow(fm_dc8_gabs(sin(ux)), 0.3);
  uy = pow(fm_dc8_gabs(sin(uy)), 0.3);
  const double t = ux * uy * 1.9;
  const double r = 0.5 + 0.5 * cos((1.0 * t + 0.8) * 6.28318);
  const double g = 0.5 + 0.5 * cos((1.0 * t + 0.9) * 6.28318);
  const double b = 0.5 + 0.5 * cos((0.5 * t + 0.3) * 6.28318);
  fm_dc_finish(s, w, x, y, r, g, b, FM_DC_FRAME(dc_spacefold));
}

/* ---- 946: dc_rotations ---------------------------------------------------------------------- */

/* A Kali-style fold: the zoomed point `levels` times sent to |p|/|p|² less a shrinking s (0.5,
 * times 0.955 a step) and turned by time/10; then turned by time + x/20, and its y (with time)
 * the hue of a smoothed hsv colour (the shader's background mixed in at 0). */
FM_VAR(dc_rotations) {
  double x, y;
  fm_dc_point(s, rng, FM_PAR(dc_rotations_ColorOnly), &x, &y);
  const int levels = fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_rotations_levels), 1, 50));
  const double time = (double)FM_PAR(dc_rotations_time), zoom = (double)FM_PAR(dc_rotations_zoom);
  double ux = x * zoom, uy = y * zoom;
  const double d = 1.0 - fm_cut_len(ux, uy);
  const double c1 = cos(time * 0.1), s1 = sin(time * 0.1);
  double sh = 0.5;
  for (int k = 0; k < levels; k++) {
    const double dd = ux * ux + uy * uy;
    ux = fm_dc8_gabs(ux) / dd - sh;
    uy = fm_dc8_gabs(uy) / dd - sh;
    fm_dc8_vtimes(&ux, &uy, c1, -s1, s1, c1);
    sh *= 0.955;
  }
  const double a2 = time + ux * 0.05, c2 = cos(a2), s2 = sin(a2);
  fm_dc8_vtimes(&ux, &uy, c2, s2, -s2, c2);
  const double h = time * 0.4 + uy * 0.1;
  const double off[3] = {0.0, 4.0, 2.0}, bg[3] = {d * 0.1, d * 0.2, d * 0.1};
  double c[3];
  for (int i = 0; i < 3; i++) {
    const double t2 = fm_cut_mod(off[i] + h * 6.0, 6.0) - 3.0;
    double v = fm_cut_clamp(fm_dc8_gabs(t2) - 1.0, 0.0, 1.0);
    v = v * v * (3.0 - v * 2.0);
    v = (1.0 * (1.0 - 1.0) + v * 1.0) * 1.0;
    c[i] = v * (1.0 - 0.0) + bg[i] * 0.0;
  }
  fm_dc_finish(s, w, x, y, c[0], c[1], c[2], FM_DC_FRAME(dc_rotations));
}

/* ---- 947: dc_quadtree ----------------------------------------------------------------------- */

/* A random quadtree (Fabrice Neyret's, shadertoy ltlyRH): the point, over zoom, in the unit
 * cell, which splits into its four children while a time-dependent hash of the cell's id stays
 * at most 0.7 and the cells are wider than 1/width; each level brightens the grey by 0.13, a
 * cell's border (0.3/width of its size) darkens it by 1. */
FM_VAR(dc_quadtree) {
  double x, y;
  fm_dc_point(s, rng, FM_PAR(dc_quadtree_ColorOnly), &x, &y);
  const double zoom = fm_cut_clamp((double)FM_PAR(dc_quadtree_zoom), 0.1, 50.0);
  const double time = (double)FM_PAR(dc_quadtree_time);
  const double width = fm_cut_clamp((double)FM_PAR(dc_quadtree_width), 100.0, 1000.0);
  const int levels = fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_quadtree_levels), 1, 50));
  double ux = x / zoom + 0.5, uy = y / zoom + 0.5, r = 1.0, id = 1.0, o = 0.0;
  for (int i = 0; i < levels; i++) {
    const double fx = fm_cut_gmin(ux, 1.0 - ux), fy = fm_cut_gmin(uy, 1.0 - uy);
    if (fm_cut_gmin(fx, fy) < 0.3 * r / width) {
      o -= 1.0;
      break;
    }
    if (0.5 + 0.5 * sin(id + time) * sin(id * 2.17 - time) * sin(id * 5.7 + time) > 0.7) break;
    const double sx = fm_cut_step(0.5, ux), sy = fm_cut_step(0.5, uy);
    id = 4.0 * id + 2.0 * sy + sx;
    ux = ux * 2.0 - sx;
    uy = uy * 2.0 - sy;
    r *= 2.0;
    if (r > width) break;
    o += 0.13;
  }
  fm_dc_finish(s, w, x, y, o, o, o, FM_DC_FRAME(dc_quadtree));
}

/* ---- 948: dc_portal ------------------------------------------------------------------------- */

/* Concentric metallic waves: the zoomed point's ring (1 + √|p|/waves) times t = 1000 + time,
 * wobbled by t/8·cos x·cos y, through a sine times 3; its magnitude less 1, 1.5, 2 on the three
 * channels where positive, less 1.5 on all where not. The class's own transform SETS the sum
 * (pVarTP.x = …) and adds the weighted input z after its own where the flame preserves z. */
FM_VAR(dc_portal) {
  double x, y;
  fm_dc_point(s, rng, FM_PAR(dc_portal_ColorOnly), &x, &y);
  const double zoom = (double)FM_PAR(dc_portal_zoom), waves = (double)FM_PAR(dc_portal_waves);
  const double ux = x * zoom, uy = y * zoom;
  const double d = 1.0 + sqrt(fm_cut_len(ux, uy)) / waves, t = 1000.0 + (double)FM_PAR(dc_portal_time);
  const double c = sin(d * t + (t * 0.125) * cos(ux) * cos(uy)) * 3.0, a = fabs(c);
  s->px = 0;
  s->py = 0;
  if (c > 0.0)
    fm_dc_finish(s, w, x, y, a - 1.0, a - 1.5, a - 2.0, FM_DC_FRAME(dc_portal));
  else
    fm_dc_finish(s, w, x, y, a - 1.5, a - 1.5, a - 1.5, FM_DC_FRAME(dc_portal));
  if (xf->z_mode == FM_Z_PRESERVE) s->pz += w * s->tz;
}

/* ---- 949: dc_poincaredisc ------------------------------------------------------------------- */

/* The {n, p} tiling of the Poincaré disc by folding (Kali/knighty's): the zoomed point (black
 * outside the unit disc) folded MaxIter times by a mirror in the x axis, in the line through the
 * origin at π/n, and inversion in the circle (centre sx on the axis, radius sr) of the
 * triangle's third side; the parity of the (chosen) folds counted shades a grey, the fourth
 * root of the distance to that circle. The first fold is counted only for a NaN (the class
 * compares a point with itself), and its unit-circle Möbius map is the identity (a = 1, b = 0),
 * kept for its arithmetic. The triangle's angles as the class's init derives them, where
 * 1/n + 1/p >= 1/2 shrinks π/p to fit. */
FM_VAR(dc_poincaredisc) {
  double x, y;
  fm_dc_point(s, rng, FM_PAR(dc_poincaredisc_ColorOnly), &x, &y);
  const double zoom = (double)FM_PAR(dc_poincaredisc_zoom);
  const int maxiter = fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_poincaredisc_MaxIter), 0, 20));
  const int n = fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_poincaredisc_N), 3, 20));
  const int p = fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_poincaredisc_P), 3, 20));
  const int k0 = fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_poincaredisc_checkers0), 0, 1));
  const int k1 = fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_poincaredisc_checkers1), 0, 1));
  const int k2 = fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_poincaredisc_checkers2), 0, 1));
  const double pi = 3.141592653589793;
  const double a = pi / (double)n;
  double b = pi / (double)p;
  if (a + b >= 0.5 * pi) b = 0.5 * pi - a - 0.01;
  const double ca = cos(a), sa = sin(a), sb = sin(b), cab = cos(a + b);
  const double sq = cab / sqrt(1.0 - sa * sa - sb * sb);
  const double sx = (sq * sq + 1.0) / (2.0 * sq * ca), sr = sqrt(sx * sx - 1.0);
  const double nx = sa, ny = -ca;
  double col = 0.0;
  double zx = x * zoom, zy = y * zoom;
  if (!(zx * zx + zy * zy > 1.0)) {
    /* the identity Möbius map, a = (1, 0), b = (0, 0), as the class computes it */
    const double nrx = zx * 1.0 - zy * 0.0 + 0.0, nry = zx * 0.0 + zy * 1.0 + 0.0;
    const double drx = zx * 0.0 + zy * 0.0 + 1.0, dry = -zx * 0.0 + zy * 0.0 - 0.0;
    const double idn2 = 1.0 / (drx * drx + dry * dry);
    zx = (nrx * drx + nry * dry) * idn2;
    zy = (nrx * (dry * -1.0) + nry * (drx * 1.0)) * idn2;
    double fx = 0.0, fy = 0.0, fz = 0.0;
    for (int i = 0; i < maxiter; i++) {
      zy = fm_dc8_gabs(zy);
      if (zy != zy) fx += 1.0;
      const double dt = zx * nx + zy * ny;
      const double t = 2.0 * fm_cut_gmin(0.0, dt);
      fy += t < 0.0 ? 1.0 : 0.0;
      zx = zx - nx * t;
      zy = zy - ny * t;
      zx -= sx;
      const double r2 = zx * zx + zy * zy, q = sr * sr / r2;
      const double k = q < 1.0 ? 1.0 : q;
      fz += k != 1.0 ? 1.0 : 0.0;
      zx *= k;
      zy *= k;
      zx += sx;
    }
    const double r = pow(fm_dc8_gabs(fm_cut_len(zx - sx, zy) - sr), 0.25);
    const double k = fm_cut_mod((k0 == 1 ? 1 : 0) * fx + (k1 == 1 ? 1 : 0) * fy + (k2 == 1 ? 1 : 0) * fz, 2.0);
    col = r * (0.5 * k + 0.5);
  }
  fm_dc_finish(s, w, x, y, col, col, col, FM_DC_FRAME(dc_poincaredisc));
}

/* ---- 950: dc_pentatiles --------------------------------------------------------------------- */

/* A soft stroke `width` wide on the zero of v. */
FM_FN double fm_dc8_penta_line(double v, double width) { return fm_cut_smoothstep(width, 0.0, fm_dc8_gabs(v)); }

/* (x, y) along the unit normal (a, b) (js.glsl's normalize: each coordinate over the length). */
FM_FN double fm_dc8_penta_l(double x, double y, double a, double b) {
  const double len = fm_cut_len(a, b);
  return x * (a / len) + y * (b / len);
}

/* The Cairo pentagonal tiling (Fabrice Neyret's, after Ianis Lallemand): the zoomed point's
 * supertile (a 2√3 square, folded to its first quadrant), which side of the two cutting lines
 * it is, and so which pentagon (8 per supertile, the corners from the neighbours); that id's
 * hashed cosine colour, its borders (border 1) drawn black, `width` wide. */
FM_VAR(dc_pentatiles) {
  double x, y;
  fm_dc_point(s, rng, FM_PAR(dc_pentatiles_ColorOnly), &x, &y);
  const double zoom = fm_cut_clamp((double)FM_PAR(dc_pentatiles_zoom), 1.0, 100.0);
  const int border = fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_pentatiles_border), 0, 1));
  const double width = fm_cut_clamp((double)FM_PAR(dc_pentatiles_width), 0.01, 0.25);
  double ux = x * zoom, uy = y * zoom;
  const double h = (sqrt(3.0) + 1.0) / 2.0, c = sqrt(3.0) - 1.0, r = h + c / 2.0;
  const double tx = fm_cut_mod(ux, r + r) - r, ty = fm_cut_mod(uy, r + r) - r;
  const double vx = fm_dc8_gabs(tx), vy = fm_dc8_gabs(ty);
  /* which side of each cutting line (G.step(l, 0): 1 where l <= 0 or NaN) */
  const double orr = 0.0 < fm_dc8_penta_l(vx, vy - h, -(c / 2.0 - h), r) ? 0.0 : 1.0;
  const double og = 0.0 < fm_dc8_penta_l(vx - c / 2.0, vy, -sqrt(3.0), 1) ? 0.0 : 1.0;
  const double ob = 1.0;
  ux = floor(ux / (r + r)) * 2.0;
  uy = floor(uy / (r + r)) * 2.0;
  if (orr == 0.0) {
    ux = ux + fm_cut_sign(tx);
    uy = uy + fm_cut_sign(ty);
  }
  const double i = (orr + 2.0 * og + 4.0 * ob) + 8.0 * (ux + 12.0 * uy);
  const double f = 0.4 + 0.6 * fm_cut_fract(1234.0 * sin(43.0 * i));
  double o0 = (cos(0.0 + i) * 0.6 + 0.6) * f, o1 = (cos(23.0 + i) * 0.6 + 0.6) * f, o2 = (cos(21.0 + i) * 0.6 + 0.6) * f;
  if (border == 1) {
    const double b = fm_dc8_penta_line(vx, width) * fm_cut_step(h, vy) +
                     fm_dc8_penta_line(r - vx, width) * fm_cut_step(vy, c / 2.0) +
                     fm_dc8_penta_line(fm_dc8_penta_l(vx, vy - h, -(c / 2.0 - h), r), width) +
                     fm_dc8_penta_line(vy, width) * fm_cut_step(vx, c / 2.0) +
                     fm_dc8_penta_line(r - vy, width) * fm_cut_step(r - vx, c / 2.0) +
                     fm_dc8_penta_line(fm_dc8_penta_l(vx - c / 2.0, vy, -sqrt(3.0), 1), width);
    o0 *= 1.0 - b;
    o1 *= 1.0 - b;
    o2 *= 1.0 - b;
  }
  fm_dc_finish(s, w, x, y, o0, o1, o2, FM_DC_FRAME(dc_pentatiles));
}

/* ---- 951: dc_moebiuslog --------------------------------------------------------------------- */

/* A Möbius map (Moebius 1: z ↦ conj((z + 1)/(z − ½)), as the product of z − ½ with the conjugate
 * of z + 1 over |z − ½|²) and a log
 * spiral (Log 1: log|w + ½| along (½, −½) plus the angle of w + ½ — js.glsl's approximate one —
 * over 6.3 along (angle, 1)); the grey the length of the fractional part of the result times
 * scale: a grid bent into a double spiral. */
FM_VAR(dc_moebiuslog) {
  double x, y;
  fm_dc_point(s, rng, FM_PAR(dc_moebiuslog_ColorOnly), &x, &y);
  const double zoom = fm_cut_clamp((double)FM_PAR(dc_moebiuslog_zoom), 0.1, 50.0);
  const int lg = fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_moebiuslog_Log), 0, 1));
  const int mb = fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_moebiuslog_Moebius), 0, 1));
  const double scale = fm_cut_clamp((double)FM_PAR(dc_moebiuslog_scale), 1.0, 10.0);
  const double angle = fm_cut_clamp((double)FM_PAR(dc_moebiuslog_angle), 1.0, 10.0);
  double ux = x * zoom, uy = y * zoom;
  const double zx = ux - -1.0, zy = uy - 0.0;
  if (mb == 1) {
    ux -= 0.5;
    /* the product with the old U's square length as divisor (Java evaluates it before assigning) */
    const double dd = ux * ux + uy * uy;
    fm_dc8_vtimes(&ux, &uy, zx, zy, -zy, zx);
    ux /= dd;
    uy /= dd;
  }
  if (lg == 1) {
    ux = ux + 0.5;
    uy = uy + 0.5;
    const double lnl = log(fm_cut_len(ux, uy)), an = fm_cut_atan2(uy, ux) / 6.3;
    ux = 0.5 * lnl + angle * an;
    uy = -0.5 * lnl + 1.0 * an;
  }
  const double g = fm_cut_len(fm_cut_fract(ux * scale), fm_cut_fract(uy * scale));
  fm_dc_finish(s, w, x, y, g, g, g, FM_DC_FRAME(dc_moebiuslog));
}

#endif
