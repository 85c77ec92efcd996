#!/bin/sh
# bench/gpu_session23d.sh BIN_DIR — one device call (2026-11-27, issue 11), lab variants of the
# one-sub kernels through FLAMEBUILD_NVRTC_MATH (only for frames of one sub-frame; the first two
# are not conformant: they bound what the plot costs): FB_LAB_NOPAL (every sample white, no
# palette load), FB_LAB_NOPLOT (the colour computed, the atomic skipped), FB_LAB_SMEM_PAL (the
# palette copied into shared memory at the launch's start). bench_line each, two rounds; the
# shared-memory palette's deterministic stills against the plain kernel's.
set -u
cd "$(dirname "$0")/.."
. bench/gpu_lib.sh
B0=${1:-build/s23}
O=${OUT:-$(mktemp -d /tmp/s23d.XXXXXX)}
mkdir -p "$O"
exec >"$O/summary.txt" 2>&1
export flam3_palettes="$PWD/$B0/flam3-palettes.xml"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
FM=--use_fast_math
same=0; differ=0
for g in rw_00_sheep00216 rw_11_fr0st_final rw_16_tw_grandjulian; do
  for v in base smem; do
    m=$FM; [ $v = smem ] && m="$FM -DFB_LAB_SMEM_PAL=1"
    FLAMEBUILD_NVRTC_MATH="$m" XDG_CACHE_HOME="$O/x$v" FLAMEBUILD_DETERMINISTIC=1 "$B0/flamebuild" render \
      tests/data/realworld/$g.flam3 --backend cuda -q 100 --size 640x480 --bpc 16 -o "$O/$v.png" >/dev/null 2>&1
  done
  if cmp -s "$O/base.png" "$O/smem.png"; then same=$((same + 1)); else differ=$((differ + 1)); echo "differs: $g"; fi
done
echo "deterministic stills, shared-memory palette vs not: $same the same bytes, $differ different"
for round in 1 2; do
  for v in base nopal noplot smem; do
    case $v in
      base) m=$FM ;; nopal) m="$FM -DFB_LAB_NOPAL=1" ;; noplot) m="$FM -DFB_LAB_NOPLOT=1" ;; smem) m="$FM -DFB_LAB_SMEM_PAL=1" ;;
    esac
    mkdir -p "$O/$v"
    echo "round $round $v: $(FLAMEBUILD_NVRTC_MATH="$m" O="$O/$v" B="$B0" XDG_CACHE_HOME="$O/x$v" bench_line)"
  done
done
bench_line_legend
rm -rf "$O"/x* "$O"/*.png "$O/base" "$O/nopal" "$O/noplot" "$O/smem"
