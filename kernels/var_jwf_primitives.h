/*
 * var_jwf_primitives.h — JWildfire's 3D solid primitives (Jesus Sosa's box3D … triprism3D,
 * from 710), each as JWildfire computes it (its variation/NAMEFunc.java), checked against
 * JWildfire's own code (tests/tools/jwf_refs.sh; tests/unit/test_variation_refs.c), with
 * var_jwildfire7.h's conventions: a parameter JWildfire holds to a range on reading
 * (Tools.limitValue) held to it here, per call.
 *
 * The solids are one mechanism, parameterised by the shape: a point drawn uniformly in the cube
 * [-0.5, 0.5)³ is kept when the shape's signed distance at it is negative (inside; Inigo
 * Quilez's distance functions, as JWildfire writes them out, rounding order included: only the
 * sign is used, and a point on the rim must fall on JWildfire's side), else drawn again, at most
 * FM_JWF_SOLID_TRIES times. A point kept shows the point (JWildfire's doHide false) and adds w
 * times itself to the sum, z included; after as many misses the point is hidden and the sum
 * left as it was (FM_JWF_SOLID, fm_jwf_solid_end). The affine's point is not read at all: the
 * xform's solid is the same wherever the point came from.
 * 710: box3D, 711: bbox3D, 712: cone3D, 713: cappedcone3D, 714: cappedtorus3D,
 * 715: capsule3D, 716: cylinder3D, 717: ellipsoid3D, 718: hexprism3D, 719: octahedron3D,
 * 720: octogonprism3D, 721: ocylinder3D, 722: ocappedcone3D, 723: oroundcone3D,
 * 724: pyramid3D, 725: rbox3D, 726: rhombus3D, 727: solidangle3D, 728: torus3D,
 * 729: triprism3D; and JWildfire's other 3D cutters: 730: crop3D, 731: spherecrop (both hide
 * what they cut), 732: hourglass3D; and 855: primitives_wf, JWildfire's older sampler of seven
 * shapes (below), each drawn directly, not by distance.
 * (variations.h includes it after the other var_*.h, whose helpers it uses — var_jwildfire_crops.h's
 * fm_glsl_* and fm_crop_reflect —; nowhere else includes it). Common subset of C17 and CUDA
 * C++, as variations.h.
 */
#ifndef FLAMEBUILD_VAR_JWF_PRIMITIVES_H
#define FLAMEBUILD_VAR_JWF_PRIMITIVES_H

/* The families whose helpers this one calls (a kernel of its own includes only the families
 * its variations need: kernels/codegen_families.c). */
#include "var_jwildfire4.h"      /* fm_jwf_random_below */
#include "var_jwildfire_crops.h"

/* How many points a call draws before it gives up and hides the point. */
#define FM_JWF_SOLID_TRIES 50

/* Tools.limitValue: held to [lo, hi], NaN passed through (neither comparison holds). */
FM_FN fm_real fm_jwf_limit(fm_real v, fm_real lo, fm_real hi) { return v < lo ? lo : v > hi ? hi : v; }

FM_FN fm_real fm_glsl_len3(fm_real x, fm_real y, fm_real z) { return sqrt(x * x + y * y + z * z); }

/* The end of a solid's call: the point drawn (x, y, z) added at w if it fell inside, else the
 * point hidden; either way the hidden mark is set anew (a hit shows a point hidden before). */
FM_FN void fm_jwf_solid_end(fm_var_state *s, fm_real w, int inside, fm_real x, fm_real y, fm_real z) {
  s->hide = !inside;
  if (inside) {
    s->px += w * x;
    s->py += w * y;
    s->pz += w * z;
  }
}

/* The sampler every solid shares: SDF(x, y, z, …the shape's values) is the shape's signed
 * distance; x, y, z are drawn in that order, as JWildfire draws them. */
#define FM_JWF_SOLID(SDF, ...)                                              \
  do {                                                                      \
    int fm_k_, fm_in_ = 0;                                                  \
    fm_real fm_x_ = 0, fm_y_ = 0, fm_z_ = 0;                                \
    for (fm_k_ = 0; fm_k_ < FM_JWF_SOLID_TRIES && !fm_in_; fm_k_++) {       \
      fm_x_ = fm_rng_01(rng) - FM_R(0.5);                                   \
      fm_y_ = fm_rng_01(rng) - FM_R(0.5);                                   \
      fm_z_ = fm_rng_01(rng) - FM_R(0.5);                                   \
      fm_in_ = SDF(fm_x_, fm_y_, fm_z_, __VA_ARGS__) < 0;                   \
    }                                                                       \
    fm_jwf_solid_end(s, w, fm_in_, fm_x_, fm_y_, fm_z_);                    \
  } while (0)

/* The distance to a box's surface from q = |p| - half-sides: outside, the length of q's
 * positive part; inside, minus the distance to the nearest face. */
FM_FN fm_real fm_sd_box_q(fm_real qx, fm_real qy, fm_real qz) {
  return fm_glsl_len3(fm_glsl_max(qx, 0), fm_glsl_max(qy, 0), fm_glsl_max(qz, 0)) +
         fm_glsl_min(fm_glsl_max(qx, fm_glsl_max(qy, qz)), 0);
}

/* A 2D distance d (in some plane) extruded along a third axis with the slab distance h:
 * inside both, the larger; outside, the length of their positive parts. */
FM_FN fm_real fm_sd_extrude(fm_real d, fm_real h) {
  return fm_glsl_min(fm_glsl_max(d, h), 0) + fm_glsl_len(fm_glsl_max(d, 0), fm_glsl_max(h, 0));
}

/* The box of half-sides (bx, by, bz) about the origin. */
FM_FN fm_real fm_sd_box(fm_real x, fm_real y, fm_real z, fm_real bx, fm_real by, fm_real bz) {
  return fm_sd_box_q(fabs(x) - bx, fabs(y) - by, fabs(z) - bz);
}

