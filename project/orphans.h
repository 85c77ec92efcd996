/*
 * orphans.h — rendered outputs whose genome file is gone from the project (removed, renamed,
 * moved): builds and the watcher never delete them; `status` lists them and
 * `clean --orphans` removes them (orphans.c). Also one sequence's outputs, found and removed
 * the same way, for `clean DIR SEQUENCE…`.
 */
#ifndef FLAMEBUILD_ORPHANS_H
#define FLAMEBUILD_ORPHANS_H

#include "project.h"

typedef struct project_orphan {
  char path[PATH_MAX];       /* under out/: a frame directory "NAME", or a file: a still
                                "NAME.png" (.exr, .jpg), the video "NAME.mp4" (.mov, .mkv) or
                                the contact sheet "NAME.sheet.png" */
  int frames;                /* PNG frames in the directory; 0 for a file */
} project_orphan;

typedef struct project_orphans {
  project_orphan *v;
  int n, cap;
} project_orphans;

/* The orphaned outputs of the project: frame directories, stills and videos under out/ whose
 * sequence name belongs to no genome file of the project now. */
int project_find_orphans(const project *p, project_orphans *out, fb_error *err);
void project_orphans_free(project_orphans *o);

/* Removes one: a video, a still (only one that carries flamebuild's key), or a frame
 * directory's PNG frames (and build temp files; not the still of a genome file there) and then
 * the directory and its parents up to out/ if empty. Anything else in it stays. */
int project_remove_orphan(const project *p, const project_orphan *o, fb_error *err);

/* The outputs under out/ of the sequence `name` (a genome file's name), in the same form, for
 * project_remove_orphan to remove (`clean DIR SEQUENCE…`): its frame directory when it holds
 * files a build wrote (project_frame_file_ours: a nested sequence's directory inside it is not
 * its own), then its videos (.mp4, .mov, .mkv: a codec changed since may have left another)
 * and its contact sheet, those that are regular files, and its still out/NAME.png (.exr, .jpg)
 * when a build wrote it (project_still_file_ours). */
int project_sequence_outputs(const project *p, const char *name, project_orphans *out, fb_error *err);

#endif
