/*
 * render_cmd.c — `flamebuild render GENOME [options]`: every flame of a genome file (or the
 * one chosen with --flame) to PNG (or JPEG, or OpenEXR, by -o's extension: render_args.c),
 * with flam3's metadata. Each image is written to a temporary name and renamed, so an error or
 * a kill never leaves a partial image.
 */
#include <errno.h>
#include <limits.h>
#include <getopt.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

#include "../genome/genome.h"
#include "../gpu/device.h"
#include "../gpu/emulate.h"
#include "../gpu/gpu.h"
#include "../render/animation.h"
#include "../render/prepare.h"
#include "../render/render.h"
#include "../util/file_name.h"
#include "../util/fs.h"
#include "cli.h"

#include "render_args.h"

/* Says once per flame that its name was not a safe file name and where the image goes
 * instead (the name itself is not printed: it may hold control characters). */
static void warn_renamed(const char *input, const char *what, const char *path) {
  cli_warn("%s: %s: its name is not a safe file name (a separator, a leading dot, a control "
           "character or over %d bytes); %%s wrote it as: %s", input, what, FILE_NAME_SAFE_MAX, path);
}

/* Creates the directories leading to path (like mkdir -p of its dirname). */
static int make_parent_dirs(const char *path) {
  char dir[PATH_MAX];
  snprintf(dir, sizeof dir, "%s", path);
  char *slash = strrchr(dir, '/');
  if (!slash || slash == dir) return 0;
  *slash = 0;
  return fb_make_dirs(dir, NULL);
}

static void default_output(const char *input, int several, char *out, size_t size) {
  const char *base = strrchr(input, '/');
  base = base ? base + 1 : input;
  char stem[512];
  snprintf(stem, sizeof stem, "%s", base);
  char *dot = strrchr(stem, '.');
  if (dot && dot != stem) *dot = 0;
  snprintf(out, size, several ? "%s-%%05d.png" : "%s.png", stem);
}

/* --flame: an index, or the flame's name as the artist wrote it ("apo one") or as flam3 keeps
 * it (white space but the last character made '_', 64 bytes at most: "apo_one"). */
static int select_flame(const genome_list *list, const char *which) {
  long v;
  if (cli_parse_int(which, 0, list->count - 1, &v) == 0) return (int)v;
  char kept[GENOME_NAME_MAX + 1];
  genome_name_as_kept(which, kept);
  for (int i = 0; i < list->count; i++)
    if (!strcmp(list->flames[i].name, which) || !strcmp(list->flames[i].name, kept)) return i;
  return -1;
}

static void apply_overrides(genome *g, const render_args *a) {
  if (a->quality > 0) g->quality = a->quality;
  if (a->supersample) g->supersample = a->supersample;
  if (a->width) {
    /* Keep the framing: the picture's width maps to the same world width. */
    g->scale *= (double)a->width / g->width;
    g->width = a->width;
    g->height = a->height;
  }
}

static void apply_overrides_frame(render_frame *frame, const render_args *a) {
  for (int i = 0; i < frame->nsub; i++) apply_overrides((genome *)frame->sub[i].cp, a);
}

/* Set when a frame took the generic kernel because its own was not compiled yet: cmd_render
 * then has it compiled in the background for the next render (cli_kernels_behind). */
static int generic_for_want_of_own;

/* Renders one frame (a still is a frame of one sub-frame) to path. `shown` is the genome
 * embedded in the PNG; `what` names the frame in messages. */
