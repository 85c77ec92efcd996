/*
 * png.c — render_write_png: an RGBA PNG (8 or 16 bits per channel) with text metadata,
 * written atomically: into "PATH.tmp-PID-TOKEN-N" (fb_temp_path) in the same directory, flushed, fsync'd, closed and
 * renamed over PATH. On any failure the temporary file is removed and PATH is untouched, so a
 * killed or failed write never leaves a torn image.
 *
 * Output is byte-reproducible: no tIME chunk, and the image data deflated by our own encoder
 * in bands fixed by the image's size (png_deflate.c), on every core. Texts of up to
 * PNG_TEXT_INLINE_MAX bytes go into tEXt chunks; longer ones (flam3_genome) into zTXt, as flam3
 * does. libpng's default handlers print to stderr and abort the process on errors; ours record
 * the message and longjmp back, since library code must not print.
 */
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L  /* fdopen, fsync, strndup without _GNU_SOURCE */
#endif

#include "render.h"

#include <errno.h>
#include <fcntl.h>
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <sys/stat.h>
#include <unistd.h>

#include "png_deflate.h"
#include "../util/crc32.h"
#include "../util/fault.h"
#include "../util/fs.h"

#define PNG_TEXT_INLINE_MAX 1024
#define PNG_IDAT_MAX ((size_t)1 << 20) /* bytes of image data a chunk */
#define PNG_KEYWORD_MAX 79
#define PNG_READ_ALLOC_MAX ((png_alloc_size_t)16 << 20) /* our longest text, a genome, is tens of KB */

typedef struct png_sink {
  FILE *fp;
  char reason[256];          /* why libpng stopped: set before every longjmp */
  int errnum;                /* the errno of a failed system call, else 0 */
} png_sink;

/* A failed system call: why, and its errno for the caller (render_write_png leaves it). */
static void sink_io_failed(png_sink *sink, int e, const char *what) {
  sink->errnum = e;
  snprintf(sink->reason, sizeof sink->reason, "%s: %s", what, strerror(e));
}

static void sink_error(png_structp png, png_const_charp msg) {
  png_sink *sink = png_get_error_ptr(png);
  /* An I/O callback may already have put strerror() here; keep that, it says more. */
  if (sink->reason[0] == '\0') snprintf(sink->reason, sizeof sink->reason, "libpng: %s", msg);
  png_longjmp(png, 1);
}

static void sink_warning(png_structp png, png_const_charp msg) {
  (void)png;
  (void)msg;  /* libpng warnings concern the data we chose; nothing to report */
}

static void sink_write(png_structp png, png_bytep data, size_t len) {
  png_sink *sink = png_get_io_ptr(png);
  if (fwrite(data, 1, len, sink->fp) != len) {
    sink_io_failed(sink, ferror(sink->fp) ? errno : EIO, "write failed");
    png_error(png, "write failed");
  }
}

static void sink_flush(png_structp png) {
  png_sink *sink = png_get_io_ptr(png);
  if (fflush(sink->fp) != 0) {
    sink_io_failed(sink, errno, "write failed");
    png_error(png, "flush failed");
  }
}

static int check_image(const char *path, const render_image *img, fb_error *err) {
  if (img->bpc != 8 && img->bpc != 16)
    return fb_errorf(err, "%s: cannot write a PNG with %d bits per channel", path, img->bpc);
  if (img->width < 1 || img->height < 1 || !img->pixels)
    return fb_errorf(err, "%s: cannot write an empty %dx%d image", path, img->width, img->height);
  return 0;
}

/* Counts the key/value pairs and checks the keys against PNG's keyword rules. */
static int count_texts(const char *path, const char *const *texts, int *count, fb_error *err) {
  int n = 0;
  for (; texts && texts[2 * n]; n++) {
    const char *key = texts[2 * n];
    size_t len = strlen(key);
    if (!texts[2 * n + 1]) return fb_errorf(err, "%s: PNG text \"%s\" has no value", path, key);
    if (len < 1 || len > PNG_KEYWORD_MAX || key[0] == ' ' || key[len - 1] == ' ')
      return fb_errorf(err, "%s: \"%s\" is not a valid PNG text keyword (1-%d characters, no edge spaces)", path,
                       key, PNG_KEYWORD_MAX);
  }
  *count = n;
  return 0;
}


