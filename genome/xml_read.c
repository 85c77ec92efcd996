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
 * xform took 11 s). No editor writes more than a few hundred on one element, so a tag with
 * more than XML_MAX_ATTRIBUTES is refused before libxml2 sees it, in one linear pass that
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

/* JWildfire writes some variation parameters with a space in their name
 * (glsl_acrilic_Density Pixels="2"), and a variation's second instance in an xform with '#'s
 * (julian2#1#="0.8"), neither of which is XML. A copy of text with each such name's blanks and
 * '#'s made underscores — in a start tag, outside quoted values: a word after the element's
 * name followed by another word rather than '=', a '#' inside a word — or NULL when there is
 * none (or no memory). *repaired counts the names. */
static char *join_spaced_names(const char *text, size_t len, int *repaired) {
  char *out = NULL;
  *repaired = 0;
  for (size_t i = 0; i < len; i++) {
    if (text[i] != '<' || i + 1 >= len || !name_char(text[i + 1]) || text[i + 1] == '-' || text[i + 1] == '.') continue;
    size_t k = i + 1;
    while (k < len && name_char(text[k])) k++; /* the element's name */
    char quote = 0;
    for (; k < len && (quote || text[k] != '>'); k++) {
      if (quote) {
        if (text[k] == quote) quote = 0;
        continue;
      }
      if (text[k] == '"' || text[k] == '\'') {
        quote = text[k];
        continue;
      }
      if (text[k] == '#' && name_char(text[k - 1])) { /* julian2#1#: a variation's second instance */
        if (!out && !(out = malloc(len + 1))) return NULL;
        if (*repaired == 0) memcpy(out, text, len), out[len] = 0;
        for (; k < len && (text[k] == '#' || name_char(text[k])); k++)
          if (text[k] == '#') out[k] = '_';
        (*repaired)++;
        k--;
        continue;
      }
      if (!name_char(text[k]) || (k > 0 && name_char(text[k - 1]))) continue;
      size_t end = k;
      while (end < len && name_char(text[end])) end++; /* a word */
      size_t next = end;
      while (next < len && (text[next] == ' ' || text[next] == '\t')) next++;
      if (next == end || next >= len || !name_char(text[next])) continue;
      if (!out && !(out = malloc(len + 1))) return NULL;
      if (*repaired == 0) memcpy(out, text, len), out[len] = 0;
      for (size_t b = end; b < next; b++) out[b] = '_';
      (*repaired)++;
      k = next - 1;
    }
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
    fb_warnf(warn, "%s: %d attribute name%s with a space or '#' (as JWildfire writes some) read with an underscore for it", name,
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