static int render_frame_to(const render_args *a, const render_frame *frame, const genome *shown, uint64_t seed,
                           const char *what, const char *label, const char *path) {
  fb_error err;
  render_geometry geo;
  if (render_geometry_of(frame, &geo, &err) < 0) {
    cli_error("%s: %s (line %d): %s", a->input, what, shown->source_line, err.msg);
    return -1;
  }
  if (render_work_check(frame->sub[0].cp, &geo, a->max_samples, &err) < 0) {
    cli_error("%s: %s (line %d): %s; to render it anyway, raise --max-samples (e.g. %.2g) or use --max-samples none",
              a->input, what, shown->source_line, err.msg, 2 * render_work_estimate(frame->sub[0].cp, &geo));
    return -1;
  }
  cli_progress progress;
  cli_progress_start(&progress, a->quiet, label);
  render_options opt = {.threads = a->threads, .seed = seed, .progress = cli_progress_update,
                        .progress_ctx = &progress, .deterministic = a->deterministic,
                        .accumulate = a->accumulate};
  /* An .exr is finished in 16 bits and written linear (render_write_exr): --bpc 32 for float
   * channels, else half. The format and its options were checked with the arguments. */
  const int exr = a->format == OUTPUT_EXR;
  finish_options fo = {.bpc = exr ? 16 : a->bpc, .transparent = a->transparent};
  render_hist hist = {0};
  render_image img = {0};
  double samples = 0, badvals = 0;
  double t0 = fb_mono_seconds(), t_iter = 0;
  /* a solid frame (JWildfire's solid rendering) iterates on the CPU under every backend: its
   * nearest-point buffer is the CPU's alone (render/solid.h); and so does a frame whose
   * weighting field scales a parameter that feeds its xform's precalculated values
   * (render_wfield_needs_host) */
  int rc = -1, on_gpu = a->backend == BACKEND_CUDA && !geo.cpu_only;
  if (on_gpu) {
    /* Iterate and finish on the device: only the image comes back. */
    gpu_options g = {.finish = &fo, .image = &img};
    gpu_render_stats stats;
    rc = gpu_iterate(frame, &opt, &g, NULL, &stats, &err);
    if (rc == 0) {
      /* The generic kernel for want of the structure's own (no warning: it can have one). */
      if (stats.generic && !stats.warning[0]) generic_for_want_of_own = 1;
      samples = stats.samples;
      badvals = stats.badvals;
      t_iter = stats.iterate_s;
      if (stats.warning[0]) cli_warn("%s: %s: %s", a->input, what, stats.warning);
      char hot[128] = "";
      if (a->verbose && stats.started_over)
        snprintf(hot, sizeof hot, " (one bucket took %.1f%% of an early batch: started over)",
                 100.0 * stats.hottest_share);
      else if (a->verbose && stats.cache_slots)
        snprintf(hot, sizeof hot, " (merge table of %d slots: %.1f%% of steps merged%s)", stats.cache_slots,
                 100.0 * stats.cache_merged_share, stats.cache_kept ? "" : ", then off");
      if (a->verbose)
        fprintf(stderr, "%s: %skernel %s (%d compiled, %.0f ms in NVRTC, %.2f ms to look up and load); %s%s; finished on the GPU in %.1f ms (density estimation %.1f, output %.1f, download %.1f)\n",
                what, stats.generic ? "generic " : "",
                stats.kernel.misses ? "compiled" : stats.kernel.disk_hits ? "from the disk cache" : "in memory",
                stats.kernel.misses, stats.kernel.compile_ms, stats.kernel.lookup_ms,
                stats.deferred ? "deferred fixed-point sums (deterministic)"
                : stats.fixed  ? "fixed-point sums (deterministic)"
                               : "float sums",
                hot, stats.finish.total_s * 1e3, stats.finish.de_s * 1e3, stats.finish.output_s * 1e3,
                stats.finish.download_s * 1e3);
    } else if (a->backend_auto) {
      cli_warn("%s: GPU failed (%s); rendering on the CPU", what, err.msg);
      on_gpu = 0;
    }
  }
  if (!on_gpu) {
    const int emulated = a->backend == BACKEND_GPU_EMULATION && !geo.cpu_only;
    if (render_hist_alloc(&hist, &geo, 0, &err) == 0 &&
        (emulated ? gpu_emulate_iterate(frame, &opt, &hist, &err)
                  : render_iterate_cpu(frame, &opt, &hist, &err)) == 0) {
      t_iter = fb_mono_seconds() - t0;
      rc = render_finish(frame, &hist, &fo, &img, &err);
    }
    samples = hist.samples;
    badvals = hist.badvals;
    render_hist_free(&hist);
  }
  cli_progress_end(&progress);
  if (rc < 0) {
    cli_error("%s: %s: %s", a->input, what, err.msg);
    render_image_free(&img);
    return -1;
  }
  if (make_parent_dirs(path) < 0) {
    cli_error("%s: cannot create its directory: %s", path, strerror(errno));
    render_image_free(&img);
    return -1;
  }
  char *xml = genome_print(shown);
  char samples_text[64], error_rate[64], seed_text[32];
  snprintf(samples_text, sizeof samples_text, "%g", samples);
  snprintf(error_rate, sizeof error_rate, "%g", samples > 0 ? badvals / samples : 0.0);
  snprintf(seed_text, sizeof seed_text, "%" PRIu64, a->seed);
  const char *texts[] = {"flam3_version", "flamebuild-" FLAMEBUILD_VERSION,
                         "flam3_samples", samples_text,
                         "flam3_error_rate", error_rate,
                         "flamebuild_seed", seed_text,
                         "flam3_genome", xml ? xml : "",
                         NULL};
  if (exr)
    rc = render_write_exr(path, &img, render_frame_gamma(frame), a->bpc == 32, texts, &err);
  else if (a->format == OUTPUT_JPEG)
    rc = render_write_jpeg(path, &img, a->jpeg_quality ? a->jpeg_quality : RENDER_JPEG_QUALITY, texts, &err);
  else
    rc = render_write_png(path, &img, texts, &err);
  free(xml);
  double total = fb_mono_seconds() - t0;
  int forms_apart = 0, colour_mod = 0; /* why a frame iterates on the CPU (render_geometry.cpu_only) */
  for (int s = 0; s < frame->nsub; s++) {
    forms_apart |= render_forms_need_host(frame->sub[s].cp);
    colour_mod |= genome_has_colour_mod(frame->sub[s].cp);
  }
  if (rc < 0)
    cli_error("%s", err.msg);
  else if (!a->quiet)
    fprintf(stderr, "%s: %dx%d, %.4g samples in %.2f s (%.3g M samples/s) on the %s, %.2f s total\n", path,
            geo.width, geo.height, samples, t_iter, samples / (t_iter > 0 ? t_iter : 1e-9) / 1e6,
            on_gpu                                       ? "GPU"
            : geo.solid && a->backend != BACKEND_CPU     ? "CPU (a solid flame's surface is drawn on the CPU)"
            : geo.cpu_only && a->backend != BACKEND_CPU && forms_apart
                ? "CPU (a variation's forms with parameters apart are drawn on the CPU)"
            : geo.cpu_only && a->backend != BACKEND_CPU && colour_mod
                ? "CPU (JWildfire's colour modulation is drawn on the CPU)"
            : geo.cpu_only && a->backend != BACKEND_CPU  ? "CPU (this weighting field's parameters are drawn on the CPU)"
            : a->backend == BACKEND_GPU_EMULATION        ? "CPU (GPU emulation)"
                                                         : "CPU",
            total);
  render_image_free(&img);
  return rc;
}

