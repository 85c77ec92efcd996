/*
 * var_fractorium13.h — Apophysis plugins and Fractorium's own variations as Fractorium has them
 * (Variations03/04/07.h, VariationsDC.h), each checked against Fractorium's own code on points and
 * parameters of realistic ranges (tests/data/variation_refs, made by tests/tools/ember_refs.sh;
 * tests/unit/test_variation_refs.c). Conventions as var_fractorium4.h's: parameters normalised as
 * Fractorium's reading normalises them (fm_par_*), its precalculated values computed in the formula
 * from the parameters (and, where Fractorium's Precalc reads it, the weight), a 3D one (FM_VARS_3D)
 * adding its z to pz, the 2D ones adding nothing to z (Fractorium's DefaultZ). Random draws go
 * through fm_rng_01 (Fractorium's Frand01) and fm_rng_bit (its RandBit), in Fractorium's order.
 * 606: randCubes (3D, random, direct colour, replaces the sum), 607: rippled, 608: rotate,
 * 609: roundspher3D (3D, reads the sum's z), 610: smartshape, 611: squares, 612: svf (3D),
 * 613: unicorngaloshen, 614: vignette (random), 615: Voron, 616: dragonfire, 617: Truchet_fill,
 * 618: Truchet_glyph, 619: Truchet_inv, 620: Truchet_hex_crop (random in mode 2), 621: Truchet_hex_fill
 * (random), 622: truchet_knot (random), 623: hex_truchet (random).
 * (variations.h includes it after var_fractorium2.h, whose fm_par_* it uses, and var_fractorium11.h,
 * whose fm_f11_hash it uses; nowhere else includes it). Common subset of C17 and CUDA C++.
 */
#ifndef FLAMEBUILD_VAR_FRACTORIUM13_H
#define FLAMEBUILD_VAR_FRACTORIUM13_H

/* The families whose helpers this one calls (a kernel of its own includes only the families
 * its variations need: kernels/codegen_families.c). */
#include "var_fractorium11.h"

/* An integer parameter of Fractorium's without bounds (its int conversion's range). */
#define FM_F13_INT(v) fm_par_int((v), FM_R(-2147483648.0), FM_R(2147483647.0))

/* Bob Jenkins' 32-bit integer hash (his "6-shift" one, as Fractorium's VarFuncs::Hash has it)
 * scaled to [-1, 1] by the largest int. The arithmetic wraps as a 32-bit int's does; the right
 * shifts are a signed int's (arithmetic), as in Fractorium. */
FM_FN fm_real fm_f13_hash(int a) {
  fm_u32 u = (fm_u32)a;
  u = (u ^ 61u) ^ (fm_u32)((int)u >> 16);
  u = u + (u << 3);
  u = u ^ (fm_u32)((int)u >> 4);
  u = u * 0x27d4eb2du;
  u = u ^ (fm_u32)((int)u >> 15);
  return (fm_real)(int)u / FM_R(2147483647.0);
}

/* The integer noise Voron places its cells' points by (Hugo Elias' lattice noise): a value in
 * [0, 1) for each integer, 32-bit int arithmetic wrapping as Fractorium's. */
FM_FN fm_real fm_f13_noise(int x) {
  fm_u32 n = (fm_u32)x;
  n = (n << 13) ^ n;
  n = (n * (n * n * 15731u + 789221u) + 1376312589u) & 0x7fffffffu;
  return (fm_real)(int)n * (FM_R(1.0) / FM_R(2147483647.0));
}

/* Fractorium's Round: half away from zero. */
FM_FN fm_real fm_f13_round(fm_real r) { return r > 0 ? floor(r + FM_R(0.5)) : ceil(r - FM_R(0.5)); }

/* ---- randCubes, rippled, rotate, roundspher3D, smartshape, squares, svf -------------------- */

/* 606: randCubes: a random block of a grid (its index along each axis a log-distributed distance
 * either way, so blocks thin out from the origin), a random point in it, lifted by a height hashed
 * from the block's indices that also picks the colour; the input point is not read. Fractorium
 * sets the sum to the block's point (it wipes what the xform's earlier variations added) and does
 * not scale by the weight. Each index draws Frand01 first, then RandBit for its sign. */
FM_VAR(randCubes) {
  const fm_real spread = FM_PAR(randCubes_spread), seed = FM_F13_INT(FM_PAR(randCubes_seed));
  const fm_real dens = FM_PAR(randCubes_density), size = FM_PAR(randCubes_blockSize);
  fm_real bx, by, z, u;
  FM_UNUSED_XF;
  (void)w;
  u = log(fm_rng_01(rng));
  bx = floor(u * (fm_rng_bit(rng) ? spread : -spread));
  u = log(fm_rng_01(rng));
  by = floor(u * (fm_rng_bit(rng) ? spread : -spread));
  z = fm_f13_hash((int)(bx * seed)) + fm_f13_hash((int)(bx + by * seed));
  s->px = (bx * dens + fm_rng_01(rng)) * size;
  s->py = (by * dens + fm_rng_01(rng)) * size;
  /* the block fades towards its floor: most points near its top */
  s->pz = FM_PAR(randCubes_blockHeight) * z * pow(fm_rng_01(rng), FM_R(0.125));
  s->color = z / 2;
}

