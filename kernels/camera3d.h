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
 *     depth blur: two draws, angle then distance). Fractorium's ProjectPitchYaw and
 *     ProjectPitchYawDepthBlur; its special cases (pitch alone, z alone) are these with a 0.
 *   JWildfire: the point turned by yaw, pitch, bank (radians, as its files write them; it
 *     writes its bank as cam_roll) and roll (flam3's rotate, degrees, which its 2D camera then
 *     does not apply), moved by the camera position, divided
 *     by 1 - persp · depth + cam_pos_z; a point that lands behind the camera (divisor < 1e-8)
 *     is not plotted. JWildfire's FlameRendererView.project without depth of field.
 * render/prepare.c fills fm_camera3d once per sub-frame (fm_camera3d_setup); the step calls
 * fm_camera3d_project.
 *
 * Common subset of C17 and CUDA C++ (flame_math.h's rules).
 */
#ifndef FLAMEBUILD_CAMERA3D_H
#define FLAMEBUILD_CAMERA3D_H

#include "flame_math.h"

enum { FM_CAM3D_NONE, FM_CAM3D_APOPHYSIS, FM_CAM3D_JWILDFIRE };

/* A sub-frame's 3D camera, ready to project (doubles: set up once on the host). */
typedef struct fm_camera3d {
  double m[3][3];                    /* camera coordinates: c_j = m[0][j] x + m[1][j] y + m[2][j] z */
  double pos[3];                     /* JWildfire: added after the rotation */
  double persp;                      /* the divisor is 1 - persp · c_2 (+ pos[2], JWildfire) */
  double zpos;                       /* Apophysis: subtracted from z first */
  double blur;                       /* Apophysis: 0.1 · cam_dof, 0 = no depth blur */
  fm_u32 model;                      /* FM_CAM3D_* */
  fm_u32 pad;
  /* The same in float, what float points project with: a conversion from double costs the GPU
   * more than the multiply it feeds (fm_camera3d_setup fills both). */
  float mf[3][3], posf[3], perspf, zposf, blurf;
} fm_camera3d;

/* A camera value in the point's precision. */
#ifdef FM_REAL_FLOAT
#define FM_CAM(c, field) ((c)->field##f)
#define FM_CAM_M(c, i, j) ((c)->mf[i][j])
#define FM_CAM_POS(c, i) ((c)->posf[i])
#else
#define FM_CAM(c, field) ((c)->field)
#define FM_CAM_M(c, i, j) ((c)->m[i][j])
#define FM_CAM_POS(c, i) ((c)->pos[i])
#endif

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
  c->pad = 0;
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
  for (i = 0; i < 3; i++) {
    for (j = 0; j < 3; j++) c->mf[i][j] = (float)c->m[i][j];
    c->posf[i] = (float)c->pos[i];
  }
  c->perspf = (float)c->persp;
  c->zposf = (float)c->zpos;
  c->blurf = (float)c->blur;
}

/* Projects q's (x, y, z) to the (x, y) the 2D camera places; returns 0 when the point is not
 * plotted (behind JWildfire's camera, or not a number). Draws two random numbers under
 * Apophysis' depth blur, none otherwise. */
FM_FN int fm_camera3d_project(const fm_camera3d *c, fm_point *q, fm_rng *rng) {
  const fm_real x = q->x, y = q->y;
  if (c->model == FM_CAM3D_APOPHYSIS) {
    const fm_real z = q->z - FM_CAM(c, zpos);
    fm_real cx = FM_CAM_M(c, 0, 0) * x + FM_CAM_M(c, 1, 0) * y;
    fm_real cy = FM_CAM_M(c, 0, 1) * x + FM_CAM_M(c, 1, 1) * y + FM_CAM_M(c, 2, 1) * z;
    const fm_real cz = FM_CAM_M(c, 0, 2) * x + FM_CAM_M(c, 1, 2) * y + FM_CAM_M(c, 2, 2) * z;
    fm_real zr = 1 - FM_CAM(c, persp) * cz;
    if (zr == 0) zr = FM_R(FM_REAL_EPSILON);
    if (c->blur != 0) {
      const fm_real angle = fm_rng_01(rng) * FM_R(2.0 * FM_PI);
      const fm_real dr = fm_rng_01(rng) * FM_CAM(c, blur) * cz;
      cx += dr * cos(angle);
      cy += dr * sin(angle);
    }
    q->x = cx / zr;
    q->y = cy / zr;
  } else if (c->model == FM_CAM3D_JWILDFIRE) {
    const fm_real z = q->z;
    const fm_real cx = FM_CAM_M(c, 0, 0) * x + FM_CAM_M(c, 1, 0) * y + FM_CAM_M(c, 2, 0) * z + FM_CAM_POS(c, 0);
    const fm_real cy = FM_CAM_M(c, 0, 1) * x + FM_CAM_M(c, 1, 1) * y + FM_CAM_M(c, 2, 1) * z + FM_CAM_POS(c, 1);
    const fm_real cz = FM_CAM_M(c, 0, 2) * x + FM_CAM_M(c, 1, 2) * y + FM_CAM_M(c, 2, 2) * z + FM_CAM_POS(c, 2);
    const fm_real zr = 1 - FM_CAM(c, persp) * cz + FM_CAM_POS(c, 2);
    if (!(zr >= FM_R(1e-8))) return 0;
    q->x = cx / zr;
    q->y = cy / zr;
  }
  return 1;
}

#endif
