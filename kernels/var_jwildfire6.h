/*
 * var_jwildfire6.h — more of JWildfire's variations that the corpus's files use (from 460;
 * 435-459 are another family's), each checked against JWildfire's own code
 * (tests/tools/jwf_refs.sh; tests/unit/test_variation_refs.c). Their conventions are
 * var_jwildfire4.h's: a parameter that JWildfire stores as an int is read through fm_jwf_int
 * (Tools.FTOI) or fm_java_int (a cast), its clamps are applied here (the genome holds the file's
 * value), and JWildfire's random(n) is fm_jwf_random_below. JWildfire's instances that keep
 * state from call to call are replayed without it, each as its comment says.
 * 460: recurrenceplot, 461: nsudoku (sets the colour), 462: hexnix3D, 463: fract_julia_wf
 * (hides what it clips; sets the colour), 464: dragon_js, 465: hilbert_js.
 * (variations.h includes it after var_jwildfire4.h, whose helpers it uses; nowhere else
 * includes it). Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWILDFIRE6_H
#define FLAMEBUILD_VAR_JWILDFIRE6_H

/* The families whose helpers this one calls (a kernel of its own includes only the families
 * its variations need: kernels/codegen_families.c). */
#include "var_jwildfire4.h"

/* JWildfire's Tools.FTOI of a parameter (NaN to 0, as Java's cast makes it), held in [lo, hi]:
 * an int that a loop or a table is sized by. */
FM_FN int fm_jwf_count_in(fm_real v, int lo, int hi) {
  const fm_real r = fm_jwf_int(v);
  return !(r == r) ? (0 < lo ? lo : 0 > hi ? hi : 0) : r < lo ? lo : r > hi ? hi : (int)r;
}

/* ---- recurrenceplot (Jesus Sosa's) ---------------------------------------------------------- */

/* The most terms of recurrenceplot's Fourier sums (its k): JWildfire's own choices stay below 10. */
#define FM_RECURRENCE_MAX_TERMS 100
/* How many pairs (i, j) recurrenceplot tries for one that recurs (below). */
#define FM_RECURRENCE_TRIES 200

/* A Legendre polynomial (deg 0-10, else 0) of x, times a: recurrenceplot's func_id 22. */
FM_FN fm_real fm_recurrence_legendre(fm_real x, int deg, fm_real a) {
  switch (deg) {
  case 0: return a;
  case 1: return a * x;
  case 2: return a * (FM_R(3.0) * pow(x, 2) - 1) / 2;
  case 3: return a * (FM_R(5.0) * pow(x, 3) - FM_R(3.0) * x) / 2;
  case 4: return a * (FM_R(35.0) * pow(x, 4) - FM_R(30.0) * pow(x, 2) + 3) / 8;
  case 5: return a * (FM_R(63.0) * pow(x, 5) - FM_R(70.0) * pow(x, 3) + FM_R(15.0) * x) / 8;
  case 6: return a * (FM_R(231.0) * pow(x, 6) - FM_R(315.0) * pow(x, 4) + FM_R(105.0) * pow(x, 2) - 5) / 16;
  case 7: return a * (FM_R(429.0) * pow(x, 7) - FM_R(693.0) * pow(x, 5) + FM_R(315.0) * pow(x, 3) - FM_R(35.0) * x) / 16;
  case 8:
    return a * (FM_R(6435.0) * pow(x, 8) - FM_R(12012.0) * pow(x, 6) + FM_R(6930.0) * pow(x, 4) - FM_R(1260.0) * pow(x, 2) + 35) /
           128;
  case 9:
    return a * (FM_R(12155.0) * pow(x, 9) - FM_R(25740.0) * pow(x, 7) + FM_R(18018.0) * pow(x, 5) - FM_R(4620.0) * pow(x, 3) +
                FM_R(315.0) * x) /
           128;
  case 10:
    return a * (FM_R(46189.0) * pow(x, 10) - FM_R(109395.0) * pow(x, 8) + FM_R(90090.0) * pow(x, 6) - FM_R(30030.0) * pow(x, 4) +
                FM_R(3465.0) * pow(x, 2) - 63) /
           256;
  default: return 0;
  }
}

