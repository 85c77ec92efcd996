#!/bin/sh
# bench/gpu_session23e.sh BIN_DIR — one device call (2026-11-27, issue 11), lab variants of the
# plot's atomic through FLAMEBUILD_NVRTC_MATH (not conformant: they bound what the atomic's
# width costs): FB_LAB_RED32 (one 32-bit float add a sample instead of the float4), FB_LAB_RED2
# (a float2), FB_LAB_RED64 (one 64-bit integer add), FB_LAB_NOPLOT (none); then (second call) the
# 64-bit add and the 32-bit float add into a compact buffer (8 and 4 bytes a bucket: FB_LAB_RED64C,
# FB_LAB_RED32C) against the 16-byte stride. bench_line each, two
# rounds alternating.
set -u
cd "$(dirname "$0")/.."
. bench/gpu_lib.sh
B0=${1:-build/s23}
O=${OUT:-$(mktemp -d /tmp/s23e.XXXXXX)}
mkdir -p "$O"
exec >"$O/summary.txt" 2>&1
export flam3_palettes="$PWD/$B0/flam3-palettes.xml"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
FM=--use_fast_math
for round in 1 2; do
  for v in base red64 red64c red32c; do
    case $v in
      base) m=$FM ;; red32) m="$FM -DFB_LAB_RED32=1" ;; red2) m="$FM -DFB_LAB_RED2=1" ;;
      red64) m="$FM -DFB_LAB_RED64=1" ;; red64c) m="$FM -DFB_LAB_RED64C=1" ;; red32c) m="$FM -DFB_LAB_RED32C=1" ;;
    esac
    mkdir -p "$O/$v"
    echo "round $round $v: $(FLAMEBUILD_NVRTC_MATH="$m" O="$O/$v" B="$B0" XDG_CACHE_HOME="$O/x$v" bench_line)"
  done
done
bench_line_legend
rm -rf "$O"/x* "$O/base" "$O/red64" "$O/red64c" "$O/red32c"
