/*
 * var_jwildfire17.h — more of JWildfire's variations, each as JWildfire computes it (its
 * variation/NAMEFunc.java), checked against JWildfire's own code (tests/tools/jwf_refs.sh;
 * tests/unit/test_variation_refs.c), with var_jwildfire.h's conventions.
 * 845: tess_shape, 846: cell3D, 847: kifs3d.
 * Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWILDFIRE17_H
#define FLAMEBUILD_VAR_JWILDFIRE17_H

/* The families whose helpers this one calls (a kernel of its own includes only the families
 * its variations need: kernels/codegen_families.c). */
#include "var_jwf_surfaces.h"

/* ---- 845: tess_shape --------------------------------------------------------------------- */

/* tess_shape's edge profile: how far an edge of its shape is pushed in at position v along it.
 * type 0, a cosine bump of width wf centred at ppd (v in [-1, 1]); 1-4, a sine, triangle,
 * square (ppd its duty, held to [0.01, 0.99]) or sawtooth wave of frequency wf and phase ppd
 * (v in [0, 1]). Nothing for amplitude 0, a bump narrower than 1e-6 or a wave slower. */
FM_FN double fm_tess_profile(double v, int type, double amp, double wf, double ppd) {
  const double tau = 2.0 * FM_PI;
  double t;
  if (amp == 0.0) return 0.0;
  if (type != 0 && fabs(wf) <= 1e-6) return 0.0;
  switch (type) {
  case 0: {
    const double e = v - ppd, half = wf / 2.0;
    if (wf <= 1e-6) return 0.0;
    return fabs(e) < half ? amp * (1.0 + cos(e / half * FM_PI)) / 2.0 : 0.0;
  }
  case 1:
    return amp * sin(v * wf * tau + ppd * tau);
  case 2:
    t = v * wf + ppd;
    t -= floor(t);
    return amp * ((t < 0.5 ? 2.0 * t : 2.0 * (1.0 - t)) * 2.0 - 1.0);
  case 3: {
    const double duty = fmax(0.01, fmin(0.99, fabs(ppd)));
    t = v * wf;
    t -= floor(t);
    return t < duty ? amp : -amp;
  }
  case 4:
    t = v * wf + ppd;
    t -= floor(t);
    return amp * (2.0 * t - 1.0);
  default:
    return 0.0;
  }
}

/* The parameters of tess_shape's two profiles (left/right or radial, top/bottom), as values. */
typedef struct {
  int lt, tt; /* profile types */
  double la, lw, lp, ta, tw, tp;
} fm_tess_prof;

/* A coordinate over its half extent, held to [-1, 1] (0 where the extent is 0), and that as a
 * profile's position: itself for the bump, mapped to [0, 1] for the waves. */
FM_FN double fm_tess_pos(double c, double half, int type, int clamp) {
  double n = half == 0.0 ? 0.0 : c / half;
  if (clamp) n = fmin(1.0, fmax(-1.0, n));
  return type == 0 ? n : (n + 1.0) / 2.0;
}

/* Which side of the edge a → b the point p lies on: the sign of (p − b) × (a − b). */
FM_FN double fm_tess_edge(double px, double py, double ax, double ay, double bx, double by) {
  return (px - bx) * (ay - by) - (ax - bx) * (py - by);
}

/* Inside the triangle (a, b, c) or on its border: the three signs not mixed. */
FM_FN int fm_tess_in_tri(double px, double py, double ax, double ay, double bx, double by, double cx, double cy) {
  const double d1 = fm_tess_edge(px, py, ax, ay, bx, by), d2 = fm_tess_edge(px, py, bx, by, cx, cy),
               d3 = fm_tess_edge(px, py, cx, cy, ax, ay);
  return !((d1 < 0 || d2 < 0 || d3 < 0) && (d1 > 0 || d2 > 0 || d3 > 0));
}

/* Whether (x, y) is inside tess_shape's shape `type` (size, half width hw, half height hh): a
 * square, rectangle, triangle (centroid at the origin), hexagon (six triangles about the origin),
 * rectangle with its edges pushed in by the profiles (4), shifted by them (5), pushed out on the
 * right and top only (6), or a circle of radius size with the radial profile (7). */
