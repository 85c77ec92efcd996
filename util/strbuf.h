/*
 * strbuf.h — a growing NUL-terminated text buffer for printers and key builders.
 * Allocation failure is sticky: later appends do nothing and `failed` stays set, so callers
 * check once at the end.
 */
#ifndef FLAMEBUILD_STRBUF_H
#define FLAMEBUILD_STRBUF_H

#include <stddef.h>

typedef struct strbuf {
  char *buf;                 /* NULL until the first append */
  size_t len, cap;
  int failed;
} strbuf;

void strbuf_put(strbuf *t, const char *s, size_t n);
void strbuf_puts(strbuf *t, const char *s);
void strbuf_printf(strbuf *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Appends the shortest decimal that reads back as exactly v (%.15g..%.17g); subnormals
 * print as a zero of their sign. Uses '.' whatever the locale only if the caller runs in the C
 * locale (printers switch with uselocale). */
void strbuf_number(strbuf *t, double v);
/* Same text into out (at least 32 bytes); returns out. */
const char *fb_exact_decimal(double v, char out[32]);
void strbuf_free(strbuf *t);

#endif
