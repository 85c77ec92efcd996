/*
 * var_jwildfire13.h — more of JWildfire's variations (from 860), each checked against
 * JWildfire's own code (tests/tools/jwf_refs.sh; tests/unit/test_variation_refs.c), with
 * var_jwildfire4.h's conventions: a parameter JWildfire stores as an int is read through a cast
 * (fm_java_int) after its clamp, the clamps its setParameter applies are applied here (the genome
 * holds the file's value), and what its init() derives is derived here, per call.
 * 860: geometricPrimitives (hides the points of empty cells), 861: dc_carpet3D (sets the colour).
 * (variations.h includes it after the other var_*.h, whose helpers it uses; nowhere else
 * includes it). Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWILDFIRE13_H
#define FLAMEBUILD_VAR_JWILDFIRE13_H

/* ---- geometricPrimitives ----------------------------------------------------------------- */

/*
 * A grid of cells, each holding a shape (circle, square, triangle or hexagon, filled or an
 * outline) or a line to a neighbour, decided by a hash of the cell. Everything is computed in
 * double, on the device too: the hash fract(sin(·)·43758.5453) keeps no fractional digits in
 * float, and the cell and shape it picks must be JWildfire's. JWildfire's frac is v − trunc(v),
 * so the hash lies in (−1, 1): negative for half the cells, which then always pass the density
 * and fill tests, get no size or a mirrored one, and with shape mixing pick no shape at all
 * (the point goes to the origin, still shown).
 */
FM_FN double fm_gp_hash(double gx, double gy, double salt) {
  const double v = sin(gx * 13.9898 + gy * 73.233 + salt) * 43758.5453;
  return v - trunc(v);
}

/* Java's Math.round (floor(v + ½)), in double */
FM_FN double fm_gp_round(double v) { return floor(v + 0.5); }

/* A cell's centre, moved by its jitter (a hash of its own per axis) when jitter is on. */
FM_FN void fm_gp_centre(double gx, double gy, double size, double jitter, double seed, double *cx,
                        double *cy) {
  double jx = 0, jy = 0;
  if (jitter > 0) {
    const double m = jitter * size * 0.5;
    jx = (fm_gp_hash(gx, gy, seed + 40.0) * 2.0 - 1.0) * m;
    jy = (fm_gp_hash(gx, gy, seed + 50.0) * 2.0 - 1.0) * m;
  }
  *cx = gx * size + jx;
  *cy = gy * size + jy;
}

/* A filled disc (uniform by area) or a ring from hol·rad out to rad; the angle is drawn first. */
FM_FN void fm_gp_circle(fm_rng *rng, int filled, double cx, double cy, double rad, double hol, double *x,
                        double *y) {
  const double a = (double)fm_rng_01(rng) * 2.0 * FM_PI;
  double r;
  if (filled)
    r = sqrt((double)fm_rng_01(rng)) * rad;
  else {
    const double in = rad * hol;
    r = in + (double)fm_rng_01(rng) * (rad - in);
  }
  *x = cx + r * cos(a);
  *y = cy + r * sin(a);
}

/* A filled square of side size, or one of its four sides (top, bottom, right, left). */
FM_FN void fm_gp_square(fm_rng *rng, int filled, double cx, double cy, double size, double *x, double *y) {
  const double h = size * 0.5;
  if (filled) {
    *x = cx + ((double)fm_rng_01(rng) * 2.0 - 1.0) * h;
    *y = cy + ((double)fm_rng_01(rng) * 2.0 - 1.0) * h;
  } else {
    const double side = floor((double)fm_rng_01(rng) * 4.0);
    const double t = ((double)fm_rng_01(rng) * 2.0 - 1.0) * h;
    if (side == 0) { *x = cx + t; *y = cy + h; }
    else if (side == 1) { *x = cx + t; *y = cy - h; }
    else if (side == 2) { *x = cx + h; *y = cy + t; }
    else { *x = cx - h; *y = cy + t; }
  }
}

/* Inside the triangle (a, b, c) uniformly: two draws, folded back over the diagonal. */
FM_FN void fm_gp_in_triangle(fm_rng *rng, double ax, double ay, double bx, double by, double qx, double qy,
                             double *x, double *y) {
  double r1 = (double)fm_rng_01(rng), r2 = (double)fm_rng_01(rng);
  if (r1 + r2 > 1.0) {
    r1 = 1.0 - r1;
    r2 = 1.0 - r2;
  }
  *x = (1.0 - r1 - r2) * ax + r1 * bx + r2 * qx;
  *y = (1.0 - r1 - r2) * ay + r1 * by + r2 * qy;
}

/* On the segment from a to b, a draw along it. */
FM_FN void fm_gp_on_edge(fm_rng *rng, double ax, double ay, double bx, double by, double *x, double *y) {
  const double t = (double)fm_rng_01(rng);
  *x = ax * (1 - t) + bx * t;
  *y = ay * (1 - t) + by * t;
}

