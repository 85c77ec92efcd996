#!/bin/sh
# bench/gpu_session27e.sh B — the session's final binary (B/flamebuild): GPU conformance on
# every test set, the fault tests, and the deterministic 16-bit PNGs of rw_03 and rw_15 at
# 1080p and 8K (the same hashes as the last sessions': density estimation's bits unchanged).
set -u
B=$1
O=${OUT:-/tmp/o27e}
mkdir -p "$O"
exec >"$O/summary.txt" 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
export XDG_CACHE_HOME=/tmp/x27e
. bench/gpu_lib.sh
echo "== conformance, auto"
gpu_conformance
echo "== faults"
RESULTS=$O/faults.res FLAMEBUILD=$B/flamebuild IMGCMP=$B/imgcmp sh tests/gpu/faults.sh >"$O/faults.txt" 2>&1
echo "faults: $(grep -c "^PASS" "$O/faults.res") passed, $(grep -c "^FAIL" "$O/faults.res") failed"; grep "^FAIL" "$O/faults.res"
echo "== deterministic"
deterministic_hashes "$B/flamebuild" 2 rw_03 rw_15
