/*
 * var_jwf_symmetry.h — JWildfire's symmetry groups (Jesús Sosa's, after McGregor and Watt's
 * "The Art of Graphics for the IBM PC"): the 17 wallpaper groups sym_ng1 … sym_ng17 and seven
 * frieze (band) groups sym_bg1 … sym_bg7. All of them are one mechanism, fm_sym_pick: a table
 * of affine maps, one of them picked at random for every point, its move set by the variation's
 * step and spacing parameters. A variation is its table and the parameters it feeds the table;
 * each checked against JWildfire's own code (tests/tools/jwf_refs.sh) draw for draw.
 * 324: sym_ng1 … 340: sym_ng17, 341: sym_bg1 … 347: sym_bg7.
 * (variations.h includes it after the per-point state, the helpers and FM_VAR; nowhere else
 * includes it). Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWF_SYMMETRY_H
#define FLAMEBUILD_VAR_JWF_SYMMETRY_H

/* One map of a group: x' = a·x + b·y + c, y' = d·x + e·y + f, its move c the constant c[0] plus
 * c[k]·p[k−1] of the variation's parameters p[0..3] (f likewise). */
typedef struct fm_sym_map {
  fm_real a, b, d, e;
  fm_real c[5], f[5];
} fm_sym_map;

/* The point moved by (shift, shift) first (the groups with a spacing of their own), then one of
 * the n maps, picked by a uniform integer in [0, n) (JWildfire's (int)(n·U)); the weighted image
 * is added. Draws one number. */
FM_FN void fm_sym_pick(fm_var_state *s, fm_real w, fm_rng *rng, const fm_sym_map *maps, int n, const fm_real *p,
                       fm_real shift) {
  const fm_sym_map *m = maps + fm_rng_below(rng, (fm_u32)n);
  const fm_real x = s->tx + shift, y = s->ty + shift;
  const fm_real c = m->c[0] + m->c[1] * p[0] + m->c[2] * p[1] + m->c[3] * p[2] + m->c[4] * p[3];
  const fm_real f = m->f[0] + m->f[1] * p[0] + m->f[2] * p[1] + m->f[3] * p[2] + m->f[4] * p[3];
  s->px += w * (m->a * x + m->b * y + c);
  s->py += w * (m->d * x + m->e * y + f);
}

/* The shift of the hexagonal groups' radius parameter: radius/√2, of its magnitude. */
FM_FN fm_real fm_sym_radius_shift(fm_real radius) { return sqrt(radius * radius / 2); }

/* The linear parts a b d e: identity, half turn, the mirrors of y (MX, across the x axis) and of
 * x (MY), quarter turns R90 (x, y) ↦ (−y, x) and R270, the diagonal mirrors (x, y) ↦ (y, x) and
 * (−y, −x); JWildfire's 60° family with 0.866 for √3/2: turns R60 … R300, mirrors M30 … M150 by
 * their axis' angle; sym_ng15's, a quarter turned: R30, R150 and the mirrors at 15° and 75°. */
