/*
 * watch_before.c — the before-images of the live page (watch --serve): when an edit changes
 * frames of a sequence, each such frame's file as it is on disk at that moment is kept aside,
 * so that the page can flip or wipe between the frame before the edit and after it.
 *
 * A before-image is .flamebuild/before/NAME/FILE: a hard link to the output, which costs
 * nothing until the new frame is renamed over the old one — the moment it needs keeping —, or,
 * where no link can be made (another file system), a copy written under a temporary name and
 * renamed. Only the last edit of each sequence is kept: an edit that changes a sequence's
 * frames replaces its set, taken nearest the edit first (the order the frames are queued in),
 * and all the sets together stop at watch_options.before_max bytes (default 1 GiB): a frame
 * past it has no before-image, which the page says. The folder is emptied when the watcher
 * starts and when it stops; nothing but the page reads it.
 *
 * All on the loop thread, before the edit's frames are queued: from then on the worker may
 * rename a new frame over the old one at any moment.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../util/fs.h"
#include "../util/read_file.h"
#include "watch_internal.h"

static int wants_before(const watch *w) { return w->disp && w->disp->view; }

static int before_dir(const watch *w, char *out, size_t n) {
  return path_printf(out, n, "%s/before", w->p->state_dir);
}

/* Drops ws's set: its files, their bytes from the total, their versions. */
static void forget(watch *w, wseq *ws) {
  char dir[PATH_MAX], path[PATH_MAX];
  if (before_dir(w, dir, sizeof dir) == 0)
    for (int i = 0; i < ws->nbefore_files; i++)
      if (path_printf(path, sizeof path, "%s/%s", dir, ws->before_files[i]) == 0 && unlink(path) < 0 && errno != ENOENT)
        watch_error(w, "cannot remove the before-image %s: %s", path, strerror(errno));
  for (int i = 0; i < ws->nbefore_files; i++) free(ws->before_files[i]);
  free(ws->before_files);
  ws->before_files = NULL;
  ws->nbefore_files = 0;
  w->before_bytes -= ws->before_bytes < w->before_bytes ? ws->before_bytes : w->before_bytes;
  ws->before_bytes = 0;
  free(ws->before_v);
  ws->before_v = NULL;
  ws->nbefore_v = 0;
  ws->edit_ms = 0;
}

/* Makes dst the file src is (a link; a copy where a link cannot be made), atomically. */
static int keep(const char *src, const char *dst, fb_error *err) {
  char tmp[PATH_MAX + 64];
  if (fb_temp_path(dst, tmp, sizeof tmp) < 0) return fb_errorf(err, "%s: path too long", dst);
  if (link(src, tmp) == 0) {
    if (rename(tmp, dst) == 0) return 0;
    const int e = errno;
    unlink(tmp);
    return fb_errorf(err, "cannot keep %s as %s: %s", src, dst, strerror(e));
  }
  if (errno != EXDEV && errno != EPERM && errno != EMLINK)
    return fb_errorf(err, "cannot keep %s as %s: %s", src, dst, strerror(errno));
  char *data;
  size_t n;
  if (fb_read_regular_file(src, &data, &n, err) < 0) return -1;
  int rc = fb_write_file_atomic(dst, data, n, 0644, err);
  free(data);
  return rc;
}

void before_start(watch *w) {
  char dir[PATH_MAX];
  if (!wants_before(w) || before_dir(w, dir, sizeof dir) < 0) return;
  if (fb_remove_tree(dir) < 0) watch_error(w, "cannot empty %s: %s", dir, strerror(errno));
}

void before_stop(watch *w) {
  char dir[PATH_MAX];
  if (!wants_before(w) || before_dir(w, dir, sizeof dir) < 0) return;
  for (int i = 0; i < w->nseqs; i++) forget(w, w->seqs[i]);
  (void)fb_remove_tree(dir); /* best effort: the next watcher empties it first anyway */
}

void before_forget(watch *w, wseq *ws) {
  if (wants_before(w)) forget(w, ws);
}

void before_capture(watch *w, wseq *ws, const sequence *seq, const int *frames, int n) {
  if (!wants_before(w)) return;
  forget(w, ws);
  char dir[PATH_MAX];
  ws->before_v = calloc((size_t)(seq->nframes > 0 ? seq->nframes : 1), sizeof *ws->before_v);
  ws->before_files = calloc((size_t)(n > 0 ? n : 1), sizeof *ws->before_files);
  if (!ws->before_v || !ws->before_files || before_dir(w, dir, sizeof dir) < 0) {
    forget(w, ws);
    return;
  }
  ws->nbefore_v = seq->nframes;
  ws->edit_ms = (long long)(fb_wall_seconds() * 1000);
  for (int i = 0; i < n; i++) {
    const int k = frames[i];
    char src[PATH_MAX], rel[PATH_MAX], dst[PATH_MAX], sub[PATH_MAX];
    struct stat st;
    sequence_file_path(w->p, seq, seq->frames[k].file, src, sizeof src);
    /* A frame with no file yet has nothing to keep; a link put there is not followed. */
    if (lstat(src, &st) < 0 || !S_ISREG(st.st_mode)) continue;
    if (w->before_bytes + (uint64_t)st.st_size > w->opt.before_max) break; /* the rest get none */
    if (path_printf(rel, sizeof rel, "%s/%s", seq->name, seq->frames[k].file) < 0 ||
        path_printf(dst, sizeof dst, "%s/%s", dir, rel) < 0)
      continue;
    snprintf(sub, sizeof sub, "%s", dst);
    *strrchr(sub, '/') = 0;
    fb_error err;
    if (fb_make_dirs(sub, &err) < 0 || keep(src, dst, &err) < 0) {
      watch_error(w, "%s (the page shows no before-image of it)", err.msg);
      continue;
    }
    if (!(ws->before_files[ws->nbefore_files] = strdup(rel))) {
      unlink(dst);
      continue;
    }
    ws->nbefore_files++;
    ws->before_bytes += (uint64_t)st.st_size;
    w->before_bytes += (uint64_t)st.st_size;
    ws->before_v[k] = fb_mtime_ns(&st);
  }
}
