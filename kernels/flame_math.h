/*
 * flame_math.h — the types every flame kernel shares, written in the common subset of C17
 * and CUDA C++ so that gcc (CPU backend) and NVRTC (GPU backend) compile the same text.
 *
 * Rules for everything under kernels/: no libc beyond <math.h> functions that CUDA also
 * provides, no globals, no allocation, functions marked FM_FN. fm_real is double on the CPU
 * (flam3 iterates in double); the GPU code generator and the GPU emulation define
 * FM_REAL_FLOAT before including this file to iterate in float.
 */
#ifndef FLAMEBUILD_FLAME_MATH_H
#define FLAMEBUILD_FLAME_MATH_H

#include "variation_table.h"

#if defined(__CUDACC__) || defined(__CUDACC_RTC__)
#define FM_FN static __device__ __forceinline__
typedef unsigned int fm_u32;
typedef unsigned long long fm_u64;
#else
#include <math.h>
#include <stdint.h>
#define FM_FN static inline
typedef uint32_t fm_u32;
typedef uint64_t fm_u64;
#endif

#ifdef FM_REAL_FLOAT
typedef float fm_real;
#define FM_REAL_EPSILON 1.1920928955078125e-07 /* FLT_EPSILON */
#if !defined(__CUDACC__) && !defined(__CUDACC_RTC__)
/* C has no overloads: type-generic math makes sin(float) call sinf, as CUDA C++ does, so the
 * GPU emulation (gpu/emulate_kernel.c) computes in the GPU's precision. */
#include <tgmath.h>
#endif
#else
typedef double fm_real;
#define FM_REAL_EPSILON 2.220446049250313080847e-16 /* DBL_EPSILON */
#endif

#if defined(__CUDACC__) || defined(__CUDACC_RTC__)
/*
 * The iteration kernels are compiled with --use_fast_math (gpu/kernel.h, GPU_ITERATION_MATH):
 * sinf, cosf, tanf, expf, logf and powf become the hardware's approximations, whose error is
 * absolute (sin, cos: ~2^-21.4). Near x = 0, where sin x ~ x is itself small, that is most of
 * the result: on the device sinusoidal moved a point 1e-4 from the origin by 0.1% and sent one
 * 1e-7 away to 0 (tests/gpu/precision_device.c). So below |x| < 0.5 sin is its Taylor
 * polynomial to x^9 (truncation < 2^-27 relative there), and tan goes through that sin.
 * Elsewhere the absolute error is below what the argument's own rounding moves the result.
 * Double points (double-precision kernels) keep libdevice's functions.
 */
/* fabs through the sign bit. NVRTC (CUDA 12/13, -O3, fast math) dropped the fabs of a product
 * of two called functions' results in kernels that call their transcendentals (codegen.c:
 * emit_called_math, the generic kernel among them): fabs(cos(x) * cos(y)) came back negative,
 * so ho's |cos x cos y|^3 had the wrong sign on the device (tests/gpu/precision_device.c; a
 * probe showed fabsf wrong there, the bit mask right). The mask is one instruction too. */
static __device__ __forceinline__ float fm_gpu_fabs(float x) { return __int_as_float(__float_as_int(x) & 0x7fffffff); }
static __device__ __forceinline__ double fm_gpu_fabs(double x) {
  return __longlong_as_double(__double_as_longlong(x) & 0x7fffffffffffffffLL);
}
/* The hardware's sin and cos reduce their argument coarsely: beyond ±π their absolute error
 * grows with it. Where a formula takes the sine or cosine of a large multiple of an angle
 * (maple_leaf's cos 30t), fm_sin_wide / fm_cos_wide (below) first bring the argument into
 * [-π, π]: x − k·2π with 2π in two parts (Cody and Waite: exact to an ulp of the result for |k|
 * up to 2^12). Not in every sin and cos: that compare and select cost `bench` 8% (62.9 against
 * 68.3 G it/s, H200, 2026-11-29). */
