/*
 * var_jwf_attractors.h — JWildfire's strange-attractor maps (Jesús Sosa's and others', after
 * Paul Bourke's pages): one step of the attractor's map applied to the xform's point, so that
 * the chaos game itself walks the attractor. Each as JWildfire computes it (its
 * variation/NAMEFunc.java), checked against JWildfire's own code (tests/tools/jwf_refs.sh;
 * tests/unit/test_variation_refs.c). JWildfire's hopalong, threeply, macmillan and
 * gingerbread_man walk a point of their own, kept in the Func from call to call, whatever point
 * they are given: their orbit is a table the host walks (render/orbit_points.h), which a
 * trajectory walks in turn. (gumowski_mira is not here: its parameters are not the file's, its
 * setParameter moving m at every call and drawing a at random.)
 * 355: clifford_js, 356: lorenz_js, 357: svensson_js, 358: sattractor_js, 359: woggle_js,
 * 417: hopalong, 418: threeply, 419: macmillan, 438: gingerbread_man.
 * (variations.h includes it after var_jwildfire.h, whose fm_java_int it uses; nowhere else
 * includes it). Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWF_ATTRACTORS_H
#define FLAMEBUILD_VAR_JWF_ATTRACTORS_H

/* The families whose helpers this one calls (a kernel of its own includes only the families
 * its variations need: kernels/codegen_families.c). */
#include "var_jwildfire.h"

/* 355: clifford_js, Clifford Pickover's map: (sin a·y + c·cos a·x, sin b·x + d·cos b·y). */
FM_VAR(clifford_js) {
  const fm_real a = FM_PAR(clifford_js_a), b = FM_PAR(clifford_js_b);
  FM_UNUSED_RNG;
  s->px += (sin(a * s->ty) + FM_PAR(clifford_js_c) * cos(a * s->tx)) * w;
  s->py += (sin(b * s->tx) + FM_PAR(clifford_js_d) * cos(b * s->ty)) * w;
}

/* 356: lorenz_js, one Euler step of h along Lorenz's flow (σ = a, ρ = b, β = c) in x, y, z; the
 * colour the new sum's squared distance from (−centerx, −centery) over scale (1e-5 for a scale
 * of 0), mod 1. */
FM_VAR(lorenz_js) {
  const fm_real x = s->tx, y = s->ty, z = s->tz, h = FM_PAR(lorenz_js_h), scale = FM_PAR(lorenz_js_scale);
  const fm_real inv = FM_R(1.0) / (scale == 0 ? FM_R(10E-6) : scale);
  FM_UNUSED_RNG;
  s->px += (x + h * FM_PAR(lorenz_js_a) * (y - x)) * w;
  s->py += (y + h * (x * (FM_PAR(lorenz_js_b) - z) - y)) * w;
  s->pz += (z + h * (x * y - FM_PAR(lorenz_js_c) * z)) * w;
  const fm_real dx = s->px + FM_PAR(lorenz_js_centerx), dy = s->py + FM_PAR(lorenz_js_centery);
  s->color = fmod(fabs(inv * (dx * dx + dy * dy)), FM_R(1.0));
}

/* 357: svensson_js, Johnny Svensson's map: (d·sin a·x − sin b·y, c·cos a·x + cos b·y). It SETS
 * the sum, as JWildfire's does: the variations before it in the xform are dropped. */
FM_VAR(svensson_js) {
  const fm_real a = FM_PAR(svensson_js_a), b = FM_PAR(svensson_js_b);
  FM_UNUSED_RNG;
  s->px = (FM_PAR(svensson_js_d) * sin(a * s->tx) - sin(b * s->ty)) * w;
  s->py = (FM_PAR(svensson_js_c) * cos(a * s->tx) + cos(b * s->ty)) * w;
}

/* m of sattractor_js and woggle_js: Java's (int) of the parameter, held to [2, 12]. */
FM_FN fm_real fm_jwf_attractor_m(fm_real v) {
  const fm_real m = fm_java_int(v);
  return m < 2 ? FM_R(2.0) : m > 12 ? FM_R(12.0) : m;
}

/* 358: sattractor_js, an IFS of the m-th roots of unity (a, b) = (cos, sin)(2π·l/m), l in 1…m
 * at random: half the time the point halved and moved to the root, else Hénon-like
 * (x·a + y·b + x²·b, y·a − x·b + x²·a); then halved again. Draws two numbers. */
