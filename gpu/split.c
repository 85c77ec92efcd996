/*
 * split.c — one frame on several GPUs (gpu_iterate_split, gpu.h): how a build or watch uses
 * every GPU of a host when fewer frames than GPUs need rendering.
 *
 * The frame's rounds are cut as render_iterate_split cuts them (render_split_rounds). The
 * calling thread draws the first range on its own device, with the frame's finish and outputs;
 * each other range is drawn on a thread bound to another device into a double histogram left
 * there (gpu_resident, nothing downloaded). Once its own rounds are done, the calling thread's
 * gpu_iterate waits for the others, copies each histogram to its device (peer to peer: over
 * NVLink on an H200 host) and adds it (fb_fin_add_hist), then finishes, packs and downloads
 * as for a frame on one GPU. Every sample is drawn as in one go; only the order of the float
 * sums differs (and, with fixed-point sums, nothing: the converted integers add exactly).
 *
 * It replaces summing the shares on the host: each share's 265 MB of doubles at 4K downloaded
 * into fresh pageable memory, added on one core, uploaded again to finish, and the cache entry
 * encoded on the CPU — 0.6 s that made a 4K q4000 still slower on two H200s than on one.
 */
#include <string.h>

#include "device.h"
#include "split.h"

/* A share's progress callback: nothing to report (the caller's range reports), but a cancel of
 * the frame (the watcher's next edit) or a failure of the caller's range stops it. */
static int share_progress(void *ctx, double fraction) {
  (void)fraction;
  gpu_shares *shares = ctx;
  return atomic_load(&shares->cancel);
}

/* The caller's own progress, passed on; a cancel there cancels the shares too. */
typedef struct caller_progress {
  render_progress_fn fn;
  void *ctx;
  gpu_shares *shares;
} caller_progress;

static int caller_progress_fn(void *ctx, double fraction) {
  caller_progress *c = ctx;
  const int stop = c->fn(c->ctx, fraction);
  if (stop) atomic_store(&c->shares->cancel, 1);
  return stop;
}

static void *share_main(void *arg) {
  gpu_share *s = arg;
  gpu_bind_thread(s->slot);
  const gpu_options g = {.kernel_cache = s->gopt->kernel_cache, .precision = s->gopt->precision,
                         .aggregate = s->gopt->aggregate, .hot_bucket = s->gopt->hot_bucket,
                         .first_round = s->opt.first_round, .end_round = s->opt.end_round, .resident = &s->res};
  gpu_render_stats st = {0}; /* a call that fails before its stats are set leaves them 0 */
  s->rc = gpu_iterate(s->frame, &s->opt, &g, NULL, &st, &s->err);
  if (s->rc < 0) fb_error_prefix(&s->err, "device %d: ", gpu_thread_device());
  s->samples = st.samples;
  s->badvals = st.badvals;
  return NULL;
}

int gpu_shares_wait(gpu_shares *s, fb_error *err) {
  int rc = 0;
  for (int i = 0; i < s->n; i++) {
    gpu_share *sh = &s->share[i];
    if (sh->started && !sh->joined) {
      pthread_join(sh->thread, NULL);
      sh->joined = 1;
    }
    if (rc == 0 && sh->rc < 0) {
      *err = sh->err;
      rc = -1;
    }
  }
  return rc;
}

int gpu_iterate_split(const render_frame *frame, const render_options *opt, const gpu_options *gopt, int devices,
                      render_hist *hist, gpu_render_stats *stats, fb_error *err) {
  uint64_t bounds[RENDER_SPLIT_MAX + 1];
  const int n = devices > 1 && gopt->finish ? render_split_rounds(frame, opt, devices, bounds, err) : 1;
  if (n < 0) return -1;
  if (n == 1) return gpu_iterate(frame, opt, gopt, hist, stats, err);
  const int mine = gpu_thread_slot(), count = gpu_device_count();
  gpu_shares shares;
  memset(&shares, 0, sizeof shares);
  atomic_init(&shares.cancel, 0);
  int rc = 0;
  for (int i = 1; i < n && rc == 0; i++) {
    gpu_share *s = &shares.share[shares.n++];
    *s = (gpu_share){.frame = frame, .gopt = gopt, .opt = *opt, .slot = (mine + i) % count};
    s->opt.first_round = bounds[i];
    s->opt.end_round = bounds[i + 1];
    s->opt.progress = share_progress; /* one reporter, the caller's range; a cancel stops all */
    s->opt.progress_ctx = &shares;
    s->opt.share = 1;
    if (pthread_create(&s->thread, NULL, share_main, s) != 0)
      rc = fb_errorf(err, "cannot start a thread for a share of the frame");
    s->started = rc == 0;
  }
  if (rc == 0) {
    render_options mine_opt = *opt;
    gpu_options mine_gopt = *gopt;
    caller_progress cp = {opt->progress, opt->progress_ctx, &shares};
    if (opt->progress) {
      mine_opt.progress = caller_progress_fn;
      mine_opt.progress_ctx = &cp;
    }
    mine_opt.first_round = mine_gopt.first_round = bounds[0];
    mine_opt.end_round = mine_gopt.end_round = bounds[1];
    if (gopt->host && gpu_frame_host_set_rounds(gopt->host, frame, bounds[0], bounds[1], err) < 0) rc = -1;
    if (rc == 0) rc = gpu_iterate_shared(frame, &mine_opt, &mine_gopt, hist, stats, &shares, err);
  }
  if (rc < 0) atomic_store(&shares.cancel, 1); /* the frame has failed: the shares need not end */
  fb_error ignored;
  (void)gpu_shares_wait(&shares, &ignored); /* after a failure of the caller's range too */
  /* Each share's histogram goes back to its own device's pool, from that device's slot. */
  for (int i = 0; i < shares.n; i++) {
    gpu_bind_thread(shares.share[i].slot);
    gpu_resident_free(&shares.share[i].res);
  }
  gpu_bind_thread(mine);
  return rc;
}