/* 710: box3D, half-sides dx, dy, dz (not held). */
FM_VAR(box3D) { FM_JWF_SOLID(fm_sd_box, FM_PAR(box3D_dx), FM_PAR(box3D_dy), FM_PAR(box3D_dz)); }

/* The box's frame: its twelve edges as bars of half-thickness e (a box of the half-sides
 * shrunk along two axes by e, three ways, the nearest of the three). */
FM_FN fm_real fm_sd_bbox(fm_real x, fm_real y, fm_real z, fm_real bx, fm_real by, fm_real bz, fm_real e) {
  const fm_real px = fabs(x) - bx, py = fabs(y) - by, pz = fabs(z) - bz;
  const fm_real qx = fabs(px + e) - e, qy = fabs(py + e) - e, qz = fabs(pz + e) - e;
  return fm_glsl_min(fm_glsl_min(fm_sd_box_q(px, qy, qz), fm_sd_box_q(qx, py, qz)), fm_sd_box_q(qx, qy, pz));
}

/* 711: bbox3D, the frame of half-sides dx, dy, dz (held to [0, 0.5]) with bars of r (held to
 * [0, 0.25]). */
FM_VAR(bbox3D) {
  FM_JWF_SOLID(fm_sd_bbox, fm_jwf_limit(FM_PAR(bbox3D_dx), 0, FM_R(0.5)), fm_jwf_limit(FM_PAR(bbox3D_dy), 0, FM_R(0.5)),
               fm_jwf_limit(FM_PAR(bbox3D_dz), 0, FM_R(0.5)), fm_jwf_limit(FM_PAR(bbox3D_r), 0, FM_R(0.25)));
}

/* The cone about the y axis with its apex at the origin, opening downward to height h at the
 * slope (cx, cy) (its radius at the base h·cx/cy; a negative h opens it upward): the point's
 * (radius, y) in the cone's half-plane, its distance to the slanted side (a) and to the base
 * (b), signed by which side of both it is on. */
FM_FN fm_real fm_sd_cone(fm_real x, fm_real y, fm_real z, fm_real cx, fm_real cy, fm_real h) {
  const fm_real qx = cx * (h / cy), qy = -cy * (h / cy), wx = fm_glsl_len(x, z), wy = y;
  const fm_real t = fm_glsl_clamp((wx * qx + wy * qy) / (qx * qx + qy * qy), 0, 1);
  const fm_real ax = wx - qx * t, ay = wy - qy * t;
  const fm_real bx = wx - qx * fm_glsl_clamp(wx / qx, 0, 1), by = wy - qy;
  const fm_real k = fm_glsl_sign(qy);
  const fm_real d = fm_glsl_min(ax * ax + ay * ay, bx * bx + by * by);
  const fm_real sd = fm_glsl_max(k * (wx * qy - wy * qx), k * (wy - qy));
  return sqrt(d) * fm_glsl_sign(sd);
}

/* 712: cone3D: the slope (w, h) (each held to [0, 1]), the height Ty (held to [-1, 1]). */
FM_VAR(cone3D) {
  FM_JWF_SOLID(fm_sd_cone, fm_jwf_limit(FM_PAR(cone3D_w), 0, 1), fm_jwf_limit(FM_PAR(cone3D_h), 0, 1),
               fm_jwf_limit(FM_PAR(cone3D_Ty), -1, 1));
}

/* The cone cut at y = ±h about the y axis, radius r1 at the bottom and r2 at the top: in the
 * (radius, y) half-plane, the distance to the caps (ca) and to the slanted side (cb). */
FM_FN fm_real fm_sd_capped_cone(fm_real x, fm_real y, fm_real z, fm_real h, fm_real r1, fm_real r2) {
  const fm_real qx = fm_glsl_len(x, z), qy = y;
  const fm_real k2x = r2 - r1, k2y = 2 * h;
  const fm_real cax = qx - fm_glsl_min(qx, qy < 0 ? r1 : r2), cay = fabs(qy) - h;
  const fm_real t = fm_glsl_clamp(((r2 - qx) * k2x + (h - qy) * k2y) / (k2x * k2x + k2y * k2y), 0, 1);
  const fm_real cbx = qx - r2 + k2x * t, cby = qy - h + k2y * t;
  const fm_real sgn = (cbx < 0 && cay < 0) ? FM_R(-1.0) : FM_R(1.0);
  return sgn * sqrt(fm_glsl_min(cax * cax + cay * cay, cbx * cbx + cby * cby));
}

/* 713: cappedcone3D: h, r1, r2, each held to [-1, 1]. */
FM_VAR(cappedcone3D) {
  FM_JWF_SOLID(fm_sd_capped_cone, fm_jwf_limit(FM_PAR(cappedcone3D_h), -1, 1),
               fm_jwf_limit(FM_PAR(cappedcone3D_r1), -1, 1), fm_jwf_limit(FM_PAR(cappedcone3D_r2), -1, 1));
}

/* The arc of a torus in the xy plane: ring radius ra, tube radius rb, the arc's half-opening
 * given by its (sin, cos) = (sx, sy) from +y, symmetric in x. Within the opening the distance
 * to the ring is measured from the ring's nearest point, past its end from the end's. */
FM_FN fm_real fm_sd_capped_torus(fm_real x, fm_real y, fm_real z, fm_real sx, fm_real sy, fm_real ra, fm_real rb) {
  const fm_real px = fabs(x);
  const fm_real k = (sy * px > sx * y) ? px * sx + y * sy : fm_glsl_len(px, y);
  return sqrt(px * px + y * y + z * z + ra * ra - 2 * ra * k) - rb;
}

/* 714: cappedtorus3D: the opening (dx held to [0, 1], dy to [-5, 5]; JWildfire's default is the
 * sine and cosine of 120°), R1 the ring's radius and R2 the tube's (each held to [0, 0.5]). */
