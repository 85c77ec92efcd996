/*
 * watch_internal.h — the watcher's state, shared by its parts:
 *
 *   watch.c        the loop: start, signals, timers, job completions, display, shutdown
 *   watch_log.c    messages to the display, and the last error until it is fixed
 *   watch_fs.c     directory watches, events → pending paths, scans, the overflow sweep
 *   watch_plan.c   a due genome path: plan it, diff the keys, cancel and queue; videos
 *   watch_queue.c  the job queue and the worker thread, which feeds the build's pipeline
 *   watch_farm.c   the worker thread of watch --farm: queued frames to Slurm instead
 *   watch_view.c   what a live page shows (watch_display.view): frames' states, timings, errors
 *
 * Everything here belongs to the loop thread except `wqueue`'s lists and the atomics of the
 * running job, which the worker shares under wqueue.lock. A job holds references to what it
 * renders (wseq, wsnap), so the loop may re-plan or remove a sequence while it runs.
 */
#ifndef FLAMEBUILD_WATCH_INTERNAL_H
#define FLAMEBUILD_WATCH_INTERNAL_H

#include <pthread.h>
#include <stdatomic.h>
#include <sys/stat.h>
#include <uv.h>

#include "../util/clock.h"
#include "../scheduler/build.h"
#include "../plan/plan.h"
#include "../plan/store.h"
#include "watch.h"

/* What the sweep compares: a file as it was when last planned. */
typedef struct wstat {
  int exists;
  dev_t dev;
  ino_t ino;
  off_t size;
  struct timespec mtime, ctime;
} wstat;

void wstat_of(const struct stat *st, wstat *out);
int wstat_same(const wstat *a, const wstat *b);

/* A planned, parsed sequence: immutable once made, shared by the jobs that render it. */
typedef struct wsnap {
  int refs;
  sequence seq;
  char **printed;            /* loop only: canonical text of keyframe i, made on first use */
} wsnap;

/* What the live view keeps of a frame between plans (watch_view.c); the queue adds whether it
 * is queued or rendering. */
typedef struct wframe {
  int state;                 /* WATCH_FRAME_DONE, _STALE or _FAILED */
  double seconds;
  long long version;         /* its file's mtime in ns, 0: none */
  int preview;               /* that file is a preview (watch --preview), not the frame */
  long long before;          /* its before-image's version (wseq.before_v), 0: none */
  long long other[WATCH_VIEW_PROFILES]; /* the file of its name in watch.view_profiles' outputs */
  char error[512];
} wframe;

/* A genome file the watcher knows. */
typedef struct wseq {
  int refs;                  /* the table's and its jobs' */
  char *path;                /* relative to the root */
  char name[1024];           /* out/NAME */
  wsnap *snap;               /* the last good plan; NULL if the file never parsed */
  int failed;                /* the file does not parse now (snap is the last good plan) */
  char error[1024];
  wstat st;                  /* the file when last planned */
  int jobs;                  /* queued or running */
  int frame_jobs;            /* of which frames (previews included) */
  /* The pass: the frames its last plan queued, rendered (their summary is one line of the log
   * when the last of them is done, for an edit; the status area counts them meanwhile). */
  int pass_total, pass_done, pass_iterated, pass_refinished, pass_failed;
  double pass_started;       /* monotonic s; 0: no pass */
  int pass_log;              /* say its summary (an edit's pass, not the first build's) */
  uint64_t last_work;        /* loop ms: a job of it ended or was queued */
  int farm_held;             /* watch --farm: its frames the cluster could not take, held
                                for the next try (watch_farm.c); no video meanwhile */
  int video_dirty;           /* frames changed since the video was last checked */
  int sheet_dirty;           /* frames rendered since the contact sheet was made */
  int removed;               /* out of the table */
  unsigned seen;             /* sweep generation */
  unsigned char *failed_frames; /* per frame of snap: its last render with its keys failed */
  int nfailed_frames;        /* its length */
  wframe *view;              /* per frame of snap (watch_view.c; NULL when no view is kept) */
  /* The last edit's before-images (watch_before.c; only with a view): */
  long long *before_v;       /* per frame of the plan that edit made: its before-image's version
                                (the old file's mtime in ns), 0 none */
  int nbefore_v;
  char **before_files;       /* what it kept, relative to .flamebuild/before */
  int nbefore_files;
  uint64_t before_bytes;
  long long edit_ms;         /* when that edit was planned (wall clock, ms), 0 none */
  int nview;
} wseq;

enum wjob_kind { WJOB_FRAME, WJOB_VIDEO };
/* How a running frame is stopped: at its next chunk (its iteration is stale), or once its
 * iteration is done and cached (only its finish is stale: a tone edit re-finishes from it). */
enum wjob_cancel { WJOB_RUN, WJOB_STOP_AFTER_ITERATION, WJOB_STOP_NOW };

