/*
 * var_jwildfire5.h — more of JWildfire's variations that the corpus's files use (from 435),
 * each checked against JWildfire's own code (tests/tools/jwf_refs.sh;
 * tests/unit/test_variation_refs.c). Conventions are var_jwildfire4.h's (fm_jwf_int for
 * Tools.FTOI, the clamps of JWildfire's setParameter applied here, fm_jwf_random_below for its
 * random(n)).
 * 435: waveblur_wf (sets the colour), 436: prepost_circlize (its post half, on the sum),
 * 437: prepost_circlize_inv (its pre half, on the affine's point), 438: gingerbread_man (an
 * orbit of its own, FM_JWF_ORBIT_CALLS below).
 * (variations.h includes it after var_jwildfire4.h, whose fm_jwf_random_below it uses; nowhere
 * else includes it). Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWILDFIRE5_H
#define FLAMEBUILD_VAR_JWILDFIRE5_H

/* The families whose helpers this one calls (a kernel of its own includes only the families
 * its variations need: kernels/codegen_families.c). */
#include "var_jwildfire4.h"

/* ---- waveblur_wf ----------------------------------------------------------------------------- */

/* 435: waveblur_wf: a random direction and a radius of acos(±u) less (k + 1)·π plus phase, k
 * drawn below count (FTOI, at least 1), all times w/(count·π) — concentric waves; z the wave's
 * height (cos u − ½)·amplitude_z, damped by exp(r·damping_z) (a negative damping is 0, and
 * JWildfire's SMALL_EPSILON, 1e-300, tells it from none), times w; with direct_color 1 (FTOI,
 * clamped to 0..1) the colour acos(u)·color_scale + color_offset, clamped to [0, 1]. Draws four
 * numbers. */
FM_VAR(waveblur_wf) {
  const fm_real count_raw = fm_jwf_int(FM_PAR(waveblur_wf_count)), count = count_raw < 1 ? FM_R(1.0) : count_raw;
  const fm_real ang = fm_rng_01(rng) * FM_R(2.0 * FM_PI), u = 1 - 2 * fm_rng_01(rng);
  const fm_real side = fm_rng_01(rng) < FM_R(0.5) ? u : -u;
  fm_real r = acos(side) - (fm_jwf_random_below(rng, count) + 1) * FM_R(FM_PI) + FM_PAR(waveblur_wf_phase);
  r *= w / (count * FM_R(FM_PI));
  s->px += r * cos(ang);
  s->py += r * sin(ang);
  if (fm_par_clamp(fm_jwf_int(FM_PAR(waveblur_wf_direct_color)), 0, 1) == 1)
    s->color = fm_par_clamp(acos(u) * FM_PAR(waveblur_wf_color_scale) + FM_PAR(waveblur_wf_color_offset), 0, 1);
  const fm_real amp = FM_PAR(waveblur_wf_amplitude_z);
  if (amp != 0) {
    const fm_real damp_raw = FM_PAR(waveblur_wf_damping_z), damp = damp_raw < 0 ? FM_R(0.0) : damp_raw;
    fm_real zamp = (cos(u) - FM_R(0.5)) * amp;
    if (fabs((double)damp) > 1e-300) zamp *= exp(r * damp);
    s->pz += w * zamp;
  }
}

/* ---- prepost_circlize (JWildfire's PrePostCirclize) ------------------------------------------ */

/* One half of prepost_circlize on the point (x, y): its radius moved by w of the way to the
 * radius over the n-gon's factor (circlize: the polygon of n sides, turned by rotation degrees,
 * drawn round) or times it (the inverse, uncirclize), its angle kept. n is FTOI'd and clamped to
 * 3..50; the radius has JWildfire's SMALL_EPSILON added (a point at the origin keeps angle 0). */
