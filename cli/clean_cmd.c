/*
 * clean_cmd.c — `flamebuild clean [DIR [SEQUENCE...]]`: remove outputs (default), cached
 * buffers (--cache), everything flamebuild made (--all), or shrink the cache to a size, least
 * recently used first (--keep SIZE). --profile NAME (--qs F, --ss F) narrows it to what the
 * build run with those options owns: out/TAG/ and .flamebuild/state-TAG.db. SEQUENCEs narrow
 * it to those sequences: their outputs and their records in the index, their cached buffers
 * (as the index records their frames). -n says what would go and removes nothing. Takes the
 * project lock: never while a build runs.
 */
#include <dirent.h>
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../cache/store.h"
#include "../plan/store.h"
#include "../project/orphans.h"
#include "../project/project.h"
#include "../util/size.h"
#include "../util/fs.h"
#include "cli.h"
#include "options.h"

static void clean_usage(FILE *out) {
  fprintf(out, "usage: flamebuild clean [DIR [SEQUENCE...]] [-n] [--profile NAME] [--qs F] [--ss F]\n"
               "                        [--cache | --all | --keep SIZE | --orphans]\n\n"
               "  (default)     remove the outputs (out/)\n"
               "  SEQUENCE...   only these sequences (a genome file's path without the extension, or the\n"
               "                file), after DIR (. for the current project): their frames, video and contact\n"
               "                sheet, and their records in the index, so that the next build renders them\n"
               "                again; with --cache their cached buffers, with --all both. Others stay\n"
               "  --orphans     remove only the outputs whose genome file is gone (see status)\n"
               "  --cache       remove the cached accumulation buffers\n"
               "  --all         remove outputs and everything in .flamebuild/ (cache, thumbnails, the\n"
               "                state databases of every profile)\n"
               "  --keep SIZE   evict least recently used buffers until the cache is at most SIZE\n"
               "                (e.g. 500M, 2G)\n"
               "  --profile NAME, --qs F, --ss F\n"
               "                only what the build with these options owns: its outputs out/TAG/ and,\n"
               "                with --all, its state database .flamebuild/state-TAG.db (the cache is\n"
               "                shared by every profile: not with --cache or --keep, unless SEQUENCEs)\n"
               "  -n, --dry-run say what would be removed, remove nothing (not with --keep)\n");
}

static int dry_run; /* -n: say, do not remove */

/* rm -r of a directory flamebuild made, said on stdout. Returns 0, or 1 after saying why not. */
static int remove_dir(const char *dir) {
  struct stat st;
  if (lstat(dir, &st) < 0 && errno == ENOENT) return 0; /* nothing there: nothing to say */
  if (dry_run) {
    printf("would remove %s\n", dir);
    return 0;
  }
  if (fb_remove_tree(dir) < 0) {
    cli_error("%s: cannot remove everything: %s", dir, strerror(errno));
    return 1;
  }
  printf("removed %s\n", dir);
  return 0;
}

/* --all: everything in .flamebuild/ but the lock this command holds — the cache, thumbnails and
 * every profile's state database (state.db, state-preview.db, state-qs2-ss0.5.db with their
 * -wal, -shm and .broken files) —, then the lock and the folder. */
static int remove_state(const project *p) {
  DIR *d = opendir(p->state_dir);
  if (!d) return errno == ENOENT ? 0 : (cli_error("%s: %s", p->state_dir, strerror(errno)), 1);
  int rc = 0;
  struct dirent *e;
  while ((e = readdir(d))) {
    if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..") || !strcmp(e->d_name, "lock")) continue;
    char path[PATH_MAX];
    if (path_printf(path, sizeof path, "%s/%s", p->state_dir, e->d_name) < 0) continue;
    rc |= remove_dir(path);
  }
  closedir(d);
  char lock[PATH_MAX];
  if (!dry_run && rc == 0 && path_printf(lock, sizeof lock, "%s/lock", p->state_dir) == 0) unlink(lock);
  if (!dry_run && rc == 0 && rmdir(p->state_dir) == 0) printf("removed %s\n", p->state_dir);
  return rc;
}

