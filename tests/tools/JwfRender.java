// JwfRender.java — flames drawn by JWildfire's own renderer (its FlameRenderer, as its command
// line's org.jwildfire.cli.FlameRenderer draws one), for comparing flamebuild's pictures of
// JWildfire's files with the editor's. Compiled and run by tests/tools/jwf_render.sh against a
// JWildfire checkout outside this repository; the pictures stay outside it too.
//
//   JwfRender OUT WIDTH HEIGHT QUALITY FLAME...
// draws each file's first flame at its frame (motion curves evaluated, as JWildfire draws a
// still) into OUT/NAME.png; HEIGHT 0 keeps the flame's own aspect (JWildfire's Math.round of
// WIDTH·height/width), QUALITY 0 the file's own; the pixels per unit scaled as JWildfire's
// command line scales them to another size. One line per file: NAME ok MS, or NAME FAIL why.
import org.jwildfire.base.Prefs;
import org.jwildfire.create.tina.animate.AnimationService;
import org.jwildfire.create.tina.base.Flame;
import org.jwildfire.create.tina.io.FlameReader;
import org.jwildfire.create.tina.render.FlameRenderer;
import org.jwildfire.create.tina.render.RenderInfo;
import org.jwildfire.create.tina.render.RenderMode;
import org.jwildfire.create.tina.render.RenderedFlame;
import org.jwildfire.io.ImageWriter;

public class JwfRender {
  public static void main(String[] a) throws Exception {
    final String out = a[0];
    final int width = Integer.parseInt(a[1]), askedHeight = Integer.parseInt(a[2]);
    final double quality = Double.parseDouble(a[3]);
    // JWF_RNG=NAME: another of JWildfire's random generators (RandomGeneratorType) than its
    // default, MARSAGLIA, to tell the generator's own patterns from a formula's
    final String rng = System.getenv("JWF_RNG");
    if (rng != null && !rng.isEmpty())
      Prefs.getPrefs().setTinaRandomNumberGenerator(org.jwildfire.create.tina.random.RandomGeneratorType.valueOf(rng));
    for (int i = 4; i < a.length; i++) {
      final String base = new java.io.File(a[i]).getName().replaceAll("\\.[^.]*$", "");
      try {
        final Flame read = new FlameReader(Prefs.getPrefs()).readFlames(a[i]).get(0);
        final Flame f = AnimationService.evalMotionCurves(read.makeCopy(), read.getFrame());
        final int height = askedHeight > 0 ? askedHeight
                                           : Math.max(1, (int) Math.round((double) width * f.getHeight() / f.getWidth()));
        f.setPixelsPerUnitScale(((double) width / f.getWidth() + (double) height / f.getHeight()) * 0.5);
        if (quality > 0) f.setSampleDensity(quality);
        final RenderInfo info = new RenderInfo(width, height, RenderMode.PRODUCTION);
        info.setRenderHDR(false);
        info.setRenderZBuffer(false);
        final long t0 = System.currentTimeMillis();
        final RenderedFlame r = new FlameRenderer(f, Prefs.getPrefs(), false, false).renderFlame(info);
        new ImageWriter().saveImage(r.getImage(), out + "/" + base + ".png");
        System.out.println(base + " ok " + (System.currentTimeMillis() - t0));
      } catch (Throwable e) {
        System.out.println(base + " FAIL " + e);
      }
    }
    System.exit(0); // its renderer's threads would keep the JVM up
  }
}