#define FM_SYM_ID 1, 0, 0, 1
#define FM_SYM_HALF -1, 0, 0, -1
#define FM_SYM_MX 1, 0, 0, -1
#define FM_SYM_MY -1, 0, 0, 1
#define FM_SYM_R90 0, -1, 1, 0
#define FM_SYM_R270 0, 1, -1, 0
#define FM_SYM_DIAG 0, 1, 1, 0
#define FM_SYM_ANTI 0, -1, -1, 0
#define FM_SYM_K 0.866
#define FM_SYM_R60 0.5, -FM_SYM_K, FM_SYM_K, 0.5
#define FM_SYM_R120 -0.5, -FM_SYM_K, FM_SYM_K, -0.5
#define FM_SYM_R240 -0.5, FM_SYM_K, -FM_SYM_K, -0.5
#define FM_SYM_R300 0.5, FM_SYM_K, -FM_SYM_K, 0.5
#define FM_SYM_M30 0.5, FM_SYM_K, FM_SYM_K, -0.5
#define FM_SYM_M60 -0.5, FM_SYM_K, FM_SYM_K, 0.5
#define FM_SYM_M120 -0.5, -FM_SYM_K, -FM_SYM_K, 0.5
#define FM_SYM_M150 0.5, -FM_SYM_K, -FM_SYM_K, -0.5
#define FM_SYM_R30 FM_SYM_K, -0.5, 0.5, FM_SYM_K
#define FM_SYM_R150 -FM_SYM_K, -0.5, 0.5, -FM_SYM_K
#define FM_SYM_M15 FM_SYM_K, 0.5, 0.5, -FM_SYM_K
#define FM_SYM_M75 -FM_SYM_K, 0.5, 0.5, FM_SYM_K
/* A map of linear part L moved by ∓(p0, p1)/2: the hexagonal groups (stepx, stepy) list their
 * maps twice, once each way. */
#define FM_SYM_LO(L) {L, {0, -0.5, 0, 0, 0}, {0, 0, -0.5, 0, 0}}
#define FM_SYM_HI(L) {L, {0, 0.5, 0, 0, 0}, {0, 0, 0.5, 0, 0}}

/* A variation of table `maps` (static: the device keeps one copy), parameters p0 … p3 and
 * shift. In the tables, per map: a b d e, {c: the constant, then per parameter}, {f: likewise}. */
#define FM_SYM_N(maps) ((int)(sizeof maps / sizeof maps[0]))
#define FM_SYM_APPLY(maps, shift, p0, p1, p2, p3)  \
  do {                                             \
    const fm_real p_[4] = {p0, p1, p2, p3};         \
    fm_sym_pick(s, w, rng, maps, FM_SYM_N(maps), p_, shift); \
  } while (0)

/* 324: sym_ng1, two moves, p: stepx, stepy */
FM_VAR(sym_ng1) {
  static const fm_sym_map maps[] = {FM_SYM_LO(FM_SYM_ID), FM_SYM_HI(FM_SYM_ID)};
  FM_SYM_APPLY(maps, 0, FM_PAR(sym_ng1_stepx), FM_PAR(sym_ng1_stepy), 0, 0);
}

/* 325: sym_ng2, a move and a mirrored move, p: stepx, stepy */
FM_VAR(sym_ng2) {
  static const fm_sym_map maps[] = {FM_SYM_LO(FM_SYM_ID), FM_SYM_HI(FM_SYM_MX)};
  FM_SYM_APPLY(maps, 0, FM_PAR(sym_ng2_stepx), FM_PAR(sym_ng2_stepy), 0, 0);
}

/* 326: sym_ng3, a move and a half turn, p: sepx, sepy, step */
FM_VAR(sym_ng3) {
  static const fm_sym_map maps[] = {{FM_SYM_ID, {0, -1, 0, -0.5, 0}, {0, 0, -1, -0.5, 0}},
                                    {FM_SYM_HALF, {0, 1, 0, 0.5, 0}, {0, 0, 1, 0.5, 0}}};
  FM_SYM_APPLY(maps, 0, FM_PAR(sym_ng3_sepx), FM_PAR(sym_ng3_sepy), FM_PAR(sym_ng3_step), 0);
}

/* 327: sym_ng4, p: sepx, sepy, stepx, stepy */
FM_VAR(sym_ng4) {
  static const fm_sym_map maps[] = {{FM_SYM_ID, {-2, -0.5, 0, -0.5, 0}, {-1.5, 0, 0.5, 0, -0.5}},
                                    {FM_SYM_HALF, {0, 0.5, 0, -0.5, 0}, {-0.5, 0, -0.5, 0, -0.5}},
                                    {FM_SYM_MX, {0, -0.5, 0, 0.5, 0}, {0.5, 0, -0.5, 0, 0.5}},
                                    {FM_SYM_MY, {2, 0.5, 0, 0.5, 0}, {-0.5, 0, 0.5, 0, 0.5}}};
  FM_SYM_APPLY(maps, 0, FM_PAR(sym_ng4_sepx), FM_PAR(sym_ng4_sepy), FM_PAR(sym_ng4_stepx), FM_PAR(sym_ng4_stepy));
}

