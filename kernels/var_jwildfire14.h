/*
 * var_jwildfire14.h — more of JWildfire's variations (from 806), each checked against
 * JWildfire's own code (tests/tools/jwf_refs.sh; tests/unit/test_variation_refs.c), with
 * var_jwildfire4.h's conventions: a parameter JWildfire stores as an int is read through a cast
 * (fm_java_int) or fm_jwf_int (Tools.FTOI) after its clamp, the clamps its setParameter applies
 * are applied here (the genome holds the file's value), what its init() derives is derived here,
 * per call, and JWildfire's random(n) is fm_jwf_random_below.
 * 806: natural_foam (3D, sets the colour), 807: pointgrid_wf, 808: pointgrid3d_wf (3D),
 * 809: romanesco (3D, sets the colour), 810: polySurf (3D, sets the colour).
 * (variations.h includes it after the other var_*.h, whose helpers it uses; nowhere else
 * includes it). Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWILDFIRE14_H
#define FLAMEBUILD_VAR_JWILDFIRE14_H

/* The families whose helpers this one calls (a kernel of its own includes only the families
 * its variations need: kernels/codegen_families.c). */
#include "var_jwildfire3.h"
#include "var_jwildfire4.h"

/* ---- natural_foam ------------------------------------------------------------------------- */

/* java.util.Random(seed)'s state, the int seed widened to a long and scrambled as setSeed does;
 * with var_jwildfire3.h's fm_jrand_next_double (in double on every side: the bubbles are the
 * generator's, and float would move them). */
FM_FN fm_u64 fm_jw14_java_seed(double seed) {
  return ((fm_u64)(long long)seed ^ FM_JRAND_MULT) & FM_JRAND_MASK;
}

/* One of natural_foam's bubbles, four nextDouble() of the generator in turn: a centre in
 * [−spread, spread)³ and a radius between the two. */
typedef struct fm_jw14_bubble {
  double x, y, z, r;
} fm_jw14_bubble;

FM_FN fm_jw14_bubble fm_jw14_next_bubble(fm_u64 *st, double spread, double rmin, double rmax) {
  fm_jw14_bubble b;
  b.x = (2.0 * fm_jrand_next_double(st) - 1.0) * spread;
  b.y = (2.0 * fm_jrand_next_double(st) - 1.0) * spread;
  b.z = (2.0 * fm_jrand_next_double(st) - 1.0) * spread;
  b.r = rmin + (rmax - rmin) * fm_jrand_next_double(st);
  return b;
}

/* 806: natural_foam: density bubbles of Java's Random(seed) (not kept: each pass over them runs
 * the generator again from the seed); the point pushed out of every bubble it lies in, scale of
 * the way to its rim, bubble after bubble, iterations times; then blur_quality steps of a random
 * walk of blur_radius/blur_quality a step, each undone where it leaves every bubble; then moved
 * shapeAmount of the way to its inversion in the nearest bubble; coloured by color_data (1: the
 * nearest bubble's radius within [minRadius, maxRadius], 2: the share of bubbles it lies in, 3:
 * the nearest's number); times zoom. JWildfire's walk draws from the bubbles' generator, which
 * it keeps from call to call (a stream that the first call starts after the bubbles): here from
 * the sample's stream, three numbers a step. In double throughout: whether a point lies in a
 * bubble decides where it goes next. */
