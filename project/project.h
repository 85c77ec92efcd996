/*
 * project.h — a project directory: its genome files, its configuration, where outputs and
 * state go, and the lock that makes one process its only writer.
 *
 *   DIR/flamebuild.conf          what makes DIR a project; its settings (config.h)
 *   DIR/.../NAME.flame|.flam3    one file = one sequence, named by its path without extension
 *   DIR/out/NAME/00000.png       an animation's frames (a collection's: out/NAME/FLAME.png);
 *   DIR/out/NAME.png             a still (one <flame>);  DIR/out/NAME.mp4 (.mov, .mkv) the video
 *   DIR/.flamebuild/state.db     the index (store.h);  .flamebuild/cache/ buffers;  .flamebuild/lock
 */
#ifndef FLAMEBUILD_PROJECT_H
#define FLAMEBUILD_PROJECT_H

#include <limits.h>
#include <sys/stat.h>

#include "../util/error.h"
#include "../util/fs.h"
#include "config.h"

typedef struct project {
  char root[PATH_MAX];
  char state_dir[PATH_MAX];  /* root/.flamebuild */
  char db_path[PATH_MAX];
  char cache_dir[PATH_MAX];
  char out_dir[PATH_MAX];
  project_config cfg;        /* what the build uses: flamebuild.conf with the profile applied */
  project_config conf;       /* flamebuild.conf as read */
  config_overrides overrides; /* its [profile.NAME] and [sequence.NAME] sections */
  char profile[128];         /* the profile in use ("" none) and the --qs / --ss factors */
  double qs, ss;
  int lock_fd;               /* -1 when not locked */
} project;

/* Opens DIR as a project: a directory with a flamebuild.conf, which it reads. Without the
 * file it fails, saying how to make one. */
int project_open(project *p, const char *dir, fb_error *err);
/* The same for any folder of genome files (flamebuild.conf optional): `kernels GENOME`
 * plans a file as a project of its folder would. */
int project_open_folder(project *p, const char *dir, fb_error *err);
/* Uses a profile of flamebuild.conf (NULL or "": none) and scale factors (1: none): the
 * settings then come from [profile.NAME] over the file's own, quality times qs, size times ss,
 * and the outputs and the index are the profile's own — out/TAG/ and .flamebuild/state-TAG.db,
 * TAG being the profile's name, then -qsQ and -ssS for factors other than 1 — so a preview
 * never overwrites the finals. Fails for a profile flamebuild.conf does not define. */
int project_use_profile(project *p, const char *profile, double qs, double ss, fb_error *err);
/* c (a configuration read from flamebuild.conf, with its sections `over`) with the project's
 * profile and factors applied, for a sequence (name) or the project (NULL): the file's
 * settings, then the sequence's section, then the profile's, then the factors. */
void project_settings(const project *p, const project_config *c, const config_overrides *over, const char *name,
                      project_config *out);
/* Whether a directory of out/ (its name) holds a profile's outputs: a tag, the name of a
 * profile defined in flamebuild.conf, then -qsF and -ssF for factors other than 1, or the
 * factors' tag alone (qsF, ssF, qsF-ssF). The default outputs' scans skip them. */
int project_is_profile_dir(const project *p, const char *name);
/* Whether the genome file relpath would have its outputs in such a directory — its first
 * component (the root sequence's name, or the top directory) a tag: the default build's
 * out/preview/a/ of preview/a.flame is where --profile preview puts the root a.flame's.
 * Such a sequence is never built, by any build, so that a preview never overwrites anything
 * else nor anything else a preview: 1 with the message (naming the file, out/TAG/ and the
 * profile) in msg, else 0. */
int project_output_clash(const project *p, const char *relpath, char *msg, size_t n);

/* The project's rules, which the scanner and the watcher share: a directory path relative to
 * the root that may hold genome files (not out/, no hidden component), and a genome file's
 * path (NAME.flame or NAME.flam3, not hidden, in such a directory). */
int project_dir_path_ok(const char *rel);
int project_genome_path_ok(const char *rel);

/* Whether the directory holds a flamebuild.conf: the root of a project. A project nested in
 * another is not part of it: the scanner skips it, the watcher watches only for its
 * flamebuild.conf to go. */
int project_dir_is_project(const char *abs_dir);
/* The project a directory is in, found as git finds a repository: `dir` itself when it holds a
 * flamebuild.conf, else the nearest directory above it that does, not crossing into another
 * filesystem. Writes the root into root (`dir` as given when it is the project; the directory
 * above as an absolute path otherwise) and returns 0; 1 when there is none (root = dir:
 * project_open then says it is not a project); -1 on an error. */
int project_find_root(const char *dir, char *root, size_t n, fb_error *err);
/* Whether a path relative to root lies in a nested project: some directory on the way (root
 * itself not counted) holds a flamebuild.conf. */
int project_path_in_nested(const char *root, const char *rel);
void project_close(project *p);

/* Takes the writer lock (creating .flamebuild/). If another process holds it, fails with a
 * message naming that process. The lock dies with the process, so kill -9 never leaves it. */
int project_lock(project *p, const char *what, fb_error *err);
/* The project's own directories (.flamebuild and its cache, kernels, thumbs and farm folders,
 * out/) are real directories or missing: a symbolic link among them, which a project someone
 * shared could carry, is refused with its path (fb_check_own_dir) rather than written
 * through. project_open (not project_open_folder) and project_lock check. */
