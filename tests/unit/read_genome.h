/*
 * read_genome.h — the unit tests' reader of flames: a document held in memory or a file, through
 * the parser as the commands call it (tests/data/palettes-mini.xml for flam3's palettes), each
 * read's warnings gathered in test_warnings, one a line (cleared by each read).
 */
#ifndef FLAMEBUILD_TEST_READ_GENOME_H
#define FLAMEBUILD_TEST_READ_GENOME_H

#include <stdio.h>
#include <string.h>

#include "../../genome/genome.h"

static char test_warnings[8192];

static inline void test_collect_warning(void *ctx, const char *msg) {
  (void)ctx;
  const size_t used = strlen(test_warnings);
  snprintf(test_warnings + used, sizeof test_warnings - used, "%s\n", msg);
}

/* 0 and l filled (the caller frees it), or -1 with the parser's message in err; name: the
 * document's, as the messages say it. */
static inline int test_read_xml(const char *xml, const char *name, genome_list *l, fb_error *err) {
  test_warnings[0] = 0;
  const genome_parse_options opt = {"tests/data/palettes-mini.xml", {test_collect_warning, NULL}};
  return genome_parse_memory(xml, strlen(xml), name, &opt, l, err);
}

static inline int test_read_file(const char *path, genome_list *l, fb_error *err) {
  test_warnings[0] = 0;
  const genome_parse_options opt = {"tests/data/palettes-mini.xml", {test_collect_warning, NULL}};
  return genome_parse_file(path, &opt, l, err);
}

#endif