/* A Chebyshev polynomial (deg 0-12, else 0) of x, times a: func_id 29. */
FM_FN fm_real fm_recurrence_chebyshev(fm_real x, int deg, fm_real a) {
  switch (deg) {
  case 0: return a;
  case 1: return a * x;
  case 2: return a * (FM_R(2.0) * pow(x, 2) - 1);
  case 3: return a * (FM_R(4.0) * pow(x, 3) - FM_R(3.0) * x);
  case 4: return a * (FM_R(8.0) * pow(x, 4) - FM_R(8.0) * pow(x, 2) + 1);
  case 5: return a * (FM_R(16.0) * pow(x, 5) - FM_R(20.0) * pow(x, 3) + FM_R(5.0) * x);
  case 6: return a * (FM_R(32.0) * pow(x, 6) - FM_R(48.0) * pow(x, 4) + FM_R(18.0) * pow(x, 2) - 1);
  case 7: return a * (FM_R(64.0) * pow(x, 7) - FM_R(112.0) * pow(x, 5) + FM_R(56.0) * pow(x, 3) - FM_R(7.0) * x);
  case 8: return a * (FM_R(128.0) * pow(x, 8) - FM_R(256.0) * pow(x, 6) + FM_R(160.0) * pow(x, 4) - FM_R(32.0) * pow(x, 2) + 1);
  case 9:
    return a * (FM_R(256.0) * pow(x, 9) - FM_R(576.0) * pow(x, 7) + FM_R(432.0) * pow(x, 5) - FM_R(120.0) * pow(x, 3) + FM_R(9.0) * x);
  case 10:
    return a * (FM_R(512.0) * pow(x, 10) - FM_R(1280.0) * pow(x, 8) + FM_R(1120.0) * pow(x, 6) - FM_R(400.0) * pow(x, 4) +
                FM_R(50.0) * pow(x, 2) - 1);
  case 11:
    return a * (FM_R(1024.0) * pow(x, 11) - FM_R(2816.0) * pow(x, 9) + FM_R(2816.0) * pow(x, 7) - FM_R(1232.0) * pow(x, 5) +
                FM_R(220.0) * pow(x, 3) - FM_R(11.0) * x);
  case 12:
    return a * (FM_R(2048.0) * pow(x, 12) - FM_R(6144.0) * pow(x, 10) + FM_R(6912.0) * pow(x, 8) - FM_R(3584.0) * pow(x, 6) +
                FM_R(840.0) * pow(x, 4) - FM_R(72.0) * pow(x, 2) + 1);
  default: return 0;
  }
}

/* recurrenceplot's signal at sample i of n: one of its 30 functions (func_id 0-29; another id
 * leaves the signal at 0, JWildfire's fresh instance's). a, b, k as the file gives them. */
FM_FN fm_real fm_recurrence_signal(int id, fm_real i, fm_real n, fm_real a, fm_real b, fm_real k) {
  const fm_real pi = FM_R(FM_PI);
  const int terms = k > FM_RECURRENCE_MAX_TERMS ? FM_RECURRENCE_MAX_TERMS : (int)k;
  fm_real sum = 0;
  int j;
  switch (id) {
  case 0: return 50 * sin(i * 4 * pi / (1 * n)) + 25 * sin(i * 40 * pi / (1 * n));
  case 1: return 10 * sin(i * 5 * pi / (1 * n)) * 5 * sin(i * 15 * pi / (1 * n));
  case 2: return 50 * cos(i * 24 * pi / (1 * n) + 5 * sin(i * 6 * pi / (1 * n)));
  case 3: return 50 * sin(i * 20 * pi / (1 * n)) + 50 * sin(i * 22 * pi / (1 * n) + pi);
  case 4: return 50 * sin(i * 20 * pi / (1 * n)) + 10 * sin(i * 22 * pi / (1 * n));
  case 5: return 50 * sin(i * a * pi / (1 * n) + 1 * sin(i * a * pi / (1 * n)));
  case 6: return a / (1 + exp(-b * (i - n / FM_R(2.0)) / n)); /* a sigmoid */
  case 7:
    return (400 / pi) * (sin(i * pi / (FM_R(0.5) * n)) + sin(i * 3 * pi / (FM_R(0.5) * n)) / FM_R(3.0) +
                         sin(i * 5 * pi / (FM_R(0.5) * n)) / FM_R(5.0) + sin(i * 7 * pi / (FM_R(0.5) * n)) / FM_R(7.0));
  case 8: /* JWildfire's 400/π·π, which is 400 */
    return (400 / pi * pi) * (sin(i * pi / (FM_R(0.5) * n)) - sin(i * 3 * pi / (FM_R(0.5) * n)) / FM_R(9.0) +
                              sin(i * 5 * pi / (FM_R(0.5) * n)) / FM_R(25.0) - sin(i * 7 * pi / (FM_R(0.5) * n)) / FM_R(49.0));
  case 9: return tanh(a * i * pi / n);
  case 10: return tan(a * i * pi / n);
  case 11:
    for (j = 1; j <= 8; j++) sum = sum + sin(i * j * pi / (FM_R(0.5) * n)) / j;
    return (-200 / pi) * sum;
  case 12: return 50 * sin(i * 40 * pi / (1 * n)) + 50 * sin(i * 44 * pi / (FM_R(1.0) * n));
  case 13: return 50 * sin(i * 40 * pi / (1 * n)) + 50 * sin(i * 44 * pi / (FM_R(1.0) * n) + pi);
  case 14: return 100 * sin(i * 16 * pi / (1 * n)) - 500 + i * FM_R(0.25);
  case 15: return 100 * sin(i * 16 * pi / (1 * n));
  case 16: return FM_R(1.0) / cos(i * a * pi / n);
  case 17: return 50 * cos(i * 2 * pi * 25 / (1 * n) + 25 * sin(i * 2 * pi * FM_R(0.50) / (1 * n)));
  case 18: {
    const fm_real u = FM_R(2.0) * a * i / n - a;
    return a * exp(-b * u * u);
  }
  case 19: return 500 * sin(i * 10 * pi / n) * exp(FM_R(-5.0) * i / n);
  case 20: return 500 * sin(i * 20 * pi / n) * exp(FM_R(-3.0) * i / n);
  case 21: return 50 * tan(i * 2 * pi / (1 * n));
  case 22: return fm_recurrence_legendre((FM_R(2.0) * i) / n - 1, (int)fm_java_int(b), a);
  case 23: /* a square wave's Fourier sum */
    for (j = 1; j <= terms; j++) sum = sum + sin(i * (2 * j - 1) * b * 2 * pi / n) / (2 * j - 1);
    return sum * (4 * a / pi);
  case 24: /* a sawtooth's */
    for (j = 1; j <= terms; j++) sum = sum + sin(i * j * b * 2 * pi / n) / j;
    return sum * (-2 * a / pi);
  case 25: /* a rectified sine's */
    for (j = 1; j <= terms; j++) sum = sum + cos(i * (2 * j) * b * 2 * pi / n) / ((2 * j - 1) * (2 * j + 1));
    return (4 * a / pi) * (FM_R(0.5) - sum);
  case 26: /* a parabola's: (−1)^j */
    for (j = 1; j <= terms; j++) sum = sum + (j % 2 ? FM_R(-1.0) : FM_R(1.0)) * cos(i * (2 * j) * b * 1 * pi / n) / (j * j);
    return (a * pi * pi / FM_R(3.0)) + FM_R(4.0) * a * sum;
  case 27: return a * sin(b * pi * (i - FM_R(0.5) * n) / n) / (b * pi * (i - FM_R(0.5) * n) / n); /* sinc */
  case 28: { /* a Gabor wavelet */
    const fm_real u = (i - FM_R(0.5) * n) / n;
    return a * exp(-b * (u * (i - FM_R(0.5) * n) / n)) * cos(FM_R(2.0) * k * pi * i / n);
  }
  case 29: return fm_recurrence_chebyshev((FM_R(2.0) * i) / n - 1, (int)k, a);
  default: return 0;
  }
}

