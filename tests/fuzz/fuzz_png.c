/*
 * fuzz_png.c — reading an output PNG back (render/png.c): the key metadata a build reads
 * to decide whether out/NAME/NNNNN.png is the frame it built (render_png_text, for
 * flamebuild_finish_key and flamebuild_iter_key) and the whole-file check (render_png_intact).
 *
 * out/ is the user's to damage, so these see any bytes: they must answer "not found" or "not
 * intact", never crash, never read or write past their buffers, and always leave a
 * NUL-terminated string within the size given. The input is written to a regular file
 * because the readers take a path (they refuse links and FIFOs by opening it themselves).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../render/render.h"
#include "fuzz_input.h"

static void fail(const char *why) {
  fprintf(stderr, "fuzz_png: %s\n", why);
  abort();
}

static void read_key(const char *path, const char *key, size_t n) {
  char *out = malloc(n); /* exactly n: ASan sees a byte past it */
  if (!out) return;
  memset(out, 'x', n);
  int found = render_png_text(path, key, out, n);
  if (memchr(out, 0, n) == NULL) fail("render_png_text left no NUL in its output");
  if (!found && out[0]) fail("render_png_text found nothing but wrote text");
  free(out);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  const char *path = fuzz_scratch_file(data, size, ".png");
  read_key(path, "flamebuild_finish_key", 65);
  read_key(path, "flamebuild_iter_key", 9);
  int intact = render_png_intact(path);
  static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
  if (intact && (size < 8 + 12 || memcmp(data, signature, 8) != 0))
    fail("render_png_intact accepted a file without the PNG signature and a chunk");
  return 0;
}
