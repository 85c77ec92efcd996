/*
 * cli.h — the commands. Each takes argc/argv after the command name and returns the process
 * exit status; only cli/ prints to the user and only main() exits.
 */
#ifndef FLAMEBUILD_CLI_H
#define FLAMEBUILD_CLI_H

#include <stdio.h>

#include "../util/clock.h" /* fb_mono_seconds, fb_wall_seconds: the commands time what they do */

#define FLAMEBUILD_VERSION "0.1.0"

int cmd_render(int argc, char **argv);
int cmd_build(int argc, char **argv);
int cmd_status(int argc, char **argv);
int cmd_clean(int argc, char **argv);
int cmd_init(int argc, char **argv);
int cmd_bench(int argc, char **argv);
int cmd_watch(int argc, char **argv);
int cmd_worker(int argc, char **argv);
int cmd_kernels(int argc, char **argv);
/* `EXE kernels --arch ARCH GENOME` (EXE: the flamebuild binary; /proc/self/exe from within)
 * started in a detached process of its own, unless one is running for the user's kernel cache
 * already (kernels_behind.c): what `render` does after a frame took the generic kernel, so
 * that the next render finds the genome's own. 1 started, 0 not. */
int cli_kernels_behind(const char *exe, const char *genome_path, const char *palettes, const char *arch);
/* `flamebuild bench --project [DIR]` (bench_project.c); cmd_bench hands over to it. */
int cmd_bench_project(int argc, char **argv);

/* The example animation `flamebuild init` writes (init_cmd.c): two keyframes, at time 0 and
 * 60, frames 0..59. */
const char *cli_example_animation(void);

struct build_options;
struct build_counts;
struct fb_error;
/* One build of the project dir, as `flamebuild build` runs it: open, take the writer lock,
 * open the store, build_project, close. Returns 0 when the build ran (counts->failed may
 * still be nonzero), -1 when it stopped on a fault (counts hold what was done), -2 when the
 * project could not be opened, locked or its store opened (nothing built). err says why. */
int cli_build_dir(const char *dir, const struct build_options *opt, struct build_counts *counts,
                  struct fb_error *err);

struct project;
/* Opens the project dir is in as a command does: dir itself or the nearest directory above it
 * with a flamebuild.conf (project_find_root), the profile and the --qs/--ss factors (0: none)
 * applied, and, with lock_as ("build", "watch", "clean"), the writer lock taken. On failure
 * the project is closed and err says why (open_project.c). */
int cli_open_project(struct project *p, const char *dir, const char *profile, double qs, double ss,
                     const char *lock_as, struct fb_error *err);
/* The same for the project at exactly root (a farm worker's, named by its manifest). */
int cli_open_project_at(struct project *p, const char *root, const char *profile, double qs, double ss,
                        const char *lock_as, struct fb_error *err);
/* build/watch --farm: with [farm] arch (and a backend other than cpu), every kernel of the
 * project in dir compiled here for the nodes' architecture into its cache, as `kernels DIR
 * --arch` does; what cannot be compiled only warns (build_cmd.c). */
void cli_farm_precompile(const char *dir, const struct project *p);

/* Swaps stdout and stderr for streams that write control characters as "\xNN" (terminal.c):
 * names read from outside (a genome file's name, a sequence in a message) can never set the
 * terminal's title or move its cursor, on a terminal, in a pipe or in a log. Called first in
 * main. cli_terminal_raw() is stderr unguarded, for the escape sequences the status area and
 * the progress bar draw with; what they draw between them goes through stderr. */
void cli_terminal_guard(void);
FILE *cli_terminal_raw(void);

/* The option values several commands take (-j, --backend, --gpus, --farm, --size, …) are
 * parsed in options.c: options.h. */

/* Writes s as a JSON string literal (quotes included). */
void cli_json_string(FILE *out, const char *s);

/* Messages: "flamebuild: ..." on stderr. */
void cli_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void cli_warn(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* fb_warn sink that prints warnings (ctx: the file name, may be NULL). */
void cli_warn_sink(void *ctx, const char *msg);

/* Progress on stderr: a bar with ETA when stderr is a terminal, nothing otherwise. */
typedef struct cli_progress {
  int enabled;               /* stderr is a terminal and not --quiet */
  double started;            /* monotonic seconds */
  double last_draw;
  char label[128];
} cli_progress;

/* The live status lines under the log of `build` and `watch` (status_area.c). On a terminal
 * (live) a log line goes above the lines, which are redrawn under it; elsewhere there are no
 * lines and each log line starts with the time of day (on a terminal too with stamp_live),
 * which never goes backwards. */
enum { CLI_AREA_LINES = 4, CLI_AREA_WIDTH = 512 };
typedef struct cli_status_area {
  int live;                  /* stderr is a terminal and the caller wants the area */
  int drawn;                 /* lines on screen */
  int nlines;
  char lines[CLI_AREA_LINES][CLI_AREA_WIDTH];
  int stamp_live;            /* stamp the log lines on a terminal too (watch: edits over hours) */
  int stale;                 /* lines kept (cli_area_keep) but not drawn yet */
  double last_when;
} cli_status_area;
void cli_area_start(cli_status_area *a, int live, int stamp_live);
/* A log line (when: wall-clock seconds, fb_wall_seconds). */
void cli_area_log(cli_status_area *a, double when, const char *msg);
/* The area's lines (cut to the terminal's width; redrawn only when they changed). */
void cli_area_set(cli_status_area *a, char lines[][CLI_AREA_WIDTH], int n);
/* The same lines kept without drawing them now: the next log line (or set) draws them, so a
 * caller that redraws only so often still never shows an area older than the log above it. */
void cli_area_keep(cli_status_area *a, char lines[][CLI_AREA_WIDTH], int n);
/* The columns an area's line may use (the terminal's width less one: a line that fills the
 * last column wraps on some terminals). */
int cli_area_columns(void);
/* Takes the area off the screen. */
void cli_area_end(cli_status_area *a);
void cli_clock_text(double when, char *out, size_t n);
void cli_progress_start(cli_progress *p, int quiet, const char *label);
int cli_progress_update(void *ctx, double fraction); /* render_progress_fn */
void cli_progress_end(cli_progress *p);

#endif
