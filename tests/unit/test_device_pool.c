/* Unit tests of gpu/device_pool.c with a fake device allocator: reuse of exact sizes only, the
 * bounds on cached bytes and blocks (least recently freed evicted first), release-all, the
 * out-of-memory path (release the cache, retry once), and blocks the pool did not hand out. */
#include <stdlib.h>

#include "check.h"
#include "gpu/device_pool.h"

/* A fake device: addresses count up from 0x1000 (never reused, so a reuse shows), `capacity`
 * bytes in all; allocating beyond it reports DEVICE_POOL_OOM. */
typedef struct fake_device {
  size_t capacity, used;
  CUdeviceptr next;
  int allocs, frees, fail_hard;
  CUdeviceptr freed[64];
  size_t sizes[64];          /* by (address - 0x1000) / 0x100000, for used bytes on free */
} fake_device;

static int fake_alloc(void *ctx, CUdeviceptr *p, size_t bytes, fb_error *err) {
  fake_device *d = ctx;
  d->allocs++;
  if (d->fail_hard) return fb_errorf(err, "fake: device lost");
  if (d->used + bytes > d->capacity) {
    fb_errorf(err, "fake: out of memory");
    return DEVICE_POOL_OOM;
  }
  *p = d->next;
  d->sizes[(d->next - 0x1000) / 0x100000] = bytes;
  d->next += 0x100000;
  d->used += bytes;
  return 0;
}

static void fake_free(void *ctx, CUdeviceptr p) {
  fake_device *d = ctx;
  if (d->frees < 64) d->freed[d->frees] = p;
  d->frees++;
  d->used -= d->sizes[(p - 0x1000) / 0x100000];
}

static fake_device dev;
static device_pool pool;

static void setup(size_t capacity, size_t limit, int max_blocks) {
  memset(&dev, 0, sizeof dev);
  dev.capacity = capacity;
  dev.next = 0x1000;
  device_pool_ops ops = {fake_alloc, fake_free, &dev};
  device_pool_init(&pool, &ops, limit, max_blocks);
}

static void test_reuse_exact_size(void) {
  setup(1 << 20, 1 << 20, 64);
  fb_error err;
  CUdeviceptr a, b, c, d;
  CHECK(device_pool_alloc(&pool, &a, 1000, &err) == 0 && a != 0);
  device_pool_free(&pool, a);
  CHECK(dev.frees == 0); /* kept */
  CHECK(device_pool_alloc(&pool, &b, 1000, &err) == 0);
  CHECK(b == a && dev.allocs == 1);          /* same size: the same block */
  CHECK(device_pool_alloc(&pool, &c, 1000, &err) == 0);
  CHECK(c != a && dev.allocs == 2);          /* a is handed out: a new one */
  device_pool_free(&pool, b);
  CHECK(device_pool_alloc(&pool, &d, 1001, &err) == 0);
  CHECK(d != a && dev.allocs == 3);          /* another size: never the cached block */
  CHECK(device_pool_alloc(&pool, &b, 999, &err) == 0);
  CHECK(b != a && dev.allocs == 4);
  device_pool_stats s = device_pool_stats_of(&pool);
  CHECK(s.hits == 1 && s.misses == 4 && s.cached_blocks == 1 && s.cached_bytes == 1000);
  CHECK(s.live_blocks == 3 && s.live_bytes == 1000 + 1001 + 999);
  CHECK(device_pool_cached_bytes(&pool) == 1000);
  device_pool_free(&pool, b);
  device_pool_free(&pool, c);
  device_pool_free(&pool, d);
  device_pool_free(&pool, 0); /* ignored */
  s = device_pool_stats_of(&pool);
  CHECK(s.live_blocks == 0 && s.live_bytes == 0 && s.cached_blocks == 4 && s.cached_bytes == 4000);
  CHECK(dev.frees == 0);
  device_pool_destroy(&pool);
  CHECK(dev.frees == 4 && dev.used == 0);
}

