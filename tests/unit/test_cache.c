/* Unit tests of cache/: the content-addressed store (atomic puts, LRU eviction, clean
 * failures) and the accumulation-buffer codec (bit-exact round trips of canonical buffers,
 * refusal of any other, every corruption an error and never a crash — run under
 * ASan/UBSan). Works in a fresh directory under $TMPDIR. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <float.h>
#include <ftw.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "cache/hist_codec.h"
#include "cache/store.h"
#include "check.h"

/* ---- helpers ---- */

static uint64_t rng_state = 0x9E3779B97F4A7C15u;
static uint64_t rng(void) {   /* splitmix64: the same numbers on every run */
  uint64_t z = (rng_state += 0x9E3779B97F4A7C15u);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
  return z ^ (z >> 31);
}
static double rng_unit(void) { return (double)(rng() >> 11) / 9007199254740992.0; }

static char test_root[256];

static int rm_entry(const char *path, const struct stat *st, int flag, struct FTW *ftw) {
  (void)st;
  (void)flag;
  (void)ftw;
  return remove(path);
}
static void rm_rf(const char *path) { nftw(path, rm_entry, 16, FTW_DEPTH | FTW_PHYS); }

/* A fresh, empty directory path (not created) under the test root. */
static const char *fresh_dir(const char *name) {
  static char path[512];
  snprintf(path, sizeof path, "%s/%s", test_root, name);
  rm_rf(path);
  return path;
}

/* The key: sha256-like hex built from a small number, distinct first digits for i < 16. */
static void key_of(int i, char key[65]) {
  for (int k = 0; k < 64; k++) key[k] = "0123456789abcdef"[(i + k * 7) % 16];
  key[64] = 0;
}

static int count_temps(const char *dir) {
  int n = 0;
  DIR *top = opendir(dir);
  if (!top) return 0;
  struct dirent *de;
  while ((de = readdir(top))) {
    if (de->d_name[0] == '.') continue;
    char sub[600];
    snprintf(sub, sizeof sub, "%s/%s", dir, de->d_name);
    DIR *d = opendir(sub);
    if (!d) continue;
    struct dirent *fe;
    while ((fe = readdir(d)))
      if (!strncmp(fe->d_name, "tmp-", 4)) n++;
    closedir(d);
  }
  closedir(top);
  return n;
}

static int file_exists(const char *dir, const char *rel) {
  char p[700];
  snprintf(p, sizeof p, "%s/%s", dir, rel);
  return access(p, F_OK) == 0;
}

static void set_mtime(const char *dir, const char *rel, time_t t) {
  char p[700];
  snprintf(p, sizeof p, "%s/%s", dir, rel);
  struct timespec ts[2] = {{t, 0}, {t, 0}};
  CHECK(utimensat(AT_FDCWD, p, ts, 0) == 0);
}

static void entry_rel(const char *key, char rel[68]) { snprintf(rel, 68, "%.2s/%.64s", key, key); }

static void write_file(const char *dir, const char *rel, const char *text) {
  char p[700];
  snprintf(p, sizeof p, "%s/%s", dir, rel);
  FILE *f = fopen(p, "w");
  CHECK(f != NULL);
  if (f) {
    fputs(text, f);
    fclose(f);
  }
}

/* ---- store ---- */

static void test_key_validation(void) {
  char key[65];
  key_of(3, key);
  CHECK(cache_key_valid(key));
  CHECK(!cache_key_valid(NULL));
  CHECK(!cache_key_valid(""));
  char k2[80];
  memcpy(k2, key, 65);
  k2[10] = 'A';   /* upper case: two names for one key on a case-sensitive disk */
  CHECK(!cache_key_valid(k2));
  memcpy(k2, key, 65);
  k2[63] = 0;     /* short */
  CHECK(!cache_key_valid(k2));
  memcpy(k2, key, 65);
  k2[64] = 'a';
  k2[65] = 0;     /* long */
  CHECK(!cache_key_valid(k2));
  CHECK(!cache_key_valid("../../../../etc/passwd"));
  memcpy(k2, "../", 3);
  memcpy(k2 + 3, key, 62);
  k2[65] = 0;
  CHECK(!cache_key_valid(k2));

  cache c;
  fb_error err;
  CHECK(cache_open(&c, fresh_dir("keys"), &err) == 0);
  void *data = (void *)1;
  size_t n = 7;
  CHECK(cache_get(&c, "../x", &data, &n, &err) == -1);
  CHECK(strstr(err.msg, "invalid key") != NULL);
  CHECK(data == NULL && n == 0);
  CHECK(cache_put(&c, "ab/../../x", "x", 1, &err) == -1);
  CHECK(cache_remove(&c, "", &err) == -1);
  cache_close(&c);
  cache_close(&c);   /* twice is harmless */
}

typedef int (*put_fn)(cache *c, const char *key, const void *data, size_t n, fb_error *err);

/* cache_put and cache_put_unsynced store, replace and leave no temporary file alike. */
static void roundtrip_with(put_fn put, const char *name) {
  cache c;
  fb_error err;
  char sub[128];
  snprintf(sub, sizeof sub, "roundtrip-%s/nested/deeper", name);
  const char *dir = fresh_dir(sub);   /* parents are created */
  CHECK(cache_open(&c, dir, &err) == 0);
  size_t n = 100003;
  unsigned char *blob = malloc(n);
  for (size_t i = 0; i < n; i++) blob[i] = (unsigned char)rng();
  char key[65];
  key_of(1, key);
  CHECK(put(&c, key, blob, n, &err) == 0);
  char rel[68];
  entry_rel(key, rel);
  CHECK(file_exists(dir, rel));
  void *got = NULL;
  size_t gn = 0;
  CHECK(cache_get(&c, key, &got, &gn, &err) == 1);
  CHECK(gn == n && got && memcmp(got, blob, n) == 0);
  free(got);
  /* replacing is atomic and complete */
  blob[0] ^= 0xFF;
  CHECK(put(&c, key, blob, n / 2, &err) == 0);
  CHECK(cache_get(&c, key, &got, &gn, &err) == 1);
  CHECK(gn == n / 2 && memcmp(got, blob, n / 2) == 0);
  free(got);
  /* an empty entry is an entry */
  key_of(2, key);
  CHECK(put(&c, key, "", 0, &err) == 0);
  CHECK(cache_get(&c, key, &got, &gn, &err) == 1);
  CHECK(gn == 0 && got != NULL);
  free(got);
  CHECK(count_temps(dir) == 0);
  free(blob);
  cache_close(&c);
}

static void test_put_get_roundtrip(void) {
  roundtrip_with(cache_put, "synced");
  roundtrip_with(cache_put_unsynced, "unsynced");
}

