/*
 * split.h — one frame on several GPUs (gpu_iterate_split, gpu.h; internal to gpu/): the other
 * devices' shares, which split.c runs on threads of their own, and the frame's own device's
 * gpu_iterate call (backend.c) adds into its histogram before finishing there.
 */
#ifndef FLAMEBUILD_GPU_SPLIT_H
#define FLAMEBUILD_GPU_SPLIT_H

#include <pthread.h>
#include <stdatomic.h>

#include "gpu.h"

typedef struct gpu_share {
  const render_frame *frame;
  const gpu_options *gopt;   /* the caller's: its kernel cache, precision and accumulation */
  render_options opt;        /* this share's rounds */
  int slot;                  /* the device slot it runs on (gpu_thread_slot) */
  gpu_resident res;          /* its double histogram, left on that device */
  double samples, badvals;
  int rc;
  fb_error err;
  pthread_t thread;
  int started, joined;
} gpu_share;

typedef struct gpu_shares {
  gpu_share share[RENDER_SPLIT_MAX];
  int n;                     /* shares besides the caller's */
  atomic_int cancel;         /* set when the caller's range is cancelled or fails: the shares
                                stop at their next batch (their progress callback says so) */
} gpu_shares;

/* Waits for every share's thread (once; later calls return the same). 0, or -1 with the first
 * failed share's reason. */
int gpu_shares_wait(gpu_shares *s, fb_error *err);

/* gpu_iterate, with `shares` (NULL: none) waited for and added on the device once this call's
 * own rounds are iterated, before the finish, which it requires (gopt->finish). Their samples
 * and bad values count in stats. */
int gpu_iterate_shared(const render_frame *frame, const render_options *opt, const gpu_options *gopt,
                       render_hist *hist, gpu_render_stats *stats, gpu_shares *shares, fb_error *err);

#endif
