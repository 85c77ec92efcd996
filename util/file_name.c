#include "file_name.h"

#include <string.h>

/* The bytes a name may not carry into a path: separators (Unix and Windows, since outputs
 * are shared) and control characters (they are invisible in listings and terminals). */
static int is_unsafe_byte(unsigned char c) {
  return c == '/' || c == '\\' || c < 0x20 || c == 0x7f;
}

int file_name_safe(const char *name, const char *fallback, char *out, size_t n) {
  if (n == 0) return 1;
  size_t limit = n - 1 < FILE_NAME_SAFE_MAX ? n - 1 : FILE_NAME_SAFE_MAX;
  size_t len = strlen(name);
  int changed = 0;
  if (len > limit) {
    /* Cut at a character boundary: back off over UTF-8 continuation bytes (10xxxxxx). */
    len = limit;
    while (len > 0 && ((unsigned char)name[len] & 0xc0) == 0x80) len--;
    changed = 1;
  }
  for (size_t i = 0; i < len; i++) {
    unsigned char c = (unsigned char)name[i];
    if (is_unsafe_byte(c) || (i == 0 && c == '.')) {
      out[i] = '_';
      changed = 1;
    } else {
      out[i] = (char)c;
    }
  }
  out[len] = 0;
  if (len == 0) {
    size_t f = strlen(fallback);
    if (f > limit) f = limit;
    memcpy(out, fallback, f);
    out[f] = 0;
    return name[0] != 0;
  }
  return changed;
}
