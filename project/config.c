#include "config.h"

#include <errno.h>
#include <ini.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../genome/genome.h"
#include "../gpu/gpu.h"
#include "../render/render.h"
#include "../util/file_name.h"
#include "../util/read_file.h"
#include "../util/size.h"

static const char *const codec_names[] = {"h264", "prores", "ffv1", "h265", "none"};

/* What [video] pix_fmt takes, and the codecs that take each: the formats at least one of the
 * codecs encodes well from flamebuild's RGBA frames, from the lists of ffmpeg's encoders
 * (ffmpeg -h encoder=libx264) less the JPEG-range, NV, odd-depth and grey ones. Another name,
 * or one the codec does not take (ffmpeg would silently pick another: ProRes given yuv420p
 * wrote yuv422p12le), is refused at load. The same table is in flamebuild.conf(5). */
#define TAKES(codec) (1u << (codec))
#define H26X_FFV1 (TAKES(CODEC_H264) | TAKES(CODEC_H265) | TAKES(CODEC_FFV1))
#define H265_FFV1 (TAKES(CODEC_H265) | TAKES(CODEC_FFV1))
const char *const config_pix_fmts[] = {
    "yuv420p", "yuv422p", "yuv444p", "yuv420p10le", /* h264, h265, ffv1 */
    "yuv422p10le", "yuv444p10le",                   /* h264, h265, ffv1, prores */
    "yuv420p12le", "yuv422p12le", "yuv444p12le",    /* h265, ffv1 */
    "yuva444p10le",                                 /* prores (its default), ffv1 */
    "gbrp",                                         /* h265 */
    "gbrp10le", "gbrp12le",                         /* h265, ffv1 */
    "yuva444p", "yuva444p16le", "bgr0", "bgra", "gbrp16le", "gbrap16le", "rgb48le", "rgba64le", /* ffv1 */
    NULL};
/* The codecs that take each of config_pix_fmts, in its order. */
static const unsigned pix_fmt_codecs[] = {
    H26X_FFV1, H26X_FFV1, H26X_FFV1, H26X_FFV1,
    H26X_FFV1 | TAKES(CODEC_PRORES), H26X_FFV1 | TAKES(CODEC_PRORES),
    H265_FFV1, H265_FFV1, H265_FFV1,
    TAKES(CODEC_PRORES) | TAKES(CODEC_FFV1),
    TAKES(CODEC_H265),
    H265_FFV1, H265_FFV1,
    TAKES(CODEC_FFV1), TAKES(CODEC_FFV1), TAKES(CODEC_FFV1), TAKES(CODEC_FFV1), TAKES(CODEC_FFV1),
    TAKES(CODEC_FFV1), TAKES(CODEC_FFV1), TAKES(CODEC_FFV1)};
#define NPIX_FMTS (sizeof pix_fmt_codecs / sizeof pix_fmt_codecs[0])
_Static_assert(NPIX_FMTS + 1 == sizeof config_pix_fmts / sizeof config_pix_fmts[0], "a codec set for every pix_fmt");

int config_codec_takes(int codec, const char *pix_fmt) {
  if (!pix_fmt[0] || codec == CODEC_NONE) return 1; /* the codec's own default; no video */
  for (size_t i = 0; i < NPIX_FMTS; i++)
    if (!strcmp(pix_fmt, config_pix_fmts[i])) return codec >= 0 && codec < CODEC_NONE && (pix_fmt_codecs[i] & TAKES(codec));
  return 0;
}

/* "a, b or c": the formats codec takes. */
static void codec_pix_fmts(int codec, char *out, size_t n) {
  size_t len = 0, count = 0, k = 0;
  out[0] = 0;
  for (size_t i = 0; i < NPIX_FMTS; i++) count += config_codec_takes(codec, config_pix_fmts[i]);
  for (size_t i = 0; i < NPIX_FMTS && len < n; i++)
    if (config_codec_takes(codec, config_pix_fmts[i]))
      len += (size_t)snprintf(out + len, n - len, "%s%s", k++ == 0 ? "" : k == count ? " or " : ", ", config_pix_fmts[i]);
}

