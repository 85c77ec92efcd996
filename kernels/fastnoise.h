/*
 * fastnoise.h — FastNoise's 3D noise (Jordan Peck's library, © 2017, MIT licence), as the Java
 * port in JWildfire (fastnoise/FastNoise.java) computes GetNoise(x, y, z): the value behind
 * JWildfire's weighting fields. Every type GetNoise reaches in 3D (value, Perlin, simplex and
 * cubic, each alone and as a fractal, cellular, white), with FastNoise's defaults for what a
 * weighting field does not set: quintic interpolation, the cellular jitter of its table
 * (fastnoise_tables.h), no noise lookup. Common subset of C17 and CUDA C++; reaches NVRTC as a
 * named header.
 *
 * Exactness: FastNoise computes in Java's int and float. Java's int arithmetic wraps, so the
 * lattice coordinates and hashes here are fm_u32 (its >> is arithmetic: fm_nz_sar); its (int)
 * of a float truncates, saturates at the int range and takes NaN to 0 (fm_nz_int), and its
 * FastFloor is (int) f − 1 below 0, so that a negative whole number lies in the cell below it
 * (−1 in [−2, −1]) — kept. Its float arithmetic is IEEE single, one rounding an operation, in
 * the order Java evaluates: the expressions below are written in that order, every constant a
 * float, so gcc's C17 build (no contraction into FMA) gives FastNoise's bits
 * (tests/unit/test_fastnoise.c checks them against values FastNoise computed:
 * tests/tools/fastnoise_refs.sh). NVRTC's kernels use fast math (contracted FMA, flushed
 * subnormals, approximate division): there the noise is FastNoise's to a few ulp, except at the
 * rare point where such an ulp flips a decision (a cell, a simplex corner).
 */
#ifndef FLAMEBUILD_KERNELS_FASTNOISE_H
#define FLAMEBUILD_KERNELS_FASTNOISE_H

#include "flame_math.h"
#include "fastnoise_tables.h"

/* FastNoise's NoiseType with a "none" first (a weighting field that is no noise: 0). */
enum fm_noise_type {
  FM_NOISE_NONE,
  FM_NOISE_VALUE,
  FM_NOISE_VALUE_FRACTAL,
  FM_NOISE_PERLIN,
  FM_NOISE_PERLIN_FRACTAL,
  FM_NOISE_SIMPLEX,
  FM_NOISE_SIMPLEX_FRACTAL,
  FM_NOISE_CELLULAR,
  FM_NOISE_WHITE,
  FM_NOISE_CUBIC,
  FM_NOISE_CUBIC_FRACTAL
};
enum fm_noise_fractal { FM_NOISE_FBM, FM_NOISE_BILLOW, FM_NOISE_RIGID_MULTI };
enum fm_noise_cell_distance { FM_NOISE_EUCLIDEAN, FM_NOISE_MANHATTAN, FM_NOISE_NATURAL };
/* FastNoise's CellularReturnType without NoiseLookup (which JWildfire never sets). */
enum fm_noise_cell_return {
  FM_NOISE_CELL_VALUE,
  FM_NOISE_DISTANCE,
  FM_NOISE_DISTANCE2,
  FM_NOISE_DISTANCE2_ADD,
  FM_NOISE_DISTANCE2_SUB,
  FM_NOISE_DISTANCE2_MUL,
  FM_NOISE_DISTANCE2_DIV
};

/* One noise's settings: FastNoise's fields of the same names (type: enum fm_noise_type,
 * fractal_type, cell_distance, cell_return: the enums above). fractal_bounding is derived:
 * fm_noise_init sets it from octaves and gain. FastNoise's defaults, for a field a caller has no
 * value of: seed 1337, frequency 0.01, octaves 3, lacunarity 2, gain 0.5, FBM, Euclidean, cell
 * value. A type, fractal type, distance or return value outside its enum gives 0. */
typedef struct fm_noise {
  int type, seed, fractal_type, octaves, cell_distance, cell_return;
  float frequency, lacunarity, gain, fractal_bounding;
} fm_noise;

/* ---- Java's int and float rules ------------------------------------------------------------ */

/* Java's (int) f, as the bits of its two's complement: toward zero, NaN 0, saturated at the int
 * range. */
