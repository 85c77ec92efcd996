#!/bin/sh
# Other editors' flames in a project (issue 38, items 1 and 5): a JWildfire file with what
# flamebuild cannot draw (an unknown variation, a tilted camera) builds, saying so once; status,
# status --json and the build's own lines name it per sequence, also when the file is unchanged
# and taken from the index; [render] unsupported = error fails it instead, keeping its outputs;
# a JWildfire file of linear3D, flatten and decimals is drawn whole, silently, and so are its tone
# controls. And the corpus of editors' own example files (tests/data/modern) is drawn whole no
# less than today.
. tests/lib.sh
FB=$FLAMEBUILD_ASAN
P=$TMP/editors
rm -rf "$P"; mkdir -p "$P"
printf '[video]\ncodec = none\n[render]\nsize = 64x48\nquality = 5\n' >"$P/flamebuild.conf"
cat >"$P/jwf.flame" <<'FLAME'
<flame name="jwf" version="JWildfire V7.30 (27.11.2021)" size="640 480" center="0.0 0.0" scale="200.0" rotate="0.0"
  temporal_samples="1.0" quality="100.0" cam_pitch="0.8" cam_yaw="0.0" cam_persp="0.0" cam_zoom="1.0" cam_roll="0.0"
  contrast="1.0" white_level="220.0" frame="1" fps="25">
  <xform weight="0.5" color="0.0" symmetry="0.0" material="0.0" mod_gamma="0.0" obj_mesh_wf="1.0" obj_mesh_wf_scale_x="2"
    obj_mesh_wf_fx_priority="0" linear3D="0.5" linear3D_fx_priority="0" coefs="0.5 0.0 0.0 0.5 0.0 0.0"/>
  <xform weight="0.5" color="1.0" symmetry="0.0" spherical="1.0" coefs="0.5 0.0 0.0 0.5 0.5 0.0"/>
  <palette count="256" format="RGB">
FLAME
i=0; while [ $i -lt 256 ]; do printf '%02X%02X80' $i $((255 - i)); i=$((i + 1)); done >>"$P/jwf.flame"
printf '\n  </palette>\n</flame>\n' >>"$P/jwf.flame"
# The same editor's flame of what flamebuild draws: a tilted camera, linear3D, flatten, decimals.
sed 's/obj_mesh_wf="1.0" obj_mesh_wf_scale_x="2"/flatten="1.0"/; s/obj_mesh_wf_fx_priority/flatten_fx_priority/' \
  "$P/jwf.flame" >"$P/flat.flame"

fb_build "$P"
if [ "$BUILD_RC" -eq 0 ] && case "$SUMMARY" in *"2 iterated"*) true ;; *) false ;; esac &&
   [ "$(grep -c "jwf.flame: not everything in it is drawn: variations obj_mesh_wf" "$TMP/build.err")" = 1 ] &&
   ! grep -q "flat.flame" "$TMP/build.err"; then
  ok "editors: a JWildfire file builds, saying once what is not drawn; a flat one says nothing"
else bad "editors: the build" "rc $BUILD_RC: $SUMMARY $(head -c 600 "$TMP/build.err")"; fi
"$FB" status "$P" >"$TMP/st.txt" 2>&1
"$FB" status "$P" --json >"$TMP/st.json" 2>&1
if grep -q "not drawn: variations obj_mesh_wf" "$TMP/st.txt" &&
   python3 -c "
import json, sys
d = {s['name']: s for s in json.load(open(sys.argv[1]))['sequences']}
assert d['jwf']['not_drawn'] == 'variations obj_mesh_wf', d['jwf']
assert d['flat']['not_drawn'] == '', d['flat']" "$TMP/st.json"; then
  ok "editors: status and status --json name what is not drawn, per sequence, from the index"
else bad "editors: status" "$(cat "$TMP/st.txt") $(head -c 400 "$TMP/st.json")"; fi

# The live page's state names it too.
"$FB" watch "$P" --serve 127.0.0.1:0 >"$TMP/w.out" 2>"$TMP/w.log" &
wpid=$!
i=0
until grep -q "up to date:" "$TMP/w.log" || [ $i -gt 2400 ] || ! kill -0 $wpid 2>/dev/null; do sleep 0.05; i=$((i + 1)); done
port=$(sed -n 's|.*serving the live page at http://127\.0\.0\.1:\([0-9][0-9]*\)/.*|\1|p' "$TMP/w.log" | head -1)
curl -s --max-time 10 "http://127.0.0.1:$port/state.json" >"$TMP/state.json"
kill -INT $wpid; wait $wpid
if python3 -c "
import json, sys
d = {s['name']: s for s in json.load(open(sys.argv[1]))['seqs']}
assert d['jwf']['not_drawn'] == 'variations obj_mesh_wf', d['jwf']
assert d['flat']['not_drawn'] == '', d['flat']" "$TMP/state.json" 2>"$TMP/py.err"; then
  ok "editors: the live page's state names what is not drawn, per sequence"
