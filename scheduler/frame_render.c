/*
 * frame_render.c — a frame's RENDER stage (frame.h): ITERATE on the GPU, else the CPU, and
 * FINISH where the buffer is on a GPU; a quality = auto frame's ladder (auto_quality.h); one
 * frame on several GPUs at once (gpu_iterate_split); and what a GPU failure does under
 * backend = cuda and auto.
 */
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../cache/hist_codec.h"
#include "../cache/store.h"
#include "../gpu/gpu.h"
#include "../render/keys.h"
#include "../util/clock.h"
#include "auto_quality.h"
#include "buffer_pool.h"
#include "frame_internal.h"

/* The GPU failed on this frame. backend = cuda: the frame fails, and the build stops (after a
 * fault every later frame would fail too; a farm wants the job back, not hours on the CPU):
 * -1. auto: the frame goes to the CPU, said once per build (after a fault every frame does):
 * 0. */
static int gpu_failed(frame_job *j, const char *what, fb_error *why) {
  frame_env *env = j->env;
  if (!strcmp(env->p->cfg.backend, "cuda")) {
    char reason[sizeof why->msg];
    snprintf(reason, sizeof reason, "%s", why->msg);
    fb_errorf(&j->err, "%s (backend = cuda: no CPU fallback): %s", what, reason);
    j->stops_build = 1;
    return -1;
  }
  if (!atomic_exchange(&env->gpu_fallback_said, 1))
    fprintf(stderr, "flamebuild: warning: %s: frame %d: %s (%s); rendering on the CPU%s\n", j->seq->path, j->pf.index,
            what, why->msg, gpu_device_usable() ? "" : " from now on");
  return 0;
}

/* The ladder's iteration: on the GPU (no finish; the histogram stays on the device from step
 * to step, gpu_resident, where each step's noise is estimated too, gpu_noise; auto_fetch brings
 * the whole buffer once the ladder stops), else, or once the GPU failed under backend = auto,
 * on the CPU (the whole buffer in hist at every step). */
typedef struct auto_ladder_ctx {
  frame_job *j;
  gpu_resident resident;
  /* The frame's host half, built at the first step and made over for each next one
   * (gpu_frame_host_set_rounds): an Electric Sheep frame's 1,000 sub-frames are prepared once,
   * not once a step. NULL: gpu_iterate builds its own. */
  gpu_frame_host *host;
} auto_ladder_ctx;

static int auto_iterate(void *ctx, uint64_t first_round, double share, double *noise, fb_error *err) {
  auto_ladder_ctx *lc = ctx;
  frame_job *j = lc->j;
  frame_env *env = j->env;
  const frame_control *ctl = j->ctl;
  render_options ro = {.threads = env->threads, .seed = j->f.seed, .progress = ctl ? ctl->progress : NULL,
                       .progress_ctx = ctl ? ctl->ctx : NULL, .first_round = first_round};
  if (frame_uses_gpu(j) && !j->auto_on_cpu) {
    gpu_noise nz = {.share = share};
    gpu_options gopt = {
        .kernel_cache = env->kernel_cache, .first_round = first_round, .resident = &lc->resident, .noise = &nz};
    fb_error herr; /* a host half that cannot be made here: gpu_iterate makes its own and says why */
    const double t0 = fb_mono_seconds();
    if (lc->host && gpu_frame_host_set_rounds(lc->host, &j->f.frame, first_round, 0, &herr) < 0) {
      gpu_frame_host_free(lc->host);
      lc->host = NULL;
    }
    if (!lc->host && gpu_frame_host_build(&j->f.frame, NULL, &gopt, &lc->host, &herr) < 0) lc->host = NULL;
    j->gpu_prepare_s += fb_mono_seconds() - t0; /* the timeline's "gpu prepare": the host half */
    gopt.host = lc->host;
    gpu_render_stats st;
    if (gpu_iterate(&j->f.frame, &ro, &gopt, &j->hist, &st, err) == 0) {
      /* The timeline (build -v) shows the ladder's steps summed. */
      j->gpu_prepare_s += st.prepare_s;
      j->gpu_setup_s += st.setup_s;
      j->gpu_lock_s += st.lock_s;
      j->gpu_modules_s += st.modules_s;
      j->gpu_alloc_s += st.alloc_s;
      j->gpu_iterate_s += st.iterate_s;
      j->gpu_download_s += st.download_s;
      snprintf(j->backend_name, sizeof j->backend_name, "cuda:%d", gpu_thread_device());
      j->backend = j->backend_name;
      *noise = nz.noise;
      return 1; /* the buffer stays on the device, where its noise was estimated */
    }
    gpu_resident_free(&lc->resident);
    if (!strcmp(err->msg, "cancelled")) return -1;
    j->err = *err;
    if (gpu_failed(j, "GPU failed", &j->err) < 0) {
      *err = j->err;
      return -1;
    }
    j->auto_on_cpu = 1;
    /* The failed step may have left hist half copied: the CPU draws every round again. */
    memset(j->hist.buckets, 0, (size_t)j->hist.width * j->hist.height * RENDER_BUCKET_CHANNELS * sizeof(double));
    j->hist.samples = j->hist.badvals = 0;
    ro.first_round = 0;
  }
  j->backend = "cpu";
  return render_iterate_cpu(&j->f.frame, &ro, &j->hist, err);
}

