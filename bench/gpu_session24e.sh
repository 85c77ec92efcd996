#!/bin/sh
# bench/gpu_session24e.sh B — issue 11: the merge table off below 2% merged and back to small
# blocks when off; the table's lock through PTX acquire/release (FB_LAB_PTXSYNC) against fences;
# the studio and sheep builds. B holds flamebuild, flamebuild.head, imgcmp.
set -u
B=$1
O=${OUT:-/tmp/o24e}
mkdir -p "$O"
exec >"$O/summary.txt" 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
. bench/gpu_lib.sh
export XDG_CACHE_HOME=/tmp/x24e
variant() { # NAME BIN MATH [bench options]   (MATH: the iteration kernels' NVRTC options; "" = the product's)
  n=$1 bin=$2 math=$3
  shift 3
  echo "$n $([ -n "$math" ] && export FLAMEBUILD_NVRTC_MATH="$math"; bench_medians "$B/$bin" "$@")"
}
echo "(median: linear-spherical julia-swirl julian-power trig-hyperbolic random-blur popcorn-waves final-xform xaos)"
"$B/flamebuild.head" render tests/data/variations/v00_linear.flam3 --backend cuda -o /tmp/warm.png >/dev/null 2>&1
for s in "-q 1000" "-q 1000 --supersample 2" "-q 200 --size 7680x4320"; do
  echo "== $s"
  variant head flamebuild.head "" $s
  variant table flamebuild "" $s
  variant ptxsync flamebuild "--use_fast_math -DFB_LAB_PTXSYNC" $s
  variant head2 flamebuild.head "" $s
  variant table2 flamebuild "" $s
done
rm -f "$O/bench.txt"
for bin in flamebuild.head flamebuild; do
  OUT="$O/real_$bin" sh bench/realistic.sh "$B/$bin" studio sheep >/dev/null 2>&1
  echo "realistic.sh $bin:"; grep -v '^$' "$O/real_$bin/realistic.txt"
  rm -rf "$O/real_$bin"
done
