/*
 * var_jwildfire11.h — more of JWildfire's variations (from 800), each checked against JWildfire's
 * own code (tests/tools/jwf_refs.sh; tests/unit/test_variation_refs.c), with var_jwildfire4.h's
 * conventions: a parameter that JWildfire stores as an int is read through fm_jwf_int (Tools.FTOI),
 * its clamps are applied here (the genome holds the file's value), and what JWildfire's init()
 * derives from the parameters is derived here, per call.
 * 800: truchet2, 801: chaosCubes (3D, random, sets the colour), 802: drunken_tiles,
 * 803: flora (random), 804: bwrands (random), 805: mandelbox2D (sets the colour).
 * (variations.h includes it after the other var_*.h, whose helpers it uses; nowhere else
 * includes it). Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWILDFIRE11_H
#define FLAMEBUILD_VAR_JWILDFIRE11_H

/* The families whose helpers this one calls (a kernel of its own includes only the families
 * its variations need: kernels/codegen_families.c). */
#include "var_jwildfire7.h"
#include "var_jwildfire9.h"

/* ---- truchet2 (tatasz's) -------------------------------------------------------------------- */

/* Which of the two quarter-arc tiles the unit cell at (ix, iy) holds (whole numbers, Java's
 * Math.round of the point): tatasz's hash, a linear congruence on a real modulo 65,535 whose
 * parity picks the tile. In double on every side: in float the product with 32,747 keeps no
 * digit of the parity, and the GPU's fast division would move it besides. Seeds 0 and 1 are
 * one tile everywhere; seed2 is read only for the others (at 0 it would be 10¹⁵⁰). */
FM_FN int fm_truchet2_tile(double ix, double iy, double seed) {
  if (seed == 0.0) return 0;
  if (seed == 1.0) return 1;
  const double seed2 = sqrt(seed + seed / 2 + 1e-300) / (seed * 0.5 + 1e-300) * 0.25;
  const double xr = ix * seed2, yr = iy * seed2;
  const double h = (xr + yr + xr * yr + seed) * seed2 / 2.0;
  return !(fmod(fmod(h * 32747.0 + 12345.0, 65535.0), 2.0) < 1.0); /* NaN: JWildfire's second tile */
}

/* 800: truchet2: Truchet's quarter arcs on the unit grid, each band's width and the arcs'
 * superellipse exponent blended across stripes of the given scale (xp the distance from a
 * stripe's middle). Where the point lies on an arc (inverse: off both) it passes through
 * (its cell's corner plus its offset in the cell: the point itself); elsewhere the sum is moved
 * 100 (inverse: 10,000) away, unweighted, as JWildfire does, so that it falls outside the image. A
 * band of no width, or an exponent of 0 or less, passes every point through. */
FM_VAR(truchet2) {
  const fm_real e1 = fm_jw9_limit(FM_PAR(truchet2_exponent1), -1, 3), e2 = fm_jw9_limit(FM_PAR(truchet2_exponent2), -1, 3);
  const fm_real w1 = fm_jw9_limit(FM_PAR(truchet2_width1), -1, 2), w2 = fm_jw9_limit(FM_PAR(truchet2_width2), -1, 2);
  const fm_real scale = FM_PAR(truchet2_scale);
  const int inverse = fm_jw9_limit(fm_jwf_int(FM_PAR(truchet2_inverse)), 0, 1) != 0;
  const fm_real tx = s->tx, ty = s->ty;
  const fm_real xp = fabs((tx / scale - floor(tx / scale)) - FM_R(0.5)) * 2;
  fm_real width = w1 * (1 - xp) + xp * w2;
  FM_UNUSED_RNG;
  if (width > 1) width = 1;
  const fm_real xp2 = e1 * (1 - xp) + xp * e2;
  const fm_real n = xp2 < 2 ? xp2 : FM_R(2.0);
  if (width <= 0 || n <= 0) {
    s->px += tx * w;
    s->py += ty * w;
    return;
  }
  const fm_real onen = 1 / xp2;
  const fm_real rx = fm_java_round(tx), ry = fm_java_round(ty);
  fm_real x = tx - rx, y = ty - ry;
  if (x < 0) x = 1 + x;
  if (y < 0) y = 1 + y;
  const int tile = fm_truchet2_tile((double)rx, (double)ry, fabs((double)FM_PAR(truchet2_seed)));
  const fm_real ax = tile ? x - 1 : x;
  const fm_real bx = tile ? x : x - 1;
  const fm_real r0 = pow(pow(fabs(ax), n) + pow(fabs(y), n), onen);
  const fm_real r1 = pow(pow(fabs(bx), n) + pow(fabs(y - 1), n), onen);
  const fm_real rmax = FM_R(0.5) * (pow(FM_R(2.0), onen) - 1) * width;
  const fm_real r00 = fabs(r0 - FM_R(0.5)) / rmax, r11 = fabs(r1 - FM_R(0.5)) / rmax;
  const int keep = inverse ? (r00 > 1 && r11 > 1) : (r00 < 1 || r11 < 1);
  if (keep) {
    s->px += (x + floor(tx)) * w;
    s->py += (y + floor(ty)) * w;
  } else {
    const fm_real far = inverse ? FM_R(10000.0) : FM_R(100.0);
    s->px += far;
    s->py += far;
  }
}

