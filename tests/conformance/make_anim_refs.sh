#!/bin/sh
# Regenerates the flam3-animate references of the animation conformance test: every frame
# (flam3-animate's default range: first keyframe time up to the last, exclusive) of each
# animation in tests/data/animations, rendered four times with float buffers (bits=64) and
# different seeds, as 16-bit PNGs tests/data/anim_refs/NAME.SEED.FFFFF.png.
# Usage: sh tests/conformance/make_anim_refs.sh [ANIMATION...]
set -eu
cd "$(dirname "$0")/../.."
command -v flam3-animate >/dev/null || { echo "make_anim_refs: flam3-animate missing (apt-get install flam3-utils)" >&2; exit 1; }
mkdir -p tests/data/anim_refs
[ $# -gt 0 ] || set -- tests/data/animations/*.flam3
for g in "$@"; do
  name=$(basename "$g" .flam3)
  for seed in ${SEEDS:-a b c d}; do
    env in="$g" prefix="tests/data/anim_refs/$name.$seed." format=png bpc=16 bits=64 \
        isaac_seed="flamebuild-anim-$seed" verbose=0 flam3-animate </dev/null
  done
  echo "$name"
done