FM_VAR(natural_foam) {
  const double density = fm_java_int(FM_PAR(natural_foam_density));
  const double iterations = fm_java_int(FM_PAR(natural_foam_iterations));
  const double scale = FM_PAR(natural_foam_scale), spread = FM_PAR(natural_foam_spread);
  const double rmin = FM_PAR(natural_foam_minRadius), rmax = FM_PAR(natural_foam_maxRadius);
  const fm_u64 seed = fm_jw14_java_seed(fm_java_int(FM_PAR(natural_foam_seed)));
  const double shape = FM_PAR(natural_foam_shapeAmount), blur = FM_PAR(natural_foam_blur_radius);
  const double quality = fm_java_int(FM_PAR(natural_foam_blur_quality));
  const double cd = fm_jwf_int(FM_PAR(natural_foam_color_data));
  const int color_data = cd < 0 ? 0 : cd > 3 ? 3 : (int)cd;
  const int n = (int)density;
  double x = s->tx, y = s->ty, z = s->tz;
  FM_UNUSED_XF;
  for (double it = 0; it < iterations; it++) {
    fm_u64 st = seed;
    for (int j = 0; j < n; j++) {
      const fm_jw14_bubble b = fm_jw14_next_bubble(&st, spread, rmin, rmax);
      const double dx = x - b.x, dy = y - b.y, dz = z - b.z, d2 = dx * dx + dy * dy + dz * dz;
      if (d2 < b.r * b.r) {
        const double d = sqrt(d2);
        if (d > 1.0e-6) {
          const double push = (b.r - d) / d;
          x += dx * push * scale;
          y += dy * push * scale;
          z += dz * push * scale;
        }
      }
    }
  }
  if (blur > 0 && quality > 0) {
    const double step = blur / quality;
    for (double i = 0; i < quality; i++) {
      const double px = x, py = y, pz = z;
      x += ((double)fm_rng_01(rng) - 0.5) * 2.0 * step;
      y += ((double)fm_rng_01(rng) - 0.5) * 2.0 * step;
      z += ((double)fm_rng_01(rng) - 0.5) * 2.0 * step;
      int inside = 0;
      fm_u64 st = seed;
      for (int j = 0; j < n && !inside; j++) {
        const fm_jw14_bubble b = fm_jw14_next_bubble(&st, spread, rmin, rmax);
        const double dx = x - b.x, dy = y - b.y, dz = z - b.z;
        inside = dx * dx + dy * dy + dz * dz < b.r * b.r;
      }
      if (!inside) {
        x = px;
        y = py;
        z = pz;
      }
    }
  }
  /* the nearest bubble (the first of equals), for the shaping and again, after it, the colour */
  for (int pass = 0; pass < 2; pass++) {
    if (pass == 0 ? !(shape > 0) : color_data <= 0) continue;
    int near = -1;
    double best = 1.7976931348623157e308;
    fm_jw14_bubble nb = {0, 0, 0, 0};
    fm_u64 st = seed;
    for (int j = 0; j < n; j++) {
      const fm_jw14_bubble b = fm_jw14_next_bubble(&st, spread, rmin, rmax);
      const double dx = x - b.x, dy = y - b.y, dz = z - b.z, d2 = dx * dx + dy * dy + dz * dz;
      if (d2 < best) {
        best = d2;
        near = j;
        nb = b;
      }
    }
    if (pass == 0) {
      if (near >= 0) {
        const double lx = x - nb.x, ly = y - nb.y, lz = z - nb.z;
        const double inv = nb.r * nb.r / (lx * lx + ly * ly + lz * lz + 1.0e-9);
        x = x * (1.0 - shape) + (lx * inv + nb.x) * shape;
        y = y * (1.0 - shape) + (ly * inv + nb.y) * shape;
        z = z * (1.0 - shape) + (lz * inv + nb.z) * shape;
      }
      continue;
    }
    double c = 0.5;
    if (near >= 0) {
      if (color_data == 1) {
        if (rmax - rmin > 1.0e-6) c = (nb.r - rmin) / (rmax - rmin);
      } else if (color_data == 2) {
        int count = 0;
        st = seed;
        for (int j = 0; j < n; j++) {
          const fm_jw14_bubble b = fm_jw14_next_bubble(&st, spread, rmin, rmax);
          const double dx = x - b.x, dy = y - b.y, dz = z - b.z;
          count += dx * dx + dy * dy + dz * dz < b.r * b.r;
        }
        c = (double)count / density;
      } else if (n > 1) {
        c = (double)near / (density - 1);
      }
    }
    s->color = (fm_real)(c < 0 ? 0.0 : c > 1 ? 1.0 : c);
  }
  const double zoom = FM_PAR(natural_foam_zoom);
  s->px += (fm_real)(x * zoom * w);
  s->py += (fm_real)(y * zoom * w);
  s->pz += (fm_real)(z * zoom * w);
}

/* ---- pointgrid_wf, pointgrid3d_wf ----------------------------------------------------------- */

/* Java's int >> 16, on the bits of an int held unsigned (the sign copied in). */
FM_FN fm_u32 fm_jw14_asr16(fm_u32 v) { return (v >> 16) | ((v & 0x80000000u) ? 0xFFFF0000u : 0u); }

/* JWildfire's MarsagliaRandomGenerator's first number after randomize(seed) for an int seed:
 * u = seed << 16 and v the same shifted back (its low 16 bits, sign-extended), one step of each
 * multiply-with-carry, (v << 16) + u as an int over 2³¹ − 1, its magnitude. Integers throughout,
 * the result in double. */
