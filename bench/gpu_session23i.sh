#!/bin/sh
# bench/gpu_session23i.sh BIN_DIR — one device call (2026-11-27): how many frames a GPU should
# iterate at once (render threads, FLAMEBUILD_GPU_FRAMES; default 3) now that quality = auto's
# frames spend less of their render stage on the CPU: the quality = auto sheep edge (30 frames),
# the demo project at 1080p under auto, and the fixed-quality sheep edge (60 frames, q500), with
# 2, 3, 4 and 6 frames at once, two rounds.
set -u
cd "$(dirname "$0")/.."
. bench/gpu_lib.sh
B0=${1:-build/s23}
O=${OUT:-$(mktemp -d /tmp/s23i.XXXXXX)}
mkdir -p "$O"
exec >"$O/summary.txt" 2>&1
export flam3_palettes="$PWD/$B0/flam3-palettes.xml"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
for round in 1 2; do
  for n in 2 3 4 6; do
    export FLAMEBUILD_GPU_FRAMES=$n
    sheep_build "$B0/flamebuild" "$O/a.log" 30 auto
    demo_auto "$B0/flamebuild" "$O/d.log"
    sheep_build "$B0/flamebuild" "$O/f.log" 60 500
    echo "round $round, $n frames at once: auto edge $(tail -1 "$O/a.log" | cut -d, -f1); demo $(tail -1 "$O/d.log" | cut -d, -f1); fixed edge $(tail -1 "$O/f.log" | cut -d, -f1)"
  done
done
rm -f "$O"/*.log