FM_VAR(cappedtorus3D) {
  FM_JWF_SOLID(fm_sd_capped_torus, fm_jwf_limit(FM_PAR(cappedtorus3D_dx), 0, 1),
               fm_jwf_limit(FM_PAR(cappedtorus3D_dy), -5, 5), fm_jwf_limit(FM_PAR(cappedtorus3D_R1), 0, FM_R(0.5)),
               fm_jwf_limit(FM_PAR(cappedtorus3D_R2), 0, FM_R(0.5)));
}

/* The segment a-b thickened by r: the distance to the segment's nearest point, less r. */
FM_FN fm_real fm_sd_capsule(fm_real x, fm_real y, fm_real z, fm_real ax, fm_real ay, fm_real az, fm_real bx,
                            fm_real by, fm_real bz, fm_real r) {
  const fm_real pax = x - ax, pay = y - ay, paz = z - az, bax = bx - ax, bay = by - ay, baz = bz - az;
  const fm_real h = fm_glsl_clamp((pax * bax + pay * bay + paz * baz) / (bax * bax + bay * bay + baz * baz), 0, 1);
  return fm_glsl_len3(pax - bax * h, pay - bay * h, paz - baz * h) - r;
}

/* 715: capsule3D: from (dx, dy, dz) to (tx, ty, tz), radius R, each held to [-1, 1]. */
FM_VAR(capsule3D) {
  FM_JWF_SOLID(fm_sd_capsule, fm_jwf_limit(FM_PAR(capsule3D_dx), -1, 1), fm_jwf_limit(FM_PAR(capsule3D_dy), -1, 1),
               fm_jwf_limit(FM_PAR(capsule3D_dz), -1, 1), fm_jwf_limit(FM_PAR(capsule3D_tx), -1, 1),
               fm_jwf_limit(FM_PAR(capsule3D_ty), -1, 1), fm_jwf_limit(FM_PAR(capsule3D_tz), -1, 1),
               fm_jwf_limit(FM_PAR(capsule3D_R), -1, 1));
}

/* The cylinder about the y axis, radius r, half-height h: the disc's distance extruded. */
FM_FN fm_real fm_sd_cylinder(fm_real x, fm_real y, fm_real z, fm_real r, fm_real h) {
  return fm_sd_extrude(fm_glsl_len(x, z) - r, fabs(y) - h);
}

/* 716: cylinder3D: radius d, half-height H, each held to [0, 0.5]. */
FM_VAR(cylinder3D) {
  FM_JWF_SOLID(fm_sd_cylinder, fm_jwf_limit(FM_PAR(cylinder3D_d), 0, FM_R(0.5)),
               fm_jwf_limit(FM_PAR(cylinder3D_H), 0, FM_R(0.5)));
}

/* The ellipsoid of semi-axes (rx, ry, rz), by the usual first-order estimate k0(k0 - 1)/k1 (only
 * its sign matters here: that of k0 - 1, the point's scaled radius less 1). */
FM_FN fm_real fm_sd_ellipsoid(fm_real x, fm_real y, fm_real z, fm_real rx, fm_real ry, fm_real rz) {
  const fm_real k0 = fm_glsl_len3(x / rx, y / ry, z / rz);
  const fm_real k1 = fm_glsl_len3(x / (rx * rx), y / (ry * ry), z / (rz * rz));
  return k0 * (k0 - 1) / k1;
}

/* 717: ellipsoid3D: semi-axes dx, dy, dz, each held to [0, 0.5]. */
FM_VAR(ellipsoid3D) {
  FM_JWF_SOLID(fm_sd_ellipsoid, fm_jwf_limit(FM_PAR(ellipsoid3D_dx), 0, FM_R(0.5)),
               fm_jwf_limit(FM_PAR(ellipsoid3D_dy), 0, FM_R(0.5)), fm_jwf_limit(FM_PAR(ellipsoid3D_dz), 0, FM_R(0.5)));
}

/* The hexagonal prism along z: the hexagon of apothem r in the xy plane (the point folded into
 * one sixth by a reflection, then its distance to the side y = r), extruded to half-length h. */
FM_FN fm_real fm_sd_hex_prism(fm_real x, fm_real y, fm_real z, fm_real r, fm_real h) {
  const fm_real kx = FM_R(-0.8660254), ky = FM_R(0.5), kz = FM_R(0.57735);
  fm_real px = fabs(x), py = fabs(y);
  fm_crop_reflect(&px, &py, kx, ky);
  return fm_sd_extrude(fm_crop_polygon_side(px, py, -kz * r, kz * r, r), fabs(z) - h);
}

/* 718: hexprism3D: apothem d, half-length H, each held to [0, 0.5]. */
FM_VAR(hexprism3D) {
  FM_JWF_SOLID(fm_sd_hex_prism, fm_jwf_limit(FM_PAR(hexprism3D_d), 0, FM_R(0.5)),
               fm_jwf_limit(FM_PAR(hexprism3D_H), 0, FM_R(0.5)));
}

/* The regular octahedron |x| + |y| + |z| = h: m/√3 where the nearest feature is a face, else
 * the distance to the edge of the face's corner that the point is nearest (the coordinates
 * rotated so that it is the first one's). */
FM_FN fm_real fm_sd_octahedron(fm_real x, fm_real y, fm_real z, fm_real h) {
  const fm_real px = fabs(x), py = fabs(y), pz = fabs(z), m = px + py + pz - h;
  fm_real qx, qy, qz;
  if (3 * px < m) qx = px, qy = py, qz = pz;
  else if (3 * py < m) qx = py, qy = pz, qz = px;
  else if (3 * pz < m) qx = pz, qy = px, qz = py;
  else return m * FM_R(0.57735027);
  {
    const fm_real k = fm_glsl_clamp(FM_R(0.5) * (qz - qy + h), 0, h);
    return fm_glsl_len3(qx, qy - h + k, qz - k);
  }
}