/* --profile --all: the profile's state database and the files SQLite and flamebuild keep
 * beside it (-wal, -shm, -journal, .broken), those that are there. */
static int remove_profile_db(const project *p) {
  static const char *const sides[] = {"", "-wal", "-shm", "-journal", ".broken"};
  int rc = 0;
  for (size_t i = 0; i < sizeof sides / sizeof sides[0]; i++) {
    char path[PATH_MAX];
    struct stat st;
    if (path_printf(path, sizeof path, "%s%s", p->db_path, sides[i]) < 0 || lstat(path, &st) < 0) continue;
    if (dry_run) {
      printf("would remove %s\n", path);
    } else if (unlink(path) < 0) {
      cli_error("cannot remove %s: %s", path, strerror(errno));
      rc = 1;
    } else {
      printf("removed %s\n", path);
    }
  }
  return rc;
}

/* out/ as the messages name it: relative to the project ("out", "out/preview"). */
static const char *out_rel(const project *p) {
  const size_t n = strlen(p->root);
  return !strncmp(p->out_dir, p->root, n) && p->out_dir[n] == '/' ? p->out_dir + n + 1 : p->out_dir;
}

/* Removes (or, with -n, lists) outputs found as project_orphans: 0, or 1 after saying why not. */
static int remove_outputs(const project *p, const project_orphans *o) {
  int rc = 0;
  for (int i = 0; i < o->n; i++) {
    fb_error err;
    if (dry_run) {
      printf("would remove %s/%s%s\n", out_rel(p), o->v[i].path, o->v[i].frames ? "/" : "");
    } else if (project_remove_orphan(p, &o->v[i], &err) < 0) {
      cli_error("%s", err.msg);
      rc = 1;
    } else {
      printf("removed %s/%s%s\n", out_rel(p), o->v[i].path, o->v[i].frames ? "/" : "");
    }
  }
  return rc;
}

/* ---- clean DIR SEQUENCE... ------------------------------------------------------------------ */

typedef struct clean_seq {
  char path[PATH_MAX];       /* the genome file, relative to the project */
  char name[PATH_MAX];       /* its sequence's name: out/NAME */
} clean_seq;

/* Each SEQUENCE asked for as the project's genome file it names (by name or file), as build
 * finds them. 0, or 1 after saying which is not there. */
static int find_sequences(const project *p, char **asked, int n, clean_seq *out) {
  char **paths;
  int npaths;
  fb_error err;
  if (project_scan(p, &paths, &npaths, &err) < 0) {
    cli_error("%s", err.msg);
    return 1;
  }
  int rc = 0;
  for (int i = 0; i < n && rc == 0; i++) {
    int found = 0;
    for (int k = 0; k < npaths && !found; k++) {
      char name[PATH_MAX];
      project_sequence_name(paths[k], name, sizeof name);
      if ((found = !strcmp(asked[i], name) || !strcmp(asked[i], paths[k]))) {
        snprintf(out[i].path, sizeof out[i].path, "%s", paths[k]);
        snprintf(out[i].name, sizeof out[i].name, "%s", name);
      }
    }
    if (!found) {
      cli_error("no sequence '%s' in this project (a name is a genome file's path without the extension%s); "
                "nothing removed",
                asked[i], npaths ? "; flamebuild status lists them" : ": it has no genome files");
      rc = 1;
    }
  }
  project_free_paths(paths, npaths);
  return rc;
}

/* The cache keys of a sequence's frames as the index records them (planned and built), each
 * key's first 48 digits: every quality's buffer of the frame shares them (render/keys.h). */
typedef struct key_list {
  char (*v)[49];
  int n, cap;
} key_list;