/* 607: rippled: x scaled by tanh(r²) (flattened near the origin, the plane beyond), y by cos(r²)
 * (rings of alternating sign). */
FM_VAR(rippled) {
  const fm_real d = fm_zeps(s->r2), hw = w / 2;
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += hw * (tanh(d) * (2 * s->tx));
  s->py += hw * (cos(d) * (2 * s->ty));
}

/* 608: rotate: the point turned by angle degrees about the origin. */
FM_VAR(rotate) {
  const fm_real rad = FM_PAR(rotate_angle) / 180 * FM_R(FM_PI);
  const fm_real sn = sin(rad), cs = cos(rad);
  FM_UNUSED_RNG;
  s->px += w * (s->tx * cs - s->ty * sn);
  s->py += w * (s->tx * sn + s->ty * cs);
}

/* 609: roundspher3D: a spherical inversion in 3D, damped by (2/π)² so that it stays bounded near
 * the origin. A z of 0 (the input's, or the sum's so far) stands for cos(r), which lifts a flat
 * input onto a dome. The sum's z is not added to but replaced: by itself (or cos(r) where it was 0)
 * plus the inversion's z, as Fractorium takes the out point's z into its result. */
FM_VAR(roundspher3D) {
  const fm_real r = fm_vs_r(s);
  const fm_real tz = s->tz == 0 ? cos(r) : s->tz;
  const fm_real pz = s->pz == 0 ? cos(r) : s->pz;
  const fm_real d = s->r2 + tz * tz;
  const fm_real e = 1 / d + FM_R(0.63661977236758134308) * FM_R(0.63661977236758134308);
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += w * (w / d * s->tx / e);
  s->py += w * (w / d * s->ty / e);
  s->pz = pz + w * (w / d * tz / e);
}

/* 610: smartshape: the plane's angle folded into power sectors and each sector's radius scaled
 * to turn the circle into a regular polygon (distortion 1), a star or a flower (other powers of
 * the secant), with its corners rounded by roundstr over roundwidth; compensation evens out the
 * density along the edges by reparametrising the angle. */
FM_VAR(smartshape) {
  const fm_real power = fm_par_at_least(FM_PAR(smartshape_power), 2);
  const fm_real rstr = FM_PAR(smartshape_roundstr), rwidth = FM_PAR(smartshape_roundwidth);
  const fm_real dist = FM_PAR(smartshape_distortion);
  const fm_real comp = fm_par_clamp(FM_PAR(smartshape_compensation), 0, 1) <= 0 ? 0 : 1;
  const fm_real alpha = 2 * FM_R(FM_PI) / power;
  const fm_real dang = (fm_vs_atan_yx(s) + FM_R(FM_PI)) / alpha;
  const fm_real zang1 = floor(dang), xang1 = dang - zang1;
  const int upper = xang1 > FM_R(0.5); /* the sector's second half mirrors the first */
  const fm_real xang2 = upper ? 1 - xang1 : xang1;
  const fm_real zang = upper ? zang1 + 1 : zang1, sign = upper ? -1 : 1;
  fm_real xang, c1, coeff, ang, t;
  FM_UNUSED_RNG;
  if (comp == 1 && dist >= 1)
    xang = atan(xang2 * (tan(alpha * FM_R(0.5)) * 2)) / alpha;
  else
    xang = xang2;
  if (dist == 0)
    c1 = 1;
  else {
    const fm_real c0 = 1 / cos(xang * alpha);
    if (rstr != 0) {
      const fm_real rcoeff = rstr / sin(alpha * FM_R(0.5)) / power * 2;
      const fm_real ww = rwidth != 1 ? exp(log(xang * 2) * rwidth) * rcoeff : xang * 2 * rcoeff;
      c1 = fabs((1 - ww) * c0 + ww);
    } else
      c1 = c0;
  }
  coeff = dist != 1 ? exp(log(c1) * dist) : c1;
  ang = (zang + sign * xang) * alpha - FM_R(FM_PI);
  t = w * coeff * fm_vs_r(s);
  s->px += cos(ang) * t;
  s->py += sin(ang) * t;
}

/* 611: squares: a grid of cells of side cellsize, each a set of num concentric square rings
 * (of half-width cellsize/num/2) of which those from min to a hashed maximum (between max and
 * num) are turned by a quarter turn per ring; a hashed share zero of the cells is left as is.
 * The hashes (fm_f11_hash, of the cell centre's squares) are computed in double on both sides. */
