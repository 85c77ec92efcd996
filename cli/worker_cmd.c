/*
 * worker_cmd.c — `flamebuild worker MANIFEST TASK`: what a farm task runs on a node (farm.h).
 * Renders the task's frames of the manifest into the project on the shared filesystem — the
 * cache entries and frames written to temporary names and renamed, as a local build writes
 * them — and writes a result file for each. It never opens the project's state.db and takes
 * no lock: the submitting build holds the lock and is the only writer of the index.
 *
 * A frame whose result is there already (a task run again after it died) is skipped; one
 * whose keys no longer match the genome file (edited since the submit) fails, saying so; one
 * the submitter cancelled (its marker in the run folder: an edit made it stale, watch --farm)
 * is skipped, or abandoned mid-render, before its PNG is written.
 * Exit status: 0 when every frame has a result (failed ones included), 1 when the project or
 * the results cannot be reached — the task is then retried by the submitter.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../farm/farm.h"
#include "../scheduler/build.h"
#include "../plan/plan.h"
#include "../util/fs.h"
#include "../util/clock.h"
#include "cli.h"

static int in_cache(void *ctx, const char *key) { return build_buffer_cached(ctx, key); }

/* The genome file and flamebuild.conf as they were when a file was planned here: a frame is
 * written only if neither changed since, or if the frame's keys, planned again, are still the
 * ones the submitter planned (a build killed mid-run leaves its job running while the artist
 * edits and builds again). */
typedef struct plan_stamp {
  struct stat genome, conf;
  int have_genome, have_conf;
} plan_stamp;

static int stat_of(const char *root, const char *rel, struct stat *st) {
  char path[8300];
  return snprintf(path, sizeof path, "%s/%s", root, rel) < (int)sizeof path && stat(path, st) == 0;
}

static void stamp_take(const project *p, const char *relpath, plan_stamp *s) {
  s->have_genome = stat_of(p->root, relpath, &s->genome);
  s->have_conf = stat_of(p->root, "flamebuild.conf", &s->conf);
}

static int same_file(int had, const struct stat *a, int has, const struct stat *b) {
  return had == has && (!had || (a->st_ino == b->st_ino && a->st_dev == b->st_dev && a->st_size == b->st_size &&
                                 fb_mtime_ns(a) == fb_mtime_ns(b)));
}

/* Frame i of the run in folder run_dir, as its render asks whether it is still wanted. */
typedef struct wanted_check {
  const char *run_dir;
  int frame;
  double next;               /* the next look at the marker (monotonic seconds) */
  const farm_manifest *m;
  const project *p;
  const plan_stamp *stamp;   /* of the frame's file, when it was planned */
  int changed;               /* set: the frame's keys are not the submitter's any more */
} wanted_check;

/* Whether the frame's file or the configuration changed since it was planned here, in a way
 * that changes the frame: its keys planned again from what is on disk now. */
static int frame_changed(wanted_check *c) {
  const farm_frame *f = &c->m->frames[c->frame];
  plan_stamp now;
  stamp_take(c->p, f->path, &now);
  if (same_file(c->stamp->have_genome, &c->stamp->genome, now.have_genome, &now.genome) &&
      same_file(c->stamp->have_conf, &c->stamp->conf, now.have_conf, &now.conf))
    return 0;
  project fresh;
  fb_error err;
  sequence seq;
  if (cli_open_project_at(&fresh, c->m->project_root, c->m->profile[0] ? c->m->profile : NULL, c->m->qs, c->m->ss, NULL,
                       &err) < 0)
    return 1; /* the project cannot be read as it is now: nothing to vouch for the frame */
  snprintf(fresh.cfg.backend, sizeof fresh.cfg.backend, "%s", c->m->backend);
  int changed = 1;
  if (plan_sequence(&fresh, NULL, f->path, &seq, &err) == 0) {
    changed = seq.failed || f->index >= seq.nframes || strcmp(seq.frames[f->index].iter_key, f->iter_key) ||
              strcmp(seq.frames[f->index].finish_key, f->finish_key);
    sequence_free(&seq);
  }
  project_close(&fresh);
  return changed;
}

/* Between chunks of the iteration: a look at the cancel marker every quarter second. */
static int cancelled_while_iterating(void *ctx, double fraction) {
  wanted_check *c = ctx;
  (void)fraction;
  const double now = fb_mono_seconds();
  if (now < c->next) return 0;
  c->next = now + 0.25;
  return farm_marked(c->run_dir, "cancel", c->frame);
}

