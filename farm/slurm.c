/*
 * slurm.c — the Slurm commands a farm run needs (slurm.h): sbatch, squeue, scancel, run without
 * a shell, their output captured. Accounting (sacct) is not needed: a task's end is seen in
 * squeue, its outcome in the result files it wrote. Where the cluster has it, sacct adds why a
 * task died (TIMEOUT, OUT_OF_MEMORY, NODE_FAIL…) to its frames' error.
 */
#include "slurm.h"

#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

/* argv as a shell would take it back, for a message: an argument of anything but letters,
 * digits and _-+=%@:,./ in single quotes ('\'' for a quote); "..." where it does not fit. */
static void command_text(char *const argv[], char *out, size_t n) {
  size_t used = 0;
  out[0] = 0;
  for (int i = 0; argv[i]; i++) {
    const char *a = argv[i];
    const int plain = a[0] && strspn(a, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-+=%@:,./") ==
                                  strlen(a);
    char piece[4200];
    size_t p = 0;
    if (i) piece[p++] = ' ';
    if (!plain) piece[p++] = '\'';
    for (; *a && p + 6 < sizeof piece; a++) {
      if (*a == '\'' && !plain) {
        memcpy(piece + p, "'\\''", 4);
        p += 4;
      } else {
        piece[p++] = *a;
      }
    }
    if (!plain) piece[p++] = '\'';
    piece[p] = 0;
    if (used + p + 4 >= n) { /* the rest does not fit: said so */
      snprintf(out + used, n - used, " ...");
      return;
    }
    memcpy(out + used, piece, p + 1);
    used += p;
  }
}

int slurm_run(char *const argv[], char *out, size_t n, fb_error *err) {
  int pipefd[2];
  if (pipe(pipefd) < 0) return fb_errorf(err, "%s: cannot make a pipe: %s", argv[0], strerror(errno));
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_addopen(&fa, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_adddup2(&fa, pipefd[1], STDOUT_FILENO);
  posix_spawn_file_actions_adddup2(&fa, pipefd[1], STDERR_FILENO); /* its message, if it fails */
  posix_spawn_file_actions_addclose(&fa, pipefd[0]);
  posix_spawn_file_actions_addclose(&fa, pipefd[1]);
  pid_t pid;
  int rc = posix_spawnp(&pid, argv[0], &fa, NULL, argv, environ);
  posix_spawn_file_actions_destroy(&fa);
  close(pipefd[1]);
  if (rc != 0) {
    close(pipefd[0]);
    return fb_errorf(err, "cannot run %s: %s (is Slurm's client installed?)", argv[0], strerror(rc));
  }
  size_t used = 0;
  char sink[256];
  for (;;) { /* all of it, so that the command never blocks on a full pipe */
    char *to = used + 1 < n ? out + used : sink;
    size_t room = used + 1 < n ? n - 1 - used : sizeof sink;
    ssize_t r = read(pipefd[0], to, room);
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) break;
    if (to == out + used) used += (size_t)r;
  }
  close(pipefd[0]);
  if (n) out[used] = 0;
  int status;
  while (waitpid(pid, &status, 0) < 0)
    if (errno != EINTR) return fb_errorf(err, "%s: %s", argv[0], strerror(errno));
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    /* The command as run, then its own words, a line each, indented under it. */
    char cmd[520], said[600];
    command_text(argv, cmd, sizeof cmd);
    size_t said_len = 0; /* snprintf cuts the last line that does not fit */
    said[0] = 0;
    for (char *line = out, *end; *line && said_len + 4 < sizeof said; line = end) {
      end = line + strcspn(line, "\n");
      const int len = (int)(end - line);
      if (*end) end++;
      if (len > 0) said_len += (size_t)snprintf(said + said_len, sizeof said - said_len, "\n  %.*s", len, line);
    }
    return fb_errorf(err, "%s failed (%s %d)%s%s", cmd, WIFEXITED(status) ? "exit" : "signal",
                     WIFEXITED(status) ? WEXITSTATUS(status) : WTERMSIG(status), said[0] ? ":" : ", saying nothing",
                     said);
  }
  return 0;
}

int slurm_submit(char *const argv[], char job_id[32], fb_error *err) {
  char out[2048];
  if (slurm_run(argv, out, sizeof out, err) < 0) return -1;
  /* --parsable: "JOBID" or "JOBID;CLUSTER" */
  size_t len = strspn(out, "0123456789");
  if (len == 0 || len >= 32) return fb_errorf(err, "sbatch said '%.200s', not a job id", out);
  memcpy(job_id, out, len);
  job_id[len] = 0;
  return 0;
}

