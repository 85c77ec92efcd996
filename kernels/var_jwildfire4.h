/*
 * var_jwildfire4.h — JWildfire's variations of the corpus's long tail (from 420; 406-419 are
 * held for the plot family), each checked against JWildfire's own code (tests/tools/jwf_refs.sh;
 * tests/unit/test_variation_refs.c). Their conventions are var_jwildfire2.h's: a parameter that
 * JWildfire stores as an int is read through fm_jwf_int (Tools.FTOI) or fm_java_int (a cast),
 * its clamps are applied here (the genome holds the file's value), and random(n) is Java's
 * (int)(random()·n), held below n.
 * 420: corners, 421: triangle (a random point of a triangle in space), 422: dinis_surface_wf
 * (hides the points on its axis), 423: colorscale_wf (z from the colour), 424: checkerboard_wf
 * (sets the colour), 425: stabilize (JWildfire's pre_stabilize: its pre form; sets the colour),
 * 426: wallpaper_js, 427: harmonograph_js, 428: crob, 429: hamid_js, 430: koch_js,
 * 431: gosperisland_js, 432: htree_js, 433: tree_js,
 * 434: rsquares_js.
 * (variations.h includes it after var_jwildfire_crops.h; nowhere else includes it). Common
 * subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWILDFIRE4_H
#define FLAMEBUILD_VAR_JWILDFIRE4_H

/* The families whose helpers this one calls (a kernel of its own includes only the families
 * its variations need: kernels/codegen_families.c). */
#include "var_jwildfire.h"

/* JWildfire's random(n) (AbstractRandomGenerator): Java's (int) of random()·n, held below n. */
FM_FN fm_real fm_jwf_random_below(fm_rng *rng, fm_real n) {
  const fm_real k = fm_java_int(fm_rng_01(rng) * n);
  return k < n ? k : n - 1;
}

/* ---- corners (Brad Stefanov's) ------------------------------------------------------------ */

/* 420: corners: the point's squares raised to the powers x_power, y_power (plus xy_power_add),
 * times mult_x, mult_y — or, in log mode, their logs in base log_base raised to 2.25 more, less
 * 1.33 — pushed away from the axes by x and y, each to the side of its sign. */
FM_VAR(corners) {
  const fm_real xs = s->tx * s->tx, ys = s->ty * s->ty, add = FM_PAR(corners_xy_power_add);
  fm_real ex, ey;
  FM_UNUSED_RNG;
  if (FM_PAR(corners_log_mode) == 0) {
    ex = pow(xs, FM_PAR(corners_x_power) + add) * FM_PAR(corners_mult_x);
    ey = pow(ys, FM_PAR(corners_y_power) + add) * FM_PAR(corners_mult_y);
  } else {
    const fm_real lb = log(FM_PAR(corners_log_base));
    ex = pow(log(xs * FM_PAR(corners_mult_x) + 3) / lb, FM_PAR(corners_x_power) + FM_R(2.25) + add) - FM_R(1.33);
    ey = pow(log(ys * FM_PAR(corners_mult_y) + 3) / lb, FM_PAR(corners_y_power) + FM_R(2.25) + add) - FM_R(1.33);
  }
  if (s->tx > 0) s->px += w * ex + FM_PAR(corners_x);
  else s->px += w * -ex - FM_PAR(corners_x);
  if (s->ty > 0) s->py += w * ey + FM_PAR(corners_y);
  else s->py += w * -ey - FM_PAR(corners_y);
}

/* ---- triangle (Jesus Sosa's) --------------------------------------------------------------- */

/* 421: triangle: a uniform random point of the triangle (x1, y1, z1), (x2, y2, z2), (x3, y3,
 * z3), times w — the sum replaced by it, z too, as JWildfire sets it. Draws two numbers. */
FM_VAR(triangle) {
  const fm_real sr1 = sqrt(fm_rng_01(rng)), r2 = fm_rng_01(rng);
  const fm_real a = 1 - sr1, b = sr1 * (1 - r2), c = r2 * sr1;
  s->px = w * (a * FM_PAR(triangle_x1) + b * FM_PAR(triangle_x2) + c * FM_PAR(triangle_x3));
  s->py = w * (a * FM_PAR(triangle_y1) + b * FM_PAR(triangle_y2) + c * FM_PAR(triangle_y3));
  s->pz = w * (a * FM_PAR(triangle_z1) + b * FM_PAR(triangle_z2) + c * FM_PAR(triangle_z3));
}

/* ---- dinis_surface_wf ---------------------------------------------------------------------- */

/* 422: dinis_surface_wf: Dini's surface over (u, v) = the point: a·(cos u, sin u)·sin v, and
 * a z of −(a·(cos v + log tan(|v|/2)) + b·u), all times w; the point shown, but hidden on the
 * axis |v| ≤ JWildfire's EPSILON, where the z is left out. */
FM_VAR(dinis_surface_wf) {
  const fm_real u = s->tx, v = s->ty, a = FM_PAR(dinis_surface_wf_a), sinv = sin(v);
  FM_UNUSED_RNG;
  s->px += w * a * cos(u) * sinv;
  s->py += w * a * sin(u) * sinv;
  if (fabs(v) > FM_JWF_EPSILON) {
    s->pz += -w * (a * (cos(v) + log(tan(fabs(v) / 2))) + FM_PAR(dinis_surface_wf_b) * u);
    s->hide = 0;
  } else {
    s->hide = 1;
  }
}

/* ---- colorscale_wf --------------------------------------------------------------------------- */

/* 423: colorscale_wf: x, y scaled by w·scale_x, w·scale_y (of the affine's point; of the sum,
 * added to it, in JWildfire's post form, var_jwildfire7.h); the colour times w·scale_z, plus
 * offset_z, is the z: the sum's own with reset_z > 0, else added to it (times a random number
 * with sides > 0, which draws one). */
