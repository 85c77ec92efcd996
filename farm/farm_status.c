/*
 * farm_status.c — a farm run in progress, as `status` shows it (farm.h): read from the run's
 * files alone (the manifest, the results that landed, the started and cancel markers, the job
 * ids), so that status needs
 * neither the submitting build nor Slurm.
 */
#include <dirent.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "farm.h"
#include "farm_files.h"

/* The run folder's name is TIME-PID (farm_new): the newest whose process lives. */
static int newest_active(const char *farm_dir, char *name, size_t n) {
  DIR *d = opendir(farm_dir);
  if (!d) return 0;
  long long best = -1;
  struct dirent *e;
  while ((e = readdir(d))) {
    long long t;
    long pid;
    char tail;
    if (sscanf(e->d_name, "%lld-%ld%c", &t, &pid, &tail) != 2 || pid <= 0) continue;
    if (kill((pid_t)pid, 0) < 0 && errno == ESRCH) continue; /* that build is gone */
    if (t > best) {
      best = t;
      snprintf(name, n, "%s", e->d_name);
    }
  }
  closedir(d);
  return best >= 0;
}

int farm_status_load(const char *state_dir, farm_status *st, fb_error *err) {
  memset(st, 0, sizeof *st);
  char farm_dir[4200], name[256];
  snprintf(farm_dir, sizeof farm_dir, "%s/farm", state_dir);
  if (!newest_active(farm_dir, name, sizeof name)) return 0;
  snprintf(st->dir, sizeof st->dir, "%.3800s/%.200s", farm_dir, name);
  char path[4400];
  snprintf(path, sizeof path, "%s/manifest", st->dir);
  farm_manifest m;
  fb_error merr;
  if (farm_manifest_read(path, &m, &merr) < 0) return 0; /* not written yet: planning */
  st->active = 1;
  snprintf(path, sizeof path, "%s/jobs", st->dir);
  FILE *fp = fopen(path, "r");
  if (fp) {
    if (fgets(st->jobs, sizeof st->jobs, fp)) st->jobs[strcspn(st->jobs, "\n")] = 0;
    fclose(fp);
  }
  st->v = calloc((size_t)(m.nframes ? m.nframes : 1), sizeof *st->v);
  if (!st->v) {
    farm_manifest_free(&m);
    return fb_errorf(err, "out of memory");
  }
  for (int i = 0; i < m.nframes; i++) {
    farm_sequence_progress *q = (farm_sequence_progress *)farm_status_find(st, m.frames[i].path);
    if (!q) {
      q = &st->v[st->n++];
      snprintf(q->path, sizeof q->path, "%s", m.frames[i].path);
    }
    q->frames++;
    snprintf(path, sizeof path, "%s/F%d", m.results_dir, i);
    farm_result r;
    if (farm_result_read(path, &r, &merr) == 0) {
      q->landed++;
      q->failed += r.state != FARM_DONE;
    } else if (farm_marked(st->dir, "cancel", i)) { /* landed as "cancelled" in the submitter */
      q->landed++;
      q->failed++;
    } else if (farm_marked(st->dir, "started", i)) {
      q->running++;
    } else {
      q->queued++;
    }
  }
  farm_manifest_free(&m);
  return 0;
}

const farm_sequence_progress *farm_status_find(const farm_status *st, const char *path) {
  for (int i = 0; i < st->n; i++)
    if (!strcmp(st->v[i].path, path)) return &st->v[i];
  return NULL;
}

void farm_status_free(farm_status *st) {
  free(st->v);
  memset(st, 0, sizeof *st);
}
