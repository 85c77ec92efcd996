/*
 * frame.h — one planned frame's work, cut into the stages the pipeline (pipeline.h) runs on
 * different threads:
 *
 *   frame_prepare  any thread    interpolate the frame; load and decode its cached buffer
 *                                (a re-finish), or allocate and touch a fresh one
 *   frame_render   the render    ITERATE on the backend (GPU, else CPU; under `auto` a GPU
 *                  thread        failure falls back to the CPU) and FINISH where the buffer is
 *                                on a GPU; a re-finish finishes on the GPU when there is one
 *   frame_output   any thread    store an iterated buffer in the cache, FINISH on the CPU if
 *                                the GPU did not, write the PNG (temp + rename), fill the result
 *
 * Each stage reads only the job, the parsed sequence (immutable while frames are in flight)
 * and the session's frame_env (the cache, the buffer pool, the options): never the store, and
 * nothing of the build that runs it (build.h). The same functions run one after another for
 * `-j 1` and for the watcher, so a pipelined build writes exactly the bytes a serial one
 * writes.
 */
#ifndef FLAMEBUILD_FRAME_H
#define FLAMEBUILD_FRAME_H

#include <stdatomic.h>

#include "../plan/plan.h"
#include "../render/render.h"

/* What a frame's stages read of the session that renders them (a build, a watcher, a farm
 * worker: build_ctx holds one, build_frame_env), set before its first frame. The stages only
 * read it, but for the two notes that say a warning once. */
typedef struct frame_env {
  const project *p;          /* paths and settings */
  struct cache *buffers;     /* accumulation buffers (cache/store.h): thread-safe, every entry written to a temp
                                name of its own */
  struct buffer_pool *frames; /* frames' big host buffers, reused (page-locked with a GPU) */
  int use_gpu;               /* the project's backend resolved: auto found a GPU */
  const char *kernel_cache;  /* compiled GPU kernels' folder (gpu_options.kernel_cache) */
  int threads;               /* the CPU backend's threads (build_options.threads; 0: all cores) */
  int allow_broken;          /* a frame that fails the [check] limits is written, with a warning */
  atomic_int gpu_fallback_said; /* auto: the first GPU failure was reported */
  atomic_int kernel_warning_said; /* a frame's own kernel could not be made: said once */
} frame_env;

/* A rendered frame's outcome: what the store records of it (build_frame_record) and what
 * its log line says. */
typedef struct frame_result {
  store_frame row;           /* index, time, keys, backend, samples, seconds */
  int iterated;              /* 0: finished from the cached buffer */
  double samples_iterated;   /* drawn by its iteration (0 for a re-finish; a top-up: only the
                                samples its cached buffer lacked) */
  uint64_t auto_rounds;      /* quality = auto: the rounds it stopped at (0: not auto) */
  double auto_noise;         /* and the noise it had there (NaN: too few samples to measure) */
} frame_result;

/* Hooks of one frame's render, for whoever may change their mind while it runs. */
typedef struct frame_control {
  render_progress_fn progress; /* between chunks of the iteration; nonzero cancels it */
  int (*abandon)(void *ctx);   /* after the iteration (its buffer is cached by then) and before
                                  writing the PNG; nonzero abandons the frame */
  void *ctx;
} frame_control;


