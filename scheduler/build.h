/*
 * build.h — bringing a project up to date: plan every genome file, render the frames whose
 * finish_key changed (finishing from a cached accumulation buffer when its iter_key is
 * cached), encode the videos whose frames changed, remove the outputs of deleted files.
 * The store records each frame as soon as its PNG is in place, so a killed build loses at
 * most the frames in flight.
 */
#ifndef FLAMEBUILD_BUILD_H
#define FLAMEBUILD_BUILD_H

#include "project.h"
#include "store.h"

typedef struct build_counts {
  int iterated, refinished, unchanged, videos, failed;
  double seconds;
} build_counts;

typedef struct build_options {
  int threads;               /* 0 = all cores */
  int quiet;                 /* no per-frame lines */
  int verbose;
} build_options;

/* The caller holds the project lock and has the store open for writing. Returns 0 when the
 * build ran (even if some frames failed: see counts->failed), -1 on a fault that stopped it
 * (the store or the disk). */
int build_project(project *p, store *s, const build_options *opt, build_counts *counts, fb_error *err);

/* Opens the project's store for writing, rebuilding it if it is unreadable (it is only an
 * index); says so through warn. */
int build_open_store(project *p, store *s, const fb_warn *warn, fb_error *err);

#endif
