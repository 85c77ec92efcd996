/*
 * hist_codec_internal.h — what the parts of the accumulation-buffer codec share. Callers
 * include hist_codec.h (the contract), never this. The parts:
 *
 *   hist_codec.c   the on-disk format: its description, the header written and checked, the
 *                  byte-split transform of a block of buckets, the failure record of the
 *                  encoder's and decoder's threads
 *   hist_encode.c  the encoder: a buffer's segments compressed on several cores (hist_encoder,
 *                  hist_encode, hist_encode_f32)
 *   hist_decode.c  the decoder: the payload's frames checked before anything is allocated,
 *                  then decompressed on several cores, every value checked (hist_decode,
 *                  hist_decode_f32)
 *   hist_add.c     buffers of adjacent seed ranges summed (hist_add)
 *   hist_packed.c  format 3's payload checked and wrapped: its piece table, every piece's head,
 *                  its CRC (hist_packed_bound, hist_packed_wrap, hist_packed_payload)
 *   hist_pack.c    format 3's CPU packer, blocks packed on several cores (hist_pack_f32)
 *   hist_unpack.c  format 3's decoder, blocks unpacked on several cores, every lane checked
 *                  (hist_decode and hist_decode_f32 call it for a version-3 header)
 */
#ifndef FLAMEBUILD_CACHE_HIST_CODEC_INTERNAL_H
#define FLAMEBUILD_CACHE_HIST_CODEC_INTERNAL_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "../util/error.h"
#include "../util/parallel.h"
#include "hist_codec.h"

/* Only the encoder chooses the level (-DHIST_ZSTD_LEVEL=N to benchmark another); the header
 * records it. */
#ifndef HIST_ZSTD_LEVEL
#define HIST_ZSTD_LEVEL 1
#endif

enum {
  HEADER_BYTES = HIST_HEADER_BYTES,
  CHANNELS = 5,
  VALUE_BYTES = 4,           /* a float32 per value */
  HIST_BLOCK_BUCKETS = 65536,
  HIST_SEGMENT_BUCKETS = 16 * HIST_BLOCK_BUCKETS, /* 1,048,576 buckets, 20 MiB of content */
  MAX_SIDE = 1 << 20,
};

/* Refused before allocating: no real histogram is this big (in decoded doubles), a crafted
 * header could be. */
#define MAX_RAW_BYTES ((uint64_t)1 << 38)

/* The IEEE-754 bit pattern of a double (inline: the encoder calls it for every value). */
static inline uint64_t bits_of(double d) {
  uint64_t u;
  memcpy(&u, &d, sizeof u);
  return u;
}

/* The header (hist_codec.c). hist_header_put writes its HEADER_BYTES at hd for format
 * `version` (HIST_FORMAT_VERSION or HIST_FORMAT_PACKED), h's size and counts, meta's seeds and
 * a payload of `payload` bytes whose CRC is payload_crc (format 3; format 2 writes 0 there).
 * hist_header_check checks the header of an entry of n bytes at p — magic, version, checksum,
 * then every size and count in it — and fills what it vouches for: the format *version, h's
 * width, height, samples and badvals, *meta (may be NULL), the values' bytes *raw, the
 * payload's *payload (= n - HEADER_BYTES) and, for format 3, the CRC the payload should have,
 * *payload_crc (the caller checks it: hist_packed_check); -1 with "corrupt cache entry: …". */
void hist_header_put(unsigned char *hd, uint32_t version, const render_hist *h, const hist_meta *meta,
                     size_t payload, uint32_t payload_crc);
typedef struct hist_header {
  uint32_t version;
  size_t raw, payload;
  uint32_t payload_crc;
} hist_header;
int hist_header_check(const unsigned char *p, size_t n, render_hist *h, hist_meta *meta, hist_header *hd,
                      fb_error *err);

/* Where a decoder writes an entry's floats: the destination for the buffer *got of the header
 * (called once the payload's sizes are checked, before anything is written), or NULL to stop
 * with rc 0. */
typedef float *(*hist_want_fn)(void *ctx, const render_hist *got);

/* Format 3 (hist_packed.c). hist_packed_check checks the payload of a buffer of nbuckets — its
 * CRC against crc, its piece table, every piece's head (fm_pack_parse, a RANS piece smaller than
 * RAW) — and gives each piece's offset in the payload, (*at)[k] for piece k (malloc'd; NULL is
 * fine when not wanted); -1 with "corrupt cache entry: …". hist_packed_pieces is the number of
 * pieces of a buffer of nbuckets. */
size_t hist_packed_pieces(size_t nbuckets);
int hist_packed_check(const unsigned char *payload, size_t plen, size_t nbuckets, uint32_t crc, size_t **at,
                      fb_error *err);

/* Decodes the format-3 payload of an entry whose header is *got (hist_unpack.c): checks it
 * (hist_packed_check), asks want for the destination, decodes every block into it. 1, 0 when
 * want gave none, -1 with "corrupt cache entry: …" (the destination may then hold garbage). */
/* One piece of `bytes` bytes that should hold n symbols decoded into sym (hist_unpack.c): 0, or
 * -1 exactly where fm_pack_parse or fm_pack_decode_lane on one of its lanes fails. */
int hist_unpack_piece(const unsigned char *piece, uint32_t bytes, uint32_t n, unsigned char *sym);
int hist_unpack(const unsigned char *payload, size_t plen, uint32_t crc, const render_hist *got, hist_want_fn want,
                void *ctx, fb_error *err);

/* "corrupt cache entry: why"; returns -1. */
int hist_corrupt(fb_error *err, const char *why);

/* The byte-split transform (hist_codec.c). hist_block_split writes one block of nb buckets of
 * floats (nb*CHANNELS values) into the planar, byte-split layout at dst; hist_block_join
 * undoes it into floats and returns the number of non-finite values met. */
void hist_block_split(const float *v, size_t nb, unsigned char *dst);
size_t hist_block_join(const unsigned char *src, size_t nb, float *dst);

/* What a thread of a parallel encode or decode failed on: the first of its jobs (segments,
 * frames) that failed, or `none`, and why. The entry's error is the lowest failed job's. */
typedef struct job_failure {
  size_t job;
  fb_error err;
} job_failure;

/* Marks the PARALLEL_MAX_THREADS records of f as failing nothing (`none`). */
void hist_failures_clear(job_failure *f, size_t none);
/* -1 with the lowest failed job's error in *err, or 0 when no thread failed. */
int hist_first_failure(const job_failure *f, size_t none, fb_error *err);

#endif
