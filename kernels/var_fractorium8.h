/*
 * var_fractorium8.h — more Apophysis plugins as Fractorium has them (Variations0N.h), each
 * checked against Fractorium's own code on points and parameters of realistic ranges
 * (tests/data/variation_refs, made by tests/tools/ember_refs.sh; tests/unit/test_variation_refs.c).
 * Conventions as var_fractorium6.h's: parameters normalised as Fractorium's reading normalises
 * them (fm_par_*), what Fractorium precalculates per xform computed here from the parameters, 2D
 * ones adding nothing to z (Fractorium's DefaultZ) unless listed in FM_VARS_CARRY_Z or FM_VARS_3D.
 * Random draws map to Fractorium's generator calls as in var_fractorium3.h (fm_rng_01: Frand01).
 * 520: jac_cn, 521: jac_dn, 522: jac_sn, 523: modulusx, 524: modulusy, 525: octapol (z carried;
 * clears the sum), 526: panorama1, 527: panorama2, 528: poincare, 529: poincare2,
 * 530: psphere (3D), 531: SplitBrdr (random), 532: starblur2 (random), 533: w, 534: x,
 * 535: y, 536: z (w, x, y and z: one family of shapes, fm_f8_shapes).
 * (variations.h includes it after var_fractorium6.h; nowhere else includes it.) Common subset of
 * C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_FRACTORIUM8_H
#define FLAMEBUILD_VAR_FRACTORIUM8_H

/* The families whose helpers this one calls (a kernel of its own includes only the families
 * its variations need: kernels/codegen_families.c). */
#include "var_fractorium.h"
#include "var_fractorium2.h"

/* ---- the Jacobi elliptic family: jac_cn, jac_dn, jac_sn ---------------------------------- */

/* The three are the functions of the complex argument x + iy by the addition theorems, y's
 * values taken at the complementary parameter (Jacobi's imaginary transformation): they share
 * the denominator cn²(y) + k·sn²(x)·sn²(y), returned as weight over it; each has its numerators. */
FM_FN fm_real fm_f8_jac(fm_var_state *s, const fm_real k, fm_real w, fm_real *sx, fm_real *cx, fm_real *dx,
                        fm_real *sy, fm_real *cy, fm_real *dy) {
  fm_jacobi(s->tx, k, sx, cx, dx);
  fm_jacobi(s->ty, 1 - k, sy, cy, dy);
  return w / fm_zeps(*sx * *sx * (*sy * *sy) * k + *cy * *cy);
}

/* 520: jac_cn: the elliptic cosine cn(x + iy) (k clamped to [−1, 1], as Fractorium stores it). */
FM_VAR(jac_cn) {
  const fm_real k = fm_par_clamp(FM_PAR(jac_cn_k), -1, 1);
  fm_real sx, cx, dx, sy, cy, dy;
  FM_UNUSED_RNG;
  const fm_real q = fm_f8_jac(s, k, w, &sx, &cx, &dx, &sy, &cy, &dy);
  s->px += q * (cx * cy);
  s->py += q * (-dx * sx * dy * sy);
}

/* 521: jac_dn: the delta amplitude dn(x + iy). */
FM_VAR(jac_dn) {
  const fm_real k = fm_par_clamp(FM_PAR(jac_dn_k), -1, 1);
  fm_real sx, cx, dx, sy, cy, dy;
  FM_UNUSED_RNG;
  const fm_real q = fm_f8_jac(s, k, w, &sx, &cx, &dx, &sy, &cy, &dy);
  s->px += q * (dx * cy * dy);
  s->py += q * (-cx * sx * sy * k);
}

/* 522: jac_sn: the elliptic sine sn(x + iy). */
FM_VAR(jac_sn) {
  const fm_real k = fm_par_clamp(FM_PAR(jac_sn_k), -1, 1);
  fm_real sx, cx, dx, sy, cy, dy;
  FM_UNUSED_RNG;
  const fm_real q = fm_f8_jac(s, k, w, &sx, &cx, &dx, &sy, &cy, &dy);
  s->px += q * (sx * dy);
  s->py += q * (cx * dx * cy * sy);
}

