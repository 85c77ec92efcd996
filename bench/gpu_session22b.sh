#!/bin/sh
# bench/gpu_session22b.sh BIN_DIR — one device call (2026-11-27): fm_xform aligned to 16 bytes
# (the step's xform fields in 128-bit loads) against the session's starting binary, `flamebuild
# bench -q 1000` twice each, alternating; then, for the new binary, every launch of a
# final-xform and a julia-swirl frame at boost clocks (ncu: duration, SM active cycles
# min/avg/max, instructions) and FLAMEBUILD_PROFILE_GPU's sums.
set -u
cd "$(dirname "$0")/.."
B=${1:-build/s22}
O=${OUT:-$(mktemp -d /tmp/s22b.XXXXXX)}
mkdir -p "$O"
export XDG_CACHE_HOME="$O/xdg" flam3_palettes="$PWD/$B/flam3-palettes.xml"
NCU=/usr/local/cuda/bin/ncu
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
med() { "$B/$1" bench --backend cuda -q 1000 2>&1 | awk '/G it\/s/ {printf "%s %.1f  ", $1, $7} /median/ {print "median", $2}'; }
for round in 1 2; do
  echo "round $round old: $(med flamebuild.s21)"
  echo "round $round new: $(med flamebuild)"
done
for g in final-xform julia-swirl; do
  FLAMEBUILD_PROFILE_GPU=1 "$B/flamebuild" render "$B/bench_genomes.flame" --flame $g --backend cuda -q 1000 \
    --size 1920x1080 -o "$O/$g.png" -v 2>&1 | grep -E "gpu profile|samples in"
  $NCU --clock-control none --kernel-name regex:"fb_iterate|fb_flush" --csv \
    --metrics gpu__time_duration.sum,sm__cycles_active.avg,sm__cycles_active.max,sm__cycles_active.min,sm__cycles_elapsed.max,smsp__inst_executed.sum,launch__grid_size \
    "$B/flamebuild" render "$B/bench_genomes.flame" --flame $g --backend cuda -q 1000 --size 1920x1080 \
    -o "$O/$g.png" >"$O/$g.launches.csv" 2>&1
  echo "== $g ncu rc $?: $(grep -c gpu__time_duration "$O/$g.launches.csv") kernel records"
done
rm -rf "$O/xdg" "$O"/*.png
