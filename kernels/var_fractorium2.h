/*
 * var_fractorium2.h — deterministic 2D variations of Fractorium's set (most of them Apophysis
 * plugins that JWildfire also carries), each as Fractorium computes it in its default,
 * flam3-compatible mode (Compat::m_Compat, which its code never turns off), checked against
 * Fractorium's own code on points and parameters of realistic ranges (tests/data/variation_refs,
 * made by tests/tools/ember_refs.sh; tests/unit/test_variation_refs.c).
 *
 * Fractorium normalises some parameters as it reads them (ParamWithName::Set): integer ones are
 * rounded and clamped, bounded ones clamped, "non-zero" ones pushed off 0. The formulas here
 * apply the same normalisation to the raw value (fm_par_int, fm_par_clamp, fm_par_nonzero), so
 * a genome renders as Fractorium renders it whatever was written in it.
 *
 * (variations.h includes it after the per-point state, the helpers and FM_VAR; nowhere else
 * includes it). Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_FRACTORIUM2_H
#define FLAMEBUILD_VAR_FRACTORIUM2_H

#define FM_2PI_F2 (FM_R(2.0) * FM_R(FM_PI))
#define FM_PI_4_F2 FM_R(FM_M_PI_4)

/* A bounded parameter as Fractorium stores it: clamped to [lo, hi]. */
FM_FN fm_real fm_par_clamp(fm_real v, fm_real lo, fm_real hi) {
  const fm_real upper = hi < v ? hi : v;
  return upper < lo ? lo : upper;
}

/* A parameter bounded below only (Fractorium's upper bound is the largest finite value). */
FM_FN fm_real fm_par_at_least(fm_real v, fm_real lo) { return v < lo ? lo : v; }

/* An integer parameter as Fractorium stores it: rounded half up, clamped to [lo, hi]. */
FM_FN fm_real fm_par_int(fm_real v, fm_real lo, fm_real hi) {
  return fm_par_clamp(floor(v + FM_R(0.5)), lo, hi);
}

/* A "non-zero" parameter as Fractorium stores it: within 1e-6 of 0 it becomes ±epsilon. */
FM_FN fm_real fm_par_nonzero(fm_real v) {
  if (v > FM_R(-1e-6) && v < FM_R(1e-6)) return v < 0 ? -FM_R(FM_REAL_EPSILON) : FM_R(FM_REAL_EPSILON);
  return v;
}

/* hypertile's precalc (fm_xform_precalc): the coefficient c of its Möbius map, as Fractorium's Precalc:
 * radius 1/√(1 + (1 - cos(2π/p))/(cos(2π/p) + cos(2π/q))) (1 where that root is not real), angle
 * n·2π/p. */
FM_FN void fm_hypertile_precalc(const fm_real *p, fm_real *pre) {
  const fm_real turn = FM_R(2.0) * FM_R(FM_PI) / fm_zeps(p[FM_P_hypertile_p]);
  const fm_real cs = cos(turn);
  const fm_real r2 = (1 - cs) / (cs + cos(FM_R(2.0) * FM_R(FM_PI) / fm_zeps(p[FM_P_hypertile_q]))) + 1;
  const fm_real r = r2 > 0 ? 1 / sqrt(r2) : FM_R(1.0);
  const fm_real a = p[FM_P_hypertile_n] * turn;
  pre[FM_PRE_HYPERTILE_RE] = r * cos(a);
  pre[FM_PRE_HYPERTILE_IM] = r * sin(a);
}

/* 114: hypertile, the Poincaré disc's {p,q} tiling: the Möbius map z → (z + c̄)/(c·z + 1) that
 * moves the central tile onto a neighbour, c of radius set by p and q and angle n·2π/p
 * (precalculated: fm_hypertile_precalc). No guard: at the pole the point is a bad value. */
FM_VAR(hypertile) {
  const fm_real re = xf->pre[FM_PRE_HYPERTILE_RE], im = xf->pre[FM_PRE_HYPERTILE_IM];
  const fm_real x = s->tx, y = s->ty;
  const fm_real num_re = x + re, num_im = y - im;
  const fm_real den_re = re * x - im * y + 1, den_im = re * y + im * x;
  const fm_real k = w / (den_re * den_re + den_im * den_im);
  FM_UNUSED_RNG;
  s->px += k * (num_re * den_re + num_im * den_im);
  s->py += k * (num_im * den_re - num_re * den_im);
}

/* The band hash of waves4 and waves42: the signed fraction of sin(·)·43758.5453 of the band
 * number (and a little of y). Computed in double on both sides: in float, sin(·)·43758.5453
 * keeps no correct digit after the point, and the GPU would draw other amplitudes than the CPU
 * (and Fractorium's double code) for the same bands. With cont = 1 each band is on or off. */
FM_FN fm_real fm_waves4_hash(double band, fm_real y, fm_real yfact, fm_real cont) {
  const double v = sin(band * 12.9898 + band * 78.233 + 1.0 + (double)y * ((double)yfact * 0.001)) * 43758.5453;
  fm_real h = (fm_real)(v - trunc(v));
  if (fm_par_int(cont, 0, 1) == 1) h = h > FM_R(0.5) ? FM_R(1.0) : FM_R(0.0);
  return h;
}