/* ---- modulusx, modulusy, octapol ---------------------------------------------------------- */

/* 523: modulusx: x wrapped into the band [−x, x) (moved by shift first), y kept: the plane cut
 * into vertical strips stacked on one another. C's fmod keeps the sign of its argument, so a
 * negative remainder is moved up by x instead of down. */
FM_VAR(modulusx) {
  const fm_real half = FM_PAR(modulusx_x);
  const fm_real f = fmod(s->tx + half + FM_PAR(modulusx_shift), 2 * half);
  FM_UNUSED_RNG;
  s->px += w * (f >= 0 ? f - half : f + half);
  s->py += w * s->ty;
}

/* 524: modulusy: modulusx on the other axis. */
FM_VAR(modulusy) {
  const fm_real half = FM_PAR(modulusy_y);
  const fm_real f = fmod(s->ty + half + FM_PAR(modulusy_shift), 2 * half);
  FM_UNUSED_RNG;
  s->px += w * s->tx;
  s->py += w * (f >= 0 ? f - half : f + half);
}

/* Whether p lies inside the triangle (a, b, c), by its barycentric coordinates u (along a→c) and
 * v (along a→b), strictly: a point on an edge is outside. A degenerate triangle holds nothing. */
FM_FN int fm_f8_in_triangle(fm_real ax, fm_real ay, fm_real bx, fm_real by, fm_real cx, fm_real cy, fm_real px,
                            fm_real py) {
  const fm_real v0x = cx - ax, v0y = cy - ay, v1x = bx - ax, v1y = by - ay, v2x = px - ax, v2y = py - ay;
  const fm_real d00 = v0x * v0x + v0y * v0y, d01 = v0x * v1x + v0y * v1y, d02 = v0x * v2x + v0y * v2y;
  const fm_real d11 = v1x * v1x + v1y * v1y, d12 = v1x * v2x + v1y * v2y;
  const fm_real denom = d00 * d11 - d01 * d01;
  fm_real u = 0, v = 0;
  if (denom != 0) {
    u = (d11 * d02 - d01 * d12) / denom;
    v = (d00 * d12 - d01 * d02) / denom;
  }
  return u + v < 1 && u > 0 && v > 0;
}

/* Whether p lies in the closed box from (x0, y0) to (x1, y1) (empty where x1 < x0 or y1 < y0). */
FM_FN int fm_f8_in_box(fm_real x0, fm_real y0, fm_real x1, fm_real y1, fm_real px, fm_real py) {
  return px >= x0 && py >= y0 && px <= x1 && py <= y1;
}

/* 525: octapol: the point, scaled by 0.15, tested against an octagon (a centre square of side s
 * with corners cut, arms of length t): inside the disc inscribed in its centre (radius
 * s·|radius|/√2) it is bent towards polar coordinates by polarweight·ln((r/radius)²), which
 * vanishes on the disc's rim; elsewhere in the octagon's pieces it passes; outside them the xform's
 * sum so far is wiped (Fractorium zeroes the point it accumulates into), so octapol draws the
 * octagon alone. Either way the scaled point itself is added once more, and z times the weight.
 * The pieces are Fractorium's: four boxes, which its corners make empty (each runs from a higher
 * y to a lower one; only a line of them holds anything, where s or t is 0), and the four corner
 * triangles: so the octagon's arms and the square outside the disc are wiped. */
