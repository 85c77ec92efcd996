// ember_refs.cpp — reference values of other editors' variations from Fractorium's own code
// (its Ember library, header-only variations), for tests/unit/test_variation_refs.c. Built and
// run by tests/tools/ember_refs.sh against a Fractorium checkout outside this repository; only
// the numbers it prints are kept (tests/data/variation_refs/NAME.txt).
//
// For each variation: N draws of weight, parameters in the ranges artists use and a point,
// from a fixed seed; the variation's Func on that point (helper.In and the per-xform values
// Ember's Xform would precalculate), in double. One line a draw:
//   weight p1 … pk x y out_x out_y      (%.17g; the parameters in the order listed)
// A 3D variation's file says "# NAME (xyz): p1 … pk", and its lines carry z as well:
//   weight p1 … pk x y z out_x out_y out_z
// A variation that reads or sets the xform's running sum or the point's colour (rotate_x,
// dc_linear…) gets a sum (0 for every fourth line) and a colour as they stand before its call, and its file says
// "# NAME (xyzsc): p1 … pk"; its lines carry them and what they are after the call (the sum
// plus the variation's output, as Xform::Apply adds it, and the colour):
//   weight p1 … pk x y z sx sy sz c out_x out_y out_z out_c
// A random variation's line ends with the random numbers Fractorium's generator (QTIsaac) had
// ready for that call, so that the test hands our formula the same ones:
//   … out_x out_y | D C I J u1 … uD
// u1 … uD: the D raw 32-bit values Func drew through Rand() (read ahead from a copy of the
// generator made just before Func, D found from the value Rand() returns after it); C, I: RandBit's byte cache
// before Func (the cached raw value, m_Cache, and its next byte, m_LastIndex; RandBit hands out
// the low bit of that byte and refills the cache from Rand() after the fourth); J: the next
// byte after Func. A line whose call drew nothing has no such tail. Frand01 and Frand11 map a
// raw value u to u/(2^32-1) and -1 + 2u/(2^32-1), Rand(n) to (u·n) >> 32, Crand() to Rand(32767).
// The generator is seeded from the variation's seed, so the files are reproducible.
// A variation that reads its xform's affine (dc_carpet, dc_triangle) gets one, drawn per line
// as pseudo-parameters affine_A … affine_F (Fractorium's letters: x' = A·x + B·y + C,
// y' = D·x + E·y + F), listed with the parameters.
#include "Ember.h"
#include "Variations01.h"
#include "Variations02.h"
#include "Variations03.h"
#include "Variations04.h"
#include "Variations05.h"
#include "Variations06.h"
#include "Variations07.h"
#include "Variations08.h"
#include "VariationsDC.h"

#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <type_traits>
#include <vector>

using namespace EmberNs;

// Fractorium's flam3-compatible mode, its default (Ember.cpp, which this harness does not build):
// the variations that read it (loonie2) are checked in that mode.
bool EmberNs::Compat::m_Compat = true;
// The global generator and its lock (Ember.cpp, not built): an Ember, which camera_refs makes,
// reaches them through its variation list.
template <> std::unique_ptr<QTIsaac<ISAAC_SIZE, ISAAC_INT>> QTIsaac<ISAAC_SIZE, ISAAC_INT>::GlobalRand =
    std::unique_ptr<QTIsaac<ISAAC_SIZE, ISAAC_INT>>(new QTIsaac<ISAAC_SIZE, ISAAC_INT>());
template <> std::unique_ptr<std::recursive_mutex> QTIsaac<ISAAC_SIZE, ISAAC_INT>::s_CS =
    std::unique_ptr<std::recursive_mutex>(new std::recursive_mutex());

struct range { const char *param; double lo, hi; };

typedef QTIsaac<ISAAC_SIZE, ISAAC_INT> isaac;
enum { K = 1024 }; /* the most raw values a call may draw */

/* A parameter's value; variations without parameters have no SetParamVal (and get none). */
template <class V> static auto set_param(V &v, const char *name, double x, int) -> decltype(v.SetParamVal(name, x), void()) {
  v.SetParamVal(name, x);
}
template <class V> static void set_param(V &, const char *, double, long) {}

template <class V, bool XYZ = false, bool SUM = false>
static void refs(const char *name, const std::vector<range> &ranges, int n, unsigned long seed) {
  std::mt19937_64 gen(seed);
  std::uniform_real_distribution<double> u(0, 1);
  V v(1.0);
  Xform<double> parent; /* the affine's pseudo-parameters land in it */
  bool affine = false;
  for (auto &r : ranges) affine |= std::string(r.param).rfind("affine_", 0) == 0;
  if (affine) v.ParentXform(&parent);
  std::mt19937_64 seeder(~seed); /* its own, so the parameters and points do not depend on it */
  ISAAC_INT isaac_seed[isaac::N];
  for (auto &s : isaac_seed) s = ISAAC_INT(seeder());
  isaac rand(ISAAC_INT(seed), ISAAC_INT(seed >> 8) | 1, ISAAC_INT(seed >> 16) | 2, isaac_seed);
  std::printf("# %s%s:", name, SUM ? " (xyzsc)" : XYZ ? " (xyz)" : "");
  for (auto &r : ranges) std::printf(" %s", r.param);
  std::printf("\n");
  for (int i = 0; i < n; i++) {
    const double w = 0.2 + 1.3 * u(gen);
    v.m_Weight = w;
    std::vector<double> vals;
    for (auto &r : ranges) {
      double x = r.lo + (r.hi - r.lo) * u(gen);
      if (i % 50 == 7 && r.param == ranges[0].param) x = 0; // the degenerate case, now and then
      vals.push_back(x);
      set_param(v, r.param, x, 0);
    }
    // Again, now that every parameter holds this draw's value: some Precalc() members clamp one
    // parameter by another's value (nBlur), which a file's values would all hold by then.
    for (size_t k = 0; k < ranges.size(); k++) set_param(v, ranges[k].param, vals[k], 0);
    for (size_t k = 0; k < ranges.size(); k++) {
      const std::string pn = ranges[k].param;
      if (pn.rfind("affine_", 0) != 0 || pn.size() != 8) continue;
      switch (pn[7]) {
      case 'A': parent.m_Affine.A(vals[k]); break;
      case 'B': parent.m_Affine.B(vals[k]); break;
      case 'C': parent.m_Affine.C(vals[k]); break;
      case 'D': parent.m_Affine.D(vals[k]); break;
      case 'E': parent.m_Affine.E(vals[k]); break;
      case 'F': parent.m_Affine.F(vals[k]); break;
      }
    }
    v.Precalc();
    const double x = -3 + 6 * u(gen), y = -3 + 6 * u(gen), z = XYZ || SUM ? -3 + 6 * u(gen) : 0;
    IteratorHelper<double> h;
    h.In.x = h.m_TransX = x;
    h.In.y = h.m_TransY = y;
    h.In.z = h.m_TransZ = z;
    h.m_PrecalcSumSquares = x * x + y * y;
    h.m_PrecalcSqrtSumSquares = std::sqrt(h.m_PrecalcSumSquares);
    // Fractorium's own angle convention (Xform::Precalc), not flam3's: cosa = x/r, sina = y/r.
    h.m_PrecalcCosa = x / Zeps(h.m_PrecalcSqrtSumSquares);
    h.m_PrecalcSina = y / Zeps(h.m_PrecalcSqrtSumSquares);
    h.m_PrecalcAtanxy = std::atan2(x, y);
    h.m_PrecalcAtanyx = std::atan2(y, x);
    h.Out.x = h.Out.y = h.Out.z = 0;
    Point<double> out;
    if (SUM) {
      out.m_X = -2 + 4 * u(gen);
      out.m_Y = -2 + 4 * u(gen);
      out.m_Z = -2 + 4 * u(gen);
      out.m_ColorX = u(gen);
      if (i % 4 == 1) out.m_X = out.m_Y = out.m_Z = 0; /* the first variation of its xform */
    }
    const Point<double> before = out;
    const unsigned cache = rand.m_Cache.Uint, cache_next = unsigned(rand.m_LastIndex);
    isaac ahead = rand;
    ISAAC_INT raw[K + 1];
    for (auto &r : raw) r = ahead.Rand();
    v.Func(h, out, rand);
    const unsigned next_after = unsigned(rand.m_LastIndex);
    const ISAAC_INT following = rand.Rand(); /* raw[drawn]: tells how many Func drew */
    int drawn = 0;
    while (drawn <= K && raw[drawn] != following) drawn++;
    if (drawn > K) {
      std::fprintf(stderr, "%s: a call drew more than %d random numbers\n", name, int(K));
      std::exit(1);
    }
    std::printf("%.17g", w);
    for (double p : vals) std::printf(" %.17g", p);
    if (SUM)
      std::printf(" %.17g %.17g %.17g %.17g %.17g %.17g %.17g %.17g %.17g %.17g %.17g", x, y, z, before.m_X, before.m_Y,
                  before.m_Z, before.m_ColorX, out.m_X + h.Out.x, out.m_Y + h.Out.y, out.m_Z + h.Out.z, out.m_ColorX);
    else if (XYZ)
      std::printf(" %.17g %.17g %.17g %.17g %.17g %.17g", x, y, z, (double)h.Out.x, (double)h.Out.y, (double)h.Out.z);
    else
      std::printf(" %.17g %.17g %.17g %.17g", x, y, (double)h.Out.x, (double)h.Out.y);
    if (drawn || next_after != cache_next) {
      std::printf(" | %d %u %u %u", drawn, cache, cache_next, next_after);
      for (int k = 0; k < drawn; k++) std::printf(" %u", unsigned(raw[k]));
    }
    std::printf("\n");
  }
}

// Fractorium's whole Xform::Apply with pre, normal and post variations of both assign types
// and of 2D and 3D kinds: pre_swirl (SET), pre_square (SUM, random), linear, linear3D,
// post_curl (SET, parameters), post_zcone (SET, with a z of its own) — the order in which
// Fractorium applies them, and what it does with the point and z between them
// (kernels/variations.h: fm_pre_*, fm_post_*). linear, not spherical, as the normal 2D one:
// flamebuild's spherical is flam3's, which adds 1e-10 to r² where Fractorium's does not. One
// line a draw:
//   a d b e c f  pa pd pb pe pc pf  w1 … w6  c1 c2  x y z  out_x out_y out_z | random tail
static void xform_refs(int n, unsigned long seed) {
  std::mt19937_64 gen(seed);
  std::uniform_real_distribution<double> u(0, 1);
  std::mt19937_64 seeder(~seed);
  ISAAC_INT isaac_seed[isaac::N];
  for (auto &s : isaac_seed) s = ISAAC_INT(seeder());
  isaac rand(ISAAC_INT(seed), ISAAC_INT(seed >> 8) | 1, ISAAC_INT(seed >> 16) | 2, isaac_seed);
  std::printf("# xform: pre_swirl pre_square linear linear3D post_curl post_zcone\n");
  for (int i = 0; i < n; i++) {
    double aff[12], w[6];
    for (int k = 0; k < 12; k++) aff[k] = (k % 6 < 4 ? -1.2 : -0.8) + (k % 6 < 4 ? 2.4 : 1.6) * u(gen);
    for (auto &x : w) x = i % 7 == 3 ? 0.0 : 0.1 + 0.9 * u(gen);
    const double c1 = -0.5 + u(gen), c2 = -0.5 + u(gen);
    Xform<double> xf(1, 0.5, 0.5, 1, aff[0], aff[1], aff[2], aff[3], aff[4], aff[5], aff[6], aff[7], aff[8], aff[9],
                     aff[10], aff[11]);
    if (w[0] != 0) xf.AddVariation(new PreSwirlVariation<double>(w[0]));
    if (w[1] != 0) xf.AddVariation(new PreSquareVariation<double>(w[1]));
    xf.AddVariation(new LinearVariation<double>(w[2] != 0 ? w[2] : 0.5));
    xf.AddVariation(new Linear3DVariation<double>(w[3] != 0 ? w[3] : 0.5));
    auto *curl = new PostCurlVariation<double>(w[4] != 0 ? w[4] : 0.5);
    curl->SetParamVal("post_curl_c1", c1);
    curl->SetParamVal("post_curl_c2", c2);
    xf.AddVariation(curl);
    if (w[5] != 0) xf.AddVariation(new PostZConeVariation<double>(w[5]));
    if (w[2] == 0) w[2] = 0.5;
    if (w[3] == 0) w[3] = 0.5;
    if (w[4] == 0) w[4] = 0.5;
    Point<double> in, out;
    in.m_X = -2 + 4 * u(gen);
    in.m_Y = -2 + 4 * u(gen);
    in.m_Z = -2 + 4 * u(gen);
    in.m_ColorX = 0.5;
    const unsigned cache = rand.m_Cache.Uint, cache_next = unsigned(rand.m_LastIndex);
    isaac ahead = rand;
    ISAAC_INT raw[K + 1];
    for (auto &r : raw) r = ahead.Rand();
    xf.Apply(&in, &out, rand);
    const unsigned next_after = unsigned(rand.m_LastIndex);
    const ISAAC_INT following = rand.Rand();
    int drawn = 0;
    while (drawn <= K && raw[drawn] != following) drawn++;
    for (double a : aff) std::printf("%.17g ", a);
    for (double x : w) std::printf("%.17g ", x);
    std::printf("%.17g %.17g %.17g %.17g %.17g %.17g %.17g %.17g", c1, c2, in.m_X, in.m_Y, in.m_Z, out.m_X, out.m_Y,
                out.m_Z);
    if (drawn || next_after != cache_next) {
      std::printf(" | %d %u %u %u", drawn, cache, cache_next, next_after);
      for (int k = 0; k < drawn; k++) std::printf(" %u", unsigned(raw[k]));
    }
    std::printf("\n");
  }
}

