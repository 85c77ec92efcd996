/*
 * serve.c — the live page's HTTP server (serve.h): the listening socket, libmicrohttpd's
 * daemon, the routes, the event streams and the view they send.
 *
 * libmicrohttpd runs one thread per connection (MHD_USE_THREAD_PER_CONNECTION): an event
 * stream's reader may then wait on a condition variable for the next view, which is what
 * server-sent events need, and a client that stops reading stalls only its own thread. The
 * listening socket is made here rather than by the library, so that a port in use says so and
 * port 0 can tell which port it got.
 */
#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <microhttpd.h>
#include <netinet/in.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "serve.h"

#include <dlfcn.h>

/* libmicrohttpd, loaded at the first --serve (as render/exr.c loads OpenEXR): the binary then
 * runs where the library — and the GnuTLS it links — is missing, as on the GPU machine, and only
 * watch --serve says what to install. The header gives every function's type. */
static struct {
  __typeof__(MHD_start_daemon) *start_daemon;
  __typeof__(MHD_stop_daemon) *stop_daemon;
  __typeof__(MHD_queue_response) *queue_response;
  __typeof__(MHD_create_response_from_buffer) *create_response_from_buffer;
  __typeof__(MHD_create_response_from_callback) *create_response_from_callback;
  __typeof__(MHD_add_response_header) *add_response_header;
  __typeof__(MHD_destroy_response) *destroy_response;
  __typeof__(MHD_lookup_connection_value) *lookup_connection_value;
  __typeof__(MHD_create_response_from_fd_at_offset64) *create_response_from_fd_at_offset64;
} mhd;
static pthread_once_t mhd_once = PTHREAD_ONCE_INIT;
static char mhd_error[512];

