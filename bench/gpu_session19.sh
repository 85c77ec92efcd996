#!/bin/sh
# bench/gpu_session19.sh [BUNDLE] — one device call (2026-11-26, evening): issue 17's grouping
# passes staged in shared memory (fb_tile_scatter), and where issue 11's step time goes.
#   1. the deferred path must still equal the fixed-point atomics bit for bit (16-bit PNGs of
#      rw_13 and rw_03 at 1080p, 4K and 8K; bench/gpu_session18b.sh's check);
#   2. bench medians float / fixed atomics / deferred at 1080p q1000, 4K supersample 2 and 8K
#      (q200), and the deferred step times at 8K (FLAMEBUILD_PROFILE_GPU=1);
#   3. (when ncu is there) the iteration kernel's stall reasons and throughput for three bench
#      genomes at 1080p.
# BUNDLE: build/fidelity with flamebuild, test_gpu_finish, bench_genomes.flame.
set -u
cd "$(dirname "$0")/.."
B=${1:-build/fidelity}
O=${OUT:-$(mktemp -d /tmp/s19.XXXXXX)}
mkdir -p "$O"
export XDG_CACHE_HOME="$PWD/$B/xdg" flam3_palettes="$PWD/$B/flam3-palettes.xml"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
if [ "${SKIP18B:-0}" != 1 ]; then
  SPECS=${SPECS:-"1920x1080:1:1000 3840x2160:2:200 7680x4320:1:200"} \
    EQUAL_GENOMES=${EQUAL_GENOMES:-"tests/data/realworld/rw_13_*.flam3 tests/data/realworld/rw_03_*.flam3"} \
    PART=1 OUT=$O sh bench/gpu_session18b.sh "$B"
fi
echo "== deferred step times, 8K q200 and 4K ss2 q200"
for spec in "7680x4320 1" "3840x2160 2"; do
  set -- $spec
  FLAMEBUILD_PROFILE_GPU=1 "$B/flamebuild" bench --backend cuda -q 200 --size "$1" --supersample "$2" \
    --accumulate deferred >"$O/profile_$1_$2.txt" 2>&1
  grep -E 'gpu profile|G it/s' "$O/profile_$1_$2.txt" | sed 's/^/  /' | head -20
done
if command -v ncu >/dev/null 2>&1 || [ -x /usr/local/cuda/bin/ncu ]; then
  NCU=$(command -v ncu || echo /usr/local/cuda/bin/ncu)
  echo "== ncu: fb_iterate at 1080p q1000 (own kernels)"
  for g in linear-spherical julia-swirl random-blur; do
    FLAMEBUILD_KERNEL=own timeout 120 "$NCU" --kernel-name fb_iterate --launch-skip 2 --launch-count 1 \
      --section SpeedOfLight --section WarpStateStats --section Occupancy --section LaunchStats \
      --section SchedulerStats --section ComputeWorkloadAnalysis --section MemoryWorkloadAnalysis \
      "$B/flamebuild" render "$B/bench_genomes.flame" --flame "$g" --backend cuda -q 300 \
      -o "$O/ncu_$g.png" --quiet >"$O/ncu_$g.txt" 2>&1
    echo "-- $g"
    grep -E 'Stall|Warp Cycles|Issued Ipc|Achieved Occupancy|Registers Per|Compute \(SM\) Throughput|Memory Throughput|L1/TEX Hit|L2 Hit|Duration|Theoretical Occ|No Eligible|Active Warps' \
      "$O/ncu_$g.txt" | sed 's/^ */  /' | head -40
  done
else
  echo "== no ncu on this machine"
  ls /usr/local/cuda/bin 2>/dev/null | tr '\n' ' '
fi
