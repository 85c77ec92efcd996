/*
 * store.c — the content-addressed store (contract in store.h).
 *
 * Every path is opened relative to the store's directory descriptor (openat and friends):
 * the store keeps working if the process changes directory, and a store whose directory was
 * deleted fails cleanly instead of writing somewhere else.
 *
 * Subdirectories are created on demand and never removed, even when empty: removing one
 * would race with a writer in another process that has just created it and is about to
 * open its temporary file there.
 */
#include "store.h"

#include "../util/fs.h"
#include "../util/large_alloc.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "../util/fault.h"

#define TEMP_PREFIX "tmp-"

/* "ab/" + key + NUL */
typedef struct entry_path {
  char s[3 + CACHE_KEY_HEX + 1];
} entry_path;

static void entry_path_of(const char *key, entry_path *p) {
  p->s[0] = key[0];
  p->s[1] = key[1];
  p->s[2] = '/';
  memcpy(p->s + 3, key, CACHE_KEY_HEX + 1);
}

/* Every entry ends with the key it was stored under — its 32 bytes, then ENTRY_KEY_MAGIC — so
 * an entry is bound to its name: one that a sync tool or a hand copy swapped with another, or
 * one made a link to another, is found out on read instead of being used for the wrong frame. */
#define ENTRY_KEY_MAGIC "fbkey\0\0\1"
enum { ENTRY_KEY_BYTES = 32, ENTRY_TRAILER = CACHE_ENTRY_TRAILER };
_Static_assert(ENTRY_TRAILER == ENTRY_KEY_BYTES + 8, "the trailer is the key and the magic");

static int hex_value(char ch) { return ch <= '9' ? ch - '0' : ch - 'a' + 10; }

static void entry_trailer(const char *key, unsigned char out[ENTRY_TRAILER]) {
  for (int i = 0; i < ENTRY_KEY_BYTES; i++) out[i] = (unsigned char)(hex_value(key[2 * i]) << 4 | hex_value(key[2 * i + 1]));
  memcpy(out + ENTRY_KEY_BYTES, ENTRY_KEY_MAGIC, 8);
}

static int is_lower_hex(char ch) { return (ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'f'); }

int cache_key_valid(const char *key) {
  if (!key) return 0;
  for (int i = 0; i < CACHE_KEY_HEX; i++)
    if (!is_lower_hex(key[i])) return 0;   /* also stops at a NUL: short keys are refused */
  return key[CACHE_KEY_HEX] == 0;
}

static int key_error(const cache *c, const char *key, fb_error *err) {
  /* Print at most a key's worth of an invalid key: it may be anything. */
  return fb_errorf(err, "cache %s: invalid key '%.*s%s' (want %d lowercase hex digits)", c->dir,
                   CACHE_KEY_HEX, key ? key : "(null)", key && strlen(key) > CACHE_KEY_HEX ? "…" : "",
                   CACHE_KEY_HEX);
}

/* errno with a hint where the usual cause is not obvious from strerror alone. */
static const char *errno_text(int e) {
  if (e == ENOSPC) return "no space left on device (the disk is full)";
  if (e == EDQUOT) return "disk quota exceeded";
  if (e == EROFS) return "read-only file system";
  return strerror(e);
}


/*
 * Walking the store. visit() is called for every file in every two-hex-digit subdirectory
 * with its stat; it returns 0 to go on, -1 to stop with an error already in err.
 */
typedef int (*visit_fn)(void *ctx, const cache *c, const char *sub, const char *name, const struct stat *st,
                        fb_error *err);

