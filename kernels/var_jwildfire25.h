/*
 * var_jwildfire25.h — JWildfire's ringtile, flame_bulb and c_var (with its post function
 * post_c_var), each as JWildfire computes it (its variation/NAMEFunc.java), checked against
 * JWildfire's own code, random ones draw for draw (tests/tools/jwf_refs.sh;
 * tests/unit/test_variation_refs.c): fm_rng_01 is JWildfire's context's random().
 * 449: ringtile (its post half, on the sum), 450: ringtile_inv (its pre half), 451: flame_bulb
 * (3D, sets the colour index), 452: c_var, 453: post_c_var (post, on the sum), 454: curliecue
 * (sets the colour index).
 *
 * ringtile is one of JWildfire's order-2 pairs (FM_VARS_PREPOST_PAIRS), but its pre half, unlike
 * the others', does not move the affine's point: JWildfire's invtransform adds its output to the
 * xform's sum (which its pre step has just cleared and its normal step does not clear again), so
 * ringtile_inv is a normal variation here, added to the sum with the others, and the post half
 * then maps that whole sum (genome/parse_editors.c adds it so).
 *
 * c_var runs a function that JWildfire compiles with Janino from the file's Java code resource;
 * this is JWildfire's default code, f(z) = 1/z + e^(1/z) + e^0 (the parser says another). A
 * file's pre_c_var is c_var's pre form that sets the affine's point, as JWildfire's
 * PreZVarFunc does (in a flame that preserves z, JWildfire's also makes the point's z (1 + w)·z,
 * where the pre form makes it w·z: the parser says so).
 *
 * (variations.h includes it after the families whose helpers it uses; nowhere else includes
 * it). Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWILDFIRE25_H
#define FLAMEBUILD_VAR_JWILDFIRE25_H

/* The families whose helpers this one calls (a kernel of its own includes only the families
 * its variations need: kernels/codegen_families.c). */
#include "var_fractorium2.h" /* fm_par_clamp */
#include "var_jwildfire.h"    /* fm_jwf_ngon_point, fm_jwf_pick */
#include "var_jwildfire4.h"   /* fm_jwf_random_below, fm_jwf_turtle_line */
#include "var_jwildfire9.h"   /* fm_java_round */
#include "var_jwf_truchet.h"  /* fm_jtr_nth_double */

/* ---- 449-450: ringtile (Brad Stefanov's and Whittaker Courtney's) ---------------------------- */

/* 449: ringtile, its post half (a JWildfire post function, on the sum itself): the sum as a
 * complex number through e^z (Complex.Exp: e^x·cos y, e^x·sin y), times w. Its z is the sum's,
 * plus w times the affine's z where the flame preserves z. */
FM_VAR(ringtile) {
  FM_UNUSED_RNG;
  const fm_real e = exp(s->px), y = s->py;
  s->px = w * (e * cos(y));
  s->py = w * (e * sin(y));
  if (xf->z_mode == FM_Z_PRESERVE) s->pz += w * s->tz;
}

/* 450: ringtile_inv, ringtile's pre half, added to the sum as JWildfire's invtransform adds it
 * (see above): y becomes tilesize·(y + round(±power·log u)) — the sign by a first draw below ½,
 * u a second draw, Java's Math.round — and x, inside ±width2, width1·x; beyond, width1 times
 * the remainder (Java's %, C's fmod) of its distance past the edge by outline·width2, measured
 * back from the edge. It reads no weight (JWildfire's does not), and adds no z. Draws two
 * numbers. */
FM_VAR(ringtile_inv) {
  (void)w;
  const fm_real power = FM_PAR(ringtile_power), w1 = FM_PAR(ringtile_width1), w2 = FM_PAR(ringtile_width2);
  const fm_real step = FM_PAR(ringtile_outline) * w2;
  const fm_real yh = fm_rng_01(rng) < FM_R(0.5) ? power : -power;
  const fm_real x = s->tx;
  s->py += FM_PAR(ringtile_tilesize) * (s->ty + fm_java_round(yh * log(fm_rng_01(rng))));
  if (x > w2)
    s->px += w1 * (-w2 + fmod(x + w2, step));
  else if (x < -w2)
    s->px += w1 * (w2 - fmod(w2 - x, step));
  else
    s->px += w1 * x;
}

