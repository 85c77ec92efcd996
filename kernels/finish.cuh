/*
 * finish.cuh — FINISH on the GPU: log scaling, density estimation, spatial filter and
 * downsample, tone map and quantise. The twin of render/density.c, render/filter.c,
 * render/tonemap.c and render/finish.c: every kernel names its CPU reference and calls the
 * same formulas (kernels/finish_math.h and kernels/tonemap.h, with the groupings of flam3's
 * -ffast-math build, render/finish_parts.h), in double. Compiled by NVRTC with --fmad=false
 * (gpu/kernel.c, GPU_COMPILE_EXACT) so that no a*b+c is contracted: with the same summation
 * orders the sums are then the CPU's, and the only differences left are the last-bit errors
 * of the device's log and pow.
 *
 * Written in the common subset of C17 and CUDA C++: tests/unit/test_gpu_finish.c includes it
 * as C and runs every kernel on the CPU over its launch grid (FB_FIN_HOST below), which checks
 * the kernels and the launch schedule of gpu/finish.c against render_finish bit for bit
 * without a GPU.
 *
 * Host-side preparation (gpu/finish.c) computes what render_finish computes before its loops,
 * with the CPU's own functions: density_constants_of, de_kernels_build, filter_table,
 * tonemap_params_of. The kernels run in this order (gpu/finish.c, finish_schedule):
 *   fb_fin_plain                          without density estimation
 *   fb_fin_de_prep, fb_fin_de_gather      main DE pass over the rows that read only the
 *                                         histogram
 *   fb_fin_snapshot, fb_fin_de_prep,      os 1 and 2: the row flam3 reads past the histogram
 *   fb_fin_de_gather                      (render/density.c's serial tail)
 *   fb_fin_output                         filter + tone map + quantise per output pixel
 * Before them, fb_fin_widen turns a canonical buffer uploaded as floats (gpu_finish_f32: a
 * re-finish from the cache) into the double histogram.
 *
 * Density estimation is a GATHER: each destination bucket sums the contributions of the source
 * buckets within the largest kernel's reach, in source row-major order — the order in which
 * render/density.c adds them — so the result is deterministic and equal to the CPU's sums.
 * fb_fin_de_prep also keeps the largest reach of each square of 8 x 8 sources, and the gather
 * passes over the squares that cannot reach its bucket.
 * fb_fin_de_scatter (one thread per source, double atomicAdd per tap) is kept for measurement
 * only: its order of additions varies from run to run (bench/BENCHMARKS.md compares the two).
 */
#ifndef FLAMEBUILD_FINISH_CUH
#define FLAMEBUILD_FINISH_CUH

#include "finish_math.h"
#include "finish_layout.h"
#include "tonemap.h"

#if defined(__CUDACC__) || defined(__CUDACC_RTC__)
#define FB_FIN_KERNEL extern "C" __global__ void __launch_bounds__(FB_FIN_BLOCK)
#define FB_FIN_PARAM const __grid_constant__ fb_finish_args
#define FB_FIN_FN static __device__ __forceinline__
typedef int2 fb_int2;
#define FB_FIN_ATOMIC_ADD(p, v) atomicAdd((p), (v))
#define FB_FIN_ATOMIC_MAX(p, v) atomicMax((p), (v))
#else
/* FB_FIN_HOST: a kernel is a C function of the launch indices, which the caller sets in these
 * variables before each call (one thread at a time). */
#define FB_FIN_HOST 1
#define FB_FIN_KERNEL static inline void
#define FB_FIN_PARAM const fb_finish_args
#define FB_FIN_FN static inline
typedef struct fb_int2 {
  int x, y;
} fb_int2;
typedef struct fb_dim3 {
  unsigned x, y, z;
} fb_dim3;
static fb_dim3 blockIdx, threadIdx, blockDim;
#define FB_FIN_ATOMIC_ADD(p, v) (*(p) += (v))
#define FB_FIN_ATOMIC_MAX(p, v) (*(p) = *(p) > (v) ? *(p) : (v))
#endif

#define FB_FIN_PTR(type, field) ((type *)(a->field))

FB_FIN_FN int fb_fin_imin(int x, int y) { return x < y ? x : y; }
FB_FIN_FN int fb_fin_imax(int x, int y) { return x > y ? x : y; }
FB_FIN_FN int fb_fin_iabs(int x) { return x < 0 ? -x : x; }

