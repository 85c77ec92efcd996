/*
 * var_jwf_crops3d.h — JWildfire's post functions that crop the point by a 3D escape-time
 * fractal's membership (Whittaker Courtney's and Jesus Sosa's), each as JWildfire computes it
 * (its variation/NAMEFunc.java), checked against JWildfire's own code (tests/tools/jwf_refs.sh;
 * tests/unit/test_variation_refs.c). All are 3D (FM_VARS_3D) and, but one, post functions
 * (priority 1): they work on the xform's sum itself (FM_VARS_NATURAL_POST, as post_smartcrop).
 * post_bulbtorus_crop's Func has JWildfire's priority 0 despite its name: a normal variation
 * that crops the sum so far, that of the variations before it (as ztwister reads it): in
 * JWildfire those the xform lists before it, here those of lower index.
 * 904: post_mandelbulb3d_crop (hides points, FM_VARS_HIDE; sets the colour index),
 * 905: post_mandelbox3d_crop (hides points), 906: post_aexion_crop (sets the colour index),
 * 907: post_benesi_crop, 908: post_bristorbrot_crop, 909: post_bulbtorus_crop,
 * 924: post_coastalbrot_crop, 925: post_asurf_crop (the last four set the colour index too).
 *
 * JWildfire's quirk, kept by all of them: the loop never stops at the bailout. Every iteration
 * tests the orbit's point again and, inside, scales the sum by w (so a point inside throughout
 * ends w^n times the sum) and, outside, puts it at the origin (where a later inside iteration
 * scales 0); the two that hide set the hidden state each iteration too, so the last one's
 * counts. The colour index is the last inside iteration's (sin of the orbit's radius times the
 * color parameter) for Jesus Sosa's, and min(1, 8/n) for post_mandelbulb3d_crop. Only the two
 * of Whittaker Courtney's hide what is outside; Jesus Sosa's put it at the origin, drawn.
 * n of 0 leaves the sum as it is (post_aexion_crop runs at least 1).
 *
 * Precision: the membership of a point on the fractal's boundary depends on every rounding of
 * its orbit, so the GPU's float path may put one at the origin (or hide it) where the double path
 * keeps it, and the other way round. Measured: none of 120 attractor points each flipped with
 * these crops as a final xform over a square; the images of tests/data/variations_modern's
 * genomes agree (imgcmp). post_asurf_crop's colour index (sin of the squared radius) strayed in
 * float by up to 4e-4 there at 4 of its 120 points: its ball fold multiplies the orbit's error
 * by up to maxR/minR an iteration.
 *
 * Not here: JWildfire's post_point_crop puts a point it crops where the Func's instance last
 * kept one (state kept from call to call), and its pre_dcztransl is already read, as the pre form
 * of dc_ztransl (genome/parse_editors.c's aliases; var_fractorium_dc.h).
 *
 * (variations.h includes it after the families whose helpers it uses; nowhere else includes
 * it). Common subset of C17 and CUDA C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWF_CROPS3D_H
#define FLAMEBUILD_VAR_JWF_CROPS3D_H

/* The families whose helpers this one calls (a kernel of its own includes only the families
 * its variations need: kernels/codegen_families.c). */
#include "var_fractorium2.h"  /* fm_par_clamp */
#include "var_jwf_surfaces.h" /* fm_jwf_int_in */

/* One iteration's verdict on the sum (all but post_mandelbulb3d_crop's and post_mandelbox3d_crop's
 * colour and hiding): inside, the sum scaled by w and the colour index sin(r)·pcolor; outside,
 * the sum at the origin. */
FM_FN void fm_c3d_verdict(fm_var_state *s, fm_real w, int inside, fm_real r, fm_real pcolor) {
  if (inside) {
    s->px = w * s->px;
    s->py = w * s->py;
    s->pz = w * s->pz;
    s->color = sin(r) * pcolor;
  } else {
    s->px = s->py = s->pz = 0;
  }
}

