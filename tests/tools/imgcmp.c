/*
 * imgcmp — the noise-calibrated image comparison of the conformance tests.
 *
 *   imgcmp CANDIDATE.png REF1.png REF2.png [REF3.png ...]
 *
 * The references are renders of the same genome by flam3 with different seeds. After a 3x3
 * box blur of each image (RGB, alpha ignored), with d(X,Y) = mean|X-Y| / mean brightness of
 * the references:
 *   noise = mean of d(Ri,Rj) over all pairs of references
 *   err   = mean of d(C,Ri) over the references
 *   ratio = err / max(noise, 0.002)
 * With two references this is exactly noise = d(A,B), err = (d(C,A)+d(C,B))/2. More
 * references estimate the noise better: one pair is a single draw, and genomes whose noise is
 * dominated by rare events (a trajectory that visits a sparse spot a handful of times per
 * render) can give a pair that agrees by chance far better than a typical render does.
 * Near-black frames: the brightness in the denominators is at least 1/255 (one 8-bit level on
 * average). Below that an image shows nothing on an 8-bit display, and dividing by its mean
 * would compare a handful of stray samples (an animation frame whose attractor has left the
 * picture). Every variation genome of the test set is brighter than this, so it changes
 * nothing there.
 * Prints "noise err ratio ratio2", ratio2 being the two-reference ratio with REF1 and REF2.
 * Exits 2 on unreadable or mismatched images.
 * `imgcmp --same X.png Y.png` exits 0 iff the pixels are identical.
 * `imgcmp --diff X Y` prints d(X,Y) = mean|X-Y| / mean brightness of Y, without the blur.
 * An image may be a JPEG (.jpg, .jpeg: read with libjpeg) as well as a PNG.
 */
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <jpeglib.h>

#define MIN_BRIGHTNESS (1.0 / 255.0)

typedef struct image {
  int width, height;
  double *rgb; /* 0..1 */
} image;

typedef struct jpeg_fail {
  struct jpeg_error_mgr mgr;
  jmp_buf jump;
} jpeg_fail;

static void jpeg_failed(j_common_ptr cinfo) {
  char msg[JMSG_LENGTH_MAX];
  cinfo->err->format_message(cinfo, msg);
  fprintf(stderr, "imgcmp: libjpeg: %s\n", msg);
  longjmp(((jpeg_fail *)cinfo->err)->jump, 1);
}

/* A JPEG as RGB 0..1 (a static struct: nothing changes between setjmp and longjmp but it). */
static int load_jpeg(const char *path, image *img) {
  static struct jpeg_decompress_struct cinfo;
  static jpeg_fail fail;
  static FILE *f;
  static unsigned char *row;
  f = fopen(path, "rb");
  row = NULL;
  img->rgb = NULL;
  if (!f) {
    perror(path);
    return -1;
  }
  cinfo.err = jpeg_std_error(&fail.mgr);
  fail.mgr.error_exit = jpeg_failed;
  if (setjmp(fail.jump)) {
    jpeg_destroy_decompress(&cinfo);
    fclose(f);
    free(row);
    free(img->rgb);
    return -1;
  }
  jpeg_create_decompress(&cinfo);
  jpeg_stdio_src(&cinfo, f);
  jpeg_read_header(&cinfo, TRUE);
  cinfo.out_color_space = JCS_RGB;
  jpeg_start_decompress(&cinfo);
  img->width = (int)cinfo.output_width;
  img->height = (int)cinfo.output_height;
  row = malloc(3 * (size_t)img->width);
  img->rgb = malloc((size_t)img->width * img->height * 3 * sizeof *img->rgb);
  if (!row || !img->rgb) longjmp(fail.jump, 1);
  while (cinfo.output_scanline < cinfo.output_height) {
    const size_t y = cinfo.output_scanline;
    if (jpeg_read_scanlines(&cinfo, &row, 1) != 1) longjmp(fail.jump, 1);
    for (size_t i = 0; i < 3 * (size_t)img->width; i++) img->rgb[y * 3 * img->width + i] = row[i] / 255.0;
  }
  jpeg_finish_decompress(&cinfo);
  jpeg_destroy_decompress(&cinfo);
  fclose(f);
  free(row);
  return 0;
}

static int load(const char *path, image *img) {
  const char *dot = strrchr(path, '.');
  if (dot && (!strcasecmp(dot, ".jpg") || !strcasecmp(dot, ".jpeg"))) return load_jpeg(path, img);
  png_image pi;
  memset(&pi, 0, sizeof pi);
  pi.version = PNG_IMAGE_VERSION;
  if (!png_image_begin_read_from_file(&pi, path)) {
    fprintf(stderr, "imgcmp: %s: %s\n", path, pi.message);
    return -1;
  }
  pi.format = PNG_FORMAT_LINEAR_RGB_ALPHA; /* 16-bit linear: no loss for 16-bit input */
  size_t n = (size_t)pi.width * pi.height;
  png_uint_16 *buf = malloc(n * 4 * sizeof *buf);
  /* Linear conversion would undo the sRGB curve for 8-bit files; read 8/16 bit as stored. */
  png_image_free(&pi);
  memset(&pi, 0, sizeof pi);
  pi.version = PNG_IMAGE_VERSION;
  if (!buf || !png_image_begin_read_from_file(&pi, path)) {
    free(buf);
    return -1;
  }
  int sixteen = (pi.format & PNG_FORMAT_FLAG_LINEAR) != 0;
  pi.format = PNG_FORMAT_RGBA | (sixteen ? PNG_FORMAT_FLAG_LINEAR : 0);
  if (!png_image_finish_read(&pi, NULL, buf, 0, NULL)) {
    fprintf(stderr, "imgcmp: %s: %s\n", path, pi.message);
    free(buf);
    return -1;
  }
  img->width = (int)pi.width;
  img->height = (int)pi.height;
  img->rgb = malloc(n * 3 * sizeof *img->rgb);
  const unsigned char *b8 = (const unsigned char *)buf;
  for (size_t i = 0; i < n; i++)
    for (int c = 0; c < 3; c++)
      img->rgb[i * 3 + c] = sixteen ? buf[i * 4 + c] / 65535.0 : b8[i * 4 + c] / 255.0;
  free(buf);
  return 0;
}

