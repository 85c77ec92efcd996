// JwfRefs.java — reference values of JWildfire's own variations from JWildfire's own code (its
// Func classes), for tests/unit/test_variation_refs.c, as ember_refs.cpp does for Fractorium's.
// Compiled and run by tests/tools/jwf_refs.sh against a JWildfire checkout outside this
// repository; only the numbers it prints are kept (tests/data/variation_refs/NAME.txt).
//
// For each variation: N draws of weight, parameters in the ranges artists use and a point, from
// a fixed seed; a fresh instance of the variation's Func gets the parameters through its
// setParameter (JWildfire's reader does the same with NAME_param attributes), init() with a
// transformation context, and transform() on that point, in double. One line a draw, in the
// format of ember_refs.cpp:
//   weight p1 … pk x y out_x out_y              (%.17g; the parameters in the order listed)
//   weight p1 … pk x y z out_x out_y out_z      (a 3D variation: "# NAME (xyz): p1 … pk")
//   weight p1 … pk x y z c out_x out_y out_z out_c
//                            (one that reads or sets the colour index: "# NAME (xyzc): p1 … pk";
//                             c is the point's colour before, out_c after)
//   weight p1 … pk x y h out_x out_y out_h
//                            (a 2D one that hides points, its doHide: "# NAME (xyh): p1 … pk";
//                             h is the point's before, 0 or 1 drawn at random, out_h after)
//   weight p1 … pk x y z c 0 out_x out_y out_z out_c out_rgb
//                            (a direct-colour one that gives the point a true colour, JWildfire's
//                             rgbColor: "# NAME (xyzcrgb): p1 … pk"; the point comes without one,
//                             0, and out_rgb is what it has after, 0 or flamebuild's fm_true_color
//                             of its red, green and blue: 0x1000000 + 65536 r + 256 g + b)
//   weight p1 … pk x y z c h 0 out_x out_y out_z out_c out_h out_rgb
//                            (a direct-colour one that also hides points, dc_gmandelbroot:
//                             "# NAME (xyzchrgb): p1 … pk"; h as the (xyh) form's, drawn)
//   weight p1 … pk x y z sx sy sz sc out_x out_y out_z out_c
//                            (one that reads the xform's sum so far, ztwister its z: "# NAME
//                             (xyzsc): p1 … pk", as ember_refs.cpp's; the sum and its colour
//                             drawn, the sum after the call)
// A post function (JWildfire's priority 1, post_axis_symmetry_wf…) works on the xform's sum,
// not on the affine's point: it gets x y z c as the sum (its pVarTP; the affine's point is the
// same), and the test, which knows these by FM_VARS_NATURAL_POST, gives them as the sum too.
// Any other variation gets them as the affine's point, onto an empty sum of colour c.
// JWildfire's variations draw random numbers through the context's random(), a double in
// [0, 1). The context here hands out u/(2^32 - 1) for raw 32-bit values u of a seeded stream and
// records them; a line whose call drew any ends with them, in ember_refs.cpp's tail
//   … | D 0 0 0 u1 … uD
// (D draws; no byte cache, so C = I = J = 0), and the test's scripted fm_rng_01 maps each u to
// the same double. (random(int), which superShape3d draws, is JWildfire's (int)(random()·n): one
// recorded draw.) Java's own Math.random(), which maurer_rose calls too, draws from the same
// recorder while transform() runs (hookMathRandom); JWildfire's symmetry groups (sym_ng*,
// sym_bg*), which pick a map by it, instead reseed its generator and replay it, recording the raw
// value that picks the same map (symmetry(), pickAsRaw()).
//
// MathLib is switched to java.lang.Math (JWildfire's JAVA_MATH setting): its default, jafama's
// table-driven FastMath, is a different implementation of sin, exp… with errors of its own, a
// property of the library and not of the formulas (main() also reports how far FastMath's
// results stray from these, to stderr).
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.function.Supplier;

import org.jwildfire.base.mathlib.BaseMathLibType;
import org.jwildfire.base.mathlib.MathLib;
import org.jwildfire.create.tina.base.XYZPoint;
import org.jwildfire.create.tina.random.AbstractRandomGenerator;
import org.jwildfire.create.tina.variation.*;

public class JwfRefs {
  static final int K = 4096; // the most random numbers one call may draw (chaosCubes at depth 15 in its mode 2 inverted: 1,215 on average)

  /** The context's generator: raw 32-bit values of a seeded stream, as doubles, recorded. */
  @SuppressWarnings("serial")
  static final class Recorder extends AbstractRandomGenerator {
    SplittableRandom src;
    final long[] drawn = new long[K];
    int n;

    Recorder(long seed) { src = new SplittableRandom(seed); }

    @Override
    public double random() {
      final long u = src.nextInt() & 0xffffffffL;
      if (n >= K) throw new IllegalStateException("a call drew more than " + K + " random numbers");
      drawn[n++] = u;
      return u / 4294967295.0;
    }

    @Override
    public void randomize(long seed) { src = new SplittableRandom(seed); }

    @Override
    public void cleanup() {}
  }

  /** A parameter's range; an integer one (JWildfire stores it through Tools.FTOI) is drawn as
   *  an integer three times in four, else as a real that FTOI must round. */
  static final class Range {
    final String param;
    final double lo, hi;
    final boolean integer;
    boolean ours;
    boolean whole; // an integer one drawn as an integer every time (a value JWildfire's files only hold so)
    String jwf; // JWildfire's own name of the parameter, where it is not flamebuild's (else null)

    Range(String param, double lo, double hi, boolean integer) {
      this.param = param;
      this.lo = lo;
      this.hi = hi;
      this.integer = integer;
    }
  }

  static Range r(String p, double lo, double hi) { return new Range(p, lo, hi, false); }

  /** A parameter of flamebuild's own that stands for what a JWildfire resource holds (gpattern's
   *  list, gpattern_sidesN): printed with its value, not given to the Func, whose supplier sets
   *  the resource to match. */
  static Range fixed(String p, double v) {
    Range rg = new Range(p, v, v, false);
    rg.ours = true;
    return rg;
  }

  /** A parameter flamebuild names p that JWildfire's Func calls jwf (pRose3D's crvsc, "srvsc"). */
  static Range r(String p, String jwf, double lo, double hi) {
    Range x = new Range(p, lo, hi, false);
    x.jwf = jwf;
    return x;
  }

  static Range i(String p, double lo, double hi) { return new Range(p, lo, hi, true); }

  /** One of the xform's affine coefficients, for a variation that reads them (dc_carpet3D):
   *  affine_A … affine_F in the test's letters (x' = A·x + B·y + C, y' = D·x + E·y + F), not a
   *  parameter of the Func but set on an XForm it is given (JWildfire's xyCoeff00, 10, 20, 01,
   *  11, 21). */
  static Range aff(char letter, double lo, double hi) {
    Range x = new Range("affine_" + letter, lo, hi, false);
    x.ours = true;
    return x;
  }

  /** The XForm of a call's affine_A … affine_F, or none where no range names them. */
  static org.jwildfire.create.tina.base.XForm affineOf(List<Range> ranges, double[] vals) {
    org.jwildfire.create.tina.base.XForm xf = null;
    for (int k = 0; k < ranges.size(); k++) {
      final String p = ranges.get(k).param;
      if (!p.startsWith("affine_")) continue;
      if (xf == null) xf = new org.jwildfire.create.tina.base.XForm();
      switch (p.charAt(7)) {
      case 'A': xf.setXYCoeff00(vals[k]); break;
      case 'B': xf.setXYCoeff10(vals[k]); break;
      case 'C': xf.setXYCoeff20(vals[k]); break;
      case 'D': xf.setXYCoeff01(vals[k]); break;
      case 'E': xf.setXYCoeff11(vals[k]); break;
      default: xf.setXYCoeff21(vals[k]); break;
      }
    }
    return xf;
  }

  /** An integer one that JWildfire's Func calls jwf (hamid_js's "number_lines/circles"). */
  /** An integer parameter that JWildfire's files only hold as an integer (its setParameter
   *  stores FTOI of it, which the file then holds): drawn as one every time. */
  static Range whole(String p, String jwf, double lo, double hi) {
    Range x = i(p, jwf, lo, hi);
    x.whole = true;
    return x;
  }

  static Range i(String p, String jwf, double lo, double hi) {
    Range x = new Range(p, lo, hi, true);
    x.jwf = jwf;
    return x;
  }

  static String num(double v) {
    // %.17g as C prints it: Java's %g has no shortest form, so print the exact round-trip value
    String s = String.format(Locale.ROOT, "%.17g", v);
    if (s.contains("e") || s.contains("E")) {
      // Java writes e+05, C writes e+05 too; but Java keeps trailing zeros where C's %g drops them
      String[] parts = s.split("[eE]");
      return trimZeros(parts[0]) + "e" + parts[1];
    }
    return trimZeros(s);
  }

  static String trimZeros(String s) {
    if (!s.contains(".")) return s;
    s = s.replaceAll("0+$", "");
    return s.endsWith(".") ? s.substring(0, s.length() - 1) : s;
  }

  static double fastMathWorst = 0;

  /** Java's own Math.random(), which a few of JWildfire's variations call beside the context's
   *  generator (maurer_rose): its generator swapped at start for one that draws from the call's
   *  Recorder while transform() runs, so that those draws are recorded with the others, in the
   *  order made (outside it, a constructor's or randomize()'s, Java's own). */
  static Recorder current;

  @SuppressWarnings("serial")
  static final class MathRandom extends java.util.Random {
    @Override
    public double nextDouble() {
      return current != null ? current.random() : super.nextDouble();
    }
  }

  /** A JWildfire generator that a Func keeps of its own, drawing from `current`, the recorder. */
  @SuppressWarnings("serial")
  static final class CurrentGenerator extends AbstractRandomGenerator {
    @Override
    public double random() { return current.random(); }

    @Override
    public void randomize(long seed) {}

    @Override
    public void cleanup() {}
  }

  static void hookMathRandom() {
    try {
      Math.random(); // the holder class initialised
      // sun.misc.Unsafe through reflection: a static final field of java.base, set once
      final Class<?> uc = Class.forName("sun.misc.Unsafe");
      final java.lang.reflect.Field uf = uc.getDeclaredField("theUnsafe");
      uf.setAccessible(true);
      final Object u = uf.get(null);
      final java.lang.reflect.Field f =
          Class.forName("java.lang.Math$RandomNumberGeneratorHolder").getDeclaredField("randomNumberGenerator");
      final Object base = uc.getMethod("staticFieldBase", java.lang.reflect.Field.class).invoke(u, f);
      final long offset = (Long) uc.getMethod("staticFieldOffset", java.lang.reflect.Field.class).invoke(u, f);
      uc.getMethod("putObject", Object.class, long.class, Object.class).invoke(u, base, offset, new MathRandom());
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(e);
    }
  }

  static double[] apply(Supplier<VariationFunc> make, String name, List<Range> ranges, double[] vals, double w,
                        double x, double y, double z, double c, boolean hidden, Recorder rand) {
    VariationFunc f = make.get();
    for (int k = 0; k < ranges.size(); k++) {
      Range rg = ranges.get(k);
      if (rg.ours) continue;
      // JWildfire's own name where it differs (pRose3D's "srvsc"); a name with blanks
      // (gpattern's "fill color") is written with '_' in its attribute
      String jn = rg.jwf != null ? rg.jwf : rg.param.substring(name.length() + 1);
      for (String pn : f.getParameterNames())
        if (pn.replace(' ', '_').replace(".", "").equalsIgnoreCase(jn)) jn = pn; // and a period dropped (glsl_squares' "Red Fac.")
      f.setParameter(jn, vals[k]);
    }
    // the plot variations' init() asks the layer and the renderer for the palette their colour
    // maps use (none here): they get a flame's, the others none
    final boolean plot = plotFormulas != null || f instanceof DLA3DWFFunc; // (dla3d_wf's colour maps: none)
    final org.jwildfire.create.tina.base.Flame flame = plot ? new org.jwildfire.create.tina.base.Flame() : null;
    final org.jwildfire.create.tina.render.FlameRenderer renderer =
        plot ? new org.jwildfire.create.tina.render.FlameRenderer(flame, org.jwildfire.base.Prefs.getPrefs(), false, false) : null;
    FlameTransformationContext ctx = new FlameTransformationContext(renderer, rand, 0, 0);
    // plane_wf's init() loads its image maps (none here) and asks the renderer for the palette,
    // which only its image colours use: without a renderer it is left out
    // (hamid_js's init() only switches the renderer's antialiasing off: no renderer here)
    if (!(f instanceof PlaneWFFunc) && !(f instanceof HamidFunc)) f.init(ctx, plot ? flame.getFirstLayer() : null, null, w);
    if (warmUp) { /* a first call on a point of its own, whose draws are not this line's */
      f.transform(ctx, null, new XYZPoint(), new XYZPoint(), w);
      rand.n = 0;
    }
    if (ownRandomField != null) {
      try {
        final java.lang.reflect.Field rf = f.getClass().getDeclaredField(ownRandomField);
        rf.setAccessible(true);
        // draws from `current`, the recorder, while transform() runs: a java.util.Random, or one of
        // JWildfire's generators (dla3d_wf's MarsagliaRandomGenerator)
        rf.set(f, AbstractRandomGenerator.class.isAssignableFrom(rf.getType()) ? new CurrentGenerator() : new MathRandom());
      } catch (ReflectiveOperationException e) {
        throw new IllegalStateException(e);
      }
    }
    if (walkOf != null) { /* a figure that walks its segments in turn: walked to a random one */
      final int nseg = walkOf.applyAsInt(vals);
      final int k = (int) Math.floorMod(rand.src.nextLong(), (long) (walkBelow > 0 ? walkBelow : nseg));
      for (int step = 0; step < k; step++) {
        f.transform(ctx, null, new XYZPoint(), new XYZPoint(), w);
        rand.n = 0;
      }
      rand.drawn[rand.n++] = pickAsRaw((k + 0.5) / nseg, nseg);
    }
    XYZPoint in = new XYZPoint(), out = new XYZPoint();
    in.x = x;
    in.y = y;
    in.z = z;
    in.color = out.color = c;
    in.doHide = out.doHide = hidden; // the affine's point's, which the sum starts with
    if (f.getPriority() > 0 && !invSum) { /* a post function: the point is the sum */
      out.x = x;
      out.y = y;
      out.z = z;
    }
    if (sumBefore != null) { /* the sum so far, which the call adds to */
      out.x = sumBefore[0];
      out.y = sumBefore[1];
      out.z = sumBefore[2];
      out.color = sumBefore[3];
    }
    if (mathPick > 0) { /* a Math.random() pick: seeded, replayed, recorded as the context's draw */
      final long seed = rand.src.nextLong();
      final java.util.Random replay = new java.util.Random(seed);
      mathRandom().setSeed(seed);
      f.transform(ctx, null, in, out, w);
      final double d = replay.nextDouble();
      if (mathRandom().nextDouble() != replay.nextDouble())
        throw new IllegalStateException("a call drew other than one Math.random()");
      rand.drawn[rand.n++] = pickAsRaw(d, mathPick);
    } else {
      current = rand; // Math.random() recorded during transform() only (julian3Dx's constructor draws too)
      try {
        final org.jwildfire.create.tina.base.XForm affine = affineOf(ranges, vals);
        if (invOut || invSum) f.invtransform(ctx, affine, in, out, w);
        else f.transform(ctx, affine, in, out, w);
        /* a variation that answers a miss with its instance's last hit (recurrenceplot): called
         * again, as flamebuild's draws again, until it hits or has tried retryTries times */
        for (int tries = 1; retryUntil != null && !retryUntil.test(f) && tries < retryTries; tries++)
          f.transform(ctx, null, in, out, w);
      } catch (IndexOutOfBoundsException e) {
        // a DrawFunc without shapes (gpattern with neither fill nor outline) fails on its empty
        // list: JWildfire draws nothing of it, as flamebuild's returns without adding
      } finally {
        current = null;
      }
    }
    if (firstDrawAs != null && rand.n > 0) rand.drawn[0] = firstDrawAs.applyAsLong(rand.drawn[0] / 4294967295.0);
    if (preOut || invOut) return new double[] {in.x, in.y, in.z, in.color, in.doHide ? 1 : 0, 0};
    final double rgb = out.rgbColor ? 0x1000000 + 65536 * (int) out.redColor + 256 * (int) out.greenColor + (int) out.blueColor : 0;
    return new double[] {out.x, out.y, out.z, out.color, out.doHide ? 1 : 0, rgb};
  }

  /** The formulas of the plot variation being run (formula, or xformula, yformula, zformula). */
  static String[] plotFormulas;

  /** A plot variation with these formulas: its Func made with them as the file's resources. */
  static void plot(String name, Supplier<VariationFunc> make, String[] resources, String[] formulas, List<Range> ranges,
                   long seed) {
    plotFormulas = formulas;
    // isosfplot3d_wf hides the points it misses: the "(xyzch)" form, the hidden state a fifth value
    final boolean hides = name.equals("isosfplot3d_wf");
    refs(name, () -> {
      VariationFunc f = make.get();
      for (int k = 0; k < formulas.length; k++) f.setRessource(resources[k], formulas[k].getBytes());
      return f;
    }, true, true, hides, 3, ranges, 1000, seed);
    plotFormulas = null;
  }

  /** The ranges and colour settings every plot has, then param_a … param_f (6 parameters). */
  static List<Range> plotRanges(String v, String a, String b, String c, int modes) {
    List<Range> l = L(r(v + "_" + a + "min", -3, 1), r(v + "_" + a + "max", -1, 3), r(v + "_" + b + "min", -3, 1),
                      r(v + "_" + b + "max", -1, 3), i(v + "_direct_color", 0, 1), i(v + "_color_mode", 0, modes));
    if (c != null) {
      l.add(r(v + "_" + c + "min", -3, 1));
      l.add(r(v + "_" + c + "max", -1, 3));
    }
    for (char p = 'a'; p <= 'f'; p++) l.add(r(v + "_param_" + p, -2, 2));
    return l;
  }

  /** A direct-colour variation that gives the point a true colour (dc_booleans): the
   *  "(xyzcrgb)" form, the colour form with the point's true colour after the call fifth. */
  static boolean trueColor = false;

  /** A variation that reads the xform's sum so far (ztwister: its z): the sum the call adds to
   *  drawn too, the "(xyzsc)" form. */
  static boolean sumIn = false;
  static double[] sumBefore = null;

  /** A variation of JWildfire's own pre kind (pre_stabilize) works on the affine's point: its
   *  output is that point after the call (flamebuild's pre form that sets the point, whose
   *  formula writes the point it sets as its sum). */
  static boolean preOut = false;

  /** The pre half of a variation of JWildfire's order 2 (prepost_circlize): its invtransform(),
   *  which works on the affine's point in place, called instead of transform(); the output is
   *  that point after the call (flamebuild's pre form that sets the point). */
  static boolean invOut = false;

  /** The pre half of ringtile, whose invtransform() adds its output to the xform's sum (not to
   *  the affine's point, as the other order-2 ones'): called instead of transform(), onto an
   *  empty sum, and the output is that sum. */
  static boolean invSum = false;

  /** A variation that acts otherwise at its instance's first call (pre_stabilize): called once
   *  before, on a point of its own, its draws not recorded. */
  static boolean warmUp = false;

  /** subflame_wf's sub-flame in its reference values: one contraction (colour 0.7) and a final
   *  xform of no colour type (JWildfire's quirk: a sub-flame's blends), its palette a ramp;
   *  tests/unit/test_variation_refs.c writes the same text. */
  static String subflameText() {
    StringBuilder s = new StringBuilder("<flame name=\"sub\" version=\"JWildfire V9.00 (01.10.2025)\" size=\"100 100\""
        + " center=\"0.0 0.0\" scale=\"25.0\"><xform weight=\"1.0\" color=\"0.7\" symmetry=\"0.0\" linear=\"1.0\""
        + " coefs=\"0.5 0.25 -0.25 0.5 0.3 -0.2\"/><finalxform color=\"0.2\" symmetry=\"0.0\" linear=\"1.0\""
        + " coefs=\"1.0 0.0 0.0 1.0 0.1 0.0\"/><palette count=\"256\" format=\"RGB\">");
    for (int i = 0; i < 256; i++) s.append(String.format("%02X%02X%02X", 255 - i, 64, i));
    return s.append("</palette></flame>").toString();
  }

  /** JWildfire's turtle figures (koch_js) walk their segments one a call, from the first, which
   *  flamebuild draws at random instead: for those, the number of segments of a line's
   *  parameters; the instance is walked to a random one (calls whose draws are not recorded)
   *  and the raw value that makes fm_rng_below pick the same segment recorded first. */
  static java.util.function.ToIntFunction<double[]> walkOf = null;
  /** With walkOf: the walk drawn among its first walkBelow segments only (0: all of them). */
  static int walkBelow = 0;

  /** A variation that answers a miss with its instance's last hit (recurrenceplot, whose
   *  instance keeps it): whether its last call hit; flamebuild's draws again instead (its
   *  formula says why), so the call is repeated, at most retryTries times in all. */
  static java.util.function.Predicate<VariationFunc> retryUntil = null;
  static int retryTries = 0;

  /** A variation whose first draw (its init()'s) chooses what flamebuild's chooses by another
   *  rule (hexnix3D's kind of run): the raw value recorded for it instead, from the double drawn. */
  static java.util.function.DoubleToLongFunction firstDrawAs = null;

  /** A variation that draws from a java.util.Random of its own, kept from call to call
   *  (natural_foam's walk), which flamebuild draws from the sample's stream instead: the name of
   *  that field, set after the warm-up call (warmUp) to one whose nextDouble() is the context's
   *  recorded draw. */
  static String ownRandomField = null;

  /** A field of a Func that its class keeps to itself (recurrenceplot's signals), read. */
  static double field(Object f, String name) {
    try {
      final java.lang.reflect.Field fl = f.getClass().getDeclaredField(name);
      fl.setAccessible(true);
      return ((Number) fl.get(f)).doubleValue();
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(e);
    }
  }

  /** The turtle figures whose instance walks its steps in turn (dragon_js, hilbert_js): the ends
   *  of every step of the figure JWildfire's setParameter builds, at each level from 1 to
   *  maxLevel (up to `most` of a level's steps, evenly spaced), as "level k x1 y1 x2 y2"; read
   *  from the turtle's own lists of points. */
  static void turtleSteps(String name, Supplier<VariationFunc> make, String figure, int maxLevel, int most) {
    System.out.println("# " + name + " (steps): level k x1 y1 x2 y2");
    for (int level = 1; level <= maxLevel; level++) {
      VariationFunc f = make.get();
      f.setParameter("level", level);
      try {
        Object turtle = f;
        if (figure != null) {
          final java.lang.reflect.Field ff = f.getClass().getDeclaredField(figure);
          ff.setAccessible(true);
          turtle = ff.get(f);
        }
        final java.lang.reflect.Field tf = turtle.getClass().getDeclaredField("turtle");
        tf.setAccessible(true);
        final Object t = tf.get(turtle);
        final Object xs = field0(t, "xpoints"), ys = field0(t, "ypoints");
        final java.lang.reflect.Method get = xs.getClass().getDeclaredMethod("get", int.class);
        final java.lang.reflect.Method size = xs.getClass().getDeclaredMethod("size");
        get.setAccessible(true);
        size.setAccessible(true);
        final int nsteps = (Integer) size.invoke(xs) / 2;
        final int stride = Math.max(1, nsteps / most);
        for (int k = 0; k < nsteps; k += stride)
          System.out.println(level + " " + k + " " + num((Double) get.invoke(xs, 2 * k)) + " " +
                             num((Double) get.invoke(ys, 2 * k)) + " " + num((Double) get.invoke(xs, 2 * k + 1)) + " " +
                             num((Double) get.invoke(ys, 2 * k + 1)));
      } catch (ReflectiveOperationException e) {
        throw new IllegalStateException(e);
      }
    }
  }

  static Object field0(Object o, String name) throws ReflectiveOperationException {
    final java.lang.reflect.Field fl = o.getClass().getDeclaredField(name);
    fl.setAccessible(true);
    return fl.get(o);
  }

  /** Where n calls of one instance of a walking figure put their points (weight 1, the
   *  parameters given), on a G×G grid over [x0, x1]×[y0, y1]: "# NAME (histogram): n calls …
   *  params", the parameters' values, then "grid G x0 x1 y0 y1" and the counts (row by row). */
  static void walkHistogram(String name, Supplier<VariationFunc> make, String[] params, double[] vals, int n, int G,
                            double x0, double x1, double y0, double y1, long seed) {
    VariationFunc f = make.get();
    for (int k = 0; k < params.length; k++) f.setParameter(params[k], vals[k]);
    FlameTransformationContext ctx = new FlameTransformationContext(null, new Recorder(seed), 0, 0);
    f.init(ctx, null, null, 1.0);
    long[] h = new long[G * G];
    for (int i = 0; i < n; i++) {
      ((Recorder) ctx.getRandGen()).n = 0;
      XYZPoint in = new XYZPoint(), out = new XYZPoint();
      f.transform(ctx, null, in, out, 1.0);
      int gx = (int) Math.floor((out.x - x0) / (x1 - x0) * G), gy = (int) Math.floor((out.y - y0) / (y1 - y0) * G);
      if (gx >= 0 && gx < G && gy >= 0 && gy < G) h[gy * G + gx]++;
    }
    StringBuilder head = new StringBuilder("# " + name + " (histogram): " + n + " calls of one instance, weight 1:");
    for (int k = 0; k < params.length; k++) head.append(' ').append(name).append('_').append(params[k]);
    System.out.println(head);
    StringBuilder v = new StringBuilder("params");
    for (double d : vals) v.append(' ').append(num(d));
    System.out.println(v);
    StringBuilder s = new StringBuilder("grid " + G + " " + num(x0) + " " + num(x1) + " " + num(y0) + " " + num(y1));
    for (long c : h) s.append(' ').append(c);
    System.out.println(s);
  }

  /** The table length of a variation that picks a map by (int)(n·Math.random()) (JWildfire's
   *  symmetry groups, which bypass the context's generator); 0 for the others. */
  static int mathPick = 0;

  /** Math.random()'s generator, reseeded for every call so that its draw is known. */
  static java.util.Random mathRandom() {
    try {
      java.lang.reflect.Field g =
          Class.forName("java.lang.Math$RandomNumberGeneratorHolder").getDeclaredField("randomNumberGenerator");
      g.setAccessible(true); // needs java --add-opens java.base/java.lang=ALL-UNNAMED (jwf_refs.sh)
      return (java.util.Random) g.get(null);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(e);
    }
  }

  /** The raw 32-bit value u whose fm_rng_below(n), (u·n) >> 32, picks the map (int)(n·d) that
   *  JWildfire picked with the double d. */
  static long pickAsRaw(double d, int n) {
    final int k = (int) (n * d);
    long u = (long) Math.floor(d * 4294967296.0);
    while (((u * n) >>> 32) < k) u++;
    while (((u * n) >>> 32) > k) u--;
    return u;
  }

  static void refs(String name, Supplier<VariationFunc> make, boolean xyz, double extent, List<Range> ranges, int n,
                   long seed) {
    refs(name, make, xyz, false, false, extent, ranges, n, seed);
  }

  static void refs(String name, Supplier<VariationFunc> make, boolean xyz, boolean color, double extent,
                   List<Range> ranges, int n, long seed) {
    refs(name, make, xyz, color, false, extent, ranges, n, seed);
  }

  /** A 2D variation that hides points: the "(xyh)" form. */
  static void hiding(String name, Supplier<VariationFunc> make, double extent, List<Range> ranges, int n, long seed) {
    refs(name, make, false, false, true, extent, ranges, n, seed);
  }

  /** color: the "(xyzc)" form (xyz with it), the point's colour drawn in [0, 1); hide: the
   *  "(xyh)" form (2D), the point's doHide drawn. */
  static void refs(String name, Supplier<VariationFunc> make, boolean xyz, boolean color, boolean hide, double extent,
                   List<Range> ranges, int n, long seed) {
    SplittableRandom gen = new SplittableRandom(seed);
    long randSeed = ~seed;
    if (trueColor) color = true;
    if (color || sumIn) xyz = true;
    StringBuilder head = new StringBuilder(
        "# " + name + (sumIn ? " (xyzsc):" : trueColor && hide ? " (xyzchrgb):" : trueColor ? " (xyzcrgb):" : color && hide ? " (xyzch):" : color ? " (xyzc):" : xyz ? " (xyz):" : hide ? " (xyh):" : ":"));
    for (Range rg : ranges) head.append(' ').append(rg.param);
    System.out.println(head);
    // a plot variation's formulas, which the test compiles: "# formula K HEX" (as the file has them)
    for (int k = 0; plotFormulas != null && k < plotFormulas.length; k++)
      if (plotFormulas[k] != null) {
        StringBuilder hex = new StringBuilder();
        for (byte b : plotFormulas[k].getBytes()) hex.append(String.format("%02X", b));
        System.out.println("# formula " + k + " " + hex);
      }
    for (int line = 0; line < n; line++) {
      final double w = 0.2 + 1.3 * gen.nextDouble();
      double[] vals = new double[ranges.size()];
      for (int k = 0; k < ranges.size(); k++) {
        Range rg = ranges.get(k);
        double v;
        if (rg.integer && (rg.whole || gen.nextInt(4) != 0))
          v = Math.floor(rg.lo + (rg.hi - rg.lo + 1) * gen.nextDouble());
        else if (rg.integer)
          v = rg.lo - 0.5 + (rg.hi - rg.lo + 1) * gen.nextDouble();
        else
          v = rg.lo + (rg.hi - rg.lo) * gen.nextDouble();
        if (line % 50 == 7 && k == 0) v = 0; // the degenerate case, now and then
        vals[k] = v;
      }
      final double x = extent * (-1 + 2 * gen.nextDouble()), y = extent * (-1 + 2 * gen.nextDouble());
      final double z = xyz ? extent * (-1 + 2 * gen.nextDouble()) : 0;
      final double col = color ? gen.nextDouble() : 0;
      final boolean hid = hide && gen.nextInt(2) == 1;
      sumBefore = sumIn ? new double[] {extent * (-1 + 2 * gen.nextDouble()), extent * (-1 + 2 * gen.nextDouble()),
                                         extent * (-1 + 2 * gen.nextDouble()), gen.nextDouble()} : null;
      Recorder rand = new Recorder(randSeed + line);
      MathLib.setBaseMathLibType(BaseMathLibType.JAVA_MATH);
      double[] out = apply(make, name, ranges, vals, w, x, y, z, col, hid, rand);
      // the same call under JWildfire's default FastMath, for the report on stderr only
      MathLib.setBaseMathLibType(BaseMathLibType.FAST_MATH);
      double[] fast = apply(make, name, ranges, vals, w, x, y, z, col, hid, new Recorder(randSeed + line));
      MathLib.setBaseMathLibType(BaseMathLibType.JAVA_MATH);
      for (int c = 0; c < 4; c++) {
        double d = Math.abs(fast[c] - out[c]) / Math.max(1.0, Math.abs(out[c]));
        if (d > fastMathWorst) fastMathWorst = d;
      }
      StringBuilder s = new StringBuilder(num(w));
      for (double v : vals) s.append(' ').append(num(v));
      s.append(' ').append(num(x)).append(' ').append(num(y));
      if (xyz) s.append(' ').append(num(z));
      if (color) s.append(' ').append(num(col));
      if (hide) s.append(' ').append(hid ? 1 : 0);
      if (trueColor) s.append(" 0");
      for (int k = 0; sumBefore != null && k < 4; k++) s.append(' ').append(num(sumBefore[k]));
      s.append(' ').append(num(out[0])).append(' ').append(num(out[1]));
      if (xyz) s.append(' ').append(num(out[2]));
      if (color || sumIn) s.append(' ').append(num(out[3]));
      if (hide) s.append(' ').append((int) out[4]);
      if (trueColor) s.append(' ').append((long) out[5]);
      if (rand.n > 0) {
        s.append(" | ").append(rand.n).append(" 0 0 0");
        for (int k = 0; k < rand.n; k++) s.append(' ').append(rand.drawn[k]);
      }
      System.out.println(s);
    }
  }

  /** mandelbrot keeps a walk from call to call (its last point in the set's skin) and draws it
   *  from a generator of its own, seeded by its seed parameter: nothing to compare call for call.
   *  Its distribution instead: where n calls of one instance (one rendering thread's walk, its
   *  default parameters, weight 1) put their points, on a 32×32 grid over [xmin, xmax]×[ymin,
   *  ymax], and the share of calls that found nothing (JWildfire's far-away point, |x| > 10).
   *  test_variation_refs compares the same of kernels/var_jwildfire.h's mandelbrot. */
  static void mandelbrotHistogram(int n) {
    final int G = 32;
    MandelbrotFunc f = new MandelbrotFunc();
    FlameTransformationContext ctx = new FlameTransformationContext(null, new Recorder(20261320), 0, 0);
    f.init(ctx, null, null, 1.0);
    long[] h = new long[G * G];
    long far = 0;
    for (int i = 0; i < n; i++) {
      ((Recorder) ctx.getRandGen()).n = 0;
      XYZPoint in = new XYZPoint(), out = new XYZPoint();
      f.transform(ctx, null, in, out, 1.0);
      if (Math.abs(out.x) > 10) {
        far++;
        continue;
      }
      int gx = (int) Math.floor((out.x + 1.6) / 3.2 * G), gy = (int) Math.floor((out.y + 1.2) / 2.4 * G);
      if (gx >= 0 && gx < G && gy >= 0 && gy < G) h[gy * G + gx]++;
    }
    System.out.println("# mandelbrot (histogram): " + n + " calls of one instance at its defaults, weight 1");
    System.out.println("far " + far);
    StringBuilder s = new StringBuilder("grid " + G + " -1.6 1.6 -1.2 1.2");
    for (long v : h) s.append(' ').append(v);
    System.out.println(s);
  }

  /** JWildfire's symmetry groups: a map of the Func's table picked by Math.random() (mathPick:
   *  the table's length, read from the Func), the moves of every parameter drawn in [-1, 3]
   *  (steps, spacings, the hexagonal groups' radius). */
  static void symmetry(String name) {
    final boolean net = name.startsWith("sym_ng");
    final int g = Integer.parseInt(name.substring(6));
    final List<Supplier<VariationFunc>> nets =
        List.of(SymNetG1Func::new, SymNetG2Func::new, SymNetG3Func::new, SymNetG4Func::new, SymNetG5Func::new,
                SymNetG6Func::new, SymNetG7Func::new, SymNetG8Func::new, SymNetG9Func::new, SymNetG10Func::new,
                SymNetG11Func::new, SymNetG12Func::new, SymNetG13Func::new, SymNetG14Func::new, SymNetG15Func::new,
                SymNetG16Func::new, SymNetG17Func::new);
    final List<Supplier<VariationFunc>> bands = List.of(SymBandG1Func::new, SymBandG2Func::new, SymBandG3Func::new,
                                                        SymBandG4Func::new, SymBandG5Func::new, SymBandG6Func::new,
                                                        SymBandG7Func::new);
    final Supplier<VariationFunc> make = (net ? nets : bands).get(g - 1);
    final VariationFunc f = make.get();
    try {
      java.lang.reflect.Field t = f.getClass().getDeclaredField("transfs");
      t.setAccessible(true);
      mathPick = ((double[][]) t.get(f)).length;
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(e);
    }
    List<Range> l = L();
    for (String p : f.getParameterNames()) l.add(r(name + "_" + p, -1, 3));
    refs(name, make, false, 3, l, 1000, (net ? 20261380 : 20261397) + g - 1);
    mathPick = 0;
  }

  /** The dc_ frame's parameters (DC_BaseFunc's, after the shader's own), Gradient 2 with grey. */
  static List<Range> dcFrame(String v, boolean grey) {
    List<Range> l = L(i(v + "_ColorOnly", -1, 2), r(v + "_scale_z", -2, 2), r(v + "_offset_z", -1, 1), i(v + "_reset_z", -1, 2));
    if (grey) l.add(r(v + "_Gradient", 2, 2));
    return l;
  }

  static List<Range> L(Range... rs) {
    List<Range> l = new ArrayList<>();
    for (Range x : rs) l.add(x);
    return l;
  }

  /** var_jwildfire19.h's variations, out of main() as directColour's. False: not one of them. */
  static boolean jwildfire19(String want) {
    switch (want) {
    case "mobius_dragon_3D": // x, y, z and the colour; lines, tiles, 0-12 iterations, both switches over their clamps
      refs(want, MobiusDragon3DFunc::new, true, true, 1.5,
           L(r("mobius_dragon_3D_re", -2, 2), r("mobius_dragon_3D_im", -2, 2), r("mobius_dragon_3D_x_spread", 0, 2.5),
             r("mobius_dragon_3D_y_spread", 0, 5), r("mobius_dragon_3D_z_spread", 0, 3), r("mobius_dragon_3D_x_add", 0, 1),
             r("mobius_dragon_3D_y_add", -1, 0.5), r("mobius_dragon_3D_log_spread", 1.5, 4),
             i("mobius_dragon_3D_line_enable", -1, 2), r("mobius_dragon_3D_line_weight", 0, 0.6),
             r("mobius_dragon_3D_line_color_shift", 0, 1), i("mobius_dragon_3D_mag_color", -1, 2),
             r("mobius_dragon_3D_mag_color_scale", 0, 2), i("mobius_dragon_3D_iterations", -1, 12)),
           1000, 20261936);
      return true;
    case "quaternion": { // every function's power (0 on a quarter of the lines each, else -1, 1 or between) and its multipliers
      final List<Range> l = L();
      for (String g : new String[] {"cosq", "coshq", "cotq", "cothq", "cscq", "cschq"}) quaternionFn(l, g);
      l.addAll(L(i("quaternion_estiqpow", -1, 1), r("quaternion_estiqx1", -1.5, 1.5), r("quaternion_estiqy1", -1.5, 1.5),
                 r("quaternion_estiqy2", -1.5, 1.5), r("quaternion_estiqz1", -1.5, 1.5), r("quaternion_estiqz2", -1.5, 1.5),
                 i("quaternion_logqpow", -1, 1), r("quaternion_logqbase", 1.5, 10)));
      for (String g : new String[] {"secq", "sechq", "sinq", "sinhq", "tanq", "tanhq"}) quaternionFn(l, g);
      refs(want, QuaternionFunc::new, true, 1.5, l, 1000, 20261937);
      return true;
    }
    default:
      return false;
    }
  }