/* 2-D launch: blocks of FB_FIN_TILE_X x FB_FIN_TILE_Y threads over (x, y). */
FB_FIN_FN int fb_fin_x(void) { return (int)(blockIdx.x * FB_FIN_TILE_X + (threadIdx.x % FB_FIN_TILE_X)); }
FB_FIN_FN int fb_fin_y(void) { return (int)(blockIdx.y * FB_FIN_TILE_Y + (threadIdx.x / FB_FIN_TILE_X)); }

/* ---- fb_fin_add_hist: earlier samples --------------------------------------------------- */

/* CPU reference: gpu/batches.c's device_buffers_download (hist->buckets[i] += sum[i]): a
 * histogram that already held samples is added to the device's before finishing. */
FB_FIN_KERNEL fb_fin_add_hist(FB_FIN_PARAM args) {
  const fb_finish_args *a = &args;
  fm_u64 i = (fm_u64)blockIdx.x * FB_FIN_BLOCK + threadIdx.x;
  if (i >= a->nvalues) return;
  double *h = FB_FIN_PTR(double, hist);
  h[i] = FB_FIN_PTR(const double, src)[i] + h[i];
}

/* ---- fb_fin_round: the canonical (float32) buffer --------------------------------------- */

/* CPU reference: render_hist_round_to_float. Runs after the earlier samples are added and
 * before finishing, so the device finishes from what the cache will hold; the float copy is
 * what gpu_options.hist_f32 downloads (half the bytes of the doubles). */
FB_FIN_KERNEL fb_fin_round(FB_FIN_PARAM args) {
  const fb_finish_args *a = &args;
  fm_u64 i = (fm_u64)blockIdx.x * FB_FIN_BLOCK + threadIdx.x;
  if (i >= a->nvalues) return;
  double *h = FB_FIN_PTR(double, hist);
  const double v = fm_canonical_bucket_value(h[i]);
  h[i] = v;
  if (a->canon_f32) FB_FIN_PTR(float, canon_f32)[i] = (float)v; /* exact: v is a float */
}

/* ---- fb_fin_widen: the canonical buffer from floats -------------------------------------- */

/* CPU reference: the host's float-to-double conversion of the cache's buffer (what
 * gpu_finish uploads after it). Exact: every float is a double, so the histogram is the one
 * the doubles would give, bit for bit, and so is the image. */
FB_FIN_KERNEL fb_fin_widen(FB_FIN_PARAM args) {
  const fb_finish_args *a = &args;
  fm_u64 i = (fm_u64)blockIdx.x * FB_FIN_BLOCK + threadIdx.x;
  if (i >= a->nvalues) return;
  FB_FIN_PTR(double, hist)[i] = (double)FB_FIN_PTR(const float, src)[i];
}

/* ---- log scaling without density estimation --------------------------------------------- */

/* CPU reference: render/density.c, plain_rows. acc is zero where A is 0 (memset). */
FB_FIN_KERNEL fb_fin_plain(FB_FIN_PARAM args) {
  const fb_finish_args *a = &args;
  fm_u64 n = (fm_u64)blockIdx.x * FB_FIN_BLOCK + threadIdx.x;
  if (n >= (fm_u64)a->wid * (fm_u64)a->hig) return;
  const double *b = FB_FIN_PTR(const double, hist) + n * 5;
  double al = b[3];
  if (al == 0.0) return;
  double s = fm_log_scale(al, a->k1, a->k2, a->glow);
  double *o = FB_FIN_PTR(double, acc) + n * 4;
  for (int c = 0; c < 4; c++) o[c] += b[c] * s;
}

/* ---- density estimation ------------------------------------------------------------------ */

/* CPU reference: render/density.c, de_source. Rows past the histogram read the snapshot of
 * the accumulator's first doubles (zeros where flam3's read would leave the accumulator). */
FB_FIN_FN const double *fb_fin_de_source(const fb_finish_args *a, int x, int y) {
  if (y < a->hig) return FB_FIN_PTR(const double, hist) + ((fm_u64)y * (fm_u64)a->wid + (fm_u64)x) * 5;
  return FB_FIN_PTR(const double, tail) + ((fm_u64)(y - a->hig) * (fm_u64)a->wid + (fm_u64)x) * 5;
}

/* CPU reference: render/density.c, de_density (both with finish_math.h's formula). */
FB_FIN_FN double fb_fin_de_density(const fb_finish_args *a, int x, int y) {
  int ss = a->os / 2;
  double f = 0.0;
  for (int dx = -ss; dx <= ss; dx++)
    for (int dy = -ss; dy <= ss; dy++) f = fm_de_density_add(f, fb_fin_de_source(a, x + dx, y + dy));
  return fm_de_density_shrink(f, a->os);
}