FM_FN void fm_jwf_circlize(fm_real *x, fm_real *y, const fm_xform *xf, fm_real w, int inverse) {
  const fm_real n = fm_par_clamp(fm_jwf_int(FM_PAR(prepost_circlize_n)), 3, 50);
  const fm_real rot = FM_PAR(prepost_circlize_rotation) * FM_R(FM_PI) / 180, pi_n = FM_R(FM_PI) / n;
  const fm_real theta = atan2(*y, *x), r = sqrt(*x * *x + *y * *y) + FM_R(1e-300);
  const fm_real a = theta - rot;
  const fm_real factor = cos(pi_n) / cos(a - pi_n * (2 * floor(n * a / FM_R(2.0 * FM_PI)) + 1));
  const fm_real to = inverse ? r * factor : r / factor, lerped = r + (to - r) * w;
  *x = lerped * cos(theta);
  *y = lerped * sin(theta);
}

/* 436: prepost_circlize, its post half (a JWildfire post function, FM_VARS_NATURAL_POST: on the
 * sum itself): uncirclize, or circlize with reverse 1 (FTOI, clamped to 0..1). A JWildfire file's
 * prepost_circlize (its order 2, pre and post) is this and prepost_circlize_inv of the same
 * weight (genome/parse_editors.c). */
FM_VAR(prepost_circlize) {
  FM_UNUSED_RNG;
  fm_jwf_circlize(&s->px, &s->py, xf, w, fm_par_clamp(fm_jwf_int(FM_PAR(prepost_circlize_reverse)), 0, 1) == 0);
}

/* 437: prepost_circlize_inv, its pre half on the affine's point (the pre form that sets it, whose
 * output is the point set; z passed through, FM_VARS_3D): circlize, or uncirclize with reverse 1
 * — prepost_circlize's parameters. */
FM_VAR(prepost_circlize_inv) {
  fm_real x = s->tx, y = s->ty;
  FM_UNUSED_RNG;
  fm_jwf_circlize(&x, &y, xf, w, fm_par_clamp(fm_jwf_int(FM_PAR(prepost_circlize_reverse)), 0, 1) != 0);
  s->px = x;
  s->py = y;
  s->pz = s->tz;
}

/* ---- gingerbread_man (Jesus Sosa's) -----------------------------------------------------------
 * JWildfire's instance walks the gingerbread man's orbit from its start, one step a call,
 * whatever point it is given: the output of its j-th call is the orbit's j-th point. A formula
 * here keeps nothing from one point to the next, so a call draws the step k below
 * FM_JWF_ORBIT_CALLS (fm_rng_below: one number) and walks the orbit's first k + 1 steps: the
 * points are the orbit's first 16,384, uniformly, where JWildfire's long render walks further
 * along it (every rendering thread from the start). The map is chaotic, but its orbit spreads
 * over its region fast: on a 32×32 grid its first 4,096 and 16,384 points lie within a total
 * variation of 0.20 and 0.11 of its first million, about what as many independent points
 * would. (JWildfire's threeply, hopalong and macmillan walk orbits too, but theirs keep
 * spreading, or keep changing their spread, for millions of steps: how far JWildfire's walk
 * gets, its render's length per thread, is their picture — a table of a million points the
 * trajectory walks in turn, render/orbit_points.h.)
 * The walk is in double on every side, from the constant start, so that the GPU walks the
 * orbit the CPU walks, step for step: it has no product for the device to fuse, and 1 − y + |x|
 * is exact where float's rounding would soon take another orbit. */
#define FM_JWF_ORBIT_CALLS 16384u

/* The orbit's point after k + 1 steps (k < FM_JWF_ORBIT_CALLS). A walk from the start took
 * 8,192 steps a call on average (2.2 s of a 128×96 frame at quality 100, 97% of it this loop);
 * it starts instead from the last of the orbit's points kept below, every 64th, and walks at
 * most 64 steps: the same operations on the same values as the walk from the start, so the
 * point is the same to the bit (tests/unit/test_variations.c walks the orbit and checks the
 * table). A function's static table, as var_jwf_symmetry.h's, lives in the device's global
 * memory under CUDA. */