// Fractorium's 3D camera (Ember::SetProjFunc and Proj: pitch, yaw, perspective, z position and
// the depth blur with its blur_curve, whose half extents of the image come in as CarToRas's
// cached halves). A fifth of the lines without yaw (its ProjectPitchDepthBlur), a fifth without
// blur (no draws), a fifth with a flat blur (blur_curve 0). One line a draw:
//   pitch yaw persp zpos dof curve half_x half_y  x y z  out_x out_y | random tail
static void camera_refs(int n, unsigned long seed) {
  std::mt19937_64 gen(seed);
  std::uniform_real_distribution<double> u(0, 1);
  std::mt19937_64 seeder(~seed);
  ISAAC_INT isaac_seed[isaac::N];
  for (auto &s : isaac_seed) s = ISAAC_INT(seeder());
  isaac rand(ISAAC_INT(seed), ISAAC_INT(seed >> 8) | 1, ISAAC_INT(seed >> 16) | 2, isaac_seed);
  std::printf("# camera3d_fractorium: pitch yaw persp zpos dof curve half_x half_y\n");
  for (int i = 0; i < n; i++) {
    Ember<double> e;
    e.m_CamPitch = -1.2 + 2.4 * u(gen);
    e.m_CamYaw = i % 5 == 1 ? 0.0 : -1.2 + 2.4 * u(gen);
    e.m_CamPerspective = 0.4 * u(gen);
    e.m_CamZPos = -0.5 + u(gen);
    e.m_CamDepthBlur = i % 5 == 2 ? 0.0 : 2 * u(gen);
    e.m_BlurCurve = i % 5 == 3 ? 0.0 : 0.5 + 80 * u(gen);
    const double half_x = 0.5 + 4 * u(gen), half_y = 0.5 + 4 * u(gen);
    e.SetProjFunc();
    CarToRas<double> ctr;
    ctr.Init(-half_x, -half_y, half_x, half_y, 640, 480, 1);
    ctr.UpdateCachedHalf(half_x, half_y);
    Point<double> p;
    p.m_X = -2 + 4 * u(gen);
    p.m_Y = -2 + 4 * u(gen);
    p.m_Z = -2 + 4 * u(gen);
    const double x = p.m_X, y = p.m_Y, z = p.m_Z;
    isaac ahead = rand;
    ISAAC_INT raw[K + 1];
    for (auto &r : raw) r = ahead.Rand();
    e.Proj(p, rand, ctr);
    const ISAAC_INT following = rand.Rand();
    int drawn = 0;
    while (drawn <= K && raw[drawn] != following) drawn++;
    std::printf("%.17g %.17g %.17g %.17g %.17g %.17g %.17g %.17g %.17g %.17g %.17g %.17g %.17g", e.m_CamPitch, e.m_CamYaw,
                e.m_CamPerspective, e.m_CamZPos, e.m_CamDepthBlur, e.m_BlurCurve, half_x, half_y, x, y, z, p.m_X, p.m_Y);
    if (drawn) {
      std::printf(" | %d 0 0 0", drawn);
      for (int k = 0; k < drawn; k++) std::printf(" %u", unsigned(raw[k]));
    }
    std::printf("\n");
  }
}

