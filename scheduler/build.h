/*
 * build.h — bringing a project up to date: plan every genome file, render the frames whose
 * finish_key changed (finishing from a cached accumulation buffer when its iter_key is
 * cached), encode the videos whose frames changed, remove the outputs of deleted files.
 * The store records each frame as soon as its PNG is in place, so a killed build loses at
 * most the frames in flight.
 *
 * build_project does all of it in one pass. The steps are also exposed one by one for the
 * watcher (watch.h), which plans on its event-loop thread and renders on a worker thread:
 * functions that write the store must be called from the thread that owns it; the ones
 * marked "no store" may run on another thread at the same time.
 */
#ifndef FLAMEBUILD_BUILD_H
#define FLAMEBUILD_BUILD_H

#include "../farm/farm.h"
#include "../render/render.h"
#include "../plan/plan.h"
#include "../project/project.h"
#include "../plan/store.h"
#include "frame.h"

typedef struct build_counts {
  int iterated, refinished, unchanged, videos, failed;
  int not_run;               /* build --farm: frames the cluster could not take (farm.h's
                                FARM_NOT_RUN): neither rendered nor failed, left stale */
  double samples_iterated;   /* samples the iterated frames drew (a top-up draws only those its
                                cached buffer lacked) */
  double seconds;
  double device_busy_s;      /* time the render stage spent in a backend's iterate and finish
                                (on the GPU: device work, launches and copies, synchronised) */
  int used_gpu;              /* the render stage ran on the GPU */
  int devices;               /* the render stage's devices (1 on the CPU) */
  double device_busy_each_s[16]; /* device_busy_s of each of them (PIPELINE_MAX_DEVICES) */
} build_counts;

/* What a build says while it runs, for a display (cli/build_cmd.c): its messages, one a
 * call, and its status. */
enum { BUILD_LOG_INFO, BUILD_LOG_FRAME, BUILD_LOG_WARNING, BUILD_LOG_ERROR };
/* What a line of that level starts with when printed: "flamebuild: error: ", "flamebuild:
 * warning: ", or "" (the others). */
const char *build_log_prefix(int level);

typedef struct build_status {
  int sequences;             /* genome files found */
  int sequences_planned;     /* of those, planned so far (frames are known sequence by sequence) */
  int frames_planned;        /* frames to render in the sequences planned so far */
  int frames_done, frames_failed;
  double samples_done;       /* iterated so far: the frames done, and the frames in flight at
                                their iteration's share of the samples they ask for */
  double elapsed_s;
  double eta_s;              /* the frames left at the rate so far (frames in flight counted at
                                their iteration's share); < 0: not known yet */
  int eta_estimated;         /* files are still to plan: their frames are taken to be as many
                                as the planned files' on average */
  int running;               /* frames in flight */
  char running_what[160];    /* the one furthest along its iteration: "NAME: frame 17" (its file's number: 00017.png), or "" */
  double running_progress;   /* its iteration, 0..1 */
  double running_s;          /* how long it has been in flight */
  char running_sequence[128]; /* its sequence's name, its frame's number (the file's: 00017.png is
                                17), and the */
  int running_frame;          /* sequence's frames recorded of those this build renders */
  int running_refinish;       /* that frame is a re-finish: no iteration, no progress to show */
  int sequence_done, sequence_total;
} build_status;

/* One sequence's outcome, when its last frame (and its video) are done. */
typedef struct build_sequence_result {
  const char *name, *file;
  const char *error;         /* the genome did not parse: why; else "" */
  int frames, iterated, refinished, unchanged;
  int failed;                /* frames that failed; 1 for a genome that did not parse (as the
                                summary line counts it) */
  const char *video;         /* "none" (a still, codec none), "up_to_date", "encoded", "failed",
                                "held" (frames failed: not encoded) */
} build_sequence_result;

typedef struct build_observer {
  void (*log)(void *ctx, int level, const char *msg); /* level: BUILD_LOG_*; msg has no prefix */
  void (*sequence)(void *ctx, const build_sequence_result *r); /* may be NULL */
  void (*status)(void *ctx, const build_status *st);  /* often: a few times a second, and at
                                                         every frame planned, started or done */
  void *ctx;
} build_observer;

typedef struct build_options {
  int threads;               /* 0 = all cores */
  int quiet;                 /* no per-frame lines */
  int verbose;
  int allow_broken;          /* a frame that fails the [check] limits is written, with a warning */
  int warnings_as_errors;    /* --warnings-as-errors: a genome file the parser warned about fails */
  const build_observer *observer; /* NULL: messages as lines on stderr, no status */
  /* What to build (cli/build_cmd.c). The profile and backend are the project's (applied by
   * the caller that opens it: cli_build_dir); the rest build_project applies. */
  const char *profile;       /* --profile NAME; NULL: none */
  double qs, ss;             /* --qs, --ss; 0: 1 */
  const char *backend;       /* --backend; NULL: flamebuild.conf's */
  const char *gpus;          /* --gpus; NULL: flamebuild.conf's */
  const char *farm;          /* --farm slurm: the frames render as a Slurm array job ([farm]
                                in flamebuild.conf); NULL: here */
  char *const *sequences;    /* only these sequences (names, or genome files relative to the
                                project); NULL: every one */
  int nsequences;
  int frames_limited;        /* --frames A-B: only frames A..B (0-based, inclusive). A sequence */
  int frames_from, frames_to; /* left with stale frames keeps its old video */
  int long_lived;            /* 1: the session renders again and again (watch): its GPU frame
                                buffers are page-locked, a cost paid once per buffer */
} build_options;