FM_FN int fm_tess_inside(double x, double y, int type, double size, double hw, double hh, const fm_tess_prof *p) {
  const double h3 = size * sqrt(3.0) / 2.0;
  switch (type) {
  case 0:
    return fabs(x) <= size / 2.0 && fabs(y) <= size / 2.0;
  case 1:
    return fabs(x) <= hw && fabs(y) <= hh;
  case 2:
    return fm_tess_in_tri(x, y, 0, 2.0 / 3.0 * h3, -size / 2.0, -h3 / 3.0, size / 2.0, -h3 / 3.0);
  case 3: {
    int i;
    for (i = 0; i < 6; i++) {
      const double a1 = i * FM_PI / 3.0, a2 = (i + 1) * FM_PI / 3.0;
      if (fm_tess_in_tri(x, y, 0, 0, size * cos(a1), size * sin(a1), size * cos(a2), size * sin(a2))) return 1;
    }
    return 0;
  }
  case 4:
  case 5:
  case 6: {
    const double lo = fm_tess_profile(fm_tess_pos(y, hh, p->lt, 1), p->lt, p->la, p->lw, p->lp);
    const double to = fm_tess_profile(fm_tess_pos(x, hw, p->tt, 1), p->tt, p->ta, p->tw, p->tp);
    if (type == 4) return x >= -hw + lo && x <= hw - lo && y >= -hh + to && y <= hh - to;
    if (type == 5) return fabs(x - lo) <= hw + 1e-7 && fabs(y - to) <= hh + 1e-7;
    return x >= -hw && x <= hw + lo && y >= -hh && y <= hh + to;
  }
  case 7: {
    /* the angle as a turn in [0, 1) (Java's % keeps the sign, fmod too) */
    const double a01 = fmod(atan2(y, x) / (2.0 * FM_PI) + 1.0, 1.0);
    const double off = fm_tess_profile(p->lt == 0 ? a01 * 2 - 1 : a01, p->lt, p->la, p->lw, p->lp);
    return sqrt(x * x + y * y) <= fmax(0.0, size + off);
  }
  default:
    return 0;
  }
}

/* A point drawn in tess_shape's shape `type`: uniform in the square and rectangle; in the
 * triangle by folded barycentric weights; in one of the hexagon's six triangles (picked by
 * the first draw) likewise; for the profiled rectangles 4 and 6 by up to 100 rejections (the
 * origin if all fail), for 5 a rectangle point moved by the profiles; for 7 a radius √u of the
 * profiled boundary at a uniform angle. */
