/*
 * zst_text.h — a zstd-compressed text file of tests/data (reference values a tool outside the
 * repository printed, compressed: the numbers, 17 digits each, would be most of the tree's size
 * otherwise) as a stream of its text, for the unit tests that read one.
 */
#ifndef FLAMEBUILD_ZST_TEXT_H
#define FLAMEBUILD_ZST_TEXT_H

#include <stdio.h>
#include <stdlib.h>

#include <zstd.h>

/* path's text as a stream, or NULL if it cannot be read. The text lives until the next call. */
static FILE *open_zst_text(const char *path) {
  static char *text;
  free(text);
  text = NULL;
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  char *packed = NULL;
  size_t n = 0, cap = 0, got;
  do {
    if (n == cap) {
      cap = cap ? 2 * cap : 1 << 20;
      char *grown = realloc(packed, cap);
      if (!grown) break;
      packed = grown;
    }
    got = fread(packed + n, 1, cap - n, f);
    n += got;
  } while (got > 0);
  fclose(f);
  const unsigned long long size = packed ? ZSTD_getFrameContentSize(packed, n) : ZSTD_CONTENTSIZE_ERROR;
  if (size == ZSTD_CONTENTSIZE_ERROR || size == ZSTD_CONTENTSIZE_UNKNOWN || size > (1u << 30) ||
      !(text = malloc((size_t)size + 1)) || ZSTD_isError(ZSTD_decompress(text, (size_t)size, packed, n))) {
    free(packed);
    free(text);
    text = NULL;
    return NULL;
  }
  free(packed);
  return fmemopen(text, (size_t)size, "r");
}

#endif