else bad "editors: the live page" "port '$port': $(head -c 300 "$TMP/state.json") $(tail -2 "$TMP/py.err")"; fi

printf '[render]\nunsupported = error\n' >>"$P/flamebuild.conf"
cp "$P/out/jwf.png" "$TMP/jwf_before.png"
fb_build "$P"
if [ "$BUILD_RC" -eq 1 ] && grep -q "jwf.flame: not everything in it can be drawn: variations obj_mesh_wf (\[render\] unsupported = error)" "$TMP/build.err" &&
   cmp -s "$P/out/jwf.png" "$TMP/jwf_before.png"; then
  ok "editors: [render] unsupported = error fails the file, its outputs kept"
else bad "editors: unsupported = error" "rc $BUILD_RC: $SUMMARY $(head -c 400 "$TMP/build.err")"; fi
"$FB" status "$P" >"$TMP/st2.txt" 2>&1; rc=$?
[ $rc -ne 0 ] && grep -q "jwf .*FAILED: .*unsupported = error" "$TMP/st2.txt" &&
  ok "editors: ... and status says why" || bad "editors: status after unsupported = error" "rc $rc: $(cat "$TMP/st2.txt")"

# JWildfire's tone controls are drawn, silently: the GPU's finish (its emulation) draws what the
# CPU's draws, within the noise between CPU seeds, and the flame with them is another image than
# at flam3's neutral values.
sed 's/contrast="1.0" white_level="220.0"/contrast="0.8" white_level="300.0" low_density_brightness="-0.5" balancing_red="1.3" balancing_blue="0.8" saturation="1.3"/' \
  "$P/flat.flame" >"$TMP/tone.flame"
sed 's/contrast="1.0" white_level="220.0"/white_level="255" low_density_brightness="0"/' "$P/flat.flame" >"$TMP/neutral.flame"
for s in 1 2 3; do "$FLAMEBUILD" render "$TMP/tone.flame" --backend cpu --seed $s -q 100 --size 128x96 -o "$TMP/tone.cpu$s.png" >"$TMP/tone.out" 2>&1; done
"$FLAMEBUILD" render "$TMP/tone.flame" --backend gpu-emulation --seed 9 -q 100 --size 128x96 -o "$TMP/tone.emu.png" >/dev/null 2>&1
"$FLAMEBUILD" render "$TMP/neutral.flame" --backend cpu --seed 1 -q 100 --size 128x96 -o "$TMP/neutral.png" >/dev/null 2>&1
r=$(build/imgcmp "$TMP/tone.emu.png" "$TMP/tone.cpu1.png" "$TMP/tone.cpu2.png" "$TMP/tone.cpu3.png" 2>&1 | awk '{print $3}')
rn=$(build/imgcmp "$TMP/neutral.png" "$TMP/tone.cpu1.png" "$TMP/tone.cpu2.png" "$TMP/tone.cpu3.png" 2>&1 | awk '{print $3}')
if grep -q 'saturation="1.3"' "$TMP/tone.flame" && ! grep -q "not everything" "$TMP/tone.out" && [ -n "$r" ] && [ -n "$rn" ] &&
   awk -v r="$r" -v rn="$rn" 'BEGIN { exit !(r < 1.5 && rn > 5) }'; then
  ok "editors: JWildfire's tone controls are drawn, alike on the CPU and the GPU emulation (ratio $r; $rn from neutral)"
else bad "editors: JWildfire's tone controls" "ratio '$r', from neutral '$rn': $(head -3 "$TMP/tone.out")"; fi

# JWildfire's antialiasing (a sample moved by its jitter with the chance antialias_amount: kernels/
# flame_math.h) is drawn: the flame without it is another image, beyond the noise between CPU
# seeds (the GPU emulation draws it as the CPU does: below, modern_forms' f11).
aa=tests/data/modern_forms/f11_jwildfire_antialias.flam3
sed 's/antialias_amount="0.6"/antialias_amount="0"/' "$aa" >"$TMP/noaa.flam3"
for s in 1 2; do "$FLAMEBUILD" render "$aa" --backend cpu --seed $s -q 100 -o "$TMP/aa.cpu$s.png" >/dev/null 2>&1; done
"$FLAMEBUILD" render "$TMP/noaa.flam3" --backend cpu --seed 3 -q 100 -o "$TMP/noaa.png" >/dev/null 2>&1
r=$(build/imgcmp "$TMP/noaa.png" "$TMP/aa.cpu1.png" "$TMP/aa.cpu2.png" 2>&1 | awk '{print $3}')
[ -n "$r" ] && awk -v r="$r" 'BEGIN { exit !(r > 5) }' &&
  ok "editors: JWildfire's antialiasing is drawn ($r times the noise from the flame without it)" ||
  bad "editors: JWildfire's antialiasing" "ratio '$r'"

