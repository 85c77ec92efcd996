/* Unit tests of util/: SHA-256 against FIPS 180-4 test vectors, error formatting, byte sizes,
 * safe file names, large buffers, atomic writes and their temporary names (apart across
 * hosts whose PIDs collide). */
#include <dirent.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sched.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <stdlib.h>

#include "check.h"
#include "util/bytes.h"
#include "util/crc32.h"
#include "util/error.h"
#include "util/fs.h"
#include "util/large_alloc.h"
#include "util/file_name.h"
#include "util/sha256.h"
#include "util/size.h"

static void test_sha256_vectors(void) {
  char hex[65];
  sha256_hex("", 0, hex);
  CHECK_STR(hex, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  sha256_hex("abc", 3, hex);
  CHECK_STR(hex, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  const char *two = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";
  sha256_hex(two, strlen(two), hex);
  CHECK_STR(hex, "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  /* One million 'a', fed in uneven pieces to exercise block boundaries. */
  sha256_ctx c;
  sha256_init(&c);
  char *a = malloc(1000000);
  memset(a, 'a', 1000000);
  size_t done = 0, step = 1;
  while (done < 1000000) {
    size_t n = step < 1000000 - done ? step : 1000000 - done;
    sha256_update(&c, a + done, n);
    done += n;
    step = step * 3 + 1;
  }
  unsigned char d[32];
  sha256_final(&c, d);
  for (int i = 0; i < 32; i++) snprintf(hex + 2 * i, 3, "%02x", d[i]);
  CHECK_STR(hex, "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
  free(a);
}

static void test_error_prefix(void) {
  fb_error e;
  CHECK(fb_errorf(&e, "line %d: bad", 3) == -1);
  CHECK_STR(e.msg, "line 3: bad");
  CHECK(fb_error_prefix(&e, "%s", "file.flam3") == -1);
  CHECK_STR(e.msg, "file.flam3: line 3: bad");
  char longname[2000];
  memset(longname, 'x', sizeof longname - 1);
  longname[sizeof longname - 1] = 0;
  fb_error_prefix(&e, "%s", longname);
  CHECK(strlen(e.msg) < sizeof e.msg);
}

static void test_parse_size(void) {
  static const struct {
    const char *text;
    uint64_t bytes;
  } good[] = {{"0", 0},
              {"1000000", 1000000},
              {"500M", 500ull << 20},
              {"2G", 2ull << 30},
              {"20g", 20ull << 30},
              {"1.5GiB", 3ull << 29},
              {"1.5GB", 3ull << 29},
              {"4k", 4096},
              {"1T", 1ull << 40},
              {"15E5", 1500000}};   /* an exponent, not exbibytes: strtod reads it */
  for (size_t i = 0; i < sizeof good / sizeof good[0]; i++) {
    uint64_t v = 7;
    CHECK(fb_parse_size(good[i].text, &v) == 0);
    if (v != good[i].bytes) fprintf(stderr, "  '%s' -> %llu\n", good[i].text, (unsigned long long)v);
    CHECK(v == good[i].bytes);
  }
  /* no number, negative, NaN, infinite, unknown or doubled suffix, trailing text, >= 2^64 */
  static const char *const bad[] = {"", "G", "-1", "-1G", "nan", "inf", "2X", "2GG", "2GiBs", "2 G", "16777216T"};
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    uint64_t v = 7;
    CHECK(fb_parse_size(bad[i], &v) == -1);
    CHECK(v == 7);
  }
}

static void test_format_size(void) {
  char s[32];
  fb_format_size(0, s, sizeof s);
  CHECK_STR(s, "0 B");
  fb_format_size(1023, s, sizeof s);
  CHECK_STR(s, "1023 B");
  fb_format_size(1024, s, sizeof s);
  CHECK_STR(s, "1.0 KiB");
  fb_format_size(16881593, s, sizeof s);
  CHECK_STR(s, "16.1 MiB");
  fb_format_size(20ull << 30, s, sizeof s);
  CHECK_STR(s, "20.0 GiB");
  fb_format_size(UINT64_MAX, s, sizeof s);
  CHECK_STR(s, "16.0 EiB");
}

/* A name from a genome becomes one file-name component: never a separator, never a leading
 * dot, never a control character, bounded, and unchanged when it was already safe. */
static void test_file_name_safe(void) {
  char out[FILE_NAME_SAFE_MAX + 1];
  CHECK(file_name_safe("electric sheep 2", "flame", out, sizeof out) == 0);
  CHECK_STR(out, "electric sheep 2");
  CHECK(file_name_safe("../../evil", "flame", out, sizeof out) == 1);
  CHECK_STR(out, "_._.._evil");
  CHECK(file_name_safe("/tmp/abs_evil", "flame", out, sizeof out) == 1);
  CHECK_STR(out, "_tmp_abs_evil");
  file_name_safe("..", "flame", out, sizeof out);
  CHECK_STR(out, "_.");
  file_name_safe(".", "flame", out, sizeof out);
  CHECK_STR(out, "_");
  file_name_safe("a\\b\tc\x7f\x1b[31m", "flame", out, sizeof out);
  CHECK_STR(out, "a_b_c__[31m");
  CHECK(file_name_safe("", "flame", out, sizeof out) == 0);
  CHECK_STR(out, "flame");
  CHECK_STR((file_name_safe("v1.2.flame", "x", out, sizeof out), out), "v1.2.flame"); /* inner dots stay */
  /* Bounded, and cut before a UTF-8 sequence rather than inside it. */
  char longname[400];
  memset(longname, 'x', sizeof longname - 1);
  longname[sizeof longname - 1] = 0;
  CHECK(file_name_safe(longname, "flame", out, sizeof out) == 1);
  CHECK(strlen(out) == FILE_NAME_SAFE_MAX);
  memcpy(longname + FILE_NAME_SAFE_MAX - 1, "\xc3\xa9", 2); /* é across the limit */
  file_name_safe(longname, "flame", out, sizeof out);
  CHECK(strlen(out) == FILE_NAME_SAFE_MAX - 1);
  char small[4];
  file_name_safe("abcdef", "flame", small, sizeof small);
  CHECK_STR(small, "abc");
}

static void test_make_dirs(void) {
  char base[] = "/tmp/fb-test-dirs-XXXXXX";
  CHECK(mkdtemp(base) != NULL);
  char deep[256], file[256];
  snprintf(deep, sizeof deep, "%s/a/b/c", base);
  fb_error err;
  struct stat st;
  CHECK(fb_make_dirs(deep, &err) == 0);
  CHECK(stat(deep, &st) == 0 && S_ISDIR(st.st_mode));
  CHECK(fb_make_dirs(deep, &err) == 0); /* already there */
  snprintf(file, sizeof file, "%s/a/f", base);
  FILE *f = fopen(file, "w");
  CHECK(f != NULL);
  if (f) fclose(f);
  snprintf(deep, sizeof deep, "%s/a/f/x", base); /* a file in the way */
  CHECK(fb_make_dirs(deep, &err) == -1 && errno == ENOTDIR);
  CHECK(strstr(err.msg, "cannot create") != NULL && strstr(err.msg, "/a/f") != NULL);
  CHECK(fb_make_dirs("", NULL) == -1);
  unlink(file);
  char path[256];
  snprintf(path, sizeof path, "%s/a/b/c", base), rmdir(path);
  snprintf(path, sizeof path, "%s/a/b", base), rmdir(path);
  snprintf(path, sizeof path, "%s/a", base), rmdir(path);
  rmdir(base);
}

static void test_le_bytes(void) {
  unsigned char b[8];
  fb_put_le32(b, 0x12345678u);
  CHECK(b[0] == 0x78 && b[1] == 0x56 && b[2] == 0x34 && b[3] == 0x12);
  CHECK(fb_get_le32(b) == 0x12345678u);
  fb_put_le64(b, 0x0102030405060708ull);
  CHECK(b[0] == 8 && b[7] == 1 && fb_get_le64(b) == 0x0102030405060708ull);
}

/* The names in dir, sorted and joined by spaces (the test's folders hold a few). */
static void list_dir(const char *dir, char *out, size_t n) {
  struct dirent **names;
  int k = scandir(dir, &names, NULL, alphasort);
  out[0] = 0;
  for (int i = 0; i < k; i++) {
    if (names[i]->d_name[0] != '.')
      snprintf(out + strlen(out), n - strlen(out), "%s%s", out[0] ? " " : "", names[i]->d_name);
    free(names[i]);
  }
  if (k >= 0) free(names);
}

static void test_write_file_atomic(void) {
  char base[] = "/tmp/fb-test-write-XXXXXX";
  CHECK(mkdtemp(base) != NULL);
  char path[256], bytes[64], names[256];
  snprintf(path, sizeof path, "%s/f.txt", base);
  fb_error err;
  struct stat st;
  const mode_t old_mask = umask(022);
  CHECK(fb_write_file_atomic(path, "first", 5, 0640, &err) == 0);
  CHECK(stat(path, &st) == 0 && st.st_size == 5 && (st.st_mode & 0777) == 0640);
  CHECK(fb_write_file_atomic(path, "second\0x", 8, 0666, &err) == 0); /* replaces it, NULs and all */
  FILE *f = fopen(path, "rb");
  size_t got = f ? fread(bytes, 1, sizeof bytes, f) : 0;
  if (f) fclose(f);
  CHECK(got == 8 && memcmp(bytes, "second\0x", 8) == 0);
  CHECK(stat(path, &st) == 0 && (st.st_mode & 0777) == 0644); /* the new file's mode, under the umask */
  CHECK(fb_write_file_atomic(path, "", 0, 0644, &err) == 0 && stat(path, &st) == 0 && st.st_size == 0);
  list_dir(base, names, sizeof names);
  CHECK_STR(names, "f.txt"); /* no temporary file left */
  /* A folder that is not there: an error naming the path, nothing written. */
  char missing[300];
  snprintf(missing, sizeof missing, "%s/no/f.txt", base);
  CHECK(fb_write_file_atomic(missing, "x", 1, 0644, &err) == -1);
  CHECK(strstr(err.msg, "cannot create") && strstr(err.msg, "/no/f.txt") && strstr(err.msg, "No such file"));
  /* A directory in the way: the write fails at the rename, and the temporary file goes. */
  char in_way[300];
  snprintf(in_way, sizeof in_way, "%s/d", base);
  CHECK(mkdir(in_way, 0755) == 0);
  CHECK(fb_write_file_atomic(in_way, "x", 1, 0644, &err) == -1);
  CHECK(strstr(err.msg, "cannot write") && strstr(err.msg, "/d"));
  list_dir(base, names, sizeof names);
  CHECK_STR(names, "d f.txt");
  umask(old_mask);
  CHECK(rmdir(in_way) == 0 && unlink(path) == 0 && rmdir(base) == 0);
}

/* The temporary names of two processes that have the same PID — each PID 1 of a PID namespace
 * of its own, as two farm nodes' workers (containers, namespaces) may be — differ, and a write
 * never touches a temporary file it did not create. The namespaces need root: without, the
 * check runs on two forked processes (different PIDs) and says so. */
static void test_temp_names_across_hosts(void) {
  char base[] = "/tmp/fb-test-temp-XXXXXX";
  CHECK(mkdtemp(base) != NULL);
  char path[256], names[2][160] = {"", ""};
  snprintf(path, sizeof path, "%s/f.png", base);
  int in_namespaces = 1;
  for (int k = 0; k < 2; k++) {
    int fds[2];
    CHECK(pipe(fds) == 0);
    /* unshare(CLONE_NEWPID) in a child: its own next child is PID 1 of a new namespace */
    pid_t outer = fork();
    if (outer == 0) {
      close(fds[0]);
      const int ns = unshare(CLONE_NEWPID) == 0;
      pid_t inner = fork();
      if (inner == 0) {
        char name[128] = "";
        if (fb_temp_path(path, name, sizeof name) < 0) name[0] = 0;
        char line[160];
        const int n = snprintf(line, sizeof line, "%d %s", ns && getpid() == 1, name);
        _exit(write(fds[1], line, (size_t)n) == n ? 0 : 1);
      }
      int status = 1;
      if (inner > 0) waitpid(inner, &status, 0);
      _exit(WIFEXITED(status) ? WEXITSTATUS(status) : 1);
    }
    close(fds[1]);
    char line[160] = "";
    ssize_t got = read(fds[0], line, sizeof line - 1);
    line[got > 0 ? got : 0] = 0;
    close(fds[0]);
    int status = 1;
    if (outer > 0) waitpid(outer, &status, 0);
    CHECK(outer > 0 && WIFEXITED(status) && WEXITSTATUS(status) == 0);
    in_namespaces &= line[0] == '1';
    snprintf(names[k], sizeof names[k], "%s", line[0] ? line + 2 : "");
  }
  /* "PATH.tmp-PID-TOKEN-N": the same PID and N, not the same name */
  char prefix[300];
  snprintf(prefix, sizeof prefix, "%s.tmp-", path);
  CHECK(!strncmp(names[0], prefix, strlen(prefix)) && !strncmp(names[1], prefix, strlen(prefix)));
  CHECK(strcmp(names[0], names[1]) != 0);
  if (in_namespaces) CHECK(!strncmp(names[0] + strlen(prefix), "1-", 2) && !strncmp(names[1] + strlen(prefix), "1-", 2));
  else fprintf(stderr, "  (temporary names: no PID namespace here, not root: checked on two PIDs)\n");
  /* Another writer's temporary file of this very name is left alone: the write takes another. */
  char mine[300];
  CHECK(fb_temp_path(path, mine, sizeof mine) == 0);
  /* the next names this process would take, held by "another host's" writer */
  const char *dash = strrchr(mine, '-');
  const unsigned n = dash ? (unsigned)strtoul(dash + 1, NULL, 10) : 0;
  char held[4][320];
  for (int i = 0; i < 4; i++) {
    snprintf(held[i], sizeof held[i], "%.*s-%u", dash ? (int)(dash - mine) : 0, mine, n + 1 + (unsigned)i);
    FILE *f = fopen(held[i], "wx");
    CHECK(f && fputs("theirs", f) >= 0);
    if (f) fclose(f);
  }
  fb_error err;
  CHECK(fb_write_file_atomic(path, "ours", 4, 0644, &err) == 0);
  for (int i = 0; i < 4; i++) {
    struct stat st;
    CHECK(stat(held[i], &st) == 0 && st.st_size == 6);
    CHECK(unlink(held[i]) == 0);
  }
  CHECK(unlink(path) == 0 && rmdir(base) == 0);
}

/* CRC-32 as PNG and zlib have it: the check value of "123456789", and a CRC carried on. */
static void test_crc32(void) {
  CHECK(fb_crc32(0, "123456789", 9) == 0xcbf43926u);
  CHECK(fb_crc32(fb_crc32(0, "1234", 4), "56789", 5) == 0xcbf43926u);
  CHECK(fb_crc32(0, "", 0) == 0);
}

static void test_size_mul(void) {
  CHECK(fb_size_mul(0, SIZE_MAX) == 0);
  CHECK(fb_size_mul(SIZE_MAX, 1) == SIZE_MAX);
  CHECK(fb_size_mul(3, 7) == 21);
  CHECK(fb_size_mul((size_t)1 << (sizeof(size_t) * 4), (size_t)1 << (sizeof(size_t) * 4)) == 0); /* 2^64 */
  CHECK(fb_size_mul(SIZE_MAX / 2 + 1, 2) == 0);
  CHECK(fb_size_mul(SIZE_MAX / 2, 2) == SIZE_MAX - 1);
}

/* fb_large_alloc: small sizes as malloc, large ones aligned to 2 MB (what huge pages need),
 * writable end to end, freed with free(); sizes that cannot be had give NULL. Whether the
 * kernel backs them with huge pages depends on the machine: reported, not asserted. */
static void test_large_alloc(void) {
  CHECK(fb_large_alloc(0) == NULL);
  CHECK(fb_large_alloc((size_t)-1) == NULL);
  CHECK(fb_large_alloc((size_t)-1 - 4096) == NULL);
  unsigned char *small = fb_large_alloc(100);
  CHECK(small != NULL);
  if (small) {
    memset(small, 7, 100);
    CHECK(small[99] == 7);
  }
  free(small);
  const size_t sizes[] = {FB_LARGE_ALLOC_MIN, FB_LARGE_ALLOC_MIN + 1, (size_t)9 << 20};
  for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
    unsigned char *p = fb_large_alloc(sizes[i]);
    CHECK(p != NULL);
    if (!p) continue;
    CHECK(((uintptr_t)p & (((uintptr_t)2 << 20) - 1)) == 0);
    memset(p, 0xa5, sizes[i]);
    CHECK(p[0] == 0xa5 && p[sizes[i] - 1] == 0xa5);
    free(p);
  }
}

/* fb_large_touch writes a zero at every page's first byte and the last byte, on several
 * cores when large, and nothing else. */
static void test_large_touch(void) {
  const size_t sizes[] = {5000, (size_t)100 << 20};
  for (size_t k = 0; k < 2; k++) {
    const size_t n = sizes[k];
    unsigned char *p = fb_large_alloc(n);
    CHECK(p != NULL);
    if (!p) continue;
    memset(p, 0x5a, n);
    fb_large_touch(p, n);
    size_t wrong = 0;
    for (size_t i = 0; i < n; i++) wrong += p[i] != (i % 4096 == 0 || i == n - 1 ? 0 : 0x5a);
    CHECK(wrong == 0);
    free(p);
  }
}

int main(void) {
  RUN(test_large_alloc);
  RUN(test_large_touch);
  RUN(test_make_dirs);
  RUN(test_size_mul);
  RUN(test_write_file_atomic);
  RUN(test_temp_names_across_hosts);
  RUN(test_crc32);
  RUN(test_le_bytes);
  RUN(test_sha256_vectors);
  RUN(test_error_prefix);
  RUN(test_parse_size);
  RUN(test_format_size);
  RUN(test_file_name_safe);
  return check_summary("util");
}
