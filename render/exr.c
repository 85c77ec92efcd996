/*
 * exr.c — OpenEXR output (render.h: render_write_exr), through OpenEXR's own C library
 * (OpenEXRCore, Debian's libopenexr), loaded with dlopen when an EXR is first written: one
 * flamebuild binary runs where the library is missing (a GPU machine with no OpenEXR) and
 * says what to install only when asked for an EXR.
 *
 * The values are linear: a 16-bit finished pixel v (0..65280, flam3's scale) becomes
 * (v / 65280)^gamma with the frame's gamma — flam3's tone map raises the log-scaled density to
 * 1/gamma, and this undoes that step — so EXRs of one flame add as light does. Alpha is the
 * coverage (1 unless transparent). Channels A, B, G, R, half or float, ZIP-compressed
 * scanlines, written to a temporary file and renamed.
 *
 * The texts (the keys, the genome) are string attributes of the header, none longer than
 * EXR_TEXT_PART bytes: the EXR decoder of Debian 12's ffmpeg (5.1, libavcodec 59) keeps the
 * first 255 bytes of an attribute it does not know and reads the rest of a longer one as more
 * of the header, so a frame carrying its genome (20 KB and more) came out "Incomplete frame"
 * or garbled, and no movie could be made of the frames. (Later ffmpegs skip the rest.) A
 * longer text is written in parts, KEY.1, KEY.2, … (cut after a line where one ends in the
 * part's second half, else never inside a UTF-8 character), which render_exr_text joins.
 */
#include "render.h"

#include <dlfcn.h>
#include <math.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <openexr.h>

#include "../util/fs.h"

/* The longest string attribute written (see above: ffmpeg 5.1 reads 255 bytes of one). */
#define EXR_TEXT_PART 255

/* The entry points used, found in the library at first use. */
static struct {
  exr_result_t (*start_write)(exr_context_t *, const char *, exr_default_write_mode_t, const exr_context_initializer_t *);
  exr_result_t (*add_part)(exr_context_t, const char *, exr_storage_t, int *);
  exr_result_t (*initialize_required_attr_simple)(exr_context_t, int, int32_t, int32_t, exr_compression_t);
  int (*add_channel)(exr_context_t, int, const char *, exr_pixel_type_t, exr_perceptual_treatment_t, int32_t, int32_t);
  exr_result_t (*write_header)(exr_context_t);
  exr_result_t (*get_scanlines_per_chunk)(exr_const_context_t, int, int32_t *);
  exr_result_t (*write_scanline_chunk_info)(exr_context_t, int, int, exr_chunk_info_t *);
  exr_result_t (*encoding_initialize)(exr_const_context_t, int, const exr_chunk_info_t *, exr_encode_pipeline_t *);
  exr_result_t (*encoding_update)(exr_const_context_t, int, const exr_chunk_info_t *, exr_encode_pipeline_t *);
  exr_result_t (*encoding_choose_default_routines)(exr_const_context_t, int, exr_encode_pipeline_t *);
  exr_result_t (*encoding_run)(exr_const_context_t, int, exr_encode_pipeline_t *);
  exr_result_t (*encoding_destroy)(exr_const_context_t, exr_encode_pipeline_t *);
  exr_result_t (*finish)(exr_context_t *);
  const char *(*get_default_error_message)(exr_result_t);
  exr_result_t (*attr_set_string)(exr_context_t, int, const char *, const char *);
  exr_result_t (*start_read)(exr_context_t *, const char *, const exr_context_initializer_t *);
  exr_result_t (*attr_get_string)(exr_const_context_t, int, const char *, int32_t *, const char **);
  char why[256];             /* "" when loaded */
} ex;
static pthread_once_t ex_once = PTHREAD_ONCE_INIT;

