/*
 * dev/simd_lanes.c — lab: the CPU's chaos game in SIMD lanes (render/lanes_body.h) against
 * the scalar loop (render/iterate.c's render_run_chunk), one thread, on flame files.
 *
 * Build (after `make flamebuild`, for build/'s objects), from the repository root:
 *   sh dev/simd_lanes.sh            # builds /tmp/simd_lanes, the engines with the Makefile's lane flags
 * Run:
 *   /tmp/simd_lanes MODE FLAME [QUALITY [SEED [LANES]]]
 *     MODE scalar     run_chunk, chunk after chunk (the product before the lanes)
 *          avx512 | avx2 | sse2 | scalarmath   the lanes' engine (scalarmath: libm's scalar
 *                     functions in the lanes: must give run_chunk's bytes exactly)
 *          shared     the other idea, one xform choice shared by all lanes: prints how far
 *                     apart the lanes' points are after k steps (they fall together)
 *   Prints the iteration's CPU seconds, the adding's, M it/s, a checksum of the histogram, and
 *   writes the histogram's count channel to /tmp/simd_lanes_MODE_SEED.cnt for dev/simd_stats.py.
 * The FLAME is rendered at its own size; QUALITY default 20 (the bench's), SEED 1, LANES 64.
 * Knobs tried and measured (bench/BENCHMARKS.md): SIMD_ROUND_AHEAD=N prefetches N samples ahead in
 * the rounding (64 landed in render/iterate.c), SIMD_HUGE=1 puts the histogram in huge pages (no
 * gain, not landed), SIMD_SMAPS=1 prints whether it got them.
 * The bench's genomes as files: bench/cpu_per_core.sh writes them (KEEP=1 keeps its folder).
 */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../genome/genome.h"
#include "../kernels/accumulate.h"
#include "../kernels/variations.h"
#include "../render/iterate_lanes.h"
#include "../render/prepare.h"
#include "../render/render.h"
#include "../util/large_alloc.h"

typedef void (*engine_fn)(const render_prepared *, int, int, int, uint64_t, uint64_t, int, int, plotted *const *,
                          int *, double *);
void render_lanes_run_avx512(const render_prepared *, int, int, int, uint64_t, uint64_t, int, int, plotted *const *,
                             int *, double *);
void render_lanes_run_avx2(const render_prepared *, int, int, int, uint64_t, uint64_t, int, int, plotted *const *,
                           int *, double *);
void render_lanes_run_sse2(const render_prepared *, int, int, int, uint64_t, uint64_t, int, int, plotted *const *,
                           int *, double *);
void render_lanes_run_scalarmath(const render_prepared *, int, int, int, uint64_t, uint64_t, int, int,
                                 plotted *const *, int *, double *);

static double cpu_now(void) {
  struct timespec t;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return t.tv_sec + 1e-9 * t.tv_nsec;
}

/* render/iterate.c's add_samples and round_touched, as of 9d0c204. */
#include <emmintrin.h>
#define ADD_PREFETCH_AHEAD 64

static void add_samples(const render_prepared *p, const plotted *s, int n, double *buckets) {
  for (int i = 0; i < n; i++) {
    if (i + ADD_PREFETCH_AHEAD < n) {
      /* A bucket's 40 bytes may straddle two cache lines: ask for the first and the last byte's. */
      const double *ahead = buckets + (size_t)s[i + ADD_PREFETCH_AHEAD].bucket * RENDER_BUCKET_CHANNELS;
      __builtin_prefetch(ahead, 1);
      __builtin_prefetch(ahead + RENDER_BUCKET_CHANNELS - 1, 1);
    }
    double *b = buckets + (size_t)s[i].bucket * RENDER_BUCKET_CHANNELS;
    double frac, rgba[4];
    const int k = fb_palette_entry(s[i].color, p->palette_mode, &frac);
    if (fb_palette_lerps(p->palette_mode))
      for (int c = 0; c < 4; c++) rgba[c] = p->cmap[k][c] * (1.0 - frac) + p->cmap[k + 1][c] * frac;
    else
      for (int c = 0; c < 4; c++) rgba[c] = p->cmap[k][c];
    double vis = s[i].vis;
    if (vis == 1.0) {
      b[0] += rgba[0];
      b[1] += rgba[1];
      b[2] += rgba[2];
      b[3] += rgba[3];
      b[4] += 255.0;
    } else {
      b[0] += vis * rgba[0];
      b[1] += vis * rgba[1];
      b[2] += vis * rgba[2];
      b[3] += vis * rgba[3];
      b[4] += vis * 255.0;
    }
  }
}

#if defined(__SSE2__)
/* fm_canonical_bucket_value of two values at once, without a branch. minpd and maxpd give their
 * second operand when either is NaN, so with the bound first a NaN passes as the scalar
 * comparisons let it pass; cvtpd2ps rounds as the scalar cast does (MXCSR's mode, to nearest),
 * and a float widens exactly: the bits are the scalar function's (test_iterate checks them). */