/* ---- 451: flame_bulb (Whittaker Courtney's) -------------------------------------------------- */

/* 451: flame_bulb, IQ's Mandelbulb run backwards: the point times w, moved by add_C·|p|/2 on each
 * axis (where add_C is not 0), then twice: the first point subtracted, and the 1/root_power-th
 * root taken in spherical coordinates — the polar angle (acos(z/r) + 2kπ)/root_power, the
 * azimuth (atan2(y, x) + i·2k₂π)/root_power on the i-th turn (0, then 1), the radius
 * (r^(1/root_power))^radius_pow. k and k₂ are drawn below (int)root_power + 1 (JWildfire's
 * `new Random()` of each call, two nextInt: here fm_jwf_random_below, the k first). The result
 * replaces the sum, z included (in a flame that preserves z, its z is w times the affine's). An
 * add_C of 0 leaves the first turn at the origin, whose angle is NaN: a bad value, as JWildfire's.
 * A root_power from −1 down makes JWildfire's nextInt throw: a bad value here too.
 * Colour (`color mode 1-4`, FTOI, clamped to 0..6), m = add_C·|p|/(2·color scale): 1 sets it to m,
 * 2 adds m, 3 and 4 set and add sin(|out| + 2m), 5 and 6 log(|out| + 2m). Draws two numbers. */
FM_VAR(flame_bulb) {
  const fm_real power = FM_PAR(flame_bulb_root_power), inv = 1 / power, rpow = FM_PAR(flame_bulb_radius_pow);
  const fm_real add_c = FM_PAR(flame_bulb_add_C);
  const fm_real xo = w * s->tx, yo = w * s->ty, zo = w * s->tz;
  const fm_real mag1 = (sqrt(xo * xo + yo * yo + zo * zo) / 2) * add_c;
  fm_real x = xo, y = yo, z = zo;
  if (add_c != 0) {
    x += mag1;
    y += mag1;
    z += mag1;
  }
  const fm_real n = fm_java_int(power) + 1;
  if (!(n >= 1)) { /* JWildfire's nextInt throws */
    s->px = s->py = s->pz = FM_R(0.0) / FM_R(0.0);
    return;
  }
  const fm_real k = fm_jwf_random_below(rng, n), k2 = fm_jwf_random_below(rng, n);
  for (int i = 0; i < 2; i++) {
    x -= xo;
    y -= yo;
    z -= zo;
    const fm_real sq_r = sqrt(x * x + y * y + z * z);
    const fm_real r = pow(sq_r, inv);
    const fm_real theta = (acos(z / sq_r) + 2 * k * FM_R(FM_PI)) * inv;
    const fm_real zangle = (atan2(y, x) + i * 2 * k2 * FM_R(FM_PI)) * inv;
    const fm_real rr = pow(r, rpow);
    x = sin(theta) * cos(zangle) * rr;
    y = sin(theta) * sin(zangle) * rr;
    z = cos(theta) * rr;
  }
  s->px = x;
  s->py = y;
  s->pz = xf->z_mode == FM_Z_PRESERVE ? w * s->tz : z;
  const fm_real mode_raw = fm_jwf_int(FM_PAR(flame_bulb_color_mode_1_4));
  const fm_real mode = mode_raw < 0 ? 0 : mode_raw > 6 ? 6 : mode_raw;
  const fm_real mag2 = mag1 / FM_PAR(flame_bulb_color_scale);
  if (mode == 1) s->color = mag2;
  else if (mode == 2) s->color += mag2;
  else if (mode >= 3 && mode <= 6) {
    const fm_real len = sqrt(x * x + y * y + z * z) + mag2 * 2;
    const fm_real c = mode <= 4 ? sin(len) : log(len);
    s->color = (mode == 3 || mode == 5) ? c : s->color + c;
  }
}

/* ---- 452-453: c_var and post_c_var (Jesus Sosa's) -------------------------------------------- */

/* JWildfire's default c_var function, f(z) = 1/z + e^(1/z) + e^0, as its glsl helpers compute it:
 * c_inv divides by |z|·|z| (the length squared after its square root), c_exp is e^x·(cos y,
 * sin y), and the sums run in the code's order. z is (x, y)·zoom + (shiftX, shiftY); mode 1
 * (Java's (int) of it held to 0..1: 1 from 1 up) draws x and y uniformly in [−1, 1) instead, x
 * first. */