static void load_openexr(void) {
  static const char *const names[] = {"libOpenEXRCore-3_1.so.30", "libOpenEXRCore-3_1.so", "libOpenEXRCore.so"};
  void *lib = NULL;
  for (size_t i = 0; i < sizeof names / sizeof names[0] && !lib; i++) lib = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
  if (!lib) {
    snprintf(ex.why, sizeof ex.why, "OpenEXR output needs OpenEXR's library (libOpenEXRCore-3_1.so.30: Debian package "
                                    "libopenexr-3-1-30)");
    return;
  }
#define B(field, sym)                                                                                            \
  if (!(*(void **)&ex.field = dlsym(lib, sym))) {                                                                \
    snprintf(ex.why, sizeof ex.why, "OpenEXR's library has no %s (too old?)", sym);                              \
    return;                                                                                                      \
  }
  B(start_write, "exr_start_write");
  B(add_part, "exr_add_part");
  B(initialize_required_attr_simple, "exr_initialize_required_attr_simple");
  B(add_channel, "exr_add_channel");
  B(write_header, "exr_write_header");
  B(get_scanlines_per_chunk, "exr_get_scanlines_per_chunk");
  B(write_scanline_chunk_info, "exr_write_scanline_chunk_info");
  B(encoding_initialize, "exr_encoding_initialize");
  B(encoding_update, "exr_encoding_update");
  B(encoding_choose_default_routines, "exr_encoding_choose_default_routines");
  B(encoding_run, "exr_encoding_run");
  B(encoding_destroy, "exr_encoding_destroy");
  B(finish, "exr_finish");
  B(get_default_error_message, "exr_get_default_error_message");
  B(attr_set_string, "exr_attr_set_string");
  B(start_read, "exr_start_read");
  B(attr_get_string, "exr_attr_get_string");
#undef B
}

/* IEEE half from float, rounding to nearest even; overflow to infinity, NaN kept. */
static uint16_t half_of(float f) {
  uint32_t x;
  memcpy(&x, &f, 4);
  const uint32_t sign = (x >> 16) & 0x8000u, mant = x & 0x7fffffu;
  const int exp = (int)((x >> 23) & 0xff);
  if (exp == 0xff) return (uint16_t)(sign | 0x7c00u | (mant ? 0x200u : 0));
  int e = exp - 127 + 15;
  if (e >= 31) return (uint16_t)(sign | 0x7c00u);
  if (e <= 0) { /* subnormal half (or zero) */
    if (e < -10) return (uint16_t)sign;
    const uint32_t m = mant | 0x800000u;
    const int shift = 14 - e;
    uint32_t h = m >> shift;
    const uint32_t rest = m & ((1u << shift) - 1), halfway = 1u << (shift - 1);
    if (rest > halfway || (rest == halfway && (h & 1))) h++;
    return (uint16_t)(sign | h);
  }
  uint32_t h = ((uint32_t)e << 10) | (mant >> 13);
  const uint32_t rest = mant & 0x1fffu;
  if (rest > 0x1000u || (rest == 0x1000u && (h & 1))) h++; /* may carry into the exponent: right */
  return (uint16_t)(sign | h);
}

/* How much of text (left bytes) the next part takes: all of it if it fits, else up to
 * EXR_TEXT_PART bytes ending after a newline in the second half of that, else not inside a
 * UTF-8 character. */
static size_t part_length(const char *text, size_t left) {
  if (left <= EXR_TEXT_PART) return left;
  for (size_t n = EXR_TEXT_PART; n > EXR_TEXT_PART / 2; n--)
    if (text[n - 1] == '\n') return n;
  size_t n = EXR_TEXT_PART;
  while (n > EXR_TEXT_PART - 4 && ((unsigned char)text[n] & 0xc0) == 0x80) n--; /* text[n] would start the next part */
  return n;
}

/* The text `key` as one string attribute, or as KEY.1, KEY.2, … when it is longer than
 * EXR_TEXT_PART bytes. */
