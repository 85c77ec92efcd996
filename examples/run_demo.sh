#!/bin/sh
# `make demo`: the main job on the bundled example project. Builds a copy of examples/demo (a
# still and a 48-frame animation with its video) in build/demo, on the GPU when there is one,
# then edits the animation's gamma and builds again: the second build re-finishes the frames
# from their cached accumulation buffers without iterating, and re-encodes the video.
# DEMO_SRC and DEMO_DIR (default examples/demo and build/demo) let the test suite play the same
# steps on a smaller copy (tests/render/05_demo.sh).
set -e
FB=${FLAMEBUILD:-./flamebuild}
SRC=${DEMO_SRC:-examples/demo}
D=${DEMO_DIR:-build/demo}
rm -rf "$D"
mkdir -p "$(dirname "$D")"
cp -r "$SRC" "$D"
echo "== flamebuild build $D"
"$FB" build "$D" --quiet
echo
echo "== edit: gamma 3.4 -> 2.6 in $D/waves.flame, then flamebuild build $D"
sed 's/gamma="3.4"/gamma="2.6"/' "$D/waves.flame" >"$D/waves.flame.tmp"
mv "$D/waves.flame.tmp" "$D/waves.flame"
"$FB" build "$D" --quiet
echo
"$FB" status "$D"
echo
echo "frames: $D/out/waves/*.png, the still: $D/out/spiral.png, video: $D/out/waves.mp4"