FM_FN double fm_jw14_marsaglia_first(fm_u32 seed) {
  const fm_u32 u0 = seed << 16, v0 = fm_jw14_asr16(u0);
  const fm_u32 v = 36969u * (v0 & 65535u) + fm_jw14_asr16(v0);
  const fm_u32 u = 18000u * (u0 & 65535u) + fm_jw14_asr16(u0);
  const fm_u32 rnd = (v << 16) + u;
  const double r = (rnd & 0x80000000u) ? -(double)(~rnd + 1u) : (double)rnd;
  const double res = r * (1.0 / 2147483647.0);
  return res < 0 ? -res : res;
}

/* A grid point's offset along one axis: the generator seeded by (seed + salt)·i + j in Java's
 * int arithmetic (wrapping), (0.5 − its number)·distortion. */
FM_FN double fm_jw14_grid_offset(double seed, double salt, double i, double j, double distortion) {
  const fm_u32 k = ((fm_u32)(long long)seed + (fm_u32)(long long)salt) * (fm_u32)(long long)i + (fm_u32)(long long)j;
  return (0.5 - fm_jw14_marsaglia_first(k)) * distortion;
}

/* 807: pointgrid_wf: a random point of the xcount × ycount grid over [xmin, xmax) × [ymin, ymax)
 * (JWildfire's random(n) per axis), each moved by up to distortion/2 per axis, by its own
 * generator seeded from the seed and the cell (only with distortion > 0). The input is not read.
 * Draws two numbers. */
FM_VAR(pointgrid_wf) {
  const double xc = fm_jwf_int(FM_PAR(pointgrid_wf_xcount)), yc = fm_jwf_int(FM_PAR(pointgrid_wf_ycount));
  const double seed = fm_jwf_int(FM_PAR(pointgrid_wf_seed)), dist = FM_PAR(pointgrid_wf_distortion);
  const double xi = fm_jwf_random_below(rng, (fm_real)xc), yi = fm_jwf_random_below(rng, (fm_real)yc);
  const double xmin = FM_PAR(pointgrid_wf_xmin), ymin = FM_PAR(pointgrid_wf_ymin);
  double x = xmin + (FM_PAR(pointgrid_wf_xmax) - xmin) / xc * xi;
  double y = ymin + (FM_PAR(pointgrid_wf_ymax) - ymin) / yc * yi;
  FM_UNUSED_XF;
  if (dist > 0) {
    x += fm_jw14_grid_offset(seed, 1563, xi, yi, dist);
    y += fm_jw14_grid_offset(seed, 6715, yi, xi, dist);
  }
  s->px += (fm_real)(x * w);
  s->py += (fm_real)(y * w);
}

/* 808: pointgrid3d_wf: pointgrid_wf's grid in three axes (the cells' seeds pair x with z, y with
 * x, z with y). Draws three numbers. */
FM_VAR(pointgrid3d_wf) {
  const double xc = fm_jwf_int(FM_PAR(pointgrid3d_wf_xcount)), yc = fm_jwf_int(FM_PAR(pointgrid3d_wf_ycount));
  const double zc = fm_jwf_int(FM_PAR(pointgrid3d_wf_zcount));
  const double seed = fm_jwf_int(FM_PAR(pointgrid3d_wf_seed)), dist = FM_PAR(pointgrid3d_wf_distortion);
  const double xi = fm_jwf_random_below(rng, (fm_real)xc), yi = fm_jwf_random_below(rng, (fm_real)yc);
  const double zi = fm_jwf_random_below(rng, (fm_real)zc);
  const double xmin = FM_PAR(pointgrid3d_wf_xmin), ymin = FM_PAR(pointgrid3d_wf_ymin), zmin = FM_PAR(pointgrid3d_wf_zmin);
  double x = xmin + (FM_PAR(pointgrid3d_wf_xmax) - xmin) / xc * xi;
  double y = ymin + (FM_PAR(pointgrid3d_wf_ymax) - ymin) / yc * yi;
  double z = zmin + (FM_PAR(pointgrid3d_wf_zmax) - zmin) / zc * zi;
  FM_UNUSED_XF;
  if (dist > 0) {
    x += fm_jw14_grid_offset(seed, 1563, xi, zi, dist);
    y += fm_jw14_grid_offset(seed, 6715, yi, xi, dist);
    z += fm_jw14_grid_offset(seed, 4761, zi, yi, dist);
  }
  s->px += (fm_real)(x * w);
  s->py += (fm_real)(y * w);
  s->pz += (fm_real)(z * w);
}

