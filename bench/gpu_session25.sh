#!/bin/sh
# bench/gpu_session25.sh B — issue 11's last target on the card the tool lends (asked: H200):
# `bench -q 1000` three times with the merge table and once without (FLAMEBUILD_GPU_CACHE=0),
# the bigger sizes once; the table on and off on artists' flames that keep it (rw_05, rw_08,
# rw_16) and one that drops it (rw_13), to check the 2% threshold; then bench/realistic.sh.
set -u
B=$1
O=${OUT:-/tmp/o25}
mkdir -p "$O"
exec >"$O/summary.txt" 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
export XDG_CACHE_HOME=/tmp/x25
. bench/gpu_lib.sh
echo "(median: linear-spherical julia-swirl julian-power trig-hyperbolic random-blur popcorn-waves final-xform xaos)"
"$B/flamebuild" render tests/data/variations/v00_linear.flam3 --backend cuda -o /tmp/warm.png >/dev/null 2>&1
echo "== -q 1000"
for i in 1 2 3; do echo "table $(bench_medians "$B/flamebuild" -q 1000)"; done
echo "$(bench_variant none flamebuild FLAMEBUILD_GPU_CACHE=0 -- -q 1000)"
for s in "-q 1000 --supersample 2" "-q 200 --size 7680x4320"; do
  echo "== $s"
  echo "table $(bench_medians "$B/flamebuild" $s)"
done
rm -f "$O/bench.txt"
echo "== 1080p q1000, render -v rate (M samples/s): table (its line) | none; imgcmp table none"
for g in rw_05 rw_08 rw_16 rw_13 rw_00; do
  f=$(ls tests/data/realworld/$g*.flam3)
  for i in 1 2; do
    "$B/flamebuild" render $f --backend cuda -q 1000 --size 1920x1080 -o "$O/t.png" -v >"$O/t.txt" 2>&1
    FLAMEBUILD_GPU_CACHE=0 "$B/flamebuild" render $f --backend cuda -q 1000 --size 1920x1080 -o "$O/n.png" -v >"$O/n.txt" 2>&1
    r() { sed -n 's/.*(\([0-9.e+]*\) M samples\/s).*/\1/p' "$1" | tail -1; }
    echo "$g: $(r "$O/t.txt") ($(grep -o 'merge table[^)]*' "$O/t.txt")) | $(r "$O/n.txt") | $("$B/imgcmp" "$O/t.png" "$O/n.png" 2>&1 | tail -1)"
  done
done
rm -f "$O"/*.png "$O/t.txt" "$O/n.txt"
echo "== realistic.sh"
OUT="$O/real" timeout 240 sh bench/realistic.sh "$PWD/$B/flamebuild" >"$O/realistic.log" 2>&1
cat "$O/real/realistic.txt"
