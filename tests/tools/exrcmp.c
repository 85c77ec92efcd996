/*
 * exrcmp — an EXR that flamebuild wrote, read back with OpenEXR's own library, against the
 * 16-bit PNG of the same frame.
 *
 *   exrcmp FRAME.exr FRAME.png GAMMA
 *   exrcmp --raw FRAME.exr FRAME.raw
 *
 * flamebuild's EXR is the finished 16-bit frame made linear (render/exr.c): R, G, B are
 * (v / 65280)^GAMMA and A is a / 65535, in half or float. Every value must equal that of the
 * PNG within the rounding of the EXR's type — 2^-11 relative for half, 1e-6 for float (both
 * with a floor of 1e-4 near black) — and the frame must show something (more than 1% of its
 * pixels lit), so that two black images do not pass. Prints the type, the size and the worst
 * relative difference; exits 0 when they agree, 1 when they do not, 2 when a file cannot be
 * read or the sizes differ.
 *
 * With --raw, the EXR as another program decoded it, FRAME.raw being ffmpeg's planar float
 * (ffmpeg -i FRAME.exr -f rawvideo -pix_fmt gbrapf32le FRAME.raw: planes G, B, R, A): every
 * value must be the very float OpenEXR's library reads (a half widens to float exactly), and
 * the frame must show something. Exits as above.
 */
#include <math.h>
#include <openexr.h>
#include <png.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A 16-bit RGBA PNG as stored (no gamma, no premultiplication): 4 values a pixel. */
static uint16_t *read_png16(const char *path, int *w, int *h) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
  png_infop info = png ? png_create_info_struct(png) : NULL;
  uint16_t *px = NULL;
  if (!info || setjmp(png_jmpbuf(png))) {
    free(px);
    png_destroy_read_struct(&png, &info, NULL);
    fclose(f);
    return NULL;
  }
  png_init_io(png, f);
  png_read_png(png, info, PNG_TRANSFORM_IDENTITY, NULL);
  if (png_get_bit_depth(png, info) != 16 || png_get_color_type(png, info) != PNG_COLOR_TYPE_RGB_ALPHA) {
    fprintf(stderr, "exrcmp: %s: not a 16-bit RGBA PNG\n", path);
    png_destroy_read_struct(&png, &info, NULL);
    fclose(f);
    return NULL;
  }
  *w = (int)png_get_image_width(png, info);
  *h = (int)png_get_image_height(png, info);
  px = malloc(sizeof *px * 4 * (size_t)*w * *h);
  png_bytepp rows = png_get_rows(png, info);
  for (int y = 0; px && y < *h; y++)
    for (int x = 0; x < 4 * *w; x++) px[(size_t)y * 4 * *w + x] = (uint16_t)(rows[y][2 * x] << 8 | rows[y][2 * x + 1]);
  png_destroy_read_struct(&png, &info, NULL);
  fclose(f);
  return px;
}

/* The EXR's R, G, B and A as float planes; *is_float: stored as float rather than half. */
static float *read_exr(const char *path, int *w, int *h, int *is_float) {
  exr_context_t ctx;
  exr_context_initializer_t init = EXR_DEFAULT_CONTEXT_INITIALIZER;
  if (exr_start_read(&ctx, path, &init) != EXR_ERR_SUCCESS) return NULL;
  exr_attr_box2i_t dw;
  int32_t lines = 1;
  float *planes = NULL;
  if (exr_get_data_window(ctx, 0, &dw) != EXR_ERR_SUCCESS || exr_get_scanlines_per_chunk(ctx, 0, &lines) != EXR_ERR_SUCCESS)
    goto done;
  *w = dw.max.x - dw.min.x + 1;
  *h = dw.max.y - dw.min.y + 1;
  planes = calloc(4 * (size_t)*w * *h, sizeof *planes);
  exr_decode_pipeline_t dec;
  memset(&dec, 0, sizeof dec);
  int started = 0, ok = planes != NULL;
  for (int y = dw.min.y; y <= dw.max.y && ok; y += lines) {
    exr_chunk_info_t chunk;
    if (exr_read_scanline_chunk_info(ctx, 0, y, &chunk) != EXR_ERR_SUCCESS ||
        (started ? exr_decoding_update(ctx, 0, &chunk, &dec) : exr_decoding_initialize(ctx, 0, &chunk, &dec)) !=
            EXR_ERR_SUCCESS) {
      ok = 0;
      break;
    }
    started = 1;
    for (int k = 0; k < dec.channel_count; k++) {
      exr_coding_channel_info_t *ch = &dec.channels[k];
      const char *name = ch->channel_name;
      const int c = !strcmp(name, "R") ? 0 : !strcmp(name, "G") ? 1 : !strcmp(name, "B") ? 2 : 3;
      *is_float = ch->data_type == EXR_PIXEL_FLOAT;
      ch->user_data_type = EXR_PIXEL_FLOAT; /* the library converts half to float */
      ch->user_bytes_per_element = 4;
      ch->user_pixel_stride = 4;
      ch->user_line_stride = 4 * *w;
      ch->decode_to_ptr = (uint8_t *)(planes + (size_t)c * *w * *h + (size_t)(y - dw.min.y) * *w);
    }
    ok = exr_decoding_choose_default_routines(ctx, 0, &dec) == EXR_ERR_SUCCESS &&
         exr_decoding_run(ctx, 0, &dec) == EXR_ERR_SUCCESS;
  }
  if (started) exr_decoding_destroy(ctx, &dec);
  if (!ok) {
    free(planes);
    planes = NULL;
  }
done:
  exr_finish(&ctx);
  return planes;
}

