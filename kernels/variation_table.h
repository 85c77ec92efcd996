/*
 * variation_table.h — the variations and their parameters, as X-macro lists: flam3's 99
 * (0..98, flam3's own indices), then those of other editors (99 on, a formula file per family:
 * variations.h says which).
 *
 * This is the one place that names variations. The genome parser and printer, the CPU
 * evaluator and the CUDA code generator all expand these lists, so adding or renaming a
 * variation happens here and nowhere else. Indices are flam3's (0..98) and are part of
 * the canonical genome form: never renumber.
 *
 * Plain C preprocessor only, so the file compiles under gcc and NVRTC alike.
 */
#ifndef FLAMEBUILD_VARIATION_TABLE_H
#define FLAMEBUILD_VARIATION_TABLE_H

/* V(index, name) */
#define FM_VARIATION_LIST(V) \
  V(0, linear) V(1, sinusoidal) V(2, spherical) V(3, swirl) V(4, horseshoe) V(5, polar) \
  V(6, handkerchief) V(7, heart) V(8, disc) V(9, spiral) V(10, hyperbolic) V(11, diamond) V(12, ex) \
  V(13, julia) V(14, bent) V(15, waves) V(16, fisheye) V(17, popcorn) V(18, exponential) V(19, power) \
  V(20, cosine) V(21, rings) V(22, fan) V(23, blob) V(24, pdj) V(25, fan2) V(26, rings2) \
  V(27, eyefish) V(28, bubble) V(29, cylinder) V(30, perspective) V(31, noise) V(32, julian) \
  V(33, juliascope) V(34, blur) V(35, gaussian_blur) V(36, radial_blur) V(37, pie) V(38, ngon) \
  V(39, curl) V(40, rectangles) V(41, arch) V(42, tangent) V(43, square) V(44, rays) V(45, blade) \
  V(46, secant2) V(47, twintrian) V(48, cross) V(49, disc2) V(50, super_shape) V(51, flower) \
  V(52, conic) V(53, parabola) V(54, bent2) V(55, bipolar) V(56, boarders) V(57, butterfly) \
  V(58, cell) V(59, cpow) V(60, curve) V(61, edisc) V(62, elliptic) V(63, escher) V(64, foci) \
  V(65, lazysusan) V(66, loonie) V(67, pre_blur) V(68, modulus) V(69, oscilloscope) V(70, polar2) \
  V(71, popcorn2) V(72, scry) V(73, separation) V(74, split) V(75, splits) V(76, stripes) V(77, wedge) \
  V(78, wedge_julia) V(79, wedge_sph) V(80, whorl) V(81, waves2) V(82, exp) V(83, log) V(84, sin) \
  V(85, cos) V(86, tan) V(87, sec) V(88, csc) V(89, cot) V(90, sinh) V(91, cosh) V(92, tanh) \
  V(93, sech) V(94, csch) V(95, coth) V(96, auger) V(97, flux) V(98, mobius) V(99, bwraps) \
  V(100, unpolar) V(101, linear3D) V(102, flatten) V(103, zscale) V(104, ztranslate) V(105, zcone) \
  V(106, hemisphere) V(107, spherical3D) V(108, julia3D) V(109, julia3Dz) V(110, blur3D) \
  V(111, curl3D) V(112, blob3D) V(113, poincare3D) V(114, hypertile) V(115, waves4) V(116, waves3) \
  V(117, vibration2) V(118, xheart) V(119, shredlin) V(120, circlize) V(121, loonie2) \
  V(122, collideoscope) V(123, scry2) V(124, pressure_wave) V(125, twoface) V(126, circlize2) \
  V(127, fdisc) V(128, idisc) V(129, murl) V(130, blob2) V(131, target) V(132, flipcircle) \
  V(133, flipy) V(134, waves2_radial) V(135, waves22) V(136, waves23) V(137, oscilloscope2) \
  V(138, cardioid) V(139, sigmoid) V(140, stwin) V(141, shredrad) V(142, linearT) V(143, petal) \
  V(144, squarize) V(145, eclipse) V(146, circus) V(147, tancos) V(148, shift) V(149, waves42) \
  V(150, henon) V(151, lozi) V(152, synth) V(153, sineblur) V(154, waves2b) V(155, boarders2) \
  V(156, juliac) V(157, epispiral) V(158, crop) V(159, starblur) V(160, waffle) V(161, bubble2) \
  V(162, octagon) V(163, circlecrop) V(164, lazyjess) V(165, falloff2) V(166, xtrb) V(167, nblur) \
  V(168, epispiral_wf) V(169, yin_yang) V(170, truchet) V(171, spirograph) V(172, cannabiscurve_wf) \
  V(173, waves4_wf) V(174, waves2_wf) V(175, waves3_wf) V(176, cloverleaf_wf) V(177, rose_wf) \
  V(178, heart_wf) V(179, julian3Dx) V(180, spherical3D_wf) V(181, linearT3D) V(182, kaleidoscope) \
  V(183, cylinder_apo) V(184, mandelbrot) V(185, hypertile1) V(186, hypertile2) V(187, julian2) \
  V(188, npolar) V(189, phoenix_julia) V(190, cpow2) V(191, cpow3) V(192, log_db) V(193, glynnia) \
  V(194, GlynnSim1) V(195, GlynnSim2) V(196, GlynnSim3) V(197, eJulia) V(198, arcsech) \
  V(199, arcsech2) V(200, arcsinh) V(201, arctanh) V(202, farblur) V(203, blur_linear) \
  V(204, blur_zoom) V(205, blur_circle) V(206, blur_pixelize) V(207, tile_log) V(208, tile_hlp) \
  V(209, juliaq) V(210, mcarpet) V(211, checks) V(212, wdisc) V(213, swirl3) V(214, swirl3r) \
  V(215, gaussian) V(216, rays1) V(217, rays2) V(218, rays3) V(219, flowerdb) V(220, exp2) \
  V(221, tanh_spiral) V(222, Kaleidoscope) V(223, Spirograph) V(224, wavesn) V(225, SphericalN) \
  V(226, Lissajous) V(227, line) V(228, taurus) V(229, barycentroid) V(230, hypershift) \
  V(231, d_spherical) V(232, post_axis_symmetry_wf) V(233, post_point_symmetry_wf) \
  V(234, elliptic_jwf) V(235, dc_linear) V(236, plane_wf) V(237, affine3D) V(238, post_mirror_wf) \
  V(239, waves2_3D) V(240, foci_3D) V(241, blade3D) V(242, depth) V(243, zblur) V(244, rotate_x) \
  V(245, rotate_y) V(246, rotate_z) V(247, disc3d) V(248, circleblur) V(249, pRose3D) V(250, sinq) \
  V(251, sinhq) V(252, secq) V(253, sechq) V(254, tanq) V(255, tanhq) V(256, cosq) V(257, coshq) \
  V(258, cotq) V(259, cothq) V(260, cscq) V(261, cschq) V(262, estiq) V(263, loq) V(264, trade) \
  V(265, square3D) V(266, splits3D) V(267, sphereblur) V(268, falloff) V(269, falloff3) \
  V(270, mirror_x) V(271, mirror_y) V(272, mirror_z) V(273, pie3D) V(274, popcorn2_3D) V(275, rblur) \
  V(276, pow_block) V(277, julia3Dq) V(278, loonie_3D) V(279, hexes) V(280, hypertile3D) \
  V(281, hypertile3D2) V(282, cubic3D) V(283, juliaNab) V(284, lazyTravis) V(285, extrude) \
  V(286, eScale) V(287, eMotion) V(288, depth_blur2) V(289, cropn) V(290, circlesplit) \
  V(291, blur_heart) V(292, bcircle) V(293, bTransform) V(294, asteria) V(295, gnarly) V(296, ho) \
  V(297, acosh) V(298, acosech) V(299, acoth) V(300, sec2_bs) V(301, exblur) V(302, maple_leaf) \
  V(303, rhodonea) V(304, sunflower) V(305, szubieta) V(306, tanh2_bs) V(307, sinh2_bs) \
  V(308, sech2_bs) V(309, csc2_bs) V(310, cot2_bs) V(311, cos2_bs) V(312, butterfly3D) \
  V(313, inflateZ_3) V(314, disc3) V(315, invsquircular) V(316, oak_leaf) V(317, japanese_maple_leaf) \
  V(318, whitney_umbrella) V(319, ennepers2) V(320, sph3D) V(321, cone) V(322, pyramid) \
  V(323, petal3D_apo) V(324, sym_ng1) V(325, sym_ng2) V(326, sym_ng3) V(327, sym_ng4) V(328, sym_ng5) \
  V(329, sym_ng6) V(330, sym_ng7) V(331, sym_ng8) V(332, sym_ng9) V(333, sym_ng10) V(334, sym_ng11) \
  V(335, sym_ng12) V(336, sym_ng13) V(337, sym_ng14) V(338, sym_ng15) V(339, sym_ng16) \
  V(340, sym_ng17) V(341, sym_bg1) V(342, sym_bg2) V(343, sym_bg3) V(344, sym_bg4) V(345, sym_bg5) \
  V(346, sym_bg6) V(347, sym_bg7) V(348, superShape3d) V(349, spirograph3D) V(350, seashell3D) \
  V(351, inflateZ_1) V(352, inflateZ_4) V(353, inflateZ_5) V(354, inflateZ_6) V(355, clifford_js) \
  V(356, lorenz_js) V(357, svensson_js) V(358, sattractor_js) V(359, woggle_js) V(360, post_smartcrop) \
  V(361, sin2_bs) V(362, tan2_bs) V(363, csch2_bs) V(364, coth2_bs) V(365, cosh2_bs) V(366, chunk) \
  V(367, crown_js) V(368, maurer_rose) V(369, invpolar) V(370, chrysanthemum) V(371, layered_spiral) \
  V(372, spligon) V(373, shredded) V(374, joukowski) V(375, circleRand) V(376, lazysensen) \
  V(377, glitchy1) V(378, rosoni) V(379, minkowskope) V(380, tqmirror) V(381, complex) \
  V(382, post_trig) V(383, inversion) V(384, gpattern) V(385, scrambly) V(386, crop_box) \
  V(387, crop_cross) V(388, crop_polygon) V(389, crop_rhombus) V(390, crop_stars) \
  V(391, crop_trapezoid) V(392, crop_triangle) V(393, crop_vesica) V(394, crop_x) V(395, flower_db) \
  V(396, cpow3_wf) V(397, butterfly_fay) V(398, xheart_blur_wf) V(399, target_sp) V(400, exp2_bs) \
  V(401, bubble_wf) V(402, octagon_jwf) V(403, hypershift_jwf) V(404, circlecrop_jwf) V(405, crop_jwf) \
  V(406, yplot2d_wf) V(407, yplot3d_wf) V(408, polarplot2d_wf) V(409, polarplot3d_wf) \
  V(410, parplot2d_wf) V(411, isosfplot3d_wf) V(412, truchet_ae) V(413, brownian_js) V(414, dc_dmodulus) V(415, dc_kaleidotile) V(416, post_zscale_wf) V(417, hopalong) V(418, threeply) V(419, macmillan) V(420, corners) V(421, triangle) \
  V(422, dinis_surface_wf) V(423, colorscale_wf) V(424, checkerboard_wf) V(425, stabilize) \
  V(426, wallpaper_js) V(427, harmonograph_js) V(428, crob) V(429, hamid_js) V(430, koch_js) \
  V(431, gosperisland_js) V(432, htree_js) V(433, tree_js) V(434, rsquares_js) V(435, waveblur_wf) \
  V(436, prepost_circlize) V(437, prepost_circlize_inv) V(438, gingerbread_man) \
  V(439, post_ztranslate_wf) V(440, rect_wf) V(441, wave3D_wf) V(442, prepost_blob) V(443, prepost_blob_inv) \
  V(444, post_crosscrop) V(445, recip) V(447, colordomain) V(448, ducks) \
  V(449, ringtile) V(450, ringtile_inv) V(451, flame_bulb) V(452, c_var) V(453, post_c_var) V(454, curliecue) V(460, recurrenceplot) \
  V(461, nsudoku) V(462, hexnix3D) V(463, fract_julia_wf) V(464, dragon_js) V(465, hilbert_js) \
  V(466, dc_bubble) V(467, dc_carpet) V(468, dc_cube) V(469, dc_cylinder) V(470, dc_gridout) \
  V(471, dc_triangle) V(472, dc_ztransl) V(474, polynomial) V(475, murl2) V(476, ortho) \
  V(477, MobiusN) V(478, fourth) V(479, gdoffs) V(480, deltaa) V(481, sinusgrid) V(482, rational3) \
  V(483, ripple) V(484, vibration) V(485, coswrap) V(486, spiralwing) V(487, squirrel) \
  V(490, roundspher) V(491, spherivoid) V(492, erf) V(493, xerf) V(494, eMod) V(495, ePush) \
  V(496, eRotate) V(497, eSwirl) V(498, eCollide) V(499, hole) V(500, lens) V(501, pulse) \
  V(502, sinusoidal3D) V(503, projective) V(504, bCollide) V(505, bMod) V(506, bSwirl) V(507, bisplit) \
  V(508, blocky) V(509, concentric) V(510, crescents) V(511, cylinder2) V(512, fibonacci) \
  V(513, fibonacci2) V(514, foci_p) V(515, glynnia2) V(516, GlynnSim4) V(517, GlynnSim5) \
  V(520, jac_cn) V(521, jac_dn) V(522, jac_sn) V(523, modulusx) V(524, modulusy) V(525, octapol) \
  V(526, panorama1) V(527, panorama2) V(528, poincare) V(529, poincare2) V(530, psphere) \
  V(531, SplitBrdr) V(532, starblur2) V(533, w) V(534, x) V(535, y) V(536, z) V(540, curl_sp) \
  V(541, curvature) V(542, dust) V(543, expo) V(544, flipx) V(545, funnel) V(546, gamma) \
  V(547, helicoid) V(548, helix) V(549, hexcrop) V(550, hypercrop) V(551, interference2) \
  V(556, loonie3) V(557, mask) V(558, mobiq) V(559, ovoid) V(560, ovoid3d) V(561, point_symmetry) \
  V(562, scry_3D) V(563, sintrange) V(564, spher) V(565, sphyp3D) V(566, squish) V(567, sschecks) \
  V(568, target0) V(569, target2) V(572, bubbleT3D) V(573, circlecrop2) V(574, coth_spiral) \
  V(575, cubicLattice_3D) V(576, block) V(577, blur_square) V(578, bwraps_rand) V(579, depth_blur) \
  V(580, depth_gaussian) V(581, depth_gaussian2) V(582, depth_ngon) V(583, depth_ngon2) \
  V(584, depth_sine) V(585, depth_sine2) V(590, CircleLinear) V(591, CircleTrans1) V(592, ennepers) \
  V(593, excinis) V(594, gridout) V(595, heat) V(596, hex_modulus) V(597, hex_rand) \
  V(599, hypershift2) V(600, hypertile3D1) V(601, mobius_strip) V(602, q_ode) V(603, Circle_Rand) \
  V(606, randCubes) V(607, rippled) V(608, rotate) V(609, roundspher3D) V(610, smartshape) \
  V(611, squares) V(612, svf) V(613, unicorngaloshen) V(614, vignette) V(615, Voron) \
  V(616, dragonfire) V(617, Truchet_fill) V(618, Truchet_glyph) V(619, Truchet_inv) \
  V(620, Truchet_hex_crop) V(621, Truchet_hex_fill) V(622, truchet_knot) V(623, hex_truchet) \
  V(630, hole_jwf) V(631, funnel_jwf) V(632, ripple_jwf) V(633, squirrel_jwf) V(634, sintrange_jwf) \
  V(635, murl2_jwf) V(636, mask_jwf) V(637, cubicLattice_3D_jwf) V(638, bubbleT3D_jwf) V(640, csin) \
  V(641, atan) V(642, bulge) V(643, anamorphcyl) V(644, bi_linear) V(645, bipolar2) V(646, bsplit) \
  V(647, csc_squared) V(648, gridout2) V(649, hole2) V(650, holesq) V(651, hyperbolicellipse) \
  V(652, inflateZ_2) V(653, plusrecip) V(654, pTransform) V(655, rings3) V(656, squircular) \
  V(657, stripfit) V(658, tangent3D) V(659, erf3D) V(660, sphere_nja) V(661, pdj3D) V(662, petal3D) \
  V(663, whirligig) V(664, ztwister) V(665, vortex) V(666, onion) V(667, onion2) V(668, fresnel) \
  V(669, minkQM) V(670, c_symmetry) V(671, jac_asn) V(672, jac_elk) V(673, gridout3D) \
  V(675, sqrt_acosech) V(676, sqrt_acosh) V(677, sqrt_acoth) V(678, sqrt_asech) V(679, sqrt_asinh) \
  V(680, sqrt_atanh) V(681, apollony) V(682, circular) V(683, circular2) V(684, log_apo) \
  V(685, log_tile2) V(686, devil_warp) V(687, dustpoint) V(688, elliptic2) V(689, exp_multi) \
  V(690, inverted_julia) V(691, julia_outside) V(692, tile_reverse) V(693, spliptic_bs) V(694, vogel) \
  V(695, tunnel) V(696, r_circleblur) V(697, hadamard_js) V(698, threepoint_js) V(699, invtree_js) \
  V(700, cell2) V(701, parallel) V(702, atan2_spirals) V(703, boxfold) V(704, intersection) \
  V(705, meeple) V(710, box3D) V(711, bbox3D) V(712, cone3D) V(713, cappedcone3D) \
  V(714, cappedtorus3D) V(715, capsule3D) V(716, cylinder3D) V(717, ellipsoid3D) V(718, hexprism3D) \
  V(719, octahedron3D) V(720, octogonprism3D) V(721, ocylinder3D) V(722, ocappedcone3D) \
  V(723, oroundcone3D) V(724, pyramid3D) V(725, rbox3D) V(726, rhombus3D) V(727, solidangle3D) \
  V(728, torus3D) V(729, triprism3D) V(730, crop3D) V(731, spherecrop) V(732, hourglass3D) \
  V(740, cut_fun) V(741, cut_tileillusion) V(742, cut_2ewangtile) V(743, cut_alientext) \
  V(744, cut_apollonian) V(745, cut_booleans) V(746, cut_bricks) V(747, cut_btree) \
  V(748, cut_btruchet) V(749, cut_celtic) V(750, cut_chains) V(751, cut_circdes) V(752, cut_fractal) \
  V(753, cut_glypho) V(754, cut_hexdots) V(755, cut_hextruchetflow) V(756, cut_jigsaw) \
  V(757, cut_kaleido) V(758, cut_kleinian) V(759, cut_magfield) V(760, cut_mandala) \
  V(761, cut_metaballs) V(762, cut_pattern) V(763, cut_randomtile) V(764, cut_rgrid) \
  V(765, cut_shapes) V(766, cut_sincos) V(767, cut_snowflake) V(768, cut_spiral) V(769, cut_spiralcb) \
  V(770, cut_spots) V(771, cut_sqcir) V(772, cut_sqsplits) V(773, cut_swarp) V(774, blade3D_jwf) V(775, falloff2_jwf) V(776, cut_triantess) \
  V(777, cut_triskel) V(778, cut_truchet) V(779, cut_truchetweaving) \
  V(780, cut_tstruchet) V(781, cut_vasarely) V(782, cut_web) V(783, cut_wood) V(784, cut_x) V(785, cut_yuebing) V(786, cut_zigzag) V(787, post_falloff2_jwf) V(788, post_depth_jwf) V(789, post_curl_jwf) V(790, hypertile3Db) \
  V(791, hypertile3D2b) V(792, juliascope3Db) V(793, mobius3D_with_inverse) V(794, jubiQ) \
  V(795, klein_group) V(796, glynnSShape) V(797, glynnia3) V(798, glynnlissa) V(799, truchetflow) \
  V(800, truchet2) V(801, chaosCubes) V(802, drunken_tiles) V(803, flora) V(804, bwrands) \
  V(805, mandelbox2D) V(806, natural_foam) V(807, pointgrid_wf) V(808, pointgrid3d_wf) \
  V(809, romanesco) V(810, polySurf) V(811, crackle) V(812, ringer) \
  V(813, prepost_mobius) V(814, prepost_mobius_inv) V(815, prepost_affine) V(816, prepost_affine_inv) V(817, post_curl3D_jwf) V(818, post_colorscale_wf_jwf) V(819, murl_jwf) \
  V(821, glitchy2) V(822, polylogarithm) \
  V(830, glynnSim2B) V(831, glynnspiro) V(832, juliascopePlus) \
  V(833, mobiqN) V(834, swirl3D_wf) V(835, cactusGlobe) V(836, camouflage) V(837, combimirror) \
  V(838, conicalSpiral) V(839, de_stijl) V(840, lace_js) V(841, apocarpet_js) V(842, siercarpet_js) \
  V(843, iconattractor_js) V(844, pixel_flow) V(845, tess_shape) V(846, cell3D) V(847, kifs3d) V(848, arctruchet) V(849, triantruchet) \
  V(850, multi_ifs) V(851, grid3d_wf) V(852, dla_wf) V(853, dla3d_wf) V(854, snowflake_wf) V(855, primitives_wf) V(856, subflame_wf) V(860, geometricPrimitives) V(861, dc_carpet3D) \
  V(862, fract_dragon_wf) V(863, fract_mandelbrot_wf) V(864, fract_meteors_wf) V(865, fract_pearls_wf) \
  V(866, fract_salamander_wf) V(867, dc_booleans) \
  V(868, dc_worley) V(869, dc_vortex) V(870, dc_menger) V(871, dc_mandbrot) V(872, dc_fractcolor) \
  V(873, dc_voronoise) V(874, dc_turbulence) V(875, dc_warping) \
  V(876, dc_crackle_wf) V(877, dc_cracklep_wf) V(878, dc_cylinder2) V(879, dc_hexes_wf) V(880, dc_gnarly) \
  V(882, dc_hexagons) V(883, dc_apollonian) V(884, glsl_apollonian) V(885, glsl_acrilic) V(886, dc_acrilic) \
  V(887, glsl_circlesblue) V(888, dc_circlesblue) V(889, dc_gmandelbroot) V(890, dc_triantess) V(891, dc_triTile) \
  V(896, glsl_squares) V(897, dc_squares) V(898, glsl_starsfield) V(899, dc_starsfield) \
  V(900, glsl_mandelbox2D) V(901, dc_mandelbox2D) V(902, glsl_mandala) V(903, dc_mandala) \
  V(904, post_mandelbulb3d_crop) V(905, post_mandelbox3d_crop) V(906, post_aexion_crop) V(907, post_benesi_crop) \
  V(908, post_bristorbrot_crop) V(909, post_bulbtorus_crop) \
  V(910, glsl_kaleidoscopic) V(911, dc_kaleidoscopic) V(912, glsl_kaleidocomplex) V(913, dc_kaleidocomplex) \
  V(914, glsl_hyperbolictile) V(915, dc_hyperbolictile) \
  V(916, glsl_kaliset) V(917, dc_kaliset) V(918, glsl_kaliset2) V(919, dc_kaliset2) V(920, glsl_hoshi) V(921, dc_hoshi) \
  V(922, glsl_grid3D) V(923, dc_grid3D) V(924, post_coastalbrot_crop) V(925, post_asurf_crop) \
  V(930, glsl_fractaldots) V(931, dc_fractaldots) V(932, dc_truchet) V(933, dc_tree) V(934, dc_tesla) V(935, dc_randomoctree) \
  V(936, mobius_dragon_3D) V(937, quaternion) V(938, glsl_randomoctree) \
  V(944, dc_sunflower) V(945, dc_spacefold) V(946, dc_rotations) V(947, dc_quadtree) V(948, dc_portal) \
  V(949, dc_poincaredisc) V(950, dc_pentatiles) V(951, dc_moebiuslog) \
  V(958, dc_layers) V(959, dc_inversion) V(960, dc_glypho) V(961, dc_gabornoise) V(962, dc_ducks) V(963, dc_cairotiles) V(964, dc_butterflies) \
  V(965, text_wf) \
  V(966, curl2) V(967, julian2dc) V(968, julian3) V(969, juni) V(970, post_mirror) V(971, post_stun) \
  V(972, xcurl2) V(973, xhyperbol) V(974, spherical2) \
  V(975, crackle2) V(976, inkdrop) V(977, dc_perlin) V(978, dc_perlin_jwf)

/* 446, 455-459, 473, 488-489, 518-519, 537-539, 552-555, 570-571, 586-589, 598, 604-605,
 * 624-629, 639, 674, 706-709, 733-739, 774-775, 787-789, 817-820, 823-829, 857-859, 881, 892-895,
 * 926-929, 939-943 and 952-957: no variation (an index without one has no name:
 * genome_variation_name gives NULL). */
#define FM_NVARS 979

/* flam3's own: 0..98, the count its var="…" attribute and var1 index use. */
#define FM_NVARS_FLAM3 99
/* How an xform applies one of its variations (genome_xform.var_kind; on the device, fm_xform's
 * var_index >> FM_KIND_SHIFT). NORMAL: added to the sum, as flam3 does. PRE: applied to the
 * affine's point before the others, which then read its result; POST: applied to the sum after
 * them. SET replaces the point by the variation's output (Fractorium's pre_X and post_X),
 * SUM adds the output to it (JWildfire's X_fx_priority -1 and 1, and Fractorium's pre_ and
 * post_ forms of blur, gaussian_blur, pie, arch and square). */
enum fm_var_kind { FM_KIND_NORMAL, FM_KIND_PRE_SET, FM_KIND_PRE_SUM, FM_KIND_POST_SET, FM_KIND_POST_SUM };
#define FM_KIND_SHIFT 16

/* The variations that compute a z of their own (var_3d.h): as a pre or post variation of SET
 * kind one of the others passes the point's z through (Fractorium's DefaultZ). */
#define FM_VARS_3D(X)                                                                                \
  X(linear3D) X(flatten) X(zscale) X(ztranslate) X(zcone) X(hemisphere) X(spherical3D) X(julia3D) \
  X(julia3Dz) X(blur3D) X(curl3D) X(blob3D) X(poincare3D) X(plane_wf) X(affine3D) \
  X(waves2_3D) X(foci_3D) X(blade3D) X(depth) \
  X(zblur) X(rotate_x) X(rotate_y) X(rotate_z) X(disc3d) X(pRose3D) X(sinq) X(sinhq) X(secq) X(sechq) X(tanq) \
  X(tanhq) X(cosq) X(coshq) X(cotq) X(cothq) X(cscq) X(cschq) X(estiq) X(loq) X(square3D) X(splits3D) X(sphereblur) \
  X(falloff) X(falloff3) X(mirror_x) X(mirror_y) X(mirror_z) X(pie3D) X(popcorn2_3D) X(julia3Dq) X(loonie_3D) \
  X(hypertile3D) X(hypertile3D2) X(cubic3D) X(juliaNab) X(extrude) X(ho) X(exblur) X(butterfly3D) X(inflateZ_3) \
  X(whitney_umbrella) X(ennepers2) X(sph3D) X(cone) X(pyramid) X(petal3D_apo) \
  X(superShape3d) X(spirograph3D) X(seashell3D) X(inflateZ_1) X(inflateZ_4) X(inflateZ_5) X(inflateZ_6) X(lorenz_js) \
  X(crown_js) X(shredded) X(lazysensen) X(glitchy1) X(grid3d_wf) X(dla3d_wf) X(primitives_wf) X(subflame_wf) \
  X(flower_db) X(bubble_wf) X(octagon_jwf) X(crop_triangle) \
  X(yplot2d_wf) X(yplot3d_wf) X(polarplot2d_wf) X(polarplot3d_wf) X(parplot2d_wf) X(isosfplot3d_wf) \
  X(triangle) X(dinis_surface_wf) X(colorscale_wf) X(checkerboard_wf) X(stabilize) \
  X(waveblur_wf) X(prepost_circlize_inv) X(post_ztranslate_wf) X(post_zscale_wf) X(rect_wf) X(wave3D_wf) X(prepost_blob_inv) \
  X(post_crosscrop) X(ringtile) X(ringtile_inv) X(flame_bulb) X(post_c_var) X(recip) X(prepost_mobius_inv) X(prepost_affine) X(prepost_affine_inv) X(recurrenceplot) X(hexnix3D) X(fract_julia_wf) \
  X(dc_bubble) X(dc_cube) X(dc_cylinder) X(dc_ztransl) \
  X(spherivoid) X(xerf) X(sinusoidal3D) X(concentric) X(psphere) X(curl_sp) X(helicoid) X(helix) X(hypercrop) X(mobiq) X(ovoid3d) X(scry_3D) X(sphyp3D) X(bubbleT3D) X(cubicLattice_3D) \
  X(heat) X(hypershift2) X(hypertile3D1) X(cubicLattice_3D_jwf) X(bubbleT3D_jwf) X(blade3D_jwf) X(bubble2) X(octagon) X(falloff2) X(falloff2_jwf) X(post_falloff2_jwf) X(post_depth_jwf) \
  X(post_curl3D_jwf) X(post_colorscale_wf_jwf) X(randCubes) X(roundspher3D) X(svf) \
  X(box3D) X(bbox3D) X(cone3D) X(cappedcone3D) X(cappedtorus3D) X(capsule3D) X(cylinder3D) X(ellipsoid3D) \
  X(hexprism3D) X(octahedron3D) X(octogonprism3D) X(ocylinder3D) X(ocappedcone3D) X(oroundcone3D) X(pyramid3D) \
  X(rbox3D) X(rhombus3D) X(solidangle3D) X(torus3D) X(triprism3D) X(crop3D) X(spherecrop) X(hourglass3D) \
  X(anamorphcyl) X(hyperbolicellipse) X(inflateZ_2) X(tangent3D) X(erf3D) X(sphere_nja) X(pdj3D) X(petal3D) \
  X(onion) X(onion2) X(gridout3D) X(log_tile2) X(boxfold) X(hypertile3Db) X(hypertile3D2b) X(juliascope3Db) \
  X(mobius3D_with_inverse) X(jubiQ) X(chaosCubes) X(glynnSim2B) X(mobiqN) X(swirl3D_wf) X(cactusGlobe) \
  X(camouflage) X(combimirror) X(conicalSpiral) X(fract_dragon_wf) X(fract_mandelbrot_wf) X(fract_meteors_wf) \
  X(fract_pearls_wf) X(fract_salamander_wf) X(natural_foam) X(pointgrid3d_wf) X(romanesco) X(polySurf) X(ringer) \
  X(cell3D) X(kifs3d) X(dc_cylinder2) X(dc_gnarly) X(dc_booleans) X(dc_hexagons) X(dc_apollonian) X(dc_acrilic) X(dc_circlesblue) X(dc_kaleidoscopic) X(dc_kaleidocomplex) X(dc_hyperbolictile) X(dc_worley) X(dc_vortex) X(dc_menger) X(dc_mandbrot) X(dc_fractcolor) X(dc_voronoise) X(dc_turbulence) X(dc_warping) X(dc_squares) X(dc_starsfield) X(dc_mandelbox2D) X(dc_mandala) X(dc_kaliset) X(dc_kaliset2) X(dc_hoshi) X(dc_grid3D) X(dc_sunflower) X(dc_spacefold) X(dc_rotations) X(dc_quadtree) X(dc_portal) X(dc_poincaredisc) X(dc_pentatiles) X(dc_moebiuslog) X(dc_layers) X(dc_inversion) X(dc_glypho) X(dc_gabornoise) X(dc_ducks) X(dc_cairotiles) X(dc_butterflies) X(dc_fractaldots) X(dc_truchet) X(dc_tree) X(dc_tesla) X(dc_randomoctree) X(dc_gmandelbroot) X(dc_triantess) X(mobius_dragon_3D) X(quaternion) X(curl2) X(xcurl2) X(julian3) X(juni) X(post_stun) \
  X(post_mandelbulb3d_crop) X(post_mandelbox3d_crop) X(post_aexion_crop) X(post_benesi_crop) X(post_bristorbrot_crop) X(post_bulbtorus_crop) X(post_coastalbrot_crop) X(post_asurf_crop)

/* Of those, the ones whose pre and post forms pass x and y through (Fractorium's zcone, flatten and
 * extrude outside the normal list), where the others' SET forms replace them. */
#define FM_VARS_PASS_XY(X) X(zcone) X(flatten) X(extrude)

/* The variations whose pre_ and post_ forms add to the point instead of setting it
 * (Fractorium's ASSIGNTYPE_SUM; genome_prefix_kind): the blurs and the others Fractorium lists,
 * as far as flamebuild has them under Fractorium's names (tests/data/fractorium_prepost_sum.txt,
 * which tests/unit/test_genome.c checks this list against). */
#define FM_VARS_PREPOST_SUM(X) \
  X(blur) X(gaussian_blur) X(pie) X(arch) X(square) X(blur_circle) X(blur_square) X(zblur) X(blur3D) \
  X(ztranslate) X(starblur) X(sineblur) X(circleblur) X(Spirograph) X(Lissajous) X(waffle) X(square3D) \
  X(blur_heart) X(line) X(pie3D) X(sphereblur) X(concentric) X(dc_cube) X(randCubes)

/* The 2D variations whose z is the input's times the weight in Fractorium (and Apophysis 7X),
 * where the other 2D ones give 0; JWildfire's give 0 but for a flame that preserves z, where all
 * of them carry it (enum fm_z_mode, fm_xform.z_mode; variations.h: fm_carries_z). Fractorium's
 * list, for the variations flamebuild has; helpers that add one of its others add it here. */
#define FM_VARS_CARRY_Z(X) \
  X(linear) X(sinusoidal) X(spherical) X(swirl) X(horseshoe) X(polar) X(disc) X(spiral) \
  X(hyperbolic) X(pdj) X(fan2) X(rings2) X(eyefish) X(noise) X(julian) X(juliascope) X(blur) \
  X(gaussian_blur) X(radial_blur) X(ngon) X(rectangles) X(square) X(cross) X(bipolar) X(escher) \
  X(foci) X(lazysusan) X(loonie) X(polar2) X(separation) X(splits) X(wedge) X(log) X(auger) \
  X(bwraps) X(crop) X(shredrad) X(blob2) X(mobius) X(circlecrop) X(shredlin) \
  X(dc_linear) X(waves2) X(dc_triangle) X(polynomial) X(gdoffs) X(octapol) X(hexcrop) \
  X(phoenix_julia) X(log_db) X(blur_zoom) X(blur_circle) X(blur_pixelize) X(checks) X(rays1) X(rays2) \
  X(rays3) X(barycentroid)

/* JWildfire's 2D variations that add w·z in every flame, not only in one that preserves z
 * (Tile_LogFunc, OctapolFunc, SinusGridFunc): under JWildfire's z rules they carry it
 * (fm_carries_z). */
#define FM_VARS_JWF_CARRY_Z(X) X(tile_log) X(octapol) X(sinusgrid)

/* JWildfire's variations that replace the xform's sum (pVarTP.x = …) where the others add to it:
 * its cut_* family, threeply and gingerbread_man. flamebuild's add to it, and the parser drops the normal variations a file
 * lists before them, whose x and y JWildfire discards (genome/parse_editors.c: the colouring
 * ones and a z are said). */
#define FM_VARS_JWF_SETS_SUM(X) \
  X(cut_fun) X(cut_tileillusion) X(cut_2ewangtile) X(cut_alientext) X(cut_apollonian) \
  X(cut_booleans) X(cut_bricks) X(cut_btree) X(cut_btruchet) X(cut_celtic) X(cut_chains) \
  X(cut_circdes) X(cut_fractal) X(cut_glypho) X(cut_hexdots) X(cut_hextruchetflow) X(cut_jigsaw) \
  X(cut_kaleido) X(cut_kleinian) X(cut_magfield) X(cut_mandala) X(cut_metaballs) X(cut_pattern) \
  X(cut_randomtile) X(cut_rgrid) X(cut_shapes) X(cut_sincos) X(cut_snowflake) X(cut_spiral) \
  X(cut_spiralcb) X(cut_spots) X(cut_sqcir) X(cut_sqsplits) X(cut_swarp) X(cut_triantess) \
  X(cut_triskel) X(cut_truchet) X(cut_truchetweaving) X(cut_tstruchet) X(cut_vasarely) X(cut_web) \
  X(cut_wood) X(cut_x) X(cut_yuebing) X(cut_zigzag) X(threeply) X(gingerbread_man)

