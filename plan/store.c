#include "store.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "../util/fault.h"

/* One sentence per schema version: what changed. Index i upgrades version i to i+1. */
static const char *const migrations[] = {
    /* 0 -> 1: the first schema */
    "CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT);"
    "CREATE TABLE genomes("
    "  path TEXT PRIMARY KEY, content_hash TEXT NOT NULL, plan_hash TEXT NOT NULL,"
    "  status TEXT NOT NULL, error TEXT NOT NULL DEFAULT '', kind TEXT NOT NULL DEFAULT '',"
    "  nframes INTEGER NOT NULL DEFAULT 0);"
    "CREATE TABLE frames("
    "  path TEXT NOT NULL, idx INTEGER NOT NULL, time REAL NOT NULL,"
    "  iter_key TEXT NOT NULL, finish_key TEXT NOT NULL,"
    "  built_iter_key TEXT NOT NULL DEFAULT '', built_finish_key TEXT NOT NULL DEFAULT '',"
    "  state TEXT NOT NULL, backend TEXT NOT NULL DEFAULT '', samples REAL NOT NULL DEFAULT 0,"
    "  seconds REAL NOT NULL DEFAULT 0, error TEXT NOT NULL DEFAULT '',"
    "  PRIMARY KEY(path, idx));"
    "CREATE TABLE videos(path TEXT PRIMARY KEY, key TEXT NOT NULL DEFAULT '',"
    "  built_key TEXT NOT NULL DEFAULT '', state TEXT NOT NULL DEFAULT '', error TEXT NOT NULL DEFAULT '');",
    /* 1 -> 2: each built frame's PNG as written (size, mtime in ns): a PNG that differs is
     * verified, never trusted by its existence; -1 (rows of version 1) = not recorded */
    "ALTER TABLE frames ADD COLUMN out_size INTEGER NOT NULL DEFAULT -1;"
    "ALTER TABLE frames ADD COLUMN out_mtime_ns INTEGER NOT NULL DEFAULT 0;",
    /* 2 -> 3: each frame's file name in out/NAME/ ([output] pattern and format, a collection's
     * flame names); '' (rows of version 2) = not known, the file is planned again */
    "ALTER TABLE frames ADD COLUMN file TEXT NOT NULL DEFAULT '';",
    /* 3 -> 4: what a genome file asks for that is not drawn (genome_list.unsupported), for
     * status while the file is unchanged; '' (rows of version 3) until it is planned again */
    "ALTER TABLE genomes ADD COLUMN unsupported TEXT NOT NULL DEFAULT '';",
    /* 4 -> 5: what the parser ignored in a genome file (an unknown element or attribute, one
     * warning a line): part of the sequence's state until the file changes, for status, build
     * and watch; '' (rows of version 4) until it is planned again */
    "ALTER TABLE genomes ADD COLUMN warnings TEXT NOT NULL DEFAULT '';",
};

