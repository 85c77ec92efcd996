/*
 * render_args.h — `flamebuild render`'s options, parsed (render_args.c) and used by the command
 * (render_cmd.c).
 */
#ifndef FLAMEBUILD_CLI_RENDER_ARGS_H
#define FLAMEBUILD_CLI_RENDER_ARGS_H

#include <stdint.h>
#include <stdio.h>

#include "options.h" /* enum render_backend */

/* What -o writes, by the name's extension (render_output_format). */
enum render_output { OUTPUT_PNG, OUTPUT_JPEG, OUTPUT_EXR };

typedef struct render_args {
  const char *input;
  const char *output;        /* pattern; NULL = derived from the input name */
  int format;                /* enum render_output: the output's extension (.png when derived) */
  int jpeg_quality;          /* 1..100; 0 = RENDER_JPEG_QUALITY */
  const char *flame;         /* index or name; NULL = all */
  const char *palettes;
  double quality;            /* <= 0: the genome's */
  int width, height;         /* 0: the genome's */
  int supersample;           /* 0: the genome's */
  uint64_t seed;
  double max_samples;        /* the work budget: 0 = RENDER_MAX_WORK_DEFAULT, INFINITY = none */
  int threads;
  int bpc;
  int transparent;
  int deterministic;         /* GPU: fixed-point sums, the same bytes on every run */
  int accumulate;            /* GPU: enum render_accumulate */
  int quiet;
  int verbose;
  int backend;               /* enum render_backend, resolved: AUTO becomes CPU or CUDA */
  int backend_auto;          /* the user asked for auto: a GPU failure falls back to the CPU */
  /* Animation: any of these renders frames of the keyframe animation instead of stills. */
  int animate;
  const char *frames;        /* "A-B", "A" or NULL = every frame of the range */
  int has_time, has_begin, has_end, has_dtime;
  double time, begin, end, dtime;
} render_args;

/* Parses argc/argv (after the command name) into a, printing any problem. Returns 0, 1 when
 * --help was printed, or -1 (usage error: exit status 2). */
int parse_render_args(int argc, char **argv, render_args *a);
/* The format an output name asks for by its extension (.png, .jpg or .jpeg, .exr, any case):
 * 0, or -1 with why it is refused (TIFF, another extension, none) in why. */
int render_output_format(const char *name, int *format, char *why, size_t n);
void render_usage(FILE *out);

#endif
