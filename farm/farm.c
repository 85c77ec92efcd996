/*
 * farm.c — the submitter's side of a farm run (farm.h): the frames shared out into tasks, the
 * manifest and job script written, the array job submitted, followed and retried, the result
 * files read as they land.
 */
#include "farm.h"

#include <dirent.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "../util/fs.h"
#include "farm_files.h"
#include "slurm.h"

struct farm {
  farm_config cfg;
  char root[4096], exe[4096], profile[128], backend[16];
  double qs, ss;
  char dir[4096];            /* the run directory */
  farm_frame *frames;
  int nframes, cap;
  int *task_of;
  unsigned char *task_cancelled; /* scancel'd (every frame of it cancelled or landed) */
  unsigned char *landed;     /* frames[i] has its result */
  unsigned char *cancel;     /* frames[i] is no longer wanted (farm_cancel) */
  int ntasks;
  char jobs[512];            /* job ids submitted, space-separated */
  /* Every job submitted (job_id[k]); task t is in job task_job[t] now (-1: none), its
   * task_tries[t]-th submission, and was seen running there (task_ran[t]) on task_node[t]. */
  char (*job_id)[32];
  int njobs, jobs_cap;
  int *task_job, *task_tries;
  unsigned char *task_ran;
  char (*task_node)[64];
  char lost[512];            /* nodes lost during the run, comma-separated */
  int lost_tasks;
  struct node_count { char name[64]; int frames; } *nodes; /* where landed frames were rendered */
  int nnodes;
};

void farm_config_defaults(farm_config *c) {
  memset(c, 0, sizeof *c);
  c->max_tasks = 32;
  c->task_time_s = 300;
  c->retries = 2;
  c->poll_s = 2;
}

int farm_new(const farm_config *cfg, const farm_where *where, farm **out, fb_error *err) {
  farm *f = calloc(1, sizeof *f);
  if (!f) return fb_errorf(err, "out of memory");
  f->cfg = *cfg;
  if (f->cfg.max_tasks < 1) f->cfg.max_tasks = 1;
  if (!(f->cfg.task_time_s > 0)) f->cfg.task_time_s = 300;
  if (f->cfg.retries < 0) f->cfg.retries = 0;
  if (!(f->cfg.poll_s > 0)) f->cfg.poll_s = 2;
  snprintf(f->root, sizeof f->root, "%s", where->project_root);
  snprintf(f->exe, sizeof f->exe, "%s", where->executable);
  snprintf(f->profile, sizeof f->profile, "%s", where->profile ? where->profile : "");
  snprintf(f->backend, sizeof f->backend, "%s", where->backend ? where->backend : "auto");
  f->qs = where->qs > 0 ? where->qs : 1;
  f->ss = where->ss > 0 ? where->ss : 1;
  /* RUN: the time and this process, so that runs never share a directory. */
  if (snprintf(f->dir, sizeof f->dir, "%s/farm/%lld-%ld", where->state_dir, (long long)time(NULL), (long)getpid()) >=
      (int)sizeof f->dir) {
    free(f);
    return fb_errorf(err, "%s: path too long", where->state_dir);
  }
  *out = f;
  return 0;
}

int farm_add(farm *f, const farm_frame *frame, fb_error *err) {
  if (strpbrk(frame->path, "\n\t"))
    return fb_errorf(err, "%s: a file name with a newline or a tab cannot go to the farm; rename it", frame->path);
  if (f->nframes == f->cap) {
    int cap = f->cap ? 2 * f->cap : 64;
    farm_frame *v = realloc(f->frames, (size_t)cap * sizeof *v);
    if (!v) return fb_errorf(err, "out of memory");
    f->frames = v;
    f->cap = cap;
  }
  f->frames[f->nframes++] = *frame;
  return f->nframes - 1;
}