/* ---- romanesco ------------------------------------------------------------------------------ */

/* Java's (int) cast of a double, in double (var_jwildfire.h's fm_java_int would round the value
 * to a float first on the float path, moving a draw's product just below an integer onto it). */
FM_FN double fm_jw14_java_int(double v) {
  if (!(v == v)) return 0;
  if (v >= 2147483647.0) return 2147483647.0;
  if (v <= -2147483648.0) return -2147483648.0;
  return trunc(v);
}

/* Three-vectors in double, for romanesco's frames. */
FM_FN void fm_jw14_cross(double r[3], const double a[3], const double b[3]) {
  const double x = a[1] * b[2] - a[2] * b[1], y = a[2] * b[0] - a[0] * b[2], z = a[0] * b[1] - a[1] * b[0];
  r[0] = x;
  r[1] = y;
  r[2] = z;
}

/* To unit length, unless (nearly) zero, which is left as it is. */
FM_FN void fm_jw14_normalize(double v[3]) {
  const double len = sqrt(v[0] * v[0] + v[1] * v[1] + v[2] * v[2]);
  if (len > 1e-9) {
    v[0] /= len;
    v[1] /= len;
    v[2] /= len;
  }
}

/* 809: romanesco: a random point of a cauliflower's spirals. From the origin (or, with num_arms
 * > 1, from one of the arms at arm_spread round the axis, its frame tilted up by arm_elevation
 * degrees and turned by arm_twist times its y), recursion_depth steps each to one of floret_count
 * florets of a golden-angle spiral (the index floor(U^1.5·floret_count): more of the inner ones),
 * at pattern_spread·√index out and cone_steepness times that up in the current frame, scaled by
 * size and then floret_scale each step, the frame turned to the cone's normal there; then a small
 * shape of floret_detail_size times the last scale (0 a ball's random radius, 1 a cube, 2 a spike
 * along the frame's axis, 3 a ring), the whole turned by yaw, pitch and roll degrees. The colour:
 * solid_color_idx, or by the distance from the centre, from the axis, or the height, mapped from
 * [color_range_min, color_range_max] and held in [0, 1]. The input is not read. Draws one number
 * a step, one for the arm, and up to four for the shape. In double: the florets' angles reach
 * hundreds of radians, and each step's frame builds on the last. */
