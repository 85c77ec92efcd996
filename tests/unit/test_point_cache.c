/* Unit tests of render/point_cache.c: a table built once and kept while held, the tables nobody
 * holds dropped longest-unused first past the ceiling, one that does not fit beside those held
 * refused (and tried again later), threads asking at once; and through render_prepare, a
 * frame's tables held by its prepared xforms until render_prepared_free. */
#include <pthread.h>
#include <stdlib.h>

#include "check.h"
#include "read_genome.h"
#include "render/prepare.h"

/* A table of `points` points whose every float is the settings' key: what a reader checks it
 * got the table it asked for. Settings: {key, points}. */
static int builds;
static float *build_keyed(const void *settings, uint32_t *count) {
  const int *s = settings;
  __atomic_fetch_add(&builds, 1, __ATOMIC_RELAXED);
  if (s[1] == 0) return NULL; /* settings that make no points */
  float *xy = malloc((size_t)s[1] * sizeof *xy);
  for (int i = 0; xy && i < s[1]; i++) xy[i] = (float)s[0];
  *count = (uint32_t)s[1];
  return xy;
}

static const point_table *ask(point_cache *c, int key, int points) {
  const int s[2] = {key, points};
  return point_cache_get(c, s, sizeof s, build_keyed);
}

static int holds(const point_table *t, int key, uint32_t points) {
  return t && t->count == points && (points == 0 || (t->xy && t->xy[0] == key && t->xy[points - 1] == key));
}

static void test_built_once(void) {
  static point_cache c = POINT_CACHE_INIT(100);
  builds = 0;
  const point_table *a = ask(&c, 1, 10), *b = ask(&c, 1, 10);
  CHECK(holds(a, 1, 10) && a == b && builds == 1 && c.built == 1);
  point_table_release(a);
  point_table_release(b);
  const point_table *again = ask(&c, 1, 10); /* kept while under the ceiling, held or not */
  CHECK(again == a && builds == 1);
  point_table_release(again);
  const point_table *empty = ask(&c, 2, 0), *empty2 = ask(&c, 2, 0); /* an empty table is kept too */
  CHECK(holds(empty, 2, 0) && empty == empty2 && builds == 2);
  point_table_release(empty);
  point_table_release(empty2);
  point_table_release(NULL);
}

static void test_dropped_longest_unused_first(void) {
  static point_cache c = POINT_CACHE_INIT(12);
  builds = 0;
  for (int k = 1; k <= 3; k++) point_table_release(ask(&c, k, 4)); /* 1, 2, 3: full */
  point_table_release(ask(&c, 1, 4)); /* 1 used again: 2 is now the longest unused */
  CHECK(builds == 3 && c.total == 12);
  const point_table *d = ask(&c, 4, 4);
  CHECK(holds(d, 4, 4) && builds == 4 && c.total == 12);
  point_table_release(d);
  const point_table *one = ask(&c, 1, 4), *three = ask(&c, 3, 4); /* still there */
  CHECK(holds(one, 1, 4) && holds(three, 3, 4) && builds == 4);
  const point_table *two = ask(&c, 2, 4); /* gone: built again, in place of 4 */
  CHECK(holds(two, 2, 4) && builds == 5 && c.total == 12);
  /* every table held: a fourth does not fit and is refused, nothing dropped, nothing kept */
  CHECK(ask(&c, 5, 4) == NULL && builds == 6 && c.total == 12);
  CHECK(holds(one, 1, 4) && holds(two, 2, 4) && holds(three, 3, 4));
  point_table_release(two); /* one released: the next ask fits, in its place */
  const point_table *five = ask(&c, 5, 4);
  CHECK(holds(five, 5, 4) && builds == 7 && c.total == 12);
  /* a table larger than the ceiling never fits */
  CHECK(ask(&c, 6, 13) == NULL);
  point_table_release(one);
  point_table_release(three);
  point_table_release(five);
}

static point_cache shared = POINT_CACHE_INIT(30);
static int wrong, refused;