/* --raw: the EXR against ffmpeg's decoding of it (gbrapf32le planes), value for value. */
static int compare_raw(const char *exr, const char *raw) {
  int w = 0, h = 0, is_float = 0;
  float *v = read_exr(exr, &w, &h, &is_float);
  const size_t n = (size_t)w * h;
  float *got = v ? malloc(4 * n * sizeof *got) : NULL;
  FILE *f = got ? fopen(raw, "rb") : NULL;
  const size_t read = f ? fread(got, sizeof *got, 4 * n + 1, f) : 0; /* one more: a longer file is found */
  if (f) fclose(f);
  if (!v || read != 4 * n) {
    fprintf(stderr, "exrcmp: cannot compare %s (%dx%d) with %s (%zu floats, want %zu)\n", exr, w, h, raw, read, 4 * n);
    free(v);
    free(got);
    return 2;
  }
  static const int plane[4] = {2, 0, 1, 3}; /* R, G, B, A in ffmpeg's G, B, R, A */
  size_t differ = 0, lit = 0;
  for (size_t i = 0; i < n; i++)
    for (int c = 0; c < 4; c++) {
      const float want = v[(size_t)c * n + i], is = got[(size_t)plane[c] * n + i];
      if (memcmp(&want, &is, sizeof want)) {
        if (!differ) fprintf(stderr, "exrcmp: pixel %zu channel %d: OpenEXR reads %.9g, ffmpeg %.9g\n", i, c, want, is);
        differ++;
      }
      lit += c == 0 && want > 0.0001f;
    }
  printf("%s: %dx%d, %zu of %zu values differ, %zu pixels lit\n", is_float ? "float" : "half", w, h, differ, 4 * n, lit);
  free(v);
  free(got);
  return !differ && lit * 100 > n ? 0 : 1;
}

int main(int argc, char **argv) {
  if (argc == 4 && !strcmp(argv[1], "--raw")) return compare_raw(argv[2], argv[3]);
  if (argc != 4) {
    fprintf(stderr, "usage: exrcmp FRAME.exr FRAME.png GAMMA | exrcmp --raw FRAME.exr FRAME.raw\n");
    return 2;
  }
  const double gamma = atof(argv[3]);
  int ew = 0, eh = 0, pw = 0, ph = 0, is_float = 0;
  float *v = read_exr(argv[1], &ew, &eh, &is_float);
  uint16_t *px = read_png16(argv[2], &pw, &ph);
  if (!v || !px || ew != pw || eh != ph || !(gamma > 0)) {
    fprintf(stderr, "exrcmp: cannot compare %s (%dx%d) with %s (%dx%d)\n", argv[1], ew, eh, argv[2], pw, ph);
    free(v);
    free(px);
    return 2;
  }
  const size_t n = (size_t)ew * eh;
  double worst = 0;
  size_t lit = 0;
  for (size_t i = 0; i < n; i++)
    for (int c = 0; c < 4; c++) {
      const double want = c < 3 ? pow(px[4 * i + c] / 65280.0, gamma) : px[4 * i + 3] / 65535.0;
      const double got = v[(size_t)c * n + i];
      const double rel = fabs(got - want) / (want > 1e-4 ? want : 1e-4);
      if (rel > worst) worst = rel;
      lit += c == 0 && want > 0.01;
    }
  const double limit = is_float ? 1e-6 : 1.0 / 2048;
  printf("%s: %dx%d, worst relative difference %.3g (limit %.3g), %zu of %zu pixels lit\n", is_float ? "float" : "half",
         ew, eh, worst, limit, lit, n);
  free(v);
  free(px);
  return worst <= limit && lit * 100 > n ? 0 : 1;
}