FM_FN fm_u32 fm_nz_int(float f) {
  if (!(f == f)) return 0u;
  if (f >= 2147483648.0f) return 0x7fffffffu;
  if (f <= -2147483648.0f) return 0x80000000u;
  return (fm_u32)(int)f;
}

/* Java's int to float of the int whose two's complement u is: the nearest float. */
FM_FN float fm_nz_float(fm_u32 u) { return (u >> 31) ? -(float)(0u - u) : (float)u; }

/* Java's >> of an int (arithmetic), for 0 < s < 32. */
FM_FN fm_u32 fm_nz_sar(fm_u32 u, int s) { return (u >> s) | ((0u - (u >> 31)) << (32 - s)); }

/* FastNoise's FastFloor and FastRound. */
FM_FN fm_u32 fm_nz_floor(float f) { return f >= 0 ? fm_nz_int(f) : fm_nz_int(f) - 1u; }
FM_FN fm_u32 fm_nz_round(float f) {
  return f >= 0 ? fm_nz_int(f + (float)0.5) : fm_nz_int(f - (float)0.5);
}

/* Java's Math.abs, min and max of floats (NaN wins min and max; the distances they see are never
 * −0, where Java's would order the zeros). */
FM_FN float fm_nz_abs(float a) { return a <= 0.0f ? 0.0f - a : a; }
FM_FN float fm_nz_min(float a, float b) { return !(a == a) ? a : a <= b ? a : b; }
FM_FN float fm_nz_max(float a, float b) { return !(a == a) ? a : a >= b ? a : b; }

/* A float's bits (Java's Float.floatToRawIntBits). */
FM_FN fm_u32 fm_nz_bits(float f) {
#if defined(__CUDACC__) || defined(__CUDACC_RTC__)
  return __float_as_uint(f);
#else
  union {
    float f;
    fm_u32 u;
  } b;
  b.f = f;
  return b.u;
#endif
}

/* ---- the lattice: hashes and values -------------------------------------------------------- */

/* The lattice point (x, y, z)'s number under seed before FastNoise's last shift: the seed xor
 * the coordinates times their primes, cubed, times 60493 (all wrapping, as Java's int). */
FM_FN fm_u32 fm_nz_mix(fm_u32 seed, fm_u32 x, fm_u32 y, fm_u32 z) {
  const fm_u32 n = seed ^ (1619u * x) ^ (31337u * y) ^ (6971u * z);
  return n * n * n * 60493u;
}

/* FastNoise's Hash3D. */
FM_FN fm_u32 fm_nz_hash(fm_u32 seed, fm_u32 x, fm_u32 y, fm_u32 z) {
  const fm_u32 h = fm_nz_mix(seed, x, y, z);
  return fm_nz_sar(h, 13) ^ h;
}

/* FastNoise's ValCoord3D: the number as an int over 2^31, in [−1, 1) (its division by 2^31 is
 * this product exactly: no quotient is subnormal). */
FM_FN float fm_nz_val(fm_u32 seed, fm_u32 x, fm_u32 y, fm_u32 z) {
  return fm_nz_float(fm_nz_mix(seed, x, y, z)) * (1.0f / 2147483648.0f);
}

/* FastNoise's GradCoord3D: the offset (xd, yd, zd) dotted with one of its 16 gradients (the
 * 12 edges of the cube, four of them twice), picked by the hash. */
FM_FN float fm_nz_grad(fm_u32 seed, fm_u32 x, fm_u32 y, fm_u32 z, float xd, float yd, float zd) {
  static const float grad[16][3] = {{1, 1, 0},  {-1, 1, 0}, {1, -1, 0}, {-1, -1, 0}, {1, 0, 1},  {-1, 0, 1},
                                    {1, 0, -1}, {-1, 0, -1}, {0, 1, 1}, {0, -1, 1},  {0, 1, -1}, {0, -1, -1},
                                    {1, 1, 0},  {0, -1, 1}, {-1, 1, 0}, {0, -1, -1}};
  const float *g = grad[fm_nz_hash(seed, x, y, z) & 15u];
  return xd * g[0] + yd * g[1] + zd * g[2];
}

FM_FN float fm_nz_lerp(float a, float b, float t) { return a + t * (b - a); }