int farm_frames(const farm *f) { return f->nframes; }
const farm_frame *farm_frame_at(const farm *f, int i) { return i >= 0 && i < f->nframes ? &f->frames[i] : NULL; }
int farm_landed(const farm *f, int i) { return f->landed && i >= 0 && i < f->nframes && f->landed[i]; }

void farm_cancel(farm *f, int i) {
  if (f->cancel && i >= 0 && i < f->nframes) f->cancel[i] = 1;
}
const char *farm_job_ids(const farm *f) { return f->jobs; }

/* How many tasks: the frames' estimated time over task_time (a task long enough that its start
 * on a node — queueing, loading the project and kernels — costs little, short enough that many
 * run side by side and a failed one costs little to redo), at least 1, at most one a frame.
 * With no time known (a first build) as many as may run at once, max_tasks. */
int farm_task_count(const farm_frame *frames, int n, int max_tasks, double task_time_s) {
  double known = 0;
  int nknown = 0;
  for (int i = 0; i < n; i++)
    if (frames[i].estimate_s > 0) known += frames[i].estimate_s, nknown++;
  if (n < 1) return 0;
  if (!nknown) return n < max_tasks ? n : max_tasks;
  const double total = known / nknown * n; /* a frame without a time counts as the mean */
  const double tasks = ceil(total / task_time_s);
  return tasks < 1 ? 1 : tasks > n ? n : (int)tasks;
}

/* Tasks of about equal time: the longest frames first, each to the task with the least so far
 * (a frame without an estimate counts as the mean of those with one, or 1 s). */
static int share_out(farm *f, fb_error *err) {
  f->ntasks = farm_task_count(f->frames, f->nframes, f->cfg.max_tasks, f->cfg.task_time_s);
  f->task_of = calloc((size_t)f->nframes, sizeof *f->task_of);
  f->landed = calloc((size_t)f->nframes, 1);
  f->cancel = calloc((size_t)f->nframes, 1);
  const size_t nt = f->ntasks ? (size_t)f->ntasks : 1;
  f->task_cancelled = calloc(nt, 1);
  f->task_job = malloc(nt * sizeof *f->task_job);
  f->task_tries = calloc(nt, sizeof *f->task_tries);
  f->task_ran = calloc(nt, 1);
  f->task_node = calloc(nt, sizeof *f->task_node);
  if (f->task_job)
    for (int t = 0; t < f->ntasks; t++) f->task_job[t] = -1;
  double *load = calloc((size_t)f->ntasks, sizeof *load);
  int *order = calloc((size_t)f->nframes, sizeof *order);
  if (!f->task_of || !f->landed || !f->cancel || !f->task_cancelled || !f->task_job || !f->task_tries ||
      !f->task_ran || !f->task_node || !load || !order) {
    free(load);
    free(order);
    return fb_errorf(err, "out of memory");
  }
  double known = 0;
  int nknown = 0;
  for (int i = 0; i < f->nframes; i++)
    if (f->frames[i].estimate_s > 0) known += f->frames[i].estimate_s, nknown++;
  const double mean = nknown ? known / nknown : 1;
  for (int i = 0; i < f->nframes; i++) {
    if (!(f->frames[i].estimate_s > 0)) f->frames[i].estimate_s = mean;
    order[i] = i;
  }
  /* Longest first; ties in the frames' order, so that a task's frames are near each other. */
  for (int i = 1; i < f->nframes; i++)
    for (int k = i; k > 0 && f->frames[order[k]].estimate_s > f->frames[order[k - 1]].estimate_s; k--) {
      int t = order[k];
      order[k] = order[k - 1];
      order[k - 1] = t;
    }
  for (int i = 0; i < f->nframes; i++) {
    int best = 0;
    for (int t = 1; t < f->ntasks; t++)
      if (load[t] < load[best]) best = t;
    f->task_of[order[i]] = best;
    load[best] += f->frames[order[i]].estimate_s;
  }
  free(load);
  free(order);
  return 0;
}