FM_FN void fm_jw25_c_var(fm_real x, fm_real y, fm_real mode, fm_real zoom, fm_real sx, fm_real sy, fm_rng *rng,
                         fm_real *fx, fm_real *fy) {
  if (mode >= 1) {
    x = 2 * fm_rng_01(rng) - 1;
    y = 2 * fm_rng_01(rng) - 1;
  }
  const fm_real zx = x * zoom + sx, zy = y * zoom + sy;
  const fm_real norm = sqrt(zx * zx + zy * zy), n2 = norm * norm;
  const fm_real ix = zx / n2, iy = -zy / n2;
  const fm_real e = exp(ix);
  *fx = (ix + e * cos(iy)) + 1;
  *fy = (iy + e * sin(iy)) + 0;
}

/* 452: c_var: the function of the affine's point, times w; it replaces the sum's x and y, as
 * JWildfire's sets them (a JWildfire file's pre_c_var is its pre form that sets the point). */
FM_VAR(c_var) {
  fm_real fx, fy;
  fm_jw25_c_var(s->tx, s->ty, FM_PAR(c_var_mode), FM_PAR(c_var_zoom), FM_PAR(c_var_shiftX), FM_PAR(c_var_shiftY),
                rng, &fx, &fy);
  s->px = w * fx;
  s->py = w * fy;
}

/* 453: post_c_var, a post function: the function of the sum, times w, replaces the sum's x and
 * y; its z is the sum's, plus w times the affine's z where the flame preserves z. */
FM_VAR(post_c_var) {
  fm_real fx, fy;
  fm_jw25_c_var(s->px, s->py, FM_PAR(post_c_var_mode), FM_PAR(post_c_var_zoom), FM_PAR(post_c_var_shiftX),
                FM_PAR(post_c_var_shiftY), rng, &fx, &fy);
  s->px = w * fx;
  s->py = w * fy;
  if (xf->z_mode == FM_Z_PRESERVE) s->pz += w * s->tz;
}

/* ---- 454: curliecue (Jesus Sosa's, after oolong.co.uk's curlicue) ---------------------------- */

/* curliecue's figures of one step of the curve: each a turn of the plane, its code k in the
 * tables below (0: (x, −y), 1: (−x, y), 2: (y, x), 3: (−y, −x), 4: (x, y), 5: (−x, −y),
 * 6: (y, −x), 7: (−y, x)). */
FM_FN void fm_jw25_curl_turn(int k, double x, double y, double *ox, double *oy) {
  switch (k) {
  case 0: *ox = x, *oy = -y; break;
  case 1: *ox = -x, *oy = y; break;
  case 2: *ox = y, *oy = x; break;
  case 3: *ox = -y, *oy = -x; break;
  case 4: *ox = x, *oy = y; break;
  case 5: *ox = -x, *oy = -y; break;
  case 6: *ox = y, *oy = -x; break;
  default: *ox = -y, *oy = x; break;
  }
}

/* 454: curliecue (JWildfire's DrawFunc): init() walks a curlicue of `Points` steps of 0.01 from
 * (eccentricity, eccentricity) — step k turned by φ, φ ← (θ + φ) mod 2π, θ ← (θ + 2π·s) mod 2π,
 * s the first nextDouble() of java.util.Random(seed) — and lists, for each step from (x0, y0) to
 * (x1, y1), its two ends under each turn of the symmetry (1: one, 2 and 3: four, 4: eight; as
 * points to blur, type 0, or as `sides`-gons of size `scale`, type 1), then with showlines the
 * segment under each turn (in the order JWildfire lists them, which differs by type), all
 * coloured step/Points. A call picks one of the list (one draw), here its step and its place in
 * the step, and walks the curve to that step: in double on every side, so that the GPU walks
 * the CPU's curve (a walk of up to 10,000 steps a call: the picture's cost grows with Points).
 * A point is blurred within `scale` (two draws: angle, radius), a segment drawn as DrawFunc's
 * plotLine with no thickness (CurliecueFunc's init() leaves DrawFunc's line_thickness at 0: one
 * draw), a polygon as sunflower's (fm_jwf_ngon_point: four draws), its centre added. Java's
 * float casts kept: type 0 at symmetry 1 lists its points as floats, every segment its ends.
 * The point is added times w; the colour index set. Parameters clamped and cut to integers as
 * JWildfire's setParameter does. */