/* FastNoise's quintic fade, 6t^5 − 15t^4 + 10t^3, as it factors it. */
FM_FN float fm_nz_quintic(float t) { return t * t * t * (t * (t * 6 - 15) + 10); }

/* FastNoise's CubicLerp: the cubic through b at 0 and c at 1 that a and d shape. */
FM_FN float fm_nz_cubic_lerp(float a, float b, float c, float d, float t) {
  const float p = (d - c) - (a - b);
  return t * t * t * p + t * t * ((a - b) - p) + t * (c - a) + b;
}

/* ---- the four lattice noises ---------------------------------------------------------------- */

/* Value noise (FastNoise's SingleValue, quintic): the lattice values of the point's cell,
 * interpolated along x, then y, then z. */
FM_FN float fm_nz_value(fm_u32 seed, float x, float y, float z) {
  const fm_u32 x0 = fm_nz_floor(x), y0 = fm_nz_floor(y), z0 = fm_nz_floor(z);
  const fm_u32 x1 = x0 + 1u, y1 = y0 + 1u, z1 = z0 + 1u;
  const float xs = fm_nz_quintic(x - fm_nz_float(x0));
  const float ys = fm_nz_quintic(y - fm_nz_float(y0));
  const float zs = fm_nz_quintic(z - fm_nz_float(z0));
  const float xf00 = fm_nz_lerp(fm_nz_val(seed, x0, y0, z0), fm_nz_val(seed, x1, y0, z0), xs);
  const float xf10 = fm_nz_lerp(fm_nz_val(seed, x0, y1, z0), fm_nz_val(seed, x1, y1, z0), xs);
  const float xf01 = fm_nz_lerp(fm_nz_val(seed, x0, y0, z1), fm_nz_val(seed, x1, y0, z1), xs);
  const float xf11 = fm_nz_lerp(fm_nz_val(seed, x0, y1, z1), fm_nz_val(seed, x1, y1, z1), xs);
  return fm_nz_lerp(fm_nz_lerp(xf00, xf10, ys), fm_nz_lerp(xf01, xf11, ys), zs);
}

/* Perlin's gradient noise (FastNoise's SinglePerlin, quintic): each corner's gradient dotted
 * with the point's offset from it, interpolated as value noise's. */
FM_FN float fm_nz_perlin(fm_u32 seed, float x, float y, float z) {
  const fm_u32 x0 = fm_nz_floor(x), y0 = fm_nz_floor(y), z0 = fm_nz_floor(z);
  const fm_u32 x1 = x0 + 1u, y1 = y0 + 1u, z1 = z0 + 1u;
  const float xd0 = x - fm_nz_float(x0), yd0 = y - fm_nz_float(y0), zd0 = z - fm_nz_float(z0);
  const float xs = fm_nz_quintic(xd0), ys = fm_nz_quintic(yd0), zs = fm_nz_quintic(zd0);
  const float xd1 = xd0 - 1, yd1 = yd0 - 1, zd1 = zd0 - 1;
  const float xf00 =
      fm_nz_lerp(fm_nz_grad(seed, x0, y0, z0, xd0, yd0, zd0), fm_nz_grad(seed, x1, y0, z0, xd1, yd0, zd0), xs);
  const float xf10 =
      fm_nz_lerp(fm_nz_grad(seed, x0, y1, z0, xd0, yd1, zd0), fm_nz_grad(seed, x1, y1, z0, xd1, yd1, zd0), xs);
  const float xf01 =
      fm_nz_lerp(fm_nz_grad(seed, x0, y0, z1, xd0, yd0, zd1), fm_nz_grad(seed, x1, y0, z1, xd1, yd0, zd1), xs);
  const float xf11 =
      fm_nz_lerp(fm_nz_grad(seed, x0, y1, z1, xd0, yd1, zd1), fm_nz_grad(seed, x1, y1, z1, xd1, yd1, zd1), xs);
  return fm_nz_lerp(fm_nz_lerp(xf00, xf10, ys), fm_nz_lerp(xf01, xf11, ys), zs);
}

/* One corner's term of simplex noise: (0.6 − r²)^4 times its gradient's dot, 0 beyond. */
FM_FN float fm_nz_simplex_corner(fm_u32 seed, fm_u32 i, fm_u32 j, fm_u32 k, float x, float y, float z) {
  float t = (float)0.6 - x * x - y * y - z * z;
  if (t < 0) return 0;
  t *= t;
  return t * t * fm_nz_grad(seed, i, j, k, x, y, z);
}