/* The same for the two that hide: inside, shown and scaled by w; outside, hidden at the origin. */
FM_FN void fm_c3d_verdict_hide(fm_var_state *s, fm_real w, int inside) {
  if (inside) {
    s->hide = 0;
    s->px = w * s->px;
    s->py = w * s->py;
    s->pz = w * s->pz;
  } else {
    s->hide = 1;
    s->px = s->py = s->pz = 0;
  }
}

/* A 3×3 matrix as JWildfire's js.glsl.mat3 holds it: m[r][c] its field a_rc. */
typedef struct {
  fm_real m[3][3];
} fm_c3d_mat;

/* mat3's constructor of nine numbers, which fills it column by column: the k-th is a_(k%3)(k/3). */
FM_FN fm_c3d_mat fm_c3d_mat_of(const fm_real a[9]) {
  fm_c3d_mat r;
  for (int k = 0; k < 9; k++) r.m[k % 3][k / 3] = a[k];
  return r;
}

/* The Funcs' multiply(A, B): the product's row i, column j is the constructor's (3i + j)-th
 * number, so the matrix it returns is the transposed product (JWildfire's own). */
FM_FN fm_c3d_mat fm_c3d_mul(const fm_c3d_mat *a, const fm_c3d_mat *b) {
  fm_real t[9];
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++) t[3 * i + j] = a->m[i][0] * b->m[0][j] + a->m[i][1] * b->m[1][j] + a->m[i][2] * b->m[2][j];
  return fm_c3d_mat_of(t);
}

/* vec3.times(mat3): (x·a00 + y·a10 + z·a20, x·a01 + y·a11 + z·a21, x·a02 + y·a12 + z·a22). */
FM_FN void fm_c3d_times(const fm_c3d_mat *r, fm_real *x, fm_real *y, fm_real *z) {
  const fm_real a = *x, b = *y, c = *z;
  *x = a * r->m[0][0] + b * r->m[1][0] + c * r->m[2][0];
  *y = a * r->m[0][1] + b * r->m[1][1] + c * r->m[2][1];
  *z = a * r->m[0][2] + b * r->m[1][2] + c * r->m[2][2];
}

/* 904: post_mandelbulb3d_crop (Whittaker Courtney's, Mandelbulb3D's IQ bulb): the sum, or with
 * filled 1 a point drawn in the cube of side 2(w + 1) about the origin (three draws, x's first),
 * iterated as z ↦ bulb(z)·|z|^power + z with the angles atan2(√(x² + z²) + xz, y) and
 * atan2(x, z) times power; each iteration tests |z| < bailout (hide and scale as the header
 * says) and sets the colour index min(1, 8/(i + 1)). The filled point is the sum it scales. */
FM_VAR(post_mandelbulb3d_crop) {
  const fm_real power = FM_PAR(post_mandelbulb3d_crop_power), xzp = FM_PAR(post_mandelbulb3d_crop_xz);
  const fm_real bailout = FM_PAR(post_mandelbulb3d_crop_bailout);
  const int n = (int)fm_jwf_int_in(FM_PAR(post_mandelbulb3d_crop_iterations), 0, 250);
  if (fm_jwf_int_in(FM_PAR(post_mandelbulb3d_crop_filled), 0, 1) == 1) {
    const fm_real fill = (w + 1) * 2;
    s->px = fm_rng_01(rng) * fill - fill / 2;
    s->py = fm_rng_01(rng) * fill - fill / 2;
    s->pz = fm_rng_01(rng) * fill - fill / 2;
  }
  fm_real x = s->px, y = s->py, z = s->pz;
  for (int i = 0; i < n; i++) {
    const fm_real sq_r = sqrt(x * x + y * y + z * z), sq_xz = sqrt(x * x + z * z);
    const fm_real r = pow(sq_r, power);
    const fm_real theta = atan2(sq_xz + xzp, y) * power, zangle = atan2(x, z) * power;
    x = sin(zangle) * sin(theta) * r + x;
    y = cos(theta) * r + y;
    z = sin(theta) * cos(zangle) * r + z;
    const fm_real c = FM_R(8.0) / (fm_real)(i + 1);
    s->color = c < 1 ? c : FM_R(1.0);
    fm_c3d_verdict_hide(s, w, sqrt(x * x + y * y + z * z) < bailout);
  }
}