FM_VAR(romanesco) {
  const double golden = FM_PI * (3.0 - sqrt(5.0));
  const double depth = fm_java_int(FM_PAR(romanesco_recursion_depth)), arms = fm_java_int(FM_PAR(romanesco_num_arms));
  const double count = fm_java_int(FM_PAR(romanesco_floret_count)), spread = FM_PAR(romanesco_pattern_spread);
  const double twist = FM_PAR(romanesco_spiral_twist), cone = FM_PAR(romanesco_cone_steepness);
  const double fscale = FM_PAR(romanesco_floret_scale);
  const double sh = fm_jwf_int(FM_PAR(romanesco_floret_shape)), cm = fm_jwf_int(FM_PAR(romanesco_color_mode));
  const int shape = sh < 0 ? 0 : sh > 3 ? 3 : (int)sh, cmode = cm < 0 ? 0 : cm > 3 ? 3 : (int)cm;
  double scale = FM_PAR(romanesco_size);
  double pos[3] = {0, 0, 0}, ax[3] = {1, 0, 0}, ay[3] = {0, 1, 0}, az[3] = {0, 0, 1};
  FM_UNUSED_XF;
  if (arms > 1) {
    const double arm = fm_jw14_java_int((double)fm_rng_01(rng) * arms);
    const double base = arm / arms * 2.0 * FM_PI, spr = FM_PAR(romanesco_arm_spread);
    pos[0] = spr * cos(base);
    pos[1] = spr * sin(base);
    const double elev = (double)FM_PAR(romanesco_arm_elevation) * FM_PI / 180.0;
    const double a = base + pos[1] * (double)FM_PAR(romanesco_arm_twist);
    az[0] = cos(a) * cos(elev);
    az[1] = sin(a) * cos(elev);
    az[2] = sin(elev);
    double up[3] = {0, 0, 1};
    if (fabs(az[2]) > 0.999) up[0] = 1, up[2] = 0;
    fm_jw14_cross(ax, az, up);
    fm_jw14_normalize(ax);
    fm_jw14_cross(ay, az, ax);
  }
  for (double i = 0; i < depth; i++) {
    const double k = fm_jw14_java_int(pow((double)fm_rng_01(rng), 1.5) * count);
    const double ang = k * golden * twist, r = spread * sqrt(k);
    const double lx = r * cos(ang), ly = r * sin(ang), lz = r * cone;
    for (int c = 0; c < 3; c++) pos[c] += (ax[c] * lx + ay[c] * ly + az[c] * lz) * scale;
    /* the frame's new axis: the cone's normal at the floret, in the old frame */
    double n[3] = {-cone * cos(ang), -cone * sin(ang), 1.0}, nz[3];
    fm_jw14_normalize(n);
    for (int c = 0; c < 3; c++) nz[c] = ax[c] * n[0] + ay[c] * n[1] + az[c] * n[2];
    for (int c = 0; c < 3; c++) az[c] = nz[c];
    fm_jw14_normalize(az);
    double up[3] = {0, 1, 0};
    if (fabs(az[1]) > 0.999) up[0] = 1, up[1] = 0;
    fm_jw14_cross(ax, up, az);
    fm_jw14_normalize(ax);
    fm_jw14_cross(ay, az, ax);
    scale *= fscale;
  }
  const double size = (double)FM_PAR(romanesco_floret_detail_size) * scale;
  double lx = 0, ly = 0, lz = 0;
  if (shape == 0) {
    const double rx = (double)fm_rng_01(rng) - 0.5, ry = (double)fm_rng_01(rng) - 0.5, rz = (double)fm_rng_01(rng) - 0.5;
    const double len = sqrt(rx * rx + ry * ry + rz * rz);
    if (len > 1e-6) {
      const double b = size * (double)fm_rng_01(rng);
      lx = rx / len * b;
      ly = ry / len * b;
      lz = rz / len * b;
    }
  } else if (shape == 1) {
    lx = ((double)fm_rng_01(rng) - 0.5) * size;
    ly = ((double)fm_rng_01(rng) - 0.5) * size;
    lz = ((double)fm_rng_01(rng) - 0.5) * size;
  } else if (shape == 2) {
    lz = size * (double)fm_rng_01(rng);
  } else {
    const double a = (double)fm_rng_01(rng) * 2.0 * FM_PI;
    lx = size * cos(a);
    ly = size * sin(a);
  }
  double x = pos[0] + ax[0] * lx + ay[0] * ly + az[0] * lz;
  double y = pos[1] + ax[1] * lx + ay[1] * ly + az[1] * lz;
  double z = pos[2] + ax[2] * lx + ay[2] * ly + az[2] * lz;
  const double pitch = FM_PAR(romanesco_pitch), yaw = FM_PAR(romanesco_yaw), roll = FM_PAR(romanesco_roll);
  if (pitch != 0 || yaw != 0 || roll != 0) {
    const double d2r = 0.017453292519943295; /* Java's toRadians */
    const double cp = cos(pitch * d2r), sp = sin(pitch * d2r), cy = cos(yaw * d2r), sy = sin(yaw * d2r);
    const double cr = cos(roll * d2r), sr = sin(roll * d2r);
    double t = x * cy - z * sy;
    z = x * sy + z * cy;
    x = t;
    t = y * cp - z * sp;
    z = y * sp + z * cp;
    y = t;
    t = x * cr - y * sr;
    y = x * sr + y * cr;
    x = t;
  }
  const double cmin = FM_PAR(romanesco_color_range_min), range = (double)FM_PAR(romanesco_color_range_max) - cmin;
  double col = 0.5;
  if (cmode == 0) col = FM_PAR(romanesco_solid_color_idx);
  else if (range > 1e-6) {
    const double v = cmode == 1 ? sqrt(x * x + y * y + z * z) : cmode == 2 ? sqrt(x * x + y * y) : z;
    col = (v - cmin) / range;
  }
  s->color = (fm_real)(col != col ? col : col > 1.0 ? 1.0 : col > 0.0 ? col : 0.0); /* Java's max(0, min(1, ·)): NaN stays */
  s->px += (fm_real)(x * w);
  s->py += (fm_real)(y * w);
  s->pz += (fm_real)(z * w);
}

/* ---- polySurf --------------------------------------------------------------------------------- */