/* A path in single quotes for /bin/sh ("'" as '\''). */
static int sh_quote(const char *s, char *out, size_t n) {
  size_t used = 0;
  if (n < 3) return -1;
  out[used++] = '\'';
  for (; *s; s++) {
    const char *piece = *s == '\'' ? "'\\''" : NULL;
    size_t len = piece ? 4 : 1;
    if (used + len + 2 > n) return -1;
    if (piece) memcpy(out + used, piece, len);
    else out[used] = *s;
    used += len;
  }
  out[used++] = '\'';
  out[used] = 0;
  return 0;
}

static int write_run_files(farm *f, fb_error *err) {
  char path[4200], logs[4200], results[4200];
  snprintf(logs, sizeof logs, "%s/logs", f->dir);
  snprintf(results, sizeof results, "%s/results", f->dir);
  if (fb_make_dirs(logs, err) < 0 || fb_make_dirs(results, err) < 0) return -1;
  farm_manifest m = {.qs = f->qs, .ss = f->ss, .ntasks = f->ntasks, .frames = f->frames, .task_of = f->task_of,
                     .nframes = f->nframes};
  snprintf(m.project_root, sizeof m.project_root, "%s", f->root);
  snprintf(m.profile, sizeof m.profile, "%s", f->profile);
  snprintf(m.backend, sizeof m.backend, "%s", f->backend);
  if (snprintf(m.results_dir, sizeof m.results_dir, "%s", results) >= (int)sizeof m.results_dir)
    return fb_errorf(err, "%s: path too long", f->dir);
  snprintf(path, sizeof path, "%s/manifest", f->dir);
  if (farm_manifest_write(path, &m, err) < 0) return -1;
  char exe[8500], manifest[8500], script[26000];
  if (sh_quote(f->exe, exe, sizeof exe) < 0 || sh_quote(path, manifest, sizeof manifest) < 0)
    return fb_errorf(err, "%s: path too long", f->dir);
  snprintf(script, sizeof script,
           "#!/bin/sh\n# flamebuild farm task: renders this array task's frames of %s/manifest\n"
           "exec %s worker %s \"$SLURM_ARRAY_TASK_ID\"\n",
           f->dir, exe, manifest);
  snprintf(path, sizeof path, "%s/job.sh", f->dir);
  if (farm_write_file(path, script, strlen(script), 0755, err) < 0) return -1;
  return 0;
}

/* Appends "TOKEN" to argv (at most max - 1 entries: the NULL). */
static int push(char **argv, int *n, int max, const char *token) {
  if (*n + 1 >= max) return -1;
  argv[(*n)++] = (char *)token;
  argv[*n] = NULL;
  return 0;
}

/* Submits the tasks marked in `want` as an array job: their attempt (numbers the log files:
 * every task of one submission is at the same attempt), with --exclude of `exclude` unless
 * it is "". On success the tasks are in the new job. */