typedef struct wjob {
  struct wjob *next;
  struct wjob *run_next;     /* in wqueue.running */
  frame_control ctl;   /* the render's hooks (ctx: the job), alive while it runs */
  int kind;
  wseq *ws;                  /* reference */
  wsnap *snap;               /* reference: what it renders */
  planned_frame pf;          /* WJOB_FRAME: index, keys, action */
  char video_key[65];        /* WJOB_VIDEO */
  double priority;           /* smaller first, within one insertion */
  double estimate_s;         /* watch --farm: the frame's time in the last build (0 unknown), for
                                the farm's task sizing; read from the store by the loop */
  atomic_int cancel;         /* enum wjob_cancel: raised by the loop, read by the render's hooks */
  atomic_int progress;       /* per mille, set by the worker */
  /* Written by the worker before the job is handed back (or, for `started`, before the
   * job becomes `running`): */
  double started_wall;       /* CLOCK_REALTIME, for the log */
  double started, seconds;   /* monotonic */
  int action;                /* the action actually taken (a cached buffer turns ITERATE into REFINISH) */
  int rc;
  int not_run;               /* watch --farm: the cluster could not take it (FARM_NOT_RUN): rc
                                -1 and err the run's error, but not a failure — it stays stale */
  fb_error err;
  frame_result res;
  int start_logged;          /* loop only */
} wjob;

struct watch; /* below */

typedef struct wqueue {
  pthread_mutex_t lock;
  pthread_cond_t wake;
  wjob *head;                /* waiting, in order */
  int count;
  wjob *running;             /* in the pipeline (or a video encoding), oldest first */
  int nrunning;
  int pipeline_done;         /* the pipeline has a finished frame for the worker */
  wjob *done_head, *done_tail;
  int stop;                  /* the worker exits after its current job */
  int exited;
  uv_async_t async;
  pthread_t thread;
  int thread_started;
  void *(*worker)(struct watch *w); /* the thread's body instead of the pipeline's feeder (queue_start) */
} wqueue;

/* A watched directory. */
typedef struct wdir {
  uv_fs_event_t ev;          /* ev.data = the watch */
  struct wdir *next;
  char *rel;                 /* "" for the root */
  dev_t dev;
  ino_t ino;
  int active;                /* the event handle is started */
  int polled;                /* could not be watched: the sweep looks after it */
  int nested;                /* a project of its own (its flamebuild.conf): not read, its events
                              * but those of flamebuild.conf dropped, until the file goes */
} wdir;

typedef struct wpending {
  char *rel;
  uint64_t due;              /* loop ms */
} wpending;

typedef struct watch {
  uv_loop_t loop;
  project *p;
  store s;
  build_ctx *b;
  build_options bopt;
  build_counts counts;
  watch_options opt;
  const watch_display *disp;
  wqueue q;
  uv_timer_t flush_timer, sweep_timer, verify_timer, tick_timer;
  uv_signal_t sigint, sigterm;
  int flush_armed;
  uint64_t flush_due;

  wdir *dirs;
  int ndirs;
  wseq **seqs;
  int nseqs, capseqs;
  wpending *pending;
  int npending, cappending;
  char **suspects;           /* sweep differences to re-check */
  int nsuspects, capsuspects;
  unsigned sweep_gen;
  wstat conf_st;             /* flamebuild.conf when last read */

  int stopping;
  int initial;               /* planning the first build: queue in file and frame order */
  int reload;                /* flamebuild.conf changed: apply when the worker is idle */
  project_config next_cfg, next_conf; /* the settings and flamebuild.conf as read, to apply */
  config_overrides next_over;
  config_overrides load_over; /* scratch: a table being read, or set aside */
  int idle_reported;
  int any_video_dirty;
  char last_error[1024];
  char last_error_path[1024]; /* the genome file it is about ("" for none), */
  int last_error_frame;      /* and its frame (-1: the file) */
  uint64_t last_status;
  int view_dirty;            /* the live view changed since it was last reported */
  /* watch --farm, when the cluster cannot be used (watch_farm.c): the frames it did not take,
   * stale, held until the next edit or the retry; the outage said once. */
  wjob *farm_held;           /* linked by `next` */
  int nfarm_held;
  char farm_news[1024];      /* the error of the run that just failed, to say at the next tick */
  int farm_down;             /* the outage was said (until a frame comes back) */
  uint64_t farm_retry_due;   /* loop ms */
  double farm_retry_s;       /* the wait before the next retry: doubles to WATCH_FARM_RETRY_MAX_S */
  uint64_t before_bytes;     /* every sequence's before-images (watch_before.c) */
  int nview_profiles;        /* the other profiles with outputs, for the view (watch_view.c) */
  char view_profiles[WATCH_VIEW_PROFILES][128];
} watch;