static int render_one(const render_args *a, genome *g, const genome *blur_packets, const genome_layers *layers,
                      int index, const char *path) {
  render_subframe sub = {.cp = g, .weight = 1.0};
  render_frame frame = {.sub = &sub, .nsub = 1};
  anim_frame still = {0};
  if (layers && layers->count == 0) layers = NULL;
  if (g->motion_blur_length > 0 || layers) { /* JWildfire's motion blur and layers (render/animation.h) */
    fb_error err;
    if (anim_still_build(g, blur_packets, layers, &still, &err) < 0) {
      cli_error("%s: %s", a->input, err.msg);
      return -1;
    }
    frame = still.frame;
    apply_overrides_frame(&frame, a); /* the packets' and layers' too (the flame's were applied) */
  }
  char what[64], label[128];
  snprintf(what, sizeof what, "flame %d", index);
  file_name_safe(g->name, "flame", label, sizeof label); /* shown on the terminal: no control characters */
  const int rc = render_frame_to(a, &frame, g, a->seed, what, label, path);
  anim_frame_free(&still);
  return rc;
}

/* Parses --frames: "all", "A" or "A-B" (frame numbers in the range, inclusive). */
static int parse_frames(const char *spec, int count, int *first, int *last) {
  if (!spec || !strcmp(spec, "all")) {
    *first = 0;
    *last = count - 1;
    return count > 0 ? 0 : -1;
  }
  long a, b;
  char *dash = strchr(spec, '-');
  char left[32];
  if (dash) {
    size_t n = (size_t)(dash - spec);
    if (n == 0 || n >= sizeof left) return -1;
    memcpy(left, spec, n);
    left[n] = 0;
    if (cli_parse_int(left, 0, count - 1, &a) < 0 || cli_parse_int(dash + 1, a, count - 1, &b) < 0) return -1;
  } else {
    if (cli_parse_int(spec, 0, count - 1, &a) < 0) return -1;
    b = a;
  }
  *first = (int)a;
  *last = (int)b;
  return 0;
}

