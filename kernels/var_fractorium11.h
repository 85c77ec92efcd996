/*
 * var_fractorium11.h — Apophysis plugins as Fractorium has them (Variations02/04-07.h), each
 * checked against Fractorium's own code on points and parameters of realistic ranges
 * (tests/data/variation_refs, made by tests/tools/ember_refs.sh; tests/unit/test_variation_refs.c).
 * Conventions as var_fractorium4.h's: parameters normalised as Fractorium's reading normalises
 * them (fm_par_*), Fractorium's flam3-compatible mode (its default), a 3D one (FM_VARS_3D) adding
 * its z to pz, the 2D ones adding nothing to z (Fractorium's DefaultZ). Random draws go through
 * fm_rng_01 (Fractorium's Frand01) and fm_rng_u32 (its Rand()), in Fractorium's order.
 * 572: bubbleT3D (3D), 573: circlecrop2, 574: coth_spiral (random), 575: cubicLattice_3D (3D,
 * random, reads the sum), 576: block, 577: blur_square (random), 578: bwraps_rand,
 * 579: depth_blur, 580: depth_gaussian, 581: depth_gaussian2, 582: depth_ngon, 583: depth_ngon2,
 * 584: depth_sine, 585: depth_sine2 (the depth family: random).
 * (variations.h includes it after var_fractorium2.h, whose fm_par_* it uses, and var_fractorium4.h,
 * whose FM_2PI_F4 it uses; nowhere else includes it). Common subset of C17 and CUDA C++.
 */
#ifndef FLAMEBUILD_VAR_FRACTORIUM11_H
#define FLAMEBUILD_VAR_FRACTORIUM11_H

/* The families whose helpers this one calls (a kernel of its own includes only the families
 * its variations need: kernels/codegen_families.c). */
#include "var_fractorium4.h"

/* An integer parameter of Fractorium's without bounds (its int conversion's range). */
#define FM_F11_INT(v) fm_par_int((v), FM_R(-2147483648.0), FM_R(2147483647.0))

/* ---- bubbleT3D, circlecrop2, coth_spiral, cubicLattice_3D, block, blur_square -------------- */

/* 572: bubbleT3D: the plane wrapped onto a bubble as bubble does (the point over 1 + r²/4), the
 * bubble's height 2/rad^exponentZ − 1, with two ways of cutting it: stripes (number_of_stripes
 * sectors of the paper angle, each keeping the ratio_of_stripes part of its width, the rest
 * dropped to the origin or, with modusBlur, turned into the kept part; a negative number keeps
 * the other part) and a hole of angle_of_hole degrees around the pole (a negative one keeps only
 * the cap; symmetryZ cuts both poles). Fractorium's quirks kept: the polar angle is acos(z/|p|²)
 * (not |p|), the kept part's test is the ratio being exactly 1 where the inverse one tests for a
 * single stripe, and the inverse hole's angle divides before it subtracts. */