static int key_add(key_list *k, const char *key) {
  if (strlen(key) != 64) return 0;
  for (int i = 0; i < k->n; i++)
    if (!strncmp(k->v[i], key, 48)) return 0;
  if (k->n == k->cap) {
    int cap = k->cap ? 2 * k->cap : 64;
    char(*grown)[49] = realloc(k->v, (size_t)cap * sizeof *grown);
    if (!grown) return -1;
    k->v = grown;
    k->cap = cap;
  }
  snprintf(k->v[k->n++], 49, "%.48s", key);
  return 0;
}

static int frame_prefixes(store *s, const char *path, key_list *out, fb_error *err) {
  store_genome g;
  const int have = store_genome_get(s, path, &g, err);
  if (have <= 0) return have;
  for (int k = 0; k < g.nframes; k++) {
    store_frame f;
    const int got = store_frame_get(s, path, k, &f, err);
    if (got < 0) return -1;
    if (got && (key_add(out, f.iter_key) < 0 || key_add(out, f.built_iter_key) < 0))
      return fb_errorf(err, "out of memory");
  }
  return 1;
}

/* The cached buffers of the frames whose key prefixes are in keys: removed, or with -n only
 * counted (without opening the cache: cache_open clears stale temporary files), said in one
 * line for the sequence (*said set). 0, or 1 after saying why not. */
static int remove_buffers(const project *p, const char *name, const key_list *keys, int *said) {
  struct stat st;
  if (!keys->n || lstat(p->cache_dir, &st) < 0) return 0;
  cache c = {.dirfd = -1};
  fb_error err;
  if (!dry_run && cache_open(&c, p->cache_dir, &err) < 0) {
    cli_error("%s", err.msg);
    return 1;
  }
  uint64_t bytes = 0;
  int removed = 0, rc = 0;
  for (int i = 0; i < keys->n && rc == 0; i++) {
    char sub[PATH_MAX];
    if (path_printf(sub, sizeof sub, "%s/%.2s", p->cache_dir, keys->v[i]) < 0) continue;
    DIR *d = opendir(sub);
    if (!d) continue; /* no entry of that prefix */
    struct dirent *e;
    while (rc == 0 && (e = readdir(d))) {
      if (strncmp(e->d_name, keys->v[i], 48) || !cache_key_valid(e->d_name)) continue;
      char path[PATH_MAX];
      if (path_printf(path, sizeof path, "%s/%s", sub, e->d_name) < 0 || lstat(path, &st) < 0) continue;
      if (!dry_run && cache_remove(&c, e->d_name, &err) < 0) {
        cli_error("%s", err.msg);
        rc = 1;
        break;
      }
      bytes += (uint64_t)st.st_size;
      removed++;
    }
    closedir(d);
  }
  if (removed) {
    *said = 1;
    char size[32];
    fb_format_size(bytes, size, sizeof size);
    printf("%s %d cached buffer%s of %s (%s) from %s\n", dry_run ? "would remove" : "removed", removed,
           removed == 1 ? "" : "s", name, size, p->cache_dir);
  }
  if (!dry_run) cache_close(&c);
  return rc;
}

/* clean DIR SEQUENCE...: each one's outputs and records (what != cache), its cached buffers
 * (what != outputs), nothing of the others. */
enum { CLEAN_OUTPUTS, CLEAN_CACHE, CLEAN_BOTH };

