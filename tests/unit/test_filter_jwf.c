/* JWildfire's spatial filter (render/filter_jwf.c) against JWildfire's own tables:
 * tests/data/jwf_filter_refs.txt holds what its FilterHolder builds for every kernel its files
 * name, made by tests/tools/jwf_filter_refs.sh. Then the pair of tables through the finish:
 * the colour filtered with the kernel, the density with JWildfire's Gaussian 0.75. */
#include "../../render/finish_parts.h"
#include "../../render/render.h"
#include "check.h"

#include <stdlib.h>
#include <string.h>

static int kernel_named(const char *name) {
  for (int k = 1; k < GENOME_FILTER_KERNELS; k++)
    if (!strcmp(genome_filter_kernel_name(k), name)) return k;
  return -1;
}

/* One reference table: its case line's values and its size×size entries (summing to 1) */
typedef struct jwf_ref {
  char kernel[32];
  double radius;
  int os, size, sharpening;
  double *t;
} jwf_ref;

static int read_ref(FILE *f, jwf_ref *r) {
  r->t = NULL;
  if (fscanf(f, " case %31s %lf %d %d %d", r->kernel, &r->radius, &r->os, &r->size, &r->sharpening) != 5) return 0;
  r->t = malloc(((size_t)r->size * r->size + 1) * sizeof *r->t);
  for (int i = 0; r->t && i < r->size * r->size; i++)
    if (fscanf(f, "%lf", &r->t[i]) != 1) return 0;
  return r->t != NULL;
}

/* The middle size×size of a taps×taps table against ref, the rest 0 */
static double worst_against(const double *table, int taps, const jwf_ref *r) {
  const int at = (taps - r->size) / 2;
  double worst = 0;
  for (int y = 0; y < taps; y++)
    for (int x = 0; x < taps; x++) {
      const int in = x >= at && x < at + r->size && y >= at && y < at + r->size;
      const double want = in ? r->t[(y - at) * r->size + (x - at)] : 0.0;
      const double d = table[y * taps + x] - want;
      if (d > worst || -d > worst) worst = d < 0 ? -d : d;
    }
  return worst;
}

static void test_tables_match_jwildfire(void) {
  FILE *f = fopen("tests/data/jwf_filter_refs.txt", "r");
  CHECK(f != NULL);
  if (!f) return;
  int cases = 0, compared = 0, mitchell_smooth = 0;
  jwf_ref r, gauss[3] = {{.size = 0}, {.size = 0}, {.size = 0}};
  while (read_ref(f, &r)) {
    cases++;
    const int k = kernel_named(r.kernel);
    CHECK(k > 0);
    if (k <= 0) break;
    CHECK(filter_jwf_size(k, r.radius, r.os) == r.size);
    CHECK(filter_jwf_sharpening(k) == r.sharpening);
    const int taps = filter_jwf_taps(k, r.radius, r.os);
    CHECK(taps >= r.size && (taps - r.os) % 2 == 0);
    double *colour = malloc(sizeof(double) * taps * taps), *density = malloc(sizeof(double) * taps * taps);
    CHECK(filter_jwf_tables(k, r.radius, r.os, taps, colour, density) == 0);
    if (r.size <= 1) { /* no filter: the pixel's os×os buckets, alike */
      for (int i = 0; i < taps * taps; i++) CHECK(colour[i] == 1.0 / (taps * taps) && density[i] == colour[i]);
    } else if (r.os % 2) { /* JWildfire's odd window lies on the pixel's buckets: the same table */
      const double worst = worst_against(colour, taps, &r);
      if (worst > 1e-13) fprintf(stderr, "%s %g os %d: worst %g\n", r.kernel, r.radius, r.os, worst);
      CHECK(worst <= 1e-13);
      compared++;
      if (k == FILTER_KERNEL_MITCHELL_SMOOTH && r.radius == 0.75) {
        /* the default's: the centre above 1, the four beside it below 0 — it sharpens */
        CHECK(colour[(taps / 2) * taps + taps / 2] > 1.1 && colour[(taps / 2) * taps + taps / 2 - 1] < -0.02);
        mitchell_smooth = 1;
      }
    } else { /* an even os's taps hold one more than JWildfire's odd window: the same kernel, centred */
      double sum = 0;
      for (int i = 0; i < taps * taps; i++) sum += colour[i];
      CHECK_NEAR(sum, 1.0, 1e-12);
      for (int y = 0; y < taps; y++)
        for (int x = 0; x < taps; x++) CHECK_NEAR(colour[y * taps + x], colour[(taps - 1 - y) * taps + (taps - 1 - x)], 1e-15);
    }
    if (k == FILTER_KERNEL_GAUSSIAN && r.radius == 0.75 && r.os <= 2) gauss[r.os] = r;
    else free(r.t);
    free(colour);
    free(density);
  }
  free(r.t);
  fclose(f);
  CHECK(cases == 43 && compared >= 20 && mitchell_smooth);
  /* a sharpening kernel's density table is JWildfire's Gaussian 0.75 */
  CHECK(gauss[1].size == 3);
  if (gauss[1].size == 3) {
    const int taps = filter_jwf_taps(FILTER_KERNEL_MITCHELL_SMOOTH, 0.75, 1);
    CHECK(taps == 5);
    double colour[25], density[25];
    CHECK(filter_jwf_tables(FILTER_KERNEL_MITCHELL_SMOOTH, 0.75, 1, taps, colour, density) == 0);
    CHECK(worst_against(density, taps, &gauss[1]) <= 1e-13);
    /* a smoothing kernel's density is filtered as its colour */
    CHECK(filter_jwf_tables(FILTER_KERNEL_GAUSSIAN, 0.75, 1, 3, colour, density) == 0);
    CHECK(!memcmp(colour, density, 9 * sizeof(double)));
  }
  free(gauss[1].t);
  free(gauss[2].t);
}