/* Simplex noise (FastNoise's SingleSimplex): the skewed lattice's tetrahedron holding the point,
 * its four corners' terms summed, times 32. */
FM_FN float fm_nz_simplex(fm_u32 seed, float x, float y, float z) {
  const float f3 = (float)(1.0 / 3.0), g3 = (float)(1.0 / 6.0);
  const float g33 = -0.5f; /* FastNoise's G3·3 − 1, which float rounds to exactly −0.5 */
  float t = (x + y + z) * f3;
  const fm_u32 i = fm_nz_floor(x + t), j = fm_nz_floor(y + t), k = fm_nz_floor(z + t);
  t = fm_nz_float(i + j + k) * g3;
  const float x0 = x - (fm_nz_float(i) - t), y0 = y - (fm_nz_float(j) - t), z0 = z - (fm_nz_float(k) - t);
  /* the second and third corners: one step along the largest offset, then two */
  fm_u32 i1, j1, k1, i2, j2, k2;
  if (x0 >= y0) {
    if (y0 >= z0) {
      i1 = 1, j1 = 0, k1 = 0, i2 = 1, j2 = 1, k2 = 0;
    } else if (x0 >= z0) {
      i1 = 1, j1 = 0, k1 = 0, i2 = 1, j2 = 0, k2 = 1;
    } else {
      i1 = 0, j1 = 0, k1 = 1, i2 = 1, j2 = 0, k2 = 1;
    }
  } else {
    if (y0 < z0) {
      i1 = 0, j1 = 0, k1 = 1, i2 = 0, j2 = 1, k2 = 1;
    } else if (x0 < z0) {
      i1 = 0, j1 = 1, k1 = 0, i2 = 0, j2 = 1, k2 = 1;
    } else {
      i1 = 0, j1 = 1, k1 = 0, i2 = 1, j2 = 1, k2 = 0;
    }
  }
  const float x1 = x0 - fm_nz_float(i1) + g3, y1 = y0 - fm_nz_float(j1) + g3, z1 = z0 - fm_nz_float(k1) + g3;
  const float x2 = x0 - fm_nz_float(i2) + f3, y2 = y0 - fm_nz_float(j2) + f3, z2 = z0 - fm_nz_float(k2) + f3;
  const float x3 = x0 + g33, y3 = y0 + g33, z3 = z0 + g33;
  const float n0 = fm_nz_simplex_corner(seed, i, j, k, x0, y0, z0);
  const float n1 = fm_nz_simplex_corner(seed, i + i1, j + j1, k + k1, x1, y1, z1);
  const float n2 = fm_nz_simplex_corner(seed, i + i2, j + j2, k + k2, x2, y2, z2);
  const float n3 = fm_nz_simplex_corner(seed, i + 1u, j + 1u, k + 1u, x3, y3, z3);
  return 32 * (n0 + n1 + n2 + n3);
}

/* Cubic value noise (FastNoise's SingleCubic): the 4×4×4 lattice values around the point's
 * cell, cubic-interpolated along x (each row), then y, then z, times 1/1.5³ (the float nearest
 * 8/27). */
FM_FN float fm_nz_cubic(fm_u32 seed, float x, float y, float z) {
  const fm_u32 x1 = fm_nz_floor(x), y1 = fm_nz_floor(y), z1 = fm_nz_floor(z);
  const float xs = x - fm_nz_float(x1), ys = y - fm_nz_float(y1), zs = z - fm_nz_float(z1);
  float plane[4];
  for (int c = 0; c < 4; c++) {
    const fm_u32 zc = z1 + (fm_u32)c - 1u;
    float row[4];
    for (int b = 0; b < 4; b++) {
      const fm_u32 yb = y1 + (fm_u32)b - 1u;
      row[b] = fm_nz_cubic_lerp(fm_nz_val(seed, x1 - 1u, yb, zc), fm_nz_val(seed, x1, yb, zc),
                                fm_nz_val(seed, x1 + 1u, yb, zc), fm_nz_val(seed, x1 + 2u, yb, zc), xs);
    }
    plane[c] = fm_nz_cubic_lerp(row[0], row[1], row[2], row[3], ys);
  }
  return fm_nz_cubic_lerp(plane[0], plane[1], plane[2], plane[3], zs) * (1 / (float)(1.5 * 1.5 * 1.5));
}