static int walk(const cache *c, visit_fn visit, void *ctx, fb_error *err) {
  int topfd = openat(c->dirfd, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  DIR *top = topfd >= 0 ? fdopendir(topfd) : NULL;
  if (!top) {
    int e = errno;
    if (topfd >= 0) close(topfd);
    return fb_errorf(err, "cache %s: cannot list the directory: %s", c->dir, errno_text(e));
  }
  int rc = 0;
  struct dirent *de;
  while (rc == 0 && (errno = 0, de = readdir(top))) {
    const char *sub = de->d_name;
    if (!is_lower_hex(sub[0]) || !is_lower_hex(sub[1]) || sub[2]) continue;
    int subfd = openat(c->dirfd, sub, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    DIR *d = subfd >= 0 ? fdopendir(subfd) : NULL;
    if (!d) {
      int e = errno;
      if (subfd >= 0) close(subfd);
      if (e == ENOENT || e == ENOTDIR) continue;   /* not ours, or gone meanwhile */
      rc = fb_errorf(err, "cache %s: cannot list %s: %s", c->dir, sub, errno_text(e));
      break;
    }
    struct dirent *fe;
    while (rc == 0 && (errno = 0, fe = readdir(d))) {
      if (fe->d_name[0] == '.') continue;
      struct stat st;
      if (fstatat(dirfd(d), fe->d_name, &st, AT_SYMLINK_NOFOLLOW) < 0) {
        if (errno == ENOENT) continue;   /* removed by another process meanwhile */
        rc = fb_errorf(err, "cache %s: cannot stat %s/%s: %s", c->dir, sub, fe->d_name, errno_text(errno));
        break;
      }
      if (S_ISREG(st.st_mode)) rc = visit(ctx, c, sub, fe->d_name, &st, err);
    }
    if (rc == 0 && errno)
      rc = fb_errorf(err, "cache %s: cannot list %s: %s", c->dir, sub, errno_text(errno));
    closedir(d);
  }
  if (rc == 0 && errno) rc = fb_errorf(err, "cache %s: cannot list the directory: %s", c->dir, errno_text(errno));
  closedir(top);
  return rc;
}

/* Deletes name if it is a temporary file older than CACHE_STALE_TEMP_SECONDS. Returns 1 if
 * name is a temporary file (deleted or not), 0 otherwise. */
static int clean_if_stale_temp(const cache *c, const char *sub, const char *name, const struct stat *st) {
  if (strncmp(name, TEMP_PREFIX, sizeof TEMP_PREFIX - 1) != 0) return 0;
  if (st->st_mtime < time(NULL) - CACHE_STALE_TEMP_SECONDS) {
    char path[3 + 256];
    snprintf(path, sizeof path, "%s/%s", sub, name);
    unlinkat(c->dirfd, path, 0);   /* best effort: a read-only shared cache is still usable */
  }
  return 1;
}

static int visit_clean(void *ctx, const cache *c, const char *sub, const char *name, const struct stat *st,
                       fb_error *err) {
  (void)ctx;
  (void)err;
  clean_if_stale_temp(c, sub, name, st);
  return 0;
}

int cache_open(cache *c, const char *dir, fb_error *err) {
  c->dirfd = -1;
  c->dir = NULL;
  if (fb_make_dirs(dir, NULL) < 0) return fb_errorf(err, "cache %s: cannot create the directory: %s", dir, errno_text(errno));
  c->dirfd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (c->dirfd < 0) return fb_errorf(err, "cache %s: cannot open the directory: %s", dir, errno_text(errno));
  c->dir = strdup(dir);
  if (!c->dir) {
    cache_close(c);
    return fb_errorf(err, "cache %s: out of memory", dir);
  }
  fb_error ignored;   /* a cache we cannot tidy is still a cache */
  walk(c, visit_clean, NULL, &ignored);
  return 0;
}

void cache_close(cache *c) {
  if (c->dirfd >= 0) close(c->dirfd);
  c->dirfd = -1;
  free(c->dir);
  c->dir = NULL;
}

/* Creates a fresh temporary file in sub; its relative path goes to path. */
static int open_temp(const cache *c, const char *sub, char *path, size_t size) {
  for (int attempt = 0; attempt < 16; attempt++) {
    /* Random names, not pid-based ones: writers on several hosts may share the directory. */
    uint64_t r;
    if (getrandom(&r, sizeof r, GRND_NONBLOCK) != (ssize_t)sizeof r) {
      struct timespec ts;
      clock_gettime(CLOCK_REALTIME, &ts);
      r = ((uint64_t)ts.tv_sec << 30) ^ (uint64_t)ts.tv_nsec ^ ((uint64_t)getpid() << 40) ^ (uint64_t)attempt;
    }
    snprintf(path, size, "%s/" TEMP_PREFIX "%016llx", sub, (unsigned long long)r);
    int fd = openat(c->dirfd, path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd >= 0 || errno != EEXIST) return fd;
  }
  errno = EEXIST;
  return -1;
}

static int write_all(int fd, const void *data, size_t n) {
  const char *p = data;
  while (n > 0) {
    ssize_t w = write(fd, p, n);
    if (w < 0) {
      if (errno == EINTR) continue;
      return -1;
    }
    if (w == 0) {   /* should not happen for regular files; do not spin */
      errno = EIO;
      return -1;
    }
    p += w;
    n -= (size_t)w;
  }
  return 0;
}

/* No room for a write: what evicting entries can cure. EFBIG (a file size limit) it cannot. */
static int no_space(int e) { return e == ENOSPC || e == EDQUOT; }

/* One try at storing an entry. On failure returns -1 with the step that failed and its errno,
 * having removed its temporary file. */
static int put_once(cache *c, const char *key, const void *data, size_t n, int sync, const char **step, int *e) {
  entry_path final;
  entry_path_of(key, &final);
  char sub[3] = {key[0], key[1], 0};
  if (mkdirat(c->dirfd, sub, 0777) < 0 && errno != EEXIST) {
    *step = "creating its subdirectory";
    *e = errno;
    return -1;
  }
  char temp[64];
  int fd = open_temp(c, sub, temp, sizeof temp);
  if (fd < 0) {
    *step = "creating a temporary file";
    *e = errno;
    return -1;
  }
  /* The fsync makes the rename publish complete bytes: after a power loss the entry is either
   * whole or absent (without it, whole, absent or found corrupt by its reader: sync 0). The
   * directory is not fsync'd: losing a fresh entry is only a miss. */
  *step = NULL;
  unsigned char trailer[ENTRY_TRAILER];
  entry_trailer(key, trailer);
  if (write_all(fd, data, n) < 0 || write_all(fd, trailer, sizeof trailer) < 0) *step = "write";
  else if (sync && fsync(fd) < 0 && errno != EINVAL) *step = "fsync";   /* EINVAL: a file system without fsync */
  int bad = *step != NULL;
  if (bad) *e = errno;
  else fault_point("cache-write");   /* tests: killed with the whole entry in its temporary file */
  /* close can report a deferred write error (NFS): it counts like a failed write. */
  if (close(fd) < 0 && !bad && errno != EINTR) {
    bad = 1;
    *step = "close";
    *e = errno;
  }
  if (!bad && renameat(c->dirfd, temp, c->dirfd, final.s) < 0) {
    bad = 1;
    *step = "rename";
    *e = errno;
  }
  if (bad) unlinkat(c->dirfd, temp, 0);
  return bad ? -1 : 0;
}

static int put(cache *c, const char *key, const void *data, size_t n, int sync, fb_error *err) {
  if (!cache_key_valid(key)) return key_error(c, key, err);
  const char *step;
  int e;
  if (put_once(c, key, data, n, sync, &step, &e) == 0) return 0;
  /* A full disk: least recently used entries make room, twice this one's size so that the
   * next few entries fit too, and the write is tried once more. */
  uint64_t freed = 0;
  char why[128] = "";
  if (no_space(e)) {
    fb_error ignored;   /* an eviction that fails part way has still freed what it freed */
    cache_make_room(c, 2 * (uint64_t)n, &freed, &ignored);
    if (freed && put_once(c, key, data, n, sync, &step, &e) == 0) return 0;
    if (freed) snprintf(why, sizeof why, " (even after evicting %.1f MiB of older entries)", freed / 1048576.0);
    else snprintf(why, sizeof why, " (and the store holds no entries to evict)");
  }
  return fb_errorf(err, "cache %s: cannot store %s (%zu bytes): %s failed: %s%s; nothing was stored", c->dir, key, n,
                   step, errno_text(e), why);
}

int cache_put(cache *c, const char *key, const void *data, size_t n, fb_error *err) {
  return put(c, key, data, n, 1, err);
}

int cache_put_unsynced(cache *c, const char *key, const void *data, size_t n, fb_error *err) {
  return put(c, key, data, n, 0, err);
}

int cache_get(cache *c, const char *key, void **data, size_t *n, fb_error *err) {
  *data = NULL;
  *n = 0;
  if (!cache_key_valid(key)) return key_error(c, key, err);
  entry_path path;
  entry_path_of(key, &path);
  int fd = openat(c->dirfd, path.s, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
  if (fd < 0) {
    if (errno == ENOENT || errno == ENOTDIR) return 0;
    if (errno == ELOOP) { /* a link is no entry, whatever it points at */
      unlinkat(c->dirfd, path.s, 0);
      return fb_errorf(err, "cache %s: %s is a symbolic link, not an entry; the link is removed", c->dir, path.s);
    }
    return fb_errorf(err, "cache %s: cannot read %s: %s", c->dir, path.s, errno_text(errno));
  }
  struct stat st;
  if (fstat(fd, &st) < 0) {
    int e = errno;
    close(fd);
    return fb_errorf(err, "cache %s: cannot read %s: %s", c->dir, path.s, errno_text(e));
  }
  if (!S_ISREG(st.st_mode)) {
    close(fd);
    return fb_errorf(err, "cache %s: cannot read %s: not a regular file", c->dir, path.s);
  }
  if ((uint64_t)st.st_size > (uint64_t)SIZE_MAX / 2) {
    close(fd);
    return fb_errorf(err, "cache %s: %s is too large to read (%lld bytes)", c->dir, path.s, (long long)st.st_size);
  }
  size_t size = (size_t)st.st_size, got = 0;
  char *buf = fb_large_alloc(size ? size : 1);
  if (!buf) {
    close(fd);
    return fb_errorf(err, "cache %s: out of memory reading %s (%zu bytes)", c->dir, path.s, size);
  }
  /* Entries are never rewritten in place (replacement is a rename), so st_size is the size;
   * a short read means the file was cut by something else and the decoder will say so. */
  while (got < size) {
    ssize_t r = read(fd, buf + got, size - got);
    if (r < 0 && errno == EINTR) continue;
    if (r < 0) {
      int e = errno;
      close(fd);
      free(buf);
      return fb_errorf(err, "cache %s: cannot read %s: %s", c->dir, path.s, errno_text(e));
    }
    if (r == 0) break;
    got += (size_t)r;
  }
  unsigned char want[ENTRY_TRAILER];
  entry_trailer(key, want);
  const unsigned char *trailer = (const unsigned char *)buf + (got < ENTRY_TRAILER ? 0 : got - ENTRY_TRAILER);
  if (got < ENTRY_TRAILER || memcmp(trailer + ENTRY_KEY_BYTES, want + ENTRY_KEY_BYTES, 8)) {
    /* No key at its end: written by a flamebuild before entries carried one, or cut short.
     * It cannot be told apart from another key's entry: a miss, which the next put replaces. */
    close(fd);
    free(buf);
    return 0;
  }
  if (memcmp(trailer, want, ENTRY_KEY_BYTES)) {
    char held[2 * ENTRY_KEY_BYTES + 1];
    for (int i = 0; i < ENTRY_KEY_BYTES; i++) snprintf(held + 2 * i, 3, "%02x", trailer[i]);
    close(fd);
    free(buf);
    unlinkat(c->dirfd, path.s, 0);
    return fb_errorf(err, "cache %s: %s holds the entry of another key (%.12s…: moved, copied or linked by hand); it "
                          "is removed",
                     c->dir, path.s, held);
  }
  /* Recency for LRU. Failure is fine: a read-only shared cache still serves hits. */
  futimens(fd, NULL);
  close(fd);
  *data = buf;
  *n = got - ENTRY_TRAILER;
  return 1;
}

int cache_check(cache *c, const char *key) {
  if (!cache_key_valid(key)) return 0;
  entry_path path;
  entry_path_of(key, &path);
  int fd = openat(c->dirfd, path.s, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
  if (fd < 0) return 0;
  struct stat st;
  unsigned char want[ENTRY_TRAILER], have[ENTRY_TRAILER];
  entry_trailer(key, want);
  const int ok = fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size >= ENTRY_TRAILER &&
                 pread(fd, have, sizeof have, st.st_size - ENTRY_TRAILER) == (ssize_t)sizeof have &&
                 !memcmp(have, want, sizeof have);
  close(fd);
  return ok;
}

int cache_has(cache *c, const char *key) {
  if (!cache_key_valid(key)) return 0;
  entry_path path;
  entry_path_of(key, &path);
  struct stat st;
  return fstatat(c->dirfd, path.s, &st, AT_SYMLINK_NOFOLLOW) == 0 && S_ISREG(st.st_mode);
}

int cache_each_prefix(cache *c, const char *prefix, void (*fn)(void *ctx, const char *key), void *ctx, fb_error *err) {
  const size_t n = prefix ? strlen(prefix) : 0;
  if (n < 2 || n > CACHE_KEY_HEX) return key_error(c, prefix, err);
  for (size_t i = 0; i < n; i++)
    if (!is_lower_hex(prefix[i])) return key_error(c, prefix, err);
  const char sub[3] = {prefix[0], prefix[1], 0};
  int subfd = openat(c->dirfd, sub, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  DIR *d = subfd >= 0 ? fdopendir(subfd) : NULL;
  if (!d) {
    int e = errno;
    if (subfd >= 0) close(subfd);
    if (e == ENOENT) return 0;   /* no entry of that prefix yet */
    return fb_errorf(err, "cache %s: cannot list %s: %s", c->dir, sub, errno_text(e));
  }
  struct dirent *fe;
  while ((errno = 0, fe = readdir(d)))
    if (!strncmp(fe->d_name, prefix, n) && cache_key_valid(fe->d_name)) fn(ctx, fe->d_name);
  const int e = errno;
  closedir(d);
  return e ? fb_errorf(err, "cache %s: cannot list %s: %s", c->dir, sub, errno_text(e)) : 0;
}

int cache_remove(cache *c, const char *key, fb_error *err) {
  if (!cache_key_valid(key)) return key_error(c, key, err);
  entry_path path;
  entry_path_of(key, &path);
  if (unlinkat(c->dirfd, path.s, 0) == 0) return 1;
  if (errno == ENOENT || errno == ENOTDIR) return 0;
  return fb_errorf(err, "cache %s: cannot remove %s: %s", c->dir, path.s, errno_text(errno));
}

/* Entries are files whose name is a valid key; anything else in a subdirectory (temporary
 * files, strays) is neither counted nor evicted. */

typedef struct usage_ctx {
  uint64_t bytes, entries;
} usage_ctx;

static int visit_usage(void *ctx, const cache *c, const char *sub, const char *name, const struct stat *st,
                       fb_error *err) {
  (void)c;
  (void)sub;
  (void)err;
  usage_ctx *u = ctx;
  if (cache_key_valid(name)) {
    u->bytes += (uint64_t)st->st_size;
    u->entries++;
  }
  return 0;
}

int cache_usage(cache *c, uint64_t *bytes, uint64_t *entries, fb_error *err) {
  usage_ctx u = {0, 0};
  int rc = walk(c, visit_usage, &u, err);
  if (bytes) *bytes = u.bytes;
  if (entries) *entries = u.entries;
  return rc;
}

typedef struct lru_entry {
  struct timespec mtime;
  uint64_t size;
  char key[CACHE_KEY_HEX + 1];
} lru_entry;

typedef struct lru_list {
  lru_entry *v;
  size_t n, cap;
  uint64_t total;
} lru_list;

static int visit_collect(void *ctx, const cache *c, const char *sub, const char *name, const struct stat *st,
                         fb_error *err) {
  lru_list *l = ctx;
  if (clean_if_stale_temp(c, sub, name, st)) return 0;
  /* Only correctly filed entries: cache_remove must be able to reach them by key. */
  if (!cache_key_valid(name) || name[0] != sub[0] || name[1] != sub[1]) return 0;
  if (l->n == l->cap) {
    size_t cap = l->cap ? 2 * l->cap : 1024;
    lru_entry *v = realloc(l->v, cap * sizeof *v);
    if (!v) return fb_errorf(err, "cache %s: out of memory listing %zu entries", c->dir, l->n);
    l->v = v;
    l->cap = cap;
  }
  lru_entry *e = &l->v[l->n++];
  e->mtime = st->st_mtim;
  e->size = (uint64_t)st->st_size;
  memcpy(e->key, name, sizeof e->key);
  l->total += e->size;
  return 0;
}

/* Oldest first; equal times by key, so the order does not depend on readdir's. */
static int lru_older(const void *a, const void *b) {
  const lru_entry *x = a, *y = b;
  if (x->mtime.tv_sec != y->mtime.tv_sec) return x->mtime.tv_sec < y->mtime.tv_sec ? -1 : 1;
  if (x->mtime.tv_nsec != y->mtime.tv_nsec) return x->mtime.tv_nsec < y->mtime.tv_nsec ? -1 : 1;
  return strcmp(x->key, y->key);
}

/* Deletes entries oldest first while they total more than keep_bytes and fewer than
 * want_removed bytes have gone. */
static int evict_lru(cache *c, uint64_t keep_bytes, uint64_t want_removed, uint64_t *removed_bytes, fb_error *err) {
  if (removed_bytes) *removed_bytes = 0;
  lru_list l = {0};
  if (walk(c, visit_collect, &l, err) < 0) {
    free(l.v);
    return -1;
  }
  if (l.n) qsort(l.v, l.n, sizeof *l.v, lru_older);   /* an empty store: l.v is NULL */
  uint64_t removed = 0;
  int rc = 0;
  for (size_t i = 0; i < l.n && l.total > keep_bytes && removed < want_removed; i++) {
    int r = cache_remove(c, l.v[i].key, err);
    if (r < 0) {
      rc = -1;
      break;
    }
    /* r == 0: another process removed it first; it is gone either way. */
    if (r == 1) removed += l.v[i].size;
    l.total -= l.v[i].size;
  }
  free(l.v);
  if (removed_bytes) *removed_bytes = removed;
  return rc;
}

int cache_evict(cache *c, uint64_t keep_bytes, uint64_t *removed_bytes, fb_error *err) {
  return evict_lru(c, keep_bytes, UINT64_MAX, removed_bytes, err);
}

int cache_make_room(cache *c, uint64_t bytes, uint64_t *removed_bytes, fb_error *err) {
  return evict_lru(c, 0, bytes, removed_bytes, err);
}

int cache_enforce_limit(cache *c, uint64_t max_bytes, uint64_t *removed_bytes, fb_error *err) {
  if (max_bytes == 0) {
    if (removed_bytes) *removed_bytes = 0;
    return 0;
  }
  return cache_evict(c, max_bytes, removed_bytes, err);
}
