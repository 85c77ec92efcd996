/*
 * hist_add.c — buffers of one frame summed, their seed ranges joined (contract in
 * hist_codec.h: hist_add).
 */
#include "hist_codec_internal.h"

/* fm_canonical_bucket_value only: hist_add rounds with the very function every backend
 * rounds with (an inline definition in a header; no kernel or render code is called). */
#include "../kernels/flame_math.h"

int hist_add(render_hist *dst, hist_meta *dst_meta, const render_hist *src, const hist_meta *src_meta,
             fb_error *err) {
  if (dst->width != src->width || dst->height != src->height)
    return fb_errorf(err, "cannot add a %dx%d histogram to a %dx%d one", src->width, src->height, dst->width,
                     dst->height);
  if (!dst->buckets || !src->buckets) return fb_errorf(err, "cannot add an empty histogram");
  uint64_t dfirst = dst_meta->seed_first, dend = dfirst + dst_meta->seed_count;
  uint64_t sfirst = src_meta->seed_first, send = sfirst + src_meta->seed_count;
  if (dend < dfirst || send < sfirst) return fb_errorf(err, "cannot add histograms: a seed range wraps around");
  if (dend != sfirst && send != dfirst) {
    return fb_errorf(err,
                     "cannot add histograms of seeds %llu..%llu and %llu..%llu: the ranges %s",
                     (unsigned long long)dfirst, (unsigned long long)(dend - 1), (unsigned long long)sfirst,
                     (unsigned long long)(send - 1),
                     (sfirst < dend && dfirst < send) ? "overlap (samples would count twice)" : "leave a gap");
  }
  size_t nv = (size_t)dst->width * (size_t)dst->height * CHANNELS;
  /* Rounded back to float, so the sum is canonical like its parts and can be cached. */
  for (size_t i = 0; i < nv; i++) dst->buckets[i] = fm_canonical_bucket_value(dst->buckets[i] + src->buckets[i]);
  dst->samples += src->samples;
  dst->badvals += src->badvals;
  dst_meta->seed_first = dend == sfirst ? dfirst : sfirst;
  dst_meta->seed_count += src_meta->seed_count;
  return 0;
}
