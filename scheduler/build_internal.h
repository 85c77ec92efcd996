/*
 * build_internal.h — the build session's state, shared by build.c (the session, submitting
 * frames), build_record.c (recording what comes back), build_farm.c (--farm), build_plan.c,
 * build_video.c and build_progress.c. Not for other parts: they use build.h (and a frame's
 * stages only frame.h's frame_env).
 */
#ifndef FLAMEBUILD_BUILD_INTERNAL_H
#define FLAMEBUILD_BUILD_INTERNAL_H

#include <limits.h>
#include <stdatomic.h>

#include "../cache/store.h"
#include "build.h"

struct frame_job; /* frame.h */

/* A sequence's frames, for the status: recorded (done or failed) of those it renders. */
typedef struct build_seq_count {
  char name[128];
  int done, total;
} build_seq_count;

/* A planned sequence whose frames are in flight: it lives until its last frame is recorded,
 * then its video is encoded and it is freed (frame jobs point into it). */
typedef struct seq_run {
  sequence seq;
  int pending;               /* frames submitted and not yet recorded */
  int frames_failed;
  int iterated, refinished;
  int left_stale;            /* frames to render outside --frames: no video this time */
  int all_submitted;
  build_seq_count count;     /* for the status */
} seq_run;

/* A frame in flight, for the status (build_progress.c). */
typedef struct build_flight {
  int used;                  /* the build's thread's */
  char what[160];            /* "NAME: frame 17": the file's number (00017.png) */
  int index;                 /* its frame number, from 0 */
  int refinish;              /* a re-finish from the cache: no iteration, so no progress to show */
  double samples;            /* what it asks for, about (build_frame_samples); 0 not known */
  const build_seq_count *seq; /* its sequence's (lives until its last frame is recorded) */
  atomic_int permille;       /* its iteration's progress: written by the render thread */
  double started;            /* CLOCK_MONOTONIC s */
  frame_control ctl;   /* progress → permille */
  struct build_ctx *b;
} build_flight;

struct build_ctx {
  project *p;
  store *s;
  cache buffers;             /* thread-safe: every entry is written to a temp name of its own */
  struct buffer_pool *frames; /* frames' big host buffers, reused (page-locked with a GPU) */
  const build_options *opt;
  build_counts *counts;
  int use_gpu;               /* the project's backend resolved: auto found a GPU */
  char kernel_cache[PATH_MAX]; /* compiled GPU kernels live in the project's cache */
  frame_env env;             /* what its frames' stages read (frame.h): the above, for them */
  double t0;                 /* the build's start (CLOCK_MONOTONIC s) */
  int stopping;              /* a frame could not be written, or the GPU failed under cuda:
                                start no more */
  char stop_reason[1024];
  /* build_project's status (build_progress.c): the counters it keeps, the frames in flight. */
  build_status status;
  build_flight *flights;
  int nflights;
  double first_frame_t;      /* when the first frame was submitted; 0 before */
  int report_inline;         /* -j 1: frames render in the build's thread, which reports from
                                their progress callbacks */
  struct farm *farm;         /* build --farm: frames go to the cluster, not the pipeline */
  build_farm_paths farm_paths; /* what build_farm_new tells the nodes */
  int farm_rc;               /* a store fault while recording the farm's results */
  int farm_lost_said;        /* tasks of lost nodes said so far (farm_lost_nodes) */
  fb_error farm_err;
  int longest_planned;       /* frames of the longest sequence planned (--frames checks its range) */
};

/* --frames: whether frame k is in the range asked for (every frame without --frames). */
static inline int build_frame_wanted(const build_options *opt, int k) {
  return !opt->frames_limited || (k >= opt->frames_from && k <= opt->frames_to);
}

/* build_record.c. Records a job the pipeline (or the farm) returned, in this (the store's)
 * thread; the sequence's last frame finishes it (build_finish_sequence). -1 on a store fault. */
int build_record_job(build_ctx *b, struct frame_job *j, fb_error *err);
/* A job that never ran (the farm could not take it) handed back: nothing is recorded, so its
 * frame stays stale, and its sequence keeps its video this time, as a frame outside --frames
 * does; the sequence's last job finishes it. -1 on a store fault. */
int build_release_job(build_ctx *b, struct frame_job *j, fb_error *err);
/* The last frame of a sequence is in: its video and contact sheet, its outcome to the
 * observer, then r is freed. */
int build_finish_sequence(build_ctx *b, seq_run *r, fb_error *err);
/* A sequence's outcome to the observer (build_observer.sequence); error: the genome's, else
 * NULL. */
void build_report_sequence(build_ctx *b, const sequence *seq, const char *error, int iterated, int refinished,
                           int failed, const char *video);

/* build_farm.c. A frame for the farm: its job waits (as r->pending) for the result. */
int build_farm_frame_add(build_ctx *b, seq_run *r, const sequence *seq, const planned_frame *pf, fb_error *err);
/* Every frame planned: to the cluster, and back, each result recorded as it lands
 * (build_record_job). rc is the build's so far: returned, or -1 with *err (the store's fault,
 * then the farm's) where it was 0. */
int build_farm_run(build_ctx *b, int rc, fb_error *err);

/* build_video.c. The temporary files a killed build left anywhere under dir (the caller holds
 * the project's lock, so they are nobody's now): a video's and ffmpeg's log, a contact sheet's,
 * with `frames` a frame's or a still's (not in a farm's worker); and a sequence's video brought up to date once its frames are, *outcome as
 * build_sequence_result.video. */
void build_remove_output_temps(const char *dir, int frames, int depth);
/* build_plan.c: forgets every genome of the store that is not among the n sorted paths (a
 * file that vanished since the last build), saying so unless quiet. */
int build_forget_vanished(build_ctx *b, char **paths, int n, fb_error *err);
int build_video_update(build_ctx *b, const sequence *seq, const char **outcome, fb_error *err);

/* build_progress.c. A message to the observer, or a line on stderr ("flamebuild: error: "
 * and "flamebuild: warning: " prefixed). */
void build_say(build_ctx *b, int level, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* The table of frames in flight: room for max_inflight. -1 when out of memory. */
int build_progress_init(build_ctx *b, int max_inflight, int report_inline);
void build_progress_free(build_ctx *b);
/* A frame starts: its entry, whose ctl reports the iteration's progress (NULL: the table is
 * full; the frame renders without). Give it back when the frame is recorded. */
build_flight *build_flight_take(build_ctx *b, const build_seq_count *seq, const planned_frame *pf, double samples);
/* The samples a planned frame of a parsed sequence asks for, about: those of its keyframe (a
 * set of stills) or of the keyframe nearest its time; 0 under quality = auto (the frame
 * decides as it goes). The status counts a frame in flight at its iteration's share of them. */
double build_frame_samples(const sequence *seq, const planned_frame *pf);
void build_flight_give(build_flight *f);
/* Calls the observer's status with the build as it stands. */
void build_report_status(build_ctx *b);

#endif
