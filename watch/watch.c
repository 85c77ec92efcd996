/*
 * watch.c — the watcher's loop: start (store, backend, worker, watches), the timers, the
 * signals, the display, settings changes, and a clean stop.
 *
 * One libuv loop on the caller's thread owns all state and the store. Its handles:
 *   fs events (watch_fs.c)  one per directory: callbacks only make paths pending
 *   flush_timer             fires when the earliest pending path is due (debounce)
 *   sweep_timer             every sweep_s: the stat sweep for lost events
 *   verify_timer            300 ms after a sweep that found differences
 *   tick_timer              every 100 ms: videos whose sequence settled, a pending settings
 *                           change, "up to date", the status display, and with --farm the
 *                           outage said and the frames it held sent again (watch_farm.c)
 *   async                   the worker (watch_queue.c): a job started or ended; the live
 *                           view (watch_view.c) is reported from here and from the tick
 *   sigint, sigterm         stop
 * Stopping closes every handle but the async one; the worker finishes or cancels its job,
 * hands it back (it is recorded if it completed), and exits; the async handle then closes
 * and uv_run returns.
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../util/large_alloc.h"
#include "../util/size.h"
#include "watch_internal.h"

#define TICK_MS 100

static void warn_sink(void *ctx, const char *msg) { watch_error(ctx, "%s", msg); }

static void report_status(watch *w) {
  if (!w->disp || !w->disp->status) return;
  watch_status st = {0};
  st.directories = w->ndirs;
  st.sequences = w->nseqs;
  for (int i = 0; i < w->nseqs; i++) {
    const wseq *ws = w->seqs[i];
    st.failed_sequences += ws->failed;
    for (int k = 0; k < ws->nfailed_frames; k++) st.failed_frames += ws->failed_frames[k];
    /* The last good plan's warnings: they go when a save of the file has none. */
    const char *warnings = ws->snap ? ws->snap->seq.warnings : "";
    if (!warnings[0]) continue;
    st.warned_sequences++;
    for (const char *c = warnings; *c; c++) st.warnings += *c != '\n' && (c[1] == '\n' || !c[1]); /* line ends */
    if (!st.first_warning[0]) snprintf(st.first_warning, sizeof st.first_warning, "%.*s", (int)strcspn(warnings, "\n"), warnings);
  }
  queue_counts(w, &st.queued, &st.running, st.running_what, sizeof st.running_what, &st.running_progress);
  st.counts = w->counts;
  snprintf(st.last_error, sizeof st.last_error, "%s", w->last_error);
  st.idle = w->idle_reported;
  st.farm_held = w->nfarm_held;
  if (w->nfarm_held) {
    const uint64_t now = uv_now(&w->loop);
    st.farm_retry_s = w->farm_retry_due > now ? (double)(w->farm_retry_due - now) / 1000 : 0;
  }
  w->disp->status(w->disp->ctx, &st);
}

/* ---- settings ---------------------------------------------------------------------------- */

static int same_settings(const project_config *a, const project_config *b) {
  char ta[1024], tb[1024];
  config_frame_text(a, ta, 512);
  config_video_text(a, ta + 512, 512);
  config_frame_text(b, tb, 512);
  config_video_text(b, tb + 512, 512);
  return !strcmp(ta, tb) && !strcmp(ta + 512, tb + 512) && !strcmp(a->backend, b->backend);
}

/* [cache] max_size, applied whenever the watcher has nothing in flight. */
static void enforce_cache_limit(watch *w) {
  uint64_t evicted = 0;
  fb_error err;
  if (build_enforce_cache_limit(w->b, &evicted, &err) < 0) watch_error(w, "%s", err.msg);
  else if (evicted)
  {
    char gone[32], max[32];
    fb_format_size(evicted, gone, sizeof gone);
    fb_format_size(w->p->cfg.cache_max_bytes, max, sizeof max);
    wlog(w, WATCH_LOG_INFO, "cache: evicted %s of least recently used buffers (max_size %s)", gone, max);
  }
}

/* flamebuild.conf was saved: a new configuration replans everything, once the worker is
 * idle (it reads the settings while it renders). */
