#!/bin/sh
# Minimal builds, counted with the summary line (issue 5): no-op, touch and reformatting do
# nothing; tone-map edits re-finish without iterating; a keyframe edit iterates exactly the
# frames whose sub-frames reach its segments; a new sequence builds only its frames.
. tests/lib.sh
P=$TMP/minimal
rm -rf "$P"; mkdir -p "$P"
printf '[video]\ncodec = none\n' >"$P/flamebuild.conf"
animation "$P/three.flame" 0 12 24
still "$P/still.flame" 0.7

expect_built "project: first build" "$P" "built: 25 iterated, 0 refinished, 0 unchanged, 0 videos encoded, 0 failed"
expect_built "project: no-op build" "$P" "built: 0 iterated, 0 refinished, 25 unchanged"
touch "$P/three.flame"
expect_built "project: touch does nothing" "$P" "built: 0 iterated, 0 refinished, 25 unchanged"
# Reformat: whitespace, attribute order, number spelling.
sed -e 's/<xform weight="0.5" color="0"/<xform\n   color="0.0"   weight="5e-1"/' -e 's/gamma="4"/gamma="4.000"/' "$P/three.flame" >"$TMP/re" && mv "$TMP/re" "$P/three.flame"
expect_built "project: reformatting does nothing" "$P" "built: 0 iterated, 0 refinished, 25 unchanged"

for edit in 's/gamma="4.000"/gamma="3"/' 's/brightness="4"/brightness="6"/' 's/vibrancy="1"/vibrancy="0.5"/'; do
  sed -e "$edit" "$P/three.flame" >"$TMP/re" && mv "$TMP/re" "$P/three.flame"
  expect_built "project: tone-map edit ($edit) re-finishes all 24 frames" "$P" "built: 0 iterated, 24 refinished, 1 unchanged"
done

# The middle keyframe of three: both segments, so every frame.
awk 'BEGIN{n=0} /coefs="0.6 0.2/{n++; if(n==2) sub(/coefs="0.6 0.2/, "coefs=\"0.65 0.2")} {print}' "$P/three.flame" >"$TMP/re" && mv "$TMP/re" "$P/three.flame"
expect_built "project: middle keyframe of 3 re-iterates its two segments (all 24)" "$P" "built: 24 iterated, 0 refinished, 1 unchanged"

# Five keyframes at 0..48: the middle one (24) reaches frames with sub-frames in (12, 36).
animation "$P/five.flame" 0 12 24 36 48
fb_build "$P"
awk 'BEGIN{n=0} /coefs="0.6 0.2/{n++; if(n==3) sub(/coefs="0.6 0.2/, "coefs=\"0.65 0.2")} {print}' "$P/five.flame" >"$TMP/re" && mv "$TMP/re" "$P/five.flame"
# Frame k's sub-frames are at k-0.5 and k+0.5 (temporal_samples 2, width 1).
expected=$(awk 'BEGIN{n=0; for(k=0;k<48;k++) if (k-0.5 < 36 && k+0.5 > 12) n++; print n}')
expect_built "project: middle keyframe of 5 re-iterates only its segments ($expected frames)" "$P" "built: $expected iterated, 0 refinished, $((73 - expected)) unchanged"

still "$P/added.flame" 0.3
expect_built "project: adding a sequence builds only its frames" "$P" "built: 1 iterated, 0 refinished, 73 unchanged"