FM_FN void fm_tess_fill(fm_rng *rng, int type, double size, double hw, double hh, const fm_tess_prof *p,
                        double *ox, double *oy) {
  const double h3 = size * sqrt(3.0) / 2.0;
  double x = 0, y = 0;
  int i;
  switch (type) {
  case 0:
    x = (fm_rng_01(rng) * 2 - 1) * (size / 2.0);
    y = (fm_rng_01(rng) * 2 - 1) * (size / 2.0);
    break;
  case 1:
    x = (fm_rng_01(rng) * 2 - 1) * hw;
    y = (fm_rng_01(rng) * 2 - 1) * hh;
    break;
  case 2:
  case 3: {
    double ax, ay, bx, by, cx, cy, r1, r2;
    if (type == 2) {
      ax = 0, ay = 2.0 / 3.0 * h3, bx = -size / 2.0, by = -h3 / 3.0, cx = size / 2.0, cy = -h3 / 3.0;
    } else {
      const double a = (int)floor(fm_rng_01(rng) * 6.0) * FM_PI / 3.0;
      ax = size * cos(a), ay = size * sin(a), bx = size * cos(a + FM_PI / 3.0), by = size * sin(a + FM_PI / 3.0);
      cx = 0, cy = 0;
    }
    r1 = fm_rng_01(rng);
    r2 = fm_rng_01(rng);
    if (r1 + r2 > 1.0) r1 = 1.0 - r1, r2 = 1.0 - r2;
    x = r1 * ax + r2 * bx + (1.0 - r1 - r2) * cx;
    y = r1 * ay + r2 * by + (1.0 - r1 - r2) * cy;
    break;
  }
  case 4:
    for (i = 0; i < 100; i++) {
      const double px = (fm_rng_01(rng) * 2 - 1) * (hw + fabs(p->la)), py = (fm_rng_01(rng) * 2 - 1) * (hh + fabs(p->ta));
      if (fm_tess_inside(px, py, 4, size, hw, hh, p)) {
        x = px, y = py;
        break;
      }
    }
    break;
  case 5: {
    const double bx = (fm_rng_01(rng) * 2 - 1) * hw, by = (fm_rng_01(rng) * 2 - 1) * hh;
    x = bx + fm_tess_profile(fm_tess_pos(by, hh, p->lt, 0), p->lt, p->la, p->lw, p->lp);
    y = by + fm_tess_profile(fm_tess_pos(bx, hw, p->tt, 0), p->tt, p->ta, p->tw, p->tp);
    break;
  }
  case 6:
    for (i = 0; i < 100; i++) {
      const double px = -hw + fm_rng_01(rng) * (hw + fabs(p->la) + hw);
      const double py = -hh + fm_rng_01(rng) * (hh + fabs(p->ta) + hh);
      if (px < -hw || py < -hh) continue;
      if (px > hw + fm_tess_profile(fm_tess_pos(py, hh, p->lt, 1), p->lt, p->la, p->lw, p->lp)) continue;
      if (py > hh + fm_tess_profile(fm_tess_pos(px, hw, p->tt, 1), p->tt, p->ta, p->tw, p->tp)) continue;
      x = px, y = py;
      break;
    }
    break;
  case 7: {
    const double ang = fm_rng_01(rng) * (2.0 * FM_PI), a01 = ang / (2.0 * FM_PI);
    const double off = fm_tess_profile(p->lt == 0 ? a01 * 2.0 - 1.0 : a01, p->lt, p->la, p->lw, p->lp);
    const double r = sqrt(fm_rng_01(rng)) * fmax(0.0, size + off);
    x = r * cos(ang);
    y = r * sin(ang);
    break;
  }
  default:
    break;
  }
  *ox = x;
  *oy = y;
}

/* 845: tess_shape: a shape for tiling. Fill mode (operationMode 0): the point moves towards a
 * point drawn in the shape, by w·strength held to [0, 1] (at 1 the shape is drawn whatever the
 * input); crop mode (1): the affine's point kept where it is inside the shape, hidden outside.
 * Either way the sum so far is replaced, not added to (and a hidden point leaves it as it was),
 * as JWildfire's transform sets its output point. */
FM_VAR(tess_shape) {
  const double size = FM_PAR(tess_shape_shapeSize);
  const double bh = size, bw = size * FM_PAR(tess_shape_shapeAspectRatio);
  const double hh = bh == 0 ? 1e-9 : bh / 2.0, hw = bw == 0 ? 1e-9 : bw / 2.0;
  const int type = (int)fm_jwf_int_in(FM_PAR(tess_shape_shapeType), 0, 7);
  fm_tess_prof p;
  p.lt = (int)fm_jwf_int_in(FM_PAR(tess_shape_lrRadialProfileType), 0, 4);
  p.tt = (int)fm_jwf_int_in(FM_PAR(tess_shape_tbProfileType), 0, 4);
  p.la = FM_PAR(tess_shape_lrRadialAmp);
  p.lw = FM_PAR(tess_shape_lrRadialWidthFreq);
  p.lp = FM_PAR(tess_shape_lrRadialPosPhaseDuty);
  p.ta = FM_PAR(tess_shape_tbAmp);
  p.tw = FM_PAR(tess_shape_tbWidthFreq);
  p.tp = FM_PAR(tess_shape_tbPosPhaseDuty);
  if (fm_jwf_int_in(FM_PAR(tess_shape_operationMode), 0, 1) == 1) {
    const int in = fm_tess_inside(s->tx, s->ty, type, size, hw, hh, &p);
    FM_UNUSED_RNG;
    s->hide = !in;
    if (in) {
      s->px = s->tx;
      s->py = s->ty;
    }
  } else {
    double x, y;
    const double a = fmax(0.0, fmin(1.0, (double)w * FM_PAR(tess_shape_strength)));
    fm_tess_fill(rng, type, size, hw, hh, &p, &x, &y);
    s->px = (fm_real)((1.0 - a) * s->tx + a * x);
    s->py = (fm_real)((1.0 - a) * s->ty + a * y);
  }
}


