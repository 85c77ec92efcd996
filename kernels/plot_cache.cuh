/*
 * plot_cache.cuh — a block's samples merged in shared memory before they reach the frame's float
 * buffer (the float path of iterate.cuh's fb_plot). CUDA only; a unit test runs this text on CPU
 * threads (tests/kernels/test_plot_cache.cpp).
 *
 * Why: at 1080p the iteration kernel's cost past its arithmetic is its float4 atomics, and what
 * they cost is their number, not their bytes (bench/BENCHMARKS.md: without them the bench median
 * is ~80 G it/s on an H100 or an H200; 32-, 64- and 128-bit atomics cost the same). Many genomes
 * gather their samples on a few thousand buckets (the bench's final-xform lights 1% of a 1080p
 * frame's buckets, and its hottest 2,048 hold a third of its samples), so a block's samples often
 * repeat a bucket within a launch, and the repeats of the hottest buckets also queue up behind
 * each other in L2.
 *
 * How: a table of `slots` buckets in the launch's dynamic shared memory, kept for the launch.
 * The first bucket to reach a free slot keeps it; later samples of that bucket are added there
 * under the slot's lock (its key set to FB_CACHE_BUSY); a sample whose slot holds another bucket,
 * or is busy, goes to the global atomic as before — no thread ever waits. At the launch's end
 * each slot goes to the buffer with one atomic. First come rather than evict-on-conflict: for
 * samples drawn from the frame's density a slot holds bucket b with probability p_b / P(slot)
 * either way, so the hit rate is a direct-mapped cache's, without the eviction's atomic. Better
 * still is each slot holding its hottest bucket (final-xform at 1080p: 31% of the samples against
 * 19%, julia-swirl 41% against 24%): so a slot that merged at least `keep_min` samples in a launch
 * keeps its bucket for the block's next launch (fb_cache_flush writes the keys out, fb_cache_clear
 * reads them back), and the others are free again — over a frame's launches the slots settle on
 * the hot buckets, and follow them when they move (motion blur).
 *
 * The table is small on purpose: shared memory is taken from the SM's L1, and the kernel's
 * memory-bound genomes slow down as L1 shrinks (a 192 KB table cost linear-spherical 40%), so a
 * launch with the table runs one block of FB_GPU_CACHE_BLOCK threads an SM with a table of a
 * few thousand slots, and a frame whose samples do not repeat (gpu/batches.c measures the merged
 * share of each launch) turns it off.
 *
 * Summation order: a slot's samples are summed in float, then added to the buffer's float sum —
 * another order of the same float additions (the float path is not bit-reproducible anyway; the
 * deterministic paths never use the table).
 */
#ifndef FLAMEBUILD_PLOT_CACHE_CUH
#define FLAMEBUILD_PLOT_CACHE_CUH

#define FB_CACHE_EMPTY FB_GPU_CACHE_EMPTY /* keys: no bucket (gpu_layout.h; buckets are below 2^32 - 2) */
#define FB_CACHE_BUSY 0xfffffffeu  /* keys: a thread is adding to the slot */

/* The table's arrays, carved from the launch's dynamic shared memory: values (float4 RGBA sums)
 * first, then the keys, the samples merged into each slot beyond its first, and the density
 * counts when the frame counts them apart (fb_gpu_args.separate_count): gpu_layout.h's
 * FB_GPU_CACHE_SLOT_BYTES a slot. */
typedef struct fb_cache {
  float4 *values;
  unsigned *keys, *merged;
  float *counts; /* NULL: no separate count */
  unsigned slots;
} fb_cache;

static __device__ __forceinline__ fb_cache fb_cache_at(void *smem, unsigned slots, int separate_count) {
  fb_cache c;
  c.values = (float4 *)smem;
  c.keys = (unsigned *)(c.values + slots);
  c.merged = c.keys + slots;
  c.counts = separate_count ? (float *)(c.merged + slots) : (float *)0;
  c.slots = slots;
  return c;
}

/* A thread's share of setting the table up at a launch's start: slots first, first + stride, …
 * hold the buckets `kept` names (NULL: none) with nothing summed yet. */
static __device__ __forceinline__ void fb_cache_clear(const fb_cache *c, const unsigned *kept, unsigned first,
                                                      unsigned stride) {
  for (unsigned i = first; i < c->slots; i += stride) {
    c->keys[i] = kept ? kept[i] : FB_CACHE_EMPTY;
    c->merged[i] = 0;
    c->values[i] = make_float4(0.0f, 0.0f, 0.0f, 0.0f);
    if (c->counts) c->counts[i] = 0.0f;
  }
}

