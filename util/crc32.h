/*
 * crc32.h — CRC-32 (ISO 3309: the polynomial and conditioning zlib and PNG use), for the
 * checksums of files flamebuild reads back: PNG chunks (render_png_intact) and cache-entry
 * headers (cache/hist_codec.c). zlib's crc32_z(), behind flamebuild's name.
 */
#ifndef FLAMEBUILD_UTIL_CRC32_H
#define FLAMEBUILD_UTIL_CRC32_H

#include <stddef.h>
#include <stdint.h>

/* The CRC of n bytes at p following on from crc, the CRC of the bytes before them (0 for
 * none), as zlib's crc32(crc, p, n): fb_crc32(fb_crc32(0, a, na), b, nb) is the CRC of a
 * then b. Thread-safe. */
uint32_t fb_crc32(uint32_t crc, const void *p, size_t n);

#endif
