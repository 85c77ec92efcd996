/*
 * watch.h — `flamebuild watch`: keep every output of a project up to date while its genome
 * files are edited.
 *
 * watch_run builds the project, then follows it: libuv file events on the root and every
 * directory below it (out/ and hidden ones excepted) → per-path debounce → the changed
 * genome is re-planned alone (its content hash confirms a change: a save of the same bytes
 * plans to no work) → queued frames of it whose keys changed are dropped, a running one whose
 * iteration is stale is cancelled at its next chunk (one whose tone map alone is stale
 * after its iteration, which is cached), and the new work is queued first, frames nearest
 * the edited keyframe first → a video is re-encoded once its sequence has had no work for
 * settle_s. A genome that stops parsing keeps its last good outputs and its
 * error is shown until the next good save. Inotify's silent queue overflow is caught by a
 * periodic stat sweep, which rescans the project and says so.
 *
 * Threads: the caller's thread runs the libuv loop and owns the store (events, planning,
 * every database write); one worker thread renders one job at a time (a frame, or a video
 * through ffmpeg) with the CPU backend's threads or the GPU. They share a job queue under a
 * mutex; the worker wakes the loop with uv_async_send when a job starts or ends. See
 * watch_internal.h.
 *
 * SIGINT and SIGTERM stop it: the running frame is cancelled at its next chunk (a video
 * encode is let finish), nothing half-made is recorded, and watch_run returns 0.
 * The caller holds the project lock (project_lock "watch"), so `status` works meanwhile
 * and a second build or watch is refused with this process's pid.
 */
#ifndef FLAMEBUILD_WATCH_H
#define FLAMEBUILD_WATCH_H

#include "../util/error.h"
#include "../scheduler/build.h"
#include "../project/project.h"

typedef struct watch_options {
  int threads;               /* CPU render threads, 0 = all cores */
  double debounce_s;         /* quiet time after a path's last event; 0 = 0.05 */
  double sweep_s;            /* period of the stat sweep; 0 = 2 */
  double settle_s;           /* a sequence's quiet time before its video is encoded; 0 = 1 */
  int allow_broken;          /* build_options.allow_broken */
  const char *farm;          /* "slurm": frames render on the cluster (build_options.farm) */
  const char *gpus;          /* --gpus: [render] gpus, kept over flamebuild.conf's (NULL: its) */
  double preview;            /* after an edit, frames to iterate are first rendered at this share
                                of their quality (0 or 1: no previews) */
  uint64_t before_max;       /* with a view: the before-images kept for the page, at most this
                                many bytes (0: 1 GiB) */
} watch_options;

/* A snapshot for a live display. */
typedef struct watch_status {
  int directories;           /* watched (or polled) */
  int sequences, failed_sequences;
  int queued;                /* jobs waiting: frames and videos */
  int running;               /* frames in flight (or a video encoding) */
  char running_what[1100];   /* the oldest: "anim 5/48: frame 12 (iterate)", its sequence's
                                frames done of those its last edit queued, its file's number */
  double running_progress;   /* 0..1 of its iteration */
  build_counts counts;       /* since the watcher started: iterated, refinished (= cache hits), videos, failed */
  int failed_frames;         /* frames whose last render with their keys failed, now (an edit or a
                                render that works clears them) */
  int warned_sequences;      /* sequences whose file the parser warned about, now (until it changes) */
  int warnings;              /* their warnings */
  char first_warning[512];   /* the first of them */
  char last_error[1024];
  int idle;                  /* nothing queued, running or pending */
  int farm_held;             /* --farm: frames the cluster did not take, stale until the next */
  double farm_retry_s;       /* edit or the retry, due in this many seconds */
} watch_status;

enum watch_log_level {
  WATCH_LOG_FRAME,           /* one frame ended: rendered, a preview, cancelled, already stale */
  WATCH_LOG_INFO,            /* a sequence changed, was added or removed; an edit's frames all
                                done (one line per pass); a video encoded; up to date; rescans */
  WATCH_LOG_ERROR,           /* a genome that does not parse, a frame that failed, a fault */
  WATCH_LOG_WARNING,         /* what a genome's parser ignored (an unknown attribute…) */
  WATCH_LOG_FRAME_START      /* one frame or video started */
};