/* 115: waves4, waves whose x amplitude changes from one horizontal band (of height 2π/freqx) to
 * the next by fm_waves4_hash. */
FM_VAR(waves4) {
  const fm_real freqx = FM_PAR(waves4_freqx);
  const double band = floor((double)s->ty * (double)freqx / (2.0 * FM_PI));
  const fm_real h = fm_waves4_hash(band, s->ty, FM_PAR(waves4_yfact), FM_PAR(waves4_cont));
  FM_UNUSED_RNG;
  s->px += w * (s->tx + sin(s->ty * freqx) * h * h * FM_PAR(waves4_scalex));
  s->py += w * (s->ty + sin(s->tx * FM_PAR(waves4_freqy)) * FM_PAR(waves4_scaley));
}

/* 116: waves3, waves whose amplitude itself waves across the other axis (sx_freq, sy_freq),
 * between 0 and the scale. */
FM_VAR(waves3) {
  const fm_real ampx = FM_PAR(waves3_scalex) * FM_R(0.5) * (FM_R(1.0) + sin(s->ty * FM_PAR(waves3_sx_freq)));
  const fm_real ampy = FM_PAR(waves3_scaley) * FM_R(0.5) * (FM_R(1.0) + sin(s->tx * FM_PAR(waves3_sy_freq)));
  FM_UNUSED_RNG;
  s->px += w * (s->tx + sin(s->ty * FM_PAR(waves3_freqx)) * ampx);
  s->py += w * (s->ty + sin(s->tx * FM_PAR(waves3_freqy)) * ampy);
}

/* vibration2's modulation: a cosine of the distance along the wave's direction. */
FM_FN fm_real fm_vib_modulate(fm_real amp, fm_real freq, fm_real along) {
  return amp * cos(along * freq * FM_2PI_F2);
}

/* One of vibration2's two waves: the displacement (*dx, *dy) it adds at (x, y). Its direction,
 * tilt, phase and amplitude are each modulated along its own direction. */
FM_FN void fm_vib_wave(fm_real x, fm_real y, fm_real dir, fm_real angle, fm_real freq, fm_real amp,
                       fm_real phase, fm_real dm, fm_real dmfreq, fm_real tm, fm_real tmfreq,
                       fm_real fm, fm_real fmfreq, fm_real am, fm_real amfreq, fm_real *dx,
                       fm_real *dy) {
  const fm_real nzfreq = fm_zeps(freq);
  fm_real along = x * cos(dir) + y * sin(dir);
  const fm_real dir_here = dir + fm_vib_modulate(dm, dmfreq, along);
  const fm_real tilt = angle + fm_vib_modulate(tm, tmfreq, along) + dir_here;
  const fm_real phase_mod = fm_vib_modulate(fm, fmfreq, along) / nzfreq;
  const fm_real amp_here = amp + amp * fm_vib_modulate(am, amfreq, along);
  fm_real a;
  along = x * cos(dir_here) + y * sin(dir_here);
  a = amp_here * sin(along * (freq * FM_2PI_F2) + phase_mod + FM_2PI_F2 * phase / nzfreq);
  *dx = a * cos(tilt);
  *dy = a * sin(tilt);
}

/* 117: vibration2, FarDareisMai's two crossing sine waves displacing the plane, each with its
 * own direction and modulations. JWildfire writes the second wave's modulations d2m, t2m, …
 * (parse_editors.c reads them as dm2, tm2, …). */
FM_VAR(vibration2) {
  fm_real dx1, dy1, dx2, dy2;
  FM_UNUSED_RNG;
  fm_vib_wave(s->tx, s->ty, FM_PAR(vibration2_dir), FM_PAR(vibration2_angle), FM_PAR(vibration2_freq),
              FM_PAR(vibration2_amp), FM_PAR(vibration2_phase), FM_PAR(vibration2_dm),
              FM_PAR(vibration2_dmfreq), FM_PAR(vibration2_tm), FM_PAR(vibration2_tmfreq),
              FM_PAR(vibration2_fm), FM_PAR(vibration2_fmfreq), FM_PAR(vibration2_am),
              FM_PAR(vibration2_amfreq), &dx1, &dy1);
  fm_vib_wave(s->tx, s->ty, FM_PAR(vibration2_dir2), FM_PAR(vibration2_angle2), FM_PAR(vibration2_freq2),
              FM_PAR(vibration2_amp2), FM_PAR(vibration2_phase2), FM_PAR(vibration2_dm2),
              FM_PAR(vibration2_dmfreq2), FM_PAR(vibration2_tm2), FM_PAR(vibration2_tmfreq2),
              FM_PAR(vibration2_fm2), FM_PAR(vibration2_fmfreq2), FM_PAR(vibration2_am2),
              FM_PAR(vibration2_amfreq2), &dx2, &dy2);
  s->px += w * (s->tx + dx1 + dx2);
  s->py += w * (s->ty + dy1 + dy2);
}

