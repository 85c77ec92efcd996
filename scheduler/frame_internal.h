/*
 * frame_internal.h — what frame.c (the job, PREPARE and OUTPUT) lends frame_render.c (RENDER),
 * which sits above it. Not for other parts: they use frame.h.
 */
#ifndef FLAMEBUILD_FRAME_INTERNAL_H
#define FLAMEBUILD_FRAME_INTERNAL_H

#include "frame.h"

/* Marks the job failed (j->rc = -1) and frees its buffers, unless it is split (they are the
 * other half's too until frame_output_join). Returns -1. */
int frame_fail(frame_job *j);
/* Runs stage k (0 PREPARE, 1 RENDER, 2 OUTPUT) of the job, unless an earlier one failed, and
 * notes when it ran (stage_t). */
int frame_stage_timed(frame_job *j, int k, int (*stage)(frame_job *));

/* Whether the frame iterates on the GPU when the build has one: not a solid frame (JWildfire's
 * solid rendering, render/solid.h), whose nearest-point buffer only the CPU draws, nor one with
 * JWildfire's weighting fields (kernels/wfield.h): render_geometry.cpu_only. */
static inline int frame_uses_gpu(const frame_job *j) { return j->env->use_gpu && !j->geo.cpu_only; }

#endif
