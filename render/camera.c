/*
 * camera.c — histogram geometry and the per-sub-frame camera, as flam3's render_rectangle
 * sets them up: a gutter around the os*W × os*H bucket grid wide enough for the spatial
 * filter and for density estimation, and a world box that the camera maps onto it.
 */
#include "render.h"
#include "prepare.h"
#include "solid.h"

#include <math.h>

/* Sizes beyond this are refused before anything is allocated. */
#define RENDER_MAX_SIDE 65536

double render_filter_support(int shape) {
  /* Supports by flam3's internal kernel index. Our enum genome_filter_shape lists XML names
   * in flam3's name-table order, and flam3 maps the i-th name to internal kernel i — which is
   * exactly its "permutation" quirk (lanczos3 selects Mitchell, etc.). */
  static const double support[FILTER_SHAPE_COUNT] = {
      1.5, /* gaussian */
      1.0, /* hermite */
      0.5, /* box */
      1.0, /* triangle */
      1.5, /* bell */
      2.0, /* b-spline */
      2.0, /* mitchell (selected by the name "lanczos3") */
      1.0, /* blackman ("lanczos2") */
      2.0, /* catmull-rom ("mitchell") */
      1.0, /* hanning ("blackman") */
      1.0, /* hamming ("catrom") */
      3.0, /* lanczos3 ("hamming") */
      2.0, /* lanczos2 ("hanning") */
      1.5, /* quadratic */
  };
  if (shape < 0 || shape >= FILTER_SHAPE_COUNT) shape = FILTER_GAUSSIAN;
  return support[shape];
}

int render_geometry_of(const render_frame *frame, render_geometry *geo, fb_error *err) {
  if (frame->nsub < 1) return fb_errorf(err, "frame has no control points");
  const genome *cp = frame->sub[0].cp;
  if (cp->width < 1 || cp->height < 1 || cp->width > RENDER_MAX_SIDE || cp->height > RENDER_MAX_SIDE)
    return fb_errorf(err, "image size %dx%d is out of range (1..%d per side)", cp->width, cp->height,
                     RENDER_MAX_SIDE);
  if (cp->supersample < 1 || cp->supersample > 64)
    return fb_errorf(err, "supersample %d is out of range (1..64)", cp->supersample);
  for (int i = 0; i < frame->nsub; i++) {
    const genome *g = frame->sub[i].cp;
    if (!(g->scale > 0) || !isfinite(g->scale) || !isfinite(g->zoom) || fabs(g->zoom) > 30 ||
        !isfinite(g->center[0]) || !isfinite(g->center[1]) || !isfinite(g->rotate))
      return fb_errorf(err, "camera out of range (scale %g, zoom %g, center %g %g, rotate %g)", g->scale,
                       g->zoom, g->center[0], g->center[1], g->rotate);
    /* JWildfire's tone controls divide by these (render/density.c, render/tonemap.c) */
    if (!(g->contrast > 0) || !(g->white_level > 0))
      return fb_errorf(err, "contrast (%g) and white_level (%g) must be greater than zero", g->contrast,
                       g->white_level);
  }
  if (!(cp->filter >= 0) || !isfinite(cp->filter) || cp->filter > 1000)
    return fb_errorf(err, "spatial filter radius %g is out of range (0..1000)", cp->filter);

  int os = cp->supersample;
  int taps = render_filter_taps(cp);

  int gutter = (taps - os) / 2;
  /* Density estimation reads up to ceil(radius)*os buckets away, plus os-1 for the
   * supersample averaging; widen the gutter if any sub-frame needs more. */
  int de_width = 0;
  for (int i = 0; i < frame->nsub; i++) {
    double radius = frame->sub[i].cp->estimator_radius;
    if (!(radius >= 0) || radius > 1000)
      return fb_errorf(err, "estimator_radius %g is out of range (0..1000)", radius);
    int w = (int)ceil(radius) * os;
    if (w > de_width) de_width = w;
  }
  if (de_width > 0) de_width += os - 1;
  int de_offset = 0;
  if (de_width > gutter) {
    de_offset = de_width - gutter;
    gutter = de_width;
  }
  geo->width = cp->width;
  geo->height = cp->height;
  geo->supersample = os;
  geo->filter_taps = taps;
  geo->gutter = gutter;
  geo->de_offset = de_offset;
  geo->hist_width = os * cp->width + 2 * gutter;
  geo->hist_height = os * cp->height + 2 * gutter;
  geo->solid = cp->solid.enabled != 0;
  /* and a weighting field that only the host draws, in any sub-frame (a keyframe may have one) */
  geo->cpu_only = geo->solid;
  for (int s = 0; s < frame->nsub && !geo->cpu_only; s++) {
    const int host = render_wfield_needs_host(frame->sub[s].cp);
    if (host < 0) return fb_errorf(err, "out of memory preparing the weighting fields");
    /* and a variation's form with parameters apart (render_forms_need_host), JWildfire's colour
     * modulation (kernels/colour_mod.h: render/iterate.c's alone) */
    geo->cpu_only = host || render_forms_need_host(frame->sub[s].cp) || genome_has_colour_mod(frame->sub[s].cp);
  }
  geo->solid_grid_height = geo->hist_height;
  if (geo->solid) {
    geo->hist_width *= 2; /* a cell of the grid is two buckets (render/solid.h) */
    /* the shadow maps in rows of their own below the grid */
    const double values = (double)render_solid_shadow_lights(cp) * (double)render_solid_shadow_region(cp);
    const double rows = ceil(values / ((double)geo->hist_width * RENDER_BUCKET_CHANNELS));
    if (rows > RENDER_MAX_SIDE) return fb_errorf(err, "the solid flame's shadow maps are too large (%.3g values)", values);
    geo->hist_height += (int)rows;
  }
  return 0;
}

