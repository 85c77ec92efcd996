/* Unit tests of the frame keys (render/keys.c over render/animation.c): which frames an edit
 * dirties, that tone-map edits leave the iteration key alone, and that reformatting a file
 * changes nothing. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "genome/genome.h"
#include "genome/genome_fields.h"
#include "render/render.h"
#include "render/animation.h"
#include "render/keys.h"
#include "render/prepare.h"

#define MAX_FRAMES 64

typedef struct frame_keyset {
  int count;
  char iter[MAX_FRAMES][65];
  char finish[MAX_FRAMES][65];
  double lo[MAX_FRAMES], hi[MAX_FRAMES]; /* first and last sub-frame time */
} frame_keyset;

static char *read_file(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *buf = malloc((size_t)n + 1);
  if (fread(buf, 1, (size_t)n, f) != (size_t)n) n = 0;
  buf[n] = 0;
  fclose(f);
  return buf;
}

/* Replaces the first occurrence of `from` after `after` (or from the start) with `to`. */
static char *replace(const char *text, const char *after, const char *from, const char *to) {
  const char *start = after ? strstr(text, after) : text;
  const char *at = start ? strstr(start, from) : NULL;
  if (!at) return NULL;
  size_t n = strlen(text) - strlen(from) + strlen(to);
  char *out = malloc(n + 1);
  size_t pre = (size_t)(at - text);
  memcpy(out, text, pre);
  strcpy(out + pre, to);
  strcat(out, at + strlen(from));
  return out;
}

static int keys_of(const char *xml, frame_keyset *ks) {
  genome_list list;
  fb_error err;
  genome_parse_options opt = {0};
  if (genome_parse_memory(xml, strlen(xml), "test", &opt, &list, &err) < 0) {
    fprintf(stderr, "parse: %s\n", err.msg);
    return -1;
  }
  anim_range range;
  anim_default_range(list.flames, list.count, &range);
  ks->count = anim_frame_count(&range);
  finish_options fo = {.bpc = 8};
  int rc = 0;
  for (int k = 0; k < ks->count && k < MAX_FRAMES && rc == 0; k++) {
    double t = anim_frame_time(&range, k);
    anim_frame f;
    if (anim_frame_build(list.flames, list.count, t, &f, &err) < 0) {
      fprintf(stderr, "frame %d: %s\n", k, err.msg);
      rc = -1;
      break;
    }
    rc = frame_keys(&f.frame, anim_frame_seed(1, t), &fo, ks->iter[k], ks->finish[k], &err);
    ks->lo[k] = f.cps[0].time;
    ks->hi[k] = f.cps[f.nsub - 1].time;
    anim_frame_free(&f);
  }
  genome_list_free(&list);
  return rc;
}

/* Editing the last keyframe (time 36) dirties exactly the frames with a sub-frame after 24. */
static void test_edit_last_keyframe_dirties_its_segment(void) {
  char *text = read_file("tests/data/animations/smooth01.flam3");
  CHECK(text != NULL);
  if (!text) return;
  char *linear = replace(text, "<flame interpolation=\"smooth\"", "interpolation=\"smooth\" ", "");
  CHECK(linear != NULL);
  char *edited = replace(linear, "time=\"36\"", "rotate=\"40\"", "rotate=\"55\"");
  CHECK(edited != NULL);
  frame_keyset *a = calloc(1, sizeof *a), *b = calloc(1, sizeof *b);
  CHECK(keys_of(linear, a) == 0 && keys_of(edited, b) == 0);
  CHECK(a->count == 36 && b->count == 36);
  int changed = 0;
  for (int k = 0; k < a->count; k++) {
    int expect = a->hi[k] > 24.0;
    int iter_changed = strcmp(a->iter[k], b->iter[k]) != 0;
    int finish_changed = strcmp(a->finish[k], b->finish[k]) != 0;
    if (iter_changed != expect || finish_changed != expect)
      fprintf(stderr, "frame %d (sub-frames %g..%g): iter %s, expected %s\n", k, a->lo[k], a->hi[k],
              iter_changed ? "changed" : "same", expect ? "changed" : "same");
    CHECK(iter_changed == expect);
    CHECK(finish_changed == expect);
    changed += iter_changed;
  }
  CHECK(changed == 12); /* frames 24..35 */
  free(a);
  free(b);
  free(edited);
  free(linear);
  free(text);
}