static void test_missing_and_remove(void) {
  cache c;
  fb_error err;
  CHECK(cache_open(&c, fresh_dir("missing"), &err) == 0);
  char key[65];
  key_of(5, key);
  void *got = (void *)1;
  size_t gn = 9;
  CHECK(cache_get(&c, key, &got, &gn, &err) == 0);   /* no subdirectory yet */
  CHECK(got == NULL && gn == 0);
  CHECK(!cache_has(&c, key));
  CHECK(cache_remove(&c, key, &err) == 0);
  CHECK(cache_put(&c, key, "abc", 3, &err) == 0);
  CHECK(cache_has(&c, key));
  CHECK(!cache_has(&c, "../x"));
  char other[65];
  memcpy(other, key, sizeof other);
  other[63] = other[63] == 'f' ? '0' : 'f';   /* same subdirectory, other key */
  CHECK(cache_get(&c, other, &got, &gn, &err) == 0);
  CHECK(!cache_has(&c, other));
  CHECK(cache_remove(&c, key, &err) == 1);
  CHECK(!cache_has(&c, key));
  CHECK(cache_get(&c, key, &got, &gn, &err) == 0);
  CHECK(cache_remove(&c, key, &err) == 0);
  cache_close(&c);
}

/* cache_each_prefix: the entries whose keys begin with a prefix, nothing else. */
static void count_key(void *ctx, const char *key) {
  int *n = ctx;
  n[0]++;
  if (key[63] == '1') n[1]++;
}

static void test_each_prefix(void) {
  cache c;
  fb_error err;
  CHECK(cache_open(&c, fresh_dir("prefix"), &err) == 0);
  char key[65];
  key_of(7, key);
  int n[2] = {0, 0};
  CHECK(cache_each_prefix(&c, key, count_key, n, &err) == 0 && n[0] == 0);   /* no subdirectory yet */
  for (int i = 0; i < 3; i++) {
    key[63] = (char)('0' + i);
    CHECK(cache_put(&c, key, "x", 1, &err) == 0);
  }
  char stranger[65];
  memcpy(stranger, key, sizeof stranger);
  stranger[40] = stranger[40] == 'a' ? 'b' : 'a';   /* same subdirectory, another prefix */
  CHECK(cache_put(&c, stranger, "y", 1, &err) == 0);
  char prefix[49];
  memcpy(prefix, key, 48);
  prefix[48] = 0;
  CHECK(cache_each_prefix(&c, prefix, count_key, n, &err) == 0);
  CHECK(n[0] == 3 && n[1] == 1);
  CHECK(cache_each_prefix(&c, "../", count_key, n, &err) < 0 && cache_each_prefix(&c, "a", count_key, n, &err) < 0);
  cache_close(&c);
}

static void test_usage(void) {
  cache c;
  fb_error err;
  const char *dir = fresh_dir("usage");
  CHECK(cache_open(&c, dir, &err) == 0);
  uint64_t bytes = 1, entries = 1;
  CHECK(cache_usage(&c, &bytes, &entries, &err) == 0);
  CHECK(bytes == 0 && entries == 0);
  char key[65];
  char buf[30] = {0};
  for (int i = 1; i <= 3; i++) {
    key_of(i, key);
    CHECK(cache_put(&c, key, buf, (size_t)(10 * i), &err) == 0);
  }
  char sub[3] = {key[0], key[1], 0};
  char rel[80];
  snprintf(rel, sizeof rel, "%s/tmp-inflight", sub);
  write_file(dir, rel, "a write in progress is not an entry");
  snprintf(rel, sizeof rel, "%s/README", sub);
  write_file(dir, rel, "strays are not entries");
  write_file(dir, "toplevel", "nor is this");
  CHECK(cache_usage(&c, &bytes, &entries, &err) == 0);
  CHECK(bytes == 60 + 3 * CACHE_ENTRY_TRAILER);   /* file sizes: each entry carries its key */
  CHECK(entries == 3);
  cache_close(&c);
}

static void test_evict_lru(void) {
  cache c;
  fb_error err;
  const char *dir = fresh_dir("evict");
  CHECK(cache_open(&c, dir, &err) == 0);
  char keys[6][65], rel[68];
  char buf[100];
  memset(buf, 'x', sizeof buf);
  time_t base = time(NULL) - 100000;
  /* ages: key 0 newest ... key 5 oldest, deliberately not in key or directory order */
  static const int age_rank[6] = {0, 3, 5, 1, 4, 2};
  for (int i = 0; i < 6; i++) {
    key_of(i, keys[i]);
    CHECK(cache_put(&c, keys[i], buf, sizeof buf - CACHE_ENTRY_TRAILER, &err) == 0);   /* files of 100 bytes */
    entry_rel(keys[i], rel);
    set_mtime(dir, rel, base - 1000 * age_rank[i]);
  }
  /* A hit makes the oldest (key 2, rank 5) the most recent. */
  void *got;
  size_t gn;
  CHECK(cache_get(&c, keys[2], &got, &gn, &err) == 1);
  free(got);
  /* Now oldest first: 4 (rank 4), 1 (rank 3), 5 (rank 2), 3 (rank 1), 0, 2. */
  uint64_t removed = 0, bytes, entries;
  CHECK(cache_evict(&c, 350, &removed, &err) == 0);
  CHECK(removed == 300);
  CHECK(cache_usage(&c, &bytes, &entries, &err) == 0);
  CHECK(bytes == 300 && entries == 3);
  static const int gone[] = {4, 1, 5}, kept[] = {3, 0, 2};
  for (int i = 0; i < 3; i++) {
    entry_rel(keys[gone[i]], rel);
    CHECK(!file_exists(dir, rel));
    entry_rel(keys[kept[i]], rel);
    CHECK(file_exists(dir, rel));
  }
  /* At or under the limit: nothing to do. */
  CHECK(cache_evict(&c, 300, &removed, &err) == 0);
  CHECK(removed == 0);
  /* Equal times: the order is by key, so the outcome does not depend on readdir. */
  for (int i = 0; i < 3; i++) {
    entry_rel(keys[kept[i]], rel);
    set_mtime(dir, rel, base);
  }
  CHECK(cache_evict(&c, 200, &removed, &err) == 0);
  CHECK(removed == 100);
  entry_rel(keys[0], rel);   /* key_of(0) is the smallest of 0, 2, 3 */
  CHECK(!file_exists(dir, rel));
  CHECK(cache_evict(&c, 0, &removed, &err) == 0);
  CHECK(removed == 200);
  CHECK(cache_usage(&c, &bytes, &entries, &err) == 0);
  CHECK(bytes == 0 && entries == 0);
  CHECK(cache_evict(&c, 0, &removed, &err) == 0 && removed == 0);   /* an empty store */
  cache_close(&c);
}

