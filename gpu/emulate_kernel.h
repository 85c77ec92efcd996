/*
 * emulate_kernel.h — the GPU's iteration kernel run on the CPU (internal to gpu/; see
 * emulate.h). emulate_kernel.c is compiled with the GPU's number type (float points, type-
 * generic math) and runs kernels/trajectory.h and kernels/accumulate.h, the text fb_iterate
 * runs on the device; only the atomics become plain additions. This header uses only the
 * fixed-width types of gpu_layout.h, so the double and float translation units agree on it.
 */
#ifndef FLAMEBUILD_GPU_EMULATE_KERNEL_H
#define FLAMEBUILD_GPU_EMULATE_KERNEL_H

#include "../kernels/gpu_layout.h"

/* What the generated source fixes at compile time (codegen_structure), as run-time values. */
typedef struct fb_emulated_structure {
  int num_xforms, has_final, chaos, palette_linear;
} fb_emulated_structure;

/* Size of the emulation's fm_xform (the GPU's float layout). */
unsigned long fb_emulated_xform_size(void);

/* Runs one fb_iterate launch with arguments `a`, whose addresses are host pointers: every
 * trajectory in a.px… moves on by a.iters steps, samples add into a.hist (float RGBA per
 * bucket) and, with a.separate_count, a.count. */
void fb_emulate_launch(const fb_gpu_args *a, const fb_emulated_structure *st);

#endif