/* 118: xheart, a heart drawn by squeezing the plane into a disc (4/(r²+4)), stretching y by the
 * ratio, turning it by 45° plus angle·22.5° and mirroring the left half. */
FM_VAR(xheart) {
  const fm_real ang = FM_PI_4_F2 + FM_R(0.5) * FM_PI_4_F2 * FM_PAR(xheart_angle);
  const fm_real sn = sin(ang), cs = cos(ang);
  fm_real d = s->r2 + 4;
  fm_real bx, by, x, y;
  FM_UNUSED_RNG;
  if (d == 0) d = 1;
  bx = 4 / d;
  by = (6 + 2 * FM_PAR(xheart_ratio)) / d;
  x = cs * (bx * s->tx) - sn * (by * s->ty);
  y = sn * (bx * s->tx) + cs * (by * s->ty);
  s->px += w * x;
  s->py += x > 0 ? w * y : -w * y;
}

/* One axis of shredlin: the line cut into cells of the given size, each shrunk to the given
 * share of its width about its centre (a negative share flips it). */
FM_FN fm_real fm_shred_axis(fm_real v, fm_real size_raw, fm_real share_raw, fm_real w) {
  const fm_real size = fm_par_nonzero(size_raw), share = fm_par_clamp(share_raw, -1, 1);
  const fm_real cells = v / size;
  const fm_real whole = fm_int_trunc(cells); /* C's (int): INT_MIN beyond its range */
  const fm_real below = v < 0 ? FM_R(1.0) : FM_R(0.0);
  return w * size * ((cells - whole) * share + whole + (FM_R(0.5) - below) * (1 - share));
}

/* 119: shredlin, the plane shredded into strips along both axes. */
FM_VAR(shredlin) {
  FM_UNUSED_RNG;
  s->px += fm_shred_axis(s->tx, FM_PAR(shredlin_xdistance), FM_PAR(shredlin_xwidth), w);
  s->py += fm_shred_axis(s->ty, FM_PAR(shredlin_ydistance), FM_PAR(shredlin_ywidth), w);
}

/* 120: circlize, squares about the origin mapped to circles: the square's half side becomes the
 * radius (plus hole) and the way round its perimeter the angle. */
FM_VAR(circlize) {
  const fm_real ax = fabs(s->tx), ay = fabs(s->ty);
  fm_real side, perimeter, r, a;
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  if (ax >= ay) {
    perimeter = s->tx >= ay ? ax + s->ty : 5 * ax - s->ty;
    side = ax;
  } else {
    perimeter = s->ty >= ax ? 3 * ay - s->tx : 7 * ay + s->tx;
    side = ay;
  }
  r = w / FM_PI_4_F2 * side + FM_PAR(circlize_hole);
  a = FM_PI_4_F2 * perimeter / side - FM_PI_4_F2;
  s->px += r * cos(a);
  s->py += r * sin(a);
}

/* 121: loonie2, loonie with a polygon, a star or a circle for its disc: inside the shape of
 * "radius" weight points are pushed out as by loonie, points where the shape's measure is
 * negative pulled in, the rest linear. The measure is the largest of `sides` rotated copies of
 * the star's edge function, blended with the radius by `circle`, then squared (signed for one
 * or two sides). loonie2_power is read by Fractorium's non-compatible mode only. */
FM_VAR(loonie2) {
  const fm_real sides = fm_par_int(FM_PAR(loonie2_sides), 1, 50);
  const fm_real star = FM_R(-0.5) * FM_R(FM_PI) * fm_par_clamp(FM_PAR(loonie2_star), -1, 1);
  const fm_real circle = FM_R(0.5) * FM_R(FM_PI) * fm_par_clamp(FM_PAR(loonie2_circle), -1, 1);
  const fm_real step = FM_2PI_F2 / sides;
  const fm_real sin_step = sin(step), cos_step = cos(step);
  const fm_real sin_star = sin(star), cos_star = cos(star);
  const fm_real w2 = w * w;
  fm_real xr = s->tx, yr = s->ty, m, k;
  int i;
  FM_UNUSED_RNG;
  m = xr * cos_star + fabs(yr) * sin_star;
  for (i = 0; i < sides - 1; i++) {
    const fm_real nx = xr * cos_step - yr * sin_step;
    fm_real e;
    yr = xr * sin_step + yr * cos_step;
    xr = nx;
    e = xr * cos_star + fabs(yr) * sin_star;
    if (m < e) m = e;
  }
  m = m * cos(circle) + fm_vs_r(s) * sin(circle);
  m = i > 1 ? m * m : fabs(m) * m;
  if (m > 0 && m < w2) k = w * sqrt(fabs(w2 / m - 1));
  else if (m < 0) k = w / sqrt(fabs(w2 / m) - 1);
  else k = w;
  s->px += k * s->tx;
  s->py += k * s->ty;
}

/* 122: collideoscope, a kaleidoscope of num wedges each side of the x axis whose mirror lines
 * are turned by a·π/num alternately one way and the other. */
