/*
 * camera3d.h — the 3D camera of Apophysis 7X, Fractorium and JWildfire: how a point's z
 * reaches the image. Applied to the point to plot (after the final xform), before flam3's 2D
 * camera (centre, scale, rotation) puts it in a bucket: render/iterate.c on the CPU,
 * trajectory.h on the GPU and in its emulation — one text for all three.
 *
 * Two models, by the editor that wrote the flame (genome/parse_editors.c, genome.cam_model):
 *   Apophysis 7X / Fractorium: z' = z - cam_zpos, the point turned by yaw then pitch
 *     (radians), divided by 1 - persp · depth (never by 0: Fractorium's Zeps), and with cam_dof
 *     moved in a random direction by up to 0.1 · cam_dof · depth before the division (its
 *     depth blur: two draws, angle then distance), that blur grown away from the camera's axis
 *     by Fractorium's blur_curve (fm_camera3d_setup_blur_curve). Fractorium's ProjectPitchYaw
 *     and ProjectPitchYawDepthBlur; its special cases (pitch alone, z alone) are these with a 0.
 *   JWildfire: the point turned by yaw, pitch, bank (radians, as its files write them; it
 *     writes its bank as cam_roll) and roll (flam3's rotate, degrees, which its 2D camera then
 *     does not apply), moved by the camera position, divided
 *     by 1 - persp · depth + cam_pos_z; a point that lands behind the camera (divisor < 1e-8)
 *     is not plotted. JWildfire's FlameRendererView.project. Its depth of field, of its BUBBLE
 *     shape (its default; the others are reported, not drawn): before the division the point
 *     moves in a random direction by up to 0.1 · cam_dof · cam_dof_scale · d, where d is how
 *     far the point lies behind cam_zpos (new_dof 0: none in front), or (new_dof 1) its
 *     distance from the focus point to the power 1 / cam_dof_exponent when that passes
 *     cam_dof_area, faded in by a smootherstep over the area/2.25 below it (none nearer). How
 *     far of that "up to" is drawn: cam_dof_fade 1 a uniform fraction, 0 all of it, between
 *     the one with that probability. Two or three draws: the fade's, then the angle.
 * render/camera.c fills fm_camera3d once per sub-frame (fm_camera3d_setup, then
 * fm_camera3d_setup_blur_curve and, for JWildfire's, fm_camera3d_setup_jwildfire_dof); the step
 * calls fm_camera3d_project.
 *
 * Common subset of C17 and CUDA C++ (flame_math.h's rules).
 */
#ifndef FLAMEBUILD_CAMERA3D_H
#define FLAMEBUILD_CAMERA3D_H

#include "flame_math.h"

enum { FM_CAM3D_NONE, FM_CAM3D_APOPHYSIS, FM_CAM3D_JWILDFIRE };

/* A kernel for a structure whose sub-frames all have one camera model (kernels/codegen.c)
 * defines it here, and FM_CAM3D_BLUR 0 when none of them blurs by depth: the step then holds
 * only that model's code. 0 and 1: read from the camera. */
#ifndef FM_CAM3D_MODEL
#define FM_CAM3D_MODEL 0
#endif
#ifndef FM_CAM3D_BLUR
#define FM_CAM3D_BLUR 1
#endif

/* A sub-frame's 3D camera, ready to project (doubles: set up once on the host). */
typedef struct fm_camera3d {
  double m[3][3];                    /* camera coordinates: c_j = m[0][j] x + m[1][j] y + m[2][j] z */
  double pos[3];                     /* JWildfire: added after the rotation */
  double persp;                      /* the divisor is 1 - persp · c_2 (+ pos[2], JWildfire) */
  double zpos;                       /* Apophysis: subtracted from z first */
  double blur;                       /* 0.1 · cam_dof (JWildfire: · cam_dof_scale), 0 = no depth blur */
  double focus[3];                   /* JWildfire's new_dof: the focus point, in camera coordinates */
  double area, fade_area;            /* blur beyond area; faded in over the fade_area below it */
  double exponent_inv;               /* the distance's power: 1 / cam_dof_exponent */
  double fade;                       /* cam_dof_fade in [0, 1] */
  double curve[2];                   /* Fractorium's blur_curve: the depth blur times x²·curve[0] +
                                        y²·curve[1] of the camera's x and y, 0 = a flat blur */
  fm_u32 model;                      /* FM_CAM3D_* */
  fm_u32 dof_new;                    /* JWildfire: 1 new_dof (focus point), 0 legacy (zpos depth) */
  /* The same in float, what float points project with: a conversion from double costs the GPU
   * more than the multiply it feeds (fm_camera3d_setup fills both). */
  float mf[3][3], posf[3], perspf, zposf, blurf;
  float focusf[3], areaf, fade_areaf, exponent_invf, fadef, curvef[2];
} fm_camera3d;

