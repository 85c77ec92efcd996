/*
 * watch_fs.c — which paths may have changed: libuv file events on every directory of the
 * project, debounced per path, with a periodic sweep for the events inotify lost.
 *
 * Per-directory watching (libuv does not recurse on Linux):
 *
 *  1. A directory is watched before it is read (uv_fs_event_start, then readdir), so a file
 *     created meanwhile is seen by the event or by the read, perhaps both: harmless, the
 *     plan's content hash decides whether anything changed.
 *  2. Reading it: each subdirectory that is not hidden (nor out/ at the root) goes through
 *     steps 1-2 itself (32 levels at most) — but a nested project (a flamebuild.conf of its
 *     own) is watched for that file only, and not read; each genome file whose stat differs from its
 *     last plan (or that has none) becomes pending, due at once. Entries are seen as the
 *     build's scan sees them (project_stat_entry): a symbolic link to a directory is not
 *     followed, and a directory already watched under another path (the same device and
 *     inode: a bind mount of the project into itself) is not watched twice.
 *  3. An event names an entry of a watched directory (or, for IN_DELETE_SELF/IN_MOVE_SELF,
 *     the directory itself). Editor temporaries are dropped at once: names starting with
 *     '.' (.x.swp, .#x), ending in '~' or ".tmp", and vim's probe file 4913. Any other name
 *     becomes pending, due debounce_s after its latest event, so a burst of saves is one
 *     change. An atomic save (write a temporary, rename it over the file) arrives as events
 *     for the temporary (dropped) and a rename to the real name; delete and re-create as
 *     two events for the real name: both end as "this name may have changed".
 *  4. A pending entry that falls due is stat'ed: a directory not watched yet, or with a new
 *     inode at a watched path (deleted and re-created, renamed over), gets steps 1-2; a
 *     watched directory that is gone (or is now a file) drops its watch and those below it,
 *     and every sequence below it becomes pending, to be removed; flamebuild.conf is
 *     re-read; a subdirectory's flamebuild.conf, come or gone, makes the directory a project
 *     apart (its watches dropped, its sequences removed — their outputs stay, as orphans) or
 *     part of this one again (steps 1-2); a genome file, present or gone, is planned
 *     (watch_plan.c; one in a nested project is removed).
 *  5. A watch that cannot be added (the inotify watch limit) is reported; that directory is
 *     then polled by the sweep, whose differences there are simply made pending.
 *  6. Every sweep_s the sweep stats the tree and compares it with what the watcher knows: a
 *     genome file whose stat differs from its last plan and is not pending, a known sequence
 *     whose file is gone, a directory not watched, a changed flamebuild.conf. Each
 *     difference is checked again 300 ms later (its event may have been in flight). One
 *     still unexplained means events were lost — inotify drops its queue when it overflows
 *     and libuv does not say so — and the watcher says so and rescans everything: steps
 *     1-2 from the root, every known sequence pending.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "watch_internal.h"

#define MAX_DEPTH 32
#define VERIFY_MS 300

void wstat_of(const struct stat *st, wstat *out) {
  memset(out, 0, sizeof *out);
  out->exists = 1;
  out->dev = st->st_dev;
  out->ino = st->st_ino;
  out->size = st->st_size;
  out->mtime = st->st_mtim;
  out->ctime = st->st_ctim;
}

int wstat_same(const wstat *a, const wstat *b) {
  return a->exists == b->exists && a->dev == b->dev && a->ino == b->ino && a->size == b->size &&
         a->mtime.tv_sec == b->mtime.tv_sec && a->mtime.tv_nsec == b->mtime.tv_nsec &&
         a->ctime.tv_sec == b->ctime.tv_sec && a->ctime.tv_nsec == b->ctime.tv_nsec;
}

static int ignored_name(const char *name) {
  size_t n = strlen(name);
  return name[0] == '.' || (n && name[n - 1] == '~') || !strcmp(name, "4913") ||
         (n > 4 && !strcmp(name + n - 4, ".tmp"));
}

static int join(char *out, size_t n, const char *dir, const char *name) {
  return path_printf(out, n, "%s%s%s", dir, dir[0] ? "/" : "", name);
}

/* ---- pending paths --------------------------------------------------------------------- */

