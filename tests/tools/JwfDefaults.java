// JwfDefaults — the default of every parameter of JWildfire's variations, as a new instance of
// each holds it (what JWildfire draws for a parameter its file leaves out): "NAME PARAM VALUE"
// a line, or "NAME PARAM random" where two instances disagree (a default drawn at random).
// Compiled and run by tests/tools/jwf_defaults.sh against a JWildfire checkout outside this
// repository; nothing of JWildfire's enters it.
import org.jwildfire.create.tina.variation.VariationFunc;
import org.jwildfire.create.tina.variation.VariationFuncList;

public class JwfDefaults {
  public static void main(String[] args) {
    for (String name : VariationFuncList.getNameList()) {
      final VariationFunc a, b;
      try {
        a = VariationFuncList.getVariationFuncInstance(name);
        b = VariationFuncList.getVariationFuncInstance(name);
      } catch (RuntimeException e) {
        continue;
      }
      final String[] params = a.getParameterNames();
      final Object[] va = a.getParameterValues(), vb = b.getParameterValues();
      for (int i = 0; params != null && va != null && i < params.length && i < va.length; i++) {
        if (!(va[i] instanceof Number)) continue;
        final double x = ((Number) va[i]).doubleValue(), y = ((Number) vb[i]).doubleValue();
        System.out.println(name + " " + params[i] + " " + (Double.compare(x, y) == 0 ? Double.toString(x) : "random"));
      }
    }
  }
}
