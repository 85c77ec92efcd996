/*
 * orphans.c — outputs in out/ whose genome file is gone (orphans.h).
 *
 * A removed or renamed genome never takes its rendered frames with it: hours of rendering
 * are not deleted because a file was moved. Its frames and video stay in out/ until
 * `clean --orphans` removes them (a moved genome finds its buffers in the cache by key, so
 * rendering it again under its new name costs only the finish).
 *
 * out/ is read as the builds write it: a directory with files NNNNN.png (or others a build
 * wrote: project_frame_file_ours) is the frame directory of the sequence named by its path
 * under out/; NAME.png (.exr, .jpg) that carries flamebuild's key is the still NAME, and
 * NAME.mp4, .mov and .mkv are videos. Nothing else in out/ is ours, and nothing else is listed
 * or removed. A still's file whose genome is there is never an orphan, in whatever folder it
 * is; a frame directory's name for a still's (out/NAME/00000.png of a version that wrote stills
 * there) is its build's to prune.
 */
#include "orphans.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* A video's or a contact sheet's extension, or NULL. */
static const char *video_ext(const char *name) {
  size_t n = strlen(name);
  static const char *const exts[] = {".sheet.png", ".mp4", ".mov", ".mkv"};
  for (int i = 0; i < 4; i++) {
    const size_t e = strlen(exts[i]);
    if (n > e && !strcmp(name + n - e, exts[i])) return exts[i];
  }
  return NULL;
}

static int is_current(char **names, int n, const char *name) {
  for (int i = 0; i < n; i++)
    if (!strcmp(names[i], name)) return 1;
  return 0;
}

static int add(project_orphans *o, const char *rel, int frames) {
  if (o->n == o->cap) {
    int cap = o->cap ? o->cap * 2 : 16;
    project_orphan *grown = realloc(o->v, (size_t)cap * sizeof *grown);
    if (!grown) return -1;
    o->v = grown;
    o->cap = cap;
  }
  project_orphan *e = &o->v[o->n];
  snprintf(e->path, sizeof e->path, "%s", rel);
  e->frames = frames;
  o->n++;
  return 0;
}

/* Whether file_name in the directory rel of out/ is the still of a sequence of the project, or
 * a temp file of one: out/NAME.png's NAME is among names. */
static int current_still(char **names, int n, const char *rel, const char *file_name) {
  char stem[NAME_MAX + 1], name[PATH_MAX];
  return project_still_stem(file_name, stem, sizeof stem) == 0 &&
         path_printf(name, sizeof name, "%s%s%s", rel, rel[0] ? "/" : "", stem) == 0 && is_current(names, n, name);
}

/* The orphaned stills of the directory rel (abs): each file a build wrote there as a still
 * (project_still_file_ours) whose sequence is gone, one by one — the directory also holds the
 * stills of genome files still there, or is out/ itself. */
static int add_stills(const char *abs, const char *rel, char **names, int nnames, project_orphans *o) {
  DIR *d = opendir(abs);
  if (!d) return 0;
  int rc = 0;
  struct dirent *e;
  while (rc == 0 && (e = readdir(d))) {
    char stem[NAME_MAX + 1], child[PATH_MAX];
    if (project_still_stem(e->d_name, stem, sizeof stem) < 0 || current_still(names, nnames, rel, e->d_name) ||
        !project_still_file_ours(abs, e->d_name) ||
        path_printf(child, sizeof child, "%s%s%s", rel, rel[0] ? "/" : "", e->d_name) < 0)
      continue;
    if (add(o, child, 0) < 0) rc = -1;
  }
  closedir(d);
  return rc;
}

/* rel: the directory under out/ ("" for out/ itself). */
static int walk(const project *p, const char *rel, char **names, int nnames, project_orphans *o, int depth) {
  char abs[PATH_MAX];
  if (path_printf(abs, sizeof abs, "%s%s%s", p->out_dir, rel[0] ? "/" : "", rel) < 0) return 0;
  DIR *d = opendir(abs);
  if (!d) return 0;
  int frames = 0, stills = 0, rc = 0;
  struct dirent *e;
  while (rc == 0 && (e = readdir(d))) {
    if (e->d_name[0] == '.') continue;
    char child[PATH_MAX], child_abs[PATH_MAX];
    if (path_printf(child, sizeof child, "%s%s%s", rel, rel[0] ? "/" : "", e->d_name) < 0 ||
        path_printf(child_abs, sizeof child_abs, "%s/%s", p->out_dir, child) < 0)
      continue;
    struct stat st;
    if (lstat(child_abs, &st) < 0) continue; /* links are never ours */
    if (S_ISDIR(st.st_mode)) {
      /* The default outputs' out/ holds the profiles' out/PROFILE/ too: theirs, not orphans. */
      const int profile_dir = !rel[0] && !p->profile[0] && p->qs == 1 && p->ss == 1 && project_is_profile_dir(p, e->d_name);
      if (depth < 32 && !profile_dir) rc = walk(p, child, names, nnames, o, depth + 1);
    } else if (S_ISREG(st.st_mode)) {
      if (current_still(names, nnames, rel, e->d_name)) {
        stills++; /* its genome's (a stale one: its build prunes it) */
      } else if (project_frame_file_ours(abs, e->d_name)) {
        frames++;
      } else if (video_ext(e->d_name)) {
        char name[PATH_MAX];
        snprintf(name, sizeof name, "%.*s", (int)(strlen(child) - strlen(video_ext(e->d_name))), child);
        if (!is_current(names, nnames, name) && add(o, child, 0) < 0) rc = -1;
      }
    }
  }
  closedir(d);
  if (rc == 0 && frames && !(rel[0] && is_current(names, nnames, rel))) {
    /* A frame directory whose genome is gone (or a folder of stills all gone), whole; beside
     * current stills, or in out/ itself, the gone stills one by one. */
    if (rel[0] && !stills) rc = add(o, rel, frames);
    else rc = add_stills(abs, rel, names, nnames, o);
  }
  return rc;
}