FM_VAR(bubbleT3D) {
  const fm_real pi = FM_R(FM_PI);
  const fm_real nstripes = FM_F11_INT(FM_PAR(bubbleT3D_number_of_stripes));
  const fm_real nabs = fabs(nstripes);
  const int inv_stripes = nstripes < 0;
  const fm_real ratio = fm_par_clamp(fm_par_clamp(FM_PAR(bubbleT3D_ratio_of_stripes), 0, 2), FM_R(0.01), FM_R(1.99));
  const fm_real hole = fm_par_clamp(FM_PAR(bubbleT3D_angle_of_hole), -360, 360);
  const fm_real expz = FM_PAR(bubbleT3D_exponentZ);
  const fm_real symz = fm_par_int(FM_PAR(bubbleT3D_symmetryZ), 0, 1);
  const fm_real modus = fm_par_int(FM_PAR(bubbleT3D_modusBlur), 0, 1);
  const fm_real rad = fm_zeps(s->r2 / 4 + 1);
  fm_real x = s->tx, y = s->ty, z, angz;
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  if (nabs != 0) {
    const fm_real strip = pi / nabs, strip2 = 2 * strip, strip1 = fm_zeps(ratio * strip);
    fm_real angxy = atan2(x, y);
    int dropped;
    if (angxy < 0) angxy += 2 * pi;
    /* folded into the first sector by repeated subtraction, as the plugin does: at most nabs
     * steps, and the same roundings as Fractorium's */
    while (angxy > strip2) angxy -= strip2;
    dropped = inv_stripes ? angxy < strip1 : angxy > strip1;
    if (dropped) {
      if (modus == 0) {
        x = 0;
        y = 0;
      } else {
        fm_real sn, cs, t;
        if (inv_stripes ? nabs == 1 : ratio == 1) {
          sn = sin(strip);
          cs = cos(strip);
        } else {
          fm_real turn;
          if (inv_stripes) {
            turn = (angxy - strip1) / strip1;
            turn = angxy - turn * (strip2 - strip1);
          } else {
            turn = (angxy - strip1) / fm_zeps(strip2 - strip1);
            turn = angxy - turn * strip1;
          }
          sn = sin(turn);
          cs = cos(turn);
        }
        t = cs * x - sn * y;
        y = sn * x + cs * y;
        x = t;
      }
    }
  }
  x = x / rad;
  y = y / rad;
  if (x != 0 || y != 0) {
    const fm_real rho2 = x * x + y * y;
    z = 2 / pow(rad, expz) - 1;
    if (expz <= 2)
      angz = pi - acos(z / (rho2 + z * z));
    else
      angz = pi - atan2(rho2 * rho2, z);
  } else {
    z = 0;
    angz = 0;
  }
  {
    /* the hole's edge as a polar angle (Fractorium's precalc): from the pole for a negative
     * angle (the cap kept), else from the other pole */
    fm_real edge = hole;
    int inv_hole;
    if (symz == 1) edge = hole < 0 ? fabs(hole) : hole > FM_R(179.9) ? FM_R(179.9) : hole;
    if (edge < 0) {
      inv_hole = 1;
      edge = (fabs(hole) / 360 * (2 * pi)) / 2;
    } else {
      inv_hole = 0;
      edge = pi - (edge / 360 * (2 * pi)) / 2;
    }
    const fm_real comp = pi - edge;
    const int cut = symz == 0 ? (inv_hole ? angz < edge : angz > edge) : (angz > edge || angz < pi - edge);
    if (cut) {
      if (modus == 0 || expz != 1) {
        x = 0;
        y = 0;
        z = 0;
      } else {
        fm_real turn, fac;
        if (symz == 0)
          turn = inv_hole ? pi - angz / fm_zeps(comp * edge - FM_R(FM_M_PI_2))
                          : (pi - angz) / fm_zeps(comp * edge - FM_R(FM_M_PI_2));
        else if (angz > edge)
          turn = (pi - angz) / comp * (pi - 2 * comp) + comp - FM_R(FM_M_PI_2);
        else
          turn = FM_R(FM_M_PI_2) - (angz / comp * (pi - 2 * comp) + comp);
        angz -= FM_R(FM_M_PI_2);
        fac = cos(turn) / cos(angz);
        x *= fac;
        y *= fac;
        z *= sin(turn) / sin(angz);
      }
    }
  }
  s->px += w * x;
  s->py += w * y;
  s->pz += w * z;
}

/* 573: circlecrop2: the ring between inner and outer (either order) kept; a point outside it goes
 * to the outer circle at its own angle, with sine and cosine swapped as the plugin has them (a
 * mirror in the diagonal), or to the origin where zero is above 0. */
FM_VAR(circlecrop2) {
  const fm_real a = FM_PAR(circlecrop2_inner), b = FM_PAR(circlecrop2_outer);
  const fm_real in = a < b ? a : b, out = a < b ? b : a;
  const fm_real r = fm_vs_r(s);
  FM_UNUSED_RNG;
  if (r > out || r < in) {
    if (fm_par_clamp(FM_PAR(circlecrop2_zero), 0, 1) == 0) {
      const fm_real ang = fm_vs_atan_yx(s), ow = out * w;
      s->px += sin(ang) * ow;
      s->py += cos(ang) * ow;
    }
  } else {
    s->px += s->tx * w;
    s->py += s->ty * w;
  }
}