FM_VAR(collideoscope) {
  const fm_real num = fm_zeps(FM_PAR(collideoscope_num));
  const fm_real wedges_per_pi = num * FM_R(FM_M_1_PI), wedge = FM_R(FM_PI) / num;
  const fm_real turn = FM_R(FM_PI) * FM_PAR(collideoscope_a) / num;
  const fm_real r = w * fm_vs_r(s);
  fm_real a = fm_vs_atan_yx(s), k;
  FM_UNUSED_RNG;
  if (a >= 0) {
    k = fm_int_trunc(a * wedges_per_pi);
    a = fmod(k, FM_R(2.0)) == 0 ? k * wedge + fmod(turn + a, wedge) : k * wedge + fmod(-turn + a, wedge);
  } else {
    k = fm_int_trunc(-a * wedges_per_pi);
    a = fmod(k, FM_R(2.0)) != 0 ? -(k * wedge + fmod(-turn - a, wedge)) : -(k * wedge + fmod(turn - a, wedge));
  }
  s->px += r * cos(a);
  s->py += r * sin(a);
}

/* JWildfire's scry2 (FM_JWF_RULES: Scry2Func, dark-beam's), another variation of that name:
 * scry's 1/(r·(R² + 1/w)) with R the point's radius in a regular polygon of `sides` (1-50; a
 * star towards -1 and 1, a circle as circle nears ±1), squared but for 2 sides or fewer. */
FM_FN void fm_scry2_jwf(fm_var_state *s, const fm_xform *xf, fm_real w) {
  const fm_real sides = fm_par_clamp(fm_jwf_int(FM_PAR(scry2_sides)), 1, 50);
  const fm_real star = fm_par_clamp(FM_PAR(scry2_star), -1, 1), circle = fm_par_clamp(FM_PAR(scry2_circle), -1, 1);
  const fm_real a = 2 * FM_R(FM_PI) / sides, sina = sin(a), cosa = cos(a);
  const fm_real sins = sin(-FM_R(FM_PI) / 2 * star), coss = cos(-FM_R(FM_PI) / 2 * star);
  const fm_real sinc = sin(FM_R(FM_PI) / 2 * circle), cosc = cos(FM_R(FM_PI) / 2 * circle);
  fm_real x = s->tx, y = s->ty;
  fm_real r2 = x * coss + fabs(y) * sins;
  const fm_real round = sqrt(s->tx * s->tx + s->ty * s->ty);
  for (int i = 1; i < (int)sides; i++) {
    const fm_real turned = x * cosa - y * sina;
    y = x * sina + y * cosa;
    x = turned;
    r2 = fmax(r2, x * coss + fabs(y) * sins);
  }
  r2 = r2 * cosc + round * sinc;
  const fm_real r1 = r2;
  r2 = sides > 2 ? r2 * r2 : fabs(r2) * r2; /* "2-faces" below 3 */
  const fm_real d = r1 * (r2 + 1 / w);
  if (d == 0) return;
  s->px += s->tx / d;
  s->py += s->ty / d;
}

/* 123: scry2, scry's inversion (1/(r·(r²+1))) followed by loonie2-style polygon warp of the
 * angle into `power` sectors, stretched by 1/cos of the angle within its sector (JWildfire's,
 * another variation: fm_scry2_jwf). */
FM_VAR(scry2) {
  if (FM_JWF_RULES(xf)) {
    fm_scry2_jwf(s, xf, w);
    return;
  }
  const fm_real sector = FM_2PI_F2 / fm_zeps(FM_PAR(scry2_power));
  const fm_real k = 1 / fm_zeps(fm_vs_r(s) * (s->r2 + 1));
  const fm_real nx = s->tx * k, ny = s->ty * k;
  const fm_real pos = (atan2(ny, nx) + FM_R(FM_PI)) / sector;
  const fm_real rad = sqrt(nx * nx + ny * ny);
  const fm_real whole = floor(pos), part = pos - whole;
  const int upper = part > FM_R(0.5);
  const fm_real from_edge = upper ? 1 - part : part;
  const fm_real edge = upper ? whole + 1 : whole;
  const fm_real sgn = upper ? FM_R(-1.0) : FM_R(1.0);
  const fm_real off = atan(from_edge * tan(sector * FM_R(0.5)) * 2) / sector;
  const fm_real stretch = 1 / cos(off * sector);
  const fm_real ang = (edge + sgn * off) * sector - FM_R(FM_PI);
  FM_UNUSED_RNG;
  s->px += w * stretch * rad * cos(ang);
  s->py += w * stretch * rad * sin(ang);
}

/* 124: pressure_wave, x + sin(2πf·x)/(2πf) on each axis: compression waves along x and y. */
FM_VAR(pressure_wave) {
  const fm_real kx = FM_PAR(pressure_wave_x_freq) * FM_2PI_F2;
  const fm_real ky = FM_PAR(pressure_wave_y_freq) * FM_2PI_F2;
  FM_UNUSED_RNG;
  s->px += w * (s->tx + (1 / fm_zeps(kx)) * sin(kx * s->tx));
  s->py += w * (s->ty + (1 / fm_zeps(ky)) * sin(ky * s->ty));
}

/* 125: twoface, linear on the left half-plane, spherical (x/r², y/r²) on the right. */
FM_VAR(twoface) {
  fm_real k = w;
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  if (s->tx > 0) k /= s->r2;
  s->px += k * s->tx;
  s->py += k * s->ty;
}

