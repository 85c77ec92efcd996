/*
 * fs.h — small file-system helpers every part needs.
 */
#ifndef FLAMEBUILD_UTIL_FS_H
#define FLAMEBUILD_UTIL_FS_H

#include <stddef.h>
#include <sys/types.h>

#include "error.h"

/* mkdir -p: creates every missing directory of path (mode 0777 before the umask). Returns 0,
 * or -1 with errno set and "cannot create DIR: reason" in err (err may be NULL). */
int fb_make_dirs(const char *path, fb_error *err);

/* Opens a file flamebuild writes in place under a fixed name (a project's lock), creating it
 * with mode if it is missing, with flags' access mode (O_RDWR, O_WRONLY, O_RDONLY). A project
 * may come from someone else (a tarball, a repository), so the name is never followed: a
 * symbolic link, anything but a regular file, or a file with a second hard link (it would be
 * written through too) is refused. Never blocks on a FIFO. Returns the descriptor
 * (close-on-exec), or -1 with errno set and "PATH: reason" in err (err may be NULL). */
int fb_open_own_file(const char *path, int flags, mode_t mode, fb_error *err);

/* Whether path is safe to make or write into as one of flamebuild's own directories: missing
 * (0), or a real directory (0) — not a symbolic link, nor anything else (-1 with "PATH is a
 * symbolic link …" or "… is not a directory" in err). */
int fb_check_own_dir(const char *path, fb_error *err);

/* A temporary name beside path for a write-then-rename: "PATH.tmp-PID-TOKEN-N", N counting up
 * in the process, so that two threads writing the same path (two frames of one finish key, the
 * same thumbnail) never share one temporary file, and TOKEN (8 hex digits) random per process,
 * so that two processes of one PID on two hosts of a farm (PID namespaces, containers) do not
 * either. At most 36 bytes longer than path. Returns -1 if it does not fit in n. */
int fb_temp_path(const char *path, char *out, size_t n);

/* Writes data as the whole of path, atomically: a temporary file beside it (fb_temp_path,
 * created with mode before the umask), written, fsync'd and renamed over path, so that path
 * is the old file or the new one, never a part, even after a crash. Returns 0, or -1 with
 * "cannot create TMP: reason" or "cannot write PATH: reason" in err and the temporary file
 * removed. */
int fb_write_file_atomic(const char *path, const void *data, size_t n, mode_t mode, fb_error *err);

/* A file's modification time in nanoseconds since the epoch, from its stat: what the store
 * records of an output and compares later to trust it without reading it. */
struct stat;
long long fb_mtime_ns(const struct stat *st);

/* rm -r, depth first, for directories flamebuild made (its outputs, its cache, a benchmark's
 * projects, a farm run's folder): symbolic links are removed, never followed. A path that
 * does not exist is 0; otherwise every entry is tried, and -1 with the first error's errno
 * if any was left. */
int fb_remove_tree(const char *path);

#endif