/* 574: coth_spiral: the point replaced by one of the curve coth((1 + a·i)·t/2) — a spiral that
 * goes out to infinity at t = 0 — at a random t in [−π, π); the input is not read. The denominator cos(a·t) − cosh(t)
 * cancels near t = 0, where the curve goes far out: in float it is −2(sin²(a·t/2) + sinh²(t/2)),
 * the same number without the cancellation; double keeps Fractorium's form. */
FM_VAR(coth_spiral) {
  const fm_real a = FM_PAR(coth_spiral_a);
  const fm_real t = (fm_rng_01(rng) - FM_R(0.5)) * FM_2PI_F4;
#ifdef FM_REAL_FLOAT
  const fm_real sa = sin(a * t * FM_R(0.5)), sh = sinh(t * FM_R(0.5));
  const fm_real aux = fm_zeps(-2 * (sa * sa + sh * sh));
#else
  const fm_real aux = fm_zeps(cos(a * t) - cosh(t));
#endif
  s->px += w * (-sinh(t) / aux);
  s->py += w * (sin(a * t) / aux);
}

/* 575: cubicLattice_3D: the point moved to a random corner (Rand() & 7) of the cube of side 2w,
 * the sum so far plus the input (Fractorium reads its out point) pulled in by `xpand`: lattices
 * of cubes as the xform repeats. Style 2 shapes each axis by the point's angle to z. Corner bits:
 * 4 → x, 1 → y, 2 → z negative. */
FM_VAR(cubicLattice_3D) {
  const fm_real xpand = FM_PAR(cubicLattice_3D_xpand);
  const fm_real fill = fabs(xpand) <= 1 ? xpand * FM_R(0.5) : sqrt(xpand) * FM_R(0.5);
  const fm_u32 corner = fm_rng_u32(rng) & 7u;
  fm_real ex = 1, wy = 1, zn = 1;
  FM_UNUSED_XF;
  if (fm_par_int(FM_PAR(cubicLattice_3D_style), 1, 2) == 2) {
    ex = cos(atan2(s->tx, s->tz));
    wy = sin(atan2(s->ty, s->tz));
    zn = (ex + wy) * FM_R(0.5);
  }
  {
    const fm_real vx = (s->px + s->tx) * fill * ex;
    const fm_real vy = (s->py + s->ty) * fill * wy;
    const fm_real vz = (s->pz + s->tz) * fill * zn;
    s->px += (corner & 4u) ? vx - w : vx + w;
    s->py += (corner & 1u) ? vy - w : vy + w;
    s->pz += (corner & 2u) ? vz - w : vz + w;
  }
}

/* One axis of block: asin(v/m) as atan2(a, √(1 − a²)), m = (|z + 1| + |z − 1|)/2 taken along that
 * axis (the elliptic coordinates' cosh μ), over π/2: the plane squeezed into the square ±w.
 * In float, √(r² + 1 ± 2v) is the distance to ±1 computed as such, and √(1 − a²) from
 * m² − v² in a form without cancellation (1 − a² loses all its digits where a is near 1, the
 * axis beyond the foci); double keeps Fractorium's form. */
FM_FN fm_real fm_f11_block_axis(fm_real v, fm_real u, fm_real r2, fm_real wk) {
#ifdef FM_REAL_FLOAT
  const fm_real d1 = sqrt((v + 1) * (v + 1) + u * u), d2 = sqrt((v - 1) * (v - 1) + u * u);
  const fm_real m = FM_R(0.5) * (d1 + d2);
  /* m² − v² = (d1·d2 − (v² − u² − 1))/2, or 2v²u²/(d1·d2 + v² − u² − 1) where that difference
   * is positive (the same number: d1²d2² − (v² − u² − 1)² = 4v²u²) */
  const fm_real h = v * v - u * u - 1, p = d1 * d2;
  const fm_real m2v2 = h > 0 ? 2 * v * v * u * u / (p + h) : (p - h) * FM_R(0.5);
  const fm_real a = v / fm_zeps(m);
  (void)r2;
  return wk * atan2(a, sqrt(m2v2) / fm_zeps(m));
#else
  const fm_real tmp = r2 + 1, v2 = 2 * v;
  const fm_real m = FM_R(0.5) * (sqrt(tmp + v2) + sqrt(tmp - v2));
  const fm_real a = v / fm_zeps(m), b2 = 1 - a * a;
  (void)u;
  return wk * atan2(a, b2 <= 0 ? FM_R(0.0) : sqrt(b2));
#endif
}

