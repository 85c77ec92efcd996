/*
 * clean_cmd.c — `flamebuild clean [DIR]`: remove outputs (default), cached buffers
 * (--cache), everything flamebuild made (--all), or shrink the cache to a size, least
 * recently used first (--keep SIZE). Takes the project lock: never while a build runs.
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
#include "../project/orphans.h"
#include "../project/project.h"
#include "../util/size.h"
#include "../util/fs.h"
#include "cli.h"

static void clean_usage(FILE *out) {
  fprintf(out, "usage: flamebuild clean [DIR] [-n] [--cache | --all | --keep SIZE | --orphans]\n\n"
               "  (default)     remove the outputs (out/)\n"
               "  --orphans     remove only the outputs whose genome file is gone (see status)\n"
               "  --cache       remove the cached accumulation buffers\n"
               "  --all         remove outputs and everything in .flamebuild/ (cache, thumbnails, the\n"
               "                state databases of every profile)\n"
               "  --keep SIZE   evict least recently used buffers until the cache is at most SIZE\n"
               "                (e.g. 500M, 2G)\n"
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

int cmd_clean(int argc, char **argv) {
  enum { OPT_CACHE = 256, OPT_ALL, OPT_KEEP, OPT_ORPHANS };
  static const struct option longopts[] = {{"cache", no_argument, 0, OPT_CACHE}, {"all", no_argument, 0, OPT_ALL},
                                           {"orphans", no_argument, 0, OPT_ORPHANS},
                                           {"keep", required_argument, 0, OPT_KEEP}, {"help", no_argument, 0, 'h'},
                                           {"dry-run", no_argument, 0, 'n'},
                                           {0, 0, 0, 0}};
  int what_cache = 0, what_all = 0, keep = 0, what_orphans = 0, c;
  uint64_t keep_bytes = 0;
  optind = 1;
  dry_run = 0;
  while ((c = getopt_long(argc, argv, "hn", longopts, NULL)) != -1) {
    switch (c) {
    case 'n': dry_run = 1; break;
    case OPT_CACHE: what_cache = 1; break;
    case OPT_ALL: what_all = 1; break;
    case OPT_ORPHANS: what_orphans = 1; break;
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
  const char *dir = optind < argc ? argv[optind] : ".";
  project p;
  fb_error err;
  if (cli_open_project(&p, dir, NULL, 1, 1, "clean", &err) < 0) {
    cli_error("%s", err.msg);
    return 1;
  }
  int rc = 0;
  if (what_orphans) {
    project_orphans o;
    if (project_find_orphans(&p, &o, &err) < 0) {
      cli_error("%s", err.msg);
      rc = 1;
    } else {
      for (int i = 0; i < o.n; i++) {
        if (dry_run) {
          printf("would remove out/%s%s\n", o.v[i].path, o.v[i].frames ? "/" : "");
        } else if (project_remove_orphan(&p, &o.v[i], &err) < 0) {
          cli_error("%s", err.msg);
          rc = 1;
        } else {
          printf("removed out/%s%s\n", o.v[i].path, o.v[i].frames ? "/" : "");
        }
      }
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
    if (what_all && rc == 0) rc = remove_state(&p);
  }
  project_close(&p);
  return rc;
}
