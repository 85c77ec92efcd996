/*
 * test_tile_kernels.cpp — the deferred path's GPU kernels (kernels/tile_kernels.cuh) run on the
 * CPU, their very text: a block is as many fibers as it has CUDA threads (ucontext stacks, run
 * in turn on one OS thread), __syncthreads a barrier at which a fiber yields until every fiber
 * of the block has arrived, a warp's shuffles the same barrier over its 32 fibers around a
 * shared slot, atomics std::atomic_ref, __shared__ a function's static (one block runs at a
 * time). The host's sequence of gpu/batches.c (count, scan, one or two grouping passes, sum) is
 * played on logs of random samples with hot buckets and FB_TILE_NONE holes, and checked against
 * a plain sum: each pass's order (entries of a key inside that key's places), that nothing is
 * lost or doubled, and the 64-bit sums bit for bit — with one grouping pass (frames of few
 * tiles) and with two. CI has no GPU; this is where the kernels' logic — the staged scatter's
 * batches, its fallback, the compact second pass — is tested.
 *
 * Why fibers and not a std::thread per CUDA thread: these kernels never wait on another thread
 * but at a barrier, so switching at barriers alone runs them exactly as a block would, and a
 * block of 1,024 OS threads cost the suite 110 CPU s, 82 of them in the kernel's futexes.
 * (test_plot_cache.cpp keeps real threads: its table's locks are spin-waits on other threads.)
 * The switch itself is ours on x86-64 (fiber_swap below), swapcontext elsewhere.
 */
#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstdint>
#include <cstring>
#include <sys/mman.h>
#include <ucontext.h>
#include <vector>
#if defined(__SANITIZE_ADDRESS__)
#include <sanitizer/common_interface_defs.h>
#endif

#define _Alignas(x) alignas(x)
extern "C" {
#include "kernels/tiles.h"
}

/* ---- A fiber's context ---------------------------------------------------------------------
 * swapcontext saves and restores the signal mask, a system call at every switch, and the x87
 * environment: with getcontext at every fiber's start that was half the test's CPU time (perf:
 * __swapcontext, rt_sigprocmask, and ASan's interceptor clearing the shadow of the stack it
 * switches to), for state no fiber changes. On x86-64, fiber_swap saves what the ABI has a
 * callee keep (rbx, rbp, r12-r15, MXCSR, the x87 control word) on the stack it leaves, stores
 * that stack's pointer, and returns on the other stack; ASan is told of each switch as before
 * (its fiber annotations). Elsewhere, ucontext. */
#if defined(__x86_64__)
struct fiber_ctx {
  void *sp;
};
extern "C" void fiber_swap(void **save_sp, void *next_sp);
asm(R"(
  .pushsection .text
  .globl fiber_swap
  .type fiber_swap, @function
fiber_swap:
  pushq %rbp
  pushq %rbx
  pushq %r12
  pushq %r13
  pushq %r14
  pushq %r15
  subq $8, %rsp
  stmxcsr (%rsp)
  fnstcw 4(%rsp)
  movq %rsp, (%rdi)
  movq %rsi, %rsp
  ldmxcsr (%rsp)
  fldcw 4(%rsp)
  addq $8, %rsp
  popq %r15
  popq %r14
  popq %r13
  popq %r12
  popq %rbx
  popq %rbp
  ret
  .size fiber_swap, .-fiber_swap
  .popsection
)");
static void ctx_swap(fiber_ctx *from, const fiber_ctx *to) { fiber_swap(&from->sp, to->sp); }
/* A stack whose first fiber_swap to it "returns" into entry, as if called (entry never returns):
 * from the top, entry's return address (none), entry, the six registers, MXCSR and the control
 * word at their defaults. */
static void ctx_make(fiber_ctx *c, char *stack, size_t size, void (*entry)()) {
  void **sp = (void **)((uintptr_t)(stack + size) & ~(uintptr_t)15);
  *--sp = nullptr;
  *--sp = (void *)entry;
  for (int i = 0; i < 6; i++) *--sp = nullptr;
  const uint32_t csr[2] = {0x1f80u, 0x037fu};
  memcpy(--sp, csr, sizeof csr);
  c->sp = sp;
}
#else
struct fiber_ctx {
  ucontext_t uc;
};
static void ctx_swap(fiber_ctx *from, const fiber_ctx *to) { swapcontext(&from->uc, &to->uc); }
static void ctx_make(fiber_ctx *c, char *stack, size_t size, void (*entry)()) {
  getcontext(&c->uc);
  c->uc.uc_stack.ss_sp = stack;
  c->uc.uc_stack.ss_size = size;
  c->uc.uc_link = nullptr;
  makecontext(&c->uc, entry, 0);
}
#endif

