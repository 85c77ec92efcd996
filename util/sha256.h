/*
 * sha256.h — SHA-256 (FIPS 180-4), for content keys: frame keys and cache addresses.
 */
#ifndef FLAMEBUILD_SHA256_H
#define FLAMEBUILD_SHA256_H

#include <stddef.h>
#include <stdint.h>

typedef struct sha256_ctx {
  uint32_t state[8];
  uint64_t length;           /* bytes hashed so far */
  unsigned char block[64];
  size_t used;               /* bytes waiting in block */
} sha256_ctx;

void sha256_init(sha256_ctx *c);
void sha256_update(sha256_ctx *c, const void *data, size_t len);
void sha256_final(sha256_ctx *c, unsigned char digest[32]);

/* digest of data as 64 lowercase hex digits and a NUL */
void sha256_hex(const void *data, size_t len, char hex[65]);

#endif
