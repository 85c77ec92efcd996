/*
 * frame_host.h — a frame's host half (gpu.h: gpu_frame_host): what the GPU iterates, made on
 * the CPU before any device time — the frame's structure and its kernel's source, every
 * sub-frame's parameter buffers and the launch grid (frame_buffers.h), the finish plan.
 * Built on any thread (gpu_frame_host_build, frame_host.c), read by the backend's steps
 * (backend.c) and by gpu_precompile (precompile.c), which compiles its kernel: both sit above
 * it. Its functions are gpu.h's.
 */
#ifndef FLAMEBUILD_GPU_FRAME_HOST_H
#define FLAMEBUILD_GPU_FRAME_HOST_H

#include "../kernels/codegen.h"
#include "finish.h"
#include "frame_buffers.h"
#include "gpu.h"

struct gpu_frame_host {
  render_geometry geo;
  int have_plan;
  gpu_finish_plan plan;      /* with gpu_options.finish */
  codegen_structure st;
  frame_buffers fb;
  char *source;              /* the iteration kernel's own; NULL: none can be made (no_own) */
  char no_own[sizeof(((fb_error *)0)->msg)];
};

#endif
