/*
 * var_jwf_dc7.h — more of JWildfire's direct-colour shaders (its DC_*Func and GLSL*Func
 * classes) in the frames of var_jwf_dc.h; a glsl_/dc_ pair shares one shader function. Checked
 * against JWildfire's own code (tests/tools/jwf_refs.sh, the "(xyzcrgb)" form). The shaders run
 * in double on every side (their iterations and cell edges are decided by the last bits, which
 * the device's fast-math float would move); only the point is fm_real.
 *
 * 930: glsl_fractaldots, 931: dc_fractaldots, 932: dc_truchet, 933: dc_tree, 934: dc_tesla,
 * 935: dc_randomoctree.
 *
 * A "seed" parameter of these classes only sets their time from the clock, and JWildfire's
 * reader sets the time parameter after it, always written beside it: so the seed is read and
 * has no effect.
 * Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWF_DC7_H
#define FLAMEBUILD_VAR_JWF_DC7_H

/* The families whose helpers this one calls (kernels/codegen_families.c): the dc/glsl frames
 * and the GLSL-like helpers of the cut_* family (fm_cut_*), which var_jwf_dc.h brings, and
 * js.glsl's approximate atan2 (fm_cut_atan2). */
#include "var_jwf_dc.h"
#include "var_jwf_cut2.h"

/* js.glsl.G's abs: v >= 0 ? v : -v (so -0 stays -0, where fabs gives +0). */
FM_FN double fm_dc7_gabs(double v) { return v >= 0.0 ? v : -v; }

/* ---- 930, 931: glsl_fractaldots, dc_fractaldots -------------------------------------------- */

/* The dot's radius: the classes compute it once, when made, from the defaults of DotSize (400)
 * and MaxIterations (10), and never again; so neither parameter changes it. */
#define FM_DC7_DOT_RADIUS (400.0 / (3.0 * 1024.0))

/* A kaleidoscopic fold: (u, v) turned by rotate1 and scaled by zoom, then folded into the
 * positive quadrant, moved by -(s + complexity), turned by rotate2 with s divided by pattern —
 * while the step counter stays below maxiter (any real) and has not passed `iterations`
 * (1 … 100, so at most 102 steps); a point ending within the fixed radius of the origin is white,
 * else black. */
FM_FN double fm_dc7_fractaldots(double u, double v, int iterations, double maxiter, double complexity, double pattern,
                                double spacing, double rotate1, double rotate2, double zoom) {
  const double c1 = cos(rotate1), s1 = sin(rotate1), c2 = cos(rotate2), s2 = sin(rotate2);
  double x = (u * c1 - v * s1) * zoom, y = (v * c1 + u * s1) * zoom;
  double sp = spacing;
  for (int i = 0; i < maxiter; i++) {
    const double fx = fm_dc7_gabs(x) - sp - complexity, fy = fm_dc7_gabs(y) - sp - complexity;
    x = fx * c2 - fy * s2;
    y = fy * c2 + fx * s2;
    sp = sp / pattern;
    if (iterations < i) break;
  }
  return sqrt(x * x + y * y) > FM_DC7_DOT_RADIUS ? 0.0 : 1.0;
}

/* The glsl_ form (Gradient 1: red times green): the pixel's centre in the unit square centred
 * on the origin. */
FM_VAR(glsl_fractaldots) {
  const int res = fm_glsl_columns(FM_PAR(glsl_fractaldots_Density_Pixels));
  int i, j;
  fm_glsl_pixel(rng, res, &i, &j);
  const double c = fm_dc7_fractaldots(
      ((double)i + 0.5) / res - 0.5, ((double)j + 0.5) / FM_GLSL_ROWS - 0.5,
      fm_cut_jint(fm_cut_clamp((double)FM_PAR(glsl_fractaldots_iterations), 1, 100)),
      (double)FM_PAR(glsl_fractaldots_MaxIterations), (double)FM_PAR(glsl_fractaldots_complexity),
      (double)FM_PAR(glsl_fractaldots_pattern), (double)FM_PAR(glsl_fractaldots_spacing),
      (double)FM_PAR(glsl_fractaldots_rotate1), (double)FM_PAR(glsl_fractaldots_rotate2),
      (double)FM_PAR(glsl_fractaldots_zoom));
  fm_glsl_finish(s, w, i, j, res, c, c, c, fm_glsl_gradient(FM_PAR(glsl_fractaldots_Gradient)), FM_GLSL_RED_GREEN);
}