/* 2D variations of flam3's or Fractorium's to which JWildfire gives a z of its own (bubble's
 * w·(2/d − 1), farblur's and mandelbrot's, which their formulas write): under JWildfire's z
 * rules they carry none of the input's, preserved or not (mobius_strip: JWildfire's is 3D;
 * multi_ifs: w·z in a flame that does not preserve z, none in one that does, its formula's), and
 * JWildfire's own 2D variations whose Java writes no z and never asks whether the flame
 * preserves it — harmonograph_js, iconattractor_js, lace_js, text_wf, the glsl_* shaders,
 * hopalong and macmillan (each NAMEFunc.transform, its GLSLFunc frame's): their z is 0 in every
 * flame. */
#define FM_VARS_JWF_OWN_Z(X) X(bubble) X(farblur) X(mandelbrot) X(mobius_strip) X(multi_ifs) \
  X(harmonograph_js) X(iconattractor_js) X(lace_js) X(text_wf) X(glsl_acrilic) X(glsl_apollonian) \
  X(glsl_circlesblue) X(glsl_fractaldots) X(glsl_grid3D) X(glsl_hoshi) X(glsl_hyperbolictile) \
  X(glsl_kaleidocomplex) X(glsl_kaleidoscopic) X(glsl_kaliset2) X(glsl_kaliset) X(glsl_mandala) \
  X(glsl_mandelbox2D) X(glsl_randomoctree) X(glsl_squares) X(glsl_starsfield) X(hopalong) X(macmillan)

/* The variations that walk a state of JWildfire's instance from call to call along the
 * trajectory (fm_point.walk): dc_dmodulus' and dc_kaleidotile's colour (var_jwildfire26.h), the
 * orbit point of hopalong, threeply, macmillan and gingerbread_man (var_jwf_attractors.h). A flame with both
 * kinds is said by the parser, which draws the first. */
#define FM_VARS_WALK_COLOUR(X) X(dc_dmodulus) X(dc_kaleidotile)
#define FM_VARS_WALK_ORBIT(X) X(hopalong) X(threeply) X(macmillan) X(gingerbread_man)
#define FM_VARS_WALK(X) FM_VARS_WALK_COLOUR(X) FM_VARS_WALK_ORBIT(X)

/* The variations that set the point's colour (s->color; Fractorium's direct colour, which its
 * var_color blends with the xform's colour: flamebuild draws var_color 1, and says another). */
#define FM_VARS_DIRECT_COLOR(X) X(flame_bulb) X(curliecue) X(truchet_ae) X(dc_dmodulus) X(dc_kaleidotile) X(post_mandelbulb3d_crop) X(post_aexion_crop) X(post_benesi_crop) \
  X(post_bristorbrot_crop) X(post_bulbtorus_crop) X(post_coastalbrot_crop) X(post_asurf_crop) X(multi_ifs) X(grid3d_wf) X(dla3d_wf) X(snowflake_wf) X(subflame_wf) X(dc_linear) X(ducks) X(falloff2) X(falloff2_jwf) X(falloff3) X(sunflower) X(szubieta) X(spirograph3D) X(lorenz_js) X(crown_js) X(inversion) X(gpattern) \
  X(checkerboard_wf) X(stabilize) X(waveblur_wf) X(recurrenceplot) X(nsudoku) X(fract_julia_wf) \
  X(dc_bubble) X(dc_carpet) X(dc_cube) X(dc_cylinder) X(dc_gridout) X(dc_triangle) X(curl_sp) X(randCubes) \
  X(chaosCubes) X(mandelbox2D) X(glynnSim2B) X(juliascopePlus) X(mobiqN) X(swirl3D_wf) X(cactusGlobe) \
  X(camouflage) X(combimirror) X(conicalSpiral) X(dc_carpet3D) X(fract_dragon_wf) X(fract_mandelbrot_wf) \
  X(fract_meteors_wf) X(fract_pearls_wf) X(fract_salamander_wf) X(natural_foam) X(romanesco) X(polySurf) \
  X(de_stijl) X(iconattractor_js) X(pixel_flow) X(cell3D) X(kifs3d) X(dc_crackle_wf) X(dc_cracklep_wf) X(dc_cylinder2) X(dc_hexes_wf) X(dc_gnarly) X(dc_booleans) X(dc_hexagons) X(dc_apollonian) X(glsl_apollonian) X(glsl_acrilic) X(dc_acrilic) X(glsl_circlesblue) X(dc_circlesblue) X(glsl_kaleidoscopic) X(dc_kaleidoscopic) X(glsl_kaleidocomplex) X(dc_kaleidocomplex) X(glsl_hyperbolictile) X(dc_hyperbolictile) X(dc_worley) X(dc_vortex) X(dc_menger) X(dc_mandbrot) X(dc_fractcolor) X(dc_voronoise) X(dc_turbulence) X(dc_warping) X(glsl_squares) X(dc_squares) X(glsl_starsfield) X(dc_starsfield) X(glsl_mandelbox2D) X(dc_mandelbox2D) X(glsl_mandala) X(dc_mandala) X(glsl_kaliset) X(dc_kaliset) X(glsl_kaliset2) X(dc_kaliset2) X(glsl_hoshi) X(dc_hoshi) X(dc_grid3D) X(dc_sunflower) X(dc_spacefold) X(dc_rotations) X(dc_quadtree) X(dc_portal) X(dc_poincaredisc) X(dc_pentatiles) X(dc_moebiuslog) X(dc_layers) X(dc_inversion) X(dc_glypho) X(dc_gabornoise) X(dc_ducks) X(dc_cairotiles) X(dc_butterflies) X(glsl_fractaldots) X(dc_fractaldots) X(dc_truchet) X(dc_tree) X(dc_tesla) X(dc_randomoctree) X(glsl_randomoctree) X(dc_gmandelbroot) X(dc_triantess) X(triantruchet) X(mobius_dragon_3D) X(dc_triTile) X(julian2dc) X(dc_perlin) X(dc_perlin_jwf)

/* The weight a JWildfire file's colouring variation at weight 0 is kept at (genome/
 * parse_jwf_forms.c): JWildfire calls it at 0 and it colours the point, moving it by nothing a
 * float or a double shows. A formula that JWildfire runs another way at weight 0 (crackle's
 * colour-only point) tests for it with fm_jwf_weight_zero (kernels/variations.h). */
#define FM_JWF_WEIGHT_OF_ZERO 1e-30

/* The variations that give the point a true colour (JWildfire's rgbColor: s->rgb, fm_point.rgb):
 * JWildfire's direct-colour shaders, dc_* and glsl_*, and text_wf's black for a text of no
 * pixels. A kernel of a structure without them neither writes nor reads it (FM_TRUE_COLOR 0,
 * kernels/codegen.c). */
#define FM_VARS_TRUE_COLOR(X) X(colordomain) X(ducks) X(dc_booleans) X(dc_hexagons) X(dc_apollonian) X(glsl_apollonian) X(glsl_acrilic) X(dc_acrilic) X(glsl_circlesblue) X(dc_circlesblue) X(glsl_kaleidoscopic) X(dc_kaleidoscopic) X(glsl_kaleidocomplex) X(dc_kaleidocomplex) X(glsl_hyperbolictile) X(dc_hyperbolictile) X(dc_worley) X(dc_vortex) X(dc_menger) X(dc_mandbrot) X(dc_fractcolor) X(dc_voronoise) X(dc_turbulence) X(dc_warping) X(glsl_squares) X(dc_squares) X(glsl_starsfield) X(dc_starsfield) X(glsl_mandelbox2D) X(dc_mandelbox2D) X(glsl_mandala) X(dc_mandala) X(glsl_kaliset) X(dc_kaliset) X(glsl_kaliset2) X(dc_kaliset2) X(glsl_hoshi) X(dc_hoshi) X(glsl_grid3D) X(dc_grid3D) X(dc_sunflower) X(dc_spacefold) X(dc_rotations) X(dc_quadtree) X(dc_portal) X(dc_poincaredisc) X(dc_pentatiles) X(dc_moebiuslog) X(dc_layers) X(dc_inversion) X(dc_glypho) X(dc_gabornoise) X(dc_ducks) X(dc_cairotiles) X(dc_butterflies) X(glsl_fractaldots) X(dc_fractaldots) X(dc_truchet) X(dc_tree) X(dc_tesla) X(dc_randomoctree) X(glsl_randomoctree) X(dc_gmandelbroot) X(dc_triantess) \
  X(text_wf)

/* JWildfire's plot variations, whose formulas an artist types (kernels/formula.h): they share
 * one block of FM_FORMULA_SLOTS parameters, formula_code00 on (the table gives it to the first of
 * them; genome.c lists it with each), so an xform holds one of them at a time. */
#define FM_VARS_FORMULA(X) X(yplot2d_wf) X(yplot3d_wf) X(polarplot2d_wf) X(polarplot3d_wf) X(parplot2d_wf) \
  X(isosfplot3d_wf)