/* The frame's taps follow the kernel, and flam3's filter_shape is untouched by it */
static void test_frame_taps(void) {
  genome g;
  genome_init(&g);
  g.filter = 0.75;
  g.supersample = 1;
  CHECK(render_filter_taps(&g) == 3); /* flam3's Gaussian: (int)2.25 + 1 */
  g.filter_kernel = FILTER_KERNEL_MITCHELL_SMOOTH;
  CHECK(render_filter_taps(&g) == 5);
  g.filter = 0.2; /* JWildfire's window of one tap: no filter */
  CHECK(render_filter_taps(&g) == 1);
  g.supersample = 2; /* the density's Gaussian: (int)4.5 + 1, then even as os */
  CHECK(render_filter_taps(&g) == 6);
  g.filter = 0.1;
  CHECK(render_filter_taps(&g) == 2);
  genome_free(&g);
}

/* Through fm_filter_sum: one lit bucket under a pixel's MITCHELL_SMOOTH window gives the
 * colour the kernel's weight and the density the Gaussian's, and flam3's pair is one table. */
static void test_filter_pixel_pair(void) {
  genome g;
  genome_init(&g);
  g.width = 4;
  g.height = 4;
  g.filter = 0.75;
  g.filter_kernel = FILTER_KERNEL_MITCHELL_SMOOTH;
  g.estimator_radius = 0;
  render_subframe sub = {.cp = &g, .weight = 1};
  render_frame frame = {.sub = &sub, .nsub = 1};
  render_geometry geo;
  fb_error err;
  CHECK(render_geometry_of(&frame, &geo, &err) == 0 && geo.filter_taps == 5 && geo.gutter == 2);
  double *tables = NULL;
  CHECK(filter_tables(&g, 1, geo.filter_taps, &tables, &err) == 0);
  double *acc = calloc((size_t)geo.hist_width * geo.hist_height * 4, sizeof(double));
  const int bx = geo.gutter + 1, by = geo.gutter + 2; /* output pixel (1, 2)'s own bucket */
  for (int c = 0; c < 4; c++) acc[((size_t)by * geo.hist_width + bx) * 4 + c] = 1.0;
  double centre[4], beside[4];
  filter_pixel(acc, &geo, tables, 1, 2, centre);
  filter_pixel(acc, &geo, tables, 2, 2, beside);
  CHECK(centre[0] == tables[12] && centre[3] == tables[25 + 12]);
  CHECK(beside[0] < 0 && beside[3] > 0); /* the colour's lobe is negative, the density's not */
  free(tables);
  g.filter_kernel = FILTER_KERNEL_FLAM3;
  CHECK(filter_tables(&g, 1, 3, &tables, &err) == 0);
  CHECK(!memcmp(tables, tables + 9, 9 * sizeof(double)));
  free(tables);
  free(acc);
  genome_free(&g);
}

int main(void) {
  RUN(test_tables_match_jwildfire);
  RUN(test_frame_taps);
  RUN(test_filter_pixel_pair);
  return check_summary("filter_jwf");
}
