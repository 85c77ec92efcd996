#!/bin/sh
# bench/gpu_session21b.sh BIN_DIR — one device call (2026-11-27): the iteration kernels with
# NVRTC's fast transcendental functions only (V3: --use_fast_math, then division, square root
# and denormals put back to IEEE) against the default (V0) and full fast math (V1), on the
# artists' flames and the bench genomes; then V3's GPU conformance.
set -u
cd "$(dirname "$0")/.."
. bench/gpu_lib.sh
B=${1:-build/s21}
O=${OUT:-$(mktemp -d /tmp/s21b.XXXXXX)}
mkdir -p "$O"
export XDG_CACHE_HOME="$O/xdg" flam3_palettes="$PWD/$B/flam3-palettes.xml"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
V0=""
V1="--use_fast_math"
V3="--use_fast_math --ftz=false --prec-div=true --prec-sqrt=true"
VARIANTS=${VARIANTS:-"V0 V1 V3"}
t0=$(date +%s)
for v in $VARIANTS; do
  eval "opts=\$$v"
  FLAMEBUILD_NVRTC_MATH="$opts" "$B/flamebuild" kernels --quiet -j 16 tests/data/realworld/*.flam3 "$B"/*.flame >"$O/kernels_$v.txt" 2>&1
done
echo "kernels compiled: $(( $(date +%s) - t0 )) s"
for round in 1 2; do
  for v in $VARIANTS; do
    eval "opts=\$$v"
    FLAMEBUILD_NVRTC_MATH="$opts" "$B/flamebuild" bench --backend cuda -q 1000 >"$O/bench_${v}_$round.txt" 2>&1
    echo "== round $round $v: $(grep -i median "$O/bench_${v}_$round.txt")"
  done
done
echo "== per genome, round 2 (G it/s): $VARIANTS"
for n in linear-spherical julia-swirl julian-power trig-hyperbolic random-blur popcorn-waves final-xform xaos; do
  line="  $n"
  for v in $VARIANTS; do line="$line $(awk -v n=$n '$1==n {print $7}' "$O/bench_${v}_2.txt")"; done
  echo "$line"
done
echo "== artists' flames at 1920x1080 q500, M samples/s: $VARIANTS"
for g in tests/data/realworld/rw_*.flam3 "$B"/mfeemster*.flame "$B"/tatasz*.flame "$B"/tyrant*.flame "$B"/x40*.flame; do
  line="  $(basename "$g" | sed 's/\.flam*3*e*$//')"
  for v in $VARIANTS; do
    eval "opts=\$$v"
    FLAMEBUILD_NVRTC_MATH="$opts" timeout 60 "$B/flamebuild" render "$g" --backend cuda -q 500 --size 1920x1080 -o "$O/m.png" -v >/dev/null 2>"$O/m.txt"
    ra=$(sed -n 's/.*(\([0-9.e+]*\) M samples\/s).*/\1/p' "$O/m.txt" | tail -1)
    line="$line ${ra:-?}"
  done
  echo "$line"
done
[ "${CONF:-1}" = 0 ] && exit 0
eval "opts=\$${VARIANT_CONF:-V3}"
echo "== conformance with '$opts'"
FLAMEBUILD_NVRTC_MATH="$opts" gpu_conformance
rm -rf "$O/xdg" "$O/m.png"