/* ---- chaosCubes ------------------------------------------------------------------------------ */

/* JWildfire's (int) Math.max(lo, Math.min(v, hi)): Java's min and max keep a NaN, whose cast is 0
 * (C's fmin and fmax would drop it for the bound). */
FM_FN int fm_jw11_int_in(fm_real v, fm_real lo, fm_real hi) {
  if (!(v == v)) return 0;
  return (int)fm_java_int(v < lo ? lo : v > hi ? hi : v);
}

/* p turned by angle a about the x, y or z axis (axis 0, 1, 2), right-handed. */
FM_FN void fm_jw11_turn(fm_real *x, fm_real *y, fm_real *z, int axis, fm_real a) {
  const fm_real c = cos(a), sn = sin(a);
  fm_real u, v;
  if (axis == 0) {
    u = *y, v = *z;
    *y = c * u - sn * v, *z = sn * u + c * v;
  } else if (axis == 1) {
    u = *x, v = *z;
    *x = c * u + sn * v, *z = -sn * u + c * v;
  } else {
    u = *x, v = *y;
    *x = c * u - sn * v, *y = sn * u + c * v;
  }
}

/* Whether the sub-cube (ix, iy, iz) ∈ {−1, 0, 1}³ is kept by chaosCubes' mode m (0: Menger's
 * sponge, the cubes on at most one axis' middle; 1: the centre and its six faces' neighbours;
 * 2: all but the centre; 3: the sponge with its centre; 4: the eight corners; 5: the twelve
 * edges' middles), or by its complement where invert is set (mode 3's complement leaves the
 * centre out too). */
FM_FN int fm_chaoscubes_keep(int m, int invert, int ix, int iy, int iz) {
  const int zeros = (ix == 0) + (iy == 0) + (iz == 0);
  const int manhattan = (ix < 0 ? -ix : ix) + (iy < 0 ? -iy : iy) + (iz < 0 ? -iz : iz);
  const int centre = ix == 0 && iy == 0 && iz == 0;
  switch (m) {
  case 0: return invert ? zeros >= 2 : zeros < 2;
  case 1: return invert ? manhattan > 1 : manhattan <= 1;
  case 2: return invert ? centre : !centre;
  case 3: return invert ? zeros >= 2 && !centre : zeros < 2 || centre;
  case 4: return invert ? manhattan != 3 : manhattan == 3;
  default: return invert ? (3 - zeros) != 2 : (3 - zeros) == 2;
  }
}

/* 801: chaosCubes: depth steps of a 3D iterated function system, each a random one of its maps:
 * modes 0-5 scale the point towards one of the 27 sub-cubes of the cube of half-side offset,
 * drawn until the mode keeps it (three numbers a try), mode 6 halves its way to one of a square
 * pyramid's five corners, mode 7 picks mode7_A or mode7_B a step (one number). The point is
 * turned by rotX, rotY, rotZ degrees first, each step twists it by its own coordinate, julia adds
 * the start back each step, and sphereInvert inverts the end in a sphere. colorMode 1-5 blends
 * the colour by the weight towards a value of the end (its coordinates' mean, the last cube or
 * corner, its radius, the path's length, its angles) times colorSpeed, wrapped into [0, 1). */