/* The dc_ form: its own transform draws the point in [-1, 1)² (fm_dc_point_wide). */
FM_VAR(dc_fractaldots) {
  double x, y;
  fm_dc_point_wide(s, rng, FM_PAR(dc_fractaldots_ColorOnly), &x, &y);
  const double c = fm_dc7_fractaldots(
      x, y, fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_fractaldots_iterations), 1, 100)),
      (double)FM_PAR(dc_fractaldots_maxiterations), (double)FM_PAR(dc_fractaldots_complexity),
      (double)FM_PAR(dc_fractaldots_pattern), (double)FM_PAR(dc_fractaldots_spacing),
      (double)FM_PAR(dc_fractaldots_rotate1), (double)FM_PAR(dc_fractaldots_rotate2),
      (double)FM_PAR(dc_fractaldots_zoom));
  fm_dc_finish(s, w, x, y, c, c, c, FM_DC_FRAME(dc_fractaldots));
}

/* ---- 932: dc_truchet ------------------------------------------------------------------------ */

/* Truchet tiles: the point scaled by zoom, each unit cell given one of four mirrorings of its
 * tile by the shader hash fract(sin(cell · (12.9898, 78.233))·43758.5453123) (doubled less one,
 * its fraction in quarters), then drawn as a maze (type 0: a band about the tile's diagonal,
 * smoothstep-edged), quarter rings about two corners (1: steps of the distances, so 0 … 2 before
 * the channel's clamp) or two triangles (2). JWildfire's G helpers, not the class's own copy of
 * the pattern, are the ones called. */
FM_FN double fm_dc7_truchet(double x, double y, double zoom, int type) {
  const double sx = x * zoom, sy = y * zoom;
  const double cx = floor(sx), cy = floor(sy);
  double tx = sx - cx, ty = sy - cy;
  const double idx = fm_cut_fract((fm_cut_sinhash(cx, cy, 12.9898, 78.233, 43758.5453123) - 0.5) * 2.0);
  if (idx > 0.75) {
    tx = 1.0 - tx;
    ty = 1.0 - ty;
  } else if (idx > 0.5) {
    tx = 1.0 - tx;
  } else if (idx > 0.25) {
    tx = 1.0 - (1.0 - tx);
    ty = 1.0 - ty;
  }
  if (type == 0) return fm_cut_smoothstep(tx - 0.3, tx, ty) - fm_cut_smoothstep(tx, tx + 0.3, ty);
  if (type == 1) {
    const double l0 = sqrt(tx * tx + ty * ty), l1 = sqrt((tx - 1.0) * (tx - 1.0) + (ty - 1.0) * (ty - 1.0));
    return (fm_cut_step(l0, 0.6) - fm_cut_step(l0, 0.4)) + (fm_cut_step(l1, 0.6) - fm_cut_step(l1, 0.4));
  }
  return fm_cut_step(tx, ty);
}

/* The frame's own point (fm_dc_point); type 0 … 2 as the class holds it. */
FM_VAR(dc_truchet) {
  double x, y;
  fm_dc_point(s, rng, FM_PAR(dc_truchet_ColorOnly), &x, &y);
  const double c = fm_dc7_truchet(x, y, (double)FM_PAR(dc_truchet_zoom),
                                  fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_truchet_type), 0, 2)));
  fm_dc_finish(s, w, x, y, c, c, c, FM_DC_FRAME(dc_truchet));
}

/* ---- 933: dc_tree --------------------------------------------------------------------------- */

/* A swaying fractal tree (after a Shadertoy shader): the point, scaled by zoom
 * and lifted by shift, is for k = 1 … levels-1 turned (in polar form, its angle by js.glsl's
 * approximate atan2) by a time-driven sway, its distance to the unit trunk (0,0)-(0,1) taken —
 * the trunk itself bent by a sine whose push is written back into the point's x, as the class's
 * helper does to the vector it is given — then moved down the trunk, mirrored in x, scaled and
 * turned again for the next branch. The nearest distance so far, r, gives each level
 * sin(exp(-thickness·r²)·style) on all three channels, summed. */