const char *config_codec_name(int codec) {
  return codec >= 0 && codec <= CODEC_NONE ? codec_names[codec] : "?";
}

const char *config_problem(const project_config *c) {
  if (c->format == FORMAT_PNG && c->bpc == 32)
    return "bpc = 32 (float) is for format = exr; a PNG takes bpc = 8 or 16";
  if (c->format == FORMAT_JPEG && c->bpc != 8)
    return c->bpc == 16 ? "bpc = 16 is for format = png (or exr); a JPEG is 8 bits"
                        : "bpc = 32 (float) is for format = exr; a JPEG is 8 bits";
  return NULL;
}

int config_finish_bpc(const project_config *c) { return c->format == FORMAT_EXR ? 16 : c->bpc; }

const char *config_frame_pattern(const project_config *c, int collection) {
  return c->pattern[0] ? c->pattern : collection ? "%s" : "%05d";
}

const char *config_format_ext(const project_config *c) {
  return c->format == FORMAT_EXR ? "exr" : c->format == FORMAT_JPEG ? "jpg" : "png";
}

int config_makes_video(const project_config *c) { return c->codec != CODEC_NONE && c->format != FORMAT_EXR; }

int config_gpus_ok(const char *value) {
  int ordinals[GPU_MAX_DEVICES];
  fb_error ignored;
  /* The form only: which devices exist is known where the build runs (gpu_use_devices). */
  return gpu_parse_devices(value, 1001, ordinals, GPU_MAX_DEVICES, &ignored) > 0;
}

/* A frame file name pattern: one file-name component (no '/', no leading '.'), only the
 * fields %d and %s (and %%), at least one of them, and room for the longest name. */
static int pattern_ok(const char *v) {
  char out[512];
  int fields, renamed;
  return v[0] && v[0] != '.' && !strchr(v, '/') && strlen(v) < 100 &&
         file_pattern_expand(v, 0, "x", out, sizeof out, &fields, &renamed) == 0 && fields;
}

void config_defaults(project_config *c) {
  memset(c, 0, sizeof *c);
  c->seed = 1;
  c->bpc = 8;
  c->format = FORMAT_PNG;
  c->jpeg_quality = RENDER_JPEG_QUALITY;
  snprintf(c->backend, sizeof c->backend, "auto");
  snprintf(c->gpus, sizeof c->gpus, "all");
  c->fps = 30;
  c->frame_step = 1;
  c->codec = CODEC_H264;
  c->crf = -1;
  c->cache_max_bytes = CONFIG_CACHE_MAX_BYTES;
  frame_check_defaults(&c->check);
  farm_config_defaults(&c->farm);
  c->quality_scale = c->size_scale = 1;
  c->noise = CONFIG_AUTO_NOISE;
  c->quality_max = CONFIG_AUTO_QUALITY_MAX;
}

/* What ini_parse_stream reads through: the file, and the line it is at (counted here, as the
 * handler is not told: a codec and a pix_fmt that do not go together are found only once the
 * whole file is read, and the message names their lines). */
typedef struct line_reader {
  FILE *f;
  int line;                  /* the line last read, from 1 */
  int line_ended;            /* the last read ended its line (a longer line comes in pieces) */
} line_reader;

static char *read_line(char *str, int num, void *stream) {
  line_reader *r = stream;
  char *s = fgets(str, num, r->f);
  if (s) {
    r->line += r->line_ended;
    const size_t n = strlen(s);
    r->line_ended = n > 0 && s[n - 1] == '\n';
  }
  return s;
}

typedef struct load_ctx {
  project_config *c;
  config_overrides *over;
  char problem[512];
  line_reader in;
  int codec_line, pix_fmt_line; /* [video]'s codec and pix_fmt, 0 if not set */
  int profile_codecs;           /* [profile.NAME] sections set codec */
} load_ctx;

static int as_int(const char *v, long lo, long hi, int *out) {
  char *end;
  errno = 0;
  long x = strtol(v, &end, 10);
  if (errno || end == v || *end || x < lo || x > hi) return -1;
  *out = (int)x;
  return 0;
}