/* 576: block: each axis squeezed into ±w by fm_f11_block_axis. */
FM_VAR(block) {
  const fm_real wk = w * FM_R(FM_M_2_PI);
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += fm_f11_block_axis(s->tx, s->ty, s->r2, wk);
  s->py += fm_f11_block_axis(s->ty, s->tx, s->r2, wk);
}

/* 577: blur_square: a uniform point of the square of side 2w (x drawn first); the input is not
 * read. */
FM_VAR(blur_square) {
  const fm_real v = w * 2;
  FM_UNUSED_XF;
  s->px += v * (fm_rng_01(rng) - FM_R(0.5));
  s->py += v * (fm_rng_01(rng) - FM_R(0.5));
}

/* ---- bwraps_rand --------------------------------------------------------------------------- */

/* The cell hash of bwraps_rand: the fraction of sin(12.9898·x + 78.233·y + seed)·43758.5453.
 * Computed in double on both sides, as var_fractorium2.h's fm_waves4_hash: in float the product
 * keeps no correct digit after the point. */
FM_FN fm_real fm_f11_hash(double x, double y, double seed) {
  const double v = sin(x * 12.9898 + y * 78.233 + seed) * 43758.5453;
  return (fm_real)(v - floor(v));
}

/* 578: bwraps_rand: bwraps with a bubble of random size in each cell (the cell centre's hash,
 * or its squares' with symm, so that mirrored cells match): inside its bubble a point is
 * magnified by gain and twisted by inner_twist at the centre to outer_twist at the rim; outside
 * it is left alone. The centre is found in double, so that float and double hash the same cell. */
FM_VAR(bwraps_rand) {
  const fm_real cs = FM_PAR(bwraps_rand_cellsize);
  FM_UNUSED_RNG;
  if (cs == 0) {
    s->px += s->tx * w;
    s->py += s->ty * w;
    return;
  }
  {
    const double csd = (double)cs, inv = 1 / (double)fm_zeps(cs);
    const double cxd = (floor((double)s->tx * inv) + 0.5) * csd, cyd = (floor((double)s->ty * inv) + 0.5) * csd;
    const fm_real cx = (fm_real)cxd, cy = (fm_real)cyd;
    const fm_real lx = s->tx - cx, ly = s->ty - cy;
    const fm_real space = FM_PAR(bwraps_rand_space), gain = FM_PAR(bwraps_rand_gain);
    const fm_real half = FM_R(0.5) * (cs / (1 + space * space));
    const double seed = (double)FM_PAR(bwraps_rand_seed);
    const fm_real radius = half * (FM_PAR(bwraps_rand_symm) == 0 ? fm_f11_hash(cxd, cyd, seed)
                                                                   : fm_f11_hash(cxd * cxd, cyd * cyd, seed));
    const fm_real g2 = gain * gain, mb = g2 * radius;
    const fm_real max_bubble = mb > 2 ? FM_R(1.0) : mb / (mb * mb * FM_R(0.25) + 1);
    const fm_real r2 = radius * radius;
    if (lx * lx + ly * ly > r2) {
      s->px += s->tx * w;
      s->py += s->ty * w;
    } else {
      const fm_real rfactor = radius / fm_zeps(max_bubble);
      const fm_real lx2 = lx * g2, ly2 = ly * g2;
      const fm_real r = rfactor / ((lx2 * lx2 + ly2 * ly2) * FM_R(0.25) + 1);
      const fm_real lx3 = lx2 * r, ly3 = ly2 * r;
      const fm_real rr = (lx3 * lx3 + ly3 * ly3) / fm_zeps(r2);
      const fm_real theta = FM_PAR(bwraps_rand_inner_twist) * (1 - rr) + FM_PAR(bwraps_rand_outer_twist) * rr;
      const fm_real ct = cos(theta), st = sin(theta);
      s->px += (cx + ct * lx3 + st * ly3) * w;
      s->py += (cy - st * lx3 + ct * ly3) * w;
    }
  }
}

/* ---- the depth family: depth_blur, depth_gaussian(2), depth_ngon(2), depth_sine(2) -------- */

