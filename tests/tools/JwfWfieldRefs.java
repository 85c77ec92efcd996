// JwfWfieldRefs — JWildfire's own xform step under its weighting fields: each flame file given
// is read by JWildfire's FlameReader, its layer prepared as its renderer prepares it
// (refreshModWeightTables), and every xform (the final ones after) steps N points drawn from a
// seeded java.util.Random through XForm.transformPoint: "xform K in X Y Z C out X Y Z C" a line,
// numbers exact (Java's shortest round-trip form). The variations in those files draw no
// random numbers, so the step is JWildfire's alone to compute. MathLib is switched to
// java.lang.Math (JWildfire's JAVA_MATH setting), as tests/tools/JwfRefs.java does: its default
// table-driven FastMath has errors of its own (~1e-7), no part of the field. Compiled and run by
// tests/tools/jwf_wfield_refs.sh against a JWildfire checkout outside this repository; nothing of
// JWildfire's enters it.
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

import org.jwildfire.base.Prefs;
import org.jwildfire.base.mathlib.BaseMathLibType;
import org.jwildfire.base.mathlib.MathLib;
import org.jwildfire.create.tina.base.Flame;
import org.jwildfire.create.tina.base.Layer;
import org.jwildfire.create.tina.base.XForm;
import org.jwildfire.create.tina.base.XYZPoint;
import org.jwildfire.create.tina.io.FlameReader;
import org.jwildfire.create.tina.random.MarsagliaRandomGenerator;
import org.jwildfire.create.tina.variation.FlameTransformationContext;

public class JwfWfieldRefs {
  static String num(double v) { return Double.toString(v); }

  public static void main(String[] args) throws Exception {
    final int n = Integer.parseInt(args[0]);
    MathLib.setBaseMathLibType(BaseMathLibType.JAVA_MATH);
    for (int a = 1; a < args.length; a++) {
      final String xml = new String(Files.readAllBytes(Paths.get(args[a])), "UTF-8");
      final List<Flame> flames = new FlameReader(Prefs.getPrefs()).readFlamesfromXML(xml);
      final Flame flame = flames.get(0);
      final Layer layer = flame.getFirstLayer();
      final FlameTransformationContext ctx = new FlameTransformationContext(null, new MarsagliaRandomGenerator(), 0, 0);
      layer.refreshModWeightTables(ctx);
      final List<XForm> xforms = new ArrayList<>(layer.getXForms());
      xforms.addAll(layer.getFinalXForms());
      System.out.println("# " + Paths.get(args[a]).getFileName() + " " + xforms.size() + " xforms, " + n + " points each");
      final Random rnd = new Random(20261202L + a);
      for (int k = 0; k < xforms.size(); k++) {
        final XForm xf = xforms.get(k);
        for (int i = 0; i < n; i++) {
          final XYZPoint in = new XYZPoint(), out = new XYZPoint(), affine = new XYZPoint(), var = new XYZPoint();
          in.x = 3 * rnd.nextDouble() - 1.5;
          in.y = 3 * rnd.nextDouble() - 1.5;
          in.z = 3 * rnd.nextDouble() - 1.5;
          in.color = rnd.nextDouble();
          final double ix = in.x, iy = in.y, iz = in.z, ic = in.color;
          xf.transformPoint(ctx, affine, var, in, out);
          System.out.println(String.format(Locale.ROOT, "xform %d in %s %s %s %s out %s %s %s %s", k, num(ix), num(iy),
              num(iz), num(ic), num(out.x), num(out.y), num(out.z), num(out.color)));
        }
      }
    }
  }
}