static int as_double(const char *v, double lo, double hi, double *out) {
  char *end;
  double x = strtod(v, &end);
  if (end == v || *end || !isfinite(x) || x < lo || x > hi) return -1;
  *out = x;
  return 0;
}

/* What a key wants, for the message about a bad value. */
static const char *expected(const char *name) {
  static const char *const what[][2] = {
      {"size", "WIDTHxHEIGHT, e.g. 1920x1080"}, {"quality", "a number of samples per pixel, e.g. 500, or auto"},
      {"noise", "the noise quality = auto stops at, from 0.0001 to 1, e.g. 0.05"},
      {"quality_max", "a number of samples per pixel, e.g. 2000"},
      {"supersample", "an integer from 1 to 64"}, {"temporal_samples", "an integer from 1 to 100000"},
      {"seed", "an integer from 0"}, {"bpc", "8 or 16 for a PNG; 32 (float) for an EXR"},
      {"format", "png, jpg or exr"}, {"jpeg_quality", "an integer from 1 to 100 (libjpeg's scale)"},
      {"max_tasks", "an integer from 1"},
      {"task_time", "seconds a farm task should take, from 1 to 604800"}, {"retries", "an integer from 0 to 100"},
      {"poll", "seconds between squeue polls, from 0.05 to 600"},
      {"partition", "one word for sbatch, under 64 characters"}, {"account", "one word for sbatch"},
      {"time_limit", "a Slurm time, e.g. 30:00 or 2-00:00:00"}, {"gres", "a Slurm gres, e.g. gpu:1"},
      {"sbatch_args", "sbatch arguments separated by spaces"}, {"arch", "a GPU architecture such as sm_90, or several: sm_90 sm_100"},
      {"worker", "the absolute path of the flamebuild the nodes run, e.g. /opt/flamebuild/bin/flamebuild"},
      {"pattern", "a file name without extension, with %d (the frame number, e.g. %05d) or %s (the flame's name)"}, {"max_samples", "a number of samples, e.g. 1e11, or none"},
      {"backend", "auto, cpu or cuda"}, {"unsupported", "draw (what can be drawn, saying what cannot) or error"}, {"gpus", "all, or device numbers separated by commas: 0,2"}, {"fps", "frames per second, from 0.001 to 1000"},
      {"frame_step", "a genome time step greater than 0"}, {"codec", "h264, h265, prores, ffv1 or none"}};
  for (size_t i = 0; i < sizeof what / sizeof what[0]; i++)
    if (!strcmp(name, what[i][0])) return what[i][1];
  return "see flamebuild.conf(5)";
}

/* The keys of each section, for the message about one that is not. */
static const char *const render_keys[] = {"size", "quality", "noise", "quality_max", "supersample", "temporal_samples",
                                          "seed", "bpc", "max_samples", "gpus", "backend", "unsupported", NULL};
static const char *const output_keys[] = {"format", "jpeg_quality", "pattern", NULL};
static const char *const animation_keys[] = {"fps", "frame_step", NULL};
static const char *const video_keys[] = {"codec", "crf", "pix_fmt", "ffmpeg_args", NULL};
static const char *const cache_keys[] = {"max_size", NULL};
static const char *const farm_keys[] = {"partition", "account", "time_limit", "gres", "max_tasks", "task_time",
                                        "retries", "sbatch_args", "poll", "arch", "worker", NULL};
static const char *const check_keys[] = {"flat", "saturated", "bad_values", "out_of_frame", NULL};
static const char *const sequence_keys[] = {"size", "quality", "noise", "quality_max", "supersample", "temporal_samples",
                                            "bpc", "seed", "format", "jpeg_quality", "pattern", "unsupported", NULL};
static const char *const profile_keys[] = {"size", "quality", "noise", "quality_max", "supersample", "temporal_samples",
                                           "bpc", "seed", "format", "jpeg_quality", "pattern", "codec", NULL};
static const char *const sections[] = {"render", "output", "animation", "video", "cache", "farm", "check",
                                       "profile.NAME", "sequence.NAME", NULL};