/* Two blocks of one size: the most recently freed comes back first (the warmest). */
static void test_most_recent_of_a_size_first(void) {
  setup(1 << 20, 1 << 20, 64);
  fb_error err;
  CUdeviceptr a, b, x;
  CHECK(device_pool_alloc(&pool, &a, 512, &err) == 0);
  CHECK(device_pool_alloc(&pool, &b, 512, &err) == 0);
  device_pool_free(&pool, a);
  device_pool_free(&pool, b);
  CHECK(device_pool_alloc(&pool, &x, 512, &err) == 0 && x == b);
  CHECK(device_pool_alloc(&pool, &x, 512, &err) == 0 && x == a);
  CHECK(dev.allocs == 2);
  device_pool_free(&pool, a);
  device_pool_free(&pool, b);
  device_pool_destroy(&pool);
  CHECK(dev.frees == 2);
}

static void test_byte_bound_evicts_least_recently_freed(void) {
  setup(1 << 20, 3000, 64);
  fb_error err;
  CUdeviceptr p[4];
  for (int i = 0; i < 4; i++) CHECK(device_pool_alloc(&pool, &p[i], 1000 + (size_t)i, &err) == 0);
  device_pool_free(&pool, p[2]);
  device_pool_free(&pool, p[0]);
  device_pool_free(&pool, p[3]);
  CHECK(dev.frees == 1 && dev.freed[0] == p[2]); /* 1002 + 1000 + 1003 > 3000: the first freed goes */
  device_pool_free(&pool, p[1]);
  CHECK(dev.frees == 2 && dev.freed[1] == p[0]); /* then the next oldest */
  device_pool_stats s = device_pool_stats_of(&pool);
  CHECK(s.cached_blocks == 2 && s.cached_bytes == 1003 + 1001 && s.evictions == 2);
  /* A block larger than the whole bound is never kept. */
  CUdeviceptr big;
  CHECK(device_pool_alloc(&pool, &big, 5000, &err) == 0);
  device_pool_free(&pool, big);
  CHECK(dev.frees == 3 && dev.freed[2] == big);
  CHECK(device_pool_stats_of(&pool).cached_blocks == 2);
  /* Lowering the bound evicts at once, oldest first; 0 keeps nothing. */
  device_pool_set_limit(&pool, 1003);
  CHECK(dev.frees == 4 && dev.freed[3] == p[3]);
  device_pool_set_limit(&pool, 0);
  CHECK(dev.frees == 5 && dev.freed[4] == p[1]);
  CUdeviceptr q;
  CHECK(device_pool_alloc(&pool, &q, 10, &err) == 0);
  device_pool_free(&pool, q);
  CHECK(dev.frees == 6 && device_pool_cached_bytes(&pool) == 0);
  device_pool_destroy(&pool);
  CHECK(dev.used == 0);
}

static void test_block_count_bound(void) {
  setup(1 << 20, 1 << 20, 2);
  fb_error err;
  CUdeviceptr p[3];
  for (int i = 0; i < 3; i++) CHECK(device_pool_alloc(&pool, &p[i], 4 + (size_t)i, &err) == 0);
  for (int i = 0; i < 3; i++) device_pool_free(&pool, p[i]);
  CHECK(dev.frees == 1 && dev.freed[0] == p[0]);
  CHECK(device_pool_stats_of(&pool).cached_blocks == 2);
  device_pool_destroy(&pool);
  CHECK(dev.frees == 3);
}

static void test_release_all(void) {
  setup(1 << 20, 1 << 20, 64);
  fb_error err;
  CUdeviceptr a, b, c;
  CHECK(device_pool_alloc(&pool, &a, 100, &err) == 0);
  CHECK(device_pool_alloc(&pool, &b, 200, &err) == 0);
  CHECK(device_pool_alloc(&pool, &c, 300, &err) == 0);
  device_pool_free(&pool, a);
  device_pool_free(&pool, b);
  device_pool_release_all(&pool);
  CHECK(dev.frees == 2 && dev.used == 300); /* c is handed out: untouched */
  device_pool_stats s = device_pool_stats_of(&pool);
  CHECK(s.cached_blocks == 0 && s.cached_bytes == 0 && s.live_blocks == 1);
  /* Nothing cached any more: a request of a's size allocates. */
  CUdeviceptr d;
  CHECK(device_pool_alloc(&pool, &d, 100, &err) == 0 && dev.allocs == 4);
  device_pool_free(&pool, c);
  device_pool_free(&pool, d);
  device_pool_destroy(&pool);
  CHECK(dev.used == 0 && dev.frees == 4);
}

