#!/bin/sh
# bench/gpu_session21e.sh BIN_DIR — one device call (2026-11-27): --use_fast_math with sin
# and tan kept accurate near 0 (flame_math.h, fm_gpu_sin): test_precision on the device,
# `flamebuild bench -q 1000` and three artists' flames against IEEE functions
# (FLAMEBUILD_NVRTC_MATH=""), then GPU conformance of the default.
set -u
cd "$(dirname "$0")/.."
B=${1:-build/s21}
O=${OUT:-$(mktemp -d /tmp/s21e.XXXXXX)}
mkdir -p "$O"
export XDG_CACHE_HOME="$O/xdg" flam3_palettes="$PWD/$B/flam3-palettes.xml"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
"$B/test_precision_device" >"$O/precision.txt" 2>"$O/precision.err"
echo "== precision on the device, default options: rc $?"
grep -E '^float side|^variations:|^realworld:|^precision:' "$O/precision.txt" | sed 's/^/  /'
grep -E 'FAIL' "$O/precision.err" | head -8
ieee() { FLAMEBUILD_NVRTC_MATH="" "$@"; }
fast() { env -u FLAMEBUILD_NVRTC_MATH "$@"; }
for round in 1 2; do
  for m in ieee fast; do
    $m "$B/flamebuild" bench --backend cuda -q 1000 >"$O/bench_${m}_$round.txt" 2>&1
    line="$(grep -i median "$O/bench_${m}_$round.txt" | cut -d' ' -f2):"
    for n in linear-spherical julia-swirl julian-power trig-hyperbolic random-blur popcorn-waves final-xform xaos; do
      line="$line $(awk -v n=$n '$1==n {printf "%.1f", $7}' "$O/bench_${m}_$round.txt")"
    done
    for g in tests/data/realworld/rw_00_sheep00216.flam3 tests/data/realworld/rw_06_sheep81096.flam3 tests/data/realworld/rw_16_tw_grandjulian.flam3; do
      $m timeout 60 "$B/flamebuild" render "$g" --backend cuda -q 500 --size 1920x1080 -o "$O/m.png" -v >/dev/null 2>"$O/m.txt"
      line="$line $(sed -n 's/.*(\([0-9.e+]*\) M samples\/s).*/\1/p' "$O/m.txt" | tail -1)"
    done
    echo "round $round $m $line"
  done
done
echo "(median: linear-spherical julia-swirl julian-power trig-hyperbolic random-blur popcorn-waves final-xform xaos, G it/s; rw_00 rw_06 rw_16, M samples/s)"
export FLAMEBUILD="$B/flamebuild" IMGCMP="$B/imgcmp" RESULTS="$O/results" BACKEND=cuda JOBS=8
unset FLAMEBUILD_NVRTC_MATH
t0=$(date +%s)
sh tests/conformance/run.sh >"$O/variations.txt" 2>&1
GENOME_DIR=tests/data/realworld REF_DIR=tests/data/realworld/refs sh tests/conformance/run.sh >"$O/realworld.txt" 2>&1
sh tests/conformance/anim.sh >"$O/animations.txt" 2>&1
echo "conformance: $(( $(date +%s) - t0 )) s"
summary() {
  awk '$4+0==$4 && $4 != "" {print $4, $1}' "$O/$1.txt" | sort -rn |
    awk -v f="$1" '{n++; if ($1 < 1.5) p++} NR<=5 {w = w sprintf(" %s %s", $2, $1)} END {print f ":", p+0 "/" n, "< 1.5; worst:" w}'
}
for f in variations realworld; do summary $f; done
grep 'frames  worst' "$O/animations.txt"
echo "checks: $(grep -c '^PASS' "$RESULTS") passed, $(grep -c '^FAIL' "$RESULTS") failed"
grep '^FAIL' "$RESULTS"
rm -rf "$O/xdg" "$O/m.png" "$O/results"