# JWildfire's motion blur (render/animation.h: anim_still_build) and its turn curves, which its
# render paths apply twice (genome/parse_curves.c), against JWildfire's own pictures of the same
# flames (tests/data/jwf_renders, tests/tools/jwf_render_refs.sh): flamebuild's within what two
# seeds of one renderer measure (render_diff.py: 0.02-0.05); the flame without its blur, with
# its turn curve off, or turned once (the curve's values halved, turned twice), far from
# JWildfire's (0.034 and 0.036 against 0.12-0.21 when this was written).
jr=tests/data/jwf_renders
sed 's/ motion_blur_length="12"//' $jr/motion_blur.flame >"$TMP/jr_noblur.flame"
sed 's/xyRotateCurve_enabled="true"/xyRotateCurve_enabled="false"/' $jr/turn_curve.flame >"$TMP/jr_noturn.flame"
sed 's/xyRotateCurve_y1="40"/xyRotateCurve_y1="20"/; s/xyRotateCurve_y2="160"/xyRotateCurve_y2="80"/' \
  $jr/turn_curve.flame >"$TMP/jr_once.flame"
for f in $jr/motion_blur.flame "$TMP/jr_noblur.flame" $jr/turn_curve.flame "$TMP/jr_noturn.flame" "$TMP/jr_once.flame"; do
  "$FLAMEBUILD" render "$f" --backend cpu --size 256x192 -o "$TMP/jr_$(basename "$f" .flame).png" >"$TMP/jr.out" 2>&1 ||
    bad "editors: render $f" "$(head -3 "$TMP/jr.out")"
done
d=$(python3 tests/tools/render_diff.py $jr/motion_blur.png "$TMP/jr_motion_blur.png" $jr/motion_blur.png "$TMP/jr_jr_noblur.png" \
      $jr/turn_curve.png "$TMP/jr_turn_curve.png" $jr/turn_curve.png "$TMP/jr_jr_noturn.png" \
      $jr/turn_curve.png "$TMP/jr_jr_once.png" 2>&1 | awk '{print $1}' | tr '\n' ' ')
if grep -q 'y1="20"' "$TMP/jr_once.flame" &&
   echo "$d" | awk '{ exit !(NF == 5 && $1 < 0.07 && $2 > 0.1 && $3 < 0.07 && $4 > 0.1 && $5 > 0.1) }'; then
  ok "editors: JWildfire's motion blur and turn curves drawn as JWildfire draws them (from its pictures: $d)"
else bad "editors: JWildfire's motion blur and turn curves" "from JWildfire's pictures: '$d'"; fi
# JWildfire's layers (a <jwf-flame>: genome_list.layers, render/animation.h's anim_still_build)
# against its own picture: the first layer at density 0.6, the second at weight 0.4, the third
# hidden; flamebuild's within what the editors' flames measure (0.051 when this was written,
# its first layer alone 0.037), and far from it with the layers at weight and density 1, the
# hidden one shown, or the density read as a weight (0.47, 0.13, 0.50). (The GPU's float path
# draws them as the CPU does: tests/data/modern_forms/f17_jwildfire_layers, below.)
sed 's/density="0.6"/density="1.0"/; s/weight="0.4" density/weight="1.0" density/' $jr/layers.flame >"$TMP/jl_equal.flame"
sed 's/visible="0"/visible="1"/' $jr/layers.flame >"$TMP/jl_hidden.flame"
sed 's/weight="1.0" density="0.6"/weight="0.36" density="1.0"/' $jr/layers.flame >"$TMP/jl_asweight.flame"
for f in $jr/layers.flame "$TMP/jl_equal.flame" "$TMP/jl_hidden.flame" "$TMP/jl_asweight.flame"; do
  "$FLAMEBUILD" render "$f" --backend cpu --size 256x192 -o "$TMP/jl_$(basename "$f" .flame).png" >"$TMP/jl.out" 2>&1 ||
    bad "editors: render $f" "$(head -3 "$TMP/jl.out")"
done
d=$(python3 tests/tools/render_diff.py $jr/layers.png "$TMP/jl_layers.png" $jr/layers.png "$TMP/jl_jl_equal.png" \
      $jr/layers.png "$TMP/jl_jl_hidden.png" $jr/layers.png "$TMP/jl_jl_asweight.png" 2>&1 | awk '{print $1}' | tr '\n' ' ')
if grep -q 'visible="1" name="hidden"' "$TMP/jl_hidden.flame" &&
   echo "$d" | awk '{ exit !(NF == 4 && $1 < 0.07 && $2 > 0.1 && $3 > 0.1 && $4 > 0.1) }'; then
  ok "editors: JWildfire's layers drawn as JWildfire draws them (from its picture: $d)"