static const char *word_at(int i, void *ctx) { return ((const char *const *)ctx)[i]; }

/* "unknown WHAT 'name'" and where, the closest of the known words ("did you mean"), and them
 * all: "(want a, b or c)". */
static void unknown_word(char *out, size_t n, const char *what, const char *name, const char *where,
                         const char *const *known) {
  const char *close = genome_suggest(name, word_at, (void *)known);
  size_t len = (size_t)snprintf(out, n, "unknown %s%s%s%s", what, name, where, close ? ": did you mean " : "");
  if (close && len < n) len += (size_t)snprintf(out + len, n - len, "%s?", close);
  for (int i = 0; known[i] && len < n; i++)
    len += (size_t)snprintf(out + len, n - len, "%s%s", i == 0 ? " (want " : known[i + 1] ? ", " : " or ", known[i]);
  if (len < n) snprintf(out + len, n - len, ")");
}

static void unknown_key(load_ctx *ctx, const char *section, const char *name, const char *const *known) {
  char where[160];
  snprintf(where, sizeof where, "' in [%.140s]", section);
  unknown_word(ctx->problem, sizeof ctx->problem, "key '", name, where, known);
}

/* One [output] key into c: 1 set, 0 a bad value, -1 not an output key. */
static int output_key(project_config *c, const char *name, const char *value) {
  if (!strcmp(name, "format")) {
    if (!strcmp(value, "png")) c->format = FORMAT_PNG;
    else if (!strcmp(value, "jpg") || !strcmp(value, "jpeg")) c->format = FORMAT_JPEG;
    else if (!strcmp(value, "exr")) c->format = FORMAT_EXR;
    else return 0;
    return 1;
  }
  if (!strcmp(name, "jpeg_quality")) return as_int(value, 1, 100, &c->jpeg_quality) == 0;
  if (!strcmp(name, "pattern")) {
    if (!pattern_ok(value)) return 0;
    snprintf(c->pattern, sizeof c->pattern, "%s", value);
    return 1;
  }
  return -1;
}

/* One [render] key into c: 1 set, 0 a bad value, -1 not a render key. */
static int render_key(project_config *c, const char *name, const char *value) {
  int ok = 0;
  if (!strcmp(name, "size")) {
    int w, h, n;
    ok = sscanf(value, "%dx%d%n", &w, &h, &n) == 2 && !value[n] && w >= 1 && h >= 1 && w <= 65535 && h <= 65535;
    if (ok) c->width = w, c->height = h;
  } else if (!strcmp(name, "quality")) {
    if (!strcmp(value, "auto")) c->quality_auto = 1, ok = 1;
    else if ((ok = as_double(value, 1e-9, 1e9, &c->quality) == 0)) c->quality_auto = 0;
  } else if (!strcmp(name, "noise")) {
    ok = as_double(value, 1e-4, 1, &c->noise) == 0;
  } else if (!strcmp(name, "quality_max")) {
    ok = as_double(value, 1e-9, 1e9, &c->quality_max) == 0;
  } else if (!strcmp(name, "supersample")) {
    ok = as_int(value, 1, 64, &c->supersample) == 0;
  } else if (!strcmp(name, "temporal_samples")) {
    ok = as_int(value, 1, 100000, &c->temporal_samples) == 0;
  } else if (!strcmp(name, "seed")) {
    char *end;
    errno = 0;
    unsigned long long s = strtoull(value, &end, 0);
    ok = !errno && end != value && !*end && value[0] != '-';
    if (ok) c->seed = s;
  } else if (!strcmp(name, "bpc")) {
    ok = as_int(value, 8, 32, &c->bpc) == 0 && (c->bpc == 8 || c->bpc == 16 || c->bpc == 32);
  } else if (!strcmp(name, "max_samples")) {
    if (!strcmp(value, "none")) c->max_samples = INFINITY, ok = 1;
    else ok = as_double(value, 1, 1e300, &c->max_samples) == 0;
  } else if (!strcmp(name, "gpus")) {
    ok = config_gpus_ok(value) && strlen(value) < sizeof c->gpus;
    if (ok) snprintf(c->gpus, sizeof c->gpus, "%s", value);
  } else if (!strcmp(name, "backend")) {
    ok = !strcmp(value, "auto") || !strcmp(value, "cpu") || !strcmp(value, "cuda");
    if (ok) snprintf(c->backend, sizeof c->backend, "%s", value);
  } else if (!strcmp(name, "unsupported")) {
    ok = !strcmp(value, "draw") || !strcmp(value, "error");
    if (ok) c->unsupported_error = !strcmp(value, "error");
  } else {
    return -1;
  }
  return ok;
}

