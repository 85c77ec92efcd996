/*
 * fs.h — small file-system helpers every part needs.
 */
#ifndef FLAMEBUILD_UTIL_FS_H
#define FLAMEBUILD_UTIL_FS_H

#include "error.h"

/* mkdir -p: creates every missing directory of path (mode 0777 before the umask). Returns 0,
 * or -1 with errno set and "cannot create DIR: reason" in err (err may be NULL). */
int fb_make_dirs(const char *path, fb_error *err);

#endif