FM_VAR(sattractor_js) {
  const fm_real m = fm_jwf_attractor_m(FM_PAR(sattractor_js_m));
  const fm_real l = fm_java_int(fm_rng_01(rng) * m) + 1;
  const fm_real ang = FM_R(2.0 * FM_PI) * l / m, a = cos(ang), b = sin(ang);
  const fm_real x = s->tx, y = s->ty;
  fm_real u, v;
  if (fm_rng_01(rng) < FM_R(0.5)) {
    u = x / FM_R(2.0) + a;
    v = y / FM_R(2.0) + b;
  } else {
    u = x * a + y * b + x * x * b;
    v = y * a - x * b + x * x * a;
  }
  s->px += u / FM_R(2.0) * w;
  s->py += v / FM_R(2.0) * w;
}

/* 359: woggle_js (Roger Bagula's, after Paul Bourke): the point shrunk by r = √1.25·√m, sheared
 * by 1/(√3·|p|) and mirrored on even branches, moved to the c-th of m roots of unity, c in
 * 0…m−1 at random. Draws one number. */
FM_VAR(woggle_js) {
  const fm_real m = fm_jwf_attractor_m(FM_PAR(woggle_js_m));
  const fm_real r = sqrt(FM_R(1.25)) * sqrt(m);
  const fm_real c = fm_java_int(m * fm_rng_01(rng));
  const fm_real x = s->tx, y = s->ty;
  const fm_real ra = FM_R(1.0) / (sqrt(FM_R(3.0)) * sqrt(x * x + y * y));
  const fm_real ang = FM_R(2.0 * FM_PI) * c / m;
  fm_real u, v;
  if (fmod(c, FM_R(2.0)) == 0) {
    u = -x / r + ra * y / r + cos(ang);
    v = -ra * x / r - y / r + sin(ang);
  } else {
    u = x / r + ra * y / r + cos(ang);
    v = -ra * x / r + y / r + sin(ang);
  }
  s->px += u * w;
  s->py += v * w;
}

/* ---- 417-419, 438: the orbits ---------------------------------------------------------------
 * The point of this call in the orbit's table (render/orbit_points.h: each point's x and y a
 * float and its remainder, the variation's output before its amount): the one after the
 * trajectory's last, as JWildfire's instance gives the one after its last call's — fm_point.walk
 * holds its index, 0 at the trajectory's start —, or at the start and past the table's end a
 * random one (one draw), so that the trajectories of a frame cover the table. Added times w
 * (threeply's and gingerbread_man's replace the sum in JWildfire, which the parser's
 * FM_VARS_JWF_SETS_SUM makes of an add). No table: nothing added. */
FM_FN void fm_jwf_orbit_point(fm_var_state *s, const float *t, fm_real n, fm_real w, fm_rng *rng) {
  if (!t || !(n >= 1)) return;
  fm_real k = s->walk;
  if (!(k >= 1 && k < n)) k = (fm_real)fm_rng_below(rng, (fm_u32)n);
  const float *p = t + 4 * (fm_u64)k;
  s->px += w * ((fm_real)p[0] + (fm_real)p[1]);
  s->py += w * ((fm_real)p[2] + (fm_real)p[3]);
  s->walk = k + 1;
}

/* 417: hopalong, Barry Martin's map (x, y) → (y − sign x·√|b·x − c|, a − x) from (startx,
 * starty). */
FM_VAR(hopalong) { fm_jwf_orbit_point(s, FM_POINT_TABLE(hopalong), FM_PAR(hopalong_points), w, rng); }

/* 418: threeply, (x, y) → (y − sign x·|sin x·cos b + c − x·sin(a + b + c)|, a − x) from the
 * origin, times 0.001. */
FM_VAR(threeply) { fm_jwf_orbit_point(s, FM_POINT_TABLE(threeply), FM_PAR(threeply_points), w, rng); }

/* 419: macmillan, two steps of McMillan's map (x, y) → (y, −x + 2a·y/(1 + y²) + b·y) a call,
 * from (startx, starty). */
FM_VAR(macmillan) { fm_jwf_orbit_point(s, FM_POINT_TABLE(macmillan), FM_PAR(macmillan_points), w, rng); }

/* 438: gingerbread_man, (x, y) → (1 − y + |x|, x) from (−0.1, 0). */
FM_VAR(gingerbread_man) {
  fm_jwf_orbit_point(s, FM_POINT_TABLE(gingerbread_man), FM_PAR(gingerbread_man_points), w, rng);
}

#endif
