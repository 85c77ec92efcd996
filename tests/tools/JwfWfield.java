// JwfWfield — what JWildfire's weighting fields need to know of its variations: for every
// variation, whether a field may modulate its parameters (VariationFuncList's
// isValidVariationForWeightingFields: its measured costs, resources/.../variation_costs.txt)
// and which of its parameters are integers (JWildfire scales those through Tools.FTOI):
//   "NAME valid|invalid PARAM…" a line, the integer parameters listed.
// Compiled and run by tests/tools/jwf_wfield.sh against a JWildfire checkout outside this
// repository; nothing of JWildfire's enters it.
import org.jwildfire.create.tina.variation.VariationFunc;
import org.jwildfire.create.tina.variation.VariationFuncList;

public class JwfWfield {
  public static void main(String[] args) {
    for (String name : VariationFuncList.getNameList()) {
      final StringBuilder line = new StringBuilder(name);
      line.append(VariationFuncList.isValidVariationForWeightingFields(name) ? " valid" : " invalid");
      try {
        final VariationFunc f = VariationFuncList.getVariationFuncInstance(name);
        final String[] params = f.getParameterNames();
        final Object[] values = f.getParameterValues();
        for (int i = 0; params != null && values != null && i < params.length && i < values.length; i++)
          if (values[i] instanceof Integer && params[i].indexOf(' ') < 0) line.append(' ').append(params[i]);
      } catch (RuntimeException e) {
        // a variation whose instance cannot be made here: its line without parameters
      }
      System.out.println(line);
    }
  }
}
