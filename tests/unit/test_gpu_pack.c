/*
 * test_gpu_pack.c — the cache entry packed and unpacked on the GPU (kernels/hist_pack.cuh,
 * gpu/hist_pack.c) against cache/'s CPU packer and decoder (format 3), without a GPU and with
 * one.
 *
 * Without a GPU (CI): the kernels, included here as C (the common subset of C17 and CUDA), run
 * on the CPU over the launch grids gpu/hist_pack.c uses, with the host laying the pieces out as
 * it does; the payload is hist_pack_f32's byte for byte, on buffers of one bucket, of one block
 * exactly, of a block and a part, with empty buckets, A unlike its count, noisy planes (RAW)
 * and constant ones; unpacked, the doubles are the floats exactly; a flipped byte in a piece is
 * caught (`bad`).
 * With a GPU (the GPU machine): gpu_iterate with gpu_options.hist_packed packs a frame on the
 * device; its payload is what hist_pack_f32 writes for the floats it decodes to, its image is
 * the one gpu_finish_f32 and gpu_finish_packed make from those floats and that payload, and a
 * payload whose piece was damaged is refused as a corrupt cache entry.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "../../cache/hist_codec.h"
#include "../../genome/genome.h"
#include "../../gpu/gpu.h"
#include "../../kernels/finish.cuh"
#include "../../render/render.h"
#include "../../util/bytes.h"

static int have_gpu;
static char gpu_why[300];
static char tmpdir[64];

/* ---- buffers ---------------------------------------------------------------------------------- */

static uint64_t rng_state = 0x9e3779b97f4a7c15u;
static uint32_t rnd(void) {
  rng_state ^= rng_state << 13;
  rng_state ^= rng_state >> 7;
  rng_state ^= rng_state << 17;
  return (uint32_t)(rng_state >> 11);
}

/* A flame-like canonical buffer: a disc of hits (integer counts, colour sums of their size)
 * on an empty ground; `noisy` adds random low bits so planes go RAW; `odd_alpha` makes A differ
 * from the count. */
static float *make_buffer(int w, int h, int noisy, int odd_alpha) {
  float *v = calloc((size_t)w * h * 5, sizeof *v);
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      const double dx = x - w / 2.0, dy = y - h / 2.0;
      if (dx * dx + dy * dy > (w * w + h * h) / 10.0) continue;
      float *b = v + ((size_t)y * w + x) * 5;
      const float count = (float)(1 + rnd() % 200);
      b[0] = count * (float)(rnd() % 1000) / 1000.0f;
      b[1] = count * 0.5f;
      b[2] = noisy ? (float)rnd() / 4096.0f : count * 0.25f;
      b[4] = count * 255.0f;
      b[3] = odd_alpha ? b[4] * 0.75f : b[4];
    }
  return v;
}

/* ---- the kernels on the CPU ---------------------------------------------------------------------- */

static void emu_launch(void (*k)(const fb_pack_args), size_t threads, const fb_pack_args *a) {
  blockDim = (fb_dim3){FB_FIN_BLOCK, 1, 1};
  const unsigned grid = (unsigned)((threads + FB_FIN_BLOCK - 1) / FB_FIN_BLOCK);
  for (unsigned bx = 0; bx < grid; bx++)
    for (unsigned t = 0; t < FB_FIN_BLOCK; t++) {
      blockIdx = (fb_dim3){bx, 0, 0};
      threadIdx = (fb_dim3){t, 0, 0};
      k(*a);
    }
}

static fm_u64 addr(const void *p) { return (fm_u64)(uintptr_t)p; }