/* 460: recurrenceplot: a point (i/N − ½, j/N − ½) of the recurrence plot of one of its signals
 * over N samples (Density): i, j drawn, and shown where the signal at i and at j lie within
 * tolerance of each other; dc 1 and 2 colour it by the sum's place. JWildfire's instance answers
 * a pair that does not recur with the last point that did (its instance's state, (0, 0) before
 * the first); here the pairs are drawn again until one recurs — the distribution of those last
 * points — and after FM_RECURRENCE_TRIES without one the sum is (0, 0), as JWildfire's fresh
 * instance's. Draws two numbers a pair. */
FM_VAR(recurrenceplot) {
  const fm_real n = fm_java_int(FM_PAR(recurrenceplot_density)), a = FM_PAR(recurrenceplot_a),
                b = FM_PAR(recurrenceplot_b), k = fm_java_int(FM_PAR(recurrenceplot_k));
  const int id = (int)fm_java_int(FM_PAR(recurrenceplot_func_id));
  const int dc = (int)fm_java_int(FM_PAR(recurrenceplot_dc));
  int tries;
  for (tries = 0; tries < FM_RECURRENCE_TRIES; tries++) {
    const fm_real i = fm_java_int(n * fm_rng_01(rng)), j = fm_java_int(n * fm_rng_01(rng));
    const fm_real d = fm_recurrence_signal(id, i, n, a, b, k) - fm_recurrence_signal(id, j, n, a, b, k);
    if (sqrt(d * d) < FM_PAR(recurrenceplot_tolerance)) {
      s->px += w * (i / n - FM_R(0.5));
      s->py += w * (j / n - FM_R(0.5));
      if (dc == 1 || dc == 2) {
        const fm_real scale = FM_PAR(recurrenceplot_scale), angle = FM_PAR(recurrenceplot_angle);
        const fm_real ldcs = FM_R(1.0) / (scale == 0 ? FM_R(10e-6) : scale), offset = FM_PAR(recurrenceplot_offset);
        if (dc == 1) s->color = fmod(fabs(FM_R(0.5) * ldcs * s->px * s->py + offset), FM_R(1.0));
        else s->color = fmod(fabs(FM_R(0.5) * (ldcs * ((cos(angle) * s->px + sin(angle) * s->py + offset)) + 1)), FM_R(1.0));
      }
      return;
    }
  }
  s->px = 0;
  s->py = 0;
}

