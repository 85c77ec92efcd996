/* JPEG output (render/jpeg.c, issue 40, item 7): render_write_jpeg writes what libjpeg reads
 * back as the image (RGB, the alpha dropped) with flam3-render's comments, a text longer than
 * one marker continued in the next ones, which render_jpeg_text joins; what cannot be written
 * is refused naming the file, and a failed write leaves nothing behind. */
#include <dirent.h>
#include <errno.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <jpeglib.h>

#include "check.h"
#include "render/render.h"

enum { W = 40, H = 30 };

typedef struct read_fail {
  struct jpeg_error_mgr mgr;
  jmp_buf jump;
} read_fail;

static void read_failed(j_common_ptr cinfo) { longjmp(((read_fail *)cinfo->err)->jump, 1); }

/* The JPEG at path as RGB (3 bytes a pixel) into rgb (W x H); 0, or -1. */
static int read_jpeg(const char *path, uint8_t *rgb, int *components) {
  static struct jpeg_decompress_struct cinfo;
  static read_fail fail;
  static FILE *f;
  f = fopen(path, "rb");
  if (!f) return -1;
  cinfo.err = jpeg_std_error(&fail.mgr);
  fail.mgr.error_exit = read_failed;
  if (setjmp(fail.jump)) {
    jpeg_destroy_decompress(&cinfo);
    fclose(f);
    return -1;
  }
  jpeg_create_decompress(&cinfo);
  jpeg_stdio_src(&cinfo, f);
  jpeg_read_header(&cinfo, TRUE);
  *components = cinfo.num_components;
  jpeg_start_decompress(&cinfo);
  if (cinfo.output_width != W || cinfo.output_height != H || cinfo.output_components != 3) longjmp(fail.jump, 1);
  while (cinfo.output_scanline < H) {
    JSAMPROW row = rgb + (size_t)cinfo.output_scanline * W * 3;
    if (jpeg_read_scanlines(&cinfo, &row, 1) != 1) longjmp(fail.jump, 1);
  }
  jpeg_finish_decompress(&cinfo);
  jpeg_destroy_decompress(&cinfo);
  fclose(f);
  return 0;
}

static void test_jpeg_image_and_comments(void) {
  uint8_t px[W * H * 4];
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) {
      uint8_t *p = px + 4 * (y * W + x);
      p[0] = (uint8_t)(6 * x), p[1] = (uint8_t)(8 * y), p[2] = (uint8_t)(100 + 2 * x), p[3] = (uint8_t)(x * 5); /* alpha: dropped */
    }
  render_image img = {.width = W, .height = H, .bpc = 8, .pixels = px};
  /* A text of three markers' worth (65,533 bytes a marker), in lines, some UTF-8. */
  enum { LONG = 150000 };
  char *long_text = malloc(LONG + 1), *back = malloc(LONG + 1);
  if (!long_text || !back) return;
  size_t len = 0;
  for (int k = 0; len + 100 < LONG; k++)
    len += (size_t)snprintf(long_text + len, LONG + 1 - len, "<color index=\"%d\" name=\"\u00e9t\u00e9 \u2728 %d\"/>\n", k, k * 7);
  char path[64];
  snprintf(path, sizeof path, "/tmp/fb-jpeg-%d.jpg", (int)getpid());
  fb_error err;
  const char *const texts[] = {"flam3_version", "flamebuild-test", "flam3_genome", long_text, "flam3", "short", NULL};
  CHECK(render_write_jpeg(path, &img, 100, texts, &err) == 0);
  uint8_t rgb[W * H * 3];
  int components = 0;
  CHECK(read_jpeg(path, rgb, &components) == 0 && components == 3);
  double diff = 0;
  for (int i = 0; i < W * H; i++)
    for (int c = 0; c < 3; c++) diff += abs(rgb[3 * i + c] - px[4 * i + c]);
  diff /= 3.0 * W * H;
  CHECK(diff < 2); /* quality 100 of a smooth picture: the RGB, give or take the chroma's subsampling */
  printf("quality 100: mean difference %.2f of 255\n", diff);
  CHECK(render_jpeg_text(path, "flam3_genome", back, LONG + 1) == 1 && !strcmp(back, long_text));
  CHECK(render_jpeg_text(path, "flam3_version", back, LONG + 1) == 1 && !strcmp(back, "flamebuild-test"));
  CHECK(render_jpeg_text(path, "flam3", back, LONG + 1) == 1 && !strcmp(back, "short")); /* not flam3_genome's */
  CHECK(render_jpeg_text(path, "flam3_genome", back, len) == 0 && !back[0]); /* no room: nothing, not a cut text */
  CHECK(render_jpeg_text(path, "flamebuild_finish_key", back, LONG + 1) == 0);
  /* Quality: a lower one is a smaller file. */
  FILE *f = fopen(path, "rb");
  long best = -1, worst = -1;
  if (f) fseek(f, 0, SEEK_END), best = ftell(f), fclose(f);
  CHECK(render_write_jpeg(path, &img, 10, NULL, &err) == 0);
  f = fopen(path, "rb");
  if (f) fseek(f, 0, SEEK_END), worst = ftell(f), fclose(f);
  CHECK(worst > 0 && worst < best - (long)len); /* no comments now, and coarser */
  CHECK(render_jpeg_text(path, "flam3_genome", back, LONG + 1) == 0);
  unlink(path);
  free(long_text);
  free(back);
}

static void test_jpeg_refusals(void) {
  uint16_t px16[4 * 4] = {0};
  uint8_t px8[4 * 4] = {0};
  render_image deep = {.width = 2, .height = 2, .bpc = 16, .pixels = px16};
  render_image img = {.width = 2, .height = 2, .bpc = 8, .pixels = px8};
  fb_error err;
  CHECK(render_write_jpeg("/tmp/fb-jpeg-refused.jpg", &deep, 75, NULL, &err) < 0 &&
        strstr(err.msg, "/tmp/fb-jpeg-refused.jpg: a JPEG is 8 bits per channel"));
  CHECK(render_write_jpeg("/tmp/fb-jpeg-refused.jpg", &img, 101, NULL, &err) < 0 && strstr(err.msg, "quality 101"));
  CHECK(access("/tmp/fb-jpeg-refused.jpg", F_OK) < 0);
  /* A write that fails names the file and why, and leaves no temporary file. */
  char dir[64], path[96];
  snprintf(dir, sizeof dir, "/tmp/fb-jpeg-ro-%d", (int)getpid());
  snprintf(path, sizeof path, "%s/gone/x.jpg", dir);
  CHECK(mkdir(dir, 0755) == 0);
  CHECK(render_write_jpeg(path, &img, 75, NULL, &err) < 0 && strstr(err.msg, "gone") && strstr(err.msg, "No such file"));
  DIR *d = opendir(dir);
  int entries = 0;
  for (struct dirent *e; d && (e = readdir(d));) entries += e->d_name[0] != '.';
  if (d) closedir(d);
  CHECK(entries == 0);
  rmdir(dir);
  char text[16];
  CHECK(render_jpeg_text("/tmp", "flam3_genome", text, sizeof text) == 0); /* a directory: not read */
}

int main(void) {
  RUN(test_jpeg_image_and_comments);
  RUN(test_jpeg_refusals);
  return check_summary("jpeg");
}
