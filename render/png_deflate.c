/*
 * png_deflate.c — a PNG's image data deflated in bands on all cores (see png_deflate.h), by an
 * encoder of our own written for this data, as fpng and fpnge do: zlib's general-purpose
 * match finder (level 2) was most of a frame's PNG time, and on a flame's dark background and
 * noisy glow it finds little that runs do not.
 *
 * A band's rows get PNG's Paeth filter (the best single filter on flames, within a percent of
 * choosing one per row, and no choice to make), then are cut into literal bytes and runs: the
 * pixel one back repeated (deflate distance 4, or 8 at 16 bits), RUN_MIN to 258 bytes, found
 * from masks of 64 bytes compared at once; a band of a monochrome flame (grey_band) also gets
 * matches of 4 bytes or more anywhere in the window, through a hash table. The band's
 * histogram gives a dynamic Huffman block (codes of at most 15 bits, the code-length code's
 * at most 7), written as fixed Huffman or as stored blocks instead wherever those are smaller.
 * Everything depends on the band's bytes only (no zlib in the encoding: zlib's output may
 * differ from one version to the next), so the output is the same on any machine and any
 * number of threads. zlib is used for Adler-32's combination only.
 */
#include "png_deflate.h"

#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "../util/parallel.h"

/* ---- deflate's alphabets (RFC 1951, 3.2.5) ------------------------------------------------- */

#define NLIT 286  /* literal/length symbols: 0-255 bytes, 256 end of block, 257-285 lengths */
#define NDIST 30
#define NCLEN 19
#define MAX_BITS 15
#define MAX_CLEN_BITS 7
#define RUN_MIN 6   /* the shortest run taken: shorter ones cost more than their literals */
#define MAX_RUN 258

