/*
 * build_plan.c — a build's plans in the store and in out/: a sequence's plan recorded (its
 * frames' keys and file names), the files of an older plan pruned from out/NAME/, a genome
 * file that vanished forgotten (its outputs stay as orphans), a rendered frame recorded.
 */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "build.h"
#include "build_internal.h"
#include "../plan/plan.h"

static int buffer_in_cache(void *ctx, const char *key) {
  build_ctx *b = ctx;
  return cache_has(&b->buffers, key);
}

int build_frame_record(build_ctx *b, const char *relpath, const frame_result *res, fb_error *err) {
  if (store_frame_built(b->s, relpath, &res->row, err) < 0) return -1;
  if (res->iterated) b->counts->iterated++;
  else b->counts->refinished++;
  b->counts->samples_iterated += res->samples_iterated;
  return 0;
}

static int is_current_file(const sequence *seq, const char *file) {
  for (int k = 0; seq && k < seq->nframes; k++)
    if (!strcmp(seq->frames[k].file, file)) return 1;
  return 0;
}

/* The directory and its parents up to out/, each only if empty (rmdir refuses otherwise): a
 * clean build would not have made them. */
static void remove_empty_dirs(const project *p, char *dir) {
  size_t out_len = strlen(p->out_dir);
  while (strlen(dir) > out_len && rmdir(dir) == 0) {
    char *slash = strrchr(dir, '/');
    if (!slash) break;
    *slash = 0;
  }
}

/* out/NAME/, an animation's or a collection's frame directory: what a build wrote there and seq
 * does not name (frames past a shorter animation's end, a renamed flame of a collection, the
 * files of an earlier pattern or format; every one when seq is NULL — a still has no frame
 * directory: an animation's frames before it became one, or its own out/NAME/00000.png from a
 * version that wrote stills there), and the directory if it ends up empty. A still of another
 * genome file in that folder (NAME/b.flame's out/NAME/b.png) is that one's. */
static void remove_stale_frame_dir(const project *p, const char *name, const sequence *seq, const char *own_temp) {
  char dir[PATH_MAX];
  project_frame_dir(p, name, dir, sizeof dir);
  struct stat st;
  if (lstat(dir, &st) < 0 || !S_ISDIR(st.st_mode)) return; /* never delete through a link put in out/ */
  DIR *d = opendir(dir);
  if (!d) return;
  struct dirent *e;
  while ((e = readdir(d))) {
    if (!is_current_file(seq, e->d_name) && !strstr(e->d_name, own_temp) && project_frame_file_ours(dir, e->d_name) &&
        !project_still_of_genome(p, name, e->d_name)) {
      char path[PATH_MAX];
      if (path_printf(path, sizeof path, "%s/%s", dir, e->d_name) == 0) unlink(path);
    }
  }
  closedir(d);
  remove_empty_dirs(p, dir);
}

/* out/NAME.png (.exr, .jpg) beside out/NAME/, a still's file: what a build wrote there but
 * `keep` (the still's current file; NULL when NAME is no still now, or seq is NULL), and the
 * folder if it ends up empty; with `temps`, temp files of it that another process left too
 * (a farm's killed worker: the folder is read, where the three names are only looked up
 * otherwise — a project of many stills in one folder is not read once per still; the build's
 * start removes what a killed build left, build_remove_output_temps). When the folder is
 * itself a sequence's frame directory (A.flame beside A/NAME.flame), its files are that
 * sequence's to prune: a collection's flame may be called NAME too. */
