#!/bin/sh
# bench/gpu_session23f.sh BIN_DIR — one device call (2026-11-27): quality = auto's noise estimated
# on the device (gpu_noise, fb_noise_rows) instead of each ladder step bringing its count channel
# back for the CPU, against the binary before it (flamebuild.one):
#   1. the quality = auto sheep edge (30 frames, 1,000 temporal samples) twice each, alternating,
#      and 4 deterministic frames of each, which must be the same bytes (auto_ab); the build logs
#      (each frame's samples and noise) come back in auto.tgz;
#   2. the demo project at 1920x1080 with quality = auto, once each.
set -u
cd "$(dirname "$0")/.."
. bench/gpu_lib.sh
B0=${1:-build/s23}
O=${OUT:-$(mktemp -d /tmp/s23f.XXXXXX)}
mkdir -p "$O"
exec >"$O/summary.txt" 2>&1
export flam3_palettes="$PWD/$B0/flam3-palettes.xml"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
auto_ab "$O" "$B0/flamebuild.one" "$B0/flamebuild"
for v in one new; do
  bin="$B0/flamebuild"; [ $v = one ] && bin="$B0/flamebuild.one"
  demo_auto "$bin" "$O/demo-$v.log"
  echo "demo 1080p auto, $v: $(tail -1 "$O/demo-$v.log")  $(grep '^built:' "$O/demo-$v.log" | tail -1)"
done
(cd "$O" && tar czf demo.tgz demo-*.log && rm -f demo-*.log)
