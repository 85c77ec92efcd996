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
#include "../util/file_name.h"
#include "../util/read_file.h"
#include "../util/size.h"

static const char *const codec_names[] = {"h264", "prores", "ffv1", "h265", "none"};

/* What [video] pix_fmt takes (the rest are refused, with the closest as a suggestion): the
 * formats at least one of the codecs encodes well from flamebuild's RGBA frames, from the lists
 * of ffmpeg's encoders (ffmpeg -h encoder=libx264) less the JPEG-range, NV, odd-depth and grey
 * ones. A codec given one it does not encode gets the nearest it does, ffmpeg's choice. The
 * codecs that take each are in flamebuild.conf(5). */
const char *const config_pix_fmts[] = {
    "yuv420p", "yuv422p", "yuv444p",             /* h264, h265, ffv1 */
    "yuv420p10le", "yuv422p10le", "yuv444p10le", /* h264, h265, ffv1; prores the 4:2:2 and 4:4:4 */
    "yuv420p12le", "yuv422p12le", "yuv444p12le", /* h265, ffv1 */
    "yuva444p10le",                              /* prores (its default), ffv1 */
    "gbrp",                                      /* h265 */
    "gbrp10le", "gbrp12le",                      /* h265, ffv1 */
    "yuva444p", "yuva444p16le", "bgr0", "bgra", "gbrp16le", "gbrap16le", "rgb48le", "rgba64le", /* ffv1 */
    NULL};

const char *config_codec_name(int codec) {
  return codec >= 0 && codec <= CODEC_NONE ? codec_names[codec] : "?";
}

const char *config_problem(const project_config *c) {
  if (c->format == FORMAT_PNG && c->bpc == 32)
    return "bpc = 32 (float) is for format = exr; a PNG takes bpc = 8 or 16";
  return NULL;
}

int config_finish_bpc(const project_config *c) { return c->format == FORMAT_EXR ? 16 : c->bpc; }

const char *config_frame_pattern(const project_config *c, int collection) {
  return c->pattern[0] ? c->pattern : collection ? "%s" : "%05d";
}

const char *config_format_ext(const project_config *c) { return c->format == FORMAT_EXR ? "exr" : "png"; }

int config_makes_video(const project_config *c) { return c->codec != CODEC_NONE && c->format == FORMAT_PNG; }

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

typedef struct load_ctx {
  project_config *c;
  config_overrides *over;
  char problem[512];
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
      {"format", "png or exr"}, {"max_tasks", "an integer from 1"},
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
static const char *const output_keys[] = {"format", "pattern", NULL};
static const char *const animation_keys[] = {"fps", "frame_step", NULL};
static const char *const video_keys[] = {"codec", "crf", "pix_fmt", "ffmpeg_args", NULL};
static const char *const cache_keys[] = {"max_size", NULL};
static const char *const farm_keys[] = {"partition", "account", "time_limit", "gres", "max_tasks", "task_time",
                                        "retries", "sbatch_args", "poll", "arch", "worker", NULL};
static const char *const check_keys[] = {"flat", "saturated", "bad_values", "out_of_frame", NULL};
static const char *const sequence_keys[] = {"size", "quality", "noise", "quality_max", "supersample", "temporal_samples",
                                            "bpc", "seed", "format", "pattern", "unsupported", NULL};
static const char *const profile_keys[] = {"size", "quality", "noise", "quality_max", "supersample", "temporal_samples",
                                           "bpc", "seed", "format", "pattern", "codec", NULL};
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
    else if (!strcmp(value, "exr")) c->format = FORMAT_EXR;
    else return 0;
    return 1;
  }
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
  load_ctx ctx = {c, over, ""};
  int line = ini_parse_file(f, on_value, &ctx);
  fclose(f);
  if (line > 0)
    return fb_errorf(err, "%s:%d: %s", path, line, ctx.problem[0] ? ctx.problem : "syntax error");
  if (line < 0) return fb_errorf(err, "%s: cannot read (out of memory)", path);
  return 0;
}

void config_frame_text(const project_config *c, char *out, size_t n) {
  /* max_samples changes no frame, but it decides whether a sequence plans at all: a change
   * re-plans (the keys come out the same, so nothing renders that was done). */
  snprintf(out, n,
           "size %dx%d quality %.17g supersample %d temporal_samples %d seed %llu bpc %d step %.17g max_samples %.17g "
           "qs %.17g ss %.17g format %s pattern %s auto %d noise %.17g quality_max %.17g unsupported %d",
           c->width, c->height, c->quality, c->supersample, c->temporal_samples, (unsigned long long)c->seed,
           c->bpc, c->frame_step, c->max_samples, c->quality_scale, c->size_scale, config_format_ext(c), c->pattern,
           c->quality_auto, c->noise, c->quality_max, c->unsupported_error);
}

void config_video_text(const project_config *c, char *out, size_t n) {
  snprintf(out, n, "codec %s fps %.17g crf %d pix_fmt %s args %s", config_codec_name(c->codec), c->fps, c->crf, c->pix_fmt,
           c->ffmpeg_args);
}
