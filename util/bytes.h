/*
 * bytes.h — little-endian integers in byte buffers: the on-disk headers (cache entries,
 * cached kernels) are little-endian whatever the machine.
 */
#ifndef FLAMEBUILD_UTIL_BYTES_H
#define FLAMEBUILD_UTIL_BYTES_H

#include <stdint.h>

static inline void fb_put_le32(unsigned char *p, uint32_t v) {
  for (int i = 0; i < 4; i++) p[i] = (unsigned char)(v >> (8 * i));
}
static inline void fb_put_le64(unsigned char *p, uint64_t v) {
  for (int i = 0; i < 8; i++) p[i] = (unsigned char)(v >> (8 * i));
}
static inline uint32_t fb_get_le32(const unsigned char *p) {
  uint32_t v = 0;
  for (int i = 3; i >= 0; i--) v = v << 8 | p[i];
  return v;
}
static inline uint64_t fb_get_le64(const unsigned char *p) {
  uint64_t v = 0;
  for (int i = 7; i >= 0; i--) v = v << 8 | p[i];
  return v;
}

#endif
