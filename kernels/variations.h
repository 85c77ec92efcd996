/*
 * variations.h — the 99 flam3 variations, per-xform precalculation and xform application.
 *
 * Common subset of C17 and CUDA C++ (see flame_math.h for the rules). Every formula follows
 * flam3 3.1.1 exactly, including the order of floating-point operations where that is free
 * to keep, so that the double build reproduces flam3's numbers to the last bit on the same
 * libm. Quirks are reproduced on purpose and marked "flam3:" where they are not obvious.
 * Exceptions, where flam3's formula cancels or overflows in float: elliptic and the complex
 * functions 86–89 and 92–95 are rewritten in well-conditioned forms for both precisions (in
 * double they agree with flam3 to rounding, and keep its bad values; see fm_ellip_of and
 * fm_tan_parts), and edisc is, in float only.
 *
 * Usage on either side:
 *   fm_xform_build_var_list(xf, weights);   // CPU: active list + pre_blur weight
 *   fm_xform_precalc(xf);                   // after the affine and parameters are final
 *   fm_apply_xform(xf, &p, &q, &rng);       // one chaos-game step through this xform
 * A code generator may instead call the fm_var_<name> functions directly: every one has the
 * same signature (state, xform, weight, rng), set the state up with fm_var_state_init and,
 * when the xform has pre_blur, call fm_var_pre_blur before any other variation.
 */
#ifndef FLAMEBUILD_VARIATIONS_H
#define FLAMEBUILD_VARIATIONS_H

#include "flame_math.h"
#include "wfield.h"

#define FM_M_PI_4 0.78539816339744830962

/* ------------------------------------------------------------------------------------------ */
/* Per-xform precalculated values (xf->pre[]), filled by fm_xform_precalc.                      */

enum fm_pre {
  FM_PRE_PERSP_VSIN,      /* sin(perspective_angle*pi/2) */
  FM_PRE_PERSP_VFCOS,     /* perspective_dist*cos(perspective_angle*pi/2) */
  FM_PRE_JULIAN_RN,       /* |julian_power| */
  FM_PRE_JULIAN_CN,       /* julian_dist/julian_power/2 */
  FM_PRE_JULIASCOPE_RN,   /* |juliascope_power| */
  FM_PRE_JULIASCOPE_CN,   /* juliascope_dist/juliascope_power/2 */
  FM_PRE_RBLUR_SPIN,      /* sin(radial_blur_angle*pi/2) */
  FM_PRE_RBLUR_ZOOM,      /* cos(radial_blur_angle*pi/2) */
  FM_PRE_WAVES_DX2,       /* 1/(c[2][0]^2+EPS) */
  FM_PRE_WAVES_DY2,       /* 1/(c[2][1]^2+EPS) */
  FM_PRE_DISC2_TIMESPI,   /* disc2_rot*pi */
  FM_PRE_DISC2_SINADD,    /* sin(twist), scaled when |twist| > 2pi */
  FM_PRE_DISC2_COSADD,    /* cos(twist)-1, scaled likewise */
  FM_PRE_SSHAPE_PM4,      /* super_shape_m/4 */
  FM_PRE_SSHAPE_PNEG1_N1, /* -1/super_shape_n1 */
  FM_PRE_WJULIA_RN,       /* |wedge_julia_power| */
  FM_PRE_WJULIA_CN,       /* wedge_julia_dist/wedge_julia_power/2 */
  FM_PRE_WJULIA_CF,       /* 1 - wedge_julia_angle*wedge_julia_count/(2pi) */
  FM_PRE_ESCHER_VC,       /* (1+cos(escher_beta))/2 (flam3 recomputes it per point) */
  FM_PRE_ESCHER_VD,       /* sin(escher_beta)/2 */
  FM_PRE_BWRAPS_G2,       /* bwraps_gain² + 1e-6 */
  FM_PRE_BWRAPS_R2,       /* the bubble's radius², never 0 (fm_zeps) */
  FM_PRE_BWRAPS_RFACTOR,  /* the radius over the largest bubble */
  FM_PRE_JULIA3D_ABSN,    /* |julia3D_power| as an integer (var_3d.h: fm_3d_precalc) */
  FM_PRE_JULIA3D_CN,      /* (1/n - 1)/2 */
  FM_PRE_JULIA3DZ_ABSN,   /* |julia3Dz_power| as an integer */
  FM_PRE_JULIA3DZ_CN,     /* 1/n/2 */
  FM_PRE_POINCARE3D_CX,   /* poincare3D's centre */
  FM_PRE_POINCARE3D_CY,
  FM_PRE_POINCARE3D_CZ,
  FM_PRE_HYPERTILE_RE,    /* hypertile's Möbius coefficient, real part */
  FM_PRE_HYPERTILE_IM,    /* and imaginary part */
  FM_PRE_STARBLUR_LENGTH, /* starblur: the length of a star's edge */
  FM_PRE_STARBLUR_SINA,   /* starblur: sin and cos of the angle at its tips */
  FM_PRE_STARBLUR_COSA,
  FM_PRE_XTRB_A,          /* xtrb: its triangle's sides, */
  FM_PRE_XTRB_B,
  FM_PRE_XTRB_C,
  FM_PRE_XTRB_S2,         /*   their sum times the radius, */
  FM_PRE_XTRB_SINC,       /*   sin and cos of the angle between a and b */
  FM_PRE_XTRB_COSC,
  FM_PRE_NBLUR_TAN90M2,   /* nBlur: tan(π/2 + half a sector), */
  FM_PRE_NBLUR_SINA,      /*   sin and cos of half a sector, */
  FM_PRE_NBLUR_COSA,
  FM_PRE_NBLUR_ARCTAN1,   /*   the edge highlighting's scale and its atan, */
  FM_PRE_NBLUR_ARCTAN2,
  FM_PRE_NBLUR_ADJUST,    /*   what the weight is divided by (adjustToLinear; else 1) */
  FM_PRE_HYPERTILE1_R,    /* hypertile1, hypertile2: their Möbius coefficient's radius */
  FM_PRE_HYPERTILE2_R,
  FM_PRE_CPOW2_C,         /* cpow2: its exponent's real and imaginary parts */
  FM_PRE_CPOW2_D,
  FM_PRE_CPOW3_C,         /* cpow3: likewise */
  FM_PRE_CPOW3_D,
  FM_PRE_LOG_DENOM,       /* log: 1/2 over ln(log_base), Fractorium's base (1/2 at e) */
  FM_PRE_COUNT
};

/* Compile-time check that the layout fits fm_xform.pre (valid C and C++). */
typedef char fm_pre_layout_fits[(FM_PRE_COUNT <= FM_NPRE) ? 1 : -1];

/* Fractorium's Zeps: x, or double's epsilon where x is exactly 0 — in float too, so that the
 * float path stands in for 0 with the CPU's value, not float's own 5·10⁸ times larger (synth's
 * rings of power 0 take a ring width of 2ε, which picks between a radius of r and of 2r: an
 * artist's flame drew half its size on the GPU). */
FM_FN fm_real fm_zeps(fm_real x) { return x == 0 ? FM_R(2.220446049250313080847e-16) : x; }


/*
 * The xform's variation list: nvars/var_index/var_weight in index order, each entry's kind in
 * the bits above FM_KIND_SHIFT (fm_var_kind). pre_blur is taken out of the list into
 * xf->pre_blur, as flam3 does (it lists pre_blur too but its dispatch ignores it there), and
 * flatten into xf->flatten: JWildfire and Fractorium set the xform's z to 0 where flatten
 * stands among its variations, and their editors put it last. Built by clearing it and adding
 * the variations one by one (a genome's sparse list: render/prepare.c), or from a full weight
 * vector, zeros skipped (fm_xform_build_var_list).
 */
