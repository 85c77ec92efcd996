/*
 * farm.h — a build's frames rendered on a cluster: the frames become one Slurm array job whose
 * tasks each run `flamebuild worker` on a node, and come back as result files; the submitting
 * process stays the only writer of the project's state.db.
 *
 *   farm *f;
 *   farm_new(&cfg, &where, &f, &err);
 *   farm_add(f, &frame, &err);            // every frame that needs rendering (its time last build)
 *   farm_run(f, on_frame, on_tick, ctx, &err); // submit, follow, retry; on_frame per result
 *   farm_free(f);
 *
 * Everything between the submitter and the workers goes through files on the shared
 * filesystem, each written to a temporary name and renamed: the manifest (which frames each
 * task renders), one result file per frame, and markers (a frame started, a frame cancelled).
 * Workers write frames and cache entries the way a local build does (temp then rename), so
 * nothing relies on locks across hosts and nothing but this process touches SQLite. A task
 * that ends (squeue no longer lists it) without a result for each of its frames failed: it is
 * submitted again at once, up to cfg.retries times, then its frames fail with the end of its
 * log. A task whose node is lost (sinfo: not responding, down or failed — slurmctld's ping
 * failed; or a task seen running that Slurm put back in the queue) is cancelled and submitted
 * again at once with --exclude of the lost nodes, rather than left to Slurm's requeue.
 *
 * Run directory: .flamebuild/farm/RUN/ (manifest, job.sh, logs/, results/, started/,
 * cancel/), removed when the run succeeds or no job of it was ever taken, kept when a frame
 * failed or the cluster was lost mid-run (its logs are the evidence) with an "ended" marker; a
 * folder without one whose submitter is gone is an abandoned run (farm_end_abandoned).
 */
#ifndef FLAMEBUILD_FARM_H
#define FLAMEBUILD_FARM_H

#include <stddef.h>

#include "../util/error.h"

typedef struct farm_config {
  char partition[64];        /* sbatch --partition; "" the cluster's default */
  char account[64];          /* --account */
  char time_limit[32];       /* --time, e.g. 30:00 */
  char gres[64];             /* --gres, e.g. gpu:1 */
  int max_tasks;             /* array tasks running at once (%N); default 32 */
  double task_time_s;        /* a task's length to aim at, by the frames' times in the previous
                                build: their sum over this is the number of tasks; default 300.
                                Without any time known, min(frames, max_tasks) tasks */
  int retries;               /* a failed task is submitted again this many times; default 2 */
  char sbatch_args[256];     /* more sbatch arguments, split at spaces (no shell) */
  double poll_s;             /* seconds between squeue polls; default 2 */
  char arch[64];             /* the nodes' GPU architectures, space-separated ("sm_90", or
                                "sm_90 sm_100" for a farm of mixed GPUs): their kernels are
                                compiled once each, on the submit host, into the project's
                                cache (keyed by architecture); "" none */
  char worker[1024];         /* the flamebuild the nodes run, an absolute path as they see it;
                                "" the submitting flamebuild's own */
} farm_config;

void farm_config_defaults(farm_config *c);

/* Where the run lives and what the workers are told. All paths absolute. */
typedef struct farm_where {
  const char *project_root;  /* the project, as the nodes see it (a shared filesystem) */
  const char *state_dir;     /* its .flamebuild: the run directory goes in farm/ under it */
  const char *executable;    /* the flamebuild the nodes run (the submitter's own) */
  const char *profile;       /* --profile NAME or "" */
  double qs, ss;             /* --qs, --ss */
  const char *backend;       /* what the workers render with: "auto", "cpu", "cuda" */
} farm_where;

/* One frame to render. */
typedef struct farm_frame {
  char path[1024];           /* the genome file, relative to the project */
  int index;
  char iter_key[65], finish_key[65];
  double estimate_s;         /* its expected time (a previous build's), 0 when unknown */
  void *tag;                 /* the caller's */
} farm_frame;

/* FARM_NOT_RUN: the cluster could not be used — sbatch refused the job (no controller, say),
 * or squeue stopped answering — so the frame was neither rendered nor did it fail: it stays
 * stale and a later run sends it again. Its error is the run's (farm_run's err), which a
 * caller says once, never per frame. */
enum farm_state { FARM_DONE, FARM_FAILED, FARM_NOT_RUN };

typedef struct farm_result {
  int state;                 /* enum farm_state */
  int iterated;              /* 1 iterated, 0 re-finished from the cache or already built */
  char backend[16];          /* "cpu", "cuda:0", … */
  char node[64];             /* the node that rendered it, as its worker says ("" unknown) */
  double samples, seconds;
  char error[1024];          /* FAILED: why (a task that died: the end of its log) */
} farm_result;

typedef struct farm farm;

int farm_new(const farm_config *cfg, const farm_where *where, farm **out, fb_error *err);
/* A path holding a newline or a tab cannot be written in the manifest: refused. Returns the
 * frame's number (0, 1, … in the order added) or -1. */
