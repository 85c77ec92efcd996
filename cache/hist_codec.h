/*
 * hist_codec.h — accumulation buffers (render_hist) as bytes for the cache, and back.
 *
 * The encoding is lossless: hist_decode(hist_encode(h)) has buckets bit-identical to h's.
 * It stores 4 bytes a value, so it takes only canonical buffers, whose values are all
 * float32 values (render_hist_round_to_float, render/render.h), and refuses any other.
 * The on-disk format (2: zstd, written by hist_encode; 3: rANS byte planes, packed by the GPU or
 * hist_pack_f32) is described at the top of hist_codec.c; hist_decode reads both.
 *
 * hist_decode trusts nothing: a short, cut, flipped or foreign entry is an error whose
 * message starts "corrupt cache entry: ", never a crash and never a histogram with wrong
 * values. The caller treats such an entry as a miss (and may delete it).
 *
 * Buffers are additive: buffers of one frame iterated with different seeds sum to a buffer
 * of more samples (hist_add). hist_meta records which seeds a buffer holds so that no seed is
 * counted twice.
 */
#ifndef FLAMEBUILD_CACHE_HIST_CODEC_H
#define FLAMEBUILD_CACHE_HIST_CODEC_H

#include <stddef.h>
#include <stdint.h>

#include "../render/hist.h"   /* the render_hist type only: no render code is called from here */
#include "../util/error.h"

/* What a buffer holds besides its buckets: it was summed from the iterations with seeds
 * seed_first .. seed_first + seed_count - 1 (render_options.seed), each seed once. A freshly
 * iterated buffer has seed_count 1. */
typedef struct hist_meta {
  uint64_t seed_first;
  uint64_t seed_count;
} hist_meta;

/* Format versions (hist_codec.c describes both). HIST_FORMAT_VERSION, zstd, is what hist_encode
 * writes (the CPU's entries: zstd is the faster coder on a CPU); HIST_FORMAT_PACKED, rANS byte
 * planes (kernels/hist_pack.h), is what the GPU packs on the device and hist_packed_wrap (or
 * the CPU's reference, hist_pack_f32) wraps. hist_decode reads both (an entry of version 1,
 * doubles, is "corrupt cache entry: written by an older flamebuild (format 1)"). Every entry
 * starts with a header of HIST_HEADER_BYTES. */
enum { HIST_FORMAT_VERSION = 2, HIST_FORMAT_PACKED = 3 };
enum { HIST_HEADER_BYTES = 80 };

/* Encodes h (its buckets, samples and badvals) and meta (not NULL) into *out (malloc'd; the
 * caller frees) of *n bytes. Fails for a buffer that is not canonical ("not a canonical
 * (float32) buffer: bucket N …": a value that is not exactly a float32), out-of-memory, an
 * unencodable size or a zstd error. Memory: the output's bound (about half the buckets'
 * size) plus 1.25 MiB of scratch. */
int hist_encode(const render_hist *h, const hist_meta *meta, void **out, size_t *n, fb_error *err);

/* hist_encode of a canonical buffer held as floats (width*height*5, render_hist's layout; e.g.
 * what the GPU gives back: gpu_options.hist_f32): the same bytes hist_encode writes for the
 * same values in doubles, without a double copy of the buffer. */
int hist_encode_f32(int width, int height, double samples, double badvals, const float *values, const hist_meta *meta,
                    void **out, size_t *n, fb_error *err);

/* A reusable encoder: its zstd context, scratch and output buffer stay allocated between
 * entries, so a worker that encodes frame after frame maps no new memory (a 1080p entry's
 * bound is 42 MB). One thread at a time. */
typedef struct hist_encoder hist_encoder;
hist_encoder *hist_encoder_new(void);      /* NULL when out of memory */
void hist_encoder_free(hist_encoder *e);   /* NULL is fine */

/* hist_encode_f32 into the encoder's buffer: *out (n bytes) stays valid until the next call
 * on e or hist_encoder_free. Same bytes as hist_encode_f32. */
int hist_encoder_run_f32(hist_encoder *e, int width, int height, double samples, double badvals, const float *values,
                         const hist_meta *meta, const void **out, size_t *n, fb_error *err);

/* Decodes n bytes, an entry of format 2 or 3, into *h (buckets malloc'd: free with
 * render_hist_free or free; canonical) and *meta (may be NULL). Memory: the buckets plus
 * 1.25 MiB of scratch a thread. Verifies magic, version, header checksum, sizes, the payload's
 * checksum and length (format 3: its piece table, every piece's head and every lane's bytes),
 * and that every value is finite. On failure *h is empty (buckets NULL). The caller still compares
 * h->width/height with the geometry it expects. */
int hist_decode(const void *data, size_t n, render_hist *h, hist_meta *meta, fb_error *err);

