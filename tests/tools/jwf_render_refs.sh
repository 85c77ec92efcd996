#!/bin/sh
# jwf_render_refs.sh JWILDFIRE_CHECKOUT — regenerates tests/data/jwf_renders/NAME.png, JWildfire's
# own pictures of the flames beside them (tests/tools/jwf_render.sh: its FlameRenderer, as its
# command line draws a file), 256 pixels wide at the flames' quality: what 70_other_editors.sh compares
# flamebuild's pictures of them with (tests/tools/render_diff.py). motion_blur.flame is a still
# under JWildfire's motion blur, its curves moving it; turn_curve.flame a turn curve, which
# JWildfire's render paths apply twice (genome/parse_curves.c); layers.flame a <jwf-flame> of
# three layers (a density below 1, a weight below 1, one hidden: render/animation.h);
# cut_order.flame a cut_booleans that replaces the sum of what its xform lists before it
# (genome/parse_editors.c); true_colour_final.flame a shader's true colour through a final xform of
# colour type NONE (kernels/variations.h); solid.flame a surface under JWildfire's solid
# rendering, ambient occlusion and two lights (render/solid.c); solid_shadow.flame and
# solid_shadow_smooth.flame that surface over a plane its light casts a shadow onto (FAST and
# SMOOTH); post_symmetry_point.flame and post_symmetry_axis.flame its post symmetry, POINT and
# X_AXIS (kernels/symmetry.h); backdrop.flame a gradient background and background xforms (a
# shader, a palette colour: render/backdrop.h) behind a flame, backdrop_alone.flame the same with
# the flame's one xform off the image; colour_mod.flame one of its "Galaxies" random flames, whose
# xforms modulate the colour (kernels/colour_mod.h). Needs a JDK (17). Made with
# thargor6/JWildfire 33407f0b (RELEASE 9.00).
set -e
src=${1:?usage: jwf_render_refs.sh JWILDFIRE_CHECKOUT}
here=$(cd "$(dirname "$0")/../.." && pwd)
dir="$here/tests/data/jwf_renders"
sh "$here/tests/tools/jwf_render.sh" "$src" "$dir" 256 0 "$dir/motion_blur.flame" "$dir/turn_curve.flame" \
  "$dir/layers.flame" "$dir/cut_order.flame" \
  "$dir/true_colour_final.flame" "$dir/solid.flame" \
  "$dir/solid_shadow.flame" "$dir/solid_shadow_smooth.flame" \
  "$dir/post_symmetry_point.flame" "$dir/post_symmetry_axis.flame" \
  "$dir/backdrop.flame" "$dir/backdrop_alone.flame" "$dir/colour_mod.flame"
