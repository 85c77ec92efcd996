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
#include "options.h"

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
static void project_relative(const project *p, const char *abs, char *rel, size_t n) {
  size_t root = strlen(p->root);
  snprintf(rel, n, "%s", !strncmp(abs, p->root, root) && abs[root] == '/' ? abs + root + 1 : abs);
}

static int buffer_cached(void *ctx, const char *key) { return cache_has(ctx, key); }

static void status_usage(FILE *out) {
  fprintf(out, "usage: flamebuild status [DIR] [--json] [--profile NAME]\n\n"
               "Shows, per sequence, the frames that are up to date, stale (and why) or failed, the\n"
               "video's state, and the outputs whose genome file is gone. Exits 1 when anything failed,\n"
               "3 when a build has work to do (frames stale, a video to encode), 0 when all is up to date.\n"
               "  --json          the same as JSON, with stable reason codes (man flamebuild)\n"
               "  --profile NAME  the outputs of [profile.NAME]\n"
               "  --qs F, --ss F  the outputs of build --qs F --ss F\n");
}

/* What status shows, gathered before anything is printed. */
typedef struct status_view {
  project p;
  store s;
  int have_store;            /* state.db exists and opened */
  cache buffers;
  int have_cache;
  uint64_t cache_bytes, cache_entries;
  char **paths;              /* the genome files, as project_scan finds them */
  int n;
  seq_status *all;           /* [n] */
  project_orphans orphans;
  char holder[64];           /* the command holding the project's lock, when pid */
  int pid;
  farm_status on_farm;       /* a build --farm in progress: its frames out on the cluster */
} status_view;

/* Options: -1 to go on, else the exit status (help printed, or a usage error). */
static int parse_status_options(int argc, char **argv, int *json, const char **profile, double *qs, double *ss) {
  static const struct option longopts[] = {{"json", no_argument, 0, 'J'}, {"help", no_argument, 0, 'h'},
                                           {"profile", required_argument, 0, 'P'}, {"qs", required_argument, 0, 'Q'},
                                           {"ss", required_argument, 0, 'S'}, {0, 0, 0, 0}};
  int c;
  optind = 1;
  while ((c = getopt_long(argc, argv, "h", longopts, NULL)) != -1) {
    if (c == 'J') *json = 1;
    else if (c == 'P') *profile = optarg;
    else if (c == 'Q' || c == 'S') {
      if (cli_parse_factor(c == 'Q' ? "qs" : "ss", optarg, c == 'Q' ? qs : ss) < 0) return 2;
    }
    else if (c == 'h') { status_usage(stdout); return 0; }
    else { status_usage(stderr); return 2; }
  }
  return -1;
}

/* The index, read-only (a damaged one only warns: the project shown as never built), and the
 * cache with its size. */
static void open_store_and_cache(status_view *v) {
  fb_error err;
  struct stat st;
  v->have_store = stat(v->p.db_path, &st) == 0;
  if (v->have_store && store_open(&v->s, v->p.db_path, 1, &err) < 0) {
    cli_warn("%s (showing the project as if never built)", err.msg);
    v->have_store = 0;
  }
  v->have_cache = stat(v->p.cache_dir, &st) == 0 && cache_open(&v->buffers, v->p.cache_dir, &err) == 0;
  if (v->have_cache) cache_usage(&v->buffers, &v->cache_bytes, &v->cache_entries, &err);
}

/* One genome file planned as a build would plan it, its frames counted up to date, stale
 * (by reason) or failed, and its video's state. */
static int plan_and_count(status_view *v, const char *path, seq_status *q, fb_error *err) {
  store *s = v->have_store ? &v->s : NULL;
  if (plan_sequence(&v->p, s, path, &q->seq, err) < 0) return -1;
  if (!q->seq.failed && (project_output_clash(&v->p, path, q->seq.error, sizeof q->seq.error) ||
                         plan_still_foreign(&v->p, s, &q->seq, q->seq.error, sizeof q->seq.error)))
    q->seq.failed = 1; /* as a build would say */
  if ((!q->seq.failed && plan_actions(&v->p, s, &q->seq, v->have_cache ? buffer_cached : NULL,
                                      v->have_cache ? (void *)&v->buffers : NULL, err) < 0))
    return -1;
  for (int k = 0; !q->seq.failed && k < q->seq.nframes; k++) {
    planned_frame *f = &q->seq.frames[k];
    if (f->action == FRAME_UNCHANGED) q->up_to_date++;
    else if (f->failed_before) {
      q->failed++;
      store_frame row;
      if (v->have_store && store_frame_get(&v->s, q->seq.path, k, &row, err) == 1)
        snprintf(q->last_error, sizeof q->last_error, "%s", row.error);
    } else {
      q->stale++;
      q->reasons[f->reason]++;
    }
  }
  if (!q->seq.failed) q->video = video_state(&v->p, s, &q->seq, q->video_error, sizeof q->video_error);
  return 0;
}

