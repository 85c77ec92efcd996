#!/bin/sh
# bench/gpu_session26g.sh B — the session's final binary (B/flamebuild): GPU conformance on
# every test set under auto and with the deferred path forced (issue 17), the fault tests,
# and the studio's projects (bench/realistic.sh uhd studio sheep).
set -u
B=$1
O=${OUT:-/tmp/o26g}
mkdir -p "$O"
exec >"$O/summary.txt" 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
export XDG_CACHE_HOME=/tmp/x26g
. bench/gpu_lib.sh
echo "== conformance, auto"
gpu_conformance
echo "== conformance, FLAMEBUILD_ACCUMULATE=deferred"
FLAMEBUILD_ACCUMULATE=deferred gpu_conformance
echo "== faults"
RESULTS=$O/faults.res FLAMEBUILD=$B/flamebuild IMGCMP=$B/imgcmp sh tests/gpu/faults.sh >"$O/faults.txt" 2>&1
echo "faults: $(grep -c "^PASS" "$O/faults.res") passed, $(grep -c "^FAIL" "$O/faults.res") failed"; grep "^FAIL" "$O/faults.res"
OUT=$O/real sh bench/realistic.sh "$B/flamebuild" uhd studio sheep >/dev/null 2>&1
cat "$O/real/realistic.txt"
