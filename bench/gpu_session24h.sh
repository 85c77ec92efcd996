#!/bin/sh
# bench/gpu_session24h.sh B — issue 11: frames of fewer chunks than a 1,024-thread block on every
# SM take blocks of 512 with half the merge table (1080p q330-q650 on an H100), against HEAD's
# binary; the sheep and springcrown builds (1080p q500). B holds flamebuild, flamebuild.head, imgcmp.
set -u
B=$1
O=${OUT:-/tmp/o24h}
mkdir -p "$O"
exec >"$O/summary.txt" 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
export XDG_CACHE_HOME=/tmp/x24h
. bench/gpu_lib.sh
echo "(median: linear-spherical julia-swirl julian-power trig-hyperbolic random-blur popcorn-waves final-xform xaos)"
"$B/flamebuild.head" render tests/data/variations/v00_linear.flam3 --backend cuda -o /tmp/warm.png >/dev/null 2>&1
for q in 400 500 1000; do
  echo "== -q $q"
  for r in 1 2; do
    echo "head  $(bench_medians "$B/flamebuild.head" -q $q)"
    echo "table $(bench_medians "$B/flamebuild" -q $q)"
  done
done
rm -f "$O/bench.txt"
echo "1080p q500: imgcmp new head head-seed2; render -v's table"
for g in tests/data/realworld/rw_05*.flam3 tests/data/realworld/rw_16*.flam3 tests/data/realworld/rw_13*.flam3; do
  "$B/flamebuild" render $g --backend cuda -q 500 --size 1920x1080 -o "$O/t.png" -v >"$O/t.txt" 2>&1
  "$B/flamebuild.head" render $g --backend cuda -q 500 --size 1920x1080 -o "$O/h.png" >/dev/null 2>&1
  "$B/flamebuild.head" render $g --backend cuda -q 500 --size 1920x1080 --seed 2 -o "$O/h2.png" >/dev/null 2>&1
  echo "$(basename $g): $("$B/imgcmp" "$O/t.png" "$O/h.png" "$O/h2.png" 2>&1 | tail -1) |$(grep -o 'merge table[^)]*' "$O/t.txt")|"
done
rm -f "$O"/*.png "$O/t.txt"
for r in 1 2; do
  for bin in flamebuild.head flamebuild; do
    OUT="$O/real" sh bench/realistic.sh "$B/$bin" sheep many >/dev/null 2>&1
    echo "round $r $bin: $(grep '\.build' "$O/real/realistic.txt" | awk '{printf "%s %s s; ", $1, $2}') $(grep -c 'equal the first' "$O/real/realistic.txt") re-finishes equal"
    rm -rf "$O/real"
  done
done
