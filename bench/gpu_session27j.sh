#!/bin/sh
# bench/gpu_session27j.sh B — the final binary (B/flamebuild) after the copies wait for their
# stream's earlier work: test_gpu_finish on the GPU, a quality = auto sheep edge (its noise
# estimate's sums come down after a kernel on the same stream), built twice, and the faults.
set -u
B=$1
O=${OUT:-/tmp/o27j}
mkdir -p "$O"
exec >"$O/summary.txt" 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
. bench/gpu_lib.sh
export XDG_CACHE_HOME=/tmp/x27j
ASAN_OPTIONS=protect_shadow_gap=0:detect_leaks=0 timeout 300 "$B/test_gpu_finish" 2>&1 | tail -1
sheep_edge /tmp/auto27 24 auto
for k in 1 2; do "$B/flamebuild" build /tmp/auto27 2>&1 | tail -1; done
(cd /tmp/auto27/out && find . -name '*.png' | sort | xargs md5sum | md5sum | cut -c1-12)
RESULTS=$O/faults.res FLAMEBUILD=$B/flamebuild IMGCMP=$B/imgcmp sh tests/gpu/faults.sh >"$O/faults.txt" 2>&1
echo "faults: $(grep -c "^PASS" "$O/faults.res") passed, $(grep -c "^FAIL" "$O/faults.res") failed"; grep "^FAIL" "$O/faults.res"