static exr_result_t set_text(exr_context_t ctx, int part, const char *key, const char *value) {
  size_t left = strlen(value);
  if (left <= EXR_TEXT_PART) return ex.attr_set_string(ctx, part, key, value);
  char name[256], piece[EXR_TEXT_PART + 1];
  exr_result_t r = EXR_ERR_SUCCESS;
  for (int k = 1; left > 0 && r == EXR_ERR_SUCCESS; k++) {
    const size_t n = part_length(value, left);
    if ((size_t)snprintf(name, sizeof name, "%s.%d", key, k) >= sizeof name) return EXR_ERR_NAME_TOO_LONG;
    memcpy(piece, value, n);
    piece[n] = 0;
    r = ex.attr_set_string(ctx, part, name, piece);
    value += n;
    left -= n;
  }
  return r;
}

int render_write_exr(const char *path, const render_image *img, double gamma, int as_float, const char *const *texts,
                     fb_error *err) {
  if (img->bpc != 16 || img->width < 1 || img->height < 1)
    return fb_errorf(err, "%s: EXR needs a finished 16-bit image", path);
  if (!(gamma > 0) || !isfinite(gamma)) return fb_errorf(err, "%s: gamma %g cannot be undone", path, gamma);
  pthread_once(&ex_once, load_openexr);
  if (ex.why[0]) return fb_errorf(err, "%s: %s", path, ex.why);

  /* The linear values, one plane per channel in the file's order (A, B, G, R). */
  const size_t n = (size_t)img->width * img->height, esize = as_float ? 4 : 2;
  unsigned char *planes = malloc(4 * n * esize);
  if (!planes) return fb_errorf(err, "%s: out of memory", path);
  const uint16_t *px = img->pixels;
  for (size_t i = 0; i < n; i++) {
    float v[4];
    v[0] = (float)(px[4 * i + 3] / 65535.0); /* A */
    for (int c = 0; c < 3; c++) v[3 - c] = (float)pow(px[4 * i + c] / 65280.0, gamma); /* B, G, R */
    for (int c = 0; c < 4; c++) {
      unsigned char *dst = planes + ((size_t)c * n + i) * esize;
      if (as_float) memcpy(dst, &v[c], 4);
      else {
        const uint16_t h = half_of(v[c]);
        memcpy(dst, &h, 2);
      }
    }
  }

  char tmp[4200];
  if (fb_temp_path(path, tmp, sizeof tmp) < 0) {
    free(planes);
    return fb_errorf(err, "%s: path too long", path);
  }
  exr_context_initializer_t init = EXR_DEFAULT_CONTEXT_INITIALIZER;
  exr_context_t ctx = NULL;
  exr_encode_pipeline_t enc;
  memset(&enc, 0, sizeof enc);
  int part = 0, encoding = 0;
  int32_t lines = 1;
  static const char *const channel[4] = {"A", "B", "G", "R"};
  const exr_pixel_type_t type = as_float ? EXR_PIXEL_FLOAT : EXR_PIXEL_HALF;
  exr_result_t r = ex.start_write(&ctx, tmp, EXR_WRITE_FILE_DIRECTLY, &init);
  if (r == EXR_ERR_SUCCESS) r = ex.add_part(ctx, "flame", EXR_STORAGE_SCANLINE, &part);
  if (r == EXR_ERR_SUCCESS) r = ex.initialize_required_attr_simple(ctx, part, img->width, img->height, EXR_COMPRESSION_ZIP);
  for (int c = 0; c < 4 && r == EXR_ERR_SUCCESS; c++)
    r = ex.add_channel(ctx, part, channel[c], type, c ? EXR_PERCEPTUALLY_LOGARITHMIC : EXR_PERCEPTUALLY_LINEAR, 1, 1);
  for (int t = 0; texts && texts[t] && r == EXR_ERR_SUCCESS; t += 2) r = set_text(ctx, part, texts[t], texts[t + 1]);
  if (r == EXR_ERR_SUCCESS) r = ex.write_header(ctx);
  if (r == EXR_ERR_SUCCESS) r = ex.get_scanlines_per_chunk(ctx, part, &lines);
  for (int y = 0; y < img->height && r == EXR_ERR_SUCCESS; y += lines) {
    exr_chunk_info_t chunk;
    r = ex.write_scanline_chunk_info(ctx, part, y, &chunk);
    if (r == EXR_ERR_SUCCESS) r = encoding ? ex.encoding_update(ctx, part, &chunk, &enc) : ex.encoding_initialize(ctx, part, &chunk, &enc);
    if (r != EXR_ERR_SUCCESS) break;
    encoding = 1;
    for (int k = 0; k < enc.channel_count; k++) {
      exr_coding_channel_info_t *ch = &enc.channels[k];
      int c = 0; /* the plane of this channel, by name (the library keeps its own order) */
      while (c < 3 && strcmp(ch->channel_name, channel[c])) c++;
      ch->user_data_type = (uint16_t)type;
      ch->user_bytes_per_element = (int16_t)esize;
      ch->user_pixel_stride = (int32_t)esize;
      ch->user_line_stride = (int32_t)(esize * (size_t)img->width);
      ch->encode_from_ptr = planes + ((size_t)c * n + (size_t)y * img->width) * esize;
    }
    r = ex.encoding_choose_default_routines(ctx, part, &enc);
    if (r == EXR_ERR_SUCCESS) r = ex.encoding_run(ctx, part, &enc);
  }
  if (encoding) ex.encoding_destroy(ctx, &enc);
  const exr_result_t done = ctx ? ex.finish(&ctx) : EXR_ERR_SUCCESS;
  if (r == EXR_ERR_SUCCESS) r = done;
  free(planes);
  if (r != EXR_ERR_SUCCESS) {
    unlink(tmp);
    return fb_errorf(err, "%s: cannot write the EXR: %s", path, ex.get_default_error_message(r));
  }
  if (rename(tmp, path) < 0) {
    unlink(tmp);
    return fb_errorf(err, "%s: cannot rename the EXR into place: %m", path);
  }
  return 0;
}

