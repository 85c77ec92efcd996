#!/bin/sh
# (LAB record: the FB_LAB_* macros existed only in an uncommitted build of this session.)
# bench/gpu_session24d.sh B — LAB: what the merge table's code costs a frame that runs without it
# (FLAMEBUILD_GPU_CACHE=0): iterate.cuh's parts compiled out one by one (FB_LAB_*).
set -u
B=$1
O=${OUT:-/tmp/o24d}
mkdir -p "$O"
exec >"$O/summary.txt" 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
. bench/gpu_lib.sh
export XDG_CACHE_HOME=/tmp/x24d
variant() { # NAME BIN MATH
  echo "$1 $(export FLAMEBUILD_GPU_CACHE=0 FLAMEBUILD_NVRTC_MATH="$3"; bench_medians "$B/$2" -q 1000)"
}
echo "(median: linear-spherical julia-swirl julian-power trig-hyperbolic random-blur popcorn-waves final-xform xaos)"
"$B/flamebuild.head" render tests/data/variations/v00_linear.flam3 --backend cuda -o /tmp/warm.png >/dev/null 2>&1
F=--use_fast_math
variant head flamebuild.head "$F"
variant off flamebuild.lab "$F"
variant lb128 flamebuild.lab "$F -DFB_LAB_LB128"
variant noplot flamebuild.lab "$F -DFB_LAB_NOPLOT"
variant noend flamebuild.lab "$F -DFB_LAB_NOEND"
variant none flamebuild.lab "$F -DFB_LAB_NOPLOT -DFB_LAB_NOEND -DFB_LAB_LB128"
variant head_again flamebuild.head "$F"
rm -f "$O/bench.txt"
