#!/bin/sh
# bench/gpu_session23.sh BIN_DIR — one device call (2026-11-27, issue 11): each step's xform
# regrouped by class across the block (iterate.cuh fb_apply_grouped). One binary, the grouping
# on or off through FLAMEBUILD_NVRTC_MATH (-DFB_GROUP_OFF), and a lab binary with blocks of 256
# (its host built with -DFB_GPU_BLOCK=256, the kernels given the same define):
#   1. deterministic renders (16-bit PNG) grouped against not grouped: must be the same bytes;
#   2. bench_line for each variant, two rounds alternating, and the binary before the session;
#   3. the cubins' registers and stack.
set -u
cd "$(dirname "$0")/.."
. bench/gpu_lib.sh
B0=${1:-build/s23}
O=${OUT:-$(mktemp -d /tmp/s23.XXXXXX)}
mkdir -p "$O"
export flam3_palettes="$PWD/$B0/flam3-palettes.xml"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
FM="--use_fast_math"
# variant NAME: sets bin and math for a variant
variant() {
  case $1 in
    before) bin=$B0/flamebuild.before; math=$FM ;;
    off) bin=$B0/flamebuild; math="$FM -DFB_GROUP_OFF" ;;
    on) bin=$B0/flamebuild; math=$FM ;;
    off256) bin=$B0/flamebuild.b256; math="$FM -DFB_GROUP_OFF -DFB_GPU_BLOCK=256" ;;
    on256) bin=$B0/flamebuild.b256; math="$FM -DFB_GPU_BLOCK=256" ;;
  esac
}
same=0; differ=0
for g in tests/data/realworld/rw_00_sheep00216.flam3 tests/data/realworld/rw_03_sheep80725.flam3 \
         tests/data/realworld/rw_16_tw_grandjulian.flam3 tests/data/realworld/rw_17_tw_rings2julian.flam3 \
         tests/data/realworld/rw_09_fr0st_heart.flam3 tests/data/realworld/rw_24_*.flam3 \
         tests/data/variations/v13_julia.flam3 tests/data/kernels/x40_variations.flame; do
  for v in off on on256; do
    variant $v
    FLAMEBUILD_NVRTC_MATH="$math" XDG_CACHE_HOME="$O/x$v" FLAMEBUILD_DETERMINISTIC=1 timeout 120 "$bin" render $g \
      --backend cuda -q 100 --size 640x480 --bpc 16 -o "$O/$v.png" >"$O/r-$v.txt" 2>&1 || { echo "failed: $v $g"; tail -3 "$O/r-$v.txt"; }
  done
  for v in on on256; do
    if cmp -s "$O/off.png" "$O/$v.png"; then same=$((same + 1)); else differ=$((differ + 1)); echo "differs: $v $g"; fi
  done
done
for v in off on; do
  variant $v
  FLAMEBUILD_NVRTC_MATH="$math" XDG_CACHE_HOME="$O/x$v" FLAMEBUILD_DETERMINISTIC=1 "$bin" render tests/data/animations/anim03.flam3 \
    --frames 9 --backend cuda -q 50 --size 320x240 --bpc 16 -o "$O/$v-%05d.png" >/dev/null 2>&1
done
if cmp -s "$O/off-00009.png" "$O/on-00009.png"; then same=$((same + 1)); else differ=$((differ + 1)); echo "differs: anim03 frame 9"; fi
echo "deterministic renders, grouped vs not: $same the same bytes, $differ different"
for round in 1 2; do
  for v in before off on off256 on256; do
    variant $v
    mkdir -p "$O/$v"
    echo "round $round $v: $(FLAMEBUILD_NVRTC_MATH="$math" O="$O/$v" B="$B0" XDG_CACHE_HOME="$O/x$v" bench_line_bin "$bin")"
  done
done
bench_line_legend
for v in off on on256; do
  for f in $(find "$O/x$v" -type f -size +20k | head -12); do
    tail -c +121 "$f" >"$O/k.cubin"
    /usr/local/cuda/bin/cuobjdump --dump-resource-usage "$O/k.cubin" 2>/dev/null | grep -A1 'fb_iterate' | grep -o 'REG:[0-9]* STACK:[0-9]* SHARED:[0-9]*' | sed "s/^/$v: /"
  done
done | sort | uniq -c
rm -rf "$O"/x* "$O"/*.png "$O/k.cubin" "$O/before" "$O/off" "$O/on" "$O/off256" "$O/on256"
