#include "fuzz_input.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char scratch_path[4096];

static void remove_scratch(void) {
  if (scratch_path[0]) unlink(scratch_path);
}

const char *fuzz_scratch_file(const uint8_t *data, size_t size, const char *suffix) {
  if (!scratch_path[0]) {
    const char *dir = getenv("TMPDIR");
    if (!dir || !dir[0]) dir = "/tmp";
    snprintf(scratch_path, sizeof scratch_path, "%s/flamebuild-fuzz-XXXXXX%s", dir, suffix);
    int fd = mkstemps(scratch_path, (int)strlen(suffix));
    if (fd < 0) {
      perror("fuzz: cannot create a scratch file");
      abort();
    }
    close(fd);
    atexit(remove_scratch);
  }
  FILE *f = fopen(scratch_path, "wb");
  if (!f || (size && fwrite(data, 1, size, f) != size) || fclose(f) != 0) {
    perror(scratch_path);
    abort();
  }
  return scratch_path;
}