static __device__ __forceinline__ float fm_gpu_reduce(float x) {
  if (!(fm_gpu_fabs(x) > 3.14159274f)) return x;
  const float k = rintf(x * 0.159154943f);
  return fmaf(-k, -1.74845553e-7f, fmaf(-k, 6.28318548f, x));
}
static __device__ __forceinline__ float fm_gpu_sin(float x) {
  if (fm_gpu_fabs(x) < 0.5f) {
    const float x2 = x * x;
    return x + x * x2 * (-1.0f / 6 + x2 * (1.0f / 120 + x2 * (-1.0f / 5040 + x2 * (1.0f / 362880))));
  }
  return sinf(x);
}
static __device__ __forceinline__ double fm_gpu_sin(double x) { return sin(x); }
static __device__ __forceinline__ float fm_gpu_tan(float x) { return fm_gpu_sin(x) / cosf(x); }
static __device__ __forceinline__ double fm_gpu_tan(double x) { return tan(x); }
/* tanhf under --use_fast_math is the hardware's tanh.approx (relative error up to 2^-11: tancos
 * moved points by 8e-6 on the device); through expm1f, which fast math leaves exact to an ulp,
 * it keeps float's precision. */
static __device__ __forceinline__ float fm_gpu_tanh(float x) {
  if (fm_gpu_fabs(x) > 9.0f) return x > 0 ? 1.0f : -1.0f;
  const float e = expm1f(2.0f * x);
  return e / (e + 2.0f);
}
static __device__ __forceinline__ double fm_gpu_tanh(double x) { return tanh(x); }
#define sin fm_gpu_sin
#define tan fm_gpu_tan
#define tanh fm_gpu_tanh
#define fabs fm_gpu_fabs
#endif

/* sin and cos of an argument that may be far beyond ±π (above: the device reduces it first;
 * the CPU's libm is exact there already). */
#if (defined(__CUDACC__) || defined(__CUDACC_RTC__))
static __device__ __forceinline__ float fm_sin_wide(float x) { return fm_gpu_sin(fm_gpu_reduce(x)); }
static __device__ __forceinline__ float fm_cos_wide(float x) { return cosf(fm_gpu_reduce(x)); }
static __device__ __forceinline__ double fm_sin_wide(double x) { return sin(x); }
static __device__ __forceinline__ double fm_cos_wide(double x) { return cos(x); }
#else
#define fm_sin_wide(x) sin(x)
#define fm_cos_wide(x) cos(x)
#endif

/* Aligns a struct's first member (and so the struct) to 16 bytes: the GPU then reads four
 * neighbouring 32-bit fields in one 128-bit load (fm_xform's affine, its colour fields). The
 * host's copies of such a struct (gpu_layout.h) carry the same alignment. */
#if defined(__CUDACC__) || defined(__CUDACC_RTC__)
#define FM_ALIGN16 alignas(16)
#else
#define FM_ALIGN16 _Alignas(16)
#endif

/* A constant in the point type: FM_R(2.0) is a float on the GPU, a double on the CPU. */
#define FM_R(v) ((fm_real)(v))

#define FM_EPS 1e-10
#define FM_PI 3.14159265358979323846
#define FM_M_1_PI 0.31830988618379067154
#define FM_M_2_PI 0.63661977236758134308
#define FM_M_PI_2 1.57079632679489661923

/* A value of the canonical accumulation buffer: every iterated histogram holds float32 values
 * (what flam3's bits=32 buffer holds), so the cache stores it exactly in half the bytes and a
 * frame finished fresh is finished from the very numbers a re-finish reads back. Beyond
 * float's range the value saturates at the largest float instead of becoming infinite. The
 * one definition for the CPU (render_hist_round_to_float) and the device (fb_fin_round). */
FM_FN double fm_canonical_bucket_value(double v) {
  const double top = 3.4028234663852886e38; /* FLT_MAX */
  if (v > top) v = top;
  if (v < -top) v = -top;
  return (double)(float)v;
}

/* A point of the chaos game: position, palette coordinate, plot visibility, and the z that
 * Apophysis 7X's, Fractorium's and JWildfire's 3D variations carry along (0 through flam3's;
 * last, so that {x, y, color, vis} initialisers still mean what they say). A point that
 * JWildfire hides (its doHide: a cropping variation's, which the point keeps through the xforms
 * after it until one such variation shows it again) is not plotted: its vis is -1 - v for its
 * visibility v (fm_vis_of), negative, where every other point's is v >= 0.
 * rgb: 0, the point is drawn in the palette's colour at `color`; else JWildfire's true colour,
 * which a direct-colour variation (dc_*, glsl_*: FM_VARS_TRUE_COLOR) gave it in the xform that
 * made the point (fm_true_color) — as JWildfire's rgbColor, it lasts one xform: the next one
 * colours the point from the palette again unless it sets a colour of its own. */
