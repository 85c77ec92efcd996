/*
 * gpu.h — the CUDA backend, as the CLI and the scheduler call it.
 *
 *   char what[256];
 *   if (gpu_probe(what, sizeof what)) ...            // "NVIDIA H200 (sm_90, 139 GiB)" or why not
 *   render_iterate_cuda(&frame, &opt, &hist, &err);  // same contract as render_iterate_cpu
 *   render_finish_cuda(&frame, &hist, &fo, &img, &err); // same contract as render_finish
 *
 *   // iterate and finish on the GPU; the histogram comes back only if hist is not NULL
 *   gpu_options g = {.finish = &fo, .image = &img};
 *   gpu_iterate(&frame, &opt, &g, want_buffer ? &hist : NULL, &stats, &err);
 *
 * ITERATE runs on the GPU into float accumulators that are flushed into a double histogram on
 * the device. Without gpu_options.finish that histogram is downloaded into `hist` (added to
 * what it holds, like the CPU backend), after which render_finish (CPU) or render_finish_cuda
 * turns it into an image. With gpu_options.finish, FINISH runs on the device on the histogram
 * where it is (kernels/finish.cuh: log scaling, density estimation, spatial filter, tone map,
 * quantise) and only the image comes back — plus the histogram when `hist` is given (for the
 * cache). On any error `hist` and the image are left as they were: never a partial buffer.
 *
 * Kernels are generated per genome structure and compiled with NVRTC on first use, then kept
 * in memory and in the kernel cache on disk (kernel_cache.h), so a second render of the same
 * structure compiles nothing. The finishing kernels are one static module, compiled once and
 * cached the same way. The process holds the device's primary context from the first call
 * until gpu_shutdown. Device buffers are kept from call to call and reused by the next call
 * that asks for the same sizes (gpu/device.h: at most a quarter of the device's memory).
 *
 * Not bit-identical to the CPU backend: points iterate in float (or double, on request) on
 * the GPU, and float atomics add in an order that varies between runs. The image agrees with
 * the CPU's and flam3's within the conformance test's noise-calibrated tolerance. FINISH on
 * the GPU is deterministic and follows render_finish's arithmetic in double, summation orders
 * included; it differs from the CPU's only by the last-bit errors of the device's log and pow
 * (bench/BENCHMARKS.md: pixel differences measured on the variation set).
 */
#ifndef FLAMEBUILD_GPU_H
#define FLAMEBUILD_GPU_H

#include "../render/render.h"
#include "cuda_api.h"
#include "kernel.h"

enum gpu_aggregate { GPU_AGGREGATE_AUTO, GPU_AGGREGATE_ON, GPU_AGGREGATE_OFF };

/* The host half of gpu_iterate: the frame's structure and kernel source, the images of its
 * parameter buffers (every sub-frame's xforms, choice tables, palette and camera:
 * frame_buffers.h) and the finish plan. Built without the device, on any thread, so that a
 * build's PREPARE workers do it and the render thread, which holds a device slot, only
 * uploads and launches: an Electric Sheep frame's 1,000 sub-frames cost 45-90 ms of CPU here
 * on the GPU machine, as long as the frame's iteration (bench/BENCHMARKS.md, "Planning at
 * scale"). Opaque; one gpu_iterate call uses it. */
typedef struct gpu_frame_host gpu_frame_host;

/* Which iteration kernel a frame runs (gpu_options.kernel). A structure's own kernel
 * (codegen_source) is the fast one but costs NVRTC 0.2–1.5 s the first time a structure is
 * seen; the generic kernel (codegen_generic_source) serves every structure and is compiled once
 * per NVRTC version and architecture, by the warm-up of a build or watch and by `flamebuild
 * kernels`. AUTO takes the frame's own kernel when it is loaded or in the disk cache; else the
 * generic one when it is ready and the frame is small (GPU_GENERIC_MAX_SAMPLES), so a small
 * frame never waits for NVRTC; else compiles its own (or waits for the thread compiling it). A structure whose own kernel cannot be made
 * (over CODEGEN_MAX_CLASSES classes, or NVRTC failed: a warning in the stats, the source
 * saved) runs the generic one. The environment variable FLAMEBUILD_KERNEL=own|generic
 * overrides AUTO (measurements, tests). */
