/*
 * store.h — a content-addressed store of byte strings in a directory.
 *
 * An entry is a file DIR/ab/abcdef… named by its key: 64 lowercase hex digits (a SHA-256),
 * with the first two digits as a subdirectory so that no directory grows past 1/256 of the
 * cache. Keys are checked (hex only, length 64) before they become paths, so no key can name
 * anything outside the store.
 *
 * Writes are atomic: an entry is written to a temporary file "tmp-…" in its subdirectory,
 * fsync'd (unless its bytes check themselves: cache_put_unsynced) and renamed over the final
 * name. A reader sees the old entry, the new entry or no
 * entry — never a torn one — even if the writer is killed or the disk fills. Temporary files
 * an hour old are the remains of killed writers; cache_open and cache_evict delete them.
 *
 * An entry is bound to its key: the file ends with the key (32 bytes and a magic number,
 * written by cache_put and stripped by cache_get), so an entry swapped with another's by a
 * sync tool or a hand copy is refused and removed, never used for the wrong frame; a symbolic
 * link in an entry's place is never followed. An entry without the key (written by a
 * flamebuild before entries carried one) is a miss.
 *
 * Recency is the entry's mtime: cache_put sets it, a hit in cache_get refreshes it, and
 * cache_evict removes the least recently used entries first. Sizes are file sizes (st_size).
 *
 * Several processes (or threads, or hosts sharing the directory) may use one store at once:
 * every operation is one open/rename/unlink, there is no index file and no lock. A cache
 * handle holds only a directory descriptor, so one handle may be used from several threads.
 *
 * Every function that can fail returns -1 and writes one sentence naming the cache
 * directory into err. Nothing here prints.
 */
#ifndef FLAMEBUILD_CACHE_STORE_H
#define FLAMEBUILD_CACHE_STORE_H

#include <stddef.h>
#include <stdint.h>

#include "../util/error.h"

enum { CACHE_KEY_HEX = 64 };

/* The bytes an entry's file holds past what was put: its key (32 bytes) and a magic number. */
enum { CACHE_ENTRY_TRAILER = 40 };

/* Temporary files older than this (seconds) are taken for the remains of a killed writer. */
enum { CACHE_STALE_TEMP_SECONDS = 3600 };

typedef struct cache {
  int dirfd;                 /* private: the store's directory, O_DIRECTORY */
  char *dir;                 /* read-only: the path given to cache_open, for messages */
} cache;

/* Opens the store at dir, creating it (and its parents) if needed, and deletes stale
 * temporary files. On failure *c owns nothing. */
int cache_open(cache *c, const char *dir, fb_error *err);

/* Closes the directory; c may be closed twice or after a failed open. */
void cache_close(cache *c);

/* 1 if key is 64 lowercase hex digits, else 0. */
int cache_key_valid(const char *key_hex);

/* Stores n bytes under key, replacing any entry of that key atomically. On a full disk
 * (ENOSPC, EDQUOT) it first makes room — cache_make_room, twice n — and tries once more. On
 * any failure (disk full, read-only or vanished directory, …) returns -1, leaves no temporary
 * file and leaves the previous entry, if any, untouched. */
int cache_put(cache *c, const char *key_hex, const void *data, size_t n, fb_error *err);
/* cache_put without the fsync, for bytes that check themselves when read (a cached buffer:
 * its header and payload checksums, cache/hist_codec.h). A kill still leaves the old entry,
 * the new one or none; only a power loss can leave a new entry unwritten on disk, which its
 * reader then finds corrupt and removes — a miss. The fsync cost a GPU build of 60 1080p
 * frames (16 MB entries) 0.3-0.45 s on two H200s, where writing the entries was the limit. */
int cache_put_unsynced(cache *c, const char *key_hex, const void *data, size_t n, fb_error *err);

/* Reads the entry of key into *data (malloc'd; the caller frees; *n may be 0) and marks it
 * recently used. Returns 1 found, 0 missing (*data = NULL, *n = 0; also an entry that carries
 * no key), -1 on error (invalid key, unreadable file; an entry bound to another key, or a
 * symbolic link in its place, which are removed). A found entry's bytes are whatever was put
 * under this key: the caller checks them (hist_decode does). */
int cache_get(cache *c, const char *key_hex, void **data, size_t *n, fb_error *err);

/* 1 if the entry of key is there and bound to it (its last bytes read, not the whole), else
 * 0: for checking what another host says it stored (a farm worker's result). */
int cache_check(cache *c, const char *key_hex);

/* 1 if an entry of key exists, else 0 (also for an invalid key). A query for planning: it
 * does not mark the entry used, and the entry may be evicted before it is read. */
int cache_has(cache *c, const char *key_hex);

/* Calls fn(ctx, key) for every entry whose key begins with prefix (2 to 64 lowercase hex
 * digits), in no particular order: one read of the prefix's subdirectory. What finds a
 * frame's buffers at other sample counts (render/keys.h: their keys share a prefix). Like
 * cache_has, it marks nothing used. Returns 0, or -1 (an invalid prefix, an unreadable
 * directory). */
int cache_each_prefix(cache *c, const char *prefix, void (*fn)(void *ctx, const char *key), void *ctx, fb_error *err);

/* Deletes the entry of key. Returns 1 removed, 0 missing, -1 on error. */
int cache_remove(cache *c, const char *key_hex, fb_error *err);

/* Total size in bytes and number of entries (temporary files not counted). */
int cache_usage(cache *c, uint64_t *bytes, uint64_t *entries, fb_error *err);

/* Deletes least recently used entries (oldest mtime first; ties by key) until the entries
 * total at most keep_bytes, and deletes stale temporary files. *removed_bytes (may be NULL)
 * gets the size of the entries this call deleted. keep_bytes = 0 empties the store. An entry
 * used by another process while this runs may still be deleted: that only costs a miss. */
int cache_evict(cache *c, uint64_t keep_bytes, uint64_t *removed_bytes, fb_error *err);

/* Room on a full disk: deletes least recently used entries until at least `bytes` of them are
 * gone or the store is empty; *removed_bytes (may be NULL) gets what went (0: nothing to
 * evict). For cache_put, and for any other write on the store's disk that found it full (a
 * frame's PNG comes before the buffers, which only save time). */
int cache_make_room(cache *c, uint64_t bytes, uint64_t *removed_bytes, fb_error *err);

/* A size limit kept (flamebuild.conf's [cache] max_size, at the end of a build): cache_evict
 * down to max_bytes. max_bytes = 0 means no limit: nothing is listed or deleted — unlike
 * cache_evict's 0, which empties the store. */
int cache_enforce_limit(cache *c, uint64_t max_bytes, uint64_t *removed_bytes, fb_error *err);

#endif
