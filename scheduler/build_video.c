/*
 * build_video.c — a sequence's video (build.h): whether it must be encoded (its key: the frames'
 * finish keys and the [video] settings), the encode through ffmpeg (video.c) that replaces the
 * last good video only once the new one is whole, and its record in the store.
 */
#include <dirent.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../util/file_name.h"
#include "build_internal.h"
#include "video.h"

/* Video temp and log files of a killed ffmpeg run and contact sheets' temp files, anywhere
 * under out/ (videos of sequences in subdirectories live in subdirectories); with `frames`,
 * frames' and stills' temp files a killed build left too (a still's out/NAME.png is beside
 * other files, and its plan does not read the folder for them: build_plan.c) — not in a farm's
 * worker, whose fellow workers write frames into out/ meanwhile. */
void build_remove_output_temps(const char *dir, int frames, int depth) {
  DIR *d = opendir(dir);
  if (!d) return;
  struct dirent *e;
  while ((e = readdir(d))) {
    if (e->d_name[0] == '.') continue;
    char path[PATH_MAX];
    if (path_printf(path, sizeof path, "%s/%s", dir, e->d_name) < 0) continue;
    if (strstr(e->d_name, ".mp4.tmp-") || strstr(e->d_name, ".mov.tmp-") || strstr(e->d_name, ".mkv.tmp-") ||
        strstr(e->d_name, ".mp4.log-") || strstr(e->d_name, ".mov.log-") || strstr(e->d_name, ".mkv.log-") ||
        strstr(e->d_name, ".sheet.png.tmp-") ||
        (frames && (strstr(e->d_name, ".png.tmp-") || strstr(e->d_name, ".exr.tmp-") || strstr(e->d_name, ".jpg.tmp-")))) {
      unlink(path);
    } else if (depth < 32 && e->d_type == DT_DIR) {
      build_remove_output_temps(path, frames, depth + 1);
    }
  }
  closedir(d);
}

/* The sequence's videos, whatever codec made them, but `keep` (NULL: all). */
static void remove_video_except(const project *p, const char *name, const char *keep) {
  const char *exts[] = {"mp4", "mov", "mkv"};
  for (int i = 0; i < 3; i++) {
    char path[PATH_MAX];
    if (path_printf(path, sizeof path, "%s/%s.%s", p->out_dir, name, exts[i]) == 0 && (!keep || strcmp(path, keep)))
      unlink(path);
  }
}

static void remove_video(const project *p, const char *name) { remove_video_except(p, name, NULL); }

int build_video_plan(build_ctx *b, const sequence *seq, char key[65], fb_error *err) {
  project *p = b->p;
  if (seq->kind != SEQ_ANIMATION || !config_makes_video(&seq->cfg)) {
    remove_video(p, seq->name);
    return store_video_delete(b->s, seq->path, err);
  }
  plan_video_key(p, seq, key);
  store_video old;
  int have = store_video_get(b->s, seq->path, &old, err);
  if (have < 0) return -1;
  char out[PATH_MAX];
  project_video_path(p, seq->name, out, sizeof out);
  struct stat st;
  /* A link put in place of the video is not the video: encoded again (renamed over the link). */
  return have && !strcmp(old.built_key, key) && lstat(out, &st) == 0 && S_ISREG(st.st_mode) ? 0 : 1;
}

/* The frames as ffmpeg's image2 reads them: the sequence's [output] pattern with %s written
 * out (as name_frames in plan.c does: the file's safe base name) and any other '%' doubled,
 * the %d kept. */
static int input_pattern(const project *p, const sequence *seq, char *out, size_t n) {
  const char *pattern = config_frame_pattern(&seq->cfg, 0), *slash = strrchr(seq->name, '/');
  char base[FILE_NAME_SAFE_MAX + 1], stem[1024];
  file_name_safe(slash ? slash + 1 : seq->name, "flame", base, sizeof base);
  size_t len = 0;
  for (const char *c = pattern; *c && len + 2 * FILE_NAME_SAFE_MAX + 16 < sizeof stem; c++) {
    if (c[0] == '%' && c[1] == 's') {
      for (const char *b = base; *b; b++) {
        if (*b == '%') stem[len++] = '%';
        stem[len++] = *b;
      }
      c++;
    } else if (c[0] == '%' && c[1] == '%') {
      stem[len++] = '%', stem[len++] = '%';
      c++;
    } else {
      stem[len++] = *c; /* the %d's own characters too */
    }
  }
  stem[len] = 0;
  return path_printf(out, n, "%s/%s/%s.%s", p->out_dir, seq->name, stem, config_format_ext(&seq->cfg));
}

int build_video_encode(build_ctx *b, const sequence *seq, fb_error *err) {
  project *p = b->p;
  char out[PATH_MAX], pattern[PATH_MAX];
  project_video_path(p, seq->name, out, sizeof out);
  if (input_pattern(p, seq, pattern, sizeof pattern) < 0) return fb_errorf(err, "%s: path too long", seq->name);
  if (video_encode(pattern, seq->nframes, &p->cfg, out, err) < 0) return -1; /* the last video stays */
  remove_video_except(p, seq->name, out); /* one of another codec (another extension) is stale */
  return 0;
}

int build_video_record(build_ctx *b, const char *relpath, const char *key, const char *error, fb_error *err) {
  store_video v = {0};
  memcpy(v.key, key, 65);
  if (error) {
    snprintf(v.state, sizeof v.state, "failed");
    snprintf(v.error, sizeof v.error, "%s", error);
    b->counts->failed++;
  } else {
    snprintf(v.state, sizeof v.state, "done");
    memcpy(v.built_key, key, 65);
    b->counts->videos++;
  }
  return store_video_put(b->s, relpath, &v, err);
}

/* *outcome: as build_sequence_result.video. */
int build_video_update(build_ctx *b, const sequence *seq, const char **outcome, fb_error *err) {
  char key[65];
  *outcome = seq->kind != SEQ_ANIMATION || !config_makes_video(&seq->cfg) ? "none" : "up_to_date";
  int want = build_video_plan(b, seq, key, err);
  if (want <= 0) return want;
  fb_error verr;
  int rc = build_video_encode(b, seq, &verr);
  *outcome = rc < 0 ? "failed" : "encoded";
  if (rc < 0) build_say(b, BUILD_LOG_ERROR, "%s", verr.msg);
  else if (!b->opt->quiet) {
    char out[PATH_MAX];
    project_video_path(b->p, seq->name, out, sizeof out);
    build_say(b, BUILD_LOG_INFO, "%s: encoded %s", seq->name, out);
  }
  return build_video_record(b, seq->path, key, rc < 0 ? verr.msg : NULL, err);
}