FM_VAR(squares) {
  const fm_real cell = FM_PAR(squares_cellsize);
  FM_UNUSED_RNG;
  if (cell == 0) {
    s->px += s->tx * w;
    s->py += s->ty * w;
  } else {
    const fm_real num = FM_PAR(squares_num);
    const fm_real mn = fm_par_at_least(FM_PAR(squares_min), 0), mx = fm_par_at_least(FM_PAR(squares_max), 0);
    const fm_real cx = (floor(s->tx / cell) + FM_R(0.5)) * cell, cy = (floor(s->ty / cell) + FM_R(0.5)) * cell;
    const fm_real lx = s->tx - cx, ly = s->ty - cy;
    const fm_real ax = fabs(floor(lx * num * 2 / cell + FM_R(0.5)));
    const fm_real ay = fabs(floor(ly * num * 2 / cell + FM_R(0.5)));
    const fm_real m = ax > ay ? ax : ay;
    const double cx2 = (double)cx * (double)cx, cy2 = (double)cy * (double)cy;
    const fm_real top = mx + floor(fm_f11_hash(cx2, cy2, FM_PAR(squares_seed)) * (num - mx));
    const fm_real level = (m > top || m < mn) ? 0 : m - mn;
    const fm_real ang =
        fm_f11_hash(cx2, cy2, FM_PAR(squares_zero_seed)) < FM_PAR(squares_zero) ? 0 : level * FM_R(FM_M_PI_2);
    const fm_real c = cos(ang), sn = sin(ang);
    s->px += (cx + lx * c - ly * sn) * w;
    s->py += (cy + lx * sn + ly * c) * w;
  }
}

/* 612: svf: the plane wrapped onto a sphere (x the longitude, y the latitude), its radius
 * modulated by cos(n·latitude): a sphere of n-fold lobes. */
FM_VAR(svf) {
  const fm_real cn = cos(FM_PAR(svf_n) * s->ty);
  const fm_real sx = sin(s->tx), cx = cos(s->tx), sy = sin(s->ty), cy = cos(s->ty);
  FM_UNUSED_RNG;
  s->px += w * (cy * (cn * cx));
  s->py += w * (cy * (cn * sx));
  s->pz += w * (sy * cn);
}

/* ---- unicorngaloshen, vignette, Voron, dragonfire ---------------------------------------- */

/* 613: unicorngaloshen: the quadratic map (x−y)(x+my·y), x·y over the elliptic radius, its two
 * parts scaled by constant amplitudes or (sine > 0) by 1 and 2 plus sine waves of a function
 * of the point chosen by mode: the point, exp(−p), 1/p, log|p| (y's times its amplitude), or the
 * two angles. */
FM_VAR(unicorngaloshen) {
  const fm_real x = s->tx, y = s->ty;
  const fm_real mx = FM_PAR(unicorngaloshen_mult_x), my = FM_PAR(unicorngaloshen_mult_y);
  const fm_real xa = FM_PAR(unicorngaloshen_sin_x_amplitude), ya = FM_PAR(unicorngaloshen_sin_y_amplitude);
  const fm_real r = w / fm_zeps(sqrt(y * y * my + mx * (x * x)));
  fm_real fx, fy;
  FM_UNUSED_RNG;
  if (FM_PAR(unicorngaloshen_sine) <= 0) {
    fx = xa;
    fy = ya;
  } else {
    const fm_real mode = fm_par_clamp(FM_PAR(unicorngaloshen_mode), 0, 4);
    fm_real ax, ay;
    if (mode <= 0) {
      ax = x;
      ay = y;
    } else if (mode <= 1) {
      ax = exp(-x);
      ay = exp(-y);
    } else if (mode <= 2) {
      ax = 1 / fm_zeps(x);
      ay = 1 / fm_zeps(y);
    } else if (mode <= 3) {
      ax = log(fabs(x));
      ay = ya * log(fabs(y));
    } else {
      ax = atan2(x, y);
      ay = atan2(y, x);
    }
    fx = 1 + xa * sin(ax * (FM_R(FM_PI) * FM_PAR(unicorngaloshen_sin_x_freq)));
    fy = 2 + ya * sin(ay * (FM_R(FM_PI) * FM_PAR(unicorngaloshen_sin_y_freq)));
  }
  s->px += fx * (x - y) * (x + my * y) * r;
  s->py += fy * x * y * r;
}

/* 614: vignette: the point kept within inner_radius of (posx, posy) (dropped to the origin for a
 * negative radius); beyond it, over fade_radius, it survives with a probability falling as the
 * power-shaped fade (rising, for a negative fade_radius: an inverse vignette) and is blurred the
 * more the further out. Three draws for every point outside: the fade, the blur's length, its angle. */
FM_VAR(vignette) {
  const fm_real inner = FM_PAR(vignette_inner_radius);
  const fm_real fr = fm_par_nonzero(FM_PAR(vignette_fade_radius));
  const fm_real dx = s->tx - FM_PAR(vignette_posx), dy = s->ty - FM_PAR(vignette_posy);
  fm_real dist = sqrt(dx * dx + dy * dy), x = s->tx, y = s->ty, fade, br, ba;
  FM_UNUSED_XF;
  if (dist < fabs(inner)) {
    if (inner >= 0) {
      s->px += x * w;
      s->py += y * w;
    }
    return;
  }
  dist = (dist - fabs(inner)) / fabs(fr);
  fade = 1 - pow(fm_rng_01(rng), 1 / fabs(fm_par_nonzero(FM_PAR(vignette_power))));
  {
    const fm_real t = dist * fm_rng_01(rng);
    br = FM_PAR(vignette_blur) * pow(t, FM_R(2.0));
  }
  ba = fm_rng_01(rng) * (2 * FM_R(FM_PI));
  if (fr > 0 ? fade < dist : 1 - fade > dist) {
    x = 0;
    y = 0;
  } else {
    x += br * cos(ba);
    y += br * sin(ba);
  }
  s->px += x * w;
  s->py += y * w;
}