/* ---- 846: cell3D ------------------------------------------------------------------------- */

/* cell3D's rotation of a point by angles in degrees: about z, then y, then x, each skipped
 * where its angle is within 1e-9 of 0. */
FM_FN void fm_cell3d_rotate(double *x, double *y, double *z, double ax, double ay, double az) {
  double t, c, sn;
  if (fabs(az) > 1e-9) {
    c = cos(az * (FM_PI / 180.0)), sn = sin(az * (FM_PI / 180.0));
    t = *x * c - *y * sn, *y = *x * sn + *y * c, *x = t;
  }
  if (fabs(ay) > 1e-9) {
    c = cos(ay * (FM_PI / 180.0)), sn = sin(ay * (FM_PI / 180.0));
    t = *x * c + *z * sn, *z = -*x * sn + *z * c, *x = t;
  }
  if (fabs(ax) > 1e-9) {
    c = cos(ax * (FM_PI / 180.0)), sn = sin(ax * (FM_PI / 180.0));
    t = *y * c - *z * sn, *z = *y * sn + *z * c, *y = t;
  }
}

/* A signed power, |v|^p with v's sign (Java's signum·pow), the identity where p is within 1e-9
 * of 1. */
FM_FN double fm_cell3d_spow(double v, double p) {
  if (!(fabs(p - 1.0) > 1e-9)) return v;
  return (v > 0 ? 1.0 : v < 0 ? -1.0 : v) * pow(fabs(v), p);
}

/* A cell's offset within it raised to a power in units of the cell (c), sign kept; 0 where the
 * offset is within 1e-9 of 0. */
FM_FN double fm_cell3d_cpow(double d, double p, double c) {
  if (!(fabs(p - 1.0) > 1e-9)) return d;
  if (fabs(d) < 1e-9) return 0.0;
  return (d > 0 ? 1.0 : d < 0 ? -1.0 : d) * pow(fabs(d / c), p) * c;
}

/* 846: cell3D, the 3D cellular grid: the point (turned by grid_rot) is split into its cell's
 * integer index and its offset in it (cells of size/a); the index, raised to a signed power, is
 * spread out per quadrant of x and y (space_* times it, plus move_*: by default every cell
 * moved to twice its index, leaving a gap of one between them), z likewise; checker_mode picks
 * the second set (…2) on the cells of odd x + y (invert: on the even ones); the offset may be
 * folded to its cell's centre (dxdydz_mode), raised to a power, scaled and turned about the
 * cell's centre. The sum gets w times the result (y, z negated by invert_y, invert_z); then each
 * of the sum's coordinates is negated at random where mirror_* is set, and offset_* is added to
 * the sum, unweighted. color_mode 1 sets the colour from the powered index; JWildfire holds
 * color_mode to [0, 1], so its other modes (and their cdist, color_q*, cz parameters) are never
 * reached. */