enum gpu_kernel_choice { GPU_KERNEL_AUTO, GPU_KERNEL_OWN, GPU_KERNEL_GENERIC };
/* Why 4e9: the generic kernel runs at half its own's speed on a plain flame but 3-7x slower on
 * an Electric Sheep frame of 1,000 temporal samples (H200: a 1.4e10-sample frame took 1.8-3.4 s
 * on it, 0.35-0.5 s on its own kernel, which NVRTC makes in 0.2-1.5 s). Below 4e9 the
 * generic kernel's loss stays under a compile's time. */
#define GPU_GENERIC_MAX_SAMPLES 4e9

typedef struct gpu_options {
  const char *kernel_cache;  /* folder; NULL = kcache_default_dir; "" = no disk cache */
  int precision;             /* CODEGEN_FLOAT (default) or CODEGEN_DOUBLE */
  int aggregate;             /* enum gpu_aggregate: warp-aggregated atomics; AUTO turns them on
                                when the first batch shows a hot bucket */
  /* gpu_iterate: also FINISH on the device with these options into *image (which then owns
   * malloc'd pixels: render_image_free). `hist` may then be NULL: the histogram is not
   * downloaded. A `hist` with samples > 0 holds earlier samples: it is uploaded and added to
   * the new ones before finishing, so the image is that of the returned histogram. */
  const finish_options *finish;
  render_image *image;
  /* gpu_iterate with `finish` and a NULL hist: the canonical buffer (render.h:
   * render_hist_round_to_float) comes back here as floats, width*height*5 in render_hist's
   * layout: half the bytes of the double histogram to copy off the device (hist_encode_f32
   * stores it as it is). stats->samples and ->badvals say what the buffer holds. */
  float *hist_f32;
  /* gpu_iterate with `finish` and a NULL hist, instead of hist_f32: the canonical buffer packed
   * on the device into the payload of a format-3 cache entry (cache/hist_codec.h: the piece
   * table and pieces, which hist_packed_wrap puts behind its header), written into hist_packed,
   * which holds hist_packed_cap bytes (hist_packed_bound); stats->packed_bytes says how many.
   * A third of the float buffer's bytes come down, and the host has no encoding left to do. */
  unsigned char *hist_packed;
  size_t hist_packed_cap;
  double hot_bucket;         /* samples the hottest bucket may take between flushes of the
                                float accumulators (0: FB_HOT_BUCKET_TARGET, frame_buffers.h) */
  int de_scatter;            /* measurement only: density estimation by scatter with double
                                atomics (nondeterministic) instead of the gather */
  /* gpu_iterate: the frame's host half, built beforehand by gpu_frame_host_build for the same
   * frame, hist and options (else gpu_iterate builds its own). Still the caller's after. */
  gpu_frame_host *host;
  /* gpu_iterate, gpu_frame_host_build: draw the frame's rounds from this one on
   * (render_options.first_round: a cached buffer topped up). The earlier rounds' buffer is
   * `hist` (samples > 0), or, with a NULL hist, the floats in hist_f32 on entry; either is
   * added on the device before finishing. */
  uint64_t first_round;
  uint64_t end_round;        /* and stop before this round (render_options.end_round) */
  int kernel;                /* enum gpu_kernel_choice */
  /* gpu_iterate without `finish`: keep the frame's double histogram on the device between
   * calls (quality = auto's ladder, gpu_resident below). */
  struct gpu_resident *resident;
  /* gpu_iterate with `resident`, for quality = auto's ladder: bring back nothing of the
   * histogram (hist's buckets left as they were, its samples and badvals still counted; once
   * the ladder stops gpu_resident_download brings the whole buffer), but estimate the step's
   * noise where the buffer lives (gpu_noise). */
  struct gpu_noise *noise;
} gpu_options;