int project_check_own_dirs(const project *p, fb_error *err);
/* The pid holding the lock, 0 if none (for status). */
int project_lock_holder(const project *p, char *what, size_t n);

/* The genome files under the root (out/, dot-directories and nested projects skipped), as sorted paths
 * relative to the root. Each directory is entered once (by device and inode), so a bind
 * mount of the project into itself neither loops nor repeats; symbolic links to directories
 * are not followed (project_stat_entry). Free with project_free_paths. */
int project_scan(const project *p, char ***paths, int *n, fb_error *err);
void project_free_paths(char **paths, int n);

/* stat of one entry of the project tree, as the scanner and the watcher both see it: a
 * symbolic link to a file is followed (a genome linked from elsewhere is a genome), a
 * symbolic link to a directory is not: it fails with ELOOP. Such a link is either a second
 * path to files the project already has (`ln -s . loop` would repeat every sequence under
 * loop/, loop/loop/, …), or a way out of the project (a shared project's `lib -> /` would
 * have the watcher walk and watch the whole disk). Returns 0 with *st, or -1 with errno. */
int project_stat_entry(const char *path, struct stat *st);

/* One directory of the project tree, read as the scanner and the watcher both read it. rel is
 * the directory's path relative to root ("" the root itself; one project_dir_path_ok allows).
 * on_entry is called, in readdir order, for each entry that is the project's: a directory that
 * may hold genome files (not hidden, not out/ at the root, not a nested project unless nested
 * is 1) and a genome file (project_genome_path_ok), with its path relative to root and its stat by
 * project_stat_entry (entries that vanished, dangling links and links to directories are
 * passed over). Nothing recurses: on_entry enters a subdirectory if it wants, and returns 0
 * to go on, anything else to stop. Returns 0 when every entry was seen, 1 when on_entry
 * stopped the walk, -1 with errno when the directory cannot be read. */
typedef int (*project_entry_fn)(void *ctx, const char *rel, const struct stat *st);
int project_read_dir(const char *root, const char *rel, int nested, project_entry_fn on_entry, void *ctx);

/* Whether relpath could have come from project_scan: relative, and no component empty, ".",
 * ".." or hidden. Paths read back from the store are checked before they name files to
 * delete: a state.db that came with a shared project is data, not a list of places to write. */
int project_relpath_ok(const char *relpath);
/* Sequence name of a genome path: the path without its extension. */
void project_sequence_name(const char *relpath, char *name, size_t n);
/* out/FOLDER/FILE: a frame's path. FOLDER is where a sequence's frame files lie under out/
 * (sequence_folder, plan.h): NAME for an animation or a collection (FILE: planned_frame.file,
 * "00042.png" by default), and for a still, whose one file is out/NAME.EXT as flam3-render and
 * EmberRender name a still, the folder NAME is in ("" out/ itself: project_still_folder; FILE
 * project_still_file). out/NAME.EXT is the video (project_video_path). */
void project_frame_path(const project *p, const char *folder, const char *file, char *out, size_t n);
/* The folder under out/ of a still's file: NAME without its last component ("" none). */
void project_still_folder(const char *name, char *out, size_t n);
/* A still's file name: NAME's last component and the format's extension ("png"). -1 if it
 * does not fit n. */
int project_still_file(const char *name, const char *ext, char *out, size_t n);
/* The sequence's last component a file of out/ would be the still of: file_name without its
 * extension (.png, .exr, .jpg: what project_still_file gives) or, for a temporary file of one
 * ("a.png.tmp-…"), without that; 0, or -1 when file_name is neither. */
int project_still_stem(const char *file_name, char *stem, size_t n);
/* Whether file_name in out/FOLDER is (or is a temporary file of) the still of a genome file of
 * the project: FOLDER/STEM.flame or .flam3 (project_still_stem) is there. Such a file is that
 * genome's to keep or prune, not the business of a sequence whose frame directory is out/FOLDER
 * (FOLDER.flame beside a folder FOLDER/ of genome files). */
int project_still_of_genome(const project *p, const char *folder, const char *file_name);
/* The frame number of a file name of the default pattern ("00042.png": 42), or -1. */
int project_frame_number(const char *file_name);
/* Whether file_name in the frame directory dir is something a build wrote there: a frame (a
 * PNG, a JPEG or an EXR that carries flamebuild_finish_key, whatever its name — the pattern and the
 * flames' names may have changed since — or a PNG of the default name), or a temporary file
 * a killed build left. What a build or `clean --orphans` removes from a frame directory is
 * only this: never a file someone else put there. */
int project_frame_file_ours(const char *dir, const char *file_name);
/* The same, stricter, for a file beside other files in out/ rather than in a frame directory
 * (a still's out/NAME.png): a PNG, JPEG or EXR that carries flamebuild_finish_key, or a
 * temporary file a killed build left; a PNG of the default frames' name is not enough. */
int project_still_file_ours(const char *dir, const char *file_name);
/* out/FOLDER ("" out/ itself). */
void project_frame_dir(const project *p, const char *folder, char *out, size_t n);
void project_video_path(const project *p, const char *name, char *out, size_t n);
/* Creates out/FOLDER for frames. A symbolic link found there (the last component) is replaced
 * by a real directory: outputs are never written through a link placed in out/. */
int project_make_frame_dir(const project *p, const char *folder, fb_error *err);

/* snprintf into a path buffer; returns -1 if the result did not fit. */
int path_printf(char *out, size_t n, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

#endif
