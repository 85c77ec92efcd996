/*
 * farm_abandoned.c — the runs a killed submitter left behind (farm.h: farm_end_abandoned).
 *
 * A `build --farm` killed with kill -9 cannot cancel its array job: Slurm runs it on, and its
 * workers would write frames into out/ long after a later build rendered the same frames from
 * an edited genome. A run's folder says whether its submitter finished with it (RUN/ended,
 * written by farm_run before it returns; a run that succeeded is removed outright), so any
 * other folder found by a process that holds the project's lock — or by `status`, when no
 * process holds it — belongs to a submitter that is gone. Such a run is marked abandoned
 * (RUN/abandoned, which every worker's cancel check sees: it skips what it has not begun and
 * abandons what it renders before the PNG is written) and its jobs are cancelled (scancel).
 * An abandoned folder an hour old has no task left that could read it: it goes.
 */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "../util/fs.h"
#include "farm.h"
#include "farm_files.h"
#include "slurm.h"

static int has(const char *run, const char *name, struct stat *st) {
  char path[4400];
  return snprintf(path, sizeof path, "%s/%s", run, name) < (int)sizeof path && lstat(path, st) == 0;
}

/* Cancels every job the run's jobs file names ("1234 1240"). */
static void cancel_jobs(const char *run) {
  char path[4400], jobs[600] = "";
  if (snprintf(path, sizeof path, "%s/jobs", run) >= (int)sizeof path) return;
  FILE *fp = fopen(path, "r");
  if (!fp) return;
  if (!fgets(jobs, sizeof jobs, fp)) jobs[0] = 0;
  fclose(fp);
  for (char *save = NULL, *id = strtok_r(jobs, " \t\n", &save); id; id = strtok_r(NULL, " \t\n", &save))
    if (strspn(id, "0123456789") == strlen(id)) slurm_cancel(id); /* a job id, nothing else goes to scancel */
}

int farm_end_abandoned(const char *state_dir, fb_error *err) {
  char farm_dir[4200];
  if (snprintf(farm_dir, sizeof farm_dir, "%s/farm", state_dir) >= (int)sizeof farm_dir)
    return fb_errorf(err, "%s: path too long", state_dir);
  DIR *d = opendir(farm_dir);
  if (!d) return 0;
  int ended = 0;
  struct dirent *e;
  while ((e = readdir(d))) {
    long long t;
    long pid;
    char tail;
    if (sscanf(e->d_name, "%lld-%ld%c", &t, &pid, &tail) != 2 || pid <= 0 || pid == (long)getpid()) continue;
    char run[4400];
    struct stat st;
    if (snprintf(run, sizeof run, "%s/%s", farm_dir, e->d_name) >= (int)sizeof run || lstat(run, &st) < 0 || !S_ISDIR(st.st_mode) || has(run, "ended", &st)) continue;
    if (has(run, "abandoned", &st)) {
      if (time(NULL) - st.st_mtime > 3600) (void)fb_remove_tree(run);
      continue;
    }
    char marker[4500];
    fb_error ignored; /* the jobs are cancelled even if the marker cannot be written */
    if (snprintf(marker, sizeof marker, "%s/abandoned", run) < (int)sizeof marker)
      (void)farm_write_file(marker, "", 0, 0644, &ignored);
    cancel_jobs(run);
    ended++;
  }
  closedir(d);
  return ended;
}