/* 615: Voron: a Voronoi diagram of points scattered num (hashed per cell, 1 to num) to a grid cell
 * of side Step, positions hashed from the cell and the seeds; the point pulled towards the nearest
 * of them (K 1 leaves it, 0 puts it on the site). The 3×3 cells around the point are searched. */
FM_VAR(Voron) {
  const fm_real step = fm_par_nonzero(FM_PAR(Voron_Step)), k = FM_PAR(Voron_K);
  const fm_real num = fm_par_int(FM_PAR(Voron_Num), 1, 25);
  const int xseed = (int)FM_F13_INT(FM_PAR(Voron_XSeed)), yseed = (int)FM_F13_INT(FM_PAR(Voron_YSeed));
  const int m = (int)floor(s->tx / step), n = (int)floor(s->ty / step);
  fm_real rmin = 20, x0 = 0, y0 = 0;
  int i, j, l;
  FM_UNUSED_RNG;
  for (i = -1; i < 2; i++) {
    const int m1 = m + i;
    for (j = -1; j < 2; j++) {
      const int n1 = n + j;
      const int cnt = 1 + (int)floor(num * fm_f13_noise(19 * m1 + 257 * n1 + xseed));
      for (l = 0; l < cnt; l++) {
        const fm_real x = (fm_f13_noise(l + 64 * m1 + 15 * n1 + xseed) + m1) * step;
        const fm_real y = (fm_f13_noise(l + 21 * m1 + 33 * n1 + yseed) + n1) * step;
        const fm_real ox = s->tx - x, oy = s->ty - y;
        const fm_real r = sqrt(ox * ox + oy * oy);
        if (r < rmin) {
          rmin = r;
          x0 = x;
          y0 = y;
        }
      }
    }
  }
  s->px += w * (k * (s->tx - x0) + x0);
  s->py += w * (k * (s->ty - y0) + y0);
}

/* 616: dragonfire: a sinh-like map, (c1·eˣ − c2/(c1·eˣ), sin y) over (c1·eˣ + c2/(c1·eˣ) − cos y),
 * optionally made fuzzy by cos(logScalarFuzzy/log|·|) of each coordinate in one of seven ways
 * (fuzzyMode 1-7), blended with the plain map by fuzzyInterpolationPosition directly or through
 * cos, tan, sinh or asinh of it times π (fuzzyInterpolationMode). */
FM_VAR(dragonfire) {
  const fm_real c1 = FM_PAR(dragonfire_c1), c2 = FM_PAR(dragonfire_c2);
  const fm_real cy = cos(s->ty), sy = sin(s->ty);
  const fm_real mode = fm_par_clamp(FM_PAR(dragonfire_fuzzyMode), 0, 7);
  fm_real fx, fy;
  FM_UNUSED_RNG;
  /* Far from the y axis eˣ overflows (or underflows) in float long before double: there the ratio
   * is taken over its larger term (the same value to rounding), so that float reaches double's
   * limits (±w, 0) instead of inf/inf. */
  if (s->tx > 60 && c1 != 0) {
    const fm_real q = exp(-s->tx) / c1, r = w / (1 + c2 * q * q - cy * q);
    fx = (1 - c2 * q * q) * r;
    fy = sy * q * r;
  } else if (s->tx < -60 && c1 != 0 && c2 != 0) {
    const fm_real e = exp(s->tx) * c1, r = w / (e * e + c2 - cy * e);
    fx = (e * e - c2) * r;
    fy = sy * e * r;
  } else {
    const fm_real ex = exp(s->tx) * c1, enx = c2 / fm_zeps(ex);
    const fm_real r = w / fm_zeps(ex + enx - cy);
    fx = (ex - enx) * r;
    fy = sy * r;
  }
  if (mode < 1) {
    s->px += fx;
    s->py += fy;
  } else {
    const fm_real ls = FM_PAR(dragonfire_logScalarFuzzy), rad = FM_PAR(dragonfire_fuzzyRadius);
    const fm_real imode = fm_par_clamp(FM_PAR(dragonfire_fuzzyInterpolationMode), 0, 6);
    const fm_real pos = FM_PAR(dragonfire_fuzzyInterpolationPosition);
    const fm_real zx = cos(ls / fm_zeps(log(fabs(fx)))), zy = cos(ls / fm_zeps(log(fabs(fy))));
    fm_real nx, ny;
    if (mode < 2) {
      nx = fx + zx;
      ny = fy + zy;
    } else if (mode < 3) {
      nx = fx * sin(zx);
      ny = fy * sin(zy);
    } else if (mode < 4) {
      nx = fx * exp(sin(zx));
      ny = fy * exp(sin(zy));
    } else {
      const fm_real rx = (zx < 0 ? -1 : 1) * rad, ry = (zy < 0 ? -1 : 1) * rad;
      if (mode < 5) {
        nx = fx + rx;
        ny = fy + ry;
      } else if (mode < 6) {
        nx = fx + exp(rx);
        ny = fy + exp(ry);
      } else {
        nx = fx + exp(sin(rx));
        ny = fy + exp(cos(ry));
      }
    }
    if (imode < 1) {
      s->px += nx;
      s->py += ny;
    } else {
      fm_real val;
      if (imode < 2)
        val = pos;
      else {
        const fm_real pp = pos * FM_R(FM_PI);
        const fm_real tp = imode < 3 ? cos(pp) : imode < 4 ? tan(pp) : imode < 5 ? sinh(pp) : asinh(pp);
        val = (1 - tp) * FM_PAR(dragonfire_adjustedFuzzyScalar);
      }
      s->px += fx * (1 - val) + nx * val;
      s->py += fy * (1 - val) + ny * val;
    }
  }
}