/* ---- CUDA as the kernels use it, played by fibers ----------------------------------------- */
struct dim3 {
  unsigned x, y, z;
};
static dim3 threadIdx, blockIdx, blockDim, gridDim;

/* The block's fibers and the scheduler that resumes them in turn. A fiber runs until it waits
 * at a barrier (or ends); the scheduler sets threadIdx before resuming each. A fiber's stack is
 * 64 KB: the kernels run in 16 KB (ASan's frames included), and ASan clears the shadow of the
 * whole stack it switched to at every swapcontext — with 256 KB stacks that memset and the
 * pages it touched were 19 of the test's 31 CPU seconds. */
enum { FIBER_STACK = 64 << 10, MAX_BLOCK = 1024 };
struct fiber_barrier;
struct fiber {
  fiber_ctx ctx;
  char *stack;
  bool done;
  const fiber_barrier *waiting; /* the barrier it waits at, NULL when runnable */
  unsigned long waiting_generation;
};
static fiber fibers[MAX_BLOCK];
static fiber_ctx scheduler_ctx;
static unsigned current_fiber;
static void (*fiber_kernel)(fb_gpu_tile_args);
static const fb_gpu_tile_args *fiber_args;
#if defined(__SANITIZE_ADDRESS__)
static const void *scheduler_stack_bottom;
static size_t scheduler_stack_size;
#endif

/* ASan follows the switches between stacks only when told (its fiber annotations). */
static void switch_to_fiber(unsigned t) {
#if defined(__SANITIZE_ADDRESS__)
  void *fake = nullptr;
  __sanitizer_start_switch_fiber(&fake, fibers[t].stack, FIBER_STACK);
  ctx_swap(&scheduler_ctx, &fibers[t].ctx);
  __sanitizer_finish_switch_fiber(fake, &scheduler_stack_bottom, &scheduler_stack_size);
#else
  ctx_swap(&scheduler_ctx, &fibers[t].ctx);
#endif
}
static void fiber_entered() {
#if defined(__SANITIZE_ADDRESS__)
  __sanitizer_finish_switch_fiber(nullptr, &scheduler_stack_bottom, &scheduler_stack_size);
#endif
}
static void switch_to_scheduler(bool ending) {
#if defined(__SANITIZE_ADDRESS__)
  void *fake = nullptr;
  __sanitizer_start_switch_fiber(ending ? nullptr : &fake, scheduler_stack_bottom, scheduler_stack_size);
  ctx_swap(&fibers[current_fiber].ctx, &scheduler_ctx);
  __sanitizer_finish_switch_fiber(fake, &scheduler_stack_bottom, &scheduler_stack_size);
#else
  (void)ending;
  ctx_swap(&fibers[current_fiber].ctx, &scheduler_ctx);
#endif
}
static void fiber_main() {
  fiber_entered();
  fiber_kernel(*fiber_args);
  fibers[current_fiber].done = true;
  switch_to_scheduler(true); /* never resumed */
}

/* A barrier of `expected` fibers: the last to arrive opens it; the others yield, and the
 * scheduler passes them over until it has. */
struct fiber_barrier {
  unsigned expected, arrived;
  unsigned long generation;
  void arrive_and_wait() {
    if (++arrived == expected) {
      arrived = 0;
      generation++;
      return;
    }
    fibers[current_fiber].waiting = this;
    fibers[current_fiber].waiting_generation = generation;
    switch_to_scheduler(false); /* resumed once the barrier has opened */
  }
};
static fiber_barrier block_barrier, warp_barrier[MAX_BLOCK / 32];
static unsigned warp_slot[MAX_BLOCK / 32][32];
static std::vector<fm_u32> dynamic_smem;

static void __syncthreads() { block_barrier.arrive_and_wait(); }

/* Every lane of the warp posts its value, then reads lane `src`'s. */
static unsigned warp_exchange(unsigned v, int src) {
  const int w = threadIdx.x >> 5, lane = threadIdx.x & 31;
  warp_slot[w][lane] = v;
  warp_barrier[w].arrive_and_wait();
  const unsigned r = warp_slot[w][src];
  warp_barrier[w].arrive_and_wait();
  return r;
}
static unsigned __shfl_xor_sync(unsigned, unsigned v, int off) { return warp_exchange(v, (threadIdx.x & 31) ^ off); }
static unsigned __shfl_up_sync(unsigned, unsigned v, int off) {
  const int lane = threadIdx.x & 31;
  return warp_exchange(v, lane >= off ? lane - off : lane);
}
template <class T> static T atomicAdd(T *p, T v) { return std::atomic_ref<T>(*p).fetch_add(v); }
static unsigned atomicMin(unsigned *p, unsigned v) {
  std::atomic_ref<unsigned> a(*p);
  unsigned old = a.load();
  while (v < old && !a.compare_exchange_weak(old, v)) {
  }
  return old;
}
static unsigned atomicMax(unsigned *p, unsigned v) {
  std::atomic_ref<unsigned> a(*p);
  unsigned old = a.load();
  while (v > old && !a.compare_exchange_weak(old, v)) {
  }
  return old;
}
using std::max;
using std::min;
struct alignas(16) uint4 {
  unsigned x, y, z, w;
};
#define __global__
#define __launch_bounds__(n)
#define __shared__ static
#define FB_TILE_DYNAMIC_SMEM(name) fm_u32 *name = dynamic_smem.data()

