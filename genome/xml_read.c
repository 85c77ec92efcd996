/*
 * xml_read.c — libxml2 reading for genome/ (xml_read.h).
 */
#include "xml_read.h"

#include <limits.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#include <libxml/parser.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlversion.h>

/* libxml2 2.12 made the structured error argument const. */
#if LIBXML_VERSION >= 21200
#define XML_ERROR_ARG const xmlError *
#else
#define XML_ERROR_ARG xmlErrorPtr
#endif

typedef struct read_ctx {
  const char *name;
  const fb_warn *warn;
  xml_read_error *first;
} read_ctx;

static void remember_xml_error(void *ctx, XML_ERROR_ARG e) {
  read_ctx *r = ctx;
  if (!e) return;
  char msg[sizeof r->first->msg];
  snprintf(msg, sizeof msg, "%s", e->message ? e->message : "malformed XML");
  size_t n = strlen(msg);
  while (n > 0 && (msg[n - 1] == '\n' || msg[n - 1] == ' ')) msg[--n] = 0;
  if (e->level == XML_ERR_WARNING) {
    if (r->warn && r->warn->fn) fb_warnf(r->warn, "%s:%d: XML warning: %s", r->name, e->line, msg);
  } else if (!r->first->msg[0]) {
    r->first->line = e->line;
    memcpy(r->first->msg, msg, sizeof msg);
  }
}

static void ignore_generic_error(void *ctx, const char *fmt, ...) {
  (void)ctx;
  (void)fmt;
}

/* libxml2 (2.9) checks a start tag's attributes for duplicates pair by pair and appends each
 * to the end of a list: an element's parse is quadratic in its attributes (100,000 on one
 * xform took 11 s; 8,192 take 0.07 s). JWildfire writes six curves of its gradient editor on a
 * flame or layer, two attributes a colour of its gradient (2,400 of them for a gradient of 400
 * colours, as its random generators make), so a tag with more than XML_MAX_ATTRIBUTES is
 * refused before libxml2 sees it, in one linear pass that
 * counts the '=' outside quoted values of each start tag (comments, CDATA, processing
 * instructions and declarations skipped). Returns the line of the first such tag, or 0. */
static int tag_with_too_many_attributes(const char *text, size_t len) {
  int line = 1;
  for (size_t i = 0; i < len; i++) {
    if (text[i] == '\n') line++;
    if (text[i] != '<' || i + 1 >= len) continue;
    const char *skip_to = NULL;
    if (len - i >= 4 && !memcmp(text + i, "<!--", 4)) skip_to = "-->";
    else if (len - i >= 9 && !memcmp(text + i, "<![CDATA[", 9)) skip_to = "]]>";
    else if (text[i + 1] == '?') skip_to = "?>";
    else if (text[i + 1] == '!' || text[i + 1] == '/') skip_to = ">";
    if (skip_to) {
      const size_t k = strlen(skip_to);
      for (i++; i < len && !(len - i >= k && !memcmp(text + i, skip_to, k)); i++)
        if (text[i] == '\n') line++;
      continue;
    }
    const int tag_line = line;
    long n = 0;
    char quote = 0;
    for (i++; i < len && (quote || text[i] != '>'); i++) {
      const char c = text[i];
      if (c == '\n') line++;
      if (quote) {
        if (c == quote) quote = 0;
      } else if (c == '"' || c == '\'') {
        quote = c;
      } else if (c == '=' && ++n > XML_MAX_ATTRIBUTES) {
        return tag_line;
      }
    }
  }
  return 0;
}

static int name_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-' ||
         c == '.' || c == ':' || (unsigned char)c >= 0x80;
}

/* Calls fn(out, tag_start, tag_end) for each start tag of out[0..len) (the span after '<' up to
 * its '>'), skipping comments, CDATA, processing instructions, declarations and end tags. */
static void for_each_start_tag(char *out, size_t len, void (*fn)(char *, size_t, size_t, int *), int *repaired) {
  for (size_t i = 0; i < len; i++) {
    if (out[i] != '<' || i + 1 >= len || !name_char(out[i + 1]) || out[i + 1] == '-' || out[i + 1] == '.') continue;
    size_t k = i + 1;
    while (k < len && name_char(out[k])) k++; /* the element's name */
    size_t end = k;
    char quote = 0;
    for (; end < len && (quote || out[end] != '>'); end++) {
      if (quote) {
        if (out[end] == quote) quote = 0;
      } else if (out[end] == '"' || out[end] == '\'') {
        quote = out[end];
      }
    }
    fn(out, k, end, repaired);
    i = end;
  }
}

