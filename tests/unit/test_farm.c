/*
 * test_farm.c — the farm's files and its sharing out of frames (farm/): a manifest read back
 * as written (a path with spaces), result files, malformed files refused, frames shared into
 * tasks of about equal time by their estimates; a run whose sbatch cannot start, or whose
 * controller cannot be reached, hands every frame back not run (not failed) with one error —
 * the command and what it printed — and leaves no folder; with stub Slurm commands on the
 * PATH, a task that ends without its results fails its frames with accounting's word (sacct)
 * where it answers, and without it where it does not; a task whose node sinfo says is lost is
 * cancelled and sent again at once with --exclude of the node. The cluster itself: tests/render/61;
 * an outage end to end: tests/render/71.
 */
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../../farm/farm.h"
#include "../../farm/farm_files.h"
#include "../../farm/slurm.h"
#include "../../project/config.h"
#include "check.h"

static char dir[64];

static farm_frame frame_of(const char *path, int index, double estimate) {
  farm_frame f = {.index = index, .estimate_s = estimate};
  snprintf(f.path, sizeof f.path, "%s", path);
  memset(f.iter_key, 'a' + index % 6, 64);
  memset(f.finish_key, '0' + index % 10, 64);
  return f;
}

static void test_manifest_round_trip(void) {
  farm_frame frames[3] = {frame_of("shots/intro one.flame", 0, 1.5), frame_of("shots/intro one.flame", 1, 0),
                          frame_of("b.flame", 7, 2)};
  int task_of[3] = {0, 1, 1};
  farm_manifest m = {.qs = 0.5, .ss = 2, .ntasks = 2, .frames = frames, .task_of = task_of, .nframes = 3};
  snprintf(m.project_root, sizeof m.project_root, "/shared/my project");
  snprintf(m.profile, sizeof m.profile, "final");
  snprintf(m.backend, sizeof m.backend, "cuda");
  snprintf(m.results_dir, sizeof m.results_dir, "%s", dir);
  char path[128];
  snprintf(path, sizeof path, "%s/manifest", dir);
  fb_error err;
  CHECK(farm_manifest_write(path, &m, &err) == 0);
  farm_manifest back;
  CHECK(farm_manifest_read(path, &back, &err) == 0);
  CHECK(!strcmp(back.project_root, "/shared/my project") && !strcmp(back.profile, "final") &&
        !strcmp(back.backend, "cuda") && back.qs == 0.5 && back.ss == 2 && back.ntasks == 2 && back.nframes == 3);
  for (int i = 0; i < 3 && back.nframes == 3; i++) {
    CHECK(!strcmp(back.frames[i].path, frames[i].path) && back.frames[i].index == frames[i].index);
    CHECK(!strcmp(back.frames[i].iter_key, frames[i].iter_key) && !strcmp(back.frames[i].finish_key, frames[i].finish_key));
    CHECK(back.task_of[i] == task_of[i]);
  }
  /* A result, as a worker writes it, read back as the submitter reads it. */
  farm_result r = {.state = FARM_DONE, .iterated = 1, .samples = 1.25e9, .seconds = 3.5};
  snprintf(r.backend, sizeof r.backend, "cuda:1");
  snprintf(r.error, sizeof r.error, "two\nlines");
  CHECK(farm_result_write(&back, &back.frames[2], &r, &err) == 0);
  char result[128];
  snprintf(result, sizeof result, "%s/F2", dir);
  farm_result got;
  CHECK(farm_result_read(result, &got, &err) == 0);
  CHECK(got.state == FARM_DONE && got.iterated == 1 && got.samples == 1.25e9 && got.seconds == 3.5 &&
        !strcmp(got.backend, "cuda:1") && !strcmp(got.error, "two lines"));
  farm_manifest_free(&back);
  /* What is not a manifest or a result is refused with the reason. */
  FILE *f = fopen(path, "w");
  fputs("flamebuild-farm 1\nproject /p\nresults /r\ntasks 1\nframe 0 x\n", f);
  fclose(f);
  err.msg[0] = 0;
  CHECK(farm_manifest_read(path, &back, &err) == -1 && strstr(err.msg, "bad frame line"));
  f = fopen(path, "w");
  fputs("<flame/>\n", f);
  fclose(f);
  CHECK(farm_manifest_read(path, &back, &err) == -1 && strstr(err.msg, "not a flamebuild farm manifest"));
  f = fopen(result, "w");
  fputs("iterated 1\n", f);
  fclose(f);
  CHECK(farm_result_read(result, &got, &err) == -1 && strstr(err.msg, "no state line"));
}

