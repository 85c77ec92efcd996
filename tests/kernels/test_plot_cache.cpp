/*
 * test_plot_cache.cpp — the merge table of the iteration kernel's float path
 * (kernels/plot_cache.cuh) run on the CPU, its very text: a block is as many std::threads as it
 * has CUDA threads, __syncthreads a C++20 barrier, atomics std::atomic_ref, the launch's dynamic
 * shared memory a vector. Each thread plots samples as iterate.cuh's fb_plot does (the table
 * first, the buffer's atomic when the table does not take the sample), then the block flushes
 * the table, and the buffer is checked against a plain sum: the values are small integers, so
 * float sums are exact and any sample lost or added twice shows. Hot buckets make threads meet
 * on a slot's lock; a table smaller than the buckets makes them meet on slots held by others.
 * CI has no GPU; this is where the table's locking and accounting are tested.
 */
#include <atomic>
#include <barrier>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <thread>
#include <vector>

/* ---- CUDA as the table uses it, played by threads ---------------------------------------- */
struct float4 {
  float x, y, z, w;
};
static float4 make_float4(float x, float y, float z, float w) { return float4{x, y, z, w}; }
#define __device__
#define __forceinline__ inline
#define FB_CACHE_HOST_ATOMICS
static unsigned fb_cache_cas_acquire(unsigned *p, unsigned expected, unsigned desired) {
  std::atomic_ref<unsigned>(*p).compare_exchange_strong(expected, desired, std::memory_order_acquire);
  return expected; /* the old value, as the PTX's */
}
static void fb_cache_store_release(unsigned *p, unsigned v) {
  std::atomic_ref<unsigned>(*p).store(v, std::memory_order_release);
}
static float atomicAdd(float *p, float v) { return std::atomic_ref<float>(*p).fetch_add(v); }
static void atomicAdd(float4 *p, float4 v) {
  atomicAdd(&p->x, v.x);
  atomicAdd(&p->y, v.y);
  atomicAdd(&p->z, v.z);
  atomicAdd(&p->w, v.w);
}
static unsigned __umulhi(unsigned a, unsigned b) { return (unsigned)(((unsigned long long)a * b) >> 32); }

#define _Alignas(x) alignas(x)
extern "C" {
#include "kernels/gpu_layout.h"
}
#include "kernels/plot_cache.cuh"

/* ---- checks ------------------------------------------------------------------------------ */
#include "expect.h"

/* One case: `threads` threads of one block plot `per_thread` samples each over `nbuckets`, with
 * a table of `slots`, for `launches` launches (the table set up at each start, flushed at each
 * end, as fb_iterate does; with `keep`, the buckets that merged keep_min samples carried from one
 * launch to the next). A third of the samples go to 3 hot buckets. */
