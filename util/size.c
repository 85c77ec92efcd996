#include "size.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

int fb_parse_size(const char *s, uint64_t *out) {
  char *end;
  double v = strtod(s, &end);
  /* !(v >= 0) is also true for NaN; an infinity or 2^64 would overflow the conversion. */
  if (end == s || !(v >= 0) || !isfinite(v)) return -1;
  double unit = 1;
  if (*end) {
    switch (*end) {
    case 'k': case 'K': unit = 1024.0; break;
    case 'm': case 'M': unit = 1024.0 * 1024; break;
    case 'g': case 'G': unit = 1024.0 * 1024 * 1024; break;
    case 't': case 'T': unit = 1024.0 * 1024 * 1024 * 1024; break;
    default: return -1;
    }
    end++;
    if (*end == 'i') end++;
    if (*end == 'B' || *end == 'b') end++;
    if (*end) return -1;
  }
  if (v * unit >= 18446744073709551616.0) return -1;   /* 2^64 */
  *out = (uint64_t)(v * unit);
  return 0;
}

void fb_format_size(uint64_t bytes, char *out, size_t n) {
  static const char *const units[] = {"KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
  if (bytes < 1024) {
    snprintf(out, n, "%llu B", (unsigned long long)bytes);
    return;
  }
  double v = (double)bytes / 1024;
  int u = 0;
  while (v >= 1024 && u < 5) v /= 1024, u++;
  snprintf(out, n, "%.1f %s", v, units[u]);
}
