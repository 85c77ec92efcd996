/*
 * resource_text.c — the texts variations carry, kept once a process (resource_text.h).
 */
#include "resource_text.h"

#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

typedef struct kept_text {
  struct kept_text *next;
  uint64_t digest;
  size_t len;
  char text[]; /* [len + 1] */
} kept_text;

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static kept_text *texts;
static size_t total;

/* FNV-1a, 64 bits: a digest to find a text by, not a defence (equal digests of two texts: the
 * second is not kept, and said by the caller as a text that could not be kept) */
static uint64_t digest_of(const char *text, size_t len) {
  uint64_t h = 14695981039346656037ULL;
  for (size_t i = 0; i < len; i++) h = (h ^ (unsigned char)text[i]) * 1099511628211ULL;
  return h ? h : 1;
}

uint64_t genome_text_keep(const char *text, size_t len) {
  const uint64_t d = digest_of(text, len);
  uint64_t kept = 0;
  pthread_mutex_lock(&lock);
  kept_text *t;
  for (t = texts; t && t->digest != d; t = t->next) {}
  if (t) kept = t->len == len && !memcmp(t->text, text, len) ? d : 0;
  else if (total + len <= GENOME_TEXT_MAX_TOTAL && (t = malloc(sizeof *t + len + 1))) {
    t->digest = d;
    t->len = len;
    memcpy(t->text, text, len);
    t->text[len] = 0;
    t->next = texts;
    texts = t;
    total += len;
    kept = d;
  }
  pthread_mutex_unlock(&lock);
  return kept;
}

const char *genome_text_find(uint64_t digest, size_t *len) {
  pthread_mutex_lock(&lock);
  kept_text *t;
  for (t = texts; t && t->digest != digest; t = t->next) {}
  pthread_mutex_unlock(&lock);
  if (t && len) *len = t->len;
  return t ? t->text : NULL;
}

void genome_text_digest_split(uint64_t digest, double part[3]) {
  part[0] = (double)(digest & 0xFFFFFF);
  part[1] = (double)(digest >> 24 & 0xFFFFFF);
  part[2] = (double)(digest >> 48);
}

uint64_t genome_text_digest_join(const double part[3]) {
  uint64_t d = 0;
  for (int k = 0; k < 3; k++) {
    const double limit = k < 2 ? 16777215.0 : 65535.0;
    /* a part that is not one of the whole numbers split gives (an interpolated one): no text */
    if (!(part[k] >= 0 && part[k] <= limit) || part[k] != floor(part[k])) return 0;
    d |= (uint64_t)part[k] << (24 * k);
  }
  return d;
}
