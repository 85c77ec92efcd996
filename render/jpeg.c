/*
 * jpeg.c — JPEG output (render.h: render_write_jpeg), as flam3-render writes it: libjpeg's
 * baseline JPEG of the 8-bit RGB image (a JPEG has no alpha: the caller refuses transparency),
 * at libjpeg's quality scale (flam3-render's default is libjpeg's own, 75), with the texts as
 * COM markers "key: value" — flam3's flam3_version, flam3_samples, flam3_error_rate and
 * flam3_genome comments. A marker holds at most 65,533 bytes; a longer text goes on in the
 * markers that follow it, "key (continued): …", which render_jpeg_text joins.
 *
 * The image is compressed in memory and written to a temporary file renamed over the path
 * (fb_write_file_atomic), so a failed or killed write never leaves a torn JPEG. libjpeg's
 * default error handler prints and calls exit(); ours keeps the message and longjmps back.
 * libjpeg (libjpeg-turbo's libjpeg.a) is linked statically, as libuv and libinih are: the
 * binary runs where libjpeg is not installed.
 */
#include "render.h"

#include <errno.h>
#include <fcntl.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <jpeglib.h>

#include "../util/fs.h"

#define JPEG_COM_MAX 65533 /* the most a marker's data holds (its length field counts itself) */
#define JPEG_CONTINUED " (continued): "

/* Everything that changes between setjmp and a longjmp lives here, on the heap: after the
 * jump, locals changed in between would be indeterminate. */
typedef struct jpeg_job {
  struct jpeg_compress_struct cinfo;
  struct jpeg_error_mgr mgr;
  struct jpeg_destination_mgr dest;
  jmp_buf jump;
  char reason[JMSG_LENGTH_MAX];
  unsigned char *out;        /* the compressed file so far: out_size bytes of out_cap */
  size_t out_size, out_cap;
  unsigned char *row;        /* one row of RGB */
  unsigned char *comment;    /* one marker's data */
  int created;
} jpeg_job;

/* The job of libjpeg's error manager or destination (members of the job). */
#define JOB_OF(ptr, member) ((jpeg_job *)((char *)(ptr) - offsetof(jpeg_job, member)))

static void on_error(j_common_ptr cinfo) {
  jpeg_job *job = JOB_OF(cinfo->err, mgr);
  cinfo->err->format_message(cinfo, job->reason);
  longjmp(job->jump, 1);
}

/* The destination: a buffer of our own that doubles as it fills (libjpeg's jpeg_mem_dest
 * leaves its pointer to a freed buffer when compression stops half-way). */
static void dest_init(j_compress_ptr cinfo) {
  jpeg_job *job = JOB_OF(cinfo->dest, dest);
  job->dest.next_output_byte = job->out;
  job->dest.free_in_buffer = job->out_cap;
}

static boolean dest_grow(j_compress_ptr cinfo) {
  jpeg_job *job = JOB_OF(cinfo->dest, dest);
  job->out_size = job->out_cap; /* libjpeg hands over the whole buffer, full */
  unsigned char *more = job->out_cap <= SIZE_MAX / 2 ? realloc(job->out, 2 * job->out_cap) : NULL;
  if (!more) {
    snprintf(job->reason, sizeof job->reason, "out of memory (a %zu-byte file)", job->out_cap);
    longjmp(job->jump, 1);
  }
  job->out = more;
  job->out_cap *= 2;
  job->dest.next_output_byte = job->out + job->out_size;
  job->dest.free_in_buffer = job->out_cap - job->out_size;
  return TRUE;
}

static void dest_term(j_compress_ptr cinfo) {
  jpeg_job *job = JOB_OF(cinfo->dest, dest);
  job->out_size = job->out_cap - job->dest.free_in_buffer;
}

static void on_message(j_common_ptr cinfo) { (void)cinfo; } /* warnings and traces: library code does not print */

/* How much of a text (left bytes) fits in room bytes: all, else room not ending inside a
 * UTF-8 character. */