/* A camera value in the point's precision. */
#ifdef FM_REAL_FLOAT
#define FM_CAM(c, field) ((c)->field##f)
#define FM_CAM_M(c, i, j) ((c)->mf[i][j])
#define FM_CAM_POS(c, i) ((c)->posf[i])
#define FM_CAM_FOCUS(c, i) ((c)->focusf[i])
#else
#define FM_CAM(c, field) ((c)->field)
#define FM_CAM_M(c, i, j) ((c)->m[i][j])
#define FM_CAM_POS(c, i) ((c)->pos[i])
#define FM_CAM_FOCUS(c, i) ((c)->focus[i])
#endif

/* The float copies of the double values. */
FM_FN void fm_camera3d_floats(fm_camera3d *c) {
  for (int i = 0; i < 3; i++) {
    for (int j = 0; j < 3; j++) c->mf[i][j] = (float)c->m[i][j];
    c->posf[i] = (float)c->pos[i];
    c->focusf[i] = (float)c->focus[i];
  }
  c->perspf = (float)c->persp;
  c->zposf = (float)c->zpos;
  c->blurf = (float)c->blur;
  c->areaf = (float)c->area;
  c->fade_areaf = (float)c->fade_area;
  c->exponent_invf = (float)c->exponent_inv;
  c->fadef = (float)c->fade;
  c->curvef[0] = (float)c->curve[0];
  c->curvef[1] = (float)c->curve[1];
}

/* Host side: the camera of model `model` (enum genome_cam_model's numbers) from the genome's
 * values; rotate is flam3's rotate in degrees (JWildfire's roll). */
FM_FN void fm_camera3d_setup(fm_camera3d *c, int model, double pitch, double yaw, double bank, double rotate,
                             double persp, double zpos, double dof, double pos_x, double pos_y, double pos_z) {
  int i, j;
  for (i = 0; i < 3; i++) {
    for (j = 0; j < 3; j++) c->m[i][j] = i == j;
    c->pos[i] = 0;
  }
  c->persp = persp;
  c->zpos = 0;
  c->blur = 0;
  c->dof_new = 0;
  for (i = 0; i < 3; i++) c->focus[i] = 0;
  c->area = c->fade_area = c->fade = 0;
  c->exponent_inv = 1;
  c->curve[0] = c->curve[1] = 0;
  c->model = FM_CAM3D_NONE;
  if (model == FM_CAM3D_APOPHYSIS) {
    const double cy = cos(-yaw), sy = sin(-yaw), cp = cos(pitch), sp = sin(pitch);
    c->model = FM_CAM3D_APOPHYSIS;
    c->m[0][0] = cy;
    c->m[1][0] = -sy;
    c->m[2][0] = 0;
    c->m[0][1] = cp * sy;
    c->m[1][1] = cp * cy;
    c->m[2][1] = -sp;
    c->m[0][2] = sp * sy;
    c->m[1][2] = sp * cy;
    c->m[2][2] = cp;
    c->zpos = zpos;
    c->blur = 0.1 * dof;
  } else if (model == FM_CAM3D_JWILDFIRE) {
    const double y = -yaw, p = pitch, b = bank, r = rotate * (FM_PI / 180.0);
    const double cy = cos(y), sy = sin(y), cp = cos(p), sp = sin(p), cb = cos(b), sb = sin(b);
    const double cr = cos(r), sr = sin(r);
    c->model = FM_CAM3D_JWILDFIRE;
    c->m[0][0] = -cp * sr * sy - (sp * sb * sr - cb * cr) * cy;
    c->m[1][0] = -cp * cy * sr + (sp * sb * sr - cb * cr) * sy;
    c->m[2][0] = cb * sp * sr + cr * sb;
    c->m[0][1] = cp * cr * sy + (cr * sp * sb + cb * sr) * cy;
    c->m[1][1] = cp * cr * cy - (cr * sp * sb + cb * sr) * sy;
    c->m[2][1] = -cb * cr * sp + sb * sr;
    c->m[0][2] = -cp * cy * sb + sp * sy;
    c->m[1][2] = cp * sb * sy + cy * sp;
    c->m[2][2] = cp * cb;
    c->pos[0] = pos_x;
    c->pos[1] = pos_y;
    c->pos[2] = pos_z;
  }
  fm_camera3d_floats(c);
}

