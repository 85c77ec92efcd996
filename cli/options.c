/*
 * options.c — the option values several commands take (options.h).
 */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../render/render.h"
#include "../project/config.h"
#include "cli.h"
#include "options.h"

int cli_parse_backend(const char *arg, int with_emulation, int *backend) {
  if (!strcmp(arg, "auto")) *backend = BACKEND_AUTO;
  else if (!strcmp(arg, "cpu")) *backend = BACKEND_CPU;
  else if (!strcmp(arg, "cuda")) *backend = BACKEND_CUDA;
  else if (with_emulation && !strcmp(arg, "gpu-emulation")) *backend = BACKEND_GPU_EMULATION;
  else {
    cli_error("--backend wants %s, not '%s'", with_emulation ? "auto, cpu, cuda or gpu-emulation" : "auto, cpu or cuda",
              arg);
    return -1;
  }
  return 0;
}

int cli_parse_farm(const char *arg, const char **scheduler) {
  if (strcmp(arg, "slurm")) {
    cli_error("--farm wants slurm (the one cluster scheduler flamebuild drives), not '%s'", arg);
    return -1;
  }
  *scheduler = arg;
  return 0;
}

int cli_parse_gpus(const char *arg, const char **gpus) {
  if (!config_gpus_ok(arg)) {
    cli_error("--gpus wants all, or GPU numbers separated by commas (0,2), not '%s'", arg);
    return -1;
  }
  *gpus = arg;
  return 0;
}

int cli_parse_threads(const char *arg, int *out) {
  char *end;
  long v = strtol(arg, &end, 10);
  if (end == arg || *end || v < 1 || v > 256) {
    cli_error("--threads wants an integer 1..256, not '%s'", arg);
    return -1;
  }
  *out = (int)v;
  return 0;
}

int cli_parse_quality(const char *arg, double max, double *out) {
  char *end;
  const double q = strtod(arg, &end);
  if (end == arg || *end || !(q > 0) || !isfinite(q) || q > max) {
    cli_error("--quality wants a positive number, not '%s'", arg);
    return -1;
  }
  *out = q;
  return 0;
}

int cli_parse_size(const char *arg, int max, int *width, int *height) {
  int w, h, n;
  if (sscanf(arg, "%dx%d%n", &w, &h, &n) != 2 || arg[n] || w < 1 || h < 1 || w > max || h > max) {
    cli_error("--size wants WIDTHxHEIGHT (1..%d each), not '%s'", max, arg);
    return -1;
  }
  *width = w;
  *height = h;
  return 0;
}

int cli_parse_supersample(const char *arg, int *out) {
  long v;
  if (cli_parse_int(arg, 1, 64, &v) < 0) {
    cli_error("--supersample wants an integer 1..64, not '%s'", arg);
    return -1;
  }
  *out = (int)v;
  return 0;
}

int cli_parse_factor(const char *name, const char *arg, double *out) {
  char *end;
  const double f = strtod(arg, &end);
  if (end == arg || *end || !(f > 0) || !isfinite(f)) {
    cli_error("--%s wants a factor greater than 0, such as 0.25, not '%s'", name, arg);
    return -1;
  }
  *out = f;
  return 0;
}

int cli_parse_accumulate(const char *arg, int *mode) {
  if (!strcmp(arg, "auto")) *mode = RENDER_ACCUMULATE_AUTO;
  else if (!strcmp(arg, "atomic")) *mode = RENDER_ACCUMULATE_ATOMIC;
  else if (!strcmp(arg, "deferred")) *mode = RENDER_ACCUMULATE_DEFERRED;
  else {
    cli_error("--accumulate wants auto, atomic or deferred, not '%s'", arg);
    return -1;
  }
  return 0;
}

int cli_parse_int(const char *s, long lo, long hi, long *out) {
  char *end;
  errno = 0;
  long v = strtol(s, &end, 10);
  if (errno || end == s || *end || v < lo || v > hi) return -1;
  *out = v;
  return 0;
}