typedef struct not_run {
  int n, other;
  char error[1024];
} not_run;

static void on_frame(void *ctx, const farm_frame *f, const farm_result *r) {
  not_run *c = ctx;
  if (r->state == FARM_NOT_RUN) {
    if (!c->n++) snprintf(c->error, sizeof c->error, "%s", r->error);
    else c->other += strcmp(c->error, r->error) != 0; /* every frame: the run's one error */
  } else {
    c->other++;
  }
  (void)f;
}

/* Whether the state folder holds any farm run. */
static int runs_left(void) {
  char cmd[256];
  snprintf(cmd, sizeof cmd, "ls %s/farm 2>/dev/null | grep -q .", dir);
  return system(cmd) == 0;
}

/* Without sbatch every frame comes back not run, with the reason, and no run folder stays. */
static void test_no_sbatch(void) {
  const char *path = getenv("PATH");
  char saved[4096];
  snprintf(saved, sizeof saved, "%s", path ? path : "/usr/bin:/bin");
  setenv("PATH", "/nonexistent", 1);
  farm_config cfg;
  farm_config_defaults(&cfg);
  cfg.max_tasks = 2;
  cfg.task_time_s = 5; /* 10 s of frames: 2 tasks */
  cfg.poll_s = 0.01;
  const farm_where where = {.project_root = "/p", .state_dir = dir, .executable = "/usr/bin/flamebuild",
                            .profile = "", .qs = 1, .ss = 1, .backend = "cpu"};
  farm *f;
  fb_error err;
  CHECK(farm_new(&cfg, &where, &f, &err) == 0);
  const double estimates[6] = {1, 1, 5, 1, 1, 1};
  for (int i = 0; i < 6; i++) {
    farm_frame fr = frame_of("a.flame", i, estimates[i]);
    CHECK(farm_add(f, &fr, &err) == i); /* its number */
  }
  farm_frame bad = frame_of("a\nb.flame", 9, 1);
  CHECK(farm_add(f, &bad, &err) == -1 && strstr(err.msg, "newline or a tab"));
  not_run got = {0};
  err.msg[0] = 0;
  CHECK(farm_run(f, on_frame, NULL, &got, &err) == -1 && strstr(err.msg, "cannot run sbatch"));
  CHECK(got.n == 6 && got.other == 0 && !strcmp(got.error, err.msg));
  farm_free(f);
  setenv("PATH", saved, 1);
  CHECK(!runs_left()); /* no job was taken: nothing to keep */
}

/* Writes an executable shell script at dir/bin/NAME. */
static void stub(const char *name, const char *body) {
  char path[256];
  snprintf(path, sizeof path, "%s/bin", dir);
  mkdir(path, 0755);
  snprintf(path, sizeof path, "%s/bin/%s", dir, name);
  FILE *f = fopen(path, "w");
  CHECK(f != NULL);
  if (!f) return;
  fprintf(f, "#!/bin/sh\n%s\n", body);
  fclose(f);
  chmod(path, 0755);
}

typedef struct failures {
  int n;
  char error[2][1024];
} failures;

static void on_failed(void *ctx, const farm_frame *f, const farm_result *r) {
  failures *c = ctx;
  if (r->state == FARM_FAILED && c->n < 2) snprintf(c->error[c->n], sizeof c->error[0], "%s", r->error);
  c->n++;
  (void)f;
}

/* A run against stub sbatch/squeue/scancel/sacct: sbatch takes the job (4242), squeue lists
 * none of its tasks at once (they died without a result), sacct says why or, without
 * accounting, fails. */