FM_VAR(cell3D) {
  double x = s->tx, y = s->ty, z = s->tz, cs, dx, dy, dz, ix, iy, iz, px, py, pz, mx, my;
  const double a = FM_PAR(cell3D_a), size = FM_PAR(cell3D_size);
  const double grx = FM_PAR(cell3D_grid_rot_x), gry = FM_PAR(cell3D_grid_rot_y), grz = FM_PAR(cell3D_grid_rot_z);
  const double crx = FM_PAR(cell3D_cell_rot_x), cry = FM_PAR(cell3D_cell_rot_y), crz = FM_PAR(cell3D_cell_rot_z);
  int alt = 0;
  if (fabs(grx) > 1e-9 || fabs(gry) > 1e-9 || fabs(grz) > 1e-9) fm_cell3d_rotate(&x, &y, &z, grx, gry, grz);
  if (fabs(a) < 1e-9)
    cs = fabs(size) < 1e-9 ? 1.0 : size;
  else
    cs = size / a;
  if (fabs(cs) < 1e-9) { /* no grid: the turned point itself */
    FM_UNUSED_RNG;
    s->px += w * (fm_real)x;
    s->py += w * (fm_real)y;
    s->pz += w * (fm_real)z;
    return;
  }
  ix = floor(x * (1.0 / cs));
  iy = floor(y * (1.0 / cs));
  iz = floor(z * (1.0 / cs));
  px = fm_cell3d_spow(ix, FM_PAR(cell3D_cell_idx_power_x));
  py = fm_cell3d_spow(iy, FM_PAR(cell3D_cell_idx_power_y));
  pz = fm_cell3d_spow(iz, FM_PAR(cell3D_cell_idx_power_z));
  dx = x - ix * cs;
  dy = y - iy * cs;
  dz = z - iz * cs;
  if (fm_jwf_int_in(FM_PAR(cell3D_dxdydz_mode), 0, 1) == 1) {
    dx = cs / 2.0 - fabs(dx - cs / 2.0);
    dy = cs / 2.0 - fabs(dy - cs / 2.0);
    dz = cs / 2.0 - fabs(dz - cs / 2.0);
  }
  if (fm_jwf_int_in(FM_PAR(cell3D_color_mode), 0, 1) == 1) {
    const double c = fabs(px * FM_PAR(cell3D_cidx_scale_x) + py * FM_PAR(cell3D_cidx_scale_y) +
                          pz * FM_PAR(cell3D_cidx_scale_z) + FM_PAR(cell3D_cidx_offset));
    s->color = (fm_real)(c - floor(c));
  }
  dx = fm_cell3d_cpow(dx, FM_PAR(cell3D_cell_power_x), cs) * FM_PAR(cell3D_cell_scale_x);
  dy = fm_cell3d_cpow(dy, FM_PAR(cell3D_cell_power_y), cs) * FM_PAR(cell3D_cell_scale_y);
  dz = fm_cell3d_cpow(dz, FM_PAR(cell3D_cell_power_z), cs) * FM_PAR(cell3D_cell_scale_z);
  if (fabs(crx) > 1e-9 || fabs(cry) > 1e-9 || fabs(crz) > 1e-9) {
    const double h = cs / 2.0;
    dx -= h, dy -= h, dz -= h;
    fm_cell3d_rotate(&dx, &dy, &dz, crx, cry, crz);
    dx += h, dy += h, dz += h;
  }
  /* the checkerboard of x + y's parity (Java's % keeps the sign: odd is a non-zero remainder) */
  if (fm_jwf_int_in(FM_PAR(cell3D_checker_mode), 0, 1) == 1) {
    const int odd = fmod(ix + iy, 2.0) != 0;
    alt = odd == (fm_jwf_int_in(FM_PAR(cell3D_checker_invert), 0, 1) == 0);
  }
  if (py >= 0) {
    if (px >= 0) {
      my = (alt ? FM_PAR(cell3D_space_ya2) : FM_PAR(cell3D_space_ya)) * py + (alt ? FM_PAR(cell3D_move_tr_y2) : FM_PAR(cell3D_move_tr_y));
      mx = (alt ? FM_PAR(cell3D_space_xa2) : FM_PAR(cell3D_space_xa)) * px + (alt ? FM_PAR(cell3D_move_tr_x2) : FM_PAR(cell3D_move_tr_x));
    } else {
      my = (alt ? FM_PAR(cell3D_space_yb2) : FM_PAR(cell3D_space_yb)) * py;
      mx = -((alt ? FM_PAR(cell3D_space_xb2) : FM_PAR(cell3D_space_xb)) * px + (alt ? FM_PAR(cell3D_move_xa2) : FM_PAR(cell3D_move_xa)));
    }
  } else if (px >= 0) {
    my = -((alt ? FM_PAR(cell3D_space_yc2) : FM_PAR(cell3D_space_yc)) * py + (alt ? FM_PAR(cell3D_move_ya2) : FM_PAR(cell3D_move_ya)));
    mx = (alt ? FM_PAR(cell3D_space_xc2) : FM_PAR(cell3D_space_xc)) * px + (alt ? FM_PAR(cell3D_move_br_x2) : FM_PAR(cell3D_move_br_x));
  } else {
    my = -((alt ? FM_PAR(cell3D_space_yd2) : FM_PAR(cell3D_space_yd)) * py + (alt ? FM_PAR(cell3D_move_yb2) : FM_PAR(cell3D_move_yb)));
    mx = -((alt ? FM_PAR(cell3D_space_xd2) : FM_PAR(cell3D_space_xd)) * px + (alt ? FM_PAR(cell3D_move_xb2) : FM_PAR(cell3D_move_xb)));
  }
  {
    const double mz = pz * (alt ? FM_PAR(cell3D_space_z2) : FM_PAR(cell3D_space_z)) + (alt ? FM_PAR(cell3D_move_z2) : FM_PAR(cell3D_move_z));
    const double fx = dx + mx * cs, fy = dy + my * cs, fz = dz + mz * cs;
    s->px += w * (fm_real)fx;
    s->py += w * (fm_real)(fm_jwf_int_in(FM_PAR(cell3D_invert_y), 0, 1) == 1 ? -fy : fy);
    s->pz += w * (fm_real)(fm_jwf_int_in(FM_PAR(cell3D_invert_z), 0, 1) == 1 ? -fz : fz);
  }
  if (fm_jwf_int_in(FM_PAR(cell3D_mirror_x), 0, 1) > 0 && fm_rng_01(rng) < FM_R(0.5)) s->px = -s->px;
  if (fm_jwf_int_in(FM_PAR(cell3D_mirror_y), 0, 1) > 0 && fm_rng_01(rng) < FM_R(0.5)) s->py = -s->py;
  if (fm_jwf_int_in(FM_PAR(cell3D_mirror_z), 0, 1) > 0 && fm_rng_01(rng) < FM_R(0.5)) s->pz = -s->pz;
  s->px += FM_PAR(cell3D_offset_x);
  s->py += FM_PAR(cell3D_offset_y);
  s->pz += FM_PAR(cell3D_offset_z);
}