/* 905: post_mandelbox3d_crop (Whittaker Courtney's, the Mandelbox): the sum times 6 iterated
 * by the box fold (±1), times f, the ball fold (radius's square inside radius, |z|² inside 1),
 * times scale, plus the start; each iteration tests the length after the box fold and f (before
 * the ball fold) against bailout. Leaves the colour index. */
FM_VAR(post_mandelbox3d_crop) {
  FM_UNUSED_RNG;
  const fm_real scale = FM_PAR(post_mandelbox3d_crop_scale), rad = FM_PAR(post_mandelbox3d_crop_radius);
  const fm_real f = FM_PAR(post_mandelbox3d_crop_f), bailout = FM_PAR(post_mandelbox3d_crop_bailout);
  const int n = (int)fm_jwf_int_in(FM_PAR(post_mandelbox3d_crop_iterations), 0, 250);
  fm_real x = s->px * 6, y = s->py * 6, z = s->pz * 6;
  const fm_real x1 = x, y1 = y, z1 = z;
  for (int i = 0; i < n; i++) {
    if (x > 1) x = 2 - x;
    else if (x < -1) x = -2 - x;
    if (y > 1) y = 2 - y;
    else if (y < -1) y = -2 - y;
    if (z > 1) z = 2 - z;
    else if (z < -1) z = -2 - z;
    x *= f;
    y *= f;
    z *= f;
    const fm_real mag = sqrt(x * x + y * y + z * z);
    if (mag < rad) {
      x = x / (rad * rad);
      y = y / (rad * rad);
      z = z / (rad * rad);
    } else if (mag < 1) {
      x = x / (mag * mag);
      y = y / (mag * mag);
      z = z / (mag * mag);
    }
    x = x * scale + x1;
    y = y * scale + y1;
    z = z * scale + z1;
    fm_c3d_verdict_hide(s, w, mag < bailout);
  }
}

/* 906: post_aexion_crop (Jesus Sosa's, Aexion's 4D quadray set): from the sum (x, y, z), the four
 * c = |±x ± y ± z| + cadd (as JWildfire pairs the signs), the orbit's start their squares and
 * its constant c scaled by (scaleX, scaleY, ScaleZ, 1); each of Iters (1 … 250) iterations
 * squares it by Aexion's rule (its w kept at the start's fourth c), adds c and c's unscaled
 * form, and tests the 4D length against bailout. */
FM_VAR(post_aexion_crop) {
  FM_UNUSED_RNG;
  const fm_real cadd = FM_PAR(post_aexion_crop_cadd), bailout = FM_PAR(post_aexion_crop_bailout);
  const fm_real pcolor = fm_par_clamp(FM_PAR(post_aexion_crop_color), 0, 1);
  const int n = (int)fm_jwf_int_in(FM_PAR(post_aexion_crop_Iters), 1, 250);
  const fm_real x = s->px, y = s->py, z = s->pz;
  const fm_real cx = fabs(x + y + z) + cadd, cy = fabs(-x - y + z) + cadd;
  const fm_real cz = fabs(-x + y - z) + cadd, cw = fabs(x - y - z) + cadd;
  const fm_real ax = cx * FM_PAR(post_aexion_crop_scaleX), ay = cy * FM_PAR(post_aexion_crop_scaleY);
  const fm_real az = cz * FM_PAR(post_aexion_crop_ScaleZ);
  const fm_real tw = fabs(x - y - z) + cadd;
  fm_real zx = (fabs(x + y + z) + cadd) * cx, zy = (fabs(-x - y + z) + cadd) * cy;
  fm_real zz = (fabs(-x + y - z) + cadd) * cz, zw = tw * cw;
  for (int i = 0; i < n; i++) {
    const fm_real tx = zx * zx - zy * zy + 2 * zw * zz + ax;
    const fm_real ty = zy * zy - zx * zx + 2 * zw * zz + ay;
    const fm_real tz = zz * zz - zw * zw + 2 * zx * zy + az;
    zx = tx + cx;
    zy = ty + cy;
    zz = tz + cz;
    zw = tw + cw;
    const fm_real r = sqrt(zx * zx + zy * zy + zz * zz + zw * zw);
    fm_c3d_verdict(s, w, r < bailout, r, pcolor);
  }
}

