#include "strbuf.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void strbuf_put(strbuf *t, const char *s, size_t n) {
  if (t->failed) return;
  if (t->len + n + 1 > t->cap) {
    size_t cap = t->cap ? t->cap : 16384;
    while (t->len + n + 1 > cap) cap *= 2;
    char *grown = realloc(t->buf, cap);
    if (!grown) {
      t->failed = 1;
      return;
    }
    t->buf = grown;
    t->cap = cap;
  }
  memcpy(t->buf + t->len, s, n);
  t->len += n;
  t->buf[t->len] = 0;
}

void strbuf_puts(strbuf *t, const char *s) { strbuf_put(t, s, strlen(s)); }

void strbuf_printf(strbuf *t, const char *fmt, ...) {
  char buf[512];
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  if (n < 0 || (size_t)n >= sizeof buf)
    t->failed = 1;
  else
    strbuf_put(t, buf, (size_t)n);
}

const char *fb_exact_decimal(double v, char out[32]) {
  /* Subnormals print as (signed) 0: strict parsers (flam3's and ours) reject them. */
  if (fpclassify(v) == FP_SUBNORMAL) v = copysign(0.0, v);
  for (int prec = 15; prec <= 17; prec++) {
    snprintf(out, 32, "%.*g", prec, v);
    if (strtod(out, NULL) == v || !isfinite(v)) break;
  }
  return out;
}

void strbuf_number(strbuf *t, double v) {
  char num[32];
  strbuf_puts(t, fb_exact_decimal(v, num));
}

void strbuf_free(strbuf *t) {
  free(t->buf);
  t->buf = NULL;
  t->len = t->cap = 0;
}
