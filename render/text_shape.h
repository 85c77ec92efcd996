/*
 * text_shape.h — the points JWildfire's text_wf draws a text from (kernels/var_jwf_text.h).
 *
 * JWildfire paints the text with Java2D, without antialiasing, centred on an image of the
 * text's size plus the font size on every side, and keeps every lit pixel (j, i) of that w × h
 * image as the point ((j − w/2)/w, (i − h/2)/h); a call of the variation picks one of them with
 * equal chance. This is that list, painted as Java2D paints it: up to 100 pixels a glyph from
 * FreeType's hinted monochrome bitmaps, above that from the glyph's outline, unhinted, filled
 * where it covers a pixel's corner (Java's outline text) — checked against JWildfire's own
 * painting, pixel by pixel (tests/tools/jwf_text_refs.sh, tests/unit/test_text_shape.c).
 *
 * Fonts are found by family name in the font folders (FLAMEBUILD_FONTS, a list of folders
 * separated by ':', then the user's and the system's), as Java finds them. Arial, Helvetica,
 * Times New Roman, Courier New and Java's logical names are drawn in the Liberation fonts,
 * which have their metrics (Debian's fonts-liberation); a name found nowhere is drawn in
 * Liberation Sans, as Java draws a name it does not have in its Dialog font, Arial on the
 * editors' Windows. Without any font the list is empty, and the variation draws what
 * JWildfire's draws for a text of no pixels.
 */
#ifndef FLAMEBUILD_RENDER_TEXT_SHAPE_H
#define FLAMEBUILD_RENDER_TEXT_SHAPE_H

#include <stddef.h>
#include <stdint.h>

typedef struct text_shape {
  uint32_t count;   /* lit pixels; 0: none (no font, an empty text, a size out of range) */
  int width, height; /* the image's */
  const float *xy;  /* [2 · count]: each lit pixel's column and row (j, i), whole numbers, rows top
                       to bottom, each left to right; its point is ((j − w/2)/w, (i − h/2)/h) */
  uint64_t digest;  /* of the count, size and points: what a frame's iter_key holds of a text, so
                       that a cached buffer follows the fonts this machine paints it in */
} text_shape;

/* The most lit pixels a shape holds (a text of a few words at the largest size): beyond it the
 * shape is empty rather than hundreds of megabytes. */
#define TEXT_SHAPE_MAX_POINTS (1u << 22)
/* JWildfire's font_size is any int; a larger one makes the shape empty */
#define TEXT_SHAPE_MAX_SIZE 2000

/* The shape of `text` (len bytes, as the file's resource holds them: UTF-8, or Latin-1 where
 * that is not valid UTF-8) in the font named `font`, of font_size pixels, moved down by
 * baseline pixels (JWildfire's baseline, which also makes the image taller). Never fails:
 * what it cannot paint is an empty shape. Made once per process and kept for the rest of it
 * (JWildfire's RessourceManager), so the pointer stays valid; safe from any thread. */
const text_shape *text_shape_get(const unsigned char *text, size_t len, const char *font, int font_size,
                                 int baseline);

/* The most points all of a process's shapes hold together (1 GiB of them): shapes are kept for
 * the process, and an animation whose font size moves makes one a frame; past this a new one is
 * empty rather than the machine's memory. text_shape_limit_points sets another (tests). */
#define TEXT_SHAPE_MAX_TOTAL_POINTS ((size_t)1 << 27)
void text_shape_limit_points(size_t max_total);

/* The font file a name is drawn with, into path (n bytes): 0, or -1 where there is none. */
int text_shape_font_file(const char *font, char *path, size_t n);

#endif
