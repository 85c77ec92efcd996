#!/bin/sh
# ember_refs.sh FRACTORIUM_CHECKOUT — regenerates tests/data/variation_refs/*.txt from
# Fractorium's own variation code (https://github.com/mfeemster/fractorium or its mirror
# typpos/fractorium; its Source/Ember headers), outside this repository: the harness
# tests/tools/ember_refs.cpp is built in a temporary folder against that checkout. Needs g++,
# libxml2-dev, libglm-dev and zstd (Debian packages); the values are kept zstd-compressed. Made with typpos/fractorium 2ba3764.
# EMBER_REFS_ONLY="NAME …" makes only those.
set -e
src=${1:?usage: ember_refs.sh FRACTORIUM_CHECKOUT}
here=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d /tmp/ember-refs.XXXXXX)
mkdir -p "$here/tests/data/variation_refs"
trap 'rm -rf "$tmp"' EXIT
g++ -std=c++17 -O1 -I"$src/Source/Ember" -I/usr/include/libxml2 -o "$tmp/ember_refs" \
  "$here/tests/tools/ember_refs.cpp" "$src/Source/Ember/Affine2D.cpp" "$src/Source/Ember/VariationList.cpp" -lxml2
for v in bwraps unpolar \
  linear3D flatten zscale ztranslate zcone hemisphere spherical3D julia3D julia3Dz blur3D curl3D blob3D poincare3D \
  hypertile waves4 waves3 vibration2 xheart shredlin circlize loonie2 collideoscope scry2 pressure_wave \
  twoface circlize2 fdisc idisc murl blob2 target flipcircle flipy waves2_radial waves22 waves23 \
  oscilloscope2 cardioid sigmoid stwin shredrad linearT \
  petal squarize eclipse circus tancos shift waves42 henon lozi \
  synth sineblur waves2b waves2b_special boarders2 juliac epispiral crop starblur waffle \
  bubble2 octagon circlecrop lazyjess lazyjess_2 falloff2 xtrb nblur \
  hypertile1 hypertile2 julian2 npolar npolar_even phoenix_julia cpow2 cpow3 log_db \
  glynnia GlynnSim1 GlynnSim2 GlynnSim3 eJulia arcsech arcsech2 arcsinh arctanh farblur \
  blur_linear blur_zoom blur_circle blur_pixelize tile_log tile_hlp juliaq mcarpet checks wdisc \
  swirl3 swirl3r gaussian rays1 rays2 rays3 flowerdb exp2 tanh_spiral \
  Kaleidoscope Spirograph wavesn SphericalN Lissajous line taurus barycentroid hypershift d_spherical \
  waves2_3D foci_3D blade3D depth zblur rotate_x rotate_y rotate_z disc3d circleblur pRose3D \
  sinq sinhq secq sechq tanq tanhq cosq coshq cotq cothq cscq cschq estiq loq trade square3D splits3D sphereblur \
  falloff falloff3 mirror_x mirror_y mirror_z pie3D popcorn2_3D rblur pow_block julia3Dq loonie_3D \
  waves2_z hexes hypertile3D hypertile3D2 cubic3D juliaNab lazyTravis extrude eScale eMotion depth_blur2 cropn circlesplit \
  blur_heart bcircle bTransform asteria gnarly ho log_base \
  dc_bubble dc_carpet dc_cube dc_cylinder dc_gridout dc_triangle dc_ztransl \
  polynomial murl2 ortho MobiusN fourth gdoffs deltaa sinusgrid rational3 ripple vibration coswrap spiralwing squirrel \
  roundspher spherivoid erf xerf eMod ePush eRotate eSwirl eCollide hole lens pulse sinusoidal3D projective \
  bCollide bMod bSwirl bisplit blocky concentric crescents cylinder2 fibonacci fibonacci2 foci_p glynnia2 GlynnSim4 GlynnSim5 \
  jac_cn jac_dn jac_sn modulusx modulusy octapol panorama1 panorama2 poincare poincare2 psphere SplitBrdr starblur2 w x y z \
  curl_sp curvature dust expo flipx funnel gamma helicoid helix hexcrop hypercrop interference2 \
  loonie3 mask mobiq ovoid ovoid3d point_symmetry scry_3D sintrange spher sphyp3D squish sschecks target0 target2 \
  bubbleT3D bubbleT3D_blur bubbleT3D_even circlecrop2 coth_spiral cubicLattice_3D block blur_square bwraps_rand bwraps_rand_symm \
  depth_blur depth_gaussian depth_gaussian2 depth_ngon depth_ngon2 depth_sine depth_sine_1 depth_sine2 depth_sine2_1 \
  CircleLinear CircleTrans1 ennepers excinis gridout heat hex_modulus hex_rand hypershift2 hypertile3D1 mobius_strip q_ode \
  Circle_Rand \
  randCubes rippled rotate roundspher3D smartshape smartshape_1 squares svf unicorngaloshen vignette Voron dragonfire \
  Truchet_fill Truchet_fill_01 Truchet_glyph Truchet_inv Truchet_hex_crop Truchet_hex_fill truchet_knot hex_truchet hex_truchet_int \
  crackle2 inkdrop dc_perlin; do
  [ -n "${EMBER_REFS_ONLY:-}" ] && case " $EMBER_REFS_ONLY " in *" $v "*) ;; *) continue ;; esac
  "$tmp/ember_refs" "$v" >"$tmp/$v.txt"
  zstd -q -19 -f "$tmp/$v.txt" -o "$here/tests/data/variation_refs/$v.txt.zst"
  echo "tests/data/variation_refs/$v.txt.zst: $(grep -vc '^#' "$tmp/$v.txt") values"
done
for v in xform_prepost camera3d_fractorium; do
  [ -n "${EMBER_REFS_ONLY:-}" ] && case " $EMBER_REFS_ONLY " in *" $v "*) ;; *) continue ;; esac
  "$tmp/ember_refs" $v >"$tmp/$v.txt"
  zstd -q -19 -f "$tmp/$v.txt" -o "$here/tests/data/variation_refs/$v.txt.zst"
  echo "tests/data/variation_refs/$v.txt.zst: $(grep -vc '^#' "$tmp/$v.txt") values"
done