/* ---- nsudoku (Jesus Sosa's) ------------------------------------------------------------------- */

/* The digit of a sudoku at column x, row y (0-8): a fixed valid board, each level's rows shuffled
 * within their bands (by the level) and the bands among themselves (by a third of it). JWildfire
 * builds its board anew at every render from an unseeded generator, and rows permuted likewise
 * for the smaller levels, so its colours are a random valid sudoku's each time; this is one. */
FM_FN int fm_sudoku_digit(int x, int y, int level) {
  const int row = 3 * ((y / 3 + level / 3) % 3) + (y % 3 + level) % 3;
  return (3 * (x % 3) + x / 3 + row) % 9 + 1;
}

/* JWildfire's filled polygon (DrawFunc's plotPolygon, after FractalDesire's nBlur): a point of the
 * regular polygon of `sides` sides and circumradius 1, its hole the share `hole` of it, turned by
 * half a side. Draws five numbers: the edge's angle (two), a discarded radius, the radius. */
FM_FN void fm_jwf_polygon_point(int sides, fm_real hole, fm_rng *rng, fm_real *ox, fm_real *oy) {
  const fm_real mid = FM_R(2.0 * FM_PI) / sides, half = mid / 2;
  const fm_real tan90_m_2 = tan(FM_R(FM_PI) / 2 + half);
  const fm_real arc1 = FM_R(13.0) / pow((fm_real)sides, FM_R(1.3)), arc2 = FM_R(2.0) * atan(arc1 / FM_R(-2.0));
  const fm_real bend = atan(arc1 * (fm_rng_01(rng) - FM_R(0.5))) / arc2;
  fm_real ang = (bend + FM_R(0.5) + (fm_real)((int)fm_jwf_random_below(rng, FM_R(32767.0)) % sides)) * mid;
  fm_real x = sin(ang), y = cos(ang);
  int turns;
  for (turns = 0; ang > mid && turns <= sides; turns++) ang -= mid;
  const fm_real xt = tan90_m_2 / (tan90_m_2 - tan(ang)), yt = xt * tan(ang);
  const fm_real outer = sqrt(xt * xt + yt * yt), inner = hole * outer;
  (void)fm_rng_01(rng); /* JWildfire draws a radius it then replaces */
  const fm_real radius = inner + sqrt(fm_rng_01(rng)) * (outer - inner);
  x *= radius;
  y *= radius;
  *ox = cos(half) * x - sin(half) * y;
  *oy = sin(half) * x + cos(half) * y;
}

/* 461: nsudoku: Level nested sudokus of 9×9 polygons (type 3-6 sides), the cell (i, j) of each
 * about (i/9 − ½, j/9 − ½), of radius size·(level/Level)/9 from Level down to 1, turned by angle
 * degrees, hollow by 1 − thickness but the smallest, which is filled; a random one of the
 * 81·Level polygons, coloured by its digit over 9 (fm_sudoku_digit: JWildfire's board is
 * random at every render). Draws six numbers. */
FM_VAR(nsudoku) {
  const fm_real lv = fm_java_int(fm_par_clamp(FM_PAR(nsudoku_level), 1, 9));
  const int level = lv < 1 ? 1 : (int)lv;
  const int sides = (int)fm_java_int(fm_par_clamp(FM_PAR(nsudoku_type), 3, 6));
  const fm_real hollow = 1 - fm_par_clamp(FM_PAR(nsudoku_thickness), 0, 1), size = fm_par_clamp(FM_PAR(nsudoku_size), FM_R(0.3), 1);
  const int pick = (int)fm_jwf_random_below(rng, (fm_real)(81 * level));
  const int step = pick / 81, cell = pick % 81, i = cell / 9, j = cell % 9, n = level - step;
  const fm_real radius = size * ((fm_real)n / (fm_real)level) / FM_R(9.0);
  const fm_real hole = 1 - FM_R(1.0) / n == 0 ? FM_R(0.0) : hollow;
  const fm_real turn = FM_PAR(nsudoku_angle) * FM_R(FM_PI) / FM_R(180.0), ca = cos(turn), sa = sin(turn);
  fm_real x, y;
  fm_jwf_polygon_point(sides < 3 ? 3 : sides, hole, rng, &x, &y);
  s->px += w * (x * radius * ca + y * radius * sa + ((fm_real)i / FM_R(9.0) - FM_R(0.5)));
  s->py += w * (-x * radius * sa + y * radius * ca + ((fm_real)j / FM_R(9.0) - FM_R(0.5)));
  s->color = fm_sudoku_digit(j, i, step) / FM_R(9.0);
}

/* ---- hexnix3D (Larry Berlin's) ------------------------------------------------------------------ */

