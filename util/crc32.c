#include "crc32.h"

#include <pthread.h>

/* A byte at a time from a table built on first use: a PNG check reads whole frames. */
static uint32_t table[256];
static pthread_once_t table_once = PTHREAD_ONCE_INIT;

static void table_init(void) {
  for (uint32_t n = 0; n < 256; n++) {
    uint32_t c = n;
    for (int k = 0; k < 8; k++) c = c & 1 ? 0xedb88320u ^ (c >> 1) : c >> 1;
    table[n] = c;
  }
}

uint32_t fb_crc32(uint32_t crc, const void *p, size_t n) {
  pthread_once(&table_once, table_init);
  const unsigned char *b = p;
  uint32_t c = crc ^ 0xffffffffu;
  for (size_t i = 0; i < n; i++) c = table[(c ^ b[i]) & 0xff] ^ (c >> 8);
  return c ^ 0xffffffffu;
}
