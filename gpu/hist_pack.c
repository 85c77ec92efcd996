/*
 * hist_pack.c — format 3's payload packed and unpacked on the device (hist_pack.h; the
 * kernels are kernels/hist_pack.cuh, their CPU twins cache/hist_pack.c and hist_unpack.c).
 *
 * Packing is two rounds of launches around one small copy: the pieces' sizes come down, the
 * host lays the pieces out one after another (the offsets go up), and the pieces are written
 * there and come down in one copy behind the table. Unpacking uploads the payload as it is
 * (the table first, then the pieces) with the offsets the host computed from the table.
 */
#include "hist_pack.h"

#include <stdlib.h>
#include <string.h>

#include "../kernels/finish_layout.h"
#include "../kernels/hist_pack.h"
#include "../util/bytes.h"

/* The scratch of a pack or unpack, by role (finish_layout.h, fb_pack_args). */
enum { PK_PLANES, PK_COUNTS, PK_MODELS, PK_LANE_BYTES, PK_LANES, PK_OFFSETS, PK_SIZES, PK_PAYLOAD, PK_BAD, PK_DELTAS,
       PK_DELTA_COUNTS, PK_COUNT };

typedef struct pack_scratch {
  CUdeviceptr p[PK_COUNT];
  size_t bytes[PK_COUNT];
} pack_scratch;

static void scratch_free(pack_scratch *s) {
  for (int i = 0; i < PK_COUNT; i++) gpu_dev_free(&s->p[i]);
}

static int scratch_alloc(pack_scratch *s, fb_error *err) {
  double need = 0;
  for (int i = 0; i < PK_COUNT; i++) need += (double)s->bytes[i];
  for (int i = 0; i < PK_COUNT; i++) {
    if (!s->bytes[i]) continue;
    const int r = gpu_dev_alloc(&s->p[i], s->bytes[i], err);
    if (r == GPU_DEV_OUT_OF_MEMORY)
      fb_errorf(err, "out of GPU memory: packing the cache entry needs %.1f MiB", need / 1048576.0);
    if (r < 0) {
      scratch_free(s);
      return -1;
    }
  }
  return 0;
}

static unsigned grid_of(size_t threads) { return (unsigned)((threads + FB_FIN_BLOCK - 1) / FB_FIN_BLOCK); }

static int launch(const gpu_driver *cu, gpu_module *fm, int kernel, size_t threads, fb_pack_args *a, CUstream stream,
                  fb_error *err) {
  void *params[] = {a};
  return CU_CHECK(cu->cuLaunchKernel(fm->fn[kernel], grid_of(threads), 1, 1, FB_FIN_BLOCK, 1, 1, 0, stream, params, NULL),
                  err)
             ? -1
             : 0;
}

/* A copy that failed after launches: a kernel faulted, and the context is lost. */
static int copy_failed(fb_error *err) {
  fb_error_prefix(err, "a GPU cache-entry kernel failed (the context cannot be used again in this process)");
  gpu_device_mark_broken(err->msg);
  return -1;
}

static fb_pack_args args_of(const pack_scratch *s, size_t nbuckets, size_t pieces) {
  return (fb_pack_args){.planes = s->p[PK_PLANES], .counts = s->p[PK_COUNTS], .models = s->p[PK_MODELS],
                        .lane_bytes = s->p[PK_LANE_BYTES], .lanes = s->p[PK_LANES], .offsets = s->p[PK_OFFSETS],
                        .sizes = s->p[PK_SIZES], .payload = s->p[PK_PAYLOAD], .bad = s->p[PK_BAD],
                        .deltas = s->p[PK_DELTAS], .delta_counts = s->p[PK_DELTA_COUNTS],
                        .buckets = nbuckets, .pieces = pieces};
}

/* Where each piece begins after the ones before it; -1 when a size is not one a piece can
 * have, or they add up past `room`. */
static int lay_out(const unsigned char *table, size_t pieces, size_t nbuckets, uint64_t *offsets, size_t room,
                   size_t *total) {
  uint64_t at = 0;
  for (size_t p = 0; p < pieces; p++) {
    const uint32_t size = fb_get_le32(table + 4 * p);
    if (size < 2 || size > 1 + fm_pack_block_buckets(nbuckets, p / FM_PACK_PLANES)) return -1;
    offsets[p] = at;
    at += size;
  }
  if (at > room) return -1;
  *total = (size_t)at;
  return 0;
}