static const char *const sql_text[ST_COUNT] = {
    [ST_GENOME_GET] = "SELECT content_hash, plan_hash, status, error, kind, nframes, unsupported, warnings FROM genomes"
                      " WHERE path = ?1",
    [ST_GENOME_PUT] = "INSERT INTO genomes(path, content_hash, plan_hash, status, error, kind, nframes, unsupported,"
                      " warnings) VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9) ON CONFLICT(path) DO UPDATE SET"
                      " content_hash = ?2, plan_hash = ?3, status = ?4, error = ?5, kind = ?6, nframes = ?7,"
                      " unsupported = ?8, warnings = ?9",
    [ST_GENOME_DELETE] = "DELETE FROM genomes WHERE path = ?1",
    [ST_GENOME_LIST] = "SELECT path FROM genomes ORDER BY path",
    [ST_FRAME_GET] = "SELECT time, iter_key, finish_key, built_iter_key, built_finish_key, state, backend,"
                     " samples, seconds, error, out_size, out_mtime_ns, file FROM frames WHERE path = ?1 AND idx = ?2",
    /* A frame that now goes to another file: what is recorded of the old one (its size and
     * time) says nothing of the new one. */
    [ST_FRAME_PUT] = "INSERT INTO frames(path, idx, time, iter_key, finish_key, state, file)"
                     " VALUES(?1, ?2, ?3, ?4, ?5, 'planned', ?6) ON CONFLICT(path, idx) DO UPDATE SET"
                     " time = ?3, iter_key = ?4, finish_key = ?5,"
                     " state = CASE WHEN built_finish_key = ?5 AND file = ?6 THEN 'done' ELSE 'planned' END,"
                     " error = CASE WHEN built_finish_key = ?5 THEN '' ELSE error END,"
                     " out_size = CASE WHEN file = ?6 THEN out_size ELSE -1 END, file = ?6",
    [ST_FRAME_BUILT] = "INSERT INTO frames(path, idx, time, iter_key, finish_key, built_iter_key,"
                       " built_finish_key, state, backend, samples, seconds, error, out_size, out_mtime_ns, file)"
                       " VALUES(?1, ?2, ?3, ?4, ?5, ?4, ?5, 'done', ?6, ?7, ?8, '', ?9, ?10, ?11)"
                       " ON CONFLICT(path, idx) DO UPDATE SET time = ?3, iter_key = ?4, finish_key = ?5,"
                       " built_iter_key = ?4, built_finish_key = ?5, state = 'done', backend = ?6,"
                       " samples = ?7, seconds = ?8, error = '', out_size = ?9, out_mtime_ns = ?10, file = ?11",
    [ST_FRAME_FAILED] = "UPDATE frames SET state = 'failed', error = ?3 WHERE path = ?1 AND idx = ?2",
    [ST_FRAMES_TRUNCATE] = "DELETE FROM frames WHERE path = ?1 AND idx >= ?2",
    [ST_FRAMES_DELETE] = "DELETE FROM frames WHERE path = ?1",
    [ST_VIDEO_GET] = "SELECT key, built_key, state, error FROM videos WHERE path = ?1",
    [ST_VIDEO_PUT] = "INSERT INTO videos(path, key, built_key, state, error) VALUES(?1, ?2, ?3, ?4, ?5)"
                     " ON CONFLICT(path) DO UPDATE SET key = ?2, built_key = ?3, state = ?4, error = ?5",
    [ST_VIDEO_DELETE] = "DELETE FROM videos WHERE path = ?1",
};

static int sql_error(store *s, fb_error *err, const char *what) {
  int code = s->db ? sqlite3_errcode(s->db) : SQLITE_ERROR;
  const char *hint = code == SQLITE_FULL || code == SQLITE_IOERR ? " (is the disk full?)" : "";
  return fb_errorf(err, "state database %s: %s: %s%s", s->path, what, s->db ? sqlite3_errmsg(s->db) : "not open",
                   hint);
}

static int exec(store *s, const char *sql, fb_error *err) {
  char *msg = NULL;
  if (sqlite3_exec(s->db, sql, NULL, NULL, &msg) != SQLITE_OK) {
    sqlite3_free(msg);
    return sql_error(s, err, strncmp(sql, "PRAGMA", 6) == 0 ? "setting up" : "writing");
  }
  return 0;
}

/* The statement for `which`, reset and ready for binding. */
static sqlite3_stmt *stmt(store *s, enum store_stmt which, fb_error *err) {
  if (!s->stmt[which]) {
    if (sqlite3_prepare_v3(s->db, sql_text[which], -1, SQLITE_PREPARE_PERSISTENT, &s->stmt[which], NULL) !=
        SQLITE_OK) {
      sql_error(s, err, sql_text[which]);
      return NULL;
    }
  }
  sqlite3_reset(s->stmt[which]);
  sqlite3_clear_bindings(s->stmt[which]);
  return s->stmt[which];
}

static int schema_version(store *s, int *version, fb_error *err) {
  sqlite3_stmt *st;
  if (sqlite3_prepare_v2(s->db, "PRAGMA user_version", -1, &st, NULL) != SQLITE_OK)
    return sql_error(s, err, "reading the schema version");
  int rc = sqlite3_step(st);
  *version = rc == SQLITE_ROW ? sqlite3_column_int(st, 0) : 0;
  sqlite3_finalize(st);
  return rc == SQLITE_ROW ? 0 : sql_error(s, err, "reading the schema version");
}

static int migrate(store *s, fb_error *err) {
  int version;
  if (schema_version(s, &version, err) < 0) return -1;
  int latest = (int)(sizeof migrations / sizeof migrations[0]);
  if (version > latest)
    return fb_errorf(err, "state database %s has schema version %d, newer than this flamebuild (%d): upgrade flamebuild, or delete it (it is only an index)",
                     s->path, version, latest);
  if (version == latest) return 0;
  if (s->readonly)
    return fb_errorf(err, "state database %s has schema version %d; run 'flamebuild build' to upgrade it", s->path,
                     version);
  if (exec(s, "BEGIN IMMEDIATE", err) < 0) return -1;
  for (int v = version; v < latest; v++) {
    char set[64];
    snprintf(set, sizeof set, "PRAGMA user_version = %d", v + 1);
    if (exec(s, migrations[v], err) < 0 || exec(s, set, err) < 0) {
      exec(s, "ROLLBACK", NULL);
      return -1;
    }
  }
  return exec(s, "COMMIT", err);
}

