/*
 * var_jwf_dc11.h — more of JWildfire's direct-colour shaders (its DC_*Func classes) in the
 * dc frame of var_jwf_dc.h. Checked against JWildfire's own code (tests/tools/jwf_refs.sh, the
 * "(xyzcrgb)" and "(xyzchrgb)" forms). The shaders run in double on every side: their long
 * iterations decide colours by the last bits, which the device's fast-math float would move;
 * only the point is fm_real.
 *
 * 889: dc_gmandelbroot, 890: dc_triantess.
 *
 * Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWF_DC11_H
#define FLAMEBUILD_VAR_JWF_DC11_H

/* The families whose helpers this one calls (kernels/codegen_families.c): the dc frame and the
 * GLSL-like helpers of the cut_* family. */
#include "var_jwf_dc.h"

/* ---- 889: dc_gmandelbroot ------------------------------------------------------------------ */

/* The shader's hsv (its own, not fm_dc_hsv2rgb: the hue enters as (k + h)/3 with k = 3, 2, 1,
 * which rounds otherwise), at saturation and value 1 as colour mode 1 calls it: the mix with
 * 3.1 at saturation 1 leaves the hue's ramp itself. */
FM_FN double fm_dc11_hue_ramp(double k, double h) {
  const double t = fm_cut_fract((k + h) / 3.0) * 6.0 - 3.0;
  return fm_cut_mix(3.1, fm_cut_clamp((t >= 0 ? t : -t) - 1.0, 0.0, 1.0), 1.0) * 1.0;
}

/* A generalised Mandelbrot set (z -> z^(d + ik) + c, the power taken through the polar form,
 * with the log's offset m and branch n; optionally the burning ship's folded z, the conjugate,
 * or a Julia set of (jre, jim)), coloured by the escape count ii (0 also when the point never
 * escapes) in one of six ways. The first iteration's r is forced to 0 when m and julia are 0, so
 * that the starting point itself cannot escape; the colour modes read the last r and z as the
 * loop leaves them, NaN and all (0 times an infinite q is kept as Java computes it). */
FM_FN void fm_dc11_gmandel(double px, double py, int colmode, int iters, double d, double k, double n, double m,
                           int ship, int conj, int julia, double jre, double jim, double *r_out, double *g_out,
                           double *b_out) {
  double ii = 0, r = 0, zx = px, zy = py;
  for (int i = 0; i < iters; ++i) {
    if (ship == 1) {
      zx = fabs(zx);
      zy = fabs(zy);
    }
    if (conj == 1) zy = -zy;
    const double q1 = atan2(zy, zx);
    r = zx * zx + zy * zy;
    const double q2 = q1 * d + (k / 2.0) * log(r + m) + 2 * 3.141592653589793 * n;
    const double q3 = pow(r, d / 2.0) / exp(k * q1);
    const double ux = q3 * cos(q2), uy = q3 * sin(q2);
    zx = ux + px;
    zy = uy + py;
    if (m == 0 && julia == 0 && i == 0) r = 0;
    if (julia == 1) {
      zx = ux + jre;
      zy = uy + jim;
    }
    if (r > iters) {
      ii = i;
      break;
    }
  }
  const double q = d == 0 ? ii * pow(r, 0.5) * pow(ii, 0.75) / 255.
                          : ii * pow(r, fabs(d) / d * 0.5) * pow(ii, 0.75) / 255.;
  const double zero = 0.0; /* modes 2 and 3 read mode 1's rounded channels, 0 outside it */
  double cr = 0, cg = 0, cb = 0;
  if (colmode == 0) {
    const double sv = .125662 * ii;
    cr = cos(sv + .9) * 0.4 + .6;
    cg = cos(sv + .3) * 0.4 + .6;
    cb = cos(sv + .2) * 0.4 + .6;
  } else if (colmode == 1) {
    const double hue = floor(255 * ii / iters) / 255;
    cr = fm_dc11_hue_ramp(3.0, hue);
    cg = fm_dc11_hue_ramp(2.0, hue);
    cb = fm_dc11_hue_ramp(1.0, hue);
  } else if (colmode == 2) {
    cr = (zero * q + zx * zx * ii / 255) / 255;
    cg = (zero * q - zy * zy * ii / 255) / 255;
    cb = (zero * q - ii * ii * ii / 255) / 255;
  } else if (colmode == 3) {
    cr = (zero * q + pow(zx * zx * ii, 0.5) / 255) / 255;
    cg = (zero * q + pow(zy * zy * ii, 0.5) / 255) / 255;
    cb = zero * q + pow(ii * ii * ii, 3) / 255;
  } else if (colmode == 4) {
    cr = ii * pow(r * ii / iters, 0.45) / 255;
    cg = ii * pow(r * ii / iters, 0.35) / 255;
    cb = ii * pow(r * ii / iters, 0.25) / 255;
  } else if (colmode == 5) {
    const double f = 1.0 + log10(fm_cut_min(1e20, zx * zx + zy * zy)) / log10(2.0) / 16.0;
    cr = f;
    cg = f * f;
    cb = f * f * f;
  }
  *r_out = cr;
  *g_out = cg;
  *b_out = cb;
}

