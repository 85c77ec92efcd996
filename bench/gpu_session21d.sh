#!/bin/sh
# bench/gpu_session21d.sh BIN_DIR — one device call (2026-11-27): which part of
# --use_fast_math makes the iteration kernels faster. `flamebuild bench -q 1000` and three
# artists' flames at 1080p q500 for each set of NVRTC math options (FLAMEBUILD_NVRTC_MATH).
set -u
cd "$(dirname "$0")/.."
B=${1:-build/s21}
O=${OUT:-$(mktemp -d /tmp/s21d.XXXXXX)}
mkdir -p "$O"
export XDG_CACHE_HOME="$O/xdg" flam3_palettes="$PWD/$B/flam3-palettes.xml"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
i=0
for opts in "" "--use_fast_math" "--use_fast_math --prec-div=true --prec-sqrt=true" "--use_fast_math --ftz=false" \
  "--ftz=true --prec-div=false --prec-sqrt=false" "--prec-div=false" "--prec-sqrt=false" "--ftz=true"; do
  i=$((i + 1))
  export FLAMEBUILD_NVRTC_MATH="$opts"
  "$B/flamebuild" bench --backend cuda -q 1000 >"$O/bench_$i.txt" 2>&1
  line="$(grep -i median "$O/bench_$i.txt" | cut -d' ' -f2):"
  for n in linear-spherical julia-swirl julian-power trig-hyperbolic random-blur popcorn-waves final-xform xaos; do
    line="$line $(awk -v n=$n '$1==n {printf "%.1f", $7}' "$O/bench_$i.txt")"
  done
  for g in tests/data/realworld/rw_00_sheep00216.flam3 tests/data/realworld/rw_06_sheep81096.flam3 tests/data/realworld/rw_16_tw_grandjulian.flam3; do
    timeout 60 "$B/flamebuild" render "$g" --backend cuda -q 500 --size 1920x1080 -o "$O/m.png" -v >/dev/null 2>"$O/m.txt"
    timeout 60 "$B/flamebuild" render "$g" --backend cuda -q 500 --size 1920x1080 -o "$O/m.png" -v >/dev/null 2>"$O/m.txt"
    line="$line $(sed -n 's/.*(\([0-9.e+]*\) M samples\/s).*/\1/p' "$O/m.txt" | tail -1)"
  done
  echo "[$opts] $line"
done
echo "(median: linear-spherical julia-swirl julian-power trig-hyperbolic random-blur popcorn-waves final-xform xaos, G it/s; rw_00 rw_06 rw_16, M samples/s)"
rm -rf "$O/xdg" "$O/m.png"
