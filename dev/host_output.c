/*
 * dev/host_output.c — the lab: what a GPU build's host spends a frame on, one core at a time.
 *
 *   make build/host_output && taskset -c 0 build/host_output CACHE_ENTRY FRAME.png [rounds]
 *
 * A GPU frame's buffer comes back as floats; the host then encodes its cache entry
 * (hist_encoder_run_f32) and writes its PNG (render_write_png); a re-finish decodes the entry
 * (hist_decode_f32). Format 3, packed on the GPU, alongside: the CPU's packer (hist_pack_f32),
 * the decode of its entry, and hist_packed_wrap, the host's share of a GPU-packed entry. This times each on a real entry and a real frame, CPU seconds per call
 * (clock_gettime(CLOCK_PROCESS_CPUTIME_ID)), so the figures do not depend on other load.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../cache/hist_codec.h"
#include "../render/render.h"
#include "../util/error.h"

static double cpu_now(void) {
  struct timespec t;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

static void *slurp(const char *path, size_t *n) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  fseek(f, 0, SEEK_END);
  long len = ftell(f);
  fseek(f, 0, SEEK_SET);
  void *p = malloc(len > 0 ? (size_t)len : 1);
  *n = p ? fread(p, 1, (size_t)len, f) : 0;
  fclose(f);
  return p;
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: %s CACHE_ENTRY FRAME.png [rounds]\n", argv[0]);
    return 2;
  }
  int rounds = argc > 3 ? atoi(argv[3]) : 5;
  size_t n;
  void *entry = slurp(argv[1], &n);
  if (!entry) {
    perror(argv[1]);
    return 1;
  }
  fb_error err;
  render_hist shape;
  hist_meta meta;
  if (n < 24) {
    fprintf(stderr, "%s: not a cache entry\n", argv[1]);
    return 1;
  }
  const unsigned char *hd = entry; /* width and height: the header's bytes 16 and 20 (hist_codec.c) */
  shape.width = hd[16] | hd[17] << 8 | hd[18] << 16;
  shape.height = hd[20] | hd[21] << 8 | hd[22] << 16;
  size_t values_n = (size_t)shape.width * shape.height * 5;
  float *values = malloc(values_n * sizeof *values);
  double t = cpu_now();
  for (int i = 0; i < rounds; i++)
    if (hist_decode_f32(entry, n, shape.width, shape.height, values, &shape, &meta, &err) != 1) {
      fprintf(stderr, "decode: %s\n", err.msg);
      return 1;
    }
  double decode_s = (cpu_now() - t) / rounds;
  hist_encoder *enc = hist_encoder_new();
  const void *out;
  size_t out_n = 0;
  t = cpu_now();
  for (int i = 0; i < rounds; i++)
    if (hist_encoder_run_f32(enc, shape.width, shape.height, shape.samples, shape.badvals, values, &meta, &out, &out_n,
                             &err) < 0) {
      fprintf(stderr, "encode: %s\n", err.msg);
      return 1;
    }
  double encode_s = (cpu_now() - t) / rounds;
  /* Format 3, packed: the CPU's reference packer, the decode of what it wrote, and what the GPU
   * path leaves the host, hist_packed_wrap on the downloaded payload. */
  void *packed = NULL;
  size_t packed_n = 0;
  t = cpu_now();
  for (int i = 0; i < rounds; i++) {
    free(packed);
    if (hist_pack_f32(shape.width, shape.height, shape.samples, shape.badvals, values, &meta, &packed, &packed_n,
                      &err) < 0) {
      fprintf(stderr, "pack: %s\n", err.msg);
      return 1;
    }
  }
  double pack_s = (cpu_now() - t) / rounds;
  float *unpacked = malloc(values_n * sizeof *unpacked);
  t = cpu_now();
  for (int i = 0; i < rounds; i++)
    if (hist_decode_f32(packed, packed_n, shape.width, shape.height, unpacked, &shape, &meta, &err) != 1) {
      fprintf(stderr, "unpack: %s\n", err.msg);
      return 1;
    }
  double unpack_s = (cpu_now() - t) / rounds;
  const int unpacked_same = memcmp(unpacked, values, values_n * sizeof *values) == 0;
  t = cpu_now();
  for (int i = 0; i < rounds; i++)
    if (hist_packed_wrap(shape.width, shape.height, shape.samples, shape.badvals, &meta, packed,
                         packed_n - HIST_HEADER_BYTES, &err) < 0) {
      fprintf(stderr, "wrap: %s\n", err.msg);
      return 1;
    }
  double wrap_s = (cpu_now() - t) / rounds;
  printf("packed (format 3) %zu bytes: pack %.1f ms, decode %.1f ms (%s), wrap %.1f ms (CPU a call)\n", packed_n,
         pack_s * 1e3, unpack_s * 1e3, unpacked_same ? "the same values" : "DIFFERENT values", wrap_s * 1e3);
  free(unpacked);
  free(packed);
  render_image img;
  if (render_read_png(argv[2], &img, &err) < 0) {
    fprintf(stderr, "%s\n", err.msg);
    return 1;
  }
  const char *texts[] = {NULL};
  t = cpu_now();
  for (int i = 0; i < rounds; i++)
    if (render_write_png("/tmp/host_output.png", &img, texts, &err) < 0) {
      fprintf(stderr, "png: %s\n", err.msg);
      return 1;
    }
  double png_s = (cpu_now() - t) / rounds;
  const int same = out_n == n && memcmp(out, entry, n) == 0; /* the format is deterministic */
  printf("%dx%d entry %zu bytes (re-encoded %zu, %s): decode %.1f ms, encode %.1f ms; %dx%d png %.1f ms (CPU a call)\n",
         shape.width, shape.height, n, out_n, same ? "the same bytes" : "DIFFERENT bytes", decode_s * 1e3, encode_s * 1e3, img.width, img.height, png_s * 1e3);
  hist_encoder_free(enc);
  render_image_free(&img);
  free(values);
  free(entry);
  return 0;
}
