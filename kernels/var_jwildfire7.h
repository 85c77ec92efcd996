/*
 * var_jwildfire7.h — JWildfire's own forms of variations that Fractorium also has under the
 * same name but computes another way (from 630; 586-629 have no variation here). A JWildfire
 * file's hole, funnel, ripple… read as these (genome/parse_jwf_forms.c, jwf_form_table), as its
 * octagon, hypershift, circlecrop and crop read as var_jwildfire_crops.h's *_jwf forms. Each as
 * JWildfire computes it (its variation/NAMEFunc.java), checked against JWildfire's own code
 * (tests/tools/jwf_refs.sh; tests/unit/test_variation_refs.c), with var_jwildfire4.h's
 * conventions: an int parameter read through fm_jwf_int (Tools.FTOI) or fm_java_int (a cast),
 * what JWildfire's init() derives from the parameters derived here, per call.
 * 630: hole_jwf, 631: funnel_jwf, 632: ripple_jwf, 633: squirrel_jwf, 634: sintrange_jwf,
 * 635: murl2_jwf, 636: mask_jwf (hides the point at the origin), 637: cubicLattice_3D_jwf,
 * 638: bubbleT3D_jwf; 774: blade3D_jwf; 775: falloff2_jwf; 819: murl_jwf.
 * And JWildfire's post functions that other editors read as the post form of a variation of the
 * same name (post_NAME) but that JWildfire computes in a way of their own — on the xform's sum,
 * with the weight where its code puts it (FM_VARS_NATURAL_POST; a JWildfire file's post_NAME reads
 * as post_NAME_jwf): 787: post_falloff2_jwf, 788: post_depth_jwf, 789: post_curl_jwf,
 * 817: post_curl3D_jwf, 818: post_colorscale_wf_jwf.
 * (variations.h includes it after the other var_*.h, whose helpers it uses; nowhere else
 * includes it). Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWILDFIRE7_H
#define FLAMEBUILD_VAR_JWILDFIRE7_H

/* The families whose helpers this one calls (a kernel of its own includes only the families
 * its variations need: kernels/codegen_families.c). */
#include "var_fractorium.h"
#include "var_fractorium2.h"
#include "var_fractorium4.h"
#include "var_jwildfire.h"
#include "var_jwildfire4.h"

/* JWildfire's SMALL_EPSILON (MathLib), its floor for a distance or a scale of 0. */
#define FM_JWF_SMALL_EPSILON FM_R(1e-300)

/* 630: hole_jwf: along the point's angle α, at the radius w·√(r² + δ) (inside 1: w·δ/(r² + δ)),
 * δ = (α/π + 1)^a. Fractorium's is w·r + δ outside and w·δ/(r + δ) inside. */
FM_VAR(hole_jwf) {
  const fm_real alpha = fm_vs_atan_yx(s), r2 = s->tx * s->tx + s->ty * s->ty;
  const fm_real delta = pow(alpha / FM_R(FM_PI) + 1, FM_PAR(hole_jwf_a));
  const fm_real inside = fm_fr_clamp(fm_jwf_int(FM_PAR(hole_jwf_inside)), 0, 1);
  const fm_real r = inside != 0 ? w * delta / (r2 + delta) : w * sqrt(r2 + delta);
  FM_UNUSED_RNG;
  s->px += r * cos(alpha);
  s->py += r * sin(alpha);
}

/* 631: funnel_jwf: tanh of each coordinate times (1/cos of the same coordinate + effect·π),
 * effect an int; Fractorium's divides both by cos(y). */
FM_VAR(funnel_jwf) {
  const fm_real k = fm_jwf_int(FM_PAR(funnel_jwf_effect)) * FM_R(FM_PI);
  FM_UNUSED_RNG;
  s->px += w * tanh(s->tx) * (1 / cos(s->tx) + k);
  s->py += w * tanh(s->ty) * (1 / cos(s->ty) + k);
}

/* 632: ripple_jwf: Fractorium's ripple (Xyrus02's plugin) but replacing the xform's sum, its
 * floors JWildfire's SMALL_EPSILON, and with fixed_dist_calc (an int, on where non-zero) the
 * distance √(x² + y²) in place of the plugin's √(x²·y²). */