/* Fractorium's blur_curve p (Apophysis' model, with a depth blur): the blur grows with the
 * point's distance from the camera's axis, d = 10 · hypot(x / half_x, y / half_y) of its camera
 * x and y over half the image's extent in flame units (Fractorium's, its 10-pixel gutter on each
 * side included), times d² / (4 p). */
FM_FN void fm_camera3d_setup_blur_curve(fm_camera3d *c, double curve, double half_x, double half_y) {
  c->curve[0] = c->curve[1] = 0;
  if (c->model == FM_CAM3D_APOPHYSIS && c->blur != 0 && curve != 0 && half_x > 0 && half_y > 0) {
    c->curve[0] = 25.0 / (curve * half_x * half_x);
    c->curve[1] = 25.0 / (curve * half_y * half_y);
  }
  fm_camera3d_floats(c);
}

/* JWildfire's depth of field (see the top), after fm_camera3d_setup of its model: cam_dof,
 * cam_dof_scale, cam_dof_fade, new_dof, cam_dof_area, cam_dof_exponent, the focus point
 * (cam_xfocus, cam_yfocus, cam_zfocus) and cam_zpos. */
FM_FN void fm_camera3d_setup_jwildfire_dof(fm_camera3d *c, double dof, double scale, double fade, int dof_new,
                                           double area, double exponent, double fx, double fy, double fz,
                                           double zpos) {
  if (c->model != FM_CAM3D_JWILDFIRE) return;
  c->blur = 0.1 * dof * scale;
  c->fade = fade < 0 ? 0 : fade > 1 ? 1 : fade;
  c->dof_new = dof_new != 0;
  c->area = area;
  c->fade_area = area / 2.25;
  c->exponent_inv = 1.0 / exponent;
  c->focus[0] = fx;
  c->focus[1] = fy;
  c->focus[2] = fz;
  c->zpos = zpos;
  fm_camera3d_floats(c);
}

/* JWildfire's depth of field: how far the point at camera coordinates (cx, cy, cz) moves, 0 for
 * none (the fade's draw comes first, as in JWildfire's shape). */
FM_FN fm_real fm_camera3d_jwildfire_blur(const fm_camera3d *c, fm_real cx, fm_real cy, fm_real cz, fm_rng *rng) {
  fm_real dist;
  if (!c->dof_new) {
    dist = FM_CAM(c, zpos) - cz; /* behind the focus depth */
  } else {
    const fm_real dx = cx - FM_CAM_FOCUS(c, 0), dy = cy - FM_CAM_FOCUS(c, 1), dz = cz - FM_CAM_FOCUS(c, 2);
    const fm_real d = pow(dx * dx + dy * dy + dz * dz, FM_CAM(c, exponent_inv));
    const fm_real near = FM_CAM(c, area) - FM_CAM(c, fade_area);
    if (d > FM_CAM(c, area)) {
      dist = d;
    } else if (d > near) { /* faded in: smootherstep over (near, area) */
      fm_real t = (d - near) / FM_CAM(c, fade_area);
      t = t < 0 ? FM_R(0.0) : t > 1 ? FM_R(1.0) : t;
      dist = t * t * t * (t * (t * 6 - 15) + 10) * d;
    } else {
      dist = 0;
    }
  }
  if (!(dist > 0)) return 0;
  const fm_real fade = FM_CAM(c, fade);
  fm_real f = 1; /* the fraction of the full distance drawn */
  if (fade >= FM_R(1.0) - FM_R(1e-8)) f = fm_rng_01(rng); /* JWildfire's EPSILON */
  else if (fade > FM_R(1e-8) && fm_rng_01(rng) <= fade) f = fm_rng_01(rng);
  return f * FM_CAM(c, blur) * dist;
}

