/* parallel.c — a worker run on several threads (contract in parallel.h). */
#include "parallel.h"

#include <pthread.h>
#include <unistd.h>

typedef struct started_worker {
  void (*worker)(void *ctx, int thread);
  void *ctx;
  int thread;
} started_worker;

static void *start(void *arg) {
  const started_worker *s = arg;
  s->worker(s->ctx, s->thread);
  return NULL;
}

void parallel_run(int threads, int jobs, void (*worker)(void *ctx, int thread), void *ctx) {
  static atomic_int calls; /* parallel_run calls in progress, this one included */
  const int others = atomic_fetch_add(&calls, 1);
  if (threads <= 0) {
    const long cores = sysconf(_SC_NPROCESSORS_ONLN);
    const long share = cores / (others + 1);
    threads = share < 1 ? 1 : share > PARALLEL_MAX_THREADS ? PARALLEL_MAX_THREADS : (int)share;
  }
  if (threads > PARALLEL_MAX_THREADS) threads = PARALLEL_MAX_THREADS;
  if (threads > jobs) threads = jobs > 1 ? jobs : 1;
  pthread_t tid[PARALLEL_MAX_THREADS];
  started_worker s[PARALLEL_MAX_THREADS];
  int started = 0;
  for (int t = 1; t < threads; t++) {
    s[started] = (started_worker){worker, ctx, started + 1};
    if (pthread_create(&tid[started], NULL, start, &s[started]) == 0) started++;
  }
  worker(ctx, 0);
  for (int t = 0; t < started; t++) pthread_join(tid[t], NULL);
  atomic_fetch_sub(&calls, 1);
}

int parallel_take(atomic_int *next, int n) {
  const int i = atomic_fetch_add(next, 1);
  return i < n ? i : -1;
}
