/*
 * config.h — flamebuild.conf, the optional INI file at a project's root.
 *
 *   [render]     size = WxH, quality = Q|auto, noise = F, quality_max = Q, supersample = N,
 *                temporal_samples = N, seed = S, bpc = 8|16|32, backend = auto|cpu|cuda,
 *                gpus = all|0,2, max_samples = N|none
 *   [output]     format = png|jpg|exr, jpeg_quality = 1..100, pattern = a frame's file name
 *                without the extension (%d the frame number, %s the flame's name; default %05d,
 *                a collection %s)
 *   [animation]  fps = F, frame_step = D
 *   [video]      codec = h264|h265|prores|ffv1|none, crf = 0..51, pix_fmt = NAME (config_pix_fmts),
 *                ffmpeg_args = extra output arguments (split at spaces, no shell)
 *   [cache]      max_size = SIZE (500M, 20G, …; 0 = no limit)
 *   [farm]       partition, account, time_limit, gres = sbatch's values; max_tasks = N,
 *                task_time = seconds, retries = N, sbatch_args = more arguments, poll = seconds,
 *                arch (build --farm slurm)
 *   [check]      flat, saturated, bad_values, out_of_frame = SHARE (0..1) | none
 *   [profile.NAME]   size, quality, noise, quality_max, supersample, temporal_samples, bpc, seed, format,
 *                    jpeg_quality, pattern, codec: what `--profile NAME` changes (its outputs go to
 *                    out/NAME/)
 *   [sequence.NAME]  the same but codec: for the sequence NAME (its file's path without
 *                    the extension) only
 *
 * Every key is optional; render overrides replace the genomes' own values. An unknown
 * section or key, or a bad value, is an error naming the line: a typo must not be silently
 * ignored in a build tool.
 */
#ifndef FLAMEBUILD_CONFIG_H
#define FLAMEBUILD_CONFIG_H

#include <stddef.h>
#include <stdint.h>

#include "../farm/farm.h"
#include "../render/frame_check.h"
#include "../util/error.h"

/* The pixel formats [video] pix_fmt may name, NULL-terminated. */
extern const char *const config_pix_fmts[];

enum video_codec { CODEC_H264, CODEC_PRORES, CODEC_FFV1, CODEC_H265, CODEC_NONE };
/* A frame's file: PNG (8 or 16 bits), OpenEXR (linear, half or float: bpc 16 or 32) or JPEG
 * (8 bits, at jpeg_quality). */
enum output_format { FORMAT_PNG, FORMAT_EXR, FORMAT_JPEG };
#define CONFIG_AUTO_NOISE 0.05
#define CONFIG_AUTO_QUALITY_MAX 2000

typedef struct project_config {
  int width, height;         /* 0: the genome's */
  double quality;            /* 0: the genome's */
  int quality_auto;          /* quality = auto: each frame draws rounds of samples, doubling, until
                                its noise (render_noise_of) is at most `noise`, or it reaches
                                quality_max (scheduler/auto_quality.c) */
  double noise;              /* default CONFIG_AUTO_NOISE */
  double quality_max;        /* default CONFIG_AUTO_QUALITY_MAX */
  int supersample;           /* 0: the genome's */
  int temporal_samples;      /* 0: the genome's */
  uint64_t seed;             /* default 1 */
  int bpc;                   /* 8 or 16 (PNG); an EXR is float at 32, else half */
  int format;                /* enum output_format, default PNG */
  int jpeg_quality;          /* a JPEG's, 1..100; default RENDER_JPEG_QUALITY (flam3-render's) */
  char pattern[128];         /* a frame's file name without its extension; "": %05d, or %s
                                for a collection's flames (config_frame_pattern) */
  char backend[16];          /* "auto", "cpu" or "cuda" */
  int unsupported_error;     /* [render] unsupported = error: a genome file that asks for
                                something flamebuild does not draw fails (default: draw) */
  char gpus[64];             /* the devices a build renders on: "all" (default) or "0,2" (gpu_use_devices) */
  double max_samples;        /* work budget per frame (render_work_check): 0 = the default, INFINITY = none */
  double fps;                /* default 30 */
  double frame_step;         /* time between frames, default 1 */
  int codec;                 /* enum video_codec, default h264 */
  int crf;                   /* h264/h265 quality, 0..51; -1: the codec's default (18, 20) */
  char pix_fmt[32];          /* "": the codec's default */
  char ffmpeg_args[256];     /* extra ffmpeg output arguments, "" none */
  uint64_t cache_max_bytes;  /* accumulation buffers kept at most, LRU; 0 = no limit; default
                                CONFIG_CACHE_MAX_BYTES. Changes no frame: not in the plan hash */
  frame_check_limits check;  /* when a frame is broken (frame_check.h). Changes no frame: not in
                                the plan hash (a broken frame failed, so it is tried again) */
  farm_config farm;          /* [farm]: build --farm slurm's sbatch settings. Changes no frame */
  double quality_scale;      /* --qs: the quality, whoever set it, times this; default 1 */
  double size_scale;         /* --ss: width, height and scale (the framing kept) times this */
} project_config;

/* The [profile.NAME] and [sequence.NAME] sections, as read (each value was checked at load). */
enum { CONFIG_MAX_OVERRIDES = 128 };
typedef struct config_override {
  int profile;               /* 1: [profile.NAME], 0: [sequence.NAME] */
  char name[128], key[32], value[128];
} config_override;
typedef struct config_overrides {
  config_override v[CONFIG_MAX_OVERRIDES];
  int n;
} config_overrides;

/* [cache] max_size by default: 20 GiB, about a thousand dense 1080p buffers. */
#define CONFIG_CACHE_MAX_BYTES ((uint64_t)20 << 30)

void config_defaults(project_config *c);
/* Reads path; a missing file leaves the defaults. The profile and sequence sections go to
 * *over (may be NULL: then they are checked and dropped). */
int config_load(const char *path, project_config *c, config_overrides *over, fb_error *err);
/* Applies the overrides of [profile.NAME] (profile = 1) or [sequence.NAME] (0) to c, in file
 * order. Returns how many keys applied (0: no such section). */
int config_apply(project_config *c, const config_overrides *over, int profile, const char *name);
const char *config_codec_name(int codec);
/* Whether the codec (enum video_codec) writes pix_fmt (one of config_pix_fmts; "": the codec's
 * default, always). config_load refuses a file whose codecs do not take its pix_fmt. */
int config_codec_takes(int codec, const char *pix_fmt);
/* Whether value is a device list gpu_use_devices takes ("all", "0,2"), by its form. */
int config_gpus_ok(const char *value);
/* Why these settings cannot render (bpc 32 for a PNG, 16 for a JPEG), or NULL. */
const char *config_problem(const project_config *c);
/* The bits a frame is finished at: the PNG's, 8 for a JPEG, or 16 for an EXR (made from the
 * 16-bit image). */
int config_finish_bpc(const project_config *c);
/* The file name pattern for a sequence (collection: 1 for a file of several untimed flames). */
const char *config_frame_pattern(const project_config *c, int collection);
/* "png", "jpg" or "exr". */
const char *config_format_ext(const project_config *c);
/* Whether the settings make a video: PNG and JPEG frames do; EXR frames (linear, for
 * compositing) make none. */
int config_makes_video(const project_config *c);
/* Canonical text of the settings that change frames (for the plan hash). */
void config_frame_text(const project_config *c, char *out, size_t n);
/* Canonical text of the settings that change videos. */
void config_video_text(const project_config *c, char *out, size_t n);

#endif