/* hexnix3D's nodes: the hexagon's six (60° apart) and the triangle's three, turned 30° from it. */
FM_FN void fm_hexnix_node(int triangle, int k, fm_real *c, fm_real *sn) {
  const fm_real h = sin(FM_R(FM_PI) / FM_R(3.0));
  if (!triangle) {
    *c = k == 0 ? FM_R(1.0) : k == 3 ? FM_R(-1.0) : k == 1 || k == 5 ? FM_R(0.5) : FM_R(-0.5);
    *sn = k == 0 || k == 3 ? FM_R(0.0) : k < 3 ? -h : h;
  } else {
    *c = k == 0 ? FM_R(0.0) : k == 1 ? cos(FM_R(7.0) * FM_R(FM_PI) / FM_R(6.0)) : cos(FM_R(11.0) * FM_R(FM_PI) / FM_R(6.0));
    *sn = k == 0 ? FM_R(-1.0) : FM_R(0.5);
  }
}

/* 462: hexnix3D: the sum and the point, scaled by scale and turned onto one of the hexagon's six
 * nodes (or the triangle's three, at 3side times the weight), moved out to it by the weight;
 * majp sets one plane of z (lifted by zlift) or two, split apart beyond 2. JWildfire's instance
 * keeps to the hexagon for runs of six calls and to the triangle for runs of three, choosing the
 * next run 2:1; here each call chooses, the hexagon with the runs' share of calls, 4/5. Draws
 * three numbers: that choice, the plane's side, the node. */
FM_VAR(hexnix3D) {
  const int triangle = !(fm_rng_01(rng) < FM_R(0.8));
  const fm_real smooth = fabs(w) <= FM_R(0.5) ? w * FM_R(2.0) : FM_R(1.0);
  const fm_real scale = FM_PAR(hexnix3D_scale), zlift = FM_PAR(hexnix3D_zlift), majp = FM_PAR(hexnix3D_majp);
  const fm_real abmajp = fabs(majp);
  const int pos_neg = fm_rng_01(rng) < FM_R(0.5) ? -1 : 1;
  const int plane = abmajp <= 1 ? 0 : abmajp < 2 ? 1 : 2;
  const fm_real boost = plane == 2 ? (abmajp - 2) * FM_R(0.5) : FM_R(0.0);
  if (plane == 0) {
    s->pz += smooth * s->tz * scale * zlift;
  } else if (plane == 1 && majp < 0) { /* the second plane grows from the first */
    const fm_real gentle = majp < -1 && majp >= -2 ? abmajp - 1 : FM_R(1.0);
    if (pos_neg < 0) s->pz += FM_R(-2.0) * (s->pz * gentle);
  }
  if (plane == 2 && majp < 0) {
    if (pos_neg > 0) s->pz += smooth * (s->tz * scale * zlift + boost);
    else s->pz = (s->pz - (FM_R(2.0) * smooth * s->pz)) + (smooth * pos_neg * (s->tz * scale * zlift + boost));
  } else {
    s->pz += smooth * (s->tz * scale * zlift + (pos_neg * boost));
  }
  const int node = (int)fm_jwf_random_below(rng, triangle ? FM_R(3.0) : FM_R(6.0));
  fm_real c, sn;
  fm_hexnix_node(triangle, node, &c, &sn);
  const fm_real reach = triangle ? w * FM_PAR(hexnix3D_3side) : w;
  const fm_real rx_sum = (smooth * scale * s->px * c) - (smooth * scale * s->py * sn);
  const fm_real ry_sum = (smooth * scale * s->py * c) + (smooth * scale * s->px * sn);
  const fm_real rx_pt = (s->tx * smooth * scale * c) - (s->ty * smooth * scale * sn);
  const fm_real ry_pt = (s->ty * smooth * scale * c) + (s->tx * smooth * scale * sn);
  s->px = s->px * (1 - smooth) + rx_sum + rx_pt + smooth * reach * c;
  s->py = s->py * (1 - smooth) + ry_sum + ry_pt + smooth * reach * sn;
}

/* ---- fract_julia_wf (Andreas Maschke's escape-time Julia set) ----------------------------------- */

/* The most iterations and tries fract_julia_wf makes, the most iterations of all its tries
 * together, and the highest power it raises to: far above what JWildfire's own files ask (100,
 * 3 and 2 by default), a bound on a point's work. */
#define FM_FRACT_MAX_ITER 10000
#define FM_FRACT_MAX_TRIES 100
#define FM_FRACT_MAX_WORK 100000
#define FM_FRACT_MAX_POWER 32

/* JWildfire's escape count of z → z^power + seed from (x, y): its loop's tests, max_iter + 1 if
 * the orbit never leaves radius 2 (tested on the point before each step, as JWildfire's). */
