/* OpenEXR output (render/exr.c, issue 14): a flame finished in 16 bits is written as a PNG and
 * as EXRs (half and float); the EXRs are read back with OpenEXR's own library and must equal
 * the linearised PNG ((v/65280)^gamma, alpha/65535) within the rounding of their type. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <openexr.h>

#include "check.h"
#include "genome/genome.h"
#include "render/render.h"

/* The file's four channels as floats, in R, G, B, A order. */
static int read_exr(const char *path, int *w, int *h, float **rgba) {
  exr_context_t ctx;
  exr_context_initializer_t init = EXR_DEFAULT_CONTEXT_INITIALIZER;
  if (exr_start_read(&ctx, path, &init) != EXR_ERR_SUCCESS) return -1;
  exr_attr_box2i_t dw;
  int32_t lines = 1;
  int rc = -1;
  if (exr_get_data_window(ctx, 0, &dw) != EXR_ERR_SUCCESS || exr_get_scanlines_per_chunk(ctx, 0, &lines)) goto done;
  *w = dw.max.x - dw.min.x + 1;
  *h = dw.max.y - dw.min.y + 1;
  float *planes = malloc(sizeof(float) * 4 * (size_t)*w * *h);
  *rgba = planes;
  exr_decode_pipeline_t dec;
  memset(&dec, 0, sizeof dec);
  int started = 0;
  rc = 0;
  for (int y = dw.min.y; y <= dw.max.y && rc == 0; y += lines) {
    exr_chunk_info_t chunk;
    if (exr_read_scanline_chunk_info(ctx, 0, y, &chunk) != EXR_ERR_SUCCESS ||
        (started ? exr_decoding_update(ctx, 0, &chunk, &dec) : exr_decoding_initialize(ctx, 0, &chunk, &dec)) !=
            EXR_ERR_SUCCESS) {
      rc = -1;
      break;
    }
    started = 1;
    for (int k = 0; k < dec.channel_count; k++) {
      exr_coding_channel_info_t *ch = &dec.channels[k];
      const int c = !strcmp(ch->channel_name, "R") ? 0 : !strcmp(ch->channel_name, "G") ? 1 : !strcmp(ch->channel_name, "B") ? 2 : 3;
      ch->user_data_type = EXR_PIXEL_FLOAT; /* the library converts half to float */
      ch->user_bytes_per_element = 4;
      ch->user_pixel_stride = 4;
      ch->user_line_stride = 4 * *w;
      ch->decode_to_ptr = (uint8_t *)(planes + (size_t)c * *w * *h + (size_t)(y - dw.min.y) * *w);
    }
    if (exr_decoding_choose_default_routines(ctx, 0, &dec) != EXR_ERR_SUCCESS ||
        exr_decoding_run(ctx, 0, &dec) != EXR_ERR_SUCCESS)
      rc = -1;
  }
  if (started) exr_decoding_destroy(ctx, &dec);
done:
  exr_finish(&ctx);
  return rc;
}

static void test_exr_equals_linearised_png(void) {
  static const char xml[] =
      "<flame name=\"e\" size=\"48 32\" center=\"0 0\" scale=\"14\" quality=\"20\" gamma=\"2.5\" vibrancy=\"0.7\""
      " highlight_power=\"1\" background=\"0.1 0.05 0.2\">"
      "<xform weight=\"0.5\" color=\"0\" spherical=\"1\" coefs=\"0.5 0 0 0.5 0.2 0\"/>"
      "<xform weight=\"0.5\" color=\"1\" julia=\"1\" coefs=\"0.6 0.1 -0.1 0.6 -0.3 0.2\"/>"
      "<color index=\"0\" rgb=\"255 120 30\"/><color index=\"255\" rgb=\"40 90 255\"/></flame>";
  genome_list list;
  fb_error err;
  genome_parse_options opt = {0};
  CHECK(genome_parse_memory(xml, strlen(xml), "e", &opt, &list, &err) == 0);
  if (list.count != 1) return;
  render_subframe sub = {.cp = &list.flames[0], .weight = 1.0};
  render_frame frame = {.sub = &sub, .nsub = 1};
  render_geometry geo;
  render_hist hist = {0};
  render_image img = {0};
  render_options ro = {.threads = 1, .seed = 3};
  finish_options fo = {.bpc = 16};
  CHECK(render_geometry_of(&frame, &geo, &err) == 0 && render_hist_alloc(&hist, &geo, 0, &err) == 0);
  CHECK(render_iterate_cpu(&frame, &ro, &hist, &err) == 0 && render_finish(&frame, &hist, &fo, &img, &err) == 0);
  char png[64], half[64], full[64];
  snprintf(png, sizeof png, "/tmp/fb-exr-%d.png", (int)getpid());
  snprintf(half, sizeof half, "/tmp/fb-exr-%d-h.exr", (int)getpid());
  snprintf(full, sizeof full, "/tmp/fb-exr-%d-f.exr", (int)getpid());
  CHECK(render_write_png(png, &img, NULL, &err) == 0);
  /* The keys a project build writes go in the header as string attributes, and read back. */
  const char *const texts[] = {"flamebuild_finish_key", "0123abcd", "flam3_genome", "<flame name=\"e\"/>", NULL};
  CHECK(render_write_exr(half, &img, 2.5, 0, NULL, &err) == 0);
  CHECK(render_write_exr(full, &img, 2.5, 1, texts, &err) == 0);
  char text[64];
  CHECK(render_exr_text(full, "flamebuild_finish_key", text, sizeof text) == 1 && !strcmp(text, "0123abcd"));
  CHECK(render_exr_text(full, "flam3_genome", text, sizeof text) == 1 && !strcmp(text, "<flame name=\"e\"/>"));
  CHECK(render_exr_text(half, "flamebuild_finish_key", text, sizeof text) == 0 && !text[0]);
  CHECK(render_exr_text(png, "flamebuild_finish_key", text, sizeof text) == 0); /* not an EXR */
  CHECK(render_exr_text(full, "flamebuild_finish_key", text, 4) == 0);          /* no room: not cut */
  render_image back = {0};
  CHECK(render_read_png(png, &back, &err) == 0 && back.bpc == 16);
  for (int as_float = 0; as_float < 2; as_float++) {
    int w = 0, h = 0;
    float *v = NULL;
    CHECK(read_exr(as_float ? full : half, &w, &h, &v) == 0);
    CHECK(w == img.width && h == img.height);
    if (!v || w != img.width || h != img.height || !back.pixels) {
      free(v);
      continue;
    }
    const uint16_t *px = back.pixels;
    const size_t n = (size_t)w * h;
    double worst = 0;
    int lit = 0;
    for (size_t i = 0; i < n; i++)
      for (int c = 0; c < 4; c++) {
        const double want = c < 3 ? pow(px[4 * i + c] / 65280.0, 2.5) : px[4 * i + 3] / 65535.0;
        const double got = v[(size_t)c * n + i];
        const double rel = fabs(got - want) / (want > 1e-4 ? want : 1e-4);
        if (rel > worst) worst = rel;
        lit += c == 0 && want > 0.01;
      }
    /* half: 11 significant bits (2^-11 relative); float: 24 (the linearisation is in double). */
    CHECK(worst <= (as_float ? 1e-7 : 1.0 / 2048));
    CHECK(lit > 50); /* the comparison saw an image, not black */
    printf("%s: %dx%d, worst relative difference %.3g over %zu values\n", as_float ? "float" : "half", w, h, worst, 4 * n);
    free(v);
  }
  render_image_free(&back);
  render_image_free(&img);
  render_hist_free(&hist);
  genome_list_free(&list);
  unlink(png);
  unlink(half);
  unlink(full);
}