/* With interpolation="smooth" on the keyframe at 12, segment 12..24 reads all four keyframes,
 * so editing the keyframe at 36 also dirties the frames after 12 (Catmull-Rom neighbours). */
static void test_edit_reaches_catmull_rom_neighbours(void) {
  char *text = read_file("tests/data/animations/smooth01.flam3");
  CHECK(text != NULL);
  if (!text) return;
  char *edited = replace(text, "time=\"36\"", "rotate=\"40\"", "rotate=\"55\"");
  frame_keyset *a = calloc(1, sizeof *a), *b = calloc(1, sizeof *b);
  CHECK(keys_of(text, a) == 0 && keys_of(edited, b) == 0);
  int changed = 0;
  for (int k = 0; k < a->count; k++) {
    int expect = a->hi[k] > 12.0;
    int iter_changed = strcmp(a->iter[k], b->iter[k]) != 0;
    if (iter_changed != expect)
      fprintf(stderr, "smooth: frame %d (sub-frames %g..%g): iter %s\n", k, a->lo[k], a->hi[k],
              iter_changed ? "changed" : "same");
    CHECK(iter_changed == expect);
    changed += iter_changed;
  }
  CHECK(changed == 24); /* frames 12..35 */
  free(a);
  free(b);
  free(edited);
  free(text);
}

/* Tone-map edits: every finish_key changes, no iter_key does. */
static void test_tonemap_edit_keeps_iter_keys(void) {
  char *text = read_file("tests/data/animations/anim01.flam3");
  CHECK(text != NULL);
  if (!text) return;
  const char *edits[][2] = {{"gamma=\"4\"", "gamma=\"3.2\""},
                            {"brightness=\"4\"", "brightness=\"5\""},
                            {"vibrancy=\"1\"", "vibrancy=\"0.6\""},
                            /* JWildfire's background gradient (render/backdrop.h) */
                            {"brightness=\"4\"", "brightness=\"4.0\" background_type=\"GRADIENT_2X2\" background_ul=\"1 0 0\""}};
  frame_keyset *a = calloc(1, sizeof *a), *b = calloc(1, sizeof *b);
  CHECK(keys_of(text, a) == 0);
  for (size_t e = 0; e < sizeof edits / sizeof edits[0]; e++) {
    /* the same edit in all three keyframes */
    char *edited = strdup(text);
    for (int i = 0; i < 3; i++) {
      char *next = replace(edited, NULL, edits[e][0], edits[e][1]);
      CHECK(next != NULL);
      if (!next) break;
      free(edited);
      edited = next;
    }
    CHECK(keys_of(edited, b) == 0);
    CHECK(b->count == a->count && a->count == 24);
    for (int k = 0; k < a->count; k++) {
      CHECK(strcmp(a->iter[k], b->iter[k]) == 0);
      CHECK(strcmp(a->finish[k], b->finish[k]) != 0);
    }
    free(edited);
  }
  free(a);
  free(b);
  free(text);
}

/* Whitespace, attribute order and number spelling change no key. */
static void test_reformatting_changes_nothing(void) {
  char *text = read_file("tests/data/animations/anim01.flam3");
  CHECK(text != NULL);
  if (!text) return;
  char *r1 = replace(text, NULL, "<xform weight=\"0.25\" color=\"0\"", "<xform\n\t color=\"0.0\"   weight=\"2.5e-1\"");
  CHECK(r1 != NULL);
  char *r2 = r1 ? replace(r1, NULL, "brightness=\"4\"", "brightness=\"4.000\"") : NULL;
  CHECK(r2 != NULL);
  char *r3 = r2 ? replace(r2, NULL, "<flame ", "\n\n   <flame   ") : NULL;
  CHECK(r3 != NULL);
  frame_keyset *a = calloc(1, sizeof *a), *b = calloc(1, sizeof *b);
  CHECK(keys_of(text, a) == 0 && r3 && keys_of(r3, b) == 0);
  for (int k = 0; k < a->count; k++) {
    CHECK(strcmp(a->iter[k], b->iter[k]) == 0);
    CHECK(strcmp(a->finish[k], b->finish[k]) == 0);
  }
  free(a);
  free(b);
  free(r1);
  free(r2);
  free(r3);
  free(text);
}

/* The bytes behind the keys: seed, sizes and format version are in the iteration bytes, the
 * output format in the finish bytes. */