/* The caller holds the project lock and has the store open for writing. Returns 0 when the
 * build ran (even if some frames failed: see counts->failed), -1 on a fault that stopped it
 * (the store or the disk). */
int build_project(project *p, store *s, const build_options *opt, build_counts *counts, fb_error *err);

/* Opens the project's store for writing, rebuilding it if it is unreadable (it is only an
 * index); says so through warn. */
int build_open_store(project *p, store *s, const fb_warn *warn, fb_error *err);

/* ---- the steps, for the watcher ---------------------------------------------------------- */

typedef struct build_ctx build_ctx;

/* Starts a session: resolves the backend (a GPU when the project allows and one is found;
 * `gpu_what` gets its description or why not, may be NULL) and opens the cache. p, s, opt
 * and counts must outlive the session. */
int build_begin(project *p, store *s, const build_options *opt, build_counts *counts, build_ctx **out,
                char *gpu_what, size_t gpu_what_n, fb_error *err);
void build_end(build_ctx *b);
int build_uses_gpu(const build_ctx *b);
/* Ends the farm runs of killed builds (farm_end_abandoned: their workers write nothing more,
 * their Slurm jobs are cancelled), saying so through the build's observer; the caller holds
 * the project's lock (build_project, the watcher's start). */
void build_end_abandoned_farm_runs(build_ctx *b);
/* The pipeline's render threads for this build: gpu_frames_at_once() on a GPU, else 1. */
int build_render_threads(const build_ctx *b);
/* The devices its render threads work on: the GPUs in use, or 1 (the CPU). */
int build_devices(const build_ctx *b);
/* The pipeline's worker threads for these options: 0 (everything in the calling thread) for
 * -j 1, else -j N or the online cores. */
int build_worker_threads(const build_options *opt);
/* What the session's frames read (frame.h: frame_job_new, and buffer_pool_set_keep on its
 * frames' pool): valid until build_end. */
frame_env *build_frame_env(build_ctx *b);
/* Applies [cache] max_size (project_config.cache_max_bytes; 0 = no limit): removes the least
 * recently used buffers until the cache fits; *evicted says how many bytes went. Call it with
 * no frame in flight. */
int build_enforce_cache_limit(build_ctx *b, uint64_t *evicted, fb_error *err);
/* 1 if the accumulation buffer of iter_key is cached (no store). */
int build_buffer_cached(build_ctx *b, const char *iter_key);

/* Plans one genome file and records the plan: keys, frames past the end dropped (their
 * PNGs too), frames found up to date recorded as built; then plan_actions. A genome that
 * does not parse gives 0 with seq->failed set: the error is recorded, the outputs kept. */
int build_plan(build_ctx *b, const char *relpath, sequence *seq, fb_error *err);
/* A genome file that is gone: its records go; its outputs stay in out/ as orphans (orphans.h). */
int build_remove(build_ctx *b, const char *relpath, fb_error *err);
/* Removes from out/NAME/ the frames a build wrote that seq (NULL: none) does not name, and the
 * frame directory if it ends up empty; and out/NAME.png (.jpg, .exr) unless seq is a still of
 * that file. With --farm, temp files other processes (killed workers) left of it too. */
void build_prune_frames(build_ctx *b, const char *name, const sequence *seq);

/* Renders frame pf of a parsed sequence (sequence_ensure_parsed) and writes its PNG; the
 * buffer is stored in the cache when iterated. A frame cancelled or abandoned through ctl
 * (may be NULL) fails with the message "cancelled" and writes no PNG. No store. */
int build_frame_render(build_ctx *b, const sequence *seq, const planned_frame *pf, const frame_control *ctl,
                       frame_result *res, fb_error *err);
/* "; topped up: 94% of its samples drawn, the rest cached" for a frame whose iteration started
 * from a cached buffer of fewer samples, "; quality auto: 1.2e+06 samples, noise 0.048" for a
 * quality = auto frame, else "": for the frame's log line. */
const char *build_frame_samples_text(const frame_result *res, char *buf, size_t n);
/* Records a rendered frame in the store and counts it. */
int build_frame_record(build_ctx *b, const char *relpath, const frame_result *res, fb_error *err);

/* ---- the farm (farm.h), for build --farm and watch --farm --------------------------------- */

/* Where a farm run of this build lives and what its nodes are told (absolute paths). */
typedef struct build_farm_paths {
  char exe[PATH_MAX], root[PATH_MAX], state[PATH_MAX];
} build_farm_paths;
/* A farm run for this build's project, with its [farm] settings. */
int build_farm_new(build_ctx *b, farm **out, fb_error *err);
/* A frame's result from the farm as the frame a local render returns (its file stat'ed here):
 * 0, or -1 with the reason (its failure, or its file missing here). */
int build_farm_result(build_ctx *b, const sequence *seq, const planned_frame *pf, const farm_result *r,
                      frame_result *res, fb_error *err);

/* Whether the video of a planned sequence must be encoded: 1 yes (its key in key), 0 no (up
 * to date, or the sequence wants no video: any old one is removed), -1 error. */
int build_video_plan(build_ctx *b, const sequence *seq, char key[65], fb_error *err);
/* Encodes the video from the frames on disk (ffmpeg). No store. */
int build_video_encode(build_ctx *b, const sequence *seq, fb_error *err);
/* Records the outcome of build_video_encode: error NULL when it succeeded. */
int build_video_record(build_ctx *b, const char *relpath, const char *key, const char *error, fb_error *err);

#endif
