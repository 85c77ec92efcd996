/*
 * kernel_cache.h — compiled kernels on disk, content-addressed by structure key.
 *
 * Layout: DIR/ab/abcdef… (the 64-hex key, its first two digits as a folder). One file per
 * key, written to a temporary name in the same folder and renamed, so a killed render never
 * leaves a torn entry. File format (little-endian):
 *   8  bytes  magic "FBKERNEL"
 *   4  bytes  format version (1)
 *   4  bytes  0
 *   8  bytes  payload length
 *   64 bytes  the key (hex), so a misplaced file is not taken for another
 *   32 bytes  SHA-256 of the payload
 *   payload   the cubin
 * Any bad magic, version, key, length or checksum reads as a miss, never as a crash; the next
 * store replaces the entry.
 */
#ifndef FLAMEBUILD_KERNEL_CACHE_H
#define FLAMEBUILD_KERNEL_CACHE_H

#include <stddef.h>

#include "../util/error.h"

/* The default folder: $XDG_CACHE_HOME/flamebuild/kernels, else $HOME/.cache/flamebuild/kernels.
 * Returns -1 (with a message) when neither variable is set or the path is too long. */
int kcache_default_dir(char *out, size_t n, fb_error *err);

/* Looks the key up. Returns 1 and a malloc'd payload on a hit, 0 on a miss (absent or
 * corrupt; `why` says which when not NULL). */
int kcache_load(const char *dir, const char *key, void **data, size_t *len, char *why, size_t why_n);

/* 1 when an entry for key is present (not read: kcache_load still checks it). */
int kcache_has(const char *dir, const char *key);

/* Stores the payload under key (creating folders as needed). -1 with a message on failure. */
int kcache_store(const char *dir, const char *key, const void *data, size_t len, fb_error *err);

/* Writes text to DIR/NAME atomically (for saving a failed kernel's source and log). */
int kcache_write_text(const char *dir, const char *name, const char *text, fb_error *err);

#endif