FM_FN void fm_xform_clear_var_list(fm_xform *xf) {
  xf->nvars = 0;
  xf->pre_blur = 0;
  xf->flatten = 0;
}

/* Adds variation j (kind: enum fm_var_kind) of weight w, not 0, to the list; in ascending j. */
FM_FN void fm_xform_add_var(fm_xform *xf, int j, int kind, double w) {
  if (j == FM_VAR_pre_blur) {
    xf->pre_blur = (fm_real)w;
    return;
  }
  if (j == FM_VAR_flatten) { /* not summed: z made 0 at the end, whatever its weight */
    xf->flatten = 1;
    return;
  }
  if (xf->nvars == FM_XFORM_VARS) return; /* the parser refuses more (FM_XFORM_VARS) */
  xf->var_index[xf->nvars] = j | kind << FM_KIND_SHIFT;
  xf->var_weight[xf->nvars] = (fm_real)w;
  xf->nvars++;
}

FM_FN void fm_xform_build_var_list(fm_xform *xf, const double *weights /* [FM_NVARS] */,
                                   const unsigned char *kinds /* [FM_NVARS], NULL: all normal */) {
  int j;
  fm_xform_clear_var_list(xf);
  for (j = 0; j < FM_NVARS; j++)
    if (weights[j] != 0.0) fm_xform_add_var(xf, j, kinds ? (int)kinds[j] : 0, weights[j]);
}

/* ------------------------------------------------------------------------------------------ */
/* Per-point state                                                                              */

/*
 * tx,ty: the pre-affine output (after pre_blur); px,py: the running sum of the variations;
 * tz, pz: the same for z, which the affine passes through and only the 3D variations
 * (var_3d.h) read or add to — flam3's add nothing to z, as in Fractorium and JWildfire;
 * color: what the point's colour becomes (fm_xform_begin's blend, unless a variation sets it).
 * hide: whether the point is hidden (JWildfire's doHide: flame_math.h, fm_point): the input's,
 * which a cropping variation sets anew (var_jwildfire_crops.h).
 * r2 = tx²+ty² and r = √r2 are always set. The angles are computed on first use, which gives
 * the same values flam3 precalculates per xform:
 *   atan_xy = atan2(tx, ty)   (flam3 precalc_atan: the "paper" angle, measured from +y)
 *   sina = tx/r, cosa = ty/r  (flam3 precalc_sina/cosa: sin and cos of that angle)
 *   atan_yx = atan2(ty, tx)   (flam3 precalc_atanyx: the usual angle φ)
 */
typedef struct fm_var_state {
  fm_real tx, ty;
  fm_real px, py;
  fm_real tz, pz;
  fm_real color;  /* the point's palette coordinate after the xform's blend: a direct-colour
                     variation (Fractorium's dc_*, JWildfire's colour shifts) sets it */
  fm_real ix, iy, iz; /* the xform's input point, for JWildfire's DISTANCE colour only */
  int hide;
  fm_u32 rgb; /* fm_point.rgb after the xform: 0, or a direct-colour variation's (FM_TRUE_COLOR) */
  fm_real walk; /* fm_point.walk: a walking variation's state (FM_WALK) */
  fm_real r2, r;
  fm_real atan_xy, atan_yx, sina, cosa;
  int have; /* FM_HAVE_* bits of the lazily computed angles */
} fm_var_state;

#define FM_HAVE_ATAN_XY 1
#define FM_HAVE_ATAN_YX 2
#define FM_HAVE_SINCOSA 4
#define FM_HAVE_R 8

/* FM_LAZY_R (the CPU's scalar chaos game, render/iterate.c): the radius is computed when a
 * variation first asks for it (fm_vs_r) instead of at every point — most steps of most flames
 * never do, and its sqrt was ~9% of an Electric Sheep frame's CPU. The same value either way;
 * the GPU's kernels, their emulation and the lanes compute it at once, as they always have. */
FM_FN void fm_var_state_set_point(fm_var_state *s, fm_real tx, fm_real ty) {
  s->tx = tx;
  s->ty = ty;
  s->r2 = tx * tx + ty * ty;
#ifndef FM_LAZY_R
  s->r = sqrt(s->r2);
#endif
  s->have = 0;
}

/* The point's distance from the origin, sqrt(r2). */
FM_FN fm_real fm_vs_r(fm_var_state *s) {
#ifdef FM_LAZY_R
  if (!(s->have & FM_HAVE_R)) {
    s->r = sqrt(s->r2);
    s->have |= FM_HAVE_R;
  }
#endif
  return s->r;
}

FM_FN void fm_var_state_init(fm_var_state *s, fm_real tx, fm_real ty) {
  fm_var_state_set_point(s, tx, ty);
  s->px = 0;
  s->py = 0;
  s->tz = 0;
  s->pz = 0;
  s->color = 0;
  s->hide = 0;
  s->walk = 0;
  s->atan_xy = s->atan_yx = s->sina = s->cosa = 0;
}

FM_FN fm_real fm_vs_atan_xy(fm_var_state *s) {
  if (!(s->have & FM_HAVE_ATAN_XY)) {
    s->atan_xy = atan2(s->tx, s->ty);
    s->have |= FM_HAVE_ATAN_XY;
  }
  return s->atan_xy;
}

FM_FN fm_real fm_vs_atan_yx(fm_var_state *s) {
  if (!(s->have & FM_HAVE_ATAN_YX)) {
    s->atan_yx = atan2(s->ty, s->tx);
    s->have |= FM_HAVE_ATAN_YX;
  }
  return s->atan_yx;
}

FM_FN void fm_vs_need_sincosa(fm_var_state *s) {
  if (!(s->have & FM_HAVE_SINCOSA)) {
    s->sina = s->tx / fm_vs_r(s);
    s->cosa = s->ty / fm_vs_r(s);
    s->have |= FM_HAVE_SINCOSA;
  }
}

FM_FN fm_real fm_vs_sina(fm_var_state *s) { fm_vs_need_sincosa(s); return s->sina; }
FM_FN fm_real fm_vs_cosa(fm_var_state *s) { fm_vs_need_sincosa(s); return s->cosa; }

/* ------------------------------------------------------------------------------------------ */
/* Helpers                                                                                      */

#define FM_VEPS FM_R(FM_EPS)

/*
 * C's double-to-int conversion as flam3's x86-64 build performs it: truncation toward zero,
 * and INT_MIN (the "integer indefinite") for NaN or anything outside the int range. Several
 * variations store a real in an int (fan2, rings2, pie, cell, julian, juliascope,
 * wedge_julia); with tiny parameters the value overflows and flam3 then uses INT_MIN.
 */
FM_FN fm_real fm_int_trunc(fm_real v) {
  if (!(v > FM_R(-2147483649.0) && v < FM_R(2147483648.0))) return FM_R(-2147483648.0);
  return trunc(v);
}

/* x to an integer power n: pow(x, n) as C computes it, a negative x included, which the GPU's
 * fast powf (exp2(n·log2 x)) turns into NaN. */
FM_FN fm_real fm_pow_int(fm_real x, fm_real n) {
#if (defined(__CUDACC__) || defined(__CUDACC_RTC__)) && defined(FM_REAL_FLOAT)
  /* On the device in float, a whole power up to 64 by squaring: exact where the fast powf's
   * exp2(n·log2 x) is not (oak_leaf's and japanese_maple_leaf's tenth powers). */
  if (n == floor(n) && fabs(n) <= FM_R(64.0)) {
    int k = (int)fabs(n);
    fm_real b = x, p = FM_R(1.0);
    for (; k; k >>= 1, b *= b)
      if (k & 1) p *= b;
    return n < 0 ? FM_R(1.0) / p : p;
  }
#endif
  const fm_real r = pow(fabs(x), n);
  return x < 0 && fmod(n, FM_R(2.0)) != 0 ? -r : r;
}