FM_VAR(chaosCubes) {
  const int mode = fm_jw11_int_in(FM_PAR(chaosCubes_mode), 0, 7);
  const int mode_a = fm_jw11_int_in(FM_PAR(chaosCubes_mode7_A), 0, 5);
  const int mode_b = fm_jw11_int_in(FM_PAR(chaosCubes_mode7_B), 0, 5);
  const int depth = fm_jw11_int_in(FM_PAR(chaosCubes_depth), 1, 15);
  const fm_real twx = FM_PAR(chaosCubes_twistX), twy = FM_PAR(chaosCubes_twistY), twz = FM_PAR(chaosCubes_twistZ);
  const fm_real sx = FM_PAR(chaosCubes_scaleX), sy = FM_PAR(chaosCubes_scaleY), sz = FM_PAR(chaosCubes_scaleZ);
  const fm_real off = FM_PAR(chaosCubes_offset);
  const fm_real rx = FM_PAR(chaosCubes_rotX), ry = FM_PAR(chaosCubes_rotY), rz = FM_PAR(chaosCubes_rotZ);
  const int invert = FM_PAR(chaosCubes_invert) > FM_R(0.5), julia = FM_PAR(chaosCubes_julia) > FM_R(0.5);
  const int cmode = fm_jw11_int_in(FM_PAR(chaosCubes_colorMode), 0, 5);
  const fm_real deg = FM_R(0.017453292519943295);
  fm_real x = s->tx, y = s->ty, z = s->tz;
  fm_real cx, cy, cz, path = 0;
  int lx = 0, ly = 0, lz = 0, lv = 0, i;
  if (rx != 0) fm_jw11_turn(&x, &y, &z, 0, rx * deg);
  if (ry != 0) fm_jw11_turn(&x, &y, &z, 1, ry * deg);
  if (rz != 0) fm_jw11_turn(&x, &y, &z, 2, rz * deg);
  cx = x, cy = y, cz = z;
  for (i = 0; i < depth; i++) {
    int m = mode;
    if (m == 7) m = fm_rng_01(rng) < FM_R(0.5) ? mode_a : mode_b;
    if (m <= 5) {
      int ix, iy, iz;
      do { /* U may be 1 in JWildfire's generator: (int)(3U) − 1 is then 2, as its cast gives */
        ix = (int)fm_java_int(fm_rng_01(rng) * 3) - 1;
        iy = (int)fm_java_int(fm_rng_01(rng) * 3) - 1;
        iz = (int)fm_java_int(fm_rng_01(rng) * 3) - 1;
      } while (!fm_chaoscubes_keep(m, invert, ix, iy, iz));
      lx = ix, ly = iy, lz = iz;
      x = x * sx - ix * off * (1 - sx);
      y = y * sy - iy * off * (1 - sy);
      z = z * sz - iz * off * (1 - sz);
      if (julia) x += cx, y += cy, z += cz;
    } else { /* the pyramid's base corners (±offset, ±offset, 0) in turn, then its apex */
      lv = (int)fm_java_int(fm_rng_01(rng) * 5);
      const fm_real vx = lv == 0 || lv == 1 ? off : lv == 4 ? FM_R(0.0) : -off;
      const fm_real vy = lv == 0 || lv == 3 ? off : lv == 4 ? FM_R(0.0) : -off;
      const fm_real vz = lv == 4 ? off * sy * FM_R(0.5) : FM_R(0.0);
      x = (x + vx) * FM_R(0.5);
      y = (y + vy) * FM_R(0.5);
      z = (z + vz) * FM_R(0.5);
    }
    if (twx != 0) fm_jw11_turn(&x, &y, &z, 0, x * twx);
    if (twy != 0) fm_jw11_turn(&x, &y, &z, 1, y * twy);
    if (twz != 0) fm_jw11_turn(&x, &y, &z, 2, z * twz);
    path += sqrt(x * x + y * y + z * z);
  }
  if (FM_PAR(chaosCubes_sphereInvert) > FM_R(0.5)) {
    const fm_real r2 = x * x + y * y + z * z;
    if (r2 > FM_R(1.0e-6)) {
      const fm_real f = FM_PAR(chaosCubes_sphereRadius) * FM_PAR(chaosCubes_sphereRadius) / r2;
      x *= f, y *= f, z *= f;
    }
  }
  s->px += x * w;
  s->py += y * w;
  s->pz += z * w;
  if (cmode > 0) {
    fm_real c;
    if (cmode == 1) c = (x / off + y / off + z / off) / 3;
    else if (cmode == 2) c = mode == 6 ? lv / FM_R(4.0) : (lx + 1 + (ly + 1) * 3 + (lz + 1) * 9) / FM_R(26.0);
    else if (cmode == 3) c = sqrt(x * x + y * y + z * z) / off;
    else if (cmode == 4) c = path / (depth * off);
    else c = (atan2(y, x) + atan2(z, x) + 2 * FM_R(FM_PI)) / (4 * FM_R(FM_PI));
    c *= FM_PAR(chaosCubes_colorSpeed);
    c = fmod(fmod(c, FM_R(1.0)) + 1, FM_R(1.0));
    s->color += (c - s->color) * w;
  }
}

/* ---- drunken_tiles --------------------------------------------------------------------------- */

/* Whether (px, py) lies left of (or on) every edge of the closed path that starts at (0, r0) and
 * turns by step a vertex, n vertices, the odd ones at radius r1 and the even ones at r0 (a
 * hexagon: r1 = r0; drunken_tiles' five-pointed star: the inner radius): its shape test, in its
 * order of operations. */
FM_FN int fm_jw11_left_of_path(fm_real px, fm_real py, int n, fm_real step, fm_real r0, fm_real r1) {
  fm_real ax, ay, bx = 0, by = r0;
  int i;
  for (i = 0; i < n; i++) {
    const fm_real a = FM_R(FM_PI) / 2 + (i + 1) * step, rr = (i + 1) % 2 == 0 ? r0 : r1;
    ax = bx, ay = by;
    bx = rr * cos(a), by = rr * sin(a);
    if ((bx - ax) * (py - ay) - (by - ay) * (px - ax) < 0) return 0;
  }
  return 1;
}

/* 802: drunken_tiles: the plane cut into square cells of side cellsize, each cell's centre
 * moved by up to offset_strength cells (two nextDouble() of Java's Random seeded with the seed
 * xor the cell's column times 31 xor its row, as JWildfire does: in integers, so exact on every
 * side); a point inside the shape about that centre (shape_boundary_type 0-11: circle, square,
 * ellipse, triangle, rhombus, hexagon, five-pointed star, cross, ring, flower, n-pointed star,
 * cloud; radius half a cell times radius_factor) is spread by 1 + spacing, its part beyond
 * ±radius folded back, and turned from inner_twist at the centre to outer_twist at the rim;
 * any other point passes through. */