/* The point in [-1, 1)² zoomed and panned into the plane of the set; a point whose colour is
 * black (exactly: the modes that scale by ii give it inside the set) is hidden, any other shown. */
FM_VAR(dc_gmandelbroot) {
  double x, y, r, g, b;
  fm_dc_point_wide(s, rng, FM_PAR(dc_gmandelbroot_ColorOnly), &x, &y);
  const double zoom = fm_cut_clamp((double)FM_PAR(dc_gmandelbroot_zoom), 0, 100);
  const double panx = fm_cut_clamp((double)FM_PAR(dc_gmandelbroot_panX), -2, 2);
  const double pany = fm_cut_clamp((double)FM_PAR(dc_gmandelbroot_panY), -2, 2);
  fm_dc11_gmandel(x * zoom - panx, y * zoom - pany, fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_gmandelbroot_colormode), 0, 5)),
                  fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_gmandelbroot_iters), 1, 255)),
                  (double)FM_PAR(dc_gmandelbroot_exp_re), (double)FM_PAR(dc_gmandelbroot_exp_im),
                  (double)FM_PAR(dc_gmandelbroot_n), (double)FM_PAR(dc_gmandelbroot_m),
                  fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_gmandelbroot_burnigship), 0, 1)),
                  fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_gmandelbroot_conjugate), 0, 1)),
                  fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_gmandelbroot_julia), 0, 1)),
                  (double)FM_PAR(dc_gmandelbroot_jre), (double)FM_PAR(dc_gmandelbroot_jim), &r, &g, &b);
  s->hide = r == 0.0 && g == 0.0 && b == 0.0;
  fm_dc_finish(s, w, x, y, r, g, b, FM_DC_FRAME(dc_gmandelbroot));
}

/* ---- 890: dc_triantess -------------------------------------------------------------------- */

/* The tiling of a triangle group (p, q, r) of the sphere, the plane or the hyperbolic disc (k,
 * the sign of qr + pr + pq − pqr: 1, 0, −1), in the model where a point is (x, y, z) with the
 * dual's product k·(x·x' + y·y') + z·z' and the vector's x·x' + y·y' + k·z·z' (the class's
 * hdotv and hdotd). Every step keeps the class's order of operations: the faces, lines and
 * vertices are cut where a distance crosses 0 at a 0.0005 blur, so their edges fall on last bits. */
typedef struct {
  double x, y, z;
} fm_dc11_v3;

