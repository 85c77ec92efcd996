#!/bin/sh
# bench/gpu_session22g.sh BIN_DIR — one device call (2026-11-27): where a studio's build goes
# now: bench/realistic.sh sheep and studio (build -v timelines in logs.tgz), then the sheep
# edge built once more under /usr/bin/time (CPU seconds against wall) with 1, 2 and 3 frames
# side by side on the GPU (FLAMEBUILD_GPU_FRAMES).
set -u
cd "$(dirname "$0")/.."
B=${1:-build/s22}
O=${OUT:-$(mktemp -d /tmp/s22g.XXXXXX)}
mkdir -p "$O"
export flam3_palettes="$PWD/$B/flam3-palettes.xml"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
nproc
OUT="$O" sh bench/realistic.sh "$PWD/$B/flamebuild" sheep studio 2>&1 | tail -14
R=tests/data/realworld
for frames in 1 2 3 4; do
  W=$(mktemp -d /tmp/s22g-w.XXXXXX)
  mkdir -p "$W/p"
  printf '[render]\nsize = 1920x1080\nquality = 500\nsupersample = 1\ntemporal_samples = 1000\n[video]\ncodec = none\n' >"$W/p/flamebuild.conf"
  {
    echo "<animation>"
    sed -n '/<flame /,/<\/flame>/p' $R/rw_02_sheep80692.flam3 | sed '1s/ time="[^"]*"//; 1s/<flame /<flame time="0" /'
    sed -n '/<flame /,/<\/flame>/p' $R/rw_04_sheep80895.flam3 | sed '1s/ time="[^"]*"//; 1s/<flame /<flame time="60" /'
    echo "</animation>"
  } >"$W/p/edge.flame"
  XDG_CACHE_HOME="$W/xdg" "$B/flamebuild" kernels "$W/p" >/dev/null 2>&1
  XDG_CACHE_HOME="$W/xdg" FLAMEBUILD_GPU_FRAMES=$frames /usr/bin/time -f "%e s wall, %U s user, %S s sys, %M KB" \
    "$B/flamebuild" build "$W/p" -v >"$O/sheep-frames$frames.log" 2>&1
  echo "sheep edge, kernels precompiled, FLAMEBUILD_GPU_FRAMES=$frames: $(tail -1 "$O/sheep-frames$frames.log")"
  rm -rf "$W"
done
(cd "$O" && tar czf sheep-frames.tgz sheep-frames*.log && rm -f sheep-frames*.log)
