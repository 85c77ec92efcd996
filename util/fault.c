/*
 * fault.c — FLAMEBUILD_KILL_AT and FLAMEBUILD_FAULT_AT (contract in fault.h).
 */
#include "fault.h"

#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

/* One environment variable's choice: the stage ("" = never) and its reach, read once. */
typedef struct fault_choice {
  const char *var;
  pthread_once_t once;
  char stage[32];
  long reach;
  atomic_long reached;
} fault_choice;

static fault_choice kill_at = {"FLAMEBUILD_KILL_AT", PTHREAD_ONCE_INIT, "", 0, 0};
static fault_choice fault_at = {"FLAMEBUILD_FAULT_AT", PTHREAD_ONCE_INIT, "", 0, 0};

static void read_choice(fault_choice *c) {
  const char *v = getenv(c->var);
  if (!v) return;
  const char *colon = strchr(v, ':');
  size_t len = colon ? (size_t)(colon - v) : strlen(v);
  long n = 1;
  if (colon) {
    char *end;
    n = strtol(colon + 1, &end, 10);
    if (end == colon + 1 || *end || n < 1) return;
  }
  if (len == 0 || len >= sizeof c->stage) return;
  memcpy(c->stage, v, len);
  c->stage[len] = 0;
  c->reach = n;
}

static void read_kill_at(void) { read_choice(&kill_at); }
static void read_fault_at(void) { read_choice(&fault_at); }

/* Counted across threads: the Nth reach of the process, whichever thread it is. */
static int chosen_now(fault_choice *c, void (*read)(void), const char *stage) {
  pthread_once(&c->once, read);
  if (!c->stage[0] || strcmp(stage, c->stage) != 0) return 0;
  return atomic_fetch_add(&c->reached, 1) + 1 == c->reach;
}

void fault_point(const char *stage) {
  if (chosen_now(&kill_at, read_kill_at, stage)) raise(SIGKILL);
}

int fault_happens(const char *stage) { return chosen_now(&fault_at, read_fault_at, stage); }