int farm_add(farm *f, const farm_frame *frame, fb_error *err);
int farm_frames(const farm *f);
/* How many array tasks n frames become (their estimate_s, [farm] max_tasks and task_time). */
int farm_task_count(const farm_frame *frames, int n, int max_tasks, double task_time_s);
/* Frame i as added (its tag), and whether its result came back. */
const farm_frame *farm_frame_at(const farm *f, int i);
int farm_landed(const farm *f, int i);
/* From on_tick: frame i is no longer wanted (an edit made it stale). It lands at once as
 * FAILED with the error "cancelled", is never run again, and a task left with nothing
 * wanted is cancelled in Slurm (scancel JOB_TASK) — pending or running. Its cancel marker
 * (farm_mark) tells a task that still has other frames to do to skip it, or to abandon it
 * mid-render; and before farm_run returns, every task that held a cancelled frame is
 * cancelled and gone from squeue, so that no stale render lands after the run. */
void farm_cancel(farm *f, int i);
/* Submits the frames (none: returns at once), follows the tasks until every frame has a
 * result, calling on_frame(ctx, frame, result) for each as it lands and on_tick(ctx) between
 * polls (may be NULL). Returns 0 when the run ended (frames may have failed: their results say
 * so), -1 when the cluster could not be used (sbatch failed — at the first submission or a
 * retry's —, or squeue did not answer for a minute): err says why, with the command and what
 * it printed, and every frame without a result is handed to on_frame as FARM_NOT_RUN (the
 * tasks submitted are cancelled). A run that never had a job taken leaves no folder. */
int farm_run(farm *f, void (*on_frame)(void *ctx, const farm_frame *frame, const farm_result *result),
             void (*on_tick)(void *ctx), void *ctx, fb_error *err);
/* Where the frames that landed done were rendered, by their workers' word: "n1 9, n2 8" (the
 * nodes in the order first seen; "" when none said). */
void farm_nodes_used(const farm *f, char *out, size_t n);
/* The nodes found lost during the run, comma-separated, and how many tasks they cost (their
 * frames were sent again elsewhere). */
const char *farm_lost_nodes(const farm *f, int *tasks);
/* The Slurm job ids submitted so far ("1234 1240"), for messages and status. */
const char *farm_job_ids(const farm *f);
void farm_free(farm *f);

/* ---- what `status` shows: farm_status.c ------------------------------------------------------ */

/* The farm run of a build in progress (its process alive), as its files say: per genome file
 * the frames sent, and of them those whose result came back (landed, failed among them: a
 * cancelled frame counts as both), those a worker has begun (running) and the rest (queued). */
typedef struct farm_sequence_progress {
  char path[1024];
  int frames, queued, running, landed, failed;
} farm_sequence_progress;

typedef struct farm_status {
  int active;                /* 1: a build's farm run is in progress */
  char jobs[512];            /* its Slurm job ids, space-separated ("" before the first submit) */
  char dir[4096];            /* its run folder */
  farm_sequence_progress *v;
  int n;
} farm_status;

/* Reads the newest farm run under state_dir whose build is still running. 0 (st->active 0
 * when none), -1 only when out of memory. */
int farm_status_load(const char *state_dir, farm_status *st, fb_error *err);
const farm_sequence_progress *farm_status_find(const farm_status *st, const char *path);
void farm_status_free(farm_status *st);

/* ---- runs whose submitter is gone: farm_abandoned.c ------------------------------------------ */

/* Ends the farm runs under state_dir whose submitter died without finishing them (killed):
 * each is marked abandoned — its workers skip their frames, or abandon the one they render
 * before writing it — and its Slurm jobs are cancelled. Only for a caller that holds the
 * project's lock, or has seen that nobody does (a live submitter holds it). Returns how many
 * runs it ended (0 when none), -1 only for a path too long. */
int farm_end_abandoned(const char *state_dir, fb_error *err);

/* ---- the worker's side: farm_files.c ------------------------------------------------------ */

typedef struct farm_manifest {
  char project_root[4096], profile[128], backend[16];
  double qs, ss;
  char results_dir[4096];
  int ntasks;
  farm_frame *frames;        /* every task's */
  int *task_of;              /* frames[i] belongs to task task_of[i] */
  int nframes;
} farm_manifest;

/* Reads a manifest farm_run wrote. */
int farm_manifest_read(const char *path, farm_manifest *m, fb_error *err);
void farm_manifest_free(farm_manifest *m);
/* Writes the result of one frame into the run's results/ (temp then rename). */
int farm_result_write(const farm_manifest *m, const farm_frame *frame, const farm_result *r, fb_error *err);

/* Markers of frame i (the manifest's numbering) in the run folder RUN (the manifest's folder),
 * farm_marks.c: RUN/KIND/F<i>, an empty file. "started": a worker began rendering it;
 * "cancel": the submitter no longer wants it (an edit made it stale) — every frame of a run
 * marked abandoned (farm_end_abandoned) counts as cancelled. */
int farm_mark(const char *run_dir, const char *kind, int frame, fb_error *err);
int farm_marked(const char *run_dir, const char *kind, int frame);

#endif