/* A project's limit: 0 is no limit (unlike cache_evict's 0), else LRU eviction down to it. */
static void test_enforce_limit(void) {
  cache c;
  fb_error err;
  const char *dir = fresh_dir("limit");
  CHECK(cache_open(&c, dir, &err) == 0);
  char keys[4][65], rel[68];
  char buf[100] = {0};
  time_t base = time(NULL) - 1000;
  for (int i = 0; i < 4; i++) {
    key_of(i, keys[i]);
    CHECK(cache_put(&c, keys[i], buf, sizeof buf - CACHE_ENTRY_TRAILER, &err) == 0);   /* files of 100 bytes */
    entry_rel(keys[i], rel);
    set_mtime(dir, rel, base + 10 * i);   /* key 0 oldest */
  }
  uint64_t removed = 1, bytes, entries;
  CHECK(cache_enforce_limit(&c, 0, &removed, &err) == 0);
  CHECK(removed == 0);
  CHECK(cache_usage(&c, &bytes, &entries, &err) == 0 && bytes == 400 && entries == 4);
  CHECK(cache_enforce_limit(&c, 400, &removed, &err) == 0);   /* at the limit: nothing */
  CHECK(removed == 0);
  CHECK(cache_enforce_limit(&c, 250, &removed, &err) == 0);
  CHECK(removed == 200);
  CHECK(cache_usage(&c, &bytes, &entries, &err) == 0 && bytes == 200 && entries == 2);
  for (int i = 0; i < 4; i++) {
    entry_rel(keys[i], rel);
    CHECK(file_exists(dir, rel) == (i >= 2));   /* the two oldest went */
  }
  CHECK(cache_enforce_limit(&c, 1, NULL, &err) == 0);
  CHECK(cache_usage(&c, &bytes, &entries, &err) == 0 && bytes == 0 && entries == 0);
  cache_close(&c);
}

/* Room on a full disk: the oldest entries go until at least the bytes asked for are gone,
 * whatever the store's size; an empty store frees nothing. */
static void test_make_room(void) {
  cache c;
  fb_error err;
  const char *dir = fresh_dir("room");
  CHECK(cache_open(&c, dir, &err) == 0);
  char keys[4][65], rel[68];
  char buf[100] = {0};
  time_t base = time(NULL) - 1000;
  for (int i = 0; i < 4; i++) {
    key_of(i, keys[i]);
    CHECK(cache_put(&c, keys[i], buf, sizeof buf - CACHE_ENTRY_TRAILER, &err) == 0);   /* files of 100 bytes */
    entry_rel(keys[i], rel);
    set_mtime(dir, rel, base + 10 * (3 - i));   /* key 3 oldest */
  }
  uint64_t removed = 0, bytes, entries;
  CHECK(cache_make_room(&c, 150, &removed, &err) == 0);
  CHECK(removed == 200);   /* whole entries: two to free 150 bytes */
  for (int i = 0; i < 4; i++) {
    entry_rel(keys[i], rel);
    CHECK(file_exists(dir, rel) == (i < 2));
  }
  CHECK(cache_make_room(&c, 0, &removed, &err) == 0 && removed == 0);
  CHECK(cache_make_room(&c, 1000, &removed, &err) == 0 && removed == 200);   /* all there is */
  CHECK(cache_usage(&c, &bytes, &entries, &err) == 0 && bytes == 0 && entries == 0);
  CHECK(cache_make_room(&c, 1000, &removed, &err) == 0 && removed == 0);
  cache_close(&c);
}

static void test_stale_temps_cleaned(void) {
  cache c;
  fb_error err;
  const char *dir = fresh_dir("stale");
  CHECK(cache_open(&c, dir, &err) == 0);
  char key[65];
  key_of(7, key);
  CHECK(cache_put(&c, key, "e", 1, &err) == 0);
  cache_close(&c);
  char old_rel[80], new_rel[80];
  snprintf(old_rel, sizeof old_rel, "%.2s/tmp-killedwriter", key);
  snprintf(new_rel, sizeof new_rel, "%.2s/tmp-livewriter", key);
  write_file(dir, old_rel, "torn");
  write_file(dir, new_rel, "in progress");
  set_mtime(dir, old_rel, time(NULL) - 2 * CACHE_STALE_TEMP_SECONDS);
  CHECK(cache_open(&c, dir, &err) == 0);
  CHECK(!file_exists(dir, old_rel));
  CHECK(file_exists(dir, new_rel));   /* a live writer's file is left alone */
  /* eviction cleans too */
  set_mtime(dir, new_rel, time(NULL) - 2 * CACHE_STALE_TEMP_SECONDS);
  uint64_t removed;
  CHECK(cache_evict(&c, UINT64_MAX, &removed, &err) == 0);
  CHECK(removed == 0);
  CHECK(!file_exists(dir, new_rel));
  char rel[68];
  entry_rel(key, rel);
  CHECK(file_exists(dir, rel));
  cache_close(&c);
}

/* A write that fails part-way (here: the file size limit, which even root cannot bypass,
 * standing in for a full disk) leaves no temporary file and keeps the old entry. */
static void test_put_write_failure(void) {
  cache c;
  fb_error err;
  const char *dir = fresh_dir("full");
  CHECK(cache_open(&c, dir, &err) == 0);
  char key[65], other[65];
  key_of(9, key);
  key_of(10, other);
  CHECK(cache_put(&c, key, "old entry", 9, &err) == 0);
  CHECK(cache_put(&c, other, "another", 7, &err) == 0);
  size_t n = 1 << 20;
  char *big = calloc(1, n);
  struct rlimit saved, small;
  CHECK(getrlimit(RLIMIT_FSIZE, &saved) == 0);
  small = saved;
  small.rlim_cur = 4096;
  void (*oldsig)(int) = signal(SIGXFSZ, SIG_IGN);
  CHECK(setrlimit(RLIMIT_FSIZE, &small) == 0);
  int rc = cache_put(&c, key, big, n, &err);
  setrlimit(RLIMIT_FSIZE, &saved);
  signal(SIGXFSZ, oldsig);
  CHECK(rc == -1);
  CHECK(strstr(err.msg, "nothing was stored") != NULL);
  CHECK(strstr(err.msg, dir) != NULL);
  CHECK(count_temps(dir) == 0);
  void *got;
  size_t gn;
  CHECK(cache_get(&c, key, &got, &gn, &err) == 1);
  CHECK(gn == 9 && memcmp(got, "old entry", 9) == 0);
  free(got);
  /* A file size limit (EFBIG) is not a full disk: evicting would not help, nothing went. */
  uint64_t entries;
  CHECK(cache_usage(&c, NULL, &entries, &err) == 0 && entries == 2);
  free(big);
  cache_close(&c);
}