/* 907: post_benesi_crop (Jesus Sosa's, Benesi's power-2 bulb): the sum scaled by (scaleX,
 * scaleY, ScaleZ) iterated as Benesi's map plus the start, |z| tested against bailout. */
FM_VAR(post_benesi_crop) {
  FM_UNUSED_RNG;
  const fm_real bailout = FM_PAR(post_benesi_crop_bailout), pcolor = fm_par_clamp(FM_PAR(post_benesi_crop_color), 0, 1);
  const int n = (int)fm_jwf_int_in(FM_PAR(post_benesi_crop_iterations), 0, 250);
  fm_real x = s->px * FM_PAR(post_benesi_crop_scaleX), y = s->py * FM_PAR(post_benesi_crop_scaleY);
  fm_real z = s->pz * FM_PAR(post_benesi_crop_ScaleZ);
  const fm_real x1 = x, y1 = y, z1 = z;
  for (int i = 0; i < n; i++) {
    fm_real r1 = y * y + z * z;
    const fm_real nx = (x1 < 0 || x < sqrt(r1)) ? x * x - r1 : -x * x + r1;
    r1 = -1 / sqrt(r1) * 2 * fabs(x);
    const fm_real ny = r1 * (y * y - z * z), nz = r1 * 2 * y * z;
    x = nx + x1;
    y = ny + y1;
    z = nz + z1;
    const fm_real r = sqrt(x * x + y * y + z * z);
    fm_c3d_verdict(s, w, r < bailout, r, pcolor);
  }
}

/* 908: post_bristorbrot_crop (Jesus Sosa's, Doug Bristor's bulb): the sum scaled by (scaleX,
 * scaleY, ScaleZ) iterated as (x² − y² − z², y(2x − z), z(2x + y)) plus the start. */
FM_VAR(post_bristorbrot_crop) {
  FM_UNUSED_RNG;
  const fm_real bailout = FM_PAR(post_bristorbrot_crop_bailout);
  const fm_real pcolor = fm_par_clamp(FM_PAR(post_bristorbrot_crop_color), 0, 1);
  const int n = (int)fm_jwf_int_in(FM_PAR(post_bristorbrot_crop_iterations), 0, 250);
  fm_real x = s->px * FM_PAR(post_bristorbrot_crop_scaleX), y = s->py * FM_PAR(post_bristorbrot_crop_scaleY);
  fm_real z = s->pz * FM_PAR(post_bristorbrot_crop_ScaleZ);
  const fm_real x1 = x, y1 = y, z1 = z;
  for (int i = 0; i < n; i++) {
    const fm_real nx = x * x - y * y - z * z, ny = y * (2 * x - z), nz = z * (2 * x + y);
    x = nx + x1;
    y = ny + y1;
    z = nz + z1;
    const fm_real r = sqrt(x * x + y * y + z * z);
    fm_c3d_verdict(s, w, r < bailout, r, pcolor);
  }
}

/* 909: post_bulbtorus_crop (Jesus Sosa's "mandeltorus"), a normal variation on the sum so far
 * (the header says why), its color parameter unbounded: that sum scaled by (scaleX, scaleY,
 * ScaleZ) iterated as a bulb about the circle of radius 1.5 in the xy plane: the azimuth times
 * power1, the polar angle times power2, the distance to the circle to power1 (x, y) and power2
 * (z); plus the start. */
