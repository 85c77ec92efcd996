/*
 * bench_flam3.c — flam3-render timed on the genomes `flamebuild bench` renders on the CPU
 * (contract in bench_flam3.h).
 *
 * flam3-render has no iteration timer (its verbose output counts whole seconds), so its rate is
 * taken from two runs of the same genome: at the bench's quality, and at a thousandth of it,
 * whose seconds are flam3's fixed costs (start, parse, buffers, filter, PNG); the difference is
 * the iteration of the samples between them. Both runs draw in one temporal sample and without
 * density estimation: neither changes the chaos game, but flam3's estimator widens its
 * histogram's gutter and its temporal samples each round their share up to whole sub-batches of
 * 10,000, so that with flam3's defaults it would draw up to a fifth more samples than the
 * frame asks for, and its finishing time would stand in the fixed costs' place.
 *
 * The environment flam3-render sees is only its settings: it reads settings from variables of
 * common names (seed, ss, qs, prefix, …), which the user's environment must not change, and a
 * locale with a decimal comma would change how it reads the genome's numbers.
 */
#include "bench_flam3.h"

#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../util/clock.h"

/* flam3's sub-batch: every temporal sample draws whole ones (its rect.c, SUB_BATCH_SIZE). */
#define FLAM3_SUB_BATCH 10000.0

int bench_flam3_find(const char *program, char *path, size_t len) {
  if (!program || !*program) return 0;
  if (strchr(program, '/')) {
    if (access(program, X_OK) != 0) return 0;
    snprintf(path, len, "%s", program);
    return 1;
  }
  const char *dirs = getenv("PATH");
  if (!dirs) dirs = "/usr/local/bin:/usr/bin:/bin";
  for (const char *d = dirs; *d;) {
    const char *end = strchr(d, ':');
    const size_t n = end ? (size_t)(end - d) : strlen(d);
    struct stat st;
    /* An empty PATH entry is the current directory, as the shell takes it. */
    if (snprintf(path, len, "%.*s%s%s", (int)n, n ? d : ".", "/", program) < (int)len && stat(path, &st) == 0 &&
        S_ISREG(st.st_mode) && access(path, X_OK) == 0)
      return 1;
    if (!end) break;
    d = end + 1;
  }
  return 0;
}

/* The last line of a text file, for an error message ("" when there is none). */
static void last_line(const char *file, char *out, size_t len) {
  out[0] = 0;
  FILE *f = fopen(file, "r");
  if (!f) return;
  char line[512];
  while (fgets(line, sizeof line, f)) {
    line[strcspn(line, "\r\n")] = 0;
    const size_t n = strlen(line) < len ? strlen(line) : len - 1;
    if (n) memcpy(out, line, n), out[n] = 0;
  }
  fclose(f);
}

/* One flam3-render run of the genome file `in`, its image to `out` and its stderr to `err`:
 * 0 with the wall seconds, or -1 with why. */
static int run_once(const char *path, const char *in, const char *out, const char *err, int threads, double *seconds,
                    char *why, size_t whylen) {
  char env_in[4200], env_out[4200], env_threads[32], env_palettes[4200];
  snprintf(env_in, sizeof env_in, "in=%s", in);
  snprintf(env_out, sizeof env_out, "out=%s", out);
  snprintf(env_threads, sizeof env_threads, "nthreads=%d", threads);
  char *envp[8] = {env_in, env_out, "bits=64", env_threads, "verbose=0", "isaac_seed=flamebuild-bench", NULL, NULL};
  const char *palettes = getenv("flam3_palettes"); /* where the user keeps flam3's palette file */
  if (palettes && snprintf(env_palettes, sizeof env_palettes, "flam3_palettes=%s", palettes) < (int)sizeof env_palettes)
    envp[6] = env_palettes;
  char *argv[] = {(char *)path, NULL};

  posix_spawn_file_actions_t fa;
  if (posix_spawn_file_actions_init(&fa) != 0) {
    snprintf(why, whylen, "cannot start %s: out of memory", path);
    return -1;
  }
  int rc = posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", O_RDONLY, 0);
  if (rc == 0) rc = posix_spawn_file_actions_addopen(&fa, 1, "/dev/null", O_WRONLY, 0);
  if (rc == 0) rc = posix_spawn_file_actions_addopen(&fa, 2, err, O_WRONLY | O_CREAT | O_TRUNC, 0600);
  pid_t pid = 0;
  const double t0 = fb_mono_seconds();
  if (rc == 0) rc = posix_spawn(&pid, path, &fa, NULL, argv, envp);
  posix_spawn_file_actions_destroy(&fa);
  if (rc != 0) {
    snprintf(why, whylen, "cannot start %s: %s", path, strerror(rc));
    return -1;
  }
  int status;
  pid_t w;
  while ((w = waitpid(pid, &status, 0)) < 0 && errno == EINTR) {
  }
  *seconds = fb_mono_seconds() - t0;
  if (w < 0) {
    snprintf(why, whylen, "waiting for %s: %s", path, strerror(errno));
    return -1;
  }
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    char said[300];
    last_line(err, said, sizeof said);
    if (WIFSIGNALED(status))
      snprintf(why, whylen, "%s was killed by signal %d%s%s", path, WTERMSIG(status), said[0] ? ": " : "", said);
    else
      snprintf(why, whylen, "%s exited %d%s%s", path, WEXITSTATUS(status), said[0] ? ": " : "", said);
    return -1;
  }
  return 0;
}