/* A ladder step's noise estimate on the device (render/noise.c's, from kernels/noise.h: the
 * pixels' part the same, the rows' sums in another order). Each call keeps the buffer's count
 * channel on the device (gpu_resident.kept); with share > 0 it first compares the buffer with
 * the count channel the previous call kept, which held `share` of its samples, and sets
 * `noise` (NaN: nothing lit). share 0: nothing to compare yet (the ladder's first step). */
typedef struct gpu_noise {
  double share;
  double noise;              /* out */
} gpu_noise;

/* A frame's double histogram kept on the device from one gpu_iterate call to the next, for a
 * caller that tops the same frame up step after step (quality = auto): each call adds its
 * rounds to the buffer where it is and copies all of it into `hist`'s buckets (which must hold
 * the earlier calls' result; or, with gpu_options.noise, nothing: hist's buckets are left
 * alone until gpu_resident_download), left as the device's sums, not rounded to float
 * (render_hist_round_to_float once the frame is done). Without it each call downloaded only its
 * own rounds into a fresh buffer and added them on the host: ~70 ms a 1080p step (83 MB
 * malloc'd, page faults, a pageable copy, the add). The accumulation the first call chose
 * (float atomics, or deferred: gpu_render_stats.started_over) holds for the later ones. If a
 * call fails, `hist` may be partly written: start the frame over from its first round (and
 * zeroed buckets). Zero it before the first call, which must find `hist` empty (else the calls
 * add on the host, as without it); gpu_resident_free once the frame is done, on the thread that
 * made the calls (the device it is bound to). */
typedef struct gpu_resident {
  CUdeviceptr out;           /* the double histogram; 0 before the first call */
  size_t bytes;
  CUdeviceptr kept;          /* gpu_options.noise: the count channel the last call kept */
  int device;                /* the device it lives on (gpu_thread_device) */
  int deferred;              /* the first call went deferred: the later ones too */
} gpu_resident;
void gpu_resident_free(gpu_resident *r);
/* The resident histogram as it stands into hist's buckets (the device's sums, unrounded), for a
 * ladder whose steps brought back nothing (gpu_options.noise). On the thread that made the
 * calls. */
int gpu_resident_download(const gpu_resident *r, render_hist *hist, fb_error *err);

typedef struct gpu_finish_stats {
  gpu_kernel_stats kernel;   /* the finishing module: compiled, from the disk cache or in memory */
  double upload_s;           /* gpu_finish: the host histogram to the device (gpu_finish_f32:
                                the floats, and widening them to doubles there); gpu_iterate:
                                the earlier samples of `hist` */
  double de_s;               /* log scaling and density estimation kernels */
  double output_s;           /* spatial filter, tone map and quantise kernel */
  double download_s;         /* the image to the host */
  double total_s;            /* the whole finish, allocation and module lookup included */
  double device_mib;         /* device memory the finish allocated besides the histogram */
} gpu_finish_stats;