/* 328: sym_ng5, p: sepx, sepy, stepx */
FM_VAR(sym_ng5) {
  static const fm_sym_map maps[] = {{FM_SYM_ID, {-2, -1, 0, -0.5, 0}, {-0.5, 0, 1, 0, 0}},
                                    {FM_SYM_HALF, {0, 1, 0, -0.5, 0}, {-0.5, 0, -1, 0, 0}},
                                    {FM_SYM_MX, {0, -1, 0, 0.5, 0}, {-0.5, 0, -1, 0, 0}},
                                    {FM_SYM_MY, {2, 1, 0, 0.5, 0}, {-0.5, 0, 1, 0, 0}}};
  FM_SYM_APPLY(maps, 0, FM_PAR(sym_ng5_sepx), FM_PAR(sym_ng5_sepy), FM_PAR(sym_ng5_stepx), 0);
}

/* 329: sym_ng6, p: sepy, stepx, stepy */
FM_VAR(sym_ng6) {
  static const fm_sym_map maps[] = {{FM_SYM_ID, {0, 0, -0.5, 0, 0}, {0, 0.5, 0, -0.5, 0}},
                                    {FM_SYM_MX, {0, 0, -0.5, 0, 0}, {0, -0.5, 0, -0.5, 0}},
                                    {FM_SYM_ID, {0, 0, 0.5, 0, 0}, {0, 0.5, 0, 0.5, 0}},
                                    {FM_SYM_MX, {0, 0, 0.5, 0, 0}, {0, -0.5, 0, 0.5, 0}}};
  FM_SYM_APPLY(maps, 0, FM_PAR(sym_ng6_sepy), FM_PAR(sym_ng6_stepx), FM_PAR(sym_ng6_stepy), 0);
}

/* 330: sym_ng7, p: sepx, sepy */
FM_VAR(sym_ng7) {
  static const fm_sym_map maps[] = {{FM_SYM_ID, {0, -0.5, 0, 0, 0}, {0, 0, 0.5, 0, 0}},
                                    {FM_SYM_MX, {0, 0.5, 0, 0, 0}, {0, 0, -0.5, 0, 0}}};
  FM_SYM_APPLY(maps, 0, FM_PAR(sym_ng7_sepx), FM_PAR(sym_ng7_sepy), 0, 0);
}

/* 331: sym_ng8, p: sepx, sepy, skewx, skewy */
FM_VAR(sym_ng8) {
  static const fm_sym_map maps[] = {{FM_SYM_MX, {-1, -0.5, 0, -0.5, 0}, {0, 0, -0.5, 0, -0.5}},
                                    {FM_SYM_MY, {1, 0.5, 0, -0.5, 0}, {0, 0, 0.5, 0, -0.5}},
                                    {FM_SYM_HALF, {1, 0.5, 0, -0.5, 0}, {0, 0, -0.5, 0, -0.5}},
                                    {FM_SYM_ID, {-1, -0.5, 0, -0.5, 0}, {0, 0, 0.5, 0, -0.5}},
                                    {FM_SYM_MX, {-1, -0.5, 0, 0.5, 0}, {0, 0, -0.5, 0, 0.5}},
                                    {FM_SYM_MY, {1, 0.5, 0, 0.5, 0}, {0, 0, 0.5, 0, 0.5}},
                                    {FM_SYM_HALF, {1, 0.5, 0, 0.5, 0}, {0, 0, -0.5, 0, 0.5}},
                                    {FM_SYM_ID, {-1, -0.5, 0, 0.5, 0}, {0, 0, 0.5, 0, 0.5}}};
  FM_SYM_APPLY(maps, 0, FM_PAR(sym_ng8_sepx), FM_PAR(sym_ng8_sepy), FM_PAR(sym_ng8_skewx), FM_PAR(sym_ng8_skewy));
}

