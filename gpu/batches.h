/*
 * batches.h — the device side of gpu_iterate (private to gpu/: backend.c and batches.c).
 *
 * A frame's device buffers come from the slot's pool under the device lock
 * (device_buffers_alloc); everything else here runs on the frame's own stream, and
 * device_buffers_upload and gpu_run_batches with the lock given up (gpu_device_yield).
 */
#ifndef FLAMEBUILD_GPU_BATCHES_H
#define FLAMEBUILD_GPU_BATCHES_H

#include "../render/render.h"
#include "cuda_api.h"
#include "device.h"
#include "frame_buffers.h"
#include "gpu.h"
#include "kernel.h"

enum { D_XFORMS, D_CHOOSE, D_CMAP, D_SUBS, D_PX, D_PY, D_PC, D_PZ, D_PW, D_RNG_STATE, D_RNG_INC, D_NTH, D_DONE, D_LAST,
       D_BAD, D_HIST, D_COUNT, D_OUT, D_MAX, D_REPORT, D_CANON,
       D_CACHE_KEYS, /* the merge table's kept buckets (kernels/plot_cache.cuh), a row a block */
       /* the deferred path's (kernels/tiles.h): a launch's log, the log by tile, the tiles */
       D_LOG_BUCKET, D_LOG_VALUE, D_LOG_COUNT, D_SORT_BUCKET, D_SORT_VALUE, D_SORT_COUNT, D_TILE_COUNT,
       D_TILE_START, D_TILE_CURSOR, D_GROUP_CURSOR,
       D_SHAPES, /* text_wf's points (frame_buffers.shapes); none without a text */
       D_WFIELDS, /* the xforms' weighting fields (frame_buffers.wfields); none without one */
       D_COUNT_ };

typedef struct device_buffers {
  CUdeviceptr p[D_COUNT_];
  size_t bytes[D_COUNT_];
  size_t log_entries;        /* deferred: the log's room (a launch logs threads · iters) */
  unsigned ntiles;
  int out_kept;              /* D_OUT is a gpu_resident's: not allocated, zeroed or freed here */
} device_buffers;

void device_buffers_free(device_buffers *d);
/* The iteration's buffers (sizes from fb, st and geo); GPU_DEV_OUT_OF_MEMORY when the device
 * is full (the message says how much the frame needs), -1 on other errors. kept_out: a
 * gpu_resident's histogram of the right size to use as D_OUT (0: allocate one). */
int device_buffers_alloc(const frame_buffers *fb, const codegen_structure *st, const render_geometry *geo,
                         CUdeviceptr kept_out, device_buffers *d, fb_error *err);
/* The frame's parameters uploaded (its xforms pointed at D_SHAPES first: fb changes) and its
 * accumulators zeroed, on the frame's stream. */
int device_buffers_upload(const gpu_driver *cu, CUstream stream, frame_buffers *fb, device_buffers *d,
                          fb_error *err);
/* Every batch of the frame (gpu_iterate's step 4); a failed synchronisation sets *fault, which
 * the caller reports with gpu_kernel_fault once it holds the lock again. GPU_RUN_DEFER (after
 * the first batch, fb->may_defer): the frame wants the deferred sums (frame_buffers_wants_defer);
 * the caller switches fb and starts over with fresh buffers. A merge table that merges too
 * little goes off for the frame's later launches (frame_buffers_table_off changes fb's shape). */
int gpu_run_batches(const gpu_driver *cu, CUstream stream, const gpu_module *m, frame_buffers *fb,
                    const render_geometry *geo, const device_buffers *d, const render_options *opt,
                    const gpu_options *gopt, gpu_render_stats *stats, int *fault, fb_error *err);
/* With the device acquired: `bytes` from the device into host memory on `stream`, waited for
 * with the lock given up (gpu_device_copy_down). */
int gpu_copy_down(CUstream stream, void *dst, CUdeviceptr src, size_t bytes, fb_error *err);
/* The T slots' bad-value counters into *badvals and, with hist, the double histogram: added to
 * hist's buckets (DOWNLOAD_ADD), replacing them once all is read (DOWNLOAD_REPLACE: a new
 * buffer for hist), or copied into them where they are (DOWNLOAD_IN_PLACE: a gpu_resident's,
 * whose caller starts over if the copy fails half-way). */
enum { DOWNLOAD_ADD, DOWNLOAD_REPLACE, DOWNLOAD_IN_PLACE };
int device_buffers_download(const gpu_driver *cu, CUstream stream, const device_buffers *d, size_t T,
                            render_hist *hist, int mode, double *badvals, fb_error *err);
/* Marks the device broken after a failed synchronisation (the context is lost); returns -1. */
int gpu_kernel_fault(fb_error *err);

#endif