/* An upright triangle of circumradius size (JWildfire's 0.866 for √3/2, kept). */
FM_FN void fm_gp_triangle(fm_rng *rng, int filled, double cx, double cy, double size, double *x, double *y) {
  const double ax = cx, ay = cy + size;
  const double bx = cx - size * 0.866, by = cy - size * 0.5;
  const double qx = cx + size * 0.866, qy = cy - size * 0.5;
  if (filled) {
    fm_gp_in_triangle(rng, ax, ay, bx, by, qx, qy, x, y);
  } else {
    const double side = floor((double)fm_rng_01(rng) * 3.0);
    if (side == 0) fm_gp_on_edge(rng, ax, ay, bx, by, x, y);
    else if (side == 1) fm_gp_on_edge(rng, bx, by, qx, qy, x, y);
    else fm_gp_on_edge(rng, qx, qy, ax, ay, x, y);
  }
}

/* A hexagon of circumradius size: filled, one of its six slices (a triangle with the centre);
 * an outline, the edge under an angle drawn uniformly. */
FM_FN void fm_gp_hexagon(fm_rng *rng, int filled, double cx, double cy, double size, double *x, double *y) {
  const double sixth = FM_PI / 3.0;
  const double seg = filled ? floor((double)fm_rng_01(rng) * 6.0) : floor((double)fm_rng_01(rng) * 2.0 * FM_PI / sixth);
  const double a1 = seg * sixth, a2 = (seg + 1) * sixth;
  const double ax = cx + size * cos(a1), ay = cy + size * sin(a1);
  const double bx = cx + size * cos(a2), by = cy + size * sin(a2);
  if (filled)
    fm_gp_in_triangle(rng, cx, cy, ax, ay, bx, by, x, y);
  else
    fm_gp_on_edge(rng, ax, ay, bx, by, x, y);
}

FM_VAR(geometricPrimitives) {
  const double mix = fm_jw9_limit(FM_PAR(geometricPrimitives_line_vs_shape_mix), 0, 1);
  const double density = FM_PAR(geometricPrimitives_density);
  const double scale = FM_PAR(geometricPrimitives_scale);
  const double size = FM_PAR(geometricPrimitives_gridSize);
  const double seed = FM_PAR(geometricPrimitives_seed);
  const double jitter = FM_PAR(geometricPrimitives_grid_jitter);
  const int shape_type = (int)fm_java_int(fm_jw9_limit(FM_PAR(geometricPrimitives_shape_type), 0, 3));
  const int shape_mix = (int)fm_java_int(fm_jw9_limit(FM_PAR(geometricPrimitives_shape_mix_enable), 0, 1));
  const double fill_prob = FM_PAR(geometricPrimitives_fill_prob);
  const double radius = FM_PAR(geometricPrimitives_radius);
  const double hollow = fm_jw9_limit(FM_PAR(geometricPrimitives_hollow), 0, 1);
  const double square_size = FM_PAR(geometricPrimitives_square_size);
  const int all_neighbours = (int)fm_java_int(fm_jw9_limit(FM_PAR(geometricPrimitives_connection_mode), 0, 1)) == 1;
  const int depth = (int)fm_java_int(fm_jw9_limit(FM_PAR(geometricPrimitives_recursion_depth), 0, 50));
  const double rec_mix = fm_jw9_limit(FM_PAR(geometricPrimitives_recursion_shape_mix), 0, 1);
  const double rec_scale = FM_PAR(geometricPrimitives_recursion_scale);
  FM_UNUSED_XF;
  const double gx = fm_gp_round((double)s->tx * scale), gy = fm_gp_round((double)s->ty * scale);
  double cx, cy, x = 0, y = 0;
  int valid = 0;
  fm_gp_centre(gx, gy, size, jitter, seed, &cx, &cy);
  if ((double)fm_rng_01(rng) < mix) {
    /* a line from the cell's centre to a neighbour's (or a row of small shapes along it) */
    if (fm_gp_hash(gx, gy, seed) < density) {
      double nx = gx, ny = gy;
      if (!all_neighbours) {
        const double dir = (double)fm_rng_01(rng) * 4.0;
        if (dir < 1.0) nx += 1;
        else if (dir < 2.0) nx -= 1;
        else if (dir < 3.0) ny += 1;
        else ny -= 1;
      } else {
        /* one of the neighbours that hold a shape, in the order right, left, up, down */
        double cand[8];
        int n = 0, k;
        if (fm_gp_hash(gx + 1, gy, seed) < density) { cand[2 * n] = gx + 1; cand[2 * n + 1] = gy; n++; }
        if (fm_gp_hash(gx - 1, gy, seed) < density) { cand[2 * n] = gx - 1; cand[2 * n + 1] = gy; n++; }
        if (fm_gp_hash(gx, gy + 1, seed) < density) { cand[2 * n] = gx; cand[2 * n + 1] = gy + 1; n++; }
        if (fm_gp_hash(gx, gy - 1, seed) < density) { cand[2 * n] = gx; cand[2 * n + 1] = gy - 1; n++; }
        if (n > 0) {
          k = (int)floor((double)fm_rng_01(rng) * n);
          nx = cand[2 * k];
          ny = cand[2 * k + 1];
        }
      }
      if (nx != gx || ny != gy) {
        double ncx, ncy;
        fm_gp_centre(nx, ny, size, jitter, seed, &ncx, &ncy);
        if (depth > 0) {
          const int step = (int)floor((double)fm_rng_01(rng) * depth);
          const double t = (step + 0.5) / depth;
          const double sx = cx * (1.0 - t) + ncx * t, sy = cy * (1.0 - t) + ncy * t;
          const int filled = fm_gp_hash(gx, gy, seed + 30.0 + step) < fill_prob;
          if ((double)fm_rng_01(rng) < rec_mix)
            fm_gp_square(rng, filled, sx, sy, square_size * rec_scale, &x, &y);
          else
            fm_gp_circle(rng, filled, sx, sy, radius * rec_scale, hollow, &x, &y);
        } else {
          fm_gp_on_edge(rng, cx, cy, ncx, ncy, &x, &y);
        }
        valid = 1;
      }
    }
  } else if (fm_gp_hash(gx, gy, seed) < density) {
    /* the cell's own shape; its size a hash of its own per kind */
    const double type = shape_mix == 1 ? floor(fm_gp_hash(gx, gy, seed + 10.0) * 4.0) : (double)shape_type;
    const int filled = fm_gp_hash(gx, gy, seed + 20.0) < fill_prob;
    if (type == 0)
      fm_gp_circle(rng, filled, cx, cy, fm_gp_hash(gx, gy, -seed) * radius * size, hollow, &x, &y);
    else if (type == 1)
      fm_gp_square(rng, filled, cx, cy, fm_gp_hash(gx, gy, 1.0 - seed) * square_size * size, &x, &y);
    else if (type == 2)
      fm_gp_triangle(rng, filled, cx, cy, fm_gp_hash(gx, gy, 2.0 - seed) * radius * size, &x, &y);
    else if (type == 3)
      fm_gp_hexagon(rng, filled, cx, cy, fm_gp_hash(gx, gy, 3.0 - seed) * radius * size, &x, &y);
    valid = 1;
  }
  /* an empty cell hides the point and adds nothing; a drawn one shows it again */
  s->hide = !valid;
  if (valid) {
    s->px += w * (fm_real)x;
    s->py += w * (fm_real)y;
  }
}