FM_VAR(ripple_jwf) {
  const fm_real cx = FM_PAR(ripple_jwf_centerx), cy = FM_PAR(ripple_jwf_centery);
  const fm_real f = FM_PAR(ripple_jwf_frequency) * 5, amp = FM_PAR(ripple_jwf_amplitude) * FM_R(0.01);
  const fm_real p = FM_PAR(ripple_jwf_phase) * (2 * FM_R(FM_PI)) - FM_R(FM_PI);
  const fm_real sc = FM_PAR(ripple_jwf_scale) == 0 ? FM_JWF_SMALL_EPSILON : FM_PAR(ripple_jwf_scale), is = 1 / sc;
  const fm_real vxp = FM_PAR(ripple_jwf_velocity) * p, pxa = p * amp, pixa = (FM_R(FM_PI) - p) * amp;
  const fm_real x = s->tx * sc - cx, y = s->ty * sc + cy;
  fm_real d = fm_jwf_int(FM_PAR(ripple_jwf_fixed_dist_calc)) != 0 ? sqrt(x * x + y * y) : sqrt((x * x) * (y * y));
  if (d < FM_JWF_SMALL_EPSILON) d = FM_JWF_SMALL_EPSILON;
  const fm_real nx = x / d, ny = y / d;
  const fm_real wave = cos(f * d - vxp);
  const fm_real d1 = wave * pxa + d, d2 = wave * pixa + d;
  const fm_real u1 = cx + nx * d1, u2 = cx + nx * d2, v1 = -cy + ny * d1, v2 = -cy + ny * d2;
  FM_UNUSED_RNG;
  s->px = w * (u1 + (u2 - u1) * p) * is;
  s->py = w * (v1 + (v2 - v1) * p) * is;
}

/* 633: squirrel_jwf: u = (a + ε)·x² + (b + ε)·y² (JWildfire's EPSILON added, not Fractorium's
 * floor, and no clamp of u at 0); the xform's sum replaced by w·(cos √u·tan x, sin √u·tan y). */
FM_VAR(squirrel_jwf) {
  const fm_real u = (FM_PAR(squirrel_jwf_a) + FM_JWF_EPSILON) * (s->tx * s->tx) +
                    (FM_PAR(squirrel_jwf_b) + FM_JWF_EPSILON) * (s->ty * s->ty);
  const fm_real q = sqrt(u);
  FM_UNUSED_RNG;
  s->px = cos(q) * tan(s->tx) * w;
  s->py = sin(q) * tan(s->ty) * w;
}

/* 634: sintrange_jwf: Fractorium's sintrange (Ffey's plugin), but replacing the xform's sum. */
FM_VAR(sintrange_jwf) {
  const fm_real ww = FM_PAR(sintrange_jwf_w);
  const fm_real v = (s->tx * s->tx + s->ty * s->ty) * ww;
  FM_UNUSED_RNG;
  s->px = w * sin(s->tx) * (s->tx * s->tx + ww - v);
  s->py = w * sin(s->ty) * (s->ty * s->ty + ww - v);
}

/* 635: murl2_jwf: Zueuk's murl2 with JWildfire's power, an int (a cast), and its power 0: there
 * 1/power is 10¹¹ and the scale w·(c + 1)⁴ (which overflows to a NaN point but where
 * |1 + c·e^(i·0)| is 1, as in JWildfire); c is not clamped (Fractorium holds it to [-1, 1]). */
FM_VAR(murl2_jwf) {
  const fm_real c = FM_PAR(murl2_jwf_c), power = fm_java_int(FM_PAR(murl2_jwf_power));
  const fm_real invp = power != 0 ? 1 / power : FM_R(100000000000.0);
  const fm_real vp = power == 0 ? w * pow(c + 1, FM_R(4.0)) : c == -1 ? FM_R(0.0) : w * pow(c + 1, 2 / power);
  fm_real a = fm_vs_atan_yx(s) * power;
  fm_real r = c * pow(s->tx * s->tx + s->ty * s->ty, power / 2);
  fm_real re = r * cos(a) + 1, im = r * sin(a);
  FM_UNUSED_RNG;
  r = pow(re * re + im * im, invp);
  a = atan2(im, re) * 2 * invp;
  re = r * cos(a);
  im = r * sin(a);
  const fm_real rl = vp / (r * r);
  s->px += rl * (s->tx * re + s->ty * im);
  s->py += rl * (s->ty * re - s->tx * im);
}

