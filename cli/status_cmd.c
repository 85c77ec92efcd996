/*
 * status_cmd.c — `flamebuild status [DIR]`: per sequence, frames up to date / stale / failed,
 * why frames are stale, the last errors, cache size, and whether a build or watcher runs.
 * Read-only: it plans without writing, so it works while another process builds.
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "../cache/store.h"
#include "../farm/farm.h"
#include "../project/orphans.h"
#include "../plan/plan.h"
#include "../scheduler/sheet.h"
#include "../util/size.h"
#include "cli.h"

typedef struct seq_status {
  sequence seq;
  int up_to_date, stale, failed;
  int reasons[STALE_FAILED + 1];
  char last_error[1024];
  const char *video;         /* NULL: no video (a still, codec none); else its state, as a code */
  char video_error[1024];
} seq_status;

/* The state of an animation's video, as `build` would see it: up_to_date, stale (its frames or
 * settings changed since it was encoded, or never encoded), missing (encoded, then deleted or
 * replaced by something that is not a file), failed (the last encode of exactly these frames
 * failed: a build tries again). */
static const char *video_state(const project *p, store *s, const sequence *seq, char *error, size_t n) {
  if (seq->kind != SEQ_ANIMATION || !config_makes_video(&seq->cfg)) return NULL;
  char key[65], path[PATH_MAX];
  plan_video_key(p, seq, key);
  store_video v;
  fb_error err;
  if (!s || store_video_get(s, seq->path, &v, &err) != 1) return "stale";
  if (!strcmp(v.state, "failed") && !strcmp(v.key, key)) {
    snprintf(error, n, "%s", v.error);
    return "failed";
  }
  if (strcmp(v.state, "done") || strcmp(v.built_key, key)) return "stale";
  project_video_path(p, seq->name, path, sizeof path);
  struct stat st;
  return lstat(path, &st) == 0 && S_ISREG(st.st_mode) ? "up_to_date" : "missing";
}

/* out/NAME relative to the project, for scripts. */
static void out_rel(const project *p, const char *abs, char *rel, size_t n) {
  size_t root = strlen(p->root);
  snprintf(rel, n, "%s", !strncmp(abs, p->root, root) && abs[root] == '/' ? abs + root + 1 : abs);
}

static int has_buffer(void *ctx, const char *key) { return cache_has(ctx, key); }

static void status_usage(FILE *out) {
  fprintf(out, "usage: flamebuild status [DIR] [--json] [--profile NAME]\n\n"
               "Shows, per sequence, the frames that are up to date, stale (and why) or failed, the\n"
               "video's state, and the outputs whose genome file is gone. Exits 1 when anything failed.\n"
               "  --json          the same as JSON, with stable reason codes (man flamebuild)\n"
               "  --profile NAME  the outputs of [profile.NAME]\n");
}