/* Each leaves the point alone within `radius` (of the origin, or for the 2 forms of (x0, y0) in
 * an ellipse scaled by mulx, muly) and beyond it adds a random offset of a bokeh shape whose size
 * grows with the distance past the radius (to the power exp, for the 2 forms), times blur/10:
 * a depth of field. Fractorium's flam3-compatible mode (its default) is the one here: there
 * depth_ngon2 is depth_ngon, its centre, scales and exp unread. */

/* The point plus the offset aux·(cos ang, sin ang), times the weight. */
FM_FN void fm_f11_depth_add(fm_var_state *s, fm_real w, fm_real aux, fm_real ang) {
  s->px += w * (s->tx + aux * cos(ang));
  s->py += w * (s->ty + aux * sin(ang));
}

/* Within the radius: the point itself, times the weight. */
FM_FN void fm_f11_depth_keep(fm_var_state *s, fm_real w) {
  s->px += w * s->tx;
  s->py += w * s->ty;
}

/* 579: depth_blur: the offset a random point of a star of `power` tips (range: how deep its
 * notches are), as starblur draws it; two draws. */
FM_VAR(depth_blur) {
  const fm_real power = FM_PAR(depth_blur_power), range = FM_PAR(depth_blur_range);
  const fm_real radius = FM_PAR(depth_blur_radius), rad = fm_vs_r(s);
  fm_real bx = 0, by = 0;
  if (rad > radius) {
    /* the star's edge length and the angle at its tips (Fractorium's precalc) */
    const fm_real tip = FM_R(FM_PI) / fm_zeps(power);
    const fm_real length = sqrt(1 + range * range - 2 * range * cos(tip));
    const fm_real alpha = asin(sin(tip) * range / fm_zeps(length));
    const fm_real sina = sin(alpha), cosa = cos(alpha);
    fm_real f = fm_rng_01(rng) * (power * 2);
    const fm_real edge = trunc(f);
    f = f - edge;
    {
      const fm_real x = f * length;
      fm_real z = sqrt(1 + x * x - 2 * x * cosa);
      const int iedge = (int)edge;
      const fm_real turn = FM_2PI_F4 / fm_zeps(power) * (fm_real)(iedge / 2);
      const fm_real off = asin(sina * x / fm_zeps(z));
      const fm_real ang = (iedge & 1) ? turn - off : turn + off;
      z *= sqrt(fm_rng_01(rng));
      {
        const fm_real aux = z * (FM_PAR(depth_blur_blur) / 10) * (rad - radius);
        by = aux * sin(ang - FM_R(FM_M_PI_2));
        bx = aux * cos(ang - FM_R(FM_M_PI_2));
      }
    }
  }
  s->px += w * (s->tx + bx);
  s->py += w * (s->ty + by);
}

/* 580: depth_gaussian: a normal offset (Box–Muller: radius drawn first, then angle). */
FM_VAR(depth_gaussian) {
  const fm_real radius = FM_PAR(depth_gaussian_radius), rad = fm_vs_r(s);
  if (rad > radius) {
    const fm_real r = sqrt(-2 * log(fm_rng_01(rng)));
    const fm_real ang = fm_rng_01(rng) * FM_2PI_F4;
    fm_f11_depth_add(s, w, r * (FM_PAR(depth_gaussian_blur) / 10) * (rad - radius), ang);
  } else {
    fm_f11_depth_keep(s, w);
  }
}

/* 581: depth_gaussian2: depth_gaussian about (x0, y0). The plugin's ellipse divides by
 * 1/mulx² (multiplies by mulx², where depth_sine2 divides by mulx), kept. */
FM_VAR(depth_gaussian2) {
  const fm_real mx = FM_PAR(depth_gaussian2_mulx), my = FM_PAR(depth_gaussian2_muly);
  const fm_real dx = (s->tx - FM_PAR(depth_gaussian2_x0)) / (1 / fm_zeps(mx * mx));
  const fm_real dy = (s->ty - FM_PAR(depth_gaussian2_y0)) / (1 / fm_zeps(my * my));
  const fm_real rad = sqrt(dx * dx + dy * dy), radius = FM_PAR(depth_gaussian2_radius);
  if (rad > radius) {
    const fm_real r = sqrt(-2 * log(fm_rng_01(rng)));
    const fm_real ang = fm_rng_01(rng) * FM_2PI_F4;
    fm_f11_depth_add(s, w, r * (FM_PAR(depth_gaussian2_blur) / 10) * exp(log(rad - radius) * FM_PAR(depth_gaussian2_exp)),
                     ang);
  } else {
    fm_f11_depth_keep(s, w);
  }
}