static inline __m128d canonical_pair(__m128d v) {
  v = _mm_min_pd(_mm_set1_pd(FLT_MAX), v);
  v = _mm_max_pd(_mm_set1_pd(-FLT_MAX), v);
  return _mm_cvtps_pd(_mm_cvtpd_ps(v));
}

/* The same for the low value alone. */
static inline __m128d canonical_low(__m128d v) {
  v = _mm_min_sd(_mm_set_sd(FLT_MAX), v);
  v = _mm_max_sd(_mm_set_sd(-FLT_MAX), v);
  return _mm_cvtss_sd(v, _mm_cvtsd_ss(_mm_setzero_ps(), v));
}
#endif

/* v[0 .. n) made canonical, each value as fm_canonical_bucket_value makes it. Why not that
 * function in a loop: GCC compiles its two comparisons to two taken branches and ~9 scalar
 * instructions a value, and a 640x480 q150 render rounds ~230 M values chunk by chunk — 19%
 * of its CPU samples when issue 42 measured it, the whole of the slowdown additive samples
 * brought. */
static inline void canonical_values(double *v, size_t n) {
#if defined(__SSE2__)
  size_t i = 0;
  for (; i + 2 <= n; i += 2) _mm_storeu_pd(v + i, canonical_pair(_mm_loadu_pd(v + i)));
  if (i < n) _mm_store_sd(v + i, canonical_low(_mm_load_sd(v + i)));
#else
  for (size_t i = 0; i < n; i++) v[i] = fm_canonical_bucket_value(v[i]);
#endif
}

/* The buckets a chunk touched, rounded to float now that the chunk is in (render_sampling). */
static void round_touched(const plotted *s, int n, double *buckets) {
  static int ahead = -1;
  if (ahead < 0) ahead = getenv("SIMD_ROUND_AHEAD") ? atoi(getenv("SIMD_ROUND_AHEAD")) : 0;
  for (int i = 0; i < n; i++) {
    if (ahead && i + ahead < n) {
      const double *p = buckets + (size_t)s[i + ahead].bucket * RENDER_BUCKET_CHANNELS;
      __builtin_prefetch(p, 1);
      __builtin_prefetch(p + RENDER_BUCKET_CHANNELS - 1, 1);
    }
    canonical_values(buckets + (size_t)s[i].bucket * RENDER_BUCKET_CHANNELS, RENDER_BUCKET_CHANNELS);
  }
}


/* The variant under test (SIMD_ADD=1): ... */
static void add_chunk(const render_prepared *p, const plotted *s, int n, double *buckets) {
  add_samples(p, s, n, buckets);
  round_touched(s, n, buckets);
}

/* The "one xform per step for all lanes": W trajectories of the frame's first sub-frame
 * driven by one choice (lane 0's draw); each lane keeps its own random stream for the rest.
 * Prints the mean distance of the lanes' points from lane 0's after k steps. */