static void test_put_into_vanished_or_readonly_dir(void) {
  cache c;
  fb_error err;
  const char *dir = fresh_dir("vanished");
  char path[512];
  snprintf(path, sizeof path, "%s", dir);
  CHECK(cache_open(&c, path, &err) == 0);
  char key[65];
  key_of(11, key);
  rm_rf(path);
  CHECK(cache_put(&c, key, "x", 1, &err) == -1);
  CHECK(strstr(err.msg, "cannot store") != NULL);
  CHECK(access(path, F_OK) != 0);   /* nothing was recreated, nothing written elsewhere */
  void *got;
  size_t gn;
  CHECK(cache_get(&c, key, &got, &gn, &err) == 0);
  uint64_t bytes, entries;
  CHECK(cache_usage(&c, &bytes, &entries, &err) == 0 && entries == 0);
  cache_close(&c);

  /* Read-only: permissions do not bind root, so only an ordinary user can test this. */
  if (geteuid() == 0) return;
  dir = fresh_dir("readonly");
  snprintf(path, sizeof path, "%s", dir);
  CHECK(cache_open(&c, path, &err) == 0);
  CHECK(cache_put(&c, key, "x", 1, &err) == 0);
  char sub[600];
  snprintf(sub, sizeof sub, "%s/%.2s", path, key);
  CHECK(chmod(sub, 0555) == 0);
  CHECK(chmod(path, 0555) == 0);
  char other[65];
  key_of(12, other);   /* a new subdirectory */
  CHECK(cache_put(&c, other, "y", 1, &err) == -1);
  CHECK(cache_put(&c, key, "z", 1, &err) == -1);   /* an existing one */
  CHECK(count_temps(path) == 0);
  CHECK(cache_get(&c, key, &got, &gn, &err) == 1);   /* still readable */
  CHECK(gn == 1 && memcmp(got, "x", 1) == 0);
  free(got);
  chmod(path, 0755);
  chmod(sub, 0755);
  cache_close(&c);
}

/* ---- codec ---- */

/* A canonical buffer (every value a float32, as every backend leaves it). */
static render_hist make_hist(int w, int h, double fill) {
  render_hist r = {w, h, calloc((size_t)w * h * 5, sizeof(double)), 0, 0};
  for (size_t i = 0; i < (size_t)w * h; i++) {
    if (rng_unit() >= fill) continue;
    double *b = r.buckets + i * 5;
    double count = 255.0 * (double)(1 + rng() % 200);
    for (int c = 0; c < 3; c++) b[c] = (float)(count * rng_unit() * 0.999);
    b[3] = (rng() % 8) ? count : (float)(count * rng_unit());   /* mostly opaque: A == count */
    b[4] = count;
  }
  r.samples = 123456789.0;
  r.badvals = 3;
  return r;
}

static int hist_identical(const render_hist *a, const render_hist *b) {
  return a->width == b->width && a->height == b->height && a->buckets && b->buckets &&
         memcmp(a->buckets, b->buckets, (size_t)a->width * a->height * 5 * sizeof(double)) == 0 &&
         memcmp(&a->samples, &b->samples, sizeof a->samples) == 0 &&
         memcmp(&a->badvals, &b->badvals, sizeof a->badvals) == 0;
}

static void roundtrip(render_hist *h) {
  hist_meta meta = {42, 3}, back_meta = {0, 0};
  void *data;
  size_t n;
  fb_error err;
  CHECK(hist_encode(h, &meta, &data, &n, &err) == 0);
  render_hist back;
  CHECK(hist_decode(data, n, &back, &back_meta, &err) == 0);
  CHECK(hist_identical(h, &back));
  CHECK(back_meta.seed_first == 42 && back_meta.seed_count == 3);
  free(back.buckets);
  free(data);
}

static void test_codec_roundtrip(void) {
  render_hist sparse = make_hist(301, 199, 0.02);
  roundtrip(&sparse);
  /* odd floats keep their bits: -0, subnormals, the largest float, negatives, integers */
  sparse.buckets[7] = -0.0;
  sparse.buckets[8] = FLT_TRUE_MIN;
  sparse.buckets[9] = FLT_MAX;
  sparse.buckets[10] = (float)1e-40;
  sparse.buckets[11] = 65535.0;
  sparse.buckets[12] = -FLT_MAX;
  sparse.buckets[13] = FLT_MIN;
  sparse.buckets[14] = 16777216.0;   /* 2^24 */
  roundtrip(&sparse);
  free(sparse.buckets);
  /* dense, several blocks with a short last one (700*500 = 5 blocks + 22704 buckets) */
  render_hist dense = make_hist(700, 500, 1.0);
  roundtrip(&dense);
  free(dense.buckets);
  render_hist one = make_hist(1, 1, 1.0);
  roundtrip(&one);
  free(one.buckets);
  render_hist empty = make_hist(64, 48, 0.0);
  roundtrip(&empty);
  free(empty.buckets);
}

/* The GPU's float copy of a canonical buffer encodes to the very bytes of the doubles. */
static void test_codec_from_floats(void) {
  render_hist h = make_hist(700, 500, 0.7);
  h.buckets[3] = FLT_MAX;
  h.buckets[4] = -0.0;
  const size_t nv = (size_t)h.width * h.height * 5;
  float *f = malloc(nv * sizeof *f);
  for (size_t i = 0; i < nv; i++) f[i] = (float)h.buckets[i];
  hist_meta meta = {9, 1};
  void *a, *b;
  size_t na, nb;
  fb_error err;
  CHECK(hist_encode(&h, &meta, &a, &na, &err) == 0);
  CHECK(hist_encode_f32(h.width, h.height, h.samples, h.badvals, f, &meta, &b, &nb, &err) == 0);
  CHECK(na == nb && memcmp(a, b, na) == 0);
  free(b);
  f[1234] = nextafterf(f[1234], INFINITY); /* and a different value gives different bytes */
  CHECK(hist_encode_f32(h.width, h.height, h.samples, h.badvals, f, &meta, &b, &nb, &err) == 0);
  CHECK(na != nb || memcmp(a, b, na) != 0);
  free(a);
  free(b);
  free(f);
  free(h.buckets);
}

/* A reused encoder writes the bytes of a one-off for each buffer in turn, whatever it encoded
 * before (a bigger buffer, then a smaller one); hist_decode_f32 gives back the floats, says 0
 * for an entry of another size without touching the buffer, and -1 for a damaged one. */
