/*
 * read_file.h — reading a whole input file (a genome, a palette library, flamebuild.conf)
 * without ever blocking on it or reading something that is not a file. A FIFO opened for
 * reading waits for a writer forever; a directory "reads" as an I/O error; a device may
 * never end. Each is refused at once with "not a regular file".
 */
#ifndef FLAMEBUILD_READ_FILE_H
#define FLAMEBUILD_READ_FILE_H

#include <stddef.h>

#include "error.h"

/* The largest input read whole: 1 GiB (the largest genome collections are a few MB). */
#define FB_READ_MAX ((size_t)1 << 30)

/* Opens path for reading if it is a regular file (a symbolic link to one is fine): stat
 * first, so a device is never opened; then open with O_NONBLOCK, so a FIFO swapped in
 * meanwhile cannot block, and fstat the descriptor, which is what will be read. Returns the
 * descriptor (close-on-exec, blocking again), or -1 with "PATH: not a regular file (a
 * directory)" or "PATH: cannot open: REASON" in err and errno set (ENOENT stays ENOENT). */
int fb_open_regular(const char *path, fb_error *err);

/* Reads the regular file path whole into a malloc'd buffer with a NUL after the last byte
 * (not counted in *len). Returns 0, or -1 with err as fb_open_regular, or "PATH: cannot read:
 * REASON", or "PATH: larger than 1 GiB". */
int fb_read_regular_file(const char *path, char **data, size_t *len, fb_error *err);

#endif