static int blank(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

/* Pass 1: outside quoted values, a character no attribute name may hold — '#', '(', ')', '/'
 * not closing the tag … — becomes '_' (julian2#1#, taprats_Rosette(1/0), terrain3D_Size (N
 * PowersOf 2)). Each name touched counts once. */
static void underscore_odd_characters(char *out, size_t from, size_t to, int *repaired) {
  char quote = 0;
  int counted = 0; /* the name being read has been counted */
  for (size_t k = from; k < to; k++) {
    const char c = out[k];
    if (quote) {
      if (c == quote) quote = 0;
      continue;
    }
    if (c == '"' || c == '\'') quote = c, counted = 0;
    else if (c == '=') counted = 0;
    else if (blank(c) || name_char(c) || (c == '/' && k + 1 == to)) continue; /* <xform ... /> */
    else {
      out[k] = '_';
      if (!counted) (*repaired)++;
      counted = 1;
    }
  }
}

/* Pass 2: a word followed by another word rather than '=' is one name with blanks in it
 * (glsl_acrilic_Density Pixels): its blanks become '_'. */
static void join_blank_separated_words(char *out, size_t from, size_t to, int *repaired) {
  char quote = 0;
  for (size_t k = from; k < to; k++) {
    if (quote) {
      if (out[k] == quote) quote = 0;
      continue;
    }
    if (out[k] == '"' || out[k] == '\'') {
      quote = out[k];
      continue;
    }
    if (!name_char(out[k]) || name_char(out[k - 1])) continue;
    size_t end = k;
    int joined = 0;
    for (;;) {
      while (end < to && name_char(out[end])) end++; /* a word */
      size_t next = end;
      while (next < to && blank(out[next])) next++;
      if (next == end || next >= to || !name_char(out[next])) break;
      memset(out + end, '_', next - end); /* and the next word is part of the same name */
      joined = 1;
      end = next;
    }
    *repaired += joined;
    k = end - 1;
  }
}

/* JWildfire writes some variation parameters with characters XML does not allow in a name: a
 * space (glsl_acrilic_Density Pixels="2"), '#'s around a variation's second instance in an
 * xform (julian2#1#="0.8"), brackets and slashes (taprats_Rosette(1/0)="1"). A copy of text
 * with those characters made underscores in start tags, outside quoted values, or NULL when
 * there is nothing to repair (or no memory). *repaired counts the names touched. */
static char *join_spaced_names(const char *text, size_t len, int *repaired) {
  *repaired = 0;
  char *out = malloc(len + 1);
  if (!out) return NULL;
  memcpy(out, text, len);
  out[len] = 0;
  for_each_start_tag(out, len, underscore_odd_characters, repaired);
  for_each_start_tag(out, len, join_blank_separated_words, repaired);
  if (*repaired == 0) {
    free(out);
    return NULL;
  }
  return out;
}

xmlDoc *xml_read_quietly(const char *text, size_t len, const char *name, const fb_warn *warn, xml_read_error *first) {
  xmlDoc *doc = xml_read_strictly(text, len, name, warn, first);
  if (doc) return doc;
  int repaired;
  char *fixed = join_spaced_names(text, len, &repaired);
  if (!fixed) return NULL;
  xml_read_error again;
  doc = xml_read_strictly(fixed, len, name, warn, &again);
  free(fixed);
  if (doc && warn && warn->fn)
    fb_warnf(warn, "%s: %d attribute name%s with a space, '#' or bracket (as JWildfire writes some) read with an underscore for it", name,
             repaired, repaired > 1 ? "s" : "");
  return doc;
}

xmlDoc *xml_read_strictly(const char *text, size_t len, const char *name, const fb_warn *warn, xml_read_error *first) {
  *first = (xml_read_error){0};
  const int crowded = tag_with_too_many_attributes(text, len);
  if (crowded) {
    first->line = crowded;
    snprintf(first->msg, sizeof first->msg,
             "an element with more than %d attributes (no editor writes that many; refused rather than parsed slowly)",
             XML_MAX_ATTRIBUTES);
    return NULL;
  }
  read_ctx r = {name, warn, first};
  xmlInitParser();
  xmlStructuredErrorFunc old_serror = xmlStructuredError;
  void *old_sctx = xmlStructuredErrorContext;
  xmlGenericErrorFunc old_gerror = xmlGenericError;
  void *old_gctx = xmlGenericErrorContext;
  xmlSetStructuredErrorFunc(&r, remember_xml_error);
  xmlSetGenericErrorFunc(NULL, ignore_generic_error);
  xmlDoc *doc = NULL;
  if (len <= (size_t)INT_MAX) doc = xmlReadMemory(text, (int)len, name, NULL, XML_PARSE_NONET | XML_PARSE_BIG_LINES);
  xmlSetStructuredErrorFunc(old_sctx, old_serror);
  xmlSetGenericErrorFunc(old_gctx, old_gerror);
  return doc;
}