void watch_config_changed(watch *w) {
  char path[PATH_MAX];
  if (path_printf(path, sizeof path, "%s/flamebuild.conf", w->p->root) < 0) return;
  struct stat st;
  memset(&w->conf_st, 0, sizeof w->conf_st);
  if (stat(path, &st) == 0) wstat_of(&st, &w->conf_st);
  project_config conf, cfg;
  config_overrides *over = &w->load_over;
  fb_error err;
  if (config_load(path, &conf, over, &err) < 0) {
    watch_error(w, "%s (keeping the previous settings)", err.msg);
    return;
  }
  cfg = conf;
  if (w->p->profile[0] && !config_apply(&cfg, over, 1, w->p->profile)) {
    watch_error(w, "%s: [profile.%s] is gone (keeping the previous settings)", path, w->p->profile);
    return;
  }
  project_settings(w->p, &conf, over, NULL, &cfg);
  if (w->opt.gpus) snprintf(cfg.gpus, sizeof cfg.gpus, "%s", w->opt.gpus); /* --gpus stays */
  if (cfg.cache_max_bytes != w->p->cfg.cache_max_bytes) {
    /* Nothing to re-render: the new limit applies now if idle, else when next idle. */
    w->p->cfg.cache_max_bytes = w->next_cfg.cache_max_bytes = cfg.cache_max_bytes;
    char size[32];
    fb_format_size(cfg.cache_max_bytes, size, sizeof size);
    wlog(w, WATCH_LOG_INFO, "flamebuild.conf: cache max_size is now %s", cfg.cache_max_bytes ? size : "0 (no limit)");
    if (queue_idle(w)) enforce_cache_limit(w);
  }
  const config_overrides *now = w->reload ? &w->next_over : &w->p->overrides;
  const int same_sections =
      over->n == now->n && !memcmp(over->v, now->v, (size_t)over->n * sizeof over->v[0]);
  if (same_sections && same_settings(&cfg, w->reload ? &w->next_cfg : &w->p->cfg)) return;
  wlog(w, WATCH_LOG_INFO, "flamebuild.conf changed: re-planning every sequence");
  w->next_cfg = cfg;
  w->next_conf = conf;
  w->next_over = *over;
  w->reload = 1;
  queue_drop(w, NULL, 1 << WJOB_FRAME | 1 << WJOB_VIDEO);
  watch_farm_forget(w, NULL); /* the re-plan queues them again */
  for (int i = 0; i < w->nseqs; i++) queue_cancel_running(w, w->seqs[i], NULL, NULL);
}

static void apply_settings(watch *w) {
  if (!w->reload || !queue_idle(w)) return;
  w->reload = 0;
  project_config old = w->p->cfg, old_conf = w->p->conf;
  w->load_over = w->p->overrides; /* set aside in the scratch table */
  w->p->cfg = w->next_cfg;
  w->p->conf = w->next_conf;
  w->p->overrides = w->next_over;
  build_ctx *b;
  char what[256];
  fb_error err;
  if (build_begin(w->p, &w->s, &w->bopt, &w->counts, &b, what, sizeof what, &err) < 0) {
    watch_error(w, "%s (keeping the previous settings)", err.msg);
    w->p->cfg = old;
    w->p->conf = old_conf;
    w->p->overrides = w->load_over;
  } else {
    build_end(w->b);
    w->b = b;
  }
  watch_rescan_all(w);
}

/* ---- the tick ---------------------------------------------------------------------------- */

static void check_idle(watch *w) {
  if (w->idle_reported || w->stopping || w->reload || w->npending || w->any_video_dirty || !queue_idle(w)) return;
  w->idle_reported = 1;
  enforce_cache_limit(w);
  fb_heap_release(); /* a daemon between edits holds no freed memory (util/large_alloc.h) */
  if (w->nfarm_held) return; /* not up to date: frames wait for the farm (said once, watch_farm.c) */
  int failed = 0;
  for (int i = 0; i < w->nseqs; i++) failed += w->seqs[i]->failed;
  char broken[64] = "";
  if (failed) snprintf(broken, sizeof broken, " (%d do not parse)", failed);
  wlog(w, WATCH_LOG_INFO,
       "up to date: %d sequence%s%s; since start %d iterated, %d refinished, %d videos encoded, %d failed",
       w->nseqs, w->nseqs == 1 ? "" : "s", broken, w->counts.iterated, w->counts.refinished, w->counts.videos,
       w->counts.failed);
}

static void on_tick(uv_timer_t *t) {
  watch *w = t->data;
  if (w->stopping) return;
  apply_settings(w);
  watch_farm_tick(w);
  watch_settle(w);
  check_idle(w);
  report_status(w);
  view_publish(w);
}

/* ---- start and stop ---------------------------------------------------------------------- */

static void close_handle(uv_handle_t *h) {
  if (h->loop && !uv_is_closing(h)) uv_close(h, NULL);
}

static void watch_stop(watch *w) {
  w->stopping = 1;
  queue_stop(w);
  watch_farm_forget(w, NULL);
  close_handle((uv_handle_t *)&w->flush_timer);
  close_handle((uv_handle_t *)&w->sweep_timer);
  close_handle((uv_handle_t *)&w->verify_timer);
  close_handle((uv_handle_t *)&w->tick_timer);
  close_handle((uv_handle_t *)&w->sigint);
  close_handle((uv_handle_t *)&w->sigterm);
  watch_fs_stop(w);
  /* The async handle closes when the worker has exited (watch_queue.c). */
  if (!w->q.thread_started && w->q.async.loop) close_handle((uv_handle_t *)&w->q.async);
}

static void on_signal(uv_signal_t *s, int signum) {
  watch *w = s->data;
  if (w->stopping) return;
  wlog(w, WATCH_LOG_INFO, "%s: stopping after the current chunk", signum == SIGINT ? "interrupted" : "terminated");
  watch_stop(w);
}

/* A genome the store knows whose file is gone: as `build` does, it is forgotten and its
 * outputs stay (orphans.h). */
