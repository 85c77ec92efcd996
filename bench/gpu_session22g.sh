#!/bin/sh
# bench/gpu_session22g.sh BIN_DIR — one device call (2026-11-27): where a studio's build goes
# now: bench/realistic.sh sheep and studio (build -v timelines in logs.tgz), then the sheep
# edge built once more under /usr/bin/time (CPU seconds against wall) with 1, 2 and 3 frames
# side by side on the GPU (FLAMEBUILD_GPU_FRAMES).
set -u
cd "$(dirname "$0")/.."
. bench/gpu_lib.sh
B=${1:-build/s22}
O=${OUT:-$(mktemp -d /tmp/s22g.XXXXXX)}
mkdir -p "$O"
export flam3_palettes="$PWD/$B/flam3-palettes.xml"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
nproc
OUT="$O" sh bench/realistic.sh "$PWD/$B/flamebuild" sheep studio 2>&1 | tail -14
for frames in 1 2 3 4; do
  FLAMEBUILD_GPU_FRAMES=$frames sheep_build "$B/flamebuild" "$O/sheep-frames$frames.log" 60 500
  echo "sheep edge, kernels precompiled, FLAMEBUILD_GPU_FRAMES=$frames: $(tail -1 "$O/sheep-frames$frames.log")"
done
(cd "$O" && tar czf sheep-frames.tgz sheep-frames*.log && rm -f sheep-frames*.log)
