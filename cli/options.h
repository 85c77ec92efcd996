/*
 * options.h — the option values more than one command takes, parsed once (options.c), so
 * that `render`, `build`, `watch`, `status`, `bench`, `bench --project` and `kernels` accept the same
 * values and refuse a bad one in the same words.
 *
 * Each parser takes the option's argument (getopt's optarg). On success it stores the value
 * and returns 0; otherwise it prints "flamebuild: error: --OPTION wants ..., not 'ARG'" on
 * stderr and returns -1, and the command exits with status 2 (a usage error).
 */
#ifndef FLAMEBUILD_CLI_OPTIONS_H
#define FLAMEBUILD_CLI_OPTIONS_H

/* --backend. render and bench also take gpu-emulation (the GPU's iteration on the CPU);
 * build and bench --project do not. */
enum render_backend { BACKEND_AUTO, BACKEND_CPU, BACKEND_CUDA, BACKEND_GPU_EMULATION };
/* auto|cpu|cuda, and gpu-emulation when with_emulation, into *backend (enum render_backend). */
int cli_parse_backend(const char *arg, int with_emulation, int *backend);

/* --farm slurm (build, watch): *scheduler is the argument itself. */
int cli_parse_farm(const char *arg, const char **scheduler);

/* --gpus all|0,2 (build, watch): the devices a build renders on; *gpus is the argument itself. */
int cli_parse_gpus(const char *arg, const char **gpus);

/* -j/--threads N: an integer 1..256. */
int cli_parse_threads(const char *arg, int *out);

/* --quality Q (render, bench --project): a positive finite number, at most max. */
int cli_parse_quality(const char *arg, double max, double *out);

/* --size WxH, each 1..max. */
int cli_parse_size(const char *arg, int max, int *width, int *height);

/* --supersample N (render, bench): an integer 1..64. */
int cli_parse_supersample(const char *arg, int *out);

/* --qs F / --ss F (build, status): a factor greater than 0; name is "qs" or "ss". */
int cli_parse_factor(const char *name, const char *arg, double *out);

/* --accumulate auto|atomic|deferred into enum render_accumulate. */
int cli_parse_accumulate(const char *arg, int *mode);

/* An integer lo..hi, the whole string (base 10): 0 with *out, else -1. Prints nothing: the
 * caller says what it wanted. */
int cli_parse_int(const char *s, long lo, long hi, long *out);

#endif