typedef struct gpu_render_stats {
  gpu_kernel_stats kernel;   /* hits / misses / compile time of this call */
  double prepare_s;          /* host: the frame's buffers, the kernel source, the finish plan */
  double setup_s;            /* the module (memory, disk or NVRTC) and the device buffers */
  double lock_s;             /* of setup_s: waiting for the device (another frame's setup, the
                                warm-up's module load) */
  double modules_s;          /* of setup_s: the iteration and finishing modules found and loaded
                                (compiled, when nothing compiled them before) */
  double alloc_s;            /* of setup_s: getting the device buffers (the pool: ~0 when their
                                sizes repeat) and their uploads and memsets */
  int device_allocs;         /* buffers the call had to cuMemAlloc (0: all reused) */
  double iterate_s;          /* the launches and flushes (host clock around synchronised work) */
  double download_s;         /* the histogram (or its float copy, or packed) and counters to the host */
  size_t packed_bytes;       /* gpu_options.hist_packed: the payload's size */
  double total_s;            /* the whole call */
  double samples;            /* samples plotted or tried (the sample budget) */
  int threads;               /* threads of the launch grid: what the GPU holds resident, at most */
  int slots;                 /* trajectories in flight (gpu_layout.h), >= threads */
  int launches;
  int separate_count;        /* 1: a second atomic per sample for the density count */
  int aggregated;            /* 1: warp-aggregated atomics were on at the end */
  int cache_slots;           /* the merge table's slots at the frame's start (kernels/plot_cache.cuh);
                                0: none (a fixed-point frame, or too few chunks to fill the GPU) */
  int cache_kept;            /* 1: the table was still on at the end (it goes when it merges little) */
  double cache_merged_share; /* samples merged into held slots per step, over the launches with it */
  int fixed;                 /* 1: deterministic (fixed-point) accumulation; 0: float */
  int deferred;              /* 1: the sorted accumulation (kernels/tiles.h) */
  int started_over;          /* 1: auto began with float atomics and its first batch's hot
                                bucket (hottest_share) sent the frame to the deferred sums */
  double hottest_share;      /* largest share of a batch's samples that one bucket received */
  int regs, local_bytes;     /* of the iteration kernel */
  int generic;               /* 1: iterated with the generic kernel (gpu_options.kernel) */
  char warning[1100];        /* "" or why the frame's own kernel could not be used */
  char arch[16];             /* "sm_90" */
  char device[256];          /* gpu_probe's description */
  double badvals;            /* bad values met (what hist->badvals receives) */
  int finished;              /* 1: the image was finished on the device (gpu_options.finish) */
  gpu_finish_stats finish;   /* when finished */
} gpu_render_stats;

/* ITERATE on the GPU with default options (float points, default cache). */
int render_iterate_cuda(const render_frame *frame, const render_options *opt, render_hist *hist, fb_error *err);

/* The same with options and statistics (either may be NULL). `hist` may be NULL only with
 * gopt->finish; then stats->samples and stats->badvals say what hist->samples and ->badvals
 * would have received. */
int gpu_iterate(const render_frame *frame, const render_options *opt, const gpu_options *gopt, render_hist *hist,
                gpu_render_stats *stats, fb_error *err);

/* gpu_iterate of one frame on `devices` GPUs at once (the case of fewer frames to render than
 * GPUs; split.c): its rounds cut among them as render_iterate_split cuts them, the calling
 * thread's device drawing the first range and the others each on a thread bound to another
 * device; their histograms are copied to the calling thread's device and added there, where
 * the frame is finished and its outputs made as gpu_iterate makes them (gopt: finish, image,
 * hist_packed or hist_f32; host, if given, is made over for the first range). stats are the
 * calling thread's device's, with every share's samples and bad values. A frame that cannot
 * be split (render_split_rounds: 1), devices < 2 or no gopt->finish: gpu_iterate. */
int gpu_iterate_split(const render_frame *frame, const render_options *opt, const gpu_options *gopt, int devices,
                      render_hist *hist, gpu_render_stats *stats, fb_error *err);

/* Compiles the frame's iteration kernel (and, with gopt->finish, the finishing module) into
 * the disk kernel cache if it is not there, without waiting on a render in progress: a build's
 * workers call it while preparing frames, so the render thread finds the kernels compiled
 * (a compile of the same kernel already under way is waited for, not repeated). When the
 * frame's own kernel is not compiled but the generic kernel is ready, the own kernel compiles
 * on a thread of its own and this returns at once: the frame renders with the generic kernel
 * rather than wait. Does nothing without a disk cache. stats (may be NULL) counts what was
 * compiled here. */