/* The kernel of a density: finish_math.h's, which render/density.c calls too. */
FB_FIN_FN int fb_fin_de_kernel_index(const fb_finish_args *a, double density) {
  return fm_de_kernel_index(density, a->de_max_filtered_counts, a->de_max_index, a->curve);
}

/* Per source bucket of rows [src0, src1), the columns render/density.c visits
 * (de_source_rows: os-1 .. wid-os): kernel index and reach, and log(A*k2 + 1) — the
 * per-source part of de_spread. Buckets without hits keep info = -1 (memset). */
FB_FIN_KERNEL fb_fin_de_prep(FB_FIN_PARAM args) {
  const fb_finish_args *a = &args;
  int x = fb_fin_x(), y = a->src0 + fb_fin_y();
  if (x < a->os - 1 || x >= a->wid - (a->os - 1) || y >= a->src1) return;
  const double *b = fb_fin_de_source(a, x, y);
  if (b[4] == 0 || b[3] == 0) return;
  int idx = fb_fin_de_kernel_index(a, fb_fin_de_density(a, x, y));
  fb_int2 inf;
  inf.x = idx;
  inf.y = (int)ceil(FB_FIN_PTR(const double, de_widths)[idx]) - 1;
  fm_u64 at = (fm_u64)y * (fm_u64)a->wid + (fm_u64)x;
  FB_FIN_PTR(fb_int2, info)[at] = inf;
  FB_FIN_PTR(double, logged)[at] = fm_log_hits(b[3], a->k2, a->glow);
  int *square = FB_FIN_PTR(int, reach) + (y / FB_FIN_REACH_TILE) * a->reach_width + x / FB_FIN_REACH_TILE;
  if (*square < inf.y) FB_FIN_ATOMIC_MAX(square, inf.y);
}

/* CPU reference: render/density.c, de_spread / de_taps / de_add, turned around: destination
 * bucket (x, y) visits every source of rows [src0, src1) within de_half in row-major order —
 * the order in which the CPU's single pass adds into it — and takes the tap at its offset
 * from the one stored octant (|dx|, |dy| sorted). With accumulate, the sums continue from the
 * accumulator (the tail pass adds after the main pass, as on the CPU). */
FB_FIN_KERNEL fb_fin_de_gather(FB_FIN_PARAM args) {
  const fb_finish_args *a = &args;
  int x = fb_fin_x(), y = fb_fin_y();
  if (x >= a->wid || y >= a->hig) return;
  const fb_int2 *info = FB_FIN_PTR(const fb_int2, info);
  const double *logged = FB_FIN_PTR(const double, logged);
  const double *coefs = FB_FIN_PTR(const double, de_coefs);
  double *o = FB_FIN_PTR(double, acc) + ((fm_u64)y * (fm_u64)a->wid + (fm_u64)x) * 4;
  double r = 0.0, g = 0.0, bl = 0.0, al = 0.0;
  if (a->accumulate) {
    r = o[0];
    g = o[1];
    bl = o[2];
    al = o[3];
  }
  int half = a->de_half;
  int sy0 = fb_fin_imax(y - half, a->src0), sy1 = fb_fin_imin(y + half, a->src1 - 1);
  int sx0 = fb_fin_imax(x - half, a->os - 1), sx1 = fb_fin_imin(x + half, a->wid - a->os);
  const double k1 = a->k1;
  const int kernel_size = a->de_kernel_size; /* kernels x kernel_size: a small table, int-indexed */
  int any = 0;
  for (int sy = sy0; sy <= sy1; sy++) {
    const int oy = fb_fin_iabs(sy - y);
    /* The row's sources, found once: the tap loop below is the kernel's time (it is
     * instruction-bound), so it indexes them with int offsets only. */
    const fm_u64 row = (fm_u64)sy * (fm_u64)a->wid;
    const fb_int2 *info_row = info + row;
    const double *logged_row = logged + row;
    const double *src_row = fb_fin_de_source(a, 0, sy);
    const int *reach = FB_FIN_PTR(const int, reach) + (sy / FB_FIN_REACH_TILE) * a->reach_width;
    /* The row's sources a square's width at a time: a square none of whose sources reaches
     * this bucket (most of them, where the image is dense and the kernels small) is passed
     * over without reading them — skipping only sources that add nothing keeps the order. */
    for (int from = sx0; from <= sx1;) {
      const int square = from / FB_FIN_REACH_TILE;
      const int to = fb_fin_imin(sx1, square * FB_FIN_REACH_TILE + FB_FIN_REACH_TILE - 1);
      const int near = x < from ? from - x : x > to ? x - to : 0; /* the least |sx - x| in it */
      if (reach[square] < (near > oy ? near : oy)) {
        from = to + 1;
        continue;
      }
      for (int sx = from; sx <= to; sx++) {
        const fb_int2 inf = info_row[sx];
        const int ox = fb_fin_iabs(sx - x);
        const int hi = ox > oy ? ox : oy, lo = ox > oy ? oy : ox;
        if (inf.y < hi) continue;   /* no source (-1), or out of its kernel's reach */
        const double w = coefs[inf.x * kernel_size + hi * (hi + 1) / 2 + lo];
        if (w == 0.0) continue;
        const double *src = src_row + 5 * sx;
        const double ls = fm_de_tap_scale(w, k1, logged_row[sx], src[3]);
        r += src[0] * ls;
        g += src[1] * ls;
        bl += src[2] * ls;
        al += src[3] * ls;
        any = 1;
      }
      from = to + 1;
    }
  }
  if (!any && a->accumulate) return;
  o[0] = r;
  o[1] = g;
  o[2] = bl;
  o[3] = al;
}