typedef struct fm_point {
  fm_real x, y, color, vis, z;
  fm_u32 rgb;
  /* The colour walk of JWildfire's dc_dmodulus or dc_kaleidotile, which each render thread's
   * instance keeps from call to call along its one trajectory (var_jwildfire26.h): the last
   * call's colour less 0.5, so that a trajectory's start, 0, is JWildfire's init. Kept by the
   * trajectory where FM_WALK (variations.h); last, so that initialisers need not name it. */
  fm_real walk;
} fm_point;

/* fm_point.rgb of JWildfire's 0-255 channels (each clamped there, as its dbl2int does).
 * FM_TRUE_COLOR_NEAREST beside them asks for the palette's entry nearest that colour instead
 * (a dc_* shader's Gradient 1), which the plot finds (kernels/accumulate.h). */
#define FM_TRUE_COLOR_SET 0x1000000u
#define FM_TRUE_COLOR_NEAREST 0x2000000u
FM_FN fm_u32 fm_true_color(int r, int g, int b) {
  r = r < 0 ? 0 : r > 255 ? 255 : r;
  g = g < 0 ? 0 : g > 255 ? 255 : g;
  b = b < 0 ? 0 : b > 255 ? 255 : b;
  return FM_TRUE_COLOR_SET | (fm_u32)r << 16 | (fm_u32)g << 8 | (fm_u32)b;
}

/* JWildfire's Tools.FTOI, how its setParameter stores an integer parameter: the nearest integer,
 * halves away from zero, NaN to 0, saturated at Java's int range as its cast does. */
FM_FN fm_real fm_jwf_int(fm_real v) {
  const fm_real m = floor(fabs(v) + FM_R(0.5));
  if (!(m > 0)) return 0; /* an int 0 has no sign, and NaN gives 0 (m is NaN, not above 0) */
  if (v > 0) return m > FM_R(2147483647.0) ? FM_R(2147483647.0) : m;
  return m > FM_R(2147483648.0) ? FM_R(-2147483648.0) : -m;
}

/* Java's (int) of a double: toward zero, NaN to 0, saturated at int's range. */
FM_FN fm_real fm_java_int(fm_real v) {
  if (!(v == v)) return 0;
  if (v >= FM_R(2147483647.0)) return FM_R(2147483647.0);
  if (v <= FM_R(-2147483648.0)) return FM_R(-2147483648.0);
  return trunc(v);
}

/*
 * JWildfire's rule for a bad value (render/iterate.c's run_chunk, its SIMD lanes and
 * kernels/trajectory.h follow it in an xform under JWildfire's rules, FM_JWF_RULES): the step
 * plots nothing, and the point goes on from the random one the bad value was replaced with.
 * flam3 instead retries the step from the random point up to four times and plots the fifth
 * bad value's random point as it is: where a variation gives NaN half the time (a plotted
 * formula's sqrt of a negative, JWildfire's polarplot2d_wf of a lemniscate) one step in 32
 * lands on the unit square, a square JWildfire's picture has not. JWildfire's point then stays
 * bad until its trajectory's next check (every 1,000 steps) and starts anew with 44 unplotted
 * steps (its preFuseIter): the 44 are drawn here, the random point's next FM_JWF_FUSE steps not
 * plotted — a flame whose trajectories often escape otherwise strews the random points' first
 * steps over the picture (a random flame of JWildfire's: 0.119 → 0.054 from its picture, two
 * seeds 0.023). The wait for the check is not: a point is bad here (|x| > 1e10, which keeps the
 * device's float clear of overflowing intermediates) where JWildfire's is not (a finite 1e15),
 * and the dark time would hang on it (bench/BENCHMARKS.md).
 */
#define FM_JWF_FUSE 44