/* What a live page shows (watch --serve): every sequence, every frame's state. */
enum { WATCH_VIEW_PROFILES = 4 }; /* other profiles whose frames the page can compare */
enum watch_frame_state {
  WATCH_FRAME_DONE,          /* up to date */
  WATCH_FRAME_STALE,         /* out of date and not queued (its genome stopped parsing, the watcher
                                stops, or --farm's cluster did not take it) */
  WATCH_FRAME_QUEUED,
  WATCH_FRAME_RENDERING,
  WATCH_FRAME_FAILED         /* its last render with these keys failed */
};

typedef struct watch_frame_view {
  int state;                 /* enum watch_frame_state */
  double seconds;            /* its last render took (0: none seen) */
  long long version;         /* its file's mtime in ns (0: no file): changes whenever the file is rewritten,
                                a preview included */
  int preview;               /* the file is a preview at a share of the quality, the frame itself to come */
  long long before;          /* the version of its before-image, the file as it was when the last edit
                                of its sequence that changed it was saved (.flamebuild/before/NAME/FILE),
                                0: none (not changed by that edit, no room left, or no edit yet) */
  long long other[WATCH_VIEW_PROFILES]; /* the version of the file of that name in each of
                                watch_view.profiles' outputs, 0: none */
  char file[256];            /* its file in the sequence's folder of out/ (watch_seq_view.folder) */
  char error[512];           /* why its last render failed ("" none) */
} watch_frame_view;

typedef struct watch_seq_view {
  char name[1024];           /* out/NAME */
  char folder[1024];         /* where its frames' files are in out/ (sequence_folder): NAME, or
                                for a still (out/NAME.png) the folder NAME is in ("" out/) */
  char path[1024];           /* the genome file, relative to the root */
  int animation;
  int failed;                /* the genome does not parse now: its frames are the last good plan's */
  char error[1024];
  char not_drawn[1024];      /* what the file asks for that is not drawn (sequence.unsupported) */
  char warnings[2048];       /* what the parser ignored in the file, one a line (sequence.warnings:
                                until a save of the file without them) */
  char video[256];           /* its video's file name in out/ ("" none on disk) */
  long long video_version;   /* the video's mtime in ns */
  double fps;                /* [animation] fps: the rate its frames play at */
  long long edit_ms;         /* when the last edit that changed its frames was planned (wall clock,
                                ms), 0: none since the watcher started */
  int nframes;
  watch_frame_view *frames;
} watch_seq_view;

typedef struct watch_view {
  int nseqs;
  watch_seq_view *seqs;
  char out[160];             /* the watcher's outputs in the project's out/: "" or its profile's
                                folder, "preview/" */
  int nprofiles;             /* the other profiles of flamebuild.conf with outputs, */
  char profiles[WATCH_VIEW_PROFILES][128]; /* by name ("" the default), their outputs in
                                out/PROFILE/ (the default's in out/) */
} watch_view;

/* Where the watcher reports (called on the watch_run thread only). */
typedef struct watch_display {
  /* One event; `when` is the wall-clock time it happened (CLOCK_REALTIME seconds). */
  void (*log)(void *ctx, double when, int level, const char *msg);
  /* The state changed, or the running frame progressed (at most every 100 ms). May be NULL. */
  void (*status)(void *ctx, const watch_status *st);
  void *ctx;
  /* What the frames look like changed: a frame was queued, started, finished (its file
   * rewritten) or failed, a sequence was planned or removed. Called as soon as the watcher
   * learns it; the view is valid during the call only (copy what you keep, and return
   * quickly: the watcher waits). May be NULL: then no view is kept. */
  void (*view)(void *ctx, const watch_view *v);
} watch_display;

/* Builds and watches the project until SIGINT or SIGTERM. Returns 0 after a signal (counts
 * gets the work done), -1 when it could not start (no store, no watch on the root, a
 * backend = cuda project without a GPU). Faults while watching are reported, not fatal. */
int watch_run(project *p, const watch_options *opt, const watch_display *display, build_counts *counts,
              fb_error *err);

#endif