static int render_animation(const render_args *a, const genome_list *list) {
  fb_error err;
  if (genome_animation_check(list->flames, list->count, &err) < 0) {
    cli_error("%s: %s", a->input, err.msg);
    return 1;
  }
  anim_range range;
  anim_default_range(list->flames, list->count, &range);
  if (a->has_begin) range.begin = a->begin;
  if (a->has_end) range.end = a->end;
  if (a->has_dtime) range.dtime = a->dtime;
  int first, last;
  if (a->has_time) {
    range.begin = range.end = a->time;
    first = last = 0;
  } else {
    int count = anim_frame_count(&range);
    if (count < 1) {
      cli_error("%s: the frame range %g..%g (step %g) holds no frame; the keyframes span %g..%g", a->input,
                range.begin, range.end, range.dtime, list->flames[0].time, list->flames[list->count - 1].time);
      return 1;
    }
    if (parse_frames(a->frames, count, &first, &last) < 0) {
      cli_error("--frames '%s': want A-B, A or all, with frames 0..%d (times %g..%g step %g)", a->frames,
                count - 1, range.begin, range.end, range.dtime);
      return 2;
    }
  }
  char pattern[1024];
  if (a->output)
    snprintf(pattern, sizeof pattern, "%s", a->output);
  else
    default_output(a->input, !a->has_time, pattern, sizeof pattern);

  int failed = 0, total = last - first + 1;
  for (int k = first; k <= last; k++) {
    double t = anim_frame_time(&range, k);
    int number = a->has_time ? (int)floor(t) : k;
    char path[1024];
    int used_field, renamed;
    if (file_pattern_expand(pattern, number, list->flames[0].name, path, sizeof path, &used_field, &renamed) < 0 ||
        (total > 1 && !used_field)) {
      cli_error("-o '%s': several frames need %%d (e.g. out/%%05d.png) in the pattern", pattern);
      return 2;
    }
    if (renamed && k == first) warn_renamed(a->input, "the animation", path);
    anim_frame frame;
    if (anim_frame_build(list->flames, list->count, t, &frame, &err) < 0) {
      cli_error("%s: frame %d: %s", a->input, k, err.msg);
      failed = 1;
      continue;
    }
    apply_overrides_frame(&frame.frame, a);
    genome shown;
    if (anim_genome_at(list->flames, list->count, t, &shown, &err) < 0) {
      cli_error("%s: frame %d: %s", a->input, k, err.msg);
      anim_frame_free(&frame);
      failed = 1;
      continue;
    }
    apply_overrides(&shown, a);
    char what[64], label[128];
    snprintf(what, sizeof what, "frame %d (time %g)", k, t);
    snprintf(label, sizeof label, "frame %d/%d t=%g", k - first + 1, total, t);
    if (render_frame_to(a, &frame.frame, &shown, anim_frame_seed(a->seed, t), what, label, path) < 0) failed = 1;
    genome_free(&shown);
    anim_frame_free(&frame);
  }
  return failed ? 1 : 0;
}