/* One octave: the lattice noise of a type (alone or fractal) at (x, y, z) under seed. */
FM_FN float fm_nz_single(int type, fm_u32 seed, float x, float y, float z) {
  switch (type) {
  case FM_NOISE_VALUE:
  case FM_NOISE_VALUE_FRACTAL:
    return fm_nz_value(seed, x, y, z);
  case FM_NOISE_PERLIN:
  case FM_NOISE_PERLIN_FRACTAL:
    return fm_nz_perlin(seed, x, y, z);
  case FM_NOISE_SIMPLEX:
  case FM_NOISE_SIMPLEX_FRACTAL:
    return fm_nz_simplex(seed, x, y, z);
  default:
    return fm_nz_cubic(seed, x, y, z);
  }
}

/* A fractal of a lattice noise (FastNoise's Single…FractalFBM, …Billow, …RigidMulti): octave i
 * (from 0) at the point times lacunarity^i, under seed + i, weighted gain^i. FBM sums the
 * octaves, billow their |v|·2 − 1, both times fractal_bounding; rigid multi is the first's
 * 1 − |v| less the others' (unbounded). */
FM_FN float fm_nz_fractal(const fm_noise *n, float x, float y, float z) {
  const int kind = n->fractal_type;
  if (kind != FM_NOISE_FBM && kind != FM_NOISE_BILLOW && kind != FM_NOISE_RIGID_MULTI) return 0;
  fm_u32 seed = (fm_u32)n->seed;
  float amp = 1, sum = 0;
  for (int i = 0; i == 0 || i < n->octaves; i++) {
    if (i > 0) {
      x *= n->lacunarity;
      y *= n->lacunarity;
      z *= n->lacunarity;
      amp *= n->gain;
      seed += 1u;
    }
    const float v = fm_nz_single(n->type, seed, x, y, z);
    if (kind == FM_NOISE_FBM) {
      if (i == 0) sum = v;
      else sum += v * amp;
    } else if (kind == FM_NOISE_BILLOW) {
      if (i == 0) sum = fm_nz_abs(v) * 2 - 1;
      else sum += (fm_nz_abs(v) * 2 - 1) * amp;
    } else {
      if (i == 0) sum = 1 - fm_nz_abs(v);
      else sum -= (1 - fm_nz_abs(v)) * amp;
    }
  }
  return kind == FM_NOISE_RIGID_MULTI ? sum : sum * n->fractal_bounding;
}

/* ---- cellular and white noise --------------------------------------------------------------- */

/* The distance of a cell's point at offset (x, y, z) from ours (FastNoise's: squared for
 * Euclidean; natural is Manhattan's plus Euclidean's square). */
FM_FN float fm_nz_cell_distance(int fn, float x, float y, float z) {
  if (fn == FM_NOISE_EUCLIDEAN) return x * x + y * y + z * z;
  const float m = fm_nz_abs(x) + fm_nz_abs(y) + fm_nz_abs(z);
  return fn == FM_NOISE_MANHATTAN ? m : m + (x * x + y * y + z * z);
}

/* Cellular noise (FastNoise's SingleCellular and SingleCellular2Edge): the 27 cells around the
 * one the point rounds into, each with a point jittered by the table, the nearest (and second
 * nearest) found in FastNoise's order (x outer, z inner; a tie keeps the first). Cell value is
 * the nearest cell's lattice value under seed 0 (as FastNoise's); the distances come less 1.
 * Where a rounded coordinate saturates at the int range (|coordinate| ≥ 2^31) FastNoise's
 * loop from r − 1 to r + 1 runs no cell, its r + 1 or r − 1 wrapping: so here, leaving the
 * nearest at the initial 999999 and cell 0. */