static void test_key_bytes_cover_render_settings(void) {
  genome_list list;
  fb_error err;
  genome_parse_options opt = {0};
  CHECK(genome_parse_file("tests/data/animations/anim02.flam3", &opt, &list, &err) == 0);
  anim_frame f;
  CHECK(anim_frame_build(list.flames, list.count, 5, &f, &err) == 0);
  char *b1 = frame_iter_bytes(&f.frame, 1), *b2 = frame_iter_bytes(&f.frame, 2);
  CHECK(b1 && b2 && strcmp(b1, b2) != 0);
  char head[64];
  snprintf(head, sizeof head, "flamebuild iter %d\n", RENDER_ITER_FORMAT);   /* the buffer format's version */
  CHECK(strstr(b1, head) == b1);
  CHECK(strstr(b1, "subframes 8\n") != NULL);
  char i1[65], f1[65], i2[65], f2[65];
  finish_options o8 = {.bpc = 8}, o16 = {.bpc = 16};
  CHECK(frame_keys(&f.frame, 1, &o8, i1, f1, &err) == 0);
  CHECK(frame_keys(&f.frame, 1, &o16, i2, f2, &err) == 0);
  CHECK(strcmp(i1, i2) == 0 && strcmp(f1, f2) != 0);
  /* quality is part of the iteration as the samples it draws: the key's last 16 digits, after
   * the FRAME_ITER_PREFIX shared by every quality of the frame */
  for (int i = 0; i < f.nsub; i++) f.cps[i].quality *= 2;
  CHECK(frame_keys(&f.frame, 1, &o8, i2, f2, &err) == 0);
  CHECK(strcmp(i1, i2) != 0 && strncmp(i1, i2, FRAME_ITER_PREFIX) == 0);
  render_sampling s1;
  CHECK(render_sampling_of(&f.frame, &s1, &err) == 0);
  CHECK(frame_iter_key_samples(i2) == render_sampling_per_sub(&s1) && render_sampling_per_sub(&s1) > 0);
  char joined[65];
  frame_iter_key_join(i1, render_sampling_per_sub(&s1), joined);
  CHECK(strcmp(joined, i2) == 0);
  free(b1);
  free(b2);
  anim_frame_free(&f);
  genome_list_free(&list);
}

/* A frame of more sub-frames than a frame may have is refused with the numbers, and what its
 * interpolation held goes (ASan's leak check); one of the most it may have builds. */
static void test_subframe_limit(void) {
  genome_list list;
  fb_error err;
  genome_parse_options opt = {0};
  CHECK(genome_parse_file("tests/data/animations/anim02.flam3", &opt, &list, &err) == 0);
  for (int i = 0; i < list.count; i++) list.flames[i].temporal_samples = ANIM_MAX_SUBFRAMES + 1;
  anim_frame f;
  CHECK(anim_frame_build(list.flames, list.count, 5, &f, &err) == -1);
  CHECK(strstr(err.msg, "must be between 1 and") != NULL);
  for (int i = 0; i < list.count; i++) list.flames[i].temporal_samples = 3;
  CHECK(anim_frame_build(list.flames, list.count, 5, &f, &err) == 0 && f.frame.nsub == 3);
  anim_frame_free(&f);
  genome_list_free(&list);
}

/* A two-xform flame the field walks and the canonicalisation test change one value of. */
static const char two_xforms_xml[] =
    "<flame name=\"f\" size=\"64 48\" center=\"0 0\" scale=\"20\" quality=\"5\">"
    "<xform weight=\"0.5\" color=\"0\" spherical=\"1\" coefs=\"0.5 0 0 0.5 0.1 0\"/>"
    "<xform weight=\"0.5\" color=\"1\" linear=\"1\" coefs=\"0.5 0 0 0.5 -0.3 0.2\"/>"
    "<color index=\"0\" rgb=\"255 0 0\"/><color index=\"255\" rgb=\"0 0 255\"/></flame>";

/* `xml` parsed into *base: 0 when it holds one flame (else a failed check, and base freed). */
static int parse_one(const char *xml, genome_list *base) {
  fb_error err;
  genome_parse_options opt = {0};
  const int parsed = genome_parse_memory(xml, strlen(xml), "t", &opt, base, &err) == 0;
  CHECK(parsed && base->count == 1);
  if (parsed && base->count != 1) genome_list_free(base);
  return parsed && base->count == 1 ? 0 : -1;
}