static void run_case(unsigned threads, unsigned per_thread, unsigned nbuckets, unsigned slots, int separate_count,
                     unsigned launches, int keep, unsigned seed) {
  std::vector<float4> hist(nbuckets, float4{0, 0, 0, 0}), want(nbuckets, float4{0, 0, 0, 0});
  std::vector<float> count(nbuckets, 0.0f), want_count(nbuckets, 0.0f);
  /* The samples, drawn up front: bucket, four values, a count. */
  const size_t n = (size_t)threads * per_thread * launches;
  std::vector<unsigned> bucket(n);
  std::vector<float4> value(n);
  std::vector<float> weight(n);
  srand(seed);
  for (size_t i = 0; i < n; i++) {
    const int r = rand() % 9;
    bucket[i] = r < 3 ? (unsigned)(r * 7919u) % nbuckets : (unsigned)rand() % nbuckets;
    value[i] = float4{(float)(rand() % 16), (float)(rand() % 16), (float)(rand() % 16), (float)(1 + rand() % 4)};
    weight[i] = (float)(1 + rand() % 3);
    want[bucket[i]].x += value[i].x;
    want[bucket[i]].y += value[i].y;
    want[bucket[i]].z += value[i].z;
    want[bucket[i]].w += value[i].w;
    want_count[bucket[i]] += weight[i];
  }
  std::vector<unsigned char> smem((size_t)slots * FB_GPU_CACHE_SLOT_BYTES(separate_count) + 16);
  void *const table_memory = smem.data() + (16 - (uintptr_t)smem.data() % 16) % 16; /* float4-aligned */
  std::atomic<unsigned long long> merged{0}, direct{0}, held{0};
  std::vector<unsigned> kept(slots, FB_CACHE_EMPTY), next(slots, FB_CACHE_EMPTY);
  const unsigned keep_min = per_thread * threads / 64; /* a 64th of a launch's samples */
  int hot_kept = 0;
  for (unsigned l = 0; l < launches; l++) {
    unsigned long long kept_at_start = 0; /* held from the start: their first sample merges */
    for (unsigned k : kept) kept_at_start += k != FB_CACHE_EMPTY;
    held -= kept_at_start;
    std::barrier<> bar((std::ptrdiff_t)threads);
    std::vector<std::thread> team;
    for (unsigned t = 0; t < threads; t++)
      team.emplace_back([&, t] {
        const fb_cache table = fb_cache_at(table_memory, slots, separate_count);
        fb_cache_clear(&table, keep ? kept.data() : nullptr, t, threads);
        bar.arrive_and_wait();
        for (unsigned k = 0; k < per_thread; k++) {
          const size_t i = ((size_t)l * threads + t) * per_thread + k;
          if (fb_cache_add(&table, bucket[i], value[i], weight[i])) continue;
          atomicAdd(&hist[bucket[i]], value[i]);
          if (separate_count) atomicAdd(&count[bucket[i]], weight[i]);
          direct++;
        }
        bar.arrive_and_wait();
        unsigned long long mine_held = 0;
        for (unsigned s = t; s < slots; s += threads) mine_held += table.keys[s] != FB_CACHE_EMPTY;
        held += mine_held;
        merged += fb_cache_flush(&table, hist.data(), separate_count ? count.data() : nullptr,
                                 keep ? next.data() : nullptr, keep_min, t, threads);
      });
    for (auto &th : team) th.join();
    if (keep) {
      kept = next;
      for (unsigned k : kept) hot_kept += k != FB_CACHE_EMPTY && (k == 0 || k == 7919u % nbuckets || k == 15838u % nbuckets);
    }
  }
  size_t bad = 0, first_bad = 0;
  for (unsigned b = 0; b < nbuckets; b++) {
    const int same = hist[b].x == want[b].x && hist[b].y == want[b].y && hist[b].z == want[b].z &&
                     hist[b].w == want[b].w && (!separate_count || count[b] == want_count[b]);
    if (!same && !bad++) first_bad = b;
  }
  EXPECT(bad == 0, "%u threads, %u buckets, %u slots, count %d: %zu buckets differ, first %zu (%g %g %g %g, want %g %g %g %g)",
         threads, nbuckets, slots, separate_count, bad, first_bad, hist[first_bad].x, hist[first_bad].y,
         hist[first_bad].z, hist[first_bad].w, want[first_bad].x, want[first_bad].y, want[first_bad].z,
         want[first_bad].w);
  /* Every sample went one way: to the buffer directly, as a free slot's first, or merged into a
   * slot holding its bucket. */
  EXPECT(direct + held + merged == n, "%llu direct + %llu first in a slot + %llu merged != %zu samples",
         (unsigned long long)direct, (unsigned long long)held, (unsigned long long)merged, n);
  /* A hot bucket takes a 9th of the samples: its slot, once it has one, is kept. */
  if (keep && slots >= 16) EXPECT(hot_kept > 0, "%u slots: no hot bucket kept over %u launches", slots, launches);
  /* Hot buckets repeat: with a few slots or more one of them holds a hot bucket, so the table
   * must have merged some (it is not skipped). */
  if (slots >= 16) EXPECT(merged > 0, "%u threads, %u slots: nothing merged", threads, slots);
}

int main() {
  for (int keep = 0; keep <= 1; keep++) {
    run_case(64, 2000, 5000, 256, 0, 3, keep, 1);   /* more buckets than slots: slots held by others */
    run_case(64, 2000, 5000, 256, 1, 3, keep, 2);   /* with the separate count */
    run_case(128, 500, 40, 2048, 0, 3, keep, 3);    /* fewer buckets than slots: most samples merged */
    run_case(32, 3000, 100000, 1, 1, 2, keep, 4);   /* one slot: every other bucket goes direct */
    run_case(96, 1000, 3, 2048, 1, 3, keep, 5);     /* three buckets, 96 threads on their locks */
    run_case(64, 1000, 7000, 2000, 0, 3, keep, 6);  /* a slot count that is not a power of two */
  }
  return expect_summary("plot_cache");
}