/* ---- Truchet_fill, Truchet_glyph, Truchet_inv ---------------------------------------------- */

/* The Truchet tiles' arcs: the superellipse distances (exponent n) of the tile point (x, y) from
 * the two corners its tile type joins, r0 from the lower one, r1 from the upper. */
FM_FN void fm_f13_truchet_arcs(fm_real x, fm_real y, fm_real type, fm_real n, fm_real onen, fm_real *r0,
                               fm_real *r1) {
  const fm_real a = type < 1 ? x : x - 1, b = type < 1 ? x - 1 : x;
  *r0 = pow(pow(fabs(a), n) + pow(fabs(y), n), onen);
  *r1 = pow(pow(fabs(b), n) + pow(fabs(y - 1), n), onen);
}

/* A tile's coordinate within [0, 1): v less its nearest integer, wrapped up where negative. */
FM_FN fm_real fm_f13_tile_part(fm_real v, fm_real nearest) {
  const fm_real r = v - nearest;
  return r < 0 ? 1 + r : r;
}

/* The plugins' linear congruential step on a tile's hash, mod 65535 then 2: the tile's type.
 * In double on both sides, as the numbers run far beyond float's integers. */
FM_FN fm_real fm_f13_tile_type(double h) { return (fm_real)fmod(fmod(h * 32747.0 + 12345.0, 65535.0), 2.0); }

/* The arcs' half-width in units of the distance: (2^(1/n) − 1)/2 times the arc width. */
FM_FN fm_real fm_f13_truchet_rmax(fm_real onen, fm_real width) {
  return fm_zeps(FM_R(0.5) * (pow(FM_R(2.0), onen) - 1) * width);
}

/* 617: Truchet_fill: the plane tiled by Truchet tiles of side weight (each two quarter arcs joining
 * opposite corners' midpoints, a superellipse's of exponent in general), the arcs drawn filled
 * by mapping the point onto them, doubled in scale; the tiles' orientation all one way (seed 0
 * or 1) or hashed per tile from seed. Fractorium's output is not scaled by the weight, which only
 * sets the tiles' size, and the input is subtracted (its sum keeps the tiles only). */
FM_VAR(Truchet_fill) {
  const fm_real n = fm_par_cyclic(FM_PAR(Truchet_fill_exponent), FM_R(0.001), 2);
  const fm_real width = fm_par_cyclic(FM_PAR(Truchet_fill_arc_width), FM_R(0.001), 1);
  const fm_real seed = FM_PAR(Truchet_fill_seed);
  const fm_real onen = 1 / n, rmax = fm_f13_truchet_rmax(onen, width), scale = 1 / w;
  const fm_real x1 = s->tx * scale, y1 = s->ty * scale;
  const fm_real x = fm_f13_tile_part(x1, fm_f13_round(x1)), y = fm_f13_tile_part(y1, fm_f13_round(y1));
  const fm_real fx = floor(s->tx), fy = floor(s->ty);
  fm_real type = 0, r0, r1, ox = 0, oy = 0;
  FM_UNUSED_RNG;
  if (seed == 1)
    type = 1;
  else if (seed != 0) {
    const double sd = seed, s2 = sqrt(sd * 1.5) / (double)fm_zeps(seed * FM_R(0.5)) * 0.25;
    const double xr = (double)fm_f13_round(fabs(s->tx)) * s2, yr = (double)fm_f13_round(fabs(s->ty)) * s2;
    type = fm_f13_tile_type((sd + (xr + yr + xr * yr)) * s2 * 0.5);
  }
  fm_f13_truchet_arcs(x, y, type, n, onen, &r0, &r1);
  if (fabs(r0 - FM_R(0.5)) / rmax < 1) {
    ox = 2 * (x + fx);
    oy = 2 * (y + fy);
  }
  if (fabs(r1 - FM_R(0.5)) / rmax < 1) {
    ox += 2 * (x + fx);
    oy += 2 * (y + fy);
  }
  s->px += ox - s->tx;
  s->py += oy - s->ty;
}

/* 618: Truchet_glyph: Truchet_fill's tiles (the type hashed per tile by fm_f11_hash) shown only
 * inside diamonds: the plane cut in squares of side amp, each turned by angle degrees, and the
 * point kept within the L1 radius amp·max/2 of its square's centre; elsewhere the input passes
 * through unscaled. */
