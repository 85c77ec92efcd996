/* Unit tests of the GPU's camera (kernels/trajectory.h fb_bucket_of, run through the GPU
 * emulation): the float camera with its double fallback puts every point into the bucket the
 * double camera picks — random points, points exactly on bucket boundaries and on the axes,
 * the edges of the box, and points that are not numbers — on the cameras of real frames. */
#include <stdint.h>
#include <stdlib.h>

#include "check.h"
#include "gpu/emulate_kernel.h"
#include "gpu/frame_buffers.h"

static fb_gpu_sub camera(double xmin, double ymin, double xmax, double ymax, int w, int h) {
  fb_gpu_sub g;
  memset(&g, 0, sizeof g);
  g.bounds[0] = xmin;
  g.bounds[1] = ymin;
  g.bounds[2] = xmax;
  g.bounds[3] = ymax;
  g.xscale = w / (xmax - xmin);
  g.yscale = h / (ymax - ymin);
  frame_buffers_set_float_camera(&g, w, h, 1);
  return g;
}

static uint64_t lcg = 88172645463325252ull;
static double uniform(double lo, double hi) {
  lcg = lcg * 6364136223846793005ull + 1442695040888963407ull;
  return lo + (hi - lo) * (double)(lcg >> 11) * 0x1p-53;
}

/* Points of every kind for camera g; returns how many buckets the float camera (as set up in
 * g) and the double one (float_camera off) disagree on. */
static long disagreements(const fb_gpu_sub *g, int w, int h) {
  fb_gpu_sub d = *g;
  d.float_camera = 0;
  long bad = 0;
  const double xmin = g->bounds[0], ymin = g->bounds[1], xmax = g->bounds[2], ymax = g->bounds[3];
  for (int i = 0; i < 400000; i++) {
    double x, y;
    switch (i % 8) {
    case 0: /* anywhere near the box */
      x = uniform(xmin - 0.2 * (xmax - xmin), xmax + 0.2 * (xmax - xmin));
      y = uniform(ymin - 0.2 * (ymax - ymin), ymax + 0.2 * (ymax - ymin));
      break;
    case 1: /* exactly on a column boundary (as the float nearest to it) */
      x = xmin + (double)(int)uniform(0, w + 1) / g->xscale;
      y = uniform(ymin, ymax);
      break;
    case 2: /* exactly on a row boundary */
      x = uniform(xmin, xmax);
      y = ymin + (double)(int)uniform(0, h + 1) / g->yscale;
      break;
    case 3: /* on the axes: the edges of many attractors */
      x = uniform(xmin, xmax);
      y = 0;
      break;
    case 4:
      x = 0;
      y = uniform(ymin, ymax);
      break;
    case 5: /* the box's edges, a float step either side */
      x = (i & 16) ? xmin : xmax;
      y = (i & 32) ? ymin : ymax;
      x = nextafterf((float)x, (i & 64) ? INFINITY : -INFINITY);
      y = (i & 128) ? nextafterf((float)y, (i & 256) ? INFINITY : -INFINITY) : uniform(ymin, ymax);
      break;
    case 6: /* bad values and far-off points */
      x = (i & 16) ? NAN : (i & 32) ? INFINITY : 1e30;
      y = (i & 64) ? -1e30 : uniform(ymin, ymax);
      break;
    default: /* close to a corner of a bucket */
      x = xmin + ((int)uniform(0, w) + uniform(-1e-4, 1e-4)) / g->xscale;
      y = ymin + ((int)uniform(0, h) + uniform(-1e-4, 1e-4)) / g->yscale;
      break;
    }
    const long long b_float = fb_emulated_bucket_of(g, w, h, x, y);
    const long long b_double = fb_emulated_bucket_of(&d, w, h, x, y);
    if (b_float != b_double) bad++;
  }
  return bad;
}

static void test_float_camera_matches_double(void) {
  /* 1080p of a flame centred on the origin, gutter included; a frame off the origin; a tall one;
   * 8K. */
  struct { double b[4]; int w, h; } cams[] = {
    {{-2.1, -1.2, 2.1, 1.2}, 1936, 1096},
    {{0.25, -3.0, 4.25, -0.75}, 1936, 1096},
    {{-1.0, -3.0, 1.0, 3.0}, 400, 1200},
    {{-2.0, -1.125, 2.0, 1.125}, 7696, 4336},
  };
  for (size_t c = 0; c < sizeof cams / sizeof *cams; c++) {
    const fb_gpu_sub g = camera(cams[c].b[0], cams[c].b[1], cams[c].b[2], cams[c].b[3], cams[c].w, cams[c].h);
    CHECK(g.float_camera == 1);
    CHECK(g.fmargin > 0 && g.fmargin < 0.01f);
    CHECK(disagreements(&g, cams[c].w, cams[c].h) == 0);
  }
}

/* The margin is what makes it exact: without it, the points on boundaries and axes move. */
static void test_float_camera_needs_its_margin(void) {
  fb_gpu_sub g = camera(-2.1, -1.2, 2.1, 1.2, 1936, 1096);
  g.fmargin = 0;
  CHECK(disagreements(&g, 1936, 1096) > 0);
}

/* Cameras whose float error would be large go through double: deep zooms far off the origin,
 * rotation, a double build, and nonsense bounds. */
static void test_float_camera_off_when_unsafe(void) {
  fb_gpu_sub g = camera(1000.0, 1000.0, 1000.001, 1000.001, 1920, 1080);
  CHECK(g.float_camera == 0);
  g = camera(-2, -1, 2, 1, 1920, 1080);
  CHECK(g.float_camera == 1);
  g.rotated = 1;
  frame_buffers_set_float_camera(&g, 1920, 1080, 1);
  CHECK(g.float_camera == 0);
  g = camera(-2, -1, 2, 1, 1920, 1080);
  frame_buffers_set_float_camera(&g, 1920, 1080, 0);
  CHECK(g.float_camera == 0);
  g = camera(-2, -1, 2, -1, 1920, 1080); /* zero height: infinite scale */
  CHECK(g.float_camera == 0);
}

int main(void) {
  RUN(test_float_camera_matches_double);
  RUN(test_float_camera_needs_its_margin);
  RUN(test_float_camera_off_when_unsafe);
  return check_summary("gpu_camera");
}