int watch_path_pending(const watch *w, const char *rel) {
  for (int i = 0; i < w->npending; i++)
    if (!strcmp(w->pending[i].rel, rel)) return 1;
  return 0;
}

static void arm_flush(watch *w, uint64_t due) {
  uint64_t now = uv_now(&w->loop);
  if (w->flush_armed && w->flush_due <= due) return;
  int rc = uv_timer_start(&w->flush_timer, watch_flush, due > now ? due - now : 0, 0);
  if (rc < 0) {
    watch_error(w, "cannot start the debounce timer: %s", uv_strerror(rc));
    return;
  }
  w->flush_armed = 1;
  w->flush_due = due;
}

void watch_pend_path(watch *w, const char *rel, uint64_t due) {
  if (w->stopping) return;
  w->idle_reported = 0;
  for (int i = 0; i < w->npending; i++)
    if (!strcmp(w->pending[i].rel, rel)) {
      w->pending[i].due = due;
      arm_flush(w, due);
      return;
    }
  if (w->npending == w->cappending) {
    int cap = w->cappending ? w->cappending * 2 : 64;
    wpending *grown = realloc(w->pending, (size_t)cap * sizeof *grown);
    if (!grown) return;
    w->pending = grown;
    w->cappending = cap;
  }
  char *copy = strdup(rel);
  if (!copy) return;
  w->pending[w->npending++] = (wpending){copy, due};
  arm_flush(w, due);
}

/* ---- directories ----------------------------------------------------------------------- */

static wdir *dir_find(watch *w, const char *rel) {
  for (wdir *d = w->dirs; d; d = d->next)
    if (!strcmp(d->rel, rel)) return d;
  return NULL;
}

static void on_dir_closed(uv_handle_t *h) {
  wdir *d = (wdir *)h; /* ev is its first member */
  free(d->rel);
  free(d);
}

static void dir_close(wdir *d) {
  if (d->active) {
    int rc = uv_fs_event_stop(&d->ev);
    (void)rc; /* stop cannot fail for a started handle on Linux */
    d->active = 0;
  }
  uv_close((uv_handle_t *)&d->ev, on_dir_closed);
}

/* Drops the watches of rel and of every directory below it (step 4). */
static void dir_drop_tree(watch *w, const char *rel) {
  size_t n = strlen(rel);
  for (wdir **pp = &w->dirs; *pp;) {
    wdir *d = *pp;
    if (!strcmp(d->rel, rel) || (n == 0 || (!strncmp(d->rel, rel, n) && d->rel[n] == '/'))) {
      *pp = d->next;
      w->ndirs--;
      dir_close(d);
    } else {
      pp = &d->next;
    }
  }
  /* Its sequences: gone, or to be found again by the next scan. */
  for (int i = 0; i < w->nseqs; i++) {
    const char *path = w->seqs[i]->path;
    if (n == 0 || (!strncmp(path, rel, n) && path[n] == '/')) watch_pend_path(w, path, uv_now(&w->loop));
  }
}

static void on_fs_event(uv_fs_event_t *h, const char *filename, int events, int status);
static void dir_scan(watch *w, const char *rel, int depth);

/* Whether some path of the project is watched as the directory st. */
static int dir_watched_as(const watch *w, const struct stat *st) {
  for (const wdir *d = w->dirs; d; d = d->next)
    if (d->dev == st->st_dev && d->ino == st->st_ino) return 1;
  return 0;
}

/* The watched directory that is st under another path, if it still is (a directory renamed
 * keeps its inode: its old entry is dropped here rather than mistaken for a second path). */