/* 636: mask_jwf: Fractorium's mask with JWildfire's shifts and scales of its arguments
 * (sin of xscale·x + xshift, cosh of yscale·y + yshift, plus ushift), and at the origin, where
 * Fractorium's divides by its epsilon, the point hidden (its doHide) and nothing added; shown
 * again elsewhere. */
FM_VAR(mask_jwf) {
  const fm_real r2 = s->tx * s->tx + s->ty * s->ty;
  FM_UNUSED_RNG;
  if (r2 == 0) {
    s->hide = 1;
    return;
  }
  s->hide = 0;
  {
    const fm_real ax = FM_PAR(mask_jwf_xscale) * s->tx + FM_PAR(mask_jwf_xshift);
    const fm_real ay = FM_PAR(mask_jwf_yscale) * s->ty + FM_PAR(mask_jwf_yshift);
    const fm_real sx = sin(ax), k = (w / r2) * (cosh(ay) + FM_PAR(mask_jwf_ushift)) * (sx * sx);
    s->px += k * sx;
    s->py += k * cos(ax);
  }
}

/* 637: cubicLattice_3D_jwf: Larry Berlin's lattice as JWildfire has it: the sum so far plus the
 * point, times fill (and in style 2, |style| ≥ 2, the angles' factors), replaces the sum, moved
 * by ±w to the corner trunc(random·8) picks (bit 2: x−, bit 0: y−, bit 1: z−; a draw of exactly
 * 1, corner 8, leaves the sum). Fractorium's adds it, and reads style as an int of 1 or 2. */
FM_VAR(cubicLattice_3D_jwf) {
  const fm_real xpand = FM_PAR(cubicLattice_3D_jwf_xpand);
  const fm_real fill = fabs(xpand) <= 1 ? xpand * FM_R(0.5) : sqrt(xpand) * FM_R(0.5);
  const int corner = (int)fm_java_int(fm_rng_01(rng) * 8);
  fm_real ex = 1, wy = 1, zn = 1;
  FM_UNUSED_XF;
  if (fabs(FM_PAR(cubicLattice_3D_jwf_style)) >= 2) {
    ex = cos(atan2(s->tx, s->tz));
    wy = sin(atan2(s->ty, s->tz));
    zn = (ex + wy) / 2;
  }
  if (corner < 0 || corner > 7) return;
  {
    const fm_real vx = (s->px + s->tx) * fill * ex, vy = (s->py + s->ty) * fill * wy, vz = (s->pz + s->tz) * fill * zn;
    s->px = (corner & 4) ? vx - w : vx + w;
    s->py = (corner & 1) ? vy - w : vy + w;
    s->pz = (corner & 2) ? vz - w : vz + w;
  }
}

/* bubbleT3D_jwf's hole for the blur mode: the point (x, y, z) at polar angle angZ moved to the
 * angle angTmp on the sphere's rim (its x, y by the cosines' ratio, z by the sines'). */
FM_FN void fm_bubblet_rim(fm_real *x, fm_real *y, fm_real *z, fm_real ang_tmp, fm_real ang_z) {
  const fm_real az = ang_z - FM_R(FM_PI) / 2, fac = cos(ang_tmp) / cos(az);
  *x *= fac;
  *y *= fac;
  *z *= sin(ang_tmp) / sin(az);
}

/* 638: bubbleT3D_jwf: FractalDesire's bubbleT3D as JWildfire has it: the point's angle cut into
 * number_of_stripes stripes of share ratio_of_stripes (held to [0.01, 1.99]), the point of the
 * other share sent to the origin (modus_blur, an int, non-zero: turned into the stripe); x and y
 * bubble's, z = 2/rad^exponent_z − 1, and the cap beyond angle_of_hole (degrees; negative: the
 * other cap; symmetry_z 1: |angle| held below 179.9, and any non-zero symmetry_z both caps)
 * sent to the origin (modus_blur with exponent_z 1: moved to the hole's rim). Fractorium's has
 * no exponent_z, and its hole's angle and stripe test are its own. */
