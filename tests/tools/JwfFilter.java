// JwfFilter.java — JWildfire's spatial filter tables as its FilterHolder builds them, for
// tests/tools/jwf_filter_refs.sh. For each "KERNEL RADIUS OVERSAMPLE" argument prints
//   case KERNEL RADIUS OVERSAMPLE SIZE SHARPENING
// then SIZE rows of the table, each entry divided by the oversampling squared (JWildfire
// normalises its tables to that sum; flamebuild's sum to 1). Compiled against a JWildfire
// checkout outside this repository; nothing of JWildfire's enters it.
import java.util.Locale;

import org.jwildfire.create.tina.render.FilterHolder;
import org.jwildfire.create.tina.render.filter.FilterKernelType;

public class JwfFilter {
  public static void main(String[] args) {
    for (String arg : args) {
      String[] f = arg.split(" ");
      FilterKernelType kernel = FilterKernelType.valueOf(f[0]);
      double radius = Double.parseDouble(f[1]);
      int os = Integer.parseInt(f[2]);
      FilterHolder holder = new FilterHolder(kernel, os, radius);
      int size = holder.getNoiseFilterSize();
      System.out.println(String.format(Locale.ROOT, "case %s %s %d %d %d", f[0], f[1], os, size,
          kernel.isSharpening() ? 1 : 0));
      double[][] t = holder.getFilter();
      for (int i = 0; i < size; i++) {
        StringBuilder row = new StringBuilder();
        for (int j = 0; j < size; j++) {
          if (j > 0) row.append(' ');
          row.append(String.format(Locale.ROOT, "%.17g", t[i][j] / (os * os)));
        }
        System.out.println(row);
      }
    }
  }
}
