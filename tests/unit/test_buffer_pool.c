/* Unit tests of scheduler/buffer_pool.c: reuse by size, the idle bound, the allocator and its
 * malloc fallback, zeroing, and threads taking and giving at once. */
#include <pthread.h>
#include <stdlib.h>

#include "check.h"
#include "scheduler/buffer_pool.h"

static int fake_allocs, fake_frees, fake_fail;
static int fake_live, fake_live_most; /* the allocator's buffers not yet freed; the most at once */
static pthread_mutex_t fake_lock = PTHREAD_MUTEX_INITIALIZER;

static int fake_alloc(void **p, size_t bytes, fb_error *err) {
  if (fake_fail) return fb_errorf(err, "no page-locked memory");
  *p = malloc(bytes);
  if (!*p) return fb_errorf(err, "out of memory");
  pthread_mutex_lock(&fake_lock);
  fake_allocs++;
  if (++fake_live > fake_live_most) fake_live_most = fake_live;
  pthread_mutex_unlock(&fake_lock);
  return 0;
}

static void fake_free(void *p) {
  pthread_mutex_lock(&fake_lock);
  fake_frees++;
  fake_live--;
  pthread_mutex_unlock(&fake_lock);
  free(p);
}

static const buffer_allocator fake = {fake_alloc, fake_free};

static void test_reuse_by_size(void) {
  fb_error err;
  buffer_pool *pool = buffer_pool_new(NULL, 4);
  CHECK(pool != NULL);
  unsigned char *a = buffer_pool_take(pool, 100000, 0, &err);
  CHECK(a != NULL);
  a[0] = 7;
  buffer_pool_give(pool, a);
  unsigned char *b = buffer_pool_take(pool, 100000, 0, &err);
  CHECK(b == a); /* same size: the same buffer */
  unsigned char *c = buffer_pool_take(pool, 100001, 0, &err);
  CHECK(c != NULL && c != a); /* another size: a new one */
  unsigned char *d = buffer_pool_take(pool, 100000, 0, &err);
  CHECK(d != NULL && d != a); /* a is taken */
  buffer_pool_stats s = buffer_pool_stats_of(pool);
  CHECK(s.takes == 4 && s.reuses == 1 && s.allocations == 3);
  CHECK(s.taken_bytes == 100000 + 100001 + 100000 && s.idle_bytes == 0);
  buffer_pool_give(pool, b);
  buffer_pool_give(pool, c);
  buffer_pool_give(pool, d);
  s = buffer_pool_stats_of(pool);
  CHECK(s.taken_bytes == 0 && s.idle_bytes == 300001);
  buffer_pool_give(pool, NULL);
  buffer_pool_free(pool);
}

static void test_zero(void) {
  fb_error err;
  buffer_pool *pool = buffer_pool_new(NULL, 2);
  unsigned char *a = buffer_pool_take(pool, 50000, 0, &err);
  memset(a, 0xAB, 50000);
  buffer_pool_give(pool, a);
  unsigned char *b = buffer_pool_take(pool, 50000, 1, &err);
  CHECK(b == a);
  int zero = 1;
  for (int i = 0; i < 50000; i++) zero &= b[i] == 0;
  CHECK(zero);
  buffer_pool_give(pool, b);
  unsigned char *c = buffer_pool_take(pool, 50000, 0, &err);
  CHECK(c == a && c[123] == 0); /* not zeroed on request only: still what the last user left */
  buffer_pool_give(pool, c);
  buffer_pool_free(pool);
}

static void test_keep_bound(void) {
  fb_error err;
  fake_allocs = fake_frees = fake_fail = 0;
  buffer_pool *pool = buffer_pool_new(&fake, 2);
  void *p[5];
  for (int i = 0; i < 5; i++) p[i] = buffer_pool_take(pool, 4096 * (size_t)(i + 1), 0, &err);
  CHECK(fake_allocs == 5 && fake_frees == 0);
  for (int i = 0; i < 5; i++) buffer_pool_give(pool, p[i]);
  /* Two idle buffers kept: the last two given back. */
  CHECK(fake_frees == 3);
  buffer_pool_stats s = buffer_pool_stats_of(pool);
  CHECK(s.idle_bytes == 4096 * 4 + 4096 * 5);
  void *again = buffer_pool_take(pool, 4096 * 5, 0, &err);
  CHECK(again == p[4]);
  void *gone = buffer_pool_take(pool, 4096 * 1, 0, &err);
  CHECK(gone != NULL && fake_allocs == 6);
  buffer_pool_give(pool, again);
  buffer_pool_give(pool, gone);
  buffer_pool_free(pool);
  CHECK(fake_allocs == fake_frees);
}