static int codec_key(project_config *c, const char *value) {
  for (int i = 0; i <= CODEC_NONE; i++)
    if (!strcmp(value, codec_names[i])) {
      c->codec = i;
      return 1;
    }
  return 0;
}

/* The keys a [profile.NAME] (profile) or [sequence.NAME] section may set. */
static int override_key_allowed(int profile, const char *name) {
  for (const char *const *k = profile ? profile_keys : sequence_keys; *k; k++)
    if (!strcmp(name, *k)) return 1;
  return 0;
}

static int set_override_key(project_config *c, const char *name, const char *value) {
  if (!strcmp(name, "codec")) return codec_key(c, value);
  const int r = output_key(c, name, value);
  return r >= 0 ? r : render_key(c, name, value) == 1;
}

int config_apply(project_config *c, const config_overrides *over, int profile, const char *name) {
  int n = 0;
  for (int i = 0; over && i < over->n; i++) {
    const config_override *o = &over->v[i];
    if (o->profile == profile && !strcmp(o->name, name)) n += set_override_key(c, o->key, o->value);
  }
  return n;
}

/* A [profile.NAME] or [sequence.NAME] key: checked on a scratch config, kept as text. */
static int on_override(load_ctx *ctx, int profile, const char *section_name, const char *name, const char *value) {
  const char *kind = profile ? "profile" : "sequence";
  if (!section_name[0]) {
    snprintf(ctx->problem, sizeof ctx->problem, "[%s.] needs a name", kind);
    return 0;
  }
  if (!override_key_allowed(profile, name)) {
    char section[160];
    snprintf(section, sizeof section, "%s.%.120s", kind, section_name);
    unknown_key(ctx, section, name, profile ? profile_keys : sequence_keys);
    return 0;
  }
  project_config scratch;
  config_defaults(&scratch);
  if (!set_override_key(&scratch, name, value)) {
    snprintf(ctx->problem, sizeof ctx->problem, "bad value %s = '%s' in [%s.%s] (want %s)", name, value, kind,
             section_name, expected(name));
    return 0;
  }
  ctx->profile_codecs += profile && !strcmp(name, "codec"); /* checked against pix_fmt at the end */
  if (!ctx->over) return 1;
  if (ctx->over->n == CONFIG_MAX_OVERRIDES || strlen(section_name) >= sizeof ctx->over->v[0].name ||
      strlen(value) >= sizeof ctx->over->v[0].value) {
    snprintf(ctx->problem, sizeof ctx->problem, "too many or too long profile and sequence settings (at most %d)",
             CONFIG_MAX_OVERRIDES);
    return 0;
  }
  config_override *o = &ctx->over->v[ctx->over->n++];
  o->profile = profile;
  snprintf(o->name, sizeof o->name, "%s", section_name);
  snprintf(o->key, sizeof o->key, "%s", name);
  snprintf(o->value, sizeof o->value, "%s", value);
  return 1;
}

