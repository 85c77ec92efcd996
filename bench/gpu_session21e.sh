#!/bin/sh
# bench/gpu_session21e.sh BIN_DIR — one device call (2026-11-27): --use_fast_math with sin
# and tan kept accurate near 0 (flame_math.h, fm_gpu_sin): test_precision on the device,
# `flamebuild bench -q 1000` and three artists' flames against IEEE functions
# (FLAMEBUILD_NVRTC_MATH=""), then GPU conformance of the default.
set -u
cd "$(dirname "$0")/.."
. bench/gpu_lib.sh
B=${1:-build/s21}
O=${OUT:-$(mktemp -d /tmp/s21e.XXXXXX)}
mkdir -p "$O"
export XDG_CACHE_HOME="$O/xdg" flam3_palettes="$PWD/$B/flam3-palettes.xml"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
"$B/test_precision_device" >"$O/precision.txt" 2>"$O/precision.err"
echo "== precision on the device, default options: rc $?"
grep -E '^float side|^variations:|^realworld:|^precision:' "$O/precision.txt" | sed 's/^/  /'
grep -E 'FAIL' "$O/precision.err" | head -8
for round in 1 2; do
  echo "round $round ieee $(FLAMEBUILD_NVRTC_MATH="" bench_line)"
  echo "round $round fast $(unset FLAMEBUILD_NVRTC_MATH; bench_line)"
done
bench_line_legend
gpu_conformance
rm -rf "$O/xdg" "$O/m.png"
