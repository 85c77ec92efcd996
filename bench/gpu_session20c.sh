#!/bin/sh
# bench/gpu_session20c.sh BIN_DIR — one device call (2026-11-26, night): issue 17's auto choice
# on the first batch's hottest bucket (frame_buffers_wants_defer), checked and timed.
#   1. render -v under auto, atomic and deferred (M samples/s, and whether auto started over)
#      for the four hot artists' flames and four cool ones at 1080p q1000, 1080p supersample 2
#      q200 and 8K q50;
#   2. a hot frame under auto writes the deferred path's 16-bit PNG (twice: the same bytes);
#   3. `flamebuild bench` median under auto at 1080p q1000 (no bench genome is hot: unchanged);
#   4. tests/gpu/faults.sh (a frame started over is not a new frame for the fault injection).
# BIN_DIR: flamebuild (stripped), imgcmp.
set -u
cd "$(dirname "$0")/.."
B=${1:-build/s20}
O=${OUT:-$(mktemp -d /tmp/s20c.XXXXXX)}
mkdir -p "$O"
export XDG_CACHE_HOME="$O/xdg"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
R=tests/data/realworld
HOT="rw_02_sheep80692 rw_03_sheep80725 rw_15_tw_gnarl rw_35_tz_tiledswirl10"
COOL="rw_00_sheep00216 rw_05_sheep80973 rw_13_tw_spherical rw_20_tw_lazysusan"
rate() { sed -n 's/.*(\([0-9.e+]*\) M samples\/s).*/\1/p' "$1" | tail -1; }
for spec in 1920x1080:1:1000 1920x1080:2:200 7680x4320:1:50; do
  IFS=: read -r size ss q <<E
$spec
E
  echo "== $size supersample $ss q$q: name auto atomic deferred (M samples/s), auto's choice"
  for g in $HOT $COOL; do
    line=$g
    for acc in auto atomic deferred; do
      timeout 60 "$B/flamebuild" render $R/$g.flam3 --backend cuda -q $q --size $size --supersample $ss \
        --accumulate $acc -o "$O/img.png" -v >"$O/r_$acc.txt" 2>&1
      line="$line $(rate "$O/r_$acc.txt")"
    done
    choice=$(grep -o 'started over\|float sums\|deferred fixed-point sums' "$O/r_auto.txt" | head -1)
    share=$(grep -o 'one bucket took [0-9.]*%' "$O/r_auto.txt" | head -1)
    echo "  $line  [$choice $share]"
  done
done
echo "== a hot frame under auto: the deferred PNG (rw_03, 1080p q200, 16-bit)"
for i in 1 2; do
  "$B/flamebuild" render $R/rw_03_sheep80725.flam3 --backend cuda --size 1920x1080 -q 200 --bpc 16 -o "$O/auto$i.png" --quiet
done
"$B/flamebuild" render $R/rw_03_sheep80725.flam3 --backend cuda --size 1920x1080 -q 200 --bpc 16 --accumulate deferred \
  -o "$O/deferred.png" --quiet
md5sum "$O/auto1.png" "$O/auto2.png" "$O/deferred.png" | sed 's/^/  /'
echo "== bench, auto, 1080p q1000"
"$B/flamebuild" bench --backend cuda -q 1000 2>&1 | tail -12
echo "== faults.sh"
FLAMEBUILD="$PWD/$B/flamebuild" IMGCMP="$B/imgcmp" RESULTS="$O/faults" timeout 240 sh tests/gpu/faults.sh 2>&1 | tail -8
rm -rf "$O/xdg" "$O"/*.png