FM_VAR(post_bulbtorus_crop) {
  FM_UNUSED_RNG;
  const fm_real p1 = FM_PAR(post_bulbtorus_crop_power1), p2 = FM_PAR(post_bulbtorus_crop_power2);
  const fm_real bailout = FM_PAR(post_bulbtorus_crop_bailout);
  const fm_real pcolor = FM_PAR(post_bulbtorus_crop_color); /* (unbounded: its Func's own) */
  const int n = (int)fm_jwf_int_in(FM_PAR(post_bulbtorus_crop_iterations), 0, 250);
  fm_real x = s->px * FM_PAR(post_bulbtorus_crop_scaleX), y = s->py * FM_PAR(post_bulbtorus_crop_scaleY);
  fm_real z = s->pz * FM_PAR(post_bulbtorus_crop_ScaleZ);
  const fm_real x1 = x, y1 = y, z1 = z;
  for (int i = 0; i < n; i++) {
    const fm_real rh = sqrt(x * x + y * y), phi = atan2(y, x), phipow = phi * p1, theta = atan2(rh, z);
    const fm_real dx = x - cos(phi) * FM_R(1.5), dy = y - sin(phi) * FM_R(1.5);
    const fm_real rhrad = sqrt(dx * dx + dy * dy + z * z);
    const fm_real rh1 = pow(rhrad, p2), rh2 = pow(rhrad, p1);
    const fm_real thetapow = theta * p2, sintheta = sin(thetapow) * rh2;
    x = sintheta * cos(phipow) + x1;
    y = sintheta * sin(phipow) + y1;
    z = cos(thetapow) * rh1 + z1;
    const fm_real r = sqrt(x * x + y * y + z * z);
    fm_c3d_verdict(s, w, r < bailout, r, pcolor);
  }
}

/* 924: post_coastalbrot_crop (Jesus Sosa's, the Coastalbrot): the sum scaled by (scaleX, scaleY,
 * ScaleZ) iterated as sin(sin(sin(π/3 + πv))) in each coordinate, z's times r^8.7 (r the last
 * iteration's radius, at first the start's), plus the start; r is the length of that point
 * turned by JWildfire's Euler matrix of −alpha, −beta, −gamma degrees (a rotation, so it moves r
 * by roundings only; the point itself goes on unturned). */
FM_VAR(post_coastalbrot_crop) {
  FM_UNUSED_RNG;
  const fm_real bailout = FM_PAR(post_coastalbrot_crop_bailout);
  const fm_real pcolor = fm_par_clamp(FM_PAR(post_coastalbrot_crop_color), 0, 1);
  const int n = (int)fm_jwf_int_in(FM_PAR(post_coastalbrot_crop_iterations), 0, 250);
  fm_real x = s->px * FM_PAR(post_coastalbrot_crop_scaleX), y = s->py * FM_PAR(post_coastalbrot_crop_scaleY);
  fm_real z = s->pz * FM_PAR(post_coastalbrot_crop_ScaleZ);
  const fm_real x1 = x, y1 = y, z1 = z;
  fm_real r = sqrt(x * x + y * y + z * z);
  /* euler_rotation: the identity times the x, y and z turns, by multiply() */
  const fm_real ax = -FM_PAR(post_coastalbrot_crop_alpha) * FM_R(FM_PI) / 180;
  const fm_real ay = -FM_PAR(post_coastalbrot_crop_beta) * FM_R(FM_PI) / 180;
  const fm_real az = -FM_PAR(post_coastalbrot_crop_gamma) * FM_R(FM_PI) / 180;
  const fm_real cx = cos(ax), sx = sin(ax), cy = cos(ay), sy = sin(ay), cz = cos(az), sz = sin(az);
  const fm_real ti[9] = {1, 0, 0, 0, 1, 0, 0, 0, 1};
  const fm_real tx[9] = {1, 0, 0, 0, cx, -sx, 0, sx, cx};
  const fm_real ty[9] = {cy, 0, sy, 0, 1, 0, -sy, 0, cy};
  const fm_real tz[9] = {cz, -sz, 0, sz, cz, 0, 0, 0, 1};
  const fm_c3d_mat mi = fm_c3d_mat_of(ti), mx = fm_c3d_mat_of(tx), my = fm_c3d_mat_of(ty), mz = fm_c3d_mat_of(tz);
  fm_c3d_mat rot = fm_c3d_mul(&mi, &mx);
  rot = fm_c3d_mul(&rot, &my);
  rot = fm_c3d_mul(&rot, &mz);
  for (int i = 0; i < n; i++) {
    const fm_real temp = pow(r, FM_R(7.7)) * r;
    x = sin(sin(sin(FM_R(FM_PI) / 3 + x * FM_R(FM_PI))));
    y = sin(sin(sin(FM_R(FM_PI) / 3 + y * FM_R(FM_PI))));
    z = sin(sin(sin(FM_R(FM_PI) / 3 + z * FM_R(FM_PI))));
    z = z * temp;
    x += x1;
    y += y1;
    z += z1;
    fm_real qx = x, qy = y, qz = z;
    fm_c3d_times(&rot, &qx, &qy, &qz);
    r = sqrt(qx * qx + qy * qy + qz * qz);
    fm_c3d_verdict(s, w, r < bailout, r, pcolor);
  }
}

