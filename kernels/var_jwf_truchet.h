/*
 * var_jwf_truchet.h — JWildfire's tile variations of Jesus Sosa (from 848), each checked against
 * JWildfire's own code (tests/tools/jwf_refs.sh; tests/unit/test_variation_refs.c), with
 * var_jwildfire4.h's conventions: a parameter JWildfire stores as an int is read through Java's
 * (int) after its setParameter's clamp, and what its init() derives is derived here, per call;
 * the 2D ones carry z by the flame's z mode (FM_VARS_CARRY_Z's comment).
 * 848: arctruchet, 849: triantruchet (sets the colour). JWildfire's kaplan is not here: which
 * cells it hides is the sign of a rotation's rounding residue, so only a sine, cosine and arctangent
 * rounded as glibc's (and Java's) are would draw its picture, and CUDA's are not (its check on
 * the H200: ratio 1.50 against the CPU).
 *
 * arctruchet and triantruchet pick their tile with a java.util.Random of their own, seeded by
 * the seed parameter in init() and drawn on from call to call: a uniform draw whose value no
 * later call depends on, so here it is a draw of the iteration's generator (the reference
 * harness replaces that Random by its recorder the same way). What the seed does decide — the
 * turn of each tile, drawn in init() — is replayed: the LCG jumped to the tile's draw
 * (var_jwildfire3.h's fm_jrand_skip), in integers, so the same on every side.
 * (variations.h includes it after the other var_*.h; nowhere else includes it). Common subset
 * of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWF_TRUCHET_H
#define FLAMEBUILD_VAR_JWF_TRUCHET_H

/* The families whose helpers this one calls (a kernel of its own includes only the families
 * its variations need: kernels/codegen_families.c). */
#include "var_jwf_cut.h"

/* The k-th nextDouble() (from 0) of a java.util.Random seeded by the Java int `seed`. */
FM_FN double fm_jtr_nth_double(double seed, fm_u64 k) {
  fm_u64 state = fm_jrand_skip(fm_jrand_seeded(seed), 2 * k); /* two next() a double */
  return fm_jrand_next_double(&state);
}

/* A tile index drawn in [0, n): Java's (int)(U·n), held below n (the recorder's U may be 1,
 * where JWildfire's own generator never gives it). */
FM_FN int fm_jtr_pick(fm_real u, int n) {
  const int k = fm_cut_jint((double)u * n);
  return k >= n ? n - 1 : k < 0 ? 0 : k;
}

/* 848: arctruchet: a grid of TilesPerRow × TilesPerColumn tiles 0.5 wide centred on the origin,
 * each holding two quarter rings of radius 0.25 about opposite corners (the classic Truchet arc
 * tile), turned by a multiple of 90° that the seed's generator gives it ((int)(4·U), the tiles'
 * draws after one skipped, column by column). A call picks a tile, one of its two arcs (JWildfire
 * flips Math.random(): a draw here) and a point of the ring between r + thickness − γ and
 * r + thickness, γ = t(2r + t)/(r + t), uniform in r and angle. The arc's point and the corner
 * it is centred on are rounded to Java floats, as JWildfire's tile does. Draws five numbers. */
FM_VAR(arctruchet) {
  const int seed = fm_cut_jint(fm_cut_clamp(FM_PAR(arctruchet_seed), 0, 100000));
  const double th = fm_cut_clamp(FM_PAR(arctruchet_thickness), 0, 1);
  const int rows = fm_cut_jint(fm_cut_clamp(FM_PAR(arctruchet_TilesPerRow), 1, 100));
  const int cols = fm_cut_jint(fm_cut_clamp(FM_PAR(arctruchet_TilesPerColumn), 1, 100));
  const double radius = 0.25, tile = 2 * radius;
  const int i = fm_jtr_pick(fm_rng_01(rng), rows);
  const int j = fm_jtr_pick(fm_rng_01(rng), cols);
  /* init() fills the turns with i outer, j inner, after one skipped draw */
  const int turn = fm_cut_jint(fm_jtr_nth_double((double)seed, 1 + (fm_u64)i * (fm_u64)cols + (fm_u64)j) * 4);
  const double cx = (double)(float)(i * tile + tile / 2), cy = (double)(float)(j * tile + tile / 2);
  const double ang = turn * 90.0 * FM_PI / 180.0, ca = cos(ang), sa = sin(ang);
  const int second = fm_rng_01(rng) >= FM_R(0.5); /* the arc about the opposite corner */
  const double phi1 = (second ? 180.0 : 0.0) * FM_PI / 180.0;
  const double delta = (second ? 270.0 : 90.0) * FM_PI / 180.0 - phi1;
  const double gamma = th * (2.0 * radius + th) / (radius + th);
  const double r = radius + th - gamma * (double)fm_rng_01(rng);
  const double phi = phi1 + delta * (double)fm_rng_01(rng);
  const double xp = r * cos(phi), yp = r * sin(phi);
  const double rc = second ? -radius : radius; /* the arc's centre, before the turn */
  const double px = (double)(float)(xp * ca + yp * sa) - (double)(float)(rc * ca + rc * sa);
  const double py = (double)(float)(-xp * sa + yp * ca) - (double)(float)(-rc * sa + rc * ca);
  s->px += w * (fm_real)(px + cx - tile * rows / 2.0);
  s->py += w * (fm_real)(py + cy - tile * cols / 2.0);
}