FM_VAR(drunken_tiles) {
  const fm_real cs = fmax(FM_PAR(drunken_tiles_cellsize), FM_R(1e-9));
  const fm_real rf = fmax(FM_PAR(drunken_tiles_radius_factor), FM_R(1e-9));
  const fm_real type_i = fm_java_int(FM_PAR(drunken_tiles_shape_boundary_type));
  const int type = type_i < 0 ? 0 : type_i > 11 ? 11 : (int)type_i;
  const fm_real inner = fm_jw9_limit(FM_PAR(drunken_tiles_inner_radius_factor), 0, 1);
  const fm_real arm_f = fm_jw9_limit(FM_PAR(drunken_tiles_arm_width_factor), 0, 1);
  fm_real radius = fabs(cs * FM_R(0.5) * rf);
  const fm_real x = s->tx, y = s->ty;
  FM_UNUSED_RNG;
  if (radius <= FM_R(1e-9)) radius = FM_R(1e-9);
  if (cs <= FM_R(1e-9) || radius <= FM_R(1e-9)) { /* held at the bound: JWildfire passes the point */
    s->px += w * x;
    s->py += w * y;
    return;
  }
  const fm_real r2 = radius * radius;
  const fm_real inv = 1 / cs;
  const fm_real ix = fm_java_int(floor(x * inv)), iy = fm_java_int(floor(y * inv));
  /* the seed: an int, widened to Java's long with its sign */
  const fm_u32 h = (fm_u32)(int)fm_java_int(FM_PAR(drunken_tiles_seed)) ^ ((fm_u32)(int)ix * 31u) ^ (fm_u32)(int)iy;
  fm_u64 st = ((fm_u64)h | ((h & 0x80000000u) ? 0xFFFFFFFF00000000ull : 0ull));
  st = (st ^ 0x5DEECE66Dull) & FM_JAVA_RANDOM_MASK;
  const fm_real ox = (fm_java_random_double(&st) * 2 - 1) * FM_PAR(drunken_tiles_offset_strength) * cs;
  const fm_real oy = (fm_java_random_double(&st) * 2 - 1) * FM_PAR(drunken_tiles_offset_strength) * cs;
  const fm_real cx = (ix + FM_R(0.5)) * cs + ox, cy = (iy + FM_R(0.5)) * cs + oy;
  const fm_real lx = x - cx, ly = y - cy;
  const fm_real d2 = lx * lx + ly * ly;
  const fm_real q = FM_R(-FM_PI) / 4, qc = cos(q), qs = sin(q); /* the rhombus: the square turned */
  int in = 0;
  switch (type) {
  case 1: in = fabs(lx) <= radius && fabs(ly) <= radius; break;
  case 2: {
    const fm_real ar = fmax(FM_R(1e-9), fabs(FM_PAR(drunken_tiles_aspect_ratio)));
    const fm_real ry = radius / ar, rx2 = radius * radius, ry2 = ry * ry;
    in = rx2 > FM_R(1e-12) && ry2 > FM_R(1e-12) && lx * lx / rx2 + ly * ly / ry2 <= 1;
    break;
  }
  case 3: { /* an upward triangle of circumradius r: inside where the three signs agree */
    const fm_real s32 = sqrt(FM_R(3.0)) / 2, v2x = radius * s32, v3x = -radius * s32, vy = -radius / 2;
    const fm_real e1 = (lx - v2x) * (radius - vy) - (0 - v2x) * (ly - vy);
    const fm_real e2 = (lx - v3x) * (vy - vy) - (v2x - v3x) * (ly - vy);
    const fm_real e3 = (lx - 0) * (vy - radius) - (v3x - 0) * (ly - radius);
    in = !((e1 < 0 || e2 < 0 || e3 < 0) && (e1 > 0 || e2 > 0 || e3 > 0));
    break;
  }
  case 4: in = fabs(qc * lx - qs * ly) <= radius && fabs(qs * lx + qc * ly) <= radius; break;
  case 5: in = fm_jw11_left_of_path(lx, ly, 6, FM_R(FM_PI) / 3, radius, radius); break;
  case 6: in = fm_jw11_left_of_path(lx, ly, 10, FM_R(FM_PI) / 5, radius, radius * fm_jw9_limit(inner, FM_R(0.01), 1)); break;
  case 7: {
    const fm_real arm = radius * fm_jw9_limit(arm_f, FM_R(0.01), 1);
    in = (fabs(lx) <= arm && fabs(ly) <= radius) || (fabs(lx) <= radius && fabs(ly) <= arm);
    break;
  }
  case 8: {
    const fm_real ri = radius * fm_jw9_limit(inner, 0, FM_R(0.99));
    in = d2 >= ri * ri && d2 <= r2;
    break;
  }
  case 9: case 10: case 11: { /* a radius by the angle: petals |cos(kφ)|, a star's zigzag, a cloud's sines */
    const fm_real cr = sqrt(d2);
    const fm_real amp = FM_PAR(drunken_tiles_cloudAmplitude) > 0 ? FM_PAR(drunken_tiles_cloudAmplitude) : FM_R(0.0);
    const fm_real reach = type == 11 ? radius * (1 + amp) : radius;
    if (!(cr <= reach)) break;
    if (cr < FM_R(1e-9)) {
      in = 1;
      break;
    }
    fm_real a = atan2(ly, lx), edge;
    if (type == 9) {
      edge = radius * fabs(cos(fmax(FM_R(2.0), fm_java_int(FM_PAR(drunken_tiles_flowerPetals))) * a));
    } else if (type == 10) {
      const fm_real k = fmax(FM_R(3.0), fm_java_int(FM_PAR(drunken_tiles_starPoints)));
      const fm_real per = FM_R(FM_PI) / k;
      while (a < 0) a += 2 * FM_R(FM_PI);
      const fm_real sector = fm_java_int(floor(a / per));
      const fm_real tn = 2 * fabs((a - sector * per) / per - FM_R(0.5));
      const fm_real rin = radius * inner;
      edge = rin + (radius - rin) * (fmod(sector, FM_R(2.0)) == 0 ? 1 - tn : tn);
    } else {
      const fm_real f = fmax(FM_R(1e-6), FM_PAR(drunken_tiles_cloudFrequency));
      const fm_real nz = FM_R(0.6) * sin(f * a) + FM_R(0.3) * sin(FM_R(2.1) * f * a + FM_R(1.23)) +
                         FM_R(0.1) * sin(FM_R(4.3) * f * a + FM_R(4.56));
      edge = radius * (1 + amp * nz);
    }
    in = cr <= edge + FM_R(1e-9);
    break;
  }
  default: in = d2 <= r2; break;
  }
  if (!in) {
    s->px += w * x;
    s->py += w * y;
    return;
  }
  fm_real sx = lx * (1 / radius), sy = ly * (1 / radius);
  if (sx > 1) sx -= 2;
  if (sx < -1) sx += 2;
  if (sy > 1) sy -= 2;
  if (sy < -1) sy += 2;
  const fm_real k = 1 + FM_PAR(drunken_tiles_spacing);
  const fm_real jx = sx * k * radius, jy = sy * k * radius;
  fm_real tn;
  if (type == 1) tn = fmin(FM_R(1.0), fmax(fabs(lx), fabs(ly)) / radius);
  else if (type == 4) tn = fmin(FM_R(1.0), fmax(fabs(qc * lx - qs * ly), fabs(qs * lx + qc * ly)) / radius);
  else tn = fmin(FM_R(1.0), sqrt(d2) / radius);
  const fm_real th = FM_PAR(drunken_tiles_inner_twist) * (1 - tn) + FM_PAR(drunken_tiles_outer_twist) * tn;
  const fm_real sn = sin(th), c = cos(th);
  s->px += w * (cx + c * jx - sn * jy);
  s->py += w * (cy + sn * jx + c * jy);
}