/* inih handler: returns 0 (error at this line) with ctx->problem set. */
static int on_value(void *user, const char *section, const char *name, const char *value) {
  load_ctx *ctx = user;
  project_config *c = ctx->c;
  int ok = 0;
  if (!strncmp(section, "profile.", 8)) return on_override(ctx, 1, section + 8, name, value);
  if (!strncmp(section, "sequence.", 9)) return on_override(ctx, 0, section + 9, name, value);
  if (!strcmp(section, "render")) {
    int r = render_key(c, name, value);
    if (r < 0) {
      unknown_key(ctx, section, name, render_keys);
      return 0;
    }
    ok = r;
  } else if (!strcmp(section, "output")) {
    int r = output_key(c, name, value);
    if (r < 0) {
      unknown_key(ctx, section, name, output_keys);
      return 0;
    }
    ok = r;
  } else if (!strcmp(section, "animation")) {
    if (!strcmp(name, "fps"))
      ok = as_double(value, 0.001, 1000, &c->fps) == 0;
    else if (!strcmp(name, "frame_step"))
      ok = as_double(value, 1e-6, 1e6, &c->frame_step) == 0;
    else {
      unknown_key(ctx, section, name, animation_keys);
      return 0;
    }
  } else if (!strcmp(section, "video")) {
    if (!strcmp(name, "codec")) {
      ok = codec_key(c, value);
      ctx->codec_line = ctx->in.line;
    } else if (!strcmp(name, "crf")) {
      ok = as_int(value, 0, 51, &c->crf) == 0;
      if (!ok) {
        snprintf(ctx->problem, sizeof ctx->problem, "bad value crf = '%s' (want 0 to 51: lower is better)", value);
        return 0;
      }
    } else if (!strcmp(name, "pix_fmt")) {
      for (int i = 0; config_pix_fmts[i] && !ok; i++) ok = !strcmp(value, config_pix_fmts[i]);
      if (!ok) {
        unknown_word(ctx->problem, sizeof ctx->problem, "pixel format '", value, "' for pix_fmt", config_pix_fmts);
        return 0;
      }
      snprintf(c->pix_fmt, sizeof c->pix_fmt, "%s", value);
      ctx->pix_fmt_line = ctx->in.line;
    } else if (!strcmp(name, "ffmpeg_args")) {
      ok = strlen(value) < sizeof c->ffmpeg_args;
      if (ok) snprintf(c->ffmpeg_args, sizeof c->ffmpeg_args, "%s", value);
      else {
        snprintf(ctx->problem, sizeof ctx->problem, "ffmpeg_args is longer than %zu characters", sizeof c->ffmpeg_args - 1);
        return 0;
      }
    } else {
      unknown_key(ctx, section, name, video_keys);
      return 0;
    }
  } else if (!strcmp(section, "cache")) {
    if (!strcmp(name, "max_size")) {
      if (fb_parse_size(value, &c->cache_max_bytes) < 0) {
        snprintf(ctx->problem, sizeof ctx->problem,
                 "bad value max_size = '%s' (want a size such as 500M or 20G, or 0 for no limit)", value);
        return 0;
      }
      ok = 1;
    } else {
      unknown_key(ctx, section, name, cache_keys);
      return 0;
    }
  } else if (!strcmp(section, "farm")) {
    farm_config *f = &c->farm;
    /* The words handed to sbatch as they are (argv: no shell to quote for); one word each but
     * sbatch_args. */
    const struct { const char *key; char *text; size_t size; } words[] = {
        {"partition", f->partition, sizeof f->partition}, {"account", f->account, sizeof f->account},
        {"time_limit", f->time_limit, sizeof f->time_limit}, {"gres", f->gres, sizeof f->gres},
        {"sbatch_args", f->sbatch_args, sizeof f->sbatch_args}};
    int word = -1;
    for (int i = 0; i < (int)(sizeof words / sizeof words[0]); i++)
      if (!strcmp(name, words[i].key)) word = i;
    if (word >= 0) {
      ok = strlen(value) < words[word].size && (!strcmp(name, "sbatch_args") || !strchr(value, ' '));
      if (ok) snprintf(words[word].text, words[word].size, "%s", value);
    } else if (!strcmp(name, "max_tasks")) {
      ok = as_int(value, 1, 100000, &f->max_tasks) == 0;
    } else if (!strcmp(name, "task_time")) {
      ok = as_double(value, 1, 604800, &f->task_time_s) == 0;
    } else if (!strcmp(name, "retries")) {
      ok = as_int(value, 0, 100, &f->retries) == 0;
    } else if (!strcmp(name, "poll")) {
      ok = as_double(value, 0.05, 600, &f->poll_s) == 0;
    } else if (!strcmp(name, "arch")) {
      /* One architecture, or those of a farm of mixed GPUs separated by spaces or commas:
       * kept as "sm_90 sm_100". */
      char list[sizeof f->arch], kept[sizeof f->arch] = "";
      ok = strlen(value) < sizeof list;
      if (ok) snprintf(list, sizeof list, "%s", value);
      int n = 0;
      char *save = NULL;
      for (char *a = ok ? strtok_r(list, " ,", &save) : NULL; a && ok; a = strtok_r(NULL, " ,", &save), n++) {
        ok = gpu_arch_valid(a);
        if (ok) snprintf(kept + strlen(kept), sizeof kept - strlen(kept), "%s%s", n ? " " : "", a);
      }
      int commas = 0; /* "sm_90,,": a comma with nothing after it is a typo, not a list */
      for (const char *ch = value; *ch; ch++) commas += *ch == ',';
      ok = ok && n >= 1 && commas < n;
      if (ok) snprintf(f->arch, sizeof f->arch, "%s", kept);
    } else if (!strcmp(name, "worker")) {
      ok = value[0] == '/' && strlen(value) < sizeof f->worker && !strpbrk(value, "\n\t");
      if (ok) snprintf(f->worker, sizeof f->worker, "%s", value);
    } else {
      unknown_key(ctx, section, name, farm_keys);
      return 0;
    }
  } else if (!strcmp(section, "check")) {
    double *limit = !strcmp(name, "flat")           ? &c->check.flat
                    : !strcmp(name, "saturated")    ? &c->check.saturated
                    : !strcmp(name, "bad_values")   ? &c->check.bad_values
                    : !strcmp(name, "out_of_frame") ? &c->check.out_of_frame
                                                    : NULL;
    if (!limit) {
      unknown_key(ctx, section, name, check_keys);
      return 0;
    }
    if (!strcmp(value, "none")) *limit = FRAME_CHECK_OFF, ok = 1;
    else ok = as_double(value, 0, 1, limit) == 0;
    if (!ok) {
      snprintf(ctx->problem, sizeof ctx->problem, "bad value %s = '%s' (want a share from 0 to 1, or none)", name,
               value);
      return 0;
    }
  } else {
    unknown_word(ctx->problem, sizeof ctx->problem, "section [", section, "]", sections);
    return 0;
  }
  if (!ok) snprintf(ctx->problem, sizeof ctx->problem, "bad value %s = '%s' (want %s)", name, value, expected(name));
  return ok;
}

