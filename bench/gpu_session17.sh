#!/bin/sh
# bench/gpu_session17.sh [BUNDLE] — one device call (2026-11-26): the GPU checks that
# issue 9's closing needs and where a first render's wall-clock goes on artists' genomes.
#   1. test_gpu_finish and tests/gpu/faults.sh (a GPU fault mid-build);
#   2. cold kernels: every artists' flame, the bench genomes and x40_variations rendered once
#      small (320x180, q5) with an empty kernel cache shared by all (so the finishing module
#      compiles once, first), `render -v`: NVRTC ms, kernel load ms, the process's wall-clock;
#   3. bench/gpu_fidelity.sh: conformance of `render --backend cuda` on every set, then
#      `flamebuild bench` at q1000 and q200.
# BUNDLE: what `sh bench/gpu_fidelity.sh --bundle` filled (default build/fidelity), plus
# test_gpu_finish, test_codegen and the ../shared bench genomes copied into it.
set -u
cd "$(dirname "$0")/.."
B=${1:-build/fidelity}
O=${OUT:-$(mktemp -d /tmp/s17.XXXXXX)}
mkdir -p "$O"
export flam3_palettes="$PWD/$B/flam3-palettes.xml"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
echo "== test_gpu_finish"
"$B/test_gpu_finish" 2>&1 | tail -3
echo "== faults"
RESULTS=$O/faults.res FLAMEBUILD=$B/flamebuild IMGCMP=$B/imgcmp sh tests/gpu/faults.sh >"$O/faults.txt" 2>&1
echo "faults: $(grep -c PASS "$O/faults.res") passed, $(grep -c FAIL "$O/faults.res") failed"; grep FAIL "$O/faults.res"
echo "== cold kernels (empty cache; 320x180 q5)"
X=$(mktemp -d /tmp/s17x.XXXXXX)
: >"$O/cold.txt"
for g in tests/data/realworld/*.flam3 "$B"/*.flame tests/data/kernels/x40_variations.flame; do
  n=$(basename "$g"); n=${n%.*}
  t0=$(date +%s.%N)
  XDG_CACHE_HOME=$X "$B/flamebuild" render "$g" --backend cuda --size 320x180 -q 5 -v -o "$X/$n.png" >"$X/$n.log" 2>&1
  rc=$?
  t1=$(date +%s.%N)
  k=$(grep -o 'kernel [a-z ]*([0-9]* compiled, [0-9]* ms in NVRTC, [0-9.]* ms to look up and load)' "$X/$n.log" | head -1)
  printf '%-34s rc %d wall %5.2f s  %s\n' "$n" $rc "$(awk "BEGIN{print $t1 - $t0}")" "$k" >>"$O/cold.txt"
done
sort -k5 -n -r "$O/cold.txt" | head -12
awk '{s += $5} END {printf "cold renders: %d, wall sum %.1f s\n", NR, s}' "$O/cold.txt"
rm -rf "$X"
echo "== fidelity"
JOBS=${JOBS:-4} sh bench/gpu_fidelity.sh 2>&1