static const uint16_t len_base[29] = {3,  4,  5,  6,  7,  8,  9,  10, 11,  13,  15,  17,  19,  23, 27,
                                      31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t len_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                      2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const uint8_t clen_order[NCLEN] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

/* A run's length (3-258) as its length symbol less 257 (0-28): filled once, read-only after
 * (tables_init). A pixel's distance, 4 or 8 bytes, is distance symbol 3, or 5 with the one
 * extra bit 1 (RFC 1951, 3.2.5). */
static uint8_t len_sym[MAX_RUN + 1];

static void tables_init(void) {
  for (int s = 0; s < 29; s++) {
    const int end = s == 28 ? MAX_RUN + 1 : len_base[s + 1];
    for (int l = len_base[s]; l < end; l++) len_sym[l] = (uint8_t)s;
  }
}

/* ---- Huffman codes -------------------------------------------------------------------------- */

/* Code lengths for freq[0..n): a Huffman code of at most `limit` bits, complete (two symbols at
 * least: ones of frequency zero get a code if fewer than two are used). Where the optimal code
 * is deeper than the limit, the frequencies are halved (none below 1, the order kept) and the
 * code built again, until it fits: that always ends (all ones give a code of ceil(log2 n)
 * bits, and n <= 286). */
static void huffman_lengths(const uint32_t *freq_in, int n, int limit, uint8_t *len) {
  uint32_t freq[NLIT];
  int sym[NLIT];
  int used = 0;
  for (int i = 0; i < n; i++) freq[i] = freq_in[i];
  for (int i = 0; i < n && used < 2; i++) used += freq[i] > 0;
  for (int i = 0; i < n && used < 2; i++)
    if (freq[i] == 0) {
      freq[i] = 1;
      used++;
    }
  /* The used symbols sorted by frequency, then symbol: a stable radix sort, a byte a pass. */
  int m = 0, tmp[NLIT];
  for (int i = 0; i < n; i++)
    if (freq[i]) sym[m++] = i;
  for (int shift = 0; shift < 32; shift += 8) {
    int count[257] = {0};
    for (int i = 0; i < m; i++) count[(freq[sym[i]] >> shift & 0xff) + 1]++;
    if (count[1] == m) continue; /* every key's byte is 0 */
    for (int d = 0; d < 256; d++) count[d + 1] += count[d];
    for (int i = 0; i < m; i++) tmp[count[freq[sym[i]] >> shift & 0xff]++] = sym[i];
    memcpy(sym, tmp, (size_t)m * sizeof *sym);
  }
  uint64_t w[2 * NLIT];
  for (int i = 0; i < m; i++) w[i] = freq[sym[i]];
  for (;;) {
    /* Two queues: the leaves in order, the internal nodes as they are made (in order too).
     * Node k < m is leaf sym[k]; node m + j is internal node j. parent[] of each. */
    int parent[2 * NLIT];
    int leaf = 0, inner = m, made = m;
    for (int k = 0; k < m - 1; k++) {
      int pick[2];
      for (int t = 0; t < 2; t++) {
        if (leaf < m && (inner >= made || w[leaf] <= w[inner])) pick[t] = leaf++;
        else pick[t] = inner++;
      }
      w[made] = w[pick[0]] + w[pick[1]];
      parent[pick[0]] = parent[pick[1]] = made;
      made++;
    }
    /* depths: the root is node made - 1, parents come after their children */
    int depth[2 * NLIT];
    depth[made - 1] = 0;
    for (int k = made - 2; k >= 0; k--) depth[k] = depth[parent[k]] + 1;
    int deepest = 0;
    memset(len, 0, (size_t)n);
    for (int i = 0; i < m; i++) {
      len[sym[i]] = (uint8_t)depth[i];
      if (depth[i] > deepest) deepest = depth[i];
    }
    if (deepest <= limit) return;
    for (int i = 0; i < m; i++) w[i] = (w[i] + 1) / 2; /* still in order */
  }
}

/* The canonical codes of lengths len[0..n) (RFC 1951, 3.2.2), bit-reversed for a writer that
 * fills bytes from their low bit. */
static void huffman_codes(const uint8_t *len, int n, uint16_t *code) {
  int count[MAX_BITS + 1] = {0}, next[MAX_BITS + 2] = {0};
  for (int i = 0; i < n; i++) count[len[i]]++;
  count[0] = 0;
  for (int b = 1; b <= MAX_BITS; b++) next[b + 1] = (next[b] + count[b]) << 1;
  for (int i = 0; i < n; i++) {
    if (!len[i]) {
      code[i] = 0;
      continue;
    }
    unsigned c = (unsigned)next[len[i]]++, r = 0;
    for (int b = 0; b < len[i]; b++, c >>= 1) r = r << 1 | (c & 1);
    code[i] = (uint16_t)r;
  }
}

/* ---- the bit writer ------------------------------------------------------------------------- */

typedef struct bits {
  unsigned char *p;  /* the next whole byte; 8 bytes past it are always writable */
  uint64_t acc;      /* nbits pending bits, low first */
  unsigned nbits;
} bits;

/* Up to 57 - nbits bits at once; then the whole bytes go out. */
static inline void put(bits *o, uint64_t v, unsigned n) {
  o->acc |= v << o->nbits;
  o->nbits += n;
}

static inline void flush_bytes(bits *o) {
  memcpy(o->p, &o->acc, 8); /* little-endian hosts; see png_deflate_image's check */
  o->p += o->nbits >> 3;
  o->acc = (o->nbits & ~7u) == 64 ? 0 : o->acc >> (o->nbits & ~7u);
  o->nbits &= 7;
}

static void align_byte(bits *o) {
  o->nbits = (o->nbits + 7) & ~7u;
  flush_bytes(o);
}

/* ---- filtering -------------------------------------------------------------------------------- */

/* Row y as PNG stores it: 8-bit samples where they are, 16-bit ones big-endian into `row`. */
static const unsigned char *packed_row(const render_image *img, int y, unsigned char *row) {
  const size_t n = (size_t)img->width * 4;
  if (img->bpc == 8) return (const unsigned char *)img->pixels + (size_t)y * n;
  const uint16_t *src = (const uint16_t *)img->pixels + (size_t)y * n;
  for (size_t i = 0; i < n; i++) {
    row[2 * i] = (unsigned char)(src[i] >> 8);
    row[2 * i + 1] = (unsigned char)(src[i] & 0xff);
  }
  return row;
}

/* Adler-32 (RFC 1950) of p[0..n) continued from adler: zlib's adler32 with the 16 bytes of a
 * step summed at once. Over a block of k steps from sums s1, s2, with S_j the sum of step j's
 * bytes and W_j their sum weighted 16, 15, ... 1: s1 += sum S_j, s2 += 16 k s1 + 16 sum_j
 * (S_0 + ... + S_(j-1)) + sum W_j. Blocks of 5536 bytes keep every lane below 2^32. */
static uint32_t adler_update(uint32_t adler, const unsigned char *p, size_t n) {
  const uint32_t mod = 65521;
  uint64_t s1 = adler & 0xffff, s2 = adler >> 16;
#ifdef __SSE2__
  const __m128i zero = _mm_setzero_si128();
  const __m128i w_lo = _mm_setr_epi16(16, 15, 14, 13, 12, 11, 10, 9), w_hi = _mm_setr_epi16(8, 7, 6, 5, 4, 3, 2, 1);
  while (n >= 16) {
    const size_t k = (n < 5536 ? n : 5536) / 16;
    __m128i sum = zero, prefix = zero, weighted = zero;
    for (size_t j = 0; j < k; j++, p += 16) {
      const __m128i v = _mm_loadu_si128((const __m128i *)p);
      prefix = _mm_add_epi32(prefix, sum);
      sum = _mm_add_epi32(sum, _mm_sad_epu8(v, zero));
      weighted = _mm_add_epi32(weighted, _mm_madd_epi16(_mm_unpacklo_epi8(v, zero), w_lo));
      weighted = _mm_add_epi32(weighted, _mm_madd_epi16(_mm_unpackhi_epi8(v, zero), w_hi));
    }
    uint32_t a[4], b[4], c[4];
    _mm_storeu_si128((__m128i *)a, sum);
    _mm_storeu_si128((__m128i *)b, prefix);
    _mm_storeu_si128((__m128i *)c, weighted);
    s2 = (s2 + 16 * k * s1 + 16 * ((uint64_t)b[0] + b[2]) + (uint64_t)c[0] + c[1] + c[2] + c[3]) % mod;
    s1 = (s1 + a[0] + a[2]) % mod;
    n -= 16 * k;
  }
#endif
  while (n > 0) {
    const size_t k = n < 5552 ? n : 5552;
    for (size_t j = 0; j < k; j++) {
      s1 += p[j];
      s2 += s1;
    }
    s1 %= mod;
    s2 %= mod;
    p += k;
    n -= k;
  }
  return (uint32_t)(s2 << 16 | s1);
}

/* Paeth's predictor (PNG, 9.4): a the byte a pixel left, b the one above, c above-left. */
static inline int paeth(int a, int b, int c) {
  const int pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

#ifdef __SSE2__
/* The same on 8 lanes of 16 bits. */
static inline __m128i paeth8(__m128i a, __m128i b, __m128i c) {
  const __m128i zero = _mm_setzero_si128();
  const __m128i db = _mm_sub_epi16(b, c), da = _mm_sub_epi16(a, c), s = _mm_add_epi16(da, db);
  const __m128i pa = _mm_max_epi16(db, _mm_sub_epi16(zero, db));
  const __m128i pb = _mm_max_epi16(da, _mm_sub_epi16(zero, da));
  const __m128i pc = _mm_max_epi16(s, _mm_sub_epi16(zero, s));
  const __m128i not_a = _mm_or_si128(_mm_cmpgt_epi16(pa, pb), _mm_cmpgt_epi16(pa, pc));
  const __m128i not_b = _mm_cmpgt_epi16(pb, pc);
  const __m128i bc = _mm_or_si128(_mm_andnot_si128(not_b, b), _mm_and_si128(not_b, c));
  return _mm_or_si128(_mm_andnot_si128(not_a, a), _mm_and_si128(not_a, bc));
}
#endif

/* Row cur under the Paeth filter into out (prev the row above, zeros above the first; bpp
 * bytes a pixel; the first pixel has no left neighbour: a = c = 0, the predictor is b). */
static void paeth_row(const unsigned char *cur, const unsigned char *prev, size_t rb, size_t bpp, unsigned char *out) {
  size_t i = 0;
  for (; i < bpp && i < rb; i++) out[i] = (unsigned char)(cur[i] - prev[i]);
#ifdef __SSE2__
  const __m128i zero = _mm_setzero_si128();
  for (; i + 16 <= rb; i += 16) {
    const __m128i x = _mm_loadu_si128((const __m128i *)(cur + i));
    const __m128i a = _mm_loadu_si128((const __m128i *)(cur + i - bpp));
    const __m128i b = _mm_loadu_si128((const __m128i *)(prev + i));
    const __m128i c = _mm_loadu_si128((const __m128i *)(prev + i - bpp));
    const __m128i lo = paeth8(_mm_unpacklo_epi8(a, zero), _mm_unpacklo_epi8(b, zero), _mm_unpacklo_epi8(c, zero));
    const __m128i hi = paeth8(_mm_unpackhi_epi8(a, zero), _mm_unpackhi_epi8(b, zero), _mm_unpackhi_epi8(c, zero));
    _mm_storeu_si128((__m128i *)(out + i), _mm_sub_epi8(x, _mm_packus_epi16(lo, hi)));
  }
#endif
  for (; i < rb; i++) out[i] = (unsigned char)(cur[i] - paeth(cur[i - bpp], prev[i], prev[i - bpp]));
}

/* ---- literals and runs ------------------------------------------------------------------------ */

/* A band cut into pieces: `lits` literal bytes, then `run` bytes (0: none, the band's last
 * piece) that repeat those `dist` bytes before them — a run of the pixel before (dist 4 or 8),
 * or in a grey band a match from further back. */
typedef struct piece {
  uint32_t lits;
  uint16_t run, dist;
} piece;

#define HASH_BITS 14
#define LZ_MIN 4 /* a grey band's shortest match (cut_band) */

/* A distance's symbol (0-29), and its extra bits' count and value (RFC 1951, 3.2.5). */
static inline unsigned dist_code(unsigned d, unsigned *nextra, unsigned *extra) {
  const unsigned x = d - 1;
  if (x < 4) {
    *nextra = *extra = 0;
    return x;
  }
  const unsigned nb = 31 - (unsigned)__builtin_clz(x);
  *nextra = nb - 1;
  *extra = x & ((1u << (nb - 1)) - 1);
  return 2 * nb + (x >> (nb - 1) & 1);
}

/* Bit k (0-63) set where p[k] == p[k - bpp]; p - bpp to p + 63 readable. */
static inline uint64_t same_mask(const unsigned char *p, size_t bpp) {
  uint64_t m = 0;
#ifdef __SSE2__
  for (int k = 0; k < 4; k++) {
    const __m128i x = _mm_loadu_si128((const __m128i *)(p + 16 * k));
    const __m128i y = _mm_loadu_si128((const __m128i *)(p + 16 * k - bpp));
    m |= (uint64_t)(unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(x, y)) << (16 * k);
  }
#else
  for (int k = 0; k < 64; k++) m |= (uint64_t)(p[k] == p[k - bpp]) << k;
#endif
  return m;
}

/* The length of the match of a against b (b before a in the same buffer), at most `max`; the
 * buffer has 8 readable bytes past a + max. */
static inline size_t match_len(const unsigned char *a, const unsigned char *b, size_t max) {
  size_t k = 0;
  while (k < max) {
    uint64_t x, y;
    memcpy(&x, a + k, 8);
    memcpy(&y, b + k, 8);
    const uint64_t d = x ^ y;
    if (d) {
      k += (size_t)__builtin_ctzll(d) >> 3; /* the first differing byte: little-endian loads */
      break;
    }
    k += 8;
  }
  return k < max ? k : max;
}

/* Four histograms, a byte in turn to each, so that a run of one value does not wait on its
 * own count; summed into lit[] by cut_band. */
static void count_literals(const unsigned char *p, size_t n, uint32_t (*h)[256]) {
  size_t j = 0;
  for (; j + 4 <= n; j += 4) {
    h[0][p[j]]++;
    h[1][p[j + 1]]++;
    h[2][p[j + 2]]++;
    h[3][p[j + 3]]++;
  }
  for (; j < n; j++) h[0][p[j]]++;
}

/* buf[0..n) (8 bytes readable past n) cut into pieces: runs of RUN_MIN bytes or more that
 * repeat the pixel before them, greedily from the first, and between them literals — or, with
 * `lz` (a grey band), matches of LZ_MIN bytes or more anywhere in the 32 KB before, found
 * through tab (a hash of 4 bytes to where they were last seen, a probe a byte), where they
 * come before the next run. Counts the symbols into lit[] (literals and lengths) and dist[];
 * returns the number of pieces. */
static size_t cut_band(const unsigned char *buf, size_t n, size_t bpp, int lz, uint32_t *tab, piece *pc,
                       uint32_t *lit, uint32_t *dist) {
  size_t i = bpp < n ? bpp : n, from = 0, np = 0, probed = 0, run_at = SIZE_MAX;
  uint32_t h[4][256] = {{0}};
  unsigned ne, ev;
  const unsigned run_sym = dist_code((unsigned)bpp, &ne, &ev);
  if (lz) memset(tab, 0xff, sizeof *tab << HASH_BITS);
  for (;;) {
    size_t at; /* where the next run starts, or n */
    if (run_at != SIZE_MAX && run_at >= from) {
      at = run_at; /* a match ended before the run found last: none starts between */
    } else if (i + 64 <= n) {
      const uint64_t m = same_mask(buf + i, bpp);
      uint64_t r = m; /* bit k: bytes k to k + RUN_MIN - 1 all repeat */
      for (int s = 1; s < RUN_MIN; s++) r &= m >> s;
      if (!r) {
        i += 64 - RUN_MIN + 1; /* no run starts at these: the bits above are not known */
        continue;
      }
      at = i + (size_t)__builtin_ctzll(r);
    } else {
      while (i + RUN_MIN <= n && memcmp(buf + i, buf + i - bpp, RUN_MIN) != 0) i++;
      at = i + RUN_MIN <= n ? i : n;
    }
    run_at = at;
    size_t len = 0, d = bpp, j = at;
    if (lz) /* an earlier match? */
      for (size_t q = from > probed ? from : probed; q < at && q + 8 <= n; q++) {
        uint32_t v, u;
        memcpy(&v, buf + q, 4);
        const uint32_t k = (v * 2654435761u) >> (32 - HASH_BITS), cand = tab[k];
        tab[k] = (uint32_t)q;
        if (cand == UINT32_MAX || q - cand > 32768) continue;
        memcpy(&u, buf + cand, 4);
        if (u != v) continue;
        j = q;
        len = match_len(buf + j, buf + cand, n - j < MAX_RUN ? n - j : MAX_RUN);
        d = j - cand;
        break;
      }
    probed = j;
    count_literals(buf + from, j - from, h);
    if (j == n) {
      pc[np++] = (piece){(uint32_t)(j - from), 0, 0};
      for (int v = 0; v < 256; v++) lit[v] += h[0][v] + h[1][v] + h[2][v] + h[3][v];
      return np;
    }
    if (j == at) len = match_len(buf + at, buf + at - bpp, n - at < MAX_RUN ? n - at : MAX_RUN);
    pc[np++] = (piece){(uint32_t)(j - from), (uint16_t)len, (uint16_t)d};
    lit[257 + len_sym[len]]++;
    dist[d == bpp ? run_sym : dist_code((unsigned)d, &ne, &ev)]++;
    from = j + len;
    i = from > bpp ? from : bpp; /* a match may end before a run could start */
  }
}

/* ---- blocks ----------------------------------------------------------------------------------- */

/* The code lengths of the literal/length and distance codes as deflate sends them (RFC 1951,
 * 3.2.7): run-length coded with symbols 16-18, into cl[] as symbol | extra value << 8. */
static int rle_lengths(const uint8_t *lens, int n, uint16_t *cl, uint32_t *freq) {
  int k = 0;
  for (int i = 0; i < n;) {
    const uint8_t v = lens[i];
    int run = 1;
    while (i + run < n && lens[i + run] == v) run++;
    i += run;
    if (v == 0) {
      while (run >= 11) {
        const int r = run > 138 ? 138 : run;
        cl[k++] = (uint16_t)(18 | (r - 11) << 8);
        freq[18]++;
        run -= r;
      }
      if (run >= 3) {
        cl[k++] = (uint16_t)(17 | (run - 3) << 8);
        freq[17]++;
        run = 0;
      }
    } else {
      cl[k++] = v;
      freq[v]++;
      run--;
      while (run >= 3) {
        const int r = run > 6 ? 6 : run;
        cl[k++] = (uint16_t)(16 | (r - 3) << 8);
        freq[16]++;
        run -= r;
      }
    }
    for (; run > 0; run--) {
      cl[k++] = v;
      freq[v]++;
    }
  }
  return k;
}

static const uint8_t clen_extra[NCLEN] = {[16] = 2, [17] = 3, [18] = 7};

/* Codes of the literal/length and distance alphabets, with the two symbols of each that
 * deflate defines but never uses (286-287, 30-31): the fixed code gives them lengths, and the
 * canonical codes after them depend on it. */
typedef struct codes {
  uint8_t llen[NLIT + 2], dlen[NDIST + 2];
  uint16_t lcode[NLIT + 2], dcode[NDIST + 2];
} codes;

static void fixed_lengths(codes *c) {
  for (int i = 0; i < NLIT + 2; i++) c->llen[i] = i < 144 ? 8 : i < 256 ? 9 : i < 280 ? 7 : 8;
  for (int i = 0; i < NDIST + 2; i++) c->dlen[i] = 5;
}

/* Bits of the symbols counted in lit[] and dist[] under codes of lengths llen, dlen. */
static uint64_t data_bits(const uint32_t *lit, const uint32_t *dist, const uint8_t *llen, const uint8_t *dlen) {
  uint64_t b = 0;
  for (int i = 0; i < NLIT; i++) b += (uint64_t)lit[i] * (llen[i] + (i >= 257 ? len_extra[i - 257] : 0));
  for (int i = 0; i < NDIST; i++) b += (uint64_t)dist[i] * (dlen[i] + (i >= 4 ? (i - 2) / 2 : 0));
  return b;
}

/* The pieces' literals and matches in codes c (a run's distance bpp: symbol 3, or 5 with extra
 * bit 1; a grey band's matches any), then the end of the block. */
static void put_pieces(bits *o, const unsigned char *buf, const piece *pc, size_t np, size_t bpp, codes *c) {
  huffman_codes(c->llen, NLIT + 2, c->lcode);
  huffman_codes(c->dlen, NDIST + 2, c->dcode);
  uint32_t lit[256]; /* code | length << 16 */
  for (int i = 0; i < 256; i++) lit[i] = c->lcode[i] | (uint32_t)c->llen[i] << 16;
  const int ds = bpp == 4 ? 3 : 5;
  const uint64_t dist_bits = c->dcode[ds] | (uint64_t)(bpp == 4 ? 0 : 1) << c->dlen[ds];
  const unsigned dist_n = c->dlen[ds] + (bpp == 4 ? 0 : 1);
  uint64_t run[MAX_RUN + 1];
  uint8_t run_n[MAX_RUN + 1];
  for (int l = 3; l <= MAX_RUN; l++) {
    const int s = len_sym[l];
    const unsigned ln = c->llen[257 + s], ex = len_extra[s];
    run[l] = c->lcode[257 + s] | (uint64_t)(l - len_base[s]) << ln | dist_bits << (ln + ex);
    run_n[l] = (uint8_t)(ln + ex + dist_n);
  }
  int longest = 0;
  for (int i = 0; i < 256; i++) longest = c->llen[i] > longest ? c->llen[i] : longest;
  const unsigned char *p = buf;
  for (size_t k = 0; k < np; k++) {
    const unsigned char *end = p + pc[k].lits;
    if (longest <= 14)
      for (; p + 4 <= end; p += 4) { /* four codes of at most 14 bits at once */
        const uint32_t a = lit[p[0]], b = lit[p[1]], d = lit[p[2]], e = lit[p[3]];
        put(o, a & 0xffff, a >> 16);
        put(o, b & 0xffff, b >> 16);
        put(o, d & 0xffff, d >> 16);
        put(o, e & 0xffff, e >> 16);
        flush_bytes(o);
      }
    for (; p + 3 <= end; p += 3) { /* three codes of at most 15 bits at once */
      const uint32_t a = lit[p[0]], b = lit[p[1]], d = lit[p[2]];
      put(o, a & 0xffff, a >> 16);
      put(o, b & 0xffff, b >> 16);
      put(o, d & 0xffff, d >> 16);
      flush_bytes(o);
    }
    for (; p < end; p++) put(o, lit[*p] & 0xffff, lit[*p] >> 16);
    flush_bytes(o);
    if (pc[k].run && pc[k].dist == bpp) {
      put(o, run[pc[k].run], run_n[pc[k].run]);
      flush_bytes(o);
      p += pc[k].run;
    } else if (pc[k].run) {
      const unsigned l = pc[k].run, s = len_sym[l];
      unsigned ne, ev;
      const unsigned ds2 = dist_code(pc[k].dist, &ne, &ev);
      put(o, c->lcode[257 + s], c->llen[257 + s]);
      put(o, l - len_base[s], len_extra[s]);
      put(o, c->dcode[ds2], c->dlen[ds2]);
      put(o, ev, ne);
      flush_bytes(o);
      p += l;
    }
  }
  put(o, c->lcode[256], c->llen[256]);
  flush_bytes(o);
}

/* Writes the band's bytes buf[0..n), cut into pieces, as a deflate block (final if `last`) —
 * dynamic Huffman, fixed Huffman or stored, whichever is smallest — then, unless last, an
 * empty stored block, so that the band ends on a byte boundary as zlib's Z_SYNC_FLUSH leaves
 * it; a last band's final block is padded to a byte. o has room for band_bound(n). Returns 0,
 * or -1 if a Huffman block's bits are not the count that chose it (a bug: the block would
 * not be the smallest, nor its room known). */
static int put_band(bits *o, const unsigned char *buf, size_t n, const piece *pc, size_t np, size_t bpp,
                    uint32_t *lit, uint32_t *dist, int last) {
  const unsigned char *const start = o->p;
  const unsigned start_bits = o->nbits;
  lit[256]++; /* end of block */
  codes dyn = {0}, fix;
  huffman_lengths(lit, NLIT, MAX_BITS, dyn.llen);
  huffman_lengths(dist, NDIST, MAX_BITS, dyn.dlen);
  int hlit = NLIT, hdist = NDIST;
  while (hlit > 257 && !dyn.llen[hlit - 1]) hlit--;
  while (hdist > 1 && !dyn.dlen[hdist - 1]) hdist--;
  uint8_t both[NLIT + NDIST];
  memcpy(both, dyn.llen, (size_t)hlit);
  memcpy(both + hlit, dyn.dlen, (size_t)hdist);
  uint16_t cl[NLIT + NDIST];
  uint32_t clfreq[NCLEN] = {0};
  const int ncl = rle_lengths(both, hlit + hdist, cl, clfreq);
  uint8_t cllen[NCLEN];
  uint16_t clcode[NCLEN];
  huffman_lengths(clfreq, NCLEN, MAX_CLEN_BITS, cllen);
  huffman_codes(cllen, NCLEN, clcode);
  int hclen = NCLEN;
  while (hclen > 4 && !cllen[clen_order[hclen - 1]]) hclen--;

  uint64_t dyn_bits = 3 + 5 + 5 + 4 + 3 * (uint64_t)hclen + data_bits(lit, dist, dyn.llen, dyn.dlen);
  for (int i = 0; i < ncl; i++) dyn_bits += cllen[cl[i] & 0xff] + clen_extra[cl[i] & 0xff];
  fixed_lengths(&fix);
  const uint64_t fix_bits = 3 + data_bits(lit, dist, fix.llen, fix.dlen);
  const uint64_t stored_bits = ((n + 65534) / 65535 + (n == 0)) * (3 + 7 + 32) + 8 * (uint64_t)n;

  if (stored_bits < dyn_bits && stored_bits < fix_bits) {
    size_t at = 0;
    do {
      const size_t k = n - at < 65535 ? n - at : 65535;
      put(o, last && at + k == n, 3); /* BTYPE 00 */
      align_byte(o);
      put(o, k | (uint64_t)(k ^ 0xffff) << 16, 32);
      flush_bytes(o);
      memcpy(o->p, buf + at, k);
      o->p += k;
      at += k;
    } while (at < n);
  } else if (fix_bits <= dyn_bits) {
    put(o, (unsigned)last | 1u << 1, 3);
    put_pieces(o, buf, pc, np, bpp, &fix);
    if ((uint64_t)(o->p - start) * 8 + o->nbits - start_bits != fix_bits) return -1;
  } else {
    put(o, (unsigned)last | 2u << 1, 3);
    put(o, (uint64_t)(hlit - 257) | (uint64_t)(hdist - 1) << 5 | (uint64_t)(hclen - 4) << 10, 14);
    flush_bytes(o);
    for (int i = 0; i < hclen; i++) {
      put(o, cllen[clen_order[i]], 3);
      flush_bytes(o);
    }
    for (int i = 0; i < ncl; i++) {
      const int s = cl[i] & 0xff;
      put(o, clcode[s], cllen[s]);
      put(o, (uint64_t)(cl[i] >> 8), clen_extra[s]);
      flush_bytes(o);
    }
    put_pieces(o, buf, pc, np, bpp, &dyn);
    if ((uint64_t)(o->p - start) * 8 + o->nbits - start_bits != dyn_bits) return -1;
  }
  if (!last) {
    put(o, 0, 3); /* an empty stored block: 00 00 ff ff after the byte boundary */
    align_byte(o);
    put(o, 0xffff0000u, 32);
    flush_bytes(o);
  }
  align_byte(o);
  return 0;
}

/* The most a band of n bytes can take (none of its blocks is bigger than stored ones): its
 * stored blocks' headers, the empty block's, and the 8 bytes the bit writer writes ahead. */
static size_t band_bound(size_t n) { return n + (n / 65535 + 2) * 6 + 16; }

/* ---- bands ------------------------------------------------------------------------------------ */

typedef struct band {
  int y0, y1;                /* rows [y0, y1) */
  int last;
  unsigned char *out;        /* deflated */
  size_t n;
  uLong adler;               /* of the band's filtered rows */
  size_t raw;                /* their length */
  int failed;                /* 1 out of memory, 2 a block miscounted (put_band) */
} band;

typedef struct job {
  const render_image *img;
  size_t row_bytes;          /* without the filter byte */
  size_t bpp;                /* bytes a pixel: 4 or 8 */
  band *bands;
  int nbands;
  atomic_int next;           /* the next band to take (parallel_take) */
} job;

typedef struct scratch {
  unsigned char *rows[2];    /* a row unfiltered, and the one above it */
  unsigned char *filtered;   /* the band's filtered rows, then 64 bytes of slack */
  piece *pieces;
  uint32_t *tab;             /* hash of 8 bytes -> where they were last seen */
} scratch;

static int scratch_init(scratch *s, size_t rb, size_t band_max) {
  s->rows[0] = malloc(rb);
  s->rows[1] = malloc(rb);
  s->filtered = malloc(band_max + 64);
  s->pieces = malloc((band_max / 3 + 2) * sizeof *s->pieces);
  s->tab = malloc(sizeof *s->tab << HASH_BITS);
  return s->rows[0] && s->rows[1] && s->filtered && s->pieces && s->tab ? 0 : -1;
}

static void scratch_free(scratch *s) {
  free(s->rows[0]);
  free(s->rows[1]);
  free(s->filtered);
  free(s->pieces);
  free(s->tab);
}

/* 1 if most of rows [y0, y1)'s pixels that are neither black nor white are grey (R = G = B),
 * counted on every fourth row: a monochrome flame. Its filtered pixels are the same byte three
 * times (twice three at 16 bits), which runs miss and matches of 4 bytes find (cut_band's lz):
 * up to 40% smaller there. Flames in colour have a few percent of grey at most. */
static int grey_band(const render_image *img, int y0, int y1) {
  size_t grey = 0, other = 0;
  const size_t w = (size_t)img->width;
  for (int y = y0; y < y1; y += 4)
    for (size_t x = 0; x < w; x++) {
      unsigned r, g, b, top;
      if (img->bpc == 8) {
        const unsigned char *p = (const unsigned char *)img->pixels + ((size_t)y * w + x) * 4;
        r = p[0], g = p[1], b = p[2], top = 0xff;
      } else {
        const uint16_t *p = (const uint16_t *)img->pixels + ((size_t)y * w + x) * 4;
        r = p[0], g = p[1], b = p[2], top = 0xffff;
      }
      if ((r == 0 && g == 0 && b == 0) || (r == top && g == top && b == top)) continue;
      if (r == g && g == b) grey++;
      else other++;
    }
  return grey > other;
}

/* Filters the band's rows and deflates them. */
static void deflate_band(const job *jb, band *b, scratch *s) {
  const size_t rb = jb->row_bytes;
  b->raw = (size_t)(b->y1 - b->y0) * (rb + 1);
  int spare = 0; /* at 16 bits, the scratch row that is not the row above */
  const unsigned char *prev = s->rows[1];
  if (b->y0 > 0) prev = packed_row(jb->img, b->y0 - 1, s->rows[1]);
  else memset(s->rows[1], 0, rb);
  unsigned char *f = s->filtered;
  uint32_t adler = 1;
  for (int y = b->y0; y < b->y1; y++, f += rb + 1) {
    const unsigned char *cur = packed_row(jb->img, y, s->rows[spare]);
    f[0] = 4; /* Paeth */
    paeth_row(cur, prev, rb, jb->bpp, f + 1);
    adler = adler_update(adler, f, rb + 1);
    spare ^= 1;
    prev = cur;
  }
  memset(s->filtered + b->raw, 0, 64);
  b->adler = adler;
  uint32_t lit[NLIT] = {0}, dist[NDIST] = {0};
  const size_t np = cut_band(s->filtered, b->raw, jb->bpp, grey_band(jb->img, b->y0, b->y1), s->tab, s->pieces, lit, dist);
  b->out = malloc(band_bound(b->raw));
  if (!b->out) {
    b->failed = 1;
    return;
  }
  bits o = {b->out, 0, 0};
  if (put_band(&o, s->filtered, b->raw, s->pieces, np, jb->bpp, lit, dist, b->last) < 0) b->failed = 2;
  b->n = (size_t)(o.p - b->out);
}

static void worker(void *arg, int thread) {
  (void)thread;
  job *jb = arg;
  const size_t band_rows = (size_t)(jb->bands[0].y1 - jb->bands[0].y0);
  scratch s;
  const int ok = scratch_init(&s, jb->row_bytes, band_rows * (jb->row_bytes + 1)) == 0;
  for (int i; (i = parallel_take(&jb->next, jb->nbands)) >= 0;) {
    if (!ok) jb->bands[i].failed = 1;
    else deflate_band(jb, &jb->bands[i], &s);
  }
  scratch_free(&s);
}

static pthread_once_t tables_once = PTHREAD_ONCE_INIT;

int png_deflate_image(const render_image *img, int threads, unsigned char **out, size_t *n, char *why, size_t why_n) {
  *out = NULL;
  *n = 0;
  const uint32_t one = 1;
  unsigned char low;
  memcpy(&low, &one, 1);
  if (low != 1) { /* the bit writer stores its 64 bits little-endian */
    snprintf(why, why_n, "PNG: not written on a big-endian host");
    return -1;
  }
  pthread_once(&tables_once, tables_init);
  job jb = {.img = img, .row_bytes = (size_t)img->width * 4 * (size_t)(img->bpc / 8), .bpp = 4 * (size_t)(img->bpc / 8)};
  const size_t band_rows = jb.row_bytes + 1 >= PNG_DEFLATE_BAND ? 1 : PNG_DEFLATE_BAND / (jb.row_bytes + 1);
  jb.nbands = (int)(((size_t)img->height + band_rows - 1) / band_rows);
  jb.bands = calloc((size_t)jb.nbands, sizeof *jb.bands);
  if (!jb.bands) {
    snprintf(why, why_n, "out of memory");
    return -1;
  }
  for (int i = 0; i < jb.nbands; i++) {
    jb.bands[i].y0 = (int)((size_t)i * band_rows);
    jb.bands[i].y1 = (int)((size_t)(i + 1) * band_rows < (size_t)img->height ? (size_t)(i + 1) * band_rows
                                                                              : (size_t)img->height);
    jb.bands[i].last = i == jb.nbands - 1;
  }
  /* Default (threads <= 0): the cores shared among the images being written at once — a
   * build's output workers each write one; a watcher's single preview gets them all. */
  parallel_run(threads, jb.nbands, worker, &jb);

  int rc = -1;
  size_t total = 2 + 4;
  for (int i = 0; i < jb.nbands; i++) {
    if (jb.bands[i].failed) {
      snprintf(why, why_n, jb.bands[i].failed == 1 ? "out of memory" : "deflate: a block's size miscounted (a bug)");
      goto done;
    }
    total += jb.bands[i].n;
  }
  unsigned char *z = malloc(total);
  if (!z) {
    snprintf(why, why_n, "out of memory");
    goto done;
  }
  /* The zlib header (deflate, 32 KB window, the "fastest" level: 0x78 0x01), the bands, Adler-32. */
  size_t at = 0;
  z[at++] = 0x78;
  z[at++] = 0x01;
  uLong adler = adler32(0L, Z_NULL, 0);
  for (int i = 0; i < jb.nbands; i++) {
    memcpy(z + at, jb.bands[i].out, jb.bands[i].n);
    at += jb.bands[i].n;
    adler = adler32_combine(adler, jb.bands[i].adler, (z_off_t)jb.bands[i].raw);
  }
  z[at++] = (unsigned char)(adler >> 24);
  z[at++] = (unsigned char)(adler >> 16);
  z[at++] = (unsigned char)(adler >> 8);
  z[at++] = (unsigned char)adler;
  *out = z;
  *n = at;
  rc = 0;
done:
  for (int i = 0; i < jb.nbands; i++) free(jb.bands[i].out);
  free(jb.bands);
  return rc;
}