static wdir *dir_find_other_path(watch *w, const char *rel, const struct stat *st) {
  for (wdir *d = w->dirs; d; d = d->next) {
    if (d->dev != st->st_dev || d->ino != st->st_ino || !strcmp(d->rel, rel)) continue;
    char abs[PATH_MAX];
    struct stat now;
    int found = d->rel[0] ? join(abs, sizeof abs, w->p->root, d->rel) == 0 && project_stat_entry(abs, &now) == 0
                          : stat(w->p->root, &now) == 0;
    if (!d->rel[0] || (found && now.st_dev == d->dev && now.st_ino == d->ino)) return d;
    dir_drop_tree(w, d->rel);
    return NULL;
  }
  return NULL;
}

/* Whether the watched d is still what the directory at rel (its stat st) is: the same inode,
 * and a project of its own or not as it was. */
static int dir_same(const watch *w, const wdir *d, const char *rel, const struct stat *st) {
  char abs[PATH_MAX];
  return d->dev == st->st_dev && d->ino == st->st_ino &&
         (!rel[0] || (join(abs, sizeof abs, w->p->root, rel) == 0 && d->nested == project_dir_is_project(abs)));
}

/* Steps 1-2 for one directory. */
static void dir_add(watch *w, const char *rel, const struct stat *st, int depth) {
  if (depth > MAX_DEPTH || !project_dir_path_ok(rel)) return;
  if (dir_find_other_path(w, rel, st)) return; /* entered once, as the build's scan does */
  char abs[PATH_MAX];
  if (join(abs, sizeof abs, w->p->root, rel) < 0) return;
  if (!rel[0]) snprintf(abs, sizeof abs, "%s", w->p->root);
  const int nested = rel[0] && project_dir_is_project(abs);
  wdir *d = calloc(1, sizeof *d);
  if (!d || !(d->rel = strdup(rel))) {
    free(d);
    watch_error(w, "%s: out of memory", abs);
    return;
  }
  d->dev = st->st_dev;
  d->ino = st->st_ino;
  d->nested = nested;
  int rc = uv_fs_event_init(&w->loop, &d->ev);
  if (rc < 0) {
    watch_error(w, "cannot watch %s: %s", abs, uv_strerror(rc));
    free(d->rel);
    free(d);
    return;
  }
  d->ev.data = w;
  rc = uv_fs_event_start(&d->ev, on_fs_event, abs, 0);
  if (rc == UV_ENOENT || rc == UV_ENOTDIR) { /* gone already: its parent's event says so */
    uv_close((uv_handle_t *)&d->ev, on_dir_closed);
    return;
  }
  if (rc < 0) {
    d->polled = 1;
    watch_error(w, "cannot watch %s: %s; the sweep checks it every %g s instead%s", abs, uv_strerror(rc),
                w->opt.sweep_s, rc == UV_ENOSPC ? " (raise fs.inotify.max_user_watches)" : "");
  } else {
    d->active = 1;
  }
  d->next = w->dirs;
  w->dirs = d;
  w->ndirs++;
  if (!nested) dir_scan(w, rel, depth);
}

/* A directory being read (steps 2 and 6): what its entries' visits share. */
typedef struct dir_read {
  watch *w;
  int depth;
  int polled;                /* the sweep: the directory has no watch of its own */
} dir_read;

/* A directory named like an editor's temporary file is passed over by the watcher: on_fs_event
 * drops its events, so it could be read but never followed. */
static int ignored_dir(const char *rel, const struct stat *st) {
  const char *slash = strrchr(rel, '/');
  return S_ISDIR(st->st_mode) && ignored_name(slash ? slash + 1 : rel);
}

static int scan_entry(void *ctx, const char *rel, const struct stat *st) {
  dir_read *r = ctx;
  watch *w = r->w;
  if (ignored_dir(rel, st)) return 0;
  if (S_ISDIR(st->st_mode)) {
    wdir *d = dir_find(w, rel);
    if (d && dir_same(w, d, rel, st)) {
      if (!d->nested) dir_scan(w, rel, r->depth + 1);
    } else {
      if (d) dir_drop_tree(w, rel);
      dir_add(w, rel, st, r->depth + 1);
    }
    return 0;
  }
  wseq *ws = wseq_find(w, rel);
  wstat now;
  wstat_of(st, &now);
  if (!ws || !wstat_same(&ws->st, &now)) watch_pend_path(w, rel, uv_now(&w->loop));
  return 0;
}