/* After the iteration, before the PNG is written: the last look, at the marker and at the
 * genome file. */
static int cancelled_before_writing(void *ctx) {
  wanted_check *c = ctx;
  if (farm_marked(c->run_dir, "cancel", c->frame)) return 1;
  return c->changed = frame_changed(c);
}

/* Renders frame f into *r (a result even when it fails); ctl abandons it once it is cancelled. */
static void render_one(build_ctx *b, project *p, sequence *seq, int *planned, plan_stamp *stamp, const farm_frame *f,
                       const frame_control *ctl, farm_result *r) {
  memset(r, 0, sizeof *r);
  r->state = FARM_FAILED;
  double t0 = fb_mono_seconds();
  fb_error err;
  /* Frames of one file come together in a task (farm.c shares them out in order): the file
   * is planned once for them. */
  if (!*planned || strcmp(seq->path, f->path)) {
    if (*planned) sequence_free(seq);
    *planned = 0;
    stamp_take(p, f->path, stamp); /* before reading: an edit while it plans counts as after */
    if (plan_sequence(p, NULL, f->path, seq, &err) < 0) {
      snprintf(r->error, sizeof r->error, "%s", err.msg);
      return;
    }
    *planned = 1;
    if (seq->failed) {
      snprintf(r->error, sizeof r->error, "%s", seq->error);
      return;
    }
    if (plan_actions(p, NULL, seq, in_cache, b, &err) < 0) {
      snprintf(r->error, sizeof r->error, "%s", err.msg);
      *planned = 0;
      sequence_free(seq);
      return;
    }
  }
  if (seq->failed) {
    snprintf(r->error, sizeof r->error, "%s", seq->error);
    return;
  }
  if (f->index < 0 || f->index >= seq->nframes || strcmp(seq->frames[f->index].iter_key, f->iter_key) ||
      strcmp(seq->frames[f->index].finish_key, f->finish_key)) {
    snprintf(r->error, sizeof r->error,
             "%.700s: frame %d changed after the farm run began (the genome file or flamebuild.conf was edited); build again",
             f->path, f->index);
    return;
  }
  planned_frame *pf = &seq->frames[f->index];
  if (pf->action == FRAME_UNCHANGED) { /* written by an earlier attempt, or another run */
    r->state = FARM_DONE;
    snprintf(r->backend, sizeof r->backend, "-");
    r->seconds = fb_mono_seconds() - t0;
    return;
  }
  frame_result res;
  if (sequence_ensure_parsed(p, seq, &err) < 0 || build_frame_render(b, seq, pf, ctl, &res, &err) < 0) {
    snprintf(r->error, sizeof r->error, "%s", err.msg);
    return;
  }
  r->state = FARM_DONE;
  r->iterated = res.iterated;
  snprintf(r->backend, sizeof r->backend, "%s", res.row.backend);
  r->samples = res.row.samples;
  r->seconds = fb_mono_seconds() - t0;
}