FM_FN void fm_colorscale_wf(fm_var_state *s, fm_real w, fm_real x, fm_real y, fm_real scale_x, fm_real scale_y,
                            fm_real scale_z, fm_real offset_z, fm_real reset_z, fm_real sides, fm_rng *rng) {
  const fm_real dz = s->color * scale_z * w + offset_z;
  s->px += w * scale_x * x;
  s->py += w * scale_y * y;
  if (reset_z > 0) s->pz = dz;
  else if (sides > 0) s->pz += dz * fm_rng_01(rng);
  else s->pz += dz;
}

FM_VAR(colorscale_wf) {
  fm_colorscale_wf(s, w, s->tx, s->ty, FM_PAR(colorscale_wf_scale_x), FM_PAR(colorscale_wf_scale_y),
                   FM_PAR(colorscale_wf_scale_z), FM_PAR(colorscale_wf_offset_z), FM_PAR(colorscale_wf_reset_z),
                   FM_PAR(colorscale_wf_sides), rng);
}

/* ---- checkerboard_wf -------------------------------------------------------------------------- */

/* The checker (u, v) of [0, 1)² lies in: 1 for the even ones. */
FM_FN int fm_checker_even(fm_real u, fm_real v, fm_real size) {
  return fmod(floor(u / size) + floor(v / size), FM_R(2.0)) < 1;
}

/* 424: checkerboard_wf: a random point of the unit square, raised by displ_amount on the even
 * checkers of side checker_size and coloured checker_color1 there, checker_color2 on the others;
 * with with_sides (and a displacement of JWildfire's EPSILON or more), a share of the points
 * (4·displ / (1 + 4·displ)) on the checkers' walls instead, of side_color. Centred, times size,
 * lifted by position and laid in the plane of axis (0: xy, 1: yz, 2: zx), times w. */
FM_VAR(checkerboard_wf) {
  const fm_real cs = FM_PAR(checkerboard_wf_checker_size), displ = FM_PAR(checkerboard_wf_displ_amount);
  const fm_real size = FM_PAR(checkerboard_wf_size);
  const fm_real sides = fm_jwf_int(FM_PAR(checkerboard_wf_with_sides));
  const fm_real axis = fm_jwf_int(FM_PAR(checkerboard_wf_axis));
  const fm_real c1 = fmin(fmax(FM_PAR(checkerboard_wf_checker_color1), FM_R(0.0)), FM_R(1.0));
  const fm_real c2 = fmin(fmax(FM_PAR(checkerboard_wf_checker_color2), FM_R(0.0)), FM_R(1.0));
  fm_real x, y, z;
  int wall = 0;
  if (sides > 0 && fabs(displ) >= FM_JWF_EPSILON) {
    /* JWildfire's init(): the walls' share, and the checkers a row has (FTOI of 1/size, one
     * fewer where they would reach 1) */
    const fm_real area = 4 * displ, prob = area / (1 + area);
    fm_real checks = fm_jwf_int(1 / cs);
    if (checks * cs >= 1) checks = fm_java_int(checks - 1);
    if (checks > 0 && fm_rng_01(rng) < prob) {
      const fm_real n = fm_java_int(checks + 1);
      wall = 1;
      s->color = fmin(fmax(FM_PAR(checkerboard_wf_side_color), FM_R(0.0)), FM_R(1.0));
      if (fm_rng_01(rng) < FM_R(0.5)) {
        x = fm_jwf_random_below(rng, n) * cs;
        y = fm_rng_01(rng);
      } else {
        x = fm_rng_01(rng);
        y = fm_jwf_random_below(rng, n) * cs;
      }
      z = displ * fm_rng_01(rng);
    }
  }
  if (!wall) {
    x = fm_rng_01(rng);
    y = fm_rng_01(rng);
    const int even = fm_checker_even(x, y, cs);
    z = even ? displ : FM_R(0.0);
    s->color = even ? c1 : c2;
  }
  x = (x - FM_R(0.5)) * size;
  y = (y - FM_R(0.5)) * size;
  z = z * size + FM_PAR(checkerboard_wf_position);
  if (axis <= 0) {
    s->px += w * x;
    s->py += w * y;
    s->pz += w * z;
  } else if (axis == 1) {
    s->py += w * x;
    s->pz += w * y;
    s->px += w * z;
  } else {
    s->pz += w * x;
    s->px += w * y;
    s->py += w * z;
  }
}

/* ---- stabilize (Rick Sidwell's pre_stabilize) ----------------------------------------------- */

/* Java's java.util.Random: the 48-bit LCG, seeded as setSeed(seed) does; fm_java_random_skip
 * moves it on by k steps at once (the map x → a·x + c composed with itself, by squaring). */
#define FM_JAVA_RANDOM_MASK ((((fm_u64)1) << 48) - 1)
FM_FN fm_u64 fm_java_random_skip(fm_u64 state, fm_u64 k) {
  fm_u64 a = 0x5DEECE66Dull, c = 0xBull, ta = 1, tc = 0;
  for (; k; k >>= 1) {
    if (k & 1) { /* the total, then this power: x → a·(ta·x + tc) + c */
      ta = a * ta;
      tc = a * tc + c;
    }
    c = a * c + c; /* the power squared: x → a·(a·x + c) + c */
    a = a * a;
  }
  return (ta * state + tc) & FM_JAVA_RANDOM_MASK;
}

/* nextDouble() from the state before it: two steps, 26 and 27 bits. *state moves on. */
FM_FN fm_real fm_java_random_double(fm_u64 *state) {
  const fm_u64 s1 = fm_java_random_skip(*state, 1), s2 = fm_java_random_skip(s1, 1);
  *state = s2;
  const fm_u64 hi = s1 >> 22, lo = s2 >> 21;
  return (fm_real)((double)((hi << 27) + lo) * (1.0 / 9007199254740992.0));
}