static int submit(farm *f, const unsigned char *want, int attempt, const char *exclude, fb_error *err) {
  if (f->njobs == f->jobs_cap) {
    const int cap = f->jobs_cap ? 2 * f->jobs_cap : 8;
    char(*v)[32] = realloc(f->job_id, (size_t)cap * sizeof *v);
    if (!v) return fb_errorf(err, "out of memory");
    f->job_id = v;
    f->jobs_cap = cap;
  }
  /* --array=1,4,7%N: the tasks, at most max_tasks running at once. */
  size_t cap = (size_t)f->ntasks * 12 + 32, used = 0;
  char *array = malloc(cap);
  if (!array) return fb_errorf(err, "out of memory");
  used += (size_t)snprintf(array, cap, "--array=");
  int first = 1;
  for (int t = 0; t < f->ntasks; t++)
    if (want[t]) {
      used += (size_t)snprintf(array + used, cap - used, "%s%d", first ? "" : ",", t);
      first = 0;
    }
  snprintf(array + used, cap - used, "%%%d", f->cfg.max_tasks);
  char output[4300], script[4300], partition[96], account[96], time_limit[64], gres[96], excluded[600];
  snprintf(output, sizeof output, "--output=%s/logs/attempt%d-task%%a.log", f->dir, attempt);
  snprintf(script, sizeof script, "%s/job.sh", f->dir);
  snprintf(partition, sizeof partition, "--partition=%s", f->cfg.partition);
  snprintf(account, sizeof account, "--account=%s", f->cfg.account);
  snprintf(time_limit, sizeof time_limit, "--time=%s", f->cfg.time_limit);
  snprintf(gres, sizeof gres, "--gres=%s", f->cfg.gres);
  snprintf(excluded, sizeof excluded, "--exclude=%s", exclude);
  char extra[sizeof f->cfg.sbatch_args];
  snprintf(extra, sizeof extra, "%s", f->cfg.sbatch_args);
  char *argv[64];
  int n = 0, bad = 0;
  argv[0] = NULL;
  bad |= push(argv, &n, 64, "sbatch") | push(argv, &n, 64, "--parsable") | push(argv, &n, 64, "--job-name=flamebuild");
  bad |= push(argv, &n, 64, array) | push(argv, &n, 64, output);
  if (f->cfg.partition[0]) bad |= push(argv, &n, 64, partition);
  if (f->cfg.account[0]) bad |= push(argv, &n, 64, account);
  if (f->cfg.time_limit[0]) bad |= push(argv, &n, 64, time_limit);
  if (f->cfg.gres[0]) bad |= push(argv, &n, 64, gres);
  if (exclude[0]) bad |= push(argv, &n, 64, excluded);
  char *save = NULL;
  for (char *tok = strtok_r(extra, " ", &save); tok && !bad; tok = strtok_r(NULL, " ", &save)) bad |= push(argv, &n, 64, tok);
  bad |= push(argv, &n, 64, script);
  char job_id[32];
  int rc = bad ? fb_errorf(err, "[farm] sbatch_args: too many arguments") : slurm_submit(argv, job_id, err);
  free(array);
  if (rc == 0) {
    const int k = f->njobs++;
    memcpy(f->job_id[k], job_id, sizeof job_id);
    for (int t = 0; t < f->ntasks; t++)
      if (want[t]) {
        f->task_job[t] = k;
        f->task_tries[t] = attempt + 1;
        f->task_ran[t] = 0;
      }
    size_t l = strlen(f->jobs);
    snprintf(f->jobs + l, sizeof f->jobs - l, "%s%s", l ? " " : "", job_id);
    /* For status (farm_status.c): the jobs of this run. */
    char path[4300], text[sizeof f->jobs + 1];
    snprintf(path, sizeof path, "%s/jobs", f->dir);
    snprintf(text, sizeof text, "%s\n", f->jobs);
    fb_error ignored; /* status then shows the run without its job ids */
    farm_write_file(path, text, strlen(text), 0644, &ignored);
  }
  return rc;
}

/* Counts a landed frame to the node its worker named. */
static void count_node(farm *f, const char *node) {
  if (!node[0]) return;
  for (int k = 0; k < f->nnodes; k++)
    if (!strcmp(f->nodes[k].name, node)) {
      f->nodes[k].frames++;
      return;
    }
  struct node_count *v = realloc(f->nodes, (size_t)(f->nnodes + 1) * sizeof *v);
  if (!v) return; /* only a summary's word is lost */
  f->nodes = v;
  snprintf(v[f->nnodes].name, sizeof v[f->nnodes].name, "%s", node);
  v[f->nnodes++].frames = 1;
}

void farm_nodes_used(const farm *f, char *out, size_t n) {
  size_t used = 0;
  if (n) out[0] = 0;
  for (int k = 0; k < f->nnodes && used < n; k++) {
    const int w = snprintf(out + used, n - used, "%s%s %d", k ? ", " : "", f->nodes[k].name, f->nodes[k].frames);
    if (w < 0) break;
    used += (size_t)w;
  }
}