FM_FN double fm_dc7_tree(double x, double y, double zoom, double shift, int levels, double thickness, double style,
                         double t) {
  double ux = x * zoom, uy = y * zoom + shift;
  double r = 1e9, col = 0.0;
  const double sway = 0.3 * (sin(2.0 * t) + 0.5 * sin(4.53 * t) + 0.1 * cos(12.2 * t));
  const double bend = (0.7 + 0.5 * sin(0.1 * t)) * 0.2;
  /* the time's sines, the same every level */
  const double st = sin(t), grow = 0.05 * sin(0.2455 * t), wave = 0.5 * sin(0.553 * t);
  const double tail = 0.1 * sin(0.4 * t), tail2 = 0.05 * sin(0.554 * t);
  for (int k = 1; k < levels; k++) {
    double rad = sqrt(ux * ux + uy * uy), ang = fm_cut_atan2(uy, ux) + sway;
    ux = cos(ang) * rad;
    uy = sin(ang) * rad;
    /* the distance to the bent trunk, its bend left in ux */
    const double q = fm_cut_clamp((ux * 0.0 + uy * 1.0) / 1.0, 0.0, 1.0);
    ux += bend * fm_cut_smoothstep(1.0, 0.0, fm_dc7_gabs(q * 2.0 - 1.0)) * sin(3.14159 * (q - 4.0 * t));
    const double dx = ux - 0.0 * q, dy = uy - 1.0 * q;
    r = fm_cut_gmin(r, (1.0 + 0.5 * q) * sqrt(dx * dx + dy * dy));
    uy -= 1.0;
    ux = fm_dc7_gabs(ux);
    const double sc = 1.4 + 0.1 * st + grow * (double)k;
    ux *= sc;
    uy *= sc;
    rad = sqrt(ux * ux + uy * uy);
    ang = fm_cut_atan2(uy, ux) + (1.0 + wave * sin(st * (double)k) + tail + tail2);
    ux = cos(ang) * rad;
    uy = sin(ang) * rad;
    col += sin(1.0 * (exp(-thickness * r * r) * style));
  }
  return col;
}

/* The frame's own point; levels 1 … 25, thickness an int in ±1500, style 1 … 100, shift ±100,
 * as the class holds them. */
FM_VAR(dc_tree) {
  double x, y;
  fm_dc_point(s, rng, FM_PAR(dc_tree_ColorOnly), &x, &y);
  const double c = fm_dc7_tree(x, y, (double)FM_PAR(dc_tree_zoom), fm_cut_clamp((double)FM_PAR(dc_tree_shift), -100.0, 100.0),
                               fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_tree_levels), 1, 25)),
                               (double)fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_tree_thicknes), -1500.0, 1500.0)),
                               fm_cut_clamp((double)FM_PAR(dc_tree_style), 1.0, 100.0), (double)FM_PAR(dc_tree_time));
  fm_dc_finish(s, w, x, y, c, c, c, FM_DC_FRAME(dc_tree));
}

/* ---- 934: dc_tesla -------------------------------------------------------------------------- */

/* Kali's "field" fractal as lightning: p = (point·zoom, 1) sent `levels` times through
 * p -> |p|/m + (-0.9, -0.23456·|sin t|, -1), m = |p|²·0.5^|sin(t/8)|; each step adds
 * exp(-i/style)·exp(-strength·|m/m_prev|^1.2) (the first against m_prev = 0, so nothing for a
 * positive strength), and the weighted mean, 6·accum/Σw² − 2 held at 0 from below (NaN too),
 * is the grey. strength = 20 + 0.03·ln(1e-6 + fract(4500·sin(10t))), a flicker of time. */
FM_FN double fm_dc7_tesla(double x, double y, double zoom, int levels, double style, double t) {
  double px = x * zoom, py = y * zoom, pz = 1.0;
  const double strength = 20.0 + 0.03 * log(1.0e-6 + fm_cut_fract(sin(t * 10.0) * 4500.0));
  const double sp = pow(0.5, 1.0 * fm_dc7_gabs(sin(t / 8.0))), dy = -0.23456 * fm_dc7_gabs(sin(t));
  double accum = 0.5 * 3.0, prev = 0.0, tw = 0.0;
  for (int i = 0; i < levels; ++i) {
    const double mag = (px * px + py * py + pz * pz) * sp;
    px = fm_dc7_gabs(px) / mag + -0.9;
    py = fm_dc7_gabs(py) / mag + dy;
    pz = fm_dc7_gabs(pz) / mag + -1.0;
    const double wi = exp(-(double)i / style);
    accum += wi * exp(-strength * pow(fm_dc7_gabs(mag / prev), 1.2));
    tw += wi * wi;
    prev = mag;
  }
  const double v = 6.0 * accum / tw - 2.0;
  return 0.0 < v ? v : 0.0;
}

