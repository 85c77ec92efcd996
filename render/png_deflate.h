/*
 * png_deflate.h — a PNG's image data (the zlib stream of its IDAT chunks) compressed on all
 * cores: internal to render/png.c, exposed for tests/unit/test_finish.c.
 *
 * Every row gets PNG's Paeth filter; the filtered rows are cut into bands of about
 * PNG_DEFLATE_BAND bytes and each band is deflated on its own by png_deflate.c's encoder
 * (literals and runs of the pixel before, Huffman codes from the band's own histogram), each
 * band ending on a byte boundary as a sync flush leaves it (an empty stored block), the last
 * with the final block, as pigz's bands do; the bands' Adler-32 sums are combined. The bands
 * depend on the image's width and depth only, never on the number of threads, and the encoder
 * on the band's bytes only, so the bytes are the same on any machine.
 */
#ifndef FLAMEBUILD_PNG_DEFLATE_H
#define FLAMEBUILD_PNG_DEFLATE_H

#include <stddef.h>

#include "render.h"

#define PNG_DEFLATE_BAND (256 * 1024)

/* The zlib stream of img's filtered rows: one malloc'd buffer (*out, *n). threads: 0 = the
 * cores shared among the calls writing at once (util/parallel.h), at most 16. Returns 0, or
 * -1 with why in `why` (out of memory; a block miscounted, a bug the encoder checks for). */
int png_deflate_image(const render_image *img, int threads, unsigned char **out, size_t *n, char *why, size_t why_n);

#endif
