// ember_refs.cpp — reference values of other editors' variations from Fractorium's own code
// (its Ember library, header-only variations), for tests/unit/test_variation_refs.c. Built and
// run by tests/tools/ember_refs.sh against a Fractorium checkout outside this repository; only
// the numbers it prints are kept (tests/data/variation_refs/NAME.txt).
//
// For each variation: N draws of weight, parameters in the ranges artists use and a point,
// from a fixed seed; the variation's Func on that point (helper.In and the per-xform values
// Ember's Xform would precalculate), in double. One line a draw:
//   weight p1 … pk x y out_x out_y      (%.17g; the parameters in the order listed)
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
#include "Ember.h"
#include "Variations02.h"
#include "Variations03.h"
#include "Variations04.h"
#include "Variations05.h"
#include "Variations06.h"
#include "Variations07.h"

#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

using namespace EmberNs;

bool Compat::m_Compat = true; /* Fractorium's default (Ember.cpp, not built here) */

struct range { const char *param; double lo, hi; };

typedef QTIsaac<ISAAC_SIZE, ISAAC_INT> isaac;
enum { K = 1024 }; /* the most raw values a call may draw */

template <class V> static void refs(const char *name, const std::vector<range> &ranges, int n, unsigned long seed) {
  std::mt19937_64 gen(seed);
  std::uniform_real_distribution<double> u(0, 1);
  V v(1.0);
  std::mt19937_64 seeder(~seed); /* its own, so the parameters and points do not depend on it */
  ISAAC_INT isaac_seed[isaac::N];
  for (auto &s : isaac_seed) s = ISAAC_INT(seeder());
  isaac rand(ISAAC_INT(seed), ISAAC_INT(seed >> 8) | 1, ISAAC_INT(seed >> 16) | 2, isaac_seed);
  std::printf("# %s:", name);
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
      v.SetParamVal(r.param, x);
    }
    // Again, now that every parameter holds this draw's value: some Precalc() members clamp one
    // parameter by another's value (nBlur), which a file's values would all hold by then.
    for (size_t k = 0; k < ranges.size(); k++) v.SetParamVal(ranges[k].param, vals[k]);
    v.Precalc();
    const double x = -3 + 6 * u(gen), y = -3 + 6 * u(gen);
    IteratorHelper<double> h;
    h.In.x = h.m_TransX = x;
    h.In.y = h.m_TransY = y;
    h.In.z = h.m_TransZ = 0;
    h.m_PrecalcSumSquares = x * x + y * y;
    h.m_PrecalcSqrtSumSquares = std::sqrt(h.m_PrecalcSumSquares);
    h.m_PrecalcSina = x / h.m_PrecalcSqrtSumSquares;
    h.m_PrecalcCosa = y / h.m_PrecalcSqrtSumSquares;
    h.m_PrecalcAtanxy = std::atan2(x, y);
    h.m_PrecalcAtanyx = std::atan2(y, x);
    h.Out.x = h.Out.y = h.Out.z = 0;
    Point<double> out;
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
    std::printf(" %.17g %.17g %.17g %.17g", x, y, (double)h.Out.x, (double)h.Out.y);
    if (drawn || next_after != cache_next) {
      std::printf(" | %d %u %u %u", drawn, cache, cache_next, next_after);
      for (int k = 0; k < drawn; k++) std::printf(" %u", unsigned(raw[k]));
    }
    std::printf("\n");
  }
}

int main(int argc, char **argv) {
  const std::string want = argc > 1 ? argv[1] : "";
  if (want == "bwraps")
    refs<BwrapsVariation<double>>("bwraps", {{"bwraps_cellsize", 0.05, 2.0}, {"bwraps_space", 0, 1}, {"bwraps_gain", 0.3, 3},
                                             {"bwraps_inner_twist", -3, 3}, {"bwraps_outer_twist", -3, 3}},
                                  1000, 20261128);
  else if (want == "unpolar")
    refs<UnpolarVariation<double>>("unpolar", {}, 1000, 20261129);
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
    refs<Bubble2Variation<double>>("bubble2", {{"bubble2_x", -2, 2}, {"bubble2_y", -2, 2}, {"bubble2_z", -1, 1}}, 1000, 20261209);
  else if (want == "octagon")
    refs<OctagonVariation<double>>("octagon", {{"octagon_x", -1, 1}, {"octagon_y", -1, 1}, {"octagon_z", -1, 1}}, 1000, 20261210);
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
    refs<Falloff2Variation<double>>("falloff2", {{"falloff2_scatter", -1, 40}, {"falloff2_mindist", -0.5, 2}, {"falloff2_mul_x", -1, 2},
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
  else {
    std::fprintf(stderr, "usage: ember_refs NAME (bwraps, unpolar, synth, sineblur, …)\n");
    return 2;
  }
  return 0;
}