/* 332: sym_ng9, p: sepx, sepy */
FM_VAR(sym_ng9) {
  static const fm_sym_map maps[] = {{FM_SYM_MX, {0, 0.5, 0, 0, 0}, {0, 0, -0.5, 0, 0}},
                                    {FM_SYM_MY, {0, -0.5, 0, 0, 0}, {0, 0, 0.5, 0, 0}},
                                    {FM_SYM_HALF, {0, -0.5, 0, 0, 0}, {0, 0, -0.5, 0, 0}},
                                    {FM_SYM_ID, {0, 0.5, 0, 0, 0}, {0, 0, 0.5, 0, 0}}};
  FM_SYM_APPLY(maps, 0, FM_PAR(sym_ng9_sepx), FM_PAR(sym_ng9_sepy), 0, 0);
}

/* 333: sym_ng10, quarter turns, shifted by space, p: spacex, spacey */
FM_VAR(sym_ng10) {
  static const fm_sym_map maps[] = {FM_SYM_LO(FM_SYM_HALF), FM_SYM_LO(FM_SYM_R270), FM_SYM_HI(FM_SYM_R90),
                                    FM_SYM_HI(FM_SYM_ID)};
  FM_SYM_APPLY(maps, FM_PAR(sym_ng10_space), FM_PAR(sym_ng10_spacex), FM_PAR(sym_ng10_spacey), 0, 0);
}

/* 334: sym_ng11, the square's eight maps, shifted by space, p: spacex, spacey, stepx, stepy */
FM_VAR(sym_ng11) {
  static const fm_sym_map maps[] = {{FM_SYM_ID, {0, 1, 0, 0.5, 0}, {0, 0, 1, 0, 0.5}},
                                    {FM_SYM_HALF, {0, -1, 0, 0.5, 0}, {0, 0, -1, 0, 0.5}},
                                    {FM_SYM_R270, {0, 1, 0, 0.5, 0}, {0, 0, -1, 0, 0.5}},
                                    {FM_SYM_R90, {0, -1, 0, 0.5, 0}, {0, 0, 1, 0, 0.5}},
                                    {FM_SYM_MY, {0, -1, 0, -0.5, 0}, {0, 0, 1, 0, -0.5}},
                                    {FM_SYM_ANTI, {0, -1, 0, -0.5, 0}, {0, 0, -1, 0, -0.5}},
                                    {FM_SYM_DIAG, {0, 1, 0, -0.5, 0}, {0, 0, 1, 0, -0.5}},
                                    {FM_SYM_MX, {0, 1, 0, -0.5, 0}, {0, 0, -1, 0, -0.5}}};
  FM_SYM_APPLY(maps, FM_PAR(sym_ng11_space), FM_PAR(sym_ng11_spacex), FM_PAR(sym_ng11_spacey),
               FM_PAR(sym_ng11_stepx), FM_PAR(sym_ng11_stepy));
}