/* ---- flora ----------------------------------------------------------------------------------- */

/* 803: flora: one of 25 leaf and flower outlines as a polar curve r(t) of the point's angle
 * (leafType 0-24: ginkgo, cannabis, clover, rose, daisy, butterfly, oak, teardrop, lotus,
 * sycamore, ash, monstera, star anise, holly, sweetgum, grape, castor bean, hosta, alocasia,
 * dandelion, columbine, birch, tulip, linden, fiddlehead), most turned a quarter so that they
 * stand up, shapeMod each one's own knob; filled: the chance that the point lands inside, at a
 * random fraction of the weight (one draw, a second where it does), distort a wobble of the
 * input. The integer powers go through fm_pow_int: a negative base's, which the GPU's fast powf
 * would make NaN. */
FM_VAR(flora) {
  const int type = (int)fm_jw9_limit(fm_jwf_int(FM_PAR(flora_leafType)), 0, 24);
  const fm_real filled = fm_jw9_limit(FM_PAR(flora_filled), 0, 1);
  const fm_real m = FM_PAR(flora_shapeMod), distort = FM_PAR(flora_distort);
  const fm_real phi = fm_vs_atan_yx(s);
  const fm_real up = phi + FM_R(FM_PI) / 2;
  fm_real r = w, t = up, lr = 0, lx, ly;
  int sx = 0; /* 1: x = r·sin t, y = −r·cos t (the turn undone); else x = r·cos t, y = r·sin t */
  fm_real kx = 1;
  if (filled > 0 && filled > fm_rng_01(rng)) r = w * fm_rng_01(rng);
  switch (type) {
  case 0:
    if (sin(t) > 0) lr = (1 - m * FM_R(0.8) * fm_pow_int(cos(t), 50)) * (1 + FM_R(0.05) * cos(8 * t));
    break;
  case 1:
    lr = (1 + (FM_R(0.5) + m * FM_R(0.8)) * cos(8 * t)) * (1 + FM_R(0.1) * cos(24 * t)) *
         (FM_R(0.9) + FM_R(0.05) * cos(200 * t)) * (1 + sin(t));
    sx = 1;
    break;
  case 2: {
    const fm_real cleft = FM_R(0.5) + (-6 * m + FM_R(0.5)) * FM_R(0.5);
    t = phi + FM_R(FM_PI) / 4;
    lr = (1 + FM_R(0.8) * cos(4 * t)) * (1 - cleft * fm_pow_int(sin(4 * t), 2));
    break;
  }
  case 3:
    lr = sin(t);
    if (lr < 0) lr = 0;
    lr *= 1 + m * FM_R(0.1) * cos(40 * t);
    kx = FM_R(0.7);
    break;
  case 4: lr = FM_R(0.6) * (FM_R(1.2) + cos((8 + m * 16) * t)); break;
  case 5:
    lr = (exp(cos(t)) - 2 * cos(4 * t) + fm_pow_int(sin(t / 12), 5)) * (FM_R(0.7) + m * FM_R(0.6));
    sx = 1;
    break;
  case 6:
    lr = (1 + FM_R(0.8) * sin(t)) * (1 + (FM_R(0.1) + m * FM_R(0.2)) * cos(14 * t));
    sx = 1;
    break;
  case 7:
    lr = (1 - FM_R(0.9) * sin(t)) * (1 + FM_R(0.02) * cos(60 * t));
    kx = FM_R(0.6) + m * FM_R(0.4);
    break;
  case 8: { /* the lotus: unturned, its centre moved up as the rim's ripple shrinks it */
    const fm_real lotus = 1 + FM_R(0.05) * cos(12 * phi);
    lx = lotus * cos(phi);
    ly = lotus * sin(phi) + (FM_R(0.1) + m * FM_R(0.4)) * (1 - lotus);
    goto distorted;
  }
  case 9:
    lr = (1 - FM_R(0.5) * sin(t)) * (1 + (FM_R(0.1) + m * FM_R(0.4)) * cos(5 * t)) * (1 + FM_R(0.05) * cos(25 * t));
    sx = 1;
    break;
  case 10:
    lr = sin(t) > 0 ? sin(t) * (1 + (FM_R(0.05) + m * FM_R(0.3)) * cos(30 * t)) : FM_R(0.0);
    kx = FM_R(0.6);
    break;
  case 11: {
    fm_real base = 1 - FM_R(0.9) * sin(t);
    if (base < 0) base = 0;
    const fm_real f = (1 - m * FM_R(0.8) * fm_pow_int(sin(t * FM_R(2.5)), 10)) * (1 - m * FM_R(0.7) * fm_pow_int(cos(t * FM_R(3.5)), 10));
    lr = base * f;
    break;
  }
  case 12: lr = 1 + (FM_R(0.2) + m * FM_R(0.4)) * cos(8 * t); break;
  case 13:
    lr = 1 - (FM_R(0.15) + m * FM_R(0.2)) * fabs(sin(t * 10 / 2));
    kx = FM_R(0.7);
    break;
  case 14: lr = (1 - (FM_R(0.3) + m * FM_R(0.4)) * fabs(sin(t * 5 / 2))) * (1 + FM_R(0.04) * cos(40 * t)); break;
  case 15: {
    const fm_real lobe = FM_R(0.1) + m * FM_R(0.2);
    lr = (1 + lobe * cos(3 * t) - lobe * FM_R(0.5) * cos(5 * t)) * (1 + FM_R(0.03) * cos(20 * t) + FM_R(0.02) * cos(35 * t));
    break;
  }
  case 16: lr = (1 + (FM_R(0.3) + m * FM_R(0.5)) * cos(7 * t)) * (1 + FM_R(0.05) * cos(42 * t)); break;
  case 17:
    lr = (1 - FM_R(0.9) * sin(t)) * (1 + (FM_R(0.02) + m * FM_R(0.05)) * sin(10 * t));
    kx = FM_R(1.2);
    break;
  case 18:
    t = phi;
    lr = (1 - sin(t)) * (1 - (FM_R(0.1) + m * FM_R(0.4)) * fm_pow_int(cos(t), 2)) * (1 + FM_R(0.03) * sin(15 * t));
    kx = FM_R(0.7);
    break;
  case 19: lr = FM_R(0.8) * (FM_R(1.1) + cos((20 + m * 40) * t) * FM_R(0.3)); break;
  case 20: lr = 1 + sin(t) + (FM_R(0.2) + m * FM_R(0.6)) * sin(5 * t - FM_R(FM_PI) / 2); break;
  case 21:
    t = phi;
    lr = (1 - FM_R(0.9) * sin(t)) * (1 + FM_R(0.05) * cos(20 * t)) * (1 + (FM_R(0.02) + m * FM_R(0.03)) * cos(40 * t));
    kx = FM_R(0.8);
    break;
  case 22: /* the tulip: its y squashed, not its x */
    lr = pow(fabs(cos(t)), FM_R(0.3)) + pow(fabs(sin(t)), 2 + m * 2);
    lx = lr * sin(t);
    ly = -lr * cos(t) * FM_R(0.6);
    goto distorted;
  case 23:
    lr = 1 - FM_R(0.9) * sin(t + (m - FM_R(0.5)) * FM_R(0.2));
    sx = 1;
    kx = FM_R(1.1);
    break;
  default: /* 24: the fiddlehead, an Archimedean spiral of the angle's multiple */
    t = phi * (2 + m * 4) * FM_R(FM_PI);
    lr = FM_R(0.05) * t;
    break;
  }
  if (sx) {
    lx = lr * sin(t) * kx;
    ly = -lr * cos(t);
  } else {
    lx = lr * cos(t) * kx;
    ly = lr * sin(t);
  }
distorted:
  if (distort != 0) {
    lx += distort * sin(s->ty * 5);
    ly += distort * cos(s->tx * 5);
  }
  s->px += r * lx * FM_PAR(flora_scale);
  s->py += r * ly * FM_PAR(flora_scale);
}

