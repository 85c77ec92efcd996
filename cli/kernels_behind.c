/*
 * kernels_behind.c — a genome's own kernels compiled after `render` has returned.
 *
 * `render` of a structure whose kernel is not cached takes the generic kernel when that one is
 * (gpu.h, GPU_GENERIC_MAX_SAMPLES): the image comes at once, about half the iteration speed.
 * Compiling its own kernel there and then would make a one-shot render wait a second for NVRTC
 * (measured: 0.5 -> 1.5 s a render, BENCHMARKS.md 2026-11-27), and not compiling it at all left
 * every later render of the genome on the generic kernel. So `render` starts `flamebuild
 * kernels` on the file in a process of its own, detached (its own session, /dev/null for
 * input and output), and returns: the next render of the genome finds its kernel. One such
 * process at a time per kernel cache (an flock the process holds until it exits), so a loop
 * over a thousand genomes starts a compile only when none is running.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cli.h"
#include "../gpu/kernel_cache.h"
#include "../util/fs.h"

extern char **environ;

int cli_kernels_behind(const char *exe, const char *genome_path, const char *palettes, const char *arch) {
  char dir[4096], lock[4200], exe_copy[4096];
  fb_error err;
  if (kcache_default_dir(dir, sizeof dir, &err) < 0 || fb_make_dirs(dir, &err) < 0) return 0;
  snprintf(exe_copy, sizeof exe_copy, "%s", exe);
  snprintf(lock, sizeof lock, "%s/background-compile.lock", dir);
  /* Not close-on-exec: the compiling process inherits the descriptor and with it the lock. */
  const int fd = open(lock, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY, 0644);
  if (fd < 0) return 0;
  if (flock(fd, LOCK_EX | LOCK_NB) < 0) { /* one is running: this genome's turn comes later */
    close(fd);
    return 0;
  }
  /* Everything the child needs is made before fork: between fork and exec only
   * async-signal-safe calls (the render may have threads). */
  char pal_env[4200] = "";
  if (palettes) snprintf(pal_env, sizeof pal_env, "flam3_palettes=%s", palettes);
  size_t nenv = 0;
  while (environ[nenv]) nenv++;
  char **envp = malloc((nenv + 2) * sizeof *envp);
  if (!envp) {
    close(fd);
    return 0;
  }
  size_t k = 0;
  for (size_t i = 0; i < nenv; i++)
    if (!(palettes && !strncmp(environ[i], "flam3_palettes=", 15))) envp[k++] = environ[i];
  if (palettes) envp[k++] = pal_env;
  envp[k] = NULL;
  char arch_copy[32];
  snprintf(arch_copy, sizeof arch_copy, "%s", arch);
  char *argv[] = {exe_copy, "kernels", "--quiet", "-j", "1", "--arch", arch_copy, "--", (char *)genome_path, NULL};

  int started = 0;
  const pid_t child = fork();
  if (child == 0) {
    /* A session of its own, and a grandchild that init adopts: nothing waits for it, and a
     * Ctrl-C at the terminal after render returned does not reach it. */
    setsid();
    if (fork() != 0) _exit(0);
    const int null = open("/dev/null", O_RDWR);
    if (null >= 0) {
      dup2(null, 0);
      dup2(null, 1);
      dup2(null, 2);
    }
    execve(exe_copy, argv, envp);
    _exit(127);
  }
  if (child > 0) {
    int status;
    while (waitpid(child, &status, 0) < 0 && errno == EINTR) {
    }
    started = 1;
  }
  free(envp);
  close(fd); /* the lock stays with the compiling process */
  return started;
}
