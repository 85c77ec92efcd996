/*
 * var_jwildfire13.h — more of JWildfire's variations (from 860), each checked against
 * JWildfire's own code (tests/tools/jwf_refs.sh; tests/unit/test_variation_refs.c), with
 * var_jwildfire4.h's conventions: a parameter JWildfire stores as an int is read through a cast
 * (fm_java_int) after its clamp, the clamps its setParameter applies are applied here (the genome
 * holds the file's value), and what its init() derives is derived here, per call.
 * 860: geometricPrimitives (hides the points of empty cells), 861: dc_carpet3D (sets the colour),
 * 862: fract_dragon_wf, 863: fract_mandelbrot_wf, 864: fract_meteors_wf, 865: fract_pearls_wf,
 * 866: fract_salamander_wf (3D, colour, hiding: fract_julia_wf's frame).
 * (variations.h includes it after the other var_*.h, whose helpers it uses; nowhere else
 * includes it). Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWILDFIRE13_H
#define FLAMEBUILD_VAR_JWILDFIRE13_H

/* The families whose helpers this one calls (a kernel of its own includes only the families
 * its variations need: kernels/codegen_families.c). */
#include "var_jwildfire6.h"
#include "var_jwildfire9.h"

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

/* ---- the fract_*_wf family (escape-time fractals as a point's source) ------------------------ */

/*
 * JWildfire's frame for fract_julia_wf (var_jwildfire6.h, which has it in place) and its
 * siblings, once for the five here: a random point of [xmin, xmax]×[ymin, ymax] (or, color_only,
 * the affine's point) whose escape count lies within the clips — clip_iter_min or fewer and
 * max_iter + clip_iter_max or more are tried again, max_clip_iter times in all, then hidden —,
 * shown and moved by offsetx, offsety, scaled by scale·w; its z the count's share of max_iter (or
 * its log, z_logscale) over 10 times scalez, plus offsetz, scaled alike (z_fill fills between it
 * and the last count's); direct_color adds the share to the colour, wrapped once and held to
 * [0, 1]. Their buddhabrot mode walks an orbit of the editor's instance from call to call: not
 * drawn (the parser says so). fract_julia_wf's bounds on a point's work (FM_FRACT_MAX_*) hold.
 * The orbit is iterated in double on every side: the count of a point near the set's edge
 * turns on the last digits of a long iteration, and must be JWildfire's.
 */
enum fm_fract_kind { FM_FRACT_DRAGON, FM_FRACT_MANDELBROT, FM_FRACT_METEORS, FM_FRACT_PEARLS, FM_FRACT_SALAMANDER };

/* The parameters the five share (JWildfire's AbstractFractWFFunc), and their own (seed, power). */
typedef struct fm_fract_par {
  fm_real max_iter, xmin, xmax, ymin, ymax, direct_color, scalez, clip_iter_min, clip_iter_max, max_clip_iter;
  fm_real scale, offsetx, offsety, offsetz, z_fill, z_logscale, color_only;
  fm_real xseed, yseed, power;
} fm_fract_par;

#define FM_FRACT_P(v, n) FM_PAR(v##_##n)
#define FM_FRACT_READ(v, fp)                                                                            \
  do {                                                                                                  \
    (fp).max_iter = FM_FRACT_P(v, max_iter); (fp).xmin = FM_FRACT_P(v, xmin); (fp).xmax = FM_FRACT_P(v, xmax); \
    (fp).ymin = FM_FRACT_P(v, ymin); (fp).ymax = FM_FRACT_P(v, ymax);                                  \
    (fp).direct_color = FM_FRACT_P(v, direct_color); (fp).scalez = FM_FRACT_P(v, scalez);               \
    (fp).clip_iter_min = FM_FRACT_P(v, clip_iter_min); (fp).clip_iter_max = FM_FRACT_P(v, clip_iter_max); \
    (fp).max_clip_iter = FM_FRACT_P(v, max_clip_iter); (fp).scale = FM_FRACT_P(v, scale);               \
    (fp).offsetx = FM_FRACT_P(v, offsetx); (fp).offsety = FM_FRACT_P(v, offsety);                       \
    (fp).offsetz = FM_FRACT_P(v, offsetz); (fp).z_fill = FM_FRACT_P(v, z_fill);                         \
    (fp).z_logscale = FM_FRACT_P(v, z_logscale); (fp).color_only = FM_FRACT_P(v, color_only);           \
  } while (0)