int project_find_orphans(const project *p, project_orphans *out, fb_error *err) {
  memset(out, 0, sizeof *out);
  char **paths;
  int n;
  if (project_scan(p, &paths, &n, err) < 0) return -1;
  char **names = calloc((size_t)(n ? n : 1), sizeof *names);
  int rc = names ? 0 : -1;
  for (int i = 0; i < n && rc == 0; i++) {
    char name[PATH_MAX];
    project_sequence_name(paths[i], name, sizeof name);
    if (!(names[i] = strdup(name))) rc = -1;
  }
  if (rc == 0) rc = walk(p, "", names, n, out, 0);
  for (int i = 0; names && i < n; i++) free(names[i]);
  free(names);
  project_free_paths(paths, n);
  if (rc < 0) {
    project_orphans_free(out);
    return fb_errorf(err, "out of memory");
  }
  return 0;
}

void project_orphans_free(project_orphans *o) {
  free(o->v);
  memset(o, 0, sizeof *o);
}

/* The frames (and build temp files) of an orphaned frame directory: only what builds write, and
 * not the still of a genome file of the project there (out/a/b.png of a/b.flame). */
static int remove_frames(const project *p, const char *rel, const char *dir, fb_error *err) {
  struct stat st;
  if (lstat(dir, &st) < 0 || !S_ISDIR(st.st_mode)) return fb_errorf(err, "%s: not a directory; left alone", dir);
  DIR *d = opendir(dir);
  if (!d) return fb_errorf(err, "cannot read %s: %m", dir);
  int rc = 0;
  struct dirent *e;
  while ((e = readdir(d))) {
    if (!project_frame_file_ours(dir, e->d_name) || project_still_of_genome(p, rel, e->d_name)) continue;
    char f[PATH_MAX];
    if (path_printf(f, sizeof f, "%s/%s", dir, e->d_name) == 0 && unlink(f) < 0 && rc == 0)
      rc = fb_errorf(err, "cannot remove %s: %m", f);
  }
  closedir(d);
  return rc;
}

int project_remove_orphan(const project *p, const project_orphan *o, fb_error *err) {
  char abs[PATH_MAX];
  if (!project_relpath_ok(o->path) || path_printf(abs, sizeof abs, "%s/%s", p->out_dir, o->path) < 0)
    return fb_errorf(err, "out/%s: not a path of out/", o->path);
  struct stat st;
  if (lstat(abs, &st) < 0) return 0; /* gone already */
  int rc = 0;
  if (!o->frames) {
    if (!S_ISREG(st.st_mode)) return fb_errorf(err, "%s: not a regular file; left alone", abs);
    char stem[NAME_MAX + 1], *slash = strrchr(abs, '/');
    if (!video_ext(slash + 1) && project_still_stem(slash + 1, stem, sizeof stem) == 0) { /* a still: only one a build wrote */
      *slash = 0;
      const int ours = project_still_file_ours(abs, slash + 1);
      *slash = '/';
      if (!ours) return fb_errorf(err, "%s: not a file flamebuild wrote; left alone", abs);
    }
    if (unlink(abs) < 0) return fb_errorf(err, "cannot remove %s: %m", abs);
    *slash = 0; /* then its directory, as for frames */
  } else {
    rc = remove_frames(p, o->path, abs, err);
  }
  /* The directory and its parents up to out/, each only if now empty. */
  size_t out_len = strlen(p->out_dir);
  while (strlen(abs) > out_len && rmdir(abs) == 0) {
    char *slash = strrchr(abs, '/');
    if (!slash) break;
    *slash = 0;
  }
  return rc;
}

int project_sequence_outputs(const project *p, const char *name, project_orphans *out, fb_error *err) {
  memset(out, 0, sizeof *out);
  if (!project_relpath_ok(name)) return fb_errorf(err, "out/%s: not a sequence's name", name);
  char dir[PATH_MAX];
  if (path_printf(dir, sizeof dir, "%s/%s", p->out_dir, name) < 0) return fb_errorf(err, "%s: path too long", name);
  int frames = 0;
  struct stat st;
  DIR *d = lstat(dir, &st) == 0 && S_ISDIR(st.st_mode) ? opendir(dir) : NULL; /* a link is not its directory */
  if (d) {
    struct dirent *e;
    while ((e = readdir(d))) frames += project_frame_file_ours(dir, e->d_name);
    closedir(d);
  }
  int rc = frames ? add(out, name, frames) : 0;
  static const char *const exts[] = {".mp4", ".mov", ".mkv", ".sheet.png", ".png", ".exr", ".jpg"};
  for (int i = 0; i < 7 && rc == 0; i++) {
    char rel[PATH_MAX], abs[PATH_MAX];
    if (path_printf(rel, sizeof rel, "%s%s", name, exts[i]) < 0 || path_printf(abs, sizeof abs, "%s/%s", p->out_dir, rel) < 0)
      continue;
    if (lstat(abs, &st) < 0 || !S_ISREG(st.st_mode)) continue;
    if (i >= 4) { /* a still, out/NAME.png: only one a build wrote */
      char *slash = strrchr(abs, '/');
      *slash = 0;
      const int ours = project_still_file_ours(abs, slash + 1);
      *slash = '/';
      if (!ours) continue;
    }
    rc = add(out, rel, 0);
  }
  if (rc < 0) {
    project_orphans_free(out);
    return fb_errorf(err, "out of memory");
  }
  return 0;
}