/* Reading files that may be anything: the library's messages are not the user's business. */
static void quiet(exr_const_context_t ctx, exr_result_t code, const char *msg) {
  (void)ctx, (void)code, (void)msg;
}

/* Appends the string attribute `name` to out (used bytes of n so far, kept terminated):
 * 1 appended, 0 no such attribute, -1 no room for it. */
static int append_text(exr_context_t ctx, const char *name, char *out, size_t n, size_t *used) {
  int32_t len = 0;
  const char *value = NULL;
  if (ex.attr_get_string(ctx, 0, name, &len, &value) != EXR_ERR_SUCCESS || !value || len < 0) return 0;
  if ((size_t)len >= n - *used) return -1;
  memcpy(out + *used, value, (size_t)len);
  *used += (size_t)len;
  out[*used] = 0;
  return 1;
}

int render_exr_text(const char *path, const char *key, char *out, size_t n) {
  if (!n) return 0;
  out[0] = 0;
  pthread_once(&ex_once, load_openexr);
  if (ex.why[0]) return 0;
  exr_context_initializer_t init = EXR_DEFAULT_CONTEXT_INITIALIZER;
  init.error_handler_fn = quiet;
  init.flags = EXR_CONTEXT_FLAG_SILENT_HEADER_PARSE;
  exr_context_t ctx = NULL;
  int found = 0;
  if (ex.start_read(&ctx, path, &init) == EXR_ERR_SUCCESS) {
    size_t used = 0;
    int r = append_text(ctx, key, out, n, &used);
    found = r == 1;
    /* A long text in parts (set_text): KEY.1, KEY.2, … up to the first one missing. */
    int parts = 0;
    for (char name[256]; r == 0; parts++) {
      if ((size_t)snprintf(name, sizeof name, "%s.%d", key, parts + 1) >= sizeof name) r = -1;
      else if ((r = append_text(ctx, name, out, n, &used)) == 1) r = 0;
      else break; /* 0: the parts ended; -1: no room */
    }
    if (!found) found = parts > 0 && r == 0;
    if (!found) out[0] = 0; /* nothing rather than a text cut short */
  }
  if (ctx) ex.finish(&ctx);
  return found;
}