/* gpu_pack_canon's job with host buffers and the C kernels: the payload (malloc'd), *n bytes. */
static unsigned char *emu_pack(const float *values, size_t nbuckets, size_t *n) {
  const size_t pieces = (size_t)fm_pack_blocks(nbuckets) * FM_PACK_PLANES, table = 4 * pieces;
  unsigned char *planes = malloc(pieces * FM_PACK_BLOCK), *lanes = malloc(pieces * FM_PACK_LANES * FM_PACK_LANE_CAP);
  unsigned char *deltas = malloc(pieces * FM_PACK_BLOCK);
  fm_u32 *counts = calloc(pieces * 256, sizeof *counts), *lane_bytes = malloc(pieces * FM_PACK_LANES * sizeof(fm_u32));
  fm_u32 *delta_counts = calloc(pieces * 256, sizeof *delta_counts);
  fm_u32 *sizes = malloc(table);
  fm_pack_model *models = malloc(pieces * sizeof *models);
  fm_u64 *offsets = malloc(pieces * sizeof *offsets);
  unsigned char *out = malloc(table + pieces * (1 + FM_PACK_BLOCK));
  fb_pack_args a = {.values = addr(values), .planes = addr(planes), .counts = addr(counts), .models = addr(models),
                    .lane_bytes = addr(lane_bytes), .lanes = addr(lanes), .offsets = addr(offsets),
                    .sizes = addr(sizes), .payload = addr(out + table), .deltas = addr(deltas),
                    .delta_counts = addr(delta_counts), .buckets = nbuckets, .pieces = pieces};
  emu_launch(fb_pack_split, nbuckets, &a);
  emu_launch(fb_pack_model, pieces, &a);
  emu_launch(fb_pack_encode, pieces * FM_PACK_LANES, &a);
  emu_launch(fb_pack_settle, pieces, &a);
  size_t at = 0;
  for (size_t p = 0; p < pieces; p++) {
    fb_put_le32(out + 4 * p, sizes[p]);
    offsets[p] = at;
    at += sizes[p];
  }
  emu_launch(fb_pack_write, pieces * FM_PACK_LANES * FM_PACK_WRITERS, &a);
  *n = table + at;
  free(planes);
  free(lanes);
  free(deltas);
  free(delta_counts);
  free(counts);
  free(lane_bytes);
  free(sizes);
  free(models);
  free(offsets);
  return out;
}

/* gpu_unpack_hist's job: the payload into doubles; returns the `bad` flag. */
static fm_u32 emu_unpack(const unsigned char *payload, size_t n, size_t nbuckets, double *hist) {
  const size_t pieces = (size_t)fm_pack_blocks(nbuckets) * FM_PACK_PLANES, table = 4 * pieces;
  unsigned char *planes = malloc(pieces * FM_PACK_BLOCK);
  fm_u32 *lane_at = malloc(pieces * (FM_PACK_LANES + 1) * sizeof *lane_at), bad = 0;
  fm_u32 *run_sums = malloc(pieces * FM_PACK_LANES * sizeof *run_sums);
  fm_pack_model *models = malloc(pieces * sizeof *models);
  fm_u64 *offsets = malloc(pieces * sizeof *offsets);
  fm_u32 *sizes = malloc(table);
  size_t at = 0;
  for (size_t p = 0; p < pieces; p++) {
    sizes[p] = fb_get_le32(payload + 4 * p);
    offsets[p] = at;
    at += sizes[p];
  }
  CHECK(table + at == n);
  fb_pack_args a = {.hist = addr(hist), .planes = addr(planes), .models = addr(models), .lanes = addr(lane_at),
                    .lane_bytes = addr(run_sums),
                    .offsets = addr(offsets), .sizes = addr(sizes), .payload = addr(payload + table),
                    .bad = addr(&bad), .buckets = nbuckets, .pieces = pieces};
  emu_launch(fb_unpack_parse, pieces, &a);
  emu_launch(fb_unpack_lanes, pieces * FM_PACK_LANES, &a);
  emu_launch(fb_unpack_delta_sums, pieces * FM_PACK_LANES, &a);
  emu_launch(fb_unpack_undelta, pieces * FM_PACK_LANES, &a);
  emu_launch(fb_unpack_join, nbuckets, &a);
  free(planes);
  free(lane_at);
  free(run_sums);
  free(models);
  free(offsets);
  free(sizes);
  return bad;
}

/* Pieces of the payload coded from differences (FM_PACK_DELTA_FLAG), and top bytes' pieces. */
static void count_delta_pieces(const unsigned char *payload, size_t nbuckets, int *delta, int *top) {
  const size_t pieces = (size_t)fm_pack_blocks(nbuckets) * FM_PACK_PLANES;
  size_t at = 4 * pieces;
  for (size_t p = 0; p < pieces; p++) {
    *delta += (payload[at] & FM_PACK_DELTA_FLAG) != 0;
    *top += FM_PACK_DELTA_PLANE((int)(p % FM_PACK_PLANES));
    at += fb_get_le32(payload + 4 * p);
  }
}

