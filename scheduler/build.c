/*
 * build.c — a build session (build_begin, build_end: the backend resolved, the cache and the
 * frames' buffer pool opened) and build_project (build.h): every genome file planned and its
 * frames that need work handed to the pipeline, each job recorded in the store as it comes
 * back, a sequence's video and contact sheet once its last frame is in, the cache trimmed to
 * [cache] max_size. With --farm the frames go to the cluster instead (build_farm.c), and
 * their results are recorded by the same code.
 */
#include "build.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../farm/farm.h"
#include "../gpu/gpu.h"
#include "../render/keys.h"
#include "../render/render.h"
#include "../util/clock.h"
#include "../util/sha256.h"
#include "buffer_pool.h"
#include "build_internal.h"
#include "pipeline.h"
#include "../plan/plan.h"
#include "sheet.h"
#include "video.h"

int build_buffer_cached(build_ctx *b, const char *iter_key) { return cache_has(&b->buffers, iter_key); }

int build_uses_gpu(const build_ctx *b) { return b->use_gpu; }

static int resolve_backend(build_ctx *b, char *what, size_t n, fb_error *err) {
  if (what && n) what[0] = 0;
  if (!strcmp(b->p->cfg.backend, "cpu")) return 0;
  if (path_printf(b->kernel_cache, sizeof b->kernel_cache, "%s/kernels", b->p->cache_dir) < 0)
    return fb_errorf(err, "%s: path too long", b->p->cache_dir);
  char probe[256];
  b->use_gpu = gpu_probe(probe, sizeof probe);
  const char *gpus = b->p->cfg.gpus;
  if (b->use_gpu) {
    /* Devices asked for by number that do not exist are an error under any backend: the
     * user named them. "all" is every device there is. */
    const int devices = gpu_use_devices(gpus, err);
    if (devices < 0) return -1;
    if (devices > 1 && what && n) {
      snprintf(what, n, "%d GPUs (%s), the first %s", devices, gpus, probe);
      return 0;
    }
  }
  if (what && n) snprintf(what, n, "%s", probe);
  if (!b->use_gpu && !strcmp(b->p->cfg.backend, "cuda")) /* whoever asked: the command line, else the file */
    return fb_errorf(err, "%s, but there is no usable GPU: %s",
                     b->opt->backend ? "--backend cuda asks for the GPU" : "flamebuild.conf asks for backend = cuda",
                     probe);
  return 0;
}

/* Page-locked frame buffers a GPU session keeps at most (the rest are plain memory, which the
 * device copies into at about a third of the speed: ~13 ms more for a 130 MB buffer). A build
 * keeps none: page-locking a buffer for each frame in flight (up to ~20, 130 MB each at 1080p
 * supersample 2) holds the GPU driver's locks at the build's start, and the first frames'
 * setup waited it out — on an H200, the studio build 5.2-5.5 -> 4.1-4.2 s and the sheep edge
 * 3.4-3.5 -> 3.0-3.1 s without any (bench/BENCHMARKS.md, 2026-11-27, fifth session). A
 * long-lived session (watch) renders the same sizes again and again: it keeps every buffer it
 * page-locks. FLAMEBUILD_PAGE_LOCKED_BUFFERS=N (a measurement knob; "all": no bound) overrides. */
static int page_locked_buffers(const build_ctx *b) {
  const char *v = getenv("FLAMEBUILD_PAGE_LOCKED_BUFFERS");
  char *end;
  const long n = v && *v ? strtol(v, &end, 10) : -1;
  if (v && !strcmp(v, "all")) return -1;
  if (v && *v && !*end && n >= 0 && n <= 1024) return (int)n;
  return b->opt->long_lived ? -1 : 0;
}

