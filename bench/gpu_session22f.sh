#!/bin/sh
# bench/gpu_session22f.sh BIN_DIR — one device call (2026-11-27): the lab's shared-memory
# staging of the xforms and the palette (FLAMEBUILD_NVRTC_MATH="--use_fast_math
# -DFB_SMEM_STAGE=1", frames of one sub-frame only) against the default, same binary:
# `flamebuild bench` at 1080p q1000 (twice), 4K supersample 2 q200 and 8K q200.
set -u
cd "$(dirname "$0")/.."
B=${1:-build/s22}
O=${OUT:-$(mktemp -d /tmp/s22f.XXXXXX)}
mkdir -p "$O"
export XDG_CACHE_HOME="$O/xdg" flam3_palettes="$PWD/$B/flam3-palettes.xml"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
med() { timeout 300 "$B/flamebuild" bench --backend cuda "$@" 2>&1 | awk '/G it\/s/ {printf "%s %.1f  ", substr($1,1,7), $7} /median/ {print "median", $2} /rror/'; }
S="--use_fast_math -DFB_SMEM_STAGE=1"
for round in 1 2; do
  echo "round $round default 1080p: $(med -q 1000)"
  echo "round $round staged  1080p: $(FLAMEBUILD_NVRTC_MATH="$S" med -q 1000)"
done
echo "default 4K ss2: $(med -q 200 --size 3840x2160 --supersample 2)"
echo "staged  4K ss2: $(FLAMEBUILD_NVRTC_MATH="$S" med -q 200 --size 3840x2160 --supersample 2)"
echo "default 8K:     $(med -q 200 --size 7680x4320)"
echo "staged  8K:     $(FLAMEBUILD_NVRTC_MATH="$S" med -q 200 --size 7680x4320)"
rm -rf "$O/xdg"
