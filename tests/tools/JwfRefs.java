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
// A post function (JWildfire's priority 1, post_axis_symmetry_wf…) works on the xform's sum,
// not on the affine's point: it gets x y z c as the sum (its pVarTP; the affine's point is the
// same), and the test, which knows these by FM_VARS_NATURAL_POST, gives them as the sum too.
// Any other variation gets them as the affine's point, onto an empty sum of colour c.
// JWildfire's variations draw random numbers through the context's random(), a double in
// [0, 1). The context here hands out u/(2^32 - 1) for raw 32-bit values u of a seeded stream and
// records them; a line whose call drew any ends with them, in ember_refs.cpp's tail
//   … | D 0 0 0 u1 … uD
// (D draws; no byte cache, so C = I = J = 0), and the test's scripted fm_rng_01 maps each u to
// the same double. (random(int) is not used by the variations here.)
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
  static final int K = 1024; // the most random numbers one call may draw

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
    String jwf; // JWildfire's own name of the parameter, where it is not flamebuild's (else null)

    Range(String param, double lo, double hi, boolean integer) {
      this.param = param;
      this.lo = lo;
      this.hi = hi;
      this.integer = integer;
    }
  }

  static Range r(String p, double lo, double hi) { return new Range(p, lo, hi, false); }

  /** A parameter flamebuild names p that JWildfire's Func calls jwf (pRose3D's crvsc, "srvsc"). */
  static Range r(String p, String jwf, double lo, double hi) {
    Range x = new Range(p, lo, hi, false);
    x.jwf = jwf;
    return x;
  }

  static Range i(String p, double lo, double hi) { return new Range(p, lo, hi, true); }

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

  static double[] apply(Supplier<VariationFunc> make, String name, List<Range> ranges, double[] vals, double w,
                        double x, double y, double z, double c, boolean hidden, Recorder rand) {
    VariationFunc f = make.get();
    for (int k = 0; k < ranges.size(); k++) {
      Range rg = ranges.get(k);
      f.setParameter(rg.jwf != null ? rg.jwf : rg.param.substring(name.length() + 1), vals[k]);
    }
    FlameTransformationContext ctx = new FlameTransformationContext(null, rand, 0, 0);
    // plane_wf's init() loads its image maps (none here) and asks the renderer for the palette,
    // which only its image colours use: without a renderer it is left out
    if (!(f instanceof PlaneWFFunc)) f.init(ctx, null, null, w);
    XYZPoint in = new XYZPoint(), out = new XYZPoint();
    in.x = x;
    in.y = y;
    in.z = z;
    in.color = out.color = c;
    in.doHide = out.doHide = hidden; // the affine's point's, which the sum starts with
    if (f.getPriority() > 0) { /* a post function: the point is the sum */
      out.x = x;
      out.y = y;
      out.z = z;
    }
    f.transform(ctx, null, in, out, w);
    return new double[] {out.x, out.y, out.z, out.color, out.doHide ? 1 : 0};
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
    if (color) xyz = true;
    StringBuilder head =
        new StringBuilder("# " + name + (color ? " (xyzc):" : xyz ? " (xyz):" : hide ? " (xyh):" : ":"));
    for (Range rg : ranges) head.append(' ').append(rg.param);
    System.out.println(head);
    for (int line = 0; line < n; line++) {
      final double w = 0.2 + 1.3 * gen.nextDouble();
      double[] vals = new double[ranges.size()];
      for (int k = 0; k < ranges.size(); k++) {
        Range rg = ranges.get(k);
        double v;
        if (rg.integer && gen.nextInt(4) != 0)
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
      s.append(' ').append(num(out[0])).append(' ').append(num(out[1]));
      if (xyz) s.append(' ').append(num(out[2]));
      if (color) s.append(' ').append(num(out[3]));
      if (hide) s.append(' ').append((int) out[4]);
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

  static List<Range> L(Range... rs) {
    List<Range> l = new ArrayList<>();
    for (Range x : rs) l.add(x);
    return l;
  }

  public static void main(String[] args) {
    final String want = args.length > 0 ? args[0] : "";
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
    case "mandelbrot_hist":
      mandelbrotHistogram(2000000);
      break;
    default:
      System.err.println("usage: JwfRefs NAME (a variation this harness knows)");
      System.exit(2);
    }
    if (!want.endsWith("_hist"))
      System.err.printf(Locale.ROOT, "%s: FastMath differs from java.lang.Math by at most %.3g relative%n", want,
                        fastMathWorst);
  }
}