/* ---- 847: kifs3d ------------------------------------------------------------------------- */

/* kifs3d's parameters, read once and handed to its steps as values. */
typedef struct {
  double sx, sy, sz, cx, cy, cz, ox, oy, oz, nx, ny, nz, nd, ni, ex, ey, ez, rx, ry, rz;
  int pivot_offset, mirror, fold, zyx, rot_pivot;
} fm_kifs3d;

/* The fold (fold_type: 1 |x|, |y|, |z|; 2 across the diagonal x + y = 0 to its positive side;
 * 3 across the plane n·p = d, pushed 1 + intensity times its distance; 4 each coordinate folded
 * at its edge value, 0 meaning no fold). mirror_fold instead draws three signs each time and
 * takes them for the side (1: the signs themselves, 2 and 3: the first sign decides, 4: the
 * signs of the edge folds). All in double (a sequence of decisions). */
FM_FN void fm_kifs3d_fold(const fm_kifs3d *k, fm_rng *rng, double *x, double *y, double *z) {
  double sa = 1, sb = 1, sc = 1, t;
  const double n2 = k->nx * k->nx + k->ny * k->ny + k->nz * k->nz;
  if (k->mirror) {
    sa = fm_rng_01(rng) < FM_R(0.5) ? -1.0 : 1.0;
    sb = fm_rng_01(rng) < FM_R(0.5) ? -1.0 : 1.0;
    sc = fm_rng_01(rng) < FM_R(0.5) ? -1.0 : 1.0;
  }
  switch (k->fold) {
  case 1:
    if (k->mirror) *x *= sa, *y *= sb, *z *= sc;
    else *x = fabs(*x), *y = fabs(*y), *z = fabs(*z);
    break;
  case 2:
    if (k->mirror ? sa < 0.0 : *x + *y < 0.0) t = *x, *x = -*y, *y = -t;
    break;
  case 3:
    if (n2 > 1e-9) {
      const double d = *x * k->nx + *y * k->ny + *z * k->nz - k->nd;
      if (k->mirror ? sa < 0.0 : d < 0.0) {
        const double f = (1.0 + k->ni) * d / n2;
        *x -= f * k->nx, *y -= f * k->ny, *z -= f * k->nz;
      }
    }
    break;
  case 4:
    if (k->ex != 0.0) *x = k->ex - sa * fabs(k->ex - *x);
    if (k->ey != 0.0) *y = k->ey - sb * fabs(k->ey - *y);
    if (k->ez != 0.0) *z = k->ez - sc * fabs(k->ez - *z);
    break;
  default:
    break;
  }
}