int build_begin(project *p, store *s, const build_options *opt, build_counts *counts, build_ctx **out,
                char *gpu_what, size_t gpu_what_n, fb_error *err) {
  build_ctx *b = calloc(1, sizeof *b);
  if (!b) return fb_errorf(err, "out of memory");
  *b = (build_ctx){.p = p, .s = s, .opt = opt, .counts = counts, .buffers = {.dirfd = -1}};
  if (resolve_backend(b, gpu_what, gpu_what_n, err) < 0 || fb_make_dirs(p->cache_dir, err) < 0 ||
      cache_open(&b->buffers, p->cache_dir, err) < 0) {
    free(b);
    return -1;
  }
  /* With a GPU, frame buffers may be page-locked (page_locked_buffers: how many). */
  static const buffer_allocator page_locked = {gpu_host_alloc, gpu_host_free};
  if (!(b->frames = buffer_pool_new(b->use_gpu ? &page_locked : NULL, 2))) {
    cache_close(&b->buffers);
    free(b);
    return fb_errorf(err, "out of memory");
  }
  if (b->use_gpu) buffer_pool_set_allocator_max(b->frames, page_locked_buffers(b));
  b->env.p = p;
  b->env.buffers = &b->buffers;
  b->env.frames = b->frames;
  b->env.use_gpu = b->use_gpu;
  b->env.kernel_cache = b->kernel_cache;
  b->env.threads = opt->threads;
  b->env.allow_broken = opt->allow_broken;
  build_remove_output_temps(p->out_dir, s != NULL, 0); /* s: not a farm's worker (worker_cmd.c) */
  sheet_clean_temps(p);
  if (b->use_gpu) { /* the device starts while the build plans and compiles */
    const gpu_options gopt = {.kernel_cache = b->kernel_cache};
    gpu_warm_up_start(&gopt);
  }
  *out = b;
  return 0;
}

frame_env *build_frame_env(build_ctx *b) { return &b->env; }

void build_end(build_ctx *b) {
  if (!b) return;
  if (b->use_gpu) gpu_warm_up_wait();
  buffer_pool_free(b->frames);
  cache_close(&b->buffers);
  free(b);
}

/* build SEQUENCE…: whether the genome file relpath is one asked for (by name or file). */
static int wanted(const build_options *opt, const char *relpath) {
  if (!opt->sequences) return 1;
  char name[PATH_MAX];
  project_sequence_name(relpath, name, sizeof name);
  for (int i = 0; i < opt->nsequences; i++)
    if (!strcmp(opt->sequences[i], name) || !strcmp(opt->sequences[i], relpath)) return 1;
  return 0;
}

/* Every sequence asked for exists. */
static int check_wanted(const build_options *opt, char **paths, int n, fb_error *err) {
  for (int i = 0; i < opt->nsequences; i++) {
    int found = 0;
    for (int k = 0; k < n && !found; k++) {
      char name[PATH_MAX];
      project_sequence_name(paths[k], name, sizeof name);
      found = !strcmp(opt->sequences[i], name) || !strcmp(opt->sequences[i], paths[k]);
    }
    if (!found)
      return fb_errorf(err, "no sequence '%s' in this project (a name is a genome file's path without the extension%s)",
                       opt->sequences[i], n ? "; flamebuild status lists them" : ": it has no genome files");
  }
  return 0;
}

/* The next frame done, reporting the status meanwhile; NULL when none is in flight. */
static frame_job *wait_reporting(build_ctx *b, pipeline *pl) {
  for (;;) {
    frame_job *j = pipeline_wait_timed(pl, 0.2);
    if (j || pipeline_inflight(pl) == 0) return j;
    build_report_status(b);
  }
}

/* Plans one genome file and hands the frames that need work to the pipeline, recording the
 * jobs that finish meanwhile. */