static int clean_sequences(const project *p, char **asked, int n, int what) {
  clean_seq *seqs = calloc((size_t)n, sizeof *seqs);
  if (!seqs) {
    cli_error("out of memory");
    return 1;
  }
  int rc = find_sequences(p, asked, n, seqs);
  /* The index, where there is one (never made here: there is nothing to forget without one). */
  store s = {0};
  int have_store = 0;
  struct stat st;
  fb_error err;
  if (rc == 0 && lstat(p->db_path, &st) == 0) {
    /* Read-write even for -n (this command holds the writer lock): a read-only connection would
     * leave SQLite's -wal and -shm files behind, and -n changes nothing. */
    const int opened = store_open(&s, p->db_path, 0, &err);
    if (opened == 0) {
      have_store = 1;
    } else if (opened == -2) { /* only an index: the next build makes a new one */
      cli_warn("%s; its records are left (the next build sets it aside and starts a new one)", err.msg);
    } else {
      cli_error("%s", err.msg);
      rc = 1;
    }
  }
  for (int i = 0; i < n && rc == 0; i++) {
    key_list keys = {0};
    int recorded = 0, said = 0;
    if (have_store && (recorded = frame_prefixes(&s, seqs[i].path, &keys, &err)) < 0) {
      cli_error("%s", err.msg);
      rc = 1;
    }
    if (rc == 0 && what != CLEAN_CACHE) {
      project_orphans o;
      if (project_sequence_outputs(p, seqs[i].name, &o, &err) < 0) {
        cli_error("%s", err.msg);
        rc = 1;
      } else {
        rc = remove_outputs(p, &o);
        said = o.n > 0;
        project_orphans_free(&o);
      }
    }
    if (rc == 0 && what != CLEAN_OUTPUTS) rc = remove_buffers(p, seqs[i].name, &keys, &said);
    if (rc == 0 && what != CLEAN_CACHE && recorded) {
      if (dry_run) {
        printf("would forget %s in %s\n", seqs[i].path, p->db_path);
      } else if (store_begin(&s, &err) < 0 || store_genome_delete(&s, seqs[i].path, &err) < 0 ||
                 store_commit(&s, &err) < 0) {
        store_rollback(&s);
        cli_error("%s", err.msg);
        rc = 1;
      } else {
        printf("forgot %s in %s\n", seqs[i].path, p->db_path);
      }
      said = 1;
    }
    if (rc == 0 && !said)
      printf("%s: nothing to remove%s\n", seqs[i].name,
             what == CLEAN_CACHE && !recorded ? " (the index records none of its frames)" : "");
    free(keys.v);
  }
  if (have_store) store_close(&s);
  free(seqs);
  return rc;
}

/* `clean anim` for `clean . anim`: whether name, not a directory, is a sequence of the project
 * the current directory is in (for the hint; the first argument is always DIR, as for build). */
static int here_a_sequence(const char *name) {
  project p;
  fb_error err;
  if (cli_open_project(&p, ".", NULL, 0, 0, NULL, &err) < 0) return 0;
  char **paths;
  int n, found = 0;
  if (project_scan(&p, &paths, &n, &err) == 0) {
    for (int i = 0; i < n && !found; i++) {
      char seq[PATH_MAX];
      project_sequence_name(paths[i], seq, sizeof seq);
      found = !strcmp(seq, name) || !strcmp(paths[i], name);
    }
    project_free_paths(paths, n);
  }
  project_close(&p);
  return found;
}

