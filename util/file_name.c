#include "file_name.h"

#include <stdio.h>
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

int file_pattern_expand(const char *pattern, int index, const char *name, char *out, size_t n, int *fields,
                        int *renamed) {
  size_t len = 0;
  *fields = 0;
  *renamed = 0;
  char safe[FILE_NAME_SAFE_MAX + 1];
  for (const char *p = pattern; *p; p++) {
    char piece[256];
    if (*p != '%') {
      piece[0] = *p;
      piece[1] = 0;
    } else if (p[1] == '%') {
      strcpy(piece, "%");
      p++;
    } else {
      const char *q = p + 1;
      while (*q == '0' || *q == '-') q++;
      while (*q >= '0' && *q <= '9') q++;
      char spec[32];
      size_t speclen = (size_t)(q - p);
      if (speclen + 2 > sizeof spec || (*q != 'd' && *q != 's')) return -1;
      memcpy(spec, p, speclen);
      spec[speclen] = *q;
      spec[speclen + 1] = 0;
      /* A width beyond the piece (%300d) is cut by snprintf: refused, not cut. */
      if (*q == 'd') {
        if (snprintf(piece, sizeof piece, spec, index) >= (int)sizeof piece) return -1;
        *fields |= FILE_PATTERN_INDEX;
      } else {
        if (file_name_safe(name, "flame", safe, sizeof safe) && name[0]) *renamed = 1;
        if (snprintf(piece, sizeof piece, spec, safe) >= (int)sizeof piece) return -1;
        *fields |= FILE_PATTERN_NAME;
      }
      p = q;
    }
    size_t l = strlen(piece);
    if (len + l + 1 > n) return -1;
    memcpy(out + len, piece, l);
    len += l;
  }
  out[len] = 0;
  return 0;
}
