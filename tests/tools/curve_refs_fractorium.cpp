// curve_refs_fractorium.cpp — reference values of Fractorium's colour curves from its own code
// (Source/Ember/Spline.cpp, the spline its renderer tabulates), for tests/unit/test_colour_curves.c.
// Built and run by tests/tools/curve_refs.sh against a Fractorium checkout outside this
// repository; only the numbers it prints are kept (tests/data/colour_curve_refs/fractorium.txt).
//
// For each of N sets of four curves (overall, red, green, blue: 2 to 8 points each, x in 0..1
// at least 0.08 apart, y in 0..1, from a fixed seed), the renderer's table of 65,536 entries
// is made as Renderer::ComputeCurves makes it, and channels are looked up as
// Renderer::CurveAdjust does (the overall curve's entry first, then the channel's), for
// colours from -0.1 to 1.1:
//   c N0 x y … N1 x y … N2 … N3 …        (%.9g)
//   v a red green blue                    one line a colour
#include "EmberPch.h"
#include "Spline.h"

#include <cstdio>
#include <random>
#include <vector>

using namespace EmberNs;

static const size_t table_length = 65536;                // CURVES_LENGTH
static const float length_m1 = 65535.0f;            // CURVES_LENGTH_M1
static const float one_over_length_m1 = 1.525902189669e-5f;

int main() {
  std::mt19937_64 gen(20261201);
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  const int sets = 40, colours = 25;
  std::printf("# fractorium colour curves: c N0 x y … N3 x y; v a red green blue\n");
  for (int s = 0; s < sets; s++) {
    std::vector<v2F> curves[4];
    for (auto &c : curves) {
      const int n = 2 + (int)(unit(gen) * 7);
      std::vector<double> xs;
      while ((int)xs.size() < n) {
        double x = xs.empty() && unit(gen) < 0.7 ? 0.0 : unit(gen);
        bool near = false;
        for (double o : xs) near |= std::fabs(o - x) < 0.08;
        if (!near) xs.push_back(x);
      }
      for (double x : xs) c.push_back(v2F((float)x, (float)unit(gen)));
      std::sort(c.begin(), c.end(), [](const v2F &a, const v2F &b) { return a.x < b.x; });
    }
    std::printf("c");
    for (auto &c : curves) {
      std::printf(" %d", (int)c.size());
      for (auto &p : c) std::printf(" %.9g %.9g", (double)p.x, (double)p.y);
    }
    std::printf("\n");
    std::vector<v4F> csa(table_length);
    for (glm::length_t i = 0; i < 4; i++) {
      Spline<float> spline(curves[i]);
      for (size_t j = 0; j < table_length; j++) csa[j][i] = spline.Interpolate(j * one_over_length_m1);
    }
    for (int k = 0; k < colours; k++) {
      const float a = (float)(-0.1 + 1.2 * unit(gen));
      float out[3];
      for (int ch = 1; ch <= 3; ch++) {
        size_t index = (size_t)Clamp<float>(a * length_m1, 0, length_m1);
        size_t index2 = (size_t)Clamp<float>(csa[index].x * length_m1, 0, length_m1);
        out[ch - 1] = csa[index2][ch];
      }
      std::printf("v %.9g %.9g %.9g %.9g\n", (double)a, (double)out[0], (double)out[1], (double)out[2]);
    }
  }
  return 0;
}