static void blur3(image *img) {
  int w = img->width, h = img->height;
  double *out = calloc((size_t)w * h * 3, sizeof *out);
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      for (int c = 0; c < 3; c++) {
        double s = 0;
        int k = 0;
        for (int dy = -1; dy <= 1; dy++)
          for (int dx = -1; dx <= 1; dx++) {
            int xx = x + dx, yy = y + dy;
            if (xx < 0 || yy < 0 || xx >= w || yy >= h) continue;
            s += img->rgb[((size_t)yy * w + xx) * 3 + c];
            k++;
          }
        out[((size_t)y * w + x) * 3 + c] = s / k;
      }
  free(img->rgb);
  img->rgb = out;
}

static double mean_absdiff(const image *a, const image *b) {
  size_t n = (size_t)a->width * a->height * 3;
  double s = 0;
  for (size_t i = 0; i < n; i++) s += a->rgb[i] > b->rgb[i] ? a->rgb[i] - b->rgb[i] : b->rgb[i] - a->rgb[i];
  return s / n;
}

static double mean_of(const image *a) {
  size_t n = (size_t)a->width * a->height * 3;
  double s = 0;
  for (size_t i = 0; i < n; i++) s += a->rgb[i];
  return s / n;
}

int main(int argc, char **argv) {
  if (argc == 4 && !strcmp(argv[1], "--same")) {
    image x, y;
    if (load(argv[2], &x) || load(argv[3], &y)) return 2;
    if (x.width != y.width || x.height != y.height) return 1;
    return memcmp(x.rgb, y.rgb, (size_t)x.width * x.height * 3 * sizeof(double)) ? 1 : 0;
  }
  if (argc == 4 && !strcmp(argv[1], "--diff")) {
    image x, y;
    if (load(argv[2], &x) || load(argv[3], &y)) return 2;
    if (x.width != y.width || x.height != y.height) {
      fprintf(stderr, "imgcmp: %s is %dx%d, %s is %dx%d\n", argv[2], x.width, x.height, argv[3], y.width, y.height);
      return 2;
    }
    const double brightness = mean_of(&y);
    printf("%.6f\n", mean_absdiff(&x, &y) / (brightness > MIN_BRIGHTNESS ? brightness : MIN_BRIGHTNESS));
    return 0;
  }
  if (argc < 4 || argc > 18) {
    fprintf(stderr, "usage: imgcmp CANDIDATE.png REF1.png REF2.png [REF...] | imgcmp --same X.png Y.png | "
                    "imgcmp --diff X Y\n");
    return 2;
  }
  int n = argc - 1; /* images: [0] candidate, [1..] references */
  image img[17];
  for (int i = 0; i < n; i++)
    if (load(argv[i + 1], &img[i])) return 2;
  for (int i = 1; i < n; i++)
    if (img[i].width != img[0].width || img[i].height != img[0].height) {
      fprintf(stderr, "imgcmp: %s is %dx%d, %s is %dx%d\n", argv[i + 1], img[i].width, img[i].height,
              argv[1], img[0].width, img[0].height);
      return 2;
    }
  for (int i = 0; i < n; i++) blur3(&img[i]);
  double brightness = 0;
  for (int i = 1; i < n; i++) brightness += mean_of(&img[i]) / (n - 1);
  if (brightness < MIN_BRIGHTNESS) brightness = MIN_BRIGHTNESS;
  double noise = 0, err = 0;
  int pairs = 0;
  for (int i = 1; i < n; i++)
    for (int j = i + 1; j < n; j++) {
      noise += mean_absdiff(&img[i], &img[j]) / brightness;
      pairs++;
    }
  noise /= pairs;
  for (int i = 1; i < n; i++) err += mean_absdiff(&img[0], &img[i]) / brightness / (n - 1);
  double ratio = err / (noise > 0.002 ? noise : 0.002);
  double b2 = (mean_of(&img[1]) + mean_of(&img[2])) / 2;
  if (b2 < MIN_BRIGHTNESS) b2 = MIN_BRIGHTNESS;
  double noise2 = mean_absdiff(&img[1], &img[2]) / b2;
  double err2 = (mean_absdiff(&img[0], &img[1]) + mean_absdiff(&img[0], &img[2])) / 2 / b2;
  double ratio2 = err2 / (noise2 > 0.002 ? noise2 : 0.002);
  printf("%.5f %.5f %.3f %.3f\n", noise, err, ratio, ratio2);
  return 0;
}