/* ---- bwrands (Brad Stefanov's bwraps with random cells) --------------------------------------- */

/* bwrands' 16-bit mixing steps, in 32-bit integers as Java's ints wrap (the values are below 2¹⁶
 * where they are shifted): a bytewise blend of two masks, a swap of bytes, and one by primes. */
FM_FN fm_u32 fm_bwrands_mix(fm_u32 a, fm_u32 b, fm_u32 ma, fm_u32 mb) { return (a & ma) ^ (b & mb); }
FM_FN fm_u32 fm_bwrands_shf(fm_u32 a, fm_u32 b) { return ((a << 8) ^ (b >> 8)) & 0xFFFFu; }
FM_FN fm_u32 fm_bwrands_primes(fm_u32 a, fm_u32 b) { return ((a * 857u - 4u) & 0xFF00u) ^ ((0u - b * 977u + 8u) & 0x00FFu); }

/* 804: bwrands: bwraps' bubbles in square cells of side cellsize (space between them), each
 * cell's bubble given its own size (rmin to 1 of the radius), turn (rrot of a whole turn) and
 * kind by a hash of the cell's column, row and seed: a loonie's inversion (loonie_chance), a
 * flower of minpetals to maxpetals petals (petals_chance; one draw picks a petal's inside or its
 * edge), else bwraps' lens of gain; twisted from inner_twist at the centre to outer_twist at
 * the rim. Points outside their cell's bubble pass through. What JWildfire's init() derives
 * (the lens' gain and scale, the petals' range) is derived here. */
