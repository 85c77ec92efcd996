#!/bin/sh
# bench/gpu_session22j.sh BIN_DIR — one device call (2026-11-27): choice runs, checked on the
# GPU: deterministic renders (16-bit PNG) of the new binary against the binary before, which
# must be the same bytes (the runs pick exactly the tables' xforms), then GPU conformance of the
# new binary on every set (22i.sh's run of it had a wrong palette path).
set -u
cd "$(dirname "$0")/.."
. bench/gpu_lib.sh
B=${1:-build/s22}
O=${OUT:-$(mktemp -d /tmp/s22j.XXXXXX)}
mkdir -p "$O"
export XDG_CACHE_HOME="$O/xdg" flam3_palettes="$PWD/$B/flam3-palettes.xml"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
same=0; differ=0
for g in tests/data/realworld/rw_03_sheep80725.flam3 tests/data/realworld/rw_17_tw_rings2julian.flam3 \
         tests/data/realworld/rw_09_fr0st_heart.flam3 tests/data/variations/v13_julia.flam3 \
         tests/data/realworld/rw_33_tz_springcrown.flam3; do
  for v in before new; do
    bin="$B/flamebuild"; [ $v = before ] && bin="$B/flamebuild.before"
    FLAMEBUILD_DETERMINISTIC=1 "$bin" render $g --backend cuda -q 100 --size 640x480 --bpc 16 -o "$O/$v.png" >/dev/null 2>&1
  done
  if cmp -s "$O/before.png" "$O/new.png"; then same=$((same + 1)); else differ=$((differ + 1)); echo "differs: $g"; fi
done
for v in before new; do
  bin="$B/flamebuild"; [ $v = before ] && bin="$B/flamebuild.before"
  FLAMEBUILD_DETERMINISTIC=1 "$bin" render tests/data/animations/anim03.flam3 --frames 9 --backend cuda -q 50 --size 320x240 --bpc 16 -o "$O/$v-%05d.png" >/dev/null 2>&1
done
if cmp -s "$O/before-00009.png" "$O/new-00009.png"; then same=$((same + 1)); else differ=$((differ + 1)); echo "differs: anim03 frame 9"; fi
echo "deterministic renders, before vs new: $same the same bytes, $differ different"
gpu_conformance
rm -rf "$O/xdg" "$O"/*.png