/* 719: octahedron3D: h held to [0, 0.5]. */
FM_VAR(octahedron3D) { FM_JWF_SOLID(fm_sd_octahedron, fm_jwf_limit(FM_PAR(octahedron3D_h), 0, FM_R(0.5))); }

/* The octagonal prism along z: the octagon of apothem r folded into one eighth by two
 * reflections, its side's distance, extruded to half-length h. */
FM_FN fm_real fm_sd_oct_prism(fm_real x, fm_real y, fm_real z, fm_real r, fm_real h) {
  const fm_real kx = FM_R(-0.9238795325), ky = FM_R(0.3826834323), kz = FM_R(0.4142135623);
  fm_real px = fabs(x), py = fabs(y);
  fm_crop_reflect(&px, &py, kx, ky);
  fm_crop_reflect(&px, &py, -kx, ky);
  return fm_sd_extrude(fm_crop_polygon_side(px, py, -kz * r, kz * r, r), fabs(z) - h);
}

/* 720: octogonprism3D (JWildfire's spelling): apothem R, half-length H, each held to [0, 0.5]. */
FM_VAR(octogonprism3D) {
  FM_JWF_SOLID(fm_sd_oct_prism, fm_jwf_limit(FM_PAR(octogonprism3D_R), 0, FM_R(0.5)),
               fm_jwf_limit(FM_PAR(octogonprism3D_H), 0, FM_R(0.5)));
}

/* The cylinder of radius r whose axis is the segment a-b, in the units of |b - a|² that save
 * its square roots: x the radial and y the axial excess, the distance's square assembled from
 * their positive parts (inside, the smaller of the two). */
FM_FN fm_real fm_sd_ocylinder(fm_real px, fm_real py, fm_real pz, fm_real ax, fm_real ay, fm_real az, fm_real bx,
                              fm_real by, fm_real bz, fm_real r) {
  const fm_real pax = px - ax, pay = py - ay, paz = pz - az, bax = bx - ax, bay = by - ay, baz = bz - az;
  const fm_real baba = bax * bax + bay * bay + baz * baz, paba = pax * bax + pay * bay + paz * baz;
  const fm_real x = fm_glsl_len3(pax * baba - bax * paba, pay * baba - bay * paba, paz * baba - baz * paba) - r * baba;
  const fm_real y = fabs(paba - baba * FM_R(0.5)) - baba * FM_R(0.5);
  const fm_real x2 = x * x, y2 = y * y * baba;
  const fm_real d = fm_glsl_max(x, y) < 0 ? -fm_glsl_min(x2, y2) : (x > 0 ? x2 : 0) + (y > 0 ? y2 : 0);
  return fm_glsl_sign(d) * sqrt(fabs(d)) / baba;
}

/* 721: ocylinder3D: from (dx, dy, dz) (held to [-1, 1]) to (tx, ty, tz) (held to
 * [-0.5, 0.5]), radius r (held to [0, 0.5]). */
FM_VAR(ocylinder3D) {
  FM_JWF_SOLID(fm_sd_ocylinder, fm_jwf_limit(FM_PAR(ocylinder3D_dx), -1, 1), fm_jwf_limit(FM_PAR(ocylinder3D_dy), -1, 1),
               fm_jwf_limit(FM_PAR(ocylinder3D_dz), -1, 1), fm_jwf_limit(FM_PAR(ocylinder3D_tx), FM_R(-0.5), FM_R(0.5)),
               fm_jwf_limit(FM_PAR(ocylinder3D_ty), FM_R(-0.5), FM_R(0.5)),
               fm_jwf_limit(FM_PAR(ocylinder3D_tz), FM_R(-0.5), FM_R(0.5)), fm_jwf_limit(FM_PAR(ocylinder3D_r), 0, FM_R(0.5)));
}

/* The cone frustum along the segment a-b, radius ra at a and rb at b: in the (radius, axial
 * fraction) half-plane, the caps' distance (ca) and the slanted side's (cb), the axial part
 * scaled back by |b - a|². */
FM_FN fm_real fm_sd_ocapped_cone(fm_real px, fm_real py, fm_real pz, fm_real ax, fm_real ay, fm_real az, fm_real bx,
                                 fm_real by, fm_real bz, fm_real ra, fm_real rb) {
  const fm_real pax = px - ax, pay = py - ay, paz = pz - az, bax = bx - ax, bay = by - ay, baz = bz - az;
  const fm_real rba = rb - ra, baba = bax * bax + bay * bay + baz * baz;
  const fm_real papa = pax * pax + pay * pay + paz * paz, paba = (pax * bax + pay * bay + paz * baz) / baba;
  const fm_real x = sqrt(papa - paba * paba * baba);
  const fm_real cax = fm_glsl_max(0, x - (paba < FM_R(0.5) ? ra : rb)), cay = fabs(paba - FM_R(0.5)) - FM_R(0.5);
  const fm_real k = rba * rba + baba, f = fm_glsl_clamp((rba * (x - ra) + paba * baba) / k, 0, 1);
  const fm_real cbx = x - ra - f * rba, cby = paba - f;
  const fm_real sgn = (cbx < 0 && cay < 0) ? FM_R(-1.0) : FM_R(1.0);
  return sgn * sqrt(fm_glsl_min(cax * cax + cay * cay * baba, cbx * cbx + cby * cby * baba));
}

/* 722: ocappedcone3D: from (dx, dy, dz) to (tx, ty, tz) (each held to [-1, 1]), radii r1 and
 * r2 (each held to [0, 1]). */
