#include "project.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../render/render.h"

int path_printf(char *out, size_t n, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int len = vsnprintf(out, n, fmt, ap);
  va_end(ap);
  return len < 0 || (size_t)len >= n ? -1 : 0;
}


int project_dir_is_project(const char *abs_dir) {
  char conf[PATH_MAX];
  struct stat st;
  /* Any file of that name: one that is not a regular file is the configuration's error to
   * report (config_load), not a reason to call the directory something else. */
  return path_printf(conf, sizeof conf, "%s/flamebuild.conf", abs_dir) == 0 && lstat(conf, &st) == 0;
}

static int open_dir(project *p, const char *dir, int need_conf, fb_error *err);

int project_find_root(const char *dir, char *root, size_t n, fb_error *err) {
  if (snprintf(root, n, "%s", dir) >= (int)n) return fb_errorf(err, "%s: path too long", dir);
  if (project_dir_is_project(dir)) return 0;
  char at[PATH_MAX];
  struct stat st;
  if (!realpath(dir, at) || stat(at, &st) < 0) return 1; /* project_open says why */
  const dev_t dev = st.st_dev;
  while (strcmp(at, "/")) {
    char *slash = strrchr(at, '/');
    if (slash == at) slash[1] = 0; /* the parent is / */
    else *slash = 0;
    struct stat up;
    if (stat(at, &up) < 0 || up.st_dev != dev) return 1; /* a filesystem's boundary: git stops there too */
    if (project_dir_is_project(at)) {
      if (snprintf(root, n, "%s", at) >= (int)n) return fb_errorf(err, "%s: path too long", at);
      return 0;
    }
  }
  return 1;
}

int project_open(project *p, const char *dir, fb_error *err) { return open_dir(p, dir, 1, err); }

int project_open_folder(project *p, const char *dir, fb_error *err) { return open_dir(p, dir, 0, err); }

static int open_dir(project *p, const char *dir, int need_conf, fb_error *err) {
  memset(p, 0, sizeof *p);
  p->lock_fd = -1;
  struct stat st;
  if (stat(dir, &st) < 0) return fb_errorf(err, "%s: %s", dir, strerror(errno));
  if (!S_ISDIR(st.st_mode)) return fb_errorf(err, "%s: not a directory (a project is a directory of genome files)", dir);
  size_t len = strlen(dir);
  while (len > 1 && dir[len - 1] == '/') len--;
  if (len + 40 >= sizeof p->root) return fb_errorf(err, "%s: path too long", dir);
  memcpy(p->root, dir, len);
  p->root[len] = 0;
  if (path_printf(p->state_dir, sizeof p->state_dir, "%s/.flamebuild", p->root) < 0 ||
      path_printf(p->db_path, sizeof p->db_path, "%s/state.db", p->state_dir) < 0 ||
      path_printf(p->cache_dir, sizeof p->cache_dir, "%s/cache", p->state_dir) < 0 ||
      path_printf(p->out_dir, sizeof p->out_dir, "%s/out", p->root) < 0)
    return fb_errorf(err, "%s: path too long", dir);
  char conf[PATH_MAX + 32];
  if (path_printf(conf, sizeof conf, "%s/flamebuild.conf", p->root) < 0) return fb_errorf(err, "%s: path too long", dir);
  /* Without the file, any directory (/tmp, a home) would be walked and filled with out/ and
   * .flamebuild/: a project says so by having one. */
  if (need_conf && !project_dir_is_project(p->root))
    return fb_errorf(err,
                     "%s is not a flamebuild project: it has no flamebuild.conf (`flamebuild init %s` makes a new "
                     "project with an example; an empty %s/flamebuild.conf makes this directory one as it is)",
                     p->root, p->root, p->root);
  p->qs = p->ss = 1;
  if (need_conf && project_check_own_dirs(p, err) < 0) return -1; /* a folder of genomes is written to by no one */
  if (config_load(conf, &p->conf, &p->overrides, err) < 0) return -1;
  p->cfg = p->conf;
  return 0;
}

void project_close(project *p) {
  if (p->lock_fd >= 0) close(p->lock_fd);
  p->lock_fd = -1;
}

