#!/bin/sh
# bench/gpu_session22c.sh BIN_DIR — one device call (2026-11-27): balanced launches (a warp
# takes units of 32 slots x a few dozen steps in turn) against static ones (a slot per thread
# for the whole launch; FLAMEBUILD_GPU_BALANCE=0), same binary: `flamebuild bench -q 1000`,
# 4K and 8K, three artists' flames; every launch of a final-xform frame (ncu: SM active cycles
# min/avg/max); GPU conformance with balanced launches; a deterministic frame twice.
set -u
cd "$(dirname "$0")/.."
. bench/gpu_lib.sh
B=${1:-build/s22}
O=${OUT:-$(mktemp -d /tmp/s22c.XXXXXX)}
mkdir -p "$O"
export XDG_CACHE_HOME="$O/xdg" flam3_palettes="$PWD/$B/flam3-palettes.xml"
NCU=/usr/local/cuda/bin/ncu
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
med() { timeout 300 "$B/flamebuild" bench --backend cuda "$@" 2>&1 | awk '/G it\/s/ {printf "%s %.1f  ", substr($1,1,7), $7} /median/ {print "median", $2} /rror/'; }
for round in 1 2; do
  for bal in 0 1; do
    echo "round $round balance=$bal 1080p: $(FLAMEBUILD_GPU_BALANCE=$bal med -q 1000)"
  done
done
for bal in 0 1; do
  echo "balance=$bal 4K ss2 q200: $(FLAMEBUILD_GPU_BALANCE=$bal med -q 200 --size 3840x2160 --supersample 2)"
  echo "balance=$bal 8K q200: $(FLAMEBUILD_GPU_BALANCE=$bal med -q 200 --size 7680x4320)"
done
for bal in 0 1; do
  line=""
  for g in rw_00_sheep00216 rw_06_sheep81096 rw_16_tw_grandjulian rw_03_sheep80725 rw_13_tw_spherical; do
    for _ in 1 2; do
      FLAMEBUILD_GPU_BALANCE=$bal timeout 60 "$B/flamebuild" render tests/data/realworld/$g.flam3 --backend cuda -q 500 \
        --size 1920x1080 -o "$O/m.png" -v >/dev/null 2>"$O/m.txt"
    done
    line="$line $(sed -n 's/.*(\([0-9.e+]*\) M samples\/s).*/\1/p' "$O/m.txt" | tail -1)"
  done
  echo "balance=$bal rw_00 rw_06 rw_16 rw_03 rw_13 M samples/s:$line"
done
for bal in 0 1; do
  FLAMEBUILD_GPU_BALANCE=$bal FLAMEBUILD_PROFILE_GPU=1 "$B/flamebuild" render "$B/bench_genomes.flame" --flame final-xform \
    --backend cuda -q 1000 --size 1920x1080 -o "$O/f$bal.png" -v 2>&1 | grep -E "gpu profile"
  FLAMEBUILD_GPU_BALANCE=$bal $NCU --clock-control none --kernel-name fb_iterate --csv \
    --metrics gpu__time_duration.sum,sm__cycles_active.avg,sm__cycles_active.max,sm__cycles_active.min \
    "$B/flamebuild" render "$B/bench_genomes.flame" --flame final-xform --backend cuda -q 1000 --size 1920x1080 \
    -o "$O/f.png" >"$O/launches$bal.csv" 2>&1
done
"$B/imgcmp" "$O/f0.png" "$O/f1.png" 2>&1 | tail -1
for k in 1 2; do
  FLAMEBUILD_DETERMINISTIC=1 "$B/flamebuild" render "$B/bench_genomes.flame" --flame julia-swirl --backend cuda \
    -q 200 --size 1920x1080 -o "$O/d$k.png" --bpc 16 >/dev/null 2>&1
done
echo "deterministic twice: $(md5sum "$O"/d1.png "$O"/d2.png | awk '{print $1}' | uniq | wc -l) distinct hash(es)"
gpu_conformance
rm -rf "$O/xdg" "$O"/*.png "$O/m.txt"