else bad "editors: JWildfire's layers" "from JWildfire's picture: '$d'"; fi
# JWildfire's cut_* replace the sum of what their xform lists before them (FM_VARS_JWF_SETS_SUM):
# cut_order's cut_booleans after a spherical and before a linear, against JWildfire's picture
# (0.033 when this was written), and far from it with nothing after the cut (flamebuild's
# picture before: 0.49) or the spherical kept (0.46).
sed 's/ linear="0.35" linear_fx_priority="0" coefs="1.0/ coefs="1.0/' $jr/cut_order.flame >"$TMP/co_noafter.flame"
sed 's/ spherical="0.5" spherical_fx_priority="0" cut_booleans="0.9"/ cut_booleans="0.9"/; s/ linear="0.35" linear_fx_priority="0" coefs="1.0/ linear="0.35" linear_fx_priority="0" spherical="0.5" coefs="1.0/' \
  $jr/cut_order.flame >"$TMP/co_before.flame"
for f in $jr/cut_order.flame "$TMP/co_noafter.flame" "$TMP/co_before.flame"; do
  "$FLAMEBUILD" render "$f" --backend cpu --size 256x192 -o "$TMP/co_$(basename "$f" .flame).png" >"$TMP/co.out" 2>&1 ||
    bad "editors: render $f" "$(head -3 "$TMP/co.out")"
done
d=$(python3 tests/tools/render_diff.py $jr/cut_order.png "$TMP/co_cut_order.png" $jr/cut_order.png "$TMP/co_co_noafter.png" \
      $jr/cut_order.png "$TMP/co_co_before.png" 2>&1 | awk '{print $1}' | tr '\n' ' ')
if grep -q 'spherical="0.5" coefs' "$TMP/co_before.flame" &&
   echo "$d" | awk '{ exit !(NF == 3 && $1 < 0.07 && $2 > 0.1 && $3 > 0.1) }'; then
  ok "editors: JWildfire's cut_* replace their xform's sum as JWildfire's do (from its picture: $d)"
else bad "editors: JWildfire's cut_* and their xform's sum" "from JWildfire's picture: '$d'"; fi
# A JWildfire final xform without a colour type (NONE) keeps the true colour a shader gave the
# point (fm_xform_begin): true_colour_final against JWildfire's picture (0.063 when this was
# written, JWildfire's own two renders 0.019), far from it where the final's colour type is
# DIFFUSION (its symmetry 1: the palette's colour at the point's coordinate, flamebuild's picture
# before, 0.155).
sed 's/<finalxform color="0.0" symmetry="0.0"/<finalxform color="0.0" symmetry="1.0" color_type="DIFFUSION"/' \
  $jr/true_colour_final.flame >"$TMP/tcf_diffusion.flame"
for f in $jr/true_colour_final.flame "$TMP/tcf_diffusion.flame"; do
  "$FLAMEBUILD" render "$f" --backend cpu --size 256x192 -o "$TMP/tcf_$(basename "$f" .flame).png" >"$TMP/tcf.out" 2>&1 ||
    bad "editors: render $f" "$(head -3 "$TMP/tcf.out")"
done
d=$(python3 tests/tools/render_diff.py $jr/true_colour_final.png "$TMP/tcf_true_colour_final.png" \
      $jr/true_colour_final.png "$TMP/tcf_tcf_diffusion.png" 2>&1 | awk '{print $1}' | tr '\n' ' ')
if grep -q 'color_type="DIFFUSION"' "$TMP/tcf_diffusion.flame" &&
   echo "$d" | awk '{ exit !(NF == 2 && $1 < 0.09 && $2 > 0.12) }'; then
  ok "editors: a JWildfire final xform of colour type NONE keeps a shader's true colour (from its picture: $d)"