FM_VAR(ocappedcone3D) {
  FM_JWF_SOLID(fm_sd_ocapped_cone, fm_jwf_limit(FM_PAR(ocappedcone3D_dx), -1, 1),
               fm_jwf_limit(FM_PAR(ocappedcone3D_dy), -1, 1), fm_jwf_limit(FM_PAR(ocappedcone3D_dz), -1, 1),
               fm_jwf_limit(FM_PAR(ocappedcone3D_tx), -1, 1), fm_jwf_limit(FM_PAR(ocappedcone3D_ty), -1, 1),
               fm_jwf_limit(FM_PAR(ocappedcone3D_tz), -1, 1), fm_jwf_limit(FM_PAR(ocappedcone3D_r1), 0, 1),
               fm_jwf_limit(FM_PAR(ocappedcone3D_r2), 0, 1));
}

/* The round cone along a-b: spheres of r1 at a and r2 at b and the cone tangent to both. Which
 * of the three is nearest is found from squared quantities scaled by |b - a|² (one square root
 * at the end): past b's sphere's tangent circle, b's sphere; before a's, a's; else the cone. */
FM_FN fm_real fm_sd_oround_cone(fm_real px, fm_real py, fm_real pz, fm_real ax, fm_real ay, fm_real az, fm_real bx,
                                fm_real by, fm_real bz, fm_real r1, fm_real r2) {
  const fm_real bax = bx - ax, bay = by - ay, baz = bz - az;
  const fm_real l2 = bax * bax + bay * bay + baz * baz, rr = r1 - r2, a2 = l2 - rr * rr, il2 = 1 / l2;
  const fm_real pax = px - ax, pay = py - ay, paz = pz - az;
  const fm_real y = pax * bax + pay * bay + paz * baz, z = y - l2;
  const fm_real ux = pax * l2 - bax * y, uy = pay * l2 - bay * y, uz = paz * l2 - baz * y;
  const fm_real x2 = ux * ux + uy * uy + uz * uz, y2 = y * y * l2, z2 = z * z * l2;
  const fm_real k = fm_glsl_sign(rr) * rr * rr * x2;
  if (fm_glsl_sign(z) * a2 * z2 > k) return sqrt(x2 + z2) * il2 - r2;
  if (fm_glsl_sign(y) * a2 * y2 < k) return sqrt(x2 + y2) * il2 - r1;
  return (sqrt(x2 * a2 * il2) + y * rr) * il2 - r1;
}

/* 723: oroundcone3D: from (dx, dy, dz) (held to [-1, 1]) to (tx, ty, tz) (held to
 * [-0.5, 0.5]), radii r1 and r2 (each held to [0, 0.5]). */
FM_VAR(oroundcone3D) {
  FM_JWF_SOLID(fm_sd_oround_cone, fm_jwf_limit(FM_PAR(oroundcone3D_dx), -1, 1),
               fm_jwf_limit(FM_PAR(oroundcone3D_dy), -1, 1), fm_jwf_limit(FM_PAR(oroundcone3D_dz), -1, 1),
               fm_jwf_limit(FM_PAR(oroundcone3D_tx), FM_R(-0.5), FM_R(0.5)),
               fm_jwf_limit(FM_PAR(oroundcone3D_ty), FM_R(-0.5), FM_R(0.5)),
               fm_jwf_limit(FM_PAR(oroundcone3D_tz), FM_R(-0.5), FM_R(0.5)),
               fm_jwf_limit(FM_PAR(oroundcone3D_r1), 0, FM_R(0.5)), fm_jwf_limit(FM_PAR(oroundcone3D_r2), 0, FM_R(0.5)));
}

/* The square pyramid of base 1×1 in the xz plane and height h along y, its distance found in
 * the plane of the nearest face. JWildfire's fold of x and z into one eighth is no swap: where
 * |z| > |x| both become |z| (so that quarter of the base sees the pyramid's diagonal). */
FM_FN fm_real fm_sd_pyramid(fm_real x, fm_real y, fm_real z, fm_real h) {
  const fm_real m2 = h * h + FM_R(0.25);
  fm_real px = fabs(x), pz = fabs(z);
  if (pz > px) px = pz;
  px = px - FM_R(0.5);
  pz = pz - FM_R(0.5);
  {
    const fm_real qx = pz, qy = h * y - FM_R(0.5) * px, qz = h * px + FM_R(0.5) * y;
    const fm_real s = fm_glsl_max(-qx, 0);
    const fm_real t = fm_glsl_clamp((qy - FM_R(0.5) * pz) / (m2 + FM_R(0.25)), 0, 1);
    const fm_real a = m2 * (qx + s) * (qx + s) + qy * qy;
    const fm_real b = m2 * (qx + FM_R(0.5) * t) * (qx + FM_R(0.5) * t) + (qy - m2 * t) * (qy - m2 * t);
    const fm_real d2 = fm_glsl_min(qy, -qx * m2 - qy * FM_R(0.5)) > 0 ? 0 : fm_glsl_min(a, b);
    return sqrt((d2 + qz * qz) / m2) * fm_glsl_sign(fm_glsl_max(qz, -y));
  }
}

/* 724: pyramid3D: height h held to [0, 0.5]. */
FM_VAR(pyramid3D) { FM_JWF_SOLID(fm_sd_pyramid, fm_jwf_limit(FM_PAR(pyramid3D_h), 0, FM_R(0.5))); }

/* The box with its edges rounded by r (the box's distance less r: the box grows by r). */
FM_FN fm_real fm_sd_round_box(fm_real x, fm_real y, fm_real z, fm_real bx, fm_real by, fm_real bz, fm_real r) {
  return fm_sd_box(x, y, z, bx, by, bz) - r;
}

/* 725: rbox3D: half-sides dx, dy, dz (each held to [0, 0.5]), rounding r (held to [0, 0.25]). */
FM_VAR(rbox3D) {
  FM_JWF_SOLID(fm_sd_round_box, fm_jwf_limit(FM_PAR(rbox3D_dx), 0, FM_R(0.5)), fm_jwf_limit(FM_PAR(rbox3D_dy), 0, FM_R(0.5)),
               fm_jwf_limit(FM_PAR(rbox3D_dz), 0, FM_R(0.5)), fm_jwf_limit(FM_PAR(rbox3D_r), 0, FM_R(0.25)));
}

