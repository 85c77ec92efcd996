/*
 * test_fastnoise.c — kernels/fastnoise.h against FastNoise itself: tests/data/fastnoise_refs.txt.zst
 * holds GetNoise(x, y, z) as JWildfire's copy of FastNoise's Java port computed it
 * (tests/tools/fastnoise_refs.sh, tests/tools/FastNoiseRefs.java say how and what), for every
 * noise type, fractal kind, cellular distance and return, at seeds, frequencies, octaves,
 * gains and lacunarities, at points on and beside the lattice, negative, large and beyond the
 * int range, NaN and infinite. fm_noise_3d must give every value bit for bit: Java's float
 * arithmetic is IEEE single, one rounding an operation, and so is this C17 build's (gcc
 * contracts nothing into FMA in ISO C mode, and x86-64's SSE computes float in float). The one
 * exception is a NaN's payload: which NaN an operation passes on depends on its operands'
 * order, which Java's JIT and gcc may each swap; so a NaN matches any NaN (the value 'not a
 * number' is FastNoise's, its bits are not meaningful).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "zst_text.h"
#include "../../kernels/fastnoise.h"

/* The file's values at the time of writing: fewer checked means lines were lost or skipped. */
enum { MIN_VALUES = 25000 };

static fm_u32 bits_of(float f) {
  fm_u32 u;
  memcpy(&u, &f, sizeof u);
  return u;
}

/* The distance in ulps between two finite floats of the same sign, else a large number. */
static double ulps(float a, float b) {
  const fm_u32 ua = bits_of(a), ub = bits_of(b);
  if ((ua ^ ub) >> 31) return 1e9;
  return ua > ub ? (double)(ua - ub) : (double)(ub - ua);
}

static void test_against_fastnoise(void) {
  FILE *f = open_zst_text("tests/data/fastnoise_refs.txt.zst");
  CHECK(f != NULL);
  if (!f) return;
  char line[512];
  fm_noise n;
  memset(&n, 0, sizeof n);
  int have = 0, lineno = 0, bad = 0;
  long checked = 0, expected = -1, settings = 0, per_type[11] = {0}, per_cell[3][7] = {{0}}, per_fractal[3] = {0};
  double worst = 0;
  while (fgets(line, sizeof line, f)) {
    lineno++;
    if (line[0] == '#') continue;
    if (!strncmp(line, "end ", 4)) {
      expected = atol(line + 4);
      continue;
    }
    if (line[0] == 'n' && line[1] == ' ') {
      float lac, gain, freq;
      have = sscanf(line + 2, "%d %d %d %d %f %f %d %d %f", &n.type, &n.seed, &n.fractal_type, &n.octaves, &lac, &gain,
                    &n.cell_distance, &n.cell_return, &freq) == 9;
      CHECK(have);
      n.lacunarity = lac;
      n.gain = gain;
      n.frequency = freq;
      fm_noise_init(&n);
      settings++;
      CHECK(n.type >= FM_NOISE_VALUE && n.type <= FM_NOISE_CUBIC_FRACTAL);
      if (n.type >= 0 && n.type <= 10) per_type[n.type]++;
      if (n.type == FM_NOISE_CELLULAR && n.cell_distance >= 0 && n.cell_distance < 3 && n.cell_return >= 0 &&
          n.cell_return < 7)
        per_cell[n.cell_distance][n.cell_return]++;
      const int fractal = n.type == FM_NOISE_VALUE_FRACTAL || n.type == FM_NOISE_PERLIN_FRACTAL ||
                          n.type == FM_NOISE_SIMPLEX_FRACTAL || n.type == FM_NOISE_CUBIC_FRACTAL;
      if (fractal && n.fractal_type >= 0 && n.fractal_type < 3) per_fractal[n.fractal_type]++;
      continue;
    }
    char *end;
    const float x = strtof(line, &end), y = strtof(end, &end), z = strtof(end, &end);
    const unsigned long want_bits = strtoul(end, &end, 16);
    CHECK(have && (*end == '\n' || *end == 0));
    if (!have) continue;
    fm_u32 w = (fm_u32)want_bits;
    float want;
    memcpy(&want, &w, sizeof want);
    const float got = fm_noise_3d(&n, x, y, z);
    checked++;
    const int same = bits_of(got) == w || (got != got && want != want);
    if (!same) {
      const double u = ulps(got, want);
      if (u > worst) worst = u;
      if (bad++ < 20)
        fprintf(stderr, "line %d: type %d seed %d fractal %d octaves %d distance %d return %d: (%.9g, %.9g, %.9g) gave "
                "%.9g (%08x), FastNoise %.9g (%08x)\n", lineno, n.type, n.seed, n.fractal_type, n.octaves,
                n.cell_distance, n.cell_return, x, y, z, got, (unsigned)bits_of(got), want, (unsigned)w);
    }
  }
  fclose(f);
  printf("fastnoise: %ld values of %ld settings against FastNoise's, %d differ (worst %.3g ulp)\n", checked, settings,
         bad, worst);
  CHECK(bad == 0);
  CHECK(expected == checked);
  CHECK(checked >= MIN_VALUES);
  /* every type, fractal kind, distance function and return type was among them */
  for (int t = FM_NOISE_VALUE; t <= FM_NOISE_CUBIC_FRACTAL; t++) CHECK(per_type[t] > 0);
  for (int k = 0; k < 3; k++) CHECK(per_fractal[k] > 0);
  for (int d = 0; d < 3; d++)
    for (int r = 0; r < 7; r++) CHECK(per_cell[d][r] > 0);
}

/* FastNoise's CalculateFractalBounding, and what lies outside the enums: 0. */
static void test_bounding_and_outside(void) {
  fm_noise n = {.type = FM_NOISE_PERLIN_FRACTAL, .seed = 1337, .octaves = 3, .frequency = 0.01f, .lacunarity = 2,
                .gain = 0.5f};
  fm_noise_init(&n);
  CHECK(n.fractal_bounding == 1 / 1.75f);
  n.octaves = 1;
  fm_noise_init(&n);
  CHECK(n.fractal_bounding == 1);
  n.octaves = 0; /* no loop: as one octave */
  fm_noise_init(&n);
  CHECK(n.fractal_bounding == 1);
  n.type = FM_NOISE_NONE;
  CHECK(bits_of(fm_noise_3d(&n, 1.3f, 2.7f, -4.1f)) == 0);
  n.type = 11;
  CHECK(bits_of(fm_noise_3d(&n, 1.3f, 2.7f, -4.1f)) == 0);
  n.type = FM_NOISE_SIMPLEX_FRACTAL;
  n.fractal_type = 3;
  CHECK(bits_of(fm_noise_3d(&n, 1.3f, 2.7f, -4.1f)) == 0);
  n.type = FM_NOISE_CELLULAR;
  n.cell_return = 7;
  CHECK(bits_of(fm_noise_3d(&n, 1.3f, 2.7f, -4.1f)) == 0);
  n.cell_return = FM_NOISE_DISTANCE;
  n.cell_distance = -1;
  CHECK(bits_of(fm_noise_3d(&n, 1.3f, 2.7f, -4.1f)) == 0);
}

int main(void) {
  RUN(test_against_fastnoise);
  RUN(test_bounding_and_outside);
  return check_summary("fastnoise");
}