static int drop_vanished(void *ctx, const char *path) {
  watch *w = ctx;
  char abs[PATH_MAX];
  struct stat st;
  if (path_printf(abs, sizeof abs, "%s/%s", w->p->root, path) == 0 && stat(abs, &st) == 0 && S_ISREG(st.st_mode) &&
      project_genome_path_ok(path))
    return 0;
  fb_error err;
  char name[1024];
  project_sequence_name(path, name, sizeof name);
  if (build_remove(w->b, path, &err) < 0) watch_error(w, "%s", err.msg);
  else wlog(w, WATCH_LOG_INFO, "%s: genome removed; its outputs stay in out/ (flamebuild clean --orphans removes them)",
            name);
  return 0;
}

static int start_timer(watch *w, uv_timer_t *t, uv_timer_cb cb, uint64_t ms, fb_error *err) {
  int rc = uv_timer_init(&w->loop, t);
  if (rc == 0) {
    t->data = w;
    if (cb) rc = uv_timer_start(t, cb, ms, ms);
  }
  return rc < 0 ? fb_errorf(err, "cannot start a timer: %s", uv_strerror(rc)) : 0;
}

static int start_signal(watch *w, uv_signal_t *s, int signum, fb_error *err) {
  int rc = uv_signal_init(&w->loop, s);
  if (rc == 0) {
    s->data = w;
    rc = uv_signal_start(s, on_signal, signum);
  }
  return rc < 0 ? fb_errorf(err, "cannot catch signal %d: %s", signum, uv_strerror(rc)) : 0;
}

static int watch_start(watch *w, fb_error *err) {
  char what[256];
  fb_warn warn = {warn_sink, w};
  if (build_open_store(w->p, &w->s, &warn, err) < 0) return -1;
  if (build_begin(w->p, &w->s, &w->bopt, &w->counts, &w->b, what, sizeof what, err) < 0) return -1;
  if (build_uses_gpu(w->b)) wlog(w, WATCH_LOG_INFO, "rendering on %s", what);
  build_end_abandoned_farm_runs(w->b);
  if (store_genome_each(&w->s, drop_vanished, w, err) < 0) return -1;
  if (start_timer(w, &w->flush_timer, NULL, 0, err) < 0 || start_timer(w, &w->verify_timer, NULL, 0, err) < 0 ||
      start_timer(w, &w->sweep_timer, watch_sweep, (uint64_t)(w->opt.sweep_s * 1000), err) < 0 ||
      start_timer(w, &w->tick_timer, on_tick, TICK_MS, err) < 0 || start_signal(w, &w->sigint, SIGINT, err) < 0 ||
      start_signal(w, &w->sigterm, SIGTERM, err) < 0 || queue_start(w, w->bopt.farm ? watch_farm_worker : NULL, err) < 0)
    return -1;
  w->initial = 1;
  before_start(w);
  if (watch_fs_start(w, err) < 0) return -1;
  wlog(w, WATCH_LOG_INFO, "watching %s (%d director%s): building %d genome file%s first; Ctrl-C stops", w->p->root,
       w->ndirs, w->ndirs == 1 ? "y" : "ies", w->npending, w->npending == 1 ? "" : "s");
  return 0;
}

int watch_run(project *p, const watch_options *opt, const watch_display *display, build_counts *counts,
              fb_error *err) {
  watch *w = calloc(1, sizeof *w);
  if (!w) return fb_errorf(err, "out of memory");
  w->p = p;
  w->disp = display;
  w->opt = *opt;
  if (opt->gpus) snprintf(p->cfg.gpus, sizeof p->cfg.gpus, "%s", opt->gpus);
  if (w->opt.debounce_s <= 0) w->opt.debounce_s = 0.05;
  if (w->opt.sweep_s <= 0) w->opt.sweep_s = 2;
  if (w->opt.settle_s <= 0) w->opt.settle_s = 1;
  if (!w->opt.before_max) w->opt.before_max = (uint64_t)1 << 30;
  w->bopt = (build_options){
      .threads = opt->threads, .quiet = 1, .allow_broken = opt->allow_broken, .farm = opt->farm, .long_lived = 1};
  int rc = uv_loop_init(&w->loop);
  if (rc < 0) {
    free(w);
    return fb_errorf(err, "cannot start the event loop: %s", uv_strerror(rc));
  }
  int result = watch_start(w, err);
  if (result < 0) watch_stop(w);
  rc = uv_run(&w->loop, UV_RUN_DEFAULT);
  (void)rc; /* nonzero only if handles were left active, which uv_loop_close reports */
  if (w->q.thread_started) pthread_join(w->q.thread, NULL);
  if (w->q.thread_started) {
    pthread_mutex_destroy(&w->q.lock);
    pthread_cond_destroy(&w->q.wake);
  }
  before_stop(w);
  watch_free_seqs(w);
  build_end(w->b);
  if (w->s.db) store_close(&w->s);
  rc = uv_loop_close(&w->loop);
  if (rc < 0 && result == 0) result = fb_errorf(err, "the event loop did not close: %s", uv_strerror(rc));
  if (counts) *counts = w->counts;
  free(w);
  return result;
}