/* 425: stabilize, JWildfire's pre_stabilize (its pre form, which sets the affine's point; its
 * weight unread): with probability p/1000 the point is put on one of n points (n < 1: 1),
 * picked at random, at z 0 — the points of Java's Random(seed), two nextDouble() each, times 2
 * less 1 — and with dc ≠ 0 given that point's colour (0.5, then 0.25, 0.75, then the eighths…);
 * else it stays. Draws one number, and one more to pick. The table is not kept: point i is
 * reached by skipping the generator 4i steps. JWildfire also puts the point on one of them at
 * its instance's first call, a render thread's first step, which the fuse's steps cover here. */
FM_VAR(stabilize) {
  const fm_real p = FM_PAR(stabilize_p);
  s->px = s->tx;
  s->py = s->ty;
  s->pz = s->tz;
  if (fm_rng_01(rng) < p / 1000) {
    fm_real n = fm_jwf_int(FM_PAR(stabilize_n));
    if (n < 1) n = 1;
    const int i = (int)fm_jwf_random_below(rng, n);
    /* setSeed: the seed, an int widened to a long, scrambled */
    const long long seed = (long long)fm_jwf_int(FM_PAR(stabilize_seed));
    fm_u64 st = fm_java_random_skip(((fm_u64)seed ^ 0x5DEECE66Dull) & FM_JAVA_RANDOM_MASK, (fm_u64)i * 4);
    s->px = fm_java_random_double(&st) * 2 - 1;
    s->py = fm_java_random_double(&st) * 2 - 1;
    s->pz = 0;
    if (fm_jwf_int(FM_PAR(stabilize_dc)) > 0) {
      /* the colours' list: level L (2^L entries from 2^L − 1 on) holds (2j + 1) / 2^(L+1) */
      int level = 0;
      while (i + 1 >= (2 << level)) level++;
      const int j = i - ((1 << level) - 1);
      s->color = (fm_real)(2 * j + 1) / (fm_real)(2 << level);
    }
  }
  FM_UNUSED_XF;
}

/* ---- wallpaper_js (Jesus Sosa's, after Paul Bourke) ------------------------------------------- */

/* 426: wallpaper_js: half the time (a random number) the Hopalong map's step of the point,
 * (y − sgn·√|b·x − c|, a − x), sgn the sign of x's int (0 for |x| < 1), added to the sum unweighted;
 * the other half the sum replaced by the point itself. */
FM_VAR(wallpaper_js) {
  const fm_real x = s->tx, y = s->ty;
  if (fm_rng_01(rng) < FM_R(0.5)) {
    const fm_real sgn = x >= 1 ? FM_R(1.0) : x <= -1 ? FM_R(-1.0) : FM_R(0.0);
    s->px += y - sgn * sqrt(fabs(FM_PAR(wallpaper_js_b) * x - FM_PAR(wallpaper_js_c)));
    s->py += FM_PAR(wallpaper_js_a) - x;
  } else {
    s->px = x;
    s->py = y;
  }
  (void)w;
}

/* ---- harmonograph_js (Jesus Sosa's) ------------------------------------------------------------ */

/* Two damped pendulums: a1·sin(t·f1 + p1°)·e^(−d1·t) + a2·sin(t·f2 + p2°)·e^(−d2·t). */
FM_FN fm_real fm_harmonograph_swing(fm_real t, fm_real a1, fm_real f1, fm_real p1, fm_real d1, fm_real a2, fm_real f2,
                                    fm_real p2, fm_real d2) {
  const fm_real deg = FM_R(FM_PI) / FM_R(180.0);
  return a1 * sin(t * f1 + p1 * deg) * exp(-1 * d1 * t) + a2 * sin(t * f2 + p2 * deg) * exp(-1 * d2 * t);
}

/* 427: harmonograph_js: the pen of a harmonograph at a random time in [0, time): x from the
 * pendulums 1 and 2, y from 3 and 4 (their phases a quarter turn on), over 180, times w. The
 * amplitudes, phases and time are ints (Java's cast); the seed only sets them in JWildfire's
 * editor, which writes them all: unread here. Draws one number. */
FM_VAR(harmonograph_js) {
  const fm_real t = fm_rng_01(rng) * fm_java_int(FM_PAR(harmonograph_js_time));
  const fm_real x = fm_harmonograph_swing(t, fm_java_int(FM_PAR(harmonograph_js_a1)), FM_PAR(harmonograph_js_f1),
                                          fm_java_int(FM_PAR(harmonograph_js_p1)), FM_PAR(harmonograph_js_d1),
                                          fm_java_int(FM_PAR(harmonograph_js_a2)), FM_PAR(harmonograph_js_f2),
                                          fm_java_int(FM_PAR(harmonograph_js_p2)), FM_PAR(harmonograph_js_d2));
  const fm_real y = fm_harmonograph_swing(t, fm_java_int(FM_PAR(harmonograph_js_a3)), FM_PAR(harmonograph_js_f3),
                                          fm_java_int(FM_PAR(harmonograph_js_p3)) + 90, FM_PAR(harmonograph_js_d3),
                                          fm_java_int(FM_PAR(harmonograph_js_a4)), FM_PAR(harmonograph_js_f4),
                                          fm_java_int(FM_PAR(harmonograph_js_p4)) + 90, FM_PAR(harmonograph_js_d4));
  s->px += x / 180 * w;
  s->py += y / 180 * w;
}

/* ---- crob (FractalDesire's) -------------------------------------------------------------------- */

/* 428: crob: the rectangle [left, right]×[top, bottom] (sides swapped into order, −1 and 1 where
 * they meet) passes the point as it is, unweighted; outside it (a border of ratioBlur times the
 * half of its shorter side inside, with blur ≠ 0) the point goes to 0, or with blur to a random
 * point of that border: on the top and bottom with a share of the height over the perimeter's
 * half, else on the sides, each drawn in the right half of the upper side (its distance from the
 * edge a random number to the power directBlur) until it falls in the corner's triangle, then
 * mirrored by the first number's quarter. JWildfire's init() tidies the parameters once; here
 * every call. Draws 1 + 2·k numbers on the border (k the tries, at most FM_CROB_TRIES, after
 * which the last is kept: JWildfire's loop has no end). */