static void *asker(void *arg) {
  const int seed = *(const int *)arg;
  for (int i = 0; i < 4000; i++) {
    const int key = 1 + (seed * 7 + i * 13) % 9;
    const point_table *t = ask(&shared, key, 10);
    if (!t) {
      __atomic_fetch_add(&refused, 1, __ATOMIC_RELAXED);
      continue;
    }
    if (!holds(t, key, 10)) __atomic_fetch_add(&wrong, 1, __ATOMIC_RELAXED);
    const point_table *u = i % 3 ? ask(&shared, key, 10) : NULL; /* a second pin of the same */
    if (u && u != t) __atomic_fetch_add(&wrong, 1, __ATOMIC_RELAXED);
    point_table_release(u);
    if (!holds(t, key, 10)) __atomic_fetch_add(&wrong, 1, __ATOMIC_RELAXED);
    point_table_release(t);
  }
  return NULL;
}

/* Four threads over nine tables of which three fit: each reads the table it asked for while it
 * holds it (ASan: nothing read after it was dropped), whatever the others drop. */
static void test_threads(void) {
  pthread_t th[4];
  int seeds[4] = {0, 1, 2, 3};
  for (int i = 0; i < 4; i++) CHECK(pthread_create(&th[i], NULL, asker, &seeds[i]) == 0);
  for (int i = 0; i < 4; i++) pthread_join(th[i], NULL);
  CHECK(wrong == 0 && refused < 4 * 4000 && shared.total <= 30);
}

static void test_pins(void) {
  static point_cache c = POINT_CACHE_INIT(8);
  point_pins a = {0}, b = {0};
  CHECK(point_pins_add(&a, ask(&c, 1, 4)) == 0 && point_pins_add(&a, ask(&c, 2, 4)) == 0);
  static const point_table none = {0};
  CHECK(point_pins_add(&a, &none) == 0 && a.count == 2); /* a kind's "none" is not held */
  CHECK(point_pins_add(&a, NULL) == 0 && a.count == 2);
  CHECK(point_pins_move(&b, &a) == 0 && a.count == 0 && a.tables == NULL && b.count == 2);
  CHECK(ask(&c, 3, 4) == NULL); /* both still held */
  point_pins_release(&b);
  CHECK(b.count == 0 && b.tables == NULL);
  const point_table *t = ask(&c, 3, 4);
  CHECK(holds(t, 3, 4));
  point_table_release(t);
}

/* A frame's prepared xforms hold their tables (dla_wf's aggregate) at the addresses their
 * parameters hold, until render_prepared_free. */
static void test_prepared_frame_holds_its_tables(void) {
  genome_list l;
  fb_error err;
  const char *xml =
      "<flame size=\"64 48\" center=\"0 0\" scale=\"20\"><xform weight=\"1\" color=\"0\" dla_wf=\"1\""
      " dla_wf_buffer_size=\"100\" dla_wf_max_iter=\"200\" dla_wf_seed=\"7\" dla_wf_scale=\"6\" dla_wf_jitter=\"0.02\""
      " coefs=\"1 0 0 1 0 0\"/><xform weight=\"1\" color=\"1\" linear=\"1\" coefs=\"0.5 0 0 0.5 0 0\"/>"
      "<color index=\"0\" rgb=\"255 0 0\"/><color index=\"255\" rgb=\"0 0 255\"/></flame>";
  CHECK(test_read_xml(xml, "dla.flame", &l, &err) == 0 && l.count == 1);
  if (l.count != 1) return;
  render_geometry geo;
  memset(&geo, 0, sizeof geo);
  geo.width = 64, geo.height = 48, geo.supersample = 1;
  render_prepared p;
  CHECK(render_prepare(&l.flames[0], 1.0, &geo, &p, &err) == 0);
  const fm_xform *x = &p.xforms[0];
  const uint64_t at = (uint64_t)x->param[FM_P_dla_wf_at0] | (uint64_t)x->param[FM_P_dla_wf_at0 + 1] << 24 |
                      (uint64_t)x->param[FM_P_dla_wf_at0 + 2] << 48;
  CHECK(p.tables.count == 1 && p.tables.tables[0]->count > 0 && x->param[FM_P_dla_wf_points] == p.tables.tables[0]->count &&
        (uint64_t)(uintptr_t)p.tables.tables[0]->xy == at);
  render_prepared_free(&p);
  CHECK(p.tables.count == 0 && p.tables.tables == NULL);
  genome_list_free(&l);
}

int main(void) {
  RUN(test_built_once);
  RUN(test_dropped_longest_unused_first);
  RUN(test_threads);
  RUN(test_pins);
  RUN(test_prepared_frame_holds_its_tables);
  return check_summary("point_cache");
}
