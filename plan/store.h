/*
 * store.h — the project's SQLite index (.flamebuild/state.db): genomes, frames, videos.
 *
 * The database is an index, never the only copy of anything expensive: outputs carry their
 * finish_key inside the PNG and accumulation buffers live in the cache under their iter_key,
 * so a lost database is rebuilt by planning again. One writer (a build or a watcher) holds
 * the project lock; readers (status) open the database read-only. WAL journal,
 * busy_timeout, writes in BEGIN IMMEDIATE transactions.
 *
 * Statements are prepared once and cached by an enum (tup's idea); every SQLite error is
 * returned as an fb_error naming the statement that failed.
 */
#ifndef FLAMEBUILD_STORE_H
#define FLAMEBUILD_STORE_H

#include <sqlite3.h>

#include "../util/error.h"

#define STORE_SCHEMA_VERSION 2

enum store_stmt {
  ST_GENOME_GET,
  ST_GENOME_PUT,
  ST_GENOME_DELETE,
  ST_GENOME_LIST,
  ST_FRAME_GET,
  ST_FRAME_PUT,
  ST_FRAME_BUILT,
  ST_FRAME_FAILED,
  ST_FRAMES_TRUNCATE,
  ST_FRAMES_DELETE,
  ST_VIDEO_GET,
  ST_VIDEO_PUT,
  ST_VIDEO_DELETE,
  ST_COUNT
};

typedef struct store {
  sqlite3 *db;
  char path[4096];           /* for messages */
  sqlite3_stmt *stmt[ST_COUNT];
  int readonly;
  int in_transaction;
} store;

/* A genome file as last planned. kind: "still", "collection", "animation". */
typedef struct store_genome {
  char path[1024];
  char content_hash[65];
  char plan_hash[65];        /* content + config + format versions: stored keys valid iff equal */
  char status[16];           /* "ok" | "error" */
  char error[1024];
  char kind[16];
  int nframes;
  char unsupported[1024];    /* what the file asks for that is not drawn (genome_list.unsupported) */
  char warnings[2048];       /* what its parser ignored, one warning a line (sequence.warnings) */
} store_genome;

typedef struct store_frame {
  int index;
  double time;
  char iter_key[65], finish_key[65];
  char built_iter_key[65], built_finish_key[65]; /* of the PNG on disk; "" if none */
  char state[16];            /* "planned" | "done" | "failed" */
  char backend[16];
  double samples, seconds;
  char error[1024];
  long long out_size;        /* the PNG as recorded built: bytes (-1: not recorded) */
  long long out_mtime_ns;    /* and its modification time, ns since the epoch */
  char file[256];            /* its file in out/NAME/ ("00042.png", "apo_one.exr"); "" unknown */
} store_frame;

typedef struct store_video {
  char key[65], built_key[65];
  char state[16];            /* "done" | "failed" | "planned" */
  char error[1024];
} store_video;

/* Opens (creating and migrating when writable) DIR/.flamebuild/state.db-style path. A
 * database from a newer flamebuild is refused; an older one is migrated in place. Returns
 * -2 when the file is not a database or is corrupt (the caller may start a new one: it is
 * only an index), -1 for other failures (I/O, a full disk, permissions). */
int store_open(store *s, const char *path, int readonly, fb_error *err);
void store_close(store *s);

int store_begin(store *s, fb_error *err);   /* BEGIN IMMEDIATE */
int store_commit(store *s, fb_error *err);
void store_rollback(store *s);

/* 1 found, 0 missing, -1 error */
int store_genome_get(store *s, const char *path, store_genome *g, fb_error *err);
int store_genome_put(store *s, const store_genome *g, fb_error *err);
/* Removes a genome with its frames and video. */
int store_genome_delete(store *s, const char *path, fb_error *err);
/* Calls fn for every genome path; stops early if fn returns nonzero. */
int store_genome_each(store *s, int (*fn)(void *ctx, const char *path), void *ctx, fb_error *err);

int store_frame_get(store *s, const char *path, int index, store_frame *f, fb_error *err);
/* Inserts or updates the planned keys of a frame, keeping what is recorded as built. */
int store_frame_put(store *s, const char *path, const store_frame *f, fb_error *err);
/* Records a built frame: its PNG now holds these keys. */
int store_frame_built(store *s, const char *path, const store_frame *f, fb_error *err);
int store_frame_failed(store *s, const char *path, int index, const char *error, fb_error *err);
/* Drops frames with index >= count. */
int store_frames_truncate(store *s, const char *path, int count, fb_error *err);

int store_video_get(store *s, const char *path, store_video *v, fb_error *err);
int store_video_put(store *s, const char *path, const store_video *v, fb_error *err);
int store_video_delete(store *s, const char *path, fb_error *err);

#endif