#define FM_CROB_TRIES 1000
FM_VAR(crob) {
  fm_real top = FM_PAR(crob_top), bottom = FM_PAR(crob_bottom), left = FM_PAR(crob_left), right = FM_PAR(crob_right), t;
  if (top > bottom) t = top, top = bottom, bottom = t;
  if (top == bottom) top = -1, bottom = 1;
  if (left > right) t = left, left = right, right = t;
  if (left == right) left = -1, right = 1;
  const fm_real db = FM_PAR(crob_directBlur) < 0 ? FM_R(0.0) : FM_PAR(crob_directBlur), rb = FM_PAR(crob_ratioBlur);
  const int blur = fm_jwf_int(FM_PAR(crob_blur)) != 0;
  const fm_real xint = fabs(right - left), yint = fabs(bottom - top), xi2 = xint / 2, yi2 = yint / 2;
  const fm_real m2 = xi2 > yi2 ? yi2 : xi2;
  const fm_real x0c = xi2 > yi2 ? right - m2 : right - xi2, y0c = xi2 < yi2 ? top + m2 : top + yi2;
  const fm_real inset = blur ? m2 * rb : FM_R(0.0);
  fm_real x = s->tx, y = s->ty;
  FM_UNUSED_XF;
  (void)w;
  if (x < left + inset || x > right - inset || y < top + inset || y > bottom - inset) {
    if (!blur) {
      x = 0;
      y = 0;
    } else {
      const fm_real p = yint / (xint + yint), q = 1 - p, sec = fm_rng_01(rng);
      int k;
      if (sec < p) { /* top and bottom */
        for (k = 0; k < FM_CROB_TRIES; k++) {
          y = top + fm_rng_01(rng) * yi2;
          x = right - pow(fm_rng_01(rng), db) * rb * m2;
          if (!((y - y0c) / (x - x0c) < -1)) break;
        }
        if (sec < FM_R(0.5) * p) x = left + right - x;
        if (sec > FM_R(0.25) * p && sec < FM_R(0.75) * p) y = bottom + top - y;
      } else { /* the sides */
        for (k = 0; k < FM_CROB_TRIES; k++) {
          x = right - fm_rng_01(rng) * xi2;
          y = top + pow(fm_rng_01(rng), db) * rb * m2;
          const fm_real grad = (y - y0c) / (x - x0c);
          if (!(grad <= 0 && grad > -1)) break;
        }
        if (sec > p + FM_R(0.5) * q) y = bottom + top - y;
        if (sec > p + FM_R(0.25) * q && sec < p + FM_R(0.75) * q) x = left + right - x;
      }
    }
  }
  s->px += x;
  s->py += y;
}

/* JWildfire's turtle figures' plotLine (hamid_js's lines too): a random distance along the segment (its direction by the slope, 10000 where
 * vertical), moved by up to half of lt (the thickness, its own units) across each axis. Draws
 * one number, three with a thickness. */
FM_FN void fm_jwf_turtle_line(fm_real x1, fm_real y1, fm_real x2, fm_real y2, fm_real lt, fm_rng *rng, fm_real *ox,
                              fm_real *oy) {
  const fm_real ydiff = y2 - y1, xdiff = x2 - x1;
  const fm_real slope = xdiff == 0 ? FM_R(10000.0) : ydiff / xdiff;
  const fm_real dist = fm_rng_01(rng) * sqrt(xdiff * xdiff + ydiff * ydiff);
  fm_real xoff = dist / sqrt(1 + slope * slope);
  if (x2 < x1) xoff = -xoff;
  fm_real yoff = fabs(slope * xoff);
  if (y2 < y1) yoff = -yoff;
  if (lt != 0) {
    xoff += (fm_rng_01(rng) - FM_R(0.5)) * lt;
    yoff += (fm_rng_01(rng) - FM_R(0.5)) * lt;
  }
  *ox = x1 + xoff;
  *oy = y1 + yoff;
}

/* ---- hamid_js (Jesus Sosa's, after Hamid Naderi Yeganeh's figures) ----------------------------- */

/* The point at n of hamid_js's square path of 400 steps around the unit square (its 9th
 * figure). */
FM_FN void fm_hamid_square(int n, fm_real *x, fm_real *y) {
  if (n >= 400) n %= 400;
  if (n < 100) *x = (fm_real)n / FM_R(100.0), *y = 0;
  else if (n < 200) *x = 1, *y = (fm_real)(n - 100) / FM_R(100.0);
  else if (n < 300) *x = (fm_real)(300 - n) / FM_R(100.0), *y = 1;
  else *x = 0, *y = (fm_real)(400 - n) / FM_R(100.0);
}

/* 429: hamid_js: one of Hamid Naderi Yeganeh's figures (presetId 0-19), the i-th of its
 * number_lines_circles lines or circles, t a random int in [1, n]: presets 0-9 a point of the
 * line between two points of t (at a random distance from the first), 10-19 a point of the
 * circle about a point of t (on it, or with filled_circles 1 mostly inside it), times w. Its
 * parameters a…p scale the figures' frequencies and powers. Draws two numbers, or up to four. */