typedef struct frame_job {
  /* What to render (set by the caller; the job never moves once prepared: the interpolated
   * frame points into itself). */
  frame_env *env;
  const sequence *seq;
  planned_frame pf;
  const frame_control *ctl; /* may be NULL */
  void *tag;                 /* the caller's */
  int split_devices;         /* the caller's: this frame may take up to this many GPUs at once
                                (fewer frames to render than GPUs); 0 or 1: one */

  /* Between the stages. */
  sequence_frame f;
  render_geometry geo;
  render_hist hist;          /* double buckets, except after a GPU iteration: then only its
                                size, samples and badvals, and the buckets are in canon */
  float *canon;              /* the canonical buffer as floats, from b->frames: what the GPU
                                iterated (gpu_options.hist_f32) or the cache entry a GPU
                                re-finishes (gpu_finish_f32) */
  /* A format-3 cache entry (cache/hist_codec.h): its header's room, then the payload the GPU
   * packed (gpu_options.hist_packed) into a buffer of b->frames — the iterated frame's buffer
   * instead of canon —, or the entry a GPU re-finishes as it was read (malloc'd: packed_read),
   * whose payload it unpacks on the device (gpu_finish_packed). */
  unsigned char *packed;
  size_t packed_bytes;       /* the payload's bytes */
  int packed_read;           /* packed is the cache's entry read back */
  int packed_wrapped;        /* its header is written (hist_packed_wrap) */
  render_image img;
  int cached;                /* hist came from the cache: re-finish */
  uint64_t first_round;      /* hist (or canon) holds the frame's cached rounds up to this one:
                                a top-up iterates the rest (render_sampling) */
  double base_samples;       /* the samples those rounds hold */
  double samples_iterated;   /* drawn by this job's iteration */
  char buffer_key[65];       /* the key its buffer is cached under: pf.iter_key, but for an auto
                                frame (auto_quality.h) the key of the rounds it stopped at */
  int auto_ladder;           /* quality = auto, iterating: render climbs the ladder */
  int on_devices;            /* > 1: iterated on that many GPUs at once (gpu_iterate_split) */
  int auto_on_cpu;           /* the ladder went on on the CPU after the GPU failed */
  uint64_t auto_rounds;      /* quality = auto: the rounds the frame stopped at */
  double auto_noise;         /* and its noise there */
  int iterated, finished;    /* finished: img holds the image (the GPU finished it) */
  const char *backend;       /* "cuda:N" (the device), "cpu" or "cache" */
  char backend_name[32];     /* "cuda:N", "cuda:N generic" (the generic kernel: gpu_options.kernel), "cuda:xN" (split) */
  double t0;                 /* when prepare began */
  double render_busy_s;      /* frame_render's time (the backend's iterate and finish) */
  double stage_t[3][2];      /* when each stage began and ended (CLOCK_MONOTONIC s): build -v */
  double gpu_prepare_s, gpu_setup_s, gpu_lock_s, gpu_modules_s, gpu_alloc_s, gpu_iterate_s, gpu_finish_s,
      gpu_download_s;        /* of render_busy_s (gpu_render_stats) */
  double compile_s;          /* of frame_prepare: compiling the frame's kernels (gpu_precompile) */
  double host_half_s, kernels_s, buffer_s; /* of frame_prepare on a GPU: the host half built, the
                                kernels looked up (compile_s of it), the buffer taken (build -v) */
  struct gpu_frame_host *gpu_host; /* on a GPU: the frame's host half, built in PREPARE (gpu.h) */
  double out_encode_s, out_store_s, out_finish_s, out_png_s; /* of frame_output: encode and write
                                the cache entry, finish on the CPU, encode and write the PNG */
  struct hist_encoder *scratch; /* the cache entry's encoder: the worker's own, kept from frame
                                to frame (pipeline.c); NULL = a one-off */
  int split;                 /* frame_output_split: the cache entry is stored beside frame_output */

  /* The outcome. */
  int rc;                    /* 0 done (res), -1 failed (err) */
  fb_error err;
  frame_result res;
  int stops_build;           /* the next frames would fail too: the PNG could not be written (a
                                full disk…), or the GPU failed under backend = cuda */

  struct frame_job *next[2]; /* the pipeline's queues (a split job is in two at once) */
  int parts_left;            /* the pipeline's: output halves not yet done */
} frame_job;

/* A job for frame pf of a parsed sequence; NULL when out of memory. */
frame_job *frame_job_new(frame_env *env, const sequence *seq, const planned_frame *pf, const frame_control *ctl,
                         void *tag);
void frame_job_free(frame_job *j);

/* The stages, in order. Each returns j->rc: once a stage fails, the later ones return at once,
 * so a job always goes through all three (and ends with its buffers freed). */
int frame_prepare(frame_job *j);
int frame_render(frame_job *j);
/* Called once by each render thread with its number: with several GPUs, thread i renders on
 * device i % gpu_device_count(). */
void frame_bind_renderer(int index);
int frame_output(frame_job *j);

/* frame_output in two halves that two threads may run at once. For an iterated frame,
 * frame_output_split returns 1 and marks the job; then frame_store_buffer (compress and store
 * the cache entry) and frame_output (finish, PNG, result) run in any order, possibly at the
 * same time, and frame_output_join, after both, frees the buffers. Returns 0 (and frame_output
 * does everything) otherwise. A frame's result then comes in the time of the longer half, not
 * of both: the last frames of a build, which nothing hides, finish sooner. */
int frame_output_split(frame_job *j);
void frame_store_buffer(frame_job *j);
void frame_output_join(frame_job *j);

/* Bytes a frame of this sequence holds while in flight (buffer and image): what the pipeline
 * bounds. */
double frame_bytes_estimate(const sequence *seq);

#endif