static void test_codec_encoder_and_f32_decode(void) {
  hist_encoder *e = hist_encoder_new();
  CHECK(e != NULL);
  const int sizes[3][2] = {{700, 500}, {33, 17}, {700, 500}};
  for (int k = 0; k < 3; k++) {
    render_hist h = make_hist(sizes[k][0], sizes[k][1], 0.3 + k);
    const size_t nv = (size_t)h.width * h.height * 5;
    float *f = malloc(nv * sizeof *f);
    for (size_t i = 0; i < nv; i++) f[i] = (float)h.buckets[i];
    hist_meta meta = {5u + (unsigned)k, 1};
    void *once;
    const void *reused;
    size_t n1, n2;
    fb_error err;
    CHECK(hist_encode_f32(h.width, h.height, h.samples, h.badvals, f, &meta, &once, &n1, &err) == 0);
    CHECK(hist_encoder_run_f32(e, h.width, h.height, h.samples, h.badvals, f, &meta, &reused, &n2, &err) == 0);
    CHECK(n1 == n2 && memcmp(once, reused, n1) == 0);

    float *back = malloc(nv * sizeof *back);
    render_hist shape;
    hist_meta got;
    CHECK(hist_decode_f32(once, n1, h.width, h.height, back, &shape, &got, &err) == 1);
    CHECK(memcmp(back, f, nv * sizeof *f) == 0);
    CHECK(shape.width == h.width && shape.height == h.height && shape.buckets == NULL);
    CHECK(shape.samples == h.samples && shape.badvals == h.badvals && got.seed_first == meta.seed_first);
    memset(back, 0x5A, nv * sizeof *back);
    CHECK(hist_decode_f32(once, n1, h.width + 1, h.height, back, &shape, NULL, &err) == 0);
    CHECK(((unsigned char *)back)[0] == 0x5A && ((unsigned char *)back)[nv * sizeof *back - 1] == 0x5A);
    ((unsigned char *)once)[n1 / 2] ^= 0x10; /* inside the payload: the zstd checksum */
    CHECK(hist_decode_f32(once, n1, h.width, h.height, back, &shape, NULL, &err) == -1);
    CHECK(strstr(err.msg, "corrupt cache entry") != NULL);
    free(back);
    free(once);
    free(f);
    free(h.buckets);
  }
  hist_encoder_free(e);
  hist_encoder_free(NULL);
}

/* The same CRC-32 as the format's header check, to forge headers that pass it. */
static uint32_t crc32_ieee(const unsigned char *p, size_t n) {
  uint32_t c = 0xFFFFFFFFu;
  for (size_t i = 0; i < n; i++) {
    c ^= p[i];
    for (int k = 0; k < 8; k++) c = (c >> 1) ^ (0xEDB88320u & (0u - (c & 1)));
  }
  return ~c;
}
static void put_le(unsigned char *p, uint64_t v, int bytes) {
  for (int i = 0; i < bytes; i++) p[i] = (unsigned char)(v >> (8 * i));
}
static void reseal(unsigned char *d) { put_le(d + 76, crc32_ieee(d, 76), 4); }

/* Decoding must fail with a "corrupt cache entry" message and an empty histogram. */
static int decode_fails(const void *data, size_t n, const char *expect) {
  render_hist h;
  hist_meta m;
  fb_error err = {{0}};
  int rc = hist_decode(data, n, &h, &m, &err);
  int ok = rc == -1 && h.buckets == NULL && !strncmp(err.msg, "corrupt cache entry: ", 21) &&
           (!expect || strstr(err.msg, expect));
  if (!ok) fprintf(stderr, "  decode of %zu bytes: rc %d, message '%s'\n", n, rc, err.msg);
  free(h.buckets);
  return ok;
}

static void test_codec_corruption(void) {
  render_hist h = make_hist(67, 41, 0.5);
  hist_meta meta = {1, 1};
  void *enc;
  size_t n;
  fb_error err;
  CHECK(hist_encode(&h, &meta, &enc, &n, &err) == 0);
  unsigned char *d = malloc(n + 16);
  memcpy(d, enc, n);

  CHECK(decode_fails(NULL, 0, "shorter than"));
  CHECK(decode_fails(d, 0, "shorter than"));
  /* truncations: every length through the header and the frame's start, then a sample */
  int all = 1;
  for (size_t len = 0; len < n; len += len < 400 ? 1 : 7) all &= decode_fails(d, len, NULL);
  all &= decode_fails(d, n - 1, NULL);
  CHECK(all);
  /* trailing bytes */
  d[n] = 0;
  CHECK(decode_fails(d, n + 1, NULL));
  /* every header byte flipped */
  all = 1;
  for (int i = 0; i < 80; i++) {
    d[i] ^= 0x10;
    all &= decode_fails(d, n, NULL);
    d[i] ^= 0x10;
  }
  CHECK(all);
  /* wrong magic, wrong version (reported as such even though the CRC no longer matches) */
  d[1] = 'X';
  CHECK(decode_fails(d, n, "wrong magic"));
  d[1] = 'F';
  put_le(d + 8, 4, 4); /* 3 is the packed format's (tests/unit/test_hist_pack.c) */
  CHECK(decode_fails(d, n, "format version 4"));
  put_le(d + 8, HIST_FORMAT_VERSION, 4);
  /* forged headers that pass the CRC: sizes that disagree with the payload */
  put_le(d + 16, 98, 4);
  reseal(d);
  CHECK(decode_fails(d, n, "does not match"));
  put_le(d + 16, 1u << 20, 4);
  put_le(d + 20, 1u << 20, 4);
  reseal(d);
  CHECK(decode_fails(d, n, "impossible"));   /* refused before allocating 40 TiB */
  memcpy(d, enc, 80);
  put_le(d + 64, n - 80 - 1, 8);
  reseal(d);
  CHECK(decode_fails(d, n, "trailing"));
  put_le(d + 64, n - 80 + 1, 8);
  reseal(d);
  CHECK(decode_fails(d, n, "truncated"));
  memcpy(d, enc, 80);
  put_le(d + 24, 4, 4);
  reseal(d);
  CHECK(decode_fails(d, n, "channels"));
  memcpy(d, enc, 80);
  put_le(d + 32, 0x7FF8000000000000u, 8);   /* samples = NaN */
  reseal(d);
  CHECK(decode_fails(d, n, "out of range"));
  memcpy(d, enc, 80);
  CHECK(memcmp(d, enc, n) == 0);

  /* Payload bytes flipped (all of the frame's start and end, a sample between): an error,
   * or exactly the original buckets — a flipped match offset can point at equal bytes, which
   * the byte planes hold many of. Never different values. */
  int detected = 0, harmless = 0, wrong = 0, tried = 0;
  for (size_t i = 80; i < n; i += (i < 400 || i + 16 >= n) ? 1 : 5) {
    tried++;
    d[i] ^= 0x04;
    render_hist back;
    fb_error e2;
    if (hist_decode(d, n, &back, NULL, &e2) < 0) {
      detected += !strncmp(e2.msg, "corrupt cache entry: ", 21);
    } else {
      if (hist_identical(&h, &back)) harmless++;
      else wrong++;
      free(back.buckets);
    }
    d[i] ^= 0x04;
  }
  CHECK(wrong == 0);
  CHECK(detected + harmless == tried);
  CHECK(harmless * 50 < tried);

  /* garbage: random bytes, and random bytes behind a valid header */
  all = 1;
  unsigned char junk[600];
  for (int t = 0; t < 2000; t++) {
    size_t len = rng() % sizeof junk;
    for (size_t i = 0; i < len; i++) junk[i] = (unsigned char)rng();
    if (t % 2 && len >= 80) {
      memcpy(junk, enc, 80);
      put_le(junk + 64, len - 80, 8);
      reseal(junk);
    }
    all &= decode_fails(junk, len, NULL);
  }
  CHECK(all);

  /* a well-formed entry holding a NaN or an infinity (a renderer's bug) is refused */
  static const double nonfinite[2] = {NAN, INFINITY};
  for (int k = 0; k < 2; k++) {
    double keep = h.buckets[5 * 100 + 1];
    h.buckets[5 * 100 + 1] = nonfinite[k];
    void *nan_enc;
    size_t nan_n;
    CHECK(hist_encode(&h, &meta, &nan_enc, &nan_n, &err) == 0);
    CHECK(decode_fails(nan_enc, nan_n, "infinite or NaN"));
    free(nan_enc);
    h.buckets[5 * 100 + 1] = keep;
  }

  free(d);
  free(enc);
  free(h.buckets);
}