/* Encodes img into sink->fp: libpng writes the signature, the header and the texts, the image
 * data is deflated on all cores (png_deflate.c) and written as IDAT chunks, then IEND. The
 * buffers are allocated before setjmp so that nothing the error path frees changes after it.
 * Returns -1 with sink->reason set. */
static int encode_png(png_sink *sink, const render_image *img, const char *const *texts, int ntexts) {
  unsigned char *idat = NULL;
  size_t idat_n = 0;
  char why[128];
  if (png_deflate_image(img, 0, &idat, &idat_n, why, sizeof why) < 0) {
    snprintf(sink->reason, sizeof sink->reason, "%s", why);
    return -1;
  }
  png_text *text = calloc(ntexts > 0 ? (size_t)ntexts : 1, sizeof *text);
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, sink, sink_error, sink_warning);
  png_infop info = png ? png_create_info_struct(png) : NULL;
  if (!text || !png || !info) {
    snprintf(sink->reason, sizeof sink->reason, "out of memory");
    if (png) png_destroy_write_struct(&png, info ? &info : NULL);
    free(idat);
    free(text);
    return -1;
  }
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, &info);
    free(idat);
    free(text);
    return -1;
  }
  png_set_write_fn(png, sink, sink_write, sink_flush);
  png_set_IHDR(png, info, (png_uint_32)img->width, (png_uint_32)img->height, img->bpc, PNG_COLOR_TYPE_RGBA,
               PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
  for (int i = 0; i < ntexts; i++) {
    const char *value = texts[2 * i + 1];
    text[i].key = (png_charp)texts[2 * i];
    text[i].text = (png_charp)value;
    text[i].text_length = strlen(value);
    text[i].compression = text[i].text_length > PNG_TEXT_INLINE_MAX ? PNG_TEXT_COMPRESSION_zTXt
                                                                    : PNG_TEXT_COMPRESSION_NONE;
  }
  if (ntexts > 0) png_set_text(png, info, text, ntexts);
  png_write_info(png, info);
  for (size_t at = 0; at < idat_n; at += PNG_IDAT_MAX)
    png_write_chunk(png, (png_const_bytep) "IDAT", idat + at, idat_n - at < PNG_IDAT_MAX ? idat_n - at : PNG_IDAT_MAX);
  png_write_chunk(png, (png_const_bytep) "IEND", NULL, 0);
  png_destroy_write_struct(&png, &info);
  free(idat);
  free(text);
  return 0;
}

/* Makes the rename itself durable. Best effort: the image is complete either way. */
static void sync_parent_dir(const char *path) {
  const char *slash = strrchr(path, '/');
  char *dir = slash ? strndup(path, slash == path ? 1 : (size_t)(slash - path)) : strdup(".");
  if (!dir) return;
  int fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd >= 0) {
    (void)fsync(fd);
    close(fd);
  }
  free(dir);
}

/* Writes, flushes, syncs and closes the temporary file; closes it in every case. */
static int write_temp(const char *tmp, const render_image *img, const char *const *texts, int ntexts,
                      png_sink *sink) {
  int fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666); /* a fresh name: nothing to follow */
  if (fd < 0) {
    sink->errnum = errno;
    snprintf(sink->reason, sizeof sink->reason, "cannot create %s: %s", tmp, strerror(errno));
    return -1;
  }
  sink->fp = fdopen(fd, "wb");
  if (!sink->fp) {
    sink->errnum = errno;
    snprintf(sink->reason, sizeof sink->reason, "cannot open %s: %s", tmp, strerror(errno));
    close(fd);
    return -1;
  }
  int rc = encode_png(sink, img, texts, ntexts);
  /* tests: killed part way, the temporary file holding what stdio has passed on so far */
  if (rc == 0) fault_point("png-write");
  if (rc == 0 && fflush(sink->fp) != 0) {
    sink_io_failed(sink, errno, "write failed");
    rc = -1;
  }
  if (rc == 0 && fsync(fileno(sink->fp)) != 0) {
    sink_io_failed(sink, errno, "fsync failed");
    rc = -1;
  }
  if (fclose(sink->fp) != 0 && rc == 0) {
    sink_io_failed(sink, errno, "close failed");
    rc = -1;
  }
  sink->fp = NULL;
  return rc;
}