int cmd_worker(int argc, char **argv) {
  if (argc != 3 || !strcmp(argv[1], "--help")) {
    fprintf(argc == 2 && !strcmp(argv[1], "--help") ? stdout : stderr,
            "usage: flamebuild worker MANIFEST TASK\n\n"
            "Renders array task TASK of a farm run's MANIFEST (what `build --farm slurm` submits;\n"
            "not run by hand).\n");
    return argc == 2 && !strcmp(argv[1], "--help") ? 0 : 2;
  }
  char *end;
  long task = strtol(argv[2], &end, 10);
  if (end == argv[2] || *end || task < 0) {
    cli_error("worker: task '%s' is not a number", argv[2]);
    return 2;
  }
  farm_manifest m;
  fb_error err;
  if (farm_manifest_read(argv[1], &m, &err) < 0) {
    cli_error("worker: %s", err.msg);
    return 1;
  }
  struct stat st;
  if (stat(m.results_dir, &st) < 0 || !S_ISDIR(st.st_mode)) {
    cli_error("worker: cannot reach the farm run's results folder %s from this node (is the project on a shared filesystem?)",
              m.results_dir);
    farm_manifest_free(&m);
    return 1;
  }
  project p;
  if (cli_open_project_at(&p, m.project_root, m.profile[0] ? m.profile : NULL, m.qs, m.ss, NULL, &err) < 0) {
    cli_error("worker: cannot reach the project %s from this node: %s", m.project_root, err.msg);
    farm_manifest_free(&m);
    return 1;
  }
  snprintf(p.cfg.backend, sizeof p.cfg.backend, "%s", m.backend);
  build_options opt = {.quiet = 1};
  build_counts counts = {0};
  build_ctx *b;
  char what[256];
  if (build_begin(&p, NULL, &opt, &counts, &b, what, sizeof what, &err) < 0) {
    cli_error("worker: %s: %s", m.project_root, err.msg);
    project_close(&p);
    farm_manifest_free(&m);
    return 1;
  }
  /* The node, as Slurm named it (the result says where the frame was rendered). */
  char node[64] = "";
  const char *slurm_node = getenv("SLURMD_NODENAME");
  if (slurm_node) snprintf(node, sizeof node, "%s", slurm_node);
  else if (gethostname(node, sizeof node) < 0) node[0] = 0;
  node[sizeof node - 1] = 0;
  fprintf(stderr, "flamebuild worker: task %ld of %s, on %s, node %s\n", task, argv[1],
          build_uses_gpu(b) ? what : "the CPU", node[0] ? node : "?");
  /* The run folder holds the manifest: its cancel markers say which frames an edit made stale. */
  char run_dir[4096];
  snprintf(run_dir, sizeof run_dir, "%s", argv[1]);
  char *slash = strrchr(run_dir, '/');
  if (slash) *slash = 0;
  else snprintf(run_dir, sizeof run_dir, ".");
  sequence seq;
  plan_stamp stamp = {0};
  int planned = 0, rc = 0, n = 0;
  for (int i = 0; i < m.nframes && rc == 0; i++) {
    if (m.task_of[i] != task) continue;
    char done[4200];
    snprintf(done, sizeof done, "%s/F%d", m.results_dir, i);
    if (stat(done, &st) == 0) continue; /* this frame's result is in: an earlier attempt's */
    wanted_check check = {.run_dir = run_dir, .frame = i, .m = &m, .p = &p, .stamp = &stamp};
    const frame_control ctl = {cancelled_while_iterating, cancelled_before_writing, &check};
    if (farm_marked(run_dir, "cancel", i)) {
      fprintf(stderr, "flamebuild worker: %s frame %d: cancelled before it began\n", m.frames[i].path,
              m.frames[i].index);
      continue;
    }
    fb_error merr; /* without its marker, status counts the frame as queued until it lands */
    (void)farm_mark(run_dir, "started", i, &merr);
    farm_result r;
    const double t0 = fb_mono_seconds();
    render_one(b, &p, &seq, &planned, &stamp, &m.frames[i], &ctl, &r);
    snprintf(r.node, sizeof r.node, "%s", node);
    if (check.changed) {
      /* Not written, and no result: a watcher cancels the stale frame itself (an error here
       * would race its cancel), and a build's submitter runs the task again, whose plan of
       * the edited file fails the frame as "changed after the farm run began". */
      fprintf(stderr,
              "flamebuild worker: %s frame %d: changed while it rendered (the genome file or flamebuild.conf was "
              "edited); not written (%.2f s)\n",
              m.frames[i].path, m.frames[i].index, fb_mono_seconds() - t0);
      if (planned) sequence_free(&seq);
      planned = 0; /* the next frame of the file is planned from what is there now */
      continue;
    }
    /* Abandoned: the submitter has its result ("cancelled") already; no file, no PNG. */
    if (r.state != FARM_DONE && farm_marked(run_dir, "cancel", i)) {
      fprintf(stderr, "flamebuild worker: %s frame %d: cancelled after %.2f s\n", m.frames[i].path,
              m.frames[i].index, fb_mono_seconds() - t0);
      continue;
    }
    fprintf(stderr, "flamebuild worker: %s frame %d: %s%s%s (%.2f s)\n", m.frames[i].path, m.frames[i].index,
            r.state == FARM_DONE ? "done" : "failed", r.state == FARM_DONE ? "" : ": ", r.error, r.seconds);
    if (farm_result_write(&m, &m.frames[i], &r, &err) < 0) {
      cli_error("worker: %s", err.msg);
      rc = 1;
    }
    n++;
  }
  if (planned) sequence_free(&seq);
  build_end(b);
  project_close(&p);
  farm_manifest_free(&m);
  fprintf(stderr, "flamebuild worker: task %ld: %d frames\n", task, n);
  return rc;
}
