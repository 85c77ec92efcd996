/*
 * hist_pack.h — the cache entry's payload (format 3, cache/hist_codec.h) made and read on the
 * GPU, internal to gpu/: the kernels are kernels/hist_pack.cuh, in the finishing module.
 *
 * Packing on the device is why format 3 exists: zstd of a 1080p buffer took 146 ms of a core
 * on the H200 host a frame, the GPU packs it in about a millisecond, and a third of the bytes
 * come back across the bus. Both calls run on the caller's stream with the device acquired,
 * and take their scratch from the device pool (about five times the float buffer).
 */
#ifndef FLAMEBUILD_GPU_HIST_PACK_H
#define FLAMEBUILD_GPU_HIST_PACK_H

#include <stddef.h>

#include "device.h"

/* The payload (piece table, then the pieces) of the canonical floats at `values` (nbuckets x
 * 5, on the device) into `payload` (host memory, page-locked is faster), which holds `cap`
 * bytes (cache/hist_codec.h's hist_packed_bound); *bytes its size. -1 with the reason. */
int gpu_pack_canon(const gpu_driver *cu, gpu_module *fm, CUdeviceptr values, size_t nbuckets, CUstream stream,
                   unsigned char *payload, size_t cap, size_t *bytes, fb_error *err);

/* A payload whose table the host has checked (hist_packed_payload) into the device histogram
 * `hist` (nbuckets x 5 doubles), widened exactly from its floats. -1 with "corrupt cache entry:
 * …" when a piece or value is wrong (the caller discards the entry), or another reason. */
int gpu_unpack_hist(const gpu_driver *cu, gpu_module *fm, CUdeviceptr hist, size_t nbuckets,
                    const unsigned char *payload, size_t bytes, CUstream stream, fb_error *err);

#endif