int project_check_own_dirs(const project *p, fb_error *err) {
  static const char *const own[] = {".flamebuild", ".flamebuild/cache", ".flamebuild/cache/kernels",
                                    ".flamebuild/thumbs", ".flamebuild/farm", "out"};
  for (size_t i = 0; i < sizeof own / sizeof own[0]; i++) {
    char path[PATH_MAX];
    if (path_printf(path, sizeof path, "%s/%s", p->root, own[i]) < 0) return fb_errorf(err, "%s: path too long", p->root);
    if (fb_check_own_dir(path, err) < 0) return -1;
  }
  return 0;
}

int project_lock(project *p, const char *what, fb_error *err) {
  if (project_check_own_dirs(p, err) < 0 || fb_make_dirs(p->state_dir, err) < 0) return -1;
  char path[PATH_MAX + 16];
  if (path_printf(path, sizeof path, "%s/lock", p->state_dir) < 0) return fb_errorf(err, "path too long");
  int fd = fb_open_own_file(path, O_RDWR, 0666, err);
  if (fd < 0) return -1;
  if (flock(fd, LOCK_EX | LOCK_NB) < 0) {
    int e = errno;
    close(fd);
    if (e == EWOULDBLOCK) {
      char holder[128];
      int pid = project_lock_holder(p, holder, sizeof holder);
      return fb_errorf(err, "%s: another flamebuild (%s, pid %d) is already working on this project; wait for it or stop it",
                       p->root, holder, pid);
    }
    return fb_errorf(err, "%s: cannot lock: %s", path, strerror(e));
  }
  char line[160];
  int n = snprintf(line, sizeof line, "%d %s\n", (int)getpid(), what);
  if (ftruncate(fd, 0) < 0 || pwrite(fd, line, (size_t)n, 0) != n) {
    close(fd);
    return fb_errorf(err, "%s: cannot write: %s", path, strerror(errno));
  }
  p->lock_fd = fd;
  return 0;
}

int project_lock_holder(const project *p, char *what, size_t n) {
  char path[PATH_MAX + 16];
  if (path_printf(path, sizeof path, "%s/lock", p->state_dir) < 0) return 0;
  int fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
  if (what && n) what[0] = 0;
  if (fd < 0) return 0;
  /* Held only if we cannot take a shared lock. */
  if (flock(fd, LOCK_SH | LOCK_NB) == 0) {
    close(fd);
    return 0;
  }
  char line[160] = "";
  ssize_t got = read(fd, line, sizeof line - 1);
  close(fd);
  if (got <= 0) return 0;
  line[got] = 0;
  int pid = 0;
  char verb[64] = "";
  sscanf(line, "%d %63s", &pid, verb);
  if (what && n) snprintf(what, n, "%s", verb[0] ? verb : "unknown");
  return pid;
}

/* The rules of what a project holds, shared by the scanner and the watcher. */
static int is_genome_name(const char *name) {
  size_t n = strlen(name);
  return name[0] != '.' && n > 6 && (!strcmp(name + n - 6, ".flame") || !strcmp(name + n - 6, ".flam3"));
}

int project_dir_path_ok(const char *rel) {
  if (!rel[0]) return 1;
  if (!strcmp(rel, "out") || !strncmp(rel, "out/", 4)) return 0;
  for (const char *c = rel; c; c = strchr(c, '/')) {
    if (*c == '/') c++;
    if (*c == '.' || !*c) return 0;
  }
  return 1;
}

int project_genome_path_ok(const char *rel) {
  const char *slash = strrchr(rel, '/');
  if (!is_genome_name(slash ? slash + 1 : rel)) return 0;
  if (!slash) return 1;
  char dir[PATH_MAX];
  snprintf(dir, sizeof dir, "%.*s", (int)(slash - rel), rel);
  return project_dir_path_ok(dir);
}

typedef struct path_list {
  char **v;
  int n, cap;
} path_list;

static int add_path(path_list *l, const char *path) {
  if (l->n == l->cap) {
    int cap = l->cap ? l->cap * 2 : 32;
    char **grown = realloc(l->v, (size_t)cap * sizeof *grown);
    if (!grown) return -1;
    l->v = grown;
    l->cap = cap;
  }
  if (!(l->v[l->n] = strdup(path))) return -1;
  l->n++;
  return 0;
}

