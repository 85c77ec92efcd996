/*
 * interpolate_private.h — what the two halves of the interpolation share (genome/ only):
 * interpolate.c (segment, blend, the API) and interpolate_align.c (flam3_align).
 */
#ifndef FLAMEBUILD_INTERPOLATE_PRIVATE_H
#define FLAMEBUILD_INTERPOLATE_PRIVATE_H

#include "genome.h"

#define MAX_CPS 4               /* Catmull-Rom blends four keyframes, linear two */
#define FIRST_PARAMETRIC_VAR 23 /* no variation below blob (23) has parameters */
#define ANGLE_EPS 1e-10         /* flam3's EPS in the angle unwrap */
#define LOG_MAG_FLOOR (-10.0)   /* below this log-magnitude flam3 blends magnitudes linearly */

/* One keyframe padded to the common xform layout (flam3_align's dst[i]). */
typedef struct aligned_cp {
  const genome *g;
  genome_xform *xf;     /* [nxf]: standard xforms, then the final xforms (as many as the keyframe
                           with the most has; aligned by position) */
  unsigned char *pad;   /* [nxf]: 1 = padding xform, flam3's `padding` flag */
  double *chaos;        /* [nstd * nstd] */
} aligned_cp;

/* What the blend of one xform slot reads, gathered once with the alignment so that each of a
 * frame's 1,000 times blends only numbers (interpolate_align.c: plan_blends):
 *  - the variations some keyframe of the segment uses, ascending, how each applies (the first
 *    keyframe's that has it) and each keyframe's weight of it;
 *  - the parameters blended (flam3's, all of them, and those of the variations used past
 *    flam3's 99 but a formula's block) and each keyframe's value of them, ascending;
 *  - the parameters taken as they are, ascending: the first keyframe's others, and the formula
 *    block of the first keyframe that draws one (a formula is code, never blended). */
typedef struct segment_blend {
  int nvars;
  unsigned short *var;
  unsigned char *kind;
  double *weight[MAX_CPS];
  int nblend;
  unsigned short *blend;
  double *blend_value[MAX_CPS];
  int nkept;
  unsigned short *kept_index;
  double *kept_value;
} segment_blend;

typedef struct segment {
  int n;                /* keyframes blended: 2, or 4 for Catmull-Rom */
  double c[MAX_CPS];    /* their weights */
  int nstd, nfinal, nxf;
  aligned_cp cp[MAX_CPS];
  segment_blend *plan;  /* [nxf] */
  void *mem, *plan_mem;
  /* Each keyframe's palette in HSV as the blend takes it (the first of a circular pair's hue
   * moved the short way round towards the second's): made once with the alignment. */
  double hsv[MAX_CPS][GENOME_PALETTE_SIZE][3];
} segment;

/* flam3_align: the segment's keyframes (s->n of them from cps, s->c set) copied and padded to
 * one xform layout, with flam3's identity padding and parameter borrowing, and each slot's
 * blend planned. -1 with err set when out of memory or an xform cannot hold what it borrows. */
int interpolate_align(segment *s, const genome *cps, fb_error *err);

#endif