/* The frame's own point; levels 1 … 25 and style 5 … 100 as the class holds them. */
FM_VAR(dc_tesla) {
  double x, y;
  fm_dc_point(s, rng, FM_PAR(dc_tesla_ColorOnly), &x, &y);
  const double c = fm_dc7_tesla(x, y, (double)FM_PAR(dc_tesla_zoom),
                                fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_tesla_levels), 1, 25)),
                                fm_cut_clamp((double)FM_PAR(dc_tesla_style), 5.0, 100.0), (double)FM_PAR(dc_tesla_time));
  fm_dc_finish(s, w, x, y, c, c, c, FM_DC_FRAME(dc_tesla));
}

/* ---- 935: dc_randomoctree ------------------------------------------------------------------- */

/* The octree's hash of a cell (its corner p at edge `size`): fract(4e4·sin(p·(13.46, 41.74,
 * -73.36) + size·14.24 + 17.34)). Below 0.5 the cell is empty, below 0.95 it splits, else it is
 * solid; the column x = y = 0 (the camera's path) is always empty. */
FM_FN int fm_dc7_voxel(const double *p, double size) {
  if (p[0] == 0.0 && p[1] == 0.0) return 0;
  const double v = fm_cut_fract(4e4 * sin(p[0] * 13.46 + p[1] * 41.74 + p[2] * -73.36 + size * 14.24 + 17.34));
  return v < 0.5 ? 0 : v < 0.95 ? 1 : 2;
}

/* A ray through a random octree of cubes (a Shadertoy traversal): from ro = (0.5 + 0.4 sin t,
 * 0.5 + 0.4 cos t, t) along the normalised (u, v, 1), turned by (mx, my) when the "mouse" lies
 * beyond 40 of the corner (mx·sx, my·sy), the cells are walked for `steps` steps — up a level,
 * into a splitting cell (at most 5 deep), or across an empty one to its nearest face — until a
 * solid cell or a distance of 6. A hit is coloured by a hash of its cell, shaded by the face,
 * darkened (black_borders) or lightened towards its edges (borders); a miss is the edge value.
 * Every step follows JWildfire's class, including its quirks: the class's test for leaving an
 * octant compares two new objects, so it is true whenever the ray is below the top level; the
 * hit test's "i < steps" holds always (i stays 0). The channels end as square roots. */