/* The ladder's buffer once it stops (the GPU's steps brought back none of it): finished where
 * it is, its canonical floats brought back for the cache (half the doubles' bytes, no upload
 * for the finish); if that fails, the doubles off the device for render_auto to finish. If
 * those cannot be had either under backend = auto, the CPU draws the frame's rounds at the
 * quality the ladder stopped at from the first: the buffer the ladder's steps would have
 * summed there. */
static int auto_fetch(void *ctx, fb_error *err) {
  auto_ladder_ctx *lc = ctx;
  frame_job *j = lc->j;
  const double t0 = fb_mono_seconds();
  const finish_options fo = {.bpc = config_finish_bpc(&j->seq->cfg)};
  const size_t nvalues = (size_t)j->hist.width * j->hist.height * RENDER_BUCKET_CHANNELS;
  fb_error ferr;
  float *canon = buffer_pool_take(j->env->frames, nvalues * sizeof *canon, 0, &ferr);
  const gpu_options gopt = {.kernel_cache = j->env->kernel_cache};
  gpu_finish_stats fst;
  if (canon &&
      gpu_resident_finish(&lc->resident, &j->f.frame, &j->hist, canon, &fo, &gopt, &j->img, &fst, &ferr) == 0) {
    j->canon = canon;
    free(j->hist.buckets); /* the buffer is canon's (frame.h) */
    j->hist.buckets = NULL;
    j->finished = 1;
    j->gpu_finish_s = fst.total_s;
    j->gpu_download_s += fst.upload_s;
    return 0;
  }
  buffer_pool_give(j->env->frames, canon);
  render_image_free(&j->img);
  const int rc = gpu_resident_download(&lc->resident, &j->hist, err);
  j->gpu_download_s += fb_mono_seconds() - t0;
  if (rc == 0) return 0;
  gpu_resident_free(&lc->resident);
  j->err = *err;
  if (gpu_failed(j, "GPU failed", &j->err) < 0) {
    *err = j->err;
    return -1;
  }
  j->auto_on_cpu = 1;
  j->backend = "cpu";
  memset(j->hist.buckets, 0, (size_t)j->hist.width * j->hist.height * RENDER_BUCKET_CHANNELS * sizeof(double));
  j->hist.samples = j->hist.badvals = 0;
  const frame_control *ctl = j->ctl;
  const render_options ro = {.threads = j->env->threads, .seed = j->f.seed, .progress = ctl ? ctl->progress : NULL,
                             .progress_ctx = ctl ? ctl->ctx : NULL};
  return render_iterate_cpu(&j->f.frame, &ro, &j->hist, err);
}

/* Climbs the ladder, records where the frame stopped, and finishes on the GPU when there is
 * one (else frame_output finishes on the CPU). */