FM_FN fm_dc11_v3 fm_dc11_v(double x, double y, double z) {
  fm_dc11_v3 r = {x, y, z};
  return r;
}
FM_FN fm_dc11_v3 fm_dc11_mul(fm_dc11_v3 a, double f) { return fm_dc11_v(a.x * f, a.y * f, a.z * f); }
FM_FN fm_dc11_v3 fm_dc11_add(fm_dc11_v3 a, fm_dc11_v3 b) { return fm_dc11_v(a.x + b.x, a.y + b.y, a.z + b.z); }
FM_FN fm_dc11_v3 fm_dc11_sub(fm_dc11_v3 a, fm_dc11_v3 b) { return fm_dc11_v(a.x - b.x, a.y - b.y, a.z - b.z); }
/* js.glsl's min: (y < x) ? y : x, so a NaN y gives x (not Java's Math.min) */
FM_FN double fm_dc11_gmin(double x, double y) { return y < x ? y : x; }
FM_FN double fm_dc11_dotv(fm_dc11_v3 a, fm_dc11_v3 b, double k) { return k * (a.x * b.x + a.y * b.y) + a.z * b.z; }
FM_FN double fm_dc11_dotd(fm_dc11_v3 a, fm_dc11_v3 b, double k) { return a.x * b.x + a.y * b.y + k * a.z * b.z; }
FM_FN double fm_dc11_lenv(fm_dc11_v3 a, double k) { return sqrt(fabs(fm_dc11_dotv(a, a, k))); }
FM_FN double fm_dc11_lend(fm_dc11_v3 a, double k) { return sqrt(fabs(fm_dc11_dotd(a, a, k))); }
FM_FN fm_dc11_v3 fm_dc11_normv(fm_dc11_v3 a, double k) { return fm_dc11_mul(a, 1. / fm_dc11_lenv(a, k)); }

/* A distance t at the disc's radius r measured in the disc's own scale. */
FM_FN double fm_dc11_tt_dd(double t, double r, double k) { return t * (1. + k * r * r) / (1. + k * k * r * t); }

/* The distance of z from the line through the vertex p along the mirror of normal n (z
 * projected on the plane of p and n, the part past p cut off), less the half width sr. */
FM_FN double fm_dc11_tt_seg(fm_dc11_v3 z, fm_dc11_v3 n, fm_dc11_v3 p, double r, double k, double sr) {
  const double pn = fm_dc11_dotv(p, n, k), nn = fm_dc11_dotv(n, n, k), pp = fm_dc11_dotv(p, p, k);
  const double zn = fm_dc11_dotv(z, n, k), zp = fm_dc11_dotv(z, p, k);
  const double det = 1. / (pn * pn - pp * nn);
  const double alpha = det * (pn * zn - zp * nn), beta = det * (-pp * zn + pn * zp);
  const fm_dc11_v3 pmin = fm_dc11_normv(fm_dc11_add(fm_dc11_mul(p, alpha), fm_dc11_mul(n, fm_dc11_gmin(0., beta))), k);
  const double tha = fm_dc11_lend(fm_dc11_sub(pmin, z), k) / fm_dc11_lenv(fm_dc11_add(pmin, z), k);
  return fm_dc11_tt_dd((tha - sr) / (1. + k * tha * sr), r, k);
}

/* The colours of faces A, B, C, lines, vertices and the background outside the hyperbolic disc:
 * the class's defaults (white, black, black, white, black, black). JWildfire reads others from
 * its "FaceA_-RGB" … resources (hex text), which flamebuild does not read. */
#define FM_DC11_TT_FACE_A 1.0
#define FM_DC11_TT_SEG 1.0

/* The point (x, y) divided by the zoom and moved to the centre is lifted to the model, turned by
 * RotAngle about the x axis (a hyperbolic or spherical turn as k says), folded into the
 * fundamental triangle by up to `iters` rounds of reflections in its mirrors (stopping when one
 * leaves x and y as they were), coloured by the face of the vertex (u, v, w) it lies in (the
 * greatest of the three face functions; A's colour at ties' share), then mixed toward the lines'
 * and the vertices' colours by a smoothstep of their distances, and in the hyperbolic case faded
 * to the background at the disc's edge. All channels share one value: the default colours are
 * greys. */
