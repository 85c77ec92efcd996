#!/bin/sh
# bench/gpu_session21c.sh BIN_DIR — one device call (2026-11-27): the iteration kernels with
# --use_fast_math (GPU_ITERATION_MATH, the new default) against IEEE functions
# (FLAMEBUILD_NVRTC_MATH=""), the same binary:
#   1. test_precision_device: test_precision's 64 K evaluations with the float side on the GPU,
#      IEEE and fast math;
#   2. test_gpu_finish and tests/gpu/faults.sh with the new binary;
#   3. `flamebuild bench -q 1000`, two rounds each, interleaved;
#   4. every artists' flame and the many-xform genomes at 1920x1080 q500 (M samples/s).
set -u
cd "$(dirname "$0")/.."
B=${1:-build/s21}
O=${OUT:-$(mktemp -d /tmp/s21c.XXXXXX)}
mkdir -p "$O"
export XDG_CACHE_HOME="$O/xdg" flam3_palettes="$PWD/$B/flam3-palettes.xml"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
ieee() { FLAMEBUILD_NVRTC_MATH="" "$@"; }
fast() { env -u FLAMEBUILD_NVRTC_MATH "$@"; }
for m in ieee fast; do
  t0=$(date +%s)
  $m "$B/test_precision_device" >"$O/precision_$m.txt" 2>"$O/precision_$m.err"
  echo "== precision on the device, $m: rc $? in $(( $(date +%s) - t0 )) s"
  grep -E '^float side|^variations:|^realworld:|^precision:' "$O/precision_$m.txt" | sed 's/^/  /'
  grep -E 'FAIL' "$O/precision_$m.err" | head -5
done
"$B/test_gpu_finish" 2>&1 | tail -2
FLAMEBUILD="$B/flamebuild" IMGCMP="$B/imgcmp" RESULTS="$O/faults" sh tests/gpu/faults.sh >"$O/faults.txt" 2>&1
echo "faults.sh: $(grep -c '^PASS' "$O/faults") passed, $(grep -c '^FAIL' "$O/faults") failed"
t0=$(date +%s)
for m in ieee fast; do
  $m "$B/flamebuild" kernels --quiet -j 16 tests/data/realworld/*.flam3 "$B"/*.flame tests/data/kernels/*.flame >"$O/kernels_$m.txt" 2>&1
done
echo "kernels compiled: $(( $(date +%s) - t0 )) s"
for round in 1 2; do
  for m in ieee fast; do
    $m "$B/flamebuild" bench --backend cuda -q 1000 >"$O/bench_${m}_$round.txt" 2>&1
    echo "== round $round $m: $(grep -i median "$O/bench_${m}_$round.txt")"
  done
done
echo "== per genome, round 2 (G it/s): ieee fast"
for n in linear-spherical julia-swirl julian-power trig-hyperbolic random-blur popcorn-waves final-xform xaos; do
  echo "  $n $(awk -v n=$n '$1==n {print $7}' "$O/bench_ieee_2.txt") $(awk -v n=$n '$1==n {print $7}' "$O/bench_fast_2.txt")"
done
echo "== artists' flames at 1920x1080 q500, M samples/s: ieee fast"
for g in tests/data/realworld/rw_*.flam3 "$B"/mfeemster*.flame "$B"/tatasz*.flame "$B"/tyrant*.flame tests/data/kernels/x40*.flame; do
  line="  $(basename "$g" | sed 's/\.flam*3*e*$//')"
  for m in ieee fast; do
    $m timeout 60 "$B/flamebuild" render "$g" --backend cuda -q 500 --size 1920x1080 -o "$O/m.png" -v >/dev/null 2>"$O/m.txt"
    ra=$(sed -n 's/.*(\([0-9.e+]*\) M samples\/s).*/\1/p' "$O/m.txt" | tail -1)
    line="$line ${ra:-?}"
  done
  echo "$line"
done
rm -rf "$O/xdg" "$O/m.png"