/* The rhombus of half-diagonals la (along x) and lb (along z), its corners rounded by ra,
 * extruded along y to half-height h. */
FM_FN fm_real fm_sd_rhombus(fm_real x, fm_real y, fm_real z, fm_real la, fm_real lb, fm_real h, fm_real ra) {
  const fm_real px = fabs(x), py = fabs(y), pz = fabs(z);
  const fm_real f = fm_glsl_clamp((la * (la - px * 2) - lb * (lb - pz * 2)) / (la * la + lb * lb), -1, 1);
  const fm_real qx = fm_glsl_len(px - la * (1 - f) * FM_R(0.5), pz - lb * (1 + f) * FM_R(0.5)) *
                         fm_glsl_sign(px * lb + pz * la - la * lb) - ra;
  return fm_sd_extrude(qx, py - h);
}

/* 726: rhombus3D: la, lb, h (each held to [0, 0.5]), the rounding r (held to [0, 0.25]). */
FM_VAR(rhombus3D) {
  FM_JWF_SOLID(fm_sd_rhombus, fm_jwf_limit(FM_PAR(rhombus3D_la), 0, FM_R(0.5)),
               fm_jwf_limit(FM_PAR(rhombus3D_lb), 0, FM_R(0.5)), fm_jwf_limit(FM_PAR(rhombus3D_h), 0, FM_R(0.5)),
               fm_jwf_limit(FM_PAR(rhombus3D_r), 0, FM_R(0.25)));
}

/* The ball of radius ra cut to a cone about +y of half-angle given by (sin, cos) = (cx, cy):
 * the larger of the sphere's distance and the signed distance to the cone's side. */
FM_FN fm_real fm_sd_solid_angle(fm_real x, fm_real y, fm_real z, fm_real cx, fm_real cy, fm_real ra) {
  const fm_real px = fm_glsl_len(x, z), py = y;
  const fm_real l = fm_glsl_len(px, py) - ra;
  const fm_real t = fm_glsl_clamp(px * cx + py * cy, 0, ra);
  const fm_real m = fm_glsl_len(px - cx * t, py - cy * t);
  return fm_glsl_max(l, m * fm_glsl_sign(cy * px - cx * py));
}

/* 727: solidangle3D: the cone's (sin, cos) p1, p2 and the radius p3, each held to [0, 0.5]. */
FM_VAR(solidangle3D) {
  FM_JWF_SOLID(fm_sd_solid_angle, fm_jwf_limit(FM_PAR(solidangle3D_p1), 0, FM_R(0.5)),
               fm_jwf_limit(FM_PAR(solidangle3D_p2), 0, FM_R(0.5)), fm_jwf_limit(FM_PAR(solidangle3D_p3), 0, FM_R(0.5)));
}

/* The torus about the y axis: ring radius r1, tube radius r2. */
FM_FN fm_real fm_sd_torus(fm_real x, fm_real y, fm_real z, fm_real r1, fm_real r2) {
  return fm_glsl_len(fm_glsl_len(x, z) - r1, y) - r2;
}

/* 728: torus3D: r1, r2, each held to [0, 0.5]. */
FM_VAR(torus3D) {
  FM_JWF_SOLID(fm_sd_torus, fm_jwf_limit(FM_PAR(torus3D_r1), 0, FM_R(0.5)), fm_jwf_limit(FM_PAR(torus3D_r2), 0, FM_R(0.5)));
}

/* The triangular prism along z: the equilateral triangle of side d (its point up, its centroid
 * at the origin), in units of its half-side·√3 where the fold into one third is exact,
 * extruded to half-length h. */
FM_FN fm_real fm_sd_tri_prism(fm_real x, fm_real y, fm_real z, fm_real d, fm_real h) {
  const fm_real k = sqrt(FM_R(3.0)), hx = d * (FM_R(0.5) * k);
  fm_real px = x / hx, py = y / hx;
  px = fabs(px) - 1;
  py = py + 1 / k;
  if (px + k * py > 0) {
    const fm_real tx = (px - k * py) / 2, ty = (-k * px - py) / 2;
    px = tx;
    py = ty;
  }
  px = px - fm_glsl_clamp(px, -2, 0);
  {
    const fm_real d1 = fm_glsl_len(px, py) * fm_glsl_sign(-py) * hx, d2 = fabs(z) - h;
    return fm_glsl_len(fm_glsl_max(d1, 0), fm_glsl_max(d2, 0)) + fm_glsl_min(fm_glsl_max(d1, d2), 0);
  }
}

/* 729: triprism3D: d, h, each held to [0, 0.5]. */
FM_VAR(triprism3D) {
  FM_JWF_SOLID(fm_sd_tri_prism, fm_jwf_limit(FM_PAR(triprism3D_d), 0, FM_R(0.5)),
               fm_jwf_limit(FM_PAR(triprism3D_h), 0, FM_R(0.5)));
}

/* 730: crop3D, JWildfire's crop in 3D (after Xyrus02's crop plugin): the box between left and
 * right, top and bottom, floor and ceiling (either way round). Outside it with zero (rounded,
 * held to 0..1) the point is hidden and the xform's sum so far cleared; else each coordinate
 * outside is brought back inside by the scatter (a draw within scatter_area, held to [-1, 1],
 * of the half-extent from the face it crossed), and the point replaces the sum times w, as
 * crop_jwf does in the plane. */