/* Who holds the project; with nobody, a farm run still out is a killed build's and is ended
 * here, before its workers overwrite frames a later build renders. With a holder, its farm
 * run's progress (when ok: nothing failed before). */
static int find_running(status_view *v, int ok, fb_error *err) {
  v->pid = project_lock_holder(&v->p, v->holder, sizeof v->holder);
  fb_error ferr;
  const int ended = v->pid ? 0 : farm_end_abandoned(v->p.state_dir, &ferr);
  if (ended > 0)
    cli_warn("%d farm run%s left by a build that was killed: its Slurm jobs cancelled, its workers told to write "
             "nothing more", ended, ended > 1 ? "s" : "");
  if (ok && v->pid && farm_status_load(v->p.state_dir, &v->on_farm, err) < 0) return -1;
  return 0;
}

/* --- --json ----------------------------------------------------------------------------- */

/* The parser's warnings as a JSON array of strings: what it ignored in the file (a misspelt
 * element or attribute), kept until the file changes. */
static void print_warnings_json(const char *warnings) {
  printf(", \"warnings\": [");
  int first = 1;
  for (const char *w = warnings, *end; *w; w = end + 1) {
    if (!(end = strchr(w, '\n'))) break;
    char line[1024];
    snprintf(line, sizeof line, "%.*s", (int)(end - w), w);
    printf("%s", first ? "" : ", ");
    cli_json_string(stdout, line);
    first = 0;
  }
  printf("]");
}

static void print_stale_reasons_json(const seq_status *q) {
  printf(", \"stale_reasons\": {");
  int first = 1;
  for (int r = STALE_NEW; r < STALE_FAILED; r++)
    if (q->reasons[r]) {
      printf("%s\"%s\": %d", first ? "" : ", ", stale_reason_code(r), q->reasons[r]);
      first = 0;
    }
  printf("}");
}

/* Frame by frame: which are stale and why, which failed and with what. */
static void print_frames_json(status_view *v, const seq_status *q) {
  printf(", \"stale_frames\": [");
  int first = 1;
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
  fb_error err;
  for (int k = 0; k < q->seq.nframes; k++) {
    store_frame row;
    if (!q->seq.frames[k].failed_before || !v->have_store || store_frame_get(&v->s, q->seq.path, k, &row, &err) != 1)
      continue;
    printf("%s{\"frame\": %d, \"file\": ", first ? "" : ", ", k);
    cli_json_string(stdout, q->seq.frames[k].file);
    printf(", \"error\": ");
    cli_json_string(stdout, row.error);
    printf("}");
    first = 0;
  }
  printf("]");
}

/* The sequence's outputs, relative to the project: its frames' folder (a still's: the folder its
 * out/NAME.png is in), video and sheet. */