/* 335: sym_ng12, the square's eight maps without steps, shifted by space, p: spacex, spacey */
FM_VAR(sym_ng12) {
  static const fm_sym_map maps[] = {{FM_SYM_ID, {0, 1, 0, 0, 0}, {0, 0, 1, 0, 0}},
                                    {FM_SYM_HALF, {0, -1, 0, 0, 0}, {0, 0, -1, 0, 0}},
                                    {FM_SYM_R270, {0, 1, 0, 0, 0}, {0, 0, -1, 0, 0}},
                                    {FM_SYM_R90, {0, -1, 0, 0, 0}, {0, 0, 1, 0, 0}},
                                    {FM_SYM_MY, {0, -1, 0, 0, 0}, {0, 0, 1, 0, 0}},
                                    {FM_SYM_ANTI, {0, -1, 0, 0, 0}, {0, 0, -1, 0, 0}},
                                    {FM_SYM_DIAG, {0, 1, 0, 0, 0}, {0, 0, 1, 0, 0}},
                                    {FM_SYM_MX, {0, 1, 0, 0, 0}, {0, 0, -1, 0, 0}}};
  FM_SYM_APPLY(maps, FM_PAR(sym_ng12_space), FM_PAR(sym_ng12_spacex), FM_PAR(sym_ng12_spacey), 0, 0);
}

/* 336: sym_ng13, three mirrors, shifted by radius/√2, p: stepx, stepy */
FM_VAR(sym_ng13) {
  static const fm_sym_map maps[] = {FM_SYM_LO(FM_SYM_MX), FM_SYM_LO(FM_SYM_M120), FM_SYM_LO(FM_SYM_M60),
                                    FM_SYM_HI(FM_SYM_MX), FM_SYM_HI(FM_SYM_M120), FM_SYM_HI(FM_SYM_M60)};
  FM_SYM_APPLY(maps, fm_sym_radius_shift(FM_PAR(sym_ng13_radius)), FM_PAR(sym_ng13_stepx), FM_PAR(sym_ng13_stepy),
               0, 0);
}

/* 337: sym_ng14, third turns and three mirrors, shifted by radius/√2, p: stepx, stepy */
FM_VAR(sym_ng14) {
  static const fm_sym_map maps[] = {
      FM_SYM_LO(FM_SYM_ID), FM_SYM_LO(FM_SYM_MX), FM_SYM_LO(FM_SYM_R120), FM_SYM_LO(FM_SYM_R240),
      FM_SYM_LO(FM_SYM_M120), FM_SYM_LO(FM_SYM_M60), FM_SYM_HI(FM_SYM_ID), FM_SYM_HI(FM_SYM_MX),
      FM_SYM_HI(FM_SYM_R120), FM_SYM_HI(FM_SYM_R240), FM_SYM_HI(FM_SYM_M120), FM_SYM_HI(FM_SYM_M60)};
  FM_SYM_APPLY(maps, fm_sym_radius_shift(FM_PAR(sym_ng14_radius)), FM_PAR(sym_ng14_stepx), FM_PAR(sym_ng14_stepy),
               0, 0);
}

/* 338: sym_ng15, turns and mirrors at 30° off sym_ng14's, shifted by radius/√2, p: stepx, stepy */
FM_VAR(sym_ng15) {
  static const fm_sym_map maps[] = {
      FM_SYM_LO(FM_SYM_R270), FM_SYM_LO(FM_SYM_ANTI), FM_SYM_LO(FM_SYM_R30), FM_SYM_LO(FM_SYM_M15),
      FM_SYM_LO(FM_SYM_R150), FM_SYM_LO(FM_SYM_M75), FM_SYM_HI(FM_SYM_R270), FM_SYM_HI(FM_SYM_ANTI),
      FM_SYM_HI(FM_SYM_R30), FM_SYM_HI(FM_SYM_M15), FM_SYM_HI(FM_SYM_R150), FM_SYM_HI(FM_SYM_M75)};
  FM_SYM_APPLY(maps, fm_sym_radius_shift(FM_PAR(sym_ng15_radius)), FM_PAR(sym_ng15_stepx), FM_PAR(sym_ng15_stepy),
               0, 0);
}