/* Every field of genome_fields.h: printed and parsed back unchanged, and changing it changes
 * exactly the key the table names (ITER: iter_key, and with it finish_key; FINISH: finish_key,
 * iter_key only when the histogram's gutter moved; NONE: neither). A field added to the table
 * and forgotten by the printer, the parser or the keys fails here. */
static void test_every_field_in_its_key(void) {
  genome_list base;
  fb_error err;
  genome_parse_options opt = {0};
  if (parse_one(two_xforms_xml, &base) < 0) return;
  const finish_options fo = {.bpc = 8};
  int fields = 0;
#define DOUBLE_T double
#define INT_T int
#define WALK(member, kind, def, changed, interp, key, xml, names)                                                         \
  do {                                                                                                          \
    fields++;                                                                                                   \
    genome g;                                                                                                   \
    CHECK(genome_copy(&g, &base.flames[0]) == 0);                                                               \
    render_subframe sub = {.cp = &g, .weight = 1.0};                                                            \
    render_frame frame = {.sub = &sub, .nsub = 1};                                                              \
    char i0[65], f0[65], i1[65], f1[65];                                                                        \
    render_geometry geo0, geo1;                                                                                 \
    CHECK(render_geometry_of(&frame, &geo0, &err) == 0 && frame_keys(&frame, 1, &fo, i0, f0, &err) == 0);       \
    g.member = (kind##_T)(changed);                                                                             \
    CHECK(render_geometry_of(&frame, &geo1, &err) == 0 && frame_keys(&frame, 1, &fo, i1, f1, &err) == 0);       \
    const int iter_moved = strcmp(i0, i1) != 0, finish_moved = strcmp(f0, f1) != 0;                            \
    const int gutter_moved = geo0.gutter != geo1.gutter;                                                        \
    const char *want = #key;                                                                                    \
    const int prefix_moved = strncmp(i0, i1, FRAME_ITER_PREFIX) != 0;                                           \
    int ok = !strcmp(want, "ITER") || !strcmp(want, "ITER3D") || !strcmp(want, "ITERJWF") || !strcmp(want, "ITERSYM") ? iter_moved && finish_moved        \
             : !strcmp(want, "FINISH") || !strcmp(want, "TONE") ? finish_moved && (!iter_moved || gutter_moved) \
             : !strcmp(want, "SAMPLES") ? finish_moved && iter_moved && !prefix_moved                           \
                                        : !iter_moved && !finish_moved;                                         \
    if (!ok) fprintf(stderr, "field %s (key %s): iter %s, finish %s\n", #member, want,                          \
                     iter_moved ? "changed" : "same", finish_moved ? "changed" : "same");                       \
    CHECK(ok);                                                                                                  \
    /* Printed and parsed back: the value survives. */                                                          \
    char *text = genome_print(&g);                                                                              \
    genome_list back;                                                                                           \
    CHECK(text && genome_parse_memory(text, strlen(text), "printed", &opt, &back, &err) == 0);                  \
    if (text && back.count == 1) {                                                                              \
      /* SET fields are the parser's to fix up (one flame's interpolation is linear); NO ones are       \
       * consumed by it. */                                                                                     \
      const int same = back.flames[0].member == g.member, exempt = !strcmp(#interp, "SET") || !strcmp(#xml, "CONSUMED"); \
      if (!same && !exempt) fprintf(stderr, "field %s does not round-trip print/parse\n", #member);            \
      CHECK(same || exempt);                                                                                    \
      genome_list_free(&back);                                                                                  \
    }                                                                                                           \
    free(text);                                                                                                 \
    genome_free(&g);                                                                                            \
  } while (0);
  GENOME_FLAME_FIELDS(WALK)
#undef WALK
#undef DOUBLE_T
#undef INT_T
  CHECK(fields == 76);
  genome_list_free(&base);
}

/* -0 keys as 0 and every NaN as one NaN, whether the run of values they are in is fed as it
 * lies in memory (nothing to canonicalise) or value by value: one frame keyed with a 0 and
 * with a -0 in its coefficients, in its palette and in a flame field gives one key, so the
 * two ways feed the same bytes. */
static void test_negative_zero_and_nan(void) {
  genome_list base;
  fb_error err;
  if (parse_one(two_xforms_xml, &base) < 0) return;
  const finish_options fo = {.bpc = 8};
  char i0[65], f0[65];
  render_subframe sub0 = {.cp = &base.flames[0], .weight = 1.0};
  render_frame frame0 = {.sub = &sub0, .nsub = 1};
  CHECK(frame_keys(&frame0, 1, &fo, i0, f0, &err) == 0);
  CHECK(base.flames[0].xforms[0].coefs[0][1] == 0.0 && base.flames[0].palette[0][1] == 0.0);
  for (int where = 0; where < 3; where++) {
    genome g;
    CHECK(genome_copy(&g, &base.flames[0]) == 0);
    if (where == 0) g.xforms[0].coefs[0][1] = -0.0;
    if (where == 1) g.palette[0][1] = -0.0;
    if (where == 2) g.center[0] = -0.0;
    render_subframe sub = {.cp = &g, .weight = 1.0};
    render_frame frame = {.sub = &sub, .nsub = 1};
    char i1[65], f1[65];
    CHECK(frame_keys(&frame, 1, &fo, i1, f1, &err) == 0);
    CHECK(strcmp(i0, i1) == 0 && strcmp(f0, f1) == 0);
    genome_free(&g);
  }
  /* Two NaNs of different bits: one key (value by value both times), not the finite one's. */
  char keys[2][65], finish[2][65];
  for (int k = 0; k < 2; k++) {
    genome g;
    CHECK(genome_copy(&g, &base.flames[0]) == 0);
    uint64_t bits = 0x7ff8000000000001ull + (uint64_t)k * 0x8000000000000000ull;
    memcpy(&g.xforms[1].coefs[2][0], &bits, sizeof bits);
    render_subframe sub = {.cp = &g, .weight = 1.0};
    render_frame frame = {.sub = &sub, .nsub = 1};
    CHECK(frame_keys(&frame, 1, &fo, keys[k], finish[k], &err) == 0);
    genome_free(&g);
  }
  CHECK(strcmp(keys[0], keys[1]) == 0 && strcmp(keys[0], i0) != 0);
  genome_list_free(&base);
}

/* The same walk over an xform's own attributes (GENOME_XFORM_FIELDS): each, changed on the
 * first xform and on the final one, moves exactly the keys its key column names (a NOTFINAL
 * one none on the final xform) and survives print → parse (a NOTFINAL one is not printed for
 * the final xform: it reads back as its default). */
static void test_every_xform_field_in_its_key(void) {
  static const char xml[] =
      "<flame name=\"f\" size=\"64 48\" center=\"0 0\" scale=\"20\" quality=\"5\">"
      "<xform weight=\"0.5\" color=\"0\" spherical=\"1\" coefs=\"0.5 0 0 0.5 0.1 0\"/>"
      "<xform weight=\"0.5\" color=\"1\" linear=\"1\" coefs=\"0.5 0 0 0.5 -0.3 0.2\"/>"
      "<finalxform color=\"0.5\" linear=\"1\" coefs=\"0.9 0 0 0.9 0 0\"/>"
      "<color index=\"0\" rgb=\"255 0 0\"/><color index=\"255\" rgb=\"0 0 255\"/></flame>";
  genome_list base;
  fb_error err;
  genome_parse_options opt = {0};
  if (parse_one(xml, &base) < 0) return;
  CHECK(base.flames[0].num_finals == 1);
  const finish_options fo = {.bpc = 8};
  int fields = 0;
#define WALK_XFORM(member, def, changed, interp, key, print, xml)                                                 \
  do {                                                                                                          \
    fields++;                                                                                                   \
    for (int final = 0; final < 2; final++) {                                                                   \
      genome g;                                                                                                 \
      CHECK(genome_copy(&g, &base.flames[0]) == 0);                                                             \
      render_subframe sub = {.cp = &g, .weight = 1.0};                                                          \
      render_frame frame = {.sub = &sub, .nsub = 1};                                                            \
      char i0[65], f0[65], i1[65], f1[65];                                                                      \
      CHECK(frame_keys(&frame, 1, &fo, i0, f0, &err) == 0);                                                     \
      genome_xform *x = final ? GENOME_FINAL(&g, 0) : &g.xforms[0];                                             \
      CHECK(x->member != (changed)); /* a change */                                                             \
      x->member = (changed);                                                                                    \
      CHECK(frame_keys(&frame, 1, &fo, i1, f1, &err) == 0);                                                     \
      const int iter_moved = strcmp(i0, i1) != 0, finish_moved = strcmp(f0, f1) != 0;                          \
      const int keyed = strcmp(#key, "NONE") && !(final && !strcmp(#key, "NOTFINAL"));                          \
      const int ok = keyed ? iter_moved && finish_moved : !iter_moved && !finish_moved;                         \
      if (!ok) fprintf(stderr, "xform field %s (key %s, %s xform): iter %s, finish %s\n", #member, #key,        \
                       final ? "final" : "first", iter_moved ? "changed" : "same", finish_moved ? "changed" : "same"); \
      CHECK(ok);                                                                                                \
      char *text = genome_print(&g);                                                                            \
      genome_list back;                                                                                         \
      CHECK(text && genome_parse_memory(text, strlen(text), "printed", &opt, &back, &err) == 0);                \
      if (text && back.count == 1) {                                                                            \
        const genome_xform *y = final ? GENOME_FINAL(&back.flames[0], 0) : &back.flames[0].xforms[0];           \
        const int printed = !(final && !strcmp(#print, "NOTFINAL"));                                            \
        const double want = printed ? (changed) : (def);                                                        \
        if (y->member != want) fprintf(stderr, "xform field %s does not round-trip print/parse\n", #member);   \
        CHECK(y->member == want);                                                                               \
        genome_list_free(&back);                                                                                \
      }                                                                                                         \
      free(text);                                                                                               \
      genome_free(&g);                                                                                          \
    }                                                                                                           \
  } while (0);
  GENOME_XFORM_FIELDS(WALK_XFORM)
#undef WALK_XFORM
  CHECK(fields == 5);
  genome_list_free(&base);
}

/* Several final xforms (JWildfire's): every one keyed, in order; one more identity final is
 * another frame (it changes whether the first applies always or by its opacity). */
static void test_every_final_xform_keyed(void) {
  static const char xml[] =
      "<flame name=\"f\" size=\"64 48\" center=\"0 0\" scale=\"20\" quality=\"5\">"
      "<xform weight=\"1\" color=\"0\" spherical=\"1\" coefs=\"0.5 0 0 0.5 0.1 0\"/>"
      "<finalxform color=\"0.5\" linear=\"1\" coefs=\"0.9 0 0 0.9 0 0\"/>"
      "<finalxform color=\"0.25\" swirl=\"1\" coefs=\"1 0 0 1 0.2 0\"/>"
      "<color index=\"0\" rgb=\"255 0 0\"/><color index=\"255\" rgb=\"0 0 255\"/></flame>";
  genome_list base;
  fb_error err;
  if (parse_one(xml, &base) < 0) return;
  genome *g = &base.flames[0];
  CHECK(g->num_finals == 2);
  const finish_options fo = {.bpc = 8};
  render_subframe sub = {.cp = g, .weight = 1.0};
  render_frame frame = {.sub = &sub, .nsub = 1};
  char i0[65], f0[65], i1[65], f1[65], i2[65], f2[65], i3[65], f3[65];
  CHECK(frame_keys(&frame, 1, &fo, i0, f0, &err) == 0);
  genome_xform_set_var(GENOME_FINAL(g, 1), FM_VAR_swirl, 0.5); /* the second final's value */
  CHECK(frame_keys(&frame, 1, &fo, i1, f1, &err) == 0);
  CHECK(strcmp(i0, i1) != 0 && strcmp(f0, f1) != 0);
  genome_xform t = *GENOME_FINAL(g, 0); /* the two swapped */
  *GENOME_FINAL(g, 0) = *GENOME_FINAL(g, 1);
  *GENOME_FINAL(g, 1) = t;
  CHECK(frame_keys(&frame, 1, &fo, i2, f2, &err) == 0);
  CHECK(strcmp(i1, i2) != 0);
  CHECK(genome_resize_finals(g, 3) == 0); /* an identity final more */
  genome_xform_set_var(GENOME_FINAL(g, 2), FM_VAR_linear, 1.0);
  CHECK(frame_keys(&frame, 1, &fo, i3, f3, &err) == 0);
  CHECK(strcmp(i2, i3) != 0);
  genome_list_free(&base);
}

int main(void) {
  RUN(test_edit_last_keyframe_dirties_its_segment);
  RUN(test_edit_reaches_catmull_rom_neighbours);
  RUN(test_tonemap_edit_keeps_iter_keys);
  RUN(test_reformatting_changes_nothing);
  RUN(test_key_bytes_cover_render_settings);
  RUN(test_every_field_in_its_key);
  RUN(test_every_xform_field_in_its_key);
  RUN(test_every_final_xform_keyed);
  RUN(test_negative_zero_and_nan);
  RUN(test_subframe_limit);
  return check_summary("keys");
}
