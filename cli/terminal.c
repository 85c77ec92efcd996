/*
 * terminal.c — what flamebuild prints cannot drive the terminal (cli.h: cli_terminal_guard).
 *
 * Names come from outside: a genome file called "$(printf '\033]0;pwned\007')x.flame" would
 * set the terminal's title through `status`, and a log read later in a pager would replay it.
 * Rather than escape each of the hundreds of places that print a name, the process's stdout
 * and stderr are swapped at start for streams that pass text through and write every control
 * character as "\xNN" — C0 but tab and newline, DEL, and C1 (as UTF-8, U+0080-U+009F, or as a
 * lone byte 0x80-0x9F, which 8-bit terminals take for CSI) — so the same text reaches the
 * terminal, a pipe or a log. JSON output escapes its strings already (\u001b), so it passes
 * unchanged. The one place that draws with escape sequences, the live status area and the
 * progress bar, writes them through cli_terminal_raw(); the lines it draws go through the
 * guarded stream like everything else.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"

typedef struct guard {
  int fd;
  unsigned char lead;        /* a UTF-8 lead byte C2 held back until its next byte is seen */
  int follow;                /* continuation bytes still expected of the current UTF-8 character */
} guard;

static guard out_guard = {STDOUT_FILENO, 0, 0}, err_guard = {STDERR_FILENO, 0, 0};
static FILE *raw_err;

static int write_all(int fd, const char *p, size_t n) {
  while (n > 0) {
    ssize_t w = write(fd, p, n);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) return -1;
    p += w;
    n -= (size_t)w;
  }
  return 0;
}

static size_t put_escaped(char *o, unsigned char c) {
  static const char hex[] = "0123456789abcdef";
  o[0] = '\\', o[1] = 'x', o[2] = hex[c >> 4], o[3] = hex[c & 15];
  return 4;
}

/* Escapes one chunk into out (room for 8 bytes a byte in); returns the bytes written. */
static size_t escape(guard *g, const unsigned char *in, size_t n, char *out) {
  size_t o = 0;
  for (size_t i = 0; i < n; i++) {
    const unsigned char c = in[i];
    if (g->lead) { /* C2 then 80-9F is a C1 control; C2 then anything else is text */
      const unsigned char lead = g->lead;
      g->lead = 0;
      if (c >= 0x80 && c <= 0x9f) {
        o += put_escaped(out + o, lead);
        o += put_escaped(out + o, c);
        continue;
      }
      out[o++] = (char)lead;
      if (c >= 0x80 && c <= 0xbf) {
        out[o++] = (char)c;
        continue;
      }
    }
    if (c == 0xc2) {
      g->lead = c;
      g->follow = 0;
      continue;
    }
    if (c >= 0x80 && c <= 0xbf) {
      if (g->follow > 0) {
        g->follow--;
        out[o++] = (char)c;
      } else if (c <= 0x9f) {
        o += put_escaped(out + o, c); /* a lone C1 byte */
      } else {
        out[o++] = (char)c;
      }
      continue;
    }
    g->follow = c >= 0xf0 ? 3 : c >= 0xe0 ? 2 : c >= 0xc0 ? 1 : 0;
    if ((c < 0x20 && c != '\n' && c != '\t') || c == 0x7f) o += put_escaped(out + o, c);
    else out[o++] = (char)c;
  }
  return o;
}

static ssize_t guard_write(void *cookie, const char *buf, size_t n) {
  guard *g = cookie;
  char out[4096 * 8 + 8];
  for (size_t done = 0; done < n;) {
    const size_t take = n - done < 4096 ? n - done : 4096;
    const size_t o = escape(g, (const unsigned char *)buf + done, take, out);
    if (write_all(g->fd, out, o) < 0) return done ? (ssize_t)done : -1;
    done += take;
  }
  /* A C2 held back at the end of a write is text unless the next write says otherwise; an
   * unbuffered stderr writes a message in pieces, so it waits for the next one. */
  return (ssize_t)n;
}

static int guard_close(void *cookie) {
  guard *g = cookie;
  if (g->lead) {
    const char c = (char)g->lead;
    g->lead = 0;
    (void)write_all(g->fd, &c, 1);
  }
  return 0;
}

void cli_terminal_guard(void) {
  static const cookie_io_functions_t io = {.write = guard_write, .close = guard_close};
  fflush(stdout);
  fflush(stderr);
  const int raw_fd = dup(STDERR_FILENO);
  raw_err = raw_fd >= 0 ? fdopen(raw_fd, "w") : NULL;
  if (raw_err) setvbuf(raw_err, NULL, _IONBF, 0);
  FILE *out = fopencookie(&out_guard, "w", io);
  FILE *err = fopencookie(&err_guard, "w", io);
  if (!out || !err || !raw_err) { /* keep the plain streams rather than print nothing */
    if (out) fclose(out);
    if (err) fclose(err);
    if (raw_err) fclose(raw_err);
    raw_err = NULL;
    return;
  }
  setvbuf(err, NULL, _IONBF, 0);
  if (isatty(STDOUT_FILENO)) setvbuf(out, NULL, _IOLBF, 0);
  stdout = out;
  stderr = err;
}

FILE *cli_terminal_raw(void) { return raw_err ? raw_err : stderr; }