const char *farm_lost_nodes(const farm *f, int *tasks) {
  if (tasks) *tasks = f->lost_tasks;
  return f->lost;
}

/* Reads the results that landed since the last call, handing each to on_frame once; counts
 * the failed ones into *failed. */
static int ingest(farm *f, void (*on_frame)(void *, const farm_frame *, const farm_result *), void *ctx, int *failed) {
  char results[4200];
  snprintf(results, sizeof results, "%s/results", f->dir);
  DIR *d = opendir(results);
  if (!d) return 0;
  int n = 0;
  struct dirent *e;
  while ((e = readdir(d))) {
    char *end;
    if (e->d_name[0] != 'F') continue; /* F<frame>; temporary files start with '.' */
    long i = strtol(e->d_name + 1, &end, 10);
    if (*end || end == e->d_name + 1 || i < 0 || i >= f->nframes || f->landed[i]) continue;
    farm_result r;
    fb_error rerr;
    char path[4500];
    snprintf(path, sizeof path, "%s/%s", results, e->d_name);
    if (farm_result_read(path, &r, &rerr) < 0) {
      r = (farm_result){.state = FARM_FAILED};
      snprintf(r.error, sizeof r.error, "its result cannot be read: %.900s", rerr.msg);
    }
    f->landed[i] = 1;
    *failed += r.state != FARM_DONE;
    if (r.state == FARM_DONE) count_node(f, r.node);
    on_frame(ctx, &f->frames[i], &r);
    n++;
  }
  closedir(d);
  return n;
}

/* The last lines of a task's log, on one line: why a task that wrote no result died. */
static void log_tail(const farm *f, int attempt, int task, char *out, size_t n) {
  char path[4300];
  snprintf(path, sizeof path, "%s/logs/attempt%d-task%d.log", f->dir, attempt, task);
  out[0] = 0;
  FILE *fp = fopen(path, "r");
  if (!fp) {
    snprintf(out, n, "no log (%.600s)", path);
    return;
  }
  char buf[4096];
  size_t got = 0;
  if (fseek(fp, 0, SEEK_END) == 0) {
    const long size = ftell(fp);
    if (size >= 0 && fseek(fp, size > (long)sizeof buf - 1 ? size - (long)sizeof buf + 1 : 0, SEEK_SET) == 0)
      got = fread(buf, 1, sizeof buf - 1, fp);
  }
  fclose(fp);
  buf[got] = 0;
  for (char *c = buf; *c; c++)
    if (*c == '\n') *c = ' ';
  const char *tail = got > 300 ? buf + got - 300 : buf;
  snprintf(out, n, "%.300s (%.300s)", tail[0] ? tail : "an empty log", path);
}

/* scancel JOB_TASK of task t's job. */
static void cancel_task(farm *f, int t) {
  if (f->task_job[t] < 0) return;
  char task[48];
  snprintf(task, sizeof task, "%s_%d", f->job_id[f->task_job[t]], t);
  slurm_cancel(task);
}

/* Frames cancelled since the last poll land as "cancelled"; a task with no frame left to
 * render is cancelled in Slurm. */
static void cancel_unwanted(farm *f, void (*on_frame)(void *, const farm_frame *, const farm_result *), void *ctx) {
  int any = 0;
  for (int i = 0; i < f->nframes; i++)
    if (f->cancel[i] && !f->landed[i]) {
      farm_result r = {.state = FARM_FAILED};
      snprintf(r.error, sizeof r.error, "cancelled");
      fb_error ignored; /* without its marker the frame still cannot land: end_stale_tasks */
      (void)farm_mark(f->dir, "cancel", i, &ignored);
      f->landed[i] = 1;
      on_frame(ctx, &f->frames[i], &r);
      any = 1;
    }
  if (!any) return;
  for (int t = 0; t < f->ntasks; t++) {
    int wanted = 0, cancelled = 0;
    for (int i = 0; i < f->nframes; i++)
      if (f->task_of[i] == t) {
        wanted |= !f->landed[i];
        cancelled |= f->cancel[i];
      }
    if (!wanted && cancelled && !f->task_cancelled[t]) {
      cancel_task(f, t);
      f->task_cancelled[t] = 1;
    }
  }
}

