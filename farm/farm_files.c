/*
 * farm_files.c — the manifest and the result files (farm_files.h), for both sides.
 */
#include "farm_files.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../util/fs.h"
#include "../util/read_file.h"
#include "slurm.h"

int farm_write_file(const char *path, const char *data, size_t n, mode_t mode, fb_error *err) {
  return fb_write_file_atomic(path, data, n, mode, err);
}

int farm_manifest_write(const char *path, const farm_manifest *m, fb_error *err) {
  size_t cap = 8192 + (size_t)m->nframes * 1300;
  char *text = malloc(cap);
  if (!text) return fb_errorf(err, "out of memory");
  size_t used = (size_t)snprintf(text, cap,
                                 "flamebuild-farm 1\nproject %s\nprofile %s\nbackend %s\nscales %.17g %.17g\n"
                                 "results %s\ntasks %d\n",
                                 m->project_root, m->profile, m->backend, m->qs, m->ss, m->results_dir, m->ntasks);
  for (int i = 0; i < m->nframes && used < cap; i++) {
    const farm_frame *f = &m->frames[i];
    used += (size_t)snprintf(text + used, cap - used, "frame %d %d %s %s %.6g %s\n", m->task_of[i], f->index,
                             f->iter_key, f->finish_key, f->estimate_s, f->path);
  }
  int rc = used >= cap ? fb_errorf(err, "%s: the manifest does not fit", path)
                       : farm_write_file(path, text, used, 0644, err);
  free(text);
  return rc;
}

/* The value of "KEY value" at the start of line (NULL if the line is another key). */
static const char *value_of(const char *line, const char *key) {
  size_t n = strlen(key);
  return !strncmp(line, key, n) && line[n] == ' ' ? line + n + 1 : NULL;
}

int farm_manifest_read(const char *path, farm_manifest *m, fb_error *err) {
  memset(m, 0, sizeof *m);
  char *text;
  size_t len;
  if (fb_read_regular_file(path, &text, &len, err) < 0) return -1;
  int cap = 0, rc = 0, header = 0;
  char *save = NULL;
  for (char *line = strtok_r(text, "\n", &save); line && rc == 0; line = strtok_r(NULL, "\n", &save)) {
    const char *v;
    if (!header) {
      if (strcmp(line, "flamebuild-farm 1")) rc = fb_errorf(err, "%s: not a flamebuild farm manifest (version 1)", path);
      header = 1;
    } else if ((v = value_of(line, "project"))) {
      snprintf(m->project_root, sizeof m->project_root, "%s", v);
    } else if ((v = value_of(line, "profile"))) {
      snprintf(m->profile, sizeof m->profile, "%s", v);
    } else if ((v = value_of(line, "backend"))) {
      snprintf(m->backend, sizeof m->backend, "%s", v);
    } else if ((v = value_of(line, "scales"))) {
      if (sscanf(v, "%lf %lf", &m->qs, &m->ss) != 2) rc = fb_errorf(err, "%s: bad scales line", path);
    } else if ((v = value_of(line, "results"))) {
      snprintf(m->results_dir, sizeof m->results_dir, "%s", v);
    } else if ((v = value_of(line, "tasks"))) {
      m->ntasks = atoi(v);
    } else if ((v = value_of(line, "frame"))) {
      if (m->nframes == cap) {
        cap = cap ? 2 * cap : 64;
        farm_frame *nf = realloc(m->frames, (size_t)cap * sizeof *nf);
        int *nt = realloc(m->task_of, (size_t)cap * sizeof *nt);
        if (nf) m->frames = nf;
        if (nt) m->task_of = nt;
        if (!nf || !nt) {
          rc = fb_errorf(err, "out of memory");
          break;
        }
      }
      farm_frame *f = &m->frames[m->nframes];
      memset(f, 0, sizeof *f);
      int used = 0;
      if (sscanf(v, "%d %d %64s %64s %lf %n", &m->task_of[m->nframes], &f->index, f->iter_key, f->finish_key,
                 &f->estimate_s, &used) != 5 ||
          !v[used] || strlen(v + used) >= sizeof f->path)
        rc = fb_errorf(err, "%s: bad frame line: %.200s", path, line);
      else
        snprintf(f->path, sizeof f->path, "%s", v + used);
      m->nframes++;
    }
  }
  free(text);
  if (rc == 0 && (!m->project_root[0] || !m->results_dir[0] || m->ntasks < 1))
    rc = fb_errorf(err, "%s: the manifest has no project, results or tasks line", path);
  if (rc < 0) farm_manifest_free(m);
  return rc;
}

void farm_manifest_free(farm_manifest *m) {
  free(m->frames);
  free(m->task_of);
  memset(m, 0, sizeof *m);
}

int farm_result_write(const farm_manifest *m, const farm_frame *frame, const farm_result *r, fb_error *err) {
  char path[4200], error[sizeof r->error], text[2048];
  snprintf(path, sizeof path, "%s/F%d", m->results_dir, (int)(frame - m->frames));
  snprintf(error, sizeof error, "%s", r->error);
  for (char *c = error; *c; c++)
    if (*c == '\n' || *c == '\r') *c = ' ';
  int n = snprintf(text, sizeof text,
                   "state %s\niterated %d\nbackend %s\nnode %s\nsamples %.17g\nseconds %.6g\nerror %s\n",
                   r->state == FARM_DONE ? "done" : "failed", r->iterated, r->backend[0] ? r->backend : "-",
                   slurm_node_name_ok(r->node) ? r->node : "-", r->samples, r->seconds, error);
  return farm_write_file(path, text, (size_t)(n < (int)sizeof text ? n : (int)sizeof text - 1), 0644, err);
}

int farm_result_read(const char *path, farm_result *r, fb_error *err) {
  memset(r, 0, sizeof *r);
  char *text;
  size_t len;
  if (fb_read_regular_file(path, &text, &len, err) < 0) return -1;
  int have_state = 0;
  char *save = NULL;
  for (char *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
    const char *v;
    if ((v = value_of(line, "state"))) {
      have_state = !strcmp(v, "done") || !strcmp(v, "failed");
      r->state = !strcmp(v, "done") ? FARM_DONE : FARM_FAILED;
    } else if ((v = value_of(line, "iterated"))) {
      r->iterated = atoi(v) != 0;
    } else if ((v = value_of(line, "backend"))) {
      snprintf(r->backend, sizeof r->backend, "%s", v);
    } else if ((v = value_of(line, "node"))) {
      if (slurm_node_name_ok(v)) snprintf(r->node, sizeof r->node, "%s", v); /* else unknown: a word, not a name */
    } else if ((v = value_of(line, "samples"))) {
      r->samples = strtod(v, NULL);
    } else if ((v = value_of(line, "seconds"))) {
      r->seconds = strtod(v, NULL);
    } else if ((v = value_of(line, "error"))) {
      snprintf(r->error, sizeof r->error, "%s", v);
    }
  }
  free(text);
  if (!have_state) return fb_errorf(err, "%s: no state line", path);
  return 0;
}

