/*
 * fuzz_genome.c — the genome parser, printer and interpolation on arbitrary bytes.
 *
 * Parse; print every flame and parse the prints again (they must parse, and print the same
 * bytes: the printer's contract is that its text round-trips exactly); then, when the
 * keyframe times are usable, interpolate at the keyframes, between them and past both ends,
 * and build a frame's temporal filter. Any crash, sanitizer report or broken round trip is a
 * finding. Library palettes come from the small test library (tests/data/palettes-mini.xml,
 * or $FLAMEBUILD_FUZZ_PALETTES), so a palette="N" costs a small file read, not flam3's 700.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../genome/genome.h"
#include "fuzz_input.h"

static const char *palettes(void) {
  const char *p = getenv("FLAMEBUILD_FUZZ_PALETTES");
  return p && p[0] ? p : "tests/data/palettes-mini.xml";
}

/* A finding: says what broke, with the start of both texts (a palette is 256 lines). */
static void broken(const char *what, const char *a, const char *b) {
  fprintf(stderr, "fuzz_genome: %s\n--- first\n%.3000s\n--- second\n%.3000s\n", what, a ? a : "", b ? b : "");
  abort();
}

/* The printed sequence, parsed again, prints the same bytes flame by flame. Printed as one
 * file, not flame by flame: parsing fixes a sequence up as a whole (smooth interpolation
 * at either end becomes linear, each rotation is unwound against the one before), so a
 * keyframe printed alone may rightly come back different. */
static void round_trip(const genome_list *list, const genome_parse_options *opt) {
  const int n = list->count;
  char **text = calloc((size_t)n, sizeof *text);
  size_t len = sizeof "<flames>\n</flames>\n";
  for (int i = 0; text && i < n; i++) {
    if (!(text[i] = genome_print(&list->flames[i]))) goto done; /* out of memory: not a finding */
    len += strlen(text[i]) + 1;
  }
  char *file = text ? malloc(len) : NULL;
  if (!file) goto done;
  size_t at = (size_t)sprintf(file, "<flames>\n");
  for (int i = 0; i < n; i++) at += (size_t)sprintf(file + at, "%s\n", text[i]);
  sprintf(file + at, "</flames>\n");
  genome_list again;
  fb_error err;
  if (genome_parse_memory(file, strlen(file), "<printed>", opt, &again, &err) < 0) broken(err.msg, file, "");
  if (again.count != n) broken("the printed sequence parses as another number of flames", file, "");
  for (int i = 0; i < n; i++) {
    char *text2 = genome_print(&again.flames[i]);
    if (text2 && strcmp(text[i], text2) != 0) broken("print does not round-trip", text[i], text2);
    free(text2);
  }
  genome_list_free(&again);
  free(file);
done:
  for (int i = 0; text && i < n; i++) free(text[i]);
  free(text);
}

static void interpolate_at(const genome_list *list, double t) {
  genome g;
  fb_error err;
  if (genome_interpolate(list->flames, list->count, t, &g, &err) < 0) return;
  /* A frame's motion blur from the interpolated genome, as animation.c builds it (capped:
   * the work per input must stay small, and the filter's size is not what is tested). */
  long n = (long)g.passes * g.temporal_samples;
  if (n > 64) n = 64;
  if (n >= 1) {
    double deltas[64], weights[64];
    genome_temporal_samples(&g, (int)n, deltas, weights);
  }
  genome_free(&g);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  genome_parse_options opt = {.palettes_path = palettes()};
  genome_list list;
  fb_error err;
  if (genome_parse_memory((const char *)data, size, "<fuzz>", &opt, &list, &err) < 0) {
    if (getenv("FUZZ_VERBOSE")) fprintf(stderr, "refused: %s\n", err.msg); /* to check a seed */
    return 0;
  }
  if (getenv("FUZZ_VERBOSE")) fprintf(stderr, "parsed %d flames\n", list.count);
  round_trip(&list, &opt);
  if (genome_animation_check(list.flames, list.count, &err) == 0) {
    const double first = list.flames[0].time, last = list.flames[list.count - 1].time;
    interpolate_at(&list, first - 0.5);
    for (int i = 0; i < list.count && i < 4; i++) {
      interpolate_at(&list, list.flames[i].time);
      if (i + 1 < list.count) interpolate_at(&list, 0.5 * (list.flames[i].time + list.flames[i + 1].time));
    }
    interpolate_at(&list, last);
    interpolate_at(&list, last + 0.5);
  }
  genome_list_free(&list);
  return 0;
}