int main(int argc, char **argv) {
  const std::string want = argc > 1 ? argv[1] : "";
  if (want == "xform_prepost")
    xform_refs(1000, 20261301);
  else if (want == "camera3d_fractorium")
    camera_refs(1000, 20261302);
  else if (want == "bwraps")
    refs<BwrapsVariation<double>>("bwraps", {{"bwraps_cellsize", 0.05, 2.0}, {"bwraps_space", 0, 1}, {"bwraps_gain", 0.3, 3},
                                             {"bwraps_inner_twist", -3, 3}, {"bwraps_outer_twist", -3, 3}},
                                  1000, 20261128);
  else if (want == "unpolar")
    refs<UnpolarVariation<double>>("unpolar", {}, 1000, 20261129);
  /* the 3D family (kernels/var_3d.h) */
  else if (want == "linear3D")
    refs<Linear3DVariation<double>, true>("linear3D", {}, 1000, 20261201);
  else if (want == "flatten")
    refs<FlattenVariation<double>, true>("flatten", {}, 1000, 20261202);
  else if (want == "zscale")
    refs<ZScaleVariation<double>, true>("zscale", {}, 1000, 20261203);
  else if (want == "ztranslate")
    refs<ZTranslateVariation<double>, true>("ztranslate", {}, 1000, 20261204);
  else if (want == "zcone")
    refs<ZConeVariation<double>, true>("zcone", {}, 1000, 20261205);
  else if (want == "hemisphere")
    refs<HemisphereVariation<double>, true>("hemisphere", {}, 1000, 20261206);
  else if (want == "spherical3D")
    refs<Spherical3DVariation<double>, true>("spherical3D", {}, 1000, 20261207);
  else if (want == "julia3D")
    refs<Julia3DVariation<double>, true>("julia3D", {{"julia3D_power", -6, 6}}, 1000, 20261208);
  else if (want == "julia3Dz")
    refs<Julia3DzVariation<double>, true>("julia3Dz", {{"julia3Dz_power", -6, 6}}, 1000, 20261209);
  else if (want == "blur3D")
    refs<Blur3DVariation<double>, true>("blur3D", {}, 1000, 20261210);
  else if (want == "curl3D")
    refs<Curl3DVariation<double>, true>("curl3D", {{"curl3D_cx", -1, 1}, {"curl3D_cy", -1, 1}, {"curl3D_cz", -1, 1}}, 1000,
                                        20261211);
  else if (want == "blob3D")
    refs<Blob3DVariation<double>, true>("blob3D", {{"blob3D_low", -1, 1}, {"blob3D_high", 0, 2}, {"blob3D_waves", -6, 6}},
                                        1000, 20261212);
  else if (want == "poincare3D")
    refs<Poincare3DVariation<double>, true>("poincare3D", {{"poincare3D_r", -1, 1}, {"poincare3D_a", -2, 2},
                                                           {"poincare3D_b", -2, 2}}, 1000, 20261213);
  // --- var_fractorium2.h (deterministic 2D variations of Fractorium's set, 114 on) ---
  else if (want == "hypertile")
    refs<HypertileVariation<double>>("hypertile", {{"hypertile_p", 3, 9}, {"hypertile_q", 3, 9}, {"hypertile_n", -3, 3}}, 1000,
                                     20261201);
  else if (want == "waves4")
    refs<Waves4Variation<double>>("waves4", {{"waves4_scalex", -0.6, 0.6}, {"waves4_scaley", -0.6, 0.6}, {"waves4_freqx", -20, 20},
                                             {"waves4_freqy", -20, 20}, {"waves4_cont", -0.3, 1.4}, {"waves4_yfact", -2, 2}},
                                  1000, 20261202);
  else if (want == "waves3")
    refs<Waves3Variation<double>>("waves3", {{"waves3_scalex", -0.6, 0.6}, {"waves3_scaley", -0.6, 0.6}, {"waves3_freqx", -20, 20},
                                             {"waves3_freqy", -20, 20}, {"waves3_sx_freq", -5, 5}, {"waves3_sy_freq", -5, 5}},
                                  1000, 20261203);
  else if (want == "vibration2")
    refs<Vibration2Variation<double>>(
        "vibration2",
        {{"vibration2_freq", 0.05, 3}, {"vibration2_dir", -7, 7}, {"vibration2_angle", -7, 7}, {"vibration2_amp", -0.6, 0.6},
         {"vibration2_phase", -1, 1}, {"vibration2_dir2", -7, 7}, {"vibration2_angle2", -7, 7}, {"vibration2_freq2", 0.05, 3},
         {"vibration2_amp2", -0.6, 0.6}, {"vibration2_phase2", -1, 1}, {"vibration2_dm", -1, 1}, {"vibration2_dmfreq", 0, 2},
         {"vibration2_tm", -1, 1}, {"vibration2_tmfreq", 0, 2}, {"vibration2_fm", -1, 1}, {"vibration2_fmfreq", 0, 2},
         {"vibration2_am", -1, 1}, {"vibration2_amfreq", 0, 2}, {"vibration2_dm2", -1, 1}, {"vibration2_dmfreq2", 0, 2},
         {"vibration2_tm2", -1, 1}, {"vibration2_tmfreq2", 0, 2}, {"vibration2_fm2", -1, 1}, {"vibration2_fmfreq2", 0, 2},
         {"vibration2_am2", -1, 1}, {"vibration2_amfreq2", 0, 2}},
        1000, 20261204);
  else if (want == "xheart")
    refs<XHeartVariation<double>>("xheart", {{"xheart_angle", -3, 3}, {"xheart_ratio", -3, 3}}, 1000, 20261205);
  else if (want == "shredlin")
    refs<ShredlinVariation<double>>("shredlin", {{"shredlin_xdistance", -2, 2}, {"shredlin_xwidth", -1.3, 1.3},
                                                 {"shredlin_ydistance", -2, 2}, {"shredlin_ywidth", -1.3, 1.3}},
                                    1000, 20261206);
  else if (want == "circlize")
    refs<CirclizeVariation<double>>("circlize", {{"circlize_hole", -1, 1}}, 1000, 20261207);
  else if (want == "loonie2")
    refs<Loonie2Variation<double>>("loonie2", {{"loonie2_sides", -0.5, 12.5}, {"loonie2_star", -1.3, 1.3},
                                               {"loonie2_circle", -1.3, 1.3}, {"loonie2_power", 1, 8}},
                                   1000, 20261208);
  else if (want == "collideoscope")
    refs<CollideoscopeVariation<double>>("collideoscope", {{"collideoscope_num", 0.5, 9}, {"collideoscope_a", -1, 1}}, 1000,
                                         20261209);
  else if (want == "scry2")
    refs<Scry2Variation<double>>("scry2", {{"scry2_power", -8, 12}}, 1000, 20261210);
  else if (want == "pressure_wave")
    refs<PressureWaveVariation<double>>("pressure_wave", {{"pressure_wave_x_freq", -3, 3}, {"pressure_wave_y_freq", -3, 3}},
                                        1000, 20261211);
  else if (want == "twoface")
    refs<TwoFaceVariation<double>>("twoface", {}, 1000, 20261212);
  else if (want == "circlize2")
    refs<Circlize2Variation<double>>("circlize2", {{"circlize2_hole", -1, 1}}, 1000, 20261213);
  else if (want == "fdisc")
    refs<FDiscVariation<double>>("fdisc", {}, 1000, 20261214);
  else if (want == "idisc")
    refs<IDiscVariation<double>>("idisc", {}, 1000, 20261215);
  else if (want == "murl")
    refs<MurlVariation<double>>("murl", {{"murl_c", -1.5, 1.5}, {"murl_power", 1, 9}}, 1000, 20261216);
  else if (want == "blob2")
    refs<Blob2Variation<double>>("blob2", {{"blob2_mode", -1, 1.5}, {"blob2_n", -8, 8}, {"blob2_radius", 0, 2}, {"blob2_prescale", -2, 3},
                                           {"blob2_postscale", -1, 2}, {"blob2_symmetry", -1.3, 1.3}, {"blob2_compensation", -1, 1}},
                                 1000, 20261217);
  else if (want == "target")
    refs<TargetVariation<double>>("target", {{"target_size", -0.2, 3}, {"target_even", -8, 14}, {"target_odd", -8, 14}}, 1000, 20261218);
  else if (want == "flipcircle")
    refs<FlipCircleVariation<double>>("flipcircle", {}, 1000, 20261219);
  else if (want == "flipy")
    refs<FlipYVariation<double>>("flipy", {}, 1000, 20261220);
  else if (want == "waves2_radial")
    refs<Waves2RadialVariation<double>>("waves2_radial", {{"waves2_radial_null", -1, 3}, {"waves2_radial_distance", 0, 4},
                                                          {"waves2_radial_freqx", -15, 15}, {"waves2_radial_scalex", -0.5, 0.5},
                                                          {"waves2_radial_freqy", -15, 15}, {"waves2_radial_scaley", -0.5, 0.5}},
                                        1000, 20261221);
  else if (want == "waves22")
    refs<Waves22Variation<double>>("waves22", {{"waves22_scalex", -0.5, 0.5}, {"waves22_scaley", -0.5, 0.5}, {"waves22_freqx", -15, 15},
                                               {"waves22_freqy", -15, 15}, {"waves22_modex", -0.4, 1.4}, {"waves22_modey", -0.4, 1.4},
                                               {"waves22_powerx", -3.5, 5.5}, {"waves22_powery", -3.5, 5.5}},
                                   1000, 20261222);
  else if (want == "waves23")
    refs<Waves23Variation<double>>("waves23", {{"waves23_scalex", -0.5, 0.5}, {"waves23_scaley", -0.5, 0.5}, {"waves23_freqx", -15, 15},
                                               {"waves23_freqy", -15, 15}},
                                   1000, 20261223);
  else if (want == "oscilloscope2")
    refs<Oscilloscope2Variation<double>>("oscilloscope2", {{"oscilloscope2_damping", -0.5, 2}, {"oscilloscope2_separation", -0.5, 2},
                                                          {"oscilloscope2_frequencyx", -5, 5}, {"oscilloscope2_frequencyy", -5, 5},
                                                          {"oscilloscope2_amplitude", -2, 2}, {"oscilloscope2_perturbation", -2, 2}},
                                         1000, 20261224);
  else if (want == "cardioid")
    refs<CardioidVariation<double>>("cardioid", {{"cardioid_a", -5, 5}}, 1000, 20261225);
  else if (want == "sigmoid")
    refs<SigmoidVariation<double>>("sigmoid", {{"sigmoid_shiftx", -3, 3}, {"sigmoid_shifty", -3, 3}}, 1000, 20261226);
  else if (want == "stwin")
    refs<StwinVariation<double>>("stwin", {{"stwin_distort", -5, 5}}, 1000, 20261227);
  else if (want == "shredrad")
    refs<ShredRadVariation<double>>("shredrad", {{"shredrad_n", -9, 9}, {"shredrad_width", -1.3, 1.3}}, 1000, 20261228);
  else if (want == "linearT")
    refs<LinearTVariation<double>>("linearT", {{"linearT_powX", -3, 3}, {"linearT_powY", -3, 3}}, 1000, 20261229);
  else if (want == "petal")
    refs<PetalVariation<double>>("petal", {}, 1000, 20261230);
  else if (want == "squarize")
    refs<SquarizeVariation<double>>("squarize", {}, 1000, 20261231);
  else if (want == "eclipse")
    refs<EclipseVariation<double>>("eclipse", {{"eclipse_shift", -5, 5}}, 1000, 20261232);
  else if (want == "circus")
    refs<CircusVariation<double>>("circus", {{"circus_scale", -2, 3}}, 1000, 20261233);
  else if (want == "tancos")
    refs<TancosVariation<double>>("tancos", {}, 1000, 20261234);
  else if (want == "shift")
    refs<ShiftVariation<double>>("shift", {{"shift_angle", -400, 400}, {"shift_x", -2, 2}, {"shift_y", -2, 2}}, 1000, 20261235);
  else if (want == "waves42")
    refs<Waves42Variation<double>>("waves42", {{"waves42_scalex", -0.6, 0.6}, {"waves42_scaley", -0.6, 0.6}, {"waves42_freqx", -20, 20},
                                               {"waves42_freqy", -20, 20}, {"waves42_cont", -0.3, 1.4}, {"waves42_yfact", -2, 2},
                                               {"waves42_freqx2", -4, 4}},
                                   1000, 20261236);
  else if (want == "henon")
    refs<HenonVariation<double>>("henon", {{"henon_a", -2, 2}, {"henon_b", -2, 2}}, 1000, 20261237);
  else if (want == "lozi")
    refs<LoziVariation<double>>("lozi", {{"lozi_a", -2, 2}, {"lozi_b", -2, 2}}, 1000, 20261238);
  // --- end of var_fractorium2.h ---
  else if (want == "synth") {
    std::vector<range> r = {{"synth_a", -0.5, 1.5}, {"synth_mode", -0.49, 26.49}, {"synth_power", -2.5, 2.5},
                            {"synth_mix", 0, 1}, {"synth_smooth", -0.49, 1.49}};
    static std::vector<std::string> names; /* outlives r, which points into it */
    for (const char *layer : {"synth_b", "synth_c", "synth_d", "synth_e", "synth_f"})
      for (const char *field : {"", "_type", "_skew", "_frq", "_phs", "_layer"}) names.push_back(std::string(layer) + field);
    for (size_t k = 0; k < names.size(); k += 6) {
      r.push_back({names[k].c_str(), -1, 1});
      r.push_back({names[k + 1].c_str(), -0.49, 8.49});
      r.push_back({names[k + 2].c_str(), -1, 1});
      r.push_back({names[k + 3].c_str(), 0.5, 6});
      r.push_back({names[k + 4].c_str(), -3.2, 3.2});
      r.push_back({names[k + 5].c_str(), -0.49, 3.49});
    }
    refs<SynthVariation<double>>("synth", r, 3000, 20261130);
  } else if (want == "sineblur")
    refs<SineblurVariation<double>>("sineblur", {{"sineblur_power", -0.2, 3}}, 1000, 20261131);
  else if (want == "waves2b")
    refs<Waves2BVariation<double>>("waves2b", {{"waves2b_freqx", -4, 6}, {"waves2b_freqy", -4, 6}, {"waves2b_pwx", -1.5, 3},
                                               {"waves2b_pwy", -1.5, 3}, {"waves2b_scalex", -1, 2}, {"waves2b_scaleinfx", -1, 2},
                                               {"waves2b_scaley", -1, 2}, {"waves2b_scaleinfy", -1, 2}, {"waves2b_unity", 0, 2},
                                               {"waves2b_jacok", -1.2, 1.2}},
                                   1000, 20261201);
  else if (want == "waves2b_special") /* the powers within 1e-4 of 0: Jacobi's sn and Bessel's J1 */
    refs<Waves2BVariation<double>>("waves2b", {{"waves2b_pwx", -0.0001, 0.0001}, {"waves2b_pwy", -0.0001, 0.0001},
                                               {"waves2b_freqx", -4, 6}, {"waves2b_freqy", -4, 6}, {"waves2b_scalex", -1, 2},
                                               {"waves2b_scaleinfx", -1, 2}, {"waves2b_unity", 0, 2}, {"waves2b_jacok", -1.2, 1.2}},
                                   1000, 20261202);
  else if (want == "boarders2")
    refs<Boarders2Variation<double>>("boarders2", {{"boarders2_c", -1, 1.5}, {"boarders2_left", -1, 1.5}, {"boarders2_right", -1, 1.5}},
                                     1000, 20261203);
  else if (want == "juliac")
    refs<JuliacVariation<double>>("juliac", {{"juliac_re", -4, 6}, {"juliac_im", -50, 50}, {"juliac_dist", -2, 3}}, 1000, 20261204);
  else if (want == "epispiral")
    refs<EpispiralVariation<double>>("epispiral", {{"epispiral_thickness", -1, 1}, {"epispiral_n", -8, 8}, {"epispiral_holes", -2, 2}},
                                     1000, 20261205);
  else if (want == "crop")
    refs<CropVariation<double>>("crop", {{"crop_scatter_area", -1, 1}, {"crop_left", -2, 1}, {"crop_top", -2, 1}, {"crop_right", -1, 2},
                                         {"crop_bottom", -1, 2}, {"crop_zero", -0.49, 1.49}},
                                1000, 20261206);
  else if (want == "starblur")
    refs<StarblurVariation<double>>("starblur", {{"starblur_power", 2, 12}, {"starblur_range", -0.5, 1.5}}, 1000, 20261207);
  else if (want == "waffle")
    refs<WaffleVariation<double>>("waffle", {{"waffle_slices", 0.5, 12}, {"waffle_xthickness", -0.5, 1.5},
                                             {"waffle_ythickness", -0.5, 1.5}, {"waffle_rotation", -3.2, 3.2}},
                                  1000, 20261208);
  else if (want == "bubble2")
    refs<Bubble2Variation<double>, true>("bubble2", {{"bubble2_x", -2, 2}, {"bubble2_y", -2, 2}, {"bubble2_z", -1, 1}}, 1000, 20261209);
  else if (want == "octagon")
    refs<OctagonVariation<double>, true>("octagon", {{"octagon_x", -1, 1}, {"octagon_y", -1, 1}, {"octagon_z", -1, 1}}, 1000, 20261210);
  else if (want == "circlecrop")
    refs<CirclecropVariation<double>>("circlecrop", {{"circlecrop_radius", 0.2, 3}, {"circlecrop_x", -1, 1}, {"circlecrop_y", -1, 1},
                                                     {"circlecrop_scatter_area", -1.5, 1.5}, {"circlecrop_zero", -0.3, 1.3}},
                                      1000, 20261211);
  else if (want == "lazyjess")
    refs<LazyJessVariation<double>>("lazyjess", {{"lazyjess_n", 1, 9}, {"lazyjess_spin", -3.2, 3.2}, {"lazyjess_space", -1, 1},
                                                 {"lazyjess_corner", -2, 4}},
                                    1000, 20261213);
  else if (want == "lazyjess_2") /* n = 2, its own branch */
    refs<LazyJessVariation<double>>("lazyjess", {{"lazyjess_spin", -3.2, 3.2}, {"lazyjess_space", -1, 1}, {"lazyjess_corner", -2, 4},
                                                 {"lazyjess_n", 1.5, 2}},
                                    1000, 20261214);
  else if (want == "falloff2")
    refs<Falloff2Variation<double>, true>("falloff2", {{"falloff2_scatter", -1, 40}, {"falloff2_mindist", -0.5, 2}, {"falloff2_mul_x", -1, 2},
                                                 {"falloff2_mul_y", -1, 2}, {"falloff2_mul_z", -1, 2}, {"falloff2_x0", -1, 1},
                                                 {"falloff2_y0", -1, 1}, {"falloff2_z0", -1, 1}, {"falloff2_invert", -0.2, 1.2},
                                                 {"falloff2_type", -0.5, 2.99}},
                                    1000, 20261215);
  else if (want == "xtrb")
    refs<XtrbVariation<double>>("xtrb", {{"xtrb_power", -5.4, 6.4}, {"xtrb_radius", 0.2, 2}, {"xtrb_width", -0.5, 1.5},
                                         {"xtrb_dist", -1, 2}, {"xtrb_a", 0, 1.5}, {"xtrb_b", 0, 1.5}},
                                1000, 20261216);
  else if (want == "nblur") /* Fractorium's nBlur (its names are read without case) */
    refs<NblurVariation<double>>("nblur", {{"nblur_numstripes", -4.49, 4.49}, {"nblur_numedges", 2.5, 10.49},
                                           {"nblur_ratiostripes", -0.2, 2.2}, {"nblur_ratiohole", -0.1, 1},
                                           {"nblur_circumcircle", -0.49, 1.49}, {"nblur_adjusttolinear", -0.49, 1.49},
                                           {"nblur_equalblur", -0.49, 1.49}, {"nblur_exactcalc", -0.49, 1.49},
                                           {"nblur_highlightedges", -0.5, 3}},
                                 3000, 20261217);
  // --- var_fractorium3.h ---
  else if (want == "hypertile1")
    refs<Hypertile1Variation<double>>("hypertile1", {{"hypertile1_p", 3, 9}, {"hypertile1_q", 3, 9}}, 1000, 20261301);
  else if (want == "hypertile2")
    refs<Hypertile2Variation<double>>("hypertile2", {{"hypertile2_p", 3, 9}, {"hypertile2_q", 3, 9}}, 1000, 20261302);
  else if (want == "julian2")
    refs<Julian2Variation<double>>("julian2", {{"julian2_power", -6, 6}, {"julian2_dist", -2, 3}, {"julian2_a", -1.5, 1.5},
                                               {"julian2_b", -1.5, 1.5}, {"julian2_c", -1.5, 1.5}, {"julian2_d", -1.5, 1.5},
                                               {"julian2_e", -1, 1}, {"julian2_f", -1, 1}},
                                   1000, 20261303);
  else if (want == "npolar") /* a parity that is no even integer: the julian branch */
    refs<NPolarVariation<double>>("npolar", {{"npolar_n", -6, 6}, {"npolar_parity", -4, 4}}, 1000, 20261304);
  else if (want == "npolar_even") /* parity 0: the polar branch */
    refs<NPolarVariation<double>>("npolar", {{"npolar_n", -6, 6}, {"npolar_parity", 0, 0}}, 1000, 20261305);
  else if (want == "phoenix_julia")
    refs<PhoenixJuliaVariation<double>, true>("phoenix_julia", {{"phoenix_julia_power", -6, 6}, {"phoenix_julia_dist", -2, 3},
                                                                {"phoenix_julia_x_distort", -1, 1}, {"phoenix_julia_y_distort", -1, 1}},
                                              1000, 20261306);
  else if (want == "cpow2")
    refs<Cpow2Variation<double>>("cpow2", {{"cpow2_spread", 0, 6}, {"cpow2_r", -2, 2}, {"cpow2_a", -2, 2}, {"cpow2_divisor", -4, 4}},
                                 1000, 20261307);
  else if (want == "cpow3")
    refs<Cpow3Variation<double>>("cpow3", {{"cpow3_d", -3, 3}, {"cpow3_r", -2, 2}, {"cpow3_divisor", -4, 4}, {"cpow3_spread", -2, 4}},
                                 1000, 20261308);
  else if (want == "log_db")
    refs<LogDBVariation<double>, true>("log_db", {{"log_db_base", -0.5, 5}, {"log_db_fix_period", -0.5, 3}}, 1000, 20261309);
  else if (want == "glynnia")
    refs<GlynniaVariation<double>>("glynnia", {}, 1000, 20261310);
  else if (want == "GlynnSim1")
    refs<GlynnSim1Variation<double>>("GlynnSim1", {{"GlynnSim1_radius", 0.2, 2.5}, {"GlynnSim1_radius1", -0.2, 1.5},
                                                   {"GlynnSim1_phi1", -360, 360}, {"GlynnSim1_thickness", -0.3, 1.3},
                                                   {"GlynnSim1_contrast", -0.5, 3}, {"GlynnSim1_pow", -0.3, 1.3}},
                                     1000, 20261311);
  else if (want == "GlynnSim2")
    refs<GlynnSim2Variation<double>>("GlynnSim2", {{"GlynnSim2_radius", -0.3, 2.5}, {"GlynnSim2_thickness", -0.3, 1.3},
                                                   {"GlynnSim2_contrast", -0.3, 1.3}, {"GlynnSim2_pow", -3, 3},
                                                   {"GlynnSim2_Phi1", -360, 360}, {"GlynnSim2_Phi2", -360, 360}},
                                     1000, 20261312);
  else if (want == "GlynnSim3")
    refs<GlynnSim3Variation<double>>("GlynnSim3", {{"GlynnSim3_radius", -0.3, 2.5}, {"GlynnSim3_thickness", -0.5, 1.5},
                                                   {"GlynnSim3_thickness2", -1, 1}, {"GlynnSim3_contrast", -0.3, 1.3},
                                                   {"GlynnSim3_pow", -3, 3}},
                                     1000, 20261313);
  else if (want == "eJulia")
    refs<EJuliaVariation<double>>("eJulia", {{"eJulia_power", -6.4, 6.4}}, 1000, 20261314);
  else if (want == "arcsech")
    refs<ArcsechVariation<double>>("arcsech", {}, 1000, 20261315);
  else if (want == "arcsech2")
    refs<Arcsech2Variation<double>>("arcsech2", {}, 1000, 20261316);
  else if (want == "arcsinh")
    refs<ArcsinhVariation<double>>("arcsinh", {}, 1000, 20261317);
  else if (want == "arctanh")
    refs<ArctanhVariation<double>>("arctanh", {}, 1000, 20261318);
  else if (want == "farblur")
    refs<FarblurVariation<double>, true>("farblur", {{"farblur_x", -2, 2}, {"farblur_y", -2, 2}, {"farblur_z", -2, 2},
                                                     {"farblur_x_origin", -1, 1}, {"farblur_y_origin", -1, 1},
                                                     {"farblur_z_origin", -1, 1}},
                                         1000, 20261319);
  else if (want == "blur_linear")
    refs<BlurLinearVariation<double>>("blur_linear", {{"blur_linear_length", -1, 2}, {"blur_linear_angle", -8, 8}}, 1000, 20261320);
  else if (want == "blur_zoom")
    refs<BlurZoomVariation<double>, true>("blur_zoom", {{"blur_zoom_length", -1, 2}, {"blur_zoom_x", -1, 1}, {"blur_zoom_y", -1, 1}},
                                          1000, 20261321);
  else if (want == "blur_circle")
    refs<BlurCircleVariation<double>, true>("blur_circle", {}, 1000, 20261322);
  else if (want == "blur_pixelize")
    refs<BlurPixelizeVariation<double>, true>("blur_pixelize", {{"blur_pixelize_size", -0.1, 1}, {"blur_pixelize_scale", -1, 2}},
                                              1000, 20261323);
  else if (want == "tile_log")
    refs<TileLogVariation<double>>("tile_log", {{"tile_log_spread", -3, 5}}, 1000, 20261324);
  else if (want == "tile_hlp")
    refs<TileHlpVariation<double>>("tile_hlp", {{"tile_hlp_width", -2, 3}}, 1000, 20261325);
  else if (want == "juliaq")
    refs<JuliaQVariation<double>>("juliaq", {{"juliaq_power", -8, 8}, {"juliaq_divisor", -4, 4}}, 1000, 20261326);
  else if (want == "mcarpet")
    refs<McarpetVariation<double>>("mcarpet", {{"mcarpet_x", -2, 2}, {"mcarpet_y", -2, 2}, {"mcarpet_twist", -2, 2}, {"mcarpet_tilt", -2, 2}},
                                   1000, 20261327);
  else if (want == "checks")
    refs<ChecksVariation<double>, true>("checks", {{"checks_size", -1, 2}, {"checks_x", -1, 1}, {"checks_y", -1, 1}, {"checks_rnd", -1, 1}},
                                        1000, 20261328);
  else if (want == "wdisc")
    refs<WdiscVariation<double>>("wdisc", {}, 1000, 20261329);
  else if (want == "swirl3")
    refs<Swirl3Variation<double>>("swirl3", {{"swirl3_shift", -2, 2}}, 1000, 20261330);
  else if (want == "swirl3r")
    refs<Swirl3rVariation<double>>("swirl3r", {{"swirl3r_shift", -2, 2}, {"swirl3r_min", -0.3, 2}, {"swirl3r_max", -0.3, 3}},
                                   1000, 20261331);
  else if (want == "gaussian")
    refs<GaussianVariation<double>>("gaussian", {}, 1000, 20261332);
  else if (want == "rays1")
    refs<Rays1Variation<double>, true>("rays1", {}, 1000, 20261333);
  else if (want == "rays2")
    refs<Rays2Variation<double>, true>("rays2", {}, 1000, 20261334);
  else if (want == "rays3")
    refs<Rays3Variation<double>, true>("rays3", {}, 1000, 20261335);
  else if (want == "flowerdb")
    refs<FlowerDbVariation<double>>("flowerdb", {{"flowerdb_petals", -8, 8}, {"flowerdb_petal_split", -2, 2},
                                                 {"flowerdb_petal_spread", -1, 2}},
                                    1000, 20261336);
  else if (want == "exp2")
    refs<Exp2Variation<double>>("exp2", {}, 1000, 20261337);
  else if (want == "tanh_spiral")
    refs<TanhSpiralVariation<double>>("tanh_spiral", {{"tanh_spiral_a", -8, 8}}, 1000, 20261338);
  else if (want == "Kaleidoscope")
    refs<KaleidoscopeVariation<double>>("Kaleidoscope", {{"Kaleidoscope_pull", -1, 1}, {"Kaleidoscope_rotate", -2, 2},
                                                         {"Kaleidoscope_line_up", -1, 2}, {"Kaleidoscope_x", -1, 1},
                                                         {"Kaleidoscope_y", -1, 1}},
                                        1000, 20261339);
  else if (want == "Spirograph")
    refs<SpirographVariation<double>>("Spirograph", {{"Spirograph_b", -4, 4}, {"Spirograph_a", -4, 4}, {"Spirograph_d", -2, 2},
                                                     {"Spirograph_tmin", -10, 0}, {"Spirograph_tmax", 0, 10}, {"Spirograph_ymin", -1, 0},
                                                     {"Spirograph_ymax", 0, 1}, {"Spirograph_c1", -2, 2}, {"Spirograph_c2", -2, 2}},
                                      1000, 20261340);
  else if (want == "wavesn")
    refs<WavesNVariation<double>>("wavesn", {{"wavesn_power", -6, 6}, {"wavesn_freqx", -5, 5}, {"wavesn_freqy", -5, 5},
                                             {"wavesn_scalex", -1, 2}, {"wavesn_scaley", -1, 2}, {"wavesn_incx", -1, 1},
                                             {"wavesn_incy", -1, 1}},
                                  1000, 20261341);
  else if (want == "SphericalN")
    refs<SphericalNVariation<double>>("SphericalN", {{"SphericalN_Power", -3, 9}, {"SphericalN_Dist", -2, 3}}, 1000, 20261342);
  else if (want == "Lissajous")
    refs<LissajousVariation<double>>("Lissajous", {{"Lissajous_tmin", -7, 0}, {"Lissajous_tmax", 0, 7}, {"Lissajous_a", -6, 6},
                                                   {"Lissajous_b", -6, 6}, {"Lissajous_c", -1, 1}, {"Lissajous_d", -3, 3},
                                                   {"Lissajous_e", -2, 2}},
                                     1000, 20261343);
  else if (want == "line")
    refs<LineVariation<double>, true>("line", {{"line_delta", -2, 2}, {"line_phi", -2, 2}}, 1000, 20261344);
  else if (want == "taurus")
    refs<TaurusVariation<double>, true>("taurus", {{"taurus_r", -1, 5}, {"taurus_n", -8, 8}, {"taurus_inv", -2, 3}, {"taurus_sor", -1, 2}},
                                        1000, 20261345);
  else if (want == "barycentroid")
    refs<BarycentroidVariation<double>, true>("barycentroid", {{"barycentroid_a", -2, 2}, {"barycentroid_b", -2, 2},
                                                              {"barycentroid_c", -2, 2}, {"barycentroid_d", -2, 2}},
                                              1000, 20261346);
  else if (want == "hypershift")
    refs<HypershiftVariation<double>>("hypershift", {{"hypershift_shift", -0.99, 0.99}}, 1000, 20261347);
  else if (want == "d_spherical")
    refs<DSphericalVariation<double>>("d_spherical", {{"d_spherical_weight", -0.2, 1.2}}, 1000, 20261348);
  // --- var_fractorium4.h ---
  else if (want == "waves2_3D")
    refs<Waves23DVariation<double>, true>("waves2_3D", {{"waves2_3D_freq", -6, 6}, {"waves2_3D_scale", -1.5, 1.5}}, 1000,
                                          20261402);
  else if (want == "foci_3D")
    refs<Foci3DVariation<double>, true>("foci_3D", {}, 1000, 20261403);
  else if (want == "blade3D")
    refs<Blade3DVariation<double>, true>("blade3D", {}, 1000, 20261404);
  else if (want == "depth")
    refs<DepthVariation<double>, true>("depth", {{"depth_power", -2, 3}}, 1000, 20261405);
  else if (want == "zblur")
    refs<ZblurVariation<double>, true>("zblur", {}, 1000, 20261406);
  else if (want == "rotate_x")
    refs<RotateXVariation<double>, true, true>("rotate_x", {}, 1000, 20261407);
  else if (want == "rotate_y")
    refs<RotateYVariation<double>, true, true>("rotate_y", {}, 1000, 20261408);
  else if (want == "rotate_z")
    refs<RotateZVariation<double>, true, true>("rotate_z", {}, 1000, 20261409);
  else if (want == "disc3d")
    refs<Disc3DVariation<double>, true>("disc3d", {{"disc3d_pi", -4, 4}}, 1000, 20261410);
  else if (want == "circleblur")
    refs<CircleblurVariation<double>>("circleblur", {}, 1000, 20261411);
  else if (want == "pRose3D")
    refs<PRose3DVariation<double>, true>("pRose3D", {{"pRose3D_wagsc", -1, 1}, {"pRose3D_l", 0.2, 2}, {"pRose3D_k", -7, 7},
                                                     {"pRose3D_c", -2, 2}, {"pRose3D_z1", -2, 2}, {"pRose3D_z2", -2, 2},
                                                     {"pRose3D_refSc", -2, 2}, {"pRose3D_opt", -3, 3}, {"pRose3D_optSc", -2, 2},
                                                     {"pRose3D_opt3", -1.5, 1.5}, {"pRose3D_transp", 0, 1}, {"pRose3D_dist", -2, 2},
                                                     {"pRose3D_crvsc", -1, 1}, {"pRose3D_f", -5, 5}, {"pRose3D_wigsc", -1, 1},
                                                     {"pRose3D_offset", -1, 1}},
                                      1000, 20261412);
  else if (want == "sinq")
    refs<SinqVariation<double>, true>("sinq", {}, 1000, 20261413);
  else if (want == "sinhq")
    refs<SinhqVariation<double>, true>("sinhq", {}, 1000, 20261414);
  else if (want == "secq")
    refs<SecqVariation<double>, true>("secq", {}, 1000, 20261415);
  else if (want == "sechq")
    refs<SechqVariation<double>, true>("sechq", {}, 1000, 20261416);
  else if (want == "tanq")
    refs<TanqVariation<double>, true>("tanq", {}, 1000, 20261417);
  else if (want == "tanhq")
    refs<TanhqVariation<double>, true>("tanhq", {}, 1000, 20261418);
  else if (want == "cosq")
    refs<CosqVariation<double>, true>("cosq", {}, 1000, 20261419);
  else if (want == "coshq")
    refs<CoshqVariation<double>, true>("coshq", {}, 1000, 20261420);
  else if (want == "cotq")
    refs<CotqVariation<double>, true>("cotq", {}, 1000, 20261421);
  else if (want == "cothq")
    refs<CothqVariation<double>, true>("cothq", {}, 1000, 20261422);
  else if (want == "cscq")
    refs<CscqVariation<double>, true>("cscq", {}, 1000, 20261423);
  else if (want == "cschq")
    refs<CschqVariation<double>, true>("cschq", {}, 1000, 20261424);
  else if (want == "estiq")
    refs<EstiqVariation<double>, true>("estiq", {}, 1000, 20261425);
  else if (want == "loq")
    refs<LoqVariation<double>, true>("loq", {{"loq_base", -0.5, 12}}, 1000, 20261426);
  else if (want == "trade")
    refs<TradeVariation<double>>("trade", {{"trade_r1", -0.2, 3}, {"trade_d1", -0.5, 2}, {"trade_r2", -0.2, 3}, {"trade_d2", -0.5, 2}},
                                 1000, 20261427);
  else if (want == "square3D")
    refs<Square3DVariation<double>, true>("square3D", {}, 1000, 20261428);
  else if (want == "splits3D")
    refs<Splits3DVariation<double>, true>("splits3D", {{"splits3D_x", -1, 1}, {"splits3D_y", -1, 1}, {"splits3D_z", -1, 1}}, 1000,
                                          20261429);
  else if (want == "sphereblur")
    refs<SphereblurVariation<double>, true>("sphereblur", {{"sphereblur_power", -0.5, 4}}, 1000, 20261430);
  else if (want == "falloff")
    refs<FalloffVariation<double>, true>("falloff", {{"falloff_x0", -1, 1}, {"falloff_scatter", -1, 40}, {"falloff_mindist", -0.5, 2},
                                                     {"falloff_mul_x", -0.3, 1.3}, {"falloff_mul_y", -0.3, 1.3}, {"falloff_mul_z", -0.3, 1.3},
                                                     {"falloff_y0", -1, 1}, {"falloff_z0", -1, 1}, {"falloff_invert", -0.2, 1.2},
                                                     {"falloff_type", -0.4, 2.4}, {"falloff_boxpow", 1, 12}},
                                         2000, 20261431);
  else if (want == "falloff3")
    refs<Falloff3Variation<double>, true, true>(
        "falloff3", {{"falloff3_center_x", -1, 1}, {"falloff3_blur_type", -0.4, 3.4}, {"falloff3_blur_shape", -0.2, 1.2},
                     {"falloff3_blur_strength", -1, 40}, {"falloff3_min_distance", -0.5, 2}, {"falloff3_invert_distance", -0.2, 1.2},
                     {"falloff3_mul_x", -0.3, 1.3}, {"falloff3_mul_y", -0.3, 1.3}, {"falloff3_mul_z", -0.3, 1.3},
                     {"falloff3_mul_c", -0.3, 1.3}, {"falloff3_center_y", -1, 1}, {"falloff3_center_z", -1, 1}, {"falloff3_alpha", -1, 2}},
        2000, 20261432);
  else if (want == "mirror_x")
    refs<MirrorXVariation<double>, true, true>("mirror_x", {}, 1000, 20261433);
  else if (want == "mirror_y")
    refs<MirrorYVariation<double>, true, true>("mirror_y", {}, 1000, 20261434);
  else if (want == "mirror_z")
    refs<MirrorZVariation<double>, true, true>("mirror_z", {}, 1000, 20261435);
  else if (want == "pie3D")
    refs<Pie3DVariation<double>, true>("pie3D", {{"pie3D_slices", -2, 12}, {"pie3D_rotation", -8, 8}, {"pie3D_thickness", -0.3, 1.3}},
                                       1000, 20261436);
  else if (want == "popcorn2_3D")
    refs<Popcorn23DVariation<double>, true, true>("popcorn2_3D", {{"popcorn2_3D_z", -1, 1}, {"popcorn2_3D_x", -1, 1},
                                                                  {"popcorn2_3D_y", -1, 1}, {"popcorn2_3D_c", -5, 5}},
                                                  1000, 20261437);
  else if (want == "rblur")
    refs<RBlurVariation<double>>("rblur", {{"rblur_strength", -2, 2}, {"rblur_offset", -1, 2}, {"rblur_center_x", -1, 1},
                                           {"rblur_center_y", -1, 1}},
                                 1000, 20261438);
  else if (want == "pow_block")
    refs<PowBlockVariation<double>>("pow_block", {{"pow_block_root", -3, 3}, {"pow_block_numerator", -5, 5},
                                                  {"pow_block_denominator", -5, 5}, {"pow_block_correctn", -2, 2},
                                                  {"pow_block_correctd", -2, 2}},
                                    1000, 20261439);
  else if (want == "julia3Dq")
    refs<Julia3DqVariation<double>, true>("julia3Dq", {{"julia3Dq_power", -6, 6}, {"julia3Dq_divisor", -4, 4}}, 1000, 20261440);
  else if (want == "loonie_3D")
    refs<Loonie3DVariation<double>, true>("loonie_3D", {}, 1000, 20261441);
  // --- flam3's waves2 with Fractorium's z wave (FM_PARAMS_BEYOND_FLAM3): scalez 0 now and then ---
  else if (want == "waves2_z")
    refs<Waves2Variation<double>, true>("waves2", {{"waves2_scalez", -2, 2}, {"waves2_freqz", -6, 6}, {"waves2_freqx", -6, 6},
                                                   {"waves2_scalex", -1, 1}, {"waves2_freqy", -6, 6}, {"waves2_scaley", -1, 1}},
                                        1000, 20261501);
  // --- flam3's log with Fractorium's base (FM_PARAMS_BEYOND_FLAM3): 0 now and then, held at epsilon ---
  else if (want == "log_base")
    refs<LogVariation<double>>("log", {{"log_base", 0.05, 12}}, 1000, 20261601);
  else if (want == "hexes")
    refs<HexesVariation<double>>("hexes", {{"hexes_cellsize", 0.05, 1.5}, {"hexes_power", -1, 3}, {"hexes_rotate", -1, 1},
                                           {"hexes_scale", -1, 2}},
                                 1000, 20261501);
  else if (want == "hypertile3D")
    refs<Hypertile3DVariation<double>, true>("hypertile3D", {{"hypertile3D_p", 2, 9}, {"hypertile3D_q", 2, 9}, {"hypertile3D_n", -3, 3}},
                                             1000, 20261502);
  else if (want == "hypertile3D2")
    refs<Hypertile3D2Variation<double>, true>("hypertile3D2", {{"hypertile3D2_p", 2, 9}, {"hypertile3D2_q", 2, 9}}, 1000, 20261503);
  else if (want == "cubic3D")
    refs<Cubic3DVariation<double>, true, true>("cubic3D", {{"cubic3D_xpand", -1, 3}, {"cubic3D_style", -3, 3}}, 1000, 20261504);
  else if (want == "juliaNab")
    refs<JuliaNabVariation<double>, true, true>("juliaNab", {{"juliaNab_n", -4, 4}, {"juliaNab_a", -2, 2}, {"juliaNab_b", -1, 1},
                                                             {"juliaNab_separ", 0, 3}},
                                                1000, 20261505);
  else if (want == "lazyTravis")
    refs<LazyTravisVariation<double>>("lazyTravis", {{"lazyTravis_spin_in", -3, 3}, {"lazyTravis_spin_out", -3, 3},
                                                     {"lazyTravis_space", -0.5, 0.5}},
                                      1000, 20261506);
  else if (want == "extrude")
    refs<ExtrudeVariation<double>, true, true>("extrude", {{"extrude_root_face", -0.2, 1.2}}, 1000, 20261507);
  else if (want == "eScale")
    refs<EScaleVariation<double>>("eScale", {{"eScale_scale", -0.3, 1.3}, {"eScale_angle", -8, 8}}, 1000, 20261508);
  else if (want == "eMotion")
    refs<EMotionVariation<double>>("eMotion", {{"eMotion_move", -1, 1}, {"eMotion_rotate", -8, 8}}, 1000, 20261509);
  else if (want == "depth_blur2")
    refs<DepthBlur2Variation<double>>("depth_blur2", {{"depth_blur2_power", -2, 9}, {"depth_blur2_range", 0, 1},
                                                      {"depth_blur2_blur", -1, 2}, {"depth_blur2_radius", -0.5, 2},
                                                      {"depth_blur2_x0", -1, 1}, {"depth_blur2_y0", -1, 1},
                                                      {"depth_blur2_mulx", -0.3, 2}, {"depth_blur2_muly", -0.3, 2},
                                                      {"depth_blur2_exp", -1, 3}},
                                      1000, 20261510);
  else if (want == "cropn")
    refs<CropNVariation<double>>("cropn", {{"cropn_power", -8, 8}, {"cropn_radius", 0, 3}, {"cropn_scatterdist", -1, 2},
                                           {"cropn_zero", -0.2, 1.2}},
                                 1000, 20261511);
  else if (want == "circlesplit")
    refs<CircleSplitVariation<double>>("circlesplit", {{"circlesplit_radius", 0, 3}, {"circlesplit_split", -1, 1}}, 1000, 20261512);
  else if (want == "blur_heart")
    refs<BlurHeartVariation<double>>("blur_heart", {{"blur_heart_p", 0, 3}, {"blur_heart_a", -1.5, 1.5}, {"blur_heart_b", -1.5, 1.5}},
                                     1000, 20261513);
  else if (want == "bcircle")
    refs<BCircleVariation<double>>("bcircle", {{"bcircle_scale", 0, 2}, {"bcircle_borderwidth", -2, 2}}, 1000, 20261514);
  else if (want == "bTransform")
    refs<BTransformVariation<double>>("bTransform", {{"bTransform_rotate", -4, 4}, {"bTransform_power", -2, 6},
                                                     {"bTransform_move", -1, 1}, {"bTransform_split", -1, 1}},
                                      1000, 20261515);
  else if (want == "asteria")
    refs<AsteriaVariation<double>>("asteria", {{"asteria_alpha", -2, 2}}, 1000, 20261516);
  else if (want == "gnarly")
    refs<GnarlyVariation<double>>("gnarly", {{"gnarly_cellsize", -1.5, 1.5}, {"gnarly_twist", -2, 2}}, 1000, 20261517);
  else if (want == "ho")
    refs<HoVariation<double>, true>("ho", {{"ho_xpow", -1, 5}, {"ho_ypow", -1, 5}, {"ho_zpow", -1, 5}}, 1000, 20261518);
  /* --- var_fractorium_dc.h: Apophysis 7X's direct-colour plugins as Fractorium has them --- */
  else if (want == "dc_bubble")
    refs<DCBubbleVariation<double>, true, true>("dc_bubble", {{"dc_bubble_scale", -2, 2}, {"dc_bubble_centerx", -1, 1},
                                                              {"dc_bubble_centery", -1, 1}},
                                                1000, 20261601);
  else if (want == "dc_carpet")
    refs<DCCarpetVariation<double>, true, true>("dc_carpet", {{"dc_carpet_origin", -1.5, 1.5}, {"affine_A", -1.2, 1.2},
                                                              {"affine_B", -1.2, 1.2}, {"affine_C", -1, 1}, {"affine_D", -1.2, 1.2},
                                                              {"affine_E", -1.2, 1.2}, {"affine_F", -1, 1}},
                                                1000, 20261602);
  else if (want == "dc_cube")
    refs<DCCubeVariation<double>, true, true>("dc_cube", {{"dc_cube_x", -0.5, 2}, {"dc_cube_y", -0.5, 2}, {"dc_cube_z", -0.5, 2},
                                                          {"dc_cube_c1", -0.3, 1.3}, {"dc_cube_c2", -0.3, 1.3}, {"dc_cube_c3", -0.3, 1.3},
                                                          {"dc_cube_c4", -0.3, 1.3}, {"dc_cube_c5", -0.3, 1.3}, {"dc_cube_c6", -0.3, 1.3}},
                                              1000, 20261603);
  else if (want == "dc_cylinder")
    refs<DCCylinderVariation<double>, true, true>("dc_cylinder", {{"dc_cylinder_scale", -1.5, 1.5}, {"dc_cylinder_offset", -1, 1},
                                                                  {"dc_cylinder_angle", -3.5, 3.5}, {"dc_cylinder_x", -1, 1},
                                                                  {"dc_cylinder_y", -1, 1}, {"dc_cylinder_blur", -0.5, 2}},
                                                  1000, 20261604);
  else if (want == "dc_gridout")
    refs<DCGridOutVariation<double>, true, true>("dc_gridout", {}, 1000, 20261605);
  else if (want == "dc_triangle")
    refs<DCTriangleVariation<double>, true, true>("dc_triangle", {{"dc_triangle_scatter_area", -1.3, 1.3},
                                                                  {"dc_triangle_zero_edges", -0.3, 1.3}, {"affine_A", -1.2, 1.2},
                                                                  {"affine_B", -1.2, 1.2}, {"affine_C", -1, 1}, {"affine_D", -1.2, 1.2},
                                                                  {"affine_E", -1.2, 1.2}, {"affine_F", -1, 1}},
                                                  1000, 20261606);
  else if (want == "dc_ztransl")
    refs<DCZTranslVariation<double>, true, true>("dc_ztransl", {{"dc_ztransl_factor", -2, 2}, {"dc_ztransl_x0", -0.2, 1.2},
                                                                {"dc_ztransl_x1", -0.2, 1.2}, {"dc_ztransl_overwrite", -0.3, 1.3},
                                                                {"dc_ztransl_clamp", -0.3, 1.3}},
                                                 1000, 20261607);
  /* var_fractorium6.h (Apophysis plugins, 490 on) */
  else if (want == "roundspher")
    refs<RoundSpherVariation<double>>("roundspher", {}, 1000, 20261601);
  else if (want == "spherivoid")
    refs<SpherivoidVariation<double>, true>("spherivoid", {{"spherivoid_radius", -1, 2}}, 1000, 20261602);
  else if (want == "erf")
    refs<ErfVariation<double>>("erf", {}, 1000, 20261603);
  else if (want == "xerf")
    refs<XerfVariation<double>, true>("xerf", {}, 1000, 20261604);
  else if (want == "eMod")
    refs<EModVariation<double>>("eMod", {{"eMod_radius", -0.2, 3}, {"eMod_distance", -1, 3}}, 1000, 20261605);
  else if (want == "ePush")
    refs<EPushVariation<double>>("ePush", {{"ePush_push", -1, 1}, {"ePush_dist", -1, 2}, {"ePush_rotate", -5, 5}}, 1000,
                                 20261606);
  else if (want == "eRotate")
    refs<ERotateVariation<double>>("eRotate", {{"eRotate_rotate", -5, 5}}, 1000, 20261607);
  else if (want == "eSwirl")
    refs<ESwirlVariation<double>>("eSwirl", {{"eSwirl_in", -1, 1}, {"eSwirl_out", -1, 1}}, 1000, 20261608);
  else if (want == "eCollide")
    refs<ECollideVariation<double>>("eCollide", {{"eCollide_a", -0.5, 1.5}, {"eCollide_num", -1, 8}}, 1000, 20261609);
  else if (want == "hole")
    refs<HoleVariation<double>>("hole", {{"hole_a", -2, 3}, {"hole_inside", -0.2, 1.2}}, 1000, 20261610);
  else if (want == "lens")
    refs<LensVariation<double>>("lens", {}, 1000, 20261611);
  else if (want == "pulse")
    refs<PulseVariation<double>>("pulse", {{"pulse_freqx", -5, 5}, {"pulse_freqy", -5, 5}, {"pulse_scalex", -1, 1},
                                           {"pulse_scaley", -1, 1}}, 1000, 20261612);
  else if (want == "sinusoidal3D")
    refs<Sinusoidal3DVariation<double>, true>("sinusoidal3D", {}, 1000, 20261613);
  else if (want == "projective")
    refs<ProjectiveVariation<double>>("projective", {{"projective_A", -1, 1}, {"projective_B", -1, 1}, {"projective_C", -1, 2},
                                                     {"projective_A1", -1.5, 1.5}, {"projective_B1", -1.5, 1.5},
                                                     {"projective_C1", -1.5, 1.5}, {"projective_A2", -1.5, 1.5},
                                                     {"projective_B2", -1.5, 1.5}, {"projective_C2", -1.5, 1.5}},
                                      1000, 20261614);
  // --- var_fractorium5.h: Apophysis plugins as Fractorium has them (474-487) ---
  else if (want == "polynomial")
    refs<PolynomialVariation<double>>("polynomial", {{"polynomial_powx", -1, 3}, {"polynomial_powy", -1, 3},
                                                     {"polynomial_lcx", -1, 1}, {"polynomial_lcy", -1, 1},
                                                     {"polynomial_scx", -1, 1}, {"polynomial_scy", -1, 1}},
                                      1000, 20261701);
  else if (want == "murl2")
    refs<Murl2Variation<double>>("murl2", {{"murl2_c", -1, 1}, {"murl2_power", -4, 6}}, 1000, 20261702);
  else if (want == "ortho")
    refs<OrthoVariation<double>>("ortho", {{"ortho_in", -5, 5}, {"ortho_out", -5, 5}}, 1000, 20261703);
  else if (want == "MobiusN")
    refs<MobiusNVariation<double>>("MobiusN", {{"MobiusNRe_A", -2, 2}, {"MobiusNIm_A", -2, 2}, {"MobiusNRe_B", -2, 2},
                                               {"MobiusNIm_B", -2, 2}, {"MobiusNRe_C", -2, 2}, {"MobiusNIm_C", -2, 2},
                                               {"MobiusNRe_D", -2, 2}, {"MobiusNIm_D", -2, 2}, {"MobiusN_Power", -6, 6},
                                               {"MobiusN_Dist", -2, 3}},
                                   1000, 20261704);
  else if (want == "fourth")
    refs<FourthVariation<double>>("fourth", {{"fourth_spin", -8, 8}, {"fourth_space", -1, 1}, {"fourth_twist", -3, 3},
                                             {"fourth_x", -1, 1}, {"fourth_y", -1, 1}},
                                  1000, 20261705);
  else if (want == "gdoffs")
    refs<GdoffsVariation<double>>("gdoffs", {{"gdoffs_delta_x", -2, 18}, {"gdoffs_delta_y", -2, 18}, {"gdoffs_area_x", -3, 3},
                                             {"gdoffs_area_y", -3, 3}, {"gdoffs_center_x", -1, 1}, {"gdoffs_center_y", -1, 1},
                                             {"gdoffs_gamma", 0, 7}, {"gdoffs_square", -0.4, 1.4}},
                                  1000, 20261706);
  else if (want == "deltaa")
    refs<DeltaAVariation<double>>("deltaa", {}, 1000, 20261707);
  else if (want == "sinusgrid")
    refs<SinusGridVariation<double>>("sinusgrid", {{"sinusgrid_ampx", -1, 2}, {"sinusgrid_ampy", -1, 2},
                                                   {"sinusgrid_freqx", -3, 3}, {"sinusgrid_freqy", -3, 3}},
                                     1000, 20261708);
  else if (want == "rational3")
    refs<Rational3Variation<double>>("rational3", {{"rational3_t3", -2, 2}, {"rational3_t2", -2, 2}, {"rational3_t1", -2, 2},
                                                   {"rational3_tc", -2, 2}, {"rational3_b3", -2, 2}, {"rational3_b2", -2, 2},
                                                   {"rational3_b1", -2, 2}, {"rational3_bc", -2, 2}},
                                     1000, 20261709);
  else if (want == "ripple")
    refs<RippleVariation<double>>("ripple", {{"ripple_frequency", -4, 6}, {"ripple_velocity", -2, 3}, {"ripple_amplitude", -1, 2},
                                             {"ripple_centerx", -1, 1}, {"ripple_centery", -1, 1}, {"ripple_phase", -1, 2},
                                             {"ripple_scale", -2, 3}},
                                  1000, 20261710);
  else if (want == "vibration")
    refs<VibrationVariation<double>>("vibration", {{"vibration_dir", -8, 8}, {"vibration_angle", -8, 8}, {"vibration_freq", -3, 4},
                                                   {"vibration_amp", -1, 1}, {"vibration_phase", -2, 2}, {"vibration_dir2", -8, 8},
                                                   {"vibration_angle2", -8, 8}, {"vibration_freq2", -3, 4},
                                                   {"vibration_amp2", -1, 1}, {"vibration_phase2", -2, 2}},
                                     1000, 20261711);
  else if (want == "coswrap")
    refs<CosWrapVariation<double>>("coswrap", {{"coswrap_repeat", -6, 6}, {"coswrap_amount_x", -4, 4}, {"coswrap_amount_y", -4, 4},
                                               {"coswrap_phase_x", -3, 3}, {"coswrap_phase_y", -3, 3}},
                                   1000, 20261712);
  else if (want == "spiralwing")
    refs<SpiralWingVariation<double>>("spiralwing", {}, 1000, 20261713);
  else if (want == "squirrel")
    refs<SquirrelVariation<double>>("squirrel", {{"squirrel_a", -2, 3}, {"squirrel_b", -2, 3}}, 1000, 20261714);
  /* var_fractorium7.h (Apophysis plugins, 504 on) */
  else if (want == "bCollide")
    refs<BCollideVariation<double>>("bCollide", {{"bCollide_a", -1.5, 1.5}, {"bCollide_num", -1, 10}}, 1000, 20261701);
  else if (want == "bMod")
    refs<BModVariation<double>>("bMod", {{"bMod_radius", -0.2, 3}, {"bMod_distance", -1, 3}}, 1000, 20261702);
  else if (want == "bSwirl")
    refs<BSwirlVariation<double>>("bSwirl", {{"bSwirl_in", -1, 1}, {"bSwirl_out", -1, 1}}, 1000, 20261703);
  else if (want == "bisplit")
    refs<BiSplitVariation<double>>("bisplit", {}, 1000, 20261704);
  else if (want == "blocky")
    refs<BlockyVariation<double>>("blocky", {{"blocky_x", -2, 2}, {"blocky_y", -2, 2}, {"blocky_mp", -6, 8}}, 1000, 20261705);
  else if (want == "concentric")
    refs<ConcentricVariation<double>, true, true>("concentric", {{"concentric_radius", -1, 2}, {"concentric_density", -2, 20},
                                                                {"concentric_R_blur", -0.3, 0.5}, {"concentric_Z_blur", -0.5, 1}},
                                                  1000, 20261706);
  else if (want == "crescents")
    refs<CrescentsVariation<double>>("crescents", {}, 1000, 20261707);
  else if (want == "cylinder2")
    refs<Cylinder2Variation<double>>("cylinder2", {}, 1000, 20261708);
  else if (want == "fibonacci")
    refs<FibonacciVariation<double>>("fibonacci", {}, 1000, 20261709);
  else if (want == "fibonacci2")
    refs<Fibonacci2Variation<double>>("fibonacci2", {{"fibonacci2_sc", -2, 2}, {"fibonacci2_sc2", -2, 2}}, 1000, 20261710);
  else if (want == "foci_p")
    refs<FociPVariation<double>>("foci_p", {{"foci_p_c1", -1, 1.5}, {"foci_p_c2", -1, 1.5}}, 1000, 20261711);
  else if (want == "glynnia2")
    refs<Glynnia2Variation<double>>("glynnia2", {}, 1000, 20261712);
  else if (want == "GlynnSim4")
    refs<GlynnSim4Variation<double>>("GlynnSim4", {{"GlynnSim4_radius", -0.3, 2.5}, {"GlynnSim4_contrast", -0.3, 1.3},
                                                   {"GlynnSim4_pow", -3, 3}, {"GlynnSim4_X", -1.5, 1.5},
                                                   {"GlynnSim4_Y", -1.5, 1.5}},
                                     1000, 20261713);
  else if (want == "GlynnSim5")
    refs<GlynnSim5Variation<double>>("GlynnSim5", {{"GlynnSim5_radius", -0.3, 2.5}, {"GlynnSim5_thickness", -0.5, 1},
                                                   {"GlynnSim5_contrast", -0.3, 1.3}, {"GlynnSim5_pow", -3, 3}},
                                     1000, 20261714);
  /* var_fractorium8.h (Apophysis plugins, 520 on; octapol wipes the sum, so it gets one) */
  else if (want == "jac_cn")
    refs<JacCnVariation<double>>("jac_cn", {{"jac_cn_k", -1.2, 1.2}}, 1000, 20261801);
  else if (want == "jac_dn")
    refs<JacDnVariation<double>>("jac_dn", {{"jac_dn_k", -1.2, 1.2}}, 1000, 20261802);
  else if (want == "jac_sn")
    refs<JacSnVariation<double>>("jac_sn", {{"jac_sn_k", -1.2, 1.2}}, 1000, 20261803);
  else if (want == "modulusx")
    refs<ModulusxVariation<double>>("modulusx", {{"modulusx_x", -0.5, 2}, {"modulusx_shift", -1, 1}}, 1000, 20261804);
  else if (want == "modulusy")
    refs<ModulusyVariation<double>>("modulusy", {{"modulusy_y", -0.5, 2}, {"modulusy_shift", -1, 1}}, 1000, 20261805);
  else if (want == "octapol")
    refs<OctapolVariation<double>, true, true>("octapol", {{"octapol_polarweight", -1, 1}, {"octapol_radius", -1, 2},
                                                           {"octapol_s", -1, 1}, {"octapol_t", -0.5, 0.5}},
                                               1000, 20261806);
  else if (want == "panorama1")
    refs<Panorama1Variation<double>>("panorama1", {}, 1000, 20261807);
  else if (want == "panorama2")
    refs<Panorama2Variation<double>>("panorama2", {}, 1000, 20261808);
  else if (want == "poincare")
    refs<PoincareVariation<double>>("poincare", {{"poincare_c1r", -1, 2}, {"poincare_c1a", -5, 5}, {"poincare_c2r", -1, 2},
                                                 {"poincare_c2a", -5, 5}}, 1000, 20261809);
  else if (want == "poincare2")
    refs<Poincare2Variation<double>>("poincare2", {{"poincare2_p", 2, 9}, {"poincare2_q", 2, 9}}, 1000, 20261810);
  else if (want == "psphere")
    refs<PSphereVariation<double>, true>("psphere", {{"psphere_zscale", -2, 2}}, 1000, 20261811);
  else if (want == "SplitBrdr")
    refs<SplitBrdrVariation<double>>("SplitBrdr", {{"SplitBrdr_x", -1, 1}, {"SplitBrdr_y", -1, 1}, {"SplitBrdr_px", -0.5, 0.5},
                                                   {"SplitBrdr_py", -0.5, 0.5}}, 1000, 20261812);
  else if (want == "starblur2")
    refs<Starblur2Variation<double>>("starblur2", {{"starblur2_power", -8, 10}, {"starblur2_range", 0, 1.2},
                                                   {"starblur2_hole", -1.2, 1.2}, {"starblur2_stripes", -8, 8},
                                                   {"starblur2_width", -0.5, 1.5}}, 1000, 20261813);
  else if (want == "w")
    refs<WVariation<double>>("w", {{"w_angle", -5, 5}, {"w_hypergon", -1, 2}, {"w_hypergon_n", 2, 9}, {"w_hypergon_r", 0, 2},
                                   {"w_star", -1, 2}, {"w_star_n", 2, 9}, {"w_star_slope", -0.5, 2.5}, {"w_lituus", -1, 2},
                                   {"w_lituus_a", -2, 3}, {"w_super", -1, 2}, {"w_super_m", 0, 8}, {"w_super_n1", -2, 4},
                                   {"w_super_n2", -2, 4}, {"w_super_n3", -2, 4}}, 1000, 20261814);
  else if (want == "x")
    refs<XVariation<double>>("x", {{"x_hypergon", -1, 2}, {"x_hypergon_n", 2, 9}, {"x_hypergon_r", 0, 2}, {"x_star", -1, 2},
                                   {"x_star_n", 2, 9}, {"x_star_slope", -0.5, 2.5}, {"x_lituus", -1, 2}, {"x_lituus_a", -2, 3},
                                   {"x_super", -1, 2}, {"x_super_m", 0, 8}, {"x_super_n1", -2, 4}, {"x_super_n2", -2, 4},
                                   {"x_super_n3", -2, 4}}, 1000, 20261815);
  else if (want == "y")
    refs<YVariation<double>>("y", {{"y_hypergon", -1, 2}, {"y_hypergon_n", 2, 9}, {"y_hypergon_r", 0, 2}, {"y_star", -1, 2},
                                   {"y_star_n", 2, 9}, {"y_star_slope", -0.5, 2.5}, {"y_lituus", -1, 2}, {"y_lituus_a", -2, 3},
                                   {"y_super", -1, 2}, {"y_super_m", 0, 8}, {"y_super_n1", -2, 4}, {"y_super_n2", -2, 4},
                                   {"y_super_n3", -2, 4}}, 1000, 20261816);
  else if (want == "z")
    refs<ZVariation<double>>("z", {{"z_hypergon", -1, 2}, {"z_hypergon_n", 2, 9}, {"z_hypergon_r", 0, 2}, {"z_star", -1, 2},
                                   {"z_star_n", 2, 9}, {"z_star_slope", -0.5, 2.5}, {"z_lituus", -1, 2}, {"z_lituus_a", -2, 3},
                                   {"z_super", -1, 2}, {"z_super_m", 0, 8}, {"z_super_n1", -2, 4}, {"z_super_n2", -2, 4},
                                   {"z_super_n3", -2, 4}}, 1000, 20261817);
  else if (want == "curl_sp") /* its colour moves in Fractorium's flam3-compatible mode: (xyzsc) */
    refs<CurlSPVariation<double>, true, true>("curl_sp", {{"curl_sp_pow", 0.3, 3}, {"curl_sp_c1", -1, 1}, {"curl_sp_c2", -1, 1},
                                                          {"curl_sp_sx", -0.5, 0.5}, {"curl_sp_sy", -0.5, 0.5},
                                                          {"curl_sp_dc", -1, 1}},
                                              1000, 20261901);
  else if (want == "curvature")
    refs<CurvatureVariation<double>>("curvature", {}, 1000, 20261902);
  else if (want == "dust")
    refs<DustVariation<double>>("dust", {{"dust_density", 1, 10}, {"dust_distortion", 0, 2}, {"dust_power", 0.2, 3}}, 1000,
                                20261903);
  else if (want == "expo")
    refs<ExpoVariation<double>>("expo", {{"expo_real", -2, 2}, {"expo_imaginary", -2, 2}}, 1000, 20261904);
  else if (want == "flipx")
    refs<FlipXVariation<double>>("flipx", {}, 1000, 20261905);
  else if (want == "funnel")
    refs<FunnelVariation<double>>("funnel", {{"funnel_effect", -2, 10}}, 1000, 20261906);
  else if (want == "gamma")
    refs<GammaVariation<double>>("gamma", {}, 1000, 20261907);
  else if (want == "helicoid")
    refs<HelicoidVariation<double>, true>("helicoid", {{"helicoid_frequency", -3, 3}}, 1000, 20261908);
  else if (want == "helix")
    refs<HelixVariation<double>, true>("helix", {{"helix_frequency", -3, 3}, {"helix_width", -1, 1}}, 1000, 20261909);
  else if (want == "hexcrop") /* it reads and clears the xform's sum: (xyzsc) */
    refs<HexcropVariation<double>, true, true>("hexcrop", {{"hexcrop_scale_x", 0.3, 2}, {"hexcrop_scale_y", 0.3, 2},
                                                           {"hexcrop_center_x", -1, 1}, {"hexcrop_center_y", -1, 1},
                                                           {"hexcrop_dropoff", 1e9, 1e10}},
                                               1000, 20261910);
  else if (want == "hypercrop")
    refs<HypercropVariation<double>, true>("hypercrop", {{"hypercrop_n", 1, 12}, {"hypercrop_rad", 0, 1.5},
                                                         {"hypercrop_zero", -0.5, 2.5}},
                                           1000, 20261911);
  else if (want == "interference2")
    refs<Interference2Variation<double>>("interference2", {{"interference2_a1", -1, 1.5}, {"interference2_b1", -3, 3},
                                                           {"interference2_c1", -3.2, 3.2}, {"interference2_p1", 0.3, 3},
                                                           {"interference2_t1", -0.4, 2.4}, {"interference2_a2", -1, 1.5},
                                                           {"interference2_b2", -3, 3}, {"interference2_c2", -3.2, 3.2},
                                                           {"interference2_p2", 0.3, 3}, {"interference2_t2", -0.4, 2.4}},
                                         1000, 20261912);
  // --- var_fractorium10.h: Apophysis plugins as Fractorium has them (556-569) ---
  else if (want == "loonie3")
    refs<Loonie3Variation<double>>("loonie3", {}, 1000, 20262001);
  else if (want == "mask")
    refs<MaskVariation<double>>("mask", {}, 1000, 20262002);
  else if (want == "mobiq")
    refs<MobiqVariation<double>, true>("mobiq", {{"mobiq_at", -2, 2}, {"mobiq_ax", -1, 1}, {"mobiq_ay", -1, 1}, {"mobiq_az", -1, 1},
                                                 {"mobiq_bt", -1, 1}, {"mobiq_bx", -1, 1}, {"mobiq_by", -1, 1}, {"mobiq_bz", -1, 1},
                                                 {"mobiq_ct", -1, 1}, {"mobiq_cx", -1, 1}, {"mobiq_cy", -1, 1}, {"mobiq_cz", -1, 1},
                                                 {"mobiq_dt", -2, 2}, {"mobiq_dx", -1, 1}, {"mobiq_dy", -1, 1}, {"mobiq_dz", -1, 1}},
                                       1000, 20262003);
  else if (want == "ovoid")
    refs<OvoidVariation<double>>("ovoid", {{"ovoid_x", -2, 2}, {"ovoid_y", -2, 2}}, 1000, 20262004);
  else if (want == "ovoid3d")
    refs<Ovoid3DVariation<double>, true>("ovoid3d", {{"ovoid3d_x", -2, 2}, {"ovoid3d_y", -2, 2}, {"ovoid3d_z", -2, 2}}, 1000,
                                         20262005);
  else if (want == "point_symmetry")
    refs<PointSymmetryVariation<double>>("point_symmetry", {{"point_symmetry_order", -1, 12}, {"point_symmetry_centre_x", -1, 1},
                                                            {"point_symmetry_centre_y", -1, 1}},
                                         1000, 20262006);
  else if (want == "scry_3D")
    refs<Scry3DVariation<double>, true>("scry_3D", {}, 1000, 20262007);
  else if (want == "sintrange")
    refs<SintrangeVariation<double>>("sintrange", {{"sintrange_w", -2, 3}}, 1000, 20262008);
  else if (want == "spher")
    refs<SpherVariation<double>>("spher", {}, 1000, 20262009);
  else if (want == "sphyp3D")
    refs<Sphyp3DVariation<double>, true>("sphyp3D", {{"sphyp3D_zOn", -0.3, 1.3}, {"sphyp3D_stretchX", -1, 2},
                                                     {"sphyp3D_stretchY", -1, 2}, {"sphyp3D_stretchZ", -1, 2}},
                                         1000, 20262010);
  else if (want == "squish")
    refs<SquishVariation<double>>("squish", {{"squish_power", 0, 9}}, 1000, 20262011);
  else if (want == "sschecks")
    refs<SschecksVariation<double>>("sschecks", {{"sschecks_size", -1, 2}, {"sschecks_x", -1, 1}, {"sschecks_y", -1, 1},
                                                 {"sschecks_rnd", -1, 1}},
                                    1000, 20262012);
  else if (want == "target0")
    refs<Target0Variation<double>>("target0", {{"target0_size", -0.5, 3}, {"target0_even", -7, 7}, {"target0_odd", -7, 7}}, 1000,
                                   20262013);
  else if (want == "target2")
    refs<Target2Variation<double>>("target2", {{"target2_size", -0.5, 3}, {"target2_even", -7, 7}, {"target2_odd", -7, 7},
                                               {"target2_thightness", -2, 2}},
                                   1000, 20262014);
  /* var_fractorium11.h (Apophysis plugins, 572 on) */
  else if (want == "bubbleT3D")
    refs<BubbleT3DVariation<double>, true>("bubbleT3D", {{"bubbleT3D_number_of_stripes", -6, 9}, {"bubbleT3D_ratio_of_stripes", -0.2, 2.2},
                                                         {"bubbleT3D_angle_of_hole", -400, 400}, {"bubbleT3D_exponentZ", -1, 4},
                                                         {"bubbleT3D_symmetryZ", -0.3, 1.3}, {"bubbleT3D_modusBlur", -0.3, 1.3}},
                                           1000, 20262101);
  else if (want == "bubbleT3D_blur") /* exponentZ 1 and modusBlur 1: the stripes and the hole turned, not dropped */
    refs<BubbleT3DVariation<double>, true>("bubbleT3D", {{"bubbleT3D_number_of_stripes", -6, 9}, {"bubbleT3D_ratio_of_stripes", -0.2, 2.2},
                                                         {"bubbleT3D_angle_of_hole", -400, 400}, {"bubbleT3D_exponentZ", 1, 1},
                                                         {"bubbleT3D_symmetryZ", -0.3, 1.3}, {"bubbleT3D_modusBlur", 1, 1}},
                                           1000, 20262102);
  else if (want == "bubbleT3D_even") /* and a ratio of 1: the stripes turned by a whole stripe */
    refs<BubbleT3DVariation<double>, true>("bubbleT3D", {{"bubbleT3D_number_of_stripes", -6, 9}, {"bubbleT3D_ratio_of_stripes", 1, 1},
                                                         {"bubbleT3D_angle_of_hole", -400, 400}, {"bubbleT3D_exponentZ", 1, 1},
                                                         {"bubbleT3D_symmetryZ", -0.3, 1.3}, {"bubbleT3D_modusBlur", 1, 1}},
                                           1000, 20262103);
  else if (want == "circlecrop2")
    refs<Circlecrop2Variation<double>>("circlecrop2", {{"circlecrop2_inner", -0.5, 2}, {"circlecrop2_outer", -0.5, 3},
                                                       {"circlecrop2_zero", -0.3, 1.3}},
                                       1000, 20262104);
  else if (want == "coth_spiral")
    refs<CothSpiralVariation<double>>("coth_spiral", {{"coth_spiral_a", -6, 8}}, 1000, 20262105);
  else if (want == "cubicLattice_3D")
    refs<CubicLattice3DVariation<double>, true, true>("cubicLattice_3D", {{"cubicLattice_3D_xpand", -1.5, 3},
                                                                          {"cubicLattice_3D_style", 0.5, 2.5}},
                                                      1000, 20262106);
  else if (want == "block")
    refs<BlockVariation<double>>("block", {}, 1000, 20262107);
  else if (want == "blur_square")
    refs<BlurSquareVariation<double>>("blur_square", {}, 1000, 20262108);
  else if (want == "bwraps_rand")
    refs<BwrapsRandVariation<double>>("bwraps_rand", {{"bwraps_rand_cellsize", 0.1, 2}, {"bwraps_rand_space", 0, 1},
                                                      {"bwraps_rand_gain", 0.3, 3}, {"bwraps_rand_inner_twist", -3, 3},
                                                      {"bwraps_rand_outer_twist", -3, 3}, {"bwraps_rand_symm", 0, 0},
                                                      {"bwraps_rand_seed", -5, 5}},
                                      1000, 20262109);
  else if (want == "bwraps_rand_symm") /* symm: the hash of the centre's squares */
    refs<BwrapsRandVariation<double>>("bwraps_rand", {{"bwraps_rand_cellsize", 0.1, 2}, {"bwraps_rand_space", 0, 1},
                                                      {"bwraps_rand_gain", 0.3, 3}, {"bwraps_rand_inner_twist", -3, 3},
                                                      {"bwraps_rand_outer_twist", -3, 3}, {"bwraps_rand_symm", 0.5, 2},
                                                      {"bwraps_rand_seed", -5, 5}},
                                      1000, 20262110);
  else if (want == "depth_blur")
    refs<DepthBlurVariation<double>>("depth_blur", {{"depth_blur_power", -2, 9}, {"depth_blur_range", 0, 1},
                                                    {"depth_blur_blur", -1, 2}, {"depth_blur_radius", -0.5, 2}},
                                     1000, 20262111);
  else if (want == "depth_gaussian")
    refs<DepthGaussianVariation<double>>("depth_gaussian", {{"depth_gaussian_blur", -1, 2}, {"depth_gaussian_radius", -0.5, 2}},
                                         1000, 20262112);
  else if (want == "depth_gaussian2")
    refs<DepthGaussian2Variation<double>>("depth_gaussian2", {{"depth_gaussian2_blur", -1, 2}, {"depth_gaussian2_radius", -0.5, 2},
                                                              {"depth_gaussian2_x0", -1, 1}, {"depth_gaussian2_y0", -1, 1},
                                                              {"depth_gaussian2_mulx", -0.3, 2}, {"depth_gaussian2_muly", -0.3, 2},
                                                              {"depth_gaussian2_exp", -1, 3}},
                                          1000, 20262113);
  else if (want == "depth_ngon")
    refs<DepthNgonVariation<double>>("depth_ngon", {{"depth_ngon_power", -2, 9}, {"depth_ngon_blur", -1, 2},
                                                    {"depth_ngon_radius", -0.5, 2}},
                                     1000, 20262114);
  else if (want == "depth_ngon2")
    refs<DepthNgon2Variation<double>>("depth_ngon2", {{"depth_ngon2_power", -2, 9}, {"depth_ngon2_blur", -1, 2},
                                                      {"depth_ngon2_radius", -0.5, 2}, {"depth_ngon2_x0", -1, 1},
                                                      {"depth_ngon2_y0", -1, 1}, {"depth_ngon2_mulx", -0.3, 2},
                                                      {"depth_ngon2_muly", -0.3, 2}, {"depth_ngon2_exp", -1, 3}},
                                      1000, 20262115);
  else if (want == "depth_sine")
    refs<DepthSineVariation<double>>("depth_sine", {{"depth_sine_power", -0.5, 3}, {"depth_sine_blur", -1, 2},
                                                    {"depth_sine_radius", -0.5, 2}},
                                     1000, 20262116);
  else if (want == "depth_sine_1") /* power 1: its own branch */
    refs<DepthSineVariation<double>>("depth_sine", {{"depth_sine_power", 1, 1}, {"depth_sine_blur", -1, 2},
                                                    {"depth_sine_radius", -0.5, 2}},
                                     1000, 20262117);
  else if (want == "depth_sine2")
    refs<DepthSine2Variation<double>>("depth_sine2", {{"depth_sine2_power", -0.5, 3}, {"depth_sine2_blur", -1, 2},
                                                      {"depth_sine2_radius", -0.5, 2}, {"depth_sine2_x0", -1, 1},
                                                      {"depth_sine2_y0", -1, 1}, {"depth_sine2_mulx", -0.3, 2},
                                                      {"depth_sine2_muly", -0.3, 2}, {"depth_sine2_exp", -1, 3}},
                                      1000, 20262118);
  else if (want == "depth_sine2_1") /* power 1: its own branch */
    refs<DepthSine2Variation<double>>("depth_sine2", {{"depth_sine2_power", 1, 1}, {"depth_sine2_blur", -1, 2},
                                                      {"depth_sine2_radius", -0.5, 2}, {"depth_sine2_x0", -1, 1},
                                                      {"depth_sine2_y0", -1, 1}, {"depth_sine2_mulx", -0.3, 2},
                                                      {"depth_sine2_muly", -0.3, 2}, {"depth_sine2_exp", -1, 3}},
                                      1000, 20262119);
  else if (want == "CircleLinear") /* K first: Sc 0 (its degenerate case) leaves every cell's integer range */
    refs<CircleLinearVariation<double>>("CircleLinear", {{"CircleLinear_K", -1, 1.5}, {"CircleLinear_Sc", 0.2, 2},
                                                          {"CircleLinear_Dens1", 0, 1}, {"CircleLinear_Dens2", 0, 1},
                                                          {"CircleLinear_Reverse", -1, 1}, {"CircleLinear_X", 5, 15},
                                                          {"CircleLinear_Y", 5, 15}, {"CircleLinear_Seed", 0, 20}},
                                        1000, 20262201);
  else if (want == "CircleTrans1")
    refs<CircleTrans1Variation<double>>("CircleTrans1", {{"CircleTrans1_Dens", 0, 1}, {"CircleTrans1_Sc", 0.2, 2},
                                                          {"CircleTrans1_X", -10, 10}, {"CircleTrans1_Y", -10, 10},
                                                          {"CircleTrans1_Seed", 0, 20}},
                                        1000, 20262202);
  else if (want == "ennepers")
    refs<EnnepersVariation<double>>("ennepers", {}, 1000, 20262203);
  else if (want == "excinis")
    refs<ExcinisVariation<double>>("excinis", {{"excinis_lengthscalar", -2, 2}, {"excinis_radiusFunc", -0.5, 5.5},
                                               {"excinis_eps", 0, 0.5}},
                                   1000, 20262204);
  else if (want == "gridout")
    refs<GridOutVariation<double>>("gridout", {}, 1000, 20262205);
  else if (want == "heat")
    refs<HeatVariation<double>, true>("heat", {{"heat_theta_period", -3, 3}, {"heat_theta_phase", -3, 3}, {"heat_theta_amp", -1, 1},
                                               {"heat_phi_period", -3, 3}, {"heat_phi_phase", -3, 3}, {"heat_phi_amp", -1, 1},
                                               {"heat_r_period", -3, 3}, {"heat_r_phase", -3, 3}, {"heat_r_amp", -1, 1}},
                                      1000, 20262206);
  else if (want == "hex_modulus")
    refs<HexModulusVariation<double>>("hex_modulus", {{"hex_modulus_size", -2, 2}}, 1000, 20262207);
  else if (want == "hex_rand")
    refs<HexRandVariation<double>>("hex_rand", {{"hex_rand_x", 1, 15}, {"hex_rand_y", 1, 15}, {"hex_rand_size", 0.3, 2},
                                                {"hex_rand_power", 0.2, 3}, {"hex_rand_density", -0.2, 1.2},
                                                {"hex_rand_seed", -5, 5}},
                                   1000, 20262208);
  else if (want == "hypershift2") /* p and q of a hyperbolic tiling (1/p + 1/q < 1/2); 0, clamped to 2, is not one */
    refs<Hypershift2Variation<double>, true>("hypershift2", {{"hypershift2_p", 3, 8}, {"hypershift2_q", 7, 12}}, 1000, 20262209);
  else if (want == "hypertile3D1")
    refs<Hypertile3D1Variation<double>, true>("hypertile3D1", {{"hypertile3D1_p", 2, 10}, {"hypertile3D1_q", 2, 10}}, 1000, 20262210);
  else if (want == "mobius_strip")
    refs<MobiusStripVariation<double>>("mobius_strip", {{"mobius_strip_radius", 0.5, 3}, {"mobius_strip_width", 0.2, 2},
                                                        {"mobius_strip_rect_x", 1, 7}, {"mobius_strip_rect_y", 0.5, 2},
                                                        {"mobius_strip_rotate_x", -1, 1}, {"mobius_strip_rotate_y", -1, 1}},
                                       1000, 20262211);
  else if (want == "q_ode")
    refs<QodeVariation<double>>("q_ode", {{"q_ode01", -1, 1}, {"q_ode02", -1, 1}, {"q_ode03", -1, 1}, {"q_ode04", -1, 1},
                                          {"q_ode05", -1, 1}, {"q_ode06", -1, 1}, {"q_ode07", -1, 1}, {"q_ode08", -1, 1},
                                          {"q_ode09", -1, 1}, {"q_ode10", -1, 1}, {"q_ode11", -1, 1}, {"q_ode12", -1, 1}},
                                1000, 20262212);
  else if (want == "Circle_Rand")
    refs<Circle_RandVariation<double>>("Circle_Rand", {{"Circle_Rand_X", 1, 15}, {"Circle_Rand_Y", 1, 15},
                                                       {"Circle_Rand_size", -0.2, 2}, {"Circle_Rand_power", 0.2, 3},
                                                       {"Circle_Rand_density", -0.2, 1.2}, {"Circle_Rand_seed", -5, 5}},
                                       1000, 20262213);
  else if (want == "randCubes")
    refs<RandCubesVariation<double>, true, true>("randCubes", {{"randCubes_blockSize", 0.05, 1.5}, {"randCubes_blockHeight", -1, 2},
                                                               {"randCubes_spread", 0.5, 6}, {"randCubes_seed", -20, 50},
                                                               {"randCubes_density", 0.3, 2}},
                                                 1000, 20262301);
  else if (want == "rippled")
    refs<RippledVariation<double>>("rippled", {}, 1000, 20262302);
  else if (want == "rotate")
    refs<RotateVariation<double>>("rotate", {{"rotate_angle", -360, 360}}, 1000, 20262303);
  else if (want == "roundspher3D")
    refs<RoundSpher3DVariation<double>, true, true>("roundspher3D", {}, 1000, 20262304);
  else if (want == "smartshape")
    refs<SmartshapeVariation<double>>("smartshape", {{"smartshape_power", 1, 9}, {"smartshape_roundstr", -0.5, 1},
                                                     {"smartshape_roundwidth", 0.2, 3}, {"smartshape_distortion", -1, 3},
                                                     {"smartshape_compensation", -0.5, 1.5}},
                                      1000, 20262305);
  else if (want == "smartshape_1") /* distortion 1, compensated: the polygon itself */
    refs<SmartshapeVariation<double>>("smartshape", {{"smartshape_power", 2, 9}, {"smartshape_roundstr", 0, 1},
                                                     {"smartshape_roundwidth", 1, 1}, {"smartshape_distortion", 1, 1},
                                                     {"smartshape_compensation", 1, 1}},
                                      1000, 20262306);
  else if (want == "squares")
    refs<SquaresVariation<double>>("squares", {{"squares_cellsize", 0.2, 3}, {"squares_min", -1, 4}, {"squares_max", -1, 12},
                                               {"squares_num", 1, 15}, {"squares_seed", -5, 20}, {"squares_zero", 0, 1},
                                               {"squares_zero_seed", -5, 20}},
                                   1000, 20262307);
  else if (want == "svf")
    refs<SvfVariation<double>, true>("svf", {{"svf_n", -4, 6}}, 1000, 20262308);
  else if (want == "unicorngaloshen")
    refs<UnicornGaloshenVariation<double>>("unicorngaloshen", {{"unicorngaloshen_mult_x", 0.1, 3}, {"unicorngaloshen_mult_y", 0.1, 3},
                                                               {"unicorngaloshen_sine", -1, 1}, {"unicorngaloshen_sin_x_amplitude", -2, 2},
                                                               {"unicorngaloshen_sin_x_freq", -1, 1}, {"unicorngaloshen_sin_y_amplitude", -2, 3},
                                                               {"unicorngaloshen_sin_y_freq", -1, 1}, {"unicorngaloshen_mode", -0.5, 4.5}},
                                           1000, 20262309);
  else if (want == "vignette")
    refs<VignetteVariation<double>>("vignette", {{"vignette_posx", -1, 1}, {"vignette_posy", -1, 1}, {"vignette_inner_radius", -1, 2},
                                                 {"vignette_fade_radius", -2, 2}, {"vignette_power", -6, 8}, {"vignette_blur", -1, 2}},
                                    1000, 20262310);
  else if (want == "Voron")
    refs<VoronVariation<double>>("Voron", {{"Voron_K", -1, 1.5}, {"Voron_Step", 0.05, 1.5}, {"Voron_Num", 1, 25},
                                           {"Voron_XSeed", -50, 50}, {"Voron_YSeed", -50, 50}},
                                 1000, 20262311);
  else if (want == "dragonfire")
    refs<DragonfireVariation<double>>("dragonfire", {{"dragonfire_c1", -1, 2}, {"dragonfire_c2", -1, 2}, {"dragonfire_fuzzyMode", -0.5, 7.5},
                                                     {"dragonfire_fuzzyRadius", -2, 2}, {"dragonfire_fuzzyInterpolationMode", -0.5, 6.5},
                                                     {"dragonfire_fuzzyInterpolationPosition", -1, 2}, {"dragonfire_logScalarFuzzy", -10, 10},
                                                     {"dragonfire_adjustedFuzzyScalar", -1, 2}},
                                      1000, 20262312);
  else if (want == "Truchet_fill")
    refs<TruchetFillVariation<double>>("Truchet_fill", {{"Truchet_fill_exponent", -1, 3}, {"Truchet_fill_arc_width", -0.5, 1.5},
                                                        {"Truchet_fill_seed", -2, 30}},
                                       1000, 20262313);
  else if (want == "Truchet_fill_01") /* seeds 0 and 1: every tile one way */
    refs<TruchetFillVariation<double>>("Truchet_fill", {{"Truchet_fill_exponent", 0.3, 2}, {"Truchet_fill_arc_width", 0.1, 1},
                                                        {"Truchet_fill_seed", 1, 1}},
                                       1000, 20262314);
  else if (want == "Truchet_glyph")
    refs<TruchetGlyphVariation<double>>("Truchet_glyph", {{"Truchet_glyph_exponent", -1, 3}, {"Truchet_glyph_arc_width", -0.5, 1.5},
                                                          {"Truchet_glyph_amp", -1, 8}, {"Truchet_glyph_max", -0.5, 2},
                                                          {"Truchet_glyph_angle", -180, 180}, {"Truchet_glyph_seed", -2, 30}},
                                        1000, 20262315);
  else if (want == "Truchet_inv")
    refs<TruchetInvVariation<double>>("Truchet_inv", {{"Truchet_inv_exponent", -1, 3}, {"Truchet_inv_arc_width", -0.5, 1.5},
                                                      {"Truchet_inv_rotation", -3.2, 3.2}, {"Truchet_inv_size", -0.5, 2},
                                                      {"Truchet_inv_seed", -2, 30}},
                                      1000, 20262316);
  else if (want == "Truchet_hex_crop")
    refs<TruchetHexCropVariation<double>>("Truchet_hex_crop", {{"Truchet_hex_crop_wd", -0.5, 1}, {"Truchet_hex_crop_mode", -0.5, 2.5},
                                                               {"Truchet_hex_crop_inv", -0.5, 1.5}, {"Truchet_hex_crop_seed", -1, 20}},
                                          1000, 20262317);
  else if (want == "Truchet_hex_fill")
    refs<TruchetHexFillVariation<double>>("Truchet_hex_fill", {{"Truchet_hex_fill_n", -3, 8}, {"Truchet_hex_fill_flipx", -0.5, 1.5},
                                                               {"Truchet_hex_fill_flipy", -0.5, 1.5}, {"Truchet_hex_fill_spreadx", -2, 4},
                                                               {"Truchet_hex_fill_spready", -2, 4}, {"Truchet_hex_fill_seed", -1, 20}},
                                          1000, 20262318);
  else if (want == "truchet_knot")
    refs<TruchetKnotVariation<double>>("truchet_knot", {}, 1000, 20262319);
  else if (want == "hex_truchet")
    refs<HexTruchetVariation<double>>("hex_truchet", {{"hex_truchet_size", -1.5, 1.5}, {"hex_truchet_side", 0, 8},
                                                      {"hex_truchet_seed", -5, 20}},
                                      1000, 20262320);
  else if (want == "crackle2") /* cell sizes below Fractorium's floor (0.0001) too */
    refs<Crackle2Variation<double>>("crackle2", {{"crackle2_cellsize", -0.2, 3}}, 1000, 20262401);
  else if (want == "inkdrop") /* radii below 0 (clamped to 0) and drops on either side */
    refs<InkdropVariation<double>>("inkdrop", {{"inkdrop_r", -0.3, 2}, {"inkdrop_x", -2, 2}, {"inkdrop_y", -2, 2}}, 1000,
                                   20262402);
  else if (want == "dc_perlin") /* every shape and map, notches past their clamps, octaves past 1-5 */
    refs<DCPerlinVariation<double>, false, true>(
        "dc_perlin", {{"dc_perlin_shape", -0.6, 2.6}, {"dc_perlin_map", -0.6, 5.6}, {"dc_perlin_select_centre", -1.3, 1.3},
                      {"dc_perlin_select_range", 0, 2.3}, {"dc_perlin_centre", -1, 1}, {"dc_perlin_range", -1, 1},
                      {"dc_perlin_edge", 0, 0.6}, {"dc_perlin_scale", -2, 4}, {"dc_perlin_octaves", 0, 6},
                      {"dc_perlin_amps", -0.5, 3}, {"dc_perlin_freqs", 0.3, 3}, {"dc_perlin_z", -2, 2},
                      {"dc_perlin_select_bailout", 1, 30}},
        1000, 20262403);
  else if (want == "hex_truchet_int") /* whole sides: the plugin's tiling */
    refs<HexTruchetVariation<double>>("hex_truchet", {{"hex_truchet_size", -1, 1}, {"hex_truchet_side", 3, 3},
                                                      {"hex_truchet_seed", 0, 10}},
                                      1000, 20262321);
  else {
    std::fprintf(stderr, "usage: ember_refs NAME (bwraps, unpolar, synth, sineblur, …)\n");
    return 2;
  }
  return 0;
}
