// FastNoiseRefs.java — reference values of FastNoise's 3D noise, computed by the Java port that
// JWildfire ships (fastnoise/FastNoise.java), for tests/unit/test_fastnoise.c to hold
// kernels/fastnoise.h to, bit for bit. Compiled and run by tests/tools/fastnoise_refs.sh
// against a JWildfire checkout, outside this repository.
//
// Output, one line each:
//   n TYPE SEED FRACTAL OCTAVES LACUNARITY GAIN DISTANCE RETURN FREQUENCY
// a noise's settings, in kernels/fastnoise.h's numbering (TYPE: fm_noise_type, FastNoise's
// NoiseType ordinal + 1; FRACTAL: fm_noise_fractal; DISTANCE: fm_noise_cell_distance; RETURN:
// fm_noise_cell_return, FastNoise's CellularReturnType without NoiseLookup), the floats as
// %.9g (which gives a float back exactly); then its points,
//   X Y Z VALUE
// X, Y, Z as %.9g (or NaN, Infinity), VALUE the bits of GetNoise(X, Y, Z) in hex
// (Float.floatToRawIntBits); last, "end COUNT", the number of point lines.
//
// The settings: every type at several seeds (0, negative, the int range's ends) and frequencies
// (powers of two among them, so that points land exactly on the lattice); each fractal type at
// octaves 0-6 with several gains and lacunarities; every cellular distance function with every
// return type. The points: a fixed set (the origin and −0, whole and half-whole coordinates,
// negative ones, neighbours of lattice points an ulp away, large ones ~1e3, huge ones beyond
// the int range, NaN and infinities) and random ones of java.util.Random(seed 1), drawn per
// setting from several ranges.

import fastnoise.FastNoise;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

public class FastNoiseRefs {
  static final FastNoise.NoiseType[] TYPES = FastNoise.NoiseType.values();
  static final FastNoise.CellularReturnType[] RETURNS = {
    FastNoise.CellularReturnType.CellValue, FastNoise.CellularReturnType.Distance,
    FastNoise.CellularReturnType.Distance2, FastNoise.CellularReturnType.Distance2Add,
    FastNoise.CellularReturnType.Distance2Sub, FastNoise.CellularReturnType.Distance2Mul,
    FastNoise.CellularReturnType.Distance2Div};
  static final int[] SEEDS = {1337, 0, -1, 42, Integer.MAX_VALUE, Integer.MIN_VALUE, 123456789, -987654321};
  static final float[] FREQUENCIES = {0.01f, 1f, 0.5f, 0.37f, 2f, 5.5f, 0.0731f, 16f};

  static final Random RNG = new Random(1);
  static final StringBuilder OUT = new StringBuilder();
  static long count = 0;

  static String f(float v) {
    if (Float.isNaN(v) || Float.isInfinite(v)) return Float.toString(v);
    return String.format(Locale.ROOT, "%.9g", v);
  }

  /* The fixed points: special coordinates in noise space, times 1/frequency where a point
   * should land on (or next to) the lattice after GetNoise's multiplication. */
  static List<float[]> fixedPoints(float freq) {
    List<float[]> p = new ArrayList<>();
    float[] whole = {0f, -0f, 1f, -1f, 2f, -2f, 3f, -3f, 0.5f, -0.5f, 1.5f, -1.5f, 7f, -13f};
    for (int i = 0; i < whole.length; i++)
      p.add(new float[] {whole[i], whole[(i * 5 + 3) % whole.length], whole[(i * 3 + 7) % whole.length]});
    // whole numbers of the noise's own lattice (exactly so for the power-of-two frequencies)
    for (int k = -3; k <= 3; k++) p.add(new float[] {k / freq, -k / freq, (k * 2) / freq});
    // an ulp either side of lattice points
    float[] near = {1f, -1f, 4f, -4f, 0f};
    for (float c : near) {
      float u = Math.nextUp(c / freq), d = Math.nextDown(c / freq);
      p.add(new float[] {u, d, c / freq});
      p.add(new float[] {d, c / freq, u});
    }
    // large coordinates (~1e3 and beyond), huge ones that saturate Java's (int) casts
    p.add(new float[] {1000f, -1000f, 999.5f});
    p.add(new float[] {-1234.5678f, 987.654f, -555.25f});
    p.add(new float[] {123456.78f, -98765.43f, 31337f});
    p.add(new float[] {3e9f, -3e9f, 1f});
    p.add(new float[] {-5e12f, 2.5f, 7e10f});
    p.add(new float[] {2147483520f, -2147483648f, 0.25f});
    p.add(new float[] {1e-30f, -1e-38f, 1.4e-45f});
    p.add(new float[] {Float.NaN, 0.5f, 0.5f});
    p.add(new float[] {Float.POSITIVE_INFINITY, 1f, 2f});
    p.add(new float[] {0.5f, Float.NEGATIVE_INFINITY, -1f});
    return p;
  }