else bad "editors: a JWildfire final xform and a true colour" "from JWildfire's picture: '$d'"; fi
# JWildfire's post symmetry (kernels/symmetry.h): each sample plotted again turned about a centre
# (POINT, order 5) or mirrored across an axis, pushed apart and turned (X_AXIS), its brightness
# factor divided by the copies, against JWildfire's pictures (0.045 and 0.060 when this was
# written; two flamebuild seeds 0.009 and 0.017; the flames without it, flamebuild against
# JWildfire, 0.089 and 0.082); far from them without it (flamebuild's pictures before: 0.50,
# 0.61) or with the brightness factor left whole (0.40, 0.17). Its genome, on the GPU's float
# path: tests/data/modern_forms/f21_jwildfire_post_symmetry, below.
for f in point axis; do
  copies=5; [ $f = axis ] && copies=2
  sed 's/post_symmetry_type="[A-Z_]*"/post_symmetry_type="NONE"/' $jr/post_symmetry_$f.flame >"$TMP/ps_none.flame"
  sed "s/brightness=\"4\"/brightness=\"$((4 * copies))\"/" $jr/post_symmetry_$f.flame >"$TMP/ps_whole.flame"
  for g in $jr/post_symmetry_$f.flame "$TMP/ps_none.flame" "$TMP/ps_whole.flame"; do
    "$FLAMEBUILD" render "$g" --backend cpu --size 256x192 -o "$TMP/ps_$(basename "$g" .flame).png" >"$TMP/ps.out" 2>&1 ||
      bad "editors: render $g" "$(head -3 "$TMP/ps.out")"
  done
  d=$(python3 tests/tools/render_diff.py $jr/post_symmetry_$f.png "$TMP/ps_post_symmetry_$f.png" \
        $jr/post_symmetry_$f.png "$TMP/ps_ps_none.png" $jr/post_symmetry_$f.png "$TMP/ps_ps_whole.png" 2>&1 |
      awk '{print $1}' | tr '\n' ' ')
  if grep -q 'post_symmetry_type="NONE"' "$TMP/ps_none.flame" && ! grep -q "not everything" "$TMP/ps.out" &&
     echo "$d" | awk '{ exit !(NF == 3 && $1 < 0.08 && $2 > 0.3 && $3 > 0.12) }'; then
    ok "editors: JWildfire's post symmetry ($f) drawn as JWildfire draws it (from its picture: $d)"
  else bad "editors: JWildfire's post symmetry ($f)" "from JWildfire's picture: '$d'"; fi
done
# JWildfire's solid rendering (render/solid.c): a lit surface of superShape3d with ambient
# occlusion, two coloured lights and a highlight, against JWildfire's picture (0.005 when this was
# written); far from it without the AO (0.052) or drawn as a flame (0.338, flamebuild's picture
# before).
sed 's/sld_render_ao_enabled="1"/sld_render_ao_enabled="0"/' $jr/solid.flame >"$TMP/sd_noao.flame"
sed 's/sld_render_enabled="1"/sld_render_enabled="0"/' $jr/solid.flame >"$TMP/sd_flat.flame"
for f in $jr/solid.flame "$TMP/sd_noao.flame" "$TMP/sd_flat.flame"; do
  "$FLAMEBUILD" render "$f" --backend cpu --size 256x192 -o "$TMP/sd_$(basename "$f" .flame).png" >"$TMP/sd.out" 2>&1 ||
    bad "editors: render $f" "$(head -3 "$TMP/sd.out")"
done
d=$(python3 tests/tools/render_diff.py $jr/solid.png "$TMP/sd_solid.png" $jr/solid.png "$TMP/sd_sd_noao.png" \
      $jr/solid.png "$TMP/sd_sd_flat.png" 2>&1 | awk '{print $1}' | tr '\n' ' ')
if grep -q 'sld_render_ao_enabled="0"' "$TMP/sd_noao.flame" &&
   echo "$d" | awk '{ exit !(NF == 3 && $1 < 0.025 && $2 > 0.035 && $3 > 0.2) }'; then
  ok "editors: JWildfire's solid rendering drawn as JWildfire draws it (from its picture: $d)"
else bad "editors: JWildfire's solid rendering" "from JWildfire's picture: '$d'"; fi
# Its shadows: the surface above a plane (four linear xforms), a light casting its shadow onto
# it — FAST, each point's own test of the light's depth map, and SMOOTH, its neighbours' tests
# averaged — against JWildfire's pictures (0.040 and 0.041 when this was written), far from it
# without the shadow (0.124).
sed 's/sld_render_shadow_type="FAST"/sld_render_shadow_type="OFF"/' $jr/solid_shadow.flame >"$TMP/sh_off.flame"
for f in $jr/solid_shadow.flame $jr/solid_shadow_smooth.flame "$TMP/sh_off.flame"; do
  "$FLAMEBUILD" render "$f" --backend cpu --size 256x192 -o "$TMP/sh_$(basename "$f" .flame).png" >"$TMP/sh.out" 2>&1 ||
    bad "editors: render $f" "$(head -3 "$TMP/sh.out")"
done
d=$(python3 tests/tools/render_diff.py $jr/solid_shadow.png "$TMP/sh_solid_shadow.png" \
      $jr/solid_shadow_smooth.png "$TMP/sh_solid_shadow_smooth.png" $jr/solid_shadow.png "$TMP/sh_sh_off.png" 2>&1 |
    awk '{print $1}' | tr '\n' ' ')
if grep -q 'sld_render_shadow_type="OFF"' "$TMP/sh_off.flame" &&
   echo "$d" | awk '{ exit !(NF == 3 && $1 < 0.07 && $2 < 0.07 && $3 > 0.1) }'; then
  ok "editors: JWildfire's solid shadows drawn as JWildfire draws them (from its pictures: $d)"