FM_VAR(Truchet_glyph) {
  const fm_real n = fm_par_clamp(fm_par_clamp(FM_PAR(Truchet_glyph_exponent), 0, 2), FM_R(0.001), 2);
  const fm_real width = fm_par_clamp(FM_PAR(Truchet_glyph_arc_width), FM_R(0.001), 1);
  const fm_real amp = fm_par_nonzero(fm_par_at_least(FM_PAR(Truchet_glyph_amp), FM_R(FM_REAL_EPSILON)));
  const fm_real halfmax = amp * FM_R(0.5) * fm_par_at_least(FM_PAR(Truchet_glyph_max), 0);
  const fm_real seed = FM_PAR(Truchet_glyph_seed), rads = FM_PAR(Truchet_glyph_angle) * (FM_R(FM_PI) / 180);
  const fm_real onen = 1 / fm_zeps(n), rmax = fm_f13_truchet_rmax(onen, width), scale = 1 / w;
  const fm_real x1 = s->tx * scale, y1 = s->ty * scale;
  const fm_real x = fm_f13_tile_part(x1, floor(x1 + FM_R(0.5))), y = fm_f13_tile_part(y1, floor(y1 + FM_R(0.5)));
  const fm_real fx = floor(s->tx), fy = floor(s->ty);
  const fm_real cs = cos(rads), sn = sin(rads);
  const fm_real vx = s->tx - (floor(s->tx / amp) + FM_R(0.5)) * amp;
  const fm_real vy = s->ty - (floor(s->ty / amp) + FM_R(0.5)) * amp;
  const fm_real nx = cs * vx + sn * vy, ny = -sn * vx + cs * vy;
  fm_real type, r0, r1, ox = 0, oy = 0;
  FM_UNUSED_RNG;
  if (fabs(nx) + fabs(ny) >= halfmax) {
    s->px += s->tx;
    s->py += s->ty;
    return;
  }
  if (seed == 0)
    type = 0;
  else if (seed == 1)
    type = 1;
  else
    type = fm_f13_tile_type(
        fm_f11_hash(floor(fabs((double)s->tx) + 0.5), floor(fabs((double)s->ty) + 0.5), seed));
  fm_f13_truchet_arcs(x, y, type, n, onen, &r0, &r1);
  if (fabs(r0 - FM_R(0.5)) / rmax < 1) {
    ox = (x + fx) * 2;
    oy = (y + fy) * 2;
  }
  if (fabs(r1 - FM_R(0.5)) / rmax < 1) {
    ox += (x + fx) * 2;
    oy += (y + fy) * 2;
  }
  s->px += ox - s->tx;
  s->py += oy - s->ty;
}

/* 619: Truchet_inv: the complement of the filled tiles: a point off both arcs keeps its tile
 * position times size, one on an arc goes to the origin. The tiles' side is the weight over
 * cos(rotation) + sin(rotation); the per-tile hash is Truchet_fill's (without the absolute values). */
FM_VAR(Truchet_inv) {
  const fm_real n = fm_par_clamp(fm_par_clamp(FM_PAR(Truchet_inv_exponent), 0, 2), FM_R(0.001), 2);
  const fm_real width = fm_par_clamp(FM_PAR(Truchet_inv_arc_width), FM_R(0.001), 1);
  const fm_real seed = FM_PAR(Truchet_inv_seed), rot = FM_PAR(Truchet_inv_rotation);
  const fm_real size = fm_par_at_least(FM_PAR(Truchet_inv_size), 0);
  const fm_real onen = 1 / fm_zeps(n), rmax = fm_f13_truchet_rmax(onen, width);
  const fm_real scale = (cos(rot) + sin(rot)) / w;
  const fm_real x1 = s->tx * scale, y1 = s->ty * scale;
  const fm_real x = fm_f13_tile_part(x1, floor(x1 + FM_R(0.5))), y = fm_f13_tile_part(y1, floor(y1 + FM_R(0.5)));
  fm_real type, r0, r1;
  FM_UNUSED_RNG;
  if (seed == 0)
    type = 0;
  else if (seed == 1)
    type = 1;
  else {
    const double sd = seed, s2 = sqrt(sd * 1.5) / (double)fm_zeps(seed * FM_R(0.5)) * 0.25;
    const double xr = floor((double)s->tx + 0.5) * s2, yr = floor((double)s->ty + 0.5) * s2;
    type = fm_f13_tile_type(((xr + yr + xr * yr) + sd) * (s2 * 0.5));
  }
  fm_f13_truchet_arcs(x, y, type, n, onen, &r0, &r1);
  if (fabs(r0 - FM_R(0.5)) / rmax > 1 && fabs(r1 - FM_R(0.5)) / rmax > 1) {
    s->px += (x + floor(s->tx)) * size;
    s->py += (y + floor(s->ty)) * size;
  }
}

/* ---- Truchet_hex_crop, Truchet_hex_fill, truchet_knot, hex_truchet ------------------------ */

#define FM_F13_SQRT3 FM_R(1.7320508075688772935)
#define FM_F13_SQRT3_2 FM_R(0.86602540378443864676)
#define FM_F13_PI3 FM_R(1.0471975511965977462)
#define FM_F13_PI6 FM_R(0.52359877559829887308)

/* The hash that turns a hexagonal tile (centre hx, hy) when the seed is 2 or more: fm_f11_hash of
 * the centre, which is computed in double from the tile's integer coordinates (rx along the row,
 * rz across) on both sides, so that float hashes the same tiles as double. */
