/*
 * build_farm.c — build --farm (build.h, build_internal.h): the frames build_project planned
 * go to the cluster (farm.h) instead of the pipeline, each as a job that waits for its result;
 * the results come back as the jobs the pipeline would have returned and are recorded by
 * build.c's build_record_job as they land. Also the farm run of a build's project and a
 * result made a frame's (build_farm_new, build_farm_result), which watch --farm shares.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../farm/farm.h"
#include "../render/render.h"
#include "../util/fs.h"
#include "build_internal.h"
#include "frame.h"
#include "../plan/plan.h"

/* ---- build --farm: frames to the cluster, results recorded here as they land ------------- */

/* A frame for the farm: its job waits (as r->pending) for the result. */
int build_farm_frame_add(build_ctx *b, seq_run *r, const sequence *seq, const planned_frame *pf, fb_error *err) {
  frame_job *j = frame_job_new(&b->env, seq, pf, NULL, r);
  if (!j) return fb_errorf(err, "out of memory");
  farm_frame f = {.index = pf->index, .tag = j};
  snprintf(f.path, sizeof f.path, "%s", seq->path);
  memcpy(f.iter_key, pf->iter_key, 65);
  memcpy(f.finish_key, pf->finish_key, 65);
  store_frame row; /* a previous build's time for this frame: how the tasks are balanced */
  fb_error ignored;   /* without it the frame counts as the mean */
  if (store_frame_get(b->s, seq->path, pf->index, &row, &ignored) == 1) f.estimate_s = row.seconds;
  if (farm_add(b->farm, &f, err) < 0) {
    frame_job_free(j);
    return -1;
  }
  r->pending++;
  return 0;
}

/* What a worker handed back is not trusted for its word: the frame must be a whole file that
 * carries the finish key planned here (a torn PNG, or a valid one of another frame, fails the
 * frame and is removed, so no later build takes it for built), and the cache entry it says it
 * iterated, if there, must be bound to the frame's iter_key (one that is not goes: cache_get
 * would refuse it anyway). */
static int farm_output_checked(build_ctx *b, const planned_frame *pf, const char *path, int iterated, fb_error *err) {
  const size_t n = strlen(path);
  const int exr = n > 4 && !strcmp(path + n - 4, ".exr"), jpg = n > 4 && !strcmp(path + n - 4, ".jpg");
  char carried[65] = "";
  const int has_key = exr   ? render_exr_text(path, "flamebuild_finish_key", carried, sizeof carried)
                      : jpg ? render_jpeg_text(path, "flamebuild_finish_key", carried, sizeof carried)
                            : render_png_text(path, "flamebuild_finish_key", carried, sizeof carried);
  const char *why = NULL;
  if (jpg && !render_jpeg_whole(path)) why = "is not a whole JPEG (torn or overwritten)";
  else if (!exr && !jpg && !render_png_intact(path)) why = "is not a whole PNG (torn or overwritten)";
  else if (!has_key) why = "carries no flamebuild key";
  else if (strcmp(carried, pf->finish_key)) why = "is the image of another frame or version (its key is not this frame's)";
  if (why) {
    unlink(path);
    return fb_errorf(err, "the farm's worker handed back %s, which %s; it is removed and the frame failed (build again "
                          "to render it)",
                     path, why);
  }
  if (iterated && cache_has(&b->buffers, pf->iter_key) && !cache_check(&b->buffers, pf->iter_key)) {
    build_say(b, BUILD_LOG_WARNING, "%s: the cache entry the farm stored for it is not bound to its key; removed", path);
    cache_remove(&b->buffers, pf->iter_key, NULL);
  }
  return 0;
}

int build_farm_result(build_ctx *b, const sequence *seq, const planned_frame *pf, const farm_result *r,
                      frame_result *res, fb_error *err) {
  if (r->state != FARM_DONE) return fb_errorf(err, "%s", r->error);
  *res = (frame_result){.iterated = r->iterated};
  store_frame *row = &res->row;
  char path[PATH_MAX];
  sequence_file_path(b->p, seq, pf->file, path, sizeof path);
  plan_frame_record(row, pf, path);
  row->samples = r->samples;
  row->seconds = r->seconds;
  snprintf(row->backend, sizeof row->backend, "farm:%.10s", r->backend);
  /* The worker said done: its frame must be here. */
  if (row->out_size < 0)
    return fb_errorf(err, "the farm rendered it, but %s is not here (a filesystem the nodes do not share?)", path);
  return farm_output_checked(b, pf, path, r->iterated, err);
}