/* Damage inside the file (bytes overwritten past the header) shows only when a query reaches
 * it, as "database disk image is malformed" on every build: found here instead, at open, where
 * the caller can set the index aside. The check reads every page once (milliseconds for a
 * project's index). */
static int quick_check(store *s, fb_error *err) {
  sqlite3_stmt *q;
  if (sqlite3_prepare_v2(s->db, "PRAGMA quick_check(1)", -1, &q, NULL) != SQLITE_OK)
    return sql_error(s, err, "checking");
  int rc = sqlite3_step(q);
  const unsigned char *verdict = rc == SQLITE_ROW ? sqlite3_column_text(q, 0) : NULL;
  const int fine = verdict && !strcmp((const char *)verdict, "ok");
  char said[200];
  snprintf(said, sizeof said, "%s", verdict ? (const char *)verdict : sqlite3_errmsg(s->db));
  const int code = sqlite3_errcode(s->db);
  sqlite3_finalize(q);
  if (fine) return 0;
  fb_errorf(err, "state database %s: the index is damaged (%s)", s->path, said);
  /* A verdict (rows of problems) or a corrupt page is damage; anything else (I/O, a lock)
   * is an error that must not cost the user the index. */
  return verdict || code == SQLITE_CORRUPT || code == SQLITE_NOTADB ? -2 : -1;
}

int store_open(store *s, const char *path, int readonly, fb_error *err) {
  memset(s, 0, sizeof *s);
  snprintf(s->path, sizeof s->path, "%s", path);
  s->readonly = readonly;
  /* Never through a link (a shared project could point state.db, or its -wal or -shm, at any
   * file of the user's, which SQLite would then write). */
  static const char *const sides[] = {"", "-wal", "-shm", "-journal"};
  for (size_t i = 0; i < sizeof sides / sizeof sides[0]; i++) {
    char side[sizeof s->path + 16];
    struct stat st;
    snprintf(side, sizeof side, "%s%s", path, sides[i]);
    if (lstat(side, &st) == 0 && !S_ISREG(st.st_mode)) {
      fb_errorf(err, "%s is %s; flamebuild does not write through it: remove it (the index is rebuilt from the keys)", side,
                S_ISLNK(st.st_mode) ? "a symbolic link" : "not a regular file");
      return -1;
    }
  }
  int flags = (readonly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE) | SQLITE_OPEN_NOFOLLOW;
  if (sqlite3_open_v2(path, &s->db, flags, NULL) != SQLITE_OK) {
    sql_error(s, err, "cannot open");
    store_close(s);
    return -1;
  }
  sqlite3_busy_timeout(s->db, 5000);
  if ((!readonly && exec(s, "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL", err) < 0) ||
      migrate(s, err) < 0) {
    int code = sqlite3_errcode(s->db);
    store_close(s);
    return code == SQLITE_NOTADB || code == SQLITE_CORRUPT ? -2 : -1;
  }
  const int damaged = quick_check(s, err);
  if (damaged < 0) {
    store_close(s);
    return damaged;
  }
  return 0;
}

void store_close(store *s) {
  for (int i = 0; i < ST_COUNT; i++) sqlite3_finalize(s->stmt[i]);
  if (s->db) sqlite3_close(s->db);
  memset(s, 0, sizeof *s);
}

int store_begin(store *s, fb_error *err) {
  if (exec(s, "BEGIN IMMEDIATE", err) < 0) return -1;
  s->in_transaction = 1;
  return 0;
}

int store_commit(store *s, fb_error *err) {
  fault_point("db-commit");   /* tests: killed inside the transaction */
  s->in_transaction = 0;
  return exec(s, "COMMIT", err);
}

void store_rollback(store *s) {
  if (s->in_transaction) exec(s, "ROLLBACK", NULL);
  s->in_transaction = 0;
}

static void copy_text(char *dst, size_t n, sqlite3_stmt *st, int col) {
  const unsigned char *t = sqlite3_column_text(st, col);
  snprintf(dst, n, "%s", t ? (const char *)t : "");
}