FM_VAR(hamid_js) {
  const fm_real pid = fm_jwf_int(FM_PAR(hamid_js_presetId));
  const int preset = pid < 0 ? 0 : pid > 19 ? 19 : (int)pid;
  const fm_real np = fm_java_int(FM_PAR(hamid_js_number_lines_circles)), pi = FM_R(FM_PI);
  const fm_real a = FM_PAR(hamid_js_a), b = FM_PAR(hamid_js_b), c = FM_PAR(hamid_js_c), d = FM_PAR(hamid_js_d);
  const fm_real e = FM_PAR(hamid_js_e), f = FM_PAR(hamid_js_f), g = FM_PAR(hamid_js_g), h = FM_PAR(hamid_js_h);
  const fm_real i = FM_PAR(hamid_js_i), j = FM_PAR(hamid_js_j), k = FM_PAR(hamid_js_k), l = FM_PAR(hamid_js_l);
  const fm_real m = FM_PAR(hamid_js_m), n = FM_PAR(hamid_js_n), o = FM_PAR(hamid_js_o), p = FM_PAR(hamid_js_p);
  const fm_real t = fm_java_int(fm_rng_01(rng) * np + 1);
  fm_real xout, yout;
  if (preset < 10) {
    fm_real x1 = 0, y1 = 0, x2 = 0, y2 = 0;
    switch (preset) {
    case 0:
      x1 = -sin(4 * a * pi * t / np);
      y1 = -cos(2 * b * pi * t / np);
      x2 = FM_R(-0.5) * e * sin(8 * c * pi * t / np);
      y2 = FM_R(-0.5) * f * cos(4 * d * pi * t / np);
      break;
    case 1:
      x1 = -sin(2 * a * pi * t / np);
      y1 = -cos(2 * b * pi * t / np);
      x2 = FM_R(-0.5) * e * sin(8 * c * pi * t / np);
      y2 = FM_R(-0.5) * f * cos(12 * d * pi * t / np);
      break;
    case 2:
      x1 = -sin(8 * a * pi * t / np);
      y1 = -cos(2 * b * pi * t / np);
      x2 = FM_R(-0.5) * e * sin(6 * c * pi * t / np);
      y2 = FM_R(-0.5) * f * cos(2 * d * pi * t / np);
      break;
    case 3:
      x1 = -sin(10 * a * pi * t / np);
      y1 = -cos(2 * b * pi * t / np);
      x2 = FM_R(-0.5) * e * sin(12 * c * pi * t / np);
      y2 = FM_R(-0.5) * f * cos(2 * d * pi * t / np);
      break;
    case 4:
      x1 = sin(10 * a * pi * (t + 699) / np);
      y1 = cos(8 * b * pi * (t + 699) / np);
      x2 = sin(12 * c * pi * (t + 699) / np);
      y2 = cos(10 * d * pi * (t + 699) / np);
      break;
    case 5:
      x1 = -2 * a * cos(4 * b * pi * t / 1000);
      y1 = FM_R(0.5) * c * fm_java_pow(cos(6 * d * pi * t / np), 3 * i);
      x2 = -2 * e * sin(6 * f * pi * t / np) / 15 * j;
      y2 = 4 * g * sin(2 * h * pi * t / np) / 15 * k;
      break;
    case 6:
      x1 = 3 * a * fm_java_pow(sin(2 * b * pi * t / np), 3 * h);
      y1 = -cos(8 * c * pi * t / np);
      x2 = FM_R(1.5) * d * fm_java_pow(sin(2 * e * pi * t / np), 3 * i);
      y2 = FM_R(-0.5) * f * cos(6 * g * pi * t / np);
      break;
    case 7:
      x1 = cos(6 * a * pi * t / np);
      y1 = -cos(8 * b * pi * t / np);
      x2 = FM_R(1.5) * c * fm_java_pow(sin(2 * pi * t / np), 3 * f);
      y2 = FM_R(-0.5) * d * cos(6 * e * pi * t / np);
      break;
    case 8:
      x1 = fm_java_pow(sin(20 * a * pi * t / np), 3);
      y1 = fm_java_pow(cos(18 * b * pi * t / np), 3 * e);
      x2 = fm_java_pow(sin(16 * c * pi * t / np), 3);
      y2 = fm_java_pow(cos(14 * d * pi * t / np), 3 * f);
      break;
    default: /* 9: two points of the square path, 199 steps apart */
      fm_hamid_square((int)t, &x1, &y1);
      fm_hamid_square((int)t + 199, &x2, &y2);
      break;
    }
    fm_jwf_turtle_line(x1, y1, x2, y2, 0, rng, &xout, &yout); /* a random point of the line */
  } else {
    fm_real x = 0, y = 0, radius = 0;
    switch (preset) {
    case 10:
      x = 2 * a * sin(2 * b * pi * t / np) / 3 + sin(36 * c * pi * t / np) * cos(30 * d * pi * t / np) / 3 * k +
          fm_java_pow(sin(14 * pi * t / np), 3 * l) / 3 * m;
      y = 2 * e * cos(2 * f * pi * t / np) / 3 * n + cos(36 * g * pi * t / np) * cos(30 * h * pi * t / np) / 3 * o +
          fm_java_pow(cos(14 * i * pi * t / np), 3) / 5 * p;
      radius = FM_R(1.0) / 150 + fm_java_pow(sin(36 * j * pi * t / np), 4) / 9;
      break;
    case 11:
      x = sin(14 * a * pi * t / np);
      y = cos(32 * b * pi * t / np);
      radius = fm_java_pow(sin(20 * c * pi * t / np), 2) / 3 * d;
      break;
    case 12:
      x = 2 * a * sin(6 * b * pi * t / np) / 3 + sin(36 * c * pi * t / np) * cos(30 * d * pi * t / np) / 4 +
          fm_java_pow(sin(14 * e * pi * t / np), 3 * k) / 4 * l;
      y = 2 * f * cos(6 * g * pi * t / np) / 3 + cos(28 * h * pi * t / np) * cos(30 * i * pi * t / np) / 3 +
          fm_java_pow(cos(14 * pi * t / np), 3 * m) / 5 * n;
      radius = FM_R(1.0) / 150 + fm_java_pow(sin(36 * j * pi * t / np), 4 * o) / 20 * p;
      break;
    case 13:
      x = sin(10 * a * pi * t / np);
      y = fm_java_pow(cos(28 * b * pi * t / np), 3 * e);
      radius = fm_java_pow(sin(18 * c * pi * t / np), 2) / 3 * d;
      break;
    case 14:
      x = 2 * a * sin(18 * b * pi * t / np) / 3 +
          fm_java_pow(sin(40 * c * pi * t / np), 3) * cos(30 * d * pi * t / np) / 3 +
          fm_java_pow(sin(34 * e * pi * t / np), 3 * k) / 4 * l;
      y = 2 * f * cos(18 * g * pi * t / np) / 3 + fm_java_pow(cos(28 * h * pi * t / np), 3) * cos(40 * pi * t / np) / 3 +
          fm_java_pow(cos(34 * i * pi * t / np), 3 * m) / 3 * n;
      radius = FM_R(1.0) / 150 + fm_java_pow(sin(56 * j * pi * t / np), 4 * o) / 8 * p;
      break;
    case 15:
      x = 2 * a * sin(14 * b * pi * t / np) / 3 +
          fm_java_pow(sin(10 * c * pi * t / np), 3) * cos(28 * d * pi * t / np) / 3 +
          fm_java_pow(sin(46 * e * pi * t / np), 3 * m) / 3 * n;
      y = 2 * cos(14 * f * pi * t / np) / 3 + fm_java_pow(cos(10 * g * pi * t / np), 3) * cos(28 * h * pi * t / np) / 3 +
          fm_java_pow(cos(34 * j * pi * t / np), 3 * o) / 3;
      radius = FM_R(1.0) / 150 + fm_java_pow(sin(72 * k * pi * t / np), 6) / 9 +
               fm_java_pow(sin(12 * l * pi * t / np), 4) / 20 * p;
      break;
    case 16:
      x = sin(38 * a * pi * t / np) * cos(26 * b * pi * t / np) / 2 + fm_java_pow(sin(18 * c * pi * t / np), 3 * l) / 2 * m;
      y = 2 * cos(18 * d * pi * t / np) / 3 + cos(38 * e * pi * t / np) * cos(36 * f * pi * t / np) / 3 +
          fm_java_pow(cos(18 * g * pi * t / np), 3 * n) / 4 * o;
      radius = FM_R(1.0) / 150 +
               fm_java_pow(sin(18 * h * pi * t / np), 10) * fm_java_pow(sin(100 * i * pi * t / np), 6) / 100 +
               fm_java_pow(sin(72 * j * pi * t / np), 8) * fm_java_pow(cos(18 * k * pi * t / np), 6) / 20 * p;
      break;
    case 17:
      x = 2 * a * sin(10 * b * pi * t / np) + fm_java_pow(sin(6 * c * pi * t / np), 3) * cos(28 * d * pi * t / np) / 3 +
          sin(126 * e * pi * t / np) / 10 * l;
      y = 2 * cos(6 * f * pi * t / np) / 3 + fm_java_pow(cos(18 * g * pi * t / np), 3) * cos(36 * h * pi * t / np) / 3 +
          cos(126 * i * pi * t / np) / 10 * m;
      radius = FM_R(1.0) / 150 +
               fm_java_pow(sin(48 * j * pi * t / np), 4) * (1 + fm_java_pow(sin(12 * k * pi * t / np), 2 * n)) / 18 * o;
      break;
    case 18:
      x = 2 * a * sin(18 * b * pi * t / np) / 5 + fm_java_pow(sin(34 * c * pi * t / np), 3 * j) / 3 * k +
          fm_java_pow(sin(50 * d * pi * t / np), 3 * l) / 3 * m;
      y = 2 * cos(18 * e * pi * t / np) / 3 + fm_java_pow(cos(34 * f * pi * t / np), 3) / 3 +
          fm_java_pow(cos(50 * g * pi * t / np), 3 * n) / 10 * o;
      radius = FM_R(1.0) / 150 + fm_java_pow(sin(58 * i * pi * t / np), 4) / 10 * p;
      break;
    default: /* 19 */
      x = cos(10 * a * pi * t / np) * (1 * c - fm_java_pow(sin(16 * b * pi * t / np), 2 * h) / 2 * i);
      y = sin(10 * d * pi * t / np) * (1 * f - fm_java_pow(cos(34 * e * pi * t / np), 2 * j) / 2 * k);
      radius = FM_R(1.0) / 200 + fm_java_pow(sin(52 * g * pi * t / np), 4 * l) / 10 * m;
      break;
    }
    if (fm_java_int(FM_PAR(hamid_js_filled_circles)) == 1 && fm_rng_01(rng) > FM_R(0.05)) radius *= fm_rng_01(rng);
    const fm_real ang = fm_rng_01(rng) * 2 * pi;
    xout = x + radius * cos(ang);
    yout = y + radius * sin(ang);
  }
  s->px += w * xout;
  s->py += w * yout;
}