FM_VAR(curliecue) {
  const double size = fm_java_int(fm_par_clamp(FM_PAR(curliecue_Points), 1, 10000));
  const int type = fm_java_int(fm_par_clamp(FM_PAR(curliecue_type), 0, 1)) == 1;
  const fm_real sides = fm_java_int(fm_par_clamp(FM_PAR(curliecue_sides), 3, 20));
  const fm_real scale = fm_par_clamp(FM_PAR(curliecue_scale), 0, 1);
  const int sym = (int)fm_java_int(fm_par_clamp(FM_PAR(curliecue_symmetry), 1, 4));
  const double ecce = fm_par_clamp(FM_PAR(curliecue_eccentricity), 0, 1);
  const int lines = fm_java_int(fm_par_clamp(FM_PAR(curliecue_showlines), 0, 1)) == 1;
  /* each symmetry's turns of the ends, then of the segments (type 0's order, then type 1's) */
  static const signed char ends[4][8] = {{0}, {0, 1, 2, 3}, {0, 1, 5, 4}, {0, 1, 2, 3, 4, 5, 6, 7}};
  static const signed char segs[2][4][8] = {{{0}, {3, 2, 1, 0}, {4, 5, 1, 0}, {7, 6, 5, 4, 3, 2, 1, 0}},
                                            {{0}, {0, 1, 2, 3}, {0, 1, 5, 4}, {7, 6, 5, 4, 3, 2, 1, 0}}};
  const int turns = sym == 1 ? 1 : sym == 4 ? 8 : 4;
  const int per = 2 * turns + (lines ? turns : 0);
  const fm_real pick = fm_jwf_pick((fm_real)(size * per), rng);
  const int step = (int)floor(pick / (fm_real)per), j = (int)(pick - (fm_real)step * (fm_real)per);
  /* the walk to that step */
  const double s2pi = 2 * FM_PI * fm_jtr_nth_double(fm_java_int(FM_PAR(curliecue_seed)), 0);
  double theta = 0, phi = 0, x0 = ecce, y0 = ecce;
  for (int k = 0; k < step; k++) {
    x0 = x0 + 0.01 * cos(phi);
    y0 = y0 + 0.01 * sin(phi);
    phi = fmod(theta + phi, 2 * FM_PI);
    theta = fmod(theta + s2pi, 2 * FM_PI);
  }
  const double x1 = x0 + 0.01 * cos(phi), y1 = y0 + 0.01 * sin(phi);
  fm_real ox, oy;
  if (j < 2 * turns) { /* an end */
    double px, py;
    fm_jw25_curl_turn(ends[sym - 1][j / 2], j % 2 ? x1 : x0, j % 2 ? y1 : y0, &px, &py);
    if (!type && sym == 1) px = (float)px, py = (float)py;
    if (type) {
      fm_real nx, ny;
      fm_jwf_ngon_point(sides, 0, rng, &nx, &ny);
      ox = nx * scale * 1 + ny * scale * 0 + (fm_real)px;
      oy = -nx * scale * 0 + ny * scale * 1 + (fm_real)py;
    } else {
      const fm_real a = fm_rng_01(rng) * (FM_R(FM_PI) + FM_R(FM_PI));
      const fm_real r = scale * fm_rng_01(rng);
      ox = (fm_real)px + r * cos(a);
      oy = (fm_real)py + r * sin(a);
    }
  } else { /* a segment, its ends as floats */
    double ax, ay, bx, by;
    const int k = segs[type][sym - 1][j - 2 * turns];
    fm_jw25_curl_turn(k, x0, y0, &ax, &ay);
    fm_jw25_curl_turn(k, x1, y1, &bx, &by);
    fm_jwf_turtle_line((float)ax, (float)ay, (float)bx, (float)by, 0, rng, &ox, &oy);
  }
  s->px += w * ox;
  s->py += w * oy;
  s->color = (fm_real)((double)step / size);
}

#endif