static int render_auto(frame_job *j) {
  frame_env *env = j->env;
  const project_config *c = &j->seq->cfg;
  auto_ladder_ctx lc = {.j = j, .host = j->gpu_host}; /* the host half prepare built, if any: the ladder's now */
  j->gpu_host = NULL;
  auto_quality_run run = {.cfg = c, .f = &j->f, .geo = &j->geo, .hist = &j->hist, .iterate = auto_iterate,
                          .fetch = auto_fetch, .ctx = &lc};
  const int climbed = auto_quality_run_ladder(&run, &j->err);
  gpu_resident_free(&lc.resident);
  gpu_frame_host_free(lc.host);
  if (climbed < 0) return frame_fail(j);
  if (!j->canon) render_hist_round_to_float(&j->hist); /* canonical (render.h); the GPU's steps leave it unrounded */
  j->iterated = 1;
  j->auto_rounds = run.rounds;
  j->auto_noise = run.noise;
  j->samples_iterated = j->hist.samples;
  const finish_options fo = {.bpc = config_finish_bpc(c)};
  char finish[65];
  if (frame_keys(&j->f.frame, j->f.seed, &fo, j->buffer_key, finish, &j->err) < 0) return frame_fail(j);
  fb_error err;
  if (auto_record_put(env->buffers, j->pf.iter_key, run.rounds, run.noise, &err) < 0)
    fprintf(stderr, "flamebuild: warning: %s\n", err.msg); /* only a later re-finish climbs again */
  if (frame_uses_gpu(j) && !j->auto_on_cpu && !j->finished) {
    gpu_options gopt = {.kernel_cache = env->kernel_cache};
    gpu_finish_stats fst;
    if (gpu_finish(&j->f.frame, &j->hist, &fo, &gopt, &j->img, &fst, &err) == 0) {
      j->finished = 1;
      j->gpu_finish_s = fst.total_s;
    }
    else if (gpu_failed(j, "GPU finish failed", &err) < 0) return frame_fail(j);
  }
  return 0;
}