/* A result from the farm: the frame recorded as a local build records it. One the cluster
 * could not take is not a result: nothing is recorded (the frame stays stale) and the run's
 * error is said once, by build_farm_run. */
static void on_farm_frame(void *ctx, const farm_frame *f, const farm_result *res) {
  build_ctx *b = ctx;
  frame_job *j = f->tag;
  if (res->state == FARM_NOT_RUN) {
    if (build_release_job(b, j, &b->farm_err) < 0 && b->farm_rc == 0) b->farm_rc = -1;
    return;
  }
  j->rc = build_farm_result(b, j->seq, &j->pf, res, &j->res, &j->err);
  if (build_record_job(b, j, &b->farm_err) < 0 && b->farm_rc == 0) b->farm_rc = -1;
}

/* Between polls: the status, and a node lost since the last poll said at once (whether quiet
 * or not: a node of the cluster is in trouble). */
static void on_farm_tick(void *ctx) {
  build_ctx *b = ctx;
  int lost_tasks = 0;
  const char *lost = farm_lost_nodes(b->farm, &lost_tasks);
  if (lost_tasks > b->farm_lost_said) {
    const int n = lost_tasks - b->farm_lost_said;
    build_say(b, BUILD_LOG_WARNING, "farm: node%s %s lost during the run (not responding or down): %d task%s sent again "
                                    "to the other nodes",
              strchr(lost, ',') ? "s" : "", lost, n, n == 1 ? "" : "s");
    b->farm_lost_said = lost_tasks;
  }
  build_report_status(b);
}

/* Every frame planned: to the cluster, and back. */
int build_farm_run(build_ctx *b, int rc, fb_error *err) {
  const build_options *opt = b->opt;
  if (farm_frames(b->farm) && !opt->quiet)
    build_say(b, BUILD_LOG_INFO, "farm: %d frames to Slurm", farm_frames(b->farm));
  fb_error ferr;
  const int farm_rc = farm_run(b->farm, on_farm_frame, on_farm_tick, b, &ferr);
  if (farm_rc == 0 && farm_frames(b->farm) && !opt->quiet && farm_job_ids(b->farm)[0]) {
    char nodes[1024];
    farm_nodes_used(b->farm, nodes, sizeof nodes);
    build_say(b, BUILD_LOG_INFO, "farm: Slurm job %s done%s%s%s", farm_job_ids(b->farm), nodes[0] ? " (frames by node: " : "",
              nodes, nodes[0] ? ")" : "");
  }
  if (rc == 0 && b->farm_rc < 0) rc = -1, *err = b->farm_err;
  /* The cluster could not be used: one message for the run, as Deadline or OpenCue report a
   * submission that failed — its frames are not failures of theirs. */
  const int not_run = b->counts->not_run;
  if (rc == 0 && farm_rc < 0 && not_run)
    rc = fb_errorf(err, "farm: %d frame%s not rendered, left stale (none recorded failed; build again once Slurm takes "
                        "jobs): %.880s",
                   not_run, not_run == 1 ? "" : "s", ferr.msg);
  else if (rc == 0 && farm_rc < 0) rc = -1, *err = ferr;
  return rc;
}

int build_farm_new(build_ctx *b, farm **out, fb_error *err) {
  build_farm_paths *fp = &b->farm_paths;
  ssize_t n = readlink("/proc/self/exe", fp->exe, sizeof fp->exe - 1);
  if (n <= 0) return fb_errorf(err, "farm: cannot find this flamebuild's own path: %s", strerror(errno));
  fp->exe[n] = 0;
  if (fb_make_dirs(b->p->state_dir, err) < 0) return -1;
  if (!realpath(b->p->root, fp->root) || !realpath(b->p->state_dir, fp->state))
    return fb_errorf(err, "farm: %s: %s", b->p->root, strerror(errno));
  /* What the nodes are told: absolute paths, as the shared filesystem shows them. */
  const char *worker = b->p->cfg.farm.worker[0] ? b->p->cfg.farm.worker : fp->exe;
  const farm_where where = {.project_root = fp->root, .state_dir = fp->state, .executable = worker,
                            .profile = b->p->profile, .qs = b->p->qs, .ss = b->p->ss, .backend = b->p->cfg.backend};
  return farm_new(&b->p->cfg.farm, &where, out, err);
}