/* Step 2: read a watched directory. */
static void dir_scan(watch *w, const char *rel, int depth) {
  char abs[PATH_MAX];
  if (join(abs, sizeof abs, w->p->root, rel) < 0) return;
  if (!rel[0]) snprintf(abs, sizeof abs, "%s", w->p->root);
  dir_read r = {w, depth, 0};
  if (project_read_dir(w->p->root, rel, 1, scan_entry, &r) < 0 && errno != ENOENT)
    watch_error(w, "cannot read %s: %s", abs, strerror(errno));
}

static void on_fs_event(uv_fs_event_t *h, const char *filename, int events, int status) {
  watch *w = h->data;
  wdir *d = (wdir *)h;
  (void)events;
  if (w->stopping) return;
  if (status < 0) {
    watch_error(w, "watching %s/%s: %s; rescanning it", w->p->root, d->rel, uv_strerror(status));
    dir_scan(w, d->rel, 0);
    return;
  }
  if (!filename) {
    dir_scan(w, d->rel, 0);
    return;
  }
  if (ignored_name(filename)) return;
  const char *base = strrchr(d->rel, '/');
  base = base ? base + 1 : d->rel;
  if (d->nested && strcmp(filename, "flamebuild.conf") && strcmp(filename, base)) return; /* not ours */
  uint64_t due = uv_now(&w->loop) + (uint64_t)(w->opt.debounce_s * 1000);
  char rel[PATH_MAX];
  if (join(rel, sizeof rel, d->rel, filename) == 0) watch_pend_path(w, rel, due);
  /* The directory itself (deleted or moved: libuv names it by its base name). */
  if (d->rel[0] && !strcmp(filename, base)) watch_pend_path(w, d->rel, due);
}

/* Step 4: an entry whose events have settled. */
static void entry_due(watch *w, const char *rel) {
  if (!strcmp(rel, "flamebuild.conf")) {
    watch_config_changed(w);
    return;
  }
  const char *slash = strrchr(rel, '/');
  if (slash && !strcmp(slash + 1, "flamebuild.conf")) { /* its directory: a project apart, or no longer */
    char dir[PATH_MAX];
    snprintf(dir, sizeof dir, "%.*s", (int)(slash - rel), rel);
    entry_due(w, dir);
    return;
  }
  char abs[PATH_MAX];
  if (join(abs, sizeof abs, w->p->root, rel) < 0) return;
  struct stat st;
  int exists = project_stat_entry(abs, &st) == 0;
  wdir *d = dir_find(w, rel);
  if (exists && S_ISDIR(st.st_mode)) {
    if (!project_dir_path_ok(rel) || (d && dir_same(w, d, rel, &st))) return;
    const int nested = project_dir_is_project(abs);
    if (d && d->dev == st.st_dev && d->ino == st.st_ino)
      wlog(w, WATCH_LOG_INFO,
           nested ? "%s/: has a flamebuild.conf of its own now: a project apart, no longer part of this one"
                  : "%s/: its flamebuild.conf is gone: part of this project again",
           rel);
    if (d) dir_drop_tree(w, rel);
    int depth = 0;
    for (const char *c = rel; *c; c++) depth += *c == '/';
    dir_add(w, rel, &st, depth + 1);
    return;
  }
  if (d) dir_drop_tree(w, rel);
  if ((exists && S_ISREG(st.st_mode) && project_genome_path_ok(rel)) || wseq_find(w, rel)) watch_plan_path(w, rel);
}

static int pending_cmp(const void *a, const void *b) {
  return strcmp(((const wpending *)a)->rel, ((const wpending *)b)->rel);
}

