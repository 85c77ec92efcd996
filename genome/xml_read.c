/*
 * xml_read.c — libxml2 reading for genome/ (xml_read.h).
 */
#include "xml_read.h"

#include <limits.h>
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

xmlDoc *xml_read_quietly(const char *text, size_t len, const char *name, const fb_warn *warn, xml_read_error *first) {
  *first = (xml_read_error){0};
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
