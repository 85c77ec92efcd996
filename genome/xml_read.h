/*
 * xml_read.h — libxml2 reading for genome/ (internal): a document parsed from memory with
 * libxml2's global error handlers set aside, so nothing is printed and the first error comes
 * back with its line (xml_read.c). Used by the genome parser and the palette library.
 */
#ifndef FLAMEBUILD_GENOME_XML_READ_H
#define FLAMEBUILD_GENOME_XML_READ_H

#include <stddef.h>

#include <libxml/tree.h>

#include "../util/error.h"

typedef struct xml_read_error {
  int line;                  /* of the first error; 0 when libxml2 gave none (an empty buffer) */
  char msg[300];             /* its message, without the trailing newline; "" for none */
} xml_read_error;

/* The most attributes one element may have (xml_read.c says why there is a limit). */
enum { XML_MAX_ATTRIBUTES = 8192 };

/* The document, or NULL with the first error in *first (an element with more than
 * XML_MAX_ATTRIBUTES attributes is one). XML warnings go to warn as
 * "NAME:LINE: XML warning: ..." when warn has a sink, else nowhere. No network access. */
xmlDoc *xml_read_quietly(const char *text, size_t len, const char *name, const fb_warn *warn, xml_read_error *first);
/* As xml_read_quietly without the one repair it makes: a document that does not parse as it is
 * is read again with the blanks in attribute names (JWildfire writes
 * glsl_acrilic_Density Pixels="2") made underscores, saying so through warn. */
xmlDoc *xml_read_strictly(const char *text, size_t len, const char *name, const fb_warn *warn, xml_read_error *first);

#endif
