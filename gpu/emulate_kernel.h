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

/* Size of the emulation's fm_xform (the GPU's float layout). */
unsigned long fb_emulated_xform_size(void);

/* One step of the generated xform `index` of `xforms` (a float xform buffer as
 * frame_buffers_build fills it for the GPU: fm_xform_f, the final xform after the standard
 * ones), in the GPU's precision: the text the kernel runs (fm_xform_begin, fm_var_pre_blur,
 * the variations of nonzero weight, fm_xform_end). in = {x, y, color, vis}, converted to
 * float; out receives the float results. rng = {state, inc} of the PCG32 stream, advanced by
 * the draws the xform made. Returns 1 when fm_xform_end met a bad value (out then holds its
 * random replacement point), else 0. For tests comparing the device's math with the CPU's. */
int fb_emulated_apply_xform(const void *xforms, int index, const double in[5], double out[5], fm_u64 rng[2]);

/* The bucket of point (x, y) (converted to the GPU's point type) under camera `sub`, or -1:
 * kernels/trajectory.h's fb_bucket_of, for tests of the float camera against the double one. */
/* The xform trajectory.h's fb_choose picks with random number r from choice row `row` of
 * `choose` (gpu_layout.h: tables, or runs for up to FB_GPU_CHOOSE_RUNS_MAX xforms). */
int fb_emulated_choose(const void *choose, int num_xforms, unsigned long long row, unsigned r);

long long fb_emulated_bucket_of(const fb_gpu_sub *sub, int hist_width, int hist_height, double x, double y);

/* Runs one fb_iterate launch with arguments `a`, whose addresses are host pointers, as the
 * generic kernel runs it (the structure from a's run-time fields, every xform through
 * fm_apply_xform): threads 0 … a.threads − 1 one after another, each advancing its slot by
 * a.iters steps; samples add into a.hist (float RGBA per bucket) and, with a.separate_count,
 * a.count. *report gets what the launch did, as the kernel's. -1: out of memory for the copies of
 * the xforms a weighting field scales (a.wfields). */
int fb_emulate_launch(const fb_gpu_args *a, fb_gpu_report *report);

#endif