/* Steps a statement that returns no rows. */
static int step_done(store *s, sqlite3_stmt *st, fb_error *err, const char *what) {
  int rc = sqlite3_step(st);
  sqlite3_reset(st);
  return rc == SQLITE_DONE ? 0 : sql_error(s, err, what);
}

int store_genome_get(store *s, const char *path, store_genome *g, fb_error *err) {
  sqlite3_stmt *st = stmt(s, ST_GENOME_GET, err);
  if (!st) return -1;
  sqlite3_bind_text(st, 1, path, -1, SQLITE_TRANSIENT);
  int rc = sqlite3_step(st);
  if (rc == SQLITE_DONE) return 0;
  if (rc != SQLITE_ROW) return sql_error(s, err, "reading a genome");
  memset(g, 0, sizeof *g);
  snprintf(g->path, sizeof g->path, "%s", path);
  copy_text(g->content_hash, sizeof g->content_hash, st, 0);
  copy_text(g->plan_hash, sizeof g->plan_hash, st, 1);
  copy_text(g->status, sizeof g->status, st, 2);
  copy_text(g->error, sizeof g->error, st, 3);
  copy_text(g->kind, sizeof g->kind, st, 4);
  g->nframes = sqlite3_column_int(st, 5);
  copy_text(g->unsupported, sizeof g->unsupported, st, 6);
  copy_text(g->warnings, sizeof g->warnings, st, 7);
  sqlite3_reset(st);
  return 1;
}