static void run_against_stubs(int accounting, const farm_config *cfg, const double *estimates, int n, failures *got) {
  char body[512];
  snprintf(body, sizeof body, "printf '%%s\\n' \"$@\" >>%s/sbatch.args\necho 4242", dir);
  stub("sbatch", body);
  stub("squeue", "exit 0");
  stub("scancel", "exit 0");
  if (accounting) {
    snprintf(body, sizeof body, "printf '%%s ' \"$@\" >>%s/sacct.args\necho 'OUT_OF_MEMORY|0:125'", dir);
    stub("sacct", body);
  } else {
    stub("sacct", "echo 'Slurm accounting storage is disabled' >&2\nexit 1");
  }
  const char *path = getenv("PATH");
  char saved[4096], stubbed[4400];
  snprintf(saved, sizeof saved, "%s", path ? path : "/usr/bin:/bin");
  snprintf(stubbed, sizeof stubbed, "%s/bin:%s", dir, saved);
  setenv("PATH", stubbed, 1);
  const farm_where where = {.project_root = "/p", .state_dir = dir, .executable = "/usr/bin/flamebuild",
                            .profile = "", .qs = 1, .ss = 1, .backend = "cpu"};
  farm *f;
  fb_error err;
  memset(got, 0, sizeof *got);
  snprintf(body, sizeof body, "%s/sbatch.args", dir);
  unlink(body);
  CHECK(farm_new(cfg, &where, &f, &err) == 0);
  for (int i = 0; i < n; i++) {
    farm_frame fr = frame_of("a.flame", i, estimates[i]);
    CHECK(farm_add(f, &fr, &err) == i);
  }
  CHECK(farm_run(f, on_failed, NULL, got, &err) == 0);
  CHECK(!strcmp(farm_job_ids(f), cfg->retries ? "4242 4242" : "4242")); /* each attempt a job */
  farm_free(f);
  setenv("PATH", saved, 1);
}

/* A controller that cannot be reached: sbatch prints four lines and exits 1. Every frame comes
 * back not run with the run's one error — the command once, then each of sbatch's lines on
 * its own —, nothing failed, and no folder stays (no job was taken). */
static void test_controller_down(void) {
  stub("sbatch", "echo 'sbatch: error: slurm_persist_conn_open_without_init: failed to open persistent connection' >&2\n"
                 "echo 'sbatch: error: Sending PersistInit msg: Connection refused' >&2\n"
                 "echo 'sbatch: error: If munged is up, restart with --num-threads=10' >&2\n"
                 "echo 'sbatch: error: Batch job submission failed: Unable to contact slurm controller (connect failure)' >&2\n"
                 "exit 1");
  const char *path = getenv("PATH");
  char saved[4096], stubbed[4400];
  snprintf(saved, sizeof saved, "%s", path ? path : "/usr/bin:/bin");
  snprintf(stubbed, sizeof stubbed, "%s/bin:%s", dir, saved);
  setenv("PATH", stubbed, 1);
  farm_config cfg;
  farm_config_defaults(&cfg);
  cfg.poll_s = 0.01;
  const farm_where where = {.project_root = "/p", .state_dir = dir, .executable = "/usr/bin/flamebuild",
                            .profile = "", .qs = 1, .ss = 1, .backend = "cpu"};
  farm *f;
  fb_error err;
  CHECK(farm_new(&cfg, &where, &f, &err) == 0);
  for (int i = 0; i < 4; i++) {
    farm_frame fr = frame_of("a.flame", i, 1);
    CHECK(farm_add(f, &fr, &err) == i);
  }
  not_run got = {0};
  err.msg[0] = 0;
  CHECK(farm_run(f, on_frame, NULL, &got, &err) == -1);
  CHECK(got.n == 4 && got.other == 0 && !strcmp(got.error, err.msg));
  const char *cmd = "sbatch --parsable --job-name=flamebuild --array=0%32 --output="; /* 4 s of frames: 1 task */
  CHECK(!strncmp(err.msg, cmd, strlen(cmd)));
  CHECK(strstr(err.msg, "/job.sh failed (exit 1):\n  sbatch: error: slurm_persist_conn_open_without_init: "));
  CHECK(strstr(err.msg, "\n  sbatch: error: Batch job submission failed: Unable to contact slurm controller "
                        "(connect failure)") &&
        !strchr(strstr(err.msg, "(connect failure)"), '\n'));
  CHECK(!strcmp(farm_job_ids(f), ""));
  farm_free(f);
  setenv("PATH", saved, 1);
  CHECK(!runs_left());
}