/* A buffer of several segments (2100 x 2100: four of 1,048,576 buckets and one of 215,696) is written as one
 * zstd frame a segment, compressed and decompressed on several threads: it comes back the
 * same, encodes to the same bytes every time and from a reused encoder, and a damaged or
 * missing frame is refused; frames of another split decode too. An entry written before
 * segments — one frame of every bucket, tests/data/cache/one_frame_2100x2100.fbhist, by the
 * previous codec — still decodes. */
static render_hist fixture_hist(void) {
  render_hist h = {2100, 2100, calloc((size_t)2100 * 2100 * 5, sizeof(double)), 1e9, 7};
  for (size_t i = 0; i < (size_t)2100 * 2100; i += 997) {
    double *b = h.buckets + i * 5;
    b[0] = (double)(i % 251) * 0.5;
    b[1] = (double)(i % 13);
    b[2] = 3.25;
    b[3] = 255.0 * (double)(1 + i % 7);
    b[4] = b[3];
  }
  return h;
}

static void test_codec_segments(void) {
  render_hist h = make_hist(2100, 2100, 0.6);
  roundtrip(&h);
  hist_meta meta = {3, 1};
  void *a, *b;
  size_t na, nb;
  fb_error err;
  CHECK(hist_encode(&h, &meta, &a, &na, &err) == 0);
  CHECK(hist_encode(&h, &meta, &b, &nb, &err) == 0);
  CHECK(na == nb && memcmp(a, b, na) == 0);
  free(b);
  /* Two frames: the second zstd frame's magic follows the first. */
  const unsigned char *payload = (const unsigned char *)a + 80;
  size_t frames = 0;
  for (size_t i = 0; i + 4 <= na - 80; i++)
    frames += payload[i] == 0x28 && payload[i + 1] == 0xB5 && payload[i + 2] == 0x2F && payload[i + 3] == 0xFD;
  CHECK(frames >= 2);
  /* from floats, and through a reused encoder that encoded a small buffer before */
  const size_t nv = (size_t)h.width * h.height * 5;
  float *f = malloc(nv * sizeof *f);
  for (size_t i = 0; i < nv; i++) f[i] = (float)h.buckets[i];
  hist_encoder *e = hist_encoder_new();
  render_hist small = make_hist(33, 17, 0.5);
  void *tmp;
  size_t ntmp;
  CHECK(hist_encode(&small, &meta, &tmp, &ntmp, &err) == 0);
  free(tmp);
  const void *reused;
  size_t nr;
  CHECK(hist_encoder_run_f32(e, h.width, h.height, h.samples, h.badvals, f, &meta, &reused, &nr, &err) == 0);
  CHECK(nr == na && memcmp(reused, a, na) == 0);
  float *back = malloc(nv * sizeof *back);
  render_hist shape;
  CHECK(hist_decode_f32(a, na, h.width, h.height, back, &shape, NULL, &err) == 1);
  CHECK(memcmp(back, f, nv * sizeof *f) == 0);
  /* a byte of the second frame flipped: its checksum; the second frame cut off */
  unsigned char *d = malloc(na);
  memcpy(d, a, na);
  d[na - 100] ^= 0x20;
  CHECK(decode_fails(d, na, NULL));
  d[na - 100] ^= 0x20;
  size_t first_end = 0;
  for (size_t i = 1; i + 4 <= na - 80 && !first_end; i++)
    if (payload[i] == 0x28 && payload[i + 1] == 0xB5 && payload[i + 2] == 0x2F && payload[i + 3] == 0xFD) first_end = i;
  put_le(d + 64, first_end, 8);
  reseal(d);
  CHECK(decode_fails(d, 80 + first_end, "does not match"));
  /* any split of the buckets into frames decodes: the frames of two halves' entries (the first
   * 1,000 rows and the rest, each encoded on its own) behind the whole buffer's header */
  {
    const size_t top_rows = 1000, row = (size_t)h.width * 5;
    render_hist top = {h.width, (int)top_rows, h.buckets, h.samples, h.badvals};
    render_hist bottom = {h.width, h.height - (int)top_rows, h.buckets + top_rows * row, h.samples, h.badvals};
    void *et, *eb;
    size_t nt, nbot;
    CHECK(hist_encode(&top, &meta, &et, &nt, &err) == 0);
    CHECK(hist_encode(&bottom, &meta, &eb, &nbot, &err) == 0);
    unsigned char *joined = malloc(80 + (nt - 80) + (nbot - 80));
    memcpy(joined, a, 80);
    memcpy(joined + 80, (unsigned char *)et + 80, nt - 80);
    memcpy(joined + 80 + (nt - 80), (unsigned char *)eb + 80, nbot - 80);
    put_le(joined + 64, (nt - 80) + (nbot - 80), 8);
    reseal(joined);
    render_hist whole;
    CHECK(hist_decode(joined, 80 + (nt - 80) + (nbot - 80), &whole, NULL, &err) == 0);
    CHECK(hist_identical(&h, &whole));
    free(whole.buckets);
    free(joined);
    free(et);
    free(eb);
  }
  /* an entry of one frame of every bucket, written before segments */
  FILE *fx = fopen("tests/data/cache/one_frame_2100x2100.fbhist", "rb");
  CHECK(fx != NULL);
  if (fx) {
    unsigned char *old = malloc(200000);
    const size_t nold = fread(old, 1, 200000, fx);
    fclose(fx);
    render_hist want = fixture_hist(), got;
    hist_meta got_meta;
    CHECK(hist_decode(old, nold, &got, &got_meta, &err) == 0);
    CHECK(hist_identical(&want, &got) && got_meta.seed_first == 11 && got_meta.seed_count == 2);
    /* the same buffer encoded now: segments, so other bytes, the same values */
    void *now;
    size_t nnow;
    CHECK(hist_encode(&want, &got_meta, &now, &nnow, &err) == 0);
    CHECK(nnow != nold || memcmp(now, old, nold) != 0);
    free(now);
    free(got.buckets);
    free(want.buckets);
    free(old);
  }
  free(d);
  free(back);
  free(f);
  free(small.buckets);
  hist_encoder_free(e);
  free(a);
  free(h.buckets);
}