/* 849: triantruchet: a grid of TilesPerRow × TilesPerColumn square tiles Size/TilesPerRow wide
 * (a Java float), each filled on one half, the triangle below its diagonal, turned by n·90°
 * about its centre; n is one of four the seed's generator draws in init() ((int)(4·U), after
 * one skipped), by the parities of the tile's column and row. A seed of 0 takes the four from
 * JWildfire's text resource instead, its first four characters' digits (default "0132": the
 * parameters turn1 … turn4, which genome/parse_editors.c reads from it; -1 where the text has no
 * digit there, and from there on, for which init()'s draw of that seed stays). The point is uniform in the triangle (√U barycentrics); the colour is the tile's
 * number over their count. Corners, centre and turn are Java floats, as the tile holds them.
 * Draws four numbers. */
FM_VAR(triantruchet) {
  const double seed = (double)fm_cut_jint(FM_PAR(triantruchet_seed));
  const double size = fm_cut_clamp(FM_PAR(triantruchet_Size), 0, 10);
  const int rows = fm_cut_jint(fm_cut_clamp(FM_PAR(triantruchet_TilesPerRow), 2, 600));
  const int cols = fm_cut_jint(fm_cut_clamp(FM_PAR(triantruchet_TilesPerColumn), 2, 600));
  const float ts = (float)size / (float)rows;
  const int i = fm_jtr_pick(fm_rng_01(rng), rows);
  const int j = fm_jtr_pick(fm_rng_01(rng), cols);
  /* which of the four: n1 (even, even), n2 (odd, even), n3 (even, odd), n4 (odd, odd) */
  const int which = (i % 2) + 2 * (j % 2);
  int n;
  if (seed == 0) {
    const fm_real t = which == 0   ? FM_PAR(triantruchet_turn1)
                      : which == 1 ? FM_PAR(triantruchet_turn2)
                      : which == 2 ? FM_PAR(triantruchet_turn3)
                                   : FM_PAR(triantruchet_turn4);
    n = t >= 0 ? (int)t : fm_cut_jint(fm_jtr_nth_double(seed, 1 + (fm_u64)which) * 4);
  } else {
    n = fm_cut_jint(fm_jtr_nth_double(seed, 1 + (fm_u64)which) * 4);
  }
  {
    const float cx = (float)i * ts + ts / 2, cy = (float)j * ts + ts / 2;
    const float tilt = (float)(0.0 + n * FM_PI / 2.0);
    const double ct = cos((double)tilt), st = sin((double)tilt), h = (double)(ts / 2);
    /* the corners (−h, −h), (−h, h), (h, h), turned and moved to the centre */
    const double x1 = (double)(float)(-h * ct + -h * st + cx), y1 = (double)(float)(h * st + -h * ct + cy);
    const double x2 = (double)(float)(-h * ct + h * st + cx), y2 = (double)(float)(h * st + h * ct + cy);
    const double x3 = (double)(float)(h * ct + h * st + cx), y3 = (double)(float)(-h * st + h * ct + cy);
    const double sq = sqrt((double)fm_rng_01(rng)), u2 = (double)fm_rng_01(rng);
    const double a = 1.0 - sq, b = sq * (1.0 - u2), c = u2 * sq;
    const double dx = a * x1 + b * x2 + c * x3, dy = a * y1 + b * y2 + c * y3;
    s->px += w * (fm_real)(dx - (double)(ts * (float)rows) / 2.0);
    s->py += w * (fm_real)(dy - (double)(ts * (float)cols) / 2.0);
    s->color = (fm_real)((double)(rows * j + i) / (double)(rows * cols));
  }
}

#endif
