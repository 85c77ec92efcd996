/* frame_host.c — a frame's host half, built before any device time (frame_host.h, gpu.h). */
#include "frame_host.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernel.h"

void gpu_frame_host_free(gpu_frame_host *h) {
  if (!h) return;
  free(h->source);
  frame_buffers_free(&h->fb);
  codegen_structure_free(&h->st);
  if (h->have_plan) gpu_finish_plan_free(&h->plan);
  free(h);
}

int gpu_frame_host_build(const render_frame *frame, const render_hist *hist, const gpu_options *gopt,
                         gpu_frame_host **out, fb_error *err) {
  *out = NULL;
  gpu_options defaults = {0};
  if (!gopt) gopt = &defaults;
  gpu_frame_host *h = calloc(1, sizeof *h);
  if (!h) return fb_errorf(err, "out of memory preparing the GPU buffers");
  if (render_geometry_of(frame, &h->geo, err) < 0) {
    free(h);
    return -1;
  }
  /* Finishing is validated before any GPU time is spent. */
  if (gopt->finish) {
    if (gpu_finish_plan_build(frame, hist, gopt->finish, gopt->de_scatter, &h->plan, err) < 0) {
      free(h);
      return -1;
    }
    h->have_plan = 1;
  }
  int ok = gpu_structure_of(frame, gopt->precision, &h->st, err) == 0;
  fb_error why;
  const int own = ok && codegen_check(&h->st, &why) == 0; /* else the generic kernel's, dense */
  if (ok) ok = frame_buffers_build(frame, &h->geo, &h->st, !own, gopt->first_round, gopt->end_round, &h->fb, err) == 0;
  else memset(&h->st, 0, sizeof h->st);
  if (ok) {
    if (!own) snprintf(h->no_own, sizeof h->no_own, "%s", why.msg);
    else ok = (h->source = codegen_source(&h->st, err)) != NULL;
  }
  if (!ok) {
    gpu_frame_host_free(h);
    return -1;
  }
  *out = h;
  return 0;
}

int gpu_frame_host_set_rounds(gpu_frame_host *h, const render_frame *frame, uint64_t first_round, uint64_t end_round,
                              fb_error *err) {
  return frame_buffers_set_rounds(&h->fb, frame, first_round, end_round, err);
}

const char *gpu_frame_host_source(const gpu_frame_host *h) { return h->source; }

int gpu_frame_host_generic_block(const gpu_frame_host *h) { return codegen_generic_block(&h->st); }