FM_VAR(octapol) {
  /* JWildfire's (FM_JWF_RULES: OctapolFunc) takes s and t with their signs */
  const int jwf = FM_JWF_RULES(xf);
  const fm_real sp = jwf ? FM_PAR(octapol_s) : fabs(FM_PAR(octapol_s));
  const fm_real h = FM_R(0.5) * sp, t = jwf ? FM_PAR(octapol_t) : fabs(FM_PAR(octapol_t));
  const fm_real st = h + t;
  const fm_real rad = FM_R(0.707106781) * sp * fabs(FM_PAR(octapol_radius));
  const fm_real pw = FM_PAR(octapol_polarweight);
  const fm_real x = s->tx * FM_R(0.15), y = s->ty * FM_R(0.15);
  fm_real ox = 0, oy = 0, r = 0;
  int keep = 1;
  FM_UNUSED_RNG;
  if (rad > 0 && (r = sqrt(x * x + y * y)) <= rad) {
    const fm_real rd = log((r / rad) * (r / rad)) * pw;
    ox = w * (x + (atan2(y, x) - x) * rd);
    oy = w * (y + (r - y) * rd);
  } else if (fabs(x) <= st && fabs(y) <= st) {
    /* the boxes H-K, J-D, A-J, K-E and the triangles I-A-H, J-B-C, L-D-E, K-F-G */
    if (fm_f8_in_box(-t, h, -h, -h, x, y) || fm_f8_in_box(h, h, t, -h, x, y) || fm_f8_in_box(-h, st, h, h, x, y) ||
        fm_f8_in_box(-h, -h, h, -st, x, y) || fm_f8_in_triangle(-h, h, -h, st, -t, h, x, y) ||
        fm_f8_in_triangle(h, h, h, st, t, h, x, y) || fm_f8_in_triangle(h, -h, t, -h, h, -st, x, y) ||
        fm_f8_in_triangle(-h, -h, -h, -st, -t, -h, x, y)) {
      ox = w * x;
      oy = w * y;
    } else
      keep = 0;
  } else
    keep = 0;
  if (!keep) s->px = s->py = 0;
  s->px += ox + w * x;
  s->py += oy + w * y;
}

/* ---- panorama1, panorama2, poincare, poincare2, psphere ----------------------------------- */

/* 526: panorama1: the point pulled onto the unit disc by 1/√(r² + 1), then unrolled: its angle
 * from +y (over π) across, its new radius less 1/2 up: a disc seen as a panorama strip. */
FM_VAR(panorama1) {
  const fm_real aux = 1 / sqrt(s->r2 + 1);
  const fm_real x1 = s->tx * aux, y1 = s->ty * aux;
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += w * atan2(x1, y1) * FM_R(FM_M_1_PI);
  s->py += w * (sqrt(x1 * x1 + y1 * y1) - FM_R(0.5));
}

/* 527: panorama2: panorama1 with the disc's map 1/(r + 1), which spreads the far points less. */
FM_VAR(panorama2) {
  const fm_real aux = 1 / (fm_vs_r(s) + 1);
  const fm_real x1 = s->tx * aux, y1 = s->ty * aux;
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += w * atan2(x1, y1) * FM_R(FM_M_1_PI);
  s->py += w * (sqrt(x1 * x1 + y1 * y1) - FM_R(0.5));
}

/* The centre of a circle of radius cr orthogonal to the unit circle, in the direction ca (taken
 * modulo π, as Fractorium does, after its reading wraps it into [−π, π]): at distance √(1 + cr²). */
FM_FN void fm_f8_ortho_centre(fm_real cr, fm_real ca, fm_real *cx, fm_real *cy) {
  const fm_real d = sqrt(1 + cr * cr);
  const fm_real a = fmod(fm_par_cyclic(ca, -FM_R(FM_PI), FM_R(FM_PI)), FM_R(FM_PI));
  *cx = d * cos(a);
  *cy = d * sin(a);
}

/* 528: poincare: the point inverted in one circle orthogonal to the unit circle, then in another
 * (two reflections of the Poincaré disc, a hyperbolic motion). Fractorium's applies no weight:
 * the result replaces the weight's scaling, as it does there. */