static void print_outputs_json(const status_view *v, const seq_status *q) {
  char abs[PATH_MAX], rel[PATH_MAX], folder[1024];
  sequence_folder(&q->seq, folder, sizeof folder);
  project_frame_dir(&v->p, folder, abs, sizeof abs);
  project_relative(&v->p, abs, rel, sizeof rel);
  printf(", \"frames_dir\": ");
  cli_json_string(stdout, rel);
  printf(", \"video\": ");
  if (q->video) {
    project_video_path(&v->p, q->seq.name, abs, sizeof abs);
    project_relative(&v->p, abs, rel, sizeof rel);
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
  if (sheet_path(&v->p, q->seq.name, abs, sizeof abs) == 0 && lstat(abs, &sheet_st) == 0 && S_ISREG(sheet_st.st_mode)) {
    project_relative(&v->p, abs, rel, sizeof rel);
    cli_json_string(stdout, rel);
  } else {
    printf("null");
  }
}

static void print_farm_json(const status_view *v, const seq_status *q) {
  const farm_sequence_progress *fp = v->on_farm.active ? farm_status_find(&v->on_farm, q->seq.path) : NULL;
  printf(", \"farm\": ");
  if (fp) {
    printf("{\"jobs\": ");
    cli_json_string(stdout, v->on_farm.jobs);
    printf(", \"frames\": %d, \"queued\": %d, \"running\": %d, \"landed\": %d, \"failed\": %d}", fp->frames, fp->queued,
           fp->running, fp->landed, fp->failed);
  } else {
    printf("null");
  }
}

static void print_sequence_json(status_view *v, const seq_status *q, int index) {
  printf("%s\n  {\"name\": ", index ? "," : "");
  cli_json_string(stdout, q->seq.name);
  printf(", \"file\": ");
  cli_json_string(stdout, q->seq.path);
  if (q->seq.failed) {
    printf(", \"state\": \"failed\", \"error\": ");
    cli_json_string(stdout, q->seq.error);
    printf("}");
    return;
  }
  const int video_bad = q->video && strcmp(q->video, "up_to_date");
  const int failed = q->failed || (q->video && !strcmp(q->video, "failed"));
  printf(", \"kind\": \"%s\", \"state\": \"%s\", \"frames\": %d, \"up_to_date\": %d, \"stale\": %d, \"failed\": %d",
         q->seq.kind == SEQ_ANIMATION ? "animation" : q->seq.kind == SEQ_COLLECTION ? "collection" : "still",
         failed ? "failed" : q->stale || video_bad ? "stale" : "up_to_date", q->seq.nframes, q->up_to_date, q->stale,
         q->failed);
  printf(", \"not_drawn\": ");
  cli_json_string(stdout, q->seq.unsupported);
  print_warnings_json(q->seq.warnings);
  print_stale_reasons_json(q);
  print_frames_json(v, q);
  print_outputs_json(v, q);
  print_farm_json(v, q);
  printf(", \"last_error\": ");
  cli_json_string(stdout, q->last_error);
  printf("}");
}

static void print_orphans_json(const project_orphans *orphans) {
  printf("\n], \"orphans\": [");
  for (int i = 0; i < orphans->n; i++) {
    char path[PATH_MAX + 8];
    snprintf(path, sizeof path, "out/%s", orphans->v[i].path);
    printf("%s\n  {\"path\": ", i ? "," : "");
    cli_json_string(stdout, path);
    const size_t len = strlen(orphans->v[i].path);
    const int sheet = len > 10 && !strcmp(orphans->v[i].path + len - 10, ".sheet.png");
    char stem[NAME_MAX + 1];
    const char *slash = strrchr(orphans->v[i].path, '/');
    const int still = !sheet && project_still_stem(slash ? slash + 1 : orphans->v[i].path, stem, sizeof stem) == 0;
    printf(", \"kind\": \"%s\", \"frames\": %d}",
           orphans->v[i].frames ? "frames" : sheet ? "sheet" : still ? "still" : "video",
           orphans->v[i].frames);
  }
  printf("\n]}\n");
}

static void print_json(status_view *v) {
  printf("{\"project\": ");
  cli_json_string(stdout, v->p.root);
  printf(", \"cache_bytes\": %llu, \"cache_entries\": %llu, \"cache_max_bytes\": %llu, \"running\": ",
         (unsigned long long)v->cache_bytes, (unsigned long long)v->cache_entries,
         (unsigned long long)v->p.cfg.cache_max_bytes);
  if (v->pid) {
    printf("{\"pid\": %d, \"command\": ", v->pid);
    cli_json_string(stdout, v->holder);
    printf("}");
  } else {
    printf("null");
  }
  printf(", \"sequences\": [");
  for (int i = 0; i < v->n; i++) print_sequence_json(v, &v->all[i], i);
  print_orphans_json(&v->orphans);
}

/* --- text ------------------------------------------------------------------------------- */

static void print_header_text(const status_view *v) {
  char used[32], max[32], limit[48] = "no size limit";
  fb_format_size(v->cache_bytes, used, sizeof used);
  fb_format_size(v->p.cfg.cache_max_bytes, max, sizeof max);
  if (v->p.cfg.cache_max_bytes) snprintf(limit, sizeof limit, "max_size %s", max);
  printf("project %s: %d sequence%s, cache %s in %llu entr%s (%s), %s\n", v->p.root, v->n, v->n == 1 ? "" : "s", used,
         (unsigned long long)v->cache_entries, v->cache_entries == 1 ? "y" : "ies", limit,
         v->pid ? "" : "no build or watch running");
  if (v->pid) printf("  a flamebuild %s is running (pid %d)\n", v->holder, v->pid);
}

static void print_sequence_text(const status_view *v, const seq_status *q) {
  if (q->seq.failed) {
    printf("  %-24s FAILED: %s\n", q->seq.name, q->seq.error);
    return;
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
  const farm_sequence_progress *fp = v->on_farm.active ? farm_status_find(&v->on_farm, q->seq.path) : NULL;
  if (fp)
    printf("  %-24s farm: %d of %d frames back (%d failed), %d running, %d queued; Slurm job %s\n", "", fp->landed,
           fp->frames, fp->failed, fp->running, fp->queued, v->on_farm.jobs[0] ? v->on_farm.jobs : "(not submitted yet)");
  if (q->seq.unsupported[0]) printf("  %-24s not drawn: %s\n", "", q->seq.unsupported);
  for (const char *w = q->seq.warnings, *end; *w; w = end + 1) { /* until the file changes */
    if (!(end = strchr(w, '\n'))) break;
    printf("  %-24s warning: %.*s\n", "", (int)(end - w), w);
  }
  if (q->last_error[0]) printf("  %-24s last error: %s\n", "", q->last_error);
  if (q->video && strcmp(q->video, "up_to_date"))
    printf("  %-24s video %s%s%s\n", "", q->video, q->video_error[0] ? ": " : "", q->video_error);
}

static void print_orphans_text(const project_orphans *orphans) {
  if (!orphans->n) return;
  printf("  outputs whose genome file is gone (flamebuild clean --orphans removes them):\n");
  for (int i = 0; i < orphans->n; i++) {
    if (orphans->v[i].frames)
      printf("    out/%s/ (%d frame%s)\n", orphans->v[i].path, orphans->v[i].frames, orphans->v[i].frames == 1 ? "" : "s");
    else
      printf("    out/%s\n", orphans->v[i].path);
  }
}

static void print_text(const status_view *v) {
  print_header_text(v);
  for (int i = 0; i < v->n; i++) print_sequence_text(v, &v->all[i]);
  print_orphans_text(&v->orphans);
}

/* The answer to "anything to do?", as make -q and ninja -n give it, for scripts:
 * STATUS_FAILED when anything failed (a genome that does not parse, a frame, a video), else
 * STATUS_STALE when a build has frames to render or a video to encode, else 0. */
enum { STATUS_FAILED = 1, STATUS_STALE = 3 };
static int status_exit(const status_view *v) {
  int failed = 0, stale = 0;
  for (int i = 0; i < v->n; i++) {
    const seq_status *q = &v->all[i];
    failed |= q->seq.failed || q->failed || (q->video && !strcmp(q->video, "failed"));
    stale |= q->stale > 0 || (q->video && strcmp(q->video, "up_to_date"));
  }
  return failed ? STATUS_FAILED : stale ? STATUS_STALE : 0;
}

/* An error, where a script reads JSON: {"error": "..."} on stdout, as well as the message. */
static int status_error(int json, const char *msg) {
  cli_error("%s", msg);
  if (json) {
    fputs("{\"error\": ", stdout);
    cli_json_string(stdout, msg);
    fputs("}\n", stdout);
  }
  return STATUS_FAILED;
}

static void status_view_free(status_view *v) {
  project_orphans_free(&v->orphans);
  farm_status_free(&v->on_farm);
  for (int i = 0; i < v->n; i++) sequence_free(&v->all[i].seq);
  free(v->all);
  project_free_paths(v->paths, v->n);
  if (v->have_cache) cache_close(&v->buffers);
  if (v->have_store) store_close(&v->s);
}

int cmd_status(int argc, char **argv) {
  int json = 0;
  const char *profile = NULL;
  double qs = 1, ss = 1;
  int rc = parse_status_options(argc, argv, &json, &profile, &qs, &ss);
  if (rc >= 0) return rc;
  const char *dir = optind < argc ? argv[optind] : ".";
  status_view v;
  memset(&v, 0, sizeof v);
  fb_error err;
  if (cli_open_project(&v.p, dir, profile, qs, ss, NULL, &err) < 0) return status_error(json, err.msg);
  open_store_and_cache(&v);
  if (project_scan(&v.p, &v.paths, &v.n, &err) < 0) {
    status_view_free(&v);
    return status_error(json, err.msg);
  }
  v.all = calloc((size_t)(v.n ? v.n : 1), sizeof *v.all);
  rc = 0;
  for (int i = 0; i < v.n && rc == 0; i++) rc = plan_and_count(&v, v.paths[i], &v.all[i], &err);
  if (rc == 0 && project_find_orphans(&v.p, &v.orphans, &err) < 0) rc = -1;
  if (find_running(&v, rc == 0, &err) < 0) rc = -1;
  if (rc < 0) status_error(json, err.msg);
  else if (json) print_json(&v);
  else print_text(&v);
  const int exit_status = rc < 0 ? STATUS_FAILED : status_exit(&v);
  status_view_free(&v);
  return exit_status;
}
