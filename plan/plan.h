/*
 * plan.h — what a build has to do for one genome file (a sequence).
 *
 * Planning reads the file, and re-parses it only when its bytes or the project settings
 * changed since the last plan (the plan hash); otherwise the keys recorded in the store are
 * reused. For every frame it then decides:
 *   UNCHANGED  the frame's file on disk was built from this finish_key;
 *   REFINISH   the accumulation buffer for iter_key is in the cache: finish only;
 *   ITERATE    everything.
 * Planning writes nothing, so `status` can use it while a build or watcher owns the store.
 */
#ifndef FLAMEBUILD_PLAN_H
#define FLAMEBUILD_PLAN_H

#include "../genome/genome.h"
#include "../render/animation.h"
#include "../project/project.h"
#include "store.h"

enum frame_action { FRAME_UNCHANGED, FRAME_REFINISH, FRAME_ITERATE };
enum stale_reason { STALE_NONE, STALE_NEW, STALE_GENOME, STALE_TONEMAP, STALE_OUTPUT_MISSING, STALE_OUTPUT_DAMAGED,
                    STALE_FAILED };
enum sequence_kind { SEQ_STILL, SEQ_COLLECTION, SEQ_ANIMATION };

typedef struct planned_frame {
  int index;
  double time;
  char iter_key[65], finish_key[65];
  int action;                /* enum frame_action (set by plan_actions) */
  int reason;                /* enum stale_reason */
  int failed_before;         /* the store records this frame as failed with these keys */
  long long out_size;        /* its file as plan_actions found it (a regular file): bytes, -1 if none */
  long long out_mtime_ns;
  char file[256];            /* its file in the sequence's folder (sequence_folder): [output]
                                pattern and format in out/NAME/ ("00042.png", a collection's
                                "apo_one.png"); a still's is NAME's last component and the
                                format's extension, "a.png" of out/sub/a.png */
  double sample_fraction;    /* 0: as planned; in (0, 1): a preview (watch) at that share of
                                the quality, with keys of its own and no cache entry */
} planned_frame;

typedef struct sequence {
  char path[1024];           /* relative to the project root */
  char name[1024];           /* path without extension: out/NAME/..., a still's out/NAME.png */
  char content_hash[65];
  char plan_hash[65];
  int failed;                /* the file cannot be read or parsed */
  char error[1024];
  int kind;                  /* enum sequence_kind */
  int parsed;                /* keys below are valid */
  int replanned;             /* keys were computed now (not taken from the store) */
  project_config cfg;        /* the settings for this sequence (project_settings: its
                                [sequence.NAME] section and the profile applied) */
  genome_list keys;          /* the file's flames, those settings applied */
  char warnings[2048];       /* the parser's, one a line, whether parsed now or taken from the
                                store (they last until the file changes) */
  char unsupported[1024];    /* what the file asks for that is not drawn ("" nothing), whether
                                parsed now or taken from the store */
  anim_range range;
  int nframes;
  planned_frame *frames;
} sequence;

/* Plans one file. Returns -1 only for errors of the store or memory; a genome that does not
 * parse gives 0 with seq->failed set and the parser's message in seq->error. */
int plan_sequence(const project *p, store *s, const char *relpath, sequence *seq, fb_error *err);
/* Decides each frame's action from the store, the outputs on disk and the cache
 * (`in_cache(ctx, iter_key)` tells whether a buffer exists). */
int plan_actions(const project *p, store *s, sequence *seq, int (*in_cache)(void *ctx, const char *key),
                 void *ctx, fb_error *err);
/* Whether a still's file, out/NAME.png, is there as a file flamebuild did not write (one that
 * carries no flamebuild_finish_key, project_still_file_ours, and that the store does not record
 * as built): someone's own image beside the outputs, which a build must not overwrite. 1 with
 * a message naming it in msg (the sequence is not built), else 0. s may be NULL. */
int plan_still_foreign(const project *p, store *s, const sequence *seq, char *msg, size_t n);
/* The store's record of frame pf, just written to path: index, time, keys and file, and the
 * file as written — its size (-1 if it is not a regular file) and modification time — which a
 * later plan_actions trusts it by while the file stays exactly this. The rest is zero. */
void plan_frame_record(store_frame *row, const planned_frame *pf, const char *path);
/* Where the sequence's frame files lie, as a folder under out/ ("" out/ itself): out/NAME/ for
 * an animation or a collection; for a still, whose one file is out/NAME.EXT as flam3-render
 * and EmberRender name a still, the folder NAME is in. */
void sequence_folder(const sequence *seq, char *out, size_t n);
/* out/FOLDER/file: a frame's file of seq ("" if too long). */
void sequence_file_path(const project *p, const sequence *seq, const char *file, char *out, size_t n);
/* Parses the file if the plan reused stored keys (a frame needs rendering). */
int sequence_ensure_parsed(const project *p, sequence *seq, fb_error *err);
void sequence_free(sequence *seq);

/* The frame to render for frame k of a parsed sequence, and its seed. */
typedef struct sequence_frame {
  anim_frame anim;           /* animation frames own their sub-frames here */
  render_subframe still;     /* stills and collections: one sub-frame */
  render_frame frame;
  const genome *shown;       /* the genome embedded in the PNG */
  genome shown_storage;
  genome preview_storage;    /* a still's genome at a preview's quality (sequence_frame_preview) */
  int previewed;
  int finish_only;           /* built by sequence_frame_build_finish: no xforms to iterate */
  uint64_t seed;
} sequence_frame;
int sequence_frame_build(const project *p, const sequence *seq, int k, sequence_frame *f, fb_error *err);
/* The frame for FINISH alone (a re-finish from its cached buffer): an animation frame's
 * sub-frames without their xforms (anim_frame_build_finish), the PNG's genome whole. Not to be
 * iterated, keyed or previewed: sequence_frame_build for those. */
int sequence_frame_build_finish(const project *p, const sequence *seq, int k, sequence_frame *f, fb_error *err);
/* Makes a built frame a preview: every sub-frame's quality times fraction (density estimation
 * and the tone map follow the quality, so a preview looks like the frame, only noisier). */
int sequence_frame_preview(sequence_frame *f, double fraction, fb_error *err);
/* Sets every sub-frame's quality (quality = auto: auto_quality.h). */
int sequence_frame_set_quality(sequence_frame *f, double quality, fb_error *err);
void sequence_frame_free(sequence_frame *f);

/* The frame's keys under quality = auto (auto_quality.h): the frame at quality_max, as
 * planning builds it, keyed under its marker. */
int plan_auto_frame_keys(const project_config *c, const render_frame *frame, uint64_t seed, const finish_options *fo,
                         char iter_key[65], char finish_key[65], fb_error *err);
/* 1 if key is an auto marker (plan_auto_frame_keys), not a buffer's key. */
int plan_is_auto_marker(const char *key);

const char *stale_reason_text(int reason);
/* The same as a stable code for scripts: new, genome_changed, tonemap_changed,
 * output_missing, output_damaged, failed (status --json). */
const char *stale_reason_code(int reason);
/* The key of an animation's video: the encoder settings and every frame's finish_key. */
void plan_video_key(const project *p, const sequence *seq, char key[65]);

#endif
