/*
 * build_progress.c — what build_project tells its observer (build.h): its messages, and its
 * status — sequences and frames planned, done and failed, and the frames in flight with
 * their iteration's progress (build_internal.h).
 *
 * Each frame in flight holds a `build_flight`: its name for the status line, and a progress
 * value that the render thread writes between chunks of the iteration (through the frame's
 * frame_control) and the build's own thread reads when it reports. Everything else
 * here belongs to the build's thread.
 */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../util/clock.h"
#include "build_internal.h"

void build_say(build_ctx *b, int level, const char *fmt, ...) {
  char msg[2048];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  const build_observer *o = b->opt->observer;
  if (o && o->log) {
    build_report_status(b); /* the status under the line is the build as it is now, never older */
    o->log(o->ctx, level, msg);
    return;
  }
  fprintf(stderr, "%s%s\n", build_log_prefix(level), msg);
}

const char *build_log_prefix(int level) {
  return level == BUILD_LOG_ERROR ? "flamebuild: error: " : level == BUILD_LOG_WARNING ? "flamebuild: warning: " : "";
}

/* render_progress_fn of a frame in flight: never cancels. */
static int flight_progress(void *ctx, double fraction) {
  build_flight *f = ctx;
  int permille = fraction <= 0 ? 0 : fraction >= 1 ? 1000 : (int)(fraction * 1000.0);
  atomic_store(&f->permille, permille);
  if (f->b->report_inline) build_report_status(f->b); /* this is the build's thread */
  return 0;
}

int build_progress_init(build_ctx *b, int max_inflight, int report_inline) {
  b->report_inline = report_inline;
  b->nflights = max_inflight > 0 ? max_inflight : 1;
  b->flights = calloc((size_t)b->nflights, sizeof *b->flights);
  return b->flights ? 0 : -1;
}

void build_progress_free(build_ctx *b) {
  free(b->flights);
  b->flights = NULL;
  b->nflights = 0;
}

double build_frame_samples(const sequence *seq, const planned_frame *pf) {
  const genome_list *keys = &seq->keys;
  if (seq->cfg.quality_auto || !seq->parsed || keys->count < 1) return 0;
  int at = 0;
  if (seq->kind == SEQ_COLLECTION) {
    at = pf->index < keys->count ? pf->index : 0;
  } else {
    for (int i = 1; i < keys->count; i++)
      if (fabs(keys->flames[i].time - pf->time) < fabs(keys->flames[at].time - pf->time)) at = i;
  }
  double n = render_sample_count(&keys->flames[at]);
  if (pf->sample_fraction > 0) n *= pf->sample_fraction;
  return n > 0 && isfinite(n) ? n : 0;
}

build_flight *build_flight_take(build_ctx *b, const build_seq_count *seq, const planned_frame *pf, double samples) {
  for (int i = 0; i < b->nflights; i++) {
    build_flight *f = &b->flights[i];
    if (f->used) continue;
    f->used = 1;
    snprintf(f->what, sizeof f->what, "%.120s: frame %d", seq->name, pf->index);
    f->index = pf->index;
    f->refinish = pf->action == FRAME_REFINISH;
    f->samples = samples;
    f->seq = seq;
    atomic_store(&f->permille, 0);
    f->started = fb_mono_seconds();
    f->b = b;
    f->ctl = (frame_control){.progress = flight_progress, .abandon = NULL, .ctx = f};
    return f;
  }
  return NULL; /* more in flight than the table holds: that frame shows no progress */
}

void build_flight_give(build_flight *f) {
  if (f) f->used = 0;
}

void build_report_status(build_ctx *b) {
  const build_observer *o = b->opt->observer;
  if (!o || !o->status) return;
  build_status st = b->status;
  const double now = fb_mono_seconds();
  st.elapsed_s = now - b->t0;
  st.frames_done = b->counts->iterated + b->counts->refinished;
  st.running = 0;
  /* Frames in flight count at their iteration's share: one long frame moves the rate and the
   * ETA as it goes, not only when it is done. */
  double in_flight = 0;
  int best = -1;
  for (int i = 0; i < b->nflights; i++) {
    const build_flight *f = &b->flights[i];
    if (!f->used) continue;
    st.running++;
    const double share = atomic_load(&f->permille) / 1000.0;
    in_flight += share;
    st.samples_done += share * f->samples;
    if (best < 0 || atomic_load(&f->permille) > atomic_load(&b->flights[best].permille)) best = i;
  }
  if (best >= 0) {
    const build_flight *f = &b->flights[best];
    snprintf(st.running_what, sizeof st.running_what, "%s", f->what);
    st.running_progress = atomic_load(&f->permille) / 1000.0;
    st.running_s = now - f->started;
    snprintf(st.running_sequence, sizeof st.running_sequence, "%s", f->seq->name);
    st.running_frame = f->index;
    st.running_refinish = f->refinish;
    st.sequence_done = f->seq->done;
    st.sequence_total = f->seq->total;
  }
  /* The whole build: the files not planned yet (they are planned one after another, as the
   * frames before them are handed out) are taken to hold as many frames to render as the
   * planned ones on average — an estimate, which the status says. */
  double total = st.frames_planned;
  if (st.sequences_planned < st.sequences) {
    st.eta_estimated = 1;
    if (st.sequences_planned > 0) total += (double)(st.sequences - st.sequences_planned) * st.frames_planned / st.sequences_planned;
  }
  const double done = st.frames_done + st.frames_failed + in_flight;
  st.eta_s = -1;
  if (done > 0 && b->first_frame_t > 0 && now > b->first_frame_t && (st.sequences_planned > 0 || !st.sequences)) {
    /* Frames finish at the rate since the first one started: what is left takes that long. */
    const double rate = done / (now - b->first_frame_t);
    st.eta_s = total > done ? (total - done) / rate : 0;
  }
  o->status(o->ctx, &st);
}