/* 810: polySurf: curl3D's map of the point's magnitudes (|x|, |y|, z, with c for the curl, c2 = c²,
 * c2z = 2c), after a julia offset (julia 1), a box fold of x and y at foldX, foldY (enableFold 1)
 * and an offset (enableOffset 1); the result turned by rotX, rotY, rotZ degrees about x, y, z in
 * that order, inverted in the sphere of invertRadius (enableInvert 1), and put back in the input's
 * quadrant, each axis flipped at random where its mirror is on (one draw each, x, y, z). The
 * weight is inside. colorMode 1 or 2 moves the colour w of the way to the result's length or
 * angle, times colorSpeed, modulo 1 (JWildfire's setter holds colorMode at 2: its z-height
 * colouring is not reachable). */
FM_VAR(polySurf) {
  const fm_real c = FM_PAR(polySurf_c);
  const fm_real sx = s->tx >= 0 ? FM_R(1.0) : FM_R(-1.0), sy = s->ty >= 0 ? FM_R(1.0) : FM_R(-1.0);
  fm_real x = s->tx, y = s->ty, z = s->tz;
  FM_UNUSED_XF;
  if (fm_jwf_int(FM_PAR(polySurf_julia)) > 0) {
    x += FM_PAR(polySurf_juliaX);
    y += FM_PAR(polySurf_juliaY);
    z += FM_PAR(polySurf_juliaZ);
  }
  if (fm_jwf_int(FM_PAR(polySurf_enableFold)) > 0) {
    const fm_real fx = FM_PAR(polySurf_foldX), fy = FM_PAR(polySurf_foldY);
    x = fabs(x + fx) - fabs(x - fx) - x;
    y = fabs(y + fy) - fabs(y - fy) - y;
  }
  if (fm_jwf_int(FM_PAR(polySurf_enableOffset)) > 0) {
    x += FM_PAR(polySurf_offsetX);
    y += FM_PAR(polySurf_offsetY);
    z += FM_PAR(polySurf_offsetZ);
  }
  const fm_real ax = fabs(x), ay = fabs(y), r2 = ax * ax + ay * ay + z * z;
  const fm_real r = w / (r2 * (c * c) + 2 * c * z + 1);
  fm_real dx = r * ax, dy = r * ay, dz = r * (z + c * r2);
  const fm_real rx = FM_PAR(polySurf_rotX), ry = FM_PAR(polySurf_rotY), rz = FM_PAR(polySurf_rotZ);
  if (rx != 0 || ry != 0 || rz != 0) {
    const fm_real d2r = FM_R(0.017453292519943295); /* Java's toRadians */
    const fm_real cx = cos(rx * d2r), snx = sin(rx * d2r), cy = cos(ry * d2r), sny = sin(ry * d2r);
    const fm_real cz = cos(rz * d2r), snz = sin(rz * d2r);
    fm_real t = dy * cx - dz * snx;
    dz = dy * snx + dz * cx;
    dy = t;
    t = dx * cy + dz * sny;
    dz = -dx * sny + dz * cy;
    dx = t;
    t = dx * cz - dy * snz;
    dy = dx * snz + dy * cz;
    dx = t;
  }
  if (fm_jwf_int(FM_PAR(polySurf_enableInvert)) > 0) {
    const fm_real d2 = dx * dx + dy * dy + dz * dz;
    if (d2 > FM_R(1.0e-9)) {
      const fm_real ir = FM_PAR(polySurf_invertRadius), f = ir * ir / d2;
      dx *= f;
      dy *= f;
      dz *= f;
    }
  }
  const fm_real fx = fm_jwf_int(FM_PAR(polySurf_mirrorX)) > 0 && fm_rng_01(rng) < FM_R(0.5) ? FM_R(-1.0) : FM_R(1.0);
  const fm_real fy = fm_jwf_int(FM_PAR(polySurf_mirrorY)) > 0 && fm_rng_01(rng) < FM_R(0.5) ? FM_R(-1.0) : FM_R(1.0);
  const fm_real fz = fm_jwf_int(FM_PAR(polySurf_mirrorZ)) > 0 && fm_rng_01(rng) < FM_R(0.5) ? FM_R(-1.0) : FM_R(1.0);
  s->px += fx * sx * dx;
  s->py += fy * sy * dy;
  s->pz += fz * dz;
  const fm_real mode = fm_jwf_int(FM_PAR(polySurf_colorMode));
  if (mode > 0) {
    fm_real col = mode >= 2 ? atan2(dy, dx) / FM_R(2.0 * FM_PI) + FM_R(0.5) : sqrt(dx * dx + dy * dy + dz * dz);
    col *= FM_PAR(polySurf_colorSpeed);
    col = fmod(fmod(col, FM_R(1.0)) + FM_R(1.0), FM_R(1.0));
    s->color += (col - s->color) * w;
  }
}

#endif