  /** var_jwildfire25.h's variations, out of main() as jwildfire24's. False: not one of them. */
  static boolean jwildfire25(String want) {
    switch (want) {
    case "ringtile": // its post half, transform(), on the sum
      refs(want, RingTileFunc::new, false, 2,
           L(r("ringtile_power", -10, 10), r("ringtile_tilesize", -1, 1), r("ringtile_width1", -1.5, 1.5),
             r("ringtile_width2", -0.5, 1), r("ringtile_outline", 0, 3)),
           1000, 20268601);
      return true;
    case "ringtile_inv": // its pre half, invtransform(), which adds to the sum; past the edges often
      invSum = true;
      refs(want, RingTileFunc::new, false, 2,
           L(r("ringtile_power", "power", -10, 10), r("ringtile_tilesize", "tilesize", -1, 1),
             r("ringtile_width1", "width1", -1.5, 1.5), r("ringtile_width2", "width2", -0.5, 1),
             r("ringtile_outline", "outline", 0, 3)),
           1000, 20268602);
      invSum = false;
      return true;
    case "flame_bulb": // its `new Random()` of each call drawing from the recorder (ownJavaRandom); every colour mode;
      // root_power from ½ (below, its reciprocal blows the point up to where sin(|p|) of colour modes 3, 4 is noise)
      refs(want, ownJavaRandom(FlameBulbFunc.class), true, true, 2,
           L(r("flame_bulb_root_power", 0.5, 12), r("flame_bulb_radius_pow", -2, 3), r("flame_bulb_add_C", -2, 3),
             i("flame_bulb_color_mode_1_4", "color mode 1-4", -1, 7), r("flame_bulb_color_scale", -2, 3)),
           1000, 20268603);
      return true;
    case "c_var": // JWildfire's default code (its init() compiles it); mode 1 draws the point
      refs(want, ZVarFunc::new, false, 2,
           L(r("c_var_shiftX", -1, 1), r("c_var_shiftY", -1, 1), i("c_var_mode", -1, 2), r("c_var_zoom", -2, 2)),
           1000, 20268604);
      return true;
    case "pre_c_var": // JWildfire's pre_c_var, on the affine's point: c_var's pre form that sets it
      preOut = true;
      refs("c_var", PreZVarFunc::new, false, 2,
           L(r("c_var_shiftX", -1, 1), r("c_var_shiftY", -1, 1), i("c_var_mode", -1, 2), r("c_var_zoom", -2, 2)),
           1000, 20268605);
      preOut = false;
      return true;
    case "post_c_var": // a post function, on the sum
      refs(want, PostZVarFunc::new, false, 2,
           L(r("post_c_var_shiftX", -1, 1), r("post_c_var_shiftY", -1, 1), i("post_c_var_mode", -1, 2),
             r("post_c_var_zoom", -2, 2)),
           1000, 20268606);
      return true;
    case "curliecue": // every type, symmetry and switch; curves of up to 800 steps; the point is not read
      refs(want, CurliecueFunc::new, false, true, 2,
           L(i("curliecue_Points", -5, 800), i("curliecue_seed", -100000, 100000), i("curliecue_type", -1, 2),
             i("curliecue_sides", 2, 21), r("curliecue_scale", -0.2, 1.2), i("curliecue_symmetry", 0, 5),
             r("curliecue_eccentricity", -0.2, 1.2), i("curliecue_showlines", -1, 2)),
           1000, 20268607);
      return true;
    default:
      return false;
    }
  }

