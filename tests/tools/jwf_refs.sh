#!/bin/sh
# jwf_refs.sh JWILDFIRE_CHECKOUT — regenerates the reference files of JWildfire's own variations
# (tests/data/variation_refs/NAME.txt for the names below) from JWildfire's own Func classes
# (https://github.com/thargor6/JWildfire; its src/ and lib/*.jar), outside this repository: the
# harness tests/tools/JwfRefs.java is compiled in a temporary folder with javac -sourcepath
# CHECKOUT/src, which pulls in only the classes it needs (the whole closure of VariationFunc,
# some 4000 classes: about a minute), against the jars of CHECKOUT/lib. Needs a JDK (17).
# Made with thargor6/JWildfire 33407f0b (RELEASE 9.00). JWF_REFS_ONLY="NAME …" makes only those.
set -e
src=${1:?usage: jwf_refs.sh JWILDFIRE_CHECKOUT}
here=$(cd "$(dirname "$0")/../.." && pwd)
. "$here/tests/tools/jwf_harness.sh"
jwf_harness_compile "$src" JwfRefs
for v in epispiral_wf yin_yang truchet truchet_seeds spirograph cannabiscurve_wf waves4_wf waves2_wf waves3_wf \
  cloverleaf_wf rose_wf heart_wf julian3Dx spherical3D_wf spherical3D_wf_2 linearT3D kaleidoscope cylinder_apo \
  post_axis_symmetry_wf post_axis_symmetry_wf_turned post_point_symmetry_wf elliptic_jwf \
  splits_shears dc_linear plane_wf affine3D affine3D_plain post_mirror_wf \
  acosh acosech acoth sec2_bs exblur maple_leaf rhodonea sunflower szubieta \
  tanh2_bs sinh2_bs sech2_bs csc2_bs cot2_bs cos2_bs \
  butterfly3D inflateZ_3 disc3 invsquircular oak_leaf japanese_maple_leaf whitney_umbrella ennepers2 sph3D \
  cone pyramid petal3D_apo \
  sym_ng1 sym_ng2 sym_ng3 sym_ng4 sym_ng5 sym_ng6 sym_ng7 sym_ng8 sym_ng9 sym_ng10 sym_ng11 sym_ng12 sym_ng13 \
  sym_ng14 sym_ng15 sym_ng16 sym_ng17 sym_bg1 sym_bg2 sym_bg3 sym_bg4 sym_bg5 sym_bg6 sym_bg7 \
  superShape3d spirograph3D seashell3D inflateZ_1 inflateZ_4 inflateZ_5 inflateZ_6 \
  clifford_js lorenz_js svensson_js sattractor_js woggle_js \
  post_smartcrop post_smartcrop_plain sin2_bs tan2_bs csch2_bs coth2_bs cosh2_bs \
  chunk crown_js maurer_rose invpolar chrysanthemum layered_spiral spligon shredded joukowski circleRand \
  lazysensen glitchy1 rosoni minkowskope tqmirror complex complex_some post_trig post_trig_some \
  inversion inversion_plain inversion_rhodonea gpattern gpattern_4 gpattern_gaps text_wf \
  scrambly scrambly_shift \
  fdisc_jwf henon_jwf lozi_jwf stwin_jwf hypershift_jwf shift_jwf pRose3D_jwf \
  crop_box crop_cross crop_polygon crop_rhombus crop_stars crop_trapezoid crop_triangle crop_vesica crop_x \
  flower_db cpow3_wf butterfly_fay butterfly_fay_closed xheart_blur_wf target_sp exp2_bs bubble_wf \
  octagon_jwf sunflower_fill hypershift_jwf_own rhodonea_hide circlecrop_jwf crop_jwf \
  yplot2d_wf yplot3d_wf polarplot2d_wf polarplot3d_wf parplot2d_wf isosfplot3d_wf \
  corners triangle dinis_surface_wf dinis_surface_wf_hide colorscale_wf checkerboard_wf stabilize wallpaper_js \
  harmonograph_js crob hamid_js koch_js gosperisland_js htree_js tree_js rsquares_js \
  waveblur_wf prepost_circlize prepost_circlize_inv gingerbread_man hopalong threeply macmillan \
  recurrenceplot nsudoku hexnix3D fract_julia_wf dragon_js_steps hilbert_js_steps dragon_js_hist hilbert_js_hist \
  hole_jwf funnel_jwf ripple_jwf squirrel_jwf sintrange_jwf murl2_jwf mask_jwf cubicLattice_3D_jwf bubbleT3D_jwf blade3D_jwf bubble_jwfz \
  falloff2_jwf post_falloff2_jwf post_depth_jwf post_curl_jwf post_curl3D_jwf post_colorscale_wf_jwf murl_jwf \
  synth_jwfz synth_shifttheta_jwfz synth_disc_jwfz synth_legacy_jwfz checks_jwfz pie3D_jwfz x_jwfz y_jwfz z_jwfz w_jwfz lazyTravis_jwfz \
  eScale_jwfz hypertile3D_jwfz cubic3D_jwfz loq_jwfz sinq_jwfz cosq_jwfz tanq_jwfz cotq_jwfz secq_jwfz cscq_jwfz sinhq_jwfz coshq_jwfz tanhq_jwfz cothq_jwfz sechq_jwfz cschq_jwfz estiq_jwfz squish_jwfz ho_jwfz gdoffs_jwfz octapol_jwfz cpow2_jwfz cpow3_jwfz \
  blur_pixelize_jwfz falloff3_jwfz rings2_jwfz rings2_tiny_jwfz scry2_jwfz mobius_strip_jwfz \
  box3D bbox3D cone3D cappedcone3D cappedtorus3D capsule3D cylinder3D ellipsoid3D hexprism3D octahedron3D \
  octogonprism3D ocylinder3D ocappedcone3D oroundcone3D pyramid3D rbox3D rhombus3D solidangle3D torus3D triprism3D \
  crop3D spherecrop hourglass3D \
  csin atan bulge anamorphcyl bi_linear bipolar2 bsplit csc_squared gridout2 hole2 holesq hyperbolicellipse inflateZ_2 \
  plusrecip pTransform rings3 squircular stripfit tangent3D erf3D sphere_nja pdj3D petal3D whirligig ztwister vortex \
  onion onion2 fresnel minkQM c_symmetry jac_asn jac_elk gridout3D \
  sqrt_acosech sqrt_acosh sqrt_acoth sqrt_asech sqrt_asinh sqrt_atanh apollony circular circular2 log_apo log_tile2 \
  devil_warp dustpoint elliptic2 exp_multi inverted_julia julia_outside tile_reverse spliptic_bs vogel tunnel \
  r_circleblur hadamard_js threepoint_js invtree_js cell2 parallel atan2_spirals boxfold intersection meeple \
  hypertile3Db hypertile3D2b juliascope3Db mobius3D_with_inverse jubiQ jubiQ_negative \
  klein_group klein_group_axes glynnSShape glynnia3 glynnlissa truchetflow truchet2 chaosCubes drunken_tiles flora bwrands mandelbox2D \
  cut_fun cut_tileillusion cut_2ewangtile cut_alientext cut_apollonian cut_booleans cut_bricks cut_btree \
  cut_btruchet cut_celtic cut_chains cut_circdes cut_fractal \
  cut_glypho cut_hexdots cut_hextruchetflow cut_jigsaw cut_kaleido cut_kleinian cut_magfield \
  cut_mandala cut_metaballs cut_pattern \
  cut_randomtile cut_rgrid cut_shapes cut_sincos cut_snowflake cut_spiral cut_spiralcb \
  cut_spots cut_sqcir cut_sqsplits cut_swarp \
  cut_triantess cut_triskel cut_truchet cut_truchetweaving \
  cut_tstruchet cut_vasarely cut_web cut_wood cut_x cut_yuebing cut_zigzag \
  glynnSim2B glynnspiro juliascopePlus mobiqN swirl3D_wf cactusGlobe camouflage combimirror conicalSpiral \
  geometricPrimitives dc_carpet3D fract_dragon_wf fract_mandelbrot_wf fract_meteors_wf fract_pearls_wf fract_salamander_wf \
  natural_foam pointgrid_wf pointgrid3d_wf romanesco polySurf \
  de_stijl lace_js apocarpet_js siercarpet_js iconattractor_js pixel_flow crackle ringer \
  tess_shape cell3D kifs3d \
  arctruchet triantruchet \
  multi_ifs_jwfz grid3d_wf dla_wf dla3d_wf snowflake_wf primitives_wf subflame_wf \
  post_mandelbulb3d_crop post_mandelbox3d_crop post_aexion_crop post_benesi_crop post_bristorbrot_crop \
  post_bulbtorus_crop post_coastalbrot_crop post_asurf_crop dc_ztransl_jwf \
  truchet_ae brownian_js dc_dmodulus dc_kaleidotile \
  ringtile ringtile_inv flame_bulb c_var pre_c_var post_c_var curliecue \
  mobius_dragon_3D quaternion \
  glitchy2 polylogarithm \
  prepost_mobius prepost_mobius_inv prepost_affine prepost_affine_inv \
  post_ztranslate_wf post_zscale_wf rect_wf wave3D_wf prepost_blob prepost_blob_inv post_crosscrop recip recip_chain \
  colordomain ducks \
  dc_booleans dc_booleans_grey \
  dc_hexagons dc_hexagons_grey dc_apollonian dc_apollonian_grey glsl_apollonian glsl_acrilic dc_acrilic dc_acrilic_grey \
  glsl_circlesblue dc_circlesblue dc_circlesblue_grey \
  glsl_kaleidoscopic glsl_kaleidoscopic_grey dc_kaleidoscopic dc_kaleidoscopic_grey \
  glsl_kaleidocomplex glsl_kaleidocomplex_grey dc_kaleidocomplex dc_kaleidocomplex_grey \
  glsl_hyperbolictile glsl_hyperbolictile_grey dc_hyperbolictile dc_hyperbolictile_grey \
  dc_worley dc_worley_grey dc_vortex dc_vortex_grey dc_menger dc_menger_grey \
  dc_mandbrot dc_mandbrot_grey dc_fractcolor dc_fractcolor_grey \
  dc_voronoise dc_voronoise_grey dc_turbulence dc_turbulence_grey dc_warping dc_warping_grey \
  glsl_squares dc_squares dc_squares_grey glsl_starsfield dc_starsfield dc_starsfield_grey \
  glsl_mandelbox2D dc_mandelbox2D dc_mandelbox2D_grey glsl_mandala dc_mandala dc_mandala_grey \
  glsl_kaliset dc_kaliset dc_kaliset_grey glsl_kaliset2 dc_kaliset2 dc_kaliset2_grey \
  glsl_hoshi dc_hoshi dc_hoshi_grey glsl_grid3D dc_grid3D dc_grid3D_grey \
  dc_sunflower dc_sunflower_grey dc_spacefold dc_spacefold_grey dc_rotations dc_rotations_grey dc_quadtree dc_quadtree_grey \
  dc_portal dc_portal_grey dc_poincaredisc dc_poincaredisc_grey dc_pentatiles dc_pentatiles_grey dc_moebiuslog dc_moebiuslog_grey \
  dc_layers dc_layers_grey dc_inversion dc_inversion_grey dc_glypho dc_glypho_grey dc_gabornoise dc_gabornoise_grey \
  dc_ducks dc_ducks_grey dc_cairotiles dc_cairotiles_grey dc_butterflies dc_butterflies_grey \
  glsl_fractaldots dc_fractaldots dc_fractaldots_grey dc_truchet dc_truchet_grey dc_tree dc_tree_grey dc_tesla dc_tesla_grey \
  dc_randomoctree dc_randomoctree_grey glsl_randomoctree glsl_randomoctree_grey \
  dc_crackle_wf dc_cracklep_wf dc_cylinder2 dc_hexes_wf dc_gnarly dc_gmandelbroot dc_gmandelbroot_grey dc_triantess dc_triantess_grey dc_triTile \
  dc_perlin_jwf; do
  [ -n "$JWF_REFS_ONLY" ] && case " $JWF_REFS_ONLY " in *" $v "*) ;; *) continue ;; esac
  # --add-opens: the symmetry groups draw from Math.random(), whose generator the harness reseeds
  java --add-opens java.base/java.lang=ALL-UNNAMED -cp "$tmp:$src/lib/*:$src/src" JwfRefs "$v" >"$tmp/$v.txt"
  zstd -q -19 -f "$tmp/$v.txt" -o "$here/tests/data/variation_refs/$v.txt.zst"
  echo "tests/data/variation_refs/$v.txt.zst: $(grep -vc '^#' "$tmp/$v.txt") values"
done
# mandelbrot, by distribution (JwfRefs.java says why)
[ -n "$JWF_REFS_ONLY" ] && case " $JWF_REFS_ONLY " in *" mandelbrot "*) ;; *) exit 0 ;; esac
java -cp "$tmp:$src/lib/*" JwfRefs mandelbrot_hist >"$tmp/mandelbrot.txt"
zstd -q -19 -f "$tmp/mandelbrot.txt" -o "$here/tests/data/variation_refs/mandelbrot.txt.zst"
echo "tests/data/variation_refs/mandelbrot.txt.zst: $(sed -n 's/^far //p' "$tmp/mandelbrot.txt") far"