/* The rotation by rot_x, rot_y, rot_z (radians here) about the pivot (rot_pivot: the origin,
 * center or offset): z, y then x (rot_order 0) or x, y then z (1); none where all three are 0. */
FM_FN void fm_kifs3d_rotate(const fm_kifs3d *k, double *x, double *y, double *z) {
  double px = 0, py = 0, pz = 0, rx, ry, rz, t;
  const double cx = cos(k->rx), sx = sin(k->rx), cy = cos(k->ry), sy = sin(k->ry), cz = cos(k->rz), sz = sin(k->rz);
  if (k->rx == 0.0 && k->ry == 0.0 && k->rz == 0.0) return;
  if (k->rot_pivot == 1) px = k->cx, py = k->cy, pz = k->cz;
  else if (k->rot_pivot == 2) px = k->ox, py = k->oy, pz = k->oz;
  rx = *x - px, ry = *y - py, rz = *z - pz;
  if (!k->zyx) {
    t = rx * cz - ry * sz, ry = rx * sz + ry * cz, rx = t;
    t = rx * cy + rz * sy, rz = -rx * sy + rz * cy, rx = t;
    t = ry * cx - rz * sx, rz = ry * sx + rz * cx, ry = t;
  } else {
    t = ry * cx - rz * sx, rz = ry * sx + rz * cx, ry = t;
    t = rx * cy + rz * sy, rz = -rx * sy + rz * cy, rx = t;
    t = rx * cz - ry * sz, ry = rx * sz + ry * cz, rx = t;
  }
  *x = rx + px, *y = ry + py, *z = rz + pz;
}

/* The scale about the pivot (scale_pivot: center, then moved by offset; or offset itself). */
FM_FN void fm_kifs3d_scale(const fm_kifs3d *k, double *x, double *y, double *z) {
  const double px = k->pivot_offset ? k->ox : k->cx, py = k->pivot_offset ? k->oy : k->cy,
               pz = k->pivot_offset ? k->oz : k->cz;
  *x = k->sx * (*x - px) + px;
  *y = k->sy * (*y - py) + py;
  *z = k->sz * (*z - pz) + pz;
  if (!k->pivot_offset) *x += k->ox, *y += k->oy, *z += k->oz;
}

/* 847: kifs3d, a kaleidoscopic IFS (after Tim McGraw's KIFS): the point is folded, rotated and
 * scaled (in transform_order's order: fold-rotate-scale, rotate-fold-scale, scale-fold-rotate)
 * up to max_iter times, until it leaves the bailout sphere; the signs of its coordinates then
 * drawn at random where post_symmetry's bits (1 x, 2 y, 4 z) say (three draws whenever any bit
 * is set). The colour: the iteration it left at over max_iter (1 if it never left), or the
 * fraction of its final radius, angle, x, y or z times color_scale (color_mode 1-5). An
 * iteration whose branches follow the point: double on every side. */