FM_FN double fm_dc11_triantess(double xp, double yp, double zoom, double cx, double cy, int iters, int pq, int qq_,
                               int rq, double u, double v, double wb, double vrad, double srad, double rot, int show_v,
                               int show_s, int show_f) {
  const double pi = 3.141592653589793;
  const double k = fm_cut_sign((double)(qq_ * rq + pq * rq + pq * qq_ - pq * qq_ * rq));
  const double cospip = cos(pi / (double)pq), sinpip = sin(pi / (double)pq);
  const double cospiq = cos(pi / (double)qq_);
  const double cospir = cos(pi / (double)rq), sinpir = sin(pi / (double)rq);
  const double ncs = (cospiq + cospip * cospir) / sinpip;
  const fm_dc11_v3 nb = fm_dc11_v(-cospip, sinpip, 0.);
  fm_dc11_v3 nc = fm_dc11_v(-cospir, -ncs, sqrt(fabs((ncs + sinpir) * (-ncs + sinpir))));
  if (k == 0.) nc.z = 0.25; /* the Euclidean case's own lift */
  const fm_dc11_v3 pa = fm_dc11_v(nb.y * nc.z, -nb.x * nc.z, nb.x * nc.y - nb.y * nc.x);
  const fm_dc11_v3 pb = fm_dc11_v(0., nc.z, -nc.y), pc = fm_dc11_v(0., 0., nb.y);
  const fm_dc11_v3 q = fm_dc11_add(fm_dc11_add(fm_dc11_mul(pa, u), fm_dc11_mul(pb, v)), fm_dc11_mul(pc, wb));
  const double ql = fm_dc11_lenv(q, k), aq = fm_dc11_dotv(pa, q, k), bq = fm_dc11_dotv(pb, q, k), cq = fm_dc11_dotv(pc, q, k);
  const fm_dc11_v3 ga = fm_dc11_sub(fm_dc11_mul(pa, ql / aq), q), gb = fm_dc11_sub(fm_dc11_mul(pb, ql / bq), q);
  const fm_dc11_v3 gc = fm_dc11_sub(fm_dc11_mul(pc, ql / cq), q);
  const fm_dc11_v3 p = fm_dc11_normv(q, k); /* the vertex */
  double tvr, tsr, cra, sra;
  if (k == -1.) {
    /* js.glsl's sinh and cosh, through one exp each */
    double e = exp(0.5 * vrad);
    tvr = ((e - 1.0 / e) / 2.0) / ((e + 1.0 / e) / 2.0);
    e = exp(0.5 * srad);
    tsr = ((e - 1.0 / e) / 2.0) / ((e + 1.0 / e) / 2.0);
    e = exp(rot);
    cra = (e + 1.0 / e) / 2.0;
    e = exp(rot);
    sra = (e - 1.0 / e) / 2.0;
  } else if (k == 1.) {
    tvr = sin(0.5 * vrad) / cos(0.5 * vrad);
    tsr = sin(0.5 * srad) / cos(0.5 * srad);
    cra = cos(rot);
    sra = sin(rot);
  } else {
    tvr = 0.5 * vrad;
    tsr = 0.5 * srad;
    cra = 1.;
    sra = rot;
  }

  const double px = xp / zoom + cx, py = yp / zoom + cy;
  const double r = sqrt(px * px + py * py);
  if (k == -1. && r >= 1.) return 0.0; /* outside the disc: the background */
  const double f = 1. / (1. + k * r * r);
  fm_dc11_v3 z = fm_dc11_v(px * 2.0 * f, py * 2.0 * f, (1. - k * r * r) * f);
  /* the turn about the x axis (the class's rotation vector (0, 1)) */
  const double vp = 0. * z.x + 1. * z.y, tr = vp * (cra - 1.) - z.z * sra;
  z.x += 0. * tr;
  z.y += 1. * tr;
  z.z += vp * k * sra + z.z * (cra - 1.);
  /* the folds: the loop ends when a round moves neither x nor y (z is not compared) */
  double ax = z.x + 1., ay = z.y + 1.;
  for (int i = 0; i < iters && (z.x != ax || z.y != ay); i++) {
    z.x = z.x >= 0 ? z.x : -z.x; /* js.glsl's abs: -0 stays -0 */
    ax = z.x;
    ay = z.y;
    double t = -2. * fm_dc11_gmin(0., nb.x * z.x + nb.y * z.y + nb.z * z.z);
    z = fm_dc11_add(z, fm_dc11_v(nb.x * 1. * t, nb.y * 1. * t, nb.z * k * t));
    t = -2. * fm_dc11_gmin(0., nc.x * z.x + nc.y * z.y + nc.z * z.z);
    z = fm_dc11_add(z, fm_dc11_v(nc.x * 1. * t, nc.y * 1. * t, nc.z * k * t));
  }
  double color = 0.0;
  if (show_f == 1) {
    const double fa = fm_dc11_dotd(ga, z, k), fb = fm_dc11_dotd(gb, z, k), fc = fm_dc11_dotd(gc, z, k);
    const double m1 = fb < fc ? fc : fb, m = fa < m1 ? m1 : fa; /* js.glsl's max: (x < y) ? y : x */
    const double ca = fa == m ? 1. : 0., cb = fb == m ? 1. : 0., cc = fc == m ? 1. : 0.;
    const double kk = 1. / (ca + cb + cc);
    /* faces B and C are black: their terms add 0 times their share */
    color = FM_DC11_TT_FACE_A * (ca * kk) + 0.0 * (cb * kk) + 0.0 * (cc * kk);
  }
  if (show_s == 1) {
    const fm_dc11_v3 na = fm_dc11_v(1., 0., 0.), ncm = fm_dc11_v(nc.x * 1., nc.y * 1., nc.z * k);
    const double ds = fm_dc11_gmin(fm_dc11_gmin(fm_dc11_tt_seg(z, na, p, r, k, tsr), fm_dc11_tt_seg(z, nb, p, r, k, tsr)),
                                   fm_dc11_tt_seg(z, ncm, p, r, k, tsr));
    color = fm_cut_mix(FM_DC11_TT_SEG, color, fm_cut_smoothstep(-1., 1., ds * 0.5 / 0.0005));
  }
  if (show_v == 1) {
    const double tha = fm_dc11_lend(fm_dc11_sub(p, z), k) / fm_dc11_lenv(fm_dc11_add(p, z), k);
    const double dv = fm_dc11_tt_dd((tha - tvr) / (1. + k * tha * tvr), r, k);
    color = fm_cut_mix(0.0, color, fm_cut_smoothstep(-1., 1., dv * 0.5 / 0.0005));
  }
  if (k == -1.) color = fm_cut_mix(0.0, color, fm_cut_smoothstep(0., 1., (1. - r) * 0.5 / 0.0005));
  return color;
}