static void test_kernels_on_cpu_match_cpu_packer(void) {
  int delta = 0, top = 0;
  const struct {
    int w, h, noisy, odd_alpha;
  } cases[] = {{1, 1, 0, 0}, {256, 256, 0, 0}, {301, 250, 0, 1}, {300, 233, 1, 0}, {40, 30, 1, 1}};
  for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
    const int w = cases[k].w, h = cases[k].h;
    const size_t nb = (size_t)w * h;
    float *v = make_buffer(w, h, cases[k].noisy, cases[k].odd_alpha);
    const hist_meta meta = {.seed_first = 3, .seed_count = 1};
    void *entry = NULL;
    size_t entry_n = 0;
    fb_error err;
    CHECK(hist_pack_f32(w, h, 1234, 0, v, &meta, &entry, &entry_n, &err) == 0);
    size_t n = 0;
    unsigned char *payload = emu_pack(v, nb, &n);
    CHECK(entry && entry_n == HIST_HEADER_BYTES + n);
    CHECK(entry && entry_n == HIST_HEADER_BYTES + n && memcmp((unsigned char *)entry + HIST_HEADER_BYTES, payload, n) == 0);
    count_delta_pieces(payload, nb, &delta, &top);
    /* The kernels' payload unpacks to the floats, exactly. */
    double *d = malloc(nb * 5 * sizeof *d);
    CHECK(emu_unpack(payload, n, nb, d) == 0);
    size_t differ = 0;
    for (size_t i = 0; i < nb * 5; i++) differ += d[i] != (double)v[i];
    CHECK(differ == 0);
    /* A RANS piece's frequency damaged is caught (a lane's byte may decode in step: the
     * entry's CRC vouches for those). */
    const size_t pieces = (size_t)fm_pack_blocks(nb) * FM_PACK_PLANES;
    size_t at = 4 * pieces;
    int damaged = 0;
    for (size_t p = 0; p < pieces && !damaged; p++) {
      if (payload[at] == FM_PACK_RANS) {
        payload[at + 33] ^= 0x01;
        damaged = 1;
      }
      at += fb_get_le32(payload + 4 * p);
    }
    if (damaged) CHECK(emu_unpack(payload, n, nb, d) != 0);
    printf("%dx%d%s%s: payload %zu bytes of %zu (%.1f%%), kernels = hist_pack_f32\n", w, h,
           cases[k].noisy ? " noisy" : "", cases[k].odd_alpha ? " A != count" : "", n, nb * 20, 100.0 * n / (nb * 20.0));
    free(d);
    free(payload);
    free(entry);
    free(v);
  }
  /* Both forms of the top bytes occur, so both are checked. */
  printf("%d of %d top bytes' pieces coded from differences\n", delta, top);
  CHECK(delta > 0 && delta < top);
}

/* ---- on the GPU ------------------------------------------------------------------------------------ */