static int submit_sequence(build_ctx *b, pipeline *pl, int workers, const char *relpath, fb_error *err) {
  seq_run *r = calloc(1, sizeof *r);
  if (!r) return fb_errorf(err, "out of memory");
  int rc = build_plan(b, relpath, &r->seq, err);
  if (b->opt->verbose) build_say(b, BUILD_LOG_INFO, "  planned %s by %.3f s", relpath, fb_mono_seconds() - b->t0);
  /* What the parser ignored, each time the file is read anew (a typo must not pass silently;
   * status shows it until the file changes), and whenever it is about to fail the file. */
  const int say_warnings = r->seq.replanned || b->opt->warnings_as_errors;
  for (char *line = r->seq.warnings, *end; rc == 0 && say_warnings && *line; line = end + 1) {
    if (!(end = strchr(line, '\n'))) break;
    *end = 0;
    build_say(b, BUILD_LOG_WARNING, "%s", line);
    *end = '\n';
  }
  b->status.sequences_planned++;
  if (rc == 0 && !r->seq.failed && b->opt->warnings_as_errors && r->seq.warnings[0]) {
    /* A pipeline's choice: what the parser ignored fails the file (its outputs kept). */
    r->seq.failed = 1;
    snprintf(r->seq.error, sizeof r->seq.error, "%s: the parser's warnings above are errors (--warnings-as-errors)",
             r->seq.path);
    b->counts->failed++;
  }
  if (rc < 0 || r->seq.failed) {
    if (rc == 0) build_say(b, BUILD_LOG_ERROR, "%s", r->seq.error);
    if (rc == 0) build_report_sequence(b, &r->seq, r->seq.error, 0, 0, 1, "none");
    sequence_free(&r->seq);
    free(r);
    return rc;
  }
  sequence *seq = &r->seq;
  if (seq->nframes > b->longest_planned) b->longest_planned = seq->nframes;
  int needed = 0;
  for (int k = 0; k < seq->nframes; k++) {
    if (seq->frames[k].action == FRAME_UNCHANGED) continue;
    if (build_frame_wanted(b->opt, k)) needed++;
    else r->left_stale++; /* outside --frames: stays stale, and so does the video */
  }
  if (needed) {
    if (sequence_ensure_parsed(b->p, seq, err) < 0) {
      /* A planned sequence that cannot be parsed now: each frame fails with the reason. */
      for (int k = 0; k < seq->nframes && rc == 0; k++) {
        if (seq->frames[k].action == FRAME_UNCHANGED) continue;
        build_say(b, BUILD_LOG_ERROR, "%s: frame %d: %s", seq->path, k, err->msg);
        b->counts->failed++;
        r->frames_failed++;
        rc = store_frame_failed(b->s, seq->path, k, err->msg, err);
      }
      needed = 0;
    } else {
      b->status.frames_planned += needed;
      snprintf(r->count.name, sizeof r->count.name, "%.120s", seq->name);
      r->count.total = needed;
      const int inflight = pipeline_max_inflight(frame_bytes_estimate(seq), workers, build_render_threads(b));
      pipeline_set_limit(pl, inflight);
      buffer_pool_set_keep(b->frames, inflight); /* every frame in flight reuses a buffer */
    }
  }
  for (int k = 0; k < seq->nframes && needed && rc == 0 && !b->stopping; k++) {
    planned_frame *pf = &seq->frames[k];
    if (pf->action == FRAME_UNCHANGED || !build_frame_wanted(b->opt, k)) continue;
    while (rc == 0 && !pipeline_has_room(pl)) {
      frame_job *done = wait_reporting(b, pl);
      if (done) rc = build_record_job(b, done, err);
    }
    if (rc < 0 || b->stopping) break;
    if (b->farm) {
      rc = build_farm_frame_add(b, r, seq, pf, err);
      continue;
    }
    build_flight *flight = build_flight_take(b, &r->count, pf, build_frame_samples(seq, pf));
    frame_job *j = frame_job_new(&b->env, seq, pf, flight ? &flight->ctl : NULL, r);
    if (!j) {
      build_flight_give(flight);
      rc = fb_errorf(err, "out of memory");
      break;
    }
    /* Fewer frames here than GPUs (a still, a short edit): each takes all of them. */
    if (b->use_gpu && needed < gpu_device_count()) j->split_devices = gpu_device_count();
    if (b->first_frame_t == 0) b->first_frame_t = fb_mono_seconds();
    r->pending++;
    pipeline_submit(pl, j);
    build_report_status(b);
    frame_job *done;
    while (rc == 0 && (done = pipeline_poll(pl))) rc = build_record_job(b, done, err);
  }
  r->all_submitted = 1;
  if (r->pending == 0 && build_finish_sequence(b, r, err) < 0) rc = -1;
  return rc;
}