  static float draw(float lo, float hi) {
    return lo + (hi - lo) * RNG.nextFloat();
  }

  static void emit(FastNoise noise, int type, int seed, int fractal, int octaves, float lac, float gain, int dist,
      int ret, float freq, int nrandom) {
    OUT.append(String.format(Locale.ROOT, "n %d %d %d %d %s %s %d %d %s\n", type, seed, fractal, octaves, f(lac),
        f(gain), dist, ret, f(freq)));
    List<float[]> pts = fixedPoints(freq);
    for (int i = 0; i < nrandom; i++) {
      float s = (i % 4 == 0) ? 1000f : (i % 4 == 1) ? 4f / freq : (i % 4 == 2) ? 40f / freq : 1f;
      pts.add(new float[] {draw(-s, s), draw(-s, s), draw(-s, s)});
    }
    for (float[] p : pts) {
      float v = noise.GetNoise(p[0], p[1], p[2]);
      OUT.append(f(p[0])).append(' ').append(f(p[1])).append(' ').append(f(p[2])).append(' ')
          .append(String.format("%08x", Float.floatToRawIntBits(v))).append('\n');
      count++;
    }
    if (OUT.length() > 1 << 20) {
      System.out.print(OUT);
      OUT.setLength(0);
    }
  }

  static FastNoise make(int type, int seed, float freq) {
    FastNoise n = new FastNoise(seed);
    n.SetNoiseType(TYPES[type - 1]);
    n.SetFrequency(freq);
    return n;
  }

  public static void main(String[] args) {
    OUT.append("# FastNoise.GetNoise(x, y, z) of JWildfire's fastnoise/FastNoise.java (tests/tools/FastNoiseRefs.java)\n");
    // the single noises: every seed at every frequency
    int[] singles = {1, 3, 5, 8, 9}; // Value, Perlin, Simplex, WhiteNoise, Cubic
    for (int type : singles)
      for (int s = 0; s < SEEDS.length; s++)
        for (int q = 0; q < FREQUENCIES.length; q++)
          if ((s + q) % 2 == 0 || s < 2) emit(make(type, SEEDS[s], FREQUENCIES[q]), type, SEEDS[s], 0, 3, 2f, 0.5f, 0, 0,
              FREQUENCIES[q], 24);
    // the fractals: each kind at octaves 0-6, gains and lacunarities, seeds and frequencies
    float[][] gl = {{0.5f, 2f}, {0.3f, 2.7f}, {0.8f, 1.5f}, {1.25f, 3.1f}, {-0.4f, 2f}, {0.65f, 0.5f}};
    int[] fractals = {2, 4, 6, 10}; // ValueFractal, PerlinFractal, SimplexFractal, CubicFractal
    int k = 0;
    for (int type : fractals)
      for (int ft = 0; ft < 3; ft++)
        for (int oct = 0; oct <= 6; oct++)
          for (int g = 0; g < 2; g++, k++) {
            float[] p = gl[(oct + 2 * ft + g * 3) % gl.length];
            int seed = SEEDS[k % SEEDS.length];
            float freq = FREQUENCIES[(k * 3) % FREQUENCIES.length];
            FastNoise n = make(type, seed, freq);
            n.SetFractalType(FastNoise.FractalType.values()[ft]);
            n.SetFractalOctaves(oct);
            n.SetFractalGain(p[0]);
            n.SetFractalLacunarity(p[1]);
            emit(n, type, seed, ft, oct, p[1], p[0], 0, 0, freq, 8);
          }
    // cellular: every distance function with every return type
    k = 0;
    for (int d = 0; d < 3; d++)
      for (int r = 0; r < RETURNS.length; r++)
        for (int v = 0; v < 3; v++, k++) {
          int seed = SEEDS[k % SEEDS.length];
          float freq = FREQUENCIES[(k * 5 + v) % FREQUENCIES.length];
          FastNoise n = make(7, seed, freq);
          n.SetCellularDistanceFunction(FastNoise.CellularDistanceFunction.values()[d]);
          n.SetCellularReturnType(RETURNS[r]);
          emit(n, 7, seed, 0, 3, 2f, 0.5f, d, r, freq, 24);
        }
    OUT.append("end ").append(count).append('\n');
    System.out.print(OUT);
  }
}