int cmd_status(int argc, char **argv) {
  static const struct option longopts[] = {{"json", no_argument, 0, 'J'}, {"help", no_argument, 0, 'h'},
                                           {"profile", required_argument, 0, 'P'}, {0, 0, 0, 0}};
  int json = 0, c;
  const char *profile = NULL;
  optind = 1;
  while ((c = getopt_long(argc, argv, "h", longopts, NULL)) != -1) {
    if (c == 'J') json = 1;
    else if (c == 'P') profile = optarg;
    else if (c == 'h') { status_usage(stdout); return 0; }
    else { status_usage(stderr); return 2; }
  }
  const char *dir = optind < argc ? argv[optind] : ".";
  project p;
  fb_error err;
  if (cli_open_project(&p, dir, profile, 1, 1, NULL, &err) < 0) {
    cli_error("%s", err.msg);
    return 1;
  }
  store s;
  struct stat st;
  int have_store = stat(p.db_path, &st) == 0;
  if (have_store && store_open(&s, p.db_path, 1, &err) < 0) {
    cli_warn("%s (showing the project as if never built)", err.msg);
    have_store = 0;
  }
  cache buffers;
  int have_cache = stat(p.cache_dir, &st) == 0 && cache_open(&buffers, p.cache_dir, &err) == 0;
  uint64_t cache_bytes = 0, cache_entries = 0;
  if (have_cache) cache_usage(&buffers, &cache_bytes, &cache_entries, &err);

  char **paths;
  int n;
  if (project_scan(&p, &paths, &n, &err) < 0) {
    cli_error("%s", err.msg);
    return 1;
  }
  seq_status *all = calloc((size_t)(n ? n : 1), sizeof *all);
  int rc = 0;
  for (int i = 0; i < n && rc == 0; i++) {
    seq_status *q = &all[i];
    if (plan_sequence(&p, have_store ? &s : NULL, paths[i], &q->seq, &err) < 0) {
      rc = -1;
      break;
    }
    if (!q->seq.failed && project_output_clash(&p, paths[i], q->seq.error, sizeof q->seq.error))
      q->seq.failed = 1; /* as a build would say */
    if ((!q->seq.failed && plan_actions(&p, have_store ? &s : NULL, &q->seq, have_cache ? has_buffer : NULL,
                                        have_cache ? (void *)&buffers : NULL, &err) < 0)) {
      rc = -1;
      break;
    }
    for (int k = 0; !q->seq.failed && k < q->seq.nframes; k++) {
      planned_frame *f = &q->seq.frames[k];
      if (f->action == FRAME_UNCHANGED) q->up_to_date++;
      else if (f->failed_before) {
        q->failed++;
        store_frame row;
        if (have_store && store_frame_get(&s, q->seq.path, k, &row, &err) == 1)
          snprintf(q->last_error, sizeof q->last_error, "%s", row.error);
      } else {
        q->stale++;
        q->reasons[f->reason]++;
      }
    }
    if (!q->seq.failed) q->video = video_state(&p, have_store ? &s : NULL, &q->seq, q->video_error, sizeof q->video_error);
  }
  project_orphans orphans = {0};
  if (rc == 0 && project_find_orphans(&p, &orphans, &err) < 0) rc = -1;
  char holder[64];
  int pid = project_lock_holder(&p, holder, sizeof holder);
  /* Nobody holds the lock, so any farm run still out is a killed build's: it is ended here
   * too, before its workers overwrite frames a later build renders. */
  fb_error ferr;
  const int ended = pid ? 0 : farm_end_abandoned(p.state_dir, &ferr);
  if (ended > 0)
    cli_warn("%d farm run%s left by a build that was killed: its Slurm jobs cancelled, its workers told to write "
             "nothing more", ended, ended > 1 ? "s" : "");
  farm_status on_farm = {0}; /* a build --farm in progress: its frames out on the cluster */
  if (rc == 0 && pid && farm_status_load(p.state_dir, &on_farm, &err) < 0) rc = -1;
  if (rc < 0) {
    cli_error("%s", err.msg);
  } else if (json) {
    printf("{\"project\": ");
    cli_json_string(stdout, p.root);
    printf(", \"cache_bytes\": %llu, \"cache_entries\": %llu, \"cache_max_bytes\": %llu, \"running\": ",
           (unsigned long long)cache_bytes, (unsigned long long)cache_entries,
           (unsigned long long)p.cfg.cache_max_bytes);
    if (pid) {
      printf("{\"pid\": %d, \"command\": ", pid);
      cli_json_string(stdout, holder);
      printf("}");
    } else {
      printf("null");
    }
    printf(", \"sequences\": [");
    for (int i = 0; i < n; i++) {
      seq_status *q = &all[i];
      printf("%s\n  {\"name\": ", i ? "," : "");
      cli_json_string(stdout, q->seq.name);
      printf(", \"file\": ");
      cli_json_string(stdout, q->seq.path);
      if (q->seq.failed) {
        printf(", \"state\": \"failed\", \"error\": ");
        cli_json_string(stdout, q->seq.error);
        printf("}");
        continue;
      }
      const int video_bad = q->video && strcmp(q->video, "up_to_date");
      const int failed = q->failed || (q->video && !strcmp(q->video, "failed"));
      printf(", \"kind\": \"%s\", \"state\": \"%s\", \"frames\": %d, \"up_to_date\": %d, \"stale\": %d, \"failed\": %d",
             q->seq.kind == SEQ_ANIMATION ? "animation" : q->seq.kind == SEQ_COLLECTION ? "collection" : "still",
             failed ? "failed" : q->stale || video_bad ? "stale" : "up_to_date", q->seq.nframes, q->up_to_date, q->stale,
             q->failed);
      printf(", \"not_drawn\": ");
      cli_json_string(stdout, q->seq.unsupported);
      printf(", \"stale_reasons\": {");
      int first = 1;
      for (int r = STALE_NEW; r < STALE_FAILED; r++)
        if (q->reasons[r]) {
          printf("%s\"%s\": %d", first ? "" : ", ", stale_reason_code(r), q->reasons[r]);
          first = 0;
        }
      /* Frame by frame: which are stale and why, which failed and with what. */
      printf("}, \"stale_frames\": [");
      first = 1;
      for (int k = 0; k < q->seq.nframes; k++) {
        const planned_frame *f = &q->seq.frames[k];
        if (f->action == FRAME_UNCHANGED || f->failed_before) continue;
        printf("%s{\"frame\": %d, \"file\": ", first ? "" : ", ", k);
        cli_json_string(stdout, f->file);
        printf(", \"reason\": \"%s\"}", stale_reason_code(f->reason));
        first = 0;
      }
      printf("], \"failed_frames\": [");
      first = 1;
      for (int k = 0; k < q->seq.nframes; k++) {
        store_frame row;
        if (!q->seq.frames[k].failed_before || !have_store || store_frame_get(&s, q->seq.path, k, &row, &err) != 1)
          continue;
        printf("%s{\"frame\": %d, \"file\": ", first ? "" : ", ", k);
        cli_json_string(stdout, q->seq.frames[k].file);
        printf(", \"error\": ");
        cli_json_string(stdout, row.error);
        printf("}");
        first = 0;
      }
      char abs[PATH_MAX], rel[PATH_MAX];
      project_frame_dir(&p, q->seq.name, abs, sizeof abs);
      out_rel(&p, abs, rel, sizeof rel);
      printf("], \"frames_dir\": ");
      cli_json_string(stdout, rel);
      printf(", \"video\": ");
      if (q->video) {
        project_video_path(&p, q->seq.name, abs, sizeof abs);
        out_rel(&p, abs, rel, sizeof rel);
        printf("{\"path\": ");
        cli_json_string(stdout, rel);
        printf(", \"state\": \"%s\", \"error\": ", q->video);
        cli_json_string(stdout, q->video_error);
        printf("}");
      } else {
        printf("null");
      }
      struct stat sheet_st;
      printf(", \"sheet\": ");
      if (sheet_path(&p, q->seq.name, abs, sizeof abs) == 0 && lstat(abs, &sheet_st) == 0 && S_ISREG(sheet_st.st_mode)) {
        out_rel(&p, abs, rel, sizeof rel);
        cli_json_string(stdout, rel);
      } else {
        printf("null");
      }
      const farm_sequence_progress *fp = on_farm.active ? farm_status_find(&on_farm, q->seq.path) : NULL;
      printf(", \"farm\": ");
      if (fp) {
        printf("{\"jobs\": ");
        cli_json_string(stdout, on_farm.jobs);
        printf(", \"frames\": %d, \"queued\": %d, \"running\": %d, \"landed\": %d, \"failed\": %d}", fp->frames,
               fp->queued, fp->running, fp->landed, fp->failed);
      } else {
        printf("null");
      }
      printf(", \"last_error\": ");
      cli_json_string(stdout, q->last_error);
      printf("}");
    }
    printf("\n], \"orphans\": [");
    for (int i = 0; i < orphans.n; i++) {
      char path[PATH_MAX + 8];
      snprintf(path, sizeof path, "out/%s", orphans.v[i].path);
      printf("%s\n  {\"path\": ", i ? "," : "");
      cli_json_string(stdout, path);
      const size_t len = strlen(orphans.v[i].path);
      const int sheet = len > 10 && !strcmp(orphans.v[i].path + len - 10, ".sheet.png");
      printf(", \"kind\": \"%s\", \"frames\": %d}", orphans.v[i].frames ? "frames" : sheet ? "sheet" : "video",
             orphans.v[i].frames);
    }
    printf("\n]}\n");
  } else {
    char used[32], max[32], limit[48] = "no size limit";
    fb_format_size(cache_bytes, used, sizeof used);
    fb_format_size(p.cfg.cache_max_bytes, max, sizeof max);
    if (p.cfg.cache_max_bytes) snprintf(limit, sizeof limit, "max_size %s", max);
    printf("project %s: %d sequence%s, cache %s in %llu entr%s (%s), %s\n", p.root, n, n == 1 ? "" : "s",
           used, (unsigned long long)cache_entries, cache_entries == 1 ? "y" : "ies", limit,
           pid ? "" : "no build or watch running");
    if (pid) printf("  a flamebuild %s is running (pid %d)\n", holder, pid);
    for (int i = 0; i < n; i++) {
      seq_status *q = &all[i];
      if (q->seq.failed) {
        printf("  %-24s FAILED: %s\n", q->seq.name, q->seq.error);
        continue;
      }
      printf("  %-24s %d frame%s: %d up to date, %d stale, %d failed", q->seq.name, q->seq.nframes,
             q->seq.nframes == 1 ? "" : "s", q->up_to_date, q->stale, q->failed);
      int first = 1;
      for (int r = STALE_NEW; r < STALE_FAILED; r++)
        if (q->reasons[r]) {
          printf("%s%d %s", first ? " (" : ", ", q->reasons[r], stale_reason_text(r));
          first = 0;
        }
      printf("%s\n", first ? "" : ")");
      const farm_sequence_progress *fp = on_farm.active ? farm_status_find(&on_farm, q->seq.path) : NULL;
      if (fp)
        printf("  %-24s farm: %d of %d frames back (%d failed), %d running, %d queued; Slurm job %s\n", "", fp->landed,
               fp->frames, fp->failed, fp->running, fp->queued, on_farm.jobs[0] ? on_farm.jobs : "(not submitted yet)");
      if (q->seq.unsupported[0]) printf("  %-24s not drawn: %s\n", "", q->seq.unsupported);
      if (q->last_error[0]) printf("  %-24s last error: %s\n", "", q->last_error);
      if (q->video && strcmp(q->video, "up_to_date"))
        printf("  %-24s video %s%s%s\n", "", q->video, q->video_error[0] ? ": " : "", q->video_error);
    }
    if (orphans.n) {
      printf("  outputs whose genome file is gone (flamebuild clean --orphans removes them):\n");
      for (int i = 0; i < orphans.n; i++) {
        if (orphans.v[i].frames)
          printf("    out/%s/ (%d frame%s)\n", orphans.v[i].path, orphans.v[i].frames, orphans.v[i].frames == 1 ? "" : "s");
        else
          printf("    out/%s\n", orphans.v[i].path);
      }
    }
  }
  project_orphans_free(&orphans);
  farm_status_free(&on_farm);
  /* Scripts: 1 when anything failed (a genome that does not parse, a frame, a video). */
  int any_failed = 0;
  for (int i = 0; i < n; i++)
    any_failed |= all[i].seq.failed || all[i].failed || (all[i].video && !strcmp(all[i].video, "failed"));
  for (int i = 0; i < n; i++) sequence_free(&all[i].seq);
  free(all);
  project_free_paths(paths, n);
  if (have_cache) cache_close(&buffers);
  if (have_store) store_close(&s);
  return rc < 0 || any_failed ? 1 : 0;
}