/* The point drawn in the frame's square (or the affine's) coloured by the tiling. */
FM_VAR(dc_triantess) {
  double x, y;
  fm_dc_point(s, rng, FM_PAR(dc_triantess_ColorOnly), &x, &y);
  const double c = fm_dc11_triantess(
      x, y, (double)FM_PAR(dc_triantess_zoom), (double)FM_PAR(dc_triantess_CenterX), (double)FM_PAR(dc_triantess_CenterY),
      fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_triantess_Iterations), 0, 20)),
      fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_triantess_pParam), 2, 20)),
      fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_triantess_qParam), 2, 20)),
      fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_triantess_rParam), 2, 20)), fm_cut_clamp((double)FM_PAR(dc_triantess_U), 0, 1),
      fm_cut_clamp((double)FM_PAR(dc_triantess_V), 0, 1), fm_cut_clamp((double)FM_PAR(dc_triantess_W), 0, 1),
      fm_cut_clamp((double)FM_PAR(dc_triantess_VRadius), 0, 0.25), fm_cut_clamp((double)FM_PAR(dc_triantess_SRadius), 0, 0.05),
      fm_cut_clamp((double)FM_PAR(dc_triantess_RotAngle), -3, 3),
      fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_triantess_Vertex), 0, 1)),
      fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_triantess_Segments), 0, 1)),
      fm_cut_jint(fm_cut_clamp((double)FM_PAR(dc_triantess_Faces), 0, 1)));
  fm_dc_finish(s, w, x, y, c, c, c, FM_DC_FRAME(dc_triantess));
}

#endif
