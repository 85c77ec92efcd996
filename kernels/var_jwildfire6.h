/*
 * var_jwildfire6.h — more of JWildfire's variations that the corpus's files use (from 460;
 * 435-459 are another family's), each checked against JWildfire's own code
 * (tests/tools/jwf_refs.sh; tests/unit/test_variation_refs.c). Their conventions are
 * var_jwildfire4.h's: a parameter that JWildfire stores as an int is read through fm_jwf_int
 * (Tools.FTOI) or fm_java_int (a cast), its clamps are applied here (the genome holds the file's
 * value), and JWildfire's random(n) is fm_jwf_random_below. JWildfire's instances that keep
 * state from call to call are replayed without it, each as its comment says.
 * 460: recurrenceplot, 461: nsudoku (sets the colour).
 * (variations.h includes it after var_jwildfire4.h, whose helpers it uses; nowhere else
 * includes it). Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWILDFIRE6_H
#define FLAMEBUILD_VAR_JWILDFIRE6_H

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

#endif
