/*
 * fuzz_config.c — flamebuild.conf (project/config.c, through inih) on arbitrary bytes.
 *
 * Loads the bytes as a project's flamebuild.conf and, when they load, formats the settings
 * as the plan hash does. A bad file must be an error naming its line; whatever loads must be
 * inside the documented ranges (checked here: a value out of range would reach the renderer).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../project/config.h"
#include "fuzz_input.h"

static void check(int ok, const char *what) {
  if (!ok) {
    fprintf(stderr, "fuzz_config: loaded a setting out of range: %s\n", what);
    abort();
  }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  const char *path = fuzz_scratch_file(data, size, ".conf");
  project_config c;
  fb_error err;
  if (config_load(path, &c, NULL, &err) < 0) {
    check(strncmp(err.msg, path, strlen(path)) == 0, "an error message that does not name the file");
    return 0;
  }
  check((c.width == 0 && c.height == 0) || (c.width >= 1 && c.height >= 1 && c.width <= 65535 && c.height <= 65535),
        "size");
  check(c.quality == 0 || (c.quality >= 1e-9 && c.quality <= 1e9), "quality");
  check(c.quality_auto == 0 || c.quality_auto == 1, "quality_auto");
  check(isfinite(c.noise) && c.noise >= 1e-4 && c.noise <= 1, "noise");
  check(c.quality_max >= 1e-9 && c.quality_max <= 1e9, "quality_max");
  check(c.supersample >= 0 && c.supersample <= 64, "supersample");
  check(c.temporal_samples >= 0 && c.temporal_samples <= 100000, "temporal_samples");
  /* bpc 32 (float) loads with any format; a PNG asked for it, or a JPEG for 16 or 32, is
   * refused when planning. */
  check(c.bpc == 8 || c.bpc == 16 || c.bpc == 32, "bpc");
  check(c.format == FORMAT_PNG || c.format == FORMAT_EXR || c.format == FORMAT_JPEG, "format");
  check(c.jpeg_quality >= 1 && c.jpeg_quality <= 100, "jpeg_quality");
  check(((c.format == FORMAT_PNG && c.bpc == 32) || (c.format == FORMAT_JPEG && c.bpc != 8)) == (config_problem(&c) != NULL),
        "bpc 32 for a PNG or 16 or 32 for a JPEG not named a problem");
  check(!strcmp(c.backend, "auto") || !strcmp(c.backend, "cpu") || !strcmp(c.backend, "cuda"), "backend");
  check(c.max_samples == 0 || c.max_samples >= 1, "max_samples");
  check(isfinite(c.fps) && c.fps >= 0.001 && c.fps <= 1000, "fps");
  check(isfinite(c.frame_step) && c.frame_step >= 1e-6 && c.frame_step <= 1e6, "frame_step");
  check(c.codec >= 0 && c.codec <= CODEC_NONE, "codec");
  int pix_known = !c.pix_fmt[0];
  for (int i = 0; config_pix_fmts[i]; i++) pix_known |= !strcmp(c.pix_fmt, config_pix_fmts[i]);
  check(pix_known, "pix_fmt");
  check(config_codec_takes(c.codec, c.pix_fmt), "a pix_fmt the codec does not write");
  char text[512];
  config_frame_text(&c, text, sizeof text);
  config_video_text(&c, text, sizeof text);
  return 0;
}