static void test_out_of_memory_releases_and_retries_once(void) {
  setup(3000, 1 << 20, 64);
  fb_error err;
  CUdeviceptr a, b, c;
  CHECK(device_pool_alloc(&pool, &a, 1000, &err) == 0);
  CHECK(device_pool_alloc(&pool, &b, 1500, &err) == 0);
  device_pool_free(&pool, a);
  device_pool_free(&pool, b);
  CHECK(dev.used == 2500); /* cached, still the device's */
  /* 2000 does not fit beside the cache: released, then the retry succeeds. */
  CHECK(device_pool_alloc(&pool, &c, 2000, &err) == 0 && c != 0);
  CHECK(dev.allocs == 4 && dev.frees == 2 && dev.used == 2000);
  device_pool_stats s = device_pool_stats_of(&pool);
  CHECK(s.oom_retries == 1 && s.cached_blocks == 0);
  /* Out of memory with nothing cached: no retry, DEVICE_POOL_OOM and the message come back. */
  CUdeviceptr d = 77;
  err.msg[0] = 0;
  CHECK(device_pool_alloc(&pool, &d, 2000, &err) == DEVICE_POOL_OOM);
  CHECK(d == 0 && dev.allocs == 5 && strstr(err.msg, "out of memory") != NULL);
  /* Out of memory even after the release: one retry only. */
  device_pool_free(&pool, c); /* cached: 2000 */
  CHECK(device_pool_alloc(&pool, &d, 3500, &err) == DEVICE_POOL_OOM);
  CHECK(dev.allocs == 7 && dev.frees == 3 && device_pool_stats_of(&pool).oom_retries == 2);
  /* Another failure: no retry, and the cache is kept. */
  CHECK(device_pool_alloc(&pool, &a, 100, &err) == 0);
  device_pool_free(&pool, a);
  dev.fail_hard = 1;
  CHECK(device_pool_alloc(&pool, &d, 200, &err) == -1);
  CHECK(d == 0 && dev.allocs == 9 && strstr(err.msg, "device lost") != NULL);
  CHECK(device_pool_stats_of(&pool).cached_blocks == 1);
  dev.fail_hard = 0;
  device_pool_destroy(&pool);
  CHECK(dev.used == 0);
}

static void test_foreign_and_forgotten_blocks(void) {
  setup(1 << 20, 1 << 20, 64);
  fb_error err;
  CUdeviceptr a, foreign;
  CHECK(fake_alloc(&dev, &foreign, 64, &err) == 0);
  device_pool_free(&pool, foreign); /* not the pool's: straight to ops.free */
  CHECK(dev.frees == 1 && device_pool_cached_bytes(&pool) == 0);
  CHECK(device_pool_alloc(&pool, &a, 128, &err) == 0);
  CHECK(device_pool_alloc(&pool, &a, 0, &err) == -1 && a == 0); /* no empty blocks */
  CHECK(device_pool_alloc(&pool, &a, 128, &err) == 0);
  device_pool_destroy(&pool); /* a and its twin are still out: forgotten, not freed */
  CHECK(dev.frees == 1);
  device_pool_free(&pool, a); /* a destroyed pool drops it */
  CHECK(dev.frees == 1);
  CHECK(device_pool_alloc(&pool, &a, 8, &err) == -1 && a == 0);
}

int main(void) {
  RUN(test_reuse_exact_size);
  RUN(test_most_recent_of_a_size_first);
  RUN(test_byte_bound_evicts_least_recently_freed);
  RUN(test_block_count_bound);
  RUN(test_release_all);
  RUN(test_out_of_memory_releases_and_retries_once);
  RUN(test_foreign_and_forgotten_blocks);
  return check_summary("device_pool");
}