/* How many frames iterate on the device at once, each from its own render thread on its own
 * stream (gpu_iterate gives the device lock up while its launches run): 3, or
 * $FLAMEBUILD_GPU_FRAMES (1-8). A 1080p frame of quality 200 is 41,472 chunks, a third of the
 * threads an H200 holds resident; three such frames fill it. */
/* Builds the host half of gpu_iterate(frame, ..., gopt, hist, ...) into *out (free with
 * gpu_frame_host_free). Fails as gpu_iterate would on an invalid frame or finish. */
int gpu_frame_host_build(const render_frame *frame, const render_hist *hist, const gpu_options *gopt,
                         gpu_frame_host **out, fb_error *err);
/* The host half made over for the rounds [first_round, end_round) of `frame` — the frame it
 * was built for, at the same or another quality (quality = auto's ladder: every step draws the
 * next rounds of the frame at a higher quality): only the launch grid changes, the sub-frames'
 * arrays (an Electric Sheep frame's 1,000 prepared sub-frames) are kept. Then pass it to
 * gpu_iterate with gpu_options.first_round / end_round the same. */
int gpu_frame_host_set_rounds(gpu_frame_host *h, const render_frame *frame, uint64_t first_round, uint64_t end_round,
                              fb_error *err);
/* The iteration kernel's source (what gpu_precompile compiles). */
const char *gpu_frame_host_source(const gpu_frame_host *h);
/* Which generic kernel serves the frame's structure meanwhile (codegen_generic_block). */
int gpu_frame_host_generic_block(const gpu_frame_host *h);
void gpu_frame_host_free(gpu_frame_host *h);

int gpu_frames_at_once(void);

/* Every GPU of a host. A build renders on several devices at once: its render thread i works
 * on device i % gpu_device_count() (gpu_bind_thread), each device with its own context,
 * modules (compiled once per architecture: the disk cache is shared) and memory; frames go to
 * whichever thread is free, so a faster device takes more of them. Any other thread works on
 * the first device. */
enum { GPU_MAX_DEVICES = 16 };
/* Chooses the devices: "all" (or NULL, ""; what a build uses if this is never called) or
 * ordinals "0,2" (a device listed twice gets two sets of render threads). Call before the
 * first GPU use. Returns how many, or -1 with the reason (no such device, a bad list). */
int gpu_use_devices(const char *spec, fb_error *err);
/* How many devices a build spreads frames over: those chosen, else every one the driver sees
 * (at least 1). */
int gpu_device_count(void);
/* Binds the calling thread to device index % gpu_device_count(). */
void gpu_bind_thread(int index);
/* The CUDA ordinal of the calling thread's device. */
int gpu_thread_device(void);
/* The calling thread's device slot: its gpu_bind_thread index modulo gpu_device_count(). */
int gpu_thread_slot(void);

/* The frame's kernels into the disk cache before its render asks for them. A small frame
 * (GPU_GENERIC_MAX_SAMPLES) whose own kernel is not compiled while the generic one is ready
 * returns at once, its own compiled on a thread behind (gpu_warm_up_wait joins those); a large
 * one waits for NVRTC here. */
int gpu_precompile(const render_frame *frame, const gpu_options *gopt, gpu_kernel_stats *stats, fb_error *err);

/* Starts the device on a thread of its own: the context, and the finishing module compiled
 * into gopt's kernel cache (if not there) and loaded, so that the first frame's render finds
 * them ready instead of paying for them after planning and compiling; then, when the generic
 * kernel is not in that cache, its compile on a thread of its own (gpu_warm_up_generic).
 * Returns at once; errors are left for the render to meet. gpu_warm_up_wait joins both
 * threads (call it before gpu_shutdown); a start while one runs does nothing. */