/* The RENDER stage, which frame_render runs and times. */
static int render_stage(frame_job *j) {
  frame_env *env = j->env;
  const finish_options fo = {.bpc = config_finish_bpc(&j->seq->cfg), .transparent = 0};
  gpu_options gopt = {.kernel_cache = env->kernel_cache, .finish = &fo, .image = &j->img, .host = j->gpu_host,
                      .first_round = j->first_round};
  const double t0 = fb_mono_seconds();
  if (j->auto_ladder) {
    const int rc = render_auto(j);
    j->render_busy_s = fb_mono_seconds() - t0;
    return rc;
  }
  if (!j->cached) {
    const frame_control *ctl = j->ctl;
    render_options ro = {.threads = env->threads, .seed = j->f.seed, .progress = ctl ? ctl->progress : NULL,
                         .progress_ctx = ctl ? ctl->ctx : NULL, .first_round = j->first_round};
    int on_gpu = frame_uses_gpu(j);
    /* On the GPU, iterate and finish on the device; the buffer comes back for the cache. */
    gpu_render_stats stats;
    memset(&stats, 0, sizeof stats);
    gopt.hist_f32 = j->canon;
    if (j->packed) {
      gopt.hist_packed = j->packed + HIST_HEADER_BYTES;
      gopt.hist_packed_cap = hist_packed_bound(j->geo.hist_width, j->geo.hist_height);
    }
    const int on_host = !j->canon && !j->packed; /* else the buffer stays on the device */
    render_hist *into = on_host ? &j->hist : NULL;
    const int gpu_rc = !on_gpu                ? 0
                       : j->on_devices > 1 ? gpu_iterate_split(&j->f.frame, &ro, &gopt, j->on_devices, into, &stats, &j->err)
                                           : gpu_iterate(&j->f.frame, &ro, &gopt, into, &stats, &j->err);
    /* Used: an Electric Sheep frame's host half is ~40 MB, not to be held through OUTPUT by
     * every job in flight. */
    gpu_frame_host_free(j->gpu_host);
    j->gpu_host = gopt.host = NULL;
    if (gpu_rc < 0) {
      if (!strcmp(j->err.msg, "cancelled") || gpu_failed(j, "GPU failed", &j->err) < 0) return frame_fail(j);
      on_gpu = 0;
      render_image_free(&j->img);
    }
    if (on_gpu && stats.warning[0] && !atomic_exchange(&env->kernel_warning_said, 1))
      fprintf(stderr, "flamebuild: warning: %s: frame %d: %s\n", j->seq->path, j->pf.index, stats.warning);
    if (on_gpu) {
      j->gpu_prepare_s = stats.prepare_s;
      j->gpu_setup_s = stats.setup_s;
      j->gpu_lock_s = stats.lock_s;
      j->gpu_modules_s = stats.modules_s;
      j->gpu_alloc_s = stats.alloc_s;
      j->gpu_iterate_s = stats.iterate_s;
      j->gpu_finish_s = stats.finish.total_s;
      j->gpu_download_s = stats.download_s;
      if (!on_host) {
        j->hist.samples += stats.samples;
        j->hist.badvals += stats.badvals;
        j->packed_bytes = stats.packed_bytes;
      }
    } else if (!on_host) { /* the GPU failed: the CPU needs the buffer in doubles, and iterates it whole */
      buffer_pool_give(env->frames, j->canon);
      j->canon = NULL;
      buffer_pool_give(env->frames, j->packed);
      j->packed = NULL;
      if (render_hist_alloc(&j->hist, &j->geo, 0, &j->err) < 0) return frame_fail(j);
      j->first_round = ro.first_round = 0;
      j->base_samples = 0;
    }
    if (!on_gpu && render_iterate_cpu(&j->f.frame, &ro, &j->hist, &j->err) < 0) return frame_fail(j);
    j->samples_iterated = j->hist.samples - j->base_samples;
    if (on_gpu && j->on_devices > 1)
      snprintf(j->backend_name, sizeof j->backend_name, "cuda:x%d%s", j->on_devices, stats.generic ? " generic" : "");
    else if (on_gpu)
      snprintf(j->backend_name, sizeof j->backend_name, "cuda:%d%s", gpu_thread_device(), stats.generic ? " generic" : "");
    j->backend = on_gpu ? j->backend_name : "cpu";
    j->finished = on_gpu;
    j->iterated = 1;
  } else if (frame_uses_gpu(j)) {
    /* A re-finish: the cached floats finish on the device; if that fails, on the CPU. */
    fb_error gerr;
    gpu_finish_stats fst;
    const int rc = j->packed ? gpu_finish_packed(&j->f.frame, &j->hist, j->packed + HIST_HEADER_BYTES, j->packed_bytes,
                                                 &fo, &gopt, &j->img, &fst, &gerr)
                   : j->canon ? gpu_finish_f32(&j->f.frame, &j->hist, j->canon, &fo, &gopt, &j->img, &fst, &gerr)
                              : gpu_finish(&j->f.frame, &j->hist, &fo, &gopt, &j->img, &fst, &gerr);
    if (rc == 0) {
      j->finished = 1;
      j->gpu_finish_s = fb_mono_seconds() - t0;
      j->gpu_download_s = fst.upload_s + fst.download_s; /* the timeline's host <-> device copies */
    } else if (j->packed && !strncmp(gerr.msg, "corrupt cache entry", 19)) {
      /* Not the GPU's failure: the entry passed its checksums yet does not decode. */
      cache_remove(env->buffers, j->buffer_key, NULL);
      fb_errorf(&j->err, "%s (removed from the cache: the next build iterates the frame again)", gerr.msg);
      return frame_fail(j);
    } else if (gpu_failed(j, "GPU finish failed", &gerr) < 0) {
      return frame_fail(j);
    }
  }
  j->render_busy_s = fb_mono_seconds() - t0;
  return 0;
}

int frame_render(frame_job *j) { return frame_stage_timed(j, 1, render_stage); }
