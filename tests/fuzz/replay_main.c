/*
 * replay_main.c — a harness without libFuzzer: feeds each file named on the command line to
 * LLVMFuzzerTestOneInput once. Built with gcc under ASan/UBSan, this is how `make test` runs
 * the seed corpus and every crash the fuzzers ever found (tests/fuzz/run_regressions.sh), on
 * machines without clang.
 */
#include <stdio.h>
#include <stdlib.h>

#include "fuzz_input.h"

static int replay(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    perror(path);
    return -1;
  }
  size_t cap = 1 << 16, n = 0;
  unsigned char *buf = malloc(cap);
  for (;;) {
    if (!buf) {
      fprintf(stderr, "%s: out of memory\n", path);
      fclose(f);
      return -1;
    }
    n += fread(buf + n, 1, cap - n, f);
    if (n < cap) break;
    unsigned char *grown = realloc(buf, cap *= 2);
    if (!grown) free(buf);
    buf = grown;
  }
  int bad = ferror(f);
  fclose(f);
  if (bad) {
    fprintf(stderr, "%s: read error\n", path);
    free(buf);
    return -1;
  }
  /* An exact-size copy, so that ASan sees a read one past the input as libFuzzer would. */
  unsigned char *exact = malloc(n ? n : 1);
  if (!exact) {
    free(buf);
    return -1;
  }
  for (size_t i = 0; i < n; i++) exact[i] = buf[i];
  free(buf);
  LLVMFuzzerTestOneInput(exact, n);
  free(exact);
  return 0;
}

int main(int argc, char **argv) {
  int status = 0;
  for (int i = 1; i < argc; i++) {
    if (replay(argv[i]) < 0) status = 1;
    else printf("ok %s\n", argv[i]);
  }
  return status;
}