static void sleep_s(double s) {
  struct timespec ts = {(time_t)s, (long)((s - (double)(time_t)s) * 1e9)};
  while (nanosleep(&ts, &ts) < 0 && errno == EINTR) {}
}

/* Whether squeue still lists task t in its job (-1: squeue cannot answer). */
static int task_listed(const farm *f, int t, slurm_task_info *info) {
  if (f->task_job[t] < 0) return 0;
  fb_error qerr;
  const int n = slurm_tasks_query(f->job_id[f->task_job[t]], info, f->ntasks, &qerr);
  return n < 0 ? -1 : info[t].listed;
}

/* Before the run ends: every task that held a cancelled frame is cancelled and waited out of
 * squeue (a minute at most). A task that also held a frame still wanted was left running;
 * had it read the genome file before the edit, its stale render could otherwise land after
 * this run — over the frame the next run renders. */
static void end_stale_tasks(farm *f) {
  unsigned char *stale = calloc((size_t)f->ntasks, 1);
  slurm_task_info *info = calloc((size_t)f->ntasks, sizeof *info);
  if (!stale || !info) {
    for (int k = 0; k < f->njobs; k++) slurm_cancel(f->job_id[k]); /* out of memory: every job, unwaited */
    free(stale);
    free(info);
    return;
  }
  int any = 0;
  for (int i = 0; i < f->nframes; i++)
    if (f->cancel[i] && f->task_job[f->task_of[i]] >= 0) stale[f->task_of[i]] = 1, any = 1;
  for (int t = 0; t < f->ntasks; t++)
    if (stale[t] && !f->task_cancelled[t]) {
      cancel_task(f, t);
      f->task_cancelled[t] = 1;
    }
  const double poll = f->cfg.poll_s < 0.2 ? f->cfg.poll_s : 0.2;
  for (int tries = 0; any && tries * poll < 60; tries++) {
    any = 0;
    for (int t = 0; t < f->ntasks && !any; t++) any = stale[t] && task_listed(f, t, info) != 0;
    if (any) sleep_s(poll);
  }
  free(stale);
  free(info);
}

/* The cluster cannot be used: every frame without a result is handed back not run, with
 * why (the run's error, which the caller says once), and every task still out is cancelled. */
static void unlanded_not_run(farm *f, void (*on_frame)(void *, const farm_frame *, const farm_result *), void *ctx,
                             const char *why) {
  for (int t = 0; t < f->ntasks; t++) {
    int wanted = 0;
    for (int i = 0; i < f->nframes && !wanted; i++) wanted = f->task_of[i] == t && !f->landed[i];
    if (wanted) cancel_task(f, t);
  }
  for (int i = 0; i < f->nframes; i++) {
    if (f->landed[i]) continue;
    farm_result r = {.state = FARM_NOT_RUN};
    snprintf(r.error, sizeof r.error, "%s", why);
    f->landed[i] = 1;
    on_frame(ctx, &f->frames[i], &r);
  }
}

/* Appends name to the comma-separated list (once; what does not fit is left out). */
static void list_add(char *list, size_t n, const char *name) {
  const size_t len = strlen(name);
  for (const char *p = list; *p; p += strcspn(p, ","), p += *p == ',')
    if (!strncmp(p, name, len) && (p[len] == ',' || !p[len])) return;
  const size_t used = strlen(list);
  if (used + len + 2 < n) snprintf(list + used, n - used, "%s%s", used ? "," : "", name);
}