/* Decodes n bytes as floats into values (width*height*5, render_hist's layout: e.g. for
 * gpu_finish_f32), with the same checks as hist_decode. Returns 1 with *shape's width, height,
 * samples and badvals set (its buckets NULL) and *meta (may be NULL); 0 when the entry is
 * sound but of another size (values untouched: not an error, the frame needs a different
 * buffer); -1 with "corrupt cache entry: …" — values may then hold garbage. Memory: 1.25 MiB
 * of scratch a thread. */
int hist_decode_f32(const void *data, size_t n, int width, int height, float *values, render_hist *shape,
                    hist_meta *meta, fb_error *err);

/* Format 3, packed (hist_codec.c; the coder is kernels/hist_pack.h, the same text on the GPU).
 *
 * The most payload bytes a format-3 entry of a width x height buffer takes (every piece RAW, and
 * the piece table: 4*np + np + 20*width*height for np = 20 * ceil(width*height / 65536)
 * pieces): what the GPU's download buffer after the header must hold. 0 for an impossible
 * size. */
size_t hist_packed_bound(int width, int height);

/* The CPU's format-3 packer: a whole entry (malloc'd; the caller frees) of *n bytes for the
 * canonical floats `values` (width*height*5, render_hist's layout), samples, badvals and meta
 * (not NULL). It is the reference the GPU's kernels are checked against: the same bytes for the
 * same buffer, whatever the number of threads. Values are not checked (as hist_encode_f32: a
 * non-finite one makes an entry hist_decode refuses). Fails for an unencodable size or
 * out-of-memory. Memory: hist_packed_bound plus 1.4 MiB of scratch a thread. */
int hist_pack_f32(int width, int height, double samples, double badvals, const float *values, const hist_meta *meta,
                  void **out, size_t *n, fb_error *err);

/* Finishes a format-3 entry whose payload_bytes of payload someone else (the GPU) wrote at
 * entry + HIST_HEADER_BYTES: checks the payload's piece table and every piece's head (sizes
 * that add up to the payload, each piece one the packer can write for its number of symbols —
 * what kernels/hist_pack.h's fm_pack_parse accepts, a RANS piece smaller than RAW), then writes
 * the header (with the payload's CRC) into entry's first HIST_HEADER_BYTES. The entry is then
 * HIST_HEADER_BYTES + payload_bytes bytes. -1 with "corrupt cache entry: …" when the payload
 * is not sound (the header is then not written): nothing the GPU hands back is trusted
 * unchecked. The pieces' coded lanes are checked when the entry is decoded (lanes that are
 * wrong but sized right are caught there, not here: checking them is decoding them). */
int hist_packed_wrap(int width, int height, double samples, double badvals, const hist_meta *meta,
                     unsigned char *entry, size_t payload_bytes, fb_error *err);

/* The payload of a format-3 entry of n bytes, for the GPU to unpack itself (a re-finish): 1 when
 * the entry is of format 3 and width x height, sound (its header, the payload's CRC, its piece
 * table and every piece's head, as hist_packed_wrap checks them), with *payload pointing into
 * data (payload_bytes long), *shape's width, height, samples and badvals (buckets NULL) and
 * *meta (may be NULL) set; 0 when its header is sound but it is of format 2 or another size (the
 * caller then uses hist_decode_f32, which checks the rest); -1 with "corrupt cache entry: …".
 * Whoever unpacks the payload still checks each lane as fm_pack_decode_lane does and refuses
 * non-finite values; the CRC, checked here, is what vouches for the bytes. */
int hist_packed_payload(const void *data, size_t n, int width, int height, render_hist *shape, hist_meta *meta,
                        const unsigned char **payload, size_t *payload_bytes, fb_error *err);

/* The sum of a sound format-3 entry's hit counts (channel 4 of every bucket, in bucket order,
 * as doubles: what frame_check_in_frame_f32 sums of the floats), decoding only the count's
 * pieces — a fifth of a whole decode — for a frame check of a buffer the GPU keeps packed.
 * 0 with *sum; -1 with "corrupt cache entry: …" (or not format 3 of width x height). */
int hist_packed_count_sum(const void *data, size_t n, int width, int height, double *sum, fb_error *err);

/* dst += src: buckets, samples and badvals, and the seed ranges joined. The sizes must match
 * and the seed ranges must be adjacent ([a, b) + [b, c) in either order): an overlap would
 * count samples twice and a gap would make the record lie. On failure nothing changes.
 * Each bucket sum is rounded back to float as every backend rounds
 * (fm_canonical_bucket_value: the float nearest the exact sum of the two floats, clamped to
 * +-FLT_MAX), so canonical buffers add up to a canonical buffer. Floating-point sums depend
 * on order: merge in seed order for reproducible bytes. */
int hist_add(render_hist *dst, hist_meta *dst_meta, const render_hist *src, const hist_meta *src_meta,
             fb_error *err);

#endif