#define FM_FORMULA_SLOTS 160
#define FM_FORMULA_MAX 3 /* formulas in a block: parplot2d_wf's x, y and z */
#define FM_FORMULA_10(P, d) \
  P(formula_code##d##0, 406, 0.0) P(formula_code##d##1, 406, 0.0) P(formula_code##d##2, 406, 0.0) \
  P(formula_code##d##3, 406, 0.0) P(formula_code##d##4, 406, 0.0) P(formula_code##d##5, 406, 0.0) \
  P(formula_code##d##6, 406, 0.0) P(formula_code##d##7, 406, 0.0) P(formula_code##d##8, 406, 0.0) \
  P(formula_code##d##9, 406, 0.0)
#define FM_FORMULA_PARAMS(P)                                                                       \
  FM_FORMULA_10(P, 0) FM_FORMULA_10(P, 1) FM_FORMULA_10(P, 2) FM_FORMULA_10(P, 3) FM_FORMULA_10(P, 4) \
  FM_FORMULA_10(P, 5) FM_FORMULA_10(P, 6) FM_FORMULA_10(P, 7) FM_FORMULA_10(P, 8) FM_FORMULA_10(P, 9) \
  FM_FORMULA_10(P, 10) FM_FORMULA_10(P, 11) FM_FORMULA_10(P, 12) FM_FORMULA_10(P, 13) FM_FORMULA_10(P, 14) \
  FM_FORMULA_10(P, 15)

/* The variations that hide or show the point (JWildfire's doHide: flame_math.h, fm_point; they
 * set fm_var_state.hide). A kernel of a structure without them drops the hidden mark's tests
 * (FM_HIDE 0, kernels/codegen.c). */
#define FM_VARS_HIDE(X)                                                                              \
  X(crop_box) X(crop_cross) X(crop_polygon) X(crop_rhombus) X(crop_stars) X(crop_trapezoid) X(crop_triangle) \
  X(crop_vesica) X(crop_x) X(circlecrop_jwf) X(crop_jwf) X(ringer) X(rhodonea) X(isosfplot3d_wf) X(dinis_surface_wf) \
  X(fract_julia_wf) X(mask_jwf) X(box3D) X(bbox3D) X(cone3D) X(cappedcone3D) X(cappedtorus3D) X(capsule3D) \
  X(cylinder3D) X(ellipsoid3D) X(hexprism3D) X(octahedron3D) X(octogonprism3D) X(ocylinder3D) X(ocappedcone3D) \
  X(oroundcone3D) X(pyramid3D) X(rbox3D) X(rhombus3D) X(solidangle3D) X(torus3D) X(triprism3D) X(crop3D) \
  X(spherecrop) X(bsplit) X(truchetflow) X(cut_fun) X(cut_tileillusion) X(cut_2ewangtile) X(cut_alientext) \
  X(cut_apollonian) X(cut_booleans) X(cut_bricks) X(cut_btree) X(cut_btruchet) X(cut_celtic) X(cut_chains) \
  X(cut_circdes) X(cut_fractal) X(cut_glypho) X(cut_hexdots) X(cut_hextruchetflow) X(cut_jigsaw) X(cut_kaleido) \
  X(cut_kleinian) X(cut_magfield) X(cut_mandala) X(cut_metaballs) X(cut_pattern) X(cut_randomtile) X(cut_rgrid) \
  X(cut_shapes) X(cut_sincos) X(cut_snowflake) X(cut_spiral) X(cut_spiralcb) X(cut_spots) X(cut_sqcir) \
  X(cut_sqsplits) X(cut_swarp) X(geometricPrimitives) X(cut_triantess) X(cut_triskel) X(cut_truchet) \
  X(cut_truchetweaving) X(cut_tstruchet) X(cut_vasarely) X(cut_web) X(cut_wood) X(cut_x) X(cut_yuebing) X(cut_zigzag) X(tess_shape) X(dc_gmandelbroot) \
  X(fract_dragon_wf) X(fract_mandelbrot_wf) X(fract_meteors_wf) X(fract_pearls_wf) X(fract_salamander_wf) \
  X(mobius_strip) X(post_crosscrop) X(post_mandelbulb3d_crop) X(post_mandelbox3d_crop) X(dla3d_wf) X(subflame_wf)

/* Which 2D variations carry z (FM_VARS_CARRY_Z): the editor's rule, by the flame's writer. */
enum fm_z_mode { FM_Z_APOPHYSIS, FM_Z_JWILDFIRE, FM_Z_PRESERVE };

/* A JWildfire file's xform: its z mode is JWildfire's, which only a file JWildfire wrote has.
 * JWildfire computes some variations that flam3 and Fractorium also have in a way of its own
 * (synth's Bézier, checks' cells, pie3D's z …); their formulas follow JWildfire's code where
 * this is 1, so that one variation serves both editors' files. */
#ifdef FB_JWF_RULES /* a kernel of its own whose sub-frames all are, or none is, of such a file (codegen) */
#define FM_JWF_RULES(xf) (FB_JWF_RULES)
#else
#define FM_JWF_RULES(xf) ((xf)->z_mode != FM_Z_APOPHYSIS)
#endif

/* JWildfire's post functions (post_axis_symmetry_wf, …): they work on the xform's sum itself,
 * after every other variation, whatever the file says of their order (fm_var_prepost_flags). */
/* JWildfire's variations of order 2 (NAME_fx_priority="2"): a pre half on the affine's point
 * before the xform's other variations and a post half on the sum after them. The first of a pair
 * is the variation a file names, its post half (in FM_VARS_NATURAL_POST); the second its pre
 * half, which the parser adds at the same weight in its pre form that sets the point
 * (genome/parse_editors.c) — but ringtile_inv as a normal variation: JWildfire's ringtile adds
 * its pre half's output to the sum, not to the point (kernels/var_jwildfire25.h). */
#define FM_VARS_PREPOST_PAIRS(X) X(prepost_circlize, prepost_circlize_inv) X(prepost_mobius, prepost_mobius_inv) \
  X(prepost_affine, prepost_affine_inv) X(prepost_blob, prepost_blob_inv) X(ringtile, ringtile_inv)

#define FM_VARS_NATURAL_POST(X) X(post_axis_symmetry_wf) X(post_point_symmetry_wf) X(post_mirror_wf) \
  X(post_smartcrop) X(post_trig) X(prepost_circlize) X(prepost_mobius) X(prepost_affine) X(post_falloff2_jwf) \
  X(post_depth_jwf) X(post_curl_jwf) X(post_curl3D_jwf) X(post_colorscale_wf_jwf) \
  X(post_mirror) X(post_stun) X(post_ztranslate_wf) X(post_zscale_wf) X(prepost_blob) X(post_crosscrop) \
  X(post_mandelbulb3d_crop) X(post_mandelbox3d_crop) X(post_aexion_crop) X(post_benesi_crop) X(post_bristorbrot_crop) X(post_coastalbrot_crop) X(post_asurf_crop) X(ringtile) X(post_c_var)

/* Parameters that other editors gave flam3's own variations (JWildfire's splits shears, from
 * Apophysis' splits plugin; Fractorium's z wave of waves2 and base of log): at their defaults the variation is
 * flam3's, bit for bit. Not part of flam3's genome: printed only when not at their default
 * (genome/print.c), so that a flam3 file prints as before. */
#define FM_PARAMS_BEYOND_FLAM3(X) X(splits_lshear) X(splits_rshear) X(splits_ushear) X(splits_dshear) \
  X(waves2_freqz) X(waves2_scalez) X(log_base)

/* The most variations one xform applies (its pre and post forms included): an xform holds
 * their list, not a slot for each of the table's hundreds (fm_xform's size is a sheep edge's
 * memory a frame: 1,000 sub-frames of five xforms). A file's xform of more is refused. */
#define FM_XFORM_VARS 32

/* Room for the values variations precalculate per xform (variations.h, enum fm_pre). */
#define FM_NPRE 64

/* P(ident, variation_index, default) — the XML attribute name is #ident. Order is the
 * printing order and the index into xform parameter arrays. */

#define FM_PARAM_LIST(P) \
  P(blob_low, 23, 0.0) P(blob_high, 23, 1.0) P(blob_waves, 23, 1.0) \
  P(pdj_a, 24, 0.0) P(pdj_b, 24, 0.0) P(pdj_c, 24, 0.0) P(pdj_d, 24, 0.0) \
  P(fan2_x, 25, 0.0) P(fan2_y, 25, 0.0) \
  P(rings2_val, 26, 0.0) \
  P(perspective_angle, 30, 0.0) P(perspective_dist, 30, 0.0) \
  P(julian_power, 32, 1.0) P(julian_dist, 32, 1.0) \
  P(juliascope_power, 33, 1.0) P(juliascope_dist, 33, 1.0) \
  P(radial_blur_angle, 36, 0.0) \
  P(pie_slices, 37, 6.0) P(pie_rotation, 37, 0.0) P(pie_thickness, 37, 0.5) \
  P(ngon_sides, 38, 5.0) P(ngon_power, 38, 3.0) P(ngon_circle, 38, 1.0) P(ngon_corners, 38, 2.0) \
  P(curl_c1, 39, 1.0) P(curl_c2, 39, 0.0) \
  P(rectangles_x, 40, 1.0) P(rectangles_y, 40, 1.0) \
  P(disc2_rot, 49, 0.0) P(disc2_twist, 49, 0.0) \
  P(super_shape_rnd, 50, 0.0) P(super_shape_m, 50, 0.0) P(super_shape_n1, 50, 1.0) \
  P(super_shape_n2, 50, 1.0) P(super_shape_n3, 50, 1.0) P(super_shape_holes, 50, 0.0) \
  P(flower_petals, 51, 0.0) P(flower_holes, 51, 0.0) \
  P(conic_eccentricity, 52, 1.0) P(conic_holes, 52, 0.0) \
  P(parabola_height, 53, 0.0) P(parabola_width, 53, 0.0) \
  P(bent2_x, 54, 1.0) P(bent2_y, 54, 1.0) \
  P(bipolar_shift, 55, 0.0) \
  P(cell_size, 58, 1.0) \
  P(cpow_r, 59, 1.0) P(cpow_i, 59, 0.0) P(cpow_power, 59, 1.0) \
  P(curve_xamp, 60, 0.0) P(curve_yamp, 60, 0.0) P(curve_xlength, 60, 1.0) P(curve_ylength, 60, 1.0) \
  P(escher_beta, 63, 0.0) \
  P(lazysusan_spin, 65, 0.0) P(lazysusan_space, 65, 0.0) P(lazysusan_twist, 65, 0.0) \
  P(lazysusan_x, 65, 0.0) P(lazysusan_y, 65, 0.0) \
  P(modulus_x, 68, 0.0) P(modulus_y, 68, 0.0) \
  P(oscilloscope_separation, 69, 1.0) P(oscilloscope_frequency, 69, 3.14159265358979323846) \
  P(oscilloscope_amplitude, 69, 1.0) P(oscilloscope_damping, 69, 0.0) \
  P(popcorn2_x, 71, 0.0) P(popcorn2_y, 71, 0.0) P(popcorn2_c, 71, 0.0) \
  P(separation_x, 73, 0.0) P(separation_xinside, 73, 0.0) P(separation_y, 73, 0.0) P(separation_yinside, 73, 0.0) \
  P(split_xsize, 74, 0.0) P(split_ysize, 74, 0.0) \
  P(splits_x, 75, 0.0) P(splits_y, 75, 0.0) \
  P(stripes_space, 76, 0.0) P(stripes_warp, 76, 0.0) \
  P(wedge_angle, 77, 0.0) P(wedge_hole, 77, 0.0) P(wedge_count, 77, 1.0) P(wedge_swirl, 77, 0.0) \
  P(wedge_julia_angle, 78, 0.0) P(wedge_julia_count, 78, 1.0) P(wedge_julia_power, 78, 1.0) P(wedge_julia_dist, 78, 0.0) \
  P(wedge_sph_angle, 79, 0.0) P(wedge_sph_count, 79, 1.0) P(wedge_sph_hole, 79, 0.0) P(wedge_sph_swirl, 79, 0.0) \
  P(whorl_inside, 80, 0.0) P(whorl_outside, 80, 0.0) \
  P(waves2_freqx, 81, 0.0) P(waves2_scalex, 81, 0.0) P(waves2_freqy, 81, 0.0) P(waves2_scaley, 81, 0.0) \
  P(auger_sym, 96, 0.0) P(auger_weight, 96, 0.5) P(auger_freq, 96, 1.0) P(auger_scale, 96, 1.0) \
  P(flux_spread, 97, 0.0) \
  P(mobius_re_a, 98, 0.0) P(mobius_im_a, 98, 0.0) P(mobius_re_b, 98, 0.0) P(mobius_im_b, 98, 0.0) \
  P(mobius_re_c, 98, 0.0) P(mobius_im_c, 98, 0.0) P(mobius_re_d, 98, 0.0) P(mobius_im_d, 98, 0.0) \
  P(bwraps_cellsize, 99, 1.0) P(bwraps_space, 99, 0.0) P(bwraps_gain, 99, 1.0) P(bwraps_inner_twist, 99, 0.0) \
  P(bwraps_outer_twist, 99, 0.0) \
  P(julia3D_power, 108, 2.0) P(julia3Dz_power, 109, 2.0) \
  P(curl3D_cx, 111, 0.0) P(curl3D_cy, 111, 0.0) P(curl3D_cz, 111, 0.0) \
  P(blob3D_low, 112, 0.0) P(blob3D_high, 112, 1.0) P(blob3D_waves, 112, 1.0) \
  P(poincare3D_r, 113, 0.0) P(poincare3D_a, 113, 0.0) P(poincare3D_b, 113, 0.0) \
  P(hypertile_p, 114, 3.0) P(hypertile_q, 114, 7.0) P(hypertile_n, 114, 0.0) \
  P(waves4_scalex, 115, 0.05) P(waves4_scaley, 115, 0.05) P(waves4_freqx, 115, 7.0) P(waves4_freqy, 115, 13.0) \
  P(waves4_cont, 115, 0.0) P(waves4_yfact, 115, 0.1) \
  P(waves3_scalex, 116, 0.05) P(waves3_scaley, 116, 0.05) P(waves3_freqx, 116, 7.0) P(waves3_freqy, 116, 13.0) \
  P(waves3_sx_freq, 116, 0.0) P(waves3_sy_freq, 116, 2.0) \
  P(vibration2_dir, 117, 0.0) P(vibration2_angle, 117, 1.57079632679489661923) P(vibration2_freq, 117, 1.0) \
  P(vibration2_amp, 117, 0.25) P(vibration2_phase, 117, 0.0) P(vibration2_dir2, 117, 1.57079632679489661923) \
  P(vibration2_angle2, 117, 1.57079632679489661923) P(vibration2_freq2, 117, 1.0) P(vibration2_amp2, 117, 0.25) \
  P(vibration2_phase2, 117, 0.0) P(vibration2_dm, 117, 0.0) P(vibration2_dmfreq, 117, 0.0) \
  P(vibration2_tm, 117, 0.0) P(vibration2_tmfreq, 117, 0.0) P(vibration2_fm, 117, 0.0) \
  P(vibration2_fmfreq, 117, 0.0) P(vibration2_am, 117, 0.0) P(vibration2_amfreq, 117, 0.0) \
  P(vibration2_dm2, 117, 0.0) P(vibration2_dmfreq2, 117, 0.0) P(vibration2_tm2, 117, 0.0) \
  P(vibration2_tmfreq2, 117, 0.0) P(vibration2_fm2, 117, 0.0) P(vibration2_fmfreq2, 117, 0.0) \
  P(vibration2_am2, 117, 0.0) P(vibration2_amfreq2, 117, 0.0) \
  P(xheart_angle, 118, 0.0) P(xheart_ratio, 118, 0.0) \
  P(shredlin_xdistance, 119, 1.0) P(shredlin_xwidth, 119, 0.5) P(shredlin_ydistance, 119, 1.0) \
  P(shredlin_ywidth, 119, 0.5) \
  P(circlize_hole, 120, 0.0) \
  P(loonie2_sides, 121, 4.0) P(loonie2_star, 121, 0.0) P(loonie2_circle, 121, 0.0) P(loonie2_power, 121, 4.0) \
  P(collideoscope_a, 122, 0.0) P(collideoscope_num, 122, 1.0) \
  P(scry2_power, 123, 4.0) P(scry2_sides, 123, 4.0) P(scry2_star, 123, 0.0) P(scry2_circle, 123, 0.0) \
  P(pressure_wave_x_freq, 124, 1.0) P(pressure_wave_y_freq, 124, 1.0) \
  P(circlize2_hole, 126, 0.0) \
  P(murl_c, 129, 0.0) P(murl_power, 129, 2.0) \
  P(blob2_mode, 130, 0.5) P(blob2_n, 130, 1.0) P(blob2_radius, 130, 0.0) P(blob2_prescale, 130, 1.0) \
  P(blob2_postscale, 130, 0.5) P(blob2_symmetry, 130, 0.0) P(blob2_compensation, 130, 0.0) \
  P(target_even, 131, 0.0) P(target_odd, 131, 0.0) P(target_size, 131, 1.0) \
  P(waves2_radial_freqx, 134, 7.0) P(waves2_radial_scalex, 134, 0.1) P(waves2_radial_freqy, 134, 13.0) \
  P(waves2_radial_scaley, 134, 0.1) P(waves2_radial_null, 134, 2.0) P(waves2_radial_distance, 134, 10.0) \
  P(waves22_scalex, 135, 0.05) P(waves22_scaley, 135, 0.05) P(waves22_freqx, 135, 7.0) P(waves22_freqy, 135, 13.0) \
  P(waves22_modex, 135, 0.0) P(waves22_modey, 135, 0.0) P(waves22_powerx, 135, 2.0) P(waves22_powery, 135, 2.0) \
  P(waves23_scalex, 136, 0.05) P(waves23_scaley, 136, 0.05) P(waves23_freqx, 136, 7.0) P(waves23_freqy, 136, 13.0) \
  P(oscilloscope2_separation, 137, 1.0) P(oscilloscope2_frequencyx, 137, 3.14159265358979323846) \
  P(oscilloscope2_frequencyy, 137, 3.14159265358979323846) P(oscilloscope2_amplitude, 137, 1.0) \
  P(oscilloscope2_perturbation, 137, 1.0) P(oscilloscope2_damping, 137, 0.0) \
  P(cardioid_a, 138, 1.0) \
  P(sigmoid_shiftx, 139, 1.0) P(sigmoid_shifty, 139, 1.0) \
  P(stwin_distort, 140, 1.0) \
  P(shredrad_n, 141, 4.0) P(shredrad_width, 141, 0.5) \
  P(linearT_powX, 142, 1.0) P(linearT_powY, 142, 1.0) \
  P(eclipse_shift, 145, 0.0) \
  P(circus_scale, 146, 1.0) \
  P(shift_x, 148, 0.0) P(shift_y, 148, 0.0) P(shift_angle, 148, 0.0) \
  P(waves42_scalex, 149, 0.05) P(waves42_scaley, 149, 0.05) P(waves42_freqx, 149, 7.0) P(waves42_freqy, 149, 13.0) \
  P(waves42_cont, 149, 0.0) P(waves42_yfact, 149, 0.1) P(waves42_freqx2, 149, 1.0) \
  P(henon_a, 150, 0.5) P(henon_b, 150, 1.0) \
  P(lozi_a, 151, 0.5) P(lozi_b, 151, 1.0) \
  P(synth_a, 152, 0.0) P(synth_mode, 152, 3.0) P(synth_power, 152, -2.0) P(synth_mix, 152, 0.0) P(synth_smooth, 152, 0.0) \
  P(synth_b, 152, 0.0) P(synth_b_type, 152, 0.0) P(synth_b_skew, 152, 0.0) P(synth_b_frq, 152, 1.0) \
  P(synth_b_phs, 152, 0.0) P(synth_b_layer, 152, 0.0) \
  P(synth_c, 152, 0.0) P(synth_c_type, 152, 0.0) P(synth_c_skew, 152, 0.0) P(synth_c_frq, 152, 1.0) \
  P(synth_c_phs, 152, 0.0) P(synth_c_layer, 152, 0.0) \
  P(synth_d, 152, 0.0) P(synth_d_type, 152, 0.0) P(synth_d_skew, 152, 0.0) P(synth_d_frq, 152, 1.0) \
  P(synth_d_phs, 152, 0.0) P(synth_d_layer, 152, 0.0) \
  P(synth_e, 152, 0.0) P(synth_e_type, 152, 0.0) P(synth_e_skew, 152, 0.0) P(synth_e_frq, 152, 1.0) \
  P(synth_e_phs, 152, 0.0) P(synth_e_layer, 152, 0.0) \
  P(synth_f, 152, 0.0) P(synth_f_type, 152, 0.0) P(synth_f_skew, 152, 0.0) P(synth_f_frq, 152, 1.0) \
  P(synth_f_phs, 152, 0.0) P(synth_f_layer, 152, 0.0) \
  P(sineblur_power, 153, 1.0) \
  P(waves2b_freqx, 154, 2.0) P(waves2b_freqy, 154, 2.0) P(waves2b_pwx, 154, 1.0) P(waves2b_pwy, 154, 1.0) \
  P(waves2b_scalex, 154, 1.0) P(waves2b_scaleinfx, 154, 1.0) P(waves2b_scaley, 154, 1.0) P(waves2b_scaleinfy, 154, 1.0) \
  P(waves2b_unity, 154, 1.0) P(waves2b_jacok, 154, 0.25) \
  P(boarders2_c, 155, 0.5) P(boarders2_left, 155, 0.5) P(boarders2_right, 155, 0.5) \
  P(juliac_re, 156, 2.0) P(juliac_im, 156, 1.0) P(juliac_dist, 156, 1.0) \
  P(epispiral_n, 157, 6.0) P(epispiral_thickness, 157, 0.0) P(epispiral_holes, 157, 1.0) \
  P(crop_left, 158, -1.0) P(crop_top, 158, -1.0) P(crop_right, 158, 1.0) P(crop_bottom, 158, 1.0) \
  P(crop_scatter_area, 158, 0.0) P(crop_zero, 158, 0.0) \
  P(starblur_power, 159, 5.0) P(starblur_range, 159, 0.4016228317) \
  P(waffle_slices, 160, 6.0) P(waffle_xthickness, 160, 0.5) P(waffle_ythickness, 160, 0.5) P(waffle_rotation, 160, 0.0) \
  P(bubble2_x, 161, 1.0) P(bubble2_y, 161, 1.0) P(bubble2_z, 161, 0.0) \
  P(octagon_x, 162, 0.0) P(octagon_y, 162, 0.0) P(octagon_z, 162, 0.0) \
  P(circlecrop_radius, 163, 1.0) P(circlecrop_x, 163, 0.0) P(circlecrop_y, 163, 0.0) P(circlecrop_scatter_area, 163, 0.0) \
  P(circlecrop_zero, 163, 1.0) \
  P(lazyjess_n, 164, 4.0) P(lazyjess_spin, 164, 3.14159265358979323846) P(lazyjess_space, 164, 0.0) P(lazyjess_corner, 164, 1.0) \
  P(falloff2_scatter, 165, 1.0) P(falloff2_mindist, 165, 0.5) P(falloff2_mul_x, 165, 1.0) P(falloff2_mul_y, 165, 1.0) \
  P(falloff2_mul_z, 165, 0.0) P(falloff2_mul_c, 165, 0.0) P(falloff2_x0, 165, 0.0) P(falloff2_y0, 165, 0.0) \
  P(falloff2_z0, 165, 0.0) P(falloff2_invert, 165, 0.0) P(falloff2_type, 165, 0.0) \
  P(xtrb_power, 166, 2.0) P(xtrb_radius, 166, 1.0) P(xtrb_width, 166, 0.5) P(xtrb_dist, 166, 1.0) P(xtrb_a, 166, 1.0) \
  P(xtrb_b, 166, 1.0) \
  P(nblur_numedges, 167, 3.0) P(nblur_numstripes, 167, 0.0) P(nblur_ratiostripes, 167, 1.0) P(nblur_ratiohole, 167, 0.0) \
  P(nblur_circumcircle, 167, 0.0) P(nblur_adjusttolinear, 167, 1.0) P(nblur_equalblur, 167, 1.0) P(nblur_exactcalc, 167, 0.0) \
  P(nblur_highlightedges, 167, 1.0) \
  P(epispiral_wf_waves, 168, 4.0) \
  P(yin_yang_radius, 169, 0.5) P(yin_yang_ang1, 169, 0.0) P(yin_yang_ang2, 169, 0.0) P(yin_yang_dual_t, 169, 1.0) \
  P(yin_yang_outside, 169, 0.0) \
  P(truchet_extended, 170, 0.0) P(truchet_exponent, 170, 2.0) P(truchet_arc_width, 170, 0.5) P(truchet_rotation, 170, 0.0) \
  P(truchet_size, 170, 1.0) P(truchet_seed, 170, 50.0) P(truchet_direct_color, 170, 0.0) \
  P(spirograph_a, 171, 3.0) P(spirograph_b, 171, 2.0) P(spirograph_d, 171, 0.0) P(spirograph_tmin, 171, -1.0) \
  P(spirograph_tmax, 171, 1.0) P(spirograph_ymin, 171, -1.0) P(spirograph_ymax, 171, 1.0) P(spirograph_c1, 171, 0.0) \
  P(spirograph_c2, 171, 0.0) \
  P(cannabiscurve_wf_filled, 172, 0.85) \
  P(waves4_wf_scalex, 173, 0.25) P(waves4_wf_scaley, 173, 0.5) P(waves4_wf_freqx, 173, 1.57079632679489661923) \
  P(waves4_wf_freqy, 173, 0.78539816339744830962) P(waves4_wf_use_cos_x, 173, 1.0) P(waves4_wf_use_cos_y, 173, 0.0) P(waves4_wf_dampx, 173, 0.0) \
  P(waves4_wf_dampy, 173, 0.0) \
  P(waves2_wf_scalex, 174, 0.25) P(waves2_wf_scaley, 174, 0.5) P(waves2_wf_freqx, 174, 1.57079632679489661923) \
  P(waves2_wf_freqy, 174, 0.78539816339744830962) P(waves2_wf_use_cos_x, 174, 1.0) P(waves2_wf_use_cos_y, 174, 0.0) P(waves2_wf_dampx, 174, 0.0) \
  P(waves2_wf_dampy, 174, 0.0) \
  P(waves3_wf_scalex, 175, 0.25) P(waves3_wf_scaley, 175, 0.5) P(waves3_wf_freqx, 175, 1.57079632679489661923) \
  P(waves3_wf_freqy, 175, 0.78539816339744830962) P(waves3_wf_use_cos_x, 175, 1.0) P(waves3_wf_use_cos_y, 175, 0.0) P(waves3_wf_dampx, 175, 0.0) \
  P(waves3_wf_dampy, 175, 0.0) \
  P(cloverleaf_wf_filled, 176, 0.85) \
  P(rose_wf_amp, 177, 0.5) P(rose_wf_waves, 177, 4.0) P(rose_wf_filled, 177, 0.85) \
  P(heart_wf_scale_x, 178, 1.0) P(heart_wf_shift_t, 178, 0.0) P(heart_wf_scale_r_left, 178, 1.0) \
  P(heart_wf_scale_r_right, 178, 1.0) \
  P(julian3Dx_power, 179, 3.0) P(julian3Dx_dist, 179, 1.0) P(julian3Dx_a, 179, 1.0) P(julian3Dx_b, 179, 0.0) \
  P(julian3Dx_c, 179, 0.0) P(julian3Dx_d, 179, 1.0) P(julian3Dx_e, 179, 0.0) P(julian3Dx_f, 179, 0.0) \
  P(spherical3D_wf_invert, 180, 0.0) P(spherical3D_wf_exponent, 180, 2.0) \
  P(linearT3D_powX, 181, 1.35) P(linearT3D_powY, 181, 0.85) P(linearT3D_powZ, 181, 1.15) \
  P(kaleidoscope_pull, 182, 0.0) P(kaleidoscope_rotate, 182, 1.0) P(kaleidoscope_line_up, 182, 1.0) P(kaleidoscope_x, 182, 0.0) \
  P(kaleidoscope_y, 182, 0.0) \
  P(mandelbrot_iter, 184, 100.0) P(mandelbrot_xmin, 184, -1.6) P(mandelbrot_xmax, 184, 1.6) P(mandelbrot_ymin, 184, -1.2) \
  P(mandelbrot_ymax, 184, 1.2) P(mandelbrot_invert, 184, 0.0) P(mandelbrot_skin, 184, 0.012) P(mandelbrot_cx, 184, 0.0) \
  P(mandelbrot_cy, 184, 0.0) P(mandelbrot_max_points, 184, -1.0) P(mandelbrot_seed, 184, 1234.0) \
  P(mandelbrot_rnd_z_range, 184, 0.0) \
  P(hypertile1_p, 185, 3.0) P(hypertile1_q, 185, 7.0) \
  P(hypertile2_p, 186, 3.0) P(hypertile2_q, 186, 7.0) \
  P(julian2_a, 187, 1.0) P(julian2_b, 187, 0.0) P(julian2_c, 187, 0.0) P(julian2_d, 187, 1.0) P(julian2_e, 187, 0.0) \
  P(julian2_f, 187, 0.0) P(julian2_power, 187, 2.0) P(julian2_dist, 187, 1.0) \
  P(npolar_parity, 188, 0.0) P(npolar_n, 188, 1.0) \
  P(phoenix_julia_power, 189, 2.0) P(phoenix_julia_dist, 189, 1.0) P(phoenix_julia_x_distort, 189, -0.5) \
  P(phoenix_julia_y_distort, 189, 0.0) \
  P(cpow2_r, 190, 1.0) P(cpow2_a, 190, 0.0) P(cpow2_divisor, 190, 1.0) P(cpow2_spread, 190, 1.0) \
  P(cpow3_r, 191, 1.0) P(cpow3_d, 191, 1.0) P(cpow3_divisor, 191, 1.0) P(cpow3_spread, 191, 1.0) \
  P(log_db_base, 192, 1.0) P(log_db_fix_period, 192, 1.0) \
  P(GlynnSim1_radius, 194, 1.0) P(GlynnSim1_radius1, 194, 0.1) P(GlynnSim1_phi1, 194, 0.0) \
  P(GlynnSim1_thickness, 194, 0.1) P(GlynnSim1_contrast, 194, 1.5) P(GlynnSim1_pow, 194, 0.5) \
  P(GlynnSim2_radius, 195, 1.0) P(GlynnSim2_thickness, 195, 0.1) P(GlynnSim2_contrast, 195, 0.5) \
  P(GlynnSim2_pow, 195, 1.5) P(GlynnSim2_Phi1, 195, 0.0) P(GlynnSim2_Phi2, 195, 360.0) \
  P(GlynnSim3_radius, 196, 1.0) P(GlynnSim3_thickness, 196, 0.1) P(GlynnSim3_thickness2, 196, 0.1) \
  P(GlynnSim3_contrast, 196, 0.5) P(GlynnSim3_pow, 196, 1.5) \
  P(eJulia_power, 197, 2.0) \
  P(farblur_x, 202, 1.0) P(farblur_y, 202, 1.0) P(farblur_z, 202, 1.0) P(farblur_x_origin, 202, 0.0) \
  P(farblur_y_origin, 202, 0.0) P(farblur_z_origin, 202, 0.0) \
  P(blur_linear_length, 203, 0.0) P(blur_linear_angle, 203, 0.0) \
  P(blur_zoom_length, 204, 0.0) P(blur_zoom_x, 204, 0.0) P(blur_zoom_y, 204, 0.0) \
  P(blur_pixelize_size, 206, 0.1) P(blur_pixelize_scale, 206, 1.0) \
  P(tile_log_spread, 207, 1.0) \
  P(tile_hlp_width, 208, 1.0) \
  P(juliaq_power, 209, 3.0) P(juliaq_divisor, 209, 2.0) \
  P(mcarpet_x, 210, 0.0) P(mcarpet_y, 210, 0.0) P(mcarpet_twist, 210, 0.0) P(mcarpet_tilt, 210, 0.0) \
  P(checks_x, 211, 0.5) P(checks_y, 211, 0.5) P(checks_size, 211, 0.5) P(checks_rnd, 211, 0.0) \
  P(swirl3_shift, 213, 0.5) \
  P(swirl3r_shift, 214, 0.5) P(swirl3r_min, 214, 0.5) P(swirl3r_max, 214, 1.0) \
  P(flowerdb_petals, 219, 6.0) P(flowerdb_petal_split, 219, 0.0) P(flowerdb_petal_spread, 219, 1.0) \
  P(tanh_spiral_a, 221, 4.0) \
  P(Kaleidoscope_pull, 222, 0.0) P(Kaleidoscope_rotate, 222, 1.0) P(Kaleidoscope_line_up, 222, 1.0) \
  P(Kaleidoscope_x, 222, 0.0) P(Kaleidoscope_y, 222, 0.0) \
  P(Spirograph_a, 223, 3.0) P(Spirograph_b, 223, 2.0) P(Spirograph_d, 223, 1.0) P(Spirograph_tmin, 223, -1.0) \
  P(Spirograph_ymin, 223, -1.0) P(Spirograph_tmax, 223, 1.0) P(Spirograph_ymax, 223, 1.0) P(Spirograph_c1, 223, 0.0) \
  P(Spirograph_c2, 223, 0.0) \
  P(wavesn_freqx, 224, 2.0) P(wavesn_freqy, 224, 2.0) P(wavesn_scalex, 224, 1.0) P(wavesn_scaley, 224, 1.0) \
  P(wavesn_incx, 224, 0.0) P(wavesn_incy, 224, 0.0) P(wavesn_power, 224, 1.0) \
  P(SphericalN_Power, 225, 1.0) P(SphericalN_Dist, 225, 1.0) \
  P(Lissajous_tmin, 226, -3.14159265358979323846) P(Lissajous_tmax, 226, 3.14159265358979323846) \
  P(Lissajous_a, 226, 3.0) P(Lissajous_b, 226, 2.0) P(Lissajous_c, 226, 0.0) P(Lissajous_d, 226, 0.0) P(Lissajous_e, 226, 0.0) \
  P(line_delta, 227, 0.0) P(line_phi, 227, 0.0) \
  P(taurus_r, 228, 3.0) P(taurus_n, 228, 5.0) P(taurus_inv, 228, 1.5) P(taurus_sor, 228, 1.0) \
  P(barycentroid_a, 229, 1.0) P(barycentroid_b, 229, 0.0) P(barycentroid_c, 229, 0.0) P(barycentroid_d, 229, 1.0) \
  P(hypershift_shift, 230, 0.01) \
  P(d_spherical_weight, 231, 0.5) \
  P(post_axis_symmetry_wf_axis, 232, 0.0) P(post_axis_symmetry_wf_centre_x, 232, 0.25) \
  P(post_axis_symmetry_wf_centre_y, 232, 0.5) P(post_axis_symmetry_wf_centre_z, 232, 0.5) \
  P(post_axis_symmetry_wf_rotation, 232, 30.0) P(post_axis_symmetry_wf_x1colorshift, 232, 0.0) \
  P(post_axis_symmetry_wf_y1colorshift, 232, 0.0) P(post_axis_symmetry_wf_z1colorshift, 232, 0.0) \
  P(post_axis_symmetry_wf_x2colorshift, 232, 0.0) P(post_axis_symmetry_wf_y2colorshift, 232, 0.0) \
  P(post_axis_symmetry_wf_z2colorshift, 232, 0.0) \
  P(post_point_symmetry_wf_centre_x, 233, 0.25) P(post_point_symmetry_wf_centre_y, 233, 0.5) \
  P(post_point_symmetry_wf_order, 233, 3.0) P(post_point_symmetry_wf_colorshift, 233, 0.0) \
  P(elliptic_jwf_mode, 234, 1.0) \
  P(splits_lshear, 75, 0.0) P(splits_rshear, 75, 0.0) P(splits_ushear, 75, 0.0) P(splits_dshear, 75, 0.0) \
  P(dc_linear_offset, 235, 0.0) P(dc_linear_angle, 235, 0.0) P(dc_linear_scale, 235, 1.0) \
  P(plane_wf_position, 236, 3.0) P(plane_wf_size, 236, 10.0) P(plane_wf_axis, 236, 2.0) \
  P(plane_wf_direct_color, 236, 1.0) P(plane_wf_color_mode, 236, 3.0) \
  P(affine3D_translateX, 237, 0.0) P(affine3D_translateY, 237, 0.0) P(affine3D_translateZ, 237, 0.0) \
  P(affine3D_scaleX, 237, 1.0) P(affine3D_scaleY, 237, 1.0) P(affine3D_scaleZ, 237, 1.0) \
  P(affine3D_rotateX, 237, 0.0) P(affine3D_rotateY, 237, 0.0) P(affine3D_rotateZ, 237, 0.0) \
  P(affine3D_shearXY, 237, 0.0) P(affine3D_shearXZ, 237, 0.0) P(affine3D_shearYX, 237, 0.0) \
  P(affine3D_shearYZ, 237, 0.0) P(affine3D_shearZX, 237, 0.0) P(affine3D_shearZY, 237, 0.0) \
  P(post_mirror_wf_xaxis, 238, 1.0) P(post_mirror_wf_yaxis, 238, 0.0) P(post_mirror_wf_zaxis, 238, 0.0) \
  P(post_mirror_wf_xshift, 238, 0.0) P(post_mirror_wf_yshift, 238, 0.0) P(post_mirror_wf_zshift, 238, 0.0) \
  P(post_mirror_wf_xscale, 238, 1.0) P(post_mirror_wf_yscale, 238, 1.0) P(post_mirror_wf_xcolorshift, 238, 0.0) \
  P(post_mirror_wf_ycolorshift, 238, 0.0) P(post_mirror_wf_zcolorshift, 238, 0.0) \
  P(waves2_3D_freq, 239, 2.0) P(waves2_3D_scale, 239, 1.0) \
  P(depth_power, 242, 1.0) \
  P(disc3d_pi, 247, 3.14159265358979323846) \
  P(pRose3D_l, 249, 1.0) P(pRose3D_k, 249, 3.0) P(pRose3D_c, 249, 0.0) P(pRose3D_z1, 249, 1.0) \
  P(pRose3D_z2, 249, 1.0) P(pRose3D_refSc, 249, 1.0) P(pRose3D_opt, 249, 1.0) P(pRose3D_optSc, 249, 1.0) \
  P(pRose3D_opt3, 249, 0.0) P(pRose3D_transp, 249, 0.5) P(pRose3D_dist, 249, 1.0) P(pRose3D_wagsc, 249, 0.0) \
  P(pRose3D_crvsc, 249, 0.0) P(pRose3D_f, 249, 3.0) P(pRose3D_wigsc, 249, 0.0) P(pRose3D_offset, 249, 0.0) \
  P(loq_base, 263, 2.71828182845904523536) \
  P(trade_r1, 264, 1.0) P(trade_d1, 264, 1.0) P(trade_r2, 264, 1.0) P(trade_d2, 264, 1.0) \
  P(splits3D_x, 266, 0.0) P(splits3D_y, 266, 0.0) P(splits3D_z, 266, 0.0) \
  P(sphereblur_power, 267, 1.0) \
  P(falloff_scatter, 268, 1.0) P(falloff_mindist, 268, 0.5) P(falloff_mul_x, 268, 1.0) P(falloff_mul_y, 268, 1.0) \
  P(falloff_mul_z, 268, 0.0) P(falloff_x0, 268, 0.0) P(falloff_y0, 268, 0.0) P(falloff_z0, 268, 0.0) \
  P(falloff_invert, 268, 0.0) P(falloff_type, 268, 0.0) P(falloff_boxpow, 268, 2.0) \
  P(falloff3_blur_type, 269, 0.0) P(falloff3_blur_shape, 269, 0.0) P(falloff3_blur_strength, 269, 1.0) \
  P(falloff3_min_distance, 269, 0.5) P(falloff3_invert_distance, 269, 0.0) P(falloff3_mul_x, 269, 1.0) \
  P(falloff3_mul_y, 269, 1.0) P(falloff3_mul_z, 269, 0.0) P(falloff3_mul_c, 269, 0.0) P(falloff3_center_x, 269, 0.0) \
  P(falloff3_center_y, 269, 0.0) P(falloff3_center_z, 269, 0.0) P(falloff3_alpha, 269, 0.0) \
  P(pie3D_slices, 273, 6.0) P(pie3D_rotation, 273, 0.5) P(pie3D_thickness, 273, 0.5) \
  P(popcorn2_3D_x, 274, 0.1) P(popcorn2_3D_y, 274, 0.1) P(popcorn2_3D_z, 274, 0.1) P(popcorn2_3D_c, 274, 3.0) \
  P(rblur_strength, 275, 1.0) P(rblur_offset, 275, 1.0) P(rblur_center_x, 275, 0.0) P(rblur_center_y, 275, 0.0) \
  P(pow_block_numerator, 276, 3.0) P(pow_block_denominator, 276, 2.0) P(pow_block_root, 276, 1.0) \
  P(pow_block_correctn, 276, 1.0) P(pow_block_correctd, 276, 1.0) \
  P(julia3Dq_power, 277, 3.0) P(julia3Dq_divisor, 277, 2.0) \
  P(waves2_freqz, 81, 0.0) P(waves2_scalez, 81, 0.0) \
  P(hexes_cellsize, 279, 1.0) P(hexes_power, 279, 1.0) P(hexes_rotate, 279, 0.166) P(hexes_scale, 279, 1.0) \
  P(hypertile3D_p, 280, 3.0) P(hypertile3D_q, 280, 7.0) P(hypertile3D_n, 280, 0.0) \
  P(hypertile3D2_p, 281, 3.0) P(hypertile3D2_q, 281, 7.0) \
  P(cubic3D_xpand, 282, 0.25) P(cubic3D_style, 282, 0.0) \
  P(juliaNab_n, 283, 1.0) P(juliaNab_a, 283, 1.0) P(juliaNab_b, 283, 1.0) P(juliaNab_separ, 283, 1.0) \
  P(lazyTravis_spin_in, 284, 1.0) P(lazyTravis_spin_out, 284, 0.0) P(lazyTravis_space, 284, 0.0) \
  P(extrude_root_face, 285, 0.5) \
  P(eScale_scale, 286, 1.0) P(eScale_angle, 286, 0.0) \
  P(eMotion_move, 287, 0.0) P(eMotion_rotate, 287, 0.0) \
  P(depth_blur2_power, 288, 5.0) P(depth_blur2_range, 288, 0.401623) P(depth_blur2_blur, 288, 1.0) \
  P(depth_blur2_radius, 288, 1.0) P(depth_blur2_x0, 288, 0.0) P(depth_blur2_y0, 288, 0.0) \
  P(depth_blur2_mulx, 288, 1.0) P(depth_blur2_muly, 288, 1.0) P(depth_blur2_exp, 288, 1.0) \
  P(cropn_power, 289, 5.0) P(cropn_radius, 289, 1.0) P(cropn_scatterdist, 289, 0.0) P(cropn_zero, 289, 0.0) \
  P(circlesplit_radius, 290, 1.0) P(circlesplit_split, 290, 0.5) \
  P(blur_heart_p, 291, 0.5) P(blur_heart_a, 291, -0.6) P(blur_heart_b, 291, 0.7) \
  P(bcircle_scale, 292, 1.0) P(bcircle_borderwidth, 292, 0.0) \
  P(bTransform_rotate, 293, 0.0) P(bTransform_power, 293, 0.0) P(bTransform_move, 293, 0.0) P(bTransform_split, 293, 0.0) \
  P(asteria_alpha, 294, 0.0) \
  P(gnarly_cellsize, 295, 1.0) P(gnarly_twist, 295, 1.0) \
  P(ho_xpow, 296, 3.0) P(ho_ypow, 296, 3.0) P(ho_zpow, 296, 3.0) \
  P(sec2_bs_x1, 300, 1.25) P(sec2_bs_x2, 300, 0.75) P(sec2_bs_y1, 300, 1.5) P(sec2_bs_y2, 300, 0.5) \
  P(exblur_dist, 301, 0.5) P(exblur_r, 301, 0.25) P(exblur_x_origin, 301, 0.0) P(exblur_y_origin, 301, 0.0) \
  P(exblur_z_origin, 301, 0.0) \
  P(maple_leaf_filled, 302, 0.5) \
  P(rhodonea_knumer, 303, 3.0) P(rhodonea_kdenom, 303, 4.0) P(rhodonea_inner_mode, 303, 1.0) \
  P(rhodonea_outer_mode, 303, 1.0) P(rhodonea_inner_spread, 303, 0.0) P(rhodonea_outer_spread, 303, 0.0) \
  P(rhodonea_inner_spread_ratio, 303, 1.0) P(rhodonea_outer_spread_ratio, 303, 1.0) \
  P(rhodonea_spread_split, 303, 1.0) P(rhodonea_fill, 303, 0.0) P(rhodonea_radial_offset, 303, 0.0) \
  P(rhodonea_cycles, 303, 0.0) P(rhodonea_cycle_offset, 303, 0.0) P(rhodonea_metacycles, 303, 1.0) \
  P(rhodonea_metacycle_expansion, 303, 0.0) \
  P(sunflower_nPoints, 304, 500.0) P(sunflower_shape, 304, 10.0) P(sunflower_scale, 304, 0.02) \
  P(sunflower_angle, 304, 180.0) P(sunflower_color, 304, 0.0) P(sunflower_invert, 304, 0.0) \
  P(szubieta_width, 305, 128.0) P(szubieta_height, 305, 128.0) P(szubieta_type, 305, 0.0) P(szubieta_scale, 305, 0.5) \
  P(tanh2_bs_x1, 306, 2.0) P(tanh2_bs_x2, 306, 2.0) P(tanh2_bs_y1, 306, 2.0) P(tanh2_bs_y2, 306, 2.0) \
  P(sinh2_bs_x1, 307, 1.0) P(sinh2_bs_x2, 307, 1.0) P(sinh2_bs_y1, 307, 1.0) P(sinh2_bs_y2, 307, 1.0) \
  P(sech2_bs_x1, 308, 1.25) P(sech2_bs_x2, 308, 0.75) P(sech2_bs_y1, 308, 1.5) P(sech2_bs_y2, 308, 0.75) \
  P(csc2_bs_x1, 309, 1.0) P(csc2_bs_x2, 309, 1.0) P(csc2_bs_y1, 309, 1.0) P(csc2_bs_y2, 309, 1.0) \
  P(cot2_bs_x1, 310, 2.0) P(cot2_bs_x2, 310, 2.0) P(cot2_bs_y1, 310, 2.0) P(cot2_bs_y2, 310, 2.0) \
  P(cos2_bs_x1, 311, 1.0) P(cos2_bs_x2, 311, 1.0) P(cos2_bs_y1, 311, 1.0) P(cos2_bs_y2, 311, 1.0) \
  P(disc3_a, 314, 1.0) P(disc3_b, 314, 1.0) P(disc3_c, 314, 1.0) P(disc3_d, 314, 1.0) P(disc3_e, 314, 1.0) P(disc3_f, 314, 1.0) P(disc3_g, 314, 1.0) P(disc3_h, 314, 1.0) \
  P(oak_leaf_filled, 316, 0.25) P(japanese_maple_leaf_filled, 317, 0.15) \
  P(ennepers2_a, 319, 1.0) P(ennepers2_b, 319, 0.3333) P(ennepers2_c, 319, 0.075) \
  P(sph3D_x, 320, 0.75) P(sph3D_y, 320, 1.0) P(sph3D_z, 320, 0.5) \
  P(cone_radius1, 321, 0.5) P(cone_radius2, 321, 1.0) P(cone_size1, 321, 0.5) P(cone_size2, 321, 2.0) \
  P(cone_ywave, 321, 1.0) P(cone_xwave, 321, 1.0) P(cone_height, 321, 1.0) P(cone_warp, 321, 1.0) P(cone_weight, 321, 2.0) \
  P(petal3D_apo_width, 323, 1.0) P(petal3D_apo_Zshape, 323, 0.25) P(petal3D_apo_scale1, 323, 0.25) \
  P(petal3D_apo_scale2, 323, 0.25) P(petal3D_apo_style, 323, 0.0) \
  P(sym_ng1_stepx, 324, 0.5) P(sym_ng1_stepy, 324, 0.5) P(sym_ng2_stepx, 325, 2.0) P(sym_ng2_stepy, 325, 2.0) \
  P(sym_ng3_sepx, 326, 0.5) P(sym_ng3_sepy, 326, 0.0) P(sym_ng3_step, 326, 2.0) \
  P(sym_ng4_sepx, 327, 0.0) P(sym_ng4_sepy, 327, 0.0) P(sym_ng4_stepx, 327, 0.0) P(sym_ng4_stepy, 327, 0.0) \
  P(sym_ng5_sepx, 328, 0.0) P(sym_ng5_sepy, 328, 0.0) P(sym_ng5_stepx, 328, 0.0) \
  P(sym_ng6_sepy, 329, 0.1) P(sym_ng6_stepx, 329, 1.0) P(sym_ng6_stepy, 329, 1.0) \
  P(sym_ng7_sepx, 330, 0.0) P(sym_ng7_sepy, 330, 0.0) P(sym_ng8_sepx, 331, 0.0) P(sym_ng8_sepy, 331, 0.0) \
  P(sym_ng8_skewx, 331, 0.0) P(sym_ng8_skewy, 331, 0.0) P(sym_ng9_sepx, 332, 0.0) P(sym_ng9_sepy, 332, 0.0) \
  P(sym_ng10_space, 333, 0.0) P(sym_ng10_spacex, 333, 0.0) P(sym_ng10_spacey, 333, 0.0) \
  P(sym_ng11_space, 334, 0.0) P(sym_ng11_spacex, 334, 0.0) P(sym_ng11_spacey, 334, 0.0) P(sym_ng11_stepx, 334, 1.5) \
  P(sym_ng11_stepy, 334, 1.5) P(sym_ng12_space, 335, 0.0) P(sym_ng12_spacex, 335, 0.0) P(sym_ng12_spacey, 335, 0.0) \
  P(sym_ng13_radius, 336, 0.0) P(sym_ng13_stepx, 336, 0.0) P(sym_ng13_stepy, 336, 0.0) \
  P(sym_ng14_radius, 337, 0.0) P(sym_ng14_stepx, 337, 0.0) P(sym_ng14_stepy, 337, 0.0) \
  P(sym_ng15_radius, 338, 0.0) P(sym_ng15_stepx, 338, 0.0) P(sym_ng15_stepy, 338, 0.0) \
  P(sym_ng16_radius, 339, 0.0) P(sym_ng16_stepx, 339, 0.0) P(sym_ng16_stepy, 339, 0.0) \
  P(sym_ng17_radius, 340, 0.0) P(sym_ng17_stepx, 340, 0.0) P(sym_ng17_stepy, 340, 0.0) \
  P(sym_bg1_stepx, 341, 0.0) P(sym_bg1_stepy, 341, 0.0) P(sym_bg2_stepx, 342, 0.0) P(sym_bg2_stepy, 342, 0.0) \
  P(sym_bg3_stepx, 343, 0.0) P(sym_bg3_stepy, 343, 0.0) P(sym_bg4_stepx, 344, 0.0) P(sym_bg4_stepy, 344, 0.0) \
  P(sym_bg5_stepx, 345, 0.0) P(sym_bg5_stepy, 345, 0.0) P(sym_bg6_stepx, 346, 0.0) P(sym_bg6_stepy, 346, 0.0) \
  P(sym_bg7_stepx, 347, 0.0) P(sym_bg7_stepy, 347, 0.0) P(superShape3d_rho, 348, 9.9) P(superShape3d_phi, 348, 2.5) \
  P(superShape3d_m1, 348, 6.0) P(superShape3d_m2, 348, 3.0) P(superShape3d_a1, 348, 1.0) P(superShape3d_a2, 348, 1.0) \
  P(superShape3d_b1, 348, 1.0) P(superShape3d_b2, 348, 1.0) P(superShape3d_n1_1, 348, 1.0) \
  P(superShape3d_n1_2, 348, 1.0) P(superShape3d_n2_1, 348, 1.0) P(superShape3d_n2_2, 348, 1.0) \
  P(superShape3d_n3_1, 348, 1.0) P(superShape3d_n3_2, 348, 1.0) P(superShape3d_spiral, 348, 0.0) \
  P(superShape3d_toroidmap, 348, 0.0) P(spirograph3D_a, 349, 1.0) P(spirograph3D_b, 349, -0.3) \
  P(spirograph3D_c, 349, 0.4) P(spirograph3D_tmin, 349, 0.0) P(spirograph3D_tmax, 349, 1000.0) \
  P(spirograph3D_width, 349, 0.0) P(spirograph3D_mode, 349, 0.0) P(spirograph3D_direct_color, 349, 0.0) \
  P(seashell3D_final_radius, 350, 0.25) P(seashell3D_height, 350, 3.5) P(seashell3D_inner_radius, 350, 0.4) \
  P(seashell3D_nSpirals, 350, 3.0) P(clifford_js_a, 355, -1.4) P(clifford_js_b, 355, 1.6) P(clifford_js_c, 355, 1.0) \
  P(clifford_js_d, 355, 0.7) P(lorenz_js_a, 356, 10.0) P(lorenz_js_b, 356, 28.0) P(lorenz_js_c, 356, 1.66) \
  P(lorenz_js_h, 356, 1e-05) P(lorenz_js_centerx, 356, 0.0) P(lorenz_js_centery, 356, 0.0) \
  P(lorenz_js_scale, 356, 1000.0) P(svensson_js_a, 357, 1.4) P(svensson_js_b, 357, 1.56) P(svensson_js_c, 357, 1.4) \
  P(svensson_js_d, 357, -6.56) P(sattractor_js_m, 358, 10.0) P(woggle_js_m, 359, 2.0) \
  P(post_smartcrop_power, 360, 4.0) P(post_smartcrop_radius, 360, 1.0) P(post_smartcrop_roundstr, 360, 0.0) \
  P(post_smartcrop_roundwidth, 360, 1.0) P(post_smartcrop_distortion, 360, 1.0) P(post_smartcrop_edge, 360, 0.0) \
  P(post_smartcrop_scatter, 360, 0.0) P(post_smartcrop_offset, 360, 0.0) P(post_smartcrop_cropmode, 360, 1.0) \
  P(post_smartcrop_static, 360, 2.0) \
  P(sin2_bs_x1, 361, 1.0) P(sin2_bs_x2, 361, 1.0) P(sin2_bs_y1, 361, 1.0) P(sin2_bs_y2, 361, 1.0) \
  P(tan2_bs_x1, 362, 2.0) P(tan2_bs_x2, 362, 2.0) P(tan2_bs_y1, 362, 2.0) P(tan2_bs_y2, 362, 2.0) \
  P(csch2_bs_x1, 363, 1.0) P(csch2_bs_x2, 363, 1.0) P(csch2_bs_y1, 363, 1.0) P(csch2_bs_y2, 363, 1.0) \
  P(coth2_bs_x1, 364, 2.0) P(coth2_bs_x2, 364, 2.0) P(coth2_bs_y1, 364, 2.0) P(coth2_bs_y2, 364, 2.0) \
  P(cosh2_bs_x1, 365, 1.0) P(cosh2_bs_x2, 365, 1.0) P(cosh2_bs_y1, 365, 1.0) P(cosh2_bs_y2, 365, 1.0) \
  P(chunk_a, 366, 1.0) P(chunk_b, 366, 0.0) P(chunk_c, 366, 1.0) P(chunk_d, 366, 0.0) P(chunk_e, 366, 0.0) \
  P(chunk_f, 366, -1.0) P(chunk_mode, 366, 0.0) \
  P(crown_js_a, 367, 5.0) P(crown_js_b, 367, 0.6309297535714574) \
  P(maurer_rose_kn, 368, 2.0) P(maurer_rose_kd, 368, 1.0) P(maurer_rose_c, 368, 0.0) \
  P(maurer_rose_line_offset_degrees, 368, 71.0) P(maurer_rose_line_count, 368, 360.0) \
  P(maurer_rose_show_lines, 368, 1.0) P(maurer_rose_show_points, 368, 0.0) P(maurer_rose_show_curve, 368, 0.05) \
  P(maurer_rose_line_thickness, 368, 0.5) P(maurer_rose_point_thickness, 368, 3.0) \
  P(maurer_rose_curve_thickness, 368, 1.0) \
  P(layered_spiral_radius, 371, 1.0) \
  P(spligon_sides, 372, 3.0) P(spligon_r, 372, 1.0) P(spligon_i, 372, 1.0) \
  P(shredded_x1, 373, 1.0) P(shredded_x2, 373, 3.0) P(shredded_x3, 373, 1.0) P(shredded_x_blur_amount, 373, 0.1) \
  P(shredded_y1, 373, 1.0) P(shredded_y2, 373, 3.0) P(shredded_y3, 373, 1.0) P(shredded_y_blur_amount, 373, 0.1) \
  P(shredded_z1, 373, 1.0) P(shredded_z2, 373, 3.0) P(shredded_z3, 373, 1.0) P(shredded_z_blur_amount, 373, 0.1) \
  P(shredded_type, 373, 0.0) P(shredded_blur, 373, 0.0) \
  P(joukowski_P1, 374, 2.5) P(joukowski_P2, 374, 0.0) P(joukowski_inverse, 374, 0.0) \
  P(circleRand_Sc, 375, 1.0) P(circleRand_Dens, 375, 0.5) P(circleRand_X, 375, 10.0) P(circleRand_Y, 375, 10.0) \
  P(circleRand_Seed, 375, 0.0) \
  P(lazysensen_scale_x, 376, 1.0) P(lazysensen_scale_y, 376, 1.0) P(lazysensen_scale_z, 376, 0.0) \
  P(glitchy1_scale_x, 377, 1.0) P(glitchy1_shift_x, 377, 0.0) P(glitchy1_n_x, 377, 2.0) P(glitchy1_scale_y, 377, 1.0) \
  P(glitchy1_shift_y, 377, 0.0) P(glitchy1_n_y, 377, 2.0) P(glitchy1_scale_z, 377, 0.0) P(glitchy1_shift_z, 377, 0.0) \
  P(glitchy1_n_z, 377, 2.0) P(glitchy1_width, 377, 1.0) P(glitchy1_seed, 377, 42.0) P(glitchy1_angle, 377, 30.0) \
  P(glitchy1_u, 377, 1.0) P(glitchy1_v, 377, 1.0) P(glitchy1_w, 377, 1.0) \
  P(rosoni_maxiter, 378, 25.0) P(rosoni_sweetiter, 378, 3.0) P(rosoni_altshapes, 378, 0.0) P(rosoni_cutoff, 378, 1.0) \
  P(rosoni_radius, 378, 0.4) P(rosoni_dx, 378, 0.6) P(rosoni_dy, 378, 0.0) \
  P(minkowskope_separation, 379, 0.5) P(minkowskope_frequencyx, 379, -2.0) P(minkowskope_frequencyy, 379, 2.0) \
  P(minkowskope_amplitude, 379, 0.5) P(minkowskope_perturbation, 379, 1.0) P(minkowskope_damping, 379, 0.0) \
  P(tqmirror_preset, 380, 0.0) P(tqmirror_a, 380, 1.0) P(tqmirror_b, 380, 1.0) P(tqmirror_c, 380, 1.0) \
  P(tqmirror_d, 380, 1.0) P(tqmirror_e, 380, 1.0) P(tqmirror_f, 380, 1.0) P(tqmirror_g, 380, 1.0) P(tqmirror_h, 380, 1.0) \
  P(tqmirror_i, 380, 1.0) P(tqmirror_j, 380, 1.0) P(tqmirror_k, 380, 1.0) P(tqmirror_l, 380, 0.0) P(tqmirror_m, 380, 0.0) \
  P(tqmirror_n, 380, 0.0) P(tqmirror_o, 380, 0.0) P(tqmirror_p, 380, 0.0) P(tqmirror_q, 380, 0.0) P(tqmirror_r, 380, 1.0) \
  P(tqmirror_s, 380, 1.0) P(tqmirror_type, 380, 0.0) P(tqmirror_mode, 380, 0.0) \
  P(complex_cospow, 381, 1.0) P(complex_cosx1, 381, 1.0) P(complex_cosx2, 381, 1.0) P(complex_cosy1, 381, 1.0) P(complex_cosy2, 381, 1.0) \
  P(complex_coshpow, 381, 0.0) P(complex_coshx1, 381, 1.0) P(complex_coshx2, 381, 1.0) P(complex_coshy1, 381, 1.0) P(complex_coshy2, 381, 1.0) \
  P(complex_cotpow, 381, 0.0) P(complex_cotx1, 381, 2.0) P(complex_cotx2, 381, 2.0) P(complex_coty1, 381, 2.0) P(complex_coty2, 381, 2.0) \
  P(complex_cothpow, 381, 0.0) P(complex_cothx1, 381, 2.0) P(complex_cothx2, 381, 2.0) P(complex_cothy1, 381, 2.0) P(complex_cothy2, 381, 2.0) \
  P(complex_cscpow, 381, 0.0) P(complex_cscx1, 381, 1.0) P(complex_cscx2, 381, 1.0) P(complex_cscy1, 381, 1.0) P(complex_cscy2, 381, 1.0) \
  P(complex_cschpow, 381, 0.0) P(complex_cschx1, 381, 1.0) P(complex_cschx2, 381, 1.0) P(complex_cschy1, 381, 1.0) P(complex_cschy2, 381, 1.0) \
  P(complex_exppow, 381, 0.0) P(complex_expx1, 381, 1.0) P(complex_expy1, 381, 1.0) P(complex_expy2, 381, 1.0) \
  P(complex_secpow, 381, 0.0) P(complex_secx1, 381, 1.0) P(complex_secx2, 381, 1.0) P(complex_secy1, 381, 1.0) P(complex_secy2, 381, 1.0) \
  P(complex_sechpow, 381, 0.0) P(complex_sechx1, 381, 1.0) P(complex_sechx2, 381, 1.0) P(complex_sechy1, 381, 1.0) P(complex_sechy2, 381, 1.0) \
  P(complex_sinpow, 381, 0.0) P(complex_sinx1, 381, 1.0) P(complex_sinx2, 381, 1.0) P(complex_siny1, 381, 1.0) P(complex_siny2, 381, 1.0) \
  P(complex_sinhpow, 381, 0.0) P(complex_sinhx1, 381, 1.0) P(complex_sinhx2, 381, 1.0) P(complex_sinhy1, 381, 1.0) P(complex_sinhy2, 381, 1.0) \
  P(complex_tanpow, 381, 0.0) P(complex_tanx1, 381, 2.0) P(complex_tanx2, 381, 2.0) P(complex_tany1, 381, 2.0) P(complex_tany2, 381, 2.0) \
  P(complex_tanhpow, 381, 0.0) P(complex_tanhx1, 381, 2.0) P(complex_tanhx2, 381, 2.0) P(complex_tanhy1, 381, 2.0) P(complex_tanhy2, 381, 2.0) \
  P(post_trig_reciprocalpow, 382, 1.0) P(post_trig_log_dividepow, 382, 0.0) P(post_trig_sqrtpow, 382, 0.0) P(post_trig_exppow, 382, 0.0) P(post_trig_logpow, 382, 0.0) \
  P(post_trig_asinhpow, 382, 0.0) P(post_trig_acoshpow, 382, 0.0) P(post_trig_atanhpow, 382, 0.0) P(post_trig_asinpow, 382, 0.0) P(post_trig_acospow, 382, 0.0) \
  P(post_trig_atanpow, 382, 0.0) P(post_trig_sinpow, 382, 0.0) P(post_trig_cospow, 382, 0.0) P(post_trig_tanpow, 382, 0.0) P(post_trig_sinhpow, 382, 0.0) \
  P(post_trig_coshpow, 382, 0.0) P(post_trig_tanhpow, 382, 0.0) \
  P(inversion_scale, 383, 1.0) P(inversion_rotation, 383, 0.0) P(inversion_shape, 383, 0.0) P(inversion_imode, 383, 0.0) \
  P(inversion_a, 383, 1.0) P(inversion_b, 383, 1.0) P(inversion_c, 383, 0.0) P(inversion_d, 383, 0.0) \
  P(inversion_e, 383, 0.0) P(inversion_f, 383, 0.0) P(inversion_ring_mode, 383, 0.0) P(inversion_ring_scale, 383, 1.0) \
  P(inversion_pnorm_point, 383, 2.0) P(inversion_pnorm_shape, 383, 2.0) P(inversion_pnorm_pmod, 383, 1.0) \
  P(inversion_pnorm_smod, 383, 1.0) P(inversion_draw_shape, 383, 0.0) P(inversion_shape_thickness, 383, 0.0) \
  P(inversion_passthrough, 383, 0.0) P(inversion_guides_enabled, 383, 1.0) P(inversion_color_measure, 383, 0.0) \
  P(inversion_color_gradient, 383, 1.0) P(inversion_color_low_threshold, 383, 0.0) \
  P(inversion_color_high_threshold, 383, 1.0) \
  P(gpattern_seed, 384, 10000.0) P(gpattern_width, 384, 4.0) P(gpattern_height, 384, 2.0) P(gpattern_lineheight, 384, 0.15) \
  P(gpattern_angle, 384, 0.0) P(gpattern_randPos, 384, 0.0) P(gpattern_randSize, 384, 0.0) P(gpattern_fill, 384, 1.0) \
  P(gpattern_ouline, 384, 0.0) P(gpattern_fill_color, 384, 0.0) P(gpattern_fill_color_speed, 384, 1.0) \
  P(gpattern_outline_color, 384, 0.0) P(gpattern_count, 384, 7.0) \
  P(gpattern_sides0, 384, 3.0) P(gpattern_sides1, 384, 4.0) P(gpattern_sides2, 384, 5.0) P(gpattern_sides3, 384, 6.0) P(gpattern_sides4, 384, 5.0) P(gpattern_sides5, 384, 4.0) P(gpattern_sides6, 384, 3.0) P(gpattern_sides7, 384, 3.0) \
  P(gpattern_sides8, 384, 3.0) P(gpattern_sides9, 384, 3.0) P(gpattern_sides10, 384, 3.0) P(gpattern_sides11, 384, 3.0) P(gpattern_sides12, 384, 3.0) P(gpattern_sides13, 384, 3.0) P(gpattern_sides14, 384, 3.0) P(gpattern_sides15, 384, 3.0) \
  P(scrambly_l, 385, 3.0) P(scrambly_seed, 385, 51.0) P(scrambly_byrows, 385, 0.0) P(scrambly_cellsize, 385, 0.1) \
  P(log_base, 83, 2.71828182845904523536) \
  P(fdisc_ashift, 127, 1.0) P(fdisc_rshift, 127, 1.0) P(fdisc_xshift, 127, 0.0) P(fdisc_yshift, 127, 0.0) \
  P(fdisc_term1, 127, 1.0) P(fdisc_term2, 127, 0.0) P(fdisc_term3, 127, 0.0) P(fdisc_term4, 127, 0.0) \
  P(henon_c, 150, 1.0) P(lozi_c, 151, 1.0) \
  P(stwin_offset_xy, 140, 0.0) P(stwin_offset_x2, 140, 0.0) P(stwin_offset_y2, 140, 0.0) \
  P(hypershift_stretch, 230, 1.0) \
  P(crop_box_width, 386, 0.5) P(crop_box_height, 386, 0.5) P(crop_box_invert, 386, 0.0) \
  P(crop_cross_width, 387, 0.5) P(crop_cross_Size, 387, 0.5) P(crop_cross_round, 387, 0.001) P(crop_cross_invert, 387, 0.0) \
  P(crop_polygon_type, 388, 4.0) P(crop_polygon_radius, 388, 0.35) P(crop_polygon_invert, 388, 0.0) \
  P(crop_rhombus_width, 389, 0.5) P(crop_rhombus_height, 389, 0.5) P(crop_rhombus_invert, 389, 0.0) \
  P(crop_stars_radius, 390, 0.35) P(crop_stars_n, 390, 3.0) P(crop_stars_r2, 390, 0.333) P(crop_stars_invert, 390, 0.0) \
  P(crop_trapezoid_base_sup, 391, 0.5) P(crop_trapezoid_base_inf, 391, 0.2) P(crop_trapezoid_height, 391, 0.5) \
  P(crop_trapezoid_invert, 391, 0.0) \
  P(crop_triangle_x1, 392, 0.0) P(crop_triangle_y1, 392, 0.5) P(crop_triangle_x2, 392, 0.5) P(crop_triangle_y2, 392, 0.5) \
  P(crop_triangle_x3, 392, 0.0) P(crop_triangle_y3, 392, -0.5) \
  P(crop_vesica_width, 393, 0.2) P(crop_vesica_height, 393, 0.1) P(crop_vesica_invert, 393, 0.0) \
  P(crop_x_radius, 394, 0.1) P(crop_x_w, 394, 0.5) P(crop_x_invert, 394, 0.0) \
  P(flower_db_petals, 395, 6.0) P(flower_db_petal_split, 395, 0.0) P(flower_db_petal_spread, 395, 1.0) \
  P(flower_db_stem_thickness, 395, 1.0) P(flower_db_stem_length, 395, 0.0) P(flower_db_petal_fold_strength, 395, 0.0) \
  P(flower_db_petal_fold_radius, 395, 1.0) \
  P(cpow3_wf_r, 396, 1.0) P(cpow3_wf_a, 396, 0.1) P(cpow3_wf_divisor, 396, 1.0) P(cpow3_wf_spread, 396, 1.0) \
  P(cpow3_wf_discrete_spread, 396, 1.0) P(cpow3_wf_spread2, 396, 0.0) P(cpow3_wf_offset2, 396, 1.0) \
  P(butterfly_fay_offset, 397, 0.0) P(butterfly_fay_unified_inner_outer, 397, 1.0) P(butterfly_fay_outer_mode, 397, 1.0) \
  P(butterfly_fay_inner_mode, 397, 1.0) P(butterfly_fay_outer_spread, 397, 0.0) P(butterfly_fay_inner_spread, 397, 0.0) \
  P(butterfly_fay_outer_spread_ratio, 397, 1.0) P(butterfly_fay_inner_spread_ratio, 397, 1.0) \
  P(butterfly_fay_spread_split, 397, 1.0) P(butterfly_fay_cycles, 397, 0.0) P(butterfly_fay_fill, 397, 0.0) \
  P(xheart_blur_wf_angle, 398, 0.0) P(xheart_blur_wf_ratio, 398, 0.0) \
  P(target_sp_twist, 399, 0.0) P(target_sp_n_of_sp, 399, 1.0) P(target_sp_size, 399, 2.0) P(target_sp_tightness, 399, 0.625) \
  P(exp2_bs_x1, 400, 1.0) P(exp2_bs_y1, 400, 1.0) P(exp2_bs_y2, 400, 1.0) \
  P(octagon_jwf_x, 402, 0.0) P(octagon_jwf_y, 402, 0.0) P(octagon_jwf_z, 402, 0.0) P(octagon_jwf_mode, 402, 1.0) \
  P(sunflower_fill, 304, 0.0) \
  P(hypershift_jwf_shift, 403, 2.0) P(hypershift_jwf_stretch, 403, 1.0) \
  P(circlecrop_jwf_radius, 404, 1.0) P(circlecrop_jwf_x, 404, 0.0) P(circlecrop_jwf_y, 404, 0.0) \
  P(circlecrop_jwf_scatter_area, 404, 0.0) P(circlecrop_jwf_zero, 404, 1.0) \
  P(crop_jwf_left, 405, -1.0) P(crop_jwf_top, 405, -1.0) P(crop_jwf_right, 405, 1.0) P(crop_jwf_bottom, 405, 1.0) \
  P(crop_jwf_scatter_area, 405, 0.0) P(crop_jwf_zero, 405, 0.0) \
  FM_PLOT_PARAMS(P, yplot2d_wf, 406, x, -3.0, 2.0, y, -4.0, 4.0, z, -2.0, 2.0, 1.0) \
  FM_PLOT_PARAMS(P, yplot3d_wf, 407, x, -3.0, 2.0, y, -4.0, 4.0, z, -2.0, 2.0, 3.0) \
  FM_PLOT_PARAMS(P, polarplot2d_wf, 408, t, -3.0, 2.0, r, 0.0, 2.0, z, -2.0, 2.0, 1.0) \
  FM_PLOT_PARAMS(P, polarplot3d_wf, 409, t, -3.14159265358979323846, 3.14159265358979323846, u, 0.0, 3.14159265358979323846, r, -2.0, 2.0, 2.0) \
  P(polarplot3d_wf_cylindrical, 409, 0.0) \
  P(parplot2d_wf_preset_id, 410, -1.0) P(parplot2d_wf_umin, 410, 0.0) P(parplot2d_wf_umax, 410, 6.28318530717958647692) \
  P(parplot2d_wf_vmin, 410, 0.0) P(parplot2d_wf_vmax, 410, 6.28318530717958647692) P(parplot2d_wf_direct_color, 410, 1.0) \
  P(parplot2d_wf_color_mode, 410, 3.0) P(parplot2d_wf_solid, 410, 1.0) FM_PLOT_ABC(P, parplot2d_wf, 410) \
  FM_PLOT_PARAMS(P, isosfplot3d_wf, 411, x, -3.14159265358979323846, 3.14159265358979323846, y, -3.14159265358979323846, \
                 3.14159265358979323846, z, -3.14159265358979323846, 3.14159265358979323846, 9.0) \
  P(isosfplot3d_wf_thickness, 411, 0.05) P(isosfplot3d_wf_max_iter, 411, 160.0) \
  FM_FORMULA_PARAMS(P) \
  P(corners_x, 420, 1.0) P(corners_y, 420, 1.0) P(corners_mult_x, 420, 1.0) P(corners_mult_y, 420, 1.0) \
  P(corners_x_power, 420, 0.75) P(corners_y_power, 420, 0.75) P(corners_xy_power_add, 420, 0.0) \
  P(corners_log_mode, 420, 0.0) P(corners_log_base, 420, 2.71828) \
  P(triangle_x1, 421, -0.2) P(triangle_y1, 421, -0.1) P(triangle_z1, 421, 0.0) P(triangle_x2, 421, 0.2) \
  P(triangle_y2, 421, -0.1) P(triangle_z2, 421, 0.0) P(triangle_x3, 421, 0.2) P(triangle_y3, 421, 0.1) P(triangle_z3, 421, 0.0) \
  P(dinis_surface_wf_a, 422, 0.8) P(dinis_surface_wf_b, 422, 0.2) \
  P(colorscale_wf_scale_x, 423, 0.0) P(colorscale_wf_scale_y, 423, 0.0) P(colorscale_wf_scale_z, 423, 0.5) \
  P(colorscale_wf_offset_z, 423, 0.0) P(colorscale_wf_reset_z, 423, 0.0) P(colorscale_wf_sides, 423, 0.0) \
  P(checkerboard_wf_position, 424, 3.0) P(checkerboard_wf_size, 424, 10.0) P(checkerboard_wf_axis, 424, 2.0) \
  P(checkerboard_wf_checker_size, 424, 0.2) P(checkerboard_wf_displ_amount, 424, 0.05) \
  P(checkerboard_wf_checker_color1, 424, 0.25) P(checkerboard_wf_checker_color2, 424, 0.75) \
  P(checkerboard_wf_side_color, 424, 0.375) P(checkerboard_wf_with_sides, 424, 1.0) \
  P(stabilize_n, 425, 4.0) P(stabilize_seed, 425, 0.0) P(stabilize_p, 425, 0.1) P(stabilize_dc, 425, 0.0) \
  P(wallpaper_js_a, 426, 1.156) P(wallpaper_js_b, 426, -0.28) P(wallpaper_js_c, 426, 21.288) \
  P(harmonograph_js_seed, 427, 1234.0) P(harmonograph_js_time, 427, 100.0) \
  P(harmonograph_js_a1, 427, 100.0) P(harmonograph_js_f1, 427, 1.0) P(harmonograph_js_p1, 427, 0.0) P(harmonograph_js_d1, 427, 0.001) \
  P(harmonograph_js_a2, 427, 100.0) P(harmonograph_js_f2, 427, 2.0) P(harmonograph_js_p2, 427, 0.0) P(harmonograph_js_d2, 427, 0.001) \
  P(harmonograph_js_a3, 427, 100.0) P(harmonograph_js_f3, 427, 3.0) P(harmonograph_js_p3, 427, 0.0) P(harmonograph_js_d3, 427, 0.001) \
  P(harmonograph_js_a4, 427, 100.0) P(harmonograph_js_f4, 427, 4.0) P(harmonograph_js_p4, 427, 0.0) P(harmonograph_js_d4, 427, 0.001) \
  P(crob_top, 428, -1.0) P(crob_bottom, 428, 1.0) P(crob_left, 428, -1.0) P(crob_right, 428, 1.0) P(crob_blur, 428, 1.0) \
  P(crob_ratioBlur, 428, 0.05) P(crob_directBlur, 428, 2.0) \
  P(hamid_js_presetId, 429, 0.0) P(hamid_js_number_lines_circles, 429, 2000.0) P(hamid_js_filled_circles, 429, 1.0) \
  P(hamid_js_a, 429, 1.0) P(hamid_js_b, 429, 1.0) P(hamid_js_c, 429, 1.0) P(hamid_js_d, 429, 1.0) P(hamid_js_e, 429, 1.0) \
  P(hamid_js_f, 429, 1.0) P(hamid_js_g, 429, 1.0) P(hamid_js_h, 429, 1.0) P(hamid_js_i, 429, 1.0) P(hamid_js_j, 429, 1.0) \
  P(hamid_js_k, 429, 1.0) P(hamid_js_l, 429, 1.0) P(hamid_js_m, 429, 1.0) P(hamid_js_n, 429, 1.0) P(hamid_js_o, 429, 1.0) \
  P(hamid_js_p, 429, 1.0) \
  P(koch_js_level, 430, 2.0) P(koch_js_show_lines, 430, 1.0) P(koch_js_line_thickness, 430, 0.5) \
  P(koch_js_show_points, 430, 0.0) P(koch_js_point_thickness, 430, 3.0) \
  P(gosperisland_js_level, 431, 2.0) P(gosperisland_js_line_thickness, 431, 0.5) \
  P(htree_js_level, 432, 2.0) P(htree_js_size, 432, 2.0) P(htree_js_show_lines, 432, 1.0) \
  P(htree_js_line_thickness, 432, 0.5) P(htree_js_show_points, 432, 0.0) P(htree_js_point_thickness, 432, 3.0) \
  P(tree_js_level, 433, 2.0) P(tree_js_show_lines, 433, 1.0) P(tree_js_line_thickness, 433, 0.5) \
  P(tree_js_bend_angle, 433, 15.0) P(tree_js_branch_angle, 433, 37.0) P(tree_js_branch_ratio, 433, 0.65) \
  P(tree_js_show_points, 433, 0.0) P(tree_js_point_thickness, 433, 3.0) \
  P(rsquares_js_level, 434, 2.0) P(rsquares_js_show_lines, 434, 1.0) P(rsquares_js_line_thickness, 434, 0.5) \
  P(rsquares_js_show_points, 434, 0.0) P(rsquares_js_point_thickness, 434, 3.0) \
  P(waveblur_wf_count, 435, 5.0) P(waveblur_wf_phase, 435, 0.0) P(waveblur_wf_amplitude_z, 435, 0.5) \
  P(waveblur_wf_damping_z, 435, 0.0) P(waveblur_wf_direct_color, 435, 0.0) P(waveblur_wf_color_scale, 435, 0.5) \
  P(waveblur_wf_color_offset, 435, 0.0) \
  P(prepost_circlize_n, 436, 4.0) P(prepost_circlize_rotation, 436, 45.0) P(prepost_circlize_reverse, 436, 0.0) \
  P(rect_wf_x0, 440, -0.5) P(rect_wf_x1, 440, 0.5) P(rect_wf_y0, 440, -0.5) P(rect_wf_y1, 440, 0.5) \
  P(wave3D_wf_axis, 441, 2.0) P(wave3D_wf_wavelen, 441, 0.5) P(wave3D_wf_phase, 441, 0.0) P(wave3D_wf_damping, 441, 0.01) \
  P(wave3D_wf_centre_x, 441, 0.0) P(wave3D_wf_centre_y, 441, 0.0) P(wave3D_wf_centre_z, 441, 0.0) \
  P(prepost_blob_low, 442, 0.8) P(prepost_blob_high, 442, 1.2) P(prepost_blob_waves, 442, 6.0) \
  P(post_crosscrop_x, 444, 1.0) P(post_crosscrop_y, 444, 1.0) P(post_crosscrop_z, 444, 1.0) \
  P(post_crosscrop_rotation, 444, 0.0) P(post_crosscrop_reverse, 444, 0.0) \
  P(recip_reciprocalpow, 445, 1.0) P(recip_dividepow, 445, 0.0) P(recip_sqrtpow, 445, 0.0) P(recip_asinhpow, 445, 0.0) \
  P(recip_acoshpow, 445, 0.0) P(recip_atanhpow, 445, 0.0) P(recip_asechpow, 445, 0.0) P(recip_acosechpow, 445, 0.0) \
  P(recip_acothpow, 445, 0.0) P(recip_logpow, 445, 0.0) P(recip_exppow, 445, 0.0) P(recip_zx_mult, 445, 1.0) \
  P(recip_zy_mult, 445, 1.0) P(recip_zx_add, 445, 0.0) P(recip_zy_add, 445, 0.0) \
  P(recurrenceplot_func_id, 460, 0.0) P(recurrenceplot_a, 460, 0.5) P(recurrenceplot_b, 460, 10.0) P(recurrenceplot_k, 460, 5.0) \
  P(recurrenceplot_density, 460, 700.0) P(recurrenceplot_dc, 460, 0.0) P(recurrenceplot_scale, 460, 1.0) \
  P(recurrenceplot_angle, 460, 0.0) P(recurrenceplot_offset, 460, 0.0) P(recurrenceplot_tolerance, 460, 5.0) \
  P(nsudoku_level, 461, 5.0) P(nsudoku_thickness, 461, 0.5) P(nsudoku_size, 461, 0.5) P(nsudoku_angle, 461, 0.0) \
  P(nsudoku_type, 461, 4.0) \
  P(hexnix3D_majp, 462, 1.0) P(hexnix3D_scale, 462, 0.25) P(hexnix3D_zlift, 462, 0.0) P(hexnix3D_3side, 462, 0.67) \
  P(fract_julia_wf_max_iter, 463, 100.0) P(fract_julia_wf_xmin, 463, -1.0) P(fract_julia_wf_xmax, 463, 1.0) \
  P(fract_julia_wf_ymin, 463, -1.2) P(fract_julia_wf_ymax, 463, 1.2) P(fract_julia_wf_buddhabrot_mode, 463, 0.0) \
  P(fract_julia_wf_power, 463, 2.0) P(fract_julia_wf_xseed, 463, 0.35) P(fract_julia_wf_yseed, 463, 0.09) \
  P(fract_julia_wf_direct_color, 463, 1.0) P(fract_julia_wf_scalez, 463, 1.0) P(fract_julia_wf_clip_iter_min, 463, 4.0) \
  P(fract_julia_wf_clip_iter_max, 463, -5.0) P(fract_julia_wf_max_clip_iter, 463, 3.0) \
  P(fract_julia_wf_buddhabrot_min_iter, 463, 7.0) P(fract_julia_wf_scale, 463, 3.8) P(fract_julia_wf_offsetx, 463, 0.0) \
  P(fract_julia_wf_offsety, 463, 0.0) P(fract_julia_wf_offsetz, 463, 0.0) P(fract_julia_wf_z_fill, 463, 0.0) \
  P(fract_julia_wf_z_logscale, 463, 0.0) P(fract_julia_wf_color_only, 463, 0.0) \
  P(dragon_js_level, 464, 2.0) P(dragon_js_line_thickness, 464, 0.5) \
  P(hilbert_js_level, 465, 2.0) P(hilbert_js_show_lines, 465, 1.0) P(hilbert_js_line_thickness, 465, 0.5) \
  P(hilbert_js_show_points, 465, 0.0) P(hilbert_js_point_thickness, 465, 3.0) \
  P(dc_bubble_centerx, 466, 0.0) P(dc_bubble_centery, 466, 0.0) P(dc_bubble_scale, 466, 1.0) \
  P(dc_carpet_origin, 467, 0.0) \
  P(dc_cube_c1, 468, 0.0) P(dc_cube_c2, 468, 0.0) P(dc_cube_c3, 468, 0.0) P(dc_cube_c4, 468, 0.0) \
  P(dc_cube_c5, 468, 0.0) P(dc_cube_c6, 468, 0.0) P(dc_cube_x, 468, 1.0) P(dc_cube_y, 468, 1.0) P(dc_cube_z, 468, 1.0) \
  P(dc_cylinder_offset, 469, 0.0) P(dc_cylinder_angle, 469, 0.0) P(dc_cylinder_scale, 469, 0.5) \
  P(dc_cylinder_x, 469, 0.125) P(dc_cylinder_y, 469, 0.125) P(dc_cylinder_blur, 469, 1.0) \
  P(dc_triangle_scatter_area, 471, 0.0) P(dc_triangle_zero_edges, 471, 0.0) \
  P(dc_ztransl_x0, 472, 0.0) P(dc_ztransl_x1, 472, 1.0) P(dc_ztransl_factor, 472, 1.0) \
  P(dc_ztransl_overwrite, 472, 1.0) P(dc_ztransl_clamp, 472, 0.0) \
  P(polynomial_powx, 474, 1.0) P(polynomial_powy, 474, 1.0) P(polynomial_lcx, 474, 0.0) P(polynomial_lcy, 474, 0.0) \
  P(polynomial_scx, 474, 0.0) P(polynomial_scy, 474, 0.0) \
  P(murl2_c, 475, 0.0) P(murl2_power, 475, 1.0) \
  P(ortho_in, 476, 0.0) P(ortho_out, 476, 0.0) \
  P(MobiusNRe_A, 477, 1.0) P(MobiusNIm_A, 477, 0.0) P(MobiusNRe_B, 477, 0.0) P(MobiusNIm_B, 477, 0.0) \
  P(MobiusNRe_C, 477, 0.0) P(MobiusNIm_C, 477, 0.0) P(MobiusNRe_D, 477, 1.0) P(MobiusNIm_D, 477, 0.0) \
  P(MobiusN_Power, 477, 2.0) P(MobiusN_Dist, 477, 1.0) \
  P(fourth_spin, 478, 3.14159265358979323846) P(fourth_space, 478, 0.0) P(fourth_twist, 478, 0.0) \
  P(fourth_x, 478, 0.0) P(fourth_y, 478, 0.0) \
  P(gdoffs_delta_x, 479, 0.0) P(gdoffs_delta_y, 479, 0.0) P(gdoffs_area_x, 479, 2.0) P(gdoffs_area_y, 479, 2.0) \
  P(gdoffs_center_x, 479, 0.0) P(gdoffs_center_y, 479, 0.0) P(gdoffs_gamma, 479, 1.0) P(gdoffs_square, 479, 0.0) \
  P(sinusgrid_ampx, 481, 0.5) P(sinusgrid_ampy, 481, 0.5) P(sinusgrid_freqx, 481, 1.0) P(sinusgrid_freqy, 481, 1.0) \
  P(rational3_t3, 482, 1.0) P(rational3_t2, 482, 0.0) P(rational3_t1, 482, 0.0) P(rational3_tc, 482, 1.0) \
  P(rational3_b3, 482, 0.0) P(rational3_b2, 482, 1.0) P(rational3_b1, 482, 0.0) P(rational3_bc, 482, 1.0) \
  P(ripple_frequency, 483, 2.0) P(ripple_velocity, 483, 1.0) P(ripple_amplitude, 483, 0.5) P(ripple_centerx, 483, 0.0) \
  P(ripple_centery, 483, 0.0) P(ripple_phase, 483, 0.0) P(ripple_scale, 483, 1.0) \
  P(vibration_dir, 484, 0.0) P(vibration_angle, 484, 1.57079632679489661923) P(vibration_freq, 484, 1.0) \
  P(vibration_amp, 484, 0.25) P(vibration_phase, 484, 0.0) P(vibration_dir2, 484, 1.57079632679489661923) \
  P(vibration_angle2, 484, 1.57079632679489661923) P(vibration_freq2, 484, 1.0) P(vibration_amp2, 484, 0.25) \
  P(vibration_phase2, 484, 0.0) \
  P(coswrap_repeat, 485, 1.0) P(coswrap_amount_x, 485, 0.0) P(coswrap_amount_y, 485, 0.0) P(coswrap_phase_x, 485, 0.0) \
  P(coswrap_phase_y, 485, 0.0) \
  P(squirrel_a, 487, 1.0) P(squirrel_b, 487, 1.0) \
  P(spherivoid_radius, 491, 0.0) \
  P(eMod_radius, 494, 1.0) P(eMod_distance, 494, 0.0) \
  P(ePush_push, 495, 0.0) P(ePush_dist, 495, 1.0) P(ePush_rotate, 495, 0.0) \
  P(eRotate_rotate, 496, 0.0) \
  P(eSwirl_in, 497, 0.0) P(eSwirl_out, 497, 0.0) \
  P(eCollide_a, 498, 0.0) P(eCollide_num, 498, 1.0) \
  P(hole_a, 499, 1.0) P(hole_inside, 499, 0.0) \
  P(pulse_freqx, 501, 2.0) P(pulse_freqy, 501, 2.0) P(pulse_scalex, 501, 1.0) P(pulse_scaley, 501, 1.0) \
  P(projective_A, 503, 0.0) P(projective_B, 503, 0.0) P(projective_C, 503, 1.0) P(projective_A1, 503, 1.0) \
  P(projective_B1, 503, 0.0) P(projective_C1, 503, 0.0) P(projective_A2, 503, 0.0) P(projective_B2, 503, 1.0) \
  P(projective_C2, 503, 0.0) \
  P(bCollide_a, 504, 0.0) P(bCollide_num, 504, 1.0) \
  P(bMod_radius, 505, 1.0) P(bMod_distance, 505, 0.0) \
  P(bSwirl_in, 506, 0.0) P(bSwirl_out, 506, 0.0) \
  P(blocky_x, 508, 1.0) P(blocky_y, 508, 1.0) P(blocky_mp, 508, 4.0) \
  P(concentric_radius, 509, 1.0) P(concentric_density, 509, 10.0) P(concentric_R_blur, 509, 0.0) \
  P(concentric_Z_blur, 509, 0.0) \
  P(fibonacci2_sc, 513, 1.0) P(fibonacci2_sc2, 513, 1.0) \
  P(foci_p_c1, 514, 0.5) P(foci_p_c2, 514, 0.5) \
  P(GlynnSim4_radius, 516, 1.0) P(GlynnSim4_contrast, 516, 0.5) P(GlynnSim4_pow, 516, 1.5) P(GlynnSim4_X, 516, 0.0) \
  P(GlynnSim4_Y, 516, 0.0) \
  P(GlynnSim5_radius, 517, 1.0) P(GlynnSim5_thickness, 517, 0.1) P(GlynnSim5_contrast, 517, 0.5) \
  P(GlynnSim5_pow, 517, 1.5) \
  P(jac_cn_k, 520, 0.5) P(jac_dn_k, 521, 0.5) P(jac_sn_k, 522, 0.5) P(modulusx_x, 523, 1.0) P(modulusx_shift, 523, 0.0) \
  P(modulusy_y, 524, 1.0) P(modulusy_shift, 524, 0.0) P(octapol_polarweight, 525, 0.0) P(octapol_radius, 525, 1.0) \
  P(octapol_s, 525, 0.5) P(octapol_t, 525, 0.5) P(poincare_c1r, 528, 1.0) P(poincare_c1a, 528, -1.0) \
  P(poincare_c2r, 528, 1.0) P(poincare_c2a, 528, 1.0) P(poincare2_p, 529, 3.0) P(poincare2_q, 529, 7.0) \
  P(psphere_zscale, 530, 0.0) P(SplitBrdr_x, 531, 0.25) P(SplitBrdr_y, 531, 0.25) P(SplitBrdr_px, 531, 0.0) \
  P(SplitBrdr_py, 531, 0.0) P(starblur2_power, 532, 5.0) P(starblur2_range, 532, 0.40162283177245455973959534526548) \
  P(starblur2_hole, 532, 0.5) P(starblur2_stripes, 532, 5.0) P(starblur2_width, 532, 0.2) P(w_angle, 533, 0.0) \
  P(w_hypergon, 533, 0.0) P(w_hypergon_n, 533, 4.0) P(w_hypergon_r, 533, 1.0) P(w_star, 533, 0.0) P(w_star_n, 533, 5.0) \
  P(w_star_slope, 533, 2.0) P(w_lituus, 533, 0.0) P(w_lituus_a, 533, 1.0) P(w_super, 533, 0.0) P(w_super_m, 533, 1.0) \
  P(w_super_n1, 533, 1.0) P(w_super_n2, 533, 1.0) P(w_super_n3, 533, 1.0) \
  P(x_hypergon, 534, 0.0) P(x_hypergon_n, 534, 4.0) P(x_hypergon_r, 534, 1.0) P(x_star, 534, 0.0) P(x_star_n, 534, 5.0) \
  P(x_star_slope, 534, 2.0) P(x_lituus, 534, 0.0) P(x_lituus_a, 534, 1.0) P(x_super, 534, 0.0) P(x_super_m, 534, 1.0) \
  P(x_super_n1, 534, 1.0) P(x_super_n2, 534, 1.0) P(x_super_n3, 534, 1.0) \
  P(y_hypergon, 535, 0.0) P(y_hypergon_n, 535, 4.0) P(y_hypergon_r, 535, 1.0) P(y_star, 535, 0.0) P(y_star_n, 535, 5.0) \
  P(y_star_slope, 535, 2.0) P(y_lituus, 535, 0.0) P(y_lituus_a, 535, 1.0) P(y_super, 535, 0.0) P(y_super_m, 535, 1.0) \
  P(y_super_n1, 535, 1.0) P(y_super_n2, 535, 1.0) P(y_super_n3, 535, 1.0) \
  P(z_hypergon, 536, 0.0) P(z_hypergon_n, 536, 4.0) P(z_hypergon_r, 536, 1.0) P(z_star, 536, 0.0) P(z_star_n, 536, 5.0) \
  P(z_star_slope, 536, 2.0) P(z_lituus, 536, 0.0) P(z_lituus_a, 536, 1.0) P(z_super, 536, 0.0) P(z_super_m, 536, 1.0) \
  P(z_super_n1, 536, 1.0) P(z_super_n2, 536, 1.0) P(z_super_n3, 536, 1.0) \
  P(curl_sp_pow, 540, 1.0) P(curl_sp_c1, 540, 0.0) P(curl_sp_c2, 540, 0.0) P(curl_sp_sx, 540, 0.0) \
  P(curl_sp_sy, 540, 0.0) P(curl_sp_dc, 540, 0.0) \
  P(dust_density, 542, 5.0) P(dust_distortion, 542, 1.0) P(dust_power, 542, 1.0) \
  P(expo_real, 543, -1.0) P(expo_imaginary, 543, 1.0) \
  P(funnel_effect, 545, 8.0) \
  P(helicoid_frequency, 547, 1.0) \
  P(helix_frequency, 548, 1.0) P(helix_width, 548, 0.5) \
  P(hexcrop_scale_x, 549, 1.0) P(hexcrop_scale_y, 549, 1.0) P(hexcrop_center_x, 549, 0.0) P(hexcrop_center_y, 549, 0.0) \
  P(hexcrop_dropoff, 549, 1e10) \
  P(hypercrop_n, 550, 4.0) P(hypercrop_rad, 550, 1.0) P(hypercrop_zero, 550, 0.0) \
  P(interference2_a1, 551, 1.0) P(interference2_b1, 551, 1.0) P(interference2_c1, 551, 0.0) P(interference2_p1, 551, 1.0) \
  P(interference2_t1, 551, 0.0) P(interference2_a2, 551, 1.0) P(interference2_b2, 551, 1.0) P(interference2_c2, 551, 0.0) \
  P(interference2_p2, 551, 1.0) P(interference2_t2, 551, 0.0) \
  P(mobiq_at, 558, 1.0) P(mobiq_ax, 558, 0.0) P(mobiq_ay, 558, 0.0) P(mobiq_az, 558, 0.0) \
  P(mobiq_bt, 558, 0.0) P(mobiq_bx, 558, 0.0) P(mobiq_by, 558, 0.0) P(mobiq_bz, 558, 0.0) \
  P(mobiq_ct, 558, 0.0) P(mobiq_cx, 558, 0.0) P(mobiq_cy, 558, 0.0) P(mobiq_cz, 558, 0.0) \
  P(mobiq_dt, 558, 1.0) P(mobiq_dx, 558, 0.0) P(mobiq_dy, 558, 0.0) P(mobiq_dz, 558, 0.0) \
  P(ovoid_x, 559, 1.0) P(ovoid_y, 559, 1.0) \
  P(ovoid3d_x, 560, 1.0) P(ovoid3d_y, 560, 1.0) P(ovoid3d_z, 560, 1.0) \
  P(point_symmetry_centre_x, 561, 0.15) P(point_symmetry_centre_y, 561, 0.5) P(point_symmetry_order, 561, 3.0) \
  P(sintrange_w, 563, 1.0) \
  P(sphyp3D_stretchX, 565, 1.0) P(sphyp3D_stretchY, 565, 1.0) P(sphyp3D_stretchZ, 565, 1.0) P(sphyp3D_zOn, 565, 1.0) \
  P(squish_power, 566, 2.0) \
  P(sschecks_x, 567, 0.5) P(sschecks_y, 567, 0.5) P(sschecks_size, 567, 0.5) P(sschecks_rnd, 567, 0.0) \
  P(target0_even, 568, 0.0) P(target0_odd, 568, 0.0) P(target0_size, 568, 0.0) \
  P(target2_even, 569, 0.0) P(target2_odd, 569, 0.0) P(target2_size, 569, 1.0) P(target2_thightness, 569, 0.0) \
  P(bubbleT3D_number_of_stripes, 572, 0.0) P(bubbleT3D_ratio_of_stripes, 572, 1.0) P(bubbleT3D_angle_of_hole, 572, 0.0) \
  P(bubbleT3D_exponentZ, 572, 1.0) P(bubbleT3D_symmetryZ, 572, 0.0) P(bubbleT3D_modusBlur, 572, 0.0) \
  P(circlecrop2_inner, 573, 0.5) P(circlecrop2_outer, 573, 1.0) P(circlecrop2_zero, 573, 1.0) \
  P(coth_spiral_a, 574, 4.0) \
  P(cubicLattice_3D_xpand, 575, 0.2) P(cubicLattice_3D_style, 575, 1.0) \
  P(bwraps_rand_cellsize, 578, 1.0) P(bwraps_rand_space, 578, 0.0) P(bwraps_rand_gain, 578, 2.0) \
  P(bwraps_rand_inner_twist, 578, 0.0) P(bwraps_rand_outer_twist, 578, 0.0) P(bwraps_rand_symm, 578, 0.0) \
  P(bwraps_rand_seed, 578, 1.0) \
  P(depth_blur_power, 579, 5.0) P(depth_blur_range, 579, 0.401623) P(depth_blur_blur, 579, 1.0) \
  P(depth_blur_radius, 579, 1.0) \
  P(depth_gaussian_blur, 580, 1.0) P(depth_gaussian_radius, 580, 1.0) \
  P(depth_gaussian2_blur, 581, 1.0) P(depth_gaussian2_radius, 581, 1.0) P(depth_gaussian2_x0, 581, 0.0) \
  P(depth_gaussian2_y0, 581, 0.0) P(depth_gaussian2_mulx, 581, 1.0) P(depth_gaussian2_muly, 581, 1.0) \
  P(depth_gaussian2_exp, 581, 1.0) \
  P(depth_ngon_power, 582, 5.0) P(depth_ngon_blur, 582, 1.0) P(depth_ngon_radius, 582, 1.0) \
  P(depth_ngon2_power, 583, 5.0) P(depth_ngon2_blur, 583, 1.0) P(depth_ngon2_radius, 583, 1.0) \
  P(depth_ngon2_x0, 583, 0.0) P(depth_ngon2_y0, 583, 0.0) P(depth_ngon2_mulx, 583, 1.0) P(depth_ngon2_muly, 583, 1.0) \
  P(depth_ngon2_exp, 583, 1.0) \
  P(depth_sine_power, 584, 1.0) P(depth_sine_blur, 584, 1.0) P(depth_sine_radius, 584, 1.0) \
  P(depth_sine2_power, 585, 1.0) P(depth_sine2_blur, 585, 1.0) P(depth_sine2_radius, 585, 1.0) \
  P(depth_sine2_x0, 585, 0.0) P(depth_sine2_y0, 585, 0.0) P(depth_sine2_mulx, 585, 1.0) P(depth_sine2_muly, 585, 1.0) \
  P(depth_sine2_exp, 585, 1.0) \
  P(CircleLinear_Sc, 590, 1.0) P(CircleLinear_K, 590, 0.5) P(CircleLinear_Dens1, 590, 0.5) \
  P(CircleLinear_Dens2, 590, 0.5) P(CircleLinear_Reverse, 590, 1.0) P(CircleLinear_X, 590, 10.0) \
  P(CircleLinear_Y, 590, 10.0) P(CircleLinear_Seed, 590, 0.0) \
  P(CircleTrans1_Sc, 591, 1.0) P(CircleTrans1_Dens, 591, 0.5) P(CircleTrans1_X, 591, 10.0) \
  P(CircleTrans1_Y, 591, 10.0) P(CircleTrans1_Seed, 591, 0.0) \
  P(excinis_lengthscalar, 593, 1.0) P(excinis_radiusFunc, 593, 0.0) P(excinis_eps, 593, 0.1) \
  P(heat_theta_period, 595, 1.0) P(heat_theta_phase, 595, 0.0) P(heat_theta_amp, 595, 1.0) \
  P(heat_phi_period, 595, 1.0) P(heat_phi_phase, 595, 0.0) P(heat_phi_amp, 595, 0.0) \
  P(heat_r_period, 595, 1.0) P(heat_r_phase, 595, 0.0) P(heat_r_amp, 595, 0.0) \
  P(hex_modulus_size, 596, 1.0) \
  P(hex_rand_x, 597, 10.0) P(hex_rand_y, 597, 10.0) P(hex_rand_size, 597, 1.0) P(hex_rand_power, 597, 1.0) \
  P(hex_rand_density, 597, 1.0) P(hex_rand_seed, 597, 1.0) \
  P(hypershift2_p, 599, 3.0) P(hypershift2_q, 599, 7.0) \
  P(hypertile3D1_p, 600, 3.0) P(hypertile3D1_q, 600, 7.0) \
  P(mobius_strip_radius, 601, 2.0) P(mobius_strip_width, 601, 1.0) \
  P(mobius_strip_rect_x, 601, 6.28318530717958647692) P(mobius_strip_rect_y, 601, 1.0) \
  P(mobius_strip_rotate_x, 601, 0.0) P(mobius_strip_rotate_y, 601, 0.0) P(mobius_strip_twists, 601, 1.0) \
  P(mobius_strip_range_x, 601, 1.0) P(mobius_strip_range_y, 601, 1.0) P(mobius_strip_modify_z, 601, 1.0) \
  P(mobius_strip_width_mode, 601, 0.0) P(mobius_strip_radial_mode, 601, 0.0) \
  P(q_ode01, 602, 1.0) P(q_ode02, 602, -1.0) P(q_ode03, 602, 0.0) P(q_ode04, 602, 0.0) P(q_ode05, 602, 0.0) \
  P(q_ode06, 602, 0.0) P(q_ode07, 602, 1.0) P(q_ode08, 602, 0.0) P(q_ode09, 602, 0.0) P(q_ode10, 602, 0.0) \
  P(q_ode11, 602, 0.0) P(q_ode12, 602, 0.0) \
  P(Circle_Rand_X, 603, 10.0) P(Circle_Rand_Y, 603, 10.0) P(Circle_Rand_size, 603, 1.0) \
  P(Circle_Rand_power, 603, 1.0) P(Circle_Rand_density, 603, 1.0) P(Circle_Rand_seed, 603, 1.0) \
  P(hole_jwf_a, 630, 1.0) P(hole_jwf_inside, 630, 0.0) P(funnel_jwf_effect, 631, 8.0) \
  P(ripple_jwf_frequency, 632, 2.0) P(ripple_jwf_velocity, 632, 1.0) P(ripple_jwf_amplitude, 632, 0.5) \
  P(ripple_jwf_centerx, 632, 0.0) P(ripple_jwf_centery, 632, 0.0) P(ripple_jwf_phase, 632, 0.0) \
  P(ripple_jwf_scale, 632, 1.0) P(ripple_jwf_fixed_dist_calc, 632, 0.0) \
  P(squirrel_jwf_a, 633, 1.0) P(squirrel_jwf_b, 633, 1.0) P(sintrange_jwf_w, 634, 1.0) \
  P(murl2_jwf_c, 635, 0.1) P(murl2_jwf_power, 635, 3.0) \
  P(mask_jwf_xshift, 636, 0.0) P(mask_jwf_yshift, 636, 0.0) P(mask_jwf_ushift, 636, 1.0) \
  P(mask_jwf_xscale, 636, 1.0) P(mask_jwf_yscale, 636, 1.0) \
  P(cubicLattice_3D_jwf_xpand, 637, 0.2) P(cubicLattice_3D_jwf_style, 637, 1.0) \
  P(bubbleT3D_jwf_number_of_stripes, 638, 0.0) P(bubbleT3D_jwf_ratio_of_stripes, 638, 1.0) \
  P(bubbleT3D_jwf_angle_of_hole, 638, 0.0) P(bubbleT3D_jwf_exponent_z, 638, 1.0) \
  P(bubbleT3D_jwf_symmetry_z, 638, 0.0) P(bubbleT3D_jwf_modus_blur, 638, 0.0) \
  FM_FALLOFF2_JWF_PARAMS(P, falloff2_jwf, 775) FM_FALLOFF2_JWF_PARAMS(P, post_falloff2_jwf, 787) \
  P(post_depth_jwf_power, 788, 1.0) P(post_curl_jwf_c1, 789, 0.0) P(post_curl_jwf_c2, 789, 0.0) \
  P(post_curl3D_jwf_cx, 817, 0.0) P(post_curl3D_jwf_cy, 817, 0.0) P(post_curl3D_jwf_cz, 817, 0.0) \
  P(post_colorscale_wf_jwf_scale_x, 818, 0.0) P(post_colorscale_wf_jwf_scale_y, 818, 0.0) \
  P(post_colorscale_wf_jwf_scale_z, 818, 0.5) P(post_colorscale_wf_jwf_offset_z, 818, 0.0) \
  P(post_colorscale_wf_jwf_reset_z, 818, 0.0) P(post_colorscale_wf_jwf_sides, 818, 0.0) \
  P(murl_jwf_c, 819, 0.1) P(murl_jwf_power, 819, 1.0) \
  P(randCubes_blockSize, 606, 1.0) P(randCubes_blockHeight, 606, 1.0) P(randCubes_spread, 606, 3.0) \
  P(randCubes_seed, 606, 1.0) P(randCubes_density, 606, 1.0) \
  P(rotate_angle, 608, 0.0) \
  P(smartshape_power, 610, 4.0) P(smartshape_roundstr, 610, 0.0) P(smartshape_roundwidth, 610, 1.0) \
  P(smartshape_distortion, 610, 1.0) P(smartshape_compensation, 610, 0.0) \
  P(squares_cellsize, 611, 0.0) P(squares_min, 611, 0.0) P(squares_max, 611, 10.0) P(squares_num, 611, 10.0) \
  P(squares_seed, 611, 1.0) P(squares_zero, 611, 0.5) P(squares_zero_seed, 611, 1.0) \
  P(svf_n, 612, 2.0) \
  P(unicorngaloshen_mult_x, 613, 1.0) P(unicorngaloshen_mult_y, 613, 1.0) P(unicorngaloshen_sine, 613, 0.0) \
  P(unicorngaloshen_sin_x_amplitude, 613, 1.0) P(unicorngaloshen_sin_x_freq, 613, 0.1) \
  P(unicorngaloshen_sin_y_amplitude, 613, 2.0) P(unicorngaloshen_sin_y_freq, 613, 0.2) P(unicorngaloshen_mode, 613, 0.0) \
  P(vignette_posx, 614, 0.0) P(vignette_posy, 614, 0.0) P(vignette_inner_radius, 614, 0.5) \
  P(vignette_fade_radius, 614, 0.5) P(vignette_power, 614, 4.0) P(vignette_blur, 614, 1.0) \
  P(Voron_K, 615, 0.99) P(Voron_Step, 615, 0.25) P(Voron_Num, 615, 1.0) P(Voron_XSeed, 615, 3.0) P(Voron_YSeed, 615, 7.0) \
  P(dragonfire_c1, 616, 0.5) P(dragonfire_c2, 616, 0.25) P(dragonfire_fuzzyMode, 616, 0.0) P(dragonfire_fuzzyRadius, 616, 1.0) \
  P(dragonfire_fuzzyInterpolationMode, 616, 0.0) P(dragonfire_fuzzyInterpolationPosition, 616, 1.0) \
  P(dragonfire_logScalarFuzzy, 616, 6.28318530717958647692) P(dragonfire_adjustedFuzzyScalar, 616, 0.5) \
  P(Truchet_fill_exponent, 617, 2.0) P(Truchet_fill_arc_width, 617, 0.5) P(Truchet_fill_seed, 617, 0.0) \
  P(Truchet_glyph_exponent, 618, 2.0) P(Truchet_glyph_arc_width, 618, 0.5) P(Truchet_glyph_amp, 618, 6.0) \
  P(Truchet_glyph_max, 618, 0.9) P(Truchet_glyph_angle, 618, 45.0) P(Truchet_glyph_seed, 618, 1.0) \
  P(Truchet_inv_exponent, 619, 2.0) P(Truchet_inv_arc_width, 619, 0.5) P(Truchet_inv_rotation, 619, 0.0) \
  P(Truchet_inv_size, 619, 1.0) P(Truchet_inv_seed, 619, 1.0) \
  P(Truchet_hex_crop_wd, 620, 0.2) P(Truchet_hex_crop_mode, 620, 0.0) P(Truchet_hex_crop_inv, 620, 0.0) \
  P(Truchet_hex_crop_seed, 620, 0.0) \
  P(Truchet_hex_fill_n, 621, 3.0) P(Truchet_hex_fill_flipx, 621, 1.0) P(Truchet_hex_fill_flipy, 621, 1.0) \
  P(Truchet_hex_fill_spreadx, 621, 1.0) P(Truchet_hex_fill_spready, 621, 1.0) P(Truchet_hex_fill_seed, 621, 0.0) \
  P(hex_truchet_size, 623, 1.0) P(hex_truchet_side, 623, 1.0) P(hex_truchet_seed, 623, 1.0) \
  P(box3D_dx, 710, 0.5) P(box3D_dy, 710, 0.5) P(box3D_dz, 710, 0.5) \
  P(bbox3D_dx, 711, 0.3) P(bbox3D_dy, 711, 0.25) P(bbox3D_dz, 711, 0.2) P(bbox3D_r, 711, 0.05) \
  P(cone3D_w, 712, 0.25) P(cone3D_h, 712, 0.25) P(cone3D_Ty, 712, 0.1) \
  P(cappedcone3D_h, 713, 0.5) P(cappedcone3D_r1, 713, 0.1) P(cappedcone3D_r2, 713, 0.3) \
  P(cappedtorus3D_dx, 714, 0.866025) P(cappedtorus3D_dy, 714, -0.5) P(cappedtorus3D_R1, 714, 0.25) P(cappedtorus3D_R2, 714, 0.15) \
  P(capsule3D_dx, 715, 0.1) P(capsule3D_dy, 715, 0.0) P(capsule3D_dz, 715, 0.0) P(capsule3D_tx, 715, 0.0) P(capsule3D_ty, 715, 0.0) P(capsule3D_tz, 715, 0.0) P(capsule3D_R, 715, 0.05) \
  P(cylinder3D_d, 716, 0.3) P(cylinder3D_H, 716, 0.25) \
  P(ellipsoid3D_dx, 717, 0.5) P(ellipsoid3D_dy, 717, 0.5) P(ellipsoid3D_dz, 717, 0.5) \
  P(hexprism3D_d, 718, 0.3) P(hexprism3D_H, 718, 0.25) \
  P(octahedron3D_h, 719, 0.25) \
  P(octogonprism3D_R, 720, 0.25) P(octogonprism3D_H, 720, 0.5) \
  P(ocylinder3D_dx, 721, 1.0) P(ocylinder3D_dy, 721, 0.0) P(ocylinder3D_dz, 721, 0.0) P(ocylinder3D_tx, 721, 0.0) P(ocylinder3D_ty, 721, 0.0) P(ocylinder3D_tz, 721, 0.0) P(ocylinder3D_r, 721, 0.5) \
  P(ocappedcone3D_dx, 722, 0.0) P(ocappedcone3D_dy, 722, 0.0) P(ocappedcone3D_dz, 722, 0.1) P(ocappedcone3D_tx, 722, 0.0) P(ocappedcone3D_ty, 722, 0.0) P(ocappedcone3D_tz, 722, 0.5) P(ocappedcone3D_r1, 722, 0.25) P(ocappedcone3D_r2, 722, 0.05) \
  P(oroundcone3D_dx, 723, 0.1) P(oroundcone3D_dy, 723, 0.0) P(oroundcone3D_dz, 723, 0.0) P(oroundcone3D_tx, 723, -0.1) P(oroundcone3D_ty, 723, 0.35) P(oroundcone3D_tz, 723, 0.1) P(oroundcone3D_r1, 723, 0.15) P(oroundcone3D_r2, 723, 0.05) \
  P(pyramid3D_h, 724, 0.25) \
  P(rbox3D_dx, 725, 0.5) P(rbox3D_dy, 725, 0.5) P(rbox3D_dz, 725, 0.5) P(rbox3D_r, 725, 0.05) \
  P(rhombus3D_la, 726, 0.5) P(rhombus3D_lb, 726, 0.5) P(rhombus3D_h, 726, 0.5) P(rhombus3D_r, 726, 0.05) \
  P(solidangle3D_p1, 727, 0.25) P(solidangle3D_p2, 727, 0.5) P(solidangle3D_p3, 727, 0.5) \
  P(torus3D_r1, 728, 0.5) P(torus3D_r2, 728, 0.5) \
  P(triprism3D_d, 729, 0.25) P(triprism3D_h, 729, 0.5) \
  P(crop3D_left, 730, -1.0) P(crop3D_right, 730, 1.0) P(crop3D_top, 730, -1.0) P(crop3D_bottom, 730, 1.0) \
  P(crop3D_floor, 730, -1.0) P(crop3D_ceiling, 730, 1.0) P(crop3D_scatter_area, 730, 0.0) P(crop3D_zero, 730, 0.0) \
  P(spherecrop_radius, 731, 1.0) P(spherecrop_x, 731, 0.0) P(spherecrop_y, 731, 0.0) P(spherecrop_z, 731, 0.0) \
  P(spherecrop_scatter_area, 731, 0.0) P(spherecrop_zero, 731, 1.0) \
  P(hourglass3D_kx, 732, 1.0) P(hourglass3D_ky, 732, 1.0) P(hourglass3D_kz, 732, 1.0) P(hourglass3D_maxheight, 732, 4.5) \
  P(hourglass3D_limit, 732, 1.0) P(hourglass3D_zero, 732, 0.0) \
  P(csin_stretch, 640, 1.5) \
  P(atan_Mode, 641, 0.0) P(atan_Stretch, 641, 1.0) \
  P(bulge_N, 642, 2.0) \
  P(anamorphcyl_a, 643, 1.0) P(anamorphcyl_b, 643, 1.3) P(anamorphcyl_k, 643, 3.0) \
  P(bipolar2_shift, 645, 0.0) P(bipolar2_a, 645, 1.0) P(bipolar2_b, 645, 2.0) P(bipolar2_c, 645, 0.5) \
  P(bipolar2_d, 645, 1.0) P(bipolar2_e, 645, 2.0) P(bipolar2_f1, 645, 0.25) P(bipolar2_g1, 645, 1.0) \
  P(bipolar2_h, 645, 1.0) \
  P(bsplit_x, 646, 0.0) P(bsplit_y, 646, 0.0) \
  P(csc_squared_csc_div, 647, 1.0) P(csc_squared_cos_div, 647, 1.0) P(csc_squared_tan_div, 647, 1.0) \
  P(csc_squared_csc_pow, 647, 0.5) P(csc_squared_pi_mult, 647, 0.5) P(csc_squared_csc_add, 647, 0.25) \
  P(csc_squared_scale_y, 647, 1.0) \
  P(gridout2_a, 648, 1.0) P(gridout2_b, 648, 1.0) P(gridout2_c, 648, 1.0) P(gridout2_d, 648, 1.0) \
  P(hole2_a, 649, 1.0) P(hole2_b, 649, 2.0) P(hole2_c, 649, 1.0) P(hole2_d, 649, 1.0) P(hole2_inside, 649, 0.0) \
  P(hole2_shape, 649, 0.0) \
  P(hyperbolicellipse_a, 651, 1.0) \
  P(plusrecip_ar, 653, 4.0) P(plusrecip_ai, 653, 0.0) \
  P(pTransform_rotate, 654, 0.3) P(pTransform_power, 654, 2.0) P(pTransform_move, 654, 0.4) \
  P(pTransform_split, 654, 0.0) P(pTransform_use_log, 654, 1.0) \
  P(rings3_val, 655, 0.01) P(rings3_n, 655, 0.0) \
  P(stripfit_dx, 657, 1.0) \
  P(sphere_nja_circle_a, 660, 1.0) P(sphere_nja_circle_b, 660, 1.0) P(sphere_nja_shift_x, 660, 0.0) \
  P(sphere_nja_shift_y, 660, 0.0) P(sphere_nja_shift_z, 660, 0.0) P(sphere_nja_stretch, 660, 1.0) \
  P(pdj3D_a, 661, 1.0) P(pdj3D_b, 661, 2.0) P(pdj3D_c, 661, 3.0) P(pdj3D_d, 661, 4.0) P(pdj3D_e, 661, 2.0) \
  P(pdj3D_f, 661, 0.0) P(pdj3D_g, 661, 2.0) P(pdj3D_h, 661, 0.0) \
  P(petal3D_mode, 662, 1.0) P(petal3D_x1, 662, 0.0) P(petal3D_x2, 662, 0.0) P(petal3D_x3, 662, 0.0) \
  P(petal3D_x4, 662, 0.0) P(petal3D_x5, 662, 0.0) P(petal3D_x6, 662, 0.0) P(petal3D_y1, 662, 0.0) \
  P(petal3D_y2, 662, 0.0) P(petal3D_y3, 662, 0.0) P(petal3D_y4, 662, 0.0) P(petal3D_y5, 662, 0.0) \
  P(petal3D_y6, 662, 0.0) P(petal3D_z1, 662, 0.0) P(petal3D_z2, 662, 0.0) P(petal3D_z3, 662, 0.0) \
  P(petal3D_z4, 662, 0.0) P(petal3D_z5, 662, 0.0) P(petal3D_z6, 662, 0.0) P(petal3D_warp, 662, 1.0) \
  P(whirligig_Mode, 663, 0.0) \
  P(ztwister_twist, 664, 4.2) P(ztwister_base, 664, 2.71828182845904523536) \
  P(vortex_randomize, 665, 0.0) P(vortex_time, 665, 0.0) P(vortex_flowVel, 665, 20.0) P(vortex_zoom, 665, 4.0) \
  P(vortex_UpDown, 665, 0.0) P(vortex_vSep, 665, 0.6) P(vortex_v_viDistance, 665, 4.0) P(vortex_vDiameter, 665, 1.0) \
  P(onion_centre_x, 666, 0.0) P(onion_centre_y, 666, 0.0) \
  P(onion2_meeting_pt, 667, 0.5) P(onion2_circle_a, 667, 1.0) P(onion2_circle_b, 667, 1.0) P(onion2_shift_x, 667, 0.0) \
  P(onion2_shift_y, 667, 0.0) P(onion2_shift_z, 667, 0.0) P(onion2_top_crop, 667, 0.0) P(onion2_stretch, 667, 1.0) \
  P(fresnel_x0, 668, 0.0) P(fresnel_y0, 668, 0.0) P(fresnel_ring, 668, -2.0) \
  P(minkQM_a, 669, 1.0) P(minkQM_b, 669, 1.0) P(minkQM_c, 669, 1.0) P(minkQM_dd, 669, 1.0) P(minkQM_e, 669, 0.5) \
  P(minkQM_f, 669, 20.0) \
  P(c_symmetry_p1, 670, 3.0) P(c_symmetry_p2, 670, 3.0) \
  P(jac_asn_kr, 671, 0.5) P(jac_asn_ki, 671, 0.0) P(jac_asn_type, 671, 1.0) \
  P(jac_elk_k, 672, 0.5) \
  P(gridout3D_xx, 673, 1.0) P(gridout3D_yy, 673, 1.0) P(gridout3D_xa, 673, 1.0) \
  P(gridout3D_xb, 673, 0.0) P(gridout3D_xc, 673, 1.0) P(gridout3D_xd, 673, 0.0) \
  P(gridout3D_xe, 673, 1.0) P(gridout3D_xf, 673, 0.0) P(gridout3D_xg, 673, 1.0) \
  P(gridout3D_xh, 673, 0.0) P(gridout3D_ya, 673, 0.0) P(gridout3D_yb, 673, 1.0) \
  P(gridout3D_yc, 673, 0.0) P(gridout3D_yd, 673, 1.0) P(gridout3D_ye, 673, 0.0) \
  P(gridout3D_yf, 673, 1.0) P(gridout3D_yg, 673, 0.0) P(gridout3D_yh, 673, 1.0) \
  P(gridout3D_za, 673, 0.0) P(gridout3D_zb, 673, 0.0) P(gridout3D_zc, 673, 0.0) \
  P(gridout3D_zd, 673, 0.0) P(gridout3D_ze, 673, 1.0) P(gridout3D_zf, 673, 1.0) \
  P(gridout3D_zg, 673, 1.0) P(gridout3D_zh, 673, 1.0) \
  P(circular_angle, 682, 90.0) P(circular_seed, 682, 0.0) \
  P(circular2_angle, 683, 90.0) P(circular2_seed, 683, 0.0) P(circular2_xx, 683, 12.9898) P(circular2_yy, 683, 78.233) \
  P(log_apo_base, 684, 2.71828182845905) \
  P(log_tile2_spreadx, 685, 2.0) P(log_tile2_spready, 685, 2.0) P(log_tile2_spreadz, 685, 0.0) \
  P(devil_warp_a, 686, 2.0) P(devil_warp_b, 686, 1.0) P(devil_warp_effect, 686, 1.0) P(devil_warp_warp, 686, 0.5) \
  P(devil_warp_rmin, 686, -0.24) P(devil_warp_rmax, 686, 100.0) \
  P(elliptic2_a1, 688, 1.0) P(elliptic2_a2, 688, 1.0) P(elliptic2_a3, 688, 0.0) P(elliptic2_b1, 688, 2.0) \
  P(elliptic2_b2, 688, 1.0) P(elliptic2_c, 688, 0.5) P(elliptic2_d, 688, 1.0) P(elliptic2_e, 688, 0.5) \
  P(elliptic2_f, 688, 1.0) P(elliptic2_g, 688, 1.0) P(elliptic2_h, 688, 2.0) \
  P(exp_multi_re, 689, 1.0) P(exp_multi_im, 689, 0.0) P(exp_multi_re_add, 689, 0.0) P(exp_multi_im_add, 689, 0.0) \
  P(exp_multi_sqr, 689, 0.0) P(exp_multi_asech, 689, 0.0) P(exp_multi_acosech, 689, 0.0) P(exp_multi_acoth, 689, 1.0) \
  P(inverted_julia_power, 690, 0.25) P(inverted_julia_y2_mult, 690, 1.0) P(inverted_julia_a2x_mult, 690, 1.0) \
  P(inverted_julia_a2y_mult, 690, 1.0) P(inverted_julia_a2y_add, 690, 0.0) P(inverted_julia_cos_mult, 690, 0.0) \
  P(inverted_julia_y_mult, 690, 1.0) P(inverted_julia_center, 690, 3.14) P(inverted_julia_x2y2_add, 690, 0.0) \
  P(julia_outside_re_div, 691, 1.0) P(julia_outside_im_div, 691, 0.0) P(julia_outside_mode, 691, 0.0) \
  P(tile_reverse_space, 692, 1.0) P(tile_reverse_reversal, 692, 1.0) P(tile_reverse_vertical, 692, 0.0) \
  P(spliptic_bs_x, 693, 0.05) P(spliptic_bs_y, 693, 0.05) \
  P(vogel_n, 694, 20.0) P(vogel_scale, 694, 1.0) \
  P(tunnel_Sx, 695, 200.0) P(tunnel_Sy, 695, 50.0) \
  P(r_circleblur_n, 696, 1.0) P(r_circleblur_seed, 696, 0.0) P(r_circleblur_dist, 696, 0.5) P(r_circleblur_min, 696, 0.1) \
  P(r_circleblur_max, 696, 1.0) \
  P(cell2_size, 700, 0.6) P(cell2_mirror_x, 700, 0.0) P(cell2_mirror_y, 700, 0.0) P(cell2_a, 700, 1.0) \
  P(cell2_space_ya, 700, 2.0) P(cell2_space_xa, 700, 2.0) P(cell2_space_yb, 700, 2.0) P(cell2_space_xb, 700, 2.0) \
  P(cell2_move_xa, 700, 1.0) P(cell2_space_yc, 700, 2.0) P(cell2_move_ya, 700, 1.0) P(cell2_space_xc, 700, 2.0) \
  P(cell2_space_yd, 700, 2.0) P(cell2_move_yb, 700, 1.0) P(cell2_space_xd, 700, 2.0) P(cell2_move_xb, 700, 1.0) \
  P(parallel_x1width, 701, 5.0) P(parallel_x1tilesize, 701, 0.5) P(parallel_x1mod1, 701, 0.3) P(parallel_x1mod2, 701, 1.0) \
  P(parallel_x1height, 701, 0.5) P(parallel_x1move, 701, 1.0) P(parallel_x2width, 701, 5.0) P(parallel_x2tilesize, 701, 0.5) \
  P(parallel_x2mod1, 701, 0.3) P(parallel_x2mod2, 701, 1.0) P(parallel_x2height, 701, 0.5) P(parallel_x2move, 701, 1.0) \
  P(atan2_spirals_r_mult, 702, 1.5) P(atan2_spirals_r_add, 702, 1.0) P(atan2_spirals_xy2_mult, 702, 1.125) \
  P(atan2_spirals_xy2_add, 702, 0.132) P(atan2_spirals_x_mult, 702, 2.0) P(atan2_spirals_x_add, 702, 0.25) \
  P(atan2_spirals_yx_div, 702, 1.0) P(atan2_spirals_yx_add, 702, 0.0) P(atan2_spirals_yy_div, 702, 1.25) \
  P(atan2_spirals_yy_add, 702, 0.0) P(atan2_spirals_sin_add, 702, 0.0) P(atan2_spirals_y_mult, 702, 1.0) \
  P(atan2_spirals_r_power, 702, 0.5) P(atan2_spirals_x2y2_power, 702, 1.0) \
  P(boxfold_foldLimit, 703, 1.0) P(boxfold_rotateX, 703, 0.0) P(boxfold_rotateY, 703, 0.0) P(boxfold_rotateZ, 703, 0.0) \
  P(intersection_xwidth, 704, 5.0) P(intersection_xtilesize, 704, 0.5) P(intersection_xmod1, 704, 0.3) \
  P(intersection_xmod2, 704, 1.0) P(intersection_xheight, 704, 0.5) P(intersection_yheight, 704, 5.0) \
  P(intersection_ytilesize, 704, 0.5) P(intersection_ymod1, 704, 0.3) P(intersection_ymod2, 704, 1.0) \
  P(intersection_ywidth, 704, 0.5) \
  P(meeple_scale, 705, 2.5) P(meeple_filled, 705, 1.0) P(meeple_headWidth, 705, 1.0) P(meeple_headHeight, 705, 1.0) \
  P(meeple_armLength, 705, 2.0) P(meeple_armSpread, 705, 1.0) P(meeple_bodyWidth, 705, 1.0) P(meeple_legHeight, 705, 1.0) \
  P(meeple_legSpread, 705, 1.0) P(meeple_legSeparationWidth, 705, 0.1) P(meeple_legSeparationHeight, 705, 0.0) \
  P(hypertile3Db_p, 790, 3.0) P(hypertile3Db_q, 790, 7.0) P(hypertile3Db_n, 790, 0.0) P(hypertile3Db_b, 790, 2.0) \
  P(hypertile3Db_c, 790, 2.0) P(hypertile3Db_d, 790, 1.0) P(hypertile3Db_e, 790, 1.0) P(hypertile3Db_f, 790, 1.0) \
  P(hypertile3Db_g, 790, 2.0) P(hypertile3Db_h, 790, 2.0) P(hypertile3Db_i, 790, 1.0) P(hypertile3Db_j, 790, 1.0) \
  P(hypertile3Db_k, 790, 1.0) \
  P(hypertile3D2b_p, 791, 3.0) P(hypertile3D2b_q, 791, 7.0) P(hypertile3D2b_b, 791, 2.0) P(hypertile3D2b_c, 791, 2.0) \
  P(hypertile3D2b_d, 791, 1.0) P(hypertile3D2b_e, 791, 1.0) P(hypertile3D2b_f, 791, 1.0) P(hypertile3D2b_g, 791, 2.0) \
  P(hypertile3D2b_h, 791, 1.0) P(hypertile3D2b_i, 791, 1.0) P(hypertile3D2b_j, 791, 1.0) P(hypertile3D2b_k, 791, 1.0) \
  P(juliascope3Db_power, 792, 3.0) P(juliascope3Db_dist, 792, 1.0) P(juliascope3Db_type, 792, 0.0) \
  P(juliascope3Db_warp, 792, 0.0) P(juliascope3Db_za, 792, 1.0) P(juliascope3Db_zb, 792, 1.0) \
  P(juliascope3Db_zamount, 792, 1.0) P(juliascope3Db_zdist, 792, 1.0) P(juliascope3Db_mode, 792, 0.0) \
  P(juliascope3Db_wave1, 792, 1.0) P(juliascope3Db_wave2, 792, 1.0) \
  P(mobius3D_with_inverse_a_re, 793, 2.0) P(mobius3D_with_inverse_a_im, 793, 0.0) P(mobius3D_with_inverse_aj, 793, 0.0) \
  P(mobius3D_with_inverse_ak, 793, 0.0) P(mobius3D_with_inverse_b_re, 793, 0.0) P(mobius3D_with_inverse_b_im, 793, -1.0) \
  P(mobius3D_with_inverse_bj, 793, 0.0) P(mobius3D_with_inverse_bk, 793, 0.0) P(mobius3D_with_inverse_c_re, 793, 0.0) \
  P(mobius3D_with_inverse_c_im, 793, -1.0) P(mobius3D_with_inverse_cj, 793, 0.0) P(mobius3D_with_inverse_ck, 793, 0.0) \
  P(mobius3D_with_inverse_d_re, 793, 0.0) P(mobius3D_with_inverse_d_im, 793, 0.0) P(mobius3D_with_inverse_dj, 793, 0.0) \
  P(mobius3D_with_inverse_dk, 793, 0.0) P(mobius3D_with_inverse_normalize, 793, 1.0) \
  P(jubiQ_power, 794, 3.0) P(jubiQ_dist, 794, 1.0) P(jubiQ_a, 794, 1.0) P(jubiQ_b, 794, 0.0) P(jubiQ_c, 794, 0.0) \
  P(jubiQ_d, 794, 1.0) P(jubiQ_e, 794, 0.0) P(jubiQ_f, 794, 0.0) P(jubiQ_qat, 794, 0.0) P(jubiQ_qax, 794, 0.0) \
  P(jubiQ_qay, 794, 0.0) P(jubiQ_qaz, 794, 0.0) P(jubiQ_qbt, 794, 0.0) P(jubiQ_qbx, 794, 0.0) P(jubiQ_qby, 794, 0.0) \
  P(jubiQ_qbz, 794, 0.0) P(jubiQ_qct, 794, 0.0) P(jubiQ_qcx, 794, 0.0) P(jubiQ_qcy, 794, 0.0) P(jubiQ_qcz, 794, 0.0) \
  P(jubiQ_qdt, 794, 1.0) P(jubiQ_qdx, 794, 0.0) P(jubiQ_qdy, 794, 0.0) P(jubiQ_qdz, 794, 0.0) P(jubiQ_zmode, 794, 0.0) \
  P(klein_group_a_re, 795, 2.0) P(klein_group_a_im, 795, 0.0) P(klein_group_b_re, 795, 2.0) P(klein_group_b_im, 795, 0.0) \
  P(klein_group_recipe, 795, 0.0) P(klein_group_avoid_reversal, 795, 0.0) \
  P(glynnSShape_radius, 796, 1.0) P(glynnSShape_radius1, 796, 0.5) P(glynnSShape_thickness, 796, 1.0) P(glynnSShape_phi1, 796, 0.0) \
  P(glynnSShape_m, 796, 5.0) P(glynnSShape_n1, 796, 1.7) P(glynnSShape_n2, 796, 1.7) P(glynnSShape_n3, 796, 1.7) \
  P(glynnSShape_scale, 796, 0.71) P(glynnSShape_pow, 796, 1.5) P(glynnSShape_contrast, 796, 0.5) \
  P(glynnia3_rscale, 797, 1.0) P(glynnia3_dscale, 797, 1.0) P(glynnia3_rthresh, 797, 0.0) P(glynnia3_ythresh, 797, 0.0) \
  P(glynnlissa_radius, 798, 1.0) P(glynnlissa_radius1, 798, 0.5) P(glynnlissa_thickness, 798, 1.0) P(glynnlissa_phi1, 798, 0.0) \
  P(glynnlissa_a, 798, 3.0) P(glynnlissa_b, 798, 2.0) P(glynnlissa_width, 798, 0.0) P(glynnlissa_phase, 798, 0.0) \
  P(glynnlissa_scale, 798, 0.71) P(glynnlissa_pow, 798, 1.5) P(glynnlissa_contrast, 798, 0.5) \
  P(truchetflow_randomize, 799, 0.0) P(truchetflow_zoom, 799, 5.0) P(truchetflow_invert, 799, 0.0) \
  P(cut_fun_seed, 740, 1000.0) P(cut_fun_mode, 740, 1.0) P(cut_fun_zoom, 740, 10.0) P(cut_fun_invert, 740, 0.0) \
  P(cut_tileillusion_time, 741, 0.0) P(cut_tileillusion_mode, 741, 1.0) P(cut_tileillusion_zoom, 741, 15.0) \
  P(cut_tileillusion_invert, 741, 0.0) \
  P(cut_2ewangtile_seed, 742, 1000.0) P(cut_2ewangtile_mode, 742, 1.0) P(cut_2ewangtile_zoom, 742, 25.0) \
  P(cut_2ewangtile_invert, 742, 0.0) \
  P(cut_alientext_seed, 743, 1000.0) P(cut_alientext_mode, 743, 1.0) P(cut_alientext_subdivisions, 743, 3.0) \
  P(cut_alientext_zoom, 743, 1.0) P(cut_alientext_invert, 743, 0.0) \
  P(cut_apollonian_mode, 744, 1.0) P(cut_apollonian_levels, 744, 4.0) P(cut_apollonian_zoom, 744, 2.0) \
  P(cut_apollonian_invert, 744, 0.0) \
  P(cut_booleans_seed, 745, 1000.0) P(cut_booleans_mode, 745, 1.0) P(cut_booleans_type, 745, 0.0) \
  P(cut_booleans_zoom, 745, 250.0) P(cut_booleans_invert, 745, 0.0) \
  P(cut_bricks_seed, 746, 1000.0) P(cut_bricks_mode, 746, 1.0) P(cut_bricks_size, 746, 0.9) \
  P(cut_bricks_zoom, 746, 3.0) P(cut_bricks_invert, 746, 0.0) \
  P(cut_btree_randomize, 747, 0.0) P(cut_btree_time, 747, 1.0) P(cut_btree_thickness, 747, 5.0) \
  P(cut_btree_zoom, 747, 1.0) P(cut_btree_mode, 747, 1.0) P(cut_btree_invert, 747, 1.0) \
  P(cut_btruchet_mode, 748, 1.0) P(cut_btruchet_width, 748, 2.0) P(cut_btruchet_seed, 748, 1000.0) \
  P(cut_btruchet_zoom, 748, 10.0) P(cut_btruchet_invert, 748, 0.0) \
  P(cut_celtic_mode, 749, 1.0) P(cut_celtic_zoom, 749, 5.0) P(cut_celtic_invert, 749, 0.0) \
  P(cut_chains_shiftX, 750, 0.0) P(cut_chains_shiftY, 750, 0.0) P(cut_chains_mode, 750, 1.0) \
  P(cut_chains_zoom, 750, 2.5) P(cut_chains_invert, 750, 0.0) \
  P(cut_circdes_seed, 751, 1000.0) P(cut_circdes_mode, 751, 1.0) P(cut_circdes_time, 751, 0.0) \
  P(cut_circdes_zoom, 751, 10.0) P(cut_circdes_invert, 751, 0.0) \
  P(cut_fractal_seed, 752, 0.0) P(cut_fractal_mode, 752, 1.0) P(cut_fractal_time, 752, 0.0) \
  P(cut_fractal_iters, 752, 30.0) P(cut_fractal_zoom, 752, 1.0) P(cut_fractal_invert, 752, 0.0) \
  P(truchet2_exponent1, 800, 1.0) P(truchet2_exponent2, 800, 2.0) P(truchet2_width1, 800, 0.5) P(truchet2_width2, 800, 0.5) \
  P(truchet2_scale, 800, 10.0) P(truchet2_seed, 800, 50.0) P(truchet2_inverse, 800, 0.0) \
  P(chaosCubes_mode, 801, 0.0) P(chaosCubes_mode7_A, 801, 0.0) P(chaosCubes_mode7_B, 801, 1.0) P(chaosCubes_depth, 801, 5.0) \
  P(chaosCubes_twistX, 801, 0.0) P(chaosCubes_twistY, 801, 0.0) P(chaosCubes_twistZ, 801, 0.0) \
  P(chaosCubes_scaleX, 801, 0.3333333) P(chaosCubes_scaleY, 801, 0.3333333) P(chaosCubes_scaleZ, 801, 0.3333333) \
  P(chaosCubes_offset, 801, 1.0) P(chaosCubes_rotX, 801, 0.0) P(chaosCubes_rotY, 801, 0.0) P(chaosCubes_rotZ, 801, 0.0) \
  P(chaosCubes_invert, 801, 0.0) P(chaosCubes_julia, 801, 0.0) P(chaosCubes_colorMode, 801, 0.0) \
  P(chaosCubes_colorSpeed, 801, 1.0) P(chaosCubes_sphereInvert, 801, 0.0) P(chaosCubes_sphereRadius, 801, 1.0) \
  P(drunken_tiles_seed, 802, 1.0) P(drunken_tiles_cellsize, 802, 0.5) P(drunken_tiles_radius_factor, 802, 1.0) \
  P(drunken_tiles_offset_strength, 802, 0.25) P(drunken_tiles_shape_boundary_type, 802, 0.0) P(drunken_tiles_aspect_ratio, 802, 1.0) \
  P(drunken_tiles_inner_radius_factor, 802, 0.5) P(drunken_tiles_arm_width_factor, 802, 0.3) P(drunken_tiles_spacing, 802, 0.1) \
  P(drunken_tiles_inner_twist, 802, 0.0) P(drunken_tiles_outer_twist, 802, 3.14159265358979323846) P(drunken_tiles_flowerPetals, 802, 5.0) \
  P(drunken_tiles_starPoints, 802, 5.0) P(drunken_tiles_cloudAmplitude, 802, 0.2) P(drunken_tiles_cloudFrequency, 802, 5.0) \
  P(flora_leafType, 803, 0.0) P(flora_filled, 803, 1.0) P(flora_scale, 803, 1.0) P(flora_distort, 803, 0.1) P(flora_shapeMod, 803, 0.5) \
  P(bwrands_cellsize, 804, 1.0) P(bwrands_space, 804, 0.0) P(bwrands_gain, 804, 1.25) P(bwrands_inner_twist, 804, 0.0) \
  P(bwrands_outer_twist, 804, 0.0) P(bwrands_seed, 804, 3210.0) P(bwrands_rrot, 804, 1.0) P(bwrands_rmin, 804, 0.25) \
  P(bwrands_loonie_chance, 804, 0.5) P(bwrands_petals_chance, 804, 0.5) P(bwrands_minpetals, 804, 3.0) P(bwrands_maxpetals, 804, 20.0) \
  P(mandelbox2D_mandelboxMode, 805, 0.0) P(mandelbox2D_iterations, 805, 10.0) P(mandelbox2D_scale, 805, -1.5) \
  P(mandelbox2D_foldLimit, 805, 1.0) P(mandelbox2D_minRadius, 805, 0.5) P(mandelbox2D_fixedRadius, 805, 1.0) \
  P(mandelbox2D_rotation, 805, 0.0) P(mandelbox2D_juliaMode, 805, 0.0) P(mandelbox2D_juliaX, 805, 0.4) P(mandelbox2D_juliaY, 805, 0.6) \
  P(mandelbox2D_coloringMode, 805, 0.0) P(mandelbox2D_colorSpeed, 805, 0.5) \
  P(cut_glypho_mode, 753, 1.0) P(cut_glypho_zoom, 753, 1.0) P(cut_glypho_invert, 753, 0.0) \
  P(cut_glypho_f1, 753, 0.115) P(cut_glypho_f2, 753, 0.75) P(cut_glypho_f3, 753, 1.5) \
  P(cut_hexdots_mode, 754, 1.0) P(cut_hexdots_size, 754, 0.5) P(cut_hexdots_zoom, 754, 4.0) \
  P(cut_hexdots_invert, 754, 0.0) \
  P(cut_hextruchetflow_randomize, 755, 0.0) P(cut_hextruchetflow_mode, 755, 1.0) \
  P(cut_hextruchetflow_grid, 755, 0.0) P(cut_hextruchetflow_zoom, 755, 10.0) P(cut_hextruchetflow_invert, 755, 0.0) \
  P(cut_jigsaw_seed, 756, 1000.0) P(cut_jigsaw_time, 756, 0.0) P(cut_jigsaw_mode, 756, 1.0) \
  P(cut_jigsaw_zoom, 756, 4.0) P(cut_jigsaw_invert, 756, 0.0) \
  P(cut_kaleido_seed, 757, 1000.0) P(cut_kaleido_mode, 757, 1.0) P(cut_kaleido_time, 757, 0.0) \
  P(cut_kaleido_n, 757, 6.0) P(cut_kaleido_zoom, 757, 0.5) P(cut_kaleido_invert, 757, 0.0) \
  P(cut_kleinian_mode, 758, 1.0) P(cut_kleinian_zoom, 758, 2.0) P(cut_kleinian_boxSize, 758, 1.0) \
  P(cut_kleinian_time, 758, 0.0) P(cut_kleinian_NIters, 758, 150.0) P(cut_kleinian_Dx, 758, 0.0) \
  P(cut_kleinian_Dy, 758, -0.955) P(cut_kleinian_invert, 758, 0.0) \
  P(cut_magfield_randomize, 759, 0.0) P(cut_magfield_time, 759, 0.0) P(cut_magfield_density, 759, 3.0) \
  P(cut_magfield_zoom, 759, 3.0) P(cut_magfield_mode, 759, 1.0) P(cut_magfield_invert, 759, 0.0) \
  P(cut_mandala_seed, 760, 1000.0) P(cut_mandala_mode, 760, 1.0) P(cut_mandala_time, 760, 0.0) \
  P(cut_mandala_zoom, 760, 2.0) P(cut_mandala_invert, 760, 1.0) \
  P(cut_metaballs_mode, 761, 1.0) P(cut_metaballs_zoom, 761, 7.0) P(cut_metaballs_invert, 761, 0.0) \
  P(cut_metaballs_time, 761, 0.0) \
  P(cut_pattern_seed, 762, 1000.0) P(cut_pattern_mode, 762, 1.0) P(cut_pattern_time, 762, 0.9) \
  P(cut_pattern_zoom, 762, 0.5) P(cut_pattern_invert, 762, 0.0) \
  P(glynnSim2B_radius, 830, 1.0) P(glynnSim2B_thickness, 830, 0.1) P(glynnSim2B_contrast, 830, 0.5) P(glynnSim2B_pow, 830, 1.5) \
  P(glynnSim2B_phi1, 830, 110.0) P(glynnSim2B_phi2, 830, 150.0) P(glynnSim2B_rotX, 830, 0.0) P(glynnSim2B_rotY, 830, 0.0) \
  P(glynnSim2B_rotZ, 830, 0.0) P(glynnSim2B_offsetZ, 830, 0.0) P(glynnSim2B_scaleX, 830, 1.0) P(glynnSim2B_scaleY, 830, 1.0) \
  P(glynnSim2B_scaleZ, 830, 1.0) P(glynnSim2B_shearXY, 830, 0.0) P(glynnSim2B_shearXZ, 830, 0.0) P(glynnSim2B_shearYX, 830, 0.0) \
  P(glynnSim2B_shearYZ, 830, 0.0) P(glynnSim2B_shearZX, 830, 0.0) P(glynnSim2B_shearZY, 830, 0.0) \
  P(glynnSim2B_circleRotX, 830, 0.0) P(glynnSim2B_circleRotY, 830, 0.0) P(glynnSim2B_circleThicknessZ, 830, 0.0) \
  P(glynnSim2B_colorMode, 830, 0.0) P(glynnSim2B_fixedHue, 830, 0.0) P(glynnSim2B_zHueScale, 830, 1.0) \
  P(glynnSim2B_randomHueAmount, 830, 0.0) \
  P(glynnspiro_radius, 831, 1.0) P(glynnspiro_radius1, 831, 0.5) P(glynnspiro_thickness, 831, 1.0) P(glynnspiro_phi1, 831, 0.0) \
  P(glynnspiro_a, 831, 1.0) P(glynnspiro_b, 831, -0.3) P(glynnspiro_c, 831, 0.4) P(glynnspiro_time, 831, 1000.0) \
  P(glynnspiro_mode, 831, 0.0) P(glynnspiro_width, 831, 0.0) P(glynnspiro_scale, 831, 0.71) P(glynnspiro_pow, 831, 1.5) \
  P(glynnspiro_contrast, 831, 0.5) \
  P(juliascopePlus_power, 832, 3.0) P(juliascopePlus_dist, 832, 1.0) P(juliascopePlus_cx, 832, 0.0) P(juliascopePlus_cy, 832, 0.0) \
  P(juliascopePlus_mixPowerSign, 832, 0.0) P(juliascopePlus_colorMode, 832, 0.0) P(juliascopePlus_colorSpeed, 832, 1.0) \
  P(juliascopePlus_thetaSignMode, 832, 0.0) P(juliascopePlus_angularOffset, 832, 0.0) P(juliascopePlus_swirlFactor, 832, 0.0) \
  P(juliascopePlus_fixedBranch, 832, -1.0) P(juliascopePlus_radialOffset, 832, 0.0) P(juliascopePlus_altPowerScale, 832, 1.0) \
  P(juliascopePlus_altPowerRotate, 832, 0.0) P(juliascopePlus_rndTermMode, 832, 0.0) P(juliascopePlus_mandelbrotLike, 832, 0.0) \
  P(mobiqN_qat, 833, 1.0) P(mobiqN_qax, 833, 0.0) P(mobiqN_qay, 833, 0.0) P(mobiqN_qaz, 833, 0.0) P(mobiqN_qbt, 833, 0.0) \
  P(mobiqN_qbx, 833, 0.0) P(mobiqN_qby, 833, 0.0) P(mobiqN_qbz, 833, 0.0) P(mobiqN_qct, 833, 0.0) P(mobiqN_qcx, 833, 0.0) \
  P(mobiqN_qcy, 833, 0.0) P(mobiqN_qcz, 833, 1.0) P(mobiqN_qdt, 833, 1.0) P(mobiqN_qdx, 833, 0.0) P(mobiqN_qdy, 833, 0.0) \
  P(mobiqN_qdz, 833, 0.0) P(mobiqN_power, 833, 2.0) P(mobiqN_dist, 833, 1.0) P(mobiqN_colorMode, 833, 0.0) \
  P(mobiqN_iterations, 833, 1.0) P(mobiqN_spaceType, 833, 0.0) \
  P(swirl3D_wf_n, 834, 0.0) \
  P(cactusGlobe_pattern_mode, 835, 0.0) P(cactusGlobe_generator_mode, 835, 1.0) P(cactusGlobe_size, 835, 1.0) \
  P(cactusGlobe_ribs_1, 835, 12.0) P(cactusGlobe_ribDepth_1, 835, 0.1) P(cactusGlobe_spiral_1, 835, 0.5) \
  P(cactusGlobe_ribs_2, 835, 0.0) P(cactusGlobe_ribDepth_2, 835, 0.0) P(cactusGlobe_spiral_2, 835, 0.0) \
  P(cactusGlobe_areoles_per_rib, 835, 10.0) P(cactusGlobe_areole_density, 835, 1.0) P(cactusGlobe_areole_focus, 835, 16.0) \
  P(cactusGlobe_areole_size, 835, 0.05) P(cactusGlobe_spike_length, 835, 0.1) P(cactusGlobe_spike_angle_rand, 835, 0.0) \
  P(cactusGlobe_spike_droop, 835, 0.0) P(cactusGlobe_recursion_depth, 835, 3.0) P(cactusGlobe_pup_chance, 835, 0.3) \
  P(cactusGlobe_pups_count, 835, 3.0) P(cactusGlobe_pup_size, 835, 0.5) P(cactusGlobe_pups_spread, 835, 1.0) \
  P(cactusGlobe_pups_vertical_offset, 835, -0.5) P(cactusGlobe_feature_color, 835, 1.0) \
  P(camouflage_seed, 836, 1000.0) P(camouflage_scale, 836, 2.0) P(camouflage_noiseType, 836, 0.0) P(camouflage_levels, 836, 4.0) \
  P(camouflage_octaves, 836, 5.0) P(camouflage_persistence, 836, 0.5) P(camouflage_lacunarity, 836, 2.0) \
  P(camouflage_stretch, 836, 1.0) P(camouflage_rotation, 836, 0.5) P(camouflage_displacement, 836, 0.1) \
  P(camouflage_zOffset, 836, 0.1) P(camouflage_colorize, 836, 1.0) \
  P(combimirror_vmirror, 837, 1.0) P(combimirror_vmove, 837, 0.05) P(combimirror_hmirror, 837, 0.5) P(combimirror_hmove, 837, 0.35) \
  P(combimirror_zmirror, 837, 0.0) P(combimirror_zmove, 837, 0.0) P(combimirror_pmirror, 837, 0.0) P(combimirror_pmovex, 837, 0.05) \
  P(combimirror_pmovey, 837, 0.0) P(combimirror_vcolorshift, 837, 0.0) P(combimirror_hcolorshift, 837, 0.0) \
  P(combimirror_zcolorshift, 837, 0.0) P(combimirror_pcolorshift, 837, 0.0) \
  P(conicalSpiral_turns, 838, 8.0) P(conicalSpiral_radius, 838, 1.2) P(conicalSpiral_height, 838, 1.0) P(conicalSpiral_mode, 838, 0.0) \
  P(conicalSpiral_z_wave_freq, 838, 0.0) P(conicalSpiral_z_wave_amp, 838, 0.0) P(conicalSpiral_twist, 838, 0.0) \
  P(conicalSpiral_thickness, 838, 0.0) P(conicalSpiral_solid, 838, 0.0) P(conicalSpiral_colorize, 838, 0.0) \
  P(conicalSpiral_colorMode, 838, 0.0) P(conicalSpiral_colorSpeed, 838, 1.0) P(conicalSpiral_colorOffset, 838, 0.0) \
  P(geometricPrimitives_line_vs_shape_mix, 860, 0.5) P(geometricPrimitives_density, 860, 0.5) \
  P(geometricPrimitives_scale, 860, 2.0) P(geometricPrimitives_gridSize, 860, 1.0) P(geometricPrimitives_seed, 860, 0.0) \
  P(geometricPrimitives_grid_jitter, 860, 0.0) P(geometricPrimitives_shape_type, 860, 0.0) \
  P(geometricPrimitives_shape_mix_enable, 860, 0.0) P(geometricPrimitives_fill_prob, 860, 0.5) \
  P(geometricPrimitives_radius, 860, 0.45) P(geometricPrimitives_hollow, 860, 0.8) P(geometricPrimitives_square_size, 860, 0.9) \
  P(geometricPrimitives_connection_mode, 860, 0.0) P(geometricPrimitives_recursion_depth, 860, 0.0) \
  P(geometricPrimitives_recursion_shape_mix, 860, 0.5) P(geometricPrimitives_recursion_scale, 860, 0.25) \
  P(dc_carpet3D_origin, 861, 0.5) P(dc_carpet3D_color_a, 861, 0.5) P(dc_carpet3D_color_b, 861, 1.0) \
  P(dc_carpet3D_color_c, 861, 1.0) P(dc_carpet3D_color_d, 861, 1.0) P(dc_carpet3D_color_e, 861, 0.5) \
  P(dc_carpet3D_color_f, 861, 1.0) P(dc_carpet3D_stretch_x, 861, 1.0) P(dc_carpet3D_stretch_y, 861, 1.0) \
  P(dc_carpet3D_scale_x, 861, 1.0) P(dc_carpet3D_scale_y, 861, 1.0) P(dc_carpet3D_scale_z, 861, 1.0) \
  P(dc_carpet3D_offset_z, 861, 0.0) P(dc_carpet3D_reset_z, 861, 0.0) P(dc_carpet3D_sides, 861, 0.0) \
  P(fract_dragon_wf_max_iter, 862, 100.0) P(fract_dragon_wf_xmin, 862, -0.25) P(fract_dragon_wf_xmax, 862, 1.2) \
  P(fract_dragon_wf_ymin, 862, -0.75) P(fract_dragon_wf_ymax, 862, 0.75) P(fract_dragon_wf_buddhabrot_mode, 862, 0.0) \
  P(fract_dragon_wf_xseed, 862, 1.4) P(fract_dragon_wf_yseed, 862, 0.85) P(fract_dragon_wf_direct_color, 862, 1.0) \
  P(fract_dragon_wf_scalez, 862, 1.0) P(fract_dragon_wf_clip_iter_min, 862, 4.0) P(fract_dragon_wf_clip_iter_max, 862, -5.0) \
  P(fract_dragon_wf_max_clip_iter, 862, 3.0) P(fract_dragon_wf_buddhabrot_min_iter, 862, 7.0) P(fract_dragon_wf_scale, 862, 5.0) \
  P(fract_dragon_wf_offsetx, 862, -0.5) P(fract_dragon_wf_offsety, 862, 0.0) P(fract_dragon_wf_offsetz, 862, 0.0) \
  P(fract_dragon_wf_z_fill, 862, 0.0) P(fract_dragon_wf_z_logscale, 862, 0.0) P(fract_dragon_wf_color_only, 862, 0.0) \
  P(fract_mandelbrot_wf_max_iter, 863, 100.0) P(fract_mandelbrot_wf_xmin, 863, -2.35) P(fract_mandelbrot_wf_xmax, 863, 0.75) \
  P(fract_mandelbrot_wf_ymin, 863, -1.2) P(fract_mandelbrot_wf_ymax, 863, 1.2) P(fract_mandelbrot_wf_buddhabrot_mode, 863, 0.0) \
  P(fract_mandelbrot_wf_power, 863, 2.0) P(fract_mandelbrot_wf_direct_color, 863, 1.0) P(fract_mandelbrot_wf_scalez, 863, 1.0) \
  P(fract_mandelbrot_wf_clip_iter_min, 863, 3.0) P(fract_mandelbrot_wf_clip_iter_max, 863, -5.0) P(fract_mandelbrot_wf_max_clip_iter, 863, 3.0) \
  P(fract_mandelbrot_wf_buddhabrot_min_iter, 863, 7.0) P(fract_mandelbrot_wf_scale, 863, 4.0) P(fract_mandelbrot_wf_offsetx, 863, 0.55) \
  P(fract_mandelbrot_wf_offsety, 863, 0.0) P(fract_mandelbrot_wf_offsetz, 863, 0.0) P(fract_mandelbrot_wf_z_fill, 863, 0.0) \
  P(fract_mandelbrot_wf_z_logscale, 863, 0.0) P(fract_mandelbrot_wf_color_only, 863, 0.0) \
  P(fract_meteors_wf_max_iter, 864, 100.0) P(fract_meteors_wf_xmin, 864, -1.7) P(fract_meteors_wf_xmax, 864, 1.7) \
  P(fract_meteors_wf_ymin, 864, -1.1) P(fract_meteors_wf_ymax, 864, 1.1) P(fract_meteors_wf_buddhabrot_mode, 864, 0.0) \
  P(fract_meteors_wf_direct_color, 864, 1.0) P(fract_meteors_wf_scalez, 864, 1.0) P(fract_meteors_wf_clip_iter_min, 864, 3.0) \
  P(fract_meteors_wf_clip_iter_max, 864, -5.0) P(fract_meteors_wf_max_clip_iter, 864, 3.0) P(fract_meteors_wf_buddhabrot_min_iter, 864, 7.0) \
  P(fract_meteors_wf_scale, 864, 5.7) P(fract_meteors_wf_offsetx, 864, 0.0) P(fract_meteors_wf_offsety, 864, 0.0) \
  P(fract_meteors_wf_offsetz, 864, 0.0) P(fract_meteors_wf_z_fill, 864, 0.0) P(fract_meteors_wf_z_logscale, 864, 0.0) \
  P(fract_meteors_wf_color_only, 864, 0.0) \
  P(fract_pearls_wf_max_iter, 865, 100.0) P(fract_pearls_wf_xmin, 865, -2.0) P(fract_pearls_wf_xmax, 865, 2.0) \
  P(fract_pearls_wf_ymin, 865, -2.0) P(fract_pearls_wf_ymax, 865, 2.0) P(fract_pearls_wf_buddhabrot_mode, 865, 0.0) \
  P(fract_pearls_wf_xseed, 865, 0.0) P(fract_pearls_wf_yseed, 865, -0.31) P(fract_pearls_wf_direct_color, 865, 1.0) \
  P(fract_pearls_wf_scalez, 865, 1.0) P(fract_pearls_wf_clip_iter_min, 865, 1.0) P(fract_pearls_wf_clip_iter_max, 865, -5.0) \
  P(fract_pearls_wf_max_clip_iter, 865, 3.0) P(fract_pearls_wf_buddhabrot_min_iter, 865, 7.0) P(fract_pearls_wf_scale, 865, 2.45) \
  P(fract_pearls_wf_offsetx, 865, 0.0) P(fract_pearls_wf_offsety, 865, 0.0) P(fract_pearls_wf_offsetz, 865, 0.0) \
  P(fract_pearls_wf_z_fill, 865, 0.0) P(fract_pearls_wf_z_logscale, 865, 0.0) P(fract_pearls_wf_color_only, 865, 0.0) \
  P(fract_salamander_wf_max_iter, 866, 100.0) P(fract_salamander_wf_xmin, 866, -2.0) P(fract_salamander_wf_xmax, 866, 2.0) \
  P(fract_salamander_wf_ymin, 866, -2.0) P(fract_salamander_wf_ymax, 866, 2.0) P(fract_salamander_wf_buddhabrot_mode, 866, 0.0) \
  P(fract_salamander_wf_xseed, 866, 0.8) P(fract_salamander_wf_yseed, 866, -0.15) P(fract_salamander_wf_direct_color, 866, 1.0) \
  P(fract_salamander_wf_scalez, 866, 1.0) P(fract_salamander_wf_clip_iter_min, 866, 1.0) P(fract_salamander_wf_clip_iter_max, 866, -5.0) \
  P(fract_salamander_wf_max_clip_iter, 866, 3.0) P(fract_salamander_wf_buddhabrot_min_iter, 866, 7.0) P(fract_salamander_wf_scale, 866, 2.45) \
  P(fract_salamander_wf_offsetx, 866, 0.0) P(fract_salamander_wf_offsety, 866, 0.0) P(fract_salamander_wf_offsetz, 866, 0.0) \
  P(fract_salamander_wf_z_fill, 866, 0.0) P(fract_salamander_wf_z_logscale, 866, 0.0) P(fract_salamander_wf_color_only, 866, 0.0) \
  P(cut_randomtile_seed, 763, 1000.0) P(cut_randomtile_mode, 763, 1.0) P(cut_randomtile_zoom, 763, 5.0) \
  P(cut_randomtile_invert, 763, 0.0) \
  P(cut_rgrid_mode, 764, 1.0) P(cut_rgrid_zoom, 764, 7.0) P(cut_rgrid_invert, 764, 0.0) P(cut_rgrid_angle, 764, 0.0) \
  P(cut_shapes_mode, 765, 1.0) P(cut_shapes_type, 765, 0.0) P(cut_shapes_contour, 765, 1.0) P(cut_shapes_zoom, 765, 1.0) \
  P(cut_shapes_invert, 765, 0.0) P(cut_shapes_n, 765, 3.0) P(cut_shapes_thick, 765, 0.01) P(cut_shapes_time, 765, 0.5) \
  P(cut_sincos_seed, 766, 1000.0) P(cut_sincos_mode, 766, 1.0) P(cut_sincos_time, 766, 0.9) P(cut_sincos_zoom, 766, 0.5) \
  P(cut_sincos_invert, 766, 0.0) \
  P(cut_snowflake_seed, 767, 1000.0) P(cut_snowflake_mode, 767, 1.0) P(cut_snowflake_time, 767, 0.0) \
  P(cut_snowflake_level, 767, 10.0) P(cut_snowflake_zoom, 767, 10.0) P(cut_snowflake_invert, 767, 0.0) \
  P(cut_spiral_time, 768, 0.0) P(cut_spiral_mode, 768, 1.0) P(cut_spiral_zoom, 768, 2.5) P(cut_spiral_invert, 768, 0.0) \
  P(cut_spiralcb_time, 769, 0.0) P(cut_spiralcb_mode, 769, 1.0) P(cut_spiralcb_zoom, 769, 1.0) P(cut_spiralcb_invert, 769, 0.0) \
  P(cut_spots_mode, 770, 1.0) P(cut_spots_seed, 770, 0.0) P(cut_spots_zoom, 770, 0.3) P(cut_spots_invert, 770, 0.0) \
  P(cut_sqcir_mode, 771, 1.0) P(cut_sqcir_zoom, 771, 2.0) P(cut_sqcir_invert, 771, 0.0) P(cut_sqcir_power, 771, 2.0) \
  P(cut_sqsplits_seed, 772, 1000.0) P(cut_sqsplits_mode, 772, 1.0) P(cut_sqsplits_time, 772, 0.9) \
  P(cut_sqsplits_zoom, 772, 2.0) P(cut_sqsplits_invert, 772, 0.0) \
  P(cut_swarp_seed, 773, 1000.0) P(cut_swarp_mode, 773, 1.0) P(cut_swarp_time, 773, 0.0) P(cut_swarp_type, 773, 0.0) \
  P(cut_swarp_zoom, 773, 1.0) P(cut_swarp_invert, 773, 0.0) \
  P(natural_foam_density, 806, 50.0) P(natural_foam_iterations, 806, 3.0) P(natural_foam_scale, 806, 0.8) \
  P(natural_foam_spread, 806, 1.0) P(natural_foam_minRadius, 806, 0.1) P(natural_foam_maxRadius, 806, 0.9) \
  P(natural_foam_seed, 806, 123.0) P(natural_foam_shapeAmount, 806, 0.0) P(natural_foam_blur_radius, 806, 0.1) \
  P(natural_foam_blur_quality, 806, 1.0) P(natural_foam_color_data, 806, 0.0) P(natural_foam_zoom, 806, 1.0) \
  P(pointgrid_wf_xmin, 807, -3.0) P(pointgrid_wf_xmax, 807, 3.0) P(pointgrid_wf_xcount, 807, 32.0) \
  P(pointgrid_wf_ymin, 807, -3.0) P(pointgrid_wf_ymax, 807, 3.0) P(pointgrid_wf_ycount, 807, 32.0) \
  P(pointgrid_wf_distortion, 807, 2.3) P(pointgrid_wf_seed, 807, 1234.0) \
  P(pointgrid3d_wf_xmin, 808, -3.0) P(pointgrid3d_wf_xmax, 808, 3.0) P(pointgrid3d_wf_xcount, 808, 10.0) \
  P(pointgrid3d_wf_ymin, 808, -3.0) P(pointgrid3d_wf_ymax, 808, 3.0) P(pointgrid3d_wf_ycount, 808, 10.0) \
  P(pointgrid3d_wf_zmin, 808, -1.0) P(pointgrid3d_wf_zmax, 808, 1.0) P(pointgrid3d_wf_zcount, 808, 10.0) \
  P(pointgrid3d_wf_distortion, 808, 2.3) P(pointgrid3d_wf_seed, 808, 1234.0) \
  P(romanesco_size, 809, 0.5) P(romanesco_recursion_depth, 809, 7.0) P(romanesco_num_arms, 809, 1.0) \
  P(romanesco_arm_spread, 809, 1.0) P(romanesco_arm_elevation, 809, 45.0) P(romanesco_arm_twist, 809, 0.0) \
  P(romanesco_floret_count, 809, 100.0) P(romanesco_floret_scale, 809, 0.28) P(romanesco_pattern_spread, 809, 0.4) \
  P(romanesco_spiral_twist, 809, 1.0) P(romanesco_cone_steepness, 809, 1.0) P(romanesco_floret_detail_size, 809, 0.1) \
  P(romanesco_floret_shape, 809, 0.0) P(romanesco_pitch, 809, 180.0) P(romanesco_yaw, 809, 0.0) \
  P(romanesco_roll, 809, 0.0) P(romanesco_color_mode, 809, 0.0) P(romanesco_solid_color_idx, 809, 0.5) \
  P(romanesco_color_range_min, 809, 0.0) P(romanesco_color_range_max, 809, 9.0) \
  P(polySurf_c, 810, 0.3) P(polySurf_mirrorX, 810, 1.0) P(polySurf_mirrorY, 810, 1.0) P(polySurf_mirrorZ, 810, 0.0) \
  P(polySurf_julia, 810, 0.0) P(polySurf_juliaX, 810, 0.0) P(polySurf_juliaY, 810, 0.0) P(polySurf_juliaZ, 810, 0.0) \
  P(polySurf_enableFold, 810, 0.0) P(polySurf_foldX, 810, 1.0) P(polySurf_foldY, 810, 1.0) P(polySurf_rotX, 810, 0.0) \
  P(polySurf_rotY, 810, 0.0) P(polySurf_rotZ, 810, 0.0) P(polySurf_enableOffset, 810, 1.0) P(polySurf_offsetX, 810, 1.0) \
  P(polySurf_offsetY, 810, 1.0) P(polySurf_offsetZ, 810, 0.0) P(polySurf_enableInvert, 810, 0.0) \
  P(polySurf_invertRadius, 810, 1.0) P(polySurf_colorMode, 810, 0.0) P(polySurf_colorSpeed, 810, 1.0) \
  P(de_stijl_max_size, 839, 0.5) P(de_stijl_min_size, 839, 0.1) P(de_stijl_chaos, 839, 5.0) \
  P(de_stijl_line_thickness, 839, 0.02) P(de_stijl_seed, 839, 12345.0) \
  P(siercarpet_js_m, 842, 3.0) \
  P(iconattractor_js_presetId, 843, 0.0) P(iconattractor_js_degree, 843, 5.0) P(iconattractor_js_a, 843, 5.0) \
  P(iconattractor_js_b, 843, -1.9) P(iconattractor_js_g, 843, 1.0) P(iconattractor_js_o, 843, 0.188) \
  P(iconattractor_js_l, 843, -2.5) P(iconattractor_js_centerx, 843, 0.0) P(iconattractor_js_centery, 843, 0.0) \
  P(iconattractor_js_scale, 843, 5.0) \
  P(pixel_flow_angle, 844, 90.0) P(pixel_flow_len, 844, 0.1) P(pixel_flow_width, 844, 200.0) P(pixel_flow_seed, 844, 42.0) \
  P(pixel_flow_enable_dc, 844, 0.0) \
  P(cut_triantess_mode, 776, 1.0) P(cut_triantess_Iters, 776, 20.0) P(cut_triantess_SRadius, 776, 0.01) \
  P(cut_triantess_pParam, 776, 3.0) P(cut_triantess_qParam, 776, 3.0) P(cut_triantess_rParam, 776, 4.0) \
  P(cut_triantess_uBaryc, 776, 1.0) P(cut_triantess_vBaryc, 776, 1.0) P(cut_triantess_wBaryc, 776, 0.0) \
  P(cut_triantess_zoom, 776, 2.0) P(cut_triantess_invert, 776, 0.0) \
  P(cut_triskel_mode, 777, 1.0) P(cut_triskel_zoom, 777, 1.0) P(cut_triskel_invert, 777, 0.0) \
  P(cut_truchet_mode, 778, 1.0) P(cut_truchet_type, 778, 0.0) P(cut_truchet_seed, 778, 1000.0) \
  P(cut_truchet_zoom, 778, 10.0) P(cut_truchet_invert, 778, 0.0) \
  P(cut_truchetweaving_randomize, 779, 0.0) P(cut_truchetweaving_mode, 779, 1.0) P(cut_truchetweaving_type, 779, 0.0) \
  P(cut_truchetweaving_width, 779, 0.15) P(cut_truchetweaving_zoom, 779, 8.0) P(cut_truchetweaving_invert, 779, 0.0) \
  P(cut_tstruchet_seed, 780, 1000.0) P(cut_tstruchet_mode, 780, 1.0) P(cut_tstruchet_shape, 780, 0.0) \
  P(cut_tstruchet_levels, 780, 0.0) P(cut_tstruchet_arcs, 780, 0.0) P(cut_tstruchet_zoom, 780, 5.0) \
  P(cut_tstruchet_invert, 780, 0.0) \
  P(cut_vasarely_mode, 781, 1.0) P(cut_vasarely_zoom, 781, 1.0) P(cut_vasarely_invert, 781, 0.0) \
  P(cut_vasarely_size, 781, 0.5) \
  P(cut_web_seed, 782, 1000.0) P(cut_web_time, 782, 0.0) P(cut_web_mode, 782, 1.0) \
  P(cut_web_thick, 782, 0.05) P(cut_web_invert, 782, 1.0) \
  P(cut_wood_shiftX, 783, 0.0) P(cut_wood_shiftY, 783, 0.0) P(cut_wood_freq, 783, 1.8) \
  P(cut_wood_smooth, 783, 1.0) P(cut_wood_LineCount, 783, 20.0) P(cut_wood_LineWidth, 783, 0.2) \
  P(cut_wood_mode, 783, 1.0) P(cut_wood_zoom, 783, 2.5) P(cut_wood_invert, 783, 0.0) \
  P(cut_x_mode, 784, 1.0) P(cut_x_zoom, 784, 1.0) P(cut_x_invert, 784, 0.0) \
  P(cut_x_size, 784, 0.1) \
  P(cut_yuebing_mode, 785, 1.0) P(cut_yuebing_zoom, 785, 0.25) P(cut_yuebing_invert, 785, 0.0) \
  P(cut_yuebing_p1, 785, 2.0) P(cut_yuebing_p2, 785, 25.0) \
  P(cut_zigzag_mode, 786, 1.0) P(cut_zigzag_xpar, 786, 1.0) P(cut_zigzag_ypar, 786, 2.0) \
  P(cut_zigzag_zoom, 786, 2.0) P(cut_zigzag_invert, 786, 0.0) \
  P(crackle_cellsize, 811, 1.0) P(crackle_power, 811, 0.2) P(crackle_distort, 811, 0.0) P(crackle_scale, 811, 1.0) \
  P(crackle_z, 811, 0.0) \
  P(tess_shape_strength, 845, 1.0) P(tess_shape_shapeSize, 845, 0.8) P(tess_shape_shapeType, 845, 0.0) \
  P(tess_shape_shapeAspectRatio, 845, 1.0) P(tess_shape_lrRadialAmp, 845, 0.2) P(tess_shape_lrRadialWidthFreq, 845, 0.6) \
  P(tess_shape_tbAmp, 845, 0.2) P(tess_shape_tbWidthFreq, 845, 0.6) P(tess_shape_lrRadialPosPhaseDuty, 845, 0.0) \
  P(tess_shape_tbPosPhaseDuty, 845, 0.0) P(tess_shape_lrRadialProfileType, 845, 0.0) P(tess_shape_tbProfileType, 845, 0.0) \
  P(tess_shape_operationMode, 845, 0.0) \
  P(cell3D_size, 846, 0.6) P(cell3D_a, 846, 1.0) P(cell3D_grid_rot_x, 846, 0.0) \
  P(cell3D_grid_rot_y, 846, 0.0) P(cell3D_grid_rot_z, 846, 0.0) P(cell3D_cell_idx_power_x, 846, 1.0) \
  P(cell3D_cell_idx_power_y, 846, 1.0) P(cell3D_cell_idx_power_z, 846, 1.0) P(cell3D_dxdydz_mode, 846, 0.0) \
  P(cell3D_cell_scale_x, 846, 1.0) P(cell3D_cell_scale_y, 846, 1.0) P(cell3D_cell_scale_z, 846, 1.0) \
  P(cell3D_cell_power_x, 846, 1.0) P(cell3D_cell_power_y, 846, 1.0) P(cell3D_cell_power_z, 846, 1.0) \
  P(cell3D_cell_rot_x, 846, 0.0) P(cell3D_cell_rot_y, 846, 0.0) P(cell3D_cell_rot_z, 846, 0.0) \
  P(cell3D_space_xa, 846, 2.0) P(cell3D_space_ya, 846, 2.0) P(cell3D_space_xb, 846, 2.0) \
  P(cell3D_space_yb, 846, 2.0) P(cell3D_move_xa, 846, 1.0) P(cell3D_space_xc, 846, 2.0) \
  P(cell3D_space_yc, 846, 2.0) P(cell3D_move_ya, 846, 1.0) P(cell3D_space_xd, 846, 2.0) \
  P(cell3D_space_yd, 846, 2.0) P(cell3D_move_xb, 846, 1.0) P(cell3D_move_yb, 846, 1.0) \
  P(cell3D_move_tr_x, 846, 0.0) P(cell3D_move_tr_y, 846, 0.0) P(cell3D_move_br_x, 846, 0.0) \
  P(cell3D_space_z, 846, 1.0) P(cell3D_move_z, 846, 0.0) P(cell3D_checker_mode, 846, 0.0) \
  P(cell3D_checker_invert, 846, 0.0) P(cell3D_space_xa2, 846, 2.0) P(cell3D_space_ya2, 846, 2.0) \
  P(cell3D_space_xb2, 846, 2.0) P(cell3D_space_yb2, 846, 2.0) P(cell3D_move_xa2, 846, 1.0) \
  P(cell3D_space_xc2, 846, 2.0) P(cell3D_space_yc2, 846, 2.0) P(cell3D_move_ya2, 846, 1.0) \
  P(cell3D_space_xd2, 846, 2.0) P(cell3D_space_yd2, 846, 2.0) P(cell3D_move_xb2, 846, 1.0) \
  P(cell3D_move_yb2, 846, 1.0) P(cell3D_move_tr_x2, 846, 0.0) P(cell3D_move_tr_y2, 846, 0.0) \
  P(cell3D_move_br_x2, 846, 0.0) P(cell3D_space_z2, 846, 1.0) P(cell3D_move_z2, 846, 0.0) \
  P(cell3D_mirror_x, 846, 0.0) P(cell3D_mirror_y, 846, 0.0) P(cell3D_mirror_z, 846, 0.0) \
  P(cell3D_invert_y, 846, 1.0) P(cell3D_invert_z, 846, 0.0) P(cell3D_offset_x, 846, 0.0) \
  P(cell3D_offset_y, 846, 0.0) P(cell3D_offset_z, 846, 0.0) P(cell3D_color_mode, 846, 0.0) \
  P(cell3D_cidx_scale_x, 846, 0.05) P(cell3D_cidx_scale_y, 846, 0.05) P(cell3D_cidx_scale_z, 846, 0.05) \
  P(cell3D_cidx_offset, 846, 0.0) P(cell3D_cdist_scale, 846, 1.0) P(cell3D_color_q1, 846, 0.0) \
  P(cell3D_color_q2, 846, 0.25) P(cell3D_color_q3, 846, 0.5) P(cell3D_color_q4, 846, 0.75) \
  P(cell3D_color_use_z_sign, 846, 0.0) P(cell3D_color_z_neg_offset, 846, 0.1) P(cell3D_cz_scale, 846, 0.05) \
  P(cell3D_cz_offset, 846, 0.0) \
  P(kifs3d_max_iter, 847, 7.0) P(kifs3d_bailout_radius, 847, 1.1) P(kifs3d_kifs_scale_x, 847, 1.4) \
  P(kifs3d_kifs_scale_y, 847, 1.4) P(kifs3d_kifs_scale_z, 847, -1.0) P(kifs3d_scale_pivot, 847, 0.0) \
  P(kifs3d_center_x, 847, 0.0) P(kifs3d_center_y, 847, 0.0) P(kifs3d_center_z, 847, 0.0) \
  P(kifs3d_offset_x, 847, -1.0) P(kifs3d_offset_y, 847, -1.0) P(kifs3d_offset_z, 847, 1.0) \
  P(kifs3d_mirror_fold, 847, 0.0) P(kifs3d_fold_type, 847, 1.0) P(kifs3d_fold_plane1_nx, 847, 1.0) \
  P(kifs3d_fold_plane1_ny, 847, 0.0) P(kifs3d_fold_plane1_nz, 847, 0.0) P(kifs3d_fold_plane1_dist, 847, 0.0) \
  P(kifs3d_fold_plane1_intensity, 847, 1.0) P(kifs3d_edge_x, 847, 0.0) P(kifs3d_edge_y, 847, 0.0) \
  P(kifs3d_edge_z, 847, 0.0) P(kifs3d_rot_x, 847, 5.0) P(kifs3d_rot_y, 847, 5.0) P(kifs3d_rot_z, 847, 5.0) \
  P(kifs3d_rot_order, 847, 0.0) P(kifs3d_rot_pivot, 847, 0.0) P(kifs3d_transform_order, 847, 0.0) \
  P(kifs3d_post_symmetry, 847, 7.0) P(kifs3d_color_mode, 847, 0.0) P(kifs3d_color_scale, 847, 1.0) \
  P(dc_booleans_randomize, 867, 1000.0) P(dc_booleans_type, 867, 1.0) P(dc_booleans_zoom, 867, 1000.0) \
  FM_DC_FRAME_PARAMS(P, dc_booleans, 867) \
  P(dc_hexagons_shape, 882, 0.0) P(dc_hexagons_seed, 882, 10000.0) P(dc_hexagons_time, 882, 0.0) \
  P(dc_hexagons_zoom, 882, 4.0) FM_DC_FRAME_PARAMS(P, dc_hexagons, 882) \
  P(dc_apollonian_seed, 883, 10000.0) P(dc_apollonian_time, 883, 0.0) FM_DC_FRAME_PARAMS(P, dc_apollonian, 883) \
  P(glsl_apollonian_Density_Pixels, 884, 1000000.0) P(glsl_apollonian_seed, 884, 10000.0) \
  P(glsl_apollonian_time, 884, 0.0) P(glsl_apollonian_Gradient, 884, 0.0) \
  P(glsl_acrilic_Density_Pixels, 885, 1000000.0) P(glsl_acrilic_Seed, 885, 10000.0) P(glsl_acrilic_time, 885, 0.0) \
  P(glsl_acrilic_Steps, 885, 10.0) P(glsl_acrilic_p1, 885, 12.0) P(glsl_acrilic_p2, 885, 12.0) \
  P(glsl_acrilic_p3, 885, 12.0) P(glsl_acrilic_p4, 885, 12.0) P(glsl_acrilic_p5, 885, 75.0) P(glsl_acrilic_p6, 885, 75.0) \
  P(glsl_acrilic_Red_Fac, 885, 1.0) P(glsl_acrilic_Green_Fac, 885, 1.0) P(glsl_acrilic_Blue_Fac, 885, 1.0) \
  P(glsl_acrilic_Gradient, 885, 0.0) \
  P(dc_acrilic_seed, 886, 10000.0) P(dc_acrilic_time, 886, 0.0) P(dc_acrilic_zoom, 886, 0.7) P(dc_acrilic_steps, 886, 10.0) \
  P(dc_acrilic_p1, 886, 12.0) P(dc_acrilic_p2, 886, 12.0) P(dc_acrilic_p3, 886, 12.0) P(dc_acrilic_p4, 886, 12.0) \
  P(dc_acrilic_p5, 886, 75.0) P(dc_acrilic_p6, 886, 75.0) P(dc_acrilic_redf, 886, 1.0) P(dc_acrilic_greenf, 886, 1.0) \
  P(dc_acrilic_bluef, 886, 1.0) FM_DC_FRAME_PARAMS(P, dc_acrilic, 886) \
  P(glsl_circlesblue_Density_Pixels, 887, 1000000.0) P(glsl_circlesblue_Seed, 887, 10000.0) \
  P(glsl_circlesblue_time, 887, 1.0) P(glsl_circlesblue_Radiusy, 887, 0.04) P(glsl_circlesblue_Bubles, 887, 40.0) \
  P(glsl_circlesblue_Gradient, 887, 0.0) \
  P(dc_circlesblue_seed, 888, 10000.0) P(dc_circlesblue_time, 888, 1.0) P(dc_circlesblue_zoom, 888, 1.0) \
  P(dc_circlesblue_radius, 888, 0.04) P(dc_circlesblue_bubles, 888, 40.0) FM_DC_FRAME_PARAMS(P, dc_circlesblue, 888) \
  P(glsl_kaleidoscopic_Density_Pixels, 910, 1000000.0) P(glsl_kaleidoscopic_Seed, 910, 10000.0) \
  P(glsl_kaleidoscopic_time, 910, 0.0) P(glsl_kaleidoscopic_Sides, 910, 8.0) P(glsl_kaleidoscopic_zoom, 910, 0.0) \
  P(glsl_kaleidoscopic_P1, 910, 0.0) P(glsl_kaleidoscopic_Radial, 910, 0.0) P(glsl_kaleidoscopic_Gradient, 910, 0.0) \
  P(dc_kaleidoscopic_seed, 911, 10000.0) P(dc_kaleidoscopic_time, 911, 0.0) P(dc_kaleidoscopic_sides, 911, 8.0) \
  P(dc_kaleidoscopic_zoom, 911, 1.0) P(dc_kaleidoscopic_p1, 911, 0.0) P(dc_kaleidoscopic_radial, 911, 1.0) \
  FM_DC_FRAME_PARAMS(P, dc_kaleidoscopic, 911) \
  P(glsl_kaleidocomplex_Density_Pixels, 912, 1000000.0) P(glsl_kaleidocomplex_Seed, 912, 10000.0) \
  P(glsl_kaleidocomplex_time, 912, 0.0) P(glsl_kaleidocomplex_iMax, 912, 12.0) P(glsl_kaleidocomplex_Color, 912, 2.0) \
  P(glsl_kaleidocomplex_Red_Fac, 912, 1.0) P(glsl_kaleidocomplex_Green_Fac, 912, 1.0) \
  P(glsl_kaleidocomplex_Blue_Fac, 912, 1.0) P(glsl_kaleidocomplex_Gradient, 912, 0.0) \
  P(dc_kaleidocomplex_seed, 913, 1000000.0) P(dc_kaleidocomplex_time, 913, 0.0) P(dc_kaleidocomplex_iMax, 913, 12.0) \
  P(dc_kaleidocomplex_color, 913, 2.0) P(dc_kaleidocomplex_redF, 913, 1.0) P(dc_kaleidocomplex_greenF, 913, 1.0) \
  P(dc_kaleidocomplex_blueF, 913, 1.0) FM_DC_FRAME_PARAMS(P, dc_kaleidocomplex, 913) \
  P(glsl_hyperbolictile_Density_Pixels, 914, 1000000.0) P(glsl_hyperbolictile_Gradient, 914, 0.0) \
  P(dc_hyperbolictile_zoom, 915, 1.0) FM_DC_FRAME_PARAMS(P, dc_hyperbolictile, 915) \
  P(dc_worley_zoom, 868, 7.0) P(dc_worley_pattern, 868, 70.0) P(dc_worley_distort, 868, 1.0) \
  FM_DC_FRAME_PARAMS(P, dc_worley, 868) \
  P(dc_vortex_randomize, 869, 0.0) P(dc_vortex_time, 869, 0.0) P(dc_vortex_flowStrength, 869, 10.0) \
  P(dc_vortex_Blending, 869, 5.0) P(dc_vortex_zoom, 869, 1.0) FM_DC_FRAME_PARAMS(P, dc_vortex, 869) \
  P(dc_menger_zoom, 870, 1.0) P(dc_menger_level, 870, 3.0) FM_DC_FRAME_PARAMS(P, dc_menger, 870) \
  P(dc_mandbrot_nIters, 871, 250.0) P(dc_mandbrot_N, 871, 8.0) P(dc_mandbrot_Complexity, 871, 0.995) \
  P(dc_mandbrot_seed, 871, 10000.0) P(dc_mandbrot_time, 871, 0.0) P(dc_mandbrot_zoom, 871, 4.0) \
  P(dc_mandbrot_red, 871, 0.0314) P(dc_mandbrot_green, 871, 0.02) P(dc_mandbrot_blue, 871, 0.011) \
  FM_DC_FRAME_PARAMS(P, dc_mandbrot, 871) \
  P(dc_fractcolor_randomize, 872, 0.0) P(dc_fractcolor_time, 872, 0.0) P(dc_fractcolor_xpar, 872, 0.5) \
  P(dc_fractcolor_ypar, 872, 0.5) P(dc_fractcolor_iters, 872, 88.0) P(dc_fractcolor_zoom, 872, 1.0) \
  FM_DC_FRAME_PARAMS(P, dc_fractcolor, 872) \
  P(dc_voronoise_zoom, 873, 8.0) P(dc_voronoise_deltaX, 873, 0.5) P(dc_voronoise_deltaY, 873, 0.5) \
  FM_DC_FRAME_PARAMS(P, dc_voronoise, 873) \
  P(dc_turbulence_seed, 874, 10000.0) P(dc_turbulence_time, 874, 0.0) P(dc_turbulence_zoom, 874, 8.0) \
  P(dc_turbulence_level, 874, 3.0) FM_DC_FRAME_PARAMS(P, dc_turbulence, 874) \
  P(dc_warping_randomize, 875, 0.0) P(dc_warping_zoom, 875, 1.0) P(dc_warping_x0, 875, 0.0) \
  FM_DC_FRAME_PARAMS(P, dc_warping, 875) \
  P(glsl_squares_Density_Pixels, 896, 1000000.0) P(glsl_squares_Seed, 896, 5000.0) P(glsl_squares_time, 896, 85.5) \
  P(glsl_squares_N, 896, 3.0) P(glsl_squares_Direction, 896, 1.0) P(glsl_squares_Red_Fac, 896, 1.8) \
  P(glsl_squares_Green_Fac, 896, 1.9) P(glsl_squares_Blue_Fac, 896, 2.2) P(glsl_squares_Gradient, 896, 0.0) \
  P(dc_squares_seed, 897, 5000.0) P(dc_squares_time, 897, 85.5) P(dc_squares_N, 897, 3.0) \
  P(dc_squares_direction, 897, 1.0) P(dc_squares_redF, 897, 1.8) P(dc_squares_greenF, 897, 1.9) \
  P(dc_squares_blueF, 897, 2.2) FM_DC_FRAME_PARAMS(P, dc_squares, 897) \
  P(glsl_starsfield_Density_Pixels, 898, 1000000.0) P(glsl_starsfield_Seed, 898, 10000.0) \
  P(glsl_starsfield_time, 898, 0.0) P(glsl_starsfield_Z_distance, 898, 2.0) P(glsl_starsfield_Glow, 898, 2.0) \
  P(glsl_starsfield_Gradient, 898, 0.0) \
  P(dc_starsfield_seed, 899, 10000.0) P(dc_starsfield_time, 899, 0.0) P(dc_starsfield_zdistance, 899, 2.0) \
  P(dc_starsfield_glow, 899, 1.0) FM_DC_FRAME_PARAMS(P, dc_starsfield, 899) \
  P(glsl_mandelbox2D_Density_Pixels, 900, 1000000.0) P(glsl_mandelbox2D_seed, 900, 10000.0) \
  P(glsl_mandelbox2D_time, 900, 0.0) P(glsl_mandelbox2D_Gradient, 900, 0.0) \
  P(dc_mandelbox2D_zoom, 901, 7.0) P(dc_mandelbox2D_seed, 901, 10000.0) P(dc_mandelbox2D_time, 901, 0.0) \
  FM_DC_FRAME_PARAMS(P, dc_mandelbox2D, 901) \
  P(glsl_mandala_Density_Pixels, 902, 1000000.0) P(glsl_mandala_mX, 902, 0.025) P(glsl_mandala_mY, 902, -0.001245675) \
  P(glsl_mandala_scale, 902, 2.0) P(glsl_mandala_sides, 902, 12.0) P(glsl_mandala_multiply, 902, 1.5) \
  P(glsl_mandala_loops, 902, 64.0) P(glsl_mandala_iR, 902, 0.0) P(glsl_mandala_iG, 902, 0.0) P(glsl_mandala_iB, 902, 1.0) \
  P(glsl_mandala_Gradient, 902, 0.0) \
  P(dc_mandala_mX, 903, 0.025) P(dc_mandala_mY, 903, -0.001245675) P(dc_mandala_scale, 903, 2.0) \
  P(dc_mandala_sides, 903, 12.0) P(dc_mandala_multiply, 903, 1.0) P(dc_mandala_loops, 903, 64.0) \
  P(dc_mandala_iR, 903, 0.0) P(dc_mandala_iG, 903, 0.0) P(dc_mandala_iB, 903, 1.0) FM_DC_FRAME_PARAMS(P, dc_mandala, 903) \
  P(glsl_kaliset_Density_Pixels, 916, 1000000.0) P(glsl_kaliset_Seed, 916, 10000.0) P(glsl_kaliset_time, 916, 200.0) \
  P(glsl_kaliset_N, 916, 60.0) P(glsl_kaliset_ShiftX, 916, -0.22) P(glsl_kaliset_ShiftY, 916, -0.21) \
  P(glsl_kaliset_Gradient, 916, 0.0) \
  P(dc_kaliset_Seed, 917, 10000.0) P(dc_kaliset_time, 917, 200.0) P(dc_kaliset_zoom, 917, 0.5) P(dc_kaliset_N, 917, 60.0) \
  P(dc_kaliset_shiftX, 917, -0.22) P(dc_kaliset_shiftY, 917, -0.21) FM_DC_FRAME_PARAMS(P, dc_kaliset, 917) \
  P(glsl_kaliset2_Density_Pixels, 918, 1000000.0) P(glsl_kaliset2_Seed, 918, 5000.0) P(glsl_kaliset2_time, 918, 85.5) \
  P(glsl_kaliset2_N, 918, 100.0) P(glsl_kaliset2_radio, 918, 1.0) P(glsl_kaliset2_ShiftX, 918, -0.356) \
  P(glsl_kaliset2_ShiftY, 918, 0.686) P(glsl_kaliset2_Red_Fac, 918, 1.8) P(glsl_kaliset2_Green_Fac, 918, 1.9) \
  P(glsl_kaliset2_Blue_Fac, 918, 2.2) P(glsl_kaliset2_Gradient, 918, 0.0) \
  P(dc_kaliset2_seed, 919, 5000.0) P(dc_kaliset2_time, 919, 85.5) P(dc_kaliset2_zoom, 919, 20.0) P(dc_kaliset2_N, 919, 100.0) \
  P(dc_kaliset2_radio, 919, 1.0) P(dc_kaliset2_shiftX, 919, -0.356) P(dc_kaliset2_shiftY, 919, 0.686) \
  P(dc_kaliset2_redF, 919, 1.8) P(dc_kaliset2_greenF, 919, 1.9) P(dc_kaliset2_blueF, 919, 2.2) \
  FM_DC_FRAME_PARAMS(P, dc_kaliset2, 919) \
  P(glsl_hoshi_Density_Pixels, 920, 1000000.0) P(glsl_hoshi_Seed, 920, 100000.0) P(glsl_hoshi_time, 920, 10.0) \
  P(glsl_hoshi_Steps, 920, 28.0) P(glsl_hoshi_Scale, 920, 1.25) P(glsl_hoshi_Translate, 920, 1.5) \
  P(glsl_hoshi_Gradient, 920, 0.0) \
  P(dc_hoshi_seed, 921, 100000.0) P(dc_hoshi_time, 921, 10.0) P(dc_hoshi_steps, 921, 28.0) P(dc_hoshi_scale, 921, 1.25) \
  P(dc_hoshi_translate, 921, 1.5) FM_DC_FRAME_PARAMS(P, dc_hoshi, 921) \
  P(glsl_grid3D_Density_Pixels, 922, 1000000.0) P(glsl_grid3D_Seed, 922, 10000.0) P(glsl_grid3D_time, 922, 200.0) \
  P(dc_grid3D_zoom, 923, 1.0) P(dc_grid3D_Seed, 923, 10000.0) P(dc_grid3D_time, 923, 200.0) \
  FM_DC_FRAME_PARAMS(P, dc_grid3D, 923) \
  P(dc_sunflower_zoom, 944, 7.0) P(dc_sunflower_step, 944, 0.1) P(dc_sunflower_N, 944, 30.0) \
  P(dc_sunflower_Polar, 944, 1.0) P(dc_sunflower_Dots, 944, 1.0) P(dc_sunflower_GridX, 944, 1.0) \
  P(dc_sunflower_GridY, 944, 1.0) FM_DC_FRAME_PARAMS(P, dc_sunflower, 944) \
  P(dc_spacefold_randomize, 945, 1000.0) P(dc_spacefold_time, 945, 0.0) P(dc_spacefold_zoom, 945, 2.5) \
  FM_DC_FRAME_PARAMS(P, dc_spacefold, 945) \
  P(dc_rotations_levels, 946, 20.0) P(dc_rotations_seed, 946, 10000.0) P(dc_rotations_time, 946, 0.0) \
  P(dc_rotations_zoom, 946, 4.0) FM_DC_FRAME_PARAMS(P, dc_rotations, 946) \
  P(dc_quadtree_zoom, 947, 1.0) P(dc_quadtree_seed, 947, 10000.0) P(dc_quadtree_time, 947, 0.0) \
  P(dc_quadtree_width, 947, 1000.0) P(dc_quadtree_levels, 947, 30.0) FM_DC_FRAME_PARAMS(P, dc_quadtree, 947) \
  P(dc_portal_seed, 948, 1000.0) P(dc_portal_time, 948, 0.0) P(dc_portal_waves, 948, 5.0) \
  P(dc_portal_zoom, 948, 15.0) FM_DC_FRAME_PARAMS(P, dc_portal, 948) \
  P(dc_poincaredisc_zoom, 949, 2.0) P(dc_poincaredisc_MaxIter, 949, 10.0) P(dc_poincaredisc_N, 949, 4.0) \
  P(dc_poincaredisc_P, 949, 5.0) P(dc_poincaredisc_checkers0, 949, 1.0) P(dc_poincaredisc_checkers1, 949, 1.0) \
  P(dc_poincaredisc_checkers2, 949, 1.0) FM_DC_FRAME_PARAMS(P, dc_poincaredisc, 949) \
  P(dc_pentatiles_zoom, 950, 20.0) P(dc_pentatiles_border, 950, 1.0) P(dc_pentatiles_width, 950, 0.1) \
  FM_DC_FRAME_PARAMS(P, dc_pentatiles, 950) \
  P(dc_moebiuslog_zoom, 951, 7.0) P(dc_moebiuslog_seed, 951, 10000.0) P(dc_moebiuslog_time, 951, 0.0) \
  P(dc_moebiuslog_Log, 951, 1.0) P(dc_moebiuslog_Moebius, 951, 1.0) P(dc_moebiuslog_scale, 951, 5.0) \
  P(dc_moebiuslog_angle, 951, 5.0) FM_DC_FRAME_PARAMS(P, dc_moebiuslog, 951) \
  P(dc_layers_N, 958, 8.0) P(dc_layers_Amplitude, 958, 0.995) P(dc_layers_seed, 958, 10000.0) P(dc_layers_time, 958, 0.0) P(dc_layers_zoom, 958, 8.0) FM_DC_FRAME_PARAMS(P, dc_layers, 958) \
  P(dc_inversion_seed, 959, 10000.0) P(dc_inversion_time, 959, 0.0) P(dc_inversion_iterations, 959, 50.0) P(dc_inversion_scaleX, 959, 1.5) P(dc_inversion_scaleY, 959, 1.5) FM_DC_FRAME_PARAMS(P, dc_inversion, 959) \
  P(dc_glypho_zoom, 960, 7.0) P(dc_glypho_seed, 960, 10000.0) P(dc_glypho_time, 960, 0.0) P(dc_glypho_f1, 960, 0.115) P(dc_glypho_f2, 960, 0.75) P(dc_glypho_f3, 960, 1.5) FM_DC_FRAME_PARAMS(P, dc_glypho, 960) \
  P(dc_gabornoise_seed, 961, 10000.0) P(dc_gabornoise_time, 961, 0.0) P(dc_gabornoise_zoom, 961, 20.0) FM_DC_FRAME_PARAMS(P, dc_gabornoise, 961) \
  P(dc_ducks_seed, 962, 10000.0) P(dc_ducks_time, 962, 10.0) P(dc_ducks_zoom, 962, 1.0) FM_DC_FRAME_PARAMS(P, dc_ducks, 962) \
  P(dc_cairotiles_zoom, 963, 7.0) P(dc_cairotiles_seed, 963, 10000.0) P(dc_cairotiles_time, 963, 0.0) FM_DC_FRAME_PARAMS(P, dc_cairotiles, 963) \
  P(dc_butterflies_seed, 964, 1000.0) P(dc_butterflies_time, 964, 0.0) P(dc_butterflies_zoom, 964, 1.0) \
  P(dc_butterflies_red, 964, 1.0) P(dc_butterflies_green, 964, 1.0) P(dc_butterflies_blue, 964, 1.0) FM_DC_FRAME_PARAMS(P, dc_butterflies, 964) \
  P(glsl_fractaldots_Density_Pixels, 930, 1000000.0) P(glsl_fractaldots_iterations, 930, 9.0) \
  P(glsl_fractaldots_DotSize, 930, 400.0) P(glsl_fractaldots_MaxIterations, 930, 10.0) \
  P(glsl_fractaldots_complexity, 930, 0.001245675) P(glsl_fractaldots_pattern, 930, 2.5) \
  P(glsl_fractaldots_spacing, 930, 12.0) P(glsl_fractaldots_rotate1, 930, 1.5) P(glsl_fractaldots_rotate2, 930, 64.0) \
  P(glsl_fractaldots_zoom, 930, 64.0) P(glsl_fractaldots_Gradient, 930, 0.0) \
  P(dc_fractaldots_iterations, 931, 9.0) P(dc_fractaldots_dotsize, 931, 400.0) P(dc_fractaldots_maxiterations, 931, 10.0) \
  P(dc_fractaldots_complexity, 931, 0.001245675) P(dc_fractaldots_pattern, 931, 2.5) P(dc_fractaldots_spacing, 931, 12.0) \
  P(dc_fractaldots_rotate1, 931, 1.5) P(dc_fractaldots_rotate2, 931, 64.0) P(dc_fractaldots_zoom, 931, 64.0) \
  FM_DC_FRAME_PARAMS(P, dc_fractaldots, 931) \
  P(dc_truchet_type, 932, 0.0) P(dc_truchet_zoom, 932, 10.0) FM_DC_FRAME_PARAMS(P, dc_truchet, 932) \
  P(dc_tree_levels, 933, 20.0) P(dc_tree_thicknes, 933, 1000.0) P(dc_tree_style, 933, 50.0) P(dc_tree_shift, 933, 1.5) \
  P(dc_tree_seed, 933, 10000.0) P(dc_tree_time, 933, 0.0) P(dc_tree_zoom, 933, 4.0) FM_DC_FRAME_PARAMS(P, dc_tree, 933) \
  P(dc_tesla_levels, 934, 20.0) P(dc_tesla_style, 934, 10.0) P(dc_tesla_seed, 934, 10000.0) P(dc_tesla_time, 934, 0.0) \
  P(dc_tesla_zoom, 934, 4.0) FM_DC_FRAME_PARAMS(P, dc_tesla, 934) \
  P(dc_randomoctree_seed, 935, 10000.0) P(dc_randomoctree_time, 935, 0.0) P(dc_randomoctree_steps, 935, 10.0) \
  P(dc_randomoctree_rotLR, 935, 0.0) P(dc_randomoctree_rotUD, 935, 0.0) P(dc_randomoctree_grid, 935, 0.0) \
  P(dc_randomoctree_borders, 935, 1.0) P(dc_randomoctree_bBorders, 935, 1.0) FM_DC_FRAME_PARAMS(P, dc_randomoctree, 935) \
  P(dc_crackle_wf_cellsize, 876, 1.0) P(dc_crackle_wf_power, 876, 0.2) P(dc_crackle_wf_distort, 876, 0.0) \
  P(dc_crackle_wf_scale, 876, 1.0) P(dc_crackle_wf_z, 876, 0.0) P(dc_crackle_wf_color_scale, 876, 0.5) \
  P(dc_crackle_wf_color_offset, 876, 0.0) \
  P(dc_cracklep_wf_preset, 877, 0.0) P(dc_cracklep_wf_cellsize, 877, 1.0) P(dc_cracklep_wf_power, 877, 0.2) \
  P(dc_cracklep_wf_distort, 877, 0.0) P(dc_cracklep_wf_scale, 877, 1.0) P(dc_cracklep_wf_z, 877, 0.0) \
  P(dc_cracklep_wf_color_scale, 877, 0.5) P(dc_cracklep_wf_color_offset, 877, 0.0) \
  P(dc_cylinder2_offset, 878, 0.0) P(dc_cylinder2_angle, 878, 0.0) P(dc_cylinder2_scale, 878, 0.5) \
  P(dc_cylinder2_x, 878, 0.125) P(dc_cylinder2_y, 878, 0.125) P(dc_cylinder2_blur, 878, 1.0) \
  P(dc_hexes_wf_cellsize, 879, 1.0) P(dc_hexes_wf_power, 879, 1.0) P(dc_hexes_wf_rotate, 879, 0.166) \
  P(dc_hexes_wf_scale, 879, 1.0) P(dc_hexes_wf_color_scale, 879, 0.5) P(dc_hexes_wf_color_offset, 879, 0.0) \
  P(dc_gnarly_mode, 880, 1.0) P(dc_gnarly_scalex, 880, 0.05) P(dc_gnarly_scaley, 880, 0.05) P(dc_gnarly_freqx1, 880, 3.5) \
  P(dc_gnarly_freqy1, 880, 3.5) P(dc_gnarly_freqx2, 880, 2.0) P(dc_gnarly_freqy2, 880, 2.0) P(dc_gnarly_freqx3, 880, 5.0) \
  P(dc_gnarly_freqy3, 880, 5.0) P(dc_gnarly_dc, 880, 1.0) P(dc_gnarly_color1, 880, 5.0) P(dc_gnarly_color2, 880, 5.0) \
  P(dc_gnarly_fmag, 880, 1.0) P(dc_gnarly_distort, 880, 0.0) P(dc_gnarly_blur, 880, 5.0) P(dc_gnarly_scale_z, 880, 0.0) \
  P(dc_gnarly_offset_z, 880, 0.0) P(dc_gnarly_reset_z, 880, 0.0) \
  P(dc_gmandelbroot_randomize, 889, 10000.0) P(dc_gmandelbroot_colormode, 889, 0.0) P(dc_gmandelbroot_iters, 889, 128.0) \
  P(dc_gmandelbroot_exp_re, 889, 2.0) P(dc_gmandelbroot_exp_im, 889, 0.0) P(dc_gmandelbroot_n, 889, 0.0) P(dc_gmandelbroot_m, 889, 0.0) \
  P(dc_gmandelbroot_burnigship, 889, 0.0) P(dc_gmandelbroot_conjugate, 889, 0.0) P(dc_gmandelbroot_julia, 889, 0.0) \
  P(dc_gmandelbroot_jre, 889, 0.0) P(dc_gmandelbroot_jim, 889, 0.0) P(dc_gmandelbroot_panX, 889, 0.5) P(dc_gmandelbroot_panY, 889, 0.0) \
  P(dc_gmandelbroot_zoom, 889, 4.0) FM_DC_FRAME_PARAMS(P, dc_gmandelbroot, 889) \
  P(dc_triantess_zoom, 890, 0.5) P(dc_triantess_CenterX, 890, 0.0) P(dc_triantess_CenterY, 890, 0.0) \
  P(dc_triantess_Iterations, 890, 13.0) P(dc_triantess_pParam, 890, 2.0) P(dc_triantess_qParam, 890, 3.0) \
  P(dc_triantess_rParam, 890, 7.0) P(dc_triantess_U, 890, 1.0) P(dc_triantess_V, 890, 1.0) P(dc_triantess_W, 890, 0.0) \
  P(dc_triantess_VRadius, 890, 0.0) P(dc_triantess_SRadius, 890, 0.02528) P(dc_triantess_RotAngle, 890, 0.0) \
  P(dc_triantess_Vertex, 890, 1.0) P(dc_triantess_Segments, 890, 1.0) P(dc_triantess_Faces, 890, 1.0) \
  FM_DC_FRAME_PARAMS(P, dc_triantess, 890) \
  P(ringer_innerradius, 812, 0.5) P(ringer_outerradius, 812, 1.0) P(ringer_thickness, 812, 0.0) \
  P(ringer_contrast, 812, 0.0) P(ringer_pow, 812, 1.0) P(ringer_scatter_area, 812, 0.0) P(ringer_hide_outer, 812, 1.0) \
  P(arctruchet_seed, 848, 10000.0) P(arctruchet_thickness, 848, 0.025) P(arctruchet_TilesPerRow, 848, 10.0) \
  P(arctruchet_TilesPerColumn, 848, 10.0) \
  P(triantruchet_seed, 849, 10000.0) P(triantruchet_Size, 849, 2.0) P(triantruchet_TilesPerRow, 849, 10.0) \
  P(triantruchet_TilesPerColumn, 849, 10.0) P(triantruchet_turn1, 849, 0.0) P(triantruchet_turn2, 849, 1.0) \
  P(triantruchet_turn3, 849, 3.0) P(triantruchet_turn4, 849, 2.0) \
  P(mobius_dragon_3D_re, 936, 1.0) P(mobius_dragon_3D_im, 936, 0.0) P(mobius_dragon_3D_x_spread, 936, 1.0) \
  P(mobius_dragon_3D_y_spread, 936, 0.0) P(mobius_dragon_3D_z_spread, 936, 0.0) P(mobius_dragon_3D_x_add, 936, 0.0) \
  P(mobius_dragon_3D_y_add, 936, 0.0) P(mobius_dragon_3D_log_spread, 936, 2.71828) \
  P(mobius_dragon_3D_line_enable, 936, 1.0) P(mobius_dragon_3D_line_weight, 936, 0.125) \
  P(mobius_dragon_3D_line_color_shift, 936, 0.1) P(mobius_dragon_3D_mag_color, 936, 1.0) \
  P(mobius_dragon_3D_mag_color_scale, 936, 0.5) P(mobius_dragon_3D_iterations, 936, 1.0) \
  FM_QUATERNION_FN_PARAMS(P, cosq, 1.0) FM_QUATERNION_FN_PARAMS(P, coshq, 0.0) FM_QUATERNION_FN_PARAMS(P, cotq, 0.0) \
  FM_QUATERNION_FN_PARAMS(P, cothq, 0.0) FM_QUATERNION_FN_PARAMS(P, cscq, 0.0) FM_QUATERNION_FN_PARAMS(P, cschq, 0.0) \
  P(quaternion_estiqpow, 937, 0.0) P(quaternion_estiqx1, 937, 1.0) P(quaternion_estiqy1, 937, 1.0) \
  P(quaternion_estiqy2, 937, 1.0) P(quaternion_estiqz1, 937, 1.0) P(quaternion_estiqz2, 937, 1.0) \
  P(quaternion_logqpow, 937, 0.0) P(quaternion_logqbase, 937, 2.7182818284590452354) \
  FM_QUATERNION_FN_PARAMS(P, secq, 0.0) FM_QUATERNION_FN_PARAMS(P, sechq, 0.0) FM_QUATERNION_FN_PARAMS(P, sinq, 0.0) \
  FM_QUATERNION_FN_PARAMS(P, sinhq, 0.0) FM_QUATERNION_FN_PARAMS(P, tanq, 0.0) FM_QUATERNION_FN_PARAMS(P, tanhq, 0.0) \
  P(glitchy2_mode, 821, 0.0) P(glitchy2_lr_spin, 821, 1.0) P(glitchy2_lr_x, 821, 0.0) P(glitchy2_lr_shiftx, 821, 0.0) \
  P(glitchy2_lr_y, 821, 0.0) P(glitchy2_lr_shifty, 821, 0.0) P(glitchy2_lr_re_a, 821, 0.0) P(glitchy2_lr_re_b, 821, 0.0) \
  P(glitchy2_lr_re_c, 821, 0.0) P(glitchy2_lr_re_d, 821, 1.0) P(glitchy2_lr_im_a, 821, 0.0) P(glitchy2_lr_im_b, 821, 0.0) \
  P(glitchy2_lr_im_c, 821, 0.0) P(glitchy2_lr_im_d, 821, 0.0) P(glitchy2_ur_spin, 821, -1.0) P(glitchy2_ur_x, 821, 0.0) \
  P(glitchy2_ur_shiftx, 821, 0.0) P(glitchy2_ur_y, 821, 0.0) P(glitchy2_ur_shifty, 821, 0.0) P(glitchy2_ur_re_a, 821, 0.0) \
  P(glitchy2_ur_re_b, 821, 0.0) P(glitchy2_ur_re_c, 821, 0.0) P(glitchy2_ur_re_d, 821, 1.0) P(glitchy2_ur_im_a, 821, 0.0) \
  P(glitchy2_ur_im_b, 821, 0.0) P(glitchy2_ur_im_c, 821, 0.0) P(glitchy2_ur_im_d, 821, 0.0) P(glitchy2_ll_spin, 821, -1.0) \
  P(glitchy2_ll_x, 821, 0.0) P(glitchy2_ll_shiftx, 821, 0.0) P(glitchy2_ll_y, 821, 0.0) P(glitchy2_ll_shifty, 821, 0.0) \
  P(glitchy2_ll_re_a, 821, 0.0) P(glitchy2_ll_re_b, 821, 0.0) P(glitchy2_ll_re_c, 821, 0.0) P(glitchy2_ll_re_d, 821, 1.0) \
  P(glitchy2_ll_im_a, 821, 0.0) P(glitchy2_ll_im_b, 821, 0.0) P(glitchy2_ll_im_c, 821, 0.0) P(glitchy2_ll_im_d, 821, 0.0) \
  P(glitchy2_ul_spin, 821, 1.0) P(glitchy2_ul_x, 821, 0.0) P(glitchy2_ul_shiftx, 821, 0.0) P(glitchy2_ul_y, 821, 0.0) \
  P(glitchy2_ul_shifty, 821, 0.0) P(glitchy2_ul_re_a, 821, 0.0) P(glitchy2_ul_re_b, 821, 0.0) P(glitchy2_ul_re_c, 821, 0.0) \
  P(glitchy2_ul_re_d, 821, 1.0) P(glitchy2_ul_im_a, 821, 0.0) P(glitchy2_ul_im_b, 821, 0.0) P(glitchy2_ul_im_c, 821, 0.0) \
  P(glitchy2_ul_im_d, 821, 0.0) P(polylogarithm_n, 822, 2.0) P(polylogarithm_zpow, 822, 1.0) \
  P(prepost_mobius_re_a, 813, 1.0) P(prepost_mobius_re_b, 813, 0.0) P(prepost_mobius_re_c, 813, 0.0) \
  P(prepost_mobius_re_d, 813, 1.0) P(prepost_mobius_im_a, 813, 0.0) P(prepost_mobius_im_b, 813, 0.0) \
  P(prepost_mobius_im_c, 813, 0.0) P(prepost_mobius_im_d, 813, 0.0) \
  P(prepost_affine_scale_x, 815, 1.0) P(prepost_affine_scale_y, 815, 1.0) P(prepost_affine_scale_z, 815, 1.0) \
  P(prepost_affine_yaw, 815, 0.0) P(prepost_affine_pitch, 815, 0.0) P(prepost_affine_roll, 815, 0.0) \
  P(prepost_affine_move_x, 815, 0.0) P(prepost_affine_move_y, 815, 0.0) P(prepost_affine_move_z, 815, 0.0) \
  P(dc_triTile_type, 891, 1.0) P(dc_triTile_t, 891, 2.0) P(dc_triTile_col1, 891, 0.28) P(dc_triTile_col2, 891, 0.72) \
  P(dc_triTile_on, 891, 0.0) P(dc_triTile_itt, 891, 3.0) P(dc_triTile_eq, 891, 1.0) P(dc_triTile_depth, 891, 1.0) \
  P(dc_triTile_on1, 891, 0.0) P(dc_triTile_itt1, 891, 2.0) P(dc_triTile_eq1, 891, 1.0) P(dc_triTile_depth1, 891, 1.0) \
  P(dc_triTile_on2, 891, 0.0) P(dc_triTile_itt2, 891, 2.0) P(dc_triTile_eq2, 891, 1.0) P(dc_triTile_depth2, 891, 1.0) \
  P(text_wf_font_size, 965, 320.0) P(text_wf_antialias, 965, 0.5) P(text_wf_scale_x, 965, 1.0) \
  P(text_wf_scale_y, 965, 1.0) P(text_wf_offset_x, 965, 0.0) P(text_wf_offset_y, 965, 0.0) P(text_wf_baseline, 965, 0.0) \
  FM_TEXT_WF_PARAMS(P) \
  P(curl2_c1, 966, 0.0) P(curl2_c2, 966, 0.0) P(curl2_c3, 966, 0.0) \
  P(julian2dc_power, 967, 2.0) P(julian2dc_dist, 967, 1.0) P(julian2dc_col, 967, 0.0) P(julian2dc_a, 967, 1.0) \
  P(julian2dc_b, 967, 0.0) P(julian2dc_c, 967, 0.0) P(julian2dc_d, 967, 1.0) P(julian2dc_e, 967, 0.0) \
  P(julian2dc_f, 967, 0.0) \
  P(julian3_power, 968, 2.0) P(julian3_dist, 968, 1.0) P(julian3_real, 968, 0.0) P(julian3_imag, 968, 0.0) \
  P(juni_power, 969, 2.0) P(juni_invert, 969, 0.0) P(juni_stretch, 969, 1.0) \
  P(post_mirror_xaxis, 970, 1.0) P(post_mirror_yaxis, 970, 0.0) P(post_mirror_pos, 970, 0.0) \
  P(post_stun_power, 971, 1.0) P(post_stun_r_min, 971, 0.0) P(post_stun_r_max, 971, 1.0) \
  P(xcurl2_c1, 972, 0.0) P(xcurl2_c2, 972, 0.0) P(xcurl2_c3, 972, 0.0) \
  P(xhyperbol_m00, 973, 1.0) P(xhyperbol_m01, 973, 0.0) P(xhyperbol_m10, 973, 0.0) P(xhyperbol_m11, 973, 1.0) \
  P(xhyperbol_m20, 973, 0.0) P(xhyperbol_m21, 973, 0.0) \
  P(spherical2_re, 974, 1.0) P(spherical2_im, 974, 0.0) \
  P(crackle2_cellsize, 975, 1.0) P(inkdrop_r, 976, 0.5) P(inkdrop_x, 976, 0.0) P(inkdrop_y, 976, 0.0) \
  P(dc_perlin_shape, 977, 0.0) P(dc_perlin_map, 977, 0.0) P(dc_perlin_select_centre, 977, 0.0) \
  P(dc_perlin_select_range, 977, 1.0) P(dc_perlin_centre, 977, 0.25) P(dc_perlin_range, 977, 0.25) \
  P(dc_perlin_edge, 977, 0.0) P(dc_perlin_scale, 977, 1.0) P(dc_perlin_octaves, 977, 2.0) \
  P(dc_perlin_amps, 977, 2.0) P(dc_perlin_freqs, 977, 2.0) P(dc_perlin_z, 977, 0.0) \
  P(dc_perlin_select_bailout, 977, 10.0) \
  P(dc_perlin_jwf_shape, 978, 0.0) P(dc_perlin_jwf_map, 978, 0.0) P(dc_perlin_jwf_select_centre, 978, 0.0) \
  P(dc_perlin_jwf_select_range, 978, 1.0) P(dc_perlin_jwf_centre, 978, 0.25) P(dc_perlin_jwf_range, 978, 0.25) \
  P(dc_perlin_jwf_edge, 978, 0.0) P(dc_perlin_jwf_scale, 978, 1.0) P(dc_perlin_jwf_octaves, 978, 2.0) \
  P(dc_perlin_jwf_amps, 978, 2.0) P(dc_perlin_jwf_freqs, 978, 2.0) P(dc_perlin_jwf_z, 978, 0.0) \
  P(dc_perlin_jwf_select_bailout, 978, 10.0) P(dc_perlin_jwf_color_only, 978, 0.0) \
  P(colordomain_size, 447, 1000.0) P(colordomain_re_min, 447, -1.0) P(colordomain_re_max, 447, 1.0) \
  P(colordomain_im_min, 447, -1.0) P(colordomain_im_max, 447, 1.0) P(colordomain_zoomIn, 447, 1.0) \
  P(colordomain_zoomOut, 447, 1.0) P(colordomain_nIters, 447, 1.0) \
  P(ducks_size, 448, 1500.0) P(ducks_re_min, 448, -2.0) P(ducks_re_max, 448, 2.0) P(ducks_im_min, 448, -3.2) \
  P(ducks_im_max, 448, 0.8) P(ducks_zoomIn, 448, 1.0) P(ducks_zoomOut, 448, 1.0) P(ducks_julia_Mode, 448, 0.0) \
  P(ducks_c_re, 448, 0.672) P(ducks_c_im, 448, -0.378) P(ducks_MaxIters, 448, 50.0) P(ducks_MinIters, 448, 1.0) \
  P(ducks_ColorType, 448, 4.0) P(ducks_ScapeSize, 448, 5.0) P(ducks_Contrast, 448, 1.0) P(ducks_ColorFactor, 448, 1.0) \
  P(ducks_Gradient, 448, 1.0) P(ducks_colorScale, 448, 1.0) P(ducks_colorCycle, 448, 2.0) P(ducks_colorOffset, 448, 0.0) \
  P(ducks_colorMirror, 448, 1.0) P(ducks_colorRainbow, 448, 0.0) \
  P(ducks_Col1_R, 448, 0.0) P(ducks_Col1_G, 448, 102.0) P(ducks_Col1_B, 448, 178.0) \
  P(ducks_Col2_R, 448, 0.0) P(ducks_Col2_G, 448, 0.0) P(ducks_Col2_B, 448, 0.0) \
  P(multi_ifs_ifs_type, 850, 0.0) P(multi_ifs_coloring_mode, 850, 0.0) P(multi_ifs_color_speed, 850, 0.5) \
  P(multi_ifs_color1, 850, 0.0) P(multi_ifs_color2, 850, 0.25) P(multi_ifs_color3, 850, 0.5) P(multi_ifs_color4, 850, 0.75) \
  P(grid3d_wf_size, 851, 0.1) P(grid3d_wf_size_spread, 851, 0.0) P(grid3d_wf_spacing, 851, 0.75) \
  P(grid3d_wf_alpha, 851, 0.0) P(grid3d_wf_alpha_spread, 851, 0.0) P(grid3d_wf_beta, 851, 0.0) \
  P(grid3d_wf_beta_spread, 851, 0.0) P(grid3d_wf_gamma, 851, 0.0) P(grid3d_wf_gamma_spread, 851, 0.0) \
  P(grid3d_wf_c1, 851, 0.1) P(grid3d_wf_c2, 851, 0.2) P(grid3d_wf_c3, 851, 0.3) P(grid3d_wf_c4, 851, 0.4) \
  P(grid3d_wf_c5, 851, 0.5) P(grid3d_wf_c6, 851, 0.6) \
  P(dla_wf_buffer_size, 852, 800.0) P(dla_wf_max_iter, 852, 6000.0) P(dla_wf_seed, 852, 666.0) \
  P(dla_wf_scale, 852, 10.0) P(dla_wf_jitter, 852, 0.01) FM_DLA_WF_DERIVED(P) \
  P(dla3d_wf_max_iter, 853, 320.0) P(dla3d_wf_seed, 853, 1234.0) P(dla3d_wf_inner_blur_radius, 853, 0.5) \
  P(dla3d_wf_outer_blur_radius, 853, 0.01) P(dla3d_wf_junction_scale, 853, 1.4) P(dla3d_wf_dc_color, 853, 1.0) \
  P(dla3d_wf_glue_radius, 853, 1.0) P(dla3d_wf_force_x, 853, 0.0) P(dla3d_wf_force_y, 853, 0.0) \
  P(dla3d_wf_force_z, 853, 0.0) P(dla3d_wf_display_nodes, 853, 1.0) P(dla3d_wf_display_junctions, 853, 1.0) \
  P(dla3d_wf_single_thread, 853, 0.0) P(dla3d_wf_node_sdiv_level, 853, 0.0) \
  P(dla3d_wf_node_sdiv_smooth_passes, 853, 12.0) P(dla3d_wf_node_sdiv_smooth_lambda, 853, 0.42) \
  P(dla3d_wf_node_sdiv_smooth_mu, 853, -0.45) P(dla3d_wf_node_blend_colormap, 853, 0.0) \
  P(dla3d_wf_node_mesh_scale, 853, 1.0) P(dla3d_wf_junct_sdiv_level, 853, 0.0) \
  P(dla3d_wf_junct_sdiv_smooth_passes, 853, 12.0) P(dla3d_wf_junct_sdiv_smooth_lambda, 853, 0.42) \
  P(dla3d_wf_junct_sdiv_smooth_mu, 853, -0.45) P(dla3d_wf_junct_blend_colormap, 853, 0.0) \
  P(dla3d_wf_junct_mesh_scale, 853, 1.0) FM_DLA3D_WF_DERIVED(P) \
  P(snowflake_wf_buffer_size, 854, 128.0) P(snowflake_wf_max_iter, 854, 500.0) \
  P(snowflake_wf_bg_freeze_level, 854, 0.5) P(snowflake_wf_fg_freeze_speed, 854, 0.0005) \
  P(snowflake_wf_diffusion_speed, 854, 0.01) P(snowflake_wf_diffusion_asymmetry, 854, 1.0) \
  P(snowflake_wf_rnd_bg_noise, 854, 0.25) P(snowflake_wf_threshold, 854, 0.65) P(snowflake_wf_seed, 854, 12345.0) \
  P(snowflake_wf_scale, 854, 1.0) P(snowflake_wf_jitter, 854, 0.001) P(snowflake_wf_dc_color, 854, 1.0) \
  P(snowflake_wf_dc_color_scale, 854, 2.0) P(snowflake_wf_dc_color_offset, 854, 0.1) FM_SNOWFLAKE_WF_DERIVED(P) \
  P(primitives_wf_shape, 855, 1.0) P(primitives_wf_a, 855, 1.0) P(primitives_wf_b, 855, 1.0) P(primitives_wf_filled, 855, 0.0) \
  P(subflame_wf_scale, 856, 1.0) P(subflame_wf_angle, 856, 0.0) P(subflame_wf_offset_x, 856, 0.0) \
  P(subflame_wf_offset_y, 856, 0.0) P(subflame_wf_offset_z, 856, 0.0) P(subflame_wf_colorscale_z, 856, 0.0) \
  P(subflame_wf_color_mode, 856, -1.0) P(subflame_wf_flame_is_sequence, 856, 0.0) \
  P(subflame_wf_flame_sequence_start, 856, 1.0) P(subflame_wf_flame_sequence_end, 856, 0.0) \
  P(subflame_wf_flame_sequence_repeat, 856, 1.0) P(subflame_wf_flame_sequence_digits, 856, 4.0) \
  P(subflame_wf_text0, 856, 0.0) P(subflame_wf_text1, 856, 0.0) P(subflame_wf_text2, 856, 0.0) \
  FM_SUBFLAME_WF_DERIVED(P) \
  P(glsl_randomoctree_Density_Pixels, 938, 1000000.0) P(glsl_randomoctree_Seed, 938, 10000.0) \
  P(glsl_randomoctree_time, 938, 0.0) P(glsl_randomoctree_Steps, 938, 10.0) P(glsl_randomoctree_rotLR, 938, 0.0) \
  P(glsl_randomoctree_rotUD, 938, 0.0) P(glsl_randomoctree_Grid, 938, 0.0) P(glsl_randomoctree_Borders, 938, 1.0) \
  P(glsl_randomoctree_Black_Borders, 938, 1.0) P(glsl_randomoctree_Gradient, 938, 0.0) \
  P(post_mandelbulb3d_crop_power, 904, 9.0) P(post_mandelbulb3d_crop_xz, 904, 0.0) \
  P(post_mandelbulb3d_crop_iterations, 904, 12.0) P(post_mandelbulb3d_crop_bailout, 904, 2.0) \
  P(post_mandelbulb3d_crop_filled, 904, 0.0) \
  P(post_mandelbox3d_crop_scale, 905, 2.0) P(post_mandelbox3d_crop_radius, 905, 0.5) P(post_mandelbox3d_crop_f, 905, 1.0) \
  P(post_mandelbox3d_crop_iterations, 905, 12.0) P(post_mandelbox3d_crop_bailout, 905, 16.0) \
  P(post_aexion_crop_Iters, 906, 100.0) P(post_aexion_crop_cadd, 906, -0.8) P(post_aexion_crop_bailout, 906, 10.0) \
  P(post_aexion_crop_scaleX, 906, 1.0) P(post_aexion_crop_scaleY, 906, 1.0) P(post_aexion_crop_ScaleZ, 906, 1.0) \
  P(post_aexion_crop_color, 906, 1.0) \
  P(post_benesi_crop_iterations, 907, 12.0) P(post_benesi_crop_bailout, 907, 16.0) P(post_benesi_crop_scaleX, 907, 1.0) \
  P(post_benesi_crop_scaleY, 907, 1.0) P(post_benesi_crop_ScaleZ, 907, 1.0) P(post_benesi_crop_color, 907, 1.0) \
  P(post_bristorbrot_crop_iterations, 908, 12.0) P(post_bristorbrot_crop_bailout, 908, 16.0) \
  P(post_bristorbrot_crop_scaleX, 908, 1.0) P(post_bristorbrot_crop_scaleY, 908, 1.0) \
  P(post_bristorbrot_crop_ScaleZ, 908, 1.0) P(post_bristorbrot_crop_color, 908, 1.0) \
  P(post_bulbtorus_crop_power1, 909, 9.0) P(post_bulbtorus_crop_power2, 909, 9.0) \
  P(post_bulbtorus_crop_iterations, 909, 12.0) P(post_bulbtorus_crop_bailout, 909, 16.0) \
  P(post_bulbtorus_crop_scaleX, 909, 1.0) P(post_bulbtorus_crop_scaleY, 909, 1.0) P(post_bulbtorus_crop_ScaleZ, 909, 1.0) \
  P(post_bulbtorus_crop_color, 909, 1.0) \
  P(post_coastalbrot_crop_iterations, 924, 12.0) P(post_coastalbrot_crop_bailout, 924, 16.0) \
  P(post_coastalbrot_crop_scaleX, 924, 1.0) P(post_coastalbrot_crop_scaleY, 924, 1.0) \
  P(post_coastalbrot_crop_ScaleZ, 924, 1.0) P(post_coastalbrot_crop_color, 924, 1.0) \
  P(post_coastalbrot_crop_alpha, 924, 0.0) P(post_coastalbrot_crop_beta, 924, 0.0) P(post_coastalbrot_crop_gamma, 924, 0.0) \
  P(post_asurf_crop_iterations, 925, 12.0) P(post_asurf_crop_bailout, 925, 16.0) P(post_asurf_crop_scaleX, 925, 1.0) \
  P(post_asurf_crop_scaleY, 925, 1.0) P(post_asurf_crop_scaleZ, 925, 1.0) P(post_asurf_crop_color, 925, 1.0) \
  P(post_asurf_crop_mode, 925, 1.0) P(post_asurf_crop_angle, 925, 0.0) P(post_asurf_crop_rot_x, 925, 0.0) \
  P(post_asurf_crop_rot_y, 925, 0.0) P(post_asurf_crop_rot_z, 925, 1.0) P(post_asurf_crop_minR, 925, 0.25) \
  P(post_asurf_crop_maxR, 925, 1.0) \
  P(truchet_ae_seed, 412, 0.0) P(truchet_ae_step, 412, 0.5) P(truchet_ae_width, 412, 0.25) \
  P(truchet_ae_angle, 412, 0.0) P(truchet_ae_layout, 412, 0.0) P(truchet_ae_style, 412, 0.0) \
  P(truchet_ae_K01A, 412, 0.5) P(truchet_ae_K02A, 412, 0.5) P(truchet_ae_K01B, 412, 0.5) P(truchet_ae_K02B, 412, 0.5) \
  P(truchet_ae_K11A, 412, 0.5) P(truchet_ae_K12A, 412, 0.5) P(truchet_ae_K11B, 412, 0.5) P(truchet_ae_K12B, 412, 0.5) \
  P(truchet_ae_K21A, 412, 0.5) P(truchet_ae_K22A, 412, 0.5) P(truchet_ae_K21B, 412, 0.5) P(truchet_ae_K22B, 412, 0.5) \
  P(truchet_ae_K31A, 412, 0.5) P(truchet_ae_K32A, 412, 0.5) P(truchet_ae_K31B, 412, 0.5) P(truchet_ae_K32B, 412, 0.5) \
  P(brownian_js_level, 413, 10.0) P(brownian_js_variation, 413, 3.0) P(brownian_js_seed, 413, 0.0) \
  P(brownian_js_line_thickness, 413, 0.5) P(brownian_js_show_lines, 413, 1.0) P(brownian_js_show_points, 413, 0.0) \
  P(brownian_js_point_thickness, 413, 3.0) FM_BROWNIAN_JS_DERIVED(P) \
  P(dc_dmodulus_x, 414, 2.0) P(dc_dmodulus_y, 414, 2.0) P(dc_dmodulus_angle, 414, 45.0) \
  P(dc_dmodulus_shiftx, 414, 0.0) P(dc_dmodulus_shifty, 414, 0.0) P(dc_dmodulus_color1, 414, 0.0) \
  P(dc_dmodulus_speed1, 414, 0.0) P(dc_dmodulus_color2, 414, 1.0) P(dc_dmodulus_speed2, 414, 0.0) \
  P(dc_dmodulus_square, 414, 1.0) \
  P(dc_kaleidotile_pull, 415, -1.5) P(dc_kaleidotile_rotate, 415, 0.0) P(dc_kaleidotile_line_up, 415, 1.0) \
  P(dc_kaleidotile_x, 415, 0.0) P(dc_kaleidotile_y, 415, 0.0) P(dc_kaleidotile_color1, 415, 0.0) \
  P(dc_kaleidotile_speed1, 415, 0.0) P(dc_kaleidotile_color2, 415, 1.0) P(dc_kaleidotile_speed2, 415, 0.0) \
  P(post_zscale_wf_ztranslate, 416, 0.0) \
  P(hopalong_random, 417, 1.0) P(hopalong_a, 417, 0.75) P(hopalong_b, 417, 0.5) P(hopalong_c, 417, 0.25) \
  P(hopalong_startx, 417, 0.0) P(hopalong_starty, 417, 0.0) FM_ORBIT_DERIVED(P, hopalong, 417) \
  P(threeply_a, 418, -55.0) P(threeply_b, 418, -1.0) P(threeply_c, 418, -42.0) FM_ORBIT_DERIVED(P, threeply, 418) \
  P(macmillan_a, 419, 1.6) P(macmillan_b, 419, 0.4) P(macmillan_startx, 419, 0.1) P(macmillan_starty, 419, 0.1) \
  FM_ORBIT_DERIVED(P, macmillan, 419) FM_ORBIT_DERIVED(P, gingerbread_man, 438) \
  P(ringtile_power, 449, 5.0) P(ringtile_tilesize, 449, 0.5) P(ringtile_width1, 449, 0.5) \
  P(ringtile_width2, 449, 0.3) P(ringtile_outline, 449, 0.000001) \
  P(flame_bulb_root_power, 451, 8.0) P(flame_bulb_radius_pow, 451, 1.0) P(flame_bulb_add_C, 451, 1.0) \
  P(flame_bulb_color_mode_1_4, 451, 1.0) P(flame_bulb_color_scale, 451, 1.0) \
  P(c_var_shiftX, 452, 0.0) P(c_var_shiftY, 452, 0.0) P(c_var_mode, 452, 0.0) P(c_var_zoom, 452, 1.0) \
  P(post_c_var_shiftX, 453, 0.0) P(post_c_var_shiftY, 453, 0.0) P(post_c_var_mode, 453, 0.0) P(post_c_var_zoom, 453, 1.0) \
  P(curliecue_Points, 454, 500.0) P(curliecue_seed, 454, 1000.0) P(curliecue_type, 454, 0.0) P(curliecue_sides, 454, 4.0) \
  P(curliecue_scale, 454, 0.02) P(curliecue_symmetry, 454, 1.0) P(curliecue_eccentricity, 454, 0.0) \
  P(curliecue_showlines, 454, 1.0)

/* text_wf's resources, its text and font name (genome/parse_editors.c reads them from the file's
 * hex bytes), as bytes three a parameter, b0 + 256·b1 + 65536·b2, exact in a float; their
 * lengths, -1 where the file gives none (JWildfire's "JWildfire" and "Arial"). Then what
 * render/prepare.c finds for them, never read from a file: the number of the shape's points
 * (render/text_shape.h), its image's width and height, and the points' address, 24 bits a parameter, the host's or, in what a
 * device iterates, the device's (gpu/frame_buffers.c). */
#define FM_TEXT_WF_TEXT_SLOTS 32
#define FM_TEXT_WF_FONT_SLOTS 16
#define FM_TEXT_WF_BYTES3(P, b, d) \
  P(text_wf_##b##d##0, 965, 0.0) P(text_wf_##b##d##1, 965, 0.0) P(text_wf_##b##d##2, 965, 0.0) \
  P(text_wf_##b##d##3, 965, 0.0) P(text_wf_##b##d##4, 965, 0.0) P(text_wf_##b##d##5, 965, 0.0) \
  P(text_wf_##b##d##6, 965, 0.0) P(text_wf_##b##d##7, 965, 0.0)
#define FM_TEXT_WF_PARAMS(P)                                                                          \
  P(text_wf_text_len, 965, -1.0) FM_TEXT_WF_BYTES3(P, text, 0) FM_TEXT_WF_BYTES3(P, text, 1)             \
  FM_TEXT_WF_BYTES3(P, text, 2) FM_TEXT_WF_BYTES3(P, text, 3) P(text_wf_font_len, 965, -1.0)              \
  FM_TEXT_WF_BYTES3(P, font, 0) FM_TEXT_WF_BYTES3(P, font, 1) P(text_wf_points, 965, 0.0)                 \
  P(text_wf_width, 965, 0.0) P(text_wf_height, 965, 0.0) P(text_wf_at0, 965, 0.0) P(text_wf_at1, 965, 0.0)   \
  P(text_wf_at2, 965, 0.0)

/* What render/prepare.c finds for dla_wf's aggregate (render/dla_points.h), never read from a
 * file: its number of points and their address, 24 bits a parameter, the host's or, in what a
 * device iterates, the device's (gpu/frame_buffers.c), as text_wf's. */
#define FM_DLA_WF_DERIVED(P) \
  P(dla_wf_points, 852, 0.0) P(dla_wf_at0, 852, 0.0) P(dla_wf_at1, 852, 0.0) P(dla_wf_at2, 852, 0.0)

/* What render/prepare.c finds for dla3d_wf's aggregate (render/dla3d_points.h), never read from
 * a file: its number of points and their address, as dla_wf's. */
#define FM_DLA3D_WF_DERIVED(P) \
  P(dla3d_wf_points, 853, 0.0) P(dla3d_wf_at0, 853, 0.0) P(dla3d_wf_at1, 853, 0.0) P(dla3d_wf_at2, 853, 0.0)

/* What render/prepare.c finds for snowflake_wf's crystal (render/snowflake_points.h), never read
 * from a file: its number of points and their address, as dla_wf's. */
#define FM_SNOWFLAKE_WF_DERIVED(P) \
  P(snowflake_wf_points, 854, 0.0) P(snowflake_wf_at0, 854, 0.0) P(snowflake_wf_at1, 854, 0.0) \
  P(snowflake_wf_at2, 854, 0.0)

/* What render/prepare.c finds for subflame_wf's points (render/subflame_points.h), never read
 * from a file: their number and address, as dla_wf's. (Its sub-flame's text is found by the
 * digest in subflame_wf_text0…2, which the parser sets: genome/resource_text.h.) */
#define FM_SUBFLAME_WF_DERIVED(P) \
  P(subflame_wf_points, 856, 0.0) P(subflame_wf_at0, 856, 0.0) P(subflame_wf_at1, 856, 0.0) \
  P(subflame_wf_at2, 856, 0.0)

/* What render/prepare.c finds for brownian_js's path (render/brownian_points.h), never read
 * from a file: its number of segments and their address, as dla_wf's. */
#define FM_BROWNIAN_JS_DERIVED(P) \
  P(brownian_js_points, 413, 0.0) P(brownian_js_at0, 413, 0.0) P(brownian_js_at1, 413, 0.0) P(brownian_js_at2, 413, 0.0)

/* What render/prepare.c finds for the orbit of hopalong, threeply, macmillan or gingerbread_man
 * (render/orbit_points.h), never read from a file: its number of points and their address, as
 * dla_wf's. */
#define FM_ORBIT_DERIVED(P, name, index) \
  P(name##_points, index, 0.0) P(name##_at0, index, 0.0) P(name##_at1, index, 0.0) P(name##_at2, index, 0.0)

/* The variations that draw from a table of points the host makes (text_wf's text, dla_wf's
 * aggregate, brownian_js's segments, dla3d_wf's aggregate, snowflake_wf's crystal, subflame_wf's points,
 * the orbits of hopalong, threeply, macmillan and gingerbread_man):
 * X(name, floats), whose parameters name_points and
 * name_at0…2 hold the table's number of points and address (genome_param_derived;
 * gpu/frame_buffers.c moves the tables to the device), `floats` floats a point. */
#define FM_VARS_POINT_TABLE(X) X(text_wf, 2) X(dla_wf, 4) X(brownian_js, 8) X(dla3d_wf, 16) X(snowflake_wf, 5) X(subflame_wf, 9) \
  X(hopalong, 4) X(threeply, 4) X(macmillan, 4) X(gingerbread_man, 4)

/* quaternion's parameters of one of its functions g, in JWildfire's order: its power (pw0 by
 * default) and the multipliers x1, x2, y1, y2, z1, z2, all 1. */
#define FM_QUATERNION_FN_PARAMS(P, g, pw0) \
  P(quaternion_##g##pow, 937, pw0) P(quaternion_##g##x1, 937, 1.0) P(quaternion_##g##x2, 937, 1.0) \
  P(quaternion_##g##y1, 937, 1.0) P(quaternion_##g##y2, 937, 1.0) P(quaternion_##g##z1, 937, 1.0) \
  P(quaternion_##g##z2, 937, 1.0)

/* JWildfire's falloff2 parameters (Falloff2Func's, with its defaults): falloff2_jwf's and
 * post_falloff2_jwf's. */
#define FM_FALLOFF2_JWF_PARAMS(P, v, i) \
  P(v##_scatter, i, 1.0) P(v##_mindist, i, 0.5) P(v##_mul_x, i, 1.0) P(v##_mul_y, i, 1.0) P(v##_mul_z, i, 0.0) \
  P(v##_mul_c, i, 0.0) P(v##_x0, i, 0.0) P(v##_y0, i, 0.0) P(v##_z0, i, 0.0) P(v##_invert, i, 0.0) P(v##_type, i, 0.0)

/* The parameters every one of JWildfire's direct-colour shaders has after its own (its
 * DC_BaseFunc's, kernels/var_jwf_dc.h), with JWildfire's defaults. */
#define FM_DC_FRAME_PARAMS(P, v, i) \
  P(v##_ColorOnly, i, 0.0) P(v##_Gradient, i, 0.0) P(v##_scale_z, i, 0.0) P(v##_offset_z, i, 0.0) P(v##_reset_z, i, 1.0)

/* The parameters the plot variations share (JWildfire's names): three ranges, the colour's
 * switch and mode, and param_a … param_f, which the formulas read, in that order. (Their image
 * maps' settings are read by genome/parse_editors.c, and drawn only without a map.) */
#define FM_PLOT_PARAMS(P, v, i, a, a0, a1, b, b0, b1, c, c0, c1, mode)                                  \
  P(v##_preset_id, i, -1.0) P(v##_##a##min, i, a0) P(v##_##a##max, i, a1) P(v##_##b##min, i, b0)        \
  P(v##_##b##max, i, b1) P(v##_##c##min, i, c0) P(v##_##c##max, i, c1) P(v##_direct_color, i, 1.0) \
  P(v##_color_mode, i, mode) FM_PLOT_ABC(P, v, i)
#define FM_PLOT_ABC(P, v, i)                                                                           \
  P(v##_param_a, i, 0.0) P(v##_param_b, i, 0.0) P(v##_param_c, i, 0.0) P(v##_param_d, i, 0.0) \
  P(v##_param_e, i, 0.0) P(v##_param_f, i, 0.0)

enum fm_variation {
#define FM_VAR_ENUM(index, name) FM_VAR_##name = index,
  FM_VARIATION_LIST(FM_VAR_ENUM)
#undef FM_VAR_ENUM
};

enum fm_param {
#define FM_PARAM_ENUM(ident, var, def) FM_P_##ident,
  FM_PARAM_LIST(FM_PARAM_ENUM)
#undef FM_PARAM_ENUM
  FM_NPARAMS
};

#endif