#define FM_JWF_ORBIT_STRIDE 64u
FM_FN void fm_gingerbread_point(fm_u32 k, double *px, double *py) {
  /* (x, y) after 0, 64, 128, … 16,320 steps from (−0.1, 0), exact (C's %a) */
  static const double orbit[FM_JWF_ORBIT_CALLS / FM_JWF_ORBIT_STRIDE][2] = {
      {-0x1.999999999999ap-4, 0x0p+0}, {0x1.0ccccccccce67p+1, 0x1.199999999a2bep+0},
      {0x1.1999999971ffap+1, 0x1.19999999800eap+0}, {0x1.cccccabef32a4p-1, 0x1.0000011d9fef8p+1},
      {0x1.cccf6685dd7ccp-1, 0x1.0ccb6f21ee9adp+1}, {0x1.ac3389afe283p-2, -0x1.10431c08d0fb8p-2},
      {0x1.0f1ec24a0267bp+1, 0x1.321ce57f68696p+1}, {-0x1.82d642180d8p-6, -0x1.518078bcdd56p-1},
      {-0x1.a2b44a173e48p-3, -0x1.4f4ff4fd303dp+1}, {-0x1.5cff8be1a521p+0, 0x1.147367870c1ap-1},
      {-0x1.43ed787d8828p-1, 0x1.fff06c0942598p+1}, {0x1.bc7253c4aff3p+0, 0x1.64515198c0b6p+1},
      {0x1.b429fecd81dfcp+2, 0x1.162e1ade5a014p+2}, {0x1.b935ac613ab5p+1, -0x1.2e6dca5a83c88p+1},
      {-0x1.8afa2eae91b2p-1, 0x1.0339be1224ed8p+2}, {0x1.0e05da9010088p+1, 0x1.6a9c01a59d538p+1},
      {0x1.7f3a5b06608dp+1, 0x1.17b6e31ee745p+0}, {0x1.949ad8f3d6b8cp+2, 0x1.13ab81b6e0ad8p+2},
      {0x1.08393b104aeacp+2, 0x1.e5f226469813cp+2}, {-0x1.2abaad5b90a6p+1, 0x1.813579a16c4e8p+1},
      {0x1.194c7465a452p-1, -0x1.8d9a9b997f14p+0}, {0x1.57e2339f1ebep-1, 0x1.4e31dc87a5768p+1},
      {-0x1.34fab590bfd2p+1, 0x1.b37ac1f9f6488p+1}, {0x1.7e32ec2d3c218p+1, 0x1.a81c5e758a4ep+1},
      {0x1.f74c56453b238p+1, 0x1.a3db99104ed68p+1}, {-0x1.29a14b23864cp+0, 0x1.12d8907961064p+2},
      {0x1.05bffcd98f37cp+2, 0x1.db4d2b23aa2a8p+2}, {0x1.33088e9ab784p-2, 0x1.d1a3fde724168p+1},
      {-0x1.4cf39473f44bp+1, 0x1.372406793f7p-4}, {0x1.26adaa635d324p+2, -0x1.0be94227e714p+1},
      {0x1.af77a84ba55acp+2, 0x1.1a5672cb6b744p+2}, {0x1.43fc92f00b5ap+0, -0x1.471d601a9b6ap-1},
      {-0x1.5f6e812f7bb5p+0, 0x1.52c10a81104p-1}, {-0x1.42aff475ff33p+0, 0x1.b6bb8234ae4dp+0},
      {0x1.0d276c4f0ae5p+2, 0x1.c11a86576a204p+2}, {0x1.39b2a9ad77834p+2, 0x1.261bfd689fb8p+1},
      {0x1.c3e021adf8b9p+0, 0x1.fe1d5185078p-7}, {-0x1.0886f69ea50ap+0, -0x1.1241906eb3058p+1},
      {-0x1.d388fa0062bp-4, 0x1.ab74d0ed859dp+1}, {0x1.315b1b235af7p+0, 0x1.b5f5f477f3498p+1},
      {-0x1.900701719182p+0, 0x1.e0adaf3ff4a1p+0}, {-0x1.18502021d9b9p+0, -0x1.1ee30976842ep+1},
      {0x1.12583c6068bacp+2, -0x1.d24520d5814ep-1}, {0x1.00f65b2a6e2bp+2, 0x1.ebe8e6678cfd8p+1},
      {-0x1.becc4761bdffp+0, 0x1.3435ee8c3766p+2}, {0x1.3f479b30cf8dp+0, -0x1.e2e32cfffd31p+0},
      {0x1.f9fc488c31c8p+2, 0x1.29349f7cf99bcp+2}, {0x1.a6efae306be2p-1, 0x1.f3f89118639p+1},
      {-0x1.9154722ce6b2p-1, -0x1.46ec5598eb058p+1}, {0x1.34e7a22c662p+2, 0x1.eba080a305dbp+0},
      {0x1.80685b1b663e8p+1, 0x1.9d4e05565f038p+2}, {-0x1.615141ddb3188p+1, 0x1.0742ac3f6608p-3},
      {0x1.f1c56ca1a979p+1, 0x1.4337a322c7e4p-2}, {0x1.1dd4eafaa874cp+2, 0x1.a1c06d7a79eep+2},
      {-0x1.f8878750cc13p+0, 0x1.06638e5eb3948p+1}, {0x1.115c057b22b6p+2, -0x1.4f6bedfbd3128p+1},
      {0x1.0dca0dba64d94p+2, 0x1.eb47eebea766p+1}, {-0x1.f4a1640fbbc6p-1, 0x1.174f62ecf2f6cp+2},
      {0x1.276295c10764p-1, -0x1.24f085c95de78p+1}, {0x1.a410e25191cf4p+2, 0x1.8f3bf57ec24bp+1},
      {0x1.d5bb219c339e8p+1, 0x1.d310550fdd5c4p+2}, {0x1.4b5146c13945p+1, 0x1.716d409dc5138p+1},
      {0x1.bda0a01da4ebcp+2, 0x1.c7d04a149f0ep+1}, {-0x1.05c1b37ee6438p+1, -0x1.6227103d85ffp+0},
      {0x1.311cd01bd155p+2, -0x1.e201c40ef7d5p+0}, {0x1.bb0bd507e62bcp+2, 0x1.1d615b3cd61e8p+2},
      {0x1.ff2f7599d02f8p+1, 0x1.91b0beecf3b7p+0}, {0x1.51e055f73274p+1, 0x1.9eb32bc5aa3cp-2},
      {-0x1.503987e37a4fp+0, 0x1.47c87e213bap-2}, {0x1.b275ddb63ff58p+1, 0x1.0e998df237454p+2},
      {0x1.0890e2407b14p+2, 0x1.a16271ddcaa18p+1}, {0x1.13b96e0c56ec8p+1, -0x1.668729bb86c4p+0},
      {0x1.c5ac73a6dd9ap-1, -0x1.71c4e2b08df1p+0}, {0x1.d56e7939dee2p+1, 0x1.31e76b2c593ap-1},
      {0x1.d256d131d95f8p+1, 0x1.00deb5d8b3318p+2}, {0x1.5f34c980fc81p+0, 0x1.bc53fd133cf18p+1},
      {0x1.147a76f0d01fp+2, -0x1.3c54b8e942dfp+0}, {0x1.c2eded737e9cp-2, -0x1.721e50a34398p-1},
      {-0x1.0ea34d0a37ecp-2, -0x1.55587e63f4778p+1}, {0x1.ae1601a9e18ep+1, 0x1.4ff3e67705f2p-1},
      {0x1.1c8750a4a0e54p+2, 0x1.c00a3c8ce15ap+1}, {0x1.a9c208c4be61p+0, -0x1.2d20ab9df66bp+0},
      {-0x1.1adcf08e894p-3, -0x1.619a613e3d8ep-1}, {-0x1.92f1c708fb55p+0, 0x1.2842cc40f148p+1},
      {0x1.b29b898a258a8p+1, 0x1.a1703829b8abcp+2}, {0x1.b48863611f23p+2, 0x1.0a1c7920f62c4p+2},
      {0x1.3b0305020f088p+1, -0x1.befa1cf18184p+0}, {-0x1.97ec22020f72p-1, -0x1.be15d1a181ap-5},
      {-0x1.e36431c0d29p-3, 0x1.e75e8e557e5dp+0}, {0x1.e5e67ac956f3p+0, 0x1.80bc09c613b5p+1},
      {0x1.762ee13c0c6f8p+1, 0x1.f2d50a26dacbp+0}, {0x1.09a53edfc3a6p+1, 0x1.a0bd89049d1p-4},
      {-0x1.257296f02d8p-7, -0x1.c7528483aba8p-1}, {-0x1.95dc65452419p+0, 0x1.29a75519437c8p+1},
      {0x1.f719e0a0676dp+1, 0x1.d3c03e137237cp+2}, {0x1.51c0bf2569aa8p+1, 0x1.a0a7d4db29e8p+0},
      {0x1.c92ede4129e3p+0, -0x1.525254ee24bbp+0}, {0x1.0d8b4be6f33p-1, -0x1.350ac533b52dp+0},
      {-0x1.f64c1431f99ap-1, 0x1.0a18914d8d4dp+2}, {0x1.0f5df7a2c6828p+1, 0x1.64ed196fdf3e8p+1},
      {0x1.b07040f9490ap+2, 0x1.14c2b9b95bf4cp+2}, {0x1.9dafef758931p+0, -0x1.4f1cddf933a4p-1},
      {-0x1.4eeb3e27f66p-5, -0x1.214404dac3708p+1}, {0x1.29d0b6c1cbfap+0, 0x1.5a3e0a33e1f08p+1},
      {0x1.0f8d5d1917504p+2, 0x1.e31086a25bc3p+2}, {-0x1.64677f5f36b78p+1, 0x1.f516c32f3d208p+1},
      {0x1.400f8f569218p-1, -0x1.94c113320c2fp+0}, {-0x1.4220d5551249p+0, 0x1.2ee2ce80ccd4p+0},
      {0x1.fb69558721acp-2, -0x1.84bc98058cb7p+0}, {0x1.846e8155b73p-3, -0x1.2c445330fb34p-2},
      {-0x1.43b04c1afce2p-1, 0x1.38ba3b41a26cp-1}, {-0x1.0bf207a26843p+0, 0x1.054666ee358ep-1},
      {-0x1.2992177b570cp+0, -0x1.11da3d09255e8p+1}, {-0x1.72aa28f023a6p-1, 0x1.6dbfd9f70e0cp+0},
      {0x1.08f3586924a84p+2, 0x1.d1c8c95ad7524p+2}, {0x1.a4cd48245142p+1, 0x1.8b265e09bcc5p+0},
      {0x1.be03423867b88p+1, -0x1.3737e3703f3p-3}, {-0x1.bd20ea90c04dp+0, -0x1.8c020071819dp+0},
      {0x1.ef8d2bdb639p-2, 0x1.600a4f8583658p+1}, {0x1.00b18da5aa1a8p+1, 0x1.11bc743472c68p+2},
      {0x1.a5d98176a4a28p+1, 0x1.3a0b3d07e05bp+0}, {0x1.0dd3c64bacd68p+2, -0x1.483313dcbfbdp+0},
      {-0x1.cebd32f628a9p+0, -0x1.56b245a1647cp+0}, {-0x1.588e576d758dp+0, 0x1.0667090950bccp+2},
      {0x1.09df9753364c8p+2, 0x1.95091469413e4p+2}, {0x1.d7cea48c08108p+1, 0x1.d97c7d274292p+0},
      {0x1.e5d5c9b96e33p+0, -0x1.6c38ab7b83fap-1}, {-0x1.911441c45918p-1, -0x1.c4082a70709p-4},
      {-0x1.c30a4c684b4p-6, 0x1.eedf3d2bc934p+0}, {0x1.2f667eac38d38p+1, 0x1.a6d61d421d6d8p+1},
      {0x1.ebe3383d73dbp+1, 0x1.f5a5353a17cbp+0}, {0x1.3d4aa7c2deec8p+1, -0x1.84f01a4ba60ep+0},
      {-0x1.052d6562f41a8p+1, -0x1.3df7cab3e188p-3}, {-0x1.711acbb364d4p-1, 0x1.e41f33110a758p+1},
      {0x1.03ec401218a04p+2, 0x1.9699d909d8d9p+2}, {0x1.b2f05358a13a4p+2, 0x1.dbcd92b941668p+1},
      {0x1.050989fc0087p+2, -0x1.fdbc41fd902fp+0}, {-0x1.21137c6d1ac18p+1, -0x1.7e4e9d3bcf78p-2},
      {0x1.0cb496df5cap-5, 0x1.8e2a52d73e218p+1}, {0x1.3b41fef759c3p+1, 0x1.9c4cb82e22be8p+1},
      {0x1.a9b605531c664p+2, 0x1.14fb62331155p+2}, {0x1.a152ade9f02fp+0, -0x1.7d7cbcba4356p-1},
      {-0x1.1e1225821c9bp+1, 0x1.3575ffc6d238p-3}, {-0x1.6e5dbd24b43bp+0, 0x1.10dae98b34c3p+1},
      {0x1.0431f61bb9e84p+2, 0x1.7a6e4501c40ecp+2}, {0x1.bfaf582874bap+1, 0x1.727493f91e7c8p+1},
      {0x1.424a5709593f8p+1, -0x1.e8164919b6e6p+0}, {0x1.8773a36c3dcp-6, -0x1.3133636ab26ap-1},
      {0x1.d3f08588c7a8p+2, 0x1.015310f5ea374p+2}, {0x1.a7c3a2f72b1a8p+1, 0x1.0d9e6f64c41cp+0},
      {0x1.d9a95bcbf1c98p+1, 0x1.0ab0e29aa1a7cp+2}, {0x1.702f291a752cp+0, 0x1.6ce2bfd44b068p+1},
      {-0x1.947238671956p-1, 0x1.059b58778d798p+2}, {0x1.35a8db6d465d8p+1, 0x1.9e510e4739eb8p+1},
      {0x1.e5f178e6ba7dp+1, 0x1.95296997471f8p+1}, {0x1.122598461935p+0, -0x1.a040928263ccp-1},
      {0x1.f3c2e54e1388p-3, 0x1.4d08986e6bab8p+1}, {0x1.31ae0cecddcbp+1, 0x1.522cadb13c73cp+2},
      {-0x1.402c6cec8c688p+1, 0x1.0846473f3341p+2}, {0x1.e3f56c8eea1ap-1, -0x1.c33cc784e47bp+0},
      {0x1.700cc0cdbbf78p+2, 0x1.49978ed380c28p+1}, {0x1.fea90b3176078p+1, 0x1.f65570754d1cp+2},
      {-0x1.f40636718301p+0, 0x1.ca9f16c762dep-1}, {0x1.25b974e6abbe8p+2, -0x1.5732c6df7e17p+0},
      {0x1.f341ac3b76f18p+1, 0x1.20f05d32a9b3p+2}, {-0x1.645a40e847c58p+1, 0x1.d572d59518998p+1},
      {0x1.8fe898cc8bep+1, -0x1.42a9ae4b54778p+1}, {0x1.2e8b032b2a2dcp+2, 0x1.f56ac3ca1d0fp+1},
      {-0x1.cca2a7a7a936p-1, 0x1.184a1da189cf4p+2}, {0x1.2ee9f1ff6498p-1, -0x1.1cd8f1342e368p+1},
      {0x1.a55c42a1b31d4p+2, 0x1.8d22f2679c9fp+1}, {0x1.0f808615b9468p+1, 0x1.490dfc9733f3cp+2},
      {-0x1.40553272d6bcp+1, -0x1.d42fecd7da0ep-1}, {0x1.f7a76e4ea5248p+1, 0x1.03e21c660252p+0},
      {0x1.13e4e521e2904p+2, 0x1.fbd3b72752924p+2}, {-0x1.1dca39e2bedfp+1, 0x1.6774d1af9916p-1},
      {0x1.fed78813fe428p+1, -0x1.cc067156478p-6}, {0x1.2be4c76898bbcp+2, 0x1.c6a2d49722384p+2},
      {-0x1.f42e068a9fecp+0, 0x1.7fb4c8331d61p+0}, {0x1.2eb3a9df7f714p+2, -0x1.816f48715b9ep+0},
      {0x1.f939c32630d78p+1, 0x1.38cb2316a1484p+2}, {-0x1.22bc70602ae9p+1, 0x1.4c3f1d9a24fa8p+1},
      {0x1.16ebf2d5957dcp+2, -0x1.4b61dd7b05dcp+1}, {0x1.f939c32630d78p+1, 0x1.02993c4828044p+2},
      {-0x1.5d04372947bep+1, 0x1.0d50e3d9b4fccp+2}, {0x1.5e2a61ce325e8p+1, -0x1.2ae83055720bp+1},
      {0x1.3712e98a3c674p+2, 0x1.f7a5fedcb1b78p+1}, {-0x1.66243bb71a12p+0, 0x1.2af791d74a584p+2},
      {0x1.63d7e66d44d1p+0, -0x1.f198530338bp+0}, {0x1.e3ef056394274p+2, 0x1.3571b361761bcp+2},
      {0x1.6badb83e8de8p-2, 0x1.f31511bd7e3e8p+1}, {0x1.1f3a1aba57b8p-3, -0x1.61217011d8c3p+1},
      {0x1.c48a18e616574p+2, 0x1.b358df7b3d218p+1}, {0x1.939b32291122p+0, 0x1.20f5af1d9544cp+2},
      {-0x1.d4a7730036e9p+0, -0x1.06e505d34342p+1}, {0x1.24e315de88364p+2, 0x1.a54b37391273p+0},
      {0x1.aa8fb7a22cc2p+1, 0x1.bdb3edc1c35e4p+2}, {-0x1.5c02d6e6820c8p+1, 0x1.508f61bd65ep-3},
      {0x1.f10bcd02586a8p+1, 0x1.0190577f1db4p-2}, {0x1.026d36ee013cp+2, 0x1.5517054d6103cp+2},
      {0x1.a0a3b8fdb22ap-1, 0x1.94a41d103e39p+1}, {0x1.80f7544f66938p+1, 0x1.8bcd53565507p+0},
      {0x1.b8a0ca8d3fd4p+0, -0x1.2139b4e19ab1p+0}, {0x1.6695b7e7cb64p-2, -0x1.81eebe1ef234p+0},
      {-0x1.0d76e444fa388p+1, 0x1.a8b5a84f77278p+1}, {0x1.afcf7b20e08ap+1, 0x1.a21e22cc14bacp+2},
      {0x1.c010745495dfcp+2, 0x1.dbf02b5dd25p+1}, {0x1.472348004e918p+1, -0x1.c32bee0716afp+0},
      {-0x1.a8bed162dbdcp-1, -0x1.7edb35a7974p-6}, {-0x1.d7893775cef8p-3, 0x1.dd346d6af186p+0},
      {0x1.d17dd6fde0cbp+0, 0x1.b45d7438a7928p+1}, {0x1.e26b57293a4dp+1, 0x1.73cd1d6620498p+1},
      {0x1.92b30d8eefc78p+1, 0x1.336e190b927p-3}, {-0x1.3501aa02cbc88p+1, 0x1.7be6e92eeccp-6},
      {-0x1.1726dddac938p-1, -0x1.46ae098a11f8p-3}, {-0x1.146017a94e3f8p+1, 0x1.85d950138e71p+1},
      {0x1.c7508572c0e3p+0, 0x1.4e96c96f58aa8p+1}, {0x1.a6397c684258p+1, 0x1.ab31a18f76d1cp+2},
      {0x1.0e381d4d5d024p+2, -0x1.03a434ce312p+0}, {0x1.9ec7cf6808d2p-1, -0x1.7955b130c8adp+0},
      {-0x1.a582965938b4p+0, 0x1.bf70a85cc5b4p-2}, {0x1.0bd948735ef38p+1, 0x1.9bf7f6796418p-1},
      {0x1.d06b3636b3504p+2, 0x1.1be6ff56be6e4p+2}, {0x1.8d68db95581bp+1, 0x1.5dafcf36a98ep-1},
      {-0x1.77e882b2beb2p-1, 0x1.1baa7a4ece3p-3}, {0x1.34fbf4d8866e8p+1, 0x1.33b691e449068p+1},
      {-0x1.2ee487eeb955p+1, 0x1.bace40000b578p+1}, {0x1.1736a36d5a5c4p+2, 0x1.b515048164a48p+2},
      {0x1.e6ea9e5f78ee8p+1, -0x1.2912824c4c278p+1}, {-0x1.d98f262d1fc8p+0, 0x1.43b5bf8e2e98p-3},
      {0x1.06bf85bd23f4p-2, 0x1.31b389d1f56ep+1}, {0x1.04c34759d9308p+1, 0x1.73086cc28ae08p+1},
      {0x1.e3331b343d1fp+1, 0x1.8954172c3b658p+1}, {0x1.5a6a21f0d5ed8p+1, -0x1.fa85b071d68ep+0},
      {0x1.143f8702e22ap-1, -0x1.cc34106d4226p-1}, {0x1.d4e77945502c8p+2, 0x1.2081c60e80c84p+2},
      {0x1.92aa8831fc758p+1, 0x1.91165310d954p+1}, {0x1.3dfaa67cb32bp+0, 0x1.f2ed7754ad868p+1},
      {-0x1.0df94613a5acp+0, 0x1.6eb9e0617789p+0}, {0x1.71c6f12b9fe68p+1, 0x1.8c3b43a92fd1p+1},
      {0x1.da297236d827cp+2, 0x1.1cc3c0ad5793cp+2}, {0x1.748dedc9c0acp+1, 0x1.5141132e84fdp+0},
      {0x1.64826769609b4p+2, 0x1.04d38937aceap+2}, {0x1.54255574afedp+0, 0x1.d1625beef7958p+1},
      {-0x1.c9f600010ad2p+0, 0x1.14ebb53b7ecd8p+1}, {-0x1.f33dc71fe968p-3, 0x1.d6211f25611fp+1},
      {0x1.8b0a203c23efp+0, 0x1.fa6a177ad9328p+1}, {0x1.170599b0c3f1p+2, 0x1.c05233c54fb2cp+2},
      {0x1.9855b97bc7568p+1, -0x1.26bd2643efa5p+1}, {0x1.f1a1cad444bap-1, 0x1.516b3e6e13a68p+1},
      {0x1.470d71c21126p+1, 0x1.3472ac06fb798p+1}, {0x1.3adbb0f07f0ap-1, -0x1.700d3d9b968cp+0},
      {0x1.17d602eb2194p-2, 0x1.9ef222a4654d8p+1}, {0x1.48a5c5434196p+0, 0x1.a8bebdd26b538p+1},
      {-0x1.3691990d9789p+0, 0x1.aee59718c1d4p-1}, {0x1.1cc16c4126738p+1, -0x1.f7b1a01f5e13p+0},
  };
  const fm_u32 from = k / FM_JWF_ORBIT_STRIDE;
  double x = orbit[from][0], y = orbit[from][1];
  for (fm_u32 i = from * FM_JWF_ORBIT_STRIDE; i <= k; i++) {
    const double xn = 1 - y + fabs(x);
    y = x;
    x = xn;
  }
  *px = x;
  *py = y;
}

/* 438: gingerbread_man, (x, y) → (1 − y + |x|, x) from (−0.1, 0), times w; it replaces the sum,
 * as JWildfire sets it. */
FM_VAR(gingerbread_man) {
  const fm_u32 k = fm_rng_below(rng, FM_JWF_ORBIT_CALLS);
  double x, y;
  FM_UNUSED_XF;
  fm_gingerbread_point(k, &x, &y);
  s->px = (fm_real)(x * (double)w);
  s->py = (fm_real)(y * (double)w);
}

#endif