void render_camera_of(const genome *cp, const render_geometry *geo, render_camera *cam) {
  double zoom_scale = pow(2.0, cp->zoom);
  double ppux = cp->scale * zoom_scale;
  double ppuy = ppux;
  double t0 = (double)geo->gutter / (geo->supersample * ppux);
  double t1 = (double)geo->gutter / (geo->supersample * ppuy);
  double corner0 = cp->center[0] - geo->width / ppux / 2.0;
  double corner1 = cp->center[1] - geo->height / ppuy / 2.0;
  cam->bounds[0] = corner0 - t0;
  cam->bounds[1] = corner1 - t1;
  cam->bounds[2] = corner0 + geo->width / ppux + t0;
  cam->bounds[3] = corner1 + geo->height / ppuy + t1;
  cam->ppux = ppux;
  cam->ppuy = ppuy;
  double a = cp->rotate * 2.0 * M_PI / 360.0;
  cam->rot[0][0] = cos(a);
  cam->rot[0][1] = -sin(a);
  cam->rot[1][0] = sin(a);
  cam->rot[1][1] = cos(a);
  cam->center[0] = cp->center[0];
  cam->center[1] = cp->center[1];
  cam->rotated = cp->rotate != 0.0;
  fm_camera3d_setup(&cam->cam3d, cp->cam_model, cp->cam_pitch, cp->cam_yaw, cp->cam_bank, cp->rotate, cp->cam_persp,
                    cp->cam_zpos, cp->cam_dof, cp->cam_pos_x, cp->cam_pos_y, cp->cam_pos_z);
  fm_camera3d_setup_jwildfire_dof(&cam->cam3d, cp->cam_dof, cp->cam_dof_scale, cp->cam_dof_fade, cp->new_dof != 0,
                                  cp->cam_dof_area, cp->cam_dof_exponent, cp->cam_xfocus, cp->cam_yfocus,
                                  cp->cam_zfocus, cp->cam_zpos);
  /* Fractorium's half extents: the image and its gutter of 10 pixels a side, whatever ours is */
  fm_camera3d_setup_blur_curve(&cam->cam3d, cp->blur_curve, (geo->width + 20.0) / (2.0 * ppux),
                               (geo->height + 20.0) / (2.0 * ppuy));
  /* JWildfire turns a 3D camera's view by its roll (flam3's rotate) in the 3D rotation, about
   * the origin, and not again in the plane. */
  if (cam->cam3d.model == FM_CAM3D_JWILDFIRE) cam->rotated = 0;
  /* JWildfire's antialiasing, on where both its amount and radius are (its renderer's test; NaN
   * neither): kernels/flame_math.h, fm_jwf_antialias */
  const int aa = cp->antialias_amount > 1e-6 && cp->antialias_radius > 1e-6;
  cam->aa_amount = aa ? (cp->antialias_amount < 1.0 ? cp->antialias_amount : 1.0) : 0.0;
  cam->aa_radius = aa ? cp->antialias_radius : 0.0;
  /* genome_post_symmetry's numbers are symmetry.h's */
  fm_post_symmetry_setup(&cam->symmetry, cp->post_symmetry_type, cp->post_symmetry_order, cp->post_symmetry_centre_x,
                         cp->post_symmetry_centre_y, cp->post_symmetry_distance, cp->post_symmetry_rotation);
}

double render_sample_count(const genome *cp) {
  double zoom_scale = pow(2.0, cp->zoom);
  return cp->quality * zoom_scale * zoom_scale * (double)cp->width * (double)cp->height;
}

double render_work_estimate(const genome *cp, const render_geometry *geo) {
  double work = render_sample_count(cp) + RENDER_BUCKET_WORK * (double)geo->hist_width * (double)geo->hist_height;
  /* a solid frame's ambient occlusion: a search of radius × azimuth samples a cell, each about
   * a sample's time (its atan2, sin and exp) */
  const fm_solid *s = &cp->solid;
  if (geo->solid && s->ao_enabled)
    work += (double)geo->hist_width / 2 * geo->hist_height * fmin(fmax(s->ao_radius_samples, 1), 128) *
            fmin(fmax(s->ao_azimuth_samples, 1), 128);
  return work;
}

int render_work_check(const genome *cp, const render_geometry *geo, double max_work, fb_error *err) {
  if (max_work <= 0) max_work = RENDER_MAX_WORK_DEFAULT;
  const double samples = render_sample_count(cp), work = render_work_estimate(cp, geo);
  if (work <= max_work) return 0; /* NaN samples are refused by the iteration itself */
  return fb_errorf(err,
                   "the frame would cost about %.3g samples of work, more than the budget of %.3g: %.3g samples "
                   "(quality %g x %dx%d x 4^zoom %g) and %.3g buckets to finish (supersample %d)",
                   work, max_work, samples, cp->quality, cp->width, cp->height, pow(4.0, cp->zoom),
                   (double)geo->hist_width * geo->hist_height, geo->supersample);
}