static void mhd_load(void) {
  void *h = dlopen("libmicrohttpd.so.12", RTLD_NOW | RTLD_LOCAL);
  if (!h) h = dlopen("libmicrohttpd.so", RTLD_NOW | RTLD_LOCAL);
  if (!h) {
    snprintf(mhd_error, sizeof mhd_error, "cannot load libmicrohttpd (Debian: apt-get install libmicrohttpd12): %s",
             dlerror());
    return;
  }
#define MHD_SYM(name)                                                                             \
  if (!(*(void **)&mhd.name = dlsym(h, "MHD_" #name))) {                                          \
    snprintf(mhd_error, sizeof mhd_error, "libmicrohttpd has no MHD_%s: too old a version", #name); \
    return;                                                                                       \
  }
  MHD_SYM(start_daemon)
  MHD_SYM(stop_daemon)
  MHD_SYM(queue_response)
  MHD_SYM(create_response_from_buffer)
  MHD_SYM(create_response_from_callback)
  MHD_SYM(add_response_header)
  MHD_SYM(destroy_response)
  MHD_SYM(lookup_connection_value)
  MHD_SYM(create_response_from_fd_at_offset64)
#undef MHD_SYM
}

#define KEEPALIVE_S 15       /* a comment on an idle event stream: proxies keep it, a gone client shows */
#define MAX_CONNECTIONS 64u  /* each is a thread */
#define IDLE_TIMEOUT_S 120u  /* a connection that sends nothing (an event stream always does) */

struct serve {
  struct MHD_Daemon *d;
  int public;
  char out_dir[PATH_MAX];
  char before_dir[PATH_MAX]; /* .flamebuild/before: the before-images (watch_before.c) */
  pthread_mutex_t lock;      /* guards what follows */
  pthread_cond_t changed;    /* a new view, or stopping (CLOCK_MONOTONIC) */
  char *json;                /* the view now, {"seqs":[...]} */
  size_t json_len;
  unsigned long long version; /* of json: 1 at start, +1 a publish */
  int streams;               /* event streams open */
  int stopping;
};

/* ---- the address ------------------------------------------------------------------------- */

int serve_parse_addr(const char *spec, serve_addr *out, fb_error *err) {
  memset(out, 0, sizeof *out);
  char host[64] = "127.0.0.1";
  const char *port = spec, *colon = strchr(spec, ':');
  int v6 = 0;
  if (spec[0] == '[') {
    const char *close = strchr(spec, ']');
    if (!close || close[1] != ':' || (size_t)(close - spec - 1) >= sizeof host)
      return fb_errorf(err, "--serve '%s': an IPv6 address goes in brackets before the port ([::1]:8080)", spec);
    memcpy(host, spec + 1, (size_t)(close - spec - 1));
    host[close - spec - 1] = 0;
    port = close + 2;
    v6 = 1;
  } else if (colon) {
    if (strchr(colon + 1, ':'))
      return fb_errorf(err, "--serve '%s': an IPv6 address goes in brackets before the port ([::1]:8080)", spec);
    size_t n = (size_t)(colon - spec);
    if (n >= sizeof host) return fb_errorf(err, "--serve '%s': the address is too long", spec);
    if (n) {
      memcpy(host, spec, n);
      host[n] = 0;
    }
    port = colon + 1;
  }
  char *end;
  long pn = strtol(port, &end, 10);
  if (!*port || *end || pn < 0 || pn > 65535)
    return fb_errorf(err, "--serve '%s': wants [ADDR:]PORT, PORT a number 0..65535 (0: any free port)", spec);
  if (!strcmp(host, "localhost")) snprintf(host, sizeof host, "127.0.0.1");
  if (v6) {
    struct sockaddr_in6 *s6 = (struct sockaddr_in6 *)&out->sa;
    s6->sin6_family = AF_INET6;
    s6->sin6_port = htons((uint16_t)pn);
    if (inet_pton(AF_INET6, host, &s6->sin6_addr) != 1)
      return fb_errorf(err, "--serve '%s': '%s' is not an IPv6 address", spec, host);
    out->len = sizeof *s6;
    out->loopback = IN6_IS_ADDR_LOOPBACK(&s6->sin6_addr) ||
                    (IN6_IS_ADDR_V4MAPPED(&s6->sin6_addr) && s6->sin6_addr.s6_addr[12] == 127);
    snprintf(out->text, sizeof out->text, "[%s]:%ld", host, pn);
  } else {
    struct sockaddr_in *s4 = (struct sockaddr_in *)&out->sa;
    s4->sin_family = AF_INET;
    s4->sin_port = htons((uint16_t)pn);
    if (inet_pton(AF_INET, host, &s4->sin_addr) != 1)
      return fb_errorf(err, "--serve '%s': wants an IP address or localhost, not '%s'", spec, host);
    out->len = sizeof *s4;
    out->loopback = (ntohl(s4->sin_addr.s_addr) >> 24) == 127;
    snprintf(out->text, sizeof out->text, "%s:%ld", host, pn);
  }
  return 0;
}

/* Whether a request's Host names this machine's loopback: another name (a site whose name was
 * pointed at 127.0.0.1 after its page loaded) is refused. No Host (HTTP/1.0) names nothing. */
static int host_is_loopback(const char *host) {
  if (!host) return 1;
  char h[256];
  snprintf(h, sizeof h, "%s", host);
  if (h[0] == '[') {
    char *close = strchr(h, ']');
    if (!close) return 0;
    *close = 0;
    struct in6_addr a6;
    return inet_pton(AF_INET6, h + 1, &a6) == 1 && IN6_IS_ADDR_LOOPBACK(&a6);
  }
  char *colon = strchr(h, ':');
  if (colon) *colon = 0;
  struct in_addr a4;
  if (!strcasecmp(h, "localhost")) return 1;
  return inet_pton(AF_INET, h, &a4) == 1 && (ntohl(a4.s_addr) >> 24) == 127;
}

/* ---- the view ---------------------------------------------------------------------------- */

static const char *state_name(int state) {
  switch (state) {
  case WATCH_FRAME_DONE: return "done";
  case WATCH_FRAME_QUEUED: return "queued";
  case WATCH_FRAME_RENDERING: return "rendering";
  case WATCH_FRAME_FAILED: return "failed";
  default: return "stale";
  }
}

/* A sequence's warnings, one a line, as a JSON array of strings. */
static void warnings_json(FILE *f, const char *warnings) {
  fputc('[', f);
  for (const char *w = warnings, *end; *w; w = end + 1) {
    if (!(end = strchr(w, '\n'))) end = w + strlen(w);
    char line[1024];
    snprintf(line, sizeof line, "%.*s", (int)(end - w < 1023 ? end - w : 1023), w);
    if (w != warnings) fputc(',', f);
    cli_json_string(f, line);
    if (!*end) break;
  }
  fputc(']', f);
}

/* The view as JSON: {"seqs":[{name, path, dir: the folder of out/ its frames' files are in
 * (NAME; a still's out/NAME.png the folder NAME is in, "" out/ itself), animation, failed, error, not_drawn, warnings: [...],
 * video, video_v, fps, edit: when the last edit was planned (ms), frames: [{s: state, t: seconds,
 * v: version, f: file, e: error, p: a preview, b: its before-image's version, o: [its version in
 * each other profile]}]}], out: the watcher's folder in out/ ("" or "PROFILE/"), profiles: [the
 * other profiles with outputs, "" the default]}. Versions are strings: a time in ns does not fit
 * a script's number ("0": no file). */
static char *view_json(const watch_view *v, size_t *len) {
  char *buf = NULL;
  FILE *f = open_memstream(&buf, len);
  if (!f) return NULL;
  fputs("{\"seqs\":[", f);
  for (int i = 0; i < v->nseqs; i++) {
    const watch_seq_view *s = &v->seqs[i];
    fputs(i ? ",{\"name\":" : "{\"name\":", f);
    cli_json_string(f, s->name);
    fputs(",\"path\":", f);
    cli_json_string(f, s->path);
    fputs(",\"dir\":", f);
    cli_json_string(f, s->folder);
    fprintf(f, ",\"animation\":%s,\"failed\":%s,\"error\":", s->animation ? "true" : "false",
            s->failed ? "true" : "false");
    cli_json_string(f, s->error);
    fputs(",\"not_drawn\":", f);
    cli_json_string(f, s->not_drawn);
    fputs(",\"warnings\":", f);
    warnings_json(f, s->warnings);
    fputs(",\"video\":", f);
    cli_json_string(f, s->video);
    fprintf(f, ",\"video_v\":\"%lld\",\"fps\":%g,\"edit\":\"%lld\",\"frames\":[", s->video_version,
            s->fps > 0 && s->fps < 1e6 ? s->fps : 30, s->edit_ms);
    for (int k = 0; k < s->nframes; k++) {
      const watch_frame_view *fr = &s->frames[k];
      fprintf(f, "%s{\"s\":\"%s\",\"t\":%.3f,\"v\":\"%lld\",\"f\":", k ? "," : "", state_name(fr->state), fr->seconds,
              fr->version);
      cli_json_string(f, fr->file);
      fputs(",\"e\":", f);
      cli_json_string(f, fr->error);
      fprintf(f, ",\"p\":%s,\"b\":\"%lld\",\"o\":[", fr->preview ? "true" : "false", fr->before);
      for (int j = 0; j < v->nprofiles; j++) fprintf(f, "%s\"%lld\"", j ? "," : "", fr->other[j]);
      fputs("]}", f);
    }
    fputs("]}", f);
  }
  fputs("],\"out\":", f);
  cli_json_string(f, v->out);
  fputs(",\"profiles\":[", f);
  for (int j = 0; j < v->nprofiles; j++) {
    if (j) fputc(',', f);
    cli_json_string(f, v->profiles[j]);
  }
  fputs("]}", f);
  if (fclose(f) != 0) {
    free(buf);
    return NULL;
  }
  return buf;
}

void serve_publish(serve *s, const watch_view *v) {
  size_t len = 0;
  char *json = view_json(v, &len); /* outside the lock: the streams go on sending meanwhile */
  if (!json) return;               /* out of memory: the page shows the previous view */
  pthread_mutex_lock(&s->lock);
  char *old = s->json;
  s->json = json;
  s->json_len = len;
  s->version++;
  pthread_cond_broadcast(&s->changed);
  pthread_mutex_unlock(&s->lock);
  free(old);
}

/* ---- responses --------------------------------------------------------------------------- */

/* Queues r (NULL: could not be made) with its type; MHD_NO closes the connection. */
static enum MHD_Result answer(struct MHD_Connection *c, unsigned int status, struct MHD_Response *r,
                              const char *type, const char *cache) {
  if (!r) return MHD_NO;
  enum MHD_Result rc = MHD_NO;
  if (mhd.add_response_header(r, MHD_HTTP_HEADER_CONTENT_TYPE, type) == MHD_YES &&
      mhd.add_response_header(r, MHD_HTTP_HEADER_CACHE_CONTROL, cache) == MHD_YES &&
      mhd.add_response_header(r, "X-Content-Type-Options", "nosniff") == MHD_YES)
    rc = mhd.queue_response(c, status, r);
  mhd.destroy_response(r);
  return rc;
}

static enum MHD_Result answer_text(struct MHD_Connection *c, unsigned int status, const char *text) {
  return answer(c, status, mhd.create_response_from_buffer(strlen(text), (void *)text, MHD_RESPMEM_PERSISTENT),
                "text/plain; charset=utf-8", "no-store");
}

static enum MHD_Result not_allowed(struct MHD_Connection *c) {
  static const char text[] = "405 method not allowed: this server only reads (GET, HEAD)\n";
  struct MHD_Response *r = mhd.create_response_from_buffer(sizeof text - 1, (void *)text, MHD_RESPMEM_PERSISTENT);
  if (r && mhd.add_response_header(r, MHD_HTTP_HEADER_ALLOW, "GET, HEAD") != MHD_YES) {
    mhd.destroy_response(r);
    return MHD_NO;
  }
  return answer(c, MHD_HTTP_METHOD_NOT_ALLOWED, r, "text/plain; charset=utf-8", "no-store");
}

static enum MHD_Result not_found(struct MHD_Connection *c) { return answer_text(c, MHD_HTTP_NOT_FOUND, "404 not found\n"); }

/* GET / and the page's other files: from the binary (serve_assets), by name. */
static enum MHD_Result answer_asset(struct MHD_Connection *c, const char *name) {
  for (int i = 0; i < serve_asset_count; i++) {
    const serve_asset *a = &serve_assets[i];
    if (!strcmp(a->name, name))
      return answer(c, MHD_HTTP_OK, mhd.create_response_from_buffer(a->size, (void *)a->text, MHD_RESPMEM_PERSISTENT),
                    a->type, "no-store");
  }
  return not_found(c);
}

/* GET /state.json: the view with the number of event streams open. */
static enum MHD_Result answer_state(serve *s, struct MHD_Connection *c) {
  pthread_mutex_lock(&s->lock);
  size_t n = s->json_len + 32;
  char *text = malloc(n);
  if (text) snprintf(text, n, "{\"streams\":%d,%s", s->streams, s->json + 1);
  pthread_mutex_unlock(&s->lock);
  if (!text) return MHD_NO;
  struct MHD_Response *r = mhd.create_response_from_buffer(strlen(text), text, MHD_RESPMEM_MUST_FREE);
  if (!r) free(text);
  return answer(c, MHD_HTTP_OK, r, "application/json", "no-store");
}

/* A "bytes=FIRST-[LAST]" range of a file of `size` bytes: 1 (first, count set), 0 (no range or
 * one not understood: the whole file), -1 (past the end). */
static int byte_range(const char *h, uint64_t size, uint64_t *first, uint64_t *count) {
  if (!h || strncmp(h, "bytes=", 6) || strchr(h, ',')) return 0;
  char *end;
  errno = 0;
  unsigned long long a = strtoull(h + 6, &end, 10), b = size ? size - 1 : 0;
  if (end == h + 6 || *end != '-' || errno) return 0;
  if (end[1]) {
    char *end2;
    b = strtoull(end + 1, &end2, 10);
    if (*end2 || errno || b < a) return 0;
    if (b >= size) b = size ? size - 1 : 0;
  }
  if (a >= size) return -1;
  *first = a;
  *count = b - a + 1;
  return 1;
}

/* GET /out/PATH: a file of out/ (a byte range of it for a video's seeking); GET /before/PATH:
 * a before-image. Both beneath their folder only (serve_open_beneath). */
static enum MHD_Result answer_file(struct MHD_Connection *c, const char *dir, const char *path) {
  struct stat st;
  int fd = serve_open_beneath(dir, path, &st);
  if (fd < 0) return not_found(c);
  const uint64_t size = (uint64_t)st.st_size;
  uint64_t first = 0, count = size;
  int ranged = byte_range(mhd.lookup_connection_value(c, MHD_HEADER_KIND, MHD_HTTP_HEADER_RANGE), size, &first, &count);
  char range[96];
  if (ranged < 0) {
    close(fd);
    snprintf(range, sizeof range, "bytes */%llu", (unsigned long long)size);
    struct MHD_Response *r = mhd.create_response_from_buffer(0, (void *)"", MHD_RESPMEM_PERSISTENT);
    if (r && mhd.add_response_header(r, MHD_HTTP_HEADER_CONTENT_RANGE, range) != MHD_YES) {
      mhd.destroy_response(r);
      return MHD_NO;
    }
    return answer(c, MHD_HTTP_RANGE_NOT_SATISFIABLE, r, "text/plain", "no-store");
  }
  /* The response owns fd from here (closed when it is destroyed). */
  struct MHD_Response *r = mhd.create_response_from_fd_at_offset64(count, fd, first);
  if (!r) {
    close(fd);
    return MHD_NO;
  }
  snprintf(range, sizeof range, "bytes %llu-%llu/%llu", (unsigned long long)first,
           (unsigned long long)(first + count - 1), (unsigned long long)size);
  if (mhd.add_response_header(r, MHD_HTTP_HEADER_ACCEPT_RANGES, "bytes") != MHD_YES ||
      (ranged && mhd.add_response_header(r, MHD_HTTP_HEADER_CONTENT_RANGE, range) != MHD_YES)) {
    mhd.destroy_response(r);
    return MHD_NO;
  }
  /* Revalidated each time: the page asks for a new version by its query (?v=mtime) anyway. */
  return answer(c, ranged ? MHD_HTTP_PARTIAL_CONTENT : MHD_HTTP_OK, r, serve_content_type(path), "no-cache");
}

/* ---- event streams ----------------------------------------------------------------------- */

typedef struct stream {
  serve *s;
  unsigned long long seen;   /* the version last sent (0: none yet) */
  char *text;                /* being sent */
  size_t len, off;
} stream;

/* libmicrohttpd asks for the stream's next bytes (on the connection's own thread): the rest of
 * the event being sent, else the next view once there is one, else a comment after
 * KEEPALIVE_S — whose write fails once the client has gone, which ends the stream. */
static ssize_t stream_read(void *cls, uint64_t pos, char *buf, size_t max) {
  stream *st = cls;
  serve *s = st->s;
  (void)pos;
  if (st->off == st->len) {
    free(st->text);
    st->text = NULL;
    st->len = st->off = 0;
    struct timespec until;
    clock_gettime(CLOCK_MONOTONIC, &until);
    until.tv_sec += KEEPALIVE_S;
    pthread_mutex_lock(&s->lock);
    int rc = 0;
    while (!s->stopping && s->version == st->seen && rc != ETIMEDOUT)
      rc = pthread_cond_timedwait(&s->changed, &s->lock, &until);
    if (s->stopping) {
      pthread_mutex_unlock(&s->lock);
      return MHD_CONTENT_READER_END_OF_STREAM;
    }
    const int fresh = s->version != st->seen;
    if (fresh) {
      /* The first event also tells the browser to reconnect after a second, not three. */
      const char *head = st->seen ? "event: state\ndata: " : "retry: 1000\nevent: state\ndata: ";
      size_t n = strlen(head) + s->json_len + 3;
      if ((st->text = malloc(n))) st->len = (size_t)snprintf(st->text, n, "%s%s\n\n", head, s->json);
      st->seen = s->version;
    }
    pthread_mutex_unlock(&s->lock);
    if (fresh && !st->text) return MHD_CONTENT_READER_END_WITH_ERROR;
    if (!fresh) {
      static const char keepalive[] = ": keepalive\n\n";
      size_t n = sizeof keepalive - 1 < max ? sizeof keepalive - 1 : max;
      memcpy(buf, keepalive, n);
      return (ssize_t)n;
    }
  }
  size_t n = st->len - st->off < max ? st->len - st->off : max;
  memcpy(buf, st->text + st->off, n);
  st->off += n;
  return (ssize_t)n;
}

static void stream_free(void *cls) {
  stream *st = cls;
  pthread_mutex_lock(&st->s->lock);
  st->s->streams--;
  pthread_mutex_unlock(&st->s->lock);
  free(st->text);
  free(st);
}

static enum MHD_Result answer_events(serve *s, struct MHD_Connection *c) {
  stream *st = calloc(1, sizeof *st);
  if (!st) return MHD_NO;
  st->s = s;
  pthread_mutex_lock(&s->lock);
  s->streams++;
  pthread_mutex_unlock(&s->lock);
  struct MHD_Response *r = mhd.create_response_from_callback(MHD_SIZE_UNKNOWN, 16 * 1024, stream_read, st, stream_free);
  if (!r) {
    stream_free(st);
    return MHD_NO;
  }
  if (mhd.add_response_header(r, "X-Accel-Buffering", "no") != MHD_YES) {
    mhd.destroy_response(r); /* frees st */
    return MHD_NO;
  }
  return answer(c, MHD_HTTP_OK, r, "text/event-stream; charset=utf-8", "no-store");
}

/* ---- the server -------------------------------------------------------------------------- */

static enum MHD_Result on_request(void *cls, struct MHD_Connection *c, const char *url, const char *method,
                                  const char *version, const char *upload_data, size_t *upload_size, void **req) {
  serve *s = cls;
  (void)version, (void)upload_data, (void)upload_size, (void)req;
  if (strcmp(method, MHD_HTTP_METHOD_GET) && strcmp(method, MHD_HTTP_METHOD_HEAD)) return not_allowed(c);
  if (!s->public && !host_is_loopback(mhd.lookup_connection_value(c, MHD_HEADER_KIND, MHD_HTTP_HEADER_HOST)))
    return answer_text(c, MHD_HTTP_FORBIDDEN, "403 forbidden: this server answers to a loopback name only\n");
  if (!strcmp(url, "/")) return answer_asset(c, "index.html");
  if (!strcmp(url, "/review.js")) return answer_asset(c, "review.js");
  if (!strcmp(url, "/state.json")) return answer_state(s, c);
  if (!strcmp(url, "/events")) return answer_events(s, c);
  if (!strncmp(url, "/out/", 5)) return answer_file(c, s->out_dir, url + 5);
  if (!strncmp(url, "/before/", 8)) return answer_file(c, s->before_dir, url + 8);
  return not_found(c);
}

static int listen_on(const serve_addr *a, int *port, fb_error *err) {
  int fd = socket(a->sa.ss_family, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (fd < 0) return fb_errorf(err, "--serve %s: cannot make a socket: %s", a->text, strerror(errno));
  const int one = 1;
  /* A watcher restarted at once gets its port back (the last one's connections linger). */
  if (setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one) < 0 ||
      (a->sa.ss_family == AF_INET6 && setsockopt(fd, IPPROTO_IPV6, IPV6_V6ONLY, &one, sizeof one) < 0) ||
      bind(fd, (const struct sockaddr *)&a->sa, a->len) < 0 || listen(fd, 64) < 0) {
    int e = errno;
    close(fd);
    return fb_errorf(err, "--serve %s: cannot listen there: %s", a->text, strerror(e));
  }
  struct sockaddr_storage got;
  socklen_t len = sizeof got;
  if (getsockname(fd, (struct sockaddr *)&got, &len) < 0) {
    int e = errno;
    close(fd);
    return fb_errorf(err, "--serve %s: %s", a->text, strerror(e));
  }
  *port = ntohs(got.ss_family == AF_INET6 ? ((struct sockaddr_in6 *)&got)->sin6_port
                                          : ((struct sockaddr_in *)&got)->sin_port);
  return fd;
}

int serve_start(const serve_addr *a, int public, const char *out_dir, const char *before_dir, serve **out,
                char *url, size_t n, fb_error *err) {
  pthread_once(&mhd_once, mhd_load);
  if (mhd_error[0]) return fb_errorf(err, "--serve %s: %s", a->text, mhd_error);
  serve *s = calloc(1, sizeof *s);
  if (!s || !(s->json = strdup("{\"seqs\":[],\"out\":\"\",\"profiles\":[]}"))) {
    free(s);
    return fb_errorf(err, "out of memory");
  }
  s->json_len = strlen(s->json);
  s->version = 1;
  s->public = public;
  snprintf(s->out_dir, sizeof s->out_dir, "%s", out_dir);
  snprintf(s->before_dir, sizeof s->before_dir, "%s", before_dir);
  pthread_condattr_t ca;
  pthread_condattr_init(&ca);
  pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
  pthread_cond_init(&s->changed, &ca);
  pthread_condattr_destroy(&ca);
  pthread_mutex_init(&s->lock, NULL);
  int port = 0;
  int fd = listen_on(a, &port, err);
  if (fd < 0) {
    serve_stop(s);
    return -1;
  }
  /* Its threads inherit this mask: a write to a client that has gone is EPIPE there, never a
   * SIGPIPE that would end the watcher (libmicrohttpd does the same where it can). */
  sigset_t pipe_set, old;
  sigemptyset(&pipe_set);
  sigaddset(&pipe_set, SIGPIPE);
  pthread_sigmask(SIG_BLOCK, &pipe_set, &old);
  const unsigned flags = MHD_USE_THREAD_PER_CONNECTION | MHD_USE_POLL_INTERNAL_THREAD |
                         (a->sa.ss_family == AF_INET6 ? MHD_USE_IPv6 : 0);
  s->d = mhd.start_daemon(flags, 0, NULL, NULL, on_request, s, MHD_OPTION_LISTEN_SOCKET, (MHD_socket)fd,
                          MHD_OPTION_CONNECTION_LIMIT, MAX_CONNECTIONS, MHD_OPTION_CONNECTION_TIMEOUT, IDLE_TIMEOUT_S,
                          MHD_OPTION_END);
  pthread_sigmask(SIG_SETMASK, &old, NULL);
  if (!s->d) {
    if (fcntl(fd, F_GETFD) >= 0) close(fd); /* whether the library closed it on failure varies */
    serve_stop(s);
    return fb_errorf(err, "--serve %s: libmicrohttpd could not start", a->text);
  }
  char host[64] = "";
  const void *addr = a->sa.ss_family == AF_INET6 ? (const void *)&((const struct sockaddr_in6 *)&a->sa)->sin6_addr
                                                 : (const void *)&((const struct sockaddr_in *)&a->sa)->sin_addr;
  inet_ntop(a->sa.ss_family, addr, host, sizeof host);
  snprintf(url, n, a->sa.ss_family == AF_INET6 ? "http://[%s]:%d/" : "http://%s:%d/", host, port);
  *out = s;
  return 0;
}

void serve_stop(serve *s) {
  if (!s) return;
  pthread_mutex_lock(&s->lock);
  s->stopping = 1; /* every event stream ends at once */
  pthread_cond_broadcast(&s->changed);
  pthread_mutex_unlock(&s->lock);
  if (s->d) mhd.stop_daemon(s->d); /* joins the connections' threads */
  pthread_cond_destroy(&s->changed);
  pthread_mutex_destroy(&s->lock);
  free(s->json);
  free(s);
}