static size_t fitting(const char *text, size_t left, size_t room) {
  if (left <= room) return left;
  size_t n = room;
  while (n > room - 4 && ((unsigned char)text[n] & 0xc0) == 0x80) n--;
  return n;
}

/* The text as COM markers: "key: value", continued in "key (continued): …" markers. */
static void write_comments(jpeg_job *job, const char *key, const char *value) {
  size_t left = strlen(value);
  for (int first = 1; first || left > 0; first = 0) {
    const int head = snprintf((char *)job->comment, JPEG_COM_MAX, "%s%s", key, first ? ": " : JPEG_CONTINUED);
    const size_t n = fitting(value, left, JPEG_COM_MAX - (size_t)head);
    memcpy(job->comment + head, value, n);
    jpeg_write_marker(&job->cinfo, JPEG_COM, job->comment, (unsigned)(head + (int)n));
    value += n;
    left -= n;
  }
}

/* Compresses img into job->out. Returns 0, or -1 with job->reason set. */
static int encode(jpeg_job *job, const render_image *img, int quality, const char *const *texts) {
  if (setjmp(job->jump)) return -1;
  job->cinfo.err = jpeg_std_error(&job->mgr);
  job->mgr.error_exit = on_error;
  job->mgr.output_message = on_message;
  jpeg_create_compress(&job->cinfo);
  job->created = 1;
  job->dest.init_destination = dest_init;
  job->dest.empty_output_buffer = dest_grow;
  job->dest.term_destination = dest_term;
  job->cinfo.dest = &job->dest;
  job->cinfo.image_width = (JDIMENSION)img->width;
  job->cinfo.image_height = (JDIMENSION)img->height;
  job->cinfo.input_components = 3;
  job->cinfo.in_color_space = JCS_RGB;
  jpeg_set_defaults(&job->cinfo);
  jpeg_set_quality(&job->cinfo, quality, TRUE);
  jpeg_start_compress(&job->cinfo, TRUE);
  for (int t = 0; texts && texts[t]; t += 2) write_comments(job, texts[t], texts[t + 1]);
  const uint8_t *px = img->pixels;
  for (int y = 0; y < img->height; y++) {
    const uint8_t *src = px + (size_t)y * img->width * 4;
    for (int x = 0; x < img->width; x++) memcpy(job->row + 3 * (size_t)x, src + 4 * (size_t)x, 3); /* alpha dropped */
    JSAMPROW rows[1] = {job->row};
    if (jpeg_write_scanlines(&job->cinfo, rows, 1) != 1) {
      snprintf(job->reason, sizeof job->reason, "libjpeg took no row %d", y);
      return -1;
    }
  }
  jpeg_finish_compress(&job->cinfo);
  return 0;
}

int render_write_jpeg(const char *path, const render_image *img, int quality, const char *const *texts, fb_error *err) {
  if (img->bpc != 8 || img->width < 1 || img->height < 1 || !img->pixels) {
    errno = EINVAL;
    return fb_errorf(err, "%s: a JPEG is 8 bits per channel; cannot write a %dx%d image of %d", path, img->width,
                     img->height, img->bpc);
  }
  if (quality < 1 || quality > 100) {
    errno = EINVAL;
    return fb_errorf(err, "%s: JPEG quality %d is not from 1 to 100", path, quality);
  }
  for (int t = 0; texts && texts[t]; t += 2)
    if (!texts[t + 1] || strlen(texts[t]) + strlen(JPEG_CONTINUED) >= 256) {
      errno = EINVAL;
      return fb_errorf(err, "%s: JPEG comment \"%.64s\" has no value or too long a key", path, texts[t]);
    }
  jpeg_job *job = calloc(1, sizeof *job);
  if (job) {
    job->row = malloc(3 * (size_t)img->width);
    job->comment = malloc(JPEG_COM_MAX);
    job->out_cap = (size_t)img->width * img->height / 4 + 65536; /* most frames fit at once */
    job->out = malloc(job->out_cap);
  }
  if (!job || !job->row || !job->comment || !job->out) {
    if (job) free(job->row), free(job->comment), free(job->out);
    free(job);
    errno = ENOMEM;
    return fb_errorf(err, "%s: out of memory", path);
  }
  int rc = encode(job, img, quality, texts);
  if (job->created) jpeg_destroy_compress(&job->cinfo);
  if (rc < 0) {
    fb_errorf(err, "%s: cannot write JPEG: libjpeg: %s", path, job->reason);
    errno = EIO;
  } else {
    rc = fb_write_file_atomic(path, job->out, job->out_size, 0666, err);
  }
  const int e = errno; /* the write's: a caller makes room on a full disk (ENOSPC) */
  free(job->out);
  free(job->row);
  free(job->comment);
  free(job);
  errno = e;
  return rc;
}