/* Projects q's (x, y, z) to the (x, y) the 2D camera places; returns 0 when the point is not
 * plotted (behind JWildfire's camera, or not a number). Draws two random numbers under
 * Apophysis' depth blur, none otherwise. */
/* JWildfire's depth of a point in its camera's space, before the perspective (its z-buffer's,
 * larger nearer: solid rendering, render/solid.h); host side, in double. */
FM_FN double fm_camera3d_depth(const fm_camera3d *c, double x, double y, double z) {
  return c->m[0][2] * x + c->m[1][2] * y + c->m[2][2] * z + c->pos[2];
}

FM_FN int fm_camera3d_project(const fm_camera3d *c, fm_point *q, fm_rng *rng) {
  const fm_real x = q->x, y = q->y;
  const fm_u32 model = FM_CAM3D_MODEL ? (fm_u32)FM_CAM3D_MODEL : c->model;
  if (model == FM_CAM3D_APOPHYSIS) {
    const fm_real z = q->z - FM_CAM(c, zpos);
    fm_real cx = FM_CAM_M(c, 0, 0) * x + FM_CAM_M(c, 1, 0) * y;
    fm_real cy = FM_CAM_M(c, 0, 1) * x + FM_CAM_M(c, 1, 1) * y + FM_CAM_M(c, 2, 1) * z;
    const fm_real cz = FM_CAM_M(c, 0, 2) * x + FM_CAM_M(c, 1, 2) * y + FM_CAM_M(c, 2, 2) * z;
    fm_real zr = 1 - FM_CAM(c, persp) * cz;
    if (zr == 0) zr = FM_R(FM_REAL_EPSILON);
    if (FM_CAM3D_BLUR && c->blur != 0) {
      const fm_real angle = fm_rng_01(rng) * FM_R(2.0 * FM_PI);
      fm_real dr = fm_rng_01(rng) * FM_CAM(c, blur) * cz;
      if (c->curve[0] != 0) dr *= cx * cx * FM_CAM(c, curve)[0] + cy * cy * FM_CAM(c, curve)[1];
      cx += dr * cos(angle);
      cy += dr * sin(angle);
    }
    q->x = cx / zr;
    q->y = cy / zr;
  } else if (model == FM_CAM3D_JWILDFIRE) {
    const fm_real z = q->z;
    const fm_real cx = FM_CAM_M(c, 0, 0) * x + FM_CAM_M(c, 1, 0) * y + FM_CAM_M(c, 2, 0) * z + FM_CAM_POS(c, 0);
    const fm_real cy = FM_CAM_M(c, 0, 1) * x + FM_CAM_M(c, 1, 1) * y + FM_CAM_M(c, 2, 1) * z + FM_CAM_POS(c, 1);
    const fm_real cz = FM_CAM_M(c, 0, 2) * x + FM_CAM_M(c, 1, 2) * y + FM_CAM_M(c, 2, 2) * z + FM_CAM_POS(c, 2);
    const fm_real zr = 1 - FM_CAM(c, persp) * cz + FM_CAM_POS(c, 2);
    if (!(zr >= FM_R(1e-8))) return 0;
    if (FM_CAM3D_BLUR && c->blur != 0) {
      const fm_real dr = fm_camera3d_jwildfire_blur(c, cx, cy, cz, rng);
      if (dr != 0) {
        const fm_real angle = fm_rng_01(rng) * FM_R(2.0 * FM_PI);
        q->x = (cx + dr * cos(angle)) / zr;
        q->y = (cy + dr * sin(angle)) / zr;
        return 1;
      }
    }
    q->x = cx / zr;
    q->y = cy / zr;
  }
  return 1;
}

#endif