/* The longest value among the attributes of the EXR header at path (name, type, size, value,
 * …, a NUL after the last), or -1 if it cannot be walked. */
static long longest_attribute(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) return -1;
  static unsigned char head[1 << 20];
  const size_t n = fread(head, 1, sizeof head, f);
  fclose(f);
  size_t at = 8;
  long longest = 0;
  while (at < n && head[at]) {
    for (int s = 0; s < 2; s++) { /* the name and the type */
      while (at < n && head[at]) at++;
      at++;
    }
    if (at + 4 > n) return -1;
    const long size = (long)head[at] | (long)head[at + 1] << 8 | (long)head[at + 2] << 16 | (long)head[at + 3] << 24;
    if (size > longest) longest = size;
    at += 4 + (size_t)size;
  }
  return at < n ? longest : -1;
}

/* A genome is tens of KB; Debian 12's ffmpeg reads 255 bytes of a header attribute it does not
 * know and takes the rest for more header ("Incomplete frame"). So a long text goes in parts of
 * at most 255 bytes, which render_exr_text joins back exactly. */
static void test_exr_long_text_in_parts(void) {
  enum { LONG = 30000 };
  char *long_text = malloc(LONG + 1), *back = malloc(LONG + 16);
  if (!long_text || !back) return;
  size_t len = 0;
  for (int k = 0; len + 80 < LONG; k++) { /* lines of every length, some UTF-8, one over 255 bytes */
    len += (size_t)snprintf(long_text + len, LONG + 1 - len, "<color index=\"%d\" name=\"\u00e9t\u00e9 \u2728\"/>", k);
    for (int pad = 0; pad < (k == 7 ? 300 : k % 40) && len + 80 < LONG; pad++) long_text[len++] = k == 7 ? "\u00e9"[pad % 2] : 'x';
    long_text[len++] = '\n';
  }
  long_text[len] = 0;
  render_image img = {.width = 3, .height = 2, .bpc = 16};
  uint16_t px[3 * 2 * 4];
  for (int i = 0; i < 24; i++) px[i] = (uint16_t)(i * 2000);
  img.pixels = px;
  char path[64];
  snprintf(path, sizeof path, "/tmp/fb-exr-%d-long.exr", (int)getpid());
  fb_error err;
  const char *const texts[] = {"flamebuild_finish_key", "0123abcd", "flam3_genome", long_text, NULL};
  CHECK(render_write_exr(path, &img, 2.2, 0, texts, &err) == 0);
  const long longest = longest_attribute(path);
  CHECK(longest > 200 && longest <= 255);
  CHECK(render_exr_text(path, "flam3_genome", back, LONG + 16) == 1 && !strcmp(back, long_text));
  CHECK(render_exr_text(path, "flamebuild_finish_key", back, LONG + 16) == 1 && !strcmp(back, "0123abcd"));
  CHECK(render_exr_text(path, "flam3_genome", back, len) == 0 && !back[0]); /* no room for the whole: nothing */
  CHECK(render_exr_text(path, "flam3_genom", back, LONG + 16) == 0);
  int w = 0, h = 0;
  float *v = NULL;
  CHECK(read_exr(path, &w, &h, &v) == 0 && w == 3 && h == 2); /* and OpenEXR reads the image */
  printf("a %zu-byte text in parts of at most %ld bytes\n", len, longest);
  free(v);
  unlink(path);
  free(long_text);
  free(back);
}

int main(void) {
  RUN(test_exr_equals_linearised_png);
  RUN(test_exr_long_text_in_parts);
  return check_summary("exr");
}