/* The debounce timer: every entry that is due, in path order. */
void watch_flush(uv_timer_t *t) {
  watch *w = t->data;
  w->flush_armed = 0;
  if (w->stopping) return;
  if (w->reload) return; /* re-armed once the new configuration is applied */
  for (;;) {
    uint64_t now = uv_now(&w->loop);
    wpending *due = NULL;
    int ndue = 0;
    for (int i = 0; i < w->npending;) {
      if (w->pending[i].due > now) {
        i++;
        continue;
      }
      wpending *grown = realloc(due, (size_t)(ndue + 1) * sizeof *grown);
      if (!grown) break;
      due = grown;
      due[ndue++] = w->pending[i];
      w->pending[i] = w->pending[--w->npending];
    }
    if (!ndue) break;
    qsort(due, (size_t)ndue, sizeof *due, pending_cmp);
    for (int i = 0; i < ndue; i++) {
      if (!w->stopping && !w->reload) entry_due(w, due[i].rel);
      free(due[i].rel);
    }
    free(due);
    if (w->stopping || w->reload) break;
  }
  w->initial = 0;
  uint64_t next = UINT64_MAX;
  for (int i = 0; i < w->npending; i++)
    if (w->pending[i].due < next) next = w->pending[i].due;
  if (next != UINT64_MAX && !w->reload) arm_flush(w, next);
}

/* ---- the sweep (step 6) ------------------------------------------------------------------ */

static void suspect(watch *w, const char *rel) {
  if (w->nsuspects == w->capsuspects) {
    int cap = w->capsuspects ? w->capsuspects * 2 : 16;
    char **grown = realloc(w->suspects, (size_t)cap * sizeof *grown);
    if (!grown) return;
    w->suspects = grown;
    w->capsuspects = cap;
  }
  char *copy = strdup(rel);
  if (copy) w->suspects[w->nsuspects++] = copy;
}

static int conf_changed(watch *w) {
  char path[PATH_MAX];
  if (path_printf(path, sizeof path, "%s/flamebuild.conf", w->p->root) < 0) return 0;
  struct stat st;
  wstat now = {0};
  if (stat(path, &st) == 0) wstat_of(&st, &now);
  return !wstat_same(&now, &w->conf_st);
}

/* Whether rel differs from what the watcher knows, and no event explains it yet. */
static int unexplained(watch *w, const char *rel) {
  if (watch_path_pending(w, rel)) return 0;
  if (!strcmp(rel, "flamebuild.conf")) return conf_changed(w);
  char abs[PATH_MAX];
  if (join(abs, sizeof abs, w->p->root, rel) < 0) return 0;
  struct stat st;
  if (project_stat_entry(abs, &st) < 0) return wseq_find(w, rel) != NULL || dir_find(w, rel) != NULL;
  if (S_ISDIR(st.st_mode)) {
    wdir *d = dir_find(w, rel);
    if (!d && dir_watched_as(w, &st)) return 0; /* skipped on purpose */
    return project_dir_path_ok(rel) && (!d || !dir_same(w, d, rel, &st));
  }
  if (!S_ISREG(st.st_mode) || !project_genome_path_ok(rel)) return 0;
  wseq *ws = wseq_find(w, rel);
  wstat now;
  wstat_of(&st, &now);
  return !ws || !wstat_same(&ws->st, &now);
}

static void sweep_dir(watch *w, const char *rel, int depth, int polled);

static int sweep_entry(void *ctx, const char *rel, const struct stat *st) {
  dir_read *r = ctx;
  watch *w = r->w;
  if (ignored_dir(rel, st)) return 0;
  if (S_ISDIR(st->st_mode)) {
    if (r->depth >= MAX_DEPTH) return 0;
    wdir *d = dir_find(w, rel);
    if (!d || !dir_same(w, d, rel, st)) {
      if (r->polled) watch_pend_path(w, rel, uv_now(&w->loop));
      else if (unexplained(w, rel)) suspect(w, rel);
    } else if (!d->nested) {
      sweep_dir(w, rel, r->depth + 1, d->polled);
    }
    return 0;
  }
  wseq *ws = wseq_find(w, rel);
  if (ws) ws->seen = w->sweep_gen;
  if (!unexplained(w, rel)) return 0;
  if (r->polled) watch_pend_path(w, rel, uv_now(&w->loop));
  else suspect(w, rel);
  return 0;
}