/* CPU reference: render/density.c, de_spread / de_taps, as written: one thread per source,
 * adding every tap with atomics. Same values, but the order of the additions into a bucket
 * varies between runs: measurement only (gpu_options.de_scatter). */
FB_FIN_FN void fb_fin_de_add(const fb_finish_args *a, int x, int y, const double c[4]) {
  if (x < 0 || x >= a->wid || y < 0 || y >= a->hig) return;
  double *o = FB_FIN_PTR(double, acc) + ((fm_u64)y * (fm_u64)a->wid + (fm_u64)x) * 4;
  FB_FIN_ATOMIC_ADD(o + 0, c[0]);
  FB_FIN_ATOMIC_ADD(o + 1, c[1]);
  FB_FIN_ATOMIC_ADD(o + 2, c[2]);
  FB_FIN_ATOMIC_ADD(o + 3, c[3]);
}

FB_FIN_KERNEL fb_fin_de_scatter(FB_FIN_PARAM args) {
  const fb_finish_args *a = &args;
  int x = fb_fin_x(), y = a->src0 + fb_fin_y();
  if (x >= a->wid || y >= a->src1) return;
  fm_u64 at = (fm_u64)y * (fm_u64)a->wid + (fm_u64)x;
  fb_int2 inf = FB_FIN_PTR(const fb_int2, info)[at];
  if (inf.y < 0) return;
  const double *src = fb_fin_de_source(a, x, y);
  const double *coef = FB_FIN_PTR(const double, de_coefs) + (fm_u64)inf.x * (fm_u64)a->de_kernel_size;
  double logged = FB_FIN_PTR(const double, logged)[at], k1 = a->k1;
  for (int dy = 0; dy <= inf.y; dy++) {
    for (int dx = 0; dx <= dy; dx++) {
      double w = *coef++;
      if (w == 0.0) continue;
      double ls = fm_de_tap_scale(w, k1, logged, src[3]);
      double c[4];
      c[0] = src[0] * ls;
      c[1] = src[1] * ls;
      c[2] = src[2] * ls;
      c[3] = src[3] * ls;
      if (dy == 0) {
        fb_fin_de_add(a, x, y, c);
      } else if (dx == 0) {
        fb_fin_de_add(a, x + dy, y, c);
        fb_fin_de_add(a, x - dy, y, c);
        fb_fin_de_add(a, x, y + dy, c);
        fb_fin_de_add(a, x, y - dy, c);
      } else if (dx == dy) {
        fb_fin_de_add(a, x + dx, y + dy, c);
        fb_fin_de_add(a, x - dx, y + dy, c);
        fb_fin_de_add(a, x + dx, y - dy, c);
        fb_fin_de_add(a, x - dx, y - dy, c);
      } else {
        fb_fin_de_add(a, x + dx, y + dy, c);
        fb_fin_de_add(a, x - dx, y + dy, c);
        fb_fin_de_add(a, x + dx, y - dy, c);
        fb_fin_de_add(a, x - dx, y - dy, c);
        fb_fin_de_add(a, x + dy, y + dx, c);
        fb_fin_de_add(a, x - dy, y + dx, c);
        fb_fin_de_add(a, x + dy, y - dx, c);
        fb_fin_de_add(a, x - dy, y - dx, c);
      }
    }
  }
}

