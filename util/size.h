/*
 * size.h — byte sizes as people write and read them: `clean --keep 2G` and flamebuild.conf's
 * `[cache] max_size = 20G` read them with one parser; status prints them with one format. And
 * a buffer's size computed without wrapping round.
 */
#ifndef FLAMEBUILD_SIZE_H
#define FLAMEBUILD_SIZE_H

#include <stddef.h>
#include <stdint.h>

/* Parses a number of bytes with an optional binary suffix: 1000000, 500M, 2G, 1.5GiB, 1T
 * (K, M, G, T: powers of 1024, either case, optionally followed by "i" and "B"). Returns 0
 * with *out set, or -1 (and *out untouched) for anything else: no number, a negative or
 * non-finite one, an unknown suffix, trailing text, 2^64 bytes or more. */
int fb_parse_size(const char *s, uint64_t *out);

/* bytes as "812 B", "16.1 MiB", "20.0 GiB": the largest binary unit that keeps the number at
 * 1 or more, one decimal (none for bytes). Writes at most n bytes, NUL included. */
void fb_format_size(uint64_t bytes, char *out, size_t n);

/* a*b, or 0 when the product does not fit in a size_t: a caller sizing a buffer refuses 0 as
 * it refuses a failed allocation. */
static inline size_t fb_size_mul(size_t a, size_t b) {
  if (a != 0 && b > SIZE_MAX / a) return 0;
  return a * b;
}

#endif