FM_VAR(poincare) {
  const fm_real r1 = FM_PAR(poincare_c1r), r2 = FM_PAR(poincare_c2r);
  fm_real c1x, c1y, c2x, c2y;
  (void)w;
  FM_UNUSED_RNG;
  fm_f8_ortho_centre(r1, FM_PAR(poincare_c1a), &c1x, &c1y);
  fm_f8_ortho_centre(r2, FM_PAR(poincare_c2a), &c2x, &c2y);
  fm_real dx = s->tx - c1x, dy = s->ty - c1y;
  fm_real den = fm_zeps(dx * dx + dy * dy);
  const fm_real x = c1x + r1 * r1 * dx / den, y = c1y + r1 * r1 * dy / den;
  dx = x - c2x;
  dy = y - c2y;
  den = fm_zeps(dx * dx + dy * dy);
  s->px += c2x + r2 * r2 * dx / den;
  s->py += c2y + r2 * r2 * dy / den;
}

/* 529: poincare2: the disc's Möbius map (z − c)/(1 − c̄z), which moves c to the origin, with c
 * the vertex of the hyperbolic {p, q} tiling's fundamental polygon on the real axis' turn 2π/p
 * (the origin, the identity, where 1/p + 1/q ≥ 1/2 and the tiling is not hyperbolic). */
FM_VAR(poincare2) {
  const fm_real a0 = FM_R(2.0) * FM_R(FM_PI) / FM_PAR(poincare2_p);
  const fm_real q = FM_PAR(poincare2_q);
  const fm_real dist2 = 1 - (cos(a0) - 1) / (cos(a0) + cos(FM_R(2.0) * FM_R(FM_PI) / q));
  const fm_real dist = dist2 > 0 ? 1 / sqrt(dist2) : FM_R(1.0);
  const int hyperbolic = 1 / FM_PAR(poincare2_p) + 1 / q < FM_R(0.5);
  const fm_real cx = hyperbolic ? cos(a0) * dist : 0, cy = hyperbolic ? sin(a0) * dist : 0;
  const fm_real x = s->tx, y = s->ty;
  const fm_real a = x - cx, b = y - cy, c = 1 - cx * x - cy * y, d = cy * x - cx * y;
  const fm_real k = w / fm_zeps(c * c + d * d);
  FM_UNUSED_RNG;
  s->px += (a * c + b * d) * k;
  s->py += (b * c - a * d) * k;
}

/* 530: psphere: the plane wrapped onto a sphere, x and y (times weight·π) as its two angles;
 * z the sphere's height times zscale (0, flat, by default). The weight scales the angles only. */
FM_VAR(psphere) {
  const fm_real vpi = w * FM_R(FM_PI);
  const fm_real c0 = s->tx * vpi, c1 = s->ty * vpi;
  FM_UNUSED_RNG;
  s->px += cos(c0) * -sin(c1);
  s->py += sin(c0) * cos(c1);
  s->pz += cos(c1) * FM_PAR(psphere_zscale);
}

/* ---- SplitBrdr, starblur2, w -------------------------------------------------------------- */

/* 531: SplitBrdr: a bubble-like pull w/(r²/4 + 1) plus the point snapped halfway to the nearest
 * lattice point; three times in four (one uniform draw) that cell's half is also pushed out along
 * the axis its offset is larger on, by x or y, leaving splits at the cells' borders; plus px, py
 * times the point. The push uses x or y as Fractorium's formula does (the plugin's asymmetry:
 * y on the left, and x below, kept). rint rounds half to even, as Fractorium's. */
FM_VAR(SplitBrdr) {
  const fm_real x = s->tx, y = s->ty;
  const fm_real b = w / (s->r2 * FM_R(0.25) + 1);
  const fm_real rx = rint(x), ry = rint(y);
  const fm_real ox = x - rx, oy = y - ry;
  const fm_real X = FM_PAR(SplitBrdr_x), Y = FM_PAR(SplitBrdr_y);
  fm_real dx = ox * FM_R(0.5) + rx, dy = oy * FM_R(0.5) + ry;
  if (!(fm_rng_01(rng) >= FM_R(0.75))) {
    if (fabs(ox) >= fabs(oy)) {
      if (ox >= 0) {
        dx += X;
        dy += Y * oy / fm_zeps(ox);
      } else {
        dx -= Y;
        dy -= Y * oy / fm_zeps(ox);
      }
    } else {
      if (oy >= 0) {
        dy += Y;
        dx += ox / fm_zeps(oy) * Y;
      } else {
        dy -= Y;
        dx -= ox / fm_zeps(oy) * X;
      }
    }
  }
  s->px += x * b + w * dx + x * FM_PAR(SplitBrdr_px);
  s->py += y * b + w * dy + y * FM_PAR(SplitBrdr_py);
}