/* CPU reference: render/density.c, de_source past the histogram: the doubles flam3 reads there
 * are the accumulator's first ones, as left by the main pass; a bucket not wholly inside the
 * accumulator reads as empty. */
FB_FIN_KERNEL fb_fin_snapshot(FB_FIN_PARAM args) {
  const fb_finish_args *a = &args;
  fm_u64 i = (fm_u64)blockIdx.x * FB_FIN_BLOCK + threadIdx.x;
  fm_u64 n = (fm_u64)a->wid * 5;
  if (i >= n) return;
  fm_u64 bucket_end = (i / 5) * 5 + 5, acc_len = (fm_u64)a->wid * (fm_u64)a->hig * 4;
  FB_FIN_PTR(double, tail)[i] = bucket_end <= acc_len ? FB_FIN_PTR(const double, acc)[i] : 0.0;
}

/* ---- tone map ------------------------------------------------------------------------------ */

/* The tone map is kernels/tonemap.h's: the very functions render/tonemap.c calls. */
FB_FIN_FN void fb_fin_tonemap(const fb_finish_args *a, const double t[4], const double *background, double out[4]) {
  const fm_tonemap tm = {a->inv_gamma,
                         a->gamma_threshold,
                         a->vibrancy,
                         a->highlight_power,
                         {a->background[0], a->background[1], a->background[2]},
                         {a->colour_scale[0], a->colour_scale[1], a->colour_scale[2]},
                         a->saturation_shift,
                         a->background_alpha,
                         a->transparent,
                         a->jwildfire,
                         a->curves.model != FM_CURVES_NONE ? &a->curves : 0};
  if (background) fm_tonemap_pixel_over(&tm, t, background, out);
  else fm_tonemap_pixel(&tm, t, out);
}

/* ---- spatial filter, tone map, quantise: one thread per output pixel ------------------------ */

/* CPU reference: render/finish.c, output_rows = render/filter.c filter_pixel (both sum with
 * finish_math.h's fm_filter_sum) + tonemap_pixel + tonemap_quantize8 / tonemap_quantize16
 * (finish_math.h's fm_quantize8 / fm_quantize16). */
FB_FIN_KERNEL fb_fin_output(FB_FIN_PARAM args) {
  const fb_finish_args *a = &args;
  int px = fb_fin_x(), py = fb_fin_y();
  if (px >= a->width || py >= a->height) return;
  int taps = a->taps;
  fm_u64 stride = (fm_u64)a->wid * 4;
  fm_u64 x0 = (fm_u64)a->de_offset + (fm_u64)px * (fm_u64)a->os;
  fm_u64 y0 = (fm_u64)a->de_offset + (fm_u64)py * (fm_u64)a->os;
  const double *base = FB_FIN_PTR(const double, acc) + y0 * stride + x0 * 4;
  double t[4];
  fm_filter_sum(base, stride, FB_FIN_PTR(const double, filter), taps, t);
  double v[4];
  fm_u64 at = (fm_u64)py * (fm_u64)a->width + (fm_u64)px;
  if (a->backdrop) { /* JWildfire's background of more than one colour (render/finish.c's) */
    const float *b = FB_FIN_PTR(const float, backdrop) + at * 3;
    const double background[3] = {256.0 * b[0], 256.0 * b[1], 256.0 * b[2]};
    fb_fin_tonemap(a, t, background, v);
  } else {
    fb_fin_tonemap(a, t, 0, v);
  }
  if (a->bpc == 16) {
    unsigned short q[4];
    fm_quantize16(v, a->transparent, q);
    FB_FIN_PTR(fm_u64, pixels)[at] = (fm_u64)q[0] | (fm_u64)q[1] << 16 | (fm_u64)q[2] << 32 | (fm_u64)q[3] << 48;
  } else {
    unsigned char q[4];
    fm_quantize8(v, a->transparent, q);
    FB_FIN_PTR(fm_u32, pixels)[at] = (fm_u32)q[0] | (fm_u32)q[1] << 8 | (fm_u32)q[2] << 16 | (fm_u32)q[3] << 24;
  }
}

#undef FB_FIN_PTR

#include "hist_pack.cuh" /* the cache entry's kernels: the same module */

#endif