/* ---- koch_js (Jesus Sosa's, after Princeton's Koch.java) --------------------------------------- */

/* JWildfire's turtle figures draw a point on one of their segments (plotLine) or about its
 * first end (plotPoint): with show_lines and show_points (ints) as the shares, line_thickness
 * and point_thickness in hundredths; (0, 0) where neither is shown. The segment (x1, y1)-(x2, y2);
 * the point, times w, is added to the sum. Draws one number, then two or four. */
FM_FN void fm_jwf_turtle_plot(fm_var_state *s, fm_real w, fm_real x1, fm_real y1, fm_real x2, fm_real y2,
                              fm_real show_lines, fm_real line_thickness, fm_real show_points,
                              fm_real point_thickness, fm_rng *rng) {
  const fm_real sum = show_lines + show_points, rnd = fm_rng_01(rng);
  const fm_real line_share = show_lines / sum, point_share = line_share + show_points / sum;
  fm_real ox = 0, oy = 0;
  if (rnd < line_share) {
    fm_jwf_turtle_line(x1, y1, x2, y2, line_thickness / 100, rng, &ox, &oy);
  } else if (rnd <= point_share) { /* a random point of the disc about the first end */
    const fm_real pt = point_thickness / 100;
    fm_real xoff = 0, yoff = 0;
    if (pt != 0) {
      const fm_real ro = fm_rng_01(rng) * pt, ang = fm_rng_01(rng) * FM_R(2.0 * FM_PI);
      xoff = ro * cos(ang);
      yoff = ro * sin(ang);
    }
    ox = x1 + xoff;
    oy = y1 + yoff;
  }
  s->px += w * ox;
  s->py += w * oy;
}

