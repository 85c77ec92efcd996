#!/bin/sh
# bench/gpu_session24j.sh B — issue 11: the merge table's slots keep their hot buckets from one
# launch to the next (flamebuild) against the table cleared at every launch (flamebuild.prev,
# e0a5111) and HEAD's binary before the table (flamebuild.head). B also holds imgcmp.
set -u
B=$1
O=${OUT:-/tmp/o24j}
mkdir -p "$O"
exec >"$O/summary.txt" 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
export XDG_CACHE_HOME=/tmp/x24j
. bench/gpu_lib.sh
echo "(median: linear-spherical julia-swirl julian-power trig-hyperbolic random-blur popcorn-waves final-xform xaos)"
"$B/flamebuild.head" render tests/data/variations/v00_linear.flam3 --backend cuda -o /tmp/warm.png >/dev/null 2>&1
for s in "-q 1000" "-q 1000 --supersample 2" "-q 200 --size 7680x4320"; do
  echo "== $s"
  echo "head $(bench_medians "$B/flamebuild.head" $s)"
  echo "prev $(bench_medians "$B/flamebuild.prev" $s)"
  echo "kept $(bench_medians "$B/flamebuild" $s)"
  [ "$s" = "-q 1000" ] && echo "kept $(bench_medians "$B/flamebuild" $s)" && echo "prev $(bench_medians "$B/flamebuild.prev" $s)"
done
rm -f "$O/bench.txt"
echo "1080p q1000: imgcmp kept head head-seed2; render -v's table (prev's, kept's)"
for g in tests/data/realworld/rw_05*.flam3 tests/data/realworld/rw_08*.flam3 tests/data/realworld/rw_16*.flam3 tests/data/realworld/rw_13*.flam3; do
  "$B/flamebuild" render $g --backend cuda -q 1000 --size 1920x1080 -o "$O/t.png" -v >"$O/t.txt" 2>&1
  "$B/flamebuild.prev" render $g --backend cuda -q 1000 --size 1920x1080 -o "$O/p.png" -v >"$O/p.txt" 2>&1
  "$B/flamebuild.head" render $g --backend cuda -q 1000 --size 1920x1080 -o "$O/h.png" >/dev/null 2>&1
  "$B/flamebuild.head" render $g --backend cuda -q 1000 --size 1920x1080 --seed 2 -o "$O/h2.png" >/dev/null 2>&1
  echo "$(basename $g): $("$B/imgcmp" "$O/t.png" "$O/h.png" "$O/h2.png" 2>&1 | tail -1) | $(grep -o 'merge table[^)]*' "$O/p.txt") | $(grep -o 'merge table[^)]*' "$O/t.txt")"
done
rm -f "$O"/*.png "$O"/*.txt.bak "$O/t.txt" "$O/p.txt"