/* 126: circlize2, circlize with the hole added to the side before the weight scales it, and
 * no 4/π. */
FM_VAR(circlize2) {
  const fm_real ax = fabs(s->tx), ay = fabs(s->ty);
  fm_real side, perimeter, r, a;
  FM_UNUSED_RNG;
  if (ax >= ay) {
    perimeter = s->tx >= ay ? ax + s->ty : 5 * ax - s->ty;
    side = ax;
  } else {
    perimeter = s->ty >= ax ? 3 * ay - s->tx : 7 * ay + s->tx;
    side = ay;
  }
  r = w * (side + FM_PAR(circlize2_hole));
  a = FM_PI_4_F2 * perimeter / side - FM_PI_4_F2;
  s->px += r * cos(a);
  s->py += r * sin(a);
}

/* 127: fdisc, disc inside out: the radius becomes the angle (2π/(r+1)) and the angle the radius
 * ((φ/π + 1)/2). */
FM_VAR(fdisc) {
  /* JWildfire's shifts of the angle's and the radius' denominators and of the two angles, and
   * its terms: the disc point (term1), times the input (term2), the input times the radius
   * (term3), the input (term4). At their defaults (1, 1, 0, 0; 1, 0, 0, 0) Fractorium's fdisc. */
  const fm_real a = FM_2PI_F2 / (fm_vs_r(s) + FM_PAR(fdisc_ashift));
  const fm_real r = (fm_vs_atan_yx(s) * FM_R(FM_M_1_PI) + FM_PAR(fdisc_rshift)) * FM_R(0.5);
  const fm_real xshift = FM_PAR(fdisc_xshift), yshift = FM_PAR(fdisc_yshift);
  const fm_real t1 = FM_PAR(fdisc_term1), t2 = FM_PAR(fdisc_term2), t3 = FM_PAR(fdisc_term3), t4 = FM_PAR(fdisc_term4);
  const fm_real pr = w * r, prx = pr * cos(a + xshift), pry = pr * sin(a + yshift);
  FM_UNUSED_RNG;
  s->px += t1 * prx + t2 * s->tx * prx + t3 * s->tx * pr + t4 * s->tx;
  s->py += t1 * pry + t2 * s->ty * pry + t3 * s->ty * pr + t4 * s->ty;
}

/* 128: idisc, disc inverted: angle π/(r+1), radius φ/π (negative below the x axis). */
FM_VAR(idisc) {
  const fm_real a = FM_R(FM_PI) / (fm_vs_r(s) + 1);
  const fm_real r = fm_vs_atan_yx(s) * (w * FM_R(FM_M_1_PI));
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += r * cos(a);
  s->py += r * sin(a);
}

/* murl's map of the affine's point: z/(1 + c'·z^power) scaled by w·(c' + 1), c' = c/(power − 1)
 * but for power 1 (a Möbius map, c' = c). Fractorium's and JWildfire's (var_jwildfire7.h: murl_jwf)
 * differ in how they read power. */
FM_FN void fm_murl(fm_var_state *s, fm_real w, fm_real c_par, fm_real power) {
  const fm_real c = power != 1 ? c_par / (power - 1) : c_par;
  const fm_real angle = fm_vs_atan_yx(s) * power;
  const fm_real r = c * pow(s->r2, power / 2);
  const fm_real re = r * cos(angle) + 1, im = r * sin(angle);
  const fm_real k = w * (c + 1) / (re * re + im * im);
  s->px += k * (s->tx * re + s->ty * im);
  s->py += k * (s->ty * re - s->tx * im);
}

/* 129: murl, a flower of power − 1 petals. Fractorium clamps power to at least 2. */
FM_VAR(murl) {
  FM_UNUSED_RNG;
  fm_murl(s, w, FM_PAR(murl_c), fm_par_at_least(FM_PAR(murl_power), 2));
}

/* 130: blob2, blob with a core of the given radius left linear and the wave outside it reshaped
 * (|δ|^prescale, then scaled; mode 0 keeps δ's sign, otherwise the mode is the factor). The
 * direction is Fractorium's cos and sin of the angle, x/r and y/r (r never 0: Zeps). */
FM_VAR(blob2) {
  const fm_real radius = FM_PAR(blob2_radius);
  FM_UNUSED_RNG;
  if (fm_vs_r(s) < radius) {
    s->px += w * s->tx;
    s->py += w * s->ty;
  } else {
    const fm_real sym = fm_par_clamp(FM_PAR(blob2_symmetry), -1, 1);
    const fm_real mode = FM_PAR(blob2_mode);
    const fm_real help = 1 + FM_PAR(blob2_compensation) * sym * (1 - (sym < 0 ? FM_R(2.0) : FM_R(0.0)));
    fm_real delta = (sin(fm_vs_atan_yx(s) * FM_PAR(blob2_n)) + sym) / help;
    const fm_real positive = 1 - (delta < 0 ? FM_R(2.0) : FM_R(0.0));
    const fm_real rz = fm_zeps(fm_vs_r(s));
    fm_real rad;
    delta = exp(FM_PAR(blob2_prescale) * log(delta * positive)) * FM_PAR(blob2_postscale) * (mode != 0 ? mode : positive);
    rad = radius + (fm_vs_r(s) - radius) * delta;
    s->px += w * rad * (s->tx / rz);
    s->py += w * rad * (s->ty / rz);
  }
}