/* 532: starblur2: starblur with striped arms and a hole: a random point on one of the star's
 * 2·power edges (the first draw picks the edge and the place on it; with stripes, the place is
 * squeezed into `stripes` bands of width `width`, alternate edges mirrored), moved radially
 * between hole and 1 (the second draw, uniform in area). range sets the depth of the star's
 * inner corners. Fractorium's integer floor and halving of the edge's number (toward 0) kept. */
FM_VAR(starblur2) {
  const fm_real power = FM_PAR(starblur2_power), range = FM_PAR(starblur2_range);
  const fm_real p = fm_zeps(power);
  const fm_real alpha = FM_R(FM_PI) / p;
  const fm_real length = sqrt(1 + range * range - 2 * range * cos(alpha));
  const fm_real beta = asin(sin(alpha) * range / fm_zeps(length));
  const fm_real hole = fmin(fabs(FM_PAR(starblur2_hole)), FM_R(1.0));
  const fm_real stripes = fm_zeps(fabs(FM_PAR(starblur2_stripes)));
  const fm_real hole2 = hole * hole;
  const fm_real k = fm_rng_01(rng) * (power * 2);
  const fm_real edge = floor(k);
  const fm_real f = k - edge;
  const fm_real fs = trunc(f * stripes);
  const fm_real band = FM_PAR(starblur2_width) * (f * stripes - fs);
  const fm_real ff = ((fmod(edge, FM_R(2.0)) == 0 ? band : 1 - band) + fs) / stripes;
  const fm_real x = ff * length;
  const fm_real z = fm_zeps(sqrt(1 + x * x - x * (cos(beta) * 2)));
  const fm_real sign = edge - floor(k / 2) * 2 == 1 ? FM_R(1.0) : FM_R(-1.0);
  const fm_real ang = FM_R(2.0) * FM_R(FM_PI) / p * trunc(edge / 2) + sign * asin(sin(beta) * x / z) - FM_R(FM_PI) / 2;
  const fm_real zs = w * (z * sqrt(fm_rng_01(rng) * (1 - hole2) + hole2));
  s->px += cos(ang) * zs;
  s->py += sin(ang) * zs;
}

/* The sum of the shapes' radii at angle a that w, x, y and z share (each shape's amount times its
 * radius there, those of amount 0 left out): a hypergon (an n-gon of arcs, radius r), a star
 * (n points, slope), a lituus (r = |a/π + 1|^−a_lituus), a superformula (m, n1, n2, n3). q points
 * at the variation's hypergon amount, its 13 parameters following in the table's order. jwf:
 * JWildfire's (FM_JWF_RULES: XFunc …), whose star's slope is any angle, not held to (0, π/2]. */