/* The second reading (check_pix_fmt): the first [profile.NAME] codec that does not take the
 * file's [video] pix_fmt. */
typedef struct profile_codec_ctx {
  line_reader in;
  const char *pix_fmt;
  int line, codec;           /* the first one found; line 0: none */
  char profile[128];
} profile_codec_ctx;

static int on_profile_codec(void *user, const char *section, const char *name, const char *value) {
  profile_codec_ctx *pc = user;
  project_config scratch;
  config_defaults(&scratch);
  if (!pc->line && !strncmp(section, "profile.", 8) && !strcmp(name, "codec") && codec_key(&scratch, value) &&
      !config_codec_takes(scratch.codec, pc->pix_fmt)) {
    pc->line = pc->in.line;
    pc->codec = scratch.codec;
    snprintf(pc->profile, sizeof pc->profile, "%s", section + 8);
  }
  return 1;
}

/* Whether the codecs take [video] pix_fmt: ffmpeg, given a format its encoder does not take,
 * silently writes another (ProRes given yuv420p wrote yuv422p12le). [video]'s codec is checked
 * at pix_fmt's line, a profile's codec at its own (the file read again: it may come before
 * pix_fmt). Returns 0, or the line with the problem in `problem`. */
static int check_pix_fmt(load_ctx *ctx, char *problem, size_t n) {
  const project_config *c = ctx->c;
  if (!c->pix_fmt[0]) return 0;
  char takes[256];
  if (!config_codec_takes(c->codec, c->pix_fmt)) {
    codec_pix_fmts(c->codec, takes, sizeof takes);
    char codec_at[64];
    if (ctx->codec_line) snprintf(codec_at, sizeof codec_at, "codec = %s, line %d", config_codec_name(c->codec), ctx->codec_line);
    else snprintf(codec_at, sizeof codec_at, "codec %s, the default", config_codec_name(c->codec));
    snprintf(problem, n, "pix_fmt = %s is not a format %s writes (%s): want %s", c->pix_fmt,
             config_codec_name(c->codec), codec_at, takes);
    return ctx->pix_fmt_line > 0 ? ctx->pix_fmt_line : 1;
  }
  if (!ctx->profile_codecs) return 0;
  profile_codec_ctx pc = {.in = {.f = ctx->in.f, .line = 0, .line_ended = 1}, .pix_fmt = c->pix_fmt};
  if (fseek(ctx->in.f, 0, SEEK_SET) != 0 || ini_parse_stream(read_line, &pc.in, on_profile_codec, &pc) < 0) {
    snprintf(problem, n, "cannot read it again: %s", strerror(errno));
    return 1;
  }
  if (!pc.line) return 0;
  codec_pix_fmts(pc.codec, takes, sizeof takes);
  snprintf(problem, n, "codec = %s in [profile.%.100s] does not write [video] pix_fmt = %s (line %d): %s takes %s",
           config_codec_name(pc.codec), pc.profile, c->pix_fmt, ctx->pix_fmt_line, config_codec_name(pc.codec), takes);
  return pc.line;
}