/* A cyclic parameter as Fractorium stores it: wrapped into [lo, hi]. */
FM_FN fm_real fm_par_cyclic(fm_real v, fm_real lo, fm_real hi) {
  if (v > hi) return lo + fmod(v - lo, hi - lo);
  if (v < lo) return hi - fmod(hi - v, hi - lo);
  return v;
}

/* 131: target, rings of log-radius width `size`, turned by `even` and `odd` alternately.
 * Fractorium's formula ignores the weight (the point keeps its radius). */
FM_VAR(target) {
  const fm_real size = fm_par_at_least(FM_PAR(target_size), FM_R(FM_REAL_EPSILON));
  const fm_real half = size * FM_R(0.5);
  fm_real a = fm_vs_atan_yx(s), t = log(fm_vs_r(s));
  (void)w;
  FM_UNUSED_RNG;
  if (t < 0) t -= half;
  t = fmod(fabs(t), size);
  a += t < half ? fm_par_cyclic(FM_PAR(target_even), 0, FM_2PI_F2) : fm_par_cyclic(FM_PAR(target_odd), 0, FM_2PI_F2);
  s->px += fm_vs_r(s) * cos(a);
  s->py += fm_vs_r(s) * sin(a);
}

/* 132: flipcircle, y mirrored inside the circle of radius |weight|. */
FM_VAR(flipcircle) {
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += w * s->tx;
  s->py += s->r2 > w * w ? w * s->ty : -(w * s->ty);
}

/* 133: flipy, y mirrored on the right half-plane. */
FM_VAR(flipy) {
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += w * s->tx;
  s->py += s->tx > 0 ? -(w * s->ty) : w * s->ty;
}

/* 134: waves2_radial, waves2 faded in with the radius: none inside `null`, full beyond
 * `distance`, linear between. JWildfire writes its parameters w2r_freqx, … (parse_editors.c). */
FM_VAR(waves2_radial) {
  const fm_real null_r = FM_PAR(waves2_radial_null), dist = FM_PAR(waves2_radial_distance);
  fm_real f = fm_vs_r(s) < dist ? (fm_vs_r(s) - null_r) / fm_zeps(dist - null_r) : FM_R(1.0);
  FM_UNUSED_RNG;
  if (fm_vs_r(s) < null_r) f = 0;
  s->px += w * (s->tx + f * sin(s->ty * FM_PAR(waves2_radial_freqx)) * FM_PAR(waves2_radial_scalex));
  s->py += w * (s->ty + f * sin(s->tx * FM_PAR(waves2_radial_freqy)) * FM_PAR(waves2_radial_scaley));
}

/* One axis of waves22: the sine (or, in mode 1, the sine lifted into [0,1]) to an integer power
 * (the power's integer part, as C's (int)). */
FM_FN fm_real fm_waves22_offset(fm_real v, fm_real freq, fm_real mode_raw, fm_real power, fm_real scale) {
  const fm_real sn = fm_par_int(mode_raw, 0, 1) < FM_R(0.5) ? sin(v * freq) : FM_R(0.5) * (FM_R(1.0) + sin(v * freq));
  return fm_pow_int(sn, fm_int_trunc(power)) * scale;
}

/* 135: waves22, waves with the sine raised to a power. */
FM_VAR(waves22) {
  FM_UNUSED_RNG;
  s->px += w * (s->tx + fm_waves22_offset(s->ty, FM_PAR(waves22_freqx), FM_PAR(waves22_modex), FM_PAR(waves22_powerx),
                                          FM_PAR(waves22_scalex)));
  s->py += w * (s->ty + fm_waves22_offset(s->tx, FM_PAR(waves22_freqy), FM_PAR(waves22_modey), FM_PAR(waves22_powery),
                                          FM_PAR(waves22_scaley)));
}

/* One axis of waves23: a sawtooth of period 2π/freq, folded above 1/2 (0.5 - fraction). */
FM_FN fm_real fm_waves23_offset(fm_real v, fm_real freq) {
  const fm_real m = v * (freq * FM_R(0.15915494309189533577));
  fm_real f = m - floor(m);
  if (f > FM_R(0.5)) f = FM_R(0.5) - f;
  return f;
}

/* 136: waves23, waves of a folded sawtooth. */
FM_VAR(waves23) {
  FM_UNUSED_RNG;
  s->px += w * (s->tx + fm_waves23_offset(s->ty, FM_PAR(waves23_freqx)) * FM_PAR(waves23_scalex));
  s->py += w * (s->ty + fm_waves23_offset(s->tx, FM_PAR(waves23_freqy)) * FM_PAR(waves23_scaley));
}

/* 137: oscilloscope2, oscilloscope with a wave in y as well (perturbation) and the separation
 * at least 0: points between the two traces are reflected through the origin. */
