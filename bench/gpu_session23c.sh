#!/bin/sh
# bench/gpu_session23c.sh BIN_DIR — one device call (2026-11-27, issue 11): kernels of their own
# for frames of one sub-frame (codegen_structure.one_sub: the camera and final xform as a launch
# parameter, read from the constant bank) against the binary before:
#   1. deterministic renders (16-bit PNG): stills with and without final xforms (the one-sub
#      kernels) and an animation frame of 8 temporal samples and an Electric Sheep frame of
#      1,000 (the others): the same bytes as before;
#   2. bench_line each, three rounds alternating;
#   3. GPU conformance of the new binary on every set.
set -u
cd "$(dirname "$0")/.."
. bench/gpu_lib.sh
B0=${1:-build/s23}
O=${OUT:-$(mktemp -d /tmp/s23c.XXXXXX)}
mkdir -p "$O"
export flam3_palettes="$PWD/$B0/flam3-palettes.xml"
exec > "$O/summary.txt" 2>&1
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
same=0; differ=0
det() { # det NAME ARGS...: each binary renders, deterministic, 16-bit; compares the PNGs
  n=$1; shift
  for v in before new; do
    bin="$B0/flamebuild"; [ $v = before ] && bin="$B0/flamebuild.before"
    XDG_CACHE_HOME="$O/x$v" FLAMEBUILD_DETERMINISTIC=1 timeout 120 "$bin" render "$@" --backend cuda --bpc 16 \
      -o "$O/$v-%05d.png" >"$O/r-$v.txt" 2>&1 || { echo "failed: $v $n"; tail -3 "$O/r-$v.txt"; }
  done
  for f in "$O"/new-*.png; do
    if cmp -s "$f" "$(echo "$f" | sed 's/new-/before-/')"; then same=$((same + 1)); else differ=$((differ + 1)); echo "differs: $n $f"; fi
  done
  rm -f "$O"/new-*.png "$O"/before-*.png
}
for g in rw_00_sheep00216 rw_02_sheep80692 rw_09_fr0st_heart rw_11_fr0st_final rw_16_tw_grandjulian \
         rw_25_tz_modulus rw_28_tz_mountain rw_33_tz_springcrown; do
  det $g tests/data/realworld/$g.flam3 -q 100 --size 640x480
done
det x40 tests/data/kernels/x40_variations.flame -q 50 --size 640x480
det anim03 tests/data/animations/anim03.flam3 --frames 9 -q 50 --size 320x240
det blur02 tests/data/animations/blur02.flam3 --frames 3 -q 50 --size 320x240
w=$(mktemp -d /tmp/edge.XXXXXX); sheep_edge "$w" 4 20
det sheep-edge "$w/edge.flame" --frames 2 -q 20 --size 320x240; rm -rf "$w"
echo "deterministic renders, before vs new: $same the same bytes, $differ different"
bench_ab "$O" "$B0/flamebuild.before" "$B0/flamebuild"
for v in before new; do echo "round 3 $v: $(O="$O" B="$O/$v" XDG_CACHE_HOME="$O/x$v" bench_line)"; done
cp "$B0/imgcmp" "$B0/flam3-palettes.xml" "$O/new/"
B=$O/new XDG_CACHE_HOME="$O/xnew" gpu_conformance
rm -rf "$O/before" "$O/new" "$O"/x* "$O"/*.png "$O/m.txt" "$O/bench.txt"