int render_write_png(const char *path, const render_image *img, const char *const *texts, fb_error *err) {
  int ntexts = 0;
  if (check_image(path, img, err) || count_texts(path, texts, &ntexts, err)) {
    errno = EINVAL;
    return -1;
  }
  size_t tmp_len = strlen(path) + 40;
  char *tmp = malloc(tmp_len);
  if (!tmp) return fb_errorf(err, "%s: out of memory", path);
  if (fb_temp_path(path, tmp, tmp_len) < 0) {
    free(tmp);
    return fb_errorf(err, "%s: no temporary name fits", path);
  }

  png_sink sink = {0};
  if (write_temp(tmp, img, texts, ntexts, &sink)) {
    unlink(tmp);
    free(tmp);
    fb_errorf(err, "%s: cannot write PNG: %s", path, sink.reason);
    errno = sink.errnum ? sink.errnum : EIO;
    return -1;
  }
  if (rename(tmp, path) != 0) {
    int e = errno;
    unlink(tmp);
    free(tmp);
    fb_errorf(err, "%s: cannot write PNG: rename from temporary file failed: %s", path, strerror(e));
    errno = e;
    return -1;
  }
  free(tmp);
  sync_parent_dir(path);
  return 0;
}

/* Reading back a text chunk: only the chunks before the image data are read (ours are all
 * written there), so this costs a few hundred bytes of I/O, not a decode. */
typedef struct read_ctx {
  jmp_buf jump;
} read_ctx;

static void read_error(png_structp png, png_const_charp msg) {
  (void)msg;
  read_ctx *ctx = png_get_error_ptr(png);
  longjmp(ctx->jump, 1);
}

static void read_warning(png_structp png, png_const_charp msg) {
  (void)png;
  (void)msg;
}

/* libpng allocates a text chunk's stated length before it reads the chunk (1.6.39 ignores
 * png_set_chunk_malloc_max for tEXt): a damaged length in a 200-byte file cost a 1.7 GB
 * allocation per frame planned (found by fuzzing, tests/fuzz/regressions/png/). Reading the
 * chunks before the image data needs far less; a bigger request is refused, which libpng
 * turns into an error: the key is "not found". */
static png_voidp capped_malloc(png_structp png, png_alloc_size_t size) {
  (void)png;
  return size <= PNG_READ_ALLOC_MAX ? malloc(size) : NULL;
}

static void capped_free(png_structp png, png_voidp p) {
  (void)png;
  free(p);
}

/* An output PNG opened for reading: a regular file, never through a symbolic link, never
 * blocking (a FIFO put in out/ is not a PNG). NULL otherwise. */
static FILE *open_png(const char *path, struct stat *st) {
  int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_NOCTTY | O_CLOEXEC);
  if (fd < 0) return NULL;
  FILE *f = fstat(fd, st) == 0 && S_ISREG(st->st_mode) ? fdopen(fd, "rb") : NULL;
  if (!f) close(fd);
  return f;
}