/* Java's Math.pow: a negative base to a power that is no integer is NaN, and to an integer
 * power signed (which the GPU's fast powf would not give: fm_pow_int). On the device a call, not
 * inlined: hamid_js calls it some fifty times, and inlined each its own copy made its kernel's
 * NVRTC time 2.4 s. (hamid_js, and ho under JWildfire's rules.) */
#if defined(__CUDACC__) || defined(__CUDACC_RTC__)
static __device__ __noinline__
#else
static
#endif
fm_real fm_java_pow(fm_real x, fm_real n) {
  if (x < 0 && n != floor(n)) return FM_R(0.0) / FM_R(0.0);
  return fm_pow_int(x, n);
}

/* Whether a JWildfire variation's weight is the file's 0, kept as FM_JWF_WEIGHT_OF_ZERO (a
 * colouring variation JWildfire calls at 0): as a float too, which holds 1e-30. */
FM_FN int fm_jwf_weight_zero(fm_real w) { return fabs(w) <= FM_R(FM_JWF_WEIGHT_OF_ZERO); }

/* Sum of four uniforms minus 2: flam3's cheap bell-shaped deviate in [-2,2]. */
FM_FN fm_real fm_rng_gauss4(fm_rng *rng) {
  fm_real a = fm_rng_01(rng);
  fm_real b = fm_rng_01(rng);
  fm_real c = fm_rng_01(rng);
  fm_real d = fm_rng_01(rng);
  return a + b + c + d - FM_R(2.0);
}

/*
 * Branch angle shared by julian, juliascope and wedge_julia: picks one of the |power| roots
 * with k = int(|power|·U). juliascope (mirror != 0) reflects φ on odd branches.
 */
FM_FN fm_real fm_julia_branch_angle(fm_real phi, fm_real power, fm_real rn, int mirror,
                                    fm_rng *rng) {
  fm_real k = fm_int_trunc(rn * fm_rng_01(rng));
  fm_real turn = FM_R(2.0 * FM_PI) * k;
  if (mirror && fmod(k, FM_R(2.0)) != 0) return (turn - phi) / power;
  return (phi + turn) / power;
}

/* Wedge fold shared by wedge, wedge_julia and wedge_sph: cut the plane into `count` sectors
 * and close the gap of `angle` each leaves (comp = 1 - angle·count/2π). */
FM_FN fm_real fm_wedge_fold(fm_real a, fm_real count, fm_real angle, fm_real comp) {
  fm_real sector = floor((count * a + FM_R(FM_PI)) * FM_R(FM_M_1_PI) * FM_R(0.5));
  return a * comp + sector * angle;
}

FM_FN fm_real fm_wedge_comp(fm_real angle, fm_real count) {
  return 1 - angle * count * FM_R(FM_M_1_PI) * FM_R(0.5);
}

/* Every variation has this signature so that dispatch and code generation are uniform. */
#define FM_VAR(name) \
  FM_FN void fm_var_##name(fm_var_state *s, const fm_xform *xf, fm_real w, fm_rng *rng)
#define FM_UNUSED_XF (void)xf
#define FM_UNUSED_RNG (void)rng
#define FM_PAR(ident) (FM_PARAMS(xf)[FM_PSLOT(FM_P_##ident)])
/* The table of points of a variation of FM_VARS_POINT_TABLE (variation_table.h), its address
 * held in three parameters of 24 bits each, exact in a float (render/prepare.c sets them). */
