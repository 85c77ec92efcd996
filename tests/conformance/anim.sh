#!/bin/sh
# Animation conformance against flam3-animate: every frame of every animation in
# tests/data/animations rendered by `flamebuild render --frames all` and compared with four
# cached flam3-animate renders (tests/data/anim_refs, made by make_anim_refs.sh) by the
# noise-calibrated ratio of tests/tools/imgcmp.c; each frame must score < 1.5.
# Covers padding (xform counts differ between keyframes), log affine and hsv_circular
# palette interpolation, temporal_samples 8 and 16 (box and gaussian shutters) and a
# Catmull-Rom segment (smooth01). Env: BACKEND=cpu|cuda|gpu-emulation; JOBS=animations
# rendered at once (default 1 for cpu and cuda, else the number of cores).
. tests/lib.sh
IMGCMP=${IMGCMP:-build/imgcmp}
BACKEND=${BACKEND:-cpu}
LIMIT=1.5
case $BACKEND in cpu|cuda) JOBS=${JOBS:-1} ;; *) JOBS=${JOBS:-$(nproc 2>/dev/null || echo 2)} ;; esac
out="$TMP/anim-$BACKEND"
mkdir -p "$out"
ls tests/data/animations/*.flam3 | xargs -P "$JOBS" -I{} sh -c \
  'n=$(basename "$1" .flam3); "$2" render "$1" --frames all --backend "$3" --bpc 16 --seed 7 --quiet -o "$4/$n.%05d.png" 2>"$4/$n.err"; echo $? >"$4/$n.rc"' \
  sh {} "$FLAMEBUILD" "$BACKEND" "$out"
for g in tests/data/animations/*.flam3; do
  name=$(basename "$g" .flam3)
  if [ "$(cat "$out/$name.rc" 2>/dev/null)" != 0 ]; then
    bad "animation $BACKEND $name" "render failed: $(tail -1 "$out/$name.err")"; continue
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
  printf '%-10s %3d frames  worst ratio %s (frame %s)  (%s)\n' "$name" "$nframes" "$worst" "$worst_frame" "$BACKEND"
  if [ "$nframes" -eq 0 ]; then bad "animation $BACKEND $name" "no references"
  elif [ "$extra" -ne "$nframes" ]; then bad "animation $BACKEND $name" "rendered $extra frames, flam3-animate $nframes"
  elif [ $failed -eq 0 ]; then ok "animation $BACKEND $name: $nframes frames < $LIMIT"
  else bad "animation $BACKEND $name" "$failed of $nframes frames at or above $LIMIT"; fi
done