/* 339: sym_ng16, sixth turns, shifted by radius/√2, p: stepx, stepy */
FM_VAR(sym_ng16) {
  static const fm_sym_map maps[] = {
      FM_SYM_LO(FM_SYM_ID), FM_SYM_LO(FM_SYM_R60), FM_SYM_LO(FM_SYM_R120), FM_SYM_LO(FM_SYM_HALF),
      FM_SYM_LO(FM_SYM_R240), FM_SYM_LO(FM_SYM_R300), FM_SYM_HI(FM_SYM_ID), FM_SYM_HI(FM_SYM_R60),
      FM_SYM_HI(FM_SYM_R120), FM_SYM_HI(FM_SYM_HALF), FM_SYM_HI(FM_SYM_R240), FM_SYM_HI(FM_SYM_R300)};
  FM_SYM_APPLY(maps, fm_sym_radius_shift(FM_PAR(sym_ng16_radius)), FM_PAR(sym_ng16_stepx), FM_PAR(sym_ng16_stepy),
               0, 0);
}

/* 340: sym_ng17, sixth turns and six mirrors, shifted by radius/√2, p: stepx, stepy */
FM_VAR(sym_ng17) {
  static const fm_sym_map maps[] = {
      FM_SYM_LO(FM_SYM_ID), FM_SYM_LO(FM_SYM_MX), FM_SYM_LO(FM_SYM_R60), FM_SYM_LO(FM_SYM_M30),
      FM_SYM_LO(FM_SYM_R120), FM_SYM_LO(FM_SYM_M60), FM_SYM_LO(FM_SYM_HALF), FM_SYM_LO(FM_SYM_MY),
      FM_SYM_LO(FM_SYM_R240), FM_SYM_LO(FM_SYM_M120), FM_SYM_LO(FM_SYM_R300), FM_SYM_LO(FM_SYM_M150),
      FM_SYM_HI(FM_SYM_ID), FM_SYM_HI(FM_SYM_MX), FM_SYM_HI(FM_SYM_R60), FM_SYM_HI(FM_SYM_M30),
      FM_SYM_HI(FM_SYM_R120), FM_SYM_HI(FM_SYM_M60), FM_SYM_HI(FM_SYM_HALF), FM_SYM_HI(FM_SYM_MY),
      FM_SYM_HI(FM_SYM_R240), FM_SYM_HI(FM_SYM_M120), FM_SYM_HI(FM_SYM_R300), FM_SYM_HI(FM_SYM_M150)};
  FM_SYM_APPLY(maps, fm_sym_radius_shift(FM_PAR(sym_ng17_radius)), FM_PAR(sym_ng17_stepx), FM_PAR(sym_ng17_stepy),
               0, 0);
}

/* The bands, p: stepx, stepy. 341: sym_bg1 (translations along the band) */
FM_VAR(sym_bg1) {
  static const fm_sym_map maps[] = {{FM_SYM_ID, {-1, -0.5, 0, 0, 0}, {0, 0, -0.5, 0, 0}}, FM_SYM_HI(FM_SYM_ID)};
  FM_SYM_APPLY(maps, 0, FM_PAR(sym_bg1_stepx), FM_PAR(sym_bg1_stepy), 0, 0);
}

/* 342: sym_bg2 (a move and a mirrored move) */
FM_VAR(sym_bg2) {
  static const fm_sym_map maps[] = {{FM_SYM_ID, {-1, -0.5, 0, 0, 0}, {0, 0, -0.5, 0, 0}},
                                    {FM_SYM_MX, {0, 0.5, 0, 0, 0}, {1, 0, 0.5, 0, 0}}};
  FM_SYM_APPLY(maps, 0, FM_PAR(sym_bg2_stepx), FM_PAR(sym_bg2_stepy), 0, 0);
}

/* 343: sym_bg3 (half turns) */
FM_VAR(sym_bg3) {
  static const fm_sym_map maps[] = {{FM_SYM_ID, {-1, -0.5, 0, 0, 0}, {-0.5, 0, -0.5, 0, 0}},
                                    {FM_SYM_HALF, {1, 0.5, 0, 0, 0}, {0.5, 0, 0.5, 0, 0}}};
  FM_SYM_APPLY(maps, 0, FM_PAR(sym_bg3_stepx), FM_PAR(sym_bg3_stepy), 0, 0);
}