/* Task t's frames fail: it ended without their results on its last attempt. */
static void fail_task(farm *f, int t, void (*on_frame)(void *, const farm_frame *, const farm_result *), void *ctx,
                      int *failed) {
  const int attempt = f->task_tries[t] - 1;
  const char *job = f->task_job[t] >= 0 ? f->job_id[f->task_job[t]] : "?";
  /* Why it died: its log, and accounting's word where the cluster keeps one. */
  char tail[700], acct[100], state[120] = "", why[850];
  log_tail(f, attempt, t, tail, sizeof tail);
  if (slurm_task_state(job, t, acct, sizeof acct) == 0) snprintf(state, sizeof state, "; Slurm: %s", acct);
  snprintf(why, sizeof why, "%d attempts%.120s): %.690s", attempt + 1, state, tail);
  for (int i = 0; i < f->nframes; i++) {
    if (f->landed[i] || f->task_of[i] != t) continue;
    farm_result r = {.state = FARM_FAILED};
    snprintf(r.error, sizeof r.error, "farm task %d of job %s ended without rendering it (%s", t, job, why);
    f->landed[i] = 1;
    (*failed)++;
    on_frame(ctx, &f->frames[i], &r);
  }
  f->task_job[t] = -1;
}

int farm_run(farm *f, void (*on_frame)(void *, const farm_frame *, const farm_result *), void (*on_tick)(void *),
             void *ctx, fb_error *err) {
  if (!f->nframes) return 0;
  if (share_out(f, err) < 0 || write_run_files(f, err) < 0) return -1;
  const size_t nt = (size_t)f->ntasks;
  unsigned char *want = calloc(nt, 1), *again = calloc(nt, 1), *missing = calloc(nt, 1);
  slurm_task_info *info = calloc(nt, sizeof *info), *now = calloc(nt, sizeof *now);
  int rc = 0, any_failed = 0;
  if (!want || !again || !missing || !info || !now) {
    rc = fb_errorf(err, "out of memory");
    goto done;
  }
  memset(want, 1, nt);
  if (submit(f, want, 0, "", err) < 0) {
    unlanded_not_run(f, on_frame, ctx, err->msg); /* nothing will land */
    rc = -1;
    goto done;
  }
  int squeue_failures = 0;
  for (;;) {
    sleep_s(f->cfg.poll_s);
    /* squeue first, the results after: a task squeue no longer lists wrote its results
     * before it ended, so they are read below. One squeue per job that holds a task. */
    int qfailed = 0;
    fb_error qerr;
    memset(now, 0, nt * sizeof *now);
    for (int k = 0; k < f->njobs && !qfailed; k++) {
      int holds = 0;
      for (int t = 0; t < f->ntasks && !holds; t++) holds = f->task_job[t] == k;
      if (!holds) continue;
      if (slurm_tasks_query(f->job_id[k], info, f->ntasks, &qerr) < 0) qfailed = 1;
      for (int t = 0; t < f->ntasks; t++)
        if (f->task_job[t] == k) now[t] = info[t];
    }
    ingest(f, on_frame, ctx, &any_failed);
    if (on_tick) on_tick(ctx);
    cancel_unwanted(f, on_frame, ctx);
    int any_missing = 0;
    memset(missing, 0, nt);
    for (int i = 0; i < f->nframes; i++)
      if (!f->landed[i]) missing[f->task_of[i]] = 1, any_missing = 1;
    if (!any_missing) break;
    if (qfailed) {
      /* The controller may be busy a moment; a minute of silence is an error. */
      if (++squeue_failures * f->cfg.poll_s > 60) {
        rc = fb_errorf(err, "Slurm job %s: squeue does not answer: %.900s", f->jobs, qerr.msg);
        unlanded_not_run(f, on_frame, ctx, err->msg);
        break;
      }
      continue;
    }
    squeue_failures = 0;
    /* Lost nodes: where a task runs, the nodes sinfo says are not responding, down or failed
     * (sinfo failing says nothing: the tasks are left to Slurm). */
    char running_on[4096] = "", lost_now[512] = "";
    for (int t = 0; t < f->ntasks; t++) {
      if (!now[t].listed) continue;
      if (!strcmp(now[t].state, "R") || !strcmp(now[t].state, "CG")) {
        f->task_ran[t] = 1;
        if (now[t].node[0]) {
          snprintf(f->task_node[t], sizeof f->task_node[t], "%s", now[t].node);
          list_add(running_on, sizeof running_on, now[t].node);
        }
      }
    }
    fb_error serr;
    if (running_on[0] && slurm_lost_nodes(running_on, lost_now, sizeof lost_now, &serr) < 0) lost_now[0] = 0;
    memset(again, 0, nt);
    for (int t = 0; t < f->ntasks; t++) {
      if (!missing[t] || f->task_job[t] < 0) continue;
      const int running = !strcmp(now[t].state, "R") || !strcmp(now[t].state, "CG");
      int lost = 0;
      if (running && now[t].node[0] && lost_now[0]) {
        char one[80];
        snprintf(one, sizeof one, "%s", now[t].node);
        char copy[sizeof lost_now];
        snprintf(copy, sizeof copy, "%s", lost_now);
        char *save = NULL;
        for (char *n = strtok_r(copy, ",", &save); n && !lost; n = strtok_r(NULL, ",", &save)) lost = !strcmp(n, one);
      }
      /* Seen running, now pending again: Slurm requeued it (its node failed). */
      if (!running && now[t].listed && f->task_ran[t] && now[t].state[0] && strcmp(now[t].state, "S")) lost = 1;
      if (lost) {
        cancel_task(f, t); /* Slurm's requeue would hold it back for minutes */
        if (f->task_node[t][0]) list_add(f->lost, sizeof f->lost, f->task_node[t]);
        f->lost_tasks++;
        again[t] = 1;
      } else if (!now[t].listed) {
        again[t] = 1; /* ended without every result: died */
      }
    }
    /* What died: again at once (each attempt's tasks in one job, on the nodes but those lost
     * now), or, out of attempts, its frames fail. The last attempt first: a task submitted
     * again is at the next. */
    for (int attempt = f->cfg.retries + 1; attempt >= 1 && rc == 0; attempt--) {
      memset(want, 0, nt);
      int any = 0;
      for (int t = 0; t < f->ntasks; t++)
        if (again[t] && f->task_tries[t] == attempt) {
          if (attempt > f->cfg.retries) fail_task(f, t, on_frame, ctx, &any_failed);
          else want[t] = 1, any = 1;
        }
      if (any && submit(f, want, attempt, lost_now, err) < 0) {
        unlanded_not_run(f, on_frame, ctx, err->msg); /* the cluster stopped taking jobs */
        rc = -1;
      }
    }
    if (rc < 0) break;
  }
  end_stale_tasks(f);
done:
  free(want);
  free(again);
  free(missing);
  free(info);
  free(now);
  /* Kept when something failed or a job was lost (its logs are the evidence); a run no job
   * was taken for holds nothing worth keeping — and a watcher retrying an outage would pile
   * them up. */
  if ((rc == 0 && !any_failed) || !f->jobs[0]) (void)fb_remove_tree(f->dir);
  else { /* kept, and said to be ended: no later build takes it for abandoned */
    char ended[4300];
    fb_error ignored;
    snprintf(ended, sizeof ended, "%s/ended", f->dir);
    (void)farm_write_file(ended, "", 0, 0644, &ignored);
  }
  return rc;
}

void farm_free(farm *f) {
  if (!f) return;
  free(f->frames);
  free(f->task_of);
  free(f->task_cancelled);
  free(f->landed);
  free(f->cancel);
  free(f->job_id);
  free(f->task_job);
  free(f->task_tries);
  free(f->task_ran);
  free(f->task_node);
  free(f->nodes);
  free(f);
}
