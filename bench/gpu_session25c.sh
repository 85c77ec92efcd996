#!/bin/sh
# bench/gpu_session25c.sh B — the final binary of the merge table's widening: tests/gpu/faults.sh,
# bench/realistic.sh with an empty kernel cache and again with the kernels the first run compiled
# (build -v's timeline now splits the setup: lock, modules, alloc), then the GPU conformance on
# every test set (issue 11: "GPU conformance stays"). B holds flamebuild, imgcmp, flam3-palettes.xml.
set -u
B=$1
O=${OUT:-/tmp/o25c}
mkdir -p "$O"
exec >"$O/summary.txt" 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
export XDG_CACHE_HOME=/tmp/x25c
. bench/gpu_lib.sh
RESULTS=$O/faults.res FLAMEBUILD=$B/flamebuild IMGCMP=$B/imgcmp sh tests/gpu/faults.sh >"$O/faults.txt" 2>&1
echo "faults.sh: $(grep -c '^PASS' "$O/faults.res") passed, $(grep -c '^FAIL' "$O/faults.res") failed"
grep '^FAIL' "$O/faults.res"
rm -f "$O/faults.res" "$O/faults.txt"
OUT="$O/cold" KEEP_KERNELS=/tmp/k25c sh bench/realistic.sh "$PWD/$B/flamebuild" >/dev/null 2>&1
echo "== realistic.sh, empty kernel cache"; grep -v status "$O/cold/realistic.txt"
OUT="$O/warm" SEED_KERNELS=/tmp/k25c sh bench/realistic.sh "$PWD/$B/flamebuild" >/dev/null 2>&1
echo "== realistic.sh, the kernels compiled"; grep -v status "$O/warm/realistic.txt"
rm -f "$O"/cold/realistic.txt "$O"/warm/realistic.txt
gpu_conformance
