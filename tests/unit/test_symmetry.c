/*
 * test_symmetry.c — JWildfire's post symmetry (kernels/symmetry.h) against a plain reference of
 * its projectors written out here: POINT's copies are the sample, then its turns by minus
 * 2π·i/order (i from 0: the sample twice), at most 64 of them; X_AXIS's and Y_AXIS's two copies are
 * the sample pushed out by half the distance and its mirror image pushed out the other way,
 * turned one way and the other by the rotation; what JWildfire divides its brightness by.
 */
#include <math.h>

#include "kernels/symmetry.h"
#include "check.h"

#define NEAR(a, b) (fabs((a) - (b)) <= 1e-12 * (1.0 + fabs(b)))

/* Every copy of (x, y) in turn, as the renderers ask for them. */
static void copies_of(const fm_post_symmetry *s, double x, double y, double *ox, double *oy) {
  double turn_c = 1.0, turn_s = 0.0;
  for (int c = 0; c < s->copies; c++) fm_post_symmetry_copy(s, c, x, y, &turn_c, &turn_s, &ox[c], &oy[c]);
}

static void test_point(void) {
  const double cx = 0.3, cy = -0.4, x = 1.25, y = 0.5;
  for (int order = 2; order <= 70; order += 17) {
    fm_post_symmetry s;
    fm_post_symmetry_setup(&s, FM_SYMMETRY_POINT, order, cx, cy, 1.25, 6.0);
    const int turns = order < 64 ? order : 64;
    CHECK(s.copies == 1 + turns);
    CHECK(fm_post_symmetry_divisor(FM_SYMMETRY_POINT, order) == order); /* the file's order, also above 64 */
    double ox[65], oy[65];
    copies_of(&s, x, y, ox, oy);
    int ok = ox[0] == x && oy[0] == y;
    for (int i = 0; i < turns; i++) { /* JWildfire: angle i·2π/turns, the point turned by minus it */
      const double a = 2.0 * FM_PI * i / turns, dx = x - cx, dy = y - cy;
      ok &= NEAR(ox[1 + i], cx + dx * cos(a) + dy * sin(a)) && NEAR(oy[1 + i], cy + dy * cos(a) - dx * sin(a));
    }
    CHECK(ok);
  }
  /* an order below 2: no copies, nothing divided by 0 or less */
  for (int order = -3; order <= 1; order++) {
    fm_post_symmetry s;
    fm_post_symmetry_setup(&s, FM_SYMMETRY_POINT, order, 0.1, 0.2, 1.25, 6.0);
    CHECK(s.copies == 1 && s.type == FM_SYMMETRY_NONE && fm_post_symmetry_divisor(FM_SYMMETRY_POINT, order) == 1.0);
  }
}

static void test_axes(void) {
  const double cx = 0.25, cy = -0.1, dist = 0.6, rot = 12.0, x = -0.7, y = 0.9;
  const double a = rot * FM_PI / 180.0, h = dist / 2.0;
  for (int type = FM_SYMMETRY_X_AXIS; type <= FM_SYMMETRY_Y_AXIS; type++) {
    fm_post_symmetry s;
    fm_post_symmetry_setup(&s, type, 3, cx, cy, dist, rot);
    CHECK(s.copies == 2 && fm_post_symmetry_divisor(type, 3) == 2.0);
    double ox[2], oy[2];
    copies_of(&s, x, y, ox, oy);
    /* JWildfire's a and b, in the world's coordinates, then turned about the centre */
    double ax = x, ay = y, bx = x, by = y;
    if (type == FM_SYMMETRY_X_AXIS) ax = cx + (x - cx) + h, bx = cx - (x - cx) - h;
    else ay = cy + (y - cy) + h, by = cy - (y - cy) - h;
    const double ax2 = cx + (ax - cx) * cos(a) + (ay - cy) * sin(a), ay2 = cy + (ay - cy) * cos(a) - (ax - cx) * sin(a);
    const double bx2 = cx + (bx - cx) * cos(a) - (by - cy) * sin(a), by2 = cy + (by - cy) * cos(a) + (bx - cx) * sin(a);
    CHECK(NEAR(ox[0], ax2) && NEAR(oy[0], ay2) && NEAR(ox[1], bx2) && NEAR(oy[1], by2));
  }
  fm_post_symmetry none;
  fm_post_symmetry_setup(&none, FM_SYMMETRY_NONE, 5, 0, 0, 1.25, 6.0);
  CHECK(none.copies == 1 && fm_post_symmetry_divisor(FM_SYMMETRY_NONE, 5) == 1.0);
}

int main(void) {
  RUN(test_point);
  RUN(test_axes);
  return check_summary("symmetry");
}