else bad "editors: JWildfire's solid shadows" "from JWildfire's pictures: '$d'"; fi
# JWildfire's background of more than one colour (render/backdrop.h) against its own pictures:
# alone (the flame's only xform far off the image), its gradient and background xforms —
# a shader, a palette colour, the channels past 255 spilled — JWildfire's to the pixel, on the
# CPU and on the GPU's path; under a flame within what two seeds measure (0.030 when this was
# written, the seeds 0.026), and far from it without the xforms, without the gradient, or with
# the palette xform blending its colour (0.28, 0.51, 0.095), as a background xform of no colour
# type does not.
sed 's/<bgxform[^>]*>//g' $jr/backdrop.flame >"$TMP/bd_noxforms.flame"
sed 's/background_type="GRADIENT_2X2_C"/background_type="SINGLE_COLOR"/' $jr/backdrop.flame >"$TMP/bd_nogradient.flame"
sed 's/<bgxform weight="0.3" color="0.6"/<bgxform weight="0.3" color="0.6" color_type="DIFFUSION"/' $jr/backdrop.flame >"$TMP/bd_diffusion.flame"
for f in $jr/backdrop.flame "$TMP/bd_noxforms.flame" "$TMP/bd_nogradient.flame" "$TMP/bd_diffusion.flame"; do
  "$FLAMEBUILD" render "$f" --backend cpu --size 256x192 -o "$TMP/bd_$(basename "$f" .flame).png" >"$TMP/bd.out" 2>&1 ||
    bad "editors: render $f" "$(head -3 "$TMP/bd.out")"
done
for b in cpu gpu-emulation; do
  "$FLAMEBUILD" render $jr/backdrop_alone.flame --backend $b --size 256x192 -o "$TMP/bd_alone_$b.png" >"$TMP/bd.out" 2>&1 ||
    bad "editors: render backdrop_alone.flame ($b)" "$(head -3 "$TMP/bd.out")"
done
d=$(python3 tests/tools/render_diff.py $jr/backdrop.png "$TMP/bd_backdrop.png" $jr/backdrop.png "$TMP/bd_bd_noxforms.png" \
      $jr/backdrop.png "$TMP/bd_bd_nogradient.png" $jr/backdrop.png "$TMP/bd_bd_diffusion.png" 2>&1 | awk '{print $1}' | tr '\n' ' ')
if grep -q 'color_type="DIFFUSION"' "$TMP/bd_diffusion.flame" && ! grep -q '<bgxform' "$TMP/bd_noxforms.flame" &&
   build/imgcmp --same $jr/backdrop_alone.png "$TMP/bd_alone_cpu.png" &&
   build/imgcmp --same $jr/backdrop_alone.png "$TMP/bd_alone_gpu-emulation.png" &&
   echo "$d" | awk '{ exit !(NF == 4 && $1 < 0.05 && $2 > 0.15 && $3 > 0.15 && $4 > 0.07) }'; then
  ok "editors: JWildfire's background gradient and xforms drawn as JWildfire draws them (alone to the pixel; from its pictures: $d)"
else bad "editors: JWildfire's background gradient and xforms" "from JWildfire's pictures: '$d'"; fi
# JWildfire's colour modulation (kernels/colour_mod.h) against its own picture of one of its
# "Galaxies" flames: within what two seeds measure (0.045 when this was written, the seeds
# 0.035), far from it without the modulation, or without its hue, saturation or contrast (0.52,
# 0.47, 0.33, 0.29); under a GPU backend drawn on the CPU, saying so.
for m in hue saturation contrast; do sed "s/ mod_$m=\"[^\"]*\"//g" $jr/colour_mod.flame >"$TMP/cm_no$m.flame"; done
sed 's/ mod_\(gamma\|contrast\|saturation\|hue\)\(_speed\)\{0,1\}="[^"]*"//g' $jr/colour_mod.flame >"$TMP/cm_off.flame"
for f in $jr/colour_mod.flame "$TMP/cm_off.flame" "$TMP/cm_nohue.flame" "$TMP/cm_nosaturation.flame" "$TMP/cm_nocontrast.flame"; do
  "$FLAMEBUILD" render "$f" --backend cpu --size 256x192 -o "$TMP/cm_$(basename "$f" .flame).png" >"$TMP/cm.out" 2>&1 ||
    bad "editors: render $f" "$(head -3 "$TMP/cm.out")"
done
"$FLAMEBUILD" render $jr/colour_mod.flame --backend gpu-emulation --seed 3 -q 10 --size 96x72 -o "$TMP/cm_emu.png" >"$TMP/cm_emu.out" 2>&1
"$FLAMEBUILD" render $jr/colour_mod.flame --backend cpu --seed 3 -q 10 --size 96x72 -o "$TMP/cm_cpu.png" >/dev/null 2>&1
d=$(python3 tests/tools/render_diff.py $jr/colour_mod.png "$TMP/cm_colour_mod.png" $jr/colour_mod.png "$TMP/cm_cm_off.png" \
      $jr/colour_mod.png "$TMP/cm_cm_nohue.png" $jr/colour_mod.png "$TMP/cm_cm_nosaturation.png" \
      $jr/colour_mod.png "$TMP/cm_cm_nocontrast.png" 2>&1 | awk '{print $1}' | tr '\n' ' ')
