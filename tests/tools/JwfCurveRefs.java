// JwfCurveRefs — reference values of JWildfire's motion curves (its org.jwildfire.envelope.Envelope,
// which AnimationService.evalCurve evaluates for every enabled curve of a flame at its frame), for
// tests/unit/test_editors.c. Built and run by tests/tools/jwf_curve_refs.sh against a JWildfire
// checkout outside this repository; only the numbers it prints are kept.
//
// One line a curve and a time:
//   INTERPOLATION N x0 … x(N-1) y0 … y(N-1) TIME VALUE
// N from 1 to 9; the x are whole frames, increasing, some curves with an equal pair or out of
// order (an artist's drag can leave them so); the times run from before the first point to past
// the last, whole and fractional. Fixed seed: the file is reproducible.
import java.util.Locale;
import java.util.Random;

import org.jwildfire.envelope.Envelope;

public class JwfCurveRefs {
  public static void main(String[] args) {
    Random rnd = new Random(20261129L);
    Envelope.Interpolation[] kinds = Envelope.Interpolation.values();
    StringBuilder out = new StringBuilder();
    for (int c = 0; c < 600; c++) {
      Envelope.Interpolation kind = kinds[c % kinds.length];
      int n = 1 + rnd.nextInt(9);
      int[] x = new int[n];
      double[] y = new double[n];
      int at = -20 + rnd.nextInt(60);
      for (int i = 0; i < n; i++) {
        x[i] = at;
        at += (c % 17 == 5 && i == 1) ? 0 : 1 + rnd.nextInt(c % 3 == 0 ? 8 : 120);
        y[i] = (rnd.nextDouble() - 0.5) * (c % 5 == 0 ? 400.0 : 6.0);
      }
      if (c % 23 == 11 && n > 2) { // out of order
        int t = x[1];
        x[1] = x[2];
        x[2] = t;
      }
      Envelope e = new Envelope(x, y);
      e.setInterpolation(kind);
      int lo = x[0], hi = x[0];
      for (int v : x) {
        lo = Math.min(lo, v);
        hi = Math.max(hi, v);
      }
      for (int k = 0; k < 12; k++) {
        double t = lo - 5 + rnd.nextDouble() * (hi - lo + 10);
        if (k % 3 == 0) t = Math.floor(t);
        if (k == 1) t = x[rnd.nextInt(n)];
        StringBuilder line = new StringBuilder();
        line.append(kind.name()).append(' ').append(n);
        for (int v : x) line.append(' ').append(v);
        for (double v : y) line.append(' ').append(String.format(Locale.ROOT, "%.17g", v));
        line.append(' ').append(String.format(Locale.ROOT, "%.17g", t));
        line.append(' ').append(String.format(Locale.ROOT, "%.17g", e.evaluate(t)));
        out.append(line).append('\n');
      }
    }
    System.out.print(out);
  }
}