int render_png_text(const char *path, const char *key, char *out, size_t n) {
  if (n) out[0] = 0;
  struct stat st;
  FILE *f = open_png(path, &st);
  if (!f) return 0;
  read_ctx ctx;
  png_structp png = png_create_read_struct_2(PNG_LIBPNG_VER_STRING, &ctx, read_error, read_warning, NULL,
                                             capped_malloc, capped_free);
  png_infop info = png ? png_create_info_struct(png) : NULL;
  volatile int found = 0;
  if (png && info && !setjmp(ctx.jump)) {
    png_init_io(png, f);
    png_read_info(png, info);
    png_textp text;
    int count = 0;
    png_get_text(png, info, &text, &count);
    for (int i = 0; i < count && !found; i++)
      if (!strcmp(text[i].key, key)) {
        snprintf(out, n, "%s", text[i].text ? text[i].text : "");
        found = 1;
      }
  }
  if (png) png_destroy_read_struct(&png, info ? &info : NULL, NULL);
  fclose(f);
  return found;
}

/* ---- is a PNG whole? ------------------------------------------------------------------- */

static uint32_t be32(const unsigned char *p) {
  return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

int render_png_intact(const char *path) {
  static const unsigned char signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
  struct stat st;
  FILE *f = open_png(path, &st);
  if (!f) return 0;
  unsigned char head[8], buf[65536];
  int whole = fread(head, 1, 8, f) == 8 && !memcmp(head, signature, 8);
  long long at = 8;
  while (whole) {
    if (fread(head, 1, 8, f) != 8) { /* a chunk's length and type */
      whole = 0;
      break;
    }
    uint32_t len = be32(head), crc = fb_crc32(0, head + 4, 4); /* over the type and the data */
    int is_end = !memcmp(head + 4, "IEND", 4);
    if (len > 0x7fffffffu || at + 12 + (long long)len > (long long)st.st_size) {
      whole = 0;
      break;
    }
    for (uint32_t left = len; left > 0 && whole;) {
      size_t n = left < sizeof buf ? left : sizeof buf;
      whole = fread(buf, 1, n, f) == n;
      crc = fb_crc32(crc, buf, n);
      left -= (uint32_t)n;
    }
    if (!whole || fread(head, 1, 4, f) != 4 || be32(head) != crc) {
      whole = 0;
      break;
    }
    at += 12 + (long long)len;
    if (is_end) {
      whole = at == (long long)st.st_size; /* nothing after IEND either */
      break;
    }
  }
  fclose(f);
  return whole;
}

int render_read_png(const char *path, render_image *out, fb_error *err) {
  *out = (render_image){0};
  struct stat st;
  FILE *f = open_png(path, &st);
  if (!f) return fb_errorf(err, "%s: not a readable regular file", path);
  png_image image;
  memset(&image, 0, sizeof image);
  image.version = PNG_IMAGE_VERSION;
  if (!png_image_begin_read_from_stdio(&image, f)) {
    fclose(f);
    return fb_errorf(err, "%s: not a PNG: %s", path, image.message);
  }
  /* A frame of flamebuild's is at most 65535 wide; a thumbnail source far smaller. */
  if (image.width < 1 || image.height < 1 || (double)image.width * image.height > 1e9) {
    png_image_free(&image);
    fclose(f);
    return fb_errorf(err, "%s: a %ux%u PNG", path, image.width, image.height);
  }
  /* 16-bit files are read as 16 bits: libpng's simplified API takes them for linear light and
   * would gamma-encode them on the way to 8 bits (ours are encoded already). Its linear format
   * premultiplies alpha, a no-op for flamebuild's opaque frames. */
  const int wide = (image.format & PNG_FORMAT_FLAG_LINEAR) != 0;
  image.format = wide ? PNG_FORMAT_LINEAR_RGB_ALPHA : PNG_FORMAT_RGBA;
  void *pixels = malloc(PNG_IMAGE_SIZE(image));
  if (!pixels) {
    png_image_free(&image);
    fclose(f);
    return fb_errorf(err, "%s: out of memory", path);
  }
  if (!png_image_finish_read(&image, NULL, pixels, 0, NULL)) {
    free(pixels);
    fclose(f);
    return fb_errorf(err, "%s: %s", path, image.message);
  }
  fclose(f);
  *out = (render_image){.width = (int)image.width, .height = (int)image.height, .bpc = wide ? 16 : 8, .pixels = pixels};
  return 0;
}