FM_VAR(oscilloscope2) {
  const fm_real sep = fm_par_at_least(FM_PAR(oscilloscope2_separation), 0);
  const fm_real amp = FM_PAR(oscilloscope2_amplitude), damping = FM_PAR(oscilloscope2_damping);
  const fm_real phase = FM_PAR(oscilloscope2_perturbation) * sin(FM_2PI_F2 * FM_PAR(oscilloscope2_frequencyy) * s->ty);
  const fm_real wave = cos(FM_2PI_F2 * FM_PAR(oscilloscope2_frequencyx) * s->tx + phase);
  const fm_real t = damping == 0 ? amp * wave + sep : amp * exp(-fabs(s->tx) * damping) * wave + sep;
  FM_UNUSED_RNG;
  if (fabs(s->ty) <= t) {
    s->px += -(w * s->tx);
    s->py += -(w * s->ty);
  } else {
    s->px += w * s->tx;
    s->py += w * s->ty;
  }
}

/* 138: cardioid, the radius grown to √(r² + sin(a·φ) + 1) along the point's direction
 * (Fractorium's x/r, y/r). */
FM_VAR(cardioid) {
  const fm_real r = w * sqrt(s->r2 + sin(fm_vs_atan_yx(s) * FM_PAR(cardioid_a)) + 1);
  const fm_real rz = fm_zeps(fm_vs_r(s));
  FM_UNUSED_RNG;
  s->px += r * (s->tx / rz);
  s->py += r * (s->ty / rz);
}

/* One axis of sigmoid: 2·(a/(1 + e^(s·v)) - 1/2), s = -5·shift, or -5/shift (and a = ±1) for a
 * shift inside (-1, 1), ε for 0. */
FM_FN fm_real fm_sigmoid_axis(fm_real v, fm_real shift) {
  fm_real k = shift, a = 1;
  if (k < 1 && k > -1) {
    if (k == 0) {
      k = FM_R(FM_REAL_EPSILON);
    } else {
      a = k < 0 ? FM_R(-1.0) : FM_R(1.0);
      k = 1 / k;
    }
  }
  k *= -5;
  return 2 * (a / fm_zeps(1 + exp(k * v)) - FM_R(0.5));
}

/* 139: sigmoid, each axis squashed into (-1, 1) by a logistic curve; the weight's sign is
 * dropped. */
FM_VAR(sigmoid) {
  const fm_real k = fabs(w);
  FM_UNUSED_RNG;
  s->px += k * fm_sigmoid_axis(s->tx, FM_PAR(sigmoid_shiftx));
  s->py += k * fm_sigmoid_axis(s->ty, FM_PAR(sigmoid_shifty));
}

/* 140: stwin, linear plus the same offset on both axes, (x²-y²)/(x²+y²)·sin(2π·distort·(x+y))
 * of the point scaled by weight/20. */
FM_VAR(stwin) {
  /* JWildfire's offsets, at 0 Fractorium's stwin: of the squares (in units of 1e-4) and of the
   * sine's argument (in units of 0.1) */
  const fm_real x = s->tx * w * FM_R(0.05), y = s->ty * w * FM_R(0.05);
  const fm_real x2 = x * x + FM_PAR(stwin_offset_x2) * FM_R(0.0001), y2 = y * y + FM_PAR(stwin_offset_y2) * FM_R(0.0001);
  const fm_real sum2 = x2 + y2;
  fm_real off = (x2 - y2) * sin(FM_2PI_F2 * FM_PAR(stwin_distort) * (x + y + FM_PAR(stwin_offset_xy) * FM_R(0.1)));
  FM_UNUSED_RNG;
  off /= sum2 != 0 ? sum2 : FM_R(1.0);
  s->px += w * s->tx + off;
  s->py += w * s->ty + off;
}

/* 141: shredrad, shredlin around the origin: n sectors, each shrunk to the given share of its
 * angle about its centre. */
FM_VAR(shredrad) {
  const fm_real alpha = FM_2PI_F2 / fm_par_nonzero(FM_PAR(shredrad_n));
  const fm_real share = fm_par_clamp(FM_PAR(shredrad_width), -1, 1);
  const fm_real pos = (fm_vs_atan_yx(s) + FM_R(3.0 * FM_PI) + alpha / 2) / alpha;
  const fm_real whole = fm_int_trunc(pos);
  const fm_real a = ((pos - whole) * share + whole) * alpha - FM_R(FM_PI) - alpha / 2 * share;
  FM_UNUSED_RNG;
  s->px += w * fm_vs_r(s) * cos(a);
  s->py += w * fm_vs_r(s) * sin(a);
}

/* 142: linearT, each coordinate to its own power, keeping its sign (0 counts as positive). */
FM_VAR(linearT) {
  const fm_real sx = s->tx < 0 ? FM_R(-1.0) : FM_R(1.0), sy = s->ty < 0 ? FM_R(-1.0) : FM_R(1.0);
  FM_UNUSED_RNG;
  s->px += sx * pow(fabs(s->tx), FM_PAR(linearT_powX)) * w;
  s->py += sy * pow(fabs(s->ty), FM_PAR(linearT_powY)) * w;
}