/* ---- reading the comments back ------------------------------------------------------- */

/* Opens path for reading if it is a regular file, not through a link, never blocking on a
 * FIFO (a file in out/ may be anything). */
static FILE *open_jpeg(const char *path) {
  int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_NOCTTY | O_CLOEXEC);
  if (fd < 0) return NULL;
  struct stat st;
  FILE *f = fstat(fd, &st) == 0 && S_ISREG(st.st_mode) ? fdopen(fd, "rb") : NULL;
  if (!f) close(fd);
  return f;
}

int render_jpeg_text(const char *path, const char *key, char *out, size_t n) {
  if (!n) return 0;
  out[0] = 0;
  FILE *f = open_jpeg(path);
  if (!f) return 0;
  unsigned char *data = malloc(JPEG_COM_MAX);
  char first[300], more[300];
  snprintf(first, sizeof first, "%s: ", key);
  snprintf(more, sizeof more, "%s" JPEG_CONTINUED, key);
  size_t used = 0;
  int found = 0, collecting = 0, ok = data && getc(f) == 0xff && getc(f) == 0xd8; /* SOI */
  /* The markers before the image data: 0xFF, the code (after any 0xFF fill), a big-endian
   * length counting itself, the data. SOS starts the image: the comments are all before. */
  while (ok) {
    int c = getc(f);
    if (c != 0xff) break;
    while (c == 0xff) c = getc(f);
    if (c == EOF || c == 0xda || c == 0xd9 || (c >= 0xd0 && c <= 0xd7) || c == 0x01) break;
    const int hi = getc(f), lo = getc(f);
    if (hi == EOF || lo == EOF || (hi << 8 | lo) < 2) break;
    const size_t len = (size_t)(hi << 8 | lo) - 2;
    if (c != 0xfe) { /* not a comment */
      if (collecting) break;
      if (fseek(f, (long)len, SEEK_CUR) != 0) break;
      continue;
    }
    if (fread(data, 1, len, f) != len) break;
    const char *head = collecting ? more : first;
    const size_t hl = strlen(head);
    if (len < hl || memcmp(data, head, hl)) {
      if (collecting) break; /* the text ended with the marker before */
      continue;
    }
    if (len - hl >= n - used) { /* no room: nothing rather than a text cut short */
      found = 0;
      break;
    }
    memcpy(out + used, data + hl, len - hl);
    used += len - hl;
    out[used] = 0;
    found = collecting = 1;
  }
  if (!found) out[0] = 0;
  free(data);
  fclose(f);
  return found;
}

int render_jpeg_whole(const char *path) {
  FILE *f = open_jpeg(path);
  if (!f) return 0;
  unsigned char head[3], tail[2];
  const int whole = fread(head, 1, 3, f) == 3 && head[0] == 0xff && head[1] == 0xd8 && head[2] == 0xff &&
                    fseek(f, -2, SEEK_END) == 0 && fread(tail, 1, 2, f) == 2 && tail[0] == 0xff && tail[1] == 0xd9;
  fclose(f);
  return whole;
}