int slurm_node_name_ok(const char *s) {
  const size_t n = strlen(s);
  return n > 0 && n < 64 && s[0] != '-' &&
         strspn(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-") == n;
}

int slurm_tasks_query(const char *job_id, slurm_task_info *v, int ntasks, fb_error *err) {
  /* "TASK|STATE|NODES": the array task, its compact state, the node it runs on */
  char *argv[] = {"squeue", "-h", "-r", "-j", (char *)job_id, "-o", "%K|%t|%N", NULL};
  char out[65536];
  memset(v, 0, (size_t)ntasks * sizeof *v);
  if (slurm_run(argv, out, sizeof out, err) < 0) {
    /* A job the controller has forgotten (after MinJobAge) is an error to squeue: ended. */
    if (strstr(err->msg, "Invalid job id")) return 0;
    return -1;
  }
  int n = 0;
  char *save = NULL;
  for (char *line = strtok_r(out, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
    char *end;
    long t = strtol(line, &end, 10);
    if (end == line || t < 0 || t >= ntasks || v[t].listed) continue;
    slurm_task_info *ti = &v[t];
    ti->listed = 1;
    n++;
    if (*end != '|') continue; /* a line without the state (an older squeue): listed, state unknown */
    const char *state = end + 1, *bar = strchr(state, '|');
    const size_t len = bar ? (size_t)(bar - state) : strlen(state);
    if (len < sizeof ti->state && strspn(state, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") == len) {
      memcpy(ti->state, state, len);
      ti->state[len] = 0;
    }
    if (bar && slurm_node_name_ok(bar + 1)) snprintf(ti->node, sizeof ti->node, "%s", bar + 1);
  }
  return n;
}

int slurm_tasks_listed(const char *job_id, unsigned char *listed, int ntasks, fb_error *err) {
  slurm_task_info *v = calloc(ntasks > 0 ? (size_t)ntasks : 1, sizeof *v);
  if (!v) return fb_errorf(err, "out of memory");
  const int n = slurm_tasks_query(job_id, v, ntasks, err);
  for (int t = 0; t < ntasks; t++) listed[t] = v[t].listed;
  free(v);
  return n;
}

int slurm_lost_nodes(const char *nodes, char *out, size_t n, fb_error *err) {
  /* -N: a line per node, "NODE|STATE" (compact: idle, alloc*, down*, …) */
  char *argv[] = {"sinfo", "-h", "-N", "-n", (char *)nodes, "-o", "%N|%t", NULL};
  char text[65536];
  if (n) out[0] = 0;
  if (slurm_run(argv, text, sizeof text, err) < 0) return -1;
  int lost = 0;
  size_t used = 0;
  char *save = NULL;
  for (char *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
    char *bar = strchr(line, '|');
    if (!bar) continue;
    *bar = 0;
    const char *state = bar + 1;
    const size_t len = strlen(state);
    const int gone = (len > 0 && state[len - 1] == '*') || !strncmp(state, "down", 4) || !strcmp(state, "fail");
    if (!gone || !slurm_node_name_ok(line)) continue;
    /* once each (a node in several partitions has a line for each) */
    int seen = 0;
    for (const char *p = out; *p && !seen; p += strcspn(p, ","), p += *p == ',') {
      seen = !strncmp(p, line, strlen(line)) && (p[strlen(line)] == ',' || !p[strlen(line)]);
    }
    if (seen) continue;
    const int w = snprintf(out + used, n - used, "%s%s", used ? "," : "", line);
    if (w < 0 || used + (size_t)w >= n) {
      out[used] = 0;
      break;
    }
    used += (size_t)w;
    lost++;
  }
  return lost;
}

int slurm_task_state(const char *job_id, int task, char *out, size_t n) {
  char id[64];
  snprintf(id, sizeof id, "%s_%d", job_id, task);
  /* -X: the allocation alone, not its steps; -P: "STATE|EXITCODE" */
  char *argv[] = {"sacct", "-n", "-P", "-X", "-j", id, "-o", "State,ExitCode", NULL};
  char text[4096];
  fb_error err;
  if (slurm_run(argv, text, sizeof text, &err) < 0) return -1;
  char *save = NULL;
  for (char *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
    char *bar = strchr(line, '|');
    if (!bar || bar == line) continue;
    *bar = 0;
    const char *code = bar + 1;
    code += strspn(code, " ");
    snprintf(out, n, "%.60s, exit code %.20s", line, code[0] ? code : "?");
    return 0;
  }
  return -1;
}

void slurm_cancel(const char *job_id) {
  char *argv[] = {"scancel", (char *)job_id, NULL};
  char out[1024];
  fb_error ignored; /* nothing to do about a cancel that fails: the tasks end by themselves */
  slurm_run(argv, out, sizeof out, &ignored);
}