void gpu_warm_up_start(const gpu_options *gopt);
void gpu_warm_up_wait(void);
/* The generic kernel (gpu.h: gpu_kernel_choice) compiled into `cache` for `arch` on a thread
 * of its own, unless it is there or compiling already; gpu_warm_up_wait joins it. */
void gpu_warm_up_generic(const char *arch, const char *cache);

/* 0 once a kernel fault made the device unusable for the rest of the process, else 1. */
int gpu_device_usable(void);

/* FINISH on the GPU from a host histogram (e.g. one from the buffer cache): uploads it, runs
 * the finishing kernels, downloads the image. Same contract and validation as render_finish;
 * gopt (may be NULL) gives the kernel cache; stats may be NULL. */
int gpu_finish(const render_frame *frame, const render_hist *hist, const finish_options *opt, const gpu_options *gopt,
               render_image *out, gpu_finish_stats *stats, fb_error *err);

/* A ladder's resident histogram finished where it is (gpu_finish's result): rounded on the
 * device to the canonical values (render_hist_round_to_float's), whose floats come into
 * canon[width · height · 5] (the cache's form, hist_encode_f32), then finished into `out` —
 * the bytes a frame of those rounds iterated and finished in one go gets. `shape`: the frame's
 * histogram size. The histogram stays (rounded) until gpu_resident_free. On the thread that
 * made the calls. */
int gpu_resident_finish(const gpu_resident *r, const render_frame *frame, const render_hist *shape, float *canon,
                        const finish_options *opt, const gpu_options *gopt, render_image *out, gpu_finish_stats *stats,
                        fb_error *err);
/* gpu_finish from the canonical buffer as floats (the cache's form; gpu_options.hist_f32):
 * `buckets` holds shape->width * shape->height * 5 floats in render_hist's layout; `shape`
 * gives width, height, samples and badvals, and its own buckets pointer is not read (may be
 * NULL). The floats are uploaded (half the bytes of doubles) and widened to the double
 * histogram on the device, exactly, so the image is byte-identical to gpu_finish's of the same
 * values as doubles. Same validation and errors as gpu_finish. */
int gpu_finish_f32(const render_frame *frame, const render_hist *shape, const float *buckets, const finish_options *opt,
                   const gpu_options *gopt, render_image *out, gpu_finish_stats *stats, fb_error *err);
/* gpu_finish from a format-3 cache entry's payload (hist_packed_payload has checked its header,
 * checksum and table): uploaded as it is, a third of the floats' bytes, and unpacked on the
 * device (gpu/hist_pack.h) into the histogram. A piece that does not decode is "corrupt cache
 * entry: …" (the caller discards the entry). Otherwise as gpu_finish_f32. */
int gpu_finish_packed(const render_frame *frame, const render_hist *shape, const unsigned char *payload, size_t bytes,
                      const finish_options *opt, const gpu_options *gopt, render_image *out, gpu_finish_stats *stats,
                      fb_error *err);

/* gpu_finish with the default kernel cache: a drop-in for render_finish. */
int render_finish_cuda(const render_frame *frame, const render_hist *hist, const finish_options *opt,
                       render_image *out, fb_error *err);

/* Page-locked ("pinned") host memory, which the device copies to and from about twice as fast
 * as malloc'd memory (e.g. gpu_options.hist_f32). Callable from any thread, also while another
 * thread renders: it waits on the device lock only to start the device on first use. Returns
 * -1 with the reason when no GPU is usable (or the memory cannot be had): fall back to malloc.
 * Free with gpu_host_free (NULL is fine), and free every such buffer BEFORE gpu_shutdown: the
 * memory belongs to the device's context, which gpu_shutdown releases (a buffer freed after it
 * is ignored: it went with the context). */
int gpu_host_alloc(void **p, size_t bytes, fb_error *err);
void gpu_host_free(void *p);

/* Unloads the modules, releases the cached device buffers and the device (the next call starts
 * again). Every gpu_host_alloc buffer must have been freed before. */
void gpu_shutdown(void);

#endif
