/*
 * fault.c — FLAMEBUILD_KILL_AT (contract in fault.h).
 */
#include "fault.h"

#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

static pthread_once_t once = PTHREAD_ONCE_INIT;
static char chosen[32];   /* the stage; "" = never */
static long chosen_reach;
static atomic_long reached;

static void read_env(void) {
  const char *v = getenv("FLAMEBUILD_KILL_AT");
  if (!v) return;
  const char *colon = strchr(v, ':');
  size_t len = colon ? (size_t)(colon - v) : strlen(v);
  long n = 1;
  if (colon) {
    char *end;
    n = strtol(colon + 1, &end, 10);
    if (end == colon + 1 || *end || n < 1) return;
  }
  if (len == 0 || len >= sizeof chosen) return;
  memcpy(chosen, v, len);
  chosen[len] = 0;
  chosen_reach = n;
}

void fault_point(const char *stage) {
  pthread_once(&once, read_env);
  if (!chosen[0] || strcmp(stage, chosen) != 0) return;
  /* Counted across threads: the Nth reach of the process, whichever thread it is. */
  if (atomic_fetch_add(&reached, 1) + 1 == chosen_reach) raise(SIGKILL);
}
