/*
 * density.h — which density-estimation kernel a bucket gets, written once in the common subset
 * of C17 and CUDA C++: the CPU's finish (render/density.c) and the GPU's finishing kernels
 * (finish.cuh, through NVRTC) both call it. Reaches NVRTC as a named header.
 *
 * flam3 gives every hit count up to FM_DE_KEEP a kernel of its own, and compresses the counts
 * above it through pow(count - FM_DE_KEEP, curve); the kernel table is built to match
 * (render/density.c, de_kernels_build).
 */
#ifndef FLAMEBUILD_KERNELS_DENSITY_H
#define FLAMEBUILD_KERNELS_DENSITY_H

#include "flame_math.h"

#define FM_DE_KEEP 100

/* The kernel index for a bucket whose neighbourhood holds `density` hits: max_index past
 * max_filtered_counts, 0 for none (only corrupt buffers have none; it keeps the index in
 * range), ceil(density) - 1 up to FM_DE_KEEP, compressed above. */
FM_FN int fm_de_kernel_index(double density, int max_filtered_counts, int max_index, double curve) {
  int idx;
  if (density > max_filtered_counts)
    idx = max_index;
  else if (!(density > 0.0))
    idx = 0;
  else if (density <= FM_DE_KEEP)
    idx = (int)ceil(density) - 1;
  else
    idx = FM_DE_KEEP + (int)floor(pow(density - FM_DE_KEEP, curve));
  if (idx > max_index) idx = max_index;
  return idx;
}

#endif