/* watch_log.c */
void wlog(watch *w, int level, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
void wlog_at(watch *w, double when, int level, const char *fmt, ...) __attribute__((format(printf, 4, 5)));
void watch_error(watch *w, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* An error about a genome file (frame -1) or one of its frames: the status shows it until that
 * file parses again or that frame renders (watch_fixed). */
void watch_error_in(watch *w, const char *path, int frame, const char *fmt, ...) __attribute__((format(printf, 4, 5)));
/* The file (frame -1: parses again) or frame is fine now: a last error about it clears. */
void watch_fixed(watch *w, const char *path, int frame);

/* watch.c */
void watch_config_changed(watch *w);

/* watch_fs.c */
int watch_fs_start(watch *w, fb_error *err);
void watch_fs_stop(watch *w);
void watch_pend_path(watch *w, const char *rel, uint64_t due);
int watch_path_pending(const watch *w, const char *rel);
void watch_flush(uv_timer_t *t);
void watch_sweep(uv_timer_t *t);
void watch_verify(uv_timer_t *t);
void watch_rescan_all(watch *w);

/* watch_plan.c */
wseq *wseq_find(watch *w, const char *rel);
void wseq_unref(watch *w, wseq *ws);
void wsnap_unref(wsnap *s);
void watch_plan_path(watch *w, const char *rel);
void watch_job_done(watch *w, wjob *j);
void watch_settle(watch *w);
void watch_free_seqs(watch *w);

/* watch_farm.c: the worker thread of watch --farm (queue_start's worker, instead of the
 * pipeline's feeder). */
void *watch_farm_worker(watch *w);
/* watch_farm.c, on the loop: a frame job the cluster could not take (wjob.not_run) is held,
 * stale, instead of recorded; the outage is said once at the next tick (watch_farm_tick),
 * which also sends the held frames again when their retry is due (30 s, doubling to 10 min).
 * watch_farm_retry queues them now; watch_farm_unhold hands them to the caller instead (into
 * out, room for w->nfarm_held; returns how many), to queue with an edit's frames as one run;
 * watch_farm_forget drops those of ws (NULL: all) — re-planned, removed, or stopping;
 * watch_farm_up: a frame came back from the cluster, which takes jobs again. */
void watch_farm_hold(watch *w, wjob *j);
void watch_farm_tick(watch *w);
void watch_farm_retry(watch *w);
int watch_farm_unhold(watch *w, wjob **out);
void watch_farm_forget(watch *w, wseq *ws);
void watch_farm_up(watch *w);

/* watch_before.c: the before-images of the live page, kept only with a view. */
void before_start(watch *w);                     /* empties .flamebuild/before */
void before_stop(watch *w);                      /* and again */
/* An edit changed frames[0..n) of ws (nearest it first), seq its new plan: their files as they
 * are now replace ws's set, as far as watch_options.before_max lets them. */
void before_capture(watch *w, wseq *ws, const sequence *seq, const int *frames, int n);
void before_forget(watch *w, wseq *ws);          /* ws is removed */

/* watch_view.c: kept only when the display has a view callback. */
void view_plan(watch *w, wseq *ws);              /* ws->snap is a new plan */
/* A frame job ended; cur: its sequence now (NULL: removed), current: the plan still wants it. */
void view_frame_done(watch *w, wseq *cur, const wjob *j, int current);
void view_publish(watch *w);                     /* reports the view if it changed */

/* watch_queue.c. Starts the worker thread: worker(w) is its body (watch_farm_worker under
 * --farm), or NULL for the feeder of the build's pipeline. */
int queue_start(watch *w, void *(*worker)(watch *w), fb_error *err);
/* Under the queue's lock: a job starts (joins `running`), or ends (goes to the done list). */
void queue_job_start_locked(wqueue *q, wjob *j);
void queue_job_done_locked(wqueue *q, wjob *j);
void queue_stop(watch *w);                       /* clear, cancel, tell the worker to exit */
wjob *wjob_new(int kind, wseq *ws, wsnap *snap);
void wjob_free(watch *w, wjob *j);                /* drops references; ws->jobs-- */
void queue_insert(watch *w, wjob **jobs, int n, int front);
void queue_drop(watch *w, wseq *ws, int kind_mask); /* 1 << WJOB_FRAME | 1 << WJOB_VIDEO; ws NULL: all */
int queue_has_frame(watch *w, wseq *ws, const char *finish_key, int index);
/* Raises the cancel level (enum wjob_cancel) of each running job of ws to what
 * level(job, ctx) says (level NULL: WJOB_STOP_NOW). */
void queue_cancel_running(watch *w, wseq *ws, int (*level)(const wjob *j, void *ctx), void *ctx);
/* Whether frame `index` of ws with this finish key is running and not cancelled. */
int queue_running_is(watch *w, wseq *ws, int index, const char *finish_key);
int queue_idle(watch *w);                        /* nothing queued or running */
/* Jobs queued and running; what and progress: the oldest running job's. */
void queue_counts(watch *w, int *queued, int *running, char *what, size_t n, double *progress);

#endif
