#!/bin/sh
# Animation conformance against flam3-animate: every frame of every animation in
# tests/data/animations rendered by `flamebuild render --frames all` and compared with four
# cached flam3-animate renders (tests/data/anim_refs, made by make_anim_refs.sh) by the
# noise-calibrated ratio of tests/tools/imgcmp.c; each frame must score < 1.5.
# Covers padding (xform counts differ between keyframes), log affine and hsv_circular
# palette interpolation, temporal_samples 8 and 16 (box and gaussian shutters) and a
# Catmull-Rom segment (smooth01). Env: BACKEND=cpu|cuda.
. tests/lib.sh
IMGCMP=${IMGCMP:-build/imgcmp}
BACKEND=${BACKEND:-cpu}
LIMIT=1.5
out="$TMP/anim"
mkdir -p "$out"
for g in tests/data/animations/*.flam3; do
  name=$(basename "$g" .flam3)
  if ! "$FLAMEBUILD" render "$g" --frames all --backend "$BACKEND" --bpc 16 --seed 7 --quiet \
       -o "$out/$name.%05d.png" 2>"$out/$name.err"; then
    bad "animation $name" "render failed: $(tail -1 "$out/$name.err")"; continue
  fi
  nframes=0; failed=0; worst=0; worst_frame=-
  for ref in tests/data/anim_refs/$name.a.*.png; do
    frame=${ref##*.a.}; frame=${frame%.png}
    nframes=$((nframes + 1))
    if [ ! -f "$out/$name.$frame.png" ]; then failed=$((failed + 1)); echo "  $name frame $frame: not rendered"; continue; fi
    set -- $("$IMGCMP" "$out/$name.$frame.png" tests/data/anim_refs/$name.[abcd].$frame.png)
    if awk "BEGIN{exit !($3 > $worst)}"; then worst=$3; worst_frame=$frame; fi
    if ! awk "BEGIN{exit !($3 < $LIMIT)}"; then failed=$((failed + 1)); echo "  $name frame $frame: ratio $3"; fi
  done
  extra=$(ls "$out"/$name.*.png | wc -l)
  printf '%-10s %3d frames  worst ratio %s (frame %s)\n' "$name" "$nframes" "$worst" "$worst_frame"
  if [ "$nframes" -eq 0 ]; then bad "animation $name" "no references"
  elif [ "$extra" -ne "$nframes" ]; then bad "animation $name" "rendered $extra frames, flam3-animate $nframes"
  elif [ $failed -eq 0 ]; then ok "animation $name: $nframes frames < $LIMIT"
  else bad "animation $name" "$failed of $nframes frames at or above $LIMIT"; fi
done
