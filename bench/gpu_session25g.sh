#!/bin/sh
# bench/gpu_session25g.sh B — the session's end against its start (flamebuild.head, 572e716):
# bench/realistic.sh's four projects, each binary twice, alternating, with the projects' kernels
# compiled (a first untimed run compiles them); `bench -q 1000` of both; tests/gpu/faults.sh of
# the final binary. B holds flamebuild, flamebuild.head, imgcmp.
set -u
B=$1
O=${OUT:-/tmp/o25g}
mkdir -p "$O"
exec >"$O/summary.txt" 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
export XDG_CACHE_HOME=/tmp/x25g
. bench/gpu_lib.sh
OUT="$O/r0" KEEP_KERNELS=/tmp/k25g sh bench/realistic.sh "$PWD/$B/flamebuild" >/dev/null 2>&1
rm -rf "$O/r0"
for r in 1 2; do
  for bin in flamebuild.head flamebuild; do
    OUT="$O/r" SEED_KERNELS=/tmp/k25g sh bench/realistic.sh "$PWD/$B/$bin" >/dev/null 2>&1
    echo "round $r $bin: $(grep -v '^$' "$O/r/realistic.txt" | grep -v 'status\|still' | awk '/ s /{printf "%s %s; ", $1, $2}') $(grep -c 'equal the first' "$O/r/realistic.txt") equal; still $(awk '$1=="still.warm" {print $2}' "$O/r/realistic.txt") s"
    rm -rf "$O/r"
  done
done
echo "(median: linear-spherical julia-swirl julian-power trig-hyperbolic random-blur popcorn-waves final-xform xaos)"
echo "head $(bench_medians "$B/flamebuild.head" -q 1000)"
echo "new  $(bench_medians "$B/flamebuild" -q 1000)"
rm -f "$O/bench.txt"
RESULTS=$O/faults.res FLAMEBUILD=$B/flamebuild IMGCMP=$B/imgcmp sh tests/gpu/faults.sh >"$O/faults.txt" 2>&1
echo "faults.sh: $(grep -c '^PASS' "$O/faults.res") passed, $(grep -c '^FAIL' "$O/faults.res") failed"
grep '^FAIL' "$O/faults.res"
rm -f "$O/faults.res" "$O/faults.txt"