static void shared_choice(const render_prepared *p, int W) {
  fm_rng rng[RENDER_LANES];
  fm_point pt[RENDER_LANES], q;
  for (int l = 0; l < W; l++) {
    fm_rng_seed(&rng[l], 1, (uint64_t)l);
    pt[l].x = fm_rng_11(&rng[l]);
    pt[l].y = fm_rng_11(&rng[l]);
    pt[l].color = fm_rng_01(&rng[l]);
    pt[l].vis = 1;
    pt[l].z = 0;
  }
  int last = 0;
  for (int k = 1; k <= 200; k++) {
    const uint16_t *row = p->chaos_enabled ? p->choose + (size_t)last * RENDER_CHOOSE_GRAIN : p->choose;
    const int fn = row[fm_rng_u32(&rng[0]) & (RENDER_CHOOSE_GRAIN - 1)];
    last = fn + 1;
    for (int l = 0; l < W; l++) {
      fm_apply_xform(&p->xforms[fn], &pt[l], &q, &rng[l]);
      pt[l] = q;
    }
    if (k == 1 || k == 5 || k == 10 || k == 20 || k == 50 || k == 100 || k == 200) {
      double d = 0;
      for (int l = 1; l < W; l++) d += hypot(pt[l].x - pt[0].x, pt[l].y - pt[0].y);
      printf("  shared choice, %3d steps: mean distance from lane 0 %.3g\n", k, d / (W - 1));
    }
  }
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: %s scalar|avx512|avx2|sse2|scalarmath|shared FLAME [QUALITY [SEED [LANES]]]\n", argv[0]);
    return 2;
  }
  const char *mode = argv[1];
  const double quality = argc > 3 ? atof(argv[3]) : 20;
  const uint64_t seed = argc > 4 ? strtoull(argv[4], NULL, 10) : 1;
  const int W = argc > 5 ? atoi(argv[5]) : RENDER_LANES;
  genome_list list;
  fb_error err;
  genome_parse_options popt = {0};
  if (genome_parse_file(argv[2], &popt, &list, &err) < 0) {
    fprintf(stderr, "%s\n", err.msg);
    return 1;
  }
  genome *g = &list.flames[0];
  g->quality = quality;
  render_subframe sub = {.cp = g, .weight = 1.0};
  render_frame frame = {.sub = &sub, .nsub = 1};
  render_geometry geo;
  render_prepared p;
  if (render_geometry_of(&frame, &geo, &err) < 0 || render_prepare(g, 1.0, &geo, &p, &err) < 0) {
    fprintf(stderr, "%s\n", err.msg);
    return 1;
  }
  if (!strcmp(mode, "shared")) {
    shared_choice(&p, W);
    return 0;
  }
  const double asked = quality * g->width * g->height;
  const uint64_t nchunks = (uint64_t)ceil(asked / RENDER_CHUNK);
  const int hw = geo.hist_width, hh = geo.hist_height;
  const size_t hist_bytes = (size_t)hw * hh * RENDER_BUCKET_CHANNELS * sizeof(double);
  double *buckets = getenv("SIMD_HUGE") ? fb_large_alloc(hist_bytes) : malloc(hist_bytes);
  memset(buckets, 0, hist_bytes); /* calloc's zeros, mapped now: neither run pays the faults in its adding */
  plotted *bufs[RENDER_LANES];
  for (int k = 0; k < RENDER_LANES; k++) bufs[k] = malloc(RENDER_CHUNK * sizeof(plotted));
  engine_fn engine = !strcmp(mode, "avx512")       ? render_lanes_run_avx512
                     : !strcmp(mode, "avx2")       ? render_lanes_run_avx2
                     : !strcmp(mode, "sse2")       ? render_lanes_run_sse2
                     : !strcmp(mode, "scalarmath") ? render_lanes_run_scalarmath
                                                   : NULL;
  if (engine && !render_lanes_fit(&p)) {
    fprintf(stderr, "%s: does not fit the lanes\n", argv[2]);
    return 1;
  }
  double t_iter = 0, t_add = 0, bad = 0;
  uint64_t plotted_n = 0;
  for (uint64_t c = 0; c < nchunks;) {
    const int n = engine ? (int)(nchunks - c < (uint64_t)W ? nchunks - c : (uint64_t)W) : 1;
    int nout[RENDER_LANES];
    double b[RENDER_LANES];
    const double t0 = cpu_now();
    if (engine) engine(&p, 1, hw, hh, seed, c, n, RENDER_CHUNK, bufs, nout, b);
    else nout[0] = render_run_chunk(&p, hw, hh, seed, c, RENDER_CHUNK, bufs[0], &b[0]);
    const double t1 = cpu_now();
    for (int k = 0; k < n; k++) {
      add_chunk(&p, bufs[k], nout[k], buckets);
      bad += b[k];
      plotted_n += (uint64_t)nout[k];
    }
    t_add += cpu_now() - t1;
    t_iter += t1 - t0;
    c += (uint64_t)n;
  }
  uint64_t sum = 1469598103934665603ULL; /* FNV-1a of the buffer's bytes */
  const unsigned char *bytes = (const unsigned char *)buckets;
  for (size_t i = 0; i < (size_t)hw * hh * RENDER_BUCKET_CHANNELS * sizeof(double); i++)
    sum = (sum ^ bytes[i]) * 1099511628211ULL;
  const double its = (double)nchunks * RENDER_CHUNK;
  printf("%-10s %-22s q%-4g seed %-3llu lanes %2d  iterate %6.3f CPU s (%6.2f M it/s)  add %5.3f s  "
         "together %6.2f M it/s  plotted %.4f  bad %.0f  sum %016llx\n",
         mode, g->name, quality, (unsigned long long)seed, engine ? W : 1, t_iter, its / t_iter / 1e6, t_add,
         its / (t_iter + t_add) / 1e6, (double)plotted_n / its, bad, (unsigned long long)sum);
  if (getenv("SIMD_SMAPS")) { /* are the huge pages there? */
    FILE *sm = fopen("/proc/self/smaps_rollup", "r");
    char line[256];
    while (sm && fgets(line, sizeof line, sm))
      if (strstr(line, "AnonHuge")) fputs(line, stdout);
    if (sm) fclose(sm);
  }
  char path[256];
  snprintf(path, sizeof path, "/tmp/simd_lanes_%s_%s_%llu.cnt", g->name, mode, (unsigned long long)seed);
  FILE *f = fopen(path, "wb");
  if (f) {
    fwrite(&hw, sizeof hw, 1, f);
    fwrite(&hh, sizeof hh, 1, f);
    for (size_t i = 0; i < (size_t)hw * hh; i++) {
      const float v = (float)buckets[i * RENDER_BUCKET_CHANNELS + 4];
      fwrite(&v, sizeof v, 1, f);
    }
    fclose(f);
  }
  return 0;
}