static void sweep_dir(watch *w, const char *rel, int depth, int polled) {
  dir_read r = {w, depth, polled};
  project_read_dir(w->p->root, rel, 1, sweep_entry, &r); /* unreadable or gone: nothing to sweep */
}

void watch_sweep(uv_timer_t *t) {
  watch *w = t->data;
  if (w->stopping || w->reload || w->nsuspects) return;
  w->sweep_gen++;
  wdir *root = dir_find(w, "");
  sweep_dir(w, "", 0, root ? root->polled : 1);
  for (int i = 0; i < w->nseqs; i++)
    if (w->seqs[i]->seen != w->sweep_gen && unexplained(w, w->seqs[i]->path)) suspect(w, w->seqs[i]->path);
  if (conf_changed(w) && !watch_path_pending(w, "flamebuild.conf")) suspect(w, "flamebuild.conf");
  if (w->nsuspects) {
    int rc = uv_timer_start(&w->verify_timer, watch_verify, VERIFY_MS, 0);
    if (rc < 0) watch_error(w, "cannot start the sweep's timer: %s", uv_strerror(rc));
  }
}

void watch_verify(uv_timer_t *t) {
  watch *w = t->data;
  int missed = 0;
  char first[PATH_MAX] = "";
  for (int i = 0; i < w->nsuspects; i++) {
    if (!w->stopping && unexplained(w, w->suspects[i])) {
      if (!missed) snprintf(first, sizeof first, "%s", w->suspects[i]);
      missed++;
    }
    free(w->suspects[i]);
  }
  w->nsuspects = 0;
  if (!missed || w->stopping) return;
  wlog(w, WATCH_LOG_ERROR,
       "%d change%s came without a file event (%s%s; the inotify queue overflowed?): rescanning the whole project",
       missed, missed == 1 ? "" : "s", first, missed > 1 ? ", ..." : "");
  watch_rescan_all(w);
}

void watch_rescan_all(watch *w) {
  uint64_t now = uv_now(&w->loop);
  for (int i = 0; i < w->nseqs; i++) watch_pend_path(w, w->seqs[i]->path, now);
  for (wdir *d = w->dirs; d; d = d->next)
    if (d->rel[0]) watch_pend_path(w, d->rel, now);
  if (conf_changed(w)) watch_pend_path(w, "flamebuild.conf", now);
  dir_scan(w, "", 0);
}

/* ---- start and stop ---------------------------------------------------------------------- */

int watch_fs_start(watch *w, fb_error *err) {
  struct stat st;
  if (stat(w->p->root, &st) < 0) return fb_errorf(err, "%s: %s", w->p->root, strerror(errno));
  char conf[PATH_MAX];
  if (path_printf(conf, sizeof conf, "%s/flamebuild.conf", w->p->root) == 0 && stat(conf, &st) == 0)
    wstat_of(&st, &w->conf_st);
  stat(w->p->root, &st);
  dir_add(w, "", &st, 0);
  wdir *root = dir_find(w, "");
  if (!root || root->polled) return fb_errorf(err, "%s: cannot watch the project directory", w->p->root);
  return 0;
}

void watch_fs_stop(watch *w) {
  while (w->dirs) {
    wdir *d = w->dirs;
    w->dirs = d->next;
    dir_close(d);
  }
  w->ndirs = 0;
  for (int i = 0; i < w->npending; i++) free(w->pending[i].rel);
  free(w->pending);
  w->pending = NULL;
  w->npending = w->cappending = 0;
  for (int i = 0; i < w->nsuspects; i++) free(w->suspects[i]);
  free(w->suspects);
  w->suspects = NULL;
  w->nsuspects = w->capsuspects = 0;
}
