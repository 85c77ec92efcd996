// JwfText — the shape JWildfire's text_wf draws a text from: the lit pixels of the text as its
// TextTransformer paints it (no antialiasing, centred, on an image of the text's size plus the
// font size on every side), each of which text_wf's transform picks with equal chance. For each
// case "TEXT|FONT|SIZE|BASELINE" of the arguments it prints the case, the image's size and the
// number of lit pixels, then a line a row holding lit pixels: "y x0 x1 x0 x1 …", its runs of lit
// pixels [x0, x1). Checked against TextWFFunc's own list (its count), so that what it prints is
// what text_wf samples. Compiled and run by tests/tools/jwf_text_refs.sh against a JWildfire
// checkout outside this repository; nothing of JWildfire's enters it.
import java.awt.Color;
import java.awt.Dimension;
import java.lang.reflect.Method;
import java.util.List;
import org.jwildfire.create.tina.variation.TextWFFunc;
import org.jwildfire.image.SimpleImage;
import org.jwildfire.transform.TextTransformer;

public class JwfText {
  public static void main(String[] args) throws Exception {
    for (String c : args) {
      final String[] f = c.split("\\|");
      final String text = f[0], font = f[1];
      final int size = Integer.parseInt(f[2]), baseline = Integer.parseInt(f[3]);
      TextTransformer txt = new TextTransformer();
      txt.setText1(text);
      txt.setAntialiasing(false);
      txt.setColor(Color.WHITE);
      txt.setMode(TextTransformer.Mode.NORMAL);
      txt.setFontStyle(TextTransformer.FontStyle.PLAIN);
      txt.setFontName(font);
      txt.setFontSize(size);
      txt.setHAlign(TextTransformer.HAlignment.CENTRE);
      txt.setVAlign(TextTransformer.VAlignment.CENTRE);
      txt.setBaseLineOffset(baseline);
      Dimension dim = txt.calculateTextSize();
      final int w = (int) (dim.getWidth() + 2 * size), h = (int) (dim.getHeight() + 2 * size);
      SimpleImage img = new SimpleImage(w, h);
      txt.transformImage(img);
      StringBuilder rows = new StringBuilder();
      int lit = 0;
      for (int i = 0; i < h; i++) {
        StringBuilder row = new StringBuilder();
        int j = 0;
        while (j < w) {
          if (img.getARGBValue(j, i) == 0) { j++; continue; }
          final int j0 = j;
          while (j < w && img.getARGBValue(j, i) != 0) j++;
          row.append(' ').append(j0).append(' ').append(j);
          lit += j - j0;
        }
        if (row.length() > 0) rows.append(i).append(row).append('\n');
      }
      // TextWFFunc's own list, through its private getPoints: the same count or the harness is wrong
      TextWFFunc func = new TextWFFunc();
      func.setRessource("text", text.getBytes());
      func.setRessource("font_name", font.getBytes());
      func.setParameter("font_size", size);
      func.setParameter("baseline", baseline);
      Method m = TextWFFunc.class.getDeclaredMethod("getPoints");
      m.setAccessible(true);
      final int own = ((List<?>) m.invoke(func)).size();
      if (own != lit) throw new IllegalStateException(c + ": " + lit + " lit pixels, TextWFFunc has " + own);
      System.out.print("case " + c + "\nimage " + w + " " + h + " " + lit + "\n" + rows);
    }
  }
}