static void test_hist_add(void) {
  render_hist a = make_hist(40, 30, 0.7), b = make_hist(40, 30, 0.7);
  size_t nv = 40 * 30 * 5;
  double *expect = malloc(nv * sizeof(double));
  /* The float nearest the exact sum: a double holds the sum of two floats to within far less
   * than half a float ulp, so rounding it to float rounds the exact sum. */
  for (size_t i = 0; i < nv; i++) expect[i] = (float)(a.buckets[i] + b.buckets[i]);
  hist_meta ma = {10, 2}, mb = {12, 3};
  fb_error err;
  CHECK(hist_add(&a, &ma, &b, &mb, &err) == 0);
  CHECK(memcmp(a.buckets, expect, nv * sizeof(double)) == 0);
  CHECK(a.samples == 2 * 123456789.0 && a.badvals == 6);
  CHECK(ma.seed_first == 10 && ma.seed_count == 5);
  /* the other order: src precedes dst */
  hist_meta mc = {7, 3};
  CHECK(hist_add(&a, &ma, &b, &mc, &err) == 0);
  CHECK(ma.seed_first == 7 && ma.seed_count == 8);
  /* overlap and gap are refused and change nothing */
  memcpy(expect, a.buckets, nv * sizeof(double));
  hist_meta overlap = {14, 1}, gap = {16, 1};
  CHECK(hist_add(&a, &ma, &b, &overlap, &err) == -1);
  CHECK(strstr(err.msg, "overlap") != NULL);
  CHECK(hist_add(&a, &ma, &b, &gap, &err) == -1);
  CHECK(strstr(err.msg, "gap") != NULL);
  CHECK(ma.seed_first == 7 && ma.seed_count == 8);
  CHECK(memcmp(a.buckets, expect, nv * sizeof(double)) == 0);
  /* mismatched sizes */
  render_hist c = make_hist(30, 40, 0.5);
  hist_meta md = {15, 1};
  CHECK(hist_add(&a, &ma, &c, &md, &err) == -1);
  CHECK(strstr(err.msg, "30x40") != NULL);
  CHECK(memcmp(a.buckets, expect, nv * sizeof(double)) == 0);
  free(expect);
  free(a.buckets);
  free(b.buckets);
  free(c.buckets);
}

/* Lossless is the contract: a value that is not exactly a float32 is refused with the
 * bucket that holds it, never stored rounded. */
static void test_codec_refuses_non_canonical(void) {
  render_hist h = make_hist(50, 40, 0.5);
  hist_meta meta = {1, 1};
  /* a double between floats, a double subnormal (below every float), beyond the float range
   * either way, 2^24 + 1 (an integer no float holds) */
  static const double bad[] = {0.1, 1e-310, 1e39, -1e39, 16777217.0};
  for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
    const size_t bucket = 1234, ch = k % 5;   /* every channel, A and count included */
    double keep = h.buckets[bucket * 5 + ch];
    h.buckets[bucket * 5 + ch] = bad[k];
    void *enc = (void *)1;
    size_t n = 7;
    fb_error err = {{0}};
    CHECK(hist_encode(&h, &meta, &enc, &n, &err) == -1);
    CHECK(enc == NULL && n == 0);
    CHECK(strstr(err.msg, "not a canonical (float32) buffer: bucket 1234 ") != NULL);
    if (!strstr(err.msg, "bucket 1234 ")) fprintf(stderr, "  value %g: '%s'\n", bad[k], err.msg);
    h.buckets[bucket * 5 + ch] = keep;
  }
  roundtrip(&h);   /* restored: canonical again */
  free(h.buckets);
}

/* A 4x3 entry written by the format-1 encoder (doubles; flamebuild before float buffers). */
static const unsigned char format1_entry[184] = {
    0x89, 0x46, 0x42, 0x48, 0x49, 0x53, 0x54, 0x0a, 0x01, 0x00, 0x00, 0x00, 0x50, 0x00, 0x00, 0x00,
    0x04, 0x00, 0x00, 0x00, 0x03, 0x00, 0x00, 0x00, 0x05, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x40, 0x8f, 0x40, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x68, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xa6, 0x04, 0xc0, 0x64,
    0x28, 0xb5, 0x2f, 0xfd, 0x64, 0xe0, 0x00, 0xd5, 0x02, 0x00, 0xc4, 0x03, 0x00, 0x00, 0x20, 0x60,
    0xa0, 0xe0, 0x59, 0x59, 0x59, 0x59, 0x5a, 0x5a, 0x5a, 0x5a, 0x5b, 0x5b, 0x5b, 0x5b, 0x40, 0x00,
    0xd0, 0xe0, 0xe8, 0xf0, 0xf4, 0xf8, 0xfc, 0x00, 0x02, 0x04, 0x06, 0x00, 0x3f, 0x08, 0x40, 0xe0,
    0xe0, 0xe8, 0xe0, 0xec, 0xe8, 0xe4, 0xe0, 0xee, 0xec, 0xea, 0xe8, 0x6f, 0x7f, 0x87, 0x8f, 0x93,
    0x97, 0x9b, 0x9f, 0xa1, 0xa3, 0xa5, 0xa7, 0x40, 0x0b, 0x00, 0x01, 0x63, 0x02, 0x4c, 0x56, 0x00,
    0x05, 0x88, 0x87, 0xc7, 0x9c, 0x63, 0x40, 0x16, 0xc0, 0xbe, 0x00, 0x62, 0x71, 0xf1, 0xef, 0x5e,
    0xf2, 0x13, 0x60, 0x01, 0x42, 0x20, 0x02, 0xcb,
};

/* An entry of the old format is a miss with a reason, not a crash or a misread buffer. */
static void test_codec_refuses_format1(void) {
  CHECK(decode_fails(format1_entry, sizeof format1_entry, "written by an older flamebuild (format 1)"));
}

/* Sums are canonical: each bucket the float nearest the exact sum, clamped to +-FLT_MAX. */
static void test_hist_add_rounds_to_float(void) {
  render_hist a = make_hist(20, 10, 0.8), b = make_hist(20, 10, 0.8);
  a.buckets[0] = 1.0, b.buckets[0] = 0x1p-30;              /* 1 + 2^-30 is no float: 1 */
  a.buckets[1] = 1.0, b.buckets[1] = 0x1.8p-24;            /* 1 + 1.5 * 2^-24: up to 1 + 2^-23 */
  a.buckets[2] = FLT_MAX, b.buckets[2] = FLT_MAX;          /* clamped, not infinity */
  a.buckets[3] = -FLT_MAX, b.buckets[3] = -FLT_MAX;
  a.buckets[4] = 16777216.0, b.buckets[4] = 1.0;           /* 2^24 + 1: ties to even, 2^24 */
  hist_meta ma = {0, 1}, mb = {1, 1};
  fb_error err;
  CHECK(hist_add(&a, &ma, &b, &mb, &err) == 0);
  CHECK(a.buckets[0] == 1.0);
  CHECK(a.buckets[1] == 1.0 + 0x1p-23);
  CHECK(a.buckets[2] == FLT_MAX);
  CHECK(a.buckets[3] == -FLT_MAX);
  CHECK(a.buckets[4] == 16777216.0);
  int all_float = 1;
  for (size_t i = 0; i < 20 * 10 * 5; i++) all_float &= (double)(float)a.buckets[i] == a.buckets[i];
  CHECK(all_float);
  roundtrip(&a);   /* and so the sum can be cached */
  free(a.buckets);
  free(b.buckets);
}