int store_genome_put(store *s, const store_genome *g, fb_error *err) {
  sqlite3_stmt *st = stmt(s, ST_GENOME_PUT, err);
  if (!st) return -1;
  sqlite3_bind_text(st, 1, g->path, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text(st, 2, g->content_hash, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text(st, 3, g->plan_hash, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text(st, 4, g->status, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text(st, 5, g->error, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text(st, 6, g->kind, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int(st, 7, g->nframes);
  sqlite3_bind_text(st, 8, g->unsupported, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text(st, 9, g->warnings, -1, SQLITE_TRANSIENT);
  return step_done(s, st, err, "recording a genome");
}

int store_genome_delete(store *s, const char *path, fb_error *err) {
  enum store_stmt which[3] = {ST_GENOME_DELETE, ST_FRAMES_DELETE, ST_VIDEO_DELETE};
  for (int i = 0; i < 3; i++) {
    sqlite3_stmt *st = stmt(s, which[i], err);
    if (!st) return -1;
    sqlite3_bind_text(st, 1, path, -1, SQLITE_TRANSIENT);
    if (step_done(s, st, err, "removing a genome") < 0) return -1;
  }
  return 0;
}

int store_genome_each(store *s, int (*fn)(void *ctx, const char *path), void *ctx, fb_error *err) {
  sqlite3_stmt *st = stmt(s, ST_GENOME_LIST, err);
  if (!st) return -1;
  /* Collect first: fn may write to the database. */
  char **paths = NULL;
  int n = 0, cap = 0, rc;
  while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
    if (n == cap) {
      cap = cap ? cap * 2 : 16;
      char **grown = realloc(paths, (size_t)cap * sizeof *paths);
      if (!grown) break;
      paths = grown;
    }
    paths[n++] = strdup((const char *)sqlite3_column_text(st, 0));
  }
  sqlite3_reset(st);
  int result = rc == SQLITE_DONE ? 0 : sql_error(s, err, "listing genomes");
  for (int i = 0; i < n; i++) {
    if (result == 0 && paths[i] && fn(ctx, paths[i])) result = 1;
    free(paths[i]);
  }
  free(paths);
  return result < 0 ? -1 : 0;
}

int store_frame_get(store *s, const char *path, int index, store_frame *f, fb_error *err) {
  sqlite3_stmt *st = stmt(s, ST_FRAME_GET, err);
  if (!st) return -1;
  sqlite3_bind_text(st, 1, path, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int(st, 2, index);
  int rc = sqlite3_step(st);
  if (rc == SQLITE_DONE) return 0;
  if (rc != SQLITE_ROW) return sql_error(s, err, "reading a frame");
  memset(f, 0, sizeof *f);
  f->index = index;
  f->time = sqlite3_column_double(st, 0);
  copy_text(f->iter_key, sizeof f->iter_key, st, 1);
  copy_text(f->finish_key, sizeof f->finish_key, st, 2);
  copy_text(f->built_iter_key, sizeof f->built_iter_key, st, 3);
  copy_text(f->built_finish_key, sizeof f->built_finish_key, st, 4);
  copy_text(f->state, sizeof f->state, st, 5);
  copy_text(f->backend, sizeof f->backend, st, 6);
  f->samples = sqlite3_column_double(st, 7);
  f->seconds = sqlite3_column_double(st, 8);
  copy_text(f->error, sizeof f->error, st, 9);
  f->out_size = sqlite3_column_int64(st, 10);
  f->out_mtime_ns = sqlite3_column_int64(st, 11);
  copy_text(f->file, sizeof f->file, st, 12);
  sqlite3_reset(st);
  return 1;
}

int store_frame_put(store *s, const char *path, const store_frame *f, fb_error *err) {
  sqlite3_stmt *st = stmt(s, ST_FRAME_PUT, err);
  if (!st) return -1;
  sqlite3_bind_text(st, 1, path, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int(st, 2, f->index);
  sqlite3_bind_double(st, 3, f->time);
  sqlite3_bind_text(st, 4, f->iter_key, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text(st, 5, f->finish_key, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text(st, 6, f->file, -1, SQLITE_TRANSIENT);
  return step_done(s, st, err, "recording a frame");
}

int store_frame_built(store *s, const char *path, const store_frame *f, fb_error *err) {
  fault_point("db-record");   /* tests: killed with the frame's PNG in place and not recorded */
  sqlite3_stmt *st = stmt(s, ST_FRAME_BUILT, err);
  if (!st) return -1;
  sqlite3_bind_text(st, 1, path, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int(st, 2, f->index);
  sqlite3_bind_double(st, 3, f->time);
  sqlite3_bind_text(st, 4, f->iter_key, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text(st, 5, f->finish_key, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text(st, 6, f->backend, -1, SQLITE_TRANSIENT);
  sqlite3_bind_double(st, 7, f->samples);
  sqlite3_bind_double(st, 8, f->seconds);
  sqlite3_bind_int64(st, 9, f->out_size);
  sqlite3_bind_int64(st, 10, f->out_mtime_ns);
  sqlite3_bind_text(st, 11, f->file, -1, SQLITE_TRANSIENT);
  return step_done(s, st, err, "recording a built frame");
}

int store_frame_failed(store *s, const char *path, int index, const char *error, fb_error *err) {
  sqlite3_stmt *st = stmt(s, ST_FRAME_FAILED, err);
  if (!st) return -1;
  sqlite3_bind_text(st, 1, path, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int(st, 2, index);
  sqlite3_bind_text(st, 3, error, -1, SQLITE_TRANSIENT);
  return step_done(s, st, err, "recording a failed frame");
}

int store_frames_truncate(store *s, const char *path, int count, fb_error *err) {
  sqlite3_stmt *st = stmt(s, ST_FRAMES_TRUNCATE, err);
  if (!st) return -1;
  sqlite3_bind_text(st, 1, path, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int(st, 2, count);
  return step_done(s, st, err, "removing frames");
}

int store_video_get(store *s, const char *path, store_video *v, fb_error *err) {
  sqlite3_stmt *st = stmt(s, ST_VIDEO_GET, err);
  if (!st) return -1;
  sqlite3_bind_text(st, 1, path, -1, SQLITE_TRANSIENT);
  int rc = sqlite3_step(st);
  if (rc == SQLITE_DONE) return 0;
  if (rc != SQLITE_ROW) return sql_error(s, err, "reading a video");
  memset(v, 0, sizeof *v);
  copy_text(v->key, sizeof v->key, st, 0);
  copy_text(v->built_key, sizeof v->built_key, st, 1);
  copy_text(v->state, sizeof v->state, st, 2);
  copy_text(v->error, sizeof v->error, st, 3);
  sqlite3_reset(st);
  return 1;
}

int store_video_put(store *s, const char *path, const store_video *v, fb_error *err) {
  sqlite3_stmt *st = stmt(s, ST_VIDEO_PUT, err);
  if (!st) return -1;
  sqlite3_bind_text(st, 1, path, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text(st, 2, v->key, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text(st, 3, v->built_key, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text(st, 4, v->state, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text(st, 5, v->error, -1, SQLITE_TRANSIENT);
  return step_done(s, st, err, "recording a video");
}

int store_video_delete(store *s, const char *path, fb_error *err) {
  sqlite3_stmt *st = stmt(s, ST_VIDEO_DELETE, err);
  if (!st) return -1;
  sqlite3_bind_text(st, 1, path, -1, SQLITE_TRANSIENT);
  return step_done(s, st, err, "removing a video");
}