/* The genome as flam3 is to draw it: g at `quality`, one temporal sample, no estimator (see
 * the top of this file), written to `file`. 0, or -1 with why. */
static int write_genome(const genome *g, double quality, const char *file, char *why, size_t whylen) {
  genome c;
  if (genome_copy(&c, g) < 0) { /* which frees what it took */
    snprintf(why, whylen, "out of memory");
    return -1;
  }
  c.quality = quality;
  c.temporal_samples = 1;
  c.estimator_radius = 0;
  c.estimator_minimum = 0;
  char *text = genome_print(&c);
  genome_free(&c);
  FILE *f = text ? fopen(file, "w") : NULL;
  int rc = -1;
  if (!text) snprintf(why, whylen, "out of memory");
  else if (!f) snprintf(why, whylen, "cannot write %s: %s", file, strerror(errno));
  else if (fputs(text, f) < 0 || fflush(f) != 0) snprintf(why, whylen, "cannot write %s: %s", file, strerror(errno));
  else rc = 0;
  if (f && fclose(f) != 0 && rc == 0) {
    snprintf(why, whylen, "cannot write %s: %s", file, strerror(errno));
    rc = -1;
  }
  free(text);
  return rc;
}

int bench_flam3_time(const char *path, const genome *g, int threads, double samples, bench_flam3_timing *t) {
  memset(t, 0, sizeof *t);
  const char *tmp = getenv("TMPDIR");
  char dir[4096], in[4200], out[4200], err[4200];
  snprintf(dir, sizeof dir, "%s/flamebuild-bench-flam3.XXXXXX", tmp && *tmp ? tmp : "/tmp");
  if (!mkdtemp(dir)) {
    snprintf(t->why, sizeof t->why, "cannot make a temporary folder in %s: %s", tmp && *tmp ? tmp : "/tmp",
             strerror(errno));
    return -1;
  }
  snprintf(in, sizeof in, "%s/genome.flam3", dir);
  snprintf(out, sizeof out, "%s/flam3.png", dir);
  snprintf(err, sizeof err, "%s/stderr.txt", dir);
  const double fixed_quality = g->quality / 1000;
  int rc = write_genome(g, g->quality, in, t->why, sizeof t->why);
  if (rc == 0) rc = run_once(path, in, out, err, threads, &t->full_s, t->why, sizeof t->why);
  if (rc == 0) rc = write_genome(g, fixed_quality, in, t->why, sizeof t->why);
  if (rc == 0) rc = run_once(path, in, out, err, threads, &t->fixed_s, t->why, sizeof t->why);
  unlink(in);
  unlink(out);
  unlink(err);
  rmdir(dir);
  if (rc < 0) return -1;
  t->ok = 1;
  /* The short run still draws a sub-batch at least; what lies between is the rate's. */
  double fixed_samples = samples / 1000;
  if (fixed_samples < FLAM3_SUB_BATCH) fixed_samples = FLAM3_SUB_BATCH;
  const double between = samples - fixed_samples, seconds = t->full_s - t->fixed_s;
  t->rate = between > 0 && seconds > 0 ? between / seconds : 0;
  return 0;
}