/* 143: petal, (cos x·cos y)³ and (sin x·cos y)³, both times cos x. */
FM_VAR(petal) {
  const fm_real sx = sin(s->tx), cx = cos(s->tx), cy = cos(s->ty);
  const fm_real a = cx * cy, b = sx * cy;
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += w * cx * (a * a * a);
  s->py += w * cx * (b * b * b);
}

/* 144: squarize, circles about the origin opened onto squares: the angle walks the square's
 * perimeter of half side r. */
FM_VAR(squarize) {
  const fm_real r = fm_vs_r(s);
  fm_real a = fm_vs_atan_yx(s), p;
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  if (a < 0) a += FM_2PI_F2;
  p = 4 * r * a * FM_R(FM_M_1_PI);
  if (p <= 1 * r) {
    s->px += w * r;
    s->py += w * p;
  } else if (p <= 3 * r) {
    s->px += w * (2 * r - p);
    s->py += w * r;
  } else if (p <= 5 * r) {
    s->px += -(w * r);
    s->py += w * (4 * r - p);
  } else if (p <= 7 * r) {
    s->px += -(w * (6 * r - p));
    s->py += -(w * r);
  } else {
    s->px += w * r;
    s->py += -(w * (8 * r - p));
  }
}

/* 145: eclipse, inside the disc of radius weight each horizontal chord shifted by shift·weight;
 * what falls off the chord's end is mirrored. shift wraps into [-2, 2]. */
FM_VAR(eclipse) {
  FM_UNUSED_RNG;
  if (fabs(s->ty) <= w) {
    const fm_real half = sqrt(w * w - s->ty * s->ty);
    if (fabs(s->tx) <= half) {
      const fm_real x = s->tx + fm_par_cyclic(FM_PAR(eclipse_shift), -2, 2) * w;
      s->px += fabs(x) >= half ? -(w * s->tx) : w * x;
    } else {
      s->px += w * s->tx;
    }
    s->py += w * s->ty;
  } else {
    s->px += w * s->tx;
    s->py += w * s->ty;
  }
}

/* 146: circus, the unit disc scaled by `scale` and the rest by its inverse (Fractorium's
 * direction x/r, y/r). */
FM_VAR(circus) {
  const fm_real scale = FM_PAR(circus_scale), rz = fm_zeps(fm_vs_r(s));
  const fm_real r = fm_vs_r(s) <= 1 ? fm_vs_r(s) * scale : fm_vs_r(s) * (1 / scale);
  FM_UNUSED_RNG;
  s->px += w * r * (s->tx / rz);
  s->py += w * r * (s->ty / rz);
}

/* 147: tancos, 2x·tanh(r²)/r² and 2y·cos(r²)/r². */
FM_VAR(tancos) {
  const fm_real d = fm_zeps(s->r2);
  FM_UNUSED_XF;
  FM_UNUSED_RNG;
  s->px += (w / d) * (tanh(d) * (2 * s->tx));
  s->py += (w / d) * (cos(d) * (2 * s->ty));
}

/* 148: shift, a translation by (x, y) turned by angle degrees, with y's sense reversed. */
FM_VAR(shift) {
  const fm_real rad = FM_PAR(shift_angle) / 180 * FM_R(FM_PI);
  const fm_real sn = sin(rad), cs = cos(rad), dx = FM_PAR(shift_x), dy = FM_PAR(shift_y);
  FM_UNUSED_RNG;
  s->px += w * (s->tx + cs * dx - sn * dy);
  s->py += w * (s->ty - cs * dy - sn * dx);
}

/* 149: waves42, waves4 with bands of height 1/freqx2. */
FM_VAR(waves42) {
  const fm_real freqx = FM_PAR(waves42_freqx);
  const double band = floor((double)s->ty * (double)FM_PAR(waves42_freqx2));
  const fm_real h = fm_waves4_hash(band, s->ty, FM_PAR(waves42_yfact), FM_PAR(waves42_cont));
  FM_UNUSED_RNG;
  s->px += w * (s->tx + sin(s->ty * freqx) * h * h * FM_PAR(waves42_scalex));
  s->py += w * (s->ty + sin(s->tx * FM_PAR(waves42_freqy)) * FM_PAR(waves42_scaley));
}

/* 150: henon, one step of the Hénon map: (1 - a·x² + y, b·x). */
FM_VAR(henon) {
  FM_UNUSED_RNG;
  s->px += (FM_PAR(henon_c) - (FM_PAR(henon_a) * (s->tx * s->tx)) + s->ty) * w;
  s->py += FM_PAR(henon_b) * s->tx * w;
}

/* 151: lozi, one step of the Lozi map: (1 - a·|x| + y, b·x). */
FM_VAR(lozi) {
  FM_UNUSED_RNG;
  s->px += (FM_PAR(lozi_c) - (FM_PAR(lozi_a) * fabs(s->tx)) + s->ty) * w;
  s->py += FM_PAR(lozi_b) * s->tx * w;
}

#undef FM_2PI_F2
#undef FM_PI_4_F2

#endif
