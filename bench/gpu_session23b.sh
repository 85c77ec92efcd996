#!/bin/sh
# bench/gpu_session23b.sh BIN_DIR — one device call (2026-11-27, issue 11), a lab question: what
# do the step's loads of the sub-frame's camera and final xform cost? A lab kernel
# (-DFB_ONE_SUB=1 through FLAMEBUILD_NVRTC_MATH; only right for frames of one sub-frame) takes
# sub-frame 0's camera and final xform as a second kernel parameter, which the compiler reads
# from the constant bank, against the same binary's kernels without it:
#   1. deterministic renders (16-bit PNG) of stills with and without: must be the same bytes;
#   2. bench_line each, two rounds alternating; 3. the cubins' registers.
set -u
cd "$(dirname "$0")/.."
. bench/gpu_lib.sh
B0=${1:-build/s23}
O=${OUT:-$(mktemp -d /tmp/s23b.XXXXXX)}
mkdir -p "$O"
export flam3_palettes="$PWD/$B0/flam3-palettes.xml"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
variant() {
  case $1 in
    off) math="--use_fast_math" ;;
    one) math="--use_fast_math -DFB_ONE_SUB=1" ;;
  esac
}
same=0; differ=0
for g in tests/data/realworld/rw_00_sheep00216.flam3 tests/data/realworld/rw_09_fr0st_heart.flam3 \
         tests/data/realworld/rw_16_tw_grandjulian.flam3 tests/data/realworld/rw_24_tw_stainedglass.flam3 \
         tests/data/variations/v13_julia.flam3 tests/data/kernels/x40_variations.flame; do
  for v in off one; do
    variant $v
    FLAMEBUILD_NVRTC_MATH="$math" XDG_CACHE_HOME="$O/x$v" FLAMEBUILD_DETERMINISTIC=1 timeout 120 "$B0/flamebuild" render $g \
      --backend cuda -q 100 --size 640x480 --bpc 16 -o "$O/$v.png" >"$O/r-$v.txt" 2>&1 || { echo "failed: $v $g"; tail -3 "$O/r-$v.txt"; }
  done
  if cmp -s "$O/off.png" "$O/one.png"; then same=$((same + 1)); else differ=$((differ + 1)); echo "differs: $g"; fi
done
echo "deterministic stills, one-sub kernel vs not: $same the same bytes, $differ different"
for round in 1 2 3; do
  for v in off one; do
    variant $v
    mkdir -p "$O/$v"
    echo "round $round $v: $(FLAMEBUILD_NVRTC_MATH="$math" O="$O/$v" B="$B0" XDG_CACHE_HOME="$O/x$v" bench_line)"
  done
done
bench_line_legend
for v in off one; do
  for f in $(find "$O/x$v" -type f -size +20k | head -14); do
    tail -c +121 "$f" >"$O/k.cubin"
    /usr/local/cuda/bin/cuobjdump --dump-resource-usage "$O/k.cubin" 2>/dev/null | grep -A1 'fb_iterate' | grep -o 'REG:[0-9]* STACK:[0-9]*' | sed "s/^/$v: /"
  done
done | sort | uniq -c
rm -rf "$O"/x* "$O"/*.png "$O/k.cubin" "$O/off" "$O/one"