/* The path a build takes: encode, put, get, decode. */
static void test_store_and_codec_together(void) {
  cache c;
  fb_error err;
  CHECK(cache_open(&c, fresh_dir("together"), &err) == 0);
  render_hist h = make_hist(320, 240, 0.3);
  hist_meta meta = {5, 1}, back_meta;
  void *enc, *got;
  size_t n, gn;
  CHECK(hist_encode(&h, &meta, &enc, &n, &err) == 0);
  char key[65];
  key_of(13, key);
  CHECK(cache_put(&c, key, enc, n, &err) == 0);
  CHECK(cache_get(&c, key, &got, &gn, &err) == 1);
  render_hist back;
  CHECK(hist_decode(got, gn, &back, &back_meta, &err) == 0);
  CHECK(hist_identical(&h, &back));
  CHECK(back_meta.seed_first == 5 && back_meta.seed_count == 1);
  free(back.buckets);
  free(got);
  /* Put without its fsync, then a power loss before its last blocks reached the disk: the
   * file has its size but zeros at its end. The reader finds no key there: a miss. And with
   * zeros in its middle instead, the buffer's checksum refuses it. */
  key_of(14, key);
  CHECK(cache_put_unsynced(&c, key, enc, n, &err) == 0);
  char rel[68], path[700];
  entry_rel(key, rel);
  snprintf(path, sizeof path, "%s/%s", c.dir, rel);
  FILE *f = fopen(path, "r+b");
  CHECK(f != NULL);
  if (f) {
    static const unsigned char zeros[4096];
    fseek(f, -(long)sizeof zeros, SEEK_END);
    fwrite(zeros, 1, sizeof zeros, f);
    fclose(f);
  }
  CHECK(cache_get(&c, key, &got, &gn, &err) == 0 && got == NULL);
  CHECK(cache_put_unsynced(&c, key, enc, n, &err) == 0);
  f = fopen(path, "r+b");
  CHECK(f != NULL);
  if (f) {
    static const unsigned char zeros[4096];
    fseek(f, (long)n / 2, SEEK_SET);
    fwrite(zeros, 1, sizeof zeros, f);
    fclose(f);
  }
  CHECK(cache_get(&c, key, &got, &gn, &err) == 1);
  CHECK(hist_decode(got, gn, &back, &back_meta, &err) < 0);
  free(got);
  free(enc);
  free(h.buckets);
  cache_close(&c);
}

/* Entries are bound to their keys: an entry moved under another key's name (a sync tool, a
 * hand copy) is refused and removed, a symbolic link in an entry's place is never followed
 * (the link goes, its target stays), an entry without a key (an older flamebuild's) is a
 * miss, and cache_check reads only the key. */
static void test_entries_bound_to_keys(void) {
  cache c;
  fb_error err;
  const char *dir = fresh_dir("bound");
  CHECK(cache_open(&c, dir, &err) == 0);
  char a[65], b[65], ra[68], rb[68], pa[700], pb[700];
  key_of(1, a);
  key_of(2, b);
  entry_rel(a, ra);
  entry_rel(b, rb);
  snprintf(pa, sizeof pa, "%s/%s", dir, ra);
  snprintf(pb, sizeof pb, "%s/%s", dir, rb);
  CHECK(cache_put(&c, a, "entry a", 7, &err) == 0);
  CHECK(cache_check(&c, a) && !cache_check(&c, b));
  /* a's bytes under b's name */
  char sub[700];
  snprintf(sub, sizeof sub, "%s/%.2s", dir, b);
  mkdir(sub, 0777);
  CHECK(rename(pa, pb) == 0);
  CHECK(!cache_check(&c, b));
  void *got = NULL;
  size_t gn = 0;
  CHECK(cache_get(&c, b, &got, &gn, &err) == -1 && got == NULL);
  CHECK(strstr(err.msg, "holds the entry of another key") != NULL);
  CHECK(!file_exists(dir, rb));   /* removed */
  /* a link in b's place to a's entry: not followed, the link removed, a kept */
  CHECK(cache_put(&c, a, "entry a", 7, &err) == 0);
  CHECK(symlink(pa, pb) == 0);
  CHECK(!cache_has(&c, b) && !cache_check(&c, b));
  CHECK(cache_get(&c, b, &got, &gn, &err) == -1 && got == NULL && strstr(err.msg, "symbolic link") != NULL);
  struct stat st;
  CHECK(lstat(pb, &st) < 0 && file_exists(dir, ra));
  CHECK(cache_get(&c, a, &got, &gn, &err) == 1 && gn == 7 && !memcmp(got, "entry a", 7));
  free(got);
  /* no key at the end (written before entries carried one): a miss */
  write_file(dir, rb, "an entry of an older flamebuild");
  CHECK(cache_get(&c, b, &got, &gn, &err) == 0 && got == NULL && gn == 0);
  CHECK(!cache_check(&c, b));
  write_file(dir, rb, "");   /* shorter than a key */
  CHECK(cache_get(&c, b, &got, &gn, &err) == 0 && got == NULL);
  cache_close(&c);
}

int main(void) {
  const char *tmp = getenv("TMPDIR");
  snprintf(test_root, sizeof test_root, "%s/fb-test-cache-XXXXXX", tmp && *tmp ? tmp : "/tmp");
  if (!mkdtemp(test_root)) {
    perror(test_root);
    return 1;
  }
  RUN(test_key_validation);
  RUN(test_put_get_roundtrip);
  RUN(test_missing_and_remove);
  RUN(test_each_prefix);
  RUN(test_usage);
  RUN(test_entries_bound_to_keys);
  RUN(test_evict_lru);
  RUN(test_enforce_limit);
  RUN(test_make_room);
  RUN(test_stale_temps_cleaned);
  RUN(test_put_write_failure);
  RUN(test_put_into_vanished_or_readonly_dir);
  RUN(test_codec_roundtrip);
  RUN(test_codec_from_floats);
  RUN(test_codec_encoder_and_f32_decode);
  RUN(test_codec_corruption);
  RUN(test_codec_segments);
  RUN(test_codec_refuses_non_canonical);
  RUN(test_codec_refuses_format1);
  RUN(test_hist_add);
  RUN(test_hist_add_rounds_to_float);
  RUN(test_store_and_codec_together);
  rm_rf(test_root);
  return check_summary("cache");
}