FM_VAR(bwrands) {
  const fm_real cs = FM_PAR(bwrands_cellsize), space = FM_PAR(bwrands_space), gain = FM_PAR(bwrands_gain);
  const fm_real rrot = fm_jw9_limit(FM_PAR(bwrands_rrot), 0, 1), rmin = fm_jw9_limit(FM_PAR(bwrands_rmin), 0, 1);
  const fm_real loonie = fm_jw9_limit(FM_PAR(bwrands_loonie_chance), 0, 1);
  const fm_real petals = fm_jw9_limit(FM_PAR(bwrands_petals_chance), 0, 1);
  const int pmin = (int)fm_jw9_limit(fm_jwf_int(FM_PAR(bwrands_minpetals)), 1, 1000);
  const int pmax = (int)fm_jw9_limit(fm_jwf_int(FM_PAR(bwrands_maxpetals)), 1, 1000);
  const fm_real vx = s->tx, vy = s->ty;
  if (fabs(cs) < FM_JWF_SMALL_EPSILON) {
    s->px += w * vx;
    s->py += w * vy;
    return;
  }
  const fm_real radius = FM_R(0.5) * (cs / (1 + space * space));
  const fm_real g2 = gain * gain / radius + FM_R(1.0e-6);
  fm_real maxb = g2 * radius;
  maxb = maxb > 2 ? FM_R(1.0) : maxb * (1 / (maxb * maxb / 4 + 1));
  const fm_real r2 = radius * radius, rfactor = radius / maxb;
  const int petx = pmin < pmax ? pmin : pmax, pety = pmax > pmin ? pmax - pmin : pmin - pmax;
  const fm_real ixr = fm_java_int(floor(vx / cs)), iyr = fm_java_int(floor(vy / cs));
  const fm_real cx = (ixr + FM_R(0.5)) * cs, cy = (iyr + FM_R(0.5)) * cs;
  fm_u32 xx = (fm_u32)(int)ixr ^ 0xB641u, yy = (fm_u32)(int)iyr ^ 0x9D81u;
  fm_u32 xy = xx * yy + (fm_u32)(int)fm_jwf_int(FM_PAR(bwrands_seed)), tt;
  xx &= 0xFFFFu, yy &= 0xFFFFu, xy &= 0xFFFFu;
  tt = fm_bwrands_mix(xx, yy, 0x5A5Au, 0xA5A5u), yy = fm_bwrands_mix(yy, xx, 0x5A5Au, 0xA5A5u), xx = tt;
  tt = fm_bwrands_shf(xx, xy), yy = fm_bwrands_shf(xy, yy), xx = tt;
  tt = fm_bwrands_mix(xx, yy, 0xAAAAu, 0x5555u), yy = fm_bwrands_mix(yy, xx, 0xAAAAu, 0x5555u), xx = tt;
  fm_real ssz = (fm_real)xx / FM_R(65535.0);
  ssz = rmin + ssz * (1 - rmin);
  const fm_real aan = rrot * (2 * FM_R(FM_PI)) * (fm_real)yy / FM_R(65535.0);
  tt = fm_bwrands_primes(xx, yy), yy = fm_bwrands_primes(yy, xx), xx = tt;
  fm_real lch = -(fm_real)xx / FM_R(65535.0) + loonie, pch = 0;
  if (lch < 0) pch = lch + petals;
  const fm_real npet = pety == 0 ? (fm_real)petx : (fm_real)(petx + (int)((yy >> 3) % (fm_u32)(1 + pety)));
  if (lch <= pch) lch = -1; /* the likelier kind wins */
  fm_real lx = vx - cx, ly = vy - cy, vv2 = ssz * r2, r;
  if (lx * lx + ly * ly > vv2) {
    s->px += w * vx;
    s->py += w * vy;
    return;
  }
  if (lch > 0) {
    r = sqrt(vv2 / (lx * lx + ly * ly) - 1);
    lx *= r, ly *= r;
    vv2 = 1;
  } else if (pch > 0) {
    fm_real fl = npet / (2 * FM_R(FM_PI)) * (FM_R(FM_PI) + atan2(ly, lx));
    fl = fabs(fl - fm_java_int(fl) - FM_R(0.5)) * 2;
    r = sqrt(lx * lx + ly * ly);
    if (fm_rng_01(rng) < FM_R(0.5) * (fl + FM_R(0.5))) {
      const fm_real k = (1 - r) * (fl * FM_R(1.1));
      lx *= k, ly *= k;
    } else {
      const fm_real k = (sqrt(vv2) - r * (1 - fl)) / (r + FM_JWF_SMALL_EPSILON);
      lx *= k, ly *= k;
    }
    vv2 = 1;
  } else {
    lx *= g2, ly *= g2;
    r = rfactor / ((lx * lx + ly * ly) / (4 * ssz) + 1);
    lx *= r, ly *= r;
    vv2 = sqrt(ssz);
  }
  r = vv2 * (lx * lx + ly * ly) / r2;
  const fm_real th = FM_PAR(bwrands_inner_twist) * (1 - r) + FM_PAR(bwrands_outer_twist) * r;
  const fm_real sn = sin(th + aan), c = cos(th + aan);
  s->px += w * (cx + c * lx + sn * ly);
  s->py += w * (cy - sn * lx + c * ly);
}