static void test_gpu_pack_matches_cpu(void) {
  if (!have_gpu) {
    SKIP(gpu_why);
    return;
  }
  genome g0;
  genome *gn = &g0;
  genome_init(gn);
  gn->width = 640;
  gn->height = 360;
  gn->scale = 150;
  gn->quality = 50;
  genome_resize_xforms(gn, 3);
  for (int i = 0; i < 3; i++) {
    gn->xforms[i].weight = 1;
    genome_xform_set_var(&gn->xforms[i], i == 2 ? FM_VAR_spherical : FM_VAR_linear, 1);
    gn->xforms[i].coefs[0][0] = gn->xforms[i].coefs[1][1] = 0.5;
    gn->xforms[i].coefs[2][0] = i == 0 ? -0.5 : 0.5;
    gn->xforms[i].coefs[2][1] = i == 2 ? 0.5 : -0.3;
    gn->xforms[i].color = i / 2.0;
  }
  for (int k = 0; k < 256; k++) {
    gn->palette[k][0] = k / 255.0;
    gn->palette[k][1] = 0.5;
    gn->palette[k][2] = 1 - k / 255.0;
    gn->palette[k][3] = 1;
  }
  render_subframe sub = {.cp = gn, .weight = 1.0};
  render_frame frame = {.sub = &sub, .nsub = 1};
  render_geometry geo;
  fb_error err;
  CHECK(render_geometry_of(&frame, &geo, &err) == 0);
  const int w = geo.hist_width, h = geo.hist_height;
  const size_t nb = (size_t)w * h;
  char cache[512];
  snprintf(cache, sizeof cache, "%s/gpu", tmpdir);
  finish_options opt = {8, 0};
  render_image img = {0}, from_f32 = {0}, from_packed = {0}, bad_img = {0};
  const size_t cap = hist_packed_bound(w, h);
  unsigned char *entry = malloc(HIST_HEADER_BYTES + cap);
  gpu_options g = {.kernel_cache = cache, .finish = &opt, .image = &img, .hist_packed = entry + HIST_HEADER_BYTES,
                   .hist_packed_cap = cap};
  render_options ro = {.seed = 7};
  gpu_render_stats st;
  if (gpu_iterate(&frame, &ro, &g, NULL, &st, &err) < 0) fprintf(stderr, "gpu_iterate: %s\n", err.msg);
  CHECK(st.finished == 1 && img.pixels && st.packed_bytes > 0 && st.packed_bytes <= cap);
  const hist_meta meta = {.seed_first = 7, .seed_count = 1};
  CHECK(hist_packed_wrap(w, h, st.samples, st.badvals, &meta, entry, st.packed_bytes, &err) == 0);
  /* The CPU decodes the device's entry, and packs those floats into the same bytes. */
  float *v = malloc(nb * 5 * sizeof *v);
  render_hist shape;
  CHECK(hist_decode_f32(entry, HIST_HEADER_BYTES + st.packed_bytes, w, h, v, &shape, NULL, &err) == 1);
  void *again = NULL;
  size_t again_n = 0;
  CHECK(hist_pack_f32(w, h, st.samples, st.badvals, v, &meta, &again, &again_n, &err) == 0);
  CHECK(again_n == HIST_HEADER_BYTES + st.packed_bytes && again && memcmp(again, entry, again_n) == 0);
  /* One image from the frame, its floats and its payload. */
  CHECK(gpu_finish_f32(&frame, &shape, v, &opt, &g, &from_f32, NULL, &err) == 0);
  CHECK(gpu_finish_packed(&frame, &shape, entry + HIST_HEADER_BYTES, st.packed_bytes, &opt, &g, &from_packed, NULL,
                          &err) == 0);
  const size_t bytes = (size_t)img.width * img.height * 4;
  CHECK(from_f32.pixels && memcmp(img.pixels, from_f32.pixels, bytes) == 0);
  CHECK(from_packed.pixels && memcmp(img.pixels, from_packed.pixels, bytes) == 0);
  printf("GPU: %dx%d frame packed into %zu bytes (%.1f%% of the floats), = hist_pack_f32; images equal\n", w, h,
         st.packed_bytes, 100.0 * st.packed_bytes / (nb * 20.0));
  /* A frequency damaged (the entry's CRC would catch it first: the device still must). */
  const size_t table = 4 * (size_t)fm_pack_blocks(nb) * FM_PACK_PLANES;
  size_t at = table;
  int damaged = 0;
  for (size_t p = 0; p < table / 4 && !damaged; p++) {
    const uint32_t size = fb_get_le32(entry + HIST_HEADER_BYTES + 4 * p);
    if (entry[HIST_HEADER_BYTES + at] == FM_PACK_RANS) {
      entry[HIST_HEADER_BYTES + at + 33] ^= 0x01;
      damaged = 1;
    }
    at += size;
  }
  CHECK(damaged);
  CHECK(gpu_finish_packed(&frame, &shape, entry + HIST_HEADER_BYTES, st.packed_bytes, &opt, &g, &bad_img, NULL, &err) <
        0);
  CHECK(!strncmp(err.msg, "corrupt cache entry", 19));
  printf("damaged piece: %s\n", err.msg);
  render_image_free(&img);
  render_image_free(&from_f32);
  render_image_free(&from_packed);
  render_image_free(&bad_img);
  free(again);
  free(v);
  free(entry);
}

int main(void) {
  snprintf(tmpdir, sizeof tmpdir, "/tmp/flamebuild-gpupack.XXXXXX");
  if (!mkdtemp(tmpdir)) {
    perror("mkdtemp");
    return 1;
  }
  char what[256];
  have_gpu = gpu_probe(what, sizeof what);
  snprintf(gpu_why, sizeof gpu_why, "no GPU: %.200s", what);
  RUN(test_kernels_on_cpu_match_cpu_packer);
  RUN(test_gpu_pack_matches_cpu);
  gpu_shutdown();
  char cmd[600];
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmpdir);
  if (system(cmd) != 0) fprintf(stderr, "could not remove %s\n", tmpdir);
  return check_summary("gpu_pack");
}