int project_stat_entry(const char *path, struct stat *st) {
  if (lstat(path, st) < 0) return -1;
  if (!S_ISLNK(st->st_mode)) return 0;
  if (stat(path, st) < 0) return -1; /* a dangling link */
  if (S_ISDIR(st->st_mode)) {
    errno = ELOOP; /* not followed: see project.h */
    return -1;
  }
  return 0;
}

/* The directories a scan has entered, by device and inode: a bind mount of the project inside
 * itself (or any other second path to a directory) is entered once, never looped through. */
typedef struct visited_dirs {
  struct { dev_t dev; ino_t ino; } *v;
  int n, cap;
} visited_dirs;

/* 1 if (dev, ino) was new and is now remembered, 0 if seen before, -1 out of memory. */
static int visit(visited_dirs *seen, const struct stat *st) {
  for (int i = 0; i < seen->n; i++)
    if (seen->v[i].dev == st->st_dev && seen->v[i].ino == st->st_ino) return 0;
  if (seen->n == seen->cap) {
    int cap = seen->cap ? seen->cap * 2 : 32;
    void *grown = realloc(seen->v, (size_t)cap * sizeof *seen->v);
    if (!grown) return -1;
    seen->v = grown;
    seen->cap = cap;
  }
  seen->v[seen->n].dev = st->st_dev;
  seen->v[seen->n].ino = st->st_ino;
  seen->n++;
  return 1;
}

int project_read_dir(const char *root, const char *rel, int nested, project_entry_fn on_entry, void *ctx) {
  char abs[PATH_MAX];
  if (path_printf(abs, sizeof abs, "%s%s%s", root, rel[0] ? "/" : "", rel) < 0) {
    errno = ENAMETOOLONG;
    return -1;
  }
  DIR *d = opendir(abs);
  if (!d) return -1;
  struct dirent *e;
  int rc = 0;
  while (rc == 0 && (e = readdir(d))) {
    if (e->d_name[0] == '.') continue; /* ., .., .flamebuild and other hidden entries */
    if (!rel[0] && !strcmp(e->d_name, "out")) continue;
    char child[PATH_MAX], child_abs[PATH_MAX];
    if (path_printf(child, sizeof child, "%s%s%s", rel, rel[0] ? "/" : "", e->d_name) < 0 ||
        path_printf(child_abs, sizeof child_abs, "%s/%s", root, child) < 0)
      continue;
    struct stat st;
    if (project_stat_entry(child_abs, &st) < 0) continue; /* vanished, dangling, or a link to a directory */
    if (S_ISDIR(st.st_mode)) {
      if (!nested && project_dir_is_project(child_abs)) continue; /* a project of its own, not part of this one */
    } else if (!S_ISREG(st.st_mode) || !is_genome_name(e->d_name)) {
      continue;
    }
    rc = on_entry(ctx, child, &st) != 0;
  }
  closedir(d);
  return rc;
}

int project_path_in_nested(const char *root, const char *rel) {
  char abs[PATH_MAX];
  for (const char *slash = strchr(rel, '/'); slash; slash = strchr(slash + 1, '/'))
    if (path_printf(abs, sizeof abs, "%s/%.*s", root, (int)(slash - rel), rel) == 0 && project_dir_is_project(abs))
      return 1;
  return 0;
}

/* A scan in progress: what project_scan's visits share. */
typedef struct scan {
  const project *p;
  path_list out;
  visited_dirs seen;
  int depth;
  fb_error *err;
} scan;

static int scan_dir(scan *s, const char *rel);

static int scan_entry(void *ctx, const char *rel, const struct stat *st) {
  scan *s = ctx;
  if (!S_ISDIR(st->st_mode)) return add_path(&s->out, rel) < 0 ? fb_errorf(s->err, "out of memory") : 0;
  int fresh = visit(&s->seen, st);
  if (fresh < 0) return fb_errorf(s->err, "out of memory");
  if (!fresh || s->depth >= 32) return 0;
  s->depth++;
  int rc = scan_dir(s, rel);
  s->depth--;
  return rc;
}

static int scan_dir(scan *s, const char *rel) {
  char abs[PATH_MAX];
  if (path_printf(abs, sizeof abs, "%s%s%s", s->p->root, rel[0] ? "/" : "", rel) < 0)
    return fb_errorf(s->err, "%s/%s: path too long", s->p->root, rel);
  int rc = project_read_dir(s->p->root, rel, 0, scan_entry, s);
  if (rc < 0) return fb_errorf(s->err, "%s: %s", abs, strerror(errno));
  return rc ? -1 : 0; /* stopped by scan_entry, which said why */
}