/* auto: the GPU when one is usable, else the CPU; cuda: the GPU or a clear error. */
static int resolve_backend(render_args *a) {
  if (a->backend == BACKEND_CPU || a->backend == BACKEND_GPU_EMULATION) return 0;
  char what[256];
  int usable = gpu_probe(what, sizeof what);
  if (a->backend == BACKEND_CUDA && !usable) {
    cli_error("--backend cuda: no usable GPU: %s", what);
    return -1;
  }
  a->backend_auto = a->backend == BACKEND_AUTO;
  a->backend = usable ? BACKEND_CUDA : BACKEND_CPU;
  if (!a->quiet && usable) fprintf(stderr, "rendering on %s\n", what);
  if (a->verbose && !usable) fprintf(stderr, "rendering on the CPU (no GPU: %s)\n", what);
  return 0;
}

/* After the renders: a structure that took the generic kernel gets its own compiled behind
 * this command, which returns at once (kernels_behind.c). */
static void compile_for_next_time(const render_args *a) {
  char arch[16];
  fb_error err;
  if (!generic_for_want_of_own || gpu_device_arch(arch, sizeof arch, &err) < 0) return;
  if (cli_kernels_behind("/proc/self/exe", a->input, a->palettes, arch) && a->verbose)
    fprintf(stderr, "compiling %s's own kernel in the background: the next render of it runs that (about twice "
                    "the generic kernel's speed)\n", a->input);
}

int cmd_render(int argc, char **argv) {
  render_args a;
  const int parsed = parse_render_args(argc, argv, &a);
  if (parsed < 0) return 2;
  if (parsed > 0) return 0; /* --help */
  if (resolve_backend(&a) < 0) return 1;

  genome_parse_options popt = {.palettes_path = a.palettes,
                               .warn = {.fn = cli_warn_sink, .ctx = NULL}};
  genome_list list;
  fb_error err;
  if (genome_parse_file(a.input, &popt, &list, &err) < 0) {
    cli_error("%s", err.msg);
    return 1;
  }
  if (a.animate) {
    int rc = render_animation(&a, &list);
    genome_list_free(&list);
    compile_for_next_time(&a);
    return rc;
  }
  int first = 0, last = list.count - 1;
  if (a.flame) {
    int i = select_flame(&list, a.flame);
    if (i < 0) {
      cli_error("%s: no flame '%s' (the file has %d, indices 0..%d)", a.input, a.flame, list.count,
                list.count - 1);
      genome_list_free(&list);
      return 1;
    }
    first = last = i;
  }
  int several = last > first;
  char pattern[1024];
  if (a.output)
    snprintf(pattern, sizeof pattern, "%s", a.output);
  else
    default_output(a.input, several, pattern, sizeof pattern);

  int failed = 0;
  for (int i = first; i <= last; i++) {
    char path[1024];
    int used_field, renamed;
    if (file_pattern_expand(pattern, i, list.flames[i].name, path, sizeof path, &used_field, &renamed) < 0) {
      cli_error("-o '%s': bad pattern (use %%d, %%05d, %%s or %%%%)", pattern);
      failed = 1;
      break;
    }
    if (several && !used_field) {
      cli_error("%s holds %d flames: -o needs %%d or %%s to name each (or choose one with --flame)",
                a.input, last - first + 1);
      failed = 1;
      break;
    }
    if (renamed) {
      char what[32];
      snprintf(what, sizeof what, "flame %d", i);
      warn_renamed(a.input, what, path);
    }
    apply_overrides(&list.flames[i], &a);
    if (render_one(&a, &list.flames[i], list.blur_packets ? list.blur_packets[i] : NULL,
                   list.layers ? &list.layers[i] : NULL, i, path) < 0)
      failed = 1;
  }
  genome_list_free(&list);
  compile_for_next_time(&a);
  return failed ? 1 : 0;
}