/* Two frames of 1 s, two tasks at most, one retry. */
static farm_config two_tasks(void) {
  farm_config cfg;
  farm_config_defaults(&cfg);
  cfg.max_tasks = 2;
  cfg.task_time_s = 1;
  cfg.retries = 1;
  cfg.poll_s = 0.01;
  return cfg;
}
static const double one_s[2] = {1, 1};

static void test_sacct_where_accounting_answers(void) {
  failures got;
  const farm_config cfg = two_tasks();
  run_against_stubs(1, &cfg, one_s, 2, &got);
  CHECK(got.n == 2);
  for (int i = 0; i < 2 && i < got.n; i++)
    CHECK(strstr(got.error[i], "ended without rendering it (2 attempts; Slurm: OUT_OF_MEMORY, exit code 0:125): "));
  /* sacct was asked about each task of the last attempt, the allocation alone. */
  char path[128], args[1024] = "";
  snprintf(path, sizeof path, "%s/sacct.args", dir);
  FILE *fp = fopen(path, "r");
  size_t n = fp ? fread(args, 1, sizeof args - 1, fp) : 0;
  args[n] = 0;
  if (fp) fclose(fp);
  CHECK(strstr(args, "-n -P -X -j 4242_0 -o State,ExitCode ") && strstr(args, "-j 4242_1 -o State,ExitCode "));
}

static void test_no_accounting(void) {
  failures got;
  const farm_config cfg = two_tasks();
  run_against_stubs(0, &cfg, one_s, 2, &got);
  CHECK(got.n == 2);
  for (int i = 0; i < 2 && i < got.n; i++)
    CHECK(strstr(got.error[i], "ended without rendering it (2 attempts): no log (") && !strstr(got.error[i], "Slurm:"));
}

/* test_lost_node's: the first failed frame's error kept, then the other frame cancelled. */
typedef struct cancel_after_failure {
  farm *f;
  failures *got;
} cancel_after_failure;

static void on_failed_then(void *ctx, const farm_frame *f, const farm_result *r) {
  cancel_after_failure *c = ctx;
  on_failed(c->got, f, r);
}

static void cancel_second(void *ctx) {
  cancel_after_failure *c = ctx;
  if (c->got->n >= 1) farm_cancel(c->f, 1);
}

/* The sbatch arguments the last stub run passed, one a line, into out. */
static void sbatch_args(char *out, size_t n) {
  char path[128];
  snprintf(path, sizeof path, "%s/sbatch.args", dir);
  FILE *fp = fopen(path, "r");
  size_t got = fp ? fread(out, 1, n - 1, fp) : 0;
  out[got] = 0;
  if (fp) fclose(fp);
}

/* The number of tasks: the frames' time last build over task_time (one a frame at most, one
 * at least); max_tasks only caps how many run at once, unless no time is known. */