FM_VAR(crop3D) {
  const fm_real l = FM_PAR(crop3D_left), r = FM_PAR(crop3D_right), t = FM_PAR(crop3D_top), b = FM_PAR(crop3D_bottom);
  const fm_real fl = FM_PAR(crop3D_floor), ce = FM_PAR(crop3D_ceiling);
  const fm_real x0 = fmin(l, r), y0 = fmin(t, b), z0 = fmin(fl, ce), x1 = fmax(l, r), y1 = fmax(t, b), z1 = fmax(fl, ce);
  const fm_real scatter = fm_jwf_limit(FM_PAR(crop3D_scatter_area), -1, 1);
  const fm_real cw = (x1 - x0) * FM_R(0.5) * scatter, ch = (y1 - y0) * FM_R(0.5) * scatter;
  const fm_real cl = (z1 - z0) * FM_R(0.5) * scatter;
  const fm_real zero = fm_fr_clamp(fm_jwf_int(FM_PAR(crop3D_zero)), 0, 1);
  fm_real x = s->tx, y = s->ty, z = s->tz;
  if ((x < x0 || x > x1 || y < y0 || y > y1 || z < z0 || z > z1) && zero != 0) {
    s->px = 0;
    s->py = 0;
    s->pz = 0;
    s->hide = 1;
    return;
  }
  s->hide = 0;
  x = fm_crop_scatter(x, x0, x1, cw, rng);
  y = fm_crop_scatter(y, y0, y1, ch, rng);
  z = fm_crop_scatter(z, z0, z1, cl, rng);
  s->px = w * x;
  s->py = w * y;
  s->pz = w * z;
}

/* 731: spherecrop, circlecrop in 3D (after Xyrus02's plugin): the ball of `radius` about
 * (x, y, z). Inside, the point is added at w about the centre; outside, with zero (rounded)
 * exactly 1 the point is hidden and the sum cleared, else it is put back on the sphere,
 * pushed out by a draw within half the scatter_area (held to [-1, 1]), along its own
 * direction. One draw a call, used or not. (JWildfire's also moves the affine's point by the
 * centre for the xform's later variations; as circlecrop_jwf, not here: an xform applies its
 * variations in the table's order, not the file's.) */
FM_VAR(spherecrop) {
  const fm_real cx = FM_PAR(spherecrop_x), cy = FM_PAR(spherecrop_y), cz = FM_PAR(spherecrop_z);
  const fm_real radius = FM_PAR(spherecrop_radius);
  const fm_real ca = fmax(FM_R(-1.0), fmin(FM_PAR(spherecrop_scatter_area), FM_R(1.0)));
  const fm_real xi = s->tx - cx, yi = s->ty - cy, zi = s->tz - cz;
  const fm_real rad = sqrt(xi * xi + yi * yi + zi * zi), ang = atan2(yi, xi);
  const fm_real rim = radius + (fm_rng_01(rng) * FM_R(0.5) * ca);
  const int zero = fm_jwf_int(FM_PAR(spherecrop_zero)) == 1, out = rad > radius;
  s->hide = zero && out;
  if (zero && out) {
    s->px = 0;
    s->py = 0;
    s->pz = 0;
  } else if (out) {
#if defined(FM_REAL_FLOAT)
    /* sin and cos of the polar angle acos(zi/rad) without it: float's acos near the poles
     * loses what sqrt(xi² + yi²)/rad keeps */
    const fm_real saz = sqrt(xi * xi + yi * yi) / rad, caz = zi / rad;
#else
    const fm_real az = acos(zi / rad), saz = sin(az), caz = cos(az);
#endif
    s->px += w * rim * cos(ang) * saz + cx;
    s->py += w * rim * sin(ang) * saz + cy;
    s->pz += w * rim * caz + cz;
  } else {
    s->px += w * xi + cx;
    s->py += w * yi + cy;
    s->pz += w * zi + cz;
  }
}

/* 732: hourglass3D (Apophysis AV's hyperboloid): the one-sheet hyperboloid (kx·cosh v·sin u,
 * ky·sinh v, kz·cosh v·cos u) of the point (u, v) = (x, y), each k at least 1e-8. With limit
 * (above 1e-8) it is cut at the height maxheight (at least 0.1), where cosh v reaches
 * h = √(1 + (maxheight/ky)²): beyond, with zero (above 1e-8) nothing is added, without it the
 * point goes to the rim at that height. JWildfire's default maxheight is drawn at random in
 * [3, 6); 4.5 here. */
FM_VAR(hourglass3D) {
  const fm_real eps = FM_R(1e-8);
  const fm_real kx = FM_PAR(hourglass3D_kx) < eps ? eps : FM_PAR(hourglass3D_kx);
  const fm_real ky = FM_PAR(hourglass3D_ky) < eps ? eps : FM_PAR(hourglass3D_ky);
  const fm_real kz = FM_PAR(hourglass3D_kz) < eps ? eps : FM_PAR(hourglass3D_kz);
  const fm_real mh = FM_PAR(hourglass3D_maxheight) < FM_R(0.1) ? FM_R(0.1) : FM_PAR(hourglass3D_maxheight);
  const int limit = !(FM_PAR(hourglass3D_limit) <= eps), zero = !(FM_PAR(hourglass3D_zero) <= eps);
  const fm_real vkx = w * kx, vky = w * ky, vkz = w * kz;
  const fm_real q = mh / ky, h = sqrt(1 + q * q), hb = sqrt(h * h - FM_R(1.0));
  const fm_real ch = cosh(s->ty);
  FM_UNUSED_RNG;
  if (limit && !(ch <= h)) {
    if (zero) return;
    {
      const fm_real sh = sinh(s->ty), sgn = sh > 0 ? FM_R(1.0) : sh < 0 ? FM_R(-1.0) : FM_R(0.0);
      s->px += vkx * h * sin(s->tx);
      s->py += vky * sgn * hb;
      s->pz += vkz * h * cos(s->tx);
    }
    return;
  }
  s->px += vkx * ch * sin(s->tx);
  s->py += vky * sinh(s->ty);
  s->pz += vkz * ch * cos(s->tx);
}

/* ---- 855: primitives_wf ---------------------------------------------------------------------- */

