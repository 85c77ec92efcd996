// ember_refs.cpp — reference values of other editors' variations from Fractorium's own code
// (its Ember library, header-only variations), for tests/unit/test_variation_refs.c. Built and
// run by tests/tools/ember_refs.sh against a Fractorium checkout outside this repository; only
// the numbers it prints are kept (tests/data/variation_refs/NAME.txt).
//
// For each variation: N draws of weight, parameters in the ranges artists use and a point,
// from a fixed seed; the variation's Func on that point (helper.In and the per-xform values
// Ember's Xform would precalculate), in double. One line a draw:
//   weight p1 … pk x y out_x out_y      (%.17g; the parameters in the order listed)
#include "Ember.h"
#include "Variations02.h"

#include <cstdio>
#include <random>
#include <string>
#include <vector>

using namespace EmberNs;

struct range { const char *param; double lo, hi; };

template <class V> static void refs(const char *name, const std::vector<range> &ranges, int n, unsigned long seed) {
  std::mt19937_64 gen(seed);
  std::uniform_real_distribution<double> u(0, 1);
  V v(1.0);
  QTIsaac<ISAAC_SIZE, ISAAC_INT> rand;
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
    v.Func(h, out, rand);
    std::printf("%.17g", w);
    for (double p : vals) std::printf(" %.17g", p);
    std::printf(" %.17g %.17g %.17g %.17g\n", x, y, (double)h.Out.x, (double)h.Out.y);
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
  else {
    std::fprintf(stderr, "usage: ember_refs bwraps|unpolar\n");
    return 2;
  }
  return 0;
}