static void test_task_sizing(void) {
  farm_frame v[10];
  for (int i = 0; i < 10; i++) v[i] = frame_of("a.flame", i, 30); /* 300 s in all */
  CHECK(farm_task_count(v, 10, 2, 100) == 3);
  CHECK(farm_task_count(v, 10, 32, 100) == 3);
  CHECK(farm_task_count(v, 10, 32, 3600) == 1);
  CHECK(farm_task_count(v, 10, 32, 1) == 10);
  CHECK(farm_task_count(v, 10, 32, 299) == 2);
  /* Frames without a time count as the mean of those with one: 4 × 60 s. */
  v[1].estimate_s = v[2].estimate_s = 0;
  v[0].estimate_s = v[3].estimate_s = 60;
  CHECK(farm_task_count(v, 4, 32, 100) == 3);
  /* No time known at all (a first build): as many as may run at once. */
  for (int i = 0; i < 10; i++) v[i].estimate_s = 0;
  CHECK(farm_task_count(v, 10, 4, 100) == 4);
  CHECK(farm_task_count(v, 3, 4, 100) == 3);
  CHECK(farm_task_count(v, 0, 4, 100) == 0);
  /* Through a run: 150 s of frames in tasks of 50 s are 3 tasks, at most 2 running (%2). */
  farm_config cfg;
  farm_config_defaults(&cfg);
  cfg.max_tasks = 2;
  cfg.task_time_s = 50;
  cfg.retries = 0;
  cfg.poll_s = 0.01;
  const double fifty[3] = {50, 50, 50};
  failures got;
  run_against_stubs(0, &cfg, fifty, 3, &got);
  char args[4096];
  sbatch_args(args, sizeof args);
  CHECK(got.n == 3 && strstr(args, "\n--array=0,1,2%2\n"));
  /* The default: 300 s a task. */
  farm_config_defaults(&cfg);
  CHECK(cfg.task_time_s == 300 && cfg.max_tasks == 32);
}

/* The sharing out, in the manifest of a run whose tasks died (so its folder stays): longest
 * first, each to the least loaded task — the 5 s frame has a task to itself. */
static void test_share_out(void) {
  char cmd[256];
  snprintf(cmd, sizeof cmd, "rm -rf %s/farm", dir);
  CHECK(system(cmd) == 0);
  farm_config cfg;
  farm_config_defaults(&cfg);
  cfg.max_tasks = 2;
  cfg.task_time_s = 5; /* 10 s of frames: 2 tasks */
  cfg.retries = 0;
  cfg.poll_s = 0.01;
  const double estimates[6] = {1, 1, 5, 1, 1, 1};
  failures got;
  run_against_stubs(0, &cfg, estimates, 6, &got);
  CHECK(got.n == 6);
  char manifest[4096] = "";
  snprintf(cmd, sizeof cmd, "ls -d %s/farm/*/manifest", dir);
  FILE *ls = popen(cmd, "r");
  if (ls && fgets(manifest, sizeof manifest, ls)) manifest[strcspn(manifest, "\n")] = 0;
  if (ls) pclose(ls);
  farm_manifest m;
  fb_error err;
  CHECK(manifest[0] && farm_manifest_read(manifest, &m, &err) == 0);
  if (manifest[0] && m.nframes == 6) {
    CHECK(m.ntasks == 2);
    const int long_task = m.task_of[2];
    for (int i = 0; i < 6; i++) CHECK(i == 2 ? 1 : m.task_of[i] != long_task);
    farm_manifest_free(&m);
  }
}

/* [farm]'s sbatch settings reach sbatch, one argument each, the job script last. */
static void test_sbatch_arguments(void) {
  farm_config cfg;
  farm_config_defaults(&cfg);
  cfg.retries = 0;
  cfg.poll_s = 0.01;
  snprintf(cfg.partition, sizeof cfg.partition, "gpu");
  snprintf(cfg.account, sizeof cfg.account, "flames");
  snprintf(cfg.time_limit, sizeof cfg.time_limit, "30:00");
  snprintf(cfg.gres, sizeof cfg.gres, "gpu:1");
  snprintf(cfg.sbatch_args, sizeof cfg.sbatch_args, "--qos=normal  --exclusive");
  failures got;
  run_against_stubs(0, &cfg, one_s, 2, &got);
  char args[4096];
  sbatch_args(args, sizeof args);
  const char *head = "--parsable\n--job-name=flamebuild\n--array=0%32\n--output="; /* 2 s of frames: 1 task */
  CHECK(!strncmp(args, head, strlen(head)));
  CHECK(strstr(args, "/logs/attempt0-task%a.log\n--partition=gpu\n--account=flames\n--time=30:00\n--gres=gpu:1\n"
                     "--qos=normal\n--exclusive\n"));
  const char *last = strstr(args, "--exclusive\n");
  CHECK(last && strstr(last, "/job.sh\n") && !strchr(strstr(last, "/job.sh\n") + 8, '\n'));
  /* Unset, none of them is passed: the cluster's defaults. */
  farm_config_defaults(&cfg);
  cfg.retries = 0;
  cfg.poll_s = 0.01;
  run_against_stubs(0, &cfg, one_s, 2, &got);
  sbatch_args(args, sizeof args);
  CHECK(!strstr(args, "--partition") && !strstr(args, "--account") && !strstr(args, "--time") && !strstr(args, "--gres"));
}

