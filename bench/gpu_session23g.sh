#!/bin/sh
# bench/gpu_session23g.sh BIN_DIR — one device call (2026-11-27, issue 11), a lab question: do the
# SMs finish a launch unevenly (the last session's ncu: average SM busy 86% of the slowest's
# time) because the grid of exactly blocks-per-SM x SMs blocks is not placed 9 to every SM?
# FLAMEBUILD_LAB_BPS adds to the occupancy's blocks per SM (a lab knob of gpu/backend.c): -1
# and -2 leave room on every SM, +9 makes two waves. bench_line each, two rounds alternating.
set -u
cd "$(dirname "$0")/.."
. bench/gpu_lib.sh
B0=${1:-build/s23}
O=${OUT:-$(mktemp -d /tmp/s23g.XXXXXX)}
mkdir -p "$O"
exec >"$O/summary.txt" 2>&1
export flam3_palettes="$PWD/$B0/flam3-palettes.xml" XDG_CACHE_HOME="$O/xdg"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
for round in 1 2; do
  for d in 0 -1 -2 9; do
    mkdir -p "$O/v"
    echo "round $round blocks per SM $d: $(FLAMEBUILD_LAB_BPS=$d O="$O/v" B="$B0" bench_line)"
  done
done
bench_line_legend
"$B0/flamebuild" render tests/data/realworld/rw_00_sheep00216.flam3 --backend cuda -q 500 --size 1920x1080 -o "$O/v/m.png" -v 2>&1 | grep -i "threads\|slots" | head -3
rm -rf "$O/xdg" "$O/v"