/* 430: koch_js: the Koch curve of level 1-7 (4^level steps of 0.5 from the origin along +x,
 * turning +60°, −120°, +60° between the four parts of each level), a point of one of its
 * segments (fm_jwf_turtle_plot). JWildfire's instance walks its segments in turn, one a call;
 * here the segment is drawn at random (one more number, fm_rng_below), and its ends computed
 * from its base-4 digits: each digit d of a part of chord 0.5·3^r adds the chords of the d
 * parts before it, turned by their headings (0°, 60°, −60°, 0°). */
FM_VAR(koch_js) {
  const fm_real lv = fm_jwf_int(FM_PAR(koch_js_level));
  const int level = lv < 1 ? 1 : lv > 7 ? 7 : (int)lv;
  const fm_real deg = FM_R(FM_PI) / FM_R(180.0);
  fm_u32 nseg = 1, seg, place;
  fm_real x = 0, y = 0, heading = 0, chord = FM_R(0.5);
  int r, k;
  for (r = 1; r < level; r++) chord *= 3;
  for (r = 0; r < level; r++) nseg *= 4;
  seg = fm_rng_below(rng, nseg);
  for (place = nseg / 4; place > 0; place /= 4, chord /= 3) {
    const int digit = (int)((seg / place) % 4);
    for (k = 0; k < digit; k++) {
      const fm_real h = heading + (k == 1 ? FM_R(60.0) : k == 2 ? FM_R(-60.0) : FM_R(0.0));
      x += chord * cos(h * deg);
      y += chord * sin(h * deg);
    }
    heading += digit == 1 ? FM_R(60.0) : digit == 2 ? FM_R(-60.0) : FM_R(0.0);
  }
  fm_jwf_turtle_plot(s, w, x, y, x + FM_R(0.5) * cos(heading * deg), y + FM_R(0.5) * sin(heading * deg),
                     fm_java_int(FM_PAR(koch_js_show_lines)), FM_PAR(koch_js_line_thickness),
                     fm_java_int(FM_PAR(koch_js_show_points)), FM_PAR(koch_js_point_thickness), rng);
}

/* ---- gosperisland_js (Jesus Sosa's, after Princeton's GosperIsland.java) ------------------------- */

/* JWildfire's Gosper curve's turn, arccos(5·√7 / 14) in degrees: each level's three parts turned
 * −A, 60 − A, −A make a chord √7 times the last's, along the curve's own heading. */
#define FM_GOSPER_ANGLE FM_R(19.106605350869094394)

/* 431: gosperisland_js: six Gosper curves of level 1-10 (3^level steps of 1 each), turned 60°
 * apart, from (9/32, 1/8): a random point of one of their segments, moved by up to half the
 * line_thickness (in hundredths) across each axis, times w. The segment is drawn at random
 * (fm_rng_below; JWildfire's instance walks them in turn) and found from its digits: the
 * curve, then base 3. Draws two numbers, or four with a thickness. */
FM_VAR(gosperisland_js) {
  const fm_real lv = fm_jwf_int(FM_PAR(gosperisland_js_level));
  const int level = lv < 1 ? 1 : lv > 10 ? 10 : (int)lv;
  const fm_real deg = FM_R(FM_PI) / FM_R(180.0), root7 = sqrt(FM_R(7.0));
  fm_u32 per = 1, seg, place;
  fm_real x = FM_R(9.0) / FM_R(32.0), y = FM_R(1.0) / FM_R(8.0), heading, chord = 1, whole;
  int r, k;
  for (r = 1; r < level; r++) chord *= root7;
  whole = chord * root7;
  for (r = 0; r < level; r++) per *= 3;
  seg = fm_rng_below(rng, 6 * per);
  const int curve = (int)(seg / per);
  for (k = 0; k < curve; k++) { /* the whole curves before it */
    x += whole * cos(FM_R(60.0) * k * deg);
    y += whole * sin(FM_R(60.0) * k * deg);
  }
  heading = FM_R(60.0) * curve;
  seg %= per;
  for (place = per / 3; place > 0; place /= 3, chord /= root7) {
    const int digit = (int)((seg / place) % 3);
    for (k = 0; k < digit; k++) {
      const fm_real h = heading - FM_GOSPER_ANGLE + (k == 1 ? FM_R(60.0) : FM_R(0.0));
      x += chord * cos(h * deg);
      y += chord * sin(h * deg);
    }
    heading += digit == 1 ? FM_R(60.0) - FM_GOSPER_ANGLE : -FM_GOSPER_ANGLE;
  }
  fm_real ox, oy;
  fm_jwf_turtle_line(x, y, x + cos(heading * deg), y + sin(heading * deg),
                     FM_PAR(gosperisland_js_line_thickness) / 100, rng, &ox, &oy);
  s->px += w * ox;
  s->py += w * oy;
}

/* ---- htree_js (Jesus Sosa's, after Princeton's Htree.java) -------------------------------------- */

/* 432: htree_js: the H-tree of level 1-10 about the origin, the first H of side size, each H's
 * four tips bearing H's of half its side (lower left, upper left, lower right, upper right, in
 * that order, depth first): (4^level − 1)/3 H's of three segments (left, right, the bar), a
 * point of one of them (fm_jwf_turtle_plot). The segment is drawn at random (fm_rng_below;
 * JWildfire's instance walks them in turn) and its H found from its place in that order. */