/* The escape count of (x, y) under the kind's map: its loop's tests, max_iter + 1 if the orbit
 * never leaves radius 2 (tested on the point before each step, as JWildfire's, from squares that
 * start at 0). Mandelbrot is fract_julia_wf's z^power + c with c the start; meteors is pearls'
 * map with the start as its seed. */
FM_FN int fm_fract_count(int kind, double x, double y, int max_iter, double sx, double sy, int power) {
  const double x0 = x, y0 = y;
  double xs = 0, ys = 0;
  int count = 0;
  if (kind == FM_FRACT_MANDELBROT || kind == FM_FRACT_METEORS) {
    sx = x0;
    sy = y0;
  }
  while (count++ < max_iter && !(xs + ys >= 4)) {
    double x2;
    xs = x * x;
    ys = y * y;
    if (kind == FM_FRACT_DRAGON) {
      const double a = x - xs + ys, b = y - 2.0 * x * y;
      x2 = a * sx - b * sy;
      y = a * sy + b * sx;
    } else if (kind == FM_FRACT_SALAMANDER) {
      const double a = xs - ys, b = 2.0 * x * y;
      x2 = a * sx - b * sy - 1.0;
      y = a * sy + b * sx;
    } else if (kind != FM_FRACT_MANDELBROT) { /* pearls, meteors: c·z ∓ c̄·z/|z|² */
      const double r2 = xs + ys;
      x2 = sx * x - sy * y - ((sx * x + sy * y) / r2);
      y = sx * y + sy * x + ((sx * y - sy * x) / r2);
    } else if (power == 2) {
      y = 2.0 * x * y + sy;
      x2 = xs - ys + sx;
    } else if (power == 3) {
      x2 = xs * x - 3.0 * x * ys + sx;
      y = 3.0 * xs * y - ys * y + sy;
    } else if (power == 4) {
      x2 = xs * xs + ys * ys - 6.0 * xs * ys + sx;
      y = 4.0 * x * y * (xs - ys) + sy;
    } else { /* z^5, then times z up to the power */
      double xp = x * (xs * xs - 10.0 * xs * ys + 5.0 * ys * ys);
      double yp = y * (ys * ys - 10.0 * xs * ys + 5.0 * xs * xs);
      int k;
      for (k = 5; k < power; k++) {
        const double xa = x * xp - y * yp, ya = x * yp + xp * y;
        xp = xa;
        yp = ya;
      }
      x2 = xp + sx;
      y = yp + sy;
    }
    x = x2;
  }
  return count;
}