FM_FN fm_real fm_f13_hex_hash(fm_real rx, fm_real rz, fm_real seed) {
  const double hx = 1.7320508075688772935 * (double)rx + 0.86602540378443864676 * (double)rz;
  return fm_f11_hash(hx, 1.5 * (double)rz, seed);
}

/* 620: Truchet_hex_crop: the plane in hexagons of circumradius 1 (the point's tile found by rounding
 * its cube coordinates), each holding three arcs of radius 1/2 round alternate corners, turned by
 * π/3 for tiles chosen by seed (1: those at even coordinates, 2 on: hashed); the point within wd of
 * an arc (or, inv, off the arcs) goes to the tile's centre (mode 0), the arc's corner (1) or a
 * random one of the band's two edges (2). */
FM_VAR(Truchet_hex_crop) {
  const fm_real wd = fm_par_clamp(FM_PAR(Truchet_hex_crop_wd), 0, 5);
  const fm_real mode = fm_par_int(FM_PAR(Truchet_hex_crop_mode), 0, 2);
  const fm_real inv = fm_par_int(FM_PAR(Truchet_hex_crop_inv), 0, 1), seed = FM_F13_INT(FM_PAR(Truchet_hex_crop_seed));
  const fm_real d1 = FM_R(0.5) + wd, d2 = FM_R(0.5) - wd, coef = FM_R(0.47746482927568600731); /* 1.5/π */
  const fm_real y3 = s->ty / 3, cx = FM_R(0.57735026918962576451) * s->tx - y3, cz = 2 * y3, cy = -cx - cz;
  fm_real rx = round(cx), ry = round(cy), rz = round(cz);
  const fm_real ex = fabs(rx - cx), ey = fabs(ry - cy), ez = fabs(rz - cz);
  fm_real hx, hy, fx, fy, add = 0, angle, x0, y0, dist;
  int hit;
  /* the largest rounding error is the coordinate the other two fix */
  if (ex > ey && ex > ez)
    rx = -ry - rz;
  else if (ey > ez)
    ry = -rx - rz;
  else
    rz = -rx - ry;
  hx = FM_F13_SQRT3 * rx + FM_F13_SQRT3_2 * rz;
  hy = FM_R(1.5) * rz;
  fx = s->tx - hx;
  fy = s->ty - hy;
  if (seed == 1) {
    if (!((int)rx & 1) && !((int)rz & 1)) add = FM_F13_PI3;
  } else if (seed >= 2) {
    if (fm_f13_hex_hash(rx, rz, seed) < FM_R(0.5)) add = FM_F13_PI3;
  }
  angle = atan2(fy, fx) + FM_F13_PI6 - add;
  angle = floor(angle * coef) / coef + FM_F13_PI6 + add; /* the nearest arc's corner */
  x0 = cos(angle);
  y0 = sin(angle);
  dist = sqrt((fx - x0) * (fx - x0) + (fy - y0) * (fy - y0));
  hit = inv != 0 ? (dist > d1 || dist < d2) : (dist < d1 && dist > d2);
  if (hit) {
    if (mode < FM_R(0.5)) {
      fx = 0;
      fy = 0;
    } else if (mode < FM_R(1.5)) {
      fx = x0;
      fy = y0;
    } else {
      const fm_real ra = atan2(fy - y0, fx - x0);
      const fm_real d = fm_rng_01(rng) < FM_R(0.5) ? d1 : d2;
      fx = x0 + cos(ra) * d;
      fy = y0 + sin(ra) * d;
    }
  }
  s->px += (fx + hx) * w;
  s->py += (fy + hy) * w;
}

/* 621: Truchet_hex_fill: a random hexagonal tile (indices log-distributed from the origin by
 * spreadx and spready, the row offset either way) filled with three arcs: the input's y picks one
 * of 3n sectors' angle and its x the radius, folded to the nearest of alternate corners and turned
 * by ±π/6 as the tile's orientation says (seed 1: even tiles, 2 on: hashed); flipx and flipy mirror
 * the input on the turned tiles. Six draws: two per index, the row's sign, the sector. */