static int compare_paths(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

int project_scan(const project *p, char ***paths, int *n, fb_error *err) {
  scan s = {.p = p, .err = err};
  struct stat root;
  int rc = stat(p->root, &root) < 0 ? fb_errorf(err, "%s: %s", p->root, strerror(errno)) : 0;
  if (rc == 0 && visit(&s.seen, &root) < 0) rc = fb_errorf(err, "out of memory");
  if (rc == 0) rc = scan_dir(&s, "");
  free(s.seen.v);
  if (rc < 0) {
    project_free_paths(s.out.v, s.out.n);
    return -1;
  }
  qsort(s.out.v, (size_t)s.out.n, sizeof *s.out.v, compare_paths);
  *paths = s.out.v;
  *n = s.out.n;
  return 0;
}

void project_free_paths(char **paths, int n) {
  for (int i = 0; i < n; i++) free(paths[i]);
  free(paths);
}

int project_relpath_ok(const char *relpath) {
  if (!relpath[0] || relpath[0] == '/') return 0;
  for (const char *c = relpath; *c;) {
    if (*c == '.' || *c == '/') return 0; /* a hidden, ".", ".." or empty component */
    const char *slash = strchr(c, '/');
    if (!slash) break;
    c = slash + 1;
    if (!*c) return 0; /* a trailing slash */
  }
  return 1;
}

void project_sequence_name(const char *relpath, char *name, size_t n) {
  snprintf(name, n, "%s", relpath);
  char *dot = strrchr(name, '.');
  char *slash = strrchr(name, '/');
  if (dot && (!slash || dot > slash + 1)) *dot = 0;
}

int project_make_frame_dir(const project *p, const char *folder, fb_error *err) {
  char dir[PATH_MAX];
  project_frame_dir(p, folder, dir, sizeof dir);
  if (!dir[0]) return fb_errorf(err, "%s/%s: path too long", p->out_dir, folder);
  if (fb_make_dirs(dir, err) < 0) return -1;
  struct stat st;
  if (lstat(dir, &st) < 0) return fb_errorf(err, "%s: %s", dir, strerror(errno));
  if (S_ISDIR(st.st_mode)) return 0;
  /* A link put in place of the frame directory: frames are never written through it. Two
   * workers may both get here: one unlink wins, the other's ENOENT and EEXIST are fine. */
  if (!S_ISLNK(st.st_mode)) return fb_errorf(err, "%s: not a directory", dir);
  if (unlink(dir) < 0 && errno != ENOENT) return fb_errorf(err, "%s: cannot remove the link: %s", dir, strerror(errno));
  if (mkdir(dir, 0777) < 0 && errno != EEXIST) return fb_errorf(err, "cannot create %s: %s", dir, strerror(errno));
  if (lstat(dir, &st) < 0 || !S_ISDIR(st.st_mode)) return fb_errorf(err, "%s: not a directory", dir);
  return 0;
}

void project_frame_dir(const project *p, const char *folder, char *out, size_t n) {
  if (path_printf(out, n, "%s%s%s", p->out_dir, folder[0] ? "/" : "", folder) < 0) out[0] = 0;
}

void project_frame_path(const project *p, const char *folder, const char *file, char *out, size_t n) {
  if (!file[0] || path_printf(out, n, "%s%s%s/%s", p->out_dir, folder[0] ? "/" : "", folder, file) < 0) out[0] = 0;
}

void project_still_folder(const char *name, char *out, size_t n) {
  const char *slash = strrchr(name, '/');
  snprintf(out, n, "%.*s", slash ? (int)(slash - name) : 0, name);
}

int project_still_file(const char *name, const char *ext, char *out, size_t n) {
  const char *slash = strrchr(name, '/');
  const int len = snprintf(out, n, "%s.%s", slash ? slash + 1 : name, ext);
  return len < 0 || (size_t)len >= n ? -1 : 0;
}

int project_frame_number(const char *file_name) {
  if (strlen(file_name) != 9 || strcmp(file_name + 5, ".png")) return -1;
  int k = 0;
  for (int i = 0; i < 5; i++) {
    if (file_name[i] < '0' || file_name[i] > '9') return -1;
    k = k * 10 + (file_name[i] - '0');
  }
  return k;
}

static int ends_with(const char *s, const char *tail) {
  const size_t ls = strlen(s), lt = strlen(tail);
  return ls > lt && !strcmp(s + ls - lt, tail);
}

static int is_temp(const char *file_name) {
  return strstr(file_name, ".png.tmp-") || strstr(file_name, ".exr.tmp-") || strstr(file_name, ".jpg.tmp-");
}

/* Whether dir/file_name is a PNG, EXR or JPEG that carries flamebuild_finish_key. */
static int carries_key(const char *dir, const char *file_name) {
  const int png = ends_with(file_name, ".png"), exr = ends_with(file_name, ".exr"), jpg = ends_with(file_name, ".jpg");
  if (!png && !exr && !jpg) return 0;
  char path[PATH_MAX], key[65];
  struct stat st;
  if (path_printf(path, sizeof path, "%s/%s", dir, file_name) < 0 || lstat(path, &st) < 0 || !S_ISREG(st.st_mode))
    return 0;
  return png   ? render_png_text(path, "flamebuild_finish_key", key, sizeof key)
         : exr ? render_exr_text(path, "flamebuild_finish_key", key, sizeof key)
               : render_jpeg_text(path, "flamebuild_finish_key", key, sizeof key);
}

int project_frame_file_ours(const char *dir, const char *file_name) {
  if (file_name[0] == '.') return 0;
  if (project_frame_number(file_name) >= 0 || is_temp(file_name)) return 1;
  return carries_key(dir, file_name);
}

int project_still_file_ours(const char *dir, const char *file_name) {
  if (file_name[0] == '.') return 0;
  return is_temp(file_name) || carries_key(dir, file_name);
}

int project_still_stem(const char *file_name, char *stem, size_t n) {
  static const char *const exts[] = {".png", ".exr", ".jpg"};
  static const char *const temps[] = {".png.tmp-", ".exr.tmp-", ".jpg.tmp-"};
  if (file_name[0] == '.') return -1;
  const char *end = NULL;
  for (int i = 0; i < 3 && !end; i++) {
    const char *t = strstr(file_name, temps[i]);
    if (t) end = t;
    else if (ends_with(file_name, exts[i])) end = file_name + strlen(file_name) - 4;
  }
  if (!end || end == file_name) return -1;
  const int len = snprintf(stem, n, "%.*s", (int)(end - file_name), file_name);
  return len < 0 || (size_t)len >= n ? -1 : 0;
}

int project_still_of_genome(const project *p, const char *folder, const char *file_name) {
  char stem[NAME_MAX + 1];
  if (project_still_stem(file_name, stem, sizeof stem) < 0) return 0;
  static const char *const exts[] = {"flame", "flam3"};
  for (int i = 0; i < 2; i++) {
    char rel[PATH_MAX], abs[PATH_MAX];
    struct stat st;
    if (path_printf(rel, sizeof rel, "%s%s%s.%s", folder, folder[0] ? "/" : "", stem, exts[i]) == 0 &&
        project_genome_path_ok(rel) && path_printf(abs, sizeof abs, "%s/%s", p->root, rel) == 0 &&
        project_stat_entry(abs, &st) == 0 && S_ISREG(st.st_mode))
      return 1;
  }
  return 0;
}

void project_video_path(const project *p, const char *name, char *out, size_t n) {
  const char *ext = p->cfg.codec == CODEC_PRORES ? "mov" : p->cfg.codec == CODEC_FFV1 ? "mkv" : "mp4"; /* h264, h265 */
  if (path_printf(out, n, "%s/%s.%s", p->out_dir, name, ext) < 0) out[0] = 0;
}

void project_settings(const project *p, const project_config *c, const config_overrides *over, const char *name,
                      project_config *out) {
  *out = *c;
  if (name) config_apply(out, over, 0, name);
  if (p->profile[0]) config_apply(out, over, 1, p->profile);
  out->quality_scale = p->qs;
  out->size_scale = p->ss;
}

/* A profile's name is one file-name component of letters, digits, '_' and '-'. */
static int profile_name_ok(const char *name) {
  if (!name[0] || strlen(name) > 64) return 0;
  for (const char *c = name; *c; c++)
    if (!((*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') || (*c >= '0' && *c <= '9') || *c == '_' || *c == '-'))
      return 0;
  return 1;
}

int project_use_profile(project *p, const char *profile, double qs, double ss, fb_error *err) {
  if (!profile) profile = "";
  if (profile[0] && !profile_name_ok(profile))
    return fb_errorf(err, "profile '%s': a name of letters, digits, '_' and '-' only", profile);
  if (!(qs > 0 && qs <= 1e6) || !(ss > 0 && ss <= 64))
    return fb_errorf(err, "--qs wants a factor in (0, 1e6], --ss one in (0, 64]");
  project_config probe = p->conf;
  if (profile[0] && !config_apply(&probe, &p->overrides, 1, profile))
    return fb_errorf(err, "%s/flamebuild.conf has no [profile.%s] section (with at least one setting)", p->root, profile);
  snprintf(p->profile, sizeof p->profile, "%s", profile);
  p->qs = qs;
  p->ss = ss;
  project_settings(p, &p->conf, &p->overrides, NULL, &p->cfg);
  char tag[256] = "";
  size_t n = 0;
  if (profile[0]) n += (size_t)snprintf(tag + n, sizeof tag - n, "%s", profile);
  if (qs != 1) n += (size_t)snprintf(tag + n, sizeof tag - n, "%sqs%g", n ? "-" : "", qs);
  if (ss != 1) n += (size_t)snprintf(tag + n, sizeof tag - n, "%sss%g", n ? "-" : "", ss);
  if (!tag[0]) return 0;
  if (path_printf(p->out_dir, sizeof p->out_dir, "%s/out/%s", p->root, tag) < 0 ||
      path_printf(p->db_path, sizeof p->db_path, "%s/state-%s.db", p->state_dir, tag) < 0)
    return fb_errorf(err, "%s: path too long", p->root);
  return 0;
}

/* s past "qs" or "ss" of a tag, if a factor follows (as %g prints it): where it ends. */
static const char *tag_factor(const char *s, const char *key) {
  if (strncmp(s, key, 2)) return NULL;
  char *end;
  double f = strtod(s + 2, &end);
  return end != s + 2 && f > 0 ? end : NULL;
}

/* Whether s is the factors' part of a tag: qsF, ssF or qsF-ssF. */
static int factors_tag(const char *s) {
  const char *rest = tag_factor(s, "qs");
  if (rest) {
    if (!*rest) return 1;
    if (*rest != '-') return 0;
    s = rest + 1;
  }
  rest = tag_factor(s, "ss");
  return rest && !*rest;
}

/* The profile whose outputs a directory of out/ holds (its tag: PROFILE, PROFILE-qsF-ssF,
 * qsF-ssF), "" for the factors alone, NULL for none. */
static const char *tag_profile(const project *p, const char *name) {
  if (factors_tag(name)) return "";
  for (int i = 0; i < p->overrides.n; i++) {
    const config_override *o = &p->overrides.v[i];
    size_t len = strlen(o->name);
    if (o->profile && !strncmp(name, o->name, len) && (!name[len] || (name[len] == '-' && factors_tag(name + len + 1))))
      return o->name;
  }
  return NULL;
}

int project_is_profile_dir(const project *p, const char *name) { return tag_profile(p, name) != NULL; }

int project_output_clash(const project *p, const char *relpath, char *msg, size_t n) {
  char top[PATH_MAX];
  project_sequence_name(relpath, top, sizeof top);
  char *slash = strchr(top, '/');
  if (slash) *slash = 0;
  const char *profile = tag_profile(p, top);
  if (!profile) return 0;
  char owner[200];
  if (profile[0]) snprintf(owner, sizeof owner, "[profile.%s] of flamebuild.conf writes its own", profile);
  else snprintf(owner, sizeof owner, "the builds with --qs/--ss write theirs");
  snprintf(msg, n,
           "%s: not built: its outputs would go to out/%s/, where %s, and one build would "
           "overwrite the other's; rename %s%s%s",
           relpath, top, owner, slash ? top : relpath, slash ? "/" : "", profile[0] ? " or the profile" : "");
  return 1;
}