FM_FN int fm_fract_julia_count(fm_real x, fm_real y, int max_iter, int power, fm_real sx, fm_real sy) {
  fm_real xs = 0, ys = 0;
  int count = 0;
  while (count++ < max_iter && !(xs + ys >= 4)) {
    xs = x * x;
    ys = y * y;
    if (power == 2) {
      y = FM_R(2.0) * x * y + sy;
      x = xs - ys + sx;
    } else if (power == 3) {
      const fm_real x2 = xs * x - FM_R(3.0) * x * ys + sx;
      y = FM_R(3.0) * xs * y - ys * y + sy;
      x = x2;
    } else if (power == 4) {
      const fm_real x2 = xs * xs + ys * ys - FM_R(6.0) * xs * ys + sx;
      y = FM_R(4.0) * x * y * (xs - ys) + sy;
      x = x2;
    } else { /* z^5, then times z up to the power */
      fm_real x2 = x * (xs * xs - FM_R(10.0) * xs * ys + FM_R(5.0) * ys * ys);
      fm_real y2 = y * (ys * ys - FM_R(10.0) * xs * ys + FM_R(5.0) * xs * xs);
      int k;
      for (k = 5; k < power; k++) {
        const fm_real xa = x * x2 - y * y2, ya = x * y2 + x2 * y;
        x2 = xa;
        y2 = ya;
      }
      x = x2 + sx;
      y = y2 + sy;
    }
  }
  return count;
}

/* 463: fract_julia_wf: a random point of [xmin, xmax]×[ymin, ymax] (or, color_only, the point
 * itself) whose escape count lies within the clips — clip_iter_min or fewer and max_iter +
 * clip_iter_max or more are tried again, max_clip_iter times in all, then hidden —, shown and
 * moved by offsetx, offsety, scaled by scale·w; its z the count's share of max_iter (or its log,
 * z_logscale) over 10 times scalez, plus offsetz, scaled alike (z_fill fills between it and the
 * last count's); direct_color adds the share to the colour. Its buddhabrot mode walks an orbit of
 * its instance's from call to call: not drawn (the parser says so). Draws two numbers a try (none
 * with color_only), then with z_fill one or two. */
FM_VAR(fract_julia_wf) {
  const int max_iter = fm_jwf_count_in(FM_PAR(fract_julia_wf_max_iter), -2147483647, FM_FRACT_MAX_ITER);
  const int power = fm_jwf_count_in(FM_PAR(fract_julia_wf_power), 2, FM_FRACT_MAX_POWER);
  const int asked = fm_jwf_count_in(FM_PAR(fract_julia_wf_max_clip_iter), -2147483647, FM_FRACT_MAX_TRIES);
  const int most = max_iter > FM_FRACT_MAX_WORK / FM_FRACT_MAX_TRIES ? FM_FRACT_MAX_WORK / max_iter : FM_FRACT_MAX_TRIES;
  const int tries = asked < most ? asked : most;
  const fm_real clip_min = fm_jwf_int(FM_PAR(fract_julia_wf_clip_iter_min));
  const fm_real clip_max = fm_jwf_int(FM_PAR(fract_julia_wf_clip_iter_max));
  const int color_only = fm_jwf_count_in(FM_PAR(fract_julia_wf_color_only), 0, 1);
  const fm_real xmin = FM_PAR(fract_julia_wf_xmin), xmax = FM_PAR(fract_julia_wf_xmax);
  const fm_real ymin = FM_PAR(fract_julia_wf_ymin), ymax = FM_PAR(fract_julia_wf_ymax);
  const fm_real scale = FM_PAR(fract_julia_wf_scale), scalez = FM_PAR(fract_julia_wf_scalez);
  const fm_real offz = FM_PAR(fract_julia_wf_offsetz), zfill = fm_par_clamp(FM_PAR(fract_julia_wf_z_fill), 0, 1);
  fm_real x0 = 0, y0 = 0;
  int count = 0, t;
  s->hide = 0;
  for (t = 0; t < tries; t++) {
    if (color_only) {
      x0 = s->tx;
      y0 = s->ty;
    } else {
      x0 = (xmax - xmin) * fm_rng_01(rng) + xmin;
      y0 = (ymax - ymin) * fm_rng_01(rng) + ymin;
    }
    count = fm_fract_julia_count(x0, y0, max_iter, power, FM_PAR(fract_julia_wf_xseed), FM_PAR(fract_julia_wf_yseed));
    if (!((clip_max < 0 && count >= (fm_real)max_iter + clip_max) || (clip_min > 0 && count <= clip_min))) break;
    if (t == tries - 1) {
      s->hide = 1;
      return;
    }
  }
  if (!color_only) {
    s->px += scale * w * (x0 + FM_PAR(fract_julia_wf_offsetx));
    s->py += scale * w * (y0 + FM_PAR(fract_julia_wf_offsety));
  }
  const int logscale = fm_jwf_count_in(FM_PAR(fract_julia_wf_z_logscale), 0, 1);
  const fm_real share = (fm_real)count / (fm_real)max_iter, before = (fm_real)(count - 1) / (fm_real)max_iter;
  fm_real z = scale * w * (scalez / 10 * (logscale ? log10(FM_R(1.0) + share) : share) + offz);
  if (zfill > FM_JWF_EPSILON && fm_rng_01(rng) < zfill) {
    const fm_real zb = scale * w * (scalez / 10 * (logscale ? log10(FM_R(1.0) + before) : before) + offz);
    z = (zb - z) * fm_rng_01(rng) + z;
  }
  s->pz += z;
  if (fm_jwf_count_in(FM_PAR(fract_julia_wf_direct_color), -1, 1) != 0) {
    fm_real c = s->color + share;
    if (c > 1) c -= 1;
    s->color = c < 0 ? FM_R(0.0) : c > 1 ? FM_R(1.0) : c;
  }
}

