/*
 * farm_files.h — the files between the submitter and the workers (internal to farm/):
 *
 *   manifest   "flamebuild-farm 1", then "project ROOT", "profile NAME", "backend B",
 *              "scales QS SS", "results DIR", "tasks T", and one line per frame:
 *              "frame TASK INDEX ITER_KEY FINISH_KEY ESTIMATE PATH" (PATH to the end of the
 *              line: it may hold spaces)
 *   results/F<i>  the result of the manifest's frame i: "state done|failed", "iterated 0|1",
 *              "backend B", "node N" (the worker's node, "-" unknown), "samples S", "seconds S", "error TEXT" (one line)
 *
 * Each is written to a temporary name beside it and renamed (after an fsync): a reader on
 * another host sees the whole file or none.
 */
#ifndef FLAMEBUILD_FARM_FILES_H
#define FLAMEBUILD_FARM_FILES_H

#include <stddef.h>
#include <sys/types.h>

#include "farm.h"

int farm_write_file(const char *path, const char *data, size_t n, mode_t mode, fb_error *err);
int farm_manifest_write(const char *path, const farm_manifest *m, fb_error *err);
int farm_result_read(const char *path, farm_result *r, fb_error *err);

#endif