#define FM_POINT_TABLE(name) \
  ((const float *)((fm_u64)FM_PAR(name##_at0) | (fm_u64)FM_PAR(name##_at1) << 24 | (fm_u64)FM_PAR(name##_at2) << 48))

/* ------------------------------------------------------------------------------------------ */
/* The variations, a file per family (the list of names is variation_table.h)                   */
/* A kernel of its own (kernels/codegen_families.c) defines FM_FAMILIES_SELECTED and
 * FM_FAMILY_<file> for the files that define its variations, and NVRTC reads only those and the
 * ones they include (a family file includes the families whose helpers it calls); flam3's
 * var_classic.h is always in. Everything else — the CPU, the emulation, the generic kernel —
 * reads them all, and with them fm_apply_var's switch. */

#include "var_classic.h"
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_2006)
#include "var_2006.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_zplus)
#include "var_zplus.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_pluginpack)
#include "var_pluginpack.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_complex)
#include "var_complex.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_flam3_3)
#include "var_flam3_3.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_apo7x)
#include "var_apo7x.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_fractorium)
#include "var_fractorium.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_fractorium2)
#include "var_fractorium2.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_3d)
#include "var_3d.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwildfire)
#include "var_jwildfire.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_fractorium3)
#include "var_fractorium3.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_fractorium4)
#include "var_fractorium4.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwf_symmetry)
#include "var_jwf_symmetry.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwf_surfaces)
#include "var_jwf_surfaces.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwf_attractors)
#include "var_jwf_attractors.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwildfire2)
#include "var_jwildfire2.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwildfire3)
#include "var_jwildfire3.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwildfire_crops)
#include "var_jwildfire_crops.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwf_plots)
#include "var_jwf_plots.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwildfire4)
#include "var_jwildfire4.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwildfire5)
#include "var_jwildfire5.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwildfire6)
#include "var_jwildfire6.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_fractorium_dc)
#include "var_fractorium_dc.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_fractorium6)
#include "var_fractorium6.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_fractorium5)
#include "var_fractorium5.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_fractorium7)
#include "var_fractorium7.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_fractorium8)
#include "var_fractorium8.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_fractorium9)
#include "var_fractorium9.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_fractorium10)
#include "var_fractorium10.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_fractorium11)
#include "var_fractorium11.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_fractorium12)
#include "var_fractorium12.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwildfire7)
#include "var_jwildfire7.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_fractorium13)
#include "var_fractorium13.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwf_primitives)
#include "var_jwf_primitives.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwildfire8)
#include "var_jwildfire8.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwildfire8b)
#include "var_jwildfire8b.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwildfire9)
#include "var_jwildfire9.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwildfire10)
#include "var_jwildfire10.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwf_cut)
#include "var_jwf_cut.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwildfire11)
#include "var_jwildfire11.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwf_cut2)
#include "var_jwf_cut2.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwildfire12)
#include "var_jwildfire12.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwildfire13)
#include "var_jwildfire13.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwf_cut3)
#include "var_jwf_cut3.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwildfire14)
#include "var_jwildfire14.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwildfire15)
#include "var_jwildfire15.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwf_cut4)
#include "var_jwf_cut4.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwf_cut5)
#include "var_jwf_cut5.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwildfire16)
#include "var_jwildfire16.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwildfire17)
#include "var_jwildfire17.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwf_dc)
#include "var_jwf_dc.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwf_dc2)
#include "var_jwf_dc2.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwf_dc3)
#include "var_jwf_dc3.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwf_dc4)
#include "var_jwf_dc4.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwf_dc5)
#include "var_jwf_dc5.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwf_dc6)
#include "var_jwf_dc6.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwf_dc7)
#include "var_jwf_dc7.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwf_dc8)
#include "var_jwf_dc8.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwf_dc9)
#include "var_jwf_dc9.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwf_dc10)
#include "var_jwf_dc10.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwf_dc11)
#include "var_jwf_dc11.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwildfire18)
#include "var_jwildfire18.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwf_truchet)
#include "var_jwf_truchet.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwildfire19)
#include "var_jwildfire19.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwildfire20)
#include "var_jwildfire20.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwildfire21)
#include "var_jwildfire21.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwf_dc12)
#include "var_jwf_dc12.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwf_text)
#include "var_jwf_text.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_apo_plugins)
#include "var_apo_plugins.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_fractorium14)
#include "var_fractorium14.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwildfire22)
#include "var_jwildfire22.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwildfire23)
#include "var_jwildfire23.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwildfire24)
#include "var_jwildfire24.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwf_dc13)
#include "var_jwf_dc13.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwf_crops3d)
#include "var_jwf_crops3d.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwildfire26)
#include "var_jwildfire26.h"
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_FAMILY_var_jwildfire25)
#include "var_jwildfire25.h"
#endif

/* Whether the xform's list (fm_xform_build_var_list) has variation v — or it has no list yet
 * (a caller that applies variations one by one): then every family's values are made. */
FM_FN int fm_xform_uses(const fm_xform *xf, int v) {
  int i;
  if (xf->nvars == 0) return 1;
  for (i = 0; i < xf->nvars; i++)
    if ((xf->var_index[i] & ((1 << FM_KIND_SHIFT) - 1)) == v) return 1;
  return 0;
}

/* Every variation's per-xform values (enum fm_pre), from the parameters and the affine: on the
 * host, which hands a kernel the results (a structure's kernel has no parameter table to read). */
#if !defined(FM_PARAM_SLOTS) && !defined(FM_FAMILIES_SELECTED) /* the device never calls it */
FM_FN void fm_xform_precalc(fm_xform *xf) {
  const fm_real *p = xf->param;
  fm_real *pre = xf->pre;
  fm_real ang, twist, k, dx, dy;

  ang = p[FM_P_perspective_angle] * FM_R(FM_PI) / FM_R(2.0);
  pre[FM_PRE_PERSP_VSIN] = sin(ang);
  pre[FM_PRE_PERSP_VFCOS] = p[FM_P_perspective_dist] * cos(ang);

  pre[FM_PRE_JULIAN_RN] = fabs(p[FM_P_julian_power]);
  pre[FM_PRE_JULIAN_CN] = p[FM_P_julian_dist] / p[FM_P_julian_power] / FM_R(2.0);
  pre[FM_PRE_JULIASCOPE_RN] = fabs(p[FM_P_juliascope_power]);
  pre[FM_PRE_JULIASCOPE_CN] = p[FM_P_juliascope_dist] / p[FM_P_juliascope_power] / FM_R(2.0);

  ang = p[FM_P_radial_blur_angle] * FM_R(FM_PI) / FM_R(2.0);
  pre[FM_PRE_RBLUR_SPIN] = sin(ang);
  pre[FM_PRE_RBLUR_ZOOM] = cos(ang);

  dx = xf->c[2][0];
  dy = xf->c[2][1];
  pre[FM_PRE_WAVES_DX2] = FM_R(1.0) / (dx * dx + FM_R(FM_EPS));
  pre[FM_PRE_WAVES_DY2] = FM_R(1.0) / (dy * dy + FM_R(FM_EPS));

  /* disc2: beyond one full turn of twist the offsets grow linearly with the excess. */
  twist = p[FM_P_disc2_twist];
  pre[FM_PRE_DISC2_TIMESPI] = p[FM_P_disc2_rot] * FM_R(FM_PI);
  pre[FM_PRE_DISC2_SINADD] = sin(twist);
  pre[FM_PRE_DISC2_COSADD] = cos(twist) - 1;
  k = 1;
  if (twist > 2 * FM_R(FM_PI)) k = 1 + twist - 2 * FM_R(FM_PI);
  if (twist < -2 * FM_R(FM_PI)) k = 1 + twist + 2 * FM_R(FM_PI);
  if (k != 1) {
    pre[FM_PRE_DISC2_COSADD] *= k;
    pre[FM_PRE_DISC2_SINADD] *= k;
  }

  pre[FM_PRE_SSHAPE_PM4] = p[FM_P_super_shape_m] / FM_R(4.0);
  pre[FM_PRE_SSHAPE_PNEG1_N1] = FM_R(-1.0) / p[FM_P_super_shape_n1];

  pre[FM_PRE_WJULIA_CF] = FM_R(1.0) - p[FM_P_wedge_julia_angle] * p[FM_P_wedge_julia_count] *
                                           FM_R(FM_M_1_PI) * FM_R(0.5);
  pre[FM_PRE_WJULIA_RN] = fabs(p[FM_P_wedge_julia_power]);
  pre[FM_PRE_WJULIA_CN] = p[FM_P_wedge_julia_dist] / p[FM_P_wedge_julia_power] / FM_R(2.0);

  pre[FM_PRE_ESCHER_VC] = FM_R(0.5) * (FM_R(1.0) + cos(p[FM_P_escher_beta]));
  pre[FM_PRE_ESCHER_VD] = FM_R(0.5) * sin(p[FM_P_escher_beta]);

  /* The other families' values only for an xform that has them: a sheep edge prepares 5,000
   * xforms a frame. Fractorium holds log_base at the precision's epsilon or more. */
  if (fm_xform_uses(xf, FM_VAR_log)) pre[FM_PRE_LOG_DENOM] = FM_R(0.5) / log(fmax(p[FM_P_log_base], FM_R(FM_REAL_EPSILON)));
  if (fm_xform_uses(xf, FM_VAR_bwraps)) fm_bwraps_precalc(p, pre);
  if (fm_xform_uses(xf, FM_VAR_hypertile)) fm_hypertile_precalc(p, pre);
  if (fm_xform_uses(xf, FM_VAR_starblur)) fm_starblur_precalc(p, pre);
  if (fm_xform_uses(xf, FM_VAR_xtrb)) fm_xtrb_precalc(p, pre);
  if (fm_xform_uses(xf, FM_VAR_nblur)) fm_nblur_precalc(p, pre);
  if (fm_xform_uses(xf, FM_VAR_julia3D) || fm_xform_uses(xf, FM_VAR_julia3Dz) || fm_xform_uses(xf, FM_VAR_poincare3D))
    fm_3d_precalc(p, pre);
  if (fm_xform_uses(xf, FM_VAR_hypertile1) || fm_xform_uses(xf, FM_VAR_hypertile2) || fm_xform_uses(xf, FM_VAR_cpow2) ||
      fm_xform_uses(xf, FM_VAR_cpow3))
    fm_fractorium3_precalc(p, pre);
}
#endif

/* ------------------------------------------------------------------------------------------ */
/* Dispatch and xform application                                                               */

/* Adds variation `index` with weight w to the state's sum. pre_blur is not a summed
 * variation: listed here it does nothing (as in flam3); it belongs in xf->pre_blur. */
/* A generic GPU kernel of one block of variations (kernels/codegen.h: codegen_generic_source)
 * defines the block's range: the others' calls are never made there, and the compiler drops them. */
#ifdef FM_VARS_ENABLED_LO
#define FM_VAR_ENABLED(i) ((i) < FM_NVARS_FLAM3 || ((i) >= FM_VARS_ENABLED_LO && (i) < FM_VARS_ENABLED_HI))
#else
#define FM_VAR_ENABLED(i) 1
#endif
/* The cases of fm_apply_var's switch: every variation, or a generic kernel's block of them
 * (FM_VARS_LISTED, which kernels/codegen.c writes with the families it includes). */
#ifdef FM_VARS_LISTED
#define FM_APPLY_LIST FM_VARS_LISTED
#else
#define FM_APPLY_LIST FM_VARIATION_LIST
#endif
#if !defined(FM_FAMILIES_SELECTED) || defined(FM_VARS_LISTED)
FM_FN void fm_apply_var(int index, fm_var_state *s, const fm_xform *xf, fm_real w, fm_rng *rng) {
  switch (index) {
#define FM_VAR_CASE(i, name)                                                 \
  case i:                                                                    \
    if (i != FM_VAR_pre_blur && FM_VAR_ENABLED(i)) fm_var_##name(s, xf, w, rng); \
    break;
    FM_APPLY_LIST(FM_VAR_CASE)
#undef FM_VAR_CASE
  default:
    break;
  }
}
#endif

/*
 * flam3's apply_xform, in two halves that code generators call around their own variation
 * calls (kernels/codegen.c), so that the GPU's generated xforms and this one share the text:
 *   fm_xform_begin: colour blend, opacity, affine;
 *   fm_var_pre_blur when xf->pre_blur != 0 (a generator emits it only for xforms that have it:
 *     inlined into every xform it would bloat many-xform kernels);
 *   (the variation sum in index order);
 *   fm_xform_end:   post-affine and the bad-value test.
 * fm_xform_end returns 1 (and a uniform random point in [-1,1)²) if the result is a bad value
 * (NaN or beyond ±1e10), else 0. `in` and `out` may be the same point.
 */
/* FM_AFFINE3D: flame_math.h. */
/* 0 (kernels/codegen.c): no xform of the structure hides points (FM_VARS_HIDE); the hidden
 * mark (flame_math.h, fm_point) is neither read nor written. */
#ifndef FM_HIDE
#define FM_HIDE 1
#endif
/* 0 (kernels/codegen.c): every xform of the structure blends colours as flam3 does
 * (FM_COLOR_BLEND); the tests of JWildfire's colour types are left out. */
#ifndef FM_COLOR_MODES
#define FM_COLOR_MODES 1
#endif
/* 0 (kernels/codegen.c): no xform of the structure has a variation that gives the point a
 * true colour (FM_VARS_TRUE_COLOR); fm_point.rgb is neither written nor read. */
#ifndef FM_TRUE_COLOR
#define FM_TRUE_COLOR 1
#endif
/* 0 (kernels/codegen.c): no xform of the structure walks a colour of its own along the
 * trajectory (FM_VARS_WALK); fm_point.walk is neither written nor read. */
#ifndef FM_WALK
#define FM_WALK 1
#endif

FM_FN void fm_xform_begin(const fm_xform *xf, const fm_point *in, fm_point *out, fm_var_state *s) {
  fm_real x = in->x, y = in->y;
  const fm_real in_walk = FM_WALK ? in->walk : FM_R(0.0); /* before out, which may be in, is written */
  fm_real cs = xf->color_speed;
  const int hidden = FM_HIDE && in->vis < 0; /* before out, which may be in, is written */
  const fm_u32 in_rgb = FM_TRUE_COLOR ? in->rgb : 0;
  if (FM_COLOR_MODES && xf->color_mode == FM_COLOR_CYCLIC) {
    /* JWildfire's CYCLIC: the coordinate stepped by the symmetry, wrapped into [0, 1) */
    fm_real c = fmod(in->color + xf->color_arg, FM_R(1.0));
    out->color = c < 0 ? c + FM_R(1.0) : c;
  } else
    out->color = cs * xf->color + (FM_R(1.0) - cs) * in->color;
  out->vis = xf->vis;
  fm_real z = in->z;
  if (FM_COLOR_MODES && xf->color_mode == FM_COLOR_BY_DISTANCE) s->ix = x, s->iy = y, s->iz = z;
#if FM_AFFINE3D /* a flat structure's xforms hold none of its numbers (flame_math.h) */
  if (xf->affine3d & FM_AFFINE3D_PRE) {
    /* JWildfire's full affine (TransformationAffineFullStep): the plane's part without its
     * move, then y-z, then z-x turned, then all three moves */
    fm_real ax = xf->c[0][0] * x + xf->c[1][0] * y, ay = xf->c[0][1] * x + xf->c[1][1] * y, t;
    t = xf->yz[0][0] * ay + xf->yz[1][0] * z;
    z = xf->yz[0][1] * ay + xf->yz[1][1] * z;
    ay = t;
    t = xf->zx[0][0] * ax + xf->zx[1][0] * z;
    z = xf->zx[0][1] * ax + xf->zx[1][1] * z;
    ax = t;
    fm_var_state_init(s, ax + xf->c[2][0] + xf->zx[2][0], ay + xf->c[2][1] + xf->yz[2][0]);
    s->tz = z + xf->yz[2][1] + xf->zx[2][1];
  } else
#endif
  {
    fm_var_state_init(s, xf->c[0][0] * x + xf->c[1][0] * y + xf->c[2][0],
                      xf->c[0][1] * x + xf->c[1][1] * y + xf->c[2][1]);
    s->tz = z;
  }
  s->color = out->color;
  s->hide = hidden;
  s->walk = in_walk;
  /* JWildfire's rgbColor: reset by every xform, but for one of colour type NONE, which has no
   * colour step and draws the colour the point came with (its redColor…: a final xform's,
   * where JWildfire's file gives it no colour type) */
  if (FM_TRUE_COLOR) s->rgb = xf->color_mode == FM_COLOR_KEEP ? in_rgb : 0;
}

/* fm_xform_end under a weighting field (wfield.h; wf NULL: none), `field` its value at the
 * step's start: its colour and jitter after the post affine. */
FM_FN int fm_xform_end_field(const fm_xform *xf, const fm_wfield *wf, fm_real field, const fm_var_state *s,
                             fm_point *out, fm_rng *rng) {
  fm_real x, y;
#if FM_AFFINE3D
  if (xf->affine3d & FM_AFFINE3D_POST) {
    /* JWildfire's full post affine (TransformationPostAffineStep): the plane's part without its
     * move, then y-z, then z-x turned, then all three moves; flatten's 0 after it */
    fm_real px = xf->post[0][0] * s->px + xf->post[1][0] * s->py, py = xf->post[0][1] * s->px + xf->post[1][1] * s->py;
    fm_real pz = s->pz, t;
    t = xf->yz_post[0][0] * py + xf->yz_post[1][0] * pz;
    pz = xf->yz_post[0][1] * py + xf->yz_post[1][1] * pz;
    py = t;
    t = xf->zx_post[0][0] * px + xf->zx_post[1][0] * pz;
    pz = xf->zx_post[0][1] * px + xf->zx_post[1][1] * pz;
    px = t;
    x = px + xf->post[2][0] + xf->zx_post[2][0];
    y = py + xf->post[2][1] + xf->yz_post[2][0];
    out->z = xf->flatten ? 0 : pz + xf->yz_post[2][1] + xf->zx_post[2][1];
  } else
#endif
  {
    if (xf->has_post) {
      x = xf->post[0][0] * s->px + xf->post[1][0] * s->py + xf->post[2][0];
      y = xf->post[0][1] * s->px + xf->post[1][1] * s->py + xf->post[2][1];
    } else {
      x = s->px;
      y = s->py;
    }
    out->z = xf->flatten ? 0 : s->pz; /* the post-affine is flat: z passes */
  }
  out->color = s->color;
  if (wf) {
    fm_real z = out->z;
    fm_wfield_end(wf, field, &x, &y, &z, &out->color);
    out->z = z;
  }
  if (FM_TRUE_COLOR) out->rgb = s->rgb;
  if (FM_WALK) out->walk = s->walk;
  if (FM_COLOR_MODES && xf->color_mode == FM_COLOR_BY_DISTANCE) {
    /* JWildfire's DISTANCE: the palette entry (the colour's, on its 254-step scale, plus how
     * far the xform moved the point times the multiplier) mod 256, as the coordinate that
     * lands in it; what the coordinate was does not matter, as every xform of such a flame
     * colours by distance (genome/parse_editors.c) */
    const fm_real dx = x - s->ix, dy = y - s->iy, dz = out->z - s->iz;
    const fm_real v = (xf->color + sqrt(dx * dx + dy * dy + dz * dz) * xf->color_arg) * FM_R(254.0) + FM_R(0.5);
    const fm_real entry = v >= 0 ? fmod(floor(v), FM_R(256.0)) : FM_R(0.0);
    out->color = entry / FM_R(254.0); /* entry itself in JWildfire's palette modes, which its files have */
  }
  if (FM_HIDE && s->hide) out->vis = -1 - out->vis; /* fm_point: hidden */
  if (fm_badvalue(x) || fm_badvalue(y)) {
    out->x = fm_rng_11(rng);
    out->y = fm_rng_11(rng);
    out->z = 0; /* as Fractorium's iterator restarts a bad point */
    return 1;
  }
  out->x = x;
  out->y = y;
  return 0;
}

FM_FN int fm_xform_end(const fm_xform *xf, const fm_var_state *s, fm_point *out, fm_rng *rng) {
  return fm_xform_end_field(xf, (const fm_wfield *)0, FM_R(0.0), s, out, rng);
}

/* What variation `index` does with z beyond its formula: FM_OWN_Z, it computes a z of its own
 * (FM_VARS_3D); FM_PASS_XY, its pre or post SET form passes x and y through (FM_VARS_PASS_XY);
 * FM_LISTED_CARRY_Z, Fractorium gives it a z of the input's times the weight (FM_VARS_CARRY_Z);
 * FM_NATURAL_POST, it works on the sum itself, after the others (FM_VARS_NATURAL_POST);
 * FM_JWF_OWN_Z, a 2D variation of flam3's to which JWildfire gives a z of its own (bubble:
 * FM_VARS_JWF_OWN_Z), so that under JWildfire's z rules it carries none; FM_JWF_CARRY_Z, one
 * that JWildfire has carry z in every flame (FM_VARS_JWF_CARRY_Z). */
#define FM_OWN_Z 1
#define FM_PASS_XY 2
#define FM_LISTED_CARRY_Z 4
#define FM_NATURAL_POST 8
#define FM_JWF_OWN_Z 16
#define FM_JWF_CARRY_Z 32
/* FM_SETS_SUM: JWildfire's variation replaces what it writes to (FM_VARS_JWF_SETS_SUM): in
 * JWildfire's pre or post order, the point itself (fm_pre_begin) */
#define FM_SETS_SUM 64
#if !defined(__CUDACC__) && !defined(__CUDACC_RTC__)
/* On the host, the lists as tables made at compile time: the switches below are a search of
 * ~130 cases each, 5% of an Electric Sheep frame's CPU (one call a variation a step). The
 * device keeps the switches (a table there would be a memory load). */
#define FM_VAR_LISTED(name) [FM_VAR_##name] = 1,
static const unsigned char fm_vars_natural_post_table[FM_NVARS] = {FM_VARS_NATURAL_POST(FM_VAR_LISTED)};
static const unsigned char fm_vars_carry_z_table[FM_NVARS] = {FM_VARS_CARRY_Z(FM_VAR_LISTED)};
static const unsigned char fm_vars_3d_table[FM_NVARS] = {FM_VARS_3D(FM_VAR_LISTED)};
static const unsigned char fm_vars_pass_xy_table[FM_NVARS] = {FM_VARS_PASS_XY(FM_VAR_LISTED)};
static const unsigned char fm_vars_jwf_own_z_table[FM_NVARS] = {FM_VARS_JWF_OWN_Z(FM_VAR_LISTED)};
static const unsigned char fm_vars_jwf_carry_z_table[FM_NVARS] = {FM_VARS_JWF_CARRY_Z(FM_VAR_LISTED)};
static const unsigned char fm_vars_sets_sum_table[FM_NVARS] = {FM_VARS_JWF_SETS_SUM(FM_VAR_LISTED)};
#undef FM_VAR_LISTED
FM_FN int fm_var_prepost_flags(int index) {
  if (index < 0 || index >= FM_NVARS) return 0;
  return (fm_vars_natural_post_table[index] ? FM_NATURAL_POST : 0) | (fm_vars_carry_z_table[index] ? FM_LISTED_CARRY_Z : 0) |
         (fm_vars_3d_table[index] ? FM_OWN_Z : 0) | (fm_vars_pass_xy_table[index] ? FM_PASS_XY : 0) |
         (fm_vars_jwf_own_z_table[index] ? FM_JWF_OWN_Z : 0) | (fm_vars_jwf_carry_z_table[index] ? FM_JWF_CARRY_Z : 0) |
         (fm_vars_sets_sum_table[index] ? FM_SETS_SUM : 0);
}

/* 1 when xform `xf` has a variation that gives the point a true colour (FM_VARS_TRUE_COLOR):
 * the host's question, for the most one sample can add (gpu/frame_buffers.c). */
FM_FN int fm_xform_true_color(const fm_xform *xf) {
#define FM_VAR_TRUE_COLOR_CASE(name) case FM_VAR_##name:
  for (int i = 0; i < xf->nvars; i++) switch (xf->var_index[i] & ((1 << FM_KIND_SHIFT) - 1)) {
      FM_VARS_TRUE_COLOR(FM_VAR_TRUE_COLOR_CASE)
      return 1;
      default: break;
    }
#undef FM_VAR_TRUE_COLOR_CASE
  return 0;
}
#else
FM_FN int fm_var_prepost_flags(int index) {
  int flags = 0;
#define FM_VAR_FLAG_CASE(name) case FM_VAR_##name:
/* flag if index is in list: a switch of the list's cases */
#define FM_VAR_FLAG_OF(list, flag) \
  switch (index) {                 \
    list(FM_VAR_FLAG_CASE)         \
    flags |= flag;                 \
    break;                         \
    default: break;                \
  }
  FM_VAR_FLAG_OF(FM_VARS_NATURAL_POST, FM_NATURAL_POST)
  FM_VAR_FLAG_OF(FM_VARS_CARRY_Z, FM_LISTED_CARRY_Z)
  FM_VAR_FLAG_OF(FM_VARS_3D, FM_OWN_Z)
  FM_VAR_FLAG_OF(FM_VARS_PASS_XY, FM_PASS_XY)
  FM_VAR_FLAG_OF(FM_VARS_JWF_OWN_Z, FM_JWF_OWN_Z)
  FM_VAR_FLAG_OF(FM_VARS_JWF_CARRY_Z, FM_JWF_CARRY_Z)
  FM_VAR_FLAG_OF(FM_VARS_JWF_SETS_SUM, FM_SETS_SUM)
#undef FM_VAR_FLAG_OF
#undef FM_VAR_FLAG_CASE
  return flags;
}
#endif

/*
 * Pre and post variations (fm_var_kind), around the variation's own call, which adds its output
 * to the state's sum as every variation does: *_begin sets the sum aside (a post variation's
 * input, the sum so far, becomes the point it reads) and starts it from 0; *_end takes the
 * output and sets or adds it to the point (pre: the affine's point the normal variations then
 * read, with r, r² and the angles computed anew; post: the sum). A variation without a z of its
 * own leaves z as it was under SET and adds nothing to it under SUM (Fractorium's DefaultZ;
 * JWildfire's 2D variations, which add to z only when a flame preserves it); one that passes
 * x and y (fm_var_prepost_flags) leaves them under SET.
 */
/* Whether a variation of those flags adds w · z (its input's) to the z sum, by the flame's
 * editor (fm_z_mode). */
FM_FN int fm_carries_z(int flags, int z_mode) {
  if (flags & FM_OWN_Z) return 0;
  if (z_mode == FM_Z_APOPHYSIS) return (flags & FM_LISTED_CARRY_Z) != 0;
  if (flags & FM_JWF_OWN_Z) return 0;
  return z_mode == FM_Z_PRESERVE || (flags & FM_JWF_CARRY_Z);
}

typedef struct fm_var_saved {
  fm_real x, y, z;
} fm_var_saved;

/* A pre or post form that adds, in a file JWildfire wrote: JWildfire's pre or post order of a
 * normal variation (NAME_fx_priority -1 or 1, its EnforcedPre/PostVariationTransformationStep)
 * hands the variation the point itself as both its input and what it writes to, where the other
 * editors' forms start the variation's output from 0 and add it. The same for a variation that
 * adds; one that replaces what it writes to (the cut_* family, JWildfire's crops…) replaces the
 * point there, and one that reads the sum so far reads the point. */
FM_FN int fm_onto_point(int kind, int z_mode) {
  return (kind == FM_KIND_PRE_SUM || kind == FM_KIND_POST_SUM) && z_mode != FM_Z_APOPHYSIS;
}

FM_FN void fm_pre_begin(fm_var_state *s, fm_var_saved *sum, int kind, int flags, int z_mode) {
  sum->x = s->px;
  sum->y = s->py;
  sum->z = s->pz;
  if (fm_onto_point(kind, z_mode)) {
    /* (one that replaces the point's x and y, which flamebuild's adds to: from 0, its z kept) */
    s->px = flags & FM_SETS_SUM ? FM_R(0.0) : s->tx;
    s->py = flags & FM_SETS_SUM ? FM_R(0.0) : s->ty;
    s->pz = s->tz;
  } else {
    s->px = s->py = s->pz = 0;
  }
}

FM_FN void fm_pre_end(fm_var_state *s, const fm_var_saved *sum, int kind, int flags, fm_real w, int z_mode) {
  if (fm_onto_point(kind, z_mode)) { /* the point is what the variation left */
    const fm_real z = fm_carries_z(flags, z_mode) ? s->pz + w * s->tz : s->pz;
    fm_var_state_set_point(s, s->px, s->py);
    s->tz = z;
    s->px = sum->x;
    s->py = sum->y;
    s->pz = sum->z;
    return;
  }
  const int set = kind == FM_KIND_PRE_SET;
  /* A variation that keeps z may still add to it (waves2's z wave): its s->pz joins in. */
  const fm_real z = (flags & FM_OWN_Z)         ? s->pz
                    : fm_carries_z(flags, z_mode) ? w * s->tz + s->pz
                                                  : (set ? s->tz : FM_R(0.0)) + s->pz;
  if (set && (flags & FM_PASS_XY)) {
    s->px = s->tx;
    s->py = s->ty;
  }
  fm_var_state_set_point(s, set ? s->px : s->tx + s->px, set ? s->py : s->ty + s->py);
  s->tz = set ? z : s->tz + z;
  s->px = sum->x;
  s->py = sum->y;
  s->pz = sum->z;
}

FM_FN void fm_post_begin(fm_var_state *s, fm_var_saved *in, int kind, int flags, int z_mode) {
  in->x = s->px;
  in->y = s->py;
  in->z = s->pz;
  fm_var_state_set_point(s, s->px, s->py);
  s->tz = s->pz;
  if (!fm_onto_point(kind, z_mode)) s->px = s->py = s->pz = 0;
  else if (flags & FM_SETS_SUM) s->px = s->py = 0; /* (as fm_pre_begin: it replaces the sum's x and y) */
}

FM_FN void fm_post_end(fm_var_state *s, const fm_var_saved *in, int kind, int flags, fm_real w, int z_mode) {
  if (fm_onto_point(kind, z_mode)) { /* the sum is what the variation left */
    if (fm_carries_z(flags, z_mode)) s->pz += w * in->z;
    return;
  }
  const int set = kind == FM_KIND_POST_SET;
  const fm_real z = (flags & FM_OWN_Z)         ? s->pz
                    : fm_carries_z(flags, z_mode) ? w * in->z + s->pz
                                                  : (set ? in->z : FM_R(0.0)) + s->pz;
  if (set && (flags & FM_PASS_XY)) {
    s->px = in->x;
    s->py = in->y;
  }
  if (!set) {
    s->px += in->x;
    s->py += in->y;
  }
  s->pz = set ? z : in->z + z;
}

/* Which of an xform's listed variations run in each pass — a bit a listed variation
 * (FM_XFORM_VARS is 32) — and which of the normal ones add their input's z (fm_carries_z). A
 * listed variation of weight 0 is in none: it is skipped (it draws no random numbers), as the
 * generated GPU code's guard skips it; the CPU's lists hold no zeros
 * (fm_xform_build_var_list), but the GPU's list the structure's variations, some of them 0 in
 * this temporal sample (gpu/frame_buffers.c) — and the GPU's generic kernel and its emulation
 * run fm_apply_xform on those. */
typedef struct fm_xform_passes {
  unsigned pre, normal, post, carries_z;
#if !defined(__CUDACC__) && !defined(__CUDACC_RTC__)
  /* On the host: NULL, or for each listed variation the xform it reads its parameters from —
   * NULL: this one; else a copy holding the values its form has apart (genome_form_param:
   * render/prepare.c), its precalculated values made from them. A frame with such a form
   * iterates on the CPU (render_geometry.cpu_only). */
  const struct fm_xform *const *forms;
#endif
} fm_xform_passes;

/* The xform that listed variation i of xf reads its parameters from (fm_xform_passes.forms). */
#if !defined(__CUDACC__) && !defined(__CUDACC_RTC__)
#define FM_FORM_XF(ps, i, xf) ((ps)->forms && (ps)->forms[i] ? (ps)->forms[i] : (xf))
#else
#define FM_FORM_XF(ps, i, xf) (xf)
#endif

FM_FN void fm_xform_passes_of(const fm_xform *xf, fm_xform_passes *ps) {
  ps->pre = ps->normal = ps->post = ps->carries_z = 0;
#if !defined(__CUDACC__) && !defined(__CUDACC_RTC__)
  ps->forms = 0;
#endif
  for (int i = 0; i < xf->nvars; i++) {
    if (xf->var_weight[i] == 0) continue;
    const int index = xf->var_index[i] & ((1 << FM_KIND_SHIFT) - 1), kind = xf->var_index[i] >> FM_KIND_SHIFT;
    const int flags = fm_var_prepost_flags(index);
    if ((flags & FM_NATURAL_POST) || (kind != FM_KIND_NORMAL && kind != FM_KIND_PRE_SET && kind != FM_KIND_PRE_SUM))
      ps->post |= 1u << i;
    else if (kind != FM_KIND_NORMAL)
      ps->pre |= 1u << i;
    else {
      ps->normal |= 1u << i;
      if (fm_carries_z(flags, xf->z_mode)) ps->carries_z |= 1u << i;
    }
  }
}

#if !defined(FM_FAMILIES_SELECTED) || defined(FM_VARS_LISTED) /* a kernel of its own calls its variations by name */
#if !defined(FM_PARAM_SLOTS) && !defined(FM_FAMILIES_SELECTED) && !defined(__CUDACC__) && !defined(__CUDACC_RTC__)
#define FM_WFIELD_PARAMS 1
/* Variation `index` of an xform under a weighting field of value v (wfield.h), its amount w
 * already scaled: as fm_wfield_plan says, on xf or on `scratch` — a copy of the xform, one a
 * thread — its pairs' parameters scaled for the call (and its values made again where they
 * feed them: JWildfire's init before it), and put back after. */
FM_FN void fm_wfield_apply_var(int index, fm_var_state *s, const fm_xform *xf, fm_xform *scratch, const fm_wfield *wf,
                               fm_real v, fm_real w, fm_rng *rng) {
  fm_real amounts[FM_WFIELD_MODS];
  int params;
  const int calls = fm_wfield_plan(wf, index, v, w, amounts, &params);
  if (!params) {
    for (int c = 0; c < calls; c++) fm_apply_var(index, s, xf, amounts[c], rng);
    return;
  }
  if (fm_wfield_scale_params(wf, index, v, xf, scratch)) fm_xform_precalc(scratch);
  fm_apply_var(index, s, scratch, amounts[0], rng);
  fm_wfield_restore_params(wf, index, xf, scratch);
}
#endif

/* One chaos-game step through this xform, its passes given (fm_xform_passes_of) or NULL: begin,
 * pre_blur, the pre variations, the normal ones, the post ones, end; under its weighting field
 * wf (wfield.h; NULL: none, and scratch unused; scratch: the copy fm_wfield_apply_var scales,
 * where the field has pairs). Finding the passes once instead of asking every variation's
 * flags in each of three, a search of ~130 cases each time, was a sixth of an Electric Sheep
 * frame's CPU; finding them once a sub-frame instead of once a step (the CPU's scalar path:
 * render_prepared.passes) another tenth. The device's text calls fm_apply_var once: the GPU
 * inlines it, and the generic kernel's switch of every variation twice doubled its NVRTC time. */
FM_FN int fm_apply_xform_field(const fm_xform *xf, const fm_xform_passes *given, const fm_wfield *wf,
                               fm_xform *scratch, const fm_point *in, fm_point *out, fm_rng *rng) {
  fm_var_state s;
  fm_var_saved saved = {0}; /* (written by fm_pre_begin/fm_post_begin before it is read) */
  int i, pass;
  const fm_real in_x = in->x, in_y = in->y, in_z = in->z; /* before out, which may be in, is written */
  fm_xform_begin(xf, in, out, &s);
  fm_real v = FM_R(0.0); /* the field's value: at the affine's point, or at the point given */
  if (wf) v = fm_wfield_value(wf, in_x, in_y, in_z, s.tx, s.ty, s.tz);
#define FM_FIELD_AMOUNT(w) (wf ? fm_wfield_amount(wf, v, (w)) : (w))
#ifdef FM_WFIELD_PARAMS
#define FM_FIELD_CALL(index, w)                                                      \
  do {                                                                               \
    if (wf && wf->nmods) fm_wfield_apply_var((index), &s, cx, scratch, wf, v, (w), rng); \
    else fm_apply_var((index), &s, cx, (w), rng);                                    \
  } while (0)
#else
  /* The device's generic kernel: a pair's amounts, not its parameters (a structure whose
   * fields scale parameters runs its own kernel: gpu/backend.c), fm_apply_var called once. */
#define FM_FIELD_CALL(index, w)                                                             \
  do {                                                                                      \
    fm_real amounts_[FM_WFIELD_MODS];                                                       \
    int params_, calls_ = 1;                                                                \
    amounts_[0] = (w);                                                                      \
    if (wf && wf->nmods) calls_ = fm_wfield_plan(wf, (index), v, (w), amounts_, &params_);  \
    for (int c_ = 0; c_ < calls_; c_++) fm_apply_var((index), &s, cx, amounts_[c_], rng);   \
  } while (0)
#endif
  if (xf->pre_blur != 0) fm_var_pre_blur(&s, xf, FM_FIELD_AMOUNT(xf->pre_blur), rng);
  /* NULL: found here, after the affine, where the generic kernel found them before (found
   * first, the kernel ran 6% slower on an H200: 18.1 against 19.2 G it/s). */
  fm_xform_passes found;
  const fm_xform_passes *ps = given;
  if (!ps) {
    fm_xform_passes_of(xf, &found);
    ps = &found;
  }
#if !defined(__CUDACC__) && !defined(__CUDACC_RTC__)
  /* On the host, an xform of normal variations only (every xform of an Electric Sheep) in a
   * loop of its own: a few per cent faster on a sheep frame than the pass loop. Not on the
   * device, which would inline fm_apply_var's switch at this second call. */
  if (!ps->pre && !ps->post) {
    for (i = 0; i < xf->nvars; i++) {
      if (!(ps->normal >> i & 1u)) continue;
      const fm_real w = FM_FIELD_AMOUNT(xf->var_weight[i]);
      const fm_xform *cx = FM_FORM_XF(ps, i, xf);
      FM_FIELD_CALL(xf->var_index[i] & ((1 << FM_KIND_SHIFT) - 1), w);
      if (ps->carries_z >> i & 1u) s.pz += w * s.tz;
    }
    return fm_xform_end_field(xf, wf, v, &s, out, rng);
  }
#endif
  for (pass = 0; pass < 3; pass++) { /* pre, normal, post */
    const unsigned listed = pass == 0 ? ps->pre : pass == 1 ? ps->normal : ps->post;
    if (!listed) continue;
    for (i = 0; i < xf->nvars; i++) {
      if (!(listed >> i & 1u)) continue;
      const fm_real w = FM_FIELD_AMOUNT(xf->var_weight[i]);
      const int index = xf->var_index[i] & ((1 << FM_KIND_SHIFT) - 1), kind = xf->var_index[i] >> FM_KIND_SHIFT;
      const int flags = pass == 1 ? 0 : fm_var_prepost_flags(index);
      const int raw = (flags & FM_NATURAL_POST) != 0; /* works on the sum: no wrapping */
      const fm_xform *cx = FM_FORM_XF(ps, i, xf);
      if (pass == 0) fm_pre_begin(&s, &saved, kind, flags, xf->z_mode);
      if (pass == 2 && !raw) fm_post_begin(&s, &saved, kind, flags, xf->z_mode);
      FM_FIELD_CALL(index, w);
      if (pass == 0) fm_pre_end(&s, &saved, kind, flags, w, xf->z_mode);
      if (pass == 1 && (ps->carries_z >> i & 1u)) s.pz += w * s.tz;
      if (pass == 2 && !raw) fm_post_end(&s, &saved, kind, flags, w, xf->z_mode);
    }
  }
#undef FM_FIELD_AMOUNT
#undef FM_FIELD_CALL
  return fm_xform_end_field(xf, wf, v, &s, out, rng);
}

/* The same without a field. */
FM_FN int fm_apply_xform_passes(const fm_xform *xf, const fm_xform_passes *given, const fm_point *in, fm_point *out,
                                fm_rng *rng) {
  return fm_apply_xform_field(xf, given, (const fm_wfield *)0, (fm_xform *)0, in, out, rng);
}

/* One chaos-game step through this xform, its passes found on the way. */
FM_FN int fm_apply_xform(const fm_xform *xf, const fm_point *in, fm_point *out, fm_rng *rng) {
  return fm_apply_xform_passes(xf, NULL, in, out, rng);
}
#endif

#undef FM_VAR
#undef FM_UNUSED_XF
#undef FM_UNUSED_RNG
#undef FM_PAR
#undef FM_VEPS

#endif
