/*
 * emulate.h — the GPU's iteration, run on the CPU: what the CUDA backend will draw, on any
 * machine. A check, not a speed path (one core, a few tens of millions of samples a second).
 *
 *   render_hist hist;                     // render_hist_alloc for the frame's geometry
 *   gpu_emulate_iterate(&frame, &opt, &hist, &err);
 *   render_finish(&frame, &hist, &fo, &img, &err);   // GPU finishing equals the CPU's
 *
 * Same contract as render_iterate_cpu. It runs the GPU backend's launch plan and slots
 * (gpu/frame_buffers.h; for a GPU of 96 resident threads) with the kernel's own text compiled for float points
 * (gpu/emulate_kernel.c), batches sized by the same policy, samples added in float and
 * flushed into the double histogram as fb_flush does. So a precision problem of the GPU shows
 * here — in `make test`, without a GPU. What cannot be emulated: the order in which the
 * device's atomics add (here: fixed), the last-ulp differences between CUDA's and glibc's
 * float functions, and the GPU's contraction of a*b+c into fused multiply-adds.
 * `flamebuild render --backend gpu-emulation` uses it.
 */
#ifndef FLAMEBUILD_GPU_EMULATE_H
#define FLAMEBUILD_GPU_EMULATE_H

#include "../render/render.h"

int gpu_emulate_iterate(const render_frame *frame, const render_options *opt, render_hist *hist, fb_error *err);

/* The same on a GPU that holds `resident` threads (gpu_emulate_iterate: 96). The plan moves
 * work between threads, never samples between chunks: any `resident` draws the same samples. */
int gpu_emulate_iterate_on(const render_frame *frame, const render_options *opt, unsigned resident, render_hist *hist,
                           fb_error *err);

#endif