FM_FN void fm_dc7_octree(double u, double v, double time, int steps, double mx, double my, double sx, double sy,
                         int grid, int borders, int black_borders, double *r, double *g, double *b) {
  double size = 1.0;
  const double ro[3] = {0.5 + sin(time) * 0.4, 0.5 + cos(time) * 0.4, time};
  double rd[3];
  {
    const double len = sqrt(u * u + v * v + 1.0 * 1.0);
    rd[0] = u / len;
    rd[1] = v / len;
    rd[2] = 1.0 / len;
  }
  if (sqrt((mx * sx) * (mx * sx) + (my * sy) * (my * sy)) > 40.0) {
    double a = my * 3.141592653589793 - 3.141592653589793 / 2.0;
    double c = cos(a), s = sin(a);
    const double y1 = c * rd[1] + s * rd[2], z1 = rd[1] * -s + rd[2] * c;
    rd[1] = y1;
    rd[2] = z1;
    a = 2.0 * mx * 3.141592653589793 - 3.141592653589793;
    c = cos(a);
    s = sin(a);
    const double x2 = c * rd[0] + s * rd[2], z2 = rd[0] * -s + rd[2] * c;
    rd[0] = x2;
    rd[2] = z2;
  }
  double lro[3], fro[3], ird[3], sg[3], mask[3] = {0.0, 0.0, 0.0}, last[3] = {0.0, 0.0, 0.0};
  for (int c = 0; c < 3; c++) {
    lro[c] = ro[c] - size * floor(ro[c] / size);
    fro[c] = ro[c] - lro[c];
    const double ad = fm_dc7_gabs(rd[c]);
    ird[c] = 1.0 / (ad < 0.001 ? 0.001 : ad);
    sg[c] = fm_cut_sign(rd[c]);
  }
  int exitoct = 0, recursions = 0;
  double dist = 0.0, edge = 1.0;
  for (int k = 0; k < steps; k++) {
    if (dist > 6.0) break;
    const int state = fm_dc7_voxel(fro, size);
    if (exitoct) {
      double nf[3];
      for (int c = 0; c < 3; c++) {
        nf[c] = floor(fro[c] / (size / 0.5) + 0.25) * (size * 2.0);
        lro[c] = lro[c] + (fro[c] - nf[c]);
        fro[c] = nf[c];
      }
      recursions--;
      size *= 2.0;
      double d = 0.0;
      for (int c = 0; c < 3; c++) {
        const double w0 = fro[c] / size + 0.5;
        d += (w0 - 2.0 * floor(w0 / 2.0) - 1.0 + mask[c] * sg[c] * 0.5) * mask[c];
      }
      exitoct = recursions > 0 && fm_dc7_gabs(d) < 0.1;
    } else if (state == 1 && recursions <= 5) {
      recursions++;
      size *= 0.5;
      for (int c = 0; c < 3; c++) {
        const double m2 = lro[c] < size ? 0.0 : 1.0;
        fro[c] = fro[c] + m2 * size;
        lro[c] = lro[c] - m2 * size;
      }
    } else {
      /* the distances to the cell's far faces */
      const double hs = size * 0.5;
      double hit[3];
      for (int c = 0; c < 3; c++) hit[c] = (sg[c] * (lro[c] - hs) - hs) * ird[c] * -1.0;
      const double hyz = hit[2] < hit[1] ? hit[2] : hit[1];
      mask[0] = hit[0] < hyz ? 1.0 : 0.0;
      mask[1] = !(hit[0] < hyz) && hit[1] < hit[2] ? 1.0 : 0.0;
      mask[2] = mask[0] == 0.0 && mask[1] == 0.0 ? 1.0 : 0.0;
      const double len = hit[0] * mask[0] + hit[1] * mask[1] + hit[2] * mask[2];
      if (state == 2) break;
      dist += len;
      for (int c = 0; c < 3; c++) {
        lro[c] = lro[c] + (rd[c] * len - mask[c] * sg[c] * size);
        fro[c] = fro[c] + mask[c] * sg[c] * size;
        last[c] = mask[c];
      }
      exitoct = recursions > 0;
    }
    if (grid == 1) {
      double q[3];
      for (int c = 0; c < 3; c++) q[c] = fm_dc7_gabs(lro[c] / size - 0.5) * (1.0 - last[c]);
      const double m01 = q[0] < q[1] ? q[1] : q[0], m = m01 < q[2] ? q[2] : m01;
      const double e = -(m - 0.5) * 80.0 * size;
      edge = e < edge ? e : edge;
    }
  }
  double col[3];
  if (dist < 6.0) {
    const double val = fm_cut_fract(fro[0] * 15.23 + fro[1] * 754.345 + fro[2] * 3.454);
    const double f[3] = {39.896, 57.3225, 48.25};
    for (int c = 0; c < 3; c++) col[c] = (sin(f[c] * val) * 0.5 + 0.5) * (last[c] * sg[c] * -1.0 * 0.25 + 0.75);
    if (borders == 1) {
      double q[3];
      for (int c = 0; c < 3; c++) q[c] = fm_dc7_gabs(lro[c] / size - 0.5) * (1.0 - last[c]);
      const double m01 = q[0] < q[1] ? q[1] : q[0], m = m01 < q[2] ? q[2] : m01;
      edge = fm_cut_clamp(-(m - 0.5) * 20.0 * size, 0.0, edge);
    }
    for (int c = 0; c < 3; c++) col[c] = black_borders == 1 ? col[c] * edge : 1.0 - (1.0 - col[c]) * edge;
  } else {
    for (int c = 0; c < 3; c++) col[c] = black_borders == 1 ? edge : 1.0 - edge;
  }
  *r = sqrt(col[0]);
  *g = sqrt(col[1]);
  *b = sqrt(col[2]);
}

/* The frame's own point; steps 3 … 100, the switches 0 or 1 as the class holds them; rotLR and
 * rotUD taken modulo 1 (Java's %, so a negative stays negative), the "mouse" against 1000. */
FM_VAR(dc_randomoctree) {
  double x, y, r, g, b;
  fm_dc_point(s, rng, FM_PAR(dc_randomoctree_ColorOnly), &x, &y);
  fm_dc7_octree(x, y, (double)FM_PAR(dc_randomoctree_time),
                fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_randomoctree_steps), 3, 100)),
                fmod((double)FM_PAR(dc_randomoctree_rotLR), 1.0), fmod((double)FM_PAR(dc_randomoctree_rotUD), 1.0), 1000.0,
                1000.0, fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_randomoctree_grid), 0, 1)),
                fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_randomoctree_borders), 0, 1)),
                fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_randomoctree_bBorders), 0, 1)), &r, &g, &b);
  fm_dc_finish(s, w, x, y, r, g, b, FM_DC_FRAME(dc_randomoctree));
}

#endif