/* A JWildfire file's chunk discards so many steps first, where flam3's discards RENDER_FUSE (15).
 * JWildfire's render thread walks one trajectory the whole render, started once; flamebuild's
 * chunks start a new one every 10,000 samples (flam3's), whose first steps off a slowly
 * contracting attractor (a spiral's near-isometries: JWildfire's "Spirals" random flames) strew
 * the picture with points JWildfire's has not: one of its random flames measured 0.251 from its
 * picture with flam3's 15 steps, 0.182 with its own 44, 0.134 with 200 or 1,000 (two seeds
 * 0.102). The steps come on top of the chunk's samples (2% more steps): as unplotted samples
 * they made the picture 2% sparser, a little further from JWildfire's everywhere else. */
#define FM_JWF_START_FUSE 200

/* A point's visibility without its hidden mark (fm_point). */
FM_FN fm_real fm_vis_of(fm_real vis) { return vis < 0 ? -1 - vis : vis; }

/* The visibility vis (>= 0) marked hidden where `hidden_as` is (fm_point). */
FM_FN fm_real fm_vis_like(fm_real vis, fm_real hidden_as) { return hidden_as < 0 ? -1 - vis : vis; }

#ifndef FM_RNG_SCRIPTED
/*
 * PCG32 (O'Neill): 64-bit state, 32-bit output. Counter-based use: a stream is seeded from
 * (seed, stream id) through splitmix64, so the numbers drawn for a chunk depend only on the
 * render seed and the chunk's index, never on which thread or GPU block ran it.
 */
typedef struct fm_rng {
  fm_u64 state, inc;
} fm_rng;