/* 344: sym_bg4 (mirrors across the band) */
FM_VAR(sym_bg4) {
  static const fm_sym_map maps[] = {{FM_SYM_ID, {-1, -0.5, 0, 0, 0}, {-0.5, 0, -0.5, 0, 0}},
                                    {FM_SYM_MY, {1, 0.5, 0, 0, 0}, {0.5, 0, 0.5, 0, 0}}};
  FM_SYM_APPLY(maps, 0, FM_PAR(sym_bg4_stepx), FM_PAR(sym_bg4_stepy), 0, 0);
}

/* 345: sym_bg5 (the mirror along the band) */
FM_VAR(sym_bg5) {
  static const fm_sym_map maps[] = {{FM_SYM_ID, {-1, -0.5, 0, 0, 0}, {-0.5, 0, -0.5, 0, 0}},
                                    {FM_SYM_MX, {-1, 0.5, 0, 0, 0}, {0.5, 0, 0.5, 0, 0}}};
  FM_SYM_APPLY(maps, 0, FM_PAR(sym_bg5_stepx), FM_PAR(sym_bg5_stepy), 0, 0);
}

/* 346: sym_bg6 (both mirrors) */
FM_VAR(sym_bg6) {
  static const fm_sym_map maps[] = {{FM_SYM_ID, {-1, -0.5, 0, 0, 0}, {-0.5, 0, -0.5, 0, 0}},
                                    {FM_SYM_MY, {1, 0.5, 0, 0, 0}, {-0.5, 0, 0.5, 0, 0}},
                                    {FM_SYM_MX, {-1, -0.5, 0, 0, 0}, {0.5, 0, -0.5, 0, 0}},
                                    {FM_SYM_HALF, {1, 0.5, 0, 0, 0}, {0.5, 0, 0.5, 0, 0}}};
  FM_SYM_APPLY(maps, 0, FM_PAR(sym_bg6_stepx), FM_PAR(sym_bg6_stepy), 0, 0);
}

/* 347: sym_bg7 (both mirrors, the half turn, spread wider) */
FM_VAR(sym_bg7) {
  static const fm_sym_map maps[] = {{FM_SYM_ID, {-2, -0.5, 0, 0, 0}, {-0.5, 0, -0.5, 0, 0}},
                                    {FM_SYM_MY, {2, 0.5, 0, 0, 0}, {-0.5, 0, 0.5, 0, 0}},
                                    {FM_SYM_MX, {0, 0.5, 0, 0, 0}, {0.5, 0, 0.5, 0, 0}},
                                    {FM_SYM_HALF, {0, -0.5, 0, 0, 0}, {0.5, 0, -0.5, 0, 0}}};
  FM_SYM_APPLY(maps, 0, FM_PAR(sym_bg7_stepx), FM_PAR(sym_bg7_stepy), 0, 0);
}

#undef FM_SYM_ID
#undef FM_SYM_HALF
#undef FM_SYM_MX
#undef FM_SYM_MY
#undef FM_SYM_R90
#undef FM_SYM_R270
#undef FM_SYM_DIAG
#undef FM_SYM_ANTI
#undef FM_SYM_K
#undef FM_SYM_R60
#undef FM_SYM_R120
#undef FM_SYM_R240
#undef FM_SYM_R300
#undef FM_SYM_M30
#undef FM_SYM_M60
#undef FM_SYM_M120
#undef FM_SYM_M150
#undef FM_SYM_R30
#undef FM_SYM_R150
#undef FM_SYM_M15
#undef FM_SYM_M75
#undef FM_SYM_LO
#undef FM_SYM_HI
#undef FM_SYM_N
#undef FM_SYM_APPLY

#endif