FM_VAR(bubbleT3D_jwf) {
  const fm_real pi = FM_R(FM_PI);
  const fm_real nstripes = fm_jwf_int(FM_PAR(bubbleT3D_jwf_number_of_stripes));
  const fm_real stripes = nstripes < 0 ? 0 : nstripes;
  const fm_real ratio = fm_fr_clamp(fm_fr_clamp(FM_PAR(bubbleT3D_jwf_ratio_of_stripes), 0, 2), FM_R(0.01), FM_R(1.99));
  const fm_real exponent_z = FM_PAR(bubbleT3D_jwf_exponent_z);
  const fm_real symmetry_z = fm_jwf_int(FM_PAR(bubbleT3D_jwf_symmetry_z));
  const int blur = fm_jwf_int(FM_PAR(bubbleT3D_jwf_modus_blur)) != 0;
  fm_real hole = FM_PAR(bubbleT3D_jwf_angle_of_hole);
  if (symmetry_z == 1) {
    hole = fabs(hole);
    if (hole > FM_R(179.9)) hole = FM_R(179.9);
  }
  const int inv_hole = hole < 0;
  hole = inv_hole ? (fabs(hole) / 360 * (2 * pi)) / 2 : pi - (hole / 360 * (2 * pi)) / 2;
  const fm_real comp = pi - hole;
  fm_real x = s->tx, y = s->ty, z;
  const fm_real rad = (x * x + y * y) / 4 + 1;
  fm_real ang_z;
  FM_UNUSED_RNG;
  if (stripes != 0) {
    const fm_real strip = pi / stripes, strip2 = 2 * strip, strip1 = ratio * strip;
    fm_real ang = atan2(x, y);
    if (ang < 0) ang += 2 * pi;
    /* JWildfire subtracts strip2 until ang <= strip2 */
    if (ang > strip2) {
      ang -= strip2 * floor(ang / strip2);
      if (ang <= 0) ang += strip2;
    }
    if (ang > strip1) {
      if (!blur) {
        x = 0;
        y = 0;
      } else {
        fm_real sn, cs;
        if (ratio == 1) {
          sn = sin(strip);
          cs = cos(strip);
        } else {
          const fm_real rot = ang - (ang - strip1) / (strip2 - strip1) * strip1;
          sn = sin(rot);
          cs = cos(rot);
        }
        const fm_real xt = cs * x - sn * y, yt = sn * x + cs * y;
        x = xt;
        y = yt;
      }
    }
  }
  x /= rad;
  y /= rad;
  if (x != 0 || y != 0) {
    z = 2 / pow(rad, exponent_z) - 1;
    ang_z = exponent_z <= 2 ? pi - acos(z / (x * x + y * y + z * z)) : pi - atan2((x * x + y * y) * (x * x + y * y), z);
  } else {
    z = 0;
    ang_z = 0;
  }
  {
    const int to_rim = blur && exponent_z == 1;
    if (symmetry_z == 0) {
      if (!inv_hole ? ang_z > hole : ang_z < hole) {
        if (!to_rim) {
          x = 0;
          y = 0;
          z = 0;
        } else {
          const fm_real ang_tmp = !inv_hole ? (pi - ang_z) / comp * hole - pi / 2 : pi - ang_z / comp * hole - pi / 2;
          fm_bubblet_rim(&x, &y, &z, ang_tmp, ang_z);
        }
      }
    } else if (ang_z > hole || ang_z < pi - hole) {
      if (!to_rim) {
        x = 0;
        y = 0;
        z = 0;
      } else {
        const fm_real ang_tmp = ang_z > hole ? (pi - ang_z) / comp * (pi - 2 * comp) + comp - pi / 2
                                             : pi / 2 - (ang_z / comp * (pi - 2 * comp) + comp);
        fm_bubblet_rim(&x, &y, &z, ang_tmp, ang_z);
      }
    }
  }
  s->px += w * x;
  s->py += w * y;
  s->pz += w * z;
}

/* 774: blade3D_jwf: blade3D as JWildfire has it: x and y as Fractorium's blade3D, but z moved
 * by the affine's y (Blade3DFunc), where Fractorium's moves it by its z: at a random angle
 * a = u·w·r, (x, y, z) += w·(tx·(cos a + sin a), tx·(cos a − sin a), ty·(sin a − cos a)). */