int gpu_pack_canon(const gpu_driver *cu, gpu_module *fm, CUdeviceptr values, size_t nbuckets, CUstream stream,
                   unsigned char *payload, size_t cap, size_t *bytes, fb_error *err) {
  const size_t pieces = (size_t)fm_pack_blocks(nbuckets) * FM_PACK_PLANES, table = 4 * pieces;
  if (cap < table) return fb_errorf(err, "the packed cache entry's buffer is too small (%zu bytes)", cap);
  uint64_t *offsets = malloc(pieces * sizeof *offsets);
  if (!offsets) return fb_errorf(err, "out of memory packing a cache entry of %zu buckets", nbuckets);
  pack_scratch s = {.bytes = {[PK_PLANES] = pieces * FM_PACK_BLOCK, [PK_COUNTS] = pieces * 256 * sizeof(fm_u32),
                              [PK_MODELS] = pieces * sizeof(fm_pack_model),
                              [PK_LANE_BYTES] = pieces * FM_PACK_LANES * sizeof(fm_u32),
                              [PK_LANES] = pieces * FM_PACK_LANES * (size_t)FM_PACK_LANE_CAP,
                              [PK_OFFSETS] = pieces * sizeof(uint64_t), [PK_SIZES] = table,
                              [PK_PAYLOAD] = pieces * (size_t)(1 + FM_PACK_BLOCK),
                              [PK_DELTAS] = pieces * FM_PACK_BLOCK, [PK_DELTA_COUNTS] = pieces * 256 * sizeof(fm_u32)}};
  if (scratch_alloc(&s, err) < 0) {
    free(offsets);
    return -1;
  }
  fb_pack_args a = args_of(&s, nbuckets, pieces);
  a.values = values;
  int rc = -1;
  size_t total = 0;
  if (CU_CHECK(cu->cuMemsetD32Async(s.p[PK_COUNTS], 0, pieces * 256, stream), err) ||
      CU_CHECK(cu->cuMemsetD32Async(s.p[PK_DELTA_COUNTS], 0, pieces * 256, stream), err) ||
      launch(cu, fm, fb_pack_split_k, nbuckets, &a, stream, err) < 0 ||
      launch(cu, fm, fb_pack_model_k, pieces, &a, stream, err) < 0 ||
      launch(cu, fm, fb_pack_encode_k, pieces * FM_PACK_LANES, &a, stream, err) < 0 ||
      launch(cu, fm, fb_pack_settle_k, pieces, &a, stream, err) < 0)
    goto done;
  if (CU_CHECK(gpu_device_copy_down(payload, s.p[PK_SIZES], table, stream), err)) {
    copy_failed(err);
    goto done;
  }
  if (lay_out(payload, pieces, nbuckets, offsets, cap - table, &total) < 0) {
    fb_errorf(err, "the GPU packed a cache entry of impossible sizes");
    goto done;
  }
  if (CU_CHECK(gpu_device_copy_up(s.p[PK_OFFSETS], offsets, pieces * sizeof *offsets, stream), err) ||
      launch(cu, fm, fb_pack_write_k, pieces * FM_PACK_LANES * FM_PACK_WRITERS, &a, stream, err) < 0)
    goto done;
  if (CU_CHECK(gpu_device_copy_down(payload + table, s.p[PK_PAYLOAD], total, stream), err)) {
    copy_failed(err);
    goto done;
  }
  *bytes = table + total;
  rc = 0;
done:
  if (rc < 0) (void)cu->cuStreamSynchronize(stream); /* nothing may still use the scratch */
  scratch_free(&s);
  free(offsets);
  return rc;
}

int gpu_unpack_hist(const gpu_driver *cu, gpu_module *fm, CUdeviceptr hist, size_t nbuckets,
                    const unsigned char *payload, size_t bytes, CUstream stream, fb_error *err) {
  const size_t pieces = (size_t)fm_pack_blocks(nbuckets) * FM_PACK_PLANES, table = 4 * pieces;
  size_t total = 0;
  uint64_t *offsets = malloc(pieces * sizeof *offsets);
  if (!offsets) return fb_errorf(err, "out of memory unpacking a cache entry of %zu buckets", nbuckets);
  if (bytes < table || lay_out(payload, pieces, nbuckets, offsets, bytes - table, &total) < 0 || total != bytes - table) {
    free(offsets);
    return fb_errorf(err, "corrupt cache entry: the packed buffer's table does not match its pieces");
  }
  /* The payload goes up whole: the table is the sizes, the pieces follow it. */
  pack_scratch s = {.bytes = {[PK_PLANES] = pieces * FM_PACK_BLOCK, [PK_MODELS] = pieces * sizeof(fm_pack_model),
                              [PK_LANES] = pieces * (FM_PACK_LANES + 1) * sizeof(fm_u32),
                              [PK_LANE_BYTES] = pieces * FM_PACK_LANES * sizeof(fm_u32),
                              [PK_OFFSETS] = pieces * sizeof(uint64_t), [PK_PAYLOAD] = bytes,
                              [PK_BAD] = sizeof(fm_u32)}};
  if (scratch_alloc(&s, err) < 0) {
    free(offsets);
    return -1;
  }
  fb_pack_args a = args_of(&s, nbuckets, pieces);
  a.sizes = s.p[PK_PAYLOAD];
  a.payload = s.p[PK_PAYLOAD] + table;
  a.hist = hist;
  int rc = -1;
  fm_u32 bad = 1;
  if (CU_CHECK(gpu_device_copy_up(s.p[PK_PAYLOAD], payload, bytes, stream), err) ||
      CU_CHECK(gpu_device_copy_up(s.p[PK_OFFSETS], offsets, pieces * sizeof *offsets, stream), err) ||
      CU_CHECK(cu->cuMemsetD32Async(s.p[PK_BAD], 0, 1, stream), err) ||
      launch(cu, fm, fb_unpack_parse_k, pieces, &a, stream, err) < 0 ||
      launch(cu, fm, fb_unpack_lanes_k, pieces * FM_PACK_LANES, &a, stream, err) < 0 ||
      launch(cu, fm, fb_unpack_delta_sums_k, pieces * FM_PACK_LANES, &a, stream, err) < 0 ||
      launch(cu, fm, fb_unpack_undelta_k, pieces * FM_PACK_LANES, &a, stream, err) < 0 ||
      launch(cu, fm, fb_unpack_join_k, nbuckets, &a, stream, err) < 0)
    goto done;
  if (CU_CHECK(gpu_device_copy_down(&bad, s.p[PK_BAD], sizeof bad, stream), err)) {
    copy_failed(err);
    goto done;
  }
  if (bad) {
    fb_errorf(err, "corrupt cache entry: a piece of the packed buffer does not decode");
    goto done;
  }
  rc = 0;
done:
  if (rc < 0) (void)cu->cuStreamSynchronize(stream);
  scratch_free(&s);
  free(offsets);
  return rc;
}