/* 925: post_asurf_crop (Jesus Sosa's, the Amazing Surface): the sum scaled by (scaleX, scaleY,
 * scaleZ) iterated as the box fold of x and y (and z in mode 0), the ball fold (minR, maxR:
 * inside minR times maxR/minR, inside maxR to maxR), turned by angle (degrees) about the
 * normalised (rot_x, rot_y, rot_z) (JWildfire's rotationMatrix3, applied as vec3·mat3), plus the
 * start; the squared length is tested against bailout and gives the colour index's sine. */
FM_VAR(post_asurf_crop) {
  FM_UNUSED_RNG;
  const fm_real bailout = FM_PAR(post_asurf_crop_bailout), pcolor = fm_par_clamp(FM_PAR(post_asurf_crop_color), 0, 1);
  const int n = (int)fm_jwf_int_in(FM_PAR(post_asurf_crop_iterations), 0, 250);
  const int mode = (int)fm_jwf_int_in(FM_PAR(post_asurf_crop_mode), 0, 1);
  const fm_real min_r = FM_PAR(post_asurf_crop_minR), max_r = FM_PAR(post_asurf_crop_maxR);
  const fm_real x1 = s->px * FM_PAR(post_asurf_crop_scaleX), y1 = s->py * FM_PAR(post_asurf_crop_scaleY);
  const fm_real z1 = s->pz * FM_PAR(post_asurf_crop_scaleZ);
  /* rotationMatrix3(normalize(rot), angle) */
  const fm_real rx = FM_PAR(post_asurf_crop_rot_x), ry = FM_PAR(post_asurf_crop_rot_y), rz = FM_PAR(post_asurf_crop_rot_z);
  const fm_real len = sqrt(rx * rx + ry * ry + rz * rz);
  const fm_real vx = rx / len, vy = ry / len, vz = rz / len;
  const fm_real ang = FM_PAR(post_asurf_crop_angle) * FM_R(FM_PI) / 180;
  const fm_real c = cos(ang), sn = sin(ang), oc = 1 - c;
  const fm_real t[9] = {c + oc * vx * vx,      oc * vx * vy - sn * vz, oc * vx * vz + sn * vy,
                        oc * vx * vy + sn * vz, c + oc * vy * vy,      oc * vy * vz - sn * vx,
                        oc * vx * vz - sn * vy, oc * vy * vz + sn * vx, c + oc * vz * vz};
  const fm_c3d_mat rot = fm_c3d_mat_of(t);
  fm_real x = x1, y = y1, z = z1;
  for (int i = 0; i < n; i++) {
    x = fabs(x + 1) - fabs(x - 1) - x;
    y = fabs(y + 1) - fabs(y - 1) - y;
    if (mode == 0) z = fabs(z + 1) - fabs(z - 1) - z;
    const fm_real rr = sqrt(x * x + y * y + z * z);
    if (rr < min_r) {
      const fm_real k = max_r / min_r;
      x *= k;
      y *= k;
      z *= k;
    } else if (rr < max_r) {
      const fm_real k = max_r / rr;
      x *= k;
      y *= k;
      z *= k;
    }
    fm_c3d_times(&rot, &x, &y, &z);
    x += x1;
    y += y1;
    z += z1;
    const fm_real d = x * x + y * y + z * z;
    fm_c3d_verdict(s, w, d < bailout, d, pcolor);
  }
}

#endif