FM_VAR(Truchet_hex_fill) {
  const fm_real n3 = 3 * FM_F13_INT(FM_PAR(Truchet_hex_fill_n)), n13 = 1 / fm_zeps(n3);
  const fm_real sx = FM_PAR(Truchet_hex_fill_spreadx), sy = FM_PAR(Truchet_hex_fill_spready);
  const fm_real seed = FM_F13_INT(FM_PAR(Truchet_hex_fill_seed));
  const int flipx = fm_par_int(FM_PAR(Truchet_hex_fill_flipx), 0, 1) != 0;
  const int flipy = fm_par_int(FM_PAR(Truchet_hex_fill_flipy), 0, 1) != 0;
  fm_real rx, rz, rzs, hx, hy, rangle, fx, fy, ang, a, big, nx, ny, u;
  int add = 1;
  u = log(fm_rng_01(rng));
  rx = floor(u * (fm_rng_01(rng) < FM_R(0.5) ? sx : -sx));
  u = log(fm_rng_01(rng));
  rz = floor(u * (fm_rng_01(rng) < FM_R(0.5) ? sy : -sy));
  rzs = fm_rng_01(rng) < FM_R(0.5) ? rz : -rz;
  hx = FM_F13_SQRT3 * rx + FM_F13_SQRT3_2 * rzs;
  hy = FM_R(1.5) * rz;
  if (seed == 1) {
    if (!((int)rx & 1) && !((int)rz & 1)) add = 0;
  } else if (seed >= 2) {
    const double h = fm_f11_hash(1.7320508075688772935 * (double)rx + 0.86602540378443864676 * (double)rzs,
                                 1.5 * (double)rz, seed);
    if (h < 0.5) add = 0;
  }
  rangle = floor(fm_rng_01(rng) * n3) * (2 * FM_R(FM_PI)) * n13;
  fy = (flipy ? (add ? s->ty : -s->ty) : s->ty) * n13;
  fx = (flipx ? (add ? s->tx : -s->tx) : s->tx) * n13;
  ang = fy * FM_R(FM_PI) + rangle;
  a = 1 + fx * FM_R(FM_PI);
  fx = a * cos(ang);
  fy = a * sin(ang);
  big = atan2(fy, fx);
  if (big < 0) big += 2 * FM_R(FM_PI);
  big = floor(FM_R(1.5) * big * FM_R(0.31830988618379067154)); /* the third of the circle it lies in */
  ang = (FM_R(FM_PI) + big * (2 * FM_R(FM_PI))) / 3;
  nx = fx - cos(ang) * 2;
  ny = fy - sin(ang) * 2;
  if (add) {
    fx = FM_F13_SQRT3_2 * nx - FM_R(0.5) * ny;
    fy = FM_R(0.5) * nx + FM_F13_SQRT3_2 * ny;
  } else {
    fx = FM_F13_SQRT3_2 * nx + FM_R(0.5) * ny;
    fy = -FM_R(0.5) * nx + FM_F13_SQRT3_2 * ny;
  }
  s->px += w * (fx * FM_R(0.5) + hx);
  s->py += w * (fy * FM_R(0.5) + hy);
}

/* 622: truchet_knot: the unit cells of the plane, each holding a random point of a bar of width
 * 1/2 and length 1.3 through its centre, along y in cells of even x + y and along x in the others:
 * the bars weave a knot pattern. Two draws, across and along the bar. */
FM_VAR(truchet_knot) {
  const fm_real cx = floor(s->tx), cy = floor(s->ty);
  const fm_real bx = (fm_rng_01(rng) - FM_R(0.5)) * FM_R(0.5);
  const fm_real by = (fm_rng_01(rng) * 2 - 1) * (1 - FM_R(0.1) - FM_R(0.5) * FM_R(0.5));
  const fm_real d0 = fabs(cx + cy), d1 = d0 - 2 * floor(d0 * FM_R(0.5));
  FM_UNUSED_XF;
  if (d1 < FM_R(0.5)) {
    s->px += w * (cx + bx);
    s->py += w * (cy + by);
  } else {
    s->px += w * (cx - by);
    s->py += w * (cy + bx);
  }
}

/* 623: hex_truchet: a random hexagonal tile of the (2·side + 1)² around the origin, and a random
 * point of one of its three arcs (a third of an annulus round a corner, its width set by size),
 * the tile turned by π/3 where its hash (fm_f11_hash of its indices, seed) is at least 1/2. The
 * plugin's rounded constants (2.0943, 0.5773, 0.8660, …) are kept. Four draws: the angle, the
 * radius, the two indices. */
FM_VAR(hex_truchet) {
  const fm_real one_m = (1 - fm_par_clamp(FM_PAR(hex_truchet_size), -1, 1)) * FM_R(0.85);
  const fm_real mn = (FM_R(0.15) + one_m * FM_R(0.5)) * (FM_R(0.15) + one_m * FM_R(0.5));
  const fm_real mx = (1 - one_m * FM_R(0.5)) * (1 - one_m * FM_R(0.5));
  const fm_real side = FM_PAR(hex_truchet_side), n = side * 2 + 1;
  const fm_real angle = fm_rng_01(rng) * (2 * FM_R(FM_PI));
  const fm_real r = sqrt(fm_rng_01(rng) * (mx - mn) + mn);
  const fm_real ix = 2 * (floor(fm_rng_01(rng) * n) - side), iy = 2 * (floor(fm_rng_01(rng) * n) - side);
  const fm_real rot = fm_f11_hash(ix, iy, FM_PAR(hex_truchet_seed)) < FM_R(0.5) ? 0 : FM_R(1.0471);
  const fm_real cs = cos(rot), sn = sin(rot), af = angle + FM_R(2.6179) - rot;
  fm_real cx, cy;
  if (angle < FM_R(2.0943)) {
    cx = 1;
    cy = FM_R(0.5773);
  } else if (angle < FM_R(4.1887)) {
    cx = -1;
    cy = FM_R(0.5773);
  } else {
    cx = 0;
    cy = FM_R(-1.1547);
  }
  s->px += (cos(af) * r + (cx * cs + cy * sn) + (ix + FM_R(0.5) * iy)) * w;
  s->py += (sin(af) * r + (-cx * sn + cy * cs) + FM_R(0.8660) * iy) * w;
}

#endif
