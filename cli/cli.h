/*
 * cli.h — the commands. Each takes argc/argv after the command name and returns the process
 * exit status; only cli/ prints to the user and only main() exits.
 */
#ifndef FLAMEBUILD_CLI_H
#define FLAMEBUILD_CLI_H

#include <stdio.h>

#define FLAMEBUILD_VERSION "0.1.0"

int cmd_render(int argc, char **argv);
int cmd_build(int argc, char **argv);
int cmd_status(int argc, char **argv);
int cmd_clean(int argc, char **argv);
int cmd_init(int argc, char **argv);
int cmd_bench(int argc, char **argv);
int cmd_watch(int argc, char **argv);

/* Parses -j/--threads: an integer 1..256. Prints the error and returns -1 otherwise. */
int cli_parse_threads(const char *arg, int *out);

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

double cli_now(void);
void cli_progress_start(cli_progress *p, int quiet, const char *label);
int cli_progress_update(void *ctx, double fraction); /* render_progress_fn */
void cli_progress_end(cli_progress *p);

#endif