/* ---- dragon_js and hilbert_js (Jesus Sosa's, after Princeton's Dragon.java and Hilbert.java) ---- */

/* JWildfire's turtle of these two walks unit steps turned by ±90°; the point where a step starts
 * is found here from the step's place in the figure, in integers (quarter turns q: the unit step
 * (cos, sin) of q·90°). JWildfire's own sums of cos and sin of the turned degrees leave ~1e-16
 * beside these integers, and where that leaves a step's x ends unequal its plotLine takes the
 * slope from them where ours, equal, takes 10000: the point differs by up to 1e-4 of the step
 * across it (tests/unit/test_variation_refs.c checks the ends, and the spread of points). */
FM_FN void fm_quarter_turn(int q, int *dx, int *dy) {
  const int r = ((q % 4) + 4) % 4;
  *dx = r == 0 ? 1 : r == 2 ? -1 : 0;
  *dy = r == 1 ? 1 : r == 3 ? -1 : 0;
}

/* Where step k (0 to 2^level − 1) of JWildfire's dragon of level 1-21 starts, and its heading.
 * dragon(n) is dragon(n−1), a left turn, nogard(n−1); nogard(n) the same with a right turn. Each
 * of either, of level m ≥ 1, ends turned once to its own side (left for dragon, right for
 * nogard); its end's offset, v_dragon(m) and v_nogard(m), are summed from the step's bits. */
FM_FN void fm_dragon_step(int level, fm_u32 k, fm_real *x, fm_real *y, int *heading) {
  int vdx[22], vdy[22]; /* v_dragon(m), heading 0 */
  int vnx[22], vny[22]; /* v_nogard(m) */
  int m, px = 0, py = 0, q = 0, nogard = 0;
  vdx[0] = vnx[0] = 1;
  vdy[0] = vny[0] = 0;
  for (m = 1; m <= level; m++) {
    const int turn_before = m - 1 >= 1 ? 1 : 0; /* the turn dragon(m−1) ends with */
    int ax, ay, bx, by;
    fm_quarter_turn(turn_before + 1, &ax, &ay);
    fm_quarter_turn(turn_before - 1, &bx, &by);
    vdx[m] = vdx[m - 1] + ax * vnx[m - 1] - ay * vny[m - 1];
    vdy[m] = vdy[m - 1] + ay * vnx[m - 1] + ax * vny[m - 1];
    vnx[m] = vdx[m - 1] + bx * vnx[m - 1] - by * vny[m - 1];
    vny[m] = vdy[m - 1] + by * vnx[m - 1] + bx * vny[m - 1];
  }
  for (m = level; m >= 1; m--) {
    if ((k >> (m - 1)) & 1u) { /* past the first half: its dragon(m−1), then the turn */
      int cx, cy;
      fm_quarter_turn(q, &cx, &cy);
      px += cx * vdx[m - 1] - cy * vdy[m - 1];
      py += cy * vdx[m - 1] + cx * vdy[m - 1];
      q += (m - 1 >= 1 ? 1 : 0) + (nogard ? -1 : 1);
      nogard = 1;
    } else {
      nogard = 0;
    }
  }
  *x = (fm_real)px;
  *y = (fm_real)py;
  *heading = q;
}

/* 464: dragon_js: the dragon curve of level 1-21 (2^level unit steps from the origin along +x), a
 * point of one of its steps (JWildfire's plotLine, line_thickness in hundredths). JWildfire's
 * instance walks the steps in turn, one a call; here the step is drawn at random (fm_rng_below,
 * one number) and found from its place (fm_dragon_step). Draws two numbers, four with a
 * thickness. */
FM_VAR(dragon_js) {
  const int level = fm_jwf_count_in(FM_PAR(dragon_js_level), 1, 21);
  const fm_u32 step = fm_rng_below(rng, (fm_u32)1 << level);
  fm_real x, y, ox, oy;
  int q, dx, dy;
  fm_dragon_step(level, step, &x, &y, &q);
  fm_quarter_turn(q, &dx, &dy);
  fm_jwf_turtle_line(x, y, x + dx, y + dy, FM_PAR(dragon_js_line_thickness) / 100, rng, &ox, &oy);
  s->px += w * ox;
  s->py += w * oy;
}