FM_FN void fm_fract_frame(fm_var_state *s, fm_real w, fm_rng *rng, const fm_fract_par *p, int kind) {
  const int max_iter = fm_jwf_count_in(p->max_iter, -2147483647, FM_FRACT_MAX_ITER);
  const int power = fm_jwf_count_in(p->power, 2, FM_FRACT_MAX_POWER);
  const int asked = fm_jwf_count_in(p->max_clip_iter, -2147483647, FM_FRACT_MAX_TRIES);
  const int most = max_iter > FM_FRACT_MAX_WORK / FM_FRACT_MAX_TRIES ? FM_FRACT_MAX_WORK / max_iter : FM_FRACT_MAX_TRIES;
  const int tries = asked < most ? asked : most;
  const fm_real clip_min = fm_jwf_int(p->clip_iter_min), clip_max = fm_jwf_int(p->clip_iter_max);
  const int color_only = fm_jwf_count_in(p->color_only, 0, 1);
  const fm_real zfill = fm_par_clamp(p->z_fill, 0, 1);
  fm_real x0 = 0, y0 = 0;
  int count = 0, t;
  s->hide = 0;
  for (t = 0; t < tries; t++) {
    if (color_only) {
      x0 = s->tx;
      y0 = s->ty;
    } else {
      x0 = (p->xmax - p->xmin) * fm_rng_01(rng) + p->xmin;
      y0 = (p->ymax - p->ymin) * fm_rng_01(rng) + p->ymin;
    }
    count = fm_fract_count(kind, (double)x0, (double)y0, max_iter, (double)p->xseed, (double)p->yseed, power);
    if (!((clip_max < 0 && count >= (fm_real)max_iter + clip_max) || (clip_min > 0 && count <= clip_min))) break;
    if (t == tries - 1) {
      s->hide = 1;
      return;
    }
  }
  if (!color_only) {
    s->px += p->scale * w * (x0 + p->offsetx);
    s->py += p->scale * w * (y0 + p->offsety);
  }
  {
    const int logscale = fm_jwf_count_in(p->z_logscale, 0, 1);
    const fm_real share = (fm_real)count / (fm_real)max_iter, before = (fm_real)(count - 1) / (fm_real)max_iter;
    fm_real z = p->scale * w * (p->scalez / 10 * (logscale ? log10(FM_R(1.0) + share) : share) + p->offsetz);
    if (zfill > FM_JWF_EPSILON && fm_rng_01(rng) < zfill) {
      const fm_real zb = p->scale * w * (p->scalez / 10 * (logscale ? log10(FM_R(1.0) + before) : before) + p->offsetz);
      z = (zb - z) * fm_rng_01(rng) + z;
    }
    s->pz += z;
    if (fm_jwf_count_in(p->direct_color, -1, 1) != 0) {
      fm_real c = s->color + share;
      if (c > 1) c -= 1;
      s->color = c < 0 ? FM_R(0.0) : c > 1 ? FM_R(1.0) : c;
    }
  }
}

/* 862: fract_dragon_wf: z → c·z·(1 − z), c = (xseed, yseed). */
FM_VAR(fract_dragon_wf) {
  fm_fract_par p;
  FM_FRACT_READ(fract_dragon_wf, p);
  p.xseed = FM_PAR(fract_dragon_wf_xseed);
  p.yseed = FM_PAR(fract_dragon_wf_yseed);
  p.power = 2;
  fm_fract_frame(s, w, rng, &p, FM_FRACT_DRAGON);
}

/* 863: fract_mandelbrot_wf: z → z^power + c from z = c (power from 2 up; 5 and more by
 * multiplying on from z^5, as fract_julia_wf). */
FM_VAR(fract_mandelbrot_wf) {
  fm_fract_par p;
  FM_FRACT_READ(fract_mandelbrot_wf, p);
  p.xseed = p.yseed = 0;
  p.power = FM_PAR(fract_mandelbrot_wf_power);
  fm_fract_frame(s, w, rng, &p, FM_FRACT_MANDELBROT);
}

/* 864: fract_meteors_wf: pearls' map with the start c as its seed (no parameters of its own). */
FM_VAR(fract_meteors_wf) {
  fm_fract_par p;
  FM_FRACT_READ(fract_meteors_wf, p);
  p.xseed = p.yseed = 0;
  p.power = 2;
  fm_fract_frame(s, w, rng, &p, FM_FRACT_METEORS);
}

/* 865: fract_pearls_wf: z → c·z − c̄-like term over |z|², c = (xseed, yseed): in components
 * x' = cx·x − cy·y − (cx·x + cy·y)/|z|², y' = cx·y + cy·x + (cx·y − cy·x)/|z|². */
FM_VAR(fract_pearls_wf) {
  fm_fract_par p;
  FM_FRACT_READ(fract_pearls_wf, p);
  p.xseed = FM_PAR(fract_pearls_wf_xseed);
  p.yseed = FM_PAR(fract_pearls_wf_yseed);
  p.power = 2;
  fm_fract_frame(s, w, rng, &p, FM_FRACT_PEARLS);
}

/* 866: fract_salamander_wf: z → c·z² − 1, c = (xseed, yseed). */
FM_VAR(fract_salamander_wf) {
  fm_fract_par p;
  FM_FRACT_READ(fract_salamander_wf, p);
  p.xseed = FM_PAR(fract_salamander_wf_xseed);
  p.yseed = FM_PAR(fract_salamander_wf_yseed);
  p.power = 2;
  fm_fract_frame(s, w, rng, &p, FM_FRACT_SALAMANDER);
}

#undef FM_FRACT_P
#undef FM_FRACT_READ

#endif