FM_VAR(blade3D_jwf) {
  FM_UNUSED_XF;
  fm_blade3d(s, w, rng, s->ty);
}

/* 819: murl_jwf: murl as JWildfire has it (MurlFunc), power an int by Java's cast and not held
 * to 2 or more as Fractorium's (var_fractorium2.h's fm_murl): JWildfire's default power, 1, is
 * a Möbius map. */
FM_VAR(murl_jwf) {
  FM_UNUSED_RNG;
  fm_murl(s, w, FM_PAR(murl_jwf_c), fm_java_int(FM_PAR(murl_jwf_power)));
}

/* ---- falloff2 and JWildfire's post functions ------------------------------------------------- */

/* JWildfire's falloff2 parameters as its setParameter holds them: scatter at least 1e-6,
 * mindist at least 0, the multipliers in [0, 1], invert 0 or 1 and type 0 to 2 (Tools.FTOI). */
typedef struct fm_falloff2_jwf_par {
  fm_real scatter, mindist, mul_x, mul_y, mul_z, mul_c, x0, y0, z0;
  int invert, type;
} fm_falloff2_jwf_par;

#define FM_FALLOFF2_JWF_PAR(v)                                                                             \
  {FM_PAR(v##_scatter) < FM_R(1e-6) ? FM_R(1e-6) : FM_PAR(v##_scatter),                                   \
   FM_PAR(v##_mindist) < 0 ? FM_R(0.0) : FM_PAR(v##_mindist),                                              \
   fm_fr_clamp(FM_PAR(v##_mul_x), 0, 1), fm_fr_clamp(FM_PAR(v##_mul_y), 0, 1),                            \
   fm_fr_clamp(FM_PAR(v##_mul_z), 0, 1), fm_fr_clamp(FM_PAR(v##_mul_c), 0, 1),                            \
   FM_PAR(v##_x0), FM_PAR(v##_y0), FM_PAR(v##_z0),                                                        \
   (int)fm_fr_clamp(fm_jwf_int(FM_PAR(v##_invert)), 0, 1), (int)fm_fr_clamp(fm_jwf_int(FM_PAR(v##_type)), 0, 2)}

/* Falloff2Func of the point (x, y, z), added to the sum: a blur growing with the distance from
 * (x0, y0, z0) beyond mindist (inverted: 1 − the distance), of three shapes (type 0 the point
 * plus a shift, 1 radial, 2 gaussian). Unlike Fractorium's (var_fractorium.h), each random
 * number is in [0, 1), not centred, z is drawn too, radial's z is w·sin σ, and the colour moves
 * by mul_c; JWildfire's draws in its order: x, y, z (radial and gaussian: σ, φ, r), colour. */
FM_FN void fm_falloff2_jwf(fm_var_state *s, const fm_falloff2_jwf_par *f, fm_real w, fm_real x, fm_real y, fm_real z,
                           fm_rng *rng) {
  fm_real d = sqrt((x - f->x0) * (x - f->x0) + (y - f->y0) * (y - f->y0) + (z - f->z0) * (z - f->z0));
  if (f->invert) d = 1 - d;
  if (d < 0) d = 0;
  d = (d - f->mindist) * (FM_R(0.04) * f->scatter);
  if (d < 0) d = 0;
  if (f->type == 1) {
    const fm_real r_in = sqrt(x * x + y * y + z * z) + FM_R(1e-6);
    const fm_real sigma = asin(z / r_in) + f->mul_z * fm_rng_01(rng) * d;
    const fm_real phi = atan2(y, x) + f->mul_y * fm_rng_01(rng) * d;
    const fm_real r = r_in + f->mul_x * fm_rng_01(rng) * d;
    s->px += w * (r * cos(sigma) * cos(phi));
    s->py += w * (r * cos(sigma) * sin(phi));
    s->pz += w * sin(sigma);
  } else if (f->type == 2) {
    const fm_real sigma = d * fm_rng_01(rng) * FM_R(2.0 * FM_PI);
    const fm_real phi = d * fm_rng_01(rng) * FM_R(FM_PI);
    const fm_real r = d * fm_rng_01(rng);
    s->px += w * (x + f->mul_x * r * cos(sigma) * cos(phi));
    s->py += w * (y + f->mul_y * r * cos(sigma) * sin(phi));
    s->pz += w * (z + f->mul_z * r * sin(sigma));
  } else {
    const fm_real rx = fm_rng_01(rng), ry = fm_rng_01(rng), rz = fm_rng_01(rng);
    s->px += w * (x + f->mul_x * rx * d);
    s->py += w * (y + f->mul_y * ry * d);
    s->pz += w * (z + f->mul_z * rz * d);
  }
  s->color = fabs(fmod(s->color + f->mul_c * fm_rng_01(rng) * d, FM_R(1.0)));
}

/* 775: falloff2_jwf: Falloff2Func of the affine's point. */
FM_VAR(falloff2_jwf) {
  const fm_falloff2_jwf_par f = FM_FALLOFF2_JWF_PAR(falloff2_jwf);
  fm_falloff2_jwf(s, &f, w, s->tx, s->ty, s->tz, rng);
}

/* 787: post_falloff2_jwf: PostFalloff2Func, Falloff2Func of the sum added to the sum itself
 * (the sum becomes (1 + w) times itself, blurred). */
FM_VAR(post_falloff2_jwf) {
  const fm_falloff2_jwf_par f = FM_FALLOFF2_JWF_PAR(post_falloff2_jwf);
  fm_falloff2_jwf(s, &f, w, s->px, s->py, s->pz, rng);
}

/* 788: post_depth_jwf: PostDepthFunc, the sum plus w times the affine's point and the sum scaled
 * by |its z|^power. (Fractorium's post_depth replaces the sum by w·(that): at the small weights
 * of artists' files, a point near the origin.) */
FM_VAR(post_depth_jwf) {
  FM_UNUSED_RNG;
  fm_depth(s, w, s->px, s->py, s->pz, FM_PAR(post_depth_jwf_power));
}

/* 789: post_curl_jwf: PostCurlFunc, curl of the sum with c1 and c2 times the weight, the result
 * not scaled by it (Fractorium's post_curl: w times curl of c1, c2). */
FM_VAR(post_curl_jwf) {
  const fm_real c1 = w * FM_PAR(post_curl_jwf_c1), c2 = w * FM_PAR(post_curl_jwf_c2);
  const fm_real x = s->px, y = s->py;
  const fm_real re = 1 + c1 * x + c2 * (x * x - y * y), im = c1 * y + 2 * c2 * x * y;
  const fm_real r = re * re + im * im + FM_JWF_SMALL_EPSILON;
  FM_UNUSED_RNG;
  s->px = (x * re + y * im) / r;
  s->py = (y * re - x * im) / r;
}

/* 817: post_curl3D_jwf: PostCurl3DFunc, curl3D of the sum with cx, cy, cz times the weight, the
 * result not scaled by it. */
FM_VAR(post_curl3D_jwf) {
  const fm_real cx = w * FM_PAR(post_curl3D_jwf_cx), cy = w * FM_PAR(post_curl3D_jwf_cy),
                cz = w * FM_PAR(post_curl3D_jwf_cz);
  const fm_real x = s->px, y = s->py, z = s->pz;
  const fm_real r2 = x * x + y * y + z * z;
  const fm_real r = 1 / (r2 * (cx * cx + cy * cy + cz * cz) + 2 * cx * x - 2 * cy * y + 2 * cz * z + 1);
  FM_UNUSED_RNG;
  s->px = r * (x + cx * r2);
  s->py = r * (y + cy * r2);
  s->pz = r * (z + cz * r2);
}

/* 818: post_colorscale_wf_jwf: PostColorScaleWFFunc, colorscale_wf (var_jwildfire4.h) of the sum
 * added to it: x, y grow by w·scale times themselves; the colour times w·scale_z, plus offset_z,
 * is the z (reset_z), or added to it (times a random number with sides). */
FM_VAR(post_colorscale_wf_jwf) {
  fm_colorscale_wf(s, w, s->px, s->py, FM_PAR(post_colorscale_wf_jwf_scale_x), FM_PAR(post_colorscale_wf_jwf_scale_y),
                   FM_PAR(post_colorscale_wf_jwf_scale_z), FM_PAR(post_colorscale_wf_jwf_offset_z),
                   FM_PAR(post_colorscale_wf_jwf_reset_z), FM_PAR(post_colorscale_wf_jwf_sides), rng);
}

#endif