int cmd_clean(int argc, char **argv) {
  enum { OPT_CACHE = 256, OPT_ALL, OPT_KEEP, OPT_ORPHANS, OPT_PROFILE, OPT_QS, OPT_SS };
  static const struct option longopts[] = {{"cache", no_argument, 0, OPT_CACHE}, {"all", no_argument, 0, OPT_ALL},
                                           {"orphans", no_argument, 0, OPT_ORPHANS},
                                           {"keep", required_argument, 0, OPT_KEEP}, {"help", no_argument, 0, 'h'},
                                           {"dry-run", no_argument, 0, 'n'},
                                           {"profile", required_argument, 0, OPT_PROFILE},
                                           {"qs", required_argument, 0, OPT_QS},   {"ss", required_argument, 0, OPT_SS},
                                           {0, 0, 0, 0}};
  int what_cache = 0, what_all = 0, keep = 0, what_orphans = 0, c;
  uint64_t keep_bytes = 0;
  const char *profile = NULL;
  double qs = 0, ss = 0;
  optind = 1;
  dry_run = 0;
  while ((c = getopt_long(argc, argv, "hn", longopts, NULL)) != -1) {
    switch (c) {
    case 'n': dry_run = 1; break;
    case OPT_CACHE: what_cache = 1; break;
    case OPT_ALL: what_all = 1; break;
    case OPT_ORPHANS: what_orphans = 1; break;
    case OPT_PROFILE: profile = optarg; break;
    case OPT_QS:
    case OPT_SS:
      if (cli_parse_factor(c == OPT_QS ? "qs" : "ss", optarg, c == OPT_QS ? &qs : &ss) < 0) return 2;
      break;
    case OPT_KEEP:
      if (fb_parse_size(optarg, &keep_bytes) < 0) {
        cli_error("--keep wants a size such as 500M or 2G, not '%s'", optarg);
        return 2;
      }
      keep = 1;
      break;
    case 'h': clean_usage(stdout); return 0;
    default: clean_usage(stderr); return 2;
    }
  }
  if (what_cache + what_all + keep + what_orphans > 1) {
    cli_error("clean: choose one of --cache, --all, --keep, --orphans");
    return 2;
  }
  if (dry_run && keep) {
    cli_error("clean: -n with --keep is not supported (flamebuild status shows the cache's size)");
    return 2;
  }
  const int scoped = (profile && profile[0]) || (qs > 0 && qs != 1) || (ss > 0 && ss != 1);
  const int nsequences = argc - optind > 1 ? argc - optind - 1 : 0;
  if (nsequences && (keep || what_orphans)) {
    cli_error("clean: SEQUENCE with %s: choose one (a sequence's outputs and records, --cache its buffers, --all both)",
              keep ? "--keep" : "--orphans");
    return 2;
  }
  if (scoped && !nsequences && (keep || what_cache)) {
    cli_error("clean: %s with --profile, --qs or --ss: the cache is shared by every profile (name SEQUENCEs to remove "
              "the buffers of theirs, or leave the profile out)",
              keep ? "--keep" : "--cache");
    return 2;
  }
  const char *dir = optind < argc ? argv[optind] : ".";
  project p;
  fb_error err;
  if (cli_open_project(&p, dir, profile, qs, ss, "clean", &err) < 0) {
    struct stat st;
    if (optind < argc && lstat(dir, &st) < 0 && errno == ENOENT && here_a_sequence(dir))
      cli_error("%s (to clean the sequence %s of the project here: flamebuild clean . %s)", err.msg, dir, dir);
    else
      cli_error("%s", err.msg);
    return 1;
  }
  int rc = 0;
  if (nsequences) {
    rc = clean_sequences(&p, argv + optind + 1, nsequences,
                         what_all ? CLEAN_BOTH : what_cache ? CLEAN_CACHE : CLEAN_OUTPUTS);
  } else if (what_orphans) {
    project_orphans o;
    if (project_find_orphans(&p, &o, &err) < 0) {
      cli_error("%s", err.msg);
      rc = 1;
    } else {
      rc = remove_outputs(&p, &o);
      if (!o.n) printf("no orphaned outputs\n");
      project_orphans_free(&o);
    }
  } else if (keep) {
    cache buffers = {.dirfd = -1};
    uint64_t removed = 0, bytes = 0, entries = 0;
    if (fb_make_dirs(p.cache_dir, &err) < 0 || cache_open(&buffers, p.cache_dir, &err) < 0 ||
        cache_evict(&buffers, keep_bytes, &removed, &err) < 0 || cache_usage(&buffers, &bytes, &entries, &err) < 0) {
      cli_error("%s", err.msg);
      rc = 1;
    } else {
      printf("cache: removed %.1f MiB; %.1f MiB in %llu entries remain\n", removed / 1048576.0, bytes / 1048576.0,
             (unsigned long long)entries);
    }
    cache_close(&buffers);
  } else if (what_cache) {
    rc = remove_dir(p.cache_dir);
  } else {
    rc = remove_dir(p.out_dir);
    /* --all: a profile's own state database, or the whole of .flamebuild/. */
    if (what_all && rc == 0) rc = scoped ? remove_profile_db(&p) : remove_state(&p);
  }
  project_close(&p);
  return rc;
}
