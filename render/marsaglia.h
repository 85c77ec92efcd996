/*
 * marsaglia.h — JWildfire's MarsagliaRandomGenerator, which its dla_wf and dla3d_wf grow their
 * aggregates from (dla_points.c, dla3d_points.c): Java's int arithmetic, wrapping, in unsigned
 * words, so that an aggregate here is JWildfire's draw for draw.
 */
#ifndef FLAMEBUILD_RENDER_MARSAGLIA_H
#define FLAMEBUILD_RENDER_MARSAGLIA_H

#include <stdint.h>

typedef struct marsaglia {
  int32_t u, v;
} marsaglia;

/* randomize(seed) */
static inline void marsaglia_seed(marsaglia *m, int64_t seed) {
  m->u = (int32_t)(uint32_t)((uint64_t)seed << 16);
  m->v = m->u >> 16; /* Java's >>: arithmetic */
}

/* random(): in [0, 1], both ends included */
static inline double marsaglia_random(marsaglia *m) {
  m->v = (int32_t)(36969u * ((uint32_t)m->v & 65535u) + (uint32_t)(m->v >> 16));
  m->u = (int32_t)(18000u * ((uint32_t)m->u & 65535u) + (uint32_t)(m->u >> 16));
  const int32_t rnd = (int32_t)(((uint32_t)m->v << 16) + (uint32_t)m->u);
  const double res = (double)rnd * (1.0 / (double)0x7fffffff);
  return res < 0 ? -res : res;
}

/* A seed whose generator is 0 (seed·65536 ≡ 0 mod 2^32) draws 0 forever. */
static inline int marsaglia_stalls(const marsaglia *m) { return m->u == 0 && m->v == 0; }

#endif
