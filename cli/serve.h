/*
 * serve.h — `flamebuild watch --serve [ADDR:]PORT`: a live page of the project while it is
 * watched, served by libmicrohttpd.
 *
 *   GET /            the page (cli/page/index.html, embedded by cli/page/embed.sh): a contact
 *                    sheet per sequence, frames coloured by state, the latest finished frame
 *                    large, the video, timings, errors
 *   GET /review.js   its review panel (cli/page/review.js): play, compare with the frame
 *                    before the last edit or with another profile's, flip or wipe
 *   GET /state.json  the watcher's view now (watch_view as JSON), and how many event streams
 *                    are open
 *   GET /events      the same view as server-sent events (text/event-stream): one `state`
 *                    event at once and one each time the view changes; a comment every 15 s
 *   GET /out/PATH    a file of the project's out/ directory, every profile's outputs (serve_files.c:
 *                    nothing outside it, no link followed, no hidden file)
 *   GET /before/PATH a before-image: a frame as it was before the last edit of its sequence
 *                    (.flamebuild/before, watch_before.c), by the same rules
 * Anything else is 404; a method other than GET or HEAD is 405. Nothing writes.
 *
 * Threads: libmicrohttpd runs a thread per connection. The watcher's loop thread hands each
 * new view to serve_publish, which turns it into JSON outside any lock and swaps it in under
 * the server's lock; an event stream takes a copy of the text under that lock and writes it
 * without it. So the loop never waits for a client (only for a swap), a slow or vanished
 * client holds only its own thread, and SIGPIPE never reaches the process (libmicrohttpd's
 * threads block it; serve_start blocks it in the threads it starts, whatever the library).
 */
#ifndef FLAMEBUILD_SERVE_H
#define FLAMEBUILD_SERVE_H

#include <sys/socket.h>
#include <sys/stat.h>

#include "../watch/watch.h"
#include "../util/error.h"

typedef struct serve_addr {
  struct sockaddr_storage sa;
  socklen_t len;
  int loopback;              /* 127.0.0.0/8 or ::1 */
  char text[80];             /* "127.0.0.1:8080", "[::1]:8080" as given (port 0: any free one) */
} serve_addr;

/* Parses "[ADDR:]PORT": PORT 0..65535 (0: a free port, shown once listening), ADDR an IPv4
 * address, [IPv6] in brackets, or localhost; no ADDR is 127.0.0.1. */
int serve_parse_addr(const char *spec, serve_addr *out, fb_error *err);

typedef struct serve serve;

/* Listens on a and serves out_dir's and before_dir's files and the page, until serve_stop. url gets the
 * page's address ("http://127.0.0.1:40123/"). public: a non-loopback address was allowed
 * (--serve-public); otherwise a request must name a loopback host (Host header), so that a
 * web page elsewhere cannot reach the server through a name that resolves to 127.0.0.1. */
int serve_start(const serve_addr *a, int public, const char *out_dir, const char *before_dir, serve **out,
                char *url, size_t n, fb_error *err);
/* The watcher's view changed (watch_display.view; on the loop thread). */
void serve_publish(serve *s, const watch_view *v);
/* Ends every event stream and stops the server (joins its threads). */
void serve_stop(serve *s);

/* serve_files.c: opens PATH (the URL's path after /out/, percent-decoded) beneath dir for
 * reading: no empty, "." or ".." component, no hidden one, no symbolic link on the way and a
 * regular file at the end. Returns the descriptor (st filled), or -1. */
int serve_open_beneath(const char *dir, const char *path, struct stat *st);
/* The Content-Type of a file name. */
const char *serve_content_type(const char *name);

/* The page's files (cli/page/, embedded at build time by cli/page/embed.sh): GET / is
 * index.html. */
typedef struct serve_asset {
  const char *name;          /* "index.html" */
  const char *type;          /* its Content-Type */
  const char *text;          /* NUL-terminated */
  size_t size;
} serve_asset;
extern const serve_asset serve_assets[];
extern const int serve_asset_count;

#endif
