#!/bin/sh
# (LAB record: FB_PLOT_CACHE, FLAMEBUILD_LAB_* and the lab binaries existed only in uncommitted builds
# of this session; the committed mechanism is kernels/plot_cache.cuh, measured by 24b-24f.)
# bench/gpu_session24.sh B — LAB (issue 11): a block's samples merged in a shared-memory cache of
# buckets before the global atomic (iterate.cuh FB_PLOT_CACHE; its size from the launch's dynamic
# shared memory, FLAMEBUILD_LAB_CACHE_BYTES; block size FLAMEBUILD_LAB_BLOCK), against HEAD's
# binary. B holds flamebuild (the lab), flamebuild.head, imgcmp.
set -u
B=$1
O=${OUT:-/tmp/o24}
mkdir -p "$O"
exec >"$O/summary.txt" 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
. bench/gpu_lib.sh
export XDG_CACHE_HOME=/tmp/x24
L="--use_fast_math -DFB_PLOT_CACHE=1 -DFB_GPU_BLOCK=1024"
# variant NAME BIN MATH BLOCK BYTES CARVEOUT [bench options]
variant() {
  n=$1 bin=$2 math=$3 blk=$4 by=$5 co=$6
  shift 6
  echo "$n $(export FLAMEBUILD_NVRTC_MATH="$math" FLAMEBUILD_LAB_BLOCK="$blk"
    [ -n "$by" ] && export FLAMEBUILD_LAB_CACHE_BYTES=$by
    [ -n "$co" ] && export FLAMEBUILD_LAB_CARVEOUT=$co
    bench_medians "$B/$bin" "$@")"
  h=$(grep 'cache hits' "$O/bench.txt" | awk '{printf " %s", $6}')
  [ -n "$h" ] && echo "   hits:$h  ($(grep '^lab:.*blocks' "$O/bench.txt" | head -1))"
}
echo "(median: linear-spherical julia-swirl julian-power trig-hyperbolic random-blur popcorn-waves final-xform xaos)"
"$B/flamebuild.head" render tests/data/variations/v00_linear.flam3 --backend cuda -o /tmp/warm.png >/dev/null 2>&1
variant head flamebuild.head "--use_fast_math" "" "" "" -q 1000
variant flex128 flamebuild "$L" 128 "" "" -q 1000
variant flex128carve flamebuild "$L" 128 "" 100 -q 1000
variant c1024x8k flamebuild "$L" 1024 196608 "" -q 1000
variant c512x4k flamebuild "$L" 512 98304 "" -q 1000
variant c1024x2k flamebuild "$L" 1024 49152 "" -q 1000
variant c256x2k flamebuild "$L" 256 49152 "" -q 1000
variant head_again flamebuild.head "--use_fast_math" "" "" "" -q 1000
echo "4K buckets (1920x1080 supersample 2, q200):"
variant head_ss2 flamebuild.head "--use_fast_math" "" "" "" -q 200 --supersample 2
variant c1024x8k_ss2 flamebuild "$L" 1024 196608 "" -q 200 --supersample 2
echo "8K q200:"
variant head_8k flamebuild.head "--use_fast_math" "" "" "" -q 200 --size 7680x4320
variant c1024x8k_8k flamebuild "$L" 1024 196608 "" -q 200 --size 7680x4320
# The images: 1080p stills, cached against HEAD with two seeds (float sums: noise only).
for g in tests/data/realworld/rw_16_tw_grandjulian.flam3 tests/data/realworld/rw_00_sheep00216.flam3; do
  n=$(basename $g .flam3)
  "$B/flamebuild.head" render $g --backend cuda -q 200 --size 1920x1080 -o "$O/$n.base.png" >/dev/null 2>&1
  "$B/flamebuild.head" render $g --backend cuda -q 200 --size 1920x1080 --seed 2 -o "$O/$n.seed2.png" >/dev/null 2>&1
  FLAMEBUILD_NVRTC_MATH="$L" FLAMEBUILD_LAB_BLOCK=1024 FLAMEBUILD_LAB_CACHE_BYTES=196608 \
    "$B/flamebuild" render $g --backend cuda -q 200 --size 1920x1080 -o "$O/$n.cache.png" -v 2>&1 | grep -i "lab\|error" | tail -2
  echo "$n: imgcmp cache.png base.png seed2.png: $("$B/imgcmp" "$O/$n.cache.png" "$O/$n.base.png" "$O/$n.seed2.png" 2>&1 | tail -3 | tr '\n' ' ')"
done
rm -f "$O"/*.png
