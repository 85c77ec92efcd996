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

typedef struct segment {
  int n;                /* keyframes blended: 2, or 4 for Catmull-Rom */
  double c[MAX_CPS];    /* their weights */
  int nstd, nfinal, nxf;
  aligned_cp cp[MAX_CPS];
  /* Per xform, the variations some keyframe of the segment uses: used[x * (FM_NVARS + 1)] is
   * their count, then their indices, ascending (the blend's work; made with the alignment). */
  unsigned short *used;
  void *mem;
  /* Each keyframe's palette in HSV as the blend takes it (the first of a circular pair's hue
   * moved the short way round towards the second's): made once with the alignment. */
  double hsv[MAX_CPS][GENOME_PALETTE_SIZE][3];
} segment;

/* flam3_align: the segment's keyframes (s->n of them from cps, s->c set) copied and padded to
 * one xform layout, with flam3's identity padding and parameter borrowing. -1 when out of
 * memory. */
int interpolate_align(segment *s, const genome *cps);

#endif