/* A node lost: squeue lists the first job's task 0 running on n2 and task 1 on n1, sinfo
 * says n2 does not respond ("alloc*") and n1 is fine. Task 0 is cancelled (scancel 4242_0)
 * and sent again at once, alone, with --exclude=n2 — while task 1 still runs —; the second
 * job (4243) is never listed and wrote nothing, so, one retry spent, task 0's frame fails
 * after 2 attempts. A node name that is not one (a shell word) is not trusted: never passed
 * to sinfo or --exclude. */
static void test_lost_node(void) {
  char body[1024];
  snprintf(body, sizeof body,
           "printf '%%s\\n' \"$@\" >>%s/sbatch.args\n"
           "n=$(cat %s/next 2>/dev/null || echo 4242); echo $((n + 1)) >%s/next; echo $n",
           dir, dir, dir);
  stub("sbatch", body);
  /* the first job: task 0 on n2, task 1 on n1 until it is cancelled (and a bad name for a
   * task the run lacks) */
  snprintf(body, sizeof body,
           "case \"$*\" in *4242*) printf '0|R|n2\\n7|R|$(reboot)\\n'\n"
           "  grep -q 4242_1 %s/scancel.args 2>/dev/null || echo '1|R|n1' ;; esac\nexit 0",
           dir);
  stub("squeue", body);
  snprintf(body, sizeof body, "printf '%%s ' \"$@\" >>%s/sinfo.args\necho 'n1|alloc'\necho 'n2|alloc*'", dir);
  stub("sinfo", body);
  snprintf(body, sizeof body, "printf '%%s\\n' \"$@\" >>%s/scancel.args", dir);
  stub("scancel", body);
  stub("sacct", "exit 1");
  char path[256];
  const char *names[] = {"sbatch.args", "sinfo.args", "scancel.args", "next"};
  for (int i = 0; i < 4; i++) {
    snprintf(path, sizeof path, "%s/%s", dir, names[i]);
    unlink(path);
  }
  const char *env = getenv("PATH");
  char saved[4096], stubbed[4400];
  snprintf(saved, sizeof saved, "%s", env ? env : "/usr/bin:/bin");
  snprintf(stubbed, sizeof stubbed, "%s/bin:%s", dir, saved);
  setenv("PATH", stubbed, 1);
  farm_config cfg = two_tasks(); /* 2 tasks, one retry */
  const farm_where where = {.project_root = "/p", .state_dir = dir, .executable = "/usr/bin/flamebuild",
                            .profile = "", .qs = 1, .ss = 1, .backend = "cpu"};
  farm *f;
  fb_error err;
  CHECK(farm_new(&cfg, &where, &f, &err) == 0);
  for (int i = 0; i < 2; i++) {
    farm_frame fr = frame_of("a.flame", i, 1);
    CHECK(farm_add(f, &fr, &err) == i);
  }
  /* Task 1 never ends (the first job lists it running on n1 forever): once task 0's frame has
   * failed, the test cancels task 1's frame from on_tick, and the run ends. */
  failures got = {0};
  cancel_after_failure c = {.f = f, .got = &got};
  CHECK(farm_run(f, on_failed_then, cancel_second, &c, &err) == 0);
  CHECK(got.n == 2);
  CHECK(strstr(got.error[0], "farm task 0 of job 4243 ended without rendering it (2 attempts): "));
  int lost_tasks = 0;
  CHECK(!strcmp(farm_lost_nodes(f, &lost_tasks), "n2") && lost_tasks == 1);
  CHECK(!strcmp(farm_job_ids(f), "4242 4243"));
  farm_free(f);
  setenv("PATH", saved, 1);
  char args[4096];
  sbatch_args(args, sizeof args);
  const char *second = strstr(args, "--array=0%2\n");
  CHECK(strstr(args, "--array=0,1%2\n") && second && strstr(second, "--exclude=n2\n"));
  CHECK(!strstr(args, "reboot"));
  snprintf(path, sizeof path, "%s/scancel.args", dir);
  FILE *fp = fopen(path, "r");
  char cancelled[1024] = "";
  size_t n = fp ? fread(cancelled, 1, sizeof cancelled - 1, fp) : 0;
  cancelled[n] = 0;
  if (fp) fclose(fp);
  CHECK(strstr(cancelled, "4242_0\n") != NULL);
  snprintf(path, sizeof path, "%s/sinfo.args", dir);
  fp = fopen(path, "r");
  char asked[1024] = "";
  n = fp ? fread(asked, 1, sizeof asked - 1, fp) : 0;
  asked[n] = 0;
  if (fp) fclose(fp);
  CHECK(strstr(asked, "-h -N -n n2,n1 -o %N|%t ") || strstr(asked, "-h -N -n n1,n2 -o %N|%t "));
  /* What a node may be called: Slurm's names, nothing a shell or sbatch would read more in. */
  CHECK(slurm_node_name_ok("fbn1") && slurm_node_name_ok("gpu-a100.rack_2"));
  CHECK(!slurm_node_name_ok("") && !slurm_node_name_ok("$(reboot)") && !slurm_node_name_ok("n1,n2") &&
        !slurm_node_name_ok("a b") && !slurm_node_name_ok("n\n") && !slurm_node_name_ok("-n"));
}

