/* text_wf's points (render/text_shape.c) against JWildfire's own: tests/data/text_refs.txt holds
 * the pixels JWildfire's text painting lights for texts in the Liberation fonts, glyph images
 * (up to 100 pixels) and outlines (above), made by tests/tools/jwf_text_refs.sh. The image's
 * size must be JWildfire's exactly (it scales every point), and the lit pixels nearly so: the
 * glyph images are FreeType's, as Java's; the outlines are filled by a rasteriser of our own,
 * which differs from Java's at a few edge pixels. Also: the fonts the editors name resolve to
 * their metric twins, a shape is made once, its digest is its pixels', and what cannot be painted
 * is an empty shape. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "render/text_shape.h"

typedef struct ref_text {
  char text[64], font[64];
  int size, baseline, w, h, lit;
  unsigned char *on; /* [w·h] */
} ref_text;

static int read_refs(ref_text *refs, int max) {
  FILE *f = fopen("tests/data/text_refs.txt", "r");
  if (!f) return -1;
  char line[65536];
  int n = -1;
  while (fgets(line, sizeof line, f)) {
    if (!strncmp(line, "case ", 5)) {
      if (n + 1 >= max) break;
      ref_text *r = &refs[++n];
      memset(r, 0, sizeof *r);
      line[strcspn(line, "\n")] = 0;
      char *a = line + 5, *b = strchr(a, '|'), *c = b ? strchr(b + 1, '|') : NULL, *d = c ? strchr(c + 1, '|') : NULL;
      if (!d) break;
      *b = *c = *d = 0;
      snprintf(r->text, sizeof r->text, "%.63s", a);
      snprintf(r->font, sizeof r->font, "%.63s", b + 1);
      r->size = atoi(c + 1);
      r->baseline = atoi(d + 1);
    } else if (!strncmp(line, "image ", 6) && n >= 0) {
      ref_text *r = &refs[n];
      if (sscanf(line + 6, "%d %d %d", &r->w, &r->h, &r->lit) != 3) break;
      r->on = calloc((size_t)r->w * r->h, 1);
    } else if (n >= 0 && refs[n].on) {
      ref_text *r = &refs[n];
      char *p = line, *end;
      const long y = strtol(p, &end, 10);
      p = end;
      for (;;) {
        const long x0 = strtol(p, &end, 10);
        if (end == p) break;
        p = end;
        const long x1 = strtol(p, &end, 10);
        p = end;
        for (long x = x0; x < x1 && y >= 0 && y < r->h; x++)
          if (x >= 0 && x < r->w) r->on[(size_t)y * r->w + x] = 1;
      }
    }
  }
  fclose(f);
  return n + 1;
}

static void test_jwildfire_pixels(void) {
  ref_text refs[16];
  const int n = read_refs(refs, 16);
  CHECK(n == 7);
  for (int k = 0; k < n; k++) {
    ref_text *r = &refs[k];
    const text_shape *s = text_shape_get((const unsigned char *)r->text, strlen(r->text), r->font, r->size, r->baseline);
    CHECK(s->width == r->w && s->height == r->h);
    if (s->width != r->w || s->height != r->h || !r->on) {
      fprintf(stderr, "%s (%s, %d): image %dx%d, JWildfire's %dx%d\n", r->text, r->font, r->size, s->width,
              s->height, r->w, r->h);
      free(r->on);
      continue;
    }
    long both = 0, only_ours = 0, outside = 0;
    unsigned char *seen = calloc((size_t)r->w * r->h, 1);
    for (uint32_t i = 0; i < s->count; i++) {
      const long x = (long)s->xy[2 * i], y = (long)s->xy[2 * i + 1];
      if (x < 0 || y < 0 || x >= r->w || y >= r->h) {
        outside++;
        continue;
      }
      const size_t at = (size_t)y * r->w + x;
      if (seen[at]++) outside++; /* a pixel twice */
      if (r->on[at]) both++;
      else only_ours++;
    }
    const double iou = (double)both / (double)(r->lit + only_ours);
    /* glyph images: Java's own FreeType's; outlines: a few edge pixels apart (0.996-0.998) */
    const double want = r->size <= 100 ? 0.999 : 0.99;
    if (!(iou >= want) || outside)
      fprintf(stderr, "%s (%s, %d): %u pixels, JWildfire's %d, %.4f alike, %ld outside or twice\n", r->text, r->font,
              r->size, s->count, r->lit, iou, outside);
    CHECK(iou >= want);
    CHECK(outside == 0);
    free(seen);
    free(r->on);
  }
}

