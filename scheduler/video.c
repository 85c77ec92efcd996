#include "video.h"

#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../project/config.h"
#include "../util/fault.h"

extern char **environ;

/* The last line ffmpeg wrote to its log, for the error message. */
static void last_line(const char *path, char *out, size_t n) {
  out[0] = 0;
  FILE *f = fopen(path, "r");
  if (!f) return;
  char line[512];
  while (fgets(line, sizeof line, f))
    if (line[0] && line[0] != '\n') snprintf(out, n, "%s", line);
  fclose(f);
  size_t len = strlen(out);
  if (len && out[len - 1] == '\n') out[len - 1] = 0;
}

int video_encode(const char *frame_pattern, int nframes, const project_config *c, const char *out, fb_error *err) {
  if (nframes < 1) return fb_errorf(err, "%s: no frames to encode", out);
  char tmp[4200], log[4200], rate[32], count[32], crf[16], extra[sizeof c->ffmpeg_args];
  snprintf(tmp, sizeof tmp, "%s.tmp-%d", out, (int)getpid());
  snprintf(log, sizeof log, "%s.log-%d", out, (int)getpid());
  snprintf(rate, sizeof rate, "%.17g", c->fps);
  snprintf(count, sizeof count, "%d", nframes);
  const char *args[96];
  int a = 0;
  args[a++] = "ffmpeg";
  args[a++] = "-nostdin";
  args[a++] = "-hide_banner";
  args[a++] = "-loglevel";
  args[a++] = "error";
  args[a++] = "-y";
  args[a++] = "-framerate";
  args[a++] = rate;
  args[a++] = "-start_number";
  args[a++] = "0";
  args[a++] = "-i";
  args[a++] = frame_pattern;
  args[a++] = "-frames:v";
  args[a++] = count;
  const char *pix = c->pix_fmt[0] ? c->pix_fmt : NULL, *format;
  switch (c->codec) {
  case CODEC_PRORES:
    args[a++] = "-c:v"; args[a++] = "prores_ks";
    args[a++] = "-profile:v"; args[a++] = "4444";
    if (!pix) pix = "yuva444p10le";
    format = "mov";
    break;
  case CODEC_FFV1:
    args[a++] = "-c:v"; args[a++] = "ffv1";
    args[a++] = "-level"; args[a++] = "3";
    format = "matroska";
    break;
  default: /* H.264 and H.265 for players: 4:2:0 needs even sizes, so pad by one pixel if needed */
    args[a++] = "-vf"; args[a++] = "pad=ceil(iw/2)*2:ceil(ih/2)*2";
    args[a++] = "-c:v"; args[a++] = c->codec == CODEC_H265 ? "libx265" : "libx264";
    if (c->codec == CODEC_H265) { args[a++] = "-tag:v"; args[a++] = "hvc1"; } /* QuickTime plays it */
    if (!pix) pix = "yuv420p";
    snprintf(crf, sizeof crf, "%d", c->crf >= 0 ? c->crf : c->codec == CODEC_H265 ? 20 : 18);
    args[a++] = "-crf"; args[a++] = crf;
    format = "mp4";
    break;
  }
  if (pix) { args[a++] = "-pix_fmt"; args[a++] = pix; }
  /* [video] ffmpeg_args: words, no shell; before the output, so they may override the above. */
  snprintf(extra, sizeof extra, "%s", c->ffmpeg_args);
  for (char *save = NULL, *w = strtok_r(extra, " \t", &save); w; w = strtok_r(NULL, " \t", &save)) {
    if (a >= (int)(sizeof args / sizeof args[0]) - 4) return fb_errorf(err, "%s: too many ffmpeg_args", out);
    args[a++] = w;
  }
  args[a++] = "-f"; args[a++] = format;
  args[a++] = tmp;
  args[a] = NULL;

  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_addopen(&fa, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&fa, STDOUT_FILENO, "/dev/null", O_WRONLY, 0);
  /* Fresh names: whatever lies there (a killed build's leftovers, a link planted in a shared
   * project) goes, and neither ffmpeg's output nor its log is written through a link. */
  unlink(tmp);
  unlink(log);
  posix_spawn_file_actions_addopen(&fa, STDERR_FILENO, log, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0644);
  pid_t pid;
  int rc = posix_spawnp(&pid, "ffmpeg", &fa, NULL, (char *const *)args, environ);
  posix_spawn_file_actions_destroy(&fa);
  if (rc != 0) {
    unlink(log);
    if (rc == ENOENT)
      return fb_errorf(err, "%s: ffmpeg not found: install it (apt-get install ffmpeg) or set codec = none in "
                            "flamebuild.conf; the frames are built", out);
    return fb_errorf(err, "%s: cannot start ffmpeg: %s", out, strerror(rc));
  }
  int status;
  while (waitpid(pid, &status, 0) < 0)
    if (errno != EINTR) return fb_errorf(err, "%s: waiting for ffmpeg: %s", out, strerror(errno));
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    char why[512];
    last_line(log, why, sizeof why);
    unlink(log);
    unlink(tmp);
    if (WIFEXITED(status) && WEXITSTATUS(status) == 127)
      return fb_errorf(err, "%s: ffmpeg not found: install it (apt-get install ffmpeg) or set codec = none in "
                            "flamebuild.conf; the frames are built", out);
    return fb_errorf(err, "%s: ffmpeg failed (%s): %s", out,
                     WIFEXITED(status) ? "exit status" : "killed", why[0] ? why : "no message");
  }
  fault_point("video-encode");   /* tests: killed with ffmpeg's temporary output and log in out/ */
  unlink(log);
  int fd = open(tmp, O_RDONLY);
  if (fd >= 0) {
    fsync(fd);
    close(fd);
  }
  if (rename(tmp, out) < 0) {
    int e = errno;
    unlink(tmp);
    return fb_errorf(err, "%s: cannot rename the encoded video into place: %s", out, strerror(e));
  }
  return 0;
}
