/*
 * frame_internal.h — what frame.c (the job, PREPARE and OUTPUT) and frame_render.c (RENDER)
 * share. Not for other parts: they use frame.h.
 */
#ifndef FLAMEBUILD_FRAME_INTERNAL_H
#define FLAMEBUILD_FRAME_INTERNAL_H

#include "frame.h"

/* Marks the job failed (j->rc = -1) and frees its buffers, unless it is split (they are the
 * other half's too until frame_output_join). Returns -1. */
int frame_fail(frame_job *j);
/* The RENDER stage, which frame_render runs and times. */
int frame_render_stage(frame_job *j);

#endif