/* The slot of a bucket: Fibonacci hashing, its high bits scaled to the slot count (any count). */
static __device__ __forceinline__ unsigned fb_cache_slot(unsigned bucket, unsigned slots) {
  return __umulhi(bucket * 2654435761u, slots);
}

/* The slot's lock: a compare-and-swap with acquire semantics (it sees the sums the last holder
 * wrote) and a store with release semantics (its sums are seen before the key that frees them),
 * at block scope. Not __threadfence_block around relaxed atomics: with those fences in the step
 * loop the kernel ran 4-18% slower on the genomes that never use the table (linear-spherical
 * 74 -> 61 G it/s on an H100), and julia-swirl 16% slower with it (bench/BENCHMARKS.md). The
 * unit test provides these two with std::atomic_ref (FB_CACHE_HOST_ATOMICS). */
#ifndef FB_CACHE_HOST_ATOMICS
static __device__ __forceinline__ unsigned fb_cache_cas_acquire(unsigned *p, unsigned expect, unsigned desired) {
  unsigned old;
  asm volatile("atom.acquire.cta.shared.cas.b32 %0, [%1], %2, %3;"
               : "=r"(old)
               : "r"((unsigned)__cvta_generic_to_shared(p)), "r"(expect), "r"(desired)
               : "memory");
  return old;
}
static __device__ __forceinline__ void fb_cache_store_release(unsigned *p, unsigned v) {
  asm volatile("st.release.cta.shared.u32 [%0], %1;" ::"r"((unsigned)__cvta_generic_to_shared(p)), "r"(v) : "memory");
}
#endif

/* Adds a sample (v: RGBA, n: its count) to its bucket's slot. 1: taken; 0: the caller adds it
 * to the buffer itself. */
static __device__ __forceinline__ int fb_cache_add(const fb_cache *c, unsigned bucket, float4 v, float n) {
  const unsigned h = fb_cache_slot(bucket, c->slots);
  const unsigned k = *(volatile unsigned *)(c->keys + h);
  if (k == FB_CACHE_EMPTY) {
    if (fb_cache_cas_acquire(c->keys + h, FB_CACHE_EMPTY, FB_CACHE_BUSY) != FB_CACHE_EMPTY) return 0;
    c->values[h] = v;
    if (c->counts) c->counts[h] = n;
  } else {
    if (k != bucket || fb_cache_cas_acquire(c->keys + h, bucket, FB_CACHE_BUSY) != bucket) return 0;
    float4 s = c->values[h];
    s.x += v.x;
    s.y += v.y;
    s.z += v.z;
    s.w += v.w;
    c->values[h] = s;
    if (c->counts) c->counts[h] += n;
    c->merged[h]++;
  }
  fb_cache_store_release(c->keys + h, bucket);
  return 1;
}

/* A thread's share of adding the table to the buffer (after the block's last fb_cache_add: a
 * barrier between), and of writing to `keep` (NULL: not kept) the buckets whose slots merged at
 * least keep_min samples, FB_CACHE_EMPTY for the others. Returns the samples its slots merged
 * (into a bucket the slot already held: kept from the launch before, or taken in this one). */
static __device__ __forceinline__ unsigned long long fb_cache_flush(const fb_cache *c, float4 *hist, float *count,
                                                                    unsigned *keep, unsigned keep_min,
                                                                    unsigned first, unsigned stride) {
  unsigned long long merged = 0;
  for (unsigned i = first; i < c->slots; i += stride) {
    const unsigned b = c->keys[i];
    if (keep) keep[i] = b != FB_CACHE_EMPTY && c->merged[i] >= keep_min ? b : FB_CACHE_EMPTY;
    if (b == FB_CACHE_EMPTY) continue;
    merged += c->merged[i];
    const float4 v = c->values[i];
    const float n = c->counts ? c->counts[i] : 0.0f;
    if (v.x == 0.0f && v.y == 0.0f && v.z == 0.0f && v.w == 0.0f && n == 0.0f) continue; /* kept, never hit */
    atomicAdd(hist + b, v);
    if (c->counts) atomicAdd(count + b, n);
  }
  return merged;
}

#endif