#include "kernels/tile_kernels.cuh"

/* One launch: blocks one after another, each a team of fibers run in turn until all end. */
static void launch(void (*kernel)(fb_gpu_tile_args), unsigned grid, unsigned block, const fb_gpu_tile_args &a) {
  if (block > MAX_BLOCK || (block & (block - 1)) || block < 32) {
    fprintf(stderr, "launch: a block of %u threads\n", block);
    exit(2);
  }
  gridDim = {grid, 1, 1};
  blockDim = {block, 1, 1};
  fiber_kernel = kernel;
  fiber_args = &a;
  block_barrier = fiber_barrier{block, 0, 0};
  for (unsigned w = 0; w < block / 32; w++) warp_barrier[w] = fiber_barrier{32, 0, 0};
  for (unsigned b = 0; b < grid; b++) {
    blockIdx = {b, 0, 0};
    for (unsigned t = 0; t < block; t++) {
      fiber &f = fibers[t];
      if (!f.stack) {
        void *m = mmap(nullptr, FIBER_STACK, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
        if (m == MAP_FAILED) {
          perror("mmap");
          exit(2);
        }
        f.stack = (char *)m;
      }
      ctx_make(&f.ctx, f.stack, FIBER_STACK, fiber_main);
      f.done = false;
      f.waiting = nullptr;
    }
    /* Resumed in an order of the block's own (an odd stride from a random start: a permutation
     * when the block is a power of two), so atomics meet in other orders from block to block. */
    const unsigned start = (unsigned)rand() % block, stride = ((unsigned)rand() % block) | 1u;
    for (unsigned left = block; left > 0;)
      for (unsigned k = 0; k < block; k++) {
        const unsigned t = (start + k * stride) % block;
        fiber &f = fibers[t];
        if (f.done || (f.waiting && f.waiting->generation == f.waiting_generation)) continue;
        f.waiting = nullptr;
        current_fiber = t;
        threadIdx = {t, 0, 0};
        switch_to_fiber(t);
        if (fibers[t].done) left--;
      }
  }
}

/* ---- checks ------------------------------------------------------------------------------ */
#include "expect.h"

/* The first index in [0, n) whose key (bucket >> shift) is smaller than its predecessor's. */
static size_t first_out_of_order(const std::vector<fm_u32> &b, size_t n, unsigned shift) {
  for (size_t i = 1; i < n; i++)
    if ((b[i] >> shift) < (b[i - 1] >> shift)) return i;
  return n;
}

/* A log of `n` entries over `nbuckets`: a fifth FB_TILE_NONE, a seventh on one hot bucket (a
 * tile that fills whole batches), the rest uniform; a sample's value packs four 16-bit channels
 * and, with separate_count, a count of its own. */
static void run_case(unsigned nbuckets, unsigned n, int separate_count, unsigned seed) {
  const unsigned bits = fb_tile_bits_for(nbuckets), ntiles = (nbuckets + (1u << bits) - 1) >> bits;
  std::vector<fm_u32> log_bucket(n), sorted_bucket(n, 0xdeadbeefu);
  std::vector<fm_u64> log_value(n), sorted_value(n);
  std::vector<unsigned short> log_count(n), sorted_count(n);
  srand(seed);
  for (unsigned i = 0; i < n; i++) {
    const int r = rand() % 35;
    log_bucket[i] = r < 7 ? FB_TILE_NONE : r < 12 ? (nbuckets / 3 + 17) % nbuckets : (fm_u32)(rand() % nbuckets);
    log_value[i] = (fm_u64)(rand() & 0xffff) | (fm_u64)(rand() & 0xffff) << 16 | (fm_u64)(rand() & 0xffff) << 32 |
                   (fm_u64)(rand() & 0xffff) << 48;
    log_count[i] = (unsigned short)(rand() & 0xffff);
  }
  std::vector<fm_u64> want(4ull * nbuckets), want_count(nbuckets);
  unsigned valid = 0;
  for (unsigned i = 0; i < n; i++) {
    if (log_bucket[i] == FB_TILE_NONE) continue;
    valid++;
    for (int ch = 0; ch < 4; ch++) want[4ull * log_bucket[i] + ch] += fb_tile_part(log_value[i], ch);
    want_count[log_bucket[i]] += log_count[i];
  }
  std::vector<fm_u32> tile_count(ntiles), tile_start(ntiles + 1), tile_cursor(ntiles),
      group_cursor((ntiles >> FB_TILE_GROUP_SHIFT) + 1);
  std::vector<fm_u64> hist(4ull * nbuckets), count(nbuckets);
  fb_gpu_tile_args ta;
  memset(&ta, 0, sizeof ta);
  ta.log_bucket = (fm_u64)(size_t)log_bucket.data();
  ta.log_value = (fm_u64)(size_t)log_value.data();
  ta.log_count = (fm_u64)(size_t)log_count.data();
  ta.sorted_bucket = (fm_u64)(size_t)sorted_bucket.data();
  ta.sorted_value = (fm_u64)(size_t)sorted_value.data();
  ta.sorted_count = (fm_u64)(size_t)sorted_count.data();
  ta.tile_count = (fm_u64)(size_t)tile_count.data();
  ta.tile_start = (fm_u64)(size_t)tile_start.data();
  ta.tile_cursor = (fm_u64)(size_t)tile_cursor.data();
  ta.group_cursor = (fm_u64)(size_t)group_cursor.data();
  ta.hist = (fm_u64)(size_t)hist.data();
  ta.count = (fm_u64)(size_t)count.data();
  ta.nentries = n;
  ta.ntiles = ntiles;
  ta.tile_bits = bits;
  ta.nbuckets = nbuckets;
  ta.separate_count = (fm_u32)separate_count;
  /* gpu/batches.c's sequence and arguments. */
  const unsigned chunks = (n + FB_TILE_CHUNK - 1) / FB_TILE_CHUNK;
  dynamic_smem.assign(ntiles, 0);
  launch(fb_tile_count, (n + FB_TILE_COUNT_CHUNK - 1) / FB_TILE_COUNT_CHUNK, 256, ta);
  launch(fb_tile_scan, 1, 1024, ta);
  EXPECT(tile_start[ntiles] == valid, "%u tiles: the scan counts %u entries, the log has %u", ntiles,
         tile_start[ntiles], valid);
  fb_gpu_tile_args pass[2], sums;
  const int passes = fb_tile_pass_args(&ta, pass, &sums);
  EXPECT(passes == (ntiles <= FB_TILE_ONE_PASS_MAX ? 1 : 2), "%u tiles: %d grouping passes", ntiles, passes);
  size_t g = valid;
  if (passes == 2) { /* the first pass's entries each inside its group's places */
    launch(fb_tile_scatter, chunks, FB_TILE_STAGE_KEYS, pass[0]);
    g = first_out_of_order(sorted_bucket, valid, bits + FB_TILE_GROUP_SHIFT);
    EXPECT(g == valid, "%u buckets, %u entries: the first pass's entry %zu is out of its group", nbuckets, n, g);
  }
  launch(fb_tile_scatter, chunks, FB_TILE_STAGE_KEYS, pass[passes - 1]);
  /* The sums read the last pass's output: the sorted arrays after one pass, the log's after two. */
  const std::vector<fm_u32> &by_tile = passes == 1 ? sorted_bucket : log_bucket;
  size_t misplaced = valid;
  for (size_t i = 0; i < valid && misplaced == valid; i++) {
    const fm_u32 t = by_tile[i] >> bits;
    if (by_tile[i] >= nbuckets || i < tile_start[t] || i >= tile_start[t + 1]) misplaced = i;
  }
  EXPECT(misplaced == valid, "%u buckets, %u entries: the last pass put entry %zu outside its tile's places",
         nbuckets, n, misplaced);
  if (g != valid || misplaced != valid) return; /* the sums would walk misplaced tiles forever */
  dynamic_smem.assign(5u << bits, 0);
  launch(fb_tile_accumulate, (valid + FB_TILE_RANGE - 1) / FB_TILE_RANGE, 1024, sums);
  EXPECT(hist == want, "%u buckets, %u entries: the tiles' RGBA sums differ from the plain sum", nbuckets, n);
  if (separate_count)
    EXPECT(count == want_count, "%u buckets, %u entries: the counts differ from the plain sum", nbuckets, n);
}

int main() {
  /* One grouping pass: a small frame, a 1080p-sized one (257 tiles of 8,192), a lone tile, and
   * logs that end mid-batch. Two: a 5 M-bucket frame (4,883 tiles in 77 groups) and an
   * 8K-sized one (8,100 tiles: small batches span many groups, so the second pass goes entry
   * by entry). */
  run_case(70000, 50000, 0, 1);
  run_case(70000, 5003, 1, 2);
  run_case(2100000, 300000, 0, 3);
  run_case(1000, 40000, 1, 5);
  run_case(70000, 16384 * 2 + 2047, 0, 6);
  run_case(5000000, 300000, 1, 7);
  run_case(33177600, 200000, 1, 4);
  return expect_summary("tile_kernels");
}
