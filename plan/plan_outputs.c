/*
 * plan_outputs.c — whether a frame's file in out/ is the one its keys would build
 * (plan_actions, plan.h), and the record a build keeps of a file it wrote to tell later
 * (plan_frame_record): its size and modification time, trusted while they stay the same.
 */
#include "plan.h"

#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "../render/render.h"
#include "../util/fs.h"

/* Whether the frame's file on disk is the one built with finish_key. A file whose size and
 * modification time are the ones recorded when it was written is trusted (a stat per frame);
 * any other — no record (a lost or version-1 database), a different size or time (truncated,
 * edited, touched, copied back) — is trusted only if it is a PNG that is whole (every chunk's
 * CRC, IEND at the end) and carries the key itself; an EXR or a JPEG is then finished again
 * (from the cache: cheap). A symbolic link or anything but a regular file never is. */
static int ends_with(const char *path, const char *ext) {
  const size_t n = strlen(path), e = strlen(ext);
  return n > e && !strcmp(path + n - e, ext);
}

/* The key a frame's file carries (PNG text, EXR header attribute, JPEG comment), "" if none. */
static void embedded_text(const char *path, const char *key, char out[65]) {
  const int found = ends_with(path, ".exr")   ? render_exr_text(path, key, out, 65)
                    : ends_with(path, ".jpg") ? render_jpeg_text(path, key, out, 65)
                                              : render_png_text(path, key, out, 65);
  if (!found) out[0] = 0;
}

void plan_frame_record(store_frame *row, const planned_frame *pf, const char *path) {
  *row = (store_frame){.index = pf->index, .time = pf->time};
  memcpy(row->iter_key, pf->iter_key, 65);
  memcpy(row->finish_key, pf->finish_key, 65);
  memcpy(row->file, pf->file, sizeof row->file);
  struct stat st;
  row->out_size = lstat(path, &st) == 0 && S_ISREG(st.st_mode) ? (long long)st.st_size : -1;
  row->out_mtime_ns = row->out_size >= 0 ? fb_mtime_ns(&st) : 0;
}

int plan_still_foreign(const project *p, store *s, const sequence *seq, char *msg, size_t n) {
  if (seq->failed || seq->kind != SEQ_STILL || seq->nframes < 1) return 0;
  char folder[1024], dir[PATH_MAX], path[PATH_MAX];
  sequence_folder(seq, folder, sizeof folder);
  project_frame_dir(p, folder, dir, sizeof dir);
  project_frame_path(p, folder, seq->frames[0].file, path, sizeof path);
  struct stat st;
  if (!path[0] || lstat(path, &st) < 0 || !S_ISREG(st.st_mode) || project_still_file_ours(dir, seq->frames[0].file))
    return 0;
  store_frame row;
  fb_error ignored;
  if (s && store_frame_get(s, seq->path, 0, &row, &ignored) == 1 && row.built_finish_key[0] &&
      !strcmp(row.file, seq->frames[0].file))
    return 0; /* written by a build (and damaged since: it is built again) */
  snprintf(msg, n,
           "%s: not built: its still goes to out/%s%s%s, where a file is that flamebuild did not write; "
           "move it away (or rename %s)",
           seq->path, folder, folder[0] ? "/" : "", seq->frames[0].file, seq->path);
  return 1;
}

static int output_is_built(const char *png, const struct stat *st, const store_frame *row, int have,
                           const char *finish_key, char built_iter[65]) {
  if (have && row->built_finish_key[0] && row->out_size >= 0 && row->out_size == (long long)st->st_size &&
      row->out_mtime_ns == fb_mtime_ns(st))
    return !strcmp(row->built_finish_key, finish_key);
  char embedded[65];
  if (!ends_with(png, ".png") || !render_png_text(png, "flamebuild_finish_key", embedded, sizeof embedded) ||
      strcmp(embedded, finish_key))
    return 0;
  if (!render_png_intact(png)) return 0;
  render_png_text(png, "flamebuild_iter_key", built_iter, 65);
  return 1;
}

int plan_actions(const project *p, store *s, sequence *seq, int (*in_cache)(void *ctx, const char *key), void *ctx,
                 fb_error *err) {
  /* A link in place of out/NAME (a still's folder): every frame "in" it is damaged (the build
   * replaces it). */
  char dir[PATH_MAX], folder[1024];
  struct stat dst;
  sequence_folder(seq, folder, sizeof folder);
  project_frame_dir(p, folder, dir, sizeof dir);
  const int dir_is_link = lstat(dir, &dst) == 0 && !S_ISDIR(dst.st_mode);
  for (int k = 0; k < seq->nframes; k++) {
    planned_frame *pf = &seq->frames[k];
    char png[PATH_MAX];
    project_frame_path(p, folder, pf->file, png, sizeof png);
    store_frame row;
    int have = s ? store_frame_get(s, seq->path, k, &row, err) : 0;
    if (have < 0) return -1;
    if (have && strcmp(row.file, pf->file)) row.out_size = -1; /* recorded of another file */
    struct stat st;
    const int exists = lstat(png, &st) == 0;
    const int regular = exists && S_ISREG(st.st_mode) && !dir_is_link; /* a link placed in out/ is never followed */
    pf->out_size = regular ? (long long)st.st_size : -1;
    pf->out_mtime_ns = regular ? fb_mtime_ns(&st) : 0;
    char built_iter[65] = "";
    if (have) {
      memcpy(built_iter, row.built_iter_key, 65);
      pf->failed_before = !strcmp(row.state, "failed") && !strcmp(row.iter_key, pf->iter_key) &&
                          !strcmp(row.finish_key, pf->finish_key);
    }
    if (regular && output_is_built(png, &st, &row, have, pf->finish_key, built_iter)) {
      pf->action = FRAME_UNCHANGED;
      pf->reason = STALE_NONE;
      continue;
    }
    /* Stale. Why: the keys moved on, or the file on disk is not what was built. */
    const int built_before = have && row.built_finish_key[0];
    int claims_current = built_before && !strcmp(row.built_finish_key, pf->finish_key);
    if (regular && !built_before) { /* no record: the file says what it was built from */
      char embedded[65];
      embedded_text(png, "flamebuild_finish_key", embedded);
      embedded_text(png, "flamebuild_iter_key", built_iter);
      claims_current = !strcmp(embedded, pf->finish_key);
    }
    const int damaged = exists && (!regular || claims_current);
    pf->reason = damaged                                   ? STALE_OUTPUT_DAMAGED
                 : !exists                                 ? (have ? STALE_OUTPUT_MISSING : STALE_NEW)
                 : strcmp(built_iter, pf->iter_key)        ? STALE_GENOME
                                                           : STALE_TONEMAP;
    if (pf->failed_before) pf->reason = STALE_FAILED;
    pf->action = in_cache && in_cache(ctx, pf->iter_key) ? FRAME_REFINISH : FRAME_ITERATE;
  }
  return 0;
}