if ! grep -q 'mod_hue' "$TMP/cm_off.flame" && grep -q 'mod_gamma' "$TMP/cm_nohue.flame" &&
   grep -q "colour modulation is drawn on the CPU" "$TMP/cm_emu.out" && build/imgcmp --same "$TMP/cm_emu.png" "$TMP/cm_cpu.png" &&
   echo "$d" | awk '{ exit !(NF == 5 && $1 < 0.07 && $2 > 0.15 && $3 > 0.15 && $4 > 0.15 && $5 > 0.15) }'; then
  ok "editors: JWildfire's colour modulation drawn as JWildfire draws it (from its picture: $d)"
else bad "editors: JWildfire's colour modulation" "from JWildfire's picture: '$d'; $(tail -1 "$TMP/cm_emu.out")"; fi
# Two layers alike, each drawn half the steps, draw what the one flame draws: each hit counts
# once, whatever layer drew it (and the weights of the flame's samples are not divided).
python3 - "$jr/layers.flame" "$TMP" <<'PY'
import re, sys
s = open(sys.argv[1]).read()
head = s[:s.index('>') + 1]
first = re.search(r'<layer[^>]*>(.*?)</layer>', s, re.S).group(1)
open(sys.argv[2] + '/jl_one.flame', 'w').write(head.replace('<jwf-flame', '<flame') + first + '</flame>\n')
layer = '<layer weight="1" density="1" visible="1">' + first + '</layer>'
open(sys.argv[2] + '/jl_twice.flame', 'w').write(head + layer + layer + '</jwf-flame>\n')
PY
for s in 1 2; do "$FLAMEBUILD" render "$TMP/jl_one.flame" --backend cpu --seed $s -q 100 -o "$TMP/jl_one$s.png" >/dev/null 2>&1; done
"$FLAMEBUILD" render "$TMP/jl_twice.flame" --backend cpu --seed 9 -q 100 -o "$TMP/jl_twice.png" >/dev/null 2>&1
r=$(build/imgcmp "$TMP/jl_twice.png" "$TMP/jl_one1.png" "$TMP/jl_one2.png" 2>&1 | awk '{print $3}')
if [ -n "$r" ] && awk -v r="$r" 'BEGIN { exit !(r < 1.5) }'; then ok "editors: two layers alike draw what one flame draws (ratio $r)"
else bad "editors: two layers alike" "ratio '$r'"; fi

# The editors' own example files: drawn whole at least as often as when this was written (366
# until JWildfire's motion blur, which Swan's examples 157 and 206 use, was said: 364; 372 with
# text_wf, sidwellr's signatures; 371 since Fractorium's colour curves are said, which one of
# FLAM3H's files, b33rheart_sierpinski, bends; 369 since a variation in a second form within one
# xform was said — FLAM3H's pre_log and post_log, pre_bwraps and post_bwraps —, which had drawn
# only one of the two quietly; 372 since both forms are drawn; 374 with the dc_* shaders'
# Gradient 1, the palette's nearest colour; 375 with Fractorium's colour curves; 370 since
# JWildfire's solid rendering, on in 8 of sidwellr's files, is said; 372 with JWildfire's motion
# blur, Swan's examples 157 and 206; 373 with dla_wf, sidwellr's aggregate; 378 with the solid
# rendering drawn; 380 with JWildfire's weighting fields: Swan's example 23, and FARender's
# selftest, whose wfield_type="7" JWildfire reads as none; 381 with dc_dmodulus, Swan's example 105;
# 383 of 396 with two of Fractorium's example files, whose forms hold parameters apart; 384 with
# dla3d_wf, sidwellr's patterns example; 385 with subflame_wf, Swan's example 112).
sh tests/tools/coverage.sh "$FLAMEBUILD" tests/data/modern >"$TMP/coverage.txt" 2>&1
whole=$(sed -n 's/^coverage: \([0-9]*\) of \([0-9]*\) files.*/\1/p' "$TMP/coverage.txt")
total=$(sed -n 's/^coverage: \([0-9]*\) of \([0-9]*\) files.*/\2/p' "$TMP/coverage.txt")
if [ -n "$whole" ] && [ "$total" -eq 396 ] && [ "$whole" -ge 385 ]; then
  ok "editors: $(tail -n 1 "$TMP/coverage.txt") of tests/data/modern"
else bad "editors: coverage" "$(tail -n 3 "$TMP/coverage.txt")"; fi