static void test_allocator_fallback(void) {
  fb_error err;
  fake_allocs = fake_frees = 0;
  fake_fail = 1;
  buffer_pool *pool = buffer_pool_new(&fake, 1);
  void *a = buffer_pool_take(pool, 8192, 1, &err);
  CHECK(a != NULL); /* malloc'd instead */
  buffer_pool_stats s = buffer_pool_stats_of(pool);
  CHECK(s.fallbacks == 1 && fake_allocs == 0);
  fake_fail = 0;
  void *b = buffer_pool_take(pool, 8192, 0, &err);
  CHECK(b != NULL && fake_allocs == 1);
  buffer_pool_give(pool, a);
  buffer_pool_give(pool, b); /* keep 1: a (malloc'd) is freed with free, not fake_free */
  CHECK(fake_frees == 0);
  buffer_pool_free(pool);
  CHECK(fake_frees == 1);
  buffer_pool *empty = buffer_pool_new(NULL, 0);
  CHECK(buffer_pool_take(empty, 0, 0, &err) == NULL);
  buffer_pool_free(empty);
}

/* At most n buffers from the allocator (buffer_pool_set_allocator_max): the rest malloc'd, an
 * idle allocator's buffer handed out before a malloc'd one, and a place freed when one of
 * them is evicted. */
static void test_allocator_max(void) {
  fb_error err;
  fake_allocs = fake_frees = fake_fail = fake_live = fake_live_most = 0;
  buffer_pool *pool = buffer_pool_new(&fake, 8);
  buffer_pool_set_allocator_max(pool, 2);
  void *a = buffer_pool_take(pool, 4096, 0, &err), *b = buffer_pool_take(pool, 4096, 0, &err);
  void *c = buffer_pool_take(pool, 4096, 0, &err); /* the third: malloc'd */
  CHECK(a && b && c && fake_allocs == 2 && buffer_pool_stats_of(pool).fallbacks == 0);
  buffer_pool_give(pool, c);
  buffer_pool_give(pool, a); /* idle: c (malloc'd, older) and a (the allocator's) */
  CHECK(buffer_pool_take(pool, 4096, 0, &err) == a);
  CHECK(buffer_pool_take(pool, 4096, 0, &err) == c);
  void *d = buffer_pool_take(pool, 8192, 0, &err); /* another size, still two of the allocator's */
  CHECK(d != NULL && fake_allocs == 2);
  buffer_pool_give(pool, d);
  buffer_pool_set_keep(pool, 0);
  buffer_pool_give(pool, b); /* evicted, with d: one place back */
  CHECK(fake_frees == 1 && fake_live == 1);
  void *e = buffer_pool_take(pool, 4096, 0, &err);
  CHECK(e != NULL && fake_allocs == 3 && fake_live == 2);
  buffer_pool_set_allocator_max(pool, 0); /* none more */
  void *f = buffer_pool_take(pool, 16384, 0, &err);
  CHECK(f != NULL && fake_allocs == 3);
  buffer_pool_give(pool, a);
  buffer_pool_give(pool, c);
  buffer_pool_give(pool, e);
  buffer_pool_give(pool, f);
  buffer_pool_free(pool);
  CHECK(fake_live == 0 && fake_live_most == 2);
}

static void *churn(void *arg) {
  buffer_pool *pool = arg;
  fb_error err;
  for (int i = 0; i < 2000; i++) {
    size_t bytes = (size_t)(1 + i % 3) * 10000;
    unsigned char *p = buffer_pool_take(pool, bytes, i % 2, &err);
    if (!p) return (void *)1;
    if (i % 2 && (p[0] != 0 || p[bytes - 1] != 0)) return (void *)1;
    memset(p, 0xFF, bytes);
    buffer_pool_give(pool, p);
  }
  return NULL;
}

static void test_threads(void) {
  buffer_pool *pool = buffer_pool_new(NULL, 6);
  pthread_t t[4];
  for (int i = 0; i < 4; i++) pthread_create(&t[i], NULL, churn, pool);
  int bad = 0;
  for (int i = 0; i < 4; i++) {
    void *r;
    pthread_join(t[i], &r);
    bad += r != NULL;
  }
  CHECK(bad == 0);
  buffer_pool_stats s = buffer_pool_stats_of(pool);
  CHECK(s.takes == 8000 && s.taken_bytes == 0 && s.reuses + s.allocations == s.takes);
  CHECK(s.idle_bytes <= 6 * 30000);
  buffer_pool_free(pool);

  /* The allocator's bound holds with threads allocating at once. */
  fake_allocs = fake_frees = fake_fail = fake_live = fake_live_most = 0;
  pool = buffer_pool_new(&fake, 1);
  buffer_pool_set_allocator_max(pool, 3);
  for (int i = 0; i < 4; i++) pthread_create(&t[i], NULL, churn, pool);
  bad = 0;
  for (int i = 0; i < 4; i++) {
    void *r;
    pthread_join(t[i], &r);
    bad += r != NULL;
  }
  CHECK(bad == 0 && fake_allocs > 0 && fake_live_most <= 3);
  buffer_pool_free(pool);
  CHECK(fake_live == 0);
}

int main(void) {
  RUN(test_reuse_by_size);
  RUN(test_zero);
  RUN(test_keep_bound);
  RUN(test_allocator_fallback);
  RUN(test_allocator_max);
  RUN(test_threads);
  return check_summary("buffer_pool");
}