/* ---- mandelbox2D ------------------------------------------------------------------------------ */

/* One fold of the mandelbox: a coordinate beyond ±limit reflected back inside. */
FM_FN double fm_mandelbox2d_fold(double v, double limit) {
  if (v > limit) return 2.0 * limit - v;
  if (v < -limit) return -2.0 * limit - v;
  return v;
}

/* 805: mandelbox2D: iterations steps of the 2D mandelbox, box fold, ball fold (inside minRadius
 * the point is pushed out by fixedRadius²/minRadius², in modes 1 and 2 by fixedRadius²/r²),
 * scale, a turn of rotation degrees and the constant added (the point itself, or juliaX, juliaY
 * in julia mode), in mandelboxMode 0's order, 1's (scale, add, turn, then the folds) or 2's
 * (box fold, add, scale, turn, ball fold). coloringMode 1 sets the colour from the end's angle,
 * 2 blends it towards each step's angle by colorSpeed. In double on every side: an escape-time
 * orbit, whose folds a float's rounding would take down other branches. */
FM_VAR(mandelbox2D) {
  const int mode = (int)fm_jw9_limit(fm_jwf_int(FM_PAR(mandelbox2D_mandelboxMode)), 0, 2);
  const double itf = fm_java_int(FM_PAR(mandelbox2D_iterations));
  const int iters = itf > 0 ? (int)itf : 0;
  const int julia = fm_jw9_limit(fm_jwf_int(FM_PAR(mandelbox2D_juliaMode)), 0, 1) != 0;
  const int cmode = (int)fm_jw9_limit(fm_jwf_int(FM_PAR(mandelbox2D_coloringMode)), 0, 2);
  const double scale = FM_PAR(mandelbox2D_scale), limit = FM_PAR(mandelbox2D_foldLimit);
  const double minr = FM_PAR(mandelbox2D_minRadius), fixr = FM_PAR(mandelbox2D_fixedRadius);
  const double rot = FM_PAR(mandelbox2D_rotation), speed = FM_PAR(mandelbox2D_colorSpeed);
  const double minr2 = minr * minr, fixr2 = fixr * fixr;
  const double rr = rot * 0.017453292519943295, cr = cos(rr), sr = sin(rr);
  double x = s->tx, y = s->ty, col = s->color, r2;
  const double cx = julia ? (double)FM_PAR(mandelbox2D_juliaX) : x, cy = julia ? (double)FM_PAR(mandelbox2D_juliaY) : y;
  int i;
  FM_UNUSED_RNG;
  for (i = 0; i < iters; i++) {
    if (cmode == 2) col += (atan2(y, x) / (2.0 * FM_PI) + 0.5 - col) * speed;
    if (mode == 1) {
      x = x * scale + cx, y = y * scale + cy;
      if (rot != 0.0) {
        const double xn = x * cr - y * sr;
        y = x * sr + y * cr, x = xn;
      }
    }
    x = fm_mandelbox2d_fold(x, limit), y = fm_mandelbox2d_fold(y, limit);
    if (mode == 0) {
      r2 = x * x + y * y;
      if (r2 < minr2) {
        const double f = fixr2 / minr2;
        x *= f, y *= f;
      }
      x *= scale, y *= scale;
    } else if (mode == 2) {
      x = (x + cx) * scale, y = (y + cy) * scale;
    }
    if (mode != 1 && rot != 0.0) {
      const double xn = x * cr - y * sr;
      y = x * sr + y * cr, x = xn;
    }
    if (mode == 0) {
      x += cx, y += cy;
    } else {
      r2 = x * x + y * y;
      if (r2 < minr2) {
        const double f = fixr2 / r2;
        x *= f, y *= f;
      }
    }
  }
  s->px += (fm_real)(x * w);
  s->py += (fm_real)(y * w);
  if (cmode == 1) s->color = (fm_real)(atan2(y, x) / (2.0 * FM_PI) + 0.5);
  else if (cmode == 2) s->color = (fm_real)col;
}

#endif