# Fractorium's forms that hold parameters apart (tatasz's example 18: pre_bwraps and post_bwraps,
# each its own inner twist) are drawn on the CPU under a GPU backend, which says why; the same
# pixels as the CPU's at one seed.
tz=tests/data/modern/typpos_fractorium/Data__examples__tatasz_examples.flame
"$FLAMEBUILD" render $tz --flame 17 --backend gpu-emulation --seed 4 -q 20 --size 96x64 -o "$TMP/tz_emu.png" >"$TMP/tz.out" 2>&1
"$FLAMEBUILD" render $tz --flame 17 --backend cpu --seed 4 -q 20 --size 96x64 -o "$TMP/tz_cpu.png" >/dev/null 2>&1
if grep -q "forms with parameters apart are drawn on the CPU" "$TMP/tz.out" && build/imgcmp --same "$TMP/tz_emu.png" "$TMP/tz_cpu.png"; then
  ok "editors: Fractorium's forms with parameters apart drawn on the CPU under a GPU backend, saying so"
else bad "editors: forms with parameters apart under a GPU backend" "$(tail -2 "$TMP/tz.out")"; fi

# The variations beyond flam3 (tests/data/variations_modern), their pre and post forms and other
# editors' forms, and artists' flames whose float path once parted from the CPU's
# (tests/data/modern_forms: f7, f8): the GPU's float path (its emulation) draws what the CPU draws,
# within the noise between CPU seeds; NVRTC compiles their kernels; JWildfire's names for them
# (bwraps7) read as the same variation. Quality 100: imgcmp's ratio is calibrated on the CPU
# seeds' own noise at that quality, so a formula that differs still stands out (the worst
# genomes measure as at 400); the renders run a core each, side by side (tests/gpu/run.sh
# draws the same genomes on CUDA at 300). Two CPU seeds, not three: a quarter of this script's
# time, and with three the worst of the 731 genomes measured 1.346, with the first two 1.301.
ls tests/data/variations_modern/*.flam3 tests/data/modern_forms/*.flam3 | xargs -P "$(nproc)" -I{} sh -c '
  n=$(basename "$1" .flam3)
  for s in 1 2; do "$2" render "$1" --backend cpu -j 1 --seed $s -q 100 -o "$3/$n.cpu$s.png" >/dev/null 2>&1; done
  "$2" render "$1" --backend gpu-emulation --seed 9 -q 100 -o "$3/$n.emu.png" >/dev/null 2>&1' sh {} "$FLAMEBUILD" "$TMP"
for g in tests/data/variations_modern/*.flam3 tests/data/modern_forms/*.flam3; do
  n=$(basename "$g" .flam3)
  r=$(build/imgcmp "$TMP/$n.emu.png" "$TMP/$n.cpu1.png" "$TMP/$n.cpu2.png" 2>&1 | awk '{print $3}')
  if [ -n "$r" ] && awk -v r="$r" 'BEGIN { exit !(r < 1.5) }'; then ok "editors: $n: the GPU emulation draws what the CPU draws (ratio $r)"
  else bad "editors: $n on the GPU emulation" "ratio '$r'"; fi
done
# NVRTC: every variation compiles in a kernel of its own family's (test_codegen: each family
# file with only the families it includes) and in the generic kernel of them all; here the
# kernels of their own of the forms' genomes, as a build plans them (tests/gpu/run.sh compiles
# every variation genome's on the GPU machine's cores).
kgenomes="$(ls tests/data/modern_forms/*.flam3)"
if [ "${FLAMEBUILD_NO_CUDA_TOOLKIT:-0}" = 1 ]; then skip "editors: NVRTC compiles the variations beyond flam3" "no NVRTC"
elif XDG_CACHE_HOME="$TMP/xdg_modern" "$FLAMEBUILD" kernels --arch sm_90 $kgenomes >"$TMP/k.out" 2>&1 &&
     grep -q "0 failed" "$TMP/k.out"; then ok "editors: NVRTC compiles the variations beyond flam3 ($(tail -n 1 "$TMP/k.out"))"
else bad "editors: NVRTC and the variations beyond flam3" "$(tail -3 "$TMP/k.out")"; fi
sed 's/bwraps="/bwraps7="/; s/bwraps_\([a-z_]*\)="/bwraps7_\1="/g' tests/data/variations_modern/v99_bwraps.flam3 >"$TMP/bw7.flam3"
"$FLAMEBUILD" render tests/data/variations_modern/v99_bwraps.flam3 --backend cpu -q 50 -o "$TMP/bw.png" >/dev/null 2>&1
"$FLAMEBUILD" render "$TMP/bw7.flam3" --backend cpu -q 50 -o "$TMP/bw7.png" >"$TMP/bw7.out" 2>&1
grep -q 'bwraps7="' "$TMP/bw7.flam3" && build/imgcmp --same "$TMP/bw.png" "$TMP/bw7.png" && ! grep -q "not everything" "$TMP/bw7.out" &&
  ok "editors: JWildfire's bwraps7 is Fractorium's bwraps, silently" || bad "editors: bwraps7" "$(head -3 "$TMP/bw7.out")"