static void remove_stale_still(const project *p, const char *name, const char *keep, const char *own_temp, int temps) {
  char folder[1024], dir[PATH_MAX];
  project_still_folder(name, folder, sizeof folder);
  const char *base = name + strlen(folder) + (folder[0] ? 1 : 0);
  project_frame_dir(p, folder, dir, sizeof dir);
  struct stat st;
  if (!dir[0] || lstat(dir, &st) < 0 || !S_ISDIR(st.st_mode)) return;
  if (folder[0]) { /* A.flame or A.flam3 for the folder A: project_still_of_genome asks just that */
    char up[1024];
    project_still_folder(folder, up, sizeof up);
    char file[NAME_MAX + 8];
    snprintf(file, sizeof file, "%s.png", folder + strlen(up) + (up[0] ? 1 : 0));
    if (project_still_of_genome(p, up, file)) return;
  }
  int removed = 0;
  static const char *const exts[] = {"png", "exr", "jpg"};
  for (int i = 0; i < 3; i++) {
    char file[NAME_MAX + 8], path[PATH_MAX];
    if (project_still_file(name, exts[i], file, sizeof file) < 0 || (keep && !strcmp(file, keep)) ||
        path_printf(path, sizeof path, "%s/%s", dir, file) < 0 || lstat(path, &st) < 0 || !S_ISREG(st.st_mode) ||
        !project_still_file_ours(dir, file))
      continue;
    removed += unlink(path) == 0;
  }
  DIR *d = temps ? opendir(dir) : NULL;
  struct dirent *e;
  const size_t blen = strlen(base);
  while (d && (e = readdir(d))) {
    char stem[NAME_MAX + 1];
    if (strncmp(e->d_name, base, blen) || e->d_name[blen] != '.' || !strstr(e->d_name, ".tmp-") ||
        strstr(e->d_name, own_temp) || project_still_stem(e->d_name, stem, sizeof stem) < 0 || strcmp(stem, base) ||
        !project_still_file_ours(dir, e->d_name))
      continue;
    char path[PATH_MAX];
    if (path_printf(path, sizeof path, "%s/%s", dir, e->d_name) == 0) removed += unlink(path) == 0;
  }
  if (d) closedir(d);
  if (removed) remove_empty_dirs(p, dir);
}

/* Removes what a build wrote for the sequence `name` and seq (its plan now; NULL: none) no
 * longer names, in out/NAME/ and as out/NAME.EXT — so that a genome that turns from one flame
 * into several, or back, leaves no file of the other kind that looks current —, and temp
 * files a killed build left (we hold the lock: only this process may be writing, and its own
 * are left). Another file put there is kept (project_frame_file_ours, project_still_file_ours). */
static void remove_stale_frames(const project *p, const char *name, const sequence *seq, int temps) {
  char own_temp[32]; /* this process's writes in flight (watch renders while it plans) */
  snprintf(own_temp, sizeof own_temp, ".tmp-%ld-", (long)getpid());
  const int still = seq && seq->kind == SEQ_STILL;
  remove_stale_frame_dir(p, name, still ? NULL : seq, own_temp);
  remove_stale_still(p, name, still && seq->nframes > 0 ? seq->frames[0].file : NULL, own_temp, temps);
}

/* Records a planned sequence in the store (one transaction). */
static int record_plan(build_ctx *b, const sequence *seq, fb_error *err) {
  store_genome g = {0};
  snprintf(g.path, sizeof g.path, "%s", seq->path);
  memcpy(g.content_hash, seq->content_hash, 65);
  memcpy(g.plan_hash, seq->plan_hash, 65);
  if (seq->failed) {
    /* Keep the previous frames and outputs; remember the error for status. */
    store_genome old;
    int have = store_genome_get(b->s, seq->path, &old, err);
    if (have < 0) return -1;
    snprintf(g.status, sizeof g.status, "error");
    snprintf(g.error, sizeof g.error, "%s", seq->error);
    snprintf(g.kind, sizeof g.kind, "%s", have ? old.kind : "");
    g.nframes = have ? old.nframes : 0;
    /* A new plan hash with an old frame list would let a later build reuse stale keys: the
     * plan hash of a failed genome never matches a good file, so that cannot happen. */
    return store_genome_put(b->s, &g, err);
  }
  snprintf(g.status, sizeof g.status, "ok");
  snprintf(g.unsupported, sizeof g.unsupported, "%s", seq->unsupported);
  snprintf(g.warnings, sizeof g.warnings, "%s", seq->warnings);
  snprintf(g.kind, sizeof g.kind, "%s",
           seq->kind == SEQ_ANIMATION ? "animation" : seq->kind == SEQ_COLLECTION ? "collection" : "still");
  g.nframes = seq->nframes;
  if (store_begin(b->s, err) < 0) return -1;
  int rc = store_genome_put(b->s, &g, err);
  for (int k = 0; k < seq->nframes && rc == 0 && seq->replanned; k++) {
    store_frame f = {.index = k, .time = seq->frames[k].time};
    memcpy(f.iter_key, seq->frames[k].iter_key, 65);
    memcpy(f.finish_key, seq->frames[k].finish_key, 65);
    memcpy(f.file, seq->frames[k].file, sizeof f.file);
    rc = store_frame_put(b->s, seq->path, &f, err);
  }
  if (rc == 0) rc = store_frames_truncate(b->s, seq->path, seq->nframes, err);
  if (rc < 0) {
    store_rollback(b->s);
    return -1;
  }
  return store_commit(b->s, err);
}