/* depth_ngon's offset at distance d past the radius: a random point on the outline of a regular
 * polygon of `power` sides (1/cos of the angle within its side), one draw. */
FM_FN void fm_f11_depth_ngon(fm_var_state *s, fm_real w, fm_real power, fm_real blur, fm_real d, fm_rng *rng) {
  const fm_real side = FM_2PI_F4 / fm_zeps(power), half = side / 2;
  const fm_real ang = fm_rng_01(rng) * FM_2PI_F4;
  fm_real phi = ang - side * floor(ang / fm_zeps(side));
  if (phi > half) phi -= side;
  fm_f11_depth_add(s, w, 1 / fm_zeps(cos(phi)) * (blur / 10) * d, ang);
}

/* 582: depth_ngon. */
FM_VAR(depth_ngon) {
  const fm_real radius = FM_PAR(depth_ngon_radius), rad = fm_vs_r(s);
  if (rad > radius)
    fm_f11_depth_ngon(s, w, FM_PAR(depth_ngon_power), FM_PAR(depth_ngon_blur), rad - radius, rng);
  else
    fm_f11_depth_keep(s, w);
}

/* 583: depth_ngon2: in Fractorium's flam3-compatible mode depth_ngon itself. */
FM_VAR(depth_ngon2) {
  const fm_real radius = FM_PAR(depth_ngon2_radius), rad = fm_vs_r(s);
  if (rad > radius)
    fm_f11_depth_ngon(s, w, FM_PAR(depth_ngon2_power), FM_PAR(depth_ngon2_blur), rad - radius, rng);
  else
    fm_f11_depth_keep(s, w);
}

/* depth_sine's offset at size k: angle drawn first, then a radius acos(2u − 1)/π (u^power for
 * u with another power), denser towards the rim. */
FM_FN void fm_f11_depth_sine(fm_var_state *s, fm_real w, fm_real power, fm_real k, fm_rng *rng) {
  const fm_real ang = fm_rng_01(rng) * FM_2PI_F4;
  const fm_real u = fm_rng_01(rng);
  const fm_real r = power == 1 ? acos(u * 2 - 1) / FM_R(FM_PI) : acos(exp(log(1 - u) * power) * 2 - 1) / FM_R(FM_PI);
  fm_f11_depth_add(s, w, r * k, ang);
}

/* 584: depth_sine (power at least 0). */
FM_VAR(depth_sine) {
  const fm_real radius = FM_PAR(depth_sine_radius), rad = fm_vs_r(s);
  if (rad > radius)
    fm_f11_depth_sine(s, w, fm_par_at_least(FM_PAR(depth_sine_power), 0), (FM_PAR(depth_sine_blur) / 10) * (rad - radius),
                      rng);
  else
    fm_f11_depth_keep(s, w);
}

/* 585: depth_sine2: depth_sine about (x0, y0) in the ellipse of half-axes mulx, muly (the
 * flam3-compatible form divides by them), the distance past the radius to the power exp. */
FM_VAR(depth_sine2) {
  const fm_real dx = (s->tx - FM_PAR(depth_sine2_x0)) / fm_zeps(FM_PAR(depth_sine2_mulx));
  const fm_real dy = (s->ty - FM_PAR(depth_sine2_y0)) / fm_zeps(FM_PAR(depth_sine2_muly));
  const fm_real rad = sqrt(dx * dx + dy * dy), radius = FM_PAR(depth_sine2_radius);
  if (rad > radius)
    fm_f11_depth_sine(s, w, fm_par_at_least(FM_PAR(depth_sine2_power), 0),
                      (FM_PAR(depth_sine2_blur) / 10) * exp(log(rad - radius) * FM_PAR(depth_sine2_exp)), rng);
  else
    fm_f11_depth_keep(s, w);
}

#endif