int build_enforce_cache_limit(build_ctx *b, uint64_t *evicted, fb_error *err) {
  return cache_enforce_limit(&b->buffers, b->p->cfg.cache_max_bytes, evicted, err);
}

/* A build --farm killed before its run ended left its Slurm job running: it would overwrite
 * frames this build renders. The caller holds the project's lock, so no such run's submitter
 * lives: each is ended (farm_end_abandoned). */
void build_end_abandoned_farm_runs(build_ctx *b) {
  fb_error ignored;
  const int ended = farm_end_abandoned(b->p->state_dir, &ignored);
  if (ended > 0)
    build_say(b, BUILD_LOG_WARNING, "%d farm run%s left by a build that was killed: its Slurm jobs cancelled, its workers "
              "told to write nothing more", ended, ended > 1 ? "s" : "");
}

int build_project(project *p, store *s, const build_options *opt, build_counts *counts, fb_error *err) {
  memset(counts, 0, sizeof *counts);
  double t0 = fb_mono_seconds();
  build_ctx *b;
  char what[256];
  if (build_begin(p, s, opt, counts, &b, what, sizeof what, err) < 0) return -1;
  counts->used_gpu = b->use_gpu;
  b->t0 = t0;
  if (b->use_gpu && !opt->quiet) build_say(b, BUILD_LOG_INFO, "building on %s", what);
  build_end_abandoned_farm_runs(b);
  if (opt->verbose) build_say(b, BUILD_LOG_INFO, "  backend chosen by %.3f s", fb_mono_seconds() - t0);
  /* -j 1: every stage in this thread, one frame after another. */
  int workers = build_worker_threads(opt);
  /* The render thread keeps a core of its own: it feeds the GPU, and a render thread waiting
   * for a core idles the device (measured: bench/BENCHMARKS.md, issue 10). */
  if (b->use_gpu && opt->threads <= 0 && workers > 2) workers--;
  pipeline *pl = NULL;
  char **paths = NULL;
  int n = 0;
  int rc = pipeline_start(workers, build_render_threads(b), build_devices(b), 2, &pl, err);
  /* Frames in flight: at most pipeline_max_inflight's bound. Without threads the render runs
   * in this thread, which then reports between the iteration's chunks too. */
  if (rc == 0 && build_progress_init(b, workers + build_render_threads(b) + 2, !workers) < 0)
    rc = fb_errorf(err, "out of memory");
  if (rc == 0 && opt->farm) rc = build_farm_new(b, &b->farm, err);
  if (rc == 0) rc = project_scan(p, &paths, &n, err);
  if (rc == 0) rc = check_wanted(opt, paths, n, err);
  if (rc == 0) {
    b->status.sequences = n;
    if (opt->sequences) b->status.sequences = opt->nsequences;
    build_report_status(b);
    rc = build_forget_vanished(b, paths, n, err);
    for (int i = 0; i < n && rc == 0 && !b->stopping; i++)
      if (wanted(opt, paths[i])) rc = submit_sequence(b, pl, workers, paths[i], err);
    if (b->farm) rc = build_farm_run(b, rc, err); /* every frame planned: to the cluster, and back */
    /* Whatever happened, record what is in flight: those frames are on disk. */
    fb_error rerr;
    frame_job *j;
    while (pl && (j = wait_reporting(b, pl)))
      if (build_record_job(b, j, rc == 0 ? err : &rerr) < 0 && rc == 0) rc = -1;
    build_report_status(b);
    project_free_paths(paths, n);
  }
  if (pl) {
    counts->device_busy_s = pipeline_render_busy_s(pl);
    counts->devices = pipeline_device_busy_s(pl, counts->device_busy_each_s, PIPELINE_MAX_DEVICES);
  }
  if (pl && opt->verbose && build_render_threads(b) > 1) { /* how the frames spread over them */
    int each[64];
    const int threads = pipeline_render_counts(pl, each, 64);
    char list[64 * 12] = "";
    for (int i = 0, used = 0; i < threads && i < 64; i++)
      used += snprintf(list + used, sizeof list - (size_t)used, "%s%d", i ? " " : "", each[i]);
    if (threads) build_say(b, BUILD_LOG_INFO, "  frames rendered by each of the %d render threads: %s", threads, list);
  }
  pipeline_stop(pl);
  if (rc == 0 && b->stopping) rc = fb_errorf(err, "build stopped: %s", b->stop_reason);
  /* --frames past every sequence's end selects nothing: a typo, not "all unchanged". */
  if (rc == 0 && opt->frames_limited && b->longest_planned > 0 && opt->frames_from >= b->longest_planned)
    rc = fb_errorf(err, "--frames %d-%d: no sequence has frames there (the longest has %d: 0-%d)", opt->frames_from,
                   opt->frames_to, b->longest_planned, b->longest_planned - 1);
  /* [cache] max_size: least recently used buffers go once the frames are done (those this
   * build read or wrote are the most recent, so they go last). A failure only warns. */
  uint64_t evicted = 0;
  fb_error cerr;
  if (build_enforce_cache_limit(b, &evicted, &cerr) < 0)
    build_say(b, BUILD_LOG_WARNING, "%s", cerr.msg);
  else if (evicted && !opt->quiet)
    build_say(b, BUILD_LOG_INFO, "cache: evicted %.1f MiB of least recently used buffers (max_size %.1f MiB)",
            evicted / 1048576.0, p->cfg.cache_max_bytes / 1048576.0);
  farm_free(b->farm);
  b->farm = NULL;
  build_progress_free(b);
  build_end(b);
  counts->seconds = fb_mono_seconds() - t0;
  return rc;
}
int build_open_store(project *p, store *s, const fb_warn *warn, fb_error *err) {
  if (fb_make_dirs(p->state_dir, err) < 0) return -1;
  int rc = store_open(s, p->db_path, 0, err);
  /* Only a file that is not a database, or a corrupt one, is replaced (it is only an
   * index); I/O errors and a full disk must not cost the user their index. */
  if (rc != -2) return rc;
  fb_warnf(warn, "%s; starting a new one (outputs and cached buffers are found again by their keys)", err->msg);
  char aside[PATH_MAX + 32];
  snprintf(aside, sizeof aside, "%s.broken", p->db_path);
  rename(p->db_path, aside);
  char wal[PATH_MAX + 8];
  snprintf(wal, sizeof wal, "%s-wal", p->db_path);
  unlink(wal);
  snprintf(wal, sizeof wal, "%s-shm", p->db_path);
  unlink(wal);
  return store_open(s, p->db_path, 0, err);
}