int build_plan(build_ctx *b, const char *relpath, sequence *seq, fb_error *err) {
  if (plan_sequence(b->p, b->s, relpath, seq, err) < 0) return -1;
  if (!seq->failed && (project_output_clash(b->p, relpath, seq->error, sizeof seq->error) ||
                       plan_still_foreign(b->p, b->s, seq, seq->error, sizeof seq->error))) {
    seq->failed = 1;
    memset(seq->plan_hash, 0, sizeof seq->plan_hash); /* recorded as failed: never a good plan's */
  }
  if (record_plan(b, seq, err) < 0) return -1;
  if (seq->failed) {
    b->counts->failed++;
    return 0;
  }
  remove_stale_frames(b->p, seq->name, seq, 0);
  if (plan_actions(b->p, b->s, seq, buffer_in_cache, b, err) < 0) return -1;
  for (int k = 0; k < seq->nframes; k++) {
    planned_frame *pf = &seq->frames[k];
    if (pf->action != FRAME_UNCHANGED) continue;
    if (build_frame_wanted(b->opt, k)) b->counts->unchanged++; /* the summary counts --frames' frames */
    /* A PNG recognised by its embedded key (a lost database), or verified whole after its size
     * or time changed (touched, copied back, a version-1 database): record it as it is now. */
    store_frame row;
    int have = store_frame_get(b->s, seq->path, k, &row, err);
    if (have < 0) return -1;
    if (!have || strcmp(row.built_finish_key, pf->finish_key) || row.out_size != pf->out_size ||
        row.out_mtime_ns != pf->out_mtime_ns) {
      store_frame f = {.index = k, .time = pf->time, .out_size = pf->out_size, .out_mtime_ns = pf->out_mtime_ns};
      memcpy(f.iter_key, pf->iter_key, 65);
      memcpy(f.finish_key, pf->finish_key, 65);
      memcpy(f.file, pf->file, sizeof f.file);
      snprintf(f.backend, sizeof f.backend, "cpu");
      if (store_frame_built(b->s, seq->path, &f, err) < 0) return -1;
    }
  }
  return 0;
}

void build_prune_frames(build_ctx *b, const char *name, const sequence *seq) {
  remove_stale_frames(b->p, name, seq, b->farm != NULL);
}

int build_remove(build_ctx *b, const char *relpath, fb_error *err) {
  /* Its outputs stay (orphans.h): a genome removed or moved by mistake costs no rendering. */
  return store_genome_delete(b->s, relpath, err);
}

typedef struct vanished_ctx {
  build_ctx *b;
  char **paths;
  int n;
  fb_error *err;
  int rc;
} vanished_ctx;

static int is_listed(char **paths, int n, const char *path) {
  int lo = 0, hi = n - 1;
  while (lo <= hi) {
    int mid = (lo + hi) / 2, c = strcmp(paths[mid], path);
    if (!c) return 1;
    if (c < 0) lo = mid + 1;
    else hi = mid - 1;
  }
  return 0;
}

/* A genome file that is gone: forgotten; its outputs stay as orphans (orphans.h). */
static int drop_vanished(void *ctx, const char *path) {
  vanished_ctx *v = ctx;
  if (is_listed(v->paths, v->n, path)) return 0;
  if (build_remove(v->b, path, v->err) < 0) {
    v->rc = -1;
    return 1;
  }
  if (!v->b->opt->quiet) {
    char name[1024];
    project_sequence_name(path, name, sizeof name);
    build_say(v->b, BUILD_LOG_INFO, "%s: genome removed; its outputs stay in out/ (flamebuild clean --orphans removes them)",
              name);
  }
  return 0;
}

int build_forget_vanished(build_ctx *b, char **paths, int n, fb_error *err) {
  vanished_ctx v = {b, paths, n, err, 0};
  int rc = store_genome_each(b->s, drop_vanished, &v, err);
  return rc == 0 ? v.rc : rc;
}
