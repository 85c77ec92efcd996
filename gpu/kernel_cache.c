/*
 * kernel_cache.c — compiled kernels on disk (format in kernel_cache.h).
 */
#include "kernel_cache.h"
#include "../util/bytes.h"
#include "../util/fs.h"

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../util/sha256.h"

#define KC_MAGIC "FBKERNEL"
#define KC_VERSION 1u
#define KC_HEADER (8 + 4 + 4 + 8 + 64 + 32)

int kcache_default_dir(char *out, size_t n, fb_error *err) {
  const char *xdg = getenv("XDG_CACHE_HOME");
  int w;
  if (xdg && xdg[0] == '/')
    w = snprintf(out, n, "%s/flamebuild/kernels", xdg);
  else {
    const char *home = getenv("HOME");
    if (!home || !*home)
      return fb_errorf(err, "no kernel cache folder: neither $XDG_CACHE_HOME nor $HOME is set");
    w = snprintf(out, n, "%s/.cache/flamebuild/kernels", home);
  }
  if (w < 0 || (size_t)w >= n) return fb_errorf(err, "kernel cache path too long");
  return 0;
}

static int valid_key(const char *key) {
  if (strlen(key) != 64) return 0;
  for (int i = 0; i < 64; i++)
    if (!((key[i] >= '0' && key[i] <= '9') || (key[i] >= 'a' && key[i] <= 'f'))) return 0;
  return 1;
}



static int miss(char *why, size_t n, const char *fmt, const char *path) {
  if (why && n) snprintf(why, n, fmt, path);
  return 0;
}

int kcache_has(const char *dir, const char *key) {
  char path[4096];
  struct stat st;
  return valid_key(key) && snprintf(path, sizeof path, "%s/%.2s/%s", dir, key, key) < (int)sizeof path &&
         stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

int kcache_load(const char *dir, const char *key, void **data, size_t *len, char *why, size_t why_n) {
  *data = NULL;
  *len = 0;
  if (!valid_key(key)) return miss(why, why_n, "%s: not a key", key);
  char path[4096];
  if (snprintf(path, sizeof path, "%s/%.2s/%s", dir, key, key) >= (int)sizeof path)
    return miss(why, why_n, "%s: path too long", dir);
  FILE *f = fopen(path, "rb");
  if (!f) return miss(why, why_n, "%s: absent", path);
  unsigned char h[KC_HEADER];
  void *buf = NULL;
  if (fread(h, 1, sizeof h, f) != sizeof h || memcmp(h, KC_MAGIC, 8) != 0 || fb_get_le32(h + 8) != KC_VERSION ||
      memcmp(h + 24, key, 64) != 0) {
    fclose(f);
    return miss(why, why_n, "%s: bad header", path);
  }
  uint64_t n = fb_get_le64(h + 16);
  struct stat st;
  if (fstat(fileno(f), &st) < 0 || (uint64_t)st.st_size != KC_HEADER + n || n == 0 || n > (1u << 30)) {
    fclose(f);
    return miss(why, why_n, "%s: wrong length", path);
  }
  buf = malloc((size_t)n);
  if (!buf || fread(buf, 1, (size_t)n, f) != n) {
    free(buf);
    fclose(f);
    return miss(why, why_n, "%s: short read", path);
  }
  fclose(f);
  unsigned char digest[32];
  sha256_ctx c;
  sha256_init(&c);
  sha256_update(&c, buf, (size_t)n);
  sha256_final(&c, digest);
  if (memcmp(digest, h + 88, 32) != 0) {
    free(buf);
    return miss(why, why_n, "%s: checksum mismatch", path);
  }
  *data = buf;
  *len = (size_t)n;
  return 1;
}

int kcache_store(const char *dir, const char *key, const void *data, size_t len, fb_error *err) {
  if (!valid_key(key)) return fb_errorf(err, "kernel cache: '%s' is not a key", key);
  char folder[4096], path[4096];
  if (snprintf(folder, sizeof folder, "%s/%.2s", dir, key) >= (int)sizeof folder ||
      snprintf(path, sizeof path, "%s/%s", folder, key) >= (int)sizeof path)
    return fb_errorf(err, "%s: path too long", dir);
  if (fb_make_dirs(folder, err) < 0) return -1;
  unsigned char h[KC_HEADER];
  memcpy(h, KC_MAGIC, 8);
  fb_put_le32(h + 8, KC_VERSION);
  fb_put_le32(h + 12, 0);
  fb_put_le64(h + 16, len);
  memcpy(h + 24, key, 64);
  sha256_ctx c;
  sha256_init(&c);
  sha256_update(&c, data, len);
  sha256_final(&c, h + 88);
  unsigned char *file = len <= SIZE_MAX - KC_HEADER ? malloc(KC_HEADER + len) : NULL;
  if (!file) return fb_errorf(err, "kernel cache: out of memory for %s", path);
  memcpy(file, h, KC_HEADER);
  if (len) memcpy(file + KC_HEADER, data, len);
  const int rc = fb_write_file_atomic(path, file, KC_HEADER + len, 0600, err);
  free(file);
  return rc;
}

int kcache_write_text(const char *dir, const char *name, const char *text, fb_error *err) {
  char path[4096];
  if (snprintf(path, sizeof path, "%s/%s", dir, name) >= (int)sizeof path) return fb_errorf(err, "%s: path too long", dir);
  if (fb_make_dirs(dir, err) < 0) return -1;
  return fb_write_file_atomic(path, text, strlen(text), 0600, err);
}