int config_load(const char *path, project_config *c, config_overrides *over, fb_error *err) {
  config_defaults(c);
  if (over) over->n = 0;
  int fd = fb_open_regular(path, err); /* a FIFO or a directory named flamebuild.conf: refused, never waited on */
  if (fd < 0) return errno == ENOENT ? 0 : -1;
  FILE *f = fdopen(fd, "r");
  if (!f) {
    close(fd);
    return fb_errorf(err, "%s: %s", path, strerror(errno));
  }
  load_ctx ctx = {.c = c, .over = over, .in = {.f = f, .line = 0, .line_ended = 1}};
  int line = ini_parse_stream(read_line, &ctx.in, on_value, &ctx);
  if (line == 0) line = check_pix_fmt(&ctx, ctx.problem, sizeof ctx.problem);
  fclose(f);
  if (line > 0)
    return fb_errorf(err, "%s:%d: %s", path, line, ctx.problem[0] ? ctx.problem : "syntax error");
  if (line < 0) return fb_errorf(err, "%s: cannot read (out of memory)", path);
  return 0;
}

void config_frame_text(const project_config *c, char *out, size_t n) {
  char jpeg[32] = ""; /* only a JPEG's quality changes its frames (and a PNG project's text stays as it was) */
  if (c->format == FORMAT_JPEG) snprintf(jpeg, sizeof jpeg, " jpeg_quality %d", c->jpeg_quality);
  /* max_samples changes no frame, but it decides whether a sequence plans at all: a change
   * re-plans (the keys come out the same, so nothing renders that was done). */
  snprintf(out, n,
           "size %dx%d quality %.17g supersample %d temporal_samples %d seed %llu bpc %d step %.17g max_samples %.17g "
           "qs %.17g ss %.17g format %s pattern %s auto %d noise %.17g quality_max %.17g unsupported %d%s",
           c->width, c->height, c->quality, c->supersample, c->temporal_samples, (unsigned long long)c->seed,
           c->bpc, c->frame_step, c->max_samples, c->quality_scale, c->size_scale, config_format_ext(c), c->pattern,
           c->quality_auto, c->noise, c->quality_max, c->unsupported_error, jpeg);
}

void config_video_text(const project_config *c, char *out, size_t n) {
  snprintf(out, n, "codec %s fps %.17g crf %d pix_fmt %s args %s", config_codec_name(c->codec), c->fps, c->crf, c->pix_fmt,
           c->ffmpeg_args);
}