static void test_fonts_by_name(void) {
  char a[4096], b[4096];
  CHECK(text_shape_font_file("Liberation Sans", a, sizeof a) == 0);
  CHECK(strstr(a, "LiberationSans-Regular") != NULL);
  /* the editors' Arial is drawn in its metric twin, whatever the case; an unknown name too */
  CHECK(text_shape_font_file("ARIAL", b, sizeof b) == 0 && !strcmp(a, b));
  CHECK(text_shape_font_file("No Such Font 12345", b, sizeof b) == 0 && !strcmp(a, b));
  CHECK(text_shape_font_file("Times New Roman", b, sizeof b) == 0 && strstr(b, "LiberationSerif-Regular"));
  CHECK(text_shape_font_file("Courier New", b, sizeof b) == 0 && strstr(b, "LiberationMono-Regular"));
  CHECK(text_shape_font_file("Liberation Sans Bold", b, sizeof b) == 0 && strstr(b, "LiberationSans-Bold."));
}

static void test_made_once_and_empty(void) {
  const unsigned char t[] = "flame";
  const text_shape *a = text_shape_get(t, 5, "Arial", 40, 0), *b = text_shape_get(t, 5, "Arial", 40, 0);
  CHECK(a == b && a->count > 100);
  CHECK(text_shape_get(t, 5, "Arial", 41, 0) != a);
  /* the digest (render/keys.c keys it) is the pixels': Arial is painted in Liberation Sans */
  CHECK(text_shape_get(t, 5, "Liberation Sans", 40, 0)->digest == a->digest);
  CHECK(text_shape_get(t, 5, "Liberation Serif", 40, 0)->digest != a->digest);
  CHECK(text_shape_get(t, 5, "Arial", 41, 0)->digest != a->digest);
  /* nothing to paint: an empty text, a size out of range, a baseline that leaves no image */
  CHECK(text_shape_get(t, 0, "Arial", 40, 0)->count == 0);
  CHECK(text_shape_get(t, 5, "Arial", 0, 0)->count == 0);
  CHECK(text_shape_get(t, 5, "Arial", -5, 0)->count == 0);
  CHECK(text_shape_get(t, 5, "Arial", TEXT_SHAPE_MAX_SIZE + 1, 0)->count == 0);
  CHECK(text_shape_get(t, 5, "Arial", 40, -1000000)->count == 0);
  /* bytes that are not UTF-8 read as Latin-1: painted, not refused */
  const unsigned char latin1[] = {'c', 0xE9, 'l', 0xE8, 'b', 'r', 'e'};
  CHECK(text_shape_get(latin1, sizeof latin1, "Arial", 30, 0)->count > 100);
}

/* A process keeps its shapes; past its budget of points a new one is empty, the kept ones stay. */
static void test_budget(void) {
  const unsigned char t[] = "budget";
  const text_shape *kept = text_shape_get(t, 6, "Arial", 30, 0);
  CHECK(kept->count > 100);
  text_shape_limit_points(0); /* every point already held is past it */
  CHECK(text_shape_get(t, 6, "Arial", 31, 0)->count == 0);
  CHECK(text_shape_get(t, 6, "Arial", 30, 0) == kept && kept->count > 100);
  text_shape_limit_points(TEXT_SHAPE_MAX_TOTAL_POINTS);
  CHECK(text_shape_get(t, 6, "Arial", 32, 0)->count > 100);
}

int main(void) {
  RUN(test_jwildfire_pixels);
  RUN(test_fonts_by_name);
  RUN(test_made_once_and_empty);
  RUN(test_budget);
  return check_summary("text_shape");
}
