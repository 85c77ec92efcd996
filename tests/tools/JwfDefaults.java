// JwfDefaults — the default of every parameter of JWildfire's variations, as a new instance of
// each holds it (what JWildfire draws for a parameter its file leaves out): "NAME PARAM VALUE"
// a line, or "NAME PARAM random" where any of INSTANCES instances disagree (a default drawn at
// random: two alone agree too often on a small random integer, a power drawn in 2..6).
// Compiled and run by tests/tools/jwf_defaults.sh against a JWildfire checkout outside this
// repository; nothing of JWildfire's enters it.
import org.jwildfire.create.tina.variation.VariationFunc;
import org.jwildfire.create.tina.variation.VariationFuncList;

public class JwfDefaults {
  static final int INSTANCES = 16;

  public static void main(String[] args) {
    for (String name : VariationFuncList.getNameList()) {
      final Object[][] values = new Object[INSTANCES][];
      final String[] params;
      try {
        VariationFunc first = null;
        for (int k = 0; k < INSTANCES; k++) {
          final VariationFunc f = VariationFuncList.getVariationFuncInstance(name);
          if (first == null) first = f;
          values[k] = f.getParameterValues();
        }
        params = first.getParameterNames();
      } catch (RuntimeException e) {
        continue;
      }
      final Object[] va = values[0];
      for (int i = 0; params != null && va != null && i < params.length && i < va.length; i++) {
        if (!(va[i] instanceof Number)) continue;
        final double x = ((Number) va[i]).doubleValue();
        boolean same = true;
        for (int k = 1; k < INSTANCES && same; k++)
          same = values[k] != null && i < values[k].length && values[k][i] instanceof Number &&
                 Double.compare(((Number) values[k][i]).doubleValue(), x) == 0;
        System.out.println(name + " " + params[i] + " " + (same ? Double.toString(x) : "random"));
      }
    }
  }
}