FM_FN float fm_nz_cellular(const fm_noise *n, float x, float y, float z) {
  const int fn = n->cell_distance, ret = n->cell_return;
  if (fn < FM_NOISE_EUCLIDEAN || fn > FM_NOISE_NATURAL || ret < FM_NOISE_CELL_VALUE || ret > FM_NOISE_DISTANCE2_DIV)
    return 0;
  const fm_u32 seed = (fm_u32)n->seed, xr = fm_nz_round(x), yr = fm_nz_round(y), zr = fm_nz_round(z);
  const int two = ret >= FM_NOISE_DISTANCE2;
  float d = 999999, d2 = 999999;
  fm_u32 xc = 0, yc = 0, zc = 0;
  const int runs = xr != 0x7fffffffu && xr != 0x80000000u && yr != 0x7fffffffu && yr != 0x80000000u &&
                   zr != 0x7fffffffu && zr != 0x80000000u;
  for (int a = -1; runs && a <= 1; a++)
    for (int b = -1; b <= 1; b++)
      for (int c = -1; c <= 1; c++) {
        const fm_u32 xi = xr + (fm_u32)a, yi = yr + (fm_u32)b, zi = zr + (fm_u32)c;
        const float *v = fm_noise_cell_offset(fm_nz_hash(seed, xi, yi, zi));
        const float nd = fm_nz_cell_distance(fn, fm_nz_float(xi) - x + v[0], fm_nz_float(yi) - y + v[1],
                                             fm_nz_float(zi) - z + v[2]);
        if (two) {
          d2 = fm_nz_max(fm_nz_min(d2, nd), d);
          d = fm_nz_min(d, nd);
        } else if (nd < d) {
          d = nd;
          xc = xi, yc = yi, zc = zi;
        }
      }
  switch (ret) {
  case FM_NOISE_CELL_VALUE:
    return fm_nz_val(0u, xc, yc, zc);
  case FM_NOISE_DISTANCE:
    return d - 1;
  case FM_NOISE_DISTANCE2:
    return d2 - 1;
  case FM_NOISE_DISTANCE2_ADD:
    return d2 + d - 1;
  case FM_NOISE_DISTANCE2_SUB:
    return d2 - d - 1;
  case FM_NOISE_DISTANCE2_MUL:
    return d2 * d - 1;
  default:
    return d / d2 - 1;
  }
}

/* White noise (FastNoise's GetWhiteNoise): the lattice value of the coordinates' own bits, each
 * folded as bits ^ (bits >> 16). */
FM_FN float fm_nz_white(fm_u32 seed, float x, float y, float z) {
  const fm_u32 xb = fm_nz_bits(x), yb = fm_nz_bits(y), zb = fm_nz_bits(z);
  return fm_nz_val(seed, xb ^ fm_nz_sar(xb, 16), yb ^ fm_nz_sar(yb, 16), zb ^ fm_nz_sar(zb, 16));
}

/* ---- the interface -------------------------------------------------------------------------- */

/* Sets n's fractal_bounding from its octaves and gain (FastNoise's CalculateFractalBounding):
 * 1 over the sum of the octaves' weights 1, gain, gain², … */
FM_FN void fm_noise_init(fm_noise *n) {
  float amp = n->gain, total = 1;
  for (int i = 1; i < n->octaves; i++) {
    total += amp;
    amp *= n->gain;
  }
  n->fractal_bounding = 1 / total;
}

/* FastNoise's GetNoise(x, y, z) under n's settings: the point times the frequency, then the
 * type's noise. */
FM_FN float fm_noise_3d(const fm_noise *n, float x, float y, float z) {
  x *= n->frequency;
  y *= n->frequency;
  z *= n->frequency;
  const fm_u32 seed = (fm_u32)n->seed;
  switch (n->type) {
  case FM_NOISE_VALUE:
  case FM_NOISE_PERLIN:
  case FM_NOISE_SIMPLEX:
  case FM_NOISE_CUBIC:
    return fm_nz_single(n->type, seed, x, y, z);
  case FM_NOISE_VALUE_FRACTAL:
  case FM_NOISE_PERLIN_FRACTAL:
  case FM_NOISE_SIMPLEX_FRACTAL:
  case FM_NOISE_CUBIC_FRACTAL:
    return fm_nz_fractal(n, x, y, z);
  case FM_NOISE_CELLULAR:
    return fm_nz_cellular(n, x, y, z);
  case FM_NOISE_WHITE:
    return fm_nz_white(seed, x, y, z);
  default:
    return 0;
  }
}

#endif