/* PrimitivesWFFunc's shapes, by `shape` (Tools.FTOI; any other: the sphere): 0 a disc of radius
 * w, 1 a sphere of radius w, 2 a cube of side w, 3 a square of side w, 4 a triangle of side 1
 * (w not read: JWildfire's), 5 a pyramid, 6 a torus of radii a and 2b. Outlines where `filled`
 * is 0; filled (1), a twentieth of the points still on the outline. Random draws in JWildfire's
 * order; the disc, square and triangle are flat (a z only where the flame preserves it), the
 * others 3D. The pyramid's and triangle's draws outside their triangle add nothing. */
#define FM_PRIM_SIN60 0.86602540378443864676 /* sqrt(3)/2 */
FM_FN int fm_prim_in_triangle(fm_real x, fm_real y) { return x >= 0 && y >= 0 && y + x < 1; }

/* The square's and cube's side of one face (axis k of n): the point on the face's plane, at
 * ±side/2, or inside the solid where filled (19 times in 20). */
FM_FN void fm_prim_box(fm_real side, int n, int filled, fm_rng *rng, fm_real *d) {
  const int k = (int)fm_jwf_random_below(rng, (fm_real)n);
  for (int i = 0; i < n; i++) {
    if (i != k) continue;
    const int lower = fm_rng_01(rng) < FM_R(0.5);
    for (int j = 0; j < i; j++) d[j] = side * (fm_rng_01(rng) - FM_R(0.5));
    if (filled == 0 || fm_rng_01(rng) < FM_R(0.05)) d[i] = side * (lower ? FM_R(-0.5) : FM_R(0.5));
    else d[i] = side * (fm_rng_01(rng) - FM_R(0.5));
    for (int j = i + 1; j < n; j++) d[j] = side * (fm_rng_01(rng) - FM_R(0.5));
  }
}

FM_VAR(primitives_wf) {
  const fm_real shape = fm_jwf_int(FM_PAR(primitives_wf_shape));
  const fm_real fa = FM_PAR(primitives_wf_a), fb = FM_PAR(primitives_wf_b);
  const fm_real fl = fm_jwf_int(FM_PAR(primitives_wf_filled));
  const int filled = fl < 0 ? 0 : fl > 1 ? 1 : (int)fl; /* limitIntVal(…, 0, 1) */
  const int flat = shape == 0 || shape == 3 || shape == 4;
  fm_real d[3] = {0, 0, 0};
  if (shape == 3) { /* square */
    if (filled == 1 && fm_rng_01(rng) < FM_R(0.5)) {
      d[0] = w * (fm_rng_01(rng) - FM_R(0.5));
      d[1] = w * (fm_rng_01(rng) - FM_R(0.5));
    } else {
      fm_prim_box(w, 2, filled, rng, d);
    }
  } else if (shape == 2) { /* cube */
    fm_prim_box(w, 3, filled, rng, d);
  } else if (shape == 4) { /* triangle */
    const fm_real tx = fm_rng_01(rng), ty = fm_rng_01(rng);
    if (fm_prim_in_triangle(tx, ty)) {
      d[0] = fm_rng_01(rng) < FM_R(0.5) ? tx : -tx;
      d[1] = -ty;
    }
  } else if (shape == 5) { /* pyramid */
    fm_real tx = fm_rng_01(rng), ty = fm_rng_01(rng);
    if (fm_prim_in_triangle(tx, ty)) {
      tx *= w;
      ty *= w;
      const int side = (int)fm_jwf_random_below(rng, FM_R(5.0));
      if (side == 0) {
        d[0] = w * (fm_rng_01(rng) - FM_R(0.5));
        d[1] = w * FM_R(0.5);
        d[2] = w * (fm_rng_01(rng) - FM_R(0.5));
      } else if (side == 1 || side == 2) {
        d[0] = side == 1 ? -w * FM_R(0.5) + FM_R(0.5) * ty : w * FM_R(0.5) - FM_R(0.5) * ty;
        d[1] = w * FM_R(0.5) - FM_R(FM_PRIM_SIN60) * ty;
        d[2] = (fm_rng_01(rng) < FM_R(0.5) ? tx : -tx) * FM_R(0.5);
      } else {
        d[0] = (fm_rng_01(rng) < FM_R(0.5) ? tx : -tx) * FM_R(0.5);
        d[1] = FM_R(0.5) * w - FM_R(FM_PRIM_SIN60) * ty;
        d[2] = side == 3 ? -w * FM_R(0.5) + FM_R(0.5) * ty : w * FM_R(0.5) - FM_R(0.5) * ty;
      }
    }
  } else if (shape == 6) { /* torus */
    const fm_real radius = filled == 0 ? fa : fm_rng_01(rng) < FM_R(0.05) ? fa : fa * fm_rng_01(rng);
    const fm_real alpha = fm_rng_01(rng) * FM_R(2.0) * FM_PI;
    const fm_real x = radius * cos(alpha), y = radius * sin(alpha);
    const fm_real beta = fm_rng_01(rng) * FM_R(2.0) * FM_PI;
    d[1] = x * w;
    d[0] = (y + fb + fb) * sin(beta) * w;
    d[2] = (y + fb + fb) * cos(beta) * w;
  } else { /* disc (0) or sphere */
    const fm_real radius = filled == 0 ? w : fm_rng_01(rng) < FM_R(0.05) ? w : w * fm_rng_01(rng);
    const fm_real a = fm_rng_01(rng) * FM_R(2.0) * FM_PI;
    if (shape == 0) {
      d[0] = radius * cos(a);
      d[1] = radius * sin(a);
    } else {
      const fm_real b = fm_rng_01(rng) * FM_R(2.0) * FM_PI;
      d[0] = radius * sin(a) * cos(b);
      d[1] = radius * sin(a) * sin(b);
      d[2] = radius * cos(a);
    }
  }
  s->px += d[0];
  s->py += d[1];
  if (!flat) s->pz += d[2];
  else if (xf->z_mode == FM_Z_PRESERVE) s->pz += w * s->tz;
}

#endif
