/*
 * build_record.c — what comes back of a build's frames, recorded on the store's thread
 * (build_internal.h): a frame's row and log line (build_record_job), and once a sequence's
 * last frame is in, its video and contact sheet and its outcome to the observer. The frames
 * come from the pipeline (build.c) or from the farm (build_farm.c), and both record them here.
 */
#include <stdio.h>
#include <stdlib.h>

#include "build_internal.h"
#include "frame.h"
#include "sheet.h"

const char *build_frame_samples_text(const frame_result *res, char *buf, size_t n) {
  buf[0] = 0;
  if (res->auto_rounds && res->row.samples > 0 && res->auto_noise == res->auto_noise)
    snprintf(buf, n, "; quality auto: %.3g samples, noise %.3g", res->row.samples, res->auto_noise);
  else if (res->auto_rounds && res->row.samples > 0) /* NaN: too few samples to climb, or nothing lit */
    snprintf(buf, n, "; quality auto: %.3g samples, noise not measured", res->row.samples);
  else if (res->iterated && res->samples_iterated < res->row.samples && res->row.samples > 0)
    snprintf(buf, n, "; topped up: %.0f%% of its samples drawn, the rest cached",
             100.0 * res->samples_iterated / res->row.samples);
  return buf;
}

/* out/NAME.sheet.png once a sequence's frames are all built: when one of them changed, or the
 * sheet on disk is not the one of these frames (missing, or an earlier write failed: it
 * carries the key of the frames it shows). A sheet that cannot be written fails the build, as
 * a video does; the frames stay built and the next build writes it. */
static void build_sheet(build_ctx *b, const sequence *seq, int changed) {
  if (!changed && sheet_up_to_date(b->p, seq)) return;
  fb_error err;
  if (sheet_build(b->p, seq, &err) < 0) {
    build_say(b, BUILD_LOG_ERROR, "%s", err.msg);
    b->counts->failed++;
  }
}

void build_report_sequence(build_ctx *b, const sequence *seq, const char *error, int iterated, int refinished,
                           int failed, const char *video) {
  const build_observer *o = b->opt->observer;
  if (!o || !o->sequence) return;
  build_sequence_result res = {.name = seq->name, .file = seq->path, .error = error ? error : "",
                               .frames = seq->nframes, .iterated = iterated, .refinished = refinished,
                               .failed = failed, .video = video};
  for (int k = 0; k < seq->nframes && !error; k++)
    res.unchanged += seq->frames[k].action == FRAME_UNCHANGED && build_frame_wanted(b->opt, k);
  o->sequence(o->ctx, &res);
}

int build_finish_sequence(build_ctx *b, seq_run *r, fb_error *err) {
  int rc = 0;
  const char *video = "held";
  /* The farm's workers are done with this sequence: what a killed one left (a temp file of
   * another process) goes now. */
  if (b->farm) build_prune_frames(b, r->seq.name, &r->seq);
  if (r->frames_failed == 0 && r->left_stale == 0 && !b->stopping) {
    rc = build_video_update(b, &r->seq, &video, err);
    build_sheet(b, &r->seq, r->iterated + r->refinished > 0);
  }
  build_report_sequence(b, &r->seq, NULL, r->iterated, r->refinished, r->frames_failed, video);
  sequence_free(&r->seq);
  free(r);
  return rc;
}

int build_record_job(build_ctx *b, frame_job *j, fb_error *err) {
  seq_run *r = j->tag;
  const sequence *seq = &r->seq;
  int rc = 0;
  char samples[64];
  r->count.done++;
  if (j->ctl) build_flight_give(j->ctl->ctx); /* done: counted as such from here on, not in flight */
  if (j->rc == 0) {
    rc = build_frame_record(b, seq->path, &j->res, err);
    b->status.samples_done += j->res.row.samples;
    if (j->res.iterated) r->iterated++;
    else r->refinished++;
    if (rc == 0 && !b->opt->quiet)
      build_say(b, BUILD_LOG_FRAME, "%s: frame %d %s (%.2f s%s)", seq->name, j->pf.index,
                j->res.iterated ? "iterated" : "refinished", j->res.row.seconds, build_frame_samples_text(&j->res, samples, sizeof samples));
    if (b->opt->verbose) /* where the frame's time went, on the build's clock */
      build_say(b, BUILD_LOG_INFO,
              "  timeline (%s): prepare %.3f-%.3f (host half %.3f, kernels %.3f (compile %.3f), buffer %.3f)  render %.3f-%.3f (gpu prepare %.3f, setup %.3f (lock %.3f, modules %.3f, alloc %.3f), iterate %.3f, finish %.3f, "
              "download %.3f)  output %.3f-%.3f s (encode %.3f, store %.3f, finish %.3f, png %.3f)",
              j->res.row.backend, j->stage_t[0][0] - b->t0, j->stage_t[0][1] - b->t0, j->host_half_s, j->kernels_s, j->compile_s,
              j->buffer_s, j->stage_t[1][0] - b->t0,
              j->stage_t[1][1] - b->t0, j->gpu_prepare_s, j->gpu_setup_s, j->gpu_lock_s, j->gpu_modules_s, j->gpu_alloc_s, j->gpu_iterate_s, j->gpu_finish_s, j->gpu_download_s,
              j->stage_t[2][0] - b->t0, j->stage_t[2][1] - b->t0, j->out_encode_s, j->out_store_s, j->out_finish_s,
              j->out_png_s);
  } else {
    build_say(b, BUILD_LOG_ERROR, "%s: frame %d: %s", seq->path, j->pf.index, j->err.msg);
    b->counts->failed++;
    b->status.frames_failed++;
    r->frames_failed++;
    rc = store_frame_failed(b->s, seq->path, j->pf.index, j->err.msg, err);
    /* A PNG that cannot be written (a full disk, a read-only folder) will not be the last, nor
     * will a GPU failure under backend = cuda: stop starting frames, let those in flight
     * finish, and say why. */
    if (j->stops_build && !b->stopping) {
      b->stopping = 1;
      snprintf(b->stop_reason, sizeof b->stop_reason, "%.400s: frame %d: %.500s", seq->path, j->pf.index, j->err.msg);
    }
  }
  frame_job_free(j);
  if (--r->pending == 0 && r->all_submitted && build_finish_sequence(b, r, err) < 0) rc = -1;
  return rc;
}

int build_release_job(build_ctx *b, frame_job *j, fb_error *err) {
  seq_run *r = j->tag;
  r->count.done++;
  if (j->ctl) build_flight_give(j->ctl->ctx);
  r->left_stale++;
  b->counts->not_run++;
  frame_job_free(j);
  return --r->pending == 0 && r->all_submitted && build_finish_sequence(b, r, err) < 0 ? -1 : 0;
}