FM_VAR(kifs3d) {
  fm_kifs3d k;
  double x = s->tx, y = s->ty, z = s->tz, col = 1.0, b2, v;
  const double d2r = FM_PI / 180.0;
  const int n = (int)fm_java_int(FM_PAR(kifs3d_max_iter));
  const int order = (int)fm_jwf_int_in(FM_PAR(kifs3d_transform_order), 0, 2);
  const int sym = (int)fm_jwf_int_in(FM_PAR(kifs3d_post_symmetry), 0, 7);
  const double br = FM_PAR(kifs3d_bailout_radius), cs = FM_PAR(kifs3d_color_scale);
  int i;
  k.sx = FM_PAR(kifs3d_kifs_scale_x), k.sy = FM_PAR(kifs3d_kifs_scale_y), k.sz = FM_PAR(kifs3d_kifs_scale_z);
  k.cx = FM_PAR(kifs3d_center_x), k.cy = FM_PAR(kifs3d_center_y), k.cz = FM_PAR(kifs3d_center_z);
  k.ox = FM_PAR(kifs3d_offset_x), k.oy = FM_PAR(kifs3d_offset_y), k.oz = FM_PAR(kifs3d_offset_z);
  k.nx = FM_PAR(kifs3d_fold_plane1_nx), k.ny = FM_PAR(kifs3d_fold_plane1_ny), k.nz = FM_PAR(kifs3d_fold_plane1_nz);
  k.nd = FM_PAR(kifs3d_fold_plane1_dist);
  k.ni = FM_PAR(kifs3d_fold_plane1_intensity) > 0 ? (double)FM_PAR(kifs3d_fold_plane1_intensity) : 0.0;
  k.ex = FM_PAR(kifs3d_edge_x), k.ey = FM_PAR(kifs3d_edge_y), k.ez = FM_PAR(kifs3d_edge_z);
  k.rx = FM_PAR(kifs3d_rot_x) * d2r, k.ry = FM_PAR(kifs3d_rot_y) * d2r, k.rz = FM_PAR(kifs3d_rot_z) * d2r;
  k.pivot_offset = fm_jwf_int_in(FM_PAR(kifs3d_scale_pivot), 0, 1) == 1;
  k.mirror = fm_jwf_int_in(FM_PAR(kifs3d_mirror_fold), 0, 1) == 1;
  k.fold = (int)fm_jwf_int_in(FM_PAR(kifs3d_fold_type), 0, 4);
  k.zyx = fm_jwf_int_in(FM_PAR(kifs3d_rot_order), 0, 1) == 1;
  k.rot_pivot = (int)fm_jwf_int_in(FM_PAR(kifs3d_rot_pivot), 0, 2);
  b2 = br * br;
  if (b2 <= 0) b2 = 1e-6;
  for (i = 0; i < n; i++) {
    if (order == 0) {
      fm_kifs3d_fold(&k, rng, &x, &y, &z);
      fm_kifs3d_rotate(&k, &x, &y, &z);
      fm_kifs3d_scale(&k, &x, &y, &z);
    } else if (order == 1) {
      fm_kifs3d_rotate(&k, &x, &y, &z);
      fm_kifs3d_fold(&k, rng, &x, &y, &z);
      fm_kifs3d_scale(&k, &x, &y, &z);
    } else {
      fm_kifs3d_scale(&k, &x, &y, &z);
      fm_kifs3d_fold(&k, rng, &x, &y, &z);
      fm_kifs3d_rotate(&k, &x, &y, &z);
    }
    if (x * x + y * y + z * z > b2) {
      col = (double)i / n;
      break;
    }
  }
  if (sym > 0) {
    const double gx = fm_rng_01(rng) < FM_R(0.5) ? -1.0 : 1.0;
    const double gy = fm_rng_01(rng) < FM_R(0.5) ? -1.0 : 1.0;
    const double gz = fm_rng_01(rng) < FM_R(0.5) ? -1.0 : 1.0;
    if (sym & 1) x *= gx;
    if (sym & 2) y *= gy;
    if (sym & 4) z *= gz;
  }
  switch ((int)fm_jwf_int_in(FM_PAR(kifs3d_color_mode), 0, 5)) {
  case 1: v = sqrt(x * x + y * y + z * z) * cs; col = v - floor(v); break;
  case 2: v = (atan2(y, x) + FM_PI) / (2.0 * FM_PI) * cs; col = v - floor(v); break;
  case 3: v = x * cs; col = v - floor(v); break;
  case 4: v = y * cs; col = v - floor(v); break;
  case 5: v = z * cs; col = v - floor(v); break;
  default: break;
  }
  s->px += w * (fm_real)x;
  s->py += w * (fm_real)y;
  s->pz += w * (fm_real)z;
  s->color = (fm_real)col;
}

#endif