/* [farm] arch: one architecture, or a farm's several (spaces or commas), kept as "sm_90 sm_100";
 * a list with one that is not an architecture is refused, naming its line. */
static void test_arch_list(void) {
  const char *cases[][2] = {{"sm_90", "sm_90"}, {"sm_90 sm_100", "sm_90 sm_100"}, {" sm_80, sm_90a ,sm_120", "sm_80 sm_90a sm_120"}};
  char path[128];
  snprintf(path, sizeof path, "%s/arch.conf", dir);
  for (int i = 0; i < 3; i++) {
    FILE *fp = fopen(path, "w");
    CHECK(fp != NULL);
    if (!fp) return;
    fprintf(fp, "[farm]\narch = %s\n", cases[i][0]);
    fclose(fp);
    project_config c;
    config_defaults(&c);
    config_overrides over;
    memset(&over, 0, sizeof over);
    fb_error err;
    CHECK(config_load(path, &c, &over, &err) == 0);
    CHECK_STR(c.farm.arch, cases[i][1]);
  }
  const char *bad[] = {"sm_90 sm_1x0", "sm_90,,", ", ,", "compute_90"};
  for (int i = 0; i < 4; i++) {
    FILE *fp = fopen(path, "w");
    CHECK(fp != NULL);
    if (!fp) return;
    fprintf(fp, "[farm]\narch = %s\n", bad[i]);
    fclose(fp);
    project_config c;
    config_defaults(&c);
    config_overrides over;
    memset(&over, 0, sizeof over);
    fb_error err;
    err.msg[0] = 0;
    const int rc = config_load(path, &c, &over, &err);
    CHECK(rc < 0 && strstr(err.msg, ":2: bad value arch = ") && strstr(err.msg, "or several: sm_90 sm_100"));
  }
}

int main(void) {
  snprintf(dir, sizeof dir, "/tmp/flamebuild-farm.XXXXXX");
  if (!mkdtemp(dir)) {
    perror("mkdtemp");
    return 1;
  }
  RUN(test_manifest_round_trip);
  RUN(test_no_sbatch);
  RUN(test_controller_down);
  RUN(test_sacct_where_accounting_answers);
  RUN(test_no_accounting);
  RUN(test_task_sizing);
  RUN(test_share_out);
  RUN(test_sbatch_arguments);
  RUN(test_lost_node);
  RUN(test_arch_list);
  char cmd[128];
  snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
  if (system(cmd) != 0) fprintf(stderr, "could not remove %s\n", dir);
  return check_summary("farm");
}
