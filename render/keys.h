/*
 * keys.h — the two content keys of a frame (DESIGN.md, "The two keys").
 *
 * iter_key covers everything that changes the accumulation buffer: every sub-frame's
 * interpolated control point as the iteration sees it (xforms, variations and the parameters
 * of those present, palette, camera), the weights, sizes, seed and the buffer format version
 * in its first FRAME_ITER_PREFIX hex digits, and the samples drawn per sub-frame
 * (render_sampling, prepare.h) in its last 16. So the buffers of one frame at several
 * qualities share their first digits, and a buffer of fewer samples is found there to be
 * topped up. finish_key covers iter_key plus everything applied after accumulation
 * (quality itself, brightness, gamma, gamma_threshold, vibrancy, highlight_power, background,
 * density estimation, spatial filter, output format).
 *
 * Keys hash the interpolated values themselves (each number as its exact bits: in binary
 * through XXH3-128, then a short text through SHA-256; keys.c says why), never file bytes,
 * so saving
 * an unchanged file, reformatting it or editing a keyframe that a frame does not reach
 * changes nothing. Values that do not change the output (xform `animate`, parameters of
 * absent variations, names) are left out.
 */
#ifndef FLAMEBUILD_KEYS_H
#define FLAMEBUILD_KEYS_H

#include <stdint.h>

#include "render.h"

/* Bump when the accumulation buffer's meaning changes (layout, sampling, RNG) or the key
 * text does.
 * 2: buffers are rounded to float32 (render_hist_round_to_float), so images change in
 *    their last bits.
 * 3: numbers in the key text are the doubles' bits in hex (keys.c), not shortest decimals.
 * 4: the values are hashed in binary through XXH3-128 (the text holds their digest).
 * 5: samples in rounds of whole chunks, chunk c of sub-frame c % nsub, rounded to float chunk
 *    by chunk (render_sampling); the key ends with the samples per sub-frame. */
#define RENDER_ITER_FORMAT 5
/* Bump when finishing changes (DE, filter, tone map, PNG encoding).
 * 2: numbers as bits (above); PNGs written with the up filter at zlib level 2.
 * 3: values in binary through XXH3-128, as format 4 of the iteration.
 * 4: quality keyed here (the iteration keys the samples drawn); brightness scaled by the
 *    samples asked over those drawn.
 * 5: PNG image data deflated in bands on every core (png_deflate.c): other bytes, same pixels.
 * 6: PNG image data by png_deflate.c's own encoder (Paeth rows, pixel runs, Huffman codes of
 *    each band's own): other bytes, same pixels. */
#define RENDER_FINISH_FORMAT 6

/* The text each key is the SHA-256 of: format, seed or options, and the digest of the values
 * (malloc'd, NUL-terminated; NULL on allocation failure or an invalid frame). */
char *frame_iter_bytes(const render_frame *frame, uint64_t seed);
char *frame_finish_bytes(const render_frame *frame, const char *iter_key, const finish_options *opt);

/* The hex digits of iter_key that every quality of a frame shares. */
#define FRAME_ITER_PREFIX 48
/* iter_key from the first FRAME_ITER_PREFIX digits of prefix and the samples per sub-frame. */
void frame_iter_key_join(const char *prefix, uint64_t per_sub, char iter_key[65]);
/* The samples per sub-frame an iter_key records (0 for a malformed key). */
uint64_t frame_iter_key_samples(const char *iter_key);

/* The finish key of the frame over a given iter_key (what frame_keys computes second). */
int frame_finish_key(const render_frame *frame, const char *iter_key, const finish_options *opt, char finish_key[65],
                     fb_error *err);

/* Both keys as 64 hex digits. Returns -1 on allocation failure or an invalid frame. */
int frame_keys(const render_frame *frame, uint64_t seed, const finish_options *opt, char iter_key[65],
               char finish_key[65], fb_error *err);

#endif