/* Where step k (0 to 4^level − 2) of JWildfire's Hilbert curve of level 1-10 starts, and its
 * heading. hilbert(n): left, treblih(n−1), step, right, hilbert(n−1), step, hilbert(n−1),
 * right, step, treblih(n−1), left; treblih(n) the same with left and right swapped. Either ends
 * facing as it began, and 4^n − 1 steps long; its end's offset (heading 0), v_hilbert(m) and
 * v_treblih(m), are summed over the parts before the step's. */
FM_FN void fm_hilbert_step(int level, fm_u32 k, fm_real *x, fm_real *y, int *heading) {
  int vhx[11], vhy[11], vtx[11], vty[11];
  int m, px = 0, py = 0, q = 0, treblih = 0;
  vhx[0] = vhy[0] = vtx[0] = vty[0] = 0;
  for (m = 1; m <= level; m++) {
    /* the parts at headings (quarter turns) s, s, 0, 0, 0, −s, −s; s = +1 for hilbert, −1 for treblih */
    for (int t = 0; t < 2; t++) {
      const int sg = t == 0 ? 1 : -1;
      int ax, ay, bx, by;
      fm_quarter_turn(sg, &ax, &ay);
      fm_quarter_turn(-sg, &bx, &by);
      const int ox_ = t == 0 ? vtx[m - 1] : vhx[m - 1], oy_ = t == 0 ? vty[m - 1] : vhy[m - 1]; /* the outer parts */
      const int ix = t == 0 ? vhx[m - 1] : vtx[m - 1], iy = t == 0 ? vhy[m - 1] : vty[m - 1];   /* the inner two */
      const int ex = (ax * ox_ - ay * oy_) + ax + 2 * ix + 1 + bx + (bx * ox_ - by * oy_);
      const int ey = (ay * ox_ + ax * oy_) + ay + 2 * iy + by + (by * ox_ + bx * oy_);
      if (t == 0) {
        vhx[m] = ex;
        vhy[m] = ey;
      } else {
        vtx[m] = ex;
        vty[m] = ey;
      }
    }
  }
  for (m = level; m >= 1; m--) {
    const fm_u32 part = ((fm_u32)1 << (2 * (m - 1))) - 1; /* the steps of a level-(m−1) figure */
    const int sg = treblih ? -1 : 1;
    /* the figure's seven parts: outer(m−1), step, inner(m−1), step, inner(m−1), step, outer(m−1) */
    const fm_u32 starts[7] = {0, part, part + 1, 2 * part + 1, 2 * part + 2, 3 * part + 2, 3 * part + 3};
    const int turns[7] = {sg, sg, 0, 0, 0, -sg, -sg};
    int which = 6;
    while (k < starts[which]) which--;
    for (int p = 0; p < which; p++) { /* the parts before, each offset turned */
      int cx, cy, ux, uy;
      fm_quarter_turn(q + turns[p], &cx, &cy);
      if (p == 1 || p == 3 || p == 5) {
        ux = 1;
        uy = 0;
      } else if (p == 0 || p == 6) {
        ux = treblih ? vhx[m - 1] : vtx[m - 1];
        uy = treblih ? vhy[m - 1] : vty[m - 1];
      } else {
        ux = treblih ? vtx[m - 1] : vhx[m - 1];
        uy = treblih ? vty[m - 1] : vhy[m - 1];
      }
      px += cx * ux - cy * uy;
      py += cy * ux + cx * uy;
    }
    k -= starts[which];
    q += turns[which];
    if (which == 1 || which == 3 || which == 5) break; /* one of the joining steps */
    if (which == 0 || which == 6) treblih = !treblih;
    if (m == 1) break;
  }
  *x = (fm_real)px;
  *y = (fm_real)py;
  *heading = q;
}

/* 465: hilbert_js: the Hilbert curve of level 1-10 (4^level − 1 unit steps from the origin), a
 * point of one of its steps or about its start (fm_jwf_turtle_plot: show_lines, line_thickness,
 * show_points, point_thickness). JWildfire's instance walks the steps in turn, one a call; here
 * the step is drawn at random (fm_rng_below, one number) and found from its place
 * (fm_hilbert_step). */
FM_VAR(hilbert_js) {
  const int level = fm_jwf_count_in(FM_PAR(hilbert_js_level), 1, 10);
  const fm_u32 step = fm_rng_below(rng, ((fm_u32)1 << (2 * level)) - 1);
  fm_real x, y;
  int q, dx, dy;
  fm_hilbert_step(level, step, &x, &y, &q);
  fm_quarter_turn(q, &dx, &dy);
  fm_jwf_turtle_plot(s, w, x, y, x + dx, y + dy, fm_java_int(FM_PAR(hilbert_js_show_lines)),
                     FM_PAR(hilbert_js_line_thickness), fm_java_int(FM_PAR(hilbert_js_show_points)),
                     FM_PAR(hilbert_js_point_thickness), rng);
}

#endif
