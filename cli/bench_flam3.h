/*
 * bench_flam3.h — flam3-render timed on the genomes `flamebuild bench` renders on the CPU, so
 * that one command sets the two renderers' iteration rates per core side by side (issue 42).
 */
#ifndef FLAMEBUILD_CLI_BENCH_FLAM3_H
#define FLAMEBUILD_CLI_BENCH_FLAM3_H

#include <stddef.h>

#include "../genome/genome.h"

/* The program to run: `program` itself when it names a path (has a '/'), else the first
 * executable of that name on PATH. 1 with its path in path[len], 0 when there is none. */
int bench_flam3_find(const char *program, char *path, size_t len);

/* One genome's flam3-render figures. */
typedef struct bench_flam3_timing {
  int ok;            /* both runs exited 0 */
  double full_s;     /* wall seconds of the run at the genome's quality */
  double fixed_s;    /* wall seconds of the run at 1/1000 of it: flam3's fixed costs */
  double rate;       /* iterations/s: the samples between the runs over the seconds between
                        them; 0 when the runs were too close to tell (a tiny quality) */
  char why[256];     /* when !ok: what went wrong */
} bench_flam3_timing;

/* Renders g (as the bench framed it: size, scale, quality) with the flam3-render at `path`,
 * bits=64 and `threads` threads, twice — at g's quality and at a thousandth of it — and
 * fills t. `samples` is what flamebuild drew for the same frame: flam3 draws the same number
 * within ~1% (its histogram's gutter and whole sub-batches). 0, or -1 with t->why. */
int bench_flam3_time(const char *path, const genome *g, int threads, double samples, bench_flam3_timing *t);

#endif