/* With GPUs: gpu_frames_at_once render threads per device (thread i on device i % count). On
 * the CPU one, whose iteration uses every core; FLAMEBUILD_CPU_RENDERERS=N (1-16) sets N, so
 * that tests and measurements drive the several render threads of a GPU build without one. */
_Static_assert(sizeof ((build_counts *)0)->device_busy_each_s == PIPELINE_MAX_DEVICES * sizeof(double),
               "build_counts holds a busy time for each device the pipeline tells apart");

int build_devices(const build_ctx *b) { return b->use_gpu ? gpu_device_count() : 1; }

int build_render_threads(const build_ctx *b) {
  if (b->use_gpu) return gpu_frames_at_once() * gpu_device_count();
  const char *v = getenv("FLAMEBUILD_CPU_RENDERERS");
  char *end;
  const long n = v && *v ? strtol(v, &end, 10) : 0;
  return v && *v && !*end && n >= 1 && n <= 16 ? (int)n : 1;
}

int build_worker_threads(const build_options *opt) {
  if (opt->threads == 1) return 0;
  if (opt->threads > 1) return opt->threads;
  const long n = sysconf(_SC_NPROCESSORS_ONLN);
  return n > 1 ? (int)n : 0;
}

int build_frame_render(build_ctx *b, const sequence *seq, const planned_frame *pf, const frame_control *ctl,
                       frame_result *res, fb_error *err) {
  frame_job *j = frame_job_new(&b->env, seq, pf, ctl, NULL);
  if (!j) return fb_errorf(err, "out of memory");
  frame_prepare(j);
  frame_render(j);
  int rc = frame_output(j);
  if (rc == 0) *res = j->res;
  else *err = j->err;
  frame_job_free(j);
  return rc;
}
