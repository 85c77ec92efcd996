#!/bin/sh
# bench/gpu_session25j.sh B — issue 17's step times for the next session: the deferred path's
# profile (FLAMEBUILD_PROFILE_GPU=1: each step synchronised and timed) for linear-spherical at 8K
# q200 and 4K supersample 2, and for the hot artists' flames at 1080p q1000, where auto defers.
set -u
B=$1
O=${OUT:-/tmp/o25j}
mkdir -p "$O"
exec >"$O/summary.txt" 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
export XDG_CACHE_HOME=/tmp/x25j
"$B/flamebuild" render tests/data/variations/v00_linear.flam3 --backend cuda -o /tmp/warm.png >/dev/null 2>&1
"$B/flamebuild" bench --backend cuda -q 200 --size 7680x4320 --accumulate all >"$O/bench8k.txt" 2>&1
grep -i "linear-spherical\|median" "$O/bench8k.txt"
for g in rw_02 rw_03 rw_13; do
  f=$(ls tests/data/realworld/$g*.flam3)
  for s in "-q 1000 --size 1920x1080" "-q 50 --size 7680x4320"; do
    "$B/flamebuild" render $f --backend cuda $s -o /tmp/t.png >/dev/null 2>&1
    echo "$g $s deferred: $(FLAMEBUILD_ACCUMULATE=deferred FLAMEBUILD_PROFILE_GPU=1 "$B/flamebuild" render $f --backend cuda $s -o /tmp/t.png 2>&1 | grep 'gpu profile')"
  done
done
rm -f "$O/bench8k.txt"