FM_FN fm_real fm_f8_shapes(const fm_real *q, fm_real a, int jwf) {
  const fm_real pi = FM_R(FM_PI), twopi = FM_R(2.0) * FM_R(FM_PI);
  fm_real total = 0;
  if (q[0] != 0) {
    const fm_real n = fm_par_int(q[1], 3, FM_R(2147483647.0));
    const fm_real d = sqrt(1 + q[2] * q[2]);
    const fm_real t = tan(fmod(fabs(a), twopi / n) - pi / n);
    const fm_real t2 = t * t + 1;
    total += t2 >= d * d ? q[0] : q[0] * (d - sqrt(d * d - t2)) / sqrt(t2);
  }
  if (q[3] != 0) {
    const fm_real n = fm_par_int(q[4], 3, FM_R(2147483647.0));
    const fm_real slope = fm_par_clamp(q[5], FM_R(FM_REAL_EPSILON), pi / 2);
    /* tan(π/2) has no value: Fractorium backs off by 0.05 within 1e-6 of it */
    const fm_real ts = jwf ? tan(q[5]) : tan(fabs(slope - pi / 2) < FM_R(1e-6) ? slope - FM_R(0.05) : slope);
    const fm_real t = tan(fabs(fmod(fabs(a), twopi / n) - pi / n));
    total += q[3] * sqrt(ts * ts * (1 + t * t) / ((t + ts) * (t + ts)));
  }
  /* (JWildfire's without the absolute value: NaN past −π, where w's angle can take it) */
  if (q[6] != 0) total += q[6] * pow(jwf ? a / pi + 1 : fabs(a / pi + 1), -q[7]);
  if (q[8] != 0) {
    const fm_real m4 = q[9] / 4;
    total += q[8] * pow(pow(fabs(cos(a * m4)), q[11]) + pow(fabs(sin(a * m4)), q[12]), -1 / fm_zeps(q[10]));
  }
  return total;
}

/* 533: w: inside the union of its shapes at the point's angle (r ≤ the radii's sum there), the
 * point turned by `angle` and its radius rescaled from the shapes at its angle to those at the
 * turned one, so the shapes turn and the outside stays: linear outside. JWildfire's (WFunc)
 * turns by the angle as it is, brought back into (−π, π] once. */
FM_VAR(w) {
  const fm_real pi = FM_R(FM_PI);
  const fm_real a = fm_vs_atan_yx(s), r = fm_vs_r(s);
  const fm_real *q = &FM_PAR(w_hypergon);
  const int jwf = FM_JWF_RULES(xf);
  fm_real a2 = a + (jwf ? FM_PAR(w_angle) : fm_par_cyclic(FM_PAR(w_angle), -pi, pi));
  FM_UNUSED_RNG;
  if (a2 < -pi) a2 += 2 * pi;
  if (a2 > pi) a2 -= 2 * pi;
  const fm_real total = fm_f8_shapes(q, a, jwf);
  if (r <= total) {
    const fm_real rr = w * fm_f8_shapes(q, a2, jwf) * r / total;
    s->px += rr * cos(a2);
    s->py += rr * sin(a2);
  } else {
    s->px += w * s->tx;
    s->py += w * s->ty;
  }
}

/* 534: x: the point's radius replaced by its hypotenuse with the shapes' radius, √(r² + R²): the
 * plane pushed out of the shapes, which leave a hole of their outline. */
FM_VAR(x) {
  const fm_real a = fm_vs_atan_yx(s), total = fm_f8_shapes(&FM_PAR(x_hypergon), a, FM_JWF_RULES(xf));
  const fm_real r = w * sqrt(s->r2 + total * total);
  FM_UNUSED_RNG;
  s->px += r * cos(a);
  s->py += r * sin(a);
}

/* 535: y: the radius replaced by R²/r: the plane inverted in the shapes' outline. */
FM_VAR(y) {
  const fm_real a = fm_vs_atan_yx(s), total = fm_f8_shapes(&FM_PAR(y_hypergon), a, FM_JWF_RULES(xf));
  const fm_real r = w * (total * total) / fm_vs_r(s);
  FM_UNUSED_RNG;
  s->px += r * cos(a);
  s->py += r * sin(a);
}

/* 536: z: the radius moved out by R: the plane pushed out past the shapes' outline. */
FM_VAR(z) {
  const fm_real a = fm_vs_atan_yx(s), total = fm_f8_shapes(&FM_PAR(z_hypergon), a, FM_JWF_RULES(xf));
  const fm_real r = w * (fm_vs_r(s) + total);
  FM_UNUSED_RNG;
  s->px += r * cos(a);
  s->py += r * sin(a);
}

#endif
