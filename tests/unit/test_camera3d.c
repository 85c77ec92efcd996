/*
 * test_camera3d.c — JWildfire's depth of field (kernels/camera3d.h), by what it must draw: the
 * same point projected many times lands on a disc around where it lands without depth of field,
 * of the radius JWildfire's rule gives (0.1 · cam_dof · cam_dof_scale · distance, divided as the
 * point is), filled by a uniform fraction of that radius at cam_dof_fade 1, on its rim at 0;
 * points in focus land where they would without it.
 */
#include <math.h>
#include <string.h>

#include "kernels/camera3d.h"
#include "check.h"

#define DRAWS 20000

static fm_camera3d jwildfire_camera(double dof, double fade, int dof_new, double zpos) {
  fm_camera3d c;
  fm_camera3d_setup(&c, FM_CAM3D_JWILDFIRE, 0.4, 0.3, 0.1, 20, 0.2, 0, dof, 0, 0, 0.05);
  fm_camera3d_setup_jwildfire_dof(&c, dof, 1.5, fade, dof_new, 0.5, 2.0, 0.1, -0.2, 0.3, zpos);
  return c;
}

/* The point's camera coordinates and divisor, written out from the camera's matrix. */
static void camera_coords(const fm_camera3d *c, const double p[3], double cam[3], double *zr) {
  for (int j = 0; j < 3; j++) cam[j] = c->m[0][j] * p[0] + c->m[1][j] * p[1] + c->m[2][j] * p[2] + c->pos[j];
  *zr = 1 - c->persp * cam[2] + c->pos[2];
}

typedef struct disc {
  double max_r, mean_r, mean_cos; /* radii in camera units (times the divisor) */
  int full;                        /* draws at the whole radius */
} disc;

/* Projects p DRAWS times and measures where it lands around (sharp_x, sharp_y). */
static disc project_many(const fm_camera3d *c, const double p[3], double sharp_x, double sharp_y, double zr,
                         double full_r) {
  fm_rng rng;
  fm_rng_seed(&rng, 7, 3);
  disc d = {0};
  for (int i = 0; i < DRAWS; i++) {
    fm_point q = {p[0], p[1], 0.5, 1, p[2], 0, 0};
    CHECK(fm_camera3d_project(c, &q, &rng) == 1);
    const double dx = (q.x - sharp_x) * zr, dy = (q.y - sharp_y) * zr, r = sqrt(dx * dx + dy * dy);
    if (r > d.max_r) d.max_r = r;
    d.mean_r += r / DRAWS;
    if (r > 0) d.mean_cos += dx / r / DRAWS;
    if (full_r > 0 && fabs(r - full_r) < 1e-9 * full_r) d.full++;
  }
  return d;
}

static void sharp_projection(const fm_camera3d *c, const double p[3], double *x, double *y) {
  fm_camera3d sharp = *c;
  sharp.blur = 0;
  fm_rng rng;
  fm_rng_seed(&rng, 1, 1);
  fm_point q = {p[0], p[1], 0.5, 1, p[2], 0, 0};
  CHECK(fm_camera3d_project(&sharp, &q, &rng) == 1);
  *x = q.x, *y = q.y;
}

/* Legacy (new_dof 0): a point behind cam_zpos is blurred by its depth behind it; one in front
 * is sharp. */
static void test_legacy_depth(void) {
  const fm_camera3d c = jwildfire_camera(0.4, 1.0, 0, 0.6);
  const double behind[3] = {0.3, -0.2, -0.5}, front[3] = {0.1, 0.2, 2.0};
  double cam[3], zr, sx, sy;
  camera_coords(&c, behind, cam, &zr);
  CHECK(cam[2] < 0.6);
  const double full = 0.1 * 0.4 * 1.5 * (0.6 - cam[2]);
  sharp_projection(&c, behind, &sx, &sy);
  disc d = project_many(&c, behind, sx, sy, zr, full);
  CHECK(d.max_r <= full * (1 + 1e-9) && d.max_r > 0.99 * full);
  CHECK_NEAR(d.mean_r, full / 2, 0.01 * full); /* a uniform fraction of the radius */
  CHECK(fabs(d.mean_cos) < 0.02);              /* every direction alike */
  camera_coords(&c, front, cam, &zr);
  CHECK(cam[2] > 0.6);
  sharp_projection(&c, front, &sx, &sy);
  d = project_many(&c, front, sx, sy, zr, 0);
  CHECK(d.max_r < 1e-12);
}

/* cam_dof_fade 0: always the whole radius; 0.5: the whole radius about half the time. */
static void test_fade(void) {
  const double behind[3] = {0.3, -0.2, -0.5};
  for (int k = 0; k < 2; k++) {
    const fm_camera3d c = jwildfire_camera(0.4, k == 0 ? 0.0 : 0.5, 0, 0.6);
    double cam[3], zr, sx, sy;
    camera_coords(&c, behind, cam, &zr);
    const double full = 0.1 * 0.4 * 1.5 * (0.6 - cam[2]);
    sharp_projection(&c, behind, &sx, &sy);
    const disc d = project_many(&c, behind, sx, sy, zr, full);
    if (k == 0) CHECK(d.full == DRAWS);
    else CHECK(d.full > 0.47 * DRAWS && d.full < 0.53 * DRAWS);
  }
}

/* new_dof 1: the distance from the focus point, to the power 1/2, blurs beyond cam_dof_area
 * (0.5), faded in by a smootherstep over the 0.5/2.25 below it, and not nearer. */
static void test_focus_point(void) {
  const fm_camera3d c = jwildfire_camera(0.3, 0.0, 1, 0);
  const double focus[3] = {0.1, -0.2, 0.3};
  double sx, sy;
  for (int k = 0; k < 3; k++) {
    const double dist_wanted = k == 0 ? 0.2 : k == 1 ? 0.45 : 0.9; /* in, fading, beyond */
    /* a point along camera x from the focus, at that distance (the sum of squares to the
     * power 1/2) */
    const double cam_target[3] = {focus[0] + dist_wanted, focus[1], focus[2]};
    double p[3];
    for (int i = 0; i < 3; i++) /* the matrix is a rotation: its transpose inverts it */
      p[i] = c.m[i][0] * (cam_target[0] - c.pos[0]) + c.m[i][1] * (cam_target[1] - c.pos[1]) +
             c.m[i][2] * (cam_target[2] - c.pos[2]);
    double cam[3], zr;
    camera_coords(&c, p, cam, &zr);
    const double dx = cam[0] - focus[0], dy = cam[1] - focus[1], dz = cam[2] - focus[2];
    const double d = pow(dx * dx + dy * dy + dz * dz, 0.5), near = 0.5 - 0.5 / 2.25;
    double scale = 1;
    if (d <= near) scale = 0;
    else if (d <= 0.5) {
      const double t = (d - near) / (0.5 / 2.25);
      scale = t * t * t * (t * (t * 6 - 15) + 10);
    }
    const double full = 0.1 * 0.3 * 1.5 * scale * d;
    sharp_projection(&c, p, &sx, &sy);
    const disc got = project_many(&c, p, sx, sy, zr, full);
    CHECK(k != 1 || (scale > 0 && scale < 1)); /* the middle point fades */
    if (k == 0) CHECK(got.max_r < 1e-12);
    else CHECK(got.full == DRAWS && full > 0); /* fade 0: the whole radius every time */
  }
}

int main(void) {
  RUN(test_legacy_depth);
  RUN(test_fade);
  RUN(test_focus_point);
  return check_summary("camera3d");
}
