#!/bin/sh
# bench/gpu_session24g.sh B — issue 11: the final binary against HEAD's on whatever card comes
# (an H200 asked: the issue's target is the H200's bench median), and quality = auto builds
# (the ladder's launches with the merge table) against HEAD's. B holds flamebuild, flamebuild.head.
set -u
B=$1
O=${OUT:-/tmp/o24g}
mkdir -p "$O"
exec >"$O/summary.txt" 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
export XDG_CACHE_HOME=/tmp/x24g
. bench/gpu_lib.sh
echo "(median: linear-spherical julia-swirl julian-power trig-hyperbolic random-blur popcorn-waves final-xform xaos)"
"$B/flamebuild.head" render tests/data/variations/v00_linear.flam3 --backend cuda -o /tmp/warm.png >/dev/null 2>&1
for r in 1 2; do
  echo "head  $(bench_medians "$B/flamebuild.head" -q 1000)"
  echo "table $(bench_medians "$B/flamebuild" -q 1000)"
done
for bin in flamebuild.head flamebuild; do
  demo_auto "$B/$bin" "$O/demo.log"
  echo "demo 1080p quality = auto, $bin: $(tail -1 "$O/demo.log")  $(grep '^built:' "$O/demo.log" | tail -1)"
  sheep_build "$B/$bin" "$O/sheep.log" 30 auto
  echo "sheep edge auto, $bin: $(tail -1 "$O/sheep.log")  $(grep '^built:' "$O/sheep.log" | tail -1)"
done
rm -f "$O/demo.log" "$O/sheep.log"
