#!/bin/sh
# bench/gpu_session25b.sh B — the merge table turned off widens the launches to the threads small
# blocks hold (flamebuild) against HEAD's binary (flamebuild.head: the table's 1,024 threads an SM
# stay); then every artists' flame at 1080p q1000 with the table as chosen, forced on
# (FLAMEBUILD_GPU_CACHE_MIN=0) and off (FLAMEBUILD_GPU_CACHE=0), best of two each, with the
# forced table's merged share per launch (FLAMEBUILD_PROFILE_GPU=2): the data for the threshold.
set -u
B=$1
O=${OUT:-/tmp/o25b}
mkdir -p "$O"
exec >"$O/summary.txt" 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
export XDG_CACHE_HOME=/tmp/x25b
. bench/gpu_lib.sh
echo "(median: linear-spherical julia-swirl julian-power trig-hyperbolic random-blur popcorn-waves final-xform xaos)"
"$B/flamebuild" render tests/data/variations/v00_linear.flam3 --backend cuda -o /tmp/warm.png >/dev/null 2>&1
echo "== -q 1000"
for i in 1 2; do
  echo "head $(bench_medians "$B/flamebuild.head" -q 1000)"
  echo "new  $(bench_medians "$B/flamebuild" -q 1000)"
done
for s in "-q 1000 --supersample 2" "-q 200 --size 7680x4320"; do
  echo "== $s"
  echo "head $(bench_medians "$B/flamebuild.head" $s)"
  echo "new  $(bench_medians "$B/flamebuild" $s)"
done
rm -f "$O/bench.txt"
rate() { sed -n 's/.*(\([0-9.e+]*\) M samples\/s).*/\1/p' "$1" | tail -1; }
# best BIN [VAR=V]: the better M samples/s of two renders of $f
best() {
  bb=$1; shift
  r1=$(env "$@" "$bb" render $f --backend cuda -q 1000 --size 1920x1080 -o "$O/t.png" -v 2>&1 >/dev/null | tee "$O/t.txt" | sed -n 's/.*(\([0-9.e+]*\) M samples\/s).*/\1/p' | tail -1)
  r2=$(env "$@" "$bb" render $f --backend cuda -q 1000 --size 1920x1080 -o "$O/t.png" -v 2>&1 >/dev/null | sed -n 's/.*(\([0-9.e+]*\) M samples\/s).*/\1/p' | tail -1)
  awk -v a="$r1" -v b="$r2" 'BEGIN {printf "%.0f", (a > b ? a : b) / 1000}'
}
echo "== artists' flames, 1080p q1000, G samples/s: head | new (its table line) | forced | off | forced's merged share by launch"
for f in tests/data/realworld/rw_*.flam3; do
  g=$(basename $f .flam3)
  h=$(best "$B/flamebuild.head" X=1)
  n=$(best "$B/flamebuild" X=1)
  line=$(grep -o 'merge table[^)]*' "$O/t.txt")
  fo=$(best "$B/flamebuild" FLAMEBUILD_GPU_CACHE_MIN=0)
  off=$(best "$B/flamebuild" FLAMEBUILD_GPU_CACHE=0)
  FLAMEBUILD_GPU_CACHE_MIN=0 FLAMEBUILD_PROFILE_GPU=2 "$B/flamebuild" render $f --backend cuda -q 1000 --size 1920x1080 -o "$O/t.png" >"$O/p.txt" 2>&1
  sh=$(sed -n 's/.*merge table [0-9]* slots: \([0-9.]*\) merged.*/\1/p' "$O/p.txt" | head -8 | tr '\n' ' ')
  echo "$g | $h | $n ($line) | $fo | $off | $sh"
done
rm -f "$O"/*.png "$O/t.txt" "$O/p.txt"