FM_FN fm_u64 fm_splitmix64(fm_u64 x) {
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

FM_FN fm_u32 fm_rng_u32(fm_rng *r) {
  fm_u64 old = r->state;
  r->state = old * 6364136223846793005ULL + r->inc;
  fm_u32 xorshifted = (fm_u32)(((old >> 18) ^ old) >> 27);
  fm_u32 rot = (fm_u32)(old >> 59);
  return (xorshifted >> rot) | (xorshifted << ((0u - rot) & 31u));
}

FM_FN void fm_rng_seed(fm_rng *r, fm_u64 seed, fm_u64 stream) {
  r->state = 0;
  r->inc = (fm_splitmix64(stream ^ 0x5851f42d4c957f2dULL) << 1) | 1u;
  fm_rng_u32(r);
  r->state += fm_splitmix64(seed);
  fm_rng_u32(r);
}

/* Uniform in [0,1): 32 random bits scaled, like flam3's isaac_01. */
FM_FN fm_real fm_rng_01(fm_rng *r) {
  return (fm_real)fm_rng_u32(r) * (fm_real)(1.0 / 4294967296.0);
}

/* Uniform in [-1,1). */
FM_FN fm_real fm_rng_11(fm_rng *r) {
  return (fm_real)fm_rng_u32(r) * (fm_real)(2.0 / 4294967296.0) - (fm_real)1.0;
}

/* One random bit (a coin toss; Fractorium's RandBit). */
FM_FN fm_u32 fm_rng_bit(fm_rng *r) { return fm_rng_u32(r) & 1u; }

/* Uniform in [0,1) in double on every side: a float fm_rng_01 keeps 24 bits, and a product
 * with a large range (a pixel of a million-wide grid) then loses the point. */
FM_FN double fm_rng_01d(fm_rng *r) { return (double)fm_rng_u32(r) * (1.0 / 4294967296.0); }

#else /* FM_RNG_SCRIPTED */
/*
 * Test only: tests/unit/test_variation_refs.c defines FM_RNG_SCRIPTED before its first include
 * to hand a variation exactly the random numbers Fractorium's generator (QTIsaac) handed
 * Fractorium's own formula for the same point (tests/tools/ember_refs.cpp records them), so a
 * random variation is checked draw for draw. The functions keep their names and signatures, so
 * the variations' text is the same as in every other build; nothing else defines this.
 *   fm_rng_u32: the next recorded raw value (Fractorium's Rand());
 *   fm_rng_01, fm_rng_11, fm_rng_01d: that value mapped to a real as Fractorium maps it (u/(2^32-1), where
 *     ours divides by 2^32: the real differs by at most 2.3e-10 relative, a property of the
 *     generator, not of the formula; mapping as Fractorium does keeps the check at 1e-9 even
 *     where a formula magnifies its random input);
 *   fm_rng_bit: a bit of Fractorium's byte cache (RandBit: the low bit of the next byte of a
 *     cached raw value, the cache refilled from the stream after its 4th byte).
 * A draw beyond the script returns 0 and counts in `overrun`.
 */
typedef struct fm_rng {
  const fm_u32 *script; /* the raw values, in order */
  int len, next;        /* how many; the next to hand out (= how many were drawn) */
  int overrun;          /* draws asked for beyond len */
  fm_u32 byte_cache;    /* RandBit's cached raw value (QTIsaac's m_Cache) */
  int byte_next;        /* its next byte, 0..3 (QTIsaac's m_LastIndex) */
} fm_rng;

FM_FN void fm_rng_script(fm_rng *r, const fm_u32 *script, int len, fm_u32 byte_cache, int byte_next) {
  r->script = script;
  r->len = len;
  r->next = 0;
  r->overrun = 0;
  r->byte_cache = byte_cache;
  r->byte_next = byte_next;
}

FM_FN fm_u32 fm_rng_u32(fm_rng *r) {
  if (r->next >= r->len) {
    r->overrun++;
    return 0;
  }
  return r->script[r->next++];
}

FM_FN fm_real fm_rng_01(fm_rng *r) { return (fm_real)fm_rng_u32(r) / (fm_real)4294967295.0; }

FM_FN double fm_rng_01d(fm_rng *r) { return (double)fm_rng_u32(r) / 4294967295.0; }

FM_FN fm_real fm_rng_11(fm_rng *r) { return (fm_real)-1.0 + fm_rng_01(r) * (fm_real)2.0; }

FM_FN fm_u32 fm_rng_bit(fm_rng *r) {
  const fm_u32 bit = (r->byte_cache >> (8 * r->byte_next)) & 1u;
  if (++r->byte_next == 4) {
    r->byte_next = 0;
    r->byte_cache = fm_rng_u32(r);
  }
  return bit;
}
#endif /* FM_RNG_SCRIPTED */

/*
 * JWildfire's antialiasing (its DefaultRenderIterationState, before plotPoint): with the chance
 * `amount` a sample lands dr = e^(radius·√(−ln u)) − 1 raster pixels away from its place, in a
 * random direction; u uniform, so that most move under a pixel and a few several. Adds to a
 * point's bucket coordinates (*bx, *by); the draws are JWildfire's: one always, two more to move.
 */
FM_FN void fm_jwf_antialias(fm_real amount, fm_real radius, fm_rng *rng, double *bx, double *by) {
  if (!(fm_rng_01(rng) > FM_R(1.0) - amount)) return;
  fm_real u = fm_rng_01(rng);
  if (!(u > 0)) u = FM_R(1e-30); /* JWildfire's random is never 0 */
  const double dr = (double)(exp(radius * sqrt(-log(u))) - FM_R(1.0));
  const double da = (double)(fm_rng_01(rng) * FM_R(2.0) * FM_PI);
  *bx += dr * cos(da);
  *by += dr * sin(da);
}


/* The xform a step takes, from r (0..16383) and a choice row of at most 8 xforms given as its
 * runs: run[k] = the xform << 16 | where its run of the row's table ends (render/prepare.c
 * builds the table and its runs; kernels/gpu_layout.h, FB_GPU_CHOOSE_RUNS). The table's entry
 * r, read from num_xforms words instead of a 32 KB row. */
FM_FN int fm_choose_run(const fm_u32 *run, int num_xforms, fm_u32 r) {
  int fn = (int)(run[0] >> 16);
  for (int k = 0; k + 1 < num_xforms; k++)
    if (r >= (run[k] & 0xffffu)) fn = (int)(run[k + 1] >> 16);
  return fn;
}

/* An integer uniform in [0, n): the top of the 32-bit value scaled (Fractorium's Rand(n));
 * for n = 0, the whole value. */
FM_FN fm_u32 fm_rng_below(fm_rng *r, fm_u32 n) {
  const fm_u32 u = fm_rng_u32(r);
  return n == 0 ? u : (fm_u32)(((fm_u64)u * n) >> 32);
}

/* flam3's bad value test: NaN or magnitude beyond 1e10. */
FM_FN int fm_badvalue(fm_real v) {
  return (v != v) || (v > (fm_real)1e10) || (v < (fm_real)-1e10);
}

/* How an xform colours the point (fm_xform.color_mode): flam3's blend of palette coordinates
 * (fm_xform_begin), or one of JWildfire's colour types, DISTANCE (the palette entry of the
 * xform's colour plus how far it moved the point: fm_xform_end) and CYCLIC (the coordinate
 * stepped by the xform's symmetry, modulo 1: fm_xform_begin), and NONE (the point's colour
 * kept: its coordinate, by a color_speed of 0, and its true colour, fm_xform_begin). */
enum fm_color_mode { FM_COLOR_BLEND, FM_COLOR_BY_DISTANCE, FM_COLOR_CYCLIC, FM_COLOR_KEEP };

/*
 * An xform ready to evaluate: the genome's values for one temporal sample plus the derived
 * quantities some variations precompute (fm_xform_precalc in variations.h).
 * Affine layout is flam3's: x' = c[0][0]*x + c[1][0]*y + c[2][0],
 *                           y' = c[0][1]*x + c[1][1]*y + c[2][1].
 */
/* fm_xform.affine3d's bits */
enum { FM_AFFINE3D_PRE = 1, FM_AFFINE3D_POST = 2 };

/* 0 (kernels/codegen.c: a structure none of whose xforms has JWildfire's 3D affine): the step
 * does not test xf->affine3d, and a structure's kernel of parameter slots (FM_PARAM_SLOTS) lays
 * its xforms out without the affine's 24 numbers, the last of the head (codegen_xform_bytes,
 * gpu/frame_buffers.c). The test alone, a load and a branch a step, cost flam3's files 8-17% on
 * an H200; the post affine's 12 numbers in every xform 2% (bench/BENCHMARKS.md). */
#ifndef FM_AFFINE3D
#define FM_AFFINE3D 1
#endif

typedef struct fm_xform {
  FM_ALIGN16 fm_real c[3][2];
  fm_real post[3][2];
  int has_post;
  fm_real color, color_speed;
  fm_real vis;                       /* opacity^(log2 10): flam3's adjust_percentage */
  int nvars;                         /* active variations in index order, pre_blur excluded */
  int var_index[FM_XFORM_VARS];
  fm_real var_weight[FM_XFORM_VARS];
  fm_real pre_blur;                  /* weight of pre_blur (applied before the others), 0 = none */
  int flatten;                       /* 1: z is 0 after the variations (the flatten variation) */
  int z_mode;                        /* which 2D variations carry z: enum fm_z_mode (the flame's) */
  int affine3d;                      /* FM_AFFINE3D_PRE: JWildfire's 3D affine below applies
                                        (fm_xform_begin); FM_AFFINE3D_POST: its 3D post (fm_xform_end) */
  int color_mode;                    /* enum fm_color_mode: flam3's blend or one of JWildfire's */
  fm_real color_arg;                 /* FM_COLOR_BY_DISTANCE's multiplier, FM_COLOR_CYCLIC's step */
#if FM_AFFINE3D || !defined(FM_PARAM_SLOTS)
  /* the head's last fields: a flat structure's slotted layout ends its head before them */
  fm_real yz[3][2], zx[3][2];        /* its y-z and z-x parts, coefs' layout */
  fm_real yz_post[3][2], zx_post[3][2]; /* the post affine's, post's layout */
#endif
#ifdef FM_PARAM_SLOTS
  /* A structure's kernel (kernels/codegen.c) holds only the parameters its variations read,
   * FM_PARAM_SLOTS of them, parameter p in slot FM_PSLOT(p) (slot 0 is a 0 for any other): a
   * sheep frame's 1,000 sub-frames upload a few hundred bytes an xform, not the table's
   * thousands of parameters. */
  fm_real pre[FM_NPRE];
  fm_real slot[FM_PARAM_SLOTS];
#else
  fm_real param[FM_NPARAMS];         /* indexed by enum fm_param */
  fm_real pre[FM_NPRE];               /* per-xform precalc, layout private to variations.h */
#endif
} fm_xform;

/* Where an xform's parameter p is: its index, but in a structure's kernel (FM_PARAM_SLOTS) the
 * slot the code generator gave it. FM_PARAMS(xf) + FM_PSLOT(p) is its address; a variation's
 * contiguous parameters stay contiguous. */
#ifdef FM_PARAM_SLOTS
#define FM_PARAMS(xf) ((xf)->slot)
#else
#define FM_PSLOT(p) (p)
#define FM_PARAMS(xf) ((xf)->param)
#endif

#endif