  /** A Func that makes a java.util.Random of its own in each call (flame_bulb's `new Random()`,
   *  seeded by the clock) drawn from the recorder instead: its class loaded again with every
   *  reference to java/util/Random in its byte code turned into JwfRefs$BulbRand (as long a
   *  name), whose nextInt(n) is JWildfire's random(n) of the context's draw, the draw
   *  flamebuild's formula makes (fm_jwf_random_below). */
  static Supplier<VariationFunc> ownJavaRandom(Class<?> c) {
    try {
      final String res = c.getName().replace('.', '/') + ".class";
      final byte[] b;
      try (java.io.InputStream in = JwfRefs.class.getClassLoader().getResourceAsStream(res)) {
        b = in.readAllBytes();
      }
      final byte[] from = "java/util/Random".getBytes("US-ASCII"), to = "JwfRefs$BulbRand".getBytes("US-ASCII");
      int swapped = 0;
      for (int k = 0; k + from.length <= b.length; k++)
        if (java.util.Arrays.equals(b, k, k + from.length, from, 0, from.length)) {
          System.arraycopy(to, 0, b, k, to.length);
          swapped++;
        }
      if (swapped == 0) throw new IllegalStateException(res + " has no java/util/Random");
      final ClassLoader loader = new ClassLoader(JwfRefs.class.getClassLoader()) {
        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
          if (!name.equals(c.getName())) return super.loadClass(name, resolve);
          synchronized (getClassLoadingLock(name)) {
            Class<?> k = findLoadedClass(name);
            return k != null ? k : defineClass(name, b, 0, b.length);
          }
        }
      };
      final Class<?> k = loader.loadClass(c.getName());
      return () -> {
        try {
          return (VariationFunc) k.getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
          throw new IllegalStateException(e);
        }
      };
    } catch (java.io.IOException | ClassNotFoundException e) {
      throw new IllegalStateException(e);
    }
  }

  /** What ownJavaRandom puts where the Func made a java.util.Random: draws from the recorder. */
  public static final class BulbRand {
    public BulbRand() {}

    public int nextInt(int n) {
      if (n <= 0) throw new IllegalArgumentException("bound must be positive");
      final int k = (int) (current.random() * n);
      return k < n ? k : n - 1;
    }
  }

  /** var_jwildfire24.h's variations, out of main() as jwildfire19's (main()'s byte code is at the
   *  JVM's 64 KiB a method). False: not one of them. */
  static boolean jwildfire24(String want) {
    switch (want) {
    case "multi_ifs_jwfz": // w·z in a flame that does not preserve z, as JWildfire's context here: under its z rules (the test's NAME_jwfz)
      refs("multi_ifs", MultiIFSFunc::new, true, true, 2,
           L(i("multi_ifs_ifs_type", -2, 75), i("multi_ifs_coloring_mode", -1, 2), r("multi_ifs_color_speed", -0.5, 2),
             r("multi_ifs_color1", -0.2, 1.2), r("multi_ifs_color2", -0.2, 1.2), r("multi_ifs_color3", -0.2, 1.2),
             r("multi_ifs_color4", -0.2, 1.2)),
           1000, 20268501);
      return true;
    case "dla_wf": // small aggregates (a grid far wider than they grow: JWildfire's walk would never end on one
      // they fill), seeds whose generator moves (seed·65536 of 0 mod 2^32 stalls it: JWildfire's walk never ends);
      // no particles now and then; the point picked by Math.random()
      refs(want, DLAWFFunc::new, false, 2,
           L(i("dla_wf_max_iter", 1, 500), i("dla_wf_seed", -1000, 60000), i("dla_wf_buffer_size", 150, 300),
             r("dla_wf_scale", -20, 20), r("dla_wf_jitter", -0.2, 1.5)),
           1000, 20268522);
      return true;
    case "snowflake_wf": // small crystals (a grid of 1-60 cells a row, up to 300 steps: JWildfire's own run to 525
      // and 1,500, seconds each) over the range of its random parameters and past it, a grid of one cell;
      // jitter off and on; the colour on and off
      refs(want, SnowflakeWFFunc::new, false, true, 2,
           L(r("snowflake_wf_scale", 0.3, 1.6), i("snowflake_wf_buffer_size", 1, 60), i("snowflake_wf_max_iter", -5, 300),
             r("snowflake_wf_bg_freeze_level", 0.2, 0.7), r("snowflake_wf_fg_freeze_speed", 0, 0.2),
             r("snowflake_wf_diffusion_speed", 0, 0.3), r("snowflake_wf_diffusion_asymmetry", 0, 1.2),
             r("snowflake_wf_rnd_bg_noise", 0, 0.6), r("snowflake_wf_threshold", 0.2, 0.8),
             i("snowflake_wf_seed", 0, 1000000), r("snowflake_wf_jitter", -0.005, 0.012),
             i("snowflake_wf_dc_color", -1, 2), r("snowflake_wf_dc_color_scale", 0, 3),
             r("snowflake_wf_dc_color_offset", -0.25, 0.25)),
           1000, 20268524);
      return true;
    case "subflame_wf": // its sub-flame's point moved: a sub-flame of one contraction and a final, whose
      // trajectory sits at their fixed point by the call (tests/unit/test_variation_refs.c's subflame_text, the
      // same text); the call's one draw picks its next xform (here the one); colour modes none and direct
      warmUp = true;
      refs(want, () -> {
        SubFlameWFFunc s = new SubFlameWFFunc();
        s.setRessource("flame", subflameText().getBytes());
        return s;
      }, true, true, true, 2,
           L(r("subflame_wf_scale", -2.5, 2.5), r("subflame_wf_angle", -180, 180), r("subflame_wf_offset_x", -2.5, 2.5),
             r("subflame_wf_offset_y", -2.5, 2.5), r("subflame_wf_offset_z", -2.5, 2.5),
             r("subflame_wf_colorscale_z", -2.5, 2.5), i("subflame_wf_color_mode", -1, 0)),
           1000, 20268526);
      warmUp = false;
      return true;
    case "primitives_wf": // every shape, outside the seven too (the sphere), filled or not (and past 0-1: held)
      refs(want, PrimitivesWFFunc::new, true, 2,
           L(i("primitives_wf_shape", -1, 7), r("primitives_wf_a", 0.1, 2.1), r("primitives_wf_b", 0.05, 2),
             i("primitives_wf_filled", -1, 2)),
           1000, 20268525);
      return true;
    case "dla3d_wf": // small aggregates grown single-threaded (JWildfire's threads share one generator: no two
      // runs alike), glue radii the walks' lattice meets (below ~0.9 JWildfire's growth may never end), small
      // forces; the Func's own generator drawn from the recorder; nodes, junctions, both or neither
      ownRandomField = "_randGen";
      refs(want, DLA3DWFFunc::new, true, true, true, 2,
           L(i("dla3d_wf_max_iter", 0, 60), i("dla3d_wf_seed", 1, 60000), r("dla3d_wf_inner_blur_radius", -0.2, 1),
             r("dla3d_wf_outer_blur_radius", -0.05, 0.4), r("dla3d_wf_junction_scale", 0.2, 2.5), i("dla3d_wf_dc_color", -1, 2),
             r("dla3d_wf_glue_radius", 0.95, 2.5), r("dla3d_wf_force_x", -0.05, 0.05), r("dla3d_wf_force_y", -0.05, 0.05),
             r("dla3d_wf_force_z", -0.05, 0.05), i("dla3d_wf_display_nodes", -1, 2), i("dla3d_wf_display_junctions", -1, 2),
             r("dla3d_wf_single_thread", 1, 1)),
           1000, 20268523);
      ownRandomField = null;
      return true;
    case "grid3d_wf": // its spreads left at 0 (kept per cell from call to call: not drawn by flamebuild); size 0 now and then
      refs(want, Grid3DWFFunc::new, true, true, 2,
           L(r("grid3d_wf_size", -0.3, 0.8), r("grid3d_wf_spacing", -0.5, 1.5), r("grid3d_wf_alpha", -3.5, 3.5),
             r("grid3d_wf_beta", -3.5, 3.5), r("grid3d_wf_gamma", -3.5, 3.5), r("grid3d_wf_c1", -0.2, 1.2),
             r("grid3d_wf_c2", -0.2, 1.2), r("grid3d_wf_c3", -0.2, 1.2), r("grid3d_wf_c4", -0.2, 1.2),
             r("grid3d_wf_c5", -0.2, 1.2), r("grid3d_wf_c6", -0.2, 1.2)),
           1000, 20268511);
      return true;
    default:
      return false;
    }
  }

  /** var_jwf_dc13.h's variations (the "(xyzcrgb)" form), out of main() as jwildfire24's. False:
   *  not one of them. */
  static boolean jwfDc13(String want) {
    switch (want) {
    case "glsl_randomoctree": // Gradient 0: a true colour; the Seed is overwritten by time, set after it
    case "glsl_randomoctree_grey": { // Gradient 1: the sine of red's share, a palette coordinate
      // the "mouse" held to [0, 1]: below 0 now and then (both: no turn), above 1 now and then
      trueColor = true;
      final List<Range> l =
          L(i("glsl_randomoctree_Density_Pixels", 50, 3000000), i("glsl_randomoctree_Seed", 0, 20000),
            r("glsl_randomoctree_time", -10, 100), i("glsl_randomoctree_Steps", 1, 60),
            r("glsl_randomoctree_rotLR", "Rot. L-R", -0.5, 1.2), r("glsl_randomoctree_rotUD", "Rot. U-D", -0.5, 1.2),
            i("glsl_randomoctree_Grid", -1, 2), i("glsl_randomoctree_Borders", -1, 2),
            i("glsl_randomoctree_Black_Borders", -1, 2));
      if (want.endsWith("_grey")) l.add(r("glsl_randomoctree_Gradient", 1, 1));
      refs("glsl_randomoctree", GLSLRandomOctreeFunc::new, true, true, 1.5, l, 1000,
           want.endsWith("_grey") ? 20269381 : 20269380);
      trueColor = false;
      return true;
    }
    default:
      return false;
    }
  }

  /** var_jwf_crops3d.h's variations, JWildfire's crops by a 3D fractal's membership, out of
   *  main() as jwildfire24's. Post functions on the sum; the two that hide in the "(xyzch)" form,
   *  the others "(xyzc)"; post_bulbtorus_crop, of priority 0, a normal variation on the sum so far
   *  ("(xyzsc)"). Few iterations mostly, a point in a box about the fractal, so that both inside
   *  and outside come up. False: not one of them. */
  static boolean jwfCrops3d(String want) {
    switch (want) {
    case "post_mandelbulb3d_crop": // filled now and then (three draws)
      refs(want, PostMandelbulb3dCropFunc::new, true, true, true, 1.3,
           L(i("post_mandelbulb3d_crop_iterations", -1, 16), r("post_mandelbulb3d_crop_power", 1.5, 12),
             r("post_mandelbulb3d_crop_xz", -1.5, 1.5), r("post_mandelbulb3d_crop_bailout", 0.5, 4),
             i("post_mandelbulb3d_crop_filled", -1, 2)),
           1000, 20269041);
      return true;
    case "post_mandelbox3d_crop":
      refs(want, PostMandelbox3dCropFunc::new, true, true, true, 2,
           L(i("post_mandelbox3d_crop_iterations", -1, 16), r("post_mandelbox3d_crop_scale", -3, 3),
             r("post_mandelbox3d_crop_radius", -0.2, 1.2), r("post_mandelbox3d_crop_f", 0.5, 1.5),
             r("post_mandelbox3d_crop_bailout", 1, 25)),
           1000, 20269042);
      return true;
    case "post_aexion_crop": // Iters from 1 (0 and below held to 1)
      refs(want, PostAexion3dCropFunc::new, true, true, 1.2,
           L(i("post_aexion_crop_Iters", -1, 40), r("post_aexion_crop_cadd", -1.2, 0), r("post_aexion_crop_bailout", 1, 12),
             r("post_aexion_crop_scaleX", -2.5, 2.5), r("post_aexion_crop_scaleY", -2.5, 2.5),
             r("post_aexion_crop_ScaleZ", -2.5, 2.5), r("post_aexion_crop_color", -0.2, 1.2)),
           1000, 20269043);
      return true;
    case "post_benesi_crop":
      refs(want, PostBenesiCropFunc::new, true, true, 1.5,
           L(i("post_benesi_crop_iterations", -1, 30), r("post_benesi_crop_bailout", 1, 26),
             r("post_benesi_crop_scaleX", -1, 4), r("post_benesi_crop_scaleY", -1, 4), r("post_benesi_crop_ScaleZ", -1, 4),
             r("post_benesi_crop_color", -0.2, 1.2)),
           1000, 20269044);
      return true;
    case "post_bristorbrot_crop":
      refs(want, PostBristorbrotCropFunc::new, true, true, 1.5,
           L(i("post_bristorbrot_crop_iterations", -1, 30), r("post_bristorbrot_crop_bailout", 1, 26),
             r("post_bristorbrot_crop_scaleX", -1, 4), r("post_bristorbrot_crop_scaleY", -1, 4),
             r("post_bristorbrot_crop_ScaleZ", -1, 4), r("post_bristorbrot_crop_color", -0.2, 1.2)),
           1000, 20269045);
      return true;
    case "post_bulbtorus_crop": // priority 0: the sum so far is what it crops
      sumIn = true;
      refs(want, PostBulbTorusCropFunc::new, true, 2,
           L(i("post_bulbtorus_crop_iterations", -1, 16), r("post_bulbtorus_crop_power1", 1, 12),
             r("post_bulbtorus_crop_power2", 1, 12), r("post_bulbtorus_crop_bailout", 1, 26),
             r("post_bulbtorus_crop_scaleX", -1, 4), r("post_bulbtorus_crop_scaleY", -1, 4),
             r("post_bulbtorus_crop_ScaleZ", -1, 4), r("post_bulbtorus_crop_color", -0.5, 1.5)),
           1000, 20269046);
      sumIn = false;
      sumBefore = null;
      return true;
    case "post_coastalbrot_crop":
      refs(want, PostCoastalbrotCropFunc::new, true, true, 1.2,
           L(i("post_coastalbrot_crop_iterations", -1, 20), r("post_coastalbrot_crop_bailout", 1, 26),
             r("post_coastalbrot_crop_scaleX", -1, 4), r("post_coastalbrot_crop_scaleY", -1, 4),
             r("post_coastalbrot_crop_ScaleZ", -1, 4), r("post_coastalbrot_crop_color", -0.2, 1.2),
             r("post_coastalbrot_crop_alpha", -180, 180), r("post_coastalbrot_crop_beta", -180, 180),
             r("post_coastalbrot_crop_gamma", -180, 180)),
           1000, 20269047);
      return true;
    case "post_asurf_crop": // a zero axis now and then (NaN: every point at the origin)
      refs(want, PostAmazingSurfCropFunc::new, true, true, 1.5,
           L(i("post_asurf_crop_iterations", -1, 30), r("post_asurf_crop_bailout", 1, 26),
             r("post_asurf_crop_scaleX", -1, 4), r("post_asurf_crop_scaleY", -1, 4), r("post_asurf_crop_scaleZ", -1, 4),
             r("post_asurf_crop_color", -0.2, 1.2), i("post_asurf_crop_mode", -1, 2), r("post_asurf_crop_angle", -180, 180),
             i("post_asurf_crop_rot_x", -1, 5), r("post_asurf_crop_rot_y", -1, 5), r("post_asurf_crop_rot_z", -1, 5),
             r("post_asurf_crop_minR", -0.5, 3), r("post_asurf_crop_maxR", 0.5, 5)),
           1000, 20269048);
      return true;
    case "dc_ztransl_jwf": // JWildfire's pre_dcztransl (flamebuild's pre form of dc_ztransl), on the affine's
      // point and its colour; x0 and x1 within JWildfire's [0, 1], where they do not meet (at x0 = x1 JWildfire
      // divides by its 1e-300, flamebuild's dc_ztransl by Fractorium's 2.2e-16)
      preOut = true;
      refs("dc_ztransl", PreDCZTranslFunc::new, true, true, 2,
           L(r("dc_ztransl_x0", "x0", 0, 1), r("dc_ztransl_x1", "x1", 0, 1), r("dc_ztransl_factor", "factor", -2, 2),
             i("dc_ztransl_overwrite", "overwrite", -1, 2), i("dc_ztransl_clamp", "clamp", -1, 2)),
           1000, 20269049);
      preOut = false;
      return true;
    default:
      return false;
    }
  }

  /** truchet_ae walks an IFS of its own from call to call, whatever point it is given: the
   *  output of its FM_TAE_WALK-th call (kernels/var_jwildfire26.h), a fresh instance called that
   *  many times on a point of its own, every call's draw recorded. */
  static final int TAE_WALK = 64;

  static boolean jwildfire26(String want) {
    switch (want) {
    case "truchet_ae": // all six styles and five layouts, k's within ±1 (where the walk forgets its start), seeds
      refs(want, () -> new TruchetAEFunc() {
        @Override
        public void transform(FlameTransformationContext c, org.jwildfire.create.tina.base.XForm xf, XYZPoint a,
                              XYZPoint v, double amount) {
          for (int call = 1; call < TAE_WALK; call++) super.transform(c, xf, a, new XYZPoint(), amount);
          super.transform(c, xf, a, v, amount);
        }
      }, false, true, 2,
           L(i("truchet_ae_layout", -1, 5), i("truchet_ae_style", -1, 6), i("truchet_ae_seed", -1000, 100000),
             r("truchet_ae_step", 0.05, 1.5), r("truchet_ae_width", -0.2, 0.8), r("truchet_ae_angle", -1, 1),
             r("truchet_ae_K01A", -0.95, 0.95), r("truchet_ae_K02A", -1, 2), r("truchet_ae_K01B", -0.95, 0.95),
             r("truchet_ae_K02B", -1, 2), r("truchet_ae_K11A", -0.95, 0.95), r("truchet_ae_K12A", -1, 2),
             r("truchet_ae_K11B", -0.95, 0.95), r("truchet_ae_K12B", -1, 2), r("truchet_ae_K21A", -0.95, 0.95),
             r("truchet_ae_K22A", -1, 2), r("truchet_ae_K21B", -0.95, 0.95), r("truchet_ae_K22B", -1, 2),
             r("truchet_ae_K31A", -0.95, 0.95), r("truchet_ae_K32A", -1, 2), r("truchet_ae_K31B", -0.95, 0.95),
             r("truchet_ae_K32B", -1, 2)),
           1000, 20268601);
      return true;
    case "dc_dmodulus": // its colour walked 64 calls from a fresh instance (the test threads them through fm_point.walk); both sides of the angle's 45°, speeds where the walk shrinks and where it keeps its start
      refs(want, () -> new DCDModulusFunc() {
        @Override
        public void transform(FlameTransformationContext c, org.jwildfire.create.tina.base.XForm xf, XYZPoint a,
                              XYZPoint v, double amount) {
          for (int call = 1; call < TAE_WALK; call++) super.transform(c, xf, a, new XYZPoint(), amount);
          super.transform(c, xf, a, v, amount);
        }
      }, false, true, 4,
           L(r("dc_dmodulus_x", 0.2, 3), r("dc_dmodulus_y", 0.2, 3), r("dc_dmodulus_angle", -30, 120),
             r("dc_dmodulus_shiftx", -1, 1), r("dc_dmodulus_shifty", -1, 1), r("dc_dmodulus_color1", -1, 2),
             r("dc_dmodulus_speed1", -1, 1), r("dc_dmodulus_color2", -1, 2), r("dc_dmodulus_speed2", -1, 1),
             i("dc_dmodulus_square", -1, 2)),
           1000, 20268603);
      return true;
    case "dc_kaleidotile": // its colour walked as dc_dmodulus's is; both halves, both sides of y = 0
      refs(want, () -> new DCKaleidotileFunc() {
        @Override
        public void transform(FlameTransformationContext c, org.jwildfire.create.tina.base.XForm xf, XYZPoint a,
                              XYZPoint v, double amount) {
          for (int call = 1; call < TAE_WALK; call++) super.transform(c, xf, a, new XYZPoint(), amount);
          super.transform(c, xf, a, v, amount);
        }
      }, false, true, 3,
           L(r("dc_kaleidotile_pull", -3, 2), r("dc_kaleidotile_rotate", -2, 2), r("dc_kaleidotile_line_up", -1, 2),
             r("dc_kaleidotile_x", -1, 1), r("dc_kaleidotile_y", -1, 1), r("dc_kaleidotile_color1", -1, 2),
             r("dc_kaleidotile_speed1", -1, 1), r("dc_kaleidotile_color2", -1, 2), r("dc_kaleidotile_speed2", -1, 1)),
           1000, 20268604);
      return true;
    case "brownian_js": // its path walked to a random segment (walkOf), levels 1-15 (FTOI, clamped), seeds not 0 (JWildfire's clock's)
      walkOf = v -> 1 << Math.max(1, Math.min(15, org.jwildfire.base.Tools.FTOI(v[0])));
      refs(want, BrownianFunc::new, false, 2,
           L(i("brownian_js_level", 0, 16), r("brownian_js_variation", 0.01, 20), i("brownian_js_seed", 2, 1000000),
             r("brownian_js_line_thickness", -0.5, 5), r("brownian_js_show_lines", 0, 2), r("brownian_js_show_points", 0, 2),
             r("brownian_js_point_thickness", -1, 10)),
           1000, 20268602);
      walkOf = null;
      return true;
    default:
      return false;
    }
  }

  /** quaternion's seven parameters of function g: the power (drawn as an integer in [-1, 1] on
   *  three lines in four, so 0, off, on a quarter of them, as artists switch most off) and the
   *  multipliers, within ±1.5. */
  static void quaternionFn(List<Range> l, String g) {
    l.add(i("quaternion_" + g + "pow", -1, 1));
    for (String m : new String[] {"x1", "x2", "y1", "y2", "z1", "z2"}) l.add(r("quaternion_" + g + m, -1.5, 1.5));
  }

  /** JWildfire's direct-colour shaders (dc_* and glsl_*, the "(xyzcrgb)" form), out of main(),
   * whose byte code would pass the JVM's 64 KiB a method. False: not one of them. */
  static boolean directColour(String want) {
    switch (want) {
    case "dc_booleans": // a true colour (Gradient 0); the palette's nearest colour (1) needs a flame's palette
    case "dc_booleans_grey": { // Gradient 2: the colour's grey as the palette coordinate
      trueColor = true;
      final List<Range> l =
          L(i("dc_booleans_randomize", -5, 3000), i("dc_booleans_type", -1, 3), r("dc_booleans_zoom", -50, 2000),
            i("dc_booleans_ColorOnly", -1, 2), r("dc_booleans_scale_z", -2, 2), r("dc_booleans_offset_z", -1, 1),
            i("dc_booleans_reset_z", -1, 2));
      if (want.endsWith("_grey")) l.add(r("dc_booleans_Gradient", 2, 2));
      refs("dc_booleans", DC_BooleansFunc::new, true, true, 1.5, l, 1000, want.endsWith("_grey") ? 20261901 : 20261900);
      trueColor = false;
      break;
    }
    // The dc_ shaders of var_jwf_dc3.h: Gradient 0 (a true colour) in the first entry, 2 (the grey)
    // in the "_grey" one; their seeds, which the time replaces, left out (the dc_ forms' set the
    // time from the wall clock)
    case "dc_hexagons":
    case "dc_hexagons_grey": {
      trueColor = true;
      final List<Range> l = L(i("dc_hexagons_shape", -1, 2), r("dc_hexagons_time", -5, 20), r("dc_hexagons_zoom", -3, 20));
      l.addAll(dcFrame("dc_hexagons", want.endsWith("_grey")));
      refs("dc_hexagons", DC_HexagonsFunc::new, true, true, 1.5, l, 1000, want.endsWith("_grey") ? 20261883 : 20261882);
      trueColor = false;
      break;
    }
    case "dc_apollonian":
    case "dc_apollonian_grey": {
      trueColor = true;
      final List<Range> l = L(r("dc_apollonian_time", -50, 400));
      l.addAll(dcFrame("dc_apollonian", want.endsWith("_grey")));
      refs("dc_apollonian", DC_ApollonianFunc::new, true, true, 1.5, l, 1000, want.endsWith("_grey") ? 20261885 : 20261884);
      trueColor = false;
      break;
    }
    case "glsl_apollonian":
      trueColor = true;
      refs(want, GLSLApollonianFunc::new, true, true, 1.5,
           L(i("glsl_apollonian_Density_Pixels", 50, 3000000), r("glsl_apollonian_time", -50, 400),
             i("glsl_apollonian_Gradient", -1, 2)),
           1000, 20261886);
      trueColor = false;
      break;
    // acrilic: the point pushed along waves step after step, each push's size growing with the
    // waves' frequencies p1 and p3 and the steps: beyond the ranges artists use (steps to 16, p1 … p4
    // to 30; the defaults 10 and 12) a last-bit difference of Java's sine from C's grows into the colour
    case "glsl_acrilic":
      trueColor = true;
      refs(want, GLSLAcrilicFunc::new, true, true, 1.5,
           L(i("glsl_acrilic_Density_Pixels", 50, 3000000), r("glsl_acrilic_time", -50, 400), i("glsl_acrilic_Steps", 0, 16),
             r("glsl_acrilic_p1", 0, 30), r("glsl_acrilic_p2", 0, 30), r("glsl_acrilic_p3", 0, 30),
             r("glsl_acrilic_p4", 0, 30), r("glsl_acrilic_p5", 0, 110), r("glsl_acrilic_p6", 0, 110),
             r("glsl_acrilic_Red_Fac", -0.5, 5.5), r("glsl_acrilic_Green_Fac", -0.5, 5.5),
             r("glsl_acrilic_Blue_Fac", -0.5, 5.5), i("glsl_acrilic_Gradient", -1, 2)),
           1000, 20261887);
      trueColor = false;
      break;
    case "dc_acrilic":
    case "dc_acrilic_grey": {
      trueColor = true;
      final List<Range> l =
          L(r("dc_acrilic_time", -50, 400), r("dc_acrilic_zoom", -3, 5), i("dc_acrilic_steps", 0, 16),
            r("dc_acrilic_p1", 0, 30), r("dc_acrilic_p2", 0, 30), r("dc_acrilic_p3", 0, 30), r("dc_acrilic_p4", 0, 30),
            r("dc_acrilic_p5", 0, 110), r("dc_acrilic_p6", 0, 110), r("dc_acrilic_redf", -0.5, 5.5),
            r("dc_acrilic_greenf", -0.5, 5.5), r("dc_acrilic_bluef", -0.5, 5.5));
      l.addAll(dcFrame("dc_acrilic", want.endsWith("_grey")));
      refs("dc_acrilic", DC_AcrilicFunc::new, true, true, 1.5, l, 1000, want.endsWith("_grey") ? 20261889 : 20261888);
      trueColor = false;
      break;
    }
    case "glsl_circlesblue":
      trueColor = true;
      refs(want, GLSLCirclesBlueFunc::new, true, true, 1.5,
           L(i("glsl_circlesblue_Density_Pixels", 50, 3000000), r("glsl_circlesblue_time", -5, 1100),
             r("glsl_circlesblue_Radiusy", -0.1, 1.1), i("glsl_circlesblue_Bubles", -1, 110),
             i("glsl_circlesblue_Gradient", -1, 2)),
           1000, 20261890);
      trueColor = false;
      break;
    case "dc_circlesblue":
    case "dc_circlesblue_grey": {
      trueColor = true;
      final List<Range> l =
          L(r("dc_circlesblue_time", -5, 1100), r("dc_circlesblue_zoom", -0.5, 4), r("dc_circlesblue_radius", -0.1, 1.1),
            i("dc_circlesblue_bubles", -1, 110));
      l.addAll(dcFrame("dc_circlesblue", want.endsWith("_grey")));
      refs("dc_circlesblue", DC_CirclesBlueFunc::new, true, true, 1.5, l, 1000, want.endsWith("_grey") ? 20261892 : 20261891);
      trueColor = false;
      break;
    }
    case "glsl_kaleidoscopic": // a true colour (Gradient 0) of a pixel drawn at random; the Seed is overwritten by time, set after it
    case "glsl_kaleidoscopic_grey": { // Gradient 1: the sine of red's share, a palette coordinate
      trueColor = true;
      final List<Range> l =
          L(i("glsl_kaleidoscopic_Density_Pixels", 50, 2000), i("glsl_kaleidoscopic_Seed", 0, 20000),
            r("glsl_kaleidoscopic_time", -20, 200), i("glsl_kaleidoscopic_Sides", 1, 21), r("glsl_kaleidoscopic_zoom", -0.2, 1.2),
            r("glsl_kaleidoscopic_P1", -0.2, 1.2), i("glsl_kaleidoscopic_Radial", -1, 2));
      if (want.endsWith("_grey")) l.add(r("glsl_kaleidoscopic_Gradient", 1, 1));
      refs("glsl_kaleidoscopic", GLSLKaleidoscopicFunc::new, true, true, 1.5, l, 1000, want.endsWith("_grey") ? 20261911 : 20261910);
      trueColor = false;
      break;
    }
    case "dc_kaleidoscopic": // its own point in [-1, 1); the seed (the clock's time) is overwritten by time, set after it
    case "dc_kaleidoscopic_grey": {
      trueColor = true;
      final List<Range> l =
          L(i("dc_kaleidoscopic_seed", 0, 20000), r("dc_kaleidoscopic_time", -20, 200), i("dc_kaleidoscopic_sides", 1, 21),
            r("dc_kaleidoscopic_zoom", -0.2, 1.2), r("dc_kaleidoscopic_p1", -0.2, 1.2), i("dc_kaleidoscopic_radial", -1, 2),
            i("dc_kaleidoscopic_ColorOnly", -1, 2), r("dc_kaleidoscopic_scale_z", -2, 2), r("dc_kaleidoscopic_offset_z", -1, 1),
            i("dc_kaleidoscopic_reset_z", -1, 2));
      if (want.endsWith("_grey")) l.add(r("dc_kaleidoscopic_Gradient", 2, 2));
      refs("dc_kaleidoscopic", DC_KaleidoscopicFunc::new, true, true, 1.5, l, 1000, want.endsWith("_grey") ? 20261913 : 20261912);
      trueColor = false;
      break;
    }
    case "glsl_kaleidocomplex": // the Seed is overwritten by time, set after it
    case "glsl_kaleidocomplex_grey": {
      trueColor = true;
      final List<Range> l =
          L(i("glsl_kaleidocomplex_Density_Pixels", 50, 2000), i("glsl_kaleidocomplex_Seed", 0, 20000),
            r("glsl_kaleidocomplex_time", -10, 100), i("glsl_kaleidocomplex_iMax", 0, 52), r("glsl_kaleidocomplex_Color", -1, 5),
            r("glsl_kaleidocomplex_Red_Fac", -0.5, 5.5), r("glsl_kaleidocomplex_Green_Fac", -0.5, 5.5),
            r("glsl_kaleidocomplex_Blue_Fac", -0.5, 5.5));
      if (want.endsWith("_grey")) l.add(r("glsl_kaleidocomplex_Gradient", 1, 1));
      refs("glsl_kaleidocomplex", GLSLKaleidoComplexFunc::new, true, true, 1.5, l, 1000, want.endsWith("_grey") ? 20261915 : 20261914);
      trueColor = false;
      break;
    }
    case "dc_kaleidocomplex": // the frame's point; the seed (the clock's time) is overwritten by time, set after it
    case "dc_kaleidocomplex_grey": {
      trueColor = true;
      final List<Range> l =
          L(i("dc_kaleidocomplex_seed", 0, 2000000), r("dc_kaleidocomplex_time", -10, 100), i("dc_kaleidocomplex_iMax", 0, 52),
            r("dc_kaleidocomplex_color", -1, 5), r("dc_kaleidocomplex_redF", -0.5, 5.5), r("dc_kaleidocomplex_greenF", -0.5, 5.5),
            r("dc_kaleidocomplex_blueF", -0.5, 5.5), i("dc_kaleidocomplex_ColorOnly", -1, 2), r("dc_kaleidocomplex_scale_z", -2, 2),
            r("dc_kaleidocomplex_offset_z", -1, 1), i("dc_kaleidocomplex_reset_z", -1, 2));
      if (want.endsWith("_grey")) l.add(r("dc_kaleidocomplex_Gradient", 2, 2));
      refs("dc_kaleidocomplex", DC_KaleidoComplexFunc::new, true, true, 1.5, l, 1000, want.endsWith("_grey") ? 20261917 : 20261916);
      trueColor = false;
      break;
    }
    case "glsl_hyperbolictile":
    case "glsl_hyperbolictile_grey": {
      trueColor = true;
      final List<Range> l = L(i("glsl_hyperbolictile_Density_Pixels", 50, 2000));
      if (want.endsWith("_grey")) l.add(r("glsl_hyperbolictile_Gradient", 1, 1));
      refs("glsl_hyperbolictile", GLSLHyperbolicFunc::new, true, true, 1.5, l, 1000, want.endsWith("_grey") ? 20261919 : 20261918);
      trueColor = false;
      break;
    }
    case "dc_hyperbolictile": // its own point in [-1, 1)
    case "dc_hyperbolictile_grey": {
      trueColor = true;
      final List<Range> l =
          L(r("dc_hyperbolictile_zoom", -0.5, 3), i("dc_hyperbolictile_ColorOnly", -1, 2), r("dc_hyperbolictile_scale_z", -2, 2),
            r("dc_hyperbolictile_offset_z", -1, 1), i("dc_hyperbolictile_reset_z", -1, 2));
      if (want.endsWith("_grey")) l.add(r("dc_hyperbolictile_Gradient", 2, 2));
      refs("dc_hyperbolictile", DC_HyperbolicFunc::new, true, true, 1.5, l, 1000, want.endsWith("_grey") ? 20261921 : 20261920);
      trueColor = false;
      break;
    }
    case "dc_worley": // a true colour (Gradient 0); "_grey": Gradient 2, the grey as the palette coordinate
    case "dc_worley_grey": {
      trueColor = true;
      final List<Range> l =
          L(r("dc_worley_zoom", 0.05, 55), r("dc_worley_pattern", 0.05, 110), r("dc_worley_distort", -0.2, 1.2),
            i("dc_worley_ColorOnly", -1, 2), r("dc_worley_scale_z", -2, 2), r("dc_worley_offset_z", -1, 1),
            i("dc_worley_reset_z", -1, 2));
      if (want.endsWith("_grey")) l.add(r("dc_worley_Gradient", 2, 2));
      refs("dc_worley", DC_WorleyFunc::new, true, true, 1.5, l, 1000, want.endsWith("_grey") ? 20261911 : 20261910);
      trueColor = false;
      break;
    }
    case "dc_vortex": // a true colour (Gradient 0); "_grey": Gradient 2, the grey as the palette coordinate
    case "dc_vortex_grey": {
      trueColor = true;
      final List<Range> l =
          L(r("dc_vortex_time", 0, 100), i("dc_vortex_flowStrength", -1, 17), r("dc_vortex_Blending", 0.5, 6),
            r("dc_vortex_zoom", -3, 3),
            i("dc_vortex_ColorOnly", -1, 2), r("dc_vortex_scale_z", -2, 2), r("dc_vortex_offset_z", -1, 1),
            i("dc_vortex_reset_z", -1, 2));
      if (want.endsWith("_grey")) l.add(r("dc_vortex_Gradient", 2, 2));
      refs("dc_vortex", DC_VortexFunc::new, true, true, 1.5, l, 1000, want.endsWith("_grey") ? 20261913 : 20261912);
      trueColor = false;
      break;
    }
    case "dc_menger": // a true colour (Gradient 0); "_grey": Gradient 2, the grey as the palette coordinate
    case "dc_menger_grey": {
      trueColor = true;
      final List<Range> l =
          L(r("dc_menger_zoom", -3, 3), i("dc_menger_level", 0, 6),
            i("dc_menger_ColorOnly", -1, 2), r("dc_menger_scale_z", -2, 2), r("dc_menger_offset_z", -1, 1),
            i("dc_menger_reset_z", -1, 2));
      if (want.endsWith("_grey")) l.add(r("dc_menger_Gradient", 2, 2));
      refs("dc_menger", DC_MengerFunc::new, true, true, 1.5, l, 1000, want.endsWith("_grey") ? 20261915 : 20261914);
      trueColor = false;
      break;
    }
    case "dc_mandbrot": // a true colour (Gradient 0); "_grey": Gradient 2, the grey as the palette coordinate
    case "dc_mandbrot_grey": {
      trueColor = true;
      final List<Range> l =
          L(i("dc_mandbrot_nIters", 0, 400), i("dc_mandbrot_N", 0, 12), r("dc_mandbrot_Complexity", -0.2, 1.2),
            r("dc_mandbrot_time", 0, 200), r("dc_mandbrot_zoom", -6, 6), r("dc_mandbrot_red", -0.05, 0.1),
            r("dc_mandbrot_green", -0.05, 0.1), r("dc_mandbrot_blue", -0.05, 0.1),
            i("dc_mandbrot_ColorOnly", -1, 2), r("dc_mandbrot_scale_z", -2, 2), r("dc_mandbrot_offset_z", -1, 1),
            i("dc_mandbrot_reset_z", -1, 2));
      if (want.endsWith("_grey")) l.add(r("dc_mandbrot_Gradient", 2, 2));
      refs("dc_mandbrot", DC_MandBrotFunc::new, true, true, 1.5, l, 1000, want.endsWith("_grey") ? 20261917 : 20261916);
      trueColor = false;
      break;
    }
    case "dc_fractcolor": // a true colour (Gradient 0); "_grey": Gradient 2, the grey as the palette coordinate
    case "dc_fractcolor_grey": {
      trueColor = true;
      final List<Range> l =
          L(r("dc_fractcolor_time", 0, 100), r("dc_fractcolor_xpar", -0.2, 1.2), r("dc_fractcolor_ypar", -0.2, 1.2),
            i("dc_fractcolor_iters", -2, 120), r("dc_fractcolor_zoom", -3, 3),
            i("dc_fractcolor_ColorOnly", -1, 2), r("dc_fractcolor_scale_z", -2, 2), r("dc_fractcolor_offset_z", -1, 1),
            i("dc_fractcolor_reset_z", -1, 2));
      if (want.endsWith("_grey")) l.add(r("dc_fractcolor_Gradient", 2, 2));
      refs("dc_fractcolor", DC_FractColorFunc::new, true, true, 1.5, l, 1000, want.endsWith("_grey") ? 20261919 : 20261918);
      trueColor = false;
      break;
    }
    case "dc_voronoise": // a true colour (Gradient 0); "_grey": Gradient 2, the grey as the palette coordinate
    case "dc_voronoise_grey": {
      trueColor = true;
      final List<Range> l =
          L(r("dc_voronoise_zoom", -20, 20), r("dc_voronoise_deltaX", -0.2, 1.2), r("dc_voronoise_deltaY", -0.2, 1.2),
            i("dc_voronoise_ColorOnly", -1, 2), r("dc_voronoise_scale_z", -2, 2), r("dc_voronoise_offset_z", -1, 1),
            i("dc_voronoise_reset_z", -1, 2));
      if (want.endsWith("_grey")) l.add(r("dc_voronoise_Gradient", 2, 2));
      refs("dc_voronoise", DC_VoronoiseFunc::new, true, true, 1.5, l, 1000, want.endsWith("_grey") ? 20261921 : 20261920);
      trueColor = false;
      break;
    }
    case "dc_turbulence": // a true colour (Gradient 0); "_grey": Gradient 2, the grey as the palette coordinate
    case "dc_turbulence_grey": {
      trueColor = true;
      final List<Range> l =
          L(r("dc_turbulence_time", -5, 1100), r("dc_turbulence_zoom", -12, 12), i("dc_turbulence_level", -1, 7),
            i("dc_turbulence_ColorOnly", -1, 2), r("dc_turbulence_scale_z", -2, 2), r("dc_turbulence_offset_z", -1, 1),
            i("dc_turbulence_reset_z", -1, 2));
      if (want.endsWith("_grey")) l.add(r("dc_turbulence_Gradient", 2, 2));
      refs("dc_turbulence", DC_TurbulenceFunc::new, true, true, 1.5, l, 1000, want.endsWith("_grey") ? 20261923 : 20261922);
      trueColor = false;
      break;
    }
    case "dc_warping": // a true colour (Gradient 0); "_grey": Gradient 2, the grey as the palette coordinate
    case "dc_warping_grey": {
      trueColor = true;
      final List<Range> l =
          L(r("dc_warping_zoom", -4, 4), r("dc_warping_x0", -1, 1),
            i("dc_warping_ColorOnly", -1, 2), r("dc_warping_scale_z", -2, 2), r("dc_warping_offset_z", -1, 1),
            i("dc_warping_reset_z", -1, 2));
      if (want.endsWith("_grey")) l.add(r("dc_warping_Gradient", 2, 2));
      refs("dc_warping", DC_WarpingFunc::new, true, true, 1.5, l, 1000, want.endsWith("_grey") ? 20261925 : 20261924);
      trueColor = false;
      break;
    }
    case "glsl_squares": // Gradient 0: a true colour; 1: red's share as the palette coordinate
      trueColor = true;
      refs(want, GLSLSquaresFunc::new, true, true, 1.5,
           L(i("glsl_squares_Density_Pixels", 50, 3000000), i("glsl_squares_Seed", 0, 10000),
             r("glsl_squares_time", -20, 1100), i("glsl_squares_N", 0, 21), i("glsl_squares_Direction", -1, 2),
             r("glsl_squares_Red_Fac", -0.5, 5.5), r("glsl_squares_Green_Fac", -0.5, 5.5),
             r("glsl_squares_Blue_Fac", -0.5, 5.5), i("glsl_squares_Gradient", -1, 2)),
           1000, 20261896);
      trueColor = false;
      break;
    case "dc_squares": // as dc_booleans: a true colour, and (_grey) its grey as the palette coordinate
    case "dc_squares_grey": {
      trueColor = true;
      final List<Range> l =
          L(i("dc_squares_seed", 0, 10000), r("dc_squares_time", -20, 1100), i("dc_squares_N", 0, 21),
            i("dc_squares_direction", -1, 2), r("dc_squares_redF", -0.5, 5.5), r("dc_squares_greenF", -0.5, 5.5),
            r("dc_squares_blueF", -0.5, 5.5), i("dc_squares_ColorOnly", -1, 2), r("dc_squares_scale_z", -2, 2),
            r("dc_squares_offset_z", -1, 1), i("dc_squares_reset_z", -1, 2));
      if (want.endsWith("_grey")) l.add(r("dc_squares_Gradient", 2, 2));
      refs("dc_squares", DC_SquaresFunc::new, true, true, 1.5, l, 1000, want.endsWith("_grey") ? 20261898 : 20261897);
      trueColor = false;
      break;
    }
    case "glsl_starsfield": // Gradient 0: a true colour (a grey); 1: red's share as the palette coordinate
      trueColor = true;
      refs(want, GLSLStarsFieldFunc::new, true, true, 1.5,
           L(i("glsl_starsfield_Density_Pixels", 50, 3000000), i("glsl_starsfield_Seed", 0, 10000),
             r("glsl_starsfield_time", -50, 50), r("glsl_starsfield_Z_distance", 0, 160), r("glsl_starsfield_Glow", -0.5, 2.5),
             i("glsl_starsfield_Gradient", -1, 2)),
           1000, 20261898);
      trueColor = false;
      break;
    case "dc_starsfield":
    case "dc_starsfield_grey": {
      trueColor = true;
      final List<Range> l =
          L(i("dc_starsfield_seed", 0, 10000), r("dc_starsfield_time", -50, 50), r("dc_starsfield_zdistance", 0, 160),
            r("dc_starsfield_glow", -0.5, 1.5), i("dc_starsfield_ColorOnly", -1, 2), r("dc_starsfield_scale_z", -2, 2),
            r("dc_starsfield_offset_z", -1, 1), i("dc_starsfield_reset_z", -1, 2));
      if (want.endsWith("_grey")) l.add(r("dc_starsfield_Gradient", 2, 2));
      refs("dc_starsfield", DC_StarsFieldFunc::new, true, true, 1.5, l, 1000, want.endsWith("_grey") ? 20261900 : 20261899);
      trueColor = false;
      break;
    }
    case "glsl_mandelbox2D": // Gradient 0: a true colour; 1: red times green as the palette coordinate
      trueColor = true;
      refs(want, GLSLMandelBox2DFunc::new, true, true, 1.5,
           L(i("glsl_mandelbox2D_Density_Pixels", 50, 3000000), i("glsl_mandelbox2D_seed", 0, 10000),
             r("glsl_mandelbox2D_time", -100, 100), i("glsl_mandelbox2D_Gradient", -1, 2)),
           1000, 20261901);
      trueColor = false;
      break;
    case "dc_mandelbox2D":
    case "dc_mandelbox2D_grey": {
      trueColor = true;
      final List<Range> l =
          L(r("dc_mandelbox2D_zoom", -1, 55), i("dc_mandelbox2D_seed", 0, 10000), r("dc_mandelbox2D_time", -100, 100),
            i("dc_mandelbox2D_ColorOnly", -1, 2), r("dc_mandelbox2D_scale_z", -2, 2), r("dc_mandelbox2D_offset_z", -1, 1),
            i("dc_mandelbox2D_reset_z", -1, 2));
      if (want.endsWith("_grey")) l.add(r("dc_mandelbox2D_Gradient", 2, 2));
      refs("dc_mandelbox2D", DC_MandelBox2DFunc::new, true, true, 1.5, l, 1000, want.endsWith("_grey") ? 20261903 : 20261902);
      trueColor = false;
      break;
    }
    case "glsl_mandala": // Gradient 0: a true colour; 1: red times green as the palette coordinate
      trueColor = true;
      refs(want, GLSLMandalaFunc::new, true, true, 1.5,
           L(i("glsl_mandala_Density_Pixels", 50, 3000000), r("glsl_mandala_mX", -0.1, 0.1), r("glsl_mandala_mY", -0.05, 0.05),
             r("glsl_mandala_scale", -1, 5), r("glsl_mandala_sides", 1, 24), r("glsl_mandala_multiply", -1, 4),
             r("glsl_mandala_loops", -2, 80), i("glsl_mandala_iR", -1, 2), i("glsl_mandala_iG", -1, 2),
             i("glsl_mandala_iB", -1, 2), i("glsl_mandala_Gradient", -1, 2)),
           1000, 20261904);
      trueColor = false;
      break;
    case "dc_mandala":
    case "dc_mandala_grey": {
      trueColor = true;
      final List<Range> l =
          L(r("dc_mandala_mX", -0.1, 0.1), r("dc_mandala_mY", -0.05, 0.05), r("dc_mandala_scale", -1, 5),
            r("dc_mandala_sides", 1, 24), r("dc_mandala_multiply", -1, 4), r("dc_mandala_loops", -2, 80),
            i("dc_mandala_iR", -1, 2), i("dc_mandala_iG", -1, 2), i("dc_mandala_iB", -1, 2),
            i("dc_mandala_ColorOnly", -1, 2), r("dc_mandala_scale_z", -2, 2), r("dc_mandala_offset_z", -1, 1),
            i("dc_mandala_reset_z", -1, 2));
      if (want.endsWith("_grey")) l.add(r("dc_mandala_Gradient", 2, 2));
      refs("dc_mandala", DC_MandalaFunc::new, true, true, 1.5, l, 1000, want.endsWith("_grey") ? 20261906 : 20261905);
      trueColor = false;
      break;
    }
    case "glsl_kaliset": // Gradient 0: a true colour; 1: the sine of red's share; the Seed is overwritten by time, set after it
      trueColor = true;
      refs(want, GLSLKaliSetFunc::new, true, true, 1.5,
           L(i("glsl_kaliset_Density_Pixels", 50, 3000000), i("glsl_kaliset_Seed", 0, 20000), r("glsl_kaliset_time", -5, 1100),
             i("glsl_kaliset_N", 0, 110), r("glsl_kaliset_ShiftX", -5.5, 5.5), r("glsl_kaliset_ShiftY", -5.5, 5.5),
             i("glsl_kaliset_Gradient", -1, 2)),
           1000, 20269160);
      trueColor = false;
      break;
    case "dc_kaliset": // its own point in [-1, 1); the seed (the clock's time) is overwritten by time, set after it
    case "dc_kaliset_grey": {
      trueColor = true;
      final List<Range> l =
          L(i("dc_kaliset_Seed", 0, 20000), r("dc_kaliset_time", -5, 1100), r("dc_kaliset_zoom", -0.1, 4),
            i("dc_kaliset_N", 0, 110), r("dc_kaliset_shiftX", -5.5, 5.5), r("dc_kaliset_shiftY", -5.5, 5.5));
      l.addAll(dcFrame("dc_kaliset", want.endsWith("_grey")));
      refs("dc_kaliset", DC_KaliSetFunc::new, true, true, 1.5, l, 1000, want.endsWith("_grey") ? 20269172 : 20269171);
      trueColor = false;
      break;
    }
    case "glsl_kaliset2": // Gradient 0: a true colour; 1: the sine of red's share; the Seed is overwritten by time
      trueColor = true;
      refs(want, GLSLKaliSet2Func::new, true, true, 1.5,
           L(i("glsl_kaliset2_Density_Pixels", 50, 3000000), i("glsl_kaliset2_Seed", 0, 20000),
             r("glsl_kaliset2_time", -5, 1100), i("glsl_kaliset2_N", 0, 110), r("glsl_kaliset2_radio", 0, 11),
             r("glsl_kaliset2_ShiftX", -1.2, 1.2), r("glsl_kaliset2_ShiftY", -1.2, 1.2), r("glsl_kaliset2_Red_Fac", -0.5, 5.5),
             r("glsl_kaliset2_Green_Fac", -0.5, 5.5), r("glsl_kaliset2_Blue_Fac", -0.5, 5.5), i("glsl_kaliset2_Gradient", -1, 2)),
           1000, 20269180);
      trueColor = false;
      break;
    case "dc_kaliset2": // its own point in [-1, 1); the seed is overwritten by time, set after it
    case "dc_kaliset2_grey": {
      trueColor = true;
      final List<Range> l =
          L(i("dc_kaliset2_seed", 0, 20000), r("dc_kaliset2_time", -5, 1100), r("dc_kaliset2_zoom", 0, 40),
            i("dc_kaliset2_N", 0, 110), r("dc_kaliset2_radio", 0, 11), r("dc_kaliset2_shiftX", -1.2, 1.2),
            r("dc_kaliset2_shiftY", -1.2, 1.2), r("dc_kaliset2_redF", -0.5, 5.5), r("dc_kaliset2_greenF", -0.5, 5.5),
            r("dc_kaliset2_blueF", -0.5, 5.5));
      l.addAll(dcFrame("dc_kaliset2", want.endsWith("_grey")));
      refs("dc_kaliset2", DC_KaliSet2Func::new, true, true, 1.5, l, 1000, want.endsWith("_grey") ? 20269192 : 20269191);
      trueColor = false;
      break;
    }
    case "glsl_hoshi": // Gradient 0: a true colour; 1: red times green; the Seed is overwritten by time, set after it
      trueColor = true;
      refs(want, GLSLHoshiFunc::new, true, true, 1.5,
           L(i("glsl_hoshi_Density_Pixels", 50, 3000000), i("glsl_hoshi_Seed", -10, 11000), r("glsl_hoshi_time", -20, 10000),
             i("glsl_hoshi_Steps", 0, 62), r("glsl_hoshi_Scale", 0.5, 5.5), r("glsl_hoshi_Translate", -0.5, 5.5),
             i("glsl_hoshi_Gradient", -1, 2)),
           1000, 20269200);
      trueColor = false;
      break;
    case "dc_hoshi": // its own point in [-1, 1); the seed is overwritten by time, set after it
    case "dc_hoshi_grey": {
      trueColor = true;
      final List<Range> l =
          L(i("dc_hoshi_seed", 0, 200000), r("dc_hoshi_time", -20, 10000), i("dc_hoshi_steps", 0, 62),
            r("dc_hoshi_scale", 0.5, 5.5), r("dc_hoshi_translate", -0.5, 5.5));
      l.addAll(dcFrame("dc_hoshi", want.endsWith("_grey")));
      refs("dc_hoshi", DC_HoshiFunc::new, true, true, 1.5, l, 1000, want.endsWith("_grey") ? 20269212 : 20269211);
      trueColor = false;
      break;
    }
    case "glsl_grid3D": // always a true colour (no Gradient); the Seed is overwritten by time, set after it
      trueColor = true;
      refs(want, GLSLGrid3DFunc::new, true, true, 1.5,
           L(i("glsl_grid3D_Density_Pixels", 50, 3000000), i("glsl_grid3D_Seed", 0, 20000), r("glsl_grid3D_time", -5, 1100)),
           1000, 20269220);
      trueColor = false;
      break;
    case "dc_grid3D": // its own point in [-1, 1); the Seed is overwritten by time, set after it
    case "dc_grid3D_grey": {
      trueColor = true;
      final List<Range> l = L(r("dc_grid3D_zoom", -0.1, 4), i("dc_grid3D_Seed", 0, 20000), r("dc_grid3D_time", -5, 1100));
      l.addAll(dcFrame("dc_grid3D", want.endsWith("_grey")));
      refs("dc_grid3D", DC_Grid3DFunc::new, true, true, 1.5, l, 1000, want.endsWith("_grey") ? 20269232 : 20269231);
      trueColor = false;
      break;
    }
    case "dc_sunflower": // the frame's point; N read as (int), unheld
    case "dc_sunflower_grey": {
      trueColor = true;
      final List<Range> l = L(r("dc_sunflower_zoom", -1, 55), r("dc_sunflower_step", -1.2, 1.2), i("dc_sunflower_N", -3, 80),
                              i("dc_sunflower_Polar", -1, 2), i("dc_sunflower_Dots", -1, 2), i("dc_sunflower_GridX", -1, 2),
                              i("dc_sunflower_GridY", -1, 2));
      l.addAll(dcFrame("dc_sunflower", want.endsWith("_grey")));
      refs("dc_sunflower", DC_SunFlowerFunc::new, true, true, 1.5, l, 1000, want.endsWith("_grey") ? 20269441 : 20269440);
      trueColor = false;
      break;
    }
    case "dc_spacefold": // the seed (the clock's time) overwritten by time, set after it
    case "dc_spacefold_grey": {
      trueColor = true;
      final List<Range> l = L(i("dc_spacefold_randomize", -5, 12000), r("dc_spacefold_time", -20, 200), r("dc_spacefold_zoom", -3, 8));
      l.addAll(dcFrame("dc_spacefold", want.endsWith("_grey")));
      refs("dc_spacefold", DC_SpacefoldFunc::new, true, true, 1.5, l, 1000, want.endsWith("_grey") ? 20269443 : 20269442);
      trueColor = false;
      break;
    }
    case "dc_rotations": // as dc_spacefold
    case "dc_rotations_grey": {
      trueColor = true;
      final List<Range> l = L(i("dc_rotations_levels", -1, 55), i("dc_rotations_seed", 0, 20000), r("dc_rotations_time", -20, 200),
                              r("dc_rotations_zoom", -2, 12));
      l.addAll(dcFrame("dc_rotations", want.endsWith("_grey")));
      refs("dc_rotations", DC_RotationsFunc::new, true, true, 1.5, l, 1000, want.endsWith("_grey") ? 20269445 : 20269444);
      trueColor = false;
      break;
    }
    case "dc_quadtree": // as dc_spacefold
    case "dc_quadtree_grey": {
      trueColor = true;
      final List<Range> l = L(r("dc_quadtree_zoom", -1, 55), i("dc_quadtree_seed", 0, 20000), r("dc_quadtree_time", -20, 200),
                              r("dc_quadtree_width", 50, 1100), i("dc_quadtree_levels", -1, 55));
      l.addAll(dcFrame("dc_quadtree", want.endsWith("_grey")));
      refs("dc_quadtree", DC_QuadtreeFunc::new, true, true, 1.5, l, 1000, want.endsWith("_grey") ? 20269447 : 20269446);
      trueColor = false;
      break;
    }
    case "dc_portal": // its own transform sets the sum; as dc_spacefold
    case "dc_portal_grey": {
      trueColor = true;
      final List<Range> l = L(i("dc_portal_seed", 0, 20000), r("dc_portal_time", -20, 200), r("dc_portal_waves", -2, 20),
                              r("dc_portal_zoom", -5, 40));
      l.addAll(dcFrame("dc_portal", want.endsWith("_grey")));
      refs("dc_portal", DC_PortalFunc::new, true, true, 1.5, l, 1000, want.endsWith("_grey") ? 20269449 : 20269448);
      trueColor = false;
      break;
    }
    case "dc_poincaredisc": // the class's init() derives the triangle from N and P
    case "dc_poincaredisc_grey": {
      trueColor = true;
      final List<Range> l = L(r("dc_poincaredisc_zoom", -1, 5), i("dc_poincaredisc_MaxIter", -1, 22), i("dc_poincaredisc_N", 1, 22),
                              i("dc_poincaredisc_P", 1, 22), i("dc_poincaredisc_checkers0", -1, 2), i("dc_poincaredisc_checkers1", -1, 2),
                              i("dc_poincaredisc_checkers2", -1, 2));
      l.addAll(dcFrame("dc_poincaredisc", want.endsWith("_grey")));
      refs("dc_poincaredisc", DC_PoincareDiscFunc::new, true, true, 1.5, l, 1000, want.endsWith("_grey") ? 20269451 : 20269450);
      trueColor = false;
      break;
    }
    case "dc_pentatiles": // the frame's point
    case "dc_pentatiles_grey": {
      trueColor = true;
      final List<Range> l = L(r("dc_pentatiles_zoom", -1, 110), i("dc_pentatiles_border", -1, 2), r("dc_pentatiles_width", 0, 0.3));
      l.addAll(dcFrame("dc_pentatiles", want.endsWith("_grey")));
      refs("dc_pentatiles", DC_PentaTilesFunc::new, true, true, 1.5, l, 1000, want.endsWith("_grey") ? 20269453 : 20269452);
      trueColor = false;
      break;
    }
    case "dc_moebiuslog": // as dc_spacefold (time unused)
    case "dc_moebiuslog_grey": {
      trueColor = true;
      final List<Range> l = L(r("dc_moebiuslog_zoom", -1, 55), i("dc_moebiuslog_seed", 0, 20000), r("dc_moebiuslog_time", -20, 200),
                              i("dc_moebiuslog_Log", -1, 2), i("dc_moebiuslog_Moebius", -1, 2), r("dc_moebiuslog_scale", 0, 11),
                              r("dc_moebiuslog_angle", 0, 11));
      l.addAll(dcFrame("dc_moebiuslog", want.endsWith("_grey")));
      refs("dc_moebiuslog", DC_MoebiusLogFunc::new, true, true, 1.5, l, 1000, want.endsWith("_grey") ? 20269455 : 20269454);
      trueColor = false;
      break;
    }
    case "dc_layers": // a true colour (Gradient 0); "_grey": Gradient 2, the grey as the palette coordinate
    case "dc_layers_grey": {
      trueColor = true;
      final List<Range> l = L(i("dc_layers_N", 0, 12), r("dc_layers_Amplitude", -0.5, 11), r("dc_layers_time", 0, 100), r("dc_layers_zoom", -10, 20));
      l.addAll(dcFrame("dc_layers", want.endsWith("_grey")));
      refs("dc_layers", DC_LayersFunc::new, true, true, 1.5, l, 1000, want.endsWith("_grey") ? 20269581 : 20269580);
      trueColor = false;
      break;
    }
    case "dc_inversion": // a true colour (Gradient 0); "_grey": Gradient 2, the grey as the palette coordinate
    case "dc_inversion_grey": {
      trueColor = true;
      final List<Range> l = L(r("dc_inversion_time", -50, 200), i("dc_inversion_iterations", -2, 110), r("dc_inversion_scaleX", 1, 3.2), r("dc_inversion_scaleY", 1, 3.2));
      l.addAll(dcFrame("dc_inversion", want.endsWith("_grey")));
      refs("dc_inversion", DC_InversionFunc::new, true, true, 1.5, l, 1000, want.endsWith("_grey") ? 20269583 : 20269582);
      trueColor = false;
      break;
    }
    case "dc_glypho": // a true colour (Gradient 0); "_grey": Gradient 2, the grey as the palette coordinate
    case "dc_glypho_grey": {
      trueColor = true;
      final List<Range> l = L(r("dc_glypho_zoom", 0, 55), r("dc_glypho_time", -10, 50), r("dc_glypho_f1", 0, 0.5), r("dc_glypho_f2", 0, 1), r("dc_glypho_f3", 0, 4));
      l.addAll(dcFrame("dc_glypho", want.endsWith("_grey")));
      refs("dc_glypho", DC_GlyphoFunc::new, true, true, 1.5, l, 1000, want.endsWith("_grey") ? 20269585 : 20269584);
      trueColor = false;
      break;
    }
    case "dc_gabornoise": // a true colour (Gradient 0); "_grey": Gradient 2, the grey as the palette coordinate
    case "dc_gabornoise_grey": {
      trueColor = true;
      final List<Range> l = L(r("dc_gabornoise_time", -20, 100), r("dc_gabornoise_zoom", 0, 110));
      l.addAll(dcFrame("dc_gabornoise", want.endsWith("_grey")));
      refs("dc_gabornoise", DC_GaborNoiseFunc::new, true, true, 1.5, l, 1000, want.endsWith("_grey") ? 20269587 : 20269586);
      trueColor = false;
      break;
    }
    case "dc_ducks": // a true colour (Gradient 0); "_grey": Gradient 2, the grey as the palette coordinate
    case "dc_ducks_grey": {
      trueColor = true;
      final List<Range> l = L(r("dc_ducks_time", -20, 200), r("dc_ducks_zoom", -3, 5));
      l.addAll(dcFrame("dc_ducks", want.endsWith("_grey")));
      refs("dc_ducks", DC_DucksFunc::new, true, true, 1.5, l, 1000, want.endsWith("_grey") ? 20269589 : 20269588);
      trueColor = false;
      break;
    }
    case "dc_cairotiles": // a true colour (Gradient 0); "_grey": Gradient 2, the grey as the palette coordinate
    case "dc_cairotiles_grey": {
      trueColor = true;
      final List<Range> l = L(r("dc_cairotiles_zoom", 0, 55), r("dc_cairotiles_time", -10, 30));
      l.addAll(dcFrame("dc_cairotiles", want.endsWith("_grey")));
      refs("dc_cairotiles", DC_CairoTilesFunc::new, true, true, 1.5, l, 1000, want.endsWith("_grey") ? 20269591 : 20269590);
      trueColor = false;
      break;
    }
    case "dc_gmandelbroot": // a true colour (Gradient 0); "_grey": Gradient 2; black points hidden (xyzchrgb)
    case "dc_gmandelbroot_grey": {
      trueColor = true;
      final List<Range> l =
          L(i("dc_gmandelbroot_colormode", -1, 6), i("dc_gmandelbroot_iters", 0, 60), r("dc_gmandelbroot_exp_re", -3, 4),
            r("dc_gmandelbroot_exp_im", -0.5, 0.5), r("dc_gmandelbroot_n", -1, 1), r("dc_gmandelbroot_m", -0.5, 1),
            i("dc_gmandelbroot_burnigship", -1, 2), i("dc_gmandelbroot_conjugate", -1, 2), i("dc_gmandelbroot_julia", -1, 2),
            r("dc_gmandelbroot_jre", -1, 1), r("dc_gmandelbroot_jim", -1, 1), r("dc_gmandelbroot_panX", -2.5, 2.5),
            r("dc_gmandelbroot_panY", -2.5, 2.5), r("dc_gmandelbroot_zoom", -1, 6));
      l.addAll(dcFrame("dc_gmandelbroot", want.endsWith("_grey")));
      refs("dc_gmandelbroot", DC_GenericMandelbrootFunc::new, true, true, true, 1.5, l, 1000,
           want.endsWith("_grey") ? 20268891 : 20268890);
      trueColor = false;
      break;
    }
    case "dc_triantess": // a true colour (Gradient 0, the default colours: the resources are not set); "_grey": Gradient 2
    case "dc_triantess_grey": {
      trueColor = true;
      final List<Range> l =
          L(r("dc_triantess_zoom", 0.1, 3), r("dc_triantess_CenterX", -1, 1), r("dc_triantess_CenterY", -1, 1),
            i("dc_triantess_Iterations", -1, 21), i("dc_triantess_pParam", 1, 12), i("dc_triantess_qParam", 1, 12),
            i("dc_triantess_rParam", 1, 12), r("dc_triantess_U", -0.2, 1.2), r("dc_triantess_V", -0.2, 1.2),
            r("dc_triantess_W", -0.2, 1.2), r("dc_triantess_VRadius", -0.05, 0.3), r("dc_triantess_SRadius", -0.01, 0.06),
            r("dc_triantess_RotAngle", -3.5, 3.5), i("dc_triantess_Vertex", -1, 2), i("dc_triantess_Segments", -1, 2),
            i("dc_triantess_Faces", -1, 2));
      l.addAll(dcFrame("dc_triantess", want.endsWith("_grey")));
      refs("dc_triantess", DC_TrianTessFunc::new, true, true, 1.5, l, 1000, want.endsWith("_grey") ? 20268901 : 20268900);
      trueColor = false;
      break;
    }
    case "dc_triTile": // every tiling, the odd starts t (neither 1 nor 2), walks of either kind; the palette coordinate
      refs(want, DCTriTileFunc::new, false, true, 1,
           L(i("dc_triTile_type", 0, 7), i("dc_triTile_t", 0, 3), r("dc_triTile_col1", -0.2, 1.2), r("dc_triTile_col2", -0.2, 1.2),
             i("dc_triTile_on", -1, 2), i("dc_triTile_itt", -1, 8), i("dc_triTile_eq", -1, 3), i("dc_triTile_depth", -1, 5),
             i("dc_triTile_on1", -1, 2), i("dc_triTile_itt1", -1, 6), i("dc_triTile_eq1", -1, 3), i("dc_triTile_depth1", -1, 4),
             i("dc_triTile_on2", -1, 2), i("dc_triTile_itt2", -1, 6), i("dc_triTile_eq2", -1, 3), i("dc_triTile_depth2", -1, 4)),
           2000, 20268910);
      break;
    case "dc_butterflies": // a true colour (Gradient 0); "_grey": Gradient 2, the grey as the palette coordinate
    case "dc_butterflies_grey": {
      trueColor = true;
      final List<Range> l = L(r("dc_butterflies_time", -20, 100), r("dc_butterflies_zoom", -5, 8), r("dc_butterflies_red", -1.2, 1.2), r("dc_butterflies_green", -1.2, 1.2), r("dc_butterflies_blue", -1.2, 1.2));
      l.addAll(dcFrame("dc_butterflies", want.endsWith("_grey")));
      refs("dc_butterflies", DC_ButerfliesFunc::new, true, true, 1.5, l, 1000, want.endsWith("_grey") ? 20269593 : 20269592);
      trueColor = false;
      break;
    }
    case "glsl_fractaldots": // Gradient 0: a true colour; 1: red times green as the palette coordinate
      trueColor = true;
      refs(want, GLSLFractalDotsFunc::new, true, true, 1.5,
           L(i("glsl_fractaldots_Density_Pixels", 50, 3000000), i("glsl_fractaldots_iterations", -2, 14),
             r("glsl_fractaldots_DotSize", 50, 800), r("glsl_fractaldots_MaxIterations", -1, 14),
             r("glsl_fractaldots_complexity", -0.05, 0.05), r("glsl_fractaldots_pattern", 1.2, 4),
             r("glsl_fractaldots_spacing", 2, 20), r("glsl_fractaldots_rotate1", -3.2, 3.2),
             r("glsl_fractaldots_rotate2", -70, 70), r("glsl_fractaldots_zoom", 5, 100),
             i("glsl_fractaldots_Gradient", -1, 2)),
           1000, 20269301);
      trueColor = false;
      break;
    case "dc_fractaldots":
    case "dc_fractaldots_grey": {
      trueColor = true;
      final List<Range> l =
          L(i("dc_fractaldots_iterations", -2, 14), r("dc_fractaldots_dotsize", 50, 800),
            r("dc_fractaldots_maxiterations", -1, 14), r("dc_fractaldots_complexity", -0.05, 0.05),
            r("dc_fractaldots_pattern", 1.2, 4), r("dc_fractaldots_spacing", 2, 20), r("dc_fractaldots_rotate1", -3.2, 3.2),
            r("dc_fractaldots_rotate2", -70, 70), r("dc_fractaldots_zoom", 5, 100));
      l.addAll(dcFrame("dc_fractaldots", want.endsWith("_grey")));
      refs("dc_fractaldots", DC_FractalDotsFunc::new, true, true, 1.5, l, 1000, want.endsWith("_grey") ? 20269312 : 20269311);
      trueColor = false;
      break;
    }
    case "dc_truchet":
    case "dc_truchet_grey": {
      trueColor = true;
      final List<Range> l = L(i("dc_truchet_type", -1, 3), r("dc_truchet_zoom", -20, 40));
      l.addAll(dcFrame("dc_truchet", want.endsWith("_grey")));
      refs("dc_truchet", DC_TruchetFunc::new, true, true, 1.5, l, 1000, want.endsWith("_grey") ? 20269322 : 20269321);
      trueColor = false;
      break;
    }
    case "dc_tree": // its seed only sets the time from the clock: left out, as for dc_starsfield
    case "dc_tree_grey": { // thickness >= 0: a negative one gives sin(exp(|t|·r²)), up to sin(1e295), whose
      // value is noise decided by the last bit of r (Java's Math.cos and C's differ by an ulp at times)
      trueColor = true;
      final List<Range> l =
          L(i("dc_tree_levels", -1, 27), r("dc_tree_thicknes", 0, 1700), r("dc_tree_style", -5, 110),
            r("dc_tree_shift", -3, 5), r("dc_tree_time", -10, 100), r("dc_tree_zoom", 0.5, 10));
      l.addAll(dcFrame("dc_tree", want.endsWith("_grey")));
      refs("dc_tree", DC_TreeFunc::new, true, true, 1.5, l, 1000, want.endsWith("_grey") ? 20269332 : 20269331);
      trueColor = false;
      break;
    }
    case "dc_tesla": // its seed only sets the time from the clock: left out
    case "dc_tesla_grey": {
      trueColor = true;
      final List<Range> l =
          L(i("dc_tesla_levels", -1, 27), r("dc_tesla_style", 0, 110), r("dc_tesla_time", -10, 100), r("dc_tesla_zoom", 0.5, 10));
      l.addAll(dcFrame("dc_tesla", want.endsWith("_grey")));
      refs("dc_tesla", DC_TeslaFunc::new, true, true, 1.5, l, 1000, want.endsWith("_grey") ? 20269342 : 20269341);
      trueColor = false;
      break;
    }
    case "dc_randomoctree": // its seed only sets the time from the clock: left out
    case "dc_randomoctree_grey": {
      trueColor = true;
      final List<Range> l =
          L(r("dc_randomoctree_time", -10, 100), i("dc_randomoctree_steps", 1, 60), r("dc_randomoctree_rotLR", -1.5, 1.5),
            r("dc_randomoctree_rotUD", -1.5, 1.5), i("dc_randomoctree_grid", -1, 2), i("dc_randomoctree_borders", -1, 2),
            i("dc_randomoctree_bBorders", -1, 2));
      l.addAll(dcFrame("dc_randomoctree", want.endsWith("_grey")));
      refs("dc_randomoctree", DC_RandomOctreeFunc::new, true, true, 1.5, l, 1000, want.endsWith("_grey") ? 20269352 : 20269351);
      trueColor = false;
      break;
    }
    default:
      return false;
    }
    return true;
  }

  /** Cases of main()'s switch from scry2_jwfz on, out of it (its byte code would pass the JVM's
   *  64 KiB a method). False: not one of them. */
  static boolean jwfMiddle(String want) {
    switch (want) {
    case "scry2_jwfz": // dark-beam's scry2, another variation than Fractorium's
      refs("scry2", Scry2Func::new, true, 2, L(r("scry2_star", -1.2, 1.2), i("scry2_sides", 1, 12), r("scry2_circle", -1.2, 1.2)),
           1000, 20260123);
      break;
    case "mobius_strip_jwfz": // CozyG's, in 3D; it hides points (width and radial modes 2)
      refs("mobius_strip", MobiusStripFunc::new, true, true, true, 1.5,
           L(r("mobius_strip_modify_z", -1, 2), r("mobius_strip_radius", -1, 3), r("mobius_strip_width", -1, 2),
             whole("mobius_strip_twists", null, -2, 4), r("mobius_strip_range_x", -2, 4), r("mobius_strip_range_y", -2, 3),
             r("mobius_strip_rotate_x", -1, 1), r("mobius_strip_rotate_y", -1, 1), whole("mobius_strip_width_mode", null, -1, 4),
             whole("mobius_strip_radial_mode", null, -1, 4)),
           1000, 20260601);
      break;
    case "murl_jwf": // power an int by a cast, 1 and below included (Fractorium's holds it to 2)
      refs(want, MurlFunc::new, false, 2, L(r("murl_jwf_c", -1, 1), i("murl_jwf_power", -3, 6)), 1000, 20260819);
      break;
    case "post_depth_jwf": // on the sum: plus w·(the affine's point + the sum·|z|^power)
      refs(want, PostDepthFunc::new, true, 2, L(r("post_depth_jwf_power", -2, 3)), 1000, 20260788);
      break;
    case "post_curl_jwf": // c1, c2 times the weight, the result not scaled
      refs(want, PostCurlFunc::new, false, 2, L(r("post_curl_jwf_c1", -1.5, 1.5), r("post_curl_jwf_c2", -1.5, 1.5)), 1000,
           20260789);
      break;
    case "post_curl3D_jwf":
      refs(want, PostCurl3DFunc::new, true, 2,
           L(r("post_curl3D_jwf_cx", -1.5, 1.5), r("post_curl3D_jwf_cy", -1.5, 1.5), r("post_curl3D_jwf_cz", -1.5, 1.5)), 1000,
           20260817);
      break;
    case "post_colorscale_wf_jwf":
      refs(want, PostColorScaleWFFunc::new, true, true, 2,
           L(r("post_colorscale_wf_jwf_scale_x", -1, 1), r("post_colorscale_wf_jwf_scale_y", -1, 1),
             r("post_colorscale_wf_jwf_scale_z", -1, 1), r("post_colorscale_wf_jwf_offset_z", -1, 1),
             i("post_colorscale_wf_jwf_reset_z", 0, 1), i("post_colorscale_wf_jwf_sides", 0, 1)),
           1000, 20260818);
      break;
    case "bubbleT3D_jwf":
      refs(want, BubbleT3DFunc::new, true, 2,
           L(i("bubbleT3D_jwf_number_of_stripes", -2, 8), r("bubbleT3D_jwf_ratio_of_stripes", -0.5, 2.5),
             r("bubbleT3D_jwf_angle_of_hole", -200, 200), r("bubbleT3D_jwf_exponent_z", 0, 4),
             i("bubbleT3D_jwf_symmetry_z", -1, 2), i("bubbleT3D_jwf_modus_blur", -1, 2)),
           1000, 20261638);
      break;
    // JWildfire's 3D solid primitives (var_jwf_primitives.h): a point drawn in the cube until one
    // falls inside, else hidden; the "(xyzch)" form for the hidden state, ranges past JWildfire's limits
    case "box3D":
      refs(want, Box3DFunc::new, true, true, true, 1, L(r("box3D_dx", -0.1, 0.7), r("box3D_dy", -0.1, 0.7), r("box3D_dz", -0.1, 0.7)), 1000, 20261710);
      break;
    case "bbox3D":
      refs(want, BoundingBox3DFunc::new, true, true, true, 1, L(r("bbox3D_dx", -0.1, 0.6), r("bbox3D_dy", -0.1, 0.6), r("bbox3D_dz", -0.1, 0.6), r("bbox3D_r", -0.05, 0.3)), 1000, 20261711);
      break;
    case "cone3D":
      refs(want, Cone3DFunc::new, true, true, true, 1, L(r("cone3D_w", -0.1, 1.1), r("cone3D_h", -0.1, 1.1), r("cone3D_Ty", -1.2, 1.2)), 1000, 20261712);
      break;
    case "cappedcone3D":
      refs(want, CappedCone3DFunc::new, true, true, true, 1, L(r("cappedcone3D_h", -1.2, 1.2), r("cappedcone3D_r1", -1.2, 1.2), r("cappedcone3D_r2", -1.2, 1.2)), 1000, 20261713);
      break;
    case "cappedtorus3D":
      refs(want, CappedTorus3DFunc::new, true, true, true, 1, L(r("cappedtorus3D_dx", -0.1, 1.1), r("cappedtorus3D_dy", -5.5, 5.5), r("cappedtorus3D_R1", -0.1, 0.6), r("cappedtorus3D_R2", -0.1, 0.6)), 1000, 20261714);
      break;
    case "capsule3D":
      refs(want, Capsule3DFunc::new, true, true, true, 1, L(r("capsule3D_dx", -1.2, 1.2), r("capsule3D_dy", -1.2, 1.2), r("capsule3D_dz", -1.2, 1.2), r("capsule3D_tx", -1.2, 1.2), r("capsule3D_ty", -1.2, 1.2), r("capsule3D_tz", -1.2, 1.2), r("capsule3D_R", -0.2, 0.5)), 1000, 20261715);
      break;
    case "cylinder3D":
      refs(want, Cylinder3DFunc::new, true, true, true, 1, L(r("cylinder3D_d", -0.1, 0.6), r("cylinder3D_H", -0.1, 0.6)), 1000, 20261716);
      break;
    case "ellipsoid3D":
      refs(want, Ellipsoid3DFunc::new, true, true, true, 1, L(r("ellipsoid3D_dx", -0.1, 0.6), r("ellipsoid3D_dy", -0.1, 0.6), r("ellipsoid3D_dz", -0.1, 0.6)), 1000, 20261717);
      break;
    case "hexprism3D":
      refs(want, HexPrism3DFunc::new, true, true, true, 1, L(r("hexprism3D_d", -0.1, 0.6), r("hexprism3D_H", -0.1, 0.6)), 1000, 20261718);
      break;
    case "octahedron3D":
      refs(want, Octahedron3DFunc::new, true, true, true, 1, L(r("octahedron3D_h", -0.1, 0.6)), 1000, 20261719);
      break;
    case "octogonprism3D":
      refs(want, OctogonPrism3DFunc::new, true, true, true, 1, L(r("octogonprism3D_R", -0.1, 0.6), r("octogonprism3D_H", -0.1, 0.6)), 1000, 20261720);
      break;
    case "ocylinder3D":
      refs(want, OrientedCylinder3DFunc::new, true, true, true, 1, L(r("ocylinder3D_dx", -1.2, 1.2), r("ocylinder3D_dy", -1.2, 1.2), r("ocylinder3D_dz", -1.2, 1.2), r("ocylinder3D_tx", -0.6, 0.6), r("ocylinder3D_ty", -0.6, 0.6), r("ocylinder3D_tz", -0.6, 0.6), r("ocylinder3D_r", -0.1, 0.6)), 1000, 20261721);
      break;
    case "ocappedcone3D":
      refs(want, OrientedCappedCone3DFunc::new, true, true, true, 1, L(r("ocappedcone3D_dx", -1.2, 1.2), r("ocappedcone3D_dy", -1.2, 1.2), r("ocappedcone3D_dz", -1.2, 1.2), r("ocappedcone3D_tx", -1.2, 1.2), r("ocappedcone3D_ty", -1.2, 1.2), r("ocappedcone3D_tz", -1.2, 1.2), r("ocappedcone3D_r1", -0.1, 1.1), r("ocappedcone3D_r2", -0.1, 1.1)), 1000, 20261722);
      break;
    case "oroundcone3D":
      refs(want, OrientedRoundCone3DFunc::new, true, true, true, 1, L(r("oroundcone3D_dx", -1.2, 1.2), r("oroundcone3D_dy", -1.2, 1.2), r("oroundcone3D_dz", -1.2, 1.2), r("oroundcone3D_tx", -0.6, 0.6), r("oroundcone3D_ty", -0.6, 0.6), r("oroundcone3D_tz", -0.6, 0.6), r("oroundcone3D_r1", -0.1, 0.6), r("oroundcone3D_r2", -0.1, 0.6)), 1000, 20261723);
      break;
    case "pyramid3D":
      refs(want, Pyramid3DFunc::new, true, true, true, 1, L(r("pyramid3D_h", -0.1, 0.6)), 1000, 20261724);
      break;
    case "rbox3D":
      refs(want, RoundBox3DFunc::new, true, true, true, 1, L(r("rbox3D_dx", -0.1, 0.6), r("rbox3D_dy", -0.1, 0.6), r("rbox3D_dz", -0.1, 0.6), r("rbox3D_r", -0.05, 0.3)), 1000, 20261725);
      break;
    case "rhombus3D":
      refs(want, Rhombus3DFunc::new, true, true, true, 1, L(r("rhombus3D_la", -0.1, 0.6), r("rhombus3D_lb", -0.1, 0.6), r("rhombus3D_h", -0.1, 0.6), r("rhombus3D_r", -0.05, 0.3)), 1000, 20261726);
      break;
    case "solidangle3D":
      refs(want, SolidAngle3DFunc::new, true, true, true, 1, L(r("solidangle3D_p1", -0.1, 0.6), r("solidangle3D_p2", -0.1, 0.6), r("solidangle3D_p3", -0.1, 0.6)), 1000, 20261727);
      break;
    case "torus3D":
      refs(want, Torus3DFunc::new, true, true, true, 1, L(r("torus3D_r1", -0.1, 0.6), r("torus3D_r2", -0.1, 0.6)), 1000, 20261728);
      break;
    case "triprism3D":
      refs(want, TriPrism3DFunc::new, true, true, true, 1, L(r("triprism3D_d", -0.1, 0.6), r("triprism3D_h", -0.1, 0.6)), 1000, 20261729);
      break;
    case "crop3D": // the box crossed on every side now and then; zero's FTOI rounding
      refs(want, Crop3DFunc::new, true, true, true, 2,
           L(r("crop3D_left", -1.5, 0.5), r("crop3D_right", -0.5, 1.5), r("crop3D_top", -1.5, 0.5),
             r("crop3D_bottom", -0.5, 1.5), r("crop3D_floor", -1.5, 0.5), r("crop3D_ceiling", -0.5, 1.5),
             r("crop3D_scatter_area", -1.3, 1.3), i("crop3D_zero", -1, 2)),
           1000, 20261730);
      break;
    case "spherecrop":
      refs(want, SphereCropFunc::new, true, true, true, 1.5,
           L(r("spherecrop_radius", -0.2, 1.5), r("spherecrop_x", -0.5, 0.5), r("spherecrop_y", -0.5, 0.5),
             r("spherecrop_z", -0.5, 0.5), r("spherecrop_scatter_area", -1.5, 1.5), i("spherecrop_zero", -1, 2)),
           1000, 20261731);
      break;
    case "hourglass3D": // limit and zero as reals: JWildfire's test is "above 1e-8"
      refs(want, Hourglass3DFunc::new, true, 3,
           L(r("hourglass3D_kx", -0.2, 2), r("hourglass3D_ky", -0.2, 2), r("hourglass3D_kz", -0.2, 2),
             r("hourglass3D_maxheight", -0.5, 6), r("hourglass3D_limit", -0.5, 1.5), r("hourglass3D_zero", -0.5, 1.5)),
           1000, 20261732);
      break;
    // kernels/var_jwildfire8.h
    case "csin":
      refs(want, CSinFunc::new, false, 2, L(r("csin_stretch", -2, 2)), 1000, 20261640);
      break;
    case "atan":
      refs(want, AtanFunc::new, false, 3, L(i("atan_Mode", -1, 3), r("atan_Stretch", -3, 3)), 1000, 20261641);
      break;
    case "bulge":
      refs(want, BulgeFunc::new, false, 2, L(r("bulge_N", -2, 4)), 1000, 20261642);
      break;
    case "anamorphcyl":
      refs(want, AnamorphCylFunc::new, false, 2,
           L(r("anamorphcyl_a", -2, 2), r("anamorphcyl_b", -2, 2), r("anamorphcyl_k", -5, 5)), 1000, 20261643);
      break;
    case "bi_linear":
      refs(want, BilinearFunc::new, false, 2, L(), 1000, 20261644);
      break;
    case "bipolar2":
      refs(want, Bipolar2Func::new, false, 2,
           L(r("bipolar2_shift", -2, 2), r("bipolar2_a", -2, 2), r("bipolar2_b", -3, 3), r("bipolar2_c", -1, 1),
             r("bipolar2_d", -2, 2), r("bipolar2_e", -3, 3), r("bipolar2_f1", -1, 1), r("bipolar2_g1", -2, 2),
             r("bipolar2_h", -2, 2)),
           1000, 20261645);
      break;
    case "bsplit":
      hiding(want, BSplitFunc::new, 2, L(r("bsplit_x", -2, 2), r("bsplit_y", -2, 2)), 1000, 20261646);
      break;
    case "csc_squared":
      refs(want, CscSquaredFunc::new, false, 2,
           L(r("csc_squared_csc_div", -2, 2), r("csc_squared_cos_div", -3, 3), r("csc_squared_tan_div", -3, 3),
             r("csc_squared_csc_pow", -1, 1.5), r("csc_squared_pi_mult", -1, 1), r("csc_squared_csc_add", -1, 1),
             r("csc_squared_scale_y", -2, 2)),
           1000, 20261647);
      break;
    case "gridout2":
      refs(want, Gridout2Func::new, false, 3,
           L(r("gridout2_a", -2, 2), r("gridout2_b", -2, 2), r("gridout2_c", -2, 2), r("gridout2_d", -2, 2)), 1000,
           20261648);
      break;
    case "hole2":
      refs(want, Hole2Func::new, false, 2,
           L(r("hole2_a", -2, 3), r("hole2_b", -3, 3), r("hole2_c", -2, 2), r("hole2_d", -2, 2), i("hole2_inside", -1, 2),
             i("hole2_shape", -1, 10)),
           2000, 20261649);
      break;
    case "holesq":
      refs(want, HolesqFunc::new, false, 1.5, L(), 1000, 20261650);
      break;
    case "hyperbolicellipse":
      refs(want, HyperbolicEllipseFunc::new, false, 2, L(r("hyperbolicellipse_a", -3, 3)), 1000, 20261651);
      break;
    case "inflateZ_2": // z only
      refs(want, InflateZ_2Func::new, true, 2, L(), 1000, 20261652);
      break;
    case "plusrecip":
      refs(want, PlusRecipFunc::new, false, 2, L(r("plusrecip_ar", -5, 5), r("plusrecip_ai", -3, 3)), 1000, 20261653);
      break;
    case "pTransform":
      refs(want, PTransformFunc::new, false, 2,
           L(r("pTransform_rotate", -3, 3), i("pTransform_power", -1, 6), r("pTransform_move", -1, 1),
             r("pTransform_split", -1, 1), i("pTransform_use_log", -1, 2)),
           1000, 20261654);
      break;
    case "rings3":
      refs(want, Rings3Func::new, false, 2, L(r("rings3_val", -1, 1), r("rings3_n", -2, 2)), 1000, 20261655);
      break;
    case "squircular":
      refs(want, SquircularFunc::new, false, 1, L(), 1000, 20261656);
      break;
    case "stripfit":
      refs(want, StripfitFunc::new, false, 4, L(r("stripfit_dx", -2, 2)), 1000, 20261657);
      break;
    case "tangent3D":
      refs(want, Tangent3DFunc::new, true, 1.5, L(), 1000, 20261658);
      break;
    case "erf3D":
      refs(want, Erf3DFunc::new, true, 3, L(), 1000, 20261659);
      break;
    case "sphere_nja":
      refs(want, SphereNjaFunc::new, true, 2,
           L(r("sphere_nja_circle_a", -2, 2), r("sphere_nja_circle_b", -2, 2), r("sphere_nja_shift_x", -1, 1),
             r("sphere_nja_shift_y", -1, 1), r("sphere_nja_shift_z", -1, 1), r("sphere_nja_stretch", -2, 3)),
           1000, 20261660);
      break;
    case "pdj3D":
      refs(want, PDJ3DFunc::new, true, 2,
           L(r("pdj3D_a", -3, 3), r("pdj3D_b", -3, 3), r("pdj3D_c", -3, 3), r("pdj3D_d", -3, 3), r("pdj3D_e", -3, 3),
             r("pdj3D_f", -3, 3), r("pdj3D_g", -3, 3), r("pdj3D_h", -3, 3)),
           1000, 20261661);
      break;
    case "petal3D": {
      List<Range> l = L(i("petal3D_mode", -1, 5));
      for (String c : new String[] {"x", "y", "z"})
        for (int k = 1; k <= 6; k++) l.add(r("petal3D_" + c + k, -2, 2));
      l.add(r("petal3D_warp", -2, 2));
      refs(want, Petal3DFunc::new, true, 2, l, 1000, 20261662);
      break;
    }
    case "whirligig":
      refs(want, WhirligigFunc::new, false, 2, L(i("whirligig_Mode", -1, 16)), 1000, 20261663);
      break;
    case "ztwister": // it reads the sum's z
      sumIn = true;
      refs(want, ZTwisterFunc::new, true, 1.5, L(r("ztwister_twist", -5, 5), r("ztwister_base", 0, 3)), 1000, 20261664);
      sumIn = false;
      sumBefore = null;
      break;
    case "vortex": // (randomize first: JWildfire's reader sets it before time, which overrides what it does)
      refs(want, VortexFunc::new, false, 2,
           L(i("vortex_randomize", 0, 100), r("vortex_time", 0, 30), i("vortex_flowVel", 0, 51), r("vortex_zoom", -1, 10),
             r("vortex_UpDown", -1, 1), r("vortex_vSep", -1, 1), r("vortex_v_viDistance", 1, 6),
             r("vortex_vDiameter", -2, 2)),
           1000, 20261665);
      break;
    case "onion":
      refs(want, OnionFunc::new, true, 3, L(r("onion_centre_x", -1, 1), r("onion_centre_y", -1, 1)), 1000, 20261666);
      break;
    case "onion2":
      refs(want, Onion2Func::new, true, 3,
           L(r("onion2_meeting_pt", -1, 2), r("onion2_circle_a", -2, 2), r("onion2_circle_b", -2, 2),
             r("onion2_shift_x", -1, 1), r("onion2_shift_y", -1, 1), r("onion2_shift_z", -1, 1),
             r("onion2_top_crop", -1, 2), r("onion2_stretch", -0.5, 3)),
           1000, 20261667);
      break;
    case "fresnel":
      refs(want, FresnelFunc::new, false, 2, L(r("fresnel_x0", -1, 1), r("fresnel_y0", -1, 1), r("fresnel_ring", -4, 4)),
           1000, 20261668);
      break;
    default:
      return false;
    }
    return true;
  }

  /** var_jwildfire23.h's variations, out of main() as jwildfire22's (main()'s byte code is at the
   *  JVM's 64 KiB a method). False: not one of them. */
  static boolean jwildfire23(String want) {
    switch (want) {
    case "colordomain": { // a true colour; its code JWildfire's default, sin(πz)²; zoomIn, zoomOut (buttons) not pressed
      trueColor = true;
      refs(want, ColorDomainFunc::new, true, true, 1.5,
           L(i("colordomain_size", 90, 1200), r("colordomain_re_min", -2.5, 0.2), r("colordomain_re_max", -0.2, 2.5),
             r("colordomain_im_min", -2.5, 0.2), r("colordomain_im_max", -0.2, 2.5), i("colordomain_nIters", 0, 6)),
           1000, 20262301);
      trueColor = false;
      return true;
    }
    case "ducks": { // a true colour, or the colour index (ColorType 1-3, Gradient 1); its code and Col1, Col2 JWildfire's defaults; the buttons not pressed
      trueColor = true;
      refs(want, DucksFunc::new, true, true, 1.5,
           L(i("ducks_size", 90, 2000), r("ducks_re_min", -3, 0.2), r("ducks_re_max", -0.2, 3), r("ducks_im_min", -4, 0),
             r("ducks_im_max", -0.5, 2), i("ducks_julia_Mode", -1, 2), r("ducks_c_re", -2, 2), r("ducks_c_im", -2, 2),
             i("ducks_MaxIters", 0, 52), i("ducks_MinIters", 0, 52), i("ducks_ColorType", -1, 5), r("ducks_ScapeSize", -1, 12),
             r("ducks_Contrast", -0.2, 2.2), r("ducks_ColorFactor", -0.2, 1.2), i("ducks_Gradient", -1, 2),
             r("ducks_colorScale", -1, 11), r("ducks_colorCycle", 0, 11), r("ducks_colorOffset", -11, 11),
             i("ducks_colorMirror", -1, 2), i("ducks_colorRainbow", -1, 2)),
           1000, 20262302);
      trueColor = false;
      return true;
    }
    default:
      return false;
    }
  }

  /** kernels/var_jwildfire22.h's (a method of its own: main's switch is at the JVM's 64 KB of
   *  code a method). */
  static boolean jwildfire22(String want) {
    switch (want) {
    case "post_ztranslate_wf": // a post function, on the sum (3D)
      refs(want, PostZTranslateWFFunc::new, true, 2, L(), 1000, 20268201);
      return true;
    case "post_zscale_wf": // JWildfire's priority 0 despite its name: on the sum so far's z (3D)
      sumIn = true;
      refs(want, PostZScaleWFFunc::new, true, 2, L(r("post_zscale_wf_ztranslate", -2, 2)), 1000, 20268209);
      sumIn = false;
      sumBefore = null;
      return true;
    case "rect_wf": // JWildfire's pre_rect_wf, on the affine's point; an empty or inverted rectangle now and then
      preOut = true;
      refs(want, PreRectWFFunc::new, false, 2,
           L(r("rect_wf_x0", -2, 1), r("rect_wf_x1", -1, 2), r("rect_wf_y0", -2, 1), r("rect_wf_y1", -1, 2)), 1000,
           20268202);
      preOut = false;
      return true;
    case "wave3D_wf": // JWildfire's pre_wave3D_wf, on the affine's point (3D): every axis, damping 0 now and then
      preOut = true;
      refs(want, PreWave3DWFFunc::new, true, 2,
           L(i("wave3D_wf_axis", -1, 4), r("wave3D_wf_wavelen", -2, 2), r("wave3D_wf_phase", -3.5, 3.5),
             i("wave3D_wf_damping", -1, 1), r("wave3D_wf_centre_x", -1, 1), r("wave3D_wf_centre_y", -1, 1),
             r("wave3D_wf_centre_z", -1, 1)),
           1000, 20268203);
      preOut = false;
      return true;
    case "prepost_blob": // its post half, transform(), on the sum
      refs(want, PrePostBlobFunc::new, false, 2,
           L(r("prepost_blob_low", -1, 2), r("prepost_blob_high", -1, 3), r("prepost_blob_waves", 0, 30)), 1000,
           20268204);
      return true;
    case "prepost_blob_inv": // its pre half, invtransform(), on the affine's point
      invOut = true;
      refs(want, PrePostBlobFunc::new, false, 2,
           L(r("prepost_blob_low", "low", -1, 2), r("prepost_blob_high", "high", -1, 3),
             r("prepost_blob_waves", "waves", 0, 30)),
           1000, 20268205);
      invOut = false;
      return true;
    case "post_crosscrop": // a post function on the sum that hides (xyzch): both senses, empty arms now and then
      refs(want, PostCrosscropFunc::new, true, true, true, 2,
           L(r("post_crosscrop_x", -0.5, 2), r("post_crosscrop_y", -0.5, 2), r("post_crosscrop_z", -0.5, 2),
             r("post_crosscrop_rotation", -180, 180), i("post_crosscrop_reverse", -1, 2)),
           1000, 20268206);
      return true;
    case "recip": // JWildfire's pre_recip, on the affine's point: each function's weight -1, 0 or 1 mostly
      preOut = true;
      refs(want, PreRecipFunc::new, false, 2,
           L(i("recip_reciprocalpow", -1, 1), i("recip_dividepow", -1, 1), i("recip_sqrtpow", -1, 1),
             i("recip_asinhpow", -1, 1), i("recip_acoshpow", -1, 1), i("recip_atanhpow", -1, 1),
             i("recip_asechpow", -1, 1), i("recip_acosechpow", -1, 1), i("recip_acothpow", -1, 1),
             i("recip_logpow", -1, 1), i("recip_exppow", -1, 1), r("recip_zx_mult", -2, 2), r("recip_zy_mult", -2, 2),
             r("recip_zx_add", -1, 1), r("recip_zy_add", -1, 1)),
           1000, 20268207);
      preOut = false;
      return true;
    case "recip_chain": // pre_recip's first three alone (the summed ones 0: the chain's point is the output)
      preOut = true;
      refs("recip", PreRecipFunc::new, false, 2,
           L(r("recip_reciprocalpow", -2, 2), i("recip_dividepow", -1, 1), i("recip_sqrtpow", -1, 1),
             r("recip_zx_mult", -2, 2), r("recip_zy_mult", -2, 2), r("recip_zx_add", -1, 1), r("recip_zy_add", -1, 1)),
           1000, 20268208);
      preOut = false;
      return true;
    default:
      return false;
    }
  }

  public static void main(String[] args) {
    final String want = args.length > 0 ? args[0] : "";
    hookMathRandom();
    final double PI = Math.PI;
    switch (want) {
    case "epispiral_wf":
      refs(want, EpispiralWFFunc::new, false, 3, L(r("epispiral_wf_waves", -8, 8)), 1000, 20261301);
      break;
    case "yin_yang":
      refs(want, YinYangFunc::new, false, 1.4,
           L(r("yin_yang_radius", -0.2, 1.2), r("yin_yang_ang1", -2, 2), r("yin_yang_ang2", -2, 2),
             i("yin_yang_dual_t", -1, 2), i("yin_yang_outside", -1, 2)),
           1000, 20261302);
      break;
    case "truchet":
      refs(want, TruchetFunc::new, false, 4,
           L(i("truchet_extended", -1, 2), r("truchet_exponent", -0.5, 2.5), r("truchet_arc_width", -0.2, 1.2),
             r("truchet_rotation", -PI, PI), r("truchet_size", -1, 11), r("truchet_seed", -100, 100),
             i("truchet_direct_color", 0, 1)),
           1000, 20261303);
      break;
    case "truchet_seeds": // seeds 0 and 1 (fixed tiles), and the extended mode's integer seeds
      refs("truchet", TruchetFunc::new, false, 30,
           L(i("truchet_seed", -1, 2), i("truchet_extended", 0, 1), r("truchet_exponent", 0.5, 2),
             r("truchet_arc_width", 0.2, 1), r("truchet_rotation", -0.3, 0.3), r("truchet_size", 0.5, 2)),
           1000, 20261313);
      break;
    case "spirograph":
      refs(want, SpirographFunc::new, false, 3,
           L(r("spirograph_a", -2, 4), r("spirograph_b", -3, 3), r("spirograph_d", -1, 1), r("spirograph_tmin", -250, 0),
             r("spirograph_tmax", 0, 250), r("spirograph_ymin", -0.1, 0), r("spirograph_ymax", 0, 0.1),
             r("spirograph_c1", -1, 1), r("spirograph_c2", -1, 1)),
           1000, 20261304);
      break;
    case "cannabiscurve_wf":
      refs(want, CannabisCurveWFFunc::new, false, 3, L(r("cannabiscurve_wf_filled", -0.2, 1.2)), 1000, 20261306);
      break;
    case "waves4_wf":
    case "waves2_wf":
    case "waves3_wf": {
      Supplier<VariationFunc> f = want.equals("waves4_wf") ? Waves4WFFunc::new
                                  : want.equals("waves2_wf") ? Waves2WFFunc::new : Waves3WFFunc::new;
      final String p = want + "_";
      refs(want, f, false, 3,
           L(r(p + "scalex", -1, 1), r(p + "scaley", -1, 1), r(p + "freqx", -8, 8), r(p + "freqy", -8, 8),
             i(p + "use_cos_x", 0, 1), i(p + "use_cos_y", 0, 1), r(p + "dampx", -1, 0.5), r(p + "dampy", -1, 0.5)),
           1000, want.equals("waves4_wf") ? 20261307 : want.equals("waves2_wf") ? 20261308 : 20261309);
      break;
    }
    case "cloverleaf_wf":
      refs(want, CloverLeafWFFunc::new, false, 3, L(r("cloverleaf_wf_filled", -0.2, 1.2)), 1000, 20261310);
      break;
    case "rose_wf":
      refs(want, RoseWFFunc::new, false, 3,
           L(r("rose_wf_amp", -2, 2), i("rose_wf_waves", -8, 8), r("rose_wf_filled", -0.2, 1.2)), 1000, 20261311);
      break;
    case "heart_wf":
      refs(want, HeartWFFunc::new, false, 3,
           L(r("heart_wf_scale_x", -2, 2), r("heart_wf_shift_t", -30, 30), r("heart_wf_scale_r_left", -2, 3),
             r("heart_wf_scale_r_right", -2, 3)),
           1000, 20261312);
      break;
    case "julian3Dx":
      refs(want, JuliaN3DXFunc::new, true, 3,
           L(i("julian3Dx_power", -8, 8), r("julian3Dx_dist", -3, 3), r("julian3Dx_a", -2, 2), r("julian3Dx_b", -2, 2),
             r("julian3Dx_c", -2, 2), r("julian3Dx_d", -2, 2), r("julian3Dx_e", -1, 1), r("julian3Dx_f", -1, 1)),
           1000, 20261314);
      break;
    case "spherical3D_wf":
      refs(want, Spherical3DWFFunc::new, true, 3,
           L(r("spherical3D_wf_exponent", -1, 4), i("spherical3D_wf_invert", -1, 2)), 1000, 20261315);
      break;
    case "spherical3D_wf_2": // the exponent 2 exactly (the regular form) and near it
      refs("spherical3D_wf", Spherical3DWFFunc::new, true, 3,
           L(i("spherical3D_wf_exponent", 1, 3), i("spherical3D_wf_invert", 0, 1)), 1000, 20261316);
      break;
    case "linearT3D":
      refs(want, LinearT3DFunc::new, true, 3,
           L(r("linearT3D_powX", -2, 3), r("linearT3D_powY", -2, 3), r("linearT3D_powZ", -2, 3)), 1000, 20261317);
      break;
    case "kaleidoscope":
      refs(want, KaleidoscopeFunc::new, false, 3,
           L(r("kaleidoscope_pull", -1, 1), r("kaleidoscope_rotate", -2, 2), r("kaleidoscope_line_up", -2, 2),
             r("kaleidoscope_x", -1, 1), r("kaleidoscope_y", -1, 1)),
           1000, 20261318);
      break;
    case "cylinder_apo":
      refs(want, CylinderApoFunc::new, true, 4, L(), 1000, 20261319);
      break;
    case "post_axis_symmetry_wf":
      refs(want, PostAxisSymmetryWFFunc::new, true, true, 3,
           L(i("post_axis_symmetry_wf_axis", -1, 3), r("post_axis_symmetry_wf_centre_x", -1, 1),
             r("post_axis_symmetry_wf_centre_y", -1, 1), r("post_axis_symmetry_wf_centre_z", -1, 1),
             i("post_axis_symmetry_wf_rotation", -3, 3), r("post_axis_symmetry_wf_x1colorshift", -1, 1),
             r("post_axis_symmetry_wf_y1colorshift", -1, 1), r("post_axis_symmetry_wf_z1colorshift", -1, 1),
             r("post_axis_symmetry_wf_x2colorshift", -1, 1), r("post_axis_symmetry_wf_y2colorshift", -1, 1),
             r("post_axis_symmetry_wf_z2colorshift", -1, 1)),
           1000, 20261321);
      break;
    case "post_axis_symmetry_wf_turned": // the rotation of artists' flames, in degrees
      refs("post_axis_symmetry_wf", PostAxisSymmetryWFFunc::new, true, true, 3,
           L(r("post_axis_symmetry_wf_rotation", -180, 180), i("post_axis_symmetry_wf_axis", 0, 2),
             r("post_axis_symmetry_wf_centre_x", -1, 1), r("post_axis_symmetry_wf_centre_y", -1, 1),
             r("post_axis_symmetry_wf_centre_z", -1, 1), r("post_axis_symmetry_wf_x1colorshift", -1, 1),
             r("post_axis_symmetry_wf_y1colorshift", -1, 1), r("post_axis_symmetry_wf_z1colorshift", -1, 1),
             r("post_axis_symmetry_wf_x2colorshift", -1, 1), r("post_axis_symmetry_wf_y2colorshift", -1, 1),
             r("post_axis_symmetry_wf_z2colorshift", -1, 1)),
           1000, 20261322);
      break;
    case "post_point_symmetry_wf":
      refs(want, PostPointSymmetryWFFunc::new, true, true, 3,
           L(i("post_point_symmetry_wf_order", -1, 12), r("post_point_symmetry_wf_centre_x", -1, 1),
             r("post_point_symmetry_wf_centre_y", -1, 1), r("post_point_symmetry_wf_colorshift", -1, 1)),
           1000, 20261323);
      break;
    case "elliptic_jwf": // JWildfire's elliptic, under the name flamebuild gives it
      refs(want, EllipticFunc::new, false, 3, L(i("elliptic_jwf_mode", -1, 3)), 1000, 20261324);
      break;
    case "splits_shears": // flam3's splits with the shears JWildfire gives it
      refs("splits", SplitsFunc::new, false, 3,
           L(r("splits_lshear", -1, 1), r("splits_rshear", -1, 1), r("splits_ushear", -1, 1), r("splits_dshear", -1, 1),
             r("splits_x", -1, 1), r("splits_y", -1, 1)),
           1000, 20261325);
      break;
    case "dc_linear":
      refs(want, DCLinearFunc::new, false, true, 3,
           L(r("dc_linear_scale", -2, 2), r("dc_linear_offset", -1, 1), r("dc_linear_angle", -PI, PI)), 1000, 20261326);
      break;
    case "plane_wf":
      refs(want, PlaneWFFunc::new, true, true, 3,
           L(i("plane_wf_axis", -1, 3), r("plane_wf_position", -3, 3), r("plane_wf_size", -2, 15),
             i("plane_wf_direct_color", 0, 1), i("plane_wf_color_mode", 0, 3)),
           1000, 20261327);
      break;
    case "affine3D":
    case "affine3D_plain": { // with shears, and without (JWildfire's other form of the same map)
      List<Range> l = L(r("affine3D_rotateX", -180, 180), r("affine3D_rotateY", -180, 180),
                        r("affine3D_rotateZ", -180, 180), r("affine3D_translateX", -1, 1), r("affine3D_translateY", -1, 1),
                        r("affine3D_translateZ", -1, 1), r("affine3D_scaleX", -2, 2), r("affine3D_scaleY", -2, 2),
                        r("affine3D_scaleZ", -2, 2));
      if (want.equals("affine3D"))
        for (String p : new String[] {"XY", "XZ", "YX", "YZ", "ZX", "ZY"}) l.add(r("affine3D_shear" + p, -1, 1));
      refs("affine3D", Affine3DFunc::new, true, 3, l, 1000, want.equals("affine3D") ? 20261328 : 20261329);
      break;
    }
    case "post_mirror_wf":
      refs(want, PostMirrorWFFunc::new, true, true, 3,
           L(i("post_mirror_wf_xaxis", -1, 1), i("post_mirror_wf_yaxis", -1, 1), i("post_mirror_wf_zaxis", -1, 1),
             r("post_mirror_wf_xshift", -1, 1), r("post_mirror_wf_yshift", -1, 1), r("post_mirror_wf_zshift", -1, 1),
             r("post_mirror_wf_xscale", -2, 2), r("post_mirror_wf_yscale", -2, 2),
             r("post_mirror_wf_xcolorshift", -1, 1), r("post_mirror_wf_ycolorshift", -1, 1),
             r("post_mirror_wf_zcolorshift", -1, 1)),
           1000, 20261330);
      break;
    case "acosh":
      refs(want, AcoshFunc::new, false, 3, L(), 1000, 20261331);
      break;
    case "acosech":
      refs(want, AcosechFunc::new, false, 3, L(), 1000, 20261332);
      break;
    case "acoth":
      refs(want, AcothFunc::new, false, 3, L(), 1000, 20261333);
      break;
    case "sec2_bs":
      refs(want, Sec2_BSFunc::new, false, 2,
           L(r("sec2_bs_x1", -2, 3), r("sec2_bs_x2", -2, 3), r("sec2_bs_y1", -2, 3), r("sec2_bs_y2", -2, 3)), 1000,
           20261334);
      break;
    case "exblur":
      refs(want, ExBlurFunc::new, true, 3,
           L(r("exblur_dist", -1, 1), r("exblur_r", 0, 1), r("exblur_x_origin", -1, 1), r("exblur_y_origin", -1, 1),
             r("exblur_z_origin", -1, 1)),
           1000, 20261335);
      break;
    case "maple_leaf":
      refs(want, MapleLeafFunc::new, false, 3, L(r("maple_leaf_filled", -0.2, 1.2)), 1000, 20261336);
      break;
    case "rhodonea":
      refs(want, RhodoneaFunc::new, false, 2,
           L(i("rhodonea_knumer", 0, 9), i("rhodonea_kdenom", 1, 9), i("rhodonea_inner_mode", -1, 7),
             i("rhodonea_outer_mode", -1, 7), r("rhodonea_inner_spread", -1, 1), r("rhodonea_outer_spread", -1, 1),
             r("rhodonea_inner_spread_ratio", 0, 2), r("rhodonea_outer_spread_ratio", 0, 2),
             r("rhodonea_spread_split", 0.5, 2), i("rhodonea_fill", 0, 1), r("rhodonea_radial_offset", -0.5, 0.5),
             i("rhodonea_cycles", 0, 4), r("rhodonea_cycle_offset", -1, 1), r("rhodonea_metacycles", 1, 3),
             r("rhodonea_metacycle_expansion", -0.25, 0.25)),
           1000, 20261337);
      break;
    case "rhodonea_hide": // its masking modes 5 and 6 with the point's hidden state
      hiding("rhodonea", RhodoneaFunc::new, 2,
             L(i("rhodonea_inner_mode", 4, 7), i("rhodonea_outer_mode", 4, 7), i("rhodonea_knumer", 0, 9),
               i("rhodonea_kdenom", 1, 9), r("rhodonea_spread_split", 0.5, 2), i("rhodonea_fill", 0, 1),
               r("rhodonea_radial_offset", -0.5, 0.5), i("rhodonea_cycles", 0, 4), r("rhodonea_metacycles", 1, 3)),
             1000, 20261432);
      break;
    case "sunflower": // (its "F. filling", the hole, left at 0: sunflower_fill)
      refs(want, SunFlowersFunc::new, false, true, 3,
           L(i("sunflower_nPoints", 5, 1010), i("sunflower_shape", 2, 21), r("sunflower_scale", -0.1, 0.5),
             r("sunflower_angle", -10, 370), i("sunflower_invert", -1, 2)),
           1000, 20261338);
      break;
    case "sunflower_fill": // with its "F. filling", the hole, which JWildfire writes sunflower_F. filling
      refs("sunflower", SunFlowersFunc::new, false, true, 3,
           L(r("sunflower_fill", "F. filling", -0.2, 1.2), i("sunflower_nPoints", 5, 1010), i("sunflower_shape", 2, 21),
             r("sunflower_scale", -0.1, 0.5), r("sunflower_angle", -10, 370), i("sunflower_invert", -1, 2)),
           1000, 20261430);
      break;
    case "szubieta":
      refs(want, SZubietaFunc::new, false, true, 3,
           L(i("szubieta_width", 30, 258), i("szubieta_height", 30, 258), i("szubieta_type", -1, 2),
             r("szubieta_scale", -0.1, 1.1)),
           1000, 20261339);
      break;
    case "tanh2_bs":
    case "sinh2_bs":
    case "sech2_bs":
    case "csc2_bs":
    case "cot2_bs":
    case "cos2_bs": { // the rest of sec2_bs's family
      final String p = want + "_";
      Supplier<VariationFunc> f = want.equals("tanh2_bs") ? Tanh2_BSFunc::new
                                  : want.equals("sinh2_bs") ? Sinh2_BSFunc::new
                                  : want.equals("sech2_bs") ? Sech2_BSFunc::new
                                  : want.equals("csc2_bs") ? Csc2_BSFunc::new
                                  : want.equals("cot2_bs") ? Cot2_BSFunc::new : Cos2_BSFunc::new;
      refs(want, f, false, 2, L(r(p + "x1", -2, 3), r(p + "x2", -2, 3), r(p + "y1", -2, 3), r(p + "y2", -2, 3)), 1000,
           20261340 + want.hashCode() % 1000);
      break;
    }
    case "butterfly3D":
      refs(want, Butterfly3DFunc::new, true, 3, L(), 1000, 20261351);
      break;
    case "inflateZ_3":
      refs(want, InflateZ_3Func::new, true, 3, L(), 1000, 20261352);
      break;
    case "disc3":
      refs(want, Disc3Func::new, false, 3,
           L(r("disc3_a", -2, 2), r("disc3_b", -2, 2), r("disc3_c", -2, 2), r("disc3_d", 0, 2), r("disc3_e", 0, 2),
             r("disc3_f", 0, 2), r("disc3_g", 0, 2), r("disc3_h", -2, 2)),
           1000, 20261353);
      break;
    case "invsquircular":
      refs(want, InvSquircularFunc::new, false, 1.5, L(), 1000, 20261354);
      break;
    case "oak_leaf":
      refs(want, OakLeafFunc::new, false, 3, L(r("oak_leaf_filled", -0.2, 1.2)), 1000, 20261355);
      break;
    case "japanese_maple_leaf":
      refs(want, JapaneseMapleLeafFunc::new, false, 3, L(r("japanese_maple_leaf_filled", -0.2, 1.2)), 1000, 20261356);
      break;
    case "whitney_umbrella":
      refs(want, WhitneyUmbrellaFunc::new, true, 3, L(), 1000, 20261357);
      break;
    case "ennepers2":
      refs(want, Ennepers2Func::new, true, 3,
           L(r("ennepers2_a", -2, 2), r("ennepers2_b", -1, 1), r("ennepers2_c", -0.5, 0.5)), 1000, 20261358);
      break;
    case "sph3D":
      refs(want, Sph3DFunc::new, true, 3, L(r("sph3D_x", -2, 2), r("sph3D_y", -2, 2), r("sph3D_z", -2, 2)), 1000,
           20261359);
      break;
    case "cone":
      refs(want, ConeFunc::new, true, 3,
           L(r("cone_weight", -1, 6), r("cone_radius1", -1, 2), r("cone_radius2", -1, 2), r("cone_size1", 0, 1),
             r("cone_size2", -1, 3), r("cone_ywave", -2, 2), r("cone_xwave", -2, 2), r("cone_height", -1, 2),
             r("cone_warp", 0, 2)),
           1000, 20261360);
      break;
    case "pyramid":
      refs(want, PyramidFunc::new, true, 2, L(), 1000, 20261361);
      break;
    case "petal3D_apo":
      refs(want, Petal3DApoFunc::new, true, 3,
           L(r("petal3D_apo_style", -1.2, 1.2), r("petal3D_apo_width", -1, 2), r("petal3D_apo_Zshape", -1, 1),
             r("petal3D_apo_scale1", -2, 2), r("petal3D_apo_scale2", -2, 2)),
           1000, 20261362);
      break;
    case "sym_ng1": case "sym_ng2": case "sym_ng3": case "sym_ng4": case "sym_ng5": case "sym_ng6":
    case "sym_ng7": case "sym_ng8": case "sym_ng9": case "sym_ng10": case "sym_ng11": case "sym_ng12":
    case "sym_ng13": case "sym_ng14": case "sym_ng15": case "sym_ng16": case "sym_ng17":
    case "sym_bg1": case "sym_bg2": case "sym_bg3": case "sym_bg4": case "sym_bg5": case "sym_bg6": case "sym_bg7":
      symmetry(want);
      break;
    case "superShape3d":
      refs(want, SuperShape3DFunc::new, true, 3,
           L(r("superShape3d_rho", -2, 20), r("superShape3d_phi", -2, 10), r("superShape3d_m1", -1, 12),
             r("superShape3d_m2", -1, 12), r("superShape3d_a1", -2, 2), r("superShape3d_a2", -2, 2),
             r("superShape3d_b1", -2, 2), r("superShape3d_b2", -2, 2), r("superShape3d_n1_1", 0.2, 4),
             r("superShape3d_n1_2", 0.2, 4), r("superShape3d_n2_1", 0.2, 4), r("superShape3d_n2_2", 0.2, 4),
             r("superShape3d_n3_1", 0.2, 4), r("superShape3d_n3_2", 0.2, 4), r("superShape3d_spiral", -1, 1),
             i("superShape3d_toroidmap", -1, 2)),
           1000, 20261400);
      break;
    case "spirograph3D":
      refs(want, Spirograph3DFunc::new, true, true, 3,
           L(r("spirograph3D_a", -2, 4), r("spirograph3D_b", -3, 3), r("spirograph3D_c", -1, 1),
             r("spirograph3D_tmin", -250, 0), r("spirograph3D_tmax", 0, 250), r("spirograph3D_width", -0.1, 0.5),
             i("spirograph3D_mode", -1, 5), i("spirograph3D_direct_color", -1, 2)),
           1000, 20261401);
      break;
    case "seashell3D": // nSpirals through Java's (int), not FTOI: the harness's reals test its truncation
      refs(want, SeaShell3DFunc::new, true, 3,
           L(r("seashell3D_final_radius", -1, 1), r("seashell3D_height", -5, 5), r("seashell3D_inner_radius", -1, 1),
             i("seashell3D_nSpirals", -2, 8)),
           1000, 20261402);
      break;
    case "inflateZ_1":
      refs(want, InflateZ_1Func::new, true, 3, L(), 1000, 20261403);
      break;
    case "inflateZ_4":
      refs(want, InflateZ_4Func::new, true, 3, L(), 1000, 20261404);
      break;
    case "inflateZ_5":
      refs(want, InflateZ_5Func::new, true, 3, L(), 1000, 20261405);
      break;
    case "inflateZ_6":
      refs(want, InflateZ_6Func::new, true, 3, L(), 1000, 20261406);
      break;
    case "clifford_js":
      refs(want, CliffordFunc::new, false, 3,
           L(r("clifford_js_a", -3, 3), r("clifford_js_b", -3, 3), r("clifford_js_c", -3, 3), r("clifford_js_d", -3, 3)),
           1000, 20261407);
      break;
    case "lorenz_js": // points of the attractor's size
      refs(want, LorenzFunc::new, true, true, 20,
           L(r("lorenz_js_a", 0, 20), r("lorenz_js_b", 0, 40), r("lorenz_js_c", 0, 4), r("lorenz_js_h", 0, 0.05),
             r("lorenz_js_centerx", -1, 1), r("lorenz_js_centery", -1, 1), r("lorenz_js_scale", -2000, 2000)),
           1000, 20261408);
      break;
    case "svensson_js":
      refs(want, SvenssonFunc::new, false, 3,
           L(r("svensson_js_a", -3, 3), r("svensson_js_b", -3, 3), r("svensson_js_c", -3, 3), r("svensson_js_d", -8, 8)),
           1000, 20261409);
      break;
    case "sattractor_js": // m through Java's (int), held to [2, 12]
      refs(want, SattractorFunc::new, false, 2, L(i("sattractor_js_m", 0, 14)), 1000, 20261410);
      break;
    case "woggle_js":
      refs(want, WoggleFunc::new, false, 2, L(i("woggle_js_m", 0, 14)), 1000, 20261411);
      break;
    case "post_smartcrop": // a post function, on the sum; every branch, edge mostly on
      refs(want, PostSmartCropFunc::new, true, true, 3,
           L(r("post_smartcrop_power", -8, 8), r("post_smartcrop_radius", -3, 3), r("post_smartcrop_roundstr", -3, 3),
             r("post_smartcrop_roundwidth", -4, 4), r("post_smartcrop_distortion", -2.5, 2.5),
             r("post_smartcrop_edge", -0.5, 1), r("post_smartcrop_scatter", -1.5, 1.5), r("post_smartcrop_offset", 0, 0.2),
             i("post_smartcrop_cropmode", -1, 3), i("post_smartcrop_static", -2, 3)),
           1000, 20261401);
      break;
    case "post_smartcrop_plain": // polygons without edge, as artists' files have them
      refs("post_smartcrop", PostSmartCropFunc::new, true, true, 3,
           L(r("post_smartcrop_power", 2, 8), r("post_smartcrop_radius", -3, 3), i("post_smartcrop_cropmode", 0, 2),
             i("post_smartcrop_static", -1, 2), r("post_smartcrop_scatter", -1, 1), r("post_smartcrop_offset", 0, 0.5),
             i("post_smartcrop_distortion", 0, 1)),
           1000, 20261402);
      break;
    case "sin2_bs":
    case "tan2_bs":
    case "csch2_bs":
    case "coth2_bs":
    case "cosh2_bs": { // the rest of sec2_bs's family, as tanh2_bs's
      final String p = want + "_";
      Supplier<VariationFunc> f = want.equals("sin2_bs") ? Sin2_BSFunc::new
                                  : want.equals("tan2_bs") ? Tan2_BSFunc::new
                                  : want.equals("csch2_bs") ? Csch2_BSFunc::new
                                  : want.equals("coth2_bs") ? Coth2_BSFunc::new : Cosh2_BSFunc::new;
      refs(want, f, false, 2, L(r(p + "x1", -2, 3), r(p + "x2", -2, 3), r(p + "y1", -2, 3), r(p + "y2", -2, 3)), 1000,
           20261410 + want.hashCode() % 1000);
      break;
    }
    case "chunk":
      refs(want, ChunkFunc::new, false, 2,
           L(r("chunk_a", -2, 2), r("chunk_b", -2, 2), r("chunk_c", -2, 2), r("chunk_d", -2, 2), r("chunk_e", -2, 2),
             r("chunk_f", -2, 2), i("chunk_mode", -1, 2)),
           1000, 20261420);
      break;
    case "crown_js":
      refs(want, CrownFunc::new, true, true, 1, L(r("crown_js_a", 1.25, 6.25), r("crown_js_b", 0.25, 1)), 1000,
           20261421);
      break;
    case "maurer_rose":
      refs(want, MaurerRoseFunc::new, false, 2,
           L(r("maurer_rose_kn", 1, 8), r("maurer_rose_kd", 1, 5), r("maurer_rose_c", -0.5, 0.5),
             r("maurer_rose_line_offset_degrees", 1, 180), r("maurer_rose_line_count", 10, 400),
             r("maurer_rose_show_lines", 0, 1), r("maurer_rose_show_points", 0, 1), r("maurer_rose_show_curve", 0, 0.3),
             r("maurer_rose_line_thickness", 0, 2), r("maurer_rose_point_thickness", 0, 5),
             r("maurer_rose_curve_thickness", 0, 2)),
           1000, 20261422);
      break;
    case "invpolar":
      refs(want, InvpolarFunc::new, false, 2, L(), 1000, 20261430);
      break;
    case "chrysanthemum":
      refs(want, ChrysanthemumFunc::new, false, 1, L(), 1000, 20261431);
      break;
    case "layered_spiral":
      refs(want, LayeredSpiralFunc::new, false, 2, L(r("layered_spiral_radius", -2, 2)), 1000, 20261432);
      break;
    case "spligon":
      refs(want, SpligonFunc::new, false, 2,
           L(r("spligon_sides", -1, 12), r("spligon_r", -1.5, 1.5), r("spligon_i", -10, 10)), 1000, 20261433);
      break;
    case "shredded":
      refs(want, ShreddedFunc::new, true, 2,
           L(i("shredded_type", -1, 3), i("shredded_blur", -1, 2), r("shredded_x1", -3, 3), r("shredded_x2", -3, 3),
             r("shredded_x3", -3, 3), r("shredded_x_blur_amount", -0.5, 0.5), r("shredded_y1", -3, 3),
             r("shredded_y2", -3, 3), r("shredded_y3", -3, 3), r("shredded_y_blur_amount", -0.5, 0.5),
             r("shredded_z1", -3, 3), r("shredded_z2", -3, 3), r("shredded_z3", -3, 3),
             r("shredded_z_blur_amount", -0.5, 0.5)),
           1000, 20261434);
      break;
    case "joukowski":
      refs(want, JoukowskiFunc::new, false, 3,
           L(i("joukowski_inverse", -1, 2), r("joukowski_P1", -3, 3), r("joukowski_P2", -1, 1)), 1000, 20261435);
      break;
    case "circleRand":
      refs(want, CircleRandFunc::new, false, 1,
           L(r("circleRand_Sc", 0.1, 1.6), r("circleRand_Dens", 0.1, 1), r("circleRand_X", 1, 10), r("circleRand_Y", 1, 10),
             i("circleRand_Seed", -1000, 1000000)),
           1000, 20261436);
      break;
    case "lazysensen":
      refs(want, LazySensenFunc::new, true, 3,
           L(r("lazysensen_scale_x", -3, 3), r("lazysensen_scale_y", -3, 3), r("lazysensen_scale_z", -3, 3)), 1000,
           20261440);
      break;
    case "glitchy1":
      refs(want, Glitchy1Func::new, true, 3,
           L(r("glitchy1_scale_x", -3, 3), r("glitchy1_shift_x", -1, 1), i("glitchy1_n_x", 0, 6), r("glitchy1_scale_y", -3, 3),
             r("glitchy1_shift_y", -1, 1), i("glitchy1_n_y", 0, 6), r("glitchy1_scale_z", -3, 3), r("glitchy1_shift_z", -1, 1),
             i("glitchy1_n_z", 0, 6), r("glitchy1_width", -3, 5), i("glitchy1_seed", -100, 1000), r("glitchy1_angle", -180, 180),
             r("glitchy1_u", -2, 2), r("glitchy1_v", -2, 2), r("glitchy1_w", -2, 2)),
           1000, 20261441);
      break;
    case "rosoni":
      refs(want, RosoniFunc::new, false, 1.5,
           L(i("rosoni_maxiter", 0, 60), i("rosoni_sweetiter", -1, 40), i("rosoni_altshapes", 0, 1), r("rosoni_cutoff", -1.5, 1.5),
             r("rosoni_radius", -1.5, 1.5), r("rosoni_dx", -1, 1), r("rosoni_dy", -1, 1)),
           1000, 20261442);
      break;
    case "minkowskope":
      refs(want, MinkowskopeFunc::new, false, 3,
           L(r("minkowskope_separation", -1, 1), r("minkowskope_frequencyx", -4, 4), r("minkowskope_frequencyy", -4, 4),
             r("minkowskope_amplitude", -1, 1), r("minkowskope_perturbation", -2, 2), r("minkowskope_damping", 0, 1)),
           1000, 20261443);
      break;
    case "tqmirror":
      refs(want, TQMirrorFunc::new, false, 2,
           L(i("tqmirror_preset", 0, 3), r("tqmirror_a", -2, 2), r("tqmirror_b", -2, 2), r("tqmirror_c", -2, 2),
             r("tqmirror_d", -2, 2), r("tqmirror_e", -2, 2), r("tqmirror_f", -2, 2), r("tqmirror_g", -2, 2),
             r("tqmirror_h", -2, 2), r("tqmirror_i", -2, 2), r("tqmirror_j", -2, 2), r("tqmirror_k", -2, 2),
             r("tqmirror_l", -1, 1), r("tqmirror_m", -1, 1), r("tqmirror_n", -1, 1), r("tqmirror_o", -1, 1),
             r("tqmirror_p", -1, 1), r("tqmirror_q", -1, 1), r("tqmirror_r", -2, 2), r("tqmirror_s", -2, 2),
             i("tqmirror_type", -1, 2), i("tqmirror_mode", -1, 3)),
           1000, 20261444);
      break;
    case "complex": { // every term on, weights in [-1, 1], frequencies in [-2, 3]
      List<Range> l = new ArrayList<>();
      for (String f : new String[] {"cos", "cosh", "cot", "coth", "csc", "csch", "exp", "sec", "sech", "sin", "sinh", "tan",
                                    "tanh"}) {
        l.add(r("complex_" + f + "pow", -1, 1));
        for (String a : f.equals("exp") ? new String[] {"x1", "y1", "y2"} : new String[] {"x1", "x2", "y1", "y2"})
          l.add(r("complex_" + f + a, -2, 3));
      }
      refs(want, ComplexFunc::new, false, 1.5, l, 1000, 20261450);
      break;
    }
    case "complex_some": { // a few terms on (JWildfire's files: most weights 0)
      List<Range> l = new ArrayList<>();
      for (String f : new String[] {"cospow", "coshpow", "cotpow", "cothpow", "cscpow", "cschpow", "exppow", "secpow",
                                    "sechpow", "sinpow", "sinhpow", "tanpow", "tanhpow"})
        l.add(i("complex_" + f, -1, 1));
      refs("complex", ComplexFunc::new, false, 2, l, 1000, 20261451);
      break;
    }
    case "post_trig": { // a post function, on the sum: every weight in [-1, 1]
      List<Range> l = new ArrayList<>();
      for (String f : new String[] {"reciprocalpow", "log_dividepow", "sqrtpow", "exppow", "logpow", "asinhpow", "acoshpow",
                                    "atanhpow", "asinpow", "acospow", "atanpow", "sinpow", "cospow", "tanpow", "sinhpow",
                                    "coshpow", "tanhpow"})
        l.add(r("post_trig_" + f, -1, 1));
      refs(want, PostTrigFunc::new, false, 1.5, l, 1000, 20261452);
      break;
    }
    case "post_trig_some": { // a few of them on, integers in [-1, 1]
      List<Range> l = new ArrayList<>();
      for (String f : new String[] {"reciprocalpow", "log_dividepow", "sqrtpow", "exppow", "logpow", "asinhpow", "acoshpow",
                                    "atanhpow", "asinpow", "acospow", "atanpow", "sinpow", "cospow", "tanpow", "sinhpow",
                                    "coshpow", "tanhpow"})
        l.add(i("post_trig_" + f, -1, 1));
      refs("post_trig", PostTrigFunc::new, false, 1.5, l, 1000, 20261453);
      break;
    }
    case "inversion": // every shape and mode, p-norms, the shape drawn, passthrough, colours
      refs(want, InversionFunc::new, false, true, 2,
           L(i("inversion_shape", -1, 7), r("inversion_scale", 0.2, 2.5), r("inversion_rotation", -1, 1),
             i("inversion_imode", 0, 3), r("inversion_a", 0.5, 2), r("inversion_b", 0.5, 2), r("inversion_c", 0.5, 2),
             r("inversion_d", 0.5, 2), r("inversion_e", 0.5, 2), r("inversion_f", 0.5, 2), i("inversion_ring_mode", 0, 2),
             r("inversion_ring_scale", 0.4, 2.5), r("inversion_pnorm_point", 1, 3), r("inversion_pnorm_shape", 1, 3),
             r("inversion_pnorm_pmod", 0.1, 2), r("inversion_pnorm_smod", 0.2, 5), r("inversion_draw_shape", -0.3, 0.4),
             r("inversion_shape_thickness", 0, 15), r("inversion_passthrough", -0.3, 0.4), i("inversion_color_measure", 0, 5),
             i("inversion_color_gradient", 1, 2), r("inversion_color_low_threshold", 0, 1),
             r("inversion_color_high_threshold", 0, 2)),
           1000, 20261460);
      break;
    case "inversion_plain": // the shapes with the plain distances, as artists' files have them
      refs("inversion", InversionFunc::new, false, true, 2,
           L(i("inversion_shape", 0, 6), r("inversion_scale", 0.2, 2.5), r("inversion_rotation", -1, 1),
             i("inversion_imode", 0, 2), r("inversion_a", 0.5, 2), r("inversion_b", 0.5, 2), r("inversion_c", 0.5, 2),
             r("inversion_d", 0.5, 2), r("inversion_e", 0.5, 2), r("inversion_f", 0.5, 2)),
           1000, 20261461);
      break;
    case "inversion_rhodonea": // whole a and b: the period from their gcd
      refs("inversion", InversionFunc::new, false, true, 2,
           L(i("inversion_a", 0, 9), i("inversion_b", 1, 6), i("inversion_c", -1, 1), i("inversion_shape", 4, 4),
             r("inversion_scale", 0.2, 2.5), r("inversion_rotation", -1, 1), i("inversion_imode", 0, 2),
             r("inversion_draw_shape", -0.3, 0.4)),
           1000, 20261462);
      break;
    // the plot variations, each with formulas of the kinds artists write (a corpus file's, whole
    // numbers divided, MathLib's and Math's functions, a conditional, the parameters)
    case "yplot2d_wf":
      plot(want, org.jwildfire.create.tina.variation.plot.YPlot2DWFFunc::new, new String[] {"formula"},
           new String[] {"(sin(x)+2*sin(2*x)+1*sin(4*x)) + param_a*sqr(x)/3 - 1/2 + fmod(x, 0.7)*param_b"},
           plotRanges(want, "x", "y", "z", 3), 20261480);
      break;
    case "yplot3d_wf":
      plot(want, org.jwildfire.create.tina.variation.plot.YPlot3DWFFunc::new, new String[] {"formula"},
           new String[] {"x > z ? Math.abs(x - z) * param_a : cos(x*z) + Math.pow(param_b, 2) - 7/2 % 3"},
           plotRanges(want, "x", "y", "z", 5), 20261481);
      break;
    case "polarplot2d_wf":
      plot(want, org.jwildfire.create.tina.variation.plot.PolarPlot2DWFFunc::new, new String[] {"formula"},
           new String[] {"param_a + tanh(param_b * sin(param_c*t))/(param_b + 3) + sqrt(fabs(param_d*sin(2*t)))"},
           plotRanges(want, "t", "r", "z", 3), 20261482);
      break;
    case "polarplot3d_wf": {
      List<Range> l = plotRanges(want, "t", "u", "r", 5);
      l.add(i(want + "_cylindrical", 0, 1));
      plot(want, org.jwildfire.create.tina.variation.plot.PolarPlot3DWFFunc::new, new String[] {"formula"},
           new String[] {"(sin(param_a*t + param_b*u)) + param_c + floor(u*2.0)/4 + atan2(t, u+0.1)*param_d"}, l,
           20261483);
      break;
    }
    case "parplot2d_wf": {
      List<Range> l = plotRanges(want, "u", "v", null, 4);
      l.add(i(want + "_solid", 0, 1));
      plot(want, org.jwildfire.create.tina.variation.plot.ParPlot2DWFFunc::new,
           new String[] {"xformula", "yformula", "zformula"},
           new String[] {"(u/(pi+pi))*(1.0-2.0*v*v)*cos(u) + param_a*exp(param_b*u/8)",
                         "2.0*(sin(u)+2.0*sin(2.0*u))/(2.0+cos(v+2.0*pi/3.0)) - pow(fabs(v), 1.5)*param_c",
                         "u*v*sin(u)*sin(v) + (int)(param_d*3) + Math.min(u, v)/(1+Math.max(0.5, param_e))"},
           l, 20261484);
      break;
    }
    case "isosfplot3d_wf": { // few tries and a thick shell, so that hits and misses both happen
      List<Range> l = L(r("isosfplot3d_wf_xmin", -2, 0), r("isosfplot3d_wf_xmax", 0, 2), r("isosfplot3d_wf_ymin", -2, 0),
                        r("isosfplot3d_wf_ymax", 0, 2), r("isosfplot3d_wf_zmin", -2, 0), r("isosfplot3d_wf_zmax", 0, 2),
                        i("isosfplot3d_wf_direct_color", 0, 1), i("isosfplot3d_wf_color_mode", 0, 10),
                        r("isosfplot3d_wf_thickness", -0.01, 0.3), i("isosfplot3d_wf_max_iter", -1, 12));
      for (char p = 'a'; p <= 'f'; p++) l.add(r("isosfplot3d_wf_param_" + p, -2, 2));
      plot(want, org.jwildfire.create.tina.variation.plot.IsoSFPlot3DWFFunc::new, new String[] {"formula"},
           new String[] {"pow(x,4) + pow(y,4) + 2*z*z - 1 + param_a*x*y*z - (fabs(z) > 1.5 ? param_b : 0)"}, l, 20261485);
      break;
    }
    case "gpattern": // JWildfire's own list, "3,4,5,6,5,4,3" (flamebuild's defaults)
      refs(want, GPatternFunc::new, false, true, 1,
           L(i("gpattern_seed", -1000, 100000), r("gpattern_width", -0.5, 5), r("gpattern_height", -0.5, 5),
             r("gpattern_lineheight", 0, 1.6), r("gpattern_angle", -180, 180), r("gpattern_randPos", -0.2, 0.2),
             r("gpattern_randSize", -1.2, 1.2), i("gpattern_fill", 0, 1), i("gpattern_ouline", 0, 1),
             r("gpattern_fill_color", -0.2, 1.2), r("gpattern_fill_color_speed", -0.2, 1.2),
             r("gpattern_outline_color", -0.2, 1.2)),
           1000, 20261470);
      break;
    case "gpattern_4": // other lists: "4" (a corpus file's)
    case "gpattern_gaps": { // "3,,21,8": an empty piece and one out of range, both 3
      final String text = want.equals("gpattern_4") ? "4" : "3,,21,8";
      List<Range> l = L(i("gpattern_seed", -1000, 100000), r("gpattern_width", 0, 4), r("gpattern_height", 0, 4),
                        r("gpattern_lineheight", 0.1, 0.5), r("gpattern_angle", -180, 180), r("gpattern_randPos", -0.2, 0.2),
                        r("gpattern_randSize", -0.2, 0.2), i("gpattern_fill", 0, 1), i("gpattern_ouline", 0, 1));
      if (want.equals("gpattern_4")) {
        l.add(fixed("gpattern_count", 1));
        l.add(fixed("gpattern_sides0", 4));
      } else {
        l.add(fixed("gpattern_count", 4));
        l.add(fixed("gpattern_sides0", 3));
        l.add(fixed("gpattern_sides1", 3));
        l.add(fixed("gpattern_sides2", 3));
        l.add(fixed("gpattern_sides3", 8));
      }
      refs("gpattern", () -> {
        GPatternFunc f = new GPatternFunc();
        f.setRessource("string", text.getBytes());
        return f;
      }, false, true, 1, l, 1000, want.equals("gpattern_4") ? 20261471 : 20261472);
      break;
    }
    case "text_wf": { // a text in the Liberation font that stands for the editors' Arial, at glyph-image
      // sizes (up to 100 pixels), where flamebuild's painting is JWildfire's pixel for pixel
      // (render/text_shape.c); the text and font as flamebuild's byte parameters hold them
      final String text = "Flame 7", font = "Liberation Sans";
      List<Range> l = L(r("text_wf_antialias", 0, 1.5), i("text_wf_font_size", 10, 100), r("text_wf_scale_x", -2, 2),
                        r("text_wf_scale_y", -2, 2), r("text_wf_offset_x", -1, 1), r("text_wf_offset_y", -1, 1),
                        i("text_wf_baseline", 0, 20));
      for (String[] res : new String[][] {{"text", text}, {"font", font}}) {
        final byte[] b = res[1].getBytes();
        l.add(fixed("text_wf_" + res[0] + "_len", b.length));
        for (int k = 0; 3 * k < b.length; k++) {
          double v = 0;
          for (int j = 2; j >= 0; j--) v = v * 256 + (3 * k + j < b.length ? b[3 * k + j] & 0xFF : 0);
          l.add(fixed(String.format("text_wf_%s%02d", res[0], k), v));
        }
      }
      refs(want, () -> {
        TextWFFunc f = new TextWFFunc();
        f.setRessource("text", text.getBytes());
        f.setRessource("font_name", font.getBytes());
        return f;
      }, false, 2, l, 1000, 20261500);
      break;
    }
    case "scrambly": // shuffled (seeds outside 0..50), whole or by rows
      refs(want, ScramblyFunc::new, false, 4,
           L(i("scrambly_seed", 51, 5000), i("scrambly_l", -30, 30), i("scrambly_byrows", 0, 1),
             r("scrambly_cellsize", 0.1, 8)),
           1000, 20261480);
      break;
    case "scrambly_shift": // seeds 0..50 (the cells shifted), and negative ones
      refs("scrambly", ScramblyFunc::new, false, 4,
           L(i("scrambly_seed", -60, 50), i("scrambly_l", -30, 30), i("scrambly_byrows", 0, 1),
             r("scrambly_cellsize", 0.1, 8)),
           1000, 20261481);
      break;
    case "fdisc_jwf": // JWildfire's shifts and terms of fdisc (at their defaults Fractorium's)
      refs("fdisc", FDiscFunc::new, false, 3,
           L(r("fdisc_ashift", -3, 3), r("fdisc_rshift", -2, 2), r("fdisc_xshift", -3, 3), r("fdisc_yshift", -3, 3),
             r("fdisc_term1", -2, 2), r("fdisc_term2", -2, 2), r("fdisc_term3", -2, 2), r("fdisc_term4", -2, 2)),
           1000, 20261401);
      break;
    case "henon_jwf":
      refs("henon", HenonFunc::new, false, 2, L(r("henon_c", -2, 2), r("henon_a", -2, 2), r("henon_b", -2, 2)), 1000,
           20261402);
      break;
    case "lozi_jwf":
      refs("lozi", LoziFunc::new, false, 2, L(r("lozi_c", -2, 2), r("lozi_a", -2, 2), r("lozi_b", -2, 2)), 1000,
           20261403);
      break;
    case "stwin_jwf":
      refs("stwin", STwinFunc::new, false, 3,
           L(r("stwin_offset_xy", -5, 5), r("stwin_offset_x2", -5, 5), r("stwin_offset_y2", -5, 5),
             r("stwin_distort", -3, 3)),
           1000, 20261404);
      break;
    case "hypershift_jwf": // Fractorium's with JWildfire's stretch (an empty sum: added or assigned, the same)
      refs("hypershift", HypershiftFunc::new, false, 3,
           L(r("hypershift_stretch", -2, 2), r("hypershift_shift", -3, 3)), 1000, 20261405);
      break;
    case "hypershift_jwf_own": // JWildfire's, under the name flamebuild gives it
      refs("hypershift_jwf", HypershiftFunc::new, false, 3,
           L(r("hypershift_jwf_stretch", "stretch", -2, 2), r("hypershift_jwf_shift", "shift", -3, 3)), 1000, 20261431);
      break;
    case "shift_jwf": // JWildfire's shift_x and shift_y, written shift_shift_x, shift_shift_y
      refs("shift", ShiftFunc::new, false, 3,
           L(r("shift_x", "shift_x", -2, 2), r("shift_y", "shift_y", -2, 2), r("shift_angle", -360, 360)), 1000,
           20261406);
      break;
    case "pRose3D_jwf":
      // JWildfire's pRose3D, its crvsc written srvsc, is Fractorium's but for the order of its two
      // draws where opt or opt3 is negative (the reflection's share first, then the sheet's coin:
      // Fractorium draws the coin first), which changes no distribution: checked without them
      refs("pRose3D", PRose3DFunc::new, true, 3,
           L(r("pRose3D_crvsc", "srvsc", -2, 2), r("pRose3D_l", 0.2, 3), r("pRose3D_k", -8, 12), r("pRose3D_c", -2, 2),
             r("pRose3D_z1", -2, 2), r("pRose3D_z2", -2, 2), r("pRose3D_refSc", -2, 2), r("pRose3D_opt", 0, 2.5),
             r("pRose3D_optSc", -2, 2), r("pRose3D_opt3", 0, 1.5), r("pRose3D_transp", -1, 1),
             r("pRose3D_dist", -2, 2), r("pRose3D_wagsc", -2, 2), r("pRose3D_f", -4, 6), r("pRose3D_wigsc", -2, 2),
             r("pRose3D_offset", -2, 2)),
           1000, 20261407);
      break;
    // the crops: the point hidden or shown (var_jwildfire_crops.h)
    case "crop_box":
      hiding(want, CropBoxFunc::new, 1.5,
             L(r("crop_box_width", -0.2, 1.2), r("crop_box_height", -0.2, 1.2), i("crop_box_invert", -1, 2)), 1000,
             20261411);
      break;
    case "crop_cross":
      hiding(want, CropCrossFunc::new, 1.5,
             L(r("crop_cross_width", -0.2, 1.2), r("crop_cross_Size", -0.2, 1.2), r("crop_cross_round", -2, 2),
               i("crop_cross_invert", -1, 2)),
             1000, 20261412);
      break;
    case "crop_polygon":
      hiding(want, CropPolygonFunc::new, 1.5,
             L(i("crop_polygon_type", -1, 5), r("crop_polygon_radius", -0.2, 1.2), i("crop_polygon_invert", -1, 2)), 1000,
             20261413);
      break;
    case "crop_rhombus":
      hiding(want, CropRhombusFunc::new, 1.5,
             L(r("crop_rhombus_width", -0.2, 1.2), r("crop_rhombus_height", -0.2, 1.2), i("crop_rhombus_invert", -1, 2)),
             1000, 20261414);
      break;
    case "crop_stars":
      hiding(want, CropStarsFunc::new, 1.5,
             L(i("crop_stars_n", 2, 10), r("crop_stars_radius", -0.2, 1.2), r("crop_stars_r2", -0.2, 1.2),
               i("crop_stars_invert", -1, 2)),
             1000, 20261415);
      break;
    case "crop_trapezoid": // its bases are "Base Sup." and "Base Inf." in JWildfire
      hiding(want, CropTrapezoidFunc::new, 1.5,
             L(r("crop_trapezoid_base_sup", "Base Sup.", -0.2, 1.2), r("crop_trapezoid_base_inf", "Base Inf.", -0.2, 1.2),
               r("crop_trapezoid_height", -0.2, 1.2), i("crop_trapezoid_invert", -1, 2)),
             1000, 20261416);
      break;
    case "crop_triangle":
      hiding(want, CropTriangleFunc::new, 1,
             L(r("crop_triangle_x1", -1, 1), r("crop_triangle_y1", -1, 1), r("crop_triangle_x2", -1, 1),
               r("crop_triangle_y2", -1, 1), r("crop_triangle_x3", -1, 1), r("crop_triangle_y3", -1, 1)),
             1000, 20261417);
      break;
    case "crop_vesica":
      hiding(want, CropVesicaFunc::new, 1.5,
             L(r("crop_vesica_width", -0.5, 0.5), r("crop_vesica_height", -0.2, 1.2), i("crop_vesica_invert", -1, 2)), 1000,
             20261418);
      break;
    case "crop_x":
      hiding(want, CropXFunc::new, 1.5,
             L(r("crop_x_radius", -0.2, 0.6), r("crop_x_w", -0.2, 1.5), i("crop_x_invert", -1, 2)), 1000, 20261419);
      break;
    // the others whose names extend an older variation's (var_jwildfire_crops.h)
    case "flower_db":
      refs(want, FlowerDbFunc::new, true, 3,
           L(r("flower_db_petals", -3, 12), r("flower_db_petal_split", -1, 2), r("flower_db_petal_spread", -2, 2),
             r("flower_db_stem_thickness", -2, 2), r("flower_db_stem_length", -0.5, 3),
             r("flower_db_petal_fold_strength", -2, 2), r("flower_db_petal_fold_radius", -1, 4)),
           1000, 20261421);
      break;
    case "cpow3_wf":
      refs(want, CPow3WFFunc::new, false, 3,
           L(r("cpow3_wf_spread2", -1, 1), r("cpow3_wf_r", -2, 2), r("cpow3_wf_a", -2, 2), r("cpow3_wf_divisor", -4, 4),
             r("cpow3_wf_spread", -3, 5), r("cpow3_wf_discrete_spread", 0, 2), r("cpow3_wf_offset2", -2, 2)),
           1000, 20261422);
      break;
    case "butterfly_fay":
      refs(want, ButterflyFayFunc::new, false, 3,
           L(r("butterfly_fay_fill", -1, 1), r("butterfly_fay_offset", -2, 2), i("butterfly_fay_unified_inner_outer", 0, 1),
             i("butterfly_fay_outer_mode", -1, 6), i("butterfly_fay_inner_mode", -1, 6), r("butterfly_fay_outer_spread", -2, 2),
             r("butterfly_fay_inner_spread", -2, 2), r("butterfly_fay_outer_spread_ratio", -2, 2),
             r("butterfly_fay_inner_spread_ratio", -2, 2), r("butterfly_fay_spread_split", -2, 3),
             r("butterfly_fay_cycles", -20, 20)),
           1000, 20261423);
      break;
    case "butterfly_fay_closed": // cycles 0: the closing number of turns
      refs("butterfly_fay", ButterflyFayFunc::new, false, 3,
           L(i("butterfly_fay_cycles", 0, 0), i("butterfly_fay_outer_mode", 0, 5), r("butterfly_fay_outer_spread", -2, 2)),
           1000, 20261424);
      break;
    case "xheart_blur_wf":
      refs(want, XHeartBlurWFFunc::new, false, 3, L(r("xheart_blur_wf_angle", -4, 4), r("xheart_blur_wf_ratio", -4, 4)),
           1000, 20261425);
      break;
    case "target_sp":
      refs(want, TargetSpFunc::new, false, 3,
           L(r("target_sp_twist", -2, 2), i("target_sp_n_of_sp", -4, 6), r("target_sp_size", -1, 4),
             r("target_sp_tightness", -1, 2)),
           1000, 20261426);
      break;
    case "exp2_bs":
      refs(want, Exp2_BSFunc::new, false, 2, L(r("exp2_bs_x1", -2, 2), r("exp2_bs_y1", -3, 3), r("exp2_bs_y2", -3, 3)),
           1000, 20261427);
      break;
    case "bubble_wf":
      refs(want, BubbleWFFunc::new, true, 3, L(), 1000, 20261428);
      break;
    case "octagon_jwf": // JWildfire's octagon, under the name flamebuild gives it
      refs(want, OctagonFunc::new, true, 1.5,
           L(i("octagon_jwf_mode", -1, 7), r("octagon_jwf_x", -1, 1), r("octagon_jwf_y", -1, 1), r("octagon_jwf_z", -1, 1)),
           1000, 20261429);
      break;
    case "circlecrop_jwf": // JWildfire's circlecrop, under the name flamebuild gives it
      hiding(want, CircleCropFunc::new, 2,
             L(i("circlecrop_jwf_zero", -1, 2), r("circlecrop_jwf_radius", -0.5, 2), r("circlecrop_jwf_x", -1, 1),
               r("circlecrop_jwf_y", -1, 1), r("circlecrop_jwf_scatter_area", -1.5, 1.5)),
             1000, 20261433);
      break;
    case "crop_jwf": // JWildfire's crop, under the name flamebuild gives it
      hiding(want, CropFunc::new, 2,
             L(i("crop_jwf_zero", -1, 2), r("crop_jwf_left", -1.5, 1.5), r("crop_jwf_top", -1.5, 1.5),
               r("crop_jwf_right", -1.5, 1.5), r("crop_jwf_bottom", -1.5, 1.5), r("crop_jwf_scatter_area", -1.5, 1.5)),
             1000, 20261434);
      break;
    // JWildfire's forms of variations Fractorium also has (kernels/var_jwildfire7.h), under
    // the names flamebuild gives them
    case "hole_jwf":
      refs(want, HoleFunc::new, false, 2, L(r("hole_jwf_a", -2, 3), i("hole_jwf_inside", -1, 2)), 1000, 20261630);
      break;
    case "funnel_jwf":
      refs(want, FunnelFunc::new, false, 2, L(i("funnel_jwf_effect", -10, 10)), 1000, 20261631);
      break;
    case "ripple_jwf":
      refs(want, RippleFunc::new, false, 2,
           L(r("ripple_jwf_frequency", -4, 4), r("ripple_jwf_velocity", -2, 2), r("ripple_jwf_amplitude", -2, 2),
             r("ripple_jwf_centerx", -1, 1), r("ripple_jwf_centery", -1, 1), r("ripple_jwf_phase", -1, 1),
             r("ripple_jwf_scale", -2, 2), i("ripple_jwf_fixed_dist_calc", -1, 2)),
           1000, 20261632);
      break;
    case "squirrel_jwf":
      refs(want, SquirrelFunc::new, false, 2, L(r("squirrel_jwf_a", -2, 2), r("squirrel_jwf_b", -2, 2)), 1000, 20261633);
      break;
    case "sintrange_jwf":
      refs(want, SintrangeFunc::new, false, 2, L(r("sintrange_jwf_w", -2, 2)), 1000, 20261634);
      break;
    case "murl2_jwf":
      refs(want, Murl2Func::new, false, 2, L(i("murl2_jwf_power", -6, 6), r("murl2_jwf_c", -1.5, 1.5)), 1000, 20261635);
      break;
    case "mask_jwf":
      hiding(want, MaskFunc::new, 2,
             L(r("mask_jwf_xshift", -2, 2), r("mask_jwf_yshift", -2, 2), r("mask_jwf_ushift", -2, 2),
               r("mask_jwf_xscale", -2, 2), r("mask_jwf_yscale", -2, 2)),
             1000, 20261636);
      break;
    case "cubicLattice_3D_jwf":
      refs(want, CubicLattice3DFunc::new, true, 2,
           L(r("cubicLattice_3D_jwf_xpand", -2, 3), r("cubicLattice_3D_jwf_style", -3, 3)), 1000, 20261637);
      break;
    case "bubble_jwfz": // flam3's bubble, which JWildfire's moves z too: under its z rules (the test's NAME_jwfz)
      refs("bubble", BubbleFunc::new, true, 3, L(), 1000, 20260028);
      break;
    case "blade3D_jwf": // Fractorium's blade3D moves z by the affine's z, JWildfire's by its y
      refs(want, Blade3DFunc::new, true, 2, L(), 1000, 20260774);
      break;
    case "falloff2_jwf": // JWildfire's draws in [0, 1), z and the colour; every type
    case "post_falloff2_jwf": { // a post function: on the sum, added to it
      final String v = want;
      refs(want, want.startsWith("post_") ? PostFalloff2Func::new : Falloff2Func::new, true, true, 2,
           L(r(v + "_scatter", -0.5, 3), r(v + "_mindist", -0.5, 1.5), r(v + "_mul_x", -0.5, 1.5), r(v + "_mul_y", -0.5, 1.5),
             r(v + "_mul_z", -0.5, 1.5), r(v + "_mul_c", -0.5, 1.5), r(v + "_x0", -1, 1), r(v + "_y0", -1, 1),
             r(v + "_z0", -1, 1), i(v + "_invert", 0, 1), i(v + "_type", -1, 3)),
           1000, want.startsWith("post_") ? 20260787 : 20260775);
      break;
    }
    case "synth_jwfz": // modes 0-10 (the numbers JWildfire and Fractorium share), smooth 0, 1 and 2
    case "synth_shifttheta_jwfz": // JWildfire's mode 16, Fractorium's 21: printed as flamebuild reads it
    case "synth_disc_jwfz": // JWildfire's legacy disc, 1005, Fractorium's 16
    case "synth_legacy_jwfz": { // JWildfire's other legacy modes, 1001-1004, 1006, 1007: Fractorium's 12-15, 17, 18
      // JWildfire's mode and flamebuild's (the parser's mapping, genome/parse_jwf_forms.c), pairs
      final int[][] modes = want.equals("synth_shifttheta_jwfz") ? new int[][] {{16, 21}}
                            : want.equals("synth_disc_jwfz") ? new int[][] {{1005, 16}}
                            : want.equals("synth_legacy_jwfz")
                                ? new int[][] {{1001, 12}, {1002, 13}, {1003, 14}, {1004, 15}, {1006, 17}, {1007, 18}}
                                : new int[][] {{-1, -1}};
      for (int[] m : modes) {
        final int jwfMode = m[0];
        final List<Range> l = new ArrayList<>(L(r("synth_a", -0.5, 2), r("synth_power", -2.5, 1.5),
                                                r("synth_mix", -0.5, 1.5), i("synth_smooth", 0, 2)));
        l.add(jwfMode < 0 ? i("synth_mode", 0, 10) : fixed("synth_mode", m[1]));
        for (String k : new String[] {"b", "c", "d", "e", "f"}) {
          final String p = "synth_" + k;
          l.add(r(p, -1, 1));
          l.add(i(p + "_type", 0, 8));
          l.add(r(p + "_skew", -1, 1));
          l.add(r(p + "_frq", -4, 8));
          l.add(r(p + "_phs", -1, 1));
          l.add(i(p + "_layer", 0, 3));
        }
        refs("synth", () -> {
          SynthFunc f = new SynthFunc();
          if (jwfMode >= 0) f.setParameter("mode", jwfMode);
          return f;
        }, true, 2, l, modes.length > 1 ? 200 : 1000, want.equals("synth_jwfz") ? 20260152 : 20260152 + jwfMode);
      }
      break;
    }
    case "checks_jwfz": // the cells the other way round, Math.rint's
      refs("checks", ChecksFunc::new, true, 3,
           L(r("checks_x", -5, 5), r("checks_y", -5, 5), r("checks_size", -0.5, 3), r("checks_rnd", -0.5, 1.5)), 1000, 20260211);
      break;
    case "pie3D_jwfz": // slices, rotation and thickness as they are; z = r·sin r
      refs("pie3D", Pie3DFunc::new, true, 2,
           L(r("pie3D_slices", -3, 12), r("pie3D_rotation", -8, 8), r("pie3D_thickness", -0.5, 1.5)), 1000, 20260273);
      break;
    case "x_jwfz": // the star's slope any angle
    case "y_jwfz":
    case "z_jwfz":
    case "w_jwfz": { // and w's angle as it is
      final String v = want.substring(0, 1), p = v + "_";
      final List<Range> l = new ArrayList<>();
      if (v.equals("w")) l.add(r("w_angle", -8, 8));
      l.addAll(L(r(p + "hypergon", -0.5, 1.5), i(p + "hypergon_n", 3, 9), r(p + "hypergon_r", -0.5, 2), r(p + "star", -0.5, 1.5),
                 i(p + "star_n", 3, 9), r(p + "star_slope", -4, 4), r(p + "lituus", -0.5, 1), r(p + "lituus_a", -2, 2),
                 r(p + "super", -0.5, 1), r(p + "super_m", -4, 8), r(p + "super_n1", 0.2, 4), r(p + "super_n2", -2, 4),
                 r(p + "super_n3", -2, 4)));
      final Supplier<VariationFunc> f = v.equals("x") ? XFunc::new : v.equals("y") ? YFunc::new : v.equals("z") ? ZFunc::new : WFunc::new;
      refs(v, f, true, 2, l, 1000, 20260533 + "wxyz".indexOf(v));
      break;
    }
    case "lazyTravis_jwfz": // spins as they are
      refs("lazyTravis", LazyTravisFunc::new, true, 2,
           L(r("lazyTravis_spin_in", -1.5, 2.5), r("lazyTravis_spin_out", -1.5, 2.5), r("lazyTravis_space", -1, 1)), 1000, 20260284);
      break;
    case "eScale_jwfz": // scale and angle as they are
      refs("eScale", EScaleFunc::new, true, 2, L(r("eScale_angle", -8, 8), r("eScale_scale", -1.5, 3)), 1000, 20260286);
      break;
    case "hypertile3D_jwfz": // r² with z²
      refs("hypertile3D", Hypertile3DFunc::new, true, 1.5,
           L(i("hypertile3D_p", 3, 9), i("hypertile3D_q", 3, 9), i("hypertile3D_n", 0, 5)), 1000, 20260280);
      break;
    case "cubic3D_jwfz": // it replaces the sum: the sum before drawn
      sumIn = true;
      refs("cubic3D", Cubic_3DFunc::new, true, 2, L(r("cubic3D_xpand", -2, 4), r("cubic3D_style", -3, 3)), 1000, 20260282);
      sumIn = false;
      sumBefore = null;
      break;
    case "sinq_jwfz": // zephyrtronium's quaternion functions as JWildfire computes them
      refs("sinq", SinqFunc::new, true, 2, L(), 1000, 20268530);
      break;
    case "cosq_jwfz": // zephyrtronium's quaternion functions as JWildfire computes them
      refs("cosq", CosqFunc::new, true, 2, L(), 1000, 20268531);
      break;
    case "tanq_jwfz": // zephyrtronium's quaternion functions as JWildfire computes them
      refs("tanq", TanqFunc::new, true, 2, L(), 1000, 20268532);
      break;
    case "cotq_jwfz": // zephyrtronium's quaternion functions as JWildfire computes them
      refs("cotq", CotqFunc::new, true, 2, L(), 1000, 20268533);
      break;
    case "secq_jwfz": // zephyrtronium's quaternion functions as JWildfire computes them
      refs("secq", SecqFunc::new, true, 2, L(), 1000, 20268534);
      break;
    case "cscq_jwfz": // zephyrtronium's quaternion functions as JWildfire computes them
      refs("cscq", CscqFunc::new, true, 2, L(), 1000, 20268535);
      break;
    case "sinhq_jwfz": // zephyrtronium's quaternion functions as JWildfire computes them
      refs("sinhq", SinhqFunc::new, true, 2, L(), 1000, 20268536);
      break;
    case "coshq_jwfz": // zephyrtronium's quaternion functions as JWildfire computes them
      refs("coshq", CoshqFunc::new, true, 2, L(), 1000, 20268537);
      break;
    case "tanhq_jwfz": // zephyrtronium's quaternion functions as JWildfire computes them
      refs("tanhq", TanhqFunc::new, true, 2, L(), 1000, 20268538);
      break;
    case "cothq_jwfz": // zephyrtronium's quaternion functions as JWildfire computes them
      refs("cothq", CothqFunc::new, true, 2, L(), 1000, 20268539);
      break;
    case "sechq_jwfz": // zephyrtronium's quaternion functions as JWildfire computes them
      refs("sechq", SechqFunc::new, true, 2, L(), 1000, 20268540);
      break;
    case "cschq_jwfz": // zephyrtronium's quaternion functions as JWildfire computes them
      refs("cschq", CschqFunc::new, true, 2, L(), 1000, 20268541);
      break;
    case "estiq_jwfz": // zephyrtronium's quaternion functions as JWildfire computes them
      refs("estiq", EstiqFunc::new, true, 2, L(), 1000, 20268542);
      break;
    case "loq_jwfz": // the weight in x's factor
      refs("loq", LoqFunc::new, true, 2, L(r("loq_base", 1.2, 6)), 1000, 20260263);
      break;
    case "squish_jwfz": // the last edge's y subtracted; power an integer of at least 2
      refs("squish", SquishFunc::new, true, 2, L(i("squish_power", 2, 7)), 1000, 20260566);
      break;
    case "ho_jwfz": // signed powers: integers here (JWildfire's default 3), the others NaN there
      refs("ho", HOFunc::new, true, 2, L(i("ho_xpow", -3, 5), i("ho_ypow", -3, 5), i("ho_zpow", -3, 5)), 1000, 20260296);
      break;
    case "gdoffs_jwfz": // deltas, gamma and square as they are
      refs("gdoffs", GDOffsFunc::new, true, 2,
           L(r("gdoffs_delta_x", -3, 20), r("gdoffs_delta_y", -3, 20), r("gdoffs_area_x", -3, 3), r("gdoffs_area_y", -3, 3),
             r("gdoffs_center_x", -1, 1), r("gdoffs_center_y", -1, 1), i("gdoffs_gamma", -1, 8), i("gdoffs_square", -1, 2)),
           1000, 20260479);
      break;
    case "octapol_jwfz": // s and t with their signs; it empties the sum outside: the sum before drawn
      sumIn = true;
      refs("octapol", OctapolFunc::new, true, 3,
           L(r("octapol_polarweight", -1, 1), r("octapol_radius", -1.5, 1.5), r("octapol_s", -2, 2), r("octapol_t", -2, 2)),
           1000, 20260525);
      sumIn = false;
      sumBefore = null;
      break;
    case "cpow2_jwfz": // the final turn floor(divisor·U) of 2π/divisor, the divisor any number
      refs("cpow2", CPow2Func::new, true, 2,
           L(r("cpow2_r", 0.2, 3), r("cpow2_a", -2, 2), r("cpow2_divisor", 0.3, 6), whole("cpow2_spread", "range", 1, 5)),
           1000, 20260190);
      break;
    case "cpow3_jwfz":
      refs("cpow3", CPow3Func::new, true, 2,
           L(r("cpow3_r", 0.2, 3), r("cpow3_d", -2, 2), r("cpow3_divisor", 0.3, 6), r("cpow3_spread", -2, 3)), 1000, 20260191);
      break;
    case "blur_pixelize_jwfz": // the size as it is, a negative one too
      refs("blur_pixelize", BlurPixelizeFunc::new, true, 2,
           L(r("blur_pixelize_size", -1, 1), r("blur_pixelize_scale", -1, 2)), 1000, 20260206);
      break;
    case "falloff3_jwfz": // the radial type's turn by alpha, the draws x, y, z, c; the colour in and out
      refs("falloff3", Falloff3Func::new, true, true, 2,
           L(r("falloff3_alpha", -2, 2), i("falloff3_blur_type", 0, 2), i("falloff3_blur_shape", 0, 1),
             r("falloff3_blur_strength", 0.1, 3), r("falloff3_min_distance", 0, 1), i("falloff3_invert_distance", 0, 1),
             r("falloff3_mul_x", 0, 1), r("falloff3_mul_y", 0, 1), r("falloff3_mul_z", 0, 1), r("falloff3_mul_c", 0, 1),
             r("falloff3_center_x", -1, 1), r("falloff3_center_y", -1, 1), r("falloff3_center_z", -1, 1)),
           1000, 20260269);
      break;
    case "rings2_jwfz": // 1e-8 added to val², Java's saturating int
      refs("rings2", Rings2Func::new, true, 3, L(r("rings2_val", -1, 1)), 1000, 20260029);
      break;
    case "rings2_tiny_jwfz": // val near 0 (a JWildfire random flame's 0): the point itself, to past the int's range
      refs("rings2", Rings2Func::new, true, 40, L(r("rings2_val", -1e-4, 1e-4)), 1000, 20260030);
      break;
    case "minkQM":
      refs(want, MinkQMFunc::new, false, 1.5,
           L(r("minkQM_a", 0.5, 2), r("minkQM_b", 0.5, 2), r("minkQM_c", 0.5, 2), r("minkQM_dd", 0.5, 2),
             r("minkQM_e", 0.2, 0.8), i("minkQM_f", 0, 51)),
           1000, 20261669);
      break;
    case "c_symmetry":
      refs(want, ZSymmetryFunc::new, false, 2, L(r("c_symmetry_p1", -5, 5), r("c_symmetry_p2", -2, 4)), 1000, 20261670);
      break;
    case "jac_asn":
      refs(want, JacAsnFunc::new, false, 1.5,
           L(r("jac_asn_kr", -1.5, 1.5), r("jac_asn_ki", -1, 1), i("jac_asn_type", -1, 8)), 2000, 20261671);
      break;
    case "jac_elk":
      refs(want, JacElkFunc::new, false, 2, L(r("jac_elk_k", -1.5, 1.5)), 1000, 20261672);
      break;
    case "gridout3D": {
      List<Range> l = L();
      for (String p : new String[] {"xx", "yy", "xa", "xb", "xc", "xd", "xe", "xf", "xg", "xh", "ya", "yb", "yc", "yd", "ye", "yf", "yg", "yh", "za", "zb", "zc", "zd", "ze", "zf", "zg", "zh"})
        l.add(r("gridout3D_" + p, -2, 2));
      refs(want, Gridout3DFunc::new, true, 3, l, 1000, 20261673);
      break;
    }
    // JWildfire's own, kernels/var_jwildfire9.h
    case "sqrt_acosech":
      refs(want, Sqrt_AcosechFunc::new, false, 2, L(), 1000, 20261675);
      break;
    case "sqrt_acosh":
      refs(want, Sqrt_AcoshFunc::new, false, 2, L(), 1000, 20261676);
      break;
    case "sqrt_acoth":
      refs(want, Sqrt_AcothFunc::new, false, 2, L(), 1000, 20261677);
      break;
    case "sqrt_asech":
      refs(want, Sqrt_AsechFunc::new, false, 2, L(), 1000, 20261678);
      break;
    case "sqrt_asinh":
      refs(want, Sqrt_AsinhFunc::new, false, 2, L(), 1000, 20261679);
      break;
    case "sqrt_atanh":
      refs(want, Sqrt_AtanhFunc::new, false, 2, L(), 1000, 20261680);
      break;
    case "apollony":
      refs(want, ApollonyFunc::new, false, 3, L(), 1000, 20261681);
      break;
    case "circular":
      refs(want, CircularFunc::new, false, 2, L(r("circular_angle", -180, 180), r("circular_seed", 0, 3.2)), 1000, 20261682);
      break;
    case "circular2":
      refs(want, Circular2Func::new, false, 2,
           L(r("circular2_angle", -180, 180), r("circular2_seed", 0, 3.2), r("circular2_xx", -100, 100),
             r("circular2_yy", -100, 100)),
           1000, 20261683);
      break;
    case "log_apo":
      refs(want, LogApoFunc::new, false, 2, L(r("log_apo_base", 0.05, 17)), 1000, 20261684);
      break;
    case "log_tile2":
      refs(want, LogTile2Func::new, true, 2,
           L(r("log_tile2_spreadx", -3, 3), r("log_tile2_spready", -3, 3), r("log_tile2_spreadz", -3, 3)), 1000, 20261685);
      break;
    case "devil_warp":
      refs(want, DevilWarpFunc::new, false, 2,
           L(r("devil_warp_a", 0, 3), r("devil_warp_b", 0, 3), r("devil_warp_effect", -3, 3), r("devil_warp_warp", -3, 3),
             r("devil_warp_rmin", -5, 2), r("devil_warp_rmax", 0, 20)),
           1000, 20261686);
      break;
    case "dustpoint":
      refs(want, DustPointFunc::new, false, 2, L(), 1000, 20261687);
      break;
    case "elliptic2":
      refs(want, Elliptic2Func::new, false, 2,
           L(r("elliptic2_a1", 0, 1.5), r("elliptic2_a2", 0.75, 1.25), r("elliptic2_a3", -1, 1), r("elliptic2_b1", 1, 2.5),
             r("elliptic2_b2", 0.5, 2), r("elliptic2_c", 0.25, 0.75), r("elliptic2_d", 0.25, 1.75), r("elliptic2_e", 0, 1),
             r("elliptic2_f", 0.5, 2), r("elliptic2_g", 0.5, 2), r("elliptic2_h", 1, 3)),
           1000, 20261688);
      break;
    case "exp_multi":
      refs(want, ExpMultiFunc::new, false, 2,
           L(r("exp_multi_re", -2, 2), r("exp_multi_im", -2, 2), r("exp_multi_re_add", -1, 1), r("exp_multi_im_add", -1, 1),
             i("exp_multi_sqr", -1, 1), i("exp_multi_asech", -1, 1), i("exp_multi_acosech", -1, 1), i("exp_multi_acoth", -1, 1)),
           1000, 20261689);
      break;
    case "inverted_julia":
      refs(want, Inverted_JuliaFunc::new, false, 2,
           L(r("inverted_julia_power", -1, 1), r("inverted_julia_y2_mult", 0, 2), r("inverted_julia_a2x_mult", -2, 2),
             r("inverted_julia_a2y_mult", -2, 2), r("inverted_julia_a2y_add", -1, 1), r("inverted_julia_cos_mult", -2, 2),
             r("inverted_julia_y_mult", -2, 2), r("inverted_julia_center", 0.5, 4), r("inverted_julia_x2y2_add", -0.5, 1)),
           1000, 20261690);
      break;
    case "julia_outside":
      refs(want, JuliaOutsideFunc::new, false, 2,
           L(r("julia_outside_re_div", -2.5, 2.5), r("julia_outside_im_div", -2.5, 2.5), i("julia_outside_mode", -1, 3)),
           1000, 20261691);
      break;
    case "tile_reverse":
      refs(want, Tile_Reverse_Func::new, false, 2,
           L(r("tile_reverse_space", -2, 2), i("tile_reverse_reversal", 0, 2), i("tile_reverse_vertical", -1, 2)), 1000,
           20261692);
      break;
    case "spliptic_bs":
      refs(want, SplipticBSFunc::new, false, 2, L(r("spliptic_bs_x", -1, 1), r("spliptic_bs_y", -1, 1)), 1000, 20261693);
      break;
    case "vogel":
      refs(want, VogelFunc::new, false, 2, L(i("vogel_n", -1, 60), r("vogel_scale", -1, 1)), 1000, 20261694);
      break;
    case "tunnel":
      refs(want, TunnelFunc::new, false, 2, L(r("tunnel_Sx", 0, 250), r("tunnel_Sy", 0, 250)), 1000, 20261695);
      break;
    case "r_circleblur":
      refs(want, R_CircleblurFunc::new, false, 4,
           L(r("r_circleblur_n", -4, 4), r("r_circleblur_seed", 0, 3), r("r_circleblur_dist", -1, 1),
             r("r_circleblur_min", 0, 0.5), r("r_circleblur_max", 0.5, 1.5)),
           1000, 20261696);
      break;
    case "hadamard_js":
      refs(want, HadamardFunc::new, false, 2, L(), 1000, 20261697);
      break;
    case "threepoint_js":
      refs(want, ThreePointIFSFunc::new, false, 2, L(), 1000, 20261698);
      break;
    case "invtree_js":
      refs(want, InvTreeFunc::new, false, 2, L(), 1000, 20261699);
      break;
    case "cell2":
      refs(want, Cell2Func::new, false, 3,
           L(r("cell2_size", 0.1, 1.5), i("cell2_mirror_x", -1, 1), i("cell2_mirror_y", -1, 1), r("cell2_a", 0.5, 2),
             r("cell2_space_ya", 0, 3), r("cell2_space_xa", 0, 3), r("cell2_space_yb", 0, 3), r("cell2_space_xb", 0, 3),
             r("cell2_move_xa", -2, 2), r("cell2_space_yc", 0, 3), r("cell2_move_ya", -2, 2), r("cell2_space_xc", 0, 3),
             r("cell2_space_yd", 0, 3), r("cell2_move_yb", -2, 2), r("cell2_space_xd", 0, 3), r("cell2_move_xb", -2, 2)),
           1000, 20261700);
      break;
    case "parallel":
      refs(want, ParallelFunc::new, false, 2,
           L(r("parallel_x1width", -6, 6), r("parallel_x1tilesize", 0, 1), r("parallel_x1mod1", 0.05, 1),
             r("parallel_x1mod2", 0.5, 2), r("parallel_x1height", 0, 1), r("parallel_x1move", -2, 2),
             r("parallel_x2width", -6, 6), r("parallel_x2tilesize", 0, 1), r("parallel_x2mod1", 0.05, 1),
             r("parallel_x2mod2", 0.5, 2), r("parallel_x2height", 0, 1), r("parallel_x2move", -2, 2)),
           1000, 20261701);
      break;
    case "atan2_spirals":
      refs(want, Atan2_SpiralsFunc::new, false, 2,
           L(r("atan2_spirals_r_mult", -2.5, 2.5), r("atan2_spirals_r_add", 0, 2), r("atan2_spirals_xy2_mult", -2.5, 2.5),
             r("atan2_spirals_xy2_add", -2.5, 2.5), r("atan2_spirals_x_mult", 1, 5), r("atan2_spirals_x_add", -1, 2),
             r("atan2_spirals_yx_div", 0.1, 5), r("atan2_spirals_yx_add", -2.5, 2.5), r("atan2_spirals_yy_div", 0.1, 5),
             r("atan2_spirals_yy_add", -1.5, 1.5), r("atan2_spirals_sin_add", 0, 3.2), r("atan2_spirals_y_mult", 0.5, 2),
             r("atan2_spirals_r_power", -2.5, 2.5), r("atan2_spirals_x2y2_power", -2.5, 2.5)),
           1000, 20261702);
      break;
    case "boxfold":
      refs(want, BoxfoldFunc::new, true, 3,
           L(r("boxfold_foldLimit", -0.5, 3), r("boxfold_rotateX", -180, 180), r("boxfold_rotateY", -180, 180),
             r("boxfold_rotateZ", -180, 180)),
           1000, 20261703);
      break;
    case "intersection":
      refs(want, IntersectionFunc::new, false, 2,
           L(r("intersection_xwidth", -6, 6), r("intersection_xtilesize", 0, 1), r("intersection_xmod1", 0.05, 1),
             r("intersection_xmod2", 0.5, 2), r("intersection_xheight", 0, 1), r("intersection_yheight", -6, 6),
             r("intersection_ytilesize", 0, 1), r("intersection_ymod1", 0.05, 1), r("intersection_ymod2", 0.5, 2),
             r("intersection_ywidth", 0, 1)),
           1000, 20261704);
      break;
    case "meeple":
      refs(want, MeepleFunc::new, false, 2,
           L(r("meeple_scale", -5, 5), r("meeple_filled", -0.25, 1.25), r("meeple_headWidth", 0.5, 1.5),
             r("meeple_headHeight", 0.5, 1.5), r("meeple_armLength", 0.5, 3), r("meeple_armSpread", 0.5, 2),
             r("meeple_bodyWidth", 0.5, 1.5), r("meeple_legHeight", 0.5, 1.5), r("meeple_legSpread", 0.5, 1.5),
             r("meeple_legSeparationWidth", -0.2, 0.4), r("meeple_legSeparationHeight", -0.3, 0.3)),
           1000, 20261705);
      break;
    case "hypertile3Db": // p, q and n below their floors too
      refs(want, Hypertile3DbFunc::new, true, 1.2,
           L(i("hypertile3Db_p", 1, 10), i("hypertile3Db_q", 1, 10), i("hypertile3Db_n", -1, 6),
             r("hypertile3Db_b", 0, 2.5), r("hypertile3Db_c", 0, 2.5), r("hypertile3Db_d", 0, 2.5),
             r("hypertile3Db_e", 0, 2.5), r("hypertile3Db_f", 0, 2.5), r("hypertile3Db_g", 0, 2.5),
             r("hypertile3Db_h", 0, 2.5), r("hypertile3Db_i", 0, 2.5), r("hypertile3Db_j", 0, 2.5),
             r("hypertile3Db_k", 0, 2.5)),
           1000, 20261790);
      break;
    case "hypertile3D2b":
      refs(want, Hypertile3D2bFunc::new, true, 1.2,
           L(i("hypertile3D2b_p", 1, 10), i("hypertile3D2b_q", 1, 10), r("hypertile3D2b_b", 0, 2.5),
             r("hypertile3D2b_c", 0, 2.5), r("hypertile3D2b_d", 0, 2.5), r("hypertile3D2b_e", 0, 2.5),
             r("hypertile3D2b_f", 0, 2.5), r("hypertile3D2b_g", 0, 2.5), r("hypertile3D2b_h", 0, 2.5),
             r("hypertile3D2b_i", 0, 2.5), r("hypertile3D2b_j", 0, 2.5), r("hypertile3D2b_k", 0, 2.5)),
           1000, 20261791);
      break;
    case "juliascope3Db": // power 0 too (an infinite z), reals of it now and then
      refs(want, JuliaScope3DbFunc::new, true, 1.5,
           L(r("juliascope3Db_dist", -2, 3), i("juliascope3Db_power", -6, 6), i("juliascope3Db_type", -1, 2),
             r("juliascope3Db_warp", -1, 1), r("juliascope3Db_za", -1, 2), r("juliascope3Db_zb", -1, 2),
             r("juliascope3Db_zamount", -1, 2), r("juliascope3Db_zdist", -1, 2), i("juliascope3Db_mode", -1, 2),
             r("juliascope3Db_wave1", -3, 3), r("juliascope3Db_wave2", -3, 3)),
           1000, 20261792);
      break;
    case "mobius3D_with_inverse": // normalize 1 or not (any other value is off)
      refs(want, Mobius3DWithInverseFunc::new, true, 1.5,
           L(r("mobius3D_with_inverse_a_re", -2, 2), r("mobius3D_with_inverse_a_im", -1, 1),
             r("mobius3D_with_inverse_aj", -1, 1), r("mobius3D_with_inverse_ak", -1, 1),
             r("mobius3D_with_inverse_b_re", -1, 1), r("mobius3D_with_inverse_b_im", -1, 1),
             r("mobius3D_with_inverse_bj", -1, 1), r("mobius3D_with_inverse_bk", -1, 1),
             r("mobius3D_with_inverse_c_re", -1, 1), r("mobius3D_with_inverse_c_im", -1, 1),
             r("mobius3D_with_inverse_cj", -1, 1), r("mobius3D_with_inverse_ck", -1, 1),
             r("mobius3D_with_inverse_d_re", -2, 2), r("mobius3D_with_inverse_d_im", -1, 1),
             r("mobius3D_with_inverse_dj", -1, 1), r("mobius3D_with_inverse_dk", -1, 1),
             i("mobius3D_with_inverse_normalize", 0, 2)),
           1000, 20261793);
      break;
    case "jubiQ": // power never 0, where JWildfire's modulo throws; every zmode and beyond
      refs(want, JubiQFunc::new, true, 1.5,
           L(r("jubiQ_dist", -2, 3), i("jubiQ_power", 1, 8), r("jubiQ_a", -1.5, 1.5), r("jubiQ_b", -1, 1),
             r("jubiQ_c", -1, 1), r("jubiQ_d", -1.5, 1.5), r("jubiQ_e", -0.5, 0.5), r("jubiQ_f", -0.5, 0.5),
             r("jubiQ_qat", -1, 1), r("jubiQ_qax", -1, 1), r("jubiQ_qay", -1, 1), r("jubiQ_qaz", -1, 1),
             r("jubiQ_qbt", -1, 1), r("jubiQ_qbx", -1, 1), r("jubiQ_qby", -1, 1), r("jubiQ_qbz", -1, 1),
             r("jubiQ_qct", -1, 1), r("jubiQ_qcx", -1, 1), r("jubiQ_qcy", -1, 1), r("jubiQ_qcz", -1, 1),
             r("jubiQ_qdt", -1, 2), r("jubiQ_qdx", -1, 1), r("jubiQ_qdy", -1, 1), r("jubiQ_qdz", -1, 1),
             i("jubiQ_zmode", -1, 3)),
           1000, 20261794);
      break;
    case "jubiQ_negative": // negative powers
      refs("jubiQ", JubiQFunc::new, true, 1.5,
           L(r("jubiQ_dist", -2, 3), i("jubiQ_power", -8, -1), r("jubiQ_a", -1.5, 1.5), r("jubiQ_b", -1, 1),
             r("jubiQ_c", -1, 1), r("jubiQ_d", -1.5, 1.5), r("jubiQ_e", -0.5, 0.5), r("jubiQ_f", -0.5, 0.5),
             r("jubiQ_qat", -1, 1), r("jubiQ_qax", -1, 1), r("jubiQ_qay", -1, 1), r("jubiQ_qaz", -1, 1),
             r("jubiQ_qbt", -1, 1), r("jubiQ_qbx", -1, 1), r("jubiQ_qby", -1, 1), r("jubiQ_qbz", -1, 1),
             r("jubiQ_qct", -1, 1), r("jubiQ_qcx", -1, 1), r("jubiQ_qcy", -1, 1), r("jubiQ_qcz", -1, 1),
             r("jubiQ_qdt", -1, 2), r("jubiQ_qdx", -1, 1), r("jubiQ_qdy", -1, 1), r("jubiQ_qdz", -1, 1),
             i("jubiQ_zmode", -1, 3)),
           1000, 20261795);
      break;
    case "klein_group": // every recipe and beyond; avoid_reversal off (its instance keeps its last pick)
      refs(want, KleinGroupFunc::new, false, 1.5,
           L(r("klein_group_a_re", -3, 3), r("klein_group_a_im", -2, 2), r("klein_group_b_re", -3, 3),
             r("klein_group_b_im", -2, 2), r("klein_group_recipe", -1, 8)),
           1000, 20261796);
      break;
    case "klein_group_axes": // traces on the axes (JEP's exact squares there); not a trace of ±2 beside a
      // complex one, whose discriminant is -16 plus rounding noise in its imaginary part, the noise's
      // sign picking the root (JWildfire's own pick changes with its math library)
      refs("klein_group", KleinGroupFunc::new, false, 1.5,
           L(i("klein_group_a_re", -1, 1), i("klein_group_a_im", 0, 0), i("klein_group_b_re", 0, 0),
             i("klein_group_b_im", -3, 3), i("klein_group_recipe", 0, 2)),
           1000, 20261797);
      break;
    case "glynnSShape": // radius1 negative now and then (the ring)
      refs(want, GlynnSuperShapeFunc::new, false, 2,
           L(r("glynnSShape_radius", -1.5, 1.75), r("glynnSShape_radius1", -0.5, 1.5), r("glynnSShape_thickness", 0, 1),
             r("glynnSShape_phi1", -180, 180), r("glynnSShape_m", 3, 12), r("glynnSShape_n1", -2.5, 2.5),
             r("glynnSShape_n2", -2.5, 2.5), r("glynnSShape_n3", -2.5, 2.5), r("glynnSShape_scale", 0.25, 1),
             r("glynnSShape_pow", -1, 2.5), r("glynnSShape_contrast", -0.2, 1.2)),
           1000, 20261798);
      break;
    case "glynnia3":
      refs(want, Glynnia3Func::new, false, 2,
           L(r("glynnia3_rscale", -0.5, 5), r("glynnia3_dscale", -2, 10), r("glynnia3_rthresh", 0, 2.5),
             r("glynnia3_ythresh", -2, 2)),
           1000, 20261799);
      break;
    case "glynnlissa":
      refs(want, GlynnLissaFunc::new, false, 2,
           L(r("glynnlissa_radius", -1.5, 1.75), r("glynnlissa_radius1", -0.5, 1.5), r("glynnlissa_thickness", 0, 1),
             r("glynnlissa_phi1", -180, 180), r("glynnlissa_a", 0, 10), r("glynnlissa_b", 0, 10),
             r("glynnlissa_width", 0, 0.2), r("glynnlissa_phase", -3.2, 3.2), r("glynnlissa_scale", 0.25, 1),
             r("glynnlissa_pow", -1, 2.5), r("glynnlissa_contrast", -0.2, 1.2)),
           1000, 20261800);
      break;
    case "truchetflow": // the point drawn, hidden or not; seeds of JWildfire's randomize() range
      hiding(want, TruchetFlowFunc::new, 1,
             L(i("truchetflow_randomize", -1000000, 1000000), r("truchetflow_zoom", 0, 52), i("truchetflow_invert", -1, 2)),
             1000, 20261801);
      break;
    case "truchet2": // seeds 0 and 1 (one tile) among the others; exponents and widths past their clamps
      refs(want, Truchet2Func::new, false, 6,
           L(r("truchet2_exponent1", -1.5, 3.5), r("truchet2_exponent2", -1.5, 3.5), r("truchet2_width1", -1.5, 2.5),
             r("truchet2_width2", -1.5, 2.5), r("truchet2_scale", 0.5, 15), i("truchet2_seed", -1, 100),
             i("truchet2_inverse", -1, 2)),
           1000, 20261900);
      break;
    case "chaosCubes": // every mode, mode 7's pair, twists, turns, julia, inversion and colour modes
      refs(want, ChaosCubesFunc::new, true, true, 2,
           L(i("chaosCubes_mode", -1, 8), i("chaosCubes_mode7_A", -1, 6), i("chaosCubes_mode7_B", -1, 6),
             i("chaosCubes_depth", 0, 16), r("chaosCubes_twistX", -3, 3), r("chaosCubes_twistY", -3, 3),
             r("chaosCubes_twistZ", -3, 3), r("chaosCubes_scaleX", 0.2, 0.55), r("chaosCubes_scaleY", 0.2, 0.55),
             r("chaosCubes_scaleZ", 0.2, 0.55), r("chaosCubes_offset", 0.5, 2), r("chaosCubes_rotX", -270, 270),
             r("chaosCubes_rotY", -270, 270), r("chaosCubes_rotZ", -270, 270), i("chaosCubes_invert", 0, 1),
             i("chaosCubes_julia", 0, 1), i("chaosCubes_colorMode", -1, 6), r("chaosCubes_colorSpeed", -4, 4),
             i("chaosCubes_sphereInvert", 0, 1), r("chaosCubes_sphereRadius", 0.5, 2)),
           1000, 20261901);
      break;
    case "drunken_tiles": // every shape, seeds over int's range, cells past the fold
      refs(want, DrunkenTilesFunc::new, false, 4,
           L(i("drunken_tiles_seed", -2000000000, 2000000000), r("drunken_tiles_cellsize", -0.2, 3),
             r("drunken_tiles_radius_factor", -0.2, 4), r("drunken_tiles_offset_strength", -1.5, 1.5),
             i("drunken_tiles_shape_boundary_type", -1, 12), r("drunken_tiles_aspect_ratio", -4, 4),
             r("drunken_tiles_inner_radius_factor", -0.2, 1.2), r("drunken_tiles_arm_width_factor", -0.2, 1.2),
             r("drunken_tiles_spacing", -0.5, 1), r("drunken_tiles_inner_twist", -PI, PI),
             r("drunken_tiles_outer_twist", -PI, PI), i("drunken_tiles_flowerPetals", 0, 10),
             i("drunken_tiles_starPoints", 0, 10), r("drunken_tiles_cloudAmplitude", -0.5, 2),
             r("drunken_tiles_cloudFrequency", -1, 20)),
           1000, 20261902);
      break;
    case "flora": // every leaf, filled or not (one draw or two)
      refs(want, FloraFunc::new, false, 2,
           L(i("flora_leafType", -1, 25), r("flora_filled", -0.3, 1.3), r("flora_scale", 0.5, 2.5),
             r("flora_distort", -0.5, 0.5), r("flora_shapeMod", -2, 2)),
           1000, 20261903);
      break;
    case "bwrands": // every kind of bubble, seeds over int's range, petal counts either way round
      refs(want, BWRandsFunc::new, false, 5,
           L(r("bwrands_cellsize", -2, 3), r("bwrands_space", -1, 1), r("bwrands_gain", -2, 3),
             r("bwrands_inner_twist", -PI, PI), r("bwrands_outer_twist", -PI, PI), i("bwrands_seed", -100000, 100000),
             r("bwrands_rrot", -0.2, 1.2), r("bwrands_rmin", -0.2, 1.2), r("bwrands_loonie_chance", -0.2, 1.2),
             r("bwrands_petals_chance", -0.2, 1.2), i("bwrands_minpetals", 0, 25), i("bwrands_maxpetals", 0, 25)),
           1000, 20261904);
      break;
    case "mandelbox2D": // every mode and colouring, julia or not, orbits that escape
      refs(want, Mandelbox2DFunc::new, false, true, 3,
           L(i("mandelbox2D_mandelboxMode", -1, 3), i("mandelbox2D_iterations", -1, 25), r("mandelbox2D_scale", -3, 2),
             r("mandelbox2D_foldLimit", 0.5, 2.5), r("mandelbox2D_minRadius", 0, 2), r("mandelbox2D_fixedRadius", 0.1, 3),
             r("mandelbox2D_rotation", -180, 180), i("mandelbox2D_juliaMode", -1, 2), r("mandelbox2D_juliaX", -2.5, 2.5),
             r("mandelbox2D_juliaY", -2.5, 2.5), i("mandelbox2D_coloringMode", -1, 3), r("mandelbox2D_colorSpeed", 0, 1)),
           1000, 20261905);
      break;
    case "natural_foam": // every colouring, walks and shaping on or off, bubbles the point is in or not
      warmUp = true; // its first call makes the bubbles and the walk's generator, replaced then
      ownRandomField = "rand";
      refs(want, NaturalFoamFunc::new, true, true, 1.2,
           L(i("natural_foam_density", 0, 60), i("natural_foam_iterations", -1, 6), r("natural_foam_scale", 0.1, 1.1),
             r("natural_foam_spread", 0.5, 3), r("natural_foam_minRadius", 0.1, 1.1), r("natural_foam_maxRadius", 0.1, 2.5),
             i("natural_foam_seed", -1000000, 1000000), r("natural_foam_shapeAmount", -0.3, 1),
             r("natural_foam_blur_radius", -0.3, 1), i("natural_foam_blur_quality", -1, 12),
             i("natural_foam_color_data", -1, 4), r("natural_foam_zoom", 0.5, 2)),
           1000, 20261906);
      warmUp = false;
      ownRandomField = null;
      break;
    case "pointgrid_wf": // grids either way round, empty, seeds over int's range (products that wrap)
      refs(want, PointGridWFFunc::new, false, 1,
           L(r("pointgrid_wf_xmin", -4.1, 0), r("pointgrid_wf_xmax", -1, 4.1), i("pointgrid_wf_xcount", -2, 100),
             r("pointgrid_wf_ymin", -4.1, 0), r("pointgrid_wf_ymax", -1, 4.1), i("pointgrid_wf_ycount", -2, 100),
             r("pointgrid_wf_distortion", -1, 5), i("pointgrid_wf_seed", -2000000000, 2000000000)),
           1000, 20261907);
      break;
    case "pointgrid3d_wf":
      refs(want, PointGrid3DWFFunc::new, true, 1,
           L(r("pointgrid3d_wf_xmin", -4.1, 0), r("pointgrid3d_wf_xmax", -1, 4.1), i("pointgrid3d_wf_xcount", -2, 100),
             r("pointgrid3d_wf_ymin", -4.1, 0), r("pointgrid3d_wf_ymax", -1, 4.1), i("pointgrid3d_wf_ycount", -2, 100),
             r("pointgrid3d_wf_zmin", -4.1, 0), r("pointgrid3d_wf_zmax", -1, 4.1), i("pointgrid3d_wf_zcount", -2, 100),
             r("pointgrid3d_wf_distortion", -1, 5), i("pointgrid3d_wf_seed", -2000000000, 2000000000)),
           1000, 20261908);
      break;
    case "romanesco": // arms or not, every shape and colouring, turned or not
      refs(want, RomanescoFunc::new, true, true, 1,
           L(r("romanesco_size", 0.25, 2), i("romanesco_recursion_depth", -1, 15), i("romanesco_num_arms", -1, 6),
             r("romanesco_arm_spread", -8, 3), r("romanesco_arm_elevation", -180, 180), r("romanesco_arm_twist", -2.4, 2.4),
             i("romanesco_floret_count", 0, 250), r("romanesco_floret_scale", 0.1, 0.5), r("romanesco_pattern_spread", 0, 1),
             r("romanesco_spiral_twist", 0, 2), r("romanesco_cone_steepness", -2, 2), r("romanesco_floret_detail_size", 0.1, 5.1),
             i("romanesco_floret_shape", -1, 4), r("romanesco_pitch", -180, 180), r("romanesco_yaw", -180, 180),
             r("romanesco_roll", -180, 180), i("romanesco_color_mode", -1, 4), r("romanesco_solid_color_idx", -0.2, 1.2),
             r("romanesco_color_range_min", 0, 7.5), r("romanesco_color_range_max", 0, 15)),
           1000, 20261909);
      break;
    case "polySurf": // every switch on and off, turned or not, both colourings (and the one its setter refuses)
      refs(want, PolySurfFunc::new, true, true, 1.5,
           L(r("polySurf_c", -0.5, 1.1), i("polySurf_mirrorX", -1, 2), i("polySurf_mirrorY", -1, 2), i("polySurf_mirrorZ", -1, 2),
             i("polySurf_julia", -1, 2), r("polySurf_juliaX", -2, 2), r("polySurf_juliaY", -2, 2), r("polySurf_juliaZ", -2, 2),
             i("polySurf_enableFold", -1, 2), r("polySurf_foldX", -3, 3), r("polySurf_foldY", -3, 3),
             r("polySurf_rotX", -180, 180), r("polySurf_rotY", -180, 180), r("polySurf_rotZ", -180, 180),
             i("polySurf_enableOffset", -1, 2), r("polySurf_offsetX", -3, 3), r("polySurf_offsetY", -3, 3),
             r("polySurf_offsetZ", -3, 3), i("polySurf_enableInvert", -1, 2), r("polySurf_invertRadius", 0.25, 3.25),
             i("polySurf_colorMode", -1, 4), r("polySurf_colorSpeed", -2, 2)),
           1000, 20261910);
      break;
    // var_jwildfire16.h
    case "crackle": // cells from tiny to large (either sign), undistorted to wild, powers either side of 0
      refs(want, CrackleFunc::new, false, 1.5,
           L(r("crackle_cellsize", -0.6, 3), r("crackle_power", -0.6, 1.6), r("crackle_distort", -1, 3),
             r("crackle_scale", -1, 3), r("crackle_z", -10, 10)),
           1000, 20261611);
      break;
    // var_jwf_dc10.h: the older dc_ forms, which set the palette coordinate (the "(xyzc)" form)
    case "dc_crackle_wf": // crackle's ranges, the colour's scale and offset past [0, 1] either way
      refs(want, DCCrackleWFFunc::new, true, true, 1.5,
           L(r("dc_crackle_wf_cellsize", -0.6, 3), r("dc_crackle_wf_power", -0.6, 1.6), r("dc_crackle_wf_distort", -1, 3),
             r("dc_crackle_wf_scale", -1, 3), r("dc_crackle_wf_z", -10, 10), r("dc_crackle_wf_color_scale", -1, 3),
             r("dc_crackle_wf_color_offset", -0.5, 1)),
           1000, 20268760);
      break;
    case "dc_perlin_jwf": // every shape and map, color_only, notches past their clamps, octaves past 1-5
      refs(want, DCPerlinFunc::new, true, true, 1.5,
           L(i("dc_perlin_jwf_shape", -1, 3), i("dc_perlin_jwf_map", -1, 6), r("dc_perlin_jwf_select_centre", -1.3, 1.3),
             r("dc_perlin_jwf_select_range", 0, 2.3), r("dc_perlin_jwf_centre", -1, 1), r("dc_perlin_jwf_range", -1, 1),
             r("dc_perlin_jwf_edge", 0, 0.6), r("dc_perlin_jwf_scale", -2, 4), i("dc_perlin_jwf_octaves", 0, 6),
             r("dc_perlin_jwf_amps", 0.3, 3), r("dc_perlin_jwf_freqs", 0.3, 3), r("dc_perlin_jwf_z", -2, 2),
             i("dc_perlin_jwf_select_bailout", 1, 30), i("dc_perlin_jwf_color_only", 0, 1)),
           1000, 20262404);
      break;
    case "dc_cracklep_wf": // the preset first, as JWildfire's reader sets it (the others then override it)
      refs(want, DCCracklePWFFunc::new, true, true, 1.5,
           L(i("dc_cracklep_wf_preset", -1, 21), r("dc_cracklep_wf_cellsize", -0.6, 3), r("dc_cracklep_wf_power", -0.6, 1.6),
             r("dc_cracklep_wf_distort", -1, 3), r("dc_cracklep_wf_scale", -1, 3), r("dc_cracklep_wf_z", -10, 10),
             r("dc_cracklep_wf_color_scale", -1, 3), r("dc_cracklep_wf_color_offset", -0.5, 1)),
           1000, 20268770);
      break;
    case "dc_cylinder2": // scale first, so that its 0 comes up now and then
      refs(want, DCCylinder2Func::new, true, true, 2,
           L(r("dc_cylinder2_scale", -1, 3), r("dc_cylinder2_offset", -2, 2), r("dc_cylinder2_angle", -3.5, 3.5),
             r("dc_cylinder2_x", -1, 1.5), r("dc_cylinder2_y", -1, 1.5), r("dc_cylinder2_blur", -1, 3)),
           1000, 20268780);
      break;
    case "dc_hexes_wf": // hexes' ranges (cell size 0 now and then), the colour's past [0, 1] either way
      refs(want, DCHexesWFFunc::new, true, true, 2.5,
           L(r("dc_hexes_wf_cellsize", -0.6, 3), r("dc_hexes_wf_power", -0.6, 1.6), r("dc_hexes_wf_rotate", -1, 1),
             r("dc_hexes_wf_scale", -1, 3), r("dc_hexes_wf_color_scale", -1, 3), r("dc_hexes_wf_color_offset", -0.5, 1)),
           1000, 20268790);
      break;
    case "dc_gnarly": // every mode (and past them), blur either side of 0, dc and reset_z on and off
      refs(want, DCGnarlyFunc::new, true, true, 2,
           L(i("dc_gnarly_mode", -1, 9), r("dc_gnarly_scalex", -0.5, 0.5), r("dc_gnarly_scaley", -0.5, 0.5),
             r("dc_gnarly_freqx1", -6, 6), r("dc_gnarly_freqy1", -6, 6), r("dc_gnarly_freqx2", -6, 6),
             r("dc_gnarly_freqy2", -6, 6), r("dc_gnarly_freqx3", -6, 6), r("dc_gnarly_freqy3", -6, 6),
             i("dc_gnarly_dc", -1, 2), r("dc_gnarly_color1", -8, 8), r("dc_gnarly_color2", -8, 8),
             r("dc_gnarly_fmag", -0.2, 1.3), r("dc_gnarly_distort", -1, 1), r("dc_gnarly_blur", -1.5, 6),
             r("dc_gnarly_scale_z", -1, 1), r("dc_gnarly_offset_z", -1, 1), i("dc_gnarly_reset_z", -1, 2)),
           1000, 20268800);
      break;
    // var_jwildfire18.h
    case "ringer": // radii either side of 0, thickness and contrast past their clamps, either crop
      hiding(want, RingerFunc::new, 1.5,
             L(r("ringer_innerradius", -0.2, 1.2), r("ringer_outerradius", -0.2, 2), r("ringer_thickness", -0.2, 1.2),
               r("ringer_contrast", -0.2, 1.2), r("ringer_pow", -2, 3), r("ringer_scatter_area", -1.5, 2.5),
               i("ringer_hide_outer", -1, 2)),
             1000, 20261812);
      break;
    // the cut_* family: a pattern of the plane, the point hidden on one side (var_jwf_cut.h);
    // mode 1 draws the point, mode 0 takes the affine's
    case "cut_fun":
      hiding(want, CutFunFunc::new, 1.5,
             L(i("cut_fun_seed", -50, 3000), i("cut_fun_mode", -1, 2), r("cut_fun_zoom", 0.5, 30),
               i("cut_fun_invert", -1, 2)),
             1000, 20261740);
      break;
    case "cut_tileillusion":
      hiding(want, CutTileIllusionFunc::new, 1.5,
             L(r("cut_tileillusion_time", -2, 2), i("cut_tileillusion_mode", -1, 2), r("cut_tileillusion_zoom", -1, 55),
               i("cut_tileillusion_invert", -1, 2)),
             1000, 20261741);
      break;
    case "cut_2ewangtile":
      hiding(want, Cut2eWangTileFunc::new, 1.5,
             L(i("cut_2ewangtile_seed", -50, 3000), i("cut_2ewangtile_mode", -1, 2), r("cut_2ewangtile_zoom", 1, 50),
               i("cut_2ewangtile_invert", -1, 2)),
             1000, 20261742);
      break;
    case "cut_alientext":
      hiding(want, CutAlienTextFunc::new, 1.5,
             L(i("cut_alientext_seed", -50, 3000), i("cut_alientext_mode", -1, 2), i("cut_alientext_subdivisions", -1, 5),
               r("cut_alientext_zoom", 0.1, 4), i("cut_alientext_invert", -1, 2)),
             1000, 20261743);
      break;
    case "cut_apollonian":
      hiding(want, CutApollonianFunc::new, 1.5,
             L(i("cut_apollonian_mode", -1, 2), i("cut_apollonian_levels", 0, 11), r("cut_apollonian_zoom", -1, 12),
               i("cut_apollonian_invert", -1, 2)),
             1000, 20261744);
      break;
    case "cut_booleans":
      hiding(want, CutBooleansFunc::new, 1.5,
             L(i("cut_booleans_seed", -50, 3000), i("cut_booleans_mode", -1, 2), i("cut_booleans_type", -1, 3),
               r("cut_booleans_zoom", 5, 400), i("cut_booleans_invert", -1, 2)),
             1000, 20261745);
      break;
    case "cut_bricks":
      hiding(want, CutBricksFunc::new, 1.5,
             L(i("cut_bricks_seed", -50, 3000), i("cut_bricks_mode", -1, 2), r("cut_bricks_size", 0, 1.1),
               r("cut_bricks_zoom", 0.5, 10), i("cut_bricks_invert", -1, 2)),
             1000, 20261746);
      break;
    case "cut_btree": // randomize first, as JWildfire's reader sets it: the time after it replaces the clock's
      hiding(want, CutBTreeFunc::new, 1.2,
             L(i("cut_btree_randomize", 0, 100), r("cut_btree_time", -3, 3), r("cut_btree_thickness", 0, 11),
               r("cut_btree_zoom", 0.2, 3), i("cut_btree_mode", -1, 2), i("cut_btree_invert", -1, 2)),
             1000, 20261747);
      break;
    case "cut_btruchet":
      hiding(want, CutBasicTruchetFunc::new, 1.5,
             L(i("cut_btruchet_mode", -1, 2), r("cut_btruchet_width", 0, 6), i("cut_btruchet_seed", -50, 3000),
               r("cut_btruchet_zoom", 1, 30), i("cut_btruchet_invert", -1, 2)),
             1000, 20261748);
      break;
    case "cut_celtic":
      hiding(want, CutCelticFunc::new, 1.5,
             L(i("cut_celtic_mode", -1, 2), r("cut_celtic_zoom", 0.5, 12), i("cut_celtic_invert", -1, 2)), 1000,
             20261749);
      break;
    case "cut_chains":
      hiding(want, CutChainsFunc::new, 1.5,
             L(r("cut_chains_shiftX", -5, 5), r("cut_chains_shiftY", -5, 5), i("cut_chains_mode", -1, 2),
               r("cut_chains_zoom", 0.5, 8), i("cut_chains_invert", -1, 2)),
             1000, 20261750);
      break;
    case "cut_circdes": // seed first, as JWildfire's reader sets it: the time after it replaces the clock's
      hiding(want, CutCircleDesignFunc::new, 1.5,
             L(i("cut_circdes_seed", 0, 3000), i("cut_circdes_mode", -1, 2), r("cut_circdes_time", -10, 500),
               r("cut_circdes_zoom", 0.5, 20), i("cut_circdes_invert", -1, 2)),
             1000, 20261751);
      break;
    case "cut_fractal": // seed first, as for cut_circdes
      hiding(want, CutFractalFunc::new, 1.5,
             L(i("cut_fractal_seed", 0, 3000), i("cut_fractal_mode", -1, 2), r("cut_fractal_time", -5, 5),
               i("cut_fractal_iters", 0, 101), r("cut_fractal_zoom", 0.2, 5), i("cut_fractal_invert", -1, 2)),
             1000, 20261752);
      break;
    case "cut_glypho":
      hiding(want, CutGlyphoFunc::new, 1.5,
             L(i("cut_glypho_mode", -1, 2), r("cut_glypho_zoom", 0.05, 8), i("cut_glypho_invert", -1, 2),
               r("cut_glypho_f1", 0.075, 0.25), r("cut_glypho_f2", 0.1, 0.9), r("cut_glypho_f3", 0.75, 2.5)),
             1000, 20261753);
      break;
    case "cut_hexdots":
      hiding(want, CutHexDotsFunc::new, 1.5,
             L(i("cut_hexdots_mode", -1, 2), r("cut_hexdots_size", 0, 1.1), r("cut_hexdots_zoom", 0.05, 50),
               i("cut_hexdots_invert", -1, 2)),
             1000, 20261754);
      break;
    case "cut_hextruchetflow":
      hiding(want, CutHexTruchetFlowFunc::new, 1.5,
             L(i("cut_hextruchetflow_randomize", -50, 3000), i("cut_hextruchetflow_mode", -1, 2),
               i("cut_hextruchetflow_grid", -1, 2), r("cut_hextruchetflow_zoom", 0.05, 50),
               i("cut_hextruchetflow_invert", -1, 2)),
             1000, 20261755);
      break;
    case "cut_jigsaw": // seed first, as for cut_circdes
      hiding(want, CutJigsawFunc::new, 1.5,
             L(i("cut_jigsaw_seed", 0, 3000), r("cut_jigsaw_time", -10, 100), i("cut_jigsaw_mode", -1, 2),
               r("cut_jigsaw_zoom", 0.5, 20), i("cut_jigsaw_invert", -1, 2)),
             1000, 20261756);
      break;
    case "cut_kaleido": // seed first, as for cut_circdes
      hiding(want, CutKaleidoFunc::new, 1.5,
             L(i("cut_kaleido_seed", 0, 3000), i("cut_kaleido_mode", -1, 2), r("cut_kaleido_time", -10, 500),
               i("cut_kaleido_n", 0, 22), r("cut_kaleido_zoom", 0.1, 4), i("cut_kaleido_invert", -1, 2)),
             1000, 20261757);
      break;
    case "cut_kleinian":
      hiding(want, CutKleinianFunc::new, 1.5,
             L(i("cut_kleinian_mode", -1, 2), r("cut_kleinian_zoom", 0.5, 6), r("cut_kleinian_boxSize", 0.5, 2),
               r("cut_kleinian_time", -0.2, 1.2), i("cut_kleinian_NIters", -5, 160), r("cut_kleinian_Dx", -1, 1),
               r("cut_kleinian_Dy", -1.5, 0.5), i("cut_kleinian_invert", -1, 2)),
             1000, 20261758);
      break;
    case "cut_magfield": // randomize first, as for cut_circdes
      hiding(want, CutMagFieldFunc::new, 1.5,
             L(i("cut_magfield_randomize", 0, 3000), r("cut_magfield_time", -10, 500), r("cut_magfield_density", 0, 11),
               r("cut_magfield_zoom", 0.5, 6), i("cut_magfield_mode", -1, 2), i("cut_magfield_invert", -1, 2)),
             1000, 20261759);
      break;
    case "cut_mandala": // seed first, as for cut_circdes
      hiding(want, CutMandalaFunc::new, 1.5,
             L(i("cut_mandala_seed", 0, 3000), i("cut_mandala_mode", -1, 2), r("cut_mandala_time", -10, 100),
               r("cut_mandala_zoom", 0.5, 4), i("cut_mandala_invert", -1, 2)),
             1000, 20261760);
      break;
    case "cut_metaballs":
      hiding(want, CutMetaBallsFunc::new, 1.5,
             L(i("cut_metaballs_mode", -1, 2), r("cut_metaballs_zoom", 0.05, 50), i("cut_metaballs_invert", -1, 2),
               r("cut_metaballs_time", -10, 100)),
             1000, 20261761);
      break;
    case "cut_pattern": // seed first, as for cut_circdes
      hiding(want, CutPatternFunc::new, 1.5,
             L(i("cut_pattern_seed", 0, 3000), i("cut_pattern_mode", -1, 2), r("cut_pattern_time", -10, 100),
               r("cut_pattern_zoom", 0.2, 8), i("cut_pattern_invert", -1, 2)),
             1000, 20261762);
      break;
    // var_jwf_cut4.h
    case "cut_triantess": // p, q, r from 1 (degenerate) past 12: sphere, plane and disc
      hiding(want, CutTrianTessFunc::new, 1.5,
             L(i("cut_triantess_mode", -1, 2), i("cut_triantess_Iters", -2, 23), r("cut_triantess_SRadius", 0, 0.12),
               i("cut_triantess_pParam", 0, 14), i("cut_triantess_qParam", 0, 14), i("cut_triantess_rParam", 0, 14),
               r("cut_triantess_uBaryc", -0.2, 1.2), r("cut_triantess_vBaryc", -0.2, 1.2), r("cut_triantess_wBaryc", -0.2, 1.2),
               r("cut_triantess_zoom", 0.3, 5), i("cut_triantess_invert", -1, 2)),
             1000, 20261776);
      break;
    case "cut_triskel":
      hiding(want, CutTriskelFunc::new, 1.5,
             L(i("cut_triskel_mode", -1, 2), r("cut_triskel_zoom", 0.2, 4), i("cut_triskel_invert", -1, 2)),
             1000, 20261777);
      break;
    case "cut_truchet": // seed first, as for cut_circdes
      hiding(want, CutTruchetFunc::new, 1.5,
             L(i("cut_truchet_seed", -3000, 3000), i("cut_truchet_mode", -1, 2), i("cut_truchet_type", -1, 3),
               r("cut_truchet_zoom", 0.5, 30), i("cut_truchet_invert", -1, 2)),
             1000, 20261778);
      break;
    case "cut_truchetweaving": // randomize first, as for cut_circdes
      hiding(want, CutTruchetWeavingFunc::new, 1.5,
             L(i("cut_truchetweaving_randomize", -3000, 3000), i("cut_truchetweaving_mode", -1, 2),
               i("cut_truchetweaving_type", -1, 2), r("cut_truchetweaving_width", -0.05, 0.3),
               r("cut_truchetweaving_zoom", 0, 55), i("cut_truchetweaving_invert", -1, 2)),
             1000, 20261779);
      break;
    case "cut_tstruchet": // seed first, as for cut_circdes
      hiding(want, CutTriScaleTruchetFunc::new, 1.5,
             L(i("cut_tstruchet_seed", -3000, 3000), i("cut_tstruchet_mode", -1, 2), i("cut_tstruchet_shape", -1, 5),
               i("cut_tstruchet_levels", -1, 2), i("cut_tstruchet_arcs", -1, 2), r("cut_tstruchet_zoom", 0.2, 12),
               i("cut_tstruchet_invert", -1, 2)),
             1000, 20261780);
      break;
    case "cut_vasarely":
      hiding(want, CutVasarelyFunc::new, 1.5,
             L(i("cut_vasarely_mode", -1, 2), r("cut_vasarely_zoom", 0.2, 3), i("cut_vasarely_invert", -1, 2),
               r("cut_vasarely_size", 0.05, 1.5)),
             1000, 20261781);
      break;
    case "cut_web": // seed before time: JWildfire's seed sets time from the clock, the time read after it replaces it
      hiding(want, CutWebFunc::new, 1.5,
             L(i("cut_web_seed", -3000, 3000), r("cut_web_time", -5, 5), i("cut_web_mode", -1, 2),
               r("cut_web_thick", -0.1, 1), i("cut_web_invert", -1, 2)),
             1000, 20261782);
      break;
    case "cut_wood":
      hiding(want, CutWoodFunc::new, 1.5,
             L(r("cut_wood_shiftX", -5, 5), r("cut_wood_shiftY", -5, 5), r("cut_wood_freq", 0, 2.5),
               r("cut_wood_smooth", -0.2, 1.2), r("cut_wood_LineCount", 0, 60), r("cut_wood_LineWidth", 0, 0.6),
               i("cut_wood_mode", -1, 2), r("cut_wood_zoom", 0.2, 8), i("cut_wood_invert", -1, 2)),
             1000, 20261783);
      break;
    case "cut_x":
      hiding(want, CutXFunc::new, 1.5,
             L(i("cut_x_mode", -1, 2), r("cut_x_zoom", 0.2, 5), i("cut_x_invert", -1, 2), r("cut_x_size", -0.1, 0.5)),
             1000, 20261784);
      break;
    case "cut_yuebing":
      hiding(want, CutYuebingFunc::new, 1.5,
             L(i("cut_yuebing_mode", -1, 2), r("cut_yuebing_zoom", 0.05, 1), i("cut_yuebing_invert", -1, 2),
               r("cut_yuebing_p1", -4, 4), r("cut_yuebing_p2", 1, 50)),
             1000, 20261785);
      break;
    case "cut_zigzag":
      hiding(want, CutZigZagFunc::new, 1.5,
             L(i("cut_zigzag_mode", -1, 2), r("cut_zigzag_xpar", -3, 3), r("cut_zigzag_ypar", -3, 4),
               r("cut_zigzag_zoom", 0.2, 6), i("cut_zigzag_invert", -1, 2)),
             1000, 20261786);
      break;
    // var_jwildfire12.h
    case "glynnSim2B": // radius negative now and then; every colour mode and beyond
      refs(want, GlynnSim2BFunc::new, true, true, 2,
           L(r("glynnSim2B_radius", -0.5, 1.75), r("glynnSim2B_thickness", -0.2, 1.2), r("glynnSim2B_contrast", -0.2, 1.2),
             r("glynnSim2B_pow", -1, 2.5), r("glynnSim2B_phi1", -180, 180), r("glynnSim2B_phi2", -180, 360),
             r("glynnSim2B_rotX", -180, 180), r("glynnSim2B_rotY", -180, 180), r("glynnSim2B_rotZ", -180, 180),
             r("glynnSim2B_offsetZ", -1, 1), r("glynnSim2B_scaleX", -1.5, 1.5), r("glynnSim2B_scaleY", -1.5, 1.5),
             r("glynnSim2B_scaleZ", -1.5, 1.5), r("glynnSim2B_shearXY", -0.5, 0.5), r("glynnSim2B_shearXZ", -0.5, 0.5),
             r("glynnSim2B_shearYX", -0.5, 0.5), r("glynnSim2B_shearYZ", -0.5, 0.5), r("glynnSim2B_shearZX", -0.5, 0.5),
             r("glynnSim2B_shearZY", -0.5, 0.5), r("glynnSim2B_circleRotX", -180, 180), r("glynnSim2B_circleRotY", -180, 180),
             r("glynnSim2B_circleThicknessZ", 0, 0.5), i("glynnSim2B_colorMode", -1, 5), r("glynnSim2B_fixedHue", -0.2, 1.2),
             r("glynnSim2B_zHueScale", -3, 3), r("glynnSim2B_randomHueAmount", -0.2, 1.2)),
           1000, 20261830);
      break;
    case "glynnspiro": // every mode and beyond; radius1 negative now and then (the ring)
      refs(want, GlynnSpiroGraf3DFunc::new, false, 2,
           L(r("glynnspiro_radius", -1.5, 1.75), r("glynnspiro_radius1", -0.5, 1.5), r("glynnspiro_thickness", 0, 1),
             r("glynnspiro_phi1", -180, 180), r("glynnspiro_a", 0, 1), r("glynnspiro_b", -1, 1), r("glynnspiro_c", 0, 1),
             r("glynnspiro_time", 0, 1000), i("glynnspiro_mode", -1, 5), r("glynnspiro_width", 0, 0.05),
             r("glynnspiro_scale", 0.25, 1), r("glynnspiro_pow", -1, 2.5), r("glynnspiro_contrast", -0.2, 1.2)),
           1000, 20261831);
      break;
    case "juliascopePlus": // powers of both signs and 0; every mode and beyond; fixed branches in and out of range
      refs(want, JuliaScopePlusFunc::new, true, true, 2,
           L(i("juliascopePlus_power", -6, 6), r("juliascopePlus_dist", -2, 3), r("juliascopePlus_cx", -1, 1),
             r("juliascopePlus_cy", -1, 1), r("juliascopePlus_mixPowerSign", 0, 1), i("juliascopePlus_colorMode", -1, 6),
             r("juliascopePlus_colorSpeed", 0.25, 3), i("juliascopePlus_thetaSignMode", -1, 4),
             r("juliascopePlus_angularOffset", -3.2, 3.2), r("juliascopePlus_swirlFactor", -0.3, 0.3),
             i("juliascopePlus_fixedBranch", -2, 6), r("juliascopePlus_radialOffset", -0.2, 0.2),
             r("juliascopePlus_altPowerScale", 0.75, 1.25), r("juliascopePlus_altPowerRotate", -0.4, 0.4),
             i("juliascopePlus_rndTermMode", -1, 4), i("juliascopePlus_mandelbrotLike", -1, 2)),
           1000, 20261832);
      break;
    case "mobiqN": // powers of both signs and under 1; every space, colour mode and beyond; a few passes
      refs(want, MobiqNFunc::new, true, true, 1.5,
           L(r("mobiqN_qat", -1, 1.5), r("mobiqN_qax", -1, 1), r("mobiqN_qay", -1, 1), r("mobiqN_qaz", -1, 1),
             r("mobiqN_qbt", -1, 1), r("mobiqN_qbx", -1, 1), r("mobiqN_qby", -1, 1), r("mobiqN_qbz", -1, 1),
             r("mobiqN_qct", -1, 1), r("mobiqN_qcx", -1, 1), r("mobiqN_qcy", -1, 1), r("mobiqN_qcz", -1, 1),
             r("mobiqN_qdt", -1, 1.5), r("mobiqN_qdx", -1, 1), r("mobiqN_qdy", -1, 1), r("mobiqN_qdz", -1, 1),
             r("mobiqN_power", -5, 6), r("mobiqN_dist", -2, 3), i("mobiqN_colorMode", -1, 7), i("mobiqN_iterations", -1, 4),
             i("mobiqN_spaceType", -1, 3)),
           1000, 20261833);
      break;
    case "swirl3D_wf":
      refs(want, Swirl3DWFFunc::new, true, true, 2, L(r("swirl3D_wf_n", -25, 25)), 1000, 20261834);
      break;
    case "cactusGlobe": // both modes of each; spikes splayed now and then; pups up to the depth's clamp
      refs(want, CactusGlobeFunc::new, true, true, 1.5,
           L(i("cactusGlobe_pattern_mode", -1, 2), i("cactusGlobe_generator_mode", -1, 2), r("cactusGlobe_size", -0.5, 2),
             r("cactusGlobe_ribs_1", 3, 25), r("cactusGlobe_ribDepth_1", -1, 1), r("cactusGlobe_spiral_1", -1.5, 1.5),
             r("cactusGlobe_ribs_2", 0, 25), r("cactusGlobe_ribDepth_2", -0.5, 0.6), r("cactusGlobe_spiral_2", -1.5, 1.5),
             r("cactusGlobe_areoles_per_rib", -2, 20), r("cactusGlobe_areole_density", -0.2, 1.2),
             r("cactusGlobe_areole_focus", 1, 20), r("cactusGlobe_areole_size", 0, 0.4), r("cactusGlobe_spike_length", 0, 0.5),
             r("cactusGlobe_spike_angle_rand", -0.5, 1), r("cactusGlobe_spike_droop", -0.5, 0.5),
             i("cactusGlobe_recursion_depth", -1, 9), r("cactusGlobe_pup_chance", -0.2, 1.2), i("cactusGlobe_pups_count", 1, 6),
             r("cactusGlobe_pup_size", 0.2, 0.9), r("cactusGlobe_pups_spread", 0, 2), r("cactusGlobe_pups_vertical_offset", -1, 0.5),
             r("cactusGlobe_feature_color", -0.2, 1.2)),
           1000, 20261835);
      break;
    case "camouflage": // every noise and beyond; seeds of JWildfire's randomize() range
      refs(want, CamouflageFunc::new, true, true, 1.5,
           L(r("camouflage_seed", 100, 2500), r("camouflage_scale", 0.5, 5), i("camouflage_noiseType", -1, 3),
             i("camouflage_levels", 0, 10), i("camouflage_octaves", 0, 6), r("camouflage_persistence", 0.2, 0.8),
             r("camouflage_lacunarity", 1.5, 3), r("camouflage_stretch", 0.5, 2), r("camouflage_rotation", -1, 1),
             r("camouflage_displacement", -0.3, 0.3), r("camouflage_zOffset", -0.3, 0.3), r("camouflage_colorize", 0, 1)),
           1000, 20261836);
      break;
    case "combimirror": // mirror chances over their 0…2 range and beyond
      refs(want, CombimirrorFunc::new, true, true, 2,
           L(r("combimirror_vmirror", -0.5, 2.5), r("combimirror_vmove", -0.5, 0.5), r("combimirror_hmirror", -0.5, 2.5),
             r("combimirror_hmove", -0.5, 0.5), r("combimirror_zmirror", -0.5, 2.5), r("combimirror_zmove", -0.5, 0.5),
             r("combimirror_pmirror", -0.5, 2.5), r("combimirror_pmovex", -0.5, 0.5), r("combimirror_pmovey", -0.5, 0.5),
             r("combimirror_vcolorshift", -1, 1), r("combimirror_hcolorshift", -1, 1), r("combimirror_zcolorshift", -1, 1),
             r("combimirror_pcolorshift", -1, 1)),
           1000, 20261837);
      break;
    case "conicalSpiral": // every mode and colour mode and beyond; thickness negative now and then
      refs(want, ConicalSpiralFunc::new, true, true, 2,
           L(r("conicalSpiral_turns", -10, 20), r("conicalSpiral_radius", -1, 2), r("conicalSpiral_height", -1, 2),
             i("conicalSpiral_mode", -1, 4), r("conicalSpiral_z_wave_freq", -5, 5), r("conicalSpiral_z_wave_amp", -0.5, 0.5),
             r("conicalSpiral_twist", -3, 3), r("conicalSpiral_thickness", -0.1, 0.3), i("conicalSpiral_solid", -1, 2),
             i("conicalSpiral_colorize", -1, 2), i("conicalSpiral_colorMode", -1, 5), r("conicalSpiral_colorSpeed", -2, 3),
             r("conicalSpiral_colorOffset", -1, 1)),
           1000, 20261838);
      break;
    case "corners":
      refs(want, CornersFunc::new, false, 2,
           L(r("corners_x", -2.5, 2.5), r("corners_y", -2.5, 2.5), r("corners_mult_x", 0.25, 1.5),
             r("corners_mult_y", 0.25, 1.5), r("corners_x_power", 0.25, 1), r("corners_y_power", 0.25, 1),
             r("corners_xy_power_add", -0.5, 0.5), i("corners_log_mode", 0, 1), r("corners_log_base", 2.5, 3)),
           1000, 20261501);
      break;
    case "triangle":
      refs(want, TriangleFunc::new, true, 2,
           L(r("triangle_x1", -1, 1), r("triangle_y1", -1, 1), r("triangle_z1", -1, 1), r("triangle_x2", -1, 1),
             r("triangle_y2", -1, 1), r("triangle_z2", -1, 1), r("triangle_x3", -1, 1), r("triangle_y3", -1, 1),
             r("triangle_z3", -1, 1)),
           1000, 20261502);
      break;
    case "dinis_surface_wf": // x, y, z (points on the axis, hidden, now and then)
      refs(want, DinisSurfaceWFFunc::new, true, 3.2,
           L(r("dinis_surface_wf_a", -4, 4), r("dinis_surface_wf_b", -1, 1)), 1000, 20261503);
      break;
    case "dinis_surface_wf_hide": // the hidden state, on and off the axis
      hiding("dinis_surface_wf", DinisSurfaceWFFunc::new, 2e-8,
             L(r("dinis_surface_wf_a", -4, 4), r("dinis_surface_wf_b", -1, 1)), 1000, 20261504);
      break;
    case "colorscale_wf":
      refs(want, ColorScaleWFFunc::new, true, true, 2,
           L(r("colorscale_wf_scale_x", -1, 1), r("colorscale_wf_scale_y", -1, 1), r("colorscale_wf_scale_z", -1, 1),
             r("colorscale_wf_offset_z", -1, 1), i("colorscale_wf_reset_z", 0, 1), i("colorscale_wf_sides", 0, 1)),
           1000, 20261505);
      break;
    case "checkerboard_wf":
      refs(want, CheckerboardWFFunc::new, true, true, 1,
           L(r("checkerboard_wf_position", -3, 3), r("checkerboard_wf_size", 1, 11), i("checkerboard_wf_axis", -1, 3),
             r("checkerboard_wf_checker_size", 0.02, 0.5), r("checkerboard_wf_displ_amount", 0, 0.3),
             r("checkerboard_wf_checker_color1", -0.2, 1.2), r("checkerboard_wf_checker_color2", -0.2, 1.2),
             r("checkerboard_wf_side_color", -0.2, 1.2), i("checkerboard_wf_with_sides", -1, 2)),
           1000, 20261506);
      break;
    case "stabilize": // JWildfire's pre_stabilize, after its first call (which always moves the point)
      preOut = warmUp = true;
      refs(want, PreStabilizeFunc::new, true, true, 1.5,
           L(r("stabilize_p", 0, 1400), i("stabilize_n", -2, 600), i("stabilize_seed", -2000000, 2000000),
             i("stabilize_dc", -1, 2)),
           1000, 20261507);
      preOut = warmUp = false;
      break;
    case "wallpaper_js":
      refs(want, WallPaperFunc::new, false, 3,
           L(r("wallpaper_js_a", -2, 2), r("wallpaper_js_b", -2, 2), r("wallpaper_js_c", -25, 25)), 1000, 20261508);
      break;
    case "harmonograph_js": // (its seed first: JWildfire's reader sets it before the values it writes)
      refs(want, HarmonographFunc::new, false, 1,
           L(i("harmonograph_js_seed", 0, 100000), i("harmonograph_js_time", 1, 460),
             i("harmonograph_js_a1", 0, 250), r("harmonograph_js_f1", -5, 5), i("harmonograph_js_p1", 0, 180),
             r("harmonograph_js_d1", -0.01, 0.03), i("harmonograph_js_a2", 0, 250), r("harmonograph_js_f2", -5, 5),
             i("harmonograph_js_p2", 0, 180), r("harmonograph_js_d2", -0.01, 0.03), i("harmonograph_js_a3", 0, 250),
             r("harmonograph_js_f3", -5, 5), i("harmonograph_js_p3", 0, 180), r("harmonograph_js_d3", -0.01, 0.03),
             i("harmonograph_js_a4", 0, 250), r("harmonograph_js_f4", -5, 5), i("harmonograph_js_p4", 0, 180),
             r("harmonograph_js_d4", -0.01, 0.03)),
           1000, 20261509);
      break;
    case "crob": // points inside, outside, on the border
      refs(want, CrobFunc::new, false, 1.3,
           L(r("crob_top", -1.2, 0.6), r("crob_bottom", -0.6, 1.2), r("crob_left", -1.2, 0.6), r("crob_right", -0.6, 1.2),
             i("crob_blur", -1, 2), r("crob_ratioBlur", 0, 0.8), r("crob_directBlur", 0, 4)),
           1000, 20261510);
      break;
    case "hamid_js": // every figure (and presets outside 0..19, held to them); a..p integers mostly
      refs(want, HamidFunc::new, false, 1,
           L(i("hamid_js_presetId", -2, 21), i("hamid_js_number_lines_circles", "number_lines/circles", 1, 3000),
             i("hamid_js_filled_circles", "filled circles", 0, 2), i("hamid_js_a", 1, 2), i("hamid_js_b", 1, 2),
             i("hamid_js_c", 1, 2), i("hamid_js_d", 1, 2), i("hamid_js_e", 1, 2), i("hamid_js_f", 1, 2),
             i("hamid_js_g", 1, 2), i("hamid_js_h", 1, 2), i("hamid_js_i", 1, 2), i("hamid_js_j", 1, 2),
             i("hamid_js_k", 1, 2), i("hamid_js_l", 1, 2), i("hamid_js_m", 1, 2), i("hamid_js_n", 1, 2),
             i("hamid_js_o", 1, 2), i("hamid_js_p", 1, 2)),
           2000, 20261511);
      break;
    case "koch_js": // lines, points, both or neither; at a random segment of the curve
      walkOf = v -> 1 << (2 * Math.max(1, Math.min(7, org.jwildfire.base.Tools.FTOI(v[0]))));
      refs(want, KochFunc::new, false, 1,
           L(i("koch_js_level", 1, 7), i("koch_js_show_lines", 0, 2), r("koch_js_line_thickness", 0, 40),
             i("koch_js_show_points", 0, 2), r("koch_js_point_thickness", 0, 10)),
           1000, 20261512);
      walkOf = null;
      break;
    case "gosperisland_js": // at a random segment of the island; levels to 8 (at 9 and 10,
      // 118,098 and 354,294 steps, JWildfire's step-by-step sums drift past 1e-9 of the place)
      walkOf = v -> 6 * (int) Math.pow(3, Math.max(1, Math.min(10, org.jwildfire.base.Tools.FTOI(v[0]))));
      refs(want, GosperIslandFunc::new, false, 1,
           L(i("gosperisland_js_level", 1, 8), r("gosperisland_js_line_thickness", 0, 40)), 1000, 20261513);
      walkOf = null;
      break;
    case "htree_js": // at a random segment of the tree
      walkOf = v -> (1 << (2 * Math.max(1, Math.min(10, org.jwildfire.base.Tools.FTOI(v[0]))))) - 1;
      refs(want, HtreeFunc::new, false, 1,
           L(i("htree_js_level", 1, 10), r("htree_js_size", 0.2, 3), i("htree_js_show_lines", 0, 2),
             r("htree_js_line_thickness", 0, 40), i("htree_js_show_points", 0, 2), r("htree_js_point_thickness", 0, 10)),
           1000, 20261514);
      walkOf = null;
      break;
    case "tree_js": // at a random branch of the tree
      walkOf = v -> ((int) Math.pow(3, Math.max(1, Math.min(10, org.jwildfire.base.Tools.FTOI(v[0]))) + 1) - 1) / 2;
      refs(want, TreeFunc::new, false, 1,
           L(i("tree_js_level", 1, 10), i("tree_js_show_lines", 0, 2), r("tree_js_line_thickness", 0, 40),
             r("tree_js_bend_angle", -30, 30), r("tree_js_branch_angle", 0, 90), r("tree_js_branch_ratio", 0.2, 0.9),
             i("tree_js_show_points", 0, 2), r("tree_js_point_thickness", 0, 10)),
           1000, 20261515);
      walkOf = null;
      break;
    case "rsquares_js": // at a random side of the pattern
      walkOf = v -> 4 * (((1 << (2 * Math.max(1, Math.min(9, org.jwildfire.base.Tools.FTOI(v[0]))))) - 1) / 3);
      refs(want, RsquaresFunc::new, false, 1,
           L(i("rsquares_js_level", 1, 9), i("rsquares_js_show_lines", 0, 2), r("rsquares_js_line_thickness", 0, 40),
             i("rsquares_js_show_points", 0, 2), r("rsquares_js_point_thickness", 0, 10)),
           1000, 20261516);
      walkOf = null;
      break;
    case "waveblur_wf":
      refs(want, WaveBlurWFFunc::new, true, true, 2,
           L(i("waveblur_wf_count", -1, 26), r("waveblur_wf_phase", -2, 2), r("waveblur_wf_amplitude_z", -1.5, 1.5),
             r("waveblur_wf_damping_z", -1, 3), i("waveblur_wf_direct_color", -1, 2), r("waveblur_wf_color_scale", -1, 1),
             r("waveblur_wf_color_offset", -1, 1)),
           1000, 20261535);
      break;
    case "prepost_circlize": // its post half, transform(), on the sum
      refs(want, PrePostCirclizeFunc::new, false, 2,
           L(i("prepost_circlize_n", 1, 52), r("prepost_circlize_rotation", -180, 180), i("prepost_circlize_reverse", -1, 2)),
           1000, 20261536);
      break;
    case "prepost_circlize_inv": // its pre half, invtransform(), on the affine's point
      invOut = true;
      refs(want, PrePostCirclizeFunc::new, false, 2,
           L(i("prepost_circlize_n", "n", 1, 52), r("prepost_circlize_rotation", "rotation", -180, 180),
             i("prepost_circlize_reverse", "reverse", -1, 2)),
           1000, 20261537);
      invOut = false;
      break;
    case "hopalong": // its orbit from the start: at a random one of its first 2^20 calls (ORBIT_POINTS);
      // a, b and c beyond [-1, 1] as well (its setParameter holds them to it); `random` left out,
      // which JWildfire's files set before the others, and which they set again
      walkOf = v -> 1 << 20;
      refs(want, HopalongFunc::new, false, 2,
           L(r("hopalong_a", -1.2, 1.2), r("hopalong_b", -1.2, 1.2), r("hopalong_c", -1.2, 1.2),
             r("hopalong_startx", -1, 1), r("hopalong_starty", -1, 1)),
           200, 20261539);
      walkOf = null;
      break;
    case "threeply": // its orbit from the origin, as hopalong's, at one of its first 64 calls: its
      // chaos soon makes the orbit the sine's rounding (Java's Math.sin and the C library's part
      // within 1,024 steps for one of 200 parameter sets, within 65,536 for a = 65, b = 0.3, c = 77)
      walkOf = v -> 1 << 20;
      walkBelow = 64;
      refs(want, ThreeplyFunc::new, false, 2,
           L(r("threeply_a", -100, 100), r("threeply_b", -3, 3), r("threeply_c", -150, 150)), 200, 20261540);
      walkOf = null;
      walkBelow = 0;
      break;
    case "macmillan": // its orbit, two steps a call, as hopalong's
      walkOf = v -> 1 << 20;
      refs(want, MacMillanFunc::new, false, 2,
           L(r("macmillan_a", -2, 2), r("macmillan_b", -1.5, 1.5), r("macmillan_startx", -1, 1),
             r("macmillan_starty", -1, 1)),
           200, 20261541);
      walkOf = null;
      break;
    case "gingerbread_man": // its orbit, as hopalong's: at a random one of its first 2^20 calls
      walkOf = v -> 1 << 20;
      refs(want, GingerBreadManFunc::new, false, 2, L(), 200, 20261538);
      walkOf = null;
      break;
    case "recurrenceplot": { // its 30 signals; pairs drawn again until one recurs (retryUntil)
      retryUntil = f -> Math.sqrt((field(f, "y1") - field(f, "y2")) * (field(f, "y1") - field(f, "y2"))) < field(f, "maxdist");
      retryTries = 200;
      refs(want, RecurrencePlotFunc::new, true, true, 1,
           L(i("recurrenceplot_func_id", -1, 30), r("recurrenceplot_a", 0.5, 5), r("recurrenceplot_b", 0, 12),
             i("recurrenceplot_k", -1, 12), r("recurrenceplot_density", 5, 1500), i("recurrenceplot_dc", 0, 2),
             r("recurrenceplot_scale", -2, 2), r("recurrenceplot_angle", -3, 3), r("recurrenceplot_offset", -1, 1),
             r("recurrenceplot_tolerance", 0, 60)),
           1000, 20261601);
      retryUntil = null;
      break;
    }
    case "nsudoku": // x and y only: JWildfire's board, the colours, is drawn anew at every render
      refs(want, NSudokuFunc::new, false, 1,
           L(i("nsudoku_level", 0, 10), r("nsudoku_thickness", -0.2, 1.2), r("nsudoku_size", 0.2, 1.1),
             r("nsudoku_angle", -180, 180), i("nsudoku_type", 2, 7)),
           1000, 20261602);
      break;
    case "geometricPrimitives": // every mode: lines, shapes, shape mixing, recursion, jitter; empty cells hide
      hiding(want, GeometricPrimitivesFunc::new, 2,
             L(r("geometricPrimitives_line_vs_shape_mix", -0.2, 1.2), r("geometricPrimitives_density", 0, 1),
               r("geometricPrimitives_scale", 0.5, 3), r("geometricPrimitives_gridSize", 0.5, 2),
               r("geometricPrimitives_seed", 0, 50), r("geometricPrimitives_grid_jitter", -0.2, 1),
               i("geometricPrimitives_shape_type", -1, 4), i("geometricPrimitives_shape_mix_enable", -1, 2),
               r("geometricPrimitives_fill_prob", 0, 1), r("geometricPrimitives_radius", 0.1, 2.1),
               r("geometricPrimitives_hollow", -0.2, 1.2), r("geometricPrimitives_square_size", 0.1, 2.1),
               i("geometricPrimitives_connection_mode", -1, 2), i("geometricPrimitives_recursion_depth", -1, 5),
               r("geometricPrimitives_recursion_shape_mix", 0, 1), r("geometricPrimitives_recursion_scale", 0.1, 1)),
             1000, 20261860);
      break;
    case "dc_carpet3D": // the xform's affine read (affine_A … F), the colour and z from it; reset_z and sides both ways
      refs(want, DCCarpet3DFunc::new, true, true, 1.5,
           L(r("dc_carpet3D_origin", -1, 2), r("dc_carpet3D_color_a", 0, 1.5), r("dc_carpet3D_color_b", 0, 2),
             r("dc_carpet3D_color_c", 0, 2), r("dc_carpet3D_color_d", 0, 2), r("dc_carpet3D_color_e", 0, 1.5),
             r("dc_carpet3D_color_f", 0.2, 1.5), r("dc_carpet3D_stretch_x", -1.5, 1.5), r("dc_carpet3D_stretch_y", -1.5, 1.5),
             r("dc_carpet3D_scale_x", -1.5, 1.5), r("dc_carpet3D_scale_y", -1.5, 1.5), r("dc_carpet3D_scale_z", -2, 2),
             r("dc_carpet3D_offset_z", -1, 1), i("dc_carpet3D_reset_z", -1, 1), i("dc_carpet3D_sides", -1, 1),
             aff('A', -1, 1), aff('B', -1, 1), aff('C', -1, 1), aff('D', -1, 1), aff('E', -1, 1), aff('F', -1, 1)),
           1000, 20261861);
      break;
    case "fract_dragon_wf": // x, y, z, colour and the hidden state; its buddhabrot mode left out
      refs(want, FractDragonWFFunc::new, true, true, true, 1.5,
           L(i("fract_dragon_wf_max_iter", -1, 60), r("fract_dragon_wf_xmin", -0.5, 0), r("fract_dragon_wf_xmax", 0.9, 1.5),
             r("fract_dragon_wf_ymin", -1, -0.5), r("fract_dragon_wf_ymax", 0.5, 1), r("fract_dragon_wf_xseed", 0.8, 1.8), r("fract_dragon_wf_yseed", 0.4, 1.2),
             i("fract_dragon_wf_direct_color", 0, 1), r("fract_dragon_wf_scalez", -2, 2), i("fract_dragon_wf_clip_iter_min", -2, 8),
             i("fract_dragon_wf_clip_iter_max", -10, 2), i("fract_dragon_wf_max_clip_iter", -1, 6), r("fract_dragon_wf_scale", 0.5, 6),
             r("fract_dragon_wf_offsetx", -1, 1), r("fract_dragon_wf_offsety", -1, 1), r("fract_dragon_wf_offsetz", -1, 1), r("fract_dragon_wf_z_fill", -0.2, 1.2),
             i("fract_dragon_wf_z_logscale", 0, 1), i("fract_dragon_wf_color_only", 0, 1)),
           1000, 20261862);
      break;
    case "fract_mandelbrot_wf": // x, y, z, colour and the hidden state; its buddhabrot mode left out
      refs(want, FractMandelbrotWFFunc::new, true, true, true, 1.5,
           L(i("fract_mandelbrot_wf_max_iter", -1, 60), r("fract_mandelbrot_wf_xmin", -2.5, -1.5), r("fract_mandelbrot_wf_xmax", 0.3, 1),
             r("fract_mandelbrot_wf_ymin", -1.5, -0.8), r("fract_mandelbrot_wf_ymax", 0.8, 1.5), i("fract_mandelbrot_wf_power", 1, 7),
             i("fract_mandelbrot_wf_direct_color", 0, 1), r("fract_mandelbrot_wf_scalez", -2, 2), i("fract_mandelbrot_wf_clip_iter_min", -2, 8),
             i("fract_mandelbrot_wf_clip_iter_max", -10, 2), i("fract_mandelbrot_wf_max_clip_iter", -1, 6), r("fract_mandelbrot_wf_scale", 0.5, 6),
             r("fract_mandelbrot_wf_offsetx", -1, 1), r("fract_mandelbrot_wf_offsety", -1, 1), r("fract_mandelbrot_wf_offsetz", -1, 1), r("fract_mandelbrot_wf_z_fill", -0.2, 1.2),
             i("fract_mandelbrot_wf_z_logscale", 0, 1), i("fract_mandelbrot_wf_color_only", 0, 1)),
           1000, 20261863);
      break;
    case "fract_meteors_wf": // x, y, z, colour and the hidden state; its buddhabrot mode left out
      refs(want, FractMeteorsWFFunc::new, true, true, true, 1.5,
           L(i("fract_meteors_wf_max_iter", -1, 60), r("fract_meteors_wf_xmin", -2, -1.2), r("fract_meteors_wf_xmax", 1.2, 2),
             r("fract_meteors_wf_ymin", -1.5, -0.8), r("fract_meteors_wf_ymax", 0.8, 1.5),
             i("fract_meteors_wf_direct_color", 0, 1), r("fract_meteors_wf_scalez", -2, 2), i("fract_meteors_wf_clip_iter_min", -2, 8),
             i("fract_meteors_wf_clip_iter_max", -10, 2), i("fract_meteors_wf_max_clip_iter", -1, 6), r("fract_meteors_wf_scale", 0.5, 6),
             r("fract_meteors_wf_offsetx", -1, 1), r("fract_meteors_wf_offsety", -1, 1), r("fract_meteors_wf_offsetz", -1, 1), r("fract_meteors_wf_z_fill", -0.2, 1.2),
             i("fract_meteors_wf_z_logscale", 0, 1), i("fract_meteors_wf_color_only", 0, 1)),
           1000, 20261864);
      break;
    case "fract_pearls_wf": // x, y, z, colour and the hidden state; its buddhabrot mode left out
      refs(want, FractPearlsWFFunc::new, true, true, true, 1.5,
           L(i("fract_pearls_wf_max_iter", -1, 60), r("fract_pearls_wf_xmin", -2.5, -1.5), r("fract_pearls_wf_xmax", 1.5, 2.5),
             r("fract_pearls_wf_ymin", -2.5, -1.5), r("fract_pearls_wf_ymax", 1.5, 2.5), r("fract_pearls_wf_xseed", -0.5, 0.5), r("fract_pearls_wf_yseed", -0.6, 0.2),
             i("fract_pearls_wf_direct_color", 0, 1), r("fract_pearls_wf_scalez", -2, 2), i("fract_pearls_wf_clip_iter_min", -2, 8),
             i("fract_pearls_wf_clip_iter_max", -10, 2), i("fract_pearls_wf_max_clip_iter", -1, 6), r("fract_pearls_wf_scale", 0.5, 6),
             r("fract_pearls_wf_offsetx", -1, 1), r("fract_pearls_wf_offsety", -1, 1), r("fract_pearls_wf_offsetz", -1, 1), r("fract_pearls_wf_z_fill", -0.2, 1.2),
             i("fract_pearls_wf_z_logscale", 0, 1), i("fract_pearls_wf_color_only", 0, 1)),
           1000, 20261865);
      break;
    case "fract_salamander_wf": // x, y, z, colour and the hidden state; its buddhabrot mode left out
      refs(want, FractSalamanderWFFunc::new, true, true, true, 1.5,
           L(i("fract_salamander_wf_max_iter", -1, 60), r("fract_salamander_wf_xmin", -2.5, -1.5), r("fract_salamander_wf_xmax", 1.5, 2.5),
             r("fract_salamander_wf_ymin", -2.5, -1.5), r("fract_salamander_wf_ymax", 1.5, 2.5), r("fract_salamander_wf_xseed", 0.4, 1.2), r("fract_salamander_wf_yseed", -0.5, 0.3),
             i("fract_salamander_wf_direct_color", 0, 1), r("fract_salamander_wf_scalez", -2, 2), i("fract_salamander_wf_clip_iter_min", -2, 8),
             i("fract_salamander_wf_clip_iter_max", -10, 2), i("fract_salamander_wf_max_clip_iter", -1, 6), r("fract_salamander_wf_scale", 0.5, 6),
             r("fract_salamander_wf_offsetx", -1, 1), r("fract_salamander_wf_offsety", -1, 1), r("fract_salamander_wf_offsetz", -1, 1), r("fract_salamander_wf_z_fill", -0.2, 1.2),
             i("fract_salamander_wf_z_logscale", 0, 1), i("fract_salamander_wf_color_only", 0, 1)),
           1000, 20261866);
      break;
    // var_jwf_cut3.h
    case "cut_randomtile": // seed first, as for cut_circdes
      hiding(want, CutRandomTileFunc::new, 1.5,
             L(i("cut_randomtile_seed", 0, 3000), i("cut_randomtile_mode", -1, 2), r("cut_randomtile_zoom", 0.5, 20),
               i("cut_randomtile_invert", -1, 2)),
             1000, 20261763);
      break;
    case "cut_rgrid":
      hiding(want, CutRGridFunc::new, 1.5,
             L(i("cut_rgrid_mode", -1, 2), r("cut_rgrid_zoom", 0.05, 55), i("cut_rgrid_invert", -1, 2),
               r("cut_rgrid_angle", -10, 100)),
             1000, 20261764);
      break;
    case "cut_shapes": // every shape, contour or outline
      hiding(want, CutShapesFunc::new, 1.5,
             L(i("cut_shapes_mode", -1, 2), i("cut_shapes_type", -1, 13), i("cut_shapes_contour", -1, 2),
               r("cut_shapes_zoom", 0.05, 8), i("cut_shapes_invert", -1, 2), r("cut_shapes_n", 2, 10),
               r("cut_shapes_thick", -0.5, 0.5), r("cut_shapes_time", -10, 100)),
             3000, 20261765);
      break;
    case "cut_sincos": // seed before time: JWildfire's seed sets time from the clock, time then overrides it
      hiding(want, CutSinCosFunc::new, 1.5,
             L(i("cut_sincos_seed", 0, 3000), i("cut_sincos_mode", -1, 2), r("cut_sincos_time", -10, 100),
               r("cut_sincos_zoom", 0.1, 8), i("cut_sincos_invert", -1, 2)),
             1000, 20261766);
      break;
    case "cut_snowflake": // seed before time, as for cut_sincos
      hiding(want, CutSnowflakeFunc::new, 1.5,
             L(i("cut_snowflake_seed", 0, 3000), i("cut_snowflake_mode", -1, 2), r("cut_snowflake_time", -10, 100),
               r("cut_snowflake_level", -1, 17), r("cut_snowflake_zoom", 0.5, 50), i("cut_snowflake_invert", -1, 2)),
             1000, 20261767);
      break;
    case "cut_spiral":
      hiding(want, CutSpiralFunc::new, 1.5,
             L(r("cut_spiral_time", -7, 7), i("cut_spiral_mode", -1, 2), r("cut_spiral_zoom", 0.01, 6),
               i("cut_spiral_invert", -1, 2)),
             1000, 20261768);
      break;
    case "cut_spiralcb":
      hiding(want, CutSpiralCBFunc::new, 1.5,
             L(r("cut_spiralcb_time", -2, 10), i("cut_spiralcb_mode", -1, 2), r("cut_spiralcb_zoom", 0.01, 6),
               i("cut_spiralcb_invert", -1, 2)),
             1000, 20261769);
      break;
    case "cut_spots":
      hiding(want, CutSpotsFunc::new, 1.5,
             L(i("cut_spots_mode", -1, 2), i("cut_spots_seed", 0, 3000), r("cut_spots_zoom", 0.05, 5),
               i("cut_spots_invert", -1, 2)),
             1000, 20261770);
      break;
    case "cut_sqcir":
      hiding(want, CutSqCirFunc::new, 1.5,
             L(i("cut_sqcir_mode", -1, 2), r("cut_sqcir_zoom", 0.05, 55), i("cut_sqcir_invert", -1, 2),
               r("cut_sqcir_power", -0.5, 2.5)),
             1000, 20261771);
      break;
    case "cut_sqsplits": // seed before time, as for cut_sincos
      hiding(want, CutSqSplitsFunc::new, 1.5,
             L(i("cut_sqsplits_seed", 0, 3000), i("cut_sqsplits_mode", -1, 2), r("cut_sqsplits_time", -10, 100),
               r("cut_sqsplits_zoom", 0.5, 26), i("cut_sqsplits_invert", -1, 2)),
             1000, 20261772);
      break;
    case "cut_swarp": // seed before time, as for cut_sincos
      hiding(want, CutSWarpFunc::new, 1.5,
             L(i("cut_swarp_seed", 0, 3000), i("cut_swarp_mode", -1, 2), r("cut_swarp_time", -10, 100),
               i("cut_swarp_type", -1, 4), r("cut_swarp_zoom", 0.5, 10), i("cut_swarp_invert", -1, 2)),
             1000, 20261773);
      break;
    case "de_stijl": // randomize()'s ranges and a little beyond: lines and cells, pitches to 1e-6
      refs(want, DeStijlFunc::new, false, true, 3,
           L(r("de_stijl_max_size", -0.1, 3.5), r("de_stijl_min_size", -0.1, 1), r("de_stijl_chaos", -1, 10.5),
             r("de_stijl_line_thickness", 0, 3.2), i("de_stijl_seed", -1000000, 1000000)),
           1000, 20261839);
      break;
    case "lace_js":
      refs(want, LaceFunc::new, false, 2, L(), 1000, 20261840);
      break;
    case "apocarpet_js": // (0, 0) now and then: its inversions' 0/0
      refs(want, ApocarpetFunc::new, false, 2, L(), 1000, 20261841);
      break;
    case "siercarpet_js": // m over its 3…12 clamp and beyond
      refs(want, SiercarpetFunc::new, false, 2, L(i("siercarpet_js_m", 1, 14)), 1000, 20261842);
      break;
    case "iconattractor_js": // presetId first, as JWildfire's file has it; the rest over the presets' ranges
      refs(want, IconAttractorFunc::new, false, true, 1.2,
           L(i("iconattractor_js_presetId", -1, 17), i("iconattractor_js_degree", 1, 24), r("iconattractor_js_a", -2.6, 10.1),
             r("iconattractor_js_b", -17, 1), r("iconattractor_js_g", -1, 1.1), r("iconattractor_js_o", -0.3, 0.3),
             r("iconattractor_js_l", -2.8, 2.7), r("iconattractor_js_centerx", -1, 1), r("iconattractor_js_centery", -1, 1),
             r("iconattractor_js_scale", -1, 10)),
           1000, 20261843);
      break;
    case "pixel_flow": // randomize()'s ranges; enable_dc over its clamp and between
      refs(want, PixelFlowFunc::new, false, true, 1.5,
           L(r("pixel_flow_angle", -30, 390), r("pixel_flow_len", 0, 5), r("pixel_flow_width", -10, 500),
             i("pixel_flow_seed", -1000, 1000000), r("pixel_flow_enable_dc", -0.5, 1.5)),
           1000, 20261844);
      break;
    // var_jwildfire17.h
    case "tess_shape": // both modes (fill draws, crop hides), every shape and profile, strength over its clamp
      hiding(want, TessShapeFunc::new, 1.5,
             L(r("tess_shape_strength", -0.2, 1.5), r("tess_shape_shapeSize", 0.25, 4), i("tess_shape_shapeType", -1, 8),
               r("tess_shape_shapeAspectRatio", 0.1, 4.1), r("tess_shape_lrRadialAmp", -3.2, 3.2),
               r("tess_shape_lrRadialWidthFreq", -0.2, 3.2), r("tess_shape_tbAmp", -3.2, 3.2),
               r("tess_shape_tbWidthFreq", -0.2, 3.2), r("tess_shape_lrRadialPosPhaseDuty", -1, 1),
               r("tess_shape_tbPosPhaseDuty", -1, 1), i("tess_shape_lrRadialProfileType", -1, 5),
               i("tess_shape_tbProfileType", -1, 5), i("tess_shape_operationMode", -1, 2)),
             4000, 20261845);
      break;
    case "cell3D": // it negates and offsets the sum itself (mirror_*, offset_*): the sum drawn; every mode
      sumIn = true;
      refs(want, Cell3DFunc::new, true, 1.5,
           L(r("cell3D_size", 0.1, 1.5), r("cell3D_a", -0.5, 3), r("cell3D_grid_rot_x", -180, 180),
             r("cell3D_grid_rot_y", -180, 180), r("cell3D_grid_rot_z", -180, 180),
             r("cell3D_cell_idx_power_x", 0.5, 2), r("cell3D_cell_idx_power_y", 0.5, 2),
             r("cell3D_cell_idx_power_z", 0.5, 2), i("cell3D_dxdydz_mode", -1, 2),
             r("cell3D_cell_scale_x", -1.5, 1.5), r("cell3D_cell_scale_y", -1.5, 1.5),
             r("cell3D_cell_scale_z", -1.5, 1.5), r("cell3D_cell_power_x", 0.5, 2), r("cell3D_cell_power_y", 0.5, 2),
             r("cell3D_cell_power_z", 0.5, 2), r("cell3D_cell_rot_x", -180, 180), r("cell3D_cell_rot_y", -180, 180),
             r("cell3D_cell_rot_z", -180, 180), r("cell3D_space_xa", -1, 3), r("cell3D_space_ya", -1, 3),
             r("cell3D_space_xb", -1, 3), r("cell3D_space_yb", -1, 3), r("cell3D_move_xa", -1, 2),
             r("cell3D_space_xc", -1, 3), r("cell3D_space_yc", -1, 3), r("cell3D_move_ya", -1, 2),
             r("cell3D_space_xd", -1, 3), r("cell3D_space_yd", -1, 3), r("cell3D_move_xb", -1, 2),
             r("cell3D_move_yb", -1, 2), r("cell3D_move_tr_x", -1, 2), r("cell3D_move_tr_y", -1, 2),
             r("cell3D_move_br_x", -1, 2), r("cell3D_space_z", -1, 3), r("cell3D_move_z", -1, 2),
             i("cell3D_checker_mode", -1, 2), i("cell3D_checker_invert", -1, 2), r("cell3D_space_xa2", -1, 3),
             r("cell3D_space_ya2", -1, 3), r("cell3D_space_xb2", -1, 3), r("cell3D_space_yb2", -1, 3),
             r("cell3D_move_xa2", -1, 2), r("cell3D_space_xc2", -1, 3), r("cell3D_space_yc2", -1, 3),
             r("cell3D_move_ya2", -1, 2), r("cell3D_space_xd2", -1, 3), r("cell3D_space_yd2", -1, 3),
             r("cell3D_move_xb2", -1, 2), r("cell3D_move_yb2", -1, 2), r("cell3D_move_tr_x2", -1, 2),
             r("cell3D_move_tr_y2", -1, 2), r("cell3D_move_br_x2", -1, 2), r("cell3D_space_z2", -1, 3),
             r("cell3D_move_z2", -1, 2), i("cell3D_mirror_x", -1, 2), i("cell3D_mirror_y", -1, 2),
             i("cell3D_mirror_z", -1, 2), i("cell3D_invert_y", -1, 2), i("cell3D_invert_z", -1, 2),
             r("cell3D_offset_x", -0.5, 0.5), r("cell3D_offset_y", -0.5, 0.5), r("cell3D_offset_z", -0.5, 0.5),
             i("cell3D_color_mode", -1, 2), r("cell3D_cidx_scale_x", -0.3, 0.3), r("cell3D_cidx_scale_y", -0.3, 0.3),
             r("cell3D_cidx_scale_z", -0.3, 0.3), r("cell3D_cidx_offset", -1, 1.5), r("cell3D_cdist_scale", -1, 1.5),
             r("cell3D_color_q1", -1, 1.5), r("cell3D_color_q2", -1, 1.5), r("cell3D_color_q3", -1, 1.5),
             r("cell3D_color_q4", -1, 1.5), i("cell3D_color_use_z_sign", -1, 2),
             r("cell3D_color_z_neg_offset", -1, 1.5), r("cell3D_cz_scale", -1, 1.5), r("cell3D_cz_offset", -1, 1.5)),
           3000, 20261846);
      sumIn = false;
      sumBefore = null;
      break;
    case "kifs3d": // every fold, order, pivot and colour mode; mirror folds draw three signs an iteration
      refs(want, KIFS3DFunc::new, true, true, 1.5,
           L(i("kifs3d_max_iter", -1, 23), r("kifs3d_bailout_radius", 0.1, 2), r("kifs3d_kifs_scale_x", -2, 2),
             r("kifs3d_kifs_scale_y", -2, 2), r("kifs3d_kifs_scale_z", -2, 2), i("kifs3d_scale_pivot", -1, 2),
             r("kifs3d_center_x", -2, 2), r("kifs3d_center_y", -2, 2), r("kifs3d_center_z", -2, 2),
             r("kifs3d_offset_x", -2, 2), r("kifs3d_offset_y", -2, 2), r("kifs3d_offset_z", -2, 2),
             i("kifs3d_mirror_fold", -1, 2), i("kifs3d_fold_type", -1, 5), r("kifs3d_fold_plane1_nx", -2, 2),
             r("kifs3d_fold_plane1_ny", -2, 2), r("kifs3d_fold_plane1_nz", -2, 2),
             r("kifs3d_fold_plane1_dist", -0.5, 2), r("kifs3d_fold_plane1_intensity", -0.5, 2),
             r("kifs3d_edge_x", -2, 2), r("kifs3d_edge_y", -2, 2), r("kifs3d_edge_z", -2, 2),
             r("kifs3d_rot_x", -180, 180), r("kifs3d_rot_y", -180, 180), r("kifs3d_rot_z", -180, 180),
             i("kifs3d_rot_order", -1, 2), i("kifs3d_rot_pivot", -1, 3), i("kifs3d_transform_order", -1, 3),
             i("kifs3d_post_symmetry", -1, 8), i("kifs3d_color_mode", -1, 6), r("kifs3d_color_scale", -3, 3)),
           3000, 20261847);
      break;
    // var_jwf_truchet.h
    case "arctruchet": // its own Random, which picks the tile, drawn from the recorder as ours draws it
      ownRandomField = "randomize";
      refs(want, ArcTruchetFunc::new, false, 1,
           L(i("arctruchet_seed", -10, 100010), r("arctruchet_thickness", -0.1, 1.1), i("arctruchet_TilesPerRow", -1, 101),
             i("arctruchet_TilesPerColumn", -1, 101)),
           1000, 20261848);
      ownRandomField = null;
      break;
    case "triantruchet": // as arctruchet; seed 0 (the degenerate lines) takes the resource's default
      ownRandomField = "randomize";
      refs(want, TrianTruchetFunc::new, false, true, 1,
           L(i("triantruchet_seed", -1000, 1000000), r("triantruchet_Size", -0.5, 10.5), i("triantruchet_TilesPerRow", 1, 601),
             i("triantruchet_TilesPerColumn", 1, 601)),
           1000, 20261849);
      ownRandomField = null;
      break;
    case "hexnix3D": // the run's kind, JWildfire's init() draw, recorded as the draw that picks it in ours
      firstDrawAs = d -> (int) (d * 3.0) <= 1 ? 0L : 4000000000L;
      refs(want, Hexnix3DFunc::new, true, 2,
           L(r("hexnix3D_majp", -3.5, 3.5), r("hexnix3D_scale", -1, 1), r("hexnix3D_zlift", -2, 2),
             r("hexnix3D_3side", 0, 1.5)),
           1000, 20261603);
      firstDrawAs = null;
      break;
    case "fract_julia_wf": // x, y, z, colour and the hidden state; its buddhabrot mode left out
      refs(want, FractJuliaWFFunc::new, true, true, true, 1.5,
           L(i("fract_julia_wf_max_iter", -1, 60), r("fract_julia_wf_xmin", -1.5, -0.5), r("fract_julia_wf_xmax", 0.5, 1.5),
             r("fract_julia_wf_ymin", -1.5, -0.5), r("fract_julia_wf_ymax", 0.5, 1.5), i("fract_julia_wf_power", 1, 7),
             r("fract_julia_wf_xseed", -1, 1), r("fract_julia_wf_yseed", -1, 1), i("fract_julia_wf_direct_color", 0, 1),
             r("fract_julia_wf_scalez", -2, 2), i("fract_julia_wf_clip_iter_min", -2, 8),
             i("fract_julia_wf_clip_iter_max", -10, 2), i("fract_julia_wf_max_clip_iter", -1, 6),
             r("fract_julia_wf_scale", 0.5, 4), r("fract_julia_wf_offsetx", -1, 1), r("fract_julia_wf_offsety", -1, 1),
             r("fract_julia_wf_offsetz", -1, 1), r("fract_julia_wf_z_fill", -0.2, 1.2), i("fract_julia_wf_z_logscale", 0, 1),
             i("fract_julia_wf_color_only", 0, 1)),
           1000, 20261604);
      break;
    case "glitchy2": // both modes, every quadrant's own corner, turn and Moebius-like term
      refs(want, Glitchy2Func::new, false, 2,
           L(i("glitchy2_mode", -1, 2), r("glitchy2_lr_spin", -2, 2), r("glitchy2_lr_x", -1, 1),
             r("glitchy2_lr_shiftx", -0.5, 0.5), r("glitchy2_lr_y", -1, 1), r("glitchy2_lr_shifty", -0.5, 0.5),
             r("glitchy2_lr_re_a", -1, 1), r("glitchy2_lr_re_b", -1, 1), r("glitchy2_lr_re_c", -1, 1),
             r("glitchy2_lr_re_d", -0.5, 2), r("glitchy2_lr_im_a", -1, 1), r("glitchy2_lr_im_b", -1, 1),
             r("glitchy2_lr_im_c", -1, 1), r("glitchy2_lr_im_d", -1, 1), r("glitchy2_ur_spin", -2, 2),
             r("glitchy2_ur_x", -1, 1), r("glitchy2_ur_shiftx", -0.5, 0.5), r("glitchy2_ur_y", -1, 1),
             r("glitchy2_ur_shifty", -0.5, 0.5), r("glitchy2_ur_re_a", -1, 1), r("glitchy2_ur_re_b", -1, 1),
             r("glitchy2_ur_re_c", -1, 1), r("glitchy2_ur_re_d", -0.5, 2), r("glitchy2_ur_im_a", -1, 1),
             r("glitchy2_ur_im_b", -1, 1), r("glitchy2_ur_im_c", -1, 1), r("glitchy2_ur_im_d", -1, 1),
             r("glitchy2_ll_spin", -2, 2), r("glitchy2_ll_x", -1, 1), r("glitchy2_ll_shiftx", -0.5, 0.5),
             r("glitchy2_ll_y", -1, 1), r("glitchy2_ll_shifty", -0.5, 0.5), r("glitchy2_ll_re_a", -1, 1),
             r("glitchy2_ll_re_b", -1, 1), r("glitchy2_ll_re_c", -1, 1), r("glitchy2_ll_re_d", -0.5, 2),
             r("glitchy2_ll_im_a", -1, 1), r("glitchy2_ll_im_b", -1, 1), r("glitchy2_ll_im_c", -1, 1),
             r("glitchy2_ll_im_d", -1, 1), r("glitchy2_ul_spin", -2, 2), r("glitchy2_ul_x", -1, 1),
             r("glitchy2_ul_shiftx", -0.5, 0.5), r("glitchy2_ul_y", -1, 1), r("glitchy2_ul_shifty", -0.5, 0.5),
             r("glitchy2_ul_re_a", -1, 1), r("glitchy2_ul_re_b", -1, 1), r("glitchy2_ul_re_c", -1, 1),
             r("glitchy2_ul_re_d", -0.5, 2), r("glitchy2_ul_im_a", -1, 1), r("glitchy2_ul_im_b", -1, 1),
             r("glitchy2_ul_im_c", -1, 1), r("glitchy2_ul_im_d", -1, 1)),
           1000, 20268210);
      break;
    case "polylogarithm": // n from 1 (0.5 rounds up; below, its factorial throws) past 20; the three branches (zpow
                          // first: the harness makes the first parameter 0 now and then)
      refs(want, PolylogarithmFunc::new, false, 1.5,
           L(r("polylogarithm_zpow", -2.5, 2.5), r("polylogarithm_n", 0.5, 21.4)), 1000, 20268211);
      break;
    case "prepost_mobius": // its post half, transform(), on the sum
      refs(want, PrePostMobiusFunc::new, false, 2,
           L(r("prepost_mobius_re_a", -1.5, 1.5), r("prepost_mobius_re_b", -1, 1), r("prepost_mobius_re_c", -1, 1),
             r("prepost_mobius_re_d", -1.5, 1.5), r("prepost_mobius_im_a", -1, 1), r("prepost_mobius_im_b", -1, 1),
             r("prepost_mobius_im_c", -1, 1), r("prepost_mobius_im_d", -1, 1)),
           1000, 20268131);
      break;
    case "prepost_mobius_inv": // its pre half, invtransform(), on the affine's point
      invOut = true;
      refs(want, PrePostMobiusFunc::new, false, 2,
           L(r("prepost_mobius_re_a", "re_a", -1.5, 1.5), r("prepost_mobius_re_b", "re_b", -1, 1),
             r("prepost_mobius_re_c", "re_c", -1, 1), r("prepost_mobius_re_d", "re_d", -1.5, 1.5),
             r("prepost_mobius_im_a", "im_a", -1, 1), r("prepost_mobius_im_b", "im_b", -1, 1),
             r("prepost_mobius_im_c", "im_c", -1, 1), r("prepost_mobius_im_d", "im_d", -1, 1)),
           1000, 20268141);
      invOut = false;
      break;
    case "prepost_affine": // its post half, transform(), on the sum (3D); a scale of 0 now and then (EPSILON)
      refs(want, PrePostAffineFunc::new, true, 2,
           L(r("prepost_affine_scale_x", -2, 2), r("prepost_affine_scale_y", -2, 2), r("prepost_affine_scale_z", -2, 2),
             r("prepost_affine_yaw", -180, 180), r("prepost_affine_pitch", -180, 180), r("prepost_affine_roll", -180, 180),
             r("prepost_affine_move_x", -1, 1), r("prepost_affine_move_y", -1, 1), r("prepost_affine_move_z", -1, 1)),
           1000, 20268151);
      break;
    case "prepost_affine_inv": // its pre half, invtransform(), on the affine's point (3D)
      invOut = true;
      refs(want, PrePostAffineFunc::new, true, 2,
           L(r("prepost_affine_scale_x", "scale_x", -2, 2), r("prepost_affine_scale_y", "scale_y", -2, 2),
             r("prepost_affine_scale_z", "scale_z", -2, 2), r("prepost_affine_yaw", "yaw", -180, 180),
             r("prepost_affine_pitch", "pitch", -180, 180), r("prepost_affine_roll", "roll", -180, 180),
             r("prepost_affine_move_x", "move_x", -1, 1), r("prepost_affine_move_y", "move_y", -1, 1),
             r("prepost_affine_move_z", "move_z", -1, 1)),
           1000, 20268161);
      invOut = false;
      break;
    case "dragon_js_steps": // the ends of its steps, levels 1-21
      turtleSteps("dragon_js", DragonFunc::new, null, 21, 600);
      break;
    case "hilbert_js_steps": // levels 1-10
      turtleSteps("hilbert_js", HilbertFunc::new, "hilbert", 10, 600);
      break;
    case "dragon_js_hist": // the corpus's level 6, and level 11
      walkHistogram("dragon_js", DragonFunc::new, new String[] {"level", "line_thickness"}, new double[] {6, 0.5},
                    2000000, 64, -6, 3, -10, 3, 20261605);
      walkHistogram("dragon_js", DragonFunc::new, new String[] {"level", "line_thickness"}, new double[] {11, 3},
                    2000000, 64, -44, 23, -12, 44, 20261606);
      break;
    case "hilbert_js_hist": // the corpus's level 3, lines and points
      walkHistogram("hilbert_js", HilbertFunc::new,
                    new String[] {"level", "show_lines", "line_thickness", "show_points", "point_thickness"},
                    new double[] {3, 1, 0.5, 1, 3}, 2000000, 64, -0.5, 7.5, -0.5, 7.5, 20261607);
      break;
    case "mandelbrot_hist":
      mandelbrotHistogram(2000000);
      break;
    default:
      if (directColour(want)) break;
      if (jwildfire19(want)) break;
      if (jwildfire22(want)) break;
      if (jwildfire23(want)) break;
      if (jwfMiddle(want)) break;
      if (jwildfire24(want)) break;
      if (jwfDc13(want)) break;
      if (jwfCrops3d(want)) break;
      if (jwildfire26(want)) break;
      if (jwildfire25(want)) break;
      System.err.println("usage: JwfRefs NAME (a variation this harness knows)");
      System.exit(2);
    }
    if (!want.endsWith("_hist") && !want.endsWith("_steps"))
      System.err.printf(Locale.ROOT, "%s: FastMath differs from java.lang.Math by at most %.3g relative%n", want,
                        fastMathWorst);
  }
}
