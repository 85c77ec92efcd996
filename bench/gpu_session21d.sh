#!/bin/sh
# bench/gpu_session21d.sh BIN_DIR — one device call (2026-11-27): which part of
# --use_fast_math makes the iteration kernels faster. `flamebuild bench -q 1000` and three
# artists' flames at 1080p q500 for each set of NVRTC math options (FLAMEBUILD_NVRTC_MATH).
set -u
cd "$(dirname "$0")/.."
. bench/gpu_lib.sh
B=${1:-build/s21}
O=${OUT:-$(mktemp -d /tmp/s21d.XXXXXX)}
mkdir -p "$O"
export XDG_CACHE_HOME="$O/xdg" flam3_palettes="$PWD/$B/flam3-palettes.xml"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
for opts in "" "--use_fast_math" "--use_fast_math --prec-div=true --prec-sqrt=true" "--use_fast_math --ftz=false" \
  "--ftz=true --prec-div=false --prec-sqrt=false" "--prec-div=false" "--prec-sqrt=false" "--ftz=true"; do
  echo "[$opts] $(FLAMEBUILD_NVRTC_MATH="$opts" bench_line)"
done
bench_line_legend
rm -rf "$O/xdg" "$O/m.png"