/* ---- dc_carpet3D ------------------------------------------------------------------------- */

/*
 * 861: dc_carpet3D: dc_carpet's carpet (the point moved by ±stretch on each axis, a draw each,
 * then through the xform's own affine, scaled per axis; the four copies tile it) as JWildfire
 * writes it: the affine's rows as JWildfire's (and flam3's) own, x' from c[0..2][0], y' from
 * c[0..2][1], where Fractorium's dc_carpet reads other letters. The colour mixed from the
 * sum's by the quadrant (x0 ^ y0: 0 where the signs agree, −2 where not; h from origin), folded
 * by color_f. Its z from that colour, scale_z·c + offset_z: reset_z > 0 replaces the sum's z by
 * it; otherwise JWildfire adds it once and then once more, or a draw's share of it (sides > 0),
 * kept. Not listed with the 3D variations: the flame's z handling adds w·z where the flame
 * preserves z, as JWildfire's does, after this call (JWildfire's before its reset, which drops
 * it: there the two differ).
 */
FM_VAR(dc_carpet3D) {
  const int x0 = fm_rng_01(rng) < FM_R(0.5) ? -1 : 1;
  const int y0 = fm_rng_01(rng) > FM_R(0.5) ? -1 : 1;
  const fm_real x = s->tx + x0 * FM_PAR(dc_carpet3D_stretch_x), y = s->ty + y0 * FM_PAR(dc_carpet3D_stretch_y);
  const fm_real mix = (fm_real)(x0 ^ y0);
  const fm_real h = FM_R(0.1) * FM_PAR(dc_carpet3D_origin);
  const fm_real hh = -h + (FM_PAR(dc_carpet3D_color_b) - mix) * h;
  s->px += w * (xf->c[0][0] * x + xf->c[1][0] * y + xf->c[2][0]) * FM_PAR(dc_carpet3D_scale_x);
  s->py += w * (xf->c[0][1] * x + xf->c[1][1] * y + xf->c[2][1]) * FM_PAR(dc_carpet3D_scale_y);
  s->color = fmod(fabs(s->color * FM_PAR(dc_carpet3D_color_a) * (FM_PAR(dc_carpet3D_color_c) + hh) +
                       mix * (FM_PAR(dc_carpet3D_color_d) - hh) * FM_PAR(dc_carpet3D_color_e)),
                  FM_PAR(dc_carpet3D_color_f));
  {
    const fm_real dz = s->color * FM_PAR(dc_carpet3D_scale_z) + FM_PAR(dc_carpet3D_offset_z);
    if (FM_PAR(dc_carpet3D_reset_z) > 0)
      s->pz = dz;
    else {
      s->pz += dz;
      s->pz += FM_PAR(dc_carpet3D_sides) > 0 ? dz * fm_rng_01(rng) : dz;
    }
  }
}

#endif