FM_VAR(htree_js) {
  const fm_real lv = fm_jwf_int(FM_PAR(htree_js_level));
  const int level = lv < 1 ? 1 : lv > 10 ? 10 : (int)lv;
  fm_u32 sub = 0, seg, idx;
  fm_real x = 0, y = 0, size = FM_PAR(htree_js_size);
  int r;
  for (r = 1; r < level; r++) sub = 4 * sub + 1; /* the H's of a tree one level down */
  seg = fm_rng_below(rng, 3 * (4 * sub + 1));
  idx = seg / 3;
  while (idx > 0) { /* into the subtree that holds it */
    const fm_u32 child = (idx - 1) / sub;
    idx = (idx - 1) % sub;
    x = child < 2 ? x - size / 2 : x + size / 2;
    y = child % 2 == 0 ? y - size / 2 : y + size / 2;
    size = size / 2;
    sub = (sub - 1) / 4;
  }
  const fm_real x0 = x - size / 2, x1 = x + size / 2, y0 = y - size / 2, y1 = y + size / 2;
  const int part = (int)(seg % 3);
  fm_jwf_turtle_plot(s, w, part == 1 ? x1 : x0, part == 2 ? y : y0, part == 0 ? x0 : x1, part == 2 ? y : y1,
                     fm_java_int(FM_PAR(htree_js_show_lines)), FM_PAR(htree_js_line_thickness),
                     fm_java_int(FM_PAR(htree_js_show_points)), FM_PAR(htree_js_point_thickness), rng);
}

/* ---- tree_js (Jesus Sosa's, after Princeton's Tree.java) ----------------------------------------- */

/* 433: tree_js: a tree of level 1-10 from the origin, the trunk up (π/2) of length 2, each
 * branch bearing three, depth first: turned bend_angle − branch_angle and bend_angle +
 * branch_angle (degrees) of branch_ratio its length, and bend_angle of 1 − branch_ratio;
 * (3^(level+1) − 1)/2 branches, a point of one of them (fm_jwf_turtle_plot), added twice (as
 * JWildfire adds it). The branch is drawn at random (fm_rng_below; JWildfire's instance walks
 * them in turn) and reached from the trunk by its place in that order, each step JWildfire's
 * own sums. */
FM_VAR(tree_js) {
  const fm_real lv = fm_jwf_int(FM_PAR(tree_js_level));
  const int level = lv < 1 ? 1 : lv > 10 ? 10 : (int)lv;
  const fm_real to_rad = FM_R(0.017453292519943295); /* Java's toRadians */
  const fm_real bend = FM_PAR(tree_js_bend_angle) * to_rad, branch = FM_PAR(tree_js_branch_angle) * to_rad;
  const fm_real ratio = FM_PAR(tree_js_branch_ratio);
  fm_u32 sub = 1, idx;
  fm_real x = 0, y = 0, a = FM_R(FM_PI) / FM_R(2.0), radius = 2;
  int r;
  for (r = 1; r < level; r++) sub = 3 * sub + 1; /* the branches of a tree one level down */
  idx = fm_rng_below(rng, 3 * sub + 1);
  while (idx > 0) { /* into the subtree that holds it */
    const fm_u32 child = (idx - 1) / sub;
    idx = (idx - 1) % sub;
    x = x + cos(a) * radius;
    y = y + sin(a) * radius;
    a = child == 0 ? a + bend - branch : child == 1 ? a + bend + branch : a + bend;
    radius = child < 2 ? radius * ratio : radius * (1 - ratio);
    sub = (sub - 1) / 3;
  }
  const fm_real before_px = s->px, before_py = s->py;
  fm_jwf_turtle_plot(s, w, x, y, x + cos(a) * radius, y + sin(a) * radius, fm_java_int(FM_PAR(tree_js_show_lines)),
                     FM_PAR(tree_js_line_thickness), fm_java_int(FM_PAR(tree_js_show_points)),
                     FM_PAR(tree_js_point_thickness), rng);
  s->px += s->px - before_px;
  s->py += s->py - before_py;
}

/* ---- rsquares_js (Jesus Sosa's, after Princeton's RecursiveSquares.java) ------------------------- */

/* 434: rsquares_js: recursive squares of level 1-9, the first of side 1 about (0.5, 0.5), each
 * square's four corners bearing squares of its side over 2.2 (lower left, upper left, lower
 * right, upper right, depth first): (4^level − 1)/3 squares of four sides (left, top, right,
 * bottom, clockwise from the lower left corner), a point of one of them (fm_jwf_turtle_plot).
 * The side is drawn at random (fm_rng_below; JWildfire's instance walks them in turn) and its
 * square found from its place in that order. */
FM_VAR(rsquares_js) {
  const fm_real lv = fm_jwf_int(FM_PAR(rsquares_js_level));
  const int level = lv < 1 ? 1 : lv > 9 ? 9 : (int)lv;
  fm_u32 sub = 0, seg, idx;
  fm_real x = FM_R(0.5), y = FM_R(0.5), size = 1;
  int r;
  for (r = 1; r < level; r++) sub = 4 * sub + 1; /* the squares of a pattern one level down */
  seg = fm_rng_below(rng, 4 * (4 * sub + 1));
  idx = seg / 4;
  while (idx > 0) { /* into the part that holds it */
    const fm_u32 child = (idx - 1) / sub;
    idx = (idx - 1) % sub;
    x = child < 2 ? x - size / 2 : x + size / 2;
    y = child % 2 == 0 ? y - size / 2 : y + size / 2;
    size = size / FM_R(2.2);
    sub = (sub - 1) / 4;
  }
  const fm_real xl = x - size / 2, xr = x + size / 2, yb = y - size / 2, yt = y + size / 2;
  const int side = (int)(seg % 4); /* from corner (side) to corner (side + 1), clockwise */
  fm_jwf_turtle_plot(s, w, side < 2 ? xl : xr, side == 0 || side == 3 ? yb : yt, side == 0 || side == 3 ? xl : xr,
                     side < 2 ? yt : yb, fm_java_int(FM_PAR(rsquares_js_show_lines)), FM_PAR(rsquares_js_line_thickness),
                     fm_java_int(FM_PAR(rsquares_js_show_points)), FM_PAR(rsquares_js_point_thickness), rng);
}

#endif
