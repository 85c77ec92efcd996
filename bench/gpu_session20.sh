#!/bin/sh
# bench/gpu_session20.sh BIN_DIR — one device call (2026-11-26, night): where the float
# atomics and the deferred sums stand on *real* genomes with big buffers (issue 17's auto
# choice), and why the float atomics slow down at 8K (ncu).
#   1. artists' flames and an animation frame, float atomics against deferred, at 1080p q1000,
#      1080p supersample 2 q200 (a 3840x2160 buffer: the studio case) and 8K q50;
#      M samples/s from `render -v` (iteration only), and the step profile of one run each;
#   2. ncu on fb_iterate, float atomics, linear-spherical at 1080p and 8K: memory and stalls.
# BIN_DIR: flamebuild (stripped), bench_genomes.flame.
set -u
cd "$(dirname "$0")/.."
B=${1:-build/s20}
O=${OUT:-$(mktemp -d /tmp/s20.XXXXXX)}
mkdir -p "$O"
export XDG_CACHE_HOME="$O/xdg"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
GENOMES=${GENOMES:-"tests/data/realworld/rw_00_sheep00216.flam3 tests/data/realworld/rw_02_sheep80692.flam3
 tests/data/realworld/rw_05_sheep80973.flam3 tests/data/realworld/rw_07_sheep81159.flam3
 tests/data/realworld/rw_10_fr0st_interpA.flam3 tests/data/realworld/rw_13_tw_spherical.flam3
 tests/data/realworld/rw_17_tw_rings2julian.flam3 tests/data/realworld/rw_20_tw_lazysusan.flam3
 tests/data/realworld/rw_26_tz_forest.flam3 tests/data/realworld/rw_30_tz_smokey.flam3
 tests/data/realworld/rw_33_tz_springcrown.flam3 tests/data/realworld/rw_37_b33_sierp60.flam3"}
SPECS=${SPECS:-"1920x1080:1:1000 1920x1080:2:200 7680x4320:1:50"}
rate() { sed -n 's/.*(\([0-9.e+]*\) M samples\/s).*/\1/p' "$1" | tail -1; }
echo "== M samples/s, float atomics / deferred (render -v, iteration only)"
for spec in $SPECS; do
  IFS=: read -r size ss q <<E
$spec
E
  echo "-- $size supersample $ss q$q"
  for g in $GENOMES anim02; do
    if [ "$g" = anim02 ]; then src=../shared/genomes/animations/anim02.flam3; extra="--time 6"; name=anim02_t6
    else src=$g; extra=""; name=$(basename "$g" .flam3); fi
    line="$name"
    for acc in atomic deferred; do
      # a first run compiles the kernel; the second is timed
      [ "$acc" = atomic ] && timeout 120 "$B/flamebuild" render "$src" $extra --backend cuda -q 5 --size 320x180 \
        -o "$O/warm.png" --quiet >/dev/null 2>&1
      timeout 120 "$B/flamebuild" render "$src" $extra --backend cuda -q "$q" --size "$size" --supersample "$ss" \
        --accumulate "$acc" -o "$O/img.png" -v >"$O/r.txt" 2>&1
      line="$line $(rate "$O/r.txt")"
    done
    echo "  $line"
  done
done
echo "== step profiles (8K q50, rw_02 and rw_13), float then deferred"
for g in rw_02_sheep80692 rw_13_tw_spherical; do
  for acc in atomic deferred; do
    FLAMEBUILD_PROFILE_GPU=1 timeout 120 "$B/flamebuild" render tests/data/realworld/$g.flam3 --backend cuda -q 50 \
      --size 7680x4320 --accumulate $acc -o "$O/img.png" -v 2>&1 | grep -E 'gpu profile|samples/s' | sed "s/^/  $g $acc: /"
  done
done
NCU=$(command -v ncu || echo /usr/local/cuda/bin/ncu)
if [ -x "$NCU" ]; then
  for size in 1920x1080 7680x4320; do
    echo "== ncu: fb_iterate, float atomics, linear-spherical $size"
    FLAMEBUILD_KERNEL=own timeout 150 "$NCU" --kernel-name fb_iterate --launch-skip 3 --launch-count 1 \
      --section SpeedOfLight --section WarpStateStats --section MemoryWorkloadAnalysis --section Occupancy \
      "$B/flamebuild" render "$B/bench_genomes.flame" --flame linear-spherical --backend cuda -q 100 --size $size \
      -o "$O/ncu.png" --quiet >"$O/ncu_$size.txt" 2>&1
    grep -E 'Stall|Warp Cycles|Achieved Occupancy|Compute \(SM\) Throughput|Memory Throughput|DRAM Throughput|L1/TEX Hit|L2 Hit|Duration|No Eligible|Mem Busy|Max Bandwidth|Mem Pipes' \
      "$O/ncu_$size.txt" | sed 's/^ */  /' | head -30
  done
fi
rm -rf "$O/xdg" "$O/img.png" "$O/warm.png" "$O/ncu.png"
